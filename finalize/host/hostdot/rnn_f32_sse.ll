%struct.rowstate = type { ptr, ptr, ptr, ptr, i64 }

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
  %100 = icmp eq i64 %69, 0
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
  br label %760

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
  br i1 %438, label %323, label %2557

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

462:                                              ; preds = %840
  %463 = icmp sgt i64 %787, 0
  br i1 %463, label %464, label %846

464:                                              ; preds = %462
  %465 = icmp eq i64 %36, 1
  %466 = mul i64 %41, %34
  %467 = mul nsw i64 %47, %41
  %468 = getelementptr float, ptr %14, i64 %467
  %469 = icmp eq i64 %7, 0
  %470 = icmp eq i64 %26, 0
  %471 = shl i64 %105, 3
  %472 = shl i64 %32, 3
  %473 = getelementptr inbounds float, ptr %117, i64 %471
  %474 = mul i64 %32, 12
  %475 = icmp eq ptr %103, null
  %476 = icmp slt i64 %32, 1
  %477 = getelementptr float, ptr %123, i64 %471
  %478 = getelementptr float, ptr %123, i64 %106
  %479 = or i1 %475, %476
  %480 = or i1 %475, %476
  %481 = shl i64 %32, 2
  %482 = mul i64 %40, %105
  %483 = shl i64 %32, 4
  %484 = add i64 %483, 16
  %485 = mul i64 %482, %484
  %486 = getelementptr i8, ptr %117, i64 %485
  %487 = getelementptr i8, ptr %486, i64 %481
  %488 = shl i64 %482, 4
  %489 = or disjoint i64 %488, 4
  %490 = mul i64 %32, %489
  %491 = getelementptr i8, ptr %117, i64 %490
  %492 = mul i64 %105, -48
  %493 = shl i64 %105, 4
  %494 = shl i64 %183, 2
  %495 = shl i64 %32, 4
  %496 = add i64 %495, 32
  %497 = mul i64 %40, %496
  %498 = add i64 %497, 16
  %499 = mul i64 %105, %498
  %500 = getelementptr i8, ptr %117, i64 %499
  %501 = getelementptr i8, ptr %500, i64 %494
  %502 = shl i64 %183, 2
  %503 = mul i64 %40, %105
  %504 = shl i64 %32, 4
  %505 = add i64 %504, 32
  %506 = mul i64 %503, %505
  %507 = getelementptr i8, ptr %117, i64 %506
  %508 = getelementptr i8, ptr %507, i64 %502
  %509 = mul i64 %40, %505
  %510 = add i64 %509, 32
  %511 = mul i64 %105, %510
  %512 = getelementptr i8, ptr %117, i64 %511
  %513 = getelementptr i8, ptr %512, i64 %502
  %514 = mul i64 %105, 48
  %515 = shl i64 %32, 2
  %516 = shl i64 %32, 4
  %517 = add i64 %516, 16
  %518 = mul i64 %40, %517
  %519 = add i64 %518, 48
  %520 = mul i64 %105, %519
  %521 = getelementptr i8, ptr %117, i64 %520
  %522 = getelementptr i8, ptr %117, i64 %520
  %523 = getelementptr i8, ptr %522, i64 %515
  %524 = mul i64 %40, %32
  %525 = shl i64 %524, 4
  %526 = add i64 %525, 48
  %527 = mul i64 %105, %526
  %528 = getelementptr i8, ptr %117, i64 %527
  %529 = getelementptr i8, ptr %117, i64 %527
  %530 = getelementptr i8, ptr %529, i64 %515
  %531 = shl i64 %32, 2
  %532 = shl i64 %32, 4
  %533 = add i64 %532, 16
  %534 = mul i64 %40, %533
  %535 = add i64 %534, 32
  %536 = mul i64 %105, %535
  %537 = getelementptr i8, ptr %117, i64 %536
  %538 = getelementptr i8, ptr %117, i64 %536
  %539 = getelementptr i8, ptr %538, i64 %531
  %540 = mul i64 %40, %32
  %541 = shl i64 %540, 4
  %542 = add i64 %541, 32
  %543 = mul i64 %105, %542
  %544 = getelementptr i8, ptr %117, i64 %543
  %545 = getelementptr i8, ptr %117, i64 %543
  %546 = getelementptr i8, ptr %545, i64 %531
  %547 = shl i64 %105, 4
  %548 = shl i64 %32, 2
  %549 = shl i64 %32, 4
  %550 = add i64 %549, 16
  %551 = mul i64 %40, %550
  %552 = add i64 %551, 16
  %553 = mul i64 %105, %552
  %554 = getelementptr i8, ptr %117, i64 %553
  %555 = getelementptr i8, ptr %117, i64 %553
  %556 = getelementptr i8, ptr %555, i64 %548
  %557 = mul i64 %40, %32
  %558 = shl i64 %557, 4
  %559 = add i64 %558, 16
  %560 = mul i64 %105, %559
  %561 = getelementptr i8, ptr %117, i64 %560
  %562 = getelementptr i8, ptr %117, i64 %560
  %563 = getelementptr i8, ptr %562, i64 %548
  %564 = shl i64 %32, 2
  %565 = mul i64 %40, %105
  %566 = shl i64 %32, 4
  %567 = add i64 %566, 16
  %568 = mul i64 %565, %567
  %569 = getelementptr i8, ptr %117, i64 %568
  %570 = getelementptr i8, ptr %569, i64 %564
  %571 = shl i64 %565, 4
  %572 = or disjoint i64 %571, 4
  %573 = mul i64 %32, %572
  %574 = getelementptr i8, ptr %117, i64 %573
  %575 = shl i64 %32, 2
  %576 = add i64 %325, %575
  %577 = shl i64 %32, 4
  %578 = add i64 %577, 16
  %579 = mul i64 %40, %578
  %580 = add i64 %579, 32
  %581 = mul i64 %105, %580
  %582 = getelementptr i8, ptr %117, i64 %581
  %583 = getelementptr i8, ptr %117, i64 %581
  %584 = getelementptr i8, ptr %583, i64 %575
  %585 = mul i64 %40, %32
  %586 = shl i64 %585, 4
  %587 = add i64 %586, 32
  %588 = mul i64 %105, %587
  %589 = getelementptr i8, ptr %117, i64 %588
  %590 = getelementptr i8, ptr %117, i64 %588
  %591 = getelementptr i8, ptr %590, i64 %575
  %592 = shl i64 %105, 4
  %593 = shl i64 %32, 2
  %594 = shl i64 %32, 4
  %595 = add i64 %594, 16
  %596 = mul i64 %40, %595
  %597 = add i64 %596, 16
  %598 = mul i64 %105, %597
  %599 = getelementptr i8, ptr %117, i64 %598
  %600 = getelementptr i8, ptr %117, i64 %598
  %601 = getelementptr i8, ptr %600, i64 %593
  %602 = mul i64 %40, %32
  %603 = shl i64 %602, 4
  %604 = add i64 %603, 16
  %605 = mul i64 %105, %604
  %606 = getelementptr i8, ptr %117, i64 %605
  %607 = getelementptr i8, ptr %117, i64 %605
  %608 = getelementptr i8, ptr %607, i64 %593
  %609 = shl i64 %32, 2
  %610 = mul i64 %40, %105
  %611 = shl i64 %32, 4
  %612 = add i64 %611, 16
  %613 = mul i64 %610, %612
  %614 = getelementptr i8, ptr %117, i64 %613
  %615 = getelementptr i8, ptr %614, i64 %609
  %616 = shl i64 %610, 4
  %617 = or disjoint i64 %616, 4
  %618 = mul i64 %32, %617
  %619 = getelementptr i8, ptr %117, i64 %618
  %620 = shl i64 %32, 2
  %621 = add i64 %325, %620
  %622 = shl i64 %32, 4
  %623 = add i64 %622, 16
  %624 = mul i64 %40, %623
  %625 = add i64 %624, 32
  %626 = mul i64 %105, %625
  %627 = getelementptr i8, ptr %117, i64 %626
  %628 = getelementptr i8, ptr %117, i64 %626
  %629 = getelementptr i8, ptr %628, i64 %620
  %630 = mul i64 %40, %32
  %631 = shl i64 %630, 4
  %632 = add i64 %631, 32
  %633 = mul i64 %105, %632
  %634 = getelementptr i8, ptr %117, i64 %633
  %635 = getelementptr i8, ptr %117, i64 %633
  %636 = getelementptr i8, ptr %635, i64 %620
  %637 = shl i64 %105, 4
  %638 = shl i64 %32, 2
  %639 = shl i64 %32, 4
  %640 = add i64 %639, 16
  %641 = mul i64 %40, %640
  %642 = add i64 %641, 16
  %643 = mul i64 %105, %642
  %644 = getelementptr i8, ptr %117, i64 %643
  %645 = getelementptr i8, ptr %117, i64 %643
  %646 = getelementptr i8, ptr %645, i64 %638
  %647 = mul i64 %40, %32
  %648 = shl i64 %647, 4
  %649 = add i64 %648, 16
  %650 = mul i64 %105, %649
  %651 = getelementptr i8, ptr %117, i64 %650
  %652 = getelementptr i8, ptr %117, i64 %650
  %653 = getelementptr i8, ptr %652, i64 %638
  %654 = shl i64 %32, 2
  %655 = mul i64 %40, %105
  %656 = shl i64 %32, 4
  %657 = add i64 %656, 16
  %658 = mul i64 %655, %657
  %659 = getelementptr i8, ptr %117, i64 %658
  %660 = getelementptr i8, ptr %659, i64 %654
  %661 = shl i64 %655, 4
  %662 = or disjoint i64 %661, 4
  %663 = mul i64 %32, %662
  %664 = getelementptr i8, ptr %117, i64 %663
  %665 = icmp ult i64 %32, 8
  %666 = and i64 %32, 9223372036854775800
  %667 = icmp eq i64 %32, %666
  %668 = and i64 %32, 1
  %669 = icmp eq i64 %668, 0
  %670 = icmp ult i64 %32, 8
  %671 = and i64 %32, 9223372036854775800
  %672 = icmp eq i64 %32, %671
  %673 = and i64 %32, 1
  %674 = icmp eq i64 %673, 0
  %675 = icmp ult i64 %32, 8
  %676 = and i64 %32, 9223372036854775800
  %677 = icmp eq i64 %32, %676
  %678 = and i64 %32, 1
  %679 = icmp eq i64 %678, 0
  %680 = icmp ult i64 %32, 8
  %681 = and i64 %32, 9223372036854775800
  %682 = icmp eq i64 %32, %681
  %683 = and i64 %32, 1
  %684 = icmp eq i64 %683, 0
  %685 = icmp ult i64 %32, 8
  %686 = and i64 %32, 9223372036854775800
  %687 = icmp eq i64 %32, %686
  %688 = and i64 %32, 1
  %689 = icmp eq i64 %688, 0
  %690 = icmp ult i64 %32, 8
  %691 = and i64 %32, 9223372036854775800
  %692 = icmp eq i64 %32, %691
  %693 = and i64 %32, 1
  %694 = icmp eq i64 %693, 0
  %695 = icmp ult i64 %32, 8
  %696 = shl i64 %105, 4
  %697 = and i64 %32, 9223372036854775800
  %698 = icmp eq i64 %32, %697
  %699 = and i64 %32, 3
  %700 = icmp eq i64 %699, 0
  %701 = icmp ult i64 %32, 8
  %702 = and i64 %32, 9223372036854775800
  %703 = icmp eq i64 %32, %702
  %704 = and i64 %32, 1
  %705 = icmp eq i64 %704, 0
  %706 = icmp ult i64 %32, 8
  %707 = and i64 %32, 9223372036854775800
  %708 = icmp eq i64 %32, %707
  %709 = and i64 %32, 1
  %710 = icmp eq i64 %709, 0
  %711 = icmp ult i64 %32, 8
  %712 = and i64 %32, 9223372036854775800
  %713 = icmp eq i64 %32, %712
  %714 = and i64 %32, 1
  %715 = icmp eq i64 %714, 0
  %716 = icmp ult i64 %32, 8
  %717 = and i64 %32, 9223372036854775800
  %718 = icmp eq i64 %32, %717
  %719 = and i64 %32, 1
  %720 = icmp eq i64 %719, 0
  %721 = icmp ult i64 %32, 8
  %722 = and i64 %32, 9223372036854775800
  %723 = icmp eq i64 %32, %722
  %724 = and i64 %32, 1
  %725 = icmp eq i64 %724, 0
  %726 = icmp ult i64 %32, 8
  %727 = and i64 %32, 9223372036854775800
  %728 = icmp eq i64 %32, %727
  %729 = and i64 %32, 1
  %730 = icmp eq i64 %729, 0
  %731 = icmp slt i64 %32, 5
  %732 = and i64 %183, 9223372036854775804
  %733 = icmp eq i64 %183, %732
  %734 = icmp slt i64 %32, 5
  %735 = and i64 %183, 9223372036854775800
  %736 = icmp eq i64 %183, %735
  %737 = and i64 %183, 1
  %738 = icmp eq i64 %737, 0
  %739 = icmp ult i64 %32, 8
  %740 = shl i64 %105, 4
  %741 = and i64 %32, 9223372036854775800
  %742 = icmp eq i64 %32, %741
  %743 = and i64 %32, 3
  %744 = icmp eq i64 %743, 0
  %745 = icmp ult i64 %32, 8
  %746 = and i64 %32, 9223372036854775800
  %747 = icmp eq i64 %32, %746
  %748 = and i64 %32, 1
  %749 = icmp eq i64 %748, 0
  %750 = icmp ult i64 %32, 8
  %751 = and i64 %32, 9223372036854775800
  %752 = icmp eq i64 %32, %751
  %753 = and i64 %32, 3
  %754 = icmp eq i64 %753, 0
  %755 = icmp ult i64 %32, 8
  %756 = and i64 %32, 9223372036854775800
  %757 = icmp eq i64 %32, %756
  %758 = and i64 %32, 3
  %759 = icmp eq i64 %758, 0
  br label %843

760:                                              ; preds = %323, %840
  %761 = phi i64 [ 0, %323 ], [ %787, %840 ]
  %762 = phi i64 [ 0, %323 ], [ %841, %840 ]
  %763 = add nsw i64 %762, %49
  %764 = mul nsw i64 %762, %112
  %765 = getelementptr inbounds float, ptr %324, i64 %764
  %766 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %762
  store ptr %765, ptr %766, align 8
  %767 = getelementptr inbounds float, ptr %765, i64 %106
  %768 = getelementptr inbounds nuw i8, ptr %766, i64 8
  store ptr %767, ptr %768, align 8
  %769 = getelementptr inbounds i8, ptr %765, i64 %325
  %770 = getelementptr inbounds nuw i8, ptr %766, i64 24
  store ptr %769, ptr %770, align 8
  %771 = getelementptr inbounds float, ptr %765, i64 %110
  %772 = getelementptr inbounds nuw i8, ptr %766, i64 16
  store ptr %771, ptr %772, align 8
  br i1 %326, label %784, label %773

773:                                              ; preds = %760
  %774 = getelementptr inbounds i32, ptr %17, i64 %763
  %775 = load i32, ptr %774, align 4
  %776 = sext i32 %775 to i64
  %777 = icmp slt i32 %775, 0
  %778 = icmp slt i64 %28, %776
  %779 = select i1 %777, i1 true, i1 %778
  br i1 %779, label %780, label %781

780:                                              ; preds = %773
  store i32 1, ptr %24, align 4
  br label %781

781:                                              ; preds = %773, %780
  %782 = tail call i64 @llvm.smin.i64(i64 %28, i64 %776)
  %783 = select i1 %777, i64 0, i64 %782
  br label %784

784:                                              ; preds = %781, %760
  %785 = phi i64 [ %783, %781 ], [ %28, %760 ]
  %786 = getelementptr inbounds nuw i8, ptr %766, i64 32
  store i64 %785, ptr %786, align 8
  %787 = tail call i64 @llvm.smax.i64(i64 %785, i64 %761)
  br i1 %124, label %788, label %796

788:                                              ; preds = %784
  %789 = mul nsw i64 %763, %34
  %790 = add nsw i64 %789, %47
  %791 = add nsw i64 %763, %328
  %792 = select i1 %327, i64 %790, i64 %791
  %793 = mul nsw i64 %792, %32
  %794 = getelementptr float, ptr %18, i64 %793
  %795 = getelementptr float, ptr %19, i64 %793
  br label %801

796:                                              ; preds = %815, %784
  %797 = icmp slt i64 %785, %28
  %798 = select i1 %331, i1 %797, i1 false
  br i1 %798, label %799, label %840

799:                                              ; preds = %796
  %800 = mul nsw i64 %763, %28
  br label %821

801:                                              ; preds = %788, %815
  %802 = phi i64 [ 0, %788 ], [ %819, %815 ]
  %803 = icmp slt i64 %802, %32
  %804 = select i1 %329, i1 %803, i1 false
  br i1 %804, label %805, label %808

805:                                              ; preds = %801
  %806 = getelementptr float, ptr %794, i64 %802
  %807 = load float, ptr %806, align 4
  br label %808

808:                                              ; preds = %801, %805
  %809 = phi float [ %807, %805 ], [ 0.000000e+00, %801 ]
  %810 = getelementptr inbounds nuw float, ptr %765, i64 %802
  store float %809, ptr %810, align 4
  %811 = select i1 %330, i1 %803, i1 false
  br i1 %811, label %812, label %815

812:                                              ; preds = %808
  %813 = getelementptr float, ptr %795, i64 %802
  %814 = load float, ptr %813, align 4
  br label %815

815:                                              ; preds = %808, %812
  %816 = phi float [ %814, %812 ], [ 0.000000e+00, %808 ]
  %817 = getelementptr inbounds nuw float, ptr %767, i64 %802
  store float %816, ptr %817, align 4
  %818 = getelementptr inbounds nuw float, ptr %769, i64 %802
  store float 0.000000e+00, ptr %818, align 4
  %819 = add nuw nsw i64 %802, 1
  %820 = icmp eq i64 %819, %183
  br i1 %820, label %796, label %801

821:                                              ; preds = %799, %837
  %822 = phi i64 [ %785, %799 ], [ %838, %837 ]
  br i1 %327, label %823, label %827

823:                                              ; preds = %821
  %824 = add nsw i64 %822, %800
  %825 = mul nsw i64 %824, %34
  %826 = add nsw i64 %825, %47
  br label %832

827:                                              ; preds = %821
  %828 = mul nsw i64 %822, %34
  %829 = add nsw i64 %828, %47
  %830 = mul nsw i64 %829, %30
  %831 = add nsw i64 %830, %763
  br label %832

832:                                              ; preds = %827, %823
  %833 = phi i64 [ %826, %823 ], [ %831, %827 ]
  br i1 %124, label %834, label %837

834:                                              ; preds = %832
  %835 = mul i64 %833, %32
  %836 = getelementptr float, ptr %21, i64 %835
  tail call void @llvm.memset.p0.i64(ptr align 4 %836, i8 0, i64 %332, i1 false)
  br label %837

837:                                              ; preds = %834, %832
  %838 = add nsw i64 %822, 1
  %839 = icmp eq i64 %838, %28
  br i1 %839, label %840, label %821

840:                                              ; preds = %837, %796
  %841 = add nuw nsw i64 %762, 1
  %842 = icmp slt i64 %841, %52
  br i1 %842, label %760, label %462

843:                                              ; preds = %851, %464
  %844 = phi i64 [ 0, %464 ], [ %852, %851 ]
  %845 = xor i64 %844, -1
  br label %854

846:                                              ; preds = %851, %462
  %847 = icmp eq i64 %36, 1
  %848 = mul nsw i64 %47, %30
  %849 = icmp eq i64 %8, 0
  %850 = icmp eq i64 %9, 0
  br label %2558

851:                                              ; preds = %2554
  %852 = add nuw nsw i64 %844, 1
  %853 = icmp eq i64 %852, %787
  br i1 %853, label %846, label %843

854:                                              ; preds = %843, %2554
  %855 = phi i64 [ 0, %843 ], [ %2555, %2554 ]
  %856 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %855
  %857 = getelementptr inbounds nuw i8, ptr %856, i64 32
  %858 = load i64, ptr %857, align 8
  %859 = icmp slt i64 %844, %858
  br i1 %859, label %860, label %2554

860:                                              ; preds = %854
  %861 = add nsw i64 %855, %49
  %862 = add i64 %858, %845
  %863 = select i1 %65, i64 %862, i64 %844
  %864 = getelementptr inbounds nuw i8, ptr %856, i64 16
  %865 = load ptr, ptr %864, align 8
  %866 = ptrtoint ptr %865 to i64
  %867 = load ptr, ptr %856, align 8
  %868 = ptrtoint ptr %867 to i64
  %869 = getelementptr inbounds nuw i8, ptr %856, i64 8
  %870 = load ptr, ptr %869, align 8
  br i1 %465, label %871, label %876

871:                                              ; preds = %860
  %872 = mul nsw i64 %861, %28
  %873 = add nsw i64 %863, %872
  %874 = mul i64 %466, %873
  %875 = getelementptr float, ptr %468, i64 %874
  br i1 %469, label %896, label %881

876:                                              ; preds = %860
  %877 = mul nsw i64 %863, %30
  %878 = add nsw i64 %877, %861
  %879 = mul i64 %466, %878
  %880 = getelementptr float, ptr %468, i64 %879
  br i1 %469, label %896, label %886

881:                                              ; preds = %871
  %882 = mul nsw i64 %861, %28
  %883 = add nsw i64 %863, %882
  %884 = mul nsw i64 %883, %34
  %885 = add nsw i64 %884, %47
  br label %891

886:                                              ; preds = %876
  %887 = mul nsw i64 %863, %34
  %888 = add nsw i64 %887, %47
  %889 = mul nsw i64 %888, %30
  %890 = add nsw i64 %889, %861
  br label %891

891:                                              ; preds = %886, %881
  %892 = phi ptr [ %875, %881 ], [ %880, %886 ]
  %893 = phi i64 [ %885, %881 ], [ %890, %886 ]
  %894 = mul nsw i64 %893, %32
  %895 = getelementptr inbounds float, ptr %21, i64 %894
  br label %896

896:                                              ; preds = %876, %871, %891
  %897 = phi ptr [ %892, %891 ], [ %875, %871 ], [ %880, %876 ]
  %898 = phi ptr [ %895, %891 ], [ null, %871 ], [ null, %876 ]
  %899 = ptrtoint ptr %898 to i64
  br i1 %470, label %900, label %1039

900:                                              ; preds = %896
  tail call fastcc void @product(ptr noundef %867, ptr noundef %117, ptr noundef %865, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %124, label %901, label %962

901:                                              ; preds = %900
  br i1 %745, label %943, label %902

902:                                              ; preds = %901
  %903 = getelementptr i8, ptr %865, i64 %481
  %904 = getelementptr i8, ptr %897, i64 %481
  %905 = icmp ult ptr %865, %904
  %906 = icmp ult ptr %897, %903
  %907 = and i1 %905, %906
  %908 = icmp ult ptr %865, %487
  %909 = icmp ult ptr %122, %903
  %910 = and i1 %908, %909
  %911 = or i1 %907, %910
  %912 = icmp ult ptr %865, %491
  %913 = icmp ult ptr %121, %903
  %914 = and i1 %912, %913
  %915 = or i1 %911, %914
  br i1 %915, label %943, label %916

916:                                              ; preds = %902, %916
  %917 = phi i64 [ %940, %916 ], [ 0, %902 ]
  %918 = getelementptr inbounds nuw float, ptr %897, i64 %917
  %919 = getelementptr inbounds nuw i8, ptr %918, i64 16
  %920 = load <4 x float>, ptr %918, align 4
  %921 = load <4 x float>, ptr %919, align 4
  %922 = getelementptr inbounds nuw float, ptr %121, i64 %917
  %923 = getelementptr inbounds nuw i8, ptr %922, i64 16
  %924 = load <4 x float>, ptr %922, align 4
  %925 = load <4 x float>, ptr %923, align 4
  %926 = fadd <4 x float> %920, %924
  %927 = fadd <4 x float> %921, %925
  %928 = getelementptr inbounds nuw float, ptr %122, i64 %917
  %929 = getelementptr inbounds nuw i8, ptr %928, i64 16
  %930 = load <4 x float>, ptr %928, align 4
  %931 = load <4 x float>, ptr %929, align 4
  %932 = fadd <4 x float> %926, %930
  %933 = fadd <4 x float> %927, %931
  %934 = getelementptr inbounds nuw float, ptr %865, i64 %917
  %935 = getelementptr inbounds nuw i8, ptr %934, i64 16
  %936 = load <4 x float>, ptr %934, align 4
  %937 = load <4 x float>, ptr %935, align 4
  %938 = fadd <4 x float> %932, %936
  %939 = fadd <4 x float> %933, %937
  store <4 x float> %938, ptr %934, align 4
  store <4 x float> %939, ptr %935, align 4
  %940 = add nuw i64 %917, 8
  %941 = icmp eq i64 %940, %746
  br i1 %941, label %942, label %916

942:                                              ; preds = %916
  br i1 %747, label %963, label %943

943:                                              ; preds = %902, %901, %942
  %944 = phi i64 [ 0, %902 ], [ 0, %901 ], [ %746, %942 ]
  %945 = or disjoint i64 %944, 1
  br i1 %749, label %959, label %946

946:                                              ; preds = %943
  %947 = getelementptr inbounds nuw float, ptr %897, i64 %944
  %948 = load float, ptr %947, align 4
  %949 = getelementptr inbounds nuw float, ptr %121, i64 %944
  %950 = load float, ptr %949, align 4
  %951 = fadd float %948, %950
  %952 = getelementptr inbounds nuw float, ptr %122, i64 %944
  %953 = load float, ptr %952, align 4
  %954 = fadd float %951, %953
  %955 = getelementptr inbounds nuw float, ptr %865, i64 %944
  %956 = load float, ptr %955, align 4
  %957 = fadd float %954, %956
  store float %957, ptr %955, align 4
  %958 = or disjoint i64 %944, 1
  br label %959

959:                                              ; preds = %946, %943
  %960 = phi i64 [ %944, %943 ], [ %958, %946 ]
  %961 = icmp eq i64 %32, %945
  br i1 %961, label %963, label %993

962:                                              ; preds = %900
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %865, i64 noundef %106)
  br label %2554

963:                                              ; preds = %959, %993, %942
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %865, i64 noundef %106)
  %964 = sub i64 %868, %866
  %965 = icmp ult i64 %964, 32
  %966 = select i1 %750, i1 true, i1 %965
  br i1 %966, label %978, label %967

967:                                              ; preds = %963, %967
  %968 = phi i64 [ %975, %967 ], [ 0, %963 ]
  %969 = getelementptr inbounds nuw float, ptr %865, i64 %968
  %970 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %971 = load <4 x float>, ptr %969, align 4
  %972 = load <4 x float>, ptr %970, align 4
  %973 = getelementptr inbounds nuw float, ptr %867, i64 %968
  %974 = getelementptr inbounds nuw i8, ptr %973, i64 16
  store <4 x float> %971, ptr %973, align 4
  store <4 x float> %972, ptr %974, align 4
  %975 = add nuw i64 %968, 8
  %976 = icmp eq i64 %975, %751
  br i1 %976, label %977, label %967

977:                                              ; preds = %967
  br i1 %752, label %2502, label %978

978:                                              ; preds = %963, %977
  %979 = phi i64 [ 0, %963 ], [ %751, %977 ]
  br i1 %754, label %989, label %980

980:                                              ; preds = %978, %980
  %981 = phi i64 [ %986, %980 ], [ %979, %978 ]
  %982 = phi i64 [ %987, %980 ], [ 0, %978 ]
  %983 = getelementptr inbounds nuw float, ptr %865, i64 %981
  %984 = load float, ptr %983, align 4
  %985 = getelementptr inbounds nuw float, ptr %867, i64 %981
  store float %984, ptr %985, align 4
  %986 = add nuw nsw i64 %981, 1
  %987 = add i64 %982, 1
  %988 = icmp eq i64 %987, %753
  br i1 %988, label %989, label %980

989:                                              ; preds = %980, %978
  %990 = phi i64 [ %979, %978 ], [ %986, %980 ]
  %991 = sub nsw i64 %979, %32
  %992 = icmp ugt i64 %991, -4
  br i1 %992, label %2502, label %1020

993:                                              ; preds = %959, %993
  %994 = phi i64 [ %1018, %993 ], [ %960, %959 ]
  %995 = getelementptr inbounds nuw float, ptr %897, i64 %994
  %996 = load float, ptr %995, align 4
  %997 = getelementptr inbounds nuw float, ptr %121, i64 %994
  %998 = load float, ptr %997, align 4
  %999 = fadd float %996, %998
  %1000 = getelementptr inbounds nuw float, ptr %122, i64 %994
  %1001 = load float, ptr %1000, align 4
  %1002 = fadd float %999, %1001
  %1003 = getelementptr inbounds nuw float, ptr %865, i64 %994
  %1004 = load float, ptr %1003, align 4
  %1005 = fadd float %1002, %1004
  store float %1005, ptr %1003, align 4
  %1006 = add nuw nsw i64 %994, 1
  %1007 = getelementptr inbounds nuw float, ptr %897, i64 %1006
  %1008 = load float, ptr %1007, align 4
  %1009 = getelementptr inbounds nuw float, ptr %121, i64 %1006
  %1010 = load float, ptr %1009, align 4
  %1011 = fadd float %1008, %1010
  %1012 = getelementptr inbounds nuw float, ptr %122, i64 %1006
  %1013 = load float, ptr %1012, align 4
  %1014 = fadd float %1011, %1013
  %1015 = getelementptr inbounds nuw float, ptr %865, i64 %1006
  %1016 = load float, ptr %1015, align 4
  %1017 = fadd float %1014, %1016
  store float %1017, ptr %1015, align 4
  %1018 = add nuw nsw i64 %994, 2
  %1019 = icmp eq i64 %1018, %32
  br i1 %1019, label %963, label %993

1020:                                             ; preds = %989, %1020
  %1021 = phi i64 [ %1037, %1020 ], [ %990, %989 ]
  %1022 = getelementptr inbounds nuw float, ptr %865, i64 %1021
  %1023 = load float, ptr %1022, align 4
  %1024 = getelementptr inbounds nuw float, ptr %867, i64 %1021
  store float %1023, ptr %1024, align 4
  %1025 = add nuw nsw i64 %1021, 1
  %1026 = getelementptr inbounds nuw float, ptr %865, i64 %1025
  %1027 = load float, ptr %1026, align 4
  %1028 = getelementptr inbounds nuw float, ptr %867, i64 %1025
  store float %1027, ptr %1028, align 4
  %1029 = add nuw nsw i64 %1021, 2
  %1030 = getelementptr inbounds nuw float, ptr %865, i64 %1029
  %1031 = load float, ptr %1030, align 4
  %1032 = getelementptr inbounds nuw float, ptr %867, i64 %1029
  store float %1031, ptr %1032, align 4
  %1033 = add nuw nsw i64 %1021, 3
  %1034 = getelementptr inbounds nuw float, ptr %865, i64 %1033
  %1035 = load float, ptr %1034, align 4
  %1036 = getelementptr inbounds nuw float, ptr %867, i64 %1033
  store float %1035, ptr %1036, align 4
  %1037 = add nuw nsw i64 %1021, 4
  %1038 = icmp eq i64 %1037, %32
  br i1 %1038, label %2502, label %1020

1039:                                             ; preds = %896
  br i1 %37, label %1040, label %1679

1040:                                             ; preds = %1039
  tail call fastcc void @product(ptr noundef %867, ptr noundef %117, ptr noundef %865, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %124, label %1041, label %1102

1041:                                             ; preds = %1040
  br i1 %711, label %1083, label %1042

1042:                                             ; preds = %1041
  %1043 = getelementptr i8, ptr %865, i64 %564
  %1044 = getelementptr i8, ptr %897, i64 %564
  %1045 = icmp ult ptr %865, %1044
  %1046 = icmp ult ptr %897, %1043
  %1047 = and i1 %1045, %1046
  %1048 = icmp ult ptr %865, %570
  %1049 = icmp ult ptr %122, %1043
  %1050 = and i1 %1048, %1049
  %1051 = or i1 %1047, %1050
  %1052 = icmp ult ptr %865, %574
  %1053 = icmp ult ptr %121, %1043
  %1054 = and i1 %1052, %1053
  %1055 = or i1 %1051, %1054
  br i1 %1055, label %1083, label %1056

1056:                                             ; preds = %1042, %1056
  %1057 = phi i64 [ %1080, %1056 ], [ 0, %1042 ]
  %1058 = getelementptr inbounds nuw float, ptr %897, i64 %1057
  %1059 = getelementptr inbounds nuw i8, ptr %1058, i64 16
  %1060 = load <4 x float>, ptr %1058, align 4
  %1061 = load <4 x float>, ptr %1059, align 4
  %1062 = getelementptr inbounds nuw float, ptr %121, i64 %1057
  %1063 = getelementptr inbounds nuw i8, ptr %1062, i64 16
  %1064 = load <4 x float>, ptr %1062, align 4
  %1065 = load <4 x float>, ptr %1063, align 4
  %1066 = fadd <4 x float> %1060, %1064
  %1067 = fadd <4 x float> %1061, %1065
  %1068 = getelementptr inbounds nuw float, ptr %122, i64 %1057
  %1069 = getelementptr inbounds nuw i8, ptr %1068, i64 16
  %1070 = load <4 x float>, ptr %1068, align 4
  %1071 = load <4 x float>, ptr %1069, align 4
  %1072 = fadd <4 x float> %1066, %1070
  %1073 = fadd <4 x float> %1067, %1071
  %1074 = getelementptr inbounds nuw float, ptr %865, i64 %1057
  %1075 = getelementptr inbounds nuw i8, ptr %1074, i64 16
  %1076 = load <4 x float>, ptr %1074, align 4
  %1077 = load <4 x float>, ptr %1075, align 4
  %1078 = fadd <4 x float> %1072, %1076
  %1079 = fadd <4 x float> %1073, %1077
  store <4 x float> %1078, ptr %1074, align 4
  store <4 x float> %1079, ptr %1075, align 4
  %1080 = add nuw i64 %1057, 8
  %1081 = icmp eq i64 %1080, %712
  br i1 %1081, label %1082, label %1056

1082:                                             ; preds = %1056
  br i1 %713, label %1104, label %1083

1083:                                             ; preds = %1042, %1041, %1082
  %1084 = phi i64 [ 0, %1042 ], [ 0, %1041 ], [ %712, %1082 ]
  %1085 = or disjoint i64 %1084, 1
  br i1 %715, label %1099, label %1086

1086:                                             ; preds = %1083
  %1087 = getelementptr inbounds nuw float, ptr %897, i64 %1084
  %1088 = load float, ptr %1087, align 4
  %1089 = getelementptr inbounds nuw float, ptr %121, i64 %1084
  %1090 = load float, ptr %1089, align 4
  %1091 = fadd float %1088, %1090
  %1092 = getelementptr inbounds nuw float, ptr %122, i64 %1084
  %1093 = load float, ptr %1092, align 4
  %1094 = fadd float %1091, %1093
  %1095 = getelementptr inbounds nuw float, ptr %865, i64 %1084
  %1096 = load float, ptr %1095, align 4
  %1097 = fadd float %1094, %1096
  store float %1097, ptr %1095, align 4
  %1098 = or disjoint i64 %1084, 1
  br label %1099

1099:                                             ; preds = %1086, %1083
  %1100 = phi i64 [ %1084, %1083 ], [ %1098, %1086 ]
  %1101 = icmp eq i64 %32, %1085
  br i1 %1101, label %1104, label %1170

1102:                                             ; preds = %1040
  %1103 = getelementptr inbounds float, ptr %865, i64 %471
  br label %1492

1104:                                             ; preds = %1099, %1170, %1082
  %1105 = getelementptr float, ptr %897, i64 %32
  br i1 %716, label %1150, label %1106

1106:                                             ; preds = %1104
  %1107 = getelementptr i8, ptr %865, i64 %547
  %1108 = getelementptr i8, ptr %865, i64 %547
  %1109 = getelementptr i8, ptr %1108, i64 %548
  %1110 = getelementptr i8, ptr %897, i64 %472
  %1111 = icmp ult ptr %1107, %1110
  %1112 = icmp ult ptr %1105, %1109
  %1113 = and i1 %1111, %1112
  %1114 = icmp ult ptr %1107, %556
  %1115 = icmp ult ptr %554, %1109
  %1116 = and i1 %1114, %1115
  %1117 = or i1 %1113, %1116
  %1118 = icmp ult ptr %1107, %563
  %1119 = icmp ult ptr %561, %1109
  %1120 = and i1 %1118, %1119
  %1121 = or i1 %1117, %1120
  br i1 %1121, label %1150, label %1122

1122:                                             ; preds = %1106, %1122
  %1123 = phi i64 [ %1147, %1122 ], [ 0, %1106 ]
  %1124 = getelementptr float, ptr %1105, i64 %1123
  %1125 = getelementptr i8, ptr %1124, i64 16
  %1126 = load <4 x float>, ptr %1124, align 4
  %1127 = load <4 x float>, ptr %1125, align 4
  %1128 = add nuw nsw i64 %1123, %106
  %1129 = getelementptr inbounds nuw float, ptr %121, i64 %1128
  %1130 = getelementptr inbounds nuw i8, ptr %1129, i64 16
  %1131 = load <4 x float>, ptr %1129, align 4
  %1132 = load <4 x float>, ptr %1130, align 4
  %1133 = fadd <4 x float> %1126, %1131
  %1134 = fadd <4 x float> %1127, %1132
  %1135 = getelementptr inbounds nuw float, ptr %122, i64 %1128
  %1136 = getelementptr inbounds nuw i8, ptr %1135, i64 16
  %1137 = load <4 x float>, ptr %1135, align 4
  %1138 = load <4 x float>, ptr %1136, align 4
  %1139 = fadd <4 x float> %1133, %1137
  %1140 = fadd <4 x float> %1134, %1138
  %1141 = getelementptr inbounds nuw float, ptr %865, i64 %1128
  %1142 = getelementptr inbounds nuw i8, ptr %1141, i64 16
  %1143 = load <4 x float>, ptr %1141, align 4
  %1144 = load <4 x float>, ptr %1142, align 4
  %1145 = fadd <4 x float> %1139, %1143
  %1146 = fadd <4 x float> %1140, %1144
  store <4 x float> %1145, ptr %1141, align 4
  store <4 x float> %1146, ptr %1142, align 4
  %1147 = add nuw i64 %1123, 8
  %1148 = icmp eq i64 %1147, %717
  br i1 %1148, label %1149, label %1122

1149:                                             ; preds = %1122
  br i1 %718, label %1197, label %1150

1150:                                             ; preds = %1106, %1104, %1149
  %1151 = phi i64 [ 0, %1106 ], [ 0, %1104 ], [ %717, %1149 ]
  %1152 = or disjoint i64 %1151, 1
  br i1 %720, label %1167, label %1153

1153:                                             ; preds = %1150
  %1154 = getelementptr float, ptr %1105, i64 %1151
  %1155 = load float, ptr %1154, align 4
  %1156 = add nuw nsw i64 %1151, %106
  %1157 = getelementptr inbounds nuw float, ptr %121, i64 %1156
  %1158 = load float, ptr %1157, align 4
  %1159 = fadd float %1155, %1158
  %1160 = getelementptr inbounds nuw float, ptr %122, i64 %1156
  %1161 = load float, ptr %1160, align 4
  %1162 = fadd float %1159, %1161
  %1163 = getelementptr inbounds nuw float, ptr %865, i64 %1156
  %1164 = load float, ptr %1163, align 4
  %1165 = fadd float %1162, %1164
  store float %1165, ptr %1163, align 4
  %1166 = or disjoint i64 %1151, 1
  br label %1167

1167:                                             ; preds = %1153, %1150
  %1168 = phi i64 [ %1151, %1150 ], [ %1166, %1153 ]
  %1169 = icmp eq i64 %32, %1152
  br i1 %1169, label %1197, label %1263

1170:                                             ; preds = %1099, %1170
  %1171 = phi i64 [ %1195, %1170 ], [ %1100, %1099 ]
  %1172 = getelementptr inbounds nuw float, ptr %897, i64 %1171
  %1173 = load float, ptr %1172, align 4
  %1174 = getelementptr inbounds nuw float, ptr %121, i64 %1171
  %1175 = load float, ptr %1174, align 4
  %1176 = fadd float %1173, %1175
  %1177 = getelementptr inbounds nuw float, ptr %122, i64 %1171
  %1178 = load float, ptr %1177, align 4
  %1179 = fadd float %1176, %1178
  %1180 = getelementptr inbounds nuw float, ptr %865, i64 %1171
  %1181 = load float, ptr %1180, align 4
  %1182 = fadd float %1179, %1181
  store float %1182, ptr %1180, align 4
  %1183 = add nuw nsw i64 %1171, 1
  %1184 = getelementptr inbounds nuw float, ptr %897, i64 %1183
  %1185 = load float, ptr %1184, align 4
  %1186 = getelementptr inbounds nuw float, ptr %121, i64 %1183
  %1187 = load float, ptr %1186, align 4
  %1188 = fadd float %1185, %1187
  %1189 = getelementptr inbounds nuw float, ptr %122, i64 %1183
  %1190 = load float, ptr %1189, align 4
  %1191 = fadd float %1188, %1190
  %1192 = getelementptr inbounds nuw float, ptr %865, i64 %1183
  %1193 = load float, ptr %1192, align 4
  %1194 = fadd float %1191, %1193
  store float %1194, ptr %1192, align 4
  %1195 = add nuw nsw i64 %1171, 2
  %1196 = icmp eq i64 %1195, %32
  br i1 %1196, label %1104, label %1170

1197:                                             ; preds = %1167, %1263, %1149
  %1198 = getelementptr i8, ptr %897, i64 %472
  br i1 %721, label %1243, label %1199

1199:                                             ; preds = %1197
  %1200 = getelementptr i8, ptr %865, i64 %325
  %1201 = getelementptr i8, ptr %865, i64 %325
  %1202 = getelementptr i8, ptr %1201, i64 %531
  %1203 = getelementptr i8, ptr %897, i64 %474
  %1204 = icmp ult ptr %1200, %1203
  %1205 = icmp ult ptr %1198, %1202
  %1206 = and i1 %1204, %1205
  %1207 = icmp ult ptr %1200, %539
  %1208 = icmp ult ptr %537, %1202
  %1209 = and i1 %1207, %1208
  %1210 = or i1 %1206, %1209
  %1211 = icmp ult ptr %1200, %546
  %1212 = icmp ult ptr %544, %1202
  %1213 = and i1 %1211, %1212
  %1214 = or i1 %1210, %1213
  br i1 %1214, label %1243, label %1215

1215:                                             ; preds = %1199, %1215
  %1216 = phi i64 [ %1240, %1215 ], [ 0, %1199 ]
  %1217 = getelementptr float, ptr %1198, i64 %1216
  %1218 = getelementptr i8, ptr %1217, i64 16
  %1219 = load <4 x float>, ptr %1217, align 4
  %1220 = load <4 x float>, ptr %1218, align 4
  %1221 = add nuw nsw i64 %1216, %471
  %1222 = getelementptr inbounds nuw float, ptr %121, i64 %1221
  %1223 = getelementptr inbounds nuw i8, ptr %1222, i64 16
  %1224 = load <4 x float>, ptr %1222, align 4
  %1225 = load <4 x float>, ptr %1223, align 4
  %1226 = fadd <4 x float> %1219, %1224
  %1227 = fadd <4 x float> %1220, %1225
  %1228 = getelementptr inbounds nuw float, ptr %122, i64 %1221
  %1229 = getelementptr inbounds nuw i8, ptr %1228, i64 16
  %1230 = load <4 x float>, ptr %1228, align 4
  %1231 = load <4 x float>, ptr %1229, align 4
  %1232 = fadd <4 x float> %1226, %1230
  %1233 = fadd <4 x float> %1227, %1231
  %1234 = getelementptr inbounds nuw float, ptr %865, i64 %1221
  %1235 = getelementptr inbounds nuw i8, ptr %1234, i64 16
  %1236 = load <4 x float>, ptr %1234, align 4
  %1237 = load <4 x float>, ptr %1235, align 4
  %1238 = fadd <4 x float> %1232, %1236
  %1239 = fadd <4 x float> %1233, %1237
  store <4 x float> %1238, ptr %1234, align 4
  store <4 x float> %1239, ptr %1235, align 4
  %1240 = add nuw i64 %1216, 8
  %1241 = icmp eq i64 %1240, %722
  br i1 %1241, label %1242, label %1215

1242:                                             ; preds = %1215
  br i1 %723, label %1292, label %1243

1243:                                             ; preds = %1199, %1197, %1242
  %1244 = phi i64 [ 0, %1199 ], [ 0, %1197 ], [ %722, %1242 ]
  %1245 = or disjoint i64 %1244, 1
  br i1 %725, label %1260, label %1246

1246:                                             ; preds = %1243
  %1247 = getelementptr float, ptr %1198, i64 %1244
  %1248 = load float, ptr %1247, align 4
  %1249 = add nuw nsw i64 %1244, %471
  %1250 = getelementptr inbounds nuw float, ptr %121, i64 %1249
  %1251 = load float, ptr %1250, align 4
  %1252 = fadd float %1248, %1251
  %1253 = getelementptr inbounds nuw float, ptr %122, i64 %1249
  %1254 = load float, ptr %1253, align 4
  %1255 = fadd float %1252, %1254
  %1256 = getelementptr inbounds nuw float, ptr %865, i64 %1249
  %1257 = load float, ptr %1256, align 4
  %1258 = fadd float %1255, %1257
  store float %1258, ptr %1256, align 4
  %1259 = or disjoint i64 %1244, 1
  br label %1260

1260:                                             ; preds = %1246, %1243
  %1261 = phi i64 [ %1244, %1243 ], [ %1259, %1246 ]
  %1262 = icmp eq i64 %32, %1245
  br i1 %1262, label %1292, label %1358

1263:                                             ; preds = %1167, %1263
  %1264 = phi i64 [ %1290, %1263 ], [ %1168, %1167 ]
  %1265 = getelementptr float, ptr %1105, i64 %1264
  %1266 = load float, ptr %1265, align 4
  %1267 = add nuw nsw i64 %1264, %106
  %1268 = getelementptr inbounds nuw float, ptr %121, i64 %1267
  %1269 = load float, ptr %1268, align 4
  %1270 = fadd float %1266, %1269
  %1271 = getelementptr inbounds nuw float, ptr %122, i64 %1267
  %1272 = load float, ptr %1271, align 4
  %1273 = fadd float %1270, %1272
  %1274 = getelementptr inbounds nuw float, ptr %865, i64 %1267
  %1275 = load float, ptr %1274, align 4
  %1276 = fadd float %1273, %1275
  store float %1276, ptr %1274, align 4
  %1277 = add nuw nsw i64 %1264, 1
  %1278 = getelementptr float, ptr %1105, i64 %1277
  %1279 = load float, ptr %1278, align 4
  %1280 = add nuw nsw i64 %1277, %106
  %1281 = getelementptr inbounds nuw float, ptr %121, i64 %1280
  %1282 = load float, ptr %1281, align 4
  %1283 = fadd float %1279, %1282
  %1284 = getelementptr inbounds nuw float, ptr %122, i64 %1280
  %1285 = load float, ptr %1284, align 4
  %1286 = fadd float %1283, %1285
  %1287 = getelementptr inbounds nuw float, ptr %865, i64 %1280
  %1288 = load float, ptr %1287, align 4
  %1289 = fadd float %1286, %1288
  store float %1289, ptr %1287, align 4
  %1290 = add nuw nsw i64 %1264, 2
  %1291 = icmp eq i64 %1290, %32
  br i1 %1291, label %1197, label %1263

1292:                                             ; preds = %1260, %1358, %1242
  %1293 = getelementptr i8, ptr %897, i64 %474
  br i1 %726, label %1338, label %1294

1294:                                             ; preds = %1292
  %1295 = getelementptr i8, ptr %865, i64 %514
  %1296 = getelementptr i8, ptr %865, i64 %514
  %1297 = getelementptr i8, ptr %1296, i64 %515
  %1298 = getelementptr i8, ptr %897, i64 %516
  %1299 = icmp ult ptr %1295, %1298
  %1300 = icmp ult ptr %1293, %1297
  %1301 = and i1 %1299, %1300
  %1302 = icmp ult ptr %1295, %523
  %1303 = icmp ult ptr %521, %1297
  %1304 = and i1 %1302, %1303
  %1305 = or i1 %1301, %1304
  %1306 = icmp ult ptr %1295, %530
  %1307 = icmp ult ptr %528, %1297
  %1308 = and i1 %1306, %1307
  %1309 = or i1 %1305, %1308
  br i1 %1309, label %1338, label %1310

1310:                                             ; preds = %1294, %1310
  %1311 = phi i64 [ %1335, %1310 ], [ 0, %1294 ]
  %1312 = getelementptr float, ptr %1293, i64 %1311
  %1313 = getelementptr i8, ptr %1312, i64 16
  %1314 = load <4 x float>, ptr %1312, align 4
  %1315 = load <4 x float>, ptr %1313, align 4
  %1316 = add nuw nsw i64 %1311, %110
  %1317 = getelementptr inbounds nuw float, ptr %121, i64 %1316
  %1318 = getelementptr inbounds nuw i8, ptr %1317, i64 16
  %1319 = load <4 x float>, ptr %1317, align 4
  %1320 = load <4 x float>, ptr %1318, align 4
  %1321 = fadd <4 x float> %1314, %1319
  %1322 = fadd <4 x float> %1315, %1320
  %1323 = getelementptr inbounds nuw float, ptr %122, i64 %1316
  %1324 = getelementptr inbounds nuw i8, ptr %1323, i64 16
  %1325 = load <4 x float>, ptr %1323, align 4
  %1326 = load <4 x float>, ptr %1324, align 4
  %1327 = fadd <4 x float> %1321, %1325
  %1328 = fadd <4 x float> %1322, %1326
  %1329 = getelementptr inbounds nuw float, ptr %865, i64 %1316
  %1330 = getelementptr inbounds nuw i8, ptr %1329, i64 16
  %1331 = load <4 x float>, ptr %1329, align 4
  %1332 = load <4 x float>, ptr %1330, align 4
  %1333 = fadd <4 x float> %1327, %1331
  %1334 = fadd <4 x float> %1328, %1332
  store <4 x float> %1333, ptr %1329, align 4
  store <4 x float> %1334, ptr %1330, align 4
  %1335 = add nuw i64 %1311, 8
  %1336 = icmp eq i64 %1335, %727
  br i1 %1336, label %1337, label %1310

1337:                                             ; preds = %1310
  br i1 %728, label %1387, label %1338

1338:                                             ; preds = %1294, %1292, %1337
  %1339 = phi i64 [ 0, %1294 ], [ 0, %1292 ], [ %727, %1337 ]
  %1340 = or disjoint i64 %1339, 1
  br i1 %730, label %1355, label %1341

1341:                                             ; preds = %1338
  %1342 = getelementptr float, ptr %1293, i64 %1339
  %1343 = load float, ptr %1342, align 4
  %1344 = add nuw nsw i64 %1339, %110
  %1345 = getelementptr inbounds nuw float, ptr %121, i64 %1344
  %1346 = load float, ptr %1345, align 4
  %1347 = fadd float %1343, %1346
  %1348 = getelementptr inbounds nuw float, ptr %122, i64 %1344
  %1349 = load float, ptr %1348, align 4
  %1350 = fadd float %1347, %1349
  %1351 = getelementptr inbounds nuw float, ptr %865, i64 %1344
  %1352 = load float, ptr %1351, align 4
  %1353 = fadd float %1350, %1352
  store float %1353, ptr %1351, align 4
  %1354 = or disjoint i64 %1339, 1
  br label %1355

1355:                                             ; preds = %1341, %1338
  %1356 = phi i64 [ %1339, %1338 ], [ %1354, %1341 ]
  %1357 = icmp eq i64 %32, %1340
  br i1 %1357, label %1387, label %1444

1358:                                             ; preds = %1260, %1358
  %1359 = phi i64 [ %1385, %1358 ], [ %1261, %1260 ]
  %1360 = getelementptr float, ptr %1198, i64 %1359
  %1361 = load float, ptr %1360, align 4
  %1362 = add nuw nsw i64 %1359, %471
  %1363 = getelementptr inbounds nuw float, ptr %121, i64 %1362
  %1364 = load float, ptr %1363, align 4
  %1365 = fadd float %1361, %1364
  %1366 = getelementptr inbounds nuw float, ptr %122, i64 %1362
  %1367 = load float, ptr %1366, align 4
  %1368 = fadd float %1365, %1367
  %1369 = getelementptr inbounds nuw float, ptr %865, i64 %1362
  %1370 = load float, ptr %1369, align 4
  %1371 = fadd float %1368, %1370
  store float %1371, ptr %1369, align 4
  %1372 = add nuw nsw i64 %1359, 1
  %1373 = getelementptr float, ptr %1198, i64 %1372
  %1374 = load float, ptr %1373, align 4
  %1375 = add nuw nsw i64 %1372, %471
  %1376 = getelementptr inbounds nuw float, ptr %121, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = fadd float %1374, %1377
  %1379 = getelementptr inbounds nuw float, ptr %122, i64 %1375
  %1380 = load float, ptr %1379, align 4
  %1381 = fadd float %1378, %1380
  %1382 = getelementptr inbounds nuw float, ptr %865, i64 %1375
  %1383 = load float, ptr %1382, align 4
  %1384 = fadd float %1381, %1383
  store float %1384, ptr %1382, align 4
  %1385 = add nuw nsw i64 %1359, 2
  %1386 = icmp eq i64 %1385, %32
  br i1 %1386, label %1292, label %1358

1387:                                             ; preds = %1355, %1444, %1337
  %1388 = getelementptr float, ptr %865, i64 %471
  br i1 %480, label %1492, label %1389

1389:                                             ; preds = %1387
  br i1 %731, label %1442, label %1390

1390:                                             ; preds = %1389
  %1391 = getelementptr i8, ptr %865, i64 %502
  %1392 = getelementptr i8, ptr %865, i64 %325
  %1393 = getelementptr i8, ptr %1392, i64 %502
  %1394 = getelementptr i8, ptr %870, i64 %502
  %1395 = icmp ult ptr %865, %1393
  %1396 = icmp ult ptr %1388, %1391
  %1397 = and i1 %1395, %1396
  %1398 = icmp ult ptr %865, %508
  %1399 = icmp ult ptr %123, %1391
  %1400 = and i1 %1398, %1399
  %1401 = or i1 %1397, %1400
  %1402 = icmp ult ptr %865, %1394
  %1403 = icmp ult ptr %870, %1391
  %1404 = and i1 %1402, %1403
  %1405 = or i1 %1401, %1404
  %1406 = icmp ult ptr %865, %513
  %1407 = icmp ult ptr %477, %1391
  %1408 = and i1 %1406, %1407
  %1409 = or i1 %1405, %1408
  %1410 = icmp ult ptr %1388, %508
  %1411 = icmp ult ptr %123, %1393
  %1412 = and i1 %1410, %1411
  %1413 = or i1 %1409, %1412
  %1414 = icmp ult ptr %1388, %1394
  %1415 = icmp ult ptr %870, %1393
  %1416 = and i1 %1414, %1415
  %1417 = or i1 %1413, %1416
  %1418 = icmp ult ptr %1388, %513
  %1419 = icmp ult ptr %477, %1393
  %1420 = and i1 %1418, %1419
  %1421 = or i1 %1417, %1420
  br i1 %1421, label %1442, label %1422

1422:                                             ; preds = %1390, %1422
  %1423 = phi i64 [ %1439, %1422 ], [ 0, %1390 ]
  %1424 = getelementptr inbounds nuw float, ptr %865, i64 %1423
  %1425 = load <4 x float>, ptr %1424, align 4
  %1426 = getelementptr inbounds nuw float, ptr %123, i64 %1423
  %1427 = load <4 x float>, ptr %1426, align 4
  %1428 = getelementptr inbounds nuw float, ptr %870, i64 %1423
  %1429 = load <4 x float>, ptr %1428, align 4
  %1430 = fmul <4 x float> %1427, %1429
  %1431 = fadd <4 x float> %1425, %1430
  store <4 x float> %1431, ptr %1424, align 4
  %1432 = getelementptr inbounds nuw float, ptr %1388, i64 %1423
  %1433 = load <4 x float>, ptr %1432, align 4
  %1434 = getelementptr float, ptr %477, i64 %1423
  %1435 = load <4 x float>, ptr %1434, align 4
  %1436 = load <4 x float>, ptr %1428, align 4
  %1437 = fmul <4 x float> %1435, %1436
  %1438 = fadd <4 x float> %1433, %1437
  store <4 x float> %1438, ptr %1432, align 4
  %1439 = add nuw i64 %1423, 4
  %1440 = icmp eq i64 %1439, %732
  br i1 %1440, label %1441, label %1422

1441:                                             ; preds = %1422
  br i1 %733, label %1492, label %1442

1442:                                             ; preds = %1390, %1389, %1441
  %1443 = phi i64 [ 0, %1390 ], [ 0, %1389 ], [ %732, %1441 ]
  br label %1473

1444:                                             ; preds = %1355, %1444
  %1445 = phi i64 [ %1471, %1444 ], [ %1356, %1355 ]
  %1446 = getelementptr float, ptr %1293, i64 %1445
  %1447 = load float, ptr %1446, align 4
  %1448 = add nuw nsw i64 %1445, %110
  %1449 = getelementptr inbounds nuw float, ptr %121, i64 %1448
  %1450 = load float, ptr %1449, align 4
  %1451 = fadd float %1447, %1450
  %1452 = getelementptr inbounds nuw float, ptr %122, i64 %1448
  %1453 = load float, ptr %1452, align 4
  %1454 = fadd float %1451, %1453
  %1455 = getelementptr inbounds nuw float, ptr %865, i64 %1448
  %1456 = load float, ptr %1455, align 4
  %1457 = fadd float %1454, %1456
  store float %1457, ptr %1455, align 4
  %1458 = add nuw nsw i64 %1445, 1
  %1459 = getelementptr float, ptr %1293, i64 %1458
  %1460 = load float, ptr %1459, align 4
  %1461 = add nuw nsw i64 %1458, %110
  %1462 = getelementptr inbounds nuw float, ptr %121, i64 %1461
  %1463 = load float, ptr %1462, align 4
  %1464 = fadd float %1460, %1463
  %1465 = getelementptr inbounds nuw float, ptr %122, i64 %1461
  %1466 = load float, ptr %1465, align 4
  %1467 = fadd float %1464, %1466
  %1468 = getelementptr inbounds nuw float, ptr %865, i64 %1461
  %1469 = load float, ptr %1468, align 4
  %1470 = fadd float %1467, %1469
  store float %1470, ptr %1468, align 4
  %1471 = add nuw nsw i64 %1445, 2
  %1472 = icmp eq i64 %1471, %32
  br i1 %1472, label %1387, label %1444

1473:                                             ; preds = %1442, %1473
  %1474 = phi i64 [ %1490, %1473 ], [ %1443, %1442 ]
  %1475 = getelementptr inbounds nuw float, ptr %865, i64 %1474
  %1476 = load float, ptr %1475, align 4
  %1477 = getelementptr inbounds nuw float, ptr %123, i64 %1474
  %1478 = load float, ptr %1477, align 4
  %1479 = getelementptr inbounds nuw float, ptr %870, i64 %1474
  %1480 = load float, ptr %1479, align 4
  %1481 = fmul float %1478, %1480
  %1482 = fadd float %1476, %1481
  store float %1482, ptr %1475, align 4
  %1483 = getelementptr inbounds nuw float, ptr %1388, i64 %1474
  %1484 = load float, ptr %1483, align 4
  %1485 = getelementptr float, ptr %477, i64 %1474
  %1486 = load float, ptr %1485, align 4
  %1487 = load float, ptr %1479, align 4
  %1488 = fmul float %1486, %1487
  %1489 = fadd float %1484, %1488
  store float %1489, ptr %1483, align 4
  %1490 = add nuw nsw i64 %1474, 1
  %1491 = icmp eq i64 %1490, %183
  br i1 %1491, label %1492, label %1473

1492:                                             ; preds = %1473, %1441, %1102, %1387
  %1493 = phi i1 [ %479, %1102 ], [ true, %1387 ], [ false, %1441 ], [ false, %1473 ]
  %1494 = phi ptr [ %1103, %1102 ], [ %1388, %1387 ], [ %1388, %1441 ], [ %1388, %1473 ]
  %1495 = getelementptr float, ptr %865, i64 %106
  %1496 = getelementptr inbounds float, ptr %865, i64 %110
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %865, i64 noundef %106)
  br i1 %99, label %1497, label %1498

1497:                                             ; preds = %1492
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1494, i64 noundef %106)
  br label %1498

1498:                                             ; preds = %1497, %1492
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1496, i64 noundef %106)
  br i1 %124, label %1499, label %1501

1499:                                             ; preds = %1498
  %1500 = getelementptr inbounds float, ptr %865, i64 %471
  br label %1551

1501:                                             ; preds = %1562, %1498
  br i1 %1493, label %1595, label %1502

1502:                                             ; preds = %1501
  br i1 %734, label %1535, label %1503

1503:                                             ; preds = %1502
  %1504 = getelementptr i8, ptr %865, i64 %493
  %1505 = getelementptr i8, ptr %1504, i64 %494
  %1506 = getelementptr i8, ptr %870, i64 %494
  %1507 = icmp ult ptr %1495, %501
  %1508 = icmp ult ptr %478, %1505
  %1509 = and i1 %1507, %1508
  %1510 = icmp ult ptr %1495, %1506
  %1511 = icmp ult ptr %870, %1505
  %1512 = and i1 %1510, %1511
  %1513 = or i1 %1509, %1512
  br i1 %1513, label %1535, label %1514

1514:                                             ; preds = %1503, %1514
  %1515 = phi i64 [ %1532, %1514 ], [ 0, %1503 ]
  %1516 = getelementptr inbounds nuw float, ptr %1495, i64 %1515
  %1517 = getelementptr inbounds nuw i8, ptr %1516, i64 16
  %1518 = load <4 x float>, ptr %1516, align 4
  %1519 = load <4 x float>, ptr %1517, align 4
  %1520 = getelementptr float, ptr %478, i64 %1515
  %1521 = getelementptr i8, ptr %1520, i64 16
  %1522 = load <4 x float>, ptr %1520, align 4
  %1523 = load <4 x float>, ptr %1521, align 4
  %1524 = getelementptr inbounds nuw float, ptr %870, i64 %1515
  %1525 = getelementptr inbounds nuw i8, ptr %1524, i64 16
  %1526 = load <4 x float>, ptr %1524, align 4
  %1527 = load <4 x float>, ptr %1525, align 4
  %1528 = fmul <4 x float> %1522, %1526
  %1529 = fmul <4 x float> %1523, %1527
  %1530 = fadd <4 x float> %1518, %1528
  %1531 = fadd <4 x float> %1519, %1529
  store <4 x float> %1530, ptr %1516, align 4
  store <4 x float> %1531, ptr %1517, align 4
  %1532 = add nuw i64 %1515, 8
  %1533 = icmp eq i64 %1532, %735
  br i1 %1533, label %1534, label %1514

1534:                                             ; preds = %1514
  br i1 %736, label %1595, label %1535

1535:                                             ; preds = %1503, %1502, %1534
  %1536 = phi i64 [ 0, %1503 ], [ 0, %1502 ], [ %735, %1534 ]
  %1537 = or disjoint i64 %1536, 1
  br i1 %738, label %1548, label %1538

1538:                                             ; preds = %1535
  %1539 = getelementptr inbounds nuw float, ptr %1495, i64 %1536
  %1540 = load float, ptr %1539, align 4
  %1541 = getelementptr float, ptr %478, i64 %1536
  %1542 = load float, ptr %1541, align 4
  %1543 = getelementptr inbounds nuw float, ptr %870, i64 %1536
  %1544 = load float, ptr %1543, align 4
  %1545 = fmul float %1542, %1544
  %1546 = fadd float %1540, %1545
  store float %1546, ptr %1539, align 4
  %1547 = or disjoint i64 %1536, 1
  br label %1548

1548:                                             ; preds = %1538, %1535
  %1549 = phi i64 [ %1536, %1535 ], [ %1547, %1538 ]
  %1550 = icmp eq i64 %183, %1537
  br i1 %1550, label %1595, label %1574

1551:                                             ; preds = %1499, %1562
  %1552 = phi i64 [ %1572, %1562 ], [ 0, %1499 ]
  br i1 %99, label %1557, label %1553

1553:                                             ; preds = %1551
  %1554 = getelementptr inbounds nuw float, ptr %865, i64 %1552
  %1555 = load float, ptr %1554, align 4
  %1556 = fsub float 1.000000e+00, %1555
  br label %1562

1557:                                             ; preds = %1551
  %1558 = getelementptr inbounds nuw float, ptr %1500, i64 %1552
  %1559 = load float, ptr %1558, align 4
  %1560 = getelementptr inbounds nuw float, ptr %865, i64 %1552
  %1561 = load float, ptr %1560, align 4
  br label %1562

1562:                                             ; preds = %1557, %1553
  %1563 = phi float [ %1555, %1553 ], [ %1561, %1557 ]
  %1564 = phi float [ %1556, %1553 ], [ %1559, %1557 ]
  %1565 = getelementptr inbounds nuw float, ptr %870, i64 %1552
  %1566 = load float, ptr %1565, align 4
  %1567 = fmul float %1564, %1566
  %1568 = getelementptr inbounds nuw float, ptr %1496, i64 %1552
  %1569 = load float, ptr %1568, align 4
  %1570 = fmul float %1563, %1569
  %1571 = fadd float %1567, %1570
  store float %1571, ptr %1565, align 4
  %1572 = add nuw nsw i64 %1552, 1
  %1573 = icmp eq i64 %1572, %183
  br i1 %1573, label %1501, label %1551

1574:                                             ; preds = %1548, %1574
  %1575 = phi i64 [ %1593, %1574 ], [ %1549, %1548 ]
  %1576 = getelementptr inbounds nuw float, ptr %1495, i64 %1575
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr float, ptr %478, i64 %1575
  %1579 = load float, ptr %1578, align 4
  %1580 = getelementptr inbounds nuw float, ptr %870, i64 %1575
  %1581 = load float, ptr %1580, align 4
  %1582 = fmul float %1579, %1581
  %1583 = fadd float %1577, %1582
  store float %1583, ptr %1576, align 4
  %1584 = add nuw nsw i64 %1575, 1
  %1585 = getelementptr inbounds nuw float, ptr %1495, i64 %1584
  %1586 = load float, ptr %1585, align 4
  %1587 = getelementptr float, ptr %478, i64 %1584
  %1588 = load float, ptr %1587, align 4
  %1589 = getelementptr inbounds nuw float, ptr %870, i64 %1584
  %1590 = load float, ptr %1589, align 4
  %1591 = fmul float %1588, %1590
  %1592 = fadd float %1586, %1591
  store float %1592, ptr %1585, align 4
  %1593 = add nuw nsw i64 %1575, 2
  %1594 = icmp eq i64 %1593, %183
  br i1 %1594, label %1595, label %1574

1595:                                             ; preds = %1548, %1574, %1534, %1501
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1495, i64 noundef %106)
  br i1 %124, label %1641, label %1596

1596:                                             ; preds = %1595
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %1496, i64 noundef %106)
  br label %2554

1597:                                             ; preds = %1641
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %1496, i64 noundef %106)
  br i1 %739, label %1623, label %1598

1598:                                             ; preds = %1597
  %1599 = add i64 %492, %868
  %1600 = sub i64 %1599, %866
  %1601 = icmp ult i64 %1600, 32
  %1602 = add i64 %740, %866
  %1603 = sub i64 %868, %1602
  %1604 = icmp ult i64 %1603, 32
  %1605 = or i1 %1601, %1604
  br i1 %1605, label %1623, label %1606

1606:                                             ; preds = %1598, %1606
  %1607 = phi i64 [ %1620, %1606 ], [ 0, %1598 ]
  %1608 = getelementptr inbounds nuw float, ptr %1495, i64 %1607
  %1609 = getelementptr inbounds nuw i8, ptr %1608, i64 16
  %1610 = load <4 x float>, ptr %1608, align 4
  %1611 = load <4 x float>, ptr %1609, align 4
  %1612 = getelementptr inbounds nuw float, ptr %1496, i64 %1607
  %1613 = getelementptr inbounds nuw i8, ptr %1612, i64 16
  %1614 = load <4 x float>, ptr %1612, align 4
  %1615 = load <4 x float>, ptr %1613, align 4
  %1616 = fmul <4 x float> %1610, %1614
  %1617 = fmul <4 x float> %1611, %1615
  %1618 = getelementptr inbounds nuw float, ptr %867, i64 %1607
  %1619 = getelementptr inbounds nuw i8, ptr %1618, i64 16
  store <4 x float> %1616, ptr %1618, align 4
  store <4 x float> %1617, ptr %1619, align 4
  %1620 = add nuw i64 %1607, 8
  %1621 = icmp eq i64 %1620, %741
  br i1 %1621, label %1622, label %1606

1622:                                             ; preds = %1606
  br i1 %742, label %2502, label %1623

1623:                                             ; preds = %1598, %1597, %1622
  %1624 = phi i64 [ 0, %1598 ], [ 0, %1597 ], [ %741, %1622 ]
  br i1 %744, label %1637, label %1625

1625:                                             ; preds = %1623, %1625
  %1626 = phi i64 [ %1634, %1625 ], [ %1624, %1623 ]
  %1627 = phi i64 [ %1635, %1625 ], [ 0, %1623 ]
  %1628 = getelementptr inbounds nuw float, ptr %1495, i64 %1626
  %1629 = load float, ptr %1628, align 4
  %1630 = getelementptr inbounds nuw float, ptr %1496, i64 %1626
  %1631 = load float, ptr %1630, align 4
  %1632 = fmul float %1629, %1631
  %1633 = getelementptr inbounds nuw float, ptr %867, i64 %1626
  store float %1632, ptr %1633, align 4
  %1634 = add nuw nsw i64 %1626, 1
  %1635 = add i64 %1627, 1
  %1636 = icmp eq i64 %1635, %743
  br i1 %1636, label %1637, label %1625

1637:                                             ; preds = %1625, %1623
  %1638 = phi i64 [ %1624, %1623 ], [ %1634, %1625 ]
  %1639 = sub nsw i64 %1624, %32
  %1640 = icmp ugt i64 %1639, -4
  br i1 %1640, label %2502, label %1648

1641:                                             ; preds = %1595, %1641
  %1642 = phi i64 [ %1646, %1641 ], [ 0, %1595 ]
  %1643 = getelementptr inbounds nuw float, ptr %1496, i64 %1642
  %1644 = getelementptr inbounds nuw float, ptr %870, i64 %1642
  %1645 = load <4 x float>, ptr %1644, align 4
  store <4 x float> %1645, ptr %1643, align 4
  %1646 = add nuw nsw i64 %1642, 4
  %1647 = icmp slt i64 %1646, %106
  br i1 %1647, label %1641, label %1597

1648:                                             ; preds = %1637, %1648
  %1649 = phi i64 [ %1677, %1648 ], [ %1638, %1637 ]
  %1650 = getelementptr inbounds nuw float, ptr %1495, i64 %1649
  %1651 = load float, ptr %1650, align 4
  %1652 = getelementptr inbounds nuw float, ptr %1496, i64 %1649
  %1653 = load float, ptr %1652, align 4
  %1654 = fmul float %1651, %1653
  %1655 = getelementptr inbounds nuw float, ptr %867, i64 %1649
  store float %1654, ptr %1655, align 4
  %1656 = add nuw nsw i64 %1649, 1
  %1657 = getelementptr inbounds nuw float, ptr %1495, i64 %1656
  %1658 = load float, ptr %1657, align 4
  %1659 = getelementptr inbounds nuw float, ptr %1496, i64 %1656
  %1660 = load float, ptr %1659, align 4
  %1661 = fmul float %1658, %1660
  %1662 = getelementptr inbounds nuw float, ptr %867, i64 %1656
  store float %1661, ptr %1662, align 4
  %1663 = add nuw nsw i64 %1649, 2
  %1664 = getelementptr inbounds nuw float, ptr %1495, i64 %1663
  %1665 = load float, ptr %1664, align 4
  %1666 = getelementptr inbounds nuw float, ptr %1496, i64 %1663
  %1667 = load float, ptr %1666, align 4
  %1668 = fmul float %1665, %1667
  %1669 = getelementptr inbounds nuw float, ptr %867, i64 %1663
  store float %1668, ptr %1669, align 4
  %1670 = add nuw nsw i64 %1649, 3
  %1671 = getelementptr inbounds nuw float, ptr %1495, i64 %1670
  %1672 = load float, ptr %1671, align 4
  %1673 = getelementptr inbounds nuw float, ptr %1496, i64 %1670
  %1674 = load float, ptr %1673, align 4
  %1675 = fmul float %1672, %1674
  %1676 = getelementptr inbounds nuw float, ptr %867, i64 %1670
  store float %1675, ptr %1676, align 4
  %1677 = add nuw nsw i64 %1649, 4
  %1678 = icmp eq i64 %1677, %32
  br i1 %1678, label %2502, label %1648

1679:                                             ; preds = %1039
  br i1 %100, label %2062, label %1680

1680:                                             ; preds = %1679
  tail call fastcc void @product(ptr noundef %867, ptr noundef %117, ptr noundef %865, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %124, label %1681, label %1945

1681:                                             ; preds = %1680
  br i1 %665, label %1723, label %1682

1682:                                             ; preds = %1681
  %1683 = getelementptr i8, ptr %865, i64 %654
  %1684 = getelementptr i8, ptr %897, i64 %654
  %1685 = icmp ult ptr %865, %1684
  %1686 = icmp ult ptr %897, %1683
  %1687 = and i1 %1685, %1686
  %1688 = icmp ult ptr %865, %660
  %1689 = icmp ult ptr %122, %1683
  %1690 = and i1 %1688, %1689
  %1691 = or i1 %1687, %1690
  %1692 = icmp ult ptr %865, %664
  %1693 = icmp ult ptr %121, %1683
  %1694 = and i1 %1692, %1693
  %1695 = or i1 %1691, %1694
  br i1 %1695, label %1723, label %1696

1696:                                             ; preds = %1682, %1696
  %1697 = phi i64 [ %1720, %1696 ], [ 0, %1682 ]
  %1698 = getelementptr inbounds nuw float, ptr %897, i64 %1697
  %1699 = getelementptr inbounds nuw i8, ptr %1698, i64 16
  %1700 = load <4 x float>, ptr %1698, align 4
  %1701 = load <4 x float>, ptr %1699, align 4
  %1702 = getelementptr inbounds nuw float, ptr %121, i64 %1697
  %1703 = getelementptr inbounds nuw i8, ptr %1702, i64 16
  %1704 = load <4 x float>, ptr %1702, align 4
  %1705 = load <4 x float>, ptr %1703, align 4
  %1706 = fadd <4 x float> %1700, %1704
  %1707 = fadd <4 x float> %1701, %1705
  %1708 = getelementptr inbounds nuw float, ptr %122, i64 %1697
  %1709 = getelementptr inbounds nuw i8, ptr %1708, i64 16
  %1710 = load <4 x float>, ptr %1708, align 4
  %1711 = load <4 x float>, ptr %1709, align 4
  %1712 = fadd <4 x float> %1706, %1710
  %1713 = fadd <4 x float> %1707, %1711
  %1714 = getelementptr inbounds nuw float, ptr %865, i64 %1697
  %1715 = getelementptr inbounds nuw i8, ptr %1714, i64 16
  %1716 = load <4 x float>, ptr %1714, align 4
  %1717 = load <4 x float>, ptr %1715, align 4
  %1718 = fadd <4 x float> %1712, %1716
  %1719 = fadd <4 x float> %1713, %1717
  store <4 x float> %1718, ptr %1714, align 4
  store <4 x float> %1719, ptr %1715, align 4
  %1720 = add nuw i64 %1697, 8
  %1721 = icmp eq i64 %1720, %666
  br i1 %1721, label %1722, label %1696

1722:                                             ; preds = %1696
  br i1 %667, label %1742, label %1723

1723:                                             ; preds = %1682, %1681, %1722
  %1724 = phi i64 [ 0, %1682 ], [ 0, %1681 ], [ %666, %1722 ]
  %1725 = or disjoint i64 %1724, 1
  br i1 %669, label %1739, label %1726

1726:                                             ; preds = %1723
  %1727 = getelementptr inbounds nuw float, ptr %897, i64 %1724
  %1728 = load float, ptr %1727, align 4
  %1729 = getelementptr inbounds nuw float, ptr %121, i64 %1724
  %1730 = load float, ptr %1729, align 4
  %1731 = fadd float %1728, %1730
  %1732 = getelementptr inbounds nuw float, ptr %122, i64 %1724
  %1733 = load float, ptr %1732, align 4
  %1734 = fadd float %1731, %1733
  %1735 = getelementptr inbounds nuw float, ptr %865, i64 %1724
  %1736 = load float, ptr %1735, align 4
  %1737 = fadd float %1734, %1736
  store float %1737, ptr %1735, align 4
  %1738 = or disjoint i64 %1724, 1
  br label %1739

1739:                                             ; preds = %1726, %1723
  %1740 = phi i64 [ %1724, %1723 ], [ %1738, %1726 ]
  %1741 = icmp eq i64 %32, %1725
  br i1 %1741, label %1742, label %1808

1742:                                             ; preds = %1739, %1808, %1722
  %1743 = getelementptr float, ptr %897, i64 %32
  br i1 %670, label %1788, label %1744

1744:                                             ; preds = %1742
  %1745 = getelementptr i8, ptr %865, i64 %637
  %1746 = getelementptr i8, ptr %865, i64 %637
  %1747 = getelementptr i8, ptr %1746, i64 %638
  %1748 = getelementptr i8, ptr %897, i64 %472
  %1749 = icmp ult ptr %1745, %1748
  %1750 = icmp ult ptr %1743, %1747
  %1751 = and i1 %1749, %1750
  %1752 = icmp ult ptr %1745, %646
  %1753 = icmp ult ptr %644, %1747
  %1754 = and i1 %1752, %1753
  %1755 = or i1 %1751, %1754
  %1756 = icmp ult ptr %1745, %653
  %1757 = icmp ult ptr %651, %1747
  %1758 = and i1 %1756, %1757
  %1759 = or i1 %1755, %1758
  br i1 %1759, label %1788, label %1760

1760:                                             ; preds = %1744, %1760
  %1761 = phi i64 [ %1785, %1760 ], [ 0, %1744 ]
  %1762 = getelementptr float, ptr %1743, i64 %1761
  %1763 = getelementptr i8, ptr %1762, i64 16
  %1764 = load <4 x float>, ptr %1762, align 4
  %1765 = load <4 x float>, ptr %1763, align 4
  %1766 = add nuw nsw i64 %1761, %106
  %1767 = getelementptr inbounds nuw float, ptr %121, i64 %1766
  %1768 = getelementptr inbounds nuw i8, ptr %1767, i64 16
  %1769 = load <4 x float>, ptr %1767, align 4
  %1770 = load <4 x float>, ptr %1768, align 4
  %1771 = fadd <4 x float> %1764, %1769
  %1772 = fadd <4 x float> %1765, %1770
  %1773 = getelementptr inbounds nuw float, ptr %122, i64 %1766
  %1774 = getelementptr inbounds nuw i8, ptr %1773, i64 16
  %1775 = load <4 x float>, ptr %1773, align 4
  %1776 = load <4 x float>, ptr %1774, align 4
  %1777 = fadd <4 x float> %1771, %1775
  %1778 = fadd <4 x float> %1772, %1776
  %1779 = getelementptr inbounds nuw float, ptr %865, i64 %1766
  %1780 = getelementptr inbounds nuw i8, ptr %1779, i64 16
  %1781 = load <4 x float>, ptr %1779, align 4
  %1782 = load <4 x float>, ptr %1780, align 4
  %1783 = fadd <4 x float> %1777, %1781
  %1784 = fadd <4 x float> %1778, %1782
  store <4 x float> %1783, ptr %1779, align 4
  store <4 x float> %1784, ptr %1780, align 4
  %1785 = add nuw i64 %1761, 8
  %1786 = icmp eq i64 %1785, %671
  br i1 %1786, label %1787, label %1760

1787:                                             ; preds = %1760
  br i1 %672, label %1835, label %1788

1788:                                             ; preds = %1744, %1742, %1787
  %1789 = phi i64 [ 0, %1744 ], [ 0, %1742 ], [ %671, %1787 ]
  %1790 = or disjoint i64 %1789, 1
  br i1 %674, label %1805, label %1791

1791:                                             ; preds = %1788
  %1792 = getelementptr float, ptr %1743, i64 %1789
  %1793 = load float, ptr %1792, align 4
  %1794 = add nuw nsw i64 %1789, %106
  %1795 = getelementptr inbounds nuw float, ptr %121, i64 %1794
  %1796 = load float, ptr %1795, align 4
  %1797 = fadd float %1793, %1796
  %1798 = getelementptr inbounds nuw float, ptr %122, i64 %1794
  %1799 = load float, ptr %1798, align 4
  %1800 = fadd float %1797, %1799
  %1801 = getelementptr inbounds nuw float, ptr %865, i64 %1794
  %1802 = load float, ptr %1801, align 4
  %1803 = fadd float %1800, %1802
  store float %1803, ptr %1801, align 4
  %1804 = or disjoint i64 %1789, 1
  br label %1805

1805:                                             ; preds = %1791, %1788
  %1806 = phi i64 [ %1789, %1788 ], [ %1804, %1791 ]
  %1807 = icmp eq i64 %32, %1790
  br i1 %1807, label %1835, label %1916

1808:                                             ; preds = %1739, %1808
  %1809 = phi i64 [ %1833, %1808 ], [ %1740, %1739 ]
  %1810 = getelementptr inbounds nuw float, ptr %897, i64 %1809
  %1811 = load float, ptr %1810, align 4
  %1812 = getelementptr inbounds nuw float, ptr %121, i64 %1809
  %1813 = load float, ptr %1812, align 4
  %1814 = fadd float %1811, %1813
  %1815 = getelementptr inbounds nuw float, ptr %122, i64 %1809
  %1816 = load float, ptr %1815, align 4
  %1817 = fadd float %1814, %1816
  %1818 = getelementptr inbounds nuw float, ptr %865, i64 %1809
  %1819 = load float, ptr %1818, align 4
  %1820 = fadd float %1817, %1819
  store float %1820, ptr %1818, align 4
  %1821 = add nuw nsw i64 %1809, 1
  %1822 = getelementptr inbounds nuw float, ptr %897, i64 %1821
  %1823 = load float, ptr %1822, align 4
  %1824 = getelementptr inbounds nuw float, ptr %121, i64 %1821
  %1825 = load float, ptr %1824, align 4
  %1826 = fadd float %1823, %1825
  %1827 = getelementptr inbounds nuw float, ptr %122, i64 %1821
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd float %1826, %1828
  %1830 = getelementptr inbounds nuw float, ptr %865, i64 %1821
  %1831 = load float, ptr %1830, align 4
  %1832 = fadd float %1829, %1831
  store float %1832, ptr %1830, align 4
  %1833 = add nuw nsw i64 %1809, 2
  %1834 = icmp eq i64 %1833, %32
  br i1 %1834, label %1742, label %1808

1835:                                             ; preds = %1805, %1916, %1787
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %865, i64 noundef %471)
  %1836 = getelementptr inbounds nuw float, ptr %865, i64 %106
  %1837 = getelementptr inbounds nuw float, ptr %865, i64 %471
  %1838 = getelementptr i8, ptr %897, i64 %472
  br i1 %675, label %1893, label %1839

1839:                                             ; preds = %1835
  %1840 = getelementptr i8, ptr %865, i64 %621
  %1841 = getelementptr i8, ptr %897, i64 %474
  %1842 = getelementptr i8, ptr %865, i64 %637
  %1843 = getelementptr i8, ptr %1842, i64 %620
  %1844 = icmp ult ptr %1837, %629
  %1845 = icmp ult ptr %627, %1840
  %1846 = and i1 %1844, %1845
  %1847 = icmp ult ptr %1837, %1841
  %1848 = icmp ult ptr %1838, %1840
  %1849 = and i1 %1847, %1848
  %1850 = or i1 %1846, %1849
  %1851 = icmp ult ptr %1837, %636
  %1852 = icmp ult ptr %634, %1840
  %1853 = and i1 %1851, %1852
  %1854 = or i1 %1850, %1853
  %1855 = icmp ult ptr %1837, %1843
  %1856 = icmp ult ptr %1836, %1840
  %1857 = and i1 %1855, %1856
  %1858 = or i1 %1854, %1857
  br i1 %1858, label %1893, label %1859

1859:                                             ; preds = %1839, %1859
  %1860 = phi i64 [ %1890, %1859 ], [ 0, %1839 ]
  %1861 = getelementptr inbounds nuw float, ptr %1837, i64 %1860
  %1862 = getelementptr inbounds nuw i8, ptr %1861, i64 16
  %1863 = load <4 x float>, ptr %1861, align 4
  %1864 = load <4 x float>, ptr %1862, align 4
  %1865 = add nuw nsw i64 %1860, %471
  %1866 = getelementptr inbounds nuw float, ptr %122, i64 %1865
  %1867 = getelementptr inbounds nuw i8, ptr %1866, i64 16
  %1868 = load <4 x float>, ptr %1866, align 4
  %1869 = load <4 x float>, ptr %1867, align 4
  %1870 = fadd <4 x float> %1863, %1868
  %1871 = fadd <4 x float> %1864, %1869
  %1872 = getelementptr float, ptr %1838, i64 %1860
  %1873 = getelementptr i8, ptr %1872, i64 16
  %1874 = load <4 x float>, ptr %1872, align 4
  %1875 = load <4 x float>, ptr %1873, align 4
  %1876 = getelementptr inbounds nuw float, ptr %121, i64 %1865
  %1877 = getelementptr inbounds nuw i8, ptr %1876, i64 16
  %1878 = load <4 x float>, ptr %1876, align 4
  %1879 = load <4 x float>, ptr %1877, align 4
  %1880 = fadd <4 x float> %1874, %1878
  %1881 = fadd <4 x float> %1875, %1879
  %1882 = getelementptr inbounds nuw float, ptr %1836, i64 %1860
  %1883 = getelementptr inbounds nuw i8, ptr %1882, i64 16
  %1884 = load <4 x float>, ptr %1882, align 4
  %1885 = load <4 x float>, ptr %1883, align 4
  %1886 = fmul <4 x float> %1870, %1884
  %1887 = fmul <4 x float> %1871, %1885
  %1888 = fadd <4 x float> %1880, %1886
  %1889 = fadd <4 x float> %1881, %1887
  store <4 x float> %1888, ptr %1861, align 4
  store <4 x float> %1889, ptr %1862, align 4
  %1890 = add nuw i64 %1860, 8
  %1891 = icmp eq i64 %1890, %676
  br i1 %1891, label %1892, label %1859

1892:                                             ; preds = %1859
  br i1 %677, label %1947, label %1893

1893:                                             ; preds = %1839, %1835, %1892
  %1894 = phi i64 [ 0, %1839 ], [ 0, %1835 ], [ %676, %1892 ]
  %1895 = or disjoint i64 %1894, 1
  br i1 %679, label %1913, label %1896

1896:                                             ; preds = %1893
  %1897 = getelementptr inbounds nuw float, ptr %1837, i64 %1894
  %1898 = load float, ptr %1897, align 4
  %1899 = add nuw nsw i64 %1894, %471
  %1900 = getelementptr inbounds nuw float, ptr %122, i64 %1899
  %1901 = load float, ptr %1900, align 4
  %1902 = fadd float %1898, %1901
  %1903 = getelementptr float, ptr %1838, i64 %1894
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds nuw float, ptr %121, i64 %1899
  %1906 = load float, ptr %1905, align 4
  %1907 = fadd float %1904, %1906
  %1908 = getelementptr inbounds nuw float, ptr %1836, i64 %1894
  %1909 = load float, ptr %1908, align 4
  %1910 = fmul float %1902, %1909
  %1911 = fadd float %1907, %1910
  store float %1911, ptr %1897, align 4
  %1912 = or disjoint i64 %1894, 1
  br label %1913

1913:                                             ; preds = %1896, %1893
  %1914 = phi i64 [ %1894, %1893 ], [ %1912, %1896 ]
  %1915 = icmp eq i64 %32, %1895
  br i1 %1915, label %1947, label %2002

1916:                                             ; preds = %1805, %1916
  %1917 = phi i64 [ %1943, %1916 ], [ %1806, %1805 ]
  %1918 = getelementptr float, ptr %1743, i64 %1917
  %1919 = load float, ptr %1918, align 4
  %1920 = add nuw nsw i64 %1917, %106
  %1921 = getelementptr inbounds nuw float, ptr %121, i64 %1920
  %1922 = load float, ptr %1921, align 4
  %1923 = fadd float %1919, %1922
  %1924 = getelementptr inbounds nuw float, ptr %122, i64 %1920
  %1925 = load float, ptr %1924, align 4
  %1926 = fadd float %1923, %1925
  %1927 = getelementptr inbounds nuw float, ptr %865, i64 %1920
  %1928 = load float, ptr %1927, align 4
  %1929 = fadd float %1926, %1928
  store float %1929, ptr %1927, align 4
  %1930 = add nuw nsw i64 %1917, 1
  %1931 = getelementptr float, ptr %1743, i64 %1930
  %1932 = load float, ptr %1931, align 4
  %1933 = add nuw nsw i64 %1930, %106
  %1934 = getelementptr inbounds nuw float, ptr %121, i64 %1933
  %1935 = load float, ptr %1934, align 4
  %1936 = fadd float %1932, %1935
  %1937 = getelementptr inbounds nuw float, ptr %122, i64 %1933
  %1938 = load float, ptr %1937, align 4
  %1939 = fadd float %1936, %1938
  %1940 = getelementptr inbounds nuw float, ptr %865, i64 %1933
  %1941 = load float, ptr %1940, align 4
  %1942 = fadd float %1939, %1941
  store float %1942, ptr %1940, align 4
  %1943 = add nuw nsw i64 %1917, 2
  %1944 = icmp eq i64 %1943, %32
  br i1 %1944, label %1835, label %1916

1945:                                             ; preds = %1680
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %865, i64 noundef %471)
  %1946 = getelementptr inbounds float, ptr %865, i64 %471
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %1946, i64 noundef %106)
  br label %2554

1947:                                             ; preds = %1913, %2002, %1892
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %1837, i64 noundef %106)
  br i1 %680, label %1984, label %1948

1948:                                             ; preds = %1947
  %1949 = getelementptr i8, ptr %867, i64 %620
  %1950 = getelementptr i8, ptr %865, i64 %621
  %1951 = getelementptr i8, ptr %865, i64 %620
  %1952 = icmp ult ptr %867, %1950
  %1953 = icmp ult ptr %1837, %1949
  %1954 = and i1 %1952, %1953
  %1955 = icmp ult ptr %867, %1951
  %1956 = icmp ult ptr %865, %1949
  %1957 = and i1 %1955, %1956
  %1958 = or i1 %1954, %1957
  br i1 %1958, label %1984, label %1959

1959:                                             ; preds = %1948, %1959
  %1960 = phi i64 [ %1981, %1959 ], [ 0, %1948 ]
  %1961 = getelementptr inbounds nuw float, ptr %865, i64 %1960
  %1962 = getelementptr inbounds nuw i8, ptr %1961, i64 16
  %1963 = load <4 x float>, ptr %1961, align 4
  %1964 = load <4 x float>, ptr %1962, align 4
  %1965 = fsub <4 x float> splat (float 1.000000e+00), %1963
  %1966 = fsub <4 x float> splat (float 1.000000e+00), %1964
  %1967 = getelementptr inbounds nuw float, ptr %1837, i64 %1960
  %1968 = getelementptr inbounds nuw i8, ptr %1967, i64 16
  %1969 = load <4 x float>, ptr %1967, align 4
  %1970 = load <4 x float>, ptr %1968, align 4
  %1971 = fmul <4 x float> %1965, %1969
  %1972 = fmul <4 x float> %1966, %1970
  %1973 = getelementptr inbounds nuw float, ptr %867, i64 %1960
  %1974 = getelementptr inbounds nuw i8, ptr %1973, i64 16
  %1975 = load <4 x float>, ptr %1973, align 4
  %1976 = load <4 x float>, ptr %1974, align 4
  %1977 = fmul <4 x float> %1963, %1975
  %1978 = fmul <4 x float> %1964, %1976
  %1979 = fadd <4 x float> %1971, %1977
  %1980 = fadd <4 x float> %1972, %1978
  store <4 x float> %1979, ptr %1973, align 4
  store <4 x float> %1980, ptr %1974, align 4
  %1981 = add nuw i64 %1960, 8
  %1982 = icmp eq i64 %1981, %681
  br i1 %1982, label %1983, label %1959

1983:                                             ; preds = %1959
  br i1 %682, label %2502, label %1984

1984:                                             ; preds = %1948, %1947, %1983
  %1985 = phi i64 [ 0, %1948 ], [ 0, %1947 ], [ %681, %1983 ]
  %1986 = or disjoint i64 %1985, 1
  br i1 %684, label %1999, label %1987

1987:                                             ; preds = %1984
  %1988 = getelementptr inbounds nuw float, ptr %865, i64 %1985
  %1989 = load float, ptr %1988, align 4
  %1990 = fsub float 1.000000e+00, %1989
  %1991 = getelementptr inbounds nuw float, ptr %1837, i64 %1985
  %1992 = load float, ptr %1991, align 4
  %1993 = fmul float %1990, %1992
  %1994 = getelementptr inbounds nuw float, ptr %867, i64 %1985
  %1995 = load float, ptr %1994, align 4
  %1996 = fmul float %1989, %1995
  %1997 = fadd float %1993, %1996
  store float %1997, ptr %1994, align 4
  %1998 = or disjoint i64 %1985, 1
  br label %1999

1999:                                             ; preds = %1987, %1984
  %2000 = phi i64 [ %1985, %1984 ], [ %1998, %1987 ]
  %2001 = icmp eq i64 %32, %1986
  br i1 %2001, label %2502, label %2037

2002:                                             ; preds = %1913, %2002
  %2003 = phi i64 [ %2035, %2002 ], [ %1914, %1913 ]
  %2004 = getelementptr inbounds nuw float, ptr %1837, i64 %2003
  %2005 = load float, ptr %2004, align 4
  %2006 = add nuw nsw i64 %2003, %471
  %2007 = getelementptr inbounds nuw float, ptr %122, i64 %2006
  %2008 = load float, ptr %2007, align 4
  %2009 = fadd float %2005, %2008
  %2010 = getelementptr float, ptr %1838, i64 %2003
  %2011 = load float, ptr %2010, align 4
  %2012 = getelementptr inbounds nuw float, ptr %121, i64 %2006
  %2013 = load float, ptr %2012, align 4
  %2014 = fadd float %2011, %2013
  %2015 = getelementptr inbounds nuw float, ptr %1836, i64 %2003
  %2016 = load float, ptr %2015, align 4
  %2017 = fmul float %2009, %2016
  %2018 = fadd float %2014, %2017
  store float %2018, ptr %2004, align 4
  %2019 = add nuw nsw i64 %2003, 1
  %2020 = getelementptr inbounds nuw float, ptr %1837, i64 %2019
  %2021 = load float, ptr %2020, align 4
  %2022 = add nuw nsw i64 %2019, %471
  %2023 = getelementptr inbounds nuw float, ptr %122, i64 %2022
  %2024 = load float, ptr %2023, align 4
  %2025 = fadd float %2021, %2024
  %2026 = getelementptr float, ptr %1838, i64 %2019
  %2027 = load float, ptr %2026, align 4
  %2028 = getelementptr inbounds nuw float, ptr %121, i64 %2022
  %2029 = load float, ptr %2028, align 4
  %2030 = fadd float %2027, %2029
  %2031 = getelementptr inbounds nuw float, ptr %1836, i64 %2019
  %2032 = load float, ptr %2031, align 4
  %2033 = fmul float %2025, %2032
  %2034 = fadd float %2030, %2033
  store float %2034, ptr %2020, align 4
  %2035 = add nuw nsw i64 %2003, 2
  %2036 = icmp eq i64 %2035, %32
  br i1 %2036, label %1947, label %2002

2037:                                             ; preds = %1999, %2037
  %2038 = phi i64 [ %2060, %2037 ], [ %2000, %1999 ]
  %2039 = getelementptr inbounds nuw float, ptr %865, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = fsub float 1.000000e+00, %2040
  %2042 = getelementptr inbounds nuw float, ptr %1837, i64 %2038
  %2043 = load float, ptr %2042, align 4
  %2044 = fmul float %2041, %2043
  %2045 = getelementptr inbounds nuw float, ptr %867, i64 %2038
  %2046 = load float, ptr %2045, align 4
  %2047 = fmul float %2040, %2046
  %2048 = fadd float %2044, %2047
  store float %2048, ptr %2045, align 4
  %2049 = add nuw nsw i64 %2038, 1
  %2050 = getelementptr inbounds nuw float, ptr %865, i64 %2049
  %2051 = load float, ptr %2050, align 4
  %2052 = fsub float 1.000000e+00, %2051
  %2053 = getelementptr inbounds nuw float, ptr %1837, i64 %2049
  %2054 = load float, ptr %2053, align 4
  %2055 = fmul float %2052, %2054
  %2056 = getelementptr inbounds nuw float, ptr %867, i64 %2049
  %2057 = load float, ptr %2056, align 4
  %2058 = fmul float %2051, %2057
  %2059 = fadd float %2055, %2058
  store float %2059, ptr %2056, align 4
  %2060 = add nuw nsw i64 %2038, 2
  %2061 = icmp eq i64 %2060, %32
  br i1 %2061, label %2502, label %2037

2062:                                             ; preds = %1679
  tail call fastcc void @product(ptr noundef %867, ptr noundef %117, ptr noundef %865, i64 noundef %32, i64 noundef %107, i64 noundef %471)
  br i1 %124, label %2063, label %2389

2063:                                             ; preds = %2062
  br i1 %685, label %2105, label %2064

2064:                                             ; preds = %2063
  %2065 = getelementptr i8, ptr %865, i64 %609
  %2066 = getelementptr i8, ptr %897, i64 %609
  %2067 = icmp ult ptr %865, %2066
  %2068 = icmp ult ptr %897, %2065
  %2069 = and i1 %2067, %2068
  %2070 = icmp ult ptr %865, %615
  %2071 = icmp ult ptr %122, %2065
  %2072 = and i1 %2070, %2071
  %2073 = or i1 %2069, %2072
  %2074 = icmp ult ptr %865, %619
  %2075 = icmp ult ptr %121, %2065
  %2076 = and i1 %2074, %2075
  %2077 = or i1 %2073, %2076
  br i1 %2077, label %2105, label %2078

2078:                                             ; preds = %2064, %2078
  %2079 = phi i64 [ %2102, %2078 ], [ 0, %2064 ]
  %2080 = getelementptr inbounds nuw float, ptr %897, i64 %2079
  %2081 = getelementptr inbounds nuw i8, ptr %2080, i64 16
  %2082 = load <4 x float>, ptr %2080, align 4
  %2083 = load <4 x float>, ptr %2081, align 4
  %2084 = getelementptr inbounds nuw float, ptr %121, i64 %2079
  %2085 = getelementptr inbounds nuw i8, ptr %2084, i64 16
  %2086 = load <4 x float>, ptr %2084, align 4
  %2087 = load <4 x float>, ptr %2085, align 4
  %2088 = fadd <4 x float> %2082, %2086
  %2089 = fadd <4 x float> %2083, %2087
  %2090 = getelementptr inbounds nuw float, ptr %122, i64 %2079
  %2091 = getelementptr inbounds nuw i8, ptr %2090, i64 16
  %2092 = load <4 x float>, ptr %2090, align 4
  %2093 = load <4 x float>, ptr %2091, align 4
  %2094 = fadd <4 x float> %2088, %2092
  %2095 = fadd <4 x float> %2089, %2093
  %2096 = getelementptr inbounds nuw float, ptr %865, i64 %2079
  %2097 = getelementptr inbounds nuw i8, ptr %2096, i64 16
  %2098 = load <4 x float>, ptr %2096, align 4
  %2099 = load <4 x float>, ptr %2097, align 4
  %2100 = fadd <4 x float> %2094, %2098
  %2101 = fadd <4 x float> %2095, %2099
  store <4 x float> %2100, ptr %2096, align 4
  store <4 x float> %2101, ptr %2097, align 4
  %2102 = add nuw i64 %2079, 8
  %2103 = icmp eq i64 %2102, %686
  br i1 %2103, label %2104, label %2078

2104:                                             ; preds = %2078
  br i1 %687, label %2124, label %2105

2105:                                             ; preds = %2064, %2063, %2104
  %2106 = phi i64 [ 0, %2064 ], [ 0, %2063 ], [ %686, %2104 ]
  %2107 = or disjoint i64 %2106, 1
  br i1 %689, label %2121, label %2108

2108:                                             ; preds = %2105
  %2109 = getelementptr inbounds nuw float, ptr %897, i64 %2106
  %2110 = load float, ptr %2109, align 4
  %2111 = getelementptr inbounds nuw float, ptr %121, i64 %2106
  %2112 = load float, ptr %2111, align 4
  %2113 = fadd float %2110, %2112
  %2114 = getelementptr inbounds nuw float, ptr %122, i64 %2106
  %2115 = load float, ptr %2114, align 4
  %2116 = fadd float %2113, %2115
  %2117 = getelementptr inbounds nuw float, ptr %865, i64 %2106
  %2118 = load float, ptr %2117, align 4
  %2119 = fadd float %2116, %2118
  store float %2119, ptr %2117, align 4
  %2120 = or disjoint i64 %2106, 1
  br label %2121

2121:                                             ; preds = %2108, %2105
  %2122 = phi i64 [ %2106, %2105 ], [ %2120, %2108 ]
  %2123 = icmp eq i64 %32, %2107
  br i1 %2123, label %2124, label %2190

2124:                                             ; preds = %2121, %2190, %2104
  %2125 = getelementptr float, ptr %897, i64 %32
  br i1 %690, label %2170, label %2126

2126:                                             ; preds = %2124
  %2127 = getelementptr i8, ptr %865, i64 %592
  %2128 = getelementptr i8, ptr %865, i64 %592
  %2129 = getelementptr i8, ptr %2128, i64 %593
  %2130 = getelementptr i8, ptr %897, i64 %472
  %2131 = icmp ult ptr %2127, %2130
  %2132 = icmp ult ptr %2125, %2129
  %2133 = and i1 %2131, %2132
  %2134 = icmp ult ptr %2127, %601
  %2135 = icmp ult ptr %599, %2129
  %2136 = and i1 %2134, %2135
  %2137 = or i1 %2133, %2136
  %2138 = icmp ult ptr %2127, %608
  %2139 = icmp ult ptr %606, %2129
  %2140 = and i1 %2138, %2139
  %2141 = or i1 %2137, %2140
  br i1 %2141, label %2170, label %2142

2142:                                             ; preds = %2126, %2142
  %2143 = phi i64 [ %2167, %2142 ], [ 0, %2126 ]
  %2144 = getelementptr float, ptr %2125, i64 %2143
  %2145 = getelementptr i8, ptr %2144, i64 16
  %2146 = load <4 x float>, ptr %2144, align 4
  %2147 = load <4 x float>, ptr %2145, align 4
  %2148 = add nuw nsw i64 %2143, %106
  %2149 = getelementptr inbounds nuw float, ptr %121, i64 %2148
  %2150 = getelementptr inbounds nuw i8, ptr %2149, i64 16
  %2151 = load <4 x float>, ptr %2149, align 4
  %2152 = load <4 x float>, ptr %2150, align 4
  %2153 = fadd <4 x float> %2146, %2151
  %2154 = fadd <4 x float> %2147, %2152
  %2155 = getelementptr inbounds nuw float, ptr %122, i64 %2148
  %2156 = getelementptr inbounds nuw i8, ptr %2155, i64 16
  %2157 = load <4 x float>, ptr %2155, align 4
  %2158 = load <4 x float>, ptr %2156, align 4
  %2159 = fadd <4 x float> %2153, %2157
  %2160 = fadd <4 x float> %2154, %2158
  %2161 = getelementptr inbounds nuw float, ptr %865, i64 %2148
  %2162 = getelementptr inbounds nuw i8, ptr %2161, i64 16
  %2163 = load <4 x float>, ptr %2161, align 4
  %2164 = load <4 x float>, ptr %2162, align 4
  %2165 = fadd <4 x float> %2159, %2163
  %2166 = fadd <4 x float> %2160, %2164
  store <4 x float> %2165, ptr %2161, align 4
  store <4 x float> %2166, ptr %2162, align 4
  %2167 = add nuw i64 %2143, 8
  %2168 = icmp eq i64 %2167, %691
  br i1 %2168, label %2169, label %2142

2169:                                             ; preds = %2142
  br i1 %692, label %2217, label %2170

2170:                                             ; preds = %2126, %2124, %2169
  %2171 = phi i64 [ 0, %2126 ], [ 0, %2124 ], [ %691, %2169 ]
  %2172 = or disjoint i64 %2171, 1
  br i1 %694, label %2187, label %2173

2173:                                             ; preds = %2170
  %2174 = getelementptr float, ptr %2125, i64 %2171
  %2175 = load float, ptr %2174, align 4
  %2176 = add nuw nsw i64 %2171, %106
  %2177 = getelementptr inbounds nuw float, ptr %121, i64 %2176
  %2178 = load float, ptr %2177, align 4
  %2179 = fadd float %2175, %2178
  %2180 = getelementptr inbounds nuw float, ptr %122, i64 %2176
  %2181 = load float, ptr %2180, align 4
  %2182 = fadd float %2179, %2181
  %2183 = getelementptr inbounds nuw float, ptr %865, i64 %2176
  %2184 = load float, ptr %2183, align 4
  %2185 = fadd float %2182, %2184
  store float %2185, ptr %2183, align 4
  %2186 = or disjoint i64 %2171, 1
  br label %2187

2187:                                             ; preds = %2173, %2170
  %2188 = phi i64 [ %2171, %2170 ], [ %2186, %2173 ]
  %2189 = icmp eq i64 %32, %2172
  br i1 %2189, label %2217, label %2265

2190:                                             ; preds = %2121, %2190
  %2191 = phi i64 [ %2215, %2190 ], [ %2122, %2121 ]
  %2192 = getelementptr inbounds nuw float, ptr %897, i64 %2191
  %2193 = load float, ptr %2192, align 4
  %2194 = getelementptr inbounds nuw float, ptr %121, i64 %2191
  %2195 = load float, ptr %2194, align 4
  %2196 = fadd float %2193, %2195
  %2197 = getelementptr inbounds nuw float, ptr %122, i64 %2191
  %2198 = load float, ptr %2197, align 4
  %2199 = fadd float %2196, %2198
  %2200 = getelementptr inbounds nuw float, ptr %865, i64 %2191
  %2201 = load float, ptr %2200, align 4
  %2202 = fadd float %2199, %2201
  store float %2202, ptr %2200, align 4
  %2203 = add nuw nsw i64 %2191, 1
  %2204 = getelementptr inbounds nuw float, ptr %897, i64 %2203
  %2205 = load float, ptr %2204, align 4
  %2206 = getelementptr inbounds nuw float, ptr %121, i64 %2203
  %2207 = load float, ptr %2206, align 4
  %2208 = fadd float %2205, %2207
  %2209 = getelementptr inbounds nuw float, ptr %122, i64 %2203
  %2210 = load float, ptr %2209, align 4
  %2211 = fadd float %2208, %2210
  %2212 = getelementptr inbounds nuw float, ptr %865, i64 %2203
  %2213 = load float, ptr %2212, align 4
  %2214 = fadd float %2211, %2213
  store float %2214, ptr %2212, align 4
  %2215 = add nuw nsw i64 %2191, 2
  %2216 = icmp eq i64 %2215, %32
  br i1 %2216, label %2124, label %2190

2217:                                             ; preds = %2187, %2265, %2169
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %865, i64 noundef %471)
  %2218 = getelementptr inbounds nuw float, ptr %865, i64 %106
  %2219 = getelementptr float, ptr %865, i64 %471
  %2220 = getelementptr inbounds nuw i8, ptr %856, i64 24
  %2221 = load ptr, ptr %2220, align 8
  br i1 %695, label %2247, label %2222

2222:                                             ; preds = %2217
  %2223 = ptrtoint ptr %2221 to i64
  %2224 = add i64 %696, %866
  %2225 = sub i64 %2223, %2224
  %2226 = icmp ult i64 %2225, 32
  %2227 = sub i64 %2223, %868
  %2228 = icmp ult i64 %2227, 32
  %2229 = or i1 %2226, %2228
  br i1 %2229, label %2247, label %2230

2230:                                             ; preds = %2222, %2230
  %2231 = phi i64 [ %2244, %2230 ], [ 0, %2222 ]
  %2232 = getelementptr inbounds nuw float, ptr %2218, i64 %2231
  %2233 = getelementptr inbounds nuw i8, ptr %2232, i64 16
  %2234 = load <4 x float>, ptr %2232, align 4
  %2235 = load <4 x float>, ptr %2233, align 4
  %2236 = getelementptr inbounds nuw float, ptr %867, i64 %2231
  %2237 = getelementptr inbounds nuw i8, ptr %2236, i64 16
  %2238 = load <4 x float>, ptr %2236, align 4
  %2239 = load <4 x float>, ptr %2237, align 4
  %2240 = fmul <4 x float> %2234, %2238
  %2241 = fmul <4 x float> %2235, %2239
  %2242 = getelementptr inbounds nuw float, ptr %2221, i64 %2231
  %2243 = getelementptr inbounds nuw i8, ptr %2242, i64 16
  store <4 x float> %2240, ptr %2242, align 4
  store <4 x float> %2241, ptr %2243, align 4
  %2244 = add nuw i64 %2231, 8
  %2245 = icmp eq i64 %2244, %697
  br i1 %2245, label %2246, label %2230

2246:                                             ; preds = %2230
  br i1 %698, label %2294, label %2247

2247:                                             ; preds = %2222, %2217, %2246
  %2248 = phi i64 [ 0, %2222 ], [ 0, %2217 ], [ %697, %2246 ]
  br i1 %700, label %2261, label %2249

2249:                                             ; preds = %2247, %2249
  %2250 = phi i64 [ %2258, %2249 ], [ %2248, %2247 ]
  %2251 = phi i64 [ %2259, %2249 ], [ 0, %2247 ]
  %2252 = getelementptr inbounds nuw float, ptr %2218, i64 %2250
  %2253 = load float, ptr %2252, align 4
  %2254 = getelementptr inbounds nuw float, ptr %867, i64 %2250
  %2255 = load float, ptr %2254, align 4
  %2256 = fmul float %2253, %2255
  %2257 = getelementptr inbounds nuw float, ptr %2221, i64 %2250
  store float %2256, ptr %2257, align 4
  %2258 = add nuw nsw i64 %2250, 1
  %2259 = add i64 %2251, 1
  %2260 = icmp eq i64 %2259, %699
  br i1 %2260, label %2261, label %2249

2261:                                             ; preds = %2249, %2247
  %2262 = phi i64 [ %2248, %2247 ], [ %2258, %2249 ]
  %2263 = sub nsw i64 %2248, %32
  %2264 = icmp ugt i64 %2263, -4
  br i1 %2264, label %2294, label %2358

2265:                                             ; preds = %2187, %2265
  %2266 = phi i64 [ %2292, %2265 ], [ %2188, %2187 ]
  %2267 = getelementptr float, ptr %2125, i64 %2266
  %2268 = load float, ptr %2267, align 4
  %2269 = add nuw nsw i64 %2266, %106
  %2270 = getelementptr inbounds nuw float, ptr %121, i64 %2269
  %2271 = load float, ptr %2270, align 4
  %2272 = fadd float %2268, %2271
  %2273 = getelementptr inbounds nuw float, ptr %122, i64 %2269
  %2274 = load float, ptr %2273, align 4
  %2275 = fadd float %2272, %2274
  %2276 = getelementptr inbounds nuw float, ptr %865, i64 %2269
  %2277 = load float, ptr %2276, align 4
  %2278 = fadd float %2275, %2277
  store float %2278, ptr %2276, align 4
  %2279 = add nuw nsw i64 %2266, 1
  %2280 = getelementptr float, ptr %2125, i64 %2279
  %2281 = load float, ptr %2280, align 4
  %2282 = add nuw nsw i64 %2279, %106
  %2283 = getelementptr inbounds nuw float, ptr %121, i64 %2282
  %2284 = load float, ptr %2283, align 4
  %2285 = fadd float %2281, %2284
  %2286 = getelementptr inbounds nuw float, ptr %122, i64 %2282
  %2287 = load float, ptr %2286, align 4
  %2288 = fadd float %2285, %2287
  %2289 = getelementptr inbounds nuw float, ptr %865, i64 %2282
  %2290 = load float, ptr %2289, align 4
  %2291 = fadd float %2288, %2290
  store float %2291, ptr %2289, align 4
  %2292 = add nuw nsw i64 %2266, 2
  %2293 = icmp eq i64 %2292, %32
  br i1 %2293, label %2217, label %2265

2294:                                             ; preds = %2261, %2358, %2246
  tail call fastcc void @product(ptr noundef nonnull %2221, ptr noundef %473, ptr noundef nonnull %2219, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  %2295 = getelementptr i8, ptr %897, i64 %472
  br i1 %701, label %2338, label %2296

2296:                                             ; preds = %2294
  %2297 = getelementptr i8, ptr %865, i64 %576
  %2298 = getelementptr i8, ptr %897, i64 %474
  %2299 = icmp ult ptr %2219, %2298
  %2300 = icmp ult ptr %2295, %2297
  %2301 = and i1 %2299, %2300
  %2302 = icmp ult ptr %2219, %584
  %2303 = icmp ult ptr %582, %2297
  %2304 = and i1 %2302, %2303
  %2305 = or i1 %2301, %2304
  %2306 = icmp ult ptr %2219, %591
  %2307 = icmp ult ptr %589, %2297
  %2308 = and i1 %2306, %2307
  %2309 = or i1 %2305, %2308
  br i1 %2309, label %2338, label %2310

2310:                                             ; preds = %2296, %2310
  %2311 = phi i64 [ %2335, %2310 ], [ 0, %2296 ]
  %2312 = getelementptr float, ptr %2295, i64 %2311
  %2313 = getelementptr i8, ptr %2312, i64 16
  %2314 = load <4 x float>, ptr %2312, align 4
  %2315 = load <4 x float>, ptr %2313, align 4
  %2316 = add nuw nsw i64 %2311, %471
  %2317 = getelementptr inbounds nuw float, ptr %121, i64 %2316
  %2318 = getelementptr inbounds nuw i8, ptr %2317, i64 16
  %2319 = load <4 x float>, ptr %2317, align 4
  %2320 = load <4 x float>, ptr %2318, align 4
  %2321 = fadd <4 x float> %2314, %2319
  %2322 = fadd <4 x float> %2315, %2320
  %2323 = getelementptr inbounds nuw float, ptr %122, i64 %2316
  %2324 = getelementptr inbounds nuw i8, ptr %2323, i64 16
  %2325 = load <4 x float>, ptr %2323, align 4
  %2326 = load <4 x float>, ptr %2324, align 4
  %2327 = fadd <4 x float> %2321, %2325
  %2328 = fadd <4 x float> %2322, %2326
  %2329 = getelementptr inbounds nuw float, ptr %865, i64 %2316
  %2330 = getelementptr inbounds nuw i8, ptr %2329, i64 16
  %2331 = load <4 x float>, ptr %2329, align 4
  %2332 = load <4 x float>, ptr %2330, align 4
  %2333 = fadd <4 x float> %2327, %2331
  %2334 = fadd <4 x float> %2328, %2332
  store <4 x float> %2333, ptr %2329, align 4
  store <4 x float> %2334, ptr %2330, align 4
  %2335 = add nuw i64 %2311, 8
  %2336 = icmp eq i64 %2335, %702
  br i1 %2336, label %2337, label %2310

2337:                                             ; preds = %2310
  br i1 %703, label %2393, label %2338

2338:                                             ; preds = %2296, %2294, %2337
  %2339 = phi i64 [ 0, %2296 ], [ 0, %2294 ], [ %702, %2337 ]
  %2340 = or disjoint i64 %2339, 1
  br i1 %705, label %2355, label %2341

2341:                                             ; preds = %2338
  %2342 = getelementptr float, ptr %2295, i64 %2339
  %2343 = load float, ptr %2342, align 4
  %2344 = add nuw nsw i64 %2339, %471
  %2345 = getelementptr inbounds nuw float, ptr %121, i64 %2344
  %2346 = load float, ptr %2345, align 4
  %2347 = fadd float %2343, %2346
  %2348 = getelementptr inbounds nuw float, ptr %122, i64 %2344
  %2349 = load float, ptr %2348, align 4
  %2350 = fadd float %2347, %2349
  %2351 = getelementptr inbounds nuw float, ptr %865, i64 %2344
  %2352 = load float, ptr %2351, align 4
  %2353 = fadd float %2350, %2352
  store float %2353, ptr %2351, align 4
  %2354 = or disjoint i64 %2339, 1
  br label %2355

2355:                                             ; preds = %2341, %2338
  %2356 = phi i64 [ %2339, %2338 ], [ %2354, %2341 ]
  %2357 = icmp eq i64 %32, %2340
  br i1 %2357, label %2393, label %2448

2358:                                             ; preds = %2261, %2358
  %2359 = phi i64 [ %2387, %2358 ], [ %2262, %2261 ]
  %2360 = getelementptr inbounds nuw float, ptr %2218, i64 %2359
  %2361 = load float, ptr %2360, align 4
  %2362 = getelementptr inbounds nuw float, ptr %867, i64 %2359
  %2363 = load float, ptr %2362, align 4
  %2364 = fmul float %2361, %2363
  %2365 = getelementptr inbounds nuw float, ptr %2221, i64 %2359
  store float %2364, ptr %2365, align 4
  %2366 = add nuw nsw i64 %2359, 1
  %2367 = getelementptr inbounds nuw float, ptr %2218, i64 %2366
  %2368 = load float, ptr %2367, align 4
  %2369 = getelementptr inbounds nuw float, ptr %867, i64 %2366
  %2370 = load float, ptr %2369, align 4
  %2371 = fmul float %2368, %2370
  %2372 = getelementptr inbounds nuw float, ptr %2221, i64 %2366
  store float %2371, ptr %2372, align 4
  %2373 = add nuw nsw i64 %2359, 2
  %2374 = getelementptr inbounds nuw float, ptr %2218, i64 %2373
  %2375 = load float, ptr %2374, align 4
  %2376 = getelementptr inbounds nuw float, ptr %867, i64 %2373
  %2377 = load float, ptr %2376, align 4
  %2378 = fmul float %2375, %2377
  %2379 = getelementptr inbounds nuw float, ptr %2221, i64 %2373
  store float %2378, ptr %2379, align 4
  %2380 = add nuw nsw i64 %2359, 3
  %2381 = getelementptr inbounds nuw float, ptr %2218, i64 %2380
  %2382 = load float, ptr %2381, align 4
  %2383 = getelementptr inbounds nuw float, ptr %867, i64 %2380
  %2384 = load float, ptr %2383, align 4
  %2385 = fmul float %2382, %2384
  %2386 = getelementptr inbounds nuw float, ptr %2221, i64 %2380
  store float %2385, ptr %2386, align 4
  %2387 = add nuw nsw i64 %2359, 4
  %2388 = icmp eq i64 %2387, %32
  br i1 %2388, label %2294, label %2358

2389:                                             ; preds = %2062
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %865, i64 noundef %471)
  %2390 = getelementptr inbounds float, ptr %865, i64 %471
  %2391 = getelementptr inbounds nuw i8, ptr %856, i64 24
  %2392 = load ptr, ptr %2391, align 8
  tail call fastcc void @product(ptr noundef %2392, ptr noundef %473, ptr noundef %2390, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2390, i64 noundef %106)
  br label %2554

2393:                                             ; preds = %2355, %2448, %2337
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2219, i64 noundef %106)
  br i1 %706, label %2430, label %2394

2394:                                             ; preds = %2393
  %2395 = getelementptr i8, ptr %867, i64 %575
  %2396 = getelementptr i8, ptr %865, i64 %576
  %2397 = getelementptr i8, ptr %865, i64 %575
  %2398 = icmp ult ptr %867, %2396
  %2399 = icmp ult ptr %2219, %2395
  %2400 = and i1 %2398, %2399
  %2401 = icmp ult ptr %867, %2397
  %2402 = icmp ult ptr %865, %2395
  %2403 = and i1 %2401, %2402
  %2404 = or i1 %2400, %2403
  br i1 %2404, label %2430, label %2405

2405:                                             ; preds = %2394, %2405
  %2406 = phi i64 [ %2427, %2405 ], [ 0, %2394 ]
  %2407 = getelementptr inbounds nuw float, ptr %865, i64 %2406
  %2408 = getelementptr inbounds nuw i8, ptr %2407, i64 16
  %2409 = load <4 x float>, ptr %2407, align 4
  %2410 = load <4 x float>, ptr %2408, align 4
  %2411 = fsub <4 x float> splat (float 1.000000e+00), %2409
  %2412 = fsub <4 x float> splat (float 1.000000e+00), %2410
  %2413 = getelementptr inbounds nuw float, ptr %2219, i64 %2406
  %2414 = getelementptr inbounds nuw i8, ptr %2413, i64 16
  %2415 = load <4 x float>, ptr %2413, align 4
  %2416 = load <4 x float>, ptr %2414, align 4
  %2417 = fmul <4 x float> %2411, %2415
  %2418 = fmul <4 x float> %2412, %2416
  %2419 = getelementptr inbounds nuw float, ptr %867, i64 %2406
  %2420 = getelementptr inbounds nuw i8, ptr %2419, i64 16
  %2421 = load <4 x float>, ptr %2419, align 4
  %2422 = load <4 x float>, ptr %2420, align 4
  %2423 = fmul <4 x float> %2409, %2421
  %2424 = fmul <4 x float> %2410, %2422
  %2425 = fadd <4 x float> %2417, %2423
  %2426 = fadd <4 x float> %2418, %2424
  store <4 x float> %2425, ptr %2419, align 4
  store <4 x float> %2426, ptr %2420, align 4
  %2427 = add nuw i64 %2406, 8
  %2428 = icmp eq i64 %2427, %707
  br i1 %2428, label %2429, label %2405

2429:                                             ; preds = %2405
  br i1 %708, label %2502, label %2430

2430:                                             ; preds = %2394, %2393, %2429
  %2431 = phi i64 [ 0, %2394 ], [ 0, %2393 ], [ %707, %2429 ]
  %2432 = or disjoint i64 %2431, 1
  br i1 %710, label %2445, label %2433

2433:                                             ; preds = %2430
  %2434 = getelementptr inbounds nuw float, ptr %865, i64 %2431
  %2435 = load float, ptr %2434, align 4
  %2436 = fsub float 1.000000e+00, %2435
  %2437 = getelementptr inbounds nuw float, ptr %2219, i64 %2431
  %2438 = load float, ptr %2437, align 4
  %2439 = fmul float %2436, %2438
  %2440 = getelementptr inbounds nuw float, ptr %867, i64 %2431
  %2441 = load float, ptr %2440, align 4
  %2442 = fmul float %2435, %2441
  %2443 = fadd float %2439, %2442
  store float %2443, ptr %2440, align 4
  %2444 = or disjoint i64 %2431, 1
  br label %2445

2445:                                             ; preds = %2433, %2430
  %2446 = phi i64 [ %2431, %2430 ], [ %2444, %2433 ]
  %2447 = icmp eq i64 %32, %2432
  br i1 %2447, label %2502, label %2477

2448:                                             ; preds = %2355, %2448
  %2449 = phi i64 [ %2475, %2448 ], [ %2356, %2355 ]
  %2450 = getelementptr float, ptr %2295, i64 %2449
  %2451 = load float, ptr %2450, align 4
  %2452 = add nuw nsw i64 %2449, %471
  %2453 = getelementptr inbounds nuw float, ptr %121, i64 %2452
  %2454 = load float, ptr %2453, align 4
  %2455 = fadd float %2451, %2454
  %2456 = getelementptr inbounds nuw float, ptr %122, i64 %2452
  %2457 = load float, ptr %2456, align 4
  %2458 = fadd float %2455, %2457
  %2459 = getelementptr inbounds nuw float, ptr %865, i64 %2452
  %2460 = load float, ptr %2459, align 4
  %2461 = fadd float %2458, %2460
  store float %2461, ptr %2459, align 4
  %2462 = add nuw nsw i64 %2449, 1
  %2463 = getelementptr float, ptr %2295, i64 %2462
  %2464 = load float, ptr %2463, align 4
  %2465 = add nuw nsw i64 %2462, %471
  %2466 = getelementptr inbounds nuw float, ptr %121, i64 %2465
  %2467 = load float, ptr %2466, align 4
  %2468 = fadd float %2464, %2467
  %2469 = getelementptr inbounds nuw float, ptr %122, i64 %2465
  %2470 = load float, ptr %2469, align 4
  %2471 = fadd float %2468, %2470
  %2472 = getelementptr inbounds nuw float, ptr %865, i64 %2465
  %2473 = load float, ptr %2472, align 4
  %2474 = fadd float %2471, %2473
  store float %2474, ptr %2472, align 4
  %2475 = add nuw nsw i64 %2449, 2
  %2476 = icmp eq i64 %2475, %32
  br i1 %2476, label %2393, label %2448

2477:                                             ; preds = %2445, %2477
  %2478 = phi i64 [ %2500, %2477 ], [ %2446, %2445 ]
  %2479 = getelementptr inbounds nuw float, ptr %865, i64 %2478
  %2480 = load float, ptr %2479, align 4
  %2481 = fsub float 1.000000e+00, %2480
  %2482 = getelementptr inbounds nuw float, ptr %2219, i64 %2478
  %2483 = load float, ptr %2482, align 4
  %2484 = fmul float %2481, %2483
  %2485 = getelementptr inbounds nuw float, ptr %867, i64 %2478
  %2486 = load float, ptr %2485, align 4
  %2487 = fmul float %2480, %2486
  %2488 = fadd float %2484, %2487
  store float %2488, ptr %2485, align 4
  %2489 = add nuw nsw i64 %2478, 1
  %2490 = getelementptr inbounds nuw float, ptr %865, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = fsub float 1.000000e+00, %2491
  %2493 = getelementptr inbounds nuw float, ptr %2219, i64 %2489
  %2494 = load float, ptr %2493, align 4
  %2495 = fmul float %2492, %2494
  %2496 = getelementptr inbounds nuw float, ptr %867, i64 %2489
  %2497 = load float, ptr %2496, align 4
  %2498 = fmul float %2491, %2497
  %2499 = fadd float %2495, %2498
  store float %2499, ptr %2496, align 4
  %2500 = add nuw nsw i64 %2478, 2
  %2501 = icmp eq i64 %2500, %32
  br i1 %2501, label %2502, label %2477

2502:                                             ; preds = %1999, %2037, %2445, %2477, %1637, %1648, %989, %1020, %1983, %2429, %1622, %977
  %2503 = icmp eq ptr %898, null
  %2504 = select i1 %2503, i1 true, i1 %476
  br i1 %2504, label %2554, label %2505

2505:                                             ; preds = %2502
  %2506 = sub i64 %899, %868
  %2507 = icmp ult i64 %2506, 32
  %2508 = select i1 %755, i1 true, i1 %2507
  br i1 %2508, label %2520, label %2509

2509:                                             ; preds = %2505, %2509
  %2510 = phi i64 [ %2517, %2509 ], [ 0, %2505 ]
  %2511 = getelementptr inbounds nuw float, ptr %867, i64 %2510
  %2512 = getelementptr inbounds nuw i8, ptr %2511, i64 16
  %2513 = load <4 x float>, ptr %2511, align 4
  %2514 = load <4 x float>, ptr %2512, align 4
  %2515 = getelementptr inbounds nuw float, ptr %898, i64 %2510
  %2516 = getelementptr inbounds nuw i8, ptr %2515, i64 16
  store <4 x float> %2513, ptr %2515, align 4
  store <4 x float> %2514, ptr %2516, align 4
  %2517 = add nuw i64 %2510, 8
  %2518 = icmp eq i64 %2517, %756
  br i1 %2518, label %2519, label %2509

2519:                                             ; preds = %2509
  br i1 %757, label %2554, label %2520

2520:                                             ; preds = %2505, %2519
  %2521 = phi i64 [ 0, %2505 ], [ %756, %2519 ]
  br i1 %759, label %2531, label %2522

2522:                                             ; preds = %2520, %2522
  %2523 = phi i64 [ %2528, %2522 ], [ %2521, %2520 ]
  %2524 = phi i64 [ %2529, %2522 ], [ 0, %2520 ]
  %2525 = getelementptr inbounds nuw float, ptr %867, i64 %2523
  %2526 = load float, ptr %2525, align 4
  %2527 = getelementptr inbounds nuw float, ptr %898, i64 %2523
  store float %2526, ptr %2527, align 4
  %2528 = add nuw nsw i64 %2523, 1
  %2529 = add i64 %2524, 1
  %2530 = icmp eq i64 %2529, %758
  br i1 %2530, label %2531, label %2522

2531:                                             ; preds = %2522, %2520
  %2532 = phi i64 [ %2521, %2520 ], [ %2528, %2522 ]
  %2533 = sub nsw i64 %2521, %32
  %2534 = icmp ugt i64 %2533, -4
  br i1 %2534, label %2554, label %2535

2535:                                             ; preds = %2531, %2535
  %2536 = phi i64 [ %2552, %2535 ], [ %2532, %2531 ]
  %2537 = getelementptr inbounds nuw float, ptr %867, i64 %2536
  %2538 = load float, ptr %2537, align 4
  %2539 = getelementptr inbounds nuw float, ptr %898, i64 %2536
  store float %2538, ptr %2539, align 4
  %2540 = add nuw nsw i64 %2536, 1
  %2541 = getelementptr inbounds nuw float, ptr %867, i64 %2540
  %2542 = load float, ptr %2541, align 4
  %2543 = getelementptr inbounds nuw float, ptr %898, i64 %2540
  store float %2542, ptr %2543, align 4
  %2544 = add nuw nsw i64 %2536, 2
  %2545 = getelementptr inbounds nuw float, ptr %867, i64 %2544
  %2546 = load float, ptr %2545, align 4
  %2547 = getelementptr inbounds nuw float, ptr %898, i64 %2544
  store float %2546, ptr %2547, align 4
  %2548 = add nuw nsw i64 %2536, 3
  %2549 = getelementptr inbounds nuw float, ptr %867, i64 %2548
  %2550 = load float, ptr %2549, align 4
  %2551 = getelementptr inbounds nuw float, ptr %898, i64 %2548
  store float %2550, ptr %2551, align 4
  %2552 = add nuw nsw i64 %2536, 4
  %2553 = icmp eq i64 %2552, %32
  br i1 %2553, label %2554, label %2535

2554:                                             ; preds = %2531, %2535, %2519, %962, %1596, %1945, %2389, %2502, %854
  %2555 = add nuw nsw i64 %855, 1
  %2556 = icmp slt i64 %2555, %52
  br i1 %2556, label %854, label %851

2557:                                             ; preds = %2574, %435
  tail call void @free(ptr noundef %117)
  ret void

2558:                                             ; preds = %846, %2574
  %2559 = phi i64 [ 0, %846 ], [ %2575, %2574 ]
  %2560 = getelementptr inbounds nuw %struct.rowstate, ptr %437, i64 %2559
  %2561 = getelementptr inbounds nuw i8, ptr %2560, i64 32
  %2562 = load i64, ptr %2561, align 8
  %2563 = icmp eq i64 %2562, 0
  br i1 %124, label %2564, label %2574

2564:                                             ; preds = %2558
  %2565 = add nsw i64 %2559, %49
  %2566 = mul nsw i64 %2565, %34
  %2567 = add nsw i64 %2566, %47
  %2568 = add nsw i64 %2565, %848
  %2569 = select i1 %847, i64 %2567, i64 %2568
  %2570 = mul nsw i64 %2569, %32
  %2571 = getelementptr float, ptr %22, i64 %2570
  %2572 = getelementptr inbounds nuw i8, ptr %2560, i64 8
  %2573 = getelementptr float, ptr %23, i64 %2570
  br label %2577

2574:                                             ; preds = %2596, %2558
  %2575 = add nuw nsw i64 %2559, 1
  %2576 = icmp slt i64 %2575, %52
  br i1 %2576, label %2558, label %2557

2577:                                             ; preds = %2564, %2596
  %2578 = phi i64 [ 0, %2564 ], [ %2597, %2596 ]
  br i1 %849, label %2587, label %2579

2579:                                             ; preds = %2577
  br i1 %2563, label %2584, label %2580

2580:                                             ; preds = %2579
  %2581 = load ptr, ptr %2560, align 8
  %2582 = getelementptr inbounds nuw float, ptr %2581, i64 %2578
  %2583 = load float, ptr %2582, align 4
  br label %2584

2584:                                             ; preds = %2579, %2580
  %2585 = phi float [ %2583, %2580 ], [ 0.000000e+00, %2579 ]
  %2586 = getelementptr float, ptr %2571, i64 %2578
  store float %2585, ptr %2586, align 4
  br label %2587

2587:                                             ; preds = %2584, %2577
  br i1 %850, label %2596, label %2588

2588:                                             ; preds = %2587
  br i1 %2563, label %2593, label %2589

2589:                                             ; preds = %2588
  %2590 = load ptr, ptr %2572, align 8
  %2591 = getelementptr inbounds nuw float, ptr %2590, i64 %2578
  %2592 = load float, ptr %2591, align 4
  br label %2593

2593:                                             ; preds = %2588, %2589
  %2594 = phi float [ %2592, %2589 ], [ 0.000000e+00, %2588 ]
  %2595 = getelementptr float, ptr %2573, i64 %2578
  store float %2594, ptr %2595, align 4
  br label %2596

2596:                                             ; preds = %2587, %2593
  %2597 = add nuw nsw i64 %2578, 1
  %2598 = icmp eq i64 %2597, %32
  br i1 %2598, label %2574, label %2577
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @product(ptr noundef readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) unnamed_addr {
  %7 = icmp slt i64 %5, 32
  br i1 %7, label %88, label %8

8:                                                ; preds = %6
  %9 = icmp sgt i64 %3, 0
  %10 = add nsw i64 %5, -32
  %11 = lshr i64 %10, 5
  br label %12

12:                                               ; preds = %8, %69
  %13 = phi i64 [ 0, %8 ], [ %86, %69 ]
  %14 = phi i64 [ 32, %8 ], [ %85, %69 ]
  %15 = phi i64 [ 0, %8 ], [ %14, %69 ]
  %16 = shl i64 %13, 7
  %17 = getelementptr i8, ptr %2, i64 %16
  %18 = getelementptr float, ptr %1, i64 %15
  br i1 %9, label %19, label %69

19:                                               ; preds = %12, %19
  %20 = phi <4 x float> [ %50, %19 ], [ zeroinitializer, %12 ]
  %21 = phi <4 x float> [ %46, %19 ], [ zeroinitializer, %12 ]
  %22 = phi <4 x float> [ %42, %19 ], [ zeroinitializer, %12 ]
  %23 = phi <4 x float> [ %38, %19 ], [ zeroinitializer, %12 ]
  %24 = phi <4 x float> [ %54, %19 ], [ zeroinitializer, %12 ]
  %25 = phi <4 x float> [ %58, %19 ], [ zeroinitializer, %12 ]
  %26 = phi <4 x float> [ %62, %19 ], [ zeroinitializer, %12 ]
  %27 = phi <4 x float> [ %66, %19 ], [ zeroinitializer, %12 ]
  %28 = phi i64 [ %67, %19 ], [ 1, %12 ]
  %29 = phi i64 [ %28, %19 ], [ 0, %12 ]
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = insertelement <4 x float> poison, float %31, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = mul nsw i64 %29, %4
  %35 = getelementptr float, ptr %18, i64 %34
  %36 = load <4 x float>, ptr %35, align 4
  %37 = fmul <4 x float> %33, %36
  %38 = fadd <4 x float> %37, %23
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %40 = load <4 x float>, ptr %39, align 4
  %41 = fmul <4 x float> %33, %40
  %42 = fadd <4 x float> %41, %22
  %43 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %44 = load <4 x float>, ptr %43, align 4
  %45 = fmul <4 x float> %33, %44
  %46 = fadd <4 x float> %45, %21
  %47 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %48 = load <4 x float>, ptr %47, align 4
  %49 = fmul <4 x float> %33, %48
  %50 = fadd <4 x float> %49, %20
  %51 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %52 = load <4 x float>, ptr %51, align 4
  %53 = fmul <4 x float> %33, %52
  %54 = fadd <4 x float> %53, %24
  %55 = getelementptr inbounds nuw i8, ptr %35, i64 80
  %56 = load <4 x float>, ptr %55, align 4
  %57 = fmul <4 x float> %33, %56
  %58 = fadd <4 x float> %57, %25
  %59 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %60 = load <4 x float>, ptr %59, align 4
  %61 = fmul <4 x float> %33, %60
  %62 = fadd <4 x float> %61, %26
  %63 = getelementptr inbounds nuw i8, ptr %35, i64 112
  %64 = load <4 x float>, ptr %63, align 4
  %65 = fmul <4 x float> %33, %64
  %66 = fadd <4 x float> %65, %27
  %67 = add nuw i64 %28, 1
  %68 = icmp eq i64 %28, %3
  br i1 %68, label %69, label %19

69:                                               ; preds = %19, %12
  %70 = phi <4 x float> [ zeroinitializer, %12 ], [ %50, %19 ]
  %71 = phi <4 x float> [ zeroinitializer, %12 ], [ %46, %19 ]
  %72 = phi <4 x float> [ zeroinitializer, %12 ], [ %42, %19 ]
  %73 = phi <4 x float> [ zeroinitializer, %12 ], [ %38, %19 ]
  %74 = phi <4 x float> [ zeroinitializer, %12 ], [ %54, %19 ]
  %75 = phi <4 x float> [ zeroinitializer, %12 ], [ %58, %19 ]
  %76 = phi <4 x float> [ zeroinitializer, %12 ], [ %62, %19 ]
  %77 = phi <4 x float> [ zeroinitializer, %12 ], [ %66, %19 ]
  store <4 x float> %73, ptr %17, align 4
  %78 = getelementptr inbounds nuw i8, ptr %17, i64 16
  store <4 x float> %72, ptr %78, align 4
  %79 = getelementptr inbounds nuw i8, ptr %17, i64 32
  store <4 x float> %71, ptr %79, align 4
  %80 = getelementptr inbounds nuw i8, ptr %17, i64 48
  store <4 x float> %70, ptr %80, align 4
  %81 = getelementptr inbounds nuw i8, ptr %17, i64 64
  store <4 x float> %74, ptr %81, align 4
  %82 = getelementptr inbounds nuw i8, ptr %17, i64 80
  store <4 x float> %75, ptr %82, align 4
  %83 = getelementptr inbounds nuw i8, ptr %17, i64 96
  store <4 x float> %76, ptr %83, align 4
  %84 = getelementptr inbounds nuw i8, ptr %17, i64 112
  store <4 x float> %77, ptr %84, align 4
  %85 = add nuw nsw i64 %14, 32
  %86 = add nuw nsw i64 %13, 1
  %87 = icmp eq i64 %13, %11
  br i1 %87, label %88, label %12

88:                                               ; preds = %69, %6
  %89 = phi i64 [ 0, %6 ], [ %14, %69 ]
  %90 = sub nsw i64 %5, %89
  %91 = sdiv i64 %90, 4
  switch i64 %91, label %830 [
    i64 1, label %92
    i64 2, label %251
    i64 3, label %404
    i64 4, label %548
    i64 5, label %662
    i64 6, label %711
    i64 7, label %767
  ]

92:                                               ; preds = %88
  %93 = icmp slt i64 %3, 8
  br i1 %93, label %193, label %94

94:                                               ; preds = %92
  %95 = getelementptr float, ptr %1, i64 %89
  br label %96

96:                                               ; preds = %94, %96
  %97 = phi <4 x float> [ zeroinitializer, %94 ], [ %185, %96 ]
  %98 = phi <4 x float> [ zeroinitializer, %94 ], [ %175, %96 ]
  %99 = phi <4 x float> [ zeroinitializer, %94 ], [ %165, %96 ]
  %100 = phi <4 x float> [ zeroinitializer, %94 ], [ %155, %96 ]
  %101 = phi <4 x float> [ zeroinitializer, %94 ], [ %145, %96 ]
  %102 = phi <4 x float> [ zeroinitializer, %94 ], [ %135, %96 ]
  %103 = phi <4 x float> [ zeroinitializer, %94 ], [ %125, %96 ]
  %104 = phi <4 x float> [ zeroinitializer, %94 ], [ %115, %96 ]
  %105 = phi i64 [ 8, %94 ], [ %186, %96 ]
  %106 = phi i64 [ 0, %94 ], [ %105, %96 ]
  %107 = getelementptr inbounds nuw float, ptr %0, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = insertelement <4 x float> poison, float %108, i64 0
  %110 = shufflevector <4 x float> %109, <4 x float> poison, <4 x i32> zeroinitializer
  %111 = mul nsw i64 %106, %4
  %112 = getelementptr float, ptr %95, i64 %111
  %113 = load <4 x float>, ptr %112, align 4
  %114 = fmul <4 x float> %110, %113
  %115 = fadd <4 x float> %114, %104
  %116 = or disjoint i64 %106, 1
  %117 = getelementptr inbounds nuw float, ptr %0, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = insertelement <4 x float> poison, float %118, i64 0
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <4 x i32> zeroinitializer
  %121 = mul nsw i64 %116, %4
  %122 = getelementptr float, ptr %95, i64 %121
  %123 = load <4 x float>, ptr %122, align 4
  %124 = fmul <4 x float> %120, %123
  %125 = fadd <4 x float> %124, %103
  %126 = or disjoint i64 %106, 2
  %127 = getelementptr inbounds nuw float, ptr %0, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = insertelement <4 x float> poison, float %128, i64 0
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer
  %131 = mul nsw i64 %126, %4
  %132 = getelementptr float, ptr %95, i64 %131
  %133 = load <4 x float>, ptr %132, align 4
  %134 = fmul <4 x float> %130, %133
  %135 = fadd <4 x float> %134, %102
  %136 = or disjoint i64 %106, 3
  %137 = getelementptr inbounds nuw float, ptr %0, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = insertelement <4 x float> poison, float %138, i64 0
  %140 = shufflevector <4 x float> %139, <4 x float> poison, <4 x i32> zeroinitializer
  %141 = mul nsw i64 %136, %4
  %142 = getelementptr float, ptr %95, i64 %141
  %143 = load <4 x float>, ptr %142, align 4
  %144 = fmul <4 x float> %140, %143
  %145 = fadd <4 x float> %144, %101
  %146 = or disjoint i64 %106, 4
  %147 = getelementptr inbounds nuw float, ptr %0, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = insertelement <4 x float> poison, float %148, i64 0
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer
  %151 = mul nsw i64 %146, %4
  %152 = getelementptr float, ptr %95, i64 %151
  %153 = load <4 x float>, ptr %152, align 4
  %154 = fmul <4 x float> %150, %153
  %155 = fadd <4 x float> %154, %100
  %156 = or disjoint i64 %106, 5
  %157 = getelementptr inbounds nuw float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = insertelement <4 x float> poison, float %158, i64 0
  %160 = shufflevector <4 x float> %159, <4 x float> poison, <4 x i32> zeroinitializer
  %161 = mul nsw i64 %156, %4
  %162 = getelementptr float, ptr %95, i64 %161
  %163 = load <4 x float>, ptr %162, align 4
  %164 = fmul <4 x float> %160, %163
  %165 = fadd <4 x float> %164, %99
  %166 = or disjoint i64 %106, 6
  %167 = getelementptr inbounds nuw float, ptr %0, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = insertelement <4 x float> poison, float %168, i64 0
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <4 x i32> zeroinitializer
  %171 = mul nsw i64 %166, %4
  %172 = getelementptr float, ptr %95, i64 %171
  %173 = load <4 x float>, ptr %172, align 4
  %174 = fmul <4 x float> %170, %173
  %175 = fadd <4 x float> %174, %98
  %176 = or disjoint i64 %106, 7
  %177 = getelementptr inbounds nuw float, ptr %0, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = insertelement <4 x float> poison, float %178, i64 0
  %180 = shufflevector <4 x float> %179, <4 x float> poison, <4 x i32> zeroinitializer
  %181 = mul nsw i64 %176, %4
  %182 = getelementptr float, ptr %95, i64 %181
  %183 = load <4 x float>, ptr %182, align 4
  %184 = fmul <4 x float> %180, %183
  %185 = fadd <4 x float> %184, %97
  %186 = add nuw nsw i64 %105, 8
  %187 = icmp sgt i64 %186, %3
  br i1 %187, label %188, label %96

188:                                              ; preds = %96
  %189 = fadd <4 x float> %125, %165
  %190 = fadd <4 x float> %135, %175
  %191 = fadd <4 x float> %145, %185
  %192 = fadd <4 x float> %189, %191
  br label %193

193:                                              ; preds = %188, %92
  %194 = phi <4 x float> [ zeroinitializer, %92 ], [ %155, %188 ]
  %195 = phi <4 x float> [ zeroinitializer, %92 ], [ %190, %188 ]
  %196 = phi <4 x float> [ zeroinitializer, %92 ], [ %192, %188 ]
  %197 = phi <4 x float> [ zeroinitializer, %92 ], [ %115, %188 ]
  %198 = phi i64 [ 0, %92 ], [ %105, %188 ]
  %199 = getelementptr float, ptr %1, i64 %89
  %200 = icmp slt i64 %198, %3
  br i1 %200, label %201, label %245

201:                                              ; preds = %193
  %202 = or disjoint i64 %198, 1
  %203 = and i64 %3, 1
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %216, label %205

205:                                              ; preds = %201
  %206 = getelementptr inbounds nuw float, ptr %0, i64 %198
  %207 = load float, ptr %206, align 4
  %208 = insertelement <4 x float> poison, float %207, i64 0
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <4 x i32> zeroinitializer
  %210 = mul nsw i64 %198, %4
  %211 = getelementptr float, ptr %199, i64 %210
  %212 = load <4 x float>, ptr %211, align 4
  %213 = fmul <4 x float> %209, %212
  %214 = fadd <4 x float> %213, %197
  %215 = or disjoint i64 %198, 1
  br label %216

216:                                              ; preds = %205, %201
  %217 = phi <4 x float> [ poison, %201 ], [ %214, %205 ]
  %218 = phi <4 x float> [ %197, %201 ], [ %214, %205 ]
  %219 = phi i64 [ %198, %201 ], [ %215, %205 ]
  %220 = icmp eq i64 %3, %202
  br i1 %220, label %245, label %221

221:                                              ; preds = %216, %221
  %222 = phi <4 x float> [ %242, %221 ], [ %218, %216 ]
  %223 = phi i64 [ %243, %221 ], [ %219, %216 ]
  %224 = getelementptr inbounds nuw float, ptr %0, i64 %223
  %225 = load float, ptr %224, align 4
  %226 = insertelement <4 x float> poison, float %225, i64 0
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <4 x i32> zeroinitializer
  %228 = mul nsw i64 %223, %4
  %229 = getelementptr float, ptr %199, i64 %228
  %230 = load <4 x float>, ptr %229, align 4
  %231 = fmul <4 x float> %227, %230
  %232 = fadd <4 x float> %231, %222
  %233 = add nuw nsw i64 %223, 1
  %234 = getelementptr inbounds nuw float, ptr %0, i64 %233
  %235 = load float, ptr %234, align 4
  %236 = insertelement <4 x float> poison, float %235, i64 0
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <4 x i32> zeroinitializer
  %238 = mul nsw i64 %233, %4
  %239 = getelementptr float, ptr %199, i64 %238
  %240 = load <4 x float>, ptr %239, align 4
  %241 = fmul <4 x float> %237, %240
  %242 = fadd <4 x float> %241, %232
  %243 = add nuw nsw i64 %223, 2
  %244 = icmp eq i64 %243, %3
  br i1 %244, label %245, label %221

245:                                              ; preds = %216, %221, %193
  %246 = phi <4 x float> [ %197, %193 ], [ %217, %216 ], [ %242, %221 ]
  %247 = fadd <4 x float> %246, %194
  %248 = fadd <4 x float> %247, %195
  %249 = fadd <4 x float> %248, %196
  %250 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %249, ptr %250, align 4
  br label %830

251:                                              ; preds = %88
  %252 = icmp slt i64 %3, 4
  br i1 %252, label %326, label %253

253:                                              ; preds = %251
  %254 = getelementptr float, ptr %1, i64 %89
  br label %255

255:                                              ; preds = %253, %255
  %256 = phi <4 x float> [ zeroinitializer, %253 ], [ %320, %255 ]
  %257 = phi <4 x float> [ zeroinitializer, %253 ], [ %316, %255 ]
  %258 = phi <4 x float> [ zeroinitializer, %253 ], [ %306, %255 ]
  %259 = phi <4 x float> [ zeroinitializer, %253 ], [ %302, %255 ]
  %260 = phi <4 x float> [ zeroinitializer, %253 ], [ %292, %255 ]
  %261 = phi <4 x float> [ zeroinitializer, %253 ], [ %288, %255 ]
  %262 = phi <4 x float> [ zeroinitializer, %253 ], [ %278, %255 ]
  %263 = phi <4 x float> [ zeroinitializer, %253 ], [ %274, %255 ]
  %264 = phi i64 [ 4, %253 ], [ %321, %255 ]
  %265 = phi i64 [ 0, %253 ], [ %264, %255 ]
  %266 = getelementptr inbounds nuw float, ptr %0, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = insertelement <4 x float> poison, float %267, i64 0
  %269 = shufflevector <4 x float> %268, <4 x float> poison, <4 x i32> zeroinitializer
  %270 = mul nsw i64 %265, %4
  %271 = getelementptr float, ptr %254, i64 %270
  %272 = load <4 x float>, ptr %271, align 4
  %273 = fmul <4 x float> %269, %272
  %274 = fadd <4 x float> %273, %263
  %275 = getelementptr inbounds nuw i8, ptr %271, i64 16
  %276 = load <4 x float>, ptr %275, align 4
  %277 = fmul <4 x float> %269, %276
  %278 = fadd <4 x float> %277, %262
  %279 = or disjoint i64 %265, 1
  %280 = getelementptr inbounds nuw float, ptr %0, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = insertelement <4 x float> poison, float %281, i64 0
  %283 = shufflevector <4 x float> %282, <4 x float> poison, <4 x i32> zeroinitializer
  %284 = mul nsw i64 %279, %4
  %285 = getelementptr float, ptr %254, i64 %284
  %286 = load <4 x float>, ptr %285, align 4
  %287 = fmul <4 x float> %283, %286
  %288 = fadd <4 x float> %287, %261
  %289 = getelementptr inbounds nuw i8, ptr %285, i64 16
  %290 = load <4 x float>, ptr %289, align 4
  %291 = fmul <4 x float> %283, %290
  %292 = fadd <4 x float> %291, %260
  %293 = or disjoint i64 %265, 2
  %294 = getelementptr inbounds nuw float, ptr %0, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = insertelement <4 x float> poison, float %295, i64 0
  %297 = shufflevector <4 x float> %296, <4 x float> poison, <4 x i32> zeroinitializer
  %298 = mul nsw i64 %293, %4
  %299 = getelementptr float, ptr %254, i64 %298
  %300 = load <4 x float>, ptr %299, align 4
  %301 = fmul <4 x float> %297, %300
  %302 = fadd <4 x float> %301, %259
  %303 = getelementptr inbounds nuw i8, ptr %299, i64 16
  %304 = load <4 x float>, ptr %303, align 4
  %305 = fmul <4 x float> %297, %304
  %306 = fadd <4 x float> %305, %258
  %307 = or disjoint i64 %265, 3
  %308 = getelementptr inbounds nuw float, ptr %0, i64 %307
  %309 = load float, ptr %308, align 4
  %310 = insertelement <4 x float> poison, float %309, i64 0
  %311 = shufflevector <4 x float> %310, <4 x float> poison, <4 x i32> zeroinitializer
  %312 = mul nsw i64 %307, %4
  %313 = getelementptr float, ptr %254, i64 %312
  %314 = load <4 x float>, ptr %313, align 4
  %315 = fmul <4 x float> %311, %314
  %316 = fadd <4 x float> %315, %257
  %317 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %318 = load <4 x float>, ptr %317, align 4
  %319 = fmul <4 x float> %311, %318
  %320 = fadd <4 x float> %319, %256
  %321 = add nuw nsw i64 %264, 4
  %322 = icmp sgt i64 %321, %3
  br i1 %322, label %323, label %255

323:                                              ; preds = %255
  %324 = fadd <4 x float> %288, %316
  %325 = fadd <4 x float> %292, %320
  br label %326

326:                                              ; preds = %323, %251
  %327 = phi <4 x float> [ zeroinitializer, %251 ], [ %306, %323 ]
  %328 = phi <4 x float> [ zeroinitializer, %251 ], [ %302, %323 ]
  %329 = phi <4 x float> [ zeroinitializer, %251 ], [ %325, %323 ]
  %330 = phi <4 x float> [ zeroinitializer, %251 ], [ %324, %323 ]
  %331 = phi <4 x float> [ zeroinitializer, %251 ], [ %278, %323 ]
  %332 = phi <4 x float> [ zeroinitializer, %251 ], [ %274, %323 ]
  %333 = phi i64 [ 0, %251 ], [ %264, %323 ]
  %334 = getelementptr float, ptr %1, i64 %89
  %335 = icmp slt i64 %333, %3
  br i1 %335, label %336, label %395

336:                                              ; preds = %326
  %337 = or disjoint i64 %333, 1
  %338 = and i64 %3, 1
  %339 = icmp eq i64 %338, 0
  br i1 %339, label %355, label %340

340:                                              ; preds = %336
  %341 = getelementptr inbounds nuw float, ptr %0, i64 %333
  %342 = load float, ptr %341, align 4
  %343 = insertelement <4 x float> poison, float %342, i64 0
  %344 = shufflevector <4 x float> %343, <4 x float> poison, <4 x i32> zeroinitializer
  %345 = mul nsw i64 %333, %4
  %346 = getelementptr float, ptr %334, i64 %345
  %347 = load <4 x float>, ptr %346, align 4
  %348 = fmul <4 x float> %344, %347
  %349 = fadd <4 x float> %348, %332
  %350 = getelementptr inbounds nuw i8, ptr %346, i64 16
  %351 = load <4 x float>, ptr %350, align 4
  %352 = fmul <4 x float> %344, %351
  %353 = fadd <4 x float> %352, %331
  %354 = or disjoint i64 %333, 1
  br label %355

355:                                              ; preds = %340, %336
  %356 = phi <4 x float> [ poison, %336 ], [ %349, %340 ]
  %357 = phi <4 x float> [ poison, %336 ], [ %353, %340 ]
  %358 = phi <4 x float> [ %331, %336 ], [ %353, %340 ]
  %359 = phi <4 x float> [ %332, %336 ], [ %349, %340 ]
  %360 = phi i64 [ %333, %336 ], [ %354, %340 ]
  %361 = icmp eq i64 %3, %337
  br i1 %361, label %395, label %362

362:                                              ; preds = %355, %362
  %363 = phi <4 x float> [ %392, %362 ], [ %358, %355 ]
  %364 = phi <4 x float> [ %388, %362 ], [ %359, %355 ]
  %365 = phi i64 [ %393, %362 ], [ %360, %355 ]
  %366 = getelementptr inbounds nuw float, ptr %0, i64 %365
  %367 = load float, ptr %366, align 4
  %368 = insertelement <4 x float> poison, float %367, i64 0
  %369 = shufflevector <4 x float> %368, <4 x float> poison, <4 x i32> zeroinitializer
  %370 = mul nsw i64 %365, %4
  %371 = getelementptr float, ptr %334, i64 %370
  %372 = load <4 x float>, ptr %371, align 4
  %373 = fmul <4 x float> %369, %372
  %374 = fadd <4 x float> %373, %364
  %375 = getelementptr inbounds nuw i8, ptr %371, i64 16
  %376 = load <4 x float>, ptr %375, align 4
  %377 = fmul <4 x float> %369, %376
  %378 = fadd <4 x float> %377, %363
  %379 = add nuw nsw i64 %365, 1
  %380 = getelementptr inbounds nuw float, ptr %0, i64 %379
  %381 = load float, ptr %380, align 4
  %382 = insertelement <4 x float> poison, float %381, i64 0
  %383 = shufflevector <4 x float> %382, <4 x float> poison, <4 x i32> zeroinitializer
  %384 = mul nsw i64 %379, %4
  %385 = getelementptr float, ptr %334, i64 %384
  %386 = load <4 x float>, ptr %385, align 4
  %387 = fmul <4 x float> %383, %386
  %388 = fadd <4 x float> %387, %374
  %389 = getelementptr inbounds nuw i8, ptr %385, i64 16
  %390 = load <4 x float>, ptr %389, align 4
  %391 = fmul <4 x float> %383, %390
  %392 = fadd <4 x float> %391, %378
  %393 = add nuw nsw i64 %365, 2
  %394 = icmp eq i64 %393, %3
  br i1 %394, label %395, label %362

395:                                              ; preds = %355, %362, %326
  %396 = phi <4 x float> [ %331, %326 ], [ %357, %355 ], [ %392, %362 ]
  %397 = phi <4 x float> [ %332, %326 ], [ %356, %355 ], [ %388, %362 ]
  %398 = fadd <4 x float> %397, %328
  %399 = fadd <4 x float> %396, %327
  %400 = fadd <4 x float> %399, %329
  %401 = fadd <4 x float> %398, %330
  %402 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %401, ptr %402, align 4
  %403 = getelementptr inbounds nuw i8, ptr %402, i64 16
  store <4 x float> %400, ptr %403, align 4
  br label %830

404:                                              ; preds = %88
  %405 = icmp slt i64 %3, 2
  br i1 %405, label %454, label %406

406:                                              ; preds = %404
  %407 = getelementptr float, ptr %1, i64 %89
  br label %408

408:                                              ; preds = %406, %408
  %409 = phi <4 x float> [ zeroinitializer, %406 ], [ %451, %408 ]
  %410 = phi <4 x float> [ zeroinitializer, %406 ], [ %447, %408 ]
  %411 = phi <4 x float> [ zeroinitializer, %406 ], [ %443, %408 ]
  %412 = phi <4 x float> [ zeroinitializer, %406 ], [ %433, %408 ]
  %413 = phi <4 x float> [ zeroinitializer, %406 ], [ %429, %408 ]
  %414 = phi <4 x float> [ zeroinitializer, %406 ], [ %425, %408 ]
  %415 = phi i64 [ 2, %406 ], [ %452, %408 ]
  %416 = phi i64 [ 0, %406 ], [ %415, %408 ]
  %417 = getelementptr inbounds nuw float, ptr %0, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = insertelement <4 x float> poison, float %418, i64 0
  %420 = shufflevector <4 x float> %419, <4 x float> poison, <4 x i32> zeroinitializer
  %421 = mul nsw i64 %416, %4
  %422 = getelementptr float, ptr %407, i64 %421
  %423 = load <4 x float>, ptr %422, align 4
  %424 = fmul <4 x float> %420, %423
  %425 = fadd <4 x float> %424, %414
  %426 = getelementptr inbounds nuw i8, ptr %422, i64 16
  %427 = load <4 x float>, ptr %426, align 4
  %428 = fmul <4 x float> %420, %427
  %429 = fadd <4 x float> %428, %413
  %430 = getelementptr inbounds nuw i8, ptr %422, i64 32
  %431 = load <4 x float>, ptr %430, align 4
  %432 = fmul <4 x float> %420, %431
  %433 = fadd <4 x float> %432, %412
  %434 = or disjoint i64 %416, 1
  %435 = getelementptr inbounds nuw float, ptr %0, i64 %434
  %436 = load float, ptr %435, align 4
  %437 = insertelement <4 x float> poison, float %436, i64 0
  %438 = shufflevector <4 x float> %437, <4 x float> poison, <4 x i32> zeroinitializer
  %439 = mul nsw i64 %434, %4
  %440 = getelementptr float, ptr %407, i64 %439
  %441 = load <4 x float>, ptr %440, align 4
  %442 = fmul <4 x float> %438, %441
  %443 = fadd <4 x float> %442, %411
  %444 = getelementptr inbounds nuw i8, ptr %440, i64 16
  %445 = load <4 x float>, ptr %444, align 4
  %446 = fmul <4 x float> %438, %445
  %447 = fadd <4 x float> %446, %410
  %448 = getelementptr inbounds nuw i8, ptr %440, i64 32
  %449 = load <4 x float>, ptr %448, align 4
  %450 = fmul <4 x float> %438, %449
  %451 = fadd <4 x float> %450, %409
  %452 = add nuw nsw i64 %415, 2
  %453 = icmp sgt i64 %452, %3
  br i1 %453, label %454, label %408

454:                                              ; preds = %408, %404
  %455 = phi <4 x float> [ zeroinitializer, %404 ], [ %451, %408 ]
  %456 = phi <4 x float> [ zeroinitializer, %404 ], [ %447, %408 ]
  %457 = phi <4 x float> [ zeroinitializer, %404 ], [ %443, %408 ]
  %458 = phi <4 x float> [ zeroinitializer, %404 ], [ %433, %408 ]
  %459 = phi <4 x float> [ zeroinitializer, %404 ], [ %429, %408 ]
  %460 = phi <4 x float> [ zeroinitializer, %404 ], [ %425, %408 ]
  %461 = phi i64 [ 0, %404 ], [ %415, %408 ]
  %462 = getelementptr float, ptr %1, i64 %89
  %463 = icmp slt i64 %461, %3
  br i1 %463, label %464, label %538

464:                                              ; preds = %454
  %465 = or disjoint i64 %461, 1
  %466 = and i64 %3, 1
  %467 = icmp eq i64 %466, 0
  br i1 %467, label %487, label %468

468:                                              ; preds = %464
  %469 = getelementptr inbounds nuw float, ptr %0, i64 %461
  %470 = load float, ptr %469, align 4
  %471 = insertelement <4 x float> poison, float %470, i64 0
  %472 = shufflevector <4 x float> %471, <4 x float> poison, <4 x i32> zeroinitializer
  %473 = mul nsw i64 %461, %4
  %474 = getelementptr float, ptr %462, i64 %473
  %475 = load <4 x float>, ptr %474, align 4
  %476 = fmul <4 x float> %472, %475
  %477 = fadd <4 x float> %476, %460
  %478 = getelementptr inbounds nuw i8, ptr %474, i64 16
  %479 = load <4 x float>, ptr %478, align 4
  %480 = fmul <4 x float> %472, %479
  %481 = fadd <4 x float> %480, %459
  %482 = getelementptr inbounds nuw i8, ptr %474, i64 32
  %483 = load <4 x float>, ptr %482, align 4
  %484 = fmul <4 x float> %472, %483
  %485 = fadd <4 x float> %484, %458
  %486 = or disjoint i64 %461, 1
  br label %487

487:                                              ; preds = %468, %464
  %488 = phi <4 x float> [ poison, %464 ], [ %477, %468 ]
  %489 = phi <4 x float> [ poison, %464 ], [ %481, %468 ]
  %490 = phi <4 x float> [ poison, %464 ], [ %485, %468 ]
  %491 = phi <4 x float> [ %458, %464 ], [ %485, %468 ]
  %492 = phi <4 x float> [ %459, %464 ], [ %481, %468 ]
  %493 = phi <4 x float> [ %460, %464 ], [ %477, %468 ]
  %494 = phi i64 [ %461, %464 ], [ %486, %468 ]
  %495 = icmp eq i64 %3, %465
  br i1 %495, label %538, label %496

496:                                              ; preds = %487, %496
  %497 = phi <4 x float> [ %535, %496 ], [ %491, %487 ]
  %498 = phi <4 x float> [ %531, %496 ], [ %492, %487 ]
  %499 = phi <4 x float> [ %527, %496 ], [ %493, %487 ]
  %500 = phi i64 [ %536, %496 ], [ %494, %487 ]
  %501 = getelementptr inbounds nuw float, ptr %0, i64 %500
  %502 = load float, ptr %501, align 4
  %503 = insertelement <4 x float> poison, float %502, i64 0
  %504 = shufflevector <4 x float> %503, <4 x float> poison, <4 x i32> zeroinitializer
  %505 = mul nsw i64 %500, %4
  %506 = getelementptr float, ptr %462, i64 %505
  %507 = load <4 x float>, ptr %506, align 4
  %508 = fmul <4 x float> %504, %507
  %509 = fadd <4 x float> %508, %499
  %510 = getelementptr inbounds nuw i8, ptr %506, i64 16
  %511 = load <4 x float>, ptr %510, align 4
  %512 = fmul <4 x float> %504, %511
  %513 = fadd <4 x float> %512, %498
  %514 = getelementptr inbounds nuw i8, ptr %506, i64 32
  %515 = load <4 x float>, ptr %514, align 4
  %516 = fmul <4 x float> %504, %515
  %517 = fadd <4 x float> %516, %497
  %518 = add nuw nsw i64 %500, 1
  %519 = getelementptr inbounds nuw float, ptr %0, i64 %518
  %520 = load float, ptr %519, align 4
  %521 = insertelement <4 x float> poison, float %520, i64 0
  %522 = shufflevector <4 x float> %521, <4 x float> poison, <4 x i32> zeroinitializer
  %523 = mul nsw i64 %518, %4
  %524 = getelementptr float, ptr %462, i64 %523
  %525 = load <4 x float>, ptr %524, align 4
  %526 = fmul <4 x float> %522, %525
  %527 = fadd <4 x float> %526, %509
  %528 = getelementptr inbounds nuw i8, ptr %524, i64 16
  %529 = load <4 x float>, ptr %528, align 4
  %530 = fmul <4 x float> %522, %529
  %531 = fadd <4 x float> %530, %513
  %532 = getelementptr inbounds nuw i8, ptr %524, i64 32
  %533 = load <4 x float>, ptr %532, align 4
  %534 = fmul <4 x float> %522, %533
  %535 = fadd <4 x float> %534, %517
  %536 = add nuw nsw i64 %500, 2
  %537 = icmp eq i64 %536, %3
  br i1 %537, label %538, label %496

538:                                              ; preds = %487, %496, %454
  %539 = phi <4 x float> [ %458, %454 ], [ %490, %487 ], [ %535, %496 ]
  %540 = phi <4 x float> [ %459, %454 ], [ %489, %487 ], [ %531, %496 ]
  %541 = phi <4 x float> [ %460, %454 ], [ %488, %487 ], [ %527, %496 ]
  %542 = fadd <4 x float> %539, %455
  %543 = fadd <4 x float> %540, %456
  %544 = fadd <4 x float> %541, %457
  %545 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %544, ptr %545, align 4
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 16
  store <4 x float> %543, ptr %546, align 4
  %547 = getelementptr inbounds nuw i8, ptr %545, i64 32
  store <4 x float> %542, ptr %547, align 4
  br label %830

548:                                              ; preds = %88
  %549 = icmp slt i64 %3, 2
  br i1 %549, label %608, label %550

550:                                              ; preds = %548
  %551 = getelementptr float, ptr %1, i64 %89
  br label %552

552:                                              ; preds = %550, %552
  %553 = phi <4 x float> [ zeroinitializer, %550 ], [ %605, %552 ]
  %554 = phi <4 x float> [ zeroinitializer, %550 ], [ %601, %552 ]
  %555 = phi <4 x float> [ zeroinitializer, %550 ], [ %597, %552 ]
  %556 = phi <4 x float> [ zeroinitializer, %550 ], [ %593, %552 ]
  %557 = phi <4 x float> [ zeroinitializer, %550 ], [ %583, %552 ]
  %558 = phi <4 x float> [ zeroinitializer, %550 ], [ %579, %552 ]
  %559 = phi <4 x float> [ zeroinitializer, %550 ], [ %575, %552 ]
  %560 = phi <4 x float> [ zeroinitializer, %550 ], [ %571, %552 ]
  %561 = phi i64 [ 2, %550 ], [ %606, %552 ]
  %562 = phi i64 [ 0, %550 ], [ %561, %552 ]
  %563 = getelementptr inbounds nuw float, ptr %0, i64 %562
  %564 = load float, ptr %563, align 4
  %565 = insertelement <4 x float> poison, float %564, i64 0
  %566 = shufflevector <4 x float> %565, <4 x float> poison, <4 x i32> zeroinitializer
  %567 = mul nsw i64 %562, %4
  %568 = getelementptr float, ptr %551, i64 %567
  %569 = load <4 x float>, ptr %568, align 4
  %570 = fmul <4 x float> %566, %569
  %571 = fadd <4 x float> %570, %560
  %572 = getelementptr inbounds nuw i8, ptr %568, i64 16
  %573 = load <4 x float>, ptr %572, align 4
  %574 = fmul <4 x float> %566, %573
  %575 = fadd <4 x float> %574, %559
  %576 = getelementptr inbounds nuw i8, ptr %568, i64 32
  %577 = load <4 x float>, ptr %576, align 4
  %578 = fmul <4 x float> %566, %577
  %579 = fadd <4 x float> %578, %558
  %580 = getelementptr inbounds nuw i8, ptr %568, i64 48
  %581 = load <4 x float>, ptr %580, align 4
  %582 = fmul <4 x float> %566, %581
  %583 = fadd <4 x float> %582, %557
  %584 = or disjoint i64 %562, 1
  %585 = getelementptr inbounds nuw float, ptr %0, i64 %584
  %586 = load float, ptr %585, align 4
  %587 = insertelement <4 x float> poison, float %586, i64 0
  %588 = shufflevector <4 x float> %587, <4 x float> poison, <4 x i32> zeroinitializer
  %589 = mul nsw i64 %584, %4
  %590 = getelementptr float, ptr %551, i64 %589
  %591 = load <4 x float>, ptr %590, align 4
  %592 = fmul <4 x float> %588, %591
  %593 = fadd <4 x float> %592, %556
  %594 = getelementptr inbounds nuw i8, ptr %590, i64 16
  %595 = load <4 x float>, ptr %594, align 4
  %596 = fmul <4 x float> %588, %595
  %597 = fadd <4 x float> %596, %555
  %598 = getelementptr inbounds nuw i8, ptr %590, i64 32
  %599 = load <4 x float>, ptr %598, align 4
  %600 = fmul <4 x float> %588, %599
  %601 = fadd <4 x float> %600, %554
  %602 = getelementptr inbounds nuw i8, ptr %590, i64 48
  %603 = load <4 x float>, ptr %602, align 4
  %604 = fmul <4 x float> %588, %603
  %605 = fadd <4 x float> %604, %553
  %606 = add nuw nsw i64 %561, 2
  %607 = icmp sgt i64 %606, %3
  br i1 %607, label %608, label %552

608:                                              ; preds = %552, %548
  %609 = phi <4 x float> [ zeroinitializer, %548 ], [ %605, %552 ]
  %610 = phi <4 x float> [ zeroinitializer, %548 ], [ %601, %552 ]
  %611 = phi <4 x float> [ zeroinitializer, %548 ], [ %597, %552 ]
  %612 = phi <4 x float> [ zeroinitializer, %548 ], [ %593, %552 ]
  %613 = phi <4 x float> [ zeroinitializer, %548 ], [ %583, %552 ]
  %614 = phi <4 x float> [ zeroinitializer, %548 ], [ %579, %552 ]
  %615 = phi <4 x float> [ zeroinitializer, %548 ], [ %575, %552 ]
  %616 = phi <4 x float> [ zeroinitializer, %548 ], [ %571, %552 ]
  %617 = phi i64 [ 0, %548 ], [ %561, %552 ]
  %618 = getelementptr float, ptr %1, i64 %89
  %619 = icmp slt i64 %617, %3
  br i1 %619, label %620, label %649

620:                                              ; preds = %608, %620
  %621 = phi <4 x float> [ %646, %620 ], [ %613, %608 ]
  %622 = phi <4 x float> [ %642, %620 ], [ %614, %608 ]
  %623 = phi <4 x float> [ %638, %620 ], [ %615, %608 ]
  %624 = phi <4 x float> [ %634, %620 ], [ %616, %608 ]
  %625 = phi i64 [ %647, %620 ], [ %617, %608 ]
  %626 = getelementptr inbounds nuw float, ptr %0, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = insertelement <4 x float> poison, float %627, i64 0
  %629 = shufflevector <4 x float> %628, <4 x float> poison, <4 x i32> zeroinitializer
  %630 = mul nsw i64 %625, %4
  %631 = getelementptr float, ptr %618, i64 %630
  %632 = load <4 x float>, ptr %631, align 4
  %633 = fmul <4 x float> %629, %632
  %634 = fadd <4 x float> %633, %624
  %635 = getelementptr inbounds nuw i8, ptr %631, i64 16
  %636 = load <4 x float>, ptr %635, align 4
  %637 = fmul <4 x float> %629, %636
  %638 = fadd <4 x float> %637, %623
  %639 = getelementptr inbounds nuw i8, ptr %631, i64 32
  %640 = load <4 x float>, ptr %639, align 4
  %641 = fmul <4 x float> %629, %640
  %642 = fadd <4 x float> %641, %622
  %643 = getelementptr inbounds nuw i8, ptr %631, i64 48
  %644 = load <4 x float>, ptr %643, align 4
  %645 = fmul <4 x float> %629, %644
  %646 = fadd <4 x float> %645, %621
  %647 = add nuw nsw i64 %625, 1
  %648 = icmp eq i64 %647, %3
  br i1 %648, label %649, label %620

649:                                              ; preds = %620, %608
  %650 = phi <4 x float> [ %613, %608 ], [ %646, %620 ]
  %651 = phi <4 x float> [ %614, %608 ], [ %642, %620 ]
  %652 = phi <4 x float> [ %615, %608 ], [ %638, %620 ]
  %653 = phi <4 x float> [ %616, %608 ], [ %634, %620 ]
  %654 = fadd <4 x float> %650, %609
  %655 = fadd <4 x float> %651, %610
  %656 = fadd <4 x float> %652, %611
  %657 = fadd <4 x float> %653, %612
  %658 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %657, ptr %658, align 4
  %659 = getelementptr inbounds nuw i8, ptr %658, i64 16
  store <4 x float> %656, ptr %659, align 4
  %660 = getelementptr inbounds nuw i8, ptr %658, i64 32
  store <4 x float> %655, ptr %660, align 4
  %661 = getelementptr inbounds nuw i8, ptr %658, i64 48
  store <4 x float> %654, ptr %661, align 4
  br label %830

662:                                              ; preds = %88
  %663 = icmp sgt i64 %3, 0
  %664 = getelementptr float, ptr %1, i64 %89
  br i1 %663, label %665, label %700

665:                                              ; preds = %662, %665
  %666 = phi <4 x float> [ %697, %665 ], [ zeroinitializer, %662 ]
  %667 = phi <4 x float> [ %693, %665 ], [ zeroinitializer, %662 ]
  %668 = phi <4 x float> [ %689, %665 ], [ zeroinitializer, %662 ]
  %669 = phi <4 x float> [ %685, %665 ], [ zeroinitializer, %662 ]
  %670 = phi <4 x float> [ %681, %665 ], [ zeroinitializer, %662 ]
  %671 = phi i64 [ %698, %665 ], [ 1, %662 ]
  %672 = phi i64 [ %671, %665 ], [ 0, %662 ]
  %673 = getelementptr inbounds nuw float, ptr %0, i64 %672
  %674 = load float, ptr %673, align 4
  %675 = insertelement <4 x float> poison, float %674, i64 0
  %676 = shufflevector <4 x float> %675, <4 x float> poison, <4 x i32> zeroinitializer
  %677 = mul nsw i64 %672, %4
  %678 = getelementptr float, ptr %664, i64 %677
  %679 = load <4 x float>, ptr %678, align 4
  %680 = fmul <4 x float> %676, %679
  %681 = fadd <4 x float> %680, %670
  %682 = getelementptr inbounds nuw i8, ptr %678, i64 16
  %683 = load <4 x float>, ptr %682, align 4
  %684 = fmul <4 x float> %676, %683
  %685 = fadd <4 x float> %684, %669
  %686 = getelementptr inbounds nuw i8, ptr %678, i64 32
  %687 = load <4 x float>, ptr %686, align 4
  %688 = fmul <4 x float> %676, %687
  %689 = fadd <4 x float> %688, %668
  %690 = getelementptr inbounds nuw i8, ptr %678, i64 48
  %691 = load <4 x float>, ptr %690, align 4
  %692 = fmul <4 x float> %676, %691
  %693 = fadd <4 x float> %692, %667
  %694 = getelementptr inbounds nuw i8, ptr %678, i64 64
  %695 = load <4 x float>, ptr %694, align 4
  %696 = fmul <4 x float> %676, %695
  %697 = fadd <4 x float> %696, %666
  %698 = add nuw i64 %671, 1
  %699 = icmp eq i64 %671, %3
  br i1 %699, label %700, label %665

700:                                              ; preds = %665, %662
  %701 = phi <4 x float> [ zeroinitializer, %662 ], [ %697, %665 ]
  %702 = phi <4 x float> [ zeroinitializer, %662 ], [ %693, %665 ]
  %703 = phi <4 x float> [ zeroinitializer, %662 ], [ %689, %665 ]
  %704 = phi <4 x float> [ zeroinitializer, %662 ], [ %685, %665 ]
  %705 = phi <4 x float> [ zeroinitializer, %662 ], [ %681, %665 ]
  %706 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %705, ptr %706, align 4
  %707 = getelementptr inbounds nuw i8, ptr %706, i64 16
  store <4 x float> %704, ptr %707, align 4
  %708 = getelementptr inbounds nuw i8, ptr %706, i64 32
  store <4 x float> %703, ptr %708, align 4
  %709 = getelementptr inbounds nuw i8, ptr %706, i64 48
  store <4 x float> %702, ptr %709, align 4
  %710 = getelementptr inbounds nuw i8, ptr %706, i64 64
  store <4 x float> %701, ptr %710, align 4
  br label %830

711:                                              ; preds = %88
  %712 = icmp sgt i64 %3, 0
  %713 = getelementptr float, ptr %1, i64 %89
  br i1 %712, label %714, label %754

714:                                              ; preds = %711, %714
  %715 = phi <4 x float> [ %751, %714 ], [ zeroinitializer, %711 ]
  %716 = phi <4 x float> [ %747, %714 ], [ zeroinitializer, %711 ]
  %717 = phi <4 x float> [ %743, %714 ], [ zeroinitializer, %711 ]
  %718 = phi <4 x float> [ %739, %714 ], [ zeroinitializer, %711 ]
  %719 = phi <4 x float> [ %735, %714 ], [ zeroinitializer, %711 ]
  %720 = phi <4 x float> [ %731, %714 ], [ zeroinitializer, %711 ]
  %721 = phi i64 [ %752, %714 ], [ 1, %711 ]
  %722 = phi i64 [ %721, %714 ], [ 0, %711 ]
  %723 = getelementptr inbounds nuw float, ptr %0, i64 %722
  %724 = load float, ptr %723, align 4
  %725 = insertelement <4 x float> poison, float %724, i64 0
  %726 = shufflevector <4 x float> %725, <4 x float> poison, <4 x i32> zeroinitializer
  %727 = mul nsw i64 %722, %4
  %728 = getelementptr float, ptr %713, i64 %727
  %729 = load <4 x float>, ptr %728, align 4
  %730 = fmul <4 x float> %726, %729
  %731 = fadd <4 x float> %730, %720
  %732 = getelementptr inbounds nuw i8, ptr %728, i64 16
  %733 = load <4 x float>, ptr %732, align 4
  %734 = fmul <4 x float> %726, %733
  %735 = fadd <4 x float> %734, %719
  %736 = getelementptr inbounds nuw i8, ptr %728, i64 32
  %737 = load <4 x float>, ptr %736, align 4
  %738 = fmul <4 x float> %726, %737
  %739 = fadd <4 x float> %738, %718
  %740 = getelementptr inbounds nuw i8, ptr %728, i64 48
  %741 = load <4 x float>, ptr %740, align 4
  %742 = fmul <4 x float> %726, %741
  %743 = fadd <4 x float> %742, %717
  %744 = getelementptr inbounds nuw i8, ptr %728, i64 64
  %745 = load <4 x float>, ptr %744, align 4
  %746 = fmul <4 x float> %726, %745
  %747 = fadd <4 x float> %746, %716
  %748 = getelementptr inbounds nuw i8, ptr %728, i64 80
  %749 = load <4 x float>, ptr %748, align 4
  %750 = fmul <4 x float> %726, %749
  %751 = fadd <4 x float> %750, %715
  %752 = add nuw i64 %721, 1
  %753 = icmp eq i64 %721, %3
  br i1 %753, label %754, label %714

754:                                              ; preds = %714, %711
  %755 = phi <4 x float> [ zeroinitializer, %711 ], [ %751, %714 ]
  %756 = phi <4 x float> [ zeroinitializer, %711 ], [ %747, %714 ]
  %757 = phi <4 x float> [ zeroinitializer, %711 ], [ %743, %714 ]
  %758 = phi <4 x float> [ zeroinitializer, %711 ], [ %739, %714 ]
  %759 = phi <4 x float> [ zeroinitializer, %711 ], [ %735, %714 ]
  %760 = phi <4 x float> [ zeroinitializer, %711 ], [ %731, %714 ]
  %761 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %760, ptr %761, align 4
  %762 = getelementptr inbounds nuw i8, ptr %761, i64 16
  store <4 x float> %759, ptr %762, align 4
  %763 = getelementptr inbounds nuw i8, ptr %761, i64 32
  store <4 x float> %758, ptr %763, align 4
  %764 = getelementptr inbounds nuw i8, ptr %761, i64 48
  store <4 x float> %757, ptr %764, align 4
  %765 = getelementptr inbounds nuw i8, ptr %761, i64 64
  store <4 x float> %756, ptr %765, align 4
  %766 = getelementptr inbounds nuw i8, ptr %761, i64 80
  store <4 x float> %755, ptr %766, align 4
  br label %830

767:                                              ; preds = %88
  %768 = icmp sgt i64 %3, 0
  %769 = getelementptr float, ptr %1, i64 %89
  br i1 %768, label %770, label %815

770:                                              ; preds = %767, %770
  %771 = phi <4 x float> [ %812, %770 ], [ zeroinitializer, %767 ]
  %772 = phi <4 x float> [ %808, %770 ], [ zeroinitializer, %767 ]
  %773 = phi <4 x float> [ %804, %770 ], [ zeroinitializer, %767 ]
  %774 = phi <4 x float> [ %800, %770 ], [ zeroinitializer, %767 ]
  %775 = phi <4 x float> [ %796, %770 ], [ zeroinitializer, %767 ]
  %776 = phi <4 x float> [ %792, %770 ], [ zeroinitializer, %767 ]
  %777 = phi <4 x float> [ %788, %770 ], [ zeroinitializer, %767 ]
  %778 = phi i64 [ %813, %770 ], [ 1, %767 ]
  %779 = phi i64 [ %778, %770 ], [ 0, %767 ]
  %780 = getelementptr inbounds nuw float, ptr %0, i64 %779
  %781 = load float, ptr %780, align 4
  %782 = insertelement <4 x float> poison, float %781, i64 0
  %783 = shufflevector <4 x float> %782, <4 x float> poison, <4 x i32> zeroinitializer
  %784 = mul nsw i64 %779, %4
  %785 = getelementptr float, ptr %769, i64 %784
  %786 = load <4 x float>, ptr %785, align 4
  %787 = fmul <4 x float> %783, %786
  %788 = fadd <4 x float> %787, %777
  %789 = getelementptr inbounds nuw i8, ptr %785, i64 16
  %790 = load <4 x float>, ptr %789, align 4
  %791 = fmul <4 x float> %783, %790
  %792 = fadd <4 x float> %791, %776
  %793 = getelementptr inbounds nuw i8, ptr %785, i64 32
  %794 = load <4 x float>, ptr %793, align 4
  %795 = fmul <4 x float> %783, %794
  %796 = fadd <4 x float> %795, %775
  %797 = getelementptr inbounds nuw i8, ptr %785, i64 48
  %798 = load <4 x float>, ptr %797, align 4
  %799 = fmul <4 x float> %783, %798
  %800 = fadd <4 x float> %799, %774
  %801 = getelementptr inbounds nuw i8, ptr %785, i64 64
  %802 = load <4 x float>, ptr %801, align 4
  %803 = fmul <4 x float> %783, %802
  %804 = fadd <4 x float> %803, %773
  %805 = getelementptr inbounds nuw i8, ptr %785, i64 80
  %806 = load <4 x float>, ptr %805, align 4
  %807 = fmul <4 x float> %783, %806
  %808 = fadd <4 x float> %807, %772
  %809 = getelementptr inbounds nuw i8, ptr %785, i64 96
  %810 = load <4 x float>, ptr %809, align 4
  %811 = fmul <4 x float> %783, %810
  %812 = fadd <4 x float> %811, %771
  %813 = add nuw i64 %778, 1
  %814 = icmp eq i64 %778, %3
  br i1 %814, label %815, label %770

815:                                              ; preds = %770, %767
  %816 = phi <4 x float> [ zeroinitializer, %767 ], [ %812, %770 ]
  %817 = phi <4 x float> [ zeroinitializer, %767 ], [ %808, %770 ]
  %818 = phi <4 x float> [ zeroinitializer, %767 ], [ %804, %770 ]
  %819 = phi <4 x float> [ zeroinitializer, %767 ], [ %800, %770 ]
  %820 = phi <4 x float> [ zeroinitializer, %767 ], [ %796, %770 ]
  %821 = phi <4 x float> [ zeroinitializer, %767 ], [ %792, %770 ]
  %822 = phi <4 x float> [ zeroinitializer, %767 ], [ %788, %770 ]
  %823 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store <4 x float> %822, ptr %823, align 4
  %824 = getelementptr inbounds nuw i8, ptr %823, i64 16
  store <4 x float> %821, ptr %824, align 4
  %825 = getelementptr inbounds nuw i8, ptr %823, i64 32
  store <4 x float> %820, ptr %825, align 4
  %826 = getelementptr inbounds nuw i8, ptr %823, i64 48
  store <4 x float> %819, ptr %826, align 4
  %827 = getelementptr inbounds nuw i8, ptr %823, i64 64
  store <4 x float> %818, ptr %827, align 4
  %828 = getelementptr inbounds nuw i8, ptr %823, i64 80
  store <4 x float> %817, ptr %828, align 4
  %829 = getelementptr inbounds nuw i8, ptr %823, i64 96
  store <4 x float> %816, ptr %829, align 4
  br label %830

830:                                              ; preds = %88, %815, %754, %700, %649, %538, %395, %245
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %5
  %8 = fcmp ogt float %2, 0.000000e+00
  %9 = fneg float %2
  %10 = insertelement <4 x float> poison, float %9, i64 0
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer
  %12 = insertelement <4 x float> poison, float %2, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %17

16:                                               ; preds = %207, %5
  ret void

17:                                               ; preds = %7, %207
  %18 = phi i64 [ 0, %7 ], [ %209, %207 ]
  %19 = getelementptr inbounds nuw float, ptr %3, i64 %18
  %20 = load <4 x float>, ptr %19, align 4
  br i1 %8, label %21, label %24

21:                                               ; preds = %17
  %22 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %20, <4 x float> %11)
  %23 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %22, <4 x float> %13)
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi <4 x float> [ %23, %21 ], [ %20, %17 ]
  switch i64 %0, label %203 [
    i64 0, label %26
    i64 1, label %58
    i64 2, label %104
    i64 3, label %107
    i64 4, label %110
    i64 5, label %114
    i64 6, label %117
    i64 7, label %165
    i64 8, label %170
  ]

26:                                               ; preds = %24
  %27 = fneg <4 x float> %25
  %28 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %27, <4 x float> splat (float 0xC055D33340000000))
  %29 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %28, <4 x float> splat (float 8.800000e+01))
  %30 = fmul <4 x float> %29, splat (float 0x3FF7154760000000)
  %31 = fadd <4 x float> %30, splat (float 0x4168000000000000)
  %32 = fadd <4 x float> %31, splat (float 0xC168000000000000)
  %33 = fmul <4 x float> %32, splat (float 0x3FE6300000000000)
  %34 = fsub <4 x float> %29, %33
  %35 = fmul <4 x float> %32, splat (float 0x3F2BD01060000000)
  %36 = fadd <4 x float> %35, %34
  %37 = fmul <4 x float> %36, splat (float 0x3F2A0D2CE0000000)
  %38 = fadd <4 x float> %37, splat (float 0x3F56E879C0000000)
  %39 = fmul <4 x float> %36, %38
  %40 = fadd <4 x float> %39, splat (float 0x3F81112100000000)
  %41 = fmul <4 x float> %36, %40
  %42 = fadd <4 x float> %41, splat (float 0x3FA5553820000000)
  %43 = fmul <4 x float> %36, %42
  %44 = fadd <4 x float> %43, splat (float 0x3FC5555540000000)
  %45 = fmul <4 x float> %36, %44
  %46 = fadd <4 x float> %45, splat (float 5.000000e-01)
  %47 = fmul <4 x float> %36, %36
  %48 = fadd <4 x float> %36, splat (float 1.000000e+00)
  %49 = fmul <4 x float> %47, %46
  %50 = fadd <4 x float> %48, %49
  %51 = fptosi <4 x float> %32 to <4 x i32>
  %52 = shl <4 x i32> %51, splat (i32 23)
  %53 = add <4 x i32> %52, splat (i32 1065353216)
  %54 = bitcast <4 x i32> %53 to <4 x float>
  %55 = fmul <4 x float> %50, %54
  %56 = fadd <4 x float> %55, splat (float 1.000000e+00)
  %57 = fdiv <4 x float> splat (float 1.000000e+00), %56
  br label %207

58:                                               ; preds = %24
  %59 = fmul <4 x float> %25, %25
  %60 = fmul <4 x float> %59, splat (float 0x3F9664F480000000)
  %61 = fadd <4 x float> %60, splat (float 0xBFABA1BA20000000)
  %62 = fmul <4 x float> %59, %61
  %63 = fadd <4 x float> %62, splat (float 0x3FC1111120000000)
  %64 = fmul <4 x float> %59, %63
  %65 = fadd <4 x float> %64, splat (float 0xBFD5555560000000)
  %66 = fmul <4 x float> %59, %65
  %67 = fmul <4 x float> %25, %66
  %68 = fadd <4 x float> %25, %67
  %69 = fmul <4 x float> %25, splat (float 2.000000e+00)
  %70 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %69, <4 x float> splat (float 0xC055D33340000000))
  %71 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %70, <4 x float> splat (float 8.800000e+01))
  %72 = fmul <4 x float> %71, splat (float 0x3FF7154760000000)
  %73 = fadd <4 x float> %72, splat (float 0x4168000000000000)
  %74 = fadd <4 x float> %73, splat (float 0xC168000000000000)
  %75 = fmul <4 x float> %74, splat (float 0x3FE6300000000000)
  %76 = fsub <4 x float> %71, %75
  %77 = fmul <4 x float> %74, splat (float 0x3F2BD01060000000)
  %78 = fadd <4 x float> %77, %76
  %79 = fmul <4 x float> %78, splat (float 0x3F2A0D2CE0000000)
  %80 = fadd <4 x float> %79, splat (float 0x3F56E879C0000000)
  %81 = fmul <4 x float> %78, %80
  %82 = fadd <4 x float> %81, splat (float 0x3F81112100000000)
  %83 = fmul <4 x float> %78, %82
  %84 = fadd <4 x float> %83, splat (float 0x3FA5553820000000)
  %85 = fmul <4 x float> %78, %84
  %86 = fadd <4 x float> %85, splat (float 0x3FC5555540000000)
  %87 = fmul <4 x float> %78, %86
  %88 = fadd <4 x float> %87, splat (float 5.000000e-01)
  %89 = fmul <4 x float> %78, %78
  %90 = fadd <4 x float> %78, splat (float 1.000000e+00)
  %91 = fmul <4 x float> %89, %88
  %92 = fadd <4 x float> %90, %91
  %93 = fptosi <4 x float> %74 to <4 x i32>
  %94 = shl <4 x i32> %93, splat (i32 23)
  %95 = add <4 x i32> %94, splat (i32 1065353216)
  %96 = bitcast <4 x i32> %95 to <4 x float>
  %97 = fmul <4 x float> %92, %96
  %98 = fadd <4 x float> %97, splat (float 1.000000e+00)
  %99 = fdiv <4 x float> splat (float 2.000000e+00), %98
  %100 = fsub <4 x float> splat (float 1.000000e+00), %99
  %101 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %25)
  %102 = fcmp uge <4 x float> %101, splat (float 0x3FD3333340000000)
  %103 = select <4 x i1> %102, <4 x float> %100, <4 x float> %68
  br label %207

104:                                              ; preds = %24
  %105 = fcmp olt <4 x float> %25, zeroinitializer
  %106 = select <4 x i1> %105, <4 x float> zeroinitializer, <4 x float> %25
  br label %207

107:                                              ; preds = %24
  %108 = fmul <4 x float> %14, %25
  %109 = fadd <4 x float> %15, %108
  br label %207

110:                                              ; preds = %24
  %111 = fcmp uge <4 x float> %25, zeroinitializer
  %112 = fmul <4 x float> %14, %25
  %113 = select <4 x i1> %111, <4 x float> %25, <4 x float> %112
  br label %207

114:                                              ; preds = %24
  %115 = fcmp ogt <4 x float> %25, %14
  %116 = select <4 x i1> %115, <4 x float> %25, <4 x float> zeroinitializer
  br label %207

117:                                              ; preds = %24
  %118 = fmul <4 x float> %15, %25
  %119 = fmul <4 x float> %118, %118
  %120 = fmul <4 x float> %119, splat (float 0x3F9664F480000000)
  %121 = fadd <4 x float> %120, splat (float 0xBFABA1BA20000000)
  %122 = fmul <4 x float> %119, %121
  %123 = fadd <4 x float> %122, splat (float 0x3FC1111120000000)
  %124 = fmul <4 x float> %119, %123
  %125 = fadd <4 x float> %124, splat (float 0xBFD5555560000000)
  %126 = fmul <4 x float> %119, %125
  %127 = fmul <4 x float> %118, %126
  %128 = fadd <4 x float> %118, %127
  %129 = fmul <4 x float> %118, splat (float 2.000000e+00)
  %130 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %129, <4 x float> splat (float 0xC055D33340000000))
  %131 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %130, <4 x float> splat (float 8.800000e+01))
  %132 = fmul <4 x float> %131, splat (float 0x3FF7154760000000)
  %133 = fadd <4 x float> %132, splat (float 0x4168000000000000)
  %134 = fadd <4 x float> %133, splat (float 0xC168000000000000)
  %135 = fmul <4 x float> %134, splat (float 0x3FE6300000000000)
  %136 = fsub <4 x float> %131, %135
  %137 = fmul <4 x float> %134, splat (float 0x3F2BD01060000000)
  %138 = fadd <4 x float> %137, %136
  %139 = fmul <4 x float> %138, splat (float 0x3F2A0D2CE0000000)
  %140 = fadd <4 x float> %139, splat (float 0x3F56E879C0000000)
  %141 = fmul <4 x float> %138, %140
  %142 = fadd <4 x float> %141, splat (float 0x3F81112100000000)
  %143 = fmul <4 x float> %138, %142
  %144 = fadd <4 x float> %143, splat (float 0x3FA5553820000000)
  %145 = fmul <4 x float> %138, %144
  %146 = fadd <4 x float> %145, splat (float 0x3FC5555540000000)
  %147 = fmul <4 x float> %138, %146
  %148 = fadd <4 x float> %147, splat (float 5.000000e-01)
  %149 = fmul <4 x float> %138, %138
  %150 = fadd <4 x float> %138, splat (float 1.000000e+00)
  %151 = fmul <4 x float> %149, %148
  %152 = fadd <4 x float> %150, %151
  %153 = fptosi <4 x float> %134 to <4 x i32>
  %154 = shl <4 x i32> %153, splat (i32 23)
  %155 = add <4 x i32> %154, splat (i32 1065353216)
  %156 = bitcast <4 x i32> %155 to <4 x float>
  %157 = fmul <4 x float> %152, %156
  %158 = fadd <4 x float> %157, splat (float 1.000000e+00)
  %159 = fdiv <4 x float> splat (float 2.000000e+00), %158
  %160 = fsub <4 x float> splat (float 1.000000e+00), %159
  %161 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %118)
  %162 = fcmp uge <4 x float> %161, splat (float 0x3FD3333340000000)
  %163 = select <4 x i1> %162, <4 x float> %160, <4 x float> %128
  %164 = fmul <4 x float> %14, %163
  br label %207

165:                                              ; preds = %24
  %166 = fmul <4 x float> %14, %25
  %167 = fadd <4 x float> %15, %166
  %168 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %167, <4 x float> zeroinitializer)
  %169 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %168, <4 x float> splat (float 1.000000e+00))
  br label %207

170:                                              ; preds = %24
  %171 = fcmp uge <4 x float> %25, zeroinitializer
  %172 = tail call <4 x float> @llvm.maxnum.v4f32(<4 x float> %25, <4 x float> splat (float 0xC055D33340000000))
  %173 = tail call <4 x float> @llvm.minnum.v4f32(<4 x float> %172, <4 x float> splat (float 8.800000e+01))
  %174 = fmul <4 x float> %173, splat (float 0x3FF7154760000000)
  %175 = fadd <4 x float> %174, splat (float 0x4168000000000000)
  %176 = fadd <4 x float> %175, splat (float 0xC168000000000000)
  %177 = fmul <4 x float> %176, splat (float 0x3FE6300000000000)
  %178 = fsub <4 x float> %173, %177
  %179 = fmul <4 x float> %176, splat (float 0x3F2BD01060000000)
  %180 = fadd <4 x float> %179, %178
  %181 = fmul <4 x float> %180, splat (float 0x3F2A0D2CE0000000)
  %182 = fadd <4 x float> %181, splat (float 0x3F56E879C0000000)
  %183 = fmul <4 x float> %180, %182
  %184 = fadd <4 x float> %183, splat (float 0x3F81112100000000)
  %185 = fmul <4 x float> %180, %184
  %186 = fadd <4 x float> %185, splat (float 0x3FA5553820000000)
  %187 = fmul <4 x float> %180, %186
  %188 = fadd <4 x float> %187, splat (float 0x3FC5555540000000)
  %189 = fmul <4 x float> %180, %188
  %190 = fadd <4 x float> %189, splat (float 5.000000e-01)
  %191 = fmul <4 x float> %180, %180
  %192 = fadd <4 x float> %180, splat (float 1.000000e+00)
  %193 = fmul <4 x float> %191, %190
  %194 = fadd <4 x float> %192, %193
  %195 = fptosi <4 x float> %176 to <4 x i32>
  %196 = shl <4 x i32> %195, splat (i32 23)
  %197 = add <4 x i32> %196, splat (i32 1065353216)
  %198 = bitcast <4 x i32> %197 to <4 x float>
  %199 = fmul <4 x float> %194, %198
  %200 = fadd <4 x float> %199, splat (float -1.000000e+00)
  %201 = fmul <4 x float> %14, %200
  %202 = select <4 x i1> %171, <4 x float> %25, <4 x float> %201
  br label %207

203:                                              ; preds = %24
  %204 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %25)
  %205 = fadd <4 x float> %204, splat (float 1.000000e+00)
  %206 = fdiv <4 x float> %25, %205
  br label %207

207:                                              ; preds = %26, %58, %104, %107, %110, %114, %117, %165, %170, %203
  %208 = phi <4 x float> [ %206, %203 ], [ %57, %26 ], [ %103, %58 ], [ %106, %104 ], [ %109, %107 ], [ %113, %110 ], [ %116, %114 ], [ %164, %117 ], [ %169, %165 ], [ %202, %170 ]
  store <4 x float> %208, ptr %19, align 4
  %209 = add nuw nsw i64 %18, 4
  %210 = icmp slt i64 %209, %4
  br i1 %210, label %17, label %16
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
