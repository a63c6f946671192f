; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = inttoptr i64 %0 to ptr
  %29 = inttoptr i64 %1 to ptr
  %30 = inttoptr i64 %19 to ptr
  %31 = inttoptr i64 %2 to ptr
  %32 = inttoptr i64 %22 to ptr
  %33 = inttoptr i64 %20 to ptr
  %34 = trunc i64 %24 to i32
  %35 = trunc i64 %25 to i32
  %36 = insertelement <16 x i32> poison, i32 %34, i64 0
  %37 = bitcast <16 x i32> %36 to <16 x float>
  %38 = shufflevector <16 x float> %37, <16 x float> poison, <16 x i32> zeroinitializer
  %39 = insertelement <16 x i32> poison, i32 %35, i64 0
  %40 = bitcast <16 x i32> %39 to <16 x float>
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = mul nsw i64 %10, %9
  %43 = icmp eq i64 %14, 2
  %44 = zext i1 %43 to i32
  %45 = add nsw i64 %6, 7
  %46 = sdiv i64 %45, 8
  %47 = icmp slt i64 %3, %4
  br i1 %47, label %48, label %308

48:                                               ; preds = %27
  %49 = icmp eq i64 %22, 0
  %50 = icmp sgt i64 %10, 0
  %51 = mul nsw i64 %8, %7
  %52 = mul nsw i64 %12, %11
  %53 = icmp eq i64 %19, 0
  %54 = mul i64 %52, %5
  %55 = icmp sgt i64 %11, 0
  %56 = icmp sgt i64 %12, 0
  %57 = icmp sgt i64 %5, 0
  %58 = icmp eq i64 %26, 0
  %59 = bitcast <16 x float> %38 to <8 x i64>
  %60 = bitcast <16 x float> %41 to <8 x i64>
  %61 = and i64 %26, 3
  %62 = lshr i64 %26, 2
  %63 = and i64 %62, 3
  %64 = lshr i64 %26, 4
  %65 = and i64 %64, 3
  %66 = and i64 %26, 3
  %67 = lshr i64 %26, 2
  %68 = and i64 %67, 3
  %69 = lshr i64 %26, 4
  %70 = and i64 %69, 3
  %71 = and i64 %26, 3
  %72 = lshr i64 %26, 2
  %73 = and i64 %72, 3
  %74 = lshr i64 %26, 4
  %75 = and i64 %74, 3
  %76 = and i64 %26, 3
  %77 = lshr i64 %26, 2
  %78 = and i64 %77, 3
  %79 = lshr i64 %26, 4
  %80 = and i64 %79, 3
  %81 = and i64 %26, 3
  %82 = lshr i64 %26, 2
  %83 = and i64 %82, 3
  %84 = lshr i64 %26, 4
  %85 = and i64 %84, 3
  %86 = and i64 %26, 3
  %87 = lshr i64 %26, 2
  %88 = and i64 %87, 3
  %89 = lshr i64 %26, 4
  %90 = and i64 %89, 3
  %91 = and i64 %26, 3
  %92 = lshr i64 %26, 2
  %93 = and i64 %92, 3
  %94 = lshr i64 %26, 4
  %95 = and i64 %94, 3
  %96 = and i64 %26, 3
  %97 = lshr i64 %26, 2
  %98 = and i64 %97, 3
  %99 = lshr i64 %26, 4
  %100 = and i64 %99, 3
  %101 = and i64 %26, 3
  %102 = lshr i64 %26, 2
  %103 = and i64 %102, 3
  %104 = lshr i64 %26, 4
  %105 = and i64 %104, 3
  %106 = and i64 %26, 3
  %107 = lshr i64 %26, 2
  %108 = and i64 %107, 3
  %109 = lshr i64 %26, 4
  %110 = and i64 %109, 3
  %111 = and i64 %26, 3
  %112 = lshr i64 %26, 2
  %113 = and i64 %112, 3
  %114 = lshr i64 %26, 4
  %115 = and i64 %114, 3
  %116 = and i64 %26, 3
  %117 = lshr i64 %26, 2
  %118 = and i64 %117, 3
  %119 = lshr i64 %26, 4
  %120 = and i64 %119, 3
  %121 = shl nuw nsw i64 %5, 1
  %122 = mul nuw nsw i64 %5, 3
  %123 = shl nuw nsw i64 %5, 2
  %124 = mul nuw nsw i64 %5, 5
  %125 = mul nuw nsw i64 %5, 6
  %126 = mul nuw nsw i64 %5, 7
  %127 = and i64 %26, 3
  %128 = lshr i64 %26, 2
  %129 = and i64 %128, 3
  %130 = lshr i64 %26, 4
  %131 = and i64 %130, 3
  %132 = and i64 %26, 3
  %133 = lshr i64 %26, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %26, 4
  %136 = and i64 %135, 3
  %137 = and i64 %26, 3
  %138 = lshr i64 %26, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %26, 4
  %141 = and i64 %140, 3
  %142 = shl nuw nsw i64 %5, 1
  %143 = mul nuw nsw i64 %5, 3
  %144 = shl nuw nsw i64 %5, 2
  %145 = mul nuw nsw i64 %5, 5
  %146 = mul nuw nsw i64 %5, 6
  %147 = mul nuw nsw i64 %5, 7
  %148 = and i64 %26, 3
  %149 = lshr i64 %26, 2
  %150 = and i64 %149, 3
  %151 = lshr i64 %26, 4
  %152 = and i64 %151, 3
  %153 = and i64 %26, 3
  %154 = lshr i64 %26, 2
  %155 = and i64 %154, 3
  %156 = lshr i64 %26, 4
  %157 = and i64 %156, 3
  %158 = and i64 %26, 3
  %159 = lshr i64 %26, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %26, 4
  %162 = and i64 %161, 3
  %163 = shl nuw nsw i64 %5, 1
  %164 = mul nuw nsw i64 %5, 3
  %165 = shl nuw nsw i64 %5, 2
  %166 = mul nuw nsw i64 %5, 5
  %167 = mul nuw nsw i64 %5, 6
  %168 = mul nuw nsw i64 %5, 7
  %169 = and i64 %26, 3
  %170 = lshr i64 %26, 2
  %171 = and i64 %170, 3
  %172 = lshr i64 %26, 4
  %173 = and i64 %172, 3
  %174 = and i64 %26, 3
  %175 = lshr i64 %26, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %26, 4
  %178 = and i64 %177, 3
  %179 = shl nuw nsw i64 %5, 1
  %180 = mul nuw nsw i64 %5, 3
  %181 = shl nuw nsw i64 %5, 2
  %182 = mul nuw nsw i64 %5, 5
  %183 = mul nuw nsw i64 %5, 6
  %184 = mul nuw nsw i64 %5, 7
  %185 = and i64 %26, 3
  %186 = lshr i64 %26, 2
  %187 = and i64 %186, 3
  %188 = lshr i64 %26, 4
  %189 = and i64 %188, 3
  %190 = and i64 %26, 3
  %191 = lshr i64 %26, 2
  %192 = and i64 %191, 3
  %193 = lshr i64 %26, 4
  %194 = and i64 %193, 3
  %195 = shl nuw nsw i64 %5, 1
  %196 = mul nuw nsw i64 %5, 3
  %197 = shl nuw nsw i64 %5, 2
  %198 = mul nuw nsw i64 %5, 5
  %199 = mul nuw nsw i64 %5, 6
  %200 = mul nuw nsw i64 %5, 7
  %201 = and i64 %26, 3
  %202 = lshr i64 %26, 2
  %203 = and i64 %202, 3
  %204 = lshr i64 %26, 4
  %205 = and i64 %204, 3
  %206 = and i64 %26, 3
  %207 = lshr i64 %26, 2
  %208 = and i64 %207, 3
  %209 = lshr i64 %26, 4
  %210 = and i64 %209, 3
  %211 = and i64 %26, 3
  %212 = lshr i64 %26, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %26, 4
  %215 = and i64 %214, 3
  %216 = and i64 %26, 3
  %217 = lshr i64 %26, 2
  %218 = and i64 %217, 3
  %219 = lshr i64 %26, 4
  %220 = and i64 %219, 3
  %221 = and i64 %26, 3
  %222 = lshr i64 %26, 2
  %223 = and i64 %222, 3
  %224 = lshr i64 %26, 4
  %225 = and i64 %224, 3
  %226 = and i64 %26, 3
  %227 = lshr i64 %26, 2
  %228 = and i64 %227, 3
  %229 = lshr i64 %26, 4
  %230 = and i64 %229, 3
  %231 = and i64 %26, 3
  %232 = lshr i64 %26, 2
  %233 = and i64 %232, 3
  %234 = lshr i64 %26, 4
  %235 = and i64 %234, 3
  %236 = and i64 %26, 3
  %237 = lshr i64 %26, 2
  %238 = and i64 %237, 3
  %239 = lshr i64 %26, 4
  %240 = and i64 %239, 3
  %241 = shl nuw nsw i64 %5, 1
  %242 = mul nuw nsw i64 %5, 3
  %243 = shl nuw nsw i64 %5, 2
  %244 = mul nuw nsw i64 %5, 5
  %245 = mul nuw nsw i64 %5, 6
  %246 = mul nuw nsw i64 %5, 7
  %247 = and i64 %26, 3
  %248 = lshr i64 %26, 2
  %249 = and i64 %248, 3
  %250 = lshr i64 %26, 4
  %251 = and i64 %250, 3
  %252 = and i64 %26, 3
  %253 = lshr i64 %26, 2
  %254 = and i64 %253, 3
  %255 = lshr i64 %26, 4
  %256 = and i64 %255, 3
  %257 = and i64 %26, 3
  %258 = lshr i64 %26, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %26, 4
  %261 = and i64 %260, 3
  %262 = and i64 %26, 3
  %263 = lshr i64 %26, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %26, 4
  %266 = and i64 %265, 3
  %267 = and i64 %26, 3
  %268 = lshr i64 %26, 2
  %269 = and i64 %268, 3
  %270 = lshr i64 %26, 4
  %271 = and i64 %270, 3
  %272 = and i64 %26, 3
  %273 = lshr i64 %26, 2
  %274 = and i64 %273, 3
  %275 = lshr i64 %26, 4
  %276 = and i64 %275, 3
  %277 = and i64 %26, 3
  %278 = lshr i64 %26, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %26, 4
  %281 = and i64 %280, 3
  %282 = and i64 %26, 3
  %283 = lshr i64 %26, 2
  %284 = and i64 %283, 3
  %285 = lshr i64 %26, 4
  %286 = and i64 %285, 3
  %287 = add i64 %5, -1
  %288 = and i64 %5, 1
  %289 = icmp eq i64 %287, 0
  %290 = and i64 %5, 9223372036854775806
  %291 = icmp eq i64 %288, 0
  %292 = icmp ne i64 %288, 0
  %293 = and i64 %5, 1
  %294 = icmp eq i64 %287, 0
  %295 = and i64 %5, 9223372036854775806
  %296 = icmp eq i64 %293, 0
  %297 = icmp ne i64 %293, 0
  %298 = and i64 %5, 1
  %299 = icmp eq i64 %287, 0
  %300 = and i64 %5, 9223372036854775806
  %301 = icmp eq i64 %298, 0
  %302 = icmp ne i64 %298, 0
  %303 = and i64 %5, 1
  %304 = icmp eq i64 %287, 0
  %305 = and i64 %5, 9223372036854775806
  %306 = icmp eq i64 %303, 0
  %307 = icmp ne i64 %303, 0
  br label %309

308:                                              ; preds = %599, %27
  ret void

309:                                              ; preds = %48, %599
  %310 = phi i64 [ %3, %48 ], [ %600, %599 ]
  %311 = srem i64 %310, %46
  %312 = sdiv i64 %310, %46
  %313 = sdiv i64 %312, %9
  %314 = srem i64 %312, %9
  %315 = shl nsw i64 %311, 3
  %316 = mul nsw i64 %313, %17
  %317 = getelementptr inbounds float, ptr %28, i64 %316
  %318 = mul nsw i64 %313, %18
  %319 = getelementptr inbounds float, ptr %31, i64 %318
  %320 = mul nsw i64 %313, %23
  %321 = getelementptr inbounds float, ptr %32, i64 %320
  %322 = select i1 %49, ptr null, ptr %321
  %323 = mul nsw i64 %313, %21
  %324 = getelementptr inbounds float, ptr %33, i64 %323
  br i1 %50, label %325, label %599

325:                                              ; preds = %309
  %326 = mul i64 %54, %315
  %327 = sub nsw i64 %6, %315
  %328 = icmp sgt i64 %327, 7
  %329 = icmp slt i64 %315, %6
  %330 = mul nsw i64 %314, %10
  %331 = mul nsw i64 %314, %13
  %332 = sub i64 %331, %15
  %333 = getelementptr inbounds float, ptr %30, i64 %315
  %334 = getelementptr inbounds float, ptr %29, i64 %326
  %335 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %336 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %337 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %338 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %339 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %340 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %341 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %342 = mul nsw i64 %315, %42
  %343 = or disjoint i64 %315, 1
  %344 = mul nsw i64 %343, %42
  %345 = or disjoint i64 %315, 2
  %346 = mul nsw i64 %345, %42
  %347 = or disjoint i64 %315, 3
  %348 = mul nsw i64 %347, %42
  %349 = or disjoint i64 %315, 4
  %350 = mul nsw i64 %349, %42
  %351 = or disjoint i64 %315, 5
  %352 = mul nsw i64 %351, %42
  %353 = or disjoint i64 %315, 6
  %354 = mul nsw i64 %353, %42
  %355 = or disjoint i64 %315, 7
  %356 = mul nsw i64 %355, %42
  %357 = mul nsw i64 %315, %42
  %358 = or disjoint i64 %315, 1
  %359 = mul nsw i64 %358, %42
  %360 = or disjoint i64 %315, 2
  %361 = mul nsw i64 %360, %42
  %362 = or disjoint i64 %315, 3
  %363 = mul nsw i64 %362, %42
  %364 = or disjoint i64 %315, 4
  %365 = mul nsw i64 %364, %42
  %366 = or disjoint i64 %315, 5
  %367 = mul nsw i64 %366, %42
  %368 = or disjoint i64 %315, 6
  %369 = mul nsw i64 %368, %42
  %370 = or disjoint i64 %315, 7
  %371 = mul nsw i64 %370, %42
  %372 = or disjoint i64 %315, 1
  %373 = mul nsw i64 %372, %42
  %374 = or disjoint i64 %315, 2
  %375 = mul nsw i64 %374, %42
  %376 = or disjoint i64 %315, 3
  %377 = mul nsw i64 %376, %42
  %378 = or disjoint i64 %315, 4
  %379 = mul nsw i64 %378, %42
  %380 = or disjoint i64 %315, 5
  %381 = mul nsw i64 %380, %42
  %382 = or disjoint i64 %315, 6
  %383 = mul nsw i64 %382, %42
  %384 = or disjoint i64 %315, 7
  %385 = mul nsw i64 %384, %42
  %386 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %387 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %388 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %389 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %390 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %391 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %392 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %393 = mul nsw i64 %315, %42
  %394 = or disjoint i64 %315, 1
  %395 = mul nsw i64 %394, %42
  %396 = or disjoint i64 %315, 2
  %397 = mul nsw i64 %396, %42
  %398 = or disjoint i64 %315, 3
  %399 = mul nsw i64 %398, %42
  %400 = or disjoint i64 %315, 4
  %401 = mul nsw i64 %400, %42
  %402 = or disjoint i64 %315, 5
  %403 = mul nsw i64 %402, %42
  %404 = or disjoint i64 %315, 6
  %405 = mul nsw i64 %404, %42
  %406 = or disjoint i64 %315, 7
  %407 = mul nsw i64 %406, %42
  %408 = mul nsw i64 %315, %42
  %409 = or disjoint i64 %315, 1
  %410 = mul nsw i64 %409, %42
  %411 = or disjoint i64 %315, 2
  %412 = mul nsw i64 %411, %42
  %413 = or disjoint i64 %315, 3
  %414 = mul nsw i64 %413, %42
  %415 = or disjoint i64 %315, 4
  %416 = mul nsw i64 %415, %42
  %417 = or disjoint i64 %315, 5
  %418 = mul nsw i64 %417, %42
  %419 = or disjoint i64 %315, 6
  %420 = mul nsw i64 %419, %42
  %421 = or disjoint i64 %315, 7
  %422 = mul nsw i64 %421, %42
  %423 = or disjoint i64 %315, 1
  %424 = mul nsw i64 %423, %42
  %425 = or disjoint i64 %315, 2
  %426 = mul nsw i64 %425, %42
  %427 = or disjoint i64 %315, 3
  %428 = mul nsw i64 %427, %42
  %429 = or disjoint i64 %315, 4
  %430 = mul nsw i64 %429, %42
  %431 = or disjoint i64 %315, 5
  %432 = mul nsw i64 %431, %42
  %433 = or disjoint i64 %315, 6
  %434 = mul nsw i64 %433, %42
  %435 = or disjoint i64 %315, 7
  %436 = mul nsw i64 %435, %42
  %437 = mul nsw i64 %315, %42
  %438 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %439 = or disjoint i64 %315, 1
  %440 = mul nsw i64 %439, %42
  %441 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %442 = or disjoint i64 %315, 2
  %443 = mul nsw i64 %442, %42
  %444 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %445 = or disjoint i64 %315, 3
  %446 = mul nsw i64 %445, %42
  %447 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %448 = or disjoint i64 %315, 4
  %449 = mul nsw i64 %448, %42
  %450 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %451 = or disjoint i64 %315, 5
  %452 = mul nsw i64 %451, %42
  %453 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %454 = or disjoint i64 %315, 6
  %455 = mul nsw i64 %454, %42
  %456 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %457 = or disjoint i64 %315, 7
  %458 = mul nsw i64 %457, %42
  %459 = mul nsw i64 %315, %42
  %460 = or disjoint i64 %315, 1
  %461 = mul nsw i64 %460, %42
  %462 = or disjoint i64 %315, 2
  %463 = mul nsw i64 %462, %42
  %464 = or disjoint i64 %315, 3
  %465 = mul nsw i64 %464, %42
  %466 = or disjoint i64 %315, 4
  %467 = mul nsw i64 %466, %42
  %468 = or disjoint i64 %315, 5
  %469 = mul nsw i64 %468, %42
  %470 = or disjoint i64 %315, 6
  %471 = mul nsw i64 %470, %42
  %472 = or disjoint i64 %315, 7
  %473 = mul nsw i64 %472, %42
  %474 = mul nsw i64 %315, %42
  %475 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %476 = or disjoint i64 %315, 1
  %477 = mul nsw i64 %476, %42
  %478 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %479 = or disjoint i64 %315, 2
  %480 = mul nsw i64 %479, %42
  %481 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %482 = or disjoint i64 %315, 3
  %483 = mul nsw i64 %482, %42
  %484 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %485 = or disjoint i64 %315, 4
  %486 = mul nsw i64 %485, %42
  %487 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %488 = or disjoint i64 %315, 5
  %489 = mul nsw i64 %488, %42
  %490 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %491 = or disjoint i64 %315, 6
  %492 = mul nsw i64 %491, %42
  %493 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %494 = or disjoint i64 %315, 7
  %495 = mul nsw i64 %494, %42
  %496 = mul nsw i64 %315, %42
  %497 = or disjoint i64 %315, 1
  %498 = mul nsw i64 %497, %42
  %499 = or disjoint i64 %315, 2
  %500 = mul nsw i64 %499, %42
  %501 = or disjoint i64 %315, 3
  %502 = mul nsw i64 %501, %42
  %503 = or disjoint i64 %315, 4
  %504 = mul nsw i64 %503, %42
  %505 = or disjoint i64 %315, 5
  %506 = mul nsw i64 %505, %42
  %507 = or disjoint i64 %315, 6
  %508 = mul nsw i64 %507, %42
  %509 = or disjoint i64 %315, 7
  %510 = mul nsw i64 %509, %42
  %511 = mul nsw i64 %315, %42
  %512 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %513 = or disjoint i64 %315, 1
  %514 = mul nsw i64 %513, %42
  %515 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %516 = or disjoint i64 %315, 2
  %517 = mul nsw i64 %516, %42
  %518 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %519 = or disjoint i64 %315, 3
  %520 = mul nsw i64 %519, %42
  %521 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %522 = or disjoint i64 %315, 4
  %523 = mul nsw i64 %522, %42
  %524 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %525 = or disjoint i64 %315, 5
  %526 = mul nsw i64 %525, %42
  %527 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %528 = or disjoint i64 %315, 6
  %529 = mul nsw i64 %528, %42
  %530 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %531 = or disjoint i64 %315, 7
  %532 = mul nsw i64 %531, %42
  %533 = mul nsw i64 %315, %42
  %534 = or disjoint i64 %315, 1
  %535 = mul nsw i64 %534, %42
  %536 = or disjoint i64 %315, 2
  %537 = mul nsw i64 %536, %42
  %538 = or disjoint i64 %315, 3
  %539 = mul nsw i64 %538, %42
  %540 = or disjoint i64 %315, 4
  %541 = mul nsw i64 %540, %42
  %542 = or disjoint i64 %315, 5
  %543 = mul nsw i64 %542, %42
  %544 = or disjoint i64 %315, 6
  %545 = mul nsw i64 %544, %42
  %546 = or disjoint i64 %315, 7
  %547 = mul nsw i64 %546, %42
  %548 = mul nsw i64 %315, %42
  %549 = getelementptr inbounds nuw i8, ptr %333, i64 4
  %550 = or disjoint i64 %315, 1
  %551 = mul nsw i64 %550, %42
  %552 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %553 = or disjoint i64 %315, 2
  %554 = mul nsw i64 %553, %42
  %555 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %556 = or disjoint i64 %315, 3
  %557 = mul nsw i64 %556, %42
  %558 = getelementptr inbounds nuw i8, ptr %333, i64 16
  %559 = or disjoint i64 %315, 4
  %560 = mul nsw i64 %559, %42
  %561 = getelementptr inbounds nuw i8, ptr %333, i64 20
  %562 = or disjoint i64 %315, 5
  %563 = mul nsw i64 %562, %42
  %564 = getelementptr inbounds nuw i8, ptr %333, i64 24
  %565 = or disjoint i64 %315, 6
  %566 = mul nsw i64 %565, %42
  %567 = getelementptr inbounds nuw i8, ptr %333, i64 28
  %568 = or disjoint i64 %315, 7
  %569 = mul nsw i64 %568, %42
  %570 = mul nsw i64 %315, %42
  %571 = or disjoint i64 %315, 1
  %572 = mul nsw i64 %571, %42
  %573 = or disjoint i64 %315, 2
  %574 = mul nsw i64 %573, %42
  %575 = or disjoint i64 %315, 3
  %576 = mul nsw i64 %575, %42
  %577 = or disjoint i64 %315, 4
  %578 = mul nsw i64 %577, %42
  %579 = or disjoint i64 %315, 5
  %580 = mul nsw i64 %579, %42
  %581 = or disjoint i64 %315, 6
  %582 = mul nsw i64 %581, %42
  %583 = or disjoint i64 %315, 7
  %584 = mul nsw i64 %583, %42
  %585 = getelementptr float, ptr %324, i64 %373
  %586 = getelementptr float, ptr %324, i64 %375
  %587 = getelementptr float, ptr %324, i64 %377
  %588 = getelementptr float, ptr %324, i64 %379
  %589 = getelementptr float, ptr %324, i64 %381
  %590 = getelementptr float, ptr %324, i64 %383
  %591 = getelementptr float, ptr %324, i64 %385
  %592 = getelementptr float, ptr %324, i64 %424
  %593 = getelementptr float, ptr %324, i64 %426
  %594 = getelementptr float, ptr %324, i64 %428
  %595 = getelementptr float, ptr %324, i64 %430
  %596 = getelementptr float, ptr %324, i64 %432
  %597 = getelementptr float, ptr %324, i64 %434
  %598 = getelementptr float, ptr %324, i64 %436
  br label %602

599:                                              ; preds = %10625, %309
  %600 = add i64 %310, 1
  %601 = icmp eq i64 %600, %4
  br i1 %601, label %308, label %309

602:                                              ; preds = %325, %10625
  %603 = phi i64 [ 0, %325 ], [ %10627, %10625 ]
  %604 = phi i64 [ 0, %325 ], [ %10626, %10625 ]
  %605 = sub nsw i64 %10, %604
  %606 = add nuw nsw i64 %605, 15
  %607 = lshr i64 %606, 4
  %608 = icmp ugt i64 %605, 32
  %609 = trunc i64 %607 to i32
  %610 = select i1 %608, i32 3, i32 %609
  br i1 %328, label %762, label %611

611:                                              ; preds = %602
  br i1 %329, label %612, label %10625

612:                                              ; preds = %611
  %613 = shl nsw i32 %610, 1
  %614 = or disjoint i32 %613, %44
  %615 = add nsw i64 %604, %330
  %616 = add i64 %603, %10
  %617 = getelementptr float, ptr %319, i64 %615
  %618 = icmp sgt i64 %616, 15
  %619 = trunc i64 %616 to i32
  %620 = shl nsw i32 -1, %619
  %621 = trunc i32 %620 to i16
  %622 = xor i16 %621, -1
  %623 = select i1 %618, i16 -1, i16 %622
  %624 = add i64 %616, -16
  %625 = icmp sgt i64 %624, 15
  %626 = trunc i64 %624 to i32
  %627 = shl nsw i32 -1, %626
  %628 = trunc i32 %627 to i16
  %629 = xor i16 %628, -1
  %630 = select i1 %625, i16 -1, i16 %629
  %631 = add i64 %616, -32
  %632 = icmp sgt i64 %631, 15
  %633 = trunc i64 %631 to i32
  %634 = shl nsw i32 -1, %633
  %635 = trunc i32 %634 to i16
  %636 = xor i16 %635, -1
  %637 = select i1 %632, i16 -1, i16 %636
  %638 = bitcast i16 %623 to <16 x i1>
  %639 = bitcast i16 %630 to <16 x i1>
  %640 = bitcast i16 %637 to <16 x i1>
  %641 = shl nuw nsw i64 %604, 1
  %642 = shl nsw i64 %605, 1
  %643 = add nsw i64 %642, -1
  %644 = add nuw i64 %604, 16
  %645 = sub i64 %10, %644
  %646 = shl nsw i64 %644, 1
  %647 = shl nsw i64 %645, 1
  %648 = add nsw i64 %647, -1
  %649 = add nuw i64 %604, 32
  %650 = sub i64 %10, %649
  %651 = shl nsw i64 %649, 1
  %652 = shl nsw i64 %650, 1
  %653 = add nsw i64 %652, -1
  %654 = bitcast i16 %623 to <16 x i1>
  %655 = bitcast i16 %630 to <16 x i1>
  %656 = bitcast i16 %637 to <16 x i1>
  %657 = bitcast i16 %623 to <16 x i1>
  %658 = bitcast i16 %630 to <16 x i1>
  %659 = bitcast i16 %637 to <16 x i1>
  %660 = icmp sgt i64 %616, 15
  %661 = trunc i64 %616 to i32
  %662 = shl nsw i32 -1, %661
  %663 = trunc i32 %662 to i16
  %664 = xor i16 %663, -1
  %665 = select i1 %660, i16 -1, i16 %664
  %666 = add i64 %616, -16
  %667 = icmp sgt i64 %666, 15
  %668 = trunc i64 %666 to i32
  %669 = shl nsw i32 -1, %668
  %670 = trunc i32 %669 to i16
  %671 = xor i16 %670, -1
  %672 = select i1 %667, i16 -1, i16 %671
  %673 = add i64 %616, -32
  %674 = icmp sgt i64 %673, 15
  %675 = trunc i64 %673 to i32
  %676 = shl nsw i32 -1, %675
  %677 = trunc i32 %676 to i16
  %678 = xor i16 %677, -1
  %679 = select i1 %674, i16 -1, i16 %678
  %680 = bitcast i16 %665 to <16 x i1>
  %681 = bitcast i16 %672 to <16 x i1>
  %682 = bitcast i16 %679 to <16 x i1>
  %683 = add nuw i64 %604, 16
  %684 = sub i64 %10, %683
  %685 = add nuw i64 %604, 32
  %686 = sub i64 %10, %685
  %687 = bitcast i16 %665 to <16 x i1>
  %688 = bitcast i16 %672 to <16 x i1>
  %689 = bitcast i16 %679 to <16 x i1>
  %690 = bitcast i16 %665 to <16 x i1>
  %691 = bitcast i16 %672 to <16 x i1>
  %692 = bitcast i16 %679 to <16 x i1>
  %693 = icmp sgt i64 %616, 15
  %694 = trunc i64 %616 to i32
  %695 = shl nsw i32 -1, %694
  %696 = trunc i32 %695 to i16
  %697 = xor i16 %696, -1
  %698 = select i1 %693, i16 -1, i16 %697
  %699 = add i64 %616, -16
  %700 = icmp sgt i64 %699, 15
  %701 = trunc i64 %699 to i32
  %702 = shl nsw i32 -1, %701
  %703 = trunc i32 %702 to i16
  %704 = xor i16 %703, -1
  %705 = select i1 %700, i16 -1, i16 %704
  %706 = bitcast i16 %698 to <16 x i1>
  %707 = bitcast i16 %705 to <16 x i1>
  %708 = shl nuw nsw i64 %604, 1
  %709 = shl nsw i64 %605, 1
  %710 = add nsw i64 %709, -1
  %711 = add nuw i64 %604, 16
  %712 = sub i64 %10, %711
  %713 = shl nsw i64 %711, 1
  %714 = shl nsw i64 %712, 1
  %715 = add nsw i64 %714, -1
  %716 = bitcast i16 %698 to <16 x i1>
  %717 = bitcast i16 %705 to <16 x i1>
  %718 = bitcast i16 %698 to <16 x i1>
  %719 = bitcast i16 %705 to <16 x i1>
  %720 = icmp sgt i64 %616, 15
  %721 = trunc i64 %616 to i32
  %722 = shl nsw i32 -1, %721
  %723 = trunc i32 %722 to i16
  %724 = xor i16 %723, -1
  %725 = select i1 %720, i16 -1, i16 %724
  %726 = add i64 %616, -16
  %727 = icmp sgt i64 %726, 15
  %728 = trunc i64 %726 to i32
  %729 = shl nsw i32 -1, %728
  %730 = trunc i32 %729 to i16
  %731 = xor i16 %730, -1
  %732 = select i1 %727, i16 -1, i16 %731
  %733 = bitcast i16 %725 to <16 x i1>
  %734 = bitcast i16 %732 to <16 x i1>
  %735 = add nuw i64 %604, 16
  %736 = sub i64 %10, %735
  %737 = bitcast i16 %725 to <16 x i1>
  %738 = bitcast i16 %732 to <16 x i1>
  %739 = bitcast i16 %725 to <16 x i1>
  %740 = bitcast i16 %732 to <16 x i1>
  %741 = icmp sgt i64 %616, 15
  %742 = trunc i64 %616 to i32
  %743 = shl nsw i32 -1, %742
  %744 = trunc i32 %743 to i16
  %745 = xor i16 %744, -1
  %746 = select i1 %741, i16 -1, i16 %745
  %747 = bitcast i16 %746 to <16 x i1>
  %748 = shl nuw nsw i64 %604, 1
  %749 = shl nsw i64 %605, 1
  %750 = add nsw i64 %749, -1
  %751 = bitcast i16 %746 to <16 x i1>
  %752 = bitcast i16 %746 to <16 x i1>
  %753 = icmp sgt i64 %616, 15
  %754 = trunc i64 %616 to i32
  %755 = shl nsw i32 -1, %754
  %756 = trunc i32 %755 to i16
  %757 = xor i16 %756, -1
  %758 = select i1 %753, i16 -1, i16 %757
  %759 = bitcast i16 %758 to <16 x i1>
  %760 = bitcast i16 %758 to <16 x i1>
  %761 = bitcast i16 %758 to <16 x i1>
  br label %9014

762:                                              ; preds = %602
  %763 = shl nsw i32 %610, 1
  %764 = or disjoint i32 %763, %44
  switch i32 %764, label %10625 [
    i32 2, label %765
    i32 3, label %1479
    i32 4, label %2206
    i32 5, label %3579
    i32 6, label %4980
    i32 7, label %6976
  ]

765:                                              ; preds = %762
  %766 = add nsw i64 %604, %330
  %767 = add i64 %603, %10
  %768 = icmp sgt i64 %767, 15
  %769 = trunc i64 %767 to i32
  %770 = shl nsw i32 -1, %769
  %771 = trunc i32 %770 to i16
  %772 = xor i16 %771, -1
  %773 = select i1 %768, i16 -1, i16 %772
  br i1 %53, label %799, label %774

774:                                              ; preds = %765
  %775 = load float, ptr %333, align 4
  %776 = insertelement <16 x float> poison, float %775, i64 0
  %777 = shufflevector <16 x float> %776, <16 x float> poison, <16 x i32> zeroinitializer
  %778 = load float, ptr %386, align 4
  %779 = insertelement <16 x float> poison, float %778, i64 0
  %780 = shufflevector <16 x float> %779, <16 x float> poison, <16 x i32> zeroinitializer
  %781 = load float, ptr %387, align 4
  %782 = insertelement <16 x float> poison, float %781, i64 0
  %783 = shufflevector <16 x float> %782, <16 x float> poison, <16 x i32> zeroinitializer
  %784 = load float, ptr %388, align 4
  %785 = insertelement <16 x float> poison, float %784, i64 0
  %786 = shufflevector <16 x float> %785, <16 x float> poison, <16 x i32> zeroinitializer
  %787 = load float, ptr %389, align 4
  %788 = insertelement <16 x float> poison, float %787, i64 0
  %789 = shufflevector <16 x float> %788, <16 x float> poison, <16 x i32> zeroinitializer
  %790 = load float, ptr %390, align 4
  %791 = insertelement <16 x float> poison, float %790, i64 0
  %792 = shufflevector <16 x float> %791, <16 x float> poison, <16 x i32> zeroinitializer
  %793 = load float, ptr %391, align 4
  %794 = insertelement <16 x float> poison, float %793, i64 0
  %795 = shufflevector <16 x float> %794, <16 x float> poison, <16 x i32> zeroinitializer
  %796 = load float, ptr %392, align 4
  %797 = insertelement <16 x float> poison, float %796, i64 0
  %798 = shufflevector <16 x float> %797, <16 x float> poison, <16 x i32> zeroinitializer
  br label %825

799:                                              ; preds = %765
  %800 = getelementptr float, ptr %319, i64 %766
  %801 = getelementptr float, ptr %800, i64 %393
  %802 = bitcast i16 %773 to <16 x i1>
  %803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %801, <16 x i1> %802, <16 x float> zeroinitializer)
  %804 = getelementptr float, ptr %800, i64 %395
  %805 = bitcast i16 %773 to <16 x i1>
  %806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %804, <16 x i1> %805, <16 x float> zeroinitializer)
  %807 = getelementptr float, ptr %800, i64 %397
  %808 = bitcast i16 %773 to <16 x i1>
  %809 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %807, <16 x i1> %808, <16 x float> zeroinitializer)
  %810 = getelementptr float, ptr %800, i64 %399
  %811 = bitcast i16 %773 to <16 x i1>
  %812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %810, <16 x i1> %811, <16 x float> zeroinitializer)
  %813 = getelementptr float, ptr %800, i64 %401
  %814 = bitcast i16 %773 to <16 x i1>
  %815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %813, <16 x i1> %814, <16 x float> zeroinitializer)
  %816 = getelementptr float, ptr %800, i64 %403
  %817 = bitcast i16 %773 to <16 x i1>
  %818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %816, <16 x i1> %817, <16 x float> zeroinitializer)
  %819 = getelementptr float, ptr %800, i64 %405
  %820 = bitcast i16 %773 to <16 x i1>
  %821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %819, <16 x i1> %820, <16 x float> zeroinitializer)
  %822 = getelementptr float, ptr %800, i64 %407
  %823 = bitcast i16 %773 to <16 x i1>
  %824 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %822, <16 x i1> %823, <16 x float> zeroinitializer)
  br label %825

825:                                              ; preds = %799, %774
  %826 = phi <16 x float> [ %821, %799 ], [ %795, %774 ]
  %827 = phi <16 x float> [ %815, %799 ], [ %789, %774 ]
  %828 = phi <16 x float> [ %809, %799 ], [ %783, %774 ]
  %829 = phi <16 x float> [ %803, %799 ], [ %777, %774 ]
  %830 = phi <16 x float> [ %806, %799 ], [ %780, %774 ]
  %831 = phi <16 x float> [ %812, %799 ], [ %786, %774 ]
  %832 = phi <16 x float> [ %818, %799 ], [ %792, %774 ]
  %833 = phi <16 x float> [ %824, %799 ], [ %798, %774 ]
  br i1 %55, label %847, label %834

834:                                              ; preds = %979, %825
  %835 = phi <16 x float> [ %829, %825 ], [ %980, %979 ]
  %836 = phi <16 x float> [ %830, %825 ], [ %981, %979 ]
  %837 = phi <16 x float> [ %828, %825 ], [ %982, %979 ]
  %838 = phi <16 x float> [ %831, %825 ], [ %983, %979 ]
  %839 = phi <16 x float> [ %827, %825 ], [ %984, %979 ]
  %840 = phi <16 x float> [ %832, %825 ], [ %985, %979 ]
  %841 = phi <16 x float> [ %826, %825 ], [ %986, %979 ]
  %842 = phi <16 x float> [ %833, %825 ], [ %987, %979 ]
  %843 = add nsw i64 %408, %766
  %844 = getelementptr inbounds float, ptr %324, i64 %843
  %845 = getelementptr inbounds float, ptr %322, i64 %843
  %846 = bitcast i16 %773 to <16 x i1>
  br i1 %58, label %1468, label %990

847:                                              ; preds = %825, %979
  %848 = phi <16 x float> [ %980, %979 ], [ %829, %825 ]
  %849 = phi <16 x float> [ %981, %979 ], [ %830, %825 ]
  %850 = phi <16 x float> [ %982, %979 ], [ %828, %825 ]
  %851 = phi <16 x float> [ %983, %979 ], [ %831, %825 ]
  %852 = phi <16 x float> [ %984, %979 ], [ %827, %825 ]
  %853 = phi <16 x float> [ %985, %979 ], [ %832, %825 ]
  %854 = phi <16 x float> [ %986, %979 ], [ %826, %825 ]
  %855 = phi <16 x float> [ %987, %979 ], [ %833, %825 ]
  %856 = phi i64 [ %988, %979 ], [ 0, %825 ]
  %857 = add i64 %332, %856
  %858 = icmp sgt i64 %857, -1
  %859 = icmp slt i64 %857, %7
  %860 = and i1 %858, %859
  br i1 %860, label %861, label %979

861:                                              ; preds = %847
  %862 = mul nsw i64 %857, %8
  %863 = getelementptr inbounds float, ptr %317, i64 %862
  br i1 %56, label %864, label %979

864:                                              ; preds = %861
  %865 = mul nuw nsw i64 %856, %12
  %866 = getelementptr inbounds nuw float, ptr %334, i64 %865
  br label %867

867:                                              ; preds = %864, %898
  %868 = phi <16 x float> [ %848, %864 ], [ %899, %898 ]
  %869 = phi <16 x float> [ %849, %864 ], [ %900, %898 ]
  %870 = phi <16 x float> [ %850, %864 ], [ %901, %898 ]
  %871 = phi <16 x float> [ %851, %864 ], [ %902, %898 ]
  %872 = phi <16 x float> [ %852, %864 ], [ %903, %898 ]
  %873 = phi <16 x float> [ %853, %864 ], [ %904, %898 ]
  %874 = phi <16 x float> [ %854, %864 ], [ %905, %898 ]
  %875 = phi <16 x float> [ %855, %864 ], [ %906, %898 ]
  %876 = phi i64 [ 0, %864 ], [ %907, %898 ]
  %877 = getelementptr inbounds nuw float, ptr %866, i64 %876
  br i1 %57, label %878, label %898

878:                                              ; preds = %867
  %879 = sub i64 %876, %16
  %880 = add i64 %879, %604
  %881 = sub nsw i64 %8, %880
  %882 = tail call i64 @llvm.smin.i64(i64 %881, i64 %605)
  %883 = tail call i64 @llvm.smin.i64(i64 %882, i64 16)
  %884 = icmp slt i64 %880, 0
  %885 = sub nsw i64 0, %880
  %886 = select i1 %884, i64 %885, i64 0
  %887 = icmp sgt i64 %883, %886
  %888 = trunc i64 %886 to i32
  %889 = shl nsw i32 -1, %888
  %890 = trunc i64 %883 to i32
  %891 = shl nsw i32 -1, %890
  %892 = xor i32 %891, -1
  %893 = and i32 %889, %892
  %894 = trunc i32 %893 to i16
  %895 = select i1 %887, i16 %894, i16 0
  %896 = bitcast i16 %895 to <16 x i1>
  %897 = getelementptr float, ptr %863, i64 %880
  br label %909

898:                                              ; preds = %909, %867
  %899 = phi <16 x float> [ %868, %867 ], [ %927, %909 ]
  %900 = phi <16 x float> [ %869, %867 ], [ %934, %909 ]
  %901 = phi <16 x float> [ %870, %867 ], [ %941, %909 ]
  %902 = phi <16 x float> [ %871, %867 ], [ %948, %909 ]
  %903 = phi <16 x float> [ %872, %867 ], [ %955, %909 ]
  %904 = phi <16 x float> [ %873, %867 ], [ %962, %909 ]
  %905 = phi <16 x float> [ %874, %867 ], [ %969, %909 ]
  %906 = phi <16 x float> [ %875, %867 ], [ %976, %909 ]
  %907 = add nuw nsw i64 %876, 1
  %908 = icmp eq i64 %907, %12
  br i1 %908, label %979, label %867

909:                                              ; preds = %878, %909
  %910 = phi <16 x float> [ %868, %878 ], [ %927, %909 ]
  %911 = phi <16 x float> [ %869, %878 ], [ %934, %909 ]
  %912 = phi <16 x float> [ %870, %878 ], [ %941, %909 ]
  %913 = phi <16 x float> [ %871, %878 ], [ %948, %909 ]
  %914 = phi <16 x float> [ %872, %878 ], [ %955, %909 ]
  %915 = phi <16 x float> [ %873, %878 ], [ %962, %909 ]
  %916 = phi <16 x float> [ %874, %878 ], [ %969, %909 ]
  %917 = phi <16 x float> [ %875, %878 ], [ %976, %909 ]
  %918 = phi i64 [ 0, %878 ], [ %977, %909 ]
  %919 = mul nsw i64 %51, %918
  %920 = getelementptr float, ptr %897, i64 %919
  %921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %920, <16 x i1> %896, <16 x float> zeroinitializer)
  %922 = mul nuw nsw i64 %918, %52
  %923 = getelementptr inbounds nuw float, ptr %877, i64 %922
  %924 = load float, ptr %923, align 4
  %925 = insertelement <16 x float> poison, float %924, i64 0
  %926 = shufflevector <16 x float> %925, <16 x float> poison, <16 x i32> zeroinitializer
  %927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %926, <16 x float> %910)
  %928 = add nuw nsw i64 %5, %918
  %929 = mul nuw nsw i64 %928, %52
  %930 = getelementptr inbounds nuw float, ptr %877, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = insertelement <16 x float> poison, float %931, i64 0
  %933 = shufflevector <16 x float> %932, <16 x float> poison, <16 x i32> zeroinitializer
  %934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %933, <16 x float> %911)
  %935 = add nuw nsw i64 %241, %918
  %936 = mul nuw nsw i64 %935, %52
  %937 = getelementptr inbounds nuw float, ptr %877, i64 %936
  %938 = load float, ptr %937, align 4
  %939 = insertelement <16 x float> poison, float %938, i64 0
  %940 = shufflevector <16 x float> %939, <16 x float> poison, <16 x i32> zeroinitializer
  %941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %940, <16 x float> %912)
  %942 = add nuw nsw i64 %242, %918
  %943 = mul nuw nsw i64 %942, %52
  %944 = getelementptr inbounds nuw float, ptr %877, i64 %943
  %945 = load float, ptr %944, align 4
  %946 = insertelement <16 x float> poison, float %945, i64 0
  %947 = shufflevector <16 x float> %946, <16 x float> poison, <16 x i32> zeroinitializer
  %948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %947, <16 x float> %913)
  %949 = add nuw nsw i64 %243, %918
  %950 = mul nuw nsw i64 %949, %52
  %951 = getelementptr inbounds nuw float, ptr %877, i64 %950
  %952 = load float, ptr %951, align 4
  %953 = insertelement <16 x float> poison, float %952, i64 0
  %954 = shufflevector <16 x float> %953, <16 x float> poison, <16 x i32> zeroinitializer
  %955 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %954, <16 x float> %914)
  %956 = add nuw nsw i64 %244, %918
  %957 = mul nuw nsw i64 %956, %52
  %958 = getelementptr inbounds nuw float, ptr %877, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = insertelement <16 x float> poison, float %959, i64 0
  %961 = shufflevector <16 x float> %960, <16 x float> poison, <16 x i32> zeroinitializer
  %962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %961, <16 x float> %915)
  %963 = add nuw nsw i64 %245, %918
  %964 = mul nuw nsw i64 %963, %52
  %965 = getelementptr inbounds nuw float, ptr %877, i64 %964
  %966 = load float, ptr %965, align 4
  %967 = insertelement <16 x float> poison, float %966, i64 0
  %968 = shufflevector <16 x float> %967, <16 x float> poison, <16 x i32> zeroinitializer
  %969 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %968, <16 x float> %916)
  %970 = add nuw nsw i64 %246, %918
  %971 = mul nuw nsw i64 %970, %52
  %972 = getelementptr inbounds nuw float, ptr %877, i64 %971
  %973 = load float, ptr %972, align 4
  %974 = insertelement <16 x float> poison, float %973, i64 0
  %975 = shufflevector <16 x float> %974, <16 x float> poison, <16 x i32> zeroinitializer
  %976 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %921, <16 x float> %975, <16 x float> %917)
  %977 = add nuw nsw i64 %918, 1
  %978 = icmp eq i64 %977, %5
  br i1 %978, label %898, label %909

979:                                              ; preds = %898, %861, %847
  %980 = phi <16 x float> [ %848, %847 ], [ %848, %861 ], [ %899, %898 ]
  %981 = phi <16 x float> [ %849, %847 ], [ %849, %861 ], [ %900, %898 ]
  %982 = phi <16 x float> [ %850, %847 ], [ %850, %861 ], [ %901, %898 ]
  %983 = phi <16 x float> [ %851, %847 ], [ %851, %861 ], [ %902, %898 ]
  %984 = phi <16 x float> [ %852, %847 ], [ %852, %861 ], [ %903, %898 ]
  %985 = phi <16 x float> [ %853, %847 ], [ %853, %861 ], [ %904, %898 ]
  %986 = phi <16 x float> [ %854, %847 ], [ %854, %861 ], [ %905, %898 ]
  %987 = phi <16 x float> [ %855, %847 ], [ %855, %861 ], [ %906, %898 ]
  %988 = add nuw nsw i64 %856, 1
  %989 = icmp eq i64 %988, %11
  br i1 %989, label %834, label %847

990:                                              ; preds = %834
  switch i64 %247, label %1008 [
    i64 1, label %991
    i64 2, label %994
    i64 3, label %1001
    i64 0, label %1048
  ]

991:                                              ; preds = %990
  %992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %845, <16 x i1> %846, <16 x float> zeroinitializer)
  %993 = fadd <16 x float> %835, %992
  br label %1010

994:                                              ; preds = %990
  %995 = bitcast <16 x float> %835 to <8 x i64>
  %996 = or <8 x i64> %995, %60
  %997 = fcmp oeq <16 x float> %835, %41
  %998 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %835, i32 4)
  %999 = bitcast <8 x i64> %996 to <16 x float>
  %1000 = select <16 x i1> %997, <16 x float> %999, <16 x float> %998
  br label %1010

1001:                                             ; preds = %990
  %1002 = bitcast <16 x float> %835 to <8 x i64>
  %1003 = and <8 x i64> %1002, %59
  %1004 = fcmp oeq <16 x float> %835, %38
  %1005 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %835, i32 4)
  %1006 = bitcast <8 x i64> %1003 to <16 x float>
  %1007 = select <16 x i1> %1004, <16 x float> %1006, <16 x float> %1005
  br label %1010

1008:                                             ; preds = %990
  unreachable

1009:                                             ; preds = %2176, %2157, %2135, %2116, %2097, %2075, %2056, %2037, %2015, %1996, %1977, %1955, %1936, %1917, %1895, %1876, %1857, %1835, %1816, %1797, %1775, %1756, %1737, %1719, %1449, %1430, %1408, %1389, %1370, %1348, %1329, %1310, %1288, %1269, %1250, %1228, %1209, %1190, %1168, %1149, %1130, %1108, %1089, %1070, %1048, %1029, %1010, %10594, %10575, %10553, %10534, %10515, %10493, %10474, %10455, %10436, %10235, %10216, %10194, %10175, %10156, %10134, %10115, %10096, %10077, %9870, %9851, %9829, %9810, %9791, %9772, %9615, %9596, %9574, %9555, %9536, %9517, %9352, %9333, %9315, %9158, %9139, %9121, %7670, %7651, %7629, %7610, %7591, %7569, %7550, %7531, %7512, %7700, %7719, %7738, %7757, %7779, %7798, %7817, %7839, %7858, %7888, %7907, %7926, %7945, %7967, %7986, %8005, %8027, %8046, %8076, %8095, %8114, %8133, %8155, %8174, %8193, %8215, %8234, %8264, %8283, %8302, %8321, %8343, %8362, %8381, %8403, %8422, %8452, %8471, %8490, %8509, %8531, %8550, %8569, %8591, %8610, %8640, %8659, %8678, %8697, %8719, %8738, %8757, %8779, %8798, %8828, %8847, %8866, %8885, %8907, %8926, %8945, %8967, %8986, %5632, %5613, %5591, %5572, %5553, %5531, %5512, %5493, %5474, %5662, %5681, %5700, %5719, %5741, %5760, %5779, %5801, %5820, %5850, %5869, %5888, %5907, %5929, %5948, %5967, %5989, %6008, %6038, %6057, %6076, %6095, %6117, %6136, %6155, %6177, %6196, %6226, %6245, %6264, %6283, %6305, %6324, %6343, %6365, %6384, %6414, %6433, %6452, %6471, %6493, %6512, %6531, %6553, %6572, %6602, %6621, %6640, %6659, %6681, %6700, %6719, %6741, %6760, %6790, %6809, %6828, %6847, %6869, %6888, %6907, %6929, %6948, %4072, %4053, %4031, %4012, %3993, %3974, %4100, %4119, %4138, %4157, %4179, %4198, %4226, %4245, %4264, %4283, %4305, %4324, %4352, %4371, %4390, %4409, %4431, %4450, %4478, %4497, %4516, %4535, %4557, %4576, %4604, %4623, %4642, %4661, %4683, %4702, %4730, %4749, %4768, %4787, %4809, %4828, %4856, %4875, %4894, %4913, %4935, %4954, %2671, %2652, %2630, %2611, %2592, %2573, %2699, %2718, %2737, %2756, %2778, %2797, %2825, %2844, %2863, %2882, %2904, %2923, %2951, %2970, %2989, %3008, %3030, %3049, %3077, %3096, %3115, %3134, %3156, %3175, %3203, %3222, %3241, %3260, %3282, %3301, %3329, %3348, %3367, %3386, %3408, %3427, %3455, %3474, %3493, %3512, %3534, %3553
  unreachable

1010:                                             ; preds = %1001, %994, %991
  %1011 = phi <16 x float> [ %993, %991 ], [ %1000, %994 ], [ %1007, %1001 ]
  switch i64 %249, label %1009 [
    i64 1, label %1026
    i64 2, label %1019
    i64 3, label %1012
    i64 0, label %1048
  ]

1012:                                             ; preds = %1010
  %1013 = bitcast <16 x float> %1011 to <8 x i64>
  %1014 = and <8 x i64> %1013, %59
  %1015 = fcmp oeq <16 x float> %1011, %38
  %1016 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1011, i32 4)
  %1017 = bitcast <8 x i64> %1014 to <16 x float>
  %1018 = select <16 x i1> %1015, <16 x float> %1017, <16 x float> %1016
  br label %1029

1019:                                             ; preds = %1010
  %1020 = bitcast <16 x float> %1011 to <8 x i64>
  %1021 = or <8 x i64> %1020, %60
  %1022 = fcmp oeq <16 x float> %1011, %41
  %1023 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1011, i32 4)
  %1024 = bitcast <8 x i64> %1021 to <16 x float>
  %1025 = select <16 x i1> %1022, <16 x float> %1024, <16 x float> %1023
  br label %1029

1026:                                             ; preds = %1010
  %1027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %845, <16 x i1> %846, <16 x float> zeroinitializer)
  %1028 = fadd <16 x float> %1011, %1027
  br label %1029

1029:                                             ; preds = %1026, %1019, %1012
  %1030 = phi <16 x float> [ %1028, %1026 ], [ %1025, %1019 ], [ %1018, %1012 ]
  switch i64 %251, label %1009 [
    i64 1, label %1045
    i64 2, label %1038
    i64 3, label %1031
    i64 0, label %1048
  ]

1031:                                             ; preds = %1029
  %1032 = bitcast <16 x float> %1030 to <8 x i64>
  %1033 = and <8 x i64> %1032, %59
  %1034 = fcmp oeq <16 x float> %1030, %38
  %1035 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1030, i32 4)
  %1036 = bitcast <8 x i64> %1033 to <16 x float>
  %1037 = select <16 x i1> %1034, <16 x float> %1036, <16 x float> %1035
  br label %1048

1038:                                             ; preds = %1029
  %1039 = bitcast <16 x float> %1030 to <8 x i64>
  %1040 = or <8 x i64> %1039, %60
  %1041 = fcmp oeq <16 x float> %1030, %41
  %1042 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1030, i32 4)
  %1043 = bitcast <8 x i64> %1040 to <16 x float>
  %1044 = select <16 x i1> %1041, <16 x float> %1043, <16 x float> %1042
  br label %1048

1045:                                             ; preds = %1029
  %1046 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %845, <16 x i1> %846, <16 x float> zeroinitializer)
  %1047 = fadd <16 x float> %1030, %1046
  br label %1048

1048:                                             ; preds = %990, %1010, %1029, %1045, %1038, %1031
  %1049 = phi <16 x float> [ %1037, %1031 ], [ %1044, %1038 ], [ %1047, %1045 ], [ %1011, %1010 ], [ %1030, %1029 ], [ %835, %990 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1049, ptr align 1 %844, <16 x i1> %846)
  %1050 = add nsw i64 %410, %766
  %1051 = getelementptr inbounds float, ptr %324, i64 %1050
  %1052 = getelementptr inbounds float, ptr %322, i64 %1050
  switch i64 %252, label %1009 [
    i64 1, label %1067
    i64 2, label %1060
    i64 3, label %1053
    i64 0, label %1108
  ]

1053:                                             ; preds = %1048
  %1054 = bitcast <16 x float> %836 to <8 x i64>
  %1055 = and <8 x i64> %1054, %59
  %1056 = fcmp oeq <16 x float> %836, %38
  %1057 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %836, i32 4)
  %1058 = bitcast <8 x i64> %1055 to <16 x float>
  %1059 = select <16 x i1> %1056, <16 x float> %1058, <16 x float> %1057
  br label %1070

1060:                                             ; preds = %1048
  %1061 = bitcast <16 x float> %836 to <8 x i64>
  %1062 = or <8 x i64> %1061, %60
  %1063 = fcmp oeq <16 x float> %836, %41
  %1064 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %836, i32 4)
  %1065 = bitcast <8 x i64> %1062 to <16 x float>
  %1066 = select <16 x i1> %1063, <16 x float> %1065, <16 x float> %1064
  br label %1070

1067:                                             ; preds = %1048
  %1068 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1052, <16 x i1> %846, <16 x float> zeroinitializer)
  %1069 = fadd <16 x float> %836, %1068
  br label %1070

1070:                                             ; preds = %1067, %1060, %1053
  %1071 = phi <16 x float> [ %1069, %1067 ], [ %1066, %1060 ], [ %1059, %1053 ]
  switch i64 %254, label %1009 [
    i64 1, label %1086
    i64 2, label %1079
    i64 3, label %1072
    i64 0, label %1108
  ]

1072:                                             ; preds = %1070
  %1073 = bitcast <16 x float> %1071 to <8 x i64>
  %1074 = and <8 x i64> %1073, %59
  %1075 = fcmp oeq <16 x float> %1071, %38
  %1076 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1071, i32 4)
  %1077 = bitcast <8 x i64> %1074 to <16 x float>
  %1078 = select <16 x i1> %1075, <16 x float> %1077, <16 x float> %1076
  br label %1089

1079:                                             ; preds = %1070
  %1080 = bitcast <16 x float> %1071 to <8 x i64>
  %1081 = or <8 x i64> %1080, %60
  %1082 = fcmp oeq <16 x float> %1071, %41
  %1083 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1071, i32 4)
  %1084 = bitcast <8 x i64> %1081 to <16 x float>
  %1085 = select <16 x i1> %1082, <16 x float> %1084, <16 x float> %1083
  br label %1089

1086:                                             ; preds = %1070
  %1087 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1052, <16 x i1> %846, <16 x float> zeroinitializer)
  %1088 = fadd <16 x float> %1071, %1087
  br label %1089

1089:                                             ; preds = %1086, %1079, %1072
  %1090 = phi <16 x float> [ %1088, %1086 ], [ %1085, %1079 ], [ %1078, %1072 ]
  switch i64 %256, label %1009 [
    i64 1, label %1105
    i64 2, label %1098
    i64 3, label %1091
    i64 0, label %1108
  ]

1091:                                             ; preds = %1089
  %1092 = bitcast <16 x float> %1090 to <8 x i64>
  %1093 = and <8 x i64> %1092, %59
  %1094 = fcmp oeq <16 x float> %1090, %38
  %1095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1090, i32 4)
  %1096 = bitcast <8 x i64> %1093 to <16 x float>
  %1097 = select <16 x i1> %1094, <16 x float> %1096, <16 x float> %1095
  br label %1108

1098:                                             ; preds = %1089
  %1099 = bitcast <16 x float> %1090 to <8 x i64>
  %1100 = or <8 x i64> %1099, %60
  %1101 = fcmp oeq <16 x float> %1090, %41
  %1102 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1090, i32 4)
  %1103 = bitcast <8 x i64> %1100 to <16 x float>
  %1104 = select <16 x i1> %1101, <16 x float> %1103, <16 x float> %1102
  br label %1108

1105:                                             ; preds = %1089
  %1106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1052, <16 x i1> %846, <16 x float> zeroinitializer)
  %1107 = fadd <16 x float> %1090, %1106
  br label %1108

1108:                                             ; preds = %1048, %1070, %1089, %1105, %1098, %1091
  %1109 = phi <16 x float> [ %1097, %1091 ], [ %1104, %1098 ], [ %1107, %1105 ], [ %1071, %1070 ], [ %1090, %1089 ], [ %836, %1048 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1109, ptr align 1 %1051, <16 x i1> %846)
  %1110 = add nsw i64 %412, %766
  %1111 = getelementptr inbounds float, ptr %324, i64 %1110
  %1112 = getelementptr inbounds float, ptr %322, i64 %1110
  switch i64 %257, label %1009 [
    i64 1, label %1127
    i64 2, label %1120
    i64 3, label %1113
    i64 0, label %1168
  ]

1113:                                             ; preds = %1108
  %1114 = bitcast <16 x float> %837 to <8 x i64>
  %1115 = and <8 x i64> %1114, %59
  %1116 = fcmp oeq <16 x float> %837, %38
  %1117 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %837, i32 4)
  %1118 = bitcast <8 x i64> %1115 to <16 x float>
  %1119 = select <16 x i1> %1116, <16 x float> %1118, <16 x float> %1117
  br label %1130

1120:                                             ; preds = %1108
  %1121 = bitcast <16 x float> %837 to <8 x i64>
  %1122 = or <8 x i64> %1121, %60
  %1123 = fcmp oeq <16 x float> %837, %41
  %1124 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %837, i32 4)
  %1125 = bitcast <8 x i64> %1122 to <16 x float>
  %1126 = select <16 x i1> %1123, <16 x float> %1125, <16 x float> %1124
  br label %1130

1127:                                             ; preds = %1108
  %1128 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1112, <16 x i1> %846, <16 x float> zeroinitializer)
  %1129 = fadd <16 x float> %837, %1128
  br label %1130

1130:                                             ; preds = %1127, %1120, %1113
  %1131 = phi <16 x float> [ %1129, %1127 ], [ %1126, %1120 ], [ %1119, %1113 ]
  switch i64 %259, label %1009 [
    i64 1, label %1146
    i64 2, label %1139
    i64 3, label %1132
    i64 0, label %1168
  ]

1132:                                             ; preds = %1130
  %1133 = bitcast <16 x float> %1131 to <8 x i64>
  %1134 = and <8 x i64> %1133, %59
  %1135 = fcmp oeq <16 x float> %1131, %38
  %1136 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1131, i32 4)
  %1137 = bitcast <8 x i64> %1134 to <16 x float>
  %1138 = select <16 x i1> %1135, <16 x float> %1137, <16 x float> %1136
  br label %1149

1139:                                             ; preds = %1130
  %1140 = bitcast <16 x float> %1131 to <8 x i64>
  %1141 = or <8 x i64> %1140, %60
  %1142 = fcmp oeq <16 x float> %1131, %41
  %1143 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1131, i32 4)
  %1144 = bitcast <8 x i64> %1141 to <16 x float>
  %1145 = select <16 x i1> %1142, <16 x float> %1144, <16 x float> %1143
  br label %1149

1146:                                             ; preds = %1130
  %1147 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1112, <16 x i1> %846, <16 x float> zeroinitializer)
  %1148 = fadd <16 x float> %1131, %1147
  br label %1149

1149:                                             ; preds = %1146, %1139, %1132
  %1150 = phi <16 x float> [ %1148, %1146 ], [ %1145, %1139 ], [ %1138, %1132 ]
  switch i64 %261, label %1009 [
    i64 1, label %1165
    i64 2, label %1158
    i64 3, label %1151
    i64 0, label %1168
  ]

1151:                                             ; preds = %1149
  %1152 = bitcast <16 x float> %1150 to <8 x i64>
  %1153 = and <8 x i64> %1152, %59
  %1154 = fcmp oeq <16 x float> %1150, %38
  %1155 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1150, i32 4)
  %1156 = bitcast <8 x i64> %1153 to <16 x float>
  %1157 = select <16 x i1> %1154, <16 x float> %1156, <16 x float> %1155
  br label %1168

1158:                                             ; preds = %1149
  %1159 = bitcast <16 x float> %1150 to <8 x i64>
  %1160 = or <8 x i64> %1159, %60
  %1161 = fcmp oeq <16 x float> %1150, %41
  %1162 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1150, i32 4)
  %1163 = bitcast <8 x i64> %1160 to <16 x float>
  %1164 = select <16 x i1> %1161, <16 x float> %1163, <16 x float> %1162
  br label %1168

1165:                                             ; preds = %1149
  %1166 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1112, <16 x i1> %846, <16 x float> zeroinitializer)
  %1167 = fadd <16 x float> %1150, %1166
  br label %1168

1168:                                             ; preds = %1108, %1130, %1149, %1165, %1158, %1151
  %1169 = phi <16 x float> [ %1157, %1151 ], [ %1164, %1158 ], [ %1167, %1165 ], [ %1131, %1130 ], [ %1150, %1149 ], [ %837, %1108 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1169, ptr align 1 %1111, <16 x i1> %846)
  %1170 = add nsw i64 %414, %766
  %1171 = getelementptr inbounds float, ptr %324, i64 %1170
  %1172 = getelementptr inbounds float, ptr %322, i64 %1170
  switch i64 %262, label %1009 [
    i64 1, label %1187
    i64 2, label %1180
    i64 3, label %1173
    i64 0, label %1228
  ]

1173:                                             ; preds = %1168
  %1174 = bitcast <16 x float> %838 to <8 x i64>
  %1175 = and <8 x i64> %1174, %59
  %1176 = fcmp oeq <16 x float> %838, %38
  %1177 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %838, i32 4)
  %1178 = bitcast <8 x i64> %1175 to <16 x float>
  %1179 = select <16 x i1> %1176, <16 x float> %1178, <16 x float> %1177
  br label %1190

1180:                                             ; preds = %1168
  %1181 = bitcast <16 x float> %838 to <8 x i64>
  %1182 = or <8 x i64> %1181, %60
  %1183 = fcmp oeq <16 x float> %838, %41
  %1184 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %838, i32 4)
  %1185 = bitcast <8 x i64> %1182 to <16 x float>
  %1186 = select <16 x i1> %1183, <16 x float> %1185, <16 x float> %1184
  br label %1190

1187:                                             ; preds = %1168
  %1188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1172, <16 x i1> %846, <16 x float> zeroinitializer)
  %1189 = fadd <16 x float> %838, %1188
  br label %1190

1190:                                             ; preds = %1187, %1180, %1173
  %1191 = phi <16 x float> [ %1189, %1187 ], [ %1186, %1180 ], [ %1179, %1173 ]
  switch i64 %264, label %1009 [
    i64 1, label %1206
    i64 2, label %1199
    i64 3, label %1192
    i64 0, label %1228
  ]

1192:                                             ; preds = %1190
  %1193 = bitcast <16 x float> %1191 to <8 x i64>
  %1194 = and <8 x i64> %1193, %59
  %1195 = fcmp oeq <16 x float> %1191, %38
  %1196 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1191, i32 4)
  %1197 = bitcast <8 x i64> %1194 to <16 x float>
  %1198 = select <16 x i1> %1195, <16 x float> %1197, <16 x float> %1196
  br label %1209

1199:                                             ; preds = %1190
  %1200 = bitcast <16 x float> %1191 to <8 x i64>
  %1201 = or <8 x i64> %1200, %60
  %1202 = fcmp oeq <16 x float> %1191, %41
  %1203 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1191, i32 4)
  %1204 = bitcast <8 x i64> %1201 to <16 x float>
  %1205 = select <16 x i1> %1202, <16 x float> %1204, <16 x float> %1203
  br label %1209

1206:                                             ; preds = %1190
  %1207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1172, <16 x i1> %846, <16 x float> zeroinitializer)
  %1208 = fadd <16 x float> %1191, %1207
  br label %1209

1209:                                             ; preds = %1206, %1199, %1192
  %1210 = phi <16 x float> [ %1208, %1206 ], [ %1205, %1199 ], [ %1198, %1192 ]
  switch i64 %266, label %1009 [
    i64 1, label %1225
    i64 2, label %1218
    i64 3, label %1211
    i64 0, label %1228
  ]

1211:                                             ; preds = %1209
  %1212 = bitcast <16 x float> %1210 to <8 x i64>
  %1213 = and <8 x i64> %1212, %59
  %1214 = fcmp oeq <16 x float> %1210, %38
  %1215 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1210, i32 4)
  %1216 = bitcast <8 x i64> %1213 to <16 x float>
  %1217 = select <16 x i1> %1214, <16 x float> %1216, <16 x float> %1215
  br label %1228

1218:                                             ; preds = %1209
  %1219 = bitcast <16 x float> %1210 to <8 x i64>
  %1220 = or <8 x i64> %1219, %60
  %1221 = fcmp oeq <16 x float> %1210, %41
  %1222 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1210, i32 4)
  %1223 = bitcast <8 x i64> %1220 to <16 x float>
  %1224 = select <16 x i1> %1221, <16 x float> %1223, <16 x float> %1222
  br label %1228

1225:                                             ; preds = %1209
  %1226 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1172, <16 x i1> %846, <16 x float> zeroinitializer)
  %1227 = fadd <16 x float> %1210, %1226
  br label %1228

1228:                                             ; preds = %1168, %1190, %1209, %1225, %1218, %1211
  %1229 = phi <16 x float> [ %1217, %1211 ], [ %1224, %1218 ], [ %1227, %1225 ], [ %1191, %1190 ], [ %1210, %1209 ], [ %838, %1168 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1229, ptr align 1 %1171, <16 x i1> %846)
  %1230 = add nsw i64 %416, %766
  %1231 = getelementptr inbounds float, ptr %324, i64 %1230
  %1232 = getelementptr inbounds float, ptr %322, i64 %1230
  switch i64 %267, label %1009 [
    i64 1, label %1247
    i64 2, label %1240
    i64 3, label %1233
    i64 0, label %1288
  ]

1233:                                             ; preds = %1228
  %1234 = bitcast <16 x float> %839 to <8 x i64>
  %1235 = and <8 x i64> %1234, %59
  %1236 = fcmp oeq <16 x float> %839, %38
  %1237 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %839, i32 4)
  %1238 = bitcast <8 x i64> %1235 to <16 x float>
  %1239 = select <16 x i1> %1236, <16 x float> %1238, <16 x float> %1237
  br label %1250

1240:                                             ; preds = %1228
  %1241 = bitcast <16 x float> %839 to <8 x i64>
  %1242 = or <8 x i64> %1241, %60
  %1243 = fcmp oeq <16 x float> %839, %41
  %1244 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %839, i32 4)
  %1245 = bitcast <8 x i64> %1242 to <16 x float>
  %1246 = select <16 x i1> %1243, <16 x float> %1245, <16 x float> %1244
  br label %1250

1247:                                             ; preds = %1228
  %1248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1232, <16 x i1> %846, <16 x float> zeroinitializer)
  %1249 = fadd <16 x float> %839, %1248
  br label %1250

1250:                                             ; preds = %1247, %1240, %1233
  %1251 = phi <16 x float> [ %1249, %1247 ], [ %1246, %1240 ], [ %1239, %1233 ]
  switch i64 %269, label %1009 [
    i64 1, label %1266
    i64 2, label %1259
    i64 3, label %1252
    i64 0, label %1288
  ]

1252:                                             ; preds = %1250
  %1253 = bitcast <16 x float> %1251 to <8 x i64>
  %1254 = and <8 x i64> %1253, %59
  %1255 = fcmp oeq <16 x float> %1251, %38
  %1256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1251, i32 4)
  %1257 = bitcast <8 x i64> %1254 to <16 x float>
  %1258 = select <16 x i1> %1255, <16 x float> %1257, <16 x float> %1256
  br label %1269

1259:                                             ; preds = %1250
  %1260 = bitcast <16 x float> %1251 to <8 x i64>
  %1261 = or <8 x i64> %1260, %60
  %1262 = fcmp oeq <16 x float> %1251, %41
  %1263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1251, i32 4)
  %1264 = bitcast <8 x i64> %1261 to <16 x float>
  %1265 = select <16 x i1> %1262, <16 x float> %1264, <16 x float> %1263
  br label %1269

1266:                                             ; preds = %1250
  %1267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1232, <16 x i1> %846, <16 x float> zeroinitializer)
  %1268 = fadd <16 x float> %1251, %1267
  br label %1269

1269:                                             ; preds = %1266, %1259, %1252
  %1270 = phi <16 x float> [ %1268, %1266 ], [ %1265, %1259 ], [ %1258, %1252 ]
  switch i64 %271, label %1009 [
    i64 1, label %1285
    i64 2, label %1278
    i64 3, label %1271
    i64 0, label %1288
  ]

1271:                                             ; preds = %1269
  %1272 = bitcast <16 x float> %1270 to <8 x i64>
  %1273 = and <8 x i64> %1272, %59
  %1274 = fcmp oeq <16 x float> %1270, %38
  %1275 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1270, i32 4)
  %1276 = bitcast <8 x i64> %1273 to <16 x float>
  %1277 = select <16 x i1> %1274, <16 x float> %1276, <16 x float> %1275
  br label %1288

1278:                                             ; preds = %1269
  %1279 = bitcast <16 x float> %1270 to <8 x i64>
  %1280 = or <8 x i64> %1279, %60
  %1281 = fcmp oeq <16 x float> %1270, %41
  %1282 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1270, i32 4)
  %1283 = bitcast <8 x i64> %1280 to <16 x float>
  %1284 = select <16 x i1> %1281, <16 x float> %1283, <16 x float> %1282
  br label %1288

1285:                                             ; preds = %1269
  %1286 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1232, <16 x i1> %846, <16 x float> zeroinitializer)
  %1287 = fadd <16 x float> %1270, %1286
  br label %1288

1288:                                             ; preds = %1228, %1250, %1269, %1285, %1278, %1271
  %1289 = phi <16 x float> [ %1277, %1271 ], [ %1284, %1278 ], [ %1287, %1285 ], [ %1251, %1250 ], [ %1270, %1269 ], [ %839, %1228 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1289, ptr align 1 %1231, <16 x i1> %846)
  %1290 = add nsw i64 %418, %766
  %1291 = getelementptr inbounds float, ptr %324, i64 %1290
  %1292 = getelementptr inbounds float, ptr %322, i64 %1290
  switch i64 %272, label %1009 [
    i64 1, label %1307
    i64 2, label %1300
    i64 3, label %1293
    i64 0, label %1348
  ]

1293:                                             ; preds = %1288
  %1294 = bitcast <16 x float> %840 to <8 x i64>
  %1295 = and <8 x i64> %1294, %59
  %1296 = fcmp oeq <16 x float> %840, %38
  %1297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %840, i32 4)
  %1298 = bitcast <8 x i64> %1295 to <16 x float>
  %1299 = select <16 x i1> %1296, <16 x float> %1298, <16 x float> %1297
  br label %1310

1300:                                             ; preds = %1288
  %1301 = bitcast <16 x float> %840 to <8 x i64>
  %1302 = or <8 x i64> %1301, %60
  %1303 = fcmp oeq <16 x float> %840, %41
  %1304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %840, i32 4)
  %1305 = bitcast <8 x i64> %1302 to <16 x float>
  %1306 = select <16 x i1> %1303, <16 x float> %1305, <16 x float> %1304
  br label %1310

1307:                                             ; preds = %1288
  %1308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1292, <16 x i1> %846, <16 x float> zeroinitializer)
  %1309 = fadd <16 x float> %840, %1308
  br label %1310

1310:                                             ; preds = %1307, %1300, %1293
  %1311 = phi <16 x float> [ %1309, %1307 ], [ %1306, %1300 ], [ %1299, %1293 ]
  switch i64 %274, label %1009 [
    i64 1, label %1326
    i64 2, label %1319
    i64 3, label %1312
    i64 0, label %1348
  ]

1312:                                             ; preds = %1310
  %1313 = bitcast <16 x float> %1311 to <8 x i64>
  %1314 = and <8 x i64> %1313, %59
  %1315 = fcmp oeq <16 x float> %1311, %38
  %1316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1311, i32 4)
  %1317 = bitcast <8 x i64> %1314 to <16 x float>
  %1318 = select <16 x i1> %1315, <16 x float> %1317, <16 x float> %1316
  br label %1329

1319:                                             ; preds = %1310
  %1320 = bitcast <16 x float> %1311 to <8 x i64>
  %1321 = or <8 x i64> %1320, %60
  %1322 = fcmp oeq <16 x float> %1311, %41
  %1323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1311, i32 4)
  %1324 = bitcast <8 x i64> %1321 to <16 x float>
  %1325 = select <16 x i1> %1322, <16 x float> %1324, <16 x float> %1323
  br label %1329

1326:                                             ; preds = %1310
  %1327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1292, <16 x i1> %846, <16 x float> zeroinitializer)
  %1328 = fadd <16 x float> %1311, %1327
  br label %1329

1329:                                             ; preds = %1326, %1319, %1312
  %1330 = phi <16 x float> [ %1328, %1326 ], [ %1325, %1319 ], [ %1318, %1312 ]
  switch i64 %276, label %1009 [
    i64 1, label %1345
    i64 2, label %1338
    i64 3, label %1331
    i64 0, label %1348
  ]

1331:                                             ; preds = %1329
  %1332 = bitcast <16 x float> %1330 to <8 x i64>
  %1333 = and <8 x i64> %1332, %59
  %1334 = fcmp oeq <16 x float> %1330, %38
  %1335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1330, i32 4)
  %1336 = bitcast <8 x i64> %1333 to <16 x float>
  %1337 = select <16 x i1> %1334, <16 x float> %1336, <16 x float> %1335
  br label %1348

1338:                                             ; preds = %1329
  %1339 = bitcast <16 x float> %1330 to <8 x i64>
  %1340 = or <8 x i64> %1339, %60
  %1341 = fcmp oeq <16 x float> %1330, %41
  %1342 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1330, i32 4)
  %1343 = bitcast <8 x i64> %1340 to <16 x float>
  %1344 = select <16 x i1> %1341, <16 x float> %1343, <16 x float> %1342
  br label %1348

1345:                                             ; preds = %1329
  %1346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1292, <16 x i1> %846, <16 x float> zeroinitializer)
  %1347 = fadd <16 x float> %1330, %1346
  br label %1348

1348:                                             ; preds = %1288, %1310, %1329, %1345, %1338, %1331
  %1349 = phi <16 x float> [ %1337, %1331 ], [ %1344, %1338 ], [ %1347, %1345 ], [ %1311, %1310 ], [ %1330, %1329 ], [ %840, %1288 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1349, ptr align 1 %1291, <16 x i1> %846)
  %1350 = add nsw i64 %420, %766
  %1351 = getelementptr inbounds float, ptr %324, i64 %1350
  %1352 = getelementptr inbounds float, ptr %322, i64 %1350
  switch i64 %277, label %1009 [
    i64 1, label %1367
    i64 2, label %1360
    i64 3, label %1353
    i64 0, label %1408
  ]

1353:                                             ; preds = %1348
  %1354 = bitcast <16 x float> %841 to <8 x i64>
  %1355 = and <8 x i64> %1354, %59
  %1356 = fcmp oeq <16 x float> %841, %38
  %1357 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %841, i32 4)
  %1358 = bitcast <8 x i64> %1355 to <16 x float>
  %1359 = select <16 x i1> %1356, <16 x float> %1358, <16 x float> %1357
  br label %1370

1360:                                             ; preds = %1348
  %1361 = bitcast <16 x float> %841 to <8 x i64>
  %1362 = or <8 x i64> %1361, %60
  %1363 = fcmp oeq <16 x float> %841, %41
  %1364 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %841, i32 4)
  %1365 = bitcast <8 x i64> %1362 to <16 x float>
  %1366 = select <16 x i1> %1363, <16 x float> %1365, <16 x float> %1364
  br label %1370

1367:                                             ; preds = %1348
  %1368 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1352, <16 x i1> %846, <16 x float> zeroinitializer)
  %1369 = fadd <16 x float> %841, %1368
  br label %1370

1370:                                             ; preds = %1367, %1360, %1353
  %1371 = phi <16 x float> [ %1369, %1367 ], [ %1366, %1360 ], [ %1359, %1353 ]
  switch i64 %279, label %1009 [
    i64 1, label %1386
    i64 2, label %1379
    i64 3, label %1372
    i64 0, label %1408
  ]

1372:                                             ; preds = %1370
  %1373 = bitcast <16 x float> %1371 to <8 x i64>
  %1374 = and <8 x i64> %1373, %59
  %1375 = fcmp oeq <16 x float> %1371, %38
  %1376 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1371, i32 4)
  %1377 = bitcast <8 x i64> %1374 to <16 x float>
  %1378 = select <16 x i1> %1375, <16 x float> %1377, <16 x float> %1376
  br label %1389

1379:                                             ; preds = %1370
  %1380 = bitcast <16 x float> %1371 to <8 x i64>
  %1381 = or <8 x i64> %1380, %60
  %1382 = fcmp oeq <16 x float> %1371, %41
  %1383 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1371, i32 4)
  %1384 = bitcast <8 x i64> %1381 to <16 x float>
  %1385 = select <16 x i1> %1382, <16 x float> %1384, <16 x float> %1383
  br label %1389

1386:                                             ; preds = %1370
  %1387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1352, <16 x i1> %846, <16 x float> zeroinitializer)
  %1388 = fadd <16 x float> %1371, %1387
  br label %1389

1389:                                             ; preds = %1386, %1379, %1372
  %1390 = phi <16 x float> [ %1388, %1386 ], [ %1385, %1379 ], [ %1378, %1372 ]
  switch i64 %281, label %1009 [
    i64 1, label %1405
    i64 2, label %1398
    i64 3, label %1391
    i64 0, label %1408
  ]

1391:                                             ; preds = %1389
  %1392 = bitcast <16 x float> %1390 to <8 x i64>
  %1393 = and <8 x i64> %1392, %59
  %1394 = fcmp oeq <16 x float> %1390, %38
  %1395 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1390, i32 4)
  %1396 = bitcast <8 x i64> %1393 to <16 x float>
  %1397 = select <16 x i1> %1394, <16 x float> %1396, <16 x float> %1395
  br label %1408

1398:                                             ; preds = %1389
  %1399 = bitcast <16 x float> %1390 to <8 x i64>
  %1400 = or <8 x i64> %1399, %60
  %1401 = fcmp oeq <16 x float> %1390, %41
  %1402 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1390, i32 4)
  %1403 = bitcast <8 x i64> %1400 to <16 x float>
  %1404 = select <16 x i1> %1401, <16 x float> %1403, <16 x float> %1402
  br label %1408

1405:                                             ; preds = %1389
  %1406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1352, <16 x i1> %846, <16 x float> zeroinitializer)
  %1407 = fadd <16 x float> %1390, %1406
  br label %1408

1408:                                             ; preds = %1348, %1370, %1389, %1405, %1398, %1391
  %1409 = phi <16 x float> [ %1397, %1391 ], [ %1404, %1398 ], [ %1407, %1405 ], [ %1371, %1370 ], [ %1390, %1389 ], [ %841, %1348 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1409, ptr align 1 %1351, <16 x i1> %846)
  %1410 = add nsw i64 %422, %766
  %1411 = getelementptr inbounds float, ptr %324, i64 %1410
  %1412 = getelementptr inbounds float, ptr %322, i64 %1410
  switch i64 %282, label %1009 [
    i64 1, label %1427
    i64 2, label %1420
    i64 3, label %1413
    i64 0, label %1476
  ]

1413:                                             ; preds = %1408
  %1414 = bitcast <16 x float> %842 to <8 x i64>
  %1415 = and <8 x i64> %1414, %59
  %1416 = fcmp oeq <16 x float> %842, %38
  %1417 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %842, i32 4)
  %1418 = bitcast <8 x i64> %1415 to <16 x float>
  %1419 = select <16 x i1> %1416, <16 x float> %1418, <16 x float> %1417
  br label %1430

1420:                                             ; preds = %1408
  %1421 = bitcast <16 x float> %842 to <8 x i64>
  %1422 = or <8 x i64> %1421, %60
  %1423 = fcmp oeq <16 x float> %842, %41
  %1424 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %842, i32 4)
  %1425 = bitcast <8 x i64> %1422 to <16 x float>
  %1426 = select <16 x i1> %1423, <16 x float> %1425, <16 x float> %1424
  br label %1430

1427:                                             ; preds = %1408
  %1428 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1412, <16 x i1> %846, <16 x float> zeroinitializer)
  %1429 = fadd <16 x float> %842, %1428
  br label %1430

1430:                                             ; preds = %1427, %1420, %1413
  %1431 = phi <16 x float> [ %1429, %1427 ], [ %1426, %1420 ], [ %1419, %1413 ]
  switch i64 %284, label %1009 [
    i64 1, label %1446
    i64 2, label %1439
    i64 3, label %1432
    i64 0, label %1476
  ]

1432:                                             ; preds = %1430
  %1433 = bitcast <16 x float> %1431 to <8 x i64>
  %1434 = and <8 x i64> %1433, %59
  %1435 = fcmp oeq <16 x float> %1431, %38
  %1436 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1431, i32 4)
  %1437 = bitcast <8 x i64> %1434 to <16 x float>
  %1438 = select <16 x i1> %1435, <16 x float> %1437, <16 x float> %1436
  br label %1449

1439:                                             ; preds = %1430
  %1440 = bitcast <16 x float> %1431 to <8 x i64>
  %1441 = or <8 x i64> %1440, %60
  %1442 = fcmp oeq <16 x float> %1431, %41
  %1443 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1431, i32 4)
  %1444 = bitcast <8 x i64> %1441 to <16 x float>
  %1445 = select <16 x i1> %1442, <16 x float> %1444, <16 x float> %1443
  br label %1449

1446:                                             ; preds = %1430
  %1447 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1412, <16 x i1> %846, <16 x float> zeroinitializer)
  %1448 = fadd <16 x float> %1431, %1447
  br label %1449

1449:                                             ; preds = %1446, %1439, %1432
  %1450 = phi <16 x float> [ %1448, %1446 ], [ %1445, %1439 ], [ %1438, %1432 ]
  switch i64 %286, label %1009 [
    i64 1, label %1465
    i64 2, label %1458
    i64 3, label %1451
    i64 0, label %1476
  ]

1451:                                             ; preds = %1449
  %1452 = bitcast <16 x float> %1450 to <8 x i64>
  %1453 = and <8 x i64> %1452, %59
  %1454 = fcmp oeq <16 x float> %1450, %38
  %1455 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1450, i32 4)
  %1456 = bitcast <8 x i64> %1453 to <16 x float>
  %1457 = select <16 x i1> %1454, <16 x float> %1456, <16 x float> %1455
  br label %1476

1458:                                             ; preds = %1449
  %1459 = bitcast <16 x float> %1450 to <8 x i64>
  %1460 = or <8 x i64> %1459, %60
  %1461 = fcmp oeq <16 x float> %1450, %41
  %1462 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1450, i32 4)
  %1463 = bitcast <8 x i64> %1460 to <16 x float>
  %1464 = select <16 x i1> %1461, <16 x float> %1463, <16 x float> %1462
  br label %1476

1465:                                             ; preds = %1449
  %1466 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1412, <16 x i1> %846, <16 x float> zeroinitializer)
  %1467 = fadd <16 x float> %1450, %1466
  br label %1476

1468:                                             ; preds = %834
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %835, ptr align 1 %844, <16 x i1> %846)
  %1469 = getelementptr float, ptr %592, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %836, ptr align 1 %1469, <16 x i1> %846)
  %1470 = getelementptr float, ptr %593, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %837, ptr align 1 %1470, <16 x i1> %846)
  %1471 = getelementptr float, ptr %594, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %838, ptr align 1 %1471, <16 x i1> %846)
  %1472 = getelementptr float, ptr %595, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %839, ptr align 1 %1472, <16 x i1> %846)
  %1473 = getelementptr float, ptr %596, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %840, ptr align 1 %1473, <16 x i1> %846)
  %1474 = getelementptr float, ptr %597, i64 %766
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %841, ptr align 1 %1474, <16 x i1> %846)
  %1475 = getelementptr float, ptr %598, i64 %766
  br label %1476

1476:                                             ; preds = %1408, %1430, %1449, %1465, %1458, %1451, %1468
  %1477 = phi ptr [ %1475, %1468 ], [ %1411, %1451 ], [ %1411, %1458 ], [ %1411, %1465 ], [ %1411, %1449 ], [ %1411, %1430 ], [ %1411, %1408 ]
  %1478 = phi <16 x float> [ %842, %1468 ], [ %1457, %1451 ], [ %1464, %1458 ], [ %1467, %1465 ], [ %1450, %1449 ], [ %1431, %1430 ], [ %842, %1408 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1478, ptr align 1 %1477, <16 x i1> %846)
  br label %10625

1479:                                             ; preds = %762
  %1480 = add nsw i64 %604, %330
  %1481 = add i64 %603, %10
  %1482 = icmp sgt i64 %1481, 15
  %1483 = trunc i64 %1481 to i32
  %1484 = shl nsw i32 -1, %1483
  %1485 = trunc i32 %1484 to i16
  %1486 = xor i16 %1485, -1
  %1487 = select i1 %1482, i16 -1, i16 %1486
  br i1 %53, label %1517, label %1492

1488:                                             ; preds = %1543
  %1489 = shl nuw nsw i64 %604, 1
  %1490 = shl nsw i64 %605, 1
  %1491 = add nsw i64 %1490, -1
  br label %1565

1492:                                             ; preds = %1479
  %1493 = load float, ptr %333, align 4
  %1494 = insertelement <16 x float> poison, float %1493, i64 0
  %1495 = shufflevector <16 x float> %1494, <16 x float> poison, <16 x i32> zeroinitializer
  %1496 = load float, ptr %335, align 4
  %1497 = insertelement <16 x float> poison, float %1496, i64 0
  %1498 = shufflevector <16 x float> %1497, <16 x float> poison, <16 x i32> zeroinitializer
  %1499 = load float, ptr %336, align 4
  %1500 = insertelement <16 x float> poison, float %1499, i64 0
  %1501 = shufflevector <16 x float> %1500, <16 x float> poison, <16 x i32> zeroinitializer
  %1502 = load float, ptr %337, align 4
  %1503 = insertelement <16 x float> poison, float %1502, i64 0
  %1504 = shufflevector <16 x float> %1503, <16 x float> poison, <16 x i32> zeroinitializer
  %1505 = load float, ptr %338, align 4
  %1506 = insertelement <16 x float> poison, float %1505, i64 0
  %1507 = shufflevector <16 x float> %1506, <16 x float> poison, <16 x i32> zeroinitializer
  %1508 = load float, ptr %339, align 4
  %1509 = insertelement <16 x float> poison, float %1508, i64 0
  %1510 = shufflevector <16 x float> %1509, <16 x float> poison, <16 x i32> zeroinitializer
  %1511 = load float, ptr %340, align 4
  %1512 = insertelement <16 x float> poison, float %1511, i64 0
  %1513 = shufflevector <16 x float> %1512, <16 x float> poison, <16 x i32> zeroinitializer
  %1514 = load float, ptr %341, align 4
  %1515 = insertelement <16 x float> poison, float %1514, i64 0
  %1516 = shufflevector <16 x float> %1515, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1543

1517:                                             ; preds = %1479
  %1518 = getelementptr float, ptr %319, i64 %1480
  %1519 = getelementptr float, ptr %1518, i64 %342
  %1520 = bitcast i16 %1487 to <16 x i1>
  %1521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1519, <16 x i1> %1520, <16 x float> zeroinitializer)
  %1522 = getelementptr float, ptr %1518, i64 %344
  %1523 = bitcast i16 %1487 to <16 x i1>
  %1524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1522, <16 x i1> %1523, <16 x float> zeroinitializer)
  %1525 = getelementptr float, ptr %1518, i64 %346
  %1526 = bitcast i16 %1487 to <16 x i1>
  %1527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1525, <16 x i1> %1526, <16 x float> zeroinitializer)
  %1528 = getelementptr float, ptr %1518, i64 %348
  %1529 = bitcast i16 %1487 to <16 x i1>
  %1530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1528, <16 x i1> %1529, <16 x float> zeroinitializer)
  %1531 = getelementptr float, ptr %1518, i64 %350
  %1532 = bitcast i16 %1487 to <16 x i1>
  %1533 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1531, <16 x i1> %1532, <16 x float> zeroinitializer)
  %1534 = getelementptr float, ptr %1518, i64 %352
  %1535 = bitcast i16 %1487 to <16 x i1>
  %1536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1534, <16 x i1> %1535, <16 x float> zeroinitializer)
  %1537 = getelementptr float, ptr %1518, i64 %354
  %1538 = bitcast i16 %1487 to <16 x i1>
  %1539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1537, <16 x i1> %1538, <16 x float> zeroinitializer)
  %1540 = getelementptr float, ptr %1518, i64 %356
  %1541 = bitcast i16 %1487 to <16 x i1>
  %1542 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1540, <16 x i1> %1541, <16 x float> zeroinitializer)
  br label %1543

1543:                                             ; preds = %1517, %1492
  %1544 = phi <16 x float> [ %1539, %1517 ], [ %1513, %1492 ]
  %1545 = phi <16 x float> [ %1533, %1517 ], [ %1507, %1492 ]
  %1546 = phi <16 x float> [ %1527, %1517 ], [ %1501, %1492 ]
  %1547 = phi <16 x float> [ %1521, %1517 ], [ %1495, %1492 ]
  %1548 = phi <16 x float> [ %1524, %1517 ], [ %1498, %1492 ]
  %1549 = phi <16 x float> [ %1530, %1517 ], [ %1504, %1492 ]
  %1550 = phi <16 x float> [ %1536, %1517 ], [ %1510, %1492 ]
  %1551 = phi <16 x float> [ %1542, %1517 ], [ %1516, %1492 ]
  br i1 %55, label %1488, label %1552

1552:                                             ; preds = %1708, %1543
  %1553 = phi <16 x float> [ %1547, %1543 ], [ %1709, %1708 ]
  %1554 = phi <16 x float> [ %1548, %1543 ], [ %1710, %1708 ]
  %1555 = phi <16 x float> [ %1546, %1543 ], [ %1711, %1708 ]
  %1556 = phi <16 x float> [ %1549, %1543 ], [ %1712, %1708 ]
  %1557 = phi <16 x float> [ %1545, %1543 ], [ %1713, %1708 ]
  %1558 = phi <16 x float> [ %1550, %1543 ], [ %1714, %1708 ]
  %1559 = phi <16 x float> [ %1544, %1543 ], [ %1715, %1708 ]
  %1560 = phi <16 x float> [ %1551, %1543 ], [ %1716, %1708 ]
  %1561 = add nsw i64 %357, %1480
  %1562 = getelementptr inbounds float, ptr %324, i64 %1561
  %1563 = getelementptr inbounds float, ptr %322, i64 %1561
  %1564 = bitcast i16 %1487 to <16 x i1>
  br i1 %58, label %2195, label %1719

1565:                                             ; preds = %1488, %1708
  %1566 = phi <16 x float> [ %1547, %1488 ], [ %1709, %1708 ]
  %1567 = phi <16 x float> [ %1548, %1488 ], [ %1710, %1708 ]
  %1568 = phi <16 x float> [ %1546, %1488 ], [ %1711, %1708 ]
  %1569 = phi <16 x float> [ %1549, %1488 ], [ %1712, %1708 ]
  %1570 = phi <16 x float> [ %1545, %1488 ], [ %1713, %1708 ]
  %1571 = phi <16 x float> [ %1550, %1488 ], [ %1714, %1708 ]
  %1572 = phi <16 x float> [ %1544, %1488 ], [ %1715, %1708 ]
  %1573 = phi <16 x float> [ %1551, %1488 ], [ %1716, %1708 ]
  %1574 = phi i64 [ 0, %1488 ], [ %1717, %1708 ]
  %1575 = add i64 %332, %1574
  %1576 = icmp sgt i64 %1575, -1
  %1577 = icmp slt i64 %1575, %7
  %1578 = and i1 %1576, %1577
  br i1 %1578, label %1579, label %1708

1579:                                             ; preds = %1565
  %1580 = mul nsw i64 %1575, %8
  %1581 = getelementptr inbounds float, ptr %317, i64 %1580
  br i1 %56, label %1582, label %1708

1582:                                             ; preds = %1579
  %1583 = mul nuw nsw i64 %1574, %12
  %1584 = getelementptr inbounds nuw float, ptr %334, i64 %1583
  br label %1585

1585:                                             ; preds = %1582, %1624
  %1586 = phi <16 x float> [ %1566, %1582 ], [ %1625, %1624 ]
  %1587 = phi <16 x float> [ %1567, %1582 ], [ %1626, %1624 ]
  %1588 = phi <16 x float> [ %1568, %1582 ], [ %1627, %1624 ]
  %1589 = phi <16 x float> [ %1569, %1582 ], [ %1628, %1624 ]
  %1590 = phi <16 x float> [ %1570, %1582 ], [ %1629, %1624 ]
  %1591 = phi <16 x float> [ %1571, %1582 ], [ %1630, %1624 ]
  %1592 = phi <16 x float> [ %1572, %1582 ], [ %1631, %1624 ]
  %1593 = phi <16 x float> [ %1573, %1582 ], [ %1632, %1624 ]
  %1594 = phi i64 [ 0, %1582 ], [ %1633, %1624 ]
  %1595 = getelementptr inbounds nuw float, ptr %1584, i64 %1594
  br i1 %57, label %1596, label %1624

1596:                                             ; preds = %1585
  %1597 = sub i64 %1594, %16
  %1598 = add i64 %1597, %1489
  %1599 = sub nsw i64 %8, %1598
  %1600 = tail call i64 @llvm.smin.i64(i64 %1599, i64 %1491)
  %1601 = tail call i64 @llvm.smin.i64(i64 %1600, i64 32)
  %1602 = icmp slt i64 %1598, 0
  %1603 = sub nsw i64 0, %1598
  %1604 = select i1 %1602, i64 %1603, i64 0
  %1605 = icmp sgt i64 %1601, %1604
  %1606 = select i1 %1605, i64 %1604, i64 0
  %1607 = select i1 %1605, i64 %1601, i64 0
  %1608 = getelementptr float, ptr %1581, i64 %1598
  %1609 = icmp sgt i64 %1607, %1606
  %1610 = icmp sgt i64 %1607, 31
  %1611 = trunc i64 %1607 to i32
  %1612 = shl nsw i32 -1, %1611
  %1613 = xor i32 %1612, -1
  %1614 = select i1 %1610, i32 -1, i32 %1613
  %1615 = trunc i64 %1606 to i32
  %1616 = shl nsw i32 -1, %1615
  %1617 = and i32 %1614, %1616
  %1618 = select i1 %1609, i32 %1617, i32 0
  %1619 = trunc i32 %1618 to i16
  %1620 = bitcast i16 %1619 to <16 x i1>
  %1621 = lshr i32 %1618, 16
  %1622 = trunc nuw i32 %1621 to i16
  %1623 = bitcast i16 %1622 to <16 x i1>
  br label %1635

1624:                                             ; preds = %1635, %1585
  %1625 = phi <16 x float> [ %1586, %1585 ], [ %1656, %1635 ]
  %1626 = phi <16 x float> [ %1587, %1585 ], [ %1663, %1635 ]
  %1627 = phi <16 x float> [ %1588, %1585 ], [ %1670, %1635 ]
  %1628 = phi <16 x float> [ %1589, %1585 ], [ %1677, %1635 ]
  %1629 = phi <16 x float> [ %1590, %1585 ], [ %1684, %1635 ]
  %1630 = phi <16 x float> [ %1591, %1585 ], [ %1691, %1635 ]
  %1631 = phi <16 x float> [ %1592, %1585 ], [ %1698, %1635 ]
  %1632 = phi <16 x float> [ %1593, %1585 ], [ %1705, %1635 ]
  %1633 = add nuw nsw i64 %1594, 1
  %1634 = icmp eq i64 %1633, %12
  br i1 %1634, label %1708, label %1585

1635:                                             ; preds = %1596, %1635
  %1636 = phi <16 x float> [ %1586, %1596 ], [ %1656, %1635 ]
  %1637 = phi <16 x float> [ %1587, %1596 ], [ %1663, %1635 ]
  %1638 = phi <16 x float> [ %1588, %1596 ], [ %1670, %1635 ]
  %1639 = phi <16 x float> [ %1589, %1596 ], [ %1677, %1635 ]
  %1640 = phi <16 x float> [ %1590, %1596 ], [ %1684, %1635 ]
  %1641 = phi <16 x float> [ %1591, %1596 ], [ %1691, %1635 ]
  %1642 = phi <16 x float> [ %1592, %1596 ], [ %1698, %1635 ]
  %1643 = phi <16 x float> [ %1593, %1596 ], [ %1705, %1635 ]
  %1644 = phi i64 [ 0, %1596 ], [ %1706, %1635 ]
  %1645 = mul nsw i64 %51, %1644
  %1646 = getelementptr float, ptr %1608, i64 %1645
  %1647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1646, <16 x i1> %1620, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1648 = getelementptr inbounds nuw i8, ptr %1646, i64 64
  %1649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1648, <16 x i1> %1623, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1650 = shufflevector <16 x float> %1647, <16 x float> %1649, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1651 = mul nuw nsw i64 %1644, %52
  %1652 = getelementptr inbounds nuw float, ptr %1595, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = insertelement <16 x float> poison, float %1653, i64 0
  %1655 = shufflevector <16 x float> %1654, <16 x float> poison, <16 x i32> zeroinitializer
  %1656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1655, <16 x float> %1636)
  %1657 = add nuw nsw i64 %5, %1644
  %1658 = mul nuw nsw i64 %1657, %52
  %1659 = getelementptr inbounds nuw float, ptr %1595, i64 %1658
  %1660 = load float, ptr %1659, align 4
  %1661 = insertelement <16 x float> poison, float %1660, i64 0
  %1662 = shufflevector <16 x float> %1661, <16 x float> poison, <16 x i32> zeroinitializer
  %1663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1662, <16 x float> %1637)
  %1664 = add nuw nsw i64 %195, %1644
  %1665 = mul nuw nsw i64 %1664, %52
  %1666 = getelementptr inbounds nuw float, ptr %1595, i64 %1665
  %1667 = load float, ptr %1666, align 4
  %1668 = insertelement <16 x float> poison, float %1667, i64 0
  %1669 = shufflevector <16 x float> %1668, <16 x float> poison, <16 x i32> zeroinitializer
  %1670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1669, <16 x float> %1638)
  %1671 = add nuw nsw i64 %196, %1644
  %1672 = mul nuw nsw i64 %1671, %52
  %1673 = getelementptr inbounds nuw float, ptr %1595, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = insertelement <16 x float> poison, float %1674, i64 0
  %1676 = shufflevector <16 x float> %1675, <16 x float> poison, <16 x i32> zeroinitializer
  %1677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1676, <16 x float> %1639)
  %1678 = add nuw nsw i64 %197, %1644
  %1679 = mul nuw nsw i64 %1678, %52
  %1680 = getelementptr inbounds nuw float, ptr %1595, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = insertelement <16 x float> poison, float %1681, i64 0
  %1683 = shufflevector <16 x float> %1682, <16 x float> poison, <16 x i32> zeroinitializer
  %1684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1683, <16 x float> %1640)
  %1685 = add nuw nsw i64 %198, %1644
  %1686 = mul nuw nsw i64 %1685, %52
  %1687 = getelementptr inbounds nuw float, ptr %1595, i64 %1686
  %1688 = load float, ptr %1687, align 4
  %1689 = insertelement <16 x float> poison, float %1688, i64 0
  %1690 = shufflevector <16 x float> %1689, <16 x float> poison, <16 x i32> zeroinitializer
  %1691 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1690, <16 x float> %1641)
  %1692 = add nuw nsw i64 %199, %1644
  %1693 = mul nuw nsw i64 %1692, %52
  %1694 = getelementptr inbounds nuw float, ptr %1595, i64 %1693
  %1695 = load float, ptr %1694, align 4
  %1696 = insertelement <16 x float> poison, float %1695, i64 0
  %1697 = shufflevector <16 x float> %1696, <16 x float> poison, <16 x i32> zeroinitializer
  %1698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1697, <16 x float> %1642)
  %1699 = add nuw nsw i64 %200, %1644
  %1700 = mul nuw nsw i64 %1699, %52
  %1701 = getelementptr inbounds nuw float, ptr %1595, i64 %1700
  %1702 = load float, ptr %1701, align 4
  %1703 = insertelement <16 x float> poison, float %1702, i64 0
  %1704 = shufflevector <16 x float> %1703, <16 x float> poison, <16 x i32> zeroinitializer
  %1705 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1650, <16 x float> %1704, <16 x float> %1643)
  %1706 = add nuw nsw i64 %1644, 1
  %1707 = icmp eq i64 %1706, %5
  br i1 %1707, label %1624, label %1635

1708:                                             ; preds = %1624, %1579, %1565
  %1709 = phi <16 x float> [ %1566, %1565 ], [ %1566, %1579 ], [ %1625, %1624 ]
  %1710 = phi <16 x float> [ %1567, %1565 ], [ %1567, %1579 ], [ %1626, %1624 ]
  %1711 = phi <16 x float> [ %1568, %1565 ], [ %1568, %1579 ], [ %1627, %1624 ]
  %1712 = phi <16 x float> [ %1569, %1565 ], [ %1569, %1579 ], [ %1628, %1624 ]
  %1713 = phi <16 x float> [ %1570, %1565 ], [ %1570, %1579 ], [ %1629, %1624 ]
  %1714 = phi <16 x float> [ %1571, %1565 ], [ %1571, %1579 ], [ %1630, %1624 ]
  %1715 = phi <16 x float> [ %1572, %1565 ], [ %1572, %1579 ], [ %1631, %1624 ]
  %1716 = phi <16 x float> [ %1573, %1565 ], [ %1573, %1579 ], [ %1632, %1624 ]
  %1717 = add nuw nsw i64 %1574, 1
  %1718 = icmp eq i64 %1717, %11
  br i1 %1718, label %1552, label %1565

1719:                                             ; preds = %1552
  switch i64 %201, label %1009 [
    i64 1, label %1720
    i64 2, label %1723
    i64 3, label %1730
    i64 0, label %1775
  ]

1720:                                             ; preds = %1719
  %1721 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1563, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1722 = fadd <16 x float> %1553, %1721
  br label %1737

1723:                                             ; preds = %1719
  %1724 = bitcast <16 x float> %1553 to <8 x i64>
  %1725 = or <8 x i64> %1724, %60
  %1726 = fcmp oeq <16 x float> %1553, %41
  %1727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1553, i32 4)
  %1728 = bitcast <8 x i64> %1725 to <16 x float>
  %1729 = select <16 x i1> %1726, <16 x float> %1728, <16 x float> %1727
  br label %1737

1730:                                             ; preds = %1719
  %1731 = bitcast <16 x float> %1553 to <8 x i64>
  %1732 = and <8 x i64> %1731, %59
  %1733 = fcmp oeq <16 x float> %1553, %38
  %1734 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1553, i32 4)
  %1735 = bitcast <8 x i64> %1732 to <16 x float>
  %1736 = select <16 x i1> %1733, <16 x float> %1735, <16 x float> %1734
  br label %1737

1737:                                             ; preds = %1730, %1723, %1720
  %1738 = phi <16 x float> [ %1722, %1720 ], [ %1729, %1723 ], [ %1736, %1730 ]
  switch i64 %203, label %1009 [
    i64 1, label %1753
    i64 2, label %1746
    i64 3, label %1739
    i64 0, label %1775
  ]

1739:                                             ; preds = %1737
  %1740 = bitcast <16 x float> %1738 to <8 x i64>
  %1741 = and <8 x i64> %1740, %59
  %1742 = fcmp oeq <16 x float> %1738, %38
  %1743 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1738, i32 4)
  %1744 = bitcast <8 x i64> %1741 to <16 x float>
  %1745 = select <16 x i1> %1742, <16 x float> %1744, <16 x float> %1743
  br label %1756

1746:                                             ; preds = %1737
  %1747 = bitcast <16 x float> %1738 to <8 x i64>
  %1748 = or <8 x i64> %1747, %60
  %1749 = fcmp oeq <16 x float> %1738, %41
  %1750 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1738, i32 4)
  %1751 = bitcast <8 x i64> %1748 to <16 x float>
  %1752 = select <16 x i1> %1749, <16 x float> %1751, <16 x float> %1750
  br label %1756

1753:                                             ; preds = %1737
  %1754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1563, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1755 = fadd <16 x float> %1738, %1754
  br label %1756

1756:                                             ; preds = %1753, %1746, %1739
  %1757 = phi <16 x float> [ %1755, %1753 ], [ %1752, %1746 ], [ %1745, %1739 ]
  switch i64 %205, label %1009 [
    i64 1, label %1772
    i64 2, label %1765
    i64 3, label %1758
    i64 0, label %1775
  ]

1758:                                             ; preds = %1756
  %1759 = bitcast <16 x float> %1757 to <8 x i64>
  %1760 = and <8 x i64> %1759, %59
  %1761 = fcmp oeq <16 x float> %1757, %38
  %1762 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1757, i32 4)
  %1763 = bitcast <8 x i64> %1760 to <16 x float>
  %1764 = select <16 x i1> %1761, <16 x float> %1763, <16 x float> %1762
  br label %1775

1765:                                             ; preds = %1756
  %1766 = bitcast <16 x float> %1757 to <8 x i64>
  %1767 = or <8 x i64> %1766, %60
  %1768 = fcmp oeq <16 x float> %1757, %41
  %1769 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1757, i32 4)
  %1770 = bitcast <8 x i64> %1767 to <16 x float>
  %1771 = select <16 x i1> %1768, <16 x float> %1770, <16 x float> %1769
  br label %1775

1772:                                             ; preds = %1756
  %1773 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1563, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1774 = fadd <16 x float> %1757, %1773
  br label %1775

1775:                                             ; preds = %1719, %1737, %1756, %1772, %1765, %1758
  %1776 = phi <16 x float> [ %1764, %1758 ], [ %1771, %1765 ], [ %1774, %1772 ], [ %1738, %1737 ], [ %1757, %1756 ], [ %1553, %1719 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1776, ptr align 1 %1562, <16 x i1> %1564)
  %1777 = add nsw i64 %359, %1480
  %1778 = getelementptr inbounds float, ptr %324, i64 %1777
  %1779 = getelementptr inbounds float, ptr %322, i64 %1777
  switch i64 %206, label %1009 [
    i64 1, label %1794
    i64 2, label %1787
    i64 3, label %1780
    i64 0, label %1835
  ]

1780:                                             ; preds = %1775
  %1781 = bitcast <16 x float> %1554 to <8 x i64>
  %1782 = and <8 x i64> %1781, %59
  %1783 = fcmp oeq <16 x float> %1554, %38
  %1784 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1554, i32 4)
  %1785 = bitcast <8 x i64> %1782 to <16 x float>
  %1786 = select <16 x i1> %1783, <16 x float> %1785, <16 x float> %1784
  br label %1797

1787:                                             ; preds = %1775
  %1788 = bitcast <16 x float> %1554 to <8 x i64>
  %1789 = or <8 x i64> %1788, %60
  %1790 = fcmp oeq <16 x float> %1554, %41
  %1791 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1554, i32 4)
  %1792 = bitcast <8 x i64> %1789 to <16 x float>
  %1793 = select <16 x i1> %1790, <16 x float> %1792, <16 x float> %1791
  br label %1797

1794:                                             ; preds = %1775
  %1795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1779, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1796 = fadd <16 x float> %1554, %1795
  br label %1797

1797:                                             ; preds = %1794, %1787, %1780
  %1798 = phi <16 x float> [ %1796, %1794 ], [ %1793, %1787 ], [ %1786, %1780 ]
  switch i64 %208, label %1009 [
    i64 1, label %1813
    i64 2, label %1806
    i64 3, label %1799
    i64 0, label %1835
  ]

1799:                                             ; preds = %1797
  %1800 = bitcast <16 x float> %1798 to <8 x i64>
  %1801 = and <8 x i64> %1800, %59
  %1802 = fcmp oeq <16 x float> %1798, %38
  %1803 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1798, i32 4)
  %1804 = bitcast <8 x i64> %1801 to <16 x float>
  %1805 = select <16 x i1> %1802, <16 x float> %1804, <16 x float> %1803
  br label %1816

1806:                                             ; preds = %1797
  %1807 = bitcast <16 x float> %1798 to <8 x i64>
  %1808 = or <8 x i64> %1807, %60
  %1809 = fcmp oeq <16 x float> %1798, %41
  %1810 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1798, i32 4)
  %1811 = bitcast <8 x i64> %1808 to <16 x float>
  %1812 = select <16 x i1> %1809, <16 x float> %1811, <16 x float> %1810
  br label %1816

1813:                                             ; preds = %1797
  %1814 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1779, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1815 = fadd <16 x float> %1798, %1814
  br label %1816

1816:                                             ; preds = %1813, %1806, %1799
  %1817 = phi <16 x float> [ %1815, %1813 ], [ %1812, %1806 ], [ %1805, %1799 ]
  switch i64 %210, label %1009 [
    i64 1, label %1832
    i64 2, label %1825
    i64 3, label %1818
    i64 0, label %1835
  ]

1818:                                             ; preds = %1816
  %1819 = bitcast <16 x float> %1817 to <8 x i64>
  %1820 = and <8 x i64> %1819, %59
  %1821 = fcmp oeq <16 x float> %1817, %38
  %1822 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1817, i32 4)
  %1823 = bitcast <8 x i64> %1820 to <16 x float>
  %1824 = select <16 x i1> %1821, <16 x float> %1823, <16 x float> %1822
  br label %1835

1825:                                             ; preds = %1816
  %1826 = bitcast <16 x float> %1817 to <8 x i64>
  %1827 = or <8 x i64> %1826, %60
  %1828 = fcmp oeq <16 x float> %1817, %41
  %1829 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1817, i32 4)
  %1830 = bitcast <8 x i64> %1827 to <16 x float>
  %1831 = select <16 x i1> %1828, <16 x float> %1830, <16 x float> %1829
  br label %1835

1832:                                             ; preds = %1816
  %1833 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1779, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1834 = fadd <16 x float> %1817, %1833
  br label %1835

1835:                                             ; preds = %1775, %1797, %1816, %1832, %1825, %1818
  %1836 = phi <16 x float> [ %1824, %1818 ], [ %1831, %1825 ], [ %1834, %1832 ], [ %1798, %1797 ], [ %1817, %1816 ], [ %1554, %1775 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1836, ptr align 1 %1778, <16 x i1> %1564)
  %1837 = add nsw i64 %361, %1480
  %1838 = getelementptr inbounds float, ptr %324, i64 %1837
  %1839 = getelementptr inbounds float, ptr %322, i64 %1837
  switch i64 %211, label %1009 [
    i64 1, label %1854
    i64 2, label %1847
    i64 3, label %1840
    i64 0, label %1895
  ]

1840:                                             ; preds = %1835
  %1841 = bitcast <16 x float> %1555 to <8 x i64>
  %1842 = and <8 x i64> %1841, %59
  %1843 = fcmp oeq <16 x float> %1555, %38
  %1844 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1555, i32 4)
  %1845 = bitcast <8 x i64> %1842 to <16 x float>
  %1846 = select <16 x i1> %1843, <16 x float> %1845, <16 x float> %1844
  br label %1857

1847:                                             ; preds = %1835
  %1848 = bitcast <16 x float> %1555 to <8 x i64>
  %1849 = or <8 x i64> %1848, %60
  %1850 = fcmp oeq <16 x float> %1555, %41
  %1851 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1555, i32 4)
  %1852 = bitcast <8 x i64> %1849 to <16 x float>
  %1853 = select <16 x i1> %1850, <16 x float> %1852, <16 x float> %1851
  br label %1857

1854:                                             ; preds = %1835
  %1855 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1839, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1856 = fadd <16 x float> %1555, %1855
  br label %1857

1857:                                             ; preds = %1854, %1847, %1840
  %1858 = phi <16 x float> [ %1856, %1854 ], [ %1853, %1847 ], [ %1846, %1840 ]
  switch i64 %213, label %1009 [
    i64 1, label %1873
    i64 2, label %1866
    i64 3, label %1859
    i64 0, label %1895
  ]

1859:                                             ; preds = %1857
  %1860 = bitcast <16 x float> %1858 to <8 x i64>
  %1861 = and <8 x i64> %1860, %59
  %1862 = fcmp oeq <16 x float> %1858, %38
  %1863 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1858, i32 4)
  %1864 = bitcast <8 x i64> %1861 to <16 x float>
  %1865 = select <16 x i1> %1862, <16 x float> %1864, <16 x float> %1863
  br label %1876

1866:                                             ; preds = %1857
  %1867 = bitcast <16 x float> %1858 to <8 x i64>
  %1868 = or <8 x i64> %1867, %60
  %1869 = fcmp oeq <16 x float> %1858, %41
  %1870 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1858, i32 4)
  %1871 = bitcast <8 x i64> %1868 to <16 x float>
  %1872 = select <16 x i1> %1869, <16 x float> %1871, <16 x float> %1870
  br label %1876

1873:                                             ; preds = %1857
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1839, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1875 = fadd <16 x float> %1858, %1874
  br label %1876

1876:                                             ; preds = %1873, %1866, %1859
  %1877 = phi <16 x float> [ %1875, %1873 ], [ %1872, %1866 ], [ %1865, %1859 ]
  switch i64 %215, label %1009 [
    i64 1, label %1892
    i64 2, label %1885
    i64 3, label %1878
    i64 0, label %1895
  ]

1878:                                             ; preds = %1876
  %1879 = bitcast <16 x float> %1877 to <8 x i64>
  %1880 = and <8 x i64> %1879, %59
  %1881 = fcmp oeq <16 x float> %1877, %38
  %1882 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1877, i32 4)
  %1883 = bitcast <8 x i64> %1880 to <16 x float>
  %1884 = select <16 x i1> %1881, <16 x float> %1883, <16 x float> %1882
  br label %1895

1885:                                             ; preds = %1876
  %1886 = bitcast <16 x float> %1877 to <8 x i64>
  %1887 = or <8 x i64> %1886, %60
  %1888 = fcmp oeq <16 x float> %1877, %41
  %1889 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1877, i32 4)
  %1890 = bitcast <8 x i64> %1887 to <16 x float>
  %1891 = select <16 x i1> %1888, <16 x float> %1890, <16 x float> %1889
  br label %1895

1892:                                             ; preds = %1876
  %1893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1839, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1894 = fadd <16 x float> %1877, %1893
  br label %1895

1895:                                             ; preds = %1835, %1857, %1876, %1892, %1885, %1878
  %1896 = phi <16 x float> [ %1884, %1878 ], [ %1891, %1885 ], [ %1894, %1892 ], [ %1858, %1857 ], [ %1877, %1876 ], [ %1555, %1835 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1896, ptr align 1 %1838, <16 x i1> %1564)
  %1897 = add nsw i64 %363, %1480
  %1898 = getelementptr inbounds float, ptr %324, i64 %1897
  %1899 = getelementptr inbounds float, ptr %322, i64 %1897
  switch i64 %216, label %1009 [
    i64 1, label %1914
    i64 2, label %1907
    i64 3, label %1900
    i64 0, label %1955
  ]

1900:                                             ; preds = %1895
  %1901 = bitcast <16 x float> %1556 to <8 x i64>
  %1902 = and <8 x i64> %1901, %59
  %1903 = fcmp oeq <16 x float> %1556, %38
  %1904 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1556, i32 4)
  %1905 = bitcast <8 x i64> %1902 to <16 x float>
  %1906 = select <16 x i1> %1903, <16 x float> %1905, <16 x float> %1904
  br label %1917

1907:                                             ; preds = %1895
  %1908 = bitcast <16 x float> %1556 to <8 x i64>
  %1909 = or <8 x i64> %1908, %60
  %1910 = fcmp oeq <16 x float> %1556, %41
  %1911 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1556, i32 4)
  %1912 = bitcast <8 x i64> %1909 to <16 x float>
  %1913 = select <16 x i1> %1910, <16 x float> %1912, <16 x float> %1911
  br label %1917

1914:                                             ; preds = %1895
  %1915 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1899, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1916 = fadd <16 x float> %1556, %1915
  br label %1917

1917:                                             ; preds = %1914, %1907, %1900
  %1918 = phi <16 x float> [ %1916, %1914 ], [ %1913, %1907 ], [ %1906, %1900 ]
  switch i64 %218, label %1009 [
    i64 1, label %1933
    i64 2, label %1926
    i64 3, label %1919
    i64 0, label %1955
  ]

1919:                                             ; preds = %1917
  %1920 = bitcast <16 x float> %1918 to <8 x i64>
  %1921 = and <8 x i64> %1920, %59
  %1922 = fcmp oeq <16 x float> %1918, %38
  %1923 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1918, i32 4)
  %1924 = bitcast <8 x i64> %1921 to <16 x float>
  %1925 = select <16 x i1> %1922, <16 x float> %1924, <16 x float> %1923
  br label %1936

1926:                                             ; preds = %1917
  %1927 = bitcast <16 x float> %1918 to <8 x i64>
  %1928 = or <8 x i64> %1927, %60
  %1929 = fcmp oeq <16 x float> %1918, %41
  %1930 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1918, i32 4)
  %1931 = bitcast <8 x i64> %1928 to <16 x float>
  %1932 = select <16 x i1> %1929, <16 x float> %1931, <16 x float> %1930
  br label %1936

1933:                                             ; preds = %1917
  %1934 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1899, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1935 = fadd <16 x float> %1918, %1934
  br label %1936

1936:                                             ; preds = %1933, %1926, %1919
  %1937 = phi <16 x float> [ %1935, %1933 ], [ %1932, %1926 ], [ %1925, %1919 ]
  switch i64 %220, label %1009 [
    i64 1, label %1952
    i64 2, label %1945
    i64 3, label %1938
    i64 0, label %1955
  ]

1938:                                             ; preds = %1936
  %1939 = bitcast <16 x float> %1937 to <8 x i64>
  %1940 = and <8 x i64> %1939, %59
  %1941 = fcmp oeq <16 x float> %1937, %38
  %1942 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1937, i32 4)
  %1943 = bitcast <8 x i64> %1940 to <16 x float>
  %1944 = select <16 x i1> %1941, <16 x float> %1943, <16 x float> %1942
  br label %1955

1945:                                             ; preds = %1936
  %1946 = bitcast <16 x float> %1937 to <8 x i64>
  %1947 = or <8 x i64> %1946, %60
  %1948 = fcmp oeq <16 x float> %1937, %41
  %1949 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1937, i32 4)
  %1950 = bitcast <8 x i64> %1947 to <16 x float>
  %1951 = select <16 x i1> %1948, <16 x float> %1950, <16 x float> %1949
  br label %1955

1952:                                             ; preds = %1936
  %1953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1899, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1954 = fadd <16 x float> %1937, %1953
  br label %1955

1955:                                             ; preds = %1895, %1917, %1936, %1952, %1945, %1938
  %1956 = phi <16 x float> [ %1944, %1938 ], [ %1951, %1945 ], [ %1954, %1952 ], [ %1918, %1917 ], [ %1937, %1936 ], [ %1556, %1895 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1956, ptr align 1 %1898, <16 x i1> %1564)
  %1957 = add nsw i64 %365, %1480
  %1958 = getelementptr inbounds float, ptr %324, i64 %1957
  %1959 = getelementptr inbounds float, ptr %322, i64 %1957
  switch i64 %221, label %1009 [
    i64 1, label %1974
    i64 2, label %1967
    i64 3, label %1960
    i64 0, label %2015
  ]

1960:                                             ; preds = %1955
  %1961 = bitcast <16 x float> %1557 to <8 x i64>
  %1962 = and <8 x i64> %1961, %59
  %1963 = fcmp oeq <16 x float> %1557, %38
  %1964 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1557, i32 4)
  %1965 = bitcast <8 x i64> %1962 to <16 x float>
  %1966 = select <16 x i1> %1963, <16 x float> %1965, <16 x float> %1964
  br label %1977

1967:                                             ; preds = %1955
  %1968 = bitcast <16 x float> %1557 to <8 x i64>
  %1969 = or <8 x i64> %1968, %60
  %1970 = fcmp oeq <16 x float> %1557, %41
  %1971 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1557, i32 4)
  %1972 = bitcast <8 x i64> %1969 to <16 x float>
  %1973 = select <16 x i1> %1970, <16 x float> %1972, <16 x float> %1971
  br label %1977

1974:                                             ; preds = %1955
  %1975 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1959, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1976 = fadd <16 x float> %1557, %1975
  br label %1977

1977:                                             ; preds = %1974, %1967, %1960
  %1978 = phi <16 x float> [ %1976, %1974 ], [ %1973, %1967 ], [ %1966, %1960 ]
  switch i64 %223, label %1009 [
    i64 1, label %1993
    i64 2, label %1986
    i64 3, label %1979
    i64 0, label %2015
  ]

1979:                                             ; preds = %1977
  %1980 = bitcast <16 x float> %1978 to <8 x i64>
  %1981 = and <8 x i64> %1980, %59
  %1982 = fcmp oeq <16 x float> %1978, %38
  %1983 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1978, i32 4)
  %1984 = bitcast <8 x i64> %1981 to <16 x float>
  %1985 = select <16 x i1> %1982, <16 x float> %1984, <16 x float> %1983
  br label %1996

1986:                                             ; preds = %1977
  %1987 = bitcast <16 x float> %1978 to <8 x i64>
  %1988 = or <8 x i64> %1987, %60
  %1989 = fcmp oeq <16 x float> %1978, %41
  %1990 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1978, i32 4)
  %1991 = bitcast <8 x i64> %1988 to <16 x float>
  %1992 = select <16 x i1> %1989, <16 x float> %1991, <16 x float> %1990
  br label %1996

1993:                                             ; preds = %1977
  %1994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1959, <16 x i1> %1564, <16 x float> zeroinitializer)
  %1995 = fadd <16 x float> %1978, %1994
  br label %1996

1996:                                             ; preds = %1993, %1986, %1979
  %1997 = phi <16 x float> [ %1995, %1993 ], [ %1992, %1986 ], [ %1985, %1979 ]
  switch i64 %225, label %1009 [
    i64 1, label %2012
    i64 2, label %2005
    i64 3, label %1998
    i64 0, label %2015
  ]

1998:                                             ; preds = %1996
  %1999 = bitcast <16 x float> %1997 to <8 x i64>
  %2000 = and <8 x i64> %1999, %59
  %2001 = fcmp oeq <16 x float> %1997, %38
  %2002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1997, i32 4)
  %2003 = bitcast <8 x i64> %2000 to <16 x float>
  %2004 = select <16 x i1> %2001, <16 x float> %2003, <16 x float> %2002
  br label %2015

2005:                                             ; preds = %1996
  %2006 = bitcast <16 x float> %1997 to <8 x i64>
  %2007 = or <8 x i64> %2006, %60
  %2008 = fcmp oeq <16 x float> %1997, %41
  %2009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1997, i32 4)
  %2010 = bitcast <8 x i64> %2007 to <16 x float>
  %2011 = select <16 x i1> %2008, <16 x float> %2010, <16 x float> %2009
  br label %2015

2012:                                             ; preds = %1996
  %2013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1959, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2014 = fadd <16 x float> %1997, %2013
  br label %2015

2015:                                             ; preds = %1955, %1977, %1996, %2012, %2005, %1998
  %2016 = phi <16 x float> [ %2004, %1998 ], [ %2011, %2005 ], [ %2014, %2012 ], [ %1978, %1977 ], [ %1997, %1996 ], [ %1557, %1955 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2016, ptr align 1 %1958, <16 x i1> %1564)
  %2017 = add nsw i64 %367, %1480
  %2018 = getelementptr inbounds float, ptr %324, i64 %2017
  %2019 = getelementptr inbounds float, ptr %322, i64 %2017
  switch i64 %226, label %1009 [
    i64 1, label %2034
    i64 2, label %2027
    i64 3, label %2020
    i64 0, label %2075
  ]

2020:                                             ; preds = %2015
  %2021 = bitcast <16 x float> %1558 to <8 x i64>
  %2022 = and <8 x i64> %2021, %59
  %2023 = fcmp oeq <16 x float> %1558, %38
  %2024 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1558, i32 4)
  %2025 = bitcast <8 x i64> %2022 to <16 x float>
  %2026 = select <16 x i1> %2023, <16 x float> %2025, <16 x float> %2024
  br label %2037

2027:                                             ; preds = %2015
  %2028 = bitcast <16 x float> %1558 to <8 x i64>
  %2029 = or <8 x i64> %2028, %60
  %2030 = fcmp oeq <16 x float> %1558, %41
  %2031 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1558, i32 4)
  %2032 = bitcast <8 x i64> %2029 to <16 x float>
  %2033 = select <16 x i1> %2030, <16 x float> %2032, <16 x float> %2031
  br label %2037

2034:                                             ; preds = %2015
  %2035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2019, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2036 = fadd <16 x float> %1558, %2035
  br label %2037

2037:                                             ; preds = %2034, %2027, %2020
  %2038 = phi <16 x float> [ %2036, %2034 ], [ %2033, %2027 ], [ %2026, %2020 ]
  switch i64 %228, label %1009 [
    i64 1, label %2053
    i64 2, label %2046
    i64 3, label %2039
    i64 0, label %2075
  ]

2039:                                             ; preds = %2037
  %2040 = bitcast <16 x float> %2038 to <8 x i64>
  %2041 = and <8 x i64> %2040, %59
  %2042 = fcmp oeq <16 x float> %2038, %38
  %2043 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2038, i32 4)
  %2044 = bitcast <8 x i64> %2041 to <16 x float>
  %2045 = select <16 x i1> %2042, <16 x float> %2044, <16 x float> %2043
  br label %2056

2046:                                             ; preds = %2037
  %2047 = bitcast <16 x float> %2038 to <8 x i64>
  %2048 = or <8 x i64> %2047, %60
  %2049 = fcmp oeq <16 x float> %2038, %41
  %2050 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2038, i32 4)
  %2051 = bitcast <8 x i64> %2048 to <16 x float>
  %2052 = select <16 x i1> %2049, <16 x float> %2051, <16 x float> %2050
  br label %2056

2053:                                             ; preds = %2037
  %2054 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2019, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2055 = fadd <16 x float> %2038, %2054
  br label %2056

2056:                                             ; preds = %2053, %2046, %2039
  %2057 = phi <16 x float> [ %2055, %2053 ], [ %2052, %2046 ], [ %2045, %2039 ]
  switch i64 %230, label %1009 [
    i64 1, label %2072
    i64 2, label %2065
    i64 3, label %2058
    i64 0, label %2075
  ]

2058:                                             ; preds = %2056
  %2059 = bitcast <16 x float> %2057 to <8 x i64>
  %2060 = and <8 x i64> %2059, %59
  %2061 = fcmp oeq <16 x float> %2057, %38
  %2062 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2057, i32 4)
  %2063 = bitcast <8 x i64> %2060 to <16 x float>
  %2064 = select <16 x i1> %2061, <16 x float> %2063, <16 x float> %2062
  br label %2075

2065:                                             ; preds = %2056
  %2066 = bitcast <16 x float> %2057 to <8 x i64>
  %2067 = or <8 x i64> %2066, %60
  %2068 = fcmp oeq <16 x float> %2057, %41
  %2069 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2057, i32 4)
  %2070 = bitcast <8 x i64> %2067 to <16 x float>
  %2071 = select <16 x i1> %2068, <16 x float> %2070, <16 x float> %2069
  br label %2075

2072:                                             ; preds = %2056
  %2073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2019, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2074 = fadd <16 x float> %2057, %2073
  br label %2075

2075:                                             ; preds = %2015, %2037, %2056, %2072, %2065, %2058
  %2076 = phi <16 x float> [ %2064, %2058 ], [ %2071, %2065 ], [ %2074, %2072 ], [ %2038, %2037 ], [ %2057, %2056 ], [ %1558, %2015 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2076, ptr align 1 %2018, <16 x i1> %1564)
  %2077 = add nsw i64 %369, %1480
  %2078 = getelementptr inbounds float, ptr %324, i64 %2077
  %2079 = getelementptr inbounds float, ptr %322, i64 %2077
  switch i64 %231, label %1009 [
    i64 1, label %2094
    i64 2, label %2087
    i64 3, label %2080
    i64 0, label %2135
  ]

2080:                                             ; preds = %2075
  %2081 = bitcast <16 x float> %1559 to <8 x i64>
  %2082 = and <8 x i64> %2081, %59
  %2083 = fcmp oeq <16 x float> %1559, %38
  %2084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1559, i32 4)
  %2085 = bitcast <8 x i64> %2082 to <16 x float>
  %2086 = select <16 x i1> %2083, <16 x float> %2085, <16 x float> %2084
  br label %2097

2087:                                             ; preds = %2075
  %2088 = bitcast <16 x float> %1559 to <8 x i64>
  %2089 = or <8 x i64> %2088, %60
  %2090 = fcmp oeq <16 x float> %1559, %41
  %2091 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1559, i32 4)
  %2092 = bitcast <8 x i64> %2089 to <16 x float>
  %2093 = select <16 x i1> %2090, <16 x float> %2092, <16 x float> %2091
  br label %2097

2094:                                             ; preds = %2075
  %2095 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2079, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2096 = fadd <16 x float> %1559, %2095
  br label %2097

2097:                                             ; preds = %2094, %2087, %2080
  %2098 = phi <16 x float> [ %2096, %2094 ], [ %2093, %2087 ], [ %2086, %2080 ]
  switch i64 %233, label %1009 [
    i64 1, label %2113
    i64 2, label %2106
    i64 3, label %2099
    i64 0, label %2135
  ]

2099:                                             ; preds = %2097
  %2100 = bitcast <16 x float> %2098 to <8 x i64>
  %2101 = and <8 x i64> %2100, %59
  %2102 = fcmp oeq <16 x float> %2098, %38
  %2103 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2098, i32 4)
  %2104 = bitcast <8 x i64> %2101 to <16 x float>
  %2105 = select <16 x i1> %2102, <16 x float> %2104, <16 x float> %2103
  br label %2116

2106:                                             ; preds = %2097
  %2107 = bitcast <16 x float> %2098 to <8 x i64>
  %2108 = or <8 x i64> %2107, %60
  %2109 = fcmp oeq <16 x float> %2098, %41
  %2110 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2098, i32 4)
  %2111 = bitcast <8 x i64> %2108 to <16 x float>
  %2112 = select <16 x i1> %2109, <16 x float> %2111, <16 x float> %2110
  br label %2116

2113:                                             ; preds = %2097
  %2114 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2079, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2115 = fadd <16 x float> %2098, %2114
  br label %2116

2116:                                             ; preds = %2113, %2106, %2099
  %2117 = phi <16 x float> [ %2115, %2113 ], [ %2112, %2106 ], [ %2105, %2099 ]
  switch i64 %235, label %1009 [
    i64 1, label %2132
    i64 2, label %2125
    i64 3, label %2118
    i64 0, label %2135
  ]

2118:                                             ; preds = %2116
  %2119 = bitcast <16 x float> %2117 to <8 x i64>
  %2120 = and <8 x i64> %2119, %59
  %2121 = fcmp oeq <16 x float> %2117, %38
  %2122 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2117, i32 4)
  %2123 = bitcast <8 x i64> %2120 to <16 x float>
  %2124 = select <16 x i1> %2121, <16 x float> %2123, <16 x float> %2122
  br label %2135

2125:                                             ; preds = %2116
  %2126 = bitcast <16 x float> %2117 to <8 x i64>
  %2127 = or <8 x i64> %2126, %60
  %2128 = fcmp oeq <16 x float> %2117, %41
  %2129 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2117, i32 4)
  %2130 = bitcast <8 x i64> %2127 to <16 x float>
  %2131 = select <16 x i1> %2128, <16 x float> %2130, <16 x float> %2129
  br label %2135

2132:                                             ; preds = %2116
  %2133 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2079, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2134 = fadd <16 x float> %2117, %2133
  br label %2135

2135:                                             ; preds = %2075, %2097, %2116, %2132, %2125, %2118
  %2136 = phi <16 x float> [ %2124, %2118 ], [ %2131, %2125 ], [ %2134, %2132 ], [ %2098, %2097 ], [ %2117, %2116 ], [ %1559, %2075 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2136, ptr align 1 %2078, <16 x i1> %1564)
  %2137 = add nsw i64 %371, %1480
  %2138 = getelementptr inbounds float, ptr %324, i64 %2137
  %2139 = getelementptr inbounds float, ptr %322, i64 %2137
  switch i64 %236, label %1009 [
    i64 1, label %2154
    i64 2, label %2147
    i64 3, label %2140
    i64 0, label %2203
  ]

2140:                                             ; preds = %2135
  %2141 = bitcast <16 x float> %1560 to <8 x i64>
  %2142 = and <8 x i64> %2141, %59
  %2143 = fcmp oeq <16 x float> %1560, %38
  %2144 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %1560, i32 4)
  %2145 = bitcast <8 x i64> %2142 to <16 x float>
  %2146 = select <16 x i1> %2143, <16 x float> %2145, <16 x float> %2144
  br label %2157

2147:                                             ; preds = %2135
  %2148 = bitcast <16 x float> %1560 to <8 x i64>
  %2149 = or <8 x i64> %2148, %60
  %2150 = fcmp oeq <16 x float> %1560, %41
  %2151 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %1560, i32 4)
  %2152 = bitcast <8 x i64> %2149 to <16 x float>
  %2153 = select <16 x i1> %2150, <16 x float> %2152, <16 x float> %2151
  br label %2157

2154:                                             ; preds = %2135
  %2155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2139, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2156 = fadd <16 x float> %1560, %2155
  br label %2157

2157:                                             ; preds = %2154, %2147, %2140
  %2158 = phi <16 x float> [ %2156, %2154 ], [ %2153, %2147 ], [ %2146, %2140 ]
  switch i64 %238, label %1009 [
    i64 1, label %2173
    i64 2, label %2166
    i64 3, label %2159
    i64 0, label %2203
  ]

2159:                                             ; preds = %2157
  %2160 = bitcast <16 x float> %2158 to <8 x i64>
  %2161 = and <8 x i64> %2160, %59
  %2162 = fcmp oeq <16 x float> %2158, %38
  %2163 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2158, i32 4)
  %2164 = bitcast <8 x i64> %2161 to <16 x float>
  %2165 = select <16 x i1> %2162, <16 x float> %2164, <16 x float> %2163
  br label %2176

2166:                                             ; preds = %2157
  %2167 = bitcast <16 x float> %2158 to <8 x i64>
  %2168 = or <8 x i64> %2167, %60
  %2169 = fcmp oeq <16 x float> %2158, %41
  %2170 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2158, i32 4)
  %2171 = bitcast <8 x i64> %2168 to <16 x float>
  %2172 = select <16 x i1> %2169, <16 x float> %2171, <16 x float> %2170
  br label %2176

2173:                                             ; preds = %2157
  %2174 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2139, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2175 = fadd <16 x float> %2158, %2174
  br label %2176

2176:                                             ; preds = %2173, %2166, %2159
  %2177 = phi <16 x float> [ %2175, %2173 ], [ %2172, %2166 ], [ %2165, %2159 ]
  switch i64 %240, label %1009 [
    i64 1, label %2192
    i64 2, label %2185
    i64 3, label %2178
    i64 0, label %2203
  ]

2178:                                             ; preds = %2176
  %2179 = bitcast <16 x float> %2177 to <8 x i64>
  %2180 = and <8 x i64> %2179, %59
  %2181 = fcmp oeq <16 x float> %2177, %38
  %2182 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2177, i32 4)
  %2183 = bitcast <8 x i64> %2180 to <16 x float>
  %2184 = select <16 x i1> %2181, <16 x float> %2183, <16 x float> %2182
  br label %2203

2185:                                             ; preds = %2176
  %2186 = bitcast <16 x float> %2177 to <8 x i64>
  %2187 = or <8 x i64> %2186, %60
  %2188 = fcmp oeq <16 x float> %2177, %41
  %2189 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2177, i32 4)
  %2190 = bitcast <8 x i64> %2187 to <16 x float>
  %2191 = select <16 x i1> %2188, <16 x float> %2190, <16 x float> %2189
  br label %2203

2192:                                             ; preds = %2176
  %2193 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2139, <16 x i1> %1564, <16 x float> zeroinitializer)
  %2194 = fadd <16 x float> %2177, %2193
  br label %2203

2195:                                             ; preds = %1552
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1553, ptr align 1 %1562, <16 x i1> %1564)
  %2196 = getelementptr float, ptr %585, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1554, ptr align 1 %2196, <16 x i1> %1564)
  %2197 = getelementptr float, ptr %586, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1555, ptr align 1 %2197, <16 x i1> %1564)
  %2198 = getelementptr float, ptr %587, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1556, ptr align 1 %2198, <16 x i1> %1564)
  %2199 = getelementptr float, ptr %588, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1557, ptr align 1 %2199, <16 x i1> %1564)
  %2200 = getelementptr float, ptr %589, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1558, ptr align 1 %2200, <16 x i1> %1564)
  %2201 = getelementptr float, ptr %590, i64 %1480
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1559, ptr align 1 %2201, <16 x i1> %1564)
  %2202 = getelementptr float, ptr %591, i64 %1480
  br label %2203

2203:                                             ; preds = %2135, %2157, %2176, %2192, %2185, %2178, %2195
  %2204 = phi ptr [ %2202, %2195 ], [ %2138, %2178 ], [ %2138, %2185 ], [ %2138, %2192 ], [ %2138, %2176 ], [ %2138, %2157 ], [ %2138, %2135 ]
  %2205 = phi <16 x float> [ %1560, %2195 ], [ %2184, %2178 ], [ %2191, %2185 ], [ %2194, %2192 ], [ %2177, %2176 ], [ %2158, %2157 ], [ %1560, %2135 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2205, ptr align 1 %2204, <16 x i1> %1564)
  br label %10625

2206:                                             ; preds = %762
  %2207 = add i64 %603, %10
  %2208 = icmp sgt i64 %2207, 15
  %2209 = trunc i64 %2207 to i32
  %2210 = shl nsw i32 -1, %2209
  %2211 = trunc i32 %2210 to i16
  %2212 = xor i16 %2211, -1
  %2213 = select i1 %2208, i16 -1, i16 %2212
  %2214 = add i64 %2207, -16
  %2215 = icmp sgt i64 %2214, 15
  %2216 = trunc i64 %2214 to i32
  %2217 = shl nsw i32 -1, %2216
  %2218 = trunc i32 %2217 to i16
  %2219 = xor i16 %2218, -1
  %2220 = select i1 %2215, i16 -1, i16 %2219
  %2221 = add nsw i64 %604, %330
  %2222 = getelementptr float, ptr %319, i64 %2221
  %2223 = bitcast i16 %2213 to <16 x i1>
  %2224 = bitcast i16 %2220 to <16 x i1>
  br i1 %53, label %2234, label %2228

2225:                                             ; preds = %2337
  %2226 = add nuw i64 %604, 16
  %2227 = sub i64 %10, %2226
  br label %2363

2228:                                             ; preds = %2206
  %2229 = load float, ptr %333, align 4
  %2230 = insertelement <16 x float> poison, float %2229, i64 0
  %2231 = shufflevector <16 x float> %2230, <16 x float> poison, <16 x i32> zeroinitializer
  %2232 = insertelement <16 x float> poison, float %2229, i64 0
  %2233 = shufflevector <16 x float> %2232, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2239

2234:                                             ; preds = %2206
  %2235 = getelementptr float, ptr %2222, i64 %548
  %2236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2235, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2237 = getelementptr inbounds nuw i8, ptr %2235, i64 64
  %2238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2237, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2239

2239:                                             ; preds = %2234, %2228
  %2240 = phi <16 x float> [ %2236, %2234 ], [ %2231, %2228 ]
  %2241 = phi <16 x float> [ %2238, %2234 ], [ %2233, %2228 ]
  br i1 %53, label %2248, label %2242

2242:                                             ; preds = %2239
  %2243 = load float, ptr %549, align 4
  %2244 = insertelement <16 x float> poison, float %2243, i64 0
  %2245 = shufflevector <16 x float> %2244, <16 x float> poison, <16 x i32> zeroinitializer
  %2246 = insertelement <16 x float> poison, float %2243, i64 0
  %2247 = shufflevector <16 x float> %2246, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2253

2248:                                             ; preds = %2239
  %2249 = getelementptr float, ptr %2222, i64 %551
  %2250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2249, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2251 = getelementptr inbounds nuw i8, ptr %2249, i64 64
  %2252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2251, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2253

2253:                                             ; preds = %2248, %2242
  %2254 = phi <16 x float> [ %2250, %2248 ], [ %2245, %2242 ]
  %2255 = phi <16 x float> [ %2252, %2248 ], [ %2247, %2242 ]
  br i1 %53, label %2262, label %2256

2256:                                             ; preds = %2253
  %2257 = load float, ptr %552, align 4
  %2258 = insertelement <16 x float> poison, float %2257, i64 0
  %2259 = shufflevector <16 x float> %2258, <16 x float> poison, <16 x i32> zeroinitializer
  %2260 = insertelement <16 x float> poison, float %2257, i64 0
  %2261 = shufflevector <16 x float> %2260, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2267

2262:                                             ; preds = %2253
  %2263 = getelementptr float, ptr %2222, i64 %554
  %2264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2263, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2265 = getelementptr inbounds nuw i8, ptr %2263, i64 64
  %2266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2265, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2267

2267:                                             ; preds = %2262, %2256
  %2268 = phi <16 x float> [ %2264, %2262 ], [ %2259, %2256 ]
  %2269 = phi <16 x float> [ %2266, %2262 ], [ %2261, %2256 ]
  br i1 %53, label %2276, label %2270

2270:                                             ; preds = %2267
  %2271 = load float, ptr %555, align 4
  %2272 = insertelement <16 x float> poison, float %2271, i64 0
  %2273 = shufflevector <16 x float> %2272, <16 x float> poison, <16 x i32> zeroinitializer
  %2274 = insertelement <16 x float> poison, float %2271, i64 0
  %2275 = shufflevector <16 x float> %2274, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2281

2276:                                             ; preds = %2267
  %2277 = getelementptr float, ptr %2222, i64 %557
  %2278 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2277, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2279 = getelementptr inbounds nuw i8, ptr %2277, i64 64
  %2280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2279, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2281

2281:                                             ; preds = %2276, %2270
  %2282 = phi <16 x float> [ %2278, %2276 ], [ %2273, %2270 ]
  %2283 = phi <16 x float> [ %2280, %2276 ], [ %2275, %2270 ]
  br i1 %53, label %2290, label %2284

2284:                                             ; preds = %2281
  %2285 = load float, ptr %558, align 4
  %2286 = insertelement <16 x float> poison, float %2285, i64 0
  %2287 = shufflevector <16 x float> %2286, <16 x float> poison, <16 x i32> zeroinitializer
  %2288 = insertelement <16 x float> poison, float %2285, i64 0
  %2289 = shufflevector <16 x float> %2288, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2295

2290:                                             ; preds = %2281
  %2291 = getelementptr float, ptr %2222, i64 %560
  %2292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2291, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2293 = getelementptr inbounds nuw i8, ptr %2291, i64 64
  %2294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2293, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2295

2295:                                             ; preds = %2290, %2284
  %2296 = phi <16 x float> [ %2292, %2290 ], [ %2287, %2284 ]
  %2297 = phi <16 x float> [ %2294, %2290 ], [ %2289, %2284 ]
  br i1 %53, label %2304, label %2298

2298:                                             ; preds = %2295
  %2299 = load float, ptr %561, align 4
  %2300 = insertelement <16 x float> poison, float %2299, i64 0
  %2301 = shufflevector <16 x float> %2300, <16 x float> poison, <16 x i32> zeroinitializer
  %2302 = insertelement <16 x float> poison, float %2299, i64 0
  %2303 = shufflevector <16 x float> %2302, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2309

2304:                                             ; preds = %2295
  %2305 = getelementptr float, ptr %2222, i64 %563
  %2306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2305, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2307 = getelementptr inbounds nuw i8, ptr %2305, i64 64
  %2308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2307, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2309

2309:                                             ; preds = %2304, %2298
  %2310 = phi <16 x float> [ %2306, %2304 ], [ %2301, %2298 ]
  %2311 = phi <16 x float> [ %2308, %2304 ], [ %2303, %2298 ]
  br i1 %53, label %2318, label %2312

2312:                                             ; preds = %2309
  %2313 = load float, ptr %564, align 4
  %2314 = insertelement <16 x float> poison, float %2313, i64 0
  %2315 = shufflevector <16 x float> %2314, <16 x float> poison, <16 x i32> zeroinitializer
  %2316 = insertelement <16 x float> poison, float %2313, i64 0
  %2317 = shufflevector <16 x float> %2316, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2323

2318:                                             ; preds = %2309
  %2319 = getelementptr float, ptr %2222, i64 %566
  %2320 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2319, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2321 = getelementptr inbounds nuw i8, ptr %2319, i64 64
  %2322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2321, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2323

2323:                                             ; preds = %2318, %2312
  %2324 = phi <16 x float> [ %2320, %2318 ], [ %2315, %2312 ]
  %2325 = phi <16 x float> [ %2322, %2318 ], [ %2317, %2312 ]
  br i1 %53, label %2332, label %2326

2326:                                             ; preds = %2323
  %2327 = load float, ptr %567, align 4
  %2328 = insertelement <16 x float> poison, float %2327, i64 0
  %2329 = shufflevector <16 x float> %2328, <16 x float> poison, <16 x i32> zeroinitializer
  %2330 = insertelement <16 x float> poison, float %2327, i64 0
  %2331 = shufflevector <16 x float> %2330, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2337

2332:                                             ; preds = %2323
  %2333 = getelementptr float, ptr %2222, i64 %569
  %2334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2333, <16 x i1> %2223, <16 x float> zeroinitializer)
  %2335 = getelementptr inbounds nuw i8, ptr %2333, i64 64
  %2336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2335, <16 x i1> %2224, <16 x float> zeroinitializer)
  br label %2337

2337:                                             ; preds = %2332, %2326
  %2338 = phi <16 x float> [ %2334, %2332 ], [ %2329, %2326 ]
  %2339 = phi <16 x float> [ %2336, %2332 ], [ %2331, %2326 ]
  br i1 %55, label %2225, label %2340

2340:                                             ; preds = %2554, %2337
  %2341 = phi <16 x float> [ %2269, %2337 ], [ %2567, %2554 ]
  %2342 = phi <16 x float> [ %2268, %2337 ], [ %2568, %2554 ]
  %2343 = phi <16 x float> [ %2282, %2337 ], [ %2566, %2554 ]
  %2344 = phi <16 x float> [ %2255, %2337 ], [ %2569, %2554 ]
  %2345 = phi <16 x float> [ %2254, %2337 ], [ %2570, %2554 ]
  %2346 = phi <16 x float> [ %2283, %2337 ], [ %2565, %2554 ]
  %2347 = phi <16 x float> [ %2241, %2337 ], [ %2559, %2554 ]
  %2348 = phi <16 x float> [ %2240, %2337 ], [ %2560, %2554 ]
  %2349 = phi <16 x float> [ %2296, %2337 ], [ %2564, %2554 ]
  %2350 = phi <16 x float> [ %2297, %2337 ], [ %2563, %2554 ]
  %2351 = phi <16 x float> [ %2310, %2337 ], [ %2562, %2554 ]
  %2352 = phi <16 x float> [ %2311, %2337 ], [ %2561, %2554 ]
  %2353 = phi <16 x float> [ %2324, %2337 ], [ %2558, %2554 ]
  %2354 = phi <16 x float> [ %2325, %2337 ], [ %2557, %2554 ]
  %2355 = phi <16 x float> [ %2338, %2337 ], [ %2556, %2554 ]
  %2356 = phi <16 x float> [ %2339, %2337 ], [ %2555, %2554 ]
  %2357 = bitcast i16 %2213 to <16 x i1>
  %2358 = bitcast i16 %2220 to <16 x i1>
  %2359 = bitcast i16 %2213 to <16 x i1>
  %2360 = bitcast i16 %2220 to <16 x i1>
  %2361 = add nsw i64 %570, %2221
  %2362 = getelementptr inbounds float, ptr %324, i64 %2361
  br i1 %58, label %2690, label %2573

2363:                                             ; preds = %2225, %2554
  %2364 = phi <16 x float> [ %2555, %2554 ], [ %2339, %2225 ]
  %2365 = phi <16 x float> [ %2556, %2554 ], [ %2338, %2225 ]
  %2366 = phi <16 x float> [ %2557, %2554 ], [ %2325, %2225 ]
  %2367 = phi <16 x float> [ %2558, %2554 ], [ %2324, %2225 ]
  %2368 = phi <16 x float> [ %2559, %2554 ], [ %2241, %2225 ]
  %2369 = phi <16 x float> [ %2560, %2554 ], [ %2240, %2225 ]
  %2370 = phi <16 x float> [ %2561, %2554 ], [ %2311, %2225 ]
  %2371 = phi <16 x float> [ %2562, %2554 ], [ %2310, %2225 ]
  %2372 = phi <16 x float> [ %2563, %2554 ], [ %2297, %2225 ]
  %2373 = phi <16 x float> [ %2564, %2554 ], [ %2296, %2225 ]
  %2374 = phi <16 x float> [ %2565, %2554 ], [ %2283, %2225 ]
  %2375 = phi <16 x float> [ %2566, %2554 ], [ %2282, %2225 ]
  %2376 = phi <16 x float> [ %2567, %2554 ], [ %2269, %2225 ]
  %2377 = phi <16 x float> [ %2568, %2554 ], [ %2268, %2225 ]
  %2378 = phi <16 x float> [ %2569, %2554 ], [ %2255, %2225 ]
  %2379 = phi <16 x float> [ %2570, %2554 ], [ %2254, %2225 ]
  %2380 = phi i64 [ %2571, %2554 ], [ 0, %2225 ]
  %2381 = add i64 %332, %2380
  %2382 = icmp sgt i64 %2381, -1
  %2383 = icmp slt i64 %2381, %7
  %2384 = and i1 %2382, %2383
  br i1 %2384, label %2385, label %2554

2385:                                             ; preds = %2363
  %2386 = mul nsw i64 %2381, %8
  %2387 = getelementptr inbounds float, ptr %317, i64 %2386
  br i1 %56, label %2388, label %2554

2388:                                             ; preds = %2385
  %2389 = mul nuw nsw i64 %2380, %12
  %2390 = getelementptr inbounds nuw float, ptr %334, i64 %2389
  br label %2391

2391:                                             ; preds = %2388, %2446
  %2392 = phi <16 x float> [ %2364, %2388 ], [ %2447, %2446 ]
  %2393 = phi <16 x float> [ %2365, %2388 ], [ %2448, %2446 ]
  %2394 = phi <16 x float> [ %2366, %2388 ], [ %2449, %2446 ]
  %2395 = phi <16 x float> [ %2367, %2388 ], [ %2450, %2446 ]
  %2396 = phi <16 x float> [ %2368, %2388 ], [ %2451, %2446 ]
  %2397 = phi <16 x float> [ %2369, %2388 ], [ %2452, %2446 ]
  %2398 = phi <16 x float> [ %2370, %2388 ], [ %2453, %2446 ]
  %2399 = phi <16 x float> [ %2371, %2388 ], [ %2454, %2446 ]
  %2400 = phi <16 x float> [ %2372, %2388 ], [ %2455, %2446 ]
  %2401 = phi <16 x float> [ %2373, %2388 ], [ %2456, %2446 ]
  %2402 = phi <16 x float> [ %2374, %2388 ], [ %2457, %2446 ]
  %2403 = phi <16 x float> [ %2375, %2388 ], [ %2458, %2446 ]
  %2404 = phi <16 x float> [ %2376, %2388 ], [ %2459, %2446 ]
  %2405 = phi <16 x float> [ %2377, %2388 ], [ %2460, %2446 ]
  %2406 = phi <16 x float> [ %2378, %2388 ], [ %2461, %2446 ]
  %2407 = phi <16 x float> [ %2379, %2388 ], [ %2462, %2446 ]
  %2408 = phi i64 [ 0, %2388 ], [ %2463, %2446 ]
  %2409 = sub i64 %2408, %16
  %2410 = add i64 %2409, %604
  %2411 = add i64 %2409, %2226
  %2412 = getelementptr inbounds nuw float, ptr %2390, i64 %2408
  br i1 %57, label %2413, label %2446

2413:                                             ; preds = %2391
  %2414 = sub nsw i64 %8, %2411
  %2415 = tail call i64 @llvm.smin.i64(i64 %2414, i64 %2227)
  %2416 = tail call i64 @llvm.smin.i64(i64 %2415, i64 16)
  %2417 = icmp slt i64 %2411, 0
  %2418 = sub nsw i64 0, %2411
  %2419 = select i1 %2417, i64 %2418, i64 0
  %2420 = icmp sgt i64 %2416, %2419
  %2421 = trunc i64 %2419 to i32
  %2422 = shl nsw i32 -1, %2421
  %2423 = trunc i64 %2416 to i32
  %2424 = shl nsw i32 -1, %2423
  %2425 = xor i32 %2424, -1
  %2426 = and i32 %2422, %2425
  %2427 = trunc i32 %2426 to i16
  %2428 = select i1 %2420, i16 %2427, i16 0
  %2429 = sub nsw i64 %8, %2410
  %2430 = tail call i64 @llvm.smin.i64(i64 %2429, i64 %605)
  %2431 = tail call i64 @llvm.smin.i64(i64 %2430, i64 16)
  %2432 = icmp slt i64 %2410, 0
  %2433 = sub nsw i64 0, %2410
  %2434 = select i1 %2432, i64 %2433, i64 0
  %2435 = icmp sgt i64 %2431, %2434
  %2436 = trunc i64 %2434 to i32
  %2437 = shl nsw i32 -1, %2436
  %2438 = trunc i64 %2431 to i32
  %2439 = shl nsw i32 -1, %2438
  %2440 = xor i32 %2439, -1
  %2441 = and i32 %2437, %2440
  %2442 = trunc i32 %2441 to i16
  %2443 = select i1 %2435, i16 %2442, i16 0
  %2444 = bitcast i16 %2443 to <16 x i1>
  %2445 = bitcast i16 %2428 to <16 x i1>
  br label %2465

2446:                                             ; preds = %2465, %2391
  %2447 = phi <16 x float> [ %2392, %2391 ], [ %2551, %2465 ]
  %2448 = phi <16 x float> [ %2393, %2391 ], [ %2550, %2465 ]
  %2449 = phi <16 x float> [ %2394, %2391 ], [ %2543, %2465 ]
  %2450 = phi <16 x float> [ %2395, %2391 ], [ %2542, %2465 ]
  %2451 = phi <16 x float> [ %2396, %2391 ], [ %2495, %2465 ]
  %2452 = phi <16 x float> [ %2397, %2391 ], [ %2494, %2465 ]
  %2453 = phi <16 x float> [ %2398, %2391 ], [ %2535, %2465 ]
  %2454 = phi <16 x float> [ %2399, %2391 ], [ %2534, %2465 ]
  %2455 = phi <16 x float> [ %2400, %2391 ], [ %2527, %2465 ]
  %2456 = phi <16 x float> [ %2401, %2391 ], [ %2526, %2465 ]
  %2457 = phi <16 x float> [ %2402, %2391 ], [ %2519, %2465 ]
  %2458 = phi <16 x float> [ %2403, %2391 ], [ %2518, %2465 ]
  %2459 = phi <16 x float> [ %2404, %2391 ], [ %2511, %2465 ]
  %2460 = phi <16 x float> [ %2405, %2391 ], [ %2510, %2465 ]
  %2461 = phi <16 x float> [ %2406, %2391 ], [ %2503, %2465 ]
  %2462 = phi <16 x float> [ %2407, %2391 ], [ %2502, %2465 ]
  %2463 = add nuw nsw i64 %2408, 1
  %2464 = icmp eq i64 %2463, %12
  br i1 %2464, label %2554, label %2391

2465:                                             ; preds = %2413, %2465
  %2466 = phi <16 x float> [ %2551, %2465 ], [ %2392, %2413 ]
  %2467 = phi <16 x float> [ %2550, %2465 ], [ %2393, %2413 ]
  %2468 = phi <16 x float> [ %2543, %2465 ], [ %2394, %2413 ]
  %2469 = phi <16 x float> [ %2542, %2465 ], [ %2395, %2413 ]
  %2470 = phi <16 x float> [ %2495, %2465 ], [ %2396, %2413 ]
  %2471 = phi <16 x float> [ %2494, %2465 ], [ %2397, %2413 ]
  %2472 = phi <16 x float> [ %2535, %2465 ], [ %2398, %2413 ]
  %2473 = phi <16 x float> [ %2534, %2465 ], [ %2399, %2413 ]
  %2474 = phi <16 x float> [ %2527, %2465 ], [ %2400, %2413 ]
  %2475 = phi <16 x float> [ %2526, %2465 ], [ %2401, %2413 ]
  %2476 = phi <16 x float> [ %2519, %2465 ], [ %2402, %2413 ]
  %2477 = phi <16 x float> [ %2518, %2465 ], [ %2403, %2413 ]
  %2478 = phi <16 x float> [ %2511, %2465 ], [ %2404, %2413 ]
  %2479 = phi <16 x float> [ %2510, %2465 ], [ %2405, %2413 ]
  %2480 = phi <16 x float> [ %2503, %2465 ], [ %2406, %2413 ]
  %2481 = phi <16 x float> [ %2502, %2465 ], [ %2407, %2413 ]
  %2482 = phi i64 [ %2552, %2465 ], [ 0, %2413 ]
  %2483 = mul nsw i64 %51, %2482
  %2484 = getelementptr inbounds float, ptr %2387, i64 %2483
  %2485 = getelementptr inbounds float, ptr %2484, i64 %2410
  %2486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2485, <16 x i1> %2444, <16 x float> zeroinitializer)
  %2487 = getelementptr inbounds float, ptr %2484, i64 %2411
  %2488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2487, <16 x i1> %2445, <16 x float> zeroinitializer)
  %2489 = mul nuw nsw i64 %2482, %52
  %2490 = getelementptr inbounds nuw float, ptr %2412, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = insertelement <16 x float> poison, float %2491, i64 0
  %2493 = shufflevector <16 x float> %2492, <16 x float> poison, <16 x i32> zeroinitializer
  %2494 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2493, <16 x float> %2471)
  %2495 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2493, <16 x float> %2470)
  %2496 = add nuw nsw i64 %5, %2482
  %2497 = mul nuw nsw i64 %2496, %52
  %2498 = getelementptr inbounds nuw float, ptr %2412, i64 %2497
  %2499 = load float, ptr %2498, align 4
  %2500 = insertelement <16 x float> poison, float %2499, i64 0
  %2501 = shufflevector <16 x float> %2500, <16 x float> poison, <16 x i32> zeroinitializer
  %2502 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2501, <16 x float> %2481)
  %2503 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2501, <16 x float> %2480)
  %2504 = add nuw nsw i64 %179, %2482
  %2505 = mul nuw nsw i64 %2504, %52
  %2506 = getelementptr inbounds nuw float, ptr %2412, i64 %2505
  %2507 = load float, ptr %2506, align 4
  %2508 = insertelement <16 x float> poison, float %2507, i64 0
  %2509 = shufflevector <16 x float> %2508, <16 x float> poison, <16 x i32> zeroinitializer
  %2510 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2509, <16 x float> %2479)
  %2511 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2509, <16 x float> %2478)
  %2512 = add nuw nsw i64 %180, %2482
  %2513 = mul nuw nsw i64 %2512, %52
  %2514 = getelementptr inbounds nuw float, ptr %2412, i64 %2513
  %2515 = load float, ptr %2514, align 4
  %2516 = insertelement <16 x float> poison, float %2515, i64 0
  %2517 = shufflevector <16 x float> %2516, <16 x float> poison, <16 x i32> zeroinitializer
  %2518 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2517, <16 x float> %2477)
  %2519 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2517, <16 x float> %2476)
  %2520 = add nuw nsw i64 %181, %2482
  %2521 = mul nuw nsw i64 %2520, %52
  %2522 = getelementptr inbounds nuw float, ptr %2412, i64 %2521
  %2523 = load float, ptr %2522, align 4
  %2524 = insertelement <16 x float> poison, float %2523, i64 0
  %2525 = shufflevector <16 x float> %2524, <16 x float> poison, <16 x i32> zeroinitializer
  %2526 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2525, <16 x float> %2475)
  %2527 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2525, <16 x float> %2474)
  %2528 = add nuw nsw i64 %182, %2482
  %2529 = mul nuw nsw i64 %2528, %52
  %2530 = getelementptr inbounds nuw float, ptr %2412, i64 %2529
  %2531 = load float, ptr %2530, align 4
  %2532 = insertelement <16 x float> poison, float %2531, i64 0
  %2533 = shufflevector <16 x float> %2532, <16 x float> poison, <16 x i32> zeroinitializer
  %2534 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2533, <16 x float> %2473)
  %2535 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2533, <16 x float> %2472)
  %2536 = add nuw nsw i64 %183, %2482
  %2537 = mul nuw nsw i64 %2536, %52
  %2538 = getelementptr inbounds nuw float, ptr %2412, i64 %2537
  %2539 = load float, ptr %2538, align 4
  %2540 = insertelement <16 x float> poison, float %2539, i64 0
  %2541 = shufflevector <16 x float> %2540, <16 x float> poison, <16 x i32> zeroinitializer
  %2542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2541, <16 x float> %2469)
  %2543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2541, <16 x float> %2468)
  %2544 = add nuw nsw i64 %184, %2482
  %2545 = mul nuw nsw i64 %2544, %52
  %2546 = getelementptr inbounds nuw float, ptr %2412, i64 %2545
  %2547 = load float, ptr %2546, align 4
  %2548 = insertelement <16 x float> poison, float %2547, i64 0
  %2549 = shufflevector <16 x float> %2548, <16 x float> poison, <16 x i32> zeroinitializer
  %2550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2486, <16 x float> %2549, <16 x float> %2467)
  %2551 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2488, <16 x float> %2549, <16 x float> %2466)
  %2552 = add nuw nsw i64 %2482, 1
  %2553 = icmp eq i64 %2552, %5
  br i1 %2553, label %2446, label %2465

2554:                                             ; preds = %2446, %2385, %2363
  %2555 = phi <16 x float> [ %2364, %2363 ], [ %2364, %2385 ], [ %2447, %2446 ]
  %2556 = phi <16 x float> [ %2365, %2363 ], [ %2365, %2385 ], [ %2448, %2446 ]
  %2557 = phi <16 x float> [ %2366, %2363 ], [ %2366, %2385 ], [ %2449, %2446 ]
  %2558 = phi <16 x float> [ %2367, %2363 ], [ %2367, %2385 ], [ %2450, %2446 ]
  %2559 = phi <16 x float> [ %2368, %2363 ], [ %2368, %2385 ], [ %2451, %2446 ]
  %2560 = phi <16 x float> [ %2369, %2363 ], [ %2369, %2385 ], [ %2452, %2446 ]
  %2561 = phi <16 x float> [ %2370, %2363 ], [ %2370, %2385 ], [ %2453, %2446 ]
  %2562 = phi <16 x float> [ %2371, %2363 ], [ %2371, %2385 ], [ %2454, %2446 ]
  %2563 = phi <16 x float> [ %2372, %2363 ], [ %2372, %2385 ], [ %2455, %2446 ]
  %2564 = phi <16 x float> [ %2373, %2363 ], [ %2373, %2385 ], [ %2456, %2446 ]
  %2565 = phi <16 x float> [ %2374, %2363 ], [ %2374, %2385 ], [ %2457, %2446 ]
  %2566 = phi <16 x float> [ %2375, %2363 ], [ %2375, %2385 ], [ %2458, %2446 ]
  %2567 = phi <16 x float> [ %2376, %2363 ], [ %2376, %2385 ], [ %2459, %2446 ]
  %2568 = phi <16 x float> [ %2377, %2363 ], [ %2377, %2385 ], [ %2460, %2446 ]
  %2569 = phi <16 x float> [ %2378, %2363 ], [ %2378, %2385 ], [ %2461, %2446 ]
  %2570 = phi <16 x float> [ %2379, %2363 ], [ %2379, %2385 ], [ %2462, %2446 ]
  %2571 = add nuw nsw i64 %2380, 1
  %2572 = icmp eq i64 %2571, %11
  br i1 %2572, label %2340, label %2363

2573:                                             ; preds = %2340
  %2574 = getelementptr inbounds float, ptr %322, i64 %2361
  switch i64 %185, label %1009 [
    i64 1, label %2575
    i64 2, label %2578
    i64 3, label %2585
    i64 0, label %2630
  ]

2575:                                             ; preds = %2573
  %2576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2577 = fadd <16 x float> %2348, %2576
  br label %2592

2578:                                             ; preds = %2573
  %2579 = bitcast <16 x float> %2348 to <8 x i64>
  %2580 = or <8 x i64> %2579, %60
  %2581 = fcmp oeq <16 x float> %2348, %41
  %2582 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2348, i32 4)
  %2583 = bitcast <8 x i64> %2580 to <16 x float>
  %2584 = select <16 x i1> %2581, <16 x float> %2583, <16 x float> %2582
  br label %2592

2585:                                             ; preds = %2573
  %2586 = bitcast <16 x float> %2348 to <8 x i64>
  %2587 = and <8 x i64> %2586, %59
  %2588 = fcmp oeq <16 x float> %2348, %38
  %2589 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2348, i32 4)
  %2590 = bitcast <8 x i64> %2587 to <16 x float>
  %2591 = select <16 x i1> %2588, <16 x float> %2590, <16 x float> %2589
  br label %2592

2592:                                             ; preds = %2585, %2578, %2575
  %2593 = phi <16 x float> [ %2577, %2575 ], [ %2584, %2578 ], [ %2591, %2585 ]
  switch i64 %187, label %1009 [
    i64 1, label %2608
    i64 2, label %2601
    i64 3, label %2594
    i64 0, label %2630
  ]

2594:                                             ; preds = %2592
  %2595 = bitcast <16 x float> %2593 to <8 x i64>
  %2596 = and <8 x i64> %2595, %59
  %2597 = fcmp oeq <16 x float> %2593, %38
  %2598 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2593, i32 4)
  %2599 = bitcast <8 x i64> %2596 to <16 x float>
  %2600 = select <16 x i1> %2597, <16 x float> %2599, <16 x float> %2598
  br label %2611

2601:                                             ; preds = %2592
  %2602 = bitcast <16 x float> %2593 to <8 x i64>
  %2603 = or <8 x i64> %2602, %60
  %2604 = fcmp oeq <16 x float> %2593, %41
  %2605 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2593, i32 4)
  %2606 = bitcast <8 x i64> %2603 to <16 x float>
  %2607 = select <16 x i1> %2604, <16 x float> %2606, <16 x float> %2605
  br label %2611

2608:                                             ; preds = %2592
  %2609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2610 = fadd <16 x float> %2593, %2609
  br label %2611

2611:                                             ; preds = %2608, %2601, %2594
  %2612 = phi <16 x float> [ %2610, %2608 ], [ %2607, %2601 ], [ %2600, %2594 ]
  switch i64 %189, label %1009 [
    i64 1, label %2627
    i64 2, label %2620
    i64 3, label %2613
    i64 0, label %2630
  ]

2613:                                             ; preds = %2611
  %2614 = bitcast <16 x float> %2612 to <8 x i64>
  %2615 = and <8 x i64> %2614, %59
  %2616 = fcmp oeq <16 x float> %2612, %38
  %2617 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2612, i32 4)
  %2618 = bitcast <8 x i64> %2615 to <16 x float>
  %2619 = select <16 x i1> %2616, <16 x float> %2618, <16 x float> %2617
  br label %2630

2620:                                             ; preds = %2611
  %2621 = bitcast <16 x float> %2612 to <8 x i64>
  %2622 = or <8 x i64> %2621, %60
  %2623 = fcmp oeq <16 x float> %2612, %41
  %2624 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2612, i32 4)
  %2625 = bitcast <8 x i64> %2622 to <16 x float>
  %2626 = select <16 x i1> %2623, <16 x float> %2625, <16 x float> %2624
  br label %2630

2627:                                             ; preds = %2611
  %2628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2629 = fadd <16 x float> %2612, %2628
  br label %2630

2630:                                             ; preds = %2573, %2592, %2611, %2627, %2620, %2613
  %2631 = phi <16 x float> [ %2619, %2613 ], [ %2626, %2620 ], [ %2629, %2627 ], [ %2593, %2592 ], [ %2612, %2611 ], [ %2348, %2573 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2631, ptr align 1 %2362, <16 x i1> %2357)
  %2632 = add nsw i64 %2361, 16
  %2633 = getelementptr inbounds float, ptr %324, i64 %2632
  %2634 = getelementptr inbounds float, ptr %322, i64 %2632
  switch i64 %190, label %1009 [
    i64 1, label %2649
    i64 2, label %2642
    i64 3, label %2635
    i64 0, label %2693
  ]

2635:                                             ; preds = %2630
  %2636 = bitcast <16 x float> %2347 to <8 x i64>
  %2637 = and <8 x i64> %2636, %59
  %2638 = fcmp oeq <16 x float> %2347, %38
  %2639 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2347, i32 4)
  %2640 = bitcast <8 x i64> %2637 to <16 x float>
  %2641 = select <16 x i1> %2638, <16 x float> %2640, <16 x float> %2639
  br label %2652

2642:                                             ; preds = %2630
  %2643 = bitcast <16 x float> %2347 to <8 x i64>
  %2644 = or <8 x i64> %2643, %60
  %2645 = fcmp oeq <16 x float> %2347, %41
  %2646 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2347, i32 4)
  %2647 = bitcast <8 x i64> %2644 to <16 x float>
  %2648 = select <16 x i1> %2645, <16 x float> %2647, <16 x float> %2646
  br label %2652

2649:                                             ; preds = %2630
  %2650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2651 = fadd <16 x float> %2347, %2650
  br label %2652

2652:                                             ; preds = %2649, %2642, %2635
  %2653 = phi <16 x float> [ %2651, %2649 ], [ %2648, %2642 ], [ %2641, %2635 ]
  switch i64 %192, label %1009 [
    i64 1, label %2668
    i64 2, label %2661
    i64 3, label %2654
    i64 0, label %2693
  ]

2654:                                             ; preds = %2652
  %2655 = bitcast <16 x float> %2653 to <8 x i64>
  %2656 = and <8 x i64> %2655, %59
  %2657 = fcmp oeq <16 x float> %2653, %38
  %2658 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2653, i32 4)
  %2659 = bitcast <8 x i64> %2656 to <16 x float>
  %2660 = select <16 x i1> %2657, <16 x float> %2659, <16 x float> %2658
  br label %2671

2661:                                             ; preds = %2652
  %2662 = bitcast <16 x float> %2653 to <8 x i64>
  %2663 = or <8 x i64> %2662, %60
  %2664 = fcmp oeq <16 x float> %2653, %41
  %2665 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2653, i32 4)
  %2666 = bitcast <8 x i64> %2663 to <16 x float>
  %2667 = select <16 x i1> %2664, <16 x float> %2666, <16 x float> %2665
  br label %2671

2668:                                             ; preds = %2652
  %2669 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2670 = fadd <16 x float> %2653, %2669
  br label %2671

2671:                                             ; preds = %2668, %2661, %2654
  %2672 = phi <16 x float> [ %2670, %2668 ], [ %2667, %2661 ], [ %2660, %2654 ]
  switch i64 %194, label %1009 [
    i64 1, label %2687
    i64 2, label %2680
    i64 3, label %2673
    i64 0, label %2693
  ]

2673:                                             ; preds = %2671
  %2674 = bitcast <16 x float> %2672 to <8 x i64>
  %2675 = and <8 x i64> %2674, %59
  %2676 = fcmp oeq <16 x float> %2672, %38
  %2677 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2672, i32 4)
  %2678 = bitcast <8 x i64> %2675 to <16 x float>
  %2679 = select <16 x i1> %2676, <16 x float> %2678, <16 x float> %2677
  br label %2693

2680:                                             ; preds = %2671
  %2681 = bitcast <16 x float> %2672 to <8 x i64>
  %2682 = or <8 x i64> %2681, %60
  %2683 = fcmp oeq <16 x float> %2672, %41
  %2684 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2672, i32 4)
  %2685 = bitcast <8 x i64> %2682 to <16 x float>
  %2686 = select <16 x i1> %2683, <16 x float> %2685, <16 x float> %2684
  br label %2693

2687:                                             ; preds = %2671
  %2688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2634, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2689 = fadd <16 x float> %2672, %2688
  br label %2693

2690:                                             ; preds = %2340
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2348, ptr align 1 %2362, <16 x i1> %2359)
  %2691 = getelementptr float, ptr %324, i64 %2361
  %2692 = getelementptr i8, ptr %2691, i64 64
  br label %2693

2693:                                             ; preds = %2630, %2652, %2671, %2687, %2680, %2673, %2690
  %2694 = phi ptr [ %2692, %2690 ], [ %2633, %2673 ], [ %2633, %2680 ], [ %2633, %2687 ], [ %2633, %2671 ], [ %2633, %2652 ], [ %2633, %2630 ]
  %2695 = phi <16 x i1> [ %2360, %2690 ], [ %2358, %2673 ], [ %2358, %2680 ], [ %2358, %2687 ], [ %2358, %2671 ], [ %2358, %2652 ], [ %2358, %2630 ]
  %2696 = phi <16 x float> [ %2347, %2690 ], [ %2679, %2673 ], [ %2686, %2680 ], [ %2689, %2687 ], [ %2672, %2671 ], [ %2653, %2652 ], [ %2347, %2630 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2696, ptr align 1 %2694, <16 x i1> %2695)
  %2697 = add nsw i64 %572, %2221
  %2698 = getelementptr inbounds float, ptr %324, i64 %2697
  br i1 %58, label %2816, label %2699

2699:                                             ; preds = %2693
  %2700 = getelementptr inbounds float, ptr %322, i64 %2697
  switch i64 %185, label %1009 [
    i64 1, label %2715
    i64 2, label %2708
    i64 3, label %2701
    i64 0, label %2756
  ]

2701:                                             ; preds = %2699
  %2702 = bitcast <16 x float> %2345 to <8 x i64>
  %2703 = and <8 x i64> %2702, %59
  %2704 = fcmp oeq <16 x float> %2345, %38
  %2705 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2345, i32 4)
  %2706 = bitcast <8 x i64> %2703 to <16 x float>
  %2707 = select <16 x i1> %2704, <16 x float> %2706, <16 x float> %2705
  br label %2718

2708:                                             ; preds = %2699
  %2709 = bitcast <16 x float> %2345 to <8 x i64>
  %2710 = or <8 x i64> %2709, %60
  %2711 = fcmp oeq <16 x float> %2345, %41
  %2712 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2345, i32 4)
  %2713 = bitcast <8 x i64> %2710 to <16 x float>
  %2714 = select <16 x i1> %2711, <16 x float> %2713, <16 x float> %2712
  br label %2718

2715:                                             ; preds = %2699
  %2716 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2700, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2717 = fadd <16 x float> %2345, %2716
  br label %2718

2718:                                             ; preds = %2715, %2708, %2701
  %2719 = phi <16 x float> [ %2717, %2715 ], [ %2714, %2708 ], [ %2707, %2701 ]
  switch i64 %187, label %1009 [
    i64 1, label %2734
    i64 2, label %2727
    i64 3, label %2720
    i64 0, label %2756
  ]

2720:                                             ; preds = %2718
  %2721 = bitcast <16 x float> %2719 to <8 x i64>
  %2722 = and <8 x i64> %2721, %59
  %2723 = fcmp oeq <16 x float> %2719, %38
  %2724 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2719, i32 4)
  %2725 = bitcast <8 x i64> %2722 to <16 x float>
  %2726 = select <16 x i1> %2723, <16 x float> %2725, <16 x float> %2724
  br label %2737

2727:                                             ; preds = %2718
  %2728 = bitcast <16 x float> %2719 to <8 x i64>
  %2729 = or <8 x i64> %2728, %60
  %2730 = fcmp oeq <16 x float> %2719, %41
  %2731 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2719, i32 4)
  %2732 = bitcast <8 x i64> %2729 to <16 x float>
  %2733 = select <16 x i1> %2730, <16 x float> %2732, <16 x float> %2731
  br label %2737

2734:                                             ; preds = %2718
  %2735 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2700, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2736 = fadd <16 x float> %2719, %2735
  br label %2737

2737:                                             ; preds = %2734, %2727, %2720
  %2738 = phi <16 x float> [ %2736, %2734 ], [ %2733, %2727 ], [ %2726, %2720 ]
  switch i64 %189, label %1009 [
    i64 1, label %2753
    i64 2, label %2746
    i64 3, label %2739
    i64 0, label %2756
  ]

2739:                                             ; preds = %2737
  %2740 = bitcast <16 x float> %2738 to <8 x i64>
  %2741 = and <8 x i64> %2740, %59
  %2742 = fcmp oeq <16 x float> %2738, %38
  %2743 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2738, i32 4)
  %2744 = bitcast <8 x i64> %2741 to <16 x float>
  %2745 = select <16 x i1> %2742, <16 x float> %2744, <16 x float> %2743
  br label %2756

2746:                                             ; preds = %2737
  %2747 = bitcast <16 x float> %2738 to <8 x i64>
  %2748 = or <8 x i64> %2747, %60
  %2749 = fcmp oeq <16 x float> %2738, %41
  %2750 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2738, i32 4)
  %2751 = bitcast <8 x i64> %2748 to <16 x float>
  %2752 = select <16 x i1> %2749, <16 x float> %2751, <16 x float> %2750
  br label %2756

2753:                                             ; preds = %2737
  %2754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2700, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2755 = fadd <16 x float> %2738, %2754
  br label %2756

2756:                                             ; preds = %2753, %2746, %2739, %2737, %2718, %2699
  %2757 = phi <16 x float> [ %2745, %2739 ], [ %2752, %2746 ], [ %2755, %2753 ], [ %2719, %2718 ], [ %2738, %2737 ], [ %2345, %2699 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2757, ptr align 1 %2698, <16 x i1> %2357)
  %2758 = add nsw i64 %2697, 16
  %2759 = getelementptr inbounds float, ptr %324, i64 %2758
  %2760 = getelementptr inbounds float, ptr %322, i64 %2758
  switch i64 %190, label %1009 [
    i64 1, label %2775
    i64 2, label %2768
    i64 3, label %2761
    i64 0, label %2819
  ]

2761:                                             ; preds = %2756
  %2762 = bitcast <16 x float> %2344 to <8 x i64>
  %2763 = and <8 x i64> %2762, %59
  %2764 = fcmp oeq <16 x float> %2344, %38
  %2765 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2344, i32 4)
  %2766 = bitcast <8 x i64> %2763 to <16 x float>
  %2767 = select <16 x i1> %2764, <16 x float> %2766, <16 x float> %2765
  br label %2778

2768:                                             ; preds = %2756
  %2769 = bitcast <16 x float> %2344 to <8 x i64>
  %2770 = or <8 x i64> %2769, %60
  %2771 = fcmp oeq <16 x float> %2344, %41
  %2772 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2344, i32 4)
  %2773 = bitcast <8 x i64> %2770 to <16 x float>
  %2774 = select <16 x i1> %2771, <16 x float> %2773, <16 x float> %2772
  br label %2778

2775:                                             ; preds = %2756
  %2776 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2760, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2777 = fadd <16 x float> %2344, %2776
  br label %2778

2778:                                             ; preds = %2775, %2768, %2761
  %2779 = phi <16 x float> [ %2777, %2775 ], [ %2774, %2768 ], [ %2767, %2761 ]
  switch i64 %192, label %1009 [
    i64 1, label %2794
    i64 2, label %2787
    i64 3, label %2780
    i64 0, label %2819
  ]

2780:                                             ; preds = %2778
  %2781 = bitcast <16 x float> %2779 to <8 x i64>
  %2782 = and <8 x i64> %2781, %59
  %2783 = fcmp oeq <16 x float> %2779, %38
  %2784 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2779, i32 4)
  %2785 = bitcast <8 x i64> %2782 to <16 x float>
  %2786 = select <16 x i1> %2783, <16 x float> %2785, <16 x float> %2784
  br label %2797

2787:                                             ; preds = %2778
  %2788 = bitcast <16 x float> %2779 to <8 x i64>
  %2789 = or <8 x i64> %2788, %60
  %2790 = fcmp oeq <16 x float> %2779, %41
  %2791 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2779, i32 4)
  %2792 = bitcast <8 x i64> %2789 to <16 x float>
  %2793 = select <16 x i1> %2790, <16 x float> %2792, <16 x float> %2791
  br label %2797

2794:                                             ; preds = %2778
  %2795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2760, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2796 = fadd <16 x float> %2779, %2795
  br label %2797

2797:                                             ; preds = %2794, %2787, %2780
  %2798 = phi <16 x float> [ %2796, %2794 ], [ %2793, %2787 ], [ %2786, %2780 ]
  switch i64 %194, label %1009 [
    i64 1, label %2813
    i64 2, label %2806
    i64 3, label %2799
    i64 0, label %2819
  ]

2799:                                             ; preds = %2797
  %2800 = bitcast <16 x float> %2798 to <8 x i64>
  %2801 = and <8 x i64> %2800, %59
  %2802 = fcmp oeq <16 x float> %2798, %38
  %2803 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2798, i32 4)
  %2804 = bitcast <8 x i64> %2801 to <16 x float>
  %2805 = select <16 x i1> %2802, <16 x float> %2804, <16 x float> %2803
  br label %2819

2806:                                             ; preds = %2797
  %2807 = bitcast <16 x float> %2798 to <8 x i64>
  %2808 = or <8 x i64> %2807, %60
  %2809 = fcmp oeq <16 x float> %2798, %41
  %2810 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2798, i32 4)
  %2811 = bitcast <8 x i64> %2808 to <16 x float>
  %2812 = select <16 x i1> %2809, <16 x float> %2811, <16 x float> %2810
  br label %2819

2813:                                             ; preds = %2797
  %2814 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2760, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2815 = fadd <16 x float> %2798, %2814
  br label %2819

2816:                                             ; preds = %2693
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2345, ptr align 1 %2698, <16 x i1> %2359)
  %2817 = getelementptr float, ptr %324, i64 %2697
  %2818 = getelementptr i8, ptr %2817, i64 64
  br label %2819

2819:                                             ; preds = %2816, %2813, %2806, %2799, %2797, %2778, %2756
  %2820 = phi ptr [ %2818, %2816 ], [ %2759, %2799 ], [ %2759, %2806 ], [ %2759, %2813 ], [ %2759, %2797 ], [ %2759, %2778 ], [ %2759, %2756 ]
  %2821 = phi <16 x i1> [ %2360, %2816 ], [ %2358, %2799 ], [ %2358, %2806 ], [ %2358, %2813 ], [ %2358, %2797 ], [ %2358, %2778 ], [ %2358, %2756 ]
  %2822 = phi <16 x float> [ %2344, %2816 ], [ %2805, %2799 ], [ %2812, %2806 ], [ %2815, %2813 ], [ %2798, %2797 ], [ %2779, %2778 ], [ %2344, %2756 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2822, ptr align 1 %2820, <16 x i1> %2821)
  %2823 = add nsw i64 %574, %2221
  %2824 = getelementptr inbounds float, ptr %324, i64 %2823
  br i1 %58, label %2942, label %2825

2825:                                             ; preds = %2819
  %2826 = getelementptr inbounds float, ptr %322, i64 %2823
  switch i64 %185, label %1009 [
    i64 1, label %2841
    i64 2, label %2834
    i64 3, label %2827
    i64 0, label %2882
  ]

2827:                                             ; preds = %2825
  %2828 = bitcast <16 x float> %2342 to <8 x i64>
  %2829 = and <8 x i64> %2828, %59
  %2830 = fcmp oeq <16 x float> %2342, %38
  %2831 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2342, i32 4)
  %2832 = bitcast <8 x i64> %2829 to <16 x float>
  %2833 = select <16 x i1> %2830, <16 x float> %2832, <16 x float> %2831
  br label %2844

2834:                                             ; preds = %2825
  %2835 = bitcast <16 x float> %2342 to <8 x i64>
  %2836 = or <8 x i64> %2835, %60
  %2837 = fcmp oeq <16 x float> %2342, %41
  %2838 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2342, i32 4)
  %2839 = bitcast <8 x i64> %2836 to <16 x float>
  %2840 = select <16 x i1> %2837, <16 x float> %2839, <16 x float> %2838
  br label %2844

2841:                                             ; preds = %2825
  %2842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2843 = fadd <16 x float> %2342, %2842
  br label %2844

2844:                                             ; preds = %2841, %2834, %2827
  %2845 = phi <16 x float> [ %2843, %2841 ], [ %2840, %2834 ], [ %2833, %2827 ]
  switch i64 %187, label %1009 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
    i64 0, label %2882
  ]

2846:                                             ; preds = %2844
  %2847 = bitcast <16 x float> %2845 to <8 x i64>
  %2848 = and <8 x i64> %2847, %59
  %2849 = fcmp oeq <16 x float> %2845, %38
  %2850 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2845, i32 4)
  %2851 = bitcast <8 x i64> %2848 to <16 x float>
  %2852 = select <16 x i1> %2849, <16 x float> %2851, <16 x float> %2850
  br label %2863

2853:                                             ; preds = %2844
  %2854 = bitcast <16 x float> %2845 to <8 x i64>
  %2855 = or <8 x i64> %2854, %60
  %2856 = fcmp oeq <16 x float> %2845, %41
  %2857 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2845, i32 4)
  %2858 = bitcast <8 x i64> %2855 to <16 x float>
  %2859 = select <16 x i1> %2856, <16 x float> %2858, <16 x float> %2857
  br label %2863

2860:                                             ; preds = %2844
  %2861 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2862 = fadd <16 x float> %2845, %2861
  br label %2863

2863:                                             ; preds = %2860, %2853, %2846
  %2864 = phi <16 x float> [ %2862, %2860 ], [ %2859, %2853 ], [ %2852, %2846 ]
  switch i64 %189, label %1009 [
    i64 1, label %2879
    i64 2, label %2872
    i64 3, label %2865
    i64 0, label %2882
  ]

2865:                                             ; preds = %2863
  %2866 = bitcast <16 x float> %2864 to <8 x i64>
  %2867 = and <8 x i64> %2866, %59
  %2868 = fcmp oeq <16 x float> %2864, %38
  %2869 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2864, i32 4)
  %2870 = bitcast <8 x i64> %2867 to <16 x float>
  %2871 = select <16 x i1> %2868, <16 x float> %2870, <16 x float> %2869
  br label %2882

2872:                                             ; preds = %2863
  %2873 = bitcast <16 x float> %2864 to <8 x i64>
  %2874 = or <8 x i64> %2873, %60
  %2875 = fcmp oeq <16 x float> %2864, %41
  %2876 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2864, i32 4)
  %2877 = bitcast <8 x i64> %2874 to <16 x float>
  %2878 = select <16 x i1> %2875, <16 x float> %2877, <16 x float> %2876
  br label %2882

2879:                                             ; preds = %2863
  %2880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2826, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2881 = fadd <16 x float> %2864, %2880
  br label %2882

2882:                                             ; preds = %2879, %2872, %2865, %2863, %2844, %2825
  %2883 = phi <16 x float> [ %2871, %2865 ], [ %2878, %2872 ], [ %2881, %2879 ], [ %2845, %2844 ], [ %2864, %2863 ], [ %2342, %2825 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2883, ptr align 1 %2824, <16 x i1> %2357)
  %2884 = add nsw i64 %2823, 16
  %2885 = getelementptr inbounds float, ptr %324, i64 %2884
  %2886 = getelementptr inbounds float, ptr %322, i64 %2884
  switch i64 %190, label %1009 [
    i64 1, label %2901
    i64 2, label %2894
    i64 3, label %2887
    i64 0, label %2945
  ]

2887:                                             ; preds = %2882
  %2888 = bitcast <16 x float> %2341 to <8 x i64>
  %2889 = and <8 x i64> %2888, %59
  %2890 = fcmp oeq <16 x float> %2341, %38
  %2891 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2341, i32 4)
  %2892 = bitcast <8 x i64> %2889 to <16 x float>
  %2893 = select <16 x i1> %2890, <16 x float> %2892, <16 x float> %2891
  br label %2904

2894:                                             ; preds = %2882
  %2895 = bitcast <16 x float> %2341 to <8 x i64>
  %2896 = or <8 x i64> %2895, %60
  %2897 = fcmp oeq <16 x float> %2341, %41
  %2898 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2341, i32 4)
  %2899 = bitcast <8 x i64> %2896 to <16 x float>
  %2900 = select <16 x i1> %2897, <16 x float> %2899, <16 x float> %2898
  br label %2904

2901:                                             ; preds = %2882
  %2902 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2886, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2903 = fadd <16 x float> %2341, %2902
  br label %2904

2904:                                             ; preds = %2901, %2894, %2887
  %2905 = phi <16 x float> [ %2903, %2901 ], [ %2900, %2894 ], [ %2893, %2887 ]
  switch i64 %192, label %1009 [
    i64 1, label %2920
    i64 2, label %2913
    i64 3, label %2906
    i64 0, label %2945
  ]

2906:                                             ; preds = %2904
  %2907 = bitcast <16 x float> %2905 to <8 x i64>
  %2908 = and <8 x i64> %2907, %59
  %2909 = fcmp oeq <16 x float> %2905, %38
  %2910 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2905, i32 4)
  %2911 = bitcast <8 x i64> %2908 to <16 x float>
  %2912 = select <16 x i1> %2909, <16 x float> %2911, <16 x float> %2910
  br label %2923

2913:                                             ; preds = %2904
  %2914 = bitcast <16 x float> %2905 to <8 x i64>
  %2915 = or <8 x i64> %2914, %60
  %2916 = fcmp oeq <16 x float> %2905, %41
  %2917 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2905, i32 4)
  %2918 = bitcast <8 x i64> %2915 to <16 x float>
  %2919 = select <16 x i1> %2916, <16 x float> %2918, <16 x float> %2917
  br label %2923

2920:                                             ; preds = %2904
  %2921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2886, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2922 = fadd <16 x float> %2905, %2921
  br label %2923

2923:                                             ; preds = %2920, %2913, %2906
  %2924 = phi <16 x float> [ %2922, %2920 ], [ %2919, %2913 ], [ %2912, %2906 ]
  switch i64 %194, label %1009 [
    i64 1, label %2939
    i64 2, label %2932
    i64 3, label %2925
    i64 0, label %2945
  ]

2925:                                             ; preds = %2923
  %2926 = bitcast <16 x float> %2924 to <8 x i64>
  %2927 = and <8 x i64> %2926, %59
  %2928 = fcmp oeq <16 x float> %2924, %38
  %2929 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2924, i32 4)
  %2930 = bitcast <8 x i64> %2927 to <16 x float>
  %2931 = select <16 x i1> %2928, <16 x float> %2930, <16 x float> %2929
  br label %2945

2932:                                             ; preds = %2923
  %2933 = bitcast <16 x float> %2924 to <8 x i64>
  %2934 = or <8 x i64> %2933, %60
  %2935 = fcmp oeq <16 x float> %2924, %41
  %2936 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2924, i32 4)
  %2937 = bitcast <8 x i64> %2934 to <16 x float>
  %2938 = select <16 x i1> %2935, <16 x float> %2937, <16 x float> %2936
  br label %2945

2939:                                             ; preds = %2923
  %2940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2886, <16 x i1> %2358, <16 x float> zeroinitializer)
  %2941 = fadd <16 x float> %2924, %2940
  br label %2945

2942:                                             ; preds = %2819
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2342, ptr align 1 %2824, <16 x i1> %2359)
  %2943 = getelementptr float, ptr %324, i64 %2823
  %2944 = getelementptr i8, ptr %2943, i64 64
  br label %2945

2945:                                             ; preds = %2942, %2939, %2932, %2925, %2923, %2904, %2882
  %2946 = phi ptr [ %2944, %2942 ], [ %2885, %2925 ], [ %2885, %2932 ], [ %2885, %2939 ], [ %2885, %2923 ], [ %2885, %2904 ], [ %2885, %2882 ]
  %2947 = phi <16 x i1> [ %2360, %2942 ], [ %2358, %2925 ], [ %2358, %2932 ], [ %2358, %2939 ], [ %2358, %2923 ], [ %2358, %2904 ], [ %2358, %2882 ]
  %2948 = phi <16 x float> [ %2341, %2942 ], [ %2931, %2925 ], [ %2938, %2932 ], [ %2941, %2939 ], [ %2924, %2923 ], [ %2905, %2904 ], [ %2341, %2882 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2948, ptr align 1 %2946, <16 x i1> %2947)
  %2949 = add nsw i64 %576, %2221
  %2950 = getelementptr inbounds float, ptr %324, i64 %2949
  br i1 %58, label %3068, label %2951

2951:                                             ; preds = %2945
  %2952 = getelementptr inbounds float, ptr %322, i64 %2949
  switch i64 %185, label %1009 [
    i64 1, label %2967
    i64 2, label %2960
    i64 3, label %2953
    i64 0, label %3008
  ]

2953:                                             ; preds = %2951
  %2954 = bitcast <16 x float> %2343 to <8 x i64>
  %2955 = and <8 x i64> %2954, %59
  %2956 = fcmp oeq <16 x float> %2343, %38
  %2957 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2343, i32 4)
  %2958 = bitcast <8 x i64> %2955 to <16 x float>
  %2959 = select <16 x i1> %2956, <16 x float> %2958, <16 x float> %2957
  br label %2970

2960:                                             ; preds = %2951
  %2961 = bitcast <16 x float> %2343 to <8 x i64>
  %2962 = or <8 x i64> %2961, %60
  %2963 = fcmp oeq <16 x float> %2343, %41
  %2964 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2343, i32 4)
  %2965 = bitcast <8 x i64> %2962 to <16 x float>
  %2966 = select <16 x i1> %2963, <16 x float> %2965, <16 x float> %2964
  br label %2970

2967:                                             ; preds = %2951
  %2968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2969 = fadd <16 x float> %2343, %2968
  br label %2970

2970:                                             ; preds = %2967, %2960, %2953
  %2971 = phi <16 x float> [ %2969, %2967 ], [ %2966, %2960 ], [ %2959, %2953 ]
  switch i64 %187, label %1009 [
    i64 1, label %2986
    i64 2, label %2979
    i64 3, label %2972
    i64 0, label %3008
  ]

2972:                                             ; preds = %2970
  %2973 = bitcast <16 x float> %2971 to <8 x i64>
  %2974 = and <8 x i64> %2973, %59
  %2975 = fcmp oeq <16 x float> %2971, %38
  %2976 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2971, i32 4)
  %2977 = bitcast <8 x i64> %2974 to <16 x float>
  %2978 = select <16 x i1> %2975, <16 x float> %2977, <16 x float> %2976
  br label %2989

2979:                                             ; preds = %2970
  %2980 = bitcast <16 x float> %2971 to <8 x i64>
  %2981 = or <8 x i64> %2980, %60
  %2982 = fcmp oeq <16 x float> %2971, %41
  %2983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2971, i32 4)
  %2984 = bitcast <8 x i64> %2981 to <16 x float>
  %2985 = select <16 x i1> %2982, <16 x float> %2984, <16 x float> %2983
  br label %2989

2986:                                             ; preds = %2970
  %2987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2357, <16 x float> zeroinitializer)
  %2988 = fadd <16 x float> %2971, %2987
  br label %2989

2989:                                             ; preds = %2986, %2979, %2972
  %2990 = phi <16 x float> [ %2988, %2986 ], [ %2985, %2979 ], [ %2978, %2972 ]
  switch i64 %189, label %1009 [
    i64 1, label %3005
    i64 2, label %2998
    i64 3, label %2991
    i64 0, label %3008
  ]

2991:                                             ; preds = %2989
  %2992 = bitcast <16 x float> %2990 to <8 x i64>
  %2993 = and <8 x i64> %2992, %59
  %2994 = fcmp oeq <16 x float> %2990, %38
  %2995 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2990, i32 4)
  %2996 = bitcast <8 x i64> %2993 to <16 x float>
  %2997 = select <16 x i1> %2994, <16 x float> %2996, <16 x float> %2995
  br label %3008

2998:                                             ; preds = %2989
  %2999 = bitcast <16 x float> %2990 to <8 x i64>
  %3000 = or <8 x i64> %2999, %60
  %3001 = fcmp oeq <16 x float> %2990, %41
  %3002 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2990, i32 4)
  %3003 = bitcast <8 x i64> %3000 to <16 x float>
  %3004 = select <16 x i1> %3001, <16 x float> %3003, <16 x float> %3002
  br label %3008

3005:                                             ; preds = %2989
  %3006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2952, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3007 = fadd <16 x float> %2990, %3006
  br label %3008

3008:                                             ; preds = %3005, %2998, %2991, %2989, %2970, %2951
  %3009 = phi <16 x float> [ %2997, %2991 ], [ %3004, %2998 ], [ %3007, %3005 ], [ %2971, %2970 ], [ %2990, %2989 ], [ %2343, %2951 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3009, ptr align 1 %2950, <16 x i1> %2357)
  %3010 = add nsw i64 %2949, 16
  %3011 = getelementptr inbounds float, ptr %324, i64 %3010
  %3012 = getelementptr inbounds float, ptr %322, i64 %3010
  switch i64 %190, label %1009 [
    i64 1, label %3027
    i64 2, label %3020
    i64 3, label %3013
    i64 0, label %3071
  ]

3013:                                             ; preds = %3008
  %3014 = bitcast <16 x float> %2346 to <8 x i64>
  %3015 = and <8 x i64> %3014, %59
  %3016 = fcmp oeq <16 x float> %2346, %38
  %3017 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2346, i32 4)
  %3018 = bitcast <8 x i64> %3015 to <16 x float>
  %3019 = select <16 x i1> %3016, <16 x float> %3018, <16 x float> %3017
  br label %3030

3020:                                             ; preds = %3008
  %3021 = bitcast <16 x float> %2346 to <8 x i64>
  %3022 = or <8 x i64> %3021, %60
  %3023 = fcmp oeq <16 x float> %2346, %41
  %3024 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2346, i32 4)
  %3025 = bitcast <8 x i64> %3022 to <16 x float>
  %3026 = select <16 x i1> %3023, <16 x float> %3025, <16 x float> %3024
  br label %3030

3027:                                             ; preds = %3008
  %3028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3012, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3029 = fadd <16 x float> %2346, %3028
  br label %3030

3030:                                             ; preds = %3027, %3020, %3013
  %3031 = phi <16 x float> [ %3029, %3027 ], [ %3026, %3020 ], [ %3019, %3013 ]
  switch i64 %192, label %1009 [
    i64 1, label %3046
    i64 2, label %3039
    i64 3, label %3032
    i64 0, label %3071
  ]

3032:                                             ; preds = %3030
  %3033 = bitcast <16 x float> %3031 to <8 x i64>
  %3034 = and <8 x i64> %3033, %59
  %3035 = fcmp oeq <16 x float> %3031, %38
  %3036 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3031, i32 4)
  %3037 = bitcast <8 x i64> %3034 to <16 x float>
  %3038 = select <16 x i1> %3035, <16 x float> %3037, <16 x float> %3036
  br label %3049

3039:                                             ; preds = %3030
  %3040 = bitcast <16 x float> %3031 to <8 x i64>
  %3041 = or <8 x i64> %3040, %60
  %3042 = fcmp oeq <16 x float> %3031, %41
  %3043 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3031, i32 4)
  %3044 = bitcast <8 x i64> %3041 to <16 x float>
  %3045 = select <16 x i1> %3042, <16 x float> %3044, <16 x float> %3043
  br label %3049

3046:                                             ; preds = %3030
  %3047 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3012, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3048 = fadd <16 x float> %3031, %3047
  br label %3049

3049:                                             ; preds = %3046, %3039, %3032
  %3050 = phi <16 x float> [ %3048, %3046 ], [ %3045, %3039 ], [ %3038, %3032 ]
  switch i64 %194, label %1009 [
    i64 1, label %3065
    i64 2, label %3058
    i64 3, label %3051
    i64 0, label %3071
  ]

3051:                                             ; preds = %3049
  %3052 = bitcast <16 x float> %3050 to <8 x i64>
  %3053 = and <8 x i64> %3052, %59
  %3054 = fcmp oeq <16 x float> %3050, %38
  %3055 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3050, i32 4)
  %3056 = bitcast <8 x i64> %3053 to <16 x float>
  %3057 = select <16 x i1> %3054, <16 x float> %3056, <16 x float> %3055
  br label %3071

3058:                                             ; preds = %3049
  %3059 = bitcast <16 x float> %3050 to <8 x i64>
  %3060 = or <8 x i64> %3059, %60
  %3061 = fcmp oeq <16 x float> %3050, %41
  %3062 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3050, i32 4)
  %3063 = bitcast <8 x i64> %3060 to <16 x float>
  %3064 = select <16 x i1> %3061, <16 x float> %3063, <16 x float> %3062
  br label %3071

3065:                                             ; preds = %3049
  %3066 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3012, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3067 = fadd <16 x float> %3050, %3066
  br label %3071

3068:                                             ; preds = %2945
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2343, ptr align 1 %2950, <16 x i1> %2359)
  %3069 = getelementptr float, ptr %324, i64 %2949
  %3070 = getelementptr i8, ptr %3069, i64 64
  br label %3071

3071:                                             ; preds = %3068, %3065, %3058, %3051, %3049, %3030, %3008
  %3072 = phi ptr [ %3070, %3068 ], [ %3011, %3051 ], [ %3011, %3058 ], [ %3011, %3065 ], [ %3011, %3049 ], [ %3011, %3030 ], [ %3011, %3008 ]
  %3073 = phi <16 x i1> [ %2360, %3068 ], [ %2358, %3051 ], [ %2358, %3058 ], [ %2358, %3065 ], [ %2358, %3049 ], [ %2358, %3030 ], [ %2358, %3008 ]
  %3074 = phi <16 x float> [ %2346, %3068 ], [ %3057, %3051 ], [ %3064, %3058 ], [ %3067, %3065 ], [ %3050, %3049 ], [ %3031, %3030 ], [ %2346, %3008 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3074, ptr align 1 %3072, <16 x i1> %3073)
  %3075 = add nsw i64 %578, %2221
  %3076 = getelementptr inbounds float, ptr %324, i64 %3075
  br i1 %58, label %3194, label %3077

3077:                                             ; preds = %3071
  %3078 = getelementptr inbounds float, ptr %322, i64 %3075
  switch i64 %185, label %1009 [
    i64 1, label %3093
    i64 2, label %3086
    i64 3, label %3079
    i64 0, label %3134
  ]

3079:                                             ; preds = %3077
  %3080 = bitcast <16 x float> %2349 to <8 x i64>
  %3081 = and <8 x i64> %3080, %59
  %3082 = fcmp oeq <16 x float> %2349, %38
  %3083 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2349, i32 4)
  %3084 = bitcast <8 x i64> %3081 to <16 x float>
  %3085 = select <16 x i1> %3082, <16 x float> %3084, <16 x float> %3083
  br label %3096

3086:                                             ; preds = %3077
  %3087 = bitcast <16 x float> %2349 to <8 x i64>
  %3088 = or <8 x i64> %3087, %60
  %3089 = fcmp oeq <16 x float> %2349, %41
  %3090 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2349, i32 4)
  %3091 = bitcast <8 x i64> %3088 to <16 x float>
  %3092 = select <16 x i1> %3089, <16 x float> %3091, <16 x float> %3090
  br label %3096

3093:                                             ; preds = %3077
  %3094 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3095 = fadd <16 x float> %2349, %3094
  br label %3096

3096:                                             ; preds = %3093, %3086, %3079
  %3097 = phi <16 x float> [ %3095, %3093 ], [ %3092, %3086 ], [ %3085, %3079 ]
  switch i64 %187, label %1009 [
    i64 1, label %3112
    i64 2, label %3105
    i64 3, label %3098
    i64 0, label %3134
  ]

3098:                                             ; preds = %3096
  %3099 = bitcast <16 x float> %3097 to <8 x i64>
  %3100 = and <8 x i64> %3099, %59
  %3101 = fcmp oeq <16 x float> %3097, %38
  %3102 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3097, i32 4)
  %3103 = bitcast <8 x i64> %3100 to <16 x float>
  %3104 = select <16 x i1> %3101, <16 x float> %3103, <16 x float> %3102
  br label %3115

3105:                                             ; preds = %3096
  %3106 = bitcast <16 x float> %3097 to <8 x i64>
  %3107 = or <8 x i64> %3106, %60
  %3108 = fcmp oeq <16 x float> %3097, %41
  %3109 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3097, i32 4)
  %3110 = bitcast <8 x i64> %3107 to <16 x float>
  %3111 = select <16 x i1> %3108, <16 x float> %3110, <16 x float> %3109
  br label %3115

3112:                                             ; preds = %3096
  %3113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3114 = fadd <16 x float> %3097, %3113
  br label %3115

3115:                                             ; preds = %3112, %3105, %3098
  %3116 = phi <16 x float> [ %3114, %3112 ], [ %3111, %3105 ], [ %3104, %3098 ]
  switch i64 %189, label %1009 [
    i64 1, label %3131
    i64 2, label %3124
    i64 3, label %3117
    i64 0, label %3134
  ]

3117:                                             ; preds = %3115
  %3118 = bitcast <16 x float> %3116 to <8 x i64>
  %3119 = and <8 x i64> %3118, %59
  %3120 = fcmp oeq <16 x float> %3116, %38
  %3121 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3116, i32 4)
  %3122 = bitcast <8 x i64> %3119 to <16 x float>
  %3123 = select <16 x i1> %3120, <16 x float> %3122, <16 x float> %3121
  br label %3134

3124:                                             ; preds = %3115
  %3125 = bitcast <16 x float> %3116 to <8 x i64>
  %3126 = or <8 x i64> %3125, %60
  %3127 = fcmp oeq <16 x float> %3116, %41
  %3128 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3116, i32 4)
  %3129 = bitcast <8 x i64> %3126 to <16 x float>
  %3130 = select <16 x i1> %3127, <16 x float> %3129, <16 x float> %3128
  br label %3134

3131:                                             ; preds = %3115
  %3132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3078, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3133 = fadd <16 x float> %3116, %3132
  br label %3134

3134:                                             ; preds = %3131, %3124, %3117, %3115, %3096, %3077
  %3135 = phi <16 x float> [ %3123, %3117 ], [ %3130, %3124 ], [ %3133, %3131 ], [ %3097, %3096 ], [ %3116, %3115 ], [ %2349, %3077 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3135, ptr align 1 %3076, <16 x i1> %2357)
  %3136 = add nsw i64 %3075, 16
  %3137 = getelementptr inbounds float, ptr %324, i64 %3136
  %3138 = getelementptr inbounds float, ptr %322, i64 %3136
  switch i64 %190, label %1009 [
    i64 1, label %3153
    i64 2, label %3146
    i64 3, label %3139
    i64 0, label %3197
  ]

3139:                                             ; preds = %3134
  %3140 = bitcast <16 x float> %2350 to <8 x i64>
  %3141 = and <8 x i64> %3140, %59
  %3142 = fcmp oeq <16 x float> %2350, %38
  %3143 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2350, i32 4)
  %3144 = bitcast <8 x i64> %3141 to <16 x float>
  %3145 = select <16 x i1> %3142, <16 x float> %3144, <16 x float> %3143
  br label %3156

3146:                                             ; preds = %3134
  %3147 = bitcast <16 x float> %2350 to <8 x i64>
  %3148 = or <8 x i64> %3147, %60
  %3149 = fcmp oeq <16 x float> %2350, %41
  %3150 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2350, i32 4)
  %3151 = bitcast <8 x i64> %3148 to <16 x float>
  %3152 = select <16 x i1> %3149, <16 x float> %3151, <16 x float> %3150
  br label %3156

3153:                                             ; preds = %3134
  %3154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3138, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3155 = fadd <16 x float> %2350, %3154
  br label %3156

3156:                                             ; preds = %3153, %3146, %3139
  %3157 = phi <16 x float> [ %3155, %3153 ], [ %3152, %3146 ], [ %3145, %3139 ]
  switch i64 %192, label %1009 [
    i64 1, label %3172
    i64 2, label %3165
    i64 3, label %3158
    i64 0, label %3197
  ]

3158:                                             ; preds = %3156
  %3159 = bitcast <16 x float> %3157 to <8 x i64>
  %3160 = and <8 x i64> %3159, %59
  %3161 = fcmp oeq <16 x float> %3157, %38
  %3162 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3157, i32 4)
  %3163 = bitcast <8 x i64> %3160 to <16 x float>
  %3164 = select <16 x i1> %3161, <16 x float> %3163, <16 x float> %3162
  br label %3175

3165:                                             ; preds = %3156
  %3166 = bitcast <16 x float> %3157 to <8 x i64>
  %3167 = or <8 x i64> %3166, %60
  %3168 = fcmp oeq <16 x float> %3157, %41
  %3169 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3157, i32 4)
  %3170 = bitcast <8 x i64> %3167 to <16 x float>
  %3171 = select <16 x i1> %3168, <16 x float> %3170, <16 x float> %3169
  br label %3175

3172:                                             ; preds = %3156
  %3173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3138, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3174 = fadd <16 x float> %3157, %3173
  br label %3175

3175:                                             ; preds = %3172, %3165, %3158
  %3176 = phi <16 x float> [ %3174, %3172 ], [ %3171, %3165 ], [ %3164, %3158 ]
  switch i64 %194, label %1009 [
    i64 1, label %3191
    i64 2, label %3184
    i64 3, label %3177
    i64 0, label %3197
  ]

3177:                                             ; preds = %3175
  %3178 = bitcast <16 x float> %3176 to <8 x i64>
  %3179 = and <8 x i64> %3178, %59
  %3180 = fcmp oeq <16 x float> %3176, %38
  %3181 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3176, i32 4)
  %3182 = bitcast <8 x i64> %3179 to <16 x float>
  %3183 = select <16 x i1> %3180, <16 x float> %3182, <16 x float> %3181
  br label %3197

3184:                                             ; preds = %3175
  %3185 = bitcast <16 x float> %3176 to <8 x i64>
  %3186 = or <8 x i64> %3185, %60
  %3187 = fcmp oeq <16 x float> %3176, %41
  %3188 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3176, i32 4)
  %3189 = bitcast <8 x i64> %3186 to <16 x float>
  %3190 = select <16 x i1> %3187, <16 x float> %3189, <16 x float> %3188
  br label %3197

3191:                                             ; preds = %3175
  %3192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3138, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3193 = fadd <16 x float> %3176, %3192
  br label %3197

3194:                                             ; preds = %3071
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2349, ptr align 1 %3076, <16 x i1> %2359)
  %3195 = getelementptr float, ptr %324, i64 %3075
  %3196 = getelementptr i8, ptr %3195, i64 64
  br label %3197

3197:                                             ; preds = %3194, %3191, %3184, %3177, %3175, %3156, %3134
  %3198 = phi ptr [ %3196, %3194 ], [ %3137, %3177 ], [ %3137, %3184 ], [ %3137, %3191 ], [ %3137, %3175 ], [ %3137, %3156 ], [ %3137, %3134 ]
  %3199 = phi <16 x i1> [ %2360, %3194 ], [ %2358, %3177 ], [ %2358, %3184 ], [ %2358, %3191 ], [ %2358, %3175 ], [ %2358, %3156 ], [ %2358, %3134 ]
  %3200 = phi <16 x float> [ %2350, %3194 ], [ %3183, %3177 ], [ %3190, %3184 ], [ %3193, %3191 ], [ %3176, %3175 ], [ %3157, %3156 ], [ %2350, %3134 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3200, ptr align 1 %3198, <16 x i1> %3199)
  %3201 = add nsw i64 %580, %2221
  %3202 = getelementptr inbounds float, ptr %324, i64 %3201
  br i1 %58, label %3320, label %3203

3203:                                             ; preds = %3197
  %3204 = getelementptr inbounds float, ptr %322, i64 %3201
  switch i64 %185, label %1009 [
    i64 1, label %3219
    i64 2, label %3212
    i64 3, label %3205
    i64 0, label %3260
  ]

3205:                                             ; preds = %3203
  %3206 = bitcast <16 x float> %2351 to <8 x i64>
  %3207 = and <8 x i64> %3206, %59
  %3208 = fcmp oeq <16 x float> %2351, %38
  %3209 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2351, i32 4)
  %3210 = bitcast <8 x i64> %3207 to <16 x float>
  %3211 = select <16 x i1> %3208, <16 x float> %3210, <16 x float> %3209
  br label %3222

3212:                                             ; preds = %3203
  %3213 = bitcast <16 x float> %2351 to <8 x i64>
  %3214 = or <8 x i64> %3213, %60
  %3215 = fcmp oeq <16 x float> %2351, %41
  %3216 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2351, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3222

3219:                                             ; preds = %3203
  %3220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3221 = fadd <16 x float> %2351, %3220
  br label %3222

3222:                                             ; preds = %3219, %3212, %3205
  %3223 = phi <16 x float> [ %3221, %3219 ], [ %3218, %3212 ], [ %3211, %3205 ]
  switch i64 %187, label %1009 [
    i64 1, label %3238
    i64 2, label %3231
    i64 3, label %3224
    i64 0, label %3260
  ]

3224:                                             ; preds = %3222
  %3225 = bitcast <16 x float> %3223 to <8 x i64>
  %3226 = and <8 x i64> %3225, %59
  %3227 = fcmp oeq <16 x float> %3223, %38
  %3228 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3223, i32 4)
  %3229 = bitcast <8 x i64> %3226 to <16 x float>
  %3230 = select <16 x i1> %3227, <16 x float> %3229, <16 x float> %3228
  br label %3241

3231:                                             ; preds = %3222
  %3232 = bitcast <16 x float> %3223 to <8 x i64>
  %3233 = or <8 x i64> %3232, %60
  %3234 = fcmp oeq <16 x float> %3223, %41
  %3235 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3223, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3241

3238:                                             ; preds = %3222
  %3239 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3240 = fadd <16 x float> %3223, %3239
  br label %3241

3241:                                             ; preds = %3238, %3231, %3224
  %3242 = phi <16 x float> [ %3240, %3238 ], [ %3237, %3231 ], [ %3230, %3224 ]
  switch i64 %189, label %1009 [
    i64 1, label %3257
    i64 2, label %3250
    i64 3, label %3243
    i64 0, label %3260
  ]

3243:                                             ; preds = %3241
  %3244 = bitcast <16 x float> %3242 to <8 x i64>
  %3245 = and <8 x i64> %3244, %59
  %3246 = fcmp oeq <16 x float> %3242, %38
  %3247 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3242, i32 4)
  %3248 = bitcast <8 x i64> %3245 to <16 x float>
  %3249 = select <16 x i1> %3246, <16 x float> %3248, <16 x float> %3247
  br label %3260

3250:                                             ; preds = %3241
  %3251 = bitcast <16 x float> %3242 to <8 x i64>
  %3252 = or <8 x i64> %3251, %60
  %3253 = fcmp oeq <16 x float> %3242, %41
  %3254 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3242, i32 4)
  %3255 = bitcast <8 x i64> %3252 to <16 x float>
  %3256 = select <16 x i1> %3253, <16 x float> %3255, <16 x float> %3254
  br label %3260

3257:                                             ; preds = %3241
  %3258 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3259 = fadd <16 x float> %3242, %3258
  br label %3260

3260:                                             ; preds = %3257, %3250, %3243, %3241, %3222, %3203
  %3261 = phi <16 x float> [ %3249, %3243 ], [ %3256, %3250 ], [ %3259, %3257 ], [ %3223, %3222 ], [ %3242, %3241 ], [ %2351, %3203 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3261, ptr align 1 %3202, <16 x i1> %2357)
  %3262 = add nsw i64 %3201, 16
  %3263 = getelementptr inbounds float, ptr %324, i64 %3262
  %3264 = getelementptr inbounds float, ptr %322, i64 %3262
  switch i64 %190, label %1009 [
    i64 1, label %3279
    i64 2, label %3272
    i64 3, label %3265
    i64 0, label %3323
  ]

3265:                                             ; preds = %3260
  %3266 = bitcast <16 x float> %2352 to <8 x i64>
  %3267 = and <8 x i64> %3266, %59
  %3268 = fcmp oeq <16 x float> %2352, %38
  %3269 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2352, i32 4)
  %3270 = bitcast <8 x i64> %3267 to <16 x float>
  %3271 = select <16 x i1> %3268, <16 x float> %3270, <16 x float> %3269
  br label %3282

3272:                                             ; preds = %3260
  %3273 = bitcast <16 x float> %2352 to <8 x i64>
  %3274 = or <8 x i64> %3273, %60
  %3275 = fcmp oeq <16 x float> %2352, %41
  %3276 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2352, i32 4)
  %3277 = bitcast <8 x i64> %3274 to <16 x float>
  %3278 = select <16 x i1> %3275, <16 x float> %3277, <16 x float> %3276
  br label %3282

3279:                                             ; preds = %3260
  %3280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3264, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3281 = fadd <16 x float> %2352, %3280
  br label %3282

3282:                                             ; preds = %3279, %3272, %3265
  %3283 = phi <16 x float> [ %3281, %3279 ], [ %3278, %3272 ], [ %3271, %3265 ]
  switch i64 %192, label %1009 [
    i64 1, label %3298
    i64 2, label %3291
    i64 3, label %3284
    i64 0, label %3323
  ]

3284:                                             ; preds = %3282
  %3285 = bitcast <16 x float> %3283 to <8 x i64>
  %3286 = and <8 x i64> %3285, %59
  %3287 = fcmp oeq <16 x float> %3283, %38
  %3288 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3283, i32 4)
  %3289 = bitcast <8 x i64> %3286 to <16 x float>
  %3290 = select <16 x i1> %3287, <16 x float> %3289, <16 x float> %3288
  br label %3301

3291:                                             ; preds = %3282
  %3292 = bitcast <16 x float> %3283 to <8 x i64>
  %3293 = or <8 x i64> %3292, %60
  %3294 = fcmp oeq <16 x float> %3283, %41
  %3295 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3283, i32 4)
  %3296 = bitcast <8 x i64> %3293 to <16 x float>
  %3297 = select <16 x i1> %3294, <16 x float> %3296, <16 x float> %3295
  br label %3301

3298:                                             ; preds = %3282
  %3299 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3264, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3300 = fadd <16 x float> %3283, %3299
  br label %3301

3301:                                             ; preds = %3298, %3291, %3284
  %3302 = phi <16 x float> [ %3300, %3298 ], [ %3297, %3291 ], [ %3290, %3284 ]
  switch i64 %194, label %1009 [
    i64 1, label %3317
    i64 2, label %3310
    i64 3, label %3303
    i64 0, label %3323
  ]

3303:                                             ; preds = %3301
  %3304 = bitcast <16 x float> %3302 to <8 x i64>
  %3305 = and <8 x i64> %3304, %59
  %3306 = fcmp oeq <16 x float> %3302, %38
  %3307 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3302, i32 4)
  %3308 = bitcast <8 x i64> %3305 to <16 x float>
  %3309 = select <16 x i1> %3306, <16 x float> %3308, <16 x float> %3307
  br label %3323

3310:                                             ; preds = %3301
  %3311 = bitcast <16 x float> %3302 to <8 x i64>
  %3312 = or <8 x i64> %3311, %60
  %3313 = fcmp oeq <16 x float> %3302, %41
  %3314 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3302, i32 4)
  %3315 = bitcast <8 x i64> %3312 to <16 x float>
  %3316 = select <16 x i1> %3313, <16 x float> %3315, <16 x float> %3314
  br label %3323

3317:                                             ; preds = %3301
  %3318 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3264, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3319 = fadd <16 x float> %3302, %3318
  br label %3323

3320:                                             ; preds = %3197
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2351, ptr align 1 %3202, <16 x i1> %2359)
  %3321 = getelementptr float, ptr %324, i64 %3201
  %3322 = getelementptr i8, ptr %3321, i64 64
  br label %3323

3323:                                             ; preds = %3320, %3317, %3310, %3303, %3301, %3282, %3260
  %3324 = phi ptr [ %3322, %3320 ], [ %3263, %3303 ], [ %3263, %3310 ], [ %3263, %3317 ], [ %3263, %3301 ], [ %3263, %3282 ], [ %3263, %3260 ]
  %3325 = phi <16 x i1> [ %2360, %3320 ], [ %2358, %3303 ], [ %2358, %3310 ], [ %2358, %3317 ], [ %2358, %3301 ], [ %2358, %3282 ], [ %2358, %3260 ]
  %3326 = phi <16 x float> [ %2352, %3320 ], [ %3309, %3303 ], [ %3316, %3310 ], [ %3319, %3317 ], [ %3302, %3301 ], [ %3283, %3282 ], [ %2352, %3260 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3326, ptr align 1 %3324, <16 x i1> %3325)
  %3327 = add nsw i64 %582, %2221
  %3328 = getelementptr inbounds float, ptr %324, i64 %3327
  br i1 %58, label %3446, label %3329

3329:                                             ; preds = %3323
  %3330 = getelementptr inbounds float, ptr %322, i64 %3327
  switch i64 %185, label %1009 [
    i64 1, label %3345
    i64 2, label %3338
    i64 3, label %3331
    i64 0, label %3386
  ]

3331:                                             ; preds = %3329
  %3332 = bitcast <16 x float> %2353 to <8 x i64>
  %3333 = and <8 x i64> %3332, %59
  %3334 = fcmp oeq <16 x float> %2353, %38
  %3335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2353, i32 4)
  %3336 = bitcast <8 x i64> %3333 to <16 x float>
  %3337 = select <16 x i1> %3334, <16 x float> %3336, <16 x float> %3335
  br label %3348

3338:                                             ; preds = %3329
  %3339 = bitcast <16 x float> %2353 to <8 x i64>
  %3340 = or <8 x i64> %3339, %60
  %3341 = fcmp oeq <16 x float> %2353, %41
  %3342 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2353, i32 4)
  %3343 = bitcast <8 x i64> %3340 to <16 x float>
  %3344 = select <16 x i1> %3341, <16 x float> %3343, <16 x float> %3342
  br label %3348

3345:                                             ; preds = %3329
  %3346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3330, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3347 = fadd <16 x float> %2353, %3346
  br label %3348

3348:                                             ; preds = %3345, %3338, %3331
  %3349 = phi <16 x float> [ %3347, %3345 ], [ %3344, %3338 ], [ %3337, %3331 ]
  switch i64 %187, label %1009 [
    i64 1, label %3364
    i64 2, label %3357
    i64 3, label %3350
    i64 0, label %3386
  ]

3350:                                             ; preds = %3348
  %3351 = bitcast <16 x float> %3349 to <8 x i64>
  %3352 = and <8 x i64> %3351, %59
  %3353 = fcmp oeq <16 x float> %3349, %38
  %3354 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3349, i32 4)
  %3355 = bitcast <8 x i64> %3352 to <16 x float>
  %3356 = select <16 x i1> %3353, <16 x float> %3355, <16 x float> %3354
  br label %3367

3357:                                             ; preds = %3348
  %3358 = bitcast <16 x float> %3349 to <8 x i64>
  %3359 = or <8 x i64> %3358, %60
  %3360 = fcmp oeq <16 x float> %3349, %41
  %3361 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3349, i32 4)
  %3362 = bitcast <8 x i64> %3359 to <16 x float>
  %3363 = select <16 x i1> %3360, <16 x float> %3362, <16 x float> %3361
  br label %3367

3364:                                             ; preds = %3348
  %3365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3330, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3366 = fadd <16 x float> %3349, %3365
  br label %3367

3367:                                             ; preds = %3364, %3357, %3350
  %3368 = phi <16 x float> [ %3366, %3364 ], [ %3363, %3357 ], [ %3356, %3350 ]
  switch i64 %189, label %1009 [
    i64 1, label %3383
    i64 2, label %3376
    i64 3, label %3369
    i64 0, label %3386
  ]

3369:                                             ; preds = %3367
  %3370 = bitcast <16 x float> %3368 to <8 x i64>
  %3371 = and <8 x i64> %3370, %59
  %3372 = fcmp oeq <16 x float> %3368, %38
  %3373 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3368, i32 4)
  %3374 = bitcast <8 x i64> %3371 to <16 x float>
  %3375 = select <16 x i1> %3372, <16 x float> %3374, <16 x float> %3373
  br label %3386

3376:                                             ; preds = %3367
  %3377 = bitcast <16 x float> %3368 to <8 x i64>
  %3378 = or <8 x i64> %3377, %60
  %3379 = fcmp oeq <16 x float> %3368, %41
  %3380 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3368, i32 4)
  %3381 = bitcast <8 x i64> %3378 to <16 x float>
  %3382 = select <16 x i1> %3379, <16 x float> %3381, <16 x float> %3380
  br label %3386

3383:                                             ; preds = %3367
  %3384 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3330, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3385 = fadd <16 x float> %3368, %3384
  br label %3386

3386:                                             ; preds = %3383, %3376, %3369, %3367, %3348, %3329
  %3387 = phi <16 x float> [ %3375, %3369 ], [ %3382, %3376 ], [ %3385, %3383 ], [ %3349, %3348 ], [ %3368, %3367 ], [ %2353, %3329 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3387, ptr align 1 %3328, <16 x i1> %2357)
  %3388 = add nsw i64 %3327, 16
  %3389 = getelementptr inbounds float, ptr %324, i64 %3388
  %3390 = getelementptr inbounds float, ptr %322, i64 %3388
  switch i64 %190, label %1009 [
    i64 1, label %3405
    i64 2, label %3398
    i64 3, label %3391
    i64 0, label %3449
  ]

3391:                                             ; preds = %3386
  %3392 = bitcast <16 x float> %2354 to <8 x i64>
  %3393 = and <8 x i64> %3392, %59
  %3394 = fcmp oeq <16 x float> %2354, %38
  %3395 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2354, i32 4)
  %3396 = bitcast <8 x i64> %3393 to <16 x float>
  %3397 = select <16 x i1> %3394, <16 x float> %3396, <16 x float> %3395
  br label %3408

3398:                                             ; preds = %3386
  %3399 = bitcast <16 x float> %2354 to <8 x i64>
  %3400 = or <8 x i64> %3399, %60
  %3401 = fcmp oeq <16 x float> %2354, %41
  %3402 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2354, i32 4)
  %3403 = bitcast <8 x i64> %3400 to <16 x float>
  %3404 = select <16 x i1> %3401, <16 x float> %3403, <16 x float> %3402
  br label %3408

3405:                                             ; preds = %3386
  %3406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3390, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3407 = fadd <16 x float> %2354, %3406
  br label %3408

3408:                                             ; preds = %3405, %3398, %3391
  %3409 = phi <16 x float> [ %3407, %3405 ], [ %3404, %3398 ], [ %3397, %3391 ]
  switch i64 %192, label %1009 [
    i64 1, label %3424
    i64 2, label %3417
    i64 3, label %3410
    i64 0, label %3449
  ]

3410:                                             ; preds = %3408
  %3411 = bitcast <16 x float> %3409 to <8 x i64>
  %3412 = and <8 x i64> %3411, %59
  %3413 = fcmp oeq <16 x float> %3409, %38
  %3414 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3409, i32 4)
  %3415 = bitcast <8 x i64> %3412 to <16 x float>
  %3416 = select <16 x i1> %3413, <16 x float> %3415, <16 x float> %3414
  br label %3427

3417:                                             ; preds = %3408
  %3418 = bitcast <16 x float> %3409 to <8 x i64>
  %3419 = or <8 x i64> %3418, %60
  %3420 = fcmp oeq <16 x float> %3409, %41
  %3421 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3409, i32 4)
  %3422 = bitcast <8 x i64> %3419 to <16 x float>
  %3423 = select <16 x i1> %3420, <16 x float> %3422, <16 x float> %3421
  br label %3427

3424:                                             ; preds = %3408
  %3425 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3390, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3426 = fadd <16 x float> %3409, %3425
  br label %3427

3427:                                             ; preds = %3424, %3417, %3410
  %3428 = phi <16 x float> [ %3426, %3424 ], [ %3423, %3417 ], [ %3416, %3410 ]
  switch i64 %194, label %1009 [
    i64 1, label %3443
    i64 2, label %3436
    i64 3, label %3429
    i64 0, label %3449
  ]

3429:                                             ; preds = %3427
  %3430 = bitcast <16 x float> %3428 to <8 x i64>
  %3431 = and <8 x i64> %3430, %59
  %3432 = fcmp oeq <16 x float> %3428, %38
  %3433 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3428, i32 4)
  %3434 = bitcast <8 x i64> %3431 to <16 x float>
  %3435 = select <16 x i1> %3432, <16 x float> %3434, <16 x float> %3433
  br label %3449

3436:                                             ; preds = %3427
  %3437 = bitcast <16 x float> %3428 to <8 x i64>
  %3438 = or <8 x i64> %3437, %60
  %3439 = fcmp oeq <16 x float> %3428, %41
  %3440 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3428, i32 4)
  %3441 = bitcast <8 x i64> %3438 to <16 x float>
  %3442 = select <16 x i1> %3439, <16 x float> %3441, <16 x float> %3440
  br label %3449

3443:                                             ; preds = %3427
  %3444 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3390, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3445 = fadd <16 x float> %3428, %3444
  br label %3449

3446:                                             ; preds = %3323
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2353, ptr align 1 %3328, <16 x i1> %2359)
  %3447 = getelementptr float, ptr %324, i64 %3327
  %3448 = getelementptr i8, ptr %3447, i64 64
  br label %3449

3449:                                             ; preds = %3446, %3443, %3436, %3429, %3427, %3408, %3386
  %3450 = phi ptr [ %3448, %3446 ], [ %3389, %3429 ], [ %3389, %3436 ], [ %3389, %3443 ], [ %3389, %3427 ], [ %3389, %3408 ], [ %3389, %3386 ]
  %3451 = phi <16 x i1> [ %2360, %3446 ], [ %2358, %3429 ], [ %2358, %3436 ], [ %2358, %3443 ], [ %2358, %3427 ], [ %2358, %3408 ], [ %2358, %3386 ]
  %3452 = phi <16 x float> [ %2354, %3446 ], [ %3435, %3429 ], [ %3442, %3436 ], [ %3445, %3443 ], [ %3428, %3427 ], [ %3409, %3408 ], [ %2354, %3386 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3452, ptr align 1 %3450, <16 x i1> %3451)
  %3453 = add nsw i64 %584, %2221
  %3454 = getelementptr inbounds float, ptr %324, i64 %3453
  br i1 %58, label %3572, label %3455

3455:                                             ; preds = %3449
  %3456 = getelementptr inbounds float, ptr %322, i64 %3453
  switch i64 %185, label %1009 [
    i64 1, label %3471
    i64 2, label %3464
    i64 3, label %3457
    i64 0, label %3512
  ]

3457:                                             ; preds = %3455
  %3458 = bitcast <16 x float> %2355 to <8 x i64>
  %3459 = and <8 x i64> %3458, %59
  %3460 = fcmp oeq <16 x float> %2355, %38
  %3461 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2355, i32 4)
  %3462 = bitcast <8 x i64> %3459 to <16 x float>
  %3463 = select <16 x i1> %3460, <16 x float> %3462, <16 x float> %3461
  br label %3474

3464:                                             ; preds = %3455
  %3465 = bitcast <16 x float> %2355 to <8 x i64>
  %3466 = or <8 x i64> %3465, %60
  %3467 = fcmp oeq <16 x float> %2355, %41
  %3468 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2355, i32 4)
  %3469 = bitcast <8 x i64> %3466 to <16 x float>
  %3470 = select <16 x i1> %3467, <16 x float> %3469, <16 x float> %3468
  br label %3474

3471:                                             ; preds = %3455
  %3472 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3456, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3473 = fadd <16 x float> %2355, %3472
  br label %3474

3474:                                             ; preds = %3471, %3464, %3457
  %3475 = phi <16 x float> [ %3473, %3471 ], [ %3470, %3464 ], [ %3463, %3457 ]
  switch i64 %187, label %1009 [
    i64 1, label %3490
    i64 2, label %3483
    i64 3, label %3476
    i64 0, label %3512
  ]

3476:                                             ; preds = %3474
  %3477 = bitcast <16 x float> %3475 to <8 x i64>
  %3478 = and <8 x i64> %3477, %59
  %3479 = fcmp oeq <16 x float> %3475, %38
  %3480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3475, i32 4)
  %3481 = bitcast <8 x i64> %3478 to <16 x float>
  %3482 = select <16 x i1> %3479, <16 x float> %3481, <16 x float> %3480
  br label %3493

3483:                                             ; preds = %3474
  %3484 = bitcast <16 x float> %3475 to <8 x i64>
  %3485 = or <8 x i64> %3484, %60
  %3486 = fcmp oeq <16 x float> %3475, %41
  %3487 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3475, i32 4)
  %3488 = bitcast <8 x i64> %3485 to <16 x float>
  %3489 = select <16 x i1> %3486, <16 x float> %3488, <16 x float> %3487
  br label %3493

3490:                                             ; preds = %3474
  %3491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3456, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3492 = fadd <16 x float> %3475, %3491
  br label %3493

3493:                                             ; preds = %3490, %3483, %3476
  %3494 = phi <16 x float> [ %3492, %3490 ], [ %3489, %3483 ], [ %3482, %3476 ]
  switch i64 %189, label %1009 [
    i64 1, label %3509
    i64 2, label %3502
    i64 3, label %3495
    i64 0, label %3512
  ]

3495:                                             ; preds = %3493
  %3496 = bitcast <16 x float> %3494 to <8 x i64>
  %3497 = and <8 x i64> %3496, %59
  %3498 = fcmp oeq <16 x float> %3494, %38
  %3499 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3494, i32 4)
  %3500 = bitcast <8 x i64> %3497 to <16 x float>
  %3501 = select <16 x i1> %3498, <16 x float> %3500, <16 x float> %3499
  br label %3512

3502:                                             ; preds = %3493
  %3503 = bitcast <16 x float> %3494 to <8 x i64>
  %3504 = or <8 x i64> %3503, %60
  %3505 = fcmp oeq <16 x float> %3494, %41
  %3506 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3494, i32 4)
  %3507 = bitcast <8 x i64> %3504 to <16 x float>
  %3508 = select <16 x i1> %3505, <16 x float> %3507, <16 x float> %3506
  br label %3512

3509:                                             ; preds = %3493
  %3510 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3456, <16 x i1> %2357, <16 x float> zeroinitializer)
  %3511 = fadd <16 x float> %3494, %3510
  br label %3512

3512:                                             ; preds = %3509, %3502, %3495, %3493, %3474, %3455
  %3513 = phi <16 x float> [ %3501, %3495 ], [ %3508, %3502 ], [ %3511, %3509 ], [ %3475, %3474 ], [ %3494, %3493 ], [ %2355, %3455 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3513, ptr align 1 %3454, <16 x i1> %2357)
  %3514 = add nsw i64 %3453, 16
  %3515 = getelementptr inbounds float, ptr %324, i64 %3514
  %3516 = getelementptr inbounds float, ptr %322, i64 %3514
  switch i64 %190, label %1009 [
    i64 1, label %3531
    i64 2, label %3524
    i64 3, label %3517
    i64 0, label %3575
  ]

3517:                                             ; preds = %3512
  %3518 = bitcast <16 x float> %2356 to <8 x i64>
  %3519 = and <8 x i64> %3518, %59
  %3520 = fcmp oeq <16 x float> %2356, %38
  %3521 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %2356, i32 4)
  %3522 = bitcast <8 x i64> %3519 to <16 x float>
  %3523 = select <16 x i1> %3520, <16 x float> %3522, <16 x float> %3521
  br label %3534

3524:                                             ; preds = %3512
  %3525 = bitcast <16 x float> %2356 to <8 x i64>
  %3526 = or <8 x i64> %3525, %60
  %3527 = fcmp oeq <16 x float> %2356, %41
  %3528 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %2356, i32 4)
  %3529 = bitcast <8 x i64> %3526 to <16 x float>
  %3530 = select <16 x i1> %3527, <16 x float> %3529, <16 x float> %3528
  br label %3534

3531:                                             ; preds = %3512
  %3532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3516, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3533 = fadd <16 x float> %2356, %3532
  br label %3534

3534:                                             ; preds = %3531, %3524, %3517
  %3535 = phi <16 x float> [ %3533, %3531 ], [ %3530, %3524 ], [ %3523, %3517 ]
  switch i64 %192, label %1009 [
    i64 1, label %3550
    i64 2, label %3543
    i64 3, label %3536
    i64 0, label %3575
  ]

3536:                                             ; preds = %3534
  %3537 = bitcast <16 x float> %3535 to <8 x i64>
  %3538 = and <8 x i64> %3537, %59
  %3539 = fcmp oeq <16 x float> %3535, %38
  %3540 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3535, i32 4)
  %3541 = bitcast <8 x i64> %3538 to <16 x float>
  %3542 = select <16 x i1> %3539, <16 x float> %3541, <16 x float> %3540
  br label %3553

3543:                                             ; preds = %3534
  %3544 = bitcast <16 x float> %3535 to <8 x i64>
  %3545 = or <8 x i64> %3544, %60
  %3546 = fcmp oeq <16 x float> %3535, %41
  %3547 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3535, i32 4)
  %3548 = bitcast <8 x i64> %3545 to <16 x float>
  %3549 = select <16 x i1> %3546, <16 x float> %3548, <16 x float> %3547
  br label %3553

3550:                                             ; preds = %3534
  %3551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3516, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3552 = fadd <16 x float> %3535, %3551
  br label %3553

3553:                                             ; preds = %3550, %3543, %3536
  %3554 = phi <16 x float> [ %3552, %3550 ], [ %3549, %3543 ], [ %3542, %3536 ]
  switch i64 %194, label %1009 [
    i64 1, label %3569
    i64 2, label %3562
    i64 3, label %3555
    i64 0, label %3575
  ]

3555:                                             ; preds = %3553
  %3556 = bitcast <16 x float> %3554 to <8 x i64>
  %3557 = and <8 x i64> %3556, %59
  %3558 = fcmp oeq <16 x float> %3554, %38
  %3559 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3554, i32 4)
  %3560 = bitcast <8 x i64> %3557 to <16 x float>
  %3561 = select <16 x i1> %3558, <16 x float> %3560, <16 x float> %3559
  br label %3575

3562:                                             ; preds = %3553
  %3563 = bitcast <16 x float> %3554 to <8 x i64>
  %3564 = or <8 x i64> %3563, %60
  %3565 = fcmp oeq <16 x float> %3554, %41
  %3566 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3554, i32 4)
  %3567 = bitcast <8 x i64> %3564 to <16 x float>
  %3568 = select <16 x i1> %3565, <16 x float> %3567, <16 x float> %3566
  br label %3575

3569:                                             ; preds = %3553
  %3570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3516, <16 x i1> %2358, <16 x float> zeroinitializer)
  %3571 = fadd <16 x float> %3554, %3570
  br label %3575

3572:                                             ; preds = %3449
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2355, ptr align 1 %3454, <16 x i1> %2359)
  %3573 = getelementptr float, ptr %324, i64 %3453
  %3574 = getelementptr i8, ptr %3573, i64 64
  br label %3575

3575:                                             ; preds = %3572, %3569, %3562, %3555, %3553, %3534, %3512
  %3576 = phi ptr [ %3574, %3572 ], [ %3515, %3555 ], [ %3515, %3562 ], [ %3515, %3569 ], [ %3515, %3553 ], [ %3515, %3534 ], [ %3515, %3512 ]
  %3577 = phi <16 x i1> [ %2360, %3572 ], [ %2358, %3555 ], [ %2358, %3562 ], [ %2358, %3569 ], [ %2358, %3553 ], [ %2358, %3534 ], [ %2358, %3512 ]
  %3578 = phi <16 x float> [ %2356, %3572 ], [ %3561, %3555 ], [ %3568, %3562 ], [ %3571, %3569 ], [ %3554, %3553 ], [ %3535, %3534 ], [ %2356, %3512 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3578, ptr align 1 %3576, <16 x i1> %3577)
  br label %10625

3579:                                             ; preds = %762
  %3580 = add i64 %603, %10
  %3581 = icmp sgt i64 %3580, 15
  %3582 = trunc i64 %3580 to i32
  %3583 = shl nsw i32 -1, %3582
  %3584 = trunc i32 %3583 to i16
  %3585 = xor i16 %3584, -1
  %3586 = select i1 %3581, i16 -1, i16 %3585
  %3587 = add i64 %3580, -16
  %3588 = icmp sgt i64 %3587, 15
  %3589 = trunc i64 %3587 to i32
  %3590 = shl nsw i32 -1, %3589
  %3591 = trunc i32 %3590 to i16
  %3592 = xor i16 %3591, -1
  %3593 = select i1 %3588, i16 -1, i16 %3592
  %3594 = add nsw i64 %604, %330
  %3595 = getelementptr float, ptr %319, i64 %3594
  %3596 = bitcast i16 %3586 to <16 x i1>
  %3597 = bitcast i16 %3593 to <16 x i1>
  br i1 %53, label %3613, label %3607

3598:                                             ; preds = %3716
  %3599 = shl nuw nsw i64 %604, 1
  %3600 = shl nsw i64 %605, 1
  %3601 = add nsw i64 %3600, -1
  %3602 = add nuw i64 %604, 16
  %3603 = sub i64 %10, %3602
  %3604 = shl nsw i64 %3602, 1
  %3605 = shl nsw i64 %3603, 1
  %3606 = add nsw i64 %3605, -1
  br label %3742

3607:                                             ; preds = %3579
  %3608 = load float, ptr %333, align 4
  %3609 = insertelement <16 x float> poison, float %3608, i64 0
  %3610 = shufflevector <16 x float> %3609, <16 x float> poison, <16 x i32> zeroinitializer
  %3611 = insertelement <16 x float> poison, float %3608, i64 0
  %3612 = shufflevector <16 x float> %3611, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3618

3613:                                             ; preds = %3579
  %3614 = getelementptr float, ptr %3595, i64 %511
  %3615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3614, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3616 = getelementptr inbounds nuw i8, ptr %3614, i64 64
  %3617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3616, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3618

3618:                                             ; preds = %3613, %3607
  %3619 = phi <16 x float> [ %3615, %3613 ], [ %3610, %3607 ]
  %3620 = phi <16 x float> [ %3617, %3613 ], [ %3612, %3607 ]
  br i1 %53, label %3627, label %3621

3621:                                             ; preds = %3618
  %3622 = load float, ptr %512, align 4
  %3623 = insertelement <16 x float> poison, float %3622, i64 0
  %3624 = shufflevector <16 x float> %3623, <16 x float> poison, <16 x i32> zeroinitializer
  %3625 = insertelement <16 x float> poison, float %3622, i64 0
  %3626 = shufflevector <16 x float> %3625, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3632

3627:                                             ; preds = %3618
  %3628 = getelementptr float, ptr %3595, i64 %514
  %3629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3628, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3630 = getelementptr inbounds nuw i8, ptr %3628, i64 64
  %3631 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3630, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3632

3632:                                             ; preds = %3627, %3621
  %3633 = phi <16 x float> [ %3629, %3627 ], [ %3624, %3621 ]
  %3634 = phi <16 x float> [ %3631, %3627 ], [ %3626, %3621 ]
  br i1 %53, label %3641, label %3635

3635:                                             ; preds = %3632
  %3636 = load float, ptr %515, align 4
  %3637 = insertelement <16 x float> poison, float %3636, i64 0
  %3638 = shufflevector <16 x float> %3637, <16 x float> poison, <16 x i32> zeroinitializer
  %3639 = insertelement <16 x float> poison, float %3636, i64 0
  %3640 = shufflevector <16 x float> %3639, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3646

3641:                                             ; preds = %3632
  %3642 = getelementptr float, ptr %3595, i64 %517
  %3643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3642, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3644 = getelementptr inbounds nuw i8, ptr %3642, i64 64
  %3645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3644, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3646

3646:                                             ; preds = %3641, %3635
  %3647 = phi <16 x float> [ %3643, %3641 ], [ %3638, %3635 ]
  %3648 = phi <16 x float> [ %3645, %3641 ], [ %3640, %3635 ]
  br i1 %53, label %3655, label %3649

3649:                                             ; preds = %3646
  %3650 = load float, ptr %518, align 4
  %3651 = insertelement <16 x float> poison, float %3650, i64 0
  %3652 = shufflevector <16 x float> %3651, <16 x float> poison, <16 x i32> zeroinitializer
  %3653 = insertelement <16 x float> poison, float %3650, i64 0
  %3654 = shufflevector <16 x float> %3653, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3660

3655:                                             ; preds = %3646
  %3656 = getelementptr float, ptr %3595, i64 %520
  %3657 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3656, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3658 = getelementptr inbounds nuw i8, ptr %3656, i64 64
  %3659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3658, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3660

3660:                                             ; preds = %3655, %3649
  %3661 = phi <16 x float> [ %3657, %3655 ], [ %3652, %3649 ]
  %3662 = phi <16 x float> [ %3659, %3655 ], [ %3654, %3649 ]
  br i1 %53, label %3669, label %3663

3663:                                             ; preds = %3660
  %3664 = load float, ptr %521, align 4
  %3665 = insertelement <16 x float> poison, float %3664, i64 0
  %3666 = shufflevector <16 x float> %3665, <16 x float> poison, <16 x i32> zeroinitializer
  %3667 = insertelement <16 x float> poison, float %3664, i64 0
  %3668 = shufflevector <16 x float> %3667, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3674

3669:                                             ; preds = %3660
  %3670 = getelementptr float, ptr %3595, i64 %523
  %3671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3670, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3672 = getelementptr inbounds nuw i8, ptr %3670, i64 64
  %3673 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3672, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3674

3674:                                             ; preds = %3669, %3663
  %3675 = phi <16 x float> [ %3671, %3669 ], [ %3666, %3663 ]
  %3676 = phi <16 x float> [ %3673, %3669 ], [ %3668, %3663 ]
  br i1 %53, label %3683, label %3677

3677:                                             ; preds = %3674
  %3678 = load float, ptr %524, align 4
  %3679 = insertelement <16 x float> poison, float %3678, i64 0
  %3680 = shufflevector <16 x float> %3679, <16 x float> poison, <16 x i32> zeroinitializer
  %3681 = insertelement <16 x float> poison, float %3678, i64 0
  %3682 = shufflevector <16 x float> %3681, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3688

3683:                                             ; preds = %3674
  %3684 = getelementptr float, ptr %3595, i64 %526
  %3685 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3684, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3686 = getelementptr inbounds nuw i8, ptr %3684, i64 64
  %3687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3686, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3688

3688:                                             ; preds = %3683, %3677
  %3689 = phi <16 x float> [ %3685, %3683 ], [ %3680, %3677 ]
  %3690 = phi <16 x float> [ %3687, %3683 ], [ %3682, %3677 ]
  br i1 %53, label %3697, label %3691

3691:                                             ; preds = %3688
  %3692 = load float, ptr %527, align 4
  %3693 = insertelement <16 x float> poison, float %3692, i64 0
  %3694 = shufflevector <16 x float> %3693, <16 x float> poison, <16 x i32> zeroinitializer
  %3695 = insertelement <16 x float> poison, float %3692, i64 0
  %3696 = shufflevector <16 x float> %3695, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3702

3697:                                             ; preds = %3688
  %3698 = getelementptr float, ptr %3595, i64 %529
  %3699 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3698, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3700 = getelementptr inbounds nuw i8, ptr %3698, i64 64
  %3701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3700, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3702

3702:                                             ; preds = %3697, %3691
  %3703 = phi <16 x float> [ %3699, %3697 ], [ %3694, %3691 ]
  %3704 = phi <16 x float> [ %3701, %3697 ], [ %3696, %3691 ]
  br i1 %53, label %3711, label %3705

3705:                                             ; preds = %3702
  %3706 = load float, ptr %530, align 4
  %3707 = insertelement <16 x float> poison, float %3706, i64 0
  %3708 = shufflevector <16 x float> %3707, <16 x float> poison, <16 x i32> zeroinitializer
  %3709 = insertelement <16 x float> poison, float %3706, i64 0
  %3710 = shufflevector <16 x float> %3709, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3716

3711:                                             ; preds = %3702
  %3712 = getelementptr float, ptr %3595, i64 %532
  %3713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3712, <16 x i1> %3596, <16 x float> zeroinitializer)
  %3714 = getelementptr inbounds nuw i8, ptr %3712, i64 64
  %3715 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %3714, <16 x i1> %3597, <16 x float> zeroinitializer)
  br label %3716

3716:                                             ; preds = %3711, %3705
  %3717 = phi <16 x float> [ %3713, %3711 ], [ %3708, %3705 ]
  %3718 = phi <16 x float> [ %3715, %3711 ], [ %3710, %3705 ]
  br i1 %55, label %3598, label %3719

3719:                                             ; preds = %3955, %3716
  %3720 = phi <16 x float> [ %3718, %3716 ], [ %3956, %3955 ]
  %3721 = phi <16 x float> [ %3717, %3716 ], [ %3957, %3955 ]
  %3722 = phi <16 x float> [ %3704, %3716 ], [ %3958, %3955 ]
  %3723 = phi <16 x float> [ %3703, %3716 ], [ %3959, %3955 ]
  %3724 = phi <16 x float> [ %3690, %3716 ], [ %3960, %3955 ]
  %3725 = phi <16 x float> [ %3689, %3716 ], [ %3961, %3955 ]
  %3726 = phi <16 x float> [ %3676, %3716 ], [ %3962, %3955 ]
  %3727 = phi <16 x float> [ %3675, %3716 ], [ %3963, %3955 ]
  %3728 = phi <16 x float> [ %3662, %3716 ], [ %3964, %3955 ]
  %3729 = phi <16 x float> [ %3661, %3716 ], [ %3965, %3955 ]
  %3730 = phi <16 x float> [ %3648, %3716 ], [ %3966, %3955 ]
  %3731 = phi <16 x float> [ %3647, %3716 ], [ %3967, %3955 ]
  %3732 = phi <16 x float> [ %3634, %3716 ], [ %3968, %3955 ]
  %3733 = phi <16 x float> [ %3633, %3716 ], [ %3969, %3955 ]
  %3734 = phi <16 x float> [ %3620, %3716 ], [ %3970, %3955 ]
  %3735 = phi <16 x float> [ %3619, %3716 ], [ %3971, %3955 ]
  %3736 = bitcast i16 %3586 to <16 x i1>
  %3737 = bitcast i16 %3593 to <16 x i1>
  %3738 = bitcast i16 %3586 to <16 x i1>
  %3739 = bitcast i16 %3593 to <16 x i1>
  %3740 = add nsw i64 %533, %3594
  %3741 = getelementptr inbounds float, ptr %324, i64 %3740
  br i1 %58, label %4091, label %3974

3742:                                             ; preds = %3598, %3955
  %3743 = phi <16 x float> [ %3956, %3955 ], [ %3718, %3598 ]
  %3744 = phi <16 x float> [ %3957, %3955 ], [ %3717, %3598 ]
  %3745 = phi <16 x float> [ %3958, %3955 ], [ %3704, %3598 ]
  %3746 = phi <16 x float> [ %3959, %3955 ], [ %3703, %3598 ]
  %3747 = phi <16 x float> [ %3960, %3955 ], [ %3690, %3598 ]
  %3748 = phi <16 x float> [ %3961, %3955 ], [ %3689, %3598 ]
  %3749 = phi <16 x float> [ %3962, %3955 ], [ %3676, %3598 ]
  %3750 = phi <16 x float> [ %3963, %3955 ], [ %3675, %3598 ]
  %3751 = phi <16 x float> [ %3964, %3955 ], [ %3662, %3598 ]
  %3752 = phi <16 x float> [ %3965, %3955 ], [ %3661, %3598 ]
  %3753 = phi <16 x float> [ %3966, %3955 ], [ %3648, %3598 ]
  %3754 = phi <16 x float> [ %3967, %3955 ], [ %3647, %3598 ]
  %3755 = phi <16 x float> [ %3968, %3955 ], [ %3634, %3598 ]
  %3756 = phi <16 x float> [ %3969, %3955 ], [ %3633, %3598 ]
  %3757 = phi <16 x float> [ %3970, %3955 ], [ %3620, %3598 ]
  %3758 = phi <16 x float> [ %3971, %3955 ], [ %3619, %3598 ]
  %3759 = phi i64 [ %3972, %3955 ], [ 0, %3598 ]
  %3760 = add i64 %332, %3759
  %3761 = icmp sgt i64 %3760, -1
  %3762 = icmp slt i64 %3760, %7
  %3763 = and i1 %3761, %3762
  br i1 %3763, label %3764, label %3955

3764:                                             ; preds = %3742
  %3765 = mul nsw i64 %3760, %8
  %3766 = getelementptr inbounds float, ptr %317, i64 %3765
  br i1 %56, label %3767, label %3955

3767:                                             ; preds = %3764
  %3768 = mul nuw nsw i64 %3759, %12
  %3769 = getelementptr inbounds nuw float, ptr %334, i64 %3768
  br label %3770

3770:                                             ; preds = %3767, %3841
  %3771 = phi <16 x float> [ %3743, %3767 ], [ %3842, %3841 ]
  %3772 = phi <16 x float> [ %3744, %3767 ], [ %3843, %3841 ]
  %3773 = phi <16 x float> [ %3745, %3767 ], [ %3844, %3841 ]
  %3774 = phi <16 x float> [ %3746, %3767 ], [ %3845, %3841 ]
  %3775 = phi <16 x float> [ %3747, %3767 ], [ %3846, %3841 ]
  %3776 = phi <16 x float> [ %3748, %3767 ], [ %3847, %3841 ]
  %3777 = phi <16 x float> [ %3749, %3767 ], [ %3848, %3841 ]
  %3778 = phi <16 x float> [ %3750, %3767 ], [ %3849, %3841 ]
  %3779 = phi <16 x float> [ %3751, %3767 ], [ %3850, %3841 ]
  %3780 = phi <16 x float> [ %3752, %3767 ], [ %3851, %3841 ]
  %3781 = phi <16 x float> [ %3753, %3767 ], [ %3852, %3841 ]
  %3782 = phi <16 x float> [ %3754, %3767 ], [ %3853, %3841 ]
  %3783 = phi <16 x float> [ %3755, %3767 ], [ %3854, %3841 ]
  %3784 = phi <16 x float> [ %3756, %3767 ], [ %3855, %3841 ]
  %3785 = phi <16 x float> [ %3757, %3767 ], [ %3856, %3841 ]
  %3786 = phi <16 x float> [ %3758, %3767 ], [ %3857, %3841 ]
  %3787 = phi i64 [ 0, %3767 ], [ %3858, %3841 ]
  %3788 = sub i64 %3787, %16
  %3789 = add i64 %3788, %3599
  %3790 = add i64 %3788, %3604
  %3791 = getelementptr inbounds nuw float, ptr %3769, i64 %3787
  br i1 %57, label %3792, label %3841

3792:                                             ; preds = %3770
  %3793 = sub nsw i64 %8, %3790
  %3794 = tail call i64 @llvm.smin.i64(i64 %3793, i64 %3606)
  %3795 = tail call i64 @llvm.smin.i64(i64 %3794, i64 32)
  %3796 = icmp slt i64 %3790, 0
  %3797 = sub nsw i64 0, %3790
  %3798 = select i1 %3796, i64 %3797, i64 0
  %3799 = icmp sgt i64 %3795, %3798
  %3800 = select i1 %3799, i64 %3798, i64 0
  %3801 = select i1 %3799, i64 %3795, i64 0
  %3802 = sub nsw i64 %8, %3789
  %3803 = tail call i64 @llvm.smin.i64(i64 %3802, i64 %3601)
  %3804 = tail call i64 @llvm.smin.i64(i64 %3803, i64 32)
  %3805 = icmp slt i64 %3789, 0
  %3806 = sub nsw i64 0, %3789
  %3807 = select i1 %3805, i64 %3806, i64 0
  %3808 = icmp sgt i64 %3804, %3807
  %3809 = select i1 %3808, i64 %3807, i64 0
  %3810 = select i1 %3808, i64 %3804, i64 0
  %3811 = icmp sgt i64 %3810, %3809
  %3812 = icmp sgt i64 %3810, 31
  %3813 = trunc i64 %3810 to i32
  %3814 = shl nsw i32 -1, %3813
  %3815 = xor i32 %3814, -1
  %3816 = select i1 %3812, i32 -1, i32 %3815
  %3817 = trunc i64 %3809 to i32
  %3818 = shl nsw i32 -1, %3817
  %3819 = and i32 %3816, %3818
  %3820 = icmp sgt i64 %3801, %3800
  %3821 = icmp sgt i64 %3801, 31
  %3822 = trunc i64 %3801 to i32
  %3823 = shl nsw i32 -1, %3822
  %3824 = xor i32 %3823, -1
  %3825 = select i1 %3821, i32 -1, i32 %3824
  %3826 = trunc i64 %3800 to i32
  %3827 = shl nsw i32 -1, %3826
  %3828 = and i32 %3825, %3827
  %3829 = select i1 %3811, i32 %3819, i32 0
  %3830 = trunc i32 %3829 to i16
  %3831 = bitcast i16 %3830 to <16 x i1>
  %3832 = lshr i32 %3829, 16
  %3833 = trunc nuw i32 %3832 to i16
  %3834 = bitcast i16 %3833 to <16 x i1>
  %3835 = select i1 %3820, i32 %3828, i32 0
  %3836 = trunc i32 %3835 to i16
  %3837 = bitcast i16 %3836 to <16 x i1>
  %3838 = lshr i32 %3835, 16
  %3839 = trunc nuw i32 %3838 to i16
  %3840 = bitcast i16 %3839 to <16 x i1>
  br label %3860

3841:                                             ; preds = %3860, %3770
  %3842 = phi <16 x float> [ %3771, %3770 ], [ %3952, %3860 ]
  %3843 = phi <16 x float> [ %3772, %3770 ], [ %3951, %3860 ]
  %3844 = phi <16 x float> [ %3773, %3770 ], [ %3944, %3860 ]
  %3845 = phi <16 x float> [ %3774, %3770 ], [ %3943, %3860 ]
  %3846 = phi <16 x float> [ %3775, %3770 ], [ %3936, %3860 ]
  %3847 = phi <16 x float> [ %3776, %3770 ], [ %3935, %3860 ]
  %3848 = phi <16 x float> [ %3777, %3770 ], [ %3928, %3860 ]
  %3849 = phi <16 x float> [ %3778, %3770 ], [ %3927, %3860 ]
  %3850 = phi <16 x float> [ %3779, %3770 ], [ %3920, %3860 ]
  %3851 = phi <16 x float> [ %3780, %3770 ], [ %3919, %3860 ]
  %3852 = phi <16 x float> [ %3781, %3770 ], [ %3912, %3860 ]
  %3853 = phi <16 x float> [ %3782, %3770 ], [ %3911, %3860 ]
  %3854 = phi <16 x float> [ %3783, %3770 ], [ %3904, %3860 ]
  %3855 = phi <16 x float> [ %3784, %3770 ], [ %3903, %3860 ]
  %3856 = phi <16 x float> [ %3785, %3770 ], [ %3896, %3860 ]
  %3857 = phi <16 x float> [ %3786, %3770 ], [ %3895, %3860 ]
  %3858 = add nuw nsw i64 %3787, 1
  %3859 = icmp eq i64 %3858, %12
  br i1 %3859, label %3955, label %3770

3860:                                             ; preds = %3792, %3860
  %3861 = phi <16 x float> [ %3952, %3860 ], [ %3771, %3792 ]
  %3862 = phi <16 x float> [ %3951, %3860 ], [ %3772, %3792 ]
  %3863 = phi <16 x float> [ %3944, %3860 ], [ %3773, %3792 ]
  %3864 = phi <16 x float> [ %3943, %3860 ], [ %3774, %3792 ]
  %3865 = phi <16 x float> [ %3936, %3860 ], [ %3775, %3792 ]
  %3866 = phi <16 x float> [ %3935, %3860 ], [ %3776, %3792 ]
  %3867 = phi <16 x float> [ %3928, %3860 ], [ %3777, %3792 ]
  %3868 = phi <16 x float> [ %3927, %3860 ], [ %3778, %3792 ]
  %3869 = phi <16 x float> [ %3920, %3860 ], [ %3779, %3792 ]
  %3870 = phi <16 x float> [ %3919, %3860 ], [ %3780, %3792 ]
  %3871 = phi <16 x float> [ %3912, %3860 ], [ %3781, %3792 ]
  %3872 = phi <16 x float> [ %3911, %3860 ], [ %3782, %3792 ]
  %3873 = phi <16 x float> [ %3904, %3860 ], [ %3783, %3792 ]
  %3874 = phi <16 x float> [ %3903, %3860 ], [ %3784, %3792 ]
  %3875 = phi <16 x float> [ %3896, %3860 ], [ %3785, %3792 ]
  %3876 = phi <16 x float> [ %3895, %3860 ], [ %3786, %3792 ]
  %3877 = phi i64 [ %3953, %3860 ], [ 0, %3792 ]
  %3878 = mul nsw i64 %51, %3877
  %3879 = getelementptr inbounds float, ptr %3766, i64 %3878
  %3880 = getelementptr inbounds float, ptr %3879, i64 %3789
  %3881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3880, <16 x i1> %3831, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3882 = getelementptr inbounds nuw i8, ptr %3880, i64 64
  %3883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3882, <16 x i1> %3834, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3884 = shufflevector <16 x float> %3881, <16 x float> %3883, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3885 = getelementptr inbounds float, ptr %3879, i64 %3790
  %3886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3885, <16 x i1> %3837, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3887 = getelementptr inbounds nuw i8, ptr %3885, i64 64
  %3888 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3887, <16 x i1> %3840, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3889 = shufflevector <16 x float> %3886, <16 x float> %3888, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3890 = mul nuw nsw i64 %3877, %52
  %3891 = getelementptr inbounds nuw float, ptr %3791, i64 %3890
  %3892 = load float, ptr %3891, align 4
  %3893 = insertelement <16 x float> poison, float %3892, i64 0
  %3894 = shufflevector <16 x float> %3893, <16 x float> poison, <16 x i32> zeroinitializer
  %3895 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3894, <16 x float> %3876)
  %3896 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3894, <16 x float> %3875)
  %3897 = add nuw nsw i64 %5, %3877
  %3898 = mul nuw nsw i64 %3897, %52
  %3899 = getelementptr inbounds nuw float, ptr %3791, i64 %3898
  %3900 = load float, ptr %3899, align 4
  %3901 = insertelement <16 x float> poison, float %3900, i64 0
  %3902 = shufflevector <16 x float> %3901, <16 x float> poison, <16 x i32> zeroinitializer
  %3903 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3902, <16 x float> %3874)
  %3904 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3902, <16 x float> %3873)
  %3905 = add nuw nsw i64 %163, %3877
  %3906 = mul nuw nsw i64 %3905, %52
  %3907 = getelementptr inbounds nuw float, ptr %3791, i64 %3906
  %3908 = load float, ptr %3907, align 4
  %3909 = insertelement <16 x float> poison, float %3908, i64 0
  %3910 = shufflevector <16 x float> %3909, <16 x float> poison, <16 x i32> zeroinitializer
  %3911 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3910, <16 x float> %3872)
  %3912 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3910, <16 x float> %3871)
  %3913 = add nuw nsw i64 %164, %3877
  %3914 = mul nuw nsw i64 %3913, %52
  %3915 = getelementptr inbounds nuw float, ptr %3791, i64 %3914
  %3916 = load float, ptr %3915, align 4
  %3917 = insertelement <16 x float> poison, float %3916, i64 0
  %3918 = shufflevector <16 x float> %3917, <16 x float> poison, <16 x i32> zeroinitializer
  %3919 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3918, <16 x float> %3870)
  %3920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3918, <16 x float> %3869)
  %3921 = add nuw nsw i64 %165, %3877
  %3922 = mul nuw nsw i64 %3921, %52
  %3923 = getelementptr inbounds nuw float, ptr %3791, i64 %3922
  %3924 = load float, ptr %3923, align 4
  %3925 = insertelement <16 x float> poison, float %3924, i64 0
  %3926 = shufflevector <16 x float> %3925, <16 x float> poison, <16 x i32> zeroinitializer
  %3927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3926, <16 x float> %3868)
  %3928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3926, <16 x float> %3867)
  %3929 = add nuw nsw i64 %166, %3877
  %3930 = mul nuw nsw i64 %3929, %52
  %3931 = getelementptr inbounds nuw float, ptr %3791, i64 %3930
  %3932 = load float, ptr %3931, align 4
  %3933 = insertelement <16 x float> poison, float %3932, i64 0
  %3934 = shufflevector <16 x float> %3933, <16 x float> poison, <16 x i32> zeroinitializer
  %3935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3934, <16 x float> %3866)
  %3936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3934, <16 x float> %3865)
  %3937 = add nuw nsw i64 %167, %3877
  %3938 = mul nuw nsw i64 %3937, %52
  %3939 = getelementptr inbounds nuw float, ptr %3791, i64 %3938
  %3940 = load float, ptr %3939, align 4
  %3941 = insertelement <16 x float> poison, float %3940, i64 0
  %3942 = shufflevector <16 x float> %3941, <16 x float> poison, <16 x i32> zeroinitializer
  %3943 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3942, <16 x float> %3864)
  %3944 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3942, <16 x float> %3863)
  %3945 = add nuw nsw i64 %168, %3877
  %3946 = mul nuw nsw i64 %3945, %52
  %3947 = getelementptr inbounds nuw float, ptr %3791, i64 %3946
  %3948 = load float, ptr %3947, align 4
  %3949 = insertelement <16 x float> poison, float %3948, i64 0
  %3950 = shufflevector <16 x float> %3949, <16 x float> poison, <16 x i32> zeroinitializer
  %3951 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3884, <16 x float> %3950, <16 x float> %3862)
  %3952 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3889, <16 x float> %3950, <16 x float> %3861)
  %3953 = add nuw nsw i64 %3877, 1
  %3954 = icmp eq i64 %3953, %5
  br i1 %3954, label %3841, label %3860

3955:                                             ; preds = %3841, %3764, %3742
  %3956 = phi <16 x float> [ %3743, %3742 ], [ %3743, %3764 ], [ %3842, %3841 ]
  %3957 = phi <16 x float> [ %3744, %3742 ], [ %3744, %3764 ], [ %3843, %3841 ]
  %3958 = phi <16 x float> [ %3745, %3742 ], [ %3745, %3764 ], [ %3844, %3841 ]
  %3959 = phi <16 x float> [ %3746, %3742 ], [ %3746, %3764 ], [ %3845, %3841 ]
  %3960 = phi <16 x float> [ %3747, %3742 ], [ %3747, %3764 ], [ %3846, %3841 ]
  %3961 = phi <16 x float> [ %3748, %3742 ], [ %3748, %3764 ], [ %3847, %3841 ]
  %3962 = phi <16 x float> [ %3749, %3742 ], [ %3749, %3764 ], [ %3848, %3841 ]
  %3963 = phi <16 x float> [ %3750, %3742 ], [ %3750, %3764 ], [ %3849, %3841 ]
  %3964 = phi <16 x float> [ %3751, %3742 ], [ %3751, %3764 ], [ %3850, %3841 ]
  %3965 = phi <16 x float> [ %3752, %3742 ], [ %3752, %3764 ], [ %3851, %3841 ]
  %3966 = phi <16 x float> [ %3753, %3742 ], [ %3753, %3764 ], [ %3852, %3841 ]
  %3967 = phi <16 x float> [ %3754, %3742 ], [ %3754, %3764 ], [ %3853, %3841 ]
  %3968 = phi <16 x float> [ %3755, %3742 ], [ %3755, %3764 ], [ %3854, %3841 ]
  %3969 = phi <16 x float> [ %3756, %3742 ], [ %3756, %3764 ], [ %3855, %3841 ]
  %3970 = phi <16 x float> [ %3757, %3742 ], [ %3757, %3764 ], [ %3856, %3841 ]
  %3971 = phi <16 x float> [ %3758, %3742 ], [ %3758, %3764 ], [ %3857, %3841 ]
  %3972 = add nuw nsw i64 %3759, 1
  %3973 = icmp eq i64 %3972, %11
  br i1 %3973, label %3719, label %3742

3974:                                             ; preds = %3719
  %3975 = getelementptr inbounds float, ptr %322, i64 %3740
  switch i64 %169, label %1009 [
    i64 1, label %3976
    i64 2, label %3979
    i64 3, label %3986
    i64 0, label %4031
  ]

3976:                                             ; preds = %3974
  %3977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %3736, <16 x float> zeroinitializer)
  %3978 = fadd <16 x float> %3735, %3977
  br label %3993

3979:                                             ; preds = %3974
  %3980 = bitcast <16 x float> %3735 to <8 x i64>
  %3981 = or <8 x i64> %3980, %60
  %3982 = fcmp oeq <16 x float> %3735, %41
  %3983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3735, i32 4)
  %3984 = bitcast <8 x i64> %3981 to <16 x float>
  %3985 = select <16 x i1> %3982, <16 x float> %3984, <16 x float> %3983
  br label %3993

3986:                                             ; preds = %3974
  %3987 = bitcast <16 x float> %3735 to <8 x i64>
  %3988 = and <8 x i64> %3987, %59
  %3989 = fcmp oeq <16 x float> %3735, %38
  %3990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3735, i32 4)
  %3991 = bitcast <8 x i64> %3988 to <16 x float>
  %3992 = select <16 x i1> %3989, <16 x float> %3991, <16 x float> %3990
  br label %3993

3993:                                             ; preds = %3986, %3979, %3976
  %3994 = phi <16 x float> [ %3978, %3976 ], [ %3985, %3979 ], [ %3992, %3986 ]
  switch i64 %171, label %1009 [
    i64 1, label %4009
    i64 2, label %4002
    i64 3, label %3995
    i64 0, label %4031
  ]

3995:                                             ; preds = %3993
  %3996 = bitcast <16 x float> %3994 to <8 x i64>
  %3997 = and <8 x i64> %3996, %59
  %3998 = fcmp oeq <16 x float> %3994, %38
  %3999 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3994, i32 4)
  %4000 = bitcast <8 x i64> %3997 to <16 x float>
  %4001 = select <16 x i1> %3998, <16 x float> %4000, <16 x float> %3999
  br label %4012

4002:                                             ; preds = %3993
  %4003 = bitcast <16 x float> %3994 to <8 x i64>
  %4004 = or <8 x i64> %4003, %60
  %4005 = fcmp oeq <16 x float> %3994, %41
  %4006 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3994, i32 4)
  %4007 = bitcast <8 x i64> %4004 to <16 x float>
  %4008 = select <16 x i1> %4005, <16 x float> %4007, <16 x float> %4006
  br label %4012

4009:                                             ; preds = %3993
  %4010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4011 = fadd <16 x float> %3994, %4010
  br label %4012

4012:                                             ; preds = %4009, %4002, %3995
  %4013 = phi <16 x float> [ %4011, %4009 ], [ %4008, %4002 ], [ %4001, %3995 ]
  switch i64 %173, label %1009 [
    i64 1, label %4028
    i64 2, label %4021
    i64 3, label %4014
    i64 0, label %4031
  ]

4014:                                             ; preds = %4012
  %4015 = bitcast <16 x float> %4013 to <8 x i64>
  %4016 = and <8 x i64> %4015, %59
  %4017 = fcmp oeq <16 x float> %4013, %38
  %4018 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4013, i32 4)
  %4019 = bitcast <8 x i64> %4016 to <16 x float>
  %4020 = select <16 x i1> %4017, <16 x float> %4019, <16 x float> %4018
  br label %4031

4021:                                             ; preds = %4012
  %4022 = bitcast <16 x float> %4013 to <8 x i64>
  %4023 = or <8 x i64> %4022, %60
  %4024 = fcmp oeq <16 x float> %4013, %41
  %4025 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4013, i32 4)
  %4026 = bitcast <8 x i64> %4023 to <16 x float>
  %4027 = select <16 x i1> %4024, <16 x float> %4026, <16 x float> %4025
  br label %4031

4028:                                             ; preds = %4012
  %4029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3975, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4030 = fadd <16 x float> %4013, %4029
  br label %4031

4031:                                             ; preds = %3974, %3993, %4012, %4028, %4021, %4014
  %4032 = phi <16 x float> [ %4020, %4014 ], [ %4027, %4021 ], [ %4030, %4028 ], [ %3994, %3993 ], [ %4013, %4012 ], [ %3735, %3974 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4032, ptr align 1 %3741, <16 x i1> %3736)
  %4033 = add nsw i64 %3740, 16
  %4034 = getelementptr inbounds float, ptr %324, i64 %4033
  %4035 = getelementptr inbounds float, ptr %322, i64 %4033
  switch i64 %174, label %1009 [
    i64 1, label %4050
    i64 2, label %4043
    i64 3, label %4036
    i64 0, label %4094
  ]

4036:                                             ; preds = %4031
  %4037 = bitcast <16 x float> %3734 to <8 x i64>
  %4038 = and <8 x i64> %4037, %59
  %4039 = fcmp oeq <16 x float> %3734, %38
  %4040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3734, i32 4)
  %4041 = bitcast <8 x i64> %4038 to <16 x float>
  %4042 = select <16 x i1> %4039, <16 x float> %4041, <16 x float> %4040
  br label %4053

4043:                                             ; preds = %4031
  %4044 = bitcast <16 x float> %3734 to <8 x i64>
  %4045 = or <8 x i64> %4044, %60
  %4046 = fcmp oeq <16 x float> %3734, %41
  %4047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3734, i32 4)
  %4048 = bitcast <8 x i64> %4045 to <16 x float>
  %4049 = select <16 x i1> %4046, <16 x float> %4048, <16 x float> %4047
  br label %4053

4050:                                             ; preds = %4031
  %4051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4035, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4052 = fadd <16 x float> %3734, %4051
  br label %4053

4053:                                             ; preds = %4050, %4043, %4036
  %4054 = phi <16 x float> [ %4052, %4050 ], [ %4049, %4043 ], [ %4042, %4036 ]
  switch i64 %176, label %1009 [
    i64 1, label %4069
    i64 2, label %4062
    i64 3, label %4055
    i64 0, label %4094
  ]

4055:                                             ; preds = %4053
  %4056 = bitcast <16 x float> %4054 to <8 x i64>
  %4057 = and <8 x i64> %4056, %59
  %4058 = fcmp oeq <16 x float> %4054, %38
  %4059 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4054, i32 4)
  %4060 = bitcast <8 x i64> %4057 to <16 x float>
  %4061 = select <16 x i1> %4058, <16 x float> %4060, <16 x float> %4059
  br label %4072

4062:                                             ; preds = %4053
  %4063 = bitcast <16 x float> %4054 to <8 x i64>
  %4064 = or <8 x i64> %4063, %60
  %4065 = fcmp oeq <16 x float> %4054, %41
  %4066 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4054, i32 4)
  %4067 = bitcast <8 x i64> %4064 to <16 x float>
  %4068 = select <16 x i1> %4065, <16 x float> %4067, <16 x float> %4066
  br label %4072

4069:                                             ; preds = %4053
  %4070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4035, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4071 = fadd <16 x float> %4054, %4070
  br label %4072

4072:                                             ; preds = %4069, %4062, %4055
  %4073 = phi <16 x float> [ %4071, %4069 ], [ %4068, %4062 ], [ %4061, %4055 ]
  switch i64 %178, label %1009 [
    i64 1, label %4088
    i64 2, label %4081
    i64 3, label %4074
    i64 0, label %4094
  ]

4074:                                             ; preds = %4072
  %4075 = bitcast <16 x float> %4073 to <8 x i64>
  %4076 = and <8 x i64> %4075, %59
  %4077 = fcmp oeq <16 x float> %4073, %38
  %4078 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4073, i32 4)
  %4079 = bitcast <8 x i64> %4076 to <16 x float>
  %4080 = select <16 x i1> %4077, <16 x float> %4079, <16 x float> %4078
  br label %4094

4081:                                             ; preds = %4072
  %4082 = bitcast <16 x float> %4073 to <8 x i64>
  %4083 = or <8 x i64> %4082, %60
  %4084 = fcmp oeq <16 x float> %4073, %41
  %4085 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4073, i32 4)
  %4086 = bitcast <8 x i64> %4083 to <16 x float>
  %4087 = select <16 x i1> %4084, <16 x float> %4086, <16 x float> %4085
  br label %4094

4088:                                             ; preds = %4072
  %4089 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4035, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4090 = fadd <16 x float> %4073, %4089
  br label %4094

4091:                                             ; preds = %3719
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3735, ptr align 1 %3741, <16 x i1> %3738)
  %4092 = getelementptr float, ptr %324, i64 %3740
  %4093 = getelementptr i8, ptr %4092, i64 64
  br label %4094

4094:                                             ; preds = %4031, %4053, %4072, %4088, %4081, %4074, %4091
  %4095 = phi ptr [ %4093, %4091 ], [ %4034, %4074 ], [ %4034, %4081 ], [ %4034, %4088 ], [ %4034, %4072 ], [ %4034, %4053 ], [ %4034, %4031 ]
  %4096 = phi <16 x i1> [ %3739, %4091 ], [ %3737, %4074 ], [ %3737, %4081 ], [ %3737, %4088 ], [ %3737, %4072 ], [ %3737, %4053 ], [ %3737, %4031 ]
  %4097 = phi <16 x float> [ %3734, %4091 ], [ %4080, %4074 ], [ %4087, %4081 ], [ %4090, %4088 ], [ %4073, %4072 ], [ %4054, %4053 ], [ %3734, %4031 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4097, ptr align 1 %4095, <16 x i1> %4096)
  %4098 = add nsw i64 %535, %3594
  %4099 = getelementptr inbounds float, ptr %324, i64 %4098
  br i1 %58, label %4217, label %4100

4100:                                             ; preds = %4094
  %4101 = getelementptr inbounds float, ptr %322, i64 %4098
  switch i64 %169, label %1009 [
    i64 1, label %4116
    i64 2, label %4109
    i64 3, label %4102
    i64 0, label %4157
  ]

4102:                                             ; preds = %4100
  %4103 = bitcast <16 x float> %3733 to <8 x i64>
  %4104 = and <8 x i64> %4103, %59
  %4105 = fcmp oeq <16 x float> %3733, %38
  %4106 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3733, i32 4)
  %4107 = bitcast <8 x i64> %4104 to <16 x float>
  %4108 = select <16 x i1> %4105, <16 x float> %4107, <16 x float> %4106
  br label %4119

4109:                                             ; preds = %4100
  %4110 = bitcast <16 x float> %3733 to <8 x i64>
  %4111 = or <8 x i64> %4110, %60
  %4112 = fcmp oeq <16 x float> %3733, %41
  %4113 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3733, i32 4)
  %4114 = bitcast <8 x i64> %4111 to <16 x float>
  %4115 = select <16 x i1> %4112, <16 x float> %4114, <16 x float> %4113
  br label %4119

4116:                                             ; preds = %4100
  %4117 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4101, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4118 = fadd <16 x float> %3733, %4117
  br label %4119

4119:                                             ; preds = %4116, %4109, %4102
  %4120 = phi <16 x float> [ %4118, %4116 ], [ %4115, %4109 ], [ %4108, %4102 ]
  switch i64 %171, label %1009 [
    i64 1, label %4135
    i64 2, label %4128
    i64 3, label %4121
    i64 0, label %4157
  ]

4121:                                             ; preds = %4119
  %4122 = bitcast <16 x float> %4120 to <8 x i64>
  %4123 = and <8 x i64> %4122, %59
  %4124 = fcmp oeq <16 x float> %4120, %38
  %4125 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4120, i32 4)
  %4126 = bitcast <8 x i64> %4123 to <16 x float>
  %4127 = select <16 x i1> %4124, <16 x float> %4126, <16 x float> %4125
  br label %4138

4128:                                             ; preds = %4119
  %4129 = bitcast <16 x float> %4120 to <8 x i64>
  %4130 = or <8 x i64> %4129, %60
  %4131 = fcmp oeq <16 x float> %4120, %41
  %4132 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4120, i32 4)
  %4133 = bitcast <8 x i64> %4130 to <16 x float>
  %4134 = select <16 x i1> %4131, <16 x float> %4133, <16 x float> %4132
  br label %4138

4135:                                             ; preds = %4119
  %4136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4101, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4137 = fadd <16 x float> %4120, %4136
  br label %4138

4138:                                             ; preds = %4135, %4128, %4121
  %4139 = phi <16 x float> [ %4137, %4135 ], [ %4134, %4128 ], [ %4127, %4121 ]
  switch i64 %173, label %1009 [
    i64 1, label %4154
    i64 2, label %4147
    i64 3, label %4140
    i64 0, label %4157
  ]

4140:                                             ; preds = %4138
  %4141 = bitcast <16 x float> %4139 to <8 x i64>
  %4142 = and <8 x i64> %4141, %59
  %4143 = fcmp oeq <16 x float> %4139, %38
  %4144 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4139, i32 4)
  %4145 = bitcast <8 x i64> %4142 to <16 x float>
  %4146 = select <16 x i1> %4143, <16 x float> %4145, <16 x float> %4144
  br label %4157

4147:                                             ; preds = %4138
  %4148 = bitcast <16 x float> %4139 to <8 x i64>
  %4149 = or <8 x i64> %4148, %60
  %4150 = fcmp oeq <16 x float> %4139, %41
  %4151 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4139, i32 4)
  %4152 = bitcast <8 x i64> %4149 to <16 x float>
  %4153 = select <16 x i1> %4150, <16 x float> %4152, <16 x float> %4151
  br label %4157

4154:                                             ; preds = %4138
  %4155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4101, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4156 = fadd <16 x float> %4139, %4155
  br label %4157

4157:                                             ; preds = %4154, %4147, %4140, %4138, %4119, %4100
  %4158 = phi <16 x float> [ %4146, %4140 ], [ %4153, %4147 ], [ %4156, %4154 ], [ %4120, %4119 ], [ %4139, %4138 ], [ %3733, %4100 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4158, ptr align 1 %4099, <16 x i1> %3736)
  %4159 = add nsw i64 %4098, 16
  %4160 = getelementptr inbounds float, ptr %324, i64 %4159
  %4161 = getelementptr inbounds float, ptr %322, i64 %4159
  switch i64 %174, label %1009 [
    i64 1, label %4176
    i64 2, label %4169
    i64 3, label %4162
    i64 0, label %4220
  ]

4162:                                             ; preds = %4157
  %4163 = bitcast <16 x float> %3732 to <8 x i64>
  %4164 = and <8 x i64> %4163, %59
  %4165 = fcmp oeq <16 x float> %3732, %38
  %4166 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3732, i32 4)
  %4167 = bitcast <8 x i64> %4164 to <16 x float>
  %4168 = select <16 x i1> %4165, <16 x float> %4167, <16 x float> %4166
  br label %4179

4169:                                             ; preds = %4157
  %4170 = bitcast <16 x float> %3732 to <8 x i64>
  %4171 = or <8 x i64> %4170, %60
  %4172 = fcmp oeq <16 x float> %3732, %41
  %4173 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3732, i32 4)
  %4174 = bitcast <8 x i64> %4171 to <16 x float>
  %4175 = select <16 x i1> %4172, <16 x float> %4174, <16 x float> %4173
  br label %4179

4176:                                             ; preds = %4157
  %4177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4161, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4178 = fadd <16 x float> %3732, %4177
  br label %4179

4179:                                             ; preds = %4176, %4169, %4162
  %4180 = phi <16 x float> [ %4178, %4176 ], [ %4175, %4169 ], [ %4168, %4162 ]
  switch i64 %176, label %1009 [
    i64 1, label %4195
    i64 2, label %4188
    i64 3, label %4181
    i64 0, label %4220
  ]

4181:                                             ; preds = %4179
  %4182 = bitcast <16 x float> %4180 to <8 x i64>
  %4183 = and <8 x i64> %4182, %59
  %4184 = fcmp oeq <16 x float> %4180, %38
  %4185 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4180, i32 4)
  %4186 = bitcast <8 x i64> %4183 to <16 x float>
  %4187 = select <16 x i1> %4184, <16 x float> %4186, <16 x float> %4185
  br label %4198

4188:                                             ; preds = %4179
  %4189 = bitcast <16 x float> %4180 to <8 x i64>
  %4190 = or <8 x i64> %4189, %60
  %4191 = fcmp oeq <16 x float> %4180, %41
  %4192 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4180, i32 4)
  %4193 = bitcast <8 x i64> %4190 to <16 x float>
  %4194 = select <16 x i1> %4191, <16 x float> %4193, <16 x float> %4192
  br label %4198

4195:                                             ; preds = %4179
  %4196 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4161, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4197 = fadd <16 x float> %4180, %4196
  br label %4198

4198:                                             ; preds = %4195, %4188, %4181
  %4199 = phi <16 x float> [ %4197, %4195 ], [ %4194, %4188 ], [ %4187, %4181 ]
  switch i64 %178, label %1009 [
    i64 1, label %4214
    i64 2, label %4207
    i64 3, label %4200
    i64 0, label %4220
  ]

4200:                                             ; preds = %4198
  %4201 = bitcast <16 x float> %4199 to <8 x i64>
  %4202 = and <8 x i64> %4201, %59
  %4203 = fcmp oeq <16 x float> %4199, %38
  %4204 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4199, i32 4)
  %4205 = bitcast <8 x i64> %4202 to <16 x float>
  %4206 = select <16 x i1> %4203, <16 x float> %4205, <16 x float> %4204
  br label %4220

4207:                                             ; preds = %4198
  %4208 = bitcast <16 x float> %4199 to <8 x i64>
  %4209 = or <8 x i64> %4208, %60
  %4210 = fcmp oeq <16 x float> %4199, %41
  %4211 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4199, i32 4)
  %4212 = bitcast <8 x i64> %4209 to <16 x float>
  %4213 = select <16 x i1> %4210, <16 x float> %4212, <16 x float> %4211
  br label %4220

4214:                                             ; preds = %4198
  %4215 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4161, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4216 = fadd <16 x float> %4199, %4215
  br label %4220

4217:                                             ; preds = %4094
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3733, ptr align 1 %4099, <16 x i1> %3738)
  %4218 = getelementptr float, ptr %324, i64 %4098
  %4219 = getelementptr i8, ptr %4218, i64 64
  br label %4220

4220:                                             ; preds = %4217, %4214, %4207, %4200, %4198, %4179, %4157
  %4221 = phi ptr [ %4219, %4217 ], [ %4160, %4200 ], [ %4160, %4207 ], [ %4160, %4214 ], [ %4160, %4198 ], [ %4160, %4179 ], [ %4160, %4157 ]
  %4222 = phi <16 x i1> [ %3739, %4217 ], [ %3737, %4200 ], [ %3737, %4207 ], [ %3737, %4214 ], [ %3737, %4198 ], [ %3737, %4179 ], [ %3737, %4157 ]
  %4223 = phi <16 x float> [ %3732, %4217 ], [ %4206, %4200 ], [ %4213, %4207 ], [ %4216, %4214 ], [ %4199, %4198 ], [ %4180, %4179 ], [ %3732, %4157 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4223, ptr align 1 %4221, <16 x i1> %4222)
  %4224 = add nsw i64 %537, %3594
  %4225 = getelementptr inbounds float, ptr %324, i64 %4224
  br i1 %58, label %4343, label %4226

4226:                                             ; preds = %4220
  %4227 = getelementptr inbounds float, ptr %322, i64 %4224
  switch i64 %169, label %1009 [
    i64 1, label %4242
    i64 2, label %4235
    i64 3, label %4228
    i64 0, label %4283
  ]

4228:                                             ; preds = %4226
  %4229 = bitcast <16 x float> %3731 to <8 x i64>
  %4230 = and <8 x i64> %4229, %59
  %4231 = fcmp oeq <16 x float> %3731, %38
  %4232 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3731, i32 4)
  %4233 = bitcast <8 x i64> %4230 to <16 x float>
  %4234 = select <16 x i1> %4231, <16 x float> %4233, <16 x float> %4232
  br label %4245

4235:                                             ; preds = %4226
  %4236 = bitcast <16 x float> %3731 to <8 x i64>
  %4237 = or <8 x i64> %4236, %60
  %4238 = fcmp oeq <16 x float> %3731, %41
  %4239 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3731, i32 4)
  %4240 = bitcast <8 x i64> %4237 to <16 x float>
  %4241 = select <16 x i1> %4238, <16 x float> %4240, <16 x float> %4239
  br label %4245

4242:                                             ; preds = %4226
  %4243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4227, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4244 = fadd <16 x float> %3731, %4243
  br label %4245

4245:                                             ; preds = %4242, %4235, %4228
  %4246 = phi <16 x float> [ %4244, %4242 ], [ %4241, %4235 ], [ %4234, %4228 ]
  switch i64 %171, label %1009 [
    i64 1, label %4261
    i64 2, label %4254
    i64 3, label %4247
    i64 0, label %4283
  ]

4247:                                             ; preds = %4245
  %4248 = bitcast <16 x float> %4246 to <8 x i64>
  %4249 = and <8 x i64> %4248, %59
  %4250 = fcmp oeq <16 x float> %4246, %38
  %4251 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4246, i32 4)
  %4252 = bitcast <8 x i64> %4249 to <16 x float>
  %4253 = select <16 x i1> %4250, <16 x float> %4252, <16 x float> %4251
  br label %4264

4254:                                             ; preds = %4245
  %4255 = bitcast <16 x float> %4246 to <8 x i64>
  %4256 = or <8 x i64> %4255, %60
  %4257 = fcmp oeq <16 x float> %4246, %41
  %4258 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4246, i32 4)
  %4259 = bitcast <8 x i64> %4256 to <16 x float>
  %4260 = select <16 x i1> %4257, <16 x float> %4259, <16 x float> %4258
  br label %4264

4261:                                             ; preds = %4245
  %4262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4227, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4263 = fadd <16 x float> %4246, %4262
  br label %4264

4264:                                             ; preds = %4261, %4254, %4247
  %4265 = phi <16 x float> [ %4263, %4261 ], [ %4260, %4254 ], [ %4253, %4247 ]
  switch i64 %173, label %1009 [
    i64 1, label %4280
    i64 2, label %4273
    i64 3, label %4266
    i64 0, label %4283
  ]

4266:                                             ; preds = %4264
  %4267 = bitcast <16 x float> %4265 to <8 x i64>
  %4268 = and <8 x i64> %4267, %59
  %4269 = fcmp oeq <16 x float> %4265, %38
  %4270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4265, i32 4)
  %4271 = bitcast <8 x i64> %4268 to <16 x float>
  %4272 = select <16 x i1> %4269, <16 x float> %4271, <16 x float> %4270
  br label %4283

4273:                                             ; preds = %4264
  %4274 = bitcast <16 x float> %4265 to <8 x i64>
  %4275 = or <8 x i64> %4274, %60
  %4276 = fcmp oeq <16 x float> %4265, %41
  %4277 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4265, i32 4)
  %4278 = bitcast <8 x i64> %4275 to <16 x float>
  %4279 = select <16 x i1> %4276, <16 x float> %4278, <16 x float> %4277
  br label %4283

4280:                                             ; preds = %4264
  %4281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4227, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4282 = fadd <16 x float> %4265, %4281
  br label %4283

4283:                                             ; preds = %4280, %4273, %4266, %4264, %4245, %4226
  %4284 = phi <16 x float> [ %4272, %4266 ], [ %4279, %4273 ], [ %4282, %4280 ], [ %4246, %4245 ], [ %4265, %4264 ], [ %3731, %4226 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4284, ptr align 1 %4225, <16 x i1> %3736)
  %4285 = add nsw i64 %4224, 16
  %4286 = getelementptr inbounds float, ptr %324, i64 %4285
  %4287 = getelementptr inbounds float, ptr %322, i64 %4285
  switch i64 %174, label %1009 [
    i64 1, label %4302
    i64 2, label %4295
    i64 3, label %4288
    i64 0, label %4346
  ]

4288:                                             ; preds = %4283
  %4289 = bitcast <16 x float> %3730 to <8 x i64>
  %4290 = and <8 x i64> %4289, %59
  %4291 = fcmp oeq <16 x float> %3730, %38
  %4292 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3730, i32 4)
  %4293 = bitcast <8 x i64> %4290 to <16 x float>
  %4294 = select <16 x i1> %4291, <16 x float> %4293, <16 x float> %4292
  br label %4305

4295:                                             ; preds = %4283
  %4296 = bitcast <16 x float> %3730 to <8 x i64>
  %4297 = or <8 x i64> %4296, %60
  %4298 = fcmp oeq <16 x float> %3730, %41
  %4299 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3730, i32 4)
  %4300 = bitcast <8 x i64> %4297 to <16 x float>
  %4301 = select <16 x i1> %4298, <16 x float> %4300, <16 x float> %4299
  br label %4305

4302:                                             ; preds = %4283
  %4303 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4304 = fadd <16 x float> %3730, %4303
  br label %4305

4305:                                             ; preds = %4302, %4295, %4288
  %4306 = phi <16 x float> [ %4304, %4302 ], [ %4301, %4295 ], [ %4294, %4288 ]
  switch i64 %176, label %1009 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
    i64 0, label %4346
  ]

4307:                                             ; preds = %4305
  %4308 = bitcast <16 x float> %4306 to <8 x i64>
  %4309 = and <8 x i64> %4308, %59
  %4310 = fcmp oeq <16 x float> %4306, %38
  %4311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4306, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4324

4314:                                             ; preds = %4305
  %4315 = bitcast <16 x float> %4306 to <8 x i64>
  %4316 = or <8 x i64> %4315, %60
  %4317 = fcmp oeq <16 x float> %4306, %41
  %4318 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4306, i32 4)
  %4319 = bitcast <8 x i64> %4316 to <16 x float>
  %4320 = select <16 x i1> %4317, <16 x float> %4319, <16 x float> %4318
  br label %4324

4321:                                             ; preds = %4305
  %4322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4323 = fadd <16 x float> %4306, %4322
  br label %4324

4324:                                             ; preds = %4321, %4314, %4307
  %4325 = phi <16 x float> [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  switch i64 %178, label %1009 [
    i64 1, label %4340
    i64 2, label %4333
    i64 3, label %4326
    i64 0, label %4346
  ]

4326:                                             ; preds = %4324
  %4327 = bitcast <16 x float> %4325 to <8 x i64>
  %4328 = and <8 x i64> %4327, %59
  %4329 = fcmp oeq <16 x float> %4325, %38
  %4330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4325, i32 4)
  %4331 = bitcast <8 x i64> %4328 to <16 x float>
  %4332 = select <16 x i1> %4329, <16 x float> %4331, <16 x float> %4330
  br label %4346

4333:                                             ; preds = %4324
  %4334 = bitcast <16 x float> %4325 to <8 x i64>
  %4335 = or <8 x i64> %4334, %60
  %4336 = fcmp oeq <16 x float> %4325, %41
  %4337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4325, i32 4)
  %4338 = bitcast <8 x i64> %4335 to <16 x float>
  %4339 = select <16 x i1> %4336, <16 x float> %4338, <16 x float> %4337
  br label %4346

4340:                                             ; preds = %4324
  %4341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4342 = fadd <16 x float> %4325, %4341
  br label %4346

4343:                                             ; preds = %4220
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3731, ptr align 1 %4225, <16 x i1> %3738)
  %4344 = getelementptr float, ptr %324, i64 %4224
  %4345 = getelementptr i8, ptr %4344, i64 64
  br label %4346

4346:                                             ; preds = %4343, %4340, %4333, %4326, %4324, %4305, %4283
  %4347 = phi ptr [ %4345, %4343 ], [ %4286, %4326 ], [ %4286, %4333 ], [ %4286, %4340 ], [ %4286, %4324 ], [ %4286, %4305 ], [ %4286, %4283 ]
  %4348 = phi <16 x i1> [ %3739, %4343 ], [ %3737, %4326 ], [ %3737, %4333 ], [ %3737, %4340 ], [ %3737, %4324 ], [ %3737, %4305 ], [ %3737, %4283 ]
  %4349 = phi <16 x float> [ %3730, %4343 ], [ %4332, %4326 ], [ %4339, %4333 ], [ %4342, %4340 ], [ %4325, %4324 ], [ %4306, %4305 ], [ %3730, %4283 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4349, ptr align 1 %4347, <16 x i1> %4348)
  %4350 = add nsw i64 %539, %3594
  %4351 = getelementptr inbounds float, ptr %324, i64 %4350
  br i1 %58, label %4469, label %4352

4352:                                             ; preds = %4346
  %4353 = getelementptr inbounds float, ptr %322, i64 %4350
  switch i64 %169, label %1009 [
    i64 1, label %4368
    i64 2, label %4361
    i64 3, label %4354
    i64 0, label %4409
  ]

4354:                                             ; preds = %4352
  %4355 = bitcast <16 x float> %3729 to <8 x i64>
  %4356 = and <8 x i64> %4355, %59
  %4357 = fcmp oeq <16 x float> %3729, %38
  %4358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3729, i32 4)
  %4359 = bitcast <8 x i64> %4356 to <16 x float>
  %4360 = select <16 x i1> %4357, <16 x float> %4359, <16 x float> %4358
  br label %4371

4361:                                             ; preds = %4352
  %4362 = bitcast <16 x float> %3729 to <8 x i64>
  %4363 = or <8 x i64> %4362, %60
  %4364 = fcmp oeq <16 x float> %3729, %41
  %4365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3729, i32 4)
  %4366 = bitcast <8 x i64> %4363 to <16 x float>
  %4367 = select <16 x i1> %4364, <16 x float> %4366, <16 x float> %4365
  br label %4371

4368:                                             ; preds = %4352
  %4369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4353, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4370 = fadd <16 x float> %3729, %4369
  br label %4371

4371:                                             ; preds = %4368, %4361, %4354
  %4372 = phi <16 x float> [ %4370, %4368 ], [ %4367, %4361 ], [ %4360, %4354 ]
  switch i64 %171, label %1009 [
    i64 1, label %4387
    i64 2, label %4380
    i64 3, label %4373
    i64 0, label %4409
  ]

4373:                                             ; preds = %4371
  %4374 = bitcast <16 x float> %4372 to <8 x i64>
  %4375 = and <8 x i64> %4374, %59
  %4376 = fcmp oeq <16 x float> %4372, %38
  %4377 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4372, i32 4)
  %4378 = bitcast <8 x i64> %4375 to <16 x float>
  %4379 = select <16 x i1> %4376, <16 x float> %4378, <16 x float> %4377
  br label %4390

4380:                                             ; preds = %4371
  %4381 = bitcast <16 x float> %4372 to <8 x i64>
  %4382 = or <8 x i64> %4381, %60
  %4383 = fcmp oeq <16 x float> %4372, %41
  %4384 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4372, i32 4)
  %4385 = bitcast <8 x i64> %4382 to <16 x float>
  %4386 = select <16 x i1> %4383, <16 x float> %4385, <16 x float> %4384
  br label %4390

4387:                                             ; preds = %4371
  %4388 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4353, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4389 = fadd <16 x float> %4372, %4388
  br label %4390

4390:                                             ; preds = %4387, %4380, %4373
  %4391 = phi <16 x float> [ %4389, %4387 ], [ %4386, %4380 ], [ %4379, %4373 ]
  switch i64 %173, label %1009 [
    i64 1, label %4406
    i64 2, label %4399
    i64 3, label %4392
    i64 0, label %4409
  ]

4392:                                             ; preds = %4390
  %4393 = bitcast <16 x float> %4391 to <8 x i64>
  %4394 = and <8 x i64> %4393, %59
  %4395 = fcmp oeq <16 x float> %4391, %38
  %4396 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4391, i32 4)
  %4397 = bitcast <8 x i64> %4394 to <16 x float>
  %4398 = select <16 x i1> %4395, <16 x float> %4397, <16 x float> %4396
  br label %4409

4399:                                             ; preds = %4390
  %4400 = bitcast <16 x float> %4391 to <8 x i64>
  %4401 = or <8 x i64> %4400, %60
  %4402 = fcmp oeq <16 x float> %4391, %41
  %4403 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4391, i32 4)
  %4404 = bitcast <8 x i64> %4401 to <16 x float>
  %4405 = select <16 x i1> %4402, <16 x float> %4404, <16 x float> %4403
  br label %4409

4406:                                             ; preds = %4390
  %4407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4353, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4408 = fadd <16 x float> %4391, %4407
  br label %4409

4409:                                             ; preds = %4406, %4399, %4392, %4390, %4371, %4352
  %4410 = phi <16 x float> [ %4398, %4392 ], [ %4405, %4399 ], [ %4408, %4406 ], [ %4372, %4371 ], [ %4391, %4390 ], [ %3729, %4352 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4410, ptr align 1 %4351, <16 x i1> %3736)
  %4411 = add nsw i64 %4350, 16
  %4412 = getelementptr inbounds float, ptr %324, i64 %4411
  %4413 = getelementptr inbounds float, ptr %322, i64 %4411
  switch i64 %174, label %1009 [
    i64 1, label %4428
    i64 2, label %4421
    i64 3, label %4414
    i64 0, label %4472
  ]

4414:                                             ; preds = %4409
  %4415 = bitcast <16 x float> %3728 to <8 x i64>
  %4416 = and <8 x i64> %4415, %59
  %4417 = fcmp oeq <16 x float> %3728, %38
  %4418 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3728, i32 4)
  %4419 = bitcast <8 x i64> %4416 to <16 x float>
  %4420 = select <16 x i1> %4417, <16 x float> %4419, <16 x float> %4418
  br label %4431

4421:                                             ; preds = %4409
  %4422 = bitcast <16 x float> %3728 to <8 x i64>
  %4423 = or <8 x i64> %4422, %60
  %4424 = fcmp oeq <16 x float> %3728, %41
  %4425 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3728, i32 4)
  %4426 = bitcast <8 x i64> %4423 to <16 x float>
  %4427 = select <16 x i1> %4424, <16 x float> %4426, <16 x float> %4425
  br label %4431

4428:                                             ; preds = %4409
  %4429 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4430 = fadd <16 x float> %3728, %4429
  br label %4431

4431:                                             ; preds = %4428, %4421, %4414
  %4432 = phi <16 x float> [ %4430, %4428 ], [ %4427, %4421 ], [ %4420, %4414 ]
  switch i64 %176, label %1009 [
    i64 1, label %4447
    i64 2, label %4440
    i64 3, label %4433
    i64 0, label %4472
  ]

4433:                                             ; preds = %4431
  %4434 = bitcast <16 x float> %4432 to <8 x i64>
  %4435 = and <8 x i64> %4434, %59
  %4436 = fcmp oeq <16 x float> %4432, %38
  %4437 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4432, i32 4)
  %4438 = bitcast <8 x i64> %4435 to <16 x float>
  %4439 = select <16 x i1> %4436, <16 x float> %4438, <16 x float> %4437
  br label %4450

4440:                                             ; preds = %4431
  %4441 = bitcast <16 x float> %4432 to <8 x i64>
  %4442 = or <8 x i64> %4441, %60
  %4443 = fcmp oeq <16 x float> %4432, %41
  %4444 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4432, i32 4)
  %4445 = bitcast <8 x i64> %4442 to <16 x float>
  %4446 = select <16 x i1> %4443, <16 x float> %4445, <16 x float> %4444
  br label %4450

4447:                                             ; preds = %4431
  %4448 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4449 = fadd <16 x float> %4432, %4448
  br label %4450

4450:                                             ; preds = %4447, %4440, %4433
  %4451 = phi <16 x float> [ %4449, %4447 ], [ %4446, %4440 ], [ %4439, %4433 ]
  switch i64 %178, label %1009 [
    i64 1, label %4466
    i64 2, label %4459
    i64 3, label %4452
    i64 0, label %4472
  ]

4452:                                             ; preds = %4450
  %4453 = bitcast <16 x float> %4451 to <8 x i64>
  %4454 = and <8 x i64> %4453, %59
  %4455 = fcmp oeq <16 x float> %4451, %38
  %4456 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4451, i32 4)
  %4457 = bitcast <8 x i64> %4454 to <16 x float>
  %4458 = select <16 x i1> %4455, <16 x float> %4457, <16 x float> %4456
  br label %4472

4459:                                             ; preds = %4450
  %4460 = bitcast <16 x float> %4451 to <8 x i64>
  %4461 = or <8 x i64> %4460, %60
  %4462 = fcmp oeq <16 x float> %4451, %41
  %4463 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4451, i32 4)
  %4464 = bitcast <8 x i64> %4461 to <16 x float>
  %4465 = select <16 x i1> %4462, <16 x float> %4464, <16 x float> %4463
  br label %4472

4466:                                             ; preds = %4450
  %4467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4468 = fadd <16 x float> %4451, %4467
  br label %4472

4469:                                             ; preds = %4346
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3729, ptr align 1 %4351, <16 x i1> %3738)
  %4470 = getelementptr float, ptr %324, i64 %4350
  %4471 = getelementptr i8, ptr %4470, i64 64
  br label %4472

4472:                                             ; preds = %4469, %4466, %4459, %4452, %4450, %4431, %4409
  %4473 = phi ptr [ %4471, %4469 ], [ %4412, %4452 ], [ %4412, %4459 ], [ %4412, %4466 ], [ %4412, %4450 ], [ %4412, %4431 ], [ %4412, %4409 ]
  %4474 = phi <16 x i1> [ %3739, %4469 ], [ %3737, %4452 ], [ %3737, %4459 ], [ %3737, %4466 ], [ %3737, %4450 ], [ %3737, %4431 ], [ %3737, %4409 ]
  %4475 = phi <16 x float> [ %3728, %4469 ], [ %4458, %4452 ], [ %4465, %4459 ], [ %4468, %4466 ], [ %4451, %4450 ], [ %4432, %4431 ], [ %3728, %4409 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4475, ptr align 1 %4473, <16 x i1> %4474)
  %4476 = add nsw i64 %541, %3594
  %4477 = getelementptr inbounds float, ptr %324, i64 %4476
  br i1 %58, label %4595, label %4478

4478:                                             ; preds = %4472
  %4479 = getelementptr inbounds float, ptr %322, i64 %4476
  switch i64 %169, label %1009 [
    i64 1, label %4494
    i64 2, label %4487
    i64 3, label %4480
    i64 0, label %4535
  ]

4480:                                             ; preds = %4478
  %4481 = bitcast <16 x float> %3727 to <8 x i64>
  %4482 = and <8 x i64> %4481, %59
  %4483 = fcmp oeq <16 x float> %3727, %38
  %4484 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3727, i32 4)
  %4485 = bitcast <8 x i64> %4482 to <16 x float>
  %4486 = select <16 x i1> %4483, <16 x float> %4485, <16 x float> %4484
  br label %4497

4487:                                             ; preds = %4478
  %4488 = bitcast <16 x float> %3727 to <8 x i64>
  %4489 = or <8 x i64> %4488, %60
  %4490 = fcmp oeq <16 x float> %3727, %41
  %4491 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3727, i32 4)
  %4492 = bitcast <8 x i64> %4489 to <16 x float>
  %4493 = select <16 x i1> %4490, <16 x float> %4492, <16 x float> %4491
  br label %4497

4494:                                             ; preds = %4478
  %4495 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4479, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4496 = fadd <16 x float> %3727, %4495
  br label %4497

4497:                                             ; preds = %4494, %4487, %4480
  %4498 = phi <16 x float> [ %4496, %4494 ], [ %4493, %4487 ], [ %4486, %4480 ]
  switch i64 %171, label %1009 [
    i64 1, label %4513
    i64 2, label %4506
    i64 3, label %4499
    i64 0, label %4535
  ]

4499:                                             ; preds = %4497
  %4500 = bitcast <16 x float> %4498 to <8 x i64>
  %4501 = and <8 x i64> %4500, %59
  %4502 = fcmp oeq <16 x float> %4498, %38
  %4503 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4498, i32 4)
  %4504 = bitcast <8 x i64> %4501 to <16 x float>
  %4505 = select <16 x i1> %4502, <16 x float> %4504, <16 x float> %4503
  br label %4516

4506:                                             ; preds = %4497
  %4507 = bitcast <16 x float> %4498 to <8 x i64>
  %4508 = or <8 x i64> %4507, %60
  %4509 = fcmp oeq <16 x float> %4498, %41
  %4510 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4498, i32 4)
  %4511 = bitcast <8 x i64> %4508 to <16 x float>
  %4512 = select <16 x i1> %4509, <16 x float> %4511, <16 x float> %4510
  br label %4516

4513:                                             ; preds = %4497
  %4514 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4479, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4515 = fadd <16 x float> %4498, %4514
  br label %4516

4516:                                             ; preds = %4513, %4506, %4499
  %4517 = phi <16 x float> [ %4515, %4513 ], [ %4512, %4506 ], [ %4505, %4499 ]
  switch i64 %173, label %1009 [
    i64 1, label %4532
    i64 2, label %4525
    i64 3, label %4518
    i64 0, label %4535
  ]

4518:                                             ; preds = %4516
  %4519 = bitcast <16 x float> %4517 to <8 x i64>
  %4520 = and <8 x i64> %4519, %59
  %4521 = fcmp oeq <16 x float> %4517, %38
  %4522 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4517, i32 4)
  %4523 = bitcast <8 x i64> %4520 to <16 x float>
  %4524 = select <16 x i1> %4521, <16 x float> %4523, <16 x float> %4522
  br label %4535

4525:                                             ; preds = %4516
  %4526 = bitcast <16 x float> %4517 to <8 x i64>
  %4527 = or <8 x i64> %4526, %60
  %4528 = fcmp oeq <16 x float> %4517, %41
  %4529 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4517, i32 4)
  %4530 = bitcast <8 x i64> %4527 to <16 x float>
  %4531 = select <16 x i1> %4528, <16 x float> %4530, <16 x float> %4529
  br label %4535

4532:                                             ; preds = %4516
  %4533 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4479, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4534 = fadd <16 x float> %4517, %4533
  br label %4535

4535:                                             ; preds = %4532, %4525, %4518, %4516, %4497, %4478
  %4536 = phi <16 x float> [ %4524, %4518 ], [ %4531, %4525 ], [ %4534, %4532 ], [ %4498, %4497 ], [ %4517, %4516 ], [ %3727, %4478 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4536, ptr align 1 %4477, <16 x i1> %3736)
  %4537 = add nsw i64 %4476, 16
  %4538 = getelementptr inbounds float, ptr %324, i64 %4537
  %4539 = getelementptr inbounds float, ptr %322, i64 %4537
  switch i64 %174, label %1009 [
    i64 1, label %4554
    i64 2, label %4547
    i64 3, label %4540
    i64 0, label %4598
  ]

4540:                                             ; preds = %4535
  %4541 = bitcast <16 x float> %3726 to <8 x i64>
  %4542 = and <8 x i64> %4541, %59
  %4543 = fcmp oeq <16 x float> %3726, %38
  %4544 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3726, i32 4)
  %4545 = bitcast <8 x i64> %4542 to <16 x float>
  %4546 = select <16 x i1> %4543, <16 x float> %4545, <16 x float> %4544
  br label %4557

4547:                                             ; preds = %4535
  %4548 = bitcast <16 x float> %3726 to <8 x i64>
  %4549 = or <8 x i64> %4548, %60
  %4550 = fcmp oeq <16 x float> %3726, %41
  %4551 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3726, i32 4)
  %4552 = bitcast <8 x i64> %4549 to <16 x float>
  %4553 = select <16 x i1> %4550, <16 x float> %4552, <16 x float> %4551
  br label %4557

4554:                                             ; preds = %4535
  %4555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4556 = fadd <16 x float> %3726, %4555
  br label %4557

4557:                                             ; preds = %4554, %4547, %4540
  %4558 = phi <16 x float> [ %4556, %4554 ], [ %4553, %4547 ], [ %4546, %4540 ]
  switch i64 %176, label %1009 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
    i64 0, label %4598
  ]

4559:                                             ; preds = %4557
  %4560 = bitcast <16 x float> %4558 to <8 x i64>
  %4561 = and <8 x i64> %4560, %59
  %4562 = fcmp oeq <16 x float> %4558, %38
  %4563 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4558, i32 4)
  %4564 = bitcast <8 x i64> %4561 to <16 x float>
  %4565 = select <16 x i1> %4562, <16 x float> %4564, <16 x float> %4563
  br label %4576

4566:                                             ; preds = %4557
  %4567 = bitcast <16 x float> %4558 to <8 x i64>
  %4568 = or <8 x i64> %4567, %60
  %4569 = fcmp oeq <16 x float> %4558, %41
  %4570 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4558, i32 4)
  %4571 = bitcast <8 x i64> %4568 to <16 x float>
  %4572 = select <16 x i1> %4569, <16 x float> %4571, <16 x float> %4570
  br label %4576

4573:                                             ; preds = %4557
  %4574 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4575 = fadd <16 x float> %4558, %4574
  br label %4576

4576:                                             ; preds = %4573, %4566, %4559
  %4577 = phi <16 x float> [ %4575, %4573 ], [ %4572, %4566 ], [ %4565, %4559 ]
  switch i64 %178, label %1009 [
    i64 1, label %4592
    i64 2, label %4585
    i64 3, label %4578
    i64 0, label %4598
  ]

4578:                                             ; preds = %4576
  %4579 = bitcast <16 x float> %4577 to <8 x i64>
  %4580 = and <8 x i64> %4579, %59
  %4581 = fcmp oeq <16 x float> %4577, %38
  %4582 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4577, i32 4)
  %4583 = bitcast <8 x i64> %4580 to <16 x float>
  %4584 = select <16 x i1> %4581, <16 x float> %4583, <16 x float> %4582
  br label %4598

4585:                                             ; preds = %4576
  %4586 = bitcast <16 x float> %4577 to <8 x i64>
  %4587 = or <8 x i64> %4586, %60
  %4588 = fcmp oeq <16 x float> %4577, %41
  %4589 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4577, i32 4)
  %4590 = bitcast <8 x i64> %4587 to <16 x float>
  %4591 = select <16 x i1> %4588, <16 x float> %4590, <16 x float> %4589
  br label %4598

4592:                                             ; preds = %4576
  %4593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4594 = fadd <16 x float> %4577, %4593
  br label %4598

4595:                                             ; preds = %4472
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3727, ptr align 1 %4477, <16 x i1> %3738)
  %4596 = getelementptr float, ptr %324, i64 %4476
  %4597 = getelementptr i8, ptr %4596, i64 64
  br label %4598

4598:                                             ; preds = %4595, %4592, %4585, %4578, %4576, %4557, %4535
  %4599 = phi ptr [ %4597, %4595 ], [ %4538, %4578 ], [ %4538, %4585 ], [ %4538, %4592 ], [ %4538, %4576 ], [ %4538, %4557 ], [ %4538, %4535 ]
  %4600 = phi <16 x i1> [ %3739, %4595 ], [ %3737, %4578 ], [ %3737, %4585 ], [ %3737, %4592 ], [ %3737, %4576 ], [ %3737, %4557 ], [ %3737, %4535 ]
  %4601 = phi <16 x float> [ %3726, %4595 ], [ %4584, %4578 ], [ %4591, %4585 ], [ %4594, %4592 ], [ %4577, %4576 ], [ %4558, %4557 ], [ %3726, %4535 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4601, ptr align 1 %4599, <16 x i1> %4600)
  %4602 = add nsw i64 %543, %3594
  %4603 = getelementptr inbounds float, ptr %324, i64 %4602
  br i1 %58, label %4721, label %4604

4604:                                             ; preds = %4598
  %4605 = getelementptr inbounds float, ptr %322, i64 %4602
  switch i64 %169, label %1009 [
    i64 1, label %4620
    i64 2, label %4613
    i64 3, label %4606
    i64 0, label %4661
  ]

4606:                                             ; preds = %4604
  %4607 = bitcast <16 x float> %3725 to <8 x i64>
  %4608 = and <8 x i64> %4607, %59
  %4609 = fcmp oeq <16 x float> %3725, %38
  %4610 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3725, i32 4)
  %4611 = bitcast <8 x i64> %4608 to <16 x float>
  %4612 = select <16 x i1> %4609, <16 x float> %4611, <16 x float> %4610
  br label %4623

4613:                                             ; preds = %4604
  %4614 = bitcast <16 x float> %3725 to <8 x i64>
  %4615 = or <8 x i64> %4614, %60
  %4616 = fcmp oeq <16 x float> %3725, %41
  %4617 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3725, i32 4)
  %4618 = bitcast <8 x i64> %4615 to <16 x float>
  %4619 = select <16 x i1> %4616, <16 x float> %4618, <16 x float> %4617
  br label %4623

4620:                                             ; preds = %4604
  %4621 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4605, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4622 = fadd <16 x float> %3725, %4621
  br label %4623

4623:                                             ; preds = %4620, %4613, %4606
  %4624 = phi <16 x float> [ %4622, %4620 ], [ %4619, %4613 ], [ %4612, %4606 ]
  switch i64 %171, label %1009 [
    i64 1, label %4639
    i64 2, label %4632
    i64 3, label %4625
    i64 0, label %4661
  ]

4625:                                             ; preds = %4623
  %4626 = bitcast <16 x float> %4624 to <8 x i64>
  %4627 = and <8 x i64> %4626, %59
  %4628 = fcmp oeq <16 x float> %4624, %38
  %4629 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4624, i32 4)
  %4630 = bitcast <8 x i64> %4627 to <16 x float>
  %4631 = select <16 x i1> %4628, <16 x float> %4630, <16 x float> %4629
  br label %4642

4632:                                             ; preds = %4623
  %4633 = bitcast <16 x float> %4624 to <8 x i64>
  %4634 = or <8 x i64> %4633, %60
  %4635 = fcmp oeq <16 x float> %4624, %41
  %4636 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4624, i32 4)
  %4637 = bitcast <8 x i64> %4634 to <16 x float>
  %4638 = select <16 x i1> %4635, <16 x float> %4637, <16 x float> %4636
  br label %4642

4639:                                             ; preds = %4623
  %4640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4605, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4641 = fadd <16 x float> %4624, %4640
  br label %4642

4642:                                             ; preds = %4639, %4632, %4625
  %4643 = phi <16 x float> [ %4641, %4639 ], [ %4638, %4632 ], [ %4631, %4625 ]
  switch i64 %173, label %1009 [
    i64 1, label %4658
    i64 2, label %4651
    i64 3, label %4644
    i64 0, label %4661
  ]

4644:                                             ; preds = %4642
  %4645 = bitcast <16 x float> %4643 to <8 x i64>
  %4646 = and <8 x i64> %4645, %59
  %4647 = fcmp oeq <16 x float> %4643, %38
  %4648 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4643, i32 4)
  %4649 = bitcast <8 x i64> %4646 to <16 x float>
  %4650 = select <16 x i1> %4647, <16 x float> %4649, <16 x float> %4648
  br label %4661

4651:                                             ; preds = %4642
  %4652 = bitcast <16 x float> %4643 to <8 x i64>
  %4653 = or <8 x i64> %4652, %60
  %4654 = fcmp oeq <16 x float> %4643, %41
  %4655 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4643, i32 4)
  %4656 = bitcast <8 x i64> %4653 to <16 x float>
  %4657 = select <16 x i1> %4654, <16 x float> %4656, <16 x float> %4655
  br label %4661

4658:                                             ; preds = %4642
  %4659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4605, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4660 = fadd <16 x float> %4643, %4659
  br label %4661

4661:                                             ; preds = %4658, %4651, %4644, %4642, %4623, %4604
  %4662 = phi <16 x float> [ %4650, %4644 ], [ %4657, %4651 ], [ %4660, %4658 ], [ %4624, %4623 ], [ %4643, %4642 ], [ %3725, %4604 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4662, ptr align 1 %4603, <16 x i1> %3736)
  %4663 = add nsw i64 %4602, 16
  %4664 = getelementptr inbounds float, ptr %324, i64 %4663
  %4665 = getelementptr inbounds float, ptr %322, i64 %4663
  switch i64 %174, label %1009 [
    i64 1, label %4680
    i64 2, label %4673
    i64 3, label %4666
    i64 0, label %4724
  ]

4666:                                             ; preds = %4661
  %4667 = bitcast <16 x float> %3724 to <8 x i64>
  %4668 = and <8 x i64> %4667, %59
  %4669 = fcmp oeq <16 x float> %3724, %38
  %4670 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3724, i32 4)
  %4671 = bitcast <8 x i64> %4668 to <16 x float>
  %4672 = select <16 x i1> %4669, <16 x float> %4671, <16 x float> %4670
  br label %4683

4673:                                             ; preds = %4661
  %4674 = bitcast <16 x float> %3724 to <8 x i64>
  %4675 = or <8 x i64> %4674, %60
  %4676 = fcmp oeq <16 x float> %3724, %41
  %4677 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3724, i32 4)
  %4678 = bitcast <8 x i64> %4675 to <16 x float>
  %4679 = select <16 x i1> %4676, <16 x float> %4678, <16 x float> %4677
  br label %4683

4680:                                             ; preds = %4661
  %4681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4682 = fadd <16 x float> %3724, %4681
  br label %4683

4683:                                             ; preds = %4680, %4673, %4666
  %4684 = phi <16 x float> [ %4682, %4680 ], [ %4679, %4673 ], [ %4672, %4666 ]
  switch i64 %176, label %1009 [
    i64 1, label %4699
    i64 2, label %4692
    i64 3, label %4685
    i64 0, label %4724
  ]

4685:                                             ; preds = %4683
  %4686 = bitcast <16 x float> %4684 to <8 x i64>
  %4687 = and <8 x i64> %4686, %59
  %4688 = fcmp oeq <16 x float> %4684, %38
  %4689 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4684, i32 4)
  %4690 = bitcast <8 x i64> %4687 to <16 x float>
  %4691 = select <16 x i1> %4688, <16 x float> %4690, <16 x float> %4689
  br label %4702

4692:                                             ; preds = %4683
  %4693 = bitcast <16 x float> %4684 to <8 x i64>
  %4694 = or <8 x i64> %4693, %60
  %4695 = fcmp oeq <16 x float> %4684, %41
  %4696 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4684, i32 4)
  %4697 = bitcast <8 x i64> %4694 to <16 x float>
  %4698 = select <16 x i1> %4695, <16 x float> %4697, <16 x float> %4696
  br label %4702

4699:                                             ; preds = %4683
  %4700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4701 = fadd <16 x float> %4684, %4700
  br label %4702

4702:                                             ; preds = %4699, %4692, %4685
  %4703 = phi <16 x float> [ %4701, %4699 ], [ %4698, %4692 ], [ %4691, %4685 ]
  switch i64 %178, label %1009 [
    i64 1, label %4718
    i64 2, label %4711
    i64 3, label %4704
    i64 0, label %4724
  ]

4704:                                             ; preds = %4702
  %4705 = bitcast <16 x float> %4703 to <8 x i64>
  %4706 = and <8 x i64> %4705, %59
  %4707 = fcmp oeq <16 x float> %4703, %38
  %4708 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4703, i32 4)
  %4709 = bitcast <8 x i64> %4706 to <16 x float>
  %4710 = select <16 x i1> %4707, <16 x float> %4709, <16 x float> %4708
  br label %4724

4711:                                             ; preds = %4702
  %4712 = bitcast <16 x float> %4703 to <8 x i64>
  %4713 = or <8 x i64> %4712, %60
  %4714 = fcmp oeq <16 x float> %4703, %41
  %4715 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4703, i32 4)
  %4716 = bitcast <8 x i64> %4713 to <16 x float>
  %4717 = select <16 x i1> %4714, <16 x float> %4716, <16 x float> %4715
  br label %4724

4718:                                             ; preds = %4702
  %4719 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4720 = fadd <16 x float> %4703, %4719
  br label %4724

4721:                                             ; preds = %4598
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3725, ptr align 1 %4603, <16 x i1> %3738)
  %4722 = getelementptr float, ptr %324, i64 %4602
  %4723 = getelementptr i8, ptr %4722, i64 64
  br label %4724

4724:                                             ; preds = %4721, %4718, %4711, %4704, %4702, %4683, %4661
  %4725 = phi ptr [ %4723, %4721 ], [ %4664, %4704 ], [ %4664, %4711 ], [ %4664, %4718 ], [ %4664, %4702 ], [ %4664, %4683 ], [ %4664, %4661 ]
  %4726 = phi <16 x i1> [ %3739, %4721 ], [ %3737, %4704 ], [ %3737, %4711 ], [ %3737, %4718 ], [ %3737, %4702 ], [ %3737, %4683 ], [ %3737, %4661 ]
  %4727 = phi <16 x float> [ %3724, %4721 ], [ %4710, %4704 ], [ %4717, %4711 ], [ %4720, %4718 ], [ %4703, %4702 ], [ %4684, %4683 ], [ %3724, %4661 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4727, ptr align 1 %4725, <16 x i1> %4726)
  %4728 = add nsw i64 %545, %3594
  %4729 = getelementptr inbounds float, ptr %324, i64 %4728
  br i1 %58, label %4847, label %4730

4730:                                             ; preds = %4724
  %4731 = getelementptr inbounds float, ptr %322, i64 %4728
  switch i64 %169, label %1009 [
    i64 1, label %4746
    i64 2, label %4739
    i64 3, label %4732
    i64 0, label %4787
  ]

4732:                                             ; preds = %4730
  %4733 = bitcast <16 x float> %3723 to <8 x i64>
  %4734 = and <8 x i64> %4733, %59
  %4735 = fcmp oeq <16 x float> %3723, %38
  %4736 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3723, i32 4)
  %4737 = bitcast <8 x i64> %4734 to <16 x float>
  %4738 = select <16 x i1> %4735, <16 x float> %4737, <16 x float> %4736
  br label %4749

4739:                                             ; preds = %4730
  %4740 = bitcast <16 x float> %3723 to <8 x i64>
  %4741 = or <8 x i64> %4740, %60
  %4742 = fcmp oeq <16 x float> %3723, %41
  %4743 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3723, i32 4)
  %4744 = bitcast <8 x i64> %4741 to <16 x float>
  %4745 = select <16 x i1> %4742, <16 x float> %4744, <16 x float> %4743
  br label %4749

4746:                                             ; preds = %4730
  %4747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4731, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4748 = fadd <16 x float> %3723, %4747
  br label %4749

4749:                                             ; preds = %4746, %4739, %4732
  %4750 = phi <16 x float> [ %4748, %4746 ], [ %4745, %4739 ], [ %4738, %4732 ]
  switch i64 %171, label %1009 [
    i64 1, label %4765
    i64 2, label %4758
    i64 3, label %4751
    i64 0, label %4787
  ]

4751:                                             ; preds = %4749
  %4752 = bitcast <16 x float> %4750 to <8 x i64>
  %4753 = and <8 x i64> %4752, %59
  %4754 = fcmp oeq <16 x float> %4750, %38
  %4755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4750, i32 4)
  %4756 = bitcast <8 x i64> %4753 to <16 x float>
  %4757 = select <16 x i1> %4754, <16 x float> %4756, <16 x float> %4755
  br label %4768

4758:                                             ; preds = %4749
  %4759 = bitcast <16 x float> %4750 to <8 x i64>
  %4760 = or <8 x i64> %4759, %60
  %4761 = fcmp oeq <16 x float> %4750, %41
  %4762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4750, i32 4)
  %4763 = bitcast <8 x i64> %4760 to <16 x float>
  %4764 = select <16 x i1> %4761, <16 x float> %4763, <16 x float> %4762
  br label %4768

4765:                                             ; preds = %4749
  %4766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4731, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4767 = fadd <16 x float> %4750, %4766
  br label %4768

4768:                                             ; preds = %4765, %4758, %4751
  %4769 = phi <16 x float> [ %4767, %4765 ], [ %4764, %4758 ], [ %4757, %4751 ]
  switch i64 %173, label %1009 [
    i64 1, label %4784
    i64 2, label %4777
    i64 3, label %4770
    i64 0, label %4787
  ]

4770:                                             ; preds = %4768
  %4771 = bitcast <16 x float> %4769 to <8 x i64>
  %4772 = and <8 x i64> %4771, %59
  %4773 = fcmp oeq <16 x float> %4769, %38
  %4774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4769, i32 4)
  %4775 = bitcast <8 x i64> %4772 to <16 x float>
  %4776 = select <16 x i1> %4773, <16 x float> %4775, <16 x float> %4774
  br label %4787

4777:                                             ; preds = %4768
  %4778 = bitcast <16 x float> %4769 to <8 x i64>
  %4779 = or <8 x i64> %4778, %60
  %4780 = fcmp oeq <16 x float> %4769, %41
  %4781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4769, i32 4)
  %4782 = bitcast <8 x i64> %4779 to <16 x float>
  %4783 = select <16 x i1> %4780, <16 x float> %4782, <16 x float> %4781
  br label %4787

4784:                                             ; preds = %4768
  %4785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4731, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4786 = fadd <16 x float> %4769, %4785
  br label %4787

4787:                                             ; preds = %4784, %4777, %4770, %4768, %4749, %4730
  %4788 = phi <16 x float> [ %4776, %4770 ], [ %4783, %4777 ], [ %4786, %4784 ], [ %4750, %4749 ], [ %4769, %4768 ], [ %3723, %4730 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4788, ptr align 1 %4729, <16 x i1> %3736)
  %4789 = add nsw i64 %4728, 16
  %4790 = getelementptr inbounds float, ptr %324, i64 %4789
  %4791 = getelementptr inbounds float, ptr %322, i64 %4789
  switch i64 %174, label %1009 [
    i64 1, label %4806
    i64 2, label %4799
    i64 3, label %4792
    i64 0, label %4850
  ]

4792:                                             ; preds = %4787
  %4793 = bitcast <16 x float> %3722 to <8 x i64>
  %4794 = and <8 x i64> %4793, %59
  %4795 = fcmp oeq <16 x float> %3722, %38
  %4796 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3722, i32 4)
  %4797 = bitcast <8 x i64> %4794 to <16 x float>
  %4798 = select <16 x i1> %4795, <16 x float> %4797, <16 x float> %4796
  br label %4809

4799:                                             ; preds = %4787
  %4800 = bitcast <16 x float> %3722 to <8 x i64>
  %4801 = or <8 x i64> %4800, %60
  %4802 = fcmp oeq <16 x float> %3722, %41
  %4803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3722, i32 4)
  %4804 = bitcast <8 x i64> %4801 to <16 x float>
  %4805 = select <16 x i1> %4802, <16 x float> %4804, <16 x float> %4803
  br label %4809

4806:                                             ; preds = %4787
  %4807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4808 = fadd <16 x float> %3722, %4807
  br label %4809

4809:                                             ; preds = %4806, %4799, %4792
  %4810 = phi <16 x float> [ %4808, %4806 ], [ %4805, %4799 ], [ %4798, %4792 ]
  switch i64 %176, label %1009 [
    i64 1, label %4825
    i64 2, label %4818
    i64 3, label %4811
    i64 0, label %4850
  ]

4811:                                             ; preds = %4809
  %4812 = bitcast <16 x float> %4810 to <8 x i64>
  %4813 = and <8 x i64> %4812, %59
  %4814 = fcmp oeq <16 x float> %4810, %38
  %4815 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4810, i32 4)
  %4816 = bitcast <8 x i64> %4813 to <16 x float>
  %4817 = select <16 x i1> %4814, <16 x float> %4816, <16 x float> %4815
  br label %4828

4818:                                             ; preds = %4809
  %4819 = bitcast <16 x float> %4810 to <8 x i64>
  %4820 = or <8 x i64> %4819, %60
  %4821 = fcmp oeq <16 x float> %4810, %41
  %4822 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4810, i32 4)
  %4823 = bitcast <8 x i64> %4820 to <16 x float>
  %4824 = select <16 x i1> %4821, <16 x float> %4823, <16 x float> %4822
  br label %4828

4825:                                             ; preds = %4809
  %4826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4827 = fadd <16 x float> %4810, %4826
  br label %4828

4828:                                             ; preds = %4825, %4818, %4811
  %4829 = phi <16 x float> [ %4827, %4825 ], [ %4824, %4818 ], [ %4817, %4811 ]
  switch i64 %178, label %1009 [
    i64 1, label %4844
    i64 2, label %4837
    i64 3, label %4830
    i64 0, label %4850
  ]

4830:                                             ; preds = %4828
  %4831 = bitcast <16 x float> %4829 to <8 x i64>
  %4832 = and <8 x i64> %4831, %59
  %4833 = fcmp oeq <16 x float> %4829, %38
  %4834 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4829, i32 4)
  %4835 = bitcast <8 x i64> %4832 to <16 x float>
  %4836 = select <16 x i1> %4833, <16 x float> %4835, <16 x float> %4834
  br label %4850

4837:                                             ; preds = %4828
  %4838 = bitcast <16 x float> %4829 to <8 x i64>
  %4839 = or <8 x i64> %4838, %60
  %4840 = fcmp oeq <16 x float> %4829, %41
  %4841 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4829, i32 4)
  %4842 = bitcast <8 x i64> %4839 to <16 x float>
  %4843 = select <16 x i1> %4840, <16 x float> %4842, <16 x float> %4841
  br label %4850

4844:                                             ; preds = %4828
  %4845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4846 = fadd <16 x float> %4829, %4845
  br label %4850

4847:                                             ; preds = %4724
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3723, ptr align 1 %4729, <16 x i1> %3738)
  %4848 = getelementptr float, ptr %324, i64 %4728
  %4849 = getelementptr i8, ptr %4848, i64 64
  br label %4850

4850:                                             ; preds = %4847, %4844, %4837, %4830, %4828, %4809, %4787
  %4851 = phi ptr [ %4849, %4847 ], [ %4790, %4830 ], [ %4790, %4837 ], [ %4790, %4844 ], [ %4790, %4828 ], [ %4790, %4809 ], [ %4790, %4787 ]
  %4852 = phi <16 x i1> [ %3739, %4847 ], [ %3737, %4830 ], [ %3737, %4837 ], [ %3737, %4844 ], [ %3737, %4828 ], [ %3737, %4809 ], [ %3737, %4787 ]
  %4853 = phi <16 x float> [ %3722, %4847 ], [ %4836, %4830 ], [ %4843, %4837 ], [ %4846, %4844 ], [ %4829, %4828 ], [ %4810, %4809 ], [ %3722, %4787 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4853, ptr align 1 %4851, <16 x i1> %4852)
  %4854 = add nsw i64 %547, %3594
  %4855 = getelementptr inbounds float, ptr %324, i64 %4854
  br i1 %58, label %4973, label %4856

4856:                                             ; preds = %4850
  %4857 = getelementptr inbounds float, ptr %322, i64 %4854
  switch i64 %169, label %1009 [
    i64 1, label %4872
    i64 2, label %4865
    i64 3, label %4858
    i64 0, label %4913
  ]

4858:                                             ; preds = %4856
  %4859 = bitcast <16 x float> %3721 to <8 x i64>
  %4860 = and <8 x i64> %4859, %59
  %4861 = fcmp oeq <16 x float> %3721, %38
  %4862 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3721, i32 4)
  %4863 = bitcast <8 x i64> %4860 to <16 x float>
  %4864 = select <16 x i1> %4861, <16 x float> %4863, <16 x float> %4862
  br label %4875

4865:                                             ; preds = %4856
  %4866 = bitcast <16 x float> %3721 to <8 x i64>
  %4867 = or <8 x i64> %4866, %60
  %4868 = fcmp oeq <16 x float> %3721, %41
  %4869 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3721, i32 4)
  %4870 = bitcast <8 x i64> %4867 to <16 x float>
  %4871 = select <16 x i1> %4868, <16 x float> %4870, <16 x float> %4869
  br label %4875

4872:                                             ; preds = %4856
  %4873 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4857, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4874 = fadd <16 x float> %3721, %4873
  br label %4875

4875:                                             ; preds = %4872, %4865, %4858
  %4876 = phi <16 x float> [ %4874, %4872 ], [ %4871, %4865 ], [ %4864, %4858 ]
  switch i64 %171, label %1009 [
    i64 1, label %4891
    i64 2, label %4884
    i64 3, label %4877
    i64 0, label %4913
  ]

4877:                                             ; preds = %4875
  %4878 = bitcast <16 x float> %4876 to <8 x i64>
  %4879 = and <8 x i64> %4878, %59
  %4880 = fcmp oeq <16 x float> %4876, %38
  %4881 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4876, i32 4)
  %4882 = bitcast <8 x i64> %4879 to <16 x float>
  %4883 = select <16 x i1> %4880, <16 x float> %4882, <16 x float> %4881
  br label %4894

4884:                                             ; preds = %4875
  %4885 = bitcast <16 x float> %4876 to <8 x i64>
  %4886 = or <8 x i64> %4885, %60
  %4887 = fcmp oeq <16 x float> %4876, %41
  %4888 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4876, i32 4)
  %4889 = bitcast <8 x i64> %4886 to <16 x float>
  %4890 = select <16 x i1> %4887, <16 x float> %4889, <16 x float> %4888
  br label %4894

4891:                                             ; preds = %4875
  %4892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4857, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4893 = fadd <16 x float> %4876, %4892
  br label %4894

4894:                                             ; preds = %4891, %4884, %4877
  %4895 = phi <16 x float> [ %4893, %4891 ], [ %4890, %4884 ], [ %4883, %4877 ]
  switch i64 %173, label %1009 [
    i64 1, label %4910
    i64 2, label %4903
    i64 3, label %4896
    i64 0, label %4913
  ]

4896:                                             ; preds = %4894
  %4897 = bitcast <16 x float> %4895 to <8 x i64>
  %4898 = and <8 x i64> %4897, %59
  %4899 = fcmp oeq <16 x float> %4895, %38
  %4900 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4895, i32 4)
  %4901 = bitcast <8 x i64> %4898 to <16 x float>
  %4902 = select <16 x i1> %4899, <16 x float> %4901, <16 x float> %4900
  br label %4913

4903:                                             ; preds = %4894
  %4904 = bitcast <16 x float> %4895 to <8 x i64>
  %4905 = or <8 x i64> %4904, %60
  %4906 = fcmp oeq <16 x float> %4895, %41
  %4907 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4895, i32 4)
  %4908 = bitcast <8 x i64> %4905 to <16 x float>
  %4909 = select <16 x i1> %4906, <16 x float> %4908, <16 x float> %4907
  br label %4913

4910:                                             ; preds = %4894
  %4911 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4857, <16 x i1> %3736, <16 x float> zeroinitializer)
  %4912 = fadd <16 x float> %4895, %4911
  br label %4913

4913:                                             ; preds = %4910, %4903, %4896, %4894, %4875, %4856
  %4914 = phi <16 x float> [ %4902, %4896 ], [ %4909, %4903 ], [ %4912, %4910 ], [ %4876, %4875 ], [ %4895, %4894 ], [ %3721, %4856 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4914, ptr align 1 %4855, <16 x i1> %3736)
  %4915 = add nsw i64 %4854, 16
  %4916 = getelementptr inbounds float, ptr %324, i64 %4915
  %4917 = getelementptr inbounds float, ptr %322, i64 %4915
  switch i64 %174, label %1009 [
    i64 1, label %4932
    i64 2, label %4925
    i64 3, label %4918
    i64 0, label %4976
  ]

4918:                                             ; preds = %4913
  %4919 = bitcast <16 x float> %3720 to <8 x i64>
  %4920 = and <8 x i64> %4919, %59
  %4921 = fcmp oeq <16 x float> %3720, %38
  %4922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %3720, i32 4)
  %4923 = bitcast <8 x i64> %4920 to <16 x float>
  %4924 = select <16 x i1> %4921, <16 x float> %4923, <16 x float> %4922
  br label %4935

4925:                                             ; preds = %4913
  %4926 = bitcast <16 x float> %3720 to <8 x i64>
  %4927 = or <8 x i64> %4926, %60
  %4928 = fcmp oeq <16 x float> %3720, %41
  %4929 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %3720, i32 4)
  %4930 = bitcast <8 x i64> %4927 to <16 x float>
  %4931 = select <16 x i1> %4928, <16 x float> %4930, <16 x float> %4929
  br label %4935

4932:                                             ; preds = %4913
  %4933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4934 = fadd <16 x float> %3720, %4933
  br label %4935

4935:                                             ; preds = %4932, %4925, %4918
  %4936 = phi <16 x float> [ %4934, %4932 ], [ %4931, %4925 ], [ %4924, %4918 ]
  switch i64 %176, label %1009 [
    i64 1, label %4951
    i64 2, label %4944
    i64 3, label %4937
    i64 0, label %4976
  ]

4937:                                             ; preds = %4935
  %4938 = bitcast <16 x float> %4936 to <8 x i64>
  %4939 = and <8 x i64> %4938, %59
  %4940 = fcmp oeq <16 x float> %4936, %38
  %4941 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4936, i32 4)
  %4942 = bitcast <8 x i64> %4939 to <16 x float>
  %4943 = select <16 x i1> %4940, <16 x float> %4942, <16 x float> %4941
  br label %4954

4944:                                             ; preds = %4935
  %4945 = bitcast <16 x float> %4936 to <8 x i64>
  %4946 = or <8 x i64> %4945, %60
  %4947 = fcmp oeq <16 x float> %4936, %41
  %4948 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4936, i32 4)
  %4949 = bitcast <8 x i64> %4946 to <16 x float>
  %4950 = select <16 x i1> %4947, <16 x float> %4949, <16 x float> %4948
  br label %4954

4951:                                             ; preds = %4935
  %4952 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4953 = fadd <16 x float> %4936, %4952
  br label %4954

4954:                                             ; preds = %4951, %4944, %4937
  %4955 = phi <16 x float> [ %4953, %4951 ], [ %4950, %4944 ], [ %4943, %4937 ]
  switch i64 %178, label %1009 [
    i64 1, label %4970
    i64 2, label %4963
    i64 3, label %4956
    i64 0, label %4976
  ]

4956:                                             ; preds = %4954
  %4957 = bitcast <16 x float> %4955 to <8 x i64>
  %4958 = and <8 x i64> %4957, %59
  %4959 = fcmp oeq <16 x float> %4955, %38
  %4960 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %4955, i32 4)
  %4961 = bitcast <8 x i64> %4958 to <16 x float>
  %4962 = select <16 x i1> %4959, <16 x float> %4961, <16 x float> %4960
  br label %4976

4963:                                             ; preds = %4954
  %4964 = bitcast <16 x float> %4955 to <8 x i64>
  %4965 = or <8 x i64> %4964, %60
  %4966 = fcmp oeq <16 x float> %4955, %41
  %4967 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %4955, i32 4)
  %4968 = bitcast <8 x i64> %4965 to <16 x float>
  %4969 = select <16 x i1> %4966, <16 x float> %4968, <16 x float> %4967
  br label %4976

4970:                                             ; preds = %4954
  %4971 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %3737, <16 x float> zeroinitializer)
  %4972 = fadd <16 x float> %4955, %4971
  br label %4976

4973:                                             ; preds = %4850
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3721, ptr align 1 %4855, <16 x i1> %3738)
  %4974 = getelementptr float, ptr %324, i64 %4854
  %4975 = getelementptr i8, ptr %4974, i64 64
  br label %4976

4976:                                             ; preds = %4973, %4970, %4963, %4956, %4954, %4935, %4913
  %4977 = phi ptr [ %4975, %4973 ], [ %4916, %4956 ], [ %4916, %4963 ], [ %4916, %4970 ], [ %4916, %4954 ], [ %4916, %4935 ], [ %4916, %4913 ]
  %4978 = phi <16 x i1> [ %3739, %4973 ], [ %3737, %4956 ], [ %3737, %4963 ], [ %3737, %4970 ], [ %3737, %4954 ], [ %3737, %4935 ], [ %3737, %4913 ]
  %4979 = phi <16 x float> [ %3720, %4973 ], [ %4962, %4956 ], [ %4969, %4963 ], [ %4972, %4970 ], [ %4955, %4954 ], [ %4936, %4935 ], [ %3720, %4913 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4979, ptr align 1 %4977, <16 x i1> %4978)
  br label %10625

4980:                                             ; preds = %762
  %4981 = add i64 %603, %10
  %4982 = icmp sgt i64 %4981, 15
  %4983 = trunc i64 %4981 to i32
  %4984 = shl nsw i32 -1, %4983
  %4985 = trunc i32 %4984 to i16
  %4986 = xor i16 %4985, -1
  %4987 = select i1 %4982, i16 -1, i16 %4986
  %4988 = add i64 %4981, -16
  %4989 = icmp sgt i64 %4988, 15
  %4990 = trunc i64 %4988 to i32
  %4991 = shl nsw i32 -1, %4990
  %4992 = trunc i32 %4991 to i16
  %4993 = xor i16 %4992, -1
  %4994 = select i1 %4989, i16 -1, i16 %4993
  %4995 = add i64 %4981, -32
  %4996 = icmp sgt i64 %4995, 15
  %4997 = trunc i64 %4995 to i32
  %4998 = shl nsw i32 -1, %4997
  %4999 = trunc i32 %4998 to i16
  %5000 = xor i16 %4999, -1
  %5001 = select i1 %4996, i16 -1, i16 %5000
  %5002 = add nsw i64 %604, %330
  %5003 = getelementptr float, ptr %319, i64 %5002
  %5004 = bitcast i16 %4987 to <16 x i1>
  %5005 = bitcast i16 %4994 to <16 x i1>
  %5006 = bitcast i16 %5001 to <16 x i1>
  br i1 %53, label %5020, label %5012

5007:                                             ; preds = %5160
  %5008 = add nuw i64 %604, 16
  %5009 = sub i64 %10, %5008
  %5010 = add nuw i64 %604, 32
  %5011 = sub i64 %10, %5010
  br label %5197

5012:                                             ; preds = %4980
  %5013 = load float, ptr %333, align 4
  %5014 = insertelement <16 x float> poison, float %5013, i64 0
  %5015 = shufflevector <16 x float> %5014, <16 x float> poison, <16 x i32> zeroinitializer
  %5016 = insertelement <16 x float> poison, float %5013, i64 0
  %5017 = shufflevector <16 x float> %5016, <16 x float> poison, <16 x i32> zeroinitializer
  %5018 = insertelement <16 x float> poison, float %5013, i64 0
  %5019 = shufflevector <16 x float> %5018, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5027

5020:                                             ; preds = %4980
  %5021 = getelementptr float, ptr %5003, i64 %474
  %5022 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5021, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5023 = getelementptr inbounds nuw i8, ptr %5021, i64 64
  %5024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5023, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5025 = getelementptr inbounds nuw i8, ptr %5021, i64 128
  %5026 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5025, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5027

5027:                                             ; preds = %5020, %5012
  %5028 = phi <16 x float> [ %5024, %5020 ], [ %5017, %5012 ]
  %5029 = phi <16 x float> [ %5022, %5020 ], [ %5015, %5012 ]
  %5030 = phi <16 x float> [ %5026, %5020 ], [ %5019, %5012 ]
  br i1 %53, label %5039, label %5031

5031:                                             ; preds = %5027
  %5032 = load float, ptr %475, align 4
  %5033 = insertelement <16 x float> poison, float %5032, i64 0
  %5034 = shufflevector <16 x float> %5033, <16 x float> poison, <16 x i32> zeroinitializer
  %5035 = insertelement <16 x float> poison, float %5032, i64 0
  %5036 = shufflevector <16 x float> %5035, <16 x float> poison, <16 x i32> zeroinitializer
  %5037 = insertelement <16 x float> poison, float %5032, i64 0
  %5038 = shufflevector <16 x float> %5037, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5046

5039:                                             ; preds = %5027
  %5040 = getelementptr float, ptr %5003, i64 %477
  %5041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5040, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5042 = getelementptr inbounds nuw i8, ptr %5040, i64 64
  %5043 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5042, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5044 = getelementptr inbounds nuw i8, ptr %5040, i64 128
  %5045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5044, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5046

5046:                                             ; preds = %5039, %5031
  %5047 = phi <16 x float> [ %5043, %5039 ], [ %5036, %5031 ]
  %5048 = phi <16 x float> [ %5041, %5039 ], [ %5034, %5031 ]
  %5049 = phi <16 x float> [ %5045, %5039 ], [ %5038, %5031 ]
  br i1 %53, label %5058, label %5050

5050:                                             ; preds = %5046
  %5051 = load float, ptr %478, align 4
  %5052 = insertelement <16 x float> poison, float %5051, i64 0
  %5053 = shufflevector <16 x float> %5052, <16 x float> poison, <16 x i32> zeroinitializer
  %5054 = insertelement <16 x float> poison, float %5051, i64 0
  %5055 = shufflevector <16 x float> %5054, <16 x float> poison, <16 x i32> zeroinitializer
  %5056 = insertelement <16 x float> poison, float %5051, i64 0
  %5057 = shufflevector <16 x float> %5056, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5065

5058:                                             ; preds = %5046
  %5059 = getelementptr float, ptr %5003, i64 %480
  %5060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5059, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5061 = getelementptr inbounds nuw i8, ptr %5059, i64 64
  %5062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5061, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5063 = getelementptr inbounds nuw i8, ptr %5059, i64 128
  %5064 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5063, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5065

5065:                                             ; preds = %5058, %5050
  %5066 = phi <16 x float> [ %5062, %5058 ], [ %5055, %5050 ]
  %5067 = phi <16 x float> [ %5060, %5058 ], [ %5053, %5050 ]
  %5068 = phi <16 x float> [ %5064, %5058 ], [ %5057, %5050 ]
  br i1 %53, label %5077, label %5069

5069:                                             ; preds = %5065
  %5070 = load float, ptr %481, align 4
  %5071 = insertelement <16 x float> poison, float %5070, i64 0
  %5072 = shufflevector <16 x float> %5071, <16 x float> poison, <16 x i32> zeroinitializer
  %5073 = insertelement <16 x float> poison, float %5070, i64 0
  %5074 = shufflevector <16 x float> %5073, <16 x float> poison, <16 x i32> zeroinitializer
  %5075 = insertelement <16 x float> poison, float %5070, i64 0
  %5076 = shufflevector <16 x float> %5075, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5084

5077:                                             ; preds = %5065
  %5078 = getelementptr float, ptr %5003, i64 %483
  %5079 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5078, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5080 = getelementptr inbounds nuw i8, ptr %5078, i64 64
  %5081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5080, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5082 = getelementptr inbounds nuw i8, ptr %5078, i64 128
  %5083 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5082, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5084

5084:                                             ; preds = %5077, %5069
  %5085 = phi <16 x float> [ %5081, %5077 ], [ %5074, %5069 ]
  %5086 = phi <16 x float> [ %5079, %5077 ], [ %5072, %5069 ]
  %5087 = phi <16 x float> [ %5083, %5077 ], [ %5076, %5069 ]
  br i1 %53, label %5096, label %5088

5088:                                             ; preds = %5084
  %5089 = load float, ptr %484, align 4
  %5090 = insertelement <16 x float> poison, float %5089, i64 0
  %5091 = shufflevector <16 x float> %5090, <16 x float> poison, <16 x i32> zeroinitializer
  %5092 = insertelement <16 x float> poison, float %5089, i64 0
  %5093 = shufflevector <16 x float> %5092, <16 x float> poison, <16 x i32> zeroinitializer
  %5094 = insertelement <16 x float> poison, float %5089, i64 0
  %5095 = shufflevector <16 x float> %5094, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5103

5096:                                             ; preds = %5084
  %5097 = getelementptr float, ptr %5003, i64 %486
  %5098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5097, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5099 = getelementptr inbounds nuw i8, ptr %5097, i64 64
  %5100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5099, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5101 = getelementptr inbounds nuw i8, ptr %5097, i64 128
  %5102 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5101, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5103

5103:                                             ; preds = %5096, %5088
  %5104 = phi <16 x float> [ %5100, %5096 ], [ %5093, %5088 ]
  %5105 = phi <16 x float> [ %5098, %5096 ], [ %5091, %5088 ]
  %5106 = phi <16 x float> [ %5102, %5096 ], [ %5095, %5088 ]
  br i1 %53, label %5115, label %5107

5107:                                             ; preds = %5103
  %5108 = load float, ptr %487, align 4
  %5109 = insertelement <16 x float> poison, float %5108, i64 0
  %5110 = shufflevector <16 x float> %5109, <16 x float> poison, <16 x i32> zeroinitializer
  %5111 = insertelement <16 x float> poison, float %5108, i64 0
  %5112 = shufflevector <16 x float> %5111, <16 x float> poison, <16 x i32> zeroinitializer
  %5113 = insertelement <16 x float> poison, float %5108, i64 0
  %5114 = shufflevector <16 x float> %5113, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5122

5115:                                             ; preds = %5103
  %5116 = getelementptr float, ptr %5003, i64 %489
  %5117 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5116, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5118 = getelementptr inbounds nuw i8, ptr %5116, i64 64
  %5119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5118, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5120 = getelementptr inbounds nuw i8, ptr %5116, i64 128
  %5121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5120, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5122

5122:                                             ; preds = %5115, %5107
  %5123 = phi <16 x float> [ %5119, %5115 ], [ %5112, %5107 ]
  %5124 = phi <16 x float> [ %5117, %5115 ], [ %5110, %5107 ]
  %5125 = phi <16 x float> [ %5121, %5115 ], [ %5114, %5107 ]
  br i1 %53, label %5134, label %5126

5126:                                             ; preds = %5122
  %5127 = load float, ptr %490, align 4
  %5128 = insertelement <16 x float> poison, float %5127, i64 0
  %5129 = shufflevector <16 x float> %5128, <16 x float> poison, <16 x i32> zeroinitializer
  %5130 = insertelement <16 x float> poison, float %5127, i64 0
  %5131 = shufflevector <16 x float> %5130, <16 x float> poison, <16 x i32> zeroinitializer
  %5132 = insertelement <16 x float> poison, float %5127, i64 0
  %5133 = shufflevector <16 x float> %5132, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5141

5134:                                             ; preds = %5122
  %5135 = getelementptr float, ptr %5003, i64 %492
  %5136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5135, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5137 = getelementptr inbounds nuw i8, ptr %5135, i64 64
  %5138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5137, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5139 = getelementptr inbounds nuw i8, ptr %5135, i64 128
  %5140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5139, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5141

5141:                                             ; preds = %5134, %5126
  %5142 = phi <16 x float> [ %5138, %5134 ], [ %5131, %5126 ]
  %5143 = phi <16 x float> [ %5136, %5134 ], [ %5129, %5126 ]
  %5144 = phi <16 x float> [ %5140, %5134 ], [ %5133, %5126 ]
  br i1 %53, label %5153, label %5145

5145:                                             ; preds = %5141
  %5146 = load float, ptr %493, align 4
  %5147 = insertelement <16 x float> poison, float %5146, i64 0
  %5148 = shufflevector <16 x float> %5147, <16 x float> poison, <16 x i32> zeroinitializer
  %5149 = insertelement <16 x float> poison, float %5146, i64 0
  %5150 = shufflevector <16 x float> %5149, <16 x float> poison, <16 x i32> zeroinitializer
  %5151 = insertelement <16 x float> poison, float %5146, i64 0
  %5152 = shufflevector <16 x float> %5151, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5160

5153:                                             ; preds = %5141
  %5154 = getelementptr float, ptr %5003, i64 %495
  %5155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5154, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5156 = getelementptr inbounds nuw i8, ptr %5154, i64 64
  %5157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5156, <16 x i1> %5005, <16 x float> zeroinitializer)
  %5158 = getelementptr inbounds nuw i8, ptr %5154, i64 128
  %5159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %5158, <16 x i1> %5006, <16 x float> zeroinitializer)
  br label %5160

5160:                                             ; preds = %5153, %5145
  %5161 = phi <16 x float> [ %5157, %5153 ], [ %5150, %5145 ]
  %5162 = phi <16 x float> [ %5155, %5153 ], [ %5148, %5145 ]
  %5163 = phi <16 x float> [ %5159, %5153 ], [ %5152, %5145 ]
  br i1 %55, label %5007, label %5164

5164:                                             ; preds = %5447, %5160
  %5165 = phi <16 x float> [ %5163, %5160 ], [ %5448, %5447 ]
  %5166 = phi <16 x float> [ %5161, %5160 ], [ %5449, %5447 ]
  %5167 = phi <16 x float> [ %5162, %5160 ], [ %5450, %5447 ]
  %5168 = phi <16 x float> [ %5144, %5160 ], [ %5451, %5447 ]
  %5169 = phi <16 x float> [ %5142, %5160 ], [ %5452, %5447 ]
  %5170 = phi <16 x float> [ %5143, %5160 ], [ %5453, %5447 ]
  %5171 = phi <16 x float> [ %5125, %5160 ], [ %5454, %5447 ]
  %5172 = phi <16 x float> [ %5123, %5160 ], [ %5455, %5447 ]
  %5173 = phi <16 x float> [ %5124, %5160 ], [ %5456, %5447 ]
  %5174 = phi <16 x float> [ %5106, %5160 ], [ %5457, %5447 ]
  %5175 = phi <16 x float> [ %5104, %5160 ], [ %5466, %5447 ]
  %5176 = phi <16 x float> [ %5105, %5160 ], [ %5467, %5447 ]
  %5177 = phi <16 x float> [ %5087, %5160 ], [ %5468, %5447 ]
  %5178 = phi <16 x float> [ %5085, %5160 ], [ %5469, %5447 ]
  %5179 = phi <16 x float> [ %5086, %5160 ], [ %5470, %5447 ]
  %5180 = phi <16 x float> [ %5068, %5160 ], [ %5471, %5447 ]
  %5181 = phi <16 x float> [ %5066, %5160 ], [ %5458, %5447 ]
  %5182 = phi <16 x float> [ %5067, %5160 ], [ %5459, %5447 ]
  %5183 = phi <16 x float> [ %5049, %5160 ], [ %5460, %5447 ]
  %5184 = phi <16 x float> [ %5047, %5160 ], [ %5461, %5447 ]
  %5185 = phi <16 x float> [ %5048, %5160 ], [ %5462, %5447 ]
  %5186 = phi <16 x float> [ %5030, %5160 ], [ %5463, %5447 ]
  %5187 = phi <16 x float> [ %5028, %5160 ], [ %5464, %5447 ]
  %5188 = phi <16 x float> [ %5029, %5160 ], [ %5465, %5447 ]
  %5189 = bitcast i16 %4987 to <16 x i1>
  %5190 = bitcast i16 %4994 to <16 x i1>
  %5191 = bitcast i16 %5001 to <16 x i1>
  %5192 = bitcast i16 %4987 to <16 x i1>
  %5193 = bitcast i16 %4994 to <16 x i1>
  %5194 = bitcast i16 %5001 to <16 x i1>
  %5195 = add nsw i64 %496, %5002
  %5196 = getelementptr inbounds float, ptr %324, i64 %5195
  br i1 %58, label %5651, label %5474

5197:                                             ; preds = %5007, %5447
  %5198 = phi <16 x float> [ %5448, %5447 ], [ %5163, %5007 ]
  %5199 = phi <16 x float> [ %5449, %5447 ], [ %5161, %5007 ]
  %5200 = phi <16 x float> [ %5450, %5447 ], [ %5162, %5007 ]
  %5201 = phi <16 x float> [ %5451, %5447 ], [ %5144, %5007 ]
  %5202 = phi <16 x float> [ %5452, %5447 ], [ %5142, %5007 ]
  %5203 = phi <16 x float> [ %5453, %5447 ], [ %5143, %5007 ]
  %5204 = phi <16 x float> [ %5454, %5447 ], [ %5125, %5007 ]
  %5205 = phi <16 x float> [ %5455, %5447 ], [ %5123, %5007 ]
  %5206 = phi <16 x float> [ %5456, %5447 ], [ %5124, %5007 ]
  %5207 = phi <16 x float> [ %5457, %5447 ], [ %5106, %5007 ]
  %5208 = phi <16 x float> [ %5458, %5447 ], [ %5066, %5007 ]
  %5209 = phi <16 x float> [ %5459, %5447 ], [ %5067, %5007 ]
  %5210 = phi <16 x float> [ %5460, %5447 ], [ %5049, %5007 ]
  %5211 = phi <16 x float> [ %5461, %5447 ], [ %5047, %5007 ]
  %5212 = phi <16 x float> [ %5462, %5447 ], [ %5048, %5007 ]
  %5213 = phi <16 x float> [ %5463, %5447 ], [ %5030, %5007 ]
  %5214 = phi <16 x float> [ %5464, %5447 ], [ %5028, %5007 ]
  %5215 = phi <16 x float> [ %5465, %5447 ], [ %5029, %5007 ]
  %5216 = phi <16 x float> [ %5466, %5447 ], [ %5104, %5007 ]
  %5217 = phi <16 x float> [ %5467, %5447 ], [ %5105, %5007 ]
  %5218 = phi <16 x float> [ %5468, %5447 ], [ %5087, %5007 ]
  %5219 = phi <16 x float> [ %5469, %5447 ], [ %5085, %5007 ]
  %5220 = phi <16 x float> [ %5470, %5447 ], [ %5086, %5007 ]
  %5221 = phi <16 x float> [ %5471, %5447 ], [ %5068, %5007 ]
  %5222 = phi i64 [ %5472, %5447 ], [ 0, %5007 ]
  %5223 = add i64 %332, %5222
  %5224 = icmp sgt i64 %5223, -1
  %5225 = icmp slt i64 %5223, %7
  %5226 = and i1 %5224, %5225
  br i1 %5226, label %5227, label %5447

5227:                                             ; preds = %5197
  %5228 = mul nsw i64 %5223, %8
  %5229 = getelementptr inbounds float, ptr %317, i64 %5228
  br i1 %56, label %5230, label %5447

5230:                                             ; preds = %5227
  %5231 = mul nuw nsw i64 %5222, %12
  %5232 = getelementptr inbounds nuw float, ptr %334, i64 %5231
  br label %5233

5233:                                             ; preds = %5230, %5313
  %5234 = phi <16 x float> [ %5198, %5230 ], [ %5314, %5313 ]
  %5235 = phi <16 x float> [ %5199, %5230 ], [ %5315, %5313 ]
  %5236 = phi <16 x float> [ %5200, %5230 ], [ %5316, %5313 ]
  %5237 = phi <16 x float> [ %5201, %5230 ], [ %5317, %5313 ]
  %5238 = phi <16 x float> [ %5202, %5230 ], [ %5318, %5313 ]
  %5239 = phi <16 x float> [ %5203, %5230 ], [ %5319, %5313 ]
  %5240 = phi <16 x float> [ %5204, %5230 ], [ %5320, %5313 ]
  %5241 = phi <16 x float> [ %5205, %5230 ], [ %5321, %5313 ]
  %5242 = phi <16 x float> [ %5206, %5230 ], [ %5322, %5313 ]
  %5243 = phi <16 x float> [ %5207, %5230 ], [ %5323, %5313 ]
  %5244 = phi <16 x float> [ %5208, %5230 ], [ %5324, %5313 ]
  %5245 = phi <16 x float> [ %5209, %5230 ], [ %5325, %5313 ]
  %5246 = phi <16 x float> [ %5210, %5230 ], [ %5326, %5313 ]
  %5247 = phi <16 x float> [ %5211, %5230 ], [ %5327, %5313 ]
  %5248 = phi <16 x float> [ %5212, %5230 ], [ %5328, %5313 ]
  %5249 = phi <16 x float> [ %5213, %5230 ], [ %5329, %5313 ]
  %5250 = phi <16 x float> [ %5214, %5230 ], [ %5330, %5313 ]
  %5251 = phi <16 x float> [ %5215, %5230 ], [ %5331, %5313 ]
  %5252 = phi <16 x float> [ %5216, %5230 ], [ %5332, %5313 ]
  %5253 = phi <16 x float> [ %5217, %5230 ], [ %5333, %5313 ]
  %5254 = phi <16 x float> [ %5218, %5230 ], [ %5334, %5313 ]
  %5255 = phi <16 x float> [ %5219, %5230 ], [ %5335, %5313 ]
  %5256 = phi <16 x float> [ %5220, %5230 ], [ %5336, %5313 ]
  %5257 = phi <16 x float> [ %5221, %5230 ], [ %5337, %5313 ]
  %5258 = phi i64 [ 0, %5230 ], [ %5338, %5313 ]
  %5259 = sub i64 %5258, %16
  %5260 = add i64 %5259, %604
  %5261 = add i64 %5259, %5008
  %5262 = add i64 %5259, %5010
  %5263 = getelementptr inbounds nuw float, ptr %5232, i64 %5258
  br i1 %57, label %5264, label %5313

5264:                                             ; preds = %5233
  %5265 = sub nsw i64 %8, %5262
  %5266 = tail call i64 @llvm.smin.i64(i64 %5265, i64 %5011)
  %5267 = tail call i64 @llvm.smin.i64(i64 %5266, i64 16)
  %5268 = icmp slt i64 %5262, 0
  %5269 = sub nsw i64 0, %5262
  %5270 = select i1 %5268, i64 %5269, i64 0
  %5271 = icmp sgt i64 %5267, %5270
  %5272 = trunc i64 %5270 to i32
  %5273 = shl nsw i32 -1, %5272
  %5274 = trunc i64 %5267 to i32
  %5275 = shl nsw i32 -1, %5274
  %5276 = xor i32 %5275, -1
  %5277 = and i32 %5273, %5276
  %5278 = trunc i32 %5277 to i16
  %5279 = select i1 %5271, i16 %5278, i16 0
  %5280 = sub nsw i64 %8, %5261
  %5281 = tail call i64 @llvm.smin.i64(i64 %5280, i64 %5009)
  %5282 = tail call i64 @llvm.smin.i64(i64 %5281, i64 16)
  %5283 = icmp slt i64 %5261, 0
  %5284 = sub nsw i64 0, %5261
  %5285 = select i1 %5283, i64 %5284, i64 0
  %5286 = icmp sgt i64 %5282, %5285
  %5287 = trunc i64 %5285 to i32
  %5288 = shl nsw i32 -1, %5287
  %5289 = trunc i64 %5282 to i32
  %5290 = shl nsw i32 -1, %5289
  %5291 = xor i32 %5290, -1
  %5292 = and i32 %5288, %5291
  %5293 = trunc i32 %5292 to i16
  %5294 = select i1 %5286, i16 %5293, i16 0
  %5295 = sub nsw i64 %8, %5260
  %5296 = tail call i64 @llvm.smin.i64(i64 %5295, i64 %605)
  %5297 = tail call i64 @llvm.smin.i64(i64 %5296, i64 16)
  %5298 = icmp slt i64 %5260, 0
  %5299 = sub nsw i64 0, %5260
  %5300 = select i1 %5298, i64 %5299, i64 0
  %5301 = icmp sgt i64 %5297, %5300
  %5302 = trunc i64 %5300 to i32
  %5303 = shl nsw i32 -1, %5302
  %5304 = trunc i64 %5297 to i32
  %5305 = shl nsw i32 -1, %5304
  %5306 = xor i32 %5305, -1
  %5307 = and i32 %5303, %5306
  %5308 = trunc i32 %5307 to i16
  %5309 = select i1 %5301, i16 %5308, i16 0
  %5310 = bitcast i16 %5309 to <16 x i1>
  %5311 = bitcast i16 %5294 to <16 x i1>
  %5312 = bitcast i16 %5279 to <16 x i1>
  br label %5340

5313:                                             ; preds = %5340, %5233
  %5314 = phi <16 x float> [ %5234, %5233 ], [ %5444, %5340 ]
  %5315 = phi <16 x float> [ %5235, %5233 ], [ %5443, %5340 ]
  %5316 = phi <16 x float> [ %5236, %5233 ], [ %5442, %5340 ]
  %5317 = phi <16 x float> [ %5237, %5233 ], [ %5435, %5340 ]
  %5318 = phi <16 x float> [ %5238, %5233 ], [ %5434, %5340 ]
  %5319 = phi <16 x float> [ %5239, %5233 ], [ %5433, %5340 ]
  %5320 = phi <16 x float> [ %5240, %5233 ], [ %5426, %5340 ]
  %5321 = phi <16 x float> [ %5241, %5233 ], [ %5425, %5340 ]
  %5322 = phi <16 x float> [ %5242, %5233 ], [ %5424, %5340 ]
  %5323 = phi <16 x float> [ %5243, %5233 ], [ %5417, %5340 ]
  %5324 = phi <16 x float> [ %5244, %5233 ], [ %5398, %5340 ]
  %5325 = phi <16 x float> [ %5245, %5233 ], [ %5397, %5340 ]
  %5326 = phi <16 x float> [ %5246, %5233 ], [ %5390, %5340 ]
  %5327 = phi <16 x float> [ %5247, %5233 ], [ %5389, %5340 ]
  %5328 = phi <16 x float> [ %5248, %5233 ], [ %5388, %5340 ]
  %5329 = phi <16 x float> [ %5249, %5233 ], [ %5381, %5340 ]
  %5330 = phi <16 x float> [ %5250, %5233 ], [ %5380, %5340 ]
  %5331 = phi <16 x float> [ %5251, %5233 ], [ %5379, %5340 ]
  %5332 = phi <16 x float> [ %5252, %5233 ], [ %5416, %5340 ]
  %5333 = phi <16 x float> [ %5253, %5233 ], [ %5415, %5340 ]
  %5334 = phi <16 x float> [ %5254, %5233 ], [ %5408, %5340 ]
  %5335 = phi <16 x float> [ %5255, %5233 ], [ %5407, %5340 ]
  %5336 = phi <16 x float> [ %5256, %5233 ], [ %5406, %5340 ]
  %5337 = phi <16 x float> [ %5257, %5233 ], [ %5399, %5340 ]
  %5338 = add nuw nsw i64 %5258, 1
  %5339 = icmp eq i64 %5338, %12
  br i1 %5339, label %5447, label %5233

5340:                                             ; preds = %5264, %5340
  %5341 = phi <16 x float> [ %5444, %5340 ], [ %5234, %5264 ]
  %5342 = phi <16 x float> [ %5443, %5340 ], [ %5235, %5264 ]
  %5343 = phi <16 x float> [ %5442, %5340 ], [ %5236, %5264 ]
  %5344 = phi <16 x float> [ %5435, %5340 ], [ %5237, %5264 ]
  %5345 = phi <16 x float> [ %5434, %5340 ], [ %5238, %5264 ]
  %5346 = phi <16 x float> [ %5433, %5340 ], [ %5239, %5264 ]
  %5347 = phi <16 x float> [ %5426, %5340 ], [ %5240, %5264 ]
  %5348 = phi <16 x float> [ %5425, %5340 ], [ %5241, %5264 ]
  %5349 = phi <16 x float> [ %5424, %5340 ], [ %5242, %5264 ]
  %5350 = phi <16 x float> [ %5417, %5340 ], [ %5243, %5264 ]
  %5351 = phi <16 x float> [ %5398, %5340 ], [ %5244, %5264 ]
  %5352 = phi <16 x float> [ %5397, %5340 ], [ %5245, %5264 ]
  %5353 = phi <16 x float> [ %5390, %5340 ], [ %5246, %5264 ]
  %5354 = phi <16 x float> [ %5389, %5340 ], [ %5247, %5264 ]
  %5355 = phi <16 x float> [ %5388, %5340 ], [ %5248, %5264 ]
  %5356 = phi <16 x float> [ %5381, %5340 ], [ %5249, %5264 ]
  %5357 = phi <16 x float> [ %5380, %5340 ], [ %5250, %5264 ]
  %5358 = phi <16 x float> [ %5379, %5340 ], [ %5251, %5264 ]
  %5359 = phi <16 x float> [ %5416, %5340 ], [ %5252, %5264 ]
  %5360 = phi <16 x float> [ %5415, %5340 ], [ %5253, %5264 ]
  %5361 = phi <16 x float> [ %5408, %5340 ], [ %5254, %5264 ]
  %5362 = phi <16 x float> [ %5407, %5340 ], [ %5255, %5264 ]
  %5363 = phi <16 x float> [ %5406, %5340 ], [ %5256, %5264 ]
  %5364 = phi <16 x float> [ %5399, %5340 ], [ %5257, %5264 ]
  %5365 = phi i64 [ %5445, %5340 ], [ 0, %5264 ]
  %5366 = mul nsw i64 %51, %5365
  %5367 = getelementptr inbounds float, ptr %5229, i64 %5366
  %5368 = getelementptr inbounds float, ptr %5367, i64 %5260
  %5369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5368, <16 x i1> %5310, <16 x float> zeroinitializer)
  %5370 = getelementptr inbounds float, ptr %5367, i64 %5261
  %5371 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5370, <16 x i1> %5311, <16 x float> zeroinitializer)
  %5372 = getelementptr inbounds float, ptr %5367, i64 %5262
  %5373 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5372, <16 x i1> %5312, <16 x float> zeroinitializer)
  %5374 = mul nuw nsw i64 %5365, %52
  %5375 = getelementptr inbounds nuw float, ptr %5263, i64 %5374
  %5376 = load float, ptr %5375, align 4
  %5377 = insertelement <16 x float> poison, float %5376, i64 0
  %5378 = shufflevector <16 x float> %5377, <16 x float> poison, <16 x i32> zeroinitializer
  %5379 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5378, <16 x float> %5358)
  %5380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5378, <16 x float> %5357)
  %5381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5378, <16 x float> %5356)
  %5382 = add nuw nsw i64 %5, %5365
  %5383 = mul nuw nsw i64 %5382, %52
  %5384 = getelementptr inbounds nuw float, ptr %5263, i64 %5383
  %5385 = load float, ptr %5384, align 4
  %5386 = insertelement <16 x float> poison, float %5385, i64 0
  %5387 = shufflevector <16 x float> %5386, <16 x float> poison, <16 x i32> zeroinitializer
  %5388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5387, <16 x float> %5355)
  %5389 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5387, <16 x float> %5354)
  %5390 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5387, <16 x float> %5353)
  %5391 = add nuw nsw i64 %142, %5365
  %5392 = mul nuw nsw i64 %5391, %52
  %5393 = getelementptr inbounds nuw float, ptr %5263, i64 %5392
  %5394 = load float, ptr %5393, align 4
  %5395 = insertelement <16 x float> poison, float %5394, i64 0
  %5396 = shufflevector <16 x float> %5395, <16 x float> poison, <16 x i32> zeroinitializer
  %5397 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5396, <16 x float> %5352)
  %5398 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5396, <16 x float> %5351)
  %5399 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5396, <16 x float> %5364)
  %5400 = add nuw nsw i64 %143, %5365
  %5401 = mul nuw nsw i64 %5400, %52
  %5402 = getelementptr inbounds nuw float, ptr %5263, i64 %5401
  %5403 = load float, ptr %5402, align 4
  %5404 = insertelement <16 x float> poison, float %5403, i64 0
  %5405 = shufflevector <16 x float> %5404, <16 x float> poison, <16 x i32> zeroinitializer
  %5406 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5405, <16 x float> %5363)
  %5407 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5405, <16 x float> %5362)
  %5408 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5405, <16 x float> %5361)
  %5409 = add nuw nsw i64 %144, %5365
  %5410 = mul nuw nsw i64 %5409, %52
  %5411 = getelementptr inbounds nuw float, ptr %5263, i64 %5410
  %5412 = load float, ptr %5411, align 4
  %5413 = insertelement <16 x float> poison, float %5412, i64 0
  %5414 = shufflevector <16 x float> %5413, <16 x float> poison, <16 x i32> zeroinitializer
  %5415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5414, <16 x float> %5360)
  %5416 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5414, <16 x float> %5359)
  %5417 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5414, <16 x float> %5350)
  %5418 = add nuw nsw i64 %145, %5365
  %5419 = mul nuw nsw i64 %5418, %52
  %5420 = getelementptr inbounds nuw float, ptr %5263, i64 %5419
  %5421 = load float, ptr %5420, align 4
  %5422 = insertelement <16 x float> poison, float %5421, i64 0
  %5423 = shufflevector <16 x float> %5422, <16 x float> poison, <16 x i32> zeroinitializer
  %5424 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5423, <16 x float> %5349)
  %5425 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5423, <16 x float> %5348)
  %5426 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5423, <16 x float> %5347)
  %5427 = add nuw nsw i64 %146, %5365
  %5428 = mul nuw nsw i64 %5427, %52
  %5429 = getelementptr inbounds nuw float, ptr %5263, i64 %5428
  %5430 = load float, ptr %5429, align 4
  %5431 = insertelement <16 x float> poison, float %5430, i64 0
  %5432 = shufflevector <16 x float> %5431, <16 x float> poison, <16 x i32> zeroinitializer
  %5433 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5432, <16 x float> %5346)
  %5434 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5432, <16 x float> %5345)
  %5435 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5432, <16 x float> %5344)
  %5436 = add nuw nsw i64 %147, %5365
  %5437 = mul nuw nsw i64 %5436, %52
  %5438 = getelementptr inbounds nuw float, ptr %5263, i64 %5437
  %5439 = load float, ptr %5438, align 4
  %5440 = insertelement <16 x float> poison, float %5439, i64 0
  %5441 = shufflevector <16 x float> %5440, <16 x float> poison, <16 x i32> zeroinitializer
  %5442 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5369, <16 x float> %5441, <16 x float> %5343)
  %5443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5371, <16 x float> %5441, <16 x float> %5342)
  %5444 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5373, <16 x float> %5441, <16 x float> %5341)
  %5445 = add nuw nsw i64 %5365, 1
  %5446 = icmp eq i64 %5445, %5
  br i1 %5446, label %5313, label %5340

5447:                                             ; preds = %5313, %5227, %5197
  %5448 = phi <16 x float> [ %5198, %5197 ], [ %5198, %5227 ], [ %5314, %5313 ]
  %5449 = phi <16 x float> [ %5199, %5197 ], [ %5199, %5227 ], [ %5315, %5313 ]
  %5450 = phi <16 x float> [ %5200, %5197 ], [ %5200, %5227 ], [ %5316, %5313 ]
  %5451 = phi <16 x float> [ %5201, %5197 ], [ %5201, %5227 ], [ %5317, %5313 ]
  %5452 = phi <16 x float> [ %5202, %5197 ], [ %5202, %5227 ], [ %5318, %5313 ]
  %5453 = phi <16 x float> [ %5203, %5197 ], [ %5203, %5227 ], [ %5319, %5313 ]
  %5454 = phi <16 x float> [ %5204, %5197 ], [ %5204, %5227 ], [ %5320, %5313 ]
  %5455 = phi <16 x float> [ %5205, %5197 ], [ %5205, %5227 ], [ %5321, %5313 ]
  %5456 = phi <16 x float> [ %5206, %5197 ], [ %5206, %5227 ], [ %5322, %5313 ]
  %5457 = phi <16 x float> [ %5207, %5197 ], [ %5207, %5227 ], [ %5323, %5313 ]
  %5458 = phi <16 x float> [ %5208, %5197 ], [ %5208, %5227 ], [ %5324, %5313 ]
  %5459 = phi <16 x float> [ %5209, %5197 ], [ %5209, %5227 ], [ %5325, %5313 ]
  %5460 = phi <16 x float> [ %5210, %5197 ], [ %5210, %5227 ], [ %5326, %5313 ]
  %5461 = phi <16 x float> [ %5211, %5197 ], [ %5211, %5227 ], [ %5327, %5313 ]
  %5462 = phi <16 x float> [ %5212, %5197 ], [ %5212, %5227 ], [ %5328, %5313 ]
  %5463 = phi <16 x float> [ %5213, %5197 ], [ %5213, %5227 ], [ %5329, %5313 ]
  %5464 = phi <16 x float> [ %5214, %5197 ], [ %5214, %5227 ], [ %5330, %5313 ]
  %5465 = phi <16 x float> [ %5215, %5197 ], [ %5215, %5227 ], [ %5331, %5313 ]
  %5466 = phi <16 x float> [ %5216, %5197 ], [ %5216, %5227 ], [ %5332, %5313 ]
  %5467 = phi <16 x float> [ %5217, %5197 ], [ %5217, %5227 ], [ %5333, %5313 ]
  %5468 = phi <16 x float> [ %5218, %5197 ], [ %5218, %5227 ], [ %5334, %5313 ]
  %5469 = phi <16 x float> [ %5219, %5197 ], [ %5219, %5227 ], [ %5335, %5313 ]
  %5470 = phi <16 x float> [ %5220, %5197 ], [ %5220, %5227 ], [ %5336, %5313 ]
  %5471 = phi <16 x float> [ %5221, %5197 ], [ %5221, %5227 ], [ %5337, %5313 ]
  %5472 = add nuw nsw i64 %5222, 1
  %5473 = icmp eq i64 %5472, %11
  br i1 %5473, label %5164, label %5197

5474:                                             ; preds = %5164
  %5475 = getelementptr inbounds float, ptr %322, i64 %5195
  switch i64 %148, label %1009 [
    i64 1, label %5476
    i64 2, label %5479
    i64 3, label %5486
    i64 0, label %5531
  ]

5476:                                             ; preds = %5474
  %5477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5475, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5478 = fadd <16 x float> %5188, %5477
  br label %5493

5479:                                             ; preds = %5474
  %5480 = bitcast <16 x float> %5188 to <8 x i64>
  %5481 = or <8 x i64> %5480, %60
  %5482 = fcmp oeq <16 x float> %5188, %41
  %5483 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5188, i32 4)
  %5484 = bitcast <8 x i64> %5481 to <16 x float>
  %5485 = select <16 x i1> %5482, <16 x float> %5484, <16 x float> %5483
  br label %5493

5486:                                             ; preds = %5474
  %5487 = bitcast <16 x float> %5188 to <8 x i64>
  %5488 = and <8 x i64> %5487, %59
  %5489 = fcmp oeq <16 x float> %5188, %38
  %5490 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5188, i32 4)
  %5491 = bitcast <8 x i64> %5488 to <16 x float>
  %5492 = select <16 x i1> %5489, <16 x float> %5491, <16 x float> %5490
  br label %5493

5493:                                             ; preds = %5486, %5479, %5476
  %5494 = phi <16 x float> [ %5478, %5476 ], [ %5485, %5479 ], [ %5492, %5486 ]
  switch i64 %150, label %1009 [
    i64 1, label %5509
    i64 2, label %5502
    i64 3, label %5495
    i64 0, label %5531
  ]

5495:                                             ; preds = %5493
  %5496 = bitcast <16 x float> %5494 to <8 x i64>
  %5497 = and <8 x i64> %5496, %59
  %5498 = fcmp oeq <16 x float> %5494, %38
  %5499 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5494, i32 4)
  %5500 = bitcast <8 x i64> %5497 to <16 x float>
  %5501 = select <16 x i1> %5498, <16 x float> %5500, <16 x float> %5499
  br label %5512

5502:                                             ; preds = %5493
  %5503 = bitcast <16 x float> %5494 to <8 x i64>
  %5504 = or <8 x i64> %5503, %60
  %5505 = fcmp oeq <16 x float> %5494, %41
  %5506 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5494, i32 4)
  %5507 = bitcast <8 x i64> %5504 to <16 x float>
  %5508 = select <16 x i1> %5505, <16 x float> %5507, <16 x float> %5506
  br label %5512

5509:                                             ; preds = %5493
  %5510 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5475, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5511 = fadd <16 x float> %5494, %5510
  br label %5512

5512:                                             ; preds = %5509, %5502, %5495
  %5513 = phi <16 x float> [ %5511, %5509 ], [ %5508, %5502 ], [ %5501, %5495 ]
  switch i64 %152, label %1009 [
    i64 1, label %5528
    i64 2, label %5521
    i64 3, label %5514
    i64 0, label %5531
  ]

5514:                                             ; preds = %5512
  %5515 = bitcast <16 x float> %5513 to <8 x i64>
  %5516 = and <8 x i64> %5515, %59
  %5517 = fcmp oeq <16 x float> %5513, %38
  %5518 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5513, i32 4)
  %5519 = bitcast <8 x i64> %5516 to <16 x float>
  %5520 = select <16 x i1> %5517, <16 x float> %5519, <16 x float> %5518
  br label %5531

5521:                                             ; preds = %5512
  %5522 = bitcast <16 x float> %5513 to <8 x i64>
  %5523 = or <8 x i64> %5522, %60
  %5524 = fcmp oeq <16 x float> %5513, %41
  %5525 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5513, i32 4)
  %5526 = bitcast <8 x i64> %5523 to <16 x float>
  %5527 = select <16 x i1> %5524, <16 x float> %5526, <16 x float> %5525
  br label %5531

5528:                                             ; preds = %5512
  %5529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5475, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5530 = fadd <16 x float> %5513, %5529
  br label %5531

5531:                                             ; preds = %5474, %5493, %5512, %5528, %5521, %5514
  %5532 = phi <16 x float> [ %5520, %5514 ], [ %5527, %5521 ], [ %5530, %5528 ], [ %5494, %5493 ], [ %5513, %5512 ], [ %5188, %5474 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5532, ptr align 1 %5196, <16 x i1> %5189)
  %5533 = add nsw i64 %5195, 16
  %5534 = getelementptr inbounds float, ptr %324, i64 %5533
  %5535 = getelementptr inbounds float, ptr %322, i64 %5533
  switch i64 %153, label %1009 [
    i64 1, label %5550
    i64 2, label %5543
    i64 3, label %5536
    i64 0, label %5591
  ]

5536:                                             ; preds = %5531
  %5537 = bitcast <16 x float> %5187 to <8 x i64>
  %5538 = and <8 x i64> %5537, %59
  %5539 = fcmp oeq <16 x float> %5187, %38
  %5540 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5187, i32 4)
  %5541 = bitcast <8 x i64> %5538 to <16 x float>
  %5542 = select <16 x i1> %5539, <16 x float> %5541, <16 x float> %5540
  br label %5553

5543:                                             ; preds = %5531
  %5544 = bitcast <16 x float> %5187 to <8 x i64>
  %5545 = or <8 x i64> %5544, %60
  %5546 = fcmp oeq <16 x float> %5187, %41
  %5547 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5187, i32 4)
  %5548 = bitcast <8 x i64> %5545 to <16 x float>
  %5549 = select <16 x i1> %5546, <16 x float> %5548, <16 x float> %5547
  br label %5553

5550:                                             ; preds = %5531
  %5551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5535, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5552 = fadd <16 x float> %5187, %5551
  br label %5553

5553:                                             ; preds = %5550, %5543, %5536
  %5554 = phi <16 x float> [ %5552, %5550 ], [ %5549, %5543 ], [ %5542, %5536 ]
  switch i64 %155, label %1009 [
    i64 1, label %5569
    i64 2, label %5562
    i64 3, label %5555
    i64 0, label %5591
  ]

5555:                                             ; preds = %5553
  %5556 = bitcast <16 x float> %5554 to <8 x i64>
  %5557 = and <8 x i64> %5556, %59
  %5558 = fcmp oeq <16 x float> %5554, %38
  %5559 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5554, i32 4)
  %5560 = bitcast <8 x i64> %5557 to <16 x float>
  %5561 = select <16 x i1> %5558, <16 x float> %5560, <16 x float> %5559
  br label %5572

5562:                                             ; preds = %5553
  %5563 = bitcast <16 x float> %5554 to <8 x i64>
  %5564 = or <8 x i64> %5563, %60
  %5565 = fcmp oeq <16 x float> %5554, %41
  %5566 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5554, i32 4)
  %5567 = bitcast <8 x i64> %5564 to <16 x float>
  %5568 = select <16 x i1> %5565, <16 x float> %5567, <16 x float> %5566
  br label %5572

5569:                                             ; preds = %5553
  %5570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5535, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5571 = fadd <16 x float> %5554, %5570
  br label %5572

5572:                                             ; preds = %5569, %5562, %5555
  %5573 = phi <16 x float> [ %5571, %5569 ], [ %5568, %5562 ], [ %5561, %5555 ]
  switch i64 %157, label %1009 [
    i64 1, label %5588
    i64 2, label %5581
    i64 3, label %5574
    i64 0, label %5591
  ]

5574:                                             ; preds = %5572
  %5575 = bitcast <16 x float> %5573 to <8 x i64>
  %5576 = and <8 x i64> %5575, %59
  %5577 = fcmp oeq <16 x float> %5573, %38
  %5578 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5573, i32 4)
  %5579 = bitcast <8 x i64> %5576 to <16 x float>
  %5580 = select <16 x i1> %5577, <16 x float> %5579, <16 x float> %5578
  br label %5591

5581:                                             ; preds = %5572
  %5582 = bitcast <16 x float> %5573 to <8 x i64>
  %5583 = or <8 x i64> %5582, %60
  %5584 = fcmp oeq <16 x float> %5573, %41
  %5585 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5573, i32 4)
  %5586 = bitcast <8 x i64> %5583 to <16 x float>
  %5587 = select <16 x i1> %5584, <16 x float> %5586, <16 x float> %5585
  br label %5591

5588:                                             ; preds = %5572
  %5589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5535, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5590 = fadd <16 x float> %5573, %5589
  br label %5591

5591:                                             ; preds = %5531, %5553, %5572, %5588, %5581, %5574
  %5592 = phi <16 x float> [ %5580, %5574 ], [ %5587, %5581 ], [ %5590, %5588 ], [ %5554, %5553 ], [ %5573, %5572 ], [ %5187, %5531 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5592, ptr align 1 %5534, <16 x i1> %5190)
  %5593 = add nsw i64 %5195, 32
  %5594 = getelementptr inbounds float, ptr %324, i64 %5593
  %5595 = getelementptr inbounds float, ptr %322, i64 %5593
  switch i64 %158, label %1009 [
    i64 1, label %5610
    i64 2, label %5603
    i64 3, label %5596
    i64 0, label %5656
  ]

5596:                                             ; preds = %5591
  %5597 = bitcast <16 x float> %5186 to <8 x i64>
  %5598 = and <8 x i64> %5597, %59
  %5599 = fcmp oeq <16 x float> %5186, %38
  %5600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5186, i32 4)
  %5601 = bitcast <8 x i64> %5598 to <16 x float>
  %5602 = select <16 x i1> %5599, <16 x float> %5601, <16 x float> %5600
  br label %5613

5603:                                             ; preds = %5591
  %5604 = bitcast <16 x float> %5186 to <8 x i64>
  %5605 = or <8 x i64> %5604, %60
  %5606 = fcmp oeq <16 x float> %5186, %41
  %5607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5186, i32 4)
  %5608 = bitcast <8 x i64> %5605 to <16 x float>
  %5609 = select <16 x i1> %5606, <16 x float> %5608, <16 x float> %5607
  br label %5613

5610:                                             ; preds = %5591
  %5611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5595, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5612 = fadd <16 x float> %5186, %5611
  br label %5613

5613:                                             ; preds = %5610, %5603, %5596
  %5614 = phi <16 x float> [ %5612, %5610 ], [ %5609, %5603 ], [ %5602, %5596 ]
  switch i64 %160, label %1009 [
    i64 1, label %5629
    i64 2, label %5622
    i64 3, label %5615
    i64 0, label %5656
  ]

5615:                                             ; preds = %5613
  %5616 = bitcast <16 x float> %5614 to <8 x i64>
  %5617 = and <8 x i64> %5616, %59
  %5618 = fcmp oeq <16 x float> %5614, %38
  %5619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5614, i32 4)
  %5620 = bitcast <8 x i64> %5617 to <16 x float>
  %5621 = select <16 x i1> %5618, <16 x float> %5620, <16 x float> %5619
  br label %5632

5622:                                             ; preds = %5613
  %5623 = bitcast <16 x float> %5614 to <8 x i64>
  %5624 = or <8 x i64> %5623, %60
  %5625 = fcmp oeq <16 x float> %5614, %41
  %5626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5614, i32 4)
  %5627 = bitcast <8 x i64> %5624 to <16 x float>
  %5628 = select <16 x i1> %5625, <16 x float> %5627, <16 x float> %5626
  br label %5632

5629:                                             ; preds = %5613
  %5630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5595, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5631 = fadd <16 x float> %5614, %5630
  br label %5632

5632:                                             ; preds = %5629, %5622, %5615
  %5633 = phi <16 x float> [ %5631, %5629 ], [ %5628, %5622 ], [ %5621, %5615 ]
  switch i64 %162, label %1009 [
    i64 1, label %5648
    i64 2, label %5641
    i64 3, label %5634
    i64 0, label %5656
  ]

5634:                                             ; preds = %5632
  %5635 = bitcast <16 x float> %5633 to <8 x i64>
  %5636 = and <8 x i64> %5635, %59
  %5637 = fcmp oeq <16 x float> %5633, %38
  %5638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5633, i32 4)
  %5639 = bitcast <8 x i64> %5636 to <16 x float>
  %5640 = select <16 x i1> %5637, <16 x float> %5639, <16 x float> %5638
  br label %5656

5641:                                             ; preds = %5632
  %5642 = bitcast <16 x float> %5633 to <8 x i64>
  %5643 = or <8 x i64> %5642, %60
  %5644 = fcmp oeq <16 x float> %5633, %41
  %5645 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5633, i32 4)
  %5646 = bitcast <8 x i64> %5643 to <16 x float>
  %5647 = select <16 x i1> %5644, <16 x float> %5646, <16 x float> %5645
  br label %5656

5648:                                             ; preds = %5632
  %5649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5595, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5650 = fadd <16 x float> %5633, %5649
  br label %5656

5651:                                             ; preds = %5164
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5188, ptr align 1 %5196, <16 x i1> %5192)
  %5652 = getelementptr float, ptr %324, i64 %5195
  %5653 = getelementptr i8, ptr %5652, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5187, ptr align 1 %5653, <16 x i1> %5193)
  %5654 = getelementptr float, ptr %324, i64 %5195
  %5655 = getelementptr i8, ptr %5654, i64 128
  br label %5656

5656:                                             ; preds = %5591, %5613, %5632, %5648, %5641, %5634, %5651
  %5657 = phi ptr [ %5655, %5651 ], [ %5594, %5634 ], [ %5594, %5641 ], [ %5594, %5648 ], [ %5594, %5632 ], [ %5594, %5613 ], [ %5594, %5591 ]
  %5658 = phi <16 x i1> [ %5194, %5651 ], [ %5191, %5634 ], [ %5191, %5641 ], [ %5191, %5648 ], [ %5191, %5632 ], [ %5191, %5613 ], [ %5191, %5591 ]
  %5659 = phi <16 x float> [ %5186, %5651 ], [ %5640, %5634 ], [ %5647, %5641 ], [ %5650, %5648 ], [ %5633, %5632 ], [ %5614, %5613 ], [ %5186, %5591 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5659, ptr align 1 %5657, <16 x i1> %5658)
  %5660 = add nsw i64 %498, %5002
  %5661 = getelementptr inbounds float, ptr %324, i64 %5660
  br i1 %58, label %5839, label %5662

5662:                                             ; preds = %5656
  %5663 = getelementptr inbounds float, ptr %322, i64 %5660
  switch i64 %148, label %1009 [
    i64 1, label %5678
    i64 2, label %5671
    i64 3, label %5664
    i64 0, label %5719
  ]

5664:                                             ; preds = %5662
  %5665 = bitcast <16 x float> %5185 to <8 x i64>
  %5666 = and <8 x i64> %5665, %59
  %5667 = fcmp oeq <16 x float> %5185, %38
  %5668 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5185, i32 4)
  %5669 = bitcast <8 x i64> %5666 to <16 x float>
  %5670 = select <16 x i1> %5667, <16 x float> %5669, <16 x float> %5668
  br label %5681

5671:                                             ; preds = %5662
  %5672 = bitcast <16 x float> %5185 to <8 x i64>
  %5673 = or <8 x i64> %5672, %60
  %5674 = fcmp oeq <16 x float> %5185, %41
  %5675 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5185, i32 4)
  %5676 = bitcast <8 x i64> %5673 to <16 x float>
  %5677 = select <16 x i1> %5674, <16 x float> %5676, <16 x float> %5675
  br label %5681

5678:                                             ; preds = %5662
  %5679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5663, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5680 = fadd <16 x float> %5185, %5679
  br label %5681

5681:                                             ; preds = %5678, %5671, %5664
  %5682 = phi <16 x float> [ %5680, %5678 ], [ %5677, %5671 ], [ %5670, %5664 ]
  switch i64 %150, label %1009 [
    i64 1, label %5697
    i64 2, label %5690
    i64 3, label %5683
    i64 0, label %5719
  ]

5683:                                             ; preds = %5681
  %5684 = bitcast <16 x float> %5682 to <8 x i64>
  %5685 = and <8 x i64> %5684, %59
  %5686 = fcmp oeq <16 x float> %5682, %38
  %5687 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5682, i32 4)
  %5688 = bitcast <8 x i64> %5685 to <16 x float>
  %5689 = select <16 x i1> %5686, <16 x float> %5688, <16 x float> %5687
  br label %5700

5690:                                             ; preds = %5681
  %5691 = bitcast <16 x float> %5682 to <8 x i64>
  %5692 = or <8 x i64> %5691, %60
  %5693 = fcmp oeq <16 x float> %5682, %41
  %5694 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5682, i32 4)
  %5695 = bitcast <8 x i64> %5692 to <16 x float>
  %5696 = select <16 x i1> %5693, <16 x float> %5695, <16 x float> %5694
  br label %5700

5697:                                             ; preds = %5681
  %5698 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5663, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5699 = fadd <16 x float> %5682, %5698
  br label %5700

5700:                                             ; preds = %5697, %5690, %5683
  %5701 = phi <16 x float> [ %5699, %5697 ], [ %5696, %5690 ], [ %5689, %5683 ]
  switch i64 %152, label %1009 [
    i64 1, label %5716
    i64 2, label %5709
    i64 3, label %5702
    i64 0, label %5719
  ]

5702:                                             ; preds = %5700
  %5703 = bitcast <16 x float> %5701 to <8 x i64>
  %5704 = and <8 x i64> %5703, %59
  %5705 = fcmp oeq <16 x float> %5701, %38
  %5706 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5701, i32 4)
  %5707 = bitcast <8 x i64> %5704 to <16 x float>
  %5708 = select <16 x i1> %5705, <16 x float> %5707, <16 x float> %5706
  br label %5719

5709:                                             ; preds = %5700
  %5710 = bitcast <16 x float> %5701 to <8 x i64>
  %5711 = or <8 x i64> %5710, %60
  %5712 = fcmp oeq <16 x float> %5701, %41
  %5713 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5701, i32 4)
  %5714 = bitcast <8 x i64> %5711 to <16 x float>
  %5715 = select <16 x i1> %5712, <16 x float> %5714, <16 x float> %5713
  br label %5719

5716:                                             ; preds = %5700
  %5717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5663, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5718 = fadd <16 x float> %5701, %5717
  br label %5719

5719:                                             ; preds = %5716, %5709, %5702, %5700, %5681, %5662
  %5720 = phi <16 x float> [ %5708, %5702 ], [ %5715, %5709 ], [ %5718, %5716 ], [ %5682, %5681 ], [ %5701, %5700 ], [ %5185, %5662 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5720, ptr align 1 %5661, <16 x i1> %5189)
  %5721 = add nsw i64 %5660, 16
  %5722 = getelementptr inbounds float, ptr %324, i64 %5721
  %5723 = getelementptr inbounds float, ptr %322, i64 %5721
  switch i64 %153, label %1009 [
    i64 1, label %5738
    i64 2, label %5731
    i64 3, label %5724
    i64 0, label %5779
  ]

5724:                                             ; preds = %5719
  %5725 = bitcast <16 x float> %5184 to <8 x i64>
  %5726 = and <8 x i64> %5725, %59
  %5727 = fcmp oeq <16 x float> %5184, %38
  %5728 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5184, i32 4)
  %5729 = bitcast <8 x i64> %5726 to <16 x float>
  %5730 = select <16 x i1> %5727, <16 x float> %5729, <16 x float> %5728
  br label %5741

5731:                                             ; preds = %5719
  %5732 = bitcast <16 x float> %5184 to <8 x i64>
  %5733 = or <8 x i64> %5732, %60
  %5734 = fcmp oeq <16 x float> %5184, %41
  %5735 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5184, i32 4)
  %5736 = bitcast <8 x i64> %5733 to <16 x float>
  %5737 = select <16 x i1> %5734, <16 x float> %5736, <16 x float> %5735
  br label %5741

5738:                                             ; preds = %5719
  %5739 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5723, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5740 = fadd <16 x float> %5184, %5739
  br label %5741

5741:                                             ; preds = %5738, %5731, %5724
  %5742 = phi <16 x float> [ %5740, %5738 ], [ %5737, %5731 ], [ %5730, %5724 ]
  switch i64 %155, label %1009 [
    i64 1, label %5757
    i64 2, label %5750
    i64 3, label %5743
    i64 0, label %5779
  ]

5743:                                             ; preds = %5741
  %5744 = bitcast <16 x float> %5742 to <8 x i64>
  %5745 = and <8 x i64> %5744, %59
  %5746 = fcmp oeq <16 x float> %5742, %38
  %5747 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5742, i32 4)
  %5748 = bitcast <8 x i64> %5745 to <16 x float>
  %5749 = select <16 x i1> %5746, <16 x float> %5748, <16 x float> %5747
  br label %5760

5750:                                             ; preds = %5741
  %5751 = bitcast <16 x float> %5742 to <8 x i64>
  %5752 = or <8 x i64> %5751, %60
  %5753 = fcmp oeq <16 x float> %5742, %41
  %5754 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5742, i32 4)
  %5755 = bitcast <8 x i64> %5752 to <16 x float>
  %5756 = select <16 x i1> %5753, <16 x float> %5755, <16 x float> %5754
  br label %5760

5757:                                             ; preds = %5741
  %5758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5723, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5759 = fadd <16 x float> %5742, %5758
  br label %5760

5760:                                             ; preds = %5757, %5750, %5743
  %5761 = phi <16 x float> [ %5759, %5757 ], [ %5756, %5750 ], [ %5749, %5743 ]
  switch i64 %157, label %1009 [
    i64 1, label %5776
    i64 2, label %5769
    i64 3, label %5762
    i64 0, label %5779
  ]

5762:                                             ; preds = %5760
  %5763 = bitcast <16 x float> %5761 to <8 x i64>
  %5764 = and <8 x i64> %5763, %59
  %5765 = fcmp oeq <16 x float> %5761, %38
  %5766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5761, i32 4)
  %5767 = bitcast <8 x i64> %5764 to <16 x float>
  %5768 = select <16 x i1> %5765, <16 x float> %5767, <16 x float> %5766
  br label %5779

5769:                                             ; preds = %5760
  %5770 = bitcast <16 x float> %5761 to <8 x i64>
  %5771 = or <8 x i64> %5770, %60
  %5772 = fcmp oeq <16 x float> %5761, %41
  %5773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5761, i32 4)
  %5774 = bitcast <8 x i64> %5771 to <16 x float>
  %5775 = select <16 x i1> %5772, <16 x float> %5774, <16 x float> %5773
  br label %5779

5776:                                             ; preds = %5760
  %5777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5723, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5778 = fadd <16 x float> %5761, %5777
  br label %5779

5779:                                             ; preds = %5776, %5769, %5762, %5760, %5741, %5719
  %5780 = phi <16 x float> [ %5768, %5762 ], [ %5775, %5769 ], [ %5778, %5776 ], [ %5742, %5741 ], [ %5761, %5760 ], [ %5184, %5719 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5780, ptr align 1 %5722, <16 x i1> %5190)
  %5781 = add nsw i64 %5660, 32
  %5782 = getelementptr inbounds float, ptr %324, i64 %5781
  %5783 = getelementptr inbounds float, ptr %322, i64 %5781
  switch i64 %158, label %1009 [
    i64 1, label %5798
    i64 2, label %5791
    i64 3, label %5784
    i64 0, label %5844
  ]

5784:                                             ; preds = %5779
  %5785 = bitcast <16 x float> %5183 to <8 x i64>
  %5786 = and <8 x i64> %5785, %59
  %5787 = fcmp oeq <16 x float> %5183, %38
  %5788 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5183, i32 4)
  %5789 = bitcast <8 x i64> %5786 to <16 x float>
  %5790 = select <16 x i1> %5787, <16 x float> %5789, <16 x float> %5788
  br label %5801

5791:                                             ; preds = %5779
  %5792 = bitcast <16 x float> %5183 to <8 x i64>
  %5793 = or <8 x i64> %5792, %60
  %5794 = fcmp oeq <16 x float> %5183, %41
  %5795 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5183, i32 4)
  %5796 = bitcast <8 x i64> %5793 to <16 x float>
  %5797 = select <16 x i1> %5794, <16 x float> %5796, <16 x float> %5795
  br label %5801

5798:                                             ; preds = %5779
  %5799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5783, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5800 = fadd <16 x float> %5183, %5799
  br label %5801

5801:                                             ; preds = %5798, %5791, %5784
  %5802 = phi <16 x float> [ %5800, %5798 ], [ %5797, %5791 ], [ %5790, %5784 ]
  switch i64 %160, label %1009 [
    i64 1, label %5817
    i64 2, label %5810
    i64 3, label %5803
    i64 0, label %5844
  ]

5803:                                             ; preds = %5801
  %5804 = bitcast <16 x float> %5802 to <8 x i64>
  %5805 = and <8 x i64> %5804, %59
  %5806 = fcmp oeq <16 x float> %5802, %38
  %5807 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5802, i32 4)
  %5808 = bitcast <8 x i64> %5805 to <16 x float>
  %5809 = select <16 x i1> %5806, <16 x float> %5808, <16 x float> %5807
  br label %5820

5810:                                             ; preds = %5801
  %5811 = bitcast <16 x float> %5802 to <8 x i64>
  %5812 = or <8 x i64> %5811, %60
  %5813 = fcmp oeq <16 x float> %5802, %41
  %5814 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5802, i32 4)
  %5815 = bitcast <8 x i64> %5812 to <16 x float>
  %5816 = select <16 x i1> %5813, <16 x float> %5815, <16 x float> %5814
  br label %5820

5817:                                             ; preds = %5801
  %5818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5783, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5819 = fadd <16 x float> %5802, %5818
  br label %5820

5820:                                             ; preds = %5817, %5810, %5803
  %5821 = phi <16 x float> [ %5819, %5817 ], [ %5816, %5810 ], [ %5809, %5803 ]
  switch i64 %162, label %1009 [
    i64 1, label %5836
    i64 2, label %5829
    i64 3, label %5822
    i64 0, label %5844
  ]

5822:                                             ; preds = %5820
  %5823 = bitcast <16 x float> %5821 to <8 x i64>
  %5824 = and <8 x i64> %5823, %59
  %5825 = fcmp oeq <16 x float> %5821, %38
  %5826 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5821, i32 4)
  %5827 = bitcast <8 x i64> %5824 to <16 x float>
  %5828 = select <16 x i1> %5825, <16 x float> %5827, <16 x float> %5826
  br label %5844

5829:                                             ; preds = %5820
  %5830 = bitcast <16 x float> %5821 to <8 x i64>
  %5831 = or <8 x i64> %5830, %60
  %5832 = fcmp oeq <16 x float> %5821, %41
  %5833 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5821, i32 4)
  %5834 = bitcast <8 x i64> %5831 to <16 x float>
  %5835 = select <16 x i1> %5832, <16 x float> %5834, <16 x float> %5833
  br label %5844

5836:                                             ; preds = %5820
  %5837 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5783, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5838 = fadd <16 x float> %5821, %5837
  br label %5844

5839:                                             ; preds = %5656
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5185, ptr align 1 %5661, <16 x i1> %5192)
  %5840 = getelementptr float, ptr %324, i64 %5660
  %5841 = getelementptr i8, ptr %5840, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5184, ptr align 1 %5841, <16 x i1> %5193)
  %5842 = getelementptr float, ptr %324, i64 %5660
  %5843 = getelementptr i8, ptr %5842, i64 128
  br label %5844

5844:                                             ; preds = %5839, %5836, %5829, %5822, %5820, %5801, %5779
  %5845 = phi ptr [ %5843, %5839 ], [ %5782, %5822 ], [ %5782, %5829 ], [ %5782, %5836 ], [ %5782, %5820 ], [ %5782, %5801 ], [ %5782, %5779 ]
  %5846 = phi <16 x i1> [ %5194, %5839 ], [ %5191, %5822 ], [ %5191, %5829 ], [ %5191, %5836 ], [ %5191, %5820 ], [ %5191, %5801 ], [ %5191, %5779 ]
  %5847 = phi <16 x float> [ %5183, %5839 ], [ %5828, %5822 ], [ %5835, %5829 ], [ %5838, %5836 ], [ %5821, %5820 ], [ %5802, %5801 ], [ %5183, %5779 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5847, ptr align 1 %5845, <16 x i1> %5846)
  %5848 = add nsw i64 %500, %5002
  %5849 = getelementptr inbounds float, ptr %324, i64 %5848
  br i1 %58, label %6027, label %5850

5850:                                             ; preds = %5844
  %5851 = getelementptr inbounds float, ptr %322, i64 %5848
  switch i64 %148, label %1009 [
    i64 1, label %5866
    i64 2, label %5859
    i64 3, label %5852
    i64 0, label %5907
  ]

5852:                                             ; preds = %5850
  %5853 = bitcast <16 x float> %5182 to <8 x i64>
  %5854 = and <8 x i64> %5853, %59
  %5855 = fcmp oeq <16 x float> %5182, %38
  %5856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5182, i32 4)
  %5857 = bitcast <8 x i64> %5854 to <16 x float>
  %5858 = select <16 x i1> %5855, <16 x float> %5857, <16 x float> %5856
  br label %5869

5859:                                             ; preds = %5850
  %5860 = bitcast <16 x float> %5182 to <8 x i64>
  %5861 = or <8 x i64> %5860, %60
  %5862 = fcmp oeq <16 x float> %5182, %41
  %5863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5182, i32 4)
  %5864 = bitcast <8 x i64> %5861 to <16 x float>
  %5865 = select <16 x i1> %5862, <16 x float> %5864, <16 x float> %5863
  br label %5869

5866:                                             ; preds = %5850
  %5867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5851, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5868 = fadd <16 x float> %5182, %5867
  br label %5869

5869:                                             ; preds = %5866, %5859, %5852
  %5870 = phi <16 x float> [ %5868, %5866 ], [ %5865, %5859 ], [ %5858, %5852 ]
  switch i64 %150, label %1009 [
    i64 1, label %5885
    i64 2, label %5878
    i64 3, label %5871
    i64 0, label %5907
  ]

5871:                                             ; preds = %5869
  %5872 = bitcast <16 x float> %5870 to <8 x i64>
  %5873 = and <8 x i64> %5872, %59
  %5874 = fcmp oeq <16 x float> %5870, %38
  %5875 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5870, i32 4)
  %5876 = bitcast <8 x i64> %5873 to <16 x float>
  %5877 = select <16 x i1> %5874, <16 x float> %5876, <16 x float> %5875
  br label %5888

5878:                                             ; preds = %5869
  %5879 = bitcast <16 x float> %5870 to <8 x i64>
  %5880 = or <8 x i64> %5879, %60
  %5881 = fcmp oeq <16 x float> %5870, %41
  %5882 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5870, i32 4)
  %5883 = bitcast <8 x i64> %5880 to <16 x float>
  %5884 = select <16 x i1> %5881, <16 x float> %5883, <16 x float> %5882
  br label %5888

5885:                                             ; preds = %5869
  %5886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5851, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5887 = fadd <16 x float> %5870, %5886
  br label %5888

5888:                                             ; preds = %5885, %5878, %5871
  %5889 = phi <16 x float> [ %5887, %5885 ], [ %5884, %5878 ], [ %5877, %5871 ]
  switch i64 %152, label %1009 [
    i64 1, label %5904
    i64 2, label %5897
    i64 3, label %5890
    i64 0, label %5907
  ]

5890:                                             ; preds = %5888
  %5891 = bitcast <16 x float> %5889 to <8 x i64>
  %5892 = and <8 x i64> %5891, %59
  %5893 = fcmp oeq <16 x float> %5889, %38
  %5894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5889, i32 4)
  %5895 = bitcast <8 x i64> %5892 to <16 x float>
  %5896 = select <16 x i1> %5893, <16 x float> %5895, <16 x float> %5894
  br label %5907

5897:                                             ; preds = %5888
  %5898 = bitcast <16 x float> %5889 to <8 x i64>
  %5899 = or <8 x i64> %5898, %60
  %5900 = fcmp oeq <16 x float> %5889, %41
  %5901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5889, i32 4)
  %5902 = bitcast <8 x i64> %5899 to <16 x float>
  %5903 = select <16 x i1> %5900, <16 x float> %5902, <16 x float> %5901
  br label %5907

5904:                                             ; preds = %5888
  %5905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5851, <16 x i1> %5189, <16 x float> zeroinitializer)
  %5906 = fadd <16 x float> %5889, %5905
  br label %5907

5907:                                             ; preds = %5904, %5897, %5890, %5888, %5869, %5850
  %5908 = phi <16 x float> [ %5896, %5890 ], [ %5903, %5897 ], [ %5906, %5904 ], [ %5870, %5869 ], [ %5889, %5888 ], [ %5182, %5850 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5908, ptr align 1 %5849, <16 x i1> %5189)
  %5909 = add nsw i64 %5848, 16
  %5910 = getelementptr inbounds float, ptr %324, i64 %5909
  %5911 = getelementptr inbounds float, ptr %322, i64 %5909
  switch i64 %153, label %1009 [
    i64 1, label %5926
    i64 2, label %5919
    i64 3, label %5912
    i64 0, label %5967
  ]

5912:                                             ; preds = %5907
  %5913 = bitcast <16 x float> %5181 to <8 x i64>
  %5914 = and <8 x i64> %5913, %59
  %5915 = fcmp oeq <16 x float> %5181, %38
  %5916 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5181, i32 4)
  %5917 = bitcast <8 x i64> %5914 to <16 x float>
  %5918 = select <16 x i1> %5915, <16 x float> %5917, <16 x float> %5916
  br label %5929

5919:                                             ; preds = %5907
  %5920 = bitcast <16 x float> %5181 to <8 x i64>
  %5921 = or <8 x i64> %5920, %60
  %5922 = fcmp oeq <16 x float> %5181, %41
  %5923 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5181, i32 4)
  %5924 = bitcast <8 x i64> %5921 to <16 x float>
  %5925 = select <16 x i1> %5922, <16 x float> %5924, <16 x float> %5923
  br label %5929

5926:                                             ; preds = %5907
  %5927 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5928 = fadd <16 x float> %5181, %5927
  br label %5929

5929:                                             ; preds = %5926, %5919, %5912
  %5930 = phi <16 x float> [ %5928, %5926 ], [ %5925, %5919 ], [ %5918, %5912 ]
  switch i64 %155, label %1009 [
    i64 1, label %5945
    i64 2, label %5938
    i64 3, label %5931
    i64 0, label %5967
  ]

5931:                                             ; preds = %5929
  %5932 = bitcast <16 x float> %5930 to <8 x i64>
  %5933 = and <8 x i64> %5932, %59
  %5934 = fcmp oeq <16 x float> %5930, %38
  %5935 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5930, i32 4)
  %5936 = bitcast <8 x i64> %5933 to <16 x float>
  %5937 = select <16 x i1> %5934, <16 x float> %5936, <16 x float> %5935
  br label %5948

5938:                                             ; preds = %5929
  %5939 = bitcast <16 x float> %5930 to <8 x i64>
  %5940 = or <8 x i64> %5939, %60
  %5941 = fcmp oeq <16 x float> %5930, %41
  %5942 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5930, i32 4)
  %5943 = bitcast <8 x i64> %5940 to <16 x float>
  %5944 = select <16 x i1> %5941, <16 x float> %5943, <16 x float> %5942
  br label %5948

5945:                                             ; preds = %5929
  %5946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5947 = fadd <16 x float> %5930, %5946
  br label %5948

5948:                                             ; preds = %5945, %5938, %5931
  %5949 = phi <16 x float> [ %5947, %5945 ], [ %5944, %5938 ], [ %5937, %5931 ]
  switch i64 %157, label %1009 [
    i64 1, label %5964
    i64 2, label %5957
    i64 3, label %5950
    i64 0, label %5967
  ]

5950:                                             ; preds = %5948
  %5951 = bitcast <16 x float> %5949 to <8 x i64>
  %5952 = and <8 x i64> %5951, %59
  %5953 = fcmp oeq <16 x float> %5949, %38
  %5954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5949, i32 4)
  %5955 = bitcast <8 x i64> %5952 to <16 x float>
  %5956 = select <16 x i1> %5953, <16 x float> %5955, <16 x float> %5954
  br label %5967

5957:                                             ; preds = %5948
  %5958 = bitcast <16 x float> %5949 to <8 x i64>
  %5959 = or <8 x i64> %5958, %60
  %5960 = fcmp oeq <16 x float> %5949, %41
  %5961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5949, i32 4)
  %5962 = bitcast <8 x i64> %5959 to <16 x float>
  %5963 = select <16 x i1> %5960, <16 x float> %5962, <16 x float> %5961
  br label %5967

5964:                                             ; preds = %5948
  %5965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5190, <16 x float> zeroinitializer)
  %5966 = fadd <16 x float> %5949, %5965
  br label %5967

5967:                                             ; preds = %5964, %5957, %5950, %5948, %5929, %5907
  %5968 = phi <16 x float> [ %5956, %5950 ], [ %5963, %5957 ], [ %5966, %5964 ], [ %5930, %5929 ], [ %5949, %5948 ], [ %5181, %5907 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5968, ptr align 1 %5910, <16 x i1> %5190)
  %5969 = add nsw i64 %5848, 32
  %5970 = getelementptr inbounds float, ptr %324, i64 %5969
  %5971 = getelementptr inbounds float, ptr %322, i64 %5969
  switch i64 %158, label %1009 [
    i64 1, label %5986
    i64 2, label %5979
    i64 3, label %5972
    i64 0, label %6032
  ]

5972:                                             ; preds = %5967
  %5973 = bitcast <16 x float> %5180 to <8 x i64>
  %5974 = and <8 x i64> %5973, %59
  %5975 = fcmp oeq <16 x float> %5180, %38
  %5976 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5180, i32 4)
  %5977 = bitcast <8 x i64> %5974 to <16 x float>
  %5978 = select <16 x i1> %5975, <16 x float> %5977, <16 x float> %5976
  br label %5989

5979:                                             ; preds = %5967
  %5980 = bitcast <16 x float> %5180 to <8 x i64>
  %5981 = or <8 x i64> %5980, %60
  %5982 = fcmp oeq <16 x float> %5180, %41
  %5983 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5180, i32 4)
  %5984 = bitcast <8 x i64> %5981 to <16 x float>
  %5985 = select <16 x i1> %5982, <16 x float> %5984, <16 x float> %5983
  br label %5989

5986:                                             ; preds = %5967
  %5987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5971, <16 x i1> %5191, <16 x float> zeroinitializer)
  %5988 = fadd <16 x float> %5180, %5987
  br label %5989

5989:                                             ; preds = %5986, %5979, %5972
  %5990 = phi <16 x float> [ %5988, %5986 ], [ %5985, %5979 ], [ %5978, %5972 ]
  switch i64 %160, label %1009 [
    i64 1, label %6005
    i64 2, label %5998
    i64 3, label %5991
    i64 0, label %6032
  ]

5991:                                             ; preds = %5989
  %5992 = bitcast <16 x float> %5990 to <8 x i64>
  %5993 = and <8 x i64> %5992, %59
  %5994 = fcmp oeq <16 x float> %5990, %38
  %5995 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5990, i32 4)
  %5996 = bitcast <8 x i64> %5993 to <16 x float>
  %5997 = select <16 x i1> %5994, <16 x float> %5996, <16 x float> %5995
  br label %6008

5998:                                             ; preds = %5989
  %5999 = bitcast <16 x float> %5990 to <8 x i64>
  %6000 = or <8 x i64> %5999, %60
  %6001 = fcmp oeq <16 x float> %5990, %41
  %6002 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5990, i32 4)
  %6003 = bitcast <8 x i64> %6000 to <16 x float>
  %6004 = select <16 x i1> %6001, <16 x float> %6003, <16 x float> %6002
  br label %6008

6005:                                             ; preds = %5989
  %6006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5971, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6007 = fadd <16 x float> %5990, %6006
  br label %6008

6008:                                             ; preds = %6005, %5998, %5991
  %6009 = phi <16 x float> [ %6007, %6005 ], [ %6004, %5998 ], [ %5997, %5991 ]
  switch i64 %162, label %1009 [
    i64 1, label %6024
    i64 2, label %6017
    i64 3, label %6010
    i64 0, label %6032
  ]

6010:                                             ; preds = %6008
  %6011 = bitcast <16 x float> %6009 to <8 x i64>
  %6012 = and <8 x i64> %6011, %59
  %6013 = fcmp oeq <16 x float> %6009, %38
  %6014 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6009, i32 4)
  %6015 = bitcast <8 x i64> %6012 to <16 x float>
  %6016 = select <16 x i1> %6013, <16 x float> %6015, <16 x float> %6014
  br label %6032

6017:                                             ; preds = %6008
  %6018 = bitcast <16 x float> %6009 to <8 x i64>
  %6019 = or <8 x i64> %6018, %60
  %6020 = fcmp oeq <16 x float> %6009, %41
  %6021 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6009, i32 4)
  %6022 = bitcast <8 x i64> %6019 to <16 x float>
  %6023 = select <16 x i1> %6020, <16 x float> %6022, <16 x float> %6021
  br label %6032

6024:                                             ; preds = %6008
  %6025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5971, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6026 = fadd <16 x float> %6009, %6025
  br label %6032

6027:                                             ; preds = %5844
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5182, ptr align 1 %5849, <16 x i1> %5192)
  %6028 = getelementptr float, ptr %324, i64 %5848
  %6029 = getelementptr i8, ptr %6028, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5181, ptr align 1 %6029, <16 x i1> %5193)
  %6030 = getelementptr float, ptr %324, i64 %5848
  %6031 = getelementptr i8, ptr %6030, i64 128
  br label %6032

6032:                                             ; preds = %6027, %6024, %6017, %6010, %6008, %5989, %5967
  %6033 = phi ptr [ %6031, %6027 ], [ %5970, %6010 ], [ %5970, %6017 ], [ %5970, %6024 ], [ %5970, %6008 ], [ %5970, %5989 ], [ %5970, %5967 ]
  %6034 = phi <16 x i1> [ %5194, %6027 ], [ %5191, %6010 ], [ %5191, %6017 ], [ %5191, %6024 ], [ %5191, %6008 ], [ %5191, %5989 ], [ %5191, %5967 ]
  %6035 = phi <16 x float> [ %5180, %6027 ], [ %6016, %6010 ], [ %6023, %6017 ], [ %6026, %6024 ], [ %6009, %6008 ], [ %5990, %5989 ], [ %5180, %5967 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6035, ptr align 1 %6033, <16 x i1> %6034)
  %6036 = add nsw i64 %502, %5002
  %6037 = getelementptr inbounds float, ptr %324, i64 %6036
  br i1 %58, label %6215, label %6038

6038:                                             ; preds = %6032
  %6039 = getelementptr inbounds float, ptr %322, i64 %6036
  switch i64 %148, label %1009 [
    i64 1, label %6054
    i64 2, label %6047
    i64 3, label %6040
    i64 0, label %6095
  ]

6040:                                             ; preds = %6038
  %6041 = bitcast <16 x float> %5179 to <8 x i64>
  %6042 = and <8 x i64> %6041, %59
  %6043 = fcmp oeq <16 x float> %5179, %38
  %6044 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5179, i32 4)
  %6045 = bitcast <8 x i64> %6042 to <16 x float>
  %6046 = select <16 x i1> %6043, <16 x float> %6045, <16 x float> %6044
  br label %6057

6047:                                             ; preds = %6038
  %6048 = bitcast <16 x float> %5179 to <8 x i64>
  %6049 = or <8 x i64> %6048, %60
  %6050 = fcmp oeq <16 x float> %5179, %41
  %6051 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5179, i32 4)
  %6052 = bitcast <8 x i64> %6049 to <16 x float>
  %6053 = select <16 x i1> %6050, <16 x float> %6052, <16 x float> %6051
  br label %6057

6054:                                             ; preds = %6038
  %6055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6039, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6056 = fadd <16 x float> %5179, %6055
  br label %6057

6057:                                             ; preds = %6054, %6047, %6040
  %6058 = phi <16 x float> [ %6056, %6054 ], [ %6053, %6047 ], [ %6046, %6040 ]
  switch i64 %150, label %1009 [
    i64 1, label %6073
    i64 2, label %6066
    i64 3, label %6059
    i64 0, label %6095
  ]

6059:                                             ; preds = %6057
  %6060 = bitcast <16 x float> %6058 to <8 x i64>
  %6061 = and <8 x i64> %6060, %59
  %6062 = fcmp oeq <16 x float> %6058, %38
  %6063 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6058, i32 4)
  %6064 = bitcast <8 x i64> %6061 to <16 x float>
  %6065 = select <16 x i1> %6062, <16 x float> %6064, <16 x float> %6063
  br label %6076

6066:                                             ; preds = %6057
  %6067 = bitcast <16 x float> %6058 to <8 x i64>
  %6068 = or <8 x i64> %6067, %60
  %6069 = fcmp oeq <16 x float> %6058, %41
  %6070 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6058, i32 4)
  %6071 = bitcast <8 x i64> %6068 to <16 x float>
  %6072 = select <16 x i1> %6069, <16 x float> %6071, <16 x float> %6070
  br label %6076

6073:                                             ; preds = %6057
  %6074 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6039, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6075 = fadd <16 x float> %6058, %6074
  br label %6076

6076:                                             ; preds = %6073, %6066, %6059
  %6077 = phi <16 x float> [ %6075, %6073 ], [ %6072, %6066 ], [ %6065, %6059 ]
  switch i64 %152, label %1009 [
    i64 1, label %6092
    i64 2, label %6085
    i64 3, label %6078
    i64 0, label %6095
  ]

6078:                                             ; preds = %6076
  %6079 = bitcast <16 x float> %6077 to <8 x i64>
  %6080 = and <8 x i64> %6079, %59
  %6081 = fcmp oeq <16 x float> %6077, %38
  %6082 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6077, i32 4)
  %6083 = bitcast <8 x i64> %6080 to <16 x float>
  %6084 = select <16 x i1> %6081, <16 x float> %6083, <16 x float> %6082
  br label %6095

6085:                                             ; preds = %6076
  %6086 = bitcast <16 x float> %6077 to <8 x i64>
  %6087 = or <8 x i64> %6086, %60
  %6088 = fcmp oeq <16 x float> %6077, %41
  %6089 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6077, i32 4)
  %6090 = bitcast <8 x i64> %6087 to <16 x float>
  %6091 = select <16 x i1> %6088, <16 x float> %6090, <16 x float> %6089
  br label %6095

6092:                                             ; preds = %6076
  %6093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6039, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6094 = fadd <16 x float> %6077, %6093
  br label %6095

6095:                                             ; preds = %6092, %6085, %6078, %6076, %6057, %6038
  %6096 = phi <16 x float> [ %6084, %6078 ], [ %6091, %6085 ], [ %6094, %6092 ], [ %6058, %6057 ], [ %6077, %6076 ], [ %5179, %6038 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6096, ptr align 1 %6037, <16 x i1> %5189)
  %6097 = add nsw i64 %6036, 16
  %6098 = getelementptr inbounds float, ptr %324, i64 %6097
  %6099 = getelementptr inbounds float, ptr %322, i64 %6097
  switch i64 %153, label %1009 [
    i64 1, label %6114
    i64 2, label %6107
    i64 3, label %6100
    i64 0, label %6155
  ]

6100:                                             ; preds = %6095
  %6101 = bitcast <16 x float> %5178 to <8 x i64>
  %6102 = and <8 x i64> %6101, %59
  %6103 = fcmp oeq <16 x float> %5178, %38
  %6104 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5178, i32 4)
  %6105 = bitcast <8 x i64> %6102 to <16 x float>
  %6106 = select <16 x i1> %6103, <16 x float> %6105, <16 x float> %6104
  br label %6117

6107:                                             ; preds = %6095
  %6108 = bitcast <16 x float> %5178 to <8 x i64>
  %6109 = or <8 x i64> %6108, %60
  %6110 = fcmp oeq <16 x float> %5178, %41
  %6111 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5178, i32 4)
  %6112 = bitcast <8 x i64> %6109 to <16 x float>
  %6113 = select <16 x i1> %6110, <16 x float> %6112, <16 x float> %6111
  br label %6117

6114:                                             ; preds = %6095
  %6115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6099, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6116 = fadd <16 x float> %5178, %6115
  br label %6117

6117:                                             ; preds = %6114, %6107, %6100
  %6118 = phi <16 x float> [ %6116, %6114 ], [ %6113, %6107 ], [ %6106, %6100 ]
  switch i64 %155, label %1009 [
    i64 1, label %6133
    i64 2, label %6126
    i64 3, label %6119
    i64 0, label %6155
  ]

6119:                                             ; preds = %6117
  %6120 = bitcast <16 x float> %6118 to <8 x i64>
  %6121 = and <8 x i64> %6120, %59
  %6122 = fcmp oeq <16 x float> %6118, %38
  %6123 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6118, i32 4)
  %6124 = bitcast <8 x i64> %6121 to <16 x float>
  %6125 = select <16 x i1> %6122, <16 x float> %6124, <16 x float> %6123
  br label %6136

6126:                                             ; preds = %6117
  %6127 = bitcast <16 x float> %6118 to <8 x i64>
  %6128 = or <8 x i64> %6127, %60
  %6129 = fcmp oeq <16 x float> %6118, %41
  %6130 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6118, i32 4)
  %6131 = bitcast <8 x i64> %6128 to <16 x float>
  %6132 = select <16 x i1> %6129, <16 x float> %6131, <16 x float> %6130
  br label %6136

6133:                                             ; preds = %6117
  %6134 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6099, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6135 = fadd <16 x float> %6118, %6134
  br label %6136

6136:                                             ; preds = %6133, %6126, %6119
  %6137 = phi <16 x float> [ %6135, %6133 ], [ %6132, %6126 ], [ %6125, %6119 ]
  switch i64 %157, label %1009 [
    i64 1, label %6152
    i64 2, label %6145
    i64 3, label %6138
    i64 0, label %6155
  ]

6138:                                             ; preds = %6136
  %6139 = bitcast <16 x float> %6137 to <8 x i64>
  %6140 = and <8 x i64> %6139, %59
  %6141 = fcmp oeq <16 x float> %6137, %38
  %6142 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6137, i32 4)
  %6143 = bitcast <8 x i64> %6140 to <16 x float>
  %6144 = select <16 x i1> %6141, <16 x float> %6143, <16 x float> %6142
  br label %6155

6145:                                             ; preds = %6136
  %6146 = bitcast <16 x float> %6137 to <8 x i64>
  %6147 = or <8 x i64> %6146, %60
  %6148 = fcmp oeq <16 x float> %6137, %41
  %6149 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6137, i32 4)
  %6150 = bitcast <8 x i64> %6147 to <16 x float>
  %6151 = select <16 x i1> %6148, <16 x float> %6150, <16 x float> %6149
  br label %6155

6152:                                             ; preds = %6136
  %6153 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6099, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6154 = fadd <16 x float> %6137, %6153
  br label %6155

6155:                                             ; preds = %6152, %6145, %6138, %6136, %6117, %6095
  %6156 = phi <16 x float> [ %6144, %6138 ], [ %6151, %6145 ], [ %6154, %6152 ], [ %6118, %6117 ], [ %6137, %6136 ], [ %5178, %6095 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6156, ptr align 1 %6098, <16 x i1> %5190)
  %6157 = add nsw i64 %6036, 32
  %6158 = getelementptr inbounds float, ptr %324, i64 %6157
  %6159 = getelementptr inbounds float, ptr %322, i64 %6157
  switch i64 %158, label %1009 [
    i64 1, label %6174
    i64 2, label %6167
    i64 3, label %6160
    i64 0, label %6220
  ]

6160:                                             ; preds = %6155
  %6161 = bitcast <16 x float> %5177 to <8 x i64>
  %6162 = and <8 x i64> %6161, %59
  %6163 = fcmp oeq <16 x float> %5177, %38
  %6164 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5177, i32 4)
  %6165 = bitcast <8 x i64> %6162 to <16 x float>
  %6166 = select <16 x i1> %6163, <16 x float> %6165, <16 x float> %6164
  br label %6177

6167:                                             ; preds = %6155
  %6168 = bitcast <16 x float> %5177 to <8 x i64>
  %6169 = or <8 x i64> %6168, %60
  %6170 = fcmp oeq <16 x float> %5177, %41
  %6171 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5177, i32 4)
  %6172 = bitcast <8 x i64> %6169 to <16 x float>
  %6173 = select <16 x i1> %6170, <16 x float> %6172, <16 x float> %6171
  br label %6177

6174:                                             ; preds = %6155
  %6175 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6159, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6176 = fadd <16 x float> %5177, %6175
  br label %6177

6177:                                             ; preds = %6174, %6167, %6160
  %6178 = phi <16 x float> [ %6176, %6174 ], [ %6173, %6167 ], [ %6166, %6160 ]
  switch i64 %160, label %1009 [
    i64 1, label %6193
    i64 2, label %6186
    i64 3, label %6179
    i64 0, label %6220
  ]

6179:                                             ; preds = %6177
  %6180 = bitcast <16 x float> %6178 to <8 x i64>
  %6181 = and <8 x i64> %6180, %59
  %6182 = fcmp oeq <16 x float> %6178, %38
  %6183 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6178, i32 4)
  %6184 = bitcast <8 x i64> %6181 to <16 x float>
  %6185 = select <16 x i1> %6182, <16 x float> %6184, <16 x float> %6183
  br label %6196

6186:                                             ; preds = %6177
  %6187 = bitcast <16 x float> %6178 to <8 x i64>
  %6188 = or <8 x i64> %6187, %60
  %6189 = fcmp oeq <16 x float> %6178, %41
  %6190 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6178, i32 4)
  %6191 = bitcast <8 x i64> %6188 to <16 x float>
  %6192 = select <16 x i1> %6189, <16 x float> %6191, <16 x float> %6190
  br label %6196

6193:                                             ; preds = %6177
  %6194 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6159, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6195 = fadd <16 x float> %6178, %6194
  br label %6196

6196:                                             ; preds = %6193, %6186, %6179
  %6197 = phi <16 x float> [ %6195, %6193 ], [ %6192, %6186 ], [ %6185, %6179 ]
  switch i64 %162, label %1009 [
    i64 1, label %6212
    i64 2, label %6205
    i64 3, label %6198
    i64 0, label %6220
  ]

6198:                                             ; preds = %6196
  %6199 = bitcast <16 x float> %6197 to <8 x i64>
  %6200 = and <8 x i64> %6199, %59
  %6201 = fcmp oeq <16 x float> %6197, %38
  %6202 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6197, i32 4)
  %6203 = bitcast <8 x i64> %6200 to <16 x float>
  %6204 = select <16 x i1> %6201, <16 x float> %6203, <16 x float> %6202
  br label %6220

6205:                                             ; preds = %6196
  %6206 = bitcast <16 x float> %6197 to <8 x i64>
  %6207 = or <8 x i64> %6206, %60
  %6208 = fcmp oeq <16 x float> %6197, %41
  %6209 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6197, i32 4)
  %6210 = bitcast <8 x i64> %6207 to <16 x float>
  %6211 = select <16 x i1> %6208, <16 x float> %6210, <16 x float> %6209
  br label %6220

6212:                                             ; preds = %6196
  %6213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6159, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6214 = fadd <16 x float> %6197, %6213
  br label %6220

6215:                                             ; preds = %6032
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5179, ptr align 1 %6037, <16 x i1> %5192)
  %6216 = getelementptr float, ptr %324, i64 %6036
  %6217 = getelementptr i8, ptr %6216, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5178, ptr align 1 %6217, <16 x i1> %5193)
  %6218 = getelementptr float, ptr %324, i64 %6036
  %6219 = getelementptr i8, ptr %6218, i64 128
  br label %6220

6220:                                             ; preds = %6215, %6212, %6205, %6198, %6196, %6177, %6155
  %6221 = phi ptr [ %6219, %6215 ], [ %6158, %6198 ], [ %6158, %6205 ], [ %6158, %6212 ], [ %6158, %6196 ], [ %6158, %6177 ], [ %6158, %6155 ]
  %6222 = phi <16 x i1> [ %5194, %6215 ], [ %5191, %6198 ], [ %5191, %6205 ], [ %5191, %6212 ], [ %5191, %6196 ], [ %5191, %6177 ], [ %5191, %6155 ]
  %6223 = phi <16 x float> [ %5177, %6215 ], [ %6204, %6198 ], [ %6211, %6205 ], [ %6214, %6212 ], [ %6197, %6196 ], [ %6178, %6177 ], [ %5177, %6155 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6223, ptr align 1 %6221, <16 x i1> %6222)
  %6224 = add nsw i64 %504, %5002
  %6225 = getelementptr inbounds float, ptr %324, i64 %6224
  br i1 %58, label %6403, label %6226

6226:                                             ; preds = %6220
  %6227 = getelementptr inbounds float, ptr %322, i64 %6224
  switch i64 %148, label %1009 [
    i64 1, label %6242
    i64 2, label %6235
    i64 3, label %6228
    i64 0, label %6283
  ]

6228:                                             ; preds = %6226
  %6229 = bitcast <16 x float> %5176 to <8 x i64>
  %6230 = and <8 x i64> %6229, %59
  %6231 = fcmp oeq <16 x float> %5176, %38
  %6232 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5176, i32 4)
  %6233 = bitcast <8 x i64> %6230 to <16 x float>
  %6234 = select <16 x i1> %6231, <16 x float> %6233, <16 x float> %6232
  br label %6245

6235:                                             ; preds = %6226
  %6236 = bitcast <16 x float> %5176 to <8 x i64>
  %6237 = or <8 x i64> %6236, %60
  %6238 = fcmp oeq <16 x float> %5176, %41
  %6239 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5176, i32 4)
  %6240 = bitcast <8 x i64> %6237 to <16 x float>
  %6241 = select <16 x i1> %6238, <16 x float> %6240, <16 x float> %6239
  br label %6245

6242:                                             ; preds = %6226
  %6243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6227, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6244 = fadd <16 x float> %5176, %6243
  br label %6245

6245:                                             ; preds = %6242, %6235, %6228
  %6246 = phi <16 x float> [ %6244, %6242 ], [ %6241, %6235 ], [ %6234, %6228 ]
  switch i64 %150, label %1009 [
    i64 1, label %6261
    i64 2, label %6254
    i64 3, label %6247
    i64 0, label %6283
  ]

6247:                                             ; preds = %6245
  %6248 = bitcast <16 x float> %6246 to <8 x i64>
  %6249 = and <8 x i64> %6248, %59
  %6250 = fcmp oeq <16 x float> %6246, %38
  %6251 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6246, i32 4)
  %6252 = bitcast <8 x i64> %6249 to <16 x float>
  %6253 = select <16 x i1> %6250, <16 x float> %6252, <16 x float> %6251
  br label %6264

6254:                                             ; preds = %6245
  %6255 = bitcast <16 x float> %6246 to <8 x i64>
  %6256 = or <8 x i64> %6255, %60
  %6257 = fcmp oeq <16 x float> %6246, %41
  %6258 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6246, i32 4)
  %6259 = bitcast <8 x i64> %6256 to <16 x float>
  %6260 = select <16 x i1> %6257, <16 x float> %6259, <16 x float> %6258
  br label %6264

6261:                                             ; preds = %6245
  %6262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6227, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6263 = fadd <16 x float> %6246, %6262
  br label %6264

6264:                                             ; preds = %6261, %6254, %6247
  %6265 = phi <16 x float> [ %6263, %6261 ], [ %6260, %6254 ], [ %6253, %6247 ]
  switch i64 %152, label %1009 [
    i64 1, label %6280
    i64 2, label %6273
    i64 3, label %6266
    i64 0, label %6283
  ]

6266:                                             ; preds = %6264
  %6267 = bitcast <16 x float> %6265 to <8 x i64>
  %6268 = and <8 x i64> %6267, %59
  %6269 = fcmp oeq <16 x float> %6265, %38
  %6270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6265, i32 4)
  %6271 = bitcast <8 x i64> %6268 to <16 x float>
  %6272 = select <16 x i1> %6269, <16 x float> %6271, <16 x float> %6270
  br label %6283

6273:                                             ; preds = %6264
  %6274 = bitcast <16 x float> %6265 to <8 x i64>
  %6275 = or <8 x i64> %6274, %60
  %6276 = fcmp oeq <16 x float> %6265, %41
  %6277 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6265, i32 4)
  %6278 = bitcast <8 x i64> %6275 to <16 x float>
  %6279 = select <16 x i1> %6276, <16 x float> %6278, <16 x float> %6277
  br label %6283

6280:                                             ; preds = %6264
  %6281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6227, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6282 = fadd <16 x float> %6265, %6281
  br label %6283

6283:                                             ; preds = %6280, %6273, %6266, %6264, %6245, %6226
  %6284 = phi <16 x float> [ %6272, %6266 ], [ %6279, %6273 ], [ %6282, %6280 ], [ %6246, %6245 ], [ %6265, %6264 ], [ %5176, %6226 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6284, ptr align 1 %6225, <16 x i1> %5189)
  %6285 = add nsw i64 %6224, 16
  %6286 = getelementptr inbounds float, ptr %324, i64 %6285
  %6287 = getelementptr inbounds float, ptr %322, i64 %6285
  switch i64 %153, label %1009 [
    i64 1, label %6302
    i64 2, label %6295
    i64 3, label %6288
    i64 0, label %6343
  ]

6288:                                             ; preds = %6283
  %6289 = bitcast <16 x float> %5175 to <8 x i64>
  %6290 = and <8 x i64> %6289, %59
  %6291 = fcmp oeq <16 x float> %5175, %38
  %6292 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5175, i32 4)
  %6293 = bitcast <8 x i64> %6290 to <16 x float>
  %6294 = select <16 x i1> %6291, <16 x float> %6293, <16 x float> %6292
  br label %6305

6295:                                             ; preds = %6283
  %6296 = bitcast <16 x float> %5175 to <8 x i64>
  %6297 = or <8 x i64> %6296, %60
  %6298 = fcmp oeq <16 x float> %5175, %41
  %6299 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5175, i32 4)
  %6300 = bitcast <8 x i64> %6297 to <16 x float>
  %6301 = select <16 x i1> %6298, <16 x float> %6300, <16 x float> %6299
  br label %6305

6302:                                             ; preds = %6283
  %6303 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6287, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6304 = fadd <16 x float> %5175, %6303
  br label %6305

6305:                                             ; preds = %6302, %6295, %6288
  %6306 = phi <16 x float> [ %6304, %6302 ], [ %6301, %6295 ], [ %6294, %6288 ]
  switch i64 %155, label %1009 [
    i64 1, label %6321
    i64 2, label %6314
    i64 3, label %6307
    i64 0, label %6343
  ]

6307:                                             ; preds = %6305
  %6308 = bitcast <16 x float> %6306 to <8 x i64>
  %6309 = and <8 x i64> %6308, %59
  %6310 = fcmp oeq <16 x float> %6306, %38
  %6311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6306, i32 4)
  %6312 = bitcast <8 x i64> %6309 to <16 x float>
  %6313 = select <16 x i1> %6310, <16 x float> %6312, <16 x float> %6311
  br label %6324

6314:                                             ; preds = %6305
  %6315 = bitcast <16 x float> %6306 to <8 x i64>
  %6316 = or <8 x i64> %6315, %60
  %6317 = fcmp oeq <16 x float> %6306, %41
  %6318 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6306, i32 4)
  %6319 = bitcast <8 x i64> %6316 to <16 x float>
  %6320 = select <16 x i1> %6317, <16 x float> %6319, <16 x float> %6318
  br label %6324

6321:                                             ; preds = %6305
  %6322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6287, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6323 = fadd <16 x float> %6306, %6322
  br label %6324

6324:                                             ; preds = %6321, %6314, %6307
  %6325 = phi <16 x float> [ %6323, %6321 ], [ %6320, %6314 ], [ %6313, %6307 ]
  switch i64 %157, label %1009 [
    i64 1, label %6340
    i64 2, label %6333
    i64 3, label %6326
    i64 0, label %6343
  ]

6326:                                             ; preds = %6324
  %6327 = bitcast <16 x float> %6325 to <8 x i64>
  %6328 = and <8 x i64> %6327, %59
  %6329 = fcmp oeq <16 x float> %6325, %38
  %6330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6325, i32 4)
  %6331 = bitcast <8 x i64> %6328 to <16 x float>
  %6332 = select <16 x i1> %6329, <16 x float> %6331, <16 x float> %6330
  br label %6343

6333:                                             ; preds = %6324
  %6334 = bitcast <16 x float> %6325 to <8 x i64>
  %6335 = or <8 x i64> %6334, %60
  %6336 = fcmp oeq <16 x float> %6325, %41
  %6337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6325, i32 4)
  %6338 = bitcast <8 x i64> %6335 to <16 x float>
  %6339 = select <16 x i1> %6336, <16 x float> %6338, <16 x float> %6337
  br label %6343

6340:                                             ; preds = %6324
  %6341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6287, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6342 = fadd <16 x float> %6325, %6341
  br label %6343

6343:                                             ; preds = %6340, %6333, %6326, %6324, %6305, %6283
  %6344 = phi <16 x float> [ %6332, %6326 ], [ %6339, %6333 ], [ %6342, %6340 ], [ %6306, %6305 ], [ %6325, %6324 ], [ %5175, %6283 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6344, ptr align 1 %6286, <16 x i1> %5190)
  %6345 = add nsw i64 %6224, 32
  %6346 = getelementptr inbounds float, ptr %324, i64 %6345
  %6347 = getelementptr inbounds float, ptr %322, i64 %6345
  switch i64 %158, label %1009 [
    i64 1, label %6362
    i64 2, label %6355
    i64 3, label %6348
    i64 0, label %6408
  ]

6348:                                             ; preds = %6343
  %6349 = bitcast <16 x float> %5174 to <8 x i64>
  %6350 = and <8 x i64> %6349, %59
  %6351 = fcmp oeq <16 x float> %5174, %38
  %6352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5174, i32 4)
  %6353 = bitcast <8 x i64> %6350 to <16 x float>
  %6354 = select <16 x i1> %6351, <16 x float> %6353, <16 x float> %6352
  br label %6365

6355:                                             ; preds = %6343
  %6356 = bitcast <16 x float> %5174 to <8 x i64>
  %6357 = or <8 x i64> %6356, %60
  %6358 = fcmp oeq <16 x float> %5174, %41
  %6359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5174, i32 4)
  %6360 = bitcast <8 x i64> %6357 to <16 x float>
  %6361 = select <16 x i1> %6358, <16 x float> %6360, <16 x float> %6359
  br label %6365

6362:                                             ; preds = %6343
  %6363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6347, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6364 = fadd <16 x float> %5174, %6363
  br label %6365

6365:                                             ; preds = %6362, %6355, %6348
  %6366 = phi <16 x float> [ %6364, %6362 ], [ %6361, %6355 ], [ %6354, %6348 ]
  switch i64 %160, label %1009 [
    i64 1, label %6381
    i64 2, label %6374
    i64 3, label %6367
    i64 0, label %6408
  ]

6367:                                             ; preds = %6365
  %6368 = bitcast <16 x float> %6366 to <8 x i64>
  %6369 = and <8 x i64> %6368, %59
  %6370 = fcmp oeq <16 x float> %6366, %38
  %6371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6366, i32 4)
  %6372 = bitcast <8 x i64> %6369 to <16 x float>
  %6373 = select <16 x i1> %6370, <16 x float> %6372, <16 x float> %6371
  br label %6384

6374:                                             ; preds = %6365
  %6375 = bitcast <16 x float> %6366 to <8 x i64>
  %6376 = or <8 x i64> %6375, %60
  %6377 = fcmp oeq <16 x float> %6366, %41
  %6378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6366, i32 4)
  %6379 = bitcast <8 x i64> %6376 to <16 x float>
  %6380 = select <16 x i1> %6377, <16 x float> %6379, <16 x float> %6378
  br label %6384

6381:                                             ; preds = %6365
  %6382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6347, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6383 = fadd <16 x float> %6366, %6382
  br label %6384

6384:                                             ; preds = %6381, %6374, %6367
  %6385 = phi <16 x float> [ %6383, %6381 ], [ %6380, %6374 ], [ %6373, %6367 ]
  switch i64 %162, label %1009 [
    i64 1, label %6400
    i64 2, label %6393
    i64 3, label %6386
    i64 0, label %6408
  ]

6386:                                             ; preds = %6384
  %6387 = bitcast <16 x float> %6385 to <8 x i64>
  %6388 = and <8 x i64> %6387, %59
  %6389 = fcmp oeq <16 x float> %6385, %38
  %6390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6385, i32 4)
  %6391 = bitcast <8 x i64> %6388 to <16 x float>
  %6392 = select <16 x i1> %6389, <16 x float> %6391, <16 x float> %6390
  br label %6408

6393:                                             ; preds = %6384
  %6394 = bitcast <16 x float> %6385 to <8 x i64>
  %6395 = or <8 x i64> %6394, %60
  %6396 = fcmp oeq <16 x float> %6385, %41
  %6397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6385, i32 4)
  %6398 = bitcast <8 x i64> %6395 to <16 x float>
  %6399 = select <16 x i1> %6396, <16 x float> %6398, <16 x float> %6397
  br label %6408

6400:                                             ; preds = %6384
  %6401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6347, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6402 = fadd <16 x float> %6385, %6401
  br label %6408

6403:                                             ; preds = %6220
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5176, ptr align 1 %6225, <16 x i1> %5192)
  %6404 = getelementptr float, ptr %324, i64 %6224
  %6405 = getelementptr i8, ptr %6404, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5175, ptr align 1 %6405, <16 x i1> %5193)
  %6406 = getelementptr float, ptr %324, i64 %6224
  %6407 = getelementptr i8, ptr %6406, i64 128
  br label %6408

6408:                                             ; preds = %6403, %6400, %6393, %6386, %6384, %6365, %6343
  %6409 = phi ptr [ %6407, %6403 ], [ %6346, %6386 ], [ %6346, %6393 ], [ %6346, %6400 ], [ %6346, %6384 ], [ %6346, %6365 ], [ %6346, %6343 ]
  %6410 = phi <16 x i1> [ %5194, %6403 ], [ %5191, %6386 ], [ %5191, %6393 ], [ %5191, %6400 ], [ %5191, %6384 ], [ %5191, %6365 ], [ %5191, %6343 ]
  %6411 = phi <16 x float> [ %5174, %6403 ], [ %6392, %6386 ], [ %6399, %6393 ], [ %6402, %6400 ], [ %6385, %6384 ], [ %6366, %6365 ], [ %5174, %6343 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6411, ptr align 1 %6409, <16 x i1> %6410)
  %6412 = add nsw i64 %506, %5002
  %6413 = getelementptr inbounds float, ptr %324, i64 %6412
  br i1 %58, label %6591, label %6414

6414:                                             ; preds = %6408
  %6415 = getelementptr inbounds float, ptr %322, i64 %6412
  switch i64 %148, label %1009 [
    i64 1, label %6430
    i64 2, label %6423
    i64 3, label %6416
    i64 0, label %6471
  ]

6416:                                             ; preds = %6414
  %6417 = bitcast <16 x float> %5173 to <8 x i64>
  %6418 = and <8 x i64> %6417, %59
  %6419 = fcmp oeq <16 x float> %5173, %38
  %6420 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5173, i32 4)
  %6421 = bitcast <8 x i64> %6418 to <16 x float>
  %6422 = select <16 x i1> %6419, <16 x float> %6421, <16 x float> %6420
  br label %6433

6423:                                             ; preds = %6414
  %6424 = bitcast <16 x float> %5173 to <8 x i64>
  %6425 = or <8 x i64> %6424, %60
  %6426 = fcmp oeq <16 x float> %5173, %41
  %6427 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5173, i32 4)
  %6428 = bitcast <8 x i64> %6425 to <16 x float>
  %6429 = select <16 x i1> %6426, <16 x float> %6428, <16 x float> %6427
  br label %6433

6430:                                             ; preds = %6414
  %6431 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6415, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6432 = fadd <16 x float> %5173, %6431
  br label %6433

6433:                                             ; preds = %6430, %6423, %6416
  %6434 = phi <16 x float> [ %6432, %6430 ], [ %6429, %6423 ], [ %6422, %6416 ]
  switch i64 %150, label %1009 [
    i64 1, label %6449
    i64 2, label %6442
    i64 3, label %6435
    i64 0, label %6471
  ]

6435:                                             ; preds = %6433
  %6436 = bitcast <16 x float> %6434 to <8 x i64>
  %6437 = and <8 x i64> %6436, %59
  %6438 = fcmp oeq <16 x float> %6434, %38
  %6439 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6434, i32 4)
  %6440 = bitcast <8 x i64> %6437 to <16 x float>
  %6441 = select <16 x i1> %6438, <16 x float> %6440, <16 x float> %6439
  br label %6452

6442:                                             ; preds = %6433
  %6443 = bitcast <16 x float> %6434 to <8 x i64>
  %6444 = or <8 x i64> %6443, %60
  %6445 = fcmp oeq <16 x float> %6434, %41
  %6446 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6434, i32 4)
  %6447 = bitcast <8 x i64> %6444 to <16 x float>
  %6448 = select <16 x i1> %6445, <16 x float> %6447, <16 x float> %6446
  br label %6452

6449:                                             ; preds = %6433
  %6450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6415, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6451 = fadd <16 x float> %6434, %6450
  br label %6452

6452:                                             ; preds = %6449, %6442, %6435
  %6453 = phi <16 x float> [ %6451, %6449 ], [ %6448, %6442 ], [ %6441, %6435 ]
  switch i64 %152, label %1009 [
    i64 1, label %6468
    i64 2, label %6461
    i64 3, label %6454
    i64 0, label %6471
  ]

6454:                                             ; preds = %6452
  %6455 = bitcast <16 x float> %6453 to <8 x i64>
  %6456 = and <8 x i64> %6455, %59
  %6457 = fcmp oeq <16 x float> %6453, %38
  %6458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6453, i32 4)
  %6459 = bitcast <8 x i64> %6456 to <16 x float>
  %6460 = select <16 x i1> %6457, <16 x float> %6459, <16 x float> %6458
  br label %6471

6461:                                             ; preds = %6452
  %6462 = bitcast <16 x float> %6453 to <8 x i64>
  %6463 = or <8 x i64> %6462, %60
  %6464 = fcmp oeq <16 x float> %6453, %41
  %6465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6453, i32 4)
  %6466 = bitcast <8 x i64> %6463 to <16 x float>
  %6467 = select <16 x i1> %6464, <16 x float> %6466, <16 x float> %6465
  br label %6471

6468:                                             ; preds = %6452
  %6469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6415, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6470 = fadd <16 x float> %6453, %6469
  br label %6471

6471:                                             ; preds = %6468, %6461, %6454, %6452, %6433, %6414
  %6472 = phi <16 x float> [ %6460, %6454 ], [ %6467, %6461 ], [ %6470, %6468 ], [ %6434, %6433 ], [ %6453, %6452 ], [ %5173, %6414 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6472, ptr align 1 %6413, <16 x i1> %5189)
  %6473 = add nsw i64 %6412, 16
  %6474 = getelementptr inbounds float, ptr %324, i64 %6473
  %6475 = getelementptr inbounds float, ptr %322, i64 %6473
  switch i64 %153, label %1009 [
    i64 1, label %6490
    i64 2, label %6483
    i64 3, label %6476
    i64 0, label %6531
  ]

6476:                                             ; preds = %6471
  %6477 = bitcast <16 x float> %5172 to <8 x i64>
  %6478 = and <8 x i64> %6477, %59
  %6479 = fcmp oeq <16 x float> %5172, %38
  %6480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5172, i32 4)
  %6481 = bitcast <8 x i64> %6478 to <16 x float>
  %6482 = select <16 x i1> %6479, <16 x float> %6481, <16 x float> %6480
  br label %6493

6483:                                             ; preds = %6471
  %6484 = bitcast <16 x float> %5172 to <8 x i64>
  %6485 = or <8 x i64> %6484, %60
  %6486 = fcmp oeq <16 x float> %5172, %41
  %6487 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5172, i32 4)
  %6488 = bitcast <8 x i64> %6485 to <16 x float>
  %6489 = select <16 x i1> %6486, <16 x float> %6488, <16 x float> %6487
  br label %6493

6490:                                             ; preds = %6471
  %6491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6475, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6492 = fadd <16 x float> %5172, %6491
  br label %6493

6493:                                             ; preds = %6490, %6483, %6476
  %6494 = phi <16 x float> [ %6492, %6490 ], [ %6489, %6483 ], [ %6482, %6476 ]
  switch i64 %155, label %1009 [
    i64 1, label %6509
    i64 2, label %6502
    i64 3, label %6495
    i64 0, label %6531
  ]

6495:                                             ; preds = %6493
  %6496 = bitcast <16 x float> %6494 to <8 x i64>
  %6497 = and <8 x i64> %6496, %59
  %6498 = fcmp oeq <16 x float> %6494, %38
  %6499 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6494, i32 4)
  %6500 = bitcast <8 x i64> %6497 to <16 x float>
  %6501 = select <16 x i1> %6498, <16 x float> %6500, <16 x float> %6499
  br label %6512

6502:                                             ; preds = %6493
  %6503 = bitcast <16 x float> %6494 to <8 x i64>
  %6504 = or <8 x i64> %6503, %60
  %6505 = fcmp oeq <16 x float> %6494, %41
  %6506 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6494, i32 4)
  %6507 = bitcast <8 x i64> %6504 to <16 x float>
  %6508 = select <16 x i1> %6505, <16 x float> %6507, <16 x float> %6506
  br label %6512

6509:                                             ; preds = %6493
  %6510 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6475, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6511 = fadd <16 x float> %6494, %6510
  br label %6512

6512:                                             ; preds = %6509, %6502, %6495
  %6513 = phi <16 x float> [ %6511, %6509 ], [ %6508, %6502 ], [ %6501, %6495 ]
  switch i64 %157, label %1009 [
    i64 1, label %6528
    i64 2, label %6521
    i64 3, label %6514
    i64 0, label %6531
  ]

6514:                                             ; preds = %6512
  %6515 = bitcast <16 x float> %6513 to <8 x i64>
  %6516 = and <8 x i64> %6515, %59
  %6517 = fcmp oeq <16 x float> %6513, %38
  %6518 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6513, i32 4)
  %6519 = bitcast <8 x i64> %6516 to <16 x float>
  %6520 = select <16 x i1> %6517, <16 x float> %6519, <16 x float> %6518
  br label %6531

6521:                                             ; preds = %6512
  %6522 = bitcast <16 x float> %6513 to <8 x i64>
  %6523 = or <8 x i64> %6522, %60
  %6524 = fcmp oeq <16 x float> %6513, %41
  %6525 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6513, i32 4)
  %6526 = bitcast <8 x i64> %6523 to <16 x float>
  %6527 = select <16 x i1> %6524, <16 x float> %6526, <16 x float> %6525
  br label %6531

6528:                                             ; preds = %6512
  %6529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6475, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6530 = fadd <16 x float> %6513, %6529
  br label %6531

6531:                                             ; preds = %6528, %6521, %6514, %6512, %6493, %6471
  %6532 = phi <16 x float> [ %6520, %6514 ], [ %6527, %6521 ], [ %6530, %6528 ], [ %6494, %6493 ], [ %6513, %6512 ], [ %5172, %6471 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6532, ptr align 1 %6474, <16 x i1> %5190)
  %6533 = add nsw i64 %6412, 32
  %6534 = getelementptr inbounds float, ptr %324, i64 %6533
  %6535 = getelementptr inbounds float, ptr %322, i64 %6533
  switch i64 %158, label %1009 [
    i64 1, label %6550
    i64 2, label %6543
    i64 3, label %6536
    i64 0, label %6596
  ]

6536:                                             ; preds = %6531
  %6537 = bitcast <16 x float> %5171 to <8 x i64>
  %6538 = and <8 x i64> %6537, %59
  %6539 = fcmp oeq <16 x float> %5171, %38
  %6540 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5171, i32 4)
  %6541 = bitcast <8 x i64> %6538 to <16 x float>
  %6542 = select <16 x i1> %6539, <16 x float> %6541, <16 x float> %6540
  br label %6553

6543:                                             ; preds = %6531
  %6544 = bitcast <16 x float> %5171 to <8 x i64>
  %6545 = or <8 x i64> %6544, %60
  %6546 = fcmp oeq <16 x float> %5171, %41
  %6547 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5171, i32 4)
  %6548 = bitcast <8 x i64> %6545 to <16 x float>
  %6549 = select <16 x i1> %6546, <16 x float> %6548, <16 x float> %6547
  br label %6553

6550:                                             ; preds = %6531
  %6551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6535, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6552 = fadd <16 x float> %5171, %6551
  br label %6553

6553:                                             ; preds = %6550, %6543, %6536
  %6554 = phi <16 x float> [ %6552, %6550 ], [ %6549, %6543 ], [ %6542, %6536 ]
  switch i64 %160, label %1009 [
    i64 1, label %6569
    i64 2, label %6562
    i64 3, label %6555
    i64 0, label %6596
  ]

6555:                                             ; preds = %6553
  %6556 = bitcast <16 x float> %6554 to <8 x i64>
  %6557 = and <8 x i64> %6556, %59
  %6558 = fcmp oeq <16 x float> %6554, %38
  %6559 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6554, i32 4)
  %6560 = bitcast <8 x i64> %6557 to <16 x float>
  %6561 = select <16 x i1> %6558, <16 x float> %6560, <16 x float> %6559
  br label %6572

6562:                                             ; preds = %6553
  %6563 = bitcast <16 x float> %6554 to <8 x i64>
  %6564 = or <8 x i64> %6563, %60
  %6565 = fcmp oeq <16 x float> %6554, %41
  %6566 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6554, i32 4)
  %6567 = bitcast <8 x i64> %6564 to <16 x float>
  %6568 = select <16 x i1> %6565, <16 x float> %6567, <16 x float> %6566
  br label %6572

6569:                                             ; preds = %6553
  %6570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6535, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6571 = fadd <16 x float> %6554, %6570
  br label %6572

6572:                                             ; preds = %6569, %6562, %6555
  %6573 = phi <16 x float> [ %6571, %6569 ], [ %6568, %6562 ], [ %6561, %6555 ]
  switch i64 %162, label %1009 [
    i64 1, label %6588
    i64 2, label %6581
    i64 3, label %6574
    i64 0, label %6596
  ]

6574:                                             ; preds = %6572
  %6575 = bitcast <16 x float> %6573 to <8 x i64>
  %6576 = and <8 x i64> %6575, %59
  %6577 = fcmp oeq <16 x float> %6573, %38
  %6578 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6573, i32 4)
  %6579 = bitcast <8 x i64> %6576 to <16 x float>
  %6580 = select <16 x i1> %6577, <16 x float> %6579, <16 x float> %6578
  br label %6596

6581:                                             ; preds = %6572
  %6582 = bitcast <16 x float> %6573 to <8 x i64>
  %6583 = or <8 x i64> %6582, %60
  %6584 = fcmp oeq <16 x float> %6573, %41
  %6585 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6573, i32 4)
  %6586 = bitcast <8 x i64> %6583 to <16 x float>
  %6587 = select <16 x i1> %6584, <16 x float> %6586, <16 x float> %6585
  br label %6596

6588:                                             ; preds = %6572
  %6589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6535, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6590 = fadd <16 x float> %6573, %6589
  br label %6596

6591:                                             ; preds = %6408
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5173, ptr align 1 %6413, <16 x i1> %5192)
  %6592 = getelementptr float, ptr %324, i64 %6412
  %6593 = getelementptr i8, ptr %6592, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5172, ptr align 1 %6593, <16 x i1> %5193)
  %6594 = getelementptr float, ptr %324, i64 %6412
  %6595 = getelementptr i8, ptr %6594, i64 128
  br label %6596

6596:                                             ; preds = %6591, %6588, %6581, %6574, %6572, %6553, %6531
  %6597 = phi ptr [ %6595, %6591 ], [ %6534, %6574 ], [ %6534, %6581 ], [ %6534, %6588 ], [ %6534, %6572 ], [ %6534, %6553 ], [ %6534, %6531 ]
  %6598 = phi <16 x i1> [ %5194, %6591 ], [ %5191, %6574 ], [ %5191, %6581 ], [ %5191, %6588 ], [ %5191, %6572 ], [ %5191, %6553 ], [ %5191, %6531 ]
  %6599 = phi <16 x float> [ %5171, %6591 ], [ %6580, %6574 ], [ %6587, %6581 ], [ %6590, %6588 ], [ %6573, %6572 ], [ %6554, %6553 ], [ %5171, %6531 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6599, ptr align 1 %6597, <16 x i1> %6598)
  %6600 = add nsw i64 %508, %5002
  %6601 = getelementptr inbounds float, ptr %324, i64 %6600
  br i1 %58, label %6779, label %6602

6602:                                             ; preds = %6596
  %6603 = getelementptr inbounds float, ptr %322, i64 %6600
  switch i64 %148, label %1009 [
    i64 1, label %6618
    i64 2, label %6611
    i64 3, label %6604
    i64 0, label %6659
  ]

6604:                                             ; preds = %6602
  %6605 = bitcast <16 x float> %5170 to <8 x i64>
  %6606 = and <8 x i64> %6605, %59
  %6607 = fcmp oeq <16 x float> %5170, %38
  %6608 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5170, i32 4)
  %6609 = bitcast <8 x i64> %6606 to <16 x float>
  %6610 = select <16 x i1> %6607, <16 x float> %6609, <16 x float> %6608
  br label %6621

6611:                                             ; preds = %6602
  %6612 = bitcast <16 x float> %5170 to <8 x i64>
  %6613 = or <8 x i64> %6612, %60
  %6614 = fcmp oeq <16 x float> %5170, %41
  %6615 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5170, i32 4)
  %6616 = bitcast <8 x i64> %6613 to <16 x float>
  %6617 = select <16 x i1> %6614, <16 x float> %6616, <16 x float> %6615
  br label %6621

6618:                                             ; preds = %6602
  %6619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6603, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6620 = fadd <16 x float> %5170, %6619
  br label %6621

6621:                                             ; preds = %6618, %6611, %6604
  %6622 = phi <16 x float> [ %6620, %6618 ], [ %6617, %6611 ], [ %6610, %6604 ]
  switch i64 %150, label %1009 [
    i64 1, label %6637
    i64 2, label %6630
    i64 3, label %6623
    i64 0, label %6659
  ]

6623:                                             ; preds = %6621
  %6624 = bitcast <16 x float> %6622 to <8 x i64>
  %6625 = and <8 x i64> %6624, %59
  %6626 = fcmp oeq <16 x float> %6622, %38
  %6627 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6622, i32 4)
  %6628 = bitcast <8 x i64> %6625 to <16 x float>
  %6629 = select <16 x i1> %6626, <16 x float> %6628, <16 x float> %6627
  br label %6640

6630:                                             ; preds = %6621
  %6631 = bitcast <16 x float> %6622 to <8 x i64>
  %6632 = or <8 x i64> %6631, %60
  %6633 = fcmp oeq <16 x float> %6622, %41
  %6634 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6622, i32 4)
  %6635 = bitcast <8 x i64> %6632 to <16 x float>
  %6636 = select <16 x i1> %6633, <16 x float> %6635, <16 x float> %6634
  br label %6640

6637:                                             ; preds = %6621
  %6638 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6603, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6639 = fadd <16 x float> %6622, %6638
  br label %6640

6640:                                             ; preds = %6637, %6630, %6623
  %6641 = phi <16 x float> [ %6639, %6637 ], [ %6636, %6630 ], [ %6629, %6623 ]
  switch i64 %152, label %1009 [
    i64 1, label %6656
    i64 2, label %6649
    i64 3, label %6642
    i64 0, label %6659
  ]

6642:                                             ; preds = %6640
  %6643 = bitcast <16 x float> %6641 to <8 x i64>
  %6644 = and <8 x i64> %6643, %59
  %6645 = fcmp oeq <16 x float> %6641, %38
  %6646 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6641, i32 4)
  %6647 = bitcast <8 x i64> %6644 to <16 x float>
  %6648 = select <16 x i1> %6645, <16 x float> %6647, <16 x float> %6646
  br label %6659

6649:                                             ; preds = %6640
  %6650 = bitcast <16 x float> %6641 to <8 x i64>
  %6651 = or <8 x i64> %6650, %60
  %6652 = fcmp oeq <16 x float> %6641, %41
  %6653 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6641, i32 4)
  %6654 = bitcast <8 x i64> %6651 to <16 x float>
  %6655 = select <16 x i1> %6652, <16 x float> %6654, <16 x float> %6653
  br label %6659

6656:                                             ; preds = %6640
  %6657 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6603, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6658 = fadd <16 x float> %6641, %6657
  br label %6659

6659:                                             ; preds = %6656, %6649, %6642, %6640, %6621, %6602
  %6660 = phi <16 x float> [ %6648, %6642 ], [ %6655, %6649 ], [ %6658, %6656 ], [ %6622, %6621 ], [ %6641, %6640 ], [ %5170, %6602 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6660, ptr align 1 %6601, <16 x i1> %5189)
  %6661 = add nsw i64 %6600, 16
  %6662 = getelementptr inbounds float, ptr %324, i64 %6661
  %6663 = getelementptr inbounds float, ptr %322, i64 %6661
  switch i64 %153, label %1009 [
    i64 1, label %6678
    i64 2, label %6671
    i64 3, label %6664
    i64 0, label %6719
  ]

6664:                                             ; preds = %6659
  %6665 = bitcast <16 x float> %5169 to <8 x i64>
  %6666 = and <8 x i64> %6665, %59
  %6667 = fcmp oeq <16 x float> %5169, %38
  %6668 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5169, i32 4)
  %6669 = bitcast <8 x i64> %6666 to <16 x float>
  %6670 = select <16 x i1> %6667, <16 x float> %6669, <16 x float> %6668
  br label %6681

6671:                                             ; preds = %6659
  %6672 = bitcast <16 x float> %5169 to <8 x i64>
  %6673 = or <8 x i64> %6672, %60
  %6674 = fcmp oeq <16 x float> %5169, %41
  %6675 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5169, i32 4)
  %6676 = bitcast <8 x i64> %6673 to <16 x float>
  %6677 = select <16 x i1> %6674, <16 x float> %6676, <16 x float> %6675
  br label %6681

6678:                                             ; preds = %6659
  %6679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6663, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6680 = fadd <16 x float> %5169, %6679
  br label %6681

6681:                                             ; preds = %6678, %6671, %6664
  %6682 = phi <16 x float> [ %6680, %6678 ], [ %6677, %6671 ], [ %6670, %6664 ]
  switch i64 %155, label %1009 [
    i64 1, label %6697
    i64 2, label %6690
    i64 3, label %6683
    i64 0, label %6719
  ]

6683:                                             ; preds = %6681
  %6684 = bitcast <16 x float> %6682 to <8 x i64>
  %6685 = and <8 x i64> %6684, %59
  %6686 = fcmp oeq <16 x float> %6682, %38
  %6687 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6682, i32 4)
  %6688 = bitcast <8 x i64> %6685 to <16 x float>
  %6689 = select <16 x i1> %6686, <16 x float> %6688, <16 x float> %6687
  br label %6700

6690:                                             ; preds = %6681
  %6691 = bitcast <16 x float> %6682 to <8 x i64>
  %6692 = or <8 x i64> %6691, %60
  %6693 = fcmp oeq <16 x float> %6682, %41
  %6694 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6682, i32 4)
  %6695 = bitcast <8 x i64> %6692 to <16 x float>
  %6696 = select <16 x i1> %6693, <16 x float> %6695, <16 x float> %6694
  br label %6700

6697:                                             ; preds = %6681
  %6698 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6663, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6699 = fadd <16 x float> %6682, %6698
  br label %6700

6700:                                             ; preds = %6697, %6690, %6683
  %6701 = phi <16 x float> [ %6699, %6697 ], [ %6696, %6690 ], [ %6689, %6683 ]
  switch i64 %157, label %1009 [
    i64 1, label %6716
    i64 2, label %6709
    i64 3, label %6702
    i64 0, label %6719
  ]

6702:                                             ; preds = %6700
  %6703 = bitcast <16 x float> %6701 to <8 x i64>
  %6704 = and <8 x i64> %6703, %59
  %6705 = fcmp oeq <16 x float> %6701, %38
  %6706 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6701, i32 4)
  %6707 = bitcast <8 x i64> %6704 to <16 x float>
  %6708 = select <16 x i1> %6705, <16 x float> %6707, <16 x float> %6706
  br label %6719

6709:                                             ; preds = %6700
  %6710 = bitcast <16 x float> %6701 to <8 x i64>
  %6711 = or <8 x i64> %6710, %60
  %6712 = fcmp oeq <16 x float> %6701, %41
  %6713 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6701, i32 4)
  %6714 = bitcast <8 x i64> %6711 to <16 x float>
  %6715 = select <16 x i1> %6712, <16 x float> %6714, <16 x float> %6713
  br label %6719

6716:                                             ; preds = %6700
  %6717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6663, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6718 = fadd <16 x float> %6701, %6717
  br label %6719

6719:                                             ; preds = %6716, %6709, %6702, %6700, %6681, %6659
  %6720 = phi <16 x float> [ %6708, %6702 ], [ %6715, %6709 ], [ %6718, %6716 ], [ %6682, %6681 ], [ %6701, %6700 ], [ %5169, %6659 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6720, ptr align 1 %6662, <16 x i1> %5190)
  %6721 = add nsw i64 %6600, 32
  %6722 = getelementptr inbounds float, ptr %324, i64 %6721
  %6723 = getelementptr inbounds float, ptr %322, i64 %6721
  switch i64 %158, label %1009 [
    i64 1, label %6738
    i64 2, label %6731
    i64 3, label %6724
    i64 0, label %6784
  ]

6724:                                             ; preds = %6719
  %6725 = bitcast <16 x float> %5168 to <8 x i64>
  %6726 = and <8 x i64> %6725, %59
  %6727 = fcmp oeq <16 x float> %5168, %38
  %6728 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5168, i32 4)
  %6729 = bitcast <8 x i64> %6726 to <16 x float>
  %6730 = select <16 x i1> %6727, <16 x float> %6729, <16 x float> %6728
  br label %6741

6731:                                             ; preds = %6719
  %6732 = bitcast <16 x float> %5168 to <8 x i64>
  %6733 = or <8 x i64> %6732, %60
  %6734 = fcmp oeq <16 x float> %5168, %41
  %6735 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5168, i32 4)
  %6736 = bitcast <8 x i64> %6733 to <16 x float>
  %6737 = select <16 x i1> %6734, <16 x float> %6736, <16 x float> %6735
  br label %6741

6738:                                             ; preds = %6719
  %6739 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6723, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6740 = fadd <16 x float> %5168, %6739
  br label %6741

6741:                                             ; preds = %6738, %6731, %6724
  %6742 = phi <16 x float> [ %6740, %6738 ], [ %6737, %6731 ], [ %6730, %6724 ]
  switch i64 %160, label %1009 [
    i64 1, label %6757
    i64 2, label %6750
    i64 3, label %6743
    i64 0, label %6784
  ]

6743:                                             ; preds = %6741
  %6744 = bitcast <16 x float> %6742 to <8 x i64>
  %6745 = and <8 x i64> %6744, %59
  %6746 = fcmp oeq <16 x float> %6742, %38
  %6747 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6742, i32 4)
  %6748 = bitcast <8 x i64> %6745 to <16 x float>
  %6749 = select <16 x i1> %6746, <16 x float> %6748, <16 x float> %6747
  br label %6760

6750:                                             ; preds = %6741
  %6751 = bitcast <16 x float> %6742 to <8 x i64>
  %6752 = or <8 x i64> %6751, %60
  %6753 = fcmp oeq <16 x float> %6742, %41
  %6754 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6742, i32 4)
  %6755 = bitcast <8 x i64> %6752 to <16 x float>
  %6756 = select <16 x i1> %6753, <16 x float> %6755, <16 x float> %6754
  br label %6760

6757:                                             ; preds = %6741
  %6758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6723, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6759 = fadd <16 x float> %6742, %6758
  br label %6760

6760:                                             ; preds = %6757, %6750, %6743
  %6761 = phi <16 x float> [ %6759, %6757 ], [ %6756, %6750 ], [ %6749, %6743 ]
  switch i64 %162, label %1009 [
    i64 1, label %6776
    i64 2, label %6769
    i64 3, label %6762
    i64 0, label %6784
  ]

6762:                                             ; preds = %6760
  %6763 = bitcast <16 x float> %6761 to <8 x i64>
  %6764 = and <8 x i64> %6763, %59
  %6765 = fcmp oeq <16 x float> %6761, %38
  %6766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6761, i32 4)
  %6767 = bitcast <8 x i64> %6764 to <16 x float>
  %6768 = select <16 x i1> %6765, <16 x float> %6767, <16 x float> %6766
  br label %6784

6769:                                             ; preds = %6760
  %6770 = bitcast <16 x float> %6761 to <8 x i64>
  %6771 = or <8 x i64> %6770, %60
  %6772 = fcmp oeq <16 x float> %6761, %41
  %6773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6761, i32 4)
  %6774 = bitcast <8 x i64> %6771 to <16 x float>
  %6775 = select <16 x i1> %6772, <16 x float> %6774, <16 x float> %6773
  br label %6784

6776:                                             ; preds = %6760
  %6777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6723, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6778 = fadd <16 x float> %6761, %6777
  br label %6784

6779:                                             ; preds = %6596
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5170, ptr align 1 %6601, <16 x i1> %5192)
  %6780 = getelementptr float, ptr %324, i64 %6600
  %6781 = getelementptr i8, ptr %6780, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5169, ptr align 1 %6781, <16 x i1> %5193)
  %6782 = getelementptr float, ptr %324, i64 %6600
  %6783 = getelementptr i8, ptr %6782, i64 128
  br label %6784

6784:                                             ; preds = %6779, %6776, %6769, %6762, %6760, %6741, %6719
  %6785 = phi ptr [ %6783, %6779 ], [ %6722, %6762 ], [ %6722, %6769 ], [ %6722, %6776 ], [ %6722, %6760 ], [ %6722, %6741 ], [ %6722, %6719 ]
  %6786 = phi <16 x i1> [ %5194, %6779 ], [ %5191, %6762 ], [ %5191, %6769 ], [ %5191, %6776 ], [ %5191, %6760 ], [ %5191, %6741 ], [ %5191, %6719 ]
  %6787 = phi <16 x float> [ %5168, %6779 ], [ %6768, %6762 ], [ %6775, %6769 ], [ %6778, %6776 ], [ %6761, %6760 ], [ %6742, %6741 ], [ %5168, %6719 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6787, ptr align 1 %6785, <16 x i1> %6786)
  %6788 = add nsw i64 %510, %5002
  %6789 = getelementptr inbounds float, ptr %324, i64 %6788
  br i1 %58, label %6967, label %6790

6790:                                             ; preds = %6784
  %6791 = getelementptr inbounds float, ptr %322, i64 %6788
  switch i64 %148, label %1009 [
    i64 1, label %6806
    i64 2, label %6799
    i64 3, label %6792
    i64 0, label %6847
  ]

6792:                                             ; preds = %6790
  %6793 = bitcast <16 x float> %5167 to <8 x i64>
  %6794 = and <8 x i64> %6793, %59
  %6795 = fcmp oeq <16 x float> %5167, %38
  %6796 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5167, i32 4)
  %6797 = bitcast <8 x i64> %6794 to <16 x float>
  %6798 = select <16 x i1> %6795, <16 x float> %6797, <16 x float> %6796
  br label %6809

6799:                                             ; preds = %6790
  %6800 = bitcast <16 x float> %5167 to <8 x i64>
  %6801 = or <8 x i64> %6800, %60
  %6802 = fcmp oeq <16 x float> %5167, %41
  %6803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5167, i32 4)
  %6804 = bitcast <8 x i64> %6801 to <16 x float>
  %6805 = select <16 x i1> %6802, <16 x float> %6804, <16 x float> %6803
  br label %6809

6806:                                             ; preds = %6790
  %6807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6791, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6808 = fadd <16 x float> %5167, %6807
  br label %6809

6809:                                             ; preds = %6806, %6799, %6792
  %6810 = phi <16 x float> [ %6808, %6806 ], [ %6805, %6799 ], [ %6798, %6792 ]
  switch i64 %150, label %1009 [
    i64 1, label %6825
    i64 2, label %6818
    i64 3, label %6811
    i64 0, label %6847
  ]

6811:                                             ; preds = %6809
  %6812 = bitcast <16 x float> %6810 to <8 x i64>
  %6813 = and <8 x i64> %6812, %59
  %6814 = fcmp oeq <16 x float> %6810, %38
  %6815 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6810, i32 4)
  %6816 = bitcast <8 x i64> %6813 to <16 x float>
  %6817 = select <16 x i1> %6814, <16 x float> %6816, <16 x float> %6815
  br label %6828

6818:                                             ; preds = %6809
  %6819 = bitcast <16 x float> %6810 to <8 x i64>
  %6820 = or <8 x i64> %6819, %60
  %6821 = fcmp oeq <16 x float> %6810, %41
  %6822 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6810, i32 4)
  %6823 = bitcast <8 x i64> %6820 to <16 x float>
  %6824 = select <16 x i1> %6821, <16 x float> %6823, <16 x float> %6822
  br label %6828

6825:                                             ; preds = %6809
  %6826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6791, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6827 = fadd <16 x float> %6810, %6826
  br label %6828

6828:                                             ; preds = %6825, %6818, %6811
  %6829 = phi <16 x float> [ %6827, %6825 ], [ %6824, %6818 ], [ %6817, %6811 ]
  switch i64 %152, label %1009 [
    i64 1, label %6844
    i64 2, label %6837
    i64 3, label %6830
    i64 0, label %6847
  ]

6830:                                             ; preds = %6828
  %6831 = bitcast <16 x float> %6829 to <8 x i64>
  %6832 = and <8 x i64> %6831, %59
  %6833 = fcmp oeq <16 x float> %6829, %38
  %6834 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6829, i32 4)
  %6835 = bitcast <8 x i64> %6832 to <16 x float>
  %6836 = select <16 x i1> %6833, <16 x float> %6835, <16 x float> %6834
  br label %6847

6837:                                             ; preds = %6828
  %6838 = bitcast <16 x float> %6829 to <8 x i64>
  %6839 = or <8 x i64> %6838, %60
  %6840 = fcmp oeq <16 x float> %6829, %41
  %6841 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6829, i32 4)
  %6842 = bitcast <8 x i64> %6839 to <16 x float>
  %6843 = select <16 x i1> %6840, <16 x float> %6842, <16 x float> %6841
  br label %6847

6844:                                             ; preds = %6828
  %6845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6791, <16 x i1> %5189, <16 x float> zeroinitializer)
  %6846 = fadd <16 x float> %6829, %6845
  br label %6847

6847:                                             ; preds = %6844, %6837, %6830, %6828, %6809, %6790
  %6848 = phi <16 x float> [ %6836, %6830 ], [ %6843, %6837 ], [ %6846, %6844 ], [ %6810, %6809 ], [ %6829, %6828 ], [ %5167, %6790 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6848, ptr align 1 %6789, <16 x i1> %5189)
  %6849 = add nsw i64 %6788, 16
  %6850 = getelementptr inbounds float, ptr %324, i64 %6849
  %6851 = getelementptr inbounds float, ptr %322, i64 %6849
  switch i64 %153, label %1009 [
    i64 1, label %6866
    i64 2, label %6859
    i64 3, label %6852
    i64 0, label %6907
  ]

6852:                                             ; preds = %6847
  %6853 = bitcast <16 x float> %5166 to <8 x i64>
  %6854 = and <8 x i64> %6853, %59
  %6855 = fcmp oeq <16 x float> %5166, %38
  %6856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5166, i32 4)
  %6857 = bitcast <8 x i64> %6854 to <16 x float>
  %6858 = select <16 x i1> %6855, <16 x float> %6857, <16 x float> %6856
  br label %6869

6859:                                             ; preds = %6847
  %6860 = bitcast <16 x float> %5166 to <8 x i64>
  %6861 = or <8 x i64> %6860, %60
  %6862 = fcmp oeq <16 x float> %5166, %41
  %6863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5166, i32 4)
  %6864 = bitcast <8 x i64> %6861 to <16 x float>
  %6865 = select <16 x i1> %6862, <16 x float> %6864, <16 x float> %6863
  br label %6869

6866:                                             ; preds = %6847
  %6867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6868 = fadd <16 x float> %5166, %6867
  br label %6869

6869:                                             ; preds = %6866, %6859, %6852
  %6870 = phi <16 x float> [ %6868, %6866 ], [ %6865, %6859 ], [ %6858, %6852 ]
  switch i64 %155, label %1009 [
    i64 1, label %6885
    i64 2, label %6878
    i64 3, label %6871
    i64 0, label %6907
  ]

6871:                                             ; preds = %6869
  %6872 = bitcast <16 x float> %6870 to <8 x i64>
  %6873 = and <8 x i64> %6872, %59
  %6874 = fcmp oeq <16 x float> %6870, %38
  %6875 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6870, i32 4)
  %6876 = bitcast <8 x i64> %6873 to <16 x float>
  %6877 = select <16 x i1> %6874, <16 x float> %6876, <16 x float> %6875
  br label %6888

6878:                                             ; preds = %6869
  %6879 = bitcast <16 x float> %6870 to <8 x i64>
  %6880 = or <8 x i64> %6879, %60
  %6881 = fcmp oeq <16 x float> %6870, %41
  %6882 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6870, i32 4)
  %6883 = bitcast <8 x i64> %6880 to <16 x float>
  %6884 = select <16 x i1> %6881, <16 x float> %6883, <16 x float> %6882
  br label %6888

6885:                                             ; preds = %6869
  %6886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6887 = fadd <16 x float> %6870, %6886
  br label %6888

6888:                                             ; preds = %6885, %6878, %6871
  %6889 = phi <16 x float> [ %6887, %6885 ], [ %6884, %6878 ], [ %6877, %6871 ]
  switch i64 %157, label %1009 [
    i64 1, label %6904
    i64 2, label %6897
    i64 3, label %6890
    i64 0, label %6907
  ]

6890:                                             ; preds = %6888
  %6891 = bitcast <16 x float> %6889 to <8 x i64>
  %6892 = and <8 x i64> %6891, %59
  %6893 = fcmp oeq <16 x float> %6889, %38
  %6894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6889, i32 4)
  %6895 = bitcast <8 x i64> %6892 to <16 x float>
  %6896 = select <16 x i1> %6893, <16 x float> %6895, <16 x float> %6894
  br label %6907

6897:                                             ; preds = %6888
  %6898 = bitcast <16 x float> %6889 to <8 x i64>
  %6899 = or <8 x i64> %6898, %60
  %6900 = fcmp oeq <16 x float> %6889, %41
  %6901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6889, i32 4)
  %6902 = bitcast <8 x i64> %6899 to <16 x float>
  %6903 = select <16 x i1> %6900, <16 x float> %6902, <16 x float> %6901
  br label %6907

6904:                                             ; preds = %6888
  %6905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %5190, <16 x float> zeroinitializer)
  %6906 = fadd <16 x float> %6889, %6905
  br label %6907

6907:                                             ; preds = %6904, %6897, %6890, %6888, %6869, %6847
  %6908 = phi <16 x float> [ %6896, %6890 ], [ %6903, %6897 ], [ %6906, %6904 ], [ %6870, %6869 ], [ %6889, %6888 ], [ %5166, %6847 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6908, ptr align 1 %6850, <16 x i1> %5190)
  %6909 = add nsw i64 %6788, 32
  %6910 = getelementptr inbounds float, ptr %324, i64 %6909
  %6911 = getelementptr inbounds float, ptr %322, i64 %6909
  switch i64 %158, label %1009 [
    i64 1, label %6926
    i64 2, label %6919
    i64 3, label %6912
    i64 0, label %6972
  ]

6912:                                             ; preds = %6907
  %6913 = bitcast <16 x float> %5165 to <8 x i64>
  %6914 = and <8 x i64> %6913, %59
  %6915 = fcmp oeq <16 x float> %5165, %38
  %6916 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %5165, i32 4)
  %6917 = bitcast <8 x i64> %6914 to <16 x float>
  %6918 = select <16 x i1> %6915, <16 x float> %6917, <16 x float> %6916
  br label %6929

6919:                                             ; preds = %6907
  %6920 = bitcast <16 x float> %5165 to <8 x i64>
  %6921 = or <8 x i64> %6920, %60
  %6922 = fcmp oeq <16 x float> %5165, %41
  %6923 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %5165, i32 4)
  %6924 = bitcast <8 x i64> %6921 to <16 x float>
  %6925 = select <16 x i1> %6922, <16 x float> %6924, <16 x float> %6923
  br label %6929

6926:                                             ; preds = %6907
  %6927 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6911, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6928 = fadd <16 x float> %5165, %6927
  br label %6929

6929:                                             ; preds = %6926, %6919, %6912
  %6930 = phi <16 x float> [ %6928, %6926 ], [ %6925, %6919 ], [ %6918, %6912 ]
  switch i64 %160, label %1009 [
    i64 1, label %6945
    i64 2, label %6938
    i64 3, label %6931
    i64 0, label %6972
  ]

6931:                                             ; preds = %6929
  %6932 = bitcast <16 x float> %6930 to <8 x i64>
  %6933 = and <8 x i64> %6932, %59
  %6934 = fcmp oeq <16 x float> %6930, %38
  %6935 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6930, i32 4)
  %6936 = bitcast <8 x i64> %6933 to <16 x float>
  %6937 = select <16 x i1> %6934, <16 x float> %6936, <16 x float> %6935
  br label %6948

6938:                                             ; preds = %6929
  %6939 = bitcast <16 x float> %6930 to <8 x i64>
  %6940 = or <8 x i64> %6939, %60
  %6941 = fcmp oeq <16 x float> %6930, %41
  %6942 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6930, i32 4)
  %6943 = bitcast <8 x i64> %6940 to <16 x float>
  %6944 = select <16 x i1> %6941, <16 x float> %6943, <16 x float> %6942
  br label %6948

6945:                                             ; preds = %6929
  %6946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6911, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6947 = fadd <16 x float> %6930, %6946
  br label %6948

6948:                                             ; preds = %6945, %6938, %6931
  %6949 = phi <16 x float> [ %6947, %6945 ], [ %6944, %6938 ], [ %6937, %6931 ]
  switch i64 %162, label %1009 [
    i64 1, label %6964
    i64 2, label %6957
    i64 3, label %6950
    i64 0, label %6972
  ]

6950:                                             ; preds = %6948
  %6951 = bitcast <16 x float> %6949 to <8 x i64>
  %6952 = and <8 x i64> %6951, %59
  %6953 = fcmp oeq <16 x float> %6949, %38
  %6954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %6949, i32 4)
  %6955 = bitcast <8 x i64> %6952 to <16 x float>
  %6956 = select <16 x i1> %6953, <16 x float> %6955, <16 x float> %6954
  br label %6972

6957:                                             ; preds = %6948
  %6958 = bitcast <16 x float> %6949 to <8 x i64>
  %6959 = or <8 x i64> %6958, %60
  %6960 = fcmp oeq <16 x float> %6949, %41
  %6961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %6949, i32 4)
  %6962 = bitcast <8 x i64> %6959 to <16 x float>
  %6963 = select <16 x i1> %6960, <16 x float> %6962, <16 x float> %6961
  br label %6972

6964:                                             ; preds = %6948
  %6965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6911, <16 x i1> %5191, <16 x float> zeroinitializer)
  %6966 = fadd <16 x float> %6949, %6965
  br label %6972

6967:                                             ; preds = %6784
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5167, ptr align 1 %6789, <16 x i1> %5192)
  %6968 = getelementptr float, ptr %324, i64 %6788
  %6969 = getelementptr i8, ptr %6968, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5166, ptr align 1 %6969, <16 x i1> %5193)
  %6970 = getelementptr float, ptr %324, i64 %6788
  %6971 = getelementptr i8, ptr %6970, i64 128
  br label %6972

6972:                                             ; preds = %6967, %6964, %6957, %6950, %6948, %6929, %6907
  %6973 = phi ptr [ %6971, %6967 ], [ %6910, %6950 ], [ %6910, %6957 ], [ %6910, %6964 ], [ %6910, %6948 ], [ %6910, %6929 ], [ %6910, %6907 ]
  %6974 = phi <16 x i1> [ %5194, %6967 ], [ %5191, %6950 ], [ %5191, %6957 ], [ %5191, %6964 ], [ %5191, %6948 ], [ %5191, %6929 ], [ %5191, %6907 ]
  %6975 = phi <16 x float> [ %5165, %6967 ], [ %6956, %6950 ], [ %6963, %6957 ], [ %6966, %6964 ], [ %6949, %6948 ], [ %6930, %6929 ], [ %5165, %6907 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6975, ptr align 1 %6973, <16 x i1> %6974)
  br label %10625

6976:                                             ; preds = %762
  %6977 = add i64 %603, %10
  %6978 = icmp sgt i64 %6977, 15
  %6979 = trunc i64 %6977 to i32
  %6980 = shl nsw i32 -1, %6979
  %6981 = trunc i32 %6980 to i16
  %6982 = xor i16 %6981, -1
  %6983 = select i1 %6978, i16 -1, i16 %6982
  %6984 = add i64 %6977, -16
  %6985 = icmp sgt i64 %6984, 15
  %6986 = trunc i64 %6984 to i32
  %6987 = shl nsw i32 -1, %6986
  %6988 = trunc i32 %6987 to i16
  %6989 = xor i16 %6988, -1
  %6990 = select i1 %6985, i16 -1, i16 %6989
  %6991 = add i64 %6977, -32
  %6992 = icmp sgt i64 %6991, 15
  %6993 = trunc i64 %6991 to i32
  %6994 = shl nsw i32 -1, %6993
  %6995 = trunc i32 %6994 to i16
  %6996 = xor i16 %6995, -1
  %6997 = select i1 %6992, i16 -1, i16 %6996
  %6998 = add nsw i64 %604, %330
  %6999 = getelementptr float, ptr %319, i64 %6998
  %7000 = bitcast i16 %6983 to <16 x i1>
  %7001 = bitcast i16 %6990 to <16 x i1>
  %7002 = bitcast i16 %6997 to <16 x i1>
  br i1 %53, label %7025, label %7017

7003:                                             ; preds = %7165
  %7004 = shl nuw nsw i64 %604, 1
  %7005 = shl nsw i64 %605, 1
  %7006 = add nsw i64 %7005, -1
  %7007 = add nuw i64 %604, 16
  %7008 = sub i64 %10, %7007
  %7009 = shl nsw i64 %7007, 1
  %7010 = shl nsw i64 %7008, 1
  %7011 = add nsw i64 %7010, -1
  %7012 = add nuw i64 %604, 32
  %7013 = sub i64 %10, %7012
  %7014 = shl nsw i64 %7012, 1
  %7015 = shl nsw i64 %7013, 1
  %7016 = add nsw i64 %7015, -1
  br label %7202

7017:                                             ; preds = %6976
  %7018 = load float, ptr %333, align 4
  %7019 = insertelement <16 x float> poison, float %7018, i64 0
  %7020 = shufflevector <16 x float> %7019, <16 x float> poison, <16 x i32> zeroinitializer
  %7021 = insertelement <16 x float> poison, float %7018, i64 0
  %7022 = shufflevector <16 x float> %7021, <16 x float> poison, <16 x i32> zeroinitializer
  %7023 = insertelement <16 x float> poison, float %7018, i64 0
  %7024 = shufflevector <16 x float> %7023, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7032

7025:                                             ; preds = %6976
  %7026 = getelementptr float, ptr %6999, i64 %437
  %7027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7026, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7028 = getelementptr inbounds nuw i8, ptr %7026, i64 64
  %7029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7028, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7030 = getelementptr inbounds nuw i8, ptr %7026, i64 128
  %7031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7030, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7032

7032:                                             ; preds = %7025, %7017
  %7033 = phi <16 x float> [ %7029, %7025 ], [ %7022, %7017 ]
  %7034 = phi <16 x float> [ %7027, %7025 ], [ %7020, %7017 ]
  %7035 = phi <16 x float> [ %7031, %7025 ], [ %7024, %7017 ]
  br i1 %53, label %7044, label %7036

7036:                                             ; preds = %7032
  %7037 = load float, ptr %438, align 4
  %7038 = insertelement <16 x float> poison, float %7037, i64 0
  %7039 = shufflevector <16 x float> %7038, <16 x float> poison, <16 x i32> zeroinitializer
  %7040 = insertelement <16 x float> poison, float %7037, i64 0
  %7041 = shufflevector <16 x float> %7040, <16 x float> poison, <16 x i32> zeroinitializer
  %7042 = insertelement <16 x float> poison, float %7037, i64 0
  %7043 = shufflevector <16 x float> %7042, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7051

7044:                                             ; preds = %7032
  %7045 = getelementptr float, ptr %6999, i64 %440
  %7046 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7045, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7047 = getelementptr inbounds nuw i8, ptr %7045, i64 64
  %7048 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7047, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7049 = getelementptr inbounds nuw i8, ptr %7045, i64 128
  %7050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7049, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7051

7051:                                             ; preds = %7044, %7036
  %7052 = phi <16 x float> [ %7048, %7044 ], [ %7041, %7036 ]
  %7053 = phi <16 x float> [ %7046, %7044 ], [ %7039, %7036 ]
  %7054 = phi <16 x float> [ %7050, %7044 ], [ %7043, %7036 ]
  br i1 %53, label %7063, label %7055

7055:                                             ; preds = %7051
  %7056 = load float, ptr %441, align 4
  %7057 = insertelement <16 x float> poison, float %7056, i64 0
  %7058 = shufflevector <16 x float> %7057, <16 x float> poison, <16 x i32> zeroinitializer
  %7059 = insertelement <16 x float> poison, float %7056, i64 0
  %7060 = shufflevector <16 x float> %7059, <16 x float> poison, <16 x i32> zeroinitializer
  %7061 = insertelement <16 x float> poison, float %7056, i64 0
  %7062 = shufflevector <16 x float> %7061, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7070

7063:                                             ; preds = %7051
  %7064 = getelementptr float, ptr %6999, i64 %443
  %7065 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7064, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7066 = getelementptr inbounds nuw i8, ptr %7064, i64 64
  %7067 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7066, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7068 = getelementptr inbounds nuw i8, ptr %7064, i64 128
  %7069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7068, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7070

7070:                                             ; preds = %7063, %7055
  %7071 = phi <16 x float> [ %7067, %7063 ], [ %7060, %7055 ]
  %7072 = phi <16 x float> [ %7065, %7063 ], [ %7058, %7055 ]
  %7073 = phi <16 x float> [ %7069, %7063 ], [ %7062, %7055 ]
  br i1 %53, label %7082, label %7074

7074:                                             ; preds = %7070
  %7075 = load float, ptr %444, align 4
  %7076 = insertelement <16 x float> poison, float %7075, i64 0
  %7077 = shufflevector <16 x float> %7076, <16 x float> poison, <16 x i32> zeroinitializer
  %7078 = insertelement <16 x float> poison, float %7075, i64 0
  %7079 = shufflevector <16 x float> %7078, <16 x float> poison, <16 x i32> zeroinitializer
  %7080 = insertelement <16 x float> poison, float %7075, i64 0
  %7081 = shufflevector <16 x float> %7080, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7089

7082:                                             ; preds = %7070
  %7083 = getelementptr float, ptr %6999, i64 %446
  %7084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7083, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7085 = getelementptr inbounds nuw i8, ptr %7083, i64 64
  %7086 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7085, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7087 = getelementptr inbounds nuw i8, ptr %7083, i64 128
  %7088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7087, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7089

7089:                                             ; preds = %7082, %7074
  %7090 = phi <16 x float> [ %7086, %7082 ], [ %7079, %7074 ]
  %7091 = phi <16 x float> [ %7084, %7082 ], [ %7077, %7074 ]
  %7092 = phi <16 x float> [ %7088, %7082 ], [ %7081, %7074 ]
  br i1 %53, label %7101, label %7093

7093:                                             ; preds = %7089
  %7094 = load float, ptr %447, align 4
  %7095 = insertelement <16 x float> poison, float %7094, i64 0
  %7096 = shufflevector <16 x float> %7095, <16 x float> poison, <16 x i32> zeroinitializer
  %7097 = insertelement <16 x float> poison, float %7094, i64 0
  %7098 = shufflevector <16 x float> %7097, <16 x float> poison, <16 x i32> zeroinitializer
  %7099 = insertelement <16 x float> poison, float %7094, i64 0
  %7100 = shufflevector <16 x float> %7099, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7108

7101:                                             ; preds = %7089
  %7102 = getelementptr float, ptr %6999, i64 %449
  %7103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7102, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7104 = getelementptr inbounds nuw i8, ptr %7102, i64 64
  %7105 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7104, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7106 = getelementptr inbounds nuw i8, ptr %7102, i64 128
  %7107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7106, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7108

7108:                                             ; preds = %7101, %7093
  %7109 = phi <16 x float> [ %7105, %7101 ], [ %7098, %7093 ]
  %7110 = phi <16 x float> [ %7103, %7101 ], [ %7096, %7093 ]
  %7111 = phi <16 x float> [ %7107, %7101 ], [ %7100, %7093 ]
  br i1 %53, label %7120, label %7112

7112:                                             ; preds = %7108
  %7113 = load float, ptr %450, align 4
  %7114 = insertelement <16 x float> poison, float %7113, i64 0
  %7115 = shufflevector <16 x float> %7114, <16 x float> poison, <16 x i32> zeroinitializer
  %7116 = insertelement <16 x float> poison, float %7113, i64 0
  %7117 = shufflevector <16 x float> %7116, <16 x float> poison, <16 x i32> zeroinitializer
  %7118 = insertelement <16 x float> poison, float %7113, i64 0
  %7119 = shufflevector <16 x float> %7118, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7127

7120:                                             ; preds = %7108
  %7121 = getelementptr float, ptr %6999, i64 %452
  %7122 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7121, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7123 = getelementptr inbounds nuw i8, ptr %7121, i64 64
  %7124 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7123, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7125 = getelementptr inbounds nuw i8, ptr %7121, i64 128
  %7126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7125, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7127

7127:                                             ; preds = %7120, %7112
  %7128 = phi <16 x float> [ %7124, %7120 ], [ %7117, %7112 ]
  %7129 = phi <16 x float> [ %7122, %7120 ], [ %7115, %7112 ]
  %7130 = phi <16 x float> [ %7126, %7120 ], [ %7119, %7112 ]
  br i1 %53, label %7139, label %7131

7131:                                             ; preds = %7127
  %7132 = load float, ptr %453, align 4
  %7133 = insertelement <16 x float> poison, float %7132, i64 0
  %7134 = shufflevector <16 x float> %7133, <16 x float> poison, <16 x i32> zeroinitializer
  %7135 = insertelement <16 x float> poison, float %7132, i64 0
  %7136 = shufflevector <16 x float> %7135, <16 x float> poison, <16 x i32> zeroinitializer
  %7137 = insertelement <16 x float> poison, float %7132, i64 0
  %7138 = shufflevector <16 x float> %7137, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7146

7139:                                             ; preds = %7127
  %7140 = getelementptr float, ptr %6999, i64 %455
  %7141 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7140, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7142 = getelementptr inbounds nuw i8, ptr %7140, i64 64
  %7143 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7142, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7144 = getelementptr inbounds nuw i8, ptr %7140, i64 128
  %7145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7144, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7146

7146:                                             ; preds = %7139, %7131
  %7147 = phi <16 x float> [ %7143, %7139 ], [ %7136, %7131 ]
  %7148 = phi <16 x float> [ %7141, %7139 ], [ %7134, %7131 ]
  %7149 = phi <16 x float> [ %7145, %7139 ], [ %7138, %7131 ]
  br i1 %53, label %7158, label %7150

7150:                                             ; preds = %7146
  %7151 = load float, ptr %456, align 4
  %7152 = insertelement <16 x float> poison, float %7151, i64 0
  %7153 = shufflevector <16 x float> %7152, <16 x float> poison, <16 x i32> zeroinitializer
  %7154 = insertelement <16 x float> poison, float %7151, i64 0
  %7155 = shufflevector <16 x float> %7154, <16 x float> poison, <16 x i32> zeroinitializer
  %7156 = insertelement <16 x float> poison, float %7151, i64 0
  %7157 = shufflevector <16 x float> %7156, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7165

7158:                                             ; preds = %7146
  %7159 = getelementptr float, ptr %6999, i64 %458
  %7160 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7159, <16 x i1> %7000, <16 x float> zeroinitializer)
  %7161 = getelementptr inbounds nuw i8, ptr %7159, i64 64
  %7162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7161, <16 x i1> %7001, <16 x float> zeroinitializer)
  %7163 = getelementptr inbounds nuw i8, ptr %7159, i64 128
  %7164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %7163, <16 x i1> %7002, <16 x float> zeroinitializer)
  br label %7165

7165:                                             ; preds = %7158, %7150
  %7166 = phi <16 x float> [ %7162, %7158 ], [ %7155, %7150 ]
  %7167 = phi <16 x float> [ %7160, %7158 ], [ %7153, %7150 ]
  %7168 = phi <16 x float> [ %7164, %7158 ], [ %7157, %7150 ]
  br i1 %55, label %7003, label %7169

7169:                                             ; preds = %7485, %7165
  %7170 = phi <16 x float> [ %7168, %7165 ], [ %7486, %7485 ]
  %7171 = phi <16 x float> [ %7166, %7165 ], [ %7487, %7485 ]
  %7172 = phi <16 x float> [ %7167, %7165 ], [ %7488, %7485 ]
  %7173 = phi <16 x float> [ %7149, %7165 ], [ %7489, %7485 ]
  %7174 = phi <16 x float> [ %7147, %7165 ], [ %7490, %7485 ]
  %7175 = phi <16 x float> [ %7148, %7165 ], [ %7491, %7485 ]
  %7176 = phi <16 x float> [ %7130, %7165 ], [ %7492, %7485 ]
  %7177 = phi <16 x float> [ %7128, %7165 ], [ %7493, %7485 ]
  %7178 = phi <16 x float> [ %7129, %7165 ], [ %7494, %7485 ]
  %7179 = phi <16 x float> [ %7111, %7165 ], [ %7495, %7485 ]
  %7180 = phi <16 x float> [ %7109, %7165 ], [ %7496, %7485 ]
  %7181 = phi <16 x float> [ %7110, %7165 ], [ %7497, %7485 ]
  %7182 = phi <16 x float> [ %7092, %7165 ], [ %7498, %7485 ]
  %7183 = phi <16 x float> [ %7090, %7165 ], [ %7499, %7485 ]
  %7184 = phi <16 x float> [ %7091, %7165 ], [ %7500, %7485 ]
  %7185 = phi <16 x float> [ %7073, %7165 ], [ %7501, %7485 ]
  %7186 = phi <16 x float> [ %7071, %7165 ], [ %7502, %7485 ]
  %7187 = phi <16 x float> [ %7072, %7165 ], [ %7503, %7485 ]
  %7188 = phi <16 x float> [ %7054, %7165 ], [ %7504, %7485 ]
  %7189 = phi <16 x float> [ %7052, %7165 ], [ %7505, %7485 ]
  %7190 = phi <16 x float> [ %7053, %7165 ], [ %7506, %7485 ]
  %7191 = phi <16 x float> [ %7035, %7165 ], [ %7507, %7485 ]
  %7192 = phi <16 x float> [ %7033, %7165 ], [ %7508, %7485 ]
  %7193 = phi <16 x float> [ %7034, %7165 ], [ %7509, %7485 ]
  %7194 = bitcast i16 %6983 to <16 x i1>
  %7195 = bitcast i16 %6990 to <16 x i1>
  %7196 = bitcast i16 %6997 to <16 x i1>
  %7197 = bitcast i16 %6983 to <16 x i1>
  %7198 = bitcast i16 %6990 to <16 x i1>
  %7199 = bitcast i16 %6997 to <16 x i1>
  %7200 = add nsw i64 %459, %6998
  %7201 = getelementptr inbounds float, ptr %324, i64 %7200
  br i1 %58, label %7689, label %7512

7202:                                             ; preds = %7003, %7485
  %7203 = phi <16 x float> [ %7486, %7485 ], [ %7168, %7003 ]
  %7204 = phi <16 x float> [ %7487, %7485 ], [ %7166, %7003 ]
  %7205 = phi <16 x float> [ %7488, %7485 ], [ %7167, %7003 ]
  %7206 = phi <16 x float> [ %7489, %7485 ], [ %7149, %7003 ]
  %7207 = phi <16 x float> [ %7490, %7485 ], [ %7147, %7003 ]
  %7208 = phi <16 x float> [ %7491, %7485 ], [ %7148, %7003 ]
  %7209 = phi <16 x float> [ %7492, %7485 ], [ %7130, %7003 ]
  %7210 = phi <16 x float> [ %7493, %7485 ], [ %7128, %7003 ]
  %7211 = phi <16 x float> [ %7494, %7485 ], [ %7129, %7003 ]
  %7212 = phi <16 x float> [ %7495, %7485 ], [ %7111, %7003 ]
  %7213 = phi <16 x float> [ %7496, %7485 ], [ %7109, %7003 ]
  %7214 = phi <16 x float> [ %7497, %7485 ], [ %7110, %7003 ]
  %7215 = phi <16 x float> [ %7498, %7485 ], [ %7092, %7003 ]
  %7216 = phi <16 x float> [ %7499, %7485 ], [ %7090, %7003 ]
  %7217 = phi <16 x float> [ %7500, %7485 ], [ %7091, %7003 ]
  %7218 = phi <16 x float> [ %7501, %7485 ], [ %7073, %7003 ]
  %7219 = phi <16 x float> [ %7502, %7485 ], [ %7071, %7003 ]
  %7220 = phi <16 x float> [ %7503, %7485 ], [ %7072, %7003 ]
  %7221 = phi <16 x float> [ %7504, %7485 ], [ %7054, %7003 ]
  %7222 = phi <16 x float> [ %7505, %7485 ], [ %7052, %7003 ]
  %7223 = phi <16 x float> [ %7506, %7485 ], [ %7053, %7003 ]
  %7224 = phi <16 x float> [ %7507, %7485 ], [ %7035, %7003 ]
  %7225 = phi <16 x float> [ %7508, %7485 ], [ %7033, %7003 ]
  %7226 = phi <16 x float> [ %7509, %7485 ], [ %7034, %7003 ]
  %7227 = phi i64 [ %7510, %7485 ], [ 0, %7003 ]
  %7228 = add i64 %332, %7227
  %7229 = icmp sgt i64 %7228, -1
  %7230 = icmp slt i64 %7228, %7
  %7231 = and i1 %7229, %7230
  br i1 %7231, label %7232, label %7485

7232:                                             ; preds = %7202
  %7233 = mul nsw i64 %7228, %8
  %7234 = getelementptr inbounds float, ptr %317, i64 %7233
  br i1 %56, label %7235, label %7485

7235:                                             ; preds = %7232
  %7236 = mul nuw nsw i64 %7227, %12
  %7237 = getelementptr inbounds nuw float, ptr %334, i64 %7236
  br label %7238

7238:                                             ; preds = %7235, %7342
  %7239 = phi <16 x float> [ %7203, %7235 ], [ %7343, %7342 ]
  %7240 = phi <16 x float> [ %7204, %7235 ], [ %7344, %7342 ]
  %7241 = phi <16 x float> [ %7205, %7235 ], [ %7345, %7342 ]
  %7242 = phi <16 x float> [ %7206, %7235 ], [ %7346, %7342 ]
  %7243 = phi <16 x float> [ %7207, %7235 ], [ %7347, %7342 ]
  %7244 = phi <16 x float> [ %7208, %7235 ], [ %7348, %7342 ]
  %7245 = phi <16 x float> [ %7209, %7235 ], [ %7349, %7342 ]
  %7246 = phi <16 x float> [ %7210, %7235 ], [ %7350, %7342 ]
  %7247 = phi <16 x float> [ %7211, %7235 ], [ %7351, %7342 ]
  %7248 = phi <16 x float> [ %7212, %7235 ], [ %7352, %7342 ]
  %7249 = phi <16 x float> [ %7213, %7235 ], [ %7353, %7342 ]
  %7250 = phi <16 x float> [ %7214, %7235 ], [ %7354, %7342 ]
  %7251 = phi <16 x float> [ %7215, %7235 ], [ %7355, %7342 ]
  %7252 = phi <16 x float> [ %7216, %7235 ], [ %7356, %7342 ]
  %7253 = phi <16 x float> [ %7217, %7235 ], [ %7357, %7342 ]
  %7254 = phi <16 x float> [ %7218, %7235 ], [ %7358, %7342 ]
  %7255 = phi <16 x float> [ %7219, %7235 ], [ %7359, %7342 ]
  %7256 = phi <16 x float> [ %7220, %7235 ], [ %7360, %7342 ]
  %7257 = phi <16 x float> [ %7221, %7235 ], [ %7361, %7342 ]
  %7258 = phi <16 x float> [ %7222, %7235 ], [ %7362, %7342 ]
  %7259 = phi <16 x float> [ %7223, %7235 ], [ %7363, %7342 ]
  %7260 = phi <16 x float> [ %7224, %7235 ], [ %7364, %7342 ]
  %7261 = phi <16 x float> [ %7225, %7235 ], [ %7365, %7342 ]
  %7262 = phi <16 x float> [ %7226, %7235 ], [ %7366, %7342 ]
  %7263 = phi i64 [ 0, %7235 ], [ %7367, %7342 ]
  %7264 = sub i64 %7263, %16
  %7265 = add i64 %7264, %7004
  %7266 = add i64 %7264, %7009
  %7267 = add i64 %7264, %7014
  %7268 = getelementptr inbounds nuw float, ptr %7237, i64 %7263
  br i1 %57, label %7269, label %7342

7269:                                             ; preds = %7238
  %7270 = sub nsw i64 %8, %7267
  %7271 = tail call i64 @llvm.smin.i64(i64 %7270, i64 %7016)
  %7272 = tail call i64 @llvm.smin.i64(i64 %7271, i64 32)
  %7273 = icmp slt i64 %7267, 0
  %7274 = sub nsw i64 0, %7267
  %7275 = select i1 %7273, i64 %7274, i64 0
  %7276 = icmp sgt i64 %7272, %7275
  %7277 = select i1 %7276, i64 %7275, i64 0
  %7278 = select i1 %7276, i64 %7272, i64 0
  %7279 = sub nsw i64 %8, %7266
  %7280 = tail call i64 @llvm.smin.i64(i64 %7279, i64 %7011)
  %7281 = tail call i64 @llvm.smin.i64(i64 %7280, i64 32)
  %7282 = icmp slt i64 %7266, 0
  %7283 = sub nsw i64 0, %7266
  %7284 = select i1 %7282, i64 %7283, i64 0
  %7285 = icmp sgt i64 %7281, %7284
  %7286 = select i1 %7285, i64 %7284, i64 0
  %7287 = select i1 %7285, i64 %7281, i64 0
  %7288 = sub nsw i64 %8, %7265
  %7289 = tail call i64 @llvm.smin.i64(i64 %7288, i64 %7006)
  %7290 = tail call i64 @llvm.smin.i64(i64 %7289, i64 32)
  %7291 = icmp slt i64 %7265, 0
  %7292 = sub nsw i64 0, %7265
  %7293 = select i1 %7291, i64 %7292, i64 0
  %7294 = icmp sgt i64 %7290, %7293
  %7295 = select i1 %7294, i64 %7293, i64 0
  %7296 = select i1 %7294, i64 %7290, i64 0
  %7297 = icmp sgt i64 %7296, %7295
  %7298 = icmp sgt i64 %7296, 31
  %7299 = trunc i64 %7296 to i32
  %7300 = shl nsw i32 -1, %7299
  %7301 = xor i32 %7300, -1
  %7302 = select i1 %7298, i32 -1, i32 %7301
  %7303 = trunc i64 %7295 to i32
  %7304 = shl nsw i32 -1, %7303
  %7305 = and i32 %7302, %7304
  %7306 = icmp sgt i64 %7287, %7286
  %7307 = icmp sgt i64 %7287, 31
  %7308 = trunc i64 %7287 to i32
  %7309 = shl nsw i32 -1, %7308
  %7310 = xor i32 %7309, -1
  %7311 = select i1 %7307, i32 -1, i32 %7310
  %7312 = trunc i64 %7286 to i32
  %7313 = shl nsw i32 -1, %7312
  %7314 = and i32 %7311, %7313
  %7315 = icmp sgt i64 %7278, %7277
  %7316 = icmp sgt i64 %7278, 31
  %7317 = trunc i64 %7278 to i32
  %7318 = shl nsw i32 -1, %7317
  %7319 = xor i32 %7318, -1
  %7320 = select i1 %7316, i32 -1, i32 %7319
  %7321 = trunc i64 %7277 to i32
  %7322 = shl nsw i32 -1, %7321
  %7323 = and i32 %7320, %7322
  %7324 = select i1 %7297, i32 %7305, i32 0
  %7325 = trunc i32 %7324 to i16
  %7326 = bitcast i16 %7325 to <16 x i1>
  %7327 = lshr i32 %7324, 16
  %7328 = trunc nuw i32 %7327 to i16
  %7329 = bitcast i16 %7328 to <16 x i1>
  %7330 = select i1 %7306, i32 %7314, i32 0
  %7331 = trunc i32 %7330 to i16
  %7332 = bitcast i16 %7331 to <16 x i1>
  %7333 = lshr i32 %7330, 16
  %7334 = trunc nuw i32 %7333 to i16
  %7335 = bitcast i16 %7334 to <16 x i1>
  %7336 = select i1 %7315, i32 %7323, i32 0
  %7337 = trunc i32 %7336 to i16
  %7338 = bitcast i16 %7337 to <16 x i1>
  %7339 = lshr i32 %7336, 16
  %7340 = trunc nuw i32 %7339 to i16
  %7341 = bitcast i16 %7340 to <16 x i1>
  br label %7369

7342:                                             ; preds = %7369, %7238
  %7343 = phi <16 x float> [ %7239, %7238 ], [ %7482, %7369 ]
  %7344 = phi <16 x float> [ %7240, %7238 ], [ %7481, %7369 ]
  %7345 = phi <16 x float> [ %7241, %7238 ], [ %7480, %7369 ]
  %7346 = phi <16 x float> [ %7242, %7238 ], [ %7473, %7369 ]
  %7347 = phi <16 x float> [ %7243, %7238 ], [ %7472, %7369 ]
  %7348 = phi <16 x float> [ %7244, %7238 ], [ %7471, %7369 ]
  %7349 = phi <16 x float> [ %7245, %7238 ], [ %7464, %7369 ]
  %7350 = phi <16 x float> [ %7246, %7238 ], [ %7463, %7369 ]
  %7351 = phi <16 x float> [ %7247, %7238 ], [ %7462, %7369 ]
  %7352 = phi <16 x float> [ %7248, %7238 ], [ %7455, %7369 ]
  %7353 = phi <16 x float> [ %7249, %7238 ], [ %7454, %7369 ]
  %7354 = phi <16 x float> [ %7250, %7238 ], [ %7453, %7369 ]
  %7355 = phi <16 x float> [ %7251, %7238 ], [ %7446, %7369 ]
  %7356 = phi <16 x float> [ %7252, %7238 ], [ %7445, %7369 ]
  %7357 = phi <16 x float> [ %7253, %7238 ], [ %7444, %7369 ]
  %7358 = phi <16 x float> [ %7254, %7238 ], [ %7437, %7369 ]
  %7359 = phi <16 x float> [ %7255, %7238 ], [ %7436, %7369 ]
  %7360 = phi <16 x float> [ %7256, %7238 ], [ %7435, %7369 ]
  %7361 = phi <16 x float> [ %7257, %7238 ], [ %7428, %7369 ]
  %7362 = phi <16 x float> [ %7258, %7238 ], [ %7427, %7369 ]
  %7363 = phi <16 x float> [ %7259, %7238 ], [ %7426, %7369 ]
  %7364 = phi <16 x float> [ %7260, %7238 ], [ %7419, %7369 ]
  %7365 = phi <16 x float> [ %7261, %7238 ], [ %7418, %7369 ]
  %7366 = phi <16 x float> [ %7262, %7238 ], [ %7417, %7369 ]
  %7367 = add nuw nsw i64 %7263, 1
  %7368 = icmp eq i64 %7367, %12
  br i1 %7368, label %7485, label %7238

7369:                                             ; preds = %7269, %7369
  %7370 = phi <16 x float> [ %7482, %7369 ], [ %7239, %7269 ]
  %7371 = phi <16 x float> [ %7481, %7369 ], [ %7240, %7269 ]
  %7372 = phi <16 x float> [ %7480, %7369 ], [ %7241, %7269 ]
  %7373 = phi <16 x float> [ %7473, %7369 ], [ %7242, %7269 ]
  %7374 = phi <16 x float> [ %7472, %7369 ], [ %7243, %7269 ]
  %7375 = phi <16 x float> [ %7471, %7369 ], [ %7244, %7269 ]
  %7376 = phi <16 x float> [ %7464, %7369 ], [ %7245, %7269 ]
  %7377 = phi <16 x float> [ %7463, %7369 ], [ %7246, %7269 ]
  %7378 = phi <16 x float> [ %7462, %7369 ], [ %7247, %7269 ]
  %7379 = phi <16 x float> [ %7455, %7369 ], [ %7248, %7269 ]
  %7380 = phi <16 x float> [ %7454, %7369 ], [ %7249, %7269 ]
  %7381 = phi <16 x float> [ %7453, %7369 ], [ %7250, %7269 ]
  %7382 = phi <16 x float> [ %7446, %7369 ], [ %7251, %7269 ]
  %7383 = phi <16 x float> [ %7445, %7369 ], [ %7252, %7269 ]
  %7384 = phi <16 x float> [ %7444, %7369 ], [ %7253, %7269 ]
  %7385 = phi <16 x float> [ %7437, %7369 ], [ %7254, %7269 ]
  %7386 = phi <16 x float> [ %7436, %7369 ], [ %7255, %7269 ]
  %7387 = phi <16 x float> [ %7435, %7369 ], [ %7256, %7269 ]
  %7388 = phi <16 x float> [ %7428, %7369 ], [ %7257, %7269 ]
  %7389 = phi <16 x float> [ %7427, %7369 ], [ %7258, %7269 ]
  %7390 = phi <16 x float> [ %7426, %7369 ], [ %7259, %7269 ]
  %7391 = phi <16 x float> [ %7419, %7369 ], [ %7260, %7269 ]
  %7392 = phi <16 x float> [ %7418, %7369 ], [ %7261, %7269 ]
  %7393 = phi <16 x float> [ %7417, %7369 ], [ %7262, %7269 ]
  %7394 = phi i64 [ %7483, %7369 ], [ 0, %7269 ]
  %7395 = mul nsw i64 %51, %7394
  %7396 = getelementptr inbounds float, ptr %7234, i64 %7395
  %7397 = getelementptr inbounds float, ptr %7396, i64 %7265
  %7398 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7397, <16 x i1> %7326, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7399 = getelementptr inbounds nuw i8, ptr %7397, i64 64
  %7400 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7399, <16 x i1> %7329, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7401 = shufflevector <16 x float> %7398, <16 x float> %7400, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7402 = getelementptr inbounds float, ptr %7396, i64 %7266
  %7403 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7402, <16 x i1> %7332, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7404 = getelementptr inbounds nuw i8, ptr %7402, i64 64
  %7405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7404, <16 x i1> %7335, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7406 = shufflevector <16 x float> %7403, <16 x float> %7405, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7407 = getelementptr inbounds float, ptr %7396, i64 %7267
  %7408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7407, <16 x i1> %7338, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7409 = getelementptr inbounds nuw i8, ptr %7407, i64 64
  %7410 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7409, <16 x i1> %7341, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7411 = shufflevector <16 x float> %7408, <16 x float> %7410, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7412 = mul nuw nsw i64 %7394, %52
  %7413 = getelementptr inbounds nuw float, ptr %7268, i64 %7412
  %7414 = load float, ptr %7413, align 4
  %7415 = insertelement <16 x float> poison, float %7414, i64 0
  %7416 = shufflevector <16 x float> %7415, <16 x float> poison, <16 x i32> zeroinitializer
  %7417 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7416, <16 x float> %7393)
  %7418 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7416, <16 x float> %7392)
  %7419 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7416, <16 x float> %7391)
  %7420 = add nuw nsw i64 %5, %7394
  %7421 = mul nuw nsw i64 %7420, %52
  %7422 = getelementptr inbounds nuw float, ptr %7268, i64 %7421
  %7423 = load float, ptr %7422, align 4
  %7424 = insertelement <16 x float> poison, float %7423, i64 0
  %7425 = shufflevector <16 x float> %7424, <16 x float> poison, <16 x i32> zeroinitializer
  %7426 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7425, <16 x float> %7390)
  %7427 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7425, <16 x float> %7389)
  %7428 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7425, <16 x float> %7388)
  %7429 = add nuw nsw i64 %121, %7394
  %7430 = mul nuw nsw i64 %7429, %52
  %7431 = getelementptr inbounds nuw float, ptr %7268, i64 %7430
  %7432 = load float, ptr %7431, align 4
  %7433 = insertelement <16 x float> poison, float %7432, i64 0
  %7434 = shufflevector <16 x float> %7433, <16 x float> poison, <16 x i32> zeroinitializer
  %7435 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7434, <16 x float> %7387)
  %7436 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7434, <16 x float> %7386)
  %7437 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7434, <16 x float> %7385)
  %7438 = add nuw nsw i64 %122, %7394
  %7439 = mul nuw nsw i64 %7438, %52
  %7440 = getelementptr inbounds nuw float, ptr %7268, i64 %7439
  %7441 = load float, ptr %7440, align 4
  %7442 = insertelement <16 x float> poison, float %7441, i64 0
  %7443 = shufflevector <16 x float> %7442, <16 x float> poison, <16 x i32> zeroinitializer
  %7444 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7443, <16 x float> %7384)
  %7445 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7443, <16 x float> %7383)
  %7446 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7443, <16 x float> %7382)
  %7447 = add nuw nsw i64 %123, %7394
  %7448 = mul nuw nsw i64 %7447, %52
  %7449 = getelementptr inbounds nuw float, ptr %7268, i64 %7448
  %7450 = load float, ptr %7449, align 4
  %7451 = insertelement <16 x float> poison, float %7450, i64 0
  %7452 = shufflevector <16 x float> %7451, <16 x float> poison, <16 x i32> zeroinitializer
  %7453 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7452, <16 x float> %7381)
  %7454 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7452, <16 x float> %7380)
  %7455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7452, <16 x float> %7379)
  %7456 = add nuw nsw i64 %124, %7394
  %7457 = mul nuw nsw i64 %7456, %52
  %7458 = getelementptr inbounds nuw float, ptr %7268, i64 %7457
  %7459 = load float, ptr %7458, align 4
  %7460 = insertelement <16 x float> poison, float %7459, i64 0
  %7461 = shufflevector <16 x float> %7460, <16 x float> poison, <16 x i32> zeroinitializer
  %7462 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7461, <16 x float> %7378)
  %7463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7461, <16 x float> %7377)
  %7464 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7461, <16 x float> %7376)
  %7465 = add nuw nsw i64 %125, %7394
  %7466 = mul nuw nsw i64 %7465, %52
  %7467 = getelementptr inbounds nuw float, ptr %7268, i64 %7466
  %7468 = load float, ptr %7467, align 4
  %7469 = insertelement <16 x float> poison, float %7468, i64 0
  %7470 = shufflevector <16 x float> %7469, <16 x float> poison, <16 x i32> zeroinitializer
  %7471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7470, <16 x float> %7375)
  %7472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7470, <16 x float> %7374)
  %7473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7470, <16 x float> %7373)
  %7474 = add nuw nsw i64 %126, %7394
  %7475 = mul nuw nsw i64 %7474, %52
  %7476 = getelementptr inbounds nuw float, ptr %7268, i64 %7475
  %7477 = load float, ptr %7476, align 4
  %7478 = insertelement <16 x float> poison, float %7477, i64 0
  %7479 = shufflevector <16 x float> %7478, <16 x float> poison, <16 x i32> zeroinitializer
  %7480 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7401, <16 x float> %7479, <16 x float> %7372)
  %7481 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7406, <16 x float> %7479, <16 x float> %7371)
  %7482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7411, <16 x float> %7479, <16 x float> %7370)
  %7483 = add nuw nsw i64 %7394, 1
  %7484 = icmp eq i64 %7483, %5
  br i1 %7484, label %7342, label %7369

7485:                                             ; preds = %7342, %7232, %7202
  %7486 = phi <16 x float> [ %7203, %7202 ], [ %7203, %7232 ], [ %7343, %7342 ]
  %7487 = phi <16 x float> [ %7204, %7202 ], [ %7204, %7232 ], [ %7344, %7342 ]
  %7488 = phi <16 x float> [ %7205, %7202 ], [ %7205, %7232 ], [ %7345, %7342 ]
  %7489 = phi <16 x float> [ %7206, %7202 ], [ %7206, %7232 ], [ %7346, %7342 ]
  %7490 = phi <16 x float> [ %7207, %7202 ], [ %7207, %7232 ], [ %7347, %7342 ]
  %7491 = phi <16 x float> [ %7208, %7202 ], [ %7208, %7232 ], [ %7348, %7342 ]
  %7492 = phi <16 x float> [ %7209, %7202 ], [ %7209, %7232 ], [ %7349, %7342 ]
  %7493 = phi <16 x float> [ %7210, %7202 ], [ %7210, %7232 ], [ %7350, %7342 ]
  %7494 = phi <16 x float> [ %7211, %7202 ], [ %7211, %7232 ], [ %7351, %7342 ]
  %7495 = phi <16 x float> [ %7212, %7202 ], [ %7212, %7232 ], [ %7352, %7342 ]
  %7496 = phi <16 x float> [ %7213, %7202 ], [ %7213, %7232 ], [ %7353, %7342 ]
  %7497 = phi <16 x float> [ %7214, %7202 ], [ %7214, %7232 ], [ %7354, %7342 ]
  %7498 = phi <16 x float> [ %7215, %7202 ], [ %7215, %7232 ], [ %7355, %7342 ]
  %7499 = phi <16 x float> [ %7216, %7202 ], [ %7216, %7232 ], [ %7356, %7342 ]
  %7500 = phi <16 x float> [ %7217, %7202 ], [ %7217, %7232 ], [ %7357, %7342 ]
  %7501 = phi <16 x float> [ %7218, %7202 ], [ %7218, %7232 ], [ %7358, %7342 ]
  %7502 = phi <16 x float> [ %7219, %7202 ], [ %7219, %7232 ], [ %7359, %7342 ]
  %7503 = phi <16 x float> [ %7220, %7202 ], [ %7220, %7232 ], [ %7360, %7342 ]
  %7504 = phi <16 x float> [ %7221, %7202 ], [ %7221, %7232 ], [ %7361, %7342 ]
  %7505 = phi <16 x float> [ %7222, %7202 ], [ %7222, %7232 ], [ %7362, %7342 ]
  %7506 = phi <16 x float> [ %7223, %7202 ], [ %7223, %7232 ], [ %7363, %7342 ]
  %7507 = phi <16 x float> [ %7224, %7202 ], [ %7224, %7232 ], [ %7364, %7342 ]
  %7508 = phi <16 x float> [ %7225, %7202 ], [ %7225, %7232 ], [ %7365, %7342 ]
  %7509 = phi <16 x float> [ %7226, %7202 ], [ %7226, %7232 ], [ %7366, %7342 ]
  %7510 = add nuw nsw i64 %7227, 1
  %7511 = icmp eq i64 %7510, %11
  br i1 %7511, label %7169, label %7202

7512:                                             ; preds = %7169
  %7513 = getelementptr inbounds float, ptr %322, i64 %7200
  switch i64 %127, label %1009 [
    i64 1, label %7514
    i64 2, label %7517
    i64 3, label %7524
    i64 0, label %7569
  ]

7514:                                             ; preds = %7512
  %7515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7513, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7516 = fadd <16 x float> %7193, %7515
  br label %7531

7517:                                             ; preds = %7512
  %7518 = bitcast <16 x float> %7193 to <8 x i64>
  %7519 = or <8 x i64> %7518, %60
  %7520 = fcmp oeq <16 x float> %7193, %41
  %7521 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7193, i32 4)
  %7522 = bitcast <8 x i64> %7519 to <16 x float>
  %7523 = select <16 x i1> %7520, <16 x float> %7522, <16 x float> %7521
  br label %7531

7524:                                             ; preds = %7512
  %7525 = bitcast <16 x float> %7193 to <8 x i64>
  %7526 = and <8 x i64> %7525, %59
  %7527 = fcmp oeq <16 x float> %7193, %38
  %7528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7193, i32 4)
  %7529 = bitcast <8 x i64> %7526 to <16 x float>
  %7530 = select <16 x i1> %7527, <16 x float> %7529, <16 x float> %7528
  br label %7531

7531:                                             ; preds = %7524, %7517, %7514
  %7532 = phi <16 x float> [ %7516, %7514 ], [ %7523, %7517 ], [ %7530, %7524 ]
  switch i64 %129, label %1009 [
    i64 1, label %7547
    i64 2, label %7540
    i64 3, label %7533
    i64 0, label %7569
  ]

7533:                                             ; preds = %7531
  %7534 = bitcast <16 x float> %7532 to <8 x i64>
  %7535 = and <8 x i64> %7534, %59
  %7536 = fcmp oeq <16 x float> %7532, %38
  %7537 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7532, i32 4)
  %7538 = bitcast <8 x i64> %7535 to <16 x float>
  %7539 = select <16 x i1> %7536, <16 x float> %7538, <16 x float> %7537
  br label %7550

7540:                                             ; preds = %7531
  %7541 = bitcast <16 x float> %7532 to <8 x i64>
  %7542 = or <8 x i64> %7541, %60
  %7543 = fcmp oeq <16 x float> %7532, %41
  %7544 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7532, i32 4)
  %7545 = bitcast <8 x i64> %7542 to <16 x float>
  %7546 = select <16 x i1> %7543, <16 x float> %7545, <16 x float> %7544
  br label %7550

7547:                                             ; preds = %7531
  %7548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7513, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7549 = fadd <16 x float> %7532, %7548
  br label %7550

7550:                                             ; preds = %7547, %7540, %7533
  %7551 = phi <16 x float> [ %7549, %7547 ], [ %7546, %7540 ], [ %7539, %7533 ]
  switch i64 %131, label %1009 [
    i64 1, label %7566
    i64 2, label %7559
    i64 3, label %7552
    i64 0, label %7569
  ]

7552:                                             ; preds = %7550
  %7553 = bitcast <16 x float> %7551 to <8 x i64>
  %7554 = and <8 x i64> %7553, %59
  %7555 = fcmp oeq <16 x float> %7551, %38
  %7556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7551, i32 4)
  %7557 = bitcast <8 x i64> %7554 to <16 x float>
  %7558 = select <16 x i1> %7555, <16 x float> %7557, <16 x float> %7556
  br label %7569

7559:                                             ; preds = %7550
  %7560 = bitcast <16 x float> %7551 to <8 x i64>
  %7561 = or <8 x i64> %7560, %60
  %7562 = fcmp oeq <16 x float> %7551, %41
  %7563 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7551, i32 4)
  %7564 = bitcast <8 x i64> %7561 to <16 x float>
  %7565 = select <16 x i1> %7562, <16 x float> %7564, <16 x float> %7563
  br label %7569

7566:                                             ; preds = %7550
  %7567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7513, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7568 = fadd <16 x float> %7551, %7567
  br label %7569

7569:                                             ; preds = %7512, %7531, %7550, %7566, %7559, %7552
  %7570 = phi <16 x float> [ %7558, %7552 ], [ %7565, %7559 ], [ %7568, %7566 ], [ %7532, %7531 ], [ %7551, %7550 ], [ %7193, %7512 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7570, ptr align 1 %7201, <16 x i1> %7194)
  %7571 = add nsw i64 %7200, 16
  %7572 = getelementptr inbounds float, ptr %324, i64 %7571
  %7573 = getelementptr inbounds float, ptr %322, i64 %7571
  switch i64 %132, label %1009 [
    i64 1, label %7588
    i64 2, label %7581
    i64 3, label %7574
    i64 0, label %7629
  ]

7574:                                             ; preds = %7569
  %7575 = bitcast <16 x float> %7192 to <8 x i64>
  %7576 = and <8 x i64> %7575, %59
  %7577 = fcmp oeq <16 x float> %7192, %38
  %7578 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7192, i32 4)
  %7579 = bitcast <8 x i64> %7576 to <16 x float>
  %7580 = select <16 x i1> %7577, <16 x float> %7579, <16 x float> %7578
  br label %7591

7581:                                             ; preds = %7569
  %7582 = bitcast <16 x float> %7192 to <8 x i64>
  %7583 = or <8 x i64> %7582, %60
  %7584 = fcmp oeq <16 x float> %7192, %41
  %7585 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7192, i32 4)
  %7586 = bitcast <8 x i64> %7583 to <16 x float>
  %7587 = select <16 x i1> %7584, <16 x float> %7586, <16 x float> %7585
  br label %7591

7588:                                             ; preds = %7569
  %7589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7573, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7590 = fadd <16 x float> %7192, %7589
  br label %7591

7591:                                             ; preds = %7588, %7581, %7574
  %7592 = phi <16 x float> [ %7590, %7588 ], [ %7587, %7581 ], [ %7580, %7574 ]
  switch i64 %134, label %1009 [
    i64 1, label %7607
    i64 2, label %7600
    i64 3, label %7593
    i64 0, label %7629
  ]

7593:                                             ; preds = %7591
  %7594 = bitcast <16 x float> %7592 to <8 x i64>
  %7595 = and <8 x i64> %7594, %59
  %7596 = fcmp oeq <16 x float> %7592, %38
  %7597 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7592, i32 4)
  %7598 = bitcast <8 x i64> %7595 to <16 x float>
  %7599 = select <16 x i1> %7596, <16 x float> %7598, <16 x float> %7597
  br label %7610

7600:                                             ; preds = %7591
  %7601 = bitcast <16 x float> %7592 to <8 x i64>
  %7602 = or <8 x i64> %7601, %60
  %7603 = fcmp oeq <16 x float> %7592, %41
  %7604 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7592, i32 4)
  %7605 = bitcast <8 x i64> %7602 to <16 x float>
  %7606 = select <16 x i1> %7603, <16 x float> %7605, <16 x float> %7604
  br label %7610

7607:                                             ; preds = %7591
  %7608 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7573, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7609 = fadd <16 x float> %7592, %7608
  br label %7610

7610:                                             ; preds = %7607, %7600, %7593
  %7611 = phi <16 x float> [ %7609, %7607 ], [ %7606, %7600 ], [ %7599, %7593 ]
  switch i64 %136, label %1009 [
    i64 1, label %7626
    i64 2, label %7619
    i64 3, label %7612
    i64 0, label %7629
  ]

7612:                                             ; preds = %7610
  %7613 = bitcast <16 x float> %7611 to <8 x i64>
  %7614 = and <8 x i64> %7613, %59
  %7615 = fcmp oeq <16 x float> %7611, %38
  %7616 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7611, i32 4)
  %7617 = bitcast <8 x i64> %7614 to <16 x float>
  %7618 = select <16 x i1> %7615, <16 x float> %7617, <16 x float> %7616
  br label %7629

7619:                                             ; preds = %7610
  %7620 = bitcast <16 x float> %7611 to <8 x i64>
  %7621 = or <8 x i64> %7620, %60
  %7622 = fcmp oeq <16 x float> %7611, %41
  %7623 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7611, i32 4)
  %7624 = bitcast <8 x i64> %7621 to <16 x float>
  %7625 = select <16 x i1> %7622, <16 x float> %7624, <16 x float> %7623
  br label %7629

7626:                                             ; preds = %7610
  %7627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7573, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7628 = fadd <16 x float> %7611, %7627
  br label %7629

7629:                                             ; preds = %7569, %7591, %7610, %7626, %7619, %7612
  %7630 = phi <16 x float> [ %7618, %7612 ], [ %7625, %7619 ], [ %7628, %7626 ], [ %7592, %7591 ], [ %7611, %7610 ], [ %7192, %7569 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7630, ptr align 1 %7572, <16 x i1> %7195)
  %7631 = add nsw i64 %7200, 32
  %7632 = getelementptr inbounds float, ptr %324, i64 %7631
  %7633 = getelementptr inbounds float, ptr %322, i64 %7631
  switch i64 %137, label %1009 [
    i64 1, label %7648
    i64 2, label %7641
    i64 3, label %7634
    i64 0, label %7694
  ]

7634:                                             ; preds = %7629
  %7635 = bitcast <16 x float> %7191 to <8 x i64>
  %7636 = and <8 x i64> %7635, %59
  %7637 = fcmp oeq <16 x float> %7191, %38
  %7638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7191, i32 4)
  %7639 = bitcast <8 x i64> %7636 to <16 x float>
  %7640 = select <16 x i1> %7637, <16 x float> %7639, <16 x float> %7638
  br label %7651

7641:                                             ; preds = %7629
  %7642 = bitcast <16 x float> %7191 to <8 x i64>
  %7643 = or <8 x i64> %7642, %60
  %7644 = fcmp oeq <16 x float> %7191, %41
  %7645 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7191, i32 4)
  %7646 = bitcast <8 x i64> %7643 to <16 x float>
  %7647 = select <16 x i1> %7644, <16 x float> %7646, <16 x float> %7645
  br label %7651

7648:                                             ; preds = %7629
  %7649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7633, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7650 = fadd <16 x float> %7191, %7649
  br label %7651

7651:                                             ; preds = %7648, %7641, %7634
  %7652 = phi <16 x float> [ %7650, %7648 ], [ %7647, %7641 ], [ %7640, %7634 ]
  switch i64 %139, label %1009 [
    i64 1, label %7667
    i64 2, label %7660
    i64 3, label %7653
    i64 0, label %7694
  ]

7653:                                             ; preds = %7651
  %7654 = bitcast <16 x float> %7652 to <8 x i64>
  %7655 = and <8 x i64> %7654, %59
  %7656 = fcmp oeq <16 x float> %7652, %38
  %7657 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7652, i32 4)
  %7658 = bitcast <8 x i64> %7655 to <16 x float>
  %7659 = select <16 x i1> %7656, <16 x float> %7658, <16 x float> %7657
  br label %7670

7660:                                             ; preds = %7651
  %7661 = bitcast <16 x float> %7652 to <8 x i64>
  %7662 = or <8 x i64> %7661, %60
  %7663 = fcmp oeq <16 x float> %7652, %41
  %7664 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7652, i32 4)
  %7665 = bitcast <8 x i64> %7662 to <16 x float>
  %7666 = select <16 x i1> %7663, <16 x float> %7665, <16 x float> %7664
  br label %7670

7667:                                             ; preds = %7651
  %7668 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7633, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7669 = fadd <16 x float> %7652, %7668
  br label %7670

7670:                                             ; preds = %7667, %7660, %7653
  %7671 = phi <16 x float> [ %7669, %7667 ], [ %7666, %7660 ], [ %7659, %7653 ]
  switch i64 %141, label %1009 [
    i64 1, label %7686
    i64 2, label %7679
    i64 3, label %7672
    i64 0, label %7694
  ]

7672:                                             ; preds = %7670
  %7673 = bitcast <16 x float> %7671 to <8 x i64>
  %7674 = and <8 x i64> %7673, %59
  %7675 = fcmp oeq <16 x float> %7671, %38
  %7676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7671, i32 4)
  %7677 = bitcast <8 x i64> %7674 to <16 x float>
  %7678 = select <16 x i1> %7675, <16 x float> %7677, <16 x float> %7676
  br label %7694

7679:                                             ; preds = %7670
  %7680 = bitcast <16 x float> %7671 to <8 x i64>
  %7681 = or <8 x i64> %7680, %60
  %7682 = fcmp oeq <16 x float> %7671, %41
  %7683 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7671, i32 4)
  %7684 = bitcast <8 x i64> %7681 to <16 x float>
  %7685 = select <16 x i1> %7682, <16 x float> %7684, <16 x float> %7683
  br label %7694

7686:                                             ; preds = %7670
  %7687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7633, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7688 = fadd <16 x float> %7671, %7687
  br label %7694

7689:                                             ; preds = %7169
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7193, ptr align 1 %7201, <16 x i1> %7197)
  %7690 = getelementptr float, ptr %324, i64 %7200
  %7691 = getelementptr i8, ptr %7690, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7192, ptr align 1 %7691, <16 x i1> %7198)
  %7692 = getelementptr float, ptr %324, i64 %7200
  %7693 = getelementptr i8, ptr %7692, i64 128
  br label %7694

7694:                                             ; preds = %7629, %7651, %7670, %7686, %7679, %7672, %7689
  %7695 = phi ptr [ %7693, %7689 ], [ %7632, %7672 ], [ %7632, %7679 ], [ %7632, %7686 ], [ %7632, %7670 ], [ %7632, %7651 ], [ %7632, %7629 ]
  %7696 = phi <16 x i1> [ %7199, %7689 ], [ %7196, %7672 ], [ %7196, %7679 ], [ %7196, %7686 ], [ %7196, %7670 ], [ %7196, %7651 ], [ %7196, %7629 ]
  %7697 = phi <16 x float> [ %7191, %7689 ], [ %7678, %7672 ], [ %7685, %7679 ], [ %7688, %7686 ], [ %7671, %7670 ], [ %7652, %7651 ], [ %7191, %7629 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7697, ptr align 1 %7695, <16 x i1> %7696)
  %7698 = add nsw i64 %461, %6998
  %7699 = getelementptr inbounds float, ptr %324, i64 %7698
  br i1 %58, label %7877, label %7700

7700:                                             ; preds = %7694
  %7701 = getelementptr inbounds float, ptr %322, i64 %7698
  switch i64 %127, label %1009 [
    i64 1, label %7716
    i64 2, label %7709
    i64 3, label %7702
    i64 0, label %7757
  ]

7702:                                             ; preds = %7700
  %7703 = bitcast <16 x float> %7190 to <8 x i64>
  %7704 = and <8 x i64> %7703, %59
  %7705 = fcmp oeq <16 x float> %7190, %38
  %7706 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7190, i32 4)
  %7707 = bitcast <8 x i64> %7704 to <16 x float>
  %7708 = select <16 x i1> %7705, <16 x float> %7707, <16 x float> %7706
  br label %7719

7709:                                             ; preds = %7700
  %7710 = bitcast <16 x float> %7190 to <8 x i64>
  %7711 = or <8 x i64> %7710, %60
  %7712 = fcmp oeq <16 x float> %7190, %41
  %7713 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7190, i32 4)
  %7714 = bitcast <8 x i64> %7711 to <16 x float>
  %7715 = select <16 x i1> %7712, <16 x float> %7714, <16 x float> %7713
  br label %7719

7716:                                             ; preds = %7700
  %7717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7701, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7718 = fadd <16 x float> %7190, %7717
  br label %7719

7719:                                             ; preds = %7716, %7709, %7702
  %7720 = phi <16 x float> [ %7718, %7716 ], [ %7715, %7709 ], [ %7708, %7702 ]
  switch i64 %129, label %1009 [
    i64 1, label %7735
    i64 2, label %7728
    i64 3, label %7721
    i64 0, label %7757
  ]

7721:                                             ; preds = %7719
  %7722 = bitcast <16 x float> %7720 to <8 x i64>
  %7723 = and <8 x i64> %7722, %59
  %7724 = fcmp oeq <16 x float> %7720, %38
  %7725 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7720, i32 4)
  %7726 = bitcast <8 x i64> %7723 to <16 x float>
  %7727 = select <16 x i1> %7724, <16 x float> %7726, <16 x float> %7725
  br label %7738

7728:                                             ; preds = %7719
  %7729 = bitcast <16 x float> %7720 to <8 x i64>
  %7730 = or <8 x i64> %7729, %60
  %7731 = fcmp oeq <16 x float> %7720, %41
  %7732 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7720, i32 4)
  %7733 = bitcast <8 x i64> %7730 to <16 x float>
  %7734 = select <16 x i1> %7731, <16 x float> %7733, <16 x float> %7732
  br label %7738

7735:                                             ; preds = %7719
  %7736 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7701, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7737 = fadd <16 x float> %7720, %7736
  br label %7738

7738:                                             ; preds = %7735, %7728, %7721
  %7739 = phi <16 x float> [ %7737, %7735 ], [ %7734, %7728 ], [ %7727, %7721 ]
  switch i64 %131, label %1009 [
    i64 1, label %7754
    i64 2, label %7747
    i64 3, label %7740
    i64 0, label %7757
  ]

7740:                                             ; preds = %7738
  %7741 = bitcast <16 x float> %7739 to <8 x i64>
  %7742 = and <8 x i64> %7741, %59
  %7743 = fcmp oeq <16 x float> %7739, %38
  %7744 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7739, i32 4)
  %7745 = bitcast <8 x i64> %7742 to <16 x float>
  %7746 = select <16 x i1> %7743, <16 x float> %7745, <16 x float> %7744
  br label %7757

7747:                                             ; preds = %7738
  %7748 = bitcast <16 x float> %7739 to <8 x i64>
  %7749 = or <8 x i64> %7748, %60
  %7750 = fcmp oeq <16 x float> %7739, %41
  %7751 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7739, i32 4)
  %7752 = bitcast <8 x i64> %7749 to <16 x float>
  %7753 = select <16 x i1> %7750, <16 x float> %7752, <16 x float> %7751
  br label %7757

7754:                                             ; preds = %7738
  %7755 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7701, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7756 = fadd <16 x float> %7739, %7755
  br label %7757

7757:                                             ; preds = %7754, %7747, %7740, %7738, %7719, %7700
  %7758 = phi <16 x float> [ %7746, %7740 ], [ %7753, %7747 ], [ %7756, %7754 ], [ %7720, %7719 ], [ %7739, %7738 ], [ %7190, %7700 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7758, ptr align 1 %7699, <16 x i1> %7194)
  %7759 = add nsw i64 %7698, 16
  %7760 = getelementptr inbounds float, ptr %324, i64 %7759
  %7761 = getelementptr inbounds float, ptr %322, i64 %7759
  switch i64 %132, label %1009 [
    i64 1, label %7776
    i64 2, label %7769
    i64 3, label %7762
    i64 0, label %7817
  ]

7762:                                             ; preds = %7757
  %7763 = bitcast <16 x float> %7189 to <8 x i64>
  %7764 = and <8 x i64> %7763, %59
  %7765 = fcmp oeq <16 x float> %7189, %38
  %7766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7189, i32 4)
  %7767 = bitcast <8 x i64> %7764 to <16 x float>
  %7768 = select <16 x i1> %7765, <16 x float> %7767, <16 x float> %7766
  br label %7779

7769:                                             ; preds = %7757
  %7770 = bitcast <16 x float> %7189 to <8 x i64>
  %7771 = or <8 x i64> %7770, %60
  %7772 = fcmp oeq <16 x float> %7189, %41
  %7773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7189, i32 4)
  %7774 = bitcast <8 x i64> %7771 to <16 x float>
  %7775 = select <16 x i1> %7772, <16 x float> %7774, <16 x float> %7773
  br label %7779

7776:                                             ; preds = %7757
  %7777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7761, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7778 = fadd <16 x float> %7189, %7777
  br label %7779

7779:                                             ; preds = %7776, %7769, %7762
  %7780 = phi <16 x float> [ %7778, %7776 ], [ %7775, %7769 ], [ %7768, %7762 ]
  switch i64 %134, label %1009 [
    i64 1, label %7795
    i64 2, label %7788
    i64 3, label %7781
    i64 0, label %7817
  ]

7781:                                             ; preds = %7779
  %7782 = bitcast <16 x float> %7780 to <8 x i64>
  %7783 = and <8 x i64> %7782, %59
  %7784 = fcmp oeq <16 x float> %7780, %38
  %7785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7780, i32 4)
  %7786 = bitcast <8 x i64> %7783 to <16 x float>
  %7787 = select <16 x i1> %7784, <16 x float> %7786, <16 x float> %7785
  br label %7798

7788:                                             ; preds = %7779
  %7789 = bitcast <16 x float> %7780 to <8 x i64>
  %7790 = or <8 x i64> %7789, %60
  %7791 = fcmp oeq <16 x float> %7780, %41
  %7792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7780, i32 4)
  %7793 = bitcast <8 x i64> %7790 to <16 x float>
  %7794 = select <16 x i1> %7791, <16 x float> %7793, <16 x float> %7792
  br label %7798

7795:                                             ; preds = %7779
  %7796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7761, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7797 = fadd <16 x float> %7780, %7796
  br label %7798

7798:                                             ; preds = %7795, %7788, %7781
  %7799 = phi <16 x float> [ %7797, %7795 ], [ %7794, %7788 ], [ %7787, %7781 ]
  switch i64 %136, label %1009 [
    i64 1, label %7814
    i64 2, label %7807
    i64 3, label %7800
    i64 0, label %7817
  ]

7800:                                             ; preds = %7798
  %7801 = bitcast <16 x float> %7799 to <8 x i64>
  %7802 = and <8 x i64> %7801, %59
  %7803 = fcmp oeq <16 x float> %7799, %38
  %7804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7799, i32 4)
  %7805 = bitcast <8 x i64> %7802 to <16 x float>
  %7806 = select <16 x i1> %7803, <16 x float> %7805, <16 x float> %7804
  br label %7817

7807:                                             ; preds = %7798
  %7808 = bitcast <16 x float> %7799 to <8 x i64>
  %7809 = or <8 x i64> %7808, %60
  %7810 = fcmp oeq <16 x float> %7799, %41
  %7811 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7799, i32 4)
  %7812 = bitcast <8 x i64> %7809 to <16 x float>
  %7813 = select <16 x i1> %7810, <16 x float> %7812, <16 x float> %7811
  br label %7817

7814:                                             ; preds = %7798
  %7815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7761, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7816 = fadd <16 x float> %7799, %7815
  br label %7817

7817:                                             ; preds = %7814, %7807, %7800, %7798, %7779, %7757
  %7818 = phi <16 x float> [ %7806, %7800 ], [ %7813, %7807 ], [ %7816, %7814 ], [ %7780, %7779 ], [ %7799, %7798 ], [ %7189, %7757 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7818, ptr align 1 %7760, <16 x i1> %7195)
  %7819 = add nsw i64 %7698, 32
  %7820 = getelementptr inbounds float, ptr %324, i64 %7819
  %7821 = getelementptr inbounds float, ptr %322, i64 %7819
  switch i64 %137, label %1009 [
    i64 1, label %7836
    i64 2, label %7829
    i64 3, label %7822
    i64 0, label %7882
  ]

7822:                                             ; preds = %7817
  %7823 = bitcast <16 x float> %7188 to <8 x i64>
  %7824 = and <8 x i64> %7823, %59
  %7825 = fcmp oeq <16 x float> %7188, %38
  %7826 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7188, i32 4)
  %7827 = bitcast <8 x i64> %7824 to <16 x float>
  %7828 = select <16 x i1> %7825, <16 x float> %7827, <16 x float> %7826
  br label %7839

7829:                                             ; preds = %7817
  %7830 = bitcast <16 x float> %7188 to <8 x i64>
  %7831 = or <8 x i64> %7830, %60
  %7832 = fcmp oeq <16 x float> %7188, %41
  %7833 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7188, i32 4)
  %7834 = bitcast <8 x i64> %7831 to <16 x float>
  %7835 = select <16 x i1> %7832, <16 x float> %7834, <16 x float> %7833
  br label %7839

7836:                                             ; preds = %7817
  %7837 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7821, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7838 = fadd <16 x float> %7188, %7837
  br label %7839

7839:                                             ; preds = %7836, %7829, %7822
  %7840 = phi <16 x float> [ %7838, %7836 ], [ %7835, %7829 ], [ %7828, %7822 ]
  switch i64 %139, label %1009 [
    i64 1, label %7855
    i64 2, label %7848
    i64 3, label %7841
    i64 0, label %7882
  ]

7841:                                             ; preds = %7839
  %7842 = bitcast <16 x float> %7840 to <8 x i64>
  %7843 = and <8 x i64> %7842, %59
  %7844 = fcmp oeq <16 x float> %7840, %38
  %7845 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7840, i32 4)
  %7846 = bitcast <8 x i64> %7843 to <16 x float>
  %7847 = select <16 x i1> %7844, <16 x float> %7846, <16 x float> %7845
  br label %7858

7848:                                             ; preds = %7839
  %7849 = bitcast <16 x float> %7840 to <8 x i64>
  %7850 = or <8 x i64> %7849, %60
  %7851 = fcmp oeq <16 x float> %7840, %41
  %7852 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7840, i32 4)
  %7853 = bitcast <8 x i64> %7850 to <16 x float>
  %7854 = select <16 x i1> %7851, <16 x float> %7853, <16 x float> %7852
  br label %7858

7855:                                             ; preds = %7839
  %7856 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7821, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7857 = fadd <16 x float> %7840, %7856
  br label %7858

7858:                                             ; preds = %7855, %7848, %7841
  %7859 = phi <16 x float> [ %7857, %7855 ], [ %7854, %7848 ], [ %7847, %7841 ]
  switch i64 %141, label %1009 [
    i64 1, label %7874
    i64 2, label %7867
    i64 3, label %7860
    i64 0, label %7882
  ]

7860:                                             ; preds = %7858
  %7861 = bitcast <16 x float> %7859 to <8 x i64>
  %7862 = and <8 x i64> %7861, %59
  %7863 = fcmp oeq <16 x float> %7859, %38
  %7864 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7859, i32 4)
  %7865 = bitcast <8 x i64> %7862 to <16 x float>
  %7866 = select <16 x i1> %7863, <16 x float> %7865, <16 x float> %7864
  br label %7882

7867:                                             ; preds = %7858
  %7868 = bitcast <16 x float> %7859 to <8 x i64>
  %7869 = or <8 x i64> %7868, %60
  %7870 = fcmp oeq <16 x float> %7859, %41
  %7871 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7859, i32 4)
  %7872 = bitcast <8 x i64> %7869 to <16 x float>
  %7873 = select <16 x i1> %7870, <16 x float> %7872, <16 x float> %7871
  br label %7882

7874:                                             ; preds = %7858
  %7875 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7821, <16 x i1> %7196, <16 x float> zeroinitializer)
  %7876 = fadd <16 x float> %7859, %7875
  br label %7882

7877:                                             ; preds = %7694
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7190, ptr align 1 %7699, <16 x i1> %7197)
  %7878 = getelementptr float, ptr %324, i64 %7698
  %7879 = getelementptr i8, ptr %7878, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7189, ptr align 1 %7879, <16 x i1> %7198)
  %7880 = getelementptr float, ptr %324, i64 %7698
  %7881 = getelementptr i8, ptr %7880, i64 128
  br label %7882

7882:                                             ; preds = %7877, %7874, %7867, %7860, %7858, %7839, %7817
  %7883 = phi ptr [ %7881, %7877 ], [ %7820, %7860 ], [ %7820, %7867 ], [ %7820, %7874 ], [ %7820, %7858 ], [ %7820, %7839 ], [ %7820, %7817 ]
  %7884 = phi <16 x i1> [ %7199, %7877 ], [ %7196, %7860 ], [ %7196, %7867 ], [ %7196, %7874 ], [ %7196, %7858 ], [ %7196, %7839 ], [ %7196, %7817 ]
  %7885 = phi <16 x float> [ %7188, %7877 ], [ %7866, %7860 ], [ %7873, %7867 ], [ %7876, %7874 ], [ %7859, %7858 ], [ %7840, %7839 ], [ %7188, %7817 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7885, ptr align 1 %7883, <16 x i1> %7884)
  %7886 = add nsw i64 %463, %6998
  %7887 = getelementptr inbounds float, ptr %324, i64 %7886
  br i1 %58, label %8065, label %7888

7888:                                             ; preds = %7882
  %7889 = getelementptr inbounds float, ptr %322, i64 %7886
  switch i64 %127, label %1009 [
    i64 1, label %7904
    i64 2, label %7897
    i64 3, label %7890
    i64 0, label %7945
  ]

7890:                                             ; preds = %7888
  %7891 = bitcast <16 x float> %7187 to <8 x i64>
  %7892 = and <8 x i64> %7891, %59
  %7893 = fcmp oeq <16 x float> %7187, %38
  %7894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7187, i32 4)
  %7895 = bitcast <8 x i64> %7892 to <16 x float>
  %7896 = select <16 x i1> %7893, <16 x float> %7895, <16 x float> %7894
  br label %7907

7897:                                             ; preds = %7888
  %7898 = bitcast <16 x float> %7187 to <8 x i64>
  %7899 = or <8 x i64> %7898, %60
  %7900 = fcmp oeq <16 x float> %7187, %41
  %7901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7187, i32 4)
  %7902 = bitcast <8 x i64> %7899 to <16 x float>
  %7903 = select <16 x i1> %7900, <16 x float> %7902, <16 x float> %7901
  br label %7907

7904:                                             ; preds = %7888
  %7905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7889, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7906 = fadd <16 x float> %7187, %7905
  br label %7907

7907:                                             ; preds = %7904, %7897, %7890
  %7908 = phi <16 x float> [ %7906, %7904 ], [ %7903, %7897 ], [ %7896, %7890 ]
  switch i64 %129, label %1009 [
    i64 1, label %7923
    i64 2, label %7916
    i64 3, label %7909
    i64 0, label %7945
  ]

7909:                                             ; preds = %7907
  %7910 = bitcast <16 x float> %7908 to <8 x i64>
  %7911 = and <8 x i64> %7910, %59
  %7912 = fcmp oeq <16 x float> %7908, %38
  %7913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7908, i32 4)
  %7914 = bitcast <8 x i64> %7911 to <16 x float>
  %7915 = select <16 x i1> %7912, <16 x float> %7914, <16 x float> %7913
  br label %7926

7916:                                             ; preds = %7907
  %7917 = bitcast <16 x float> %7908 to <8 x i64>
  %7918 = or <8 x i64> %7917, %60
  %7919 = fcmp oeq <16 x float> %7908, %41
  %7920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7908, i32 4)
  %7921 = bitcast <8 x i64> %7918 to <16 x float>
  %7922 = select <16 x i1> %7919, <16 x float> %7921, <16 x float> %7920
  br label %7926

7923:                                             ; preds = %7907
  %7924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7889, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7925 = fadd <16 x float> %7908, %7924
  br label %7926

7926:                                             ; preds = %7923, %7916, %7909
  %7927 = phi <16 x float> [ %7925, %7923 ], [ %7922, %7916 ], [ %7915, %7909 ]
  switch i64 %131, label %1009 [
    i64 1, label %7942
    i64 2, label %7935
    i64 3, label %7928
    i64 0, label %7945
  ]

7928:                                             ; preds = %7926
  %7929 = bitcast <16 x float> %7927 to <8 x i64>
  %7930 = and <8 x i64> %7929, %59
  %7931 = fcmp oeq <16 x float> %7927, %38
  %7932 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7927, i32 4)
  %7933 = bitcast <8 x i64> %7930 to <16 x float>
  %7934 = select <16 x i1> %7931, <16 x float> %7933, <16 x float> %7932
  br label %7945

7935:                                             ; preds = %7926
  %7936 = bitcast <16 x float> %7927 to <8 x i64>
  %7937 = or <8 x i64> %7936, %60
  %7938 = fcmp oeq <16 x float> %7927, %41
  %7939 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7927, i32 4)
  %7940 = bitcast <8 x i64> %7937 to <16 x float>
  %7941 = select <16 x i1> %7938, <16 x float> %7940, <16 x float> %7939
  br label %7945

7942:                                             ; preds = %7926
  %7943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7889, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7944 = fadd <16 x float> %7927, %7943
  br label %7945

7945:                                             ; preds = %7942, %7935, %7928, %7926, %7907, %7888
  %7946 = phi <16 x float> [ %7934, %7928 ], [ %7941, %7935 ], [ %7944, %7942 ], [ %7908, %7907 ], [ %7927, %7926 ], [ %7187, %7888 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7946, ptr align 1 %7887, <16 x i1> %7194)
  %7947 = add nsw i64 %7886, 16
  %7948 = getelementptr inbounds float, ptr %324, i64 %7947
  %7949 = getelementptr inbounds float, ptr %322, i64 %7947
  switch i64 %132, label %1009 [
    i64 1, label %7964
    i64 2, label %7957
    i64 3, label %7950
    i64 0, label %8005
  ]

7950:                                             ; preds = %7945
  %7951 = bitcast <16 x float> %7186 to <8 x i64>
  %7952 = and <8 x i64> %7951, %59
  %7953 = fcmp oeq <16 x float> %7186, %38
  %7954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7186, i32 4)
  %7955 = bitcast <8 x i64> %7952 to <16 x float>
  %7956 = select <16 x i1> %7953, <16 x float> %7955, <16 x float> %7954
  br label %7967

7957:                                             ; preds = %7945
  %7958 = bitcast <16 x float> %7186 to <8 x i64>
  %7959 = or <8 x i64> %7958, %60
  %7960 = fcmp oeq <16 x float> %7186, %41
  %7961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7186, i32 4)
  %7962 = bitcast <8 x i64> %7959 to <16 x float>
  %7963 = select <16 x i1> %7960, <16 x float> %7962, <16 x float> %7961
  br label %7967

7964:                                             ; preds = %7945
  %7965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7949, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7966 = fadd <16 x float> %7186, %7965
  br label %7967

7967:                                             ; preds = %7964, %7957, %7950
  %7968 = phi <16 x float> [ %7966, %7964 ], [ %7963, %7957 ], [ %7956, %7950 ]
  switch i64 %134, label %1009 [
    i64 1, label %7983
    i64 2, label %7976
    i64 3, label %7969
    i64 0, label %8005
  ]

7969:                                             ; preds = %7967
  %7970 = bitcast <16 x float> %7968 to <8 x i64>
  %7971 = and <8 x i64> %7970, %59
  %7972 = fcmp oeq <16 x float> %7968, %38
  %7973 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7968, i32 4)
  %7974 = bitcast <8 x i64> %7971 to <16 x float>
  %7975 = select <16 x i1> %7972, <16 x float> %7974, <16 x float> %7973
  br label %7986

7976:                                             ; preds = %7967
  %7977 = bitcast <16 x float> %7968 to <8 x i64>
  %7978 = or <8 x i64> %7977, %60
  %7979 = fcmp oeq <16 x float> %7968, %41
  %7980 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7968, i32 4)
  %7981 = bitcast <8 x i64> %7978 to <16 x float>
  %7982 = select <16 x i1> %7979, <16 x float> %7981, <16 x float> %7980
  br label %7986

7983:                                             ; preds = %7967
  %7984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7949, <16 x i1> %7195, <16 x float> zeroinitializer)
  %7985 = fadd <16 x float> %7968, %7984
  br label %7986

7986:                                             ; preds = %7983, %7976, %7969
  %7987 = phi <16 x float> [ %7985, %7983 ], [ %7982, %7976 ], [ %7975, %7969 ]
  switch i64 %136, label %1009 [
    i64 1, label %8002
    i64 2, label %7995
    i64 3, label %7988
    i64 0, label %8005
  ]

7988:                                             ; preds = %7986
  %7989 = bitcast <16 x float> %7987 to <8 x i64>
  %7990 = and <8 x i64> %7989, %59
  %7991 = fcmp oeq <16 x float> %7987, %38
  %7992 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7987, i32 4)
  %7993 = bitcast <8 x i64> %7990 to <16 x float>
  %7994 = select <16 x i1> %7991, <16 x float> %7993, <16 x float> %7992
  br label %8005

7995:                                             ; preds = %7986
  %7996 = bitcast <16 x float> %7987 to <8 x i64>
  %7997 = or <8 x i64> %7996, %60
  %7998 = fcmp oeq <16 x float> %7987, %41
  %7999 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7987, i32 4)
  %8000 = bitcast <8 x i64> %7997 to <16 x float>
  %8001 = select <16 x i1> %7998, <16 x float> %8000, <16 x float> %7999
  br label %8005

8002:                                             ; preds = %7986
  %8003 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7949, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8004 = fadd <16 x float> %7987, %8003
  br label %8005

8005:                                             ; preds = %8002, %7995, %7988, %7986, %7967, %7945
  %8006 = phi <16 x float> [ %7994, %7988 ], [ %8001, %7995 ], [ %8004, %8002 ], [ %7968, %7967 ], [ %7987, %7986 ], [ %7186, %7945 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8006, ptr align 1 %7948, <16 x i1> %7195)
  %8007 = add nsw i64 %7886, 32
  %8008 = getelementptr inbounds float, ptr %324, i64 %8007
  %8009 = getelementptr inbounds float, ptr %322, i64 %8007
  switch i64 %137, label %1009 [
    i64 1, label %8024
    i64 2, label %8017
    i64 3, label %8010
    i64 0, label %8070
  ]

8010:                                             ; preds = %8005
  %8011 = bitcast <16 x float> %7185 to <8 x i64>
  %8012 = and <8 x i64> %8011, %59
  %8013 = fcmp oeq <16 x float> %7185, %38
  %8014 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7185, i32 4)
  %8015 = bitcast <8 x i64> %8012 to <16 x float>
  %8016 = select <16 x i1> %8013, <16 x float> %8015, <16 x float> %8014
  br label %8027

8017:                                             ; preds = %8005
  %8018 = bitcast <16 x float> %7185 to <8 x i64>
  %8019 = or <8 x i64> %8018, %60
  %8020 = fcmp oeq <16 x float> %7185, %41
  %8021 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7185, i32 4)
  %8022 = bitcast <8 x i64> %8019 to <16 x float>
  %8023 = select <16 x i1> %8020, <16 x float> %8022, <16 x float> %8021
  br label %8027

8024:                                             ; preds = %8005
  %8025 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8009, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8026 = fadd <16 x float> %7185, %8025
  br label %8027

8027:                                             ; preds = %8024, %8017, %8010
  %8028 = phi <16 x float> [ %8026, %8024 ], [ %8023, %8017 ], [ %8016, %8010 ]
  switch i64 %139, label %1009 [
    i64 1, label %8043
    i64 2, label %8036
    i64 3, label %8029
    i64 0, label %8070
  ]

8029:                                             ; preds = %8027
  %8030 = bitcast <16 x float> %8028 to <8 x i64>
  %8031 = and <8 x i64> %8030, %59
  %8032 = fcmp oeq <16 x float> %8028, %38
  %8033 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8028, i32 4)
  %8034 = bitcast <8 x i64> %8031 to <16 x float>
  %8035 = select <16 x i1> %8032, <16 x float> %8034, <16 x float> %8033
  br label %8046

8036:                                             ; preds = %8027
  %8037 = bitcast <16 x float> %8028 to <8 x i64>
  %8038 = or <8 x i64> %8037, %60
  %8039 = fcmp oeq <16 x float> %8028, %41
  %8040 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8028, i32 4)
  %8041 = bitcast <8 x i64> %8038 to <16 x float>
  %8042 = select <16 x i1> %8039, <16 x float> %8041, <16 x float> %8040
  br label %8046

8043:                                             ; preds = %8027
  %8044 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8009, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8045 = fadd <16 x float> %8028, %8044
  br label %8046

8046:                                             ; preds = %8043, %8036, %8029
  %8047 = phi <16 x float> [ %8045, %8043 ], [ %8042, %8036 ], [ %8035, %8029 ]
  switch i64 %141, label %1009 [
    i64 1, label %8062
    i64 2, label %8055
    i64 3, label %8048
    i64 0, label %8070
  ]

8048:                                             ; preds = %8046
  %8049 = bitcast <16 x float> %8047 to <8 x i64>
  %8050 = and <8 x i64> %8049, %59
  %8051 = fcmp oeq <16 x float> %8047, %38
  %8052 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8047, i32 4)
  %8053 = bitcast <8 x i64> %8050 to <16 x float>
  %8054 = select <16 x i1> %8051, <16 x float> %8053, <16 x float> %8052
  br label %8070

8055:                                             ; preds = %8046
  %8056 = bitcast <16 x float> %8047 to <8 x i64>
  %8057 = or <8 x i64> %8056, %60
  %8058 = fcmp oeq <16 x float> %8047, %41
  %8059 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8047, i32 4)
  %8060 = bitcast <8 x i64> %8057 to <16 x float>
  %8061 = select <16 x i1> %8058, <16 x float> %8060, <16 x float> %8059
  br label %8070

8062:                                             ; preds = %8046
  %8063 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8009, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8064 = fadd <16 x float> %8047, %8063
  br label %8070

8065:                                             ; preds = %7882
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7187, ptr align 1 %7887, <16 x i1> %7197)
  %8066 = getelementptr float, ptr %324, i64 %7886
  %8067 = getelementptr i8, ptr %8066, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7186, ptr align 1 %8067, <16 x i1> %7198)
  %8068 = getelementptr float, ptr %324, i64 %7886
  %8069 = getelementptr i8, ptr %8068, i64 128
  br label %8070

8070:                                             ; preds = %8065, %8062, %8055, %8048, %8046, %8027, %8005
  %8071 = phi ptr [ %8069, %8065 ], [ %8008, %8048 ], [ %8008, %8055 ], [ %8008, %8062 ], [ %8008, %8046 ], [ %8008, %8027 ], [ %8008, %8005 ]
  %8072 = phi <16 x i1> [ %7199, %8065 ], [ %7196, %8048 ], [ %7196, %8055 ], [ %7196, %8062 ], [ %7196, %8046 ], [ %7196, %8027 ], [ %7196, %8005 ]
  %8073 = phi <16 x float> [ %7185, %8065 ], [ %8054, %8048 ], [ %8061, %8055 ], [ %8064, %8062 ], [ %8047, %8046 ], [ %8028, %8027 ], [ %7185, %8005 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8073, ptr align 1 %8071, <16 x i1> %8072)
  %8074 = add nsw i64 %465, %6998
  %8075 = getelementptr inbounds float, ptr %324, i64 %8074
  br i1 %58, label %8253, label %8076

8076:                                             ; preds = %8070
  %8077 = getelementptr inbounds float, ptr %322, i64 %8074
  switch i64 %127, label %1009 [
    i64 1, label %8092
    i64 2, label %8085
    i64 3, label %8078
    i64 0, label %8133
  ]

8078:                                             ; preds = %8076
  %8079 = bitcast <16 x float> %7184 to <8 x i64>
  %8080 = and <8 x i64> %8079, %59
  %8081 = fcmp oeq <16 x float> %7184, %38
  %8082 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7184, i32 4)
  %8083 = bitcast <8 x i64> %8080 to <16 x float>
  %8084 = select <16 x i1> %8081, <16 x float> %8083, <16 x float> %8082
  br label %8095

8085:                                             ; preds = %8076
  %8086 = bitcast <16 x float> %7184 to <8 x i64>
  %8087 = or <8 x i64> %8086, %60
  %8088 = fcmp oeq <16 x float> %7184, %41
  %8089 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7184, i32 4)
  %8090 = bitcast <8 x i64> %8087 to <16 x float>
  %8091 = select <16 x i1> %8088, <16 x float> %8090, <16 x float> %8089
  br label %8095

8092:                                             ; preds = %8076
  %8093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8077, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8094 = fadd <16 x float> %7184, %8093
  br label %8095

8095:                                             ; preds = %8092, %8085, %8078
  %8096 = phi <16 x float> [ %8094, %8092 ], [ %8091, %8085 ], [ %8084, %8078 ]
  switch i64 %129, label %1009 [
    i64 1, label %8111
    i64 2, label %8104
    i64 3, label %8097
    i64 0, label %8133
  ]

8097:                                             ; preds = %8095
  %8098 = bitcast <16 x float> %8096 to <8 x i64>
  %8099 = and <8 x i64> %8098, %59
  %8100 = fcmp oeq <16 x float> %8096, %38
  %8101 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8096, i32 4)
  %8102 = bitcast <8 x i64> %8099 to <16 x float>
  %8103 = select <16 x i1> %8100, <16 x float> %8102, <16 x float> %8101
  br label %8114

8104:                                             ; preds = %8095
  %8105 = bitcast <16 x float> %8096 to <8 x i64>
  %8106 = or <8 x i64> %8105, %60
  %8107 = fcmp oeq <16 x float> %8096, %41
  %8108 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8096, i32 4)
  %8109 = bitcast <8 x i64> %8106 to <16 x float>
  %8110 = select <16 x i1> %8107, <16 x float> %8109, <16 x float> %8108
  br label %8114

8111:                                             ; preds = %8095
  %8112 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8077, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8113 = fadd <16 x float> %8096, %8112
  br label %8114

8114:                                             ; preds = %8111, %8104, %8097
  %8115 = phi <16 x float> [ %8113, %8111 ], [ %8110, %8104 ], [ %8103, %8097 ]
  switch i64 %131, label %1009 [
    i64 1, label %8130
    i64 2, label %8123
    i64 3, label %8116
    i64 0, label %8133
  ]

8116:                                             ; preds = %8114
  %8117 = bitcast <16 x float> %8115 to <8 x i64>
  %8118 = and <8 x i64> %8117, %59
  %8119 = fcmp oeq <16 x float> %8115, %38
  %8120 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8115, i32 4)
  %8121 = bitcast <8 x i64> %8118 to <16 x float>
  %8122 = select <16 x i1> %8119, <16 x float> %8121, <16 x float> %8120
  br label %8133

8123:                                             ; preds = %8114
  %8124 = bitcast <16 x float> %8115 to <8 x i64>
  %8125 = or <8 x i64> %8124, %60
  %8126 = fcmp oeq <16 x float> %8115, %41
  %8127 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8115, i32 4)
  %8128 = bitcast <8 x i64> %8125 to <16 x float>
  %8129 = select <16 x i1> %8126, <16 x float> %8128, <16 x float> %8127
  br label %8133

8130:                                             ; preds = %8114
  %8131 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8077, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8132 = fadd <16 x float> %8115, %8131
  br label %8133

8133:                                             ; preds = %8130, %8123, %8116, %8114, %8095, %8076
  %8134 = phi <16 x float> [ %8122, %8116 ], [ %8129, %8123 ], [ %8132, %8130 ], [ %8096, %8095 ], [ %8115, %8114 ], [ %7184, %8076 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8134, ptr align 1 %8075, <16 x i1> %7194)
  %8135 = add nsw i64 %8074, 16
  %8136 = getelementptr inbounds float, ptr %324, i64 %8135
  %8137 = getelementptr inbounds float, ptr %322, i64 %8135
  switch i64 %132, label %1009 [
    i64 1, label %8152
    i64 2, label %8145
    i64 3, label %8138
    i64 0, label %8193
  ]

8138:                                             ; preds = %8133
  %8139 = bitcast <16 x float> %7183 to <8 x i64>
  %8140 = and <8 x i64> %8139, %59
  %8141 = fcmp oeq <16 x float> %7183, %38
  %8142 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7183, i32 4)
  %8143 = bitcast <8 x i64> %8140 to <16 x float>
  %8144 = select <16 x i1> %8141, <16 x float> %8143, <16 x float> %8142
  br label %8155

8145:                                             ; preds = %8133
  %8146 = bitcast <16 x float> %7183 to <8 x i64>
  %8147 = or <8 x i64> %8146, %60
  %8148 = fcmp oeq <16 x float> %7183, %41
  %8149 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7183, i32 4)
  %8150 = bitcast <8 x i64> %8147 to <16 x float>
  %8151 = select <16 x i1> %8148, <16 x float> %8150, <16 x float> %8149
  br label %8155

8152:                                             ; preds = %8133
  %8153 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8137, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8154 = fadd <16 x float> %7183, %8153
  br label %8155

8155:                                             ; preds = %8152, %8145, %8138
  %8156 = phi <16 x float> [ %8154, %8152 ], [ %8151, %8145 ], [ %8144, %8138 ]
  switch i64 %134, label %1009 [
    i64 1, label %8171
    i64 2, label %8164
    i64 3, label %8157
    i64 0, label %8193
  ]

8157:                                             ; preds = %8155
  %8158 = bitcast <16 x float> %8156 to <8 x i64>
  %8159 = and <8 x i64> %8158, %59
  %8160 = fcmp oeq <16 x float> %8156, %38
  %8161 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8156, i32 4)
  %8162 = bitcast <8 x i64> %8159 to <16 x float>
  %8163 = select <16 x i1> %8160, <16 x float> %8162, <16 x float> %8161
  br label %8174

8164:                                             ; preds = %8155
  %8165 = bitcast <16 x float> %8156 to <8 x i64>
  %8166 = or <8 x i64> %8165, %60
  %8167 = fcmp oeq <16 x float> %8156, %41
  %8168 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8156, i32 4)
  %8169 = bitcast <8 x i64> %8166 to <16 x float>
  %8170 = select <16 x i1> %8167, <16 x float> %8169, <16 x float> %8168
  br label %8174

8171:                                             ; preds = %8155
  %8172 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8137, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8173 = fadd <16 x float> %8156, %8172
  br label %8174

8174:                                             ; preds = %8171, %8164, %8157
  %8175 = phi <16 x float> [ %8173, %8171 ], [ %8170, %8164 ], [ %8163, %8157 ]
  switch i64 %136, label %1009 [
    i64 1, label %8190
    i64 2, label %8183
    i64 3, label %8176
    i64 0, label %8193
  ]

8176:                                             ; preds = %8174
  %8177 = bitcast <16 x float> %8175 to <8 x i64>
  %8178 = and <8 x i64> %8177, %59
  %8179 = fcmp oeq <16 x float> %8175, %38
  %8180 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8175, i32 4)
  %8181 = bitcast <8 x i64> %8178 to <16 x float>
  %8182 = select <16 x i1> %8179, <16 x float> %8181, <16 x float> %8180
  br label %8193

8183:                                             ; preds = %8174
  %8184 = bitcast <16 x float> %8175 to <8 x i64>
  %8185 = or <8 x i64> %8184, %60
  %8186 = fcmp oeq <16 x float> %8175, %41
  %8187 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8175, i32 4)
  %8188 = bitcast <8 x i64> %8185 to <16 x float>
  %8189 = select <16 x i1> %8186, <16 x float> %8188, <16 x float> %8187
  br label %8193

8190:                                             ; preds = %8174
  %8191 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8137, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8192 = fadd <16 x float> %8175, %8191
  br label %8193

8193:                                             ; preds = %8190, %8183, %8176, %8174, %8155, %8133
  %8194 = phi <16 x float> [ %8182, %8176 ], [ %8189, %8183 ], [ %8192, %8190 ], [ %8156, %8155 ], [ %8175, %8174 ], [ %7183, %8133 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8194, ptr align 1 %8136, <16 x i1> %7195)
  %8195 = add nsw i64 %8074, 32
  %8196 = getelementptr inbounds float, ptr %324, i64 %8195
  %8197 = getelementptr inbounds float, ptr %322, i64 %8195
  switch i64 %137, label %1009 [
    i64 1, label %8212
    i64 2, label %8205
    i64 3, label %8198
    i64 0, label %8258
  ]

8198:                                             ; preds = %8193
  %8199 = bitcast <16 x float> %7182 to <8 x i64>
  %8200 = and <8 x i64> %8199, %59
  %8201 = fcmp oeq <16 x float> %7182, %38
  %8202 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7182, i32 4)
  %8203 = bitcast <8 x i64> %8200 to <16 x float>
  %8204 = select <16 x i1> %8201, <16 x float> %8203, <16 x float> %8202
  br label %8215

8205:                                             ; preds = %8193
  %8206 = bitcast <16 x float> %7182 to <8 x i64>
  %8207 = or <8 x i64> %8206, %60
  %8208 = fcmp oeq <16 x float> %7182, %41
  %8209 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7182, i32 4)
  %8210 = bitcast <8 x i64> %8207 to <16 x float>
  %8211 = select <16 x i1> %8208, <16 x float> %8210, <16 x float> %8209
  br label %8215

8212:                                             ; preds = %8193
  %8213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8197, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8214 = fadd <16 x float> %7182, %8213
  br label %8215

8215:                                             ; preds = %8212, %8205, %8198
  %8216 = phi <16 x float> [ %8214, %8212 ], [ %8211, %8205 ], [ %8204, %8198 ]
  switch i64 %139, label %1009 [
    i64 1, label %8231
    i64 2, label %8224
    i64 3, label %8217
    i64 0, label %8258
  ]

8217:                                             ; preds = %8215
  %8218 = bitcast <16 x float> %8216 to <8 x i64>
  %8219 = and <8 x i64> %8218, %59
  %8220 = fcmp oeq <16 x float> %8216, %38
  %8221 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8216, i32 4)
  %8222 = bitcast <8 x i64> %8219 to <16 x float>
  %8223 = select <16 x i1> %8220, <16 x float> %8222, <16 x float> %8221
  br label %8234

8224:                                             ; preds = %8215
  %8225 = bitcast <16 x float> %8216 to <8 x i64>
  %8226 = or <8 x i64> %8225, %60
  %8227 = fcmp oeq <16 x float> %8216, %41
  %8228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8216, i32 4)
  %8229 = bitcast <8 x i64> %8226 to <16 x float>
  %8230 = select <16 x i1> %8227, <16 x float> %8229, <16 x float> %8228
  br label %8234

8231:                                             ; preds = %8215
  %8232 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8197, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8233 = fadd <16 x float> %8216, %8232
  br label %8234

8234:                                             ; preds = %8231, %8224, %8217
  %8235 = phi <16 x float> [ %8233, %8231 ], [ %8230, %8224 ], [ %8223, %8217 ]
  switch i64 %141, label %1009 [
    i64 1, label %8250
    i64 2, label %8243
    i64 3, label %8236
    i64 0, label %8258
  ]

8236:                                             ; preds = %8234
  %8237 = bitcast <16 x float> %8235 to <8 x i64>
  %8238 = and <8 x i64> %8237, %59
  %8239 = fcmp oeq <16 x float> %8235, %38
  %8240 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8235, i32 4)
  %8241 = bitcast <8 x i64> %8238 to <16 x float>
  %8242 = select <16 x i1> %8239, <16 x float> %8241, <16 x float> %8240
  br label %8258

8243:                                             ; preds = %8234
  %8244 = bitcast <16 x float> %8235 to <8 x i64>
  %8245 = or <8 x i64> %8244, %60
  %8246 = fcmp oeq <16 x float> %8235, %41
  %8247 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8235, i32 4)
  %8248 = bitcast <8 x i64> %8245 to <16 x float>
  %8249 = select <16 x i1> %8246, <16 x float> %8248, <16 x float> %8247
  br label %8258

8250:                                             ; preds = %8234
  %8251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8197, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8252 = fadd <16 x float> %8235, %8251
  br label %8258

8253:                                             ; preds = %8070
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7184, ptr align 1 %8075, <16 x i1> %7197)
  %8254 = getelementptr float, ptr %324, i64 %8074
  %8255 = getelementptr i8, ptr %8254, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7183, ptr align 1 %8255, <16 x i1> %7198)
  %8256 = getelementptr float, ptr %324, i64 %8074
  %8257 = getelementptr i8, ptr %8256, i64 128
  br label %8258

8258:                                             ; preds = %8253, %8250, %8243, %8236, %8234, %8215, %8193
  %8259 = phi ptr [ %8257, %8253 ], [ %8196, %8236 ], [ %8196, %8243 ], [ %8196, %8250 ], [ %8196, %8234 ], [ %8196, %8215 ], [ %8196, %8193 ]
  %8260 = phi <16 x i1> [ %7199, %8253 ], [ %7196, %8236 ], [ %7196, %8243 ], [ %7196, %8250 ], [ %7196, %8234 ], [ %7196, %8215 ], [ %7196, %8193 ]
  %8261 = phi <16 x float> [ %7182, %8253 ], [ %8242, %8236 ], [ %8249, %8243 ], [ %8252, %8250 ], [ %8235, %8234 ], [ %8216, %8215 ], [ %7182, %8193 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8261, ptr align 1 %8259, <16 x i1> %8260)
  %8262 = add nsw i64 %467, %6998
  %8263 = getelementptr inbounds float, ptr %324, i64 %8262
  br i1 %58, label %8441, label %8264

8264:                                             ; preds = %8258
  %8265 = getelementptr inbounds float, ptr %322, i64 %8262
  switch i64 %127, label %1009 [
    i64 1, label %8280
    i64 2, label %8273
    i64 3, label %8266
    i64 0, label %8321
  ]

8266:                                             ; preds = %8264
  %8267 = bitcast <16 x float> %7181 to <8 x i64>
  %8268 = and <8 x i64> %8267, %59
  %8269 = fcmp oeq <16 x float> %7181, %38
  %8270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7181, i32 4)
  %8271 = bitcast <8 x i64> %8268 to <16 x float>
  %8272 = select <16 x i1> %8269, <16 x float> %8271, <16 x float> %8270
  br label %8283

8273:                                             ; preds = %8264
  %8274 = bitcast <16 x float> %7181 to <8 x i64>
  %8275 = or <8 x i64> %8274, %60
  %8276 = fcmp oeq <16 x float> %7181, %41
  %8277 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7181, i32 4)
  %8278 = bitcast <8 x i64> %8275 to <16 x float>
  %8279 = select <16 x i1> %8276, <16 x float> %8278, <16 x float> %8277
  br label %8283

8280:                                             ; preds = %8264
  %8281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8265, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8282 = fadd <16 x float> %7181, %8281
  br label %8283

8283:                                             ; preds = %8280, %8273, %8266
  %8284 = phi <16 x float> [ %8282, %8280 ], [ %8279, %8273 ], [ %8272, %8266 ]
  switch i64 %129, label %1009 [
    i64 1, label %8299
    i64 2, label %8292
    i64 3, label %8285
    i64 0, label %8321
  ]

8285:                                             ; preds = %8283
  %8286 = bitcast <16 x float> %8284 to <8 x i64>
  %8287 = and <8 x i64> %8286, %59
  %8288 = fcmp oeq <16 x float> %8284, %38
  %8289 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8284, i32 4)
  %8290 = bitcast <8 x i64> %8287 to <16 x float>
  %8291 = select <16 x i1> %8288, <16 x float> %8290, <16 x float> %8289
  br label %8302

8292:                                             ; preds = %8283
  %8293 = bitcast <16 x float> %8284 to <8 x i64>
  %8294 = or <8 x i64> %8293, %60
  %8295 = fcmp oeq <16 x float> %8284, %41
  %8296 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8284, i32 4)
  %8297 = bitcast <8 x i64> %8294 to <16 x float>
  %8298 = select <16 x i1> %8295, <16 x float> %8297, <16 x float> %8296
  br label %8302

8299:                                             ; preds = %8283
  %8300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8265, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8301 = fadd <16 x float> %8284, %8300
  br label %8302

8302:                                             ; preds = %8299, %8292, %8285
  %8303 = phi <16 x float> [ %8301, %8299 ], [ %8298, %8292 ], [ %8291, %8285 ]
  switch i64 %131, label %1009 [
    i64 1, label %8318
    i64 2, label %8311
    i64 3, label %8304
    i64 0, label %8321
  ]

8304:                                             ; preds = %8302
  %8305 = bitcast <16 x float> %8303 to <8 x i64>
  %8306 = and <8 x i64> %8305, %59
  %8307 = fcmp oeq <16 x float> %8303, %38
  %8308 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8303, i32 4)
  %8309 = bitcast <8 x i64> %8306 to <16 x float>
  %8310 = select <16 x i1> %8307, <16 x float> %8309, <16 x float> %8308
  br label %8321

8311:                                             ; preds = %8302
  %8312 = bitcast <16 x float> %8303 to <8 x i64>
  %8313 = or <8 x i64> %8312, %60
  %8314 = fcmp oeq <16 x float> %8303, %41
  %8315 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8303, i32 4)
  %8316 = bitcast <8 x i64> %8313 to <16 x float>
  %8317 = select <16 x i1> %8314, <16 x float> %8316, <16 x float> %8315
  br label %8321

8318:                                             ; preds = %8302
  %8319 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8265, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8320 = fadd <16 x float> %8303, %8319
  br label %8321

8321:                                             ; preds = %8318, %8311, %8304, %8302, %8283, %8264
  %8322 = phi <16 x float> [ %8310, %8304 ], [ %8317, %8311 ], [ %8320, %8318 ], [ %8284, %8283 ], [ %8303, %8302 ], [ %7181, %8264 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8322, ptr align 1 %8263, <16 x i1> %7194)
  %8323 = add nsw i64 %8262, 16
  %8324 = getelementptr inbounds float, ptr %324, i64 %8323
  %8325 = getelementptr inbounds float, ptr %322, i64 %8323
  switch i64 %132, label %1009 [
    i64 1, label %8340
    i64 2, label %8333
    i64 3, label %8326
    i64 0, label %8381
  ]

8326:                                             ; preds = %8321
  %8327 = bitcast <16 x float> %7180 to <8 x i64>
  %8328 = and <8 x i64> %8327, %59
  %8329 = fcmp oeq <16 x float> %7180, %38
  %8330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7180, i32 4)
  %8331 = bitcast <8 x i64> %8328 to <16 x float>
  %8332 = select <16 x i1> %8329, <16 x float> %8331, <16 x float> %8330
  br label %8343

8333:                                             ; preds = %8321
  %8334 = bitcast <16 x float> %7180 to <8 x i64>
  %8335 = or <8 x i64> %8334, %60
  %8336 = fcmp oeq <16 x float> %7180, %41
  %8337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7180, i32 4)
  %8338 = bitcast <8 x i64> %8335 to <16 x float>
  %8339 = select <16 x i1> %8336, <16 x float> %8338, <16 x float> %8337
  br label %8343

8340:                                             ; preds = %8321
  %8341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8325, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8342 = fadd <16 x float> %7180, %8341
  br label %8343

8343:                                             ; preds = %8340, %8333, %8326
  %8344 = phi <16 x float> [ %8342, %8340 ], [ %8339, %8333 ], [ %8332, %8326 ]
  switch i64 %134, label %1009 [
    i64 1, label %8359
    i64 2, label %8352
    i64 3, label %8345
    i64 0, label %8381
  ]

8345:                                             ; preds = %8343
  %8346 = bitcast <16 x float> %8344 to <8 x i64>
  %8347 = and <8 x i64> %8346, %59
  %8348 = fcmp oeq <16 x float> %8344, %38
  %8349 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8344, i32 4)
  %8350 = bitcast <8 x i64> %8347 to <16 x float>
  %8351 = select <16 x i1> %8348, <16 x float> %8350, <16 x float> %8349
  br label %8362

8352:                                             ; preds = %8343
  %8353 = bitcast <16 x float> %8344 to <8 x i64>
  %8354 = or <8 x i64> %8353, %60
  %8355 = fcmp oeq <16 x float> %8344, %41
  %8356 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8344, i32 4)
  %8357 = bitcast <8 x i64> %8354 to <16 x float>
  %8358 = select <16 x i1> %8355, <16 x float> %8357, <16 x float> %8356
  br label %8362

8359:                                             ; preds = %8343
  %8360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8325, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8361 = fadd <16 x float> %8344, %8360
  br label %8362

8362:                                             ; preds = %8359, %8352, %8345
  %8363 = phi <16 x float> [ %8361, %8359 ], [ %8358, %8352 ], [ %8351, %8345 ]
  switch i64 %136, label %1009 [
    i64 1, label %8378
    i64 2, label %8371
    i64 3, label %8364
    i64 0, label %8381
  ]

8364:                                             ; preds = %8362
  %8365 = bitcast <16 x float> %8363 to <8 x i64>
  %8366 = and <8 x i64> %8365, %59
  %8367 = fcmp oeq <16 x float> %8363, %38
  %8368 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8363, i32 4)
  %8369 = bitcast <8 x i64> %8366 to <16 x float>
  %8370 = select <16 x i1> %8367, <16 x float> %8369, <16 x float> %8368
  br label %8381

8371:                                             ; preds = %8362
  %8372 = bitcast <16 x float> %8363 to <8 x i64>
  %8373 = or <8 x i64> %8372, %60
  %8374 = fcmp oeq <16 x float> %8363, %41
  %8375 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8363, i32 4)
  %8376 = bitcast <8 x i64> %8373 to <16 x float>
  %8377 = select <16 x i1> %8374, <16 x float> %8376, <16 x float> %8375
  br label %8381

8378:                                             ; preds = %8362
  %8379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8325, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8380 = fadd <16 x float> %8363, %8379
  br label %8381

8381:                                             ; preds = %8378, %8371, %8364, %8362, %8343, %8321
  %8382 = phi <16 x float> [ %8370, %8364 ], [ %8377, %8371 ], [ %8380, %8378 ], [ %8344, %8343 ], [ %8363, %8362 ], [ %7180, %8321 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8382, ptr align 1 %8324, <16 x i1> %7195)
  %8383 = add nsw i64 %8262, 32
  %8384 = getelementptr inbounds float, ptr %324, i64 %8383
  %8385 = getelementptr inbounds float, ptr %322, i64 %8383
  switch i64 %137, label %1009 [
    i64 1, label %8400
    i64 2, label %8393
    i64 3, label %8386
    i64 0, label %8446
  ]

8386:                                             ; preds = %8381
  %8387 = bitcast <16 x float> %7179 to <8 x i64>
  %8388 = and <8 x i64> %8387, %59
  %8389 = fcmp oeq <16 x float> %7179, %38
  %8390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7179, i32 4)
  %8391 = bitcast <8 x i64> %8388 to <16 x float>
  %8392 = select <16 x i1> %8389, <16 x float> %8391, <16 x float> %8390
  br label %8403

8393:                                             ; preds = %8381
  %8394 = bitcast <16 x float> %7179 to <8 x i64>
  %8395 = or <8 x i64> %8394, %60
  %8396 = fcmp oeq <16 x float> %7179, %41
  %8397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7179, i32 4)
  %8398 = bitcast <8 x i64> %8395 to <16 x float>
  %8399 = select <16 x i1> %8396, <16 x float> %8398, <16 x float> %8397
  br label %8403

8400:                                             ; preds = %8381
  %8401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8402 = fadd <16 x float> %7179, %8401
  br label %8403

8403:                                             ; preds = %8400, %8393, %8386
  %8404 = phi <16 x float> [ %8402, %8400 ], [ %8399, %8393 ], [ %8392, %8386 ]
  switch i64 %139, label %1009 [
    i64 1, label %8419
    i64 2, label %8412
    i64 3, label %8405
    i64 0, label %8446
  ]

8405:                                             ; preds = %8403
  %8406 = bitcast <16 x float> %8404 to <8 x i64>
  %8407 = and <8 x i64> %8406, %59
  %8408 = fcmp oeq <16 x float> %8404, %38
  %8409 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8404, i32 4)
  %8410 = bitcast <8 x i64> %8407 to <16 x float>
  %8411 = select <16 x i1> %8408, <16 x float> %8410, <16 x float> %8409
  br label %8422

8412:                                             ; preds = %8403
  %8413 = bitcast <16 x float> %8404 to <8 x i64>
  %8414 = or <8 x i64> %8413, %60
  %8415 = fcmp oeq <16 x float> %8404, %41
  %8416 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8404, i32 4)
  %8417 = bitcast <8 x i64> %8414 to <16 x float>
  %8418 = select <16 x i1> %8415, <16 x float> %8417, <16 x float> %8416
  br label %8422

8419:                                             ; preds = %8403
  %8420 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8421 = fadd <16 x float> %8404, %8420
  br label %8422

8422:                                             ; preds = %8419, %8412, %8405
  %8423 = phi <16 x float> [ %8421, %8419 ], [ %8418, %8412 ], [ %8411, %8405 ]
  switch i64 %141, label %1009 [
    i64 1, label %8438
    i64 2, label %8431
    i64 3, label %8424
    i64 0, label %8446
  ]

8424:                                             ; preds = %8422
  %8425 = bitcast <16 x float> %8423 to <8 x i64>
  %8426 = and <8 x i64> %8425, %59
  %8427 = fcmp oeq <16 x float> %8423, %38
  %8428 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8423, i32 4)
  %8429 = bitcast <8 x i64> %8426 to <16 x float>
  %8430 = select <16 x i1> %8427, <16 x float> %8429, <16 x float> %8428
  br label %8446

8431:                                             ; preds = %8422
  %8432 = bitcast <16 x float> %8423 to <8 x i64>
  %8433 = or <8 x i64> %8432, %60
  %8434 = fcmp oeq <16 x float> %8423, %41
  %8435 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8423, i32 4)
  %8436 = bitcast <8 x i64> %8433 to <16 x float>
  %8437 = select <16 x i1> %8434, <16 x float> %8436, <16 x float> %8435
  br label %8446

8438:                                             ; preds = %8422
  %8439 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8440 = fadd <16 x float> %8423, %8439
  br label %8446

8441:                                             ; preds = %8258
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7181, ptr align 1 %8263, <16 x i1> %7197)
  %8442 = getelementptr float, ptr %324, i64 %8262
  %8443 = getelementptr i8, ptr %8442, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7180, ptr align 1 %8443, <16 x i1> %7198)
  %8444 = getelementptr float, ptr %324, i64 %8262
  %8445 = getelementptr i8, ptr %8444, i64 128
  br label %8446

8446:                                             ; preds = %8441, %8438, %8431, %8424, %8422, %8403, %8381
  %8447 = phi ptr [ %8445, %8441 ], [ %8384, %8424 ], [ %8384, %8431 ], [ %8384, %8438 ], [ %8384, %8422 ], [ %8384, %8403 ], [ %8384, %8381 ]
  %8448 = phi <16 x i1> [ %7199, %8441 ], [ %7196, %8424 ], [ %7196, %8431 ], [ %7196, %8438 ], [ %7196, %8422 ], [ %7196, %8403 ], [ %7196, %8381 ]
  %8449 = phi <16 x float> [ %7179, %8441 ], [ %8430, %8424 ], [ %8437, %8431 ], [ %8440, %8438 ], [ %8423, %8422 ], [ %8404, %8403 ], [ %7179, %8381 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8449, ptr align 1 %8447, <16 x i1> %8448)
  %8450 = add nsw i64 %469, %6998
  %8451 = getelementptr inbounds float, ptr %324, i64 %8450
  br i1 %58, label %8629, label %8452

8452:                                             ; preds = %8446
  %8453 = getelementptr inbounds float, ptr %322, i64 %8450
  switch i64 %127, label %1009 [
    i64 1, label %8468
    i64 2, label %8461
    i64 3, label %8454
    i64 0, label %8509
  ]

8454:                                             ; preds = %8452
  %8455 = bitcast <16 x float> %7178 to <8 x i64>
  %8456 = and <8 x i64> %8455, %59
  %8457 = fcmp oeq <16 x float> %7178, %38
  %8458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7178, i32 4)
  %8459 = bitcast <8 x i64> %8456 to <16 x float>
  %8460 = select <16 x i1> %8457, <16 x float> %8459, <16 x float> %8458
  br label %8471

8461:                                             ; preds = %8452
  %8462 = bitcast <16 x float> %7178 to <8 x i64>
  %8463 = or <8 x i64> %8462, %60
  %8464 = fcmp oeq <16 x float> %7178, %41
  %8465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7178, i32 4)
  %8466 = bitcast <8 x i64> %8463 to <16 x float>
  %8467 = select <16 x i1> %8464, <16 x float> %8466, <16 x float> %8465
  br label %8471

8468:                                             ; preds = %8452
  %8469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8453, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8470 = fadd <16 x float> %7178, %8469
  br label %8471

8471:                                             ; preds = %8468, %8461, %8454
  %8472 = phi <16 x float> [ %8470, %8468 ], [ %8467, %8461 ], [ %8460, %8454 ]
  switch i64 %129, label %1009 [
    i64 1, label %8487
    i64 2, label %8480
    i64 3, label %8473
    i64 0, label %8509
  ]

8473:                                             ; preds = %8471
  %8474 = bitcast <16 x float> %8472 to <8 x i64>
  %8475 = and <8 x i64> %8474, %59
  %8476 = fcmp oeq <16 x float> %8472, %38
  %8477 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8472, i32 4)
  %8478 = bitcast <8 x i64> %8475 to <16 x float>
  %8479 = select <16 x i1> %8476, <16 x float> %8478, <16 x float> %8477
  br label %8490

8480:                                             ; preds = %8471
  %8481 = bitcast <16 x float> %8472 to <8 x i64>
  %8482 = or <8 x i64> %8481, %60
  %8483 = fcmp oeq <16 x float> %8472, %41
  %8484 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8472, i32 4)
  %8485 = bitcast <8 x i64> %8482 to <16 x float>
  %8486 = select <16 x i1> %8483, <16 x float> %8485, <16 x float> %8484
  br label %8490

8487:                                             ; preds = %8471
  %8488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8453, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8489 = fadd <16 x float> %8472, %8488
  br label %8490

8490:                                             ; preds = %8487, %8480, %8473
  %8491 = phi <16 x float> [ %8489, %8487 ], [ %8486, %8480 ], [ %8479, %8473 ]
  switch i64 %131, label %1009 [
    i64 1, label %8506
    i64 2, label %8499
    i64 3, label %8492
    i64 0, label %8509
  ]

8492:                                             ; preds = %8490
  %8493 = bitcast <16 x float> %8491 to <8 x i64>
  %8494 = and <8 x i64> %8493, %59
  %8495 = fcmp oeq <16 x float> %8491, %38
  %8496 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8491, i32 4)
  %8497 = bitcast <8 x i64> %8494 to <16 x float>
  %8498 = select <16 x i1> %8495, <16 x float> %8497, <16 x float> %8496
  br label %8509

8499:                                             ; preds = %8490
  %8500 = bitcast <16 x float> %8491 to <8 x i64>
  %8501 = or <8 x i64> %8500, %60
  %8502 = fcmp oeq <16 x float> %8491, %41
  %8503 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8491, i32 4)
  %8504 = bitcast <8 x i64> %8501 to <16 x float>
  %8505 = select <16 x i1> %8502, <16 x float> %8504, <16 x float> %8503
  br label %8509

8506:                                             ; preds = %8490
  %8507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8453, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8508 = fadd <16 x float> %8491, %8507
  br label %8509

8509:                                             ; preds = %8506, %8499, %8492, %8490, %8471, %8452
  %8510 = phi <16 x float> [ %8498, %8492 ], [ %8505, %8499 ], [ %8508, %8506 ], [ %8472, %8471 ], [ %8491, %8490 ], [ %7178, %8452 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8510, ptr align 1 %8451, <16 x i1> %7194)
  %8511 = add nsw i64 %8450, 16
  %8512 = getelementptr inbounds float, ptr %324, i64 %8511
  %8513 = getelementptr inbounds float, ptr %322, i64 %8511
  switch i64 %132, label %1009 [
    i64 1, label %8528
    i64 2, label %8521
    i64 3, label %8514
    i64 0, label %8569
  ]

8514:                                             ; preds = %8509
  %8515 = bitcast <16 x float> %7177 to <8 x i64>
  %8516 = and <8 x i64> %8515, %59
  %8517 = fcmp oeq <16 x float> %7177, %38
  %8518 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7177, i32 4)
  %8519 = bitcast <8 x i64> %8516 to <16 x float>
  %8520 = select <16 x i1> %8517, <16 x float> %8519, <16 x float> %8518
  br label %8531

8521:                                             ; preds = %8509
  %8522 = bitcast <16 x float> %7177 to <8 x i64>
  %8523 = or <8 x i64> %8522, %60
  %8524 = fcmp oeq <16 x float> %7177, %41
  %8525 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7177, i32 4)
  %8526 = bitcast <8 x i64> %8523 to <16 x float>
  %8527 = select <16 x i1> %8524, <16 x float> %8526, <16 x float> %8525
  br label %8531

8528:                                             ; preds = %8509
  %8529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8513, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8530 = fadd <16 x float> %7177, %8529
  br label %8531

8531:                                             ; preds = %8528, %8521, %8514
  %8532 = phi <16 x float> [ %8530, %8528 ], [ %8527, %8521 ], [ %8520, %8514 ]
  switch i64 %134, label %1009 [
    i64 1, label %8547
    i64 2, label %8540
    i64 3, label %8533
    i64 0, label %8569
  ]

8533:                                             ; preds = %8531
  %8534 = bitcast <16 x float> %8532 to <8 x i64>
  %8535 = and <8 x i64> %8534, %59
  %8536 = fcmp oeq <16 x float> %8532, %38
  %8537 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8532, i32 4)
  %8538 = bitcast <8 x i64> %8535 to <16 x float>
  %8539 = select <16 x i1> %8536, <16 x float> %8538, <16 x float> %8537
  br label %8550

8540:                                             ; preds = %8531
  %8541 = bitcast <16 x float> %8532 to <8 x i64>
  %8542 = or <8 x i64> %8541, %60
  %8543 = fcmp oeq <16 x float> %8532, %41
  %8544 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8532, i32 4)
  %8545 = bitcast <8 x i64> %8542 to <16 x float>
  %8546 = select <16 x i1> %8543, <16 x float> %8545, <16 x float> %8544
  br label %8550

8547:                                             ; preds = %8531
  %8548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8513, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8549 = fadd <16 x float> %8532, %8548
  br label %8550

8550:                                             ; preds = %8547, %8540, %8533
  %8551 = phi <16 x float> [ %8549, %8547 ], [ %8546, %8540 ], [ %8539, %8533 ]
  switch i64 %136, label %1009 [
    i64 1, label %8566
    i64 2, label %8559
    i64 3, label %8552
    i64 0, label %8569
  ]

8552:                                             ; preds = %8550
  %8553 = bitcast <16 x float> %8551 to <8 x i64>
  %8554 = and <8 x i64> %8553, %59
  %8555 = fcmp oeq <16 x float> %8551, %38
  %8556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8551, i32 4)
  %8557 = bitcast <8 x i64> %8554 to <16 x float>
  %8558 = select <16 x i1> %8555, <16 x float> %8557, <16 x float> %8556
  br label %8569

8559:                                             ; preds = %8550
  %8560 = bitcast <16 x float> %8551 to <8 x i64>
  %8561 = or <8 x i64> %8560, %60
  %8562 = fcmp oeq <16 x float> %8551, %41
  %8563 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8551, i32 4)
  %8564 = bitcast <8 x i64> %8561 to <16 x float>
  %8565 = select <16 x i1> %8562, <16 x float> %8564, <16 x float> %8563
  br label %8569

8566:                                             ; preds = %8550
  %8567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8513, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8568 = fadd <16 x float> %8551, %8567
  br label %8569

8569:                                             ; preds = %8566, %8559, %8552, %8550, %8531, %8509
  %8570 = phi <16 x float> [ %8558, %8552 ], [ %8565, %8559 ], [ %8568, %8566 ], [ %8532, %8531 ], [ %8551, %8550 ], [ %7177, %8509 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8570, ptr align 1 %8512, <16 x i1> %7195)
  %8571 = add nsw i64 %8450, 32
  %8572 = getelementptr inbounds float, ptr %324, i64 %8571
  %8573 = getelementptr inbounds float, ptr %322, i64 %8571
  switch i64 %137, label %1009 [
    i64 1, label %8588
    i64 2, label %8581
    i64 3, label %8574
    i64 0, label %8634
  ]

8574:                                             ; preds = %8569
  %8575 = bitcast <16 x float> %7176 to <8 x i64>
  %8576 = and <8 x i64> %8575, %59
  %8577 = fcmp oeq <16 x float> %7176, %38
  %8578 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7176, i32 4)
  %8579 = bitcast <8 x i64> %8576 to <16 x float>
  %8580 = select <16 x i1> %8577, <16 x float> %8579, <16 x float> %8578
  br label %8591

8581:                                             ; preds = %8569
  %8582 = bitcast <16 x float> %7176 to <8 x i64>
  %8583 = or <8 x i64> %8582, %60
  %8584 = fcmp oeq <16 x float> %7176, %41
  %8585 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7176, i32 4)
  %8586 = bitcast <8 x i64> %8583 to <16 x float>
  %8587 = select <16 x i1> %8584, <16 x float> %8586, <16 x float> %8585
  br label %8591

8588:                                             ; preds = %8569
  %8589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8573, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8590 = fadd <16 x float> %7176, %8589
  br label %8591

8591:                                             ; preds = %8588, %8581, %8574
  %8592 = phi <16 x float> [ %8590, %8588 ], [ %8587, %8581 ], [ %8580, %8574 ]
  switch i64 %139, label %1009 [
    i64 1, label %8607
    i64 2, label %8600
    i64 3, label %8593
    i64 0, label %8634
  ]

8593:                                             ; preds = %8591
  %8594 = bitcast <16 x float> %8592 to <8 x i64>
  %8595 = and <8 x i64> %8594, %59
  %8596 = fcmp oeq <16 x float> %8592, %38
  %8597 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8592, i32 4)
  %8598 = bitcast <8 x i64> %8595 to <16 x float>
  %8599 = select <16 x i1> %8596, <16 x float> %8598, <16 x float> %8597
  br label %8610

8600:                                             ; preds = %8591
  %8601 = bitcast <16 x float> %8592 to <8 x i64>
  %8602 = or <8 x i64> %8601, %60
  %8603 = fcmp oeq <16 x float> %8592, %41
  %8604 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8592, i32 4)
  %8605 = bitcast <8 x i64> %8602 to <16 x float>
  %8606 = select <16 x i1> %8603, <16 x float> %8605, <16 x float> %8604
  br label %8610

8607:                                             ; preds = %8591
  %8608 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8573, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8609 = fadd <16 x float> %8592, %8608
  br label %8610

8610:                                             ; preds = %8607, %8600, %8593
  %8611 = phi <16 x float> [ %8609, %8607 ], [ %8606, %8600 ], [ %8599, %8593 ]
  switch i64 %141, label %1009 [
    i64 1, label %8626
    i64 2, label %8619
    i64 3, label %8612
    i64 0, label %8634
  ]

8612:                                             ; preds = %8610
  %8613 = bitcast <16 x float> %8611 to <8 x i64>
  %8614 = and <8 x i64> %8613, %59
  %8615 = fcmp oeq <16 x float> %8611, %38
  %8616 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8611, i32 4)
  %8617 = bitcast <8 x i64> %8614 to <16 x float>
  %8618 = select <16 x i1> %8615, <16 x float> %8617, <16 x float> %8616
  br label %8634

8619:                                             ; preds = %8610
  %8620 = bitcast <16 x float> %8611 to <8 x i64>
  %8621 = or <8 x i64> %8620, %60
  %8622 = fcmp oeq <16 x float> %8611, %41
  %8623 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8611, i32 4)
  %8624 = bitcast <8 x i64> %8621 to <16 x float>
  %8625 = select <16 x i1> %8622, <16 x float> %8624, <16 x float> %8623
  br label %8634

8626:                                             ; preds = %8610
  %8627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8573, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8628 = fadd <16 x float> %8611, %8627
  br label %8634

8629:                                             ; preds = %8446
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7178, ptr align 1 %8451, <16 x i1> %7197)
  %8630 = getelementptr float, ptr %324, i64 %8450
  %8631 = getelementptr i8, ptr %8630, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7177, ptr align 1 %8631, <16 x i1> %7198)
  %8632 = getelementptr float, ptr %324, i64 %8450
  %8633 = getelementptr i8, ptr %8632, i64 128
  br label %8634

8634:                                             ; preds = %8629, %8626, %8619, %8612, %8610, %8591, %8569
  %8635 = phi ptr [ %8633, %8629 ], [ %8572, %8612 ], [ %8572, %8619 ], [ %8572, %8626 ], [ %8572, %8610 ], [ %8572, %8591 ], [ %8572, %8569 ]
  %8636 = phi <16 x i1> [ %7199, %8629 ], [ %7196, %8612 ], [ %7196, %8619 ], [ %7196, %8626 ], [ %7196, %8610 ], [ %7196, %8591 ], [ %7196, %8569 ]
  %8637 = phi <16 x float> [ %7176, %8629 ], [ %8618, %8612 ], [ %8625, %8619 ], [ %8628, %8626 ], [ %8611, %8610 ], [ %8592, %8591 ], [ %7176, %8569 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8637, ptr align 1 %8635, <16 x i1> %8636)
  %8638 = add nsw i64 %471, %6998
  %8639 = getelementptr inbounds float, ptr %324, i64 %8638
  br i1 %58, label %8817, label %8640

8640:                                             ; preds = %8634
  %8641 = getelementptr inbounds float, ptr %322, i64 %8638
  switch i64 %127, label %1009 [
    i64 1, label %8656
    i64 2, label %8649
    i64 3, label %8642
    i64 0, label %8697
  ]

8642:                                             ; preds = %8640
  %8643 = bitcast <16 x float> %7175 to <8 x i64>
  %8644 = and <8 x i64> %8643, %59
  %8645 = fcmp oeq <16 x float> %7175, %38
  %8646 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7175, i32 4)
  %8647 = bitcast <8 x i64> %8644 to <16 x float>
  %8648 = select <16 x i1> %8645, <16 x float> %8647, <16 x float> %8646
  br label %8659

8649:                                             ; preds = %8640
  %8650 = bitcast <16 x float> %7175 to <8 x i64>
  %8651 = or <8 x i64> %8650, %60
  %8652 = fcmp oeq <16 x float> %7175, %41
  %8653 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7175, i32 4)
  %8654 = bitcast <8 x i64> %8651 to <16 x float>
  %8655 = select <16 x i1> %8652, <16 x float> %8654, <16 x float> %8653
  br label %8659

8656:                                             ; preds = %8640
  %8657 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8641, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8658 = fadd <16 x float> %7175, %8657
  br label %8659

8659:                                             ; preds = %8656, %8649, %8642
  %8660 = phi <16 x float> [ %8658, %8656 ], [ %8655, %8649 ], [ %8648, %8642 ]
  switch i64 %129, label %1009 [
    i64 1, label %8675
    i64 2, label %8668
    i64 3, label %8661
    i64 0, label %8697
  ]

8661:                                             ; preds = %8659
  %8662 = bitcast <16 x float> %8660 to <8 x i64>
  %8663 = and <8 x i64> %8662, %59
  %8664 = fcmp oeq <16 x float> %8660, %38
  %8665 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8660, i32 4)
  %8666 = bitcast <8 x i64> %8663 to <16 x float>
  %8667 = select <16 x i1> %8664, <16 x float> %8666, <16 x float> %8665
  br label %8678

8668:                                             ; preds = %8659
  %8669 = bitcast <16 x float> %8660 to <8 x i64>
  %8670 = or <8 x i64> %8669, %60
  %8671 = fcmp oeq <16 x float> %8660, %41
  %8672 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8660, i32 4)
  %8673 = bitcast <8 x i64> %8670 to <16 x float>
  %8674 = select <16 x i1> %8671, <16 x float> %8673, <16 x float> %8672
  br label %8678

8675:                                             ; preds = %8659
  %8676 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8641, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8677 = fadd <16 x float> %8660, %8676
  br label %8678

8678:                                             ; preds = %8675, %8668, %8661
  %8679 = phi <16 x float> [ %8677, %8675 ], [ %8674, %8668 ], [ %8667, %8661 ]
  switch i64 %131, label %1009 [
    i64 1, label %8694
    i64 2, label %8687
    i64 3, label %8680
    i64 0, label %8697
  ]

8680:                                             ; preds = %8678
  %8681 = bitcast <16 x float> %8679 to <8 x i64>
  %8682 = and <8 x i64> %8681, %59
  %8683 = fcmp oeq <16 x float> %8679, %38
  %8684 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8679, i32 4)
  %8685 = bitcast <8 x i64> %8682 to <16 x float>
  %8686 = select <16 x i1> %8683, <16 x float> %8685, <16 x float> %8684
  br label %8697

8687:                                             ; preds = %8678
  %8688 = bitcast <16 x float> %8679 to <8 x i64>
  %8689 = or <8 x i64> %8688, %60
  %8690 = fcmp oeq <16 x float> %8679, %41
  %8691 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8679, i32 4)
  %8692 = bitcast <8 x i64> %8689 to <16 x float>
  %8693 = select <16 x i1> %8690, <16 x float> %8692, <16 x float> %8691
  br label %8697

8694:                                             ; preds = %8678
  %8695 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8641, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8696 = fadd <16 x float> %8679, %8695
  br label %8697

8697:                                             ; preds = %8694, %8687, %8680, %8678, %8659, %8640
  %8698 = phi <16 x float> [ %8686, %8680 ], [ %8693, %8687 ], [ %8696, %8694 ], [ %8660, %8659 ], [ %8679, %8678 ], [ %7175, %8640 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8698, ptr align 1 %8639, <16 x i1> %7194)
  %8699 = add nsw i64 %8638, 16
  %8700 = getelementptr inbounds float, ptr %324, i64 %8699
  %8701 = getelementptr inbounds float, ptr %322, i64 %8699
  switch i64 %132, label %1009 [
    i64 1, label %8716
    i64 2, label %8709
    i64 3, label %8702
    i64 0, label %8757
  ]

8702:                                             ; preds = %8697
  %8703 = bitcast <16 x float> %7174 to <8 x i64>
  %8704 = and <8 x i64> %8703, %59
  %8705 = fcmp oeq <16 x float> %7174, %38
  %8706 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7174, i32 4)
  %8707 = bitcast <8 x i64> %8704 to <16 x float>
  %8708 = select <16 x i1> %8705, <16 x float> %8707, <16 x float> %8706
  br label %8719

8709:                                             ; preds = %8697
  %8710 = bitcast <16 x float> %7174 to <8 x i64>
  %8711 = or <8 x i64> %8710, %60
  %8712 = fcmp oeq <16 x float> %7174, %41
  %8713 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7174, i32 4)
  %8714 = bitcast <8 x i64> %8711 to <16 x float>
  %8715 = select <16 x i1> %8712, <16 x float> %8714, <16 x float> %8713
  br label %8719

8716:                                             ; preds = %8697
  %8717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8701, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8718 = fadd <16 x float> %7174, %8717
  br label %8719

8719:                                             ; preds = %8716, %8709, %8702
  %8720 = phi <16 x float> [ %8718, %8716 ], [ %8715, %8709 ], [ %8708, %8702 ]
  switch i64 %134, label %1009 [
    i64 1, label %8735
    i64 2, label %8728
    i64 3, label %8721
    i64 0, label %8757
  ]

8721:                                             ; preds = %8719
  %8722 = bitcast <16 x float> %8720 to <8 x i64>
  %8723 = and <8 x i64> %8722, %59
  %8724 = fcmp oeq <16 x float> %8720, %38
  %8725 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8720, i32 4)
  %8726 = bitcast <8 x i64> %8723 to <16 x float>
  %8727 = select <16 x i1> %8724, <16 x float> %8726, <16 x float> %8725
  br label %8738

8728:                                             ; preds = %8719
  %8729 = bitcast <16 x float> %8720 to <8 x i64>
  %8730 = or <8 x i64> %8729, %60
  %8731 = fcmp oeq <16 x float> %8720, %41
  %8732 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8720, i32 4)
  %8733 = bitcast <8 x i64> %8730 to <16 x float>
  %8734 = select <16 x i1> %8731, <16 x float> %8733, <16 x float> %8732
  br label %8738

8735:                                             ; preds = %8719
  %8736 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8701, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8737 = fadd <16 x float> %8720, %8736
  br label %8738

8738:                                             ; preds = %8735, %8728, %8721
  %8739 = phi <16 x float> [ %8737, %8735 ], [ %8734, %8728 ], [ %8727, %8721 ]
  switch i64 %136, label %1009 [
    i64 1, label %8754
    i64 2, label %8747
    i64 3, label %8740
    i64 0, label %8757
  ]

8740:                                             ; preds = %8738
  %8741 = bitcast <16 x float> %8739 to <8 x i64>
  %8742 = and <8 x i64> %8741, %59
  %8743 = fcmp oeq <16 x float> %8739, %38
  %8744 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8739, i32 4)
  %8745 = bitcast <8 x i64> %8742 to <16 x float>
  %8746 = select <16 x i1> %8743, <16 x float> %8745, <16 x float> %8744
  br label %8757

8747:                                             ; preds = %8738
  %8748 = bitcast <16 x float> %8739 to <8 x i64>
  %8749 = or <8 x i64> %8748, %60
  %8750 = fcmp oeq <16 x float> %8739, %41
  %8751 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8739, i32 4)
  %8752 = bitcast <8 x i64> %8749 to <16 x float>
  %8753 = select <16 x i1> %8750, <16 x float> %8752, <16 x float> %8751
  br label %8757

8754:                                             ; preds = %8738
  %8755 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8701, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8756 = fadd <16 x float> %8739, %8755
  br label %8757

8757:                                             ; preds = %8754, %8747, %8740, %8738, %8719, %8697
  %8758 = phi <16 x float> [ %8746, %8740 ], [ %8753, %8747 ], [ %8756, %8754 ], [ %8720, %8719 ], [ %8739, %8738 ], [ %7174, %8697 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8758, ptr align 1 %8700, <16 x i1> %7195)
  %8759 = add nsw i64 %8638, 32
  %8760 = getelementptr inbounds float, ptr %324, i64 %8759
  %8761 = getelementptr inbounds float, ptr %322, i64 %8759
  switch i64 %137, label %1009 [
    i64 1, label %8776
    i64 2, label %8769
    i64 3, label %8762
    i64 0, label %8822
  ]

8762:                                             ; preds = %8757
  %8763 = bitcast <16 x float> %7173 to <8 x i64>
  %8764 = and <8 x i64> %8763, %59
  %8765 = fcmp oeq <16 x float> %7173, %38
  %8766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7173, i32 4)
  %8767 = bitcast <8 x i64> %8764 to <16 x float>
  %8768 = select <16 x i1> %8765, <16 x float> %8767, <16 x float> %8766
  br label %8779

8769:                                             ; preds = %8757
  %8770 = bitcast <16 x float> %7173 to <8 x i64>
  %8771 = or <8 x i64> %8770, %60
  %8772 = fcmp oeq <16 x float> %7173, %41
  %8773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7173, i32 4)
  %8774 = bitcast <8 x i64> %8771 to <16 x float>
  %8775 = select <16 x i1> %8772, <16 x float> %8774, <16 x float> %8773
  br label %8779

8776:                                             ; preds = %8757
  %8777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8761, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8778 = fadd <16 x float> %7173, %8777
  br label %8779

8779:                                             ; preds = %8776, %8769, %8762
  %8780 = phi <16 x float> [ %8778, %8776 ], [ %8775, %8769 ], [ %8768, %8762 ]
  switch i64 %139, label %1009 [
    i64 1, label %8795
    i64 2, label %8788
    i64 3, label %8781
    i64 0, label %8822
  ]

8781:                                             ; preds = %8779
  %8782 = bitcast <16 x float> %8780 to <8 x i64>
  %8783 = and <8 x i64> %8782, %59
  %8784 = fcmp oeq <16 x float> %8780, %38
  %8785 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8780, i32 4)
  %8786 = bitcast <8 x i64> %8783 to <16 x float>
  %8787 = select <16 x i1> %8784, <16 x float> %8786, <16 x float> %8785
  br label %8798

8788:                                             ; preds = %8779
  %8789 = bitcast <16 x float> %8780 to <8 x i64>
  %8790 = or <8 x i64> %8789, %60
  %8791 = fcmp oeq <16 x float> %8780, %41
  %8792 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8780, i32 4)
  %8793 = bitcast <8 x i64> %8790 to <16 x float>
  %8794 = select <16 x i1> %8791, <16 x float> %8793, <16 x float> %8792
  br label %8798

8795:                                             ; preds = %8779
  %8796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8761, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8797 = fadd <16 x float> %8780, %8796
  br label %8798

8798:                                             ; preds = %8795, %8788, %8781
  %8799 = phi <16 x float> [ %8797, %8795 ], [ %8794, %8788 ], [ %8787, %8781 ]
  switch i64 %141, label %1009 [
    i64 1, label %8814
    i64 2, label %8807
    i64 3, label %8800
    i64 0, label %8822
  ]

8800:                                             ; preds = %8798
  %8801 = bitcast <16 x float> %8799 to <8 x i64>
  %8802 = and <8 x i64> %8801, %59
  %8803 = fcmp oeq <16 x float> %8799, %38
  %8804 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8799, i32 4)
  %8805 = bitcast <8 x i64> %8802 to <16 x float>
  %8806 = select <16 x i1> %8803, <16 x float> %8805, <16 x float> %8804
  br label %8822

8807:                                             ; preds = %8798
  %8808 = bitcast <16 x float> %8799 to <8 x i64>
  %8809 = or <8 x i64> %8808, %60
  %8810 = fcmp oeq <16 x float> %8799, %41
  %8811 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8799, i32 4)
  %8812 = bitcast <8 x i64> %8809 to <16 x float>
  %8813 = select <16 x i1> %8810, <16 x float> %8812, <16 x float> %8811
  br label %8822

8814:                                             ; preds = %8798
  %8815 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8761, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8816 = fadd <16 x float> %8799, %8815
  br label %8822

8817:                                             ; preds = %8634
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7175, ptr align 1 %8639, <16 x i1> %7197)
  %8818 = getelementptr float, ptr %324, i64 %8638
  %8819 = getelementptr i8, ptr %8818, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7174, ptr align 1 %8819, <16 x i1> %7198)
  %8820 = getelementptr float, ptr %324, i64 %8638
  %8821 = getelementptr i8, ptr %8820, i64 128
  br label %8822

8822:                                             ; preds = %8817, %8814, %8807, %8800, %8798, %8779, %8757
  %8823 = phi ptr [ %8821, %8817 ], [ %8760, %8800 ], [ %8760, %8807 ], [ %8760, %8814 ], [ %8760, %8798 ], [ %8760, %8779 ], [ %8760, %8757 ]
  %8824 = phi <16 x i1> [ %7199, %8817 ], [ %7196, %8800 ], [ %7196, %8807 ], [ %7196, %8814 ], [ %7196, %8798 ], [ %7196, %8779 ], [ %7196, %8757 ]
  %8825 = phi <16 x float> [ %7173, %8817 ], [ %8806, %8800 ], [ %8813, %8807 ], [ %8816, %8814 ], [ %8799, %8798 ], [ %8780, %8779 ], [ %7173, %8757 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8825, ptr align 1 %8823, <16 x i1> %8824)
  %8826 = add nsw i64 %473, %6998
  %8827 = getelementptr inbounds float, ptr %324, i64 %8826
  br i1 %58, label %9005, label %8828

8828:                                             ; preds = %8822
  %8829 = getelementptr inbounds float, ptr %322, i64 %8826
  switch i64 %127, label %1009 [
    i64 1, label %8844
    i64 2, label %8837
    i64 3, label %8830
    i64 0, label %8885
  ]

8830:                                             ; preds = %8828
  %8831 = bitcast <16 x float> %7172 to <8 x i64>
  %8832 = and <8 x i64> %8831, %59
  %8833 = fcmp oeq <16 x float> %7172, %38
  %8834 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7172, i32 4)
  %8835 = bitcast <8 x i64> %8832 to <16 x float>
  %8836 = select <16 x i1> %8833, <16 x float> %8835, <16 x float> %8834
  br label %8847

8837:                                             ; preds = %8828
  %8838 = bitcast <16 x float> %7172 to <8 x i64>
  %8839 = or <8 x i64> %8838, %60
  %8840 = fcmp oeq <16 x float> %7172, %41
  %8841 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7172, i32 4)
  %8842 = bitcast <8 x i64> %8839 to <16 x float>
  %8843 = select <16 x i1> %8840, <16 x float> %8842, <16 x float> %8841
  br label %8847

8844:                                             ; preds = %8828
  %8845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8829, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8846 = fadd <16 x float> %7172, %8845
  br label %8847

8847:                                             ; preds = %8844, %8837, %8830
  %8848 = phi <16 x float> [ %8846, %8844 ], [ %8843, %8837 ], [ %8836, %8830 ]
  switch i64 %129, label %1009 [
    i64 1, label %8863
    i64 2, label %8856
    i64 3, label %8849
    i64 0, label %8885
  ]

8849:                                             ; preds = %8847
  %8850 = bitcast <16 x float> %8848 to <8 x i64>
  %8851 = and <8 x i64> %8850, %59
  %8852 = fcmp oeq <16 x float> %8848, %38
  %8853 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8848, i32 4)
  %8854 = bitcast <8 x i64> %8851 to <16 x float>
  %8855 = select <16 x i1> %8852, <16 x float> %8854, <16 x float> %8853
  br label %8866

8856:                                             ; preds = %8847
  %8857 = bitcast <16 x float> %8848 to <8 x i64>
  %8858 = or <8 x i64> %8857, %60
  %8859 = fcmp oeq <16 x float> %8848, %41
  %8860 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8848, i32 4)
  %8861 = bitcast <8 x i64> %8858 to <16 x float>
  %8862 = select <16 x i1> %8859, <16 x float> %8861, <16 x float> %8860
  br label %8866

8863:                                             ; preds = %8847
  %8864 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8829, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8865 = fadd <16 x float> %8848, %8864
  br label %8866

8866:                                             ; preds = %8863, %8856, %8849
  %8867 = phi <16 x float> [ %8865, %8863 ], [ %8862, %8856 ], [ %8855, %8849 ]
  switch i64 %131, label %1009 [
    i64 1, label %8882
    i64 2, label %8875
    i64 3, label %8868
    i64 0, label %8885
  ]

8868:                                             ; preds = %8866
  %8869 = bitcast <16 x float> %8867 to <8 x i64>
  %8870 = and <8 x i64> %8869, %59
  %8871 = fcmp oeq <16 x float> %8867, %38
  %8872 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8867, i32 4)
  %8873 = bitcast <8 x i64> %8870 to <16 x float>
  %8874 = select <16 x i1> %8871, <16 x float> %8873, <16 x float> %8872
  br label %8885

8875:                                             ; preds = %8866
  %8876 = bitcast <16 x float> %8867 to <8 x i64>
  %8877 = or <8 x i64> %8876, %60
  %8878 = fcmp oeq <16 x float> %8867, %41
  %8879 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8867, i32 4)
  %8880 = bitcast <8 x i64> %8877 to <16 x float>
  %8881 = select <16 x i1> %8878, <16 x float> %8880, <16 x float> %8879
  br label %8885

8882:                                             ; preds = %8866
  %8883 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8829, <16 x i1> %7194, <16 x float> zeroinitializer)
  %8884 = fadd <16 x float> %8867, %8883
  br label %8885

8885:                                             ; preds = %8882, %8875, %8868, %8866, %8847, %8828
  %8886 = phi <16 x float> [ %8874, %8868 ], [ %8881, %8875 ], [ %8884, %8882 ], [ %8848, %8847 ], [ %8867, %8866 ], [ %7172, %8828 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8886, ptr align 1 %8827, <16 x i1> %7194)
  %8887 = add nsw i64 %8826, 16
  %8888 = getelementptr inbounds float, ptr %324, i64 %8887
  %8889 = getelementptr inbounds float, ptr %322, i64 %8887
  switch i64 %132, label %1009 [
    i64 1, label %8904
    i64 2, label %8897
    i64 3, label %8890
    i64 0, label %8945
  ]

8890:                                             ; preds = %8885
  %8891 = bitcast <16 x float> %7171 to <8 x i64>
  %8892 = and <8 x i64> %8891, %59
  %8893 = fcmp oeq <16 x float> %7171, %38
  %8894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7171, i32 4)
  %8895 = bitcast <8 x i64> %8892 to <16 x float>
  %8896 = select <16 x i1> %8893, <16 x float> %8895, <16 x float> %8894
  br label %8907

8897:                                             ; preds = %8885
  %8898 = bitcast <16 x float> %7171 to <8 x i64>
  %8899 = or <8 x i64> %8898, %60
  %8900 = fcmp oeq <16 x float> %7171, %41
  %8901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7171, i32 4)
  %8902 = bitcast <8 x i64> %8899 to <16 x float>
  %8903 = select <16 x i1> %8900, <16 x float> %8902, <16 x float> %8901
  br label %8907

8904:                                             ; preds = %8885
  %8905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8889, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8906 = fadd <16 x float> %7171, %8905
  br label %8907

8907:                                             ; preds = %8904, %8897, %8890
  %8908 = phi <16 x float> [ %8906, %8904 ], [ %8903, %8897 ], [ %8896, %8890 ]
  switch i64 %134, label %1009 [
    i64 1, label %8923
    i64 2, label %8916
    i64 3, label %8909
    i64 0, label %8945
  ]

8909:                                             ; preds = %8907
  %8910 = bitcast <16 x float> %8908 to <8 x i64>
  %8911 = and <8 x i64> %8910, %59
  %8912 = fcmp oeq <16 x float> %8908, %38
  %8913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8908, i32 4)
  %8914 = bitcast <8 x i64> %8911 to <16 x float>
  %8915 = select <16 x i1> %8912, <16 x float> %8914, <16 x float> %8913
  br label %8926

8916:                                             ; preds = %8907
  %8917 = bitcast <16 x float> %8908 to <8 x i64>
  %8918 = or <8 x i64> %8917, %60
  %8919 = fcmp oeq <16 x float> %8908, %41
  %8920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8908, i32 4)
  %8921 = bitcast <8 x i64> %8918 to <16 x float>
  %8922 = select <16 x i1> %8919, <16 x float> %8921, <16 x float> %8920
  br label %8926

8923:                                             ; preds = %8907
  %8924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8889, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8925 = fadd <16 x float> %8908, %8924
  br label %8926

8926:                                             ; preds = %8923, %8916, %8909
  %8927 = phi <16 x float> [ %8925, %8923 ], [ %8922, %8916 ], [ %8915, %8909 ]
  switch i64 %136, label %1009 [
    i64 1, label %8942
    i64 2, label %8935
    i64 3, label %8928
    i64 0, label %8945
  ]

8928:                                             ; preds = %8926
  %8929 = bitcast <16 x float> %8927 to <8 x i64>
  %8930 = and <8 x i64> %8929, %59
  %8931 = fcmp oeq <16 x float> %8927, %38
  %8932 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8927, i32 4)
  %8933 = bitcast <8 x i64> %8930 to <16 x float>
  %8934 = select <16 x i1> %8931, <16 x float> %8933, <16 x float> %8932
  br label %8945

8935:                                             ; preds = %8926
  %8936 = bitcast <16 x float> %8927 to <8 x i64>
  %8937 = or <8 x i64> %8936, %60
  %8938 = fcmp oeq <16 x float> %8927, %41
  %8939 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8927, i32 4)
  %8940 = bitcast <8 x i64> %8937 to <16 x float>
  %8941 = select <16 x i1> %8938, <16 x float> %8940, <16 x float> %8939
  br label %8945

8942:                                             ; preds = %8926
  %8943 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8889, <16 x i1> %7195, <16 x float> zeroinitializer)
  %8944 = fadd <16 x float> %8927, %8943
  br label %8945

8945:                                             ; preds = %8942, %8935, %8928, %8926, %8907, %8885
  %8946 = phi <16 x float> [ %8934, %8928 ], [ %8941, %8935 ], [ %8944, %8942 ], [ %8908, %8907 ], [ %8927, %8926 ], [ %7171, %8885 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8946, ptr align 1 %8888, <16 x i1> %7195)
  %8947 = add nsw i64 %8826, 32
  %8948 = getelementptr inbounds float, ptr %324, i64 %8947
  %8949 = getelementptr inbounds float, ptr %322, i64 %8947
  switch i64 %137, label %1009 [
    i64 1, label %8964
    i64 2, label %8957
    i64 3, label %8950
    i64 0, label %9010
  ]

8950:                                             ; preds = %8945
  %8951 = bitcast <16 x float> %7170 to <8 x i64>
  %8952 = and <8 x i64> %8951, %59
  %8953 = fcmp oeq <16 x float> %7170, %38
  %8954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %7170, i32 4)
  %8955 = bitcast <8 x i64> %8952 to <16 x float>
  %8956 = select <16 x i1> %8953, <16 x float> %8955, <16 x float> %8954
  br label %8967

8957:                                             ; preds = %8945
  %8958 = bitcast <16 x float> %7170 to <8 x i64>
  %8959 = or <8 x i64> %8958, %60
  %8960 = fcmp oeq <16 x float> %7170, %41
  %8961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %7170, i32 4)
  %8962 = bitcast <8 x i64> %8959 to <16 x float>
  %8963 = select <16 x i1> %8960, <16 x float> %8962, <16 x float> %8961
  br label %8967

8964:                                             ; preds = %8945
  %8965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8949, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8966 = fadd <16 x float> %7170, %8965
  br label %8967

8967:                                             ; preds = %8964, %8957, %8950
  %8968 = phi <16 x float> [ %8966, %8964 ], [ %8963, %8957 ], [ %8956, %8950 ]
  switch i64 %139, label %1009 [
    i64 1, label %8983
    i64 2, label %8976
    i64 3, label %8969
    i64 0, label %9010
  ]

8969:                                             ; preds = %8967
  %8970 = bitcast <16 x float> %8968 to <8 x i64>
  %8971 = and <8 x i64> %8970, %59
  %8972 = fcmp oeq <16 x float> %8968, %38
  %8973 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8968, i32 4)
  %8974 = bitcast <8 x i64> %8971 to <16 x float>
  %8975 = select <16 x i1> %8972, <16 x float> %8974, <16 x float> %8973
  br label %8986

8976:                                             ; preds = %8967
  %8977 = bitcast <16 x float> %8968 to <8 x i64>
  %8978 = or <8 x i64> %8977, %60
  %8979 = fcmp oeq <16 x float> %8968, %41
  %8980 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8968, i32 4)
  %8981 = bitcast <8 x i64> %8978 to <16 x float>
  %8982 = select <16 x i1> %8979, <16 x float> %8981, <16 x float> %8980
  br label %8986

8983:                                             ; preds = %8967
  %8984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8949, <16 x i1> %7196, <16 x float> zeroinitializer)
  %8985 = fadd <16 x float> %8968, %8984
  br label %8986

8986:                                             ; preds = %8983, %8976, %8969
  %8987 = phi <16 x float> [ %8985, %8983 ], [ %8982, %8976 ], [ %8975, %8969 ]
  switch i64 %141, label %1009 [
    i64 1, label %9002
    i64 2, label %8995
    i64 3, label %8988
    i64 0, label %9010
  ]

8988:                                             ; preds = %8986
  %8989 = bitcast <16 x float> %8987 to <8 x i64>
  %8990 = and <8 x i64> %8989, %59
  %8991 = fcmp oeq <16 x float> %8987, %38
  %8992 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %8987, i32 4)
  %8993 = bitcast <8 x i64> %8990 to <16 x float>
  %8994 = select <16 x i1> %8991, <16 x float> %8993, <16 x float> %8992
  br label %9010

8995:                                             ; preds = %8986
  %8996 = bitcast <16 x float> %8987 to <8 x i64>
  %8997 = or <8 x i64> %8996, %60
  %8998 = fcmp oeq <16 x float> %8987, %41
  %8999 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %8987, i32 4)
  %9000 = bitcast <8 x i64> %8997 to <16 x float>
  %9001 = select <16 x i1> %8998, <16 x float> %9000, <16 x float> %8999
  br label %9010

9002:                                             ; preds = %8986
  %9003 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8949, <16 x i1> %7196, <16 x float> zeroinitializer)
  %9004 = fadd <16 x float> %8987, %9003
  br label %9010

9005:                                             ; preds = %8822
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7172, ptr align 1 %8827, <16 x i1> %7197)
  %9006 = getelementptr float, ptr %324, i64 %8826
  %9007 = getelementptr i8, ptr %9006, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7171, ptr align 1 %9007, <16 x i1> %7198)
  %9008 = getelementptr float, ptr %324, i64 %8826
  %9009 = getelementptr i8, ptr %9008, i64 128
  br label %9010

9010:                                             ; preds = %9005, %9002, %8995, %8988, %8986, %8967, %8945
  %9011 = phi ptr [ %9009, %9005 ], [ %8948, %8988 ], [ %8948, %8995 ], [ %8948, %9002 ], [ %8948, %8986 ], [ %8948, %8967 ], [ %8948, %8945 ]
  %9012 = phi <16 x i1> [ %7199, %9005 ], [ %7196, %8988 ], [ %7196, %8995 ], [ %7196, %9002 ], [ %7196, %8986 ], [ %7196, %8967 ], [ %7196, %8945 ]
  %9013 = phi <16 x float> [ %7170, %9005 ], [ %8994, %8988 ], [ %9001, %8995 ], [ %9004, %9002 ], [ %8987, %8986 ], [ %8968, %8967 ], [ %7170, %8945 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9013, ptr align 1 %9011, <16 x i1> %9012)
  br label %10625

9014:                                             ; preds = %612, %10622
  %9015 = phi i64 [ %315, %612 ], [ %10623, %10622 ]
  switch i32 %614, label %10622 [
    i32 2, label %9016
    i32 3, label %9180
    i32 4, label %9374
    i32 5, label %9641
    i32 6, label %9896
    i32 7, label %10263
  ]

9016:                                             ; preds = %9014
  br i1 %53, label %9025, label %9020

9017:                                             ; preds = %9029
  %9018 = mul i64 %54, %9015
  %9019 = getelementptr inbounds float, ptr %29, i64 %9018
  br label %9037

9020:                                             ; preds = %9016
  %9021 = getelementptr inbounds float, ptr %30, i64 %9015
  %9022 = load float, ptr %9021, align 4
  %9023 = insertelement <16 x float> poison, float %9022, i64 0
  %9024 = shufflevector <16 x float> %9023, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9029

9025:                                             ; preds = %9016
  %9026 = mul nsw i64 %9015, %42
  %9027 = getelementptr float, ptr %617, i64 %9026
  %9028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9027, <16 x i1> %759, <16 x float> zeroinitializer)
  br label %9029

9029:                                             ; preds = %9025, %9020
  %9030 = phi <16 x float> [ %9028, %9025 ], [ %9024, %9020 ]
  br i1 %55, label %9017, label %9031

9031:                                             ; preds = %9117, %9029
  %9032 = phi <16 x float> [ %9030, %9029 ], [ %9118, %9117 ]
  %9033 = mul nsw i64 %9015, %42
  %9034 = add nsw i64 %9033, %615
  %9035 = getelementptr inbounds float, ptr %324, i64 %9034
  %9036 = getelementptr inbounds float, ptr %322, i64 %9034
  br i1 %58, label %9177, label %9121

9037:                                             ; preds = %9017, %9117
  %9038 = phi <16 x float> [ %9030, %9017 ], [ %9118, %9117 ]
  %9039 = phi i64 [ 0, %9017 ], [ %9119, %9117 ]
  %9040 = add i64 %332, %9039
  %9041 = icmp sgt i64 %9040, -1
  %9042 = icmp slt i64 %9040, %7
  %9043 = and i1 %9041, %9042
  br i1 %9043, label %9044, label %9117

9044:                                             ; preds = %9037
  %9045 = mul nsw i64 %9040, %8
  %9046 = getelementptr inbounds float, ptr %317, i64 %9045
  br i1 %56, label %9047, label %9117

9047:                                             ; preds = %9044
  %9048 = mul nuw nsw i64 %9039, %12
  %9049 = getelementptr inbounds nuw float, ptr %9019, i64 %9048
  br label %9050

9050:                                             ; preds = %9047, %9087
  %9051 = phi <16 x float> [ %9038, %9047 ], [ %9088, %9087 ]
  %9052 = phi i64 [ 0, %9047 ], [ %9089, %9087 ]
  %9053 = getelementptr inbounds nuw float, ptr %9049, i64 %9052
  br i1 %57, label %9054, label %9087

9054:                                             ; preds = %9050
  %9055 = sub i64 %9052, %16
  %9056 = add i64 %9055, %604
  %9057 = sub nsw i64 %8, %9056
  %9058 = tail call i64 @llvm.smin.i64(i64 %9057, i64 %605)
  %9059 = tail call i64 @llvm.smin.i64(i64 %9058, i64 16)
  %9060 = icmp slt i64 %9056, 0
  %9061 = sub nsw i64 0, %9056
  %9062 = select i1 %9060, i64 %9061, i64 0
  %9063 = icmp sgt i64 %9059, %9062
  %9064 = trunc i64 %9062 to i32
  %9065 = shl nsw i32 -1, %9064
  %9066 = trunc i64 %9059 to i32
  %9067 = shl nsw i32 -1, %9066
  %9068 = xor i32 %9067, -1
  %9069 = and i32 %9065, %9068
  %9070 = trunc i32 %9069 to i16
  %9071 = select i1 %9063, i16 %9070, i16 0
  %9072 = bitcast i16 %9071 to <16 x i1>
  %9073 = getelementptr float, ptr %9046, i64 %9056
  br i1 %304, label %9075, label %9091

9074:                                             ; preds = %9091
  br i1 %306, label %9087, label %9075

9075:                                             ; preds = %9074, %9054
  %9076 = phi <16 x float> [ %9051, %9054 ], [ %9113, %9074 ]
  %9077 = phi i64 [ 0, %9054 ], [ %9114, %9074 ]
  tail call void @llvm.assume(i1 %307)
  %9078 = mul nsw i64 %51, %9077
  %9079 = getelementptr float, ptr %9073, i64 %9078
  %9080 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9079, <16 x i1> %9072, <16 x float> zeroinitializer)
  %9081 = mul nuw nsw i64 %9077, %52
  %9082 = getelementptr inbounds nuw float, ptr %9053, i64 %9081
  %9083 = load float, ptr %9082, align 4
  %9084 = insertelement <16 x float> poison, float %9083, i64 0
  %9085 = shufflevector <16 x float> %9084, <16 x float> poison, <16 x i32> zeroinitializer
  %9086 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9080, <16 x float> %9085, <16 x float> %9076)
  br label %9087

9087:                                             ; preds = %9075, %9074, %9050
  %9088 = phi <16 x float> [ %9051, %9050 ], [ %9113, %9074 ], [ %9086, %9075 ]
  %9089 = add nuw nsw i64 %9052, 1
  %9090 = icmp eq i64 %9089, %12
  br i1 %9090, label %9117, label %9050

9091:                                             ; preds = %9054, %9091
  %9092 = phi <16 x float> [ %9113, %9091 ], [ %9051, %9054 ]
  %9093 = phi i64 [ %9114, %9091 ], [ 0, %9054 ]
  %9094 = phi i64 [ %9115, %9091 ], [ 0, %9054 ]
  %9095 = mul nsw i64 %51, %9093
  %9096 = getelementptr float, ptr %9073, i64 %9095
  %9097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9096, <16 x i1> %9072, <16 x float> zeroinitializer)
  %9098 = mul nuw nsw i64 %9093, %52
  %9099 = getelementptr inbounds nuw float, ptr %9053, i64 %9098
  %9100 = load float, ptr %9099, align 4
  %9101 = insertelement <16 x float> poison, float %9100, i64 0
  %9102 = shufflevector <16 x float> %9101, <16 x float> poison, <16 x i32> zeroinitializer
  %9103 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9097, <16 x float> %9102, <16 x float> %9092)
  %9104 = or disjoint i64 %9093, 1
  %9105 = mul nsw i64 %51, %9104
  %9106 = getelementptr float, ptr %9073, i64 %9105
  %9107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9106, <16 x i1> %9072, <16 x float> zeroinitializer)
  %9108 = mul nuw nsw i64 %9104, %52
  %9109 = getelementptr inbounds nuw float, ptr %9053, i64 %9108
  %9110 = load float, ptr %9109, align 4
  %9111 = insertelement <16 x float> poison, float %9110, i64 0
  %9112 = shufflevector <16 x float> %9111, <16 x float> poison, <16 x i32> zeroinitializer
  %9113 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9107, <16 x float> %9112, <16 x float> %9103)
  %9114 = add nuw nsw i64 %9093, 2
  %9115 = add i64 %9094, 2
  %9116 = icmp eq i64 %9115, %305
  br i1 %9116, label %9074, label %9091

9117:                                             ; preds = %9087, %9044, %9037
  %9118 = phi <16 x float> [ %9038, %9037 ], [ %9038, %9044 ], [ %9088, %9087 ]
  %9119 = add nuw nsw i64 %9039, 1
  %9120 = icmp eq i64 %9119, %11
  br i1 %9120, label %9031, label %9037

9121:                                             ; preds = %9031
  switch i64 %116, label %1009 [
    i64 1, label %9122
    i64 2, label %9125
    i64 3, label %9132
    i64 0, label %9177
  ]

9122:                                             ; preds = %9121
  %9123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9036, <16 x i1> %760, <16 x float> zeroinitializer)
  %9124 = fadd <16 x float> %9032, %9123
  br label %9139

9125:                                             ; preds = %9121
  %9126 = bitcast <16 x float> %9032 to <8 x i64>
  %9127 = or <8 x i64> %9126, %60
  %9128 = fcmp oeq <16 x float> %9032, %41
  %9129 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9032, i32 4)
  %9130 = bitcast <8 x i64> %9127 to <16 x float>
  %9131 = select <16 x i1> %9128, <16 x float> %9130, <16 x float> %9129
  br label %9139

9132:                                             ; preds = %9121
  %9133 = bitcast <16 x float> %9032 to <8 x i64>
  %9134 = and <8 x i64> %9133, %59
  %9135 = fcmp oeq <16 x float> %9032, %38
  %9136 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9032, i32 4)
  %9137 = bitcast <8 x i64> %9134 to <16 x float>
  %9138 = select <16 x i1> %9135, <16 x float> %9137, <16 x float> %9136
  br label %9139

9139:                                             ; preds = %9132, %9125, %9122
  %9140 = phi <16 x float> [ %9124, %9122 ], [ %9131, %9125 ], [ %9138, %9132 ]
  switch i64 %118, label %1009 [
    i64 1, label %9155
    i64 2, label %9148
    i64 3, label %9141
    i64 0, label %9177
  ]

9141:                                             ; preds = %9139
  %9142 = bitcast <16 x float> %9140 to <8 x i64>
  %9143 = and <8 x i64> %9142, %59
  %9144 = fcmp oeq <16 x float> %9140, %38
  %9145 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9140, i32 4)
  %9146 = bitcast <8 x i64> %9143 to <16 x float>
  %9147 = select <16 x i1> %9144, <16 x float> %9146, <16 x float> %9145
  br label %9158

9148:                                             ; preds = %9139
  %9149 = bitcast <16 x float> %9140 to <8 x i64>
  %9150 = or <8 x i64> %9149, %60
  %9151 = fcmp oeq <16 x float> %9140, %41
  %9152 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9140, i32 4)
  %9153 = bitcast <8 x i64> %9150 to <16 x float>
  %9154 = select <16 x i1> %9151, <16 x float> %9153, <16 x float> %9152
  br label %9158

9155:                                             ; preds = %9139
  %9156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9036, <16 x i1> %760, <16 x float> zeroinitializer)
  %9157 = fadd <16 x float> %9140, %9156
  br label %9158

9158:                                             ; preds = %9155, %9148, %9141
  %9159 = phi <16 x float> [ %9157, %9155 ], [ %9154, %9148 ], [ %9147, %9141 ]
  switch i64 %120, label %1009 [
    i64 1, label %9174
    i64 2, label %9167
    i64 3, label %9160
    i64 0, label %9177
  ]

9160:                                             ; preds = %9158
  %9161 = bitcast <16 x float> %9159 to <8 x i64>
  %9162 = and <8 x i64> %9161, %59
  %9163 = fcmp oeq <16 x float> %9159, %38
  %9164 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9159, i32 4)
  %9165 = bitcast <8 x i64> %9162 to <16 x float>
  %9166 = select <16 x i1> %9163, <16 x float> %9165, <16 x float> %9164
  br label %9177

9167:                                             ; preds = %9158
  %9168 = bitcast <16 x float> %9159 to <8 x i64>
  %9169 = or <8 x i64> %9168, %60
  %9170 = fcmp oeq <16 x float> %9159, %41
  %9171 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9159, i32 4)
  %9172 = bitcast <8 x i64> %9169 to <16 x float>
  %9173 = select <16 x i1> %9170, <16 x float> %9172, <16 x float> %9171
  br label %9177

9174:                                             ; preds = %9158
  %9175 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9036, <16 x i1> %760, <16 x float> zeroinitializer)
  %9176 = fadd <16 x float> %9159, %9175
  br label %9177

9177:                                             ; preds = %9031, %9121, %9139, %9158, %9174, %9167, %9160
  %9178 = phi <16 x i1> [ %760, %9121 ], [ %760, %9160 ], [ %760, %9167 ], [ %760, %9174 ], [ %760, %9158 ], [ %760, %9139 ], [ %761, %9031 ]
  %9179 = phi <16 x float> [ %9032, %9121 ], [ %9166, %9160 ], [ %9173, %9167 ], [ %9176, %9174 ], [ %9159, %9158 ], [ %9140, %9139 ], [ %9032, %9031 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9179, ptr align 1 %9035, <16 x i1> %9178)
  br label %10622

9180:                                             ; preds = %9014
  br i1 %53, label %9189, label %9184

9181:                                             ; preds = %9193
  %9182 = mul i64 %54, %9015
  %9183 = getelementptr inbounds float, ptr %29, i64 %9182
  br label %9201

9184:                                             ; preds = %9180
  %9185 = getelementptr inbounds float, ptr %30, i64 %9015
  %9186 = load float, ptr %9185, align 4
  %9187 = insertelement <16 x float> poison, float %9186, i64 0
  %9188 = shufflevector <16 x float> %9187, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9193

9189:                                             ; preds = %9180
  %9190 = mul nsw i64 %9015, %42
  %9191 = getelementptr float, ptr %617, i64 %9190
  %9192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9191, <16 x i1> %747, <16 x float> zeroinitializer)
  br label %9193

9193:                                             ; preds = %9189, %9184
  %9194 = phi <16 x float> [ %9192, %9189 ], [ %9188, %9184 ]
  br i1 %55, label %9181, label %9195

9195:                                             ; preds = %9311, %9193
  %9196 = phi <16 x float> [ %9194, %9193 ], [ %9312, %9311 ]
  %9197 = mul nsw i64 %9015, %42
  %9198 = add nsw i64 %9197, %615
  %9199 = getelementptr inbounds float, ptr %324, i64 %9198
  %9200 = getelementptr inbounds float, ptr %322, i64 %9198
  br i1 %58, label %9371, label %9315

9201:                                             ; preds = %9181, %9311
  %9202 = phi <16 x float> [ %9194, %9181 ], [ %9312, %9311 ]
  %9203 = phi i64 [ 0, %9181 ], [ %9313, %9311 ]
  %9204 = add i64 %332, %9203
  %9205 = icmp sgt i64 %9204, -1
  %9206 = icmp slt i64 %9204, %7
  %9207 = and i1 %9205, %9206
  br i1 %9207, label %9208, label %9311

9208:                                             ; preds = %9201
  %9209 = mul nsw i64 %9204, %8
  %9210 = getelementptr inbounds float, ptr %317, i64 %9209
  br i1 %56, label %9211, label %9311

9211:                                             ; preds = %9208
  %9212 = mul nuw nsw i64 %9203, %12
  %9213 = getelementptr inbounds nuw float, ptr %9183, i64 %9212
  br label %9214

9214:                                             ; preds = %9211, %9275
  %9215 = phi <16 x float> [ %9202, %9211 ], [ %9276, %9275 ]
  %9216 = phi i64 [ 0, %9211 ], [ %9277, %9275 ]
  %9217 = getelementptr inbounds nuw float, ptr %9213, i64 %9216
  br i1 %57, label %9218, label %9275

9218:                                             ; preds = %9214
  %9219 = sub i64 %9216, %16
  %9220 = add i64 %9219, %748
  %9221 = sub nsw i64 %8, %9220
  %9222 = tail call i64 @llvm.smin.i64(i64 %9221, i64 %750)
  %9223 = tail call i64 @llvm.smin.i64(i64 %9222, i64 32)
  %9224 = icmp slt i64 %9220, 0
  %9225 = sub nsw i64 0, %9220
  %9226 = select i1 %9224, i64 %9225, i64 0
  %9227 = icmp sgt i64 %9223, %9226
  %9228 = select i1 %9227, i64 %9226, i64 0
  %9229 = select i1 %9227, i64 %9223, i64 0
  %9230 = getelementptr float, ptr %9210, i64 %9220
  %9231 = icmp sgt i64 %9229, %9228
  %9232 = icmp sgt i64 %9229, 31
  %9233 = trunc i64 %9229 to i32
  %9234 = shl nsw i32 -1, %9233
  %9235 = xor i32 %9234, -1
  %9236 = select i1 %9232, i32 -1, i32 %9235
  %9237 = trunc i64 %9228 to i32
  %9238 = shl nsw i32 -1, %9237
  %9239 = and i32 %9236, %9238
  br i1 %299, label %9254, label %9240

9240:                                             ; preds = %9218
  %9241 = select i1 %9231, i32 %9239, i32 0
  %9242 = trunc i32 %9241 to i16
  %9243 = bitcast i16 %9242 to <16 x i1>
  %9244 = lshr i32 %9241, 16
  %9245 = trunc nuw i32 %9244 to i16
  %9246 = bitcast i16 %9245 to <16 x i1>
  %9247 = select i1 %9231, i32 %9239, i32 0
  %9248 = trunc i32 %9247 to i16
  %9249 = bitcast i16 %9248 to <16 x i1>
  %9250 = lshr i32 %9247, 16
  %9251 = trunc nuw i32 %9250 to i16
  %9252 = bitcast i16 %9251 to <16 x i1>
  br label %9279

9253:                                             ; preds = %9279
  br i1 %301, label %9275, label %9254

9254:                                             ; preds = %9253, %9218
  %9255 = phi <16 x float> [ %9215, %9218 ], [ %9307, %9253 ]
  %9256 = phi i64 [ 0, %9218 ], [ %9308, %9253 ]
  tail call void @llvm.assume(i1 %302)
  %9257 = mul nsw i64 %51, %9256
  %9258 = getelementptr float, ptr %9230, i64 %9257
  %9259 = select i1 %9231, i32 %9239, i32 0
  %9260 = trunc i32 %9259 to i16
  %9261 = bitcast i16 %9260 to <16 x i1>
  %9262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9258, <16 x i1> %9261, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9263 = lshr i32 %9259, 16
  %9264 = trunc nuw i32 %9263 to i16
  %9265 = getelementptr inbounds nuw i8, ptr %9258, i64 64
  %9266 = bitcast i16 %9264 to <16 x i1>
  %9267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9265, <16 x i1> %9266, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9268 = shufflevector <16 x float> %9262, <16 x float> %9267, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9269 = mul nuw nsw i64 %9256, %52
  %9270 = getelementptr inbounds nuw float, ptr %9217, i64 %9269
  %9271 = load float, ptr %9270, align 4
  %9272 = insertelement <16 x float> poison, float %9271, i64 0
  %9273 = shufflevector <16 x float> %9272, <16 x float> poison, <16 x i32> zeroinitializer
  %9274 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9268, <16 x float> %9273, <16 x float> %9255)
  br label %9275

9275:                                             ; preds = %9254, %9253, %9214
  %9276 = phi <16 x float> [ %9215, %9214 ], [ %9307, %9253 ], [ %9274, %9254 ]
  %9277 = add nuw nsw i64 %9216, 1
  %9278 = icmp eq i64 %9277, %12
  br i1 %9278, label %9311, label %9214

9279:                                             ; preds = %9279, %9240
  %9280 = phi <16 x float> [ %9215, %9240 ], [ %9307, %9279 ]
  %9281 = phi i64 [ 0, %9240 ], [ %9308, %9279 ]
  %9282 = phi i64 [ 0, %9240 ], [ %9309, %9279 ]
  %9283 = mul nsw i64 %51, %9281
  %9284 = getelementptr float, ptr %9230, i64 %9283
  %9285 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9284, <16 x i1> %9243, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9286 = getelementptr inbounds nuw i8, ptr %9284, i64 64
  %9287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9286, <16 x i1> %9246, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9288 = shufflevector <16 x float> %9285, <16 x float> %9287, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9289 = mul nuw nsw i64 %9281, %52
  %9290 = getelementptr inbounds nuw float, ptr %9217, i64 %9289
  %9291 = load float, ptr %9290, align 4
  %9292 = insertelement <16 x float> poison, float %9291, i64 0
  %9293 = shufflevector <16 x float> %9292, <16 x float> poison, <16 x i32> zeroinitializer
  %9294 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9288, <16 x float> %9293, <16 x float> %9280)
  %9295 = or disjoint i64 %9281, 1
  %9296 = mul nsw i64 %51, %9295
  %9297 = getelementptr float, ptr %9230, i64 %9296
  %9298 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9297, <16 x i1> %9249, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9299 = getelementptr inbounds nuw i8, ptr %9297, i64 64
  %9300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9299, <16 x i1> %9252, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9301 = shufflevector <16 x float> %9298, <16 x float> %9300, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9302 = mul nuw nsw i64 %9295, %52
  %9303 = getelementptr inbounds nuw float, ptr %9217, i64 %9302
  %9304 = load float, ptr %9303, align 4
  %9305 = insertelement <16 x float> poison, float %9304, i64 0
  %9306 = shufflevector <16 x float> %9305, <16 x float> poison, <16 x i32> zeroinitializer
  %9307 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9301, <16 x float> %9306, <16 x float> %9294)
  %9308 = add nuw nsw i64 %9281, 2
  %9309 = add i64 %9282, 2
  %9310 = icmp eq i64 %9309, %300
  br i1 %9310, label %9253, label %9279

9311:                                             ; preds = %9275, %9208, %9201
  %9312 = phi <16 x float> [ %9202, %9201 ], [ %9202, %9208 ], [ %9276, %9275 ]
  %9313 = add nuw nsw i64 %9203, 1
  %9314 = icmp eq i64 %9313, %11
  br i1 %9314, label %9195, label %9201

9315:                                             ; preds = %9195
  switch i64 %111, label %1009 [
    i64 1, label %9316
    i64 2, label %9319
    i64 3, label %9326
    i64 0, label %9371
  ]

9316:                                             ; preds = %9315
  %9317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9200, <16 x i1> %751, <16 x float> zeroinitializer)
  %9318 = fadd <16 x float> %9196, %9317
  br label %9333

9319:                                             ; preds = %9315
  %9320 = bitcast <16 x float> %9196 to <8 x i64>
  %9321 = or <8 x i64> %9320, %60
  %9322 = fcmp oeq <16 x float> %9196, %41
  %9323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9196, i32 4)
  %9324 = bitcast <8 x i64> %9321 to <16 x float>
  %9325 = select <16 x i1> %9322, <16 x float> %9324, <16 x float> %9323
  br label %9333

9326:                                             ; preds = %9315
  %9327 = bitcast <16 x float> %9196 to <8 x i64>
  %9328 = and <8 x i64> %9327, %59
  %9329 = fcmp oeq <16 x float> %9196, %38
  %9330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9196, i32 4)
  %9331 = bitcast <8 x i64> %9328 to <16 x float>
  %9332 = select <16 x i1> %9329, <16 x float> %9331, <16 x float> %9330
  br label %9333

9333:                                             ; preds = %9326, %9319, %9316
  %9334 = phi <16 x float> [ %9318, %9316 ], [ %9325, %9319 ], [ %9332, %9326 ]
  switch i64 %113, label %1009 [
    i64 1, label %9349
    i64 2, label %9342
    i64 3, label %9335
    i64 0, label %9371
  ]

9335:                                             ; preds = %9333
  %9336 = bitcast <16 x float> %9334 to <8 x i64>
  %9337 = and <8 x i64> %9336, %59
  %9338 = fcmp oeq <16 x float> %9334, %38
  %9339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9334, i32 4)
  %9340 = bitcast <8 x i64> %9337 to <16 x float>
  %9341 = select <16 x i1> %9338, <16 x float> %9340, <16 x float> %9339
  br label %9352

9342:                                             ; preds = %9333
  %9343 = bitcast <16 x float> %9334 to <8 x i64>
  %9344 = or <8 x i64> %9343, %60
  %9345 = fcmp oeq <16 x float> %9334, %41
  %9346 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9334, i32 4)
  %9347 = bitcast <8 x i64> %9344 to <16 x float>
  %9348 = select <16 x i1> %9345, <16 x float> %9347, <16 x float> %9346
  br label %9352

9349:                                             ; preds = %9333
  %9350 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9200, <16 x i1> %751, <16 x float> zeroinitializer)
  %9351 = fadd <16 x float> %9334, %9350
  br label %9352

9352:                                             ; preds = %9349, %9342, %9335
  %9353 = phi <16 x float> [ %9351, %9349 ], [ %9348, %9342 ], [ %9341, %9335 ]
  switch i64 %115, label %1009 [
    i64 1, label %9368
    i64 2, label %9361
    i64 3, label %9354
    i64 0, label %9371
  ]

9354:                                             ; preds = %9352
  %9355 = bitcast <16 x float> %9353 to <8 x i64>
  %9356 = and <8 x i64> %9355, %59
  %9357 = fcmp oeq <16 x float> %9353, %38
  %9358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9353, i32 4)
  %9359 = bitcast <8 x i64> %9356 to <16 x float>
  %9360 = select <16 x i1> %9357, <16 x float> %9359, <16 x float> %9358
  br label %9371

9361:                                             ; preds = %9352
  %9362 = bitcast <16 x float> %9353 to <8 x i64>
  %9363 = or <8 x i64> %9362, %60
  %9364 = fcmp oeq <16 x float> %9353, %41
  %9365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9353, i32 4)
  %9366 = bitcast <8 x i64> %9363 to <16 x float>
  %9367 = select <16 x i1> %9364, <16 x float> %9366, <16 x float> %9365
  br label %9371

9368:                                             ; preds = %9352
  %9369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9200, <16 x i1> %751, <16 x float> zeroinitializer)
  %9370 = fadd <16 x float> %9353, %9369
  br label %9371

9371:                                             ; preds = %9195, %9315, %9333, %9352, %9368, %9361, %9354
  %9372 = phi <16 x i1> [ %751, %9315 ], [ %751, %9354 ], [ %751, %9361 ], [ %751, %9368 ], [ %751, %9352 ], [ %751, %9333 ], [ %752, %9195 ]
  %9373 = phi <16 x float> [ %9196, %9315 ], [ %9360, %9354 ], [ %9367, %9361 ], [ %9370, %9368 ], [ %9353, %9352 ], [ %9334, %9333 ], [ %9196, %9195 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9373, ptr align 1 %9199, <16 x i1> %9372)
  br label %10622

9374:                                             ; preds = %9014
  %9375 = mul nsw i64 %9015, %42
  br i1 %53, label %9386, label %9379

9376:                                             ; preds = %9391
  %9377 = mul i64 %54, %9015
  %9378 = getelementptr inbounds float, ptr %29, i64 %9377
  br label %9399

9379:                                             ; preds = %9374
  %9380 = getelementptr inbounds float, ptr %30, i64 %9015
  %9381 = load float, ptr %9380, align 4
  %9382 = insertelement <16 x float> poison, float %9381, i64 0
  %9383 = shufflevector <16 x float> %9382, <16 x float> poison, <16 x i32> zeroinitializer
  %9384 = insertelement <16 x float> poison, float %9381, i64 0
  %9385 = shufflevector <16 x float> %9384, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9391

9386:                                             ; preds = %9374
  %9387 = getelementptr float, ptr %617, i64 %9375
  %9388 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9387, <16 x i1> %733, <16 x float> zeroinitializer)
  %9389 = getelementptr inbounds nuw i8, ptr %9387, i64 64
  %9390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %9389, <16 x i1> %734, <16 x float> zeroinitializer)
  br label %9391

9391:                                             ; preds = %9386, %9379
  %9392 = phi <16 x float> [ %9388, %9386 ], [ %9383, %9379 ]
  %9393 = phi <16 x float> [ %9390, %9386 ], [ %9385, %9379 ]
  br i1 %55, label %9376, label %9394

9394:                                             ; preds = %9512, %9391
  %9395 = phi <16 x float> [ %9392, %9391 ], [ %9513, %9512 ]
  %9396 = phi <16 x float> [ %9393, %9391 ], [ %9514, %9512 ]
  %9397 = add nsw i64 %9375, %615
  %9398 = getelementptr inbounds float, ptr %324, i64 %9397
  br i1 %58, label %9634, label %9517

9399:                                             ; preds = %9376, %9512
  %9400 = phi <16 x float> [ %9392, %9376 ], [ %9513, %9512 ]
  %9401 = phi <16 x float> [ %9393, %9376 ], [ %9514, %9512 ]
  %9402 = phi i64 [ 0, %9376 ], [ %9515, %9512 ]
  %9403 = add i64 %332, %9402
  %9404 = icmp sgt i64 %9403, -1
  %9405 = icmp slt i64 %9403, %7
  %9406 = and i1 %9404, %9405
  br i1 %9406, label %9407, label %9512

9407:                                             ; preds = %9399
  %9408 = mul nsw i64 %9403, %8
  %9409 = getelementptr inbounds float, ptr %317, i64 %9408
  br i1 %56, label %9410, label %9512

9410:                                             ; preds = %9407
  %9411 = mul nuw nsw i64 %9402, %12
  %9412 = getelementptr inbounds nuw float, ptr %9378, i64 %9411
  br label %9413

9413:                                             ; preds = %9410, %9472
  %9414 = phi <16 x float> [ %9400, %9410 ], [ %9473, %9472 ]
  %9415 = phi <16 x float> [ %9401, %9410 ], [ %9474, %9472 ]
  %9416 = phi i64 [ 0, %9410 ], [ %9475, %9472 ]
  %9417 = sub i64 %9416, %16
  %9418 = add i64 %9417, %604
  %9419 = add i64 %9417, %735
  %9420 = getelementptr inbounds nuw float, ptr %9412, i64 %9416
  br i1 %57, label %9421, label %9472

9421:                                             ; preds = %9413
  %9422 = sub nsw i64 %8, %9419
  %9423 = tail call i64 @llvm.smin.i64(i64 %9422, i64 %736)
  %9424 = tail call i64 @llvm.smin.i64(i64 %9423, i64 16)
  %9425 = icmp slt i64 %9419, 0
  %9426 = sub nsw i64 0, %9419
  %9427 = select i1 %9425, i64 %9426, i64 0
  %9428 = icmp sgt i64 %9424, %9427
  %9429 = trunc i64 %9427 to i32
  %9430 = shl nsw i32 -1, %9429
  %9431 = trunc i64 %9424 to i32
  %9432 = shl nsw i32 -1, %9431
  %9433 = xor i32 %9432, -1
  %9434 = and i32 %9430, %9433
  %9435 = trunc i32 %9434 to i16
  %9436 = select i1 %9428, i16 %9435, i16 0
  %9437 = sub nsw i64 %8, %9418
  %9438 = tail call i64 @llvm.smin.i64(i64 %9437, i64 %605)
  %9439 = tail call i64 @llvm.smin.i64(i64 %9438, i64 16)
  %9440 = icmp slt i64 %9418, 0
  %9441 = sub nsw i64 0, %9418
  %9442 = select i1 %9440, i64 %9441, i64 0
  %9443 = icmp sgt i64 %9439, %9442
  %9444 = trunc i64 %9442 to i32
  %9445 = shl nsw i32 -1, %9444
  %9446 = trunc i64 %9439 to i32
  %9447 = shl nsw i32 -1, %9446
  %9448 = xor i32 %9447, -1
  %9449 = and i32 %9445, %9448
  %9450 = trunc i32 %9449 to i16
  %9451 = select i1 %9443, i16 %9450, i16 0
  %9452 = bitcast i16 %9451 to <16 x i1>
  %9453 = bitcast i16 %9436 to <16 x i1>
  br i1 %294, label %9455, label %9477

9454:                                             ; preds = %9477
  br i1 %296, label %9472, label %9455

9455:                                             ; preds = %9454, %9421
  %9456 = phi <16 x float> [ %9414, %9421 ], [ %9507, %9454 ]
  %9457 = phi <16 x float> [ %9415, %9421 ], [ %9508, %9454 ]
  %9458 = phi i64 [ 0, %9421 ], [ %9509, %9454 ]
  tail call void @llvm.assume(i1 %297)
  %9459 = mul nsw i64 %51, %9458
  %9460 = getelementptr inbounds float, ptr %9409, i64 %9459
  %9461 = getelementptr inbounds float, ptr %9460, i64 %9418
  %9462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9461, <16 x i1> %9452, <16 x float> zeroinitializer)
  %9463 = getelementptr inbounds float, ptr %9460, i64 %9419
  %9464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9463, <16 x i1> %9453, <16 x float> zeroinitializer)
  %9465 = mul nuw nsw i64 %9458, %52
  %9466 = getelementptr inbounds nuw float, ptr %9420, i64 %9465
  %9467 = load float, ptr %9466, align 4
  %9468 = insertelement <16 x float> poison, float %9467, i64 0
  %9469 = shufflevector <16 x float> %9468, <16 x float> poison, <16 x i32> zeroinitializer
  %9470 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9462, <16 x float> %9469, <16 x float> %9456)
  %9471 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9464, <16 x float> %9469, <16 x float> %9457)
  br label %9472

9472:                                             ; preds = %9455, %9454, %9413
  %9473 = phi <16 x float> [ %9414, %9413 ], [ %9507, %9454 ], [ %9470, %9455 ]
  %9474 = phi <16 x float> [ %9415, %9413 ], [ %9508, %9454 ], [ %9471, %9455 ]
  %9475 = add nuw nsw i64 %9416, 1
  %9476 = icmp eq i64 %9475, %12
  br i1 %9476, label %9512, label %9413

9477:                                             ; preds = %9421, %9477
  %9478 = phi <16 x float> [ %9507, %9477 ], [ %9414, %9421 ]
  %9479 = phi <16 x float> [ %9508, %9477 ], [ %9415, %9421 ]
  %9480 = phi i64 [ %9509, %9477 ], [ 0, %9421 ]
  %9481 = phi i64 [ %9510, %9477 ], [ 0, %9421 ]
  %9482 = mul nsw i64 %51, %9480
  %9483 = getelementptr inbounds float, ptr %9409, i64 %9482
  %9484 = getelementptr inbounds float, ptr %9483, i64 %9418
  %9485 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9484, <16 x i1> %9452, <16 x float> zeroinitializer)
  %9486 = getelementptr inbounds float, ptr %9483, i64 %9419
  %9487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9486, <16 x i1> %9453, <16 x float> zeroinitializer)
  %9488 = mul nuw nsw i64 %9480, %52
  %9489 = getelementptr inbounds nuw float, ptr %9420, i64 %9488
  %9490 = load float, ptr %9489, align 4
  %9491 = insertelement <16 x float> poison, float %9490, i64 0
  %9492 = shufflevector <16 x float> %9491, <16 x float> poison, <16 x i32> zeroinitializer
  %9493 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9485, <16 x float> %9492, <16 x float> %9478)
  %9494 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9487, <16 x float> %9492, <16 x float> %9479)
  %9495 = or disjoint i64 %9480, 1
  %9496 = mul nsw i64 %51, %9495
  %9497 = getelementptr inbounds float, ptr %9409, i64 %9496
  %9498 = getelementptr inbounds float, ptr %9497, i64 %9418
  %9499 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9498, <16 x i1> %9452, <16 x float> zeroinitializer)
  %9500 = getelementptr inbounds float, ptr %9497, i64 %9419
  %9501 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9500, <16 x i1> %9453, <16 x float> zeroinitializer)
  %9502 = mul nuw nsw i64 %9495, %52
  %9503 = getelementptr inbounds nuw float, ptr %9420, i64 %9502
  %9504 = load float, ptr %9503, align 4
  %9505 = insertelement <16 x float> poison, float %9504, i64 0
  %9506 = shufflevector <16 x float> %9505, <16 x float> poison, <16 x i32> zeroinitializer
  %9507 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9499, <16 x float> %9506, <16 x float> %9493)
  %9508 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9501, <16 x float> %9506, <16 x float> %9494)
  %9509 = add nuw nsw i64 %9480, 2
  %9510 = add i64 %9481, 2
  %9511 = icmp eq i64 %9510, %295
  br i1 %9511, label %9454, label %9477

9512:                                             ; preds = %9472, %9407, %9399
  %9513 = phi <16 x float> [ %9400, %9399 ], [ %9400, %9407 ], [ %9473, %9472 ]
  %9514 = phi <16 x float> [ %9401, %9399 ], [ %9401, %9407 ], [ %9474, %9472 ]
  %9515 = add nuw nsw i64 %9402, 1
  %9516 = icmp eq i64 %9515, %11
  br i1 %9516, label %9394, label %9399

9517:                                             ; preds = %9394
  %9518 = getelementptr inbounds float, ptr %322, i64 %9397
  switch i64 %101, label %1009 [
    i64 1, label %9519
    i64 2, label %9522
    i64 3, label %9529
    i64 0, label %9574
  ]

9519:                                             ; preds = %9517
  %9520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9518, <16 x i1> %737, <16 x float> zeroinitializer)
  %9521 = fadd <16 x float> %9395, %9520
  br label %9536

9522:                                             ; preds = %9517
  %9523 = bitcast <16 x float> %9395 to <8 x i64>
  %9524 = or <8 x i64> %9523, %60
  %9525 = fcmp oeq <16 x float> %9395, %41
  %9526 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9395, i32 4)
  %9527 = bitcast <8 x i64> %9524 to <16 x float>
  %9528 = select <16 x i1> %9525, <16 x float> %9527, <16 x float> %9526
  br label %9536

9529:                                             ; preds = %9517
  %9530 = bitcast <16 x float> %9395 to <8 x i64>
  %9531 = and <8 x i64> %9530, %59
  %9532 = fcmp oeq <16 x float> %9395, %38
  %9533 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9395, i32 4)
  %9534 = bitcast <8 x i64> %9531 to <16 x float>
  %9535 = select <16 x i1> %9532, <16 x float> %9534, <16 x float> %9533
  br label %9536

9536:                                             ; preds = %9529, %9522, %9519
  %9537 = phi <16 x float> [ %9521, %9519 ], [ %9528, %9522 ], [ %9535, %9529 ]
  switch i64 %103, label %1009 [
    i64 1, label %9552
    i64 2, label %9545
    i64 3, label %9538
    i64 0, label %9574
  ]

9538:                                             ; preds = %9536
  %9539 = bitcast <16 x float> %9537 to <8 x i64>
  %9540 = and <8 x i64> %9539, %59
  %9541 = fcmp oeq <16 x float> %9537, %38
  %9542 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9537, i32 4)
  %9543 = bitcast <8 x i64> %9540 to <16 x float>
  %9544 = select <16 x i1> %9541, <16 x float> %9543, <16 x float> %9542
  br label %9555

9545:                                             ; preds = %9536
  %9546 = bitcast <16 x float> %9537 to <8 x i64>
  %9547 = or <8 x i64> %9546, %60
  %9548 = fcmp oeq <16 x float> %9537, %41
  %9549 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9537, i32 4)
  %9550 = bitcast <8 x i64> %9547 to <16 x float>
  %9551 = select <16 x i1> %9548, <16 x float> %9550, <16 x float> %9549
  br label %9555

9552:                                             ; preds = %9536
  %9553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9518, <16 x i1> %737, <16 x float> zeroinitializer)
  %9554 = fadd <16 x float> %9537, %9553
  br label %9555

9555:                                             ; preds = %9552, %9545, %9538
  %9556 = phi <16 x float> [ %9554, %9552 ], [ %9551, %9545 ], [ %9544, %9538 ]
  switch i64 %105, label %1009 [
    i64 1, label %9571
    i64 2, label %9564
    i64 3, label %9557
    i64 0, label %9574
  ]

9557:                                             ; preds = %9555
  %9558 = bitcast <16 x float> %9556 to <8 x i64>
  %9559 = and <8 x i64> %9558, %59
  %9560 = fcmp oeq <16 x float> %9556, %38
  %9561 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9556, i32 4)
  %9562 = bitcast <8 x i64> %9559 to <16 x float>
  %9563 = select <16 x i1> %9560, <16 x float> %9562, <16 x float> %9561
  br label %9574

9564:                                             ; preds = %9555
  %9565 = bitcast <16 x float> %9556 to <8 x i64>
  %9566 = or <8 x i64> %9565, %60
  %9567 = fcmp oeq <16 x float> %9556, %41
  %9568 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9556, i32 4)
  %9569 = bitcast <8 x i64> %9566 to <16 x float>
  %9570 = select <16 x i1> %9567, <16 x float> %9569, <16 x float> %9568
  br label %9574

9571:                                             ; preds = %9555
  %9572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9518, <16 x i1> %737, <16 x float> zeroinitializer)
  %9573 = fadd <16 x float> %9556, %9572
  br label %9574

9574:                                             ; preds = %9517, %9536, %9555, %9571, %9564, %9557
  %9575 = phi <16 x float> [ %9563, %9557 ], [ %9570, %9564 ], [ %9573, %9571 ], [ %9537, %9536 ], [ %9556, %9555 ], [ %9395, %9517 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9575, ptr align 1 %9398, <16 x i1> %737)
  %9576 = add nsw i64 %9397, 16
  %9577 = getelementptr inbounds float, ptr %324, i64 %9576
  %9578 = getelementptr inbounds float, ptr %322, i64 %9576
  switch i64 %106, label %1009 [
    i64 1, label %9593
    i64 2, label %9586
    i64 3, label %9579
    i64 0, label %9637
  ]

9579:                                             ; preds = %9574
  %9580 = bitcast <16 x float> %9396 to <8 x i64>
  %9581 = and <8 x i64> %9580, %59
  %9582 = fcmp oeq <16 x float> %9396, %38
  %9583 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9396, i32 4)
  %9584 = bitcast <8 x i64> %9581 to <16 x float>
  %9585 = select <16 x i1> %9582, <16 x float> %9584, <16 x float> %9583
  br label %9596

9586:                                             ; preds = %9574
  %9587 = bitcast <16 x float> %9396 to <8 x i64>
  %9588 = or <8 x i64> %9587, %60
  %9589 = fcmp oeq <16 x float> %9396, %41
  %9590 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9396, i32 4)
  %9591 = bitcast <8 x i64> %9588 to <16 x float>
  %9592 = select <16 x i1> %9589, <16 x float> %9591, <16 x float> %9590
  br label %9596

9593:                                             ; preds = %9574
  %9594 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9578, <16 x i1> %738, <16 x float> zeroinitializer)
  %9595 = fadd <16 x float> %9396, %9594
  br label %9596

9596:                                             ; preds = %9593, %9586, %9579
  %9597 = phi <16 x float> [ %9595, %9593 ], [ %9592, %9586 ], [ %9585, %9579 ]
  switch i64 %108, label %1009 [
    i64 1, label %9612
    i64 2, label %9605
    i64 3, label %9598
    i64 0, label %9637
  ]

9598:                                             ; preds = %9596
  %9599 = bitcast <16 x float> %9597 to <8 x i64>
  %9600 = and <8 x i64> %9599, %59
  %9601 = fcmp oeq <16 x float> %9597, %38
  %9602 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9597, i32 4)
  %9603 = bitcast <8 x i64> %9600 to <16 x float>
  %9604 = select <16 x i1> %9601, <16 x float> %9603, <16 x float> %9602
  br label %9615

9605:                                             ; preds = %9596
  %9606 = bitcast <16 x float> %9597 to <8 x i64>
  %9607 = or <8 x i64> %9606, %60
  %9608 = fcmp oeq <16 x float> %9597, %41
  %9609 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9597, i32 4)
  %9610 = bitcast <8 x i64> %9607 to <16 x float>
  %9611 = select <16 x i1> %9608, <16 x float> %9610, <16 x float> %9609
  br label %9615

9612:                                             ; preds = %9596
  %9613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9578, <16 x i1> %738, <16 x float> zeroinitializer)
  %9614 = fadd <16 x float> %9597, %9613
  br label %9615

9615:                                             ; preds = %9612, %9605, %9598
  %9616 = phi <16 x float> [ %9614, %9612 ], [ %9611, %9605 ], [ %9604, %9598 ]
  switch i64 %110, label %1009 [
    i64 1, label %9631
    i64 2, label %9624
    i64 3, label %9617
    i64 0, label %9637
  ]

9617:                                             ; preds = %9615
  %9618 = bitcast <16 x float> %9616 to <8 x i64>
  %9619 = and <8 x i64> %9618, %59
  %9620 = fcmp oeq <16 x float> %9616, %38
  %9621 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9616, i32 4)
  %9622 = bitcast <8 x i64> %9619 to <16 x float>
  %9623 = select <16 x i1> %9620, <16 x float> %9622, <16 x float> %9621
  br label %9637

9624:                                             ; preds = %9615
  %9625 = bitcast <16 x float> %9616 to <8 x i64>
  %9626 = or <8 x i64> %9625, %60
  %9627 = fcmp oeq <16 x float> %9616, %41
  %9628 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9616, i32 4)
  %9629 = bitcast <8 x i64> %9626 to <16 x float>
  %9630 = select <16 x i1> %9627, <16 x float> %9629, <16 x float> %9628
  br label %9637

9631:                                             ; preds = %9615
  %9632 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9578, <16 x i1> %738, <16 x float> zeroinitializer)
  %9633 = fadd <16 x float> %9616, %9632
  br label %9637

9634:                                             ; preds = %9394
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9395, ptr align 1 %9398, <16 x i1> %739)
  %9635 = getelementptr float, ptr %324, i64 %9397
  %9636 = getelementptr i8, ptr %9635, i64 64
  br label %9637

9637:                                             ; preds = %9574, %9596, %9615, %9631, %9624, %9617, %9634
  %9638 = phi ptr [ %9636, %9634 ], [ %9577, %9617 ], [ %9577, %9624 ], [ %9577, %9631 ], [ %9577, %9615 ], [ %9577, %9596 ], [ %9577, %9574 ]
  %9639 = phi <16 x i1> [ %740, %9634 ], [ %738, %9617 ], [ %738, %9624 ], [ %738, %9631 ], [ %738, %9615 ], [ %738, %9596 ], [ %738, %9574 ]
  %9640 = phi <16 x float> [ %9396, %9634 ], [ %9623, %9617 ], [ %9630, %9624 ], [ %9633, %9631 ], [ %9616, %9615 ], [ %9597, %9596 ], [ %9396, %9574 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9640, ptr align 1 %9638, <16 x i1> %9639)
  br label %10622

9641:                                             ; preds = %9014
  %9642 = mul nsw i64 %9015, %42
  br i1 %53, label %9653, label %9646

9643:                                             ; preds = %9658
  %9644 = mul i64 %54, %9015
  %9645 = getelementptr inbounds float, ptr %29, i64 %9644
  br label %9666

9646:                                             ; preds = %9641
  %9647 = getelementptr inbounds float, ptr %30, i64 %9015
  %9648 = load float, ptr %9647, align 4
  %9649 = insertelement <16 x float> poison, float %9648, i64 0
  %9650 = shufflevector <16 x float> %9649, <16 x float> poison, <16 x i32> zeroinitializer
  %9651 = insertelement <16 x float> poison, float %9648, i64 0
  %9652 = shufflevector <16 x float> %9651, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9658

9653:                                             ; preds = %9641
  %9654 = getelementptr float, ptr %617, i64 %9642
  %9655 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9654, <16 x i1> %706, <16 x float> zeroinitializer)
  %9656 = getelementptr inbounds nuw i8, ptr %9654, i64 64
  %9657 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %9656, <16 x i1> %707, <16 x float> zeroinitializer)
  br label %9658

9658:                                             ; preds = %9653, %9646
  %9659 = phi <16 x float> [ %9655, %9653 ], [ %9650, %9646 ]
  %9660 = phi <16 x float> [ %9657, %9653 ], [ %9652, %9646 ]
  br i1 %55, label %9643, label %9661

9661:                                             ; preds = %9767, %9658
  %9662 = phi <16 x float> [ %9660, %9658 ], [ %9768, %9767 ]
  %9663 = phi <16 x float> [ %9659, %9658 ], [ %9769, %9767 ]
  %9664 = add nsw i64 %9642, %615
  %9665 = getelementptr inbounds float, ptr %324, i64 %9664
  br i1 %58, label %9889, label %9772

9666:                                             ; preds = %9643, %9767
  %9667 = phi <16 x float> [ %9660, %9643 ], [ %9768, %9767 ]
  %9668 = phi <16 x float> [ %9659, %9643 ], [ %9769, %9767 ]
  %9669 = phi i64 [ 0, %9643 ], [ %9770, %9767 ]
  %9670 = add i64 %332, %9669
  %9671 = icmp sgt i64 %9670, -1
  %9672 = icmp slt i64 %9670, %7
  %9673 = and i1 %9671, %9672
  br i1 %9673, label %9674, label %9767

9674:                                             ; preds = %9666
  %9675 = mul nsw i64 %9670, %8
  %9676 = getelementptr inbounds float, ptr %317, i64 %9675
  br i1 %56, label %9677, label %9767

9677:                                             ; preds = %9674
  %9678 = mul nuw nsw i64 %9669, %12
  %9679 = getelementptr inbounds nuw float, ptr %9645, i64 %9678
  br label %9680

9680:                                             ; preds = %9677, %9737
  %9681 = phi <16 x float> [ %9667, %9677 ], [ %9738, %9737 ]
  %9682 = phi <16 x float> [ %9668, %9677 ], [ %9739, %9737 ]
  %9683 = phi i64 [ 0, %9677 ], [ %9740, %9737 ]
  %9684 = sub i64 %9683, %16
  %9685 = add i64 %9684, %708
  %9686 = add i64 %9684, %713
  %9687 = getelementptr inbounds nuw float, ptr %9679, i64 %9683
  br i1 %57, label %9688, label %9737

9688:                                             ; preds = %9680
  %9689 = sub nsw i64 %8, %9686
  %9690 = tail call i64 @llvm.smin.i64(i64 %9689, i64 %715)
  %9691 = tail call i64 @llvm.smin.i64(i64 %9690, i64 32)
  %9692 = icmp slt i64 %9686, 0
  %9693 = sub nsw i64 0, %9686
  %9694 = select i1 %9692, i64 %9693, i64 0
  %9695 = icmp sgt i64 %9691, %9694
  %9696 = select i1 %9695, i64 %9691, i64 0
  %9697 = select i1 %9695, i64 %9694, i64 0
  %9698 = sub nsw i64 %8, %9685
  %9699 = tail call i64 @llvm.smin.i64(i64 %9698, i64 %710)
  %9700 = tail call i64 @llvm.smin.i64(i64 %9699, i64 32)
  %9701 = icmp slt i64 %9685, 0
  %9702 = sub nsw i64 0, %9685
  %9703 = select i1 %9701, i64 %9702, i64 0
  %9704 = icmp sgt i64 %9700, %9703
  %9705 = select i1 %9704, i64 %9700, i64 0
  %9706 = select i1 %9704, i64 %9703, i64 0
  %9707 = icmp sgt i64 %9705, %9706
  %9708 = icmp sgt i64 %9705, 31
  %9709 = trunc i64 %9705 to i32
  %9710 = shl nsw i32 -1, %9709
  %9711 = xor i32 %9710, -1
  %9712 = select i1 %9708, i32 -1, i32 %9711
  %9713 = trunc i64 %9706 to i32
  %9714 = shl nsw i32 -1, %9713
  %9715 = and i32 %9712, %9714
  %9716 = icmp sgt i64 %9696, %9697
  %9717 = icmp sgt i64 %9696, 31
  %9718 = trunc i64 %9696 to i32
  %9719 = shl nsw i32 -1, %9718
  %9720 = xor i32 %9719, -1
  %9721 = select i1 %9717, i32 -1, i32 %9720
  %9722 = trunc i64 %9697 to i32
  %9723 = shl nsw i32 -1, %9722
  %9724 = and i32 %9721, %9723
  %9725 = select i1 %9707, i32 %9715, i32 0
  %9726 = trunc i32 %9725 to i16
  %9727 = bitcast i16 %9726 to <16 x i1>
  %9728 = lshr i32 %9725, 16
  %9729 = trunc nuw i32 %9728 to i16
  %9730 = bitcast i16 %9729 to <16 x i1>
  %9731 = select i1 %9716, i32 %9724, i32 0
  %9732 = trunc i32 %9731 to i16
  %9733 = bitcast i16 %9732 to <16 x i1>
  %9734 = lshr i32 %9731, 16
  %9735 = trunc nuw i32 %9734 to i16
  %9736 = bitcast i16 %9735 to <16 x i1>
  br label %9742

9737:                                             ; preds = %9742, %9680
  %9738 = phi <16 x float> [ %9681, %9680 ], [ %9764, %9742 ]
  %9739 = phi <16 x float> [ %9682, %9680 ], [ %9763, %9742 ]
  %9740 = add nuw nsw i64 %9683, 1
  %9741 = icmp eq i64 %9740, %12
  br i1 %9741, label %9767, label %9680

9742:                                             ; preds = %9688, %9742
  %9743 = phi <16 x float> [ %9681, %9688 ], [ %9764, %9742 ]
  %9744 = phi <16 x float> [ %9682, %9688 ], [ %9763, %9742 ]
  %9745 = phi i64 [ 0, %9688 ], [ %9765, %9742 ]
  %9746 = mul nsw i64 %51, %9745
  %9747 = getelementptr inbounds float, ptr %9676, i64 %9746
  %9748 = getelementptr inbounds float, ptr %9747, i64 %9685
  %9749 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9748, <16 x i1> %9727, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9750 = getelementptr inbounds nuw i8, ptr %9748, i64 64
  %9751 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9750, <16 x i1> %9730, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9752 = shufflevector <16 x float> %9749, <16 x float> %9751, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9753 = getelementptr inbounds float, ptr %9747, i64 %9686
  %9754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9753, <16 x i1> %9733, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9755 = getelementptr inbounds nuw i8, ptr %9753, i64 64
  %9756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9755, <16 x i1> %9736, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9757 = shufflevector <16 x float> %9754, <16 x float> %9756, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9758 = mul nuw nsw i64 %9745, %52
  %9759 = getelementptr inbounds nuw float, ptr %9687, i64 %9758
  %9760 = load float, ptr %9759, align 4
  %9761 = insertelement <16 x float> poison, float %9760, i64 0
  %9762 = shufflevector <16 x float> %9761, <16 x float> poison, <16 x i32> zeroinitializer
  %9763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9752, <16 x float> %9762, <16 x float> %9744)
  %9764 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9757, <16 x float> %9762, <16 x float> %9743)
  %9765 = add nuw nsw i64 %9745, 1
  %9766 = icmp eq i64 %9765, %5
  br i1 %9766, label %9737, label %9742

9767:                                             ; preds = %9737, %9674, %9666
  %9768 = phi <16 x float> [ %9667, %9666 ], [ %9667, %9674 ], [ %9738, %9737 ]
  %9769 = phi <16 x float> [ %9668, %9666 ], [ %9668, %9674 ], [ %9739, %9737 ]
  %9770 = add nuw nsw i64 %9669, 1
  %9771 = icmp eq i64 %9770, %11
  br i1 %9771, label %9661, label %9666

9772:                                             ; preds = %9661
  %9773 = getelementptr inbounds float, ptr %322, i64 %9664
  switch i64 %91, label %1009 [
    i64 1, label %9774
    i64 2, label %9777
    i64 3, label %9784
    i64 0, label %9829
  ]

9774:                                             ; preds = %9772
  %9775 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9773, <16 x i1> %716, <16 x float> zeroinitializer)
  %9776 = fadd <16 x float> %9663, %9775
  br label %9791

9777:                                             ; preds = %9772
  %9778 = bitcast <16 x float> %9663 to <8 x i64>
  %9779 = or <8 x i64> %9778, %60
  %9780 = fcmp oeq <16 x float> %9663, %41
  %9781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9663, i32 4)
  %9782 = bitcast <8 x i64> %9779 to <16 x float>
  %9783 = select <16 x i1> %9780, <16 x float> %9782, <16 x float> %9781
  br label %9791

9784:                                             ; preds = %9772
  %9785 = bitcast <16 x float> %9663 to <8 x i64>
  %9786 = and <8 x i64> %9785, %59
  %9787 = fcmp oeq <16 x float> %9663, %38
  %9788 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9663, i32 4)
  %9789 = bitcast <8 x i64> %9786 to <16 x float>
  %9790 = select <16 x i1> %9787, <16 x float> %9789, <16 x float> %9788
  br label %9791

9791:                                             ; preds = %9784, %9777, %9774
  %9792 = phi <16 x float> [ %9776, %9774 ], [ %9783, %9777 ], [ %9790, %9784 ]
  switch i64 %93, label %1009 [
    i64 1, label %9807
    i64 2, label %9800
    i64 3, label %9793
    i64 0, label %9829
  ]

9793:                                             ; preds = %9791
  %9794 = bitcast <16 x float> %9792 to <8 x i64>
  %9795 = and <8 x i64> %9794, %59
  %9796 = fcmp oeq <16 x float> %9792, %38
  %9797 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9792, i32 4)
  %9798 = bitcast <8 x i64> %9795 to <16 x float>
  %9799 = select <16 x i1> %9796, <16 x float> %9798, <16 x float> %9797
  br label %9810

9800:                                             ; preds = %9791
  %9801 = bitcast <16 x float> %9792 to <8 x i64>
  %9802 = or <8 x i64> %9801, %60
  %9803 = fcmp oeq <16 x float> %9792, %41
  %9804 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9792, i32 4)
  %9805 = bitcast <8 x i64> %9802 to <16 x float>
  %9806 = select <16 x i1> %9803, <16 x float> %9805, <16 x float> %9804
  br label %9810

9807:                                             ; preds = %9791
  %9808 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9773, <16 x i1> %716, <16 x float> zeroinitializer)
  %9809 = fadd <16 x float> %9792, %9808
  br label %9810

9810:                                             ; preds = %9807, %9800, %9793
  %9811 = phi <16 x float> [ %9809, %9807 ], [ %9806, %9800 ], [ %9799, %9793 ]
  switch i64 %95, label %1009 [
    i64 1, label %9826
    i64 2, label %9819
    i64 3, label %9812
    i64 0, label %9829
  ]

9812:                                             ; preds = %9810
  %9813 = bitcast <16 x float> %9811 to <8 x i64>
  %9814 = and <8 x i64> %9813, %59
  %9815 = fcmp oeq <16 x float> %9811, %38
  %9816 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9811, i32 4)
  %9817 = bitcast <8 x i64> %9814 to <16 x float>
  %9818 = select <16 x i1> %9815, <16 x float> %9817, <16 x float> %9816
  br label %9829

9819:                                             ; preds = %9810
  %9820 = bitcast <16 x float> %9811 to <8 x i64>
  %9821 = or <8 x i64> %9820, %60
  %9822 = fcmp oeq <16 x float> %9811, %41
  %9823 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9811, i32 4)
  %9824 = bitcast <8 x i64> %9821 to <16 x float>
  %9825 = select <16 x i1> %9822, <16 x float> %9824, <16 x float> %9823
  br label %9829

9826:                                             ; preds = %9810
  %9827 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9773, <16 x i1> %716, <16 x float> zeroinitializer)
  %9828 = fadd <16 x float> %9811, %9827
  br label %9829

9829:                                             ; preds = %9772, %9791, %9810, %9826, %9819, %9812
  %9830 = phi <16 x float> [ %9818, %9812 ], [ %9825, %9819 ], [ %9828, %9826 ], [ %9792, %9791 ], [ %9811, %9810 ], [ %9663, %9772 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9830, ptr align 1 %9665, <16 x i1> %716)
  %9831 = add nsw i64 %9664, 16
  %9832 = getelementptr inbounds float, ptr %324, i64 %9831
  %9833 = getelementptr inbounds float, ptr %322, i64 %9831
  switch i64 %96, label %1009 [
    i64 1, label %9848
    i64 2, label %9841
    i64 3, label %9834
    i64 0, label %9892
  ]

9834:                                             ; preds = %9829
  %9835 = bitcast <16 x float> %9662 to <8 x i64>
  %9836 = and <8 x i64> %9835, %59
  %9837 = fcmp oeq <16 x float> %9662, %38
  %9838 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9662, i32 4)
  %9839 = bitcast <8 x i64> %9836 to <16 x float>
  %9840 = select <16 x i1> %9837, <16 x float> %9839, <16 x float> %9838
  br label %9851

9841:                                             ; preds = %9829
  %9842 = bitcast <16 x float> %9662 to <8 x i64>
  %9843 = or <8 x i64> %9842, %60
  %9844 = fcmp oeq <16 x float> %9662, %41
  %9845 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9662, i32 4)
  %9846 = bitcast <8 x i64> %9843 to <16 x float>
  %9847 = select <16 x i1> %9844, <16 x float> %9846, <16 x float> %9845
  br label %9851

9848:                                             ; preds = %9829
  %9849 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9833, <16 x i1> %717, <16 x float> zeroinitializer)
  %9850 = fadd <16 x float> %9662, %9849
  br label %9851

9851:                                             ; preds = %9848, %9841, %9834
  %9852 = phi <16 x float> [ %9850, %9848 ], [ %9847, %9841 ], [ %9840, %9834 ]
  switch i64 %98, label %1009 [
    i64 1, label %9867
    i64 2, label %9860
    i64 3, label %9853
    i64 0, label %9892
  ]

9853:                                             ; preds = %9851
  %9854 = bitcast <16 x float> %9852 to <8 x i64>
  %9855 = and <8 x i64> %9854, %59
  %9856 = fcmp oeq <16 x float> %9852, %38
  %9857 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9852, i32 4)
  %9858 = bitcast <8 x i64> %9855 to <16 x float>
  %9859 = select <16 x i1> %9856, <16 x float> %9858, <16 x float> %9857
  br label %9870

9860:                                             ; preds = %9851
  %9861 = bitcast <16 x float> %9852 to <8 x i64>
  %9862 = or <8 x i64> %9861, %60
  %9863 = fcmp oeq <16 x float> %9852, %41
  %9864 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9852, i32 4)
  %9865 = bitcast <8 x i64> %9862 to <16 x float>
  %9866 = select <16 x i1> %9863, <16 x float> %9865, <16 x float> %9864
  br label %9870

9867:                                             ; preds = %9851
  %9868 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9833, <16 x i1> %717, <16 x float> zeroinitializer)
  %9869 = fadd <16 x float> %9852, %9868
  br label %9870

9870:                                             ; preds = %9867, %9860, %9853
  %9871 = phi <16 x float> [ %9869, %9867 ], [ %9866, %9860 ], [ %9859, %9853 ]
  switch i64 %100, label %1009 [
    i64 1, label %9886
    i64 2, label %9879
    i64 3, label %9872
    i64 0, label %9892
  ]

9872:                                             ; preds = %9870
  %9873 = bitcast <16 x float> %9871 to <8 x i64>
  %9874 = and <8 x i64> %9873, %59
  %9875 = fcmp oeq <16 x float> %9871, %38
  %9876 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9871, i32 4)
  %9877 = bitcast <8 x i64> %9874 to <16 x float>
  %9878 = select <16 x i1> %9875, <16 x float> %9877, <16 x float> %9876
  br label %9892

9879:                                             ; preds = %9870
  %9880 = bitcast <16 x float> %9871 to <8 x i64>
  %9881 = or <8 x i64> %9880, %60
  %9882 = fcmp oeq <16 x float> %9871, %41
  %9883 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9871, i32 4)
  %9884 = bitcast <8 x i64> %9881 to <16 x float>
  %9885 = select <16 x i1> %9882, <16 x float> %9884, <16 x float> %9883
  br label %9892

9886:                                             ; preds = %9870
  %9887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9833, <16 x i1> %717, <16 x float> zeroinitializer)
  %9888 = fadd <16 x float> %9871, %9887
  br label %9892

9889:                                             ; preds = %9661
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9663, ptr align 1 %9665, <16 x i1> %718)
  %9890 = getelementptr float, ptr %324, i64 %9664
  %9891 = getelementptr i8, ptr %9890, i64 64
  br label %9892

9892:                                             ; preds = %9829, %9851, %9870, %9886, %9879, %9872, %9889
  %9893 = phi ptr [ %9891, %9889 ], [ %9832, %9872 ], [ %9832, %9879 ], [ %9832, %9886 ], [ %9832, %9870 ], [ %9832, %9851 ], [ %9832, %9829 ]
  %9894 = phi <16 x i1> [ %719, %9889 ], [ %717, %9872 ], [ %717, %9879 ], [ %717, %9886 ], [ %717, %9870 ], [ %717, %9851 ], [ %717, %9829 ]
  %9895 = phi <16 x float> [ %9662, %9889 ], [ %9878, %9872 ], [ %9885, %9879 ], [ %9888, %9886 ], [ %9871, %9870 ], [ %9852, %9851 ], [ %9662, %9829 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9895, ptr align 1 %9893, <16 x i1> %9894)
  br label %10622

9896:                                             ; preds = %9014
  %9897 = mul nsw i64 %9015, %42
  br i1 %53, label %9910, label %9901

9898:                                             ; preds = %9917
  %9899 = mul i64 %54, %9015
  %9900 = getelementptr inbounds float, ptr %29, i64 %9899
  br label %9927

9901:                                             ; preds = %9896
  %9902 = getelementptr inbounds float, ptr %30, i64 %9015
  %9903 = load float, ptr %9902, align 4
  %9904 = insertelement <16 x float> poison, float %9903, i64 0
  %9905 = shufflevector <16 x float> %9904, <16 x float> poison, <16 x i32> zeroinitializer
  %9906 = insertelement <16 x float> poison, float %9903, i64 0
  %9907 = shufflevector <16 x float> %9906, <16 x float> poison, <16 x i32> zeroinitializer
  %9908 = insertelement <16 x float> poison, float %9903, i64 0
  %9909 = shufflevector <16 x float> %9908, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9917

9910:                                             ; preds = %9896
  %9911 = getelementptr float, ptr %617, i64 %9897
  %9912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9911, <16 x i1> %680, <16 x float> zeroinitializer)
  %9913 = getelementptr inbounds nuw i8, ptr %9911, i64 64
  %9914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %9913, <16 x i1> %681, <16 x float> zeroinitializer)
  %9915 = getelementptr inbounds nuw i8, ptr %9911, i64 128
  %9916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %9915, <16 x i1> %682, <16 x float> zeroinitializer)
  br label %9917

9917:                                             ; preds = %9910, %9901
  %9918 = phi <16 x float> [ %9914, %9910 ], [ %9907, %9901 ]
  %9919 = phi <16 x float> [ %9912, %9910 ], [ %9905, %9901 ]
  %9920 = phi <16 x float> [ %9916, %9910 ], [ %9909, %9901 ]
  br i1 %55, label %9898, label %9921

9921:                                             ; preds = %10071, %9917
  %9922 = phi <16 x float> [ %9920, %9917 ], [ %10072, %10071 ]
  %9923 = phi <16 x float> [ %9918, %9917 ], [ %10073, %10071 ]
  %9924 = phi <16 x float> [ %9919, %9917 ], [ %10074, %10071 ]
  %9925 = add nsw i64 %9897, %615
  %9926 = getelementptr inbounds float, ptr %324, i64 %9925
  br i1 %58, label %10254, label %10077

9927:                                             ; preds = %9898, %10071
  %9928 = phi <16 x float> [ %9920, %9898 ], [ %10072, %10071 ]
  %9929 = phi <16 x float> [ %9918, %9898 ], [ %10073, %10071 ]
  %9930 = phi <16 x float> [ %9919, %9898 ], [ %10074, %10071 ]
  %9931 = phi i64 [ 0, %9898 ], [ %10075, %10071 ]
  %9932 = add i64 %332, %9931
  %9933 = icmp sgt i64 %9932, -1
  %9934 = icmp slt i64 %9932, %7
  %9935 = and i1 %9933, %9934
  br i1 %9935, label %9936, label %10071

9936:                                             ; preds = %9927
  %9937 = mul nsw i64 %9932, %8
  %9938 = getelementptr inbounds float, ptr %317, i64 %9937
  br i1 %56, label %9939, label %10071

9939:                                             ; preds = %9936
  %9940 = mul nuw nsw i64 %9931, %12
  %9941 = getelementptr inbounds nuw float, ptr %9900, i64 %9940
  br label %9942

9942:                                             ; preds = %9939, %10023
  %9943 = phi <16 x float> [ %9928, %9939 ], [ %10024, %10023 ]
  %9944 = phi <16 x float> [ %9929, %9939 ], [ %10025, %10023 ]
  %9945 = phi <16 x float> [ %9930, %9939 ], [ %10026, %10023 ]
  %9946 = phi i64 [ 0, %9939 ], [ %10027, %10023 ]
  %9947 = sub i64 %9946, %16
  %9948 = add i64 %9947, %604
  %9949 = add i64 %9947, %683
  %9950 = add i64 %9947, %685
  %9951 = getelementptr inbounds nuw float, ptr %9941, i64 %9946
  br i1 %57, label %9952, label %10023

9952:                                             ; preds = %9942
  %9953 = sub nsw i64 %8, %9950
  %9954 = tail call i64 @llvm.smin.i64(i64 %9953, i64 %686)
  %9955 = tail call i64 @llvm.smin.i64(i64 %9954, i64 16)
  %9956 = icmp slt i64 %9950, 0
  %9957 = sub nsw i64 0, %9950
  %9958 = select i1 %9956, i64 %9957, i64 0
  %9959 = icmp sgt i64 %9955, %9958
  %9960 = trunc i64 %9958 to i32
  %9961 = shl nsw i32 -1, %9960
  %9962 = trunc i64 %9955 to i32
  %9963 = shl nsw i32 -1, %9962
  %9964 = xor i32 %9963, -1
  %9965 = and i32 %9961, %9964
  %9966 = trunc i32 %9965 to i16
  %9967 = select i1 %9959, i16 %9966, i16 0
  %9968 = sub nsw i64 %8, %9949
  %9969 = tail call i64 @llvm.smin.i64(i64 %9968, i64 %684)
  %9970 = tail call i64 @llvm.smin.i64(i64 %9969, i64 16)
  %9971 = icmp slt i64 %9949, 0
  %9972 = sub nsw i64 0, %9949
  %9973 = select i1 %9971, i64 %9972, i64 0
  %9974 = icmp sgt i64 %9970, %9973
  %9975 = trunc i64 %9973 to i32
  %9976 = shl nsw i32 -1, %9975
  %9977 = trunc i64 %9970 to i32
  %9978 = shl nsw i32 -1, %9977
  %9979 = xor i32 %9978, -1
  %9980 = and i32 %9976, %9979
  %9981 = trunc i32 %9980 to i16
  %9982 = select i1 %9974, i16 %9981, i16 0
  %9983 = sub nsw i64 %8, %9948
  %9984 = tail call i64 @llvm.smin.i64(i64 %9983, i64 %605)
  %9985 = tail call i64 @llvm.smin.i64(i64 %9984, i64 16)
  %9986 = icmp slt i64 %9948, 0
  %9987 = sub nsw i64 0, %9948
  %9988 = select i1 %9986, i64 %9987, i64 0
  %9989 = icmp sgt i64 %9985, %9988
  %9990 = trunc i64 %9988 to i32
  %9991 = shl nsw i32 -1, %9990
  %9992 = trunc i64 %9985 to i32
  %9993 = shl nsw i32 -1, %9992
  %9994 = xor i32 %9993, -1
  %9995 = and i32 %9991, %9994
  %9996 = trunc i32 %9995 to i16
  %9997 = select i1 %9989, i16 %9996, i16 0
  %9998 = bitcast i16 %9997 to <16 x i1>
  %9999 = bitcast i16 %9982 to <16 x i1>
  %10000 = bitcast i16 %9967 to <16 x i1>
  br i1 %289, label %10002, label %10029

10001:                                            ; preds = %10029
  br i1 %291, label %10023, label %10002

10002:                                            ; preds = %10001, %9952
  %10003 = phi <16 x float> [ %9943, %9952 ], [ %10067, %10001 ]
  %10004 = phi <16 x float> [ %9944, %9952 ], [ %10066, %10001 ]
  %10005 = phi <16 x float> [ %9945, %9952 ], [ %10065, %10001 ]
  %10006 = phi i64 [ 0, %9952 ], [ %10068, %10001 ]
  tail call void @llvm.assume(i1 %292)
  %10007 = mul nsw i64 %51, %10006
  %10008 = getelementptr inbounds float, ptr %9938, i64 %10007
  %10009 = getelementptr inbounds float, ptr %10008, i64 %9948
  %10010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10009, <16 x i1> %9998, <16 x float> zeroinitializer)
  %10011 = getelementptr inbounds float, ptr %10008, i64 %9949
  %10012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10011, <16 x i1> %9999, <16 x float> zeroinitializer)
  %10013 = getelementptr inbounds float, ptr %10008, i64 %9950
  %10014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10013, <16 x i1> %10000, <16 x float> zeroinitializer)
  %10015 = mul nuw nsw i64 %10006, %52
  %10016 = getelementptr inbounds nuw float, ptr %9951, i64 %10015
  %10017 = load float, ptr %10016, align 4
  %10018 = insertelement <16 x float> poison, float %10017, i64 0
  %10019 = shufflevector <16 x float> %10018, <16 x float> poison, <16 x i32> zeroinitializer
  %10020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10010, <16 x float> %10019, <16 x float> %10005)
  %10021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10012, <16 x float> %10019, <16 x float> %10004)
  %10022 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10014, <16 x float> %10019, <16 x float> %10003)
  br label %10023

10023:                                            ; preds = %10002, %10001, %9942
  %10024 = phi <16 x float> [ %9943, %9942 ], [ %10067, %10001 ], [ %10022, %10002 ]
  %10025 = phi <16 x float> [ %9944, %9942 ], [ %10066, %10001 ], [ %10021, %10002 ]
  %10026 = phi <16 x float> [ %9945, %9942 ], [ %10065, %10001 ], [ %10020, %10002 ]
  %10027 = add nuw nsw i64 %9946, 1
  %10028 = icmp eq i64 %10027, %12
  br i1 %10028, label %10071, label %9942

10029:                                            ; preds = %9952, %10029
  %10030 = phi <16 x float> [ %10067, %10029 ], [ %9943, %9952 ]
  %10031 = phi <16 x float> [ %10066, %10029 ], [ %9944, %9952 ]
  %10032 = phi <16 x float> [ %10065, %10029 ], [ %9945, %9952 ]
  %10033 = phi i64 [ %10068, %10029 ], [ 0, %9952 ]
  %10034 = phi i64 [ %10069, %10029 ], [ 0, %9952 ]
  %10035 = mul nsw i64 %51, %10033
  %10036 = getelementptr inbounds float, ptr %9938, i64 %10035
  %10037 = getelementptr inbounds float, ptr %10036, i64 %9948
  %10038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10037, <16 x i1> %9998, <16 x float> zeroinitializer)
  %10039 = getelementptr inbounds float, ptr %10036, i64 %9949
  %10040 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10039, <16 x i1> %9999, <16 x float> zeroinitializer)
  %10041 = getelementptr inbounds float, ptr %10036, i64 %9950
  %10042 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10041, <16 x i1> %10000, <16 x float> zeroinitializer)
  %10043 = mul nuw nsw i64 %10033, %52
  %10044 = getelementptr inbounds nuw float, ptr %9951, i64 %10043
  %10045 = load float, ptr %10044, align 4
  %10046 = insertelement <16 x float> poison, float %10045, i64 0
  %10047 = shufflevector <16 x float> %10046, <16 x float> poison, <16 x i32> zeroinitializer
  %10048 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10038, <16 x float> %10047, <16 x float> %10032)
  %10049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10040, <16 x float> %10047, <16 x float> %10031)
  %10050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10042, <16 x float> %10047, <16 x float> %10030)
  %10051 = or disjoint i64 %10033, 1
  %10052 = mul nsw i64 %51, %10051
  %10053 = getelementptr inbounds float, ptr %9938, i64 %10052
  %10054 = getelementptr inbounds float, ptr %10053, i64 %9948
  %10055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10054, <16 x i1> %9998, <16 x float> zeroinitializer)
  %10056 = getelementptr inbounds float, ptr %10053, i64 %9949
  %10057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10056, <16 x i1> %9999, <16 x float> zeroinitializer)
  %10058 = getelementptr inbounds float, ptr %10053, i64 %9950
  %10059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10058, <16 x i1> %10000, <16 x float> zeroinitializer)
  %10060 = mul nuw nsw i64 %10051, %52
  %10061 = getelementptr inbounds nuw float, ptr %9951, i64 %10060
  %10062 = load float, ptr %10061, align 4
  %10063 = insertelement <16 x float> poison, float %10062, i64 0
  %10064 = shufflevector <16 x float> %10063, <16 x float> poison, <16 x i32> zeroinitializer
  %10065 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10055, <16 x float> %10064, <16 x float> %10048)
  %10066 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10057, <16 x float> %10064, <16 x float> %10049)
  %10067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10059, <16 x float> %10064, <16 x float> %10050)
  %10068 = add nuw nsw i64 %10033, 2
  %10069 = add i64 %10034, 2
  %10070 = icmp eq i64 %10069, %290
  br i1 %10070, label %10001, label %10029

10071:                                            ; preds = %10023, %9936, %9927
  %10072 = phi <16 x float> [ %9928, %9927 ], [ %9928, %9936 ], [ %10024, %10023 ]
  %10073 = phi <16 x float> [ %9929, %9927 ], [ %9929, %9936 ], [ %10025, %10023 ]
  %10074 = phi <16 x float> [ %9930, %9927 ], [ %9930, %9936 ], [ %10026, %10023 ]
  %10075 = add nuw nsw i64 %9931, 1
  %10076 = icmp eq i64 %10075, %11
  br i1 %10076, label %9921, label %9927

10077:                                            ; preds = %9921
  %10078 = getelementptr inbounds float, ptr %322, i64 %9925
  switch i64 %76, label %1009 [
    i64 1, label %10079
    i64 2, label %10082
    i64 3, label %10089
    i64 0, label %10134
  ]

10079:                                            ; preds = %10077
  %10080 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %687, <16 x float> zeroinitializer)
  %10081 = fadd <16 x float> %9924, %10080
  br label %10096

10082:                                            ; preds = %10077
  %10083 = bitcast <16 x float> %9924 to <8 x i64>
  %10084 = or <8 x i64> %10083, %60
  %10085 = fcmp oeq <16 x float> %9924, %41
  %10086 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9924, i32 4)
  %10087 = bitcast <8 x i64> %10084 to <16 x float>
  %10088 = select <16 x i1> %10085, <16 x float> %10087, <16 x float> %10086
  br label %10096

10089:                                            ; preds = %10077
  %10090 = bitcast <16 x float> %9924 to <8 x i64>
  %10091 = and <8 x i64> %10090, %59
  %10092 = fcmp oeq <16 x float> %9924, %38
  %10093 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9924, i32 4)
  %10094 = bitcast <8 x i64> %10091 to <16 x float>
  %10095 = select <16 x i1> %10092, <16 x float> %10094, <16 x float> %10093
  br label %10096

10096:                                            ; preds = %10089, %10082, %10079
  %10097 = phi <16 x float> [ %10081, %10079 ], [ %10088, %10082 ], [ %10095, %10089 ]
  switch i64 %78, label %1009 [
    i64 1, label %10112
    i64 2, label %10105
    i64 3, label %10098
    i64 0, label %10134
  ]

10098:                                            ; preds = %10096
  %10099 = bitcast <16 x float> %10097 to <8 x i64>
  %10100 = and <8 x i64> %10099, %59
  %10101 = fcmp oeq <16 x float> %10097, %38
  %10102 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10097, i32 4)
  %10103 = bitcast <8 x i64> %10100 to <16 x float>
  %10104 = select <16 x i1> %10101, <16 x float> %10103, <16 x float> %10102
  br label %10115

10105:                                            ; preds = %10096
  %10106 = bitcast <16 x float> %10097 to <8 x i64>
  %10107 = or <8 x i64> %10106, %60
  %10108 = fcmp oeq <16 x float> %10097, %41
  %10109 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10097, i32 4)
  %10110 = bitcast <8 x i64> %10107 to <16 x float>
  %10111 = select <16 x i1> %10108, <16 x float> %10110, <16 x float> %10109
  br label %10115

10112:                                            ; preds = %10096
  %10113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %687, <16 x float> zeroinitializer)
  %10114 = fadd <16 x float> %10097, %10113
  br label %10115

10115:                                            ; preds = %10112, %10105, %10098
  %10116 = phi <16 x float> [ %10114, %10112 ], [ %10111, %10105 ], [ %10104, %10098 ]
  switch i64 %80, label %1009 [
    i64 1, label %10131
    i64 2, label %10124
    i64 3, label %10117
    i64 0, label %10134
  ]

10117:                                            ; preds = %10115
  %10118 = bitcast <16 x float> %10116 to <8 x i64>
  %10119 = and <8 x i64> %10118, %59
  %10120 = fcmp oeq <16 x float> %10116, %38
  %10121 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10116, i32 4)
  %10122 = bitcast <8 x i64> %10119 to <16 x float>
  %10123 = select <16 x i1> %10120, <16 x float> %10122, <16 x float> %10121
  br label %10134

10124:                                            ; preds = %10115
  %10125 = bitcast <16 x float> %10116 to <8 x i64>
  %10126 = or <8 x i64> %10125, %60
  %10127 = fcmp oeq <16 x float> %10116, %41
  %10128 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10116, i32 4)
  %10129 = bitcast <8 x i64> %10126 to <16 x float>
  %10130 = select <16 x i1> %10127, <16 x float> %10129, <16 x float> %10128
  br label %10134

10131:                                            ; preds = %10115
  %10132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %687, <16 x float> zeroinitializer)
  %10133 = fadd <16 x float> %10116, %10132
  br label %10134

10134:                                            ; preds = %10077, %10096, %10115, %10131, %10124, %10117
  %10135 = phi <16 x float> [ %10123, %10117 ], [ %10130, %10124 ], [ %10133, %10131 ], [ %10097, %10096 ], [ %10116, %10115 ], [ %9924, %10077 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10135, ptr align 1 %9926, <16 x i1> %687)
  %10136 = add nsw i64 %9925, 16
  %10137 = getelementptr inbounds float, ptr %324, i64 %10136
  %10138 = getelementptr inbounds float, ptr %322, i64 %10136
  switch i64 %81, label %1009 [
    i64 1, label %10153
    i64 2, label %10146
    i64 3, label %10139
    i64 0, label %10194
  ]

10139:                                            ; preds = %10134
  %10140 = bitcast <16 x float> %9923 to <8 x i64>
  %10141 = and <8 x i64> %10140, %59
  %10142 = fcmp oeq <16 x float> %9923, %38
  %10143 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9923, i32 4)
  %10144 = bitcast <8 x i64> %10141 to <16 x float>
  %10145 = select <16 x i1> %10142, <16 x float> %10144, <16 x float> %10143
  br label %10156

10146:                                            ; preds = %10134
  %10147 = bitcast <16 x float> %9923 to <8 x i64>
  %10148 = or <8 x i64> %10147, %60
  %10149 = fcmp oeq <16 x float> %9923, %41
  %10150 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9923, i32 4)
  %10151 = bitcast <8 x i64> %10148 to <16 x float>
  %10152 = select <16 x i1> %10149, <16 x float> %10151, <16 x float> %10150
  br label %10156

10153:                                            ; preds = %10134
  %10154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10138, <16 x i1> %688, <16 x float> zeroinitializer)
  %10155 = fadd <16 x float> %9923, %10154
  br label %10156

10156:                                            ; preds = %10153, %10146, %10139
  %10157 = phi <16 x float> [ %10155, %10153 ], [ %10152, %10146 ], [ %10145, %10139 ]
  switch i64 %83, label %1009 [
    i64 1, label %10172
    i64 2, label %10165
    i64 3, label %10158
    i64 0, label %10194
  ]

10158:                                            ; preds = %10156
  %10159 = bitcast <16 x float> %10157 to <8 x i64>
  %10160 = and <8 x i64> %10159, %59
  %10161 = fcmp oeq <16 x float> %10157, %38
  %10162 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10157, i32 4)
  %10163 = bitcast <8 x i64> %10160 to <16 x float>
  %10164 = select <16 x i1> %10161, <16 x float> %10163, <16 x float> %10162
  br label %10175

10165:                                            ; preds = %10156
  %10166 = bitcast <16 x float> %10157 to <8 x i64>
  %10167 = or <8 x i64> %10166, %60
  %10168 = fcmp oeq <16 x float> %10157, %41
  %10169 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10157, i32 4)
  %10170 = bitcast <8 x i64> %10167 to <16 x float>
  %10171 = select <16 x i1> %10168, <16 x float> %10170, <16 x float> %10169
  br label %10175

10172:                                            ; preds = %10156
  %10173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10138, <16 x i1> %688, <16 x float> zeroinitializer)
  %10174 = fadd <16 x float> %10157, %10173
  br label %10175

10175:                                            ; preds = %10172, %10165, %10158
  %10176 = phi <16 x float> [ %10174, %10172 ], [ %10171, %10165 ], [ %10164, %10158 ]
  switch i64 %85, label %1009 [
    i64 1, label %10191
    i64 2, label %10184
    i64 3, label %10177
    i64 0, label %10194
  ]

10177:                                            ; preds = %10175
  %10178 = bitcast <16 x float> %10176 to <8 x i64>
  %10179 = and <8 x i64> %10178, %59
  %10180 = fcmp oeq <16 x float> %10176, %38
  %10181 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10176, i32 4)
  %10182 = bitcast <8 x i64> %10179 to <16 x float>
  %10183 = select <16 x i1> %10180, <16 x float> %10182, <16 x float> %10181
  br label %10194

10184:                                            ; preds = %10175
  %10185 = bitcast <16 x float> %10176 to <8 x i64>
  %10186 = or <8 x i64> %10185, %60
  %10187 = fcmp oeq <16 x float> %10176, %41
  %10188 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10176, i32 4)
  %10189 = bitcast <8 x i64> %10186 to <16 x float>
  %10190 = select <16 x i1> %10187, <16 x float> %10189, <16 x float> %10188
  br label %10194

10191:                                            ; preds = %10175
  %10192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10138, <16 x i1> %688, <16 x float> zeroinitializer)
  %10193 = fadd <16 x float> %10176, %10192
  br label %10194

10194:                                            ; preds = %10134, %10156, %10175, %10191, %10184, %10177
  %10195 = phi <16 x float> [ %10183, %10177 ], [ %10190, %10184 ], [ %10193, %10191 ], [ %10157, %10156 ], [ %10176, %10175 ], [ %9923, %10134 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10195, ptr align 1 %10137, <16 x i1> %688)
  %10196 = add nsw i64 %9925, 32
  %10197 = getelementptr inbounds float, ptr %324, i64 %10196
  %10198 = getelementptr inbounds float, ptr %322, i64 %10196
  switch i64 %86, label %1009 [
    i64 1, label %10213
    i64 2, label %10206
    i64 3, label %10199
    i64 0, label %10259
  ]

10199:                                            ; preds = %10194
  %10200 = bitcast <16 x float> %9922 to <8 x i64>
  %10201 = and <8 x i64> %10200, %59
  %10202 = fcmp oeq <16 x float> %9922, %38
  %10203 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %9922, i32 4)
  %10204 = bitcast <8 x i64> %10201 to <16 x float>
  %10205 = select <16 x i1> %10202, <16 x float> %10204, <16 x float> %10203
  br label %10216

10206:                                            ; preds = %10194
  %10207 = bitcast <16 x float> %9922 to <8 x i64>
  %10208 = or <8 x i64> %10207, %60
  %10209 = fcmp oeq <16 x float> %9922, %41
  %10210 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %9922, i32 4)
  %10211 = bitcast <8 x i64> %10208 to <16 x float>
  %10212 = select <16 x i1> %10209, <16 x float> %10211, <16 x float> %10210
  br label %10216

10213:                                            ; preds = %10194
  %10214 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10198, <16 x i1> %689, <16 x float> zeroinitializer)
  %10215 = fadd <16 x float> %9922, %10214
  br label %10216

10216:                                            ; preds = %10213, %10206, %10199
  %10217 = phi <16 x float> [ %10215, %10213 ], [ %10212, %10206 ], [ %10205, %10199 ]
  switch i64 %88, label %1009 [
    i64 1, label %10232
    i64 2, label %10225
    i64 3, label %10218
    i64 0, label %10259
  ]

10218:                                            ; preds = %10216
  %10219 = bitcast <16 x float> %10217 to <8 x i64>
  %10220 = and <8 x i64> %10219, %59
  %10221 = fcmp oeq <16 x float> %10217, %38
  %10222 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10217, i32 4)
  %10223 = bitcast <8 x i64> %10220 to <16 x float>
  %10224 = select <16 x i1> %10221, <16 x float> %10223, <16 x float> %10222
  br label %10235

10225:                                            ; preds = %10216
  %10226 = bitcast <16 x float> %10217 to <8 x i64>
  %10227 = or <8 x i64> %10226, %60
  %10228 = fcmp oeq <16 x float> %10217, %41
  %10229 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10217, i32 4)
  %10230 = bitcast <8 x i64> %10227 to <16 x float>
  %10231 = select <16 x i1> %10228, <16 x float> %10230, <16 x float> %10229
  br label %10235

10232:                                            ; preds = %10216
  %10233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10198, <16 x i1> %689, <16 x float> zeroinitializer)
  %10234 = fadd <16 x float> %10217, %10233
  br label %10235

10235:                                            ; preds = %10232, %10225, %10218
  %10236 = phi <16 x float> [ %10234, %10232 ], [ %10231, %10225 ], [ %10224, %10218 ]
  switch i64 %90, label %1009 [
    i64 1, label %10251
    i64 2, label %10244
    i64 3, label %10237
    i64 0, label %10259
  ]

10237:                                            ; preds = %10235
  %10238 = bitcast <16 x float> %10236 to <8 x i64>
  %10239 = and <8 x i64> %10238, %59
  %10240 = fcmp oeq <16 x float> %10236, %38
  %10241 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10236, i32 4)
  %10242 = bitcast <8 x i64> %10239 to <16 x float>
  %10243 = select <16 x i1> %10240, <16 x float> %10242, <16 x float> %10241
  br label %10259

10244:                                            ; preds = %10235
  %10245 = bitcast <16 x float> %10236 to <8 x i64>
  %10246 = or <8 x i64> %10245, %60
  %10247 = fcmp oeq <16 x float> %10236, %41
  %10248 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10236, i32 4)
  %10249 = bitcast <8 x i64> %10246 to <16 x float>
  %10250 = select <16 x i1> %10247, <16 x float> %10249, <16 x float> %10248
  br label %10259

10251:                                            ; preds = %10235
  %10252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10198, <16 x i1> %689, <16 x float> zeroinitializer)
  %10253 = fadd <16 x float> %10236, %10252
  br label %10259

10254:                                            ; preds = %9921
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9924, ptr align 1 %9926, <16 x i1> %690)
  %10255 = getelementptr float, ptr %324, i64 %9925
  %10256 = getelementptr i8, ptr %10255, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9923, ptr align 1 %10256, <16 x i1> %691)
  %10257 = getelementptr float, ptr %324, i64 %9925
  %10258 = getelementptr i8, ptr %10257, i64 128
  br label %10259

10259:                                            ; preds = %10194, %10216, %10235, %10251, %10244, %10237, %10254
  %10260 = phi ptr [ %10258, %10254 ], [ %10197, %10237 ], [ %10197, %10244 ], [ %10197, %10251 ], [ %10197, %10235 ], [ %10197, %10216 ], [ %10197, %10194 ]
  %10261 = phi <16 x i1> [ %692, %10254 ], [ %689, %10237 ], [ %689, %10244 ], [ %689, %10251 ], [ %689, %10235 ], [ %689, %10216 ], [ %689, %10194 ]
  %10262 = phi <16 x float> [ %9922, %10254 ], [ %10243, %10237 ], [ %10250, %10244 ], [ %10253, %10251 ], [ %10236, %10235 ], [ %10217, %10216 ], [ %9922, %10194 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10262, ptr align 1 %10260, <16 x i1> %10261)
  br label %10622

10263:                                            ; preds = %9014
  %10264 = mul nsw i64 %9015, %42
  br i1 %53, label %10277, label %10268

10265:                                            ; preds = %10284
  %10266 = mul i64 %54, %9015
  %10267 = getelementptr inbounds float, ptr %29, i64 %10266
  br label %10294

10268:                                            ; preds = %10263
  %10269 = getelementptr inbounds float, ptr %30, i64 %9015
  %10270 = load float, ptr %10269, align 4
  %10271 = insertelement <16 x float> poison, float %10270, i64 0
  %10272 = shufflevector <16 x float> %10271, <16 x float> poison, <16 x i32> zeroinitializer
  %10273 = insertelement <16 x float> poison, float %10270, i64 0
  %10274 = shufflevector <16 x float> %10273, <16 x float> poison, <16 x i32> zeroinitializer
  %10275 = insertelement <16 x float> poison, float %10270, i64 0
  %10276 = shufflevector <16 x float> %10275, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10284

10277:                                            ; preds = %10263
  %10278 = getelementptr float, ptr %617, i64 %10264
  %10279 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10278, <16 x i1> %638, <16 x float> zeroinitializer)
  %10280 = getelementptr inbounds nuw i8, ptr %10278, i64 64
  %10281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %10280, <16 x i1> %639, <16 x float> zeroinitializer)
  %10282 = getelementptr inbounds nuw i8, ptr %10278, i64 128
  %10283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %10282, <16 x i1> %640, <16 x float> zeroinitializer)
  br label %10284

10284:                                            ; preds = %10277, %10268
  %10285 = phi <16 x float> [ %10281, %10277 ], [ %10274, %10268 ]
  %10286 = phi <16 x float> [ %10279, %10277 ], [ %10272, %10268 ]
  %10287 = phi <16 x float> [ %10283, %10277 ], [ %10276, %10268 ]
  br i1 %55, label %10265, label %10288

10288:                                            ; preds = %10430, %10284
  %10289 = phi <16 x float> [ %10287, %10284 ], [ %10431, %10430 ]
  %10290 = phi <16 x float> [ %10285, %10284 ], [ %10432, %10430 ]
  %10291 = phi <16 x float> [ %10286, %10284 ], [ %10433, %10430 ]
  %10292 = add nsw i64 %10264, %615
  %10293 = getelementptr inbounds float, ptr %324, i64 %10292
  br i1 %58, label %10613, label %10436

10294:                                            ; preds = %10265, %10430
  %10295 = phi <16 x float> [ %10287, %10265 ], [ %10431, %10430 ]
  %10296 = phi <16 x float> [ %10285, %10265 ], [ %10432, %10430 ]
  %10297 = phi <16 x float> [ %10286, %10265 ], [ %10433, %10430 ]
  %10298 = phi i64 [ 0, %10265 ], [ %10434, %10430 ]
  %10299 = add i64 %332, %10298
  %10300 = icmp sgt i64 %10299, -1
  %10301 = icmp slt i64 %10299, %7
  %10302 = and i1 %10300, %10301
  br i1 %10302, label %10303, label %10430

10303:                                            ; preds = %10294
  %10304 = mul nsw i64 %10299, %8
  %10305 = getelementptr inbounds float, ptr %317, i64 %10304
  br i1 %56, label %10306, label %10430

10306:                                            ; preds = %10303
  %10307 = mul nuw nsw i64 %10298, %12
  %10308 = getelementptr inbounds nuw float, ptr %10267, i64 %10307
  br label %10309

10309:                                            ; preds = %10306, %10392
  %10310 = phi <16 x float> [ %10295, %10306 ], [ %10393, %10392 ]
  %10311 = phi <16 x float> [ %10296, %10306 ], [ %10394, %10392 ]
  %10312 = phi <16 x float> [ %10297, %10306 ], [ %10395, %10392 ]
  %10313 = phi i64 [ 0, %10306 ], [ %10396, %10392 ]
  %10314 = sub i64 %10313, %16
  %10315 = add i64 %10314, %641
  %10316 = add i64 %10314, %646
  %10317 = add i64 %10314, %651
  %10318 = getelementptr inbounds nuw float, ptr %10308, i64 %10313
  br i1 %57, label %10319, label %10392

10319:                                            ; preds = %10309
  %10320 = sub nsw i64 %8, %10317
  %10321 = tail call i64 @llvm.smin.i64(i64 %10320, i64 %653)
  %10322 = tail call i64 @llvm.smin.i64(i64 %10321, i64 32)
  %10323 = icmp slt i64 %10317, 0
  %10324 = sub nsw i64 0, %10317
  %10325 = select i1 %10323, i64 %10324, i64 0
  %10326 = icmp sgt i64 %10322, %10325
  %10327 = select i1 %10326, i64 %10322, i64 0
  %10328 = select i1 %10326, i64 %10325, i64 0
  %10329 = sub nsw i64 %8, %10316
  %10330 = tail call i64 @llvm.smin.i64(i64 %10329, i64 %648)
  %10331 = tail call i64 @llvm.smin.i64(i64 %10330, i64 32)
  %10332 = icmp slt i64 %10316, 0
  %10333 = sub nsw i64 0, %10316
  %10334 = select i1 %10332, i64 %10333, i64 0
  %10335 = icmp sgt i64 %10331, %10334
  %10336 = select i1 %10335, i64 %10331, i64 0
  %10337 = select i1 %10335, i64 %10334, i64 0
  %10338 = sub nsw i64 %8, %10315
  %10339 = tail call i64 @llvm.smin.i64(i64 %10338, i64 %643)
  %10340 = tail call i64 @llvm.smin.i64(i64 %10339, i64 32)
  %10341 = icmp slt i64 %10315, 0
  %10342 = sub nsw i64 0, %10315
  %10343 = select i1 %10341, i64 %10342, i64 0
  %10344 = icmp sgt i64 %10340, %10343
  %10345 = select i1 %10344, i64 %10340, i64 0
  %10346 = select i1 %10344, i64 %10343, i64 0
  %10347 = icmp sgt i64 %10345, %10346
  %10348 = icmp sgt i64 %10345, 31
  %10349 = trunc i64 %10345 to i32
  %10350 = shl nsw i32 -1, %10349
  %10351 = xor i32 %10350, -1
  %10352 = select i1 %10348, i32 -1, i32 %10351
  %10353 = trunc i64 %10346 to i32
  %10354 = shl nsw i32 -1, %10353
  %10355 = and i32 %10352, %10354
  %10356 = icmp sgt i64 %10336, %10337
  %10357 = icmp sgt i64 %10336, 31
  %10358 = trunc i64 %10336 to i32
  %10359 = shl nsw i32 -1, %10358
  %10360 = xor i32 %10359, -1
  %10361 = select i1 %10357, i32 -1, i32 %10360
  %10362 = trunc i64 %10337 to i32
  %10363 = shl nsw i32 -1, %10362
  %10364 = and i32 %10361, %10363
  %10365 = icmp sgt i64 %10327, %10328
  %10366 = icmp sgt i64 %10327, 31
  %10367 = trunc i64 %10327 to i32
  %10368 = shl nsw i32 -1, %10367
  %10369 = xor i32 %10368, -1
  %10370 = select i1 %10366, i32 -1, i32 %10369
  %10371 = trunc i64 %10328 to i32
  %10372 = shl nsw i32 -1, %10371
  %10373 = and i32 %10370, %10372
  %10374 = select i1 %10347, i32 %10355, i32 0
  %10375 = trunc i32 %10374 to i16
  %10376 = bitcast i16 %10375 to <16 x i1>
  %10377 = lshr i32 %10374, 16
  %10378 = trunc nuw i32 %10377 to i16
  %10379 = bitcast i16 %10378 to <16 x i1>
  %10380 = select i1 %10356, i32 %10364, i32 0
  %10381 = trunc i32 %10380 to i16
  %10382 = bitcast i16 %10381 to <16 x i1>
  %10383 = lshr i32 %10380, 16
  %10384 = trunc nuw i32 %10383 to i16
  %10385 = bitcast i16 %10384 to <16 x i1>
  %10386 = select i1 %10365, i32 %10373, i32 0
  %10387 = trunc i32 %10386 to i16
  %10388 = bitcast i16 %10387 to <16 x i1>
  %10389 = lshr i32 %10386, 16
  %10390 = trunc nuw i32 %10389 to i16
  %10391 = bitcast i16 %10390 to <16 x i1>
  br label %10398

10392:                                            ; preds = %10398, %10309
  %10393 = phi <16 x float> [ %10310, %10309 ], [ %10427, %10398 ]
  %10394 = phi <16 x float> [ %10311, %10309 ], [ %10426, %10398 ]
  %10395 = phi <16 x float> [ %10312, %10309 ], [ %10425, %10398 ]
  %10396 = add nuw nsw i64 %10313, 1
  %10397 = icmp eq i64 %10396, %12
  br i1 %10397, label %10430, label %10309

10398:                                            ; preds = %10319, %10398
  %10399 = phi <16 x float> [ %10310, %10319 ], [ %10427, %10398 ]
  %10400 = phi <16 x float> [ %10311, %10319 ], [ %10426, %10398 ]
  %10401 = phi <16 x float> [ %10312, %10319 ], [ %10425, %10398 ]
  %10402 = phi i64 [ 0, %10319 ], [ %10428, %10398 ]
  %10403 = mul nsw i64 %51, %10402
  %10404 = getelementptr inbounds float, ptr %10305, i64 %10403
  %10405 = getelementptr inbounds float, ptr %10404, i64 %10315
  %10406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10405, <16 x i1> %10376, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10407 = getelementptr inbounds nuw i8, ptr %10405, i64 64
  %10408 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10407, <16 x i1> %10379, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10409 = shufflevector <16 x float> %10406, <16 x float> %10408, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10410 = getelementptr inbounds float, ptr %10404, i64 %10316
  %10411 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10410, <16 x i1> %10382, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10412 = getelementptr inbounds nuw i8, ptr %10410, i64 64
  %10413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10412, <16 x i1> %10385, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10414 = shufflevector <16 x float> %10411, <16 x float> %10413, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10415 = getelementptr inbounds float, ptr %10404, i64 %10317
  %10416 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10415, <16 x i1> %10388, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10417 = getelementptr inbounds nuw i8, ptr %10415, i64 64
  %10418 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10417, <16 x i1> %10391, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10419 = shufflevector <16 x float> %10416, <16 x float> %10418, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10420 = mul nuw nsw i64 %10402, %52
  %10421 = getelementptr inbounds nuw float, ptr %10318, i64 %10420
  %10422 = load float, ptr %10421, align 4
  %10423 = insertelement <16 x float> poison, float %10422, i64 0
  %10424 = shufflevector <16 x float> %10423, <16 x float> poison, <16 x i32> zeroinitializer
  %10425 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10409, <16 x float> %10424, <16 x float> %10401)
  %10426 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10414, <16 x float> %10424, <16 x float> %10400)
  %10427 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10419, <16 x float> %10424, <16 x float> %10399)
  %10428 = add nuw nsw i64 %10402, 1
  %10429 = icmp eq i64 %10428, %5
  br i1 %10429, label %10392, label %10398

10430:                                            ; preds = %10392, %10303, %10294
  %10431 = phi <16 x float> [ %10295, %10294 ], [ %10295, %10303 ], [ %10393, %10392 ]
  %10432 = phi <16 x float> [ %10296, %10294 ], [ %10296, %10303 ], [ %10394, %10392 ]
  %10433 = phi <16 x float> [ %10297, %10294 ], [ %10297, %10303 ], [ %10395, %10392 ]
  %10434 = add nuw nsw i64 %10298, 1
  %10435 = icmp eq i64 %10434, %11
  br i1 %10435, label %10288, label %10294

10436:                                            ; preds = %10288
  %10437 = getelementptr inbounds float, ptr %322, i64 %10292
  switch i64 %61, label %1009 [
    i64 1, label %10438
    i64 2, label %10441
    i64 3, label %10448
    i64 0, label %10493
  ]

10438:                                            ; preds = %10436
  %10439 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10437, <16 x i1> %654, <16 x float> zeroinitializer)
  %10440 = fadd <16 x float> %10291, %10439
  br label %10455

10441:                                            ; preds = %10436
  %10442 = bitcast <16 x float> %10291 to <8 x i64>
  %10443 = or <8 x i64> %10442, %60
  %10444 = fcmp oeq <16 x float> %10291, %41
  %10445 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10291, i32 4)
  %10446 = bitcast <8 x i64> %10443 to <16 x float>
  %10447 = select <16 x i1> %10444, <16 x float> %10446, <16 x float> %10445
  br label %10455

10448:                                            ; preds = %10436
  %10449 = bitcast <16 x float> %10291 to <8 x i64>
  %10450 = and <8 x i64> %10449, %59
  %10451 = fcmp oeq <16 x float> %10291, %38
  %10452 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10291, i32 4)
  %10453 = bitcast <8 x i64> %10450 to <16 x float>
  %10454 = select <16 x i1> %10451, <16 x float> %10453, <16 x float> %10452
  br label %10455

10455:                                            ; preds = %10448, %10441, %10438
  %10456 = phi <16 x float> [ %10440, %10438 ], [ %10447, %10441 ], [ %10454, %10448 ]
  switch i64 %63, label %1009 [
    i64 1, label %10471
    i64 2, label %10464
    i64 3, label %10457
    i64 0, label %10493
  ]

10457:                                            ; preds = %10455
  %10458 = bitcast <16 x float> %10456 to <8 x i64>
  %10459 = and <8 x i64> %10458, %59
  %10460 = fcmp oeq <16 x float> %10456, %38
  %10461 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10456, i32 4)
  %10462 = bitcast <8 x i64> %10459 to <16 x float>
  %10463 = select <16 x i1> %10460, <16 x float> %10462, <16 x float> %10461
  br label %10474

10464:                                            ; preds = %10455
  %10465 = bitcast <16 x float> %10456 to <8 x i64>
  %10466 = or <8 x i64> %10465, %60
  %10467 = fcmp oeq <16 x float> %10456, %41
  %10468 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10456, i32 4)
  %10469 = bitcast <8 x i64> %10466 to <16 x float>
  %10470 = select <16 x i1> %10467, <16 x float> %10469, <16 x float> %10468
  br label %10474

10471:                                            ; preds = %10455
  %10472 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10437, <16 x i1> %654, <16 x float> zeroinitializer)
  %10473 = fadd <16 x float> %10456, %10472
  br label %10474

10474:                                            ; preds = %10471, %10464, %10457
  %10475 = phi <16 x float> [ %10473, %10471 ], [ %10470, %10464 ], [ %10463, %10457 ]
  switch i64 %65, label %1009 [
    i64 1, label %10490
    i64 2, label %10483
    i64 3, label %10476
    i64 0, label %10493
  ]

10476:                                            ; preds = %10474
  %10477 = bitcast <16 x float> %10475 to <8 x i64>
  %10478 = and <8 x i64> %10477, %59
  %10479 = fcmp oeq <16 x float> %10475, %38
  %10480 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10475, i32 4)
  %10481 = bitcast <8 x i64> %10478 to <16 x float>
  %10482 = select <16 x i1> %10479, <16 x float> %10481, <16 x float> %10480
  br label %10493

10483:                                            ; preds = %10474
  %10484 = bitcast <16 x float> %10475 to <8 x i64>
  %10485 = or <8 x i64> %10484, %60
  %10486 = fcmp oeq <16 x float> %10475, %41
  %10487 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10475, i32 4)
  %10488 = bitcast <8 x i64> %10485 to <16 x float>
  %10489 = select <16 x i1> %10486, <16 x float> %10488, <16 x float> %10487
  br label %10493

10490:                                            ; preds = %10474
  %10491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10437, <16 x i1> %654, <16 x float> zeroinitializer)
  %10492 = fadd <16 x float> %10475, %10491
  br label %10493

10493:                                            ; preds = %10436, %10455, %10474, %10490, %10483, %10476
  %10494 = phi <16 x float> [ %10482, %10476 ], [ %10489, %10483 ], [ %10492, %10490 ], [ %10456, %10455 ], [ %10475, %10474 ], [ %10291, %10436 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10494, ptr align 1 %10293, <16 x i1> %654)
  %10495 = add nsw i64 %10292, 16
  %10496 = getelementptr inbounds float, ptr %324, i64 %10495
  %10497 = getelementptr inbounds float, ptr %322, i64 %10495
  switch i64 %66, label %1009 [
    i64 1, label %10512
    i64 2, label %10505
    i64 3, label %10498
    i64 0, label %10553
  ]

10498:                                            ; preds = %10493
  %10499 = bitcast <16 x float> %10290 to <8 x i64>
  %10500 = and <8 x i64> %10499, %59
  %10501 = fcmp oeq <16 x float> %10290, %38
  %10502 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10290, i32 4)
  %10503 = bitcast <8 x i64> %10500 to <16 x float>
  %10504 = select <16 x i1> %10501, <16 x float> %10503, <16 x float> %10502
  br label %10515

10505:                                            ; preds = %10493
  %10506 = bitcast <16 x float> %10290 to <8 x i64>
  %10507 = or <8 x i64> %10506, %60
  %10508 = fcmp oeq <16 x float> %10290, %41
  %10509 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10290, i32 4)
  %10510 = bitcast <8 x i64> %10507 to <16 x float>
  %10511 = select <16 x i1> %10508, <16 x float> %10510, <16 x float> %10509
  br label %10515

10512:                                            ; preds = %10493
  %10513 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10497, <16 x i1> %655, <16 x float> zeroinitializer)
  %10514 = fadd <16 x float> %10290, %10513
  br label %10515

10515:                                            ; preds = %10512, %10505, %10498
  %10516 = phi <16 x float> [ %10514, %10512 ], [ %10511, %10505 ], [ %10504, %10498 ]
  switch i64 %68, label %1009 [
    i64 1, label %10531
    i64 2, label %10524
    i64 3, label %10517
    i64 0, label %10553
  ]

10517:                                            ; preds = %10515
  %10518 = bitcast <16 x float> %10516 to <8 x i64>
  %10519 = and <8 x i64> %10518, %59
  %10520 = fcmp oeq <16 x float> %10516, %38
  %10521 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10516, i32 4)
  %10522 = bitcast <8 x i64> %10519 to <16 x float>
  %10523 = select <16 x i1> %10520, <16 x float> %10522, <16 x float> %10521
  br label %10534

10524:                                            ; preds = %10515
  %10525 = bitcast <16 x float> %10516 to <8 x i64>
  %10526 = or <8 x i64> %10525, %60
  %10527 = fcmp oeq <16 x float> %10516, %41
  %10528 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10516, i32 4)
  %10529 = bitcast <8 x i64> %10526 to <16 x float>
  %10530 = select <16 x i1> %10527, <16 x float> %10529, <16 x float> %10528
  br label %10534

10531:                                            ; preds = %10515
  %10532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10497, <16 x i1> %655, <16 x float> zeroinitializer)
  %10533 = fadd <16 x float> %10516, %10532
  br label %10534

10534:                                            ; preds = %10531, %10524, %10517
  %10535 = phi <16 x float> [ %10533, %10531 ], [ %10530, %10524 ], [ %10523, %10517 ]
  switch i64 %70, label %1009 [
    i64 1, label %10550
    i64 2, label %10543
    i64 3, label %10536
    i64 0, label %10553
  ]

10536:                                            ; preds = %10534
  %10537 = bitcast <16 x float> %10535 to <8 x i64>
  %10538 = and <8 x i64> %10537, %59
  %10539 = fcmp oeq <16 x float> %10535, %38
  %10540 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10535, i32 4)
  %10541 = bitcast <8 x i64> %10538 to <16 x float>
  %10542 = select <16 x i1> %10539, <16 x float> %10541, <16 x float> %10540
  br label %10553

10543:                                            ; preds = %10534
  %10544 = bitcast <16 x float> %10535 to <8 x i64>
  %10545 = or <8 x i64> %10544, %60
  %10546 = fcmp oeq <16 x float> %10535, %41
  %10547 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10535, i32 4)
  %10548 = bitcast <8 x i64> %10545 to <16 x float>
  %10549 = select <16 x i1> %10546, <16 x float> %10548, <16 x float> %10547
  br label %10553

10550:                                            ; preds = %10534
  %10551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10497, <16 x i1> %655, <16 x float> zeroinitializer)
  %10552 = fadd <16 x float> %10535, %10551
  br label %10553

10553:                                            ; preds = %10493, %10515, %10534, %10550, %10543, %10536
  %10554 = phi <16 x float> [ %10542, %10536 ], [ %10549, %10543 ], [ %10552, %10550 ], [ %10516, %10515 ], [ %10535, %10534 ], [ %10290, %10493 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10554, ptr align 1 %10496, <16 x i1> %655)
  %10555 = add nsw i64 %10292, 32
  %10556 = getelementptr inbounds float, ptr %324, i64 %10555
  %10557 = getelementptr inbounds float, ptr %322, i64 %10555
  switch i64 %71, label %1009 [
    i64 1, label %10572
    i64 2, label %10565
    i64 3, label %10558
    i64 0, label %10618
  ]

10558:                                            ; preds = %10553
  %10559 = bitcast <16 x float> %10289 to <8 x i64>
  %10560 = and <8 x i64> %10559, %59
  %10561 = fcmp oeq <16 x float> %10289, %38
  %10562 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10289, i32 4)
  %10563 = bitcast <8 x i64> %10560 to <16 x float>
  %10564 = select <16 x i1> %10561, <16 x float> %10563, <16 x float> %10562
  br label %10575

10565:                                            ; preds = %10553
  %10566 = bitcast <16 x float> %10289 to <8 x i64>
  %10567 = or <8 x i64> %10566, %60
  %10568 = fcmp oeq <16 x float> %10289, %41
  %10569 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10289, i32 4)
  %10570 = bitcast <8 x i64> %10567 to <16 x float>
  %10571 = select <16 x i1> %10568, <16 x float> %10570, <16 x float> %10569
  br label %10575

10572:                                            ; preds = %10553
  %10573 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10557, <16 x i1> %656, <16 x float> zeroinitializer)
  %10574 = fadd <16 x float> %10289, %10573
  br label %10575

10575:                                            ; preds = %10572, %10565, %10558
  %10576 = phi <16 x float> [ %10574, %10572 ], [ %10571, %10565 ], [ %10564, %10558 ]
  switch i64 %73, label %1009 [
    i64 1, label %10591
    i64 2, label %10584
    i64 3, label %10577
    i64 0, label %10618
  ]

10577:                                            ; preds = %10575
  %10578 = bitcast <16 x float> %10576 to <8 x i64>
  %10579 = and <8 x i64> %10578, %59
  %10580 = fcmp oeq <16 x float> %10576, %38
  %10581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10576, i32 4)
  %10582 = bitcast <8 x i64> %10579 to <16 x float>
  %10583 = select <16 x i1> %10580, <16 x float> %10582, <16 x float> %10581
  br label %10594

10584:                                            ; preds = %10575
  %10585 = bitcast <16 x float> %10576 to <8 x i64>
  %10586 = or <8 x i64> %10585, %60
  %10587 = fcmp oeq <16 x float> %10576, %41
  %10588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10576, i32 4)
  %10589 = bitcast <8 x i64> %10586 to <16 x float>
  %10590 = select <16 x i1> %10587, <16 x float> %10589, <16 x float> %10588
  br label %10594

10591:                                            ; preds = %10575
  %10592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10557, <16 x i1> %656, <16 x float> zeroinitializer)
  %10593 = fadd <16 x float> %10576, %10592
  br label %10594

10594:                                            ; preds = %10591, %10584, %10577
  %10595 = phi <16 x float> [ %10593, %10591 ], [ %10590, %10584 ], [ %10583, %10577 ]
  switch i64 %75, label %1009 [
    i64 1, label %10610
    i64 2, label %10603
    i64 3, label %10596
    i64 0, label %10618
  ]

10596:                                            ; preds = %10594
  %10597 = bitcast <16 x float> %10595 to <8 x i64>
  %10598 = and <8 x i64> %10597, %59
  %10599 = fcmp oeq <16 x float> %10595, %38
  %10600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %38, <16 x float> %10595, i32 4)
  %10601 = bitcast <8 x i64> %10598 to <16 x float>
  %10602 = select <16 x i1> %10599, <16 x float> %10601, <16 x float> %10600
  br label %10618

10603:                                            ; preds = %10594
  %10604 = bitcast <16 x float> %10595 to <8 x i64>
  %10605 = or <8 x i64> %10604, %60
  %10606 = fcmp oeq <16 x float> %10595, %41
  %10607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %41, <16 x float> %10595, i32 4)
  %10608 = bitcast <8 x i64> %10605 to <16 x float>
  %10609 = select <16 x i1> %10606, <16 x float> %10608, <16 x float> %10607
  br label %10618

10610:                                            ; preds = %10594
  %10611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10557, <16 x i1> %656, <16 x float> zeroinitializer)
  %10612 = fadd <16 x float> %10595, %10611
  br label %10618

10613:                                            ; preds = %10288
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10291, ptr align 1 %10293, <16 x i1> %657)
  %10614 = getelementptr float, ptr %324, i64 %10292
  %10615 = getelementptr i8, ptr %10614, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10290, ptr align 1 %10615, <16 x i1> %658)
  %10616 = getelementptr float, ptr %324, i64 %10292
  %10617 = getelementptr i8, ptr %10616, i64 128
  br label %10618

10618:                                            ; preds = %10553, %10575, %10594, %10610, %10603, %10596, %10613
  %10619 = phi ptr [ %10617, %10613 ], [ %10556, %10596 ], [ %10556, %10603 ], [ %10556, %10610 ], [ %10556, %10594 ], [ %10556, %10575 ], [ %10556, %10553 ]
  %10620 = phi <16 x i1> [ %659, %10613 ], [ %656, %10596 ], [ %656, %10603 ], [ %656, %10610 ], [ %656, %10594 ], [ %656, %10575 ], [ %656, %10553 ]
  %10621 = phi <16 x float> [ %10289, %10613 ], [ %10602, %10596 ], [ %10609, %10603 ], [ %10612, %10610 ], [ %10595, %10594 ], [ %10576, %10575 ], [ %10289, %10553 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10621, ptr align 1 %10619, <16 x i1> %10620)
  br label %10622

10622:                                            ; preds = %9177, %9371, %9637, %9892, %10259, %10618, %9014
  %10623 = add i64 %9015, 1
  %10624 = icmp eq i64 %10623, %6
  br i1 %10624, label %10625, label %9014

10625:                                            ; preds = %10622, %611, %1476, %2203, %3575, %4976, %6972, %9010, %762
  %10626 = add nuw nsw i64 %604, 48
  %10627 = sub nuw i64 -48, %604
  %10628 = icmp slt i64 %10626, %10
  br i1 %10628, label %602, label %599
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
