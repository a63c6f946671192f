; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = inttoptr i64 %0 to ptr
  %29 = inttoptr i64 %26 to ptr
  %30 = inttoptr i64 %1 to ptr
  %31 = inttoptr i64 %2 to ptr
  %32 = trunc i64 %19 to i32
  %33 = bitcast i32 %32 to float
  %34 = add i64 %18, -1
  %35 = add i64 %34, %12
  %36 = sdiv i64 %35, %12
  %37 = sub i64 1, %8
  %38 = mul i64 %37, %14
  %39 = add i64 %34, %38
  %40 = add i64 %39, %16
  %41 = icmp slt i64 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %27
  %43 = sdiv i64 %40, %12
  %44 = add nsw i64 %43, 1
  br label %45

45:                                               ; preds = %27, %42
  %46 = phi i64 [ %44, %42 ], [ 0, %27 ]
  %47 = tail call i64 @llvm.smin.i64(i64 %46, i64 %10)
  %48 = tail call i64 @llvm.smin.i64(i64 %36, i64 %47)
  %49 = icmp slt i64 %3, %4
  br i1 %49, label %50, label %126

50:                                               ; preds = %45
  %51 = icmp eq i64 %6, 1
  %52 = icmp sgt i64 %10, 0
  %53 = icmp sgt i64 %5, 0
  %54 = icmp sgt i64 %6, 0
  %55 = icmp eq i64 %26, 0
  %56 = icmp sgt i64 %7, 0
  %57 = icmp sgt i64 %8, 0
  %58 = add nsw i64 %7, -1
  %59 = mul nsw i64 %13, %58
  %60 = srem i64 %5, 8
  %61 = sub nsw i64 %5, %60
  %62 = icmp sgt i64 %48, 0
  %63 = icmp sgt i64 %61, 0
  %64 = insertelement <8 x float> poison, float %33, i64 0
  %65 = shufflevector <8 x float> %64, <8 x float> poison, <8 x i32> zeroinitializer
  %66 = icmp sgt i64 %60, 0
  %67 = icmp eq i64 %7, 3
  %68 = icmp eq i64 %8, 3
  %69 = and i1 %67, %68
  %70 = add nsw i64 %48, 8
  %71 = icmp sgt i64 %70, %47
  %72 = mul i64 %21, %13
  %73 = mul i64 %22, %12
  %74 = icmp slt i64 %36, %47
  %75 = icmp slt i64 %46, %10
  %76 = shl i64 %73, 3
  %77 = mul i64 %73, 12
  %78 = shl i64 %73, 4
  %79 = mul i64 %73, 20
  %80 = mul i64 %73, 24
  %81 = mul i64 %73, 28
  %82 = shl i64 %73, 1
  %83 = mul i64 %73, 3
  %84 = shl i64 %73, 2
  %85 = mul i64 %73, 5
  %86 = mul i64 %73, 6
  %87 = mul i64 %73, 7
  %88 = shl nsw i64 %14, 1
  %89 = shl nsw i64 %14, 1
  %90 = shl i64 %5, 3
  %91 = mul i64 %5, 12
  %92 = shl i64 %5, 4
  %93 = mul i64 %5, 20
  %94 = shl i64 %72, 3
  %95 = mul i64 %5, 24
  %96 = mul i64 %5, 28
  %97 = shl i64 %5, 5
  %98 = shl nsw i64 %14, 1
  %99 = shl i64 %5, 3
  %100 = mul i64 %5, 12
  %101 = shl i64 %5, 4
  %102 = mul i64 %5, 20
  %103 = shl i64 %72, 3
  %104 = mul i64 %5, 24
  %105 = mul i64 %5, 28
  %106 = shl i64 %5, 5
  %107 = add i64 %8, -1
  %108 = and i64 %8, 1
  %109 = icmp eq i64 %107, 0
  %110 = and i64 %8, 9223372036854775806
  %111 = icmp eq i64 %108, 0
  %112 = icmp ne i64 %108, 0
  %113 = and i64 %8, 1
  %114 = icmp eq i64 %107, 0
  %115 = and i64 %8, 9223372036854775806
  %116 = icmp eq i64 %113, 0
  %117 = icmp ne i64 %113, 0
  %118 = shl i64 %5, 3
  %119 = mul i64 %5, 12
  %120 = shl i64 %5, 4
  %121 = mul i64 %5, 20
  %122 = shl i64 %72, 3
  %123 = mul i64 %5, 24
  %124 = mul i64 %5, 28
  %125 = shl i64 %5, 5
  br label %127

126:                                              ; preds = %1481, %45
  ret void

127:                                              ; preds = %50, %1481
  %128 = phi i64 [ %3, %50 ], [ %1482, %1481 ]
  %129 = sdiv i64 %128, %9
  %130 = srem i64 %128, %9
  %131 = mul nsw i64 %129, %20
  %132 = getelementptr inbounds float, ptr %28, i64 %131
  %133 = mul nsw i64 %130, %11
  %134 = sub nsw i64 %133, %17
  %135 = mul nsw i64 %129, %23
  %136 = getelementptr inbounds float, ptr %31, i64 %135
  %137 = mul nsw i64 %130, %24
  %138 = getelementptr inbounds float, ptr %136, i64 %137
  br i1 %51, label %220, label %139

139:                                              ; preds = %127
  br i1 %52, label %140, label %1481

140:                                              ; preds = %139, %154
  %141 = phi i64 [ %155, %154 ], [ 0, %139 ]
  br i1 %53, label %142, label %154

142:                                              ; preds = %140
  %143 = mul nsw i64 %141, %25
  %144 = getelementptr float, ptr %138, i64 %143
  %145 = mul nsw i64 %141, %12
  %146 = sub nsw i64 %145, %18
  br label %147

147:                                              ; preds = %157, %142
  %148 = phi i64 [ 0, %142 ], [ %158, %157 ]
  br i1 %54, label %149, label %157

149:                                              ; preds = %147
  %150 = mul nuw nsw i64 %148, %6
  %151 = getelementptr float, ptr %144, i64 %150
  %152 = getelementptr float, ptr %132, i64 %148
  %153 = getelementptr float, ptr %29, i64 %150
  br label %160

154:                                              ; preds = %157, %140
  %155 = add nuw nsw i64 %141, 1
  %156 = icmp eq i64 %155, %10
  br i1 %156, label %1481, label %140

157:                                              ; preds = %215, %147
  %158 = add nuw nsw i64 %148, 1
  %159 = icmp eq i64 %158, %5
  br i1 %159, label %154, label %147

160:                                              ; preds = %215, %149
  %161 = phi i64 [ 0, %149 ], [ %218, %215 ]
  br i1 %55, label %162, label %165

162:                                              ; preds = %160
  %163 = getelementptr float, ptr %151, i64 %161
  %164 = load float, ptr %163, align 4
  br label %165

165:                                              ; preds = %162, %160
  %166 = phi float [ %164, %162 ], [ 0.000000e+00, %160 ]
  br i1 %56, label %167, label %169

167:                                              ; preds = %165
  %168 = getelementptr float, ptr %30, i64 %161
  br label %171

169:                                              ; preds = %182, %165
  %170 = phi float [ %166, %165 ], [ %183, %182 ]
  br i1 %55, label %215, label %211

171:                                              ; preds = %182, %167
  %172 = phi i64 [ 0, %167 ], [ %184, %182 ]
  %173 = phi float [ %166, %167 ], [ %183, %182 ]
  br i1 %57, label %174, label %182

174:                                              ; preds = %171
  %175 = mul nsw i64 %172, %13
  %176 = add nsw i64 %175, %134
  %177 = icmp sgt i64 %176, -1
  %178 = icmp slt i64 %176, %15
  %179 = mul nsw i64 %176, %21
  %180 = getelementptr float, ptr %152, i64 %179
  %181 = mul nuw nsw i64 %172, %8
  br label %186

182:                                              ; preds = %200, %171
  %183 = phi float [ %173, %171 ], [ %208, %200 ]
  %184 = add nuw nsw i64 %172, 1
  %185 = icmp eq i64 %184, %7
  br i1 %185, label %169, label %171

186:                                              ; preds = %200, %174
  %187 = phi i64 [ 0, %174 ], [ %209, %200 ]
  %188 = phi float [ %173, %174 ], [ %208, %200 ]
  %189 = mul nsw i64 %187, %14
  %190 = add nsw i64 %189, %146
  br i1 %177, label %191, label %200

191:                                              ; preds = %186
  %192 = icmp sgt i64 %190, -1
  %193 = icmp slt i64 %190, %16
  %194 = and i1 %192, %193
  %195 = select i1 %178, i1 %194, i1 false
  br i1 %195, label %196, label %200

196:                                              ; preds = %191
  %197 = mul nsw i64 %190, %22
  %198 = getelementptr float, ptr %180, i64 %197
  %199 = load float, ptr %198, align 4
  br label %200

200:                                              ; preds = %196, %191, %186
  %201 = phi float [ %199, %196 ], [ %33, %191 ], [ %33, %186 ]
  %202 = add nuw nsw i64 %187, %181
  %203 = mul nuw nsw i64 %202, %5
  %204 = add nuw nsw i64 %203, %148
  %205 = mul nuw nsw i64 %204, %6
  %206 = getelementptr float, ptr %168, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = tail call float @llvm.fma.f32(float %201, float %207, float %188)
  %209 = add nuw nsw i64 %187, 1
  %210 = icmp eq i64 %209, %8
  br i1 %210, label %182, label %186

211:                                              ; preds = %169
  %212 = getelementptr float, ptr %153, i64 %161
  %213 = load float, ptr %212, align 4
  %214 = fadd float %170, %213
  br label %215

215:                                              ; preds = %211, %169
  %216 = phi float [ %214, %211 ], [ %170, %169 ]
  %217 = getelementptr float, ptr %151, i64 %161
  store float %216, ptr %217, align 4
  %218 = add nuw nsw i64 %161, 1
  %219 = icmp eq i64 %218, %6
  br i1 %219, label %157, label %160

220:                                              ; preds = %127
  %221 = icmp sgt i64 %134, -1
  %222 = add nsw i64 %134, %59
  %223 = icmp slt i64 %222, %15
  %224 = select i1 %221, i1 %223, i1 false
  br i1 %224, label %358, label %225

225:                                              ; preds = %220
  br i1 %52, label %226, label %1481

226:                                              ; preds = %225, %296
  %227 = phi i64 [ %297, %296 ], [ 0, %225 ]
  %228 = mul nsw i64 %227, %12
  %229 = sub nsw i64 %228, %18
  br i1 %63, label %230, label %233

230:                                              ; preds = %226
  %231 = mul nsw i64 %227, %25
  %232 = getelementptr inbounds float, ptr %138, i64 %231
  br label %237

233:                                              ; preds = %291, %226
  br i1 %66, label %234, label %296

234:                                              ; preds = %233
  %235 = mul nsw i64 %227, %25
  %236 = getelementptr float, ptr %138, i64 %235
  br label %299

237:                                              ; preds = %230, %291
  %238 = phi i64 [ 0, %230 ], [ %294, %291 ]
  br i1 %55, label %239, label %242

239:                                              ; preds = %237
  %240 = getelementptr inbounds nuw float, ptr %232, i64 %238
  %241 = load <8 x float>, ptr %240, align 4
  br label %242

242:                                              ; preds = %239, %237
  %243 = phi <8 x float> [ %241, %239 ], [ zeroinitializer, %237 ]
  %244 = getelementptr float, ptr %132, i64 %238
  br i1 %56, label %245, label %247

245:                                              ; preds = %242
  %246 = getelementptr float, ptr %30, i64 %238
  br label %249

247:                                              ; preds = %260, %242
  %248 = phi <8 x float> [ %243, %242 ], [ %261, %260 ]
  br i1 %55, label %291, label %287

249:                                              ; preds = %245, %260
  %250 = phi <8 x float> [ %243, %245 ], [ %261, %260 ]
  %251 = phi i64 [ 0, %245 ], [ %262, %260 ]
  br i1 %57, label %252, label %260

252:                                              ; preds = %249
  %253 = mul nsw i64 %251, %13
  %254 = add nsw i64 %253, %134
  %255 = icmp sgt i64 %254, -1
  %256 = icmp slt i64 %254, %15
  %257 = mul nsw i64 %254, %21
  %258 = getelementptr float, ptr %244, i64 %257
  %259 = mul nuw nsw i64 %251, %8
  br label %264

260:                                              ; preds = %278, %249
  %261 = phi <8 x float> [ %250, %249 ], [ %284, %278 ]
  %262 = add nuw nsw i64 %251, 1
  %263 = icmp eq i64 %262, %7
  br i1 %263, label %247, label %249

264:                                              ; preds = %252, %278
  %265 = phi <8 x float> [ %250, %252 ], [ %284, %278 ]
  %266 = phi i64 [ 0, %252 ], [ %285, %278 ]
  %267 = mul nsw i64 %266, %14
  %268 = add nsw i64 %267, %229
  br i1 %255, label %269, label %278

269:                                              ; preds = %264
  %270 = icmp sgt i64 %268, -1
  %271 = icmp slt i64 %268, %16
  %272 = and i1 %270, %271
  %273 = select i1 %256, i1 %272, i1 false
  br i1 %273, label %274, label %278

274:                                              ; preds = %269
  %275 = mul nsw i64 %268, %22
  %276 = getelementptr float, ptr %258, i64 %275
  %277 = load <8 x float>, ptr %276, align 4
  br label %278

278:                                              ; preds = %274, %269, %264
  %279 = phi <8 x float> [ %277, %274 ], [ %65, %269 ], [ %65, %264 ]
  %280 = add nuw nsw i64 %266, %259
  %281 = mul nsw i64 %280, %5
  %282 = getelementptr float, ptr %246, i64 %281
  %283 = load <8 x float>, ptr %282, align 4
  %284 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %279, <8 x float> %283, <8 x float> %265)
  %285 = add nuw nsw i64 %266, 1
  %286 = icmp eq i64 %285, %8
  br i1 %286, label %260, label %264

287:                                              ; preds = %247
  %288 = getelementptr inbounds nuw float, ptr %29, i64 %238
  %289 = load <8 x float>, ptr %288, align 4
  %290 = fadd <8 x float> %248, %289
  br label %291

291:                                              ; preds = %247, %287
  %292 = phi <8 x float> [ %290, %287 ], [ %248, %247 ]
  %293 = getelementptr inbounds nuw float, ptr %232, i64 %238
  store <8 x float> %292, ptr %293, align 4
  %294 = add nuw nsw i64 %238, 8
  %295 = icmp slt i64 %294, %61
  br i1 %295, label %237, label %233

296:                                              ; preds = %353, %233
  %297 = add nuw nsw i64 %227, 1
  %298 = icmp eq i64 %297, %10
  br i1 %298, label %1481, label %226

299:                                              ; preds = %234, %353
  %300 = phi i64 [ %61, %234 ], [ %356, %353 ]
  br i1 %55, label %301, label %304

301:                                              ; preds = %299
  %302 = getelementptr float, ptr %236, i64 %300
  %303 = load float, ptr %302, align 4
  br label %304

304:                                              ; preds = %301, %299
  %305 = phi float [ %303, %301 ], [ 0.000000e+00, %299 ]
  %306 = getelementptr float, ptr %132, i64 %300
  br i1 %56, label %307, label %309

307:                                              ; preds = %304
  %308 = getelementptr float, ptr %30, i64 %300
  br label %311

309:                                              ; preds = %322, %304
  %310 = phi float [ %305, %304 ], [ %323, %322 ]
  br i1 %55, label %353, label %349

311:                                              ; preds = %307, %322
  %312 = phi float [ %305, %307 ], [ %323, %322 ]
  %313 = phi i64 [ 0, %307 ], [ %324, %322 ]
  br i1 %57, label %314, label %322

314:                                              ; preds = %311
  %315 = mul nsw i64 %313, %13
  %316 = add nsw i64 %315, %134
  %317 = icmp sgt i64 %316, -1
  %318 = icmp slt i64 %316, %15
  %319 = mul nsw i64 %316, %21
  %320 = getelementptr float, ptr %306, i64 %319
  %321 = mul nuw nsw i64 %313, %8
  br label %326

322:                                              ; preds = %340, %311
  %323 = phi float [ %312, %311 ], [ %346, %340 ]
  %324 = add nuw nsw i64 %313, 1
  %325 = icmp eq i64 %324, %7
  br i1 %325, label %309, label %311

326:                                              ; preds = %314, %340
  %327 = phi float [ %312, %314 ], [ %346, %340 ]
  %328 = phi i64 [ 0, %314 ], [ %347, %340 ]
  %329 = mul nsw i64 %328, %14
  %330 = add nsw i64 %329, %229
  br i1 %317, label %331, label %340

331:                                              ; preds = %326
  %332 = icmp sgt i64 %330, -1
  %333 = icmp slt i64 %330, %16
  %334 = and i1 %332, %333
  %335 = select i1 %318, i1 %334, i1 false
  br i1 %335, label %336, label %340

336:                                              ; preds = %331
  %337 = mul nsw i64 %330, %22
  %338 = getelementptr float, ptr %320, i64 %337
  %339 = load float, ptr %338, align 4
  br label %340

340:                                              ; preds = %336, %331, %326
  %341 = phi float [ %339, %336 ], [ %33, %331 ], [ %33, %326 ]
  %342 = add nuw nsw i64 %328, %321
  %343 = mul nsw i64 %342, %5
  %344 = getelementptr float, ptr %308, i64 %343
  %345 = load float, ptr %344, align 4
  %346 = tail call float @llvm.fma.f32(float %341, float %345, float %327)
  %347 = add nuw nsw i64 %328, 1
  %348 = icmp eq i64 %347, %8
  br i1 %348, label %322, label %326

349:                                              ; preds = %309
  %350 = getelementptr inbounds float, ptr %29, i64 %300
  %351 = load float, ptr %350, align 4
  %352 = fadd float %310, %351
  br label %353

353:                                              ; preds = %309, %349
  %354 = phi float [ %352, %349 ], [ %310, %309 ]
  %355 = getelementptr float, ptr %236, i64 %300
  store float %354, ptr %355, align 4
  %356 = add nsw i64 %300, 1
  %357 = icmp slt i64 %356, %5
  br i1 %357, label %299, label %296

358:                                              ; preds = %220
  br i1 %62, label %359, label %491

359:                                              ; preds = %358, %429
  %360 = phi i64 [ %430, %429 ], [ 0, %358 ]
  %361 = mul nsw i64 %360, %12
  %362 = sub nsw i64 %361, %18
  br i1 %63, label %363, label %366

363:                                              ; preds = %359
  %364 = mul nsw i64 %360, %25
  %365 = getelementptr inbounds float, ptr %138, i64 %364
  br label %370

366:                                              ; preds = %424, %359
  br i1 %66, label %367, label %429

367:                                              ; preds = %366
  %368 = mul nsw i64 %360, %25
  %369 = getelementptr float, ptr %138, i64 %368
  br label %432

370:                                              ; preds = %363, %424
  %371 = phi i64 [ 0, %363 ], [ %427, %424 ]
  br i1 %55, label %372, label %375

372:                                              ; preds = %370
  %373 = getelementptr inbounds nuw float, ptr %365, i64 %371
  %374 = load <8 x float>, ptr %373, align 4
  br label %375

375:                                              ; preds = %372, %370
  %376 = phi <8 x float> [ %374, %372 ], [ zeroinitializer, %370 ]
  %377 = getelementptr float, ptr %132, i64 %371
  br i1 %56, label %378, label %380

378:                                              ; preds = %375
  %379 = getelementptr float, ptr %30, i64 %371
  br label %382

380:                                              ; preds = %393, %375
  %381 = phi <8 x float> [ %376, %375 ], [ %394, %393 ]
  br i1 %55, label %424, label %420

382:                                              ; preds = %378, %393
  %383 = phi <8 x float> [ %376, %378 ], [ %394, %393 ]
  %384 = phi i64 [ 0, %378 ], [ %395, %393 ]
  br i1 %57, label %385, label %393

385:                                              ; preds = %382
  %386 = mul nsw i64 %384, %13
  %387 = add nsw i64 %386, %134
  %388 = icmp sgt i64 %387, -1
  %389 = icmp slt i64 %387, %15
  %390 = mul nsw i64 %387, %21
  %391 = getelementptr float, ptr %377, i64 %390
  %392 = mul nuw nsw i64 %384, %8
  br label %397

393:                                              ; preds = %411, %382
  %394 = phi <8 x float> [ %383, %382 ], [ %417, %411 ]
  %395 = add nuw nsw i64 %384, 1
  %396 = icmp eq i64 %395, %7
  br i1 %396, label %380, label %382

397:                                              ; preds = %385, %411
  %398 = phi <8 x float> [ %383, %385 ], [ %417, %411 ]
  %399 = phi i64 [ 0, %385 ], [ %418, %411 ]
  %400 = mul nsw i64 %399, %14
  %401 = add nsw i64 %400, %362
  br i1 %388, label %402, label %411

402:                                              ; preds = %397
  %403 = icmp sgt i64 %401, -1
  %404 = icmp slt i64 %401, %16
  %405 = and i1 %403, %404
  %406 = select i1 %389, i1 %405, i1 false
  br i1 %406, label %407, label %411

407:                                              ; preds = %402
  %408 = mul nsw i64 %401, %22
  %409 = getelementptr float, ptr %391, i64 %408
  %410 = load <8 x float>, ptr %409, align 4
  br label %411

411:                                              ; preds = %407, %402, %397
  %412 = phi <8 x float> [ %410, %407 ], [ %65, %402 ], [ %65, %397 ]
  %413 = add nuw nsw i64 %399, %392
  %414 = mul nsw i64 %413, %5
  %415 = getelementptr float, ptr %379, i64 %414
  %416 = load <8 x float>, ptr %415, align 4
  %417 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %412, <8 x float> %416, <8 x float> %398)
  %418 = add nuw nsw i64 %399, 1
  %419 = icmp eq i64 %418, %8
  br i1 %419, label %393, label %397

420:                                              ; preds = %380
  %421 = getelementptr inbounds nuw float, ptr %29, i64 %371
  %422 = load <8 x float>, ptr %421, align 4
  %423 = fadd <8 x float> %381, %422
  br label %424

424:                                              ; preds = %380, %420
  %425 = phi <8 x float> [ %423, %420 ], [ %381, %380 ]
  %426 = getelementptr inbounds nuw float, ptr %365, i64 %371
  store <8 x float> %425, ptr %426, align 4
  %427 = add nuw nsw i64 %371, 8
  %428 = icmp slt i64 %427, %61
  br i1 %428, label %370, label %366

429:                                              ; preds = %486, %366
  %430 = add nuw nsw i64 %360, 1
  %431 = icmp eq i64 %430, %48
  br i1 %431, label %491, label %359

432:                                              ; preds = %367, %486
  %433 = phi i64 [ %61, %367 ], [ %489, %486 ]
  br i1 %55, label %434, label %437

434:                                              ; preds = %432
  %435 = getelementptr float, ptr %369, i64 %433
  %436 = load float, ptr %435, align 4
  br label %437

437:                                              ; preds = %434, %432
  %438 = phi float [ %436, %434 ], [ 0.000000e+00, %432 ]
  %439 = getelementptr float, ptr %132, i64 %433
  br i1 %56, label %440, label %442

440:                                              ; preds = %437
  %441 = getelementptr float, ptr %30, i64 %433
  br label %444

442:                                              ; preds = %455, %437
  %443 = phi float [ %438, %437 ], [ %456, %455 ]
  br i1 %55, label %486, label %482

444:                                              ; preds = %440, %455
  %445 = phi float [ %438, %440 ], [ %456, %455 ]
  %446 = phi i64 [ 0, %440 ], [ %457, %455 ]
  br i1 %57, label %447, label %455

447:                                              ; preds = %444
  %448 = mul nsw i64 %446, %13
  %449 = add nsw i64 %448, %134
  %450 = icmp sgt i64 %449, -1
  %451 = icmp slt i64 %449, %15
  %452 = mul nsw i64 %449, %21
  %453 = getelementptr float, ptr %439, i64 %452
  %454 = mul nuw nsw i64 %446, %8
  br label %459

455:                                              ; preds = %473, %444
  %456 = phi float [ %445, %444 ], [ %479, %473 ]
  %457 = add nuw nsw i64 %446, 1
  %458 = icmp eq i64 %457, %7
  br i1 %458, label %442, label %444

459:                                              ; preds = %447, %473
  %460 = phi float [ %445, %447 ], [ %479, %473 ]
  %461 = phi i64 [ 0, %447 ], [ %480, %473 ]
  %462 = mul nsw i64 %461, %14
  %463 = add nsw i64 %462, %362
  br i1 %450, label %464, label %473

464:                                              ; preds = %459
  %465 = icmp sgt i64 %463, -1
  %466 = icmp slt i64 %463, %16
  %467 = and i1 %465, %466
  %468 = select i1 %451, i1 %467, i1 false
  br i1 %468, label %469, label %473

469:                                              ; preds = %464
  %470 = mul nsw i64 %463, %22
  %471 = getelementptr float, ptr %453, i64 %470
  %472 = load float, ptr %471, align 4
  br label %473

473:                                              ; preds = %469, %464, %459
  %474 = phi float [ %472, %469 ], [ %33, %464 ], [ %33, %459 ]
  %475 = add nuw nsw i64 %461, %454
  %476 = mul nsw i64 %475, %5
  %477 = getelementptr float, ptr %441, i64 %476
  %478 = load float, ptr %477, align 4
  %479 = tail call float @llvm.fma.f32(float %474, float %478, float %460)
  %480 = add nuw nsw i64 %461, 1
  %481 = icmp eq i64 %480, %8
  br i1 %481, label %455, label %459

482:                                              ; preds = %442
  %483 = getelementptr inbounds float, ptr %29, i64 %433
  %484 = load float, ptr %483, align 4
  %485 = fadd float %443, %484
  br label %486

486:                                              ; preds = %442, %482
  %487 = phi float [ %485, %482 ], [ %443, %442 ]
  %488 = getelementptr float, ptr %369, i64 %433
  store float %487, ptr %488, align 4
  %489 = add nsw i64 %433, 1
  %490 = icmp slt i64 %489, %5
  br i1 %490, label %432, label %429

491:                                              ; preds = %429, %358
  %492 = mul nsw i64 %134, %21
  %493 = getelementptr inbounds float, ptr %132, i64 %492
  br i1 %69, label %495, label %494

494:                                              ; preds = %491
  br i1 %71, label %1001, label %1004

495:                                              ; preds = %491
  br i1 %71, label %499, label %502

496:                                              ; preds = %819, %502
  %497 = add nsw i64 %503, 8
  %498 = icmp sgt i64 %497, %47
  br i1 %498, label %499, label %502

499:                                              ; preds = %496, %495
  %500 = phi i64 [ %48, %495 ], [ %503, %496 ]
  %501 = icmp slt i64 %500, %47
  br i1 %501, label %839, label %838

502:                                              ; preds = %495, %496
  %503 = phi i64 [ %497, %496 ], [ %70, %495 ]
  %504 = phi i64 [ %503, %496 ], [ %48, %495 ]
  br i1 %63, label %505, label %496

505:                                              ; preds = %502
  %506 = mul nsw i64 %504, %12
  %507 = sub i64 %506, %18
  %508 = mul nsw i64 %504, %25
  %509 = add nsw i64 %504, 1
  %510 = mul nsw i64 %509, %25
  %511 = add nsw i64 %504, 2
  %512 = mul nsw i64 %511, %25
  %513 = add nsw i64 %504, 3
  %514 = mul nsw i64 %513, %25
  %515 = add nsw i64 %504, 4
  %516 = mul nsw i64 %515, %25
  %517 = add nsw i64 %504, 5
  %518 = mul nsw i64 %517, %25
  %519 = add nsw i64 %504, 6
  %520 = mul nsw i64 %519, %25
  %521 = add nsw i64 %504, 7
  %522 = mul nsw i64 %521, %25
  %523 = mul nsw i64 %507, %22
  %524 = add nsw i64 %507, %14
  %525 = mul nsw i64 %524, %22
  %526 = add nsw i64 %507, %88
  %527 = mul nsw i64 %526, %22
  %528 = add nsw i64 %504, 1
  %529 = mul nsw i64 %528, %25
  %530 = add nsw i64 %504, 2
  %531 = mul nsw i64 %530, %25
  %532 = add nsw i64 %504, 3
  %533 = mul nsw i64 %532, %25
  %534 = add nsw i64 %504, 4
  %535 = mul nsw i64 %534, %25
  %536 = add nsw i64 %504, 5
  %537 = mul nsw i64 %536, %25
  %538 = add nsw i64 %504, 6
  %539 = mul nsw i64 %538, %25
  %540 = add nsw i64 %504, 7
  %541 = mul nsw i64 %540, %25
  br label %542

542:                                              ; preds = %505, %819
  %543 = phi i64 [ 0, %505 ], [ %836, %819 ]
  %544 = getelementptr float, ptr %138, i64 %543
  br i1 %55, label %545, label %562

545:                                              ; preds = %542
  %546 = getelementptr float, ptr %544, i64 %508
  %547 = load <8 x float>, ptr %546, align 4
  %548 = getelementptr float, ptr %544, i64 %510
  %549 = load <8 x float>, ptr %548, align 4
  %550 = getelementptr float, ptr %544, i64 %512
  %551 = load <8 x float>, ptr %550, align 4
  %552 = getelementptr float, ptr %544, i64 %514
  %553 = load <8 x float>, ptr %552, align 4
  %554 = getelementptr float, ptr %544, i64 %516
  %555 = load <8 x float>, ptr %554, align 4
  %556 = getelementptr float, ptr %544, i64 %518
  %557 = load <8 x float>, ptr %556, align 4
  %558 = getelementptr float, ptr %544, i64 %520
  %559 = load <8 x float>, ptr %558, align 4
  %560 = getelementptr float, ptr %544, i64 %522
  %561 = load <8 x float>, ptr %560, align 4
  br label %562

562:                                              ; preds = %545, %542
  %563 = phi <8 x float> [ %559, %545 ], [ zeroinitializer, %542 ]
  %564 = phi <8 x float> [ %555, %545 ], [ zeroinitializer, %542 ]
  %565 = phi <8 x float> [ %551, %545 ], [ zeroinitializer, %542 ]
  %566 = phi <8 x float> [ %547, %545 ], [ zeroinitializer, %542 ]
  %567 = phi <8 x float> [ %549, %545 ], [ zeroinitializer, %542 ]
  %568 = phi <8 x float> [ %553, %545 ], [ zeroinitializer, %542 ]
  %569 = phi <8 x float> [ %557, %545 ], [ zeroinitializer, %542 ]
  %570 = phi <8 x float> [ %561, %545 ], [ zeroinitializer, %542 ]
  %571 = getelementptr float, ptr %493, i64 %543
  %572 = getelementptr float, ptr %30, i64 %543
  %573 = load <8 x float>, ptr %572, align 4
  %574 = getelementptr float, ptr %571, i64 %523
  %575 = load <8 x float>, ptr %574, align 4
  %576 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %573, <8 x float> %566)
  %577 = getelementptr inbounds float, ptr %574, i64 %73
  %578 = load <8 x float>, ptr %577, align 4
  %579 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %578, <8 x float> %573, <8 x float> %567)
  %580 = getelementptr inbounds float, ptr %574, i64 %82
  %581 = load <8 x float>, ptr %580, align 4
  %582 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %581, <8 x float> %573, <8 x float> %565)
  %583 = getelementptr inbounds float, ptr %574, i64 %83
  %584 = load <8 x float>, ptr %583, align 4
  %585 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %573, <8 x float> %568)
  %586 = getelementptr inbounds float, ptr %574, i64 %84
  %587 = load <8 x float>, ptr %586, align 4
  %588 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %587, <8 x float> %573, <8 x float> %564)
  %589 = getelementptr inbounds float, ptr %574, i64 %85
  %590 = load <8 x float>, ptr %589, align 4
  %591 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %590, <8 x float> %573, <8 x float> %569)
  %592 = getelementptr inbounds float, ptr %574, i64 %86
  %593 = load <8 x float>, ptr %592, align 4
  %594 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %593, <8 x float> %573, <8 x float> %563)
  %595 = getelementptr inbounds float, ptr %574, i64 %87
  %596 = load <8 x float>, ptr %595, align 4
  %597 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %596, <8 x float> %573, <8 x float> %570)
  %598 = getelementptr float, ptr %572, i64 %5
  %599 = load <8 x float>, ptr %598, align 4
  %600 = getelementptr float, ptr %571, i64 %525
  %601 = load <8 x float>, ptr %600, align 4
  %602 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %601, <8 x float> %599, <8 x float> %576)
  %603 = getelementptr inbounds float, ptr %600, i64 %73
  %604 = load <8 x float>, ptr %603, align 4
  %605 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %604, <8 x float> %599, <8 x float> %579)
  %606 = getelementptr inbounds float, ptr %600, i64 %82
  %607 = load <8 x float>, ptr %606, align 4
  %608 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %607, <8 x float> %599, <8 x float> %582)
  %609 = getelementptr inbounds float, ptr %600, i64 %83
  %610 = load <8 x float>, ptr %609, align 4
  %611 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %610, <8 x float> %599, <8 x float> %585)
  %612 = getelementptr inbounds float, ptr %600, i64 %84
  %613 = load <8 x float>, ptr %612, align 4
  %614 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %613, <8 x float> %599, <8 x float> %588)
  %615 = getelementptr inbounds float, ptr %600, i64 %85
  %616 = load <8 x float>, ptr %615, align 4
  %617 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %616, <8 x float> %599, <8 x float> %591)
  %618 = getelementptr inbounds float, ptr %600, i64 %86
  %619 = load <8 x float>, ptr %618, align 4
  %620 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %619, <8 x float> %599, <8 x float> %594)
  %621 = getelementptr inbounds float, ptr %600, i64 %87
  %622 = load <8 x float>, ptr %621, align 4
  %623 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %622, <8 x float> %599, <8 x float> %597)
  %624 = getelementptr i8, ptr %572, i64 %118
  %625 = load <8 x float>, ptr %624, align 4
  %626 = getelementptr float, ptr %571, i64 %527
  %627 = load <8 x float>, ptr %626, align 4
  %628 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %627, <8 x float> %625, <8 x float> %602)
  %629 = getelementptr inbounds float, ptr %626, i64 %73
  %630 = load <8 x float>, ptr %629, align 4
  %631 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %630, <8 x float> %625, <8 x float> %605)
  %632 = getelementptr inbounds float, ptr %626, i64 %82
  %633 = load <8 x float>, ptr %632, align 4
  %634 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %633, <8 x float> %625, <8 x float> %608)
  %635 = getelementptr inbounds float, ptr %626, i64 %83
  %636 = load <8 x float>, ptr %635, align 4
  %637 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %636, <8 x float> %625, <8 x float> %611)
  %638 = getelementptr inbounds float, ptr %626, i64 %84
  %639 = load <8 x float>, ptr %638, align 4
  %640 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %639, <8 x float> %625, <8 x float> %614)
  %641 = getelementptr inbounds float, ptr %626, i64 %85
  %642 = load <8 x float>, ptr %641, align 4
  %643 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %642, <8 x float> %625, <8 x float> %617)
  %644 = getelementptr inbounds float, ptr %626, i64 %86
  %645 = load <8 x float>, ptr %644, align 4
  %646 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %645, <8 x float> %625, <8 x float> %620)
  %647 = getelementptr inbounds float, ptr %626, i64 %87
  %648 = load <8 x float>, ptr %647, align 4
  %649 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %648, <8 x float> %625, <8 x float> %623)
  %650 = getelementptr float, ptr %571, i64 %72
  %651 = getelementptr i8, ptr %572, i64 %119
  %652 = load <8 x float>, ptr %651, align 4
  %653 = getelementptr float, ptr %650, i64 %523
  %654 = load <8 x float>, ptr %653, align 4
  %655 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %654, <8 x float> %652, <8 x float> %628)
  %656 = getelementptr inbounds float, ptr %653, i64 %73
  %657 = load <8 x float>, ptr %656, align 4
  %658 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %657, <8 x float> %652, <8 x float> %631)
  %659 = getelementptr inbounds float, ptr %653, i64 %82
  %660 = load <8 x float>, ptr %659, align 4
  %661 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %660, <8 x float> %652, <8 x float> %634)
  %662 = getelementptr inbounds float, ptr %653, i64 %83
  %663 = load <8 x float>, ptr %662, align 4
  %664 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %663, <8 x float> %652, <8 x float> %637)
  %665 = getelementptr inbounds float, ptr %653, i64 %84
  %666 = load <8 x float>, ptr %665, align 4
  %667 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %666, <8 x float> %652, <8 x float> %640)
  %668 = getelementptr inbounds float, ptr %653, i64 %85
  %669 = load <8 x float>, ptr %668, align 4
  %670 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %669, <8 x float> %652, <8 x float> %643)
  %671 = getelementptr inbounds float, ptr %653, i64 %86
  %672 = load <8 x float>, ptr %671, align 4
  %673 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %672, <8 x float> %652, <8 x float> %646)
  %674 = getelementptr inbounds float, ptr %653, i64 %87
  %675 = load <8 x float>, ptr %674, align 4
  %676 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %675, <8 x float> %652, <8 x float> %649)
  %677 = getelementptr i8, ptr %572, i64 %120
  %678 = load <8 x float>, ptr %677, align 4
  %679 = getelementptr float, ptr %650, i64 %525
  %680 = load <8 x float>, ptr %679, align 4
  %681 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %680, <8 x float> %678, <8 x float> %655)
  %682 = getelementptr inbounds float, ptr %679, i64 %73
  %683 = load <8 x float>, ptr %682, align 4
  %684 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %678, <8 x float> %658)
  %685 = getelementptr inbounds float, ptr %679, i64 %82
  %686 = load <8 x float>, ptr %685, align 4
  %687 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %686, <8 x float> %678, <8 x float> %661)
  %688 = getelementptr inbounds float, ptr %679, i64 %83
  %689 = load <8 x float>, ptr %688, align 4
  %690 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %689, <8 x float> %678, <8 x float> %664)
  %691 = getelementptr inbounds float, ptr %679, i64 %84
  %692 = load <8 x float>, ptr %691, align 4
  %693 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %692, <8 x float> %678, <8 x float> %667)
  %694 = getelementptr inbounds float, ptr %679, i64 %85
  %695 = load <8 x float>, ptr %694, align 4
  %696 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %695, <8 x float> %678, <8 x float> %670)
  %697 = getelementptr inbounds float, ptr %679, i64 %86
  %698 = load <8 x float>, ptr %697, align 4
  %699 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %698, <8 x float> %678, <8 x float> %673)
  %700 = getelementptr inbounds float, ptr %679, i64 %87
  %701 = load <8 x float>, ptr %700, align 4
  %702 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %701, <8 x float> %678, <8 x float> %676)
  %703 = getelementptr i8, ptr %572, i64 %121
  %704 = load <8 x float>, ptr %703, align 4
  %705 = getelementptr float, ptr %650, i64 %527
  %706 = load <8 x float>, ptr %705, align 4
  %707 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %706, <8 x float> %704, <8 x float> %681)
  %708 = getelementptr inbounds float, ptr %705, i64 %73
  %709 = load <8 x float>, ptr %708, align 4
  %710 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %709, <8 x float> %704, <8 x float> %684)
  %711 = getelementptr inbounds float, ptr %705, i64 %82
  %712 = load <8 x float>, ptr %711, align 4
  %713 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %712, <8 x float> %704, <8 x float> %687)
  %714 = getelementptr inbounds float, ptr %705, i64 %83
  %715 = load <8 x float>, ptr %714, align 4
  %716 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %715, <8 x float> %704, <8 x float> %690)
  %717 = getelementptr inbounds float, ptr %705, i64 %84
  %718 = load <8 x float>, ptr %717, align 4
  %719 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %718, <8 x float> %704, <8 x float> %693)
  %720 = getelementptr inbounds float, ptr %705, i64 %85
  %721 = load <8 x float>, ptr %720, align 4
  %722 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %721, <8 x float> %704, <8 x float> %696)
  %723 = getelementptr inbounds float, ptr %705, i64 %86
  %724 = load <8 x float>, ptr %723, align 4
  %725 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %724, <8 x float> %704, <8 x float> %699)
  %726 = getelementptr inbounds float, ptr %705, i64 %87
  %727 = load <8 x float>, ptr %726, align 4
  %728 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %727, <8 x float> %704, <8 x float> %702)
  %729 = getelementptr i8, ptr %571, i64 %122
  %730 = getelementptr i8, ptr %572, i64 %123
  %731 = load <8 x float>, ptr %730, align 4
  %732 = getelementptr float, ptr %729, i64 %523
  %733 = load <8 x float>, ptr %732, align 4
  %734 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %733, <8 x float> %731, <8 x float> %707)
  %735 = getelementptr inbounds float, ptr %732, i64 %73
  %736 = load <8 x float>, ptr %735, align 4
  %737 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %736, <8 x float> %731, <8 x float> %710)
  %738 = getelementptr inbounds float, ptr %732, i64 %82
  %739 = load <8 x float>, ptr %738, align 4
  %740 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %739, <8 x float> %731, <8 x float> %713)
  %741 = getelementptr inbounds float, ptr %732, i64 %83
  %742 = load <8 x float>, ptr %741, align 4
  %743 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %742, <8 x float> %731, <8 x float> %716)
  %744 = getelementptr inbounds float, ptr %732, i64 %84
  %745 = load <8 x float>, ptr %744, align 4
  %746 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %745, <8 x float> %731, <8 x float> %719)
  %747 = getelementptr inbounds float, ptr %732, i64 %85
  %748 = load <8 x float>, ptr %747, align 4
  %749 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %748, <8 x float> %731, <8 x float> %722)
  %750 = getelementptr inbounds float, ptr %732, i64 %86
  %751 = load <8 x float>, ptr %750, align 4
  %752 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %751, <8 x float> %731, <8 x float> %725)
  %753 = getelementptr inbounds float, ptr %732, i64 %87
  %754 = load <8 x float>, ptr %753, align 4
  %755 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %754, <8 x float> %731, <8 x float> %728)
  %756 = getelementptr i8, ptr %572, i64 %124
  %757 = load <8 x float>, ptr %756, align 4
  %758 = getelementptr float, ptr %729, i64 %525
  %759 = load <8 x float>, ptr %758, align 4
  %760 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %759, <8 x float> %757, <8 x float> %734)
  %761 = getelementptr inbounds float, ptr %758, i64 %73
  %762 = load <8 x float>, ptr %761, align 4
  %763 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %762, <8 x float> %757, <8 x float> %737)
  %764 = getelementptr inbounds float, ptr %758, i64 %82
  %765 = load <8 x float>, ptr %764, align 4
  %766 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %765, <8 x float> %757, <8 x float> %740)
  %767 = getelementptr inbounds float, ptr %758, i64 %83
  %768 = load <8 x float>, ptr %767, align 4
  %769 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %768, <8 x float> %757, <8 x float> %743)
  %770 = getelementptr inbounds float, ptr %758, i64 %84
  %771 = load <8 x float>, ptr %770, align 4
  %772 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %771, <8 x float> %757, <8 x float> %746)
  %773 = getelementptr inbounds float, ptr %758, i64 %85
  %774 = load <8 x float>, ptr %773, align 4
  %775 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %774, <8 x float> %757, <8 x float> %749)
  %776 = getelementptr inbounds float, ptr %758, i64 %86
  %777 = load <8 x float>, ptr %776, align 4
  %778 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %777, <8 x float> %757, <8 x float> %752)
  %779 = getelementptr inbounds float, ptr %758, i64 %87
  %780 = load <8 x float>, ptr %779, align 4
  %781 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %780, <8 x float> %757, <8 x float> %755)
  %782 = getelementptr i8, ptr %572, i64 %125
  %783 = load <8 x float>, ptr %782, align 4
  %784 = getelementptr float, ptr %729, i64 %527
  %785 = load <8 x float>, ptr %784, align 4
  %786 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %785, <8 x float> %783, <8 x float> %760)
  %787 = getelementptr inbounds float, ptr %784, i64 %73
  %788 = load <8 x float>, ptr %787, align 4
  %789 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %783, <8 x float> %763)
  %790 = getelementptr inbounds float, ptr %784, i64 %82
  %791 = load <8 x float>, ptr %790, align 4
  %792 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %791, <8 x float> %783, <8 x float> %766)
  %793 = getelementptr inbounds float, ptr %784, i64 %83
  %794 = load <8 x float>, ptr %793, align 4
  %795 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %794, <8 x float> %783, <8 x float> %769)
  %796 = getelementptr inbounds float, ptr %784, i64 %84
  %797 = load <8 x float>, ptr %796, align 4
  %798 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %797, <8 x float> %783, <8 x float> %772)
  %799 = getelementptr inbounds float, ptr %784, i64 %85
  %800 = load <8 x float>, ptr %799, align 4
  %801 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %783, <8 x float> %775)
  %802 = getelementptr inbounds float, ptr %784, i64 %86
  %803 = load <8 x float>, ptr %802, align 4
  %804 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %803, <8 x float> %783, <8 x float> %778)
  %805 = getelementptr inbounds float, ptr %784, i64 %87
  %806 = load <8 x float>, ptr %805, align 4
  %807 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %806, <8 x float> %783, <8 x float> %781)
  br i1 %55, label %819, label %808

808:                                              ; preds = %562
  %809 = getelementptr inbounds nuw float, ptr %29, i64 %543
  %810 = load <8 x float>, ptr %809, align 4
  %811 = fadd <8 x float> %810, %786
  %812 = fadd <8 x float> %810, %789
  %813 = fadd <8 x float> %810, %792
  %814 = fadd <8 x float> %810, %795
  %815 = fadd <8 x float> %810, %798
  %816 = fadd <8 x float> %810, %801
  %817 = fadd <8 x float> %810, %804
  %818 = fadd <8 x float> %810, %807
  br label %819

819:                                              ; preds = %808, %562
  %820 = phi <8 x float> [ %807, %562 ], [ %818, %808 ]
  %821 = phi <8 x float> [ %804, %562 ], [ %817, %808 ]
  %822 = phi <8 x float> [ %801, %562 ], [ %816, %808 ]
  %823 = phi <8 x float> [ %798, %562 ], [ %815, %808 ]
  %824 = phi <8 x float> [ %795, %562 ], [ %814, %808 ]
  %825 = phi <8 x float> [ %792, %562 ], [ %813, %808 ]
  %826 = phi <8 x float> [ %789, %562 ], [ %812, %808 ]
  %827 = phi <8 x float> [ %786, %562 ], [ %811, %808 ]
  %828 = getelementptr float, ptr %544, i64 %508
  store <8 x float> %827, ptr %828, align 4
  %829 = getelementptr float, ptr %544, i64 %529
  store <8 x float> %826, ptr %829, align 4
  %830 = getelementptr float, ptr %544, i64 %531
  store <8 x float> %825, ptr %830, align 4
  %831 = getelementptr float, ptr %544, i64 %533
  store <8 x float> %824, ptr %831, align 4
  %832 = getelementptr float, ptr %544, i64 %535
  store <8 x float> %823, ptr %832, align 4
  %833 = getelementptr float, ptr %544, i64 %537
  store <8 x float> %822, ptr %833, align 4
  %834 = getelementptr float, ptr %544, i64 %539
  store <8 x float> %821, ptr %834, align 4
  %835 = getelementptr float, ptr %544, i64 %541
  store <8 x float> %820, ptr %835, align 4
  %836 = add nuw nsw i64 %543, 8
  %837 = icmp slt i64 %836, %61
  br i1 %837, label %542, label %496

838:                                              ; preds = %851, %499
  br i1 %66, label %918, label %1348

839:                                              ; preds = %499, %851
  %840 = phi i64 [ %852, %851 ], [ %500, %499 ]
  br i1 %63, label %841, label %851

841:                                              ; preds = %839
  %842 = mul nsw i64 %840, %25
  %843 = getelementptr inbounds float, ptr %138, i64 %842
  %844 = mul nsw i64 %840, %12
  %845 = sub i64 %844, %18
  %846 = mul nsw i64 %845, %22
  %847 = add nsw i64 %845, %14
  %848 = mul nsw i64 %847, %22
  %849 = add nsw i64 %845, %89
  %850 = mul nsw i64 %849, %22
  br label %854

851:                                              ; preds = %913, %839
  %852 = add nsw i64 %840, 1
  %853 = icmp eq i64 %852, %47
  br i1 %853, label %838, label %839

854:                                              ; preds = %841, %913
  %855 = phi i64 [ 0, %841 ], [ %916, %913 ]
  br i1 %55, label %856, label %859

856:                                              ; preds = %854
  %857 = getelementptr inbounds nuw float, ptr %843, i64 %855
  %858 = load <8 x float>, ptr %857, align 4
  br label %859

859:                                              ; preds = %856, %854
  %860 = phi <8 x float> [ %858, %856 ], [ zeroinitializer, %854 ]
  %861 = getelementptr float, ptr %493, i64 %855
  %862 = getelementptr float, ptr %30, i64 %855
  %863 = getelementptr float, ptr %861, i64 %846
  %864 = load <8 x float>, ptr %863, align 4
  %865 = load <8 x float>, ptr %862, align 4
  %866 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %864, <8 x float> %865, <8 x float> %860)
  %867 = getelementptr float, ptr %861, i64 %848
  %868 = load <8 x float>, ptr %867, align 4
  %869 = getelementptr float, ptr %862, i64 %5
  %870 = load <8 x float>, ptr %869, align 4
  %871 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %868, <8 x float> %870, <8 x float> %866)
  %872 = getelementptr float, ptr %861, i64 %850
  %873 = load <8 x float>, ptr %872, align 4
  %874 = getelementptr i8, ptr %862, i64 %90
  %875 = load <8 x float>, ptr %874, align 4
  %876 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %873, <8 x float> %875, <8 x float> %871)
  %877 = getelementptr float, ptr %861, i64 %72
  %878 = getelementptr float, ptr %877, i64 %846
  %879 = load <8 x float>, ptr %878, align 4
  %880 = getelementptr i8, ptr %862, i64 %91
  %881 = load <8 x float>, ptr %880, align 4
  %882 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %879, <8 x float> %881, <8 x float> %876)
  %883 = getelementptr float, ptr %877, i64 %848
  %884 = load <8 x float>, ptr %883, align 4
  %885 = getelementptr i8, ptr %862, i64 %92
  %886 = load <8 x float>, ptr %885, align 4
  %887 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %884, <8 x float> %886, <8 x float> %882)
  %888 = getelementptr float, ptr %877, i64 %850
  %889 = load <8 x float>, ptr %888, align 4
  %890 = getelementptr i8, ptr %862, i64 %93
  %891 = load <8 x float>, ptr %890, align 4
  %892 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %889, <8 x float> %891, <8 x float> %887)
  %893 = getelementptr i8, ptr %861, i64 %94
  %894 = getelementptr float, ptr %893, i64 %846
  %895 = load <8 x float>, ptr %894, align 4
  %896 = getelementptr i8, ptr %862, i64 %95
  %897 = load <8 x float>, ptr %896, align 4
  %898 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %895, <8 x float> %897, <8 x float> %892)
  %899 = getelementptr float, ptr %893, i64 %848
  %900 = load <8 x float>, ptr %899, align 4
  %901 = getelementptr i8, ptr %862, i64 %96
  %902 = load <8 x float>, ptr %901, align 4
  %903 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %900, <8 x float> %902, <8 x float> %898)
  %904 = getelementptr float, ptr %893, i64 %850
  %905 = load <8 x float>, ptr %904, align 4
  %906 = getelementptr i8, ptr %862, i64 %97
  %907 = load <8 x float>, ptr %906, align 4
  %908 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %905, <8 x float> %907, <8 x float> %903)
  br i1 %55, label %913, label %909

909:                                              ; preds = %859
  %910 = getelementptr inbounds nuw float, ptr %29, i64 %855
  %911 = load <8 x float>, ptr %910, align 4
  %912 = fadd <8 x float> %908, %911
  br label %913

913:                                              ; preds = %859, %909
  %914 = phi <8 x float> [ %912, %909 ], [ %908, %859 ]
  %915 = getelementptr inbounds nuw float, ptr %843, i64 %855
  store <8 x float> %914, ptr %915, align 4
  %916 = add nuw nsw i64 %855, 8
  %917 = icmp slt i64 %916, %61
  br i1 %917, label %854, label %851

918:                                              ; preds = %838, %995
  %919 = phi i64 [ %996, %995 ], [ %61, %838 ]
  %920 = getelementptr float, ptr %138, i64 %919
  br i1 %74, label %921, label %995

921:                                              ; preds = %918
  %922 = getelementptr float, ptr %493, i64 %919
  %923 = getelementptr float, ptr %30, i64 %919
  %924 = getelementptr inbounds float, ptr %29, i64 %919
  %925 = getelementptr float, ptr %923, i64 %5
  %926 = getelementptr i8, ptr %923, i64 %99
  %927 = getelementptr float, ptr %922, i64 %72
  %928 = getelementptr i8, ptr %923, i64 %100
  %929 = getelementptr i8, ptr %923, i64 %101
  %930 = getelementptr i8, ptr %923, i64 %102
  %931 = getelementptr i8, ptr %922, i64 %103
  %932 = getelementptr i8, ptr %923, i64 %104
  %933 = getelementptr i8, ptr %923, i64 %105
  %934 = getelementptr i8, ptr %923, i64 %106
  br label %935

935:                                              ; preds = %921, %989
  %936 = phi i64 [ %48, %921 ], [ %993, %989 ]
  br i1 %55, label %937, label %941

937:                                              ; preds = %935
  %938 = mul nsw i64 %936, %25
  %939 = getelementptr float, ptr %920, i64 %938
  %940 = load float, ptr %939, align 4
  br label %941

941:                                              ; preds = %937, %935
  %942 = phi float [ %940, %937 ], [ 0.000000e+00, %935 ]
  %943 = mul nsw i64 %936, %12
  %944 = sub i64 %943, %18
  %945 = mul nsw i64 %944, %22
  %946 = getelementptr float, ptr %922, i64 %945
  %947 = load float, ptr %946, align 4
  %948 = load float, ptr %923, align 4
  %949 = tail call float @llvm.fma.f32(float %947, float %948, float %942)
  %950 = add nsw i64 %944, %14
  %951 = mul nsw i64 %950, %22
  %952 = getelementptr float, ptr %922, i64 %951
  %953 = load float, ptr %952, align 4
  %954 = load float, ptr %925, align 4
  %955 = tail call float @llvm.fma.f32(float %953, float %954, float %949)
  %956 = add nsw i64 %944, %98
  %957 = mul nsw i64 %956, %22
  %958 = getelementptr float, ptr %922, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = load float, ptr %926, align 4
  %961 = tail call float @llvm.fma.f32(float %959, float %960, float %955)
  %962 = getelementptr float, ptr %927, i64 %945
  %963 = load float, ptr %962, align 4
  %964 = load float, ptr %928, align 4
  %965 = tail call float @llvm.fma.f32(float %963, float %964, float %961)
  %966 = getelementptr float, ptr %927, i64 %951
  %967 = load float, ptr %966, align 4
  %968 = load float, ptr %929, align 4
  %969 = tail call float @llvm.fma.f32(float %967, float %968, float %965)
  %970 = getelementptr float, ptr %927, i64 %957
  %971 = load float, ptr %970, align 4
  %972 = load float, ptr %930, align 4
  %973 = tail call float @llvm.fma.f32(float %971, float %972, float %969)
  %974 = getelementptr float, ptr %931, i64 %945
  %975 = load float, ptr %974, align 4
  %976 = load float, ptr %932, align 4
  %977 = tail call float @llvm.fma.f32(float %975, float %976, float %973)
  %978 = getelementptr float, ptr %931, i64 %951
  %979 = load float, ptr %978, align 4
  %980 = load float, ptr %933, align 4
  %981 = tail call float @llvm.fma.f32(float %979, float %980, float %977)
  %982 = getelementptr float, ptr %931, i64 %957
  %983 = load float, ptr %982, align 4
  %984 = load float, ptr %934, align 4
  %985 = tail call float @llvm.fma.f32(float %983, float %984, float %981)
  br i1 %55, label %989, label %986

986:                                              ; preds = %941
  %987 = load float, ptr %924, align 4
  %988 = fadd float %985, %987
  br label %989

989:                                              ; preds = %986, %941
  %990 = phi float [ %988, %986 ], [ %985, %941 ]
  %991 = mul nsw i64 %936, %25
  %992 = getelementptr float, ptr %920, i64 %991
  store float %990, ptr %992, align 4
  %993 = add nsw i64 %936, 1
  %994 = icmp eq i64 %993, %47
  br i1 %994, label %995, label %935

995:                                              ; preds = %989, %918
  %996 = add nsw i64 %919, 1
  %997 = icmp slt i64 %996, %5
  br i1 %997, label %918, label %1348

998:                                              ; preds = %1159, %1004
  %999 = add nsw i64 %1005, 8
  %1000 = icmp sgt i64 %999, %47
  br i1 %1000, label %1001, label %1004

1001:                                             ; preds = %998, %494
  %1002 = phi i64 [ %48, %494 ], [ %1005, %998 ]
  %1003 = icmp slt i64 %1002, %47
  br i1 %1003, label %1179, label %1178

1004:                                             ; preds = %494, %998
  %1005 = phi i64 [ %999, %998 ], [ %70, %494 ]
  %1006 = phi i64 [ %1005, %998 ], [ %48, %494 ]
  br i1 %63, label %1007, label %998

1007:                                             ; preds = %1004
  %1008 = mul nsw i64 %1006, %12
  %1009 = sub i64 %1008, %18
  %1010 = mul nsw i64 %1006, %25
  %1011 = add nsw i64 %1006, 1
  %1012 = mul nsw i64 %1011, %25
  %1013 = add nsw i64 %1006, 2
  %1014 = mul nsw i64 %1013, %25
  %1015 = add nsw i64 %1006, 3
  %1016 = mul nsw i64 %1015, %25
  %1017 = add nsw i64 %1006, 4
  %1018 = mul nsw i64 %1017, %25
  %1019 = add nsw i64 %1006, 5
  %1020 = mul nsw i64 %1019, %25
  %1021 = add nsw i64 %1006, 6
  %1022 = mul nsw i64 %1021, %25
  %1023 = add nsw i64 %1006, 7
  %1024 = mul nsw i64 %1023, %25
  %1025 = add nsw i64 %1006, 1
  %1026 = mul nsw i64 %1025, %25
  %1027 = add nsw i64 %1006, 2
  %1028 = mul nsw i64 %1027, %25
  %1029 = add nsw i64 %1006, 3
  %1030 = mul nsw i64 %1029, %25
  %1031 = add nsw i64 %1006, 4
  %1032 = mul nsw i64 %1031, %25
  %1033 = add nsw i64 %1006, 5
  %1034 = mul nsw i64 %1033, %25
  %1035 = add nsw i64 %1006, 6
  %1036 = mul nsw i64 %1035, %25
  %1037 = add nsw i64 %1006, 7
  %1038 = mul nsw i64 %1037, %25
  br label %1039

1039:                                             ; preds = %1007, %1159
  %1040 = phi i64 [ 0, %1007 ], [ %1176, %1159 ]
  %1041 = getelementptr float, ptr %138, i64 %1040
  br i1 %55, label %1044, label %1061

1042:                                             ; preds = %1061
  %1043 = getelementptr float, ptr %30, i64 %1040
  br label %1071

1044:                                             ; preds = %1039
  %1045 = getelementptr float, ptr %1041, i64 %1010
  %1046 = load <8 x float>, ptr %1045, align 4
  %1047 = getelementptr float, ptr %1041, i64 %1012
  %1048 = load <8 x float>, ptr %1047, align 4
  %1049 = getelementptr float, ptr %1041, i64 %1014
  %1050 = load <8 x float>, ptr %1049, align 4
  %1051 = getelementptr float, ptr %1041, i64 %1016
  %1052 = load <8 x float>, ptr %1051, align 4
  %1053 = getelementptr float, ptr %1041, i64 %1018
  %1054 = load <8 x float>, ptr %1053, align 4
  %1055 = getelementptr float, ptr %1041, i64 %1020
  %1056 = load <8 x float>, ptr %1055, align 4
  %1057 = getelementptr float, ptr %1041, i64 %1022
  %1058 = load <8 x float>, ptr %1057, align 4
  %1059 = getelementptr float, ptr %1041, i64 %1024
  %1060 = load <8 x float>, ptr %1059, align 4
  br label %1061

1061:                                             ; preds = %1039, %1044
  %1062 = phi <8 x float> [ %1058, %1044 ], [ zeroinitializer, %1039 ]
  %1063 = phi <8 x float> [ %1054, %1044 ], [ zeroinitializer, %1039 ]
  %1064 = phi <8 x float> [ %1050, %1044 ], [ zeroinitializer, %1039 ]
  %1065 = phi <8 x float> [ %1046, %1044 ], [ zeroinitializer, %1039 ]
  %1066 = phi <8 x float> [ %1048, %1044 ], [ zeroinitializer, %1039 ]
  %1067 = phi <8 x float> [ %1052, %1044 ], [ zeroinitializer, %1039 ]
  %1068 = phi <8 x float> [ %1056, %1044 ], [ zeroinitializer, %1039 ]
  %1069 = phi <8 x float> [ %1060, %1044 ], [ zeroinitializer, %1039 ]
  %1070 = getelementptr float, ptr %493, i64 %1040
  br i1 %56, label %1042, label %1085

1071:                                             ; preds = %1042, %1105
  %1072 = phi <8 x float> [ %1069, %1042 ], [ %1106, %1105 ]
  %1073 = phi <8 x float> [ %1062, %1042 ], [ %1107, %1105 ]
  %1074 = phi <8 x float> [ %1068, %1042 ], [ %1108, %1105 ]
  %1075 = phi <8 x float> [ %1063, %1042 ], [ %1109, %1105 ]
  %1076 = phi <8 x float> [ %1067, %1042 ], [ %1110, %1105 ]
  %1077 = phi <8 x float> [ %1064, %1042 ], [ %1111, %1105 ]
  %1078 = phi <8 x float> [ %1066, %1042 ], [ %1112, %1105 ]
  %1079 = phi <8 x float> [ %1065, %1042 ], [ %1113, %1105 ]
  %1080 = phi i64 [ 0, %1042 ], [ %1114, %1105 ]
  br i1 %57, label %1081, label %1105

1081:                                             ; preds = %1071
  %1082 = mul i64 %72, %1080
  %1083 = mul nuw nsw i64 %1080, %8
  %1084 = getelementptr float, ptr %1070, i64 %1082
  br label %1116

1085:                                             ; preds = %1105, %1061
  %1086 = phi <8 x float> [ %1069, %1061 ], [ %1106, %1105 ]
  %1087 = phi <8 x float> [ %1062, %1061 ], [ %1107, %1105 ]
  %1088 = phi <8 x float> [ %1068, %1061 ], [ %1108, %1105 ]
  %1089 = phi <8 x float> [ %1063, %1061 ], [ %1109, %1105 ]
  %1090 = phi <8 x float> [ %1067, %1061 ], [ %1110, %1105 ]
  %1091 = phi <8 x float> [ %1064, %1061 ], [ %1111, %1105 ]
  %1092 = phi <8 x float> [ %1066, %1061 ], [ %1112, %1105 ]
  %1093 = phi <8 x float> [ %1065, %1061 ], [ %1113, %1105 ]
  br i1 %55, label %1159, label %1094

1094:                                             ; preds = %1085
  %1095 = getelementptr inbounds nuw float, ptr %29, i64 %1040
  %1096 = load <8 x float>, ptr %1095, align 4
  %1097 = fadd <8 x float> %1096, %1093
  %1098 = fadd <8 x float> %1096, %1092
  %1099 = fadd <8 x float> %1096, %1091
  %1100 = fadd <8 x float> %1096, %1090
  %1101 = fadd <8 x float> %1096, %1089
  %1102 = fadd <8 x float> %1096, %1088
  %1103 = fadd <8 x float> %1096, %1087
  %1104 = fadd <8 x float> %1096, %1086
  br label %1159

1105:                                             ; preds = %1116, %1071
  %1106 = phi <8 x float> [ %1072, %1071 ], [ %1156, %1116 ]
  %1107 = phi <8 x float> [ %1073, %1071 ], [ %1153, %1116 ]
  %1108 = phi <8 x float> [ %1074, %1071 ], [ %1150, %1116 ]
  %1109 = phi <8 x float> [ %1075, %1071 ], [ %1147, %1116 ]
  %1110 = phi <8 x float> [ %1076, %1071 ], [ %1144, %1116 ]
  %1111 = phi <8 x float> [ %1077, %1071 ], [ %1141, %1116 ]
  %1112 = phi <8 x float> [ %1078, %1071 ], [ %1138, %1116 ]
  %1113 = phi <8 x float> [ %1079, %1071 ], [ %1135, %1116 ]
  %1114 = add nuw nsw i64 %1080, 1
  %1115 = icmp eq i64 %1114, %7
  br i1 %1115, label %1085, label %1071

1116:                                             ; preds = %1081, %1116
  %1117 = phi <8 x float> [ %1072, %1081 ], [ %1156, %1116 ]
  %1118 = phi <8 x float> [ %1073, %1081 ], [ %1153, %1116 ]
  %1119 = phi <8 x float> [ %1074, %1081 ], [ %1150, %1116 ]
  %1120 = phi <8 x float> [ %1075, %1081 ], [ %1147, %1116 ]
  %1121 = phi <8 x float> [ %1076, %1081 ], [ %1144, %1116 ]
  %1122 = phi <8 x float> [ %1077, %1081 ], [ %1141, %1116 ]
  %1123 = phi <8 x float> [ %1078, %1081 ], [ %1138, %1116 ]
  %1124 = phi <8 x float> [ %1079, %1081 ], [ %1135, %1116 ]
  %1125 = phi i64 [ 0, %1081 ], [ %1157, %1116 ]
  %1126 = add nuw nsw i64 %1125, %1083
  %1127 = mul nsw i64 %1126, %5
  %1128 = getelementptr float, ptr %1043, i64 %1127
  %1129 = load <8 x float>, ptr %1128, align 4
  %1130 = mul nsw i64 %1125, %14
  %1131 = add nsw i64 %1009, %1130
  %1132 = mul nsw i64 %1131, %22
  %1133 = getelementptr float, ptr %1084, i64 %1132
  %1134 = load <8 x float>, ptr %1133, align 4
  %1135 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1134, <8 x float> %1129, <8 x float> %1124)
  %1136 = getelementptr inbounds float, ptr %1133, i64 %73
  %1137 = load <8 x float>, ptr %1136, align 4
  %1138 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1137, <8 x float> %1129, <8 x float> %1123)
  %1139 = getelementptr inbounds i8, ptr %1133, i64 %76
  %1140 = load <8 x float>, ptr %1139, align 4
  %1141 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1140, <8 x float> %1129, <8 x float> %1122)
  %1142 = getelementptr inbounds i8, ptr %1133, i64 %77
  %1143 = load <8 x float>, ptr %1142, align 4
  %1144 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1143, <8 x float> %1129, <8 x float> %1121)
  %1145 = getelementptr inbounds i8, ptr %1133, i64 %78
  %1146 = load <8 x float>, ptr %1145, align 4
  %1147 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1146, <8 x float> %1129, <8 x float> %1120)
  %1148 = getelementptr inbounds i8, ptr %1133, i64 %79
  %1149 = load <8 x float>, ptr %1148, align 4
  %1150 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1149, <8 x float> %1129, <8 x float> %1119)
  %1151 = getelementptr inbounds i8, ptr %1133, i64 %80
  %1152 = load <8 x float>, ptr %1151, align 4
  %1153 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1152, <8 x float> %1129, <8 x float> %1118)
  %1154 = getelementptr inbounds i8, ptr %1133, i64 %81
  %1155 = load <8 x float>, ptr %1154, align 4
  %1156 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1155, <8 x float> %1129, <8 x float> %1117)
  %1157 = add nuw nsw i64 %1125, 1
  %1158 = icmp eq i64 %1157, %8
  br i1 %1158, label %1105, label %1116

1159:                                             ; preds = %1094, %1085
  %1160 = phi <8 x float> [ %1086, %1085 ], [ %1104, %1094 ]
  %1161 = phi <8 x float> [ %1087, %1085 ], [ %1103, %1094 ]
  %1162 = phi <8 x float> [ %1088, %1085 ], [ %1102, %1094 ]
  %1163 = phi <8 x float> [ %1089, %1085 ], [ %1101, %1094 ]
  %1164 = phi <8 x float> [ %1090, %1085 ], [ %1100, %1094 ]
  %1165 = phi <8 x float> [ %1091, %1085 ], [ %1099, %1094 ]
  %1166 = phi <8 x float> [ %1092, %1085 ], [ %1098, %1094 ]
  %1167 = phi <8 x float> [ %1093, %1085 ], [ %1097, %1094 ]
  %1168 = getelementptr float, ptr %1041, i64 %1010
  store <8 x float> %1167, ptr %1168, align 4
  %1169 = getelementptr float, ptr %1041, i64 %1026
  store <8 x float> %1166, ptr %1169, align 4
  %1170 = getelementptr float, ptr %1041, i64 %1028
  store <8 x float> %1165, ptr %1170, align 4
  %1171 = getelementptr float, ptr %1041, i64 %1030
  store <8 x float> %1164, ptr %1171, align 4
  %1172 = getelementptr float, ptr %1041, i64 %1032
  store <8 x float> %1163, ptr %1172, align 4
  %1173 = getelementptr float, ptr %1041, i64 %1034
  store <8 x float> %1162, ptr %1173, align 4
  %1174 = getelementptr float, ptr %1041, i64 %1036
  store <8 x float> %1161, ptr %1174, align 4
  %1175 = getelementptr float, ptr %1041, i64 %1038
  store <8 x float> %1160, ptr %1175, align 4
  %1176 = add nuw nsw i64 %1040, 8
  %1177 = icmp slt i64 %1176, %61
  br i1 %1177, label %1039, label %998

1178:                                             ; preds = %1186, %1001
  br i1 %66, label %1263, label %1348

1179:                                             ; preds = %1001, %1186
  %1180 = phi i64 [ %1187, %1186 ], [ %1002, %1001 ]
  br i1 %63, label %1181, label %1186

1181:                                             ; preds = %1179
  %1182 = mul nsw i64 %1180, %25
  %1183 = getelementptr inbounds float, ptr %138, i64 %1182
  %1184 = mul nsw i64 %1180, %12
  %1185 = sub i64 %1184, %18
  br label %1189

1186:                                             ; preds = %1258, %1179
  %1187 = add nsw i64 %1180, 1
  %1188 = icmp eq i64 %1187, %47
  br i1 %1188, label %1178, label %1179

1189:                                             ; preds = %1181, %1258
  %1190 = phi i64 [ 0, %1181 ], [ %1261, %1258 ]
  br i1 %55, label %1191, label %1194

1191:                                             ; preds = %1189
  %1192 = getelementptr inbounds nuw float, ptr %1183, i64 %1190
  %1193 = load <8 x float>, ptr %1192, align 4
  br label %1194

1194:                                             ; preds = %1191, %1189
  %1195 = phi <8 x float> [ %1193, %1191 ], [ zeroinitializer, %1189 ]
  %1196 = getelementptr float, ptr %493, i64 %1190
  br i1 %56, label %1197, label %1206

1197:                                             ; preds = %1194
  %1198 = getelementptr float, ptr %30, i64 %1190
  br label %1199

1199:                                             ; preds = %1197, %1222
  %1200 = phi i64 [ 0, %1197 ], [ %1224, %1222 ]
  %1201 = phi <8 x float> [ %1195, %1197 ], [ %1223, %1222 ]
  br i1 %57, label %1202, label %1222

1202:                                             ; preds = %1199
  %1203 = mul i64 %72, %1200
  %1204 = getelementptr float, ptr %1196, i64 %1203
  %1205 = mul nuw nsw i64 %1200, %8
  br i1 %109, label %1209, label %1226

1206:                                             ; preds = %1222, %1194
  %1207 = phi <8 x float> [ %1195, %1194 ], [ %1223, %1222 ]
  br i1 %55, label %1258, label %1254

1208:                                             ; preds = %1226
  br i1 %111, label %1222, label %1209

1209:                                             ; preds = %1208, %1202
  %1210 = phi i64 [ 0, %1202 ], [ %1251, %1208 ]
  %1211 = phi <8 x float> [ %1201, %1202 ], [ %1250, %1208 ]
  tail call void @llvm.assume(i1 %112)
  %1212 = mul nsw i64 %1210, %14
  %1213 = add nsw i64 %1185, %1212
  %1214 = mul nsw i64 %1213, %22
  %1215 = getelementptr float, ptr %1204, i64 %1214
  %1216 = load <8 x float>, ptr %1215, align 4
  %1217 = add nuw nsw i64 %1210, %1205
  %1218 = mul nsw i64 %1217, %5
  %1219 = getelementptr float, ptr %1198, i64 %1218
  %1220 = load <8 x float>, ptr %1219, align 4
  %1221 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1216, <8 x float> %1220, <8 x float> %1211)
  br label %1222

1222:                                             ; preds = %1209, %1208, %1199
  %1223 = phi <8 x float> [ %1201, %1199 ], [ %1250, %1208 ], [ %1221, %1209 ]
  %1224 = add nuw nsw i64 %1200, 1
  %1225 = icmp eq i64 %1224, %7
  br i1 %1225, label %1206, label %1199

1226:                                             ; preds = %1202, %1226
  %1227 = phi i64 [ %1251, %1226 ], [ 0, %1202 ]
  %1228 = phi <8 x float> [ %1250, %1226 ], [ %1201, %1202 ]
  %1229 = phi i64 [ %1252, %1226 ], [ 0, %1202 ]
  %1230 = mul nsw i64 %1227, %14
  %1231 = add nsw i64 %1185, %1230
  %1232 = mul nsw i64 %1231, %22
  %1233 = getelementptr float, ptr %1204, i64 %1232
  %1234 = load <8 x float>, ptr %1233, align 4
  %1235 = add nuw nsw i64 %1227, %1205
  %1236 = mul nsw i64 %1235, %5
  %1237 = getelementptr float, ptr %1198, i64 %1236
  %1238 = load <8 x float>, ptr %1237, align 4
  %1239 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1234, <8 x float> %1238, <8 x float> %1228)
  %1240 = or disjoint i64 %1227, 1
  %1241 = mul nsw i64 %1240, %14
  %1242 = add nsw i64 %1185, %1241
  %1243 = mul nsw i64 %1242, %22
  %1244 = getelementptr float, ptr %1204, i64 %1243
  %1245 = load <8 x float>, ptr %1244, align 4
  %1246 = add nuw nsw i64 %1240, %1205
  %1247 = mul nsw i64 %1246, %5
  %1248 = getelementptr float, ptr %1198, i64 %1247
  %1249 = load <8 x float>, ptr %1248, align 4
  %1250 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1245, <8 x float> %1249, <8 x float> %1239)
  %1251 = add nuw nsw i64 %1227, 2
  %1252 = add i64 %1229, 2
  %1253 = icmp eq i64 %1252, %110
  br i1 %1253, label %1208, label %1226

1254:                                             ; preds = %1206
  %1255 = getelementptr inbounds nuw float, ptr %29, i64 %1190
  %1256 = load <8 x float>, ptr %1255, align 4
  %1257 = fadd <8 x float> %1207, %1256
  br label %1258

1258:                                             ; preds = %1206, %1254
  %1259 = phi <8 x float> [ %1257, %1254 ], [ %1207, %1206 ]
  %1260 = getelementptr inbounds nuw float, ptr %1183, i64 %1190
  store <8 x float> %1259, ptr %1260, align 4
  %1261 = add nuw nsw i64 %1190, 8
  %1262 = icmp slt i64 %1261, %61
  br i1 %1262, label %1189, label %1186

1263:                                             ; preds = %1178, %1345
  %1264 = phi i64 [ %1346, %1345 ], [ %61, %1178 ]
  %1265 = getelementptr float, ptr %138, i64 %1264
  br i1 %74, label %1266, label %1345

1266:                                             ; preds = %1263
  %1267 = getelementptr float, ptr %493, i64 %1264
  %1268 = getelementptr float, ptr %30, i64 %1264
  %1269 = getelementptr inbounds float, ptr %29, i64 %1264
  br label %1270

1270:                                             ; preds = %1266, %1339
  %1271 = phi i64 [ %48, %1266 ], [ %1343, %1339 ]
  br i1 %55, label %1272, label %1276

1272:                                             ; preds = %1270
  %1273 = mul nsw i64 %1271, %25
  %1274 = getelementptr float, ptr %1265, i64 %1273
  %1275 = load float, ptr %1274, align 4
  br label %1276

1276:                                             ; preds = %1272, %1270
  %1277 = phi float [ %1275, %1272 ], [ 0.000000e+00, %1270 ]
  br i1 %56, label %1278, label %1288

1278:                                             ; preds = %1276
  %1279 = mul nsw i64 %1271, %12
  %1280 = sub i64 %1279, %18
  br label %1281

1281:                                             ; preds = %1278, %1304
  %1282 = phi i64 [ 0, %1278 ], [ %1306, %1304 ]
  %1283 = phi float [ %1277, %1278 ], [ %1305, %1304 ]
  br i1 %57, label %1284, label %1304

1284:                                             ; preds = %1281
  %1285 = mul i64 %72, %1282
  %1286 = getelementptr float, ptr %1267, i64 %1285
  %1287 = mul nuw nsw i64 %1282, %8
  br i1 %114, label %1291, label %1308

1288:                                             ; preds = %1304, %1276
  %1289 = phi float [ %1277, %1276 ], [ %1305, %1304 ]
  br i1 %55, label %1339, label %1336

1290:                                             ; preds = %1308
  br i1 %116, label %1304, label %1291

1291:                                             ; preds = %1290, %1284
  %1292 = phi i64 [ 0, %1284 ], [ %1333, %1290 ]
  %1293 = phi float [ %1283, %1284 ], [ %1332, %1290 ]
  tail call void @llvm.assume(i1 %117)
  %1294 = mul nsw i64 %1292, %14
  %1295 = add nsw i64 %1280, %1294
  %1296 = mul nsw i64 %1295, %22
  %1297 = getelementptr float, ptr %1286, i64 %1296
  %1298 = load float, ptr %1297, align 4
  %1299 = add nuw nsw i64 %1292, %1287
  %1300 = mul nsw i64 %1299, %5
  %1301 = getelementptr float, ptr %1268, i64 %1300
  %1302 = load float, ptr %1301, align 4
  %1303 = tail call float @llvm.fma.f32(float %1298, float %1302, float %1293)
  br label %1304

1304:                                             ; preds = %1291, %1290, %1281
  %1305 = phi float [ %1283, %1281 ], [ %1332, %1290 ], [ %1303, %1291 ]
  %1306 = add nuw nsw i64 %1282, 1
  %1307 = icmp eq i64 %1306, %7
  br i1 %1307, label %1288, label %1281

1308:                                             ; preds = %1284, %1308
  %1309 = phi i64 [ %1333, %1308 ], [ 0, %1284 ]
  %1310 = phi float [ %1332, %1308 ], [ %1283, %1284 ]
  %1311 = phi i64 [ %1334, %1308 ], [ 0, %1284 ]
  %1312 = mul nsw i64 %1309, %14
  %1313 = add nsw i64 %1280, %1312
  %1314 = mul nsw i64 %1313, %22
  %1315 = getelementptr float, ptr %1286, i64 %1314
  %1316 = load float, ptr %1315, align 4
  %1317 = add nuw nsw i64 %1309, %1287
  %1318 = mul nsw i64 %1317, %5
  %1319 = getelementptr float, ptr %1268, i64 %1318
  %1320 = load float, ptr %1319, align 4
  %1321 = tail call float @llvm.fma.f32(float %1316, float %1320, float %1310)
  %1322 = or disjoint i64 %1309, 1
  %1323 = mul nsw i64 %1322, %14
  %1324 = add nsw i64 %1280, %1323
  %1325 = mul nsw i64 %1324, %22
  %1326 = getelementptr float, ptr %1286, i64 %1325
  %1327 = load float, ptr %1326, align 4
  %1328 = add nuw nsw i64 %1322, %1287
  %1329 = mul nsw i64 %1328, %5
  %1330 = getelementptr float, ptr %1268, i64 %1329
  %1331 = load float, ptr %1330, align 4
  %1332 = tail call float @llvm.fma.f32(float %1327, float %1331, float %1321)
  %1333 = add nuw nsw i64 %1309, 2
  %1334 = add i64 %1311, 2
  %1335 = icmp eq i64 %1334, %115
  br i1 %1335, label %1290, label %1308

1336:                                             ; preds = %1288
  %1337 = load float, ptr %1269, align 4
  %1338 = fadd float %1289, %1337
  br label %1339

1339:                                             ; preds = %1336, %1288
  %1340 = phi float [ %1338, %1336 ], [ %1289, %1288 ]
  %1341 = mul nsw i64 %1271, %25
  %1342 = getelementptr float, ptr %1265, i64 %1341
  store float %1340, ptr %1342, align 4
  %1343 = add nsw i64 %1271, 1
  %1344 = icmp eq i64 %1343, %47
  br i1 %1344, label %1345, label %1270

1345:                                             ; preds = %1339, %1263
  %1346 = add nsw i64 %1264, 1
  %1347 = icmp slt i64 %1346, %5
  br i1 %1347, label %1263, label %1348

1348:                                             ; preds = %1345, %995, %1178, %838
  br i1 %75, label %1349, label %1481

1349:                                             ; preds = %1348, %1419
  %1350 = phi i64 [ %1420, %1419 ], [ %47, %1348 ]
  %1351 = mul nsw i64 %1350, %12
  %1352 = sub nsw i64 %1351, %18
  br i1 %63, label %1353, label %1356

1353:                                             ; preds = %1349
  %1354 = mul nsw i64 %1350, %25
  %1355 = getelementptr inbounds float, ptr %138, i64 %1354
  br label %1360

1356:                                             ; preds = %1414, %1349
  br i1 %66, label %1357, label %1419

1357:                                             ; preds = %1356
  %1358 = mul nsw i64 %1350, %25
  %1359 = getelementptr float, ptr %138, i64 %1358
  br label %1422

1360:                                             ; preds = %1353, %1414
  %1361 = phi i64 [ 0, %1353 ], [ %1417, %1414 ]
  br i1 %55, label %1362, label %1365

1362:                                             ; preds = %1360
  %1363 = getelementptr inbounds nuw float, ptr %1355, i64 %1361
  %1364 = load <8 x float>, ptr %1363, align 4
  br label %1365

1365:                                             ; preds = %1362, %1360
  %1366 = phi <8 x float> [ %1364, %1362 ], [ zeroinitializer, %1360 ]
  %1367 = getelementptr float, ptr %132, i64 %1361
  br i1 %56, label %1368, label %1370

1368:                                             ; preds = %1365
  %1369 = getelementptr float, ptr %30, i64 %1361
  br label %1372

1370:                                             ; preds = %1383, %1365
  %1371 = phi <8 x float> [ %1366, %1365 ], [ %1384, %1383 ]
  br i1 %55, label %1414, label %1410

1372:                                             ; preds = %1368, %1383
  %1373 = phi <8 x float> [ %1366, %1368 ], [ %1384, %1383 ]
  %1374 = phi i64 [ 0, %1368 ], [ %1385, %1383 ]
  br i1 %57, label %1375, label %1383

1375:                                             ; preds = %1372
  %1376 = mul nsw i64 %1374, %13
  %1377 = add nsw i64 %1376, %134
  %1378 = icmp sgt i64 %1377, -1
  %1379 = icmp slt i64 %1377, %15
  %1380 = mul nsw i64 %1377, %21
  %1381 = getelementptr float, ptr %1367, i64 %1380
  %1382 = mul nuw nsw i64 %1374, %8
  br label %1387

1383:                                             ; preds = %1401, %1372
  %1384 = phi <8 x float> [ %1373, %1372 ], [ %1407, %1401 ]
  %1385 = add nuw nsw i64 %1374, 1
  %1386 = icmp eq i64 %1385, %7
  br i1 %1386, label %1370, label %1372

1387:                                             ; preds = %1375, %1401
  %1388 = phi <8 x float> [ %1373, %1375 ], [ %1407, %1401 ]
  %1389 = phi i64 [ 0, %1375 ], [ %1408, %1401 ]
  %1390 = mul nsw i64 %1389, %14
  %1391 = add nsw i64 %1390, %1352
  br i1 %1378, label %1392, label %1401

1392:                                             ; preds = %1387
  %1393 = icmp sgt i64 %1391, -1
  %1394 = icmp slt i64 %1391, %16
  %1395 = and i1 %1393, %1394
  %1396 = select i1 %1379, i1 %1395, i1 false
  br i1 %1396, label %1397, label %1401

1397:                                             ; preds = %1392
  %1398 = mul nsw i64 %1391, %22
  %1399 = getelementptr float, ptr %1381, i64 %1398
  %1400 = load <8 x float>, ptr %1399, align 4
  br label %1401

1401:                                             ; preds = %1397, %1392, %1387
  %1402 = phi <8 x float> [ %1400, %1397 ], [ %65, %1392 ], [ %65, %1387 ]
  %1403 = add nuw nsw i64 %1389, %1382
  %1404 = mul nsw i64 %1403, %5
  %1405 = getelementptr float, ptr %1369, i64 %1404
  %1406 = load <8 x float>, ptr %1405, align 4
  %1407 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1402, <8 x float> %1406, <8 x float> %1388)
  %1408 = add nuw nsw i64 %1389, 1
  %1409 = icmp eq i64 %1408, %8
  br i1 %1409, label %1383, label %1387

1410:                                             ; preds = %1370
  %1411 = getelementptr inbounds nuw float, ptr %29, i64 %1361
  %1412 = load <8 x float>, ptr %1411, align 4
  %1413 = fadd <8 x float> %1371, %1412
  br label %1414

1414:                                             ; preds = %1370, %1410
  %1415 = phi <8 x float> [ %1413, %1410 ], [ %1371, %1370 ]
  %1416 = getelementptr inbounds nuw float, ptr %1355, i64 %1361
  store <8 x float> %1415, ptr %1416, align 4
  %1417 = add nuw nsw i64 %1361, 8
  %1418 = icmp slt i64 %1417, %61
  br i1 %1418, label %1360, label %1356

1419:                                             ; preds = %1476, %1356
  %1420 = add nsw i64 %1350, 1
  %1421 = icmp eq i64 %1420, %10
  br i1 %1421, label %1481, label %1349

1422:                                             ; preds = %1357, %1476
  %1423 = phi i64 [ %61, %1357 ], [ %1479, %1476 ]
  br i1 %55, label %1424, label %1427

1424:                                             ; preds = %1422
  %1425 = getelementptr float, ptr %1359, i64 %1423
  %1426 = load float, ptr %1425, align 4
  br label %1427

1427:                                             ; preds = %1424, %1422
  %1428 = phi float [ %1426, %1424 ], [ 0.000000e+00, %1422 ]
  %1429 = getelementptr float, ptr %132, i64 %1423
  br i1 %56, label %1430, label %1432

1430:                                             ; preds = %1427
  %1431 = getelementptr float, ptr %30, i64 %1423
  br label %1434

1432:                                             ; preds = %1445, %1427
  %1433 = phi float [ %1428, %1427 ], [ %1446, %1445 ]
  br i1 %55, label %1476, label %1472

1434:                                             ; preds = %1430, %1445
  %1435 = phi float [ %1428, %1430 ], [ %1446, %1445 ]
  %1436 = phi i64 [ 0, %1430 ], [ %1447, %1445 ]
  br i1 %57, label %1437, label %1445

1437:                                             ; preds = %1434
  %1438 = mul nsw i64 %1436, %13
  %1439 = add nsw i64 %1438, %134
  %1440 = icmp sgt i64 %1439, -1
  %1441 = icmp slt i64 %1439, %15
  %1442 = mul nsw i64 %1439, %21
  %1443 = getelementptr float, ptr %1429, i64 %1442
  %1444 = mul nuw nsw i64 %1436, %8
  br label %1449

1445:                                             ; preds = %1463, %1434
  %1446 = phi float [ %1435, %1434 ], [ %1469, %1463 ]
  %1447 = add nuw nsw i64 %1436, 1
  %1448 = icmp eq i64 %1447, %7
  br i1 %1448, label %1432, label %1434

1449:                                             ; preds = %1437, %1463
  %1450 = phi float [ %1435, %1437 ], [ %1469, %1463 ]
  %1451 = phi i64 [ 0, %1437 ], [ %1470, %1463 ]
  %1452 = mul nsw i64 %1451, %14
  %1453 = add nsw i64 %1452, %1352
  br i1 %1440, label %1454, label %1463

1454:                                             ; preds = %1449
  %1455 = icmp sgt i64 %1453, -1
  %1456 = icmp slt i64 %1453, %16
  %1457 = and i1 %1455, %1456
  %1458 = select i1 %1441, i1 %1457, i1 false
  br i1 %1458, label %1459, label %1463

1459:                                             ; preds = %1454
  %1460 = mul nsw i64 %1453, %22
  %1461 = getelementptr float, ptr %1443, i64 %1460
  %1462 = load float, ptr %1461, align 4
  br label %1463

1463:                                             ; preds = %1459, %1454, %1449
  %1464 = phi float [ %1462, %1459 ], [ %33, %1454 ], [ %33, %1449 ]
  %1465 = add nuw nsw i64 %1451, %1444
  %1466 = mul nsw i64 %1465, %5
  %1467 = getelementptr float, ptr %1431, i64 %1466
  %1468 = load float, ptr %1467, align 4
  %1469 = tail call float @llvm.fma.f32(float %1464, float %1468, float %1450)
  %1470 = add nuw nsw i64 %1451, 1
  %1471 = icmp eq i64 %1470, %8
  br i1 %1471, label %1445, label %1449

1472:                                             ; preds = %1432
  %1473 = getelementptr inbounds float, ptr %29, i64 %1423
  %1474 = load float, ptr %1473, align 4
  %1475 = fadd float %1433, %1474
  br label %1476

1476:                                             ; preds = %1432, %1472
  %1477 = phi float [ %1475, %1472 ], [ %1433, %1432 ]
  %1478 = getelementptr float, ptr %1359, i64 %1423
  store float %1477, ptr %1478, align 4
  %1479 = add nsw i64 %1423, 1
  %1480 = icmp slt i64 %1479, %5
  br i1 %1480, label %1422, label %1419

1481:                                             ; preds = %154, %296, %1419, %1348, %225, %139
  %1482 = add nsw i64 %128, 1
  %1483 = icmp eq i64 %1482, %4
  br i1 %1483, label %126, label %127
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
