%struct.rowstate = type { ptr, ptr, ptr, ptr, i64, ptr, ptr }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
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
  %104 = add nsw i64 %32, 7
  %105 = sdiv i64 %104, 8
  %106 = shl nsw i64 %105, 3
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 24
  %111 = add nsw i64 %109, %110
  %112 = add nsw i64 %107, %110
  %113 = add nsw i64 %111, %108
  %114 = mul nsw i64 %52, %112
  %115 = add nsw i64 %113, %114
  %116 = shl i64 %115, 2
  %117 = tail call ptr @malloc(i64 noundef %116)
  %118 = ptrtoint ptr %117 to i64
  %119 = icmp eq ptr %117, null
  br i1 %119, label %120, label %121

120:                                              ; preds = %64
  tail call void @llvm.trap()
  unreachable

121:                                              ; preds = %64
  %122 = getelementptr float, ptr %117, i64 %108
  %123 = getelementptr float, ptr %122, i64 %107
  %124 = getelementptr float, ptr %123, i64 %107
  %125 = icmp sgt i64 %32, 0
  br i1 %125, label %126, label %175

126:                                              ; preds = %121
  %127 = mul nsw i64 %47, %41
  %128 = shl i64 %32, 2
  %129 = mul nuw nsw i64 %40, %105
  %130 = shl i64 %129, 5
  %131 = shl i64 %105, 5
  %132 = sub i64 %131, %128
  %133 = getelementptr i8, ptr %117, i64 %128
  %134 = icmp slt i64 %32, %106
  %135 = mul nuw nsw i64 %40, %105
  %136 = shl i64 %135, 5
  %137 = add nuw nsw i64 %40, 576460752303423487
  %138 = mul i64 %105, %137
  %139 = shl i64 %138, 5
  %140 = mul i64 %32, %32
  %141 = mul i64 %40, %140
  %142 = mul i64 %141, %47
  %143 = mul i64 %32, %32
  %144 = shl i64 %143, 2
  %145 = mul i64 %40, %47
  %146 = shl i64 %145, 2
  %147 = add i64 %146, 4
  %148 = mul i64 %32, %147
  %149 = add i64 %148, -4
  %150 = mul i64 %32, %149
  %151 = getelementptr i8, ptr %117, i64 %139
  %152 = getelementptr i8, ptr %151, i64 %128
  %153 = icmp ult i64 %32, 8
  %154 = getelementptr i8, ptr %15, i64 %150
  %155 = icmp slt i64 %131, 0
  %156 = and i64 %32, 9223372036854775800
  %157 = icmp eq i64 %32, %156
  %158 = and i64 %32, 3
  %159 = icmp eq i64 %158, 0
  br label %160

160:                                              ; preds = %126, %218
  %161 = phi i64 [ 0, %126 ], [ %219, %218 ]
  %162 = mul i64 %136, %161
  %163 = getelementptr i8, ptr %117, i64 %162
  %164 = getelementptr i8, ptr %152, i64 %162
  %165 = shl i64 %161, 2
  %166 = add i64 %142, %161
  %167 = shl i64 %166, 2
  %168 = mul i64 %130, %161
  %169 = mul nuw nsw i64 %161, %107
  %170 = getelementptr inbounds nuw float, ptr %117, i64 %169
  %171 = getelementptr float, ptr %15, i64 %161
  %172 = getelementptr i8, ptr %133, i64 %168
  %173 = getelementptr i8, ptr %15, i64 %167
  %174 = getelementptr i8, ptr %154, i64 %165
  br label %221

175:                                              ; preds = %218, %121
  %176 = shl i64 %47, 1
  %177 = icmp ne i64 %2, 0
  %178 = and i1 %177, %101
  %179 = mul i64 %176, %41
  %180 = getelementptr float, ptr %16, i64 %179
  %181 = or disjoint i64 %176, 1
  %182 = mul i64 %181, %41
  %183 = getelementptr float, ptr %16, i64 %182
  %184 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %185 = mul i64 %40, %32
  %186 = mul i64 %185, %105
  %187 = shl i64 %186, 5
  %188 = shl i64 %105, 5
  %189 = shl i64 %184, 2
  %190 = mul nsw i64 %40, %105
  %191 = shl i64 %32, 5
  %192 = add i64 %191, 32
  %193 = mul i64 %190, %192
  %194 = mul i64 %40, %32
  %195 = mul i64 %194, %47
  %196 = shl i64 %195, 3
  %197 = shl i64 %32, 2
  %198 = or disjoint i64 %176, 1
  %199 = mul i64 %194, %198
  %200 = shl i64 %199, 2
  %201 = getelementptr i8, ptr %117, i64 %187
  %202 = getelementptr i8, ptr %117, i64 %187
  %203 = getelementptr i8, ptr %202, i64 %189
  %204 = getelementptr i8, ptr %117, i64 %193
  %205 = getelementptr i8, ptr %117, i64 %193
  %206 = getelementptr i8, ptr %205, i64 %189
  %207 = getelementptr i8, ptr %16, i64 %196
  %208 = getelementptr i8, ptr %16, i64 %196
  %209 = getelementptr i8, ptr %208, i64 %189
  %210 = getelementptr i8, ptr %16, i64 %200
  %211 = getelementptr i8, ptr %16, i64 %200
  %212 = getelementptr i8, ptr %211, i64 %189
  %213 = icmp slt i64 %32, 17
  %214 = and i64 %184, 9223372036854775800
  %215 = insertelement <8 x i64> poison, i64 %32, i64 0
  %216 = shufflevector <8 x i64> %215, <8 x i64> poison, <8 x i32> zeroinitializer
  %217 = icmp eq i64 %184, %214
  br label %333

218:                                              ; preds = %330
  %219 = add nuw nsw i64 %161, 1
  %220 = icmp eq i64 %219, %32
  br i1 %220, label %175, label %160

221:                                              ; preds = %330, %160
  %222 = phi i64 [ 0, %160 ], [ %331, %330 ]
  %223 = mul i64 %131, %222
  %224 = getelementptr i8, ptr %172, i64 %223
  %225 = mul nuw nsw i64 %222, %106
  %226 = getelementptr inbounds nuw float, ptr %170, i64 %225
  %227 = mul nuw nsw i64 %222, %32
  %228 = add nsw i64 %227, %127
  %229 = mul nsw i64 %228, %32
  %230 = getelementptr float, ptr %171, i64 %229
  br i1 %153, label %289, label %231

231:                                              ; preds = %221
  %232 = mul i64 %144, %222
  %233 = getelementptr i8, ptr %173, i64 %232
  %234 = getelementptr i8, ptr %174, i64 %232
  %235 = icmp ugt ptr %233, %234
  %236 = select i1 %235, ptr %233, ptr %234
  %237 = getelementptr i8, ptr %236, i64 4
  %238 = icmp ult ptr %233, %234
  %239 = select i1 %238, ptr %233, ptr %234
  %240 = icmp ult ptr %163, %237
  %241 = icmp ult ptr %239, %164
  %242 = and i1 %240, %241
  %243 = or i1 %242, %155
  br i1 %243, label %289, label %244

244:                                              ; preds = %231, %244
  %245 = phi i64 [ %286, %244 ], [ 0, %231 ]
  %246 = or disjoint i64 %245, 1
  %247 = or disjoint i64 %245, 2
  %248 = or disjoint i64 %245, 3
  %249 = or disjoint i64 %245, 4
  %250 = or disjoint i64 %245, 5
  %251 = or disjoint i64 %245, 6
  %252 = or disjoint i64 %245, 7
  %253 = mul nuw nsw i64 %245, %32
  %254 = mul nuw nsw i64 %246, %32
  %255 = mul nuw nsw i64 %247, %32
  %256 = mul nuw nsw i64 %248, %32
  %257 = mul nuw nsw i64 %249, %32
  %258 = mul nuw nsw i64 %250, %32
  %259 = mul nuw nsw i64 %251, %32
  %260 = mul nuw nsw i64 %252, %32
  %261 = getelementptr inbounds nuw float, ptr %230, i64 %253
  %262 = getelementptr inbounds nuw float, ptr %230, i64 %254
  %263 = getelementptr inbounds nuw float, ptr %230, i64 %255
  %264 = getelementptr inbounds nuw float, ptr %230, i64 %256
  %265 = getelementptr inbounds nuw float, ptr %230, i64 %257
  %266 = getelementptr inbounds nuw float, ptr %230, i64 %258
  %267 = getelementptr inbounds nuw float, ptr %230, i64 %259
  %268 = getelementptr inbounds nuw float, ptr %230, i64 %260
  %269 = load float, ptr %261, align 4
  %270 = load float, ptr %262, align 4
  %271 = load float, ptr %263, align 4
  %272 = load float, ptr %264, align 4
  %273 = load float, ptr %265, align 4
  %274 = load float, ptr %266, align 4
  %275 = load float, ptr %267, align 4
  %276 = load float, ptr %268, align 4
  %277 = insertelement <8 x float> poison, float %269, i64 0
  %278 = insertelement <8 x float> %277, float %270, i64 1
  %279 = insertelement <8 x float> %278, float %271, i64 2
  %280 = insertelement <8 x float> %279, float %272, i64 3
  %281 = insertelement <8 x float> %280, float %273, i64 4
  %282 = insertelement <8 x float> %281, float %274, i64 5
  %283 = insertelement <8 x float> %282, float %275, i64 6
  %284 = insertelement <8 x float> %283, float %276, i64 7
  %285 = getelementptr inbounds nuw float, ptr %226, i64 %245
  store <8 x float> %284, ptr %285, align 4
  %286 = add nuw i64 %245, 8
  %287 = icmp eq i64 %286, %156
  br i1 %287, label %288, label %244

288:                                              ; preds = %244
  br i1 %157, label %305, label %289

289:                                              ; preds = %231, %221, %288
  %290 = phi i64 [ 0, %231 ], [ 0, %221 ], [ %156, %288 ]
  br i1 %159, label %301, label %291

291:                                              ; preds = %289, %291
  %292 = phi i64 [ %298, %291 ], [ %290, %289 ]
  %293 = phi i64 [ %299, %291 ], [ 0, %289 ]
  %294 = mul nuw nsw i64 %292, %32
  %295 = getelementptr inbounds nuw float, ptr %230, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = getelementptr inbounds nuw float, ptr %226, i64 %292
  store float %296, ptr %297, align 4
  %298 = add nuw nsw i64 %292, 1
  %299 = add i64 %293, 1
  %300 = icmp eq i64 %299, %158
  br i1 %300, label %301, label %291

301:                                              ; preds = %291, %289
  %302 = phi i64 [ %290, %289 ], [ %298, %291 ]
  %303 = sub nsw i64 %290, %32
  %304 = icmp ugt i64 %303, -4
  br i1 %304, label %305, label %307

305:                                              ; preds = %301, %307, %288
  br i1 %134, label %306, label %330

306:                                              ; preds = %305
  tail call void @llvm.memset.p0.i64(ptr align 4 %224, i8 0, i64 %132, i1 false)
  br label %330

307:                                              ; preds = %301, %307
  %308 = phi i64 [ %328, %307 ], [ %302, %301 ]
  %309 = mul nuw nsw i64 %308, %32
  %310 = getelementptr inbounds nuw float, ptr %230, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = getelementptr inbounds nuw float, ptr %226, i64 %308
  store float %311, ptr %312, align 4
  %313 = add nuw nsw i64 %308, 1
  %314 = mul nuw nsw i64 %313, %32
  %315 = getelementptr inbounds nuw float, ptr %230, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = getelementptr inbounds nuw float, ptr %226, i64 %313
  store float %316, ptr %317, align 4
  %318 = add nuw nsw i64 %308, 2
  %319 = mul nuw nsw i64 %318, %32
  %320 = getelementptr inbounds nuw float, ptr %230, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = getelementptr inbounds nuw float, ptr %226, i64 %318
  store float %321, ptr %322, align 4
  %323 = add nuw nsw i64 %308, 3
  %324 = mul nuw nsw i64 %323, %32
  %325 = getelementptr inbounds nuw float, ptr %230, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = getelementptr inbounds nuw float, ptr %226, i64 %323
  store float %326, ptr %327, align 4
  %328 = add nuw nsw i64 %308, 4
  %329 = icmp eq i64 %328, %32
  br i1 %329, label %305, label %307

330:                                              ; preds = %306, %305
  %331 = add nuw nsw i64 %222, 1
  %332 = icmp eq i64 %331, %40
  br i1 %332, label %218, label %221

333:                                              ; preds = %409, %175
  %334 = phi i64 [ %411, %409 ], [ 0, %175 ]
  %335 = phi i64 [ %410, %409 ], [ 0, %175 ]
  %336 = mul i64 %188, %334
  %337 = getelementptr i8, ptr %201, i64 %336
  %338 = getelementptr i8, ptr %203, i64 %336
  %339 = getelementptr i8, ptr %204, i64 %336
  %340 = getelementptr i8, ptr %206, i64 %336
  %341 = mul i64 %197, %334
  %342 = getelementptr i8, ptr %207, i64 %341
  %343 = getelementptr i8, ptr %209, i64 %341
  %344 = getelementptr i8, ptr %210, i64 %341
  %345 = getelementptr i8, ptr %212, i64 %341
  br i1 %125, label %346, label %412

346:                                              ; preds = %333
  %347 = mul nuw nsw i64 %335, %106
  %348 = mul nuw nsw i64 %335, %32
  %349 = getelementptr float, ptr %180, i64 %348
  %350 = getelementptr float, ptr %183, i64 %348
  br i1 %213, label %390, label %351

351:                                              ; preds = %346
  %352 = icmp ult ptr %337, %338
  %353 = icmp ult ptr %337, %340
  %354 = icmp ult ptr %339, %338
  %355 = and i1 %353, %354
  %356 = or i1 %352, %355
  %357 = icmp ult ptr %337, %343
  %358 = icmp ult ptr %342, %338
  %359 = and i1 %357, %358
  %360 = or i1 %356, %359
  %361 = icmp ult ptr %337, %345
  %362 = icmp ult ptr %344, %338
  %363 = and i1 %361, %362
  %364 = or i1 %360, %363
  %365 = icmp ult ptr %339, %343
  %366 = icmp ult ptr %342, %340
  %367 = and i1 %365, %366
  %368 = or i1 %364, %367
  %369 = icmp ult ptr %339, %345
  %370 = icmp ult ptr %344, %340
  %371 = and i1 %369, %370
  %372 = or i1 %368, %371
  br i1 %372, label %390, label %373

373:                                              ; preds = %351, %373
  %374 = phi i64 [ %386, %373 ], [ 0, %351 ]
  %375 = phi <8 x i64> [ %387, %373 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %351 ]
  %376 = icmp slt <8 x i64> %375, %216
  %377 = select i1 %178, <8 x i1> %376, <8 x i1> zeroinitializer
  %378 = xor <8 x i1> %377, splat (i1 true)
  %379 = add i64 %374, %347
  %380 = getelementptr float, ptr %122, i64 %379
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> zeroinitializer, ptr align 4 %380, <8 x i1> %378)
  %381 = getelementptr float, ptr %349, i64 %374
  %382 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %381, <8 x i1> %377, <8 x float> poison)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %382, ptr align 4 %380, <8 x i1> %377)
  %383 = getelementptr float, ptr %350, i64 %374
  %384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %383, <8 x i1> %377, <8 x float> zeroinitializer)
  %385 = getelementptr inbounds float, ptr %123, i64 %379
  store <8 x float> %384, ptr %385, align 4
  %386 = add nuw i64 %374, 8
  %387 = add nuw nsw <8 x i64> %375, splat (i64 8)
  %388 = icmp eq i64 %386, %214
  br i1 %388, label %389, label %373

389:                                              ; preds = %373
  br i1 %217, label %406, label %390

390:                                              ; preds = %351, %346, %389
  %391 = phi i64 [ 0, %351 ], [ 0, %346 ], [ %214, %389 ]
  br label %415

392:                                              ; preds = %406
  %393 = icmp ne ptr %103, null
  %394 = mul i64 %75, %32
  %395 = getelementptr float, ptr %20, i64 %394
  %396 = mul nuw nsw i64 %40, %105
  %397 = shl i64 %32, 5
  %398 = add i64 %397, 64
  %399 = mul i64 %396, %398
  %400 = add i64 %399, %118
  %401 = mul i64 %32, %47
  %402 = mul i64 %401, -12
  %403 = add i64 %402, %400
  %404 = sub i64 %403, %6
  %405 = icmp ult i64 %404, 128
  br i1 %405, label %496, label %435

406:                                              ; preds = %429, %389
  %407 = add nuw nsw i64 %335, 1
  %408 = icmp eq i64 %407, %40
  br i1 %408, label %392, label %409

409:                                              ; preds = %406, %412
  %410 = phi i64 [ %407, %406 ], [ %413, %412 ]
  %411 = add i64 %334, 1
  br label %333

412:                                              ; preds = %333
  %413 = add nuw nsw i64 %335, 1
  %414 = icmp eq i64 %413, %40
  br i1 %414, label %785, label %409

415:                                              ; preds = %390, %429
  %416 = phi i64 [ %433, %429 ], [ %391, %390 ]
  %417 = icmp slt i64 %416, %32
  %418 = select i1 %178, i1 %417, i1 false
  br i1 %418, label %422, label %419

419:                                              ; preds = %415
  %420 = add nuw nsw i64 %416, %347
  %421 = getelementptr inbounds nuw float, ptr %122, i64 %420
  store float 0.000000e+00, ptr %421, align 4
  br label %429

422:                                              ; preds = %415
  %423 = getelementptr float, ptr %349, i64 %416
  %424 = load float, ptr %423, align 4
  %425 = add nuw nsw i64 %416, %347
  %426 = getelementptr inbounds nuw float, ptr %122, i64 %425
  store float %424, ptr %426, align 4
  %427 = getelementptr float, ptr %350, i64 %416
  %428 = load float, ptr %427, align 4
  br label %429

429:                                              ; preds = %419, %422
  %430 = phi i64 [ %425, %422 ], [ %420, %419 ]
  %431 = phi float [ %428, %422 ], [ 0.000000e+00, %419 ]
  %432 = getelementptr inbounds float, ptr %123, i64 %430
  store float %431, ptr %432, align 4
  %433 = add nuw nsw i64 %416, 1
  %434 = icmp eq i64 %433, %184
  br i1 %434, label %406, label %415

435:                                              ; preds = %392
  %436 = icmp slt i64 %32, 25
  br i1 %436, label %475, label %437

437:                                              ; preds = %435
  %438 = and i64 %184, 24
  %439 = and i64 %184, 9223372036854775776
  %440 = insertelement <8 x i64> poison, i64 %32, i64 0
  %441 = shufflevector <8 x i64> %440, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %442

442:                                              ; preds = %442, %437
  %443 = phi i64 [ 0, %437 ], [ %468, %442 ]
  %444 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %437 ], [ %469, %442 ]
  %445 = add <8 x i64> %444, splat (i64 8)
  %446 = add <8 x i64> %444, splat (i64 16)
  %447 = add <8 x i64> %444, splat (i64 24)
  %448 = icmp slt <8 x i64> %444, %441
  %449 = icmp slt <8 x i64> %445, %441
  %450 = icmp slt <8 x i64> %446, %441
  %451 = icmp slt <8 x i64> %447, %441
  %452 = select i1 %393, <8 x i1> %448, <8 x i1> zeroinitializer
  %453 = select i1 %393, <8 x i1> %449, <8 x i1> zeroinitializer
  %454 = select i1 %393, <8 x i1> %450, <8 x i1> zeroinitializer
  %455 = select i1 %393, <8 x i1> %451, <8 x i1> zeroinitializer
  %456 = getelementptr float, ptr %395, i64 %443
  %457 = getelementptr i8, ptr %456, i64 32
  %458 = getelementptr i8, ptr %456, i64 64
  %459 = getelementptr i8, ptr %456, i64 96
  %460 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %456, <8 x i1> %452, <8 x float> zeroinitializer)
  %461 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %457, <8 x i1> %453, <8 x float> zeroinitializer)
  %462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %458, <8 x i1> %454, <8 x float> zeroinitializer)
  %463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %459, <8 x i1> %455, <8 x float> zeroinitializer)
  %464 = getelementptr float, ptr %124, i64 %443
  %465 = getelementptr i8, ptr %464, i64 32
  %466 = getelementptr i8, ptr %464, i64 64
  %467 = getelementptr i8, ptr %464, i64 96
  store <8 x float> %460, ptr %464, align 4
  store <8 x float> %461, ptr %465, align 4
  store <8 x float> %462, ptr %466, align 4
  store <8 x float> %463, ptr %467, align 4
  %468 = add nuw i64 %443, 32
  %469 = add <8 x i64> %444, splat (i64 32)
  %470 = icmp eq i64 %468, %439
  br i1 %470, label %471, label %442

471:                                              ; preds = %442
  %472 = icmp eq i64 %184, %439
  br i1 %472, label %554, label %473

473:                                              ; preds = %471
  %474 = icmp eq i64 %438, 0
  br i1 %474, label %496, label %475

475:                                              ; preds = %435, %473
  %476 = phi i64 [ %439, %473 ], [ 0, %435 ]
  %477 = and i64 %184, 9223372036854775800
  %478 = insertelement <8 x i64> poison, i64 %32, i64 0
  %479 = shufflevector <8 x i64> %478, <8 x i64> poison, <8 x i32> zeroinitializer
  %480 = insertelement <8 x i64> poison, i64 %476, i64 0
  %481 = shufflevector <8 x i64> %480, <8 x i64> poison, <8 x i32> zeroinitializer
  %482 = or disjoint <8 x i64> %481, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %483

483:                                              ; preds = %483, %475
  %484 = phi i64 [ %476, %475 ], [ %491, %483 ]
  %485 = phi <8 x i64> [ %482, %475 ], [ %492, %483 ]
  %486 = icmp slt <8 x i64> %485, %479
  %487 = select i1 %393, <8 x i1> %486, <8 x i1> zeroinitializer
  %488 = getelementptr float, ptr %395, i64 %484
  %489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %488, <8 x i1> %487, <8 x float> zeroinitializer)
  %490 = getelementptr float, ptr %124, i64 %484
  store <8 x float> %489, ptr %490, align 4
  %491 = add nuw i64 %484, 8
  %492 = add nuw nsw <8 x i64> %485, splat (i64 8)
  %493 = icmp eq i64 %491, %477
  br i1 %493, label %494, label %483

494:                                              ; preds = %483
  %495 = icmp eq i64 %184, %477
  br i1 %495, label %554, label %496

496:                                              ; preds = %392, %473, %494
  %497 = phi i64 [ 0, %392 ], [ %439, %473 ], [ %477, %494 ]
  %498 = or disjoint i64 %497, 1
  %499 = and i64 %184, 1
  %500 = icmp eq i64 %499, 0
  br i1 %500, label %511, label %501

501:                                              ; preds = %496
  %502 = icmp slt i64 %497, %32
  %503 = select i1 %393, i1 %502, i1 false
  br i1 %503, label %504, label %507

504:                                              ; preds = %501
  %505 = getelementptr float, ptr %395, i64 %497
  %506 = load float, ptr %505, align 4
  br label %507

507:                                              ; preds = %504, %501
  %508 = phi float [ %506, %504 ], [ 0.000000e+00, %501 ]
  %509 = getelementptr float, ptr %124, i64 %497
  store float %508, ptr %509, align 4
  %510 = or disjoint i64 %497, 1
  br label %511

511:                                              ; preds = %507, %496
  %512 = phi i64 [ %497, %496 ], [ %510, %507 ]
  %513 = icmp eq i64 %184, %498
  br i1 %513, label %554, label %789

514:                                              ; preds = %785
  %515 = getelementptr inbounds float, ptr %122, i64 %111
  %516 = shl i64 %105, 6
  %517 = icmp eq i64 %3, 0
  %518 = icmp eq i64 %36, 1
  %519 = mul nsw i64 %47, %30
  %520 = icmp ne i64 %4, 0
  %521 = icmp ne i64 %5, 0
  %522 = icmp ne i64 %7, 0
  %523 = shl nuw i64 %32, 2
  %524 = shl i64 %32, 5
  %525 = add i64 %524, 64
  %526 = mul i64 %40, %525
  %527 = add i64 %526, 96
  %528 = mul i64 %105, %527
  %529 = add i64 %528, %118
  %530 = shl nuw nsw i64 %40, 3
  %531 = add nuw nsw i64 %530, 24
  %532 = mul i64 %105, %531
  %533 = shl i64 %532, 2
  %534 = shl i64 %32, 2
  %535 = add i64 %528, %118
  %536 = sub i64 %5, %535
  %537 = mul i64 %105, %531
  %538 = mul i64 %537, -4
  %539 = add i64 %526, 128
  %540 = mul i64 %105, %539
  %541 = add i64 %540, %118
  %542 = add i64 %526, 160
  %543 = mul i64 %105, %542
  %544 = add i64 %543, %118
  %545 = icmp slt i64 %32, 9
  %546 = and i64 %105, 576460752303423487
  %547 = icmp eq i64 %546, 0
  %548 = icmp eq i64 %516, 0
  %549 = or i1 %547, %548
  %550 = and i64 %184, 9223372036854775800
  %551 = insertelement <8 x i64> poison, i64 %32, i64 0
  %552 = shufflevector <8 x i64> %551, <8 x i64> poison, <8 x i32> zeroinitializer
  %553 = icmp eq i64 %184, %550
  br label %1225

554:                                              ; preds = %511, %805, %471, %494
  %555 = mul i64 %83, %32
  %556 = getelementptr float, ptr %20, i64 %555
  %557 = getelementptr float, ptr %124, i64 %106
  %558 = shl i64 %32, 5
  %559 = add i64 %558, 64
  %560 = mul i64 %40, %559
  %561 = add i64 %560, 32
  %562 = mul i64 %105, %561
  %563 = add i64 %562, %118
  %564 = mul i64 %32, %83
  %565 = shl i64 %564, 2
  %566 = add i64 %565, %6
  %567 = sub i64 %563, %566
  %568 = icmp ult i64 %567, 128
  br i1 %568, label %630, label %569

569:                                              ; preds = %554
  %570 = icmp slt i64 %32, 25
  br i1 %570, label %609, label %571

571:                                              ; preds = %569
  %572 = and i64 %184, 24
  %573 = and i64 %184, 9223372036854775776
  %574 = insertelement <8 x i64> poison, i64 %32, i64 0
  %575 = shufflevector <8 x i64> %574, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %576

576:                                              ; preds = %576, %571
  %577 = phi i64 [ 0, %571 ], [ %602, %576 ]
  %578 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %571 ], [ %603, %576 ]
  %579 = add <8 x i64> %578, splat (i64 8)
  %580 = add <8 x i64> %578, splat (i64 16)
  %581 = add <8 x i64> %578, splat (i64 24)
  %582 = icmp slt <8 x i64> %578, %575
  %583 = icmp slt <8 x i64> %579, %575
  %584 = icmp slt <8 x i64> %580, %575
  %585 = icmp slt <8 x i64> %581, %575
  %586 = select i1 %393, <8 x i1> %582, <8 x i1> zeroinitializer
  %587 = select i1 %393, <8 x i1> %583, <8 x i1> zeroinitializer
  %588 = select i1 %393, <8 x i1> %584, <8 x i1> zeroinitializer
  %589 = select i1 %393, <8 x i1> %585, <8 x i1> zeroinitializer
  %590 = getelementptr float, ptr %556, i64 %577
  %591 = getelementptr i8, ptr %590, i64 32
  %592 = getelementptr i8, ptr %590, i64 64
  %593 = getelementptr i8, ptr %590, i64 96
  %594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %590, <8 x i1> %586, <8 x float> zeroinitializer)
  %595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %591, <8 x i1> %587, <8 x float> zeroinitializer)
  %596 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %592, <8 x i1> %588, <8 x float> zeroinitializer)
  %597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %593, <8 x i1> %589, <8 x float> zeroinitializer)
  %598 = getelementptr float, ptr %557, i64 %577
  %599 = getelementptr i8, ptr %598, i64 32
  %600 = getelementptr i8, ptr %598, i64 64
  %601 = getelementptr i8, ptr %598, i64 96
  store <8 x float> %594, ptr %598, align 4
  store <8 x float> %595, ptr %599, align 4
  store <8 x float> %596, ptr %600, align 4
  store <8 x float> %597, ptr %601, align 4
  %602 = add nuw i64 %577, 32
  %603 = add <8 x i64> %578, splat (i64 32)
  %604 = icmp eq i64 %602, %573
  br i1 %604, label %605, label %576

605:                                              ; preds = %576
  %606 = icmp eq i64 %184, %573
  br i1 %606, label %669, label %607

607:                                              ; preds = %605
  %608 = icmp eq i64 %572, 0
  br i1 %608, label %630, label %609

609:                                              ; preds = %569, %607
  %610 = phi i64 [ %573, %607 ], [ 0, %569 ]
  %611 = and i64 %184, 9223372036854775800
  %612 = insertelement <8 x i64> poison, i64 %32, i64 0
  %613 = shufflevector <8 x i64> %612, <8 x i64> poison, <8 x i32> zeroinitializer
  %614 = insertelement <8 x i64> poison, i64 %610, i64 0
  %615 = shufflevector <8 x i64> %614, <8 x i64> poison, <8 x i32> zeroinitializer
  %616 = or disjoint <8 x i64> %615, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %617

617:                                              ; preds = %617, %609
  %618 = phi i64 [ %610, %609 ], [ %625, %617 ]
  %619 = phi <8 x i64> [ %616, %609 ], [ %626, %617 ]
  %620 = icmp slt <8 x i64> %619, %613
  %621 = select i1 %393, <8 x i1> %620, <8 x i1> zeroinitializer
  %622 = getelementptr float, ptr %556, i64 %618
  %623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %622, <8 x i1> %621, <8 x float> zeroinitializer)
  %624 = getelementptr float, ptr %557, i64 %618
  store <8 x float> %623, ptr %624, align 4
  %625 = add nuw i64 %618, 8
  %626 = add nuw nsw <8 x i64> %619, splat (i64 8)
  %627 = icmp eq i64 %625, %611
  br i1 %627, label %628, label %617

628:                                              ; preds = %617
  %629 = icmp eq i64 %184, %611
  br i1 %629, label %669, label %630

630:                                              ; preds = %554, %607, %628
  %631 = phi i64 [ 0, %554 ], [ %573, %607 ], [ %611, %628 ]
  %632 = or disjoint i64 %631, 1
  %633 = and i64 %184, 1
  %634 = icmp eq i64 %633, 0
  br i1 %634, label %645, label %635

635:                                              ; preds = %630
  %636 = icmp slt i64 %631, %32
  %637 = select i1 %393, i1 %636, i1 false
  br i1 %637, label %638, label %641

638:                                              ; preds = %635
  %639 = getelementptr float, ptr %556, i64 %631
  %640 = load float, ptr %639, align 4
  br label %641

641:                                              ; preds = %638, %635
  %642 = phi float [ %640, %638 ], [ 0.000000e+00, %635 ]
  %643 = getelementptr float, ptr %557, i64 %631
  store float %642, ptr %643, align 4
  %644 = or disjoint i64 %631, 1
  br label %645

645:                                              ; preds = %641, %630
  %646 = phi i64 [ %631, %630 ], [ %644, %641 ]
  %647 = icmp eq i64 %184, %632
  br i1 %647, label %669, label %648

648:                                              ; preds = %645, %664
  %649 = phi i64 [ %667, %664 ], [ %646, %645 ]
  %650 = icmp slt i64 %649, %32
  %651 = select i1 %393, i1 %650, i1 false
  br i1 %651, label %652, label %655

652:                                              ; preds = %648
  %653 = getelementptr float, ptr %556, i64 %649
  %654 = load float, ptr %653, align 4
  br label %655

655:                                              ; preds = %652, %648
  %656 = phi float [ %654, %652 ], [ 0.000000e+00, %648 ]
  %657 = getelementptr float, ptr %557, i64 %649
  store float %656, ptr %657, align 4
  %658 = add nuw nsw i64 %649, 1
  %659 = icmp slt i64 %658, %32
  %660 = select i1 %393, i1 %659, i1 false
  br i1 %660, label %661, label %664

661:                                              ; preds = %655
  %662 = getelementptr float, ptr %556, i64 %658
  %663 = load float, ptr %662, align 4
  br label %664

664:                                              ; preds = %661, %655
  %665 = phi float [ %663, %661 ], [ 0.000000e+00, %655 ]
  %666 = getelementptr float, ptr %557, i64 %658
  store float %665, ptr %666, align 4
  %667 = add nuw nsw i64 %649, 2
  %668 = icmp eq i64 %667, %184
  br i1 %668, label %669, label %648

669:                                              ; preds = %645, %664, %605, %628
  %670 = mul i64 %91, %32
  %671 = getelementptr float, ptr %20, i64 %670
  %672 = shl i64 %105, 6
  %673 = getelementptr i8, ptr %124, i64 %672
  %674 = shl i64 %32, 5
  %675 = add i64 %674, 64
  %676 = mul i64 %40, %675
  %677 = add i64 %676, 64
  %678 = mul i64 %105, %677
  %679 = add i64 %678, %118
  %680 = mul i64 %32, %91
  %681 = shl i64 %680, 2
  %682 = add i64 %681, %6
  %683 = sub i64 %679, %682
  %684 = icmp ult i64 %683, 128
  br i1 %684, label %746, label %685

685:                                              ; preds = %669
  %686 = icmp slt i64 %32, 25
  br i1 %686, label %725, label %687

687:                                              ; preds = %685
  %688 = and i64 %184, 24
  %689 = and i64 %184, 9223372036854775776
  %690 = insertelement <8 x i64> poison, i64 %32, i64 0
  %691 = shufflevector <8 x i64> %690, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %692

692:                                              ; preds = %692, %687
  %693 = phi i64 [ 0, %687 ], [ %718, %692 ]
  %694 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %687 ], [ %719, %692 ]
  %695 = add <8 x i64> %694, splat (i64 8)
  %696 = add <8 x i64> %694, splat (i64 16)
  %697 = add <8 x i64> %694, splat (i64 24)
  %698 = icmp slt <8 x i64> %694, %691
  %699 = icmp slt <8 x i64> %695, %691
  %700 = icmp slt <8 x i64> %696, %691
  %701 = icmp slt <8 x i64> %697, %691
  %702 = select i1 %393, <8 x i1> %698, <8 x i1> zeroinitializer
  %703 = select i1 %393, <8 x i1> %699, <8 x i1> zeroinitializer
  %704 = select i1 %393, <8 x i1> %700, <8 x i1> zeroinitializer
  %705 = select i1 %393, <8 x i1> %701, <8 x i1> zeroinitializer
  %706 = getelementptr float, ptr %671, i64 %693
  %707 = getelementptr i8, ptr %706, i64 32
  %708 = getelementptr i8, ptr %706, i64 64
  %709 = getelementptr i8, ptr %706, i64 96
  %710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %706, <8 x i1> %702, <8 x float> zeroinitializer)
  %711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %707, <8 x i1> %703, <8 x float> zeroinitializer)
  %712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %708, <8 x i1> %704, <8 x float> zeroinitializer)
  %713 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %709, <8 x i1> %705, <8 x float> zeroinitializer)
  %714 = getelementptr float, ptr %673, i64 %693
  %715 = getelementptr i8, ptr %714, i64 32
  %716 = getelementptr i8, ptr %714, i64 64
  %717 = getelementptr i8, ptr %714, i64 96
  store <8 x float> %710, ptr %714, align 4
  store <8 x float> %711, ptr %715, align 4
  store <8 x float> %712, ptr %716, align 4
  store <8 x float> %713, ptr %717, align 4
  %718 = add nuw i64 %693, 32
  %719 = add <8 x i64> %694, splat (i64 32)
  %720 = icmp eq i64 %718, %689
  br i1 %720, label %721, label %692

721:                                              ; preds = %692
  %722 = icmp eq i64 %184, %689
  br i1 %722, label %785, label %723

723:                                              ; preds = %721
  %724 = icmp eq i64 %688, 0
  br i1 %724, label %746, label %725

725:                                              ; preds = %685, %723
  %726 = phi i64 [ %689, %723 ], [ 0, %685 ]
  %727 = and i64 %184, 9223372036854775800
  %728 = insertelement <8 x i64> poison, i64 %32, i64 0
  %729 = shufflevector <8 x i64> %728, <8 x i64> poison, <8 x i32> zeroinitializer
  %730 = insertelement <8 x i64> poison, i64 %726, i64 0
  %731 = shufflevector <8 x i64> %730, <8 x i64> poison, <8 x i32> zeroinitializer
  %732 = or disjoint <8 x i64> %731, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %733

733:                                              ; preds = %733, %725
  %734 = phi i64 [ %726, %725 ], [ %741, %733 ]
  %735 = phi <8 x i64> [ %732, %725 ], [ %742, %733 ]
  %736 = icmp slt <8 x i64> %735, %729
  %737 = select i1 %393, <8 x i1> %736, <8 x i1> zeroinitializer
  %738 = getelementptr float, ptr %671, i64 %734
  %739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %738, <8 x i1> %737, <8 x float> zeroinitializer)
  %740 = getelementptr float, ptr %673, i64 %734
  store <8 x float> %739, ptr %740, align 4
  %741 = add nuw i64 %734, 8
  %742 = add nuw nsw <8 x i64> %735, splat (i64 8)
  %743 = icmp eq i64 %741, %727
  br i1 %743, label %744, label %733

744:                                              ; preds = %733
  %745 = icmp eq i64 %184, %727
  br i1 %745, label %785, label %746

746:                                              ; preds = %669, %723, %744
  %747 = phi i64 [ 0, %669 ], [ %689, %723 ], [ %727, %744 ]
  %748 = or disjoint i64 %747, 1
  %749 = and i64 %184, 1
  %750 = icmp eq i64 %749, 0
  br i1 %750, label %761, label %751

751:                                              ; preds = %746
  %752 = icmp slt i64 %747, %32
  %753 = select i1 %393, i1 %752, i1 false
  br i1 %753, label %754, label %757

754:                                              ; preds = %751
  %755 = getelementptr float, ptr %671, i64 %747
  %756 = load float, ptr %755, align 4
  br label %757

757:                                              ; preds = %754, %751
  %758 = phi float [ %756, %754 ], [ 0.000000e+00, %751 ]
  %759 = getelementptr float, ptr %673, i64 %747
  store float %758, ptr %759, align 4
  %760 = or disjoint i64 %747, 1
  br label %761

761:                                              ; preds = %757, %746
  %762 = phi i64 [ %747, %746 ], [ %760, %757 ]
  %763 = icmp eq i64 %184, %748
  br i1 %763, label %785, label %764

764:                                              ; preds = %761, %780
  %765 = phi i64 [ %783, %780 ], [ %762, %761 ]
  %766 = icmp slt i64 %765, %32
  %767 = select i1 %393, i1 %766, i1 false
  br i1 %767, label %768, label %771

768:                                              ; preds = %764
  %769 = getelementptr float, ptr %671, i64 %765
  %770 = load float, ptr %769, align 4
  br label %771

771:                                              ; preds = %768, %764
  %772 = phi float [ %770, %768 ], [ 0.000000e+00, %764 ]
  %773 = getelementptr float, ptr %673, i64 %765
  store float %772, ptr %773, align 4
  %774 = add nuw nsw i64 %765, 1
  %775 = icmp slt i64 %774, %32
  %776 = select i1 %393, i1 %775, i1 false
  br i1 %776, label %777, label %780

777:                                              ; preds = %771
  %778 = getelementptr float, ptr %671, i64 %774
  %779 = load float, ptr %778, align 4
  br label %780

780:                                              ; preds = %777, %771
  %781 = phi float [ %779, %777 ], [ 0.000000e+00, %771 ]
  %782 = getelementptr float, ptr %673, i64 %774
  store float %781, ptr %782, align 4
  %783 = add nuw nsw i64 %765, 2
  %784 = icmp eq i64 %783, %184
  br i1 %784, label %785, label %764

785:                                              ; preds = %412, %761, %780, %721, %744
  %786 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %787 = alloca %struct.rowstate, i64 %786, align 16
  %788 = icmp sgt i64 %52, 0
  br i1 %788, label %514, label %3866

789:                                              ; preds = %511, %805
  %790 = phi i64 [ %808, %805 ], [ %512, %511 ]
  %791 = icmp slt i64 %790, %32
  %792 = select i1 %393, i1 %791, i1 false
  br i1 %792, label %793, label %796

793:                                              ; preds = %789
  %794 = getelementptr float, ptr %395, i64 %790
  %795 = load float, ptr %794, align 4
  br label %796

796:                                              ; preds = %789, %793
  %797 = phi float [ %795, %793 ], [ 0.000000e+00, %789 ]
  %798 = getelementptr float, ptr %124, i64 %790
  store float %797, ptr %798, align 4
  %799 = add nuw nsw i64 %790, 1
  %800 = icmp slt i64 %799, %32
  %801 = select i1 %393, i1 %800, i1 false
  br i1 %801, label %802, label %805

802:                                              ; preds = %796
  %803 = getelementptr float, ptr %395, i64 %799
  %804 = load float, ptr %803, align 4
  br label %805

805:                                              ; preds = %802, %796
  %806 = phi float [ %804, %802 ], [ 0.000000e+00, %796 ]
  %807 = getelementptr float, ptr %124, i64 %799
  store float %806, ptr %807, align 4
  %808 = add nuw nsw i64 %790, 2
  %809 = icmp eq i64 %808, %184
  br i1 %809, label %554, label %789

810:                                              ; preds = %1357
  %811 = alloca ptr, i64 %786, align 16
  %812 = alloca ptr, i64 %786, align 16
  %813 = alloca ptr, i64 %786, align 16
  %814 = alloca ptr, i64 %786, align 16
  %815 = alloca ptr, i64 %786, align 16
  %816 = icmp sgt i64 %1255, 0
  br i1 %816, label %817, label %1363

817:                                              ; preds = %810
  %818 = icmp eq i64 %36, 1
  %819 = mul i64 %41, %34
  %820 = mul nsw i64 %47, %41
  %821 = getelementptr float, ptr %14, i64 %820
  %822 = icmp eq i64 %7, 0
  %823 = shl nsw i64 %105, 6
  %824 = icmp eq i64 %26, 0
  %825 = icmp ne i64 %26, 1
  %826 = select i1 %825, i1 true, i1 %100
  %827 = shl i64 %105, 4
  %828 = select i1 %826, i64 %107, i64 %827
  %829 = select i1 %824, i64 %106, i64 %828
  %830 = shl i64 %32, 3
  %831 = mul i64 %32, 12
  %832 = icmp eq ptr %103, null
  %833 = icmp slt i64 %32, 1
  %834 = getelementptr float, ptr %124, i64 %827
  %835 = getelementptr float, ptr %124, i64 %106
  %836 = getelementptr inbounds float, ptr %117, i64 %827
  %837 = or i1 %832, %833
  %838 = or i1 %832, %833
  %839 = shl i64 %32, 2
  %840 = add i64 %516, %839
  %841 = mul i64 %32, 12
  %842 = shl i64 %32, 5
  %843 = add i64 %842, 32
  %844 = mul i64 %40, %843
  %845 = add i64 %844, 64
  %846 = mul i64 %105, %845
  %847 = getelementptr i8, ptr %117, i64 %846
  %848 = getelementptr i8, ptr %117, i64 %846
  %849 = getelementptr i8, ptr %848, i64 %839
  %850 = mul i64 %40, %32
  %851 = shl i64 %850, 5
  %852 = add i64 %851, 64
  %853 = mul i64 %105, %852
  %854 = getelementptr i8, ptr %117, i64 %853
  %855 = getelementptr i8, ptr %117, i64 %853
  %856 = getelementptr i8, ptr %855, i64 %839
  %857 = shl i64 %32, 2
  %858 = mul nsw i64 %40, %105
  %859 = shl i64 %32, 5
  %860 = add i64 %859, 32
  %861 = mul i64 %858, %860
  %862 = getelementptr i8, ptr %117, i64 %861
  %863 = getelementptr i8, ptr %862, i64 %857
  %864 = shl i64 %858, 5
  %865 = or disjoint i64 %864, 4
  %866 = mul i64 %32, %865
  %867 = getelementptr i8, ptr %117, i64 %866
  %868 = mul i64 %105, -96
  %869 = shl i64 %105, 5
  %870 = shl i64 %184, 2
  %871 = shl i64 %32, 5
  %872 = add i64 %871, 64
  %873 = mul i64 %40, %872
  %874 = add i64 %873, 32
  %875 = mul i64 %105, %874
  %876 = getelementptr i8, ptr %117, i64 %875
  %877 = getelementptr i8, ptr %876, i64 %870
  %878 = shl i64 %184, 2
  %879 = mul i64 %105, 96
  %880 = add i64 %516, %878
  %881 = mul nsw i64 %40, %105
  %882 = shl i64 %32, 5
  %883 = add i64 %882, 64
  %884 = mul i64 %881, %883
  %885 = getelementptr i8, ptr %117, i64 %884
  %886 = getelementptr i8, ptr %885, i64 %878
  %887 = mul i64 %40, %883
  %888 = add i64 %887, 64
  %889 = mul i64 %105, %888
  %890 = getelementptr i8, ptr %117, i64 %889
  %891 = getelementptr i8, ptr %890, i64 %878
  %892 = mul i64 %105, 96
  %893 = shl i64 %32, 2
  %894 = shl i64 %32, 4
  %895 = shl i64 %32, 5
  %896 = add i64 %895, 32
  %897 = mul i64 %40, %896
  %898 = add i64 %897, 96
  %899 = mul i64 %105, %898
  %900 = getelementptr i8, ptr %117, i64 %899
  %901 = getelementptr i8, ptr %117, i64 %899
  %902 = getelementptr i8, ptr %901, i64 %893
  %903 = mul i64 %40, %32
  %904 = shl i64 %903, 5
  %905 = add i64 %904, 96
  %906 = mul i64 %105, %905
  %907 = getelementptr i8, ptr %117, i64 %906
  %908 = getelementptr i8, ptr %117, i64 %906
  %909 = getelementptr i8, ptr %908, i64 %893
  %910 = shl i64 %32, 2
  %911 = shl i64 %32, 5
  %912 = add i64 %911, 32
  %913 = mul i64 %40, %912
  %914 = add i64 %913, 64
  %915 = mul i64 %105, %914
  %916 = getelementptr i8, ptr %117, i64 %915
  %917 = getelementptr i8, ptr %117, i64 %915
  %918 = getelementptr i8, ptr %917, i64 %910
  %919 = mul i64 %40, %32
  %920 = shl i64 %919, 5
  %921 = add i64 %920, 64
  %922 = mul i64 %105, %921
  %923 = getelementptr i8, ptr %117, i64 %922
  %924 = getelementptr i8, ptr %117, i64 %922
  %925 = getelementptr i8, ptr %924, i64 %910
  %926 = shl i64 %105, 5
  %927 = shl i64 %32, 2
  %928 = shl i64 %32, 5
  %929 = add i64 %928, 32
  %930 = mul i64 %40, %929
  %931 = add i64 %930, 32
  %932 = mul i64 %105, %931
  %933 = getelementptr i8, ptr %117, i64 %932
  %934 = getelementptr i8, ptr %117, i64 %932
  %935 = getelementptr i8, ptr %934, i64 %927
  %936 = mul i64 %40, %32
  %937 = shl i64 %936, 5
  %938 = add i64 %937, 32
  %939 = mul i64 %105, %938
  %940 = getelementptr i8, ptr %117, i64 %939
  %941 = getelementptr i8, ptr %117, i64 %939
  %942 = getelementptr i8, ptr %941, i64 %927
  %943 = shl i64 %32, 2
  %944 = mul nsw i64 %40, %105
  %945 = shl i64 %32, 5
  %946 = add i64 %945, 32
  %947 = mul i64 %944, %946
  %948 = getelementptr i8, ptr %117, i64 %947
  %949 = getelementptr i8, ptr %948, i64 %943
  %950 = shl i64 %944, 5
  %951 = or disjoint i64 %950, 4
  %952 = mul i64 %32, %951
  %953 = getelementptr i8, ptr %117, i64 %952
  %954 = shl i64 %32, 2
  %955 = add i64 %516, %954
  %956 = shl i64 %32, 5
  %957 = add i64 %956, 32
  %958 = mul i64 %40, %957
  %959 = add i64 %958, 64
  %960 = mul i64 %105, %959
  %961 = getelementptr i8, ptr %117, i64 %960
  %962 = getelementptr i8, ptr %117, i64 %960
  %963 = getelementptr i8, ptr %962, i64 %954
  %964 = mul i64 %40, %32
  %965 = shl i64 %964, 5
  %966 = add i64 %965, 64
  %967 = mul i64 %105, %966
  %968 = getelementptr i8, ptr %117, i64 %967
  %969 = getelementptr i8, ptr %117, i64 %967
  %970 = getelementptr i8, ptr %969, i64 %954
  %971 = shl i64 %105, 5
  %972 = shl i64 %32, 2
  %973 = shl i64 %32, 5
  %974 = add i64 %973, 32
  %975 = mul i64 %40, %974
  %976 = add i64 %975, 32
  %977 = mul i64 %105, %976
  %978 = getelementptr i8, ptr %117, i64 %977
  %979 = getelementptr i8, ptr %117, i64 %977
  %980 = getelementptr i8, ptr %979, i64 %972
  %981 = mul i64 %40, %32
  %982 = shl i64 %981, 5
  %983 = add i64 %982, 32
  %984 = mul i64 %105, %983
  %985 = getelementptr i8, ptr %117, i64 %984
  %986 = getelementptr i8, ptr %117, i64 %984
  %987 = getelementptr i8, ptr %986, i64 %972
  %988 = shl i64 %32, 2
  %989 = mul nsw i64 %40, %105
  %990 = shl i64 %32, 5
  %991 = add i64 %990, 32
  %992 = mul i64 %989, %991
  %993 = getelementptr i8, ptr %117, i64 %992
  %994 = getelementptr i8, ptr %993, i64 %988
  %995 = shl i64 %989, 5
  %996 = or disjoint i64 %995, 4
  %997 = mul i64 %32, %996
  %998 = getelementptr i8, ptr %117, i64 %997
  %999 = shl i64 %105, 5
  %1000 = shl i64 %32, 2
  %1001 = shl i64 %32, 5
  %1002 = add i64 %1001, 32
  %1003 = mul i64 %40, %1002
  %1004 = add i64 %1003, 32
  %1005 = mul i64 %105, %1004
  %1006 = getelementptr i8, ptr %117, i64 %1005
  %1007 = getelementptr i8, ptr %117, i64 %1005
  %1008 = getelementptr i8, ptr %1007, i64 %1000
  %1009 = mul i64 %40, %32
  %1010 = shl i64 %1009, 5
  %1011 = add i64 %1010, 32
  %1012 = mul i64 %105, %1011
  %1013 = getelementptr i8, ptr %117, i64 %1012
  %1014 = getelementptr i8, ptr %117, i64 %1012
  %1015 = getelementptr i8, ptr %1014, i64 %1000
  %1016 = shl i64 %32, 2
  %1017 = mul nsw i64 %40, %105
  %1018 = shl i64 %32, 5
  %1019 = add i64 %1018, 32
  %1020 = mul i64 %1017, %1019
  %1021 = getelementptr i8, ptr %117, i64 %1020
  %1022 = getelementptr i8, ptr %1021, i64 %1016
  %1023 = shl i64 %1017, 5
  %1024 = or disjoint i64 %1023, 4
  %1025 = mul i64 %32, %1024
  %1026 = getelementptr i8, ptr %117, i64 %1025
  %1027 = icmp ult i64 %32, 4
  %1028 = icmp ult i64 %32, 32
  %1029 = and i64 %32, 28
  %1030 = and i64 %32, 9223372036854775776
  %1031 = icmp eq i64 %32, %1030
  %1032 = icmp eq i64 %1029, 0
  %1033 = and i64 %32, 9223372036854775804
  %1034 = icmp eq i64 %32, %1033
  %1035 = and i64 %32, 1
  %1036 = icmp eq i64 %1035, 0
  %1037 = icmp ult i64 %32, 4
  %1038 = icmp ult i64 %32, 32
  %1039 = and i64 %32, 28
  %1040 = and i64 %32, 9223372036854775776
  %1041 = icmp eq i64 %32, %1040
  %1042 = icmp eq i64 %1039, 0
  %1043 = and i64 %32, 9223372036854775804
  %1044 = icmp eq i64 %32, %1043
  %1045 = and i64 %32, 1
  %1046 = icmp eq i64 %1045, 0
  %1047 = icmp ult i64 %32, 4
  %1048 = shl i64 %105, 5
  %1049 = icmp ult i64 %32, 32
  %1050 = and i64 %32, 28
  %1051 = and i64 %32, 9223372036854775776
  %1052 = icmp eq i64 %32, %1051
  %1053 = icmp eq i64 %1050, 0
  %1054 = and i64 %32, 9223372036854775804
  %1055 = icmp eq i64 %32, %1054
  %1056 = and i64 %32, 3
  %1057 = icmp eq i64 %1056, 0
  %1058 = icmp ult i64 %32, 4
  %1059 = icmp ult i64 %32, 32
  %1060 = and i64 %32, 28
  %1061 = and i64 %32, 9223372036854775776
  %1062 = icmp eq i64 %32, %1061
  %1063 = icmp eq i64 %1060, 0
  %1064 = and i64 %32, 9223372036854775804
  %1065 = icmp eq i64 %32, %1064
  %1066 = and i64 %32, 1
  %1067 = icmp eq i64 %1066, 0
  %1068 = icmp ult i64 %32, 4
  %1069 = icmp ult i64 %32, 32
  %1070 = and i64 %32, 28
  %1071 = and i64 %32, 9223372036854775776
  %1072 = icmp eq i64 %32, %1071
  %1073 = icmp eq i64 %1070, 0
  %1074 = and i64 %32, 9223372036854775804
  %1075 = icmp eq i64 %32, %1074
  %1076 = and i64 %32, 1
  %1077 = icmp eq i64 %1076, 0
  %1078 = icmp ult i64 %32, 4
  %1079 = icmp ult i64 %32, 16
  %1080 = and i64 %32, 12
  %1081 = and i64 %32, 9223372036854775792
  %1082 = icmp eq i64 %32, %1081
  %1083 = icmp eq i64 %1080, 0
  %1084 = and i64 %32, 9223372036854775804
  %1085 = icmp eq i64 %32, %1084
  %1086 = and i64 %32, 1
  %1087 = icmp eq i64 %1086, 0
  %1088 = icmp ult i64 %32, 4
  %1089 = icmp ult i64 %32, 32
  %1090 = and i64 %32, 28
  %1091 = and i64 %32, 9223372036854775776
  %1092 = icmp eq i64 %32, %1091
  %1093 = icmp eq i64 %1090, 0
  %1094 = and i64 %32, 9223372036854775804
  %1095 = icmp eq i64 %32, %1094
  %1096 = and i64 %32, 1
  %1097 = icmp eq i64 %1096, 0
  %1098 = icmp ult i64 %32, 4
  %1099 = icmp ult i64 %32, 32
  %1100 = and i64 %32, 28
  %1101 = and i64 %32, 9223372036854775776
  %1102 = icmp eq i64 %32, %1101
  %1103 = icmp eq i64 %1100, 0
  %1104 = and i64 %32, 9223372036854775804
  %1105 = icmp eq i64 %32, %1104
  %1106 = and i64 %32, 1
  %1107 = icmp eq i64 %1106, 0
  %1108 = icmp ult i64 %32, 4
  %1109 = icmp ult i64 %32, 32
  %1110 = and i64 %32, 28
  %1111 = and i64 %32, 9223372036854775776
  %1112 = icmp eq i64 %32, %1111
  %1113 = icmp eq i64 %1110, 0
  %1114 = and i64 %32, 9223372036854775804
  %1115 = icmp eq i64 %32, %1114
  %1116 = and i64 %32, 1
  %1117 = icmp eq i64 %1116, 0
  %1118 = icmp ult i64 %32, 4
  %1119 = icmp ult i64 %32, 32
  %1120 = and i64 %32, 28
  %1121 = and i64 %32, 9223372036854775776
  %1122 = icmp eq i64 %32, %1121
  %1123 = icmp eq i64 %1120, 0
  %1124 = and i64 %32, 9223372036854775804
  %1125 = icmp eq i64 %32, %1124
  %1126 = and i64 %32, 1
  %1127 = icmp eq i64 %1126, 0
  %1128 = icmp ult i64 %32, 4
  %1129 = icmp ult i64 %32, 32
  %1130 = and i64 %32, 28
  %1131 = and i64 %32, 9223372036854775776
  %1132 = icmp eq i64 %32, %1131
  %1133 = icmp eq i64 %1130, 0
  %1134 = and i64 %32, 9223372036854775804
  %1135 = icmp eq i64 %32, %1134
  %1136 = and i64 %32, 1
  %1137 = icmp eq i64 %1136, 0
  %1138 = icmp slt i64 %32, 9
  %1139 = and i64 %184, 9223372036854775800
  %1140 = icmp eq i64 %184, %1139
  %1141 = icmp slt i64 %32, 25
  %1142 = and i64 %184, 24
  %1143 = and i64 %184, 9223372036854775776
  %1144 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1145 = shufflevector <8 x i1> %1144, <8 x i1> poison, <8 x i32> zeroinitializer
  %1146 = xor <8 x i1> %1145, splat (i1 true)
  %1147 = icmp eq i64 %184, %1143
  %1148 = icmp eq i64 %1142, 0
  %1149 = and i64 %184, 9223372036854775800
  %1150 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1151 = shufflevector <8 x i1> %1150, <8 x i1> poison, <8 x i32> zeroinitializer
  %1152 = xor <8 x i1> %1151, splat (i1 true)
  %1153 = icmp eq i64 %184, %1149
  %1154 = icmp slt i64 %32, 1
  %1155 = icmp slt i64 %32, 9
  %1156 = and i64 %184, 8
  %1157 = and i64 %184, 9223372036854775792
  %1158 = icmp eq i64 %184, %1157
  %1159 = icmp eq i64 %1156, 0
  %1160 = and i64 %184, 9223372036854775800
  %1161 = icmp eq i64 %184, %1160
  %1162 = and i64 %184, 1
  %1163 = icmp eq i64 %1162, 0
  %1164 = icmp ult i64 %32, 4
  %1165 = shl i64 %105, 5
  %1166 = icmp ult i64 %32, 32
  %1167 = and i64 %32, 28
  %1168 = and i64 %32, 9223372036854775776
  %1169 = icmp eq i64 %32, %1168
  %1170 = icmp eq i64 %1167, 0
  %1171 = and i64 %32, 9223372036854775804
  %1172 = icmp eq i64 %32, %1171
  %1173 = and i64 %32, 3
  %1174 = icmp eq i64 %1173, 0
  %1175 = icmp ult i64 %32, 4
  %1176 = icmp ult i64 %32, 32
  %1177 = and i64 %32, 28
  %1178 = and i64 %32, 9223372036854775776
  %1179 = icmp eq i64 %32, %1178
  %1180 = icmp eq i64 %1177, 0
  %1181 = and i64 %32, 9223372036854775804
  %1182 = icmp eq i64 %32, %1181
  %1183 = and i64 %32, 1
  %1184 = icmp eq i64 %1183, 0
  %1185 = icmp ult i64 %32, 4
  %1186 = icmp ult i64 %32, 32
  %1187 = and i64 %32, 28
  %1188 = and i64 %32, 9223372036854775776
  %1189 = icmp eq i64 %32, %1188
  %1190 = icmp eq i64 %1187, 0
  %1191 = and i64 %32, 9223372036854775804
  %1192 = icmp eq i64 %32, %1191
  %1193 = and i64 %32, 3
  %1194 = icmp eq i64 %1193, 0
  %1195 = icmp ult i64 %32, 4
  %1196 = icmp ult i64 %32, 32
  %1197 = and i64 %32, 28
  %1198 = and i64 %32, 9223372036854775776
  %1199 = icmp eq i64 %32, %1198
  %1200 = icmp eq i64 %1197, 0
  %1201 = and i64 %32, 9223372036854775804
  %1202 = icmp eq i64 %32, %1201
  %1203 = and i64 %32, 1
  %1204 = icmp eq i64 %1203, 0
  %1205 = icmp ult i64 %32, 4
  %1206 = icmp ult i64 %32, 32
  %1207 = and i64 %32, 28
  %1208 = and i64 %32, 9223372036854775776
  %1209 = icmp eq i64 %32, %1208
  %1210 = icmp eq i64 %1207, 0
  %1211 = and i64 %32, 9223372036854775804
  %1212 = icmp eq i64 %32, %1211
  %1213 = and i64 %32, 1
  %1214 = icmp eq i64 %1213, 0
  %1215 = icmp ult i64 %32, 4
  %1216 = icmp ult i64 %32, 32
  %1217 = and i64 %32, 28
  %1218 = and i64 %32, 9223372036854775776
  %1219 = icmp eq i64 %32, %1218
  %1220 = icmp eq i64 %1217, 0
  %1221 = and i64 %32, 9223372036854775804
  %1222 = icmp eq i64 %32, %1221
  %1223 = and i64 %32, 3
  %1224 = icmp eq i64 %1223, 0
  br label %1360

1225:                                             ; preds = %514, %1357
  %1226 = phi i64 [ 0, %514 ], [ %1255, %1357 ]
  %1227 = phi i64 [ 0, %514 ], [ %1358, %1357 ]
  %1228 = mul i64 %533, %1227
  %1229 = mul i64 %538, %1227
  %1230 = add i64 %536, %1229
  %1231 = add nsw i64 %1227, %49
  %1232 = mul nsw i64 %1227, %112
  %1233 = getelementptr inbounds float, ptr %515, i64 %1232
  %1234 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %1227
  store ptr %1233, ptr %1234, align 8
  %1235 = getelementptr inbounds float, ptr %1233, i64 %106
  %1236 = getelementptr inbounds nuw i8, ptr %1234, i64 8
  store ptr %1235, ptr %1236, align 8
  %1237 = getelementptr inbounds i8, ptr %1233, i64 %516
  %1238 = getelementptr inbounds nuw i8, ptr %1234, i64 24
  store ptr %1237, ptr %1238, align 8
  %1239 = getelementptr inbounds float, ptr %1233, i64 %110
  %1240 = getelementptr inbounds nuw i8, ptr %1234, i64 16
  store ptr %1239, ptr %1240, align 8
  br i1 %517, label %1252, label %1241

1241:                                             ; preds = %1225
  %1242 = getelementptr inbounds i32, ptr %17, i64 %1231
  %1243 = load i32, ptr %1242, align 4
  %1244 = sext i32 %1243 to i64
  %1245 = icmp slt i32 %1243, 0
  %1246 = icmp slt i64 %28, %1244
  %1247 = select i1 %1245, i1 true, i1 %1246
  br i1 %1247, label %1248, label %1249

1248:                                             ; preds = %1241
  store i32 1, ptr %24, align 4
  br label %1249

1249:                                             ; preds = %1241, %1248
  %1250 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1244)
  %1251 = select i1 %1245, i64 0, i64 %1250
  br label %1252

1252:                                             ; preds = %1249, %1225
  %1253 = phi i64 [ %1251, %1249 ], [ %28, %1225 ]
  %1254 = getelementptr inbounds nuw i8, ptr %1234, i64 32
  store i64 %1253, ptr %1254, align 8
  %1255 = tail call i64 @llvm.smax.i64(i64 %1253, i64 %1226)
  br i1 %125, label %1256, label %1313

1256:                                             ; preds = %1252
  %1257 = mul nsw i64 %1231, %34
  %1258 = add nsw i64 %1257, %47
  %1259 = add nsw i64 %1231, %519
  %1260 = select i1 %518, i64 %1258, i64 %1259
  %1261 = mul nsw i64 %1260, %32
  %1262 = getelementptr float, ptr %18, i64 %1261
  %1263 = getelementptr float, ptr %19, i64 %1261
  br i1 %545, label %1311, label %1264

1264:                                             ; preds = %1256
  %1265 = mul i64 %534, %1260
  %1266 = add i64 %529, %1228
  %1267 = add i64 %4, %1265
  %1268 = sub i64 %1266, %1267
  %1269 = icmp ult i64 %1268, 32
  %1270 = or i1 %549, %1269
  %1271 = add i64 %1230, %1265
  %1272 = icmp ult i64 %1271, 32
  %1273 = or i1 %1270, %1272
  %1274 = add i64 %541, %1228
  %1275 = add i64 %4, %1265
  %1276 = sub i64 %1274, %1275
  %1277 = icmp ult i64 %1276, 32
  %1278 = or i1 %1273, %1277
  %1279 = add i64 %541, %1228
  %1280 = add i64 %5, %1265
  %1281 = sub i64 %1279, %1280
  %1282 = icmp ult i64 %1281, 32
  %1283 = or i1 %1278, %1282
  %1284 = add i64 %544, %1228
  %1285 = add i64 %4, %1265
  %1286 = sub i64 %1284, %1285
  %1287 = icmp ult i64 %1286, 32
  %1288 = or i1 %1283, %1287
  %1289 = add i64 %544, %1228
  %1290 = add i64 %5, %1265
  %1291 = sub i64 %1289, %1290
  %1292 = icmp ult i64 %1291, 32
  %1293 = or i1 %1288, %1292
  br i1 %1293, label %1311, label %1294

1294:                                             ; preds = %1264, %1294
  %1295 = phi i64 [ %1307, %1294 ], [ 0, %1264 ]
  %1296 = phi <8 x i64> [ %1308, %1294 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1264 ]
  %1297 = icmp slt <8 x i64> %1296, %552
  %1298 = select i1 %520, <8 x i1> %1297, <8 x i1> zeroinitializer
  %1299 = getelementptr float, ptr %1262, i64 %1295
  %1300 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1299, <8 x i1> %1298, <8 x float> zeroinitializer)
  %1301 = getelementptr inbounds nuw float, ptr %1233, i64 %1295
  store <8 x float> %1300, ptr %1301, align 4
  %1302 = select i1 %521, <8 x i1> %1297, <8 x i1> zeroinitializer
  %1303 = getelementptr float, ptr %1263, i64 %1295
  %1304 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1303, <8 x i1> %1302, <8 x float> zeroinitializer)
  %1305 = getelementptr inbounds nuw float, ptr %1235, i64 %1295
  store <8 x float> %1304, ptr %1305, align 4
  %1306 = getelementptr inbounds nuw float, ptr %1237, i64 %1295
  store <8 x float> zeroinitializer, ptr %1306, align 4
  %1307 = add nuw i64 %1295, 8
  %1308 = add nuw nsw <8 x i64> %1296, splat (i64 8)
  %1309 = icmp eq i64 %1307, %550
  br i1 %1309, label %1310, label %1294

1310:                                             ; preds = %1294
  br i1 %553, label %1313, label %1311

1311:                                             ; preds = %1264, %1256, %1310
  %1312 = phi i64 [ 0, %1264 ], [ 0, %1256 ], [ %550, %1310 ]
  br label %1318

1313:                                             ; preds = %1332, %1310, %1252
  %1314 = icmp slt i64 %1253, %28
  %1315 = select i1 %522, i1 %1314, i1 false
  br i1 %1315, label %1316, label %1357

1316:                                             ; preds = %1313
  %1317 = mul nsw i64 %1231, %28
  br label %1338

1318:                                             ; preds = %1311, %1332
  %1319 = phi i64 [ %1336, %1332 ], [ %1312, %1311 ]
  %1320 = icmp slt i64 %1319, %32
  %1321 = select i1 %520, i1 %1320, i1 false
  br i1 %1321, label %1322, label %1325

1322:                                             ; preds = %1318
  %1323 = getelementptr float, ptr %1262, i64 %1319
  %1324 = load float, ptr %1323, align 4
  br label %1325

1325:                                             ; preds = %1318, %1322
  %1326 = phi float [ %1324, %1322 ], [ 0.000000e+00, %1318 ]
  %1327 = getelementptr inbounds nuw float, ptr %1233, i64 %1319
  store float %1326, ptr %1327, align 4
  %1328 = select i1 %521, i1 %1320, i1 false
  br i1 %1328, label %1329, label %1332

1329:                                             ; preds = %1325
  %1330 = getelementptr float, ptr %1263, i64 %1319
  %1331 = load float, ptr %1330, align 4
  br label %1332

1332:                                             ; preds = %1325, %1329
  %1333 = phi float [ %1331, %1329 ], [ 0.000000e+00, %1325 ]
  %1334 = getelementptr inbounds nuw float, ptr %1235, i64 %1319
  store float %1333, ptr %1334, align 4
  %1335 = getelementptr inbounds nuw float, ptr %1237, i64 %1319
  store float 0.000000e+00, ptr %1335, align 4
  %1336 = add nuw nsw i64 %1319, 1
  %1337 = icmp eq i64 %1336, %184
  br i1 %1337, label %1313, label %1318

1338:                                             ; preds = %1316, %1354
  %1339 = phi i64 [ %1253, %1316 ], [ %1355, %1354 ]
  br i1 %518, label %1340, label %1344

1340:                                             ; preds = %1338
  %1341 = add nsw i64 %1339, %1317
  %1342 = mul nsw i64 %1341, %34
  %1343 = add nsw i64 %1342, %47
  br label %1349

1344:                                             ; preds = %1338
  %1345 = mul nsw i64 %1339, %34
  %1346 = add nsw i64 %1345, %47
  %1347 = mul nsw i64 %1346, %30
  %1348 = add nsw i64 %1347, %1231
  br label %1349

1349:                                             ; preds = %1344, %1340
  %1350 = phi i64 [ %1343, %1340 ], [ %1348, %1344 ]
  br i1 %125, label %1351, label %1354

1351:                                             ; preds = %1349
  %1352 = mul i64 %1350, %32
  %1353 = getelementptr float, ptr %21, i64 %1352
  tail call void @llvm.memset.p0.i64(ptr align 4 %1353, i8 0, i64 %523, i1 false)
  br label %1354

1354:                                             ; preds = %1351, %1349
  %1355 = add nsw i64 %1339, 1
  %1356 = icmp eq i64 %1355, %28
  br i1 %1356, label %1357, label %1338

1357:                                             ; preds = %1354, %1313
  %1358 = add nuw nsw i64 %1227, 1
  %1359 = icmp slt i64 %1358, %52
  br i1 %1359, label %1225, label %810

1360:                                             ; preds = %3782, %817
  %1361 = phi i64 [ 0, %817 ], [ %3783, %3782 ]
  %1362 = xor i64 %1361, -1
  br label %1370

1363:                                             ; preds = %3782, %810
  %1364 = icmp eq i64 %36, 1
  %1365 = mul nsw i64 %47, %30
  %1366 = icmp eq i64 %8, 0
  %1367 = icmp eq i64 %9, 0
  br label %3867

1368:                                             ; preds = %1419
  call fastcc void @products(ptr noundef %812, ptr noundef %813, i64 noundef %1420, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %829)
  %1369 = icmp sgt i64 %1420, 0
  br i1 %1369, label %1424, label %1423

1370:                                             ; preds = %1360, %1419
  %1371 = phi i64 [ 0, %1360 ], [ %1420, %1419 ]
  %1372 = phi i64 [ 0, %1360 ], [ %1421, %1419 ]
  %1373 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %1372
  %1374 = getelementptr inbounds nuw i8, ptr %1373, i64 32
  %1375 = load i64, ptr %1374, align 8
  %1376 = icmp slt i64 %1361, %1375
  br i1 %1376, label %1377, label %1419

1377:                                             ; preds = %1370
  %1378 = add nsw i64 %1372, %49
  %1379 = add i64 %1375, %1362
  %1380 = select i1 %65, i64 %1379, i64 %1361
  %1381 = getelementptr inbounds nuw i8, ptr %1373, i64 40
  br i1 %818, label %1382, label %1387

1382:                                             ; preds = %1377
  %1383 = mul nsw i64 %1378, %28
  %1384 = add nsw i64 %1380, %1383
  %1385 = mul i64 %819, %1384
  %1386 = getelementptr float, ptr %821, i64 %1385
  store ptr %1386, ptr %1381, align 8
  br i1 %822, label %1404, label %1392

1387:                                             ; preds = %1377
  %1388 = mul nsw i64 %1380, %30
  %1389 = add nsw i64 %1388, %1378
  %1390 = mul i64 %819, %1389
  %1391 = getelementptr float, ptr %821, i64 %1390
  store ptr %1391, ptr %1381, align 8
  br i1 %822, label %1404, label %1395

1392:                                             ; preds = %1382
  %1393 = mul nsw i64 %1384, %34
  %1394 = add nsw i64 %1393, %47
  br label %1400

1395:                                             ; preds = %1387
  %1396 = mul nsw i64 %1380, %34
  %1397 = add nsw i64 %1396, %47
  %1398 = mul nsw i64 %1397, %30
  %1399 = add nsw i64 %1398, %1378
  br label %1400

1400:                                             ; preds = %1395, %1392
  %1401 = phi i64 [ %1394, %1392 ], [ %1399, %1395 ]
  %1402 = mul nsw i64 %1401, %32
  %1403 = getelementptr inbounds float, ptr %21, i64 %1402
  br label %1404

1404:                                             ; preds = %1387, %1382, %1400
  %1405 = phi ptr [ %1403, %1400 ], [ null, %1382 ], [ null, %1387 ]
  %1406 = getelementptr inbounds nuw i8, ptr %1373, i64 48
  store ptr %1405, ptr %1406, align 8
  %1407 = getelementptr inbounds ptr, ptr %811, i64 %1371
  store ptr %1373, ptr %1407, align 8
  %1408 = load ptr, ptr %1373, align 8
  %1409 = getelementptr inbounds ptr, ptr %812, i64 %1371
  store ptr %1408, ptr %1409, align 8
  %1410 = getelementptr inbounds nuw i8, ptr %1373, i64 16
  %1411 = load ptr, ptr %1410, align 8
  %1412 = getelementptr inbounds ptr, ptr %813, i64 %1371
  store ptr %1411, ptr %1412, align 8
  %1413 = getelementptr inbounds nuw i8, ptr %1373, i64 24
  %1414 = load ptr, ptr %1413, align 8
  %1415 = getelementptr inbounds ptr, ptr %814, i64 %1371
  store ptr %1414, ptr %1415, align 8
  %1416 = getelementptr inbounds i8, ptr %1411, i64 %823
  %1417 = getelementptr inbounds ptr, ptr %815, i64 %1371
  store ptr %1416, ptr %1417, align 8
  %1418 = add nsw i64 %1371, 1
  br label %1419

1419:                                             ; preds = %1370, %1404
  %1420 = phi i64 [ %1418, %1404 ], [ %1371, %1370 ]
  %1421 = add nuw nsw i64 %1372, 1
  %1422 = icmp slt i64 %1421, %52
  br i1 %1422, label %1370, label %1368

1423:                                             ; preds = %3507, %1368
  br i1 %826, label %3781, label %3510

1424:                                             ; preds = %1368, %3507
  %1425 = phi i64 [ %3508, %3507 ], [ 0, %1368 ]
  %1426 = getelementptr inbounds nuw ptr, ptr %811, i64 %1425
  %1427 = load ptr, ptr %1426, align 8
  %1428 = getelementptr inbounds nuw i8, ptr %1427, i64 40
  %1429 = load ptr, ptr %1428, align 8
  %1430 = getelementptr inbounds nuw i8, ptr %1427, i64 16
  %1431 = load ptr, ptr %1430, align 8
  %1432 = ptrtoint ptr %1431 to i64
  %1433 = load ptr, ptr %1427, align 8
  %1434 = ptrtoint ptr %1433 to i64
  %1435 = getelementptr inbounds nuw i8, ptr %1427, i64 8
  %1436 = load ptr, ptr %1435, align 8
  br i1 %824, label %1437, label %1636

1437:                                             ; preds = %1424
  br i1 %125, label %1438, label %1541

1438:                                             ; preds = %1437
  br i1 %1175, label %1522, label %1439

1439:                                             ; preds = %1438
  %1440 = getelementptr i8, ptr %1431, i64 %857
  %1441 = getelementptr i8, ptr %1429, i64 %857
  %1442 = icmp ult ptr %1431, %1441
  %1443 = icmp ult ptr %1429, %1440
  %1444 = and i1 %1442, %1443
  %1445 = icmp ult ptr %1431, %863
  %1446 = icmp ult ptr %123, %1440
  %1447 = and i1 %1445, %1446
  %1448 = or i1 %1444, %1447
  %1449 = icmp ult ptr %1431, %867
  %1450 = icmp ult ptr %122, %1440
  %1451 = and i1 %1449, %1450
  %1452 = or i1 %1448, %1451
  br i1 %1452, label %1522, label %1453

1453:                                             ; preds = %1439
  br i1 %1176, label %1504, label %1454

1454:                                             ; preds = %1453, %1454
  %1455 = phi i64 [ %1500, %1454 ], [ 0, %1453 ]
  %1456 = getelementptr inbounds nuw float, ptr %1429, i64 %1455
  %1457 = getelementptr inbounds nuw i8, ptr %1456, i64 32
  %1458 = getelementptr inbounds nuw i8, ptr %1456, i64 64
  %1459 = getelementptr inbounds nuw i8, ptr %1456, i64 96
  %1460 = load <8 x float>, ptr %1456, align 4
  %1461 = load <8 x float>, ptr %1457, align 4
  %1462 = load <8 x float>, ptr %1458, align 4
  %1463 = load <8 x float>, ptr %1459, align 4
  %1464 = getelementptr inbounds nuw float, ptr %122, i64 %1455
  %1465 = getelementptr inbounds nuw i8, ptr %1464, i64 32
  %1466 = getelementptr inbounds nuw i8, ptr %1464, i64 64
  %1467 = getelementptr inbounds nuw i8, ptr %1464, i64 96
  %1468 = load <8 x float>, ptr %1464, align 4
  %1469 = load <8 x float>, ptr %1465, align 4
  %1470 = load <8 x float>, ptr %1466, align 4
  %1471 = load <8 x float>, ptr %1467, align 4
  %1472 = fadd <8 x float> %1460, %1468
  %1473 = fadd <8 x float> %1461, %1469
  %1474 = fadd <8 x float> %1462, %1470
  %1475 = fadd <8 x float> %1463, %1471
  %1476 = getelementptr inbounds nuw float, ptr %123, i64 %1455
  %1477 = getelementptr inbounds nuw i8, ptr %1476, i64 32
  %1478 = getelementptr inbounds nuw i8, ptr %1476, i64 64
  %1479 = getelementptr inbounds nuw i8, ptr %1476, i64 96
  %1480 = load <8 x float>, ptr %1476, align 4
  %1481 = load <8 x float>, ptr %1477, align 4
  %1482 = load <8 x float>, ptr %1478, align 4
  %1483 = load <8 x float>, ptr %1479, align 4
  %1484 = fadd <8 x float> %1472, %1480
  %1485 = fadd <8 x float> %1473, %1481
  %1486 = fadd <8 x float> %1474, %1482
  %1487 = fadd <8 x float> %1475, %1483
  %1488 = getelementptr inbounds nuw float, ptr %1431, i64 %1455
  %1489 = getelementptr inbounds nuw i8, ptr %1488, i64 32
  %1490 = getelementptr inbounds nuw i8, ptr %1488, i64 64
  %1491 = getelementptr inbounds nuw i8, ptr %1488, i64 96
  %1492 = load <8 x float>, ptr %1488, align 4
  %1493 = load <8 x float>, ptr %1489, align 4
  %1494 = load <8 x float>, ptr %1490, align 4
  %1495 = load <8 x float>, ptr %1491, align 4
  %1496 = fadd <8 x float> %1484, %1492
  %1497 = fadd <8 x float> %1485, %1493
  %1498 = fadd <8 x float> %1486, %1494
  %1499 = fadd <8 x float> %1487, %1495
  store <8 x float> %1496, ptr %1488, align 4
  store <8 x float> %1497, ptr %1489, align 4
  store <8 x float> %1498, ptr %1490, align 4
  store <8 x float> %1499, ptr %1491, align 4
  %1500 = add nuw i64 %1455, 32
  %1501 = icmp eq i64 %1500, %1178
  br i1 %1501, label %1502, label %1454

1502:                                             ; preds = %1454
  br i1 %1179, label %1542, label %1503

1503:                                             ; preds = %1502
  br i1 %1180, label %1522, label %1504

1504:                                             ; preds = %1453, %1503
  %1505 = phi i64 [ %1178, %1503 ], [ 0, %1453 ]
  br label %1506

1506:                                             ; preds = %1506, %1504
  %1507 = phi i64 [ %1505, %1504 ], [ %1519, %1506 ]
  %1508 = getelementptr inbounds nuw float, ptr %1429, i64 %1507
  %1509 = load <4 x float>, ptr %1508, align 4
  %1510 = getelementptr inbounds nuw float, ptr %122, i64 %1507
  %1511 = load <4 x float>, ptr %1510, align 4
  %1512 = fadd <4 x float> %1509, %1511
  %1513 = getelementptr inbounds nuw float, ptr %123, i64 %1507
  %1514 = load <4 x float>, ptr %1513, align 4
  %1515 = fadd <4 x float> %1512, %1514
  %1516 = getelementptr inbounds nuw float, ptr %1431, i64 %1507
  %1517 = load <4 x float>, ptr %1516, align 4
  %1518 = fadd <4 x float> %1515, %1517
  store <4 x float> %1518, ptr %1516, align 4
  %1519 = add nuw i64 %1507, 4
  %1520 = icmp eq i64 %1519, %1181
  br i1 %1520, label %1521, label %1506

1521:                                             ; preds = %1506
  br i1 %1182, label %1542, label %1522

1522:                                             ; preds = %1439, %1438, %1503, %1521
  %1523 = phi i64 [ 0, %1438 ], [ 0, %1439 ], [ %1178, %1503 ], [ %1181, %1521 ]
  %1524 = or disjoint i64 %1523, 1
  br i1 %1184, label %1538, label %1525

1525:                                             ; preds = %1522
  %1526 = getelementptr inbounds nuw float, ptr %1429, i64 %1523
  %1527 = load float, ptr %1526, align 4
  %1528 = getelementptr inbounds nuw float, ptr %122, i64 %1523
  %1529 = load float, ptr %1528, align 4
  %1530 = fadd float %1527, %1529
  %1531 = getelementptr inbounds nuw float, ptr %123, i64 %1523
  %1532 = load float, ptr %1531, align 4
  %1533 = fadd float %1530, %1532
  %1534 = getelementptr inbounds nuw float, ptr %1431, i64 %1523
  %1535 = load float, ptr %1534, align 4
  %1536 = fadd float %1533, %1535
  store float %1536, ptr %1534, align 4
  %1537 = or disjoint i64 %1523, 1
  br label %1538

1538:                                             ; preds = %1525, %1522
  %1539 = phi i64 [ %1523, %1522 ], [ %1537, %1525 ]
  %1540 = icmp eq i64 %32, %1524
  br i1 %1540, label %1542, label %1590

1541:                                             ; preds = %1437
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1431, i64 noundef %106)
  br label %3507

1542:                                             ; preds = %1538, %1590, %1521, %1502
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1431, i64 noundef %106)
  %1543 = sub i64 %1434, %1432
  %1544 = icmp ult i64 %1543, 128
  %1545 = select i1 %1185, i1 true, i1 %1544
  br i1 %1545, label %1575, label %1546

1546:                                             ; preds = %1542
  br i1 %1186, label %1565, label %1547

1547:                                             ; preds = %1546, %1547
  %1548 = phi i64 [ %1561, %1547 ], [ 0, %1546 ]
  %1549 = getelementptr inbounds nuw float, ptr %1431, i64 %1548
  %1550 = getelementptr inbounds nuw i8, ptr %1549, i64 32
  %1551 = getelementptr inbounds nuw i8, ptr %1549, i64 64
  %1552 = getelementptr inbounds nuw i8, ptr %1549, i64 96
  %1553 = load <8 x float>, ptr %1549, align 4
  %1554 = load <8 x float>, ptr %1550, align 4
  %1555 = load <8 x float>, ptr %1551, align 4
  %1556 = load <8 x float>, ptr %1552, align 4
  %1557 = getelementptr inbounds nuw float, ptr %1433, i64 %1548
  %1558 = getelementptr inbounds nuw i8, ptr %1557, i64 32
  %1559 = getelementptr inbounds nuw i8, ptr %1557, i64 64
  %1560 = getelementptr inbounds nuw i8, ptr %1557, i64 96
  store <8 x float> %1553, ptr %1557, align 4
  store <8 x float> %1554, ptr %1558, align 4
  store <8 x float> %1555, ptr %1559, align 4
  store <8 x float> %1556, ptr %1560, align 4
  %1561 = add nuw i64 %1548, 32
  %1562 = icmp eq i64 %1561, %1188
  br i1 %1562, label %1563, label %1547

1563:                                             ; preds = %1547
  br i1 %1189, label %3507, label %1564

1564:                                             ; preds = %1563
  br i1 %1190, label %1575, label %1565

1565:                                             ; preds = %1546, %1564
  %1566 = phi i64 [ %1188, %1564 ], [ 0, %1546 ]
  br label %1567

1567:                                             ; preds = %1567, %1565
  %1568 = phi i64 [ %1566, %1565 ], [ %1572, %1567 ]
  %1569 = getelementptr inbounds nuw float, ptr %1431, i64 %1568
  %1570 = load <4 x float>, ptr %1569, align 4
  %1571 = getelementptr inbounds nuw float, ptr %1433, i64 %1568
  store <4 x float> %1570, ptr %1571, align 4
  %1572 = add nuw i64 %1568, 4
  %1573 = icmp eq i64 %1572, %1191
  br i1 %1573, label %1574, label %1567

1574:                                             ; preds = %1567
  br i1 %1192, label %3507, label %1575

1575:                                             ; preds = %1542, %1564, %1574
  %1576 = phi i64 [ 0, %1542 ], [ %1188, %1564 ], [ %1191, %1574 ]
  br i1 %1194, label %1586, label %1577

1577:                                             ; preds = %1575, %1577
  %1578 = phi i64 [ %1583, %1577 ], [ %1576, %1575 ]
  %1579 = phi i64 [ %1584, %1577 ], [ 0, %1575 ]
  %1580 = getelementptr inbounds nuw float, ptr %1431, i64 %1578
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds nuw float, ptr %1433, i64 %1578
  store float %1581, ptr %1582, align 4
  %1583 = add nuw nsw i64 %1578, 1
  %1584 = add i64 %1579, 1
  %1585 = icmp eq i64 %1584, %1193
  br i1 %1585, label %1586, label %1577

1586:                                             ; preds = %1577, %1575
  %1587 = phi i64 [ %1576, %1575 ], [ %1583, %1577 ]
  %1588 = sub nsw i64 %1576, %32
  %1589 = icmp ugt i64 %1588, -4
  br i1 %1589, label %3507, label %1617

1590:                                             ; preds = %1538, %1590
  %1591 = phi i64 [ %1615, %1590 ], [ %1539, %1538 ]
  %1592 = getelementptr inbounds nuw float, ptr %1429, i64 %1591
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds nuw float, ptr %122, i64 %1591
  %1595 = load float, ptr %1594, align 4
  %1596 = fadd float %1593, %1595
  %1597 = getelementptr inbounds nuw float, ptr %123, i64 %1591
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %1596, %1598
  %1600 = getelementptr inbounds nuw float, ptr %1431, i64 %1591
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %1599, %1601
  store float %1602, ptr %1600, align 4
  %1603 = add nuw nsw i64 %1591, 1
  %1604 = getelementptr inbounds nuw float, ptr %1429, i64 %1603
  %1605 = load float, ptr %1604, align 4
  %1606 = getelementptr inbounds nuw float, ptr %122, i64 %1603
  %1607 = load float, ptr %1606, align 4
  %1608 = fadd float %1605, %1607
  %1609 = getelementptr inbounds nuw float, ptr %123, i64 %1603
  %1610 = load float, ptr %1609, align 4
  %1611 = fadd float %1608, %1610
  %1612 = getelementptr inbounds nuw float, ptr %1431, i64 %1603
  %1613 = load float, ptr %1612, align 4
  %1614 = fadd float %1611, %1613
  store float %1614, ptr %1612, align 4
  %1615 = add nuw nsw i64 %1591, 2
  %1616 = icmp eq i64 %1615, %32
  br i1 %1616, label %1542, label %1590

1617:                                             ; preds = %1586, %1617
  %1618 = phi i64 [ %1634, %1617 ], [ %1587, %1586 ]
  %1619 = getelementptr inbounds nuw float, ptr %1431, i64 %1618
  %1620 = load float, ptr %1619, align 4
  %1621 = getelementptr inbounds nuw float, ptr %1433, i64 %1618
  store float %1620, ptr %1621, align 4
  %1622 = add nuw nsw i64 %1618, 1
  %1623 = getelementptr inbounds nuw float, ptr %1431, i64 %1622
  %1624 = load float, ptr %1623, align 4
  %1625 = getelementptr inbounds nuw float, ptr %1433, i64 %1622
  store float %1624, ptr %1625, align 4
  %1626 = add nuw nsw i64 %1618, 2
  %1627 = getelementptr inbounds nuw float, ptr %1431, i64 %1626
  %1628 = load float, ptr %1627, align 4
  %1629 = getelementptr inbounds nuw float, ptr %1433, i64 %1626
  store float %1628, ptr %1629, align 4
  %1630 = add nuw nsw i64 %1618, 3
  %1631 = getelementptr inbounds nuw float, ptr %1431, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = getelementptr inbounds nuw float, ptr %1433, i64 %1630
  store float %1632, ptr %1633, align 4
  %1634 = add nuw nsw i64 %1618, 4
  %1635 = icmp eq i64 %1634, %32
  br i1 %1635, label %3507, label %1617

1636:                                             ; preds = %1424
  br i1 %37, label %1637, label %2601

1637:                                             ; preds = %1636
  br i1 %125, label %1638, label %1741

1638:                                             ; preds = %1637
  br i1 %1098, label %1722, label %1639

1639:                                             ; preds = %1638
  %1640 = getelementptr i8, ptr %1431, i64 %943
  %1641 = getelementptr i8, ptr %1429, i64 %943
  %1642 = icmp ult ptr %1431, %1641
  %1643 = icmp ult ptr %1429, %1640
  %1644 = and i1 %1642, %1643
  %1645 = icmp ult ptr %1431, %949
  %1646 = icmp ult ptr %123, %1640
  %1647 = and i1 %1645, %1646
  %1648 = or i1 %1644, %1647
  %1649 = icmp ult ptr %1431, %953
  %1650 = icmp ult ptr %122, %1640
  %1651 = and i1 %1649, %1650
  %1652 = or i1 %1648, %1651
  br i1 %1652, label %1722, label %1653

1653:                                             ; preds = %1639
  br i1 %1099, label %1704, label %1654

1654:                                             ; preds = %1653, %1654
  %1655 = phi i64 [ %1700, %1654 ], [ 0, %1653 ]
  %1656 = getelementptr inbounds nuw float, ptr %1429, i64 %1655
  %1657 = getelementptr inbounds nuw i8, ptr %1656, i64 32
  %1658 = getelementptr inbounds nuw i8, ptr %1656, i64 64
  %1659 = getelementptr inbounds nuw i8, ptr %1656, i64 96
  %1660 = load <8 x float>, ptr %1656, align 4
  %1661 = load <8 x float>, ptr %1657, align 4
  %1662 = load <8 x float>, ptr %1658, align 4
  %1663 = load <8 x float>, ptr %1659, align 4
  %1664 = getelementptr inbounds nuw float, ptr %122, i64 %1655
  %1665 = getelementptr inbounds nuw i8, ptr %1664, i64 32
  %1666 = getelementptr inbounds nuw i8, ptr %1664, i64 64
  %1667 = getelementptr inbounds nuw i8, ptr %1664, i64 96
  %1668 = load <8 x float>, ptr %1664, align 4
  %1669 = load <8 x float>, ptr %1665, align 4
  %1670 = load <8 x float>, ptr %1666, align 4
  %1671 = load <8 x float>, ptr %1667, align 4
  %1672 = fadd <8 x float> %1660, %1668
  %1673 = fadd <8 x float> %1661, %1669
  %1674 = fadd <8 x float> %1662, %1670
  %1675 = fadd <8 x float> %1663, %1671
  %1676 = getelementptr inbounds nuw float, ptr %123, i64 %1655
  %1677 = getelementptr inbounds nuw i8, ptr %1676, i64 32
  %1678 = getelementptr inbounds nuw i8, ptr %1676, i64 64
  %1679 = getelementptr inbounds nuw i8, ptr %1676, i64 96
  %1680 = load <8 x float>, ptr %1676, align 4
  %1681 = load <8 x float>, ptr %1677, align 4
  %1682 = load <8 x float>, ptr %1678, align 4
  %1683 = load <8 x float>, ptr %1679, align 4
  %1684 = fadd <8 x float> %1672, %1680
  %1685 = fadd <8 x float> %1673, %1681
  %1686 = fadd <8 x float> %1674, %1682
  %1687 = fadd <8 x float> %1675, %1683
  %1688 = getelementptr inbounds nuw float, ptr %1431, i64 %1655
  %1689 = getelementptr inbounds nuw i8, ptr %1688, i64 32
  %1690 = getelementptr inbounds nuw i8, ptr %1688, i64 64
  %1691 = getelementptr inbounds nuw i8, ptr %1688, i64 96
  %1692 = load <8 x float>, ptr %1688, align 4
  %1693 = load <8 x float>, ptr %1689, align 4
  %1694 = load <8 x float>, ptr %1690, align 4
  %1695 = load <8 x float>, ptr %1691, align 4
  %1696 = fadd <8 x float> %1684, %1692
  %1697 = fadd <8 x float> %1685, %1693
  %1698 = fadd <8 x float> %1686, %1694
  %1699 = fadd <8 x float> %1687, %1695
  store <8 x float> %1696, ptr %1688, align 4
  store <8 x float> %1697, ptr %1689, align 4
  store <8 x float> %1698, ptr %1690, align 4
  store <8 x float> %1699, ptr %1691, align 4
  %1700 = add nuw i64 %1655, 32
  %1701 = icmp eq i64 %1700, %1101
  br i1 %1701, label %1702, label %1654

1702:                                             ; preds = %1654
  br i1 %1102, label %1743, label %1703

1703:                                             ; preds = %1702
  br i1 %1103, label %1722, label %1704

1704:                                             ; preds = %1653, %1703
  %1705 = phi i64 [ %1101, %1703 ], [ 0, %1653 ]
  br label %1706

1706:                                             ; preds = %1706, %1704
  %1707 = phi i64 [ %1705, %1704 ], [ %1719, %1706 ]
  %1708 = getelementptr inbounds nuw float, ptr %1429, i64 %1707
  %1709 = load <4 x float>, ptr %1708, align 4
  %1710 = getelementptr inbounds nuw float, ptr %122, i64 %1707
  %1711 = load <4 x float>, ptr %1710, align 4
  %1712 = fadd <4 x float> %1709, %1711
  %1713 = getelementptr inbounds nuw float, ptr %123, i64 %1707
  %1714 = load <4 x float>, ptr %1713, align 4
  %1715 = fadd <4 x float> %1712, %1714
  %1716 = getelementptr inbounds nuw float, ptr %1431, i64 %1707
  %1717 = load <4 x float>, ptr %1716, align 4
  %1718 = fadd <4 x float> %1715, %1717
  store <4 x float> %1718, ptr %1716, align 4
  %1719 = add nuw i64 %1707, 4
  %1720 = icmp eq i64 %1719, %1104
  br i1 %1720, label %1721, label %1706

1721:                                             ; preds = %1706
  br i1 %1105, label %1743, label %1722

1722:                                             ; preds = %1639, %1638, %1703, %1721
  %1723 = phi i64 [ 0, %1638 ], [ 0, %1639 ], [ %1101, %1703 ], [ %1104, %1721 ]
  %1724 = or disjoint i64 %1723, 1
  br i1 %1107, label %1738, label %1725

1725:                                             ; preds = %1722
  %1726 = getelementptr inbounds nuw float, ptr %1429, i64 %1723
  %1727 = load float, ptr %1726, align 4
  %1728 = getelementptr inbounds nuw float, ptr %122, i64 %1723
  %1729 = load float, ptr %1728, align 4
  %1730 = fadd float %1727, %1729
  %1731 = getelementptr inbounds nuw float, ptr %123, i64 %1723
  %1732 = load float, ptr %1731, align 4
  %1733 = fadd float %1730, %1732
  %1734 = getelementptr inbounds nuw float, ptr %1431, i64 %1723
  %1735 = load float, ptr %1734, align 4
  %1736 = fadd float %1733, %1735
  store float %1736, ptr %1734, align 4
  %1737 = or disjoint i64 %1723, 1
  br label %1738

1738:                                             ; preds = %1725, %1722
  %1739 = phi i64 [ %1723, %1722 ], [ %1737, %1725 ]
  %1740 = icmp eq i64 %32, %1724
  br i1 %1740, label %1743, label %1852

1741:                                             ; preds = %1637
  %1742 = getelementptr inbounds float, ptr %1431, i64 %827
  br label %2259

1743:                                             ; preds = %1738, %1852, %1721, %1702
  %1744 = getelementptr float, ptr %1429, i64 %32
  br i1 %1108, label %1832, label %1745

1745:                                             ; preds = %1743
  %1746 = getelementptr i8, ptr %1431, i64 %926
  %1747 = getelementptr i8, ptr %1431, i64 %926
  %1748 = getelementptr i8, ptr %1747, i64 %927
  %1749 = getelementptr i8, ptr %1429, i64 %830
  %1750 = icmp ult ptr %1746, %1749
  %1751 = icmp ult ptr %1744, %1748
  %1752 = and i1 %1750, %1751
  %1753 = icmp ult ptr %1746, %935
  %1754 = icmp ult ptr %933, %1748
  %1755 = and i1 %1753, %1754
  %1756 = or i1 %1752, %1755
  %1757 = icmp ult ptr %1746, %942
  %1758 = icmp ult ptr %940, %1748
  %1759 = and i1 %1757, %1758
  %1760 = or i1 %1756, %1759
  br i1 %1760, label %1832, label %1761

1761:                                             ; preds = %1745
  br i1 %1109, label %1813, label %1762

1762:                                             ; preds = %1761, %1762
  %1763 = phi i64 [ %1809, %1762 ], [ 0, %1761 ]
  %1764 = getelementptr float, ptr %1744, i64 %1763
  %1765 = getelementptr i8, ptr %1764, i64 32
  %1766 = getelementptr i8, ptr %1764, i64 64
  %1767 = getelementptr i8, ptr %1764, i64 96
  %1768 = load <8 x float>, ptr %1764, align 4
  %1769 = load <8 x float>, ptr %1765, align 4
  %1770 = load <8 x float>, ptr %1766, align 4
  %1771 = load <8 x float>, ptr %1767, align 4
  %1772 = add nuw nsw i64 %1763, %106
  %1773 = getelementptr inbounds nuw float, ptr %122, i64 %1772
  %1774 = getelementptr inbounds nuw i8, ptr %1773, i64 32
  %1775 = getelementptr inbounds nuw i8, ptr %1773, i64 64
  %1776 = getelementptr inbounds nuw i8, ptr %1773, i64 96
  %1777 = load <8 x float>, ptr %1773, align 4
  %1778 = load <8 x float>, ptr %1774, align 4
  %1779 = load <8 x float>, ptr %1775, align 4
  %1780 = load <8 x float>, ptr %1776, align 4
  %1781 = fadd <8 x float> %1768, %1777
  %1782 = fadd <8 x float> %1769, %1778
  %1783 = fadd <8 x float> %1770, %1779
  %1784 = fadd <8 x float> %1771, %1780
  %1785 = getelementptr inbounds nuw float, ptr %123, i64 %1772
  %1786 = getelementptr inbounds nuw i8, ptr %1785, i64 32
  %1787 = getelementptr inbounds nuw i8, ptr %1785, i64 64
  %1788 = getelementptr inbounds nuw i8, ptr %1785, i64 96
  %1789 = load <8 x float>, ptr %1785, align 4
  %1790 = load <8 x float>, ptr %1786, align 4
  %1791 = load <8 x float>, ptr %1787, align 4
  %1792 = load <8 x float>, ptr %1788, align 4
  %1793 = fadd <8 x float> %1781, %1789
  %1794 = fadd <8 x float> %1782, %1790
  %1795 = fadd <8 x float> %1783, %1791
  %1796 = fadd <8 x float> %1784, %1792
  %1797 = getelementptr inbounds nuw float, ptr %1431, i64 %1772
  %1798 = getelementptr inbounds nuw i8, ptr %1797, i64 32
  %1799 = getelementptr inbounds nuw i8, ptr %1797, i64 64
  %1800 = getelementptr inbounds nuw i8, ptr %1797, i64 96
  %1801 = load <8 x float>, ptr %1797, align 4
  %1802 = load <8 x float>, ptr %1798, align 4
  %1803 = load <8 x float>, ptr %1799, align 4
  %1804 = load <8 x float>, ptr %1800, align 4
  %1805 = fadd <8 x float> %1793, %1801
  %1806 = fadd <8 x float> %1794, %1802
  %1807 = fadd <8 x float> %1795, %1803
  %1808 = fadd <8 x float> %1796, %1804
  store <8 x float> %1805, ptr %1797, align 4
  store <8 x float> %1806, ptr %1798, align 4
  store <8 x float> %1807, ptr %1799, align 4
  store <8 x float> %1808, ptr %1800, align 4
  %1809 = add nuw i64 %1763, 32
  %1810 = icmp eq i64 %1809, %1111
  br i1 %1810, label %1811, label %1762

1811:                                             ; preds = %1762
  br i1 %1112, label %1879, label %1812

1812:                                             ; preds = %1811
  br i1 %1113, label %1832, label %1813

1813:                                             ; preds = %1761, %1812
  %1814 = phi i64 [ %1111, %1812 ], [ 0, %1761 ]
  br label %1815

1815:                                             ; preds = %1815, %1813
  %1816 = phi i64 [ %1814, %1813 ], [ %1829, %1815 ]
  %1817 = getelementptr float, ptr %1744, i64 %1816
  %1818 = load <4 x float>, ptr %1817, align 4
  %1819 = add nuw nsw i64 %1816, %106
  %1820 = getelementptr inbounds nuw float, ptr %122, i64 %1819
  %1821 = load <4 x float>, ptr %1820, align 4
  %1822 = fadd <4 x float> %1818, %1821
  %1823 = getelementptr inbounds nuw float, ptr %123, i64 %1819
  %1824 = load <4 x float>, ptr %1823, align 4
  %1825 = fadd <4 x float> %1822, %1824
  %1826 = getelementptr inbounds nuw float, ptr %1431, i64 %1819
  %1827 = load <4 x float>, ptr %1826, align 4
  %1828 = fadd <4 x float> %1825, %1827
  store <4 x float> %1828, ptr %1826, align 4
  %1829 = add nuw i64 %1816, 4
  %1830 = icmp eq i64 %1829, %1114
  br i1 %1830, label %1831, label %1815

1831:                                             ; preds = %1815
  br i1 %1115, label %1879, label %1832

1832:                                             ; preds = %1745, %1743, %1812, %1831
  %1833 = phi i64 [ 0, %1743 ], [ 0, %1745 ], [ %1111, %1812 ], [ %1114, %1831 ]
  %1834 = or disjoint i64 %1833, 1
  br i1 %1117, label %1849, label %1835

1835:                                             ; preds = %1832
  %1836 = getelementptr float, ptr %1744, i64 %1833
  %1837 = load float, ptr %1836, align 4
  %1838 = add nuw nsw i64 %1833, %106
  %1839 = getelementptr inbounds nuw float, ptr %122, i64 %1838
  %1840 = load float, ptr %1839, align 4
  %1841 = fadd float %1837, %1840
  %1842 = getelementptr inbounds nuw float, ptr %123, i64 %1838
  %1843 = load float, ptr %1842, align 4
  %1844 = fadd float %1841, %1843
  %1845 = getelementptr inbounds nuw float, ptr %1431, i64 %1838
  %1846 = load float, ptr %1845, align 4
  %1847 = fadd float %1844, %1846
  store float %1847, ptr %1845, align 4
  %1848 = or disjoint i64 %1833, 1
  br label %1849

1849:                                             ; preds = %1835, %1832
  %1850 = phi i64 [ %1833, %1832 ], [ %1848, %1835 ]
  %1851 = icmp eq i64 %32, %1834
  br i1 %1851, label %1879, label %1988

1852:                                             ; preds = %1738, %1852
  %1853 = phi i64 [ %1877, %1852 ], [ %1739, %1738 ]
  %1854 = getelementptr inbounds nuw float, ptr %1429, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = getelementptr inbounds nuw float, ptr %122, i64 %1853
  %1857 = load float, ptr %1856, align 4
  %1858 = fadd float %1855, %1857
  %1859 = getelementptr inbounds nuw float, ptr %123, i64 %1853
  %1860 = load float, ptr %1859, align 4
  %1861 = fadd float %1858, %1860
  %1862 = getelementptr inbounds nuw float, ptr %1431, i64 %1853
  %1863 = load float, ptr %1862, align 4
  %1864 = fadd float %1861, %1863
  store float %1864, ptr %1862, align 4
  %1865 = add nuw nsw i64 %1853, 1
  %1866 = getelementptr inbounds nuw float, ptr %1429, i64 %1865
  %1867 = load float, ptr %1866, align 4
  %1868 = getelementptr inbounds nuw float, ptr %122, i64 %1865
  %1869 = load float, ptr %1868, align 4
  %1870 = fadd float %1867, %1869
  %1871 = getelementptr inbounds nuw float, ptr %123, i64 %1865
  %1872 = load float, ptr %1871, align 4
  %1873 = fadd float %1870, %1872
  %1874 = getelementptr inbounds nuw float, ptr %1431, i64 %1865
  %1875 = load float, ptr %1874, align 4
  %1876 = fadd float %1873, %1875
  store float %1876, ptr %1874, align 4
  %1877 = add nuw nsw i64 %1853, 2
  %1878 = icmp eq i64 %1877, %32
  br i1 %1878, label %1743, label %1852

1879:                                             ; preds = %1849, %1988, %1831, %1811
  %1880 = getelementptr i8, ptr %1429, i64 %830
  br i1 %1118, label %1968, label %1881

1881:                                             ; preds = %1879
  %1882 = getelementptr i8, ptr %1431, i64 %516
  %1883 = getelementptr i8, ptr %1431, i64 %516
  %1884 = getelementptr i8, ptr %1883, i64 %910
  %1885 = getelementptr i8, ptr %1429, i64 %831
  %1886 = icmp ult ptr %1882, %1885
  %1887 = icmp ult ptr %1880, %1884
  %1888 = and i1 %1886, %1887
  %1889 = icmp ult ptr %1882, %918
  %1890 = icmp ult ptr %916, %1884
  %1891 = and i1 %1889, %1890
  %1892 = or i1 %1888, %1891
  %1893 = icmp ult ptr %1882, %925
  %1894 = icmp ult ptr %923, %1884
  %1895 = and i1 %1893, %1894
  %1896 = or i1 %1892, %1895
  br i1 %1896, label %1968, label %1897

1897:                                             ; preds = %1881
  br i1 %1119, label %1949, label %1898

1898:                                             ; preds = %1897, %1898
  %1899 = phi i64 [ %1945, %1898 ], [ 0, %1897 ]
  %1900 = getelementptr float, ptr %1880, i64 %1899
  %1901 = getelementptr i8, ptr %1900, i64 32
  %1902 = getelementptr i8, ptr %1900, i64 64
  %1903 = getelementptr i8, ptr %1900, i64 96
  %1904 = load <8 x float>, ptr %1900, align 4
  %1905 = load <8 x float>, ptr %1901, align 4
  %1906 = load <8 x float>, ptr %1902, align 4
  %1907 = load <8 x float>, ptr %1903, align 4
  %1908 = add nuw nsw i64 %1899, %827
  %1909 = getelementptr inbounds nuw float, ptr %122, i64 %1908
  %1910 = getelementptr inbounds nuw i8, ptr %1909, i64 32
  %1911 = getelementptr inbounds nuw i8, ptr %1909, i64 64
  %1912 = getelementptr inbounds nuw i8, ptr %1909, i64 96
  %1913 = load <8 x float>, ptr %1909, align 4
  %1914 = load <8 x float>, ptr %1910, align 4
  %1915 = load <8 x float>, ptr %1911, align 4
  %1916 = load <8 x float>, ptr %1912, align 4
  %1917 = fadd <8 x float> %1904, %1913
  %1918 = fadd <8 x float> %1905, %1914
  %1919 = fadd <8 x float> %1906, %1915
  %1920 = fadd <8 x float> %1907, %1916
  %1921 = getelementptr inbounds nuw float, ptr %123, i64 %1908
  %1922 = getelementptr inbounds nuw i8, ptr %1921, i64 32
  %1923 = getelementptr inbounds nuw i8, ptr %1921, i64 64
  %1924 = getelementptr inbounds nuw i8, ptr %1921, i64 96
  %1925 = load <8 x float>, ptr %1921, align 4
  %1926 = load <8 x float>, ptr %1922, align 4
  %1927 = load <8 x float>, ptr %1923, align 4
  %1928 = load <8 x float>, ptr %1924, align 4
  %1929 = fadd <8 x float> %1917, %1925
  %1930 = fadd <8 x float> %1918, %1926
  %1931 = fadd <8 x float> %1919, %1927
  %1932 = fadd <8 x float> %1920, %1928
  %1933 = getelementptr inbounds nuw float, ptr %1431, i64 %1908
  %1934 = getelementptr inbounds nuw i8, ptr %1933, i64 32
  %1935 = getelementptr inbounds nuw i8, ptr %1933, i64 64
  %1936 = getelementptr inbounds nuw i8, ptr %1933, i64 96
  %1937 = load <8 x float>, ptr %1933, align 4
  %1938 = load <8 x float>, ptr %1934, align 4
  %1939 = load <8 x float>, ptr %1935, align 4
  %1940 = load <8 x float>, ptr %1936, align 4
  %1941 = fadd <8 x float> %1929, %1937
  %1942 = fadd <8 x float> %1930, %1938
  %1943 = fadd <8 x float> %1931, %1939
  %1944 = fadd <8 x float> %1932, %1940
  store <8 x float> %1941, ptr %1933, align 4
  store <8 x float> %1942, ptr %1934, align 4
  store <8 x float> %1943, ptr %1935, align 4
  store <8 x float> %1944, ptr %1936, align 4
  %1945 = add nuw i64 %1899, 32
  %1946 = icmp eq i64 %1945, %1121
  br i1 %1946, label %1947, label %1898

1947:                                             ; preds = %1898
  br i1 %1122, label %2017, label %1948

1948:                                             ; preds = %1947
  br i1 %1123, label %1968, label %1949

1949:                                             ; preds = %1897, %1948
  %1950 = phi i64 [ %1121, %1948 ], [ 0, %1897 ]
  br label %1951

1951:                                             ; preds = %1951, %1949
  %1952 = phi i64 [ %1950, %1949 ], [ %1965, %1951 ]
  %1953 = getelementptr float, ptr %1880, i64 %1952
  %1954 = load <4 x float>, ptr %1953, align 4
  %1955 = add nuw nsw i64 %1952, %827
  %1956 = getelementptr inbounds nuw float, ptr %122, i64 %1955
  %1957 = load <4 x float>, ptr %1956, align 4
  %1958 = fadd <4 x float> %1954, %1957
  %1959 = getelementptr inbounds nuw float, ptr %123, i64 %1955
  %1960 = load <4 x float>, ptr %1959, align 4
  %1961 = fadd <4 x float> %1958, %1960
  %1962 = getelementptr inbounds nuw float, ptr %1431, i64 %1955
  %1963 = load <4 x float>, ptr %1962, align 4
  %1964 = fadd <4 x float> %1961, %1963
  store <4 x float> %1964, ptr %1962, align 4
  %1965 = add nuw i64 %1952, 4
  %1966 = icmp eq i64 %1965, %1124
  br i1 %1966, label %1967, label %1951

1967:                                             ; preds = %1951
  br i1 %1125, label %2017, label %1968

1968:                                             ; preds = %1881, %1879, %1948, %1967
  %1969 = phi i64 [ 0, %1879 ], [ 0, %1881 ], [ %1121, %1948 ], [ %1124, %1967 ]
  %1970 = or disjoint i64 %1969, 1
  br i1 %1127, label %1985, label %1971

1971:                                             ; preds = %1968
  %1972 = getelementptr float, ptr %1880, i64 %1969
  %1973 = load float, ptr %1972, align 4
  %1974 = add nuw nsw i64 %1969, %827
  %1975 = getelementptr inbounds nuw float, ptr %122, i64 %1974
  %1976 = load float, ptr %1975, align 4
  %1977 = fadd float %1973, %1976
  %1978 = getelementptr inbounds nuw float, ptr %123, i64 %1974
  %1979 = load float, ptr %1978, align 4
  %1980 = fadd float %1977, %1979
  %1981 = getelementptr inbounds nuw float, ptr %1431, i64 %1974
  %1982 = load float, ptr %1981, align 4
  %1983 = fadd float %1980, %1982
  store float %1983, ptr %1981, align 4
  %1984 = or disjoint i64 %1969, 1
  br label %1985

1985:                                             ; preds = %1971, %1968
  %1986 = phi i64 [ %1969, %1968 ], [ %1984, %1971 ]
  %1987 = icmp eq i64 %32, %1970
  br i1 %1987, label %2017, label %2126

1988:                                             ; preds = %1849, %1988
  %1989 = phi i64 [ %2015, %1988 ], [ %1850, %1849 ]
  %1990 = getelementptr float, ptr %1744, i64 %1989
  %1991 = load float, ptr %1990, align 4
  %1992 = add nuw nsw i64 %1989, %106
  %1993 = getelementptr inbounds nuw float, ptr %122, i64 %1992
  %1994 = load float, ptr %1993, align 4
  %1995 = fadd float %1991, %1994
  %1996 = getelementptr inbounds nuw float, ptr %123, i64 %1992
  %1997 = load float, ptr %1996, align 4
  %1998 = fadd float %1995, %1997
  %1999 = getelementptr inbounds nuw float, ptr %1431, i64 %1992
  %2000 = load float, ptr %1999, align 4
  %2001 = fadd float %1998, %2000
  store float %2001, ptr %1999, align 4
  %2002 = add nuw nsw i64 %1989, 1
  %2003 = getelementptr float, ptr %1744, i64 %2002
  %2004 = load float, ptr %2003, align 4
  %2005 = add nuw nsw i64 %2002, %106
  %2006 = getelementptr inbounds nuw float, ptr %122, i64 %2005
  %2007 = load float, ptr %2006, align 4
  %2008 = fadd float %2004, %2007
  %2009 = getelementptr inbounds nuw float, ptr %123, i64 %2005
  %2010 = load float, ptr %2009, align 4
  %2011 = fadd float %2008, %2010
  %2012 = getelementptr inbounds nuw float, ptr %1431, i64 %2005
  %2013 = load float, ptr %2012, align 4
  %2014 = fadd float %2011, %2013
  store float %2014, ptr %2012, align 4
  %2015 = add nuw nsw i64 %1989, 2
  %2016 = icmp eq i64 %2015, %32
  br i1 %2016, label %1879, label %1988

2017:                                             ; preds = %1985, %2126, %1967, %1947
  %2018 = getelementptr i8, ptr %1429, i64 %831
  br i1 %1128, label %2106, label %2019

2019:                                             ; preds = %2017
  %2020 = getelementptr i8, ptr %1431, i64 %892
  %2021 = getelementptr i8, ptr %1431, i64 %892
  %2022 = getelementptr i8, ptr %2021, i64 %893
  %2023 = getelementptr i8, ptr %1429, i64 %894
  %2024 = icmp ult ptr %2020, %2023
  %2025 = icmp ult ptr %2018, %2022
  %2026 = and i1 %2024, %2025
  %2027 = icmp ult ptr %2020, %902
  %2028 = icmp ult ptr %900, %2022
  %2029 = and i1 %2027, %2028
  %2030 = or i1 %2026, %2029
  %2031 = icmp ult ptr %2020, %909
  %2032 = icmp ult ptr %907, %2022
  %2033 = and i1 %2031, %2032
  %2034 = or i1 %2030, %2033
  br i1 %2034, label %2106, label %2035

2035:                                             ; preds = %2019
  br i1 %1129, label %2087, label %2036

2036:                                             ; preds = %2035, %2036
  %2037 = phi i64 [ %2083, %2036 ], [ 0, %2035 ]
  %2038 = getelementptr float, ptr %2018, i64 %2037
  %2039 = getelementptr i8, ptr %2038, i64 32
  %2040 = getelementptr i8, ptr %2038, i64 64
  %2041 = getelementptr i8, ptr %2038, i64 96
  %2042 = load <8 x float>, ptr %2038, align 4
  %2043 = load <8 x float>, ptr %2039, align 4
  %2044 = load <8 x float>, ptr %2040, align 4
  %2045 = load <8 x float>, ptr %2041, align 4
  %2046 = add nuw nsw i64 %2037, %110
  %2047 = getelementptr inbounds nuw float, ptr %122, i64 %2046
  %2048 = getelementptr inbounds nuw i8, ptr %2047, i64 32
  %2049 = getelementptr inbounds nuw i8, ptr %2047, i64 64
  %2050 = getelementptr inbounds nuw i8, ptr %2047, i64 96
  %2051 = load <8 x float>, ptr %2047, align 4
  %2052 = load <8 x float>, ptr %2048, align 4
  %2053 = load <8 x float>, ptr %2049, align 4
  %2054 = load <8 x float>, ptr %2050, align 4
  %2055 = fadd <8 x float> %2042, %2051
  %2056 = fadd <8 x float> %2043, %2052
  %2057 = fadd <8 x float> %2044, %2053
  %2058 = fadd <8 x float> %2045, %2054
  %2059 = getelementptr inbounds nuw float, ptr %123, i64 %2046
  %2060 = getelementptr inbounds nuw i8, ptr %2059, i64 32
  %2061 = getelementptr inbounds nuw i8, ptr %2059, i64 64
  %2062 = getelementptr inbounds nuw i8, ptr %2059, i64 96
  %2063 = load <8 x float>, ptr %2059, align 4
  %2064 = load <8 x float>, ptr %2060, align 4
  %2065 = load <8 x float>, ptr %2061, align 4
  %2066 = load <8 x float>, ptr %2062, align 4
  %2067 = fadd <8 x float> %2055, %2063
  %2068 = fadd <8 x float> %2056, %2064
  %2069 = fadd <8 x float> %2057, %2065
  %2070 = fadd <8 x float> %2058, %2066
  %2071 = getelementptr inbounds nuw float, ptr %1431, i64 %2046
  %2072 = getelementptr inbounds nuw i8, ptr %2071, i64 32
  %2073 = getelementptr inbounds nuw i8, ptr %2071, i64 64
  %2074 = getelementptr inbounds nuw i8, ptr %2071, i64 96
  %2075 = load <8 x float>, ptr %2071, align 4
  %2076 = load <8 x float>, ptr %2072, align 4
  %2077 = load <8 x float>, ptr %2073, align 4
  %2078 = load <8 x float>, ptr %2074, align 4
  %2079 = fadd <8 x float> %2067, %2075
  %2080 = fadd <8 x float> %2068, %2076
  %2081 = fadd <8 x float> %2069, %2077
  %2082 = fadd <8 x float> %2070, %2078
  store <8 x float> %2079, ptr %2071, align 4
  store <8 x float> %2080, ptr %2072, align 4
  store <8 x float> %2081, ptr %2073, align 4
  store <8 x float> %2082, ptr %2074, align 4
  %2083 = add nuw i64 %2037, 32
  %2084 = icmp eq i64 %2083, %1131
  br i1 %2084, label %2085, label %2036

2085:                                             ; preds = %2036
  br i1 %1132, label %2155, label %2086

2086:                                             ; preds = %2085
  br i1 %1133, label %2106, label %2087

2087:                                             ; preds = %2035, %2086
  %2088 = phi i64 [ %1131, %2086 ], [ 0, %2035 ]
  br label %2089

2089:                                             ; preds = %2089, %2087
  %2090 = phi i64 [ %2088, %2087 ], [ %2103, %2089 ]
  %2091 = getelementptr float, ptr %2018, i64 %2090
  %2092 = load <4 x float>, ptr %2091, align 4
  %2093 = add nuw nsw i64 %2090, %110
  %2094 = getelementptr inbounds nuw float, ptr %122, i64 %2093
  %2095 = load <4 x float>, ptr %2094, align 4
  %2096 = fadd <4 x float> %2092, %2095
  %2097 = getelementptr inbounds nuw float, ptr %123, i64 %2093
  %2098 = load <4 x float>, ptr %2097, align 4
  %2099 = fadd <4 x float> %2096, %2098
  %2100 = getelementptr inbounds nuw float, ptr %1431, i64 %2093
  %2101 = load <4 x float>, ptr %2100, align 4
  %2102 = fadd <4 x float> %2099, %2101
  store <4 x float> %2102, ptr %2100, align 4
  %2103 = add nuw i64 %2090, 4
  %2104 = icmp eq i64 %2103, %1134
  br i1 %2104, label %2105, label %2089

2105:                                             ; preds = %2089
  br i1 %1135, label %2155, label %2106

2106:                                             ; preds = %2019, %2017, %2086, %2105
  %2107 = phi i64 [ 0, %2017 ], [ 0, %2019 ], [ %1131, %2086 ], [ %1134, %2105 ]
  %2108 = or disjoint i64 %2107, 1
  br i1 %1137, label %2123, label %2109

2109:                                             ; preds = %2106
  %2110 = getelementptr float, ptr %2018, i64 %2107
  %2111 = load float, ptr %2110, align 4
  %2112 = add nuw nsw i64 %2107, %110
  %2113 = getelementptr inbounds nuw float, ptr %122, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = fadd float %2111, %2114
  %2116 = getelementptr inbounds nuw float, ptr %123, i64 %2112
  %2117 = load float, ptr %2116, align 4
  %2118 = fadd float %2115, %2117
  %2119 = getelementptr inbounds nuw float, ptr %1431, i64 %2112
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd float %2118, %2120
  store float %2121, ptr %2119, align 4
  %2122 = or disjoint i64 %2107, 1
  br label %2123

2123:                                             ; preds = %2109, %2106
  %2124 = phi i64 [ %2107, %2106 ], [ %2122, %2109 ]
  %2125 = icmp eq i64 %32, %2108
  br i1 %2125, label %2155, label %2211

2126:                                             ; preds = %1985, %2126
  %2127 = phi i64 [ %2153, %2126 ], [ %1986, %1985 ]
  %2128 = getelementptr float, ptr %1880, i64 %2127
  %2129 = load float, ptr %2128, align 4
  %2130 = add nuw nsw i64 %2127, %827
  %2131 = getelementptr inbounds nuw float, ptr %122, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = fadd float %2129, %2132
  %2134 = getelementptr inbounds nuw float, ptr %123, i64 %2130
  %2135 = load float, ptr %2134, align 4
  %2136 = fadd float %2133, %2135
  %2137 = getelementptr inbounds nuw float, ptr %1431, i64 %2130
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd float %2136, %2138
  store float %2139, ptr %2137, align 4
  %2140 = add nuw nsw i64 %2127, 1
  %2141 = getelementptr float, ptr %1880, i64 %2140
  %2142 = load float, ptr %2141, align 4
  %2143 = add nuw nsw i64 %2140, %827
  %2144 = getelementptr inbounds nuw float, ptr %122, i64 %2143
  %2145 = load float, ptr %2144, align 4
  %2146 = fadd float %2142, %2145
  %2147 = getelementptr inbounds nuw float, ptr %123, i64 %2143
  %2148 = load float, ptr %2147, align 4
  %2149 = fadd float %2146, %2148
  %2150 = getelementptr inbounds nuw float, ptr %1431, i64 %2143
  %2151 = load float, ptr %2150, align 4
  %2152 = fadd float %2149, %2151
  store float %2152, ptr %2150, align 4
  %2153 = add nuw nsw i64 %2127, 2
  %2154 = icmp eq i64 %2153, %32
  br i1 %2154, label %2017, label %2126

2155:                                             ; preds = %2123, %2211, %2105, %2085
  %2156 = getelementptr float, ptr %1431, i64 %827
  br i1 %838, label %2259, label %2157

2157:                                             ; preds = %2155
  br i1 %1138, label %2209, label %2158

2158:                                             ; preds = %2157
  %2159 = getelementptr i8, ptr %1431, i64 %878
  %2160 = getelementptr i8, ptr %1431, i64 %880
  %2161 = getelementptr i8, ptr %1436, i64 %878
  %2162 = icmp ult ptr %1431, %2160
  %2163 = icmp ult ptr %2156, %2159
  %2164 = and i1 %2162, %2163
  %2165 = icmp ult ptr %1431, %886
  %2166 = icmp ult ptr %124, %2159
  %2167 = and i1 %2165, %2166
  %2168 = or i1 %2164, %2167
  %2169 = icmp ult ptr %1431, %2161
  %2170 = icmp ult ptr %1436, %2159
  %2171 = and i1 %2169, %2170
  %2172 = or i1 %2168, %2171
  %2173 = icmp ult ptr %1431, %891
  %2174 = icmp ult ptr %834, %2159
  %2175 = and i1 %2173, %2174
  %2176 = or i1 %2172, %2175
  %2177 = icmp ult ptr %2156, %886
  %2178 = icmp ult ptr %124, %2160
  %2179 = and i1 %2177, %2178
  %2180 = or i1 %2176, %2179
  %2181 = icmp ult ptr %2156, %2161
  %2182 = icmp ult ptr %1436, %2160
  %2183 = and i1 %2181, %2182
  %2184 = or i1 %2180, %2183
  %2185 = icmp ult ptr %2156, %891
  %2186 = icmp ult ptr %834, %2160
  %2187 = and i1 %2185, %2186
  %2188 = or i1 %2184, %2187
  br i1 %2188, label %2209, label %2189

2189:                                             ; preds = %2158, %2189
  %2190 = phi i64 [ %2206, %2189 ], [ 0, %2158 ]
  %2191 = getelementptr inbounds nuw float, ptr %1431, i64 %2190
  %2192 = load <8 x float>, ptr %2191, align 4
  %2193 = getelementptr inbounds nuw float, ptr %124, i64 %2190
  %2194 = load <8 x float>, ptr %2193, align 4
  %2195 = getelementptr inbounds nuw float, ptr %1436, i64 %2190
  %2196 = load <8 x float>, ptr %2195, align 4
  %2197 = fmul <8 x float> %2194, %2196
  %2198 = fadd <8 x float> %2192, %2197
  store <8 x float> %2198, ptr %2191, align 4
  %2199 = getelementptr inbounds nuw float, ptr %2156, i64 %2190
  %2200 = load <8 x float>, ptr %2199, align 4
  %2201 = getelementptr float, ptr %834, i64 %2190
  %2202 = load <8 x float>, ptr %2201, align 4
  %2203 = load <8 x float>, ptr %2195, align 4
  %2204 = fmul <8 x float> %2202, %2203
  %2205 = fadd <8 x float> %2200, %2204
  store <8 x float> %2205, ptr %2199, align 4
  %2206 = add nuw i64 %2190, 8
  %2207 = icmp eq i64 %2206, %1139
  br i1 %2207, label %2208, label %2189

2208:                                             ; preds = %2189
  br i1 %1140, label %2259, label %2209

2209:                                             ; preds = %2158, %2157, %2208
  %2210 = phi i64 [ 0, %2158 ], [ 0, %2157 ], [ %1139, %2208 ]
  br label %2240

2211:                                             ; preds = %2123, %2211
  %2212 = phi i64 [ %2238, %2211 ], [ %2124, %2123 ]
  %2213 = getelementptr float, ptr %2018, i64 %2212
  %2214 = load float, ptr %2213, align 4
  %2215 = add nuw nsw i64 %2212, %110
  %2216 = getelementptr inbounds nuw float, ptr %122, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = fadd float %2214, %2217
  %2219 = getelementptr inbounds nuw float, ptr %123, i64 %2215
  %2220 = load float, ptr %2219, align 4
  %2221 = fadd float %2218, %2220
  %2222 = getelementptr inbounds nuw float, ptr %1431, i64 %2215
  %2223 = load float, ptr %2222, align 4
  %2224 = fadd float %2221, %2223
  store float %2224, ptr %2222, align 4
  %2225 = add nuw nsw i64 %2212, 1
  %2226 = getelementptr float, ptr %2018, i64 %2225
  %2227 = load float, ptr %2226, align 4
  %2228 = add nuw nsw i64 %2225, %110
  %2229 = getelementptr inbounds nuw float, ptr %122, i64 %2228
  %2230 = load float, ptr %2229, align 4
  %2231 = fadd float %2227, %2230
  %2232 = getelementptr inbounds nuw float, ptr %123, i64 %2228
  %2233 = load float, ptr %2232, align 4
  %2234 = fadd float %2231, %2233
  %2235 = getelementptr inbounds nuw float, ptr %1431, i64 %2228
  %2236 = load float, ptr %2235, align 4
  %2237 = fadd float %2234, %2236
  store float %2237, ptr %2235, align 4
  %2238 = add nuw nsw i64 %2212, 2
  %2239 = icmp eq i64 %2238, %32
  br i1 %2239, label %2155, label %2211

2240:                                             ; preds = %2209, %2240
  %2241 = phi i64 [ %2257, %2240 ], [ %2210, %2209 ]
  %2242 = getelementptr inbounds nuw float, ptr %1431, i64 %2241
  %2243 = load float, ptr %2242, align 4
  %2244 = getelementptr inbounds nuw float, ptr %124, i64 %2241
  %2245 = load float, ptr %2244, align 4
  %2246 = getelementptr inbounds nuw float, ptr %1436, i64 %2241
  %2247 = load float, ptr %2246, align 4
  %2248 = fmul float %2245, %2247
  %2249 = fadd float %2243, %2248
  store float %2249, ptr %2242, align 4
  %2250 = getelementptr inbounds nuw float, ptr %2156, i64 %2241
  %2251 = load float, ptr %2250, align 4
  %2252 = getelementptr float, ptr %834, i64 %2241
  %2253 = load float, ptr %2252, align 4
  %2254 = load float, ptr %2246, align 4
  %2255 = fmul float %2253, %2254
  %2256 = fadd float %2251, %2255
  store float %2256, ptr %2250, align 4
  %2257 = add nuw nsw i64 %2241, 1
  %2258 = icmp eq i64 %2257, %184
  br i1 %2258, label %2259, label %2240

2259:                                             ; preds = %2240, %2208, %1741, %2155
  %2260 = phi i1 [ %837, %1741 ], [ true, %2155 ], [ false, %2208 ], [ false, %2240 ]
  %2261 = phi ptr [ %1742, %1741 ], [ %2156, %2155 ], [ %2156, %2208 ], [ %2156, %2240 ]
  %2262 = getelementptr float, ptr %1431, i64 %106
  %2263 = getelementptr float, ptr %1431, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1431, i64 noundef %106)
  br i1 %99, label %2264, label %2265

2264:                                             ; preds = %2259
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2261, i64 noundef %106)
  br label %2265

2265:                                             ; preds = %2264, %2259
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2263, i64 noundef %106)
  br i1 %125, label %2266, label %2379

2266:                                             ; preds = %2265
  %2267 = getelementptr i8, ptr %1436, i64 %878
  %2268 = getelementptr i8, ptr %1431, i64 %879
  %2269 = getelementptr i8, ptr %2268, i64 %878
  %2270 = getelementptr i8, ptr %1431, i64 %878
  %2271 = getelementptr i8, ptr %1431, i64 %516
  %2272 = getelementptr i8, ptr %1431, i64 %880
  %2273 = icmp ult ptr %1436, %2269
  %2274 = icmp ult ptr %2263, %2267
  %2275 = and i1 %2273, %2274
  %2276 = icmp ult ptr %1436, %2270
  %2277 = icmp ult ptr %1431, %2267
  %2278 = and i1 %2276, %2277
  %2279 = or i1 %2275, %2278
  %2280 = icmp ult ptr %1436, %2272
  %2281 = icmp ult ptr %2271, %2267
  %2282 = and i1 %2280, %2281
  %2283 = or i1 %2279, %2282
  br i1 %2283, label %2376, label %2284

2284:                                             ; preds = %2266
  br i1 %1141, label %2353, label %2285

2285:                                             ; preds = %2284
  %2286 = getelementptr float, ptr %1431, i64 %827
  br label %2287

2287:                                             ; preds = %2287, %2285
  %2288 = phi i64 [ 0, %2285 ], [ %2349, %2287 ]
  %2289 = getelementptr float, ptr %1431, i64 %2288
  %2290 = getelementptr i8, ptr %2289, i64 32
  %2291 = getelementptr i8, ptr %2289, i64 64
  %2292 = getelementptr i8, ptr %2289, i64 96
  %2293 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2289, <8 x i1> %1146, <8 x float> poison)
  %2294 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2290, <8 x i1> %1146, <8 x float> poison)
  %2295 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2291, <8 x i1> %1146, <8 x float> poison)
  %2296 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2292, <8 x i1> %1146, <8 x float> poison)
  %2297 = fsub <8 x float> splat (float 1.000000e+00), %2293
  %2298 = fsub <8 x float> splat (float 1.000000e+00), %2294
  %2299 = fsub <8 x float> splat (float 1.000000e+00), %2295
  %2300 = fsub <8 x float> splat (float 1.000000e+00), %2296
  %2301 = getelementptr float, ptr %2286, i64 %2288
  %2302 = getelementptr i8, ptr %2301, i64 32
  %2303 = getelementptr i8, ptr %2301, i64 64
  %2304 = getelementptr i8, ptr %2301, i64 96
  %2305 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2301, <8 x i1> %1145, <8 x float> poison)
  %2306 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2302, <8 x i1> %1145, <8 x float> poison)
  %2307 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2303, <8 x i1> %1145, <8 x float> poison)
  %2308 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2304, <8 x i1> %1145, <8 x float> poison)
  %2309 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2289, <8 x i1> %1145, <8 x float> poison)
  %2310 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2290, <8 x i1> %1145, <8 x float> poison)
  %2311 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2291, <8 x i1> %1145, <8 x float> poison)
  %2312 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2292, <8 x i1> %1145, <8 x float> poison)
  %2313 = select i1 %99, <8 x float> %2309, <8 x float> %2293
  %2314 = select i1 %99, <8 x float> %2310, <8 x float> %2294
  %2315 = select i1 %99, <8 x float> %2311, <8 x float> %2295
  %2316 = select i1 %99, <8 x float> %2312, <8 x float> %2296
  %2317 = select i1 %99, <8 x float> %2305, <8 x float> %2297
  %2318 = select i1 %99, <8 x float> %2306, <8 x float> %2298
  %2319 = select i1 %99, <8 x float> %2307, <8 x float> %2299
  %2320 = select i1 %99, <8 x float> %2308, <8 x float> %2300
  %2321 = getelementptr inbounds nuw float, ptr %1436, i64 %2288
  %2322 = getelementptr inbounds nuw i8, ptr %2321, i64 32
  %2323 = getelementptr inbounds nuw i8, ptr %2321, i64 64
  %2324 = getelementptr inbounds nuw i8, ptr %2321, i64 96
  %2325 = load <8 x float>, ptr %2321, align 4
  %2326 = load <8 x float>, ptr %2322, align 4
  %2327 = load <8 x float>, ptr %2323, align 4
  %2328 = load <8 x float>, ptr %2324, align 4
  %2329 = fmul <8 x float> %2317, %2325
  %2330 = fmul <8 x float> %2318, %2326
  %2331 = fmul <8 x float> %2319, %2327
  %2332 = fmul <8 x float> %2320, %2328
  %2333 = getelementptr inbounds nuw float, ptr %2263, i64 %2288
  %2334 = getelementptr inbounds nuw i8, ptr %2333, i64 32
  %2335 = getelementptr inbounds nuw i8, ptr %2333, i64 64
  %2336 = getelementptr inbounds nuw i8, ptr %2333, i64 96
  %2337 = load <8 x float>, ptr %2333, align 4
  %2338 = load <8 x float>, ptr %2334, align 4
  %2339 = load <8 x float>, ptr %2335, align 4
  %2340 = load <8 x float>, ptr %2336, align 4
  %2341 = fmul <8 x float> %2313, %2337
  %2342 = fmul <8 x float> %2314, %2338
  %2343 = fmul <8 x float> %2315, %2339
  %2344 = fmul <8 x float> %2316, %2340
  %2345 = fadd <8 x float> %2329, %2341
  %2346 = fadd <8 x float> %2330, %2342
  %2347 = fadd <8 x float> %2331, %2343
  %2348 = fadd <8 x float> %2332, %2344
  store <8 x float> %2345, ptr %2321, align 4
  store <8 x float> %2346, ptr %2322, align 4
  store <8 x float> %2347, ptr %2323, align 4
  store <8 x float> %2348, ptr %2324, align 4
  %2349 = add nuw i64 %2288, 32
  %2350 = icmp eq i64 %2349, %1143
  br i1 %2350, label %2351, label %2287

2351:                                             ; preds = %2287
  br i1 %1147, label %2379, label %2352

2352:                                             ; preds = %2351
  br i1 %1148, label %2376, label %2353

2353:                                             ; preds = %2284, %2352
  %2354 = phi i64 [ %1143, %2352 ], [ 0, %2284 ]
  %2355 = getelementptr float, ptr %1431, i64 %827
  br label %2356

2356:                                             ; preds = %2356, %2353
  %2357 = phi i64 [ %2354, %2353 ], [ %2373, %2356 ]
  %2358 = getelementptr float, ptr %1431, i64 %2357
  %2359 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2358, <8 x i1> %1152, <8 x float> poison)
  %2360 = fsub <8 x float> splat (float 1.000000e+00), %2359
  %2361 = getelementptr float, ptr %2355, i64 %2357
  %2362 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2361, <8 x i1> %1151, <8 x float> poison)
  %2363 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2358, <8 x i1> %1151, <8 x float> poison)
  %2364 = select i1 %99, <8 x float> %2363, <8 x float> %2359
  %2365 = select i1 %99, <8 x float> %2362, <8 x float> %2360
  %2366 = getelementptr inbounds nuw float, ptr %1436, i64 %2357
  %2367 = load <8 x float>, ptr %2366, align 4
  %2368 = fmul <8 x float> %2365, %2367
  %2369 = getelementptr inbounds nuw float, ptr %2263, i64 %2357
  %2370 = load <8 x float>, ptr %2369, align 4
  %2371 = fmul <8 x float> %2364, %2370
  %2372 = fadd <8 x float> %2368, %2371
  store <8 x float> %2372, ptr %2366, align 4
  %2373 = add nuw i64 %2357, 8
  %2374 = icmp eq i64 %2373, %1149
  br i1 %2374, label %2375, label %2356

2375:                                             ; preds = %2356
  br i1 %1153, label %2379, label %2376

2376:                                             ; preds = %2266, %2352, %2375
  %2377 = phi i64 [ 0, %2266 ], [ %1143, %2352 ], [ %1149, %2375 ]
  %2378 = getelementptr inbounds float, ptr %1431, i64 %827
  br label %2446

2379:                                             ; preds = %2457, %2351, %2375, %2265
  br i1 %2260, label %2490, label %2380

2380:                                             ; preds = %2379
  br i1 %1154, label %2430, label %2381

2381:                                             ; preds = %2380
  %2382 = getelementptr i8, ptr %1431, i64 %869
  %2383 = getelementptr i8, ptr %2382, i64 %870
  %2384 = getelementptr i8, ptr %1436, i64 %870
  %2385 = icmp ult ptr %2262, %877
  %2386 = icmp ult ptr %835, %2383
  %2387 = and i1 %2385, %2386
  %2388 = icmp ult ptr %2262, %2384
  %2389 = icmp ult ptr %1436, %2383
  %2390 = and i1 %2388, %2389
  %2391 = or i1 %2387, %2390
  br i1 %2391, label %2430, label %2392

2392:                                             ; preds = %2381
  br i1 %1155, label %2415, label %2393

2393:                                             ; preds = %2392, %2393
  %2394 = phi i64 [ %2411, %2393 ], [ 0, %2392 ]
  %2395 = getelementptr inbounds nuw float, ptr %2262, i64 %2394
  %2396 = getelementptr inbounds nuw i8, ptr %2395, i64 32
  %2397 = load <8 x float>, ptr %2395, align 4
  %2398 = load <8 x float>, ptr %2396, align 4
  %2399 = getelementptr float, ptr %835, i64 %2394
  %2400 = getelementptr i8, ptr %2399, i64 32
  %2401 = load <8 x float>, ptr %2399, align 4
  %2402 = load <8 x float>, ptr %2400, align 4
  %2403 = getelementptr inbounds nuw float, ptr %1436, i64 %2394
  %2404 = getelementptr inbounds nuw i8, ptr %2403, i64 32
  %2405 = load <8 x float>, ptr %2403, align 4
  %2406 = load <8 x float>, ptr %2404, align 4
  %2407 = fmul <8 x float> %2401, %2405
  %2408 = fmul <8 x float> %2402, %2406
  %2409 = fadd <8 x float> %2397, %2407
  %2410 = fadd <8 x float> %2398, %2408
  store <8 x float> %2409, ptr %2395, align 4
  store <8 x float> %2410, ptr %2396, align 4
  %2411 = add nuw i64 %2394, 16
  %2412 = icmp eq i64 %2411, %1157
  br i1 %2412, label %2413, label %2393

2413:                                             ; preds = %2393
  br i1 %1158, label %2490, label %2414

2414:                                             ; preds = %2413
  br i1 %1159, label %2430, label %2415

2415:                                             ; preds = %2392, %2414
  %2416 = phi i64 [ %1157, %2414 ], [ 0, %2392 ]
  br label %2417

2417:                                             ; preds = %2417, %2415
  %2418 = phi i64 [ %2416, %2415 ], [ %2427, %2417 ]
  %2419 = getelementptr inbounds nuw float, ptr %2262, i64 %2418
  %2420 = load <4 x float>, ptr %2419, align 4
  %2421 = getelementptr float, ptr %835, i64 %2418
  %2422 = load <4 x float>, ptr %2421, align 4
  %2423 = getelementptr inbounds nuw float, ptr %1436, i64 %2418
  %2424 = load <4 x float>, ptr %2423, align 4
  %2425 = fmul <4 x float> %2422, %2424
  %2426 = fadd <4 x float> %2420, %2425
  store <4 x float> %2426, ptr %2419, align 4
  %2427 = add nuw i64 %2418, 4
  %2428 = icmp eq i64 %2427, %1160
  br i1 %2428, label %2429, label %2417

2429:                                             ; preds = %2417
  br i1 %1161, label %2490, label %2430

2430:                                             ; preds = %2381, %2380, %2414, %2429
  %2431 = phi i64 [ 0, %2380 ], [ 0, %2381 ], [ %1157, %2414 ], [ %1160, %2429 ]
  %2432 = or disjoint i64 %2431, 1
  br i1 %1163, label %2443, label %2433

2433:                                             ; preds = %2430
  %2434 = getelementptr inbounds nuw float, ptr %2262, i64 %2431
  %2435 = load float, ptr %2434, align 4
  %2436 = getelementptr float, ptr %835, i64 %2431
  %2437 = load float, ptr %2436, align 4
  %2438 = getelementptr inbounds nuw float, ptr %1436, i64 %2431
  %2439 = load float, ptr %2438, align 4
  %2440 = fmul float %2437, %2439
  %2441 = fadd float %2435, %2440
  store float %2441, ptr %2434, align 4
  %2442 = or disjoint i64 %2431, 1
  br label %2443

2443:                                             ; preds = %2433, %2430
  %2444 = phi i64 [ %2431, %2430 ], [ %2442, %2433 ]
  %2445 = icmp eq i64 %184, %2432
  br i1 %2445, label %2490, label %2469

2446:                                             ; preds = %2376, %2457
  %2447 = phi i64 [ %2467, %2457 ], [ %2377, %2376 ]
  br i1 %99, label %2452, label %2448

2448:                                             ; preds = %2446
  %2449 = getelementptr inbounds nuw float, ptr %1431, i64 %2447
  %2450 = load float, ptr %2449, align 4
  %2451 = fsub float 1.000000e+00, %2450
  br label %2457

2452:                                             ; preds = %2446
  %2453 = getelementptr inbounds nuw float, ptr %2378, i64 %2447
  %2454 = load float, ptr %2453, align 4
  %2455 = getelementptr inbounds nuw float, ptr %1431, i64 %2447
  %2456 = load float, ptr %2455, align 4
  br label %2457

2457:                                             ; preds = %2452, %2448
  %2458 = phi float [ %2450, %2448 ], [ %2456, %2452 ]
  %2459 = phi float [ %2451, %2448 ], [ %2454, %2452 ]
  %2460 = getelementptr inbounds nuw float, ptr %1436, i64 %2447
  %2461 = load float, ptr %2460, align 4
  %2462 = fmul float %2459, %2461
  %2463 = getelementptr inbounds nuw float, ptr %2263, i64 %2447
  %2464 = load float, ptr %2463, align 4
  %2465 = fmul float %2458, %2464
  %2466 = fadd float %2462, %2465
  store float %2466, ptr %2460, align 4
  %2467 = add nuw nsw i64 %2447, 1
  %2468 = icmp eq i64 %2467, %184
  br i1 %2468, label %2379, label %2446

2469:                                             ; preds = %2443, %2469
  %2470 = phi i64 [ %2488, %2469 ], [ %2444, %2443 ]
  %2471 = getelementptr inbounds nuw float, ptr %2262, i64 %2470
  %2472 = load float, ptr %2471, align 4
  %2473 = getelementptr float, ptr %835, i64 %2470
  %2474 = load float, ptr %2473, align 4
  %2475 = getelementptr inbounds nuw float, ptr %1436, i64 %2470
  %2476 = load float, ptr %2475, align 4
  %2477 = fmul float %2474, %2476
  %2478 = fadd float %2472, %2477
  store float %2478, ptr %2471, align 4
  %2479 = add nuw nsw i64 %2470, 1
  %2480 = getelementptr inbounds nuw float, ptr %2262, i64 %2479
  %2481 = load float, ptr %2480, align 4
  %2482 = getelementptr float, ptr %835, i64 %2479
  %2483 = load float, ptr %2482, align 4
  %2484 = getelementptr inbounds nuw float, ptr %1436, i64 %2479
  %2485 = load float, ptr %2484, align 4
  %2486 = fmul float %2483, %2485
  %2487 = fadd float %2481, %2486
  store float %2487, ptr %2480, align 4
  %2488 = add nuw nsw i64 %2470, 2
  %2489 = icmp eq i64 %2488, %184
  br i1 %2489, label %2490, label %2469

2490:                                             ; preds = %2443, %2469, %2413, %2429, %2379
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2262, i64 noundef %106)
  br i1 %125, label %2563, label %2491

2491:                                             ; preds = %2490
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2263, i64 noundef %106)
  br label %3507

2492:                                             ; preds = %2563
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2263, i64 noundef %106)
  br i1 %1164, label %2545, label %2493

2493:                                             ; preds = %2492
  %2494 = add i64 %868, %1434
  %2495 = sub i64 %2494, %1432
  %2496 = icmp ult i64 %2495, 128
  %2497 = add i64 %1165, %1432
  %2498 = sub i64 %1434, %2497
  %2499 = icmp ult i64 %2498, 128
  %2500 = or i1 %2496, %2499
  br i1 %2500, label %2545, label %2501

2501:                                             ; preds = %2493
  br i1 %1166, label %2532, label %2502

2502:                                             ; preds = %2501, %2502
  %2503 = phi i64 [ %2528, %2502 ], [ 0, %2501 ]
  %2504 = getelementptr inbounds nuw float, ptr %2262, i64 %2503
  %2505 = getelementptr inbounds nuw i8, ptr %2504, i64 32
  %2506 = getelementptr inbounds nuw i8, ptr %2504, i64 64
  %2507 = getelementptr inbounds nuw i8, ptr %2504, i64 96
  %2508 = load <8 x float>, ptr %2504, align 4
  %2509 = load <8 x float>, ptr %2505, align 4
  %2510 = load <8 x float>, ptr %2506, align 4
  %2511 = load <8 x float>, ptr %2507, align 4
  %2512 = getelementptr inbounds nuw float, ptr %2263, i64 %2503
  %2513 = getelementptr inbounds nuw i8, ptr %2512, i64 32
  %2514 = getelementptr inbounds nuw i8, ptr %2512, i64 64
  %2515 = getelementptr inbounds nuw i8, ptr %2512, i64 96
  %2516 = load <8 x float>, ptr %2512, align 4
  %2517 = load <8 x float>, ptr %2513, align 4
  %2518 = load <8 x float>, ptr %2514, align 4
  %2519 = load <8 x float>, ptr %2515, align 4
  %2520 = fmul <8 x float> %2508, %2516
  %2521 = fmul <8 x float> %2509, %2517
  %2522 = fmul <8 x float> %2510, %2518
  %2523 = fmul <8 x float> %2511, %2519
  %2524 = getelementptr inbounds nuw float, ptr %1433, i64 %2503
  %2525 = getelementptr inbounds nuw i8, ptr %2524, i64 32
  %2526 = getelementptr inbounds nuw i8, ptr %2524, i64 64
  %2527 = getelementptr inbounds nuw i8, ptr %2524, i64 96
  store <8 x float> %2520, ptr %2524, align 4
  store <8 x float> %2521, ptr %2525, align 4
  store <8 x float> %2522, ptr %2526, align 4
  store <8 x float> %2523, ptr %2527, align 4
  %2528 = add nuw i64 %2503, 32
  %2529 = icmp eq i64 %2528, %1168
  br i1 %2529, label %2530, label %2502

2530:                                             ; preds = %2502
  br i1 %1169, label %3507, label %2531

2531:                                             ; preds = %2530
  br i1 %1170, label %2545, label %2532

2532:                                             ; preds = %2501, %2531
  %2533 = phi i64 [ %1168, %2531 ], [ 0, %2501 ]
  br label %2534

2534:                                             ; preds = %2534, %2532
  %2535 = phi i64 [ %2533, %2532 ], [ %2542, %2534 ]
  %2536 = getelementptr inbounds nuw float, ptr %2262, i64 %2535
  %2537 = load <4 x float>, ptr %2536, align 4
  %2538 = getelementptr inbounds nuw float, ptr %2263, i64 %2535
  %2539 = load <4 x float>, ptr %2538, align 4
  %2540 = fmul <4 x float> %2537, %2539
  %2541 = getelementptr inbounds nuw float, ptr %1433, i64 %2535
  store <4 x float> %2540, ptr %2541, align 4
  %2542 = add nuw i64 %2535, 4
  %2543 = icmp eq i64 %2542, %1171
  br i1 %2543, label %2544, label %2534

2544:                                             ; preds = %2534
  br i1 %1172, label %3507, label %2545

2545:                                             ; preds = %2493, %2492, %2531, %2544
  %2546 = phi i64 [ 0, %2492 ], [ 0, %2493 ], [ %1168, %2531 ], [ %1171, %2544 ]
  br i1 %1174, label %2559, label %2547

2547:                                             ; preds = %2545, %2547
  %2548 = phi i64 [ %2556, %2547 ], [ %2546, %2545 ]
  %2549 = phi i64 [ %2557, %2547 ], [ 0, %2545 ]
  %2550 = getelementptr inbounds nuw float, ptr %2262, i64 %2548
  %2551 = load float, ptr %2550, align 4
  %2552 = getelementptr inbounds nuw float, ptr %2263, i64 %2548
  %2553 = load float, ptr %2552, align 4
  %2554 = fmul float %2551, %2553
  %2555 = getelementptr inbounds nuw float, ptr %1433, i64 %2548
  store float %2554, ptr %2555, align 4
  %2556 = add nuw nsw i64 %2548, 1
  %2557 = add i64 %2549, 1
  %2558 = icmp eq i64 %2557, %1173
  br i1 %2558, label %2559, label %2547

2559:                                             ; preds = %2547, %2545
  %2560 = phi i64 [ %2546, %2545 ], [ %2556, %2547 ]
  %2561 = sub nsw i64 %2546, %32
  %2562 = icmp ugt i64 %2561, -4
  br i1 %2562, label %3507, label %2570

2563:                                             ; preds = %2490, %2563
  %2564 = phi i64 [ %2568, %2563 ], [ 0, %2490 ]
  %2565 = getelementptr inbounds nuw float, ptr %2263, i64 %2564
  %2566 = getelementptr inbounds nuw float, ptr %1436, i64 %2564
  %2567 = load <8 x float>, ptr %2566, align 4
  store <8 x float> %2567, ptr %2565, align 4
  %2568 = add nuw nsw i64 %2564, 8
  %2569 = icmp slt i64 %2568, %106
  br i1 %2569, label %2563, label %2492

2570:                                             ; preds = %2559, %2570
  %2571 = phi i64 [ %2599, %2570 ], [ %2560, %2559 ]
  %2572 = getelementptr inbounds nuw float, ptr %2262, i64 %2571
  %2573 = load float, ptr %2572, align 4
  %2574 = getelementptr inbounds nuw float, ptr %2263, i64 %2571
  %2575 = load float, ptr %2574, align 4
  %2576 = fmul float %2573, %2575
  %2577 = getelementptr inbounds nuw float, ptr %1433, i64 %2571
  store float %2576, ptr %2577, align 4
  %2578 = add nuw nsw i64 %2571, 1
  %2579 = getelementptr inbounds nuw float, ptr %2262, i64 %2578
  %2580 = load float, ptr %2579, align 4
  %2581 = getelementptr inbounds nuw float, ptr %2263, i64 %2578
  %2582 = load float, ptr %2581, align 4
  %2583 = fmul float %2580, %2582
  %2584 = getelementptr inbounds nuw float, ptr %1433, i64 %2578
  store float %2583, ptr %2584, align 4
  %2585 = add nuw nsw i64 %2571, 2
  %2586 = getelementptr inbounds nuw float, ptr %2262, i64 %2585
  %2587 = load float, ptr %2586, align 4
  %2588 = getelementptr inbounds nuw float, ptr %2263, i64 %2585
  %2589 = load float, ptr %2588, align 4
  %2590 = fmul float %2587, %2589
  %2591 = getelementptr inbounds nuw float, ptr %1433, i64 %2585
  store float %2590, ptr %2591, align 4
  %2592 = add nuw nsw i64 %2571, 3
  %2593 = getelementptr inbounds nuw float, ptr %2262, i64 %2592
  %2594 = load float, ptr %2593, align 4
  %2595 = getelementptr inbounds nuw float, ptr %2263, i64 %2592
  %2596 = load float, ptr %2595, align 4
  %2597 = fmul float %2594, %2596
  %2598 = getelementptr inbounds nuw float, ptr %1433, i64 %2592
  store float %2597, ptr %2598, align 4
  %2599 = add nuw nsw i64 %2571, 4
  %2600 = icmp eq i64 %2599, %32
  br i1 %2600, label %3507, label %2570

2601:                                             ; preds = %1636
  br i1 %100, label %2706, label %2602

2602:                                             ; preds = %2601
  br i1 %125, label %2603, label %3372

2603:                                             ; preds = %2602
  br i1 %1027, label %2687, label %2604

2604:                                             ; preds = %2603
  %2605 = getelementptr i8, ptr %1431, i64 %1016
  %2606 = getelementptr i8, ptr %1429, i64 %1016
  %2607 = icmp ult ptr %1431, %2606
  %2608 = icmp ult ptr %1429, %2605
  %2609 = and i1 %2607, %2608
  %2610 = icmp ult ptr %1431, %1022
  %2611 = icmp ult ptr %123, %2605
  %2612 = and i1 %2610, %2611
  %2613 = or i1 %2609, %2612
  %2614 = icmp ult ptr %1431, %1026
  %2615 = icmp ult ptr %122, %2605
  %2616 = and i1 %2614, %2615
  %2617 = or i1 %2613, %2616
  br i1 %2617, label %2687, label %2618

2618:                                             ; preds = %2604
  br i1 %1028, label %2669, label %2619

2619:                                             ; preds = %2618, %2619
  %2620 = phi i64 [ %2665, %2619 ], [ 0, %2618 ]
  %2621 = getelementptr inbounds nuw float, ptr %1429, i64 %2620
  %2622 = getelementptr inbounds nuw i8, ptr %2621, i64 32
  %2623 = getelementptr inbounds nuw i8, ptr %2621, i64 64
  %2624 = getelementptr inbounds nuw i8, ptr %2621, i64 96
  %2625 = load <8 x float>, ptr %2621, align 4
  %2626 = load <8 x float>, ptr %2622, align 4
  %2627 = load <8 x float>, ptr %2623, align 4
  %2628 = load <8 x float>, ptr %2624, align 4
  %2629 = getelementptr inbounds nuw float, ptr %122, i64 %2620
  %2630 = getelementptr inbounds nuw i8, ptr %2629, i64 32
  %2631 = getelementptr inbounds nuw i8, ptr %2629, i64 64
  %2632 = getelementptr inbounds nuw i8, ptr %2629, i64 96
  %2633 = load <8 x float>, ptr %2629, align 4
  %2634 = load <8 x float>, ptr %2630, align 4
  %2635 = load <8 x float>, ptr %2631, align 4
  %2636 = load <8 x float>, ptr %2632, align 4
  %2637 = fadd <8 x float> %2625, %2633
  %2638 = fadd <8 x float> %2626, %2634
  %2639 = fadd <8 x float> %2627, %2635
  %2640 = fadd <8 x float> %2628, %2636
  %2641 = getelementptr inbounds nuw float, ptr %123, i64 %2620
  %2642 = getelementptr inbounds nuw i8, ptr %2641, i64 32
  %2643 = getelementptr inbounds nuw i8, ptr %2641, i64 64
  %2644 = getelementptr inbounds nuw i8, ptr %2641, i64 96
  %2645 = load <8 x float>, ptr %2641, align 4
  %2646 = load <8 x float>, ptr %2642, align 4
  %2647 = load <8 x float>, ptr %2643, align 4
  %2648 = load <8 x float>, ptr %2644, align 4
  %2649 = fadd <8 x float> %2637, %2645
  %2650 = fadd <8 x float> %2638, %2646
  %2651 = fadd <8 x float> %2639, %2647
  %2652 = fadd <8 x float> %2640, %2648
  %2653 = getelementptr inbounds nuw float, ptr %1431, i64 %2620
  %2654 = getelementptr inbounds nuw i8, ptr %2653, i64 32
  %2655 = getelementptr inbounds nuw i8, ptr %2653, i64 64
  %2656 = getelementptr inbounds nuw i8, ptr %2653, i64 96
  %2657 = load <8 x float>, ptr %2653, align 4
  %2658 = load <8 x float>, ptr %2654, align 4
  %2659 = load <8 x float>, ptr %2655, align 4
  %2660 = load <8 x float>, ptr %2656, align 4
  %2661 = fadd <8 x float> %2649, %2657
  %2662 = fadd <8 x float> %2650, %2658
  %2663 = fadd <8 x float> %2651, %2659
  %2664 = fadd <8 x float> %2652, %2660
  store <8 x float> %2661, ptr %2653, align 4
  store <8 x float> %2662, ptr %2654, align 4
  store <8 x float> %2663, ptr %2655, align 4
  store <8 x float> %2664, ptr %2656, align 4
  %2665 = add nuw i64 %2620, 32
  %2666 = icmp eq i64 %2665, %1030
  br i1 %2666, label %2667, label %2619

2667:                                             ; preds = %2619
  br i1 %1031, label %3236, label %2668

2668:                                             ; preds = %2667
  br i1 %1032, label %2687, label %2669

2669:                                             ; preds = %2618, %2668
  %2670 = phi i64 [ %1030, %2668 ], [ 0, %2618 ]
  br label %2671

2671:                                             ; preds = %2671, %2669
  %2672 = phi i64 [ %2670, %2669 ], [ %2684, %2671 ]
  %2673 = getelementptr inbounds nuw float, ptr %1429, i64 %2672
  %2674 = load <4 x float>, ptr %2673, align 4
  %2675 = getelementptr inbounds nuw float, ptr %122, i64 %2672
  %2676 = load <4 x float>, ptr %2675, align 4
  %2677 = fadd <4 x float> %2674, %2676
  %2678 = getelementptr inbounds nuw float, ptr %123, i64 %2672
  %2679 = load <4 x float>, ptr %2678, align 4
  %2680 = fadd <4 x float> %2677, %2679
  %2681 = getelementptr inbounds nuw float, ptr %1431, i64 %2672
  %2682 = load <4 x float>, ptr %2681, align 4
  %2683 = fadd <4 x float> %2680, %2682
  store <4 x float> %2683, ptr %2681, align 4
  %2684 = add nuw i64 %2672, 4
  %2685 = icmp eq i64 %2684, %1033
  br i1 %2685, label %2686, label %2671

2686:                                             ; preds = %2671
  br i1 %1034, label %3236, label %2687

2687:                                             ; preds = %2604, %2603, %2668, %2686
  %2688 = phi i64 [ 0, %2603 ], [ 0, %2604 ], [ %1030, %2668 ], [ %1033, %2686 ]
  %2689 = or disjoint i64 %2688, 1
  br i1 %1036, label %2703, label %2690

2690:                                             ; preds = %2687
  %2691 = getelementptr inbounds nuw float, ptr %1429, i64 %2688
  %2692 = load float, ptr %2691, align 4
  %2693 = getelementptr inbounds nuw float, ptr %122, i64 %2688
  %2694 = load float, ptr %2693, align 4
  %2695 = fadd float %2692, %2694
  %2696 = getelementptr inbounds nuw float, ptr %123, i64 %2688
  %2697 = load float, ptr %2696, align 4
  %2698 = fadd float %2695, %2697
  %2699 = getelementptr inbounds nuw float, ptr %1431, i64 %2688
  %2700 = load float, ptr %2699, align 4
  %2701 = fadd float %2698, %2700
  store float %2701, ptr %2699, align 4
  %2702 = or disjoint i64 %2688, 1
  br label %2703

2703:                                             ; preds = %2690, %2687
  %2704 = phi i64 [ %2688, %2687 ], [ %2702, %2690 ]
  %2705 = icmp eq i64 %32, %2689
  br i1 %2705, label %3236, label %3345

2706:                                             ; preds = %2601
  br i1 %125, label %2707, label %3080

2707:                                             ; preds = %2706
  br i1 %1058, label %2791, label %2708

2708:                                             ; preds = %2707
  %2709 = getelementptr i8, ptr %1431, i64 %988
  %2710 = getelementptr i8, ptr %1429, i64 %988
  %2711 = icmp ult ptr %1431, %2710
  %2712 = icmp ult ptr %1429, %2709
  %2713 = and i1 %2711, %2712
  %2714 = icmp ult ptr %1431, %994
  %2715 = icmp ult ptr %123, %2709
  %2716 = and i1 %2714, %2715
  %2717 = or i1 %2713, %2716
  %2718 = icmp ult ptr %1431, %998
  %2719 = icmp ult ptr %122, %2709
  %2720 = and i1 %2718, %2719
  %2721 = or i1 %2717, %2720
  br i1 %2721, label %2791, label %2722

2722:                                             ; preds = %2708
  br i1 %1059, label %2773, label %2723

2723:                                             ; preds = %2722, %2723
  %2724 = phi i64 [ %2769, %2723 ], [ 0, %2722 ]
  %2725 = getelementptr inbounds nuw float, ptr %1429, i64 %2724
  %2726 = getelementptr inbounds nuw i8, ptr %2725, i64 32
  %2727 = getelementptr inbounds nuw i8, ptr %2725, i64 64
  %2728 = getelementptr inbounds nuw i8, ptr %2725, i64 96
  %2729 = load <8 x float>, ptr %2725, align 4
  %2730 = load <8 x float>, ptr %2726, align 4
  %2731 = load <8 x float>, ptr %2727, align 4
  %2732 = load <8 x float>, ptr %2728, align 4
  %2733 = getelementptr inbounds nuw float, ptr %122, i64 %2724
  %2734 = getelementptr inbounds nuw i8, ptr %2733, i64 32
  %2735 = getelementptr inbounds nuw i8, ptr %2733, i64 64
  %2736 = getelementptr inbounds nuw i8, ptr %2733, i64 96
  %2737 = load <8 x float>, ptr %2733, align 4
  %2738 = load <8 x float>, ptr %2734, align 4
  %2739 = load <8 x float>, ptr %2735, align 4
  %2740 = load <8 x float>, ptr %2736, align 4
  %2741 = fadd <8 x float> %2729, %2737
  %2742 = fadd <8 x float> %2730, %2738
  %2743 = fadd <8 x float> %2731, %2739
  %2744 = fadd <8 x float> %2732, %2740
  %2745 = getelementptr inbounds nuw float, ptr %123, i64 %2724
  %2746 = getelementptr inbounds nuw i8, ptr %2745, i64 32
  %2747 = getelementptr inbounds nuw i8, ptr %2745, i64 64
  %2748 = getelementptr inbounds nuw i8, ptr %2745, i64 96
  %2749 = load <8 x float>, ptr %2745, align 4
  %2750 = load <8 x float>, ptr %2746, align 4
  %2751 = load <8 x float>, ptr %2747, align 4
  %2752 = load <8 x float>, ptr %2748, align 4
  %2753 = fadd <8 x float> %2741, %2749
  %2754 = fadd <8 x float> %2742, %2750
  %2755 = fadd <8 x float> %2743, %2751
  %2756 = fadd <8 x float> %2744, %2752
  %2757 = getelementptr inbounds nuw float, ptr %1431, i64 %2724
  %2758 = getelementptr inbounds nuw i8, ptr %2757, i64 32
  %2759 = getelementptr inbounds nuw i8, ptr %2757, i64 64
  %2760 = getelementptr inbounds nuw i8, ptr %2757, i64 96
  %2761 = load <8 x float>, ptr %2757, align 4
  %2762 = load <8 x float>, ptr %2758, align 4
  %2763 = load <8 x float>, ptr %2759, align 4
  %2764 = load <8 x float>, ptr %2760, align 4
  %2765 = fadd <8 x float> %2753, %2761
  %2766 = fadd <8 x float> %2754, %2762
  %2767 = fadd <8 x float> %2755, %2763
  %2768 = fadd <8 x float> %2756, %2764
  store <8 x float> %2765, ptr %2757, align 4
  store <8 x float> %2766, ptr %2758, align 4
  store <8 x float> %2767, ptr %2759, align 4
  store <8 x float> %2768, ptr %2760, align 4
  %2769 = add nuw i64 %2724, 32
  %2770 = icmp eq i64 %2769, %1061
  br i1 %2770, label %2771, label %2723

2771:                                             ; preds = %2723
  br i1 %1062, label %2810, label %2772

2772:                                             ; preds = %2771
  br i1 %1063, label %2791, label %2773

2773:                                             ; preds = %2722, %2772
  %2774 = phi i64 [ %1061, %2772 ], [ 0, %2722 ]
  br label %2775

2775:                                             ; preds = %2775, %2773
  %2776 = phi i64 [ %2774, %2773 ], [ %2788, %2775 ]
  %2777 = getelementptr inbounds nuw float, ptr %1429, i64 %2776
  %2778 = load <4 x float>, ptr %2777, align 4
  %2779 = getelementptr inbounds nuw float, ptr %122, i64 %2776
  %2780 = load <4 x float>, ptr %2779, align 4
  %2781 = fadd <4 x float> %2778, %2780
  %2782 = getelementptr inbounds nuw float, ptr %123, i64 %2776
  %2783 = load <4 x float>, ptr %2782, align 4
  %2784 = fadd <4 x float> %2781, %2783
  %2785 = getelementptr inbounds nuw float, ptr %1431, i64 %2776
  %2786 = load <4 x float>, ptr %2785, align 4
  %2787 = fadd <4 x float> %2784, %2786
  store <4 x float> %2787, ptr %2785, align 4
  %2788 = add nuw i64 %2776, 4
  %2789 = icmp eq i64 %2788, %1064
  br i1 %2789, label %2790, label %2775

2790:                                             ; preds = %2775
  br i1 %1065, label %2810, label %2791

2791:                                             ; preds = %2708, %2707, %2772, %2790
  %2792 = phi i64 [ 0, %2707 ], [ 0, %2708 ], [ %1061, %2772 ], [ %1064, %2790 ]
  %2793 = or disjoint i64 %2792, 1
  br i1 %1067, label %2807, label %2794

2794:                                             ; preds = %2791
  %2795 = getelementptr inbounds nuw float, ptr %1429, i64 %2792
  %2796 = load float, ptr %2795, align 4
  %2797 = getelementptr inbounds nuw float, ptr %122, i64 %2792
  %2798 = load float, ptr %2797, align 4
  %2799 = fadd float %2796, %2798
  %2800 = getelementptr inbounds nuw float, ptr %123, i64 %2792
  %2801 = load float, ptr %2800, align 4
  %2802 = fadd float %2799, %2801
  %2803 = getelementptr inbounds nuw float, ptr %1431, i64 %2792
  %2804 = load float, ptr %2803, align 4
  %2805 = fadd float %2802, %2804
  store float %2805, ptr %2803, align 4
  %2806 = or disjoint i64 %2792, 1
  br label %2807

2807:                                             ; preds = %2794, %2791
  %2808 = phi i64 [ %2792, %2791 ], [ %2806, %2794 ]
  %2809 = icmp eq i64 %32, %2793
  br i1 %2809, label %2810, label %2919

2810:                                             ; preds = %2807, %2919, %2790, %2771
  %2811 = getelementptr float, ptr %1429, i64 %32
  br i1 %1068, label %2899, label %2812

2812:                                             ; preds = %2810
  %2813 = getelementptr i8, ptr %1431, i64 %971
  %2814 = getelementptr i8, ptr %1431, i64 %971
  %2815 = getelementptr i8, ptr %2814, i64 %972
  %2816 = getelementptr i8, ptr %1429, i64 %830
  %2817 = icmp ult ptr %2813, %2816
  %2818 = icmp ult ptr %2811, %2815
  %2819 = and i1 %2817, %2818
  %2820 = icmp ult ptr %2813, %980
  %2821 = icmp ult ptr %978, %2815
  %2822 = and i1 %2820, %2821
  %2823 = or i1 %2819, %2822
  %2824 = icmp ult ptr %2813, %987
  %2825 = icmp ult ptr %985, %2815
  %2826 = and i1 %2824, %2825
  %2827 = or i1 %2823, %2826
  br i1 %2827, label %2899, label %2828

2828:                                             ; preds = %2812
  br i1 %1069, label %2880, label %2829

2829:                                             ; preds = %2828, %2829
  %2830 = phi i64 [ %2876, %2829 ], [ 0, %2828 ]
  %2831 = getelementptr float, ptr %2811, i64 %2830
  %2832 = getelementptr i8, ptr %2831, i64 32
  %2833 = getelementptr i8, ptr %2831, i64 64
  %2834 = getelementptr i8, ptr %2831, i64 96
  %2835 = load <8 x float>, ptr %2831, align 4
  %2836 = load <8 x float>, ptr %2832, align 4
  %2837 = load <8 x float>, ptr %2833, align 4
  %2838 = load <8 x float>, ptr %2834, align 4
  %2839 = add nuw nsw i64 %2830, %106
  %2840 = getelementptr inbounds nuw float, ptr %122, i64 %2839
  %2841 = getelementptr inbounds nuw i8, ptr %2840, i64 32
  %2842 = getelementptr inbounds nuw i8, ptr %2840, i64 64
  %2843 = getelementptr inbounds nuw i8, ptr %2840, i64 96
  %2844 = load <8 x float>, ptr %2840, align 4
  %2845 = load <8 x float>, ptr %2841, align 4
  %2846 = load <8 x float>, ptr %2842, align 4
  %2847 = load <8 x float>, ptr %2843, align 4
  %2848 = fadd <8 x float> %2835, %2844
  %2849 = fadd <8 x float> %2836, %2845
  %2850 = fadd <8 x float> %2837, %2846
  %2851 = fadd <8 x float> %2838, %2847
  %2852 = getelementptr inbounds nuw float, ptr %123, i64 %2839
  %2853 = getelementptr inbounds nuw i8, ptr %2852, i64 32
  %2854 = getelementptr inbounds nuw i8, ptr %2852, i64 64
  %2855 = getelementptr inbounds nuw i8, ptr %2852, i64 96
  %2856 = load <8 x float>, ptr %2852, align 4
  %2857 = load <8 x float>, ptr %2853, align 4
  %2858 = load <8 x float>, ptr %2854, align 4
  %2859 = load <8 x float>, ptr %2855, align 4
  %2860 = fadd <8 x float> %2848, %2856
  %2861 = fadd <8 x float> %2849, %2857
  %2862 = fadd <8 x float> %2850, %2858
  %2863 = fadd <8 x float> %2851, %2859
  %2864 = getelementptr inbounds nuw float, ptr %1431, i64 %2839
  %2865 = getelementptr inbounds nuw i8, ptr %2864, i64 32
  %2866 = getelementptr inbounds nuw i8, ptr %2864, i64 64
  %2867 = getelementptr inbounds nuw i8, ptr %2864, i64 96
  %2868 = load <8 x float>, ptr %2864, align 4
  %2869 = load <8 x float>, ptr %2865, align 4
  %2870 = load <8 x float>, ptr %2866, align 4
  %2871 = load <8 x float>, ptr %2867, align 4
  %2872 = fadd <8 x float> %2860, %2868
  %2873 = fadd <8 x float> %2861, %2869
  %2874 = fadd <8 x float> %2862, %2870
  %2875 = fadd <8 x float> %2863, %2871
  store <8 x float> %2872, ptr %2864, align 4
  store <8 x float> %2873, ptr %2865, align 4
  store <8 x float> %2874, ptr %2866, align 4
  store <8 x float> %2875, ptr %2867, align 4
  %2876 = add nuw i64 %2830, 32
  %2877 = icmp eq i64 %2876, %1071
  br i1 %2877, label %2878, label %2829

2878:                                             ; preds = %2829
  br i1 %1072, label %2946, label %2879

2879:                                             ; preds = %2878
  br i1 %1073, label %2899, label %2880

2880:                                             ; preds = %2828, %2879
  %2881 = phi i64 [ %1071, %2879 ], [ 0, %2828 ]
  br label %2882

2882:                                             ; preds = %2882, %2880
  %2883 = phi i64 [ %2881, %2880 ], [ %2896, %2882 ]
  %2884 = getelementptr float, ptr %2811, i64 %2883
  %2885 = load <4 x float>, ptr %2884, align 4
  %2886 = add nuw nsw i64 %2883, %106
  %2887 = getelementptr inbounds nuw float, ptr %122, i64 %2886
  %2888 = load <4 x float>, ptr %2887, align 4
  %2889 = fadd <4 x float> %2885, %2888
  %2890 = getelementptr inbounds nuw float, ptr %123, i64 %2886
  %2891 = load <4 x float>, ptr %2890, align 4
  %2892 = fadd <4 x float> %2889, %2891
  %2893 = getelementptr inbounds nuw float, ptr %1431, i64 %2886
  %2894 = load <4 x float>, ptr %2893, align 4
  %2895 = fadd <4 x float> %2892, %2894
  store <4 x float> %2895, ptr %2893, align 4
  %2896 = add nuw i64 %2883, 4
  %2897 = icmp eq i64 %2896, %1074
  br i1 %2897, label %2898, label %2882

2898:                                             ; preds = %2882
  br i1 %1075, label %2946, label %2899

2899:                                             ; preds = %2812, %2810, %2879, %2898
  %2900 = phi i64 [ 0, %2810 ], [ 0, %2812 ], [ %1071, %2879 ], [ %1074, %2898 ]
  %2901 = or disjoint i64 %2900, 1
  br i1 %1077, label %2916, label %2902

2902:                                             ; preds = %2899
  %2903 = getelementptr float, ptr %2811, i64 %2900
  %2904 = load float, ptr %2903, align 4
  %2905 = add nuw nsw i64 %2900, %106
  %2906 = getelementptr inbounds nuw float, ptr %122, i64 %2905
  %2907 = load float, ptr %2906, align 4
  %2908 = fadd float %2904, %2907
  %2909 = getelementptr inbounds nuw float, ptr %123, i64 %2905
  %2910 = load float, ptr %2909, align 4
  %2911 = fadd float %2908, %2910
  %2912 = getelementptr inbounds nuw float, ptr %1431, i64 %2905
  %2913 = load float, ptr %2912, align 4
  %2914 = fadd float %2911, %2913
  store float %2914, ptr %2912, align 4
  %2915 = or disjoint i64 %2900, 1
  br label %2916

2916:                                             ; preds = %2902, %2899
  %2917 = phi i64 [ %2900, %2899 ], [ %2915, %2902 ]
  %2918 = icmp eq i64 %32, %2901
  br i1 %2918, label %2946, label %3051

2919:                                             ; preds = %2807, %2919
  %2920 = phi i64 [ %2944, %2919 ], [ %2808, %2807 ]
  %2921 = getelementptr inbounds nuw float, ptr %1429, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = getelementptr inbounds nuw float, ptr %122, i64 %2920
  %2924 = load float, ptr %2923, align 4
  %2925 = fadd float %2922, %2924
  %2926 = getelementptr inbounds nuw float, ptr %123, i64 %2920
  %2927 = load float, ptr %2926, align 4
  %2928 = fadd float %2925, %2927
  %2929 = getelementptr inbounds nuw float, ptr %1431, i64 %2920
  %2930 = load float, ptr %2929, align 4
  %2931 = fadd float %2928, %2930
  store float %2931, ptr %2929, align 4
  %2932 = add nuw nsw i64 %2920, 1
  %2933 = getelementptr inbounds nuw float, ptr %1429, i64 %2932
  %2934 = load float, ptr %2933, align 4
  %2935 = getelementptr inbounds nuw float, ptr %122, i64 %2932
  %2936 = load float, ptr %2935, align 4
  %2937 = fadd float %2934, %2936
  %2938 = getelementptr inbounds nuw float, ptr %123, i64 %2932
  %2939 = load float, ptr %2938, align 4
  %2940 = fadd float %2937, %2939
  %2941 = getelementptr inbounds nuw float, ptr %1431, i64 %2932
  %2942 = load float, ptr %2941, align 4
  %2943 = fadd float %2940, %2942
  store float %2943, ptr %2941, align 4
  %2944 = add nuw nsw i64 %2920, 2
  %2945 = icmp eq i64 %2944, %32
  br i1 %2945, label %2810, label %2919

2946:                                             ; preds = %2916, %3051, %2898, %2878
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1431, i64 noundef %827)
  %2947 = getelementptr inbounds nuw float, ptr %1431, i64 %106
  %2948 = getelementptr inbounds nuw float, ptr %1431, i64 %827
  %2949 = getelementptr i8, ptr %1429, i64 %830
  br i1 %1078, label %3028, label %2950

2950:                                             ; preds = %2946
  %2951 = getelementptr i8, ptr %1431, i64 %955
  %2952 = getelementptr i8, ptr %1429, i64 %831
  %2953 = getelementptr i8, ptr %1431, i64 %971
  %2954 = getelementptr i8, ptr %2953, i64 %954
  %2955 = icmp ult ptr %2948, %963
  %2956 = icmp ult ptr %961, %2951
  %2957 = and i1 %2955, %2956
  %2958 = icmp ult ptr %2948, %2952
  %2959 = icmp ult ptr %2949, %2951
  %2960 = and i1 %2958, %2959
  %2961 = or i1 %2957, %2960
  %2962 = icmp ult ptr %2948, %970
  %2963 = icmp ult ptr %968, %2951
  %2964 = and i1 %2962, %2963
  %2965 = or i1 %2961, %2964
  %2966 = icmp ult ptr %2948, %2954
  %2967 = icmp ult ptr %2947, %2951
  %2968 = and i1 %2966, %2967
  %2969 = or i1 %2965, %2968
  br i1 %2969, label %3028, label %2970

2970:                                             ; preds = %2950
  br i1 %1079, label %3006, label %2971

2971:                                             ; preds = %2970, %2971
  %2972 = phi i64 [ %3002, %2971 ], [ 0, %2970 ]
  %2973 = getelementptr inbounds nuw float, ptr %2948, i64 %2972
  %2974 = getelementptr inbounds nuw i8, ptr %2973, i64 32
  %2975 = load <8 x float>, ptr %2973, align 4
  %2976 = load <8 x float>, ptr %2974, align 4
  %2977 = add nuw nsw i64 %2972, %827
  %2978 = getelementptr inbounds nuw float, ptr %123, i64 %2977
  %2979 = getelementptr inbounds nuw i8, ptr %2978, i64 32
  %2980 = load <8 x float>, ptr %2978, align 4
  %2981 = load <8 x float>, ptr %2979, align 4
  %2982 = fadd <8 x float> %2975, %2980
  %2983 = fadd <8 x float> %2976, %2981
  %2984 = getelementptr float, ptr %2949, i64 %2972
  %2985 = getelementptr i8, ptr %2984, i64 32
  %2986 = load <8 x float>, ptr %2984, align 4
  %2987 = load <8 x float>, ptr %2985, align 4
  %2988 = getelementptr inbounds nuw float, ptr %122, i64 %2977
  %2989 = getelementptr inbounds nuw i8, ptr %2988, i64 32
  %2990 = load <8 x float>, ptr %2988, align 4
  %2991 = load <8 x float>, ptr %2989, align 4
  %2992 = fadd <8 x float> %2986, %2990
  %2993 = fadd <8 x float> %2987, %2991
  %2994 = getelementptr inbounds nuw float, ptr %2947, i64 %2972
  %2995 = getelementptr inbounds nuw i8, ptr %2994, i64 32
  %2996 = load <8 x float>, ptr %2994, align 4
  %2997 = load <8 x float>, ptr %2995, align 4
  %2998 = fmul <8 x float> %2982, %2996
  %2999 = fmul <8 x float> %2983, %2997
  %3000 = fadd <8 x float> %2992, %2998
  %3001 = fadd <8 x float> %2993, %2999
  store <8 x float> %3000, ptr %2973, align 4
  store <8 x float> %3001, ptr %2974, align 4
  %3002 = add nuw i64 %2972, 16
  %3003 = icmp eq i64 %3002, %1081
  br i1 %3003, label %3004, label %2971

3004:                                             ; preds = %2971
  br i1 %1082, label %3082, label %3005

3005:                                             ; preds = %3004
  br i1 %1083, label %3028, label %3006

3006:                                             ; preds = %2970, %3005
  %3007 = phi i64 [ %1081, %3005 ], [ 0, %2970 ]
  br label %3008

3008:                                             ; preds = %3008, %3006
  %3009 = phi i64 [ %3007, %3006 ], [ %3025, %3008 ]
  %3010 = getelementptr inbounds nuw float, ptr %2948, i64 %3009
  %3011 = load <4 x float>, ptr %3010, align 4
  %3012 = add nuw nsw i64 %3009, %827
  %3013 = getelementptr inbounds nuw float, ptr %123, i64 %3012
  %3014 = load <4 x float>, ptr %3013, align 4
  %3015 = fadd <4 x float> %3011, %3014
  %3016 = getelementptr float, ptr %2949, i64 %3009
  %3017 = load <4 x float>, ptr %3016, align 4
  %3018 = getelementptr inbounds nuw float, ptr %122, i64 %3012
  %3019 = load <4 x float>, ptr %3018, align 4
  %3020 = fadd <4 x float> %3017, %3019
  %3021 = getelementptr inbounds nuw float, ptr %2947, i64 %3009
  %3022 = load <4 x float>, ptr %3021, align 4
  %3023 = fmul <4 x float> %3015, %3022
  %3024 = fadd <4 x float> %3020, %3023
  store <4 x float> %3024, ptr %3010, align 4
  %3025 = add nuw i64 %3009, 4
  %3026 = icmp eq i64 %3025, %1084
  br i1 %3026, label %3027, label %3008

3027:                                             ; preds = %3008
  br i1 %1085, label %3082, label %3028

3028:                                             ; preds = %2950, %2946, %3005, %3027
  %3029 = phi i64 [ 0, %2946 ], [ 0, %2950 ], [ %1081, %3005 ], [ %1084, %3027 ]
  %3030 = or disjoint i64 %3029, 1
  br i1 %1087, label %3048, label %3031

3031:                                             ; preds = %3028
  %3032 = getelementptr inbounds nuw float, ptr %2948, i64 %3029
  %3033 = load float, ptr %3032, align 4
  %3034 = add nuw nsw i64 %3029, %827
  %3035 = getelementptr inbounds nuw float, ptr %123, i64 %3034
  %3036 = load float, ptr %3035, align 4
  %3037 = fadd float %3033, %3036
  %3038 = getelementptr float, ptr %2949, i64 %3029
  %3039 = load float, ptr %3038, align 4
  %3040 = getelementptr inbounds nuw float, ptr %122, i64 %3034
  %3041 = load float, ptr %3040, align 4
  %3042 = fadd float %3039, %3041
  %3043 = getelementptr inbounds nuw float, ptr %2947, i64 %3029
  %3044 = load float, ptr %3043, align 4
  %3045 = fmul float %3037, %3044
  %3046 = fadd float %3042, %3045
  store float %3046, ptr %3032, align 4
  %3047 = or disjoint i64 %3029, 1
  br label %3048

3048:                                             ; preds = %3031, %3028
  %3049 = phi i64 [ %3029, %3028 ], [ %3047, %3031 ]
  %3050 = icmp eq i64 %32, %3030
  br i1 %3050, label %3082, label %3176

3051:                                             ; preds = %2916, %3051
  %3052 = phi i64 [ %3078, %3051 ], [ %2917, %2916 ]
  %3053 = getelementptr float, ptr %2811, i64 %3052
  %3054 = load float, ptr %3053, align 4
  %3055 = add nuw nsw i64 %3052, %106
  %3056 = getelementptr inbounds nuw float, ptr %122, i64 %3055
  %3057 = load float, ptr %3056, align 4
  %3058 = fadd float %3054, %3057
  %3059 = getelementptr inbounds nuw float, ptr %123, i64 %3055
  %3060 = load float, ptr %3059, align 4
  %3061 = fadd float %3058, %3060
  %3062 = getelementptr inbounds nuw float, ptr %1431, i64 %3055
  %3063 = load float, ptr %3062, align 4
  %3064 = fadd float %3061, %3063
  store float %3064, ptr %3062, align 4
  %3065 = add nuw nsw i64 %3052, 1
  %3066 = getelementptr float, ptr %2811, i64 %3065
  %3067 = load float, ptr %3066, align 4
  %3068 = add nuw nsw i64 %3065, %106
  %3069 = getelementptr inbounds nuw float, ptr %122, i64 %3068
  %3070 = load float, ptr %3069, align 4
  %3071 = fadd float %3067, %3070
  %3072 = getelementptr inbounds nuw float, ptr %123, i64 %3068
  %3073 = load float, ptr %3072, align 4
  %3074 = fadd float %3071, %3073
  %3075 = getelementptr inbounds nuw float, ptr %1431, i64 %3068
  %3076 = load float, ptr %3075, align 4
  %3077 = fadd float %3074, %3076
  store float %3077, ptr %3075, align 4
  %3078 = add nuw nsw i64 %3052, 2
  %3079 = icmp eq i64 %3078, %32
  br i1 %3079, label %2946, label %3051

3080:                                             ; preds = %2706
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1431, i64 noundef %827)
  %3081 = getelementptr inbounds float, ptr %1431, i64 %827
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3081, i64 noundef %106)
  br label %3507

3082:                                             ; preds = %3048, %3176, %3027, %3004
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2948, i64 noundef %106)
  br i1 %1088, label %3158, label %3083

3083:                                             ; preds = %3082
  %3084 = getelementptr i8, ptr %1433, i64 %954
  %3085 = getelementptr i8, ptr %1431, i64 %955
  %3086 = getelementptr i8, ptr %1431, i64 %954
  %3087 = icmp ult ptr %1433, %3085
  %3088 = icmp ult ptr %2948, %3084
  %3089 = and i1 %3087, %3088
  %3090 = icmp ult ptr %1433, %3086
  %3091 = icmp ult ptr %1431, %3084
  %3092 = and i1 %3090, %3091
  %3093 = or i1 %3089, %3092
  br i1 %3093, label %3158, label %3094

3094:                                             ; preds = %3083
  br i1 %1089, label %3141, label %3095

3095:                                             ; preds = %3094, %3095
  %3096 = phi i64 [ %3137, %3095 ], [ 0, %3094 ]
  %3097 = getelementptr inbounds nuw float, ptr %1431, i64 %3096
  %3098 = getelementptr inbounds nuw i8, ptr %3097, i64 32
  %3099 = getelementptr inbounds nuw i8, ptr %3097, i64 64
  %3100 = getelementptr inbounds nuw i8, ptr %3097, i64 96
  %3101 = load <8 x float>, ptr %3097, align 4
  %3102 = load <8 x float>, ptr %3098, align 4
  %3103 = load <8 x float>, ptr %3099, align 4
  %3104 = load <8 x float>, ptr %3100, align 4
  %3105 = fsub <8 x float> splat (float 1.000000e+00), %3101
  %3106 = fsub <8 x float> splat (float 1.000000e+00), %3102
  %3107 = fsub <8 x float> splat (float 1.000000e+00), %3103
  %3108 = fsub <8 x float> splat (float 1.000000e+00), %3104
  %3109 = getelementptr inbounds nuw float, ptr %2948, i64 %3096
  %3110 = getelementptr inbounds nuw i8, ptr %3109, i64 32
  %3111 = getelementptr inbounds nuw i8, ptr %3109, i64 64
  %3112 = getelementptr inbounds nuw i8, ptr %3109, i64 96
  %3113 = load <8 x float>, ptr %3109, align 4
  %3114 = load <8 x float>, ptr %3110, align 4
  %3115 = load <8 x float>, ptr %3111, align 4
  %3116 = load <8 x float>, ptr %3112, align 4
  %3117 = fmul <8 x float> %3105, %3113
  %3118 = fmul <8 x float> %3106, %3114
  %3119 = fmul <8 x float> %3107, %3115
  %3120 = fmul <8 x float> %3108, %3116
  %3121 = getelementptr inbounds nuw float, ptr %1433, i64 %3096
  %3122 = getelementptr inbounds nuw i8, ptr %3121, i64 32
  %3123 = getelementptr inbounds nuw i8, ptr %3121, i64 64
  %3124 = getelementptr inbounds nuw i8, ptr %3121, i64 96
  %3125 = load <8 x float>, ptr %3121, align 4
  %3126 = load <8 x float>, ptr %3122, align 4
  %3127 = load <8 x float>, ptr %3123, align 4
  %3128 = load <8 x float>, ptr %3124, align 4
  %3129 = fmul <8 x float> %3101, %3125
  %3130 = fmul <8 x float> %3102, %3126
  %3131 = fmul <8 x float> %3103, %3127
  %3132 = fmul <8 x float> %3104, %3128
  %3133 = fadd <8 x float> %3117, %3129
  %3134 = fadd <8 x float> %3118, %3130
  %3135 = fadd <8 x float> %3119, %3131
  %3136 = fadd <8 x float> %3120, %3132
  store <8 x float> %3133, ptr %3121, align 4
  store <8 x float> %3134, ptr %3122, align 4
  store <8 x float> %3135, ptr %3123, align 4
  store <8 x float> %3136, ptr %3124, align 4
  %3137 = add nuw i64 %3096, 32
  %3138 = icmp eq i64 %3137, %1091
  br i1 %3138, label %3139, label %3095

3139:                                             ; preds = %3095
  br i1 %1092, label %3507, label %3140

3140:                                             ; preds = %3139
  br i1 %1093, label %3158, label %3141

3141:                                             ; preds = %3094, %3140
  %3142 = phi i64 [ %1091, %3140 ], [ 0, %3094 ]
  br label %3143

3143:                                             ; preds = %3143, %3141
  %3144 = phi i64 [ %3142, %3141 ], [ %3155, %3143 ]
  %3145 = getelementptr inbounds nuw float, ptr %1431, i64 %3144
  %3146 = load <4 x float>, ptr %3145, align 4
  %3147 = fsub <4 x float> splat (float 1.000000e+00), %3146
  %3148 = getelementptr inbounds nuw float, ptr %2948, i64 %3144
  %3149 = load <4 x float>, ptr %3148, align 4
  %3150 = fmul <4 x float> %3147, %3149
  %3151 = getelementptr inbounds nuw float, ptr %1433, i64 %3144
  %3152 = load <4 x float>, ptr %3151, align 4
  %3153 = fmul <4 x float> %3146, %3152
  %3154 = fadd <4 x float> %3150, %3153
  store <4 x float> %3154, ptr %3151, align 4
  %3155 = add nuw i64 %3144, 4
  %3156 = icmp eq i64 %3155, %1094
  br i1 %3156, label %3157, label %3143

3157:                                             ; preds = %3143
  br i1 %1095, label %3507, label %3158

3158:                                             ; preds = %3083, %3082, %3140, %3157
  %3159 = phi i64 [ 0, %3082 ], [ 0, %3083 ], [ %1091, %3140 ], [ %1094, %3157 ]
  %3160 = or disjoint i64 %3159, 1
  br i1 %1097, label %3173, label %3161

3161:                                             ; preds = %3158
  %3162 = getelementptr inbounds nuw float, ptr %1431, i64 %3159
  %3163 = load float, ptr %3162, align 4
  %3164 = fsub float 1.000000e+00, %3163
  %3165 = getelementptr inbounds nuw float, ptr %2948, i64 %3159
  %3166 = load float, ptr %3165, align 4
  %3167 = fmul float %3164, %3166
  %3168 = getelementptr inbounds nuw float, ptr %1433, i64 %3159
  %3169 = load float, ptr %3168, align 4
  %3170 = fmul float %3163, %3169
  %3171 = fadd float %3167, %3170
  store float %3171, ptr %3168, align 4
  %3172 = or disjoint i64 %3159, 1
  br label %3173

3173:                                             ; preds = %3161, %3158
  %3174 = phi i64 [ %3159, %3158 ], [ %3172, %3161 ]
  %3175 = icmp eq i64 %32, %3160
  br i1 %3175, label %3507, label %3211

3176:                                             ; preds = %3048, %3176
  %3177 = phi i64 [ %3209, %3176 ], [ %3049, %3048 ]
  %3178 = getelementptr inbounds nuw float, ptr %2948, i64 %3177
  %3179 = load float, ptr %3178, align 4
  %3180 = add nuw nsw i64 %3177, %827
  %3181 = getelementptr inbounds nuw float, ptr %123, i64 %3180
  %3182 = load float, ptr %3181, align 4
  %3183 = fadd float %3179, %3182
  %3184 = getelementptr float, ptr %2949, i64 %3177
  %3185 = load float, ptr %3184, align 4
  %3186 = getelementptr inbounds nuw float, ptr %122, i64 %3180
  %3187 = load float, ptr %3186, align 4
  %3188 = fadd float %3185, %3187
  %3189 = getelementptr inbounds nuw float, ptr %2947, i64 %3177
  %3190 = load float, ptr %3189, align 4
  %3191 = fmul float %3183, %3190
  %3192 = fadd float %3188, %3191
  store float %3192, ptr %3178, align 4
  %3193 = add nuw nsw i64 %3177, 1
  %3194 = getelementptr inbounds nuw float, ptr %2948, i64 %3193
  %3195 = load float, ptr %3194, align 4
  %3196 = add nuw nsw i64 %3193, %827
  %3197 = getelementptr inbounds nuw float, ptr %123, i64 %3196
  %3198 = load float, ptr %3197, align 4
  %3199 = fadd float %3195, %3198
  %3200 = getelementptr float, ptr %2949, i64 %3193
  %3201 = load float, ptr %3200, align 4
  %3202 = getelementptr inbounds nuw float, ptr %122, i64 %3196
  %3203 = load float, ptr %3202, align 4
  %3204 = fadd float %3201, %3203
  %3205 = getelementptr inbounds nuw float, ptr %2947, i64 %3193
  %3206 = load float, ptr %3205, align 4
  %3207 = fmul float %3199, %3206
  %3208 = fadd float %3204, %3207
  store float %3208, ptr %3194, align 4
  %3209 = add nuw nsw i64 %3177, 2
  %3210 = icmp eq i64 %3209, %32
  br i1 %3210, label %3082, label %3176

3211:                                             ; preds = %3173, %3211
  %3212 = phi i64 [ %3234, %3211 ], [ %3174, %3173 ]
  %3213 = getelementptr inbounds nuw float, ptr %1431, i64 %3212
  %3214 = load float, ptr %3213, align 4
  %3215 = fsub float 1.000000e+00, %3214
  %3216 = getelementptr inbounds nuw float, ptr %2948, i64 %3212
  %3217 = load float, ptr %3216, align 4
  %3218 = fmul float %3215, %3217
  %3219 = getelementptr inbounds nuw float, ptr %1433, i64 %3212
  %3220 = load float, ptr %3219, align 4
  %3221 = fmul float %3214, %3220
  %3222 = fadd float %3218, %3221
  store float %3222, ptr %3219, align 4
  %3223 = add nuw nsw i64 %3212, 1
  %3224 = getelementptr inbounds nuw float, ptr %1431, i64 %3223
  %3225 = load float, ptr %3224, align 4
  %3226 = fsub float 1.000000e+00, %3225
  %3227 = getelementptr inbounds nuw float, ptr %2948, i64 %3223
  %3228 = load float, ptr %3227, align 4
  %3229 = fmul float %3226, %3228
  %3230 = getelementptr inbounds nuw float, ptr %1433, i64 %3223
  %3231 = load float, ptr %3230, align 4
  %3232 = fmul float %3225, %3231
  %3233 = fadd float %3229, %3232
  store float %3233, ptr %3230, align 4
  %3234 = add nuw nsw i64 %3212, 2
  %3235 = icmp eq i64 %3234, %32
  br i1 %3235, label %3507, label %3211

3236:                                             ; preds = %2703, %3345, %2686, %2667
  %3237 = getelementptr float, ptr %1429, i64 %32
  br i1 %1037, label %3325, label %3238

3238:                                             ; preds = %3236
  %3239 = getelementptr i8, ptr %1431, i64 %999
  %3240 = getelementptr i8, ptr %1431, i64 %999
  %3241 = getelementptr i8, ptr %3240, i64 %1000
  %3242 = getelementptr i8, ptr %1429, i64 %830
  %3243 = icmp ult ptr %3239, %3242
  %3244 = icmp ult ptr %3237, %3241
  %3245 = and i1 %3243, %3244
  %3246 = icmp ult ptr %3239, %1008
  %3247 = icmp ult ptr %1006, %3241
  %3248 = and i1 %3246, %3247
  %3249 = or i1 %3245, %3248
  %3250 = icmp ult ptr %3239, %1015
  %3251 = icmp ult ptr %1013, %3241
  %3252 = and i1 %3250, %3251
  %3253 = or i1 %3249, %3252
  br i1 %3253, label %3325, label %3254

3254:                                             ; preds = %3238
  br i1 %1038, label %3306, label %3255

3255:                                             ; preds = %3254, %3255
  %3256 = phi i64 [ %3302, %3255 ], [ 0, %3254 ]
  %3257 = getelementptr float, ptr %3237, i64 %3256
  %3258 = getelementptr i8, ptr %3257, i64 32
  %3259 = getelementptr i8, ptr %3257, i64 64
  %3260 = getelementptr i8, ptr %3257, i64 96
  %3261 = load <8 x float>, ptr %3257, align 4
  %3262 = load <8 x float>, ptr %3258, align 4
  %3263 = load <8 x float>, ptr %3259, align 4
  %3264 = load <8 x float>, ptr %3260, align 4
  %3265 = add nuw nsw i64 %3256, %106
  %3266 = getelementptr inbounds nuw float, ptr %122, i64 %3265
  %3267 = getelementptr inbounds nuw i8, ptr %3266, i64 32
  %3268 = getelementptr inbounds nuw i8, ptr %3266, i64 64
  %3269 = getelementptr inbounds nuw i8, ptr %3266, i64 96
  %3270 = load <8 x float>, ptr %3266, align 4
  %3271 = load <8 x float>, ptr %3267, align 4
  %3272 = load <8 x float>, ptr %3268, align 4
  %3273 = load <8 x float>, ptr %3269, align 4
  %3274 = fadd <8 x float> %3261, %3270
  %3275 = fadd <8 x float> %3262, %3271
  %3276 = fadd <8 x float> %3263, %3272
  %3277 = fadd <8 x float> %3264, %3273
  %3278 = getelementptr inbounds nuw float, ptr %123, i64 %3265
  %3279 = getelementptr inbounds nuw i8, ptr %3278, i64 32
  %3280 = getelementptr inbounds nuw i8, ptr %3278, i64 64
  %3281 = getelementptr inbounds nuw i8, ptr %3278, i64 96
  %3282 = load <8 x float>, ptr %3278, align 4
  %3283 = load <8 x float>, ptr %3279, align 4
  %3284 = load <8 x float>, ptr %3280, align 4
  %3285 = load <8 x float>, ptr %3281, align 4
  %3286 = fadd <8 x float> %3274, %3282
  %3287 = fadd <8 x float> %3275, %3283
  %3288 = fadd <8 x float> %3276, %3284
  %3289 = fadd <8 x float> %3277, %3285
  %3290 = getelementptr inbounds nuw float, ptr %1431, i64 %3265
  %3291 = getelementptr inbounds nuw i8, ptr %3290, i64 32
  %3292 = getelementptr inbounds nuw i8, ptr %3290, i64 64
  %3293 = getelementptr inbounds nuw i8, ptr %3290, i64 96
  %3294 = load <8 x float>, ptr %3290, align 4
  %3295 = load <8 x float>, ptr %3291, align 4
  %3296 = load <8 x float>, ptr %3292, align 4
  %3297 = load <8 x float>, ptr %3293, align 4
  %3298 = fadd <8 x float> %3286, %3294
  %3299 = fadd <8 x float> %3287, %3295
  %3300 = fadd <8 x float> %3288, %3296
  %3301 = fadd <8 x float> %3289, %3297
  store <8 x float> %3298, ptr %3290, align 4
  store <8 x float> %3299, ptr %3291, align 4
  store <8 x float> %3300, ptr %3292, align 4
  store <8 x float> %3301, ptr %3293, align 4
  %3302 = add nuw i64 %3256, 32
  %3303 = icmp eq i64 %3302, %1040
  br i1 %3303, label %3304, label %3255

3304:                                             ; preds = %3255
  br i1 %1041, label %3373, label %3305

3305:                                             ; preds = %3304
  br i1 %1042, label %3325, label %3306

3306:                                             ; preds = %3254, %3305
  %3307 = phi i64 [ %1040, %3305 ], [ 0, %3254 ]
  br label %3308

3308:                                             ; preds = %3308, %3306
  %3309 = phi i64 [ %3307, %3306 ], [ %3322, %3308 ]
  %3310 = getelementptr float, ptr %3237, i64 %3309
  %3311 = load <4 x float>, ptr %3310, align 4
  %3312 = add nuw nsw i64 %3309, %106
  %3313 = getelementptr inbounds nuw float, ptr %122, i64 %3312
  %3314 = load <4 x float>, ptr %3313, align 4
  %3315 = fadd <4 x float> %3311, %3314
  %3316 = getelementptr inbounds nuw float, ptr %123, i64 %3312
  %3317 = load <4 x float>, ptr %3316, align 4
  %3318 = fadd <4 x float> %3315, %3317
  %3319 = getelementptr inbounds nuw float, ptr %1431, i64 %3312
  %3320 = load <4 x float>, ptr %3319, align 4
  %3321 = fadd <4 x float> %3318, %3320
  store <4 x float> %3321, ptr %3319, align 4
  %3322 = add nuw i64 %3309, 4
  %3323 = icmp eq i64 %3322, %1043
  br i1 %3323, label %3324, label %3308

3324:                                             ; preds = %3308
  br i1 %1044, label %3373, label %3325

3325:                                             ; preds = %3238, %3236, %3305, %3324
  %3326 = phi i64 [ 0, %3236 ], [ 0, %3238 ], [ %1040, %3305 ], [ %1043, %3324 ]
  %3327 = or disjoint i64 %3326, 1
  br i1 %1046, label %3342, label %3328

3328:                                             ; preds = %3325
  %3329 = getelementptr float, ptr %3237, i64 %3326
  %3330 = load float, ptr %3329, align 4
  %3331 = add nuw nsw i64 %3326, %106
  %3332 = getelementptr inbounds nuw float, ptr %122, i64 %3331
  %3333 = load float, ptr %3332, align 4
  %3334 = fadd float %3330, %3333
  %3335 = getelementptr inbounds nuw float, ptr %123, i64 %3331
  %3336 = load float, ptr %3335, align 4
  %3337 = fadd float %3334, %3336
  %3338 = getelementptr inbounds nuw float, ptr %1431, i64 %3331
  %3339 = load float, ptr %3338, align 4
  %3340 = fadd float %3337, %3339
  store float %3340, ptr %3338, align 4
  %3341 = or disjoint i64 %3326, 1
  br label %3342

3342:                                             ; preds = %3328, %3325
  %3343 = phi i64 [ %3326, %3325 ], [ %3341, %3328 ]
  %3344 = icmp eq i64 %32, %3327
  br i1 %3344, label %3373, label %3447

3345:                                             ; preds = %2703, %3345
  %3346 = phi i64 [ %3370, %3345 ], [ %2704, %2703 ]
  %3347 = getelementptr inbounds nuw float, ptr %1429, i64 %3346
  %3348 = load float, ptr %3347, align 4
  %3349 = getelementptr inbounds nuw float, ptr %122, i64 %3346
  %3350 = load float, ptr %3349, align 4
  %3351 = fadd float %3348, %3350
  %3352 = getelementptr inbounds nuw float, ptr %123, i64 %3346
  %3353 = load float, ptr %3352, align 4
  %3354 = fadd float %3351, %3353
  %3355 = getelementptr inbounds nuw float, ptr %1431, i64 %3346
  %3356 = load float, ptr %3355, align 4
  %3357 = fadd float %3354, %3356
  store float %3357, ptr %3355, align 4
  %3358 = add nuw nsw i64 %3346, 1
  %3359 = getelementptr inbounds nuw float, ptr %1429, i64 %3358
  %3360 = load float, ptr %3359, align 4
  %3361 = getelementptr inbounds nuw float, ptr %122, i64 %3358
  %3362 = load float, ptr %3361, align 4
  %3363 = fadd float %3360, %3362
  %3364 = getelementptr inbounds nuw float, ptr %123, i64 %3358
  %3365 = load float, ptr %3364, align 4
  %3366 = fadd float %3363, %3365
  %3367 = getelementptr inbounds nuw float, ptr %1431, i64 %3358
  %3368 = load float, ptr %3367, align 4
  %3369 = fadd float %3366, %3368
  store float %3369, ptr %3367, align 4
  %3370 = add nuw nsw i64 %3346, 2
  %3371 = icmp eq i64 %3370, %32
  br i1 %3371, label %3236, label %3345

3372:                                             ; preds = %2602
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1431, i64 noundef %827)
  br label %3507

3373:                                             ; preds = %3342, %3447, %3324, %3304
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1431, i64 noundef %827)
  %3374 = getelementptr inbounds nuw float, ptr %1431, i64 %106
  %3375 = getelementptr inbounds nuw i8, ptr %1427, i64 24
  %3376 = load ptr, ptr %3375, align 8
  br i1 %1047, label %3429, label %3377

3377:                                             ; preds = %3373
  %3378 = ptrtoint ptr %3376 to i64
  %3379 = add i64 %1048, %1432
  %3380 = sub i64 %3378, %3379
  %3381 = icmp ult i64 %3380, 128
  %3382 = sub i64 %3378, %1434
  %3383 = icmp ult i64 %3382, 128
  %3384 = or i1 %3381, %3383
  br i1 %3384, label %3429, label %3385

3385:                                             ; preds = %3377
  br i1 %1049, label %3416, label %3386

3386:                                             ; preds = %3385, %3386
  %3387 = phi i64 [ %3412, %3386 ], [ 0, %3385 ]
  %3388 = getelementptr inbounds nuw float, ptr %3374, i64 %3387
  %3389 = getelementptr inbounds nuw i8, ptr %3388, i64 32
  %3390 = getelementptr inbounds nuw i8, ptr %3388, i64 64
  %3391 = getelementptr inbounds nuw i8, ptr %3388, i64 96
  %3392 = load <8 x float>, ptr %3388, align 4
  %3393 = load <8 x float>, ptr %3389, align 4
  %3394 = load <8 x float>, ptr %3390, align 4
  %3395 = load <8 x float>, ptr %3391, align 4
  %3396 = getelementptr inbounds nuw float, ptr %1433, i64 %3387
  %3397 = getelementptr inbounds nuw i8, ptr %3396, i64 32
  %3398 = getelementptr inbounds nuw i8, ptr %3396, i64 64
  %3399 = getelementptr inbounds nuw i8, ptr %3396, i64 96
  %3400 = load <8 x float>, ptr %3396, align 4
  %3401 = load <8 x float>, ptr %3397, align 4
  %3402 = load <8 x float>, ptr %3398, align 4
  %3403 = load <8 x float>, ptr %3399, align 4
  %3404 = fmul <8 x float> %3392, %3400
  %3405 = fmul <8 x float> %3393, %3401
  %3406 = fmul <8 x float> %3394, %3402
  %3407 = fmul <8 x float> %3395, %3403
  %3408 = getelementptr inbounds nuw float, ptr %3376, i64 %3387
  %3409 = getelementptr inbounds nuw i8, ptr %3408, i64 32
  %3410 = getelementptr inbounds nuw i8, ptr %3408, i64 64
  %3411 = getelementptr inbounds nuw i8, ptr %3408, i64 96
  store <8 x float> %3404, ptr %3408, align 4
  store <8 x float> %3405, ptr %3409, align 4
  store <8 x float> %3406, ptr %3410, align 4
  store <8 x float> %3407, ptr %3411, align 4
  %3412 = add nuw i64 %3387, 32
  %3413 = icmp eq i64 %3412, %1051
  br i1 %3413, label %3414, label %3386

3414:                                             ; preds = %3386
  br i1 %1052, label %3507, label %3415

3415:                                             ; preds = %3414
  br i1 %1053, label %3429, label %3416

3416:                                             ; preds = %3385, %3415
  %3417 = phi i64 [ %1051, %3415 ], [ 0, %3385 ]
  br label %3418

3418:                                             ; preds = %3418, %3416
  %3419 = phi i64 [ %3417, %3416 ], [ %3426, %3418 ]
  %3420 = getelementptr inbounds nuw float, ptr %3374, i64 %3419
  %3421 = load <4 x float>, ptr %3420, align 4
  %3422 = getelementptr inbounds nuw float, ptr %1433, i64 %3419
  %3423 = load <4 x float>, ptr %3422, align 4
  %3424 = fmul <4 x float> %3421, %3423
  %3425 = getelementptr inbounds nuw float, ptr %3376, i64 %3419
  store <4 x float> %3424, ptr %3425, align 4
  %3426 = add nuw i64 %3419, 4
  %3427 = icmp eq i64 %3426, %1054
  br i1 %3427, label %3428, label %3418

3428:                                             ; preds = %3418
  br i1 %1055, label %3507, label %3429

3429:                                             ; preds = %3377, %3373, %3415, %3428
  %3430 = phi i64 [ 0, %3373 ], [ 0, %3377 ], [ %1051, %3415 ], [ %1054, %3428 ]
  br i1 %1057, label %3443, label %3431

3431:                                             ; preds = %3429, %3431
  %3432 = phi i64 [ %3440, %3431 ], [ %3430, %3429 ]
  %3433 = phi i64 [ %3441, %3431 ], [ 0, %3429 ]
  %3434 = getelementptr inbounds nuw float, ptr %3374, i64 %3432
  %3435 = load float, ptr %3434, align 4
  %3436 = getelementptr inbounds nuw float, ptr %1433, i64 %3432
  %3437 = load float, ptr %3436, align 4
  %3438 = fmul float %3435, %3437
  %3439 = getelementptr inbounds nuw float, ptr %3376, i64 %3432
  store float %3438, ptr %3439, align 4
  %3440 = add nuw nsw i64 %3432, 1
  %3441 = add i64 %3433, 1
  %3442 = icmp eq i64 %3441, %1056
  br i1 %3442, label %3443, label %3431

3443:                                             ; preds = %3431, %3429
  %3444 = phi i64 [ %3430, %3429 ], [ %3440, %3431 ]
  %3445 = sub nsw i64 %3430, %32
  %3446 = icmp ugt i64 %3445, -4
  br i1 %3446, label %3507, label %3476

3447:                                             ; preds = %3342, %3447
  %3448 = phi i64 [ %3474, %3447 ], [ %3343, %3342 ]
  %3449 = getelementptr float, ptr %3237, i64 %3448
  %3450 = load float, ptr %3449, align 4
  %3451 = add nuw nsw i64 %3448, %106
  %3452 = getelementptr inbounds nuw float, ptr %122, i64 %3451
  %3453 = load float, ptr %3452, align 4
  %3454 = fadd float %3450, %3453
  %3455 = getelementptr inbounds nuw float, ptr %123, i64 %3451
  %3456 = load float, ptr %3455, align 4
  %3457 = fadd float %3454, %3456
  %3458 = getelementptr inbounds nuw float, ptr %1431, i64 %3451
  %3459 = load float, ptr %3458, align 4
  %3460 = fadd float %3457, %3459
  store float %3460, ptr %3458, align 4
  %3461 = add nuw nsw i64 %3448, 1
  %3462 = getelementptr float, ptr %3237, i64 %3461
  %3463 = load float, ptr %3462, align 4
  %3464 = add nuw nsw i64 %3461, %106
  %3465 = getelementptr inbounds nuw float, ptr %122, i64 %3464
  %3466 = load float, ptr %3465, align 4
  %3467 = fadd float %3463, %3466
  %3468 = getelementptr inbounds nuw float, ptr %123, i64 %3464
  %3469 = load float, ptr %3468, align 4
  %3470 = fadd float %3467, %3469
  %3471 = getelementptr inbounds nuw float, ptr %1431, i64 %3464
  %3472 = load float, ptr %3471, align 4
  %3473 = fadd float %3470, %3472
  store float %3473, ptr %3471, align 4
  %3474 = add nuw nsw i64 %3448, 2
  %3475 = icmp eq i64 %3474, %32
  br i1 %3475, label %3373, label %3447

3476:                                             ; preds = %3443, %3476
  %3477 = phi i64 [ %3505, %3476 ], [ %3444, %3443 ]
  %3478 = getelementptr inbounds nuw float, ptr %3374, i64 %3477
  %3479 = load float, ptr %3478, align 4
  %3480 = getelementptr inbounds nuw float, ptr %1433, i64 %3477
  %3481 = load float, ptr %3480, align 4
  %3482 = fmul float %3479, %3481
  %3483 = getelementptr inbounds nuw float, ptr %3376, i64 %3477
  store float %3482, ptr %3483, align 4
  %3484 = add nuw nsw i64 %3477, 1
  %3485 = getelementptr inbounds nuw float, ptr %3374, i64 %3484
  %3486 = load float, ptr %3485, align 4
  %3487 = getelementptr inbounds nuw float, ptr %1433, i64 %3484
  %3488 = load float, ptr %3487, align 4
  %3489 = fmul float %3486, %3488
  %3490 = getelementptr inbounds nuw float, ptr %3376, i64 %3484
  store float %3489, ptr %3490, align 4
  %3491 = add nuw nsw i64 %3477, 2
  %3492 = getelementptr inbounds nuw float, ptr %3374, i64 %3491
  %3493 = load float, ptr %3492, align 4
  %3494 = getelementptr inbounds nuw float, ptr %1433, i64 %3491
  %3495 = load float, ptr %3494, align 4
  %3496 = fmul float %3493, %3495
  %3497 = getelementptr inbounds nuw float, ptr %3376, i64 %3491
  store float %3496, ptr %3497, align 4
  %3498 = add nuw nsw i64 %3477, 3
  %3499 = getelementptr inbounds nuw float, ptr %3374, i64 %3498
  %3500 = load float, ptr %3499, align 4
  %3501 = getelementptr inbounds nuw float, ptr %1433, i64 %3498
  %3502 = load float, ptr %3501, align 4
  %3503 = fmul float %3500, %3502
  %3504 = getelementptr inbounds nuw float, ptr %3376, i64 %3498
  store float %3503, ptr %3504, align 4
  %3505 = add nuw nsw i64 %3477, 4
  %3506 = icmp eq i64 %3505, %32
  br i1 %3506, label %3507, label %3476

3507:                                             ; preds = %3443, %3476, %3173, %3211, %2559, %2570, %1586, %1617, %3414, %3428, %3139, %3157, %2530, %2544, %1563, %1574, %3372, %3080, %2491, %1541
  %3508 = add nuw nsw i64 %1425, 1
  %3509 = icmp eq i64 %3508, %1420
  br i1 %3509, label %1423, label %1424

3510:                                             ; preds = %1423
  call fastcc void @products(ptr noundef %814, ptr noundef %815, i64 noundef %1420, ptr noundef %836, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %1369, label %3511, label %3782

3511:                                             ; preds = %3510, %3752
  %3512 = phi i64 [ %3753, %3752 ], [ 0, %3510 ]
  %3513 = getelementptr inbounds nuw ptr, ptr %811, i64 %3512
  %3514 = load ptr, ptr %3513, align 8
  %3515 = getelementptr inbounds nuw i8, ptr %3514, i64 16
  %3516 = load ptr, ptr %3515, align 8
  %3517 = load ptr, ptr %3514, align 8
  %3518 = getelementptr float, ptr %3516, i64 %827
  br i1 %125, label %3519, label %3628

3519:                                             ; preds = %3511
  %3520 = getelementptr inbounds nuw i8, ptr %3514, i64 40
  %3521 = load ptr, ptr %3520, align 8
  %3522 = getelementptr i8, ptr %3521, i64 %830
  br i1 %1195, label %3608, label %3523

3523:                                             ; preds = %3519
  %3524 = getelementptr i8, ptr %3516, i64 %840
  %3525 = getelementptr i8, ptr %3521, i64 %841
  %3526 = icmp ult ptr %3518, %3525
  %3527 = icmp ult ptr %3522, %3524
  %3528 = and i1 %3526, %3527
  %3529 = icmp ult ptr %3518, %849
  %3530 = icmp ult ptr %847, %3524
  %3531 = and i1 %3529, %3530
  %3532 = or i1 %3528, %3531
  %3533 = icmp ult ptr %3518, %856
  %3534 = icmp ult ptr %854, %3524
  %3535 = and i1 %3533, %3534
  %3536 = or i1 %3532, %3535
  br i1 %3536, label %3608, label %3537

3537:                                             ; preds = %3523
  br i1 %1196, label %3589, label %3538

3538:                                             ; preds = %3537, %3538
  %3539 = phi i64 [ %3585, %3538 ], [ 0, %3537 ]
  %3540 = getelementptr float, ptr %3522, i64 %3539
  %3541 = getelementptr i8, ptr %3540, i64 32
  %3542 = getelementptr i8, ptr %3540, i64 64
  %3543 = getelementptr i8, ptr %3540, i64 96
  %3544 = load <8 x float>, ptr %3540, align 4
  %3545 = load <8 x float>, ptr %3541, align 4
  %3546 = load <8 x float>, ptr %3542, align 4
  %3547 = load <8 x float>, ptr %3543, align 4
  %3548 = add nuw nsw i64 %3539, %827
  %3549 = getelementptr inbounds nuw float, ptr %122, i64 %3548
  %3550 = getelementptr inbounds nuw i8, ptr %3549, i64 32
  %3551 = getelementptr inbounds nuw i8, ptr %3549, i64 64
  %3552 = getelementptr inbounds nuw i8, ptr %3549, i64 96
  %3553 = load <8 x float>, ptr %3549, align 4
  %3554 = load <8 x float>, ptr %3550, align 4
  %3555 = load <8 x float>, ptr %3551, align 4
  %3556 = load <8 x float>, ptr %3552, align 4
  %3557 = fadd <8 x float> %3544, %3553
  %3558 = fadd <8 x float> %3545, %3554
  %3559 = fadd <8 x float> %3546, %3555
  %3560 = fadd <8 x float> %3547, %3556
  %3561 = getelementptr inbounds nuw float, ptr %123, i64 %3548
  %3562 = getelementptr inbounds nuw i8, ptr %3561, i64 32
  %3563 = getelementptr inbounds nuw i8, ptr %3561, i64 64
  %3564 = getelementptr inbounds nuw i8, ptr %3561, i64 96
  %3565 = load <8 x float>, ptr %3561, align 4
  %3566 = load <8 x float>, ptr %3562, align 4
  %3567 = load <8 x float>, ptr %3563, align 4
  %3568 = load <8 x float>, ptr %3564, align 4
  %3569 = fadd <8 x float> %3557, %3565
  %3570 = fadd <8 x float> %3558, %3566
  %3571 = fadd <8 x float> %3559, %3567
  %3572 = fadd <8 x float> %3560, %3568
  %3573 = getelementptr inbounds nuw float, ptr %3516, i64 %3548
  %3574 = getelementptr inbounds nuw i8, ptr %3573, i64 32
  %3575 = getelementptr inbounds nuw i8, ptr %3573, i64 64
  %3576 = getelementptr inbounds nuw i8, ptr %3573, i64 96
  %3577 = load <8 x float>, ptr %3573, align 4
  %3578 = load <8 x float>, ptr %3574, align 4
  %3579 = load <8 x float>, ptr %3575, align 4
  %3580 = load <8 x float>, ptr %3576, align 4
  %3581 = fadd <8 x float> %3569, %3577
  %3582 = fadd <8 x float> %3570, %3578
  %3583 = fadd <8 x float> %3571, %3579
  %3584 = fadd <8 x float> %3572, %3580
  store <8 x float> %3581, ptr %3573, align 4
  store <8 x float> %3582, ptr %3574, align 4
  store <8 x float> %3583, ptr %3575, align 4
  store <8 x float> %3584, ptr %3576, align 4
  %3585 = add nuw i64 %3539, 32
  %3586 = icmp eq i64 %3585, %1198
  br i1 %3586, label %3587, label %3538

3587:                                             ; preds = %3538
  br i1 %1199, label %3629, label %3588

3588:                                             ; preds = %3587
  br i1 %1200, label %3608, label %3589

3589:                                             ; preds = %3537, %3588
  %3590 = phi i64 [ %1198, %3588 ], [ 0, %3537 ]
  br label %3591

3591:                                             ; preds = %3591, %3589
  %3592 = phi i64 [ %3590, %3589 ], [ %3605, %3591 ]
  %3593 = getelementptr float, ptr %3522, i64 %3592
  %3594 = load <4 x float>, ptr %3593, align 4
  %3595 = add nuw nsw i64 %3592, %827
  %3596 = getelementptr inbounds nuw float, ptr %122, i64 %3595
  %3597 = load <4 x float>, ptr %3596, align 4
  %3598 = fadd <4 x float> %3594, %3597
  %3599 = getelementptr inbounds nuw float, ptr %123, i64 %3595
  %3600 = load <4 x float>, ptr %3599, align 4
  %3601 = fadd <4 x float> %3598, %3600
  %3602 = getelementptr inbounds nuw float, ptr %3516, i64 %3595
  %3603 = load <4 x float>, ptr %3602, align 4
  %3604 = fadd <4 x float> %3601, %3603
  store <4 x float> %3604, ptr %3602, align 4
  %3605 = add nuw i64 %3592, 4
  %3606 = icmp eq i64 %3605, %1201
  br i1 %3606, label %3607, label %3591

3607:                                             ; preds = %3591
  br i1 %1202, label %3629, label %3608

3608:                                             ; preds = %3523, %3519, %3588, %3607
  %3609 = phi i64 [ 0, %3519 ], [ 0, %3523 ], [ %1198, %3588 ], [ %1201, %3607 ]
  %3610 = or disjoint i64 %3609, 1
  br i1 %1204, label %3625, label %3611

3611:                                             ; preds = %3608
  %3612 = getelementptr float, ptr %3522, i64 %3609
  %3613 = load float, ptr %3612, align 4
  %3614 = add nuw nsw i64 %3609, %827
  %3615 = getelementptr inbounds nuw float, ptr %122, i64 %3614
  %3616 = load float, ptr %3615, align 4
  %3617 = fadd float %3613, %3616
  %3618 = getelementptr inbounds nuw float, ptr %123, i64 %3614
  %3619 = load float, ptr %3618, align 4
  %3620 = fadd float %3617, %3619
  %3621 = getelementptr inbounds nuw float, ptr %3516, i64 %3614
  %3622 = load float, ptr %3621, align 4
  %3623 = fadd float %3620, %3622
  store float %3623, ptr %3621, align 4
  %3624 = or disjoint i64 %3609, 1
  br label %3625

3625:                                             ; preds = %3611, %3608
  %3626 = phi i64 [ %3609, %3608 ], [ %3624, %3611 ]
  %3627 = icmp eq i64 %32, %3610
  br i1 %3627, label %3629, label %3723

3628:                                             ; preds = %3511
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3518, i64 noundef %106)
  br label %3752

3629:                                             ; preds = %3625, %3723, %3607, %3587
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3518, i64 noundef %106)
  br i1 %1205, label %3705, label %3630

3630:                                             ; preds = %3629
  %3631 = getelementptr i8, ptr %3517, i64 %839
  %3632 = getelementptr i8, ptr %3516, i64 %840
  %3633 = getelementptr i8, ptr %3516, i64 %839
  %3634 = icmp ult ptr %3517, %3632
  %3635 = icmp ult ptr %3518, %3631
  %3636 = and i1 %3634, %3635
  %3637 = icmp ult ptr %3517, %3633
  %3638 = icmp ult ptr %3516, %3631
  %3639 = and i1 %3637, %3638
  %3640 = or i1 %3636, %3639
  br i1 %3640, label %3705, label %3641

3641:                                             ; preds = %3630
  br i1 %1206, label %3688, label %3642

3642:                                             ; preds = %3641, %3642
  %3643 = phi i64 [ %3684, %3642 ], [ 0, %3641 ]
  %3644 = getelementptr inbounds nuw float, ptr %3516, i64 %3643
  %3645 = getelementptr inbounds nuw i8, ptr %3644, i64 32
  %3646 = getelementptr inbounds nuw i8, ptr %3644, i64 64
  %3647 = getelementptr inbounds nuw i8, ptr %3644, i64 96
  %3648 = load <8 x float>, ptr %3644, align 4
  %3649 = load <8 x float>, ptr %3645, align 4
  %3650 = load <8 x float>, ptr %3646, align 4
  %3651 = load <8 x float>, ptr %3647, align 4
  %3652 = fsub <8 x float> splat (float 1.000000e+00), %3648
  %3653 = fsub <8 x float> splat (float 1.000000e+00), %3649
  %3654 = fsub <8 x float> splat (float 1.000000e+00), %3650
  %3655 = fsub <8 x float> splat (float 1.000000e+00), %3651
  %3656 = getelementptr inbounds nuw float, ptr %3518, i64 %3643
  %3657 = getelementptr inbounds nuw i8, ptr %3656, i64 32
  %3658 = getelementptr inbounds nuw i8, ptr %3656, i64 64
  %3659 = getelementptr inbounds nuw i8, ptr %3656, i64 96
  %3660 = load <8 x float>, ptr %3656, align 4
  %3661 = load <8 x float>, ptr %3657, align 4
  %3662 = load <8 x float>, ptr %3658, align 4
  %3663 = load <8 x float>, ptr %3659, align 4
  %3664 = fmul <8 x float> %3652, %3660
  %3665 = fmul <8 x float> %3653, %3661
  %3666 = fmul <8 x float> %3654, %3662
  %3667 = fmul <8 x float> %3655, %3663
  %3668 = getelementptr inbounds nuw float, ptr %3517, i64 %3643
  %3669 = getelementptr inbounds nuw i8, ptr %3668, i64 32
  %3670 = getelementptr inbounds nuw i8, ptr %3668, i64 64
  %3671 = getelementptr inbounds nuw i8, ptr %3668, i64 96
  %3672 = load <8 x float>, ptr %3668, align 4
  %3673 = load <8 x float>, ptr %3669, align 4
  %3674 = load <8 x float>, ptr %3670, align 4
  %3675 = load <8 x float>, ptr %3671, align 4
  %3676 = fmul <8 x float> %3648, %3672
  %3677 = fmul <8 x float> %3649, %3673
  %3678 = fmul <8 x float> %3650, %3674
  %3679 = fmul <8 x float> %3651, %3675
  %3680 = fadd <8 x float> %3664, %3676
  %3681 = fadd <8 x float> %3665, %3677
  %3682 = fadd <8 x float> %3666, %3678
  %3683 = fadd <8 x float> %3667, %3679
  store <8 x float> %3680, ptr %3668, align 4
  store <8 x float> %3681, ptr %3669, align 4
  store <8 x float> %3682, ptr %3670, align 4
  store <8 x float> %3683, ptr %3671, align 4
  %3684 = add nuw i64 %3643, 32
  %3685 = icmp eq i64 %3684, %1208
  br i1 %3685, label %3686, label %3642

3686:                                             ; preds = %3642
  br i1 %1209, label %3752, label %3687

3687:                                             ; preds = %3686
  br i1 %1210, label %3705, label %3688

3688:                                             ; preds = %3641, %3687
  %3689 = phi i64 [ %1208, %3687 ], [ 0, %3641 ]
  br label %3690

3690:                                             ; preds = %3690, %3688
  %3691 = phi i64 [ %3689, %3688 ], [ %3702, %3690 ]
  %3692 = getelementptr inbounds nuw float, ptr %3516, i64 %3691
  %3693 = load <4 x float>, ptr %3692, align 4
  %3694 = fsub <4 x float> splat (float 1.000000e+00), %3693
  %3695 = getelementptr inbounds nuw float, ptr %3518, i64 %3691
  %3696 = load <4 x float>, ptr %3695, align 4
  %3697 = fmul <4 x float> %3694, %3696
  %3698 = getelementptr inbounds nuw float, ptr %3517, i64 %3691
  %3699 = load <4 x float>, ptr %3698, align 4
  %3700 = fmul <4 x float> %3693, %3699
  %3701 = fadd <4 x float> %3697, %3700
  store <4 x float> %3701, ptr %3698, align 4
  %3702 = add nuw i64 %3691, 4
  %3703 = icmp eq i64 %3702, %1211
  br i1 %3703, label %3704, label %3690

3704:                                             ; preds = %3690
  br i1 %1212, label %3752, label %3705

3705:                                             ; preds = %3630, %3629, %3687, %3704
  %3706 = phi i64 [ 0, %3629 ], [ 0, %3630 ], [ %1208, %3687 ], [ %1211, %3704 ]
  %3707 = or disjoint i64 %3706, 1
  br i1 %1214, label %3720, label %3708

3708:                                             ; preds = %3705
  %3709 = getelementptr inbounds nuw float, ptr %3516, i64 %3706
  %3710 = load float, ptr %3709, align 4
  %3711 = fsub float 1.000000e+00, %3710
  %3712 = getelementptr inbounds nuw float, ptr %3518, i64 %3706
  %3713 = load float, ptr %3712, align 4
  %3714 = fmul float %3711, %3713
  %3715 = getelementptr inbounds nuw float, ptr %3517, i64 %3706
  %3716 = load float, ptr %3715, align 4
  %3717 = fmul float %3710, %3716
  %3718 = fadd float %3714, %3717
  store float %3718, ptr %3715, align 4
  %3719 = or disjoint i64 %3706, 1
  br label %3720

3720:                                             ; preds = %3708, %3705
  %3721 = phi i64 [ %3706, %3705 ], [ %3719, %3708 ]
  %3722 = icmp eq i64 %32, %3707
  br i1 %3722, label %3752, label %3756

3723:                                             ; preds = %3625, %3723
  %3724 = phi i64 [ %3750, %3723 ], [ %3626, %3625 ]
  %3725 = getelementptr float, ptr %3522, i64 %3724
  %3726 = load float, ptr %3725, align 4
  %3727 = add nuw nsw i64 %3724, %827
  %3728 = getelementptr inbounds nuw float, ptr %122, i64 %3727
  %3729 = load float, ptr %3728, align 4
  %3730 = fadd float %3726, %3729
  %3731 = getelementptr inbounds nuw float, ptr %123, i64 %3727
  %3732 = load float, ptr %3731, align 4
  %3733 = fadd float %3730, %3732
  %3734 = getelementptr inbounds nuw float, ptr %3516, i64 %3727
  %3735 = load float, ptr %3734, align 4
  %3736 = fadd float %3733, %3735
  store float %3736, ptr %3734, align 4
  %3737 = add nuw nsw i64 %3724, 1
  %3738 = getelementptr float, ptr %3522, i64 %3737
  %3739 = load float, ptr %3738, align 4
  %3740 = add nuw nsw i64 %3737, %827
  %3741 = getelementptr inbounds nuw float, ptr %122, i64 %3740
  %3742 = load float, ptr %3741, align 4
  %3743 = fadd float %3739, %3742
  %3744 = getelementptr inbounds nuw float, ptr %123, i64 %3740
  %3745 = load float, ptr %3744, align 4
  %3746 = fadd float %3743, %3745
  %3747 = getelementptr inbounds nuw float, ptr %3516, i64 %3740
  %3748 = load float, ptr %3747, align 4
  %3749 = fadd float %3746, %3748
  store float %3749, ptr %3747, align 4
  %3750 = add nuw nsw i64 %3724, 2
  %3751 = icmp eq i64 %3750, %32
  br i1 %3751, label %3629, label %3723

3752:                                             ; preds = %3720, %3756, %3686, %3704, %3628
  %3753 = add nuw nsw i64 %3512, 1
  %3754 = icmp eq i64 %3753, %1420
  br i1 %3754, label %3755, label %3511

3755:                                             ; preds = %3752, %3781
  br label %3785

3756:                                             ; preds = %3720, %3756
  %3757 = phi i64 [ %3779, %3756 ], [ %3721, %3720 ]
  %3758 = getelementptr inbounds nuw float, ptr %3516, i64 %3757
  %3759 = load float, ptr %3758, align 4
  %3760 = fsub float 1.000000e+00, %3759
  %3761 = getelementptr inbounds nuw float, ptr %3518, i64 %3757
  %3762 = load float, ptr %3761, align 4
  %3763 = fmul float %3760, %3762
  %3764 = getelementptr inbounds nuw float, ptr %3517, i64 %3757
  %3765 = load float, ptr %3764, align 4
  %3766 = fmul float %3759, %3765
  %3767 = fadd float %3763, %3766
  store float %3767, ptr %3764, align 4
  %3768 = add nuw nsw i64 %3757, 1
  %3769 = getelementptr inbounds nuw float, ptr %3516, i64 %3768
  %3770 = load float, ptr %3769, align 4
  %3771 = fsub float 1.000000e+00, %3770
  %3772 = getelementptr inbounds nuw float, ptr %3518, i64 %3768
  %3773 = load float, ptr %3772, align 4
  %3774 = fmul float %3771, %3773
  %3775 = getelementptr inbounds nuw float, ptr %3517, i64 %3768
  %3776 = load float, ptr %3775, align 4
  %3777 = fmul float %3770, %3776
  %3778 = fadd float %3774, %3777
  store float %3778, ptr %3775, align 4
  %3779 = add nuw nsw i64 %3757, 2
  %3780 = icmp eq i64 %3779, %32
  br i1 %3780, label %3752, label %3756

3781:                                             ; preds = %1423
  br i1 %1369, label %3755, label %3782

3782:                                             ; preds = %3863, %3510, %3781
  %3783 = add nuw nsw i64 %1361, 1
  %3784 = icmp eq i64 %3783, %1255
  br i1 %3784, label %1363, label %1360

3785:                                             ; preds = %3755, %3863
  %3786 = phi i64 [ %3864, %3863 ], [ 0, %3755 ]
  %3787 = getelementptr inbounds nuw ptr, ptr %811, i64 %3786
  %3788 = load ptr, ptr %3787, align 8
  %3789 = getelementptr inbounds nuw i8, ptr %3788, i64 48
  %3790 = load ptr, ptr %3789, align 8
  %3791 = icmp eq ptr %3790, null
  %3792 = select i1 %3791, i1 true, i1 %833
  br i1 %3792, label %3863, label %3793

3793:                                             ; preds = %3785
  %3794 = ptrtoint ptr %3790 to i64
  %3795 = load ptr, ptr %3788, align 8
  %3796 = ptrtoint ptr %3795 to i64
  %3797 = sub i64 %3794, %3796
  %3798 = icmp ult i64 %3797, 128
  %3799 = select i1 %1215, i1 true, i1 %3798
  br i1 %3799, label %3829, label %3800

3800:                                             ; preds = %3793
  br i1 %1216, label %3819, label %3801

3801:                                             ; preds = %3800, %3801
  %3802 = phi i64 [ %3815, %3801 ], [ 0, %3800 ]
  %3803 = getelementptr inbounds nuw float, ptr %3795, i64 %3802
  %3804 = getelementptr inbounds nuw i8, ptr %3803, i64 32
  %3805 = getelementptr inbounds nuw i8, ptr %3803, i64 64
  %3806 = getelementptr inbounds nuw i8, ptr %3803, i64 96
  %3807 = load <8 x float>, ptr %3803, align 4
  %3808 = load <8 x float>, ptr %3804, align 4
  %3809 = load <8 x float>, ptr %3805, align 4
  %3810 = load <8 x float>, ptr %3806, align 4
  %3811 = getelementptr inbounds nuw float, ptr %3790, i64 %3802
  %3812 = getelementptr inbounds nuw i8, ptr %3811, i64 32
  %3813 = getelementptr inbounds nuw i8, ptr %3811, i64 64
  %3814 = getelementptr inbounds nuw i8, ptr %3811, i64 96
  store <8 x float> %3807, ptr %3811, align 4
  store <8 x float> %3808, ptr %3812, align 4
  store <8 x float> %3809, ptr %3813, align 4
  store <8 x float> %3810, ptr %3814, align 4
  %3815 = add nuw i64 %3802, 32
  %3816 = icmp eq i64 %3815, %1218
  br i1 %3816, label %3817, label %3801

3817:                                             ; preds = %3801
  br i1 %1219, label %3863, label %3818

3818:                                             ; preds = %3817
  br i1 %1220, label %3829, label %3819

3819:                                             ; preds = %3800, %3818
  %3820 = phi i64 [ %1218, %3818 ], [ 0, %3800 ]
  br label %3821

3821:                                             ; preds = %3821, %3819
  %3822 = phi i64 [ %3820, %3819 ], [ %3826, %3821 ]
  %3823 = getelementptr inbounds nuw float, ptr %3795, i64 %3822
  %3824 = load <4 x float>, ptr %3823, align 4
  %3825 = getelementptr inbounds nuw float, ptr %3790, i64 %3822
  store <4 x float> %3824, ptr %3825, align 4
  %3826 = add nuw i64 %3822, 4
  %3827 = icmp eq i64 %3826, %1221
  br i1 %3827, label %3828, label %3821

3828:                                             ; preds = %3821
  br i1 %1222, label %3863, label %3829

3829:                                             ; preds = %3793, %3818, %3828
  %3830 = phi i64 [ 0, %3793 ], [ %1218, %3818 ], [ %1221, %3828 ]
  br i1 %1224, label %3840, label %3831

3831:                                             ; preds = %3829, %3831
  %3832 = phi i64 [ %3837, %3831 ], [ %3830, %3829 ]
  %3833 = phi i64 [ %3838, %3831 ], [ 0, %3829 ]
  %3834 = getelementptr inbounds nuw float, ptr %3795, i64 %3832
  %3835 = load float, ptr %3834, align 4
  %3836 = getelementptr inbounds nuw float, ptr %3790, i64 %3832
  store float %3835, ptr %3836, align 4
  %3837 = add nuw nsw i64 %3832, 1
  %3838 = add i64 %3833, 1
  %3839 = icmp eq i64 %3838, %1223
  br i1 %3839, label %3840, label %3831

3840:                                             ; preds = %3831, %3829
  %3841 = phi i64 [ %3830, %3829 ], [ %3837, %3831 ]
  %3842 = sub nsw i64 %3830, %32
  %3843 = icmp ugt i64 %3842, -4
  br i1 %3843, label %3863, label %3844

3844:                                             ; preds = %3840, %3844
  %3845 = phi i64 [ %3861, %3844 ], [ %3841, %3840 ]
  %3846 = getelementptr inbounds nuw float, ptr %3795, i64 %3845
  %3847 = load float, ptr %3846, align 4
  %3848 = getelementptr inbounds nuw float, ptr %3790, i64 %3845
  store float %3847, ptr %3848, align 4
  %3849 = add nuw nsw i64 %3845, 1
  %3850 = getelementptr inbounds nuw float, ptr %3795, i64 %3849
  %3851 = load float, ptr %3850, align 4
  %3852 = getelementptr inbounds nuw float, ptr %3790, i64 %3849
  store float %3851, ptr %3852, align 4
  %3853 = add nuw nsw i64 %3845, 2
  %3854 = getelementptr inbounds nuw float, ptr %3795, i64 %3853
  %3855 = load float, ptr %3854, align 4
  %3856 = getelementptr inbounds nuw float, ptr %3790, i64 %3853
  store float %3855, ptr %3856, align 4
  %3857 = add nuw nsw i64 %3845, 3
  %3858 = getelementptr inbounds nuw float, ptr %3795, i64 %3857
  %3859 = load float, ptr %3858, align 4
  %3860 = getelementptr inbounds nuw float, ptr %3790, i64 %3857
  store float %3859, ptr %3860, align 4
  %3861 = add nuw nsw i64 %3845, 4
  %3862 = icmp eq i64 %3861, %32
  br i1 %3862, label %3863, label %3844

3863:                                             ; preds = %3840, %3844, %3817, %3828, %3785
  %3864 = add nuw nsw i64 %3786, 1
  %3865 = icmp eq i64 %3864, %1420
  br i1 %3865, label %3782, label %3785

3866:                                             ; preds = %3883, %785
  call void @free(ptr noundef %117)
  ret void

3867:                                             ; preds = %1363, %3883
  %3868 = phi i64 [ 0, %1363 ], [ %3884, %3883 ]
  %3869 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %3868
  %3870 = getelementptr inbounds nuw i8, ptr %3869, i64 32
  %3871 = load i64, ptr %3870, align 8
  %3872 = icmp eq i64 %3871, 0
  br i1 %125, label %3873, label %3883

3873:                                             ; preds = %3867
  %3874 = add nsw i64 %3868, %49
  %3875 = mul nsw i64 %3874, %34
  %3876 = add nsw i64 %3875, %47
  %3877 = add nsw i64 %3874, %1365
  %3878 = select i1 %1364, i64 %3876, i64 %3877
  %3879 = mul nsw i64 %3878, %32
  %3880 = getelementptr float, ptr %22, i64 %3879
  %3881 = getelementptr inbounds nuw i8, ptr %3869, i64 8
  %3882 = getelementptr float, ptr %23, i64 %3879
  br label %3886

3883:                                             ; preds = %3905, %3867
  %3884 = add nuw nsw i64 %3868, 1
  %3885 = icmp slt i64 %3884, %52
  br i1 %3885, label %3867, label %3866

3886:                                             ; preds = %3873, %3905
  %3887 = phi i64 [ 0, %3873 ], [ %3906, %3905 ]
  br i1 %1366, label %3896, label %3888

3888:                                             ; preds = %3886
  br i1 %3872, label %3893, label %3889

3889:                                             ; preds = %3888
  %3890 = load ptr, ptr %3869, align 8
  %3891 = getelementptr inbounds nuw float, ptr %3890, i64 %3887
  %3892 = load float, ptr %3891, align 4
  br label %3893

3893:                                             ; preds = %3888, %3889
  %3894 = phi float [ %3892, %3889 ], [ 0.000000e+00, %3888 ]
  %3895 = getelementptr float, ptr %3880, i64 %3887
  store float %3894, ptr %3895, align 4
  br label %3896

3896:                                             ; preds = %3893, %3886
  br i1 %1367, label %3905, label %3897

3897:                                             ; preds = %3896
  br i1 %3872, label %3902, label %3898

3898:                                             ; preds = %3897
  %3899 = load ptr, ptr %3881, align 8
  %3900 = getelementptr inbounds nuw float, ptr %3899, i64 %3887
  %3901 = load float, ptr %3900, align 4
  br label %3902

3902:                                             ; preds = %3897, %3898
  %3903 = phi float [ %3901, %3898 ], [ 0.000000e+00, %3897 ]
  %3904 = getelementptr float, ptr %3882, i64 %3887
  store float %3903, ptr %3904, align 4
  br label %3905

3905:                                             ; preds = %3896, %3902
  %3906 = add nuw nsw i64 %3887, 1
  %3907 = icmp eq i64 %3906, %32
  br i1 %3907, label %3883, label %3886
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) unnamed_addr {
  %8 = icmp slt i64 %2, 3
  br i1 %8, label %811, label %9

9:                                                ; preds = %7
  %10 = icmp slt i64 %6, 32
  %11 = icmp sgt i64 %4, 0
  %12 = shl i64 %5, 2
  %13 = add i64 %6, -32
  %14 = lshr i64 %13, 5
  %15 = and i64 %4, 1
  %16 = icmp eq i64 %4, 1
  %17 = and i64 %4, 9223372036854775806
  %18 = icmp eq i64 %15, 0
  %19 = icmp ne i64 %15, 0
  br label %20

20:                                               ; preds = %9, %808
  %21 = phi i64 [ 3, %9 ], [ %809, %808 ]
  %22 = phi i64 [ 0, %9 ], [ %21, %808 ]
  %23 = getelementptr inbounds nuw ptr, ptr %0, i64 %22
  %24 = getelementptr inbounds nuw ptr, ptr %1, i64 %22
  br i1 %10, label %138, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %24, i64 16
  br label %30

30:                                               ; preds = %25, %40
  %31 = phi i64 [ 0, %25 ], [ %87, %40 ]
  %32 = phi i64 [ 32, %25 ], [ %86, %40 ]
  %33 = phi i64 [ 0, %25 ], [ %32, %40 ]
  br i1 %11, label %34, label %40

34:                                               ; preds = %30
  %35 = shl i64 %31, 7
  %36 = load ptr, ptr %23, align 8
  %37 = load ptr, ptr %26, align 8
  %38 = load ptr, ptr %27, align 8
  %39 = getelementptr i8, ptr %3, i64 %35
  br label %89

40:                                               ; preds = %89, %30
  %41 = phi <8 x float> [ zeroinitializer, %30 ], [ %135, %89 ]
  %42 = phi <8 x float> [ zeroinitializer, %30 ], [ %134, %89 ]
  %43 = phi <8 x float> [ zeroinitializer, %30 ], [ %133, %89 ]
  %44 = phi <8 x float> [ zeroinitializer, %30 ], [ %132, %89 ]
  %45 = phi <8 x float> [ zeroinitializer, %30 ], [ %127, %89 ]
  %46 = phi <8 x float> [ zeroinitializer, %30 ], [ %126, %89 ]
  %47 = phi <8 x float> [ zeroinitializer, %30 ], [ %125, %89 ]
  %48 = phi <8 x float> [ zeroinitializer, %30 ], [ %124, %89 ]
  %49 = phi <8 x float> [ zeroinitializer, %30 ], [ %119, %89 ]
  %50 = phi <8 x float> [ zeroinitializer, %30 ], [ %118, %89 ]
  %51 = phi <8 x float> [ zeroinitializer, %30 ], [ %117, %89 ]
  %52 = phi <8 x float> [ zeroinitializer, %30 ], [ %116, %89 ]
  %53 = load ptr, ptr %24, align 8
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %33
  store <8 x float> %52, ptr %54, align 4
  %55 = load ptr, ptr %24, align 8
  %56 = getelementptr inbounds nuw float, ptr %55, i64 %33
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 32
  store <8 x float> %51, ptr %57, align 4
  %58 = load ptr, ptr %24, align 8
  %59 = getelementptr inbounds nuw float, ptr %58, i64 %33
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 64
  store <8 x float> %50, ptr %60, align 4
  %61 = load ptr, ptr %24, align 8
  %62 = getelementptr inbounds nuw float, ptr %61, i64 %33
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 96
  store <8 x float> %49, ptr %63, align 4
  %64 = load ptr, ptr %28, align 8
  %65 = getelementptr inbounds nuw float, ptr %64, i64 %33
  store <8 x float> %48, ptr %65, align 4
  %66 = load ptr, ptr %28, align 8
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %33
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 32
  store <8 x float> %47, ptr %68, align 4
  %69 = load ptr, ptr %28, align 8
  %70 = getelementptr inbounds nuw float, ptr %69, i64 %33
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 64
  store <8 x float> %46, ptr %71, align 4
  %72 = load ptr, ptr %28, align 8
  %73 = getelementptr inbounds nuw float, ptr %72, i64 %33
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 96
  store <8 x float> %45, ptr %74, align 4
  %75 = load ptr, ptr %29, align 8
  %76 = getelementptr inbounds nuw float, ptr %75, i64 %33
  store <8 x float> %44, ptr %76, align 4
  %77 = load ptr, ptr %29, align 8
  %78 = getelementptr inbounds nuw float, ptr %77, i64 %33
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  store <8 x float> %43, ptr %79, align 4
  %80 = load ptr, ptr %29, align 8
  %81 = getelementptr inbounds nuw float, ptr %80, i64 %33
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 64
  store <8 x float> %42, ptr %82, align 4
  %83 = load ptr, ptr %29, align 8
  %84 = getelementptr inbounds nuw float, ptr %83, i64 %33
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 96
  store <8 x float> %41, ptr %85, align 4
  %86 = add nuw nsw i64 %32, 32
  %87 = add nuw nsw i64 %31, 1
  %88 = icmp eq i64 %31, %14
  br i1 %88, label %138, label %30

89:                                               ; preds = %34, %89
  %90 = phi <8 x float> [ zeroinitializer, %34 ], [ %135, %89 ]
  %91 = phi <8 x float> [ zeroinitializer, %34 ], [ %134, %89 ]
  %92 = phi <8 x float> [ zeroinitializer, %34 ], [ %133, %89 ]
  %93 = phi <8 x float> [ zeroinitializer, %34 ], [ %132, %89 ]
  %94 = phi <8 x float> [ zeroinitializer, %34 ], [ %127, %89 ]
  %95 = phi <8 x float> [ zeroinitializer, %34 ], [ %126, %89 ]
  %96 = phi <8 x float> [ zeroinitializer, %34 ], [ %125, %89 ]
  %97 = phi <8 x float> [ zeroinitializer, %34 ], [ %124, %89 ]
  %98 = phi <8 x float> [ zeroinitializer, %34 ], [ %119, %89 ]
  %99 = phi <8 x float> [ zeroinitializer, %34 ], [ %118, %89 ]
  %100 = phi <8 x float> [ zeroinitializer, %34 ], [ %117, %89 ]
  %101 = phi <8 x float> [ zeroinitializer, %34 ], [ %116, %89 ]
  %102 = phi i64 [ 0, %34 ], [ %136, %89 ]
  %103 = mul i64 %12, %102
  %104 = getelementptr i8, ptr %39, i64 %103
  %105 = load <8 x float>, ptr %104, align 4
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 32
  %107 = load <8 x float>, ptr %106, align 4
  %108 = getelementptr inbounds nuw i8, ptr %104, i64 64
  %109 = load <8 x float>, ptr %108, align 4
  %110 = getelementptr inbounds nuw i8, ptr %104, i64 96
  %111 = load <8 x float>, ptr %110, align 4
  %112 = getelementptr inbounds nuw float, ptr %36, i64 %102
  %113 = load float, ptr %112, align 4
  %114 = insertelement <8 x float> poison, float %113, i64 0
  %115 = shufflevector <8 x float> %114, <8 x float> poison, <8 x i32> zeroinitializer
  %116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %105, <8 x float> %101)
  %117 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %107, <8 x float> %100)
  %118 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %109, <8 x float> %99)
  %119 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %111, <8 x float> %98)
  %120 = getelementptr inbounds nuw float, ptr %37, i64 %102
  %121 = load float, ptr %120, align 4
  %122 = insertelement <8 x float> poison, float %121, i64 0
  %123 = shufflevector <8 x float> %122, <8 x float> poison, <8 x i32> zeroinitializer
  %124 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %105, <8 x float> %97)
  %125 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %107, <8 x float> %96)
  %126 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %109, <8 x float> %95)
  %127 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %123, <8 x float> %111, <8 x float> %94)
  %128 = getelementptr inbounds nuw float, ptr %38, i64 %102
  %129 = load float, ptr %128, align 4
  %130 = insertelement <8 x float> poison, float %129, i64 0
  %131 = shufflevector <8 x float> %130, <8 x float> poison, <8 x i32> zeroinitializer
  %132 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %105, <8 x float> %93)
  %133 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %107, <8 x float> %92)
  %134 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %109, <8 x float> %91)
  %135 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %131, <8 x float> %111, <8 x float> %90)
  %136 = add nuw nsw i64 %102, 1
  %137 = icmp eq i64 %136, %4
  br i1 %137, label %40, label %89

138:                                              ; preds = %40, %20
  %139 = phi i64 [ 0, %20 ], [ %32, %40 ]
  %140 = sub nsw i64 %6, %139
  %141 = sdiv i64 %140, 8
  switch i64 %141, label %808 [
    i64 1, label %142
    i64 2, label %232
    i64 3, label %298
    i64 4, label %384
    i64 5, label %490
    i64 6, label %598
    i64 7, label %702
  ]

142:                                              ; preds = %138
  %143 = getelementptr float, ptr %3, i64 %139
  br i1 %11, label %144, label %174

144:                                              ; preds = %142
  %145 = load ptr, ptr %23, align 8
  %146 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %149 = load ptr, ptr %148, align 8
  br i1 %16, label %151, label %186

150:                                              ; preds = %186
  br i1 %18, label %174, label %151

151:                                              ; preds = %150, %144
  %152 = phi <8 x float> [ zeroinitializer, %144 ], [ %228, %150 ]
  %153 = phi <8 x float> [ zeroinitializer, %144 ], [ %223, %150 ]
  %154 = phi <8 x float> [ zeroinitializer, %144 ], [ %218, %150 ]
  %155 = phi i64 [ 0, %144 ], [ %229, %150 ]
  tail call void @llvm.assume(i1 %19)
  %156 = mul nsw i64 %155, %5
  %157 = getelementptr float, ptr %143, i64 %156
  %158 = load <8 x float>, ptr %157, align 4
  %159 = getelementptr inbounds nuw float, ptr %145, i64 %155
  %160 = load float, ptr %159, align 4
  %161 = insertelement <8 x float> poison, float %160, i64 0
  %162 = shufflevector <8 x float> %161, <8 x float> poison, <8 x i32> zeroinitializer
  %163 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %162, <8 x float> %158, <8 x float> %154)
  %164 = getelementptr inbounds nuw float, ptr %147, i64 %155
  %165 = load float, ptr %164, align 4
  %166 = insertelement <8 x float> poison, float %165, i64 0
  %167 = shufflevector <8 x float> %166, <8 x float> poison, <8 x i32> zeroinitializer
  %168 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %167, <8 x float> %158, <8 x float> %153)
  %169 = getelementptr inbounds nuw float, ptr %149, i64 %155
  %170 = load float, ptr %169, align 4
  %171 = insertelement <8 x float> poison, float %170, i64 0
  %172 = shufflevector <8 x float> %171, <8 x float> poison, <8 x i32> zeroinitializer
  %173 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %172, <8 x float> %158, <8 x float> %152)
  br label %174

174:                                              ; preds = %151, %150, %142
  %175 = phi <8 x float> [ zeroinitializer, %142 ], [ %228, %150 ], [ %173, %151 ]
  %176 = phi <8 x float> [ zeroinitializer, %142 ], [ %223, %150 ], [ %168, %151 ]
  %177 = phi <8 x float> [ zeroinitializer, %142 ], [ %218, %150 ], [ %163, %151 ]
  %178 = load ptr, ptr %24, align 8
  %179 = getelementptr inbounds nuw float, ptr %178, i64 %139
  store <8 x float> %177, ptr %179, align 4
  %180 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %181 = load ptr, ptr %180, align 8
  %182 = getelementptr inbounds nuw float, ptr %181, i64 %139
  store <8 x float> %176, ptr %182, align 4
  %183 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr inbounds nuw float, ptr %184, i64 %139
  store <8 x float> %175, ptr %185, align 4
  br label %808

186:                                              ; preds = %144, %186
  %187 = phi <8 x float> [ %228, %186 ], [ zeroinitializer, %144 ]
  %188 = phi <8 x float> [ %223, %186 ], [ zeroinitializer, %144 ]
  %189 = phi <8 x float> [ %218, %186 ], [ zeroinitializer, %144 ]
  %190 = phi i64 [ %229, %186 ], [ 0, %144 ]
  %191 = phi i64 [ %230, %186 ], [ 0, %144 ]
  %192 = mul nsw i64 %190, %5
  %193 = getelementptr float, ptr %143, i64 %192
  %194 = load <8 x float>, ptr %193, align 4
  %195 = getelementptr inbounds nuw float, ptr %145, i64 %190
  %196 = load float, ptr %195, align 4
  %197 = insertelement <8 x float> poison, float %196, i64 0
  %198 = shufflevector <8 x float> %197, <8 x float> poison, <8 x i32> zeroinitializer
  %199 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %198, <8 x float> %194, <8 x float> %189)
  %200 = getelementptr inbounds nuw float, ptr %147, i64 %190
  %201 = load float, ptr %200, align 4
  %202 = insertelement <8 x float> poison, float %201, i64 0
  %203 = shufflevector <8 x float> %202, <8 x float> poison, <8 x i32> zeroinitializer
  %204 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %203, <8 x float> %194, <8 x float> %188)
  %205 = getelementptr inbounds nuw float, ptr %149, i64 %190
  %206 = load float, ptr %205, align 4
  %207 = insertelement <8 x float> poison, float %206, i64 0
  %208 = shufflevector <8 x float> %207, <8 x float> poison, <8 x i32> zeroinitializer
  %209 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %208, <8 x float> %194, <8 x float> %187)
  %210 = or disjoint i64 %190, 1
  %211 = mul nsw i64 %210, %5
  %212 = getelementptr float, ptr %143, i64 %211
  %213 = load <8 x float>, ptr %212, align 4
  %214 = getelementptr inbounds nuw float, ptr %145, i64 %210
  %215 = load float, ptr %214, align 4
  %216 = insertelement <8 x float> poison, float %215, i64 0
  %217 = shufflevector <8 x float> %216, <8 x float> poison, <8 x i32> zeroinitializer
  %218 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> %213, <8 x float> %199)
  %219 = getelementptr inbounds nuw float, ptr %147, i64 %210
  %220 = load float, ptr %219, align 4
  %221 = insertelement <8 x float> poison, float %220, i64 0
  %222 = shufflevector <8 x float> %221, <8 x float> poison, <8 x i32> zeroinitializer
  %223 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> %213, <8 x float> %204)
  %224 = getelementptr inbounds nuw float, ptr %149, i64 %210
  %225 = load float, ptr %224, align 4
  %226 = insertelement <8 x float> poison, float %225, i64 0
  %227 = shufflevector <8 x float> %226, <8 x float> poison, <8 x i32> zeroinitializer
  %228 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %227, <8 x float> %213, <8 x float> %209)
  %229 = add nuw nsw i64 %190, 2
  %230 = add i64 %191, 2
  %231 = icmp eq i64 %230, %17
  br i1 %231, label %150, label %186

232:                                              ; preds = %138
  br i1 %11, label %233, label %241

233:                                              ; preds = %232
  %234 = shl nuw nsw i64 %139, 2
  %235 = load ptr, ptr %23, align 8
  %236 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %237 = load ptr, ptr %236, align 8
  %238 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %239 = load ptr, ptr %238, align 8
  %240 = getelementptr i8, ptr %3, i64 %234
  br label %265

241:                                              ; preds = %265, %232
  %242 = phi <8 x float> [ zeroinitializer, %232 ], [ %295, %265 ]
  %243 = phi <8 x float> [ zeroinitializer, %232 ], [ %294, %265 ]
  %244 = phi <8 x float> [ zeroinitializer, %232 ], [ %289, %265 ]
  %245 = phi <8 x float> [ zeroinitializer, %232 ], [ %288, %265 ]
  %246 = phi <8 x float> [ zeroinitializer, %232 ], [ %283, %265 ]
  %247 = phi <8 x float> [ zeroinitializer, %232 ], [ %282, %265 ]
  %248 = load ptr, ptr %24, align 8
  %249 = getelementptr inbounds nuw float, ptr %248, i64 %139
  store <8 x float> %247, ptr %249, align 4
  %250 = load ptr, ptr %24, align 8
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %139
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 32
  store <8 x float> %246, ptr %252, align 4
  %253 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %254 = load ptr, ptr %253, align 8
  %255 = getelementptr inbounds nuw float, ptr %254, i64 %139
  store <8 x float> %245, ptr %255, align 4
  %256 = load ptr, ptr %253, align 8
  %257 = getelementptr inbounds nuw float, ptr %256, i64 %139
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 32
  store <8 x float> %244, ptr %258, align 4
  %259 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %260 = load ptr, ptr %259, align 8
  %261 = getelementptr inbounds nuw float, ptr %260, i64 %139
  store <8 x float> %243, ptr %261, align 4
  %262 = load ptr, ptr %259, align 8
  %263 = getelementptr inbounds nuw float, ptr %262, i64 %139
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 32
  store <8 x float> %242, ptr %264, align 4
  br label %808

265:                                              ; preds = %233, %265
  %266 = phi <8 x float> [ zeroinitializer, %233 ], [ %295, %265 ]
  %267 = phi <8 x float> [ zeroinitializer, %233 ], [ %294, %265 ]
  %268 = phi <8 x float> [ zeroinitializer, %233 ], [ %289, %265 ]
  %269 = phi <8 x float> [ zeroinitializer, %233 ], [ %288, %265 ]
  %270 = phi <8 x float> [ zeroinitializer, %233 ], [ %283, %265 ]
  %271 = phi <8 x float> [ zeroinitializer, %233 ], [ %282, %265 ]
  %272 = phi i64 [ 0, %233 ], [ %296, %265 ]
  %273 = mul i64 %12, %272
  %274 = getelementptr i8, ptr %240, i64 %273
  %275 = load <8 x float>, ptr %274, align 4
  %276 = getelementptr inbounds nuw i8, ptr %274, i64 32
  %277 = load <8 x float>, ptr %276, align 4
  %278 = getelementptr inbounds nuw float, ptr %235, i64 %272
  %279 = load float, ptr %278, align 4
  %280 = insertelement <8 x float> poison, float %279, i64 0
  %281 = shufflevector <8 x float> %280, <8 x float> poison, <8 x i32> zeroinitializer
  %282 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %281, <8 x float> %275, <8 x float> %271)
  %283 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %281, <8 x float> %277, <8 x float> %270)
  %284 = getelementptr inbounds nuw float, ptr %237, i64 %272
  %285 = load float, ptr %284, align 4
  %286 = insertelement <8 x float> poison, float %285, i64 0
  %287 = shufflevector <8 x float> %286, <8 x float> poison, <8 x i32> zeroinitializer
  %288 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> %275, <8 x float> %269)
  %289 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> %277, <8 x float> %268)
  %290 = getelementptr inbounds nuw float, ptr %239, i64 %272
  %291 = load float, ptr %290, align 4
  %292 = insertelement <8 x float> poison, float %291, i64 0
  %293 = shufflevector <8 x float> %292, <8 x float> poison, <8 x i32> zeroinitializer
  %294 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %275, <8 x float> %267)
  %295 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %277, <8 x float> %266)
  %296 = add nuw nsw i64 %272, 1
  %297 = icmp eq i64 %296, %4
  br i1 %297, label %241, label %265

298:                                              ; preds = %138
  br i1 %11, label %299, label %307

299:                                              ; preds = %298
  %300 = shl nuw nsw i64 %139, 2
  %301 = load ptr, ptr %23, align 8
  %302 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %303 = load ptr, ptr %302, align 8
  %304 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %305 = load ptr, ptr %304, align 8
  %306 = getelementptr i8, ptr %3, i64 %300
  br label %343

307:                                              ; preds = %343, %298
  %308 = phi <8 x float> [ zeroinitializer, %298 ], [ %381, %343 ]
  %309 = phi <8 x float> [ zeroinitializer, %298 ], [ %380, %343 ]
  %310 = phi <8 x float> [ zeroinitializer, %298 ], [ %379, %343 ]
  %311 = phi <8 x float> [ zeroinitializer, %298 ], [ %374, %343 ]
  %312 = phi <8 x float> [ zeroinitializer, %298 ], [ %373, %343 ]
  %313 = phi <8 x float> [ zeroinitializer, %298 ], [ %372, %343 ]
  %314 = phi <8 x float> [ zeroinitializer, %298 ], [ %367, %343 ]
  %315 = phi <8 x float> [ zeroinitializer, %298 ], [ %366, %343 ]
  %316 = phi <8 x float> [ zeroinitializer, %298 ], [ %365, %343 ]
  %317 = load ptr, ptr %24, align 8
  %318 = getelementptr inbounds nuw float, ptr %317, i64 %139
  store <8 x float> %316, ptr %318, align 4
  %319 = load ptr, ptr %24, align 8
  %320 = getelementptr inbounds nuw float, ptr %319, i64 %139
  %321 = getelementptr inbounds nuw i8, ptr %320, i64 32
  store <8 x float> %315, ptr %321, align 4
  %322 = load ptr, ptr %24, align 8
  %323 = getelementptr inbounds nuw float, ptr %322, i64 %139
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 64
  store <8 x float> %314, ptr %324, align 4
  %325 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %326 = load ptr, ptr %325, align 8
  %327 = getelementptr inbounds nuw float, ptr %326, i64 %139
  store <8 x float> %313, ptr %327, align 4
  %328 = load ptr, ptr %325, align 8
  %329 = getelementptr inbounds nuw float, ptr %328, i64 %139
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 32
  store <8 x float> %312, ptr %330, align 4
  %331 = load ptr, ptr %325, align 8
  %332 = getelementptr inbounds nuw float, ptr %331, i64 %139
  %333 = getelementptr inbounds nuw i8, ptr %332, i64 64
  store <8 x float> %311, ptr %333, align 4
  %334 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds nuw float, ptr %335, i64 %139
  store <8 x float> %310, ptr %336, align 4
  %337 = load ptr, ptr %334, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %139
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 32
  store <8 x float> %309, ptr %339, align 4
  %340 = load ptr, ptr %334, align 8
  %341 = getelementptr inbounds nuw float, ptr %340, i64 %139
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 64
  store <8 x float> %308, ptr %342, align 4
  br label %808

343:                                              ; preds = %299, %343
  %344 = phi <8 x float> [ zeroinitializer, %299 ], [ %381, %343 ]
  %345 = phi <8 x float> [ zeroinitializer, %299 ], [ %380, %343 ]
  %346 = phi <8 x float> [ zeroinitializer, %299 ], [ %379, %343 ]
  %347 = phi <8 x float> [ zeroinitializer, %299 ], [ %374, %343 ]
  %348 = phi <8 x float> [ zeroinitializer, %299 ], [ %373, %343 ]
  %349 = phi <8 x float> [ zeroinitializer, %299 ], [ %372, %343 ]
  %350 = phi <8 x float> [ zeroinitializer, %299 ], [ %367, %343 ]
  %351 = phi <8 x float> [ zeroinitializer, %299 ], [ %366, %343 ]
  %352 = phi <8 x float> [ zeroinitializer, %299 ], [ %365, %343 ]
  %353 = phi i64 [ 0, %299 ], [ %382, %343 ]
  %354 = mul i64 %12, %353
  %355 = getelementptr i8, ptr %306, i64 %354
  %356 = load <8 x float>, ptr %355, align 4
  %357 = getelementptr inbounds nuw i8, ptr %355, i64 32
  %358 = load <8 x float>, ptr %357, align 4
  %359 = getelementptr inbounds nuw i8, ptr %355, i64 64
  %360 = load <8 x float>, ptr %359, align 4
  %361 = getelementptr inbounds nuw float, ptr %301, i64 %353
  %362 = load float, ptr %361, align 4
  %363 = insertelement <8 x float> poison, float %362, i64 0
  %364 = shufflevector <8 x float> %363, <8 x float> poison, <8 x i32> zeroinitializer
  %365 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %356, <8 x float> %352)
  %366 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %358, <8 x float> %351)
  %367 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %360, <8 x float> %350)
  %368 = getelementptr inbounds nuw float, ptr %303, i64 %353
  %369 = load float, ptr %368, align 4
  %370 = insertelement <8 x float> poison, float %369, i64 0
  %371 = shufflevector <8 x float> %370, <8 x float> poison, <8 x i32> zeroinitializer
  %372 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %356, <8 x float> %349)
  %373 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %358, <8 x float> %348)
  %374 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %371, <8 x float> %360, <8 x float> %347)
  %375 = getelementptr inbounds nuw float, ptr %305, i64 %353
  %376 = load float, ptr %375, align 4
  %377 = insertelement <8 x float> poison, float %376, i64 0
  %378 = shufflevector <8 x float> %377, <8 x float> poison, <8 x i32> zeroinitializer
  %379 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %356, <8 x float> %346)
  %380 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %358, <8 x float> %345)
  %381 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %378, <8 x float> %360, <8 x float> %344)
  %382 = add nuw nsw i64 %353, 1
  %383 = icmp eq i64 %382, %4
  br i1 %383, label %307, label %343

384:                                              ; preds = %138
  br i1 %11, label %385, label %393

385:                                              ; preds = %384
  %386 = shl nuw nsw i64 %139, 2
  %387 = load ptr, ptr %23, align 8
  %388 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %389 = load ptr, ptr %388, align 8
  %390 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %391 = load ptr, ptr %390, align 8
  %392 = getelementptr i8, ptr %3, i64 %386
  br label %441

393:                                              ; preds = %441, %384
  %394 = phi <8 x float> [ zeroinitializer, %384 ], [ %487, %441 ]
  %395 = phi <8 x float> [ zeroinitializer, %384 ], [ %486, %441 ]
  %396 = phi <8 x float> [ zeroinitializer, %384 ], [ %485, %441 ]
  %397 = phi <8 x float> [ zeroinitializer, %384 ], [ %484, %441 ]
  %398 = phi <8 x float> [ zeroinitializer, %384 ], [ %479, %441 ]
  %399 = phi <8 x float> [ zeroinitializer, %384 ], [ %478, %441 ]
  %400 = phi <8 x float> [ zeroinitializer, %384 ], [ %477, %441 ]
  %401 = phi <8 x float> [ zeroinitializer, %384 ], [ %476, %441 ]
  %402 = phi <8 x float> [ zeroinitializer, %384 ], [ %471, %441 ]
  %403 = phi <8 x float> [ zeroinitializer, %384 ], [ %470, %441 ]
  %404 = phi <8 x float> [ zeroinitializer, %384 ], [ %469, %441 ]
  %405 = phi <8 x float> [ zeroinitializer, %384 ], [ %468, %441 ]
  %406 = load ptr, ptr %24, align 8
  %407 = getelementptr inbounds nuw float, ptr %406, i64 %139
  store <8 x float> %405, ptr %407, align 4
  %408 = load ptr, ptr %24, align 8
  %409 = getelementptr inbounds nuw float, ptr %408, i64 %139
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 32
  store <8 x float> %404, ptr %410, align 4
  %411 = load ptr, ptr %24, align 8
  %412 = getelementptr inbounds nuw float, ptr %411, i64 %139
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 64
  store <8 x float> %403, ptr %413, align 4
  %414 = load ptr, ptr %24, align 8
  %415 = getelementptr inbounds nuw float, ptr %414, i64 %139
  %416 = getelementptr inbounds nuw i8, ptr %415, i64 96
  store <8 x float> %402, ptr %416, align 4
  %417 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %418 = load ptr, ptr %417, align 8
  %419 = getelementptr inbounds nuw float, ptr %418, i64 %139
  store <8 x float> %401, ptr %419, align 4
  %420 = load ptr, ptr %417, align 8
  %421 = getelementptr inbounds nuw float, ptr %420, i64 %139
  %422 = getelementptr inbounds nuw i8, ptr %421, i64 32
  store <8 x float> %400, ptr %422, align 4
  %423 = load ptr, ptr %417, align 8
  %424 = getelementptr inbounds nuw float, ptr %423, i64 %139
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 64
  store <8 x float> %399, ptr %425, align 4
  %426 = load ptr, ptr %417, align 8
  %427 = getelementptr inbounds nuw float, ptr %426, i64 %139
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 96
  store <8 x float> %398, ptr %428, align 4
  %429 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %430 = load ptr, ptr %429, align 8
  %431 = getelementptr inbounds nuw float, ptr %430, i64 %139
  store <8 x float> %397, ptr %431, align 4
  %432 = load ptr, ptr %429, align 8
  %433 = getelementptr inbounds nuw float, ptr %432, i64 %139
  %434 = getelementptr inbounds nuw i8, ptr %433, i64 32
  store <8 x float> %396, ptr %434, align 4
  %435 = load ptr, ptr %429, align 8
  %436 = getelementptr inbounds nuw float, ptr %435, i64 %139
  %437 = getelementptr inbounds nuw i8, ptr %436, i64 64
  store <8 x float> %395, ptr %437, align 4
  %438 = load ptr, ptr %429, align 8
  %439 = getelementptr inbounds nuw float, ptr %438, i64 %139
  %440 = getelementptr inbounds nuw i8, ptr %439, i64 96
  store <8 x float> %394, ptr %440, align 4
  br label %808

441:                                              ; preds = %385, %441
  %442 = phi <8 x float> [ zeroinitializer, %385 ], [ %487, %441 ]
  %443 = phi <8 x float> [ zeroinitializer, %385 ], [ %486, %441 ]
  %444 = phi <8 x float> [ zeroinitializer, %385 ], [ %485, %441 ]
  %445 = phi <8 x float> [ zeroinitializer, %385 ], [ %484, %441 ]
  %446 = phi <8 x float> [ zeroinitializer, %385 ], [ %479, %441 ]
  %447 = phi <8 x float> [ zeroinitializer, %385 ], [ %478, %441 ]
  %448 = phi <8 x float> [ zeroinitializer, %385 ], [ %477, %441 ]
  %449 = phi <8 x float> [ zeroinitializer, %385 ], [ %476, %441 ]
  %450 = phi <8 x float> [ zeroinitializer, %385 ], [ %471, %441 ]
  %451 = phi <8 x float> [ zeroinitializer, %385 ], [ %470, %441 ]
  %452 = phi <8 x float> [ zeroinitializer, %385 ], [ %469, %441 ]
  %453 = phi <8 x float> [ zeroinitializer, %385 ], [ %468, %441 ]
  %454 = phi i64 [ 0, %385 ], [ %488, %441 ]
  %455 = mul i64 %12, %454
  %456 = getelementptr i8, ptr %392, i64 %455
  %457 = load <8 x float>, ptr %456, align 4
  %458 = getelementptr inbounds nuw i8, ptr %456, i64 32
  %459 = load <8 x float>, ptr %458, align 4
  %460 = getelementptr inbounds nuw i8, ptr %456, i64 64
  %461 = load <8 x float>, ptr %460, align 4
  %462 = getelementptr inbounds nuw i8, ptr %456, i64 96
  %463 = load <8 x float>, ptr %462, align 4
  %464 = getelementptr inbounds nuw float, ptr %387, i64 %454
  %465 = load float, ptr %464, align 4
  %466 = insertelement <8 x float> poison, float %465, i64 0
  %467 = shufflevector <8 x float> %466, <8 x float> poison, <8 x i32> zeroinitializer
  %468 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %457, <8 x float> %453)
  %469 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %459, <8 x float> %452)
  %470 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %461, <8 x float> %451)
  %471 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %463, <8 x float> %450)
  %472 = getelementptr inbounds nuw float, ptr %389, i64 %454
  %473 = load float, ptr %472, align 4
  %474 = insertelement <8 x float> poison, float %473, i64 0
  %475 = shufflevector <8 x float> %474, <8 x float> poison, <8 x i32> zeroinitializer
  %476 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %457, <8 x float> %449)
  %477 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %459, <8 x float> %448)
  %478 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %461, <8 x float> %447)
  %479 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %475, <8 x float> %463, <8 x float> %446)
  %480 = getelementptr inbounds nuw float, ptr %391, i64 %454
  %481 = load float, ptr %480, align 4
  %482 = insertelement <8 x float> poison, float %481, i64 0
  %483 = shufflevector <8 x float> %482, <8 x float> poison, <8 x i32> zeroinitializer
  %484 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %457, <8 x float> %445)
  %485 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %459, <8 x float> %444)
  %486 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %461, <8 x float> %443)
  %487 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %483, <8 x float> %463, <8 x float> %442)
  %488 = add nuw nsw i64 %454, 1
  %489 = icmp eq i64 %488, %4
  br i1 %489, label %393, label %441

490:                                              ; preds = %138
  br i1 %11, label %491, label %499

491:                                              ; preds = %490
  %492 = shl nuw nsw i64 %139, 2
  %493 = load ptr, ptr %23, align 8
  %494 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %495 = load ptr, ptr %494, align 8
  %496 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %497 = load ptr, ptr %496, align 8
  %498 = getelementptr i8, ptr %3, i64 %492
  br label %547

499:                                              ; preds = %547, %490
  %500 = phi <8 x float> [ zeroinitializer, %490 ], [ %595, %547 ]
  %501 = phi <8 x float> [ zeroinitializer, %490 ], [ %594, %547 ]
  %502 = phi <8 x float> [ zeroinitializer, %490 ], [ %589, %547 ]
  %503 = phi <8 x float> [ zeroinitializer, %490 ], [ %588, %547 ]
  %504 = phi <8 x float> [ zeroinitializer, %490 ], [ %587, %547 ]
  %505 = phi <8 x float> [ zeroinitializer, %490 ], [ %586, %547 ]
  %506 = phi <8 x float> [ zeroinitializer, %490 ], [ %585, %547 ]
  %507 = phi <8 x float> [ zeroinitializer, %490 ], [ %580, %547 ]
  %508 = phi <8 x float> [ zeroinitializer, %490 ], [ %579, %547 ]
  %509 = phi <8 x float> [ zeroinitializer, %490 ], [ %578, %547 ]
  %510 = phi <8 x float> [ zeroinitializer, %490 ], [ %577, %547 ]
  %511 = phi <8 x float> [ zeroinitializer, %490 ], [ %576, %547 ]
  %512 = load ptr, ptr %24, align 8
  %513 = getelementptr inbounds nuw float, ptr %512, i64 %139
  store <8 x float> %511, ptr %513, align 4
  %514 = load ptr, ptr %24, align 8
  %515 = getelementptr inbounds nuw float, ptr %514, i64 %139
  %516 = getelementptr inbounds nuw i8, ptr %515, i64 32
  store <8 x float> %510, ptr %516, align 4
  %517 = load ptr, ptr %24, align 8
  %518 = getelementptr inbounds nuw float, ptr %517, i64 %139
  %519 = getelementptr inbounds nuw i8, ptr %518, i64 64
  store <8 x float> %509, ptr %519, align 4
  %520 = load ptr, ptr %24, align 8
  %521 = getelementptr inbounds nuw float, ptr %520, i64 %139
  %522 = getelementptr inbounds nuw i8, ptr %521, i64 96
  store <8 x float> %508, ptr %522, align 4
  %523 = load ptr, ptr %24, align 8
  %524 = getelementptr inbounds nuw float, ptr %523, i64 %139
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 128
  store <8 x float> %507, ptr %525, align 4
  %526 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %527 = load ptr, ptr %526, align 8
  %528 = getelementptr inbounds nuw float, ptr %527, i64 %139
  store <8 x float> %506, ptr %528, align 4
  %529 = load ptr, ptr %526, align 8
  %530 = getelementptr inbounds nuw float, ptr %529, i64 %139
  %531 = getelementptr inbounds nuw i8, ptr %530, i64 32
  store <8 x float> %505, ptr %531, align 4
  %532 = load ptr, ptr %526, align 8
  %533 = getelementptr inbounds nuw float, ptr %532, i64 %139
  %534 = getelementptr inbounds nuw i8, ptr %533, i64 64
  store <8 x float> %504, ptr %534, align 4
  %535 = load ptr, ptr %526, align 8
  %536 = getelementptr inbounds nuw float, ptr %535, i64 %139
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 96
  store <8 x float> %503, ptr %537, align 4
  %538 = load ptr, ptr %526, align 8
  %539 = getelementptr inbounds nuw float, ptr %538, i64 %139
  %540 = getelementptr inbounds nuw i8, ptr %539, i64 128
  store <8 x float> %502, ptr %540, align 4
  %541 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %542 = load ptr, ptr %541, align 8
  %543 = getelementptr inbounds nuw float, ptr %542, i64 %139
  store <8 x float> %501, ptr %543, align 4
  %544 = load ptr, ptr %541, align 8
  %545 = getelementptr inbounds nuw float, ptr %544, i64 %139
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 32
  store <8 x float> %500, ptr %546, align 4
  br label %808

547:                                              ; preds = %491, %547
  %548 = phi <8 x float> [ zeroinitializer, %491 ], [ %595, %547 ]
  %549 = phi <8 x float> [ zeroinitializer, %491 ], [ %594, %547 ]
  %550 = phi <8 x float> [ zeroinitializer, %491 ], [ %589, %547 ]
  %551 = phi <8 x float> [ zeroinitializer, %491 ], [ %588, %547 ]
  %552 = phi <8 x float> [ zeroinitializer, %491 ], [ %587, %547 ]
  %553 = phi <8 x float> [ zeroinitializer, %491 ], [ %586, %547 ]
  %554 = phi <8 x float> [ zeroinitializer, %491 ], [ %585, %547 ]
  %555 = phi <8 x float> [ zeroinitializer, %491 ], [ %580, %547 ]
  %556 = phi <8 x float> [ zeroinitializer, %491 ], [ %579, %547 ]
  %557 = phi <8 x float> [ zeroinitializer, %491 ], [ %578, %547 ]
  %558 = phi <8 x float> [ zeroinitializer, %491 ], [ %577, %547 ]
  %559 = phi <8 x float> [ zeroinitializer, %491 ], [ %576, %547 ]
  %560 = phi i64 [ 0, %491 ], [ %596, %547 ]
  %561 = mul i64 %12, %560
  %562 = getelementptr i8, ptr %498, i64 %561
  %563 = load <8 x float>, ptr %562, align 4
  %564 = getelementptr inbounds nuw i8, ptr %562, i64 32
  %565 = load <8 x float>, ptr %564, align 4
  %566 = getelementptr inbounds nuw i8, ptr %562, i64 64
  %567 = load <8 x float>, ptr %566, align 4
  %568 = getelementptr inbounds nuw i8, ptr %562, i64 96
  %569 = load <8 x float>, ptr %568, align 4
  %570 = getelementptr inbounds nuw i8, ptr %562, i64 128
  %571 = load <8 x float>, ptr %570, align 4
  %572 = getelementptr inbounds nuw float, ptr %493, i64 %560
  %573 = load float, ptr %572, align 4
  %574 = insertelement <8 x float> poison, float %573, i64 0
  %575 = shufflevector <8 x float> %574, <8 x float> poison, <8 x i32> zeroinitializer
  %576 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %563, <8 x float> %559)
  %577 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %565, <8 x float> %558)
  %578 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %567, <8 x float> %557)
  %579 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %569, <8 x float> %556)
  %580 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %575, <8 x float> %571, <8 x float> %555)
  %581 = getelementptr inbounds nuw float, ptr %495, i64 %560
  %582 = load float, ptr %581, align 4
  %583 = insertelement <8 x float> poison, float %582, i64 0
  %584 = shufflevector <8 x float> %583, <8 x float> poison, <8 x i32> zeroinitializer
  %585 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %563, <8 x float> %554)
  %586 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %565, <8 x float> %553)
  %587 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %567, <8 x float> %552)
  %588 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %569, <8 x float> %551)
  %589 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %571, <8 x float> %550)
  %590 = getelementptr inbounds nuw float, ptr %497, i64 %560
  %591 = load float, ptr %590, align 4
  %592 = insertelement <8 x float> poison, float %591, i64 0
  %593 = shufflevector <8 x float> %592, <8 x float> poison, <8 x i32> zeroinitializer
  %594 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %593, <8 x float> %563, <8 x float> %549)
  %595 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %593, <8 x float> %565, <8 x float> %548)
  %596 = add nuw nsw i64 %560, 1
  %597 = icmp eq i64 %596, %4
  br i1 %597, label %499, label %547

598:                                              ; preds = %138
  br i1 %11, label %599, label %605

599:                                              ; preds = %598
  %600 = shl nuw nsw i64 %139, 2
  %601 = load ptr, ptr %23, align 8
  %602 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %603 = load ptr, ptr %602, align 8
  %604 = getelementptr i8, ptr %3, i64 %600
  br label %653

605:                                              ; preds = %653, %598
  %606 = phi <8 x float> [ zeroinitializer, %598 ], [ %699, %653 ]
  %607 = phi <8 x float> [ zeroinitializer, %598 ], [ %698, %653 ]
  %608 = phi <8 x float> [ zeroinitializer, %598 ], [ %697, %653 ]
  %609 = phi <8 x float> [ zeroinitializer, %598 ], [ %696, %653 ]
  %610 = phi <8 x float> [ zeroinitializer, %598 ], [ %695, %653 ]
  %611 = phi <8 x float> [ zeroinitializer, %598 ], [ %694, %653 ]
  %612 = phi <8 x float> [ zeroinitializer, %598 ], [ %689, %653 ]
  %613 = phi <8 x float> [ zeroinitializer, %598 ], [ %688, %653 ]
  %614 = phi <8 x float> [ zeroinitializer, %598 ], [ %687, %653 ]
  %615 = phi <8 x float> [ zeroinitializer, %598 ], [ %686, %653 ]
  %616 = phi <8 x float> [ zeroinitializer, %598 ], [ %685, %653 ]
  %617 = phi <8 x float> [ zeroinitializer, %598 ], [ %684, %653 ]
  %618 = load ptr, ptr %24, align 8
  %619 = getelementptr inbounds nuw float, ptr %618, i64 %139
  store <8 x float> %617, ptr %619, align 4
  %620 = load ptr, ptr %24, align 8
  %621 = getelementptr inbounds nuw float, ptr %620, i64 %139
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 32
  store <8 x float> %616, ptr %622, align 4
  %623 = load ptr, ptr %24, align 8
  %624 = getelementptr inbounds nuw float, ptr %623, i64 %139
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 64
  store <8 x float> %615, ptr %625, align 4
  %626 = load ptr, ptr %24, align 8
  %627 = getelementptr inbounds nuw float, ptr %626, i64 %139
  %628 = getelementptr inbounds nuw i8, ptr %627, i64 96
  store <8 x float> %614, ptr %628, align 4
  %629 = load ptr, ptr %24, align 8
  %630 = getelementptr inbounds nuw float, ptr %629, i64 %139
  %631 = getelementptr inbounds nuw i8, ptr %630, i64 128
  store <8 x float> %613, ptr %631, align 4
  %632 = load ptr, ptr %24, align 8
  %633 = getelementptr inbounds nuw float, ptr %632, i64 %139
  %634 = getelementptr inbounds nuw i8, ptr %633, i64 160
  store <8 x float> %612, ptr %634, align 4
  %635 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %636 = load ptr, ptr %635, align 8
  %637 = getelementptr inbounds nuw float, ptr %636, i64 %139
  store <8 x float> %611, ptr %637, align 4
  %638 = load ptr, ptr %635, align 8
  %639 = getelementptr inbounds nuw float, ptr %638, i64 %139
  %640 = getelementptr inbounds nuw i8, ptr %639, i64 32
  store <8 x float> %610, ptr %640, align 4
  %641 = load ptr, ptr %635, align 8
  %642 = getelementptr inbounds nuw float, ptr %641, i64 %139
  %643 = getelementptr inbounds nuw i8, ptr %642, i64 64
  store <8 x float> %609, ptr %643, align 4
  %644 = load ptr, ptr %635, align 8
  %645 = getelementptr inbounds nuw float, ptr %644, i64 %139
  %646 = getelementptr inbounds nuw i8, ptr %645, i64 96
  store <8 x float> %608, ptr %646, align 4
  %647 = load ptr, ptr %635, align 8
  %648 = getelementptr inbounds nuw float, ptr %647, i64 %139
  %649 = getelementptr inbounds nuw i8, ptr %648, i64 128
  store <8 x float> %607, ptr %649, align 4
  %650 = load ptr, ptr %635, align 8
  %651 = getelementptr inbounds nuw float, ptr %650, i64 %139
  %652 = getelementptr inbounds nuw i8, ptr %651, i64 160
  store <8 x float> %606, ptr %652, align 4
  br label %808

653:                                              ; preds = %599, %653
  %654 = phi <8 x float> [ zeroinitializer, %599 ], [ %699, %653 ]
  %655 = phi <8 x float> [ zeroinitializer, %599 ], [ %698, %653 ]
  %656 = phi <8 x float> [ zeroinitializer, %599 ], [ %697, %653 ]
  %657 = phi <8 x float> [ zeroinitializer, %599 ], [ %696, %653 ]
  %658 = phi <8 x float> [ zeroinitializer, %599 ], [ %695, %653 ]
  %659 = phi <8 x float> [ zeroinitializer, %599 ], [ %694, %653 ]
  %660 = phi <8 x float> [ zeroinitializer, %599 ], [ %689, %653 ]
  %661 = phi <8 x float> [ zeroinitializer, %599 ], [ %688, %653 ]
  %662 = phi <8 x float> [ zeroinitializer, %599 ], [ %687, %653 ]
  %663 = phi <8 x float> [ zeroinitializer, %599 ], [ %686, %653 ]
  %664 = phi <8 x float> [ zeroinitializer, %599 ], [ %685, %653 ]
  %665 = phi <8 x float> [ zeroinitializer, %599 ], [ %684, %653 ]
  %666 = phi i64 [ 0, %599 ], [ %700, %653 ]
  %667 = mul i64 %12, %666
  %668 = getelementptr i8, ptr %604, i64 %667
  %669 = load <8 x float>, ptr %668, align 4
  %670 = getelementptr inbounds nuw i8, ptr %668, i64 32
  %671 = load <8 x float>, ptr %670, align 4
  %672 = getelementptr inbounds nuw i8, ptr %668, i64 64
  %673 = load <8 x float>, ptr %672, align 4
  %674 = getelementptr inbounds nuw i8, ptr %668, i64 96
  %675 = load <8 x float>, ptr %674, align 4
  %676 = getelementptr inbounds nuw i8, ptr %668, i64 128
  %677 = load <8 x float>, ptr %676, align 4
  %678 = getelementptr inbounds nuw i8, ptr %668, i64 160
  %679 = load <8 x float>, ptr %678, align 4
  %680 = getelementptr inbounds nuw float, ptr %601, i64 %666
  %681 = load float, ptr %680, align 4
  %682 = insertelement <8 x float> poison, float %681, i64 0
  %683 = shufflevector <8 x float> %682, <8 x float> poison, <8 x i32> zeroinitializer
  %684 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %669, <8 x float> %665)
  %685 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %671, <8 x float> %664)
  %686 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %673, <8 x float> %663)
  %687 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %675, <8 x float> %662)
  %688 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %677, <8 x float> %661)
  %689 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %683, <8 x float> %679, <8 x float> %660)
  %690 = getelementptr inbounds nuw float, ptr %603, i64 %666
  %691 = load float, ptr %690, align 4
  %692 = insertelement <8 x float> poison, float %691, i64 0
  %693 = shufflevector <8 x float> %692, <8 x float> poison, <8 x i32> zeroinitializer
  %694 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %669, <8 x float> %659)
  %695 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %671, <8 x float> %658)
  %696 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %673, <8 x float> %657)
  %697 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %675, <8 x float> %656)
  %698 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %677, <8 x float> %655)
  %699 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %693, <8 x float> %679, <8 x float> %654)
  %700 = add nuw nsw i64 %666, 1
  %701 = icmp eq i64 %700, %4
  br i1 %701, label %605, label %653

702:                                              ; preds = %138
  br i1 %11, label %703, label %709

703:                                              ; preds = %702
  %704 = shl i64 %139, 2
  %705 = load ptr, ptr %23, align 8
  %706 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %707 = load ptr, ptr %706, align 8
  %708 = getelementptr i8, ptr %3, i64 %704
  br label %757

709:                                              ; preds = %757, %702
  %710 = phi <8 x float> [ zeroinitializer, %702 ], [ %805, %757 ]
  %711 = phi <8 x float> [ zeroinitializer, %702 ], [ %804, %757 ]
  %712 = phi <8 x float> [ zeroinitializer, %702 ], [ %803, %757 ]
  %713 = phi <8 x float> [ zeroinitializer, %702 ], [ %802, %757 ]
  %714 = phi <8 x float> [ zeroinitializer, %702 ], [ %801, %757 ]
  %715 = phi <8 x float> [ zeroinitializer, %702 ], [ %796, %757 ]
  %716 = phi <8 x float> [ zeroinitializer, %702 ], [ %795, %757 ]
  %717 = phi <8 x float> [ zeroinitializer, %702 ], [ %794, %757 ]
  %718 = phi <8 x float> [ zeroinitializer, %702 ], [ %793, %757 ]
  %719 = phi <8 x float> [ zeroinitializer, %702 ], [ %792, %757 ]
  %720 = phi <8 x float> [ zeroinitializer, %702 ], [ %791, %757 ]
  %721 = phi <8 x float> [ zeroinitializer, %702 ], [ %790, %757 ]
  %722 = load ptr, ptr %24, align 8
  %723 = getelementptr inbounds nuw float, ptr %722, i64 %139
  store <8 x float> %721, ptr %723, align 4
  %724 = load ptr, ptr %24, align 8
  %725 = getelementptr inbounds nuw float, ptr %724, i64 %139
  %726 = getelementptr inbounds nuw i8, ptr %725, i64 32
  store <8 x float> %720, ptr %726, align 4
  %727 = load ptr, ptr %24, align 8
  %728 = getelementptr inbounds nuw float, ptr %727, i64 %139
  %729 = getelementptr inbounds nuw i8, ptr %728, i64 64
  store <8 x float> %719, ptr %729, align 4
  %730 = load ptr, ptr %24, align 8
  %731 = getelementptr inbounds nuw float, ptr %730, i64 %139
  %732 = getelementptr inbounds nuw i8, ptr %731, i64 96
  store <8 x float> %718, ptr %732, align 4
  %733 = load ptr, ptr %24, align 8
  %734 = getelementptr inbounds nuw float, ptr %733, i64 %139
  %735 = getelementptr inbounds nuw i8, ptr %734, i64 128
  store <8 x float> %717, ptr %735, align 4
  %736 = load ptr, ptr %24, align 8
  %737 = getelementptr inbounds nuw float, ptr %736, i64 %139
  %738 = getelementptr inbounds nuw i8, ptr %737, i64 160
  store <8 x float> %716, ptr %738, align 4
  %739 = load ptr, ptr %24, align 8
  %740 = getelementptr inbounds nuw float, ptr %739, i64 %139
  %741 = getelementptr inbounds nuw i8, ptr %740, i64 192
  store <8 x float> %715, ptr %741, align 4
  %742 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %743 = load ptr, ptr %742, align 8
  %744 = getelementptr inbounds nuw float, ptr %743, i64 %139
  store <8 x float> %714, ptr %744, align 4
  %745 = load ptr, ptr %742, align 8
  %746 = getelementptr inbounds nuw float, ptr %745, i64 %139
  %747 = getelementptr inbounds nuw i8, ptr %746, i64 32
  store <8 x float> %713, ptr %747, align 4
  %748 = load ptr, ptr %742, align 8
  %749 = getelementptr inbounds nuw float, ptr %748, i64 %139
  %750 = getelementptr inbounds nuw i8, ptr %749, i64 64
  store <8 x float> %712, ptr %750, align 4
  %751 = load ptr, ptr %742, align 8
  %752 = getelementptr inbounds nuw float, ptr %751, i64 %139
  %753 = getelementptr inbounds nuw i8, ptr %752, i64 96
  store <8 x float> %711, ptr %753, align 4
  %754 = load ptr, ptr %742, align 8
  %755 = getelementptr inbounds nuw float, ptr %754, i64 %139
  %756 = getelementptr inbounds nuw i8, ptr %755, i64 128
  store <8 x float> %710, ptr %756, align 4
  br label %808

757:                                              ; preds = %703, %757
  %758 = phi <8 x float> [ zeroinitializer, %703 ], [ %805, %757 ]
  %759 = phi <8 x float> [ zeroinitializer, %703 ], [ %804, %757 ]
  %760 = phi <8 x float> [ zeroinitializer, %703 ], [ %803, %757 ]
  %761 = phi <8 x float> [ zeroinitializer, %703 ], [ %802, %757 ]
  %762 = phi <8 x float> [ zeroinitializer, %703 ], [ %801, %757 ]
  %763 = phi <8 x float> [ zeroinitializer, %703 ], [ %796, %757 ]
  %764 = phi <8 x float> [ zeroinitializer, %703 ], [ %795, %757 ]
  %765 = phi <8 x float> [ zeroinitializer, %703 ], [ %794, %757 ]
  %766 = phi <8 x float> [ zeroinitializer, %703 ], [ %793, %757 ]
  %767 = phi <8 x float> [ zeroinitializer, %703 ], [ %792, %757 ]
  %768 = phi <8 x float> [ zeroinitializer, %703 ], [ %791, %757 ]
  %769 = phi <8 x float> [ zeroinitializer, %703 ], [ %790, %757 ]
  %770 = phi i64 [ 0, %703 ], [ %806, %757 ]
  %771 = mul i64 %12, %770
  %772 = getelementptr i8, ptr %708, i64 %771
  %773 = load <8 x float>, ptr %772, align 4
  %774 = getelementptr inbounds nuw i8, ptr %772, i64 32
  %775 = load <8 x float>, ptr %774, align 4
  %776 = getelementptr inbounds nuw i8, ptr %772, i64 64
  %777 = load <8 x float>, ptr %776, align 4
  %778 = getelementptr inbounds nuw i8, ptr %772, i64 96
  %779 = load <8 x float>, ptr %778, align 4
  %780 = getelementptr inbounds nuw i8, ptr %772, i64 128
  %781 = load <8 x float>, ptr %780, align 4
  %782 = getelementptr inbounds nuw i8, ptr %772, i64 160
  %783 = load <8 x float>, ptr %782, align 4
  %784 = getelementptr inbounds nuw i8, ptr %772, i64 192
  %785 = load <8 x float>, ptr %784, align 4
  %786 = getelementptr inbounds nuw float, ptr %705, i64 %770
  %787 = load float, ptr %786, align 4
  %788 = insertelement <8 x float> poison, float %787, i64 0
  %789 = shufflevector <8 x float> %788, <8 x float> poison, <8 x i32> zeroinitializer
  %790 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %773, <8 x float> %769)
  %791 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %775, <8 x float> %768)
  %792 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %777, <8 x float> %767)
  %793 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %779, <8 x float> %766)
  %794 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %781, <8 x float> %765)
  %795 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %783, <8 x float> %764)
  %796 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %789, <8 x float> %785, <8 x float> %763)
  %797 = getelementptr inbounds nuw float, ptr %707, i64 %770
  %798 = load float, ptr %797, align 4
  %799 = insertelement <8 x float> poison, float %798, i64 0
  %800 = shufflevector <8 x float> %799, <8 x float> poison, <8 x i32> zeroinitializer
  %801 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %773, <8 x float> %762)
  %802 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %775, <8 x float> %761)
  %803 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %777, <8 x float> %760)
  %804 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %779, <8 x float> %759)
  %805 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %800, <8 x float> %781, <8 x float> %758)
  %806 = add nuw nsw i64 %770, 1
  %807 = icmp eq i64 %806, %4
  br i1 %807, label %709, label %757

808:                                              ; preds = %138, %174, %241, %307, %393, %499, %605, %709
  %809 = add nuw nsw i64 %21, 3
  %810 = icmp sgt i64 %809, %2
  br i1 %810, label %811, label %20

811:                                              ; preds = %808, %7
  %812 = phi i64 [ 0, %7 ], [ %21, %808 ]
  %813 = sub nsw i64 %2, %812
  switch i64 %813, label %2899 [
    i64 2, label %814
    i64 1, label %1559
  ]

814:                                              ; preds = %811
  %815 = getelementptr inbounds nuw ptr, ptr %0, i64 %812
  %816 = getelementptr inbounds nuw ptr, ptr %1, i64 %812
  %817 = icmp slt i64 %6, 48
  br i1 %817, label %933, label %818

818:                                              ; preds = %814
  %819 = icmp sgt i64 %4, 0
  %820 = shl i64 %5, 2
  %821 = add nsw i64 %6, -48
  %822 = udiv i64 %821, 48
  %823 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %824 = getelementptr inbounds nuw i8, ptr %816, i64 8
  br label %825

825:                                              ; preds = %818, %834
  %826 = phi i64 [ 0, %818 ], [ %882, %834 ]
  %827 = phi i64 [ 48, %818 ], [ %881, %834 ]
  %828 = phi i64 [ 0, %818 ], [ %827, %834 ]
  br i1 %819, label %829, label %834

829:                                              ; preds = %825
  %830 = mul i64 %826, 192
  %831 = load ptr, ptr %815, align 8
  %832 = load ptr, ptr %823, align 8
  %833 = getelementptr i8, ptr %3, i64 %830
  br label %884

834:                                              ; preds = %884, %825
  %835 = phi <8 x float> [ zeroinitializer, %825 ], [ %915, %884 ]
  %836 = phi <8 x float> [ zeroinitializer, %825 ], [ %916, %884 ]
  %837 = phi <8 x float> [ zeroinitializer, %825 ], [ %917, %884 ]
  %838 = phi <8 x float> [ zeroinitializer, %825 ], [ %918, %884 ]
  %839 = phi <8 x float> [ zeroinitializer, %825 ], [ %919, %884 ]
  %840 = phi <8 x float> [ zeroinitializer, %825 ], [ %920, %884 ]
  %841 = phi <8 x float> [ zeroinitializer, %825 ], [ %925, %884 ]
  %842 = phi <8 x float> [ zeroinitializer, %825 ], [ %926, %884 ]
  %843 = phi <8 x float> [ zeroinitializer, %825 ], [ %927, %884 ]
  %844 = phi <8 x float> [ zeroinitializer, %825 ], [ %928, %884 ]
  %845 = phi <8 x float> [ zeroinitializer, %825 ], [ %929, %884 ]
  %846 = phi <8 x float> [ zeroinitializer, %825 ], [ %930, %884 ]
  %847 = load ptr, ptr %816, align 8
  %848 = getelementptr inbounds nuw float, ptr %847, i64 %828
  store <8 x float> %835, ptr %848, align 4
  %849 = load ptr, ptr %816, align 8
  %850 = getelementptr inbounds nuw float, ptr %849, i64 %828
  %851 = getelementptr inbounds nuw i8, ptr %850, i64 32
  store <8 x float> %836, ptr %851, align 4
  %852 = load ptr, ptr %816, align 8
  %853 = getelementptr inbounds nuw float, ptr %852, i64 %828
  %854 = getelementptr inbounds nuw i8, ptr %853, i64 64
  store <8 x float> %837, ptr %854, align 4
  %855 = load ptr, ptr %816, align 8
  %856 = getelementptr inbounds nuw float, ptr %855, i64 %828
  %857 = getelementptr inbounds nuw i8, ptr %856, i64 96
  store <8 x float> %838, ptr %857, align 4
  %858 = load ptr, ptr %816, align 8
  %859 = getelementptr inbounds nuw float, ptr %858, i64 %828
  %860 = getelementptr inbounds nuw i8, ptr %859, i64 128
  store <8 x float> %839, ptr %860, align 4
  %861 = load ptr, ptr %816, align 8
  %862 = getelementptr inbounds nuw float, ptr %861, i64 %828
  %863 = getelementptr inbounds nuw i8, ptr %862, i64 160
  store <8 x float> %840, ptr %863, align 4
  %864 = load ptr, ptr %824, align 8
  %865 = getelementptr inbounds nuw float, ptr %864, i64 %828
  store <8 x float> %841, ptr %865, align 4
  %866 = load ptr, ptr %824, align 8
  %867 = getelementptr inbounds nuw float, ptr %866, i64 %828
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 32
  store <8 x float> %842, ptr %868, align 4
  %869 = load ptr, ptr %824, align 8
  %870 = getelementptr inbounds nuw float, ptr %869, i64 %828
  %871 = getelementptr inbounds nuw i8, ptr %870, i64 64
  store <8 x float> %843, ptr %871, align 4
  %872 = load ptr, ptr %824, align 8
  %873 = getelementptr inbounds nuw float, ptr %872, i64 %828
  %874 = getelementptr inbounds nuw i8, ptr %873, i64 96
  store <8 x float> %844, ptr %874, align 4
  %875 = load ptr, ptr %824, align 8
  %876 = getelementptr inbounds nuw float, ptr %875, i64 %828
  %877 = getelementptr inbounds nuw i8, ptr %876, i64 128
  store <8 x float> %845, ptr %877, align 4
  %878 = load ptr, ptr %824, align 8
  %879 = getelementptr inbounds nuw float, ptr %878, i64 %828
  %880 = getelementptr inbounds nuw i8, ptr %879, i64 160
  store <8 x float> %846, ptr %880, align 4
  %881 = add nuw nsw i64 %827, 48
  %882 = add nuw nsw i64 %826, 1
  %883 = icmp eq i64 %826, %822
  br i1 %883, label %933, label %825

884:                                              ; preds = %829, %884
  %885 = phi <8 x float> [ zeroinitializer, %829 ], [ %915, %884 ]
  %886 = phi <8 x float> [ zeroinitializer, %829 ], [ %916, %884 ]
  %887 = phi <8 x float> [ zeroinitializer, %829 ], [ %917, %884 ]
  %888 = phi <8 x float> [ zeroinitializer, %829 ], [ %918, %884 ]
  %889 = phi <8 x float> [ zeroinitializer, %829 ], [ %919, %884 ]
  %890 = phi <8 x float> [ zeroinitializer, %829 ], [ %920, %884 ]
  %891 = phi <8 x float> [ zeroinitializer, %829 ], [ %925, %884 ]
  %892 = phi <8 x float> [ zeroinitializer, %829 ], [ %926, %884 ]
  %893 = phi <8 x float> [ zeroinitializer, %829 ], [ %927, %884 ]
  %894 = phi <8 x float> [ zeroinitializer, %829 ], [ %928, %884 ]
  %895 = phi <8 x float> [ zeroinitializer, %829 ], [ %929, %884 ]
  %896 = phi <8 x float> [ zeroinitializer, %829 ], [ %930, %884 ]
  %897 = phi i64 [ 0, %829 ], [ %931, %884 ]
  %898 = mul i64 %820, %897
  %899 = getelementptr i8, ptr %833, i64 %898
  %900 = load <8 x float>, ptr %899, align 4
  %901 = getelementptr inbounds nuw i8, ptr %899, i64 32
  %902 = load <8 x float>, ptr %901, align 4
  %903 = getelementptr inbounds nuw i8, ptr %899, i64 64
  %904 = load <8 x float>, ptr %903, align 4
  %905 = getelementptr inbounds nuw i8, ptr %899, i64 96
  %906 = load <8 x float>, ptr %905, align 4
  %907 = getelementptr inbounds nuw i8, ptr %899, i64 128
  %908 = load <8 x float>, ptr %907, align 4
  %909 = getelementptr inbounds nuw i8, ptr %899, i64 160
  %910 = load <8 x float>, ptr %909, align 4
  %911 = getelementptr inbounds nuw float, ptr %831, i64 %897
  %912 = load float, ptr %911, align 4
  %913 = insertelement <8 x float> poison, float %912, i64 0
  %914 = shufflevector <8 x float> %913, <8 x float> poison, <8 x i32> zeroinitializer
  %915 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %900, <8 x float> %885)
  %916 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %902, <8 x float> %886)
  %917 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %904, <8 x float> %887)
  %918 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %906, <8 x float> %888)
  %919 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %908, <8 x float> %889)
  %920 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %914, <8 x float> %910, <8 x float> %890)
  %921 = getelementptr inbounds nuw float, ptr %832, i64 %897
  %922 = load float, ptr %921, align 4
  %923 = insertelement <8 x float> poison, float %922, i64 0
  %924 = shufflevector <8 x float> %923, <8 x float> poison, <8 x i32> zeroinitializer
  %925 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %900, <8 x float> %891)
  %926 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %902, <8 x float> %892)
  %927 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %904, <8 x float> %893)
  %928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %906, <8 x float> %894)
  %929 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %908, <8 x float> %895)
  %930 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %924, <8 x float> %910, <8 x float> %896)
  %931 = add nuw nsw i64 %897, 1
  %932 = icmp eq i64 %931, %4
  br i1 %932, label %834, label %884

933:                                              ; preds = %834, %814
  %934 = phi i64 [ 0, %814 ], [ %827, %834 ]
  %935 = sub nsw i64 %6, %934
  %936 = sdiv i64 %935, 8
  switch i64 %936, label %2899 [
    i64 1, label %937
    i64 2, label %1011
    i64 3, label %1111
    i64 4, label %1175
    i64 5, label %1253
    i64 6, label %1345
    i64 7, label %1451
  ]

937:                                              ; preds = %933
  %938 = getelementptr float, ptr %3, i64 %934
  %939 = icmp sgt i64 %4, 0
  br i1 %939, label %940, label %968

940:                                              ; preds = %937
  %941 = load ptr, ptr %815, align 8
  %942 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %943 = load ptr, ptr %942, align 8
  %944 = and i64 %4, 1
  %945 = icmp eq i64 %4, 1
  br i1 %945, label %950, label %946

946:                                              ; preds = %940
  %947 = and i64 %4, 9223372036854775806
  br label %976

948:                                              ; preds = %976
  %949 = icmp eq i64 %944, 0
  br i1 %949, label %968, label %950

950:                                              ; preds = %948, %940
  %951 = phi <8 x float> [ zeroinitializer, %940 ], [ %1007, %948 ]
  %952 = phi <8 x float> [ zeroinitializer, %940 ], [ %1002, %948 ]
  %953 = phi i64 [ 0, %940 ], [ %1008, %948 ]
  %954 = icmp ne i64 %944, 0
  tail call void @llvm.assume(i1 %954)
  %955 = mul nsw i64 %953, %5
  %956 = getelementptr float, ptr %938, i64 %955
  %957 = load <8 x float>, ptr %956, align 4
  %958 = getelementptr inbounds nuw float, ptr %941, i64 %953
  %959 = load float, ptr %958, align 4
  %960 = insertelement <8 x float> poison, float %959, i64 0
  %961 = shufflevector <8 x float> %960, <8 x float> poison, <8 x i32> zeroinitializer
  %962 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %957, <8 x float> %952)
  %963 = getelementptr inbounds nuw float, ptr %943, i64 %953
  %964 = load float, ptr %963, align 4
  %965 = insertelement <8 x float> poison, float %964, i64 0
  %966 = shufflevector <8 x float> %965, <8 x float> poison, <8 x i32> zeroinitializer
  %967 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %966, <8 x float> %957, <8 x float> %951)
  br label %968

968:                                              ; preds = %950, %948, %937
  %969 = phi <8 x float> [ zeroinitializer, %937 ], [ %1007, %948 ], [ %967, %950 ]
  %970 = phi <8 x float> [ zeroinitializer, %937 ], [ %1002, %948 ], [ %962, %950 ]
  %971 = load ptr, ptr %816, align 8
  %972 = getelementptr inbounds nuw float, ptr %971, i64 %934
  store <8 x float> %970, ptr %972, align 4
  %973 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %974 = load ptr, ptr %973, align 8
  %975 = getelementptr inbounds nuw float, ptr %974, i64 %934
  store <8 x float> %969, ptr %975, align 4
  br label %2899

976:                                              ; preds = %976, %946
  %977 = phi <8 x float> [ zeroinitializer, %946 ], [ %1007, %976 ]
  %978 = phi <8 x float> [ zeroinitializer, %946 ], [ %1002, %976 ]
  %979 = phi i64 [ 0, %946 ], [ %1008, %976 ]
  %980 = phi i64 [ 0, %946 ], [ %1009, %976 ]
  %981 = mul nsw i64 %979, %5
  %982 = getelementptr float, ptr %938, i64 %981
  %983 = load <8 x float>, ptr %982, align 4
  %984 = getelementptr inbounds nuw float, ptr %941, i64 %979
  %985 = load float, ptr %984, align 4
  %986 = insertelement <8 x float> poison, float %985, i64 0
  %987 = shufflevector <8 x float> %986, <8 x float> poison, <8 x i32> zeroinitializer
  %988 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %987, <8 x float> %983, <8 x float> %978)
  %989 = getelementptr inbounds nuw float, ptr %943, i64 %979
  %990 = load float, ptr %989, align 4
  %991 = insertelement <8 x float> poison, float %990, i64 0
  %992 = shufflevector <8 x float> %991, <8 x float> poison, <8 x i32> zeroinitializer
  %993 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %992, <8 x float> %983, <8 x float> %977)
  %994 = or disjoint i64 %979, 1
  %995 = mul nsw i64 %994, %5
  %996 = getelementptr float, ptr %938, i64 %995
  %997 = load <8 x float>, ptr %996, align 4
  %998 = getelementptr inbounds nuw float, ptr %941, i64 %994
  %999 = load float, ptr %998, align 4
  %1000 = insertelement <8 x float> poison, float %999, i64 0
  %1001 = shufflevector <8 x float> %1000, <8 x float> poison, <8 x i32> zeroinitializer
  %1002 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1001, <8 x float> %997, <8 x float> %988)
  %1003 = getelementptr inbounds nuw float, ptr %943, i64 %994
  %1004 = load float, ptr %1003, align 4
  %1005 = insertelement <8 x float> poison, float %1004, i64 0
  %1006 = shufflevector <8 x float> %1005, <8 x float> poison, <8 x i32> zeroinitializer
  %1007 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1006, <8 x float> %997, <8 x float> %993)
  %1008 = add nuw nsw i64 %979, 2
  %1009 = add i64 %980, 2
  %1010 = icmp eq i64 %1009, %947
  br i1 %1010, label %948, label %976

1011:                                             ; preds = %933
  %1012 = icmp sgt i64 %4, 0
  br i1 %1012, label %1013, label %1050

1013:                                             ; preds = %1011
  %1014 = shl nuw nsw i64 %934, 2
  %1015 = shl i64 %5, 2
  %1016 = load ptr, ptr %815, align 8
  %1017 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1018 = load ptr, ptr %1017, align 8
  %1019 = getelementptr i8, ptr %3, i64 %1014
  %1020 = and i64 %4, 1
  %1021 = icmp eq i64 %4, 1
  br i1 %1021, label %1026, label %1022

1022:                                             ; preds = %1013
  %1023 = and i64 %4, 9223372036854775806
  br label %1066

1024:                                             ; preds = %1066
  %1025 = icmp eq i64 %1020, 0
  br i1 %1025, label %1050, label %1026

1026:                                             ; preds = %1024, %1013
  %1027 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1107, %1024 ]
  %1028 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1106, %1024 ]
  %1029 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1101, %1024 ]
  %1030 = phi <8 x float> [ zeroinitializer, %1013 ], [ %1100, %1024 ]
  %1031 = phi i64 [ 0, %1013 ], [ %1108, %1024 ]
  %1032 = icmp ne i64 %1020, 0
  tail call void @llvm.assume(i1 %1032)
  %1033 = mul i64 %1015, %1031
  %1034 = getelementptr i8, ptr %1019, i64 %1033
  %1035 = load <8 x float>, ptr %1034, align 4
  %1036 = getelementptr inbounds nuw i8, ptr %1034, i64 32
  %1037 = load <8 x float>, ptr %1036, align 4
  %1038 = getelementptr inbounds nuw float, ptr %1016, i64 %1031
  %1039 = load float, ptr %1038, align 4
  %1040 = insertelement <8 x float> poison, float %1039, i64 0
  %1041 = shufflevector <8 x float> %1040, <8 x float> poison, <8 x i32> zeroinitializer
  %1042 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1041, <8 x float> %1035, <8 x float> %1030)
  %1043 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1041, <8 x float> %1037, <8 x float> %1029)
  %1044 = getelementptr inbounds nuw float, ptr %1018, i64 %1031
  %1045 = load float, ptr %1044, align 4
  %1046 = insertelement <8 x float> poison, float %1045, i64 0
  %1047 = shufflevector <8 x float> %1046, <8 x float> poison, <8 x i32> zeroinitializer
  %1048 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1047, <8 x float> %1035, <8 x float> %1028)
  %1049 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1047, <8 x float> %1037, <8 x float> %1027)
  br label %1050

1050:                                             ; preds = %1026, %1024, %1011
  %1051 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1107, %1024 ], [ %1049, %1026 ]
  %1052 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1106, %1024 ], [ %1048, %1026 ]
  %1053 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1101, %1024 ], [ %1043, %1026 ]
  %1054 = phi <8 x float> [ zeroinitializer, %1011 ], [ %1100, %1024 ], [ %1042, %1026 ]
  %1055 = load ptr, ptr %816, align 8
  %1056 = getelementptr inbounds nuw float, ptr %1055, i64 %934
  store <8 x float> %1054, ptr %1056, align 4
  %1057 = load ptr, ptr %816, align 8
  %1058 = getelementptr inbounds nuw float, ptr %1057, i64 %934
  %1059 = getelementptr inbounds nuw i8, ptr %1058, i64 32
  store <8 x float> %1053, ptr %1059, align 4
  %1060 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1061 = load ptr, ptr %1060, align 8
  %1062 = getelementptr inbounds nuw float, ptr %1061, i64 %934
  store <8 x float> %1052, ptr %1062, align 4
  %1063 = load ptr, ptr %1060, align 8
  %1064 = getelementptr inbounds nuw float, ptr %1063, i64 %934
  %1065 = getelementptr inbounds nuw i8, ptr %1064, i64 32
  store <8 x float> %1051, ptr %1065, align 4
  br label %2899

1066:                                             ; preds = %1066, %1022
  %1067 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1107, %1066 ]
  %1068 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1106, %1066 ]
  %1069 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1101, %1066 ]
  %1070 = phi <8 x float> [ zeroinitializer, %1022 ], [ %1100, %1066 ]
  %1071 = phi i64 [ 0, %1022 ], [ %1108, %1066 ]
  %1072 = phi i64 [ 0, %1022 ], [ %1109, %1066 ]
  %1073 = mul i64 %1015, %1071
  %1074 = getelementptr i8, ptr %1019, i64 %1073
  %1075 = load <8 x float>, ptr %1074, align 4
  %1076 = getelementptr inbounds nuw i8, ptr %1074, i64 32
  %1077 = load <8 x float>, ptr %1076, align 4
  %1078 = getelementptr inbounds nuw float, ptr %1016, i64 %1071
  %1079 = load float, ptr %1078, align 4
  %1080 = insertelement <8 x float> poison, float %1079, i64 0
  %1081 = shufflevector <8 x float> %1080, <8 x float> poison, <8 x i32> zeroinitializer
  %1082 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1081, <8 x float> %1075, <8 x float> %1070)
  %1083 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1081, <8 x float> %1077, <8 x float> %1069)
  %1084 = getelementptr inbounds nuw float, ptr %1018, i64 %1071
  %1085 = load float, ptr %1084, align 4
  %1086 = insertelement <8 x float> poison, float %1085, i64 0
  %1087 = shufflevector <8 x float> %1086, <8 x float> poison, <8 x i32> zeroinitializer
  %1088 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1087, <8 x float> %1075, <8 x float> %1068)
  %1089 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1087, <8 x float> %1077, <8 x float> %1067)
  %1090 = or disjoint i64 %1071, 1
  %1091 = mul i64 %1015, %1090
  %1092 = getelementptr i8, ptr %1019, i64 %1091
  %1093 = load <8 x float>, ptr %1092, align 4
  %1094 = getelementptr inbounds nuw i8, ptr %1092, i64 32
  %1095 = load <8 x float>, ptr %1094, align 4
  %1096 = getelementptr inbounds nuw float, ptr %1016, i64 %1090
  %1097 = load float, ptr %1096, align 4
  %1098 = insertelement <8 x float> poison, float %1097, i64 0
  %1099 = shufflevector <8 x float> %1098, <8 x float> poison, <8 x i32> zeroinitializer
  %1100 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1099, <8 x float> %1093, <8 x float> %1082)
  %1101 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1099, <8 x float> %1095, <8 x float> %1083)
  %1102 = getelementptr inbounds nuw float, ptr %1018, i64 %1090
  %1103 = load float, ptr %1102, align 4
  %1104 = insertelement <8 x float> poison, float %1103, i64 0
  %1105 = shufflevector <8 x float> %1104, <8 x float> poison, <8 x i32> zeroinitializer
  %1106 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1105, <8 x float> %1093, <8 x float> %1088)
  %1107 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1105, <8 x float> %1095, <8 x float> %1089)
  %1108 = add nuw nsw i64 %1071, 2
  %1109 = add i64 %1072, 2
  %1110 = icmp eq i64 %1109, %1023
  br i1 %1110, label %1024, label %1066

1111:                                             ; preds = %933
  %1112 = icmp sgt i64 %4, 0
  br i1 %1112, label %1113, label %1120

1113:                                             ; preds = %1111
  %1114 = shl nuw nsw i64 %934, 2
  %1115 = shl i64 %5, 2
  %1116 = load ptr, ptr %815, align 8
  %1117 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1118 = load ptr, ptr %1117, align 8
  %1119 = getelementptr i8, ptr %3, i64 %1114
  br label %1144

1120:                                             ; preds = %1144, %1111
  %1121 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1172, %1144 ]
  %1122 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1171, %1144 ]
  %1123 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1170, %1144 ]
  %1124 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1165, %1144 ]
  %1125 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1164, %1144 ]
  %1126 = phi <8 x float> [ zeroinitializer, %1111 ], [ %1163, %1144 ]
  %1127 = load ptr, ptr %816, align 8
  %1128 = getelementptr inbounds nuw float, ptr %1127, i64 %934
  store <8 x float> %1126, ptr %1128, align 4
  %1129 = load ptr, ptr %816, align 8
  %1130 = getelementptr inbounds nuw float, ptr %1129, i64 %934
  %1131 = getelementptr inbounds nuw i8, ptr %1130, i64 32
  store <8 x float> %1125, ptr %1131, align 4
  %1132 = load ptr, ptr %816, align 8
  %1133 = getelementptr inbounds nuw float, ptr %1132, i64 %934
  %1134 = getelementptr inbounds nuw i8, ptr %1133, i64 64
  store <8 x float> %1124, ptr %1134, align 4
  %1135 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1136 = load ptr, ptr %1135, align 8
  %1137 = getelementptr inbounds nuw float, ptr %1136, i64 %934
  store <8 x float> %1123, ptr %1137, align 4
  %1138 = load ptr, ptr %1135, align 8
  %1139 = getelementptr inbounds nuw float, ptr %1138, i64 %934
  %1140 = getelementptr inbounds nuw i8, ptr %1139, i64 32
  store <8 x float> %1122, ptr %1140, align 4
  %1141 = load ptr, ptr %1135, align 8
  %1142 = getelementptr inbounds nuw float, ptr %1141, i64 %934
  %1143 = getelementptr inbounds nuw i8, ptr %1142, i64 64
  store <8 x float> %1121, ptr %1143, align 4
  br label %2899

1144:                                             ; preds = %1113, %1144
  %1145 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1172, %1144 ]
  %1146 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1171, %1144 ]
  %1147 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1170, %1144 ]
  %1148 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1165, %1144 ]
  %1149 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1164, %1144 ]
  %1150 = phi <8 x float> [ zeroinitializer, %1113 ], [ %1163, %1144 ]
  %1151 = phi i64 [ 0, %1113 ], [ %1173, %1144 ]
  %1152 = mul i64 %1115, %1151
  %1153 = getelementptr i8, ptr %1119, i64 %1152
  %1154 = load <8 x float>, ptr %1153, align 4
  %1155 = getelementptr inbounds nuw i8, ptr %1153, i64 32
  %1156 = load <8 x float>, ptr %1155, align 4
  %1157 = getelementptr inbounds nuw i8, ptr %1153, i64 64
  %1158 = load <8 x float>, ptr %1157, align 4
  %1159 = getelementptr inbounds nuw float, ptr %1116, i64 %1151
  %1160 = load float, ptr %1159, align 4
  %1161 = insertelement <8 x float> poison, float %1160, i64 0
  %1162 = shufflevector <8 x float> %1161, <8 x float> poison, <8 x i32> zeroinitializer
  %1163 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1154, <8 x float> %1150)
  %1164 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1156, <8 x float> %1149)
  %1165 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1162, <8 x float> %1158, <8 x float> %1148)
  %1166 = getelementptr inbounds nuw float, ptr %1118, i64 %1151
  %1167 = load float, ptr %1166, align 4
  %1168 = insertelement <8 x float> poison, float %1167, i64 0
  %1169 = shufflevector <8 x float> %1168, <8 x float> poison, <8 x i32> zeroinitializer
  %1170 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1154, <8 x float> %1147)
  %1171 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1156, <8 x float> %1146)
  %1172 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1169, <8 x float> %1158, <8 x float> %1145)
  %1173 = add nuw nsw i64 %1151, 1
  %1174 = icmp eq i64 %1173, %4
  br i1 %1174, label %1120, label %1144

1175:                                             ; preds = %933
  %1176 = icmp sgt i64 %4, 0
  br i1 %1176, label %1177, label %1184

1177:                                             ; preds = %1175
  %1178 = shl nuw nsw i64 %934, 2
  %1179 = shl i64 %5, 2
  %1180 = load ptr, ptr %815, align 8
  %1181 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1182 = load ptr, ptr %1181, align 8
  %1183 = getelementptr i8, ptr %3, i64 %1178
  br label %1216

1184:                                             ; preds = %1216, %1175
  %1185 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1239, %1216 ]
  %1186 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1240, %1216 ]
  %1187 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1241, %1216 ]
  %1188 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1242, %1216 ]
  %1189 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1247, %1216 ]
  %1190 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1248, %1216 ]
  %1191 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1249, %1216 ]
  %1192 = phi <8 x float> [ zeroinitializer, %1175 ], [ %1250, %1216 ]
  %1193 = load ptr, ptr %816, align 8
  %1194 = getelementptr inbounds nuw float, ptr %1193, i64 %934
  store <8 x float> %1185, ptr %1194, align 4
  %1195 = load ptr, ptr %816, align 8
  %1196 = getelementptr inbounds nuw float, ptr %1195, i64 %934
  %1197 = getelementptr inbounds nuw i8, ptr %1196, i64 32
  store <8 x float> %1186, ptr %1197, align 4
  %1198 = load ptr, ptr %816, align 8
  %1199 = getelementptr inbounds nuw float, ptr %1198, i64 %934
  %1200 = getelementptr inbounds nuw i8, ptr %1199, i64 64
  store <8 x float> %1187, ptr %1200, align 4
  %1201 = load ptr, ptr %816, align 8
  %1202 = getelementptr inbounds nuw float, ptr %1201, i64 %934
  %1203 = getelementptr inbounds nuw i8, ptr %1202, i64 96
  store <8 x float> %1188, ptr %1203, align 4
  %1204 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1205 = load ptr, ptr %1204, align 8
  %1206 = getelementptr inbounds nuw float, ptr %1205, i64 %934
  store <8 x float> %1189, ptr %1206, align 4
  %1207 = load ptr, ptr %1204, align 8
  %1208 = getelementptr inbounds nuw float, ptr %1207, i64 %934
  %1209 = getelementptr inbounds nuw i8, ptr %1208, i64 32
  store <8 x float> %1190, ptr %1209, align 4
  %1210 = load ptr, ptr %1204, align 8
  %1211 = getelementptr inbounds nuw float, ptr %1210, i64 %934
  %1212 = getelementptr inbounds nuw i8, ptr %1211, i64 64
  store <8 x float> %1191, ptr %1212, align 4
  %1213 = load ptr, ptr %1204, align 8
  %1214 = getelementptr inbounds nuw float, ptr %1213, i64 %934
  %1215 = getelementptr inbounds nuw i8, ptr %1214, i64 96
  store <8 x float> %1192, ptr %1215, align 4
  br label %2899

1216:                                             ; preds = %1177, %1216
  %1217 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1239, %1216 ]
  %1218 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1240, %1216 ]
  %1219 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1241, %1216 ]
  %1220 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1242, %1216 ]
  %1221 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1247, %1216 ]
  %1222 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1248, %1216 ]
  %1223 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1249, %1216 ]
  %1224 = phi <8 x float> [ zeroinitializer, %1177 ], [ %1250, %1216 ]
  %1225 = phi i64 [ 0, %1177 ], [ %1251, %1216 ]
  %1226 = mul i64 %1179, %1225
  %1227 = getelementptr i8, ptr %1183, i64 %1226
  %1228 = load <8 x float>, ptr %1227, align 4
  %1229 = getelementptr inbounds nuw i8, ptr %1227, i64 32
  %1230 = load <8 x float>, ptr %1229, align 4
  %1231 = getelementptr inbounds nuw i8, ptr %1227, i64 64
  %1232 = load <8 x float>, ptr %1231, align 4
  %1233 = getelementptr inbounds nuw i8, ptr %1227, i64 96
  %1234 = load <8 x float>, ptr %1233, align 4
  %1235 = getelementptr inbounds nuw float, ptr %1180, i64 %1225
  %1236 = load float, ptr %1235, align 4
  %1237 = insertelement <8 x float> poison, float %1236, i64 0
  %1238 = shufflevector <8 x float> %1237, <8 x float> poison, <8 x i32> zeroinitializer
  %1239 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1228, <8 x float> %1217)
  %1240 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1230, <8 x float> %1218)
  %1241 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1232, <8 x float> %1219)
  %1242 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1238, <8 x float> %1234, <8 x float> %1220)
  %1243 = getelementptr inbounds nuw float, ptr %1182, i64 %1225
  %1244 = load float, ptr %1243, align 4
  %1245 = insertelement <8 x float> poison, float %1244, i64 0
  %1246 = shufflevector <8 x float> %1245, <8 x float> poison, <8 x i32> zeroinitializer
  %1247 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1228, <8 x float> %1221)
  %1248 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1230, <8 x float> %1222)
  %1249 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1232, <8 x float> %1223)
  %1250 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1246, <8 x float> %1234, <8 x float> %1224)
  %1251 = add nuw nsw i64 %1225, 1
  %1252 = icmp eq i64 %1251, %4
  br i1 %1252, label %1184, label %1216

1253:                                             ; preds = %933
  %1254 = icmp sgt i64 %4, 0
  br i1 %1254, label %1255, label %1262

1255:                                             ; preds = %1253
  %1256 = shl nuw nsw i64 %934, 2
  %1257 = shl i64 %5, 2
  %1258 = load ptr, ptr %815, align 8
  %1259 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1260 = load ptr, ptr %1259, align 8
  %1261 = getelementptr i8, ptr %3, i64 %1256
  br label %1302

1262:                                             ; preds = %1302, %1253
  %1263 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1329, %1302 ]
  %1264 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1330, %1302 ]
  %1265 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1331, %1302 ]
  %1266 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1332, %1302 ]
  %1267 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1333, %1302 ]
  %1268 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1338, %1302 ]
  %1269 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1339, %1302 ]
  %1270 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1340, %1302 ]
  %1271 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1341, %1302 ]
  %1272 = phi <8 x float> [ zeroinitializer, %1253 ], [ %1342, %1302 ]
  %1273 = load ptr, ptr %816, align 8
  %1274 = getelementptr inbounds nuw float, ptr %1273, i64 %934
  store <8 x float> %1263, ptr %1274, align 4
  %1275 = load ptr, ptr %816, align 8
  %1276 = getelementptr inbounds nuw float, ptr %1275, i64 %934
  %1277 = getelementptr inbounds nuw i8, ptr %1276, i64 32
  store <8 x float> %1264, ptr %1277, align 4
  %1278 = load ptr, ptr %816, align 8
  %1279 = getelementptr inbounds nuw float, ptr %1278, i64 %934
  %1280 = getelementptr inbounds nuw i8, ptr %1279, i64 64
  store <8 x float> %1265, ptr %1280, align 4
  %1281 = load ptr, ptr %816, align 8
  %1282 = getelementptr inbounds nuw float, ptr %1281, i64 %934
  %1283 = getelementptr inbounds nuw i8, ptr %1282, i64 96
  store <8 x float> %1266, ptr %1283, align 4
  %1284 = load ptr, ptr %816, align 8
  %1285 = getelementptr inbounds nuw float, ptr %1284, i64 %934
  %1286 = getelementptr inbounds nuw i8, ptr %1285, i64 128
  store <8 x float> %1267, ptr %1286, align 4
  %1287 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1288 = load ptr, ptr %1287, align 8
  %1289 = getelementptr inbounds nuw float, ptr %1288, i64 %934
  store <8 x float> %1268, ptr %1289, align 4
  %1290 = load ptr, ptr %1287, align 8
  %1291 = getelementptr inbounds nuw float, ptr %1290, i64 %934
  %1292 = getelementptr inbounds nuw i8, ptr %1291, i64 32
  store <8 x float> %1269, ptr %1292, align 4
  %1293 = load ptr, ptr %1287, align 8
  %1294 = getelementptr inbounds nuw float, ptr %1293, i64 %934
  %1295 = getelementptr inbounds nuw i8, ptr %1294, i64 64
  store <8 x float> %1270, ptr %1295, align 4
  %1296 = load ptr, ptr %1287, align 8
  %1297 = getelementptr inbounds nuw float, ptr %1296, i64 %934
  %1298 = getelementptr inbounds nuw i8, ptr %1297, i64 96
  store <8 x float> %1271, ptr %1298, align 4
  %1299 = load ptr, ptr %1287, align 8
  %1300 = getelementptr inbounds nuw float, ptr %1299, i64 %934
  %1301 = getelementptr inbounds nuw i8, ptr %1300, i64 128
  store <8 x float> %1272, ptr %1301, align 4
  br label %2899

1302:                                             ; preds = %1255, %1302
  %1303 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1329, %1302 ]
  %1304 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1330, %1302 ]
  %1305 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1331, %1302 ]
  %1306 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1332, %1302 ]
  %1307 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1333, %1302 ]
  %1308 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1338, %1302 ]
  %1309 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1339, %1302 ]
  %1310 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1340, %1302 ]
  %1311 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1341, %1302 ]
  %1312 = phi <8 x float> [ zeroinitializer, %1255 ], [ %1342, %1302 ]
  %1313 = phi i64 [ 0, %1255 ], [ %1343, %1302 ]
  %1314 = mul i64 %1257, %1313
  %1315 = getelementptr i8, ptr %1261, i64 %1314
  %1316 = load <8 x float>, ptr %1315, align 4
  %1317 = getelementptr inbounds nuw i8, ptr %1315, i64 32
  %1318 = load <8 x float>, ptr %1317, align 4
  %1319 = getelementptr inbounds nuw i8, ptr %1315, i64 64
  %1320 = load <8 x float>, ptr %1319, align 4
  %1321 = getelementptr inbounds nuw i8, ptr %1315, i64 96
  %1322 = load <8 x float>, ptr %1321, align 4
  %1323 = getelementptr inbounds nuw i8, ptr %1315, i64 128
  %1324 = load <8 x float>, ptr %1323, align 4
  %1325 = getelementptr inbounds nuw float, ptr %1258, i64 %1313
  %1326 = load float, ptr %1325, align 4
  %1327 = insertelement <8 x float> poison, float %1326, i64 0
  %1328 = shufflevector <8 x float> %1327, <8 x float> poison, <8 x i32> zeroinitializer
  %1329 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1316, <8 x float> %1303)
  %1330 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1318, <8 x float> %1304)
  %1331 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1320, <8 x float> %1305)
  %1332 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1322, <8 x float> %1306)
  %1333 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1328, <8 x float> %1324, <8 x float> %1307)
  %1334 = getelementptr inbounds nuw float, ptr %1260, i64 %1313
  %1335 = load float, ptr %1334, align 4
  %1336 = insertelement <8 x float> poison, float %1335, i64 0
  %1337 = shufflevector <8 x float> %1336, <8 x float> poison, <8 x i32> zeroinitializer
  %1338 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1316, <8 x float> %1308)
  %1339 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1318, <8 x float> %1309)
  %1340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1320, <8 x float> %1310)
  %1341 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1322, <8 x float> %1311)
  %1342 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1324, <8 x float> %1312)
  %1343 = add nuw nsw i64 %1313, 1
  %1344 = icmp eq i64 %1343, %4
  br i1 %1344, label %1262, label %1302

1345:                                             ; preds = %933
  %1346 = icmp sgt i64 %4, 0
  br i1 %1346, label %1347, label %1354

1347:                                             ; preds = %1345
  %1348 = shl nuw nsw i64 %934, 2
  %1349 = shl i64 %5, 2
  %1350 = load ptr, ptr %815, align 8
  %1351 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1352 = load ptr, ptr %1351, align 8
  %1353 = getelementptr i8, ptr %3, i64 %1348
  br label %1402

1354:                                             ; preds = %1402, %1345
  %1355 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1433, %1402 ]
  %1356 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1434, %1402 ]
  %1357 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1435, %1402 ]
  %1358 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1436, %1402 ]
  %1359 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1437, %1402 ]
  %1360 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1438, %1402 ]
  %1361 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1443, %1402 ]
  %1362 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1444, %1402 ]
  %1363 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1445, %1402 ]
  %1364 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1446, %1402 ]
  %1365 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1447, %1402 ]
  %1366 = phi <8 x float> [ zeroinitializer, %1345 ], [ %1448, %1402 ]
  %1367 = load ptr, ptr %816, align 8
  %1368 = getelementptr inbounds nuw float, ptr %1367, i64 %934
  store <8 x float> %1355, ptr %1368, align 4
  %1369 = load ptr, ptr %816, align 8
  %1370 = getelementptr inbounds nuw float, ptr %1369, i64 %934
  %1371 = getelementptr inbounds nuw i8, ptr %1370, i64 32
  store <8 x float> %1356, ptr %1371, align 4
  %1372 = load ptr, ptr %816, align 8
  %1373 = getelementptr inbounds nuw float, ptr %1372, i64 %934
  %1374 = getelementptr inbounds nuw i8, ptr %1373, i64 64
  store <8 x float> %1357, ptr %1374, align 4
  %1375 = load ptr, ptr %816, align 8
  %1376 = getelementptr inbounds nuw float, ptr %1375, i64 %934
  %1377 = getelementptr inbounds nuw i8, ptr %1376, i64 96
  store <8 x float> %1358, ptr %1377, align 4
  %1378 = load ptr, ptr %816, align 8
  %1379 = getelementptr inbounds nuw float, ptr %1378, i64 %934
  %1380 = getelementptr inbounds nuw i8, ptr %1379, i64 128
  store <8 x float> %1359, ptr %1380, align 4
  %1381 = load ptr, ptr %816, align 8
  %1382 = getelementptr inbounds nuw float, ptr %1381, i64 %934
  %1383 = getelementptr inbounds nuw i8, ptr %1382, i64 160
  store <8 x float> %1360, ptr %1383, align 4
  %1384 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1385 = load ptr, ptr %1384, align 8
  %1386 = getelementptr inbounds nuw float, ptr %1385, i64 %934
  store <8 x float> %1361, ptr %1386, align 4
  %1387 = load ptr, ptr %1384, align 8
  %1388 = getelementptr inbounds nuw float, ptr %1387, i64 %934
  %1389 = getelementptr inbounds nuw i8, ptr %1388, i64 32
  store <8 x float> %1362, ptr %1389, align 4
  %1390 = load ptr, ptr %1384, align 8
  %1391 = getelementptr inbounds nuw float, ptr %1390, i64 %934
  %1392 = getelementptr inbounds nuw i8, ptr %1391, i64 64
  store <8 x float> %1363, ptr %1392, align 4
  %1393 = load ptr, ptr %1384, align 8
  %1394 = getelementptr inbounds nuw float, ptr %1393, i64 %934
  %1395 = getelementptr inbounds nuw i8, ptr %1394, i64 96
  store <8 x float> %1364, ptr %1395, align 4
  %1396 = load ptr, ptr %1384, align 8
  %1397 = getelementptr inbounds nuw float, ptr %1396, i64 %934
  %1398 = getelementptr inbounds nuw i8, ptr %1397, i64 128
  store <8 x float> %1365, ptr %1398, align 4
  %1399 = load ptr, ptr %1384, align 8
  %1400 = getelementptr inbounds nuw float, ptr %1399, i64 %934
  %1401 = getelementptr inbounds nuw i8, ptr %1400, i64 160
  store <8 x float> %1366, ptr %1401, align 4
  br label %2899

1402:                                             ; preds = %1347, %1402
  %1403 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1433, %1402 ]
  %1404 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1434, %1402 ]
  %1405 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1435, %1402 ]
  %1406 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1436, %1402 ]
  %1407 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1437, %1402 ]
  %1408 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1438, %1402 ]
  %1409 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1443, %1402 ]
  %1410 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1444, %1402 ]
  %1411 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1445, %1402 ]
  %1412 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1446, %1402 ]
  %1413 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1447, %1402 ]
  %1414 = phi <8 x float> [ zeroinitializer, %1347 ], [ %1448, %1402 ]
  %1415 = phi i64 [ 0, %1347 ], [ %1449, %1402 ]
  %1416 = mul i64 %1349, %1415
  %1417 = getelementptr i8, ptr %1353, i64 %1416
  %1418 = load <8 x float>, ptr %1417, align 4
  %1419 = getelementptr inbounds nuw i8, ptr %1417, i64 32
  %1420 = load <8 x float>, ptr %1419, align 4
  %1421 = getelementptr inbounds nuw i8, ptr %1417, i64 64
  %1422 = load <8 x float>, ptr %1421, align 4
  %1423 = getelementptr inbounds nuw i8, ptr %1417, i64 96
  %1424 = load <8 x float>, ptr %1423, align 4
  %1425 = getelementptr inbounds nuw i8, ptr %1417, i64 128
  %1426 = load <8 x float>, ptr %1425, align 4
  %1427 = getelementptr inbounds nuw i8, ptr %1417, i64 160
  %1428 = load <8 x float>, ptr %1427, align 4
  %1429 = getelementptr inbounds nuw float, ptr %1350, i64 %1415
  %1430 = load float, ptr %1429, align 4
  %1431 = insertelement <8 x float> poison, float %1430, i64 0
  %1432 = shufflevector <8 x float> %1431, <8 x float> poison, <8 x i32> zeroinitializer
  %1433 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1418, <8 x float> %1403)
  %1434 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1420, <8 x float> %1404)
  %1435 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1422, <8 x float> %1405)
  %1436 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1424, <8 x float> %1406)
  %1437 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1426, <8 x float> %1407)
  %1438 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1432, <8 x float> %1428, <8 x float> %1408)
  %1439 = getelementptr inbounds nuw float, ptr %1352, i64 %1415
  %1440 = load float, ptr %1439, align 4
  %1441 = insertelement <8 x float> poison, float %1440, i64 0
  %1442 = shufflevector <8 x float> %1441, <8 x float> poison, <8 x i32> zeroinitializer
  %1443 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1418, <8 x float> %1409)
  %1444 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1420, <8 x float> %1410)
  %1445 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1422, <8 x float> %1411)
  %1446 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1424, <8 x float> %1412)
  %1447 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1426, <8 x float> %1413)
  %1448 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1442, <8 x float> %1428, <8 x float> %1414)
  %1449 = add nuw nsw i64 %1415, 1
  %1450 = icmp eq i64 %1449, %4
  br i1 %1450, label %1354, label %1402

1451:                                             ; preds = %933
  %1452 = icmp sgt i64 %4, 0
  br i1 %1452, label %1453, label %1460

1453:                                             ; preds = %1451
  %1454 = shl i64 %934, 2
  %1455 = shl i64 %5, 2
  %1456 = load ptr, ptr %815, align 8
  %1457 = getelementptr inbounds nuw i8, ptr %815, i64 8
  %1458 = load ptr, ptr %1457, align 8
  %1459 = getelementptr i8, ptr %3, i64 %1454
  br label %1508

1460:                                             ; preds = %1508, %1451
  %1461 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1541, %1508 ]
  %1462 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1542, %1508 ]
  %1463 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1543, %1508 ]
  %1464 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1544, %1508 ]
  %1465 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1545, %1508 ]
  %1466 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1546, %1508 ]
  %1467 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1547, %1508 ]
  %1468 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1552, %1508 ]
  %1469 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1553, %1508 ]
  %1470 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1554, %1508 ]
  %1471 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1555, %1508 ]
  %1472 = phi <8 x float> [ zeroinitializer, %1451 ], [ %1556, %1508 ]
  %1473 = load ptr, ptr %816, align 8
  %1474 = getelementptr inbounds nuw float, ptr %1473, i64 %934
  store <8 x float> %1461, ptr %1474, align 4
  %1475 = load ptr, ptr %816, align 8
  %1476 = getelementptr inbounds nuw float, ptr %1475, i64 %934
  %1477 = getelementptr inbounds nuw i8, ptr %1476, i64 32
  store <8 x float> %1462, ptr %1477, align 4
  %1478 = load ptr, ptr %816, align 8
  %1479 = getelementptr inbounds nuw float, ptr %1478, i64 %934
  %1480 = getelementptr inbounds nuw i8, ptr %1479, i64 64
  store <8 x float> %1463, ptr %1480, align 4
  %1481 = load ptr, ptr %816, align 8
  %1482 = getelementptr inbounds nuw float, ptr %1481, i64 %934
  %1483 = getelementptr inbounds nuw i8, ptr %1482, i64 96
  store <8 x float> %1464, ptr %1483, align 4
  %1484 = load ptr, ptr %816, align 8
  %1485 = getelementptr inbounds nuw float, ptr %1484, i64 %934
  %1486 = getelementptr inbounds nuw i8, ptr %1485, i64 128
  store <8 x float> %1465, ptr %1486, align 4
  %1487 = load ptr, ptr %816, align 8
  %1488 = getelementptr inbounds nuw float, ptr %1487, i64 %934
  %1489 = getelementptr inbounds nuw i8, ptr %1488, i64 160
  store <8 x float> %1466, ptr %1489, align 4
  %1490 = load ptr, ptr %816, align 8
  %1491 = getelementptr inbounds nuw float, ptr %1490, i64 %934
  %1492 = getelementptr inbounds nuw i8, ptr %1491, i64 192
  store <8 x float> %1467, ptr %1492, align 4
  %1493 = getelementptr inbounds nuw i8, ptr %816, i64 8
  %1494 = load ptr, ptr %1493, align 8
  %1495 = getelementptr inbounds nuw float, ptr %1494, i64 %934
  store <8 x float> %1468, ptr %1495, align 4
  %1496 = load ptr, ptr %1493, align 8
  %1497 = getelementptr inbounds nuw float, ptr %1496, i64 %934
  %1498 = getelementptr inbounds nuw i8, ptr %1497, i64 32
  store <8 x float> %1469, ptr %1498, align 4
  %1499 = load ptr, ptr %1493, align 8
  %1500 = getelementptr inbounds nuw float, ptr %1499, i64 %934
  %1501 = getelementptr inbounds nuw i8, ptr %1500, i64 64
  store <8 x float> %1470, ptr %1501, align 4
  %1502 = load ptr, ptr %1493, align 8
  %1503 = getelementptr inbounds nuw float, ptr %1502, i64 %934
  %1504 = getelementptr inbounds nuw i8, ptr %1503, i64 96
  store <8 x float> %1471, ptr %1504, align 4
  %1505 = load ptr, ptr %1493, align 8
  %1506 = getelementptr inbounds nuw float, ptr %1505, i64 %934
  %1507 = getelementptr inbounds nuw i8, ptr %1506, i64 128
  store <8 x float> %1472, ptr %1507, align 4
  br label %2899

1508:                                             ; preds = %1453, %1508
  %1509 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1541, %1508 ]
  %1510 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1542, %1508 ]
  %1511 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1543, %1508 ]
  %1512 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1544, %1508 ]
  %1513 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1545, %1508 ]
  %1514 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1546, %1508 ]
  %1515 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1547, %1508 ]
  %1516 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1552, %1508 ]
  %1517 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1553, %1508 ]
  %1518 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1554, %1508 ]
  %1519 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1555, %1508 ]
  %1520 = phi <8 x float> [ zeroinitializer, %1453 ], [ %1556, %1508 ]
  %1521 = phi i64 [ 0, %1453 ], [ %1557, %1508 ]
  %1522 = mul i64 %1455, %1521
  %1523 = getelementptr i8, ptr %1459, i64 %1522
  %1524 = load <8 x float>, ptr %1523, align 4
  %1525 = getelementptr inbounds nuw i8, ptr %1523, i64 32
  %1526 = load <8 x float>, ptr %1525, align 4
  %1527 = getelementptr inbounds nuw i8, ptr %1523, i64 64
  %1528 = load <8 x float>, ptr %1527, align 4
  %1529 = getelementptr inbounds nuw i8, ptr %1523, i64 96
  %1530 = load <8 x float>, ptr %1529, align 4
  %1531 = getelementptr inbounds nuw i8, ptr %1523, i64 128
  %1532 = load <8 x float>, ptr %1531, align 4
  %1533 = getelementptr inbounds nuw i8, ptr %1523, i64 160
  %1534 = load <8 x float>, ptr %1533, align 4
  %1535 = getelementptr inbounds nuw i8, ptr %1523, i64 192
  %1536 = load <8 x float>, ptr %1535, align 4
  %1537 = getelementptr inbounds nuw float, ptr %1456, i64 %1521
  %1538 = load float, ptr %1537, align 4
  %1539 = insertelement <8 x float> poison, float %1538, i64 0
  %1540 = shufflevector <8 x float> %1539, <8 x float> poison, <8 x i32> zeroinitializer
  %1541 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1524, <8 x float> %1509)
  %1542 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1526, <8 x float> %1510)
  %1543 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1528, <8 x float> %1511)
  %1544 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1530, <8 x float> %1512)
  %1545 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1532, <8 x float> %1513)
  %1546 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1534, <8 x float> %1514)
  %1547 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1540, <8 x float> %1536, <8 x float> %1515)
  %1548 = getelementptr inbounds nuw float, ptr %1458, i64 %1521
  %1549 = load float, ptr %1548, align 4
  %1550 = insertelement <8 x float> poison, float %1549, i64 0
  %1551 = shufflevector <8 x float> %1550, <8 x float> poison, <8 x i32> zeroinitializer
  %1552 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1524, <8 x float> %1516)
  %1553 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1526, <8 x float> %1517)
  %1554 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1528, <8 x float> %1518)
  %1555 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1530, <8 x float> %1519)
  %1556 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1551, <8 x float> %1532, <8 x float> %1520)
  %1557 = add nuw nsw i64 %1521, 1
  %1558 = icmp eq i64 %1557, %4
  br i1 %1558, label %1460, label %1508

1559:                                             ; preds = %811
  %1560 = getelementptr inbounds nuw ptr, ptr %0, i64 %812
  %1561 = load ptr, ptr %1560, align 8
  %1562 = getelementptr inbounds nuw ptr, ptr %1, i64 %812
  %1563 = load ptr, ptr %1562, align 8
  %1564 = icmp slt i64 %6, 96
  br i1 %1564, label %1661, label %1565

1565:                                             ; preds = %1559
  %1566 = icmp sgt i64 %4, 0
  %1567 = add nsw i64 %6, -96
  %1568 = udiv i64 %1567, 96
  br label %1569

1569:                                             ; preds = %1634, %1565
  %1570 = phi i64 [ 0, %1565 ], [ %1659, %1634 ]
  %1571 = phi i64 [ 96, %1565 ], [ %1658, %1634 ]
  %1572 = phi i64 [ 0, %1565 ], [ %1571, %1634 ]
  %1573 = mul i64 %1570, 384
  %1574 = getelementptr i8, ptr %1563, i64 %1573
  %1575 = getelementptr float, ptr %3, i64 %1572
  br i1 %1566, label %1576, label %1634

1576:                                             ; preds = %1569, %1576
  %1577 = phi <8 x float> [ %1604, %1576 ], [ zeroinitializer, %1569 ]
  %1578 = phi <8 x float> [ %1601, %1576 ], [ zeroinitializer, %1569 ]
  %1579 = phi <8 x float> [ %1598, %1576 ], [ zeroinitializer, %1569 ]
  %1580 = phi <8 x float> [ %1607, %1576 ], [ zeroinitializer, %1569 ]
  %1581 = phi <8 x float> [ %1610, %1576 ], [ zeroinitializer, %1569 ]
  %1582 = phi <8 x float> [ %1613, %1576 ], [ zeroinitializer, %1569 ]
  %1583 = phi <8 x float> [ %1616, %1576 ], [ zeroinitializer, %1569 ]
  %1584 = phi <8 x float> [ %1619, %1576 ], [ zeroinitializer, %1569 ]
  %1585 = phi <8 x float> [ %1622, %1576 ], [ zeroinitializer, %1569 ]
  %1586 = phi <8 x float> [ %1625, %1576 ], [ zeroinitializer, %1569 ]
  %1587 = phi <8 x float> [ %1628, %1576 ], [ zeroinitializer, %1569 ]
  %1588 = phi <8 x float> [ %1631, %1576 ], [ zeroinitializer, %1569 ]
  %1589 = phi i64 [ %1632, %1576 ], [ 1, %1569 ]
  %1590 = phi i64 [ %1589, %1576 ], [ 0, %1569 ]
  %1591 = getelementptr inbounds nuw float, ptr %1561, i64 %1590
  %1592 = load float, ptr %1591, align 4
  %1593 = insertelement <8 x float> poison, float %1592, i64 0
  %1594 = shufflevector <8 x float> %1593, <8 x float> poison, <8 x i32> zeroinitializer
  %1595 = mul nsw i64 %1590, %5
  %1596 = getelementptr float, ptr %1575, i64 %1595
  %1597 = load <8 x float>, ptr %1596, align 4
  %1598 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1597, <8 x float> %1579)
  %1599 = getelementptr inbounds nuw i8, ptr %1596, i64 32
  %1600 = load <8 x float>, ptr %1599, align 4
  %1601 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1600, <8 x float> %1578)
  %1602 = getelementptr inbounds nuw i8, ptr %1596, i64 64
  %1603 = load <8 x float>, ptr %1602, align 4
  %1604 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1603, <8 x float> %1577)
  %1605 = getelementptr inbounds nuw i8, ptr %1596, i64 96
  %1606 = load <8 x float>, ptr %1605, align 4
  %1607 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1606, <8 x float> %1580)
  %1608 = getelementptr inbounds nuw i8, ptr %1596, i64 128
  %1609 = load <8 x float>, ptr %1608, align 4
  %1610 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1609, <8 x float> %1581)
  %1611 = getelementptr inbounds nuw i8, ptr %1596, i64 160
  %1612 = load <8 x float>, ptr %1611, align 4
  %1613 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1612, <8 x float> %1582)
  %1614 = getelementptr inbounds nuw i8, ptr %1596, i64 192
  %1615 = load <8 x float>, ptr %1614, align 4
  %1616 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1615, <8 x float> %1583)
  %1617 = getelementptr inbounds nuw i8, ptr %1596, i64 224
  %1618 = load <8 x float>, ptr %1617, align 4
  %1619 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1618, <8 x float> %1584)
  %1620 = getelementptr inbounds nuw i8, ptr %1596, i64 256
  %1621 = load <8 x float>, ptr %1620, align 4
  %1622 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1621, <8 x float> %1585)
  %1623 = getelementptr inbounds nuw i8, ptr %1596, i64 288
  %1624 = load <8 x float>, ptr %1623, align 4
  %1625 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1624, <8 x float> %1586)
  %1626 = getelementptr inbounds nuw i8, ptr %1596, i64 320
  %1627 = load <8 x float>, ptr %1626, align 4
  %1628 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1627, <8 x float> %1587)
  %1629 = getelementptr inbounds nuw i8, ptr %1596, i64 352
  %1630 = load <8 x float>, ptr %1629, align 4
  %1631 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1594, <8 x float> %1630, <8 x float> %1588)
  %1632 = add nuw i64 %1589, 1
  %1633 = icmp eq i64 %1589, %4
  br i1 %1633, label %1634, label %1576

1634:                                             ; preds = %1576, %1569
  %1635 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1604, %1576 ]
  %1636 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1601, %1576 ]
  %1637 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1598, %1576 ]
  %1638 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1607, %1576 ]
  %1639 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1610, %1576 ]
  %1640 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1613, %1576 ]
  %1641 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1616, %1576 ]
  %1642 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1619, %1576 ]
  %1643 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1622, %1576 ]
  %1644 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1625, %1576 ]
  %1645 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1628, %1576 ]
  %1646 = phi <8 x float> [ zeroinitializer, %1569 ], [ %1631, %1576 ]
  store <8 x float> %1637, ptr %1574, align 4
  %1647 = getelementptr inbounds nuw i8, ptr %1574, i64 32
  store <8 x float> %1636, ptr %1647, align 4
  %1648 = getelementptr inbounds nuw i8, ptr %1574, i64 64
  store <8 x float> %1635, ptr %1648, align 4
  %1649 = getelementptr inbounds nuw i8, ptr %1574, i64 96
  store <8 x float> %1638, ptr %1649, align 4
  %1650 = getelementptr inbounds nuw i8, ptr %1574, i64 128
  store <8 x float> %1639, ptr %1650, align 4
  %1651 = getelementptr inbounds nuw i8, ptr %1574, i64 160
  store <8 x float> %1640, ptr %1651, align 4
  %1652 = getelementptr inbounds nuw i8, ptr %1574, i64 192
  store <8 x float> %1641, ptr %1652, align 4
  %1653 = getelementptr inbounds nuw i8, ptr %1574, i64 224
  store <8 x float> %1642, ptr %1653, align 4
  %1654 = getelementptr inbounds nuw i8, ptr %1574, i64 256
  store <8 x float> %1643, ptr %1654, align 4
  %1655 = getelementptr inbounds nuw i8, ptr %1574, i64 288
  store <8 x float> %1644, ptr %1655, align 4
  %1656 = getelementptr inbounds nuw i8, ptr %1574, i64 320
  store <8 x float> %1645, ptr %1656, align 4
  %1657 = getelementptr inbounds nuw i8, ptr %1574, i64 352
  store <8 x float> %1646, ptr %1657, align 4
  %1658 = add nuw nsw i64 %1571, 96
  %1659 = add nuw nsw i64 %1570, 1
  %1660 = icmp eq i64 %1570, %1568
  br i1 %1660, label %1661, label %1569

1661:                                             ; preds = %1634, %1559
  %1662 = phi i64 [ 0, %1559 ], [ %1571, %1634 ]
  %1663 = sub nsw i64 %6, %1662
  %1664 = sdiv i64 %1663, 8
  switch i64 %1664, label %2899 [
    i64 1, label %1665
    i64 2, label %1836
    i64 3, label %1975
    i64 4, label %2150
    i64 5, label %2304
    i64 6, label %2423
    i64 7, label %2559
    i64 8, label %2615
    i64 9, label %2677
    i64 10, label %2745
    i64 11, label %2819
  ]

1665:                                             ; preds = %1661
  %1666 = icmp slt i64 %4, 8
  br i1 %1666, label %1758, label %1667

1667:                                             ; preds = %1665
  %1668 = getelementptr float, ptr %3, i64 %1662
  br label %1669

1669:                                             ; preds = %1669, %1667
  %1670 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1750, %1669 ]
  %1671 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1741, %1669 ]
  %1672 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1732, %1669 ]
  %1673 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1723, %1669 ]
  %1674 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1714, %1669 ]
  %1675 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1705, %1669 ]
  %1676 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1696, %1669 ]
  %1677 = phi <8 x float> [ zeroinitializer, %1667 ], [ %1687, %1669 ]
  %1678 = phi i64 [ 8, %1667 ], [ %1751, %1669 ]
  %1679 = phi i64 [ 0, %1667 ], [ %1678, %1669 ]
  %1680 = getelementptr inbounds nuw float, ptr %1561, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = insertelement <8 x float> poison, float %1681, i64 0
  %1683 = shufflevector <8 x float> %1682, <8 x float> poison, <8 x i32> zeroinitializer
  %1684 = mul nsw i64 %1679, %5
  %1685 = getelementptr float, ptr %1668, i64 %1684
  %1686 = load <8 x float>, ptr %1685, align 4
  %1687 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1683, <8 x float> %1686, <8 x float> %1677)
  %1688 = or disjoint i64 %1679, 1
  %1689 = getelementptr inbounds nuw float, ptr %1561, i64 %1688
  %1690 = load float, ptr %1689, align 4
  %1691 = insertelement <8 x float> poison, float %1690, i64 0
  %1692 = shufflevector <8 x float> %1691, <8 x float> poison, <8 x i32> zeroinitializer
  %1693 = mul nsw i64 %1688, %5
  %1694 = getelementptr float, ptr %1668, i64 %1693
  %1695 = load <8 x float>, ptr %1694, align 4
  %1696 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1692, <8 x float> %1695, <8 x float> %1676)
  %1697 = or disjoint i64 %1679, 2
  %1698 = getelementptr inbounds nuw float, ptr %1561, i64 %1697
  %1699 = load float, ptr %1698, align 4
  %1700 = insertelement <8 x float> poison, float %1699, i64 0
  %1701 = shufflevector <8 x float> %1700, <8 x float> poison, <8 x i32> zeroinitializer
  %1702 = mul nsw i64 %1697, %5
  %1703 = getelementptr float, ptr %1668, i64 %1702
  %1704 = load <8 x float>, ptr %1703, align 4
  %1705 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1701, <8 x float> %1704, <8 x float> %1675)
  %1706 = or disjoint i64 %1679, 3
  %1707 = getelementptr inbounds nuw float, ptr %1561, i64 %1706
  %1708 = load float, ptr %1707, align 4
  %1709 = insertelement <8 x float> poison, float %1708, i64 0
  %1710 = shufflevector <8 x float> %1709, <8 x float> poison, <8 x i32> zeroinitializer
  %1711 = mul nsw i64 %1706, %5
  %1712 = getelementptr float, ptr %1668, i64 %1711
  %1713 = load <8 x float>, ptr %1712, align 4
  %1714 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1710, <8 x float> %1713, <8 x float> %1674)
  %1715 = or disjoint i64 %1679, 4
  %1716 = getelementptr inbounds nuw float, ptr %1561, i64 %1715
  %1717 = load float, ptr %1716, align 4
  %1718 = insertelement <8 x float> poison, float %1717, i64 0
  %1719 = shufflevector <8 x float> %1718, <8 x float> poison, <8 x i32> zeroinitializer
  %1720 = mul nsw i64 %1715, %5
  %1721 = getelementptr float, ptr %1668, i64 %1720
  %1722 = load <8 x float>, ptr %1721, align 4
  %1723 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1719, <8 x float> %1722, <8 x float> %1673)
  %1724 = or disjoint i64 %1679, 5
  %1725 = getelementptr inbounds nuw float, ptr %1561, i64 %1724
  %1726 = load float, ptr %1725, align 4
  %1727 = insertelement <8 x float> poison, float %1726, i64 0
  %1728 = shufflevector <8 x float> %1727, <8 x float> poison, <8 x i32> zeroinitializer
  %1729 = mul nsw i64 %1724, %5
  %1730 = getelementptr float, ptr %1668, i64 %1729
  %1731 = load <8 x float>, ptr %1730, align 4
  %1732 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1728, <8 x float> %1731, <8 x float> %1672)
  %1733 = or disjoint i64 %1679, 6
  %1734 = getelementptr inbounds nuw float, ptr %1561, i64 %1733
  %1735 = load float, ptr %1734, align 4
  %1736 = insertelement <8 x float> poison, float %1735, i64 0
  %1737 = shufflevector <8 x float> %1736, <8 x float> poison, <8 x i32> zeroinitializer
  %1738 = mul nsw i64 %1733, %5
  %1739 = getelementptr float, ptr %1668, i64 %1738
  %1740 = load <8 x float>, ptr %1739, align 4
  %1741 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1737, <8 x float> %1740, <8 x float> %1671)
  %1742 = or disjoint i64 %1679, 7
  %1743 = getelementptr inbounds nuw float, ptr %1561, i64 %1742
  %1744 = load float, ptr %1743, align 4
  %1745 = insertelement <8 x float> poison, float %1744, i64 0
  %1746 = shufflevector <8 x float> %1745, <8 x float> poison, <8 x i32> zeroinitializer
  %1747 = mul nsw i64 %1742, %5
  %1748 = getelementptr float, ptr %1668, i64 %1747
  %1749 = load <8 x float>, ptr %1748, align 4
  %1750 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1746, <8 x float> %1749, <8 x float> %1670)
  %1751 = add nuw nsw i64 %1678, 8
  %1752 = icmp sgt i64 %1751, %4
  br i1 %1752, label %1753, label %1669

1753:                                             ; preds = %1669
  %1754 = fadd <8 x float> %1696, %1732
  %1755 = fadd <8 x float> %1705, %1741
  %1756 = fadd <8 x float> %1714, %1750
  %1757 = fadd <8 x float> %1754, %1756
  br label %1758

1758:                                             ; preds = %1753, %1665
  %1759 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1723, %1753 ]
  %1760 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1755, %1753 ]
  %1761 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1757, %1753 ]
  %1762 = phi <8 x float> [ zeroinitializer, %1665 ], [ %1687, %1753 ]
  %1763 = phi i64 [ 0, %1665 ], [ %1678, %1753 ]
  %1764 = getelementptr float, ptr %3, i64 %1662
  %1765 = icmp slt i64 %1763, %4
  br i1 %1765, label %1766, label %1830

1766:                                             ; preds = %1758
  %1767 = and i64 %4, 3
  %1768 = icmp eq i64 %1767, 0
  br i1 %1768, label %1784, label %1769

1769:                                             ; preds = %1766, %1769
  %1770 = phi <8 x float> [ %1780, %1769 ], [ %1762, %1766 ]
  %1771 = phi i64 [ %1781, %1769 ], [ %1763, %1766 ]
  %1772 = phi i64 [ %1782, %1769 ], [ 0, %1766 ]
  %1773 = getelementptr inbounds nuw float, ptr %1561, i64 %1771
  %1774 = load float, ptr %1773, align 4
  %1775 = insertelement <8 x float> poison, float %1774, i64 0
  %1776 = shufflevector <8 x float> %1775, <8 x float> poison, <8 x i32> zeroinitializer
  %1777 = mul nsw i64 %1771, %5
  %1778 = getelementptr float, ptr %1764, i64 %1777
  %1779 = load <8 x float>, ptr %1778, align 4
  %1780 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1776, <8 x float> %1779, <8 x float> %1770)
  %1781 = add nuw nsw i64 %1771, 1
  %1782 = add i64 %1772, 1
  %1783 = icmp eq i64 %1782, %1767
  br i1 %1783, label %1784, label %1769

1784:                                             ; preds = %1769, %1766
  %1785 = phi <8 x float> [ poison, %1766 ], [ %1780, %1769 ]
  %1786 = phi <8 x float> [ %1762, %1766 ], [ %1780, %1769 ]
  %1787 = phi i64 [ %1763, %1766 ], [ %1781, %1769 ]
  %1788 = sub i64 %1763, %4
  %1789 = icmp ugt i64 %1788, -4
  br i1 %1789, label %1830, label %1790

1790:                                             ; preds = %1784, %1790
  %1791 = phi <8 x float> [ %1827, %1790 ], [ %1786, %1784 ]
  %1792 = phi i64 [ %1828, %1790 ], [ %1787, %1784 ]
  %1793 = getelementptr inbounds nuw float, ptr %1561, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = insertelement <8 x float> poison, float %1794, i64 0
  %1796 = shufflevector <8 x float> %1795, <8 x float> poison, <8 x i32> zeroinitializer
  %1797 = mul nsw i64 %1792, %5
  %1798 = getelementptr float, ptr %1764, i64 %1797
  %1799 = load <8 x float>, ptr %1798, align 4
  %1800 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1796, <8 x float> %1799, <8 x float> %1791)
  %1801 = add nuw nsw i64 %1792, 1
  %1802 = getelementptr inbounds nuw float, ptr %1561, i64 %1801
  %1803 = load float, ptr %1802, align 4
  %1804 = insertelement <8 x float> poison, float %1803, i64 0
  %1805 = shufflevector <8 x float> %1804, <8 x float> poison, <8 x i32> zeroinitializer
  %1806 = mul nsw i64 %1801, %5
  %1807 = getelementptr float, ptr %1764, i64 %1806
  %1808 = load <8 x float>, ptr %1807, align 4
  %1809 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1805, <8 x float> %1808, <8 x float> %1800)
  %1810 = add nuw nsw i64 %1792, 2
  %1811 = getelementptr inbounds nuw float, ptr %1561, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = insertelement <8 x float> poison, float %1812, i64 0
  %1814 = shufflevector <8 x float> %1813, <8 x float> poison, <8 x i32> zeroinitializer
  %1815 = mul nsw i64 %1810, %5
  %1816 = getelementptr float, ptr %1764, i64 %1815
  %1817 = load <8 x float>, ptr %1816, align 4
  %1818 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1814, <8 x float> %1817, <8 x float> %1809)
  %1819 = add nuw nsw i64 %1792, 3
  %1820 = getelementptr inbounds nuw float, ptr %1561, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = insertelement <8 x float> poison, float %1821, i64 0
  %1823 = shufflevector <8 x float> %1822, <8 x float> poison, <8 x i32> zeroinitializer
  %1824 = mul nsw i64 %1819, %5
  %1825 = getelementptr float, ptr %1764, i64 %1824
  %1826 = load <8 x float>, ptr %1825, align 4
  %1827 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1826, <8 x float> %1818)
  %1828 = add nuw nsw i64 %1792, 4
  %1829 = icmp eq i64 %1828, %4
  br i1 %1829, label %1830, label %1790

1830:                                             ; preds = %1784, %1790, %1758
  %1831 = phi <8 x float> [ %1762, %1758 ], [ %1785, %1784 ], [ %1827, %1790 ]
  %1832 = fadd <8 x float> %1759, %1831
  %1833 = fadd <8 x float> %1760, %1832
  %1834 = fadd <8 x float> %1761, %1833
  %1835 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %1834, ptr %1835, align 4
  br label %2899

1836:                                             ; preds = %1661
  %1837 = icmp slt i64 %4, 4
  br i1 %1837, label %1903, label %1838

1838:                                             ; preds = %1836
  %1839 = getelementptr float, ptr %3, i64 %1662
  br label %1840

1840:                                             ; preds = %1840, %1838
  %1841 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1897, %1840 ]
  %1842 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1894, %1840 ]
  %1843 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1885, %1840 ]
  %1844 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1882, %1840 ]
  %1845 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1873, %1840 ]
  %1846 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1870, %1840 ]
  %1847 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1861, %1840 ]
  %1848 = phi <8 x float> [ zeroinitializer, %1838 ], [ %1858, %1840 ]
  %1849 = phi i64 [ 4, %1838 ], [ %1898, %1840 ]
  %1850 = phi i64 [ 0, %1838 ], [ %1849, %1840 ]
  %1851 = getelementptr inbounds nuw float, ptr %1561, i64 %1850
  %1852 = load float, ptr %1851, align 4
  %1853 = insertelement <8 x float> poison, float %1852, i64 0
  %1854 = shufflevector <8 x float> %1853, <8 x float> poison, <8 x i32> zeroinitializer
  %1855 = mul nsw i64 %1850, %5
  %1856 = getelementptr float, ptr %1839, i64 %1855
  %1857 = load <8 x float>, ptr %1856, align 4
  %1858 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1854, <8 x float> %1857, <8 x float> %1848)
  %1859 = getelementptr inbounds nuw i8, ptr %1856, i64 32
  %1860 = load <8 x float>, ptr %1859, align 4
  %1861 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1854, <8 x float> %1860, <8 x float> %1847)
  %1862 = or disjoint i64 %1850, 1
  %1863 = getelementptr inbounds nuw float, ptr %1561, i64 %1862
  %1864 = load float, ptr %1863, align 4
  %1865 = insertelement <8 x float> poison, float %1864, i64 0
  %1866 = shufflevector <8 x float> %1865, <8 x float> poison, <8 x i32> zeroinitializer
  %1867 = mul nsw i64 %1862, %5
  %1868 = getelementptr float, ptr %1839, i64 %1867
  %1869 = load <8 x float>, ptr %1868, align 4
  %1870 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1866, <8 x float> %1869, <8 x float> %1846)
  %1871 = getelementptr inbounds nuw i8, ptr %1868, i64 32
  %1872 = load <8 x float>, ptr %1871, align 4
  %1873 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1866, <8 x float> %1872, <8 x float> %1845)
  %1874 = or disjoint i64 %1850, 2
  %1875 = getelementptr inbounds nuw float, ptr %1561, i64 %1874
  %1876 = load float, ptr %1875, align 4
  %1877 = insertelement <8 x float> poison, float %1876, i64 0
  %1878 = shufflevector <8 x float> %1877, <8 x float> poison, <8 x i32> zeroinitializer
  %1879 = mul nsw i64 %1874, %5
  %1880 = getelementptr float, ptr %1839, i64 %1879
  %1881 = load <8 x float>, ptr %1880, align 4
  %1882 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1878, <8 x float> %1881, <8 x float> %1844)
  %1883 = getelementptr inbounds nuw i8, ptr %1880, i64 32
  %1884 = load <8 x float>, ptr %1883, align 4
  %1885 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1878, <8 x float> %1884, <8 x float> %1843)
  %1886 = or disjoint i64 %1850, 3
  %1887 = getelementptr inbounds nuw float, ptr %1561, i64 %1886
  %1888 = load float, ptr %1887, align 4
  %1889 = insertelement <8 x float> poison, float %1888, i64 0
  %1890 = shufflevector <8 x float> %1889, <8 x float> poison, <8 x i32> zeroinitializer
  %1891 = mul nsw i64 %1886, %5
  %1892 = getelementptr float, ptr %1839, i64 %1891
  %1893 = load <8 x float>, ptr %1892, align 4
  %1894 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1890, <8 x float> %1893, <8 x float> %1842)
  %1895 = getelementptr inbounds nuw i8, ptr %1892, i64 32
  %1896 = load <8 x float>, ptr %1895, align 4
  %1897 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1890, <8 x float> %1896, <8 x float> %1841)
  %1898 = add nuw nsw i64 %1849, 4
  %1899 = icmp sgt i64 %1898, %4
  br i1 %1899, label %1900, label %1840

1900:                                             ; preds = %1840
  %1901 = fadd <8 x float> %1870, %1894
  %1902 = fadd <8 x float> %1873, %1897
  br label %1903

1903:                                             ; preds = %1900, %1836
  %1904 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1885, %1900 ]
  %1905 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1882, %1900 ]
  %1906 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1902, %1900 ]
  %1907 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1901, %1900 ]
  %1908 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1861, %1900 ]
  %1909 = phi <8 x float> [ zeroinitializer, %1836 ], [ %1858, %1900 ]
  %1910 = phi i64 [ 0, %1836 ], [ %1849, %1900 ]
  %1911 = getelementptr float, ptr %3, i64 %1662
  %1912 = icmp slt i64 %1910, %4
  br i1 %1912, label %1913, label %1966

1913:                                             ; preds = %1903
  %1914 = or disjoint i64 %1910, 1
  %1915 = and i64 %4, 1
  %1916 = icmp eq i64 %1915, 0
  br i1 %1916, label %1930, label %1917

1917:                                             ; preds = %1913
  %1918 = getelementptr inbounds nuw float, ptr %1561, i64 %1910
  %1919 = load float, ptr %1918, align 4
  %1920 = insertelement <8 x float> poison, float %1919, i64 0
  %1921 = shufflevector <8 x float> %1920, <8 x float> poison, <8 x i32> zeroinitializer
  %1922 = mul nsw i64 %1910, %5
  %1923 = getelementptr float, ptr %1911, i64 %1922
  %1924 = load <8 x float>, ptr %1923, align 4
  %1925 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1921, <8 x float> %1924, <8 x float> %1909)
  %1926 = getelementptr inbounds nuw i8, ptr %1923, i64 32
  %1927 = load <8 x float>, ptr %1926, align 4
  %1928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1921, <8 x float> %1927, <8 x float> %1908)
  %1929 = or disjoint i64 %1910, 1
  br label %1930

1930:                                             ; preds = %1917, %1913
  %1931 = phi <8 x float> [ poison, %1913 ], [ %1925, %1917 ]
  %1932 = phi <8 x float> [ poison, %1913 ], [ %1928, %1917 ]
  %1933 = phi <8 x float> [ %1908, %1913 ], [ %1928, %1917 ]
  %1934 = phi <8 x float> [ %1909, %1913 ], [ %1925, %1917 ]
  %1935 = phi i64 [ %1910, %1913 ], [ %1929, %1917 ]
  %1936 = icmp eq i64 %4, %1914
  br i1 %1936, label %1966, label %1937

1937:                                             ; preds = %1930, %1937
  %1938 = phi <8 x float> [ %1963, %1937 ], [ %1933, %1930 ]
  %1939 = phi <8 x float> [ %1960, %1937 ], [ %1934, %1930 ]
  %1940 = phi i64 [ %1964, %1937 ], [ %1935, %1930 ]
  %1941 = getelementptr inbounds nuw float, ptr %1561, i64 %1940
  %1942 = load float, ptr %1941, align 4
  %1943 = insertelement <8 x float> poison, float %1942, i64 0
  %1944 = shufflevector <8 x float> %1943, <8 x float> poison, <8 x i32> zeroinitializer
  %1945 = mul nsw i64 %1940, %5
  %1946 = getelementptr float, ptr %1911, i64 %1945
  %1947 = load <8 x float>, ptr %1946, align 4
  %1948 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1944, <8 x float> %1947, <8 x float> %1939)
  %1949 = getelementptr inbounds nuw i8, ptr %1946, i64 32
  %1950 = load <8 x float>, ptr %1949, align 4
  %1951 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1944, <8 x float> %1950, <8 x float> %1938)
  %1952 = add nuw nsw i64 %1940, 1
  %1953 = getelementptr inbounds nuw float, ptr %1561, i64 %1952
  %1954 = load float, ptr %1953, align 4
  %1955 = insertelement <8 x float> poison, float %1954, i64 0
  %1956 = shufflevector <8 x float> %1955, <8 x float> poison, <8 x i32> zeroinitializer
  %1957 = mul nsw i64 %1952, %5
  %1958 = getelementptr float, ptr %1911, i64 %1957
  %1959 = load <8 x float>, ptr %1958, align 4
  %1960 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1956, <8 x float> %1959, <8 x float> %1948)
  %1961 = getelementptr inbounds nuw i8, ptr %1958, i64 32
  %1962 = load <8 x float>, ptr %1961, align 4
  %1963 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1956, <8 x float> %1962, <8 x float> %1951)
  %1964 = add nuw nsw i64 %1940, 2
  %1965 = icmp eq i64 %1964, %4
  br i1 %1965, label %1966, label %1937

1966:                                             ; preds = %1930, %1937, %1903
  %1967 = phi <8 x float> [ %1908, %1903 ], [ %1932, %1930 ], [ %1963, %1937 ]
  %1968 = phi <8 x float> [ %1909, %1903 ], [ %1931, %1930 ], [ %1960, %1937 ]
  %1969 = fadd <8 x float> %1905, %1968
  %1970 = fadd <8 x float> %1904, %1967
  %1971 = fadd <8 x float> %1906, %1970
  %1972 = fadd <8 x float> %1907, %1969
  %1973 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %1972, ptr %1973, align 4
  %1974 = getelementptr inbounds nuw i8, ptr %1973, i64 32
  store <8 x float> %1971, ptr %1974, align 4
  br label %2899

1975:                                             ; preds = %1661
  %1976 = icmp slt i64 %4, 4
  br i1 %1976, label %2059, label %1977

1977:                                             ; preds = %1975
  %1978 = getelementptr float, ptr %3, i64 %1662
  br label %1979

1979:                                             ; preds = %1979, %1977
  %1980 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2052, %1979 ]
  %1981 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2049, %1979 ]
  %1982 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2046, %1979 ]
  %1983 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2037, %1979 ]
  %1984 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2034, %1979 ]
  %1985 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2031, %1979 ]
  %1986 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2022, %1979 ]
  %1987 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2019, %1979 ]
  %1988 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2016, %1979 ]
  %1989 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2007, %1979 ]
  %1990 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2004, %1979 ]
  %1991 = phi <8 x float> [ zeroinitializer, %1977 ], [ %2001, %1979 ]
  %1992 = phi i64 [ 4, %1977 ], [ %2053, %1979 ]
  %1993 = phi i64 [ 0, %1977 ], [ %1992, %1979 ]
  %1994 = getelementptr inbounds nuw float, ptr %1561, i64 %1993
  %1995 = load float, ptr %1994, align 4
  %1996 = insertelement <8 x float> poison, float %1995, i64 0
  %1997 = shufflevector <8 x float> %1996, <8 x float> poison, <8 x i32> zeroinitializer
  %1998 = mul nsw i64 %1993, %5
  %1999 = getelementptr float, ptr %1978, i64 %1998
  %2000 = load <8 x float>, ptr %1999, align 4
  %2001 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2000, <8 x float> %1991)
  %2002 = getelementptr inbounds nuw i8, ptr %1999, i64 32
  %2003 = load <8 x float>, ptr %2002, align 4
  %2004 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2003, <8 x float> %1990)
  %2005 = getelementptr inbounds nuw i8, ptr %1999, i64 64
  %2006 = load <8 x float>, ptr %2005, align 4
  %2007 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1997, <8 x float> %2006, <8 x float> %1989)
  %2008 = or disjoint i64 %1993, 1
  %2009 = getelementptr inbounds nuw float, ptr %1561, i64 %2008
  %2010 = load float, ptr %2009, align 4
  %2011 = insertelement <8 x float> poison, float %2010, i64 0
  %2012 = shufflevector <8 x float> %2011, <8 x float> poison, <8 x i32> zeroinitializer
  %2013 = mul nsw i64 %2008, %5
  %2014 = getelementptr float, ptr %1978, i64 %2013
  %2015 = load <8 x float>, ptr %2014, align 4
  %2016 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2015, <8 x float> %1988)
  %2017 = getelementptr inbounds nuw i8, ptr %2014, i64 32
  %2018 = load <8 x float>, ptr %2017, align 4
  %2019 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2018, <8 x float> %1987)
  %2020 = getelementptr inbounds nuw i8, ptr %2014, i64 64
  %2021 = load <8 x float>, ptr %2020, align 4
  %2022 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2012, <8 x float> %2021, <8 x float> %1986)
  %2023 = or disjoint i64 %1993, 2
  %2024 = getelementptr inbounds nuw float, ptr %1561, i64 %2023
  %2025 = load float, ptr %2024, align 4
  %2026 = insertelement <8 x float> poison, float %2025, i64 0
  %2027 = shufflevector <8 x float> %2026, <8 x float> poison, <8 x i32> zeroinitializer
  %2028 = mul nsw i64 %2023, %5
  %2029 = getelementptr float, ptr %1978, i64 %2028
  %2030 = load <8 x float>, ptr %2029, align 4
  %2031 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2030, <8 x float> %1985)
  %2032 = getelementptr inbounds nuw i8, ptr %2029, i64 32
  %2033 = load <8 x float>, ptr %2032, align 4
  %2034 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2033, <8 x float> %1984)
  %2035 = getelementptr inbounds nuw i8, ptr %2029, i64 64
  %2036 = load <8 x float>, ptr %2035, align 4
  %2037 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2027, <8 x float> %2036, <8 x float> %1983)
  %2038 = or disjoint i64 %1993, 3
  %2039 = getelementptr inbounds nuw float, ptr %1561, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = insertelement <8 x float> poison, float %2040, i64 0
  %2042 = shufflevector <8 x float> %2041, <8 x float> poison, <8 x i32> zeroinitializer
  %2043 = mul nsw i64 %2038, %5
  %2044 = getelementptr float, ptr %1978, i64 %2043
  %2045 = load <8 x float>, ptr %2044, align 4
  %2046 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2045, <8 x float> %1982)
  %2047 = getelementptr inbounds nuw i8, ptr %2044, i64 32
  %2048 = load <8 x float>, ptr %2047, align 4
  %2049 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2048, <8 x float> %1981)
  %2050 = getelementptr inbounds nuw i8, ptr %2044, i64 64
  %2051 = load <8 x float>, ptr %2050, align 4
  %2052 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2042, <8 x float> %2051, <8 x float> %1980)
  %2053 = add nuw nsw i64 %1992, 4
  %2054 = icmp sgt i64 %2053, %4
  br i1 %2054, label %2055, label %1979

2055:                                             ; preds = %1979
  %2056 = fadd <8 x float> %2016, %2046
  %2057 = fadd <8 x float> %2019, %2049
  %2058 = fadd <8 x float> %2022, %2052
  br label %2059

2059:                                             ; preds = %2055, %1975
  %2060 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2037, %2055 ]
  %2061 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2034, %2055 ]
  %2062 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2031, %2055 ]
  %2063 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2058, %2055 ]
  %2064 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2057, %2055 ]
  %2065 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2056, %2055 ]
  %2066 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2007, %2055 ]
  %2067 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2004, %2055 ]
  %2068 = phi <8 x float> [ zeroinitializer, %1975 ], [ %2001, %2055 ]
  %2069 = phi i64 [ 0, %1975 ], [ %1992, %2055 ]
  %2070 = getelementptr float, ptr %3, i64 %1662
  %2071 = icmp slt i64 %2069, %4
  br i1 %2071, label %2072, label %2137

2072:                                             ; preds = %2059
  %2073 = or disjoint i64 %2069, 1
  %2074 = and i64 %4, 1
  %2075 = icmp eq i64 %2074, 0
  br i1 %2075, label %2092, label %2076

2076:                                             ; preds = %2072
  %2077 = getelementptr inbounds nuw float, ptr %1561, i64 %2069
  %2078 = load float, ptr %2077, align 4
  %2079 = insertelement <8 x float> poison, float %2078, i64 0
  %2080 = shufflevector <8 x float> %2079, <8 x float> poison, <8 x i32> zeroinitializer
  %2081 = mul nsw i64 %2069, %5
  %2082 = getelementptr float, ptr %2070, i64 %2081
  %2083 = load <8 x float>, ptr %2082, align 4
  %2084 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2083, <8 x float> %2068)
  %2085 = getelementptr inbounds nuw i8, ptr %2082, i64 32
  %2086 = load <8 x float>, ptr %2085, align 4
  %2087 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2086, <8 x float> %2067)
  %2088 = getelementptr inbounds nuw i8, ptr %2082, i64 64
  %2089 = load <8 x float>, ptr %2088, align 4
  %2090 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2080, <8 x float> %2089, <8 x float> %2066)
  %2091 = or disjoint i64 %2069, 1
  br label %2092

2092:                                             ; preds = %2076, %2072
  %2093 = phi <8 x float> [ poison, %2072 ], [ %2084, %2076 ]
  %2094 = phi <8 x float> [ poison, %2072 ], [ %2087, %2076 ]
  %2095 = phi <8 x float> [ poison, %2072 ], [ %2090, %2076 ]
  %2096 = phi <8 x float> [ %2066, %2072 ], [ %2090, %2076 ]
  %2097 = phi <8 x float> [ %2067, %2072 ], [ %2087, %2076 ]
  %2098 = phi <8 x float> [ %2068, %2072 ], [ %2084, %2076 ]
  %2099 = phi i64 [ %2069, %2072 ], [ %2091, %2076 ]
  %2100 = icmp eq i64 %4, %2073
  br i1 %2100, label %2137, label %2101

2101:                                             ; preds = %2092, %2101
  %2102 = phi <8 x float> [ %2134, %2101 ], [ %2096, %2092 ]
  %2103 = phi <8 x float> [ %2131, %2101 ], [ %2097, %2092 ]
  %2104 = phi <8 x float> [ %2128, %2101 ], [ %2098, %2092 ]
  %2105 = phi i64 [ %2135, %2101 ], [ %2099, %2092 ]
  %2106 = getelementptr inbounds nuw float, ptr %1561, i64 %2105
  %2107 = load float, ptr %2106, align 4
  %2108 = insertelement <8 x float> poison, float %2107, i64 0
  %2109 = shufflevector <8 x float> %2108, <8 x float> poison, <8 x i32> zeroinitializer
  %2110 = mul nsw i64 %2105, %5
  %2111 = getelementptr float, ptr %2070, i64 %2110
  %2112 = load <8 x float>, ptr %2111, align 4
  %2113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2112, <8 x float> %2104)
  %2114 = getelementptr inbounds nuw i8, ptr %2111, i64 32
  %2115 = load <8 x float>, ptr %2114, align 4
  %2116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2115, <8 x float> %2103)
  %2117 = getelementptr inbounds nuw i8, ptr %2111, i64 64
  %2118 = load <8 x float>, ptr %2117, align 4
  %2119 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2109, <8 x float> %2118, <8 x float> %2102)
  %2120 = add nuw nsw i64 %2105, 1
  %2121 = getelementptr inbounds nuw float, ptr %1561, i64 %2120
  %2122 = load float, ptr %2121, align 4
  %2123 = insertelement <8 x float> poison, float %2122, i64 0
  %2124 = shufflevector <8 x float> %2123, <8 x float> poison, <8 x i32> zeroinitializer
  %2125 = mul nsw i64 %2120, %5
  %2126 = getelementptr float, ptr %2070, i64 %2125
  %2127 = load <8 x float>, ptr %2126, align 4
  %2128 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2127, <8 x float> %2113)
  %2129 = getelementptr inbounds nuw i8, ptr %2126, i64 32
  %2130 = load <8 x float>, ptr %2129, align 4
  %2131 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2130, <8 x float> %2116)
  %2132 = getelementptr inbounds nuw i8, ptr %2126, i64 64
  %2133 = load <8 x float>, ptr %2132, align 4
  %2134 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2124, <8 x float> %2133, <8 x float> %2119)
  %2135 = add nuw nsw i64 %2105, 2
  %2136 = icmp eq i64 %2135, %4
  br i1 %2136, label %2137, label %2101

2137:                                             ; preds = %2092, %2101, %2059
  %2138 = phi <8 x float> [ %2066, %2059 ], [ %2095, %2092 ], [ %2134, %2101 ]
  %2139 = phi <8 x float> [ %2067, %2059 ], [ %2094, %2092 ], [ %2131, %2101 ]
  %2140 = phi <8 x float> [ %2068, %2059 ], [ %2093, %2092 ], [ %2128, %2101 ]
  %2141 = fadd <8 x float> %2062, %2140
  %2142 = fadd <8 x float> %2061, %2139
  %2143 = fadd <8 x float> %2060, %2138
  %2144 = fadd <8 x float> %2063, %2143
  %2145 = fadd <8 x float> %2064, %2142
  %2146 = fadd <8 x float> %2065, %2141
  %2147 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2146, ptr %2147, align 4
  %2148 = getelementptr inbounds nuw i8, ptr %2147, i64 32
  store <8 x float> %2145, ptr %2148, align 4
  %2149 = getelementptr inbounds nuw i8, ptr %2147, i64 64
  store <8 x float> %2144, ptr %2149, align 4
  br label %2899

2150:                                             ; preds = %1661
  %2151 = icmp slt i64 %4, 2
  br i1 %2151, label %2202, label %2152

2152:                                             ; preds = %2150
  %2153 = getelementptr float, ptr %3, i64 %1662
  br label %2154

2154:                                             ; preds = %2154, %2152
  %2155 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2199, %2154 ]
  %2156 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2196, %2154 ]
  %2157 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2193, %2154 ]
  %2158 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2190, %2154 ]
  %2159 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2181, %2154 ]
  %2160 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2178, %2154 ]
  %2161 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2175, %2154 ]
  %2162 = phi <8 x float> [ zeroinitializer, %2152 ], [ %2172, %2154 ]
  %2163 = phi i64 [ 2, %2152 ], [ %2200, %2154 ]
  %2164 = phi i64 [ 0, %2152 ], [ %2163, %2154 ]
  %2165 = getelementptr inbounds nuw float, ptr %1561, i64 %2164
  %2166 = load float, ptr %2165, align 4
  %2167 = insertelement <8 x float> poison, float %2166, i64 0
  %2168 = shufflevector <8 x float> %2167, <8 x float> poison, <8 x i32> zeroinitializer
  %2169 = mul nsw i64 %2164, %5
  %2170 = getelementptr float, ptr %2153, i64 %2169
  %2171 = load <8 x float>, ptr %2170, align 4
  %2172 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2171, <8 x float> %2162)
  %2173 = getelementptr inbounds nuw i8, ptr %2170, i64 32
  %2174 = load <8 x float>, ptr %2173, align 4
  %2175 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2174, <8 x float> %2161)
  %2176 = getelementptr inbounds nuw i8, ptr %2170, i64 64
  %2177 = load <8 x float>, ptr %2176, align 4
  %2178 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2177, <8 x float> %2160)
  %2179 = getelementptr inbounds nuw i8, ptr %2170, i64 96
  %2180 = load <8 x float>, ptr %2179, align 4
  %2181 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2168, <8 x float> %2180, <8 x float> %2159)
  %2182 = or disjoint i64 %2164, 1
  %2183 = getelementptr inbounds nuw float, ptr %1561, i64 %2182
  %2184 = load float, ptr %2183, align 4
  %2185 = insertelement <8 x float> poison, float %2184, i64 0
  %2186 = shufflevector <8 x float> %2185, <8 x float> poison, <8 x i32> zeroinitializer
  %2187 = mul nsw i64 %2182, %5
  %2188 = getelementptr float, ptr %2153, i64 %2187
  %2189 = load <8 x float>, ptr %2188, align 4
  %2190 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2189, <8 x float> %2158)
  %2191 = getelementptr inbounds nuw i8, ptr %2188, i64 32
  %2192 = load <8 x float>, ptr %2191, align 4
  %2193 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2192, <8 x float> %2157)
  %2194 = getelementptr inbounds nuw i8, ptr %2188, i64 64
  %2195 = load <8 x float>, ptr %2194, align 4
  %2196 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2195, <8 x float> %2156)
  %2197 = getelementptr inbounds nuw i8, ptr %2188, i64 96
  %2198 = load <8 x float>, ptr %2197, align 4
  %2199 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2186, <8 x float> %2198, <8 x float> %2155)
  %2200 = add nuw nsw i64 %2163, 2
  %2201 = icmp sgt i64 %2200, %4
  br i1 %2201, label %2202, label %2154

2202:                                             ; preds = %2154, %2150
  %2203 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2199, %2154 ]
  %2204 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2196, %2154 ]
  %2205 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2193, %2154 ]
  %2206 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2190, %2154 ]
  %2207 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2181, %2154 ]
  %2208 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2178, %2154 ]
  %2209 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2175, %2154 ]
  %2210 = phi <8 x float> [ zeroinitializer, %2150 ], [ %2172, %2154 ]
  %2211 = phi i64 [ 0, %2150 ], [ %2163, %2154 ]
  %2212 = getelementptr float, ptr %3, i64 %1662
  %2213 = icmp slt i64 %2211, %4
  br i1 %2213, label %2214, label %2291

2214:                                             ; preds = %2202
  %2215 = or disjoint i64 %2211, 1
  %2216 = and i64 %4, 1
  %2217 = icmp eq i64 %2216, 0
  br i1 %2217, label %2237, label %2218

2218:                                             ; preds = %2214
  %2219 = getelementptr inbounds nuw float, ptr %1561, i64 %2211
  %2220 = load float, ptr %2219, align 4
  %2221 = insertelement <8 x float> poison, float %2220, i64 0
  %2222 = shufflevector <8 x float> %2221, <8 x float> poison, <8 x i32> zeroinitializer
  %2223 = mul nsw i64 %2211, %5
  %2224 = getelementptr float, ptr %2212, i64 %2223
  %2225 = load <8 x float>, ptr %2224, align 4
  %2226 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2225, <8 x float> %2210)
  %2227 = getelementptr inbounds nuw i8, ptr %2224, i64 32
  %2228 = load <8 x float>, ptr %2227, align 4
  %2229 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2228, <8 x float> %2209)
  %2230 = getelementptr inbounds nuw i8, ptr %2224, i64 64
  %2231 = load <8 x float>, ptr %2230, align 4
  %2232 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2231, <8 x float> %2208)
  %2233 = getelementptr inbounds nuw i8, ptr %2224, i64 96
  %2234 = load <8 x float>, ptr %2233, align 4
  %2235 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2222, <8 x float> %2234, <8 x float> %2207)
  %2236 = or disjoint i64 %2211, 1
  br label %2237

2237:                                             ; preds = %2218, %2214
  %2238 = phi <8 x float> [ poison, %2214 ], [ %2226, %2218 ]
  %2239 = phi <8 x float> [ poison, %2214 ], [ %2229, %2218 ]
  %2240 = phi <8 x float> [ poison, %2214 ], [ %2232, %2218 ]
  %2241 = phi <8 x float> [ poison, %2214 ], [ %2235, %2218 ]
  %2242 = phi <8 x float> [ %2207, %2214 ], [ %2235, %2218 ]
  %2243 = phi <8 x float> [ %2208, %2214 ], [ %2232, %2218 ]
  %2244 = phi <8 x float> [ %2209, %2214 ], [ %2229, %2218 ]
  %2245 = phi <8 x float> [ %2210, %2214 ], [ %2226, %2218 ]
  %2246 = phi i64 [ %2211, %2214 ], [ %2236, %2218 ]
  %2247 = icmp eq i64 %4, %2215
  br i1 %2247, label %2291, label %2248

2248:                                             ; preds = %2237, %2248
  %2249 = phi <8 x float> [ %2288, %2248 ], [ %2242, %2237 ]
  %2250 = phi <8 x float> [ %2285, %2248 ], [ %2243, %2237 ]
  %2251 = phi <8 x float> [ %2282, %2248 ], [ %2244, %2237 ]
  %2252 = phi <8 x float> [ %2279, %2248 ], [ %2245, %2237 ]
  %2253 = phi i64 [ %2289, %2248 ], [ %2246, %2237 ]
  %2254 = getelementptr inbounds nuw float, ptr %1561, i64 %2253
  %2255 = load float, ptr %2254, align 4
  %2256 = insertelement <8 x float> poison, float %2255, i64 0
  %2257 = shufflevector <8 x float> %2256, <8 x float> poison, <8 x i32> zeroinitializer
  %2258 = mul nsw i64 %2253, %5
  %2259 = getelementptr float, ptr %2212, i64 %2258
  %2260 = load <8 x float>, ptr %2259, align 4
  %2261 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2260, <8 x float> %2252)
  %2262 = getelementptr inbounds nuw i8, ptr %2259, i64 32
  %2263 = load <8 x float>, ptr %2262, align 4
  %2264 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2263, <8 x float> %2251)
  %2265 = getelementptr inbounds nuw i8, ptr %2259, i64 64
  %2266 = load <8 x float>, ptr %2265, align 4
  %2267 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2266, <8 x float> %2250)
  %2268 = getelementptr inbounds nuw i8, ptr %2259, i64 96
  %2269 = load <8 x float>, ptr %2268, align 4
  %2270 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2257, <8 x float> %2269, <8 x float> %2249)
  %2271 = add nuw nsw i64 %2253, 1
  %2272 = getelementptr inbounds nuw float, ptr %1561, i64 %2271
  %2273 = load float, ptr %2272, align 4
  %2274 = insertelement <8 x float> poison, float %2273, i64 0
  %2275 = shufflevector <8 x float> %2274, <8 x float> poison, <8 x i32> zeroinitializer
  %2276 = mul nsw i64 %2271, %5
  %2277 = getelementptr float, ptr %2212, i64 %2276
  %2278 = load <8 x float>, ptr %2277, align 4
  %2279 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2278, <8 x float> %2261)
  %2280 = getelementptr inbounds nuw i8, ptr %2277, i64 32
  %2281 = load <8 x float>, ptr %2280, align 4
  %2282 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2281, <8 x float> %2264)
  %2283 = getelementptr inbounds nuw i8, ptr %2277, i64 64
  %2284 = load <8 x float>, ptr %2283, align 4
  %2285 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2284, <8 x float> %2267)
  %2286 = getelementptr inbounds nuw i8, ptr %2277, i64 96
  %2287 = load <8 x float>, ptr %2286, align 4
  %2288 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2275, <8 x float> %2287, <8 x float> %2270)
  %2289 = add nuw nsw i64 %2253, 2
  %2290 = icmp eq i64 %2289, %4
  br i1 %2290, label %2291, label %2248

2291:                                             ; preds = %2237, %2248, %2202
  %2292 = phi <8 x float> [ %2207, %2202 ], [ %2241, %2237 ], [ %2288, %2248 ]
  %2293 = phi <8 x float> [ %2208, %2202 ], [ %2240, %2237 ], [ %2285, %2248 ]
  %2294 = phi <8 x float> [ %2209, %2202 ], [ %2239, %2237 ], [ %2282, %2248 ]
  %2295 = phi <8 x float> [ %2210, %2202 ], [ %2238, %2237 ], [ %2279, %2248 ]
  %2296 = fadd <8 x float> %2203, %2292
  %2297 = fadd <8 x float> %2204, %2293
  %2298 = fadd <8 x float> %2205, %2294
  %2299 = fadd <8 x float> %2206, %2295
  %2300 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2299, ptr %2300, align 4
  %2301 = getelementptr inbounds nuw i8, ptr %2300, i64 32
  store <8 x float> %2298, ptr %2301, align 4
  %2302 = getelementptr inbounds nuw i8, ptr %2300, i64 64
  store <8 x float> %2297, ptr %2302, align 4
  %2303 = getelementptr inbounds nuw i8, ptr %2300, i64 96
  store <8 x float> %2296, ptr %2303, align 4
  br label %2899

2304:                                             ; preds = %1661
  %2305 = icmp slt i64 %4, 2
  br i1 %2305, label %2364, label %2306

2306:                                             ; preds = %2304
  %2307 = getelementptr float, ptr %3, i64 %1662
  br label %2308

2308:                                             ; preds = %2308, %2306
  %2309 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2361, %2308 ]
  %2310 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2358, %2308 ]
  %2311 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2355, %2308 ]
  %2312 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2352, %2308 ]
  %2313 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2349, %2308 ]
  %2314 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2340, %2308 ]
  %2315 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2337, %2308 ]
  %2316 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2334, %2308 ]
  %2317 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2331, %2308 ]
  %2318 = phi <8 x float> [ zeroinitializer, %2306 ], [ %2328, %2308 ]
  %2319 = phi i64 [ 2, %2306 ], [ %2362, %2308 ]
  %2320 = phi i64 [ 0, %2306 ], [ %2319, %2308 ]
  %2321 = getelementptr inbounds nuw float, ptr %1561, i64 %2320
  %2322 = load float, ptr %2321, align 4
  %2323 = insertelement <8 x float> poison, float %2322, i64 0
  %2324 = shufflevector <8 x float> %2323, <8 x float> poison, <8 x i32> zeroinitializer
  %2325 = mul nsw i64 %2320, %5
  %2326 = getelementptr float, ptr %2307, i64 %2325
  %2327 = load <8 x float>, ptr %2326, align 4
  %2328 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2327, <8 x float> %2318)
  %2329 = getelementptr inbounds nuw i8, ptr %2326, i64 32
  %2330 = load <8 x float>, ptr %2329, align 4
  %2331 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2330, <8 x float> %2317)
  %2332 = getelementptr inbounds nuw i8, ptr %2326, i64 64
  %2333 = load <8 x float>, ptr %2332, align 4
  %2334 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2333, <8 x float> %2316)
  %2335 = getelementptr inbounds nuw i8, ptr %2326, i64 96
  %2336 = load <8 x float>, ptr %2335, align 4
  %2337 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2336, <8 x float> %2315)
  %2338 = getelementptr inbounds nuw i8, ptr %2326, i64 128
  %2339 = load <8 x float>, ptr %2338, align 4
  %2340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2324, <8 x float> %2339, <8 x float> %2314)
  %2341 = or disjoint i64 %2320, 1
  %2342 = getelementptr inbounds nuw float, ptr %1561, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = insertelement <8 x float> poison, float %2343, i64 0
  %2345 = shufflevector <8 x float> %2344, <8 x float> poison, <8 x i32> zeroinitializer
  %2346 = mul nsw i64 %2341, %5
  %2347 = getelementptr float, ptr %2307, i64 %2346
  %2348 = load <8 x float>, ptr %2347, align 4
  %2349 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2348, <8 x float> %2313)
  %2350 = getelementptr inbounds nuw i8, ptr %2347, i64 32
  %2351 = load <8 x float>, ptr %2350, align 4
  %2352 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2351, <8 x float> %2312)
  %2353 = getelementptr inbounds nuw i8, ptr %2347, i64 64
  %2354 = load <8 x float>, ptr %2353, align 4
  %2355 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2354, <8 x float> %2311)
  %2356 = getelementptr inbounds nuw i8, ptr %2347, i64 96
  %2357 = load <8 x float>, ptr %2356, align 4
  %2358 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2357, <8 x float> %2310)
  %2359 = getelementptr inbounds nuw i8, ptr %2347, i64 128
  %2360 = load <8 x float>, ptr %2359, align 4
  %2361 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2345, <8 x float> %2360, <8 x float> %2309)
  %2362 = add nuw nsw i64 %2319, 2
  %2363 = icmp sgt i64 %2362, %4
  br i1 %2363, label %2364, label %2308

2364:                                             ; preds = %2308, %2304
  %2365 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2361, %2308 ]
  %2366 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2358, %2308 ]
  %2367 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2355, %2308 ]
  %2368 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2352, %2308 ]
  %2369 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2349, %2308 ]
  %2370 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2340, %2308 ]
  %2371 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2337, %2308 ]
  %2372 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2334, %2308 ]
  %2373 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2331, %2308 ]
  %2374 = phi <8 x float> [ zeroinitializer, %2304 ], [ %2328, %2308 ]
  %2375 = phi i64 [ 0, %2304 ], [ %2319, %2308 ]
  %2376 = getelementptr float, ptr %3, i64 %1662
  %2377 = icmp slt i64 %2375, %4
  br i1 %2377, label %2378, label %2407

2378:                                             ; preds = %2364, %2378
  %2379 = phi <8 x float> [ %2404, %2378 ], [ %2370, %2364 ]
  %2380 = phi <8 x float> [ %2401, %2378 ], [ %2371, %2364 ]
  %2381 = phi <8 x float> [ %2398, %2378 ], [ %2372, %2364 ]
  %2382 = phi <8 x float> [ %2395, %2378 ], [ %2373, %2364 ]
  %2383 = phi <8 x float> [ %2392, %2378 ], [ %2374, %2364 ]
  %2384 = phi i64 [ %2405, %2378 ], [ %2375, %2364 ]
  %2385 = getelementptr inbounds nuw float, ptr %1561, i64 %2384
  %2386 = load float, ptr %2385, align 4
  %2387 = insertelement <8 x float> poison, float %2386, i64 0
  %2388 = shufflevector <8 x float> %2387, <8 x float> poison, <8 x i32> zeroinitializer
  %2389 = mul nsw i64 %2384, %5
  %2390 = getelementptr float, ptr %2376, i64 %2389
  %2391 = load <8 x float>, ptr %2390, align 4
  %2392 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2391, <8 x float> %2383)
  %2393 = getelementptr inbounds nuw i8, ptr %2390, i64 32
  %2394 = load <8 x float>, ptr %2393, align 4
  %2395 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2394, <8 x float> %2382)
  %2396 = getelementptr inbounds nuw i8, ptr %2390, i64 64
  %2397 = load <8 x float>, ptr %2396, align 4
  %2398 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2397, <8 x float> %2381)
  %2399 = getelementptr inbounds nuw i8, ptr %2390, i64 96
  %2400 = load <8 x float>, ptr %2399, align 4
  %2401 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2400, <8 x float> %2380)
  %2402 = getelementptr inbounds nuw i8, ptr %2390, i64 128
  %2403 = load <8 x float>, ptr %2402, align 4
  %2404 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2388, <8 x float> %2403, <8 x float> %2379)
  %2405 = add nuw nsw i64 %2384, 1
  %2406 = icmp eq i64 %2405, %4
  br i1 %2406, label %2407, label %2378

2407:                                             ; preds = %2378, %2364
  %2408 = phi <8 x float> [ %2370, %2364 ], [ %2404, %2378 ]
  %2409 = phi <8 x float> [ %2371, %2364 ], [ %2401, %2378 ]
  %2410 = phi <8 x float> [ %2372, %2364 ], [ %2398, %2378 ]
  %2411 = phi <8 x float> [ %2373, %2364 ], [ %2395, %2378 ]
  %2412 = phi <8 x float> [ %2374, %2364 ], [ %2392, %2378 ]
  %2413 = fadd <8 x float> %2365, %2408
  %2414 = fadd <8 x float> %2366, %2409
  %2415 = fadd <8 x float> %2367, %2410
  %2416 = fadd <8 x float> %2368, %2411
  %2417 = fadd <8 x float> %2369, %2412
  %2418 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2417, ptr %2418, align 4
  %2419 = getelementptr inbounds nuw i8, ptr %2418, i64 32
  store <8 x float> %2416, ptr %2419, align 4
  %2420 = getelementptr inbounds nuw i8, ptr %2418, i64 64
  store <8 x float> %2415, ptr %2420, align 4
  %2421 = getelementptr inbounds nuw i8, ptr %2418, i64 96
  store <8 x float> %2414, ptr %2421, align 4
  %2422 = getelementptr inbounds nuw i8, ptr %2418, i64 128
  store <8 x float> %2413, ptr %2422, align 4
  br label %2899

2423:                                             ; preds = %1661
  %2424 = icmp slt i64 %4, 2
  br i1 %2424, label %2491, label %2425

2425:                                             ; preds = %2423
  %2426 = getelementptr float, ptr %3, i64 %1662
  br label %2427

2427:                                             ; preds = %2427, %2425
  %2428 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2488, %2427 ]
  %2429 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2485, %2427 ]
  %2430 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2482, %2427 ]
  %2431 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2479, %2427 ]
  %2432 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2476, %2427 ]
  %2433 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2473, %2427 ]
  %2434 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2464, %2427 ]
  %2435 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2461, %2427 ]
  %2436 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2458, %2427 ]
  %2437 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2455, %2427 ]
  %2438 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2452, %2427 ]
  %2439 = phi <8 x float> [ zeroinitializer, %2425 ], [ %2449, %2427 ]
  %2440 = phi i64 [ 2, %2425 ], [ %2489, %2427 ]
  %2441 = phi i64 [ 0, %2425 ], [ %2440, %2427 ]
  %2442 = getelementptr inbounds nuw float, ptr %1561, i64 %2441
  %2443 = load float, ptr %2442, align 4
  %2444 = insertelement <8 x float> poison, float %2443, i64 0
  %2445 = shufflevector <8 x float> %2444, <8 x float> poison, <8 x i32> zeroinitializer
  %2446 = mul nsw i64 %2441, %5
  %2447 = getelementptr float, ptr %2426, i64 %2446
  %2448 = load <8 x float>, ptr %2447, align 4
  %2449 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2448, <8 x float> %2439)
  %2450 = getelementptr inbounds nuw i8, ptr %2447, i64 32
  %2451 = load <8 x float>, ptr %2450, align 4
  %2452 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2451, <8 x float> %2438)
  %2453 = getelementptr inbounds nuw i8, ptr %2447, i64 64
  %2454 = load <8 x float>, ptr %2453, align 4
  %2455 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2454, <8 x float> %2437)
  %2456 = getelementptr inbounds nuw i8, ptr %2447, i64 96
  %2457 = load <8 x float>, ptr %2456, align 4
  %2458 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2457, <8 x float> %2436)
  %2459 = getelementptr inbounds nuw i8, ptr %2447, i64 128
  %2460 = load <8 x float>, ptr %2459, align 4
  %2461 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2460, <8 x float> %2435)
  %2462 = getelementptr inbounds nuw i8, ptr %2447, i64 160
  %2463 = load <8 x float>, ptr %2462, align 4
  %2464 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2445, <8 x float> %2463, <8 x float> %2434)
  %2465 = or disjoint i64 %2441, 1
  %2466 = getelementptr inbounds nuw float, ptr %1561, i64 %2465
  %2467 = load float, ptr %2466, align 4
  %2468 = insertelement <8 x float> poison, float %2467, i64 0
  %2469 = shufflevector <8 x float> %2468, <8 x float> poison, <8 x i32> zeroinitializer
  %2470 = mul nsw i64 %2465, %5
  %2471 = getelementptr float, ptr %2426, i64 %2470
  %2472 = load <8 x float>, ptr %2471, align 4
  %2473 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2472, <8 x float> %2433)
  %2474 = getelementptr inbounds nuw i8, ptr %2471, i64 32
  %2475 = load <8 x float>, ptr %2474, align 4
  %2476 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2475, <8 x float> %2432)
  %2477 = getelementptr inbounds nuw i8, ptr %2471, i64 64
  %2478 = load <8 x float>, ptr %2477, align 4
  %2479 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2478, <8 x float> %2431)
  %2480 = getelementptr inbounds nuw i8, ptr %2471, i64 96
  %2481 = load <8 x float>, ptr %2480, align 4
  %2482 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2481, <8 x float> %2430)
  %2483 = getelementptr inbounds nuw i8, ptr %2471, i64 128
  %2484 = load <8 x float>, ptr %2483, align 4
  %2485 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2484, <8 x float> %2429)
  %2486 = getelementptr inbounds nuw i8, ptr %2471, i64 160
  %2487 = load <8 x float>, ptr %2486, align 4
  %2488 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2469, <8 x float> %2487, <8 x float> %2428)
  %2489 = add nuw nsw i64 %2440, 2
  %2490 = icmp sgt i64 %2489, %4
  br i1 %2490, label %2491, label %2427

2491:                                             ; preds = %2427, %2423
  %2492 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2488, %2427 ]
  %2493 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2485, %2427 ]
  %2494 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2482, %2427 ]
  %2495 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2479, %2427 ]
  %2496 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2476, %2427 ]
  %2497 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2473, %2427 ]
  %2498 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2464, %2427 ]
  %2499 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2461, %2427 ]
  %2500 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2458, %2427 ]
  %2501 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2455, %2427 ]
  %2502 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2452, %2427 ]
  %2503 = phi <8 x float> [ zeroinitializer, %2423 ], [ %2449, %2427 ]
  %2504 = phi i64 [ 0, %2423 ], [ %2440, %2427 ]
  %2505 = getelementptr float, ptr %3, i64 %1662
  %2506 = icmp slt i64 %2504, %4
  br i1 %2506, label %2507, label %2540

2507:                                             ; preds = %2491, %2507
  %2508 = phi <8 x float> [ %2537, %2507 ], [ %2498, %2491 ]
  %2509 = phi <8 x float> [ %2534, %2507 ], [ %2499, %2491 ]
  %2510 = phi <8 x float> [ %2531, %2507 ], [ %2500, %2491 ]
  %2511 = phi <8 x float> [ %2528, %2507 ], [ %2501, %2491 ]
  %2512 = phi <8 x float> [ %2525, %2507 ], [ %2502, %2491 ]
  %2513 = phi <8 x float> [ %2522, %2507 ], [ %2503, %2491 ]
  %2514 = phi i64 [ %2538, %2507 ], [ %2504, %2491 ]
  %2515 = getelementptr inbounds nuw float, ptr %1561, i64 %2514
  %2516 = load float, ptr %2515, align 4
  %2517 = insertelement <8 x float> poison, float %2516, i64 0
  %2518 = shufflevector <8 x float> %2517, <8 x float> poison, <8 x i32> zeroinitializer
  %2519 = mul nsw i64 %2514, %5
  %2520 = getelementptr float, ptr %2505, i64 %2519
  %2521 = load <8 x float>, ptr %2520, align 4
  %2522 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2521, <8 x float> %2513)
  %2523 = getelementptr inbounds nuw i8, ptr %2520, i64 32
  %2524 = load <8 x float>, ptr %2523, align 4
  %2525 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2524, <8 x float> %2512)
  %2526 = getelementptr inbounds nuw i8, ptr %2520, i64 64
  %2527 = load <8 x float>, ptr %2526, align 4
  %2528 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2527, <8 x float> %2511)
  %2529 = getelementptr inbounds nuw i8, ptr %2520, i64 96
  %2530 = load <8 x float>, ptr %2529, align 4
  %2531 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2530, <8 x float> %2510)
  %2532 = getelementptr inbounds nuw i8, ptr %2520, i64 128
  %2533 = load <8 x float>, ptr %2532, align 4
  %2534 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2533, <8 x float> %2509)
  %2535 = getelementptr inbounds nuw i8, ptr %2520, i64 160
  %2536 = load <8 x float>, ptr %2535, align 4
  %2537 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2518, <8 x float> %2536, <8 x float> %2508)
  %2538 = add nuw nsw i64 %2514, 1
  %2539 = icmp eq i64 %2538, %4
  br i1 %2539, label %2540, label %2507

2540:                                             ; preds = %2507, %2491
  %2541 = phi <8 x float> [ %2498, %2491 ], [ %2537, %2507 ]
  %2542 = phi <8 x float> [ %2499, %2491 ], [ %2534, %2507 ]
  %2543 = phi <8 x float> [ %2500, %2491 ], [ %2531, %2507 ]
  %2544 = phi <8 x float> [ %2501, %2491 ], [ %2528, %2507 ]
  %2545 = phi <8 x float> [ %2502, %2491 ], [ %2525, %2507 ]
  %2546 = phi <8 x float> [ %2503, %2491 ], [ %2522, %2507 ]
  %2547 = fadd <8 x float> %2492, %2541
  %2548 = fadd <8 x float> %2493, %2542
  %2549 = fadd <8 x float> %2494, %2543
  %2550 = fadd <8 x float> %2495, %2544
  %2551 = fadd <8 x float> %2496, %2545
  %2552 = fadd <8 x float> %2497, %2546
  %2553 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2552, ptr %2553, align 4
  %2554 = getelementptr inbounds nuw i8, ptr %2553, i64 32
  store <8 x float> %2551, ptr %2554, align 4
  %2555 = getelementptr inbounds nuw i8, ptr %2553, i64 64
  store <8 x float> %2550, ptr %2555, align 4
  %2556 = getelementptr inbounds nuw i8, ptr %2553, i64 96
  store <8 x float> %2549, ptr %2556, align 4
  %2557 = getelementptr inbounds nuw i8, ptr %2553, i64 128
  store <8 x float> %2548, ptr %2557, align 4
  %2558 = getelementptr inbounds nuw i8, ptr %2553, i64 160
  store <8 x float> %2547, ptr %2558, align 4
  br label %2899

2559:                                             ; preds = %1661
  %2560 = icmp sgt i64 %4, 0
  %2561 = getelementptr float, ptr %3, i64 %1662
  br i1 %2560, label %2562, label %2600

2562:                                             ; preds = %2559, %2562
  %2563 = phi <8 x float> [ %2597, %2562 ], [ zeroinitializer, %2559 ]
  %2564 = phi <8 x float> [ %2594, %2562 ], [ zeroinitializer, %2559 ]
  %2565 = phi <8 x float> [ %2591, %2562 ], [ zeroinitializer, %2559 ]
  %2566 = phi <8 x float> [ %2588, %2562 ], [ zeroinitializer, %2559 ]
  %2567 = phi <8 x float> [ %2585, %2562 ], [ zeroinitializer, %2559 ]
  %2568 = phi <8 x float> [ %2582, %2562 ], [ zeroinitializer, %2559 ]
  %2569 = phi <8 x float> [ %2579, %2562 ], [ zeroinitializer, %2559 ]
  %2570 = phi i64 [ %2598, %2562 ], [ 1, %2559 ]
  %2571 = phi i64 [ %2570, %2562 ], [ 0, %2559 ]
  %2572 = getelementptr inbounds nuw float, ptr %1561, i64 %2571
  %2573 = load float, ptr %2572, align 4
  %2574 = insertelement <8 x float> poison, float %2573, i64 0
  %2575 = shufflevector <8 x float> %2574, <8 x float> poison, <8 x i32> zeroinitializer
  %2576 = mul nsw i64 %2571, %5
  %2577 = getelementptr float, ptr %2561, i64 %2576
  %2578 = load <8 x float>, ptr %2577, align 4
  %2579 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2578, <8 x float> %2569)
  %2580 = getelementptr inbounds nuw i8, ptr %2577, i64 32
  %2581 = load <8 x float>, ptr %2580, align 4
  %2582 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2581, <8 x float> %2568)
  %2583 = getelementptr inbounds nuw i8, ptr %2577, i64 64
  %2584 = load <8 x float>, ptr %2583, align 4
  %2585 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2584, <8 x float> %2567)
  %2586 = getelementptr inbounds nuw i8, ptr %2577, i64 96
  %2587 = load <8 x float>, ptr %2586, align 4
  %2588 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2587, <8 x float> %2566)
  %2589 = getelementptr inbounds nuw i8, ptr %2577, i64 128
  %2590 = load <8 x float>, ptr %2589, align 4
  %2591 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2590, <8 x float> %2565)
  %2592 = getelementptr inbounds nuw i8, ptr %2577, i64 160
  %2593 = load <8 x float>, ptr %2592, align 4
  %2594 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2593, <8 x float> %2564)
  %2595 = getelementptr inbounds nuw i8, ptr %2577, i64 192
  %2596 = load <8 x float>, ptr %2595, align 4
  %2597 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2575, <8 x float> %2596, <8 x float> %2563)
  %2598 = add nuw i64 %2570, 1
  %2599 = icmp eq i64 %2570, %4
  br i1 %2599, label %2600, label %2562

2600:                                             ; preds = %2562, %2559
  %2601 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2597, %2562 ]
  %2602 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2594, %2562 ]
  %2603 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2591, %2562 ]
  %2604 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2588, %2562 ]
  %2605 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2585, %2562 ]
  %2606 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2582, %2562 ]
  %2607 = phi <8 x float> [ zeroinitializer, %2559 ], [ %2579, %2562 ]
  %2608 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2607, ptr %2608, align 4
  %2609 = getelementptr inbounds nuw i8, ptr %2608, i64 32
  store <8 x float> %2606, ptr %2609, align 4
  %2610 = getelementptr inbounds nuw i8, ptr %2608, i64 64
  store <8 x float> %2605, ptr %2610, align 4
  %2611 = getelementptr inbounds nuw i8, ptr %2608, i64 96
  store <8 x float> %2604, ptr %2611, align 4
  %2612 = getelementptr inbounds nuw i8, ptr %2608, i64 128
  store <8 x float> %2603, ptr %2612, align 4
  %2613 = getelementptr inbounds nuw i8, ptr %2608, i64 160
  store <8 x float> %2602, ptr %2613, align 4
  %2614 = getelementptr inbounds nuw i8, ptr %2608, i64 192
  store <8 x float> %2601, ptr %2614, align 4
  br label %2899

2615:                                             ; preds = %1661
  %2616 = icmp sgt i64 %4, 0
  %2617 = getelementptr float, ptr %3, i64 %1662
  br i1 %2616, label %2618, label %2660

2618:                                             ; preds = %2615, %2618
  %2619 = phi <8 x float> [ %2657, %2618 ], [ zeroinitializer, %2615 ]
  %2620 = phi <8 x float> [ %2654, %2618 ], [ zeroinitializer, %2615 ]
  %2621 = phi <8 x float> [ %2651, %2618 ], [ zeroinitializer, %2615 ]
  %2622 = phi <8 x float> [ %2648, %2618 ], [ zeroinitializer, %2615 ]
  %2623 = phi <8 x float> [ %2645, %2618 ], [ zeroinitializer, %2615 ]
  %2624 = phi <8 x float> [ %2642, %2618 ], [ zeroinitializer, %2615 ]
  %2625 = phi <8 x float> [ %2639, %2618 ], [ zeroinitializer, %2615 ]
  %2626 = phi <8 x float> [ %2636, %2618 ], [ zeroinitializer, %2615 ]
  %2627 = phi i64 [ %2658, %2618 ], [ 1, %2615 ]
  %2628 = phi i64 [ %2627, %2618 ], [ 0, %2615 ]
  %2629 = getelementptr inbounds nuw float, ptr %1561, i64 %2628
  %2630 = load float, ptr %2629, align 4
  %2631 = insertelement <8 x float> poison, float %2630, i64 0
  %2632 = shufflevector <8 x float> %2631, <8 x float> poison, <8 x i32> zeroinitializer
  %2633 = mul nsw i64 %2628, %5
  %2634 = getelementptr float, ptr %2617, i64 %2633
  %2635 = load <8 x float>, ptr %2634, align 4
  %2636 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2635, <8 x float> %2626)
  %2637 = getelementptr inbounds nuw i8, ptr %2634, i64 32
  %2638 = load <8 x float>, ptr %2637, align 4
  %2639 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2638, <8 x float> %2625)
  %2640 = getelementptr inbounds nuw i8, ptr %2634, i64 64
  %2641 = load <8 x float>, ptr %2640, align 4
  %2642 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2641, <8 x float> %2624)
  %2643 = getelementptr inbounds nuw i8, ptr %2634, i64 96
  %2644 = load <8 x float>, ptr %2643, align 4
  %2645 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2644, <8 x float> %2623)
  %2646 = getelementptr inbounds nuw i8, ptr %2634, i64 128
  %2647 = load <8 x float>, ptr %2646, align 4
  %2648 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2647, <8 x float> %2622)
  %2649 = getelementptr inbounds nuw i8, ptr %2634, i64 160
  %2650 = load <8 x float>, ptr %2649, align 4
  %2651 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2650, <8 x float> %2621)
  %2652 = getelementptr inbounds nuw i8, ptr %2634, i64 192
  %2653 = load <8 x float>, ptr %2652, align 4
  %2654 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2653, <8 x float> %2620)
  %2655 = getelementptr inbounds nuw i8, ptr %2634, i64 224
  %2656 = load <8 x float>, ptr %2655, align 4
  %2657 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2632, <8 x float> %2656, <8 x float> %2619)
  %2658 = add nuw i64 %2627, 1
  %2659 = icmp eq i64 %2627, %4
  br i1 %2659, label %2660, label %2618

2660:                                             ; preds = %2618, %2615
  %2661 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2657, %2618 ]
  %2662 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2654, %2618 ]
  %2663 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2651, %2618 ]
  %2664 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2648, %2618 ]
  %2665 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2645, %2618 ]
  %2666 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2642, %2618 ]
  %2667 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2639, %2618 ]
  %2668 = phi <8 x float> [ zeroinitializer, %2615 ], [ %2636, %2618 ]
  %2669 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2668, ptr %2669, align 4
  %2670 = getelementptr inbounds nuw i8, ptr %2669, i64 32
  store <8 x float> %2667, ptr %2670, align 4
  %2671 = getelementptr inbounds nuw i8, ptr %2669, i64 64
  store <8 x float> %2666, ptr %2671, align 4
  %2672 = getelementptr inbounds nuw i8, ptr %2669, i64 96
  store <8 x float> %2665, ptr %2672, align 4
  %2673 = getelementptr inbounds nuw i8, ptr %2669, i64 128
  store <8 x float> %2664, ptr %2673, align 4
  %2674 = getelementptr inbounds nuw i8, ptr %2669, i64 160
  store <8 x float> %2663, ptr %2674, align 4
  %2675 = getelementptr inbounds nuw i8, ptr %2669, i64 192
  store <8 x float> %2662, ptr %2675, align 4
  %2676 = getelementptr inbounds nuw i8, ptr %2669, i64 224
  store <8 x float> %2661, ptr %2676, align 4
  br label %2899

2677:                                             ; preds = %1661
  %2678 = icmp sgt i64 %4, 0
  %2679 = getelementptr float, ptr %3, i64 %1662
  br i1 %2678, label %2680, label %2726

2680:                                             ; preds = %2677, %2680
  %2681 = phi <8 x float> [ %2723, %2680 ], [ zeroinitializer, %2677 ]
  %2682 = phi <8 x float> [ %2720, %2680 ], [ zeroinitializer, %2677 ]
  %2683 = phi <8 x float> [ %2717, %2680 ], [ zeroinitializer, %2677 ]
  %2684 = phi <8 x float> [ %2714, %2680 ], [ zeroinitializer, %2677 ]
  %2685 = phi <8 x float> [ %2711, %2680 ], [ zeroinitializer, %2677 ]
  %2686 = phi <8 x float> [ %2708, %2680 ], [ zeroinitializer, %2677 ]
  %2687 = phi <8 x float> [ %2705, %2680 ], [ zeroinitializer, %2677 ]
  %2688 = phi <8 x float> [ %2702, %2680 ], [ zeroinitializer, %2677 ]
  %2689 = phi <8 x float> [ %2699, %2680 ], [ zeroinitializer, %2677 ]
  %2690 = phi i64 [ %2724, %2680 ], [ 1, %2677 ]
  %2691 = phi i64 [ %2690, %2680 ], [ 0, %2677 ]
  %2692 = getelementptr inbounds nuw float, ptr %1561, i64 %2691
  %2693 = load float, ptr %2692, align 4
  %2694 = insertelement <8 x float> poison, float %2693, i64 0
  %2695 = shufflevector <8 x float> %2694, <8 x float> poison, <8 x i32> zeroinitializer
  %2696 = mul nsw i64 %2691, %5
  %2697 = getelementptr float, ptr %2679, i64 %2696
  %2698 = load <8 x float>, ptr %2697, align 4
  %2699 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2698, <8 x float> %2689)
  %2700 = getelementptr inbounds nuw i8, ptr %2697, i64 32
  %2701 = load <8 x float>, ptr %2700, align 4
  %2702 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2701, <8 x float> %2688)
  %2703 = getelementptr inbounds nuw i8, ptr %2697, i64 64
  %2704 = load <8 x float>, ptr %2703, align 4
  %2705 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2704, <8 x float> %2687)
  %2706 = getelementptr inbounds nuw i8, ptr %2697, i64 96
  %2707 = load <8 x float>, ptr %2706, align 4
  %2708 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2707, <8 x float> %2686)
  %2709 = getelementptr inbounds nuw i8, ptr %2697, i64 128
  %2710 = load <8 x float>, ptr %2709, align 4
  %2711 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2710, <8 x float> %2685)
  %2712 = getelementptr inbounds nuw i8, ptr %2697, i64 160
  %2713 = load <8 x float>, ptr %2712, align 4
  %2714 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2713, <8 x float> %2684)
  %2715 = getelementptr inbounds nuw i8, ptr %2697, i64 192
  %2716 = load <8 x float>, ptr %2715, align 4
  %2717 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2716, <8 x float> %2683)
  %2718 = getelementptr inbounds nuw i8, ptr %2697, i64 224
  %2719 = load <8 x float>, ptr %2718, align 4
  %2720 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2719, <8 x float> %2682)
  %2721 = getelementptr inbounds nuw i8, ptr %2697, i64 256
  %2722 = load <8 x float>, ptr %2721, align 4
  %2723 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2695, <8 x float> %2722, <8 x float> %2681)
  %2724 = add nuw i64 %2690, 1
  %2725 = icmp eq i64 %2690, %4
  br i1 %2725, label %2726, label %2680

2726:                                             ; preds = %2680, %2677
  %2727 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2723, %2680 ]
  %2728 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2720, %2680 ]
  %2729 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2717, %2680 ]
  %2730 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2714, %2680 ]
  %2731 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2711, %2680 ]
  %2732 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2708, %2680 ]
  %2733 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2705, %2680 ]
  %2734 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2702, %2680 ]
  %2735 = phi <8 x float> [ zeroinitializer, %2677 ], [ %2699, %2680 ]
  %2736 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2735, ptr %2736, align 4
  %2737 = getelementptr inbounds nuw i8, ptr %2736, i64 32
  store <8 x float> %2734, ptr %2737, align 4
  %2738 = getelementptr inbounds nuw i8, ptr %2736, i64 64
  store <8 x float> %2733, ptr %2738, align 4
  %2739 = getelementptr inbounds nuw i8, ptr %2736, i64 96
  store <8 x float> %2732, ptr %2739, align 4
  %2740 = getelementptr inbounds nuw i8, ptr %2736, i64 128
  store <8 x float> %2731, ptr %2740, align 4
  %2741 = getelementptr inbounds nuw i8, ptr %2736, i64 160
  store <8 x float> %2730, ptr %2741, align 4
  %2742 = getelementptr inbounds nuw i8, ptr %2736, i64 192
  store <8 x float> %2729, ptr %2742, align 4
  %2743 = getelementptr inbounds nuw i8, ptr %2736, i64 224
  store <8 x float> %2728, ptr %2743, align 4
  %2744 = getelementptr inbounds nuw i8, ptr %2736, i64 256
  store <8 x float> %2727, ptr %2744, align 4
  br label %2899

2745:                                             ; preds = %1661
  %2746 = icmp sgt i64 %4, 0
  %2747 = getelementptr float, ptr %3, i64 %1662
  br i1 %2746, label %2748, label %2798

2748:                                             ; preds = %2745, %2748
  %2749 = phi <8 x float> [ %2795, %2748 ], [ zeroinitializer, %2745 ]
  %2750 = phi <8 x float> [ %2792, %2748 ], [ zeroinitializer, %2745 ]
  %2751 = phi <8 x float> [ %2789, %2748 ], [ zeroinitializer, %2745 ]
  %2752 = phi <8 x float> [ %2786, %2748 ], [ zeroinitializer, %2745 ]
  %2753 = phi <8 x float> [ %2783, %2748 ], [ zeroinitializer, %2745 ]
  %2754 = phi <8 x float> [ %2780, %2748 ], [ zeroinitializer, %2745 ]
  %2755 = phi <8 x float> [ %2777, %2748 ], [ zeroinitializer, %2745 ]
  %2756 = phi <8 x float> [ %2774, %2748 ], [ zeroinitializer, %2745 ]
  %2757 = phi <8 x float> [ %2771, %2748 ], [ zeroinitializer, %2745 ]
  %2758 = phi <8 x float> [ %2768, %2748 ], [ zeroinitializer, %2745 ]
  %2759 = phi i64 [ %2796, %2748 ], [ 1, %2745 ]
  %2760 = phi i64 [ %2759, %2748 ], [ 0, %2745 ]
  %2761 = getelementptr inbounds nuw float, ptr %1561, i64 %2760
  %2762 = load float, ptr %2761, align 4
  %2763 = insertelement <8 x float> poison, float %2762, i64 0
  %2764 = shufflevector <8 x float> %2763, <8 x float> poison, <8 x i32> zeroinitializer
  %2765 = mul nsw i64 %2760, %5
  %2766 = getelementptr float, ptr %2747, i64 %2765
  %2767 = load <8 x float>, ptr %2766, align 4
  %2768 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2767, <8 x float> %2758)
  %2769 = getelementptr inbounds nuw i8, ptr %2766, i64 32
  %2770 = load <8 x float>, ptr %2769, align 4
  %2771 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2770, <8 x float> %2757)
  %2772 = getelementptr inbounds nuw i8, ptr %2766, i64 64
  %2773 = load <8 x float>, ptr %2772, align 4
  %2774 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2773, <8 x float> %2756)
  %2775 = getelementptr inbounds nuw i8, ptr %2766, i64 96
  %2776 = load <8 x float>, ptr %2775, align 4
  %2777 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2776, <8 x float> %2755)
  %2778 = getelementptr inbounds nuw i8, ptr %2766, i64 128
  %2779 = load <8 x float>, ptr %2778, align 4
  %2780 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2779, <8 x float> %2754)
  %2781 = getelementptr inbounds nuw i8, ptr %2766, i64 160
  %2782 = load <8 x float>, ptr %2781, align 4
  %2783 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2782, <8 x float> %2753)
  %2784 = getelementptr inbounds nuw i8, ptr %2766, i64 192
  %2785 = load <8 x float>, ptr %2784, align 4
  %2786 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2785, <8 x float> %2752)
  %2787 = getelementptr inbounds nuw i8, ptr %2766, i64 224
  %2788 = load <8 x float>, ptr %2787, align 4
  %2789 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2788, <8 x float> %2751)
  %2790 = getelementptr inbounds nuw i8, ptr %2766, i64 256
  %2791 = load <8 x float>, ptr %2790, align 4
  %2792 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2791, <8 x float> %2750)
  %2793 = getelementptr inbounds nuw i8, ptr %2766, i64 288
  %2794 = load <8 x float>, ptr %2793, align 4
  %2795 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2764, <8 x float> %2794, <8 x float> %2749)
  %2796 = add nuw i64 %2759, 1
  %2797 = icmp eq i64 %2759, %4
  br i1 %2797, label %2798, label %2748

2798:                                             ; preds = %2748, %2745
  %2799 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2795, %2748 ]
  %2800 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2792, %2748 ]
  %2801 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2789, %2748 ]
  %2802 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2786, %2748 ]
  %2803 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2783, %2748 ]
  %2804 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2780, %2748 ]
  %2805 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2777, %2748 ]
  %2806 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2774, %2748 ]
  %2807 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2771, %2748 ]
  %2808 = phi <8 x float> [ zeroinitializer, %2745 ], [ %2768, %2748 ]
  %2809 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2808, ptr %2809, align 4
  %2810 = getelementptr inbounds nuw i8, ptr %2809, i64 32
  store <8 x float> %2807, ptr %2810, align 4
  %2811 = getelementptr inbounds nuw i8, ptr %2809, i64 64
  store <8 x float> %2806, ptr %2811, align 4
  %2812 = getelementptr inbounds nuw i8, ptr %2809, i64 96
  store <8 x float> %2805, ptr %2812, align 4
  %2813 = getelementptr inbounds nuw i8, ptr %2809, i64 128
  store <8 x float> %2804, ptr %2813, align 4
  %2814 = getelementptr inbounds nuw i8, ptr %2809, i64 160
  store <8 x float> %2803, ptr %2814, align 4
  %2815 = getelementptr inbounds nuw i8, ptr %2809, i64 192
  store <8 x float> %2802, ptr %2815, align 4
  %2816 = getelementptr inbounds nuw i8, ptr %2809, i64 224
  store <8 x float> %2801, ptr %2816, align 4
  %2817 = getelementptr inbounds nuw i8, ptr %2809, i64 256
  store <8 x float> %2800, ptr %2817, align 4
  %2818 = getelementptr inbounds nuw i8, ptr %2809, i64 288
  store <8 x float> %2799, ptr %2818, align 4
  br label %2899

2819:                                             ; preds = %1661
  %2820 = icmp sgt i64 %4, 0
  %2821 = getelementptr float, ptr %3, i64 %1662
  br i1 %2820, label %2822, label %2876

2822:                                             ; preds = %2819, %2822
  %2823 = phi <8 x float> [ %2873, %2822 ], [ zeroinitializer, %2819 ]
  %2824 = phi <8 x float> [ %2870, %2822 ], [ zeroinitializer, %2819 ]
  %2825 = phi <8 x float> [ %2867, %2822 ], [ zeroinitializer, %2819 ]
  %2826 = phi <8 x float> [ %2864, %2822 ], [ zeroinitializer, %2819 ]
  %2827 = phi <8 x float> [ %2861, %2822 ], [ zeroinitializer, %2819 ]
  %2828 = phi <8 x float> [ %2858, %2822 ], [ zeroinitializer, %2819 ]
  %2829 = phi <8 x float> [ %2855, %2822 ], [ zeroinitializer, %2819 ]
  %2830 = phi <8 x float> [ %2852, %2822 ], [ zeroinitializer, %2819 ]
  %2831 = phi <8 x float> [ %2849, %2822 ], [ zeroinitializer, %2819 ]
  %2832 = phi <8 x float> [ %2846, %2822 ], [ zeroinitializer, %2819 ]
  %2833 = phi <8 x float> [ %2843, %2822 ], [ zeroinitializer, %2819 ]
  %2834 = phi i64 [ %2874, %2822 ], [ 1, %2819 ]
  %2835 = phi i64 [ %2834, %2822 ], [ 0, %2819 ]
  %2836 = getelementptr inbounds nuw float, ptr %1561, i64 %2835
  %2837 = load float, ptr %2836, align 4
  %2838 = insertelement <8 x float> poison, float %2837, i64 0
  %2839 = shufflevector <8 x float> %2838, <8 x float> poison, <8 x i32> zeroinitializer
  %2840 = mul nsw i64 %2835, %5
  %2841 = getelementptr float, ptr %2821, i64 %2840
  %2842 = load <8 x float>, ptr %2841, align 4
  %2843 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2842, <8 x float> %2833)
  %2844 = getelementptr inbounds nuw i8, ptr %2841, i64 32
  %2845 = load <8 x float>, ptr %2844, align 4
  %2846 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2845, <8 x float> %2832)
  %2847 = getelementptr inbounds nuw i8, ptr %2841, i64 64
  %2848 = load <8 x float>, ptr %2847, align 4
  %2849 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2848, <8 x float> %2831)
  %2850 = getelementptr inbounds nuw i8, ptr %2841, i64 96
  %2851 = load <8 x float>, ptr %2850, align 4
  %2852 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2851, <8 x float> %2830)
  %2853 = getelementptr inbounds nuw i8, ptr %2841, i64 128
  %2854 = load <8 x float>, ptr %2853, align 4
  %2855 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2854, <8 x float> %2829)
  %2856 = getelementptr inbounds nuw i8, ptr %2841, i64 160
  %2857 = load <8 x float>, ptr %2856, align 4
  %2858 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2857, <8 x float> %2828)
  %2859 = getelementptr inbounds nuw i8, ptr %2841, i64 192
  %2860 = load <8 x float>, ptr %2859, align 4
  %2861 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2860, <8 x float> %2827)
  %2862 = getelementptr inbounds nuw i8, ptr %2841, i64 224
  %2863 = load <8 x float>, ptr %2862, align 4
  %2864 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2863, <8 x float> %2826)
  %2865 = getelementptr inbounds nuw i8, ptr %2841, i64 256
  %2866 = load <8 x float>, ptr %2865, align 4
  %2867 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2866, <8 x float> %2825)
  %2868 = getelementptr inbounds nuw i8, ptr %2841, i64 288
  %2869 = load <8 x float>, ptr %2868, align 4
  %2870 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2869, <8 x float> %2824)
  %2871 = getelementptr inbounds nuw i8, ptr %2841, i64 320
  %2872 = load <8 x float>, ptr %2871, align 4
  %2873 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %2839, <8 x float> %2872, <8 x float> %2823)
  %2874 = add nuw i64 %2834, 1
  %2875 = icmp eq i64 %2834, %4
  br i1 %2875, label %2876, label %2822

2876:                                             ; preds = %2822, %2819
  %2877 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2873, %2822 ]
  %2878 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2870, %2822 ]
  %2879 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2867, %2822 ]
  %2880 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2864, %2822 ]
  %2881 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2861, %2822 ]
  %2882 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2858, %2822 ]
  %2883 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2855, %2822 ]
  %2884 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2852, %2822 ]
  %2885 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2849, %2822 ]
  %2886 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2846, %2822 ]
  %2887 = phi <8 x float> [ zeroinitializer, %2819 ], [ %2843, %2822 ]
  %2888 = getelementptr inbounds nuw float, ptr %1563, i64 %1662
  store <8 x float> %2887, ptr %2888, align 4
  %2889 = getelementptr inbounds nuw i8, ptr %2888, i64 32
  store <8 x float> %2886, ptr %2889, align 4
  %2890 = getelementptr inbounds nuw i8, ptr %2888, i64 64
  store <8 x float> %2885, ptr %2890, align 4
  %2891 = getelementptr inbounds nuw i8, ptr %2888, i64 96
  store <8 x float> %2884, ptr %2891, align 4
  %2892 = getelementptr inbounds nuw i8, ptr %2888, i64 128
  store <8 x float> %2883, ptr %2892, align 4
  %2893 = getelementptr inbounds nuw i8, ptr %2888, i64 160
  store <8 x float> %2882, ptr %2893, align 4
  %2894 = getelementptr inbounds nuw i8, ptr %2888, i64 192
  store <8 x float> %2881, ptr %2894, align 4
  %2895 = getelementptr inbounds nuw i8, ptr %2888, i64 224
  store <8 x float> %2880, ptr %2895, align 4
  %2896 = getelementptr inbounds nuw i8, ptr %2888, i64 256
  store <8 x float> %2879, ptr %2896, align 4
  %2897 = getelementptr inbounds nuw i8, ptr %2888, i64 288
  store <8 x float> %2878, ptr %2897, align 4
  %2898 = getelementptr inbounds nuw i8, ptr %2888, i64 320
  store <8 x float> %2877, ptr %2898, align 4
  br label %2899

2899:                                             ; preds = %2876, %2798, %2726, %2660, %2600, %2540, %2407, %2291, %2137, %1966, %1830, %1661, %1460, %1354, %1262, %1184, %1120, %1050, %968, %933, %811
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
  br i1 %6, label %8, label %337

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <8 x float> poison, float %10, i64 0
  %12 = shufflevector <8 x float> %11, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = insertelement <8 x float> poison, float %2, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %288

16:                                               ; preds = %5
  br i1 %6, label %17, label %337

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <8 x float> poison, float %19, i64 0
  %21 = shufflevector <8 x float> %20, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = insertelement <8 x float> poison, float %2, i64 0
  %23 = shufflevector <8 x float> %22, <8 x float> poison, <8 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %273

26:                                               ; preds = %5
  br i1 %6, label %27, label %337

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <8 x float> poison, float %29, i64 0
  %31 = shufflevector <8 x float> %30, <8 x float> poison, <8 x i32> zeroinitializer
  %32 = insertelement <8 x float> poison, float %2, i64 0
  %33 = shufflevector <8 x float> %32, <8 x float> poison, <8 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %227

36:                                               ; preds = %5
  br i1 %6, label %37, label %337

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <8 x float> poison, float %39, i64 0
  %41 = shufflevector <8 x float> %40, <8 x float> poison, <8 x i32> zeroinitializer
  %42 = insertelement <8 x float> poison, float %2, i64 0
  %43 = shufflevector <8 x float> %42, <8 x float> poison, <8 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %214

45:                                               ; preds = %5
  br i1 %6, label %46, label %337

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <8 x float> poison, float %48, i64 0
  %50 = shufflevector <8 x float> %49, <8 x float> poison, <8 x i32> zeroinitializer
  %51 = insertelement <8 x float> poison, float %2, i64 0
  %52 = shufflevector <8 x float> %51, <8 x float> poison, <8 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  br label %200

54:                                               ; preds = %5
  br i1 %6, label %55, label %337

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <8 x float> poison, float %57, i64 0
  %59 = shufflevector <8 x float> %58, <8 x float> poison, <8 x i32> zeroinitializer
  %60 = insertelement <8 x float> poison, float %2, i64 0
  %61 = shufflevector <8 x float> %60, <8 x float> poison, <8 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %187

64:                                               ; preds = %5
  br i1 %6, label %65, label %337

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <8 x float> poison, float %67, i64 0
  %69 = shufflevector <8 x float> %68, <8 x float> poison, <8 x i32> zeroinitializer
  %70 = insertelement <8 x float> poison, float %2, i64 0
  %71 = shufflevector <8 x float> %70, <8 x float> poison, <8 x i32> zeroinitializer
  br label %174

72:                                               ; preds = %5
  br i1 %6, label %73, label %337

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <8 x float> poison, float %75, i64 0
  %77 = shufflevector <8 x float> %76, <8 x float> poison, <8 x i32> zeroinitializer
  %78 = insertelement <8 x float> poison, float %2, i64 0
  %79 = shufflevector <8 x float> %78, <8 x float> poison, <8 x i32> zeroinitializer
  br label %130

80:                                               ; preds = %5
  br i1 %6, label %81, label %337

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <8 x float> poison, float %83, i64 0
  %85 = shufflevector <8 x float> %84, <8 x float> poison, <8 x i32> zeroinitializer
  %86 = insertelement <8 x float> poison, float %2, i64 0
  %87 = shufflevector <8 x float> %86, <8 x float> poison, <8 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %337

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <8 x float> poison, float %91, i64 0
  %93 = shufflevector <8 x float> %92, <8 x float> poison, <8 x i32> zeroinitializer
  %94 = insertelement <8 x float> poison, float %2, i64 0
  %95 = shufflevector <8 x float> %94, <8 x float> poison, <8 x i32> zeroinitializer
  br label %323

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %128, %103 ]
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load <8 x float>, ptr %98, align 4
  br i1 %82, label %100, label %103

100:                                              ; preds = %96
  %101 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %99, <8 x float> %85)
  %102 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %101, <8 x float> %87)
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi <8 x float> [ %102, %100 ], [ %99, %96 ]
  %105 = fneg <8 x float> %104
  %106 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %105, <8 x float> splat (float 0xC055D33340000000))
  %107 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %106, <8 x float> splat (float 8.800000e+01))
  %108 = fmul <8 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <8 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <8 x float> %109, splat (float 0xC168000000000000)
  %111 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %107)
  %112 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %111)
  %113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %112, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %114 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %113, <8 x float> %112, <8 x float> splat (float 0x3F81112100000000))
  %115 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %114, <8 x float> %112, <8 x float> splat (float 0x3FA5553820000000))
  %116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %112, <8 x float> splat (float 0x3FC5555540000000))
  %117 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %116, <8 x float> %112, <8 x float> splat (float 5.000000e-01))
  %118 = fmul <8 x float> %112, %112
  %119 = fadd <8 x float> %112, splat (float 1.000000e+00)
  %120 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %118, <8 x float> %119)
  %121 = fptosi <8 x float> %110 to <8 x i32>
  %122 = shl <8 x i32> %121, splat (i32 23)
  %123 = add <8 x i32> %122, splat (i32 1065353216)
  %124 = bitcast <8 x i32> %123 to <8 x float>
  %125 = fmul <8 x float> %120, %124
  %126 = fadd <8 x float> %125, splat (float 1.000000e+00)
  %127 = fdiv <8 x float> splat (float 1.000000e+00), %126
  store <8 x float> %127, ptr %98, align 4
  %128 = add nuw nsw i64 %97, 8
  %129 = icmp slt i64 %128, %4
  br i1 %129, label %96, label %337

130:                                              ; preds = %73, %137
  %131 = phi i64 [ 0, %73 ], [ %172, %137 ]
  %132 = getelementptr inbounds nuw float, ptr %3, i64 %131
  %133 = load <8 x float>, ptr %132, align 4
  br i1 %74, label %134, label %137

134:                                              ; preds = %130
  %135 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %133, <8 x float> %77)
  %136 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %135, <8 x float> %79)
  br label %137

137:                                              ; preds = %134, %130
  %138 = phi <8 x float> [ %136, %134 ], [ %133, %130 ]
  %139 = fmul <8 x float> %138, %138
  %140 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %139, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %141 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %140, <8 x float> %139, <8 x float> splat (float 0x3FC1111120000000))
  %142 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %141, <8 x float> %139, <8 x float> splat (float 0xBFD5555560000000))
  %143 = fmul <8 x float> %139, %142
  %144 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %143, <8 x float> %138, <8 x float> %138)
  %145 = fmul <8 x float> %138, splat (float 2.000000e+00)
  %146 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %145, <8 x float> splat (float 0xC055D33340000000))
  %147 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %146, <8 x float> splat (float 8.800000e+01))
  %148 = fmul <8 x float> %147, splat (float 0x3FF7154760000000)
  %149 = fadd <8 x float> %148, splat (float 0x4168000000000000)
  %150 = fadd <8 x float> %149, splat (float 0xC168000000000000)
  %151 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %150, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %147)
  %152 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %150, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %151)
  %153 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %152, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %154 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %153, <8 x float> %152, <8 x float> splat (float 0x3F81112100000000))
  %155 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %154, <8 x float> %152, <8 x float> splat (float 0x3FA5553820000000))
  %156 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %155, <8 x float> %152, <8 x float> splat (float 0x3FC5555540000000))
  %157 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %156, <8 x float> %152, <8 x float> splat (float 5.000000e-01))
  %158 = fmul <8 x float> %152, %152
  %159 = fadd <8 x float> %152, splat (float 1.000000e+00)
  %160 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %157, <8 x float> %158, <8 x float> %159)
  %161 = fptosi <8 x float> %150 to <8 x i32>
  %162 = shl <8 x i32> %161, splat (i32 23)
  %163 = add <8 x i32> %162, splat (i32 1065353216)
  %164 = bitcast <8 x i32> %163 to <8 x float>
  %165 = fmul <8 x float> %160, %164
  %166 = fadd <8 x float> %165, splat (float 1.000000e+00)
  %167 = fdiv <8 x float> splat (float 2.000000e+00), %166
  %168 = fsub <8 x float> splat (float 1.000000e+00), %167
  %169 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %138)
  %170 = fcmp uge <8 x float> %169, splat (float 0x3FD3333340000000)
  %171 = select <8 x i1> %170, <8 x float> %168, <8 x float> %144
  store <8 x float> %171, ptr %132, align 4
  %172 = add nuw nsw i64 %131, 8
  %173 = icmp slt i64 %172, %4
  br i1 %173, label %130, label %337

174:                                              ; preds = %65, %181
  %175 = phi i64 [ 0, %65 ], [ %185, %181 ]
  %176 = getelementptr inbounds nuw float, ptr %3, i64 %175
  %177 = load <8 x float>, ptr %176, align 4
  br i1 %66, label %178, label %181

178:                                              ; preds = %174
  %179 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %177, <8 x float> %69)
  %180 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %179, <8 x float> %71)
  br label %181

181:                                              ; preds = %178, %174
  %182 = phi <8 x float> [ %180, %178 ], [ %177, %174 ]
  %183 = fcmp olt <8 x float> %182, zeroinitializer
  %184 = select <8 x i1> %183, <8 x float> zeroinitializer, <8 x float> %182
  store <8 x float> %184, ptr %176, align 4
  %185 = add nuw nsw i64 %175, 8
  %186 = icmp slt i64 %185, %4
  br i1 %186, label %174, label %337

187:                                              ; preds = %55, %194
  %188 = phi i64 [ 0, %55 ], [ %198, %194 ]
  %189 = getelementptr inbounds nuw float, ptr %3, i64 %188
  %190 = load <8 x float>, ptr %189, align 4
  br i1 %56, label %191, label %194

191:                                              ; preds = %187
  %192 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %190, <8 x float> %59)
  %193 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %192, <8 x float> %61)
  br label %194

194:                                              ; preds = %191, %187
  %195 = phi <8 x float> [ %193, %191 ], [ %190, %187 ]
  %196 = fmul <8 x float> %62, %195
  %197 = fadd <8 x float> %63, %196
  store <8 x float> %197, ptr %189, align 4
  %198 = add nuw nsw i64 %188, 8
  %199 = icmp slt i64 %198, %4
  br i1 %199, label %187, label %337

200:                                              ; preds = %46, %207
  %201 = phi i64 [ 0, %46 ], [ %212, %207 ]
  %202 = getelementptr inbounds nuw float, ptr %3, i64 %201
  %203 = load <8 x float>, ptr %202, align 4
  br i1 %47, label %204, label %207

204:                                              ; preds = %200
  %205 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %203, <8 x float> %50)
  %206 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %205, <8 x float> %52)
  br label %207

207:                                              ; preds = %204, %200
  %208 = phi <8 x float> [ %206, %204 ], [ %203, %200 ]
  %209 = fcmp uge <8 x float> %208, zeroinitializer
  %210 = fmul <8 x float> %53, %208
  %211 = select <8 x i1> %209, <8 x float> %208, <8 x float> %210
  store <8 x float> %211, ptr %202, align 4
  %212 = add nuw nsw i64 %201, 8
  %213 = icmp slt i64 %212, %4
  br i1 %213, label %200, label %337

214:                                              ; preds = %37, %221
  %215 = phi i64 [ 0, %37 ], [ %225, %221 ]
  %216 = getelementptr inbounds nuw float, ptr %3, i64 %215
  %217 = load <8 x float>, ptr %216, align 4
  br i1 %38, label %218, label %221

218:                                              ; preds = %214
  %219 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %217, <8 x float> %41)
  %220 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %219, <8 x float> %43)
  br label %221

221:                                              ; preds = %218, %214
  %222 = phi <8 x float> [ %220, %218 ], [ %217, %214 ]
  %223 = fcmp ogt <8 x float> %222, %44
  %224 = select <8 x i1> %223, <8 x float> %222, <8 x float> zeroinitializer
  store <8 x float> %224, ptr %216, align 4
  %225 = add nuw nsw i64 %215, 8
  %226 = icmp slt i64 %225, %4
  br i1 %226, label %214, label %337

227:                                              ; preds = %27, %234
  %228 = phi i64 [ 0, %27 ], [ %271, %234 ]
  %229 = getelementptr inbounds nuw float, ptr %3, i64 %228
  %230 = load <8 x float>, ptr %229, align 4
  br i1 %28, label %231, label %234

231:                                              ; preds = %227
  %232 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %230, <8 x float> %31)
  %233 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %232, <8 x float> %33)
  br label %234

234:                                              ; preds = %231, %227
  %235 = phi <8 x float> [ %233, %231 ], [ %230, %227 ]
  %236 = fmul <8 x float> %35, %235
  %237 = fmul <8 x float> %236, %236
  %238 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %237, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %239 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %238, <8 x float> %237, <8 x float> splat (float 0x3FC1111120000000))
  %240 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %239, <8 x float> %237, <8 x float> splat (float 0xBFD5555560000000))
  %241 = fmul <8 x float> %237, %240
  %242 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %241, <8 x float> %236, <8 x float> %236)
  %243 = fmul <8 x float> %236, splat (float 2.000000e+00)
  %244 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %243, <8 x float> splat (float 0xC055D33340000000))
  %245 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %244, <8 x float> splat (float 8.800000e+01))
  %246 = fmul <8 x float> %245, splat (float 0x3FF7154760000000)
  %247 = fadd <8 x float> %246, splat (float 0x4168000000000000)
  %248 = fadd <8 x float> %247, splat (float 0xC168000000000000)
  %249 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %248, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %245)
  %250 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %248, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %249)
  %251 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %250, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %252 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %251, <8 x float> %250, <8 x float> splat (float 0x3F81112100000000))
  %253 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %252, <8 x float> %250, <8 x float> splat (float 0x3FA5553820000000))
  %254 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %253, <8 x float> %250, <8 x float> splat (float 0x3FC5555540000000))
  %255 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %254, <8 x float> %250, <8 x float> splat (float 5.000000e-01))
  %256 = fmul <8 x float> %250, %250
  %257 = fadd <8 x float> %250, splat (float 1.000000e+00)
  %258 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %255, <8 x float> %256, <8 x float> %257)
  %259 = fptosi <8 x float> %248 to <8 x i32>
  %260 = shl <8 x i32> %259, splat (i32 23)
  %261 = add <8 x i32> %260, splat (i32 1065353216)
  %262 = bitcast <8 x i32> %261 to <8 x float>
  %263 = fmul <8 x float> %258, %262
  %264 = fadd <8 x float> %263, splat (float 1.000000e+00)
  %265 = fdiv <8 x float> splat (float 2.000000e+00), %264
  %266 = fsub <8 x float> splat (float 1.000000e+00), %265
  %267 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %236)
  %268 = fcmp uge <8 x float> %267, splat (float 0x3FD3333340000000)
  %269 = select <8 x i1> %268, <8 x float> %266, <8 x float> %242
  %270 = fmul <8 x float> %34, %269
  store <8 x float> %270, ptr %229, align 4
  %271 = add nuw nsw i64 %228, 8
  %272 = icmp slt i64 %271, %4
  br i1 %272, label %227, label %337

273:                                              ; preds = %17, %280
  %274 = phi i64 [ 0, %17 ], [ %286, %280 ]
  %275 = getelementptr inbounds nuw float, ptr %3, i64 %274
  %276 = load <8 x float>, ptr %275, align 4
  br i1 %18, label %277, label %280

277:                                              ; preds = %273
  %278 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %276, <8 x float> %21)
  %279 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %278, <8 x float> %23)
  br label %280

280:                                              ; preds = %277, %273
  %281 = phi <8 x float> [ %279, %277 ], [ %276, %273 ]
  %282 = fmul <8 x float> %24, %281
  %283 = fadd <8 x float> %25, %282
  %284 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %283, <8 x float> zeroinitializer)
  %285 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %284, <8 x float> splat (float 1.000000e+00))
  store <8 x float> %285, ptr %275, align 4
  %286 = add nuw nsw i64 %274, 8
  %287 = icmp slt i64 %286, %4
  br i1 %287, label %273, label %337

288:                                              ; preds = %8, %295
  %289 = phi i64 [ 0, %8 ], [ %321, %295 ]
  %290 = getelementptr inbounds nuw float, ptr %3, i64 %289
  %291 = load <8 x float>, ptr %290, align 4
  br i1 %9, label %292, label %295

292:                                              ; preds = %288
  %293 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %291, <8 x float> %12)
  %294 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %293, <8 x float> %14)
  br label %295

295:                                              ; preds = %292, %288
  %296 = phi <8 x float> [ %294, %292 ], [ %291, %288 ]
  %297 = fcmp uge <8 x float> %296, zeroinitializer
  %298 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %296, <8 x float> splat (float 0xC055D33340000000))
  %299 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %298, <8 x float> splat (float 8.800000e+01))
  %300 = fmul <8 x float> %299, splat (float 0x3FF7154760000000)
  %301 = fadd <8 x float> %300, splat (float 0x4168000000000000)
  %302 = fadd <8 x float> %301, splat (float 0xC168000000000000)
  %303 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %302, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %299)
  %304 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %302, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %303)
  %305 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %304, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %306 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %305, <8 x float> %304, <8 x float> splat (float 0x3F81112100000000))
  %307 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %306, <8 x float> %304, <8 x float> splat (float 0x3FA5553820000000))
  %308 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %307, <8 x float> %304, <8 x float> splat (float 0x3FC5555540000000))
  %309 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %308, <8 x float> %304, <8 x float> splat (float 5.000000e-01))
  %310 = fmul <8 x float> %304, %304
  %311 = fadd <8 x float> %304, splat (float 1.000000e+00)
  %312 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %309, <8 x float> %310, <8 x float> %311)
  %313 = fptosi <8 x float> %302 to <8 x i32>
  %314 = shl <8 x i32> %313, splat (i32 23)
  %315 = add <8 x i32> %314, splat (i32 1065353216)
  %316 = bitcast <8 x i32> %315 to <8 x float>
  %317 = fmul <8 x float> %312, %316
  %318 = fadd <8 x float> %317, splat (float -1.000000e+00)
  %319 = fmul <8 x float> %15, %318
  %320 = select <8 x i1> %297, <8 x float> %296, <8 x float> %319
  store <8 x float> %320, ptr %290, align 4
  %321 = add nuw nsw i64 %289, 8
  %322 = icmp slt i64 %321, %4
  br i1 %322, label %288, label %337

323:                                              ; preds = %89, %330
  %324 = phi i64 [ 0, %89 ], [ %335, %330 ]
  %325 = getelementptr inbounds nuw float, ptr %3, i64 %324
  %326 = load <8 x float>, ptr %325, align 4
  br i1 %90, label %327, label %330

327:                                              ; preds = %323
  %328 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %326, <8 x float> %93)
  %329 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %328, <8 x float> %95)
  br label %330

330:                                              ; preds = %327, %323
  %331 = phi <8 x float> [ %329, %327 ], [ %326, %323 ]
  %332 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %331)
  %333 = fadd <8 x float> %332, splat (float 1.000000e+00)
  %334 = fdiv <8 x float> %331, %333
  store <8 x float> %334, ptr %325, align 4
  %335 = add nuw nsw i64 %324, 8
  %336 = icmp slt i64 %335, %4
  br i1 %336, label %323, label %337

337:                                              ; preds = %295, %280, %234, %221, %207, %194, %181, %137, %103, %330, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
