; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23) local_unnamed_addr {
  %25 = alloca [2 x [7 x i32]], align 16
  %26 = alloca [2 x [7 x i32]], align 16
  %27 = alloca <4 x i64>, align 32
  %28 = alloca <4 x i64>, align 32
  %29 = alloca [2 x [7 x i32]], align 16
  %30 = alloca [2 x [7 x i32]], align 16
  %31 = alloca [2 x [7 x i32]], align 16
  %32 = alloca [2 x [7 x i32]], align 16
  %33 = alloca <4 x i64>, align 32
  %34 = alloca <4 x i64>, align 32
  %35 = alloca [2 x [7 x i32]], align 16
  %36 = alloca [2 x [7 x i32]], align 16
  %37 = alloca [2 x [7 x i32]], align 16
  %38 = alloca [2 x [7 x i32]], align 16
  %39 = alloca <4 x i64>, align 32
  %40 = alloca <4 x i64>, align 32
  %41 = alloca [2 x [7 x i32]], align 16
  %42 = alloca [2 x [7 x i32]], align 16
  %43 = alloca [2 x [7 x i32]], align 16
  %44 = alloca [2 x [7 x i32]], align 16
  %45 = alloca <4 x i64>, align 32
  %46 = alloca <4 x i64>, align 32
  %47 = alloca [2 x [7 x i32]], align 16
  %48 = alloca [2 x [7 x i32]], align 16
  %49 = alloca [2 x [7 x i32]], align 16
  %50 = alloca [2 x [7 x i32]], align 16
  %51 = alloca <4 x i64>, align 32
  %52 = alloca <4 x i64>, align 32
  %53 = alloca [2 x [7 x i32]], align 16
  %54 = alloca [2 x [7 x i32]], align 16
  %55 = alloca [2 x [7 x i32]], align 16
  %56 = alloca [2 x [7 x i32]], align 16
  %57 = alloca <4 x i64>, align 32
  %58 = alloca <4 x i64>, align 32
  %59 = alloca [2 x [7 x i32]], align 16
  %60 = alloca [2 x [7 x i32]], align 16
  %61 = inttoptr i64 %0 to ptr
  %62 = inttoptr i64 %1 to ptr
  %63 = inttoptr i64 %10 to ptr
  %64 = inttoptr i64 %2 to ptr
  %65 = inttoptr i64 %13 to ptr
  %66 = inttoptr i64 %11 to ptr
  %67 = trunc i64 %15 to i32
  %68 = trunc i64 %16 to i32
  %69 = insertelement <8 x i32> poison, i32 %67, i64 0
  %70 = bitcast <8 x i32> %69 to <8 x float>
  %71 = shufflevector <8 x float> %70, <8 x float> poison, <8 x i32> zeroinitializer
  %72 = insertelement <8 x i32> poison, i32 %68, i64 0
  %73 = bitcast <8 x i32> %72 to <8 x float>
  %74 = shufflevector <8 x float> %73, <8 x float> poison, <8 x i32> zeroinitializer
  %75 = add nsw i64 %6, 5
  %76 = sdiv i64 %75, 6
  %77 = add i64 %7, -1
  %78 = add i64 %77, %18
  %79 = sdiv i64 %78, %18
  %80 = icmp eq i64 %20, 1
  %81 = icmp eq i64 %21, 1
  %82 = and i1 %80, %81
  %83 = or i64 %23, %22
  %84 = icmp eq i64 %83, 0
  %85 = and i1 %82, %84
  %86 = icmp slt i64 %3, %4
  %87 = getelementptr inbounds nuw i8, ptr %60, i64 28
  %88 = getelementptr inbounds nuw i8, ptr %59, i64 28
  %89 = getelementptr inbounds nuw i8, ptr %54, i64 28
  %90 = getelementptr inbounds nuw i8, ptr %53, i64 28
  %91 = getelementptr inbounds nuw i8, ptr %48, i64 28
  %92 = getelementptr inbounds nuw i8, ptr %47, i64 28
  %93 = getelementptr inbounds nuw i8, ptr %42, i64 28
  %94 = getelementptr inbounds nuw i8, ptr %41, i64 28
  %95 = getelementptr inbounds nuw i8, ptr %36, i64 28
  %96 = getelementptr inbounds nuw i8, ptr %35, i64 28
  %97 = getelementptr inbounds nuw i8, ptr %30, i64 28
  %98 = getelementptr inbounds nuw i8, ptr %29, i64 28
  br i1 %86, label %99, label %810

99:                                               ; preds = %24
  %100 = icmp eq i64 %13, 0
  %101 = mul nsw i64 %21, %20
  %102 = icmp sgt i64 %20, 0
  %103 = icmp sgt i64 %21, 0
  %104 = icmp eq i64 %10, 0
  %105 = mul i64 %5, %101
  %106 = icmp sgt i64 %5, 0
  %107 = icmp eq i64 %17, 0
  %108 = bitcast <8 x float> %71 to <8 x i32>
  %109 = bitcast <8 x float> %74 to <8 x i32>
  %110 = shl nuw nsw i64 %5, 1
  %111 = mul nuw nsw i64 %5, 3
  %112 = shl nuw nsw i64 %5, 2
  %113 = mul nuw nsw i64 %5, 5
  %114 = and i64 %17, 3
  %115 = lshr i64 %17, 2
  %116 = and i64 %115, 3
  %117 = lshr i64 %17, 4
  %118 = and i64 %117, 3
  %119 = lshr i64 %17, 2
  %120 = and i64 %119, 3
  %121 = lshr i64 %17, 4
  %122 = and i64 %121, 3
  %123 = lshr i64 %17, 2
  %124 = and i64 %123, 3
  %125 = lshr i64 %17, 4
  %126 = and i64 %125, 3
  %127 = lshr i64 %17, 2
  %128 = and i64 %127, 3
  %129 = lshr i64 %17, 4
  %130 = and i64 %129, 3
  %131 = lshr i64 %17, 2
  %132 = and i64 %131, 3
  %133 = lshr i64 %17, 4
  %134 = and i64 %133, 3
  %135 = lshr i64 %17, 2
  %136 = and i64 %135, 3
  %137 = lshr i64 %17, 4
  %138 = and i64 %137, 3
  %139 = lshr i64 %17, 2
  %140 = and i64 %139, 3
  %141 = lshr i64 %17, 4
  %142 = and i64 %141, 3
  %143 = lshr i64 %17, 2
  %144 = and i64 %143, 3
  %145 = lshr i64 %17, 4
  %146 = and i64 %145, 3
  %147 = lshr i64 %17, 2
  %148 = and i64 %147, 3
  %149 = lshr i64 %17, 4
  %150 = and i64 %149, 3
  %151 = lshr i64 %17, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %17, 4
  %154 = and i64 %153, 3
  %155 = lshr i64 %17, 2
  %156 = and i64 %155, 3
  %157 = lshr i64 %17, 4
  %158 = and i64 %157, 3
  %159 = lshr i64 %17, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %17, 4
  %162 = and i64 %161, 3
  %163 = shl i64 %5, 3
  %164 = mul i64 %5, 12
  %165 = shl i64 %5, 4
  %166 = mul i64 %5, 20
  %167 = and i64 %17, 3
  %168 = lshr i64 %17, 2
  %169 = and i64 %168, 3
  %170 = lshr i64 %17, 4
  %171 = and i64 %170, 3
  %172 = lshr i64 %17, 2
  %173 = and i64 %172, 3
  %174 = lshr i64 %17, 4
  %175 = and i64 %174, 3
  %176 = lshr i64 %17, 2
  %177 = and i64 %176, 3
  %178 = lshr i64 %17, 4
  %179 = and i64 %178, 3
  %180 = lshr i64 %17, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %17, 4
  %183 = and i64 %182, 3
  %184 = lshr i64 %17, 2
  %185 = and i64 %184, 3
  %186 = lshr i64 %17, 4
  %187 = and i64 %186, 3
  %188 = lshr i64 %17, 2
  %189 = and i64 %188, 3
  %190 = lshr i64 %17, 4
  %191 = and i64 %190, 3
  %192 = lshr i64 %17, 2
  %193 = and i64 %192, 3
  %194 = lshr i64 %17, 4
  %195 = and i64 %194, 3
  %196 = lshr i64 %17, 2
  %197 = and i64 %196, 3
  %198 = lshr i64 %17, 4
  %199 = and i64 %198, 3
  %200 = lshr i64 %17, 2
  %201 = and i64 %200, 3
  %202 = lshr i64 %17, 4
  %203 = and i64 %202, 3
  %204 = lshr i64 %17, 2
  %205 = and i64 %204, 3
  %206 = lshr i64 %17, 4
  %207 = and i64 %206, 3
  %208 = lshr i64 %17, 2
  %209 = and i64 %208, 3
  %210 = lshr i64 %17, 4
  %211 = and i64 %210, 3
  %212 = lshr i64 %17, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %17, 4
  %215 = and i64 %214, 3
  %216 = shl nuw nsw i64 %5, 1
  %217 = mul nuw nsw i64 %5, 3
  %218 = shl nuw nsw i64 %5, 2
  %219 = mul nuw nsw i64 %5, 5
  %220 = and i64 %17, 3
  %221 = lshr i64 %17, 2
  %222 = and i64 %221, 3
  %223 = lshr i64 %17, 4
  %224 = and i64 %223, 3
  %225 = lshr i64 %17, 2
  %226 = and i64 %225, 3
  %227 = lshr i64 %17, 4
  %228 = and i64 %227, 3
  %229 = lshr i64 %17, 2
  %230 = and i64 %229, 3
  %231 = lshr i64 %17, 4
  %232 = and i64 %231, 3
  %233 = lshr i64 %17, 2
  %234 = and i64 %233, 3
  %235 = lshr i64 %17, 4
  %236 = and i64 %235, 3
  %237 = lshr i64 %17, 2
  %238 = and i64 %237, 3
  %239 = lshr i64 %17, 4
  %240 = and i64 %239, 3
  %241 = lshr i64 %17, 2
  %242 = and i64 %241, 3
  %243 = lshr i64 %17, 4
  %244 = and i64 %243, 3
  %245 = shl i64 %5, 3
  %246 = mul i64 %5, 12
  %247 = shl i64 %5, 4
  %248 = mul i64 %5, 20
  %249 = and i64 %17, 3
  %250 = lshr i64 %17, 2
  %251 = and i64 %250, 3
  %252 = lshr i64 %17, 4
  %253 = and i64 %252, 3
  %254 = lshr i64 %17, 2
  %255 = and i64 %254, 3
  %256 = lshr i64 %17, 4
  %257 = and i64 %256, 3
  %258 = lshr i64 %17, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %17, 4
  %261 = and i64 %260, 3
  %262 = lshr i64 %17, 2
  %263 = and i64 %262, 3
  %264 = lshr i64 %17, 4
  %265 = and i64 %264, 3
  %266 = lshr i64 %17, 2
  %267 = and i64 %266, 3
  %268 = lshr i64 %17, 4
  %269 = and i64 %268, 3
  %270 = lshr i64 %17, 2
  %271 = and i64 %270, 3
  %272 = lshr i64 %17, 4
  %273 = and i64 %272, 3
  %274 = shl nuw nsw i64 %5, 1
  %275 = mul nuw nsw i64 %5, 3
  %276 = shl nuw nsw i64 %5, 2
  %277 = and i64 %17, 3
  %278 = lshr i64 %17, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %17, 4
  %281 = and i64 %280, 3
  %282 = lshr i64 %17, 2
  %283 = and i64 %282, 3
  %284 = lshr i64 %17, 4
  %285 = and i64 %284, 3
  %286 = lshr i64 %17, 2
  %287 = and i64 %286, 3
  %288 = lshr i64 %17, 4
  %289 = and i64 %288, 3
  %290 = lshr i64 %17, 2
  %291 = and i64 %290, 3
  %292 = lshr i64 %17, 4
  %293 = and i64 %292, 3
  %294 = lshr i64 %17, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %17, 4
  %297 = and i64 %296, 3
  %298 = lshr i64 %17, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %17, 4
  %301 = and i64 %300, 3
  %302 = lshr i64 %17, 2
  %303 = and i64 %302, 3
  %304 = lshr i64 %17, 4
  %305 = and i64 %304, 3
  %306 = lshr i64 %17, 2
  %307 = and i64 %306, 3
  %308 = lshr i64 %17, 4
  %309 = and i64 %308, 3
  %310 = lshr i64 %17, 2
  %311 = and i64 %310, 3
  %312 = lshr i64 %17, 4
  %313 = and i64 %312, 3
  %314 = lshr i64 %17, 2
  %315 = and i64 %314, 3
  %316 = lshr i64 %17, 4
  %317 = and i64 %316, 3
  %318 = shl i64 %5, 3
  %319 = mul i64 %5, 12
  %320 = shl i64 %5, 4
  %321 = and i64 %17, 3
  %322 = lshr i64 %17, 2
  %323 = and i64 %322, 3
  %324 = lshr i64 %17, 4
  %325 = and i64 %324, 3
  %326 = lshr i64 %17, 2
  %327 = and i64 %326, 3
  %328 = lshr i64 %17, 4
  %329 = and i64 %328, 3
  %330 = lshr i64 %17, 2
  %331 = and i64 %330, 3
  %332 = lshr i64 %17, 4
  %333 = and i64 %332, 3
  %334 = lshr i64 %17, 2
  %335 = and i64 %334, 3
  %336 = lshr i64 %17, 4
  %337 = and i64 %336, 3
  %338 = lshr i64 %17, 2
  %339 = and i64 %338, 3
  %340 = lshr i64 %17, 4
  %341 = and i64 %340, 3
  %342 = lshr i64 %17, 2
  %343 = and i64 %342, 3
  %344 = lshr i64 %17, 4
  %345 = and i64 %344, 3
  %346 = lshr i64 %17, 2
  %347 = and i64 %346, 3
  %348 = lshr i64 %17, 4
  %349 = and i64 %348, 3
  %350 = lshr i64 %17, 2
  %351 = and i64 %350, 3
  %352 = lshr i64 %17, 4
  %353 = and i64 %352, 3
  %354 = lshr i64 %17, 2
  %355 = and i64 %354, 3
  %356 = lshr i64 %17, 4
  %357 = and i64 %356, 3
  %358 = lshr i64 %17, 2
  %359 = and i64 %358, 3
  %360 = lshr i64 %17, 4
  %361 = and i64 %360, 3
  %362 = shl nuw nsw i64 %5, 1
  %363 = mul nuw nsw i64 %5, 3
  %364 = shl nuw nsw i64 %5, 2
  %365 = and i64 %17, 3
  %366 = lshr i64 %17, 2
  %367 = and i64 %366, 3
  %368 = lshr i64 %17, 4
  %369 = and i64 %368, 3
  %370 = lshr i64 %17, 2
  %371 = and i64 %370, 3
  %372 = lshr i64 %17, 4
  %373 = and i64 %372, 3
  %374 = lshr i64 %17, 2
  %375 = and i64 %374, 3
  %376 = lshr i64 %17, 4
  %377 = and i64 %376, 3
  %378 = lshr i64 %17, 2
  %379 = and i64 %378, 3
  %380 = lshr i64 %17, 4
  %381 = and i64 %380, 3
  %382 = lshr i64 %17, 2
  %383 = and i64 %382, 3
  %384 = lshr i64 %17, 4
  %385 = and i64 %384, 3
  %386 = shl i64 %5, 3
  %387 = mul i64 %5, 12
  %388 = shl i64 %5, 4
  %389 = and i64 %17, 3
  %390 = lshr i64 %17, 2
  %391 = and i64 %390, 3
  %392 = lshr i64 %17, 4
  %393 = and i64 %392, 3
  %394 = lshr i64 %17, 2
  %395 = and i64 %394, 3
  %396 = lshr i64 %17, 4
  %397 = and i64 %396, 3
  %398 = lshr i64 %17, 2
  %399 = and i64 %398, 3
  %400 = lshr i64 %17, 4
  %401 = and i64 %400, 3
  %402 = lshr i64 %17, 2
  %403 = and i64 %402, 3
  %404 = lshr i64 %17, 4
  %405 = and i64 %404, 3
  %406 = lshr i64 %17, 2
  %407 = and i64 %406, 3
  %408 = lshr i64 %17, 4
  %409 = and i64 %408, 3
  %410 = shl nuw nsw i64 %5, 1
  %411 = mul nuw nsw i64 %5, 3
  %412 = and i64 %17, 3
  %413 = lshr i64 %17, 2
  %414 = and i64 %413, 3
  %415 = lshr i64 %17, 4
  %416 = and i64 %415, 3
  %417 = lshr i64 %17, 2
  %418 = and i64 %417, 3
  %419 = lshr i64 %17, 4
  %420 = and i64 %419, 3
  %421 = lshr i64 %17, 2
  %422 = and i64 %421, 3
  %423 = lshr i64 %17, 4
  %424 = and i64 %423, 3
  %425 = lshr i64 %17, 2
  %426 = and i64 %425, 3
  %427 = lshr i64 %17, 4
  %428 = and i64 %427, 3
  %429 = lshr i64 %17, 2
  %430 = and i64 %429, 3
  %431 = lshr i64 %17, 4
  %432 = and i64 %431, 3
  %433 = lshr i64 %17, 2
  %434 = and i64 %433, 3
  %435 = lshr i64 %17, 4
  %436 = and i64 %435, 3
  %437 = lshr i64 %17, 2
  %438 = and i64 %437, 3
  %439 = lshr i64 %17, 4
  %440 = and i64 %439, 3
  %441 = lshr i64 %17, 2
  %442 = and i64 %441, 3
  %443 = lshr i64 %17, 4
  %444 = and i64 %443, 3
  %445 = shl i64 %5, 3
  %446 = mul i64 %5, 12
  %447 = and i64 %17, 3
  %448 = lshr i64 %17, 2
  %449 = and i64 %448, 3
  %450 = lshr i64 %17, 4
  %451 = and i64 %450, 3
  %452 = lshr i64 %17, 2
  %453 = and i64 %452, 3
  %454 = lshr i64 %17, 4
  %455 = and i64 %454, 3
  %456 = lshr i64 %17, 2
  %457 = and i64 %456, 3
  %458 = lshr i64 %17, 4
  %459 = and i64 %458, 3
  %460 = lshr i64 %17, 2
  %461 = and i64 %460, 3
  %462 = lshr i64 %17, 4
  %463 = and i64 %462, 3
  %464 = lshr i64 %17, 2
  %465 = and i64 %464, 3
  %466 = lshr i64 %17, 4
  %467 = and i64 %466, 3
  %468 = lshr i64 %17, 2
  %469 = and i64 %468, 3
  %470 = lshr i64 %17, 4
  %471 = and i64 %470, 3
  %472 = lshr i64 %17, 2
  %473 = and i64 %472, 3
  %474 = lshr i64 %17, 4
  %475 = and i64 %474, 3
  %476 = lshr i64 %17, 2
  %477 = and i64 %476, 3
  %478 = lshr i64 %17, 4
  %479 = and i64 %478, 3
  %480 = shl nuw nsw i64 %5, 1
  %481 = mul nuw nsw i64 %5, 3
  %482 = and i64 %17, 3
  %483 = lshr i64 %17, 2
  %484 = and i64 %483, 3
  %485 = lshr i64 %17, 4
  %486 = and i64 %485, 3
  %487 = lshr i64 %17, 2
  %488 = and i64 %487, 3
  %489 = lshr i64 %17, 4
  %490 = and i64 %489, 3
  %491 = lshr i64 %17, 2
  %492 = and i64 %491, 3
  %493 = lshr i64 %17, 4
  %494 = and i64 %493, 3
  %495 = lshr i64 %17, 2
  %496 = and i64 %495, 3
  %497 = lshr i64 %17, 4
  %498 = and i64 %497, 3
  %499 = shl i64 %5, 3
  %500 = mul i64 %5, 12
  %501 = and i64 %17, 3
  %502 = lshr i64 %17, 2
  %503 = and i64 %502, 3
  %504 = lshr i64 %17, 4
  %505 = and i64 %504, 3
  %506 = lshr i64 %17, 2
  %507 = and i64 %506, 3
  %508 = lshr i64 %17, 4
  %509 = and i64 %508, 3
  %510 = lshr i64 %17, 2
  %511 = and i64 %510, 3
  %512 = lshr i64 %17, 4
  %513 = and i64 %512, 3
  %514 = lshr i64 %17, 2
  %515 = and i64 %514, 3
  %516 = lshr i64 %17, 4
  %517 = and i64 %516, 3
  %518 = shl nuw nsw i64 %5, 1
  %519 = and i64 %17, 3
  %520 = lshr i64 %17, 2
  %521 = and i64 %520, 3
  %522 = lshr i64 %17, 4
  %523 = and i64 %522, 3
  %524 = lshr i64 %17, 2
  %525 = and i64 %524, 3
  %526 = lshr i64 %17, 4
  %527 = and i64 %526, 3
  %528 = lshr i64 %17, 2
  %529 = and i64 %528, 3
  %530 = lshr i64 %17, 4
  %531 = and i64 %530, 3
  %532 = lshr i64 %17, 2
  %533 = and i64 %532, 3
  %534 = lshr i64 %17, 4
  %535 = and i64 %534, 3
  %536 = lshr i64 %17, 2
  %537 = and i64 %536, 3
  %538 = lshr i64 %17, 4
  %539 = and i64 %538, 3
  %540 = lshr i64 %17, 2
  %541 = and i64 %540, 3
  %542 = lshr i64 %17, 4
  %543 = and i64 %542, 3
  %544 = shl i64 %5, 3
  %545 = and i64 %17, 3
  %546 = lshr i64 %17, 2
  %547 = and i64 %546, 3
  %548 = lshr i64 %17, 4
  %549 = and i64 %548, 3
  %550 = lshr i64 %17, 2
  %551 = and i64 %550, 3
  %552 = lshr i64 %17, 4
  %553 = and i64 %552, 3
  %554 = lshr i64 %17, 2
  %555 = and i64 %554, 3
  %556 = lshr i64 %17, 4
  %557 = and i64 %556, 3
  %558 = lshr i64 %17, 2
  %559 = and i64 %558, 3
  %560 = lshr i64 %17, 4
  %561 = and i64 %560, 3
  %562 = lshr i64 %17, 2
  %563 = and i64 %562, 3
  %564 = lshr i64 %17, 4
  %565 = and i64 %564, 3
  %566 = lshr i64 %17, 2
  %567 = and i64 %566, 3
  %568 = lshr i64 %17, 4
  %569 = and i64 %568, 3
  %570 = shl nuw nsw i64 %5, 1
  %571 = and i64 %17, 3
  %572 = lshr i64 %17, 2
  %573 = and i64 %572, 3
  %574 = lshr i64 %17, 4
  %575 = and i64 %574, 3
  %576 = lshr i64 %17, 2
  %577 = and i64 %576, 3
  %578 = lshr i64 %17, 4
  %579 = and i64 %578, 3
  %580 = lshr i64 %17, 2
  %581 = and i64 %580, 3
  %582 = lshr i64 %17, 4
  %583 = and i64 %582, 3
  %584 = shl i64 %5, 3
  %585 = and i64 %17, 3
  %586 = lshr i64 %17, 2
  %587 = and i64 %586, 3
  %588 = lshr i64 %17, 4
  %589 = and i64 %588, 3
  %590 = lshr i64 %17, 2
  %591 = and i64 %590, 3
  %592 = lshr i64 %17, 4
  %593 = and i64 %592, 3
  %594 = lshr i64 %17, 2
  %595 = and i64 %594, 3
  %596 = lshr i64 %17, 4
  %597 = and i64 %596, 3
  %598 = and i64 %17, 3
  %599 = lshr i64 %17, 2
  %600 = and i64 %599, 3
  %601 = lshr i64 %17, 4
  %602 = and i64 %601, 3
  %603 = lshr i64 %17, 2
  %604 = and i64 %603, 3
  %605 = lshr i64 %17, 4
  %606 = and i64 %605, 3
  %607 = lshr i64 %17, 2
  %608 = and i64 %607, 3
  %609 = lshr i64 %17, 4
  %610 = and i64 %609, 3
  %611 = lshr i64 %17, 2
  %612 = and i64 %611, 3
  %613 = lshr i64 %17, 4
  %614 = and i64 %613, 3
  %615 = and i64 %17, 3
  %616 = lshr i64 %17, 2
  %617 = and i64 %616, 3
  %618 = lshr i64 %17, 4
  %619 = and i64 %618, 3
  %620 = lshr i64 %17, 2
  %621 = and i64 %620, 3
  %622 = lshr i64 %17, 4
  %623 = and i64 %622, 3
  %624 = lshr i64 %17, 2
  %625 = and i64 %624, 3
  %626 = lshr i64 %17, 4
  %627 = and i64 %626, 3
  %628 = lshr i64 %17, 2
  %629 = and i64 %628, 3
  %630 = lshr i64 %17, 4
  %631 = and i64 %630, 3
  %632 = and i64 %17, 3
  %633 = lshr i64 %17, 2
  %634 = and i64 %633, 3
  %635 = lshr i64 %17, 4
  %636 = and i64 %635, 3
  %637 = lshr i64 %17, 2
  %638 = and i64 %637, 3
  %639 = lshr i64 %17, 4
  %640 = and i64 %639, 3
  %641 = and i64 %17, 3
  %642 = lshr i64 %17, 2
  %643 = and i64 %642, 3
  %644 = lshr i64 %17, 4
  %645 = and i64 %644, 3
  %646 = lshr i64 %17, 2
  %647 = and i64 %646, 3
  %648 = lshr i64 %17, 4
  %649 = and i64 %648, 3
  %650 = and i64 %17, 3
  %651 = lshr i64 %17, 2
  %652 = and i64 %651, 3
  %653 = lshr i64 %17, 4
  %654 = and i64 %653, 3
  %655 = lshr i64 %17, 2
  %656 = and i64 %655, 3
  %657 = lshr i64 %17, 4
  %658 = and i64 %657, 3
  %659 = and i64 %17, 3
  %660 = lshr i64 %17, 2
  %661 = and i64 %660, 3
  %662 = lshr i64 %17, 4
  %663 = and i64 %662, 3
  %664 = lshr i64 %17, 2
  %665 = and i64 %664, 3
  %666 = lshr i64 %17, 4
  %667 = and i64 %666, 3
  %668 = and i64 %17, 3
  %669 = lshr i64 %17, 2
  %670 = and i64 %669, 3
  %671 = lshr i64 %17, 4
  %672 = and i64 %671, 3
  %673 = and i64 %17, 3
  %674 = lshr i64 %17, 2
  %675 = and i64 %674, 3
  %676 = lshr i64 %17, 4
  %677 = and i64 %676, 3
  %678 = add i64 %5, -1
  %679 = icmp ult i64 %20, 8
  %680 = and i64 %20, 9223372036854775800
  %681 = icmp eq i64 %20, %680
  %682 = icmp ult i64 %21, 8
  %683 = and i64 %21, 9223372036854775800
  %684 = insertelement <8 x i64> poison, i64 %19, i64 0
  %685 = shufflevector <8 x i64> %684, <8 x i64> poison, <8 x i32> zeroinitializer
  %686 = icmp eq i64 %21, %683
  %687 = icmp ult i64 %20, 8
  %688 = and i64 %20, 9223372036854775800
  %689 = icmp eq i64 %20, %688
  %690 = icmp ult i64 %21, 8
  %691 = and i64 %21, 9223372036854775800
  %692 = insertelement <8 x i64> poison, i64 %19, i64 0
  %693 = shufflevector <8 x i64> %692, <8 x i64> poison, <8 x i32> zeroinitializer
  %694 = icmp eq i64 %21, %691
  %695 = icmp ult i64 %20, 8
  %696 = and i64 %20, 9223372036854775800
  %697 = icmp eq i64 %20, %696
  %698 = icmp ult i64 %21, 8
  %699 = and i64 %21, 9223372036854775800
  %700 = insertelement <8 x i64> poison, i64 %19, i64 0
  %701 = shufflevector <8 x i64> %700, <8 x i64> poison, <8 x i32> zeroinitializer
  %702 = icmp eq i64 %21, %699
  %703 = icmp ult i64 %20, 8
  %704 = and i64 %20, 9223372036854775800
  %705 = icmp eq i64 %20, %704
  %706 = icmp ult i64 %21, 8
  %707 = and i64 %21, 9223372036854775800
  %708 = insertelement <8 x i64> poison, i64 %19, i64 0
  %709 = shufflevector <8 x i64> %708, <8 x i64> poison, <8 x i32> zeroinitializer
  %710 = icmp eq i64 %21, %707
  %711 = icmp ult i64 %20, 8
  %712 = and i64 %20, 9223372036854775800
  %713 = icmp eq i64 %20, %712
  %714 = icmp ult i64 %21, 8
  %715 = and i64 %21, 9223372036854775800
  %716 = insertelement <8 x i64> poison, i64 %19, i64 0
  %717 = shufflevector <8 x i64> %716, <8 x i64> poison, <8 x i32> zeroinitializer
  %718 = icmp eq i64 %21, %715
  %719 = icmp ult i64 %20, 8
  %720 = and i64 %20, 9223372036854775800
  %721 = icmp eq i64 %20, %720
  %722 = icmp ult i64 %21, 8
  %723 = and i64 %21, 9223372036854775800
  %724 = insertelement <8 x i64> poison, i64 %19, i64 0
  %725 = shufflevector <8 x i64> %724, <8 x i64> poison, <8 x i32> zeroinitializer
  %726 = icmp eq i64 %21, %723
  %727 = icmp ult i64 %20, 8
  %728 = and i64 %20, 9223372036854775800
  %729 = icmp eq i64 %20, %728
  %730 = icmp ult i64 %21, 8
  %731 = and i64 %21, 9223372036854775800
  %732 = insertelement <8 x i64> poison, i64 %19, i64 0
  %733 = shufflevector <8 x i64> %732, <8 x i64> poison, <8 x i32> zeroinitializer
  %734 = icmp eq i64 %21, %731
  %735 = icmp ult i64 %20, 8
  %736 = and i64 %20, 9223372036854775800
  %737 = icmp eq i64 %20, %736
  %738 = icmp ult i64 %21, 8
  %739 = and i64 %21, 9223372036854775800
  %740 = insertelement <8 x i64> poison, i64 %19, i64 0
  %741 = shufflevector <8 x i64> %740, <8 x i64> poison, <8 x i32> zeroinitializer
  %742 = icmp eq i64 %21, %739
  %743 = and i64 %5, 1
  %744 = icmp eq i64 %678, 0
  %745 = and i64 %5, 9223372036854775806
  %746 = icmp eq i64 %743, 0
  %747 = icmp ne i64 %743, 0
  %748 = icmp ult i64 %20, 8
  %749 = and i64 %20, 9223372036854775800
  %750 = icmp eq i64 %20, %749
  %751 = icmp ult i64 %21, 8
  %752 = and i64 %21, 9223372036854775800
  %753 = insertelement <8 x i64> poison, i64 %19, i64 0
  %754 = shufflevector <8 x i64> %753, <8 x i64> poison, <8 x i32> zeroinitializer
  %755 = icmp eq i64 %21, %752
  %756 = icmp ult i64 %20, 8
  %757 = and i64 %20, 9223372036854775800
  %758 = icmp eq i64 %20, %757
  %759 = icmp ult i64 %21, 8
  %760 = and i64 %21, 9223372036854775800
  %761 = insertelement <8 x i64> poison, i64 %19, i64 0
  %762 = shufflevector <8 x i64> %761, <8 x i64> poison, <8 x i32> zeroinitializer
  %763 = icmp eq i64 %21, %760
  %764 = and i64 %5, 1
  %765 = icmp eq i64 %678, 0
  %766 = and i64 %5, 9223372036854775806
  %767 = icmp eq i64 %764, 0
  %768 = icmp ne i64 %764, 0
  %769 = and i64 %5, 1
  %770 = icmp eq i64 %678, 0
  %771 = and i64 %5, 9223372036854775806
  %772 = icmp eq i64 %769, 0
  %773 = icmp ne i64 %769, 0
  %774 = icmp ult i64 %20, 8
  %775 = and i64 %20, 9223372036854775800
  %776 = icmp eq i64 %20, %775
  %777 = icmp ult i64 %21, 8
  %778 = and i64 %21, 9223372036854775800
  %779 = insertelement <8 x i64> poison, i64 %19, i64 0
  %780 = shufflevector <8 x i64> %779, <8 x i64> poison, <8 x i32> zeroinitializer
  %781 = icmp eq i64 %21, %778
  %782 = and i64 %5, 1
  %783 = icmp eq i64 %678, 0
  %784 = and i64 %5, 9223372036854775806
  %785 = icmp eq i64 %782, 0
  %786 = icmp ne i64 %782, 0
  %787 = and i64 %5, 1
  %788 = icmp eq i64 %678, 0
  %789 = and i64 %5, 9223372036854775806
  %790 = icmp eq i64 %787, 0
  %791 = icmp ne i64 %787, 0
  %792 = icmp ult i64 %20, 8
  %793 = and i64 %20, 9223372036854775800
  %794 = icmp eq i64 %20, %793
  %795 = icmp ult i64 %21, 8
  %796 = and i64 %21, 9223372036854775800
  %797 = insertelement <8 x i64> poison, i64 %19, i64 0
  %798 = shufflevector <8 x i64> %797, <8 x i64> poison, <8 x i32> zeroinitializer
  %799 = icmp eq i64 %21, %796
  %800 = and i64 %5, 1
  %801 = icmp eq i64 %678, 0
  %802 = and i64 %5, 9223372036854775806
  %803 = icmp eq i64 %800, 0
  %804 = icmp ne i64 %800, 0
  %805 = and i64 %5, 1
  %806 = icmp eq i64 %678, 0
  %807 = and i64 %5, 9223372036854775806
  %808 = icmp eq i64 %805, 0
  %809 = icmp ne i64 %805, 0
  br label %811

810:                                              ; preds = %1176, %24
  ret void

811:                                              ; preds = %99, %1176
  %812 = phi i64 [ %3, %99 ], [ %1177, %1176 ]
  %813 = srem i64 %812, %76
  %814 = sdiv i64 %812, %76
  %815 = srem i64 %814, %79
  %816 = sdiv i64 %814, %79
  %817 = mul nsw i64 %813, 6
  %818 = mul nsw i64 %816, %8
  %819 = getelementptr inbounds float, ptr %61, i64 %818
  %820 = mul nsw i64 %816, %9
  %821 = getelementptr inbounds float, ptr %64, i64 %820
  %822 = mul nsw i64 %816, %14
  %823 = getelementptr inbounds float, ptr %65, i64 %822
  %824 = select i1 %100, ptr null, ptr %823
  %825 = mul nsw i64 %816, %12
  %826 = getelementptr inbounds float, ptr %66, i64 %825
  %827 = add nsw i64 %815, 1
  %828 = mul nsw i64 %827, %18
  %829 = tail call i64 @llvm.smin.i64(i64 %828, i64 %7)
  %830 = mul nsw i64 %815, %18
  %831 = icmp slt i64 %830, %829
  br i1 %831, label %832, label %1176

832:                                              ; preds = %811
  %833 = mul i64 %105, %817
  %834 = sub nsw i64 %6, %817
  %835 = trunc i64 %834 to i32
  %836 = icmp sgt i64 %834, 5
  %837 = shl nsw i32 %835, 3
  %838 = select i1 %836, i32 48, i32 %837
  %839 = getelementptr inbounds float, ptr %63, i64 %817
  %840 = getelementptr inbounds float, ptr %62, i64 %833
  %841 = mul nsw i64 %817, %5
  %842 = getelementptr inbounds float, ptr %62, i64 %841
  %843 = mul nsw i64 %817, %7
  %844 = getelementptr float, ptr %821, i64 %843
  %845 = getelementptr float, ptr %826, i64 %843
  %846 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %847 = or disjoint i64 %817, 1
  %848 = mul nsw i64 %847, %7
  %849 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %850 = add nsw i64 %817, 2
  %851 = mul nsw i64 %850, %7
  %852 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %853 = add nsw i64 %817, 3
  %854 = mul nsw i64 %853, %7
  %855 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %856 = add nsw i64 %817, 4
  %857 = mul nsw i64 %856, %7
  %858 = getelementptr inbounds nuw i8, ptr %839, i64 20
  %859 = add nsw i64 %817, 5
  %860 = mul nsw i64 %859, %7
  %861 = or disjoint i64 %817, 1
  %862 = mul nsw i64 %861, %7
  %863 = add nsw i64 %817, 2
  %864 = mul nsw i64 %863, %7
  %865 = add nsw i64 %817, 3
  %866 = mul nsw i64 %865, %7
  %867 = add nsw i64 %817, 4
  %868 = mul nsw i64 %867, %7
  %869 = add nsw i64 %817, 5
  %870 = mul nsw i64 %869, %7
  %871 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %872 = or disjoint i64 %817, 1
  %873 = mul nsw i64 %872, %7
  %874 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %875 = add nsw i64 %817, 2
  %876 = mul nsw i64 %875, %7
  %877 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %878 = add nsw i64 %817, 3
  %879 = mul nsw i64 %878, %7
  %880 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %881 = add nsw i64 %817, 4
  %882 = mul nsw i64 %881, %7
  %883 = getelementptr inbounds nuw i8, ptr %839, i64 20
  %884 = add nsw i64 %817, 5
  %885 = mul nsw i64 %884, %7
  %886 = or disjoint i64 %817, 1
  %887 = mul nsw i64 %886, %7
  %888 = add nsw i64 %817, 2
  %889 = mul nsw i64 %888, %7
  %890 = add nsw i64 %817, 3
  %891 = mul nsw i64 %890, %7
  %892 = add nsw i64 %817, 4
  %893 = mul nsw i64 %892, %7
  %894 = add nsw i64 %817, 5
  %895 = mul nsw i64 %894, %7
  %896 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %897 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %898 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %899 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %900 = getelementptr inbounds nuw i8, ptr %839, i64 20
  %901 = or disjoint i64 %817, 1
  %902 = mul nsw i64 %901, %7
  %903 = add nsw i64 %817, 2
  %904 = mul nsw i64 %903, %7
  %905 = add nsw i64 %817, 3
  %906 = mul nsw i64 %905, %7
  %907 = add nsw i64 %817, 4
  %908 = mul nsw i64 %907, %7
  %909 = add nsw i64 %817, 5
  %910 = mul nsw i64 %909, %7
  %911 = or disjoint i64 %817, 1
  %912 = mul nsw i64 %911, %7
  %913 = add nsw i64 %817, 2
  %914 = mul nsw i64 %913, %7
  %915 = add nsw i64 %817, 3
  %916 = mul nsw i64 %915, %7
  %917 = add nsw i64 %817, 4
  %918 = mul nsw i64 %917, %7
  %919 = add nsw i64 %817, 5
  %920 = mul nsw i64 %919, %7
  %921 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %922 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %923 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %924 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %925 = getelementptr inbounds nuw i8, ptr %839, i64 20
  %926 = or disjoint i64 %817, 1
  %927 = mul nsw i64 %926, %7
  %928 = add nsw i64 %817, 2
  %929 = mul nsw i64 %928, %7
  %930 = add nsw i64 %817, 3
  %931 = mul nsw i64 %930, %7
  %932 = add nsw i64 %817, 4
  %933 = mul nsw i64 %932, %7
  %934 = add nsw i64 %817, 5
  %935 = mul nsw i64 %934, %7
  %936 = or disjoint i64 %817, 1
  %937 = mul nsw i64 %936, %7
  %938 = add nsw i64 %817, 2
  %939 = mul nsw i64 %938, %7
  %940 = add nsw i64 %817, 3
  %941 = mul nsw i64 %940, %7
  %942 = add nsw i64 %817, 4
  %943 = mul nsw i64 %942, %7
  %944 = add nsw i64 %817, 5
  %945 = mul nsw i64 %944, %7
  %946 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %947 = or disjoint i64 %817, 1
  %948 = mul nsw i64 %947, %7
  %949 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %950 = add nsw i64 %817, 2
  %951 = mul nsw i64 %950, %7
  %952 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %953 = add nsw i64 %817, 3
  %954 = mul nsw i64 %953, %7
  %955 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %956 = add nsw i64 %817, 4
  %957 = mul nsw i64 %956, %7
  %958 = or disjoint i64 %817, 1
  %959 = mul nsw i64 %958, %7
  %960 = add nsw i64 %817, 2
  %961 = mul nsw i64 %960, %7
  %962 = add nsw i64 %817, 3
  %963 = mul nsw i64 %962, %7
  %964 = add nsw i64 %817, 4
  %965 = mul nsw i64 %964, %7
  %966 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %967 = or disjoint i64 %817, 1
  %968 = mul nsw i64 %967, %7
  %969 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %970 = add nsw i64 %817, 2
  %971 = mul nsw i64 %970, %7
  %972 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %973 = add nsw i64 %817, 3
  %974 = mul nsw i64 %973, %7
  %975 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %976 = add nsw i64 %817, 4
  %977 = mul nsw i64 %976, %7
  %978 = or disjoint i64 %817, 1
  %979 = mul nsw i64 %978, %7
  %980 = add nsw i64 %817, 2
  %981 = mul nsw i64 %980, %7
  %982 = add nsw i64 %817, 3
  %983 = mul nsw i64 %982, %7
  %984 = add nsw i64 %817, 4
  %985 = mul nsw i64 %984, %7
  %986 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %987 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %988 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %989 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %990 = or disjoint i64 %817, 1
  %991 = mul nsw i64 %990, %7
  %992 = add nsw i64 %817, 2
  %993 = mul nsw i64 %992, %7
  %994 = add nsw i64 %817, 3
  %995 = mul nsw i64 %994, %7
  %996 = add nsw i64 %817, 4
  %997 = mul nsw i64 %996, %7
  %998 = or disjoint i64 %817, 1
  %999 = mul nsw i64 %998, %7
  %1000 = add nsw i64 %817, 2
  %1001 = mul nsw i64 %1000, %7
  %1002 = add nsw i64 %817, 3
  %1003 = mul nsw i64 %1002, %7
  %1004 = add nsw i64 %817, 4
  %1005 = mul nsw i64 %1004, %7
  %1006 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1007 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1008 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %1009 = getelementptr inbounds nuw i8, ptr %839, i64 16
  %1010 = or disjoint i64 %817, 1
  %1011 = mul nsw i64 %1010, %7
  %1012 = add nsw i64 %817, 2
  %1013 = mul nsw i64 %1012, %7
  %1014 = add nsw i64 %817, 3
  %1015 = mul nsw i64 %1014, %7
  %1016 = add nsw i64 %817, 4
  %1017 = mul nsw i64 %1016, %7
  %1018 = or disjoint i64 %817, 1
  %1019 = mul nsw i64 %1018, %7
  %1020 = add nsw i64 %817, 2
  %1021 = mul nsw i64 %1020, %7
  %1022 = add nsw i64 %817, 3
  %1023 = mul nsw i64 %1022, %7
  %1024 = add nsw i64 %817, 4
  %1025 = mul nsw i64 %1024, %7
  %1026 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1027 = or disjoint i64 %817, 1
  %1028 = mul nsw i64 %1027, %7
  %1029 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1030 = add nsw i64 %817, 2
  %1031 = mul nsw i64 %1030, %7
  %1032 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %1033 = add nsw i64 %817, 3
  %1034 = mul nsw i64 %1033, %7
  %1035 = or disjoint i64 %817, 1
  %1036 = mul nsw i64 %1035, %7
  %1037 = add nsw i64 %817, 2
  %1038 = mul nsw i64 %1037, %7
  %1039 = add nsw i64 %817, 3
  %1040 = mul nsw i64 %1039, %7
  %1041 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1042 = or disjoint i64 %817, 1
  %1043 = mul nsw i64 %1042, %7
  %1044 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1045 = add nsw i64 %817, 2
  %1046 = mul nsw i64 %1045, %7
  %1047 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %1048 = add nsw i64 %817, 3
  %1049 = mul nsw i64 %1048, %7
  %1050 = or disjoint i64 %817, 1
  %1051 = mul nsw i64 %1050, %7
  %1052 = add nsw i64 %817, 2
  %1053 = mul nsw i64 %1052, %7
  %1054 = add nsw i64 %817, 3
  %1055 = mul nsw i64 %1054, %7
  %1056 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1057 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1058 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %1059 = or disjoint i64 %817, 1
  %1060 = mul nsw i64 %1059, %7
  %1061 = add nsw i64 %817, 2
  %1062 = mul nsw i64 %1061, %7
  %1063 = add nsw i64 %817, 3
  %1064 = mul nsw i64 %1063, %7
  %1065 = or disjoint i64 %817, 1
  %1066 = mul nsw i64 %1065, %7
  %1067 = add nsw i64 %817, 2
  %1068 = mul nsw i64 %1067, %7
  %1069 = add nsw i64 %817, 3
  %1070 = mul nsw i64 %1069, %7
  %1071 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1072 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1073 = getelementptr inbounds nuw i8, ptr %839, i64 12
  %1074 = or disjoint i64 %817, 1
  %1075 = mul nsw i64 %1074, %7
  %1076 = add nsw i64 %817, 2
  %1077 = mul nsw i64 %1076, %7
  %1078 = add nsw i64 %817, 3
  %1079 = mul nsw i64 %1078, %7
  %1080 = or disjoint i64 %817, 1
  %1081 = mul nsw i64 %1080, %7
  %1082 = add nsw i64 %817, 2
  %1083 = mul nsw i64 %1082, %7
  %1084 = add nsw i64 %817, 3
  %1085 = mul nsw i64 %1084, %7
  %1086 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1087 = or disjoint i64 %817, 1
  %1088 = mul nsw i64 %1087, %7
  %1089 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1090 = add nsw i64 %817, 2
  %1091 = mul nsw i64 %1090, %7
  %1092 = or disjoint i64 %817, 1
  %1093 = mul nsw i64 %1092, %7
  %1094 = add nsw i64 %817, 2
  %1095 = mul nsw i64 %1094, %7
  %1096 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1097 = or disjoint i64 %817, 1
  %1098 = mul nsw i64 %1097, %7
  %1099 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1100 = add nsw i64 %817, 2
  %1101 = mul nsw i64 %1100, %7
  %1102 = or disjoint i64 %817, 1
  %1103 = mul nsw i64 %1102, %7
  %1104 = add nsw i64 %817, 2
  %1105 = mul nsw i64 %1104, %7
  %1106 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1107 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1108 = or disjoint i64 %817, 1
  %1109 = mul nsw i64 %1108, %7
  %1110 = add nsw i64 %817, 2
  %1111 = mul nsw i64 %1110, %7
  %1112 = or disjoint i64 %817, 1
  %1113 = mul nsw i64 %1112, %7
  %1114 = add nsw i64 %817, 2
  %1115 = mul nsw i64 %1114, %7
  %1116 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1117 = getelementptr inbounds nuw i8, ptr %839, i64 8
  %1118 = or disjoint i64 %817, 1
  %1119 = mul nsw i64 %1118, %7
  %1120 = add nsw i64 %817, 2
  %1121 = mul nsw i64 %1120, %7
  %1122 = or disjoint i64 %817, 1
  %1123 = mul nsw i64 %1122, %7
  %1124 = add nsw i64 %817, 2
  %1125 = mul nsw i64 %1124, %7
  %1126 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1127 = or disjoint i64 %817, 1
  %1128 = mul nsw i64 %1127, %7
  %1129 = or disjoint i64 %817, 1
  %1130 = mul nsw i64 %1129, %7
  %1131 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1132 = or disjoint i64 %817, 1
  %1133 = mul nsw i64 %1132, %7
  %1134 = or disjoint i64 %817, 1
  %1135 = mul nsw i64 %1134, %7
  %1136 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1137 = or disjoint i64 %817, 1
  %1138 = mul nsw i64 %1137, %7
  %1139 = or disjoint i64 %817, 1
  %1140 = mul nsw i64 %1139, %7
  %1141 = getelementptr inbounds nuw i8, ptr %839, i64 4
  %1142 = or disjoint i64 %817, 1
  %1143 = mul nsw i64 %1142, %7
  %1144 = or disjoint i64 %817, 1
  %1145 = mul nsw i64 %1144, %7
  %1146 = getelementptr float, ptr %826, i64 %912
  %1147 = getelementptr float, ptr %826, i64 %914
  %1148 = getelementptr float, ptr %826, i64 %916
  %1149 = getelementptr float, ptr %826, i64 %918
  %1150 = getelementptr float, ptr %826, i64 %920
  %1151 = getelementptr float, ptr %826, i64 %937
  %1152 = getelementptr float, ptr %826, i64 %939
  %1153 = getelementptr float, ptr %826, i64 %941
  %1154 = getelementptr float, ptr %826, i64 %943
  %1155 = getelementptr float, ptr %826, i64 %945
  %1156 = getelementptr float, ptr %826, i64 %999
  %1157 = getelementptr float, ptr %826, i64 %1001
  %1158 = getelementptr float, ptr %826, i64 %1003
  %1159 = getelementptr float, ptr %826, i64 %1005
  %1160 = getelementptr float, ptr %826, i64 %1019
  %1161 = getelementptr float, ptr %826, i64 %1021
  %1162 = getelementptr float, ptr %826, i64 %1023
  %1163 = getelementptr float, ptr %826, i64 %1025
  %1164 = getelementptr float, ptr %826, i64 %1066
  %1165 = getelementptr float, ptr %826, i64 %1068
  %1166 = getelementptr float, ptr %826, i64 %1070
  %1167 = getelementptr float, ptr %826, i64 %1081
  %1168 = getelementptr float, ptr %826, i64 %1083
  %1169 = getelementptr float, ptr %826, i64 %1085
  %1170 = getelementptr float, ptr %826, i64 %1113
  %1171 = getelementptr float, ptr %826, i64 %1115
  %1172 = getelementptr float, ptr %826, i64 %1123
  %1173 = getelementptr float, ptr %826, i64 %1125
  %1174 = getelementptr float, ptr %826, i64 %1140
  %1175 = getelementptr float, ptr %826, i64 %1145
  br label %1179

1176:                                             ; preds = %13665, %811
  %1177 = add i64 %812, 1
  %1178 = icmp eq i64 %1177, %4
  br i1 %1178, label %810, label %811

1179:                                             ; preds = %832, %13665
  %1180 = phi i64 [ %830, %832 ], [ %13666, %13665 ]
  %1181 = sub i64 %7, %1180
  %1182 = add nsw i64 %1181, 7
  %1183 = sdiv i64 %1182, 8
  %1184 = icmp sgt i64 %1181, 8
  %1185 = trunc i64 %1183 to i32
  %1186 = select i1 %1184, i32 2, i32 %1185
  %1187 = add nsw i32 %1186, %838
  switch i32 %1187, label %13665 [
    i32 9, label %1188
    i32 10, label %1563
    i32 17, label %2146
    i32 18, label %2714
    i32 25, label %3551
    i32 26, label %4249
    i32 33, label %5402
    i32 34, label %6214
    i32 41, label %7681
    i32 42, label %8653
    i32 49, label %10436
    i32 50, label %11568
  ]

1188:                                             ; preds = %1179
  br i1 %85, label %1189, label %1310

1189:                                             ; preds = %1188
  %1190 = icmp sgt i64 %1181, 7
  %1191 = trunc i64 %1181 to i32
  %1192 = select i1 %1190, i32 8, i32 %1191
  %1193 = insertelement <8 x i32> poison, i32 %1192, i64 0
  %1194 = shufflevector <8 x i32> %1193, <8 x i32> poison, <8 x i32> zeroinitializer
  %1195 = icmp sgt <8 x i32> %1194, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %1200, label %1196

1196:                                             ; preds = %1189
  %1197 = load float, ptr %839, align 1
  %1198 = insertelement <8 x float> poison, float %1197, i64 0
  %1199 = shufflevector <8 x float> %1198, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1203

1200:                                             ; preds = %1189
  %1201 = getelementptr float, ptr %844, i64 %1180
  %1202 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1201, <8 x i1> %1195, <8 x float> zeroinitializer)
  br label %1203

1203:                                             ; preds = %1200, %1196
  %1204 = phi <8 x float> [ %1202, %1200 ], [ %1199, %1196 ]
  %1205 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %1206, label %1219

1206:                                             ; preds = %1203
  br i1 %806, label %1208, label %1222

1207:                                             ; preds = %1222
  br i1 %808, label %1219, label %1208

1208:                                             ; preds = %1207, %1206
  %1209 = phi <8 x float> [ %1204, %1206 ], [ %1242, %1207 ]
  %1210 = phi i64 [ 0, %1206 ], [ %1243, %1207 ]
  tail call void @llvm.assume(i1 %809)
  %1211 = mul nsw i64 %1210, %7
  %1212 = getelementptr inbounds float, ptr %1205, i64 %1211
  %1213 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1212, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1214 = getelementptr float, ptr %842, i64 %1210
  %1215 = load float, ptr %1214, align 1
  %1216 = insertelement <8 x float> poison, float %1215, i64 0
  %1217 = shufflevector <8 x float> %1216, <8 x float> poison, <8 x i32> zeroinitializer
  %1218 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1213, <8 x float> %1217, <8 x float> %1209)
  br label %1219

1219:                                             ; preds = %1208, %1207, %1203
  %1220 = phi <8 x float> [ %1204, %1203 ], [ %1242, %1207 ], [ %1218, %1208 ]
  %1221 = getelementptr float, ptr %845, i64 %1180
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1220, ptr align 1 %1221, <8 x i1> %1195)
  br i1 %107, label %13665, label %1246

1222:                                             ; preds = %1206, %1222
  %1223 = phi <8 x float> [ %1242, %1222 ], [ %1204, %1206 ]
  %1224 = phi i64 [ %1243, %1222 ], [ 0, %1206 ]
  %1225 = phi i64 [ %1244, %1222 ], [ 0, %1206 ]
  %1226 = mul nsw i64 %1224, %7
  %1227 = getelementptr inbounds float, ptr %1205, i64 %1226
  %1228 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1227, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1229 = getelementptr float, ptr %842, i64 %1224
  %1230 = load float, ptr %1229, align 1
  %1231 = insertelement <8 x float> poison, float %1230, i64 0
  %1232 = shufflevector <8 x float> %1231, <8 x float> poison, <8 x i32> zeroinitializer
  %1233 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1228, <8 x float> %1232, <8 x float> %1223)
  %1234 = or disjoint i64 %1224, 1
  %1235 = mul nsw i64 %1234, %7
  %1236 = getelementptr inbounds float, ptr %1205, i64 %1235
  %1237 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1236, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1238 = getelementptr float, ptr %842, i64 %1234
  %1239 = load float, ptr %1238, align 1
  %1240 = insertelement <8 x float> poison, float %1239, i64 0
  %1241 = shufflevector <8 x float> %1240, <8 x float> poison, <8 x i32> zeroinitializer
  %1242 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1237, <8 x float> %1241, <8 x float> %1233)
  %1243 = add nuw nsw i64 %1224, 2
  %1244 = add i64 %1225, 2
  %1245 = icmp eq i64 %1244, %807
  br i1 %1245, label %1207, label %1222

1246:                                             ; preds = %1219
  %1247 = add nsw i64 %1180, %843
  %1248 = getelementptr inbounds float, ptr %826, i64 %1247
  %1249 = getelementptr inbounds float, ptr %824, i64 %1247
  %1250 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1248, <8 x i1> %1195, <8 x float> zeroinitializer)
  switch i64 %673, label %1268 [
    i64 1, label %1251
    i64 2, label %1254
    i64 3, label %1261
    i64 0, label %1307
  ]

1251:                                             ; preds = %1246
  %1252 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1249, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1253 = fadd <8 x float> %1250, %1252
  br label %1269

1254:                                             ; preds = %1246
  %1255 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1250)
  %1256 = bitcast <8 x float> %1250 to <8 x i32>
  %1257 = or <8 x i32> %1256, %109
  %1258 = bitcast <8 x i32> %1257 to <8 x float>
  %1259 = fcmp oeq <8 x float> %1250, %74
  %1260 = select <8 x i1> %1259, <8 x float> %1258, <8 x float> %1255
  br label %1269

1261:                                             ; preds = %1246
  %1262 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1250)
  %1263 = bitcast <8 x float> %1250 to <8 x i32>
  %1264 = and <8 x i32> %1263, %108
  %1265 = bitcast <8 x i32> %1264 to <8 x float>
  %1266 = fcmp oeq <8 x float> %1250, %71
  %1267 = select <8 x i1> %1266, <8 x float> %1265, <8 x float> %1262
  br label %1269

1268:                                             ; preds = %13642, %13623, %13600, %13581, %13562, %13539, %13520, %13501, %13478, %13459, %13440, %13417, %13398, %13379, %13356, %13337, %13318, %13295, %13276, %13257, %13234, %13215, %13196, %13173, %13154, %13135, %13112, %13093, %13074, %13051, %13032, %13013, %12990, %12971, %12952, %12896, %12489, %12470, %12447, %12428, %12409, %12386, %12367, %12348, %12325, %12306, %12287, %12264, %12245, %12226, %12203, %12184, %12165, %12142, %12123, %12104, %12081, %12062, %12043, %12020, %12001, %11982, %11959, %11940, %11921, %11898, %11879, %11860, %11837, %11818, %11799, %11743, %11545, %11526, %11503, %11484, %11465, %11442, %11423, %11404, %11381, %11362, %11343, %11320, %11301, %11282, %11259, %11240, %11221, %11188, %10899, %10880, %10857, %10838, %10819, %10796, %10777, %10758, %10735, %10716, %10697, %10674, %10655, %10636, %10613, %10594, %10575, %10542, %10413, %10394, %10371, %10352, %10333, %10310, %10291, %10272, %10249, %10230, %10211, %10188, %10169, %10150, %10127, %10108, %10089, %10066, %10047, %10028, %10005, %9986, %9967, %9944, %9925, %9906, %9883, %9864, %9845, %9795, %9422, %9403, %9380, %9361, %9342, %9319, %9300, %9281, %9258, %9239, %9220, %9197, %9178, %9159, %9136, %9117, %9098, %9075, %9056, %9037, %9014, %8995, %8976, %8953, %8934, %8915, %8892, %8873, %8854, %8804, %8630, %8611, %8588, %8569, %8550, %8527, %8508, %8489, %8466, %8447, %8428, %8405, %8386, %8367, %8336, %8067, %8048, %8025, %8006, %7987, %7964, %7945, %7926, %7903, %7884, %7865, %7842, %7823, %7804, %7773, %7658, %7639, %7616, %7597, %7578, %7555, %7536, %7517, %7494, %7475, %7456, %7433, %7414, %7395, %7372, %7353, %7334, %7311, %7292, %7273, %7250, %7231, %7212, %7168, %6831, %6812, %6789, %6770, %6751, %6728, %6709, %6690, %6667, %6648, %6629, %6606, %6587, %6568, %6545, %6526, %6507, %6484, %6465, %6446, %6423, %6404, %6385, %6341, %6191, %6172, %6149, %6130, %6111, %6088, %6069, %6050, %6027, %6008, %5989, %5960, %5711, %5692, %5669, %5650, %5631, %5608, %5589, %5570, %5547, %5528, %5509, %5480, %5379, %5360, %5337, %5318, %5299, %5276, %5257, %5238, %5215, %5196, %5177, %5154, %5135, %5116, %5093, %5074, %5055, %5017, %4714, %4695, %4672, %4653, %4634, %4611, %4592, %4573, %4550, %4531, %4512, %4489, %4470, %4451, %4428, %4409, %4390, %4352, %4226, %4207, %4184, %4165, %4146, %4123, %4104, %4085, %4058, %3829, %3810, %3787, %3768, %3749, %3726, %3707, %3688, %3661, %3528, %3509, %3486, %3467, %3448, %3425, %3406, %3387, %3364, %3345, %3326, %3294, %3027, %3008, %2985, %2966, %2947, %2924, %2905, %2886, %2863, %2844, %2825, %2793, %2691, %2672, %2649, %2630, %2611, %2586, %2336, %2317, %2294, %2275, %2256, %2231, %2123, %2104, %2081, %2062, %2043, %2017, %1753, %1734, %1711, %1692, %1673, %1647, %1541, %1522, %1500, %1288, %1269, %1246
  unreachable

1269:                                             ; preds = %1261, %1254, %1251
  %1270 = phi <8 x float> [ %1253, %1251 ], [ %1260, %1254 ], [ %1267, %1261 ]
  switch i64 %675, label %1268 [
    i64 1, label %1285
    i64 2, label %1278
    i64 3, label %1271
    i64 0, label %1307
  ]

1271:                                             ; preds = %1269
  %1272 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1270)
  %1273 = bitcast <8 x float> %1270 to <8 x i32>
  %1274 = and <8 x i32> %1273, %108
  %1275 = bitcast <8 x i32> %1274 to <8 x float>
  %1276 = fcmp oeq <8 x float> %1270, %71
  %1277 = select <8 x i1> %1276, <8 x float> %1275, <8 x float> %1272
  br label %1288

1278:                                             ; preds = %1269
  %1279 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1270)
  %1280 = bitcast <8 x float> %1270 to <8 x i32>
  %1281 = or <8 x i32> %1280, %109
  %1282 = bitcast <8 x i32> %1281 to <8 x float>
  %1283 = fcmp oeq <8 x float> %1270, %74
  %1284 = select <8 x i1> %1283, <8 x float> %1282, <8 x float> %1279
  br label %1288

1285:                                             ; preds = %1269
  %1286 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1249, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1287 = fadd <8 x float> %1270, %1286
  br label %1288

1288:                                             ; preds = %1285, %1278, %1271
  %1289 = phi <8 x float> [ %1287, %1285 ], [ %1284, %1278 ], [ %1277, %1271 ]
  switch i64 %677, label %1268 [
    i64 1, label %1304
    i64 2, label %1297
    i64 3, label %1290
    i64 0, label %1307
  ]

1290:                                             ; preds = %1288
  %1291 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1289)
  %1292 = bitcast <8 x float> %1289 to <8 x i32>
  %1293 = and <8 x i32> %1292, %108
  %1294 = bitcast <8 x i32> %1293 to <8 x float>
  %1295 = fcmp oeq <8 x float> %1289, %71
  %1296 = select <8 x i1> %1295, <8 x float> %1294, <8 x float> %1291
  br label %1307

1297:                                             ; preds = %1288
  %1298 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1289)
  %1299 = bitcast <8 x float> %1289 to <8 x i32>
  %1300 = or <8 x i32> %1299, %109
  %1301 = bitcast <8 x i32> %1300 to <8 x float>
  %1302 = fcmp oeq <8 x float> %1289, %74
  %1303 = select <8 x i1> %1302, <8 x float> %1301, <8 x float> %1298
  br label %1307

1304:                                             ; preds = %1288
  %1305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1249, <8 x i1> %1195, <8 x float> zeroinitializer)
  %1306 = fadd <8 x float> %1289, %1305
  br label %1307

1307:                                             ; preds = %1290, %1297, %1304, %1288, %1269, %1246
  %1308 = phi <8 x float> [ %1289, %1288 ], [ %1250, %1246 ], [ %1270, %1269 ], [ %1306, %1304 ], [ %1303, %1297 ], [ %1296, %1290 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1308, ptr align 1 %1248, <8 x i1> %1195)
  br label %13665

1309:                                             ; preds = %1390
  br i1 %104, label %1420, label %1416

1310:                                             ; preds = %1188
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  %1311 = icmp sgt i64 %1181, 7
  %1312 = trunc i64 %1181 to i32
  %1313 = select i1 %1311, i32 8, i32 %1312
  %1314 = insertelement <8 x i32> poison, i32 %1313, i64 0
  %1315 = shufflevector <8 x i32> %1314, <8 x i32> poison, <8 x i32> zeroinitializer
  %1316 = icmp sgt <8 x i32> %1315, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %26, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %25, i8 0, i64 28, i1 false)
  %1317 = sdiv i64 %7, %19
  %1318 = srem i64 %1180, %19
  %1319 = sdiv i64 %1180, %19
  %1320 = insertelement <8 x i64> poison, i64 %1317, i64 0
  %1321 = shufflevector <8 x i64> %1320, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1322

1322:                                             ; preds = %1310, %1390
  %1323 = phi i64 [ 0, %1310 ], [ %1396, %1390 ]
  %1324 = phi i64 [ %1319, %1310 ], [ %1395, %1390 ]
  %1325 = phi i64 [ %1318, %1310 ], [ %1393, %1390 ]
  br i1 %102, label %1326, label %1351

1326:                                             ; preds = %1322
  %1327 = sub i64 %1324, %22
  %1328 = trunc nuw nsw i64 %1323 to i32
  %1329 = shl nuw nsw i32 1, %1328
  br i1 %792, label %1349, label %1330

1330:                                             ; preds = %1326
  %1331 = insertelement <8 x i64> poison, i64 %1327, i64 0
  %1332 = shufflevector <8 x i64> %1331, <8 x i64> poison, <8 x i32> zeroinitializer
  %1333 = insertelement <8 x i32> poison, i32 %1329, i64 0
  %1334 = shufflevector <8 x i32> %1333, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1335

1335:                                             ; preds = %1335, %1330
  %1336 = phi i64 [ 0, %1330 ], [ %1345, %1335 ]
  %1337 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1330 ], [ %1346, %1335 ]
  %1338 = add <8 x i64> %1332, %1337
  %1339 = icmp sgt <8 x i64> %1338, splat (i64 -1)
  %1340 = icmp slt <8 x i64> %1338, %1321
  %1341 = and <8 x i1> %1339, %1340
  %1342 = getelementptr i32, ptr %25, i64 %1336
  %1343 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1342, <8 x i1> %1341, <8 x i32> poison)
  %1344 = or <8 x i32> %1343, %1334
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1344, ptr align 16 %1342, <8 x i1> %1341)
  %1345 = add nuw i64 %1336, 8
  %1346 = add nuw nsw <8 x i64> %1337, splat (i64 8)
  %1347 = icmp eq i64 %1345, %793
  br i1 %1347, label %1348, label %1335

1348:                                             ; preds = %1335
  br i1 %794, label %1351, label %1349

1349:                                             ; preds = %1326, %1348
  %1350 = phi i64 [ 0, %1326 ], [ %793, %1348 ]
  br label %1377

1351:                                             ; preds = %1387, %1348, %1322
  br i1 %103, label %1352, label %1390

1352:                                             ; preds = %1351
  %1353 = sub i64 %1325, %23
  %1354 = trunc nuw nsw i64 %1323 to i32
  %1355 = shl nuw nsw i32 1, %1354
  br i1 %795, label %1375, label %1356

1356:                                             ; preds = %1352
  %1357 = insertelement <8 x i64> poison, i64 %1353, i64 0
  %1358 = shufflevector <8 x i64> %1357, <8 x i64> poison, <8 x i32> zeroinitializer
  %1359 = insertelement <8 x i32> poison, i32 %1355, i64 0
  %1360 = shufflevector <8 x i32> %1359, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1361

1361:                                             ; preds = %1361, %1356
  %1362 = phi i64 [ 0, %1356 ], [ %1371, %1361 ]
  %1363 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1356 ], [ %1372, %1361 ]
  %1364 = add <8 x i64> %1358, %1363
  %1365 = icmp sgt <8 x i64> %1364, splat (i64 -1)
  %1366 = icmp slt <8 x i64> %1364, %798
  %1367 = and <8 x i1> %1365, %1366
  %1368 = getelementptr i32, ptr %26, i64 %1362
  %1369 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1368, <8 x i1> %1367, <8 x i32> poison)
  %1370 = or <8 x i32> %1369, %1360
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1370, ptr align 16 %1368, <8 x i1> %1367)
  %1371 = add nuw i64 %1362, 8
  %1372 = add nuw nsw <8 x i64> %1363, splat (i64 8)
  %1373 = icmp eq i64 %1371, %796
  br i1 %1373, label %1374, label %1361

1374:                                             ; preds = %1361
  br i1 %799, label %1390, label %1375

1375:                                             ; preds = %1352, %1374
  %1376 = phi i64 [ 0, %1352 ], [ %796, %1374 ]
  br label %1401

1377:                                             ; preds = %1349, %1387
  %1378 = phi i64 [ %1388, %1387 ], [ %1350, %1349 ]
  %1379 = add i64 %1327, %1378
  %1380 = icmp sgt i64 %1379, -1
  %1381 = icmp slt i64 %1379, %1317
  %1382 = and i1 %1380, %1381
  br i1 %1382, label %1383, label %1387

1383:                                             ; preds = %1377
  %1384 = getelementptr inbounds nuw i32, ptr %25, i64 %1378
  %1385 = load i32, ptr %1384, align 4
  %1386 = or i32 %1385, %1329
  store i32 %1386, ptr %1384, align 4
  br label %1387

1387:                                             ; preds = %1383, %1377
  %1388 = add nuw nsw i64 %1378, 1
  %1389 = icmp eq i64 %1388, %20
  br i1 %1389, label %1351, label %1377

1390:                                             ; preds = %1411, %1374, %1351
  %1391 = add nsw i64 %1325, 1
  %1392 = icmp eq i64 %1391, %19
  %1393 = select i1 %1392, i64 0, i64 %1391
  %1394 = zext i1 %1392 to i64
  %1395 = add nsw i64 %1324, %1394
  %1396 = add nuw nsw i64 %1323, 1
  %1397 = icmp samesign ult i64 %1323, 7
  %1398 = add nsw i64 %1180, %1396
  %1399 = icmp slt i64 %1398, %7
  %1400 = select i1 %1397, i1 %1399, i1 false
  br i1 %1400, label %1322, label %1309

1401:                                             ; preds = %1375, %1411
  %1402 = phi i64 [ %1412, %1411 ], [ %1376, %1375 ]
  %1403 = add i64 %1353, %1402
  %1404 = icmp sgt i64 %1403, -1
  %1405 = icmp slt i64 %1403, %19
  %1406 = and i1 %1404, %1405
  br i1 %1406, label %1407, label %1411

1407:                                             ; preds = %1401
  %1408 = getelementptr inbounds nuw i32, ptr %26, i64 %1402
  %1409 = load i32, ptr %1408, align 4
  %1410 = or i32 %1409, %1355
  store i32 %1410, ptr %1408, align 4
  br label %1411

1411:                                             ; preds = %1407, %1401
  %1412 = add nuw nsw i64 %1402, 1
  %1413 = icmp eq i64 %1412, %21
  br i1 %1413, label %1390, label %1401

1414:                                             ; preds = %1423
  %1415 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %1428

1416:                                             ; preds = %1309
  %1417 = load float, ptr %839, align 1
  %1418 = insertelement <8 x float> poison, float %1417, i64 0
  %1419 = shufflevector <8 x float> %1418, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1423

1420:                                             ; preds = %1309
  %1421 = getelementptr float, ptr %844, i64 %1180
  %1422 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1421, <8 x i1> %1316, <8 x float> zeroinitializer)
  br label %1423

1423:                                             ; preds = %1420, %1416
  %1424 = phi <8 x float> [ %1422, %1420 ], [ %1419, %1416 ]
  br i1 %102, label %1414, label %1425

1425:                                             ; preds = %1439, %1423
  %1426 = phi <8 x float> [ %1424, %1423 ], [ %1440, %1439 ]
  %1427 = getelementptr float, ptr %845, i64 %1180
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1426, ptr align 1 %1427, <8 x i1> %1316)
  br i1 %107, label %1562, label %1500

1428:                                             ; preds = %1414, %1439
  %1429 = phi <8 x float> [ %1424, %1414 ], [ %1440, %1439 ]
  %1430 = phi i64 [ 0, %1414 ], [ %1441, %1439 ]
  br i1 %103, label %1431, label %1439

1431:                                             ; preds = %1428
  %1432 = getelementptr inbounds nuw i32, ptr %25, i64 %1430
  %1433 = sub nsw i64 %1430, %22
  %1434 = mul nsw i64 %1433, %19
  %1435 = getelementptr inbounds float, ptr %1415, i64 %1434
  %1436 = mul nuw nsw i64 %1430, %21
  %1437 = getelementptr inbounds nuw float, ptr %840, i64 %1436
  %1438 = load i32, ptr %1432, align 4
  br label %1443

1439:                                             ; preds = %1470, %1428
  %1440 = phi <8 x float> [ %1429, %1428 ], [ %1471, %1470 ]
  %1441 = add nuw nsw i64 %1430, 1
  %1442 = icmp eq i64 %1441, %20
  br i1 %1442, label %1425, label %1428

1443:                                             ; preds = %1431, %1470
  %1444 = phi <8 x float> [ %1429, %1431 ], [ %1471, %1470 ]
  %1445 = phi i64 [ 0, %1431 ], [ %1472, %1470 ]
  %1446 = getelementptr inbounds nuw i32, ptr %26, i64 %1445
  %1447 = load i32, ptr %1446, align 4
  %1448 = and i32 %1447, %1438
  %1449 = insertelement <8 x i32> poison, i32 %1448, i64 0
  %1450 = shufflevector <8 x i32> %1449, <8 x i32> poison, <8 x i32> zeroinitializer
  %1451 = and <8 x i32> %1450, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %1452 = icmp ne <8 x i32> %1451, zeroinitializer
  %1453 = sub nsw i64 %1445, %23
  %1454 = getelementptr inbounds float, ptr %1435, i64 %1453
  %1455 = getelementptr inbounds nuw float, ptr %1437, i64 %1445
  br i1 %106, label %1456, label %1470

1456:                                             ; preds = %1443
  br i1 %801, label %1458, label %1474

1457:                                             ; preds = %1474
  br i1 %803, label %1470, label %1458

1458:                                             ; preds = %1457, %1456
  %1459 = phi <8 x float> [ %1444, %1456 ], [ %1496, %1457 ]
  %1460 = phi i64 [ 0, %1456 ], [ %1497, %1457 ]
  tail call void @llvm.assume(i1 %804)
  %1461 = mul nsw i64 %1460, %7
  %1462 = getelementptr inbounds float, ptr %1454, i64 %1461
  %1463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1462, <8 x i1> %1452, <8 x float> zeroinitializer)
  %1464 = mul nuw nsw i64 %1460, %101
  %1465 = getelementptr inbounds nuw float, ptr %1455, i64 %1464
  %1466 = load float, ptr %1465, align 1
  %1467 = insertelement <8 x float> poison, float %1466, i64 0
  %1468 = shufflevector <8 x float> %1467, <8 x float> poison, <8 x i32> zeroinitializer
  %1469 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1463, <8 x float> %1468, <8 x float> %1459)
  br label %1470

1470:                                             ; preds = %1458, %1457, %1443
  %1471 = phi <8 x float> [ %1444, %1443 ], [ %1496, %1457 ], [ %1469, %1458 ]
  %1472 = add nuw nsw i64 %1445, 1
  %1473 = icmp eq i64 %1472, %21
  br i1 %1473, label %1439, label %1443

1474:                                             ; preds = %1456, %1474
  %1475 = phi <8 x float> [ %1496, %1474 ], [ %1444, %1456 ]
  %1476 = phi i64 [ %1497, %1474 ], [ 0, %1456 ]
  %1477 = phi i64 [ %1498, %1474 ], [ 0, %1456 ]
  %1478 = mul nsw i64 %1476, %7
  %1479 = getelementptr inbounds float, ptr %1454, i64 %1478
  %1480 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1479, <8 x i1> %1452, <8 x float> zeroinitializer)
  %1481 = mul nuw nsw i64 %1476, %101
  %1482 = getelementptr inbounds nuw float, ptr %1455, i64 %1481
  %1483 = load float, ptr %1482, align 1
  %1484 = insertelement <8 x float> poison, float %1483, i64 0
  %1485 = shufflevector <8 x float> %1484, <8 x float> poison, <8 x i32> zeroinitializer
  %1486 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1480, <8 x float> %1485, <8 x float> %1475)
  %1487 = or disjoint i64 %1476, 1
  %1488 = mul nsw i64 %1487, %7
  %1489 = getelementptr inbounds float, ptr %1454, i64 %1488
  %1490 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1489, <8 x i1> %1452, <8 x float> zeroinitializer)
  %1491 = mul nuw nsw i64 %1487, %101
  %1492 = getelementptr inbounds nuw float, ptr %1455, i64 %1491
  %1493 = load float, ptr %1492, align 1
  %1494 = insertelement <8 x float> poison, float %1493, i64 0
  %1495 = shufflevector <8 x float> %1494, <8 x float> poison, <8 x i32> zeroinitializer
  %1496 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1490, <8 x float> %1495, <8 x float> %1486)
  %1497 = add nuw nsw i64 %1476, 2
  %1498 = add i64 %1477, 2
  %1499 = icmp eq i64 %1498, %802
  br i1 %1499, label %1457, label %1474

1500:                                             ; preds = %1425
  %1501 = add nsw i64 %1180, %843
  %1502 = getelementptr inbounds float, ptr %826, i64 %1501
  %1503 = getelementptr inbounds float, ptr %824, i64 %1501
  %1504 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1502, <8 x i1> %1316, <8 x float> zeroinitializer)
  switch i64 %668, label %1268 [
    i64 1, label %1505
    i64 2, label %1508
    i64 3, label %1515
    i64 0, label %1560
  ]

1505:                                             ; preds = %1500
  %1506 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1503, <8 x i1> %1316, <8 x float> zeroinitializer)
  %1507 = fadd <8 x float> %1504, %1506
  br label %1522

1508:                                             ; preds = %1500
  %1509 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1504)
  %1510 = bitcast <8 x float> %1504 to <8 x i32>
  %1511 = or <8 x i32> %1510, %109
  %1512 = bitcast <8 x i32> %1511 to <8 x float>
  %1513 = fcmp oeq <8 x float> %1504, %74
  %1514 = select <8 x i1> %1513, <8 x float> %1512, <8 x float> %1509
  br label %1522

1515:                                             ; preds = %1500
  %1516 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1504)
  %1517 = bitcast <8 x float> %1504 to <8 x i32>
  %1518 = and <8 x i32> %1517, %108
  %1519 = bitcast <8 x i32> %1518 to <8 x float>
  %1520 = fcmp oeq <8 x float> %1504, %71
  %1521 = select <8 x i1> %1520, <8 x float> %1519, <8 x float> %1516
  br label %1522

1522:                                             ; preds = %1515, %1508, %1505
  %1523 = phi <8 x float> [ %1507, %1505 ], [ %1514, %1508 ], [ %1521, %1515 ]
  switch i64 %670, label %1268 [
    i64 1, label %1538
    i64 2, label %1531
    i64 3, label %1524
    i64 0, label %1560
  ]

1524:                                             ; preds = %1522
  %1525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1523)
  %1526 = bitcast <8 x float> %1523 to <8 x i32>
  %1527 = and <8 x i32> %1526, %108
  %1528 = bitcast <8 x i32> %1527 to <8 x float>
  %1529 = fcmp oeq <8 x float> %1523, %71
  %1530 = select <8 x i1> %1529, <8 x float> %1528, <8 x float> %1525
  br label %1541

1531:                                             ; preds = %1522
  %1532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1523)
  %1533 = bitcast <8 x float> %1523 to <8 x i32>
  %1534 = or <8 x i32> %1533, %109
  %1535 = bitcast <8 x i32> %1534 to <8 x float>
  %1536 = fcmp oeq <8 x float> %1523, %74
  %1537 = select <8 x i1> %1536, <8 x float> %1535, <8 x float> %1532
  br label %1541

1538:                                             ; preds = %1522
  %1539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1503, <8 x i1> %1316, <8 x float> zeroinitializer)
  %1540 = fadd <8 x float> %1523, %1539
  br label %1541

1541:                                             ; preds = %1538, %1531, %1524
  %1542 = phi <8 x float> [ %1540, %1538 ], [ %1537, %1531 ], [ %1530, %1524 ]
  switch i64 %672, label %1268 [
    i64 1, label %1557
    i64 2, label %1550
    i64 3, label %1543
    i64 0, label %1560
  ]

1543:                                             ; preds = %1541
  %1544 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1542)
  %1545 = bitcast <8 x float> %1542 to <8 x i32>
  %1546 = and <8 x i32> %1545, %108
  %1547 = bitcast <8 x i32> %1546 to <8 x float>
  %1548 = fcmp oeq <8 x float> %1542, %71
  %1549 = select <8 x i1> %1548, <8 x float> %1547, <8 x float> %1544
  br label %1560

1550:                                             ; preds = %1541
  %1551 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1542)
  %1552 = bitcast <8 x float> %1542 to <8 x i32>
  %1553 = or <8 x i32> %1552, %109
  %1554 = bitcast <8 x i32> %1553 to <8 x float>
  %1555 = fcmp oeq <8 x float> %1542, %74
  %1556 = select <8 x i1> %1555, <8 x float> %1554, <8 x float> %1551
  br label %1560

1557:                                             ; preds = %1541
  %1558 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1503, <8 x i1> %1316, <8 x float> zeroinitializer)
  %1559 = fadd <8 x float> %1542, %1558
  br label %1560

1560:                                             ; preds = %1543, %1550, %1557, %1541, %1522, %1500
  %1561 = phi <8 x float> [ %1542, %1541 ], [ %1504, %1500 ], [ %1523, %1522 ], [ %1559, %1557 ], [ %1556, %1550 ], [ %1549, %1543 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1561, ptr align 1 %1502, <8 x i1> %1316)
  br label %1562

1562:                                             ; preds = %1560, %1425
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  br label %13665

1563:                                             ; preds = %1179
  br i1 %85, label %1564, label %1775

1564:                                             ; preds = %1563
  %1565 = icmp sgt i64 %1181, 7
  %1566 = trunc i64 %1181 to i32
  %1567 = select i1 %1565, i32 8, i32 %1566
  %1568 = insertelement <8 x i32> poison, i32 %1567, i64 0
  %1569 = shufflevector <8 x i32> %1568, <8 x i32> poison, <8 x i32> zeroinitializer
  %1570 = icmp sgt <8 x i32> %1569, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1571 = add i64 %1180, 8
  %1572 = sub i64 %7, %1571
  %1573 = icmp sgt i64 %1572, 7
  %1574 = trunc i64 %1572 to i32
  %1575 = select i1 %1573, i32 8, i32 %1574
  %1576 = insertelement <8 x i32> poison, i32 %1575, i64 0
  %1577 = shufflevector <8 x i32> %1576, <8 x i32> poison, <8 x i32> zeroinitializer
  %1578 = icmp sgt <8 x i32> %1577, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %1585, label %1579

1579:                                             ; preds = %1564
  %1580 = load float, ptr %839, align 1
  %1581 = insertelement <8 x float> poison, float %1580, i64 0
  %1582 = shufflevector <8 x float> %1581, <8 x float> poison, <8 x i32> zeroinitializer
  %1583 = insertelement <8 x float> poison, float %1580, i64 0
  %1584 = shufflevector <8 x float> %1583, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1590

1585:                                             ; preds = %1564
  %1586 = getelementptr float, ptr %844, i64 %1180
  %1587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1586, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1588 = getelementptr inbounds nuw i8, ptr %1586, i64 32
  %1589 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1588, <8 x i1> %1578, <8 x float> zeroinitializer)
  br label %1590

1590:                                             ; preds = %1585, %1579
  %1591 = phi <8 x float> [ %1587, %1585 ], [ %1582, %1579 ]
  %1592 = phi <8 x float> [ %1589, %1585 ], [ %1584, %1579 ]
  %1593 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %1594, label %1611

1594:                                             ; preds = %1590
  br i1 %788, label %1596, label %1616

1595:                                             ; preds = %1616
  br i1 %790, label %1611, label %1596

1596:                                             ; preds = %1595, %1594
  %1597 = phi <8 x float> [ %1591, %1594 ], [ %1642, %1595 ]
  %1598 = phi <8 x float> [ %1592, %1594 ], [ %1643, %1595 ]
  %1599 = phi i64 [ 0, %1594 ], [ %1644, %1595 ]
  tail call void @llvm.assume(i1 %791)
  %1600 = mul nsw i64 %1599, %7
  %1601 = getelementptr inbounds float, ptr %1593, i64 %1600
  %1602 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1601, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1603 = getelementptr inbounds nuw i8, ptr %1601, i64 32
  %1604 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1603, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1605 = getelementptr float, ptr %842, i64 %1599
  %1606 = load float, ptr %1605, align 1
  %1607 = insertelement <8 x float> poison, float %1606, i64 0
  %1608 = shufflevector <8 x float> %1607, <8 x float> poison, <8 x i32> zeroinitializer
  %1609 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1602, <8 x float> %1608, <8 x float> %1597)
  %1610 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1604, <8 x float> %1608, <8 x float> %1598)
  br label %1611

1611:                                             ; preds = %1596, %1595, %1590
  %1612 = phi <8 x float> [ %1591, %1590 ], [ %1642, %1595 ], [ %1609, %1596 ]
  %1613 = phi <8 x float> [ %1592, %1590 ], [ %1643, %1595 ], [ %1610, %1596 ]
  %1614 = getelementptr inbounds float, ptr %845, i64 %1180
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1612, ptr align 1 %1614, <8 x i1> %1570)
  %1615 = getelementptr inbounds nuw i8, ptr %1614, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1613, ptr nonnull align 1 %1615, <8 x i1> %1578)
  br i1 %107, label %13665, label %1647

1616:                                             ; preds = %1594, %1616
  %1617 = phi <8 x float> [ %1642, %1616 ], [ %1591, %1594 ]
  %1618 = phi <8 x float> [ %1643, %1616 ], [ %1592, %1594 ]
  %1619 = phi i64 [ %1644, %1616 ], [ 0, %1594 ]
  %1620 = phi i64 [ %1645, %1616 ], [ 0, %1594 ]
  %1621 = mul nsw i64 %1619, %7
  %1622 = getelementptr inbounds float, ptr %1593, i64 %1621
  %1623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1622, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1624 = getelementptr inbounds nuw i8, ptr %1622, i64 32
  %1625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1624, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1626 = getelementptr float, ptr %842, i64 %1619
  %1627 = load float, ptr %1626, align 1
  %1628 = insertelement <8 x float> poison, float %1627, i64 0
  %1629 = shufflevector <8 x float> %1628, <8 x float> poison, <8 x i32> zeroinitializer
  %1630 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1623, <8 x float> %1629, <8 x float> %1617)
  %1631 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1625, <8 x float> %1629, <8 x float> %1618)
  %1632 = or disjoint i64 %1619, 1
  %1633 = mul nsw i64 %1632, %7
  %1634 = getelementptr inbounds float, ptr %1593, i64 %1633
  %1635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1634, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1636 = getelementptr inbounds nuw i8, ptr %1634, i64 32
  %1637 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1636, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1638 = getelementptr float, ptr %842, i64 %1632
  %1639 = load float, ptr %1638, align 1
  %1640 = insertelement <8 x float> poison, float %1639, i64 0
  %1641 = shufflevector <8 x float> %1640, <8 x float> poison, <8 x i32> zeroinitializer
  %1642 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1635, <8 x float> %1641, <8 x float> %1630)
  %1643 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1637, <8 x float> %1641, <8 x float> %1631)
  %1644 = add nuw nsw i64 %1619, 2
  %1645 = add i64 %1620, 2
  %1646 = icmp eq i64 %1645, %789
  br i1 %1646, label %1595, label %1616

1647:                                             ; preds = %1611
  %1648 = add nsw i64 %1180, %843
  %1649 = getelementptr inbounds float, ptr %826, i64 %1648
  %1650 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1649, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1651 = getelementptr inbounds float, ptr %824, i64 %1648
  switch i64 %659, label %1268 [
    i64 1, label %1656
    i64 2, label %1659
    i64 3, label %1666
    i64 0, label %1652
  ]

1652:                                             ; preds = %1647
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1650, ptr align 1 %1649, <8 x i1> %1570)
  %1653 = getelementptr float, ptr %826, i64 %1648
  %1654 = getelementptr i8, ptr %1653, i64 32
  %1655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1654, <8 x i1> %1578, <8 x float> zeroinitializer)
  br label %1772

1656:                                             ; preds = %1647
  %1657 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1651, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1658 = fadd <8 x float> %1650, %1657
  br label %1673

1659:                                             ; preds = %1647
  %1660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1650)
  %1661 = bitcast <8 x float> %1650 to <8 x i32>
  %1662 = or <8 x i32> %1661, %109
  %1663 = bitcast <8 x i32> %1662 to <8 x float>
  %1664 = fcmp oeq <8 x float> %1650, %74
  %1665 = select <8 x i1> %1664, <8 x float> %1663, <8 x float> %1660
  br label %1673

1666:                                             ; preds = %1647
  %1667 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1650)
  %1668 = bitcast <8 x float> %1650 to <8 x i32>
  %1669 = and <8 x i32> %1668, %108
  %1670 = bitcast <8 x i32> %1669 to <8 x float>
  %1671 = fcmp oeq <8 x float> %1650, %71
  %1672 = select <8 x i1> %1671, <8 x float> %1670, <8 x float> %1667
  br label %1673

1673:                                             ; preds = %1666, %1659, %1656
  %1674 = phi <8 x float> [ %1658, %1656 ], [ %1665, %1659 ], [ %1672, %1666 ]
  switch i64 %661, label %1268 [
    i64 1, label %1689
    i64 2, label %1682
    i64 3, label %1675
    i64 0, label %1711
  ]

1675:                                             ; preds = %1673
  %1676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1674)
  %1677 = bitcast <8 x float> %1674 to <8 x i32>
  %1678 = and <8 x i32> %1677, %108
  %1679 = bitcast <8 x i32> %1678 to <8 x float>
  %1680 = fcmp oeq <8 x float> %1674, %71
  %1681 = select <8 x i1> %1680, <8 x float> %1679, <8 x float> %1676
  br label %1692

1682:                                             ; preds = %1673
  %1683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1674)
  %1684 = bitcast <8 x float> %1674 to <8 x i32>
  %1685 = or <8 x i32> %1684, %109
  %1686 = bitcast <8 x i32> %1685 to <8 x float>
  %1687 = fcmp oeq <8 x float> %1674, %74
  %1688 = select <8 x i1> %1687, <8 x float> %1686, <8 x float> %1683
  br label %1692

1689:                                             ; preds = %1673
  %1690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1651, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1691 = fadd <8 x float> %1674, %1690
  br label %1692

1692:                                             ; preds = %1689, %1682, %1675
  %1693 = phi <8 x float> [ %1691, %1689 ], [ %1688, %1682 ], [ %1681, %1675 ]
  switch i64 %663, label %1268 [
    i64 1, label %1708
    i64 2, label %1701
    i64 3, label %1694
    i64 0, label %1711
  ]

1694:                                             ; preds = %1692
  %1695 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1693)
  %1696 = bitcast <8 x float> %1693 to <8 x i32>
  %1697 = and <8 x i32> %1696, %108
  %1698 = bitcast <8 x i32> %1697 to <8 x float>
  %1699 = fcmp oeq <8 x float> %1693, %71
  %1700 = select <8 x i1> %1699, <8 x float> %1698, <8 x float> %1695
  br label %1711

1701:                                             ; preds = %1692
  %1702 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1693)
  %1703 = bitcast <8 x float> %1693 to <8 x i32>
  %1704 = or <8 x i32> %1703, %109
  %1705 = bitcast <8 x i32> %1704 to <8 x float>
  %1706 = fcmp oeq <8 x float> %1693, %74
  %1707 = select <8 x i1> %1706, <8 x float> %1705, <8 x float> %1702
  br label %1711

1708:                                             ; preds = %1692
  %1709 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1651, <8 x i1> %1570, <8 x float> zeroinitializer)
  %1710 = fadd <8 x float> %1693, %1709
  br label %1711

1711:                                             ; preds = %1694, %1701, %1708, %1692, %1673
  %1712 = phi <8 x float> [ %1693, %1692 ], [ %1700, %1694 ], [ %1674, %1673 ], [ %1710, %1708 ], [ %1707, %1701 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1712, ptr align 1 %1649, <8 x i1> %1570)
  %1713 = add nsw i64 %1648, 8
  %1714 = getelementptr inbounds float, ptr %826, i64 %1713
  %1715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1714, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1716 = getelementptr inbounds float, ptr %824, i64 %1713
  switch i64 %659, label %1268 [
    i64 1, label %1731
    i64 2, label %1724
    i64 3, label %1717
  ]

1717:                                             ; preds = %1711
  %1718 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1715)
  %1719 = bitcast <8 x float> %1715 to <8 x i32>
  %1720 = and <8 x i32> %1719, %108
  %1721 = bitcast <8 x i32> %1720 to <8 x float>
  %1722 = fcmp oeq <8 x float> %1715, %71
  %1723 = select <8 x i1> %1722, <8 x float> %1721, <8 x float> %1718
  br label %1734

1724:                                             ; preds = %1711
  %1725 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1715)
  %1726 = bitcast <8 x float> %1715 to <8 x i32>
  %1727 = or <8 x i32> %1726, %109
  %1728 = bitcast <8 x i32> %1727 to <8 x float>
  %1729 = fcmp oeq <8 x float> %1715, %74
  %1730 = select <8 x i1> %1729, <8 x float> %1728, <8 x float> %1725
  br label %1734

1731:                                             ; preds = %1711
  %1732 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1716, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1733 = fadd <8 x float> %1715, %1732
  br label %1734

1734:                                             ; preds = %1731, %1724, %1717
  %1735 = phi <8 x float> [ %1733, %1731 ], [ %1730, %1724 ], [ %1723, %1717 ]
  switch i64 %665, label %1268 [
    i64 1, label %1750
    i64 2, label %1743
    i64 3, label %1736
    i64 0, label %1772
  ]

1736:                                             ; preds = %1734
  %1737 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1735)
  %1738 = bitcast <8 x float> %1735 to <8 x i32>
  %1739 = and <8 x i32> %1738, %108
  %1740 = bitcast <8 x i32> %1739 to <8 x float>
  %1741 = fcmp oeq <8 x float> %1735, %71
  %1742 = select <8 x i1> %1741, <8 x float> %1740, <8 x float> %1737
  br label %1753

1743:                                             ; preds = %1734
  %1744 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1735)
  %1745 = bitcast <8 x float> %1735 to <8 x i32>
  %1746 = or <8 x i32> %1745, %109
  %1747 = bitcast <8 x i32> %1746 to <8 x float>
  %1748 = fcmp oeq <8 x float> %1735, %74
  %1749 = select <8 x i1> %1748, <8 x float> %1747, <8 x float> %1744
  br label %1753

1750:                                             ; preds = %1734
  %1751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1716, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1752 = fadd <8 x float> %1735, %1751
  br label %1753

1753:                                             ; preds = %1750, %1743, %1736
  %1754 = phi <8 x float> [ %1752, %1750 ], [ %1749, %1743 ], [ %1742, %1736 ]
  switch i64 %667, label %1268 [
    i64 1, label %1769
    i64 2, label %1762
    i64 3, label %1755
    i64 0, label %1772
  ]

1755:                                             ; preds = %1753
  %1756 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1754)
  %1757 = bitcast <8 x float> %1754 to <8 x i32>
  %1758 = and <8 x i32> %1757, %108
  %1759 = bitcast <8 x i32> %1758 to <8 x float>
  %1760 = fcmp oeq <8 x float> %1754, %71
  %1761 = select <8 x i1> %1760, <8 x float> %1759, <8 x float> %1756
  br label %1772

1762:                                             ; preds = %1753
  %1763 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1754)
  %1764 = bitcast <8 x float> %1754 to <8 x i32>
  %1765 = or <8 x i32> %1764, %109
  %1766 = bitcast <8 x i32> %1765 to <8 x float>
  %1767 = fcmp oeq <8 x float> %1754, %74
  %1768 = select <8 x i1> %1767, <8 x float> %1766, <8 x float> %1763
  br label %1772

1769:                                             ; preds = %1753
  %1770 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1716, <8 x i1> %1578, <8 x float> zeroinitializer)
  %1771 = fadd <8 x float> %1754, %1770
  br label %1772

1772:                                             ; preds = %1755, %1762, %1769, %1652, %1753, %1734
  %1773 = phi ptr [ %1654, %1652 ], [ %1714, %1755 ], [ %1714, %1734 ], [ %1714, %1753 ], [ %1714, %1769 ], [ %1714, %1762 ]
  %1774 = phi <8 x float> [ %1655, %1652 ], [ %1761, %1755 ], [ %1735, %1734 ], [ %1754, %1753 ], [ %1771, %1769 ], [ %1768, %1762 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1774, ptr align 1 %1773, <8 x i1> %1578)
  br label %13665

1775:                                             ; preds = %1563
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  %1776 = sdiv i64 %7, %19
  %1777 = insertelement <8 x i64> poison, i64 %1776, i64 0
  %1778 = shufflevector <8 x i64> %1777, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1780

1779:                                             ; preds = %1832
  br i1 %104, label %1904, label %1898

1780:                                             ; preds = %1775, %1832
  %1781 = phi i1 [ true, %1775 ], [ false, %1832 ]
  %1782 = phi ptr [ %30, %1775 ], [ %97, %1832 ]
  %1783 = phi ptr [ %29, %1775 ], [ %98, %1832 ]
  %1784 = phi ptr [ %27, %1775 ], [ %28, %1832 ]
  %1785 = phi i64 [ 0, %1775 ], [ 1, %1832 ]
  %1786 = mul nuw nsw i64 %1785, 28
  %1787 = getelementptr nuw i8, ptr %29, i64 %1786
  %1788 = getelementptr nuw i8, ptr %30, i64 %1786
  %1789 = shl nuw nsw i64 %1785, 3
  %1790 = add i64 %1180, %1789
  %1791 = sub i64 %7, %1790
  %1792 = icmp sgt i64 %1791, 7
  %1793 = trunc i64 %1791 to i32
  %1794 = select i1 %1792, i32 8, i32 %1793
  %1795 = insertelement <8 x i32> poison, i32 %1794, i64 0
  %1796 = shufflevector <8 x i32> %1795, <8 x i32> poison, <8 x i32> zeroinitializer
  %1797 = icmp sgt <8 x i32> %1796, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1798 = sext <8 x i1> %1797 to <8 x i32>
  store <8 x i32> %1798, ptr %1784, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1788, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1787, i8 0, i64 28, i1 false)
  %1799 = icmp slt i64 %1790, %7
  br i1 %1799, label %1800, label %1832

1800:                                             ; preds = %1780
  %1801 = srem i64 %1790, %19
  %1802 = sdiv i64 %1790, %19
  br label %1803

1803:                                             ; preds = %1800, %1872
  %1804 = phi i64 [ 0, %1800 ], [ %1878, %1872 ]
  %1805 = phi i64 [ %1802, %1800 ], [ %1877, %1872 ]
  %1806 = phi i64 [ %1801, %1800 ], [ %1875, %1872 ]
  br i1 %102, label %1807, label %1833

1807:                                             ; preds = %1803
  %1808 = sub i64 %1805, %22
  %1809 = trunc nuw nsw i64 %1804 to i32
  %1810 = shl nuw nsw i32 1, %1809
  br i1 %774, label %1830, label %1811

1811:                                             ; preds = %1807
  %1812 = insertelement <8 x i64> poison, i64 %1808, i64 0
  %1813 = shufflevector <8 x i64> %1812, <8 x i64> poison, <8 x i32> zeroinitializer
  %1814 = insertelement <8 x i32> poison, i32 %1810, i64 0
  %1815 = shufflevector <8 x i32> %1814, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1816

1816:                                             ; preds = %1816, %1811
  %1817 = phi i64 [ 0, %1811 ], [ %1826, %1816 ]
  %1818 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1811 ], [ %1827, %1816 ]
  %1819 = add <8 x i64> %1813, %1818
  %1820 = icmp sgt <8 x i64> %1819, splat (i64 -1)
  %1821 = icmp slt <8 x i64> %1819, %1778
  %1822 = and <8 x i1> %1820, %1821
  %1823 = getelementptr i32, ptr %1783, i64 %1817
  %1824 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %1823, <8 x i1> %1822, <8 x i32> poison)
  %1825 = or <8 x i32> %1824, %1815
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1825, ptr align 4 %1823, <8 x i1> %1822)
  %1826 = add nuw i64 %1817, 8
  %1827 = add nuw nsw <8 x i64> %1818, splat (i64 8)
  %1828 = icmp eq i64 %1826, %775
  br i1 %1828, label %1829, label %1816

1829:                                             ; preds = %1816
  br i1 %776, label %1833, label %1830

1830:                                             ; preds = %1807, %1829
  %1831 = phi i64 [ 0, %1807 ], [ %775, %1829 ]
  br label %1859

1832:                                             ; preds = %1872, %1780
  br i1 %1781, label %1780, label %1779

1833:                                             ; preds = %1869, %1829, %1803
  br i1 %103, label %1834, label %1872

1834:                                             ; preds = %1833
  %1835 = sub i64 %1806, %23
  %1836 = trunc nuw nsw i64 %1804 to i32
  %1837 = shl nuw nsw i32 1, %1836
  br i1 %777, label %1857, label %1838

1838:                                             ; preds = %1834
  %1839 = insertelement <8 x i64> poison, i64 %1835, i64 0
  %1840 = shufflevector <8 x i64> %1839, <8 x i64> poison, <8 x i32> zeroinitializer
  %1841 = insertelement <8 x i32> poison, i32 %1837, i64 0
  %1842 = shufflevector <8 x i32> %1841, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1843

1843:                                             ; preds = %1843, %1838
  %1844 = phi i64 [ 0, %1838 ], [ %1853, %1843 ]
  %1845 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1838 ], [ %1854, %1843 ]
  %1846 = add <8 x i64> %1840, %1845
  %1847 = icmp sgt <8 x i64> %1846, splat (i64 -1)
  %1848 = icmp slt <8 x i64> %1846, %780
  %1849 = and <8 x i1> %1847, %1848
  %1850 = getelementptr i32, ptr %1782, i64 %1844
  %1851 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %1850, <8 x i1> %1849, <8 x i32> poison)
  %1852 = or <8 x i32> %1851, %1842
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1852, ptr align 4 %1850, <8 x i1> %1849)
  %1853 = add nuw i64 %1844, 8
  %1854 = add nuw nsw <8 x i64> %1845, splat (i64 8)
  %1855 = icmp eq i64 %1853, %778
  br i1 %1855, label %1856, label %1843

1856:                                             ; preds = %1843
  br i1 %781, label %1872, label %1857

1857:                                             ; preds = %1834, %1856
  %1858 = phi i64 [ 0, %1834 ], [ %778, %1856 ]
  br label %1883

1859:                                             ; preds = %1830, %1869
  %1860 = phi i64 [ %1870, %1869 ], [ %1831, %1830 ]
  %1861 = add i64 %1808, %1860
  %1862 = icmp sgt i64 %1861, -1
  %1863 = icmp slt i64 %1861, %1776
  %1864 = and i1 %1862, %1863
  br i1 %1864, label %1865, label %1869

1865:                                             ; preds = %1859
  %1866 = getelementptr inbounds nuw i32, ptr %1783, i64 %1860
  %1867 = load i32, ptr %1866, align 4
  %1868 = or i32 %1867, %1810
  store i32 %1868, ptr %1866, align 4
  br label %1869

1869:                                             ; preds = %1865, %1859
  %1870 = add nuw nsw i64 %1860, 1
  %1871 = icmp eq i64 %1870, %20
  br i1 %1871, label %1833, label %1859

1872:                                             ; preds = %1893, %1856, %1833
  %1873 = add nsw i64 %1806, 1
  %1874 = icmp eq i64 %1873, %19
  %1875 = select i1 %1874, i64 0, i64 %1873
  %1876 = zext i1 %1874 to i64
  %1877 = add nsw i64 %1805, %1876
  %1878 = add nuw nsw i64 %1804, 1
  %1879 = icmp samesign ult i64 %1804, 7
  %1880 = add nsw i64 %1790, %1878
  %1881 = icmp slt i64 %1880, %7
  %1882 = select i1 %1879, i1 %1881, i1 false
  br i1 %1882, label %1803, label %1832

1883:                                             ; preds = %1857, %1893
  %1884 = phi i64 [ %1894, %1893 ], [ %1858, %1857 ]
  %1885 = add i64 %1835, %1884
  %1886 = icmp sgt i64 %1885, -1
  %1887 = icmp slt i64 %1885, %19
  %1888 = and i1 %1886, %1887
  br i1 %1888, label %1889, label %1893

1889:                                             ; preds = %1883
  %1890 = getelementptr inbounds nuw i32, ptr %1782, i64 %1884
  %1891 = load i32, ptr %1890, align 4
  %1892 = or i32 %1891, %1837
  store i32 %1892, ptr %1890, align 4
  br label %1893

1893:                                             ; preds = %1889, %1883
  %1894 = add nuw nsw i64 %1884, 1
  %1895 = icmp eq i64 %1894, %21
  br i1 %1895, label %1872, label %1883

1896:                                             ; preds = %1911
  %1897 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %1921

1898:                                             ; preds = %1779
  %1899 = load float, ptr %839, align 1
  %1900 = insertelement <8 x float> poison, float %1899, i64 0
  %1901 = shufflevector <8 x float> %1900, <8 x float> poison, <8 x i32> zeroinitializer
  %1902 = insertelement <8 x float> poison, float %1899, i64 0
  %1903 = shufflevector <8 x float> %1902, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1911

1904:                                             ; preds = %1779
  %1905 = getelementptr float, ptr %844, i64 %1180
  %1906 = load <8 x i32>, ptr %27, align 32
  %1907 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1905, <8 x i32> %1906)
  %1908 = getelementptr inbounds nuw i8, ptr %1905, i64 32
  %1909 = load <8 x i32>, ptr %28, align 32
  %1910 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %1908, <8 x i32> %1909)
  br label %1911

1911:                                             ; preds = %1904, %1898
  %1912 = phi <8 x float> [ %1907, %1904 ], [ %1901, %1898 ]
  %1913 = phi <8 x float> [ %1910, %1904 ], [ %1903, %1898 ]
  br i1 %102, label %1896, label %1914

1914:                                             ; preds = %1935, %1911
  %1915 = phi <8 x float> [ %1912, %1911 ], [ %1936, %1935 ]
  %1916 = phi <8 x float> [ %1913, %1911 ], [ %1937, %1935 ]
  %1917 = getelementptr inbounds float, ptr %845, i64 %1180
  %1918 = load <8 x i32>, ptr %27, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %1917, <8 x i32> %1918, <8 x float> %1915)
  %1919 = getelementptr inbounds nuw i8, ptr %1917, i64 32
  %1920 = load <8 x i32>, ptr %28, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %1919, <8 x i32> %1920, <8 x float> %1916)
  br i1 %107, label %2145, label %2017

1921:                                             ; preds = %1896, %1935
  %1922 = phi <8 x float> [ %1912, %1896 ], [ %1936, %1935 ]
  %1923 = phi <8 x float> [ %1913, %1896 ], [ %1937, %1935 ]
  %1924 = phi i64 [ 0, %1896 ], [ %1938, %1935 ]
  br i1 %103, label %1925, label %1935

1925:                                             ; preds = %1921
  %1926 = getelementptr inbounds nuw i32, ptr %29, i64 %1924
  %1927 = sub nsw i64 %1924, %22
  %1928 = mul nsw i64 %1927, %19
  %1929 = getelementptr inbounds float, ptr %1897, i64 %1928
  %1930 = mul nuw nsw i64 %1924, %21
  %1931 = getelementptr inbounds nuw float, ptr %840, i64 %1930
  %1932 = load i32, ptr %1926, align 4
  %1933 = getelementptr inbounds nuw i8, ptr %1926, i64 28
  %1934 = load i32, ptr %1933, align 4
  br label %1940

1935:                                             ; preds = %1979, %1921
  %1936 = phi <8 x float> [ %1922, %1921 ], [ %1980, %1979 ]
  %1937 = phi <8 x float> [ %1923, %1921 ], [ %1981, %1979 ]
  %1938 = add nuw nsw i64 %1924, 1
  %1939 = icmp eq i64 %1938, %20
  br i1 %1939, label %1914, label %1921

1940:                                             ; preds = %1925, %1979
  %1941 = phi <8 x float> [ %1922, %1925 ], [ %1980, %1979 ]
  %1942 = phi <8 x float> [ %1923, %1925 ], [ %1981, %1979 ]
  %1943 = phi i64 [ 0, %1925 ], [ %1982, %1979 ]
  %1944 = getelementptr inbounds nuw i32, ptr %30, i64 %1943
  %1945 = load i32, ptr %1944, align 4
  %1946 = and i32 %1945, %1932
  %1947 = insertelement <8 x i32> poison, i32 %1946, i64 0
  %1948 = shufflevector <8 x i32> %1947, <8 x i32> poison, <8 x i32> zeroinitializer
  %1949 = and <8 x i32> %1948, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %1950 = icmp ne <8 x i32> %1949, zeroinitializer
  %1951 = getelementptr inbounds nuw i8, ptr %1944, i64 28
  %1952 = load i32, ptr %1951, align 4
  %1953 = and i32 %1952, %1934
  %1954 = insertelement <8 x i32> poison, i32 %1953, i64 0
  %1955 = shufflevector <8 x i32> %1954, <8 x i32> poison, <8 x i32> zeroinitializer
  %1956 = and <8 x i32> %1955, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %1957 = icmp ne <8 x i32> %1956, zeroinitializer
  %1958 = sub nsw i64 %1943, %23
  %1959 = getelementptr inbounds float, ptr %1929, i64 %1958
  %1960 = getelementptr inbounds nuw float, ptr %1931, i64 %1943
  br i1 %106, label %1961, label %1979

1961:                                             ; preds = %1940
  br i1 %783, label %1963, label %1984

1962:                                             ; preds = %1984
  br i1 %785, label %1979, label %1963

1963:                                             ; preds = %1962, %1961
  %1964 = phi <8 x float> [ %1941, %1961 ], [ %2012, %1962 ]
  %1965 = phi <8 x float> [ %1942, %1961 ], [ %2013, %1962 ]
  %1966 = phi i64 [ 0, %1961 ], [ %2014, %1962 ]
  tail call void @llvm.assume(i1 %786)
  %1967 = mul nsw i64 %1966, %7
  %1968 = getelementptr inbounds float, ptr %1959, i64 %1967
  %1969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1968, <8 x i1> %1950, <8 x float> zeroinitializer)
  %1970 = getelementptr inbounds nuw i8, ptr %1968, i64 32
  %1971 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1970, <8 x i1> %1957, <8 x float> zeroinitializer)
  %1972 = mul nuw nsw i64 %1966, %101
  %1973 = getelementptr inbounds nuw float, ptr %1960, i64 %1972
  %1974 = load float, ptr %1973, align 1
  %1975 = insertelement <8 x float> poison, float %1974, i64 0
  %1976 = shufflevector <8 x float> %1975, <8 x float> poison, <8 x i32> zeroinitializer
  %1977 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1969, <8 x float> %1976, <8 x float> %1964)
  %1978 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1971, <8 x float> %1976, <8 x float> %1965)
  br label %1979

1979:                                             ; preds = %1963, %1962, %1940
  %1980 = phi <8 x float> [ %1941, %1940 ], [ %2012, %1962 ], [ %1977, %1963 ]
  %1981 = phi <8 x float> [ %1942, %1940 ], [ %2013, %1962 ], [ %1978, %1963 ]
  %1982 = add nuw nsw i64 %1943, 1
  %1983 = icmp eq i64 %1982, %21
  br i1 %1983, label %1935, label %1940

1984:                                             ; preds = %1961, %1984
  %1985 = phi <8 x float> [ %2012, %1984 ], [ %1941, %1961 ]
  %1986 = phi <8 x float> [ %2013, %1984 ], [ %1942, %1961 ]
  %1987 = phi i64 [ %2014, %1984 ], [ 0, %1961 ]
  %1988 = phi i64 [ %2015, %1984 ], [ 0, %1961 ]
  %1989 = mul nsw i64 %1987, %7
  %1990 = getelementptr inbounds float, ptr %1959, i64 %1989
  %1991 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1990, <8 x i1> %1950, <8 x float> zeroinitializer)
  %1992 = getelementptr inbounds nuw i8, ptr %1990, i64 32
  %1993 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1992, <8 x i1> %1957, <8 x float> zeroinitializer)
  %1994 = mul nuw nsw i64 %1987, %101
  %1995 = getelementptr inbounds nuw float, ptr %1960, i64 %1994
  %1996 = load float, ptr %1995, align 1
  %1997 = insertelement <8 x float> poison, float %1996, i64 0
  %1998 = shufflevector <8 x float> %1997, <8 x float> poison, <8 x i32> zeroinitializer
  %1999 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1991, <8 x float> %1998, <8 x float> %1985)
  %2000 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1993, <8 x float> %1998, <8 x float> %1986)
  %2001 = or disjoint i64 %1987, 1
  %2002 = mul nsw i64 %2001, %7
  %2003 = getelementptr inbounds float, ptr %1959, i64 %2002
  %2004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2003, <8 x i1> %1950, <8 x float> zeroinitializer)
  %2005 = getelementptr inbounds nuw i8, ptr %2003, i64 32
  %2006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2005, <8 x i1> %1957, <8 x float> zeroinitializer)
  %2007 = mul nuw nsw i64 %2001, %101
  %2008 = getelementptr inbounds nuw float, ptr %1960, i64 %2007
  %2009 = load float, ptr %2008, align 1
  %2010 = insertelement <8 x float> poison, float %2009, i64 0
  %2011 = shufflevector <8 x float> %2010, <8 x float> poison, <8 x i32> zeroinitializer
  %2012 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2004, <8 x float> %2011, <8 x float> %1999)
  %2013 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2006, <8 x float> %2011, <8 x float> %2000)
  %2014 = add nuw nsw i64 %1987, 2
  %2015 = add i64 %1988, 2
  %2016 = icmp eq i64 %2015, %784
  br i1 %2016, label %1962, label %1984

2017:                                             ; preds = %1914
  %2018 = add nsw i64 %1180, %843
  %2019 = getelementptr inbounds float, ptr %826, i64 %2018
  %2020 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2019, <8 x i32> %1918)
  %2021 = getelementptr inbounds float, ptr %824, i64 %2018
  switch i64 %650, label %1268 [
    i64 1, label %2026
    i64 2, label %2029
    i64 3, label %2036
    i64 0, label %2022
  ]

2022:                                             ; preds = %2017
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2019, <8 x i32> %1918, <8 x float> %2020)
  %2023 = getelementptr float, ptr %826, i64 %2018
  %2024 = getelementptr i8, ptr %2023, i64 32
  %2025 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2024, <8 x i32> %1920)
  br label %2142

2026:                                             ; preds = %2017
  %2027 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2021, <8 x i32> %1918)
  %2028 = fadd <8 x float> %2020, %2027
  br label %2043

2029:                                             ; preds = %2017
  %2030 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2020)
  %2031 = bitcast <8 x float> %2020 to <8 x i32>
  %2032 = or <8 x i32> %2031, %109
  %2033 = bitcast <8 x i32> %2032 to <8 x float>
  %2034 = fcmp oeq <8 x float> %2020, %74
  %2035 = select <8 x i1> %2034, <8 x float> %2033, <8 x float> %2030
  br label %2043

2036:                                             ; preds = %2017
  %2037 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2020)
  %2038 = bitcast <8 x float> %2020 to <8 x i32>
  %2039 = and <8 x i32> %2038, %108
  %2040 = bitcast <8 x i32> %2039 to <8 x float>
  %2041 = fcmp oeq <8 x float> %2020, %71
  %2042 = select <8 x i1> %2041, <8 x float> %2040, <8 x float> %2037
  br label %2043

2043:                                             ; preds = %2036, %2029, %2026
  %2044 = phi <8 x float> [ %2028, %2026 ], [ %2035, %2029 ], [ %2042, %2036 ]
  switch i64 %652, label %1268 [
    i64 1, label %2059
    i64 2, label %2052
    i64 3, label %2045
    i64 0, label %2081
  ]

2045:                                             ; preds = %2043
  %2046 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2044)
  %2047 = bitcast <8 x float> %2044 to <8 x i32>
  %2048 = and <8 x i32> %2047, %108
  %2049 = bitcast <8 x i32> %2048 to <8 x float>
  %2050 = fcmp oeq <8 x float> %2044, %71
  %2051 = select <8 x i1> %2050, <8 x float> %2049, <8 x float> %2046
  br label %2062

2052:                                             ; preds = %2043
  %2053 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2044)
  %2054 = bitcast <8 x float> %2044 to <8 x i32>
  %2055 = or <8 x i32> %2054, %109
  %2056 = bitcast <8 x i32> %2055 to <8 x float>
  %2057 = fcmp oeq <8 x float> %2044, %74
  %2058 = select <8 x i1> %2057, <8 x float> %2056, <8 x float> %2053
  br label %2062

2059:                                             ; preds = %2043
  %2060 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2021, <8 x i32> %1918)
  %2061 = fadd <8 x float> %2044, %2060
  br label %2062

2062:                                             ; preds = %2059, %2052, %2045
  %2063 = phi <8 x float> [ %2061, %2059 ], [ %2058, %2052 ], [ %2051, %2045 ]
  switch i64 %654, label %1268 [
    i64 1, label %2078
    i64 2, label %2071
    i64 3, label %2064
    i64 0, label %2081
  ]

2064:                                             ; preds = %2062
  %2065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2063)
  %2066 = bitcast <8 x float> %2063 to <8 x i32>
  %2067 = and <8 x i32> %2066, %108
  %2068 = bitcast <8 x i32> %2067 to <8 x float>
  %2069 = fcmp oeq <8 x float> %2063, %71
  %2070 = select <8 x i1> %2069, <8 x float> %2068, <8 x float> %2065
  br label %2081

2071:                                             ; preds = %2062
  %2072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2063)
  %2073 = bitcast <8 x float> %2063 to <8 x i32>
  %2074 = or <8 x i32> %2073, %109
  %2075 = bitcast <8 x i32> %2074 to <8 x float>
  %2076 = fcmp oeq <8 x float> %2063, %74
  %2077 = select <8 x i1> %2076, <8 x float> %2075, <8 x float> %2072
  br label %2081

2078:                                             ; preds = %2062
  %2079 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2021, <8 x i32> %1918)
  %2080 = fadd <8 x float> %2063, %2079
  br label %2081

2081:                                             ; preds = %2064, %2071, %2078, %2062, %2043
  %2082 = phi <8 x float> [ %2063, %2062 ], [ %2070, %2064 ], [ %2044, %2043 ], [ %2080, %2078 ], [ %2077, %2071 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2019, <8 x i32> %1918, <8 x float> %2082)
  %2083 = add nsw i64 %2018, 8
  %2084 = getelementptr inbounds float, ptr %826, i64 %2083
  %2085 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2084, <8 x i32> %1920)
  %2086 = getelementptr inbounds float, ptr %824, i64 %2083
  switch i64 %650, label %1268 [
    i64 1, label %2101
    i64 2, label %2094
    i64 3, label %2087
  ]

2087:                                             ; preds = %2081
  %2088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2085)
  %2089 = bitcast <8 x float> %2085 to <8 x i32>
  %2090 = and <8 x i32> %2089, %108
  %2091 = bitcast <8 x i32> %2090 to <8 x float>
  %2092 = fcmp oeq <8 x float> %2085, %71
  %2093 = select <8 x i1> %2092, <8 x float> %2091, <8 x float> %2088
  br label %2104

2094:                                             ; preds = %2081
  %2095 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2085)
  %2096 = bitcast <8 x float> %2085 to <8 x i32>
  %2097 = or <8 x i32> %2096, %109
  %2098 = bitcast <8 x i32> %2097 to <8 x float>
  %2099 = fcmp oeq <8 x float> %2085, %74
  %2100 = select <8 x i1> %2099, <8 x float> %2098, <8 x float> %2095
  br label %2104

2101:                                             ; preds = %2081
  %2102 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2086, <8 x i32> %1920)
  %2103 = fadd <8 x float> %2085, %2102
  br label %2104

2104:                                             ; preds = %2101, %2094, %2087
  %2105 = phi <8 x float> [ %2103, %2101 ], [ %2100, %2094 ], [ %2093, %2087 ]
  switch i64 %656, label %1268 [
    i64 1, label %2120
    i64 2, label %2113
    i64 3, label %2106
    i64 0, label %2142
  ]

2106:                                             ; preds = %2104
  %2107 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2105)
  %2108 = bitcast <8 x float> %2105 to <8 x i32>
  %2109 = and <8 x i32> %2108, %108
  %2110 = bitcast <8 x i32> %2109 to <8 x float>
  %2111 = fcmp oeq <8 x float> %2105, %71
  %2112 = select <8 x i1> %2111, <8 x float> %2110, <8 x float> %2107
  br label %2123

2113:                                             ; preds = %2104
  %2114 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2105)
  %2115 = bitcast <8 x float> %2105 to <8 x i32>
  %2116 = or <8 x i32> %2115, %109
  %2117 = bitcast <8 x i32> %2116 to <8 x float>
  %2118 = fcmp oeq <8 x float> %2105, %74
  %2119 = select <8 x i1> %2118, <8 x float> %2117, <8 x float> %2114
  br label %2123

2120:                                             ; preds = %2104
  %2121 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2086, <8 x i32> %1920)
  %2122 = fadd <8 x float> %2105, %2121
  br label %2123

2123:                                             ; preds = %2120, %2113, %2106
  %2124 = phi <8 x float> [ %2122, %2120 ], [ %2119, %2113 ], [ %2112, %2106 ]
  switch i64 %658, label %1268 [
    i64 1, label %2139
    i64 2, label %2132
    i64 3, label %2125
    i64 0, label %2142
  ]

2125:                                             ; preds = %2123
  %2126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2124)
  %2127 = bitcast <8 x float> %2124 to <8 x i32>
  %2128 = and <8 x i32> %2127, %108
  %2129 = bitcast <8 x i32> %2128 to <8 x float>
  %2130 = fcmp oeq <8 x float> %2124, %71
  %2131 = select <8 x i1> %2130, <8 x float> %2129, <8 x float> %2126
  br label %2142

2132:                                             ; preds = %2123
  %2133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2124)
  %2134 = bitcast <8 x float> %2124 to <8 x i32>
  %2135 = or <8 x i32> %2134, %109
  %2136 = bitcast <8 x i32> %2135 to <8 x float>
  %2137 = fcmp oeq <8 x float> %2124, %74
  %2138 = select <8 x i1> %2137, <8 x float> %2136, <8 x float> %2133
  br label %2142

2139:                                             ; preds = %2123
  %2140 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2086, <8 x i32> %1920)
  %2141 = fadd <8 x float> %2124, %2140
  br label %2142

2142:                                             ; preds = %2125, %2132, %2139, %2022, %2123, %2104
  %2143 = phi ptr [ %2024, %2022 ], [ %2084, %2125 ], [ %2084, %2104 ], [ %2084, %2123 ], [ %2084, %2139 ], [ %2084, %2132 ]
  %2144 = phi <8 x float> [ %2025, %2022 ], [ %2131, %2125 ], [ %2105, %2104 ], [ %2124, %2123 ], [ %2141, %2139 ], [ %2138, %2132 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2143, <8 x i32> %1920, <8 x float> %2144)
  br label %2145

2145:                                             ; preds = %2142, %1914
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %13665

2146:                                             ; preds = %1179
  br i1 %85, label %2147, label %2359

2147:                                             ; preds = %2146
  %2148 = icmp sgt i64 %1181, 7
  %2149 = trunc i64 %1181 to i32
  %2150 = select i1 %2148, i32 8, i32 %2149
  %2151 = insertelement <8 x i32> poison, i32 %2150, i64 0
  %2152 = shufflevector <8 x i32> %2151, <8 x i32> poison, <8 x i32> zeroinitializer
  %2153 = icmp sgt <8 x i32> %2152, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %2161, label %2154

2154:                                             ; preds = %2147
  %2155 = load float, ptr %839, align 1
  %2156 = insertelement <8 x float> poison, float %2155, i64 0
  %2157 = shufflevector <8 x float> %2156, <8 x float> poison, <8 x i32> zeroinitializer
  %2158 = load float, ptr %1141, align 1
  %2159 = insertelement <8 x float> poison, float %2158, i64 0
  %2160 = shufflevector <8 x float> %2159, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2167

2161:                                             ; preds = %2147
  %2162 = getelementptr float, ptr %821, i64 %1180
  %2163 = getelementptr float, ptr %2162, i64 %843
  %2164 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2163, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2165 = getelementptr float, ptr %2162, i64 %1143
  %2166 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %2153, <8 x float> zeroinitializer)
  br label %2167

2167:                                             ; preds = %2161, %2154
  %2168 = phi <8 x float> [ %2164, %2161 ], [ %2157, %2154 ]
  %2169 = phi <8 x float> [ %2166, %2161 ], [ %2160, %2154 ]
  %2170 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %2171, label %2190

2171:                                             ; preds = %2167
  br i1 %770, label %2173, label %2196

2172:                                             ; preds = %2196
  br i1 %772, label %2190, label %2173

2173:                                             ; preds = %2172, %2171
  %2174 = phi <8 x float> [ %2169, %2171 ], [ %2227, %2172 ]
  %2175 = phi <8 x float> [ %2168, %2171 ], [ %2222, %2172 ]
  %2176 = phi i64 [ 0, %2171 ], [ %2228, %2172 ]
  tail call void @llvm.assume(i1 %773)
  %2177 = mul nsw i64 %2176, %7
  %2178 = getelementptr inbounds float, ptr %2170, i64 %2177
  %2179 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2178, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2180 = getelementptr float, ptr %842, i64 %2176
  %2181 = load float, ptr %2180, align 1
  %2182 = insertelement <8 x float> poison, float %2181, i64 0
  %2183 = shufflevector <8 x float> %2182, <8 x float> poison, <8 x i32> zeroinitializer
  %2184 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2183, <8 x float> %2175)
  %2185 = getelementptr float, ptr %2180, i64 %5
  %2186 = load float, ptr %2185, align 1
  %2187 = insertelement <8 x float> poison, float %2186, i64 0
  %2188 = shufflevector <8 x float> %2187, <8 x float> poison, <8 x i32> zeroinitializer
  %2189 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2188, <8 x float> %2174)
  br label %2190

2190:                                             ; preds = %2173, %2172, %2167
  %2191 = phi <8 x float> [ %2169, %2167 ], [ %2227, %2172 ], [ %2189, %2173 ]
  %2192 = phi <8 x float> [ %2168, %2167 ], [ %2222, %2172 ], [ %2184, %2173 ]
  %2193 = getelementptr float, ptr %826, i64 %1180
  %2194 = getelementptr float, ptr %2193, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2192, ptr align 1 %2194, <8 x i1> %2153)
  %2195 = getelementptr float, ptr %2193, i64 %1145
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2191, ptr align 1 %2195, <8 x i1> %2153)
  br i1 %107, label %13665, label %2231

2196:                                             ; preds = %2171, %2196
  %2197 = phi <8 x float> [ %2227, %2196 ], [ %2169, %2171 ]
  %2198 = phi <8 x float> [ %2222, %2196 ], [ %2168, %2171 ]
  %2199 = phi i64 [ %2228, %2196 ], [ 0, %2171 ]
  %2200 = phi i64 [ %2229, %2196 ], [ 0, %2171 ]
  %2201 = mul nsw i64 %2199, %7
  %2202 = getelementptr inbounds float, ptr %2170, i64 %2201
  %2203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2202, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2204 = getelementptr float, ptr %842, i64 %2199
  %2205 = load float, ptr %2204, align 1
  %2206 = insertelement <8 x float> poison, float %2205, i64 0
  %2207 = shufflevector <8 x float> %2206, <8 x float> poison, <8 x i32> zeroinitializer
  %2208 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2203, <8 x float> %2207, <8 x float> %2198)
  %2209 = getelementptr float, ptr %2204, i64 %5
  %2210 = load float, ptr %2209, align 1
  %2211 = insertelement <8 x float> poison, float %2210, i64 0
  %2212 = shufflevector <8 x float> %2211, <8 x float> poison, <8 x i32> zeroinitializer
  %2213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2203, <8 x float> %2212, <8 x float> %2197)
  %2214 = or disjoint i64 %2199, 1
  %2215 = mul nsw i64 %2214, %7
  %2216 = getelementptr inbounds float, ptr %2170, i64 %2215
  %2217 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2216, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2218 = getelementptr float, ptr %842, i64 %2214
  %2219 = load float, ptr %2218, align 1
  %2220 = insertelement <8 x float> poison, float %2219, i64 0
  %2221 = shufflevector <8 x float> %2220, <8 x float> poison, <8 x i32> zeroinitializer
  %2222 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2221, <8 x float> %2208)
  %2223 = getelementptr float, ptr %2218, i64 %5
  %2224 = load float, ptr %2223, align 1
  %2225 = insertelement <8 x float> poison, float %2224, i64 0
  %2226 = shufflevector <8 x float> %2225, <8 x float> poison, <8 x i32> zeroinitializer
  %2227 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2217, <8 x float> %2226, <8 x float> %2213)
  %2228 = add nuw nsw i64 %2199, 2
  %2229 = add i64 %2200, 2
  %2230 = icmp eq i64 %2229, %771
  br i1 %2230, label %2172, label %2196

2231:                                             ; preds = %2190
  %2232 = add nsw i64 %843, %1180
  %2233 = getelementptr inbounds float, ptr %826, i64 %2232
  %2234 = getelementptr inbounds float, ptr %824, i64 %2232
  %2235 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2233, <8 x i1> %2153, <8 x float> zeroinitializer)
  switch i64 %641, label %1268 [
    i64 1, label %2239
    i64 2, label %2242
    i64 3, label %2249
    i64 0, label %2236
  ]

2236:                                             ; preds = %2231
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2235, ptr align 1 %2233, <8 x i1> %2153)
  %2237 = getelementptr float, ptr %1175, i64 %1180
  %2238 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2237, <8 x i1> %2153, <8 x float> zeroinitializer)
  br label %2355

2239:                                             ; preds = %2231
  %2240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2234, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2241 = fadd <8 x float> %2235, %2240
  br label %2256

2242:                                             ; preds = %2231
  %2243 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2235)
  %2244 = bitcast <8 x float> %2235 to <8 x i32>
  %2245 = or <8 x i32> %2244, %109
  %2246 = bitcast <8 x i32> %2245 to <8 x float>
  %2247 = fcmp oeq <8 x float> %2235, %74
  %2248 = select <8 x i1> %2247, <8 x float> %2246, <8 x float> %2243
  br label %2256

2249:                                             ; preds = %2231
  %2250 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2235)
  %2251 = bitcast <8 x float> %2235 to <8 x i32>
  %2252 = and <8 x i32> %2251, %108
  %2253 = bitcast <8 x i32> %2252 to <8 x float>
  %2254 = fcmp oeq <8 x float> %2235, %71
  %2255 = select <8 x i1> %2254, <8 x float> %2253, <8 x float> %2250
  br label %2256

2256:                                             ; preds = %2249, %2242, %2239
  %2257 = phi <8 x float> [ %2241, %2239 ], [ %2248, %2242 ], [ %2255, %2249 ]
  switch i64 %643, label %1268 [
    i64 1, label %2272
    i64 2, label %2265
    i64 3, label %2258
    i64 0, label %2294
  ]

2258:                                             ; preds = %2256
  %2259 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2257)
  %2260 = bitcast <8 x float> %2257 to <8 x i32>
  %2261 = and <8 x i32> %2260, %108
  %2262 = bitcast <8 x i32> %2261 to <8 x float>
  %2263 = fcmp oeq <8 x float> %2257, %71
  %2264 = select <8 x i1> %2263, <8 x float> %2262, <8 x float> %2259
  br label %2275

2265:                                             ; preds = %2256
  %2266 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2257)
  %2267 = bitcast <8 x float> %2257 to <8 x i32>
  %2268 = or <8 x i32> %2267, %109
  %2269 = bitcast <8 x i32> %2268 to <8 x float>
  %2270 = fcmp oeq <8 x float> %2257, %74
  %2271 = select <8 x i1> %2270, <8 x float> %2269, <8 x float> %2266
  br label %2275

2272:                                             ; preds = %2256
  %2273 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2234, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2274 = fadd <8 x float> %2257, %2273
  br label %2275

2275:                                             ; preds = %2272, %2265, %2258
  %2276 = phi <8 x float> [ %2274, %2272 ], [ %2271, %2265 ], [ %2264, %2258 ]
  switch i64 %645, label %1268 [
    i64 1, label %2291
    i64 2, label %2284
    i64 3, label %2277
    i64 0, label %2294
  ]

2277:                                             ; preds = %2275
  %2278 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2276)
  %2279 = bitcast <8 x float> %2276 to <8 x i32>
  %2280 = and <8 x i32> %2279, %108
  %2281 = bitcast <8 x i32> %2280 to <8 x float>
  %2282 = fcmp oeq <8 x float> %2276, %71
  %2283 = select <8 x i1> %2282, <8 x float> %2281, <8 x float> %2278
  br label %2294

2284:                                             ; preds = %2275
  %2285 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2276)
  %2286 = bitcast <8 x float> %2276 to <8 x i32>
  %2287 = or <8 x i32> %2286, %109
  %2288 = bitcast <8 x i32> %2287 to <8 x float>
  %2289 = fcmp oeq <8 x float> %2276, %74
  %2290 = select <8 x i1> %2289, <8 x float> %2288, <8 x float> %2285
  br label %2294

2291:                                             ; preds = %2275
  %2292 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2234, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2293 = fadd <8 x float> %2276, %2292
  br label %2294

2294:                                             ; preds = %2277, %2284, %2291, %2275, %2256
  %2295 = phi <8 x float> [ %2276, %2275 ], [ %2283, %2277 ], [ %2257, %2256 ], [ %2293, %2291 ], [ %2290, %2284 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2295, ptr align 1 %2233, <8 x i1> %2153)
  %2296 = add nsw i64 %1145, %1180
  %2297 = getelementptr inbounds float, ptr %826, i64 %2296
  %2298 = getelementptr inbounds float, ptr %824, i64 %2296
  %2299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2297, <8 x i1> %2153, <8 x float> zeroinitializer)
  switch i64 %641, label %1268 [
    i64 1, label %2314
    i64 2, label %2307
    i64 3, label %2300
  ]

2300:                                             ; preds = %2294
  %2301 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2299)
  %2302 = bitcast <8 x float> %2299 to <8 x i32>
  %2303 = and <8 x i32> %2302, %108
  %2304 = bitcast <8 x i32> %2303 to <8 x float>
  %2305 = fcmp oeq <8 x float> %2299, %71
  %2306 = select <8 x i1> %2305, <8 x float> %2304, <8 x float> %2301
  br label %2317

2307:                                             ; preds = %2294
  %2308 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2299)
  %2309 = bitcast <8 x float> %2299 to <8 x i32>
  %2310 = or <8 x i32> %2309, %109
  %2311 = bitcast <8 x i32> %2310 to <8 x float>
  %2312 = fcmp oeq <8 x float> %2299, %74
  %2313 = select <8 x i1> %2312, <8 x float> %2311, <8 x float> %2308
  br label %2317

2314:                                             ; preds = %2294
  %2315 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2316 = fadd <8 x float> %2299, %2315
  br label %2317

2317:                                             ; preds = %2314, %2307, %2300
  %2318 = phi <8 x float> [ %2316, %2314 ], [ %2313, %2307 ], [ %2306, %2300 ]
  switch i64 %647, label %1268 [
    i64 1, label %2333
    i64 2, label %2326
    i64 3, label %2319
    i64 0, label %2355
  ]

2319:                                             ; preds = %2317
  %2320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2318)
  %2321 = bitcast <8 x float> %2318 to <8 x i32>
  %2322 = and <8 x i32> %2321, %108
  %2323 = bitcast <8 x i32> %2322 to <8 x float>
  %2324 = fcmp oeq <8 x float> %2318, %71
  %2325 = select <8 x i1> %2324, <8 x float> %2323, <8 x float> %2320
  br label %2336

2326:                                             ; preds = %2317
  %2327 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2318)
  %2328 = bitcast <8 x float> %2318 to <8 x i32>
  %2329 = or <8 x i32> %2328, %109
  %2330 = bitcast <8 x i32> %2329 to <8 x float>
  %2331 = fcmp oeq <8 x float> %2318, %74
  %2332 = select <8 x i1> %2331, <8 x float> %2330, <8 x float> %2327
  br label %2336

2333:                                             ; preds = %2317
  %2334 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2335 = fadd <8 x float> %2318, %2334
  br label %2336

2336:                                             ; preds = %2333, %2326, %2319
  %2337 = phi <8 x float> [ %2335, %2333 ], [ %2332, %2326 ], [ %2325, %2319 ]
  switch i64 %649, label %1268 [
    i64 1, label %2352
    i64 2, label %2345
    i64 3, label %2338
    i64 0, label %2355
  ]

2338:                                             ; preds = %2336
  %2339 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2337)
  %2340 = bitcast <8 x float> %2337 to <8 x i32>
  %2341 = and <8 x i32> %2340, %108
  %2342 = bitcast <8 x i32> %2341 to <8 x float>
  %2343 = fcmp oeq <8 x float> %2337, %71
  %2344 = select <8 x i1> %2343, <8 x float> %2342, <8 x float> %2339
  br label %2355

2345:                                             ; preds = %2336
  %2346 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2337)
  %2347 = bitcast <8 x float> %2337 to <8 x i32>
  %2348 = or <8 x i32> %2347, %109
  %2349 = bitcast <8 x i32> %2348 to <8 x float>
  %2350 = fcmp oeq <8 x float> %2337, %74
  %2351 = select <8 x i1> %2350, <8 x float> %2349, <8 x float> %2346
  br label %2355

2352:                                             ; preds = %2336
  %2353 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2354 = fadd <8 x float> %2337, %2353
  br label %2355

2355:                                             ; preds = %2338, %2345, %2352, %2236, %2336, %2317
  %2356 = phi ptr [ %2237, %2236 ], [ %2297, %2338 ], [ %2297, %2317 ], [ %2297, %2336 ], [ %2297, %2352 ], [ %2297, %2345 ]
  %2357 = phi <8 x float> [ %2238, %2236 ], [ %2344, %2338 ], [ %2318, %2317 ], [ %2337, %2336 ], [ %2354, %2352 ], [ %2351, %2345 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2357, ptr align 1 %2356, <8 x i1> %2153)
  br label %13665

2358:                                             ; preds = %2439
  br i1 %104, label %2472, label %2465

2359:                                             ; preds = %2146
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  %2360 = icmp sgt i64 %1181, 7
  %2361 = trunc i64 %1181 to i32
  %2362 = select i1 %2360, i32 8, i32 %2361
  %2363 = insertelement <8 x i32> poison, i32 %2362, i64 0
  %2364 = shufflevector <8 x i32> %2363, <8 x i32> poison, <8 x i32> zeroinitializer
  %2365 = icmp sgt <8 x i32> %2364, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %2366 = sdiv i64 %7, %19
  %2367 = srem i64 %1180, %19
  %2368 = sdiv i64 %1180, %19
  %2369 = insertelement <8 x i64> poison, i64 %2366, i64 0
  %2370 = shufflevector <8 x i64> %2369, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %2371

2371:                                             ; preds = %2359, %2439
  %2372 = phi i64 [ 0, %2359 ], [ %2445, %2439 ]
  %2373 = phi i64 [ %2368, %2359 ], [ %2444, %2439 ]
  %2374 = phi i64 [ %2367, %2359 ], [ %2442, %2439 ]
  br i1 %102, label %2375, label %2400

2375:                                             ; preds = %2371
  %2376 = sub i64 %2373, %22
  %2377 = trunc nuw nsw i64 %2372 to i32
  %2378 = shl nuw nsw i32 1, %2377
  br i1 %756, label %2398, label %2379

2379:                                             ; preds = %2375
  %2380 = insertelement <8 x i64> poison, i64 %2376, i64 0
  %2381 = shufflevector <8 x i64> %2380, <8 x i64> poison, <8 x i32> zeroinitializer
  %2382 = insertelement <8 x i32> poison, i32 %2378, i64 0
  %2383 = shufflevector <8 x i32> %2382, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %2384

2384:                                             ; preds = %2384, %2379
  %2385 = phi i64 [ 0, %2379 ], [ %2394, %2384 ]
  %2386 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %2379 ], [ %2395, %2384 ]
  %2387 = add <8 x i64> %2381, %2386
  %2388 = icmp sgt <8 x i64> %2387, splat (i64 -1)
  %2389 = icmp slt <8 x i64> %2387, %2370
  %2390 = and <8 x i1> %2388, %2389
  %2391 = getelementptr i32, ptr %31, i64 %2385
  %2392 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %2391, <8 x i1> %2390, <8 x i32> poison)
  %2393 = or <8 x i32> %2392, %2383
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %2393, ptr align 16 %2391, <8 x i1> %2390)
  %2394 = add nuw i64 %2385, 8
  %2395 = add nuw nsw <8 x i64> %2386, splat (i64 8)
  %2396 = icmp eq i64 %2394, %757
  br i1 %2396, label %2397, label %2384

2397:                                             ; preds = %2384
  br i1 %758, label %2400, label %2398

2398:                                             ; preds = %2375, %2397
  %2399 = phi i64 [ 0, %2375 ], [ %757, %2397 ]
  br label %2426

2400:                                             ; preds = %2436, %2397, %2371
  br i1 %103, label %2401, label %2439

2401:                                             ; preds = %2400
  %2402 = sub i64 %2374, %23
  %2403 = trunc nuw nsw i64 %2372 to i32
  %2404 = shl nuw nsw i32 1, %2403
  br i1 %759, label %2424, label %2405

2405:                                             ; preds = %2401
  %2406 = insertelement <8 x i64> poison, i64 %2402, i64 0
  %2407 = shufflevector <8 x i64> %2406, <8 x i64> poison, <8 x i32> zeroinitializer
  %2408 = insertelement <8 x i32> poison, i32 %2404, i64 0
  %2409 = shufflevector <8 x i32> %2408, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %2410

2410:                                             ; preds = %2410, %2405
  %2411 = phi i64 [ 0, %2405 ], [ %2420, %2410 ]
  %2412 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %2405 ], [ %2421, %2410 ]
  %2413 = add <8 x i64> %2407, %2412
  %2414 = icmp sgt <8 x i64> %2413, splat (i64 -1)
  %2415 = icmp slt <8 x i64> %2413, %762
  %2416 = and <8 x i1> %2414, %2415
  %2417 = getelementptr i32, ptr %32, i64 %2411
  %2418 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %2417, <8 x i1> %2416, <8 x i32> poison)
  %2419 = or <8 x i32> %2418, %2409
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %2419, ptr align 16 %2417, <8 x i1> %2416)
  %2420 = add nuw i64 %2411, 8
  %2421 = add nuw nsw <8 x i64> %2412, splat (i64 8)
  %2422 = icmp eq i64 %2420, %760
  br i1 %2422, label %2423, label %2410

2423:                                             ; preds = %2410
  br i1 %763, label %2439, label %2424

2424:                                             ; preds = %2401, %2423
  %2425 = phi i64 [ 0, %2401 ], [ %760, %2423 ]
  br label %2450

2426:                                             ; preds = %2398, %2436
  %2427 = phi i64 [ %2437, %2436 ], [ %2399, %2398 ]
  %2428 = add i64 %2376, %2427
  %2429 = icmp sgt i64 %2428, -1
  %2430 = icmp slt i64 %2428, %2366
  %2431 = and i1 %2429, %2430
  br i1 %2431, label %2432, label %2436

2432:                                             ; preds = %2426
  %2433 = getelementptr inbounds nuw i32, ptr %31, i64 %2427
  %2434 = load i32, ptr %2433, align 4
  %2435 = or i32 %2434, %2378
  store i32 %2435, ptr %2433, align 4
  br label %2436

2436:                                             ; preds = %2432, %2426
  %2437 = add nuw nsw i64 %2427, 1
  %2438 = icmp eq i64 %2437, %20
  br i1 %2438, label %2400, label %2426

2439:                                             ; preds = %2460, %2423, %2400
  %2440 = add nsw i64 %2374, 1
  %2441 = icmp eq i64 %2440, %19
  %2442 = select i1 %2441, i64 0, i64 %2440
  %2443 = zext i1 %2441 to i64
  %2444 = add nsw i64 %2373, %2443
  %2445 = add nuw nsw i64 %2372, 1
  %2446 = icmp samesign ult i64 %2372, 7
  %2447 = add nsw i64 %1180, %2445
  %2448 = icmp slt i64 %2447, %7
  %2449 = select i1 %2446, i1 %2448, i1 false
  br i1 %2449, label %2371, label %2358

2450:                                             ; preds = %2424, %2460
  %2451 = phi i64 [ %2461, %2460 ], [ %2425, %2424 ]
  %2452 = add i64 %2402, %2451
  %2453 = icmp sgt i64 %2452, -1
  %2454 = icmp slt i64 %2452, %19
  %2455 = and i1 %2453, %2454
  br i1 %2455, label %2456, label %2460

2456:                                             ; preds = %2450
  %2457 = getelementptr inbounds nuw i32, ptr %32, i64 %2451
  %2458 = load i32, ptr %2457, align 4
  %2459 = or i32 %2458, %2404
  store i32 %2459, ptr %2457, align 4
  br label %2460

2460:                                             ; preds = %2456, %2450
  %2461 = add nuw nsw i64 %2451, 1
  %2462 = icmp eq i64 %2461, %21
  br i1 %2462, label %2439, label %2450

2463:                                             ; preds = %2478
  %2464 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %2487

2465:                                             ; preds = %2358
  %2466 = load float, ptr %839, align 1
  %2467 = insertelement <8 x float> poison, float %2466, i64 0
  %2468 = shufflevector <8 x float> %2467, <8 x float> poison, <8 x i32> zeroinitializer
  %2469 = load float, ptr %1136, align 1
  %2470 = insertelement <8 x float> poison, float %2469, i64 0
  %2471 = shufflevector <8 x float> %2470, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2478

2472:                                             ; preds = %2358
  %2473 = getelementptr float, ptr %821, i64 %1180
  %2474 = getelementptr float, ptr %2473, i64 %843
  %2475 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2474, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2476 = getelementptr float, ptr %2473, i64 %1138
  %2477 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2476, <8 x i1> %2365, <8 x float> zeroinitializer)
  br label %2478

2478:                                             ; preds = %2472, %2465
  %2479 = phi <8 x float> [ %2475, %2472 ], [ %2468, %2465 ]
  %2480 = phi <8 x float> [ %2477, %2472 ], [ %2471, %2465 ]
  br i1 %102, label %2463, label %2481

2481:                                             ; preds = %2499, %2478
  %2482 = phi <8 x float> [ %2479, %2478 ], [ %2500, %2499 ]
  %2483 = phi <8 x float> [ %2480, %2478 ], [ %2501, %2499 ]
  %2484 = getelementptr float, ptr %826, i64 %1180
  %2485 = getelementptr float, ptr %2484, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2482, ptr align 1 %2485, <8 x i1> %2365)
  %2486 = getelementptr float, ptr %2484, i64 %1140
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2483, ptr align 1 %2486, <8 x i1> %2365)
  br i1 %107, label %2713, label %2586

2487:                                             ; preds = %2463, %2499
  %2488 = phi <8 x float> [ %2479, %2463 ], [ %2500, %2499 ]
  %2489 = phi <8 x float> [ %2480, %2463 ], [ %2501, %2499 ]
  %2490 = phi i64 [ 0, %2463 ], [ %2502, %2499 ]
  br i1 %103, label %2491, label %2499

2491:                                             ; preds = %2487
  %2492 = getelementptr inbounds nuw i32, ptr %31, i64 %2490
  %2493 = sub nsw i64 %2490, %22
  %2494 = mul nsw i64 %2493, %19
  %2495 = getelementptr inbounds float, ptr %2464, i64 %2494
  %2496 = mul nuw nsw i64 %2490, %21
  %2497 = getelementptr inbounds nuw float, ptr %840, i64 %2496
  %2498 = load i32, ptr %2492, align 4
  br label %2504

2499:                                             ; preds = %2540, %2487
  %2500 = phi <8 x float> [ %2488, %2487 ], [ %2541, %2540 ]
  %2501 = phi <8 x float> [ %2489, %2487 ], [ %2542, %2540 ]
  %2502 = add nuw nsw i64 %2490, 1
  %2503 = icmp eq i64 %2502, %20
  br i1 %2503, label %2481, label %2487

2504:                                             ; preds = %2491, %2540
  %2505 = phi <8 x float> [ %2488, %2491 ], [ %2541, %2540 ]
  %2506 = phi <8 x float> [ %2489, %2491 ], [ %2542, %2540 ]
  %2507 = phi i64 [ 0, %2491 ], [ %2543, %2540 ]
  %2508 = getelementptr inbounds nuw i32, ptr %32, i64 %2507
  %2509 = load i32, ptr %2508, align 4
  %2510 = and i32 %2509, %2498
  %2511 = insertelement <8 x i32> poison, i32 %2510, i64 0
  %2512 = shufflevector <8 x i32> %2511, <8 x i32> poison, <8 x i32> zeroinitializer
  %2513 = and <8 x i32> %2512, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %2514 = icmp ne <8 x i32> %2513, zeroinitializer
  %2515 = sub nsw i64 %2507, %23
  %2516 = getelementptr inbounds float, ptr %2495, i64 %2515
  %2517 = getelementptr inbounds nuw float, ptr %2497, i64 %2507
  br i1 %106, label %2518, label %2540

2518:                                             ; preds = %2504
  br i1 %765, label %2520, label %2545

2519:                                             ; preds = %2545
  br i1 %767, label %2540, label %2520

2520:                                             ; preds = %2519, %2518
  %2521 = phi <8 x float> [ %2505, %2518 ], [ %2575, %2519 ]
  %2522 = phi <8 x float> [ %2506, %2518 ], [ %2582, %2519 ]
  %2523 = phi i64 [ 0, %2518 ], [ %2583, %2519 ]
  tail call void @llvm.assume(i1 %768)
  %2524 = mul nsw i64 %2523, %7
  %2525 = getelementptr inbounds float, ptr %2516, i64 %2524
  %2526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2525, <8 x i1> %2514, <8 x float> zeroinitializer)
  %2527 = mul nuw nsw i64 %2523, %101
  %2528 = getelementptr inbounds nuw float, ptr %2517, i64 %2527
  %2529 = load float, ptr %2528, align 1
  %2530 = insertelement <8 x float> poison, float %2529, i64 0
  %2531 = shufflevector <8 x float> %2530, <8 x float> poison, <8 x i32> zeroinitializer
  %2532 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2526, <8 x float> %2531, <8 x float> %2521)
  %2533 = add nuw nsw i64 %5, %2523
  %2534 = mul nuw nsw i64 %2533, %101
  %2535 = getelementptr inbounds nuw float, ptr %2517, i64 %2534
  %2536 = load float, ptr %2535, align 1
  %2537 = insertelement <8 x float> poison, float %2536, i64 0
  %2538 = shufflevector <8 x float> %2537, <8 x float> poison, <8 x i32> zeroinitializer
  %2539 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2526, <8 x float> %2538, <8 x float> %2522)
  br label %2540

2540:                                             ; preds = %2520, %2519, %2504
  %2541 = phi <8 x float> [ %2505, %2504 ], [ %2575, %2519 ], [ %2532, %2520 ]
  %2542 = phi <8 x float> [ %2506, %2504 ], [ %2582, %2519 ], [ %2539, %2520 ]
  %2543 = add nuw nsw i64 %2507, 1
  %2544 = icmp eq i64 %2543, %21
  br i1 %2544, label %2499, label %2504

2545:                                             ; preds = %2518, %2545
  %2546 = phi <8 x float> [ %2575, %2545 ], [ %2505, %2518 ]
  %2547 = phi <8 x float> [ %2582, %2545 ], [ %2506, %2518 ]
  %2548 = phi i64 [ %2583, %2545 ], [ 0, %2518 ]
  %2549 = phi i64 [ %2584, %2545 ], [ 0, %2518 ]
  %2550 = mul nsw i64 %2548, %7
  %2551 = getelementptr inbounds float, ptr %2516, i64 %2550
  %2552 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2551, <8 x i1> %2514, <8 x float> zeroinitializer)
  %2553 = mul nuw nsw i64 %2548, %101
  %2554 = getelementptr inbounds nuw float, ptr %2517, i64 %2553
  %2555 = load float, ptr %2554, align 1
  %2556 = insertelement <8 x float> poison, float %2555, i64 0
  %2557 = shufflevector <8 x float> %2556, <8 x float> poison, <8 x i32> zeroinitializer
  %2558 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2552, <8 x float> %2557, <8 x float> %2546)
  %2559 = add nuw nsw i64 %5, %2548
  %2560 = mul nuw nsw i64 %2559, %101
  %2561 = getelementptr inbounds nuw float, ptr %2517, i64 %2560
  %2562 = load float, ptr %2561, align 1
  %2563 = insertelement <8 x float> poison, float %2562, i64 0
  %2564 = shufflevector <8 x float> %2563, <8 x float> poison, <8 x i32> zeroinitializer
  %2565 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2552, <8 x float> %2564, <8 x float> %2547)
  %2566 = or disjoint i64 %2548, 1
  %2567 = mul nsw i64 %2566, %7
  %2568 = getelementptr inbounds float, ptr %2516, i64 %2567
  %2569 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2568, <8 x i1> %2514, <8 x float> zeroinitializer)
  %2570 = mul nuw nsw i64 %2566, %101
  %2571 = getelementptr inbounds nuw float, ptr %2517, i64 %2570
  %2572 = load float, ptr %2571, align 1
  %2573 = insertelement <8 x float> poison, float %2572, i64 0
  %2574 = shufflevector <8 x float> %2573, <8 x float> poison, <8 x i32> zeroinitializer
  %2575 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2569, <8 x float> %2574, <8 x float> %2558)
  %2576 = add nuw nsw i64 %5, %2566
  %2577 = mul nuw nsw i64 %2576, %101
  %2578 = getelementptr inbounds nuw float, ptr %2517, i64 %2577
  %2579 = load float, ptr %2578, align 1
  %2580 = insertelement <8 x float> poison, float %2579, i64 0
  %2581 = shufflevector <8 x float> %2580, <8 x float> poison, <8 x i32> zeroinitializer
  %2582 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2569, <8 x float> %2581, <8 x float> %2565)
  %2583 = add nuw nsw i64 %2548, 2
  %2584 = add i64 %2549, 2
  %2585 = icmp eq i64 %2584, %766
  br i1 %2585, label %2519, label %2545

2586:                                             ; preds = %2481
  %2587 = add nsw i64 %843, %1180
  %2588 = getelementptr inbounds float, ptr %826, i64 %2587
  %2589 = getelementptr inbounds float, ptr %824, i64 %2587
  %2590 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2588, <8 x i1> %2365, <8 x float> zeroinitializer)
  switch i64 %632, label %1268 [
    i64 1, label %2594
    i64 2, label %2597
    i64 3, label %2604
    i64 0, label %2591
  ]

2591:                                             ; preds = %2586
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2590, ptr align 1 %2588, <8 x i1> %2365)
  %2592 = getelementptr float, ptr %1174, i64 %1180
  %2593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2592, <8 x i1> %2365, <8 x float> zeroinitializer)
  br label %2710

2594:                                             ; preds = %2586
  %2595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2596 = fadd <8 x float> %2590, %2595
  br label %2611

2597:                                             ; preds = %2586
  %2598 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2590)
  %2599 = bitcast <8 x float> %2590 to <8 x i32>
  %2600 = or <8 x i32> %2599, %109
  %2601 = bitcast <8 x i32> %2600 to <8 x float>
  %2602 = fcmp oeq <8 x float> %2590, %74
  %2603 = select <8 x i1> %2602, <8 x float> %2601, <8 x float> %2598
  br label %2611

2604:                                             ; preds = %2586
  %2605 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2590)
  %2606 = bitcast <8 x float> %2590 to <8 x i32>
  %2607 = and <8 x i32> %2606, %108
  %2608 = bitcast <8 x i32> %2607 to <8 x float>
  %2609 = fcmp oeq <8 x float> %2590, %71
  %2610 = select <8 x i1> %2609, <8 x float> %2608, <8 x float> %2605
  br label %2611

2611:                                             ; preds = %2604, %2597, %2594
  %2612 = phi <8 x float> [ %2596, %2594 ], [ %2603, %2597 ], [ %2610, %2604 ]
  switch i64 %634, label %1268 [
    i64 1, label %2627
    i64 2, label %2620
    i64 3, label %2613
    i64 0, label %2649
  ]

2613:                                             ; preds = %2611
  %2614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2612)
  %2615 = bitcast <8 x float> %2612 to <8 x i32>
  %2616 = and <8 x i32> %2615, %108
  %2617 = bitcast <8 x i32> %2616 to <8 x float>
  %2618 = fcmp oeq <8 x float> %2612, %71
  %2619 = select <8 x i1> %2618, <8 x float> %2617, <8 x float> %2614
  br label %2630

2620:                                             ; preds = %2611
  %2621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2612)
  %2622 = bitcast <8 x float> %2612 to <8 x i32>
  %2623 = or <8 x i32> %2622, %109
  %2624 = bitcast <8 x i32> %2623 to <8 x float>
  %2625 = fcmp oeq <8 x float> %2612, %74
  %2626 = select <8 x i1> %2625, <8 x float> %2624, <8 x float> %2621
  br label %2630

2627:                                             ; preds = %2611
  %2628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2629 = fadd <8 x float> %2612, %2628
  br label %2630

2630:                                             ; preds = %2627, %2620, %2613
  %2631 = phi <8 x float> [ %2629, %2627 ], [ %2626, %2620 ], [ %2619, %2613 ]
  switch i64 %636, label %1268 [
    i64 1, label %2646
    i64 2, label %2639
    i64 3, label %2632
    i64 0, label %2649
  ]

2632:                                             ; preds = %2630
  %2633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2631)
  %2634 = bitcast <8 x float> %2631 to <8 x i32>
  %2635 = and <8 x i32> %2634, %108
  %2636 = bitcast <8 x i32> %2635 to <8 x float>
  %2637 = fcmp oeq <8 x float> %2631, %71
  %2638 = select <8 x i1> %2637, <8 x float> %2636, <8 x float> %2633
  br label %2649

2639:                                             ; preds = %2630
  %2640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2631)
  %2641 = bitcast <8 x float> %2631 to <8 x i32>
  %2642 = or <8 x i32> %2641, %109
  %2643 = bitcast <8 x i32> %2642 to <8 x float>
  %2644 = fcmp oeq <8 x float> %2631, %74
  %2645 = select <8 x i1> %2644, <8 x float> %2643, <8 x float> %2640
  br label %2649

2646:                                             ; preds = %2630
  %2647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2589, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2648 = fadd <8 x float> %2631, %2647
  br label %2649

2649:                                             ; preds = %2632, %2639, %2646, %2630, %2611
  %2650 = phi <8 x float> [ %2631, %2630 ], [ %2638, %2632 ], [ %2612, %2611 ], [ %2648, %2646 ], [ %2645, %2639 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2650, ptr align 1 %2588, <8 x i1> %2365)
  %2651 = add nsw i64 %1140, %1180
  %2652 = getelementptr inbounds float, ptr %826, i64 %2651
  %2653 = getelementptr inbounds float, ptr %824, i64 %2651
  %2654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2652, <8 x i1> %2365, <8 x float> zeroinitializer)
  switch i64 %632, label %1268 [
    i64 1, label %2669
    i64 2, label %2662
    i64 3, label %2655
  ]

2655:                                             ; preds = %2649
  %2656 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2654)
  %2657 = bitcast <8 x float> %2654 to <8 x i32>
  %2658 = and <8 x i32> %2657, %108
  %2659 = bitcast <8 x i32> %2658 to <8 x float>
  %2660 = fcmp oeq <8 x float> %2654, %71
  %2661 = select <8 x i1> %2660, <8 x float> %2659, <8 x float> %2656
  br label %2672

2662:                                             ; preds = %2649
  %2663 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2654)
  %2664 = bitcast <8 x float> %2654 to <8 x i32>
  %2665 = or <8 x i32> %2664, %109
  %2666 = bitcast <8 x i32> %2665 to <8 x float>
  %2667 = fcmp oeq <8 x float> %2654, %74
  %2668 = select <8 x i1> %2667, <8 x float> %2666, <8 x float> %2663
  br label %2672

2669:                                             ; preds = %2649
  %2670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2653, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2671 = fadd <8 x float> %2654, %2670
  br label %2672

2672:                                             ; preds = %2669, %2662, %2655
  %2673 = phi <8 x float> [ %2671, %2669 ], [ %2668, %2662 ], [ %2661, %2655 ]
  switch i64 %638, label %1268 [
    i64 1, label %2688
    i64 2, label %2681
    i64 3, label %2674
    i64 0, label %2710
  ]

2674:                                             ; preds = %2672
  %2675 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2673)
  %2676 = bitcast <8 x float> %2673 to <8 x i32>
  %2677 = and <8 x i32> %2676, %108
  %2678 = bitcast <8 x i32> %2677 to <8 x float>
  %2679 = fcmp oeq <8 x float> %2673, %71
  %2680 = select <8 x i1> %2679, <8 x float> %2678, <8 x float> %2675
  br label %2691

2681:                                             ; preds = %2672
  %2682 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2673)
  %2683 = bitcast <8 x float> %2673 to <8 x i32>
  %2684 = or <8 x i32> %2683, %109
  %2685 = bitcast <8 x i32> %2684 to <8 x float>
  %2686 = fcmp oeq <8 x float> %2673, %74
  %2687 = select <8 x i1> %2686, <8 x float> %2685, <8 x float> %2682
  br label %2691

2688:                                             ; preds = %2672
  %2689 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2653, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2690 = fadd <8 x float> %2673, %2689
  br label %2691

2691:                                             ; preds = %2688, %2681, %2674
  %2692 = phi <8 x float> [ %2690, %2688 ], [ %2687, %2681 ], [ %2680, %2674 ]
  switch i64 %640, label %1268 [
    i64 1, label %2707
    i64 2, label %2700
    i64 3, label %2693
    i64 0, label %2710
  ]

2693:                                             ; preds = %2691
  %2694 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2692)
  %2695 = bitcast <8 x float> %2692 to <8 x i32>
  %2696 = and <8 x i32> %2695, %108
  %2697 = bitcast <8 x i32> %2696 to <8 x float>
  %2698 = fcmp oeq <8 x float> %2692, %71
  %2699 = select <8 x i1> %2698, <8 x float> %2697, <8 x float> %2694
  br label %2710

2700:                                             ; preds = %2691
  %2701 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2692)
  %2702 = bitcast <8 x float> %2692 to <8 x i32>
  %2703 = or <8 x i32> %2702, %109
  %2704 = bitcast <8 x i32> %2703 to <8 x float>
  %2705 = fcmp oeq <8 x float> %2692, %74
  %2706 = select <8 x i1> %2705, <8 x float> %2704, <8 x float> %2701
  br label %2710

2707:                                             ; preds = %2691
  %2708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2653, <8 x i1> %2365, <8 x float> zeroinitializer)
  %2709 = fadd <8 x float> %2692, %2708
  br label %2710

2710:                                             ; preds = %2693, %2700, %2707, %2591, %2691, %2672
  %2711 = phi ptr [ %2592, %2591 ], [ %2652, %2693 ], [ %2652, %2672 ], [ %2652, %2691 ], [ %2652, %2707 ], [ %2652, %2700 ]
  %2712 = phi <8 x float> [ %2593, %2591 ], [ %2699, %2693 ], [ %2673, %2672 ], [ %2692, %2691 ], [ %2709, %2707 ], [ %2706, %2700 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2712, ptr align 1 %2711, <8 x i1> %2365)
  br label %2713

2713:                                             ; preds = %2710, %2481
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %13665

2714:                                             ; preds = %1179
  br i1 %85, label %2715, label %3049

2715:                                             ; preds = %2714
  %2716 = icmp sgt i64 %1181, 7
  %2717 = trunc i64 %1181 to i32
  %2718 = select i1 %2716, i32 8, i32 %2717
  %2719 = insertelement <8 x i32> poison, i32 %2718, i64 0
  %2720 = shufflevector <8 x i32> %2719, <8 x i32> poison, <8 x i32> zeroinitializer
  %2721 = icmp sgt <8 x i32> %2720, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2722 = add i64 %1180, 8
  %2723 = sub i64 %7, %2722
  %2724 = icmp sgt i64 %2723, 7
  %2725 = trunc i64 %2723 to i32
  %2726 = select i1 %2724, i32 8, i32 %2725
  %2727 = insertelement <8 x i32> poison, i32 %2726, i64 0
  %2728 = shufflevector <8 x i32> %2727, <8 x i32> poison, <8 x i32> zeroinitializer
  %2729 = icmp sgt <8 x i32> %2728, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %2741, label %2730

2730:                                             ; preds = %2715
  %2731 = load float, ptr %839, align 1
  %2732 = insertelement <8 x float> poison, float %2731, i64 0
  %2733 = shufflevector <8 x float> %2732, <8 x float> poison, <8 x i32> zeroinitializer
  %2734 = insertelement <8 x float> poison, float %2731, i64 0
  %2735 = shufflevector <8 x float> %2734, <8 x float> poison, <8 x i32> zeroinitializer
  %2736 = load float, ptr %1131, align 1
  %2737 = insertelement <8 x float> poison, float %2736, i64 0
  %2738 = shufflevector <8 x float> %2737, <8 x float> poison, <8 x i32> zeroinitializer
  %2739 = insertelement <8 x float> poison, float %2736, i64 0
  %2740 = shufflevector <8 x float> %2739, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2751

2741:                                             ; preds = %2715
  %2742 = getelementptr float, ptr %821, i64 %1180
  %2743 = getelementptr float, ptr %2742, i64 %843
  %2744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2743, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2745 = getelementptr inbounds nuw i8, ptr %2743, i64 32
  %2746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2745, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2747 = getelementptr float, ptr %2742, i64 %1135
  %2748 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2747, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2749 = getelementptr inbounds nuw i8, ptr %2747, i64 32
  %2750 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2749, <8 x i1> %2729, <8 x float> zeroinitializer)
  br label %2751

2751:                                             ; preds = %2741, %2730
  %2752 = phi <8 x float> [ %2748, %2741 ], [ %2738, %2730 ]
  %2753 = phi <8 x float> [ %2744, %2741 ], [ %2733, %2730 ]
  %2754 = phi <8 x float> [ %2746, %2741 ], [ %2735, %2730 ]
  %2755 = phi i64 [ %1135, %2741 ], [ %1133, %2730 ]
  %2756 = phi <8 x float> [ %2750, %2741 ], [ %2740, %2730 ]
  %2757 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %2768, label %2758

2758:                                             ; preds = %2768, %2751
  %2759 = phi <8 x float> [ %2756, %2751 ], [ %2790, %2768 ]
  %2760 = phi <8 x float> [ %2752, %2751 ], [ %2789, %2768 ]
  %2761 = phi <8 x float> [ %2754, %2751 ], [ %2784, %2768 ]
  %2762 = phi <8 x float> [ %2753, %2751 ], [ %2783, %2768 ]
  %2763 = getelementptr float, ptr %826, i64 %1180
  %2764 = getelementptr float, ptr %2763, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2762, ptr align 1 %2764, <8 x i1> %2721)
  %2765 = getelementptr inbounds nuw i8, ptr %2764, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2761, ptr nonnull align 1 %2765, <8 x i1> %2729)
  %2766 = getelementptr float, ptr %2763, i64 %2755
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2760, ptr align 1 %2766, <8 x i1> %2721)
  %2767 = getelementptr inbounds nuw i8, ptr %2766, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2759, ptr nonnull align 1 %2767, <8 x i1> %2729)
  br i1 %107, label %13665, label %2793

2768:                                             ; preds = %2751, %2768
  %2769 = phi <8 x float> [ %2790, %2768 ], [ %2756, %2751 ]
  %2770 = phi <8 x float> [ %2789, %2768 ], [ %2752, %2751 ]
  %2771 = phi <8 x float> [ %2784, %2768 ], [ %2754, %2751 ]
  %2772 = phi <8 x float> [ %2783, %2768 ], [ %2753, %2751 ]
  %2773 = phi i64 [ %2791, %2768 ], [ 0, %2751 ]
  %2774 = mul nsw i64 %2773, %7
  %2775 = getelementptr inbounds float, ptr %2757, i64 %2774
  %2776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2775, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2777 = getelementptr inbounds nuw i8, ptr %2775, i64 32
  %2778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2777, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2779 = getelementptr float, ptr %842, i64 %2773
  %2780 = load float, ptr %2779, align 1
  %2781 = insertelement <8 x float> poison, float %2780, i64 0
  %2782 = shufflevector <8 x float> %2781, <8 x float> poison, <8 x i32> zeroinitializer
  %2783 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2776, <8 x float> %2782, <8 x float> %2772)
  %2784 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2778, <8 x float> %2782, <8 x float> %2771)
  %2785 = getelementptr float, ptr %2779, i64 %5
  %2786 = load float, ptr %2785, align 1
  %2787 = insertelement <8 x float> poison, float %2786, i64 0
  %2788 = shufflevector <8 x float> %2787, <8 x float> poison, <8 x i32> zeroinitializer
  %2789 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2776, <8 x float> %2788, <8 x float> %2770)
  %2790 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2778, <8 x float> %2788, <8 x float> %2769)
  %2791 = add nuw nsw i64 %2773, 1
  %2792 = icmp eq i64 %2791, %5
  br i1 %2792, label %2758, label %2768

2793:                                             ; preds = %2758
  %2794 = add nsw i64 %843, %1180
  %2795 = getelementptr inbounds float, ptr %826, i64 %2794
  %2796 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2795, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2797 = getelementptr inbounds float, ptr %824, i64 %2794
  switch i64 %615, label %1268 [
    i64 1, label %2808
    i64 2, label %2811
    i64 3, label %2818
    i64 0, label %2798
  ]

2798:                                             ; preds = %2793
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2796, ptr align 1 %2795, <8 x i1> %2721)
  %2799 = getelementptr float, ptr %826, i64 %2794
  %2800 = getelementptr i8, ptr %2799, i64 32
  %2801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2800, <8 x i1> %2729, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2801, ptr align 1 %2800, <8 x i1> %2729)
  %2802 = add nsw i64 %2755, %1180
  %2803 = getelementptr inbounds float, ptr %826, i64 %2802
  %2804 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2803, <8 x i1> %2721, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2804, ptr align 1 %2803, <8 x i1> %2721)
  %2805 = getelementptr float, ptr %826, i64 %2802
  %2806 = getelementptr i8, ptr %2805, i64 32
  %2807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2806, <8 x i1> %2729, <8 x float> zeroinitializer)
  br label %3046

2808:                                             ; preds = %2793
  %2809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2797, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2810 = fadd <8 x float> %2796, %2809
  br label %2825

2811:                                             ; preds = %2793
  %2812 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2796)
  %2813 = bitcast <8 x float> %2796 to <8 x i32>
  %2814 = or <8 x i32> %2813, %109
  %2815 = bitcast <8 x i32> %2814 to <8 x float>
  %2816 = fcmp oeq <8 x float> %2796, %74
  %2817 = select <8 x i1> %2816, <8 x float> %2815, <8 x float> %2812
  br label %2825

2818:                                             ; preds = %2793
  %2819 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2796)
  %2820 = bitcast <8 x float> %2796 to <8 x i32>
  %2821 = and <8 x i32> %2820, %108
  %2822 = bitcast <8 x i32> %2821 to <8 x float>
  %2823 = fcmp oeq <8 x float> %2796, %71
  %2824 = select <8 x i1> %2823, <8 x float> %2822, <8 x float> %2819
  br label %2825

2825:                                             ; preds = %2818, %2811, %2808
  %2826 = phi <8 x float> [ %2810, %2808 ], [ %2817, %2811 ], [ %2824, %2818 ]
  switch i64 %617, label %1268 [
    i64 1, label %2841
    i64 2, label %2834
    i64 3, label %2827
    i64 0, label %2863
  ]

2827:                                             ; preds = %2825
  %2828 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2826)
  %2829 = bitcast <8 x float> %2826 to <8 x i32>
  %2830 = and <8 x i32> %2829, %108
  %2831 = bitcast <8 x i32> %2830 to <8 x float>
  %2832 = fcmp oeq <8 x float> %2826, %71
  %2833 = select <8 x i1> %2832, <8 x float> %2831, <8 x float> %2828
  br label %2844

2834:                                             ; preds = %2825
  %2835 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2826)
  %2836 = bitcast <8 x float> %2826 to <8 x i32>
  %2837 = or <8 x i32> %2836, %109
  %2838 = bitcast <8 x i32> %2837 to <8 x float>
  %2839 = fcmp oeq <8 x float> %2826, %74
  %2840 = select <8 x i1> %2839, <8 x float> %2838, <8 x float> %2835
  br label %2844

2841:                                             ; preds = %2825
  %2842 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2797, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2843 = fadd <8 x float> %2826, %2842
  br label %2844

2844:                                             ; preds = %2841, %2834, %2827
  %2845 = phi <8 x float> [ %2843, %2841 ], [ %2840, %2834 ], [ %2833, %2827 ]
  switch i64 %619, label %1268 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
    i64 0, label %2863
  ]

2846:                                             ; preds = %2844
  %2847 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2845)
  %2848 = bitcast <8 x float> %2845 to <8 x i32>
  %2849 = and <8 x i32> %2848, %108
  %2850 = bitcast <8 x i32> %2849 to <8 x float>
  %2851 = fcmp oeq <8 x float> %2845, %71
  %2852 = select <8 x i1> %2851, <8 x float> %2850, <8 x float> %2847
  br label %2863

2853:                                             ; preds = %2844
  %2854 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2845)
  %2855 = bitcast <8 x float> %2845 to <8 x i32>
  %2856 = or <8 x i32> %2855, %109
  %2857 = bitcast <8 x i32> %2856 to <8 x float>
  %2858 = fcmp oeq <8 x float> %2845, %74
  %2859 = select <8 x i1> %2858, <8 x float> %2857, <8 x float> %2854
  br label %2863

2860:                                             ; preds = %2844
  %2861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2797, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2862 = fadd <8 x float> %2845, %2861
  br label %2863

2863:                                             ; preds = %2846, %2853, %2860, %2844, %2825
  %2864 = phi <8 x float> [ %2845, %2844 ], [ %2852, %2846 ], [ %2826, %2825 ], [ %2862, %2860 ], [ %2859, %2853 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2864, ptr align 1 %2795, <8 x i1> %2721)
  %2865 = add nsw i64 %2794, 8
  %2866 = getelementptr inbounds float, ptr %826, i64 %2865
  %2867 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2866, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2868 = getelementptr inbounds float, ptr %824, i64 %2865
  switch i64 %615, label %1268 [
    i64 1, label %2883
    i64 2, label %2876
    i64 3, label %2869
  ]

2869:                                             ; preds = %2863
  %2870 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2867)
  %2871 = bitcast <8 x float> %2867 to <8 x i32>
  %2872 = and <8 x i32> %2871, %108
  %2873 = bitcast <8 x i32> %2872 to <8 x float>
  %2874 = fcmp oeq <8 x float> %2867, %71
  %2875 = select <8 x i1> %2874, <8 x float> %2873, <8 x float> %2870
  br label %2886

2876:                                             ; preds = %2863
  %2877 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2867)
  %2878 = bitcast <8 x float> %2867 to <8 x i32>
  %2879 = or <8 x i32> %2878, %109
  %2880 = bitcast <8 x i32> %2879 to <8 x float>
  %2881 = fcmp oeq <8 x float> %2867, %74
  %2882 = select <8 x i1> %2881, <8 x float> %2880, <8 x float> %2877
  br label %2886

2883:                                             ; preds = %2863
  %2884 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2868, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2885 = fadd <8 x float> %2867, %2884
  br label %2886

2886:                                             ; preds = %2883, %2876, %2869
  %2887 = phi <8 x float> [ %2885, %2883 ], [ %2882, %2876 ], [ %2875, %2869 ]
  switch i64 %621, label %1268 [
    i64 1, label %2902
    i64 2, label %2895
    i64 3, label %2888
    i64 0, label %2924
  ]

2888:                                             ; preds = %2886
  %2889 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2887)
  %2890 = bitcast <8 x float> %2887 to <8 x i32>
  %2891 = and <8 x i32> %2890, %108
  %2892 = bitcast <8 x i32> %2891 to <8 x float>
  %2893 = fcmp oeq <8 x float> %2887, %71
  %2894 = select <8 x i1> %2893, <8 x float> %2892, <8 x float> %2889
  br label %2905

2895:                                             ; preds = %2886
  %2896 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2887)
  %2897 = bitcast <8 x float> %2887 to <8 x i32>
  %2898 = or <8 x i32> %2897, %109
  %2899 = bitcast <8 x i32> %2898 to <8 x float>
  %2900 = fcmp oeq <8 x float> %2887, %74
  %2901 = select <8 x i1> %2900, <8 x float> %2899, <8 x float> %2896
  br label %2905

2902:                                             ; preds = %2886
  %2903 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2868, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2904 = fadd <8 x float> %2887, %2903
  br label %2905

2905:                                             ; preds = %2902, %2895, %2888
  %2906 = phi <8 x float> [ %2904, %2902 ], [ %2901, %2895 ], [ %2894, %2888 ]
  switch i64 %623, label %1268 [
    i64 1, label %2921
    i64 2, label %2914
    i64 3, label %2907
    i64 0, label %2924
  ]

2907:                                             ; preds = %2905
  %2908 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2906)
  %2909 = bitcast <8 x float> %2906 to <8 x i32>
  %2910 = and <8 x i32> %2909, %108
  %2911 = bitcast <8 x i32> %2910 to <8 x float>
  %2912 = fcmp oeq <8 x float> %2906, %71
  %2913 = select <8 x i1> %2912, <8 x float> %2911, <8 x float> %2908
  br label %2924

2914:                                             ; preds = %2905
  %2915 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2906)
  %2916 = bitcast <8 x float> %2906 to <8 x i32>
  %2917 = or <8 x i32> %2916, %109
  %2918 = bitcast <8 x i32> %2917 to <8 x float>
  %2919 = fcmp oeq <8 x float> %2906, %74
  %2920 = select <8 x i1> %2919, <8 x float> %2918, <8 x float> %2915
  br label %2924

2921:                                             ; preds = %2905
  %2922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2868, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2923 = fadd <8 x float> %2906, %2922
  br label %2924

2924:                                             ; preds = %2907, %2914, %2921, %2905, %2886
  %2925 = phi <8 x float> [ %2920, %2914 ], [ %2913, %2907 ], [ %2887, %2886 ], [ %2906, %2905 ], [ %2923, %2921 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2925, ptr align 1 %2866, <8 x i1> %2729)
  %2926 = add nsw i64 %2755, %1180
  %2927 = getelementptr inbounds float, ptr %826, i64 %2926
  %2928 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2927, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2929 = getelementptr inbounds float, ptr %824, i64 %2926
  switch i64 %615, label %1268 [
    i64 1, label %2944
    i64 2, label %2937
    i64 3, label %2930
  ]

2930:                                             ; preds = %2924
  %2931 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2928)
  %2932 = bitcast <8 x float> %2928 to <8 x i32>
  %2933 = and <8 x i32> %2932, %108
  %2934 = bitcast <8 x i32> %2933 to <8 x float>
  %2935 = fcmp oeq <8 x float> %2928, %71
  %2936 = select <8 x i1> %2935, <8 x float> %2934, <8 x float> %2931
  br label %2947

2937:                                             ; preds = %2924
  %2938 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2928)
  %2939 = bitcast <8 x float> %2928 to <8 x i32>
  %2940 = or <8 x i32> %2939, %109
  %2941 = bitcast <8 x i32> %2940 to <8 x float>
  %2942 = fcmp oeq <8 x float> %2928, %74
  %2943 = select <8 x i1> %2942, <8 x float> %2941, <8 x float> %2938
  br label %2947

2944:                                             ; preds = %2924
  %2945 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2929, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2946 = fadd <8 x float> %2928, %2945
  br label %2947

2947:                                             ; preds = %2944, %2937, %2930
  %2948 = phi <8 x float> [ %2946, %2944 ], [ %2943, %2937 ], [ %2936, %2930 ]
  switch i64 %625, label %1268 [
    i64 1, label %2963
    i64 2, label %2956
    i64 3, label %2949
    i64 0, label %2985
  ]

2949:                                             ; preds = %2947
  %2950 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2948)
  %2951 = bitcast <8 x float> %2948 to <8 x i32>
  %2952 = and <8 x i32> %2951, %108
  %2953 = bitcast <8 x i32> %2952 to <8 x float>
  %2954 = fcmp oeq <8 x float> %2948, %71
  %2955 = select <8 x i1> %2954, <8 x float> %2953, <8 x float> %2950
  br label %2966

2956:                                             ; preds = %2947
  %2957 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2948)
  %2958 = bitcast <8 x float> %2948 to <8 x i32>
  %2959 = or <8 x i32> %2958, %109
  %2960 = bitcast <8 x i32> %2959 to <8 x float>
  %2961 = fcmp oeq <8 x float> %2948, %74
  %2962 = select <8 x i1> %2961, <8 x float> %2960, <8 x float> %2957
  br label %2966

2963:                                             ; preds = %2947
  %2964 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2929, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2965 = fadd <8 x float> %2948, %2964
  br label %2966

2966:                                             ; preds = %2963, %2956, %2949
  %2967 = phi <8 x float> [ %2965, %2963 ], [ %2962, %2956 ], [ %2955, %2949 ]
  switch i64 %627, label %1268 [
    i64 1, label %2982
    i64 2, label %2975
    i64 3, label %2968
    i64 0, label %2985
  ]

2968:                                             ; preds = %2966
  %2969 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2967)
  %2970 = bitcast <8 x float> %2967 to <8 x i32>
  %2971 = and <8 x i32> %2970, %108
  %2972 = bitcast <8 x i32> %2971 to <8 x float>
  %2973 = fcmp oeq <8 x float> %2967, %71
  %2974 = select <8 x i1> %2973, <8 x float> %2972, <8 x float> %2969
  br label %2985

2975:                                             ; preds = %2966
  %2976 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2967)
  %2977 = bitcast <8 x float> %2967 to <8 x i32>
  %2978 = or <8 x i32> %2977, %109
  %2979 = bitcast <8 x i32> %2978 to <8 x float>
  %2980 = fcmp oeq <8 x float> %2967, %74
  %2981 = select <8 x i1> %2980, <8 x float> %2979, <8 x float> %2976
  br label %2985

2982:                                             ; preds = %2966
  %2983 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2929, <8 x i1> %2721, <8 x float> zeroinitializer)
  %2984 = fadd <8 x float> %2967, %2983
  br label %2985

2985:                                             ; preds = %2968, %2975, %2982, %2966, %2947
  %2986 = phi <8 x float> [ %2981, %2975 ], [ %2974, %2968 ], [ %2948, %2947 ], [ %2967, %2966 ], [ %2984, %2982 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2986, ptr align 1 %2927, <8 x i1> %2721)
  %2987 = add nsw i64 %2926, 8
  %2988 = getelementptr inbounds float, ptr %826, i64 %2987
  %2989 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2988, <8 x i1> %2729, <8 x float> zeroinitializer)
  %2990 = getelementptr inbounds float, ptr %824, i64 %2987
  switch i64 %615, label %1268 [
    i64 1, label %3005
    i64 2, label %2998
    i64 3, label %2991
  ]

2991:                                             ; preds = %2985
  %2992 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2989)
  %2993 = bitcast <8 x float> %2989 to <8 x i32>
  %2994 = and <8 x i32> %2993, %108
  %2995 = bitcast <8 x i32> %2994 to <8 x float>
  %2996 = fcmp oeq <8 x float> %2989, %71
  %2997 = select <8 x i1> %2996, <8 x float> %2995, <8 x float> %2992
  br label %3008

2998:                                             ; preds = %2985
  %2999 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2989)
  %3000 = bitcast <8 x float> %2989 to <8 x i32>
  %3001 = or <8 x i32> %3000, %109
  %3002 = bitcast <8 x i32> %3001 to <8 x float>
  %3003 = fcmp oeq <8 x float> %2989, %74
  %3004 = select <8 x i1> %3003, <8 x float> %3002, <8 x float> %2999
  br label %3008

3005:                                             ; preds = %2985
  %3006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2990, <8 x i1> %2729, <8 x float> zeroinitializer)
  %3007 = fadd <8 x float> %2989, %3006
  br label %3008

3008:                                             ; preds = %3005, %2998, %2991
  %3009 = phi <8 x float> [ %3007, %3005 ], [ %3004, %2998 ], [ %2997, %2991 ]
  switch i64 %629, label %1268 [
    i64 1, label %3024
    i64 2, label %3017
    i64 3, label %3010
    i64 0, label %3046
  ]

3010:                                             ; preds = %3008
  %3011 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3009)
  %3012 = bitcast <8 x float> %3009 to <8 x i32>
  %3013 = and <8 x i32> %3012, %108
  %3014 = bitcast <8 x i32> %3013 to <8 x float>
  %3015 = fcmp oeq <8 x float> %3009, %71
  %3016 = select <8 x i1> %3015, <8 x float> %3014, <8 x float> %3011
  br label %3027

3017:                                             ; preds = %3008
  %3018 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3009)
  %3019 = bitcast <8 x float> %3009 to <8 x i32>
  %3020 = or <8 x i32> %3019, %109
  %3021 = bitcast <8 x i32> %3020 to <8 x float>
  %3022 = fcmp oeq <8 x float> %3009, %74
  %3023 = select <8 x i1> %3022, <8 x float> %3021, <8 x float> %3018
  br label %3027

3024:                                             ; preds = %3008
  %3025 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2990, <8 x i1> %2729, <8 x float> zeroinitializer)
  %3026 = fadd <8 x float> %3009, %3025
  br label %3027

3027:                                             ; preds = %3024, %3017, %3010
  %3028 = phi <8 x float> [ %3026, %3024 ], [ %3023, %3017 ], [ %3016, %3010 ]
  switch i64 %631, label %1268 [
    i64 1, label %3043
    i64 2, label %3036
    i64 3, label %3029
    i64 0, label %3046
  ]

3029:                                             ; preds = %3027
  %3030 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3028)
  %3031 = bitcast <8 x float> %3028 to <8 x i32>
  %3032 = and <8 x i32> %3031, %108
  %3033 = bitcast <8 x i32> %3032 to <8 x float>
  %3034 = fcmp oeq <8 x float> %3028, %71
  %3035 = select <8 x i1> %3034, <8 x float> %3033, <8 x float> %3030
  br label %3046

3036:                                             ; preds = %3027
  %3037 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3028)
  %3038 = bitcast <8 x float> %3028 to <8 x i32>
  %3039 = or <8 x i32> %3038, %109
  %3040 = bitcast <8 x i32> %3039 to <8 x float>
  %3041 = fcmp oeq <8 x float> %3028, %74
  %3042 = select <8 x i1> %3041, <8 x float> %3040, <8 x float> %3037
  br label %3046

3043:                                             ; preds = %3027
  %3044 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2990, <8 x i1> %2729, <8 x float> zeroinitializer)
  %3045 = fadd <8 x float> %3028, %3044
  br label %3046

3046:                                             ; preds = %3029, %3036, %3043, %2798, %3027, %3008
  %3047 = phi ptr [ %2806, %2798 ], [ %2988, %3029 ], [ %2988, %3008 ], [ %2988, %3027 ], [ %2988, %3043 ], [ %2988, %3036 ]
  %3048 = phi <8 x float> [ %2807, %2798 ], [ %3035, %3029 ], [ %3009, %3008 ], [ %3028, %3027 ], [ %3045, %3043 ], [ %3042, %3036 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3048, ptr align 1 %3047, <8 x i1> %2729)
  br label %13665

3049:                                             ; preds = %2714
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %3050 = sdiv i64 %7, %19
  %3051 = insertelement <8 x i64> poison, i64 %3050, i64 0
  %3052 = shufflevector <8 x i64> %3051, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %3054

3053:                                             ; preds = %3106
  br i1 %104, label %3183, label %3172

3054:                                             ; preds = %3049, %3106
  %3055 = phi i1 [ true, %3049 ], [ false, %3106 ]
  %3056 = phi ptr [ %36, %3049 ], [ %95, %3106 ]
  %3057 = phi ptr [ %35, %3049 ], [ %96, %3106 ]
  %3058 = phi ptr [ %33, %3049 ], [ %34, %3106 ]
  %3059 = phi i64 [ 0, %3049 ], [ 1, %3106 ]
  %3060 = mul nuw nsw i64 %3059, 28
  %3061 = getelementptr nuw i8, ptr %35, i64 %3060
  %3062 = getelementptr nuw i8, ptr %36, i64 %3060
  %3063 = shl nuw nsw i64 %3059, 3
  %3064 = add i64 %1180, %3063
  %3065 = sub i64 %7, %3064
  %3066 = icmp sgt i64 %3065, 7
  %3067 = trunc i64 %3065 to i32
  %3068 = select i1 %3066, i32 8, i32 %3067
  %3069 = insertelement <8 x i32> poison, i32 %3068, i64 0
  %3070 = shufflevector <8 x i32> %3069, <8 x i32> poison, <8 x i32> zeroinitializer
  %3071 = icmp sgt <8 x i32> %3070, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3072 = sext <8 x i1> %3071 to <8 x i32>
  store <8 x i32> %3072, ptr %3058, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3062, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3061, i8 0, i64 28, i1 false)
  %3073 = icmp slt i64 %3064, %7
  br i1 %3073, label %3074, label %3106

3074:                                             ; preds = %3054
  %3075 = srem i64 %3064, %19
  %3076 = sdiv i64 %3064, %19
  br label %3077

3077:                                             ; preds = %3074, %3146
  %3078 = phi i64 [ 0, %3074 ], [ %3152, %3146 ]
  %3079 = phi i64 [ %3076, %3074 ], [ %3151, %3146 ]
  %3080 = phi i64 [ %3075, %3074 ], [ %3149, %3146 ]
  br i1 %102, label %3081, label %3107

3081:                                             ; preds = %3077
  %3082 = sub i64 %3079, %22
  %3083 = trunc nuw nsw i64 %3078 to i32
  %3084 = shl nuw nsw i32 1, %3083
  br i1 %748, label %3104, label %3085

3085:                                             ; preds = %3081
  %3086 = insertelement <8 x i64> poison, i64 %3082, i64 0
  %3087 = shufflevector <8 x i64> %3086, <8 x i64> poison, <8 x i32> zeroinitializer
  %3088 = insertelement <8 x i32> poison, i32 %3084, i64 0
  %3089 = shufflevector <8 x i32> %3088, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3090

3090:                                             ; preds = %3090, %3085
  %3091 = phi i64 [ 0, %3085 ], [ %3100, %3090 ]
  %3092 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3085 ], [ %3101, %3090 ]
  %3093 = add <8 x i64> %3087, %3092
  %3094 = icmp sgt <8 x i64> %3093, splat (i64 -1)
  %3095 = icmp slt <8 x i64> %3093, %3052
  %3096 = and <8 x i1> %3094, %3095
  %3097 = getelementptr i32, ptr %3057, i64 %3091
  %3098 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %3097, <8 x i1> %3096, <8 x i32> poison)
  %3099 = or <8 x i32> %3098, %3089
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %3099, ptr align 4 %3097, <8 x i1> %3096)
  %3100 = add nuw i64 %3091, 8
  %3101 = add nuw nsw <8 x i64> %3092, splat (i64 8)
  %3102 = icmp eq i64 %3100, %749
  br i1 %3102, label %3103, label %3090

3103:                                             ; preds = %3090
  br i1 %750, label %3107, label %3104

3104:                                             ; preds = %3081, %3103
  %3105 = phi i64 [ 0, %3081 ], [ %749, %3103 ]
  br label %3133

3106:                                             ; preds = %3146, %3054
  br i1 %3055, label %3054, label %3053

3107:                                             ; preds = %3143, %3103, %3077
  br i1 %103, label %3108, label %3146

3108:                                             ; preds = %3107
  %3109 = sub i64 %3080, %23
  %3110 = trunc nuw nsw i64 %3078 to i32
  %3111 = shl nuw nsw i32 1, %3110
  br i1 %751, label %3131, label %3112

3112:                                             ; preds = %3108
  %3113 = insertelement <8 x i64> poison, i64 %3109, i64 0
  %3114 = shufflevector <8 x i64> %3113, <8 x i64> poison, <8 x i32> zeroinitializer
  %3115 = insertelement <8 x i32> poison, i32 %3111, i64 0
  %3116 = shufflevector <8 x i32> %3115, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3117

3117:                                             ; preds = %3117, %3112
  %3118 = phi i64 [ 0, %3112 ], [ %3127, %3117 ]
  %3119 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3112 ], [ %3128, %3117 ]
  %3120 = add <8 x i64> %3114, %3119
  %3121 = icmp sgt <8 x i64> %3120, splat (i64 -1)
  %3122 = icmp slt <8 x i64> %3120, %754
  %3123 = and <8 x i1> %3121, %3122
  %3124 = getelementptr i32, ptr %3056, i64 %3118
  %3125 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %3124, <8 x i1> %3123, <8 x i32> poison)
  %3126 = or <8 x i32> %3125, %3116
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %3126, ptr align 4 %3124, <8 x i1> %3123)
  %3127 = add nuw i64 %3118, 8
  %3128 = add nuw nsw <8 x i64> %3119, splat (i64 8)
  %3129 = icmp eq i64 %3127, %752
  br i1 %3129, label %3130, label %3117

3130:                                             ; preds = %3117
  br i1 %755, label %3146, label %3131

3131:                                             ; preds = %3108, %3130
  %3132 = phi i64 [ 0, %3108 ], [ %752, %3130 ]
  br label %3157

3133:                                             ; preds = %3104, %3143
  %3134 = phi i64 [ %3144, %3143 ], [ %3105, %3104 ]
  %3135 = add i64 %3082, %3134
  %3136 = icmp sgt i64 %3135, -1
  %3137 = icmp slt i64 %3135, %3050
  %3138 = and i1 %3136, %3137
  br i1 %3138, label %3139, label %3143

3139:                                             ; preds = %3133
  %3140 = getelementptr inbounds nuw i32, ptr %3057, i64 %3134
  %3141 = load i32, ptr %3140, align 4
  %3142 = or i32 %3141, %3084
  store i32 %3142, ptr %3140, align 4
  br label %3143

3143:                                             ; preds = %3139, %3133
  %3144 = add nuw nsw i64 %3134, 1
  %3145 = icmp eq i64 %3144, %20
  br i1 %3145, label %3107, label %3133

3146:                                             ; preds = %3167, %3130, %3107
  %3147 = add nsw i64 %3080, 1
  %3148 = icmp eq i64 %3147, %19
  %3149 = select i1 %3148, i64 0, i64 %3147
  %3150 = zext i1 %3148 to i64
  %3151 = add nsw i64 %3079, %3150
  %3152 = add nuw nsw i64 %3078, 1
  %3153 = icmp samesign ult i64 %3078, 7
  %3154 = add nsw i64 %3064, %3152
  %3155 = icmp slt i64 %3154, %7
  %3156 = select i1 %3153, i1 %3155, i1 false
  br i1 %3156, label %3077, label %3106

3157:                                             ; preds = %3131, %3167
  %3158 = phi i64 [ %3168, %3167 ], [ %3132, %3131 ]
  %3159 = add i64 %3109, %3158
  %3160 = icmp sgt i64 %3159, -1
  %3161 = icmp slt i64 %3159, %19
  %3162 = and i1 %3160, %3161
  br i1 %3162, label %3163, label %3167

3163:                                             ; preds = %3157
  %3164 = getelementptr inbounds nuw i32, ptr %3056, i64 %3158
  %3165 = load i32, ptr %3164, align 4
  %3166 = or i32 %3165, %3111
  store i32 %3166, ptr %3164, align 4
  br label %3167

3167:                                             ; preds = %3163, %3157
  %3168 = add nuw nsw i64 %3158, 1
  %3169 = icmp eq i64 %3168, %21
  br i1 %3169, label %3146, label %3157

3170:                                             ; preds = %3195
  %3171 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %3213

3172:                                             ; preds = %3053
  %3173 = load float, ptr %839, align 1
  %3174 = insertelement <8 x float> poison, float %3173, i64 0
  %3175 = shufflevector <8 x float> %3174, <8 x float> poison, <8 x i32> zeroinitializer
  %3176 = insertelement <8 x float> poison, float %3173, i64 0
  %3177 = shufflevector <8 x float> %3176, <8 x float> poison, <8 x i32> zeroinitializer
  %3178 = load float, ptr %1126, align 1
  %3179 = insertelement <8 x float> poison, float %3178, i64 0
  %3180 = shufflevector <8 x float> %3179, <8 x float> poison, <8 x i32> zeroinitializer
  %3181 = insertelement <8 x float> poison, float %3178, i64 0
  %3182 = shufflevector <8 x float> %3181, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3195

3183:                                             ; preds = %3053
  %3184 = getelementptr float, ptr %821, i64 %1180
  %3185 = getelementptr float, ptr %3184, i64 %843
  %3186 = load <8 x i32>, ptr %33, align 32
  %3187 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3185, <8 x i32> %3186)
  %3188 = getelementptr inbounds nuw i8, ptr %3185, i64 32
  %3189 = load <8 x i32>, ptr %34, align 32
  %3190 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %3188, <8 x i32> %3189)
  %3191 = getelementptr float, ptr %3184, i64 %1130
  %3192 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3191, <8 x i32> %3186)
  %3193 = getelementptr inbounds nuw i8, ptr %3191, i64 32
  %3194 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %3193, <8 x i32> %3189)
  br label %3195

3195:                                             ; preds = %3183, %3172
  %3196 = phi <8 x float> [ %3192, %3183 ], [ %3180, %3172 ]
  %3197 = phi <8 x float> [ %3187, %3183 ], [ %3175, %3172 ]
  %3198 = phi <8 x float> [ %3190, %3183 ], [ %3177, %3172 ]
  %3199 = phi i64 [ %1130, %3183 ], [ %1128, %3172 ]
  %3200 = phi <8 x float> [ %3194, %3183 ], [ %3182, %3172 ]
  br i1 %102, label %3170, label %3201

3201:                                             ; preds = %3229, %3195
  %3202 = phi <8 x float> [ %3197, %3195 ], [ %3230, %3229 ]
  %3203 = phi <8 x float> [ %3198, %3195 ], [ %3231, %3229 ]
  %3204 = phi <8 x float> [ %3196, %3195 ], [ %3232, %3229 ]
  %3205 = phi <8 x float> [ %3200, %3195 ], [ %3233, %3229 ]
  %3206 = getelementptr float, ptr %826, i64 %1180
  %3207 = getelementptr float, ptr %3206, i64 %843
  %3208 = load <8 x i32>, ptr %33, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3207, <8 x i32> %3208, <8 x float> %3202)
  %3209 = getelementptr inbounds nuw i8, ptr %3207, i64 32
  %3210 = load <8 x i32>, ptr %34, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %3209, <8 x i32> %3210, <8 x float> %3203)
  %3211 = getelementptr float, ptr %3206, i64 %3199
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3211, <8 x i32> %3208, <8 x float> %3204)
  %3212 = getelementptr inbounds nuw i8, ptr %3211, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %3212, <8 x i32> %3210, <8 x float> %3205)
  br i1 %107, label %3550, label %3294

3213:                                             ; preds = %3170, %3229
  %3214 = phi <8 x float> [ %3197, %3170 ], [ %3230, %3229 ]
  %3215 = phi <8 x float> [ %3198, %3170 ], [ %3231, %3229 ]
  %3216 = phi <8 x float> [ %3196, %3170 ], [ %3232, %3229 ]
  %3217 = phi <8 x float> [ %3200, %3170 ], [ %3233, %3229 ]
  %3218 = phi i64 [ 0, %3170 ], [ %3234, %3229 ]
  br i1 %103, label %3219, label %3229

3219:                                             ; preds = %3213
  %3220 = getelementptr inbounds nuw i32, ptr %35, i64 %3218
  %3221 = sub nsw i64 %3218, %22
  %3222 = mul nsw i64 %3221, %19
  %3223 = getelementptr inbounds float, ptr %3171, i64 %3222
  %3224 = mul nuw nsw i64 %3218, %21
  %3225 = getelementptr inbounds nuw float, ptr %840, i64 %3224
  %3226 = load i32, ptr %3220, align 4
  %3227 = getelementptr inbounds nuw i8, ptr %3220, i64 28
  %3228 = load i32, ptr %3227, align 4
  br label %3236

3229:                                             ; preds = %3259, %3213
  %3230 = phi <8 x float> [ %3214, %3213 ], [ %3260, %3259 ]
  %3231 = phi <8 x float> [ %3215, %3213 ], [ %3261, %3259 ]
  %3232 = phi <8 x float> [ %3216, %3213 ], [ %3262, %3259 ]
  %3233 = phi <8 x float> [ %3217, %3213 ], [ %3263, %3259 ]
  %3234 = add nuw nsw i64 %3218, 1
  %3235 = icmp eq i64 %3234, %20
  br i1 %3235, label %3201, label %3213

3236:                                             ; preds = %3219, %3259
  %3237 = phi <8 x float> [ %3214, %3219 ], [ %3260, %3259 ]
  %3238 = phi <8 x float> [ %3215, %3219 ], [ %3261, %3259 ]
  %3239 = phi <8 x float> [ %3216, %3219 ], [ %3262, %3259 ]
  %3240 = phi <8 x float> [ %3217, %3219 ], [ %3263, %3259 ]
  %3241 = phi i64 [ 0, %3219 ], [ %3264, %3259 ]
  %3242 = getelementptr inbounds nuw i32, ptr %36, i64 %3241
  %3243 = load i32, ptr %3242, align 4
  %3244 = and i32 %3243, %3226
  %3245 = insertelement <8 x i32> poison, i32 %3244, i64 0
  %3246 = shufflevector <8 x i32> %3245, <8 x i32> poison, <8 x i32> zeroinitializer
  %3247 = and <8 x i32> %3246, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %3248 = icmp ne <8 x i32> %3247, zeroinitializer
  %3249 = getelementptr inbounds nuw i8, ptr %3242, i64 28
  %3250 = load i32, ptr %3249, align 4
  %3251 = and i32 %3250, %3228
  %3252 = insertelement <8 x i32> poison, i32 %3251, i64 0
  %3253 = shufflevector <8 x i32> %3252, <8 x i32> poison, <8 x i32> zeroinitializer
  %3254 = and <8 x i32> %3253, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %3255 = icmp ne <8 x i32> %3254, zeroinitializer
  %3256 = sub nsw i64 %3241, %23
  %3257 = getelementptr inbounds float, ptr %3223, i64 %3256
  %3258 = getelementptr inbounds nuw float, ptr %3225, i64 %3241
  br i1 %106, label %3266, label %3259

3259:                                             ; preds = %3266, %3236
  %3260 = phi <8 x float> [ %3237, %3236 ], [ %3282, %3266 ]
  %3261 = phi <8 x float> [ %3238, %3236 ], [ %3283, %3266 ]
  %3262 = phi <8 x float> [ %3239, %3236 ], [ %3290, %3266 ]
  %3263 = phi <8 x float> [ %3240, %3236 ], [ %3291, %3266 ]
  %3264 = add nuw nsw i64 %3241, 1
  %3265 = icmp eq i64 %3264, %21
  br i1 %3265, label %3229, label %3236

3266:                                             ; preds = %3236, %3266
  %3267 = phi <8 x float> [ %3282, %3266 ], [ %3237, %3236 ]
  %3268 = phi <8 x float> [ %3283, %3266 ], [ %3238, %3236 ]
  %3269 = phi <8 x float> [ %3290, %3266 ], [ %3239, %3236 ]
  %3270 = phi <8 x float> [ %3291, %3266 ], [ %3240, %3236 ]
  %3271 = phi i64 [ %3292, %3266 ], [ 0, %3236 ]
  %3272 = mul nsw i64 %3271, %7
  %3273 = getelementptr inbounds float, ptr %3257, i64 %3272
  %3274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3273, <8 x i1> %3248, <8 x float> zeroinitializer)
  %3275 = getelementptr inbounds nuw i8, ptr %3273, i64 32
  %3276 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3275, <8 x i1> %3255, <8 x float> zeroinitializer)
  %3277 = mul nuw nsw i64 %3271, %101
  %3278 = getelementptr inbounds nuw float, ptr %3258, i64 %3277
  %3279 = load float, ptr %3278, align 1
  %3280 = insertelement <8 x float> poison, float %3279, i64 0
  %3281 = shufflevector <8 x float> %3280, <8 x float> poison, <8 x i32> zeroinitializer
  %3282 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3274, <8 x float> %3281, <8 x float> %3267)
  %3283 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3276, <8 x float> %3281, <8 x float> %3268)
  %3284 = add nuw nsw i64 %5, %3271
  %3285 = mul nuw nsw i64 %3284, %101
  %3286 = getelementptr inbounds nuw float, ptr %3258, i64 %3285
  %3287 = load float, ptr %3286, align 1
  %3288 = insertelement <8 x float> poison, float %3287, i64 0
  %3289 = shufflevector <8 x float> %3288, <8 x float> poison, <8 x i32> zeroinitializer
  %3290 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3274, <8 x float> %3289, <8 x float> %3269)
  %3291 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3276, <8 x float> %3289, <8 x float> %3270)
  %3292 = add nuw nsw i64 %3271, 1
  %3293 = icmp eq i64 %3292, %5
  br i1 %3293, label %3259, label %3266

3294:                                             ; preds = %3201
  %3295 = add nsw i64 %843, %1180
  %3296 = getelementptr inbounds float, ptr %826, i64 %3295
  %3297 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3296, <8 x i32> %3208)
  %3298 = getelementptr inbounds float, ptr %824, i64 %3295
  switch i64 %598, label %1268 [
    i64 1, label %3309
    i64 2, label %3312
    i64 3, label %3319
    i64 0, label %3299
  ]

3299:                                             ; preds = %3294
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3296, <8 x i32> %3208, <8 x float> %3297)
  %3300 = getelementptr float, ptr %826, i64 %3295
  %3301 = getelementptr i8, ptr %3300, i64 32
  %3302 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3301, <8 x i32> %3210)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3301, <8 x i32> %3210, <8 x float> %3302)
  %3303 = add nsw i64 %3199, %1180
  %3304 = getelementptr inbounds float, ptr %826, i64 %3303
  %3305 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3304, <8 x i32> %3208)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3304, <8 x i32> %3208, <8 x float> %3305)
  %3306 = getelementptr float, ptr %826, i64 %3303
  %3307 = getelementptr i8, ptr %3306, i64 32
  %3308 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3307, <8 x i32> %3210)
  br label %3547

3309:                                             ; preds = %3294
  %3310 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3298, <8 x i32> %3208)
  %3311 = fadd <8 x float> %3297, %3310
  br label %3326

3312:                                             ; preds = %3294
  %3313 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3297)
  %3314 = bitcast <8 x float> %3297 to <8 x i32>
  %3315 = or <8 x i32> %3314, %109
  %3316 = bitcast <8 x i32> %3315 to <8 x float>
  %3317 = fcmp oeq <8 x float> %3297, %74
  %3318 = select <8 x i1> %3317, <8 x float> %3316, <8 x float> %3313
  br label %3326

3319:                                             ; preds = %3294
  %3320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3297)
  %3321 = bitcast <8 x float> %3297 to <8 x i32>
  %3322 = and <8 x i32> %3321, %108
  %3323 = bitcast <8 x i32> %3322 to <8 x float>
  %3324 = fcmp oeq <8 x float> %3297, %71
  %3325 = select <8 x i1> %3324, <8 x float> %3323, <8 x float> %3320
  br label %3326

3326:                                             ; preds = %3319, %3312, %3309
  %3327 = phi <8 x float> [ %3311, %3309 ], [ %3318, %3312 ], [ %3325, %3319 ]
  switch i64 %600, label %1268 [
    i64 1, label %3342
    i64 2, label %3335
    i64 3, label %3328
    i64 0, label %3364
  ]

3328:                                             ; preds = %3326
  %3329 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3327)
  %3330 = bitcast <8 x float> %3327 to <8 x i32>
  %3331 = and <8 x i32> %3330, %108
  %3332 = bitcast <8 x i32> %3331 to <8 x float>
  %3333 = fcmp oeq <8 x float> %3327, %71
  %3334 = select <8 x i1> %3333, <8 x float> %3332, <8 x float> %3329
  br label %3345

3335:                                             ; preds = %3326
  %3336 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3327)
  %3337 = bitcast <8 x float> %3327 to <8 x i32>
  %3338 = or <8 x i32> %3337, %109
  %3339 = bitcast <8 x i32> %3338 to <8 x float>
  %3340 = fcmp oeq <8 x float> %3327, %74
  %3341 = select <8 x i1> %3340, <8 x float> %3339, <8 x float> %3336
  br label %3345

3342:                                             ; preds = %3326
  %3343 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3298, <8 x i32> %3208)
  %3344 = fadd <8 x float> %3327, %3343
  br label %3345

3345:                                             ; preds = %3342, %3335, %3328
  %3346 = phi <8 x float> [ %3344, %3342 ], [ %3341, %3335 ], [ %3334, %3328 ]
  switch i64 %602, label %1268 [
    i64 1, label %3361
    i64 2, label %3354
    i64 3, label %3347
    i64 0, label %3364
  ]

3347:                                             ; preds = %3345
  %3348 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3346)
  %3349 = bitcast <8 x float> %3346 to <8 x i32>
  %3350 = and <8 x i32> %3349, %108
  %3351 = bitcast <8 x i32> %3350 to <8 x float>
  %3352 = fcmp oeq <8 x float> %3346, %71
  %3353 = select <8 x i1> %3352, <8 x float> %3351, <8 x float> %3348
  br label %3364

3354:                                             ; preds = %3345
  %3355 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3346)
  %3356 = bitcast <8 x float> %3346 to <8 x i32>
  %3357 = or <8 x i32> %3356, %109
  %3358 = bitcast <8 x i32> %3357 to <8 x float>
  %3359 = fcmp oeq <8 x float> %3346, %74
  %3360 = select <8 x i1> %3359, <8 x float> %3358, <8 x float> %3355
  br label %3364

3361:                                             ; preds = %3345
  %3362 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3298, <8 x i32> %3208)
  %3363 = fadd <8 x float> %3346, %3362
  br label %3364

3364:                                             ; preds = %3347, %3354, %3361, %3345, %3326
  %3365 = phi <8 x float> [ %3346, %3345 ], [ %3353, %3347 ], [ %3327, %3326 ], [ %3363, %3361 ], [ %3360, %3354 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3296, <8 x i32> %3208, <8 x float> %3365)
  %3366 = add nsw i64 %3295, 8
  %3367 = getelementptr inbounds float, ptr %826, i64 %3366
  %3368 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3367, <8 x i32> %3210)
  %3369 = getelementptr inbounds float, ptr %824, i64 %3366
  switch i64 %598, label %1268 [
    i64 1, label %3384
    i64 2, label %3377
    i64 3, label %3370
  ]

3370:                                             ; preds = %3364
  %3371 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3368)
  %3372 = bitcast <8 x float> %3368 to <8 x i32>
  %3373 = and <8 x i32> %3372, %108
  %3374 = bitcast <8 x i32> %3373 to <8 x float>
  %3375 = fcmp oeq <8 x float> %3368, %71
  %3376 = select <8 x i1> %3375, <8 x float> %3374, <8 x float> %3371
  br label %3387

3377:                                             ; preds = %3364
  %3378 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3368)
  %3379 = bitcast <8 x float> %3368 to <8 x i32>
  %3380 = or <8 x i32> %3379, %109
  %3381 = bitcast <8 x i32> %3380 to <8 x float>
  %3382 = fcmp oeq <8 x float> %3368, %74
  %3383 = select <8 x i1> %3382, <8 x float> %3381, <8 x float> %3378
  br label %3387

3384:                                             ; preds = %3364
  %3385 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3369, <8 x i32> %3210)
  %3386 = fadd <8 x float> %3368, %3385
  br label %3387

3387:                                             ; preds = %3384, %3377, %3370
  %3388 = phi <8 x float> [ %3386, %3384 ], [ %3383, %3377 ], [ %3376, %3370 ]
  switch i64 %604, label %1268 [
    i64 1, label %3403
    i64 2, label %3396
    i64 3, label %3389
    i64 0, label %3425
  ]

3389:                                             ; preds = %3387
  %3390 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3388)
  %3391 = bitcast <8 x float> %3388 to <8 x i32>
  %3392 = and <8 x i32> %3391, %108
  %3393 = bitcast <8 x i32> %3392 to <8 x float>
  %3394 = fcmp oeq <8 x float> %3388, %71
  %3395 = select <8 x i1> %3394, <8 x float> %3393, <8 x float> %3390
  br label %3406

3396:                                             ; preds = %3387
  %3397 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3388)
  %3398 = bitcast <8 x float> %3388 to <8 x i32>
  %3399 = or <8 x i32> %3398, %109
  %3400 = bitcast <8 x i32> %3399 to <8 x float>
  %3401 = fcmp oeq <8 x float> %3388, %74
  %3402 = select <8 x i1> %3401, <8 x float> %3400, <8 x float> %3397
  br label %3406

3403:                                             ; preds = %3387
  %3404 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3369, <8 x i32> %3210)
  %3405 = fadd <8 x float> %3388, %3404
  br label %3406

3406:                                             ; preds = %3403, %3396, %3389
  %3407 = phi <8 x float> [ %3405, %3403 ], [ %3402, %3396 ], [ %3395, %3389 ]
  switch i64 %606, label %1268 [
    i64 1, label %3422
    i64 2, label %3415
    i64 3, label %3408
    i64 0, label %3425
  ]

3408:                                             ; preds = %3406
  %3409 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3407)
  %3410 = bitcast <8 x float> %3407 to <8 x i32>
  %3411 = and <8 x i32> %3410, %108
  %3412 = bitcast <8 x i32> %3411 to <8 x float>
  %3413 = fcmp oeq <8 x float> %3407, %71
  %3414 = select <8 x i1> %3413, <8 x float> %3412, <8 x float> %3409
  br label %3425

3415:                                             ; preds = %3406
  %3416 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3407)
  %3417 = bitcast <8 x float> %3407 to <8 x i32>
  %3418 = or <8 x i32> %3417, %109
  %3419 = bitcast <8 x i32> %3418 to <8 x float>
  %3420 = fcmp oeq <8 x float> %3407, %74
  %3421 = select <8 x i1> %3420, <8 x float> %3419, <8 x float> %3416
  br label %3425

3422:                                             ; preds = %3406
  %3423 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3369, <8 x i32> %3210)
  %3424 = fadd <8 x float> %3407, %3423
  br label %3425

3425:                                             ; preds = %3408, %3415, %3422, %3406, %3387
  %3426 = phi <8 x float> [ %3421, %3415 ], [ %3414, %3408 ], [ %3388, %3387 ], [ %3407, %3406 ], [ %3424, %3422 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3367, <8 x i32> %3210, <8 x float> %3426)
  %3427 = add nsw i64 %3199, %1180
  %3428 = getelementptr inbounds float, ptr %826, i64 %3427
  %3429 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3428, <8 x i32> %3208)
  %3430 = getelementptr inbounds float, ptr %824, i64 %3427
  switch i64 %598, label %1268 [
    i64 1, label %3445
    i64 2, label %3438
    i64 3, label %3431
  ]

3431:                                             ; preds = %3425
  %3432 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3429)
  %3433 = bitcast <8 x float> %3429 to <8 x i32>
  %3434 = and <8 x i32> %3433, %108
  %3435 = bitcast <8 x i32> %3434 to <8 x float>
  %3436 = fcmp oeq <8 x float> %3429, %71
  %3437 = select <8 x i1> %3436, <8 x float> %3435, <8 x float> %3432
  br label %3448

3438:                                             ; preds = %3425
  %3439 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3429)
  %3440 = bitcast <8 x float> %3429 to <8 x i32>
  %3441 = or <8 x i32> %3440, %109
  %3442 = bitcast <8 x i32> %3441 to <8 x float>
  %3443 = fcmp oeq <8 x float> %3429, %74
  %3444 = select <8 x i1> %3443, <8 x float> %3442, <8 x float> %3439
  br label %3448

3445:                                             ; preds = %3425
  %3446 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3430, <8 x i32> %3208)
  %3447 = fadd <8 x float> %3429, %3446
  br label %3448

3448:                                             ; preds = %3445, %3438, %3431
  %3449 = phi <8 x float> [ %3447, %3445 ], [ %3444, %3438 ], [ %3437, %3431 ]
  switch i64 %608, label %1268 [
    i64 1, label %3464
    i64 2, label %3457
    i64 3, label %3450
    i64 0, label %3486
  ]

3450:                                             ; preds = %3448
  %3451 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3449)
  %3452 = bitcast <8 x float> %3449 to <8 x i32>
  %3453 = and <8 x i32> %3452, %108
  %3454 = bitcast <8 x i32> %3453 to <8 x float>
  %3455 = fcmp oeq <8 x float> %3449, %71
  %3456 = select <8 x i1> %3455, <8 x float> %3454, <8 x float> %3451
  br label %3467

3457:                                             ; preds = %3448
  %3458 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3449)
  %3459 = bitcast <8 x float> %3449 to <8 x i32>
  %3460 = or <8 x i32> %3459, %109
  %3461 = bitcast <8 x i32> %3460 to <8 x float>
  %3462 = fcmp oeq <8 x float> %3449, %74
  %3463 = select <8 x i1> %3462, <8 x float> %3461, <8 x float> %3458
  br label %3467

3464:                                             ; preds = %3448
  %3465 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3430, <8 x i32> %3208)
  %3466 = fadd <8 x float> %3449, %3465
  br label %3467

3467:                                             ; preds = %3464, %3457, %3450
  %3468 = phi <8 x float> [ %3466, %3464 ], [ %3463, %3457 ], [ %3456, %3450 ]
  switch i64 %610, label %1268 [
    i64 1, label %3483
    i64 2, label %3476
    i64 3, label %3469
    i64 0, label %3486
  ]

3469:                                             ; preds = %3467
  %3470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3468)
  %3471 = bitcast <8 x float> %3468 to <8 x i32>
  %3472 = and <8 x i32> %3471, %108
  %3473 = bitcast <8 x i32> %3472 to <8 x float>
  %3474 = fcmp oeq <8 x float> %3468, %71
  %3475 = select <8 x i1> %3474, <8 x float> %3473, <8 x float> %3470
  br label %3486

3476:                                             ; preds = %3467
  %3477 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3468)
  %3478 = bitcast <8 x float> %3468 to <8 x i32>
  %3479 = or <8 x i32> %3478, %109
  %3480 = bitcast <8 x i32> %3479 to <8 x float>
  %3481 = fcmp oeq <8 x float> %3468, %74
  %3482 = select <8 x i1> %3481, <8 x float> %3480, <8 x float> %3477
  br label %3486

3483:                                             ; preds = %3467
  %3484 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3430, <8 x i32> %3208)
  %3485 = fadd <8 x float> %3468, %3484
  br label %3486

3486:                                             ; preds = %3469, %3476, %3483, %3467, %3448
  %3487 = phi <8 x float> [ %3482, %3476 ], [ %3475, %3469 ], [ %3449, %3448 ], [ %3468, %3467 ], [ %3485, %3483 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3428, <8 x i32> %3208, <8 x float> %3487)
  %3488 = add nsw i64 %3427, 8
  %3489 = getelementptr inbounds float, ptr %826, i64 %3488
  %3490 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3489, <8 x i32> %3210)
  %3491 = getelementptr inbounds float, ptr %824, i64 %3488
  switch i64 %598, label %1268 [
    i64 1, label %3506
    i64 2, label %3499
    i64 3, label %3492
  ]

3492:                                             ; preds = %3486
  %3493 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3490)
  %3494 = bitcast <8 x float> %3490 to <8 x i32>
  %3495 = and <8 x i32> %3494, %108
  %3496 = bitcast <8 x i32> %3495 to <8 x float>
  %3497 = fcmp oeq <8 x float> %3490, %71
  %3498 = select <8 x i1> %3497, <8 x float> %3496, <8 x float> %3493
  br label %3509

3499:                                             ; preds = %3486
  %3500 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3490)
  %3501 = bitcast <8 x float> %3490 to <8 x i32>
  %3502 = or <8 x i32> %3501, %109
  %3503 = bitcast <8 x i32> %3502 to <8 x float>
  %3504 = fcmp oeq <8 x float> %3490, %74
  %3505 = select <8 x i1> %3504, <8 x float> %3503, <8 x float> %3500
  br label %3509

3506:                                             ; preds = %3486
  %3507 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3491, <8 x i32> %3210)
  %3508 = fadd <8 x float> %3490, %3507
  br label %3509

3509:                                             ; preds = %3506, %3499, %3492
  %3510 = phi <8 x float> [ %3508, %3506 ], [ %3505, %3499 ], [ %3498, %3492 ]
  switch i64 %612, label %1268 [
    i64 1, label %3525
    i64 2, label %3518
    i64 3, label %3511
    i64 0, label %3547
  ]

3511:                                             ; preds = %3509
  %3512 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3510)
  %3513 = bitcast <8 x float> %3510 to <8 x i32>
  %3514 = and <8 x i32> %3513, %108
  %3515 = bitcast <8 x i32> %3514 to <8 x float>
  %3516 = fcmp oeq <8 x float> %3510, %71
  %3517 = select <8 x i1> %3516, <8 x float> %3515, <8 x float> %3512
  br label %3528

3518:                                             ; preds = %3509
  %3519 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3510)
  %3520 = bitcast <8 x float> %3510 to <8 x i32>
  %3521 = or <8 x i32> %3520, %109
  %3522 = bitcast <8 x i32> %3521 to <8 x float>
  %3523 = fcmp oeq <8 x float> %3510, %74
  %3524 = select <8 x i1> %3523, <8 x float> %3522, <8 x float> %3519
  br label %3528

3525:                                             ; preds = %3509
  %3526 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3491, <8 x i32> %3210)
  %3527 = fadd <8 x float> %3510, %3526
  br label %3528

3528:                                             ; preds = %3525, %3518, %3511
  %3529 = phi <8 x float> [ %3527, %3525 ], [ %3524, %3518 ], [ %3517, %3511 ]
  switch i64 %614, label %1268 [
    i64 1, label %3544
    i64 2, label %3537
    i64 3, label %3530
    i64 0, label %3547
  ]

3530:                                             ; preds = %3528
  %3531 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3529)
  %3532 = bitcast <8 x float> %3529 to <8 x i32>
  %3533 = and <8 x i32> %3532, %108
  %3534 = bitcast <8 x i32> %3533 to <8 x float>
  %3535 = fcmp oeq <8 x float> %3529, %71
  %3536 = select <8 x i1> %3535, <8 x float> %3534, <8 x float> %3531
  br label %3547

3537:                                             ; preds = %3528
  %3538 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3529)
  %3539 = bitcast <8 x float> %3529 to <8 x i32>
  %3540 = or <8 x i32> %3539, %109
  %3541 = bitcast <8 x i32> %3540 to <8 x float>
  %3542 = fcmp oeq <8 x float> %3529, %74
  %3543 = select <8 x i1> %3542, <8 x float> %3541, <8 x float> %3538
  br label %3547

3544:                                             ; preds = %3528
  %3545 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3491, <8 x i32> %3210)
  %3546 = fadd <8 x float> %3529, %3545
  br label %3547

3547:                                             ; preds = %3530, %3537, %3544, %3299, %3528, %3509
  %3548 = phi ptr [ %3307, %3299 ], [ %3489, %3530 ], [ %3489, %3509 ], [ %3489, %3528 ], [ %3489, %3544 ], [ %3489, %3537 ]
  %3549 = phi <8 x float> [ %3308, %3299 ], [ %3536, %3530 ], [ %3510, %3509 ], [ %3529, %3528 ], [ %3546, %3544 ], [ %3543, %3537 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3548, <8 x i32> %3210, <8 x float> %3549)
  br label %3550

3550:                                             ; preds = %3547, %3201
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %13665

3551:                                             ; preds = %1179
  br i1 %85, label %3552, label %3852

3552:                                             ; preds = %3551
  %3553 = icmp sgt i64 %1181, 7
  %3554 = trunc i64 %1181 to i32
  %3555 = select i1 %3553, i32 8, i32 %3554
  %3556 = insertelement <8 x i32> poison, i32 %3555, i64 0
  %3557 = shufflevector <8 x i32> %3556, <8 x i32> poison, <8 x i32> zeroinitializer
  %3558 = icmp sgt <8 x i32> %3557, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %3569, label %3559

3559:                                             ; preds = %3552
  %3560 = load float, ptr %839, align 1
  %3561 = insertelement <8 x float> poison, float %3560, i64 0
  %3562 = shufflevector <8 x float> %3561, <8 x float> poison, <8 x i32> zeroinitializer
  %3563 = load float, ptr %1116, align 1
  %3564 = insertelement <8 x float> poison, float %3563, i64 0
  %3565 = shufflevector <8 x float> %3564, <8 x float> poison, <8 x i32> zeroinitializer
  %3566 = load float, ptr %1117, align 1
  %3567 = insertelement <8 x float> poison, float %3566, i64 0
  %3568 = shufflevector <8 x float> %3567, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3577

3569:                                             ; preds = %3552
  %3570 = getelementptr float, ptr %821, i64 %1180
  %3571 = getelementptr float, ptr %3570, i64 %843
  %3572 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3571, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3573 = getelementptr float, ptr %3570, i64 %1119
  %3574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3573, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3575 = getelementptr float, ptr %3570, i64 %1121
  %3576 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3575, <8 x i1> %3558, <8 x float> zeroinitializer)
  br label %3577

3577:                                             ; preds = %3569, %3559
  %3578 = phi <8 x float> [ %3574, %3569 ], [ %3565, %3559 ]
  %3579 = phi <8 x float> [ %3572, %3569 ], [ %3562, %3559 ]
  %3580 = phi <8 x float> [ %3576, %3569 ], [ %3568, %3559 ]
  %3581 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %3582, label %3607

3582:                                             ; preds = %3577
  br i1 %744, label %3584, label %3615

3583:                                             ; preds = %3615
  br i1 %746, label %3607, label %3584

3584:                                             ; preds = %3583, %3582
  %3585 = phi <8 x float> [ %3580, %3582 ], [ %3657, %3583 ]
  %3586 = phi <8 x float> [ %3578, %3582 ], [ %3652, %3583 ]
  %3587 = phi <8 x float> [ %3579, %3582 ], [ %3647, %3583 ]
  %3588 = phi i64 [ 0, %3582 ], [ %3658, %3583 ]
  tail call void @llvm.assume(i1 %747)
  %3589 = mul nsw i64 %3588, %7
  %3590 = getelementptr inbounds float, ptr %3581, i64 %3589
  %3591 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3590, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3592 = getelementptr float, ptr %842, i64 %3588
  %3593 = load float, ptr %3592, align 1
  %3594 = insertelement <8 x float> poison, float %3593, i64 0
  %3595 = shufflevector <8 x float> %3594, <8 x float> poison, <8 x i32> zeroinitializer
  %3596 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3591, <8 x float> %3595, <8 x float> %3587)
  %3597 = getelementptr float, ptr %3592, i64 %5
  %3598 = load float, ptr %3597, align 1
  %3599 = insertelement <8 x float> poison, float %3598, i64 0
  %3600 = shufflevector <8 x float> %3599, <8 x float> poison, <8 x i32> zeroinitializer
  %3601 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3591, <8 x float> %3600, <8 x float> %3586)
  %3602 = getelementptr i8, ptr %3592, i64 %584
  %3603 = load float, ptr %3602, align 1
  %3604 = insertelement <8 x float> poison, float %3603, i64 0
  %3605 = shufflevector <8 x float> %3604, <8 x float> poison, <8 x i32> zeroinitializer
  %3606 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3591, <8 x float> %3605, <8 x float> %3585)
  br label %3607

3607:                                             ; preds = %3584, %3583, %3577
  %3608 = phi <8 x float> [ %3580, %3577 ], [ %3657, %3583 ], [ %3606, %3584 ]
  %3609 = phi <8 x float> [ %3578, %3577 ], [ %3652, %3583 ], [ %3601, %3584 ]
  %3610 = phi <8 x float> [ %3579, %3577 ], [ %3647, %3583 ], [ %3596, %3584 ]
  %3611 = getelementptr float, ptr %826, i64 %1180
  %3612 = getelementptr float, ptr %3611, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3610, ptr align 1 %3612, <8 x i1> %3558)
  %3613 = getelementptr float, ptr %3611, i64 %1123
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3609, ptr align 1 %3613, <8 x i1> %3558)
  %3614 = getelementptr float, ptr %3611, i64 %1125
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3608, ptr align 1 %3614, <8 x i1> %3558)
  br i1 %107, label %13665, label %3661

3615:                                             ; preds = %3582, %3615
  %3616 = phi <8 x float> [ %3657, %3615 ], [ %3580, %3582 ]
  %3617 = phi <8 x float> [ %3652, %3615 ], [ %3578, %3582 ]
  %3618 = phi <8 x float> [ %3647, %3615 ], [ %3579, %3582 ]
  %3619 = phi i64 [ %3658, %3615 ], [ 0, %3582 ]
  %3620 = phi i64 [ %3659, %3615 ], [ 0, %3582 ]
  %3621 = mul nsw i64 %3619, %7
  %3622 = getelementptr inbounds float, ptr %3581, i64 %3621
  %3623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3622, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3624 = getelementptr float, ptr %842, i64 %3619
  %3625 = load float, ptr %3624, align 1
  %3626 = insertelement <8 x float> poison, float %3625, i64 0
  %3627 = shufflevector <8 x float> %3626, <8 x float> poison, <8 x i32> zeroinitializer
  %3628 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3623, <8 x float> %3627, <8 x float> %3618)
  %3629 = getelementptr float, ptr %3624, i64 %5
  %3630 = load float, ptr %3629, align 1
  %3631 = insertelement <8 x float> poison, float %3630, i64 0
  %3632 = shufflevector <8 x float> %3631, <8 x float> poison, <8 x i32> zeroinitializer
  %3633 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3623, <8 x float> %3632, <8 x float> %3617)
  %3634 = getelementptr i8, ptr %3624, i64 %584
  %3635 = load float, ptr %3634, align 1
  %3636 = insertelement <8 x float> poison, float %3635, i64 0
  %3637 = shufflevector <8 x float> %3636, <8 x float> poison, <8 x i32> zeroinitializer
  %3638 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3623, <8 x float> %3637, <8 x float> %3616)
  %3639 = or disjoint i64 %3619, 1
  %3640 = mul nsw i64 %3639, %7
  %3641 = getelementptr inbounds float, ptr %3581, i64 %3640
  %3642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3641, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3643 = getelementptr float, ptr %842, i64 %3639
  %3644 = load float, ptr %3643, align 1
  %3645 = insertelement <8 x float> poison, float %3644, i64 0
  %3646 = shufflevector <8 x float> %3645, <8 x float> poison, <8 x i32> zeroinitializer
  %3647 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3642, <8 x float> %3646, <8 x float> %3628)
  %3648 = getelementptr float, ptr %3643, i64 %5
  %3649 = load float, ptr %3648, align 1
  %3650 = insertelement <8 x float> poison, float %3649, i64 0
  %3651 = shufflevector <8 x float> %3650, <8 x float> poison, <8 x i32> zeroinitializer
  %3652 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3642, <8 x float> %3651, <8 x float> %3633)
  %3653 = getelementptr i8, ptr %3643, i64 %584
  %3654 = load float, ptr %3653, align 1
  %3655 = insertelement <8 x float> poison, float %3654, i64 0
  %3656 = shufflevector <8 x float> %3655, <8 x float> poison, <8 x i32> zeroinitializer
  %3657 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3642, <8 x float> %3656, <8 x float> %3638)
  %3658 = add nuw nsw i64 %3619, 2
  %3659 = add i64 %3620, 2
  %3660 = icmp eq i64 %3659, %745
  br i1 %3660, label %3583, label %3615

3661:                                             ; preds = %3607
  %3662 = add nsw i64 %843, %1180
  %3663 = getelementptr inbounds float, ptr %826, i64 %3662
  %3664 = getelementptr inbounds float, ptr %824, i64 %3662
  %3665 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3663, <8 x i1> %3558, <8 x float> zeroinitializer)
  switch i64 %585, label %1268 [
    i64 1, label %3671
    i64 2, label %3674
    i64 3, label %3681
    i64 0, label %3666
  ]

3666:                                             ; preds = %3661
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3665, ptr align 1 %3663, <8 x i1> %3558)
  %3667 = getelementptr float, ptr %1172, i64 %1180
  %3668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3667, <8 x i1> %3558, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3668, ptr align 1 %3667, <8 x i1> %3558)
  %3669 = getelementptr float, ptr %1173, i64 %1180
  %3670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3669, <8 x i1> %3558, <8 x float> zeroinitializer)
  br label %3848

3671:                                             ; preds = %3661
  %3672 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3664, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3673 = fadd <8 x float> %3665, %3672
  br label %3688

3674:                                             ; preds = %3661
  %3675 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3665)
  %3676 = bitcast <8 x float> %3665 to <8 x i32>
  %3677 = or <8 x i32> %3676, %109
  %3678 = bitcast <8 x i32> %3677 to <8 x float>
  %3679 = fcmp oeq <8 x float> %3665, %74
  %3680 = select <8 x i1> %3679, <8 x float> %3678, <8 x float> %3675
  br label %3688

3681:                                             ; preds = %3661
  %3682 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3665)
  %3683 = bitcast <8 x float> %3665 to <8 x i32>
  %3684 = and <8 x i32> %3683, %108
  %3685 = bitcast <8 x i32> %3684 to <8 x float>
  %3686 = fcmp oeq <8 x float> %3665, %71
  %3687 = select <8 x i1> %3686, <8 x float> %3685, <8 x float> %3682
  br label %3688

3688:                                             ; preds = %3681, %3674, %3671
  %3689 = phi <8 x float> [ %3673, %3671 ], [ %3680, %3674 ], [ %3687, %3681 ]
  switch i64 %587, label %1268 [
    i64 1, label %3704
    i64 2, label %3697
    i64 3, label %3690
    i64 0, label %3726
  ]

3690:                                             ; preds = %3688
  %3691 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3689)
  %3692 = bitcast <8 x float> %3689 to <8 x i32>
  %3693 = and <8 x i32> %3692, %108
  %3694 = bitcast <8 x i32> %3693 to <8 x float>
  %3695 = fcmp oeq <8 x float> %3689, %71
  %3696 = select <8 x i1> %3695, <8 x float> %3694, <8 x float> %3691
  br label %3707

3697:                                             ; preds = %3688
  %3698 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3689)
  %3699 = bitcast <8 x float> %3689 to <8 x i32>
  %3700 = or <8 x i32> %3699, %109
  %3701 = bitcast <8 x i32> %3700 to <8 x float>
  %3702 = fcmp oeq <8 x float> %3689, %74
  %3703 = select <8 x i1> %3702, <8 x float> %3701, <8 x float> %3698
  br label %3707

3704:                                             ; preds = %3688
  %3705 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3664, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3706 = fadd <8 x float> %3689, %3705
  br label %3707

3707:                                             ; preds = %3704, %3697, %3690
  %3708 = phi <8 x float> [ %3706, %3704 ], [ %3703, %3697 ], [ %3696, %3690 ]
  switch i64 %589, label %1268 [
    i64 1, label %3723
    i64 2, label %3716
    i64 3, label %3709
    i64 0, label %3726
  ]

3709:                                             ; preds = %3707
  %3710 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3708)
  %3711 = bitcast <8 x float> %3708 to <8 x i32>
  %3712 = and <8 x i32> %3711, %108
  %3713 = bitcast <8 x i32> %3712 to <8 x float>
  %3714 = fcmp oeq <8 x float> %3708, %71
  %3715 = select <8 x i1> %3714, <8 x float> %3713, <8 x float> %3710
  br label %3726

3716:                                             ; preds = %3707
  %3717 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3708)
  %3718 = bitcast <8 x float> %3708 to <8 x i32>
  %3719 = or <8 x i32> %3718, %109
  %3720 = bitcast <8 x i32> %3719 to <8 x float>
  %3721 = fcmp oeq <8 x float> %3708, %74
  %3722 = select <8 x i1> %3721, <8 x float> %3720, <8 x float> %3717
  br label %3726

3723:                                             ; preds = %3707
  %3724 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3664, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3725 = fadd <8 x float> %3708, %3724
  br label %3726

3726:                                             ; preds = %3709, %3716, %3723, %3707, %3688
  %3727 = phi <8 x float> [ %3708, %3707 ], [ %3715, %3709 ], [ %3689, %3688 ], [ %3725, %3723 ], [ %3722, %3716 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3727, ptr align 1 %3663, <8 x i1> %3558)
  %3728 = add nsw i64 %1123, %1180
  %3729 = getelementptr inbounds float, ptr %826, i64 %3728
  %3730 = getelementptr inbounds float, ptr %824, i64 %3728
  %3731 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3729, <8 x i1> %3558, <8 x float> zeroinitializer)
  switch i64 %585, label %1268 [
    i64 1, label %3746
    i64 2, label %3739
    i64 3, label %3732
  ]

3732:                                             ; preds = %3726
  %3733 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3731)
  %3734 = bitcast <8 x float> %3731 to <8 x i32>
  %3735 = and <8 x i32> %3734, %108
  %3736 = bitcast <8 x i32> %3735 to <8 x float>
  %3737 = fcmp oeq <8 x float> %3731, %71
  %3738 = select <8 x i1> %3737, <8 x float> %3736, <8 x float> %3733
  br label %3749

3739:                                             ; preds = %3726
  %3740 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3731)
  %3741 = bitcast <8 x float> %3731 to <8 x i32>
  %3742 = or <8 x i32> %3741, %109
  %3743 = bitcast <8 x i32> %3742 to <8 x float>
  %3744 = fcmp oeq <8 x float> %3731, %74
  %3745 = select <8 x i1> %3744, <8 x float> %3743, <8 x float> %3740
  br label %3749

3746:                                             ; preds = %3726
  %3747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3730, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3748 = fadd <8 x float> %3731, %3747
  br label %3749

3749:                                             ; preds = %3746, %3739, %3732
  %3750 = phi <8 x float> [ %3748, %3746 ], [ %3745, %3739 ], [ %3738, %3732 ]
  switch i64 %591, label %1268 [
    i64 1, label %3765
    i64 2, label %3758
    i64 3, label %3751
    i64 0, label %3787
  ]

3751:                                             ; preds = %3749
  %3752 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3750)
  %3753 = bitcast <8 x float> %3750 to <8 x i32>
  %3754 = and <8 x i32> %3753, %108
  %3755 = bitcast <8 x i32> %3754 to <8 x float>
  %3756 = fcmp oeq <8 x float> %3750, %71
  %3757 = select <8 x i1> %3756, <8 x float> %3755, <8 x float> %3752
  br label %3768

3758:                                             ; preds = %3749
  %3759 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3750)
  %3760 = bitcast <8 x float> %3750 to <8 x i32>
  %3761 = or <8 x i32> %3760, %109
  %3762 = bitcast <8 x i32> %3761 to <8 x float>
  %3763 = fcmp oeq <8 x float> %3750, %74
  %3764 = select <8 x i1> %3763, <8 x float> %3762, <8 x float> %3759
  br label %3768

3765:                                             ; preds = %3749
  %3766 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3730, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3767 = fadd <8 x float> %3750, %3766
  br label %3768

3768:                                             ; preds = %3765, %3758, %3751
  %3769 = phi <8 x float> [ %3767, %3765 ], [ %3764, %3758 ], [ %3757, %3751 ]
  switch i64 %593, label %1268 [
    i64 1, label %3784
    i64 2, label %3777
    i64 3, label %3770
    i64 0, label %3787
  ]

3770:                                             ; preds = %3768
  %3771 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3769)
  %3772 = bitcast <8 x float> %3769 to <8 x i32>
  %3773 = and <8 x i32> %3772, %108
  %3774 = bitcast <8 x i32> %3773 to <8 x float>
  %3775 = fcmp oeq <8 x float> %3769, %71
  %3776 = select <8 x i1> %3775, <8 x float> %3774, <8 x float> %3771
  br label %3787

3777:                                             ; preds = %3768
  %3778 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3769)
  %3779 = bitcast <8 x float> %3769 to <8 x i32>
  %3780 = or <8 x i32> %3779, %109
  %3781 = bitcast <8 x i32> %3780 to <8 x float>
  %3782 = fcmp oeq <8 x float> %3769, %74
  %3783 = select <8 x i1> %3782, <8 x float> %3781, <8 x float> %3778
  br label %3787

3784:                                             ; preds = %3768
  %3785 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3730, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3786 = fadd <8 x float> %3769, %3785
  br label %3787

3787:                                             ; preds = %3770, %3777, %3784, %3768, %3749
  %3788 = phi <8 x float> [ %3783, %3777 ], [ %3776, %3770 ], [ %3750, %3749 ], [ %3769, %3768 ], [ %3786, %3784 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3788, ptr align 1 %3729, <8 x i1> %3558)
  %3789 = add nsw i64 %1125, %1180
  %3790 = getelementptr inbounds float, ptr %826, i64 %3789
  %3791 = getelementptr inbounds float, ptr %824, i64 %3789
  %3792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3790, <8 x i1> %3558, <8 x float> zeroinitializer)
  switch i64 %585, label %1268 [
    i64 1, label %3807
    i64 2, label %3800
    i64 3, label %3793
  ]

3793:                                             ; preds = %3787
  %3794 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3792)
  %3795 = bitcast <8 x float> %3792 to <8 x i32>
  %3796 = and <8 x i32> %3795, %108
  %3797 = bitcast <8 x i32> %3796 to <8 x float>
  %3798 = fcmp oeq <8 x float> %3792, %71
  %3799 = select <8 x i1> %3798, <8 x float> %3797, <8 x float> %3794
  br label %3810

3800:                                             ; preds = %3787
  %3801 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3792)
  %3802 = bitcast <8 x float> %3792 to <8 x i32>
  %3803 = or <8 x i32> %3802, %109
  %3804 = bitcast <8 x i32> %3803 to <8 x float>
  %3805 = fcmp oeq <8 x float> %3792, %74
  %3806 = select <8 x i1> %3805, <8 x float> %3804, <8 x float> %3801
  br label %3810

3807:                                             ; preds = %3787
  %3808 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3791, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3809 = fadd <8 x float> %3792, %3808
  br label %3810

3810:                                             ; preds = %3807, %3800, %3793
  %3811 = phi <8 x float> [ %3809, %3807 ], [ %3806, %3800 ], [ %3799, %3793 ]
  switch i64 %595, label %1268 [
    i64 1, label %3826
    i64 2, label %3819
    i64 3, label %3812
    i64 0, label %3848
  ]

3812:                                             ; preds = %3810
  %3813 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3811)
  %3814 = bitcast <8 x float> %3811 to <8 x i32>
  %3815 = and <8 x i32> %3814, %108
  %3816 = bitcast <8 x i32> %3815 to <8 x float>
  %3817 = fcmp oeq <8 x float> %3811, %71
  %3818 = select <8 x i1> %3817, <8 x float> %3816, <8 x float> %3813
  br label %3829

3819:                                             ; preds = %3810
  %3820 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3811)
  %3821 = bitcast <8 x float> %3811 to <8 x i32>
  %3822 = or <8 x i32> %3821, %109
  %3823 = bitcast <8 x i32> %3822 to <8 x float>
  %3824 = fcmp oeq <8 x float> %3811, %74
  %3825 = select <8 x i1> %3824, <8 x float> %3823, <8 x float> %3820
  br label %3829

3826:                                             ; preds = %3810
  %3827 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3791, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3828 = fadd <8 x float> %3811, %3827
  br label %3829

3829:                                             ; preds = %3826, %3819, %3812
  %3830 = phi <8 x float> [ %3828, %3826 ], [ %3825, %3819 ], [ %3818, %3812 ]
  switch i64 %597, label %1268 [
    i64 1, label %3845
    i64 2, label %3838
    i64 3, label %3831
    i64 0, label %3848
  ]

3831:                                             ; preds = %3829
  %3832 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3830)
  %3833 = bitcast <8 x float> %3830 to <8 x i32>
  %3834 = and <8 x i32> %3833, %108
  %3835 = bitcast <8 x i32> %3834 to <8 x float>
  %3836 = fcmp oeq <8 x float> %3830, %71
  %3837 = select <8 x i1> %3836, <8 x float> %3835, <8 x float> %3832
  br label %3848

3838:                                             ; preds = %3829
  %3839 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3830)
  %3840 = bitcast <8 x float> %3830 to <8 x i32>
  %3841 = or <8 x i32> %3840, %109
  %3842 = bitcast <8 x i32> %3841 to <8 x float>
  %3843 = fcmp oeq <8 x float> %3830, %74
  %3844 = select <8 x i1> %3843, <8 x float> %3842, <8 x float> %3839
  br label %3848

3845:                                             ; preds = %3829
  %3846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3791, <8 x i1> %3558, <8 x float> zeroinitializer)
  %3847 = fadd <8 x float> %3830, %3846
  br label %3848

3848:                                             ; preds = %3831, %3838, %3845, %3666, %3829, %3810
  %3849 = phi ptr [ %3669, %3666 ], [ %3790, %3831 ], [ %3790, %3810 ], [ %3790, %3829 ], [ %3790, %3845 ], [ %3790, %3838 ]
  %3850 = phi <8 x float> [ %3670, %3666 ], [ %3837, %3831 ], [ %3811, %3810 ], [ %3830, %3829 ], [ %3847, %3845 ], [ %3844, %3838 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3850, ptr align 1 %3849, <8 x i1> %3558)
  br label %13665

3851:                                             ; preds = %3932
  br i1 %104, label %3968, label %3958

3852:                                             ; preds = %3551
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %3853 = icmp sgt i64 %1181, 7
  %3854 = trunc i64 %1181 to i32
  %3855 = select i1 %3853, i32 8, i32 %3854
  %3856 = insertelement <8 x i32> poison, i32 %3855, i64 0
  %3857 = shufflevector <8 x i32> %3856, <8 x i32> poison, <8 x i32> zeroinitializer
  %3858 = icmp sgt <8 x i32> %3857, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %38, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %37, i8 0, i64 28, i1 false)
  %3859 = sdiv i64 %7, %19
  %3860 = srem i64 %1180, %19
  %3861 = sdiv i64 %1180, %19
  %3862 = insertelement <8 x i64> poison, i64 %3859, i64 0
  %3863 = shufflevector <8 x i64> %3862, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %3864

3864:                                             ; preds = %3852, %3932
  %3865 = phi i64 [ 0, %3852 ], [ %3938, %3932 ]
  %3866 = phi i64 [ %3861, %3852 ], [ %3937, %3932 ]
  %3867 = phi i64 [ %3860, %3852 ], [ %3935, %3932 ]
  br i1 %102, label %3868, label %3893

3868:                                             ; preds = %3864
  %3869 = sub i64 %3866, %22
  %3870 = trunc nuw nsw i64 %3865 to i32
  %3871 = shl nuw nsw i32 1, %3870
  br i1 %735, label %3891, label %3872

3872:                                             ; preds = %3868
  %3873 = insertelement <8 x i64> poison, i64 %3869, i64 0
  %3874 = shufflevector <8 x i64> %3873, <8 x i64> poison, <8 x i32> zeroinitializer
  %3875 = insertelement <8 x i32> poison, i32 %3871, i64 0
  %3876 = shufflevector <8 x i32> %3875, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3877

3877:                                             ; preds = %3877, %3872
  %3878 = phi i64 [ 0, %3872 ], [ %3887, %3877 ]
  %3879 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3872 ], [ %3888, %3877 ]
  %3880 = add <8 x i64> %3874, %3879
  %3881 = icmp sgt <8 x i64> %3880, splat (i64 -1)
  %3882 = icmp slt <8 x i64> %3880, %3863
  %3883 = and <8 x i1> %3881, %3882
  %3884 = getelementptr i32, ptr %37, i64 %3878
  %3885 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %3884, <8 x i1> %3883, <8 x i32> poison)
  %3886 = or <8 x i32> %3885, %3876
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %3886, ptr align 16 %3884, <8 x i1> %3883)
  %3887 = add nuw i64 %3878, 8
  %3888 = add nuw nsw <8 x i64> %3879, splat (i64 8)
  %3889 = icmp eq i64 %3887, %736
  br i1 %3889, label %3890, label %3877

3890:                                             ; preds = %3877
  br i1 %737, label %3893, label %3891

3891:                                             ; preds = %3868, %3890
  %3892 = phi i64 [ 0, %3868 ], [ %736, %3890 ]
  br label %3919

3893:                                             ; preds = %3929, %3890, %3864
  br i1 %103, label %3894, label %3932

3894:                                             ; preds = %3893
  %3895 = sub i64 %3867, %23
  %3896 = trunc nuw nsw i64 %3865 to i32
  %3897 = shl nuw nsw i32 1, %3896
  br i1 %738, label %3917, label %3898

3898:                                             ; preds = %3894
  %3899 = insertelement <8 x i64> poison, i64 %3895, i64 0
  %3900 = shufflevector <8 x i64> %3899, <8 x i64> poison, <8 x i32> zeroinitializer
  %3901 = insertelement <8 x i32> poison, i32 %3897, i64 0
  %3902 = shufflevector <8 x i32> %3901, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3903

3903:                                             ; preds = %3903, %3898
  %3904 = phi i64 [ 0, %3898 ], [ %3913, %3903 ]
  %3905 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3898 ], [ %3914, %3903 ]
  %3906 = add <8 x i64> %3900, %3905
  %3907 = icmp sgt <8 x i64> %3906, splat (i64 -1)
  %3908 = icmp slt <8 x i64> %3906, %741
  %3909 = and <8 x i1> %3907, %3908
  %3910 = getelementptr i32, ptr %38, i64 %3904
  %3911 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %3910, <8 x i1> %3909, <8 x i32> poison)
  %3912 = or <8 x i32> %3911, %3902
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %3912, ptr align 16 %3910, <8 x i1> %3909)
  %3913 = add nuw i64 %3904, 8
  %3914 = add nuw nsw <8 x i64> %3905, splat (i64 8)
  %3915 = icmp eq i64 %3913, %739
  br i1 %3915, label %3916, label %3903

3916:                                             ; preds = %3903
  br i1 %742, label %3932, label %3917

3917:                                             ; preds = %3894, %3916
  %3918 = phi i64 [ 0, %3894 ], [ %739, %3916 ]
  br label %3943

3919:                                             ; preds = %3891, %3929
  %3920 = phi i64 [ %3930, %3929 ], [ %3892, %3891 ]
  %3921 = add i64 %3869, %3920
  %3922 = icmp sgt i64 %3921, -1
  %3923 = icmp slt i64 %3921, %3859
  %3924 = and i1 %3922, %3923
  br i1 %3924, label %3925, label %3929

3925:                                             ; preds = %3919
  %3926 = getelementptr inbounds nuw i32, ptr %37, i64 %3920
  %3927 = load i32, ptr %3926, align 4
  %3928 = or i32 %3927, %3871
  store i32 %3928, ptr %3926, align 4
  br label %3929

3929:                                             ; preds = %3925, %3919
  %3930 = add nuw nsw i64 %3920, 1
  %3931 = icmp eq i64 %3930, %20
  br i1 %3931, label %3893, label %3919

3932:                                             ; preds = %3953, %3916, %3893
  %3933 = add nsw i64 %3867, 1
  %3934 = icmp eq i64 %3933, %19
  %3935 = select i1 %3934, i64 0, i64 %3933
  %3936 = zext i1 %3934 to i64
  %3937 = add nsw i64 %3866, %3936
  %3938 = add nuw nsw i64 %3865, 1
  %3939 = icmp samesign ult i64 %3865, 7
  %3940 = add nsw i64 %1180, %3938
  %3941 = icmp slt i64 %3940, %7
  %3942 = select i1 %3939, i1 %3941, i1 false
  br i1 %3942, label %3864, label %3851

3943:                                             ; preds = %3917, %3953
  %3944 = phi i64 [ %3954, %3953 ], [ %3918, %3917 ]
  %3945 = add i64 %3895, %3944
  %3946 = icmp sgt i64 %3945, -1
  %3947 = icmp slt i64 %3945, %19
  %3948 = and i1 %3946, %3947
  br i1 %3948, label %3949, label %3953

3949:                                             ; preds = %3943
  %3950 = getelementptr inbounds nuw i32, ptr %38, i64 %3944
  %3951 = load i32, ptr %3950, align 4
  %3952 = or i32 %3951, %3897
  store i32 %3952, ptr %3950, align 4
  br label %3953

3953:                                             ; preds = %3949, %3943
  %3954 = add nuw nsw i64 %3944, 1
  %3955 = icmp eq i64 %3954, %21
  br i1 %3955, label %3932, label %3943

3956:                                             ; preds = %3976
  %3957 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %3988

3958:                                             ; preds = %3851
  %3959 = load float, ptr %839, align 1
  %3960 = insertelement <8 x float> poison, float %3959, i64 0
  %3961 = shufflevector <8 x float> %3960, <8 x float> poison, <8 x i32> zeroinitializer
  %3962 = load float, ptr %1106, align 1
  %3963 = insertelement <8 x float> poison, float %3962, i64 0
  %3964 = shufflevector <8 x float> %3963, <8 x float> poison, <8 x i32> zeroinitializer
  %3965 = load float, ptr %1107, align 1
  %3966 = insertelement <8 x float> poison, float %3965, i64 0
  %3967 = shufflevector <8 x float> %3966, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3976

3968:                                             ; preds = %3851
  %3969 = getelementptr float, ptr %821, i64 %1180
  %3970 = getelementptr float, ptr %3969, i64 %843
  %3971 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3970, <8 x i1> %3858, <8 x float> zeroinitializer)
  %3972 = getelementptr float, ptr %3969, i64 %1109
  %3973 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3972, <8 x i1> %3858, <8 x float> zeroinitializer)
  %3974 = getelementptr float, ptr %3969, i64 %1111
  %3975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3974, <8 x i1> %3858, <8 x float> zeroinitializer)
  br label %3976

3976:                                             ; preds = %3968, %3958
  %3977 = phi <8 x float> [ %3973, %3968 ], [ %3964, %3958 ]
  %3978 = phi <8 x float> [ %3971, %3968 ], [ %3961, %3958 ]
  %3979 = phi <8 x float> [ %3975, %3968 ], [ %3967, %3958 ]
  br i1 %102, label %3956, label %3980

3980:                                             ; preds = %4001, %3976
  %3981 = phi <8 x float> [ %3978, %3976 ], [ %4002, %4001 ]
  %3982 = phi <8 x float> [ %3977, %3976 ], [ %4003, %4001 ]
  %3983 = phi <8 x float> [ %3979, %3976 ], [ %4004, %4001 ]
  %3984 = getelementptr float, ptr %826, i64 %1180
  %3985 = getelementptr float, ptr %3984, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3981, ptr align 1 %3985, <8 x i1> %3858)
  %3986 = getelementptr float, ptr %3984, i64 %1113
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3982, ptr align 1 %3986, <8 x i1> %3858)
  %3987 = getelementptr float, ptr %3984, i64 %1115
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3983, ptr align 1 %3987, <8 x i1> %3858)
  br i1 %107, label %4248, label %4058

3988:                                             ; preds = %3956, %4001
  %3989 = phi <8 x float> [ %3978, %3956 ], [ %4002, %4001 ]
  %3990 = phi <8 x float> [ %3977, %3956 ], [ %4003, %4001 ]
  %3991 = phi <8 x float> [ %3979, %3956 ], [ %4004, %4001 ]
  %3992 = phi i64 [ 0, %3956 ], [ %4005, %4001 ]
  br i1 %103, label %3993, label %4001

3993:                                             ; preds = %3988
  %3994 = getelementptr inbounds nuw i32, ptr %37, i64 %3992
  %3995 = sub nsw i64 %3992, %22
  %3996 = mul nsw i64 %3995, %19
  %3997 = getelementptr inbounds float, ptr %3957, i64 %3996
  %3998 = mul nuw nsw i64 %3992, %21
  %3999 = getelementptr inbounds nuw float, ptr %840, i64 %3998
  %4000 = load i32, ptr %3994, align 4
  br label %4007

4001:                                             ; preds = %4022, %3988
  %4002 = phi <8 x float> [ %3989, %3988 ], [ %4023, %4022 ]
  %4003 = phi <8 x float> [ %3990, %3988 ], [ %4024, %4022 ]
  %4004 = phi <8 x float> [ %3991, %3988 ], [ %4025, %4022 ]
  %4005 = add nuw nsw i64 %3992, 1
  %4006 = icmp eq i64 %4005, %20
  br i1 %4006, label %3980, label %3988

4007:                                             ; preds = %3993, %4022
  %4008 = phi <8 x float> [ %3989, %3993 ], [ %4023, %4022 ]
  %4009 = phi <8 x float> [ %3990, %3993 ], [ %4024, %4022 ]
  %4010 = phi <8 x float> [ %3991, %3993 ], [ %4025, %4022 ]
  %4011 = phi i64 [ 0, %3993 ], [ %4026, %4022 ]
  %4012 = getelementptr inbounds nuw i32, ptr %38, i64 %4011
  %4013 = load i32, ptr %4012, align 4
  %4014 = and i32 %4013, %4000
  %4015 = insertelement <8 x i32> poison, i32 %4014, i64 0
  %4016 = shufflevector <8 x i32> %4015, <8 x i32> poison, <8 x i32> zeroinitializer
  %4017 = and <8 x i32> %4016, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %4018 = icmp ne <8 x i32> %4017, zeroinitializer
  %4019 = sub nsw i64 %4011, %23
  %4020 = getelementptr inbounds float, ptr %3997, i64 %4019
  %4021 = getelementptr inbounds nuw float, ptr %3999, i64 %4011
  br i1 %106, label %4028, label %4022

4022:                                             ; preds = %4028, %4007
  %4023 = phi <8 x float> [ %4008, %4007 ], [ %4041, %4028 ]
  %4024 = phi <8 x float> [ %4009, %4007 ], [ %4048, %4028 ]
  %4025 = phi <8 x float> [ %4010, %4007 ], [ %4055, %4028 ]
  %4026 = add nuw nsw i64 %4011, 1
  %4027 = icmp eq i64 %4026, %21
  br i1 %4027, label %4001, label %4007

4028:                                             ; preds = %4007, %4028
  %4029 = phi <8 x float> [ %4041, %4028 ], [ %4008, %4007 ]
  %4030 = phi <8 x float> [ %4048, %4028 ], [ %4009, %4007 ]
  %4031 = phi <8 x float> [ %4055, %4028 ], [ %4010, %4007 ]
  %4032 = phi i64 [ %4056, %4028 ], [ 0, %4007 ]
  %4033 = mul nsw i64 %4032, %7
  %4034 = getelementptr inbounds float, ptr %4020, i64 %4033
  %4035 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4034, <8 x i1> %4018, <8 x float> zeroinitializer)
  %4036 = mul nuw nsw i64 %4032, %101
  %4037 = getelementptr inbounds nuw float, ptr %4021, i64 %4036
  %4038 = load float, ptr %4037, align 1
  %4039 = insertelement <8 x float> poison, float %4038, i64 0
  %4040 = shufflevector <8 x float> %4039, <8 x float> poison, <8 x i32> zeroinitializer
  %4041 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4035, <8 x float> %4040, <8 x float> %4029)
  %4042 = add nuw nsw i64 %5, %4032
  %4043 = mul nuw nsw i64 %4042, %101
  %4044 = getelementptr inbounds nuw float, ptr %4021, i64 %4043
  %4045 = load float, ptr %4044, align 1
  %4046 = insertelement <8 x float> poison, float %4045, i64 0
  %4047 = shufflevector <8 x float> %4046, <8 x float> poison, <8 x i32> zeroinitializer
  %4048 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4035, <8 x float> %4047, <8 x float> %4030)
  %4049 = add nuw nsw i64 %570, %4032
  %4050 = mul nuw nsw i64 %4049, %101
  %4051 = getelementptr inbounds nuw float, ptr %4021, i64 %4050
  %4052 = load float, ptr %4051, align 1
  %4053 = insertelement <8 x float> poison, float %4052, i64 0
  %4054 = shufflevector <8 x float> %4053, <8 x float> poison, <8 x i32> zeroinitializer
  %4055 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4035, <8 x float> %4054, <8 x float> %4031)
  %4056 = add nuw nsw i64 %4032, 1
  %4057 = icmp eq i64 %4056, %5
  br i1 %4057, label %4022, label %4028

4058:                                             ; preds = %3980
  %4059 = add nsw i64 %843, %1180
  %4060 = getelementptr inbounds float, ptr %826, i64 %4059
  %4061 = getelementptr inbounds float, ptr %824, i64 %4059
  %4062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4060, <8 x i1> %3858, <8 x float> zeroinitializer)
  switch i64 %571, label %1268 [
    i64 1, label %4068
    i64 2, label %4071
    i64 3, label %4078
    i64 0, label %4063
  ]

4063:                                             ; preds = %4058
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4062, ptr align 1 %4060, <8 x i1> %3858)
  %4064 = getelementptr float, ptr %1170, i64 %1180
  %4065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4064, <8 x i1> %3858, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4065, ptr align 1 %4064, <8 x i1> %3858)
  %4066 = getelementptr float, ptr %1171, i64 %1180
  %4067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4066, <8 x i1> %3858, <8 x float> zeroinitializer)
  br label %4245

4068:                                             ; preds = %4058
  %4069 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4061, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4070 = fadd <8 x float> %4062, %4069
  br label %4085

4071:                                             ; preds = %4058
  %4072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4062)
  %4073 = bitcast <8 x float> %4062 to <8 x i32>
  %4074 = or <8 x i32> %4073, %109
  %4075 = bitcast <8 x i32> %4074 to <8 x float>
  %4076 = fcmp oeq <8 x float> %4062, %74
  %4077 = select <8 x i1> %4076, <8 x float> %4075, <8 x float> %4072
  br label %4085

4078:                                             ; preds = %4058
  %4079 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4062)
  %4080 = bitcast <8 x float> %4062 to <8 x i32>
  %4081 = and <8 x i32> %4080, %108
  %4082 = bitcast <8 x i32> %4081 to <8 x float>
  %4083 = fcmp oeq <8 x float> %4062, %71
  %4084 = select <8 x i1> %4083, <8 x float> %4082, <8 x float> %4079
  br label %4085

4085:                                             ; preds = %4078, %4071, %4068
  %4086 = phi <8 x float> [ %4070, %4068 ], [ %4077, %4071 ], [ %4084, %4078 ]
  switch i64 %573, label %1268 [
    i64 1, label %4101
    i64 2, label %4094
    i64 3, label %4087
    i64 0, label %4123
  ]

4087:                                             ; preds = %4085
  %4088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4086)
  %4089 = bitcast <8 x float> %4086 to <8 x i32>
  %4090 = and <8 x i32> %4089, %108
  %4091 = bitcast <8 x i32> %4090 to <8 x float>
  %4092 = fcmp oeq <8 x float> %4086, %71
  %4093 = select <8 x i1> %4092, <8 x float> %4091, <8 x float> %4088
  br label %4104

4094:                                             ; preds = %4085
  %4095 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4086)
  %4096 = bitcast <8 x float> %4086 to <8 x i32>
  %4097 = or <8 x i32> %4096, %109
  %4098 = bitcast <8 x i32> %4097 to <8 x float>
  %4099 = fcmp oeq <8 x float> %4086, %74
  %4100 = select <8 x i1> %4099, <8 x float> %4098, <8 x float> %4095
  br label %4104

4101:                                             ; preds = %4085
  %4102 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4061, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4103 = fadd <8 x float> %4086, %4102
  br label %4104

4104:                                             ; preds = %4101, %4094, %4087
  %4105 = phi <8 x float> [ %4103, %4101 ], [ %4100, %4094 ], [ %4093, %4087 ]
  switch i64 %575, label %1268 [
    i64 1, label %4120
    i64 2, label %4113
    i64 3, label %4106
    i64 0, label %4123
  ]

4106:                                             ; preds = %4104
  %4107 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4105)
  %4108 = bitcast <8 x float> %4105 to <8 x i32>
  %4109 = and <8 x i32> %4108, %108
  %4110 = bitcast <8 x i32> %4109 to <8 x float>
  %4111 = fcmp oeq <8 x float> %4105, %71
  %4112 = select <8 x i1> %4111, <8 x float> %4110, <8 x float> %4107
  br label %4123

4113:                                             ; preds = %4104
  %4114 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4105)
  %4115 = bitcast <8 x float> %4105 to <8 x i32>
  %4116 = or <8 x i32> %4115, %109
  %4117 = bitcast <8 x i32> %4116 to <8 x float>
  %4118 = fcmp oeq <8 x float> %4105, %74
  %4119 = select <8 x i1> %4118, <8 x float> %4117, <8 x float> %4114
  br label %4123

4120:                                             ; preds = %4104
  %4121 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4061, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4122 = fadd <8 x float> %4105, %4121
  br label %4123

4123:                                             ; preds = %4106, %4113, %4120, %4104, %4085
  %4124 = phi <8 x float> [ %4105, %4104 ], [ %4112, %4106 ], [ %4086, %4085 ], [ %4122, %4120 ], [ %4119, %4113 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4124, ptr align 1 %4060, <8 x i1> %3858)
  %4125 = add nsw i64 %1113, %1180
  %4126 = getelementptr inbounds float, ptr %826, i64 %4125
  %4127 = getelementptr inbounds float, ptr %824, i64 %4125
  %4128 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4126, <8 x i1> %3858, <8 x float> zeroinitializer)
  switch i64 %571, label %1268 [
    i64 1, label %4143
    i64 2, label %4136
    i64 3, label %4129
  ]

4129:                                             ; preds = %4123
  %4130 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4128)
  %4131 = bitcast <8 x float> %4128 to <8 x i32>
  %4132 = and <8 x i32> %4131, %108
  %4133 = bitcast <8 x i32> %4132 to <8 x float>
  %4134 = fcmp oeq <8 x float> %4128, %71
  %4135 = select <8 x i1> %4134, <8 x float> %4133, <8 x float> %4130
  br label %4146

4136:                                             ; preds = %4123
  %4137 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4128)
  %4138 = bitcast <8 x float> %4128 to <8 x i32>
  %4139 = or <8 x i32> %4138, %109
  %4140 = bitcast <8 x i32> %4139 to <8 x float>
  %4141 = fcmp oeq <8 x float> %4128, %74
  %4142 = select <8 x i1> %4141, <8 x float> %4140, <8 x float> %4137
  br label %4146

4143:                                             ; preds = %4123
  %4144 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4145 = fadd <8 x float> %4128, %4144
  br label %4146

4146:                                             ; preds = %4143, %4136, %4129
  %4147 = phi <8 x float> [ %4145, %4143 ], [ %4142, %4136 ], [ %4135, %4129 ]
  switch i64 %577, label %1268 [
    i64 1, label %4162
    i64 2, label %4155
    i64 3, label %4148
    i64 0, label %4184
  ]

4148:                                             ; preds = %4146
  %4149 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4147)
  %4150 = bitcast <8 x float> %4147 to <8 x i32>
  %4151 = and <8 x i32> %4150, %108
  %4152 = bitcast <8 x i32> %4151 to <8 x float>
  %4153 = fcmp oeq <8 x float> %4147, %71
  %4154 = select <8 x i1> %4153, <8 x float> %4152, <8 x float> %4149
  br label %4165

4155:                                             ; preds = %4146
  %4156 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4147)
  %4157 = bitcast <8 x float> %4147 to <8 x i32>
  %4158 = or <8 x i32> %4157, %109
  %4159 = bitcast <8 x i32> %4158 to <8 x float>
  %4160 = fcmp oeq <8 x float> %4147, %74
  %4161 = select <8 x i1> %4160, <8 x float> %4159, <8 x float> %4156
  br label %4165

4162:                                             ; preds = %4146
  %4163 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4164 = fadd <8 x float> %4147, %4163
  br label %4165

4165:                                             ; preds = %4162, %4155, %4148
  %4166 = phi <8 x float> [ %4164, %4162 ], [ %4161, %4155 ], [ %4154, %4148 ]
  switch i64 %579, label %1268 [
    i64 1, label %4181
    i64 2, label %4174
    i64 3, label %4167
    i64 0, label %4184
  ]

4167:                                             ; preds = %4165
  %4168 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4166)
  %4169 = bitcast <8 x float> %4166 to <8 x i32>
  %4170 = and <8 x i32> %4169, %108
  %4171 = bitcast <8 x i32> %4170 to <8 x float>
  %4172 = fcmp oeq <8 x float> %4166, %71
  %4173 = select <8 x i1> %4172, <8 x float> %4171, <8 x float> %4168
  br label %4184

4174:                                             ; preds = %4165
  %4175 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4166)
  %4176 = bitcast <8 x float> %4166 to <8 x i32>
  %4177 = or <8 x i32> %4176, %109
  %4178 = bitcast <8 x i32> %4177 to <8 x float>
  %4179 = fcmp oeq <8 x float> %4166, %74
  %4180 = select <8 x i1> %4179, <8 x float> %4178, <8 x float> %4175
  br label %4184

4181:                                             ; preds = %4165
  %4182 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4127, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4183 = fadd <8 x float> %4166, %4182
  br label %4184

4184:                                             ; preds = %4167, %4174, %4181, %4165, %4146
  %4185 = phi <8 x float> [ %4180, %4174 ], [ %4173, %4167 ], [ %4147, %4146 ], [ %4166, %4165 ], [ %4183, %4181 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4185, ptr align 1 %4126, <8 x i1> %3858)
  %4186 = add nsw i64 %1115, %1180
  %4187 = getelementptr inbounds float, ptr %826, i64 %4186
  %4188 = getelementptr inbounds float, ptr %824, i64 %4186
  %4189 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4187, <8 x i1> %3858, <8 x float> zeroinitializer)
  switch i64 %571, label %1268 [
    i64 1, label %4204
    i64 2, label %4197
    i64 3, label %4190
  ]

4190:                                             ; preds = %4184
  %4191 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4189)
  %4192 = bitcast <8 x float> %4189 to <8 x i32>
  %4193 = and <8 x i32> %4192, %108
  %4194 = bitcast <8 x i32> %4193 to <8 x float>
  %4195 = fcmp oeq <8 x float> %4189, %71
  %4196 = select <8 x i1> %4195, <8 x float> %4194, <8 x float> %4191
  br label %4207

4197:                                             ; preds = %4184
  %4198 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4189)
  %4199 = bitcast <8 x float> %4189 to <8 x i32>
  %4200 = or <8 x i32> %4199, %109
  %4201 = bitcast <8 x i32> %4200 to <8 x float>
  %4202 = fcmp oeq <8 x float> %4189, %74
  %4203 = select <8 x i1> %4202, <8 x float> %4201, <8 x float> %4198
  br label %4207

4204:                                             ; preds = %4184
  %4205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4188, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4206 = fadd <8 x float> %4189, %4205
  br label %4207

4207:                                             ; preds = %4204, %4197, %4190
  %4208 = phi <8 x float> [ %4206, %4204 ], [ %4203, %4197 ], [ %4196, %4190 ]
  switch i64 %581, label %1268 [
    i64 1, label %4223
    i64 2, label %4216
    i64 3, label %4209
    i64 0, label %4245
  ]

4209:                                             ; preds = %4207
  %4210 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4208)
  %4211 = bitcast <8 x float> %4208 to <8 x i32>
  %4212 = and <8 x i32> %4211, %108
  %4213 = bitcast <8 x i32> %4212 to <8 x float>
  %4214 = fcmp oeq <8 x float> %4208, %71
  %4215 = select <8 x i1> %4214, <8 x float> %4213, <8 x float> %4210
  br label %4226

4216:                                             ; preds = %4207
  %4217 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4208)
  %4218 = bitcast <8 x float> %4208 to <8 x i32>
  %4219 = or <8 x i32> %4218, %109
  %4220 = bitcast <8 x i32> %4219 to <8 x float>
  %4221 = fcmp oeq <8 x float> %4208, %74
  %4222 = select <8 x i1> %4221, <8 x float> %4220, <8 x float> %4217
  br label %4226

4223:                                             ; preds = %4207
  %4224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4188, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4225 = fadd <8 x float> %4208, %4224
  br label %4226

4226:                                             ; preds = %4223, %4216, %4209
  %4227 = phi <8 x float> [ %4225, %4223 ], [ %4222, %4216 ], [ %4215, %4209 ]
  switch i64 %583, label %1268 [
    i64 1, label %4242
    i64 2, label %4235
    i64 3, label %4228
    i64 0, label %4245
  ]

4228:                                             ; preds = %4226
  %4229 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4227)
  %4230 = bitcast <8 x float> %4227 to <8 x i32>
  %4231 = and <8 x i32> %4230, %108
  %4232 = bitcast <8 x i32> %4231 to <8 x float>
  %4233 = fcmp oeq <8 x float> %4227, %71
  %4234 = select <8 x i1> %4233, <8 x float> %4232, <8 x float> %4229
  br label %4245

4235:                                             ; preds = %4226
  %4236 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4227)
  %4237 = bitcast <8 x float> %4227 to <8 x i32>
  %4238 = or <8 x i32> %4237, %109
  %4239 = bitcast <8 x i32> %4238 to <8 x float>
  %4240 = fcmp oeq <8 x float> %4227, %74
  %4241 = select <8 x i1> %4240, <8 x float> %4239, <8 x float> %4236
  br label %4245

4242:                                             ; preds = %4226
  %4243 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4188, <8 x i1> %3858, <8 x float> zeroinitializer)
  %4244 = fadd <8 x float> %4227, %4243
  br label %4245

4245:                                             ; preds = %4228, %4235, %4242, %4063, %4226, %4207
  %4246 = phi ptr [ %4066, %4063 ], [ %4187, %4228 ], [ %4187, %4207 ], [ %4187, %4226 ], [ %4187, %4242 ], [ %4187, %4235 ]
  %4247 = phi <8 x float> [ %4067, %4063 ], [ %4234, %4228 ], [ %4208, %4207 ], [ %4227, %4226 ], [ %4244, %4242 ], [ %4241, %4235 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4247, ptr align 1 %4246, <8 x i1> %3858)
  br label %4248

4248:                                             ; preds = %4245, %3980
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %13665

4249:                                             ; preds = %1179
  br i1 %85, label %4250, label %4736

4250:                                             ; preds = %4249
  %4251 = icmp sgt i64 %1181, 7
  %4252 = trunc i64 %1181 to i32
  %4253 = select i1 %4251, i32 8, i32 %4252
  %4254 = insertelement <8 x i32> poison, i32 %4253, i64 0
  %4255 = shufflevector <8 x i32> %4254, <8 x i32> poison, <8 x i32> zeroinitializer
  %4256 = icmp sgt <8 x i32> %4255, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4257 = add i64 %1180, 8
  %4258 = sub i64 %7, %4257
  %4259 = icmp sgt i64 %4258, 7
  %4260 = trunc i64 %4258 to i32
  %4261 = select i1 %4259, i32 8, i32 %4260
  %4262 = insertelement <8 x i32> poison, i32 %4261, i64 0
  %4263 = shufflevector <8 x i32> %4262, <8 x i32> poison, <8 x i32> zeroinitializer
  %4264 = icmp sgt <8 x i32> %4263, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %4281, label %4265

4265:                                             ; preds = %4250
  %4266 = load float, ptr %839, align 1
  %4267 = insertelement <8 x float> poison, float %4266, i64 0
  %4268 = shufflevector <8 x float> %4267, <8 x float> poison, <8 x i32> zeroinitializer
  %4269 = insertelement <8 x float> poison, float %4266, i64 0
  %4270 = shufflevector <8 x float> %4269, <8 x float> poison, <8 x i32> zeroinitializer
  %4271 = load float, ptr %1096, align 1
  %4272 = insertelement <8 x float> poison, float %4271, i64 0
  %4273 = shufflevector <8 x float> %4272, <8 x float> poison, <8 x i32> zeroinitializer
  %4274 = insertelement <8 x float> poison, float %4271, i64 0
  %4275 = shufflevector <8 x float> %4274, <8 x float> poison, <8 x i32> zeroinitializer
  %4276 = load float, ptr %1099, align 1
  %4277 = insertelement <8 x float> poison, float %4276, i64 0
  %4278 = shufflevector <8 x float> %4277, <8 x float> poison, <8 x i32> zeroinitializer
  %4279 = insertelement <8 x float> poison, float %4276, i64 0
  %4280 = shufflevector <8 x float> %4279, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4295

4281:                                             ; preds = %4250
  %4282 = getelementptr float, ptr %821, i64 %1180
  %4283 = getelementptr float, ptr %4282, i64 %843
  %4284 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4283, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4285 = getelementptr inbounds nuw i8, ptr %4283, i64 32
  %4286 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4285, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4287 = getelementptr float, ptr %4282, i64 %1103
  %4288 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4287, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4289 = getelementptr inbounds nuw i8, ptr %4287, i64 32
  %4290 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4289, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4291 = getelementptr float, ptr %4282, i64 %1105
  %4292 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4291, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4293 = getelementptr inbounds nuw i8, ptr %4291, i64 32
  %4294 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4293, <8 x i1> %4264, <8 x float> zeroinitializer)
  br label %4295

4295:                                             ; preds = %4281, %4265
  %4296 = phi <8 x float> [ %4292, %4281 ], [ %4278, %4265 ]
  %4297 = phi <8 x float> [ %4288, %4281 ], [ %4273, %4265 ]
  %4298 = phi <8 x float> [ %4284, %4281 ], [ %4268, %4265 ]
  %4299 = phi <8 x float> [ %4286, %4281 ], [ %4270, %4265 ]
  %4300 = phi i64 [ %1103, %4281 ], [ %1098, %4265 ]
  %4301 = phi <8 x float> [ %4290, %4281 ], [ %4275, %4265 ]
  %4302 = phi i64 [ %1105, %4281 ], [ %1101, %4265 ]
  %4303 = phi <8 x float> [ %4294, %4281 ], [ %4280, %4265 ]
  %4304 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %4319, label %4305

4305:                                             ; preds = %4319, %4295
  %4306 = phi <8 x float> [ %4303, %4295 ], [ %4349, %4319 ]
  %4307 = phi <8 x float> [ %4296, %4295 ], [ %4348, %4319 ]
  %4308 = phi <8 x float> [ %4301, %4295 ], [ %4343, %4319 ]
  %4309 = phi <8 x float> [ %4297, %4295 ], [ %4342, %4319 ]
  %4310 = phi <8 x float> [ %4299, %4295 ], [ %4337, %4319 ]
  %4311 = phi <8 x float> [ %4298, %4295 ], [ %4336, %4319 ]
  %4312 = getelementptr float, ptr %826, i64 %1180
  %4313 = getelementptr float, ptr %4312, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4311, ptr align 1 %4313, <8 x i1> %4256)
  %4314 = getelementptr inbounds nuw i8, ptr %4313, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4310, ptr nonnull align 1 %4314, <8 x i1> %4264)
  %4315 = getelementptr float, ptr %4312, i64 %4300
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4309, ptr align 1 %4315, <8 x i1> %4256)
  %4316 = getelementptr inbounds nuw i8, ptr %4315, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4308, ptr nonnull align 1 %4316, <8 x i1> %4264)
  %4317 = getelementptr float, ptr %4312, i64 %4302
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4307, ptr align 1 %4317, <8 x i1> %4256)
  %4318 = getelementptr inbounds nuw i8, ptr %4317, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4306, ptr nonnull align 1 %4318, <8 x i1> %4264)
  br i1 %107, label %13665, label %4352

4319:                                             ; preds = %4295, %4319
  %4320 = phi <8 x float> [ %4349, %4319 ], [ %4303, %4295 ]
  %4321 = phi <8 x float> [ %4348, %4319 ], [ %4296, %4295 ]
  %4322 = phi <8 x float> [ %4343, %4319 ], [ %4301, %4295 ]
  %4323 = phi <8 x float> [ %4342, %4319 ], [ %4297, %4295 ]
  %4324 = phi <8 x float> [ %4337, %4319 ], [ %4299, %4295 ]
  %4325 = phi <8 x float> [ %4336, %4319 ], [ %4298, %4295 ]
  %4326 = phi i64 [ %4350, %4319 ], [ 0, %4295 ]
  %4327 = mul nsw i64 %4326, %7
  %4328 = getelementptr inbounds float, ptr %4304, i64 %4327
  %4329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4328, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4330 = getelementptr inbounds nuw i8, ptr %4328, i64 32
  %4331 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4330, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4332 = getelementptr float, ptr %842, i64 %4326
  %4333 = load float, ptr %4332, align 1
  %4334 = insertelement <8 x float> poison, float %4333, i64 0
  %4335 = shufflevector <8 x float> %4334, <8 x float> poison, <8 x i32> zeroinitializer
  %4336 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4329, <8 x float> %4335, <8 x float> %4325)
  %4337 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4331, <8 x float> %4335, <8 x float> %4324)
  %4338 = getelementptr float, ptr %4332, i64 %5
  %4339 = load float, ptr %4338, align 1
  %4340 = insertelement <8 x float> poison, float %4339, i64 0
  %4341 = shufflevector <8 x float> %4340, <8 x float> poison, <8 x i32> zeroinitializer
  %4342 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4329, <8 x float> %4341, <8 x float> %4323)
  %4343 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4331, <8 x float> %4341, <8 x float> %4322)
  %4344 = getelementptr i8, ptr %4332, i64 %544
  %4345 = load float, ptr %4344, align 1
  %4346 = insertelement <8 x float> poison, float %4345, i64 0
  %4347 = shufflevector <8 x float> %4346, <8 x float> poison, <8 x i32> zeroinitializer
  %4348 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4329, <8 x float> %4347, <8 x float> %4321)
  %4349 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4331, <8 x float> %4347, <8 x float> %4320)
  %4350 = add nuw nsw i64 %4326, 1
  %4351 = icmp eq i64 %4350, %5
  br i1 %4351, label %4305, label %4319

4352:                                             ; preds = %4305
  %4353 = add nsw i64 %843, %1180
  %4354 = getelementptr inbounds float, ptr %826, i64 %4353
  %4355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4354, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4356 = getelementptr inbounds float, ptr %824, i64 %4353
  switch i64 %545, label %1268 [
    i64 1, label %4373
    i64 2, label %4376
    i64 3, label %4383
    i64 0, label %4357
  ]

4357:                                             ; preds = %4352
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4355, ptr align 1 %4354, <8 x i1> %4256)
  %4358 = getelementptr float, ptr %826, i64 %4353
  %4359 = getelementptr i8, ptr %4358, i64 32
  %4360 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4359, <8 x i1> %4264, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4360, ptr align 1 %4359, <8 x i1> %4264)
  %4361 = add nsw i64 %4300, %1180
  %4362 = getelementptr inbounds float, ptr %826, i64 %4361
  %4363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4362, <8 x i1> %4256, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4363, ptr align 1 %4362, <8 x i1> %4256)
  %4364 = getelementptr float, ptr %826, i64 %4361
  %4365 = getelementptr i8, ptr %4364, i64 32
  %4366 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4365, <8 x i1> %4264, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4366, ptr align 1 %4365, <8 x i1> %4264)
  %4367 = add nsw i64 %4302, %1180
  %4368 = getelementptr inbounds float, ptr %826, i64 %4367
  %4369 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4368, <8 x i1> %4256, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4369, ptr align 1 %4368, <8 x i1> %4256)
  %4370 = getelementptr float, ptr %826, i64 %4367
  %4371 = getelementptr i8, ptr %4370, i64 32
  %4372 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4371, <8 x i1> %4264, <8 x float> zeroinitializer)
  br label %4733

4373:                                             ; preds = %4352
  %4374 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4356, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4375 = fadd <8 x float> %4355, %4374
  br label %4390

4376:                                             ; preds = %4352
  %4377 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4355)
  %4378 = bitcast <8 x float> %4355 to <8 x i32>
  %4379 = or <8 x i32> %4378, %109
  %4380 = bitcast <8 x i32> %4379 to <8 x float>
  %4381 = fcmp oeq <8 x float> %4355, %74
  %4382 = select <8 x i1> %4381, <8 x float> %4380, <8 x float> %4377
  br label %4390

4383:                                             ; preds = %4352
  %4384 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4355)
  %4385 = bitcast <8 x float> %4355 to <8 x i32>
  %4386 = and <8 x i32> %4385, %108
  %4387 = bitcast <8 x i32> %4386 to <8 x float>
  %4388 = fcmp oeq <8 x float> %4355, %71
  %4389 = select <8 x i1> %4388, <8 x float> %4387, <8 x float> %4384
  br label %4390

4390:                                             ; preds = %4383, %4376, %4373
  %4391 = phi <8 x float> [ %4375, %4373 ], [ %4382, %4376 ], [ %4389, %4383 ]
  switch i64 %547, label %1268 [
    i64 1, label %4406
    i64 2, label %4399
    i64 3, label %4392
    i64 0, label %4428
  ]

4392:                                             ; preds = %4390
  %4393 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4391)
  %4394 = bitcast <8 x float> %4391 to <8 x i32>
  %4395 = and <8 x i32> %4394, %108
  %4396 = bitcast <8 x i32> %4395 to <8 x float>
  %4397 = fcmp oeq <8 x float> %4391, %71
  %4398 = select <8 x i1> %4397, <8 x float> %4396, <8 x float> %4393
  br label %4409

4399:                                             ; preds = %4390
  %4400 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4391)
  %4401 = bitcast <8 x float> %4391 to <8 x i32>
  %4402 = or <8 x i32> %4401, %109
  %4403 = bitcast <8 x i32> %4402 to <8 x float>
  %4404 = fcmp oeq <8 x float> %4391, %74
  %4405 = select <8 x i1> %4404, <8 x float> %4403, <8 x float> %4400
  br label %4409

4406:                                             ; preds = %4390
  %4407 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4356, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4408 = fadd <8 x float> %4391, %4407
  br label %4409

4409:                                             ; preds = %4406, %4399, %4392
  %4410 = phi <8 x float> [ %4408, %4406 ], [ %4405, %4399 ], [ %4398, %4392 ]
  switch i64 %549, label %1268 [
    i64 1, label %4425
    i64 2, label %4418
    i64 3, label %4411
    i64 0, label %4428
  ]

4411:                                             ; preds = %4409
  %4412 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4410)
  %4413 = bitcast <8 x float> %4410 to <8 x i32>
  %4414 = and <8 x i32> %4413, %108
  %4415 = bitcast <8 x i32> %4414 to <8 x float>
  %4416 = fcmp oeq <8 x float> %4410, %71
  %4417 = select <8 x i1> %4416, <8 x float> %4415, <8 x float> %4412
  br label %4428

4418:                                             ; preds = %4409
  %4419 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4410)
  %4420 = bitcast <8 x float> %4410 to <8 x i32>
  %4421 = or <8 x i32> %4420, %109
  %4422 = bitcast <8 x i32> %4421 to <8 x float>
  %4423 = fcmp oeq <8 x float> %4410, %74
  %4424 = select <8 x i1> %4423, <8 x float> %4422, <8 x float> %4419
  br label %4428

4425:                                             ; preds = %4409
  %4426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4356, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4427 = fadd <8 x float> %4410, %4426
  br label %4428

4428:                                             ; preds = %4411, %4418, %4425, %4409, %4390
  %4429 = phi <8 x float> [ %4410, %4409 ], [ %4417, %4411 ], [ %4391, %4390 ], [ %4427, %4425 ], [ %4424, %4418 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4429, ptr align 1 %4354, <8 x i1> %4256)
  %4430 = add nsw i64 %4353, 8
  %4431 = getelementptr inbounds float, ptr %826, i64 %4430
  %4432 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4431, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4433 = getelementptr inbounds float, ptr %824, i64 %4430
  switch i64 %545, label %1268 [
    i64 1, label %4448
    i64 2, label %4441
    i64 3, label %4434
  ]

4434:                                             ; preds = %4428
  %4435 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4432)
  %4436 = bitcast <8 x float> %4432 to <8 x i32>
  %4437 = and <8 x i32> %4436, %108
  %4438 = bitcast <8 x i32> %4437 to <8 x float>
  %4439 = fcmp oeq <8 x float> %4432, %71
  %4440 = select <8 x i1> %4439, <8 x float> %4438, <8 x float> %4435
  br label %4451

4441:                                             ; preds = %4428
  %4442 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4432)
  %4443 = bitcast <8 x float> %4432 to <8 x i32>
  %4444 = or <8 x i32> %4443, %109
  %4445 = bitcast <8 x i32> %4444 to <8 x float>
  %4446 = fcmp oeq <8 x float> %4432, %74
  %4447 = select <8 x i1> %4446, <8 x float> %4445, <8 x float> %4442
  br label %4451

4448:                                             ; preds = %4428
  %4449 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4433, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4450 = fadd <8 x float> %4432, %4449
  br label %4451

4451:                                             ; preds = %4448, %4441, %4434
  %4452 = phi <8 x float> [ %4450, %4448 ], [ %4447, %4441 ], [ %4440, %4434 ]
  switch i64 %551, label %1268 [
    i64 1, label %4467
    i64 2, label %4460
    i64 3, label %4453
    i64 0, label %4489
  ]

4453:                                             ; preds = %4451
  %4454 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4452)
  %4455 = bitcast <8 x float> %4452 to <8 x i32>
  %4456 = and <8 x i32> %4455, %108
  %4457 = bitcast <8 x i32> %4456 to <8 x float>
  %4458 = fcmp oeq <8 x float> %4452, %71
  %4459 = select <8 x i1> %4458, <8 x float> %4457, <8 x float> %4454
  br label %4470

4460:                                             ; preds = %4451
  %4461 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4452)
  %4462 = bitcast <8 x float> %4452 to <8 x i32>
  %4463 = or <8 x i32> %4462, %109
  %4464 = bitcast <8 x i32> %4463 to <8 x float>
  %4465 = fcmp oeq <8 x float> %4452, %74
  %4466 = select <8 x i1> %4465, <8 x float> %4464, <8 x float> %4461
  br label %4470

4467:                                             ; preds = %4451
  %4468 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4433, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4469 = fadd <8 x float> %4452, %4468
  br label %4470

4470:                                             ; preds = %4467, %4460, %4453
  %4471 = phi <8 x float> [ %4469, %4467 ], [ %4466, %4460 ], [ %4459, %4453 ]
  switch i64 %553, label %1268 [
    i64 1, label %4486
    i64 2, label %4479
    i64 3, label %4472
    i64 0, label %4489
  ]

4472:                                             ; preds = %4470
  %4473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4471)
  %4474 = bitcast <8 x float> %4471 to <8 x i32>
  %4475 = and <8 x i32> %4474, %108
  %4476 = bitcast <8 x i32> %4475 to <8 x float>
  %4477 = fcmp oeq <8 x float> %4471, %71
  %4478 = select <8 x i1> %4477, <8 x float> %4476, <8 x float> %4473
  br label %4489

4479:                                             ; preds = %4470
  %4480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4471)
  %4481 = bitcast <8 x float> %4471 to <8 x i32>
  %4482 = or <8 x i32> %4481, %109
  %4483 = bitcast <8 x i32> %4482 to <8 x float>
  %4484 = fcmp oeq <8 x float> %4471, %74
  %4485 = select <8 x i1> %4484, <8 x float> %4483, <8 x float> %4480
  br label %4489

4486:                                             ; preds = %4470
  %4487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4433, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4488 = fadd <8 x float> %4471, %4487
  br label %4489

4489:                                             ; preds = %4472, %4479, %4486, %4470, %4451
  %4490 = phi <8 x float> [ %4485, %4479 ], [ %4478, %4472 ], [ %4452, %4451 ], [ %4471, %4470 ], [ %4488, %4486 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4490, ptr align 1 %4431, <8 x i1> %4264)
  %4491 = add nsw i64 %4300, %1180
  %4492 = getelementptr inbounds float, ptr %826, i64 %4491
  %4493 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4492, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4494 = getelementptr inbounds float, ptr %824, i64 %4491
  switch i64 %545, label %1268 [
    i64 1, label %4509
    i64 2, label %4502
    i64 3, label %4495
  ]

4495:                                             ; preds = %4489
  %4496 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4493)
  %4497 = bitcast <8 x float> %4493 to <8 x i32>
  %4498 = and <8 x i32> %4497, %108
  %4499 = bitcast <8 x i32> %4498 to <8 x float>
  %4500 = fcmp oeq <8 x float> %4493, %71
  %4501 = select <8 x i1> %4500, <8 x float> %4499, <8 x float> %4496
  br label %4512

4502:                                             ; preds = %4489
  %4503 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4493)
  %4504 = bitcast <8 x float> %4493 to <8 x i32>
  %4505 = or <8 x i32> %4504, %109
  %4506 = bitcast <8 x i32> %4505 to <8 x float>
  %4507 = fcmp oeq <8 x float> %4493, %74
  %4508 = select <8 x i1> %4507, <8 x float> %4506, <8 x float> %4503
  br label %4512

4509:                                             ; preds = %4489
  %4510 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4494, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4511 = fadd <8 x float> %4493, %4510
  br label %4512

4512:                                             ; preds = %4509, %4502, %4495
  %4513 = phi <8 x float> [ %4511, %4509 ], [ %4508, %4502 ], [ %4501, %4495 ]
  switch i64 %555, label %1268 [
    i64 1, label %4528
    i64 2, label %4521
    i64 3, label %4514
    i64 0, label %4550
  ]

4514:                                             ; preds = %4512
  %4515 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4513)
  %4516 = bitcast <8 x float> %4513 to <8 x i32>
  %4517 = and <8 x i32> %4516, %108
  %4518 = bitcast <8 x i32> %4517 to <8 x float>
  %4519 = fcmp oeq <8 x float> %4513, %71
  %4520 = select <8 x i1> %4519, <8 x float> %4518, <8 x float> %4515
  br label %4531

4521:                                             ; preds = %4512
  %4522 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4513)
  %4523 = bitcast <8 x float> %4513 to <8 x i32>
  %4524 = or <8 x i32> %4523, %109
  %4525 = bitcast <8 x i32> %4524 to <8 x float>
  %4526 = fcmp oeq <8 x float> %4513, %74
  %4527 = select <8 x i1> %4526, <8 x float> %4525, <8 x float> %4522
  br label %4531

4528:                                             ; preds = %4512
  %4529 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4494, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4530 = fadd <8 x float> %4513, %4529
  br label %4531

4531:                                             ; preds = %4528, %4521, %4514
  %4532 = phi <8 x float> [ %4530, %4528 ], [ %4527, %4521 ], [ %4520, %4514 ]
  switch i64 %557, label %1268 [
    i64 1, label %4547
    i64 2, label %4540
    i64 3, label %4533
    i64 0, label %4550
  ]

4533:                                             ; preds = %4531
  %4534 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4532)
  %4535 = bitcast <8 x float> %4532 to <8 x i32>
  %4536 = and <8 x i32> %4535, %108
  %4537 = bitcast <8 x i32> %4536 to <8 x float>
  %4538 = fcmp oeq <8 x float> %4532, %71
  %4539 = select <8 x i1> %4538, <8 x float> %4537, <8 x float> %4534
  br label %4550

4540:                                             ; preds = %4531
  %4541 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4532)
  %4542 = bitcast <8 x float> %4532 to <8 x i32>
  %4543 = or <8 x i32> %4542, %109
  %4544 = bitcast <8 x i32> %4543 to <8 x float>
  %4545 = fcmp oeq <8 x float> %4532, %74
  %4546 = select <8 x i1> %4545, <8 x float> %4544, <8 x float> %4541
  br label %4550

4547:                                             ; preds = %4531
  %4548 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4494, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4549 = fadd <8 x float> %4532, %4548
  br label %4550

4550:                                             ; preds = %4533, %4540, %4547, %4531, %4512
  %4551 = phi <8 x float> [ %4546, %4540 ], [ %4539, %4533 ], [ %4513, %4512 ], [ %4532, %4531 ], [ %4549, %4547 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4551, ptr align 1 %4492, <8 x i1> %4256)
  %4552 = add nsw i64 %4491, 8
  %4553 = getelementptr inbounds float, ptr %826, i64 %4552
  %4554 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4553, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4555 = getelementptr inbounds float, ptr %824, i64 %4552
  switch i64 %545, label %1268 [
    i64 1, label %4570
    i64 2, label %4563
    i64 3, label %4556
  ]

4556:                                             ; preds = %4550
  %4557 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4554)
  %4558 = bitcast <8 x float> %4554 to <8 x i32>
  %4559 = and <8 x i32> %4558, %108
  %4560 = bitcast <8 x i32> %4559 to <8 x float>
  %4561 = fcmp oeq <8 x float> %4554, %71
  %4562 = select <8 x i1> %4561, <8 x float> %4560, <8 x float> %4557
  br label %4573

4563:                                             ; preds = %4550
  %4564 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4554)
  %4565 = bitcast <8 x float> %4554 to <8 x i32>
  %4566 = or <8 x i32> %4565, %109
  %4567 = bitcast <8 x i32> %4566 to <8 x float>
  %4568 = fcmp oeq <8 x float> %4554, %74
  %4569 = select <8 x i1> %4568, <8 x float> %4567, <8 x float> %4564
  br label %4573

4570:                                             ; preds = %4550
  %4571 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4555, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4572 = fadd <8 x float> %4554, %4571
  br label %4573

4573:                                             ; preds = %4570, %4563, %4556
  %4574 = phi <8 x float> [ %4572, %4570 ], [ %4569, %4563 ], [ %4562, %4556 ]
  switch i64 %559, label %1268 [
    i64 1, label %4589
    i64 2, label %4582
    i64 3, label %4575
    i64 0, label %4611
  ]

4575:                                             ; preds = %4573
  %4576 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4574)
  %4577 = bitcast <8 x float> %4574 to <8 x i32>
  %4578 = and <8 x i32> %4577, %108
  %4579 = bitcast <8 x i32> %4578 to <8 x float>
  %4580 = fcmp oeq <8 x float> %4574, %71
  %4581 = select <8 x i1> %4580, <8 x float> %4579, <8 x float> %4576
  br label %4592

4582:                                             ; preds = %4573
  %4583 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4574)
  %4584 = bitcast <8 x float> %4574 to <8 x i32>
  %4585 = or <8 x i32> %4584, %109
  %4586 = bitcast <8 x i32> %4585 to <8 x float>
  %4587 = fcmp oeq <8 x float> %4574, %74
  %4588 = select <8 x i1> %4587, <8 x float> %4586, <8 x float> %4583
  br label %4592

4589:                                             ; preds = %4573
  %4590 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4555, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4591 = fadd <8 x float> %4574, %4590
  br label %4592

4592:                                             ; preds = %4589, %4582, %4575
  %4593 = phi <8 x float> [ %4591, %4589 ], [ %4588, %4582 ], [ %4581, %4575 ]
  switch i64 %561, label %1268 [
    i64 1, label %4608
    i64 2, label %4601
    i64 3, label %4594
    i64 0, label %4611
  ]

4594:                                             ; preds = %4592
  %4595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4593)
  %4596 = bitcast <8 x float> %4593 to <8 x i32>
  %4597 = and <8 x i32> %4596, %108
  %4598 = bitcast <8 x i32> %4597 to <8 x float>
  %4599 = fcmp oeq <8 x float> %4593, %71
  %4600 = select <8 x i1> %4599, <8 x float> %4598, <8 x float> %4595
  br label %4611

4601:                                             ; preds = %4592
  %4602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4593)
  %4603 = bitcast <8 x float> %4593 to <8 x i32>
  %4604 = or <8 x i32> %4603, %109
  %4605 = bitcast <8 x i32> %4604 to <8 x float>
  %4606 = fcmp oeq <8 x float> %4593, %74
  %4607 = select <8 x i1> %4606, <8 x float> %4605, <8 x float> %4602
  br label %4611

4608:                                             ; preds = %4592
  %4609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4555, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4610 = fadd <8 x float> %4593, %4609
  br label %4611

4611:                                             ; preds = %4594, %4601, %4608, %4592, %4573
  %4612 = phi <8 x float> [ %4607, %4601 ], [ %4600, %4594 ], [ %4574, %4573 ], [ %4593, %4592 ], [ %4610, %4608 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4612, ptr align 1 %4553, <8 x i1> %4264)
  %4613 = add nsw i64 %4302, %1180
  %4614 = getelementptr inbounds float, ptr %826, i64 %4613
  %4615 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4614, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4616 = getelementptr inbounds float, ptr %824, i64 %4613
  switch i64 %545, label %1268 [
    i64 1, label %4631
    i64 2, label %4624
    i64 3, label %4617
  ]

4617:                                             ; preds = %4611
  %4618 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4615)
  %4619 = bitcast <8 x float> %4615 to <8 x i32>
  %4620 = and <8 x i32> %4619, %108
  %4621 = bitcast <8 x i32> %4620 to <8 x float>
  %4622 = fcmp oeq <8 x float> %4615, %71
  %4623 = select <8 x i1> %4622, <8 x float> %4621, <8 x float> %4618
  br label %4634

4624:                                             ; preds = %4611
  %4625 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4615)
  %4626 = bitcast <8 x float> %4615 to <8 x i32>
  %4627 = or <8 x i32> %4626, %109
  %4628 = bitcast <8 x i32> %4627 to <8 x float>
  %4629 = fcmp oeq <8 x float> %4615, %74
  %4630 = select <8 x i1> %4629, <8 x float> %4628, <8 x float> %4625
  br label %4634

4631:                                             ; preds = %4611
  %4632 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4616, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4633 = fadd <8 x float> %4615, %4632
  br label %4634

4634:                                             ; preds = %4631, %4624, %4617
  %4635 = phi <8 x float> [ %4633, %4631 ], [ %4630, %4624 ], [ %4623, %4617 ]
  switch i64 %563, label %1268 [
    i64 1, label %4650
    i64 2, label %4643
    i64 3, label %4636
    i64 0, label %4672
  ]

4636:                                             ; preds = %4634
  %4637 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4635)
  %4638 = bitcast <8 x float> %4635 to <8 x i32>
  %4639 = and <8 x i32> %4638, %108
  %4640 = bitcast <8 x i32> %4639 to <8 x float>
  %4641 = fcmp oeq <8 x float> %4635, %71
  %4642 = select <8 x i1> %4641, <8 x float> %4640, <8 x float> %4637
  br label %4653

4643:                                             ; preds = %4634
  %4644 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4635)
  %4645 = bitcast <8 x float> %4635 to <8 x i32>
  %4646 = or <8 x i32> %4645, %109
  %4647 = bitcast <8 x i32> %4646 to <8 x float>
  %4648 = fcmp oeq <8 x float> %4635, %74
  %4649 = select <8 x i1> %4648, <8 x float> %4647, <8 x float> %4644
  br label %4653

4650:                                             ; preds = %4634
  %4651 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4616, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4652 = fadd <8 x float> %4635, %4651
  br label %4653

4653:                                             ; preds = %4650, %4643, %4636
  %4654 = phi <8 x float> [ %4652, %4650 ], [ %4649, %4643 ], [ %4642, %4636 ]
  switch i64 %565, label %1268 [
    i64 1, label %4669
    i64 2, label %4662
    i64 3, label %4655
    i64 0, label %4672
  ]

4655:                                             ; preds = %4653
  %4656 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4654)
  %4657 = bitcast <8 x float> %4654 to <8 x i32>
  %4658 = and <8 x i32> %4657, %108
  %4659 = bitcast <8 x i32> %4658 to <8 x float>
  %4660 = fcmp oeq <8 x float> %4654, %71
  %4661 = select <8 x i1> %4660, <8 x float> %4659, <8 x float> %4656
  br label %4672

4662:                                             ; preds = %4653
  %4663 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4654)
  %4664 = bitcast <8 x float> %4654 to <8 x i32>
  %4665 = or <8 x i32> %4664, %109
  %4666 = bitcast <8 x i32> %4665 to <8 x float>
  %4667 = fcmp oeq <8 x float> %4654, %74
  %4668 = select <8 x i1> %4667, <8 x float> %4666, <8 x float> %4663
  br label %4672

4669:                                             ; preds = %4653
  %4670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4616, <8 x i1> %4256, <8 x float> zeroinitializer)
  %4671 = fadd <8 x float> %4654, %4670
  br label %4672

4672:                                             ; preds = %4655, %4662, %4669, %4653, %4634
  %4673 = phi <8 x float> [ %4668, %4662 ], [ %4661, %4655 ], [ %4635, %4634 ], [ %4654, %4653 ], [ %4671, %4669 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4673, ptr align 1 %4614, <8 x i1> %4256)
  %4674 = add nsw i64 %4613, 8
  %4675 = getelementptr inbounds float, ptr %826, i64 %4674
  %4676 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4675, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4677 = getelementptr inbounds float, ptr %824, i64 %4674
  switch i64 %545, label %1268 [
    i64 1, label %4692
    i64 2, label %4685
    i64 3, label %4678
  ]

4678:                                             ; preds = %4672
  %4679 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4676)
  %4680 = bitcast <8 x float> %4676 to <8 x i32>
  %4681 = and <8 x i32> %4680, %108
  %4682 = bitcast <8 x i32> %4681 to <8 x float>
  %4683 = fcmp oeq <8 x float> %4676, %71
  %4684 = select <8 x i1> %4683, <8 x float> %4682, <8 x float> %4679
  br label %4695

4685:                                             ; preds = %4672
  %4686 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4676)
  %4687 = bitcast <8 x float> %4676 to <8 x i32>
  %4688 = or <8 x i32> %4687, %109
  %4689 = bitcast <8 x i32> %4688 to <8 x float>
  %4690 = fcmp oeq <8 x float> %4676, %74
  %4691 = select <8 x i1> %4690, <8 x float> %4689, <8 x float> %4686
  br label %4695

4692:                                             ; preds = %4672
  %4693 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4677, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4694 = fadd <8 x float> %4676, %4693
  br label %4695

4695:                                             ; preds = %4692, %4685, %4678
  %4696 = phi <8 x float> [ %4694, %4692 ], [ %4691, %4685 ], [ %4684, %4678 ]
  switch i64 %567, label %1268 [
    i64 1, label %4711
    i64 2, label %4704
    i64 3, label %4697
    i64 0, label %4733
  ]

4697:                                             ; preds = %4695
  %4698 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4696)
  %4699 = bitcast <8 x float> %4696 to <8 x i32>
  %4700 = and <8 x i32> %4699, %108
  %4701 = bitcast <8 x i32> %4700 to <8 x float>
  %4702 = fcmp oeq <8 x float> %4696, %71
  %4703 = select <8 x i1> %4702, <8 x float> %4701, <8 x float> %4698
  br label %4714

4704:                                             ; preds = %4695
  %4705 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4696)
  %4706 = bitcast <8 x float> %4696 to <8 x i32>
  %4707 = or <8 x i32> %4706, %109
  %4708 = bitcast <8 x i32> %4707 to <8 x float>
  %4709 = fcmp oeq <8 x float> %4696, %74
  %4710 = select <8 x i1> %4709, <8 x float> %4708, <8 x float> %4705
  br label %4714

4711:                                             ; preds = %4695
  %4712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4677, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4713 = fadd <8 x float> %4696, %4712
  br label %4714

4714:                                             ; preds = %4711, %4704, %4697
  %4715 = phi <8 x float> [ %4713, %4711 ], [ %4710, %4704 ], [ %4703, %4697 ]
  switch i64 %569, label %1268 [
    i64 1, label %4730
    i64 2, label %4723
    i64 3, label %4716
    i64 0, label %4733
  ]

4716:                                             ; preds = %4714
  %4717 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4715)
  %4718 = bitcast <8 x float> %4715 to <8 x i32>
  %4719 = and <8 x i32> %4718, %108
  %4720 = bitcast <8 x i32> %4719 to <8 x float>
  %4721 = fcmp oeq <8 x float> %4715, %71
  %4722 = select <8 x i1> %4721, <8 x float> %4720, <8 x float> %4717
  br label %4733

4723:                                             ; preds = %4714
  %4724 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4715)
  %4725 = bitcast <8 x float> %4715 to <8 x i32>
  %4726 = or <8 x i32> %4725, %109
  %4727 = bitcast <8 x i32> %4726 to <8 x float>
  %4728 = fcmp oeq <8 x float> %4715, %74
  %4729 = select <8 x i1> %4728, <8 x float> %4727, <8 x float> %4724
  br label %4733

4730:                                             ; preds = %4714
  %4731 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4677, <8 x i1> %4264, <8 x float> zeroinitializer)
  %4732 = fadd <8 x float> %4715, %4731
  br label %4733

4733:                                             ; preds = %4716, %4723, %4730, %4357, %4714, %4695
  %4734 = phi ptr [ %4371, %4357 ], [ %4675, %4716 ], [ %4675, %4695 ], [ %4675, %4714 ], [ %4675, %4730 ], [ %4675, %4723 ]
  %4735 = phi <8 x float> [ %4372, %4357 ], [ %4722, %4716 ], [ %4696, %4695 ], [ %4715, %4714 ], [ %4732, %4730 ], [ %4729, %4723 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4735, ptr align 1 %4734, <8 x i1> %4264)
  br label %13665

4736:                                             ; preds = %4249
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %4737 = sdiv i64 %7, %19
  %4738 = insertelement <8 x i64> poison, i64 %4737, i64 0
  %4739 = shufflevector <8 x i64> %4738, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %4741

4740:                                             ; preds = %4793
  br i1 %104, label %4875, label %4859

4741:                                             ; preds = %4736, %4793
  %4742 = phi i1 [ true, %4736 ], [ false, %4793 ]
  %4743 = phi ptr [ %42, %4736 ], [ %93, %4793 ]
  %4744 = phi ptr [ %41, %4736 ], [ %94, %4793 ]
  %4745 = phi ptr [ %39, %4736 ], [ %40, %4793 ]
  %4746 = phi i64 [ 0, %4736 ], [ 1, %4793 ]
  %4747 = mul nuw nsw i64 %4746, 28
  %4748 = getelementptr nuw i8, ptr %41, i64 %4747
  %4749 = getelementptr nuw i8, ptr %42, i64 %4747
  %4750 = shl nuw nsw i64 %4746, 3
  %4751 = add i64 %1180, %4750
  %4752 = sub i64 %7, %4751
  %4753 = icmp sgt i64 %4752, 7
  %4754 = trunc i64 %4752 to i32
  %4755 = select i1 %4753, i32 8, i32 %4754
  %4756 = insertelement <8 x i32> poison, i32 %4755, i64 0
  %4757 = shufflevector <8 x i32> %4756, <8 x i32> poison, <8 x i32> zeroinitializer
  %4758 = icmp sgt <8 x i32> %4757, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4759 = sext <8 x i1> %4758 to <8 x i32>
  store <8 x i32> %4759, ptr %4745, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %4749, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %4748, i8 0, i64 28, i1 false)
  %4760 = icmp slt i64 %4751, %7
  br i1 %4760, label %4761, label %4793

4761:                                             ; preds = %4741
  %4762 = srem i64 %4751, %19
  %4763 = sdiv i64 %4751, %19
  br label %4764

4764:                                             ; preds = %4761, %4833
  %4765 = phi i64 [ 0, %4761 ], [ %4839, %4833 ]
  %4766 = phi i64 [ %4763, %4761 ], [ %4838, %4833 ]
  %4767 = phi i64 [ %4762, %4761 ], [ %4836, %4833 ]
  br i1 %102, label %4768, label %4794

4768:                                             ; preds = %4764
  %4769 = sub i64 %4766, %22
  %4770 = trunc nuw nsw i64 %4765 to i32
  %4771 = shl nuw nsw i32 1, %4770
  br i1 %727, label %4791, label %4772

4772:                                             ; preds = %4768
  %4773 = insertelement <8 x i64> poison, i64 %4769, i64 0
  %4774 = shufflevector <8 x i64> %4773, <8 x i64> poison, <8 x i32> zeroinitializer
  %4775 = insertelement <8 x i32> poison, i32 %4771, i64 0
  %4776 = shufflevector <8 x i32> %4775, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %4777

4777:                                             ; preds = %4777, %4772
  %4778 = phi i64 [ 0, %4772 ], [ %4787, %4777 ]
  %4779 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %4772 ], [ %4788, %4777 ]
  %4780 = add <8 x i64> %4774, %4779
  %4781 = icmp sgt <8 x i64> %4780, splat (i64 -1)
  %4782 = icmp slt <8 x i64> %4780, %4739
  %4783 = and <8 x i1> %4781, %4782
  %4784 = getelementptr i32, ptr %4744, i64 %4778
  %4785 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %4784, <8 x i1> %4783, <8 x i32> poison)
  %4786 = or <8 x i32> %4785, %4776
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %4786, ptr align 4 %4784, <8 x i1> %4783)
  %4787 = add nuw i64 %4778, 8
  %4788 = add nuw nsw <8 x i64> %4779, splat (i64 8)
  %4789 = icmp eq i64 %4787, %728
  br i1 %4789, label %4790, label %4777

4790:                                             ; preds = %4777
  br i1 %729, label %4794, label %4791

4791:                                             ; preds = %4768, %4790
  %4792 = phi i64 [ 0, %4768 ], [ %728, %4790 ]
  br label %4820

4793:                                             ; preds = %4833, %4741
  br i1 %4742, label %4741, label %4740

4794:                                             ; preds = %4830, %4790, %4764
  br i1 %103, label %4795, label %4833

4795:                                             ; preds = %4794
  %4796 = sub i64 %4767, %23
  %4797 = trunc nuw nsw i64 %4765 to i32
  %4798 = shl nuw nsw i32 1, %4797
  br i1 %730, label %4818, label %4799

4799:                                             ; preds = %4795
  %4800 = insertelement <8 x i64> poison, i64 %4796, i64 0
  %4801 = shufflevector <8 x i64> %4800, <8 x i64> poison, <8 x i32> zeroinitializer
  %4802 = insertelement <8 x i32> poison, i32 %4798, i64 0
  %4803 = shufflevector <8 x i32> %4802, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %4804

4804:                                             ; preds = %4804, %4799
  %4805 = phi i64 [ 0, %4799 ], [ %4814, %4804 ]
  %4806 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %4799 ], [ %4815, %4804 ]
  %4807 = add <8 x i64> %4801, %4806
  %4808 = icmp sgt <8 x i64> %4807, splat (i64 -1)
  %4809 = icmp slt <8 x i64> %4807, %733
  %4810 = and <8 x i1> %4808, %4809
  %4811 = getelementptr i32, ptr %4743, i64 %4805
  %4812 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %4811, <8 x i1> %4810, <8 x i32> poison)
  %4813 = or <8 x i32> %4812, %4803
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %4813, ptr align 4 %4811, <8 x i1> %4810)
  %4814 = add nuw i64 %4805, 8
  %4815 = add nuw nsw <8 x i64> %4806, splat (i64 8)
  %4816 = icmp eq i64 %4814, %731
  br i1 %4816, label %4817, label %4804

4817:                                             ; preds = %4804
  br i1 %734, label %4833, label %4818

4818:                                             ; preds = %4795, %4817
  %4819 = phi i64 [ 0, %4795 ], [ %731, %4817 ]
  br label %4844

4820:                                             ; preds = %4791, %4830
  %4821 = phi i64 [ %4831, %4830 ], [ %4792, %4791 ]
  %4822 = add i64 %4769, %4821
  %4823 = icmp sgt i64 %4822, -1
  %4824 = icmp slt i64 %4822, %4737
  %4825 = and i1 %4823, %4824
  br i1 %4825, label %4826, label %4830

4826:                                             ; preds = %4820
  %4827 = getelementptr inbounds nuw i32, ptr %4744, i64 %4821
  %4828 = load i32, ptr %4827, align 4
  %4829 = or i32 %4828, %4771
  store i32 %4829, ptr %4827, align 4
  br label %4830

4830:                                             ; preds = %4826, %4820
  %4831 = add nuw nsw i64 %4821, 1
  %4832 = icmp eq i64 %4831, %20
  br i1 %4832, label %4794, label %4820

4833:                                             ; preds = %4854, %4817, %4794
  %4834 = add nsw i64 %4767, 1
  %4835 = icmp eq i64 %4834, %19
  %4836 = select i1 %4835, i64 0, i64 %4834
  %4837 = zext i1 %4835 to i64
  %4838 = add nsw i64 %4766, %4837
  %4839 = add nuw nsw i64 %4765, 1
  %4840 = icmp samesign ult i64 %4765, 7
  %4841 = add nsw i64 %4751, %4839
  %4842 = icmp slt i64 %4841, %7
  %4843 = select i1 %4840, i1 %4842, i1 false
  br i1 %4843, label %4764, label %4793

4844:                                             ; preds = %4818, %4854
  %4845 = phi i64 [ %4855, %4854 ], [ %4819, %4818 ]
  %4846 = add i64 %4796, %4845
  %4847 = icmp sgt i64 %4846, -1
  %4848 = icmp slt i64 %4846, %19
  %4849 = and i1 %4847, %4848
  br i1 %4849, label %4850, label %4854

4850:                                             ; preds = %4844
  %4851 = getelementptr inbounds nuw i32, ptr %4743, i64 %4845
  %4852 = load i32, ptr %4851, align 4
  %4853 = or i32 %4852, %4798
  store i32 %4853, ptr %4851, align 4
  br label %4854

4854:                                             ; preds = %4850, %4844
  %4855 = add nuw nsw i64 %4845, 1
  %4856 = icmp eq i64 %4855, %21
  br i1 %4856, label %4833, label %4844

4857:                                             ; preds = %4893
  %4858 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %4918

4859:                                             ; preds = %4740
  %4860 = load float, ptr %839, align 1
  %4861 = insertelement <8 x float> poison, float %4860, i64 0
  %4862 = shufflevector <8 x float> %4861, <8 x float> poison, <8 x i32> zeroinitializer
  %4863 = insertelement <8 x float> poison, float %4860, i64 0
  %4864 = shufflevector <8 x float> %4863, <8 x float> poison, <8 x i32> zeroinitializer
  %4865 = load float, ptr %1086, align 1
  %4866 = insertelement <8 x float> poison, float %4865, i64 0
  %4867 = shufflevector <8 x float> %4866, <8 x float> poison, <8 x i32> zeroinitializer
  %4868 = insertelement <8 x float> poison, float %4865, i64 0
  %4869 = shufflevector <8 x float> %4868, <8 x float> poison, <8 x i32> zeroinitializer
  %4870 = load float, ptr %1089, align 1
  %4871 = insertelement <8 x float> poison, float %4870, i64 0
  %4872 = shufflevector <8 x float> %4871, <8 x float> poison, <8 x i32> zeroinitializer
  %4873 = insertelement <8 x float> poison, float %4870, i64 0
  %4874 = shufflevector <8 x float> %4873, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4893

4875:                                             ; preds = %4740
  %4876 = getelementptr float, ptr %821, i64 %1180
  %4877 = getelementptr float, ptr %4876, i64 %843
  %4878 = load <8 x i32>, ptr %39, align 32
  %4879 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4877, <8 x i32> %4878)
  %4880 = getelementptr inbounds nuw i8, ptr %4877, i64 32
  %4881 = load <8 x i32>, ptr %40, align 32
  %4882 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %4880, <8 x i32> %4881)
  %4883 = getelementptr float, ptr %4876, i64 %1093
  %4884 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4883, <8 x i32> %4878)
  %4885 = getelementptr inbounds nuw i8, ptr %4883, i64 32
  %4886 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %4885, <8 x i32> %4881)
  %4887 = getelementptr float, ptr %4876, i64 %1095
  %4888 = load <8 x i32>, ptr %39, align 32
  %4889 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4887, <8 x i32> %4888)
  %4890 = getelementptr inbounds nuw i8, ptr %4887, i64 32
  %4891 = load <8 x i32>, ptr %40, align 32
  %4892 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %4890, <8 x i32> %4891)
  br label %4893

4893:                                             ; preds = %4875, %4859
  %4894 = phi <8 x float> [ %4889, %4875 ], [ %4872, %4859 ]
  %4895 = phi <8 x float> [ %4884, %4875 ], [ %4867, %4859 ]
  %4896 = phi <8 x float> [ %4879, %4875 ], [ %4862, %4859 ]
  %4897 = phi <8 x float> [ %4882, %4875 ], [ %4864, %4859 ]
  %4898 = phi i64 [ %1093, %4875 ], [ %1088, %4859 ]
  %4899 = phi <8 x float> [ %4886, %4875 ], [ %4869, %4859 ]
  %4900 = phi i64 [ %1095, %4875 ], [ %1091, %4859 ]
  %4901 = phi <8 x float> [ %4892, %4875 ], [ %4874, %4859 ]
  br i1 %102, label %4857, label %4902

4902:                                             ; preds = %4936, %4893
  %4903 = phi <8 x float> [ %4896, %4893 ], [ %4937, %4936 ]
  %4904 = phi <8 x float> [ %4897, %4893 ], [ %4938, %4936 ]
  %4905 = phi <8 x float> [ %4895, %4893 ], [ %4939, %4936 ]
  %4906 = phi <8 x float> [ %4899, %4893 ], [ %4940, %4936 ]
  %4907 = phi <8 x float> [ %4894, %4893 ], [ %4941, %4936 ]
  %4908 = phi <8 x float> [ %4901, %4893 ], [ %4942, %4936 ]
  %4909 = getelementptr float, ptr %826, i64 %1180
  %4910 = getelementptr float, ptr %4909, i64 %843
  %4911 = load <8 x i32>, ptr %39, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %4910, <8 x i32> %4911, <8 x float> %4903)
  %4912 = getelementptr inbounds nuw i8, ptr %4910, i64 32
  %4913 = load <8 x i32>, ptr %40, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %4912, <8 x i32> %4913, <8 x float> %4904)
  %4914 = getelementptr float, ptr %4909, i64 %4898
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %4914, <8 x i32> %4911, <8 x float> %4905)
  %4915 = getelementptr inbounds nuw i8, ptr %4914, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %4915, <8 x i32> %4913, <8 x float> %4906)
  %4916 = getelementptr float, ptr %4909, i64 %4900
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %4916, <8 x i32> %4911, <8 x float> %4907)
  %4917 = getelementptr inbounds nuw i8, ptr %4916, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %4917, <8 x i32> %4913, <8 x float> %4908)
  br i1 %107, label %5401, label %5017

4918:                                             ; preds = %4857, %4936
  %4919 = phi <8 x float> [ %4896, %4857 ], [ %4937, %4936 ]
  %4920 = phi <8 x float> [ %4897, %4857 ], [ %4938, %4936 ]
  %4921 = phi <8 x float> [ %4895, %4857 ], [ %4939, %4936 ]
  %4922 = phi <8 x float> [ %4899, %4857 ], [ %4940, %4936 ]
  %4923 = phi <8 x float> [ %4894, %4857 ], [ %4941, %4936 ]
  %4924 = phi <8 x float> [ %4901, %4857 ], [ %4942, %4936 ]
  %4925 = phi i64 [ 0, %4857 ], [ %4943, %4936 ]
  br i1 %103, label %4926, label %4936

4926:                                             ; preds = %4918
  %4927 = getelementptr inbounds nuw i32, ptr %41, i64 %4925
  %4928 = sub nsw i64 %4925, %22
  %4929 = mul nsw i64 %4928, %19
  %4930 = getelementptr inbounds float, ptr %4858, i64 %4929
  %4931 = mul nuw nsw i64 %4925, %21
  %4932 = getelementptr inbounds nuw float, ptr %840, i64 %4931
  %4933 = load i32, ptr %4927, align 4
  %4934 = getelementptr inbounds nuw i8, ptr %4927, i64 28
  %4935 = load i32, ptr %4934, align 4
  br label %4945

4936:                                             ; preds = %4970, %4918
  %4937 = phi <8 x float> [ %4919, %4918 ], [ %4971, %4970 ]
  %4938 = phi <8 x float> [ %4920, %4918 ], [ %4972, %4970 ]
  %4939 = phi <8 x float> [ %4921, %4918 ], [ %4973, %4970 ]
  %4940 = phi <8 x float> [ %4922, %4918 ], [ %4974, %4970 ]
  %4941 = phi <8 x float> [ %4923, %4918 ], [ %4975, %4970 ]
  %4942 = phi <8 x float> [ %4924, %4918 ], [ %4976, %4970 ]
  %4943 = add nuw nsw i64 %4925, 1
  %4944 = icmp eq i64 %4943, %20
  br i1 %4944, label %4902, label %4918

4945:                                             ; preds = %4926, %4970
  %4946 = phi <8 x float> [ %4919, %4926 ], [ %4971, %4970 ]
  %4947 = phi <8 x float> [ %4920, %4926 ], [ %4972, %4970 ]
  %4948 = phi <8 x float> [ %4921, %4926 ], [ %4973, %4970 ]
  %4949 = phi <8 x float> [ %4922, %4926 ], [ %4974, %4970 ]
  %4950 = phi <8 x float> [ %4923, %4926 ], [ %4975, %4970 ]
  %4951 = phi <8 x float> [ %4924, %4926 ], [ %4976, %4970 ]
  %4952 = phi i64 [ 0, %4926 ], [ %4977, %4970 ]
  %4953 = getelementptr inbounds nuw i32, ptr %42, i64 %4952
  %4954 = load i32, ptr %4953, align 4
  %4955 = and i32 %4954, %4933
  %4956 = insertelement <8 x i32> poison, i32 %4955, i64 0
  %4957 = shufflevector <8 x i32> %4956, <8 x i32> poison, <8 x i32> zeroinitializer
  %4958 = and <8 x i32> %4957, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %4959 = icmp ne <8 x i32> %4958, zeroinitializer
  %4960 = getelementptr inbounds nuw i8, ptr %4953, i64 28
  %4961 = load i32, ptr %4960, align 4
  %4962 = and i32 %4961, %4935
  %4963 = insertelement <8 x i32> poison, i32 %4962, i64 0
  %4964 = shufflevector <8 x i32> %4963, <8 x i32> poison, <8 x i32> zeroinitializer
  %4965 = and <8 x i32> %4964, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %4966 = icmp ne <8 x i32> %4965, zeroinitializer
  %4967 = sub nsw i64 %4952, %23
  %4968 = getelementptr inbounds float, ptr %4930, i64 %4967
  %4969 = getelementptr inbounds nuw float, ptr %4932, i64 %4952
  br i1 %106, label %4979, label %4970

4970:                                             ; preds = %4979, %4945
  %4971 = phi <8 x float> [ %4946, %4945 ], [ %4997, %4979 ]
  %4972 = phi <8 x float> [ %4947, %4945 ], [ %4998, %4979 ]
  %4973 = phi <8 x float> [ %4948, %4945 ], [ %5005, %4979 ]
  %4974 = phi <8 x float> [ %4949, %4945 ], [ %5006, %4979 ]
  %4975 = phi <8 x float> [ %4950, %4945 ], [ %5013, %4979 ]
  %4976 = phi <8 x float> [ %4951, %4945 ], [ %5014, %4979 ]
  %4977 = add nuw nsw i64 %4952, 1
  %4978 = icmp eq i64 %4977, %21
  br i1 %4978, label %4936, label %4945

4979:                                             ; preds = %4945, %4979
  %4980 = phi <8 x float> [ %4997, %4979 ], [ %4946, %4945 ]
  %4981 = phi <8 x float> [ %4998, %4979 ], [ %4947, %4945 ]
  %4982 = phi <8 x float> [ %5005, %4979 ], [ %4948, %4945 ]
  %4983 = phi <8 x float> [ %5006, %4979 ], [ %4949, %4945 ]
  %4984 = phi <8 x float> [ %5013, %4979 ], [ %4950, %4945 ]
  %4985 = phi <8 x float> [ %5014, %4979 ], [ %4951, %4945 ]
  %4986 = phi i64 [ %5015, %4979 ], [ 0, %4945 ]
  %4987 = mul nsw i64 %4986, %7
  %4988 = getelementptr inbounds float, ptr %4968, i64 %4987
  %4989 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4988, <8 x i1> %4959, <8 x float> zeroinitializer)
  %4990 = getelementptr inbounds nuw i8, ptr %4988, i64 32
  %4991 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4990, <8 x i1> %4966, <8 x float> zeroinitializer)
  %4992 = mul nuw nsw i64 %4986, %101
  %4993 = getelementptr inbounds nuw float, ptr %4969, i64 %4992
  %4994 = load float, ptr %4993, align 1
  %4995 = insertelement <8 x float> poison, float %4994, i64 0
  %4996 = shufflevector <8 x float> %4995, <8 x float> poison, <8 x i32> zeroinitializer
  %4997 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4989, <8 x float> %4996, <8 x float> %4980)
  %4998 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4991, <8 x float> %4996, <8 x float> %4981)
  %4999 = add nuw nsw i64 %5, %4986
  %5000 = mul nuw nsw i64 %4999, %101
  %5001 = getelementptr inbounds nuw float, ptr %4969, i64 %5000
  %5002 = load float, ptr %5001, align 1
  %5003 = insertelement <8 x float> poison, float %5002, i64 0
  %5004 = shufflevector <8 x float> %5003, <8 x float> poison, <8 x i32> zeroinitializer
  %5005 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4989, <8 x float> %5004, <8 x float> %4982)
  %5006 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4991, <8 x float> %5004, <8 x float> %4983)
  %5007 = add nuw nsw i64 %518, %4986
  %5008 = mul nuw nsw i64 %5007, %101
  %5009 = getelementptr inbounds nuw float, ptr %4969, i64 %5008
  %5010 = load float, ptr %5009, align 1
  %5011 = insertelement <8 x float> poison, float %5010, i64 0
  %5012 = shufflevector <8 x float> %5011, <8 x float> poison, <8 x i32> zeroinitializer
  %5013 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4989, <8 x float> %5012, <8 x float> %4984)
  %5014 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4991, <8 x float> %5012, <8 x float> %4985)
  %5015 = add nuw nsw i64 %4986, 1
  %5016 = icmp eq i64 %5015, %5
  br i1 %5016, label %4970, label %4979

5017:                                             ; preds = %4902
  %5018 = add nsw i64 %843, %1180
  %5019 = getelementptr inbounds float, ptr %826, i64 %5018
  %5020 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5019, <8 x i32> %4911)
  %5021 = getelementptr inbounds float, ptr %824, i64 %5018
  switch i64 %519, label %1268 [
    i64 1, label %5038
    i64 2, label %5041
    i64 3, label %5048
    i64 0, label %5022
  ]

5022:                                             ; preds = %5017
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5019, <8 x i32> %4911, <8 x float> %5020)
  %5023 = getelementptr float, ptr %826, i64 %5018
  %5024 = getelementptr i8, ptr %5023, i64 32
  %5025 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5024, <8 x i32> %4913)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5024, <8 x i32> %4913, <8 x float> %5025)
  %5026 = add nsw i64 %4898, %1180
  %5027 = getelementptr inbounds float, ptr %826, i64 %5026
  %5028 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5027, <8 x i32> %4911)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5027, <8 x i32> %4911, <8 x float> %5028)
  %5029 = getelementptr float, ptr %826, i64 %5026
  %5030 = getelementptr i8, ptr %5029, i64 32
  %5031 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5030, <8 x i32> %4913)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5030, <8 x i32> %4913, <8 x float> %5031)
  %5032 = add nsw i64 %4900, %1180
  %5033 = getelementptr inbounds float, ptr %826, i64 %5032
  %5034 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5033, <8 x i32> %4911)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5033, <8 x i32> %4911, <8 x float> %5034)
  %5035 = getelementptr float, ptr %826, i64 %5032
  %5036 = getelementptr i8, ptr %5035, i64 32
  %5037 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5036, <8 x i32> %4913)
  br label %5398

5038:                                             ; preds = %5017
  %5039 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5021, <8 x i32> %4911)
  %5040 = fadd <8 x float> %5020, %5039
  br label %5055

5041:                                             ; preds = %5017
  %5042 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5020)
  %5043 = bitcast <8 x float> %5020 to <8 x i32>
  %5044 = or <8 x i32> %5043, %109
  %5045 = bitcast <8 x i32> %5044 to <8 x float>
  %5046 = fcmp oeq <8 x float> %5020, %74
  %5047 = select <8 x i1> %5046, <8 x float> %5045, <8 x float> %5042
  br label %5055

5048:                                             ; preds = %5017
  %5049 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5020)
  %5050 = bitcast <8 x float> %5020 to <8 x i32>
  %5051 = and <8 x i32> %5050, %108
  %5052 = bitcast <8 x i32> %5051 to <8 x float>
  %5053 = fcmp oeq <8 x float> %5020, %71
  %5054 = select <8 x i1> %5053, <8 x float> %5052, <8 x float> %5049
  br label %5055

5055:                                             ; preds = %5048, %5041, %5038
  %5056 = phi <8 x float> [ %5040, %5038 ], [ %5047, %5041 ], [ %5054, %5048 ]
  switch i64 %521, label %1268 [
    i64 1, label %5071
    i64 2, label %5064
    i64 3, label %5057
    i64 0, label %5093
  ]

5057:                                             ; preds = %5055
  %5058 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5056)
  %5059 = bitcast <8 x float> %5056 to <8 x i32>
  %5060 = and <8 x i32> %5059, %108
  %5061 = bitcast <8 x i32> %5060 to <8 x float>
  %5062 = fcmp oeq <8 x float> %5056, %71
  %5063 = select <8 x i1> %5062, <8 x float> %5061, <8 x float> %5058
  br label %5074

5064:                                             ; preds = %5055
  %5065 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5056)
  %5066 = bitcast <8 x float> %5056 to <8 x i32>
  %5067 = or <8 x i32> %5066, %109
  %5068 = bitcast <8 x i32> %5067 to <8 x float>
  %5069 = fcmp oeq <8 x float> %5056, %74
  %5070 = select <8 x i1> %5069, <8 x float> %5068, <8 x float> %5065
  br label %5074

5071:                                             ; preds = %5055
  %5072 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5021, <8 x i32> %4911)
  %5073 = fadd <8 x float> %5056, %5072
  br label %5074

5074:                                             ; preds = %5071, %5064, %5057
  %5075 = phi <8 x float> [ %5073, %5071 ], [ %5070, %5064 ], [ %5063, %5057 ]
  switch i64 %523, label %1268 [
    i64 1, label %5090
    i64 2, label %5083
    i64 3, label %5076
    i64 0, label %5093
  ]

5076:                                             ; preds = %5074
  %5077 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5075)
  %5078 = bitcast <8 x float> %5075 to <8 x i32>
  %5079 = and <8 x i32> %5078, %108
  %5080 = bitcast <8 x i32> %5079 to <8 x float>
  %5081 = fcmp oeq <8 x float> %5075, %71
  %5082 = select <8 x i1> %5081, <8 x float> %5080, <8 x float> %5077
  br label %5093

5083:                                             ; preds = %5074
  %5084 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5075)
  %5085 = bitcast <8 x float> %5075 to <8 x i32>
  %5086 = or <8 x i32> %5085, %109
  %5087 = bitcast <8 x i32> %5086 to <8 x float>
  %5088 = fcmp oeq <8 x float> %5075, %74
  %5089 = select <8 x i1> %5088, <8 x float> %5087, <8 x float> %5084
  br label %5093

5090:                                             ; preds = %5074
  %5091 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5021, <8 x i32> %4911)
  %5092 = fadd <8 x float> %5075, %5091
  br label %5093

5093:                                             ; preds = %5076, %5083, %5090, %5074, %5055
  %5094 = phi <8 x float> [ %5075, %5074 ], [ %5082, %5076 ], [ %5056, %5055 ], [ %5092, %5090 ], [ %5089, %5083 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5019, <8 x i32> %4911, <8 x float> %5094)
  %5095 = add nsw i64 %5018, 8
  %5096 = getelementptr inbounds float, ptr %826, i64 %5095
  %5097 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5096, <8 x i32> %4913)
  %5098 = getelementptr inbounds float, ptr %824, i64 %5095
  switch i64 %519, label %1268 [
    i64 1, label %5113
    i64 2, label %5106
    i64 3, label %5099
  ]

5099:                                             ; preds = %5093
  %5100 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5097)
  %5101 = bitcast <8 x float> %5097 to <8 x i32>
  %5102 = and <8 x i32> %5101, %108
  %5103 = bitcast <8 x i32> %5102 to <8 x float>
  %5104 = fcmp oeq <8 x float> %5097, %71
  %5105 = select <8 x i1> %5104, <8 x float> %5103, <8 x float> %5100
  br label %5116

5106:                                             ; preds = %5093
  %5107 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5097)
  %5108 = bitcast <8 x float> %5097 to <8 x i32>
  %5109 = or <8 x i32> %5108, %109
  %5110 = bitcast <8 x i32> %5109 to <8 x float>
  %5111 = fcmp oeq <8 x float> %5097, %74
  %5112 = select <8 x i1> %5111, <8 x float> %5110, <8 x float> %5107
  br label %5116

5113:                                             ; preds = %5093
  %5114 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5098, <8 x i32> %4913)
  %5115 = fadd <8 x float> %5097, %5114
  br label %5116

5116:                                             ; preds = %5113, %5106, %5099
  %5117 = phi <8 x float> [ %5115, %5113 ], [ %5112, %5106 ], [ %5105, %5099 ]
  switch i64 %525, label %1268 [
    i64 1, label %5132
    i64 2, label %5125
    i64 3, label %5118
    i64 0, label %5154
  ]

5118:                                             ; preds = %5116
  %5119 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5117)
  %5120 = bitcast <8 x float> %5117 to <8 x i32>
  %5121 = and <8 x i32> %5120, %108
  %5122 = bitcast <8 x i32> %5121 to <8 x float>
  %5123 = fcmp oeq <8 x float> %5117, %71
  %5124 = select <8 x i1> %5123, <8 x float> %5122, <8 x float> %5119
  br label %5135

5125:                                             ; preds = %5116
  %5126 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5117)
  %5127 = bitcast <8 x float> %5117 to <8 x i32>
  %5128 = or <8 x i32> %5127, %109
  %5129 = bitcast <8 x i32> %5128 to <8 x float>
  %5130 = fcmp oeq <8 x float> %5117, %74
  %5131 = select <8 x i1> %5130, <8 x float> %5129, <8 x float> %5126
  br label %5135

5132:                                             ; preds = %5116
  %5133 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5098, <8 x i32> %4913)
  %5134 = fadd <8 x float> %5117, %5133
  br label %5135

5135:                                             ; preds = %5132, %5125, %5118
  %5136 = phi <8 x float> [ %5134, %5132 ], [ %5131, %5125 ], [ %5124, %5118 ]
  switch i64 %527, label %1268 [
    i64 1, label %5151
    i64 2, label %5144
    i64 3, label %5137
    i64 0, label %5154
  ]

5137:                                             ; preds = %5135
  %5138 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5136)
  %5139 = bitcast <8 x float> %5136 to <8 x i32>
  %5140 = and <8 x i32> %5139, %108
  %5141 = bitcast <8 x i32> %5140 to <8 x float>
  %5142 = fcmp oeq <8 x float> %5136, %71
  %5143 = select <8 x i1> %5142, <8 x float> %5141, <8 x float> %5138
  br label %5154

5144:                                             ; preds = %5135
  %5145 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5136)
  %5146 = bitcast <8 x float> %5136 to <8 x i32>
  %5147 = or <8 x i32> %5146, %109
  %5148 = bitcast <8 x i32> %5147 to <8 x float>
  %5149 = fcmp oeq <8 x float> %5136, %74
  %5150 = select <8 x i1> %5149, <8 x float> %5148, <8 x float> %5145
  br label %5154

5151:                                             ; preds = %5135
  %5152 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5098, <8 x i32> %4913)
  %5153 = fadd <8 x float> %5136, %5152
  br label %5154

5154:                                             ; preds = %5137, %5144, %5151, %5135, %5116
  %5155 = phi <8 x float> [ %5150, %5144 ], [ %5143, %5137 ], [ %5117, %5116 ], [ %5136, %5135 ], [ %5153, %5151 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5096, <8 x i32> %4913, <8 x float> %5155)
  %5156 = add nsw i64 %4898, %1180
  %5157 = getelementptr inbounds float, ptr %826, i64 %5156
  %5158 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5157, <8 x i32> %4911)
  %5159 = getelementptr inbounds float, ptr %824, i64 %5156
  switch i64 %519, label %1268 [
    i64 1, label %5174
    i64 2, label %5167
    i64 3, label %5160
  ]

5160:                                             ; preds = %5154
  %5161 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5158)
  %5162 = bitcast <8 x float> %5158 to <8 x i32>
  %5163 = and <8 x i32> %5162, %108
  %5164 = bitcast <8 x i32> %5163 to <8 x float>
  %5165 = fcmp oeq <8 x float> %5158, %71
  %5166 = select <8 x i1> %5165, <8 x float> %5164, <8 x float> %5161
  br label %5177

5167:                                             ; preds = %5154
  %5168 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5158)
  %5169 = bitcast <8 x float> %5158 to <8 x i32>
  %5170 = or <8 x i32> %5169, %109
  %5171 = bitcast <8 x i32> %5170 to <8 x float>
  %5172 = fcmp oeq <8 x float> %5158, %74
  %5173 = select <8 x i1> %5172, <8 x float> %5171, <8 x float> %5168
  br label %5177

5174:                                             ; preds = %5154
  %5175 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5159, <8 x i32> %4911)
  %5176 = fadd <8 x float> %5158, %5175
  br label %5177

5177:                                             ; preds = %5174, %5167, %5160
  %5178 = phi <8 x float> [ %5176, %5174 ], [ %5173, %5167 ], [ %5166, %5160 ]
  switch i64 %529, label %1268 [
    i64 1, label %5193
    i64 2, label %5186
    i64 3, label %5179
    i64 0, label %5215
  ]

5179:                                             ; preds = %5177
  %5180 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5178)
  %5181 = bitcast <8 x float> %5178 to <8 x i32>
  %5182 = and <8 x i32> %5181, %108
  %5183 = bitcast <8 x i32> %5182 to <8 x float>
  %5184 = fcmp oeq <8 x float> %5178, %71
  %5185 = select <8 x i1> %5184, <8 x float> %5183, <8 x float> %5180
  br label %5196

5186:                                             ; preds = %5177
  %5187 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5178)
  %5188 = bitcast <8 x float> %5178 to <8 x i32>
  %5189 = or <8 x i32> %5188, %109
  %5190 = bitcast <8 x i32> %5189 to <8 x float>
  %5191 = fcmp oeq <8 x float> %5178, %74
  %5192 = select <8 x i1> %5191, <8 x float> %5190, <8 x float> %5187
  br label %5196

5193:                                             ; preds = %5177
  %5194 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5159, <8 x i32> %4911)
  %5195 = fadd <8 x float> %5178, %5194
  br label %5196

5196:                                             ; preds = %5193, %5186, %5179
  %5197 = phi <8 x float> [ %5195, %5193 ], [ %5192, %5186 ], [ %5185, %5179 ]
  switch i64 %531, label %1268 [
    i64 1, label %5212
    i64 2, label %5205
    i64 3, label %5198
    i64 0, label %5215
  ]

5198:                                             ; preds = %5196
  %5199 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5197)
  %5200 = bitcast <8 x float> %5197 to <8 x i32>
  %5201 = and <8 x i32> %5200, %108
  %5202 = bitcast <8 x i32> %5201 to <8 x float>
  %5203 = fcmp oeq <8 x float> %5197, %71
  %5204 = select <8 x i1> %5203, <8 x float> %5202, <8 x float> %5199
  br label %5215

5205:                                             ; preds = %5196
  %5206 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5197)
  %5207 = bitcast <8 x float> %5197 to <8 x i32>
  %5208 = or <8 x i32> %5207, %109
  %5209 = bitcast <8 x i32> %5208 to <8 x float>
  %5210 = fcmp oeq <8 x float> %5197, %74
  %5211 = select <8 x i1> %5210, <8 x float> %5209, <8 x float> %5206
  br label %5215

5212:                                             ; preds = %5196
  %5213 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5159, <8 x i32> %4911)
  %5214 = fadd <8 x float> %5197, %5213
  br label %5215

5215:                                             ; preds = %5198, %5205, %5212, %5196, %5177
  %5216 = phi <8 x float> [ %5211, %5205 ], [ %5204, %5198 ], [ %5178, %5177 ], [ %5197, %5196 ], [ %5214, %5212 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5157, <8 x i32> %4911, <8 x float> %5216)
  %5217 = add nsw i64 %5156, 8
  %5218 = getelementptr inbounds float, ptr %826, i64 %5217
  %5219 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5218, <8 x i32> %4913)
  %5220 = getelementptr inbounds float, ptr %824, i64 %5217
  switch i64 %519, label %1268 [
    i64 1, label %5235
    i64 2, label %5228
    i64 3, label %5221
  ]

5221:                                             ; preds = %5215
  %5222 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5219)
  %5223 = bitcast <8 x float> %5219 to <8 x i32>
  %5224 = and <8 x i32> %5223, %108
  %5225 = bitcast <8 x i32> %5224 to <8 x float>
  %5226 = fcmp oeq <8 x float> %5219, %71
  %5227 = select <8 x i1> %5226, <8 x float> %5225, <8 x float> %5222
  br label %5238

5228:                                             ; preds = %5215
  %5229 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5219)
  %5230 = bitcast <8 x float> %5219 to <8 x i32>
  %5231 = or <8 x i32> %5230, %109
  %5232 = bitcast <8 x i32> %5231 to <8 x float>
  %5233 = fcmp oeq <8 x float> %5219, %74
  %5234 = select <8 x i1> %5233, <8 x float> %5232, <8 x float> %5229
  br label %5238

5235:                                             ; preds = %5215
  %5236 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5220, <8 x i32> %4913)
  %5237 = fadd <8 x float> %5219, %5236
  br label %5238

5238:                                             ; preds = %5235, %5228, %5221
  %5239 = phi <8 x float> [ %5237, %5235 ], [ %5234, %5228 ], [ %5227, %5221 ]
  switch i64 %533, label %1268 [
    i64 1, label %5254
    i64 2, label %5247
    i64 3, label %5240
    i64 0, label %5276
  ]

5240:                                             ; preds = %5238
  %5241 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5239)
  %5242 = bitcast <8 x float> %5239 to <8 x i32>
  %5243 = and <8 x i32> %5242, %108
  %5244 = bitcast <8 x i32> %5243 to <8 x float>
  %5245 = fcmp oeq <8 x float> %5239, %71
  %5246 = select <8 x i1> %5245, <8 x float> %5244, <8 x float> %5241
  br label %5257

5247:                                             ; preds = %5238
  %5248 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5239)
  %5249 = bitcast <8 x float> %5239 to <8 x i32>
  %5250 = or <8 x i32> %5249, %109
  %5251 = bitcast <8 x i32> %5250 to <8 x float>
  %5252 = fcmp oeq <8 x float> %5239, %74
  %5253 = select <8 x i1> %5252, <8 x float> %5251, <8 x float> %5248
  br label %5257

5254:                                             ; preds = %5238
  %5255 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5220, <8 x i32> %4913)
  %5256 = fadd <8 x float> %5239, %5255
  br label %5257

5257:                                             ; preds = %5254, %5247, %5240
  %5258 = phi <8 x float> [ %5256, %5254 ], [ %5253, %5247 ], [ %5246, %5240 ]
  switch i64 %535, label %1268 [
    i64 1, label %5273
    i64 2, label %5266
    i64 3, label %5259
    i64 0, label %5276
  ]

5259:                                             ; preds = %5257
  %5260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5258)
  %5261 = bitcast <8 x float> %5258 to <8 x i32>
  %5262 = and <8 x i32> %5261, %108
  %5263 = bitcast <8 x i32> %5262 to <8 x float>
  %5264 = fcmp oeq <8 x float> %5258, %71
  %5265 = select <8 x i1> %5264, <8 x float> %5263, <8 x float> %5260
  br label %5276

5266:                                             ; preds = %5257
  %5267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5258)
  %5268 = bitcast <8 x float> %5258 to <8 x i32>
  %5269 = or <8 x i32> %5268, %109
  %5270 = bitcast <8 x i32> %5269 to <8 x float>
  %5271 = fcmp oeq <8 x float> %5258, %74
  %5272 = select <8 x i1> %5271, <8 x float> %5270, <8 x float> %5267
  br label %5276

5273:                                             ; preds = %5257
  %5274 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5220, <8 x i32> %4913)
  %5275 = fadd <8 x float> %5258, %5274
  br label %5276

5276:                                             ; preds = %5259, %5266, %5273, %5257, %5238
  %5277 = phi <8 x float> [ %5272, %5266 ], [ %5265, %5259 ], [ %5239, %5238 ], [ %5258, %5257 ], [ %5275, %5273 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5218, <8 x i32> %4913, <8 x float> %5277)
  %5278 = add nsw i64 %4900, %1180
  %5279 = getelementptr inbounds float, ptr %826, i64 %5278
  %5280 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5279, <8 x i32> %4911)
  %5281 = getelementptr inbounds float, ptr %824, i64 %5278
  switch i64 %519, label %1268 [
    i64 1, label %5296
    i64 2, label %5289
    i64 3, label %5282
  ]

5282:                                             ; preds = %5276
  %5283 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5280)
  %5284 = bitcast <8 x float> %5280 to <8 x i32>
  %5285 = and <8 x i32> %5284, %108
  %5286 = bitcast <8 x i32> %5285 to <8 x float>
  %5287 = fcmp oeq <8 x float> %5280, %71
  %5288 = select <8 x i1> %5287, <8 x float> %5286, <8 x float> %5283
  br label %5299

5289:                                             ; preds = %5276
  %5290 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5280)
  %5291 = bitcast <8 x float> %5280 to <8 x i32>
  %5292 = or <8 x i32> %5291, %109
  %5293 = bitcast <8 x i32> %5292 to <8 x float>
  %5294 = fcmp oeq <8 x float> %5280, %74
  %5295 = select <8 x i1> %5294, <8 x float> %5293, <8 x float> %5290
  br label %5299

5296:                                             ; preds = %5276
  %5297 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5281, <8 x i32> %4911)
  %5298 = fadd <8 x float> %5280, %5297
  br label %5299

5299:                                             ; preds = %5296, %5289, %5282
  %5300 = phi <8 x float> [ %5298, %5296 ], [ %5295, %5289 ], [ %5288, %5282 ]
  switch i64 %537, label %1268 [
    i64 1, label %5315
    i64 2, label %5308
    i64 3, label %5301
    i64 0, label %5337
  ]

5301:                                             ; preds = %5299
  %5302 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5300)
  %5303 = bitcast <8 x float> %5300 to <8 x i32>
  %5304 = and <8 x i32> %5303, %108
  %5305 = bitcast <8 x i32> %5304 to <8 x float>
  %5306 = fcmp oeq <8 x float> %5300, %71
  %5307 = select <8 x i1> %5306, <8 x float> %5305, <8 x float> %5302
  br label %5318

5308:                                             ; preds = %5299
  %5309 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5300)
  %5310 = bitcast <8 x float> %5300 to <8 x i32>
  %5311 = or <8 x i32> %5310, %109
  %5312 = bitcast <8 x i32> %5311 to <8 x float>
  %5313 = fcmp oeq <8 x float> %5300, %74
  %5314 = select <8 x i1> %5313, <8 x float> %5312, <8 x float> %5309
  br label %5318

5315:                                             ; preds = %5299
  %5316 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5281, <8 x i32> %4911)
  %5317 = fadd <8 x float> %5300, %5316
  br label %5318

5318:                                             ; preds = %5315, %5308, %5301
  %5319 = phi <8 x float> [ %5317, %5315 ], [ %5314, %5308 ], [ %5307, %5301 ]
  switch i64 %539, label %1268 [
    i64 1, label %5334
    i64 2, label %5327
    i64 3, label %5320
    i64 0, label %5337
  ]

5320:                                             ; preds = %5318
  %5321 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5319)
  %5322 = bitcast <8 x float> %5319 to <8 x i32>
  %5323 = and <8 x i32> %5322, %108
  %5324 = bitcast <8 x i32> %5323 to <8 x float>
  %5325 = fcmp oeq <8 x float> %5319, %71
  %5326 = select <8 x i1> %5325, <8 x float> %5324, <8 x float> %5321
  br label %5337

5327:                                             ; preds = %5318
  %5328 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5319)
  %5329 = bitcast <8 x float> %5319 to <8 x i32>
  %5330 = or <8 x i32> %5329, %109
  %5331 = bitcast <8 x i32> %5330 to <8 x float>
  %5332 = fcmp oeq <8 x float> %5319, %74
  %5333 = select <8 x i1> %5332, <8 x float> %5331, <8 x float> %5328
  br label %5337

5334:                                             ; preds = %5318
  %5335 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5281, <8 x i32> %4911)
  %5336 = fadd <8 x float> %5319, %5335
  br label %5337

5337:                                             ; preds = %5320, %5327, %5334, %5318, %5299
  %5338 = phi <8 x float> [ %5333, %5327 ], [ %5326, %5320 ], [ %5300, %5299 ], [ %5319, %5318 ], [ %5336, %5334 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5279, <8 x i32> %4911, <8 x float> %5338)
  %5339 = add nsw i64 %5278, 8
  %5340 = getelementptr inbounds float, ptr %826, i64 %5339
  %5341 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5340, <8 x i32> %4913)
  %5342 = getelementptr inbounds float, ptr %824, i64 %5339
  switch i64 %519, label %1268 [
    i64 1, label %5357
    i64 2, label %5350
    i64 3, label %5343
  ]

5343:                                             ; preds = %5337
  %5344 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5341)
  %5345 = bitcast <8 x float> %5341 to <8 x i32>
  %5346 = and <8 x i32> %5345, %108
  %5347 = bitcast <8 x i32> %5346 to <8 x float>
  %5348 = fcmp oeq <8 x float> %5341, %71
  %5349 = select <8 x i1> %5348, <8 x float> %5347, <8 x float> %5344
  br label %5360

5350:                                             ; preds = %5337
  %5351 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5341)
  %5352 = bitcast <8 x float> %5341 to <8 x i32>
  %5353 = or <8 x i32> %5352, %109
  %5354 = bitcast <8 x i32> %5353 to <8 x float>
  %5355 = fcmp oeq <8 x float> %5341, %74
  %5356 = select <8 x i1> %5355, <8 x float> %5354, <8 x float> %5351
  br label %5360

5357:                                             ; preds = %5337
  %5358 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5342, <8 x i32> %4913)
  %5359 = fadd <8 x float> %5341, %5358
  br label %5360

5360:                                             ; preds = %5357, %5350, %5343
  %5361 = phi <8 x float> [ %5359, %5357 ], [ %5356, %5350 ], [ %5349, %5343 ]
  switch i64 %541, label %1268 [
    i64 1, label %5376
    i64 2, label %5369
    i64 3, label %5362
    i64 0, label %5398
  ]

5362:                                             ; preds = %5360
  %5363 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5361)
  %5364 = bitcast <8 x float> %5361 to <8 x i32>
  %5365 = and <8 x i32> %5364, %108
  %5366 = bitcast <8 x i32> %5365 to <8 x float>
  %5367 = fcmp oeq <8 x float> %5361, %71
  %5368 = select <8 x i1> %5367, <8 x float> %5366, <8 x float> %5363
  br label %5379

5369:                                             ; preds = %5360
  %5370 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5361)
  %5371 = bitcast <8 x float> %5361 to <8 x i32>
  %5372 = or <8 x i32> %5371, %109
  %5373 = bitcast <8 x i32> %5372 to <8 x float>
  %5374 = fcmp oeq <8 x float> %5361, %74
  %5375 = select <8 x i1> %5374, <8 x float> %5373, <8 x float> %5370
  br label %5379

5376:                                             ; preds = %5360
  %5377 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5342, <8 x i32> %4913)
  %5378 = fadd <8 x float> %5361, %5377
  br label %5379

5379:                                             ; preds = %5376, %5369, %5362
  %5380 = phi <8 x float> [ %5378, %5376 ], [ %5375, %5369 ], [ %5368, %5362 ]
  switch i64 %543, label %1268 [
    i64 1, label %5395
    i64 2, label %5388
    i64 3, label %5381
    i64 0, label %5398
  ]

5381:                                             ; preds = %5379
  %5382 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5380)
  %5383 = bitcast <8 x float> %5380 to <8 x i32>
  %5384 = and <8 x i32> %5383, %108
  %5385 = bitcast <8 x i32> %5384 to <8 x float>
  %5386 = fcmp oeq <8 x float> %5380, %71
  %5387 = select <8 x i1> %5386, <8 x float> %5385, <8 x float> %5382
  br label %5398

5388:                                             ; preds = %5379
  %5389 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5380)
  %5390 = bitcast <8 x float> %5380 to <8 x i32>
  %5391 = or <8 x i32> %5390, %109
  %5392 = bitcast <8 x i32> %5391 to <8 x float>
  %5393 = fcmp oeq <8 x float> %5380, %74
  %5394 = select <8 x i1> %5393, <8 x float> %5392, <8 x float> %5389
  br label %5398

5395:                                             ; preds = %5379
  %5396 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5342, <8 x i32> %4913)
  %5397 = fadd <8 x float> %5380, %5396
  br label %5398

5398:                                             ; preds = %5381, %5388, %5395, %5022, %5379, %5360
  %5399 = phi ptr [ %5036, %5022 ], [ %5340, %5381 ], [ %5340, %5360 ], [ %5340, %5379 ], [ %5340, %5395 ], [ %5340, %5388 ]
  %5400 = phi <8 x float> [ %5037, %5022 ], [ %5387, %5381 ], [ %5361, %5360 ], [ %5380, %5379 ], [ %5397, %5395 ], [ %5394, %5388 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5399, <8 x i32> %4913, <8 x float> %5400)
  br label %5401

5401:                                             ; preds = %5398, %4902
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %13665

5402:                                             ; preds = %1179
  br i1 %85, label %5403, label %5734

5403:                                             ; preds = %5402
  %5404 = icmp sgt i64 %1181, 7
  %5405 = trunc i64 %1181 to i32
  %5406 = select i1 %5404, i32 8, i32 %5405
  %5407 = insertelement <8 x i32> poison, i32 %5406, i64 0
  %5408 = shufflevector <8 x i32> %5407, <8 x i32> poison, <8 x i32> zeroinitializer
  %5409 = icmp sgt <8 x i32> %5408, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %5423, label %5410

5410:                                             ; preds = %5403
  %5411 = load float, ptr %839, align 1
  %5412 = insertelement <8 x float> poison, float %5411, i64 0
  %5413 = shufflevector <8 x float> %5412, <8 x float> poison, <8 x i32> zeroinitializer
  %5414 = load float, ptr %1071, align 1
  %5415 = insertelement <8 x float> poison, float %5414, i64 0
  %5416 = shufflevector <8 x float> %5415, <8 x float> poison, <8 x i32> zeroinitializer
  %5417 = load float, ptr %1072, align 1
  %5418 = insertelement <8 x float> poison, float %5417, i64 0
  %5419 = shufflevector <8 x float> %5418, <8 x float> poison, <8 x i32> zeroinitializer
  %5420 = load float, ptr %1073, align 1
  %5421 = insertelement <8 x float> poison, float %5420, i64 0
  %5422 = shufflevector <8 x float> %5421, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5433

5423:                                             ; preds = %5403
  %5424 = getelementptr float, ptr %821, i64 %1180
  %5425 = getelementptr float, ptr %5424, i64 %843
  %5426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5425, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5427 = getelementptr float, ptr %5424, i64 %1075
  %5428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5427, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5429 = getelementptr float, ptr %5424, i64 %1077
  %5430 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5429, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5431 = getelementptr float, ptr %5424, i64 %1079
  %5432 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5431, <8 x i1> %5409, <8 x float> zeroinitializer)
  br label %5433

5433:                                             ; preds = %5423, %5410
  %5434 = phi <8 x float> [ %5430, %5423 ], [ %5419, %5410 ]
  %5435 = phi <8 x float> [ %5426, %5423 ], [ %5413, %5410 ]
  %5436 = phi <8 x float> [ %5428, %5423 ], [ %5416, %5410 ]
  %5437 = phi <8 x float> [ %5432, %5423 ], [ %5422, %5410 ]
  %5438 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %5449, label %5439

5439:                                             ; preds = %5449, %5433
  %5440 = phi <8 x float> [ %5437, %5433 ], [ %5477, %5449 ]
  %5441 = phi <8 x float> [ %5434, %5433 ], [ %5472, %5449 ]
  %5442 = phi <8 x float> [ %5436, %5433 ], [ %5467, %5449 ]
  %5443 = phi <8 x float> [ %5435, %5433 ], [ %5462, %5449 ]
  %5444 = getelementptr float, ptr %826, i64 %1180
  %5445 = getelementptr float, ptr %5444, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5443, ptr align 1 %5445, <8 x i1> %5409)
  %5446 = getelementptr float, ptr %5444, i64 %1081
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5442, ptr align 1 %5446, <8 x i1> %5409)
  %5447 = getelementptr float, ptr %5444, i64 %1083
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5441, ptr align 1 %5447, <8 x i1> %5409)
  %5448 = getelementptr float, ptr %5444, i64 %1085
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5440, ptr align 1 %5448, <8 x i1> %5409)
  br i1 %107, label %13665, label %5480

5449:                                             ; preds = %5433, %5449
  %5450 = phi <8 x float> [ %5477, %5449 ], [ %5437, %5433 ]
  %5451 = phi <8 x float> [ %5472, %5449 ], [ %5434, %5433 ]
  %5452 = phi <8 x float> [ %5467, %5449 ], [ %5436, %5433 ]
  %5453 = phi <8 x float> [ %5462, %5449 ], [ %5435, %5433 ]
  %5454 = phi i64 [ %5478, %5449 ], [ 0, %5433 ]
  %5455 = mul nsw i64 %5454, %7
  %5456 = getelementptr inbounds float, ptr %5438, i64 %5455
  %5457 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5456, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5458 = getelementptr float, ptr %842, i64 %5454
  %5459 = load float, ptr %5458, align 1
  %5460 = insertelement <8 x float> poison, float %5459, i64 0
  %5461 = shufflevector <8 x float> %5460, <8 x float> poison, <8 x i32> zeroinitializer
  %5462 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5457, <8 x float> %5461, <8 x float> %5453)
  %5463 = getelementptr float, ptr %5458, i64 %5
  %5464 = load float, ptr %5463, align 1
  %5465 = insertelement <8 x float> poison, float %5464, i64 0
  %5466 = shufflevector <8 x float> %5465, <8 x float> poison, <8 x i32> zeroinitializer
  %5467 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5457, <8 x float> %5466, <8 x float> %5452)
  %5468 = getelementptr i8, ptr %5458, i64 %499
  %5469 = load float, ptr %5468, align 1
  %5470 = insertelement <8 x float> poison, float %5469, i64 0
  %5471 = shufflevector <8 x float> %5470, <8 x float> poison, <8 x i32> zeroinitializer
  %5472 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5457, <8 x float> %5471, <8 x float> %5451)
  %5473 = getelementptr i8, ptr %5458, i64 %500
  %5474 = load float, ptr %5473, align 1
  %5475 = insertelement <8 x float> poison, float %5474, i64 0
  %5476 = shufflevector <8 x float> %5475, <8 x float> poison, <8 x i32> zeroinitializer
  %5477 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5457, <8 x float> %5476, <8 x float> %5450)
  %5478 = add nuw nsw i64 %5454, 1
  %5479 = icmp eq i64 %5478, %5
  br i1 %5479, label %5439, label %5449

5480:                                             ; preds = %5439
  %5481 = add nsw i64 %843, %1180
  %5482 = getelementptr inbounds float, ptr %826, i64 %5481
  %5483 = getelementptr inbounds float, ptr %824, i64 %5481
  %5484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5482, <8 x i1> %5409, <8 x float> zeroinitializer)
  switch i64 %501, label %1268 [
    i64 1, label %5492
    i64 2, label %5495
    i64 3, label %5502
    i64 0, label %5485
  ]

5485:                                             ; preds = %5480
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5484, ptr align 1 %5482, <8 x i1> %5409)
  %5486 = getelementptr float, ptr %1167, i64 %1180
  %5487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5486, <8 x i1> %5409, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5487, ptr align 1 %5486, <8 x i1> %5409)
  %5488 = getelementptr float, ptr %1168, i64 %1180
  %5489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5488, <8 x i1> %5409, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5489, ptr align 1 %5488, <8 x i1> %5409)
  %5490 = getelementptr float, ptr %1169, i64 %1180
  %5491 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5490, <8 x i1> %5409, <8 x float> zeroinitializer)
  br label %5730

5492:                                             ; preds = %5480
  %5493 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5483, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5494 = fadd <8 x float> %5484, %5493
  br label %5509

5495:                                             ; preds = %5480
  %5496 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5484)
  %5497 = bitcast <8 x float> %5484 to <8 x i32>
  %5498 = or <8 x i32> %5497, %109
  %5499 = bitcast <8 x i32> %5498 to <8 x float>
  %5500 = fcmp oeq <8 x float> %5484, %74
  %5501 = select <8 x i1> %5500, <8 x float> %5499, <8 x float> %5496
  br label %5509

5502:                                             ; preds = %5480
  %5503 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5484)
  %5504 = bitcast <8 x float> %5484 to <8 x i32>
  %5505 = and <8 x i32> %5504, %108
  %5506 = bitcast <8 x i32> %5505 to <8 x float>
  %5507 = fcmp oeq <8 x float> %5484, %71
  %5508 = select <8 x i1> %5507, <8 x float> %5506, <8 x float> %5503
  br label %5509

5509:                                             ; preds = %5502, %5495, %5492
  %5510 = phi <8 x float> [ %5494, %5492 ], [ %5501, %5495 ], [ %5508, %5502 ]
  switch i64 %503, label %1268 [
    i64 1, label %5525
    i64 2, label %5518
    i64 3, label %5511
    i64 0, label %5547
  ]

5511:                                             ; preds = %5509
  %5512 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5510)
  %5513 = bitcast <8 x float> %5510 to <8 x i32>
  %5514 = and <8 x i32> %5513, %108
  %5515 = bitcast <8 x i32> %5514 to <8 x float>
  %5516 = fcmp oeq <8 x float> %5510, %71
  %5517 = select <8 x i1> %5516, <8 x float> %5515, <8 x float> %5512
  br label %5528

5518:                                             ; preds = %5509
  %5519 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5510)
  %5520 = bitcast <8 x float> %5510 to <8 x i32>
  %5521 = or <8 x i32> %5520, %109
  %5522 = bitcast <8 x i32> %5521 to <8 x float>
  %5523 = fcmp oeq <8 x float> %5510, %74
  %5524 = select <8 x i1> %5523, <8 x float> %5522, <8 x float> %5519
  br label %5528

5525:                                             ; preds = %5509
  %5526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5483, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5527 = fadd <8 x float> %5510, %5526
  br label %5528

5528:                                             ; preds = %5525, %5518, %5511
  %5529 = phi <8 x float> [ %5527, %5525 ], [ %5524, %5518 ], [ %5517, %5511 ]
  switch i64 %505, label %1268 [
    i64 1, label %5544
    i64 2, label %5537
    i64 3, label %5530
    i64 0, label %5547
  ]

5530:                                             ; preds = %5528
  %5531 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5529)
  %5532 = bitcast <8 x float> %5529 to <8 x i32>
  %5533 = and <8 x i32> %5532, %108
  %5534 = bitcast <8 x i32> %5533 to <8 x float>
  %5535 = fcmp oeq <8 x float> %5529, %71
  %5536 = select <8 x i1> %5535, <8 x float> %5534, <8 x float> %5531
  br label %5547

5537:                                             ; preds = %5528
  %5538 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5529)
  %5539 = bitcast <8 x float> %5529 to <8 x i32>
  %5540 = or <8 x i32> %5539, %109
  %5541 = bitcast <8 x i32> %5540 to <8 x float>
  %5542 = fcmp oeq <8 x float> %5529, %74
  %5543 = select <8 x i1> %5542, <8 x float> %5541, <8 x float> %5538
  br label %5547

5544:                                             ; preds = %5528
  %5545 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5483, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5546 = fadd <8 x float> %5529, %5545
  br label %5547

5547:                                             ; preds = %5530, %5537, %5544, %5528, %5509
  %5548 = phi <8 x float> [ %5529, %5528 ], [ %5536, %5530 ], [ %5510, %5509 ], [ %5546, %5544 ], [ %5543, %5537 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5548, ptr align 1 %5482, <8 x i1> %5409)
  %5549 = add nsw i64 %1081, %1180
  %5550 = getelementptr inbounds float, ptr %826, i64 %5549
  %5551 = getelementptr inbounds float, ptr %824, i64 %5549
  %5552 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5550, <8 x i1> %5409, <8 x float> zeroinitializer)
  switch i64 %501, label %1268 [
    i64 1, label %5567
    i64 2, label %5560
    i64 3, label %5553
  ]

5553:                                             ; preds = %5547
  %5554 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5552)
  %5555 = bitcast <8 x float> %5552 to <8 x i32>
  %5556 = and <8 x i32> %5555, %108
  %5557 = bitcast <8 x i32> %5556 to <8 x float>
  %5558 = fcmp oeq <8 x float> %5552, %71
  %5559 = select <8 x i1> %5558, <8 x float> %5557, <8 x float> %5554
  br label %5570

5560:                                             ; preds = %5547
  %5561 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5552)
  %5562 = bitcast <8 x float> %5552 to <8 x i32>
  %5563 = or <8 x i32> %5562, %109
  %5564 = bitcast <8 x i32> %5563 to <8 x float>
  %5565 = fcmp oeq <8 x float> %5552, %74
  %5566 = select <8 x i1> %5565, <8 x float> %5564, <8 x float> %5561
  br label %5570

5567:                                             ; preds = %5547
  %5568 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5551, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5569 = fadd <8 x float> %5552, %5568
  br label %5570

5570:                                             ; preds = %5567, %5560, %5553
  %5571 = phi <8 x float> [ %5569, %5567 ], [ %5566, %5560 ], [ %5559, %5553 ]
  switch i64 %507, label %1268 [
    i64 1, label %5586
    i64 2, label %5579
    i64 3, label %5572
    i64 0, label %5608
  ]

5572:                                             ; preds = %5570
  %5573 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5571)
  %5574 = bitcast <8 x float> %5571 to <8 x i32>
  %5575 = and <8 x i32> %5574, %108
  %5576 = bitcast <8 x i32> %5575 to <8 x float>
  %5577 = fcmp oeq <8 x float> %5571, %71
  %5578 = select <8 x i1> %5577, <8 x float> %5576, <8 x float> %5573
  br label %5589

5579:                                             ; preds = %5570
  %5580 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5571)
  %5581 = bitcast <8 x float> %5571 to <8 x i32>
  %5582 = or <8 x i32> %5581, %109
  %5583 = bitcast <8 x i32> %5582 to <8 x float>
  %5584 = fcmp oeq <8 x float> %5571, %74
  %5585 = select <8 x i1> %5584, <8 x float> %5583, <8 x float> %5580
  br label %5589

5586:                                             ; preds = %5570
  %5587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5551, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5588 = fadd <8 x float> %5571, %5587
  br label %5589

5589:                                             ; preds = %5586, %5579, %5572
  %5590 = phi <8 x float> [ %5588, %5586 ], [ %5585, %5579 ], [ %5578, %5572 ]
  switch i64 %509, label %1268 [
    i64 1, label %5605
    i64 2, label %5598
    i64 3, label %5591
    i64 0, label %5608
  ]

5591:                                             ; preds = %5589
  %5592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5590)
  %5593 = bitcast <8 x float> %5590 to <8 x i32>
  %5594 = and <8 x i32> %5593, %108
  %5595 = bitcast <8 x i32> %5594 to <8 x float>
  %5596 = fcmp oeq <8 x float> %5590, %71
  %5597 = select <8 x i1> %5596, <8 x float> %5595, <8 x float> %5592
  br label %5608

5598:                                             ; preds = %5589
  %5599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5590)
  %5600 = bitcast <8 x float> %5590 to <8 x i32>
  %5601 = or <8 x i32> %5600, %109
  %5602 = bitcast <8 x i32> %5601 to <8 x float>
  %5603 = fcmp oeq <8 x float> %5590, %74
  %5604 = select <8 x i1> %5603, <8 x float> %5602, <8 x float> %5599
  br label %5608

5605:                                             ; preds = %5589
  %5606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5551, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5607 = fadd <8 x float> %5590, %5606
  br label %5608

5608:                                             ; preds = %5591, %5598, %5605, %5589, %5570
  %5609 = phi <8 x float> [ %5604, %5598 ], [ %5597, %5591 ], [ %5571, %5570 ], [ %5590, %5589 ], [ %5607, %5605 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5609, ptr align 1 %5550, <8 x i1> %5409)
  %5610 = add nsw i64 %1083, %1180
  %5611 = getelementptr inbounds float, ptr %826, i64 %5610
  %5612 = getelementptr inbounds float, ptr %824, i64 %5610
  %5613 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5611, <8 x i1> %5409, <8 x float> zeroinitializer)
  switch i64 %501, label %1268 [
    i64 1, label %5628
    i64 2, label %5621
    i64 3, label %5614
  ]

5614:                                             ; preds = %5608
  %5615 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5613)
  %5616 = bitcast <8 x float> %5613 to <8 x i32>
  %5617 = and <8 x i32> %5616, %108
  %5618 = bitcast <8 x i32> %5617 to <8 x float>
  %5619 = fcmp oeq <8 x float> %5613, %71
  %5620 = select <8 x i1> %5619, <8 x float> %5618, <8 x float> %5615
  br label %5631

5621:                                             ; preds = %5608
  %5622 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5613)
  %5623 = bitcast <8 x float> %5613 to <8 x i32>
  %5624 = or <8 x i32> %5623, %109
  %5625 = bitcast <8 x i32> %5624 to <8 x float>
  %5626 = fcmp oeq <8 x float> %5613, %74
  %5627 = select <8 x i1> %5626, <8 x float> %5625, <8 x float> %5622
  br label %5631

5628:                                             ; preds = %5608
  %5629 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5612, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5630 = fadd <8 x float> %5613, %5629
  br label %5631

5631:                                             ; preds = %5628, %5621, %5614
  %5632 = phi <8 x float> [ %5630, %5628 ], [ %5627, %5621 ], [ %5620, %5614 ]
  switch i64 %511, label %1268 [
    i64 1, label %5647
    i64 2, label %5640
    i64 3, label %5633
    i64 0, label %5669
  ]

5633:                                             ; preds = %5631
  %5634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5632)
  %5635 = bitcast <8 x float> %5632 to <8 x i32>
  %5636 = and <8 x i32> %5635, %108
  %5637 = bitcast <8 x i32> %5636 to <8 x float>
  %5638 = fcmp oeq <8 x float> %5632, %71
  %5639 = select <8 x i1> %5638, <8 x float> %5637, <8 x float> %5634
  br label %5650

5640:                                             ; preds = %5631
  %5641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5632)
  %5642 = bitcast <8 x float> %5632 to <8 x i32>
  %5643 = or <8 x i32> %5642, %109
  %5644 = bitcast <8 x i32> %5643 to <8 x float>
  %5645 = fcmp oeq <8 x float> %5632, %74
  %5646 = select <8 x i1> %5645, <8 x float> %5644, <8 x float> %5641
  br label %5650

5647:                                             ; preds = %5631
  %5648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5612, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5649 = fadd <8 x float> %5632, %5648
  br label %5650

5650:                                             ; preds = %5647, %5640, %5633
  %5651 = phi <8 x float> [ %5649, %5647 ], [ %5646, %5640 ], [ %5639, %5633 ]
  switch i64 %513, label %1268 [
    i64 1, label %5666
    i64 2, label %5659
    i64 3, label %5652
    i64 0, label %5669
  ]

5652:                                             ; preds = %5650
  %5653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5651)
  %5654 = bitcast <8 x float> %5651 to <8 x i32>
  %5655 = and <8 x i32> %5654, %108
  %5656 = bitcast <8 x i32> %5655 to <8 x float>
  %5657 = fcmp oeq <8 x float> %5651, %71
  %5658 = select <8 x i1> %5657, <8 x float> %5656, <8 x float> %5653
  br label %5669

5659:                                             ; preds = %5650
  %5660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5651)
  %5661 = bitcast <8 x float> %5651 to <8 x i32>
  %5662 = or <8 x i32> %5661, %109
  %5663 = bitcast <8 x i32> %5662 to <8 x float>
  %5664 = fcmp oeq <8 x float> %5651, %74
  %5665 = select <8 x i1> %5664, <8 x float> %5663, <8 x float> %5660
  br label %5669

5666:                                             ; preds = %5650
  %5667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5612, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5668 = fadd <8 x float> %5651, %5667
  br label %5669

5669:                                             ; preds = %5652, %5659, %5666, %5650, %5631
  %5670 = phi <8 x float> [ %5665, %5659 ], [ %5658, %5652 ], [ %5632, %5631 ], [ %5651, %5650 ], [ %5668, %5666 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5670, ptr align 1 %5611, <8 x i1> %5409)
  %5671 = add nsw i64 %1085, %1180
  %5672 = getelementptr inbounds float, ptr %826, i64 %5671
  %5673 = getelementptr inbounds float, ptr %824, i64 %5671
  %5674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5672, <8 x i1> %5409, <8 x float> zeroinitializer)
  switch i64 %501, label %1268 [
    i64 1, label %5689
    i64 2, label %5682
    i64 3, label %5675
  ]

5675:                                             ; preds = %5669
  %5676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5674)
  %5677 = bitcast <8 x float> %5674 to <8 x i32>
  %5678 = and <8 x i32> %5677, %108
  %5679 = bitcast <8 x i32> %5678 to <8 x float>
  %5680 = fcmp oeq <8 x float> %5674, %71
  %5681 = select <8 x i1> %5680, <8 x float> %5679, <8 x float> %5676
  br label %5692

5682:                                             ; preds = %5669
  %5683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5674)
  %5684 = bitcast <8 x float> %5674 to <8 x i32>
  %5685 = or <8 x i32> %5684, %109
  %5686 = bitcast <8 x i32> %5685 to <8 x float>
  %5687 = fcmp oeq <8 x float> %5674, %74
  %5688 = select <8 x i1> %5687, <8 x float> %5686, <8 x float> %5683
  br label %5692

5689:                                             ; preds = %5669
  %5690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5673, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5691 = fadd <8 x float> %5674, %5690
  br label %5692

5692:                                             ; preds = %5689, %5682, %5675
  %5693 = phi <8 x float> [ %5691, %5689 ], [ %5688, %5682 ], [ %5681, %5675 ]
  switch i64 %515, label %1268 [
    i64 1, label %5708
    i64 2, label %5701
    i64 3, label %5694
    i64 0, label %5730
  ]

5694:                                             ; preds = %5692
  %5695 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5693)
  %5696 = bitcast <8 x float> %5693 to <8 x i32>
  %5697 = and <8 x i32> %5696, %108
  %5698 = bitcast <8 x i32> %5697 to <8 x float>
  %5699 = fcmp oeq <8 x float> %5693, %71
  %5700 = select <8 x i1> %5699, <8 x float> %5698, <8 x float> %5695
  br label %5711

5701:                                             ; preds = %5692
  %5702 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5693)
  %5703 = bitcast <8 x float> %5693 to <8 x i32>
  %5704 = or <8 x i32> %5703, %109
  %5705 = bitcast <8 x i32> %5704 to <8 x float>
  %5706 = fcmp oeq <8 x float> %5693, %74
  %5707 = select <8 x i1> %5706, <8 x float> %5705, <8 x float> %5702
  br label %5711

5708:                                             ; preds = %5692
  %5709 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5673, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5710 = fadd <8 x float> %5693, %5709
  br label %5711

5711:                                             ; preds = %5708, %5701, %5694
  %5712 = phi <8 x float> [ %5710, %5708 ], [ %5707, %5701 ], [ %5700, %5694 ]
  switch i64 %517, label %1268 [
    i64 1, label %5727
    i64 2, label %5720
    i64 3, label %5713
    i64 0, label %5730
  ]

5713:                                             ; preds = %5711
  %5714 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5712)
  %5715 = bitcast <8 x float> %5712 to <8 x i32>
  %5716 = and <8 x i32> %5715, %108
  %5717 = bitcast <8 x i32> %5716 to <8 x float>
  %5718 = fcmp oeq <8 x float> %5712, %71
  %5719 = select <8 x i1> %5718, <8 x float> %5717, <8 x float> %5714
  br label %5730

5720:                                             ; preds = %5711
  %5721 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5712)
  %5722 = bitcast <8 x float> %5712 to <8 x i32>
  %5723 = or <8 x i32> %5722, %109
  %5724 = bitcast <8 x i32> %5723 to <8 x float>
  %5725 = fcmp oeq <8 x float> %5712, %74
  %5726 = select <8 x i1> %5725, <8 x float> %5724, <8 x float> %5721
  br label %5730

5727:                                             ; preds = %5711
  %5728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5673, <8 x i1> %5409, <8 x float> zeroinitializer)
  %5729 = fadd <8 x float> %5712, %5728
  br label %5730

5730:                                             ; preds = %5713, %5720, %5727, %5485, %5711, %5692
  %5731 = phi ptr [ %5490, %5485 ], [ %5672, %5713 ], [ %5672, %5692 ], [ %5672, %5711 ], [ %5672, %5727 ], [ %5672, %5720 ]
  %5732 = phi <8 x float> [ %5491, %5485 ], [ %5719, %5713 ], [ %5693, %5692 ], [ %5712, %5711 ], [ %5729, %5727 ], [ %5726, %5720 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5732, ptr align 1 %5731, <8 x i1> %5409)
  br label %13665

5733:                                             ; preds = %5814
  br i1 %104, label %5853, label %5840

5734:                                             ; preds = %5402
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  %5735 = icmp sgt i64 %1181, 7
  %5736 = trunc i64 %1181 to i32
  %5737 = select i1 %5735, i32 8, i32 %5736
  %5738 = insertelement <8 x i32> poison, i32 %5737, i64 0
  %5739 = shufflevector <8 x i32> %5738, <8 x i32> poison, <8 x i32> zeroinitializer
  %5740 = icmp sgt <8 x i32> %5739, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %44, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %43, i8 0, i64 28, i1 false)
  %5741 = sdiv i64 %7, %19
  %5742 = srem i64 %1180, %19
  %5743 = sdiv i64 %1180, %19
  %5744 = insertelement <8 x i64> poison, i64 %5741, i64 0
  %5745 = shufflevector <8 x i64> %5744, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %5746

5746:                                             ; preds = %5734, %5814
  %5747 = phi i64 [ 0, %5734 ], [ %5820, %5814 ]
  %5748 = phi i64 [ %5743, %5734 ], [ %5819, %5814 ]
  %5749 = phi i64 [ %5742, %5734 ], [ %5817, %5814 ]
  br i1 %102, label %5750, label %5775

5750:                                             ; preds = %5746
  %5751 = sub i64 %5748, %22
  %5752 = trunc nuw nsw i64 %5747 to i32
  %5753 = shl nuw nsw i32 1, %5752
  br i1 %719, label %5773, label %5754

5754:                                             ; preds = %5750
  %5755 = insertelement <8 x i64> poison, i64 %5751, i64 0
  %5756 = shufflevector <8 x i64> %5755, <8 x i64> poison, <8 x i32> zeroinitializer
  %5757 = insertelement <8 x i32> poison, i32 %5753, i64 0
  %5758 = shufflevector <8 x i32> %5757, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %5759

5759:                                             ; preds = %5759, %5754
  %5760 = phi i64 [ 0, %5754 ], [ %5769, %5759 ]
  %5761 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %5754 ], [ %5770, %5759 ]
  %5762 = add <8 x i64> %5756, %5761
  %5763 = icmp sgt <8 x i64> %5762, splat (i64 -1)
  %5764 = icmp slt <8 x i64> %5762, %5745
  %5765 = and <8 x i1> %5763, %5764
  %5766 = getelementptr i32, ptr %43, i64 %5760
  %5767 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %5766, <8 x i1> %5765, <8 x i32> poison)
  %5768 = or <8 x i32> %5767, %5758
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %5768, ptr align 16 %5766, <8 x i1> %5765)
  %5769 = add nuw i64 %5760, 8
  %5770 = add nuw nsw <8 x i64> %5761, splat (i64 8)
  %5771 = icmp eq i64 %5769, %720
  br i1 %5771, label %5772, label %5759

5772:                                             ; preds = %5759
  br i1 %721, label %5775, label %5773

5773:                                             ; preds = %5750, %5772
  %5774 = phi i64 [ 0, %5750 ], [ %720, %5772 ]
  br label %5801

5775:                                             ; preds = %5811, %5772, %5746
  br i1 %103, label %5776, label %5814

5776:                                             ; preds = %5775
  %5777 = sub i64 %5749, %23
  %5778 = trunc nuw nsw i64 %5747 to i32
  %5779 = shl nuw nsw i32 1, %5778
  br i1 %722, label %5799, label %5780

5780:                                             ; preds = %5776
  %5781 = insertelement <8 x i64> poison, i64 %5777, i64 0
  %5782 = shufflevector <8 x i64> %5781, <8 x i64> poison, <8 x i32> zeroinitializer
  %5783 = insertelement <8 x i32> poison, i32 %5779, i64 0
  %5784 = shufflevector <8 x i32> %5783, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %5785

5785:                                             ; preds = %5785, %5780
  %5786 = phi i64 [ 0, %5780 ], [ %5795, %5785 ]
  %5787 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %5780 ], [ %5796, %5785 ]
  %5788 = add <8 x i64> %5782, %5787
  %5789 = icmp sgt <8 x i64> %5788, splat (i64 -1)
  %5790 = icmp slt <8 x i64> %5788, %725
  %5791 = and <8 x i1> %5789, %5790
  %5792 = getelementptr i32, ptr %44, i64 %5786
  %5793 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %5792, <8 x i1> %5791, <8 x i32> poison)
  %5794 = or <8 x i32> %5793, %5784
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %5794, ptr align 16 %5792, <8 x i1> %5791)
  %5795 = add nuw i64 %5786, 8
  %5796 = add nuw nsw <8 x i64> %5787, splat (i64 8)
  %5797 = icmp eq i64 %5795, %723
  br i1 %5797, label %5798, label %5785

5798:                                             ; preds = %5785
  br i1 %726, label %5814, label %5799

5799:                                             ; preds = %5776, %5798
  %5800 = phi i64 [ 0, %5776 ], [ %723, %5798 ]
  br label %5825

5801:                                             ; preds = %5773, %5811
  %5802 = phi i64 [ %5812, %5811 ], [ %5774, %5773 ]
  %5803 = add i64 %5751, %5802
  %5804 = icmp sgt i64 %5803, -1
  %5805 = icmp slt i64 %5803, %5741
  %5806 = and i1 %5804, %5805
  br i1 %5806, label %5807, label %5811

5807:                                             ; preds = %5801
  %5808 = getelementptr inbounds nuw i32, ptr %43, i64 %5802
  %5809 = load i32, ptr %5808, align 4
  %5810 = or i32 %5809, %5753
  store i32 %5810, ptr %5808, align 4
  br label %5811

5811:                                             ; preds = %5807, %5801
  %5812 = add nuw nsw i64 %5802, 1
  %5813 = icmp eq i64 %5812, %20
  br i1 %5813, label %5775, label %5801

5814:                                             ; preds = %5835, %5798, %5775
  %5815 = add nsw i64 %5749, 1
  %5816 = icmp eq i64 %5815, %19
  %5817 = select i1 %5816, i64 0, i64 %5815
  %5818 = zext i1 %5816 to i64
  %5819 = add nsw i64 %5748, %5818
  %5820 = add nuw nsw i64 %5747, 1
  %5821 = icmp samesign ult i64 %5747, 7
  %5822 = add nsw i64 %1180, %5820
  %5823 = icmp slt i64 %5822, %7
  %5824 = select i1 %5821, i1 %5823, i1 false
  br i1 %5824, label %5746, label %5733

5825:                                             ; preds = %5799, %5835
  %5826 = phi i64 [ %5836, %5835 ], [ %5800, %5799 ]
  %5827 = add i64 %5777, %5826
  %5828 = icmp sgt i64 %5827, -1
  %5829 = icmp slt i64 %5827, %19
  %5830 = and i1 %5828, %5829
  br i1 %5830, label %5831, label %5835

5831:                                             ; preds = %5825
  %5832 = getelementptr inbounds nuw i32, ptr %44, i64 %5826
  %5833 = load i32, ptr %5832, align 4
  %5834 = or i32 %5833, %5779
  store i32 %5834, ptr %5832, align 4
  br label %5835

5835:                                             ; preds = %5831, %5825
  %5836 = add nuw nsw i64 %5826, 1
  %5837 = icmp eq i64 %5836, %21
  br i1 %5837, label %5814, label %5825

5838:                                             ; preds = %5863
  %5839 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %5878

5840:                                             ; preds = %5733
  %5841 = load float, ptr %839, align 1
  %5842 = insertelement <8 x float> poison, float %5841, i64 0
  %5843 = shufflevector <8 x float> %5842, <8 x float> poison, <8 x i32> zeroinitializer
  %5844 = load float, ptr %1056, align 1
  %5845 = insertelement <8 x float> poison, float %5844, i64 0
  %5846 = shufflevector <8 x float> %5845, <8 x float> poison, <8 x i32> zeroinitializer
  %5847 = load float, ptr %1057, align 1
  %5848 = insertelement <8 x float> poison, float %5847, i64 0
  %5849 = shufflevector <8 x float> %5848, <8 x float> poison, <8 x i32> zeroinitializer
  %5850 = load float, ptr %1058, align 1
  %5851 = insertelement <8 x float> poison, float %5850, i64 0
  %5852 = shufflevector <8 x float> %5851, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5863

5853:                                             ; preds = %5733
  %5854 = getelementptr float, ptr %821, i64 %1180
  %5855 = getelementptr float, ptr %5854, i64 %843
  %5856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5855, <8 x i1> %5740, <8 x float> zeroinitializer)
  %5857 = getelementptr float, ptr %5854, i64 %1060
  %5858 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5857, <8 x i1> %5740, <8 x float> zeroinitializer)
  %5859 = getelementptr float, ptr %5854, i64 %1062
  %5860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5859, <8 x i1> %5740, <8 x float> zeroinitializer)
  %5861 = getelementptr float, ptr %5854, i64 %1064
  %5862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5861, <8 x i1> %5740, <8 x float> zeroinitializer)
  br label %5863

5863:                                             ; preds = %5853, %5840
  %5864 = phi <8 x float> [ %5860, %5853 ], [ %5849, %5840 ]
  %5865 = phi <8 x float> [ %5856, %5853 ], [ %5843, %5840 ]
  %5866 = phi <8 x float> [ %5858, %5853 ], [ %5846, %5840 ]
  %5867 = phi <8 x float> [ %5862, %5853 ], [ %5852, %5840 ]
  br i1 %102, label %5838, label %5868

5868:                                             ; preds = %5892, %5863
  %5869 = phi <8 x float> [ %5865, %5863 ], [ %5893, %5892 ]
  %5870 = phi <8 x float> [ %5866, %5863 ], [ %5894, %5892 ]
  %5871 = phi <8 x float> [ %5864, %5863 ], [ %5895, %5892 ]
  %5872 = phi <8 x float> [ %5867, %5863 ], [ %5896, %5892 ]
  %5873 = getelementptr float, ptr %826, i64 %1180
  %5874 = getelementptr float, ptr %5873, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5869, ptr align 1 %5874, <8 x i1> %5740)
  %5875 = getelementptr float, ptr %5873, i64 %1066
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5870, ptr align 1 %5875, <8 x i1> %5740)
  %5876 = getelementptr float, ptr %5873, i64 %1068
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5871, ptr align 1 %5876, <8 x i1> %5740)
  %5877 = getelementptr float, ptr %5873, i64 %1070
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5872, ptr align 1 %5877, <8 x i1> %5740)
  br i1 %107, label %6213, label %5960

5878:                                             ; preds = %5838, %5892
  %5879 = phi <8 x float> [ %5865, %5838 ], [ %5893, %5892 ]
  %5880 = phi <8 x float> [ %5866, %5838 ], [ %5894, %5892 ]
  %5881 = phi <8 x float> [ %5864, %5838 ], [ %5895, %5892 ]
  %5882 = phi <8 x float> [ %5867, %5838 ], [ %5896, %5892 ]
  %5883 = phi i64 [ 0, %5838 ], [ %5897, %5892 ]
  br i1 %103, label %5884, label %5892

5884:                                             ; preds = %5878
  %5885 = getelementptr inbounds nuw i32, ptr %43, i64 %5883
  %5886 = sub nsw i64 %5883, %22
  %5887 = mul nsw i64 %5886, %19
  %5888 = getelementptr inbounds float, ptr %5839, i64 %5887
  %5889 = mul nuw nsw i64 %5883, %21
  %5890 = getelementptr inbounds nuw float, ptr %840, i64 %5889
  %5891 = load i32, ptr %5885, align 4
  br label %5899

5892:                                             ; preds = %5915, %5878
  %5893 = phi <8 x float> [ %5879, %5878 ], [ %5916, %5915 ]
  %5894 = phi <8 x float> [ %5880, %5878 ], [ %5917, %5915 ]
  %5895 = phi <8 x float> [ %5881, %5878 ], [ %5918, %5915 ]
  %5896 = phi <8 x float> [ %5882, %5878 ], [ %5919, %5915 ]
  %5897 = add nuw nsw i64 %5883, 1
  %5898 = icmp eq i64 %5897, %20
  br i1 %5898, label %5868, label %5878

5899:                                             ; preds = %5884, %5915
  %5900 = phi <8 x float> [ %5879, %5884 ], [ %5916, %5915 ]
  %5901 = phi <8 x float> [ %5880, %5884 ], [ %5917, %5915 ]
  %5902 = phi <8 x float> [ %5881, %5884 ], [ %5918, %5915 ]
  %5903 = phi <8 x float> [ %5882, %5884 ], [ %5919, %5915 ]
  %5904 = phi i64 [ 0, %5884 ], [ %5920, %5915 ]
  %5905 = getelementptr inbounds nuw i32, ptr %44, i64 %5904
  %5906 = load i32, ptr %5905, align 4
  %5907 = and i32 %5906, %5891
  %5908 = insertelement <8 x i32> poison, i32 %5907, i64 0
  %5909 = shufflevector <8 x i32> %5908, <8 x i32> poison, <8 x i32> zeroinitializer
  %5910 = and <8 x i32> %5909, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %5911 = icmp ne <8 x i32> %5910, zeroinitializer
  %5912 = sub nsw i64 %5904, %23
  %5913 = getelementptr inbounds float, ptr %5888, i64 %5912
  %5914 = getelementptr inbounds nuw float, ptr %5890, i64 %5904
  br i1 %106, label %5922, label %5915

5915:                                             ; preds = %5922, %5899
  %5916 = phi <8 x float> [ %5900, %5899 ], [ %5936, %5922 ]
  %5917 = phi <8 x float> [ %5901, %5899 ], [ %5943, %5922 ]
  %5918 = phi <8 x float> [ %5902, %5899 ], [ %5950, %5922 ]
  %5919 = phi <8 x float> [ %5903, %5899 ], [ %5957, %5922 ]
  %5920 = add nuw nsw i64 %5904, 1
  %5921 = icmp eq i64 %5920, %21
  br i1 %5921, label %5892, label %5899

5922:                                             ; preds = %5899, %5922
  %5923 = phi <8 x float> [ %5936, %5922 ], [ %5900, %5899 ]
  %5924 = phi <8 x float> [ %5943, %5922 ], [ %5901, %5899 ]
  %5925 = phi <8 x float> [ %5950, %5922 ], [ %5902, %5899 ]
  %5926 = phi <8 x float> [ %5957, %5922 ], [ %5903, %5899 ]
  %5927 = phi i64 [ %5958, %5922 ], [ 0, %5899 ]
  %5928 = mul nsw i64 %5927, %7
  %5929 = getelementptr inbounds float, ptr %5913, i64 %5928
  %5930 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5929, <8 x i1> %5911, <8 x float> zeroinitializer)
  %5931 = mul nuw nsw i64 %5927, %101
  %5932 = getelementptr inbounds nuw float, ptr %5914, i64 %5931
  %5933 = load float, ptr %5932, align 1
  %5934 = insertelement <8 x float> poison, float %5933, i64 0
  %5935 = shufflevector <8 x float> %5934, <8 x float> poison, <8 x i32> zeroinitializer
  %5936 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5930, <8 x float> %5935, <8 x float> %5923)
  %5937 = add nuw nsw i64 %5, %5927
  %5938 = mul nuw nsw i64 %5937, %101
  %5939 = getelementptr inbounds nuw float, ptr %5914, i64 %5938
  %5940 = load float, ptr %5939, align 1
  %5941 = insertelement <8 x float> poison, float %5940, i64 0
  %5942 = shufflevector <8 x float> %5941, <8 x float> poison, <8 x i32> zeroinitializer
  %5943 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5930, <8 x float> %5942, <8 x float> %5924)
  %5944 = add nuw nsw i64 %480, %5927
  %5945 = mul nuw nsw i64 %5944, %101
  %5946 = getelementptr inbounds nuw float, ptr %5914, i64 %5945
  %5947 = load float, ptr %5946, align 1
  %5948 = insertelement <8 x float> poison, float %5947, i64 0
  %5949 = shufflevector <8 x float> %5948, <8 x float> poison, <8 x i32> zeroinitializer
  %5950 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5930, <8 x float> %5949, <8 x float> %5925)
  %5951 = add nuw nsw i64 %481, %5927
  %5952 = mul nuw nsw i64 %5951, %101
  %5953 = getelementptr inbounds nuw float, ptr %5914, i64 %5952
  %5954 = load float, ptr %5953, align 1
  %5955 = insertelement <8 x float> poison, float %5954, i64 0
  %5956 = shufflevector <8 x float> %5955, <8 x float> poison, <8 x i32> zeroinitializer
  %5957 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5930, <8 x float> %5956, <8 x float> %5926)
  %5958 = add nuw nsw i64 %5927, 1
  %5959 = icmp eq i64 %5958, %5
  br i1 %5959, label %5915, label %5922

5960:                                             ; preds = %5868
  %5961 = add nsw i64 %843, %1180
  %5962 = getelementptr inbounds float, ptr %826, i64 %5961
  %5963 = getelementptr inbounds float, ptr %824, i64 %5961
  %5964 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5962, <8 x i1> %5740, <8 x float> zeroinitializer)
  switch i64 %482, label %1268 [
    i64 1, label %5972
    i64 2, label %5975
    i64 3, label %5982
    i64 0, label %5965
  ]

5965:                                             ; preds = %5960
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5964, ptr align 1 %5962, <8 x i1> %5740)
  %5966 = getelementptr float, ptr %1164, i64 %1180
  %5967 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5966, <8 x i1> %5740, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5967, ptr align 1 %5966, <8 x i1> %5740)
  %5968 = getelementptr float, ptr %1165, i64 %1180
  %5969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5968, <8 x i1> %5740, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5969, ptr align 1 %5968, <8 x i1> %5740)
  %5970 = getelementptr float, ptr %1166, i64 %1180
  %5971 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5970, <8 x i1> %5740, <8 x float> zeroinitializer)
  br label %6210

5972:                                             ; preds = %5960
  %5973 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5963, <8 x i1> %5740, <8 x float> zeroinitializer)
  %5974 = fadd <8 x float> %5964, %5973
  br label %5989

5975:                                             ; preds = %5960
  %5976 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5964)
  %5977 = bitcast <8 x float> %5964 to <8 x i32>
  %5978 = or <8 x i32> %5977, %109
  %5979 = bitcast <8 x i32> %5978 to <8 x float>
  %5980 = fcmp oeq <8 x float> %5964, %74
  %5981 = select <8 x i1> %5980, <8 x float> %5979, <8 x float> %5976
  br label %5989

5982:                                             ; preds = %5960
  %5983 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5964)
  %5984 = bitcast <8 x float> %5964 to <8 x i32>
  %5985 = and <8 x i32> %5984, %108
  %5986 = bitcast <8 x i32> %5985 to <8 x float>
  %5987 = fcmp oeq <8 x float> %5964, %71
  %5988 = select <8 x i1> %5987, <8 x float> %5986, <8 x float> %5983
  br label %5989

5989:                                             ; preds = %5982, %5975, %5972
  %5990 = phi <8 x float> [ %5974, %5972 ], [ %5981, %5975 ], [ %5988, %5982 ]
  switch i64 %484, label %1268 [
    i64 1, label %6005
    i64 2, label %5998
    i64 3, label %5991
    i64 0, label %6027
  ]

5991:                                             ; preds = %5989
  %5992 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5990)
  %5993 = bitcast <8 x float> %5990 to <8 x i32>
  %5994 = and <8 x i32> %5993, %108
  %5995 = bitcast <8 x i32> %5994 to <8 x float>
  %5996 = fcmp oeq <8 x float> %5990, %71
  %5997 = select <8 x i1> %5996, <8 x float> %5995, <8 x float> %5992
  br label %6008

5998:                                             ; preds = %5989
  %5999 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5990)
  %6000 = bitcast <8 x float> %5990 to <8 x i32>
  %6001 = or <8 x i32> %6000, %109
  %6002 = bitcast <8 x i32> %6001 to <8 x float>
  %6003 = fcmp oeq <8 x float> %5990, %74
  %6004 = select <8 x i1> %6003, <8 x float> %6002, <8 x float> %5999
  br label %6008

6005:                                             ; preds = %5989
  %6006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5963, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6007 = fadd <8 x float> %5990, %6006
  br label %6008

6008:                                             ; preds = %6005, %5998, %5991
  %6009 = phi <8 x float> [ %6007, %6005 ], [ %6004, %5998 ], [ %5997, %5991 ]
  switch i64 %486, label %1268 [
    i64 1, label %6024
    i64 2, label %6017
    i64 3, label %6010
    i64 0, label %6027
  ]

6010:                                             ; preds = %6008
  %6011 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6009)
  %6012 = bitcast <8 x float> %6009 to <8 x i32>
  %6013 = and <8 x i32> %6012, %108
  %6014 = bitcast <8 x i32> %6013 to <8 x float>
  %6015 = fcmp oeq <8 x float> %6009, %71
  %6016 = select <8 x i1> %6015, <8 x float> %6014, <8 x float> %6011
  br label %6027

6017:                                             ; preds = %6008
  %6018 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6009)
  %6019 = bitcast <8 x float> %6009 to <8 x i32>
  %6020 = or <8 x i32> %6019, %109
  %6021 = bitcast <8 x i32> %6020 to <8 x float>
  %6022 = fcmp oeq <8 x float> %6009, %74
  %6023 = select <8 x i1> %6022, <8 x float> %6021, <8 x float> %6018
  br label %6027

6024:                                             ; preds = %6008
  %6025 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5963, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6026 = fadd <8 x float> %6009, %6025
  br label %6027

6027:                                             ; preds = %6010, %6017, %6024, %6008, %5989
  %6028 = phi <8 x float> [ %6009, %6008 ], [ %6016, %6010 ], [ %5990, %5989 ], [ %6026, %6024 ], [ %6023, %6017 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6028, ptr align 1 %5962, <8 x i1> %5740)
  %6029 = add nsw i64 %1066, %1180
  %6030 = getelementptr inbounds float, ptr %826, i64 %6029
  %6031 = getelementptr inbounds float, ptr %824, i64 %6029
  %6032 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6030, <8 x i1> %5740, <8 x float> zeroinitializer)
  switch i64 %482, label %1268 [
    i64 1, label %6047
    i64 2, label %6040
    i64 3, label %6033
  ]

6033:                                             ; preds = %6027
  %6034 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6032)
  %6035 = bitcast <8 x float> %6032 to <8 x i32>
  %6036 = and <8 x i32> %6035, %108
  %6037 = bitcast <8 x i32> %6036 to <8 x float>
  %6038 = fcmp oeq <8 x float> %6032, %71
  %6039 = select <8 x i1> %6038, <8 x float> %6037, <8 x float> %6034
  br label %6050

6040:                                             ; preds = %6027
  %6041 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6032)
  %6042 = bitcast <8 x float> %6032 to <8 x i32>
  %6043 = or <8 x i32> %6042, %109
  %6044 = bitcast <8 x i32> %6043 to <8 x float>
  %6045 = fcmp oeq <8 x float> %6032, %74
  %6046 = select <8 x i1> %6045, <8 x float> %6044, <8 x float> %6041
  br label %6050

6047:                                             ; preds = %6027
  %6048 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6031, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6049 = fadd <8 x float> %6032, %6048
  br label %6050

6050:                                             ; preds = %6047, %6040, %6033
  %6051 = phi <8 x float> [ %6049, %6047 ], [ %6046, %6040 ], [ %6039, %6033 ]
  switch i64 %488, label %1268 [
    i64 1, label %6066
    i64 2, label %6059
    i64 3, label %6052
    i64 0, label %6088
  ]

6052:                                             ; preds = %6050
  %6053 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6051)
  %6054 = bitcast <8 x float> %6051 to <8 x i32>
  %6055 = and <8 x i32> %6054, %108
  %6056 = bitcast <8 x i32> %6055 to <8 x float>
  %6057 = fcmp oeq <8 x float> %6051, %71
  %6058 = select <8 x i1> %6057, <8 x float> %6056, <8 x float> %6053
  br label %6069

6059:                                             ; preds = %6050
  %6060 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6051)
  %6061 = bitcast <8 x float> %6051 to <8 x i32>
  %6062 = or <8 x i32> %6061, %109
  %6063 = bitcast <8 x i32> %6062 to <8 x float>
  %6064 = fcmp oeq <8 x float> %6051, %74
  %6065 = select <8 x i1> %6064, <8 x float> %6063, <8 x float> %6060
  br label %6069

6066:                                             ; preds = %6050
  %6067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6031, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6068 = fadd <8 x float> %6051, %6067
  br label %6069

6069:                                             ; preds = %6066, %6059, %6052
  %6070 = phi <8 x float> [ %6068, %6066 ], [ %6065, %6059 ], [ %6058, %6052 ]
  switch i64 %490, label %1268 [
    i64 1, label %6085
    i64 2, label %6078
    i64 3, label %6071
    i64 0, label %6088
  ]

6071:                                             ; preds = %6069
  %6072 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6070)
  %6073 = bitcast <8 x float> %6070 to <8 x i32>
  %6074 = and <8 x i32> %6073, %108
  %6075 = bitcast <8 x i32> %6074 to <8 x float>
  %6076 = fcmp oeq <8 x float> %6070, %71
  %6077 = select <8 x i1> %6076, <8 x float> %6075, <8 x float> %6072
  br label %6088

6078:                                             ; preds = %6069
  %6079 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6070)
  %6080 = bitcast <8 x float> %6070 to <8 x i32>
  %6081 = or <8 x i32> %6080, %109
  %6082 = bitcast <8 x i32> %6081 to <8 x float>
  %6083 = fcmp oeq <8 x float> %6070, %74
  %6084 = select <8 x i1> %6083, <8 x float> %6082, <8 x float> %6079
  br label %6088

6085:                                             ; preds = %6069
  %6086 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6031, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6087 = fadd <8 x float> %6070, %6086
  br label %6088

6088:                                             ; preds = %6071, %6078, %6085, %6069, %6050
  %6089 = phi <8 x float> [ %6084, %6078 ], [ %6077, %6071 ], [ %6051, %6050 ], [ %6070, %6069 ], [ %6087, %6085 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6089, ptr align 1 %6030, <8 x i1> %5740)
  %6090 = add nsw i64 %1068, %1180
  %6091 = getelementptr inbounds float, ptr %826, i64 %6090
  %6092 = getelementptr inbounds float, ptr %824, i64 %6090
  %6093 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6091, <8 x i1> %5740, <8 x float> zeroinitializer)
  switch i64 %482, label %1268 [
    i64 1, label %6108
    i64 2, label %6101
    i64 3, label %6094
  ]

6094:                                             ; preds = %6088
  %6095 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6093)
  %6096 = bitcast <8 x float> %6093 to <8 x i32>
  %6097 = and <8 x i32> %6096, %108
  %6098 = bitcast <8 x i32> %6097 to <8 x float>
  %6099 = fcmp oeq <8 x float> %6093, %71
  %6100 = select <8 x i1> %6099, <8 x float> %6098, <8 x float> %6095
  br label %6111

6101:                                             ; preds = %6088
  %6102 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6093)
  %6103 = bitcast <8 x float> %6093 to <8 x i32>
  %6104 = or <8 x i32> %6103, %109
  %6105 = bitcast <8 x i32> %6104 to <8 x float>
  %6106 = fcmp oeq <8 x float> %6093, %74
  %6107 = select <8 x i1> %6106, <8 x float> %6105, <8 x float> %6102
  br label %6111

6108:                                             ; preds = %6088
  %6109 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6092, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6110 = fadd <8 x float> %6093, %6109
  br label %6111

6111:                                             ; preds = %6108, %6101, %6094
  %6112 = phi <8 x float> [ %6110, %6108 ], [ %6107, %6101 ], [ %6100, %6094 ]
  switch i64 %492, label %1268 [
    i64 1, label %6127
    i64 2, label %6120
    i64 3, label %6113
    i64 0, label %6149
  ]

6113:                                             ; preds = %6111
  %6114 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6112)
  %6115 = bitcast <8 x float> %6112 to <8 x i32>
  %6116 = and <8 x i32> %6115, %108
  %6117 = bitcast <8 x i32> %6116 to <8 x float>
  %6118 = fcmp oeq <8 x float> %6112, %71
  %6119 = select <8 x i1> %6118, <8 x float> %6117, <8 x float> %6114
  br label %6130

6120:                                             ; preds = %6111
  %6121 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6112)
  %6122 = bitcast <8 x float> %6112 to <8 x i32>
  %6123 = or <8 x i32> %6122, %109
  %6124 = bitcast <8 x i32> %6123 to <8 x float>
  %6125 = fcmp oeq <8 x float> %6112, %74
  %6126 = select <8 x i1> %6125, <8 x float> %6124, <8 x float> %6121
  br label %6130

6127:                                             ; preds = %6111
  %6128 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6092, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6129 = fadd <8 x float> %6112, %6128
  br label %6130

6130:                                             ; preds = %6127, %6120, %6113
  %6131 = phi <8 x float> [ %6129, %6127 ], [ %6126, %6120 ], [ %6119, %6113 ]
  switch i64 %494, label %1268 [
    i64 1, label %6146
    i64 2, label %6139
    i64 3, label %6132
    i64 0, label %6149
  ]

6132:                                             ; preds = %6130
  %6133 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6131)
  %6134 = bitcast <8 x float> %6131 to <8 x i32>
  %6135 = and <8 x i32> %6134, %108
  %6136 = bitcast <8 x i32> %6135 to <8 x float>
  %6137 = fcmp oeq <8 x float> %6131, %71
  %6138 = select <8 x i1> %6137, <8 x float> %6136, <8 x float> %6133
  br label %6149

6139:                                             ; preds = %6130
  %6140 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6131)
  %6141 = bitcast <8 x float> %6131 to <8 x i32>
  %6142 = or <8 x i32> %6141, %109
  %6143 = bitcast <8 x i32> %6142 to <8 x float>
  %6144 = fcmp oeq <8 x float> %6131, %74
  %6145 = select <8 x i1> %6144, <8 x float> %6143, <8 x float> %6140
  br label %6149

6146:                                             ; preds = %6130
  %6147 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6092, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6148 = fadd <8 x float> %6131, %6147
  br label %6149

6149:                                             ; preds = %6132, %6139, %6146, %6130, %6111
  %6150 = phi <8 x float> [ %6145, %6139 ], [ %6138, %6132 ], [ %6112, %6111 ], [ %6131, %6130 ], [ %6148, %6146 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6150, ptr align 1 %6091, <8 x i1> %5740)
  %6151 = add nsw i64 %1070, %1180
  %6152 = getelementptr inbounds float, ptr %826, i64 %6151
  %6153 = getelementptr inbounds float, ptr %824, i64 %6151
  %6154 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6152, <8 x i1> %5740, <8 x float> zeroinitializer)
  switch i64 %482, label %1268 [
    i64 1, label %6169
    i64 2, label %6162
    i64 3, label %6155
  ]

6155:                                             ; preds = %6149
  %6156 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6154)
  %6157 = bitcast <8 x float> %6154 to <8 x i32>
  %6158 = and <8 x i32> %6157, %108
  %6159 = bitcast <8 x i32> %6158 to <8 x float>
  %6160 = fcmp oeq <8 x float> %6154, %71
  %6161 = select <8 x i1> %6160, <8 x float> %6159, <8 x float> %6156
  br label %6172

6162:                                             ; preds = %6149
  %6163 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6154)
  %6164 = bitcast <8 x float> %6154 to <8 x i32>
  %6165 = or <8 x i32> %6164, %109
  %6166 = bitcast <8 x i32> %6165 to <8 x float>
  %6167 = fcmp oeq <8 x float> %6154, %74
  %6168 = select <8 x i1> %6167, <8 x float> %6166, <8 x float> %6163
  br label %6172

6169:                                             ; preds = %6149
  %6170 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6153, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6171 = fadd <8 x float> %6154, %6170
  br label %6172

6172:                                             ; preds = %6169, %6162, %6155
  %6173 = phi <8 x float> [ %6171, %6169 ], [ %6168, %6162 ], [ %6161, %6155 ]
  switch i64 %496, label %1268 [
    i64 1, label %6188
    i64 2, label %6181
    i64 3, label %6174
    i64 0, label %6210
  ]

6174:                                             ; preds = %6172
  %6175 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6173)
  %6176 = bitcast <8 x float> %6173 to <8 x i32>
  %6177 = and <8 x i32> %6176, %108
  %6178 = bitcast <8 x i32> %6177 to <8 x float>
  %6179 = fcmp oeq <8 x float> %6173, %71
  %6180 = select <8 x i1> %6179, <8 x float> %6178, <8 x float> %6175
  br label %6191

6181:                                             ; preds = %6172
  %6182 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6173)
  %6183 = bitcast <8 x float> %6173 to <8 x i32>
  %6184 = or <8 x i32> %6183, %109
  %6185 = bitcast <8 x i32> %6184 to <8 x float>
  %6186 = fcmp oeq <8 x float> %6173, %74
  %6187 = select <8 x i1> %6186, <8 x float> %6185, <8 x float> %6182
  br label %6191

6188:                                             ; preds = %6172
  %6189 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6153, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6190 = fadd <8 x float> %6173, %6189
  br label %6191

6191:                                             ; preds = %6188, %6181, %6174
  %6192 = phi <8 x float> [ %6190, %6188 ], [ %6187, %6181 ], [ %6180, %6174 ]
  switch i64 %498, label %1268 [
    i64 1, label %6207
    i64 2, label %6200
    i64 3, label %6193
    i64 0, label %6210
  ]

6193:                                             ; preds = %6191
  %6194 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6192)
  %6195 = bitcast <8 x float> %6192 to <8 x i32>
  %6196 = and <8 x i32> %6195, %108
  %6197 = bitcast <8 x i32> %6196 to <8 x float>
  %6198 = fcmp oeq <8 x float> %6192, %71
  %6199 = select <8 x i1> %6198, <8 x float> %6197, <8 x float> %6194
  br label %6210

6200:                                             ; preds = %6191
  %6201 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6192)
  %6202 = bitcast <8 x float> %6192 to <8 x i32>
  %6203 = or <8 x i32> %6202, %109
  %6204 = bitcast <8 x i32> %6203 to <8 x float>
  %6205 = fcmp oeq <8 x float> %6192, %74
  %6206 = select <8 x i1> %6205, <8 x float> %6204, <8 x float> %6201
  br label %6210

6207:                                             ; preds = %6191
  %6208 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6153, <8 x i1> %5740, <8 x float> zeroinitializer)
  %6209 = fadd <8 x float> %6192, %6208
  br label %6210

6210:                                             ; preds = %6193, %6200, %6207, %5965, %6191, %6172
  %6211 = phi ptr [ %5970, %5965 ], [ %6152, %6193 ], [ %6152, %6172 ], [ %6152, %6191 ], [ %6152, %6207 ], [ %6152, %6200 ]
  %6212 = phi <8 x float> [ %5971, %5965 ], [ %6199, %6193 ], [ %6173, %6172 ], [ %6192, %6191 ], [ %6209, %6207 ], [ %6206, %6200 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6212, ptr align 1 %6211, <8 x i1> %5740)
  br label %6213

6213:                                             ; preds = %6210, %5868
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  br label %13665

6214:                                             ; preds = %1179
  br i1 %85, label %6215, label %6853

6215:                                             ; preds = %6214
  %6216 = icmp sgt i64 %1181, 7
  %6217 = trunc i64 %1181 to i32
  %6218 = select i1 %6216, i32 8, i32 %6217
  %6219 = insertelement <8 x i32> poison, i32 %6218, i64 0
  %6220 = shufflevector <8 x i32> %6219, <8 x i32> poison, <8 x i32> zeroinitializer
  %6221 = icmp sgt <8 x i32> %6220, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6222 = add i64 %1180, 8
  %6223 = sub i64 %7, %6222
  %6224 = icmp sgt i64 %6223, 7
  %6225 = trunc i64 %6223 to i32
  %6226 = select i1 %6224, i32 8, i32 %6225
  %6227 = insertelement <8 x i32> poison, i32 %6226, i64 0
  %6228 = shufflevector <8 x i32> %6227, <8 x i32> poison, <8 x i32> zeroinitializer
  %6229 = icmp sgt <8 x i32> %6228, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %6251, label %6230

6230:                                             ; preds = %6215
  %6231 = load float, ptr %839, align 1
  %6232 = insertelement <8 x float> poison, float %6231, i64 0
  %6233 = shufflevector <8 x float> %6232, <8 x float> poison, <8 x i32> zeroinitializer
  %6234 = insertelement <8 x float> poison, float %6231, i64 0
  %6235 = shufflevector <8 x float> %6234, <8 x float> poison, <8 x i32> zeroinitializer
  %6236 = load float, ptr %1041, align 1
  %6237 = insertelement <8 x float> poison, float %6236, i64 0
  %6238 = shufflevector <8 x float> %6237, <8 x float> poison, <8 x i32> zeroinitializer
  %6239 = insertelement <8 x float> poison, float %6236, i64 0
  %6240 = shufflevector <8 x float> %6239, <8 x float> poison, <8 x i32> zeroinitializer
  %6241 = load float, ptr %1044, align 1
  %6242 = insertelement <8 x float> poison, float %6241, i64 0
  %6243 = shufflevector <8 x float> %6242, <8 x float> poison, <8 x i32> zeroinitializer
  %6244 = insertelement <8 x float> poison, float %6241, i64 0
  %6245 = shufflevector <8 x float> %6244, <8 x float> poison, <8 x i32> zeroinitializer
  %6246 = load float, ptr %1047, align 1
  %6247 = insertelement <8 x float> poison, float %6246, i64 0
  %6248 = shufflevector <8 x float> %6247, <8 x float> poison, <8 x i32> zeroinitializer
  %6249 = insertelement <8 x float> poison, float %6246, i64 0
  %6250 = shufflevector <8 x float> %6249, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6269

6251:                                             ; preds = %6215
  %6252 = getelementptr float, ptr %821, i64 %1180
  %6253 = getelementptr float, ptr %6252, i64 %843
  %6254 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6253, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6255 = getelementptr inbounds nuw i8, ptr %6253, i64 32
  %6256 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6255, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6257 = getelementptr float, ptr %6252, i64 %1051
  %6258 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6257, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6259 = getelementptr inbounds nuw i8, ptr %6257, i64 32
  %6260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6259, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6261 = getelementptr float, ptr %6252, i64 %1053
  %6262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6261, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6263 = getelementptr inbounds nuw i8, ptr %6261, i64 32
  %6264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6263, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6265 = getelementptr float, ptr %6252, i64 %1055
  %6266 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6265, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6267 = getelementptr inbounds nuw i8, ptr %6265, i64 32
  %6268 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6267, <8 x i1> %6229, <8 x float> zeroinitializer)
  br label %6269

6269:                                             ; preds = %6251, %6230
  %6270 = phi <8 x float> [ %6266, %6251 ], [ %6248, %6230 ]
  %6271 = phi <8 x float> [ %6262, %6251 ], [ %6243, %6230 ]
  %6272 = phi <8 x float> [ %6258, %6251 ], [ %6238, %6230 ]
  %6273 = phi <8 x float> [ %6254, %6251 ], [ %6233, %6230 ]
  %6274 = phi <8 x float> [ %6256, %6251 ], [ %6235, %6230 ]
  %6275 = phi i64 [ %1051, %6251 ], [ %1043, %6230 ]
  %6276 = phi <8 x float> [ %6260, %6251 ], [ %6240, %6230 ]
  %6277 = phi i64 [ %1053, %6251 ], [ %1046, %6230 ]
  %6278 = phi <8 x float> [ %6264, %6251 ], [ %6245, %6230 ]
  %6279 = phi i64 [ %1055, %6251 ], [ %1049, %6230 ]
  %6280 = phi <8 x float> [ %6268, %6251 ], [ %6250, %6230 ]
  %6281 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %6300, label %6282

6282:                                             ; preds = %6300, %6269
  %6283 = phi <8 x float> [ %6280, %6269 ], [ %6338, %6300 ]
  %6284 = phi <8 x float> [ %6270, %6269 ], [ %6337, %6300 ]
  %6285 = phi <8 x float> [ %6278, %6269 ], [ %6332, %6300 ]
  %6286 = phi <8 x float> [ %6271, %6269 ], [ %6331, %6300 ]
  %6287 = phi <8 x float> [ %6276, %6269 ], [ %6326, %6300 ]
  %6288 = phi <8 x float> [ %6272, %6269 ], [ %6325, %6300 ]
  %6289 = phi <8 x float> [ %6274, %6269 ], [ %6320, %6300 ]
  %6290 = phi <8 x float> [ %6273, %6269 ], [ %6319, %6300 ]
  %6291 = getelementptr float, ptr %826, i64 %1180
  %6292 = getelementptr float, ptr %6291, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6290, ptr align 1 %6292, <8 x i1> %6221)
  %6293 = getelementptr inbounds nuw i8, ptr %6292, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6289, ptr nonnull align 1 %6293, <8 x i1> %6229)
  %6294 = getelementptr float, ptr %6291, i64 %6275
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6288, ptr align 1 %6294, <8 x i1> %6221)
  %6295 = getelementptr inbounds nuw i8, ptr %6294, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6287, ptr nonnull align 1 %6295, <8 x i1> %6229)
  %6296 = getelementptr float, ptr %6291, i64 %6277
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6286, ptr align 1 %6296, <8 x i1> %6221)
  %6297 = getelementptr inbounds nuw i8, ptr %6296, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6285, ptr nonnull align 1 %6297, <8 x i1> %6229)
  %6298 = getelementptr float, ptr %6291, i64 %6279
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6284, ptr align 1 %6298, <8 x i1> %6221)
  %6299 = getelementptr inbounds nuw i8, ptr %6298, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6283, ptr nonnull align 1 %6299, <8 x i1> %6229)
  br i1 %107, label %13665, label %6341

6300:                                             ; preds = %6269, %6300
  %6301 = phi <8 x float> [ %6338, %6300 ], [ %6280, %6269 ]
  %6302 = phi <8 x float> [ %6337, %6300 ], [ %6270, %6269 ]
  %6303 = phi <8 x float> [ %6332, %6300 ], [ %6278, %6269 ]
  %6304 = phi <8 x float> [ %6331, %6300 ], [ %6271, %6269 ]
  %6305 = phi <8 x float> [ %6326, %6300 ], [ %6276, %6269 ]
  %6306 = phi <8 x float> [ %6325, %6300 ], [ %6272, %6269 ]
  %6307 = phi <8 x float> [ %6320, %6300 ], [ %6274, %6269 ]
  %6308 = phi <8 x float> [ %6319, %6300 ], [ %6273, %6269 ]
  %6309 = phi i64 [ %6339, %6300 ], [ 0, %6269 ]
  %6310 = mul nsw i64 %6309, %7
  %6311 = getelementptr inbounds float, ptr %6281, i64 %6310
  %6312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6311, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6313 = getelementptr inbounds nuw i8, ptr %6311, i64 32
  %6314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6313, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6315 = getelementptr float, ptr %842, i64 %6309
  %6316 = load float, ptr %6315, align 1
  %6317 = insertelement <8 x float> poison, float %6316, i64 0
  %6318 = shufflevector <8 x float> %6317, <8 x float> poison, <8 x i32> zeroinitializer
  %6319 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6312, <8 x float> %6318, <8 x float> %6308)
  %6320 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6314, <8 x float> %6318, <8 x float> %6307)
  %6321 = getelementptr float, ptr %6315, i64 %5
  %6322 = load float, ptr %6321, align 1
  %6323 = insertelement <8 x float> poison, float %6322, i64 0
  %6324 = shufflevector <8 x float> %6323, <8 x float> poison, <8 x i32> zeroinitializer
  %6325 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6312, <8 x float> %6324, <8 x float> %6306)
  %6326 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6314, <8 x float> %6324, <8 x float> %6305)
  %6327 = getelementptr i8, ptr %6315, i64 %445
  %6328 = load float, ptr %6327, align 1
  %6329 = insertelement <8 x float> poison, float %6328, i64 0
  %6330 = shufflevector <8 x float> %6329, <8 x float> poison, <8 x i32> zeroinitializer
  %6331 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6312, <8 x float> %6330, <8 x float> %6304)
  %6332 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6314, <8 x float> %6330, <8 x float> %6303)
  %6333 = getelementptr i8, ptr %6315, i64 %446
  %6334 = load float, ptr %6333, align 1
  %6335 = insertelement <8 x float> poison, float %6334, i64 0
  %6336 = shufflevector <8 x float> %6335, <8 x float> poison, <8 x i32> zeroinitializer
  %6337 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6312, <8 x float> %6336, <8 x float> %6302)
  %6338 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6314, <8 x float> %6336, <8 x float> %6301)
  %6339 = add nuw nsw i64 %6309, 1
  %6340 = icmp eq i64 %6339, %5
  br i1 %6340, label %6282, label %6300

6341:                                             ; preds = %6282
  %6342 = add nsw i64 %843, %1180
  %6343 = getelementptr inbounds float, ptr %826, i64 %6342
  %6344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6343, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6345 = getelementptr inbounds float, ptr %824, i64 %6342
  switch i64 %447, label %1268 [
    i64 1, label %6368
    i64 2, label %6371
    i64 3, label %6378
    i64 0, label %6346
  ]

6346:                                             ; preds = %6341
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6344, ptr align 1 %6343, <8 x i1> %6221)
  %6347 = getelementptr float, ptr %826, i64 %6342
  %6348 = getelementptr i8, ptr %6347, i64 32
  %6349 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6348, <8 x i1> %6229, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6349, ptr align 1 %6348, <8 x i1> %6229)
  %6350 = add nsw i64 %6275, %1180
  %6351 = getelementptr inbounds float, ptr %826, i64 %6350
  %6352 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6351, <8 x i1> %6221, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6352, ptr align 1 %6351, <8 x i1> %6221)
  %6353 = getelementptr float, ptr %826, i64 %6350
  %6354 = getelementptr i8, ptr %6353, i64 32
  %6355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6354, <8 x i1> %6229, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6355, ptr align 1 %6354, <8 x i1> %6229)
  %6356 = add nsw i64 %6277, %1180
  %6357 = getelementptr inbounds float, ptr %826, i64 %6356
  %6358 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6357, <8 x i1> %6221, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6358, ptr align 1 %6357, <8 x i1> %6221)
  %6359 = getelementptr float, ptr %826, i64 %6356
  %6360 = getelementptr i8, ptr %6359, i64 32
  %6361 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6360, <8 x i1> %6229, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6361, ptr align 1 %6360, <8 x i1> %6229)
  %6362 = add nsw i64 %6279, %1180
  %6363 = getelementptr inbounds float, ptr %826, i64 %6362
  %6364 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6363, <8 x i1> %6221, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6364, ptr align 1 %6363, <8 x i1> %6221)
  %6365 = getelementptr float, ptr %826, i64 %6362
  %6366 = getelementptr i8, ptr %6365, i64 32
  %6367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6366, <8 x i1> %6229, <8 x float> zeroinitializer)
  br label %6850

6368:                                             ; preds = %6341
  %6369 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6345, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6370 = fadd <8 x float> %6344, %6369
  br label %6385

6371:                                             ; preds = %6341
  %6372 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6344)
  %6373 = bitcast <8 x float> %6344 to <8 x i32>
  %6374 = or <8 x i32> %6373, %109
  %6375 = bitcast <8 x i32> %6374 to <8 x float>
  %6376 = fcmp oeq <8 x float> %6344, %74
  %6377 = select <8 x i1> %6376, <8 x float> %6375, <8 x float> %6372
  br label %6385

6378:                                             ; preds = %6341
  %6379 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6344)
  %6380 = bitcast <8 x float> %6344 to <8 x i32>
  %6381 = and <8 x i32> %6380, %108
  %6382 = bitcast <8 x i32> %6381 to <8 x float>
  %6383 = fcmp oeq <8 x float> %6344, %71
  %6384 = select <8 x i1> %6383, <8 x float> %6382, <8 x float> %6379
  br label %6385

6385:                                             ; preds = %6378, %6371, %6368
  %6386 = phi <8 x float> [ %6370, %6368 ], [ %6377, %6371 ], [ %6384, %6378 ]
  switch i64 %449, label %1268 [
    i64 1, label %6401
    i64 2, label %6394
    i64 3, label %6387
    i64 0, label %6423
  ]

6387:                                             ; preds = %6385
  %6388 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6386)
  %6389 = bitcast <8 x float> %6386 to <8 x i32>
  %6390 = and <8 x i32> %6389, %108
  %6391 = bitcast <8 x i32> %6390 to <8 x float>
  %6392 = fcmp oeq <8 x float> %6386, %71
  %6393 = select <8 x i1> %6392, <8 x float> %6391, <8 x float> %6388
  br label %6404

6394:                                             ; preds = %6385
  %6395 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6386)
  %6396 = bitcast <8 x float> %6386 to <8 x i32>
  %6397 = or <8 x i32> %6396, %109
  %6398 = bitcast <8 x i32> %6397 to <8 x float>
  %6399 = fcmp oeq <8 x float> %6386, %74
  %6400 = select <8 x i1> %6399, <8 x float> %6398, <8 x float> %6395
  br label %6404

6401:                                             ; preds = %6385
  %6402 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6345, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6403 = fadd <8 x float> %6386, %6402
  br label %6404

6404:                                             ; preds = %6401, %6394, %6387
  %6405 = phi <8 x float> [ %6403, %6401 ], [ %6400, %6394 ], [ %6393, %6387 ]
  switch i64 %451, label %1268 [
    i64 1, label %6420
    i64 2, label %6413
    i64 3, label %6406
    i64 0, label %6423
  ]

6406:                                             ; preds = %6404
  %6407 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6405)
  %6408 = bitcast <8 x float> %6405 to <8 x i32>
  %6409 = and <8 x i32> %6408, %108
  %6410 = bitcast <8 x i32> %6409 to <8 x float>
  %6411 = fcmp oeq <8 x float> %6405, %71
  %6412 = select <8 x i1> %6411, <8 x float> %6410, <8 x float> %6407
  br label %6423

6413:                                             ; preds = %6404
  %6414 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6405)
  %6415 = bitcast <8 x float> %6405 to <8 x i32>
  %6416 = or <8 x i32> %6415, %109
  %6417 = bitcast <8 x i32> %6416 to <8 x float>
  %6418 = fcmp oeq <8 x float> %6405, %74
  %6419 = select <8 x i1> %6418, <8 x float> %6417, <8 x float> %6414
  br label %6423

6420:                                             ; preds = %6404
  %6421 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6345, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6422 = fadd <8 x float> %6405, %6421
  br label %6423

6423:                                             ; preds = %6406, %6413, %6420, %6404, %6385
  %6424 = phi <8 x float> [ %6405, %6404 ], [ %6412, %6406 ], [ %6386, %6385 ], [ %6422, %6420 ], [ %6419, %6413 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6424, ptr align 1 %6343, <8 x i1> %6221)
  %6425 = add nsw i64 %6342, 8
  %6426 = getelementptr inbounds float, ptr %826, i64 %6425
  %6427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6426, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6428 = getelementptr inbounds float, ptr %824, i64 %6425
  switch i64 %447, label %1268 [
    i64 1, label %6443
    i64 2, label %6436
    i64 3, label %6429
  ]

6429:                                             ; preds = %6423
  %6430 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6427)
  %6431 = bitcast <8 x float> %6427 to <8 x i32>
  %6432 = and <8 x i32> %6431, %108
  %6433 = bitcast <8 x i32> %6432 to <8 x float>
  %6434 = fcmp oeq <8 x float> %6427, %71
  %6435 = select <8 x i1> %6434, <8 x float> %6433, <8 x float> %6430
  br label %6446

6436:                                             ; preds = %6423
  %6437 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6427)
  %6438 = bitcast <8 x float> %6427 to <8 x i32>
  %6439 = or <8 x i32> %6438, %109
  %6440 = bitcast <8 x i32> %6439 to <8 x float>
  %6441 = fcmp oeq <8 x float> %6427, %74
  %6442 = select <8 x i1> %6441, <8 x float> %6440, <8 x float> %6437
  br label %6446

6443:                                             ; preds = %6423
  %6444 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6445 = fadd <8 x float> %6427, %6444
  br label %6446

6446:                                             ; preds = %6443, %6436, %6429
  %6447 = phi <8 x float> [ %6445, %6443 ], [ %6442, %6436 ], [ %6435, %6429 ]
  switch i64 %453, label %1268 [
    i64 1, label %6462
    i64 2, label %6455
    i64 3, label %6448
    i64 0, label %6484
  ]

6448:                                             ; preds = %6446
  %6449 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6447)
  %6450 = bitcast <8 x float> %6447 to <8 x i32>
  %6451 = and <8 x i32> %6450, %108
  %6452 = bitcast <8 x i32> %6451 to <8 x float>
  %6453 = fcmp oeq <8 x float> %6447, %71
  %6454 = select <8 x i1> %6453, <8 x float> %6452, <8 x float> %6449
  br label %6465

6455:                                             ; preds = %6446
  %6456 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6447)
  %6457 = bitcast <8 x float> %6447 to <8 x i32>
  %6458 = or <8 x i32> %6457, %109
  %6459 = bitcast <8 x i32> %6458 to <8 x float>
  %6460 = fcmp oeq <8 x float> %6447, %74
  %6461 = select <8 x i1> %6460, <8 x float> %6459, <8 x float> %6456
  br label %6465

6462:                                             ; preds = %6446
  %6463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6464 = fadd <8 x float> %6447, %6463
  br label %6465

6465:                                             ; preds = %6462, %6455, %6448
  %6466 = phi <8 x float> [ %6464, %6462 ], [ %6461, %6455 ], [ %6454, %6448 ]
  switch i64 %455, label %1268 [
    i64 1, label %6481
    i64 2, label %6474
    i64 3, label %6467
    i64 0, label %6484
  ]

6467:                                             ; preds = %6465
  %6468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6466)
  %6469 = bitcast <8 x float> %6466 to <8 x i32>
  %6470 = and <8 x i32> %6469, %108
  %6471 = bitcast <8 x i32> %6470 to <8 x float>
  %6472 = fcmp oeq <8 x float> %6466, %71
  %6473 = select <8 x i1> %6472, <8 x float> %6471, <8 x float> %6468
  br label %6484

6474:                                             ; preds = %6465
  %6475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6466)
  %6476 = bitcast <8 x float> %6466 to <8 x i32>
  %6477 = or <8 x i32> %6476, %109
  %6478 = bitcast <8 x i32> %6477 to <8 x float>
  %6479 = fcmp oeq <8 x float> %6466, %74
  %6480 = select <8 x i1> %6479, <8 x float> %6478, <8 x float> %6475
  br label %6484

6481:                                             ; preds = %6465
  %6482 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6428, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6483 = fadd <8 x float> %6466, %6482
  br label %6484

6484:                                             ; preds = %6467, %6474, %6481, %6465, %6446
  %6485 = phi <8 x float> [ %6480, %6474 ], [ %6473, %6467 ], [ %6447, %6446 ], [ %6466, %6465 ], [ %6483, %6481 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6485, ptr align 1 %6426, <8 x i1> %6229)
  %6486 = add nsw i64 %6275, %1180
  %6487 = getelementptr inbounds float, ptr %826, i64 %6486
  %6488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6487, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6489 = getelementptr inbounds float, ptr %824, i64 %6486
  switch i64 %447, label %1268 [
    i64 1, label %6504
    i64 2, label %6497
    i64 3, label %6490
  ]

6490:                                             ; preds = %6484
  %6491 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6488)
  %6492 = bitcast <8 x float> %6488 to <8 x i32>
  %6493 = and <8 x i32> %6492, %108
  %6494 = bitcast <8 x i32> %6493 to <8 x float>
  %6495 = fcmp oeq <8 x float> %6488, %71
  %6496 = select <8 x i1> %6495, <8 x float> %6494, <8 x float> %6491
  br label %6507

6497:                                             ; preds = %6484
  %6498 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6488)
  %6499 = bitcast <8 x float> %6488 to <8 x i32>
  %6500 = or <8 x i32> %6499, %109
  %6501 = bitcast <8 x i32> %6500 to <8 x float>
  %6502 = fcmp oeq <8 x float> %6488, %74
  %6503 = select <8 x i1> %6502, <8 x float> %6501, <8 x float> %6498
  br label %6507

6504:                                             ; preds = %6484
  %6505 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6489, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6506 = fadd <8 x float> %6488, %6505
  br label %6507

6507:                                             ; preds = %6504, %6497, %6490
  %6508 = phi <8 x float> [ %6506, %6504 ], [ %6503, %6497 ], [ %6496, %6490 ]
  switch i64 %457, label %1268 [
    i64 1, label %6523
    i64 2, label %6516
    i64 3, label %6509
    i64 0, label %6545
  ]

6509:                                             ; preds = %6507
  %6510 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6508)
  %6511 = bitcast <8 x float> %6508 to <8 x i32>
  %6512 = and <8 x i32> %6511, %108
  %6513 = bitcast <8 x i32> %6512 to <8 x float>
  %6514 = fcmp oeq <8 x float> %6508, %71
  %6515 = select <8 x i1> %6514, <8 x float> %6513, <8 x float> %6510
  br label %6526

6516:                                             ; preds = %6507
  %6517 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6508)
  %6518 = bitcast <8 x float> %6508 to <8 x i32>
  %6519 = or <8 x i32> %6518, %109
  %6520 = bitcast <8 x i32> %6519 to <8 x float>
  %6521 = fcmp oeq <8 x float> %6508, %74
  %6522 = select <8 x i1> %6521, <8 x float> %6520, <8 x float> %6517
  br label %6526

6523:                                             ; preds = %6507
  %6524 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6489, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6525 = fadd <8 x float> %6508, %6524
  br label %6526

6526:                                             ; preds = %6523, %6516, %6509
  %6527 = phi <8 x float> [ %6525, %6523 ], [ %6522, %6516 ], [ %6515, %6509 ]
  switch i64 %459, label %1268 [
    i64 1, label %6542
    i64 2, label %6535
    i64 3, label %6528
    i64 0, label %6545
  ]

6528:                                             ; preds = %6526
  %6529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6527)
  %6530 = bitcast <8 x float> %6527 to <8 x i32>
  %6531 = and <8 x i32> %6530, %108
  %6532 = bitcast <8 x i32> %6531 to <8 x float>
  %6533 = fcmp oeq <8 x float> %6527, %71
  %6534 = select <8 x i1> %6533, <8 x float> %6532, <8 x float> %6529
  br label %6545

6535:                                             ; preds = %6526
  %6536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6527)
  %6537 = bitcast <8 x float> %6527 to <8 x i32>
  %6538 = or <8 x i32> %6537, %109
  %6539 = bitcast <8 x i32> %6538 to <8 x float>
  %6540 = fcmp oeq <8 x float> %6527, %74
  %6541 = select <8 x i1> %6540, <8 x float> %6539, <8 x float> %6536
  br label %6545

6542:                                             ; preds = %6526
  %6543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6489, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6544 = fadd <8 x float> %6527, %6543
  br label %6545

6545:                                             ; preds = %6528, %6535, %6542, %6526, %6507
  %6546 = phi <8 x float> [ %6541, %6535 ], [ %6534, %6528 ], [ %6508, %6507 ], [ %6527, %6526 ], [ %6544, %6542 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6546, ptr align 1 %6487, <8 x i1> %6221)
  %6547 = add nsw i64 %6486, 8
  %6548 = getelementptr inbounds float, ptr %826, i64 %6547
  %6549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6548, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6550 = getelementptr inbounds float, ptr %824, i64 %6547
  switch i64 %447, label %1268 [
    i64 1, label %6565
    i64 2, label %6558
    i64 3, label %6551
  ]

6551:                                             ; preds = %6545
  %6552 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6549)
  %6553 = bitcast <8 x float> %6549 to <8 x i32>
  %6554 = and <8 x i32> %6553, %108
  %6555 = bitcast <8 x i32> %6554 to <8 x float>
  %6556 = fcmp oeq <8 x float> %6549, %71
  %6557 = select <8 x i1> %6556, <8 x float> %6555, <8 x float> %6552
  br label %6568

6558:                                             ; preds = %6545
  %6559 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6549)
  %6560 = bitcast <8 x float> %6549 to <8 x i32>
  %6561 = or <8 x i32> %6560, %109
  %6562 = bitcast <8 x i32> %6561 to <8 x float>
  %6563 = fcmp oeq <8 x float> %6549, %74
  %6564 = select <8 x i1> %6563, <8 x float> %6562, <8 x float> %6559
  br label %6568

6565:                                             ; preds = %6545
  %6566 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6550, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6567 = fadd <8 x float> %6549, %6566
  br label %6568

6568:                                             ; preds = %6565, %6558, %6551
  %6569 = phi <8 x float> [ %6567, %6565 ], [ %6564, %6558 ], [ %6557, %6551 ]
  switch i64 %461, label %1268 [
    i64 1, label %6584
    i64 2, label %6577
    i64 3, label %6570
    i64 0, label %6606
  ]

6570:                                             ; preds = %6568
  %6571 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6569)
  %6572 = bitcast <8 x float> %6569 to <8 x i32>
  %6573 = and <8 x i32> %6572, %108
  %6574 = bitcast <8 x i32> %6573 to <8 x float>
  %6575 = fcmp oeq <8 x float> %6569, %71
  %6576 = select <8 x i1> %6575, <8 x float> %6574, <8 x float> %6571
  br label %6587

6577:                                             ; preds = %6568
  %6578 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6569)
  %6579 = bitcast <8 x float> %6569 to <8 x i32>
  %6580 = or <8 x i32> %6579, %109
  %6581 = bitcast <8 x i32> %6580 to <8 x float>
  %6582 = fcmp oeq <8 x float> %6569, %74
  %6583 = select <8 x i1> %6582, <8 x float> %6581, <8 x float> %6578
  br label %6587

6584:                                             ; preds = %6568
  %6585 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6550, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6586 = fadd <8 x float> %6569, %6585
  br label %6587

6587:                                             ; preds = %6584, %6577, %6570
  %6588 = phi <8 x float> [ %6586, %6584 ], [ %6583, %6577 ], [ %6576, %6570 ]
  switch i64 %463, label %1268 [
    i64 1, label %6603
    i64 2, label %6596
    i64 3, label %6589
    i64 0, label %6606
  ]

6589:                                             ; preds = %6587
  %6590 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6588)
  %6591 = bitcast <8 x float> %6588 to <8 x i32>
  %6592 = and <8 x i32> %6591, %108
  %6593 = bitcast <8 x i32> %6592 to <8 x float>
  %6594 = fcmp oeq <8 x float> %6588, %71
  %6595 = select <8 x i1> %6594, <8 x float> %6593, <8 x float> %6590
  br label %6606

6596:                                             ; preds = %6587
  %6597 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6588)
  %6598 = bitcast <8 x float> %6588 to <8 x i32>
  %6599 = or <8 x i32> %6598, %109
  %6600 = bitcast <8 x i32> %6599 to <8 x float>
  %6601 = fcmp oeq <8 x float> %6588, %74
  %6602 = select <8 x i1> %6601, <8 x float> %6600, <8 x float> %6597
  br label %6606

6603:                                             ; preds = %6587
  %6604 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6550, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6605 = fadd <8 x float> %6588, %6604
  br label %6606

6606:                                             ; preds = %6589, %6596, %6603, %6587, %6568
  %6607 = phi <8 x float> [ %6602, %6596 ], [ %6595, %6589 ], [ %6569, %6568 ], [ %6588, %6587 ], [ %6605, %6603 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6607, ptr align 1 %6548, <8 x i1> %6229)
  %6608 = add nsw i64 %6277, %1180
  %6609 = getelementptr inbounds float, ptr %826, i64 %6608
  %6610 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6609, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6611 = getelementptr inbounds float, ptr %824, i64 %6608
  switch i64 %447, label %1268 [
    i64 1, label %6626
    i64 2, label %6619
    i64 3, label %6612
  ]

6612:                                             ; preds = %6606
  %6613 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6610)
  %6614 = bitcast <8 x float> %6610 to <8 x i32>
  %6615 = and <8 x i32> %6614, %108
  %6616 = bitcast <8 x i32> %6615 to <8 x float>
  %6617 = fcmp oeq <8 x float> %6610, %71
  %6618 = select <8 x i1> %6617, <8 x float> %6616, <8 x float> %6613
  br label %6629

6619:                                             ; preds = %6606
  %6620 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6610)
  %6621 = bitcast <8 x float> %6610 to <8 x i32>
  %6622 = or <8 x i32> %6621, %109
  %6623 = bitcast <8 x i32> %6622 to <8 x float>
  %6624 = fcmp oeq <8 x float> %6610, %74
  %6625 = select <8 x i1> %6624, <8 x float> %6623, <8 x float> %6620
  br label %6629

6626:                                             ; preds = %6606
  %6627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6611, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6628 = fadd <8 x float> %6610, %6627
  br label %6629

6629:                                             ; preds = %6626, %6619, %6612
  %6630 = phi <8 x float> [ %6628, %6626 ], [ %6625, %6619 ], [ %6618, %6612 ]
  switch i64 %465, label %1268 [
    i64 1, label %6645
    i64 2, label %6638
    i64 3, label %6631
    i64 0, label %6667
  ]

6631:                                             ; preds = %6629
  %6632 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6630)
  %6633 = bitcast <8 x float> %6630 to <8 x i32>
  %6634 = and <8 x i32> %6633, %108
  %6635 = bitcast <8 x i32> %6634 to <8 x float>
  %6636 = fcmp oeq <8 x float> %6630, %71
  %6637 = select <8 x i1> %6636, <8 x float> %6635, <8 x float> %6632
  br label %6648

6638:                                             ; preds = %6629
  %6639 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6630)
  %6640 = bitcast <8 x float> %6630 to <8 x i32>
  %6641 = or <8 x i32> %6640, %109
  %6642 = bitcast <8 x i32> %6641 to <8 x float>
  %6643 = fcmp oeq <8 x float> %6630, %74
  %6644 = select <8 x i1> %6643, <8 x float> %6642, <8 x float> %6639
  br label %6648

6645:                                             ; preds = %6629
  %6646 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6611, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6647 = fadd <8 x float> %6630, %6646
  br label %6648

6648:                                             ; preds = %6645, %6638, %6631
  %6649 = phi <8 x float> [ %6647, %6645 ], [ %6644, %6638 ], [ %6637, %6631 ]
  switch i64 %467, label %1268 [
    i64 1, label %6664
    i64 2, label %6657
    i64 3, label %6650
    i64 0, label %6667
  ]

6650:                                             ; preds = %6648
  %6651 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6649)
  %6652 = bitcast <8 x float> %6649 to <8 x i32>
  %6653 = and <8 x i32> %6652, %108
  %6654 = bitcast <8 x i32> %6653 to <8 x float>
  %6655 = fcmp oeq <8 x float> %6649, %71
  %6656 = select <8 x i1> %6655, <8 x float> %6654, <8 x float> %6651
  br label %6667

6657:                                             ; preds = %6648
  %6658 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6649)
  %6659 = bitcast <8 x float> %6649 to <8 x i32>
  %6660 = or <8 x i32> %6659, %109
  %6661 = bitcast <8 x i32> %6660 to <8 x float>
  %6662 = fcmp oeq <8 x float> %6649, %74
  %6663 = select <8 x i1> %6662, <8 x float> %6661, <8 x float> %6658
  br label %6667

6664:                                             ; preds = %6648
  %6665 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6611, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6666 = fadd <8 x float> %6649, %6665
  br label %6667

6667:                                             ; preds = %6650, %6657, %6664, %6648, %6629
  %6668 = phi <8 x float> [ %6663, %6657 ], [ %6656, %6650 ], [ %6630, %6629 ], [ %6649, %6648 ], [ %6666, %6664 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6668, ptr align 1 %6609, <8 x i1> %6221)
  %6669 = add nsw i64 %6608, 8
  %6670 = getelementptr inbounds float, ptr %826, i64 %6669
  %6671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6670, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6672 = getelementptr inbounds float, ptr %824, i64 %6669
  switch i64 %447, label %1268 [
    i64 1, label %6687
    i64 2, label %6680
    i64 3, label %6673
  ]

6673:                                             ; preds = %6667
  %6674 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6671)
  %6675 = bitcast <8 x float> %6671 to <8 x i32>
  %6676 = and <8 x i32> %6675, %108
  %6677 = bitcast <8 x i32> %6676 to <8 x float>
  %6678 = fcmp oeq <8 x float> %6671, %71
  %6679 = select <8 x i1> %6678, <8 x float> %6677, <8 x float> %6674
  br label %6690

6680:                                             ; preds = %6667
  %6681 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6671)
  %6682 = bitcast <8 x float> %6671 to <8 x i32>
  %6683 = or <8 x i32> %6682, %109
  %6684 = bitcast <8 x i32> %6683 to <8 x float>
  %6685 = fcmp oeq <8 x float> %6671, %74
  %6686 = select <8 x i1> %6685, <8 x float> %6684, <8 x float> %6681
  br label %6690

6687:                                             ; preds = %6667
  %6688 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6672, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6689 = fadd <8 x float> %6671, %6688
  br label %6690

6690:                                             ; preds = %6687, %6680, %6673
  %6691 = phi <8 x float> [ %6689, %6687 ], [ %6686, %6680 ], [ %6679, %6673 ]
  switch i64 %469, label %1268 [
    i64 1, label %6706
    i64 2, label %6699
    i64 3, label %6692
    i64 0, label %6728
  ]

6692:                                             ; preds = %6690
  %6693 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6691)
  %6694 = bitcast <8 x float> %6691 to <8 x i32>
  %6695 = and <8 x i32> %6694, %108
  %6696 = bitcast <8 x i32> %6695 to <8 x float>
  %6697 = fcmp oeq <8 x float> %6691, %71
  %6698 = select <8 x i1> %6697, <8 x float> %6696, <8 x float> %6693
  br label %6709

6699:                                             ; preds = %6690
  %6700 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6691)
  %6701 = bitcast <8 x float> %6691 to <8 x i32>
  %6702 = or <8 x i32> %6701, %109
  %6703 = bitcast <8 x i32> %6702 to <8 x float>
  %6704 = fcmp oeq <8 x float> %6691, %74
  %6705 = select <8 x i1> %6704, <8 x float> %6703, <8 x float> %6700
  br label %6709

6706:                                             ; preds = %6690
  %6707 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6672, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6708 = fadd <8 x float> %6691, %6707
  br label %6709

6709:                                             ; preds = %6706, %6699, %6692
  %6710 = phi <8 x float> [ %6708, %6706 ], [ %6705, %6699 ], [ %6698, %6692 ]
  switch i64 %471, label %1268 [
    i64 1, label %6725
    i64 2, label %6718
    i64 3, label %6711
    i64 0, label %6728
  ]

6711:                                             ; preds = %6709
  %6712 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6710)
  %6713 = bitcast <8 x float> %6710 to <8 x i32>
  %6714 = and <8 x i32> %6713, %108
  %6715 = bitcast <8 x i32> %6714 to <8 x float>
  %6716 = fcmp oeq <8 x float> %6710, %71
  %6717 = select <8 x i1> %6716, <8 x float> %6715, <8 x float> %6712
  br label %6728

6718:                                             ; preds = %6709
  %6719 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6710)
  %6720 = bitcast <8 x float> %6710 to <8 x i32>
  %6721 = or <8 x i32> %6720, %109
  %6722 = bitcast <8 x i32> %6721 to <8 x float>
  %6723 = fcmp oeq <8 x float> %6710, %74
  %6724 = select <8 x i1> %6723, <8 x float> %6722, <8 x float> %6719
  br label %6728

6725:                                             ; preds = %6709
  %6726 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6672, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6727 = fadd <8 x float> %6710, %6726
  br label %6728

6728:                                             ; preds = %6711, %6718, %6725, %6709, %6690
  %6729 = phi <8 x float> [ %6724, %6718 ], [ %6717, %6711 ], [ %6691, %6690 ], [ %6710, %6709 ], [ %6727, %6725 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6729, ptr align 1 %6670, <8 x i1> %6229)
  %6730 = add nsw i64 %6279, %1180
  %6731 = getelementptr inbounds float, ptr %826, i64 %6730
  %6732 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6731, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6733 = getelementptr inbounds float, ptr %824, i64 %6730
  switch i64 %447, label %1268 [
    i64 1, label %6748
    i64 2, label %6741
    i64 3, label %6734
  ]

6734:                                             ; preds = %6728
  %6735 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6732)
  %6736 = bitcast <8 x float> %6732 to <8 x i32>
  %6737 = and <8 x i32> %6736, %108
  %6738 = bitcast <8 x i32> %6737 to <8 x float>
  %6739 = fcmp oeq <8 x float> %6732, %71
  %6740 = select <8 x i1> %6739, <8 x float> %6738, <8 x float> %6735
  br label %6751

6741:                                             ; preds = %6728
  %6742 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6732)
  %6743 = bitcast <8 x float> %6732 to <8 x i32>
  %6744 = or <8 x i32> %6743, %109
  %6745 = bitcast <8 x i32> %6744 to <8 x float>
  %6746 = fcmp oeq <8 x float> %6732, %74
  %6747 = select <8 x i1> %6746, <8 x float> %6745, <8 x float> %6742
  br label %6751

6748:                                             ; preds = %6728
  %6749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6750 = fadd <8 x float> %6732, %6749
  br label %6751

6751:                                             ; preds = %6748, %6741, %6734
  %6752 = phi <8 x float> [ %6750, %6748 ], [ %6747, %6741 ], [ %6740, %6734 ]
  switch i64 %473, label %1268 [
    i64 1, label %6767
    i64 2, label %6760
    i64 3, label %6753
    i64 0, label %6789
  ]

6753:                                             ; preds = %6751
  %6754 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6752)
  %6755 = bitcast <8 x float> %6752 to <8 x i32>
  %6756 = and <8 x i32> %6755, %108
  %6757 = bitcast <8 x i32> %6756 to <8 x float>
  %6758 = fcmp oeq <8 x float> %6752, %71
  %6759 = select <8 x i1> %6758, <8 x float> %6757, <8 x float> %6754
  br label %6770

6760:                                             ; preds = %6751
  %6761 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6752)
  %6762 = bitcast <8 x float> %6752 to <8 x i32>
  %6763 = or <8 x i32> %6762, %109
  %6764 = bitcast <8 x i32> %6763 to <8 x float>
  %6765 = fcmp oeq <8 x float> %6752, %74
  %6766 = select <8 x i1> %6765, <8 x float> %6764, <8 x float> %6761
  br label %6770

6767:                                             ; preds = %6751
  %6768 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6769 = fadd <8 x float> %6752, %6768
  br label %6770

6770:                                             ; preds = %6767, %6760, %6753
  %6771 = phi <8 x float> [ %6769, %6767 ], [ %6766, %6760 ], [ %6759, %6753 ]
  switch i64 %475, label %1268 [
    i64 1, label %6786
    i64 2, label %6779
    i64 3, label %6772
    i64 0, label %6789
  ]

6772:                                             ; preds = %6770
  %6773 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6771)
  %6774 = bitcast <8 x float> %6771 to <8 x i32>
  %6775 = and <8 x i32> %6774, %108
  %6776 = bitcast <8 x i32> %6775 to <8 x float>
  %6777 = fcmp oeq <8 x float> %6771, %71
  %6778 = select <8 x i1> %6777, <8 x float> %6776, <8 x float> %6773
  br label %6789

6779:                                             ; preds = %6770
  %6780 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6771)
  %6781 = bitcast <8 x float> %6771 to <8 x i32>
  %6782 = or <8 x i32> %6781, %109
  %6783 = bitcast <8 x i32> %6782 to <8 x float>
  %6784 = fcmp oeq <8 x float> %6771, %74
  %6785 = select <8 x i1> %6784, <8 x float> %6783, <8 x float> %6780
  br label %6789

6786:                                             ; preds = %6770
  %6787 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6733, <8 x i1> %6221, <8 x float> zeroinitializer)
  %6788 = fadd <8 x float> %6771, %6787
  br label %6789

6789:                                             ; preds = %6772, %6779, %6786, %6770, %6751
  %6790 = phi <8 x float> [ %6785, %6779 ], [ %6778, %6772 ], [ %6752, %6751 ], [ %6771, %6770 ], [ %6788, %6786 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6790, ptr align 1 %6731, <8 x i1> %6221)
  %6791 = add nsw i64 %6730, 8
  %6792 = getelementptr inbounds float, ptr %826, i64 %6791
  %6793 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6792, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6794 = getelementptr inbounds float, ptr %824, i64 %6791
  switch i64 %447, label %1268 [
    i64 1, label %6809
    i64 2, label %6802
    i64 3, label %6795
  ]

6795:                                             ; preds = %6789
  %6796 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6793)
  %6797 = bitcast <8 x float> %6793 to <8 x i32>
  %6798 = and <8 x i32> %6797, %108
  %6799 = bitcast <8 x i32> %6798 to <8 x float>
  %6800 = fcmp oeq <8 x float> %6793, %71
  %6801 = select <8 x i1> %6800, <8 x float> %6799, <8 x float> %6796
  br label %6812

6802:                                             ; preds = %6789
  %6803 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6793)
  %6804 = bitcast <8 x float> %6793 to <8 x i32>
  %6805 = or <8 x i32> %6804, %109
  %6806 = bitcast <8 x i32> %6805 to <8 x float>
  %6807 = fcmp oeq <8 x float> %6793, %74
  %6808 = select <8 x i1> %6807, <8 x float> %6806, <8 x float> %6803
  br label %6812

6809:                                             ; preds = %6789
  %6810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6794, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6811 = fadd <8 x float> %6793, %6810
  br label %6812

6812:                                             ; preds = %6809, %6802, %6795
  %6813 = phi <8 x float> [ %6811, %6809 ], [ %6808, %6802 ], [ %6801, %6795 ]
  switch i64 %477, label %1268 [
    i64 1, label %6828
    i64 2, label %6821
    i64 3, label %6814
    i64 0, label %6850
  ]

6814:                                             ; preds = %6812
  %6815 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6813)
  %6816 = bitcast <8 x float> %6813 to <8 x i32>
  %6817 = and <8 x i32> %6816, %108
  %6818 = bitcast <8 x i32> %6817 to <8 x float>
  %6819 = fcmp oeq <8 x float> %6813, %71
  %6820 = select <8 x i1> %6819, <8 x float> %6818, <8 x float> %6815
  br label %6831

6821:                                             ; preds = %6812
  %6822 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6813)
  %6823 = bitcast <8 x float> %6813 to <8 x i32>
  %6824 = or <8 x i32> %6823, %109
  %6825 = bitcast <8 x i32> %6824 to <8 x float>
  %6826 = fcmp oeq <8 x float> %6813, %74
  %6827 = select <8 x i1> %6826, <8 x float> %6825, <8 x float> %6822
  br label %6831

6828:                                             ; preds = %6812
  %6829 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6794, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6830 = fadd <8 x float> %6813, %6829
  br label %6831

6831:                                             ; preds = %6828, %6821, %6814
  %6832 = phi <8 x float> [ %6830, %6828 ], [ %6827, %6821 ], [ %6820, %6814 ]
  switch i64 %479, label %1268 [
    i64 1, label %6847
    i64 2, label %6840
    i64 3, label %6833
    i64 0, label %6850
  ]

6833:                                             ; preds = %6831
  %6834 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6832)
  %6835 = bitcast <8 x float> %6832 to <8 x i32>
  %6836 = and <8 x i32> %6835, %108
  %6837 = bitcast <8 x i32> %6836 to <8 x float>
  %6838 = fcmp oeq <8 x float> %6832, %71
  %6839 = select <8 x i1> %6838, <8 x float> %6837, <8 x float> %6834
  br label %6850

6840:                                             ; preds = %6831
  %6841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6832)
  %6842 = bitcast <8 x float> %6832 to <8 x i32>
  %6843 = or <8 x i32> %6842, %109
  %6844 = bitcast <8 x i32> %6843 to <8 x float>
  %6845 = fcmp oeq <8 x float> %6832, %74
  %6846 = select <8 x i1> %6845, <8 x float> %6844, <8 x float> %6841
  br label %6850

6847:                                             ; preds = %6831
  %6848 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6794, <8 x i1> %6229, <8 x float> zeroinitializer)
  %6849 = fadd <8 x float> %6832, %6848
  br label %6850

6850:                                             ; preds = %6833, %6840, %6847, %6346, %6831, %6812
  %6851 = phi ptr [ %6366, %6346 ], [ %6792, %6833 ], [ %6792, %6812 ], [ %6792, %6831 ], [ %6792, %6847 ], [ %6792, %6840 ]
  %6852 = phi <8 x float> [ %6367, %6346 ], [ %6839, %6833 ], [ %6813, %6812 ], [ %6832, %6831 ], [ %6849, %6847 ], [ %6846, %6840 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6852, ptr align 1 %6851, <8 x i1> %6229)
  br label %13665

6853:                                             ; preds = %6214
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  %6854 = sdiv i64 %7, %19
  %6855 = insertelement <8 x i64> poison, i64 %6854, i64 0
  %6856 = shufflevector <8 x i64> %6855, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %6858

6857:                                             ; preds = %6910
  br i1 %104, label %6997, label %6976

6858:                                             ; preds = %6853, %6910
  %6859 = phi i1 [ true, %6853 ], [ false, %6910 ]
  %6860 = phi ptr [ %48, %6853 ], [ %91, %6910 ]
  %6861 = phi ptr [ %47, %6853 ], [ %92, %6910 ]
  %6862 = phi ptr [ %45, %6853 ], [ %46, %6910 ]
  %6863 = phi i64 [ 0, %6853 ], [ 1, %6910 ]
  %6864 = mul nuw nsw i64 %6863, 28
  %6865 = getelementptr nuw i8, ptr %47, i64 %6864
  %6866 = getelementptr nuw i8, ptr %48, i64 %6864
  %6867 = shl nuw nsw i64 %6863, 3
  %6868 = add i64 %1180, %6867
  %6869 = sub i64 %7, %6868
  %6870 = icmp sgt i64 %6869, 7
  %6871 = trunc i64 %6869 to i32
  %6872 = select i1 %6870, i32 8, i32 %6871
  %6873 = insertelement <8 x i32> poison, i32 %6872, i64 0
  %6874 = shufflevector <8 x i32> %6873, <8 x i32> poison, <8 x i32> zeroinitializer
  %6875 = icmp sgt <8 x i32> %6874, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6876 = sext <8 x i1> %6875 to <8 x i32>
  store <8 x i32> %6876, ptr %6862, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6866, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6865, i8 0, i64 28, i1 false)
  %6877 = icmp slt i64 %6868, %7
  br i1 %6877, label %6878, label %6910

6878:                                             ; preds = %6858
  %6879 = srem i64 %6868, %19
  %6880 = sdiv i64 %6868, %19
  br label %6881

6881:                                             ; preds = %6878, %6950
  %6882 = phi i64 [ 0, %6878 ], [ %6956, %6950 ]
  %6883 = phi i64 [ %6880, %6878 ], [ %6955, %6950 ]
  %6884 = phi i64 [ %6879, %6878 ], [ %6953, %6950 ]
  br i1 %102, label %6885, label %6911

6885:                                             ; preds = %6881
  %6886 = sub i64 %6883, %22
  %6887 = trunc nuw nsw i64 %6882 to i32
  %6888 = shl nuw nsw i32 1, %6887
  br i1 %711, label %6908, label %6889

6889:                                             ; preds = %6885
  %6890 = insertelement <8 x i64> poison, i64 %6886, i64 0
  %6891 = shufflevector <8 x i64> %6890, <8 x i64> poison, <8 x i32> zeroinitializer
  %6892 = insertelement <8 x i32> poison, i32 %6888, i64 0
  %6893 = shufflevector <8 x i32> %6892, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %6894

6894:                                             ; preds = %6894, %6889
  %6895 = phi i64 [ 0, %6889 ], [ %6904, %6894 ]
  %6896 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %6889 ], [ %6905, %6894 ]
  %6897 = add <8 x i64> %6891, %6896
  %6898 = icmp sgt <8 x i64> %6897, splat (i64 -1)
  %6899 = icmp slt <8 x i64> %6897, %6856
  %6900 = and <8 x i1> %6898, %6899
  %6901 = getelementptr i32, ptr %6861, i64 %6895
  %6902 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %6901, <8 x i1> %6900, <8 x i32> poison)
  %6903 = or <8 x i32> %6902, %6893
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %6903, ptr align 4 %6901, <8 x i1> %6900)
  %6904 = add nuw i64 %6895, 8
  %6905 = add nuw nsw <8 x i64> %6896, splat (i64 8)
  %6906 = icmp eq i64 %6904, %712
  br i1 %6906, label %6907, label %6894

6907:                                             ; preds = %6894
  br i1 %713, label %6911, label %6908

6908:                                             ; preds = %6885, %6907
  %6909 = phi i64 [ 0, %6885 ], [ %712, %6907 ]
  br label %6937

6910:                                             ; preds = %6950, %6858
  br i1 %6859, label %6858, label %6857

6911:                                             ; preds = %6947, %6907, %6881
  br i1 %103, label %6912, label %6950

6912:                                             ; preds = %6911
  %6913 = sub i64 %6884, %23
  %6914 = trunc nuw nsw i64 %6882 to i32
  %6915 = shl nuw nsw i32 1, %6914
  br i1 %714, label %6935, label %6916

6916:                                             ; preds = %6912
  %6917 = insertelement <8 x i64> poison, i64 %6913, i64 0
  %6918 = shufflevector <8 x i64> %6917, <8 x i64> poison, <8 x i32> zeroinitializer
  %6919 = insertelement <8 x i32> poison, i32 %6915, i64 0
  %6920 = shufflevector <8 x i32> %6919, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %6921

6921:                                             ; preds = %6921, %6916
  %6922 = phi i64 [ 0, %6916 ], [ %6931, %6921 ]
  %6923 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %6916 ], [ %6932, %6921 ]
  %6924 = add <8 x i64> %6918, %6923
  %6925 = icmp sgt <8 x i64> %6924, splat (i64 -1)
  %6926 = icmp slt <8 x i64> %6924, %717
  %6927 = and <8 x i1> %6925, %6926
  %6928 = getelementptr i32, ptr %6860, i64 %6922
  %6929 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %6928, <8 x i1> %6927, <8 x i32> poison)
  %6930 = or <8 x i32> %6929, %6920
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %6930, ptr align 4 %6928, <8 x i1> %6927)
  %6931 = add nuw i64 %6922, 8
  %6932 = add nuw nsw <8 x i64> %6923, splat (i64 8)
  %6933 = icmp eq i64 %6931, %715
  br i1 %6933, label %6934, label %6921

6934:                                             ; preds = %6921
  br i1 %718, label %6950, label %6935

6935:                                             ; preds = %6912, %6934
  %6936 = phi i64 [ 0, %6912 ], [ %715, %6934 ]
  br label %6961

6937:                                             ; preds = %6908, %6947
  %6938 = phi i64 [ %6948, %6947 ], [ %6909, %6908 ]
  %6939 = add i64 %6886, %6938
  %6940 = icmp sgt i64 %6939, -1
  %6941 = icmp slt i64 %6939, %6854
  %6942 = and i1 %6940, %6941
  br i1 %6942, label %6943, label %6947

6943:                                             ; preds = %6937
  %6944 = getelementptr inbounds nuw i32, ptr %6861, i64 %6938
  %6945 = load i32, ptr %6944, align 4
  %6946 = or i32 %6945, %6888
  store i32 %6946, ptr %6944, align 4
  br label %6947

6947:                                             ; preds = %6943, %6937
  %6948 = add nuw nsw i64 %6938, 1
  %6949 = icmp eq i64 %6948, %20
  br i1 %6949, label %6911, label %6937

6950:                                             ; preds = %6971, %6934, %6911
  %6951 = add nsw i64 %6884, 1
  %6952 = icmp eq i64 %6951, %19
  %6953 = select i1 %6952, i64 0, i64 %6951
  %6954 = zext i1 %6952 to i64
  %6955 = add nsw i64 %6883, %6954
  %6956 = add nuw nsw i64 %6882, 1
  %6957 = icmp samesign ult i64 %6882, 7
  %6958 = add nsw i64 %6868, %6956
  %6959 = icmp slt i64 %6958, %7
  %6960 = select i1 %6957, i1 %6959, i1 false
  br i1 %6960, label %6881, label %6910

6961:                                             ; preds = %6935, %6971
  %6962 = phi i64 [ %6972, %6971 ], [ %6936, %6935 ]
  %6963 = add i64 %6913, %6962
  %6964 = icmp sgt i64 %6963, -1
  %6965 = icmp slt i64 %6963, %19
  %6966 = and i1 %6964, %6965
  br i1 %6966, label %6967, label %6971

6967:                                             ; preds = %6961
  %6968 = getelementptr inbounds nuw i32, ptr %6860, i64 %6962
  %6969 = load i32, ptr %6968, align 4
  %6970 = or i32 %6969, %6915
  store i32 %6970, ptr %6968, align 4
  br label %6971

6971:                                             ; preds = %6967, %6961
  %6972 = add nuw nsw i64 %6962, 1
  %6973 = icmp eq i64 %6972, %21
  br i1 %6973, label %6950, label %6961

6974:                                             ; preds = %7019
  %6975 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %7051

6976:                                             ; preds = %6857
  %6977 = load float, ptr %839, align 1
  %6978 = insertelement <8 x float> poison, float %6977, i64 0
  %6979 = shufflevector <8 x float> %6978, <8 x float> poison, <8 x i32> zeroinitializer
  %6980 = insertelement <8 x float> poison, float %6977, i64 0
  %6981 = shufflevector <8 x float> %6980, <8 x float> poison, <8 x i32> zeroinitializer
  %6982 = load float, ptr %1026, align 1
  %6983 = insertelement <8 x float> poison, float %6982, i64 0
  %6984 = shufflevector <8 x float> %6983, <8 x float> poison, <8 x i32> zeroinitializer
  %6985 = insertelement <8 x float> poison, float %6982, i64 0
  %6986 = shufflevector <8 x float> %6985, <8 x float> poison, <8 x i32> zeroinitializer
  %6987 = load float, ptr %1029, align 1
  %6988 = insertelement <8 x float> poison, float %6987, i64 0
  %6989 = shufflevector <8 x float> %6988, <8 x float> poison, <8 x i32> zeroinitializer
  %6990 = insertelement <8 x float> poison, float %6987, i64 0
  %6991 = shufflevector <8 x float> %6990, <8 x float> poison, <8 x i32> zeroinitializer
  %6992 = load float, ptr %1032, align 1
  %6993 = insertelement <8 x float> poison, float %6992, i64 0
  %6994 = shufflevector <8 x float> %6993, <8 x float> poison, <8 x i32> zeroinitializer
  %6995 = insertelement <8 x float> poison, float %6992, i64 0
  %6996 = shufflevector <8 x float> %6995, <8 x float> poison, <8 x i32> zeroinitializer
  br label %7019

6997:                                             ; preds = %6857
  %6998 = getelementptr float, ptr %821, i64 %1180
  %6999 = getelementptr float, ptr %6998, i64 %843
  %7000 = load <8 x i32>, ptr %45, align 32
  %7001 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6999, <8 x i32> %7000)
  %7002 = getelementptr inbounds nuw i8, ptr %6999, i64 32
  %7003 = load <8 x i32>, ptr %46, align 32
  %7004 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7002, <8 x i32> %7003)
  %7005 = getelementptr float, ptr %6998, i64 %1036
  %7006 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7005, <8 x i32> %7000)
  %7007 = getelementptr inbounds nuw i8, ptr %7005, i64 32
  %7008 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7007, <8 x i32> %7003)
  %7009 = getelementptr float, ptr %6998, i64 %1038
  %7010 = load <8 x i32>, ptr %45, align 32
  %7011 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7009, <8 x i32> %7010)
  %7012 = getelementptr inbounds nuw i8, ptr %7009, i64 32
  %7013 = load <8 x i32>, ptr %46, align 32
  %7014 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7012, <8 x i32> %7013)
  %7015 = getelementptr float, ptr %6998, i64 %1040
  %7016 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7015, <8 x i32> %7010)
  %7017 = getelementptr inbounds nuw i8, ptr %7015, i64 32
  %7018 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7017, <8 x i32> %7013)
  br label %7019

7019:                                             ; preds = %6997, %6976
  %7020 = phi <8 x float> [ %7016, %6997 ], [ %6994, %6976 ]
  %7021 = phi <8 x float> [ %7011, %6997 ], [ %6989, %6976 ]
  %7022 = phi <8 x float> [ %7006, %6997 ], [ %6984, %6976 ]
  %7023 = phi <8 x float> [ %7001, %6997 ], [ %6979, %6976 ]
  %7024 = phi <8 x float> [ %7004, %6997 ], [ %6981, %6976 ]
  %7025 = phi i64 [ %1036, %6997 ], [ %1028, %6976 ]
  %7026 = phi <8 x float> [ %7008, %6997 ], [ %6986, %6976 ]
  %7027 = phi i64 [ %1038, %6997 ], [ %1031, %6976 ]
  %7028 = phi <8 x float> [ %7014, %6997 ], [ %6991, %6976 ]
  %7029 = phi i64 [ %1040, %6997 ], [ %1034, %6976 ]
  %7030 = phi <8 x float> [ %7018, %6997 ], [ %6996, %6976 ]
  br i1 %102, label %6974, label %7031

7031:                                             ; preds = %7071, %7019
  %7032 = phi <8 x float> [ %7023, %7019 ], [ %7072, %7071 ]
  %7033 = phi <8 x float> [ %7024, %7019 ], [ %7073, %7071 ]
  %7034 = phi <8 x float> [ %7022, %7019 ], [ %7074, %7071 ]
  %7035 = phi <8 x float> [ %7026, %7019 ], [ %7075, %7071 ]
  %7036 = phi <8 x float> [ %7021, %7019 ], [ %7076, %7071 ]
  %7037 = phi <8 x float> [ %7028, %7019 ], [ %7077, %7071 ]
  %7038 = phi <8 x float> [ %7020, %7019 ], [ %7078, %7071 ]
  %7039 = phi <8 x float> [ %7030, %7019 ], [ %7079, %7071 ]
  %7040 = getelementptr float, ptr %826, i64 %1180
  %7041 = getelementptr float, ptr %7040, i64 %843
  %7042 = load <8 x i32>, ptr %45, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7041, <8 x i32> %7042, <8 x float> %7032)
  %7043 = getelementptr inbounds nuw i8, ptr %7041, i64 32
  %7044 = load <8 x i32>, ptr %46, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7043, <8 x i32> %7044, <8 x float> %7033)
  %7045 = getelementptr float, ptr %7040, i64 %7025
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7045, <8 x i32> %7042, <8 x float> %7034)
  %7046 = getelementptr inbounds nuw i8, ptr %7045, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7046, <8 x i32> %7044, <8 x float> %7035)
  %7047 = getelementptr float, ptr %7040, i64 %7027
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7047, <8 x i32> %7042, <8 x float> %7036)
  %7048 = getelementptr inbounds nuw i8, ptr %7047, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7048, <8 x i32> %7044, <8 x float> %7037)
  %7049 = getelementptr float, ptr %7040, i64 %7029
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7049, <8 x i32> %7042, <8 x float> %7038)
  %7050 = getelementptr inbounds nuw i8, ptr %7049, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7050, <8 x i32> %7044, <8 x float> %7039)
  br i1 %107, label %7680, label %7168

7051:                                             ; preds = %6974, %7071
  %7052 = phi <8 x float> [ %7023, %6974 ], [ %7072, %7071 ]
  %7053 = phi <8 x float> [ %7024, %6974 ], [ %7073, %7071 ]
  %7054 = phi <8 x float> [ %7022, %6974 ], [ %7074, %7071 ]
  %7055 = phi <8 x float> [ %7026, %6974 ], [ %7075, %7071 ]
  %7056 = phi <8 x float> [ %7021, %6974 ], [ %7076, %7071 ]
  %7057 = phi <8 x float> [ %7028, %6974 ], [ %7077, %7071 ]
  %7058 = phi <8 x float> [ %7020, %6974 ], [ %7078, %7071 ]
  %7059 = phi <8 x float> [ %7030, %6974 ], [ %7079, %7071 ]
  %7060 = phi i64 [ 0, %6974 ], [ %7080, %7071 ]
  br i1 %103, label %7061, label %7071

7061:                                             ; preds = %7051
  %7062 = getelementptr inbounds nuw i32, ptr %47, i64 %7060
  %7063 = sub nsw i64 %7060, %22
  %7064 = mul nsw i64 %7063, %19
  %7065 = getelementptr inbounds float, ptr %6975, i64 %7064
  %7066 = mul nuw nsw i64 %7060, %21
  %7067 = getelementptr inbounds nuw float, ptr %840, i64 %7066
  %7068 = load i32, ptr %7062, align 4
  %7069 = getelementptr inbounds nuw i8, ptr %7062, i64 28
  %7070 = load i32, ptr %7069, align 4
  br label %7082

7071:                                             ; preds = %7109, %7051
  %7072 = phi <8 x float> [ %7052, %7051 ], [ %7110, %7109 ]
  %7073 = phi <8 x float> [ %7053, %7051 ], [ %7111, %7109 ]
  %7074 = phi <8 x float> [ %7054, %7051 ], [ %7112, %7109 ]
  %7075 = phi <8 x float> [ %7055, %7051 ], [ %7113, %7109 ]
  %7076 = phi <8 x float> [ %7056, %7051 ], [ %7114, %7109 ]
  %7077 = phi <8 x float> [ %7057, %7051 ], [ %7115, %7109 ]
  %7078 = phi <8 x float> [ %7058, %7051 ], [ %7116, %7109 ]
  %7079 = phi <8 x float> [ %7059, %7051 ], [ %7117, %7109 ]
  %7080 = add nuw nsw i64 %7060, 1
  %7081 = icmp eq i64 %7080, %20
  br i1 %7081, label %7031, label %7051

7082:                                             ; preds = %7061, %7109
  %7083 = phi <8 x float> [ %7052, %7061 ], [ %7110, %7109 ]
  %7084 = phi <8 x float> [ %7053, %7061 ], [ %7111, %7109 ]
  %7085 = phi <8 x float> [ %7054, %7061 ], [ %7112, %7109 ]
  %7086 = phi <8 x float> [ %7055, %7061 ], [ %7113, %7109 ]
  %7087 = phi <8 x float> [ %7056, %7061 ], [ %7114, %7109 ]
  %7088 = phi <8 x float> [ %7057, %7061 ], [ %7115, %7109 ]
  %7089 = phi <8 x float> [ %7058, %7061 ], [ %7116, %7109 ]
  %7090 = phi <8 x float> [ %7059, %7061 ], [ %7117, %7109 ]
  %7091 = phi i64 [ 0, %7061 ], [ %7118, %7109 ]
  %7092 = getelementptr inbounds nuw i32, ptr %48, i64 %7091
  %7093 = load i32, ptr %7092, align 4
  %7094 = and i32 %7093, %7068
  %7095 = insertelement <8 x i32> poison, i32 %7094, i64 0
  %7096 = shufflevector <8 x i32> %7095, <8 x i32> poison, <8 x i32> zeroinitializer
  %7097 = and <8 x i32> %7096, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %7098 = icmp ne <8 x i32> %7097, zeroinitializer
  %7099 = getelementptr inbounds nuw i8, ptr %7092, i64 28
  %7100 = load i32, ptr %7099, align 4
  %7101 = and i32 %7100, %7070
  %7102 = insertelement <8 x i32> poison, i32 %7101, i64 0
  %7103 = shufflevector <8 x i32> %7102, <8 x i32> poison, <8 x i32> zeroinitializer
  %7104 = and <8 x i32> %7103, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %7105 = icmp ne <8 x i32> %7104, zeroinitializer
  %7106 = sub nsw i64 %7091, %23
  %7107 = getelementptr inbounds float, ptr %7065, i64 %7106
  %7108 = getelementptr inbounds nuw float, ptr %7067, i64 %7091
  br i1 %106, label %7120, label %7109

7109:                                             ; preds = %7120, %7082
  %7110 = phi <8 x float> [ %7083, %7082 ], [ %7140, %7120 ]
  %7111 = phi <8 x float> [ %7084, %7082 ], [ %7141, %7120 ]
  %7112 = phi <8 x float> [ %7085, %7082 ], [ %7148, %7120 ]
  %7113 = phi <8 x float> [ %7086, %7082 ], [ %7149, %7120 ]
  %7114 = phi <8 x float> [ %7087, %7082 ], [ %7156, %7120 ]
  %7115 = phi <8 x float> [ %7088, %7082 ], [ %7157, %7120 ]
  %7116 = phi <8 x float> [ %7089, %7082 ], [ %7164, %7120 ]
  %7117 = phi <8 x float> [ %7090, %7082 ], [ %7165, %7120 ]
  %7118 = add nuw nsw i64 %7091, 1
  %7119 = icmp eq i64 %7118, %21
  br i1 %7119, label %7071, label %7082

7120:                                             ; preds = %7082, %7120
  %7121 = phi <8 x float> [ %7140, %7120 ], [ %7083, %7082 ]
  %7122 = phi <8 x float> [ %7141, %7120 ], [ %7084, %7082 ]
  %7123 = phi <8 x float> [ %7148, %7120 ], [ %7085, %7082 ]
  %7124 = phi <8 x float> [ %7149, %7120 ], [ %7086, %7082 ]
  %7125 = phi <8 x float> [ %7156, %7120 ], [ %7087, %7082 ]
  %7126 = phi <8 x float> [ %7157, %7120 ], [ %7088, %7082 ]
  %7127 = phi <8 x float> [ %7164, %7120 ], [ %7089, %7082 ]
  %7128 = phi <8 x float> [ %7165, %7120 ], [ %7090, %7082 ]
  %7129 = phi i64 [ %7166, %7120 ], [ 0, %7082 ]
  %7130 = mul nsw i64 %7129, %7
  %7131 = getelementptr inbounds float, ptr %7107, i64 %7130
  %7132 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7131, <8 x i1> %7098, <8 x float> zeroinitializer)
  %7133 = getelementptr inbounds nuw i8, ptr %7131, i64 32
  %7134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %7133, <8 x i1> %7105, <8 x float> zeroinitializer)
  %7135 = mul nuw nsw i64 %7129, %101
  %7136 = getelementptr inbounds nuw float, ptr %7108, i64 %7135
  %7137 = load float, ptr %7136, align 1
  %7138 = insertelement <8 x float> poison, float %7137, i64 0
  %7139 = shufflevector <8 x float> %7138, <8 x float> poison, <8 x i32> zeroinitializer
  %7140 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7132, <8 x float> %7139, <8 x float> %7121)
  %7141 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7134, <8 x float> %7139, <8 x float> %7122)
  %7142 = add nuw nsw i64 %5, %7129
  %7143 = mul nuw nsw i64 %7142, %101
  %7144 = getelementptr inbounds nuw float, ptr %7108, i64 %7143
  %7145 = load float, ptr %7144, align 1
  %7146 = insertelement <8 x float> poison, float %7145, i64 0
  %7147 = shufflevector <8 x float> %7146, <8 x float> poison, <8 x i32> zeroinitializer
  %7148 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7132, <8 x float> %7147, <8 x float> %7123)
  %7149 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7134, <8 x float> %7147, <8 x float> %7124)
  %7150 = add nuw nsw i64 %410, %7129
  %7151 = mul nuw nsw i64 %7150, %101
  %7152 = getelementptr inbounds nuw float, ptr %7108, i64 %7151
  %7153 = load float, ptr %7152, align 1
  %7154 = insertelement <8 x float> poison, float %7153, i64 0
  %7155 = shufflevector <8 x float> %7154, <8 x float> poison, <8 x i32> zeroinitializer
  %7156 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7132, <8 x float> %7155, <8 x float> %7125)
  %7157 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7134, <8 x float> %7155, <8 x float> %7126)
  %7158 = add nuw nsw i64 %411, %7129
  %7159 = mul nuw nsw i64 %7158, %101
  %7160 = getelementptr inbounds nuw float, ptr %7108, i64 %7159
  %7161 = load float, ptr %7160, align 1
  %7162 = insertelement <8 x float> poison, float %7161, i64 0
  %7163 = shufflevector <8 x float> %7162, <8 x float> poison, <8 x i32> zeroinitializer
  %7164 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7132, <8 x float> %7163, <8 x float> %7127)
  %7165 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7134, <8 x float> %7163, <8 x float> %7128)
  %7166 = add nuw nsw i64 %7129, 1
  %7167 = icmp eq i64 %7166, %5
  br i1 %7167, label %7109, label %7120

7168:                                             ; preds = %7031
  %7169 = add nsw i64 %843, %1180
  %7170 = getelementptr inbounds float, ptr %826, i64 %7169
  %7171 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7170, <8 x i32> %7042)
  %7172 = getelementptr inbounds float, ptr %824, i64 %7169
  switch i64 %412, label %1268 [
    i64 1, label %7195
    i64 2, label %7198
    i64 3, label %7205
    i64 0, label %7173
  ]

7173:                                             ; preds = %7168
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7170, <8 x i32> %7042, <8 x float> %7171)
  %7174 = getelementptr float, ptr %826, i64 %7169
  %7175 = getelementptr i8, ptr %7174, i64 32
  %7176 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7175, <8 x i32> %7044)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7175, <8 x i32> %7044, <8 x float> %7176)
  %7177 = add nsw i64 %7025, %1180
  %7178 = getelementptr inbounds float, ptr %826, i64 %7177
  %7179 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7178, <8 x i32> %7042)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7178, <8 x i32> %7042, <8 x float> %7179)
  %7180 = getelementptr float, ptr %826, i64 %7177
  %7181 = getelementptr i8, ptr %7180, i64 32
  %7182 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7181, <8 x i32> %7044)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7181, <8 x i32> %7044, <8 x float> %7182)
  %7183 = add nsw i64 %7027, %1180
  %7184 = getelementptr inbounds float, ptr %826, i64 %7183
  %7185 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7184, <8 x i32> %7042)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7184, <8 x i32> %7042, <8 x float> %7185)
  %7186 = getelementptr float, ptr %826, i64 %7183
  %7187 = getelementptr i8, ptr %7186, i64 32
  %7188 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7187, <8 x i32> %7044)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7187, <8 x i32> %7044, <8 x float> %7188)
  %7189 = add nsw i64 %7029, %1180
  %7190 = getelementptr inbounds float, ptr %826, i64 %7189
  %7191 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7190, <8 x i32> %7042)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7190, <8 x i32> %7042, <8 x float> %7191)
  %7192 = getelementptr float, ptr %826, i64 %7189
  %7193 = getelementptr i8, ptr %7192, i64 32
  %7194 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7193, <8 x i32> %7044)
  br label %7677

7195:                                             ; preds = %7168
  %7196 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7172, <8 x i32> %7042)
  %7197 = fadd <8 x float> %7171, %7196
  br label %7212

7198:                                             ; preds = %7168
  %7199 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7171)
  %7200 = bitcast <8 x float> %7171 to <8 x i32>
  %7201 = or <8 x i32> %7200, %109
  %7202 = bitcast <8 x i32> %7201 to <8 x float>
  %7203 = fcmp oeq <8 x float> %7171, %74
  %7204 = select <8 x i1> %7203, <8 x float> %7202, <8 x float> %7199
  br label %7212

7205:                                             ; preds = %7168
  %7206 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7171)
  %7207 = bitcast <8 x float> %7171 to <8 x i32>
  %7208 = and <8 x i32> %7207, %108
  %7209 = bitcast <8 x i32> %7208 to <8 x float>
  %7210 = fcmp oeq <8 x float> %7171, %71
  %7211 = select <8 x i1> %7210, <8 x float> %7209, <8 x float> %7206
  br label %7212

7212:                                             ; preds = %7205, %7198, %7195
  %7213 = phi <8 x float> [ %7197, %7195 ], [ %7204, %7198 ], [ %7211, %7205 ]
  switch i64 %414, label %1268 [
    i64 1, label %7228
    i64 2, label %7221
    i64 3, label %7214
    i64 0, label %7250
  ]

7214:                                             ; preds = %7212
  %7215 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7213)
  %7216 = bitcast <8 x float> %7213 to <8 x i32>
  %7217 = and <8 x i32> %7216, %108
  %7218 = bitcast <8 x i32> %7217 to <8 x float>
  %7219 = fcmp oeq <8 x float> %7213, %71
  %7220 = select <8 x i1> %7219, <8 x float> %7218, <8 x float> %7215
  br label %7231

7221:                                             ; preds = %7212
  %7222 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7213)
  %7223 = bitcast <8 x float> %7213 to <8 x i32>
  %7224 = or <8 x i32> %7223, %109
  %7225 = bitcast <8 x i32> %7224 to <8 x float>
  %7226 = fcmp oeq <8 x float> %7213, %74
  %7227 = select <8 x i1> %7226, <8 x float> %7225, <8 x float> %7222
  br label %7231

7228:                                             ; preds = %7212
  %7229 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7172, <8 x i32> %7042)
  %7230 = fadd <8 x float> %7213, %7229
  br label %7231

7231:                                             ; preds = %7228, %7221, %7214
  %7232 = phi <8 x float> [ %7230, %7228 ], [ %7227, %7221 ], [ %7220, %7214 ]
  switch i64 %416, label %1268 [
    i64 1, label %7247
    i64 2, label %7240
    i64 3, label %7233
    i64 0, label %7250
  ]

7233:                                             ; preds = %7231
  %7234 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7232)
  %7235 = bitcast <8 x float> %7232 to <8 x i32>
  %7236 = and <8 x i32> %7235, %108
  %7237 = bitcast <8 x i32> %7236 to <8 x float>
  %7238 = fcmp oeq <8 x float> %7232, %71
  %7239 = select <8 x i1> %7238, <8 x float> %7237, <8 x float> %7234
  br label %7250

7240:                                             ; preds = %7231
  %7241 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7232)
  %7242 = bitcast <8 x float> %7232 to <8 x i32>
  %7243 = or <8 x i32> %7242, %109
  %7244 = bitcast <8 x i32> %7243 to <8 x float>
  %7245 = fcmp oeq <8 x float> %7232, %74
  %7246 = select <8 x i1> %7245, <8 x float> %7244, <8 x float> %7241
  br label %7250

7247:                                             ; preds = %7231
  %7248 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7172, <8 x i32> %7042)
  %7249 = fadd <8 x float> %7232, %7248
  br label %7250

7250:                                             ; preds = %7233, %7240, %7247, %7231, %7212
  %7251 = phi <8 x float> [ %7232, %7231 ], [ %7239, %7233 ], [ %7213, %7212 ], [ %7249, %7247 ], [ %7246, %7240 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7170, <8 x i32> %7042, <8 x float> %7251)
  %7252 = add nsw i64 %7169, 8
  %7253 = getelementptr inbounds float, ptr %826, i64 %7252
  %7254 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7253, <8 x i32> %7044)
  %7255 = getelementptr inbounds float, ptr %824, i64 %7252
  switch i64 %412, label %1268 [
    i64 1, label %7270
    i64 2, label %7263
    i64 3, label %7256
  ]

7256:                                             ; preds = %7250
  %7257 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7254)
  %7258 = bitcast <8 x float> %7254 to <8 x i32>
  %7259 = and <8 x i32> %7258, %108
  %7260 = bitcast <8 x i32> %7259 to <8 x float>
  %7261 = fcmp oeq <8 x float> %7254, %71
  %7262 = select <8 x i1> %7261, <8 x float> %7260, <8 x float> %7257
  br label %7273

7263:                                             ; preds = %7250
  %7264 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7254)
  %7265 = bitcast <8 x float> %7254 to <8 x i32>
  %7266 = or <8 x i32> %7265, %109
  %7267 = bitcast <8 x i32> %7266 to <8 x float>
  %7268 = fcmp oeq <8 x float> %7254, %74
  %7269 = select <8 x i1> %7268, <8 x float> %7267, <8 x float> %7264
  br label %7273

7270:                                             ; preds = %7250
  %7271 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7255, <8 x i32> %7044)
  %7272 = fadd <8 x float> %7254, %7271
  br label %7273

7273:                                             ; preds = %7270, %7263, %7256
  %7274 = phi <8 x float> [ %7272, %7270 ], [ %7269, %7263 ], [ %7262, %7256 ]
  switch i64 %418, label %1268 [
    i64 1, label %7289
    i64 2, label %7282
    i64 3, label %7275
    i64 0, label %7311
  ]

7275:                                             ; preds = %7273
  %7276 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7274)
  %7277 = bitcast <8 x float> %7274 to <8 x i32>
  %7278 = and <8 x i32> %7277, %108
  %7279 = bitcast <8 x i32> %7278 to <8 x float>
  %7280 = fcmp oeq <8 x float> %7274, %71
  %7281 = select <8 x i1> %7280, <8 x float> %7279, <8 x float> %7276
  br label %7292

7282:                                             ; preds = %7273
  %7283 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7274)
  %7284 = bitcast <8 x float> %7274 to <8 x i32>
  %7285 = or <8 x i32> %7284, %109
  %7286 = bitcast <8 x i32> %7285 to <8 x float>
  %7287 = fcmp oeq <8 x float> %7274, %74
  %7288 = select <8 x i1> %7287, <8 x float> %7286, <8 x float> %7283
  br label %7292

7289:                                             ; preds = %7273
  %7290 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7255, <8 x i32> %7044)
  %7291 = fadd <8 x float> %7274, %7290
  br label %7292

7292:                                             ; preds = %7289, %7282, %7275
  %7293 = phi <8 x float> [ %7291, %7289 ], [ %7288, %7282 ], [ %7281, %7275 ]
  switch i64 %420, label %1268 [
    i64 1, label %7308
    i64 2, label %7301
    i64 3, label %7294
    i64 0, label %7311
  ]

7294:                                             ; preds = %7292
  %7295 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7293)
  %7296 = bitcast <8 x float> %7293 to <8 x i32>
  %7297 = and <8 x i32> %7296, %108
  %7298 = bitcast <8 x i32> %7297 to <8 x float>
  %7299 = fcmp oeq <8 x float> %7293, %71
  %7300 = select <8 x i1> %7299, <8 x float> %7298, <8 x float> %7295
  br label %7311

7301:                                             ; preds = %7292
  %7302 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7293)
  %7303 = bitcast <8 x float> %7293 to <8 x i32>
  %7304 = or <8 x i32> %7303, %109
  %7305 = bitcast <8 x i32> %7304 to <8 x float>
  %7306 = fcmp oeq <8 x float> %7293, %74
  %7307 = select <8 x i1> %7306, <8 x float> %7305, <8 x float> %7302
  br label %7311

7308:                                             ; preds = %7292
  %7309 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7255, <8 x i32> %7044)
  %7310 = fadd <8 x float> %7293, %7309
  br label %7311

7311:                                             ; preds = %7294, %7301, %7308, %7292, %7273
  %7312 = phi <8 x float> [ %7307, %7301 ], [ %7300, %7294 ], [ %7274, %7273 ], [ %7293, %7292 ], [ %7310, %7308 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7253, <8 x i32> %7044, <8 x float> %7312)
  %7313 = add nsw i64 %7025, %1180
  %7314 = getelementptr inbounds float, ptr %826, i64 %7313
  %7315 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7314, <8 x i32> %7042)
  %7316 = getelementptr inbounds float, ptr %824, i64 %7313
  switch i64 %412, label %1268 [
    i64 1, label %7331
    i64 2, label %7324
    i64 3, label %7317
  ]

7317:                                             ; preds = %7311
  %7318 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7315)
  %7319 = bitcast <8 x float> %7315 to <8 x i32>
  %7320 = and <8 x i32> %7319, %108
  %7321 = bitcast <8 x i32> %7320 to <8 x float>
  %7322 = fcmp oeq <8 x float> %7315, %71
  %7323 = select <8 x i1> %7322, <8 x float> %7321, <8 x float> %7318
  br label %7334

7324:                                             ; preds = %7311
  %7325 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7315)
  %7326 = bitcast <8 x float> %7315 to <8 x i32>
  %7327 = or <8 x i32> %7326, %109
  %7328 = bitcast <8 x i32> %7327 to <8 x float>
  %7329 = fcmp oeq <8 x float> %7315, %74
  %7330 = select <8 x i1> %7329, <8 x float> %7328, <8 x float> %7325
  br label %7334

7331:                                             ; preds = %7311
  %7332 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7316, <8 x i32> %7042)
  %7333 = fadd <8 x float> %7315, %7332
  br label %7334

7334:                                             ; preds = %7331, %7324, %7317
  %7335 = phi <8 x float> [ %7333, %7331 ], [ %7330, %7324 ], [ %7323, %7317 ]
  switch i64 %422, label %1268 [
    i64 1, label %7350
    i64 2, label %7343
    i64 3, label %7336
    i64 0, label %7372
  ]

7336:                                             ; preds = %7334
  %7337 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7335)
  %7338 = bitcast <8 x float> %7335 to <8 x i32>
  %7339 = and <8 x i32> %7338, %108
  %7340 = bitcast <8 x i32> %7339 to <8 x float>
  %7341 = fcmp oeq <8 x float> %7335, %71
  %7342 = select <8 x i1> %7341, <8 x float> %7340, <8 x float> %7337
  br label %7353

7343:                                             ; preds = %7334
  %7344 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7335)
  %7345 = bitcast <8 x float> %7335 to <8 x i32>
  %7346 = or <8 x i32> %7345, %109
  %7347 = bitcast <8 x i32> %7346 to <8 x float>
  %7348 = fcmp oeq <8 x float> %7335, %74
  %7349 = select <8 x i1> %7348, <8 x float> %7347, <8 x float> %7344
  br label %7353

7350:                                             ; preds = %7334
  %7351 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7316, <8 x i32> %7042)
  %7352 = fadd <8 x float> %7335, %7351
  br label %7353

7353:                                             ; preds = %7350, %7343, %7336
  %7354 = phi <8 x float> [ %7352, %7350 ], [ %7349, %7343 ], [ %7342, %7336 ]
  switch i64 %424, label %1268 [
    i64 1, label %7369
    i64 2, label %7362
    i64 3, label %7355
    i64 0, label %7372
  ]

7355:                                             ; preds = %7353
  %7356 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7354)
  %7357 = bitcast <8 x float> %7354 to <8 x i32>
  %7358 = and <8 x i32> %7357, %108
  %7359 = bitcast <8 x i32> %7358 to <8 x float>
  %7360 = fcmp oeq <8 x float> %7354, %71
  %7361 = select <8 x i1> %7360, <8 x float> %7359, <8 x float> %7356
  br label %7372

7362:                                             ; preds = %7353
  %7363 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7354)
  %7364 = bitcast <8 x float> %7354 to <8 x i32>
  %7365 = or <8 x i32> %7364, %109
  %7366 = bitcast <8 x i32> %7365 to <8 x float>
  %7367 = fcmp oeq <8 x float> %7354, %74
  %7368 = select <8 x i1> %7367, <8 x float> %7366, <8 x float> %7363
  br label %7372

7369:                                             ; preds = %7353
  %7370 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7316, <8 x i32> %7042)
  %7371 = fadd <8 x float> %7354, %7370
  br label %7372

7372:                                             ; preds = %7355, %7362, %7369, %7353, %7334
  %7373 = phi <8 x float> [ %7368, %7362 ], [ %7361, %7355 ], [ %7335, %7334 ], [ %7354, %7353 ], [ %7371, %7369 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7314, <8 x i32> %7042, <8 x float> %7373)
  %7374 = add nsw i64 %7313, 8
  %7375 = getelementptr inbounds float, ptr %826, i64 %7374
  %7376 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7375, <8 x i32> %7044)
  %7377 = getelementptr inbounds float, ptr %824, i64 %7374
  switch i64 %412, label %1268 [
    i64 1, label %7392
    i64 2, label %7385
    i64 3, label %7378
  ]

7378:                                             ; preds = %7372
  %7379 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7376)
  %7380 = bitcast <8 x float> %7376 to <8 x i32>
  %7381 = and <8 x i32> %7380, %108
  %7382 = bitcast <8 x i32> %7381 to <8 x float>
  %7383 = fcmp oeq <8 x float> %7376, %71
  %7384 = select <8 x i1> %7383, <8 x float> %7382, <8 x float> %7379
  br label %7395

7385:                                             ; preds = %7372
  %7386 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7376)
  %7387 = bitcast <8 x float> %7376 to <8 x i32>
  %7388 = or <8 x i32> %7387, %109
  %7389 = bitcast <8 x i32> %7388 to <8 x float>
  %7390 = fcmp oeq <8 x float> %7376, %74
  %7391 = select <8 x i1> %7390, <8 x float> %7389, <8 x float> %7386
  br label %7395

7392:                                             ; preds = %7372
  %7393 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7377, <8 x i32> %7044)
  %7394 = fadd <8 x float> %7376, %7393
  br label %7395

7395:                                             ; preds = %7392, %7385, %7378
  %7396 = phi <8 x float> [ %7394, %7392 ], [ %7391, %7385 ], [ %7384, %7378 ]
  switch i64 %426, label %1268 [
    i64 1, label %7411
    i64 2, label %7404
    i64 3, label %7397
    i64 0, label %7433
  ]

7397:                                             ; preds = %7395
  %7398 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7396)
  %7399 = bitcast <8 x float> %7396 to <8 x i32>
  %7400 = and <8 x i32> %7399, %108
  %7401 = bitcast <8 x i32> %7400 to <8 x float>
  %7402 = fcmp oeq <8 x float> %7396, %71
  %7403 = select <8 x i1> %7402, <8 x float> %7401, <8 x float> %7398
  br label %7414

7404:                                             ; preds = %7395
  %7405 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7396)
  %7406 = bitcast <8 x float> %7396 to <8 x i32>
  %7407 = or <8 x i32> %7406, %109
  %7408 = bitcast <8 x i32> %7407 to <8 x float>
  %7409 = fcmp oeq <8 x float> %7396, %74
  %7410 = select <8 x i1> %7409, <8 x float> %7408, <8 x float> %7405
  br label %7414

7411:                                             ; preds = %7395
  %7412 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7377, <8 x i32> %7044)
  %7413 = fadd <8 x float> %7396, %7412
  br label %7414

7414:                                             ; preds = %7411, %7404, %7397
  %7415 = phi <8 x float> [ %7413, %7411 ], [ %7410, %7404 ], [ %7403, %7397 ]
  switch i64 %428, label %1268 [
    i64 1, label %7430
    i64 2, label %7423
    i64 3, label %7416
    i64 0, label %7433
  ]

7416:                                             ; preds = %7414
  %7417 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7415)
  %7418 = bitcast <8 x float> %7415 to <8 x i32>
  %7419 = and <8 x i32> %7418, %108
  %7420 = bitcast <8 x i32> %7419 to <8 x float>
  %7421 = fcmp oeq <8 x float> %7415, %71
  %7422 = select <8 x i1> %7421, <8 x float> %7420, <8 x float> %7417
  br label %7433

7423:                                             ; preds = %7414
  %7424 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7415)
  %7425 = bitcast <8 x float> %7415 to <8 x i32>
  %7426 = or <8 x i32> %7425, %109
  %7427 = bitcast <8 x i32> %7426 to <8 x float>
  %7428 = fcmp oeq <8 x float> %7415, %74
  %7429 = select <8 x i1> %7428, <8 x float> %7427, <8 x float> %7424
  br label %7433

7430:                                             ; preds = %7414
  %7431 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7377, <8 x i32> %7044)
  %7432 = fadd <8 x float> %7415, %7431
  br label %7433

7433:                                             ; preds = %7416, %7423, %7430, %7414, %7395
  %7434 = phi <8 x float> [ %7429, %7423 ], [ %7422, %7416 ], [ %7396, %7395 ], [ %7415, %7414 ], [ %7432, %7430 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7375, <8 x i32> %7044, <8 x float> %7434)
  %7435 = add nsw i64 %7027, %1180
  %7436 = getelementptr inbounds float, ptr %826, i64 %7435
  %7437 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7436, <8 x i32> %7042)
  %7438 = getelementptr inbounds float, ptr %824, i64 %7435
  switch i64 %412, label %1268 [
    i64 1, label %7453
    i64 2, label %7446
    i64 3, label %7439
  ]

7439:                                             ; preds = %7433
  %7440 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7437)
  %7441 = bitcast <8 x float> %7437 to <8 x i32>
  %7442 = and <8 x i32> %7441, %108
  %7443 = bitcast <8 x i32> %7442 to <8 x float>
  %7444 = fcmp oeq <8 x float> %7437, %71
  %7445 = select <8 x i1> %7444, <8 x float> %7443, <8 x float> %7440
  br label %7456

7446:                                             ; preds = %7433
  %7447 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7437)
  %7448 = bitcast <8 x float> %7437 to <8 x i32>
  %7449 = or <8 x i32> %7448, %109
  %7450 = bitcast <8 x i32> %7449 to <8 x float>
  %7451 = fcmp oeq <8 x float> %7437, %74
  %7452 = select <8 x i1> %7451, <8 x float> %7450, <8 x float> %7447
  br label %7456

7453:                                             ; preds = %7433
  %7454 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7438, <8 x i32> %7042)
  %7455 = fadd <8 x float> %7437, %7454
  br label %7456

7456:                                             ; preds = %7453, %7446, %7439
  %7457 = phi <8 x float> [ %7455, %7453 ], [ %7452, %7446 ], [ %7445, %7439 ]
  switch i64 %430, label %1268 [
    i64 1, label %7472
    i64 2, label %7465
    i64 3, label %7458
    i64 0, label %7494
  ]

7458:                                             ; preds = %7456
  %7459 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7457)
  %7460 = bitcast <8 x float> %7457 to <8 x i32>
  %7461 = and <8 x i32> %7460, %108
  %7462 = bitcast <8 x i32> %7461 to <8 x float>
  %7463 = fcmp oeq <8 x float> %7457, %71
  %7464 = select <8 x i1> %7463, <8 x float> %7462, <8 x float> %7459
  br label %7475

7465:                                             ; preds = %7456
  %7466 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7457)
  %7467 = bitcast <8 x float> %7457 to <8 x i32>
  %7468 = or <8 x i32> %7467, %109
  %7469 = bitcast <8 x i32> %7468 to <8 x float>
  %7470 = fcmp oeq <8 x float> %7457, %74
  %7471 = select <8 x i1> %7470, <8 x float> %7469, <8 x float> %7466
  br label %7475

7472:                                             ; preds = %7456
  %7473 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7438, <8 x i32> %7042)
  %7474 = fadd <8 x float> %7457, %7473
  br label %7475

7475:                                             ; preds = %7472, %7465, %7458
  %7476 = phi <8 x float> [ %7474, %7472 ], [ %7471, %7465 ], [ %7464, %7458 ]
  switch i64 %432, label %1268 [
    i64 1, label %7491
    i64 2, label %7484
    i64 3, label %7477
    i64 0, label %7494
  ]

7477:                                             ; preds = %7475
  %7478 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7476)
  %7479 = bitcast <8 x float> %7476 to <8 x i32>
  %7480 = and <8 x i32> %7479, %108
  %7481 = bitcast <8 x i32> %7480 to <8 x float>
  %7482 = fcmp oeq <8 x float> %7476, %71
  %7483 = select <8 x i1> %7482, <8 x float> %7481, <8 x float> %7478
  br label %7494

7484:                                             ; preds = %7475
  %7485 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7476)
  %7486 = bitcast <8 x float> %7476 to <8 x i32>
  %7487 = or <8 x i32> %7486, %109
  %7488 = bitcast <8 x i32> %7487 to <8 x float>
  %7489 = fcmp oeq <8 x float> %7476, %74
  %7490 = select <8 x i1> %7489, <8 x float> %7488, <8 x float> %7485
  br label %7494

7491:                                             ; preds = %7475
  %7492 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7438, <8 x i32> %7042)
  %7493 = fadd <8 x float> %7476, %7492
  br label %7494

7494:                                             ; preds = %7477, %7484, %7491, %7475, %7456
  %7495 = phi <8 x float> [ %7490, %7484 ], [ %7483, %7477 ], [ %7457, %7456 ], [ %7476, %7475 ], [ %7493, %7491 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7436, <8 x i32> %7042, <8 x float> %7495)
  %7496 = add nsw i64 %7435, 8
  %7497 = getelementptr inbounds float, ptr %826, i64 %7496
  %7498 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7497, <8 x i32> %7044)
  %7499 = getelementptr inbounds float, ptr %824, i64 %7496
  switch i64 %412, label %1268 [
    i64 1, label %7514
    i64 2, label %7507
    i64 3, label %7500
  ]

7500:                                             ; preds = %7494
  %7501 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7498)
  %7502 = bitcast <8 x float> %7498 to <8 x i32>
  %7503 = and <8 x i32> %7502, %108
  %7504 = bitcast <8 x i32> %7503 to <8 x float>
  %7505 = fcmp oeq <8 x float> %7498, %71
  %7506 = select <8 x i1> %7505, <8 x float> %7504, <8 x float> %7501
  br label %7517

7507:                                             ; preds = %7494
  %7508 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7498)
  %7509 = bitcast <8 x float> %7498 to <8 x i32>
  %7510 = or <8 x i32> %7509, %109
  %7511 = bitcast <8 x i32> %7510 to <8 x float>
  %7512 = fcmp oeq <8 x float> %7498, %74
  %7513 = select <8 x i1> %7512, <8 x float> %7511, <8 x float> %7508
  br label %7517

7514:                                             ; preds = %7494
  %7515 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7499, <8 x i32> %7044)
  %7516 = fadd <8 x float> %7498, %7515
  br label %7517

7517:                                             ; preds = %7514, %7507, %7500
  %7518 = phi <8 x float> [ %7516, %7514 ], [ %7513, %7507 ], [ %7506, %7500 ]
  switch i64 %434, label %1268 [
    i64 1, label %7533
    i64 2, label %7526
    i64 3, label %7519
    i64 0, label %7555
  ]

7519:                                             ; preds = %7517
  %7520 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7518)
  %7521 = bitcast <8 x float> %7518 to <8 x i32>
  %7522 = and <8 x i32> %7521, %108
  %7523 = bitcast <8 x i32> %7522 to <8 x float>
  %7524 = fcmp oeq <8 x float> %7518, %71
  %7525 = select <8 x i1> %7524, <8 x float> %7523, <8 x float> %7520
  br label %7536

7526:                                             ; preds = %7517
  %7527 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7518)
  %7528 = bitcast <8 x float> %7518 to <8 x i32>
  %7529 = or <8 x i32> %7528, %109
  %7530 = bitcast <8 x i32> %7529 to <8 x float>
  %7531 = fcmp oeq <8 x float> %7518, %74
  %7532 = select <8 x i1> %7531, <8 x float> %7530, <8 x float> %7527
  br label %7536

7533:                                             ; preds = %7517
  %7534 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7499, <8 x i32> %7044)
  %7535 = fadd <8 x float> %7518, %7534
  br label %7536

7536:                                             ; preds = %7533, %7526, %7519
  %7537 = phi <8 x float> [ %7535, %7533 ], [ %7532, %7526 ], [ %7525, %7519 ]
  switch i64 %436, label %1268 [
    i64 1, label %7552
    i64 2, label %7545
    i64 3, label %7538
    i64 0, label %7555
  ]

7538:                                             ; preds = %7536
  %7539 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7537)
  %7540 = bitcast <8 x float> %7537 to <8 x i32>
  %7541 = and <8 x i32> %7540, %108
  %7542 = bitcast <8 x i32> %7541 to <8 x float>
  %7543 = fcmp oeq <8 x float> %7537, %71
  %7544 = select <8 x i1> %7543, <8 x float> %7542, <8 x float> %7539
  br label %7555

7545:                                             ; preds = %7536
  %7546 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7537)
  %7547 = bitcast <8 x float> %7537 to <8 x i32>
  %7548 = or <8 x i32> %7547, %109
  %7549 = bitcast <8 x i32> %7548 to <8 x float>
  %7550 = fcmp oeq <8 x float> %7537, %74
  %7551 = select <8 x i1> %7550, <8 x float> %7549, <8 x float> %7546
  br label %7555

7552:                                             ; preds = %7536
  %7553 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7499, <8 x i32> %7044)
  %7554 = fadd <8 x float> %7537, %7553
  br label %7555

7555:                                             ; preds = %7538, %7545, %7552, %7536, %7517
  %7556 = phi <8 x float> [ %7551, %7545 ], [ %7544, %7538 ], [ %7518, %7517 ], [ %7537, %7536 ], [ %7554, %7552 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7497, <8 x i32> %7044, <8 x float> %7556)
  %7557 = add nsw i64 %7029, %1180
  %7558 = getelementptr inbounds float, ptr %826, i64 %7557
  %7559 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7558, <8 x i32> %7042)
  %7560 = getelementptr inbounds float, ptr %824, i64 %7557
  switch i64 %412, label %1268 [
    i64 1, label %7575
    i64 2, label %7568
    i64 3, label %7561
  ]

7561:                                             ; preds = %7555
  %7562 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7559)
  %7563 = bitcast <8 x float> %7559 to <8 x i32>
  %7564 = and <8 x i32> %7563, %108
  %7565 = bitcast <8 x i32> %7564 to <8 x float>
  %7566 = fcmp oeq <8 x float> %7559, %71
  %7567 = select <8 x i1> %7566, <8 x float> %7565, <8 x float> %7562
  br label %7578

7568:                                             ; preds = %7555
  %7569 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7559)
  %7570 = bitcast <8 x float> %7559 to <8 x i32>
  %7571 = or <8 x i32> %7570, %109
  %7572 = bitcast <8 x i32> %7571 to <8 x float>
  %7573 = fcmp oeq <8 x float> %7559, %74
  %7574 = select <8 x i1> %7573, <8 x float> %7572, <8 x float> %7569
  br label %7578

7575:                                             ; preds = %7555
  %7576 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7560, <8 x i32> %7042)
  %7577 = fadd <8 x float> %7559, %7576
  br label %7578

7578:                                             ; preds = %7575, %7568, %7561
  %7579 = phi <8 x float> [ %7577, %7575 ], [ %7574, %7568 ], [ %7567, %7561 ]
  switch i64 %438, label %1268 [
    i64 1, label %7594
    i64 2, label %7587
    i64 3, label %7580
    i64 0, label %7616
  ]

7580:                                             ; preds = %7578
  %7581 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7579)
  %7582 = bitcast <8 x float> %7579 to <8 x i32>
  %7583 = and <8 x i32> %7582, %108
  %7584 = bitcast <8 x i32> %7583 to <8 x float>
  %7585 = fcmp oeq <8 x float> %7579, %71
  %7586 = select <8 x i1> %7585, <8 x float> %7584, <8 x float> %7581
  br label %7597

7587:                                             ; preds = %7578
  %7588 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7579)
  %7589 = bitcast <8 x float> %7579 to <8 x i32>
  %7590 = or <8 x i32> %7589, %109
  %7591 = bitcast <8 x i32> %7590 to <8 x float>
  %7592 = fcmp oeq <8 x float> %7579, %74
  %7593 = select <8 x i1> %7592, <8 x float> %7591, <8 x float> %7588
  br label %7597

7594:                                             ; preds = %7578
  %7595 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7560, <8 x i32> %7042)
  %7596 = fadd <8 x float> %7579, %7595
  br label %7597

7597:                                             ; preds = %7594, %7587, %7580
  %7598 = phi <8 x float> [ %7596, %7594 ], [ %7593, %7587 ], [ %7586, %7580 ]
  switch i64 %440, label %1268 [
    i64 1, label %7613
    i64 2, label %7606
    i64 3, label %7599
    i64 0, label %7616
  ]

7599:                                             ; preds = %7597
  %7600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7598)
  %7601 = bitcast <8 x float> %7598 to <8 x i32>
  %7602 = and <8 x i32> %7601, %108
  %7603 = bitcast <8 x i32> %7602 to <8 x float>
  %7604 = fcmp oeq <8 x float> %7598, %71
  %7605 = select <8 x i1> %7604, <8 x float> %7603, <8 x float> %7600
  br label %7616

7606:                                             ; preds = %7597
  %7607 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7598)
  %7608 = bitcast <8 x float> %7598 to <8 x i32>
  %7609 = or <8 x i32> %7608, %109
  %7610 = bitcast <8 x i32> %7609 to <8 x float>
  %7611 = fcmp oeq <8 x float> %7598, %74
  %7612 = select <8 x i1> %7611, <8 x float> %7610, <8 x float> %7607
  br label %7616

7613:                                             ; preds = %7597
  %7614 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7560, <8 x i32> %7042)
  %7615 = fadd <8 x float> %7598, %7614
  br label %7616

7616:                                             ; preds = %7599, %7606, %7613, %7597, %7578
  %7617 = phi <8 x float> [ %7612, %7606 ], [ %7605, %7599 ], [ %7579, %7578 ], [ %7598, %7597 ], [ %7615, %7613 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7558, <8 x i32> %7042, <8 x float> %7617)
  %7618 = add nsw i64 %7557, 8
  %7619 = getelementptr inbounds float, ptr %826, i64 %7618
  %7620 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7619, <8 x i32> %7044)
  %7621 = getelementptr inbounds float, ptr %824, i64 %7618
  switch i64 %412, label %1268 [
    i64 1, label %7636
    i64 2, label %7629
    i64 3, label %7622
  ]

7622:                                             ; preds = %7616
  %7623 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7620)
  %7624 = bitcast <8 x float> %7620 to <8 x i32>
  %7625 = and <8 x i32> %7624, %108
  %7626 = bitcast <8 x i32> %7625 to <8 x float>
  %7627 = fcmp oeq <8 x float> %7620, %71
  %7628 = select <8 x i1> %7627, <8 x float> %7626, <8 x float> %7623
  br label %7639

7629:                                             ; preds = %7616
  %7630 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7620)
  %7631 = bitcast <8 x float> %7620 to <8 x i32>
  %7632 = or <8 x i32> %7631, %109
  %7633 = bitcast <8 x i32> %7632 to <8 x float>
  %7634 = fcmp oeq <8 x float> %7620, %74
  %7635 = select <8 x i1> %7634, <8 x float> %7633, <8 x float> %7630
  br label %7639

7636:                                             ; preds = %7616
  %7637 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7621, <8 x i32> %7044)
  %7638 = fadd <8 x float> %7620, %7637
  br label %7639

7639:                                             ; preds = %7636, %7629, %7622
  %7640 = phi <8 x float> [ %7638, %7636 ], [ %7635, %7629 ], [ %7628, %7622 ]
  switch i64 %442, label %1268 [
    i64 1, label %7655
    i64 2, label %7648
    i64 3, label %7641
    i64 0, label %7677
  ]

7641:                                             ; preds = %7639
  %7642 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7640)
  %7643 = bitcast <8 x float> %7640 to <8 x i32>
  %7644 = and <8 x i32> %7643, %108
  %7645 = bitcast <8 x i32> %7644 to <8 x float>
  %7646 = fcmp oeq <8 x float> %7640, %71
  %7647 = select <8 x i1> %7646, <8 x float> %7645, <8 x float> %7642
  br label %7658

7648:                                             ; preds = %7639
  %7649 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7640)
  %7650 = bitcast <8 x float> %7640 to <8 x i32>
  %7651 = or <8 x i32> %7650, %109
  %7652 = bitcast <8 x i32> %7651 to <8 x float>
  %7653 = fcmp oeq <8 x float> %7640, %74
  %7654 = select <8 x i1> %7653, <8 x float> %7652, <8 x float> %7649
  br label %7658

7655:                                             ; preds = %7639
  %7656 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7621, <8 x i32> %7044)
  %7657 = fadd <8 x float> %7640, %7656
  br label %7658

7658:                                             ; preds = %7655, %7648, %7641
  %7659 = phi <8 x float> [ %7657, %7655 ], [ %7654, %7648 ], [ %7647, %7641 ]
  switch i64 %444, label %1268 [
    i64 1, label %7674
    i64 2, label %7667
    i64 3, label %7660
    i64 0, label %7677
  ]

7660:                                             ; preds = %7658
  %7661 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7659)
  %7662 = bitcast <8 x float> %7659 to <8 x i32>
  %7663 = and <8 x i32> %7662, %108
  %7664 = bitcast <8 x i32> %7663 to <8 x float>
  %7665 = fcmp oeq <8 x float> %7659, %71
  %7666 = select <8 x i1> %7665, <8 x float> %7664, <8 x float> %7661
  br label %7677

7667:                                             ; preds = %7658
  %7668 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7659)
  %7669 = bitcast <8 x float> %7659 to <8 x i32>
  %7670 = or <8 x i32> %7669, %109
  %7671 = bitcast <8 x i32> %7670 to <8 x float>
  %7672 = fcmp oeq <8 x float> %7659, %74
  %7673 = select <8 x i1> %7672, <8 x float> %7671, <8 x float> %7668
  br label %7677

7674:                                             ; preds = %7658
  %7675 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7621, <8 x i32> %7044)
  %7676 = fadd <8 x float> %7659, %7675
  br label %7677

7677:                                             ; preds = %7660, %7667, %7674, %7173, %7658, %7639
  %7678 = phi ptr [ %7193, %7173 ], [ %7619, %7660 ], [ %7619, %7639 ], [ %7619, %7658 ], [ %7619, %7674 ], [ %7619, %7667 ]
  %7679 = phi <8 x float> [ %7194, %7173 ], [ %7666, %7660 ], [ %7640, %7639 ], [ %7659, %7658 ], [ %7676, %7674 ], [ %7673, %7667 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7678, <8 x i32> %7044, <8 x float> %7679)
  br label %7680

7680:                                             ; preds = %7677, %7031
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  br label %13665

7681:                                             ; preds = %1179
  br i1 %85, label %7682, label %8090

7682:                                             ; preds = %7681
  %7683 = icmp sgt i64 %1181, 7
  %7684 = trunc i64 %1181 to i32
  %7685 = select i1 %7683, i32 8, i32 %7684
  %7686 = insertelement <8 x i32> poison, i32 %7685, i64 0
  %7687 = shufflevector <8 x i32> %7686, <8 x i32> poison, <8 x i32> zeroinitializer
  %7688 = icmp sgt <8 x i32> %7687, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %7705, label %7689

7689:                                             ; preds = %7682
  %7690 = load float, ptr %839, align 1
  %7691 = insertelement <8 x float> poison, float %7690, i64 0
  %7692 = shufflevector <8 x float> %7691, <8 x float> poison, <8 x i32> zeroinitializer
  %7693 = load float, ptr %1006, align 1
  %7694 = insertelement <8 x float> poison, float %7693, i64 0
  %7695 = shufflevector <8 x float> %7694, <8 x float> poison, <8 x i32> zeroinitializer
  %7696 = load float, ptr %1007, align 1
  %7697 = insertelement <8 x float> poison, float %7696, i64 0
  %7698 = shufflevector <8 x float> %7697, <8 x float> poison, <8 x i32> zeroinitializer
  %7699 = load float, ptr %1008, align 1
  %7700 = insertelement <8 x float> poison, float %7699, i64 0
  %7701 = shufflevector <8 x float> %7700, <8 x float> poison, <8 x i32> zeroinitializer
  %7702 = load float, ptr %1009, align 1
  %7703 = insertelement <8 x float> poison, float %7702, i64 0
  %7704 = shufflevector <8 x float> %7703, <8 x float> poison, <8 x i32> zeroinitializer
  br label %7717

7705:                                             ; preds = %7682
  %7706 = getelementptr float, ptr %821, i64 %1180
  %7707 = getelementptr float, ptr %7706, i64 %843
  %7708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7707, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7709 = getelementptr float, ptr %7706, i64 %1011
  %7710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7709, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7711 = getelementptr float, ptr %7706, i64 %1013
  %7712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7711, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7713 = getelementptr float, ptr %7706, i64 %1015
  %7714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7713, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7715 = getelementptr float, ptr %7706, i64 %1017
  %7716 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7715, <8 x i1> %7688, <8 x float> zeroinitializer)
  br label %7717

7717:                                             ; preds = %7705, %7689
  %7718 = phi <8 x float> [ %7714, %7705 ], [ %7701, %7689 ]
  %7719 = phi <8 x float> [ %7710, %7705 ], [ %7695, %7689 ]
  %7720 = phi <8 x float> [ %7708, %7705 ], [ %7692, %7689 ]
  %7721 = phi <8 x float> [ %7712, %7705 ], [ %7698, %7689 ]
  %7722 = phi <8 x float> [ %7716, %7705 ], [ %7704, %7689 ]
  %7723 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %7736, label %7724

7724:                                             ; preds = %7736, %7717
  %7725 = phi <8 x float> [ %7722, %7717 ], [ %7770, %7736 ]
  %7726 = phi <8 x float> [ %7718, %7717 ], [ %7765, %7736 ]
  %7727 = phi <8 x float> [ %7721, %7717 ], [ %7760, %7736 ]
  %7728 = phi <8 x float> [ %7719, %7717 ], [ %7755, %7736 ]
  %7729 = phi <8 x float> [ %7720, %7717 ], [ %7750, %7736 ]
  %7730 = getelementptr float, ptr %826, i64 %1180
  %7731 = getelementptr float, ptr %7730, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7729, ptr align 1 %7731, <8 x i1> %7688)
  %7732 = getelementptr float, ptr %7730, i64 %1019
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7728, ptr align 1 %7732, <8 x i1> %7688)
  %7733 = getelementptr float, ptr %7730, i64 %1021
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7727, ptr align 1 %7733, <8 x i1> %7688)
  %7734 = getelementptr float, ptr %7730, i64 %1023
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7726, ptr align 1 %7734, <8 x i1> %7688)
  %7735 = getelementptr float, ptr %7730, i64 %1025
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7725, ptr align 1 %7735, <8 x i1> %7688)
  br i1 %107, label %13665, label %7773

7736:                                             ; preds = %7717, %7736
  %7737 = phi <8 x float> [ %7770, %7736 ], [ %7722, %7717 ]
  %7738 = phi <8 x float> [ %7765, %7736 ], [ %7718, %7717 ]
  %7739 = phi <8 x float> [ %7760, %7736 ], [ %7721, %7717 ]
  %7740 = phi <8 x float> [ %7755, %7736 ], [ %7719, %7717 ]
  %7741 = phi <8 x float> [ %7750, %7736 ], [ %7720, %7717 ]
  %7742 = phi i64 [ %7771, %7736 ], [ 0, %7717 ]
  %7743 = mul nsw i64 %7742, %7
  %7744 = getelementptr inbounds float, ptr %7723, i64 %7743
  %7745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7744, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7746 = getelementptr float, ptr %842, i64 %7742
  %7747 = load float, ptr %7746, align 1
  %7748 = insertelement <8 x float> poison, float %7747, i64 0
  %7749 = shufflevector <8 x float> %7748, <8 x float> poison, <8 x i32> zeroinitializer
  %7750 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7745, <8 x float> %7749, <8 x float> %7741)
  %7751 = getelementptr float, ptr %7746, i64 %5
  %7752 = load float, ptr %7751, align 1
  %7753 = insertelement <8 x float> poison, float %7752, i64 0
  %7754 = shufflevector <8 x float> %7753, <8 x float> poison, <8 x i32> zeroinitializer
  %7755 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7745, <8 x float> %7754, <8 x float> %7740)
  %7756 = getelementptr i8, ptr %7746, i64 %386
  %7757 = load float, ptr %7756, align 1
  %7758 = insertelement <8 x float> poison, float %7757, i64 0
  %7759 = shufflevector <8 x float> %7758, <8 x float> poison, <8 x i32> zeroinitializer
  %7760 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7745, <8 x float> %7759, <8 x float> %7739)
  %7761 = getelementptr i8, ptr %7746, i64 %387
  %7762 = load float, ptr %7761, align 1
  %7763 = insertelement <8 x float> poison, float %7762, i64 0
  %7764 = shufflevector <8 x float> %7763, <8 x float> poison, <8 x i32> zeroinitializer
  %7765 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7745, <8 x float> %7764, <8 x float> %7738)
  %7766 = getelementptr i8, ptr %7746, i64 %388
  %7767 = load float, ptr %7766, align 1
  %7768 = insertelement <8 x float> poison, float %7767, i64 0
  %7769 = shufflevector <8 x float> %7768, <8 x float> poison, <8 x i32> zeroinitializer
  %7770 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7745, <8 x float> %7769, <8 x float> %7737)
  %7771 = add nuw nsw i64 %7742, 1
  %7772 = icmp eq i64 %7771, %5
  br i1 %7772, label %7724, label %7736

7773:                                             ; preds = %7724
  %7774 = add nsw i64 %843, %1180
  %7775 = getelementptr inbounds float, ptr %826, i64 %7774
  %7776 = getelementptr inbounds float, ptr %824, i64 %7774
  %7777 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7775, <8 x i1> %7688, <8 x float> zeroinitializer)
  switch i64 %389, label %1268 [
    i64 1, label %7787
    i64 2, label %7790
    i64 3, label %7797
    i64 0, label %7778
  ]

7778:                                             ; preds = %7773
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7777, ptr align 1 %7775, <8 x i1> %7688)
  %7779 = getelementptr float, ptr %1160, i64 %1180
  %7780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7779, <8 x i1> %7688, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7780, ptr align 1 %7779, <8 x i1> %7688)
  %7781 = getelementptr float, ptr %1161, i64 %1180
  %7782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7781, <8 x i1> %7688, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7782, ptr align 1 %7781, <8 x i1> %7688)
  %7783 = getelementptr float, ptr %1162, i64 %1180
  %7784 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7783, <8 x i1> %7688, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7784, ptr align 1 %7783, <8 x i1> %7688)
  %7785 = getelementptr float, ptr %1163, i64 %1180
  %7786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7785, <8 x i1> %7688, <8 x float> zeroinitializer)
  br label %8086

7787:                                             ; preds = %7773
  %7788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7776, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7789 = fadd <8 x float> %7777, %7788
  br label %7804

7790:                                             ; preds = %7773
  %7791 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7777)
  %7792 = bitcast <8 x float> %7777 to <8 x i32>
  %7793 = or <8 x i32> %7792, %109
  %7794 = bitcast <8 x i32> %7793 to <8 x float>
  %7795 = fcmp oeq <8 x float> %7777, %74
  %7796 = select <8 x i1> %7795, <8 x float> %7794, <8 x float> %7791
  br label %7804

7797:                                             ; preds = %7773
  %7798 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7777)
  %7799 = bitcast <8 x float> %7777 to <8 x i32>
  %7800 = and <8 x i32> %7799, %108
  %7801 = bitcast <8 x i32> %7800 to <8 x float>
  %7802 = fcmp oeq <8 x float> %7777, %71
  %7803 = select <8 x i1> %7802, <8 x float> %7801, <8 x float> %7798
  br label %7804

7804:                                             ; preds = %7797, %7790, %7787
  %7805 = phi <8 x float> [ %7789, %7787 ], [ %7796, %7790 ], [ %7803, %7797 ]
  switch i64 %391, label %1268 [
    i64 1, label %7820
    i64 2, label %7813
    i64 3, label %7806
    i64 0, label %7842
  ]

7806:                                             ; preds = %7804
  %7807 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7805)
  %7808 = bitcast <8 x float> %7805 to <8 x i32>
  %7809 = and <8 x i32> %7808, %108
  %7810 = bitcast <8 x i32> %7809 to <8 x float>
  %7811 = fcmp oeq <8 x float> %7805, %71
  %7812 = select <8 x i1> %7811, <8 x float> %7810, <8 x float> %7807
  br label %7823

7813:                                             ; preds = %7804
  %7814 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7805)
  %7815 = bitcast <8 x float> %7805 to <8 x i32>
  %7816 = or <8 x i32> %7815, %109
  %7817 = bitcast <8 x i32> %7816 to <8 x float>
  %7818 = fcmp oeq <8 x float> %7805, %74
  %7819 = select <8 x i1> %7818, <8 x float> %7817, <8 x float> %7814
  br label %7823

7820:                                             ; preds = %7804
  %7821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7776, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7822 = fadd <8 x float> %7805, %7821
  br label %7823

7823:                                             ; preds = %7820, %7813, %7806
  %7824 = phi <8 x float> [ %7822, %7820 ], [ %7819, %7813 ], [ %7812, %7806 ]
  switch i64 %393, label %1268 [
    i64 1, label %7839
    i64 2, label %7832
    i64 3, label %7825
    i64 0, label %7842
  ]

7825:                                             ; preds = %7823
  %7826 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7824)
  %7827 = bitcast <8 x float> %7824 to <8 x i32>
  %7828 = and <8 x i32> %7827, %108
  %7829 = bitcast <8 x i32> %7828 to <8 x float>
  %7830 = fcmp oeq <8 x float> %7824, %71
  %7831 = select <8 x i1> %7830, <8 x float> %7829, <8 x float> %7826
  br label %7842

7832:                                             ; preds = %7823
  %7833 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7824)
  %7834 = bitcast <8 x float> %7824 to <8 x i32>
  %7835 = or <8 x i32> %7834, %109
  %7836 = bitcast <8 x i32> %7835 to <8 x float>
  %7837 = fcmp oeq <8 x float> %7824, %74
  %7838 = select <8 x i1> %7837, <8 x float> %7836, <8 x float> %7833
  br label %7842

7839:                                             ; preds = %7823
  %7840 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7776, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7841 = fadd <8 x float> %7824, %7840
  br label %7842

7842:                                             ; preds = %7825, %7832, %7839, %7823, %7804
  %7843 = phi <8 x float> [ %7824, %7823 ], [ %7831, %7825 ], [ %7805, %7804 ], [ %7841, %7839 ], [ %7838, %7832 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7843, ptr align 1 %7775, <8 x i1> %7688)
  %7844 = add nsw i64 %1019, %1180
  %7845 = getelementptr inbounds float, ptr %826, i64 %7844
  %7846 = getelementptr inbounds float, ptr %824, i64 %7844
  %7847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7845, <8 x i1> %7688, <8 x float> zeroinitializer)
  switch i64 %389, label %1268 [
    i64 1, label %7862
    i64 2, label %7855
    i64 3, label %7848
  ]

7848:                                             ; preds = %7842
  %7849 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7847)
  %7850 = bitcast <8 x float> %7847 to <8 x i32>
  %7851 = and <8 x i32> %7850, %108
  %7852 = bitcast <8 x i32> %7851 to <8 x float>
  %7853 = fcmp oeq <8 x float> %7847, %71
  %7854 = select <8 x i1> %7853, <8 x float> %7852, <8 x float> %7849
  br label %7865

7855:                                             ; preds = %7842
  %7856 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7847)
  %7857 = bitcast <8 x float> %7847 to <8 x i32>
  %7858 = or <8 x i32> %7857, %109
  %7859 = bitcast <8 x i32> %7858 to <8 x float>
  %7860 = fcmp oeq <8 x float> %7847, %74
  %7861 = select <8 x i1> %7860, <8 x float> %7859, <8 x float> %7856
  br label %7865

7862:                                             ; preds = %7842
  %7863 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7846, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7864 = fadd <8 x float> %7847, %7863
  br label %7865

7865:                                             ; preds = %7862, %7855, %7848
  %7866 = phi <8 x float> [ %7864, %7862 ], [ %7861, %7855 ], [ %7854, %7848 ]
  switch i64 %395, label %1268 [
    i64 1, label %7881
    i64 2, label %7874
    i64 3, label %7867
    i64 0, label %7903
  ]

7867:                                             ; preds = %7865
  %7868 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7866)
  %7869 = bitcast <8 x float> %7866 to <8 x i32>
  %7870 = and <8 x i32> %7869, %108
  %7871 = bitcast <8 x i32> %7870 to <8 x float>
  %7872 = fcmp oeq <8 x float> %7866, %71
  %7873 = select <8 x i1> %7872, <8 x float> %7871, <8 x float> %7868
  br label %7884

7874:                                             ; preds = %7865
  %7875 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7866)
  %7876 = bitcast <8 x float> %7866 to <8 x i32>
  %7877 = or <8 x i32> %7876, %109
  %7878 = bitcast <8 x i32> %7877 to <8 x float>
  %7879 = fcmp oeq <8 x float> %7866, %74
  %7880 = select <8 x i1> %7879, <8 x float> %7878, <8 x float> %7875
  br label %7884

7881:                                             ; preds = %7865
  %7882 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7846, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7883 = fadd <8 x float> %7866, %7882
  br label %7884

7884:                                             ; preds = %7881, %7874, %7867
  %7885 = phi <8 x float> [ %7883, %7881 ], [ %7880, %7874 ], [ %7873, %7867 ]
  switch i64 %397, label %1268 [
    i64 1, label %7900
    i64 2, label %7893
    i64 3, label %7886
    i64 0, label %7903
  ]

7886:                                             ; preds = %7884
  %7887 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7885)
  %7888 = bitcast <8 x float> %7885 to <8 x i32>
  %7889 = and <8 x i32> %7888, %108
  %7890 = bitcast <8 x i32> %7889 to <8 x float>
  %7891 = fcmp oeq <8 x float> %7885, %71
  %7892 = select <8 x i1> %7891, <8 x float> %7890, <8 x float> %7887
  br label %7903

7893:                                             ; preds = %7884
  %7894 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7885)
  %7895 = bitcast <8 x float> %7885 to <8 x i32>
  %7896 = or <8 x i32> %7895, %109
  %7897 = bitcast <8 x i32> %7896 to <8 x float>
  %7898 = fcmp oeq <8 x float> %7885, %74
  %7899 = select <8 x i1> %7898, <8 x float> %7897, <8 x float> %7894
  br label %7903

7900:                                             ; preds = %7884
  %7901 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7846, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7902 = fadd <8 x float> %7885, %7901
  br label %7903

7903:                                             ; preds = %7886, %7893, %7900, %7884, %7865
  %7904 = phi <8 x float> [ %7899, %7893 ], [ %7892, %7886 ], [ %7866, %7865 ], [ %7885, %7884 ], [ %7902, %7900 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7904, ptr align 1 %7845, <8 x i1> %7688)
  %7905 = add nsw i64 %1021, %1180
  %7906 = getelementptr inbounds float, ptr %826, i64 %7905
  %7907 = getelementptr inbounds float, ptr %824, i64 %7905
  %7908 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7906, <8 x i1> %7688, <8 x float> zeroinitializer)
  switch i64 %389, label %1268 [
    i64 1, label %7923
    i64 2, label %7916
    i64 3, label %7909
  ]

7909:                                             ; preds = %7903
  %7910 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7908)
  %7911 = bitcast <8 x float> %7908 to <8 x i32>
  %7912 = and <8 x i32> %7911, %108
  %7913 = bitcast <8 x i32> %7912 to <8 x float>
  %7914 = fcmp oeq <8 x float> %7908, %71
  %7915 = select <8 x i1> %7914, <8 x float> %7913, <8 x float> %7910
  br label %7926

7916:                                             ; preds = %7903
  %7917 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7908)
  %7918 = bitcast <8 x float> %7908 to <8 x i32>
  %7919 = or <8 x i32> %7918, %109
  %7920 = bitcast <8 x i32> %7919 to <8 x float>
  %7921 = fcmp oeq <8 x float> %7908, %74
  %7922 = select <8 x i1> %7921, <8 x float> %7920, <8 x float> %7917
  br label %7926

7923:                                             ; preds = %7903
  %7924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7907, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7925 = fadd <8 x float> %7908, %7924
  br label %7926

7926:                                             ; preds = %7923, %7916, %7909
  %7927 = phi <8 x float> [ %7925, %7923 ], [ %7922, %7916 ], [ %7915, %7909 ]
  switch i64 %399, label %1268 [
    i64 1, label %7942
    i64 2, label %7935
    i64 3, label %7928
    i64 0, label %7964
  ]

7928:                                             ; preds = %7926
  %7929 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7927)
  %7930 = bitcast <8 x float> %7927 to <8 x i32>
  %7931 = and <8 x i32> %7930, %108
  %7932 = bitcast <8 x i32> %7931 to <8 x float>
  %7933 = fcmp oeq <8 x float> %7927, %71
  %7934 = select <8 x i1> %7933, <8 x float> %7932, <8 x float> %7929
  br label %7945

7935:                                             ; preds = %7926
  %7936 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7927)
  %7937 = bitcast <8 x float> %7927 to <8 x i32>
  %7938 = or <8 x i32> %7937, %109
  %7939 = bitcast <8 x i32> %7938 to <8 x float>
  %7940 = fcmp oeq <8 x float> %7927, %74
  %7941 = select <8 x i1> %7940, <8 x float> %7939, <8 x float> %7936
  br label %7945

7942:                                             ; preds = %7926
  %7943 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7907, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7944 = fadd <8 x float> %7927, %7943
  br label %7945

7945:                                             ; preds = %7942, %7935, %7928
  %7946 = phi <8 x float> [ %7944, %7942 ], [ %7941, %7935 ], [ %7934, %7928 ]
  switch i64 %401, label %1268 [
    i64 1, label %7961
    i64 2, label %7954
    i64 3, label %7947
    i64 0, label %7964
  ]

7947:                                             ; preds = %7945
  %7948 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7946)
  %7949 = bitcast <8 x float> %7946 to <8 x i32>
  %7950 = and <8 x i32> %7949, %108
  %7951 = bitcast <8 x i32> %7950 to <8 x float>
  %7952 = fcmp oeq <8 x float> %7946, %71
  %7953 = select <8 x i1> %7952, <8 x float> %7951, <8 x float> %7948
  br label %7964

7954:                                             ; preds = %7945
  %7955 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7946)
  %7956 = bitcast <8 x float> %7946 to <8 x i32>
  %7957 = or <8 x i32> %7956, %109
  %7958 = bitcast <8 x i32> %7957 to <8 x float>
  %7959 = fcmp oeq <8 x float> %7946, %74
  %7960 = select <8 x i1> %7959, <8 x float> %7958, <8 x float> %7955
  br label %7964

7961:                                             ; preds = %7945
  %7962 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7907, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7963 = fadd <8 x float> %7946, %7962
  br label %7964

7964:                                             ; preds = %7947, %7954, %7961, %7945, %7926
  %7965 = phi <8 x float> [ %7960, %7954 ], [ %7953, %7947 ], [ %7927, %7926 ], [ %7946, %7945 ], [ %7963, %7961 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7965, ptr align 1 %7906, <8 x i1> %7688)
  %7966 = add nsw i64 %1023, %1180
  %7967 = getelementptr inbounds float, ptr %826, i64 %7966
  %7968 = getelementptr inbounds float, ptr %824, i64 %7966
  %7969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7967, <8 x i1> %7688, <8 x float> zeroinitializer)
  switch i64 %389, label %1268 [
    i64 1, label %7984
    i64 2, label %7977
    i64 3, label %7970
  ]

7970:                                             ; preds = %7964
  %7971 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7969)
  %7972 = bitcast <8 x float> %7969 to <8 x i32>
  %7973 = and <8 x i32> %7972, %108
  %7974 = bitcast <8 x i32> %7973 to <8 x float>
  %7975 = fcmp oeq <8 x float> %7969, %71
  %7976 = select <8 x i1> %7975, <8 x float> %7974, <8 x float> %7971
  br label %7987

7977:                                             ; preds = %7964
  %7978 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7969)
  %7979 = bitcast <8 x float> %7969 to <8 x i32>
  %7980 = or <8 x i32> %7979, %109
  %7981 = bitcast <8 x i32> %7980 to <8 x float>
  %7982 = fcmp oeq <8 x float> %7969, %74
  %7983 = select <8 x i1> %7982, <8 x float> %7981, <8 x float> %7978
  br label %7987

7984:                                             ; preds = %7964
  %7985 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7968, <8 x i1> %7688, <8 x float> zeroinitializer)
  %7986 = fadd <8 x float> %7969, %7985
  br label %7987

7987:                                             ; preds = %7984, %7977, %7970
  %7988 = phi <8 x float> [ %7986, %7984 ], [ %7983, %7977 ], [ %7976, %7970 ]
  switch i64 %403, label %1268 [
    i64 1, label %8003
    i64 2, label %7996
    i64 3, label %7989
    i64 0, label %8025
  ]

7989:                                             ; preds = %7987
  %7990 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7988)
  %7991 = bitcast <8 x float> %7988 to <8 x i32>
  %7992 = and <8 x i32> %7991, %108
  %7993 = bitcast <8 x i32> %7992 to <8 x float>
  %7994 = fcmp oeq <8 x float> %7988, %71
  %7995 = select <8 x i1> %7994, <8 x float> %7993, <8 x float> %7990
  br label %8006

7996:                                             ; preds = %7987
  %7997 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7988)
  %7998 = bitcast <8 x float> %7988 to <8 x i32>
  %7999 = or <8 x i32> %7998, %109
  %8000 = bitcast <8 x i32> %7999 to <8 x float>
  %8001 = fcmp oeq <8 x float> %7988, %74
  %8002 = select <8 x i1> %8001, <8 x float> %8000, <8 x float> %7997
  br label %8006

8003:                                             ; preds = %7987
  %8004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7968, <8 x i1> %7688, <8 x float> zeroinitializer)
  %8005 = fadd <8 x float> %7988, %8004
  br label %8006

8006:                                             ; preds = %8003, %7996, %7989
  %8007 = phi <8 x float> [ %8005, %8003 ], [ %8002, %7996 ], [ %7995, %7989 ]
  switch i64 %405, label %1268 [
    i64 1, label %8022
    i64 2, label %8015
    i64 3, label %8008
    i64 0, label %8025
  ]

8008:                                             ; preds = %8006
  %8009 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8007)
  %8010 = bitcast <8 x float> %8007 to <8 x i32>
  %8011 = and <8 x i32> %8010, %108
  %8012 = bitcast <8 x i32> %8011 to <8 x float>
  %8013 = fcmp oeq <8 x float> %8007, %71
  %8014 = select <8 x i1> %8013, <8 x float> %8012, <8 x float> %8009
  br label %8025

8015:                                             ; preds = %8006
  %8016 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8007)
  %8017 = bitcast <8 x float> %8007 to <8 x i32>
  %8018 = or <8 x i32> %8017, %109
  %8019 = bitcast <8 x i32> %8018 to <8 x float>
  %8020 = fcmp oeq <8 x float> %8007, %74
  %8021 = select <8 x i1> %8020, <8 x float> %8019, <8 x float> %8016
  br label %8025

8022:                                             ; preds = %8006
  %8023 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7968, <8 x i1> %7688, <8 x float> zeroinitializer)
  %8024 = fadd <8 x float> %8007, %8023
  br label %8025

8025:                                             ; preds = %8008, %8015, %8022, %8006, %7987
  %8026 = phi <8 x float> [ %8021, %8015 ], [ %8014, %8008 ], [ %7988, %7987 ], [ %8007, %8006 ], [ %8024, %8022 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8026, ptr align 1 %7967, <8 x i1> %7688)
  %8027 = add nsw i64 %1025, %1180
  %8028 = getelementptr inbounds float, ptr %826, i64 %8027
  %8029 = getelementptr inbounds float, ptr %824, i64 %8027
  %8030 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8028, <8 x i1> %7688, <8 x float> zeroinitializer)
  switch i64 %389, label %1268 [
    i64 1, label %8045
    i64 2, label %8038
    i64 3, label %8031
  ]

8031:                                             ; preds = %8025
  %8032 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8030)
  %8033 = bitcast <8 x float> %8030 to <8 x i32>
  %8034 = and <8 x i32> %8033, %108
  %8035 = bitcast <8 x i32> %8034 to <8 x float>
  %8036 = fcmp oeq <8 x float> %8030, %71
  %8037 = select <8 x i1> %8036, <8 x float> %8035, <8 x float> %8032
  br label %8048

8038:                                             ; preds = %8025
  %8039 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8030)
  %8040 = bitcast <8 x float> %8030 to <8 x i32>
  %8041 = or <8 x i32> %8040, %109
  %8042 = bitcast <8 x i32> %8041 to <8 x float>
  %8043 = fcmp oeq <8 x float> %8030, %74
  %8044 = select <8 x i1> %8043, <8 x float> %8042, <8 x float> %8039
  br label %8048

8045:                                             ; preds = %8025
  %8046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8029, <8 x i1> %7688, <8 x float> zeroinitializer)
  %8047 = fadd <8 x float> %8030, %8046
  br label %8048

8048:                                             ; preds = %8045, %8038, %8031
  %8049 = phi <8 x float> [ %8047, %8045 ], [ %8044, %8038 ], [ %8037, %8031 ]
  switch i64 %407, label %1268 [
    i64 1, label %8064
    i64 2, label %8057
    i64 3, label %8050
    i64 0, label %8086
  ]

8050:                                             ; preds = %8048
  %8051 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8049)
  %8052 = bitcast <8 x float> %8049 to <8 x i32>
  %8053 = and <8 x i32> %8052, %108
  %8054 = bitcast <8 x i32> %8053 to <8 x float>
  %8055 = fcmp oeq <8 x float> %8049, %71
  %8056 = select <8 x i1> %8055, <8 x float> %8054, <8 x float> %8051
  br label %8067

8057:                                             ; preds = %8048
  %8058 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8049)
  %8059 = bitcast <8 x float> %8049 to <8 x i32>
  %8060 = or <8 x i32> %8059, %109
  %8061 = bitcast <8 x i32> %8060 to <8 x float>
  %8062 = fcmp oeq <8 x float> %8049, %74
  %8063 = select <8 x i1> %8062, <8 x float> %8061, <8 x float> %8058
  br label %8067

8064:                                             ; preds = %8048
  %8065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8029, <8 x i1> %7688, <8 x float> zeroinitializer)
  %8066 = fadd <8 x float> %8049, %8065
  br label %8067

8067:                                             ; preds = %8064, %8057, %8050
  %8068 = phi <8 x float> [ %8066, %8064 ], [ %8063, %8057 ], [ %8056, %8050 ]
  switch i64 %409, label %1268 [
    i64 1, label %8083
    i64 2, label %8076
    i64 3, label %8069
    i64 0, label %8086
  ]

8069:                                             ; preds = %8067
  %8070 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8068)
  %8071 = bitcast <8 x float> %8068 to <8 x i32>
  %8072 = and <8 x i32> %8071, %108
  %8073 = bitcast <8 x i32> %8072 to <8 x float>
  %8074 = fcmp oeq <8 x float> %8068, %71
  %8075 = select <8 x i1> %8074, <8 x float> %8073, <8 x float> %8070
  br label %8086

8076:                                             ; preds = %8067
  %8077 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8068)
  %8078 = bitcast <8 x float> %8068 to <8 x i32>
  %8079 = or <8 x i32> %8078, %109
  %8080 = bitcast <8 x i32> %8079 to <8 x float>
  %8081 = fcmp oeq <8 x float> %8068, %74
  %8082 = select <8 x i1> %8081, <8 x float> %8080, <8 x float> %8077
  br label %8086

8083:                                             ; preds = %8067
  %8084 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8029, <8 x i1> %7688, <8 x float> zeroinitializer)
  %8085 = fadd <8 x float> %8068, %8084
  br label %8086

8086:                                             ; preds = %8069, %8076, %8083, %7778, %8067, %8048
  %8087 = phi ptr [ %7785, %7778 ], [ %8028, %8069 ], [ %8028, %8048 ], [ %8028, %8067 ], [ %8028, %8083 ], [ %8028, %8076 ]
  %8088 = phi <8 x float> [ %7786, %7778 ], [ %8075, %8069 ], [ %8049, %8048 ], [ %8068, %8067 ], [ %8085, %8083 ], [ %8082, %8076 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8088, ptr align 1 %8087, <8 x i1> %7688)
  br label %13665

8089:                                             ; preds = %8170
  br i1 %104, label %8212, label %8196

8090:                                             ; preds = %7681
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  %8091 = icmp sgt i64 %1181, 7
  %8092 = trunc i64 %1181 to i32
  %8093 = select i1 %8091, i32 8, i32 %8092
  %8094 = insertelement <8 x i32> poison, i32 %8093, i64 0
  %8095 = shufflevector <8 x i32> %8094, <8 x i32> poison, <8 x i32> zeroinitializer
  %8096 = icmp sgt <8 x i32> %8095, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %50, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %49, i8 0, i64 28, i1 false)
  %8097 = sdiv i64 %7, %19
  %8098 = srem i64 %1180, %19
  %8099 = sdiv i64 %1180, %19
  %8100 = insertelement <8 x i64> poison, i64 %8097, i64 0
  %8101 = shufflevector <8 x i64> %8100, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %8102

8102:                                             ; preds = %8090, %8170
  %8103 = phi i64 [ 0, %8090 ], [ %8176, %8170 ]
  %8104 = phi i64 [ %8099, %8090 ], [ %8175, %8170 ]
  %8105 = phi i64 [ %8098, %8090 ], [ %8173, %8170 ]
  br i1 %102, label %8106, label %8131

8106:                                             ; preds = %8102
  %8107 = sub i64 %8104, %22
  %8108 = trunc nuw nsw i64 %8103 to i32
  %8109 = shl nuw nsw i32 1, %8108
  br i1 %703, label %8129, label %8110

8110:                                             ; preds = %8106
  %8111 = insertelement <8 x i64> poison, i64 %8107, i64 0
  %8112 = shufflevector <8 x i64> %8111, <8 x i64> poison, <8 x i32> zeroinitializer
  %8113 = insertelement <8 x i32> poison, i32 %8109, i64 0
  %8114 = shufflevector <8 x i32> %8113, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %8115

8115:                                             ; preds = %8115, %8110
  %8116 = phi i64 [ 0, %8110 ], [ %8125, %8115 ]
  %8117 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %8110 ], [ %8126, %8115 ]
  %8118 = add <8 x i64> %8112, %8117
  %8119 = icmp sgt <8 x i64> %8118, splat (i64 -1)
  %8120 = icmp slt <8 x i64> %8118, %8101
  %8121 = and <8 x i1> %8119, %8120
  %8122 = getelementptr i32, ptr %49, i64 %8116
  %8123 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %8122, <8 x i1> %8121, <8 x i32> poison)
  %8124 = or <8 x i32> %8123, %8114
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %8124, ptr align 16 %8122, <8 x i1> %8121)
  %8125 = add nuw i64 %8116, 8
  %8126 = add nuw nsw <8 x i64> %8117, splat (i64 8)
  %8127 = icmp eq i64 %8125, %704
  br i1 %8127, label %8128, label %8115

8128:                                             ; preds = %8115
  br i1 %705, label %8131, label %8129

8129:                                             ; preds = %8106, %8128
  %8130 = phi i64 [ 0, %8106 ], [ %704, %8128 ]
  br label %8157

8131:                                             ; preds = %8167, %8128, %8102
  br i1 %103, label %8132, label %8170

8132:                                             ; preds = %8131
  %8133 = sub i64 %8105, %23
  %8134 = trunc nuw nsw i64 %8103 to i32
  %8135 = shl nuw nsw i32 1, %8134
  br i1 %706, label %8155, label %8136

8136:                                             ; preds = %8132
  %8137 = insertelement <8 x i64> poison, i64 %8133, i64 0
  %8138 = shufflevector <8 x i64> %8137, <8 x i64> poison, <8 x i32> zeroinitializer
  %8139 = insertelement <8 x i32> poison, i32 %8135, i64 0
  %8140 = shufflevector <8 x i32> %8139, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %8141

8141:                                             ; preds = %8141, %8136
  %8142 = phi i64 [ 0, %8136 ], [ %8151, %8141 ]
  %8143 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %8136 ], [ %8152, %8141 ]
  %8144 = add <8 x i64> %8138, %8143
  %8145 = icmp sgt <8 x i64> %8144, splat (i64 -1)
  %8146 = icmp slt <8 x i64> %8144, %709
  %8147 = and <8 x i1> %8145, %8146
  %8148 = getelementptr i32, ptr %50, i64 %8142
  %8149 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %8148, <8 x i1> %8147, <8 x i32> poison)
  %8150 = or <8 x i32> %8149, %8140
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %8150, ptr align 16 %8148, <8 x i1> %8147)
  %8151 = add nuw i64 %8142, 8
  %8152 = add nuw nsw <8 x i64> %8143, splat (i64 8)
  %8153 = icmp eq i64 %8151, %707
  br i1 %8153, label %8154, label %8141

8154:                                             ; preds = %8141
  br i1 %710, label %8170, label %8155

8155:                                             ; preds = %8132, %8154
  %8156 = phi i64 [ 0, %8132 ], [ %707, %8154 ]
  br label %8181

8157:                                             ; preds = %8129, %8167
  %8158 = phi i64 [ %8168, %8167 ], [ %8130, %8129 ]
  %8159 = add i64 %8107, %8158
  %8160 = icmp sgt i64 %8159, -1
  %8161 = icmp slt i64 %8159, %8097
  %8162 = and i1 %8160, %8161
  br i1 %8162, label %8163, label %8167

8163:                                             ; preds = %8157
  %8164 = getelementptr inbounds nuw i32, ptr %49, i64 %8158
  %8165 = load i32, ptr %8164, align 4
  %8166 = or i32 %8165, %8109
  store i32 %8166, ptr %8164, align 4
  br label %8167

8167:                                             ; preds = %8163, %8157
  %8168 = add nuw nsw i64 %8158, 1
  %8169 = icmp eq i64 %8168, %20
  br i1 %8169, label %8131, label %8157

8170:                                             ; preds = %8191, %8154, %8131
  %8171 = add nsw i64 %8105, 1
  %8172 = icmp eq i64 %8171, %19
  %8173 = select i1 %8172, i64 0, i64 %8171
  %8174 = zext i1 %8172 to i64
  %8175 = add nsw i64 %8104, %8174
  %8176 = add nuw nsw i64 %8103, 1
  %8177 = icmp samesign ult i64 %8103, 7
  %8178 = add nsw i64 %1180, %8176
  %8179 = icmp slt i64 %8178, %7
  %8180 = select i1 %8177, i1 %8179, i1 false
  br i1 %8180, label %8102, label %8089

8181:                                             ; preds = %8155, %8191
  %8182 = phi i64 [ %8192, %8191 ], [ %8156, %8155 ]
  %8183 = add i64 %8133, %8182
  %8184 = icmp sgt i64 %8183, -1
  %8185 = icmp slt i64 %8183, %19
  %8186 = and i1 %8184, %8185
  br i1 %8186, label %8187, label %8191

8187:                                             ; preds = %8181
  %8188 = getelementptr inbounds nuw i32, ptr %50, i64 %8182
  %8189 = load i32, ptr %8188, align 4
  %8190 = or i32 %8189, %8135
  store i32 %8190, ptr %8188, align 4
  br label %8191

8191:                                             ; preds = %8187, %8181
  %8192 = add nuw nsw i64 %8182, 1
  %8193 = icmp eq i64 %8192, %21
  br i1 %8193, label %8170, label %8181

8194:                                             ; preds = %8224
  %8195 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %8242

8196:                                             ; preds = %8089
  %8197 = load float, ptr %839, align 1
  %8198 = insertelement <8 x float> poison, float %8197, i64 0
  %8199 = shufflevector <8 x float> %8198, <8 x float> poison, <8 x i32> zeroinitializer
  %8200 = load float, ptr %986, align 1
  %8201 = insertelement <8 x float> poison, float %8200, i64 0
  %8202 = shufflevector <8 x float> %8201, <8 x float> poison, <8 x i32> zeroinitializer
  %8203 = load float, ptr %987, align 1
  %8204 = insertelement <8 x float> poison, float %8203, i64 0
  %8205 = shufflevector <8 x float> %8204, <8 x float> poison, <8 x i32> zeroinitializer
  %8206 = load float, ptr %988, align 1
  %8207 = insertelement <8 x float> poison, float %8206, i64 0
  %8208 = shufflevector <8 x float> %8207, <8 x float> poison, <8 x i32> zeroinitializer
  %8209 = load float, ptr %989, align 1
  %8210 = insertelement <8 x float> poison, float %8209, i64 0
  %8211 = shufflevector <8 x float> %8210, <8 x float> poison, <8 x i32> zeroinitializer
  br label %8224

8212:                                             ; preds = %8089
  %8213 = getelementptr float, ptr %821, i64 %1180
  %8214 = getelementptr float, ptr %8213, i64 %843
  %8215 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8214, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8216 = getelementptr float, ptr %8213, i64 %991
  %8217 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8216, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8218 = getelementptr float, ptr %8213, i64 %993
  %8219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8218, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8220 = getelementptr float, ptr %8213, i64 %995
  %8221 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8220, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8222 = getelementptr float, ptr %8213, i64 %997
  %8223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8222, <8 x i1> %8096, <8 x float> zeroinitializer)
  br label %8224

8224:                                             ; preds = %8212, %8196
  %8225 = phi <8 x float> [ %8221, %8212 ], [ %8208, %8196 ]
  %8226 = phi <8 x float> [ %8217, %8212 ], [ %8202, %8196 ]
  %8227 = phi <8 x float> [ %8215, %8212 ], [ %8199, %8196 ]
  %8228 = phi <8 x float> [ %8219, %8212 ], [ %8205, %8196 ]
  %8229 = phi <8 x float> [ %8223, %8212 ], [ %8211, %8196 ]
  br i1 %102, label %8194, label %8230

8230:                                             ; preds = %8257, %8224
  %8231 = phi <8 x float> [ %8227, %8224 ], [ %8258, %8257 ]
  %8232 = phi <8 x float> [ %8226, %8224 ], [ %8259, %8257 ]
  %8233 = phi <8 x float> [ %8228, %8224 ], [ %8260, %8257 ]
  %8234 = phi <8 x float> [ %8225, %8224 ], [ %8261, %8257 ]
  %8235 = phi <8 x float> [ %8229, %8224 ], [ %8262, %8257 ]
  %8236 = getelementptr float, ptr %826, i64 %1180
  %8237 = getelementptr float, ptr %8236, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8231, ptr align 1 %8237, <8 x i1> %8096)
  %8238 = getelementptr float, ptr %8236, i64 %999
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8232, ptr align 1 %8238, <8 x i1> %8096)
  %8239 = getelementptr float, ptr %8236, i64 %1001
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8233, ptr align 1 %8239, <8 x i1> %8096)
  %8240 = getelementptr float, ptr %8236, i64 %1003
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8234, ptr align 1 %8240, <8 x i1> %8096)
  %8241 = getelementptr float, ptr %8236, i64 %1005
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8235, ptr align 1 %8241, <8 x i1> %8096)
  br i1 %107, label %8652, label %8336

8242:                                             ; preds = %8194, %8257
  %8243 = phi <8 x float> [ %8227, %8194 ], [ %8258, %8257 ]
  %8244 = phi <8 x float> [ %8226, %8194 ], [ %8259, %8257 ]
  %8245 = phi <8 x float> [ %8228, %8194 ], [ %8260, %8257 ]
  %8246 = phi <8 x float> [ %8225, %8194 ], [ %8261, %8257 ]
  %8247 = phi <8 x float> [ %8229, %8194 ], [ %8262, %8257 ]
  %8248 = phi i64 [ 0, %8194 ], [ %8263, %8257 ]
  br i1 %103, label %8249, label %8257

8249:                                             ; preds = %8242
  %8250 = getelementptr inbounds nuw i32, ptr %49, i64 %8248
  %8251 = sub nsw i64 %8248, %22
  %8252 = mul nsw i64 %8251, %19
  %8253 = getelementptr inbounds float, ptr %8195, i64 %8252
  %8254 = mul nuw nsw i64 %8248, %21
  %8255 = getelementptr inbounds nuw float, ptr %840, i64 %8254
  %8256 = load i32, ptr %8250, align 4
  br label %8265

8257:                                             ; preds = %8282, %8242
  %8258 = phi <8 x float> [ %8243, %8242 ], [ %8283, %8282 ]
  %8259 = phi <8 x float> [ %8244, %8242 ], [ %8284, %8282 ]
  %8260 = phi <8 x float> [ %8245, %8242 ], [ %8285, %8282 ]
  %8261 = phi <8 x float> [ %8246, %8242 ], [ %8286, %8282 ]
  %8262 = phi <8 x float> [ %8247, %8242 ], [ %8287, %8282 ]
  %8263 = add nuw nsw i64 %8248, 1
  %8264 = icmp eq i64 %8263, %20
  br i1 %8264, label %8230, label %8242

8265:                                             ; preds = %8249, %8282
  %8266 = phi <8 x float> [ %8243, %8249 ], [ %8283, %8282 ]
  %8267 = phi <8 x float> [ %8244, %8249 ], [ %8284, %8282 ]
  %8268 = phi <8 x float> [ %8245, %8249 ], [ %8285, %8282 ]
  %8269 = phi <8 x float> [ %8246, %8249 ], [ %8286, %8282 ]
  %8270 = phi <8 x float> [ %8247, %8249 ], [ %8287, %8282 ]
  %8271 = phi i64 [ 0, %8249 ], [ %8288, %8282 ]
  %8272 = getelementptr inbounds nuw i32, ptr %50, i64 %8271
  %8273 = load i32, ptr %8272, align 4
  %8274 = and i32 %8273, %8256
  %8275 = insertelement <8 x i32> poison, i32 %8274, i64 0
  %8276 = shufflevector <8 x i32> %8275, <8 x i32> poison, <8 x i32> zeroinitializer
  %8277 = and <8 x i32> %8276, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %8278 = icmp ne <8 x i32> %8277, zeroinitializer
  %8279 = sub nsw i64 %8271, %23
  %8280 = getelementptr inbounds float, ptr %8253, i64 %8279
  %8281 = getelementptr inbounds nuw float, ptr %8255, i64 %8271
  br i1 %106, label %8290, label %8282

8282:                                             ; preds = %8290, %8265
  %8283 = phi <8 x float> [ %8266, %8265 ], [ %8305, %8290 ]
  %8284 = phi <8 x float> [ %8267, %8265 ], [ %8312, %8290 ]
  %8285 = phi <8 x float> [ %8268, %8265 ], [ %8319, %8290 ]
  %8286 = phi <8 x float> [ %8269, %8265 ], [ %8326, %8290 ]
  %8287 = phi <8 x float> [ %8270, %8265 ], [ %8333, %8290 ]
  %8288 = add nuw nsw i64 %8271, 1
  %8289 = icmp eq i64 %8288, %21
  br i1 %8289, label %8257, label %8265

8290:                                             ; preds = %8265, %8290
  %8291 = phi <8 x float> [ %8305, %8290 ], [ %8266, %8265 ]
  %8292 = phi <8 x float> [ %8312, %8290 ], [ %8267, %8265 ]
  %8293 = phi <8 x float> [ %8319, %8290 ], [ %8268, %8265 ]
  %8294 = phi <8 x float> [ %8326, %8290 ], [ %8269, %8265 ]
  %8295 = phi <8 x float> [ %8333, %8290 ], [ %8270, %8265 ]
  %8296 = phi i64 [ %8334, %8290 ], [ 0, %8265 ]
  %8297 = mul nsw i64 %8296, %7
  %8298 = getelementptr inbounds float, ptr %8280, i64 %8297
  %8299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8298, <8 x i1> %8278, <8 x float> zeroinitializer)
  %8300 = mul nuw nsw i64 %8296, %101
  %8301 = getelementptr inbounds nuw float, ptr %8281, i64 %8300
  %8302 = load float, ptr %8301, align 1
  %8303 = insertelement <8 x float> poison, float %8302, i64 0
  %8304 = shufflevector <8 x float> %8303, <8 x float> poison, <8 x i32> zeroinitializer
  %8305 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8299, <8 x float> %8304, <8 x float> %8291)
  %8306 = add nuw nsw i64 %5, %8296
  %8307 = mul nuw nsw i64 %8306, %101
  %8308 = getelementptr inbounds nuw float, ptr %8281, i64 %8307
  %8309 = load float, ptr %8308, align 1
  %8310 = insertelement <8 x float> poison, float %8309, i64 0
  %8311 = shufflevector <8 x float> %8310, <8 x float> poison, <8 x i32> zeroinitializer
  %8312 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8299, <8 x float> %8311, <8 x float> %8292)
  %8313 = add nuw nsw i64 %362, %8296
  %8314 = mul nuw nsw i64 %8313, %101
  %8315 = getelementptr inbounds nuw float, ptr %8281, i64 %8314
  %8316 = load float, ptr %8315, align 1
  %8317 = insertelement <8 x float> poison, float %8316, i64 0
  %8318 = shufflevector <8 x float> %8317, <8 x float> poison, <8 x i32> zeroinitializer
  %8319 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8299, <8 x float> %8318, <8 x float> %8293)
  %8320 = add nuw nsw i64 %363, %8296
  %8321 = mul nuw nsw i64 %8320, %101
  %8322 = getelementptr inbounds nuw float, ptr %8281, i64 %8321
  %8323 = load float, ptr %8322, align 1
  %8324 = insertelement <8 x float> poison, float %8323, i64 0
  %8325 = shufflevector <8 x float> %8324, <8 x float> poison, <8 x i32> zeroinitializer
  %8326 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8299, <8 x float> %8325, <8 x float> %8294)
  %8327 = add nuw nsw i64 %364, %8296
  %8328 = mul nuw nsw i64 %8327, %101
  %8329 = getelementptr inbounds nuw float, ptr %8281, i64 %8328
  %8330 = load float, ptr %8329, align 1
  %8331 = insertelement <8 x float> poison, float %8330, i64 0
  %8332 = shufflevector <8 x float> %8331, <8 x float> poison, <8 x i32> zeroinitializer
  %8333 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8299, <8 x float> %8332, <8 x float> %8295)
  %8334 = add nuw nsw i64 %8296, 1
  %8335 = icmp eq i64 %8334, %5
  br i1 %8335, label %8282, label %8290

8336:                                             ; preds = %8230
  %8337 = add nsw i64 %843, %1180
  %8338 = getelementptr inbounds float, ptr %826, i64 %8337
  %8339 = getelementptr inbounds float, ptr %824, i64 %8337
  %8340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8338, <8 x i1> %8096, <8 x float> zeroinitializer)
  switch i64 %365, label %1268 [
    i64 1, label %8350
    i64 2, label %8353
    i64 3, label %8360
    i64 0, label %8341
  ]

8341:                                             ; preds = %8336
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8340, ptr align 1 %8338, <8 x i1> %8096)
  %8342 = getelementptr float, ptr %1156, i64 %1180
  %8343 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8342, <8 x i1> %8096, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8343, ptr align 1 %8342, <8 x i1> %8096)
  %8344 = getelementptr float, ptr %1157, i64 %1180
  %8345 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8344, <8 x i1> %8096, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8345, ptr align 1 %8344, <8 x i1> %8096)
  %8346 = getelementptr float, ptr %1158, i64 %1180
  %8347 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8346, <8 x i1> %8096, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8347, ptr align 1 %8346, <8 x i1> %8096)
  %8348 = getelementptr float, ptr %1159, i64 %1180
  %8349 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8348, <8 x i1> %8096, <8 x float> zeroinitializer)
  br label %8649

8350:                                             ; preds = %8336
  %8351 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8339, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8352 = fadd <8 x float> %8340, %8351
  br label %8367

8353:                                             ; preds = %8336
  %8354 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8340)
  %8355 = bitcast <8 x float> %8340 to <8 x i32>
  %8356 = or <8 x i32> %8355, %109
  %8357 = bitcast <8 x i32> %8356 to <8 x float>
  %8358 = fcmp oeq <8 x float> %8340, %74
  %8359 = select <8 x i1> %8358, <8 x float> %8357, <8 x float> %8354
  br label %8367

8360:                                             ; preds = %8336
  %8361 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8340)
  %8362 = bitcast <8 x float> %8340 to <8 x i32>
  %8363 = and <8 x i32> %8362, %108
  %8364 = bitcast <8 x i32> %8363 to <8 x float>
  %8365 = fcmp oeq <8 x float> %8340, %71
  %8366 = select <8 x i1> %8365, <8 x float> %8364, <8 x float> %8361
  br label %8367

8367:                                             ; preds = %8360, %8353, %8350
  %8368 = phi <8 x float> [ %8352, %8350 ], [ %8359, %8353 ], [ %8366, %8360 ]
  switch i64 %367, label %1268 [
    i64 1, label %8383
    i64 2, label %8376
    i64 3, label %8369
    i64 0, label %8405
  ]

8369:                                             ; preds = %8367
  %8370 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8368)
  %8371 = bitcast <8 x float> %8368 to <8 x i32>
  %8372 = and <8 x i32> %8371, %108
  %8373 = bitcast <8 x i32> %8372 to <8 x float>
  %8374 = fcmp oeq <8 x float> %8368, %71
  %8375 = select <8 x i1> %8374, <8 x float> %8373, <8 x float> %8370
  br label %8386

8376:                                             ; preds = %8367
  %8377 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8368)
  %8378 = bitcast <8 x float> %8368 to <8 x i32>
  %8379 = or <8 x i32> %8378, %109
  %8380 = bitcast <8 x i32> %8379 to <8 x float>
  %8381 = fcmp oeq <8 x float> %8368, %74
  %8382 = select <8 x i1> %8381, <8 x float> %8380, <8 x float> %8377
  br label %8386

8383:                                             ; preds = %8367
  %8384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8339, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8385 = fadd <8 x float> %8368, %8384
  br label %8386

8386:                                             ; preds = %8383, %8376, %8369
  %8387 = phi <8 x float> [ %8385, %8383 ], [ %8382, %8376 ], [ %8375, %8369 ]
  switch i64 %369, label %1268 [
    i64 1, label %8402
    i64 2, label %8395
    i64 3, label %8388
    i64 0, label %8405
  ]

8388:                                             ; preds = %8386
  %8389 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8387)
  %8390 = bitcast <8 x float> %8387 to <8 x i32>
  %8391 = and <8 x i32> %8390, %108
  %8392 = bitcast <8 x i32> %8391 to <8 x float>
  %8393 = fcmp oeq <8 x float> %8387, %71
  %8394 = select <8 x i1> %8393, <8 x float> %8392, <8 x float> %8389
  br label %8405

8395:                                             ; preds = %8386
  %8396 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8387)
  %8397 = bitcast <8 x float> %8387 to <8 x i32>
  %8398 = or <8 x i32> %8397, %109
  %8399 = bitcast <8 x i32> %8398 to <8 x float>
  %8400 = fcmp oeq <8 x float> %8387, %74
  %8401 = select <8 x i1> %8400, <8 x float> %8399, <8 x float> %8396
  br label %8405

8402:                                             ; preds = %8386
  %8403 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8339, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8404 = fadd <8 x float> %8387, %8403
  br label %8405

8405:                                             ; preds = %8388, %8395, %8402, %8386, %8367
  %8406 = phi <8 x float> [ %8387, %8386 ], [ %8394, %8388 ], [ %8368, %8367 ], [ %8404, %8402 ], [ %8401, %8395 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8406, ptr align 1 %8338, <8 x i1> %8096)
  %8407 = add nsw i64 %999, %1180
  %8408 = getelementptr inbounds float, ptr %826, i64 %8407
  %8409 = getelementptr inbounds float, ptr %824, i64 %8407
  %8410 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8408, <8 x i1> %8096, <8 x float> zeroinitializer)
  switch i64 %365, label %1268 [
    i64 1, label %8425
    i64 2, label %8418
    i64 3, label %8411
  ]

8411:                                             ; preds = %8405
  %8412 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8410)
  %8413 = bitcast <8 x float> %8410 to <8 x i32>
  %8414 = and <8 x i32> %8413, %108
  %8415 = bitcast <8 x i32> %8414 to <8 x float>
  %8416 = fcmp oeq <8 x float> %8410, %71
  %8417 = select <8 x i1> %8416, <8 x float> %8415, <8 x float> %8412
  br label %8428

8418:                                             ; preds = %8405
  %8419 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8410)
  %8420 = bitcast <8 x float> %8410 to <8 x i32>
  %8421 = or <8 x i32> %8420, %109
  %8422 = bitcast <8 x i32> %8421 to <8 x float>
  %8423 = fcmp oeq <8 x float> %8410, %74
  %8424 = select <8 x i1> %8423, <8 x float> %8422, <8 x float> %8419
  br label %8428

8425:                                             ; preds = %8405
  %8426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8409, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8427 = fadd <8 x float> %8410, %8426
  br label %8428

8428:                                             ; preds = %8425, %8418, %8411
  %8429 = phi <8 x float> [ %8427, %8425 ], [ %8424, %8418 ], [ %8417, %8411 ]
  switch i64 %371, label %1268 [
    i64 1, label %8444
    i64 2, label %8437
    i64 3, label %8430
    i64 0, label %8466
  ]

8430:                                             ; preds = %8428
  %8431 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8429)
  %8432 = bitcast <8 x float> %8429 to <8 x i32>
  %8433 = and <8 x i32> %8432, %108
  %8434 = bitcast <8 x i32> %8433 to <8 x float>
  %8435 = fcmp oeq <8 x float> %8429, %71
  %8436 = select <8 x i1> %8435, <8 x float> %8434, <8 x float> %8431
  br label %8447

8437:                                             ; preds = %8428
  %8438 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8429)
  %8439 = bitcast <8 x float> %8429 to <8 x i32>
  %8440 = or <8 x i32> %8439, %109
  %8441 = bitcast <8 x i32> %8440 to <8 x float>
  %8442 = fcmp oeq <8 x float> %8429, %74
  %8443 = select <8 x i1> %8442, <8 x float> %8441, <8 x float> %8438
  br label %8447

8444:                                             ; preds = %8428
  %8445 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8409, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8446 = fadd <8 x float> %8429, %8445
  br label %8447

8447:                                             ; preds = %8444, %8437, %8430
  %8448 = phi <8 x float> [ %8446, %8444 ], [ %8443, %8437 ], [ %8436, %8430 ]
  switch i64 %373, label %1268 [
    i64 1, label %8463
    i64 2, label %8456
    i64 3, label %8449
    i64 0, label %8466
  ]

8449:                                             ; preds = %8447
  %8450 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8448)
  %8451 = bitcast <8 x float> %8448 to <8 x i32>
  %8452 = and <8 x i32> %8451, %108
  %8453 = bitcast <8 x i32> %8452 to <8 x float>
  %8454 = fcmp oeq <8 x float> %8448, %71
  %8455 = select <8 x i1> %8454, <8 x float> %8453, <8 x float> %8450
  br label %8466

8456:                                             ; preds = %8447
  %8457 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8448)
  %8458 = bitcast <8 x float> %8448 to <8 x i32>
  %8459 = or <8 x i32> %8458, %109
  %8460 = bitcast <8 x i32> %8459 to <8 x float>
  %8461 = fcmp oeq <8 x float> %8448, %74
  %8462 = select <8 x i1> %8461, <8 x float> %8460, <8 x float> %8457
  br label %8466

8463:                                             ; preds = %8447
  %8464 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8409, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8465 = fadd <8 x float> %8448, %8464
  br label %8466

8466:                                             ; preds = %8449, %8456, %8463, %8447, %8428
  %8467 = phi <8 x float> [ %8462, %8456 ], [ %8455, %8449 ], [ %8429, %8428 ], [ %8448, %8447 ], [ %8465, %8463 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8467, ptr align 1 %8408, <8 x i1> %8096)
  %8468 = add nsw i64 %1001, %1180
  %8469 = getelementptr inbounds float, ptr %826, i64 %8468
  %8470 = getelementptr inbounds float, ptr %824, i64 %8468
  %8471 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8469, <8 x i1> %8096, <8 x float> zeroinitializer)
  switch i64 %365, label %1268 [
    i64 1, label %8486
    i64 2, label %8479
    i64 3, label %8472
  ]

8472:                                             ; preds = %8466
  %8473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8471)
  %8474 = bitcast <8 x float> %8471 to <8 x i32>
  %8475 = and <8 x i32> %8474, %108
  %8476 = bitcast <8 x i32> %8475 to <8 x float>
  %8477 = fcmp oeq <8 x float> %8471, %71
  %8478 = select <8 x i1> %8477, <8 x float> %8476, <8 x float> %8473
  br label %8489

8479:                                             ; preds = %8466
  %8480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8471)
  %8481 = bitcast <8 x float> %8471 to <8 x i32>
  %8482 = or <8 x i32> %8481, %109
  %8483 = bitcast <8 x i32> %8482 to <8 x float>
  %8484 = fcmp oeq <8 x float> %8471, %74
  %8485 = select <8 x i1> %8484, <8 x float> %8483, <8 x float> %8480
  br label %8489

8486:                                             ; preds = %8466
  %8487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8470, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8488 = fadd <8 x float> %8471, %8487
  br label %8489

8489:                                             ; preds = %8486, %8479, %8472
  %8490 = phi <8 x float> [ %8488, %8486 ], [ %8485, %8479 ], [ %8478, %8472 ]
  switch i64 %375, label %1268 [
    i64 1, label %8505
    i64 2, label %8498
    i64 3, label %8491
    i64 0, label %8527
  ]

8491:                                             ; preds = %8489
  %8492 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8490)
  %8493 = bitcast <8 x float> %8490 to <8 x i32>
  %8494 = and <8 x i32> %8493, %108
  %8495 = bitcast <8 x i32> %8494 to <8 x float>
  %8496 = fcmp oeq <8 x float> %8490, %71
  %8497 = select <8 x i1> %8496, <8 x float> %8495, <8 x float> %8492
  br label %8508

8498:                                             ; preds = %8489
  %8499 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8490)
  %8500 = bitcast <8 x float> %8490 to <8 x i32>
  %8501 = or <8 x i32> %8500, %109
  %8502 = bitcast <8 x i32> %8501 to <8 x float>
  %8503 = fcmp oeq <8 x float> %8490, %74
  %8504 = select <8 x i1> %8503, <8 x float> %8502, <8 x float> %8499
  br label %8508

8505:                                             ; preds = %8489
  %8506 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8470, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8507 = fadd <8 x float> %8490, %8506
  br label %8508

8508:                                             ; preds = %8505, %8498, %8491
  %8509 = phi <8 x float> [ %8507, %8505 ], [ %8504, %8498 ], [ %8497, %8491 ]
  switch i64 %377, label %1268 [
    i64 1, label %8524
    i64 2, label %8517
    i64 3, label %8510
    i64 0, label %8527
  ]

8510:                                             ; preds = %8508
  %8511 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8509)
  %8512 = bitcast <8 x float> %8509 to <8 x i32>
  %8513 = and <8 x i32> %8512, %108
  %8514 = bitcast <8 x i32> %8513 to <8 x float>
  %8515 = fcmp oeq <8 x float> %8509, %71
  %8516 = select <8 x i1> %8515, <8 x float> %8514, <8 x float> %8511
  br label %8527

8517:                                             ; preds = %8508
  %8518 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8509)
  %8519 = bitcast <8 x float> %8509 to <8 x i32>
  %8520 = or <8 x i32> %8519, %109
  %8521 = bitcast <8 x i32> %8520 to <8 x float>
  %8522 = fcmp oeq <8 x float> %8509, %74
  %8523 = select <8 x i1> %8522, <8 x float> %8521, <8 x float> %8518
  br label %8527

8524:                                             ; preds = %8508
  %8525 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8470, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8526 = fadd <8 x float> %8509, %8525
  br label %8527

8527:                                             ; preds = %8510, %8517, %8524, %8508, %8489
  %8528 = phi <8 x float> [ %8523, %8517 ], [ %8516, %8510 ], [ %8490, %8489 ], [ %8509, %8508 ], [ %8526, %8524 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8528, ptr align 1 %8469, <8 x i1> %8096)
  %8529 = add nsw i64 %1003, %1180
  %8530 = getelementptr inbounds float, ptr %826, i64 %8529
  %8531 = getelementptr inbounds float, ptr %824, i64 %8529
  %8532 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8530, <8 x i1> %8096, <8 x float> zeroinitializer)
  switch i64 %365, label %1268 [
    i64 1, label %8547
    i64 2, label %8540
    i64 3, label %8533
  ]

8533:                                             ; preds = %8527
  %8534 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8532)
  %8535 = bitcast <8 x float> %8532 to <8 x i32>
  %8536 = and <8 x i32> %8535, %108
  %8537 = bitcast <8 x i32> %8536 to <8 x float>
  %8538 = fcmp oeq <8 x float> %8532, %71
  %8539 = select <8 x i1> %8538, <8 x float> %8537, <8 x float> %8534
  br label %8550

8540:                                             ; preds = %8527
  %8541 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8532)
  %8542 = bitcast <8 x float> %8532 to <8 x i32>
  %8543 = or <8 x i32> %8542, %109
  %8544 = bitcast <8 x i32> %8543 to <8 x float>
  %8545 = fcmp oeq <8 x float> %8532, %74
  %8546 = select <8 x i1> %8545, <8 x float> %8544, <8 x float> %8541
  br label %8550

8547:                                             ; preds = %8527
  %8548 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8531, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8549 = fadd <8 x float> %8532, %8548
  br label %8550

8550:                                             ; preds = %8547, %8540, %8533
  %8551 = phi <8 x float> [ %8549, %8547 ], [ %8546, %8540 ], [ %8539, %8533 ]
  switch i64 %379, label %1268 [
    i64 1, label %8566
    i64 2, label %8559
    i64 3, label %8552
    i64 0, label %8588
  ]

8552:                                             ; preds = %8550
  %8553 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8551)
  %8554 = bitcast <8 x float> %8551 to <8 x i32>
  %8555 = and <8 x i32> %8554, %108
  %8556 = bitcast <8 x i32> %8555 to <8 x float>
  %8557 = fcmp oeq <8 x float> %8551, %71
  %8558 = select <8 x i1> %8557, <8 x float> %8556, <8 x float> %8553
  br label %8569

8559:                                             ; preds = %8550
  %8560 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8551)
  %8561 = bitcast <8 x float> %8551 to <8 x i32>
  %8562 = or <8 x i32> %8561, %109
  %8563 = bitcast <8 x i32> %8562 to <8 x float>
  %8564 = fcmp oeq <8 x float> %8551, %74
  %8565 = select <8 x i1> %8564, <8 x float> %8563, <8 x float> %8560
  br label %8569

8566:                                             ; preds = %8550
  %8567 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8531, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8568 = fadd <8 x float> %8551, %8567
  br label %8569

8569:                                             ; preds = %8566, %8559, %8552
  %8570 = phi <8 x float> [ %8568, %8566 ], [ %8565, %8559 ], [ %8558, %8552 ]
  switch i64 %381, label %1268 [
    i64 1, label %8585
    i64 2, label %8578
    i64 3, label %8571
    i64 0, label %8588
  ]

8571:                                             ; preds = %8569
  %8572 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8570)
  %8573 = bitcast <8 x float> %8570 to <8 x i32>
  %8574 = and <8 x i32> %8573, %108
  %8575 = bitcast <8 x i32> %8574 to <8 x float>
  %8576 = fcmp oeq <8 x float> %8570, %71
  %8577 = select <8 x i1> %8576, <8 x float> %8575, <8 x float> %8572
  br label %8588

8578:                                             ; preds = %8569
  %8579 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8570)
  %8580 = bitcast <8 x float> %8570 to <8 x i32>
  %8581 = or <8 x i32> %8580, %109
  %8582 = bitcast <8 x i32> %8581 to <8 x float>
  %8583 = fcmp oeq <8 x float> %8570, %74
  %8584 = select <8 x i1> %8583, <8 x float> %8582, <8 x float> %8579
  br label %8588

8585:                                             ; preds = %8569
  %8586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8531, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8587 = fadd <8 x float> %8570, %8586
  br label %8588

8588:                                             ; preds = %8571, %8578, %8585, %8569, %8550
  %8589 = phi <8 x float> [ %8584, %8578 ], [ %8577, %8571 ], [ %8551, %8550 ], [ %8570, %8569 ], [ %8587, %8585 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8589, ptr align 1 %8530, <8 x i1> %8096)
  %8590 = add nsw i64 %1005, %1180
  %8591 = getelementptr inbounds float, ptr %826, i64 %8590
  %8592 = getelementptr inbounds float, ptr %824, i64 %8590
  %8593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8591, <8 x i1> %8096, <8 x float> zeroinitializer)
  switch i64 %365, label %1268 [
    i64 1, label %8608
    i64 2, label %8601
    i64 3, label %8594
  ]

8594:                                             ; preds = %8588
  %8595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8593)
  %8596 = bitcast <8 x float> %8593 to <8 x i32>
  %8597 = and <8 x i32> %8596, %108
  %8598 = bitcast <8 x i32> %8597 to <8 x float>
  %8599 = fcmp oeq <8 x float> %8593, %71
  %8600 = select <8 x i1> %8599, <8 x float> %8598, <8 x float> %8595
  br label %8611

8601:                                             ; preds = %8588
  %8602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8593)
  %8603 = bitcast <8 x float> %8593 to <8 x i32>
  %8604 = or <8 x i32> %8603, %109
  %8605 = bitcast <8 x i32> %8604 to <8 x float>
  %8606 = fcmp oeq <8 x float> %8593, %74
  %8607 = select <8 x i1> %8606, <8 x float> %8605, <8 x float> %8602
  br label %8611

8608:                                             ; preds = %8588
  %8609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8592, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8610 = fadd <8 x float> %8593, %8609
  br label %8611

8611:                                             ; preds = %8608, %8601, %8594
  %8612 = phi <8 x float> [ %8610, %8608 ], [ %8607, %8601 ], [ %8600, %8594 ]
  switch i64 %383, label %1268 [
    i64 1, label %8627
    i64 2, label %8620
    i64 3, label %8613
    i64 0, label %8649
  ]

8613:                                             ; preds = %8611
  %8614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8612)
  %8615 = bitcast <8 x float> %8612 to <8 x i32>
  %8616 = and <8 x i32> %8615, %108
  %8617 = bitcast <8 x i32> %8616 to <8 x float>
  %8618 = fcmp oeq <8 x float> %8612, %71
  %8619 = select <8 x i1> %8618, <8 x float> %8617, <8 x float> %8614
  br label %8630

8620:                                             ; preds = %8611
  %8621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8612)
  %8622 = bitcast <8 x float> %8612 to <8 x i32>
  %8623 = or <8 x i32> %8622, %109
  %8624 = bitcast <8 x i32> %8623 to <8 x float>
  %8625 = fcmp oeq <8 x float> %8612, %74
  %8626 = select <8 x i1> %8625, <8 x float> %8624, <8 x float> %8621
  br label %8630

8627:                                             ; preds = %8611
  %8628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8592, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8629 = fadd <8 x float> %8612, %8628
  br label %8630

8630:                                             ; preds = %8627, %8620, %8613
  %8631 = phi <8 x float> [ %8629, %8627 ], [ %8626, %8620 ], [ %8619, %8613 ]
  switch i64 %385, label %1268 [
    i64 1, label %8646
    i64 2, label %8639
    i64 3, label %8632
    i64 0, label %8649
  ]

8632:                                             ; preds = %8630
  %8633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8631)
  %8634 = bitcast <8 x float> %8631 to <8 x i32>
  %8635 = and <8 x i32> %8634, %108
  %8636 = bitcast <8 x i32> %8635 to <8 x float>
  %8637 = fcmp oeq <8 x float> %8631, %71
  %8638 = select <8 x i1> %8637, <8 x float> %8636, <8 x float> %8633
  br label %8649

8639:                                             ; preds = %8630
  %8640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8631)
  %8641 = bitcast <8 x float> %8631 to <8 x i32>
  %8642 = or <8 x i32> %8641, %109
  %8643 = bitcast <8 x i32> %8642 to <8 x float>
  %8644 = fcmp oeq <8 x float> %8631, %74
  %8645 = select <8 x i1> %8644, <8 x float> %8643, <8 x float> %8640
  br label %8649

8646:                                             ; preds = %8630
  %8647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8592, <8 x i1> %8096, <8 x float> zeroinitializer)
  %8648 = fadd <8 x float> %8631, %8647
  br label %8649

8649:                                             ; preds = %8632, %8639, %8646, %8341, %8630, %8611
  %8650 = phi ptr [ %8348, %8341 ], [ %8591, %8632 ], [ %8591, %8611 ], [ %8591, %8630 ], [ %8591, %8646 ], [ %8591, %8639 ]
  %8651 = phi <8 x float> [ %8349, %8341 ], [ %8638, %8632 ], [ %8612, %8611 ], [ %8631, %8630 ], [ %8648, %8646 ], [ %8645, %8639 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8651, ptr align 1 %8650, <8 x i1> %8096)
  br label %8652

8652:                                             ; preds = %8649, %8230
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  br label %13665

8653:                                             ; preds = %1179
  br i1 %85, label %8654, label %9444

8654:                                             ; preds = %8653
  %8655 = icmp sgt i64 %1181, 7
  %8656 = trunc i64 %1181 to i32
  %8657 = select i1 %8655, i32 8, i32 %8656
  %8658 = insertelement <8 x i32> poison, i32 %8657, i64 0
  %8659 = shufflevector <8 x i32> %8658, <8 x i32> poison, <8 x i32> zeroinitializer
  %8660 = icmp sgt <8 x i32> %8659, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8661 = add i64 %1180, 8
  %8662 = sub i64 %7, %8661
  %8663 = icmp sgt i64 %8662, 7
  %8664 = trunc i64 %8662 to i32
  %8665 = select i1 %8663, i32 8, i32 %8664
  %8666 = insertelement <8 x i32> poison, i32 %8665, i64 0
  %8667 = shufflevector <8 x i32> %8666, <8 x i32> poison, <8 x i32> zeroinitializer
  %8668 = icmp sgt <8 x i32> %8667, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %8695, label %8669

8669:                                             ; preds = %8654
  %8670 = load float, ptr %839, align 1
  %8671 = insertelement <8 x float> poison, float %8670, i64 0
  %8672 = shufflevector <8 x float> %8671, <8 x float> poison, <8 x i32> zeroinitializer
  %8673 = insertelement <8 x float> poison, float %8670, i64 0
  %8674 = shufflevector <8 x float> %8673, <8 x float> poison, <8 x i32> zeroinitializer
  %8675 = load float, ptr %966, align 1
  %8676 = insertelement <8 x float> poison, float %8675, i64 0
  %8677 = shufflevector <8 x float> %8676, <8 x float> poison, <8 x i32> zeroinitializer
  %8678 = insertelement <8 x float> poison, float %8675, i64 0
  %8679 = shufflevector <8 x float> %8678, <8 x float> poison, <8 x i32> zeroinitializer
  %8680 = load float, ptr %969, align 1
  %8681 = insertelement <8 x float> poison, float %8680, i64 0
  %8682 = shufflevector <8 x float> %8681, <8 x float> poison, <8 x i32> zeroinitializer
  %8683 = insertelement <8 x float> poison, float %8680, i64 0
  %8684 = shufflevector <8 x float> %8683, <8 x float> poison, <8 x i32> zeroinitializer
  %8685 = load float, ptr %972, align 1
  %8686 = insertelement <8 x float> poison, float %8685, i64 0
  %8687 = shufflevector <8 x float> %8686, <8 x float> poison, <8 x i32> zeroinitializer
  %8688 = insertelement <8 x float> poison, float %8685, i64 0
  %8689 = shufflevector <8 x float> %8688, <8 x float> poison, <8 x i32> zeroinitializer
  %8690 = load float, ptr %975, align 1
  %8691 = insertelement <8 x float> poison, float %8690, i64 0
  %8692 = shufflevector <8 x float> %8691, <8 x float> poison, <8 x i32> zeroinitializer
  %8693 = insertelement <8 x float> poison, float %8690, i64 0
  %8694 = shufflevector <8 x float> %8693, <8 x float> poison, <8 x i32> zeroinitializer
  br label %8717

8695:                                             ; preds = %8654
  %8696 = getelementptr float, ptr %821, i64 %1180
  %8697 = getelementptr float, ptr %8696, i64 %843
  %8698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8697, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8699 = getelementptr inbounds nuw i8, ptr %8697, i64 32
  %8700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8699, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8701 = getelementptr float, ptr %8696, i64 %979
  %8702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8701, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8703 = getelementptr inbounds nuw i8, ptr %8701, i64 32
  %8704 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8703, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8705 = getelementptr float, ptr %8696, i64 %981
  %8706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8705, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8707 = getelementptr inbounds nuw i8, ptr %8705, i64 32
  %8708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8707, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8709 = getelementptr float, ptr %8696, i64 %983
  %8710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8709, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8711 = getelementptr inbounds nuw i8, ptr %8709, i64 32
  %8712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8711, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8713 = getelementptr float, ptr %8696, i64 %985
  %8714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8713, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8715 = getelementptr inbounds nuw i8, ptr %8713, i64 32
  %8716 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8715, <8 x i1> %8668, <8 x float> zeroinitializer)
  br label %8717

8717:                                             ; preds = %8695, %8669
  %8718 = phi <8 x float> [ %8714, %8695 ], [ %8692, %8669 ]
  %8719 = phi <8 x float> [ %8710, %8695 ], [ %8687, %8669 ]
  %8720 = phi <8 x float> [ %8706, %8695 ], [ %8682, %8669 ]
  %8721 = phi <8 x float> [ %8702, %8695 ], [ %8677, %8669 ]
  %8722 = phi <8 x float> [ %8698, %8695 ], [ %8672, %8669 ]
  %8723 = phi <8 x float> [ %8700, %8695 ], [ %8674, %8669 ]
  %8724 = phi i64 [ %979, %8695 ], [ %968, %8669 ]
  %8725 = phi <8 x float> [ %8704, %8695 ], [ %8679, %8669 ]
  %8726 = phi i64 [ %981, %8695 ], [ %971, %8669 ]
  %8727 = phi <8 x float> [ %8708, %8695 ], [ %8684, %8669 ]
  %8728 = phi i64 [ %983, %8695 ], [ %974, %8669 ]
  %8729 = phi <8 x float> [ %8712, %8695 ], [ %8689, %8669 ]
  %8730 = phi i64 [ %985, %8695 ], [ %977, %8669 ]
  %8731 = phi <8 x float> [ %8716, %8695 ], [ %8694, %8669 ]
  %8732 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %8755, label %8733

8733:                                             ; preds = %8755, %8717
  %8734 = phi <8 x float> [ %8731, %8717 ], [ %8801, %8755 ]
  %8735 = phi <8 x float> [ %8718, %8717 ], [ %8800, %8755 ]
  %8736 = phi <8 x float> [ %8729, %8717 ], [ %8795, %8755 ]
  %8737 = phi <8 x float> [ %8719, %8717 ], [ %8794, %8755 ]
  %8738 = phi <8 x float> [ %8727, %8717 ], [ %8789, %8755 ]
  %8739 = phi <8 x float> [ %8720, %8717 ], [ %8788, %8755 ]
  %8740 = phi <8 x float> [ %8725, %8717 ], [ %8783, %8755 ]
  %8741 = phi <8 x float> [ %8721, %8717 ], [ %8782, %8755 ]
  %8742 = phi <8 x float> [ %8723, %8717 ], [ %8777, %8755 ]
  %8743 = phi <8 x float> [ %8722, %8717 ], [ %8776, %8755 ]
  %8744 = getelementptr float, ptr %826, i64 %1180
  %8745 = getelementptr float, ptr %8744, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8743, ptr align 1 %8745, <8 x i1> %8660)
  %8746 = getelementptr inbounds nuw i8, ptr %8745, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8742, ptr nonnull align 1 %8746, <8 x i1> %8668)
  %8747 = getelementptr float, ptr %8744, i64 %8724
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8741, ptr align 1 %8747, <8 x i1> %8660)
  %8748 = getelementptr inbounds nuw i8, ptr %8747, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8740, ptr nonnull align 1 %8748, <8 x i1> %8668)
  %8749 = getelementptr float, ptr %8744, i64 %8726
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8739, ptr align 1 %8749, <8 x i1> %8660)
  %8750 = getelementptr inbounds nuw i8, ptr %8749, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8738, ptr nonnull align 1 %8750, <8 x i1> %8668)
  %8751 = getelementptr float, ptr %8744, i64 %8728
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8737, ptr align 1 %8751, <8 x i1> %8660)
  %8752 = getelementptr inbounds nuw i8, ptr %8751, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8736, ptr nonnull align 1 %8752, <8 x i1> %8668)
  %8753 = getelementptr float, ptr %8744, i64 %8730
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8735, ptr align 1 %8753, <8 x i1> %8660)
  %8754 = getelementptr inbounds nuw i8, ptr %8753, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8734, ptr nonnull align 1 %8754, <8 x i1> %8668)
  br i1 %107, label %13665, label %8804

8755:                                             ; preds = %8717, %8755
  %8756 = phi <8 x float> [ %8801, %8755 ], [ %8731, %8717 ]
  %8757 = phi <8 x float> [ %8800, %8755 ], [ %8718, %8717 ]
  %8758 = phi <8 x float> [ %8795, %8755 ], [ %8729, %8717 ]
  %8759 = phi <8 x float> [ %8794, %8755 ], [ %8719, %8717 ]
  %8760 = phi <8 x float> [ %8789, %8755 ], [ %8727, %8717 ]
  %8761 = phi <8 x float> [ %8788, %8755 ], [ %8720, %8717 ]
  %8762 = phi <8 x float> [ %8783, %8755 ], [ %8725, %8717 ]
  %8763 = phi <8 x float> [ %8782, %8755 ], [ %8721, %8717 ]
  %8764 = phi <8 x float> [ %8777, %8755 ], [ %8723, %8717 ]
  %8765 = phi <8 x float> [ %8776, %8755 ], [ %8722, %8717 ]
  %8766 = phi i64 [ %8802, %8755 ], [ 0, %8717 ]
  %8767 = mul nsw i64 %8766, %7
  %8768 = getelementptr inbounds float, ptr %8732, i64 %8767
  %8769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8768, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8770 = getelementptr inbounds nuw i8, ptr %8768, i64 32
  %8771 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8770, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8772 = getelementptr float, ptr %842, i64 %8766
  %8773 = load float, ptr %8772, align 1
  %8774 = insertelement <8 x float> poison, float %8773, i64 0
  %8775 = shufflevector <8 x float> %8774, <8 x float> poison, <8 x i32> zeroinitializer
  %8776 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8769, <8 x float> %8775, <8 x float> %8765)
  %8777 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8771, <8 x float> %8775, <8 x float> %8764)
  %8778 = getelementptr float, ptr %8772, i64 %5
  %8779 = load float, ptr %8778, align 1
  %8780 = insertelement <8 x float> poison, float %8779, i64 0
  %8781 = shufflevector <8 x float> %8780, <8 x float> poison, <8 x i32> zeroinitializer
  %8782 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8769, <8 x float> %8781, <8 x float> %8763)
  %8783 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8771, <8 x float> %8781, <8 x float> %8762)
  %8784 = getelementptr i8, ptr %8772, i64 %318
  %8785 = load float, ptr %8784, align 1
  %8786 = insertelement <8 x float> poison, float %8785, i64 0
  %8787 = shufflevector <8 x float> %8786, <8 x float> poison, <8 x i32> zeroinitializer
  %8788 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8769, <8 x float> %8787, <8 x float> %8761)
  %8789 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8771, <8 x float> %8787, <8 x float> %8760)
  %8790 = getelementptr i8, ptr %8772, i64 %319
  %8791 = load float, ptr %8790, align 1
  %8792 = insertelement <8 x float> poison, float %8791, i64 0
  %8793 = shufflevector <8 x float> %8792, <8 x float> poison, <8 x i32> zeroinitializer
  %8794 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8769, <8 x float> %8793, <8 x float> %8759)
  %8795 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8771, <8 x float> %8793, <8 x float> %8758)
  %8796 = getelementptr i8, ptr %8772, i64 %320
  %8797 = load float, ptr %8796, align 1
  %8798 = insertelement <8 x float> poison, float %8797, i64 0
  %8799 = shufflevector <8 x float> %8798, <8 x float> poison, <8 x i32> zeroinitializer
  %8800 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8769, <8 x float> %8799, <8 x float> %8757)
  %8801 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8771, <8 x float> %8799, <8 x float> %8756)
  %8802 = add nuw nsw i64 %8766, 1
  %8803 = icmp eq i64 %8802, %5
  br i1 %8803, label %8733, label %8755

8804:                                             ; preds = %8733
  %8805 = add nsw i64 %843, %1180
  %8806 = getelementptr inbounds float, ptr %826, i64 %8805
  %8807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8806, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8808 = getelementptr inbounds float, ptr %824, i64 %8805
  switch i64 %321, label %1268 [
    i64 1, label %8837
    i64 2, label %8840
    i64 3, label %8847
    i64 0, label %8809
  ]

8809:                                             ; preds = %8804
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8807, ptr align 1 %8806, <8 x i1> %8660)
  %8810 = getelementptr float, ptr %826, i64 %8805
  %8811 = getelementptr i8, ptr %8810, i64 32
  %8812 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8811, <8 x i1> %8668, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8812, ptr align 1 %8811, <8 x i1> %8668)
  %8813 = add nsw i64 %8724, %1180
  %8814 = getelementptr inbounds float, ptr %826, i64 %8813
  %8815 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8814, <8 x i1> %8660, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8815, ptr align 1 %8814, <8 x i1> %8660)
  %8816 = getelementptr float, ptr %826, i64 %8813
  %8817 = getelementptr i8, ptr %8816, i64 32
  %8818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8817, <8 x i1> %8668, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8818, ptr align 1 %8817, <8 x i1> %8668)
  %8819 = add nsw i64 %8726, %1180
  %8820 = getelementptr inbounds float, ptr %826, i64 %8819
  %8821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8820, <8 x i1> %8660, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8821, ptr align 1 %8820, <8 x i1> %8660)
  %8822 = getelementptr float, ptr %826, i64 %8819
  %8823 = getelementptr i8, ptr %8822, i64 32
  %8824 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8823, <8 x i1> %8668, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8824, ptr align 1 %8823, <8 x i1> %8668)
  %8825 = add nsw i64 %8728, %1180
  %8826 = getelementptr inbounds float, ptr %826, i64 %8825
  %8827 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8826, <8 x i1> %8660, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8827, ptr align 1 %8826, <8 x i1> %8660)
  %8828 = getelementptr float, ptr %826, i64 %8825
  %8829 = getelementptr i8, ptr %8828, i64 32
  %8830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8829, <8 x i1> %8668, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8830, ptr align 1 %8829, <8 x i1> %8668)
  %8831 = add nsw i64 %8730, %1180
  %8832 = getelementptr inbounds float, ptr %826, i64 %8831
  %8833 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8832, <8 x i1> %8660, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8833, ptr align 1 %8832, <8 x i1> %8660)
  %8834 = getelementptr float, ptr %826, i64 %8831
  %8835 = getelementptr i8, ptr %8834, i64 32
  %8836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8835, <8 x i1> %8668, <8 x float> zeroinitializer)
  br label %9441

8837:                                             ; preds = %8804
  %8838 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8808, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8839 = fadd <8 x float> %8807, %8838
  br label %8854

8840:                                             ; preds = %8804
  %8841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8807)
  %8842 = bitcast <8 x float> %8807 to <8 x i32>
  %8843 = or <8 x i32> %8842, %109
  %8844 = bitcast <8 x i32> %8843 to <8 x float>
  %8845 = fcmp oeq <8 x float> %8807, %74
  %8846 = select <8 x i1> %8845, <8 x float> %8844, <8 x float> %8841
  br label %8854

8847:                                             ; preds = %8804
  %8848 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8807)
  %8849 = bitcast <8 x float> %8807 to <8 x i32>
  %8850 = and <8 x i32> %8849, %108
  %8851 = bitcast <8 x i32> %8850 to <8 x float>
  %8852 = fcmp oeq <8 x float> %8807, %71
  %8853 = select <8 x i1> %8852, <8 x float> %8851, <8 x float> %8848
  br label %8854

8854:                                             ; preds = %8847, %8840, %8837
  %8855 = phi <8 x float> [ %8839, %8837 ], [ %8846, %8840 ], [ %8853, %8847 ]
  switch i64 %323, label %1268 [
    i64 1, label %8870
    i64 2, label %8863
    i64 3, label %8856
    i64 0, label %8892
  ]

8856:                                             ; preds = %8854
  %8857 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8855)
  %8858 = bitcast <8 x float> %8855 to <8 x i32>
  %8859 = and <8 x i32> %8858, %108
  %8860 = bitcast <8 x i32> %8859 to <8 x float>
  %8861 = fcmp oeq <8 x float> %8855, %71
  %8862 = select <8 x i1> %8861, <8 x float> %8860, <8 x float> %8857
  br label %8873

8863:                                             ; preds = %8854
  %8864 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8855)
  %8865 = bitcast <8 x float> %8855 to <8 x i32>
  %8866 = or <8 x i32> %8865, %109
  %8867 = bitcast <8 x i32> %8866 to <8 x float>
  %8868 = fcmp oeq <8 x float> %8855, %74
  %8869 = select <8 x i1> %8868, <8 x float> %8867, <8 x float> %8864
  br label %8873

8870:                                             ; preds = %8854
  %8871 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8808, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8872 = fadd <8 x float> %8855, %8871
  br label %8873

8873:                                             ; preds = %8870, %8863, %8856
  %8874 = phi <8 x float> [ %8872, %8870 ], [ %8869, %8863 ], [ %8862, %8856 ]
  switch i64 %325, label %1268 [
    i64 1, label %8889
    i64 2, label %8882
    i64 3, label %8875
    i64 0, label %8892
  ]

8875:                                             ; preds = %8873
  %8876 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8874)
  %8877 = bitcast <8 x float> %8874 to <8 x i32>
  %8878 = and <8 x i32> %8877, %108
  %8879 = bitcast <8 x i32> %8878 to <8 x float>
  %8880 = fcmp oeq <8 x float> %8874, %71
  %8881 = select <8 x i1> %8880, <8 x float> %8879, <8 x float> %8876
  br label %8892

8882:                                             ; preds = %8873
  %8883 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8874)
  %8884 = bitcast <8 x float> %8874 to <8 x i32>
  %8885 = or <8 x i32> %8884, %109
  %8886 = bitcast <8 x i32> %8885 to <8 x float>
  %8887 = fcmp oeq <8 x float> %8874, %74
  %8888 = select <8 x i1> %8887, <8 x float> %8886, <8 x float> %8883
  br label %8892

8889:                                             ; preds = %8873
  %8890 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8808, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8891 = fadd <8 x float> %8874, %8890
  br label %8892

8892:                                             ; preds = %8875, %8882, %8889, %8873, %8854
  %8893 = phi <8 x float> [ %8874, %8873 ], [ %8881, %8875 ], [ %8855, %8854 ], [ %8891, %8889 ], [ %8888, %8882 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8893, ptr align 1 %8806, <8 x i1> %8660)
  %8894 = add nsw i64 %8805, 8
  %8895 = getelementptr inbounds float, ptr %826, i64 %8894
  %8896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8895, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8897 = getelementptr inbounds float, ptr %824, i64 %8894
  switch i64 %321, label %1268 [
    i64 1, label %8912
    i64 2, label %8905
    i64 3, label %8898
  ]

8898:                                             ; preds = %8892
  %8899 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8896)
  %8900 = bitcast <8 x float> %8896 to <8 x i32>
  %8901 = and <8 x i32> %8900, %108
  %8902 = bitcast <8 x i32> %8901 to <8 x float>
  %8903 = fcmp oeq <8 x float> %8896, %71
  %8904 = select <8 x i1> %8903, <8 x float> %8902, <8 x float> %8899
  br label %8915

8905:                                             ; preds = %8892
  %8906 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8896)
  %8907 = bitcast <8 x float> %8896 to <8 x i32>
  %8908 = or <8 x i32> %8907, %109
  %8909 = bitcast <8 x i32> %8908 to <8 x float>
  %8910 = fcmp oeq <8 x float> %8896, %74
  %8911 = select <8 x i1> %8910, <8 x float> %8909, <8 x float> %8906
  br label %8915

8912:                                             ; preds = %8892
  %8913 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8897, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8914 = fadd <8 x float> %8896, %8913
  br label %8915

8915:                                             ; preds = %8912, %8905, %8898
  %8916 = phi <8 x float> [ %8914, %8912 ], [ %8911, %8905 ], [ %8904, %8898 ]
  switch i64 %327, label %1268 [
    i64 1, label %8931
    i64 2, label %8924
    i64 3, label %8917
    i64 0, label %8953
  ]

8917:                                             ; preds = %8915
  %8918 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8916)
  %8919 = bitcast <8 x float> %8916 to <8 x i32>
  %8920 = and <8 x i32> %8919, %108
  %8921 = bitcast <8 x i32> %8920 to <8 x float>
  %8922 = fcmp oeq <8 x float> %8916, %71
  %8923 = select <8 x i1> %8922, <8 x float> %8921, <8 x float> %8918
  br label %8934

8924:                                             ; preds = %8915
  %8925 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8916)
  %8926 = bitcast <8 x float> %8916 to <8 x i32>
  %8927 = or <8 x i32> %8926, %109
  %8928 = bitcast <8 x i32> %8927 to <8 x float>
  %8929 = fcmp oeq <8 x float> %8916, %74
  %8930 = select <8 x i1> %8929, <8 x float> %8928, <8 x float> %8925
  br label %8934

8931:                                             ; preds = %8915
  %8932 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8897, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8933 = fadd <8 x float> %8916, %8932
  br label %8934

8934:                                             ; preds = %8931, %8924, %8917
  %8935 = phi <8 x float> [ %8933, %8931 ], [ %8930, %8924 ], [ %8923, %8917 ]
  switch i64 %329, label %1268 [
    i64 1, label %8950
    i64 2, label %8943
    i64 3, label %8936
    i64 0, label %8953
  ]

8936:                                             ; preds = %8934
  %8937 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8935)
  %8938 = bitcast <8 x float> %8935 to <8 x i32>
  %8939 = and <8 x i32> %8938, %108
  %8940 = bitcast <8 x i32> %8939 to <8 x float>
  %8941 = fcmp oeq <8 x float> %8935, %71
  %8942 = select <8 x i1> %8941, <8 x float> %8940, <8 x float> %8937
  br label %8953

8943:                                             ; preds = %8934
  %8944 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8935)
  %8945 = bitcast <8 x float> %8935 to <8 x i32>
  %8946 = or <8 x i32> %8945, %109
  %8947 = bitcast <8 x i32> %8946 to <8 x float>
  %8948 = fcmp oeq <8 x float> %8935, %74
  %8949 = select <8 x i1> %8948, <8 x float> %8947, <8 x float> %8944
  br label %8953

8950:                                             ; preds = %8934
  %8951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8897, <8 x i1> %8668, <8 x float> zeroinitializer)
  %8952 = fadd <8 x float> %8935, %8951
  br label %8953

8953:                                             ; preds = %8936, %8943, %8950, %8934, %8915
  %8954 = phi <8 x float> [ %8949, %8943 ], [ %8942, %8936 ], [ %8916, %8915 ], [ %8935, %8934 ], [ %8952, %8950 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8954, ptr align 1 %8895, <8 x i1> %8668)
  %8955 = add nsw i64 %8724, %1180
  %8956 = getelementptr inbounds float, ptr %826, i64 %8955
  %8957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8956, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8958 = getelementptr inbounds float, ptr %824, i64 %8955
  switch i64 %321, label %1268 [
    i64 1, label %8973
    i64 2, label %8966
    i64 3, label %8959
  ]

8959:                                             ; preds = %8953
  %8960 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8957)
  %8961 = bitcast <8 x float> %8957 to <8 x i32>
  %8962 = and <8 x i32> %8961, %108
  %8963 = bitcast <8 x i32> %8962 to <8 x float>
  %8964 = fcmp oeq <8 x float> %8957, %71
  %8965 = select <8 x i1> %8964, <8 x float> %8963, <8 x float> %8960
  br label %8976

8966:                                             ; preds = %8953
  %8967 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8957)
  %8968 = bitcast <8 x float> %8957 to <8 x i32>
  %8969 = or <8 x i32> %8968, %109
  %8970 = bitcast <8 x i32> %8969 to <8 x float>
  %8971 = fcmp oeq <8 x float> %8957, %74
  %8972 = select <8 x i1> %8971, <8 x float> %8970, <8 x float> %8967
  br label %8976

8973:                                             ; preds = %8953
  %8974 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8958, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8975 = fadd <8 x float> %8957, %8974
  br label %8976

8976:                                             ; preds = %8973, %8966, %8959
  %8977 = phi <8 x float> [ %8975, %8973 ], [ %8972, %8966 ], [ %8965, %8959 ]
  switch i64 %331, label %1268 [
    i64 1, label %8992
    i64 2, label %8985
    i64 3, label %8978
    i64 0, label %9014
  ]

8978:                                             ; preds = %8976
  %8979 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8977)
  %8980 = bitcast <8 x float> %8977 to <8 x i32>
  %8981 = and <8 x i32> %8980, %108
  %8982 = bitcast <8 x i32> %8981 to <8 x float>
  %8983 = fcmp oeq <8 x float> %8977, %71
  %8984 = select <8 x i1> %8983, <8 x float> %8982, <8 x float> %8979
  br label %8995

8985:                                             ; preds = %8976
  %8986 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8977)
  %8987 = bitcast <8 x float> %8977 to <8 x i32>
  %8988 = or <8 x i32> %8987, %109
  %8989 = bitcast <8 x i32> %8988 to <8 x float>
  %8990 = fcmp oeq <8 x float> %8977, %74
  %8991 = select <8 x i1> %8990, <8 x float> %8989, <8 x float> %8986
  br label %8995

8992:                                             ; preds = %8976
  %8993 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8958, <8 x i1> %8660, <8 x float> zeroinitializer)
  %8994 = fadd <8 x float> %8977, %8993
  br label %8995

8995:                                             ; preds = %8992, %8985, %8978
  %8996 = phi <8 x float> [ %8994, %8992 ], [ %8991, %8985 ], [ %8984, %8978 ]
  switch i64 %333, label %1268 [
    i64 1, label %9011
    i64 2, label %9004
    i64 3, label %8997
    i64 0, label %9014
  ]

8997:                                             ; preds = %8995
  %8998 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8996)
  %8999 = bitcast <8 x float> %8996 to <8 x i32>
  %9000 = and <8 x i32> %8999, %108
  %9001 = bitcast <8 x i32> %9000 to <8 x float>
  %9002 = fcmp oeq <8 x float> %8996, %71
  %9003 = select <8 x i1> %9002, <8 x float> %9001, <8 x float> %8998
  br label %9014

9004:                                             ; preds = %8995
  %9005 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8996)
  %9006 = bitcast <8 x float> %8996 to <8 x i32>
  %9007 = or <8 x i32> %9006, %109
  %9008 = bitcast <8 x i32> %9007 to <8 x float>
  %9009 = fcmp oeq <8 x float> %8996, %74
  %9010 = select <8 x i1> %9009, <8 x float> %9008, <8 x float> %9005
  br label %9014

9011:                                             ; preds = %8995
  %9012 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8958, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9013 = fadd <8 x float> %8996, %9012
  br label %9014

9014:                                             ; preds = %8997, %9004, %9011, %8995, %8976
  %9015 = phi <8 x float> [ %9010, %9004 ], [ %9003, %8997 ], [ %8977, %8976 ], [ %8996, %8995 ], [ %9013, %9011 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9015, ptr align 1 %8956, <8 x i1> %8660)
  %9016 = add nsw i64 %8955, 8
  %9017 = getelementptr inbounds float, ptr %826, i64 %9016
  %9018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9017, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9019 = getelementptr inbounds float, ptr %824, i64 %9016
  switch i64 %321, label %1268 [
    i64 1, label %9034
    i64 2, label %9027
    i64 3, label %9020
  ]

9020:                                             ; preds = %9014
  %9021 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9018)
  %9022 = bitcast <8 x float> %9018 to <8 x i32>
  %9023 = and <8 x i32> %9022, %108
  %9024 = bitcast <8 x i32> %9023 to <8 x float>
  %9025 = fcmp oeq <8 x float> %9018, %71
  %9026 = select <8 x i1> %9025, <8 x float> %9024, <8 x float> %9021
  br label %9037

9027:                                             ; preds = %9014
  %9028 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9018)
  %9029 = bitcast <8 x float> %9018 to <8 x i32>
  %9030 = or <8 x i32> %9029, %109
  %9031 = bitcast <8 x i32> %9030 to <8 x float>
  %9032 = fcmp oeq <8 x float> %9018, %74
  %9033 = select <8 x i1> %9032, <8 x float> %9031, <8 x float> %9028
  br label %9037

9034:                                             ; preds = %9014
  %9035 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9019, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9036 = fadd <8 x float> %9018, %9035
  br label %9037

9037:                                             ; preds = %9034, %9027, %9020
  %9038 = phi <8 x float> [ %9036, %9034 ], [ %9033, %9027 ], [ %9026, %9020 ]
  switch i64 %335, label %1268 [
    i64 1, label %9053
    i64 2, label %9046
    i64 3, label %9039
    i64 0, label %9075
  ]

9039:                                             ; preds = %9037
  %9040 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9038)
  %9041 = bitcast <8 x float> %9038 to <8 x i32>
  %9042 = and <8 x i32> %9041, %108
  %9043 = bitcast <8 x i32> %9042 to <8 x float>
  %9044 = fcmp oeq <8 x float> %9038, %71
  %9045 = select <8 x i1> %9044, <8 x float> %9043, <8 x float> %9040
  br label %9056

9046:                                             ; preds = %9037
  %9047 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9038)
  %9048 = bitcast <8 x float> %9038 to <8 x i32>
  %9049 = or <8 x i32> %9048, %109
  %9050 = bitcast <8 x i32> %9049 to <8 x float>
  %9051 = fcmp oeq <8 x float> %9038, %74
  %9052 = select <8 x i1> %9051, <8 x float> %9050, <8 x float> %9047
  br label %9056

9053:                                             ; preds = %9037
  %9054 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9019, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9055 = fadd <8 x float> %9038, %9054
  br label %9056

9056:                                             ; preds = %9053, %9046, %9039
  %9057 = phi <8 x float> [ %9055, %9053 ], [ %9052, %9046 ], [ %9045, %9039 ]
  switch i64 %337, label %1268 [
    i64 1, label %9072
    i64 2, label %9065
    i64 3, label %9058
    i64 0, label %9075
  ]

9058:                                             ; preds = %9056
  %9059 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9057)
  %9060 = bitcast <8 x float> %9057 to <8 x i32>
  %9061 = and <8 x i32> %9060, %108
  %9062 = bitcast <8 x i32> %9061 to <8 x float>
  %9063 = fcmp oeq <8 x float> %9057, %71
  %9064 = select <8 x i1> %9063, <8 x float> %9062, <8 x float> %9059
  br label %9075

9065:                                             ; preds = %9056
  %9066 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9057)
  %9067 = bitcast <8 x float> %9057 to <8 x i32>
  %9068 = or <8 x i32> %9067, %109
  %9069 = bitcast <8 x i32> %9068 to <8 x float>
  %9070 = fcmp oeq <8 x float> %9057, %74
  %9071 = select <8 x i1> %9070, <8 x float> %9069, <8 x float> %9066
  br label %9075

9072:                                             ; preds = %9056
  %9073 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9019, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9074 = fadd <8 x float> %9057, %9073
  br label %9075

9075:                                             ; preds = %9058, %9065, %9072, %9056, %9037
  %9076 = phi <8 x float> [ %9071, %9065 ], [ %9064, %9058 ], [ %9038, %9037 ], [ %9057, %9056 ], [ %9074, %9072 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9076, ptr align 1 %9017, <8 x i1> %8668)
  %9077 = add nsw i64 %8726, %1180
  %9078 = getelementptr inbounds float, ptr %826, i64 %9077
  %9079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9078, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9080 = getelementptr inbounds float, ptr %824, i64 %9077
  switch i64 %321, label %1268 [
    i64 1, label %9095
    i64 2, label %9088
    i64 3, label %9081
  ]

9081:                                             ; preds = %9075
  %9082 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9079)
  %9083 = bitcast <8 x float> %9079 to <8 x i32>
  %9084 = and <8 x i32> %9083, %108
  %9085 = bitcast <8 x i32> %9084 to <8 x float>
  %9086 = fcmp oeq <8 x float> %9079, %71
  %9087 = select <8 x i1> %9086, <8 x float> %9085, <8 x float> %9082
  br label %9098

9088:                                             ; preds = %9075
  %9089 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9079)
  %9090 = bitcast <8 x float> %9079 to <8 x i32>
  %9091 = or <8 x i32> %9090, %109
  %9092 = bitcast <8 x i32> %9091 to <8 x float>
  %9093 = fcmp oeq <8 x float> %9079, %74
  %9094 = select <8 x i1> %9093, <8 x float> %9092, <8 x float> %9089
  br label %9098

9095:                                             ; preds = %9075
  %9096 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9080, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9097 = fadd <8 x float> %9079, %9096
  br label %9098

9098:                                             ; preds = %9095, %9088, %9081
  %9099 = phi <8 x float> [ %9097, %9095 ], [ %9094, %9088 ], [ %9087, %9081 ]
  switch i64 %339, label %1268 [
    i64 1, label %9114
    i64 2, label %9107
    i64 3, label %9100
    i64 0, label %9136
  ]

9100:                                             ; preds = %9098
  %9101 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9099)
  %9102 = bitcast <8 x float> %9099 to <8 x i32>
  %9103 = and <8 x i32> %9102, %108
  %9104 = bitcast <8 x i32> %9103 to <8 x float>
  %9105 = fcmp oeq <8 x float> %9099, %71
  %9106 = select <8 x i1> %9105, <8 x float> %9104, <8 x float> %9101
  br label %9117

9107:                                             ; preds = %9098
  %9108 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9099)
  %9109 = bitcast <8 x float> %9099 to <8 x i32>
  %9110 = or <8 x i32> %9109, %109
  %9111 = bitcast <8 x i32> %9110 to <8 x float>
  %9112 = fcmp oeq <8 x float> %9099, %74
  %9113 = select <8 x i1> %9112, <8 x float> %9111, <8 x float> %9108
  br label %9117

9114:                                             ; preds = %9098
  %9115 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9080, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9116 = fadd <8 x float> %9099, %9115
  br label %9117

9117:                                             ; preds = %9114, %9107, %9100
  %9118 = phi <8 x float> [ %9116, %9114 ], [ %9113, %9107 ], [ %9106, %9100 ]
  switch i64 %341, label %1268 [
    i64 1, label %9133
    i64 2, label %9126
    i64 3, label %9119
    i64 0, label %9136
  ]

9119:                                             ; preds = %9117
  %9120 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9118)
  %9121 = bitcast <8 x float> %9118 to <8 x i32>
  %9122 = and <8 x i32> %9121, %108
  %9123 = bitcast <8 x i32> %9122 to <8 x float>
  %9124 = fcmp oeq <8 x float> %9118, %71
  %9125 = select <8 x i1> %9124, <8 x float> %9123, <8 x float> %9120
  br label %9136

9126:                                             ; preds = %9117
  %9127 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9118)
  %9128 = bitcast <8 x float> %9118 to <8 x i32>
  %9129 = or <8 x i32> %9128, %109
  %9130 = bitcast <8 x i32> %9129 to <8 x float>
  %9131 = fcmp oeq <8 x float> %9118, %74
  %9132 = select <8 x i1> %9131, <8 x float> %9130, <8 x float> %9127
  br label %9136

9133:                                             ; preds = %9117
  %9134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9080, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9135 = fadd <8 x float> %9118, %9134
  br label %9136

9136:                                             ; preds = %9119, %9126, %9133, %9117, %9098
  %9137 = phi <8 x float> [ %9132, %9126 ], [ %9125, %9119 ], [ %9099, %9098 ], [ %9118, %9117 ], [ %9135, %9133 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9137, ptr align 1 %9078, <8 x i1> %8660)
  %9138 = add nsw i64 %9077, 8
  %9139 = getelementptr inbounds float, ptr %826, i64 %9138
  %9140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9139, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9141 = getelementptr inbounds float, ptr %824, i64 %9138
  switch i64 %321, label %1268 [
    i64 1, label %9156
    i64 2, label %9149
    i64 3, label %9142
  ]

9142:                                             ; preds = %9136
  %9143 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9140)
  %9144 = bitcast <8 x float> %9140 to <8 x i32>
  %9145 = and <8 x i32> %9144, %108
  %9146 = bitcast <8 x i32> %9145 to <8 x float>
  %9147 = fcmp oeq <8 x float> %9140, %71
  %9148 = select <8 x i1> %9147, <8 x float> %9146, <8 x float> %9143
  br label %9159

9149:                                             ; preds = %9136
  %9150 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9140)
  %9151 = bitcast <8 x float> %9140 to <8 x i32>
  %9152 = or <8 x i32> %9151, %109
  %9153 = bitcast <8 x i32> %9152 to <8 x float>
  %9154 = fcmp oeq <8 x float> %9140, %74
  %9155 = select <8 x i1> %9154, <8 x float> %9153, <8 x float> %9150
  br label %9159

9156:                                             ; preds = %9136
  %9157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9141, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9158 = fadd <8 x float> %9140, %9157
  br label %9159

9159:                                             ; preds = %9156, %9149, %9142
  %9160 = phi <8 x float> [ %9158, %9156 ], [ %9155, %9149 ], [ %9148, %9142 ]
  switch i64 %343, label %1268 [
    i64 1, label %9175
    i64 2, label %9168
    i64 3, label %9161
    i64 0, label %9197
  ]

9161:                                             ; preds = %9159
  %9162 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9160)
  %9163 = bitcast <8 x float> %9160 to <8 x i32>
  %9164 = and <8 x i32> %9163, %108
  %9165 = bitcast <8 x i32> %9164 to <8 x float>
  %9166 = fcmp oeq <8 x float> %9160, %71
  %9167 = select <8 x i1> %9166, <8 x float> %9165, <8 x float> %9162
  br label %9178

9168:                                             ; preds = %9159
  %9169 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9160)
  %9170 = bitcast <8 x float> %9160 to <8 x i32>
  %9171 = or <8 x i32> %9170, %109
  %9172 = bitcast <8 x i32> %9171 to <8 x float>
  %9173 = fcmp oeq <8 x float> %9160, %74
  %9174 = select <8 x i1> %9173, <8 x float> %9172, <8 x float> %9169
  br label %9178

9175:                                             ; preds = %9159
  %9176 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9141, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9177 = fadd <8 x float> %9160, %9176
  br label %9178

9178:                                             ; preds = %9175, %9168, %9161
  %9179 = phi <8 x float> [ %9177, %9175 ], [ %9174, %9168 ], [ %9167, %9161 ]
  switch i64 %345, label %1268 [
    i64 1, label %9194
    i64 2, label %9187
    i64 3, label %9180
    i64 0, label %9197
  ]

9180:                                             ; preds = %9178
  %9181 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9179)
  %9182 = bitcast <8 x float> %9179 to <8 x i32>
  %9183 = and <8 x i32> %9182, %108
  %9184 = bitcast <8 x i32> %9183 to <8 x float>
  %9185 = fcmp oeq <8 x float> %9179, %71
  %9186 = select <8 x i1> %9185, <8 x float> %9184, <8 x float> %9181
  br label %9197

9187:                                             ; preds = %9178
  %9188 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9179)
  %9189 = bitcast <8 x float> %9179 to <8 x i32>
  %9190 = or <8 x i32> %9189, %109
  %9191 = bitcast <8 x i32> %9190 to <8 x float>
  %9192 = fcmp oeq <8 x float> %9179, %74
  %9193 = select <8 x i1> %9192, <8 x float> %9191, <8 x float> %9188
  br label %9197

9194:                                             ; preds = %9178
  %9195 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9141, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9196 = fadd <8 x float> %9179, %9195
  br label %9197

9197:                                             ; preds = %9180, %9187, %9194, %9178, %9159
  %9198 = phi <8 x float> [ %9193, %9187 ], [ %9186, %9180 ], [ %9160, %9159 ], [ %9179, %9178 ], [ %9196, %9194 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9198, ptr align 1 %9139, <8 x i1> %8668)
  %9199 = add nsw i64 %8728, %1180
  %9200 = getelementptr inbounds float, ptr %826, i64 %9199
  %9201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9200, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9202 = getelementptr inbounds float, ptr %824, i64 %9199
  switch i64 %321, label %1268 [
    i64 1, label %9217
    i64 2, label %9210
    i64 3, label %9203
  ]

9203:                                             ; preds = %9197
  %9204 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9201)
  %9205 = bitcast <8 x float> %9201 to <8 x i32>
  %9206 = and <8 x i32> %9205, %108
  %9207 = bitcast <8 x i32> %9206 to <8 x float>
  %9208 = fcmp oeq <8 x float> %9201, %71
  %9209 = select <8 x i1> %9208, <8 x float> %9207, <8 x float> %9204
  br label %9220

9210:                                             ; preds = %9197
  %9211 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9201)
  %9212 = bitcast <8 x float> %9201 to <8 x i32>
  %9213 = or <8 x i32> %9212, %109
  %9214 = bitcast <8 x i32> %9213 to <8 x float>
  %9215 = fcmp oeq <8 x float> %9201, %74
  %9216 = select <8 x i1> %9215, <8 x float> %9214, <8 x float> %9211
  br label %9220

9217:                                             ; preds = %9197
  %9218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9202, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9219 = fadd <8 x float> %9201, %9218
  br label %9220

9220:                                             ; preds = %9217, %9210, %9203
  %9221 = phi <8 x float> [ %9219, %9217 ], [ %9216, %9210 ], [ %9209, %9203 ]
  switch i64 %347, label %1268 [
    i64 1, label %9236
    i64 2, label %9229
    i64 3, label %9222
    i64 0, label %9258
  ]

9222:                                             ; preds = %9220
  %9223 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9221)
  %9224 = bitcast <8 x float> %9221 to <8 x i32>
  %9225 = and <8 x i32> %9224, %108
  %9226 = bitcast <8 x i32> %9225 to <8 x float>
  %9227 = fcmp oeq <8 x float> %9221, %71
  %9228 = select <8 x i1> %9227, <8 x float> %9226, <8 x float> %9223
  br label %9239

9229:                                             ; preds = %9220
  %9230 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9221)
  %9231 = bitcast <8 x float> %9221 to <8 x i32>
  %9232 = or <8 x i32> %9231, %109
  %9233 = bitcast <8 x i32> %9232 to <8 x float>
  %9234 = fcmp oeq <8 x float> %9221, %74
  %9235 = select <8 x i1> %9234, <8 x float> %9233, <8 x float> %9230
  br label %9239

9236:                                             ; preds = %9220
  %9237 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9202, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9238 = fadd <8 x float> %9221, %9237
  br label %9239

9239:                                             ; preds = %9236, %9229, %9222
  %9240 = phi <8 x float> [ %9238, %9236 ], [ %9235, %9229 ], [ %9228, %9222 ]
  switch i64 %349, label %1268 [
    i64 1, label %9255
    i64 2, label %9248
    i64 3, label %9241
    i64 0, label %9258
  ]

9241:                                             ; preds = %9239
  %9242 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9240)
  %9243 = bitcast <8 x float> %9240 to <8 x i32>
  %9244 = and <8 x i32> %9243, %108
  %9245 = bitcast <8 x i32> %9244 to <8 x float>
  %9246 = fcmp oeq <8 x float> %9240, %71
  %9247 = select <8 x i1> %9246, <8 x float> %9245, <8 x float> %9242
  br label %9258

9248:                                             ; preds = %9239
  %9249 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9240)
  %9250 = bitcast <8 x float> %9240 to <8 x i32>
  %9251 = or <8 x i32> %9250, %109
  %9252 = bitcast <8 x i32> %9251 to <8 x float>
  %9253 = fcmp oeq <8 x float> %9240, %74
  %9254 = select <8 x i1> %9253, <8 x float> %9252, <8 x float> %9249
  br label %9258

9255:                                             ; preds = %9239
  %9256 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9202, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9257 = fadd <8 x float> %9240, %9256
  br label %9258

9258:                                             ; preds = %9241, %9248, %9255, %9239, %9220
  %9259 = phi <8 x float> [ %9254, %9248 ], [ %9247, %9241 ], [ %9221, %9220 ], [ %9240, %9239 ], [ %9257, %9255 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9259, ptr align 1 %9200, <8 x i1> %8660)
  %9260 = add nsw i64 %9199, 8
  %9261 = getelementptr inbounds float, ptr %826, i64 %9260
  %9262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9261, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9263 = getelementptr inbounds float, ptr %824, i64 %9260
  switch i64 %321, label %1268 [
    i64 1, label %9278
    i64 2, label %9271
    i64 3, label %9264
  ]

9264:                                             ; preds = %9258
  %9265 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9262)
  %9266 = bitcast <8 x float> %9262 to <8 x i32>
  %9267 = and <8 x i32> %9266, %108
  %9268 = bitcast <8 x i32> %9267 to <8 x float>
  %9269 = fcmp oeq <8 x float> %9262, %71
  %9270 = select <8 x i1> %9269, <8 x float> %9268, <8 x float> %9265
  br label %9281

9271:                                             ; preds = %9258
  %9272 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9262)
  %9273 = bitcast <8 x float> %9262 to <8 x i32>
  %9274 = or <8 x i32> %9273, %109
  %9275 = bitcast <8 x i32> %9274 to <8 x float>
  %9276 = fcmp oeq <8 x float> %9262, %74
  %9277 = select <8 x i1> %9276, <8 x float> %9275, <8 x float> %9272
  br label %9281

9278:                                             ; preds = %9258
  %9279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9263, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9280 = fadd <8 x float> %9262, %9279
  br label %9281

9281:                                             ; preds = %9278, %9271, %9264
  %9282 = phi <8 x float> [ %9280, %9278 ], [ %9277, %9271 ], [ %9270, %9264 ]
  switch i64 %351, label %1268 [
    i64 1, label %9297
    i64 2, label %9290
    i64 3, label %9283
    i64 0, label %9319
  ]

9283:                                             ; preds = %9281
  %9284 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9282)
  %9285 = bitcast <8 x float> %9282 to <8 x i32>
  %9286 = and <8 x i32> %9285, %108
  %9287 = bitcast <8 x i32> %9286 to <8 x float>
  %9288 = fcmp oeq <8 x float> %9282, %71
  %9289 = select <8 x i1> %9288, <8 x float> %9287, <8 x float> %9284
  br label %9300

9290:                                             ; preds = %9281
  %9291 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9282)
  %9292 = bitcast <8 x float> %9282 to <8 x i32>
  %9293 = or <8 x i32> %9292, %109
  %9294 = bitcast <8 x i32> %9293 to <8 x float>
  %9295 = fcmp oeq <8 x float> %9282, %74
  %9296 = select <8 x i1> %9295, <8 x float> %9294, <8 x float> %9291
  br label %9300

9297:                                             ; preds = %9281
  %9298 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9263, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9299 = fadd <8 x float> %9282, %9298
  br label %9300

9300:                                             ; preds = %9297, %9290, %9283
  %9301 = phi <8 x float> [ %9299, %9297 ], [ %9296, %9290 ], [ %9289, %9283 ]
  switch i64 %353, label %1268 [
    i64 1, label %9316
    i64 2, label %9309
    i64 3, label %9302
    i64 0, label %9319
  ]

9302:                                             ; preds = %9300
  %9303 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9301)
  %9304 = bitcast <8 x float> %9301 to <8 x i32>
  %9305 = and <8 x i32> %9304, %108
  %9306 = bitcast <8 x i32> %9305 to <8 x float>
  %9307 = fcmp oeq <8 x float> %9301, %71
  %9308 = select <8 x i1> %9307, <8 x float> %9306, <8 x float> %9303
  br label %9319

9309:                                             ; preds = %9300
  %9310 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9301)
  %9311 = bitcast <8 x float> %9301 to <8 x i32>
  %9312 = or <8 x i32> %9311, %109
  %9313 = bitcast <8 x i32> %9312 to <8 x float>
  %9314 = fcmp oeq <8 x float> %9301, %74
  %9315 = select <8 x i1> %9314, <8 x float> %9313, <8 x float> %9310
  br label %9319

9316:                                             ; preds = %9300
  %9317 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9263, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9318 = fadd <8 x float> %9301, %9317
  br label %9319

9319:                                             ; preds = %9302, %9309, %9316, %9300, %9281
  %9320 = phi <8 x float> [ %9315, %9309 ], [ %9308, %9302 ], [ %9282, %9281 ], [ %9301, %9300 ], [ %9318, %9316 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9320, ptr align 1 %9261, <8 x i1> %8668)
  %9321 = add nsw i64 %8730, %1180
  %9322 = getelementptr inbounds float, ptr %826, i64 %9321
  %9323 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9322, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9324 = getelementptr inbounds float, ptr %824, i64 %9321
  switch i64 %321, label %1268 [
    i64 1, label %9339
    i64 2, label %9332
    i64 3, label %9325
  ]

9325:                                             ; preds = %9319
  %9326 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9323)
  %9327 = bitcast <8 x float> %9323 to <8 x i32>
  %9328 = and <8 x i32> %9327, %108
  %9329 = bitcast <8 x i32> %9328 to <8 x float>
  %9330 = fcmp oeq <8 x float> %9323, %71
  %9331 = select <8 x i1> %9330, <8 x float> %9329, <8 x float> %9326
  br label %9342

9332:                                             ; preds = %9319
  %9333 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9323)
  %9334 = bitcast <8 x float> %9323 to <8 x i32>
  %9335 = or <8 x i32> %9334, %109
  %9336 = bitcast <8 x i32> %9335 to <8 x float>
  %9337 = fcmp oeq <8 x float> %9323, %74
  %9338 = select <8 x i1> %9337, <8 x float> %9336, <8 x float> %9333
  br label %9342

9339:                                             ; preds = %9319
  %9340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9324, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9341 = fadd <8 x float> %9323, %9340
  br label %9342

9342:                                             ; preds = %9339, %9332, %9325
  %9343 = phi <8 x float> [ %9341, %9339 ], [ %9338, %9332 ], [ %9331, %9325 ]
  switch i64 %355, label %1268 [
    i64 1, label %9358
    i64 2, label %9351
    i64 3, label %9344
    i64 0, label %9380
  ]

9344:                                             ; preds = %9342
  %9345 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9343)
  %9346 = bitcast <8 x float> %9343 to <8 x i32>
  %9347 = and <8 x i32> %9346, %108
  %9348 = bitcast <8 x i32> %9347 to <8 x float>
  %9349 = fcmp oeq <8 x float> %9343, %71
  %9350 = select <8 x i1> %9349, <8 x float> %9348, <8 x float> %9345
  br label %9361

9351:                                             ; preds = %9342
  %9352 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9343)
  %9353 = bitcast <8 x float> %9343 to <8 x i32>
  %9354 = or <8 x i32> %9353, %109
  %9355 = bitcast <8 x i32> %9354 to <8 x float>
  %9356 = fcmp oeq <8 x float> %9343, %74
  %9357 = select <8 x i1> %9356, <8 x float> %9355, <8 x float> %9352
  br label %9361

9358:                                             ; preds = %9342
  %9359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9324, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9360 = fadd <8 x float> %9343, %9359
  br label %9361

9361:                                             ; preds = %9358, %9351, %9344
  %9362 = phi <8 x float> [ %9360, %9358 ], [ %9357, %9351 ], [ %9350, %9344 ]
  switch i64 %357, label %1268 [
    i64 1, label %9377
    i64 2, label %9370
    i64 3, label %9363
    i64 0, label %9380
  ]

9363:                                             ; preds = %9361
  %9364 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9362)
  %9365 = bitcast <8 x float> %9362 to <8 x i32>
  %9366 = and <8 x i32> %9365, %108
  %9367 = bitcast <8 x i32> %9366 to <8 x float>
  %9368 = fcmp oeq <8 x float> %9362, %71
  %9369 = select <8 x i1> %9368, <8 x float> %9367, <8 x float> %9364
  br label %9380

9370:                                             ; preds = %9361
  %9371 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9362)
  %9372 = bitcast <8 x float> %9362 to <8 x i32>
  %9373 = or <8 x i32> %9372, %109
  %9374 = bitcast <8 x i32> %9373 to <8 x float>
  %9375 = fcmp oeq <8 x float> %9362, %74
  %9376 = select <8 x i1> %9375, <8 x float> %9374, <8 x float> %9371
  br label %9380

9377:                                             ; preds = %9361
  %9378 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9324, <8 x i1> %8660, <8 x float> zeroinitializer)
  %9379 = fadd <8 x float> %9362, %9378
  br label %9380

9380:                                             ; preds = %9363, %9370, %9377, %9361, %9342
  %9381 = phi <8 x float> [ %9376, %9370 ], [ %9369, %9363 ], [ %9343, %9342 ], [ %9362, %9361 ], [ %9379, %9377 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9381, ptr align 1 %9322, <8 x i1> %8660)
  %9382 = add nsw i64 %9321, 8
  %9383 = getelementptr inbounds float, ptr %826, i64 %9382
  %9384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9383, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9385 = getelementptr inbounds float, ptr %824, i64 %9382
  switch i64 %321, label %1268 [
    i64 1, label %9400
    i64 2, label %9393
    i64 3, label %9386
  ]

9386:                                             ; preds = %9380
  %9387 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9384)
  %9388 = bitcast <8 x float> %9384 to <8 x i32>
  %9389 = and <8 x i32> %9388, %108
  %9390 = bitcast <8 x i32> %9389 to <8 x float>
  %9391 = fcmp oeq <8 x float> %9384, %71
  %9392 = select <8 x i1> %9391, <8 x float> %9390, <8 x float> %9387
  br label %9403

9393:                                             ; preds = %9380
  %9394 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9384)
  %9395 = bitcast <8 x float> %9384 to <8 x i32>
  %9396 = or <8 x i32> %9395, %109
  %9397 = bitcast <8 x i32> %9396 to <8 x float>
  %9398 = fcmp oeq <8 x float> %9384, %74
  %9399 = select <8 x i1> %9398, <8 x float> %9397, <8 x float> %9394
  br label %9403

9400:                                             ; preds = %9380
  %9401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9385, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9402 = fadd <8 x float> %9384, %9401
  br label %9403

9403:                                             ; preds = %9400, %9393, %9386
  %9404 = phi <8 x float> [ %9402, %9400 ], [ %9399, %9393 ], [ %9392, %9386 ]
  switch i64 %359, label %1268 [
    i64 1, label %9419
    i64 2, label %9412
    i64 3, label %9405
    i64 0, label %9441
  ]

9405:                                             ; preds = %9403
  %9406 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9404)
  %9407 = bitcast <8 x float> %9404 to <8 x i32>
  %9408 = and <8 x i32> %9407, %108
  %9409 = bitcast <8 x i32> %9408 to <8 x float>
  %9410 = fcmp oeq <8 x float> %9404, %71
  %9411 = select <8 x i1> %9410, <8 x float> %9409, <8 x float> %9406
  br label %9422

9412:                                             ; preds = %9403
  %9413 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9404)
  %9414 = bitcast <8 x float> %9404 to <8 x i32>
  %9415 = or <8 x i32> %9414, %109
  %9416 = bitcast <8 x i32> %9415 to <8 x float>
  %9417 = fcmp oeq <8 x float> %9404, %74
  %9418 = select <8 x i1> %9417, <8 x float> %9416, <8 x float> %9413
  br label %9422

9419:                                             ; preds = %9403
  %9420 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9385, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9421 = fadd <8 x float> %9404, %9420
  br label %9422

9422:                                             ; preds = %9419, %9412, %9405
  %9423 = phi <8 x float> [ %9421, %9419 ], [ %9418, %9412 ], [ %9411, %9405 ]
  switch i64 %361, label %1268 [
    i64 1, label %9438
    i64 2, label %9431
    i64 3, label %9424
    i64 0, label %9441
  ]

9424:                                             ; preds = %9422
  %9425 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9423)
  %9426 = bitcast <8 x float> %9423 to <8 x i32>
  %9427 = and <8 x i32> %9426, %108
  %9428 = bitcast <8 x i32> %9427 to <8 x float>
  %9429 = fcmp oeq <8 x float> %9423, %71
  %9430 = select <8 x i1> %9429, <8 x float> %9428, <8 x float> %9425
  br label %9441

9431:                                             ; preds = %9422
  %9432 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9423)
  %9433 = bitcast <8 x float> %9423 to <8 x i32>
  %9434 = or <8 x i32> %9433, %109
  %9435 = bitcast <8 x i32> %9434 to <8 x float>
  %9436 = fcmp oeq <8 x float> %9423, %74
  %9437 = select <8 x i1> %9436, <8 x float> %9435, <8 x float> %9432
  br label %9441

9438:                                             ; preds = %9422
  %9439 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9385, <8 x i1> %8668, <8 x float> zeroinitializer)
  %9440 = fadd <8 x float> %9423, %9439
  br label %9441

9441:                                             ; preds = %9424, %9431, %9438, %8809, %9422, %9403
  %9442 = phi ptr [ %8835, %8809 ], [ %9383, %9424 ], [ %9383, %9403 ], [ %9383, %9422 ], [ %9383, %9438 ], [ %9383, %9431 ]
  %9443 = phi <8 x float> [ %8836, %8809 ], [ %9430, %9424 ], [ %9404, %9403 ], [ %9423, %9422 ], [ %9440, %9438 ], [ %9437, %9431 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9443, ptr align 1 %9442, <8 x i1> %8668)
  br label %13665

9444:                                             ; preds = %8653
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  call void @llvm.lifetime.start.p0(ptr nonnull %53)
  call void @llvm.lifetime.start.p0(ptr nonnull %54)
  %9445 = sdiv i64 %7, %19
  %9446 = insertelement <8 x i64> poison, i64 %9445, i64 0
  %9447 = shufflevector <8 x i64> %9446, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9449

9448:                                             ; preds = %9501
  br i1 %104, label %9593, label %9567

9449:                                             ; preds = %9444, %9501
  %9450 = phi i1 [ true, %9444 ], [ false, %9501 ]
  %9451 = phi ptr [ %54, %9444 ], [ %89, %9501 ]
  %9452 = phi ptr [ %53, %9444 ], [ %90, %9501 ]
  %9453 = phi ptr [ %51, %9444 ], [ %52, %9501 ]
  %9454 = phi i64 [ 0, %9444 ], [ 1, %9501 ]
  %9455 = mul nuw nsw i64 %9454, 28
  %9456 = getelementptr nuw i8, ptr %53, i64 %9455
  %9457 = getelementptr nuw i8, ptr %54, i64 %9455
  %9458 = shl nuw nsw i64 %9454, 3
  %9459 = add i64 %1180, %9458
  %9460 = sub i64 %7, %9459
  %9461 = icmp sgt i64 %9460, 7
  %9462 = trunc i64 %9460 to i32
  %9463 = select i1 %9461, i32 8, i32 %9462
  %9464 = insertelement <8 x i32> poison, i32 %9463, i64 0
  %9465 = shufflevector <8 x i32> %9464, <8 x i32> poison, <8 x i32> zeroinitializer
  %9466 = icmp sgt <8 x i32> %9465, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9467 = sext <8 x i1> %9466 to <8 x i32>
  store <8 x i32> %9467, ptr %9453, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9457, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9456, i8 0, i64 28, i1 false)
  %9468 = icmp slt i64 %9459, %7
  br i1 %9468, label %9469, label %9501

9469:                                             ; preds = %9449
  %9470 = srem i64 %9459, %19
  %9471 = sdiv i64 %9459, %19
  br label %9472

9472:                                             ; preds = %9469, %9541
  %9473 = phi i64 [ 0, %9469 ], [ %9547, %9541 ]
  %9474 = phi i64 [ %9471, %9469 ], [ %9546, %9541 ]
  %9475 = phi i64 [ %9470, %9469 ], [ %9544, %9541 ]
  br i1 %102, label %9476, label %9502

9476:                                             ; preds = %9472
  %9477 = sub i64 %9474, %22
  %9478 = trunc nuw nsw i64 %9473 to i32
  %9479 = shl nuw nsw i32 1, %9478
  br i1 %695, label %9499, label %9480

9480:                                             ; preds = %9476
  %9481 = insertelement <8 x i64> poison, i64 %9477, i64 0
  %9482 = shufflevector <8 x i64> %9481, <8 x i64> poison, <8 x i32> zeroinitializer
  %9483 = insertelement <8 x i32> poison, i32 %9479, i64 0
  %9484 = shufflevector <8 x i32> %9483, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %9485

9485:                                             ; preds = %9485, %9480
  %9486 = phi i64 [ 0, %9480 ], [ %9495, %9485 ]
  %9487 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %9480 ], [ %9496, %9485 ]
  %9488 = add <8 x i64> %9482, %9487
  %9489 = icmp sgt <8 x i64> %9488, splat (i64 -1)
  %9490 = icmp slt <8 x i64> %9488, %9447
  %9491 = and <8 x i1> %9489, %9490
  %9492 = getelementptr i32, ptr %9452, i64 %9486
  %9493 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %9492, <8 x i1> %9491, <8 x i32> poison)
  %9494 = or <8 x i32> %9493, %9484
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %9494, ptr align 4 %9492, <8 x i1> %9491)
  %9495 = add nuw i64 %9486, 8
  %9496 = add nuw nsw <8 x i64> %9487, splat (i64 8)
  %9497 = icmp eq i64 %9495, %696
  br i1 %9497, label %9498, label %9485

9498:                                             ; preds = %9485
  br i1 %697, label %9502, label %9499

9499:                                             ; preds = %9476, %9498
  %9500 = phi i64 [ 0, %9476 ], [ %696, %9498 ]
  br label %9528

9501:                                             ; preds = %9541, %9449
  br i1 %9450, label %9449, label %9448

9502:                                             ; preds = %9538, %9498, %9472
  br i1 %103, label %9503, label %9541

9503:                                             ; preds = %9502
  %9504 = sub i64 %9475, %23
  %9505 = trunc nuw nsw i64 %9473 to i32
  %9506 = shl nuw nsw i32 1, %9505
  br i1 %698, label %9526, label %9507

9507:                                             ; preds = %9503
  %9508 = insertelement <8 x i64> poison, i64 %9504, i64 0
  %9509 = shufflevector <8 x i64> %9508, <8 x i64> poison, <8 x i32> zeroinitializer
  %9510 = insertelement <8 x i32> poison, i32 %9506, i64 0
  %9511 = shufflevector <8 x i32> %9510, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %9512

9512:                                             ; preds = %9512, %9507
  %9513 = phi i64 [ 0, %9507 ], [ %9522, %9512 ]
  %9514 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %9507 ], [ %9523, %9512 ]
  %9515 = add <8 x i64> %9509, %9514
  %9516 = icmp sgt <8 x i64> %9515, splat (i64 -1)
  %9517 = icmp slt <8 x i64> %9515, %701
  %9518 = and <8 x i1> %9516, %9517
  %9519 = getelementptr i32, ptr %9451, i64 %9513
  %9520 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %9519, <8 x i1> %9518, <8 x i32> poison)
  %9521 = or <8 x i32> %9520, %9511
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %9521, ptr align 4 %9519, <8 x i1> %9518)
  %9522 = add nuw i64 %9513, 8
  %9523 = add nuw nsw <8 x i64> %9514, splat (i64 8)
  %9524 = icmp eq i64 %9522, %699
  br i1 %9524, label %9525, label %9512

9525:                                             ; preds = %9512
  br i1 %702, label %9541, label %9526

9526:                                             ; preds = %9503, %9525
  %9527 = phi i64 [ 0, %9503 ], [ %699, %9525 ]
  br label %9552

9528:                                             ; preds = %9499, %9538
  %9529 = phi i64 [ %9539, %9538 ], [ %9500, %9499 ]
  %9530 = add i64 %9477, %9529
  %9531 = icmp sgt i64 %9530, -1
  %9532 = icmp slt i64 %9530, %9445
  %9533 = and i1 %9531, %9532
  br i1 %9533, label %9534, label %9538

9534:                                             ; preds = %9528
  %9535 = getelementptr inbounds nuw i32, ptr %9452, i64 %9529
  %9536 = load i32, ptr %9535, align 4
  %9537 = or i32 %9536, %9479
  store i32 %9537, ptr %9535, align 4
  br label %9538

9538:                                             ; preds = %9534, %9528
  %9539 = add nuw nsw i64 %9529, 1
  %9540 = icmp eq i64 %9539, %20
  br i1 %9540, label %9502, label %9528

9541:                                             ; preds = %9562, %9525, %9502
  %9542 = add nsw i64 %9475, 1
  %9543 = icmp eq i64 %9542, %19
  %9544 = select i1 %9543, i64 0, i64 %9542
  %9545 = zext i1 %9543 to i64
  %9546 = add nsw i64 %9474, %9545
  %9547 = add nuw nsw i64 %9473, 1
  %9548 = icmp samesign ult i64 %9473, 7
  %9549 = add nsw i64 %9459, %9547
  %9550 = icmp slt i64 %9549, %7
  %9551 = select i1 %9548, i1 %9550, i1 false
  br i1 %9551, label %9472, label %9501

9552:                                             ; preds = %9526, %9562
  %9553 = phi i64 [ %9563, %9562 ], [ %9527, %9526 ]
  %9554 = add i64 %9504, %9553
  %9555 = icmp sgt i64 %9554, -1
  %9556 = icmp slt i64 %9554, %19
  %9557 = and i1 %9555, %9556
  br i1 %9557, label %9558, label %9562

9558:                                             ; preds = %9552
  %9559 = getelementptr inbounds nuw i32, ptr %9451, i64 %9553
  %9560 = load i32, ptr %9559, align 4
  %9561 = or i32 %9560, %9506
  store i32 %9561, ptr %9559, align 4
  br label %9562

9562:                                             ; preds = %9558, %9552
  %9563 = add nuw nsw i64 %9553, 1
  %9564 = icmp eq i64 %9563, %21
  br i1 %9564, label %9541, label %9552

9565:                                             ; preds = %9621
  %9566 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %9660

9567:                                             ; preds = %9448
  %9568 = load float, ptr %839, align 1
  %9569 = insertelement <8 x float> poison, float %9568, i64 0
  %9570 = shufflevector <8 x float> %9569, <8 x float> poison, <8 x i32> zeroinitializer
  %9571 = insertelement <8 x float> poison, float %9568, i64 0
  %9572 = shufflevector <8 x float> %9571, <8 x float> poison, <8 x i32> zeroinitializer
  %9573 = load float, ptr %946, align 1
  %9574 = insertelement <8 x float> poison, float %9573, i64 0
  %9575 = shufflevector <8 x float> %9574, <8 x float> poison, <8 x i32> zeroinitializer
  %9576 = insertelement <8 x float> poison, float %9573, i64 0
  %9577 = shufflevector <8 x float> %9576, <8 x float> poison, <8 x i32> zeroinitializer
  %9578 = load float, ptr %949, align 1
  %9579 = insertelement <8 x float> poison, float %9578, i64 0
  %9580 = shufflevector <8 x float> %9579, <8 x float> poison, <8 x i32> zeroinitializer
  %9581 = insertelement <8 x float> poison, float %9578, i64 0
  %9582 = shufflevector <8 x float> %9581, <8 x float> poison, <8 x i32> zeroinitializer
  %9583 = load float, ptr %952, align 1
  %9584 = insertelement <8 x float> poison, float %9583, i64 0
  %9585 = shufflevector <8 x float> %9584, <8 x float> poison, <8 x i32> zeroinitializer
  %9586 = insertelement <8 x float> poison, float %9583, i64 0
  %9587 = shufflevector <8 x float> %9586, <8 x float> poison, <8 x i32> zeroinitializer
  %9588 = load float, ptr %955, align 1
  %9589 = insertelement <8 x float> poison, float %9588, i64 0
  %9590 = shufflevector <8 x float> %9589, <8 x float> poison, <8 x i32> zeroinitializer
  %9591 = insertelement <8 x float> poison, float %9588, i64 0
  %9592 = shufflevector <8 x float> %9591, <8 x float> poison, <8 x i32> zeroinitializer
  br label %9621

9593:                                             ; preds = %9448
  %9594 = getelementptr float, ptr %821, i64 %1180
  %9595 = getelementptr float, ptr %9594, i64 %843
  %9596 = load <8 x i32>, ptr %51, align 32
  %9597 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9595, <8 x i32> %9596)
  %9598 = getelementptr inbounds nuw i8, ptr %9595, i64 32
  %9599 = load <8 x i32>, ptr %52, align 32
  %9600 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9598, <8 x i32> %9599)
  %9601 = getelementptr float, ptr %9594, i64 %959
  %9602 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9601, <8 x i32> %9596)
  %9603 = getelementptr inbounds nuw i8, ptr %9601, i64 32
  %9604 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9603, <8 x i32> %9599)
  %9605 = getelementptr float, ptr %9594, i64 %961
  %9606 = load <8 x i32>, ptr %51, align 32
  %9607 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9605, <8 x i32> %9606)
  %9608 = getelementptr inbounds nuw i8, ptr %9605, i64 32
  %9609 = load <8 x i32>, ptr %52, align 32
  %9610 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9608, <8 x i32> %9609)
  %9611 = getelementptr float, ptr %9594, i64 %963
  %9612 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9611, <8 x i32> %9606)
  %9613 = getelementptr inbounds nuw i8, ptr %9611, i64 32
  %9614 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9613, <8 x i32> %9609)
  %9615 = getelementptr float, ptr %9594, i64 %965
  %9616 = load <8 x i32>, ptr %51, align 32
  %9617 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9615, <8 x i32> %9616)
  %9618 = getelementptr inbounds nuw i8, ptr %9615, i64 32
  %9619 = load <8 x i32>, ptr %52, align 32
  %9620 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9618, <8 x i32> %9619)
  br label %9621

9621:                                             ; preds = %9593, %9567
  %9622 = phi <8 x float> [ %9617, %9593 ], [ %9590, %9567 ]
  %9623 = phi <8 x float> [ %9612, %9593 ], [ %9585, %9567 ]
  %9624 = phi <8 x float> [ %9607, %9593 ], [ %9580, %9567 ]
  %9625 = phi <8 x float> [ %9602, %9593 ], [ %9575, %9567 ]
  %9626 = phi <8 x float> [ %9597, %9593 ], [ %9570, %9567 ]
  %9627 = phi <8 x float> [ %9600, %9593 ], [ %9572, %9567 ]
  %9628 = phi i64 [ %959, %9593 ], [ %948, %9567 ]
  %9629 = phi <8 x float> [ %9604, %9593 ], [ %9577, %9567 ]
  %9630 = phi i64 [ %961, %9593 ], [ %951, %9567 ]
  %9631 = phi <8 x float> [ %9610, %9593 ], [ %9582, %9567 ]
  %9632 = phi i64 [ %963, %9593 ], [ %954, %9567 ]
  %9633 = phi <8 x float> [ %9614, %9593 ], [ %9587, %9567 ]
  %9634 = phi i64 [ %965, %9593 ], [ %957, %9567 ]
  %9635 = phi <8 x float> [ %9620, %9593 ], [ %9592, %9567 ]
  br i1 %102, label %9565, label %9636

9636:                                             ; preds = %9682, %9621
  %9637 = phi <8 x float> [ %9626, %9621 ], [ %9683, %9682 ]
  %9638 = phi <8 x float> [ %9627, %9621 ], [ %9684, %9682 ]
  %9639 = phi <8 x float> [ %9625, %9621 ], [ %9685, %9682 ]
  %9640 = phi <8 x float> [ %9629, %9621 ], [ %9686, %9682 ]
  %9641 = phi <8 x float> [ %9624, %9621 ], [ %9687, %9682 ]
  %9642 = phi <8 x float> [ %9631, %9621 ], [ %9688, %9682 ]
  %9643 = phi <8 x float> [ %9623, %9621 ], [ %9689, %9682 ]
  %9644 = phi <8 x float> [ %9633, %9621 ], [ %9690, %9682 ]
  %9645 = phi <8 x float> [ %9622, %9621 ], [ %9691, %9682 ]
  %9646 = phi <8 x float> [ %9635, %9621 ], [ %9692, %9682 ]
  %9647 = getelementptr float, ptr %826, i64 %1180
  %9648 = getelementptr float, ptr %9647, i64 %843
  %9649 = load <8 x i32>, ptr %51, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9648, <8 x i32> %9649, <8 x float> %9637)
  %9650 = getelementptr inbounds nuw i8, ptr %9648, i64 32
  %9651 = load <8 x i32>, ptr %52, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9650, <8 x i32> %9651, <8 x float> %9638)
  %9652 = getelementptr float, ptr %9647, i64 %9628
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9652, <8 x i32> %9649, <8 x float> %9639)
  %9653 = getelementptr inbounds nuw i8, ptr %9652, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9653, <8 x i32> %9651, <8 x float> %9640)
  %9654 = getelementptr float, ptr %9647, i64 %9630
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9654, <8 x i32> %9649, <8 x float> %9641)
  %9655 = getelementptr inbounds nuw i8, ptr %9654, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9655, <8 x i32> %9651, <8 x float> %9642)
  %9656 = getelementptr float, ptr %9647, i64 %9632
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9656, <8 x i32> %9649, <8 x float> %9643)
  %9657 = getelementptr inbounds nuw i8, ptr %9656, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9657, <8 x i32> %9651, <8 x float> %9644)
  %9658 = getelementptr float, ptr %9647, i64 %9634
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9658, <8 x i32> %9649, <8 x float> %9645)
  %9659 = getelementptr inbounds nuw i8, ptr %9658, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9659, <8 x i32> %9651, <8 x float> %9646)
  br i1 %107, label %10435, label %9795

9660:                                             ; preds = %9565, %9682
  %9661 = phi <8 x float> [ %9626, %9565 ], [ %9683, %9682 ]
  %9662 = phi <8 x float> [ %9627, %9565 ], [ %9684, %9682 ]
  %9663 = phi <8 x float> [ %9625, %9565 ], [ %9685, %9682 ]
  %9664 = phi <8 x float> [ %9629, %9565 ], [ %9686, %9682 ]
  %9665 = phi <8 x float> [ %9624, %9565 ], [ %9687, %9682 ]
  %9666 = phi <8 x float> [ %9631, %9565 ], [ %9688, %9682 ]
  %9667 = phi <8 x float> [ %9623, %9565 ], [ %9689, %9682 ]
  %9668 = phi <8 x float> [ %9633, %9565 ], [ %9690, %9682 ]
  %9669 = phi <8 x float> [ %9622, %9565 ], [ %9691, %9682 ]
  %9670 = phi <8 x float> [ %9635, %9565 ], [ %9692, %9682 ]
  %9671 = phi i64 [ 0, %9565 ], [ %9693, %9682 ]
  br i1 %103, label %9672, label %9682

9672:                                             ; preds = %9660
  %9673 = getelementptr inbounds nuw i32, ptr %53, i64 %9671
  %9674 = sub nsw i64 %9671, %22
  %9675 = mul nsw i64 %9674, %19
  %9676 = getelementptr inbounds float, ptr %9566, i64 %9675
  %9677 = mul nuw nsw i64 %9671, %21
  %9678 = getelementptr inbounds nuw float, ptr %840, i64 %9677
  %9679 = load i32, ptr %9673, align 4
  %9680 = getelementptr inbounds nuw i8, ptr %9673, i64 28
  %9681 = load i32, ptr %9680, align 4
  br label %9695

9682:                                             ; preds = %9724, %9660
  %9683 = phi <8 x float> [ %9661, %9660 ], [ %9725, %9724 ]
  %9684 = phi <8 x float> [ %9662, %9660 ], [ %9726, %9724 ]
  %9685 = phi <8 x float> [ %9663, %9660 ], [ %9727, %9724 ]
  %9686 = phi <8 x float> [ %9664, %9660 ], [ %9728, %9724 ]
  %9687 = phi <8 x float> [ %9665, %9660 ], [ %9729, %9724 ]
  %9688 = phi <8 x float> [ %9666, %9660 ], [ %9730, %9724 ]
  %9689 = phi <8 x float> [ %9667, %9660 ], [ %9731, %9724 ]
  %9690 = phi <8 x float> [ %9668, %9660 ], [ %9732, %9724 ]
  %9691 = phi <8 x float> [ %9669, %9660 ], [ %9733, %9724 ]
  %9692 = phi <8 x float> [ %9670, %9660 ], [ %9734, %9724 ]
  %9693 = add nuw nsw i64 %9671, 1
  %9694 = icmp eq i64 %9693, %20
  br i1 %9694, label %9636, label %9660

9695:                                             ; preds = %9672, %9724
  %9696 = phi <8 x float> [ %9661, %9672 ], [ %9725, %9724 ]
  %9697 = phi <8 x float> [ %9662, %9672 ], [ %9726, %9724 ]
  %9698 = phi <8 x float> [ %9663, %9672 ], [ %9727, %9724 ]
  %9699 = phi <8 x float> [ %9664, %9672 ], [ %9728, %9724 ]
  %9700 = phi <8 x float> [ %9665, %9672 ], [ %9729, %9724 ]
  %9701 = phi <8 x float> [ %9666, %9672 ], [ %9730, %9724 ]
  %9702 = phi <8 x float> [ %9667, %9672 ], [ %9731, %9724 ]
  %9703 = phi <8 x float> [ %9668, %9672 ], [ %9732, %9724 ]
  %9704 = phi <8 x float> [ %9669, %9672 ], [ %9733, %9724 ]
  %9705 = phi <8 x float> [ %9670, %9672 ], [ %9734, %9724 ]
  %9706 = phi i64 [ 0, %9672 ], [ %9735, %9724 ]
  %9707 = getelementptr inbounds nuw i32, ptr %54, i64 %9706
  %9708 = load i32, ptr %9707, align 4
  %9709 = and i32 %9708, %9679
  %9710 = insertelement <8 x i32> poison, i32 %9709, i64 0
  %9711 = shufflevector <8 x i32> %9710, <8 x i32> poison, <8 x i32> zeroinitializer
  %9712 = and <8 x i32> %9711, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %9713 = icmp ne <8 x i32> %9712, zeroinitializer
  %9714 = getelementptr inbounds nuw i8, ptr %9707, i64 28
  %9715 = load i32, ptr %9714, align 4
  %9716 = and i32 %9715, %9681
  %9717 = insertelement <8 x i32> poison, i32 %9716, i64 0
  %9718 = shufflevector <8 x i32> %9717, <8 x i32> poison, <8 x i32> zeroinitializer
  %9719 = and <8 x i32> %9718, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %9720 = icmp ne <8 x i32> %9719, zeroinitializer
  %9721 = sub nsw i64 %9706, %23
  %9722 = getelementptr inbounds float, ptr %9676, i64 %9721
  %9723 = getelementptr inbounds nuw float, ptr %9678, i64 %9706
  br i1 %106, label %9737, label %9724

9724:                                             ; preds = %9737, %9695
  %9725 = phi <8 x float> [ %9696, %9695 ], [ %9759, %9737 ]
  %9726 = phi <8 x float> [ %9697, %9695 ], [ %9760, %9737 ]
  %9727 = phi <8 x float> [ %9698, %9695 ], [ %9767, %9737 ]
  %9728 = phi <8 x float> [ %9699, %9695 ], [ %9768, %9737 ]
  %9729 = phi <8 x float> [ %9700, %9695 ], [ %9775, %9737 ]
  %9730 = phi <8 x float> [ %9701, %9695 ], [ %9776, %9737 ]
  %9731 = phi <8 x float> [ %9702, %9695 ], [ %9783, %9737 ]
  %9732 = phi <8 x float> [ %9703, %9695 ], [ %9784, %9737 ]
  %9733 = phi <8 x float> [ %9704, %9695 ], [ %9791, %9737 ]
  %9734 = phi <8 x float> [ %9705, %9695 ], [ %9792, %9737 ]
  %9735 = add nuw nsw i64 %9706, 1
  %9736 = icmp eq i64 %9735, %21
  br i1 %9736, label %9682, label %9695

9737:                                             ; preds = %9695, %9737
  %9738 = phi <8 x float> [ %9759, %9737 ], [ %9696, %9695 ]
  %9739 = phi <8 x float> [ %9760, %9737 ], [ %9697, %9695 ]
  %9740 = phi <8 x float> [ %9767, %9737 ], [ %9698, %9695 ]
  %9741 = phi <8 x float> [ %9768, %9737 ], [ %9699, %9695 ]
  %9742 = phi <8 x float> [ %9775, %9737 ], [ %9700, %9695 ]
  %9743 = phi <8 x float> [ %9776, %9737 ], [ %9701, %9695 ]
  %9744 = phi <8 x float> [ %9783, %9737 ], [ %9702, %9695 ]
  %9745 = phi <8 x float> [ %9784, %9737 ], [ %9703, %9695 ]
  %9746 = phi <8 x float> [ %9791, %9737 ], [ %9704, %9695 ]
  %9747 = phi <8 x float> [ %9792, %9737 ], [ %9705, %9695 ]
  %9748 = phi i64 [ %9793, %9737 ], [ 0, %9695 ]
  %9749 = mul nsw i64 %9748, %7
  %9750 = getelementptr inbounds float, ptr %9722, i64 %9749
  %9751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9750, <8 x i1> %9713, <8 x float> zeroinitializer)
  %9752 = getelementptr inbounds nuw i8, ptr %9750, i64 32
  %9753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %9752, <8 x i1> %9720, <8 x float> zeroinitializer)
  %9754 = mul nuw nsw i64 %9748, %101
  %9755 = getelementptr inbounds nuw float, ptr %9723, i64 %9754
  %9756 = load float, ptr %9755, align 1
  %9757 = insertelement <8 x float> poison, float %9756, i64 0
  %9758 = shufflevector <8 x float> %9757, <8 x float> poison, <8 x i32> zeroinitializer
  %9759 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9751, <8 x float> %9758, <8 x float> %9738)
  %9760 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9753, <8 x float> %9758, <8 x float> %9739)
  %9761 = add nuw nsw i64 %5, %9748
  %9762 = mul nuw nsw i64 %9761, %101
  %9763 = getelementptr inbounds nuw float, ptr %9723, i64 %9762
  %9764 = load float, ptr %9763, align 1
  %9765 = insertelement <8 x float> poison, float %9764, i64 0
  %9766 = shufflevector <8 x float> %9765, <8 x float> poison, <8 x i32> zeroinitializer
  %9767 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9751, <8 x float> %9766, <8 x float> %9740)
  %9768 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9753, <8 x float> %9766, <8 x float> %9741)
  %9769 = add nuw nsw i64 %274, %9748
  %9770 = mul nuw nsw i64 %9769, %101
  %9771 = getelementptr inbounds nuw float, ptr %9723, i64 %9770
  %9772 = load float, ptr %9771, align 1
  %9773 = insertelement <8 x float> poison, float %9772, i64 0
  %9774 = shufflevector <8 x float> %9773, <8 x float> poison, <8 x i32> zeroinitializer
  %9775 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9751, <8 x float> %9774, <8 x float> %9742)
  %9776 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9753, <8 x float> %9774, <8 x float> %9743)
  %9777 = add nuw nsw i64 %275, %9748
  %9778 = mul nuw nsw i64 %9777, %101
  %9779 = getelementptr inbounds nuw float, ptr %9723, i64 %9778
  %9780 = load float, ptr %9779, align 1
  %9781 = insertelement <8 x float> poison, float %9780, i64 0
  %9782 = shufflevector <8 x float> %9781, <8 x float> poison, <8 x i32> zeroinitializer
  %9783 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9751, <8 x float> %9782, <8 x float> %9744)
  %9784 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9753, <8 x float> %9782, <8 x float> %9745)
  %9785 = add nuw nsw i64 %276, %9748
  %9786 = mul nuw nsw i64 %9785, %101
  %9787 = getelementptr inbounds nuw float, ptr %9723, i64 %9786
  %9788 = load float, ptr %9787, align 1
  %9789 = insertelement <8 x float> poison, float %9788, i64 0
  %9790 = shufflevector <8 x float> %9789, <8 x float> poison, <8 x i32> zeroinitializer
  %9791 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9751, <8 x float> %9790, <8 x float> %9746)
  %9792 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9753, <8 x float> %9790, <8 x float> %9747)
  %9793 = add nuw nsw i64 %9748, 1
  %9794 = icmp eq i64 %9793, %5
  br i1 %9794, label %9724, label %9737

9795:                                             ; preds = %9636
  %9796 = add nsw i64 %843, %1180
  %9797 = getelementptr inbounds float, ptr %826, i64 %9796
  %9798 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9797, <8 x i32> %9649)
  %9799 = getelementptr inbounds float, ptr %824, i64 %9796
  switch i64 %277, label %1268 [
    i64 1, label %9828
    i64 2, label %9831
    i64 3, label %9838
    i64 0, label %9800
  ]

9800:                                             ; preds = %9795
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9797, <8 x i32> %9649, <8 x float> %9798)
  %9801 = getelementptr float, ptr %826, i64 %9796
  %9802 = getelementptr i8, ptr %9801, i64 32
  %9803 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9802, <8 x i32> %9651)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9802, <8 x i32> %9651, <8 x float> %9803)
  %9804 = add nsw i64 %9628, %1180
  %9805 = getelementptr inbounds float, ptr %826, i64 %9804
  %9806 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9805, <8 x i32> %9649)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9805, <8 x i32> %9649, <8 x float> %9806)
  %9807 = getelementptr float, ptr %826, i64 %9804
  %9808 = getelementptr i8, ptr %9807, i64 32
  %9809 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9808, <8 x i32> %9651)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9808, <8 x i32> %9651, <8 x float> %9809)
  %9810 = add nsw i64 %9630, %1180
  %9811 = getelementptr inbounds float, ptr %826, i64 %9810
  %9812 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9811, <8 x i32> %9649)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9811, <8 x i32> %9649, <8 x float> %9812)
  %9813 = getelementptr float, ptr %826, i64 %9810
  %9814 = getelementptr i8, ptr %9813, i64 32
  %9815 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9814, <8 x i32> %9651)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9814, <8 x i32> %9651, <8 x float> %9815)
  %9816 = add nsw i64 %9632, %1180
  %9817 = getelementptr inbounds float, ptr %826, i64 %9816
  %9818 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9817, <8 x i32> %9649)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9817, <8 x i32> %9649, <8 x float> %9818)
  %9819 = getelementptr float, ptr %826, i64 %9816
  %9820 = getelementptr i8, ptr %9819, i64 32
  %9821 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9820, <8 x i32> %9651)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9820, <8 x i32> %9651, <8 x float> %9821)
  %9822 = add nsw i64 %9634, %1180
  %9823 = getelementptr inbounds float, ptr %826, i64 %9822
  %9824 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9823, <8 x i32> %9649)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9823, <8 x i32> %9649, <8 x float> %9824)
  %9825 = getelementptr float, ptr %826, i64 %9822
  %9826 = getelementptr i8, ptr %9825, i64 32
  %9827 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9826, <8 x i32> %9651)
  br label %10432

9828:                                             ; preds = %9795
  %9829 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9799, <8 x i32> %9649)
  %9830 = fadd <8 x float> %9798, %9829
  br label %9845

9831:                                             ; preds = %9795
  %9832 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9798)
  %9833 = bitcast <8 x float> %9798 to <8 x i32>
  %9834 = or <8 x i32> %9833, %109
  %9835 = bitcast <8 x i32> %9834 to <8 x float>
  %9836 = fcmp oeq <8 x float> %9798, %74
  %9837 = select <8 x i1> %9836, <8 x float> %9835, <8 x float> %9832
  br label %9845

9838:                                             ; preds = %9795
  %9839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9798)
  %9840 = bitcast <8 x float> %9798 to <8 x i32>
  %9841 = and <8 x i32> %9840, %108
  %9842 = bitcast <8 x i32> %9841 to <8 x float>
  %9843 = fcmp oeq <8 x float> %9798, %71
  %9844 = select <8 x i1> %9843, <8 x float> %9842, <8 x float> %9839
  br label %9845

9845:                                             ; preds = %9838, %9831, %9828
  %9846 = phi <8 x float> [ %9830, %9828 ], [ %9837, %9831 ], [ %9844, %9838 ]
  switch i64 %279, label %1268 [
    i64 1, label %9861
    i64 2, label %9854
    i64 3, label %9847
    i64 0, label %9883
  ]

9847:                                             ; preds = %9845
  %9848 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9846)
  %9849 = bitcast <8 x float> %9846 to <8 x i32>
  %9850 = and <8 x i32> %9849, %108
  %9851 = bitcast <8 x i32> %9850 to <8 x float>
  %9852 = fcmp oeq <8 x float> %9846, %71
  %9853 = select <8 x i1> %9852, <8 x float> %9851, <8 x float> %9848
  br label %9864

9854:                                             ; preds = %9845
  %9855 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9846)
  %9856 = bitcast <8 x float> %9846 to <8 x i32>
  %9857 = or <8 x i32> %9856, %109
  %9858 = bitcast <8 x i32> %9857 to <8 x float>
  %9859 = fcmp oeq <8 x float> %9846, %74
  %9860 = select <8 x i1> %9859, <8 x float> %9858, <8 x float> %9855
  br label %9864

9861:                                             ; preds = %9845
  %9862 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9799, <8 x i32> %9649)
  %9863 = fadd <8 x float> %9846, %9862
  br label %9864

9864:                                             ; preds = %9861, %9854, %9847
  %9865 = phi <8 x float> [ %9863, %9861 ], [ %9860, %9854 ], [ %9853, %9847 ]
  switch i64 %281, label %1268 [
    i64 1, label %9880
    i64 2, label %9873
    i64 3, label %9866
    i64 0, label %9883
  ]

9866:                                             ; preds = %9864
  %9867 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9865)
  %9868 = bitcast <8 x float> %9865 to <8 x i32>
  %9869 = and <8 x i32> %9868, %108
  %9870 = bitcast <8 x i32> %9869 to <8 x float>
  %9871 = fcmp oeq <8 x float> %9865, %71
  %9872 = select <8 x i1> %9871, <8 x float> %9870, <8 x float> %9867
  br label %9883

9873:                                             ; preds = %9864
  %9874 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9865)
  %9875 = bitcast <8 x float> %9865 to <8 x i32>
  %9876 = or <8 x i32> %9875, %109
  %9877 = bitcast <8 x i32> %9876 to <8 x float>
  %9878 = fcmp oeq <8 x float> %9865, %74
  %9879 = select <8 x i1> %9878, <8 x float> %9877, <8 x float> %9874
  br label %9883

9880:                                             ; preds = %9864
  %9881 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9799, <8 x i32> %9649)
  %9882 = fadd <8 x float> %9865, %9881
  br label %9883

9883:                                             ; preds = %9866, %9873, %9880, %9864, %9845
  %9884 = phi <8 x float> [ %9865, %9864 ], [ %9872, %9866 ], [ %9846, %9845 ], [ %9882, %9880 ], [ %9879, %9873 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9797, <8 x i32> %9649, <8 x float> %9884)
  %9885 = add nsw i64 %9796, 8
  %9886 = getelementptr inbounds float, ptr %826, i64 %9885
  %9887 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9886, <8 x i32> %9651)
  %9888 = getelementptr inbounds float, ptr %824, i64 %9885
  switch i64 %277, label %1268 [
    i64 1, label %9903
    i64 2, label %9896
    i64 3, label %9889
  ]

9889:                                             ; preds = %9883
  %9890 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9887)
  %9891 = bitcast <8 x float> %9887 to <8 x i32>
  %9892 = and <8 x i32> %9891, %108
  %9893 = bitcast <8 x i32> %9892 to <8 x float>
  %9894 = fcmp oeq <8 x float> %9887, %71
  %9895 = select <8 x i1> %9894, <8 x float> %9893, <8 x float> %9890
  br label %9906

9896:                                             ; preds = %9883
  %9897 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9887)
  %9898 = bitcast <8 x float> %9887 to <8 x i32>
  %9899 = or <8 x i32> %9898, %109
  %9900 = bitcast <8 x i32> %9899 to <8 x float>
  %9901 = fcmp oeq <8 x float> %9887, %74
  %9902 = select <8 x i1> %9901, <8 x float> %9900, <8 x float> %9897
  br label %9906

9903:                                             ; preds = %9883
  %9904 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9888, <8 x i32> %9651)
  %9905 = fadd <8 x float> %9887, %9904
  br label %9906

9906:                                             ; preds = %9903, %9896, %9889
  %9907 = phi <8 x float> [ %9905, %9903 ], [ %9902, %9896 ], [ %9895, %9889 ]
  switch i64 %283, label %1268 [
    i64 1, label %9922
    i64 2, label %9915
    i64 3, label %9908
    i64 0, label %9944
  ]

9908:                                             ; preds = %9906
  %9909 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9907)
  %9910 = bitcast <8 x float> %9907 to <8 x i32>
  %9911 = and <8 x i32> %9910, %108
  %9912 = bitcast <8 x i32> %9911 to <8 x float>
  %9913 = fcmp oeq <8 x float> %9907, %71
  %9914 = select <8 x i1> %9913, <8 x float> %9912, <8 x float> %9909
  br label %9925

9915:                                             ; preds = %9906
  %9916 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9907)
  %9917 = bitcast <8 x float> %9907 to <8 x i32>
  %9918 = or <8 x i32> %9917, %109
  %9919 = bitcast <8 x i32> %9918 to <8 x float>
  %9920 = fcmp oeq <8 x float> %9907, %74
  %9921 = select <8 x i1> %9920, <8 x float> %9919, <8 x float> %9916
  br label %9925

9922:                                             ; preds = %9906
  %9923 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9888, <8 x i32> %9651)
  %9924 = fadd <8 x float> %9907, %9923
  br label %9925

9925:                                             ; preds = %9922, %9915, %9908
  %9926 = phi <8 x float> [ %9924, %9922 ], [ %9921, %9915 ], [ %9914, %9908 ]
  switch i64 %285, label %1268 [
    i64 1, label %9941
    i64 2, label %9934
    i64 3, label %9927
    i64 0, label %9944
  ]

9927:                                             ; preds = %9925
  %9928 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9926)
  %9929 = bitcast <8 x float> %9926 to <8 x i32>
  %9930 = and <8 x i32> %9929, %108
  %9931 = bitcast <8 x i32> %9930 to <8 x float>
  %9932 = fcmp oeq <8 x float> %9926, %71
  %9933 = select <8 x i1> %9932, <8 x float> %9931, <8 x float> %9928
  br label %9944

9934:                                             ; preds = %9925
  %9935 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9926)
  %9936 = bitcast <8 x float> %9926 to <8 x i32>
  %9937 = or <8 x i32> %9936, %109
  %9938 = bitcast <8 x i32> %9937 to <8 x float>
  %9939 = fcmp oeq <8 x float> %9926, %74
  %9940 = select <8 x i1> %9939, <8 x float> %9938, <8 x float> %9935
  br label %9944

9941:                                             ; preds = %9925
  %9942 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9888, <8 x i32> %9651)
  %9943 = fadd <8 x float> %9926, %9942
  br label %9944

9944:                                             ; preds = %9927, %9934, %9941, %9925, %9906
  %9945 = phi <8 x float> [ %9940, %9934 ], [ %9933, %9927 ], [ %9907, %9906 ], [ %9926, %9925 ], [ %9943, %9941 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9886, <8 x i32> %9651, <8 x float> %9945)
  %9946 = add nsw i64 %9628, %1180
  %9947 = getelementptr inbounds float, ptr %826, i64 %9946
  %9948 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9947, <8 x i32> %9649)
  %9949 = getelementptr inbounds float, ptr %824, i64 %9946
  switch i64 %277, label %1268 [
    i64 1, label %9964
    i64 2, label %9957
    i64 3, label %9950
  ]

9950:                                             ; preds = %9944
  %9951 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9948)
  %9952 = bitcast <8 x float> %9948 to <8 x i32>
  %9953 = and <8 x i32> %9952, %108
  %9954 = bitcast <8 x i32> %9953 to <8 x float>
  %9955 = fcmp oeq <8 x float> %9948, %71
  %9956 = select <8 x i1> %9955, <8 x float> %9954, <8 x float> %9951
  br label %9967

9957:                                             ; preds = %9944
  %9958 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9948)
  %9959 = bitcast <8 x float> %9948 to <8 x i32>
  %9960 = or <8 x i32> %9959, %109
  %9961 = bitcast <8 x i32> %9960 to <8 x float>
  %9962 = fcmp oeq <8 x float> %9948, %74
  %9963 = select <8 x i1> %9962, <8 x float> %9961, <8 x float> %9958
  br label %9967

9964:                                             ; preds = %9944
  %9965 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9949, <8 x i32> %9649)
  %9966 = fadd <8 x float> %9948, %9965
  br label %9967

9967:                                             ; preds = %9964, %9957, %9950
  %9968 = phi <8 x float> [ %9966, %9964 ], [ %9963, %9957 ], [ %9956, %9950 ]
  switch i64 %287, label %1268 [
    i64 1, label %9983
    i64 2, label %9976
    i64 3, label %9969
    i64 0, label %10005
  ]

9969:                                             ; preds = %9967
  %9970 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9968)
  %9971 = bitcast <8 x float> %9968 to <8 x i32>
  %9972 = and <8 x i32> %9971, %108
  %9973 = bitcast <8 x i32> %9972 to <8 x float>
  %9974 = fcmp oeq <8 x float> %9968, %71
  %9975 = select <8 x i1> %9974, <8 x float> %9973, <8 x float> %9970
  br label %9986

9976:                                             ; preds = %9967
  %9977 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9968)
  %9978 = bitcast <8 x float> %9968 to <8 x i32>
  %9979 = or <8 x i32> %9978, %109
  %9980 = bitcast <8 x i32> %9979 to <8 x float>
  %9981 = fcmp oeq <8 x float> %9968, %74
  %9982 = select <8 x i1> %9981, <8 x float> %9980, <8 x float> %9977
  br label %9986

9983:                                             ; preds = %9967
  %9984 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9949, <8 x i32> %9649)
  %9985 = fadd <8 x float> %9968, %9984
  br label %9986

9986:                                             ; preds = %9983, %9976, %9969
  %9987 = phi <8 x float> [ %9985, %9983 ], [ %9982, %9976 ], [ %9975, %9969 ]
  switch i64 %289, label %1268 [
    i64 1, label %10002
    i64 2, label %9995
    i64 3, label %9988
    i64 0, label %10005
  ]

9988:                                             ; preds = %9986
  %9989 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9987)
  %9990 = bitcast <8 x float> %9987 to <8 x i32>
  %9991 = and <8 x i32> %9990, %108
  %9992 = bitcast <8 x i32> %9991 to <8 x float>
  %9993 = fcmp oeq <8 x float> %9987, %71
  %9994 = select <8 x i1> %9993, <8 x float> %9992, <8 x float> %9989
  br label %10005

9995:                                             ; preds = %9986
  %9996 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9987)
  %9997 = bitcast <8 x float> %9987 to <8 x i32>
  %9998 = or <8 x i32> %9997, %109
  %9999 = bitcast <8 x i32> %9998 to <8 x float>
  %10000 = fcmp oeq <8 x float> %9987, %74
  %10001 = select <8 x i1> %10000, <8 x float> %9999, <8 x float> %9996
  br label %10005

10002:                                            ; preds = %9986
  %10003 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9949, <8 x i32> %9649)
  %10004 = fadd <8 x float> %9987, %10003
  br label %10005

10005:                                            ; preds = %9988, %9995, %10002, %9986, %9967
  %10006 = phi <8 x float> [ %10001, %9995 ], [ %9994, %9988 ], [ %9968, %9967 ], [ %9987, %9986 ], [ %10004, %10002 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9947, <8 x i32> %9649, <8 x float> %10006)
  %10007 = add nsw i64 %9946, 8
  %10008 = getelementptr inbounds float, ptr %826, i64 %10007
  %10009 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10008, <8 x i32> %9651)
  %10010 = getelementptr inbounds float, ptr %824, i64 %10007
  switch i64 %277, label %1268 [
    i64 1, label %10025
    i64 2, label %10018
    i64 3, label %10011
  ]

10011:                                            ; preds = %10005
  %10012 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10009)
  %10013 = bitcast <8 x float> %10009 to <8 x i32>
  %10014 = and <8 x i32> %10013, %108
  %10015 = bitcast <8 x i32> %10014 to <8 x float>
  %10016 = fcmp oeq <8 x float> %10009, %71
  %10017 = select <8 x i1> %10016, <8 x float> %10015, <8 x float> %10012
  br label %10028

10018:                                            ; preds = %10005
  %10019 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10009)
  %10020 = bitcast <8 x float> %10009 to <8 x i32>
  %10021 = or <8 x i32> %10020, %109
  %10022 = bitcast <8 x i32> %10021 to <8 x float>
  %10023 = fcmp oeq <8 x float> %10009, %74
  %10024 = select <8 x i1> %10023, <8 x float> %10022, <8 x float> %10019
  br label %10028

10025:                                            ; preds = %10005
  %10026 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10010, <8 x i32> %9651)
  %10027 = fadd <8 x float> %10009, %10026
  br label %10028

10028:                                            ; preds = %10025, %10018, %10011
  %10029 = phi <8 x float> [ %10027, %10025 ], [ %10024, %10018 ], [ %10017, %10011 ]
  switch i64 %291, label %1268 [
    i64 1, label %10044
    i64 2, label %10037
    i64 3, label %10030
    i64 0, label %10066
  ]

10030:                                            ; preds = %10028
  %10031 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10029)
  %10032 = bitcast <8 x float> %10029 to <8 x i32>
  %10033 = and <8 x i32> %10032, %108
  %10034 = bitcast <8 x i32> %10033 to <8 x float>
  %10035 = fcmp oeq <8 x float> %10029, %71
  %10036 = select <8 x i1> %10035, <8 x float> %10034, <8 x float> %10031
  br label %10047

10037:                                            ; preds = %10028
  %10038 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10029)
  %10039 = bitcast <8 x float> %10029 to <8 x i32>
  %10040 = or <8 x i32> %10039, %109
  %10041 = bitcast <8 x i32> %10040 to <8 x float>
  %10042 = fcmp oeq <8 x float> %10029, %74
  %10043 = select <8 x i1> %10042, <8 x float> %10041, <8 x float> %10038
  br label %10047

10044:                                            ; preds = %10028
  %10045 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10010, <8 x i32> %9651)
  %10046 = fadd <8 x float> %10029, %10045
  br label %10047

10047:                                            ; preds = %10044, %10037, %10030
  %10048 = phi <8 x float> [ %10046, %10044 ], [ %10043, %10037 ], [ %10036, %10030 ]
  switch i64 %293, label %1268 [
    i64 1, label %10063
    i64 2, label %10056
    i64 3, label %10049
    i64 0, label %10066
  ]

10049:                                            ; preds = %10047
  %10050 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10048)
  %10051 = bitcast <8 x float> %10048 to <8 x i32>
  %10052 = and <8 x i32> %10051, %108
  %10053 = bitcast <8 x i32> %10052 to <8 x float>
  %10054 = fcmp oeq <8 x float> %10048, %71
  %10055 = select <8 x i1> %10054, <8 x float> %10053, <8 x float> %10050
  br label %10066

10056:                                            ; preds = %10047
  %10057 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10048)
  %10058 = bitcast <8 x float> %10048 to <8 x i32>
  %10059 = or <8 x i32> %10058, %109
  %10060 = bitcast <8 x i32> %10059 to <8 x float>
  %10061 = fcmp oeq <8 x float> %10048, %74
  %10062 = select <8 x i1> %10061, <8 x float> %10060, <8 x float> %10057
  br label %10066

10063:                                            ; preds = %10047
  %10064 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10010, <8 x i32> %9651)
  %10065 = fadd <8 x float> %10048, %10064
  br label %10066

10066:                                            ; preds = %10049, %10056, %10063, %10047, %10028
  %10067 = phi <8 x float> [ %10062, %10056 ], [ %10055, %10049 ], [ %10029, %10028 ], [ %10048, %10047 ], [ %10065, %10063 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10008, <8 x i32> %9651, <8 x float> %10067)
  %10068 = add nsw i64 %9630, %1180
  %10069 = getelementptr inbounds float, ptr %826, i64 %10068
  %10070 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10069, <8 x i32> %9649)
  %10071 = getelementptr inbounds float, ptr %824, i64 %10068
  switch i64 %277, label %1268 [
    i64 1, label %10086
    i64 2, label %10079
    i64 3, label %10072
  ]

10072:                                            ; preds = %10066
  %10073 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10070)
  %10074 = bitcast <8 x float> %10070 to <8 x i32>
  %10075 = and <8 x i32> %10074, %108
  %10076 = bitcast <8 x i32> %10075 to <8 x float>
  %10077 = fcmp oeq <8 x float> %10070, %71
  %10078 = select <8 x i1> %10077, <8 x float> %10076, <8 x float> %10073
  br label %10089

10079:                                            ; preds = %10066
  %10080 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10070)
  %10081 = bitcast <8 x float> %10070 to <8 x i32>
  %10082 = or <8 x i32> %10081, %109
  %10083 = bitcast <8 x i32> %10082 to <8 x float>
  %10084 = fcmp oeq <8 x float> %10070, %74
  %10085 = select <8 x i1> %10084, <8 x float> %10083, <8 x float> %10080
  br label %10089

10086:                                            ; preds = %10066
  %10087 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10071, <8 x i32> %9649)
  %10088 = fadd <8 x float> %10070, %10087
  br label %10089

10089:                                            ; preds = %10086, %10079, %10072
  %10090 = phi <8 x float> [ %10088, %10086 ], [ %10085, %10079 ], [ %10078, %10072 ]
  switch i64 %295, label %1268 [
    i64 1, label %10105
    i64 2, label %10098
    i64 3, label %10091
    i64 0, label %10127
  ]

10091:                                            ; preds = %10089
  %10092 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10090)
  %10093 = bitcast <8 x float> %10090 to <8 x i32>
  %10094 = and <8 x i32> %10093, %108
  %10095 = bitcast <8 x i32> %10094 to <8 x float>
  %10096 = fcmp oeq <8 x float> %10090, %71
  %10097 = select <8 x i1> %10096, <8 x float> %10095, <8 x float> %10092
  br label %10108

10098:                                            ; preds = %10089
  %10099 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10090)
  %10100 = bitcast <8 x float> %10090 to <8 x i32>
  %10101 = or <8 x i32> %10100, %109
  %10102 = bitcast <8 x i32> %10101 to <8 x float>
  %10103 = fcmp oeq <8 x float> %10090, %74
  %10104 = select <8 x i1> %10103, <8 x float> %10102, <8 x float> %10099
  br label %10108

10105:                                            ; preds = %10089
  %10106 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10071, <8 x i32> %9649)
  %10107 = fadd <8 x float> %10090, %10106
  br label %10108

10108:                                            ; preds = %10105, %10098, %10091
  %10109 = phi <8 x float> [ %10107, %10105 ], [ %10104, %10098 ], [ %10097, %10091 ]
  switch i64 %297, label %1268 [
    i64 1, label %10124
    i64 2, label %10117
    i64 3, label %10110
    i64 0, label %10127
  ]

10110:                                            ; preds = %10108
  %10111 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10109)
  %10112 = bitcast <8 x float> %10109 to <8 x i32>
  %10113 = and <8 x i32> %10112, %108
  %10114 = bitcast <8 x i32> %10113 to <8 x float>
  %10115 = fcmp oeq <8 x float> %10109, %71
  %10116 = select <8 x i1> %10115, <8 x float> %10114, <8 x float> %10111
  br label %10127

10117:                                            ; preds = %10108
  %10118 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10109)
  %10119 = bitcast <8 x float> %10109 to <8 x i32>
  %10120 = or <8 x i32> %10119, %109
  %10121 = bitcast <8 x i32> %10120 to <8 x float>
  %10122 = fcmp oeq <8 x float> %10109, %74
  %10123 = select <8 x i1> %10122, <8 x float> %10121, <8 x float> %10118
  br label %10127

10124:                                            ; preds = %10108
  %10125 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10071, <8 x i32> %9649)
  %10126 = fadd <8 x float> %10109, %10125
  br label %10127

10127:                                            ; preds = %10110, %10117, %10124, %10108, %10089
  %10128 = phi <8 x float> [ %10123, %10117 ], [ %10116, %10110 ], [ %10090, %10089 ], [ %10109, %10108 ], [ %10126, %10124 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10069, <8 x i32> %9649, <8 x float> %10128)
  %10129 = add nsw i64 %10068, 8
  %10130 = getelementptr inbounds float, ptr %826, i64 %10129
  %10131 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10130, <8 x i32> %9651)
  %10132 = getelementptr inbounds float, ptr %824, i64 %10129
  switch i64 %277, label %1268 [
    i64 1, label %10147
    i64 2, label %10140
    i64 3, label %10133
  ]

10133:                                            ; preds = %10127
  %10134 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10131)
  %10135 = bitcast <8 x float> %10131 to <8 x i32>
  %10136 = and <8 x i32> %10135, %108
  %10137 = bitcast <8 x i32> %10136 to <8 x float>
  %10138 = fcmp oeq <8 x float> %10131, %71
  %10139 = select <8 x i1> %10138, <8 x float> %10137, <8 x float> %10134
  br label %10150

10140:                                            ; preds = %10127
  %10141 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10131)
  %10142 = bitcast <8 x float> %10131 to <8 x i32>
  %10143 = or <8 x i32> %10142, %109
  %10144 = bitcast <8 x i32> %10143 to <8 x float>
  %10145 = fcmp oeq <8 x float> %10131, %74
  %10146 = select <8 x i1> %10145, <8 x float> %10144, <8 x float> %10141
  br label %10150

10147:                                            ; preds = %10127
  %10148 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10132, <8 x i32> %9651)
  %10149 = fadd <8 x float> %10131, %10148
  br label %10150

10150:                                            ; preds = %10147, %10140, %10133
  %10151 = phi <8 x float> [ %10149, %10147 ], [ %10146, %10140 ], [ %10139, %10133 ]
  switch i64 %299, label %1268 [
    i64 1, label %10166
    i64 2, label %10159
    i64 3, label %10152
    i64 0, label %10188
  ]

10152:                                            ; preds = %10150
  %10153 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10151)
  %10154 = bitcast <8 x float> %10151 to <8 x i32>
  %10155 = and <8 x i32> %10154, %108
  %10156 = bitcast <8 x i32> %10155 to <8 x float>
  %10157 = fcmp oeq <8 x float> %10151, %71
  %10158 = select <8 x i1> %10157, <8 x float> %10156, <8 x float> %10153
  br label %10169

10159:                                            ; preds = %10150
  %10160 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10151)
  %10161 = bitcast <8 x float> %10151 to <8 x i32>
  %10162 = or <8 x i32> %10161, %109
  %10163 = bitcast <8 x i32> %10162 to <8 x float>
  %10164 = fcmp oeq <8 x float> %10151, %74
  %10165 = select <8 x i1> %10164, <8 x float> %10163, <8 x float> %10160
  br label %10169

10166:                                            ; preds = %10150
  %10167 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10132, <8 x i32> %9651)
  %10168 = fadd <8 x float> %10151, %10167
  br label %10169

10169:                                            ; preds = %10166, %10159, %10152
  %10170 = phi <8 x float> [ %10168, %10166 ], [ %10165, %10159 ], [ %10158, %10152 ]
  switch i64 %301, label %1268 [
    i64 1, label %10185
    i64 2, label %10178
    i64 3, label %10171
    i64 0, label %10188
  ]

10171:                                            ; preds = %10169
  %10172 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10170)
  %10173 = bitcast <8 x float> %10170 to <8 x i32>
  %10174 = and <8 x i32> %10173, %108
  %10175 = bitcast <8 x i32> %10174 to <8 x float>
  %10176 = fcmp oeq <8 x float> %10170, %71
  %10177 = select <8 x i1> %10176, <8 x float> %10175, <8 x float> %10172
  br label %10188

10178:                                            ; preds = %10169
  %10179 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10170)
  %10180 = bitcast <8 x float> %10170 to <8 x i32>
  %10181 = or <8 x i32> %10180, %109
  %10182 = bitcast <8 x i32> %10181 to <8 x float>
  %10183 = fcmp oeq <8 x float> %10170, %74
  %10184 = select <8 x i1> %10183, <8 x float> %10182, <8 x float> %10179
  br label %10188

10185:                                            ; preds = %10169
  %10186 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10132, <8 x i32> %9651)
  %10187 = fadd <8 x float> %10170, %10186
  br label %10188

10188:                                            ; preds = %10171, %10178, %10185, %10169, %10150
  %10189 = phi <8 x float> [ %10184, %10178 ], [ %10177, %10171 ], [ %10151, %10150 ], [ %10170, %10169 ], [ %10187, %10185 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10130, <8 x i32> %9651, <8 x float> %10189)
  %10190 = add nsw i64 %9632, %1180
  %10191 = getelementptr inbounds float, ptr %826, i64 %10190
  %10192 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10191, <8 x i32> %9649)
  %10193 = getelementptr inbounds float, ptr %824, i64 %10190
  switch i64 %277, label %1268 [
    i64 1, label %10208
    i64 2, label %10201
    i64 3, label %10194
  ]

10194:                                            ; preds = %10188
  %10195 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10192)
  %10196 = bitcast <8 x float> %10192 to <8 x i32>
  %10197 = and <8 x i32> %10196, %108
  %10198 = bitcast <8 x i32> %10197 to <8 x float>
  %10199 = fcmp oeq <8 x float> %10192, %71
  %10200 = select <8 x i1> %10199, <8 x float> %10198, <8 x float> %10195
  br label %10211

10201:                                            ; preds = %10188
  %10202 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10192)
  %10203 = bitcast <8 x float> %10192 to <8 x i32>
  %10204 = or <8 x i32> %10203, %109
  %10205 = bitcast <8 x i32> %10204 to <8 x float>
  %10206 = fcmp oeq <8 x float> %10192, %74
  %10207 = select <8 x i1> %10206, <8 x float> %10205, <8 x float> %10202
  br label %10211

10208:                                            ; preds = %10188
  %10209 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10193, <8 x i32> %9649)
  %10210 = fadd <8 x float> %10192, %10209
  br label %10211

10211:                                            ; preds = %10208, %10201, %10194
  %10212 = phi <8 x float> [ %10210, %10208 ], [ %10207, %10201 ], [ %10200, %10194 ]
  switch i64 %303, label %1268 [
    i64 1, label %10227
    i64 2, label %10220
    i64 3, label %10213
    i64 0, label %10249
  ]

10213:                                            ; preds = %10211
  %10214 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10212)
  %10215 = bitcast <8 x float> %10212 to <8 x i32>
  %10216 = and <8 x i32> %10215, %108
  %10217 = bitcast <8 x i32> %10216 to <8 x float>
  %10218 = fcmp oeq <8 x float> %10212, %71
  %10219 = select <8 x i1> %10218, <8 x float> %10217, <8 x float> %10214
  br label %10230

10220:                                            ; preds = %10211
  %10221 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10212)
  %10222 = bitcast <8 x float> %10212 to <8 x i32>
  %10223 = or <8 x i32> %10222, %109
  %10224 = bitcast <8 x i32> %10223 to <8 x float>
  %10225 = fcmp oeq <8 x float> %10212, %74
  %10226 = select <8 x i1> %10225, <8 x float> %10224, <8 x float> %10221
  br label %10230

10227:                                            ; preds = %10211
  %10228 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10193, <8 x i32> %9649)
  %10229 = fadd <8 x float> %10212, %10228
  br label %10230

10230:                                            ; preds = %10227, %10220, %10213
  %10231 = phi <8 x float> [ %10229, %10227 ], [ %10226, %10220 ], [ %10219, %10213 ]
  switch i64 %305, label %1268 [
    i64 1, label %10246
    i64 2, label %10239
    i64 3, label %10232
    i64 0, label %10249
  ]

10232:                                            ; preds = %10230
  %10233 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10231)
  %10234 = bitcast <8 x float> %10231 to <8 x i32>
  %10235 = and <8 x i32> %10234, %108
  %10236 = bitcast <8 x i32> %10235 to <8 x float>
  %10237 = fcmp oeq <8 x float> %10231, %71
  %10238 = select <8 x i1> %10237, <8 x float> %10236, <8 x float> %10233
  br label %10249

10239:                                            ; preds = %10230
  %10240 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10231)
  %10241 = bitcast <8 x float> %10231 to <8 x i32>
  %10242 = or <8 x i32> %10241, %109
  %10243 = bitcast <8 x i32> %10242 to <8 x float>
  %10244 = fcmp oeq <8 x float> %10231, %74
  %10245 = select <8 x i1> %10244, <8 x float> %10243, <8 x float> %10240
  br label %10249

10246:                                            ; preds = %10230
  %10247 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10193, <8 x i32> %9649)
  %10248 = fadd <8 x float> %10231, %10247
  br label %10249

10249:                                            ; preds = %10232, %10239, %10246, %10230, %10211
  %10250 = phi <8 x float> [ %10245, %10239 ], [ %10238, %10232 ], [ %10212, %10211 ], [ %10231, %10230 ], [ %10248, %10246 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10191, <8 x i32> %9649, <8 x float> %10250)
  %10251 = add nsw i64 %10190, 8
  %10252 = getelementptr inbounds float, ptr %826, i64 %10251
  %10253 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10252, <8 x i32> %9651)
  %10254 = getelementptr inbounds float, ptr %824, i64 %10251
  switch i64 %277, label %1268 [
    i64 1, label %10269
    i64 2, label %10262
    i64 3, label %10255
  ]

10255:                                            ; preds = %10249
  %10256 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10253)
  %10257 = bitcast <8 x float> %10253 to <8 x i32>
  %10258 = and <8 x i32> %10257, %108
  %10259 = bitcast <8 x i32> %10258 to <8 x float>
  %10260 = fcmp oeq <8 x float> %10253, %71
  %10261 = select <8 x i1> %10260, <8 x float> %10259, <8 x float> %10256
  br label %10272

10262:                                            ; preds = %10249
  %10263 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10253)
  %10264 = bitcast <8 x float> %10253 to <8 x i32>
  %10265 = or <8 x i32> %10264, %109
  %10266 = bitcast <8 x i32> %10265 to <8 x float>
  %10267 = fcmp oeq <8 x float> %10253, %74
  %10268 = select <8 x i1> %10267, <8 x float> %10266, <8 x float> %10263
  br label %10272

10269:                                            ; preds = %10249
  %10270 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10254, <8 x i32> %9651)
  %10271 = fadd <8 x float> %10253, %10270
  br label %10272

10272:                                            ; preds = %10269, %10262, %10255
  %10273 = phi <8 x float> [ %10271, %10269 ], [ %10268, %10262 ], [ %10261, %10255 ]
  switch i64 %307, label %1268 [
    i64 1, label %10288
    i64 2, label %10281
    i64 3, label %10274
    i64 0, label %10310
  ]

10274:                                            ; preds = %10272
  %10275 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10273)
  %10276 = bitcast <8 x float> %10273 to <8 x i32>
  %10277 = and <8 x i32> %10276, %108
  %10278 = bitcast <8 x i32> %10277 to <8 x float>
  %10279 = fcmp oeq <8 x float> %10273, %71
  %10280 = select <8 x i1> %10279, <8 x float> %10278, <8 x float> %10275
  br label %10291

10281:                                            ; preds = %10272
  %10282 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10273)
  %10283 = bitcast <8 x float> %10273 to <8 x i32>
  %10284 = or <8 x i32> %10283, %109
  %10285 = bitcast <8 x i32> %10284 to <8 x float>
  %10286 = fcmp oeq <8 x float> %10273, %74
  %10287 = select <8 x i1> %10286, <8 x float> %10285, <8 x float> %10282
  br label %10291

10288:                                            ; preds = %10272
  %10289 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10254, <8 x i32> %9651)
  %10290 = fadd <8 x float> %10273, %10289
  br label %10291

10291:                                            ; preds = %10288, %10281, %10274
  %10292 = phi <8 x float> [ %10290, %10288 ], [ %10287, %10281 ], [ %10280, %10274 ]
  switch i64 %309, label %1268 [
    i64 1, label %10307
    i64 2, label %10300
    i64 3, label %10293
    i64 0, label %10310
  ]

10293:                                            ; preds = %10291
  %10294 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10292)
  %10295 = bitcast <8 x float> %10292 to <8 x i32>
  %10296 = and <8 x i32> %10295, %108
  %10297 = bitcast <8 x i32> %10296 to <8 x float>
  %10298 = fcmp oeq <8 x float> %10292, %71
  %10299 = select <8 x i1> %10298, <8 x float> %10297, <8 x float> %10294
  br label %10310

10300:                                            ; preds = %10291
  %10301 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10292)
  %10302 = bitcast <8 x float> %10292 to <8 x i32>
  %10303 = or <8 x i32> %10302, %109
  %10304 = bitcast <8 x i32> %10303 to <8 x float>
  %10305 = fcmp oeq <8 x float> %10292, %74
  %10306 = select <8 x i1> %10305, <8 x float> %10304, <8 x float> %10301
  br label %10310

10307:                                            ; preds = %10291
  %10308 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10254, <8 x i32> %9651)
  %10309 = fadd <8 x float> %10292, %10308
  br label %10310

10310:                                            ; preds = %10293, %10300, %10307, %10291, %10272
  %10311 = phi <8 x float> [ %10306, %10300 ], [ %10299, %10293 ], [ %10273, %10272 ], [ %10292, %10291 ], [ %10309, %10307 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10252, <8 x i32> %9651, <8 x float> %10311)
  %10312 = add nsw i64 %9634, %1180
  %10313 = getelementptr inbounds float, ptr %826, i64 %10312
  %10314 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10313, <8 x i32> %9649)
  %10315 = getelementptr inbounds float, ptr %824, i64 %10312
  switch i64 %277, label %1268 [
    i64 1, label %10330
    i64 2, label %10323
    i64 3, label %10316
  ]

10316:                                            ; preds = %10310
  %10317 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10314)
  %10318 = bitcast <8 x float> %10314 to <8 x i32>
  %10319 = and <8 x i32> %10318, %108
  %10320 = bitcast <8 x i32> %10319 to <8 x float>
  %10321 = fcmp oeq <8 x float> %10314, %71
  %10322 = select <8 x i1> %10321, <8 x float> %10320, <8 x float> %10317
  br label %10333

10323:                                            ; preds = %10310
  %10324 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10314)
  %10325 = bitcast <8 x float> %10314 to <8 x i32>
  %10326 = or <8 x i32> %10325, %109
  %10327 = bitcast <8 x i32> %10326 to <8 x float>
  %10328 = fcmp oeq <8 x float> %10314, %74
  %10329 = select <8 x i1> %10328, <8 x float> %10327, <8 x float> %10324
  br label %10333

10330:                                            ; preds = %10310
  %10331 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10315, <8 x i32> %9649)
  %10332 = fadd <8 x float> %10314, %10331
  br label %10333

10333:                                            ; preds = %10330, %10323, %10316
  %10334 = phi <8 x float> [ %10332, %10330 ], [ %10329, %10323 ], [ %10322, %10316 ]
  switch i64 %311, label %1268 [
    i64 1, label %10349
    i64 2, label %10342
    i64 3, label %10335
    i64 0, label %10371
  ]

10335:                                            ; preds = %10333
  %10336 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10334)
  %10337 = bitcast <8 x float> %10334 to <8 x i32>
  %10338 = and <8 x i32> %10337, %108
  %10339 = bitcast <8 x i32> %10338 to <8 x float>
  %10340 = fcmp oeq <8 x float> %10334, %71
  %10341 = select <8 x i1> %10340, <8 x float> %10339, <8 x float> %10336
  br label %10352

10342:                                            ; preds = %10333
  %10343 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10334)
  %10344 = bitcast <8 x float> %10334 to <8 x i32>
  %10345 = or <8 x i32> %10344, %109
  %10346 = bitcast <8 x i32> %10345 to <8 x float>
  %10347 = fcmp oeq <8 x float> %10334, %74
  %10348 = select <8 x i1> %10347, <8 x float> %10346, <8 x float> %10343
  br label %10352

10349:                                            ; preds = %10333
  %10350 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10315, <8 x i32> %9649)
  %10351 = fadd <8 x float> %10334, %10350
  br label %10352

10352:                                            ; preds = %10349, %10342, %10335
  %10353 = phi <8 x float> [ %10351, %10349 ], [ %10348, %10342 ], [ %10341, %10335 ]
  switch i64 %313, label %1268 [
    i64 1, label %10368
    i64 2, label %10361
    i64 3, label %10354
    i64 0, label %10371
  ]

10354:                                            ; preds = %10352
  %10355 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10353)
  %10356 = bitcast <8 x float> %10353 to <8 x i32>
  %10357 = and <8 x i32> %10356, %108
  %10358 = bitcast <8 x i32> %10357 to <8 x float>
  %10359 = fcmp oeq <8 x float> %10353, %71
  %10360 = select <8 x i1> %10359, <8 x float> %10358, <8 x float> %10355
  br label %10371

10361:                                            ; preds = %10352
  %10362 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10353)
  %10363 = bitcast <8 x float> %10353 to <8 x i32>
  %10364 = or <8 x i32> %10363, %109
  %10365 = bitcast <8 x i32> %10364 to <8 x float>
  %10366 = fcmp oeq <8 x float> %10353, %74
  %10367 = select <8 x i1> %10366, <8 x float> %10365, <8 x float> %10362
  br label %10371

10368:                                            ; preds = %10352
  %10369 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10315, <8 x i32> %9649)
  %10370 = fadd <8 x float> %10353, %10369
  br label %10371

10371:                                            ; preds = %10354, %10361, %10368, %10352, %10333
  %10372 = phi <8 x float> [ %10367, %10361 ], [ %10360, %10354 ], [ %10334, %10333 ], [ %10353, %10352 ], [ %10370, %10368 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10313, <8 x i32> %9649, <8 x float> %10372)
  %10373 = add nsw i64 %10312, 8
  %10374 = getelementptr inbounds float, ptr %826, i64 %10373
  %10375 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10374, <8 x i32> %9651)
  %10376 = getelementptr inbounds float, ptr %824, i64 %10373
  switch i64 %277, label %1268 [
    i64 1, label %10391
    i64 2, label %10384
    i64 3, label %10377
  ]

10377:                                            ; preds = %10371
  %10378 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10375)
  %10379 = bitcast <8 x float> %10375 to <8 x i32>
  %10380 = and <8 x i32> %10379, %108
  %10381 = bitcast <8 x i32> %10380 to <8 x float>
  %10382 = fcmp oeq <8 x float> %10375, %71
  %10383 = select <8 x i1> %10382, <8 x float> %10381, <8 x float> %10378
  br label %10394

10384:                                            ; preds = %10371
  %10385 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10375)
  %10386 = bitcast <8 x float> %10375 to <8 x i32>
  %10387 = or <8 x i32> %10386, %109
  %10388 = bitcast <8 x i32> %10387 to <8 x float>
  %10389 = fcmp oeq <8 x float> %10375, %74
  %10390 = select <8 x i1> %10389, <8 x float> %10388, <8 x float> %10385
  br label %10394

10391:                                            ; preds = %10371
  %10392 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10376, <8 x i32> %9651)
  %10393 = fadd <8 x float> %10375, %10392
  br label %10394

10394:                                            ; preds = %10391, %10384, %10377
  %10395 = phi <8 x float> [ %10393, %10391 ], [ %10390, %10384 ], [ %10383, %10377 ]
  switch i64 %315, label %1268 [
    i64 1, label %10410
    i64 2, label %10403
    i64 3, label %10396
    i64 0, label %10432
  ]

10396:                                            ; preds = %10394
  %10397 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10395)
  %10398 = bitcast <8 x float> %10395 to <8 x i32>
  %10399 = and <8 x i32> %10398, %108
  %10400 = bitcast <8 x i32> %10399 to <8 x float>
  %10401 = fcmp oeq <8 x float> %10395, %71
  %10402 = select <8 x i1> %10401, <8 x float> %10400, <8 x float> %10397
  br label %10413

10403:                                            ; preds = %10394
  %10404 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10395)
  %10405 = bitcast <8 x float> %10395 to <8 x i32>
  %10406 = or <8 x i32> %10405, %109
  %10407 = bitcast <8 x i32> %10406 to <8 x float>
  %10408 = fcmp oeq <8 x float> %10395, %74
  %10409 = select <8 x i1> %10408, <8 x float> %10407, <8 x float> %10404
  br label %10413

10410:                                            ; preds = %10394
  %10411 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10376, <8 x i32> %9651)
  %10412 = fadd <8 x float> %10395, %10411
  br label %10413

10413:                                            ; preds = %10410, %10403, %10396
  %10414 = phi <8 x float> [ %10412, %10410 ], [ %10409, %10403 ], [ %10402, %10396 ]
  switch i64 %317, label %1268 [
    i64 1, label %10429
    i64 2, label %10422
    i64 3, label %10415
    i64 0, label %10432
  ]

10415:                                            ; preds = %10413
  %10416 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10414)
  %10417 = bitcast <8 x float> %10414 to <8 x i32>
  %10418 = and <8 x i32> %10417, %108
  %10419 = bitcast <8 x i32> %10418 to <8 x float>
  %10420 = fcmp oeq <8 x float> %10414, %71
  %10421 = select <8 x i1> %10420, <8 x float> %10419, <8 x float> %10416
  br label %10432

10422:                                            ; preds = %10413
  %10423 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10414)
  %10424 = bitcast <8 x float> %10414 to <8 x i32>
  %10425 = or <8 x i32> %10424, %109
  %10426 = bitcast <8 x i32> %10425 to <8 x float>
  %10427 = fcmp oeq <8 x float> %10414, %74
  %10428 = select <8 x i1> %10427, <8 x float> %10426, <8 x float> %10423
  br label %10432

10429:                                            ; preds = %10413
  %10430 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10376, <8 x i32> %9651)
  %10431 = fadd <8 x float> %10414, %10430
  br label %10432

10432:                                            ; preds = %10415, %10422, %10429, %9800, %10413, %10394
  %10433 = phi ptr [ %9826, %9800 ], [ %10374, %10415 ], [ %10374, %10394 ], [ %10374, %10413 ], [ %10374, %10429 ], [ %10374, %10422 ]
  %10434 = phi <8 x float> [ %9827, %9800 ], [ %10421, %10415 ], [ %10395, %10394 ], [ %10414, %10413 ], [ %10431, %10429 ], [ %10428, %10422 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10433, <8 x i32> %9651, <8 x float> %10434)
  br label %10435

10435:                                            ; preds = %10432, %9636
  call void @llvm.lifetime.end.p0(ptr nonnull %54)
  call void @llvm.lifetime.end.p0(ptr nonnull %53)
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  br label %13665

10436:                                            ; preds = %1179
  br i1 %85, label %10437, label %10922

10437:                                            ; preds = %10436
  %10438 = icmp sgt i64 %1181, 7
  %10439 = trunc i64 %1181 to i32
  %10440 = select i1 %10438, i32 8, i32 %10439
  %10441 = insertelement <8 x i32> poison, i32 %10440, i64 0
  %10442 = shufflevector <8 x i32> %10441, <8 x i32> poison, <8 x i32> zeroinitializer
  %10443 = icmp sgt <8 x i32> %10442, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %10463, label %10444

10444:                                            ; preds = %10437
  %10445 = load float, ptr %839, align 1
  %10446 = insertelement <8 x float> poison, float %10445, i64 0
  %10447 = shufflevector <8 x float> %10446, <8 x float> poison, <8 x i32> zeroinitializer
  %10448 = load float, ptr %921, align 1
  %10449 = insertelement <8 x float> poison, float %10448, i64 0
  %10450 = shufflevector <8 x float> %10449, <8 x float> poison, <8 x i32> zeroinitializer
  %10451 = load float, ptr %922, align 1
  %10452 = insertelement <8 x float> poison, float %10451, i64 0
  %10453 = shufflevector <8 x float> %10452, <8 x float> poison, <8 x i32> zeroinitializer
  %10454 = load float, ptr %923, align 1
  %10455 = insertelement <8 x float> poison, float %10454, i64 0
  %10456 = shufflevector <8 x float> %10455, <8 x float> poison, <8 x i32> zeroinitializer
  %10457 = load float, ptr %924, align 1
  %10458 = insertelement <8 x float> poison, float %10457, i64 0
  %10459 = shufflevector <8 x float> %10458, <8 x float> poison, <8 x i32> zeroinitializer
  %10460 = load float, ptr %925, align 1
  %10461 = insertelement <8 x float> poison, float %10460, i64 0
  %10462 = shufflevector <8 x float> %10461, <8 x float> poison, <8 x i32> zeroinitializer
  br label %10477

10463:                                            ; preds = %10437
  %10464 = getelementptr float, ptr %821, i64 %1180
  %10465 = getelementptr float, ptr %10464, i64 %843
  %10466 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10465, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10467 = getelementptr float, ptr %10464, i64 %927
  %10468 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10467, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10469 = getelementptr float, ptr %10464, i64 %929
  %10470 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10469, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10471 = getelementptr float, ptr %10464, i64 %931
  %10472 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10471, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10473 = getelementptr float, ptr %10464, i64 %933
  %10474 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10473, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10475 = getelementptr float, ptr %10464, i64 %935
  %10476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10475, <8 x i1> %10443, <8 x float> zeroinitializer)
  br label %10477

10477:                                            ; preds = %10463, %10444
  %10478 = phi <8 x float> [ %10474, %10463 ], [ %10459, %10444 ]
  %10479 = phi <8 x float> [ %10470, %10463 ], [ %10453, %10444 ]
  %10480 = phi <8 x float> [ %10466, %10463 ], [ %10447, %10444 ]
  %10481 = phi <8 x float> [ %10468, %10463 ], [ %10450, %10444 ]
  %10482 = phi <8 x float> [ %10472, %10463 ], [ %10456, %10444 ]
  %10483 = phi <8 x float> [ %10476, %10463 ], [ %10462, %10444 ]
  %10484 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %10499, label %10485

10485:                                            ; preds = %10499, %10477
  %10486 = phi <8 x float> [ %10483, %10477 ], [ %10539, %10499 ]
  %10487 = phi <8 x float> [ %10478, %10477 ], [ %10534, %10499 ]
  %10488 = phi <8 x float> [ %10482, %10477 ], [ %10529, %10499 ]
  %10489 = phi <8 x float> [ %10479, %10477 ], [ %10524, %10499 ]
  %10490 = phi <8 x float> [ %10481, %10477 ], [ %10519, %10499 ]
  %10491 = phi <8 x float> [ %10480, %10477 ], [ %10514, %10499 ]
  %10492 = getelementptr float, ptr %826, i64 %1180
  %10493 = getelementptr float, ptr %10492, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10491, ptr align 1 %10493, <8 x i1> %10443)
  %10494 = getelementptr float, ptr %10492, i64 %937
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10490, ptr align 1 %10494, <8 x i1> %10443)
  %10495 = getelementptr float, ptr %10492, i64 %939
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10489, ptr align 1 %10495, <8 x i1> %10443)
  %10496 = getelementptr float, ptr %10492, i64 %941
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10488, ptr align 1 %10496, <8 x i1> %10443)
  %10497 = getelementptr float, ptr %10492, i64 %943
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10487, ptr align 1 %10497, <8 x i1> %10443)
  %10498 = getelementptr float, ptr %10492, i64 %945
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10486, ptr align 1 %10498, <8 x i1> %10443)
  br i1 %107, label %13665, label %10542

10499:                                            ; preds = %10477, %10499
  %10500 = phi <8 x float> [ %10539, %10499 ], [ %10483, %10477 ]
  %10501 = phi <8 x float> [ %10534, %10499 ], [ %10478, %10477 ]
  %10502 = phi <8 x float> [ %10529, %10499 ], [ %10482, %10477 ]
  %10503 = phi <8 x float> [ %10524, %10499 ], [ %10479, %10477 ]
  %10504 = phi <8 x float> [ %10519, %10499 ], [ %10481, %10477 ]
  %10505 = phi <8 x float> [ %10514, %10499 ], [ %10480, %10477 ]
  %10506 = phi i64 [ %10540, %10499 ], [ 0, %10477 ]
  %10507 = mul nsw i64 %10506, %7
  %10508 = getelementptr inbounds float, ptr %10484, i64 %10507
  %10509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10508, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10510 = getelementptr float, ptr %842, i64 %10506
  %10511 = load float, ptr %10510, align 1
  %10512 = insertelement <8 x float> poison, float %10511, i64 0
  %10513 = shufflevector <8 x float> %10512, <8 x float> poison, <8 x i32> zeroinitializer
  %10514 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10513, <8 x float> %10505)
  %10515 = getelementptr float, ptr %10510, i64 %5
  %10516 = load float, ptr %10515, align 1
  %10517 = insertelement <8 x float> poison, float %10516, i64 0
  %10518 = shufflevector <8 x float> %10517, <8 x float> poison, <8 x i32> zeroinitializer
  %10519 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10518, <8 x float> %10504)
  %10520 = getelementptr i8, ptr %10510, i64 %245
  %10521 = load float, ptr %10520, align 1
  %10522 = insertelement <8 x float> poison, float %10521, i64 0
  %10523 = shufflevector <8 x float> %10522, <8 x float> poison, <8 x i32> zeroinitializer
  %10524 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10523, <8 x float> %10503)
  %10525 = getelementptr i8, ptr %10510, i64 %246
  %10526 = load float, ptr %10525, align 1
  %10527 = insertelement <8 x float> poison, float %10526, i64 0
  %10528 = shufflevector <8 x float> %10527, <8 x float> poison, <8 x i32> zeroinitializer
  %10529 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10528, <8 x float> %10502)
  %10530 = getelementptr i8, ptr %10510, i64 %247
  %10531 = load float, ptr %10530, align 1
  %10532 = insertelement <8 x float> poison, float %10531, i64 0
  %10533 = shufflevector <8 x float> %10532, <8 x float> poison, <8 x i32> zeroinitializer
  %10534 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10533, <8 x float> %10501)
  %10535 = getelementptr i8, ptr %10510, i64 %248
  %10536 = load float, ptr %10535, align 1
  %10537 = insertelement <8 x float> poison, float %10536, i64 0
  %10538 = shufflevector <8 x float> %10537, <8 x float> poison, <8 x i32> zeroinitializer
  %10539 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10509, <8 x float> %10538, <8 x float> %10500)
  %10540 = add nuw nsw i64 %10506, 1
  %10541 = icmp eq i64 %10540, %5
  br i1 %10541, label %10485, label %10499

10542:                                            ; preds = %10485
  %10543 = add nsw i64 %843, %1180
  %10544 = getelementptr inbounds float, ptr %826, i64 %10543
  %10545 = getelementptr inbounds float, ptr %824, i64 %10543
  %10546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10544, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10558
    i64 2, label %10561
    i64 3, label %10568
    i64 0, label %10547
  ]

10547:                                            ; preds = %10542
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10546, ptr align 1 %10544, <8 x i1> %10443)
  %10548 = getelementptr float, ptr %1151, i64 %1180
  %10549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10548, <8 x i1> %10443, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10549, ptr align 1 %10548, <8 x i1> %10443)
  %10550 = getelementptr float, ptr %1152, i64 %1180
  %10551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10550, <8 x i1> %10443, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10551, ptr align 1 %10550, <8 x i1> %10443)
  %10552 = getelementptr float, ptr %1153, i64 %1180
  %10553 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10552, <8 x i1> %10443, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10553, ptr align 1 %10552, <8 x i1> %10443)
  %10554 = getelementptr float, ptr %1154, i64 %1180
  %10555 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10554, <8 x i1> %10443, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10555, ptr align 1 %10554, <8 x i1> %10443)
  %10556 = getelementptr float, ptr %1155, i64 %1180
  %10557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10556, <8 x i1> %10443, <8 x float> zeroinitializer)
  br label %10918

10558:                                            ; preds = %10542
  %10559 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10545, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10560 = fadd <8 x float> %10546, %10559
  br label %10575

10561:                                            ; preds = %10542
  %10562 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10546)
  %10563 = bitcast <8 x float> %10546 to <8 x i32>
  %10564 = or <8 x i32> %10563, %109
  %10565 = bitcast <8 x i32> %10564 to <8 x float>
  %10566 = fcmp oeq <8 x float> %10546, %74
  %10567 = select <8 x i1> %10566, <8 x float> %10565, <8 x float> %10562
  br label %10575

10568:                                            ; preds = %10542
  %10569 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10546)
  %10570 = bitcast <8 x float> %10546 to <8 x i32>
  %10571 = and <8 x i32> %10570, %108
  %10572 = bitcast <8 x i32> %10571 to <8 x float>
  %10573 = fcmp oeq <8 x float> %10546, %71
  %10574 = select <8 x i1> %10573, <8 x float> %10572, <8 x float> %10569
  br label %10575

10575:                                            ; preds = %10568, %10561, %10558
  %10576 = phi <8 x float> [ %10560, %10558 ], [ %10567, %10561 ], [ %10574, %10568 ]
  switch i64 %251, label %1268 [
    i64 1, label %10591
    i64 2, label %10584
    i64 3, label %10577
    i64 0, label %10613
  ]

10577:                                            ; preds = %10575
  %10578 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10576)
  %10579 = bitcast <8 x float> %10576 to <8 x i32>
  %10580 = and <8 x i32> %10579, %108
  %10581 = bitcast <8 x i32> %10580 to <8 x float>
  %10582 = fcmp oeq <8 x float> %10576, %71
  %10583 = select <8 x i1> %10582, <8 x float> %10581, <8 x float> %10578
  br label %10594

10584:                                            ; preds = %10575
  %10585 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10576)
  %10586 = bitcast <8 x float> %10576 to <8 x i32>
  %10587 = or <8 x i32> %10586, %109
  %10588 = bitcast <8 x i32> %10587 to <8 x float>
  %10589 = fcmp oeq <8 x float> %10576, %74
  %10590 = select <8 x i1> %10589, <8 x float> %10588, <8 x float> %10585
  br label %10594

10591:                                            ; preds = %10575
  %10592 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10545, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10593 = fadd <8 x float> %10576, %10592
  br label %10594

10594:                                            ; preds = %10591, %10584, %10577
  %10595 = phi <8 x float> [ %10593, %10591 ], [ %10590, %10584 ], [ %10583, %10577 ]
  switch i64 %253, label %1268 [
    i64 1, label %10610
    i64 2, label %10603
    i64 3, label %10596
    i64 0, label %10613
  ]

10596:                                            ; preds = %10594
  %10597 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10595)
  %10598 = bitcast <8 x float> %10595 to <8 x i32>
  %10599 = and <8 x i32> %10598, %108
  %10600 = bitcast <8 x i32> %10599 to <8 x float>
  %10601 = fcmp oeq <8 x float> %10595, %71
  %10602 = select <8 x i1> %10601, <8 x float> %10600, <8 x float> %10597
  br label %10613

10603:                                            ; preds = %10594
  %10604 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10595)
  %10605 = bitcast <8 x float> %10595 to <8 x i32>
  %10606 = or <8 x i32> %10605, %109
  %10607 = bitcast <8 x i32> %10606 to <8 x float>
  %10608 = fcmp oeq <8 x float> %10595, %74
  %10609 = select <8 x i1> %10608, <8 x float> %10607, <8 x float> %10604
  br label %10613

10610:                                            ; preds = %10594
  %10611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10545, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10612 = fadd <8 x float> %10595, %10611
  br label %10613

10613:                                            ; preds = %10596, %10603, %10610, %10594, %10575
  %10614 = phi <8 x float> [ %10595, %10594 ], [ %10602, %10596 ], [ %10576, %10575 ], [ %10612, %10610 ], [ %10609, %10603 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10614, ptr align 1 %10544, <8 x i1> %10443)
  %10615 = add nsw i64 %937, %1180
  %10616 = getelementptr inbounds float, ptr %826, i64 %10615
  %10617 = getelementptr inbounds float, ptr %824, i64 %10615
  %10618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10616, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10633
    i64 2, label %10626
    i64 3, label %10619
  ]

10619:                                            ; preds = %10613
  %10620 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10618)
  %10621 = bitcast <8 x float> %10618 to <8 x i32>
  %10622 = and <8 x i32> %10621, %108
  %10623 = bitcast <8 x i32> %10622 to <8 x float>
  %10624 = fcmp oeq <8 x float> %10618, %71
  %10625 = select <8 x i1> %10624, <8 x float> %10623, <8 x float> %10620
  br label %10636

10626:                                            ; preds = %10613
  %10627 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10618)
  %10628 = bitcast <8 x float> %10618 to <8 x i32>
  %10629 = or <8 x i32> %10628, %109
  %10630 = bitcast <8 x i32> %10629 to <8 x float>
  %10631 = fcmp oeq <8 x float> %10618, %74
  %10632 = select <8 x i1> %10631, <8 x float> %10630, <8 x float> %10627
  br label %10636

10633:                                            ; preds = %10613
  %10634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10617, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10635 = fadd <8 x float> %10618, %10634
  br label %10636

10636:                                            ; preds = %10633, %10626, %10619
  %10637 = phi <8 x float> [ %10635, %10633 ], [ %10632, %10626 ], [ %10625, %10619 ]
  switch i64 %255, label %1268 [
    i64 1, label %10652
    i64 2, label %10645
    i64 3, label %10638
    i64 0, label %10674
  ]

10638:                                            ; preds = %10636
  %10639 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10637)
  %10640 = bitcast <8 x float> %10637 to <8 x i32>
  %10641 = and <8 x i32> %10640, %108
  %10642 = bitcast <8 x i32> %10641 to <8 x float>
  %10643 = fcmp oeq <8 x float> %10637, %71
  %10644 = select <8 x i1> %10643, <8 x float> %10642, <8 x float> %10639
  br label %10655

10645:                                            ; preds = %10636
  %10646 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10637)
  %10647 = bitcast <8 x float> %10637 to <8 x i32>
  %10648 = or <8 x i32> %10647, %109
  %10649 = bitcast <8 x i32> %10648 to <8 x float>
  %10650 = fcmp oeq <8 x float> %10637, %74
  %10651 = select <8 x i1> %10650, <8 x float> %10649, <8 x float> %10646
  br label %10655

10652:                                            ; preds = %10636
  %10653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10617, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10654 = fadd <8 x float> %10637, %10653
  br label %10655

10655:                                            ; preds = %10652, %10645, %10638
  %10656 = phi <8 x float> [ %10654, %10652 ], [ %10651, %10645 ], [ %10644, %10638 ]
  switch i64 %257, label %1268 [
    i64 1, label %10671
    i64 2, label %10664
    i64 3, label %10657
    i64 0, label %10674
  ]

10657:                                            ; preds = %10655
  %10658 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10656)
  %10659 = bitcast <8 x float> %10656 to <8 x i32>
  %10660 = and <8 x i32> %10659, %108
  %10661 = bitcast <8 x i32> %10660 to <8 x float>
  %10662 = fcmp oeq <8 x float> %10656, %71
  %10663 = select <8 x i1> %10662, <8 x float> %10661, <8 x float> %10658
  br label %10674

10664:                                            ; preds = %10655
  %10665 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10656)
  %10666 = bitcast <8 x float> %10656 to <8 x i32>
  %10667 = or <8 x i32> %10666, %109
  %10668 = bitcast <8 x i32> %10667 to <8 x float>
  %10669 = fcmp oeq <8 x float> %10656, %74
  %10670 = select <8 x i1> %10669, <8 x float> %10668, <8 x float> %10665
  br label %10674

10671:                                            ; preds = %10655
  %10672 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10617, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10673 = fadd <8 x float> %10656, %10672
  br label %10674

10674:                                            ; preds = %10657, %10664, %10671, %10655, %10636
  %10675 = phi <8 x float> [ %10670, %10664 ], [ %10663, %10657 ], [ %10637, %10636 ], [ %10656, %10655 ], [ %10673, %10671 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10675, ptr align 1 %10616, <8 x i1> %10443)
  %10676 = add nsw i64 %939, %1180
  %10677 = getelementptr inbounds float, ptr %826, i64 %10676
  %10678 = getelementptr inbounds float, ptr %824, i64 %10676
  %10679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10677, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10694
    i64 2, label %10687
    i64 3, label %10680
  ]

10680:                                            ; preds = %10674
  %10681 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10679)
  %10682 = bitcast <8 x float> %10679 to <8 x i32>
  %10683 = and <8 x i32> %10682, %108
  %10684 = bitcast <8 x i32> %10683 to <8 x float>
  %10685 = fcmp oeq <8 x float> %10679, %71
  %10686 = select <8 x i1> %10685, <8 x float> %10684, <8 x float> %10681
  br label %10697

10687:                                            ; preds = %10674
  %10688 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10679)
  %10689 = bitcast <8 x float> %10679 to <8 x i32>
  %10690 = or <8 x i32> %10689, %109
  %10691 = bitcast <8 x i32> %10690 to <8 x float>
  %10692 = fcmp oeq <8 x float> %10679, %74
  %10693 = select <8 x i1> %10692, <8 x float> %10691, <8 x float> %10688
  br label %10697

10694:                                            ; preds = %10674
  %10695 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10678, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10696 = fadd <8 x float> %10679, %10695
  br label %10697

10697:                                            ; preds = %10694, %10687, %10680
  %10698 = phi <8 x float> [ %10696, %10694 ], [ %10693, %10687 ], [ %10686, %10680 ]
  switch i64 %259, label %1268 [
    i64 1, label %10713
    i64 2, label %10706
    i64 3, label %10699
    i64 0, label %10735
  ]

10699:                                            ; preds = %10697
  %10700 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10698)
  %10701 = bitcast <8 x float> %10698 to <8 x i32>
  %10702 = and <8 x i32> %10701, %108
  %10703 = bitcast <8 x i32> %10702 to <8 x float>
  %10704 = fcmp oeq <8 x float> %10698, %71
  %10705 = select <8 x i1> %10704, <8 x float> %10703, <8 x float> %10700
  br label %10716

10706:                                            ; preds = %10697
  %10707 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10698)
  %10708 = bitcast <8 x float> %10698 to <8 x i32>
  %10709 = or <8 x i32> %10708, %109
  %10710 = bitcast <8 x i32> %10709 to <8 x float>
  %10711 = fcmp oeq <8 x float> %10698, %74
  %10712 = select <8 x i1> %10711, <8 x float> %10710, <8 x float> %10707
  br label %10716

10713:                                            ; preds = %10697
  %10714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10678, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10715 = fadd <8 x float> %10698, %10714
  br label %10716

10716:                                            ; preds = %10713, %10706, %10699
  %10717 = phi <8 x float> [ %10715, %10713 ], [ %10712, %10706 ], [ %10705, %10699 ]
  switch i64 %261, label %1268 [
    i64 1, label %10732
    i64 2, label %10725
    i64 3, label %10718
    i64 0, label %10735
  ]

10718:                                            ; preds = %10716
  %10719 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10717)
  %10720 = bitcast <8 x float> %10717 to <8 x i32>
  %10721 = and <8 x i32> %10720, %108
  %10722 = bitcast <8 x i32> %10721 to <8 x float>
  %10723 = fcmp oeq <8 x float> %10717, %71
  %10724 = select <8 x i1> %10723, <8 x float> %10722, <8 x float> %10719
  br label %10735

10725:                                            ; preds = %10716
  %10726 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10717)
  %10727 = bitcast <8 x float> %10717 to <8 x i32>
  %10728 = or <8 x i32> %10727, %109
  %10729 = bitcast <8 x i32> %10728 to <8 x float>
  %10730 = fcmp oeq <8 x float> %10717, %74
  %10731 = select <8 x i1> %10730, <8 x float> %10729, <8 x float> %10726
  br label %10735

10732:                                            ; preds = %10716
  %10733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10678, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10734 = fadd <8 x float> %10717, %10733
  br label %10735

10735:                                            ; preds = %10718, %10725, %10732, %10716, %10697
  %10736 = phi <8 x float> [ %10731, %10725 ], [ %10724, %10718 ], [ %10698, %10697 ], [ %10717, %10716 ], [ %10734, %10732 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10736, ptr align 1 %10677, <8 x i1> %10443)
  %10737 = add nsw i64 %941, %1180
  %10738 = getelementptr inbounds float, ptr %826, i64 %10737
  %10739 = getelementptr inbounds float, ptr %824, i64 %10737
  %10740 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10738, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10755
    i64 2, label %10748
    i64 3, label %10741
  ]

10741:                                            ; preds = %10735
  %10742 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10740)
  %10743 = bitcast <8 x float> %10740 to <8 x i32>
  %10744 = and <8 x i32> %10743, %108
  %10745 = bitcast <8 x i32> %10744 to <8 x float>
  %10746 = fcmp oeq <8 x float> %10740, %71
  %10747 = select <8 x i1> %10746, <8 x float> %10745, <8 x float> %10742
  br label %10758

10748:                                            ; preds = %10735
  %10749 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10740)
  %10750 = bitcast <8 x float> %10740 to <8 x i32>
  %10751 = or <8 x i32> %10750, %109
  %10752 = bitcast <8 x i32> %10751 to <8 x float>
  %10753 = fcmp oeq <8 x float> %10740, %74
  %10754 = select <8 x i1> %10753, <8 x float> %10752, <8 x float> %10749
  br label %10758

10755:                                            ; preds = %10735
  %10756 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10739, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10757 = fadd <8 x float> %10740, %10756
  br label %10758

10758:                                            ; preds = %10755, %10748, %10741
  %10759 = phi <8 x float> [ %10757, %10755 ], [ %10754, %10748 ], [ %10747, %10741 ]
  switch i64 %263, label %1268 [
    i64 1, label %10774
    i64 2, label %10767
    i64 3, label %10760
    i64 0, label %10796
  ]

10760:                                            ; preds = %10758
  %10761 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10759)
  %10762 = bitcast <8 x float> %10759 to <8 x i32>
  %10763 = and <8 x i32> %10762, %108
  %10764 = bitcast <8 x i32> %10763 to <8 x float>
  %10765 = fcmp oeq <8 x float> %10759, %71
  %10766 = select <8 x i1> %10765, <8 x float> %10764, <8 x float> %10761
  br label %10777

10767:                                            ; preds = %10758
  %10768 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10759)
  %10769 = bitcast <8 x float> %10759 to <8 x i32>
  %10770 = or <8 x i32> %10769, %109
  %10771 = bitcast <8 x i32> %10770 to <8 x float>
  %10772 = fcmp oeq <8 x float> %10759, %74
  %10773 = select <8 x i1> %10772, <8 x float> %10771, <8 x float> %10768
  br label %10777

10774:                                            ; preds = %10758
  %10775 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10739, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10776 = fadd <8 x float> %10759, %10775
  br label %10777

10777:                                            ; preds = %10774, %10767, %10760
  %10778 = phi <8 x float> [ %10776, %10774 ], [ %10773, %10767 ], [ %10766, %10760 ]
  switch i64 %265, label %1268 [
    i64 1, label %10793
    i64 2, label %10786
    i64 3, label %10779
    i64 0, label %10796
  ]

10779:                                            ; preds = %10777
  %10780 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10778)
  %10781 = bitcast <8 x float> %10778 to <8 x i32>
  %10782 = and <8 x i32> %10781, %108
  %10783 = bitcast <8 x i32> %10782 to <8 x float>
  %10784 = fcmp oeq <8 x float> %10778, %71
  %10785 = select <8 x i1> %10784, <8 x float> %10783, <8 x float> %10780
  br label %10796

10786:                                            ; preds = %10777
  %10787 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10778)
  %10788 = bitcast <8 x float> %10778 to <8 x i32>
  %10789 = or <8 x i32> %10788, %109
  %10790 = bitcast <8 x i32> %10789 to <8 x float>
  %10791 = fcmp oeq <8 x float> %10778, %74
  %10792 = select <8 x i1> %10791, <8 x float> %10790, <8 x float> %10787
  br label %10796

10793:                                            ; preds = %10777
  %10794 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10739, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10795 = fadd <8 x float> %10778, %10794
  br label %10796

10796:                                            ; preds = %10779, %10786, %10793, %10777, %10758
  %10797 = phi <8 x float> [ %10792, %10786 ], [ %10785, %10779 ], [ %10759, %10758 ], [ %10778, %10777 ], [ %10795, %10793 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10797, ptr align 1 %10738, <8 x i1> %10443)
  %10798 = add nsw i64 %943, %1180
  %10799 = getelementptr inbounds float, ptr %826, i64 %10798
  %10800 = getelementptr inbounds float, ptr %824, i64 %10798
  %10801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10799, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10816
    i64 2, label %10809
    i64 3, label %10802
  ]

10802:                                            ; preds = %10796
  %10803 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10801)
  %10804 = bitcast <8 x float> %10801 to <8 x i32>
  %10805 = and <8 x i32> %10804, %108
  %10806 = bitcast <8 x i32> %10805 to <8 x float>
  %10807 = fcmp oeq <8 x float> %10801, %71
  %10808 = select <8 x i1> %10807, <8 x float> %10806, <8 x float> %10803
  br label %10819

10809:                                            ; preds = %10796
  %10810 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10801)
  %10811 = bitcast <8 x float> %10801 to <8 x i32>
  %10812 = or <8 x i32> %10811, %109
  %10813 = bitcast <8 x i32> %10812 to <8 x float>
  %10814 = fcmp oeq <8 x float> %10801, %74
  %10815 = select <8 x i1> %10814, <8 x float> %10813, <8 x float> %10810
  br label %10819

10816:                                            ; preds = %10796
  %10817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10800, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10818 = fadd <8 x float> %10801, %10817
  br label %10819

10819:                                            ; preds = %10816, %10809, %10802
  %10820 = phi <8 x float> [ %10818, %10816 ], [ %10815, %10809 ], [ %10808, %10802 ]
  switch i64 %267, label %1268 [
    i64 1, label %10835
    i64 2, label %10828
    i64 3, label %10821
    i64 0, label %10857
  ]

10821:                                            ; preds = %10819
  %10822 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10820)
  %10823 = bitcast <8 x float> %10820 to <8 x i32>
  %10824 = and <8 x i32> %10823, %108
  %10825 = bitcast <8 x i32> %10824 to <8 x float>
  %10826 = fcmp oeq <8 x float> %10820, %71
  %10827 = select <8 x i1> %10826, <8 x float> %10825, <8 x float> %10822
  br label %10838

10828:                                            ; preds = %10819
  %10829 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10820)
  %10830 = bitcast <8 x float> %10820 to <8 x i32>
  %10831 = or <8 x i32> %10830, %109
  %10832 = bitcast <8 x i32> %10831 to <8 x float>
  %10833 = fcmp oeq <8 x float> %10820, %74
  %10834 = select <8 x i1> %10833, <8 x float> %10832, <8 x float> %10829
  br label %10838

10835:                                            ; preds = %10819
  %10836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10800, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10837 = fadd <8 x float> %10820, %10836
  br label %10838

10838:                                            ; preds = %10835, %10828, %10821
  %10839 = phi <8 x float> [ %10837, %10835 ], [ %10834, %10828 ], [ %10827, %10821 ]
  switch i64 %269, label %1268 [
    i64 1, label %10854
    i64 2, label %10847
    i64 3, label %10840
    i64 0, label %10857
  ]

10840:                                            ; preds = %10838
  %10841 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10839)
  %10842 = bitcast <8 x float> %10839 to <8 x i32>
  %10843 = and <8 x i32> %10842, %108
  %10844 = bitcast <8 x i32> %10843 to <8 x float>
  %10845 = fcmp oeq <8 x float> %10839, %71
  %10846 = select <8 x i1> %10845, <8 x float> %10844, <8 x float> %10841
  br label %10857

10847:                                            ; preds = %10838
  %10848 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10839)
  %10849 = bitcast <8 x float> %10839 to <8 x i32>
  %10850 = or <8 x i32> %10849, %109
  %10851 = bitcast <8 x i32> %10850 to <8 x float>
  %10852 = fcmp oeq <8 x float> %10839, %74
  %10853 = select <8 x i1> %10852, <8 x float> %10851, <8 x float> %10848
  br label %10857

10854:                                            ; preds = %10838
  %10855 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10800, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10856 = fadd <8 x float> %10839, %10855
  br label %10857

10857:                                            ; preds = %10840, %10847, %10854, %10838, %10819
  %10858 = phi <8 x float> [ %10853, %10847 ], [ %10846, %10840 ], [ %10820, %10819 ], [ %10839, %10838 ], [ %10856, %10854 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10858, ptr align 1 %10799, <8 x i1> %10443)
  %10859 = add nsw i64 %945, %1180
  %10860 = getelementptr inbounds float, ptr %826, i64 %10859
  %10861 = getelementptr inbounds float, ptr %824, i64 %10859
  %10862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10860, <8 x i1> %10443, <8 x float> zeroinitializer)
  switch i64 %249, label %1268 [
    i64 1, label %10877
    i64 2, label %10870
    i64 3, label %10863
  ]

10863:                                            ; preds = %10857
  %10864 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10862)
  %10865 = bitcast <8 x float> %10862 to <8 x i32>
  %10866 = and <8 x i32> %10865, %108
  %10867 = bitcast <8 x i32> %10866 to <8 x float>
  %10868 = fcmp oeq <8 x float> %10862, %71
  %10869 = select <8 x i1> %10868, <8 x float> %10867, <8 x float> %10864
  br label %10880

10870:                                            ; preds = %10857
  %10871 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10862)
  %10872 = bitcast <8 x float> %10862 to <8 x i32>
  %10873 = or <8 x i32> %10872, %109
  %10874 = bitcast <8 x i32> %10873 to <8 x float>
  %10875 = fcmp oeq <8 x float> %10862, %74
  %10876 = select <8 x i1> %10875, <8 x float> %10874, <8 x float> %10871
  br label %10880

10877:                                            ; preds = %10857
  %10878 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10861, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10879 = fadd <8 x float> %10862, %10878
  br label %10880

10880:                                            ; preds = %10877, %10870, %10863
  %10881 = phi <8 x float> [ %10879, %10877 ], [ %10876, %10870 ], [ %10869, %10863 ]
  switch i64 %271, label %1268 [
    i64 1, label %10896
    i64 2, label %10889
    i64 3, label %10882
    i64 0, label %10918
  ]

10882:                                            ; preds = %10880
  %10883 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10881)
  %10884 = bitcast <8 x float> %10881 to <8 x i32>
  %10885 = and <8 x i32> %10884, %108
  %10886 = bitcast <8 x i32> %10885 to <8 x float>
  %10887 = fcmp oeq <8 x float> %10881, %71
  %10888 = select <8 x i1> %10887, <8 x float> %10886, <8 x float> %10883
  br label %10899

10889:                                            ; preds = %10880
  %10890 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10881)
  %10891 = bitcast <8 x float> %10881 to <8 x i32>
  %10892 = or <8 x i32> %10891, %109
  %10893 = bitcast <8 x i32> %10892 to <8 x float>
  %10894 = fcmp oeq <8 x float> %10881, %74
  %10895 = select <8 x i1> %10894, <8 x float> %10893, <8 x float> %10890
  br label %10899

10896:                                            ; preds = %10880
  %10897 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10861, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10898 = fadd <8 x float> %10881, %10897
  br label %10899

10899:                                            ; preds = %10896, %10889, %10882
  %10900 = phi <8 x float> [ %10898, %10896 ], [ %10895, %10889 ], [ %10888, %10882 ]
  switch i64 %273, label %1268 [
    i64 1, label %10915
    i64 2, label %10908
    i64 3, label %10901
    i64 0, label %10918
  ]

10901:                                            ; preds = %10899
  %10902 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10900)
  %10903 = bitcast <8 x float> %10900 to <8 x i32>
  %10904 = and <8 x i32> %10903, %108
  %10905 = bitcast <8 x i32> %10904 to <8 x float>
  %10906 = fcmp oeq <8 x float> %10900, %71
  %10907 = select <8 x i1> %10906, <8 x float> %10905, <8 x float> %10902
  br label %10918

10908:                                            ; preds = %10899
  %10909 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10900)
  %10910 = bitcast <8 x float> %10900 to <8 x i32>
  %10911 = or <8 x i32> %10910, %109
  %10912 = bitcast <8 x i32> %10911 to <8 x float>
  %10913 = fcmp oeq <8 x float> %10900, %74
  %10914 = select <8 x i1> %10913, <8 x float> %10912, <8 x float> %10909
  br label %10918

10915:                                            ; preds = %10899
  %10916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10861, <8 x i1> %10443, <8 x float> zeroinitializer)
  %10917 = fadd <8 x float> %10900, %10916
  br label %10918

10918:                                            ; preds = %10901, %10908, %10915, %10547, %10899, %10880
  %10919 = phi ptr [ %10556, %10547 ], [ %10860, %10901 ], [ %10860, %10880 ], [ %10860, %10899 ], [ %10860, %10915 ], [ %10860, %10908 ]
  %10920 = phi <8 x float> [ %10557, %10547 ], [ %10907, %10901 ], [ %10881, %10880 ], [ %10900, %10899 ], [ %10917, %10915 ], [ %10914, %10908 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10920, ptr align 1 %10919, <8 x i1> %10443)
  br label %13665

10921:                                            ; preds = %11002
  br i1 %104, label %11047, label %11028

10922:                                            ; preds = %10436
  call void @llvm.lifetime.start.p0(ptr nonnull %55)
  call void @llvm.lifetime.start.p0(ptr nonnull %56)
  %10923 = icmp sgt i64 %1181, 7
  %10924 = trunc i64 %1181 to i32
  %10925 = select i1 %10923, i32 8, i32 %10924
  %10926 = insertelement <8 x i32> poison, i32 %10925, i64 0
  %10927 = shufflevector <8 x i32> %10926, <8 x i32> poison, <8 x i32> zeroinitializer
  %10928 = icmp sgt <8 x i32> %10927, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %56, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %55, i8 0, i64 28, i1 false)
  %10929 = sdiv i64 %7, %19
  %10930 = srem i64 %1180, %19
  %10931 = sdiv i64 %1180, %19
  %10932 = insertelement <8 x i64> poison, i64 %10929, i64 0
  %10933 = shufflevector <8 x i64> %10932, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %10934

10934:                                            ; preds = %10922, %11002
  %10935 = phi i64 [ 0, %10922 ], [ %11008, %11002 ]
  %10936 = phi i64 [ %10931, %10922 ], [ %11007, %11002 ]
  %10937 = phi i64 [ %10930, %10922 ], [ %11005, %11002 ]
  br i1 %102, label %10938, label %10963

10938:                                            ; preds = %10934
  %10939 = sub i64 %10936, %22
  %10940 = trunc nuw nsw i64 %10935 to i32
  %10941 = shl nuw nsw i32 1, %10940
  br i1 %687, label %10961, label %10942

10942:                                            ; preds = %10938
  %10943 = insertelement <8 x i64> poison, i64 %10939, i64 0
  %10944 = shufflevector <8 x i64> %10943, <8 x i64> poison, <8 x i32> zeroinitializer
  %10945 = insertelement <8 x i32> poison, i32 %10941, i64 0
  %10946 = shufflevector <8 x i32> %10945, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %10947

10947:                                            ; preds = %10947, %10942
  %10948 = phi i64 [ 0, %10942 ], [ %10957, %10947 ]
  %10949 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %10942 ], [ %10958, %10947 ]
  %10950 = add <8 x i64> %10944, %10949
  %10951 = icmp sgt <8 x i64> %10950, splat (i64 -1)
  %10952 = icmp slt <8 x i64> %10950, %10933
  %10953 = and <8 x i1> %10951, %10952
  %10954 = getelementptr i32, ptr %55, i64 %10948
  %10955 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %10954, <8 x i1> %10953, <8 x i32> poison)
  %10956 = or <8 x i32> %10955, %10946
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %10956, ptr align 16 %10954, <8 x i1> %10953)
  %10957 = add nuw i64 %10948, 8
  %10958 = add nuw nsw <8 x i64> %10949, splat (i64 8)
  %10959 = icmp eq i64 %10957, %688
  br i1 %10959, label %10960, label %10947

10960:                                            ; preds = %10947
  br i1 %689, label %10963, label %10961

10961:                                            ; preds = %10938, %10960
  %10962 = phi i64 [ 0, %10938 ], [ %688, %10960 ]
  br label %10989

10963:                                            ; preds = %10999, %10960, %10934
  br i1 %103, label %10964, label %11002

10964:                                            ; preds = %10963
  %10965 = sub i64 %10937, %23
  %10966 = trunc nuw nsw i64 %10935 to i32
  %10967 = shl nuw nsw i32 1, %10966
  br i1 %690, label %10987, label %10968

10968:                                            ; preds = %10964
  %10969 = insertelement <8 x i64> poison, i64 %10965, i64 0
  %10970 = shufflevector <8 x i64> %10969, <8 x i64> poison, <8 x i32> zeroinitializer
  %10971 = insertelement <8 x i32> poison, i32 %10967, i64 0
  %10972 = shufflevector <8 x i32> %10971, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %10973

10973:                                            ; preds = %10973, %10968
  %10974 = phi i64 [ 0, %10968 ], [ %10983, %10973 ]
  %10975 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %10968 ], [ %10984, %10973 ]
  %10976 = add <8 x i64> %10970, %10975
  %10977 = icmp sgt <8 x i64> %10976, splat (i64 -1)
  %10978 = icmp slt <8 x i64> %10976, %693
  %10979 = and <8 x i1> %10977, %10978
  %10980 = getelementptr i32, ptr %56, i64 %10974
  %10981 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %10980, <8 x i1> %10979, <8 x i32> poison)
  %10982 = or <8 x i32> %10981, %10972
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %10982, ptr align 16 %10980, <8 x i1> %10979)
  %10983 = add nuw i64 %10974, 8
  %10984 = add nuw nsw <8 x i64> %10975, splat (i64 8)
  %10985 = icmp eq i64 %10983, %691
  br i1 %10985, label %10986, label %10973

10986:                                            ; preds = %10973
  br i1 %694, label %11002, label %10987

10987:                                            ; preds = %10964, %10986
  %10988 = phi i64 [ 0, %10964 ], [ %691, %10986 ]
  br label %11013

10989:                                            ; preds = %10961, %10999
  %10990 = phi i64 [ %11000, %10999 ], [ %10962, %10961 ]
  %10991 = add i64 %10939, %10990
  %10992 = icmp sgt i64 %10991, -1
  %10993 = icmp slt i64 %10991, %10929
  %10994 = and i1 %10992, %10993
  br i1 %10994, label %10995, label %10999

10995:                                            ; preds = %10989
  %10996 = getelementptr inbounds nuw i32, ptr %55, i64 %10990
  %10997 = load i32, ptr %10996, align 4
  %10998 = or i32 %10997, %10941
  store i32 %10998, ptr %10996, align 4
  br label %10999

10999:                                            ; preds = %10995, %10989
  %11000 = add nuw nsw i64 %10990, 1
  %11001 = icmp eq i64 %11000, %20
  br i1 %11001, label %10963, label %10989

11002:                                            ; preds = %11023, %10986, %10963
  %11003 = add nsw i64 %10937, 1
  %11004 = icmp eq i64 %11003, %19
  %11005 = select i1 %11004, i64 0, i64 %11003
  %11006 = zext i1 %11004 to i64
  %11007 = add nsw i64 %10936, %11006
  %11008 = add nuw nsw i64 %10935, 1
  %11009 = icmp samesign ult i64 %10935, 7
  %11010 = add nsw i64 %1180, %11008
  %11011 = icmp slt i64 %11010, %7
  %11012 = select i1 %11009, i1 %11011, i1 false
  br i1 %11012, label %10934, label %10921

11013:                                            ; preds = %10987, %11023
  %11014 = phi i64 [ %11024, %11023 ], [ %10988, %10987 ]
  %11015 = add i64 %10965, %11014
  %11016 = icmp sgt i64 %11015, -1
  %11017 = icmp slt i64 %11015, %19
  %11018 = and i1 %11016, %11017
  br i1 %11018, label %11019, label %11023

11019:                                            ; preds = %11013
  %11020 = getelementptr inbounds nuw i32, ptr %56, i64 %11014
  %11021 = load i32, ptr %11020, align 4
  %11022 = or i32 %11021, %10967
  store i32 %11022, ptr %11020, align 4
  br label %11023

11023:                                            ; preds = %11019, %11013
  %11024 = add nuw nsw i64 %11014, 1
  %11025 = icmp eq i64 %11024, %21
  br i1 %11025, label %11002, label %11013

11026:                                            ; preds = %11061
  %11027 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %11082

11028:                                            ; preds = %10921
  %11029 = load float, ptr %839, align 1
  %11030 = insertelement <8 x float> poison, float %11029, i64 0
  %11031 = shufflevector <8 x float> %11030, <8 x float> poison, <8 x i32> zeroinitializer
  %11032 = load float, ptr %896, align 1
  %11033 = insertelement <8 x float> poison, float %11032, i64 0
  %11034 = shufflevector <8 x float> %11033, <8 x float> poison, <8 x i32> zeroinitializer
  %11035 = load float, ptr %897, align 1
  %11036 = insertelement <8 x float> poison, float %11035, i64 0
  %11037 = shufflevector <8 x float> %11036, <8 x float> poison, <8 x i32> zeroinitializer
  %11038 = load float, ptr %898, align 1
  %11039 = insertelement <8 x float> poison, float %11038, i64 0
  %11040 = shufflevector <8 x float> %11039, <8 x float> poison, <8 x i32> zeroinitializer
  %11041 = load float, ptr %899, align 1
  %11042 = insertelement <8 x float> poison, float %11041, i64 0
  %11043 = shufflevector <8 x float> %11042, <8 x float> poison, <8 x i32> zeroinitializer
  %11044 = load float, ptr %900, align 1
  %11045 = insertelement <8 x float> poison, float %11044, i64 0
  %11046 = shufflevector <8 x float> %11045, <8 x float> poison, <8 x i32> zeroinitializer
  br label %11061

11047:                                            ; preds = %10921
  %11048 = getelementptr float, ptr %821, i64 %1180
  %11049 = getelementptr float, ptr %11048, i64 %843
  %11050 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11049, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11051 = getelementptr float, ptr %11048, i64 %902
  %11052 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11051, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11053 = getelementptr float, ptr %11048, i64 %904
  %11054 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11053, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11055 = getelementptr float, ptr %11048, i64 %906
  %11056 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11055, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11057 = getelementptr float, ptr %11048, i64 %908
  %11058 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11057, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11059 = getelementptr float, ptr %11048, i64 %910
  %11060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11059, <8 x i1> %10928, <8 x float> zeroinitializer)
  br label %11061

11061:                                            ; preds = %11047, %11028
  %11062 = phi <8 x float> [ %11058, %11047 ], [ %11043, %11028 ]
  %11063 = phi <8 x float> [ %11054, %11047 ], [ %11037, %11028 ]
  %11064 = phi <8 x float> [ %11050, %11047 ], [ %11031, %11028 ]
  %11065 = phi <8 x float> [ %11052, %11047 ], [ %11034, %11028 ]
  %11066 = phi <8 x float> [ %11056, %11047 ], [ %11040, %11028 ]
  %11067 = phi <8 x float> [ %11060, %11047 ], [ %11046, %11028 ]
  br i1 %102, label %11026, label %11068

11068:                                            ; preds = %11098, %11061
  %11069 = phi <8 x float> [ %11064, %11061 ], [ %11099, %11098 ]
  %11070 = phi <8 x float> [ %11065, %11061 ], [ %11100, %11098 ]
  %11071 = phi <8 x float> [ %11063, %11061 ], [ %11101, %11098 ]
  %11072 = phi <8 x float> [ %11066, %11061 ], [ %11102, %11098 ]
  %11073 = phi <8 x float> [ %11062, %11061 ], [ %11103, %11098 ]
  %11074 = phi <8 x float> [ %11067, %11061 ], [ %11104, %11098 ]
  %11075 = getelementptr float, ptr %826, i64 %1180
  %11076 = getelementptr float, ptr %11075, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11069, ptr align 1 %11076, <8 x i1> %10928)
  %11077 = getelementptr float, ptr %11075, i64 %912
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11070, ptr align 1 %11077, <8 x i1> %10928)
  %11078 = getelementptr float, ptr %11075, i64 %914
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11071, ptr align 1 %11078, <8 x i1> %10928)
  %11079 = getelementptr float, ptr %11075, i64 %916
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11072, ptr align 1 %11079, <8 x i1> %10928)
  %11080 = getelementptr float, ptr %11075, i64 %918
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11073, ptr align 1 %11080, <8 x i1> %10928)
  %11081 = getelementptr float, ptr %11075, i64 %920
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11074, ptr align 1 %11081, <8 x i1> %10928)
  br i1 %107, label %11567, label %11188

11082:                                            ; preds = %11026, %11098
  %11083 = phi <8 x float> [ %11064, %11026 ], [ %11099, %11098 ]
  %11084 = phi <8 x float> [ %11065, %11026 ], [ %11100, %11098 ]
  %11085 = phi <8 x float> [ %11063, %11026 ], [ %11101, %11098 ]
  %11086 = phi <8 x float> [ %11066, %11026 ], [ %11102, %11098 ]
  %11087 = phi <8 x float> [ %11062, %11026 ], [ %11103, %11098 ]
  %11088 = phi <8 x float> [ %11067, %11026 ], [ %11104, %11098 ]
  %11089 = phi i64 [ 0, %11026 ], [ %11105, %11098 ]
  br i1 %103, label %11090, label %11098

11090:                                            ; preds = %11082
  %11091 = getelementptr inbounds nuw i32, ptr %55, i64 %11089
  %11092 = sub nsw i64 %11089, %22
  %11093 = mul nsw i64 %11092, %19
  %11094 = getelementptr inbounds float, ptr %11027, i64 %11093
  %11095 = mul nuw nsw i64 %11089, %21
  %11096 = getelementptr inbounds nuw float, ptr %840, i64 %11095
  %11097 = load i32, ptr %11091, align 4
  br label %11107

11098:                                            ; preds = %11125, %11082
  %11099 = phi <8 x float> [ %11083, %11082 ], [ %11126, %11125 ]
  %11100 = phi <8 x float> [ %11084, %11082 ], [ %11127, %11125 ]
  %11101 = phi <8 x float> [ %11085, %11082 ], [ %11128, %11125 ]
  %11102 = phi <8 x float> [ %11086, %11082 ], [ %11129, %11125 ]
  %11103 = phi <8 x float> [ %11087, %11082 ], [ %11130, %11125 ]
  %11104 = phi <8 x float> [ %11088, %11082 ], [ %11131, %11125 ]
  %11105 = add nuw nsw i64 %11089, 1
  %11106 = icmp eq i64 %11105, %20
  br i1 %11106, label %11068, label %11082

11107:                                            ; preds = %11090, %11125
  %11108 = phi <8 x float> [ %11083, %11090 ], [ %11126, %11125 ]
  %11109 = phi <8 x float> [ %11084, %11090 ], [ %11127, %11125 ]
  %11110 = phi <8 x float> [ %11085, %11090 ], [ %11128, %11125 ]
  %11111 = phi <8 x float> [ %11086, %11090 ], [ %11129, %11125 ]
  %11112 = phi <8 x float> [ %11087, %11090 ], [ %11130, %11125 ]
  %11113 = phi <8 x float> [ %11088, %11090 ], [ %11131, %11125 ]
  %11114 = phi i64 [ 0, %11090 ], [ %11132, %11125 ]
  %11115 = getelementptr inbounds nuw i32, ptr %56, i64 %11114
  %11116 = load i32, ptr %11115, align 4
  %11117 = and i32 %11116, %11097
  %11118 = insertelement <8 x i32> poison, i32 %11117, i64 0
  %11119 = shufflevector <8 x i32> %11118, <8 x i32> poison, <8 x i32> zeroinitializer
  %11120 = and <8 x i32> %11119, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %11121 = icmp ne <8 x i32> %11120, zeroinitializer
  %11122 = sub nsw i64 %11114, %23
  %11123 = getelementptr inbounds float, ptr %11094, i64 %11122
  %11124 = getelementptr inbounds nuw float, ptr %11096, i64 %11114
  br i1 %106, label %11134, label %11125

11125:                                            ; preds = %11134, %11107
  %11126 = phi <8 x float> [ %11108, %11107 ], [ %11150, %11134 ]
  %11127 = phi <8 x float> [ %11109, %11107 ], [ %11157, %11134 ]
  %11128 = phi <8 x float> [ %11110, %11107 ], [ %11164, %11134 ]
  %11129 = phi <8 x float> [ %11111, %11107 ], [ %11171, %11134 ]
  %11130 = phi <8 x float> [ %11112, %11107 ], [ %11178, %11134 ]
  %11131 = phi <8 x float> [ %11113, %11107 ], [ %11185, %11134 ]
  %11132 = add nuw nsw i64 %11114, 1
  %11133 = icmp eq i64 %11132, %21
  br i1 %11133, label %11098, label %11107

11134:                                            ; preds = %11107, %11134
  %11135 = phi <8 x float> [ %11150, %11134 ], [ %11108, %11107 ]
  %11136 = phi <8 x float> [ %11157, %11134 ], [ %11109, %11107 ]
  %11137 = phi <8 x float> [ %11164, %11134 ], [ %11110, %11107 ]
  %11138 = phi <8 x float> [ %11171, %11134 ], [ %11111, %11107 ]
  %11139 = phi <8 x float> [ %11178, %11134 ], [ %11112, %11107 ]
  %11140 = phi <8 x float> [ %11185, %11134 ], [ %11113, %11107 ]
  %11141 = phi i64 [ %11186, %11134 ], [ 0, %11107 ]
  %11142 = mul nsw i64 %11141, %7
  %11143 = getelementptr inbounds float, ptr %11123, i64 %11142
  %11144 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11143, <8 x i1> %11121, <8 x float> zeroinitializer)
  %11145 = mul nuw nsw i64 %11141, %101
  %11146 = getelementptr inbounds nuw float, ptr %11124, i64 %11145
  %11147 = load float, ptr %11146, align 1
  %11148 = insertelement <8 x float> poison, float %11147, i64 0
  %11149 = shufflevector <8 x float> %11148, <8 x float> poison, <8 x i32> zeroinitializer
  %11150 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11149, <8 x float> %11135)
  %11151 = add nuw nsw i64 %5, %11141
  %11152 = mul nuw nsw i64 %11151, %101
  %11153 = getelementptr inbounds nuw float, ptr %11124, i64 %11152
  %11154 = load float, ptr %11153, align 1
  %11155 = insertelement <8 x float> poison, float %11154, i64 0
  %11156 = shufflevector <8 x float> %11155, <8 x float> poison, <8 x i32> zeroinitializer
  %11157 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11156, <8 x float> %11136)
  %11158 = add nuw nsw i64 %216, %11141
  %11159 = mul nuw nsw i64 %11158, %101
  %11160 = getelementptr inbounds nuw float, ptr %11124, i64 %11159
  %11161 = load float, ptr %11160, align 1
  %11162 = insertelement <8 x float> poison, float %11161, i64 0
  %11163 = shufflevector <8 x float> %11162, <8 x float> poison, <8 x i32> zeroinitializer
  %11164 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11163, <8 x float> %11137)
  %11165 = add nuw nsw i64 %217, %11141
  %11166 = mul nuw nsw i64 %11165, %101
  %11167 = getelementptr inbounds nuw float, ptr %11124, i64 %11166
  %11168 = load float, ptr %11167, align 1
  %11169 = insertelement <8 x float> poison, float %11168, i64 0
  %11170 = shufflevector <8 x float> %11169, <8 x float> poison, <8 x i32> zeroinitializer
  %11171 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11170, <8 x float> %11138)
  %11172 = add nuw nsw i64 %218, %11141
  %11173 = mul nuw nsw i64 %11172, %101
  %11174 = getelementptr inbounds nuw float, ptr %11124, i64 %11173
  %11175 = load float, ptr %11174, align 1
  %11176 = insertelement <8 x float> poison, float %11175, i64 0
  %11177 = shufflevector <8 x float> %11176, <8 x float> poison, <8 x i32> zeroinitializer
  %11178 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11177, <8 x float> %11139)
  %11179 = add nuw nsw i64 %219, %11141
  %11180 = mul nuw nsw i64 %11179, %101
  %11181 = getelementptr inbounds nuw float, ptr %11124, i64 %11180
  %11182 = load float, ptr %11181, align 1
  %11183 = insertelement <8 x float> poison, float %11182, i64 0
  %11184 = shufflevector <8 x float> %11183, <8 x float> poison, <8 x i32> zeroinitializer
  %11185 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11144, <8 x float> %11184, <8 x float> %11140)
  %11186 = add nuw nsw i64 %11141, 1
  %11187 = icmp eq i64 %11186, %5
  br i1 %11187, label %11125, label %11134

11188:                                            ; preds = %11068
  %11189 = add nsw i64 %843, %1180
  %11190 = getelementptr inbounds float, ptr %826, i64 %11189
  %11191 = getelementptr inbounds float, ptr %824, i64 %11189
  %11192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11190, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11204
    i64 2, label %11207
    i64 3, label %11214
    i64 0, label %11193
  ]

11193:                                            ; preds = %11188
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11192, ptr align 1 %11190, <8 x i1> %10928)
  %11194 = getelementptr float, ptr %1146, i64 %1180
  %11195 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11194, <8 x i1> %10928, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11195, ptr align 1 %11194, <8 x i1> %10928)
  %11196 = getelementptr float, ptr %1147, i64 %1180
  %11197 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11196, <8 x i1> %10928, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11197, ptr align 1 %11196, <8 x i1> %10928)
  %11198 = getelementptr float, ptr %1148, i64 %1180
  %11199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11198, <8 x i1> %10928, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11199, ptr align 1 %11198, <8 x i1> %10928)
  %11200 = getelementptr float, ptr %1149, i64 %1180
  %11201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11200, <8 x i1> %10928, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11201, ptr align 1 %11200, <8 x i1> %10928)
  %11202 = getelementptr float, ptr %1150, i64 %1180
  %11203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11202, <8 x i1> %10928, <8 x float> zeroinitializer)
  br label %11564

11204:                                            ; preds = %11188
  %11205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11191, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11206 = fadd <8 x float> %11192, %11205
  br label %11221

11207:                                            ; preds = %11188
  %11208 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11192)
  %11209 = bitcast <8 x float> %11192 to <8 x i32>
  %11210 = or <8 x i32> %11209, %109
  %11211 = bitcast <8 x i32> %11210 to <8 x float>
  %11212 = fcmp oeq <8 x float> %11192, %74
  %11213 = select <8 x i1> %11212, <8 x float> %11211, <8 x float> %11208
  br label %11221

11214:                                            ; preds = %11188
  %11215 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11192)
  %11216 = bitcast <8 x float> %11192 to <8 x i32>
  %11217 = and <8 x i32> %11216, %108
  %11218 = bitcast <8 x i32> %11217 to <8 x float>
  %11219 = fcmp oeq <8 x float> %11192, %71
  %11220 = select <8 x i1> %11219, <8 x float> %11218, <8 x float> %11215
  br label %11221

11221:                                            ; preds = %11214, %11207, %11204
  %11222 = phi <8 x float> [ %11206, %11204 ], [ %11213, %11207 ], [ %11220, %11214 ]
  switch i64 %222, label %1268 [
    i64 1, label %11237
    i64 2, label %11230
    i64 3, label %11223
    i64 0, label %11259
  ]

11223:                                            ; preds = %11221
  %11224 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11222)
  %11225 = bitcast <8 x float> %11222 to <8 x i32>
  %11226 = and <8 x i32> %11225, %108
  %11227 = bitcast <8 x i32> %11226 to <8 x float>
  %11228 = fcmp oeq <8 x float> %11222, %71
  %11229 = select <8 x i1> %11228, <8 x float> %11227, <8 x float> %11224
  br label %11240

11230:                                            ; preds = %11221
  %11231 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11222)
  %11232 = bitcast <8 x float> %11222 to <8 x i32>
  %11233 = or <8 x i32> %11232, %109
  %11234 = bitcast <8 x i32> %11233 to <8 x float>
  %11235 = fcmp oeq <8 x float> %11222, %74
  %11236 = select <8 x i1> %11235, <8 x float> %11234, <8 x float> %11231
  br label %11240

11237:                                            ; preds = %11221
  %11238 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11191, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11239 = fadd <8 x float> %11222, %11238
  br label %11240

11240:                                            ; preds = %11237, %11230, %11223
  %11241 = phi <8 x float> [ %11239, %11237 ], [ %11236, %11230 ], [ %11229, %11223 ]
  switch i64 %224, label %1268 [
    i64 1, label %11256
    i64 2, label %11249
    i64 3, label %11242
    i64 0, label %11259
  ]

11242:                                            ; preds = %11240
  %11243 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11241)
  %11244 = bitcast <8 x float> %11241 to <8 x i32>
  %11245 = and <8 x i32> %11244, %108
  %11246 = bitcast <8 x i32> %11245 to <8 x float>
  %11247 = fcmp oeq <8 x float> %11241, %71
  %11248 = select <8 x i1> %11247, <8 x float> %11246, <8 x float> %11243
  br label %11259

11249:                                            ; preds = %11240
  %11250 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11241)
  %11251 = bitcast <8 x float> %11241 to <8 x i32>
  %11252 = or <8 x i32> %11251, %109
  %11253 = bitcast <8 x i32> %11252 to <8 x float>
  %11254 = fcmp oeq <8 x float> %11241, %74
  %11255 = select <8 x i1> %11254, <8 x float> %11253, <8 x float> %11250
  br label %11259

11256:                                            ; preds = %11240
  %11257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11191, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11258 = fadd <8 x float> %11241, %11257
  br label %11259

11259:                                            ; preds = %11242, %11249, %11256, %11240, %11221
  %11260 = phi <8 x float> [ %11241, %11240 ], [ %11248, %11242 ], [ %11222, %11221 ], [ %11258, %11256 ], [ %11255, %11249 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11260, ptr align 1 %11190, <8 x i1> %10928)
  %11261 = add nsw i64 %912, %1180
  %11262 = getelementptr inbounds float, ptr %826, i64 %11261
  %11263 = getelementptr inbounds float, ptr %824, i64 %11261
  %11264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11262, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11279
    i64 2, label %11272
    i64 3, label %11265
  ]

11265:                                            ; preds = %11259
  %11266 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11264)
  %11267 = bitcast <8 x float> %11264 to <8 x i32>
  %11268 = and <8 x i32> %11267, %108
  %11269 = bitcast <8 x i32> %11268 to <8 x float>
  %11270 = fcmp oeq <8 x float> %11264, %71
  %11271 = select <8 x i1> %11270, <8 x float> %11269, <8 x float> %11266
  br label %11282

11272:                                            ; preds = %11259
  %11273 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11264)
  %11274 = bitcast <8 x float> %11264 to <8 x i32>
  %11275 = or <8 x i32> %11274, %109
  %11276 = bitcast <8 x i32> %11275 to <8 x float>
  %11277 = fcmp oeq <8 x float> %11264, %74
  %11278 = select <8 x i1> %11277, <8 x float> %11276, <8 x float> %11273
  br label %11282

11279:                                            ; preds = %11259
  %11280 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11263, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11281 = fadd <8 x float> %11264, %11280
  br label %11282

11282:                                            ; preds = %11279, %11272, %11265
  %11283 = phi <8 x float> [ %11281, %11279 ], [ %11278, %11272 ], [ %11271, %11265 ]
  switch i64 %226, label %1268 [
    i64 1, label %11298
    i64 2, label %11291
    i64 3, label %11284
    i64 0, label %11320
  ]

11284:                                            ; preds = %11282
  %11285 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11283)
  %11286 = bitcast <8 x float> %11283 to <8 x i32>
  %11287 = and <8 x i32> %11286, %108
  %11288 = bitcast <8 x i32> %11287 to <8 x float>
  %11289 = fcmp oeq <8 x float> %11283, %71
  %11290 = select <8 x i1> %11289, <8 x float> %11288, <8 x float> %11285
  br label %11301

11291:                                            ; preds = %11282
  %11292 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11283)
  %11293 = bitcast <8 x float> %11283 to <8 x i32>
  %11294 = or <8 x i32> %11293, %109
  %11295 = bitcast <8 x i32> %11294 to <8 x float>
  %11296 = fcmp oeq <8 x float> %11283, %74
  %11297 = select <8 x i1> %11296, <8 x float> %11295, <8 x float> %11292
  br label %11301

11298:                                            ; preds = %11282
  %11299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11263, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11300 = fadd <8 x float> %11283, %11299
  br label %11301

11301:                                            ; preds = %11298, %11291, %11284
  %11302 = phi <8 x float> [ %11300, %11298 ], [ %11297, %11291 ], [ %11290, %11284 ]
  switch i64 %228, label %1268 [
    i64 1, label %11317
    i64 2, label %11310
    i64 3, label %11303
    i64 0, label %11320
  ]

11303:                                            ; preds = %11301
  %11304 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11302)
  %11305 = bitcast <8 x float> %11302 to <8 x i32>
  %11306 = and <8 x i32> %11305, %108
  %11307 = bitcast <8 x i32> %11306 to <8 x float>
  %11308 = fcmp oeq <8 x float> %11302, %71
  %11309 = select <8 x i1> %11308, <8 x float> %11307, <8 x float> %11304
  br label %11320

11310:                                            ; preds = %11301
  %11311 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11302)
  %11312 = bitcast <8 x float> %11302 to <8 x i32>
  %11313 = or <8 x i32> %11312, %109
  %11314 = bitcast <8 x i32> %11313 to <8 x float>
  %11315 = fcmp oeq <8 x float> %11302, %74
  %11316 = select <8 x i1> %11315, <8 x float> %11314, <8 x float> %11311
  br label %11320

11317:                                            ; preds = %11301
  %11318 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11263, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11319 = fadd <8 x float> %11302, %11318
  br label %11320

11320:                                            ; preds = %11303, %11310, %11317, %11301, %11282
  %11321 = phi <8 x float> [ %11316, %11310 ], [ %11309, %11303 ], [ %11283, %11282 ], [ %11302, %11301 ], [ %11319, %11317 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11321, ptr align 1 %11262, <8 x i1> %10928)
  %11322 = add nsw i64 %914, %1180
  %11323 = getelementptr inbounds float, ptr %826, i64 %11322
  %11324 = getelementptr inbounds float, ptr %824, i64 %11322
  %11325 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11323, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11340
    i64 2, label %11333
    i64 3, label %11326
  ]

11326:                                            ; preds = %11320
  %11327 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11325)
  %11328 = bitcast <8 x float> %11325 to <8 x i32>
  %11329 = and <8 x i32> %11328, %108
  %11330 = bitcast <8 x i32> %11329 to <8 x float>
  %11331 = fcmp oeq <8 x float> %11325, %71
  %11332 = select <8 x i1> %11331, <8 x float> %11330, <8 x float> %11327
  br label %11343

11333:                                            ; preds = %11320
  %11334 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11325)
  %11335 = bitcast <8 x float> %11325 to <8 x i32>
  %11336 = or <8 x i32> %11335, %109
  %11337 = bitcast <8 x i32> %11336 to <8 x float>
  %11338 = fcmp oeq <8 x float> %11325, %74
  %11339 = select <8 x i1> %11338, <8 x float> %11337, <8 x float> %11334
  br label %11343

11340:                                            ; preds = %11320
  %11341 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11324, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11342 = fadd <8 x float> %11325, %11341
  br label %11343

11343:                                            ; preds = %11340, %11333, %11326
  %11344 = phi <8 x float> [ %11342, %11340 ], [ %11339, %11333 ], [ %11332, %11326 ]
  switch i64 %230, label %1268 [
    i64 1, label %11359
    i64 2, label %11352
    i64 3, label %11345
    i64 0, label %11381
  ]

11345:                                            ; preds = %11343
  %11346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11344)
  %11347 = bitcast <8 x float> %11344 to <8 x i32>
  %11348 = and <8 x i32> %11347, %108
  %11349 = bitcast <8 x i32> %11348 to <8 x float>
  %11350 = fcmp oeq <8 x float> %11344, %71
  %11351 = select <8 x i1> %11350, <8 x float> %11349, <8 x float> %11346
  br label %11362

11352:                                            ; preds = %11343
  %11353 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11344)
  %11354 = bitcast <8 x float> %11344 to <8 x i32>
  %11355 = or <8 x i32> %11354, %109
  %11356 = bitcast <8 x i32> %11355 to <8 x float>
  %11357 = fcmp oeq <8 x float> %11344, %74
  %11358 = select <8 x i1> %11357, <8 x float> %11356, <8 x float> %11353
  br label %11362

11359:                                            ; preds = %11343
  %11360 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11324, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11361 = fadd <8 x float> %11344, %11360
  br label %11362

11362:                                            ; preds = %11359, %11352, %11345
  %11363 = phi <8 x float> [ %11361, %11359 ], [ %11358, %11352 ], [ %11351, %11345 ]
  switch i64 %232, label %1268 [
    i64 1, label %11378
    i64 2, label %11371
    i64 3, label %11364
    i64 0, label %11381
  ]

11364:                                            ; preds = %11362
  %11365 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11363)
  %11366 = bitcast <8 x float> %11363 to <8 x i32>
  %11367 = and <8 x i32> %11366, %108
  %11368 = bitcast <8 x i32> %11367 to <8 x float>
  %11369 = fcmp oeq <8 x float> %11363, %71
  %11370 = select <8 x i1> %11369, <8 x float> %11368, <8 x float> %11365
  br label %11381

11371:                                            ; preds = %11362
  %11372 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11363)
  %11373 = bitcast <8 x float> %11363 to <8 x i32>
  %11374 = or <8 x i32> %11373, %109
  %11375 = bitcast <8 x i32> %11374 to <8 x float>
  %11376 = fcmp oeq <8 x float> %11363, %74
  %11377 = select <8 x i1> %11376, <8 x float> %11375, <8 x float> %11372
  br label %11381

11378:                                            ; preds = %11362
  %11379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11324, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11380 = fadd <8 x float> %11363, %11379
  br label %11381

11381:                                            ; preds = %11364, %11371, %11378, %11362, %11343
  %11382 = phi <8 x float> [ %11377, %11371 ], [ %11370, %11364 ], [ %11344, %11343 ], [ %11363, %11362 ], [ %11380, %11378 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11382, ptr align 1 %11323, <8 x i1> %10928)
  %11383 = add nsw i64 %916, %1180
  %11384 = getelementptr inbounds float, ptr %826, i64 %11383
  %11385 = getelementptr inbounds float, ptr %824, i64 %11383
  %11386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11384, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11401
    i64 2, label %11394
    i64 3, label %11387
  ]

11387:                                            ; preds = %11381
  %11388 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11386)
  %11389 = bitcast <8 x float> %11386 to <8 x i32>
  %11390 = and <8 x i32> %11389, %108
  %11391 = bitcast <8 x i32> %11390 to <8 x float>
  %11392 = fcmp oeq <8 x float> %11386, %71
  %11393 = select <8 x i1> %11392, <8 x float> %11391, <8 x float> %11388
  br label %11404

11394:                                            ; preds = %11381
  %11395 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11386)
  %11396 = bitcast <8 x float> %11386 to <8 x i32>
  %11397 = or <8 x i32> %11396, %109
  %11398 = bitcast <8 x i32> %11397 to <8 x float>
  %11399 = fcmp oeq <8 x float> %11386, %74
  %11400 = select <8 x i1> %11399, <8 x float> %11398, <8 x float> %11395
  br label %11404

11401:                                            ; preds = %11381
  %11402 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11385, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11403 = fadd <8 x float> %11386, %11402
  br label %11404

11404:                                            ; preds = %11401, %11394, %11387
  %11405 = phi <8 x float> [ %11403, %11401 ], [ %11400, %11394 ], [ %11393, %11387 ]
  switch i64 %234, label %1268 [
    i64 1, label %11420
    i64 2, label %11413
    i64 3, label %11406
    i64 0, label %11442
  ]

11406:                                            ; preds = %11404
  %11407 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11405)
  %11408 = bitcast <8 x float> %11405 to <8 x i32>
  %11409 = and <8 x i32> %11408, %108
  %11410 = bitcast <8 x i32> %11409 to <8 x float>
  %11411 = fcmp oeq <8 x float> %11405, %71
  %11412 = select <8 x i1> %11411, <8 x float> %11410, <8 x float> %11407
  br label %11423

11413:                                            ; preds = %11404
  %11414 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11405)
  %11415 = bitcast <8 x float> %11405 to <8 x i32>
  %11416 = or <8 x i32> %11415, %109
  %11417 = bitcast <8 x i32> %11416 to <8 x float>
  %11418 = fcmp oeq <8 x float> %11405, %74
  %11419 = select <8 x i1> %11418, <8 x float> %11417, <8 x float> %11414
  br label %11423

11420:                                            ; preds = %11404
  %11421 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11385, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11422 = fadd <8 x float> %11405, %11421
  br label %11423

11423:                                            ; preds = %11420, %11413, %11406
  %11424 = phi <8 x float> [ %11422, %11420 ], [ %11419, %11413 ], [ %11412, %11406 ]
  switch i64 %236, label %1268 [
    i64 1, label %11439
    i64 2, label %11432
    i64 3, label %11425
    i64 0, label %11442
  ]

11425:                                            ; preds = %11423
  %11426 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11424)
  %11427 = bitcast <8 x float> %11424 to <8 x i32>
  %11428 = and <8 x i32> %11427, %108
  %11429 = bitcast <8 x i32> %11428 to <8 x float>
  %11430 = fcmp oeq <8 x float> %11424, %71
  %11431 = select <8 x i1> %11430, <8 x float> %11429, <8 x float> %11426
  br label %11442

11432:                                            ; preds = %11423
  %11433 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11424)
  %11434 = bitcast <8 x float> %11424 to <8 x i32>
  %11435 = or <8 x i32> %11434, %109
  %11436 = bitcast <8 x i32> %11435 to <8 x float>
  %11437 = fcmp oeq <8 x float> %11424, %74
  %11438 = select <8 x i1> %11437, <8 x float> %11436, <8 x float> %11433
  br label %11442

11439:                                            ; preds = %11423
  %11440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11385, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11441 = fadd <8 x float> %11424, %11440
  br label %11442

11442:                                            ; preds = %11425, %11432, %11439, %11423, %11404
  %11443 = phi <8 x float> [ %11438, %11432 ], [ %11431, %11425 ], [ %11405, %11404 ], [ %11424, %11423 ], [ %11441, %11439 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11443, ptr align 1 %11384, <8 x i1> %10928)
  %11444 = add nsw i64 %918, %1180
  %11445 = getelementptr inbounds float, ptr %826, i64 %11444
  %11446 = getelementptr inbounds float, ptr %824, i64 %11444
  %11447 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11445, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11462
    i64 2, label %11455
    i64 3, label %11448
  ]

11448:                                            ; preds = %11442
  %11449 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11447)
  %11450 = bitcast <8 x float> %11447 to <8 x i32>
  %11451 = and <8 x i32> %11450, %108
  %11452 = bitcast <8 x i32> %11451 to <8 x float>
  %11453 = fcmp oeq <8 x float> %11447, %71
  %11454 = select <8 x i1> %11453, <8 x float> %11452, <8 x float> %11449
  br label %11465

11455:                                            ; preds = %11442
  %11456 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11447)
  %11457 = bitcast <8 x float> %11447 to <8 x i32>
  %11458 = or <8 x i32> %11457, %109
  %11459 = bitcast <8 x i32> %11458 to <8 x float>
  %11460 = fcmp oeq <8 x float> %11447, %74
  %11461 = select <8 x i1> %11460, <8 x float> %11459, <8 x float> %11456
  br label %11465

11462:                                            ; preds = %11442
  %11463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11446, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11464 = fadd <8 x float> %11447, %11463
  br label %11465

11465:                                            ; preds = %11462, %11455, %11448
  %11466 = phi <8 x float> [ %11464, %11462 ], [ %11461, %11455 ], [ %11454, %11448 ]
  switch i64 %238, label %1268 [
    i64 1, label %11481
    i64 2, label %11474
    i64 3, label %11467
    i64 0, label %11503
  ]

11467:                                            ; preds = %11465
  %11468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11466)
  %11469 = bitcast <8 x float> %11466 to <8 x i32>
  %11470 = and <8 x i32> %11469, %108
  %11471 = bitcast <8 x i32> %11470 to <8 x float>
  %11472 = fcmp oeq <8 x float> %11466, %71
  %11473 = select <8 x i1> %11472, <8 x float> %11471, <8 x float> %11468
  br label %11484

11474:                                            ; preds = %11465
  %11475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11466)
  %11476 = bitcast <8 x float> %11466 to <8 x i32>
  %11477 = or <8 x i32> %11476, %109
  %11478 = bitcast <8 x i32> %11477 to <8 x float>
  %11479 = fcmp oeq <8 x float> %11466, %74
  %11480 = select <8 x i1> %11479, <8 x float> %11478, <8 x float> %11475
  br label %11484

11481:                                            ; preds = %11465
  %11482 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11446, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11483 = fadd <8 x float> %11466, %11482
  br label %11484

11484:                                            ; preds = %11481, %11474, %11467
  %11485 = phi <8 x float> [ %11483, %11481 ], [ %11480, %11474 ], [ %11473, %11467 ]
  switch i64 %240, label %1268 [
    i64 1, label %11500
    i64 2, label %11493
    i64 3, label %11486
    i64 0, label %11503
  ]

11486:                                            ; preds = %11484
  %11487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11485)
  %11488 = bitcast <8 x float> %11485 to <8 x i32>
  %11489 = and <8 x i32> %11488, %108
  %11490 = bitcast <8 x i32> %11489 to <8 x float>
  %11491 = fcmp oeq <8 x float> %11485, %71
  %11492 = select <8 x i1> %11491, <8 x float> %11490, <8 x float> %11487
  br label %11503

11493:                                            ; preds = %11484
  %11494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11485)
  %11495 = bitcast <8 x float> %11485 to <8 x i32>
  %11496 = or <8 x i32> %11495, %109
  %11497 = bitcast <8 x i32> %11496 to <8 x float>
  %11498 = fcmp oeq <8 x float> %11485, %74
  %11499 = select <8 x i1> %11498, <8 x float> %11497, <8 x float> %11494
  br label %11503

11500:                                            ; preds = %11484
  %11501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11446, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11502 = fadd <8 x float> %11485, %11501
  br label %11503

11503:                                            ; preds = %11486, %11493, %11500, %11484, %11465
  %11504 = phi <8 x float> [ %11499, %11493 ], [ %11492, %11486 ], [ %11466, %11465 ], [ %11485, %11484 ], [ %11502, %11500 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11504, ptr align 1 %11445, <8 x i1> %10928)
  %11505 = add nsw i64 %920, %1180
  %11506 = getelementptr inbounds float, ptr %826, i64 %11505
  %11507 = getelementptr inbounds float, ptr %824, i64 %11505
  %11508 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11506, <8 x i1> %10928, <8 x float> zeroinitializer)
  switch i64 %220, label %1268 [
    i64 1, label %11523
    i64 2, label %11516
    i64 3, label %11509
  ]

11509:                                            ; preds = %11503
  %11510 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11508)
  %11511 = bitcast <8 x float> %11508 to <8 x i32>
  %11512 = and <8 x i32> %11511, %108
  %11513 = bitcast <8 x i32> %11512 to <8 x float>
  %11514 = fcmp oeq <8 x float> %11508, %71
  %11515 = select <8 x i1> %11514, <8 x float> %11513, <8 x float> %11510
  br label %11526

11516:                                            ; preds = %11503
  %11517 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11508)
  %11518 = bitcast <8 x float> %11508 to <8 x i32>
  %11519 = or <8 x i32> %11518, %109
  %11520 = bitcast <8 x i32> %11519 to <8 x float>
  %11521 = fcmp oeq <8 x float> %11508, %74
  %11522 = select <8 x i1> %11521, <8 x float> %11520, <8 x float> %11517
  br label %11526

11523:                                            ; preds = %11503
  %11524 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11507, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11525 = fadd <8 x float> %11508, %11524
  br label %11526

11526:                                            ; preds = %11523, %11516, %11509
  %11527 = phi <8 x float> [ %11525, %11523 ], [ %11522, %11516 ], [ %11515, %11509 ]
  switch i64 %242, label %1268 [
    i64 1, label %11542
    i64 2, label %11535
    i64 3, label %11528
    i64 0, label %11564
  ]

11528:                                            ; preds = %11526
  %11529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11527)
  %11530 = bitcast <8 x float> %11527 to <8 x i32>
  %11531 = and <8 x i32> %11530, %108
  %11532 = bitcast <8 x i32> %11531 to <8 x float>
  %11533 = fcmp oeq <8 x float> %11527, %71
  %11534 = select <8 x i1> %11533, <8 x float> %11532, <8 x float> %11529
  br label %11545

11535:                                            ; preds = %11526
  %11536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11527)
  %11537 = bitcast <8 x float> %11527 to <8 x i32>
  %11538 = or <8 x i32> %11537, %109
  %11539 = bitcast <8 x i32> %11538 to <8 x float>
  %11540 = fcmp oeq <8 x float> %11527, %74
  %11541 = select <8 x i1> %11540, <8 x float> %11539, <8 x float> %11536
  br label %11545

11542:                                            ; preds = %11526
  %11543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11507, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11544 = fadd <8 x float> %11527, %11543
  br label %11545

11545:                                            ; preds = %11542, %11535, %11528
  %11546 = phi <8 x float> [ %11544, %11542 ], [ %11541, %11535 ], [ %11534, %11528 ]
  switch i64 %244, label %1268 [
    i64 1, label %11561
    i64 2, label %11554
    i64 3, label %11547
    i64 0, label %11564
  ]

11547:                                            ; preds = %11545
  %11548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11546)
  %11549 = bitcast <8 x float> %11546 to <8 x i32>
  %11550 = and <8 x i32> %11549, %108
  %11551 = bitcast <8 x i32> %11550 to <8 x float>
  %11552 = fcmp oeq <8 x float> %11546, %71
  %11553 = select <8 x i1> %11552, <8 x float> %11551, <8 x float> %11548
  br label %11564

11554:                                            ; preds = %11545
  %11555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11546)
  %11556 = bitcast <8 x float> %11546 to <8 x i32>
  %11557 = or <8 x i32> %11556, %109
  %11558 = bitcast <8 x i32> %11557 to <8 x float>
  %11559 = fcmp oeq <8 x float> %11546, %74
  %11560 = select <8 x i1> %11559, <8 x float> %11558, <8 x float> %11555
  br label %11564

11561:                                            ; preds = %11545
  %11562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11507, <8 x i1> %10928, <8 x float> zeroinitializer)
  %11563 = fadd <8 x float> %11546, %11562
  br label %11564

11564:                                            ; preds = %11547, %11554, %11561, %11193, %11545, %11526
  %11565 = phi ptr [ %11202, %11193 ], [ %11506, %11547 ], [ %11506, %11526 ], [ %11506, %11545 ], [ %11506, %11561 ], [ %11506, %11554 ]
  %11566 = phi <8 x float> [ %11203, %11193 ], [ %11553, %11547 ], [ %11527, %11526 ], [ %11546, %11545 ], [ %11563, %11561 ], [ %11560, %11554 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11566, ptr align 1 %11565, <8 x i1> %10928)
  br label %11567

11567:                                            ; preds = %11564, %11068
  call void @llvm.lifetime.end.p0(ptr nonnull %56)
  call void @llvm.lifetime.end.p0(ptr nonnull %55)
  br label %13665

11568:                                            ; preds = %1179
  br i1 %85, label %11569, label %12511

11569:                                            ; preds = %11568
  %11570 = icmp sgt i64 %1181, 7
  %11571 = trunc i64 %1181 to i32
  %11572 = select i1 %11570, i32 8, i32 %11571
  %11573 = insertelement <8 x i32> poison, i32 %11572, i64 0
  %11574 = shufflevector <8 x i32> %11573, <8 x i32> poison, <8 x i32> zeroinitializer
  %11575 = icmp sgt <8 x i32> %11574, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %11576 = add i64 %1180, 8
  %11577 = sub i64 %7, %11576
  %11578 = icmp sgt i64 %11577, 7
  %11579 = trunc i64 %11577 to i32
  %11580 = select i1 %11578, i32 8, i32 %11579
  %11581 = insertelement <8 x i32> poison, i32 %11580, i64 0
  %11582 = shufflevector <8 x i32> %11581, <8 x i32> poison, <8 x i32> zeroinitializer
  %11583 = icmp sgt <8 x i32> %11582, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %11615, label %11584

11584:                                            ; preds = %11569
  %11585 = load float, ptr %839, align 1
  %11586 = insertelement <8 x float> poison, float %11585, i64 0
  %11587 = shufflevector <8 x float> %11586, <8 x float> poison, <8 x i32> zeroinitializer
  %11588 = insertelement <8 x float> poison, float %11585, i64 0
  %11589 = shufflevector <8 x float> %11588, <8 x float> poison, <8 x i32> zeroinitializer
  %11590 = load float, ptr %871, align 1
  %11591 = insertelement <8 x float> poison, float %11590, i64 0
  %11592 = shufflevector <8 x float> %11591, <8 x float> poison, <8 x i32> zeroinitializer
  %11593 = insertelement <8 x float> poison, float %11590, i64 0
  %11594 = shufflevector <8 x float> %11593, <8 x float> poison, <8 x i32> zeroinitializer
  %11595 = load float, ptr %874, align 1
  %11596 = insertelement <8 x float> poison, float %11595, i64 0
  %11597 = shufflevector <8 x float> %11596, <8 x float> poison, <8 x i32> zeroinitializer
  %11598 = insertelement <8 x float> poison, float %11595, i64 0
  %11599 = shufflevector <8 x float> %11598, <8 x float> poison, <8 x i32> zeroinitializer
  %11600 = load float, ptr %877, align 1
  %11601 = insertelement <8 x float> poison, float %11600, i64 0
  %11602 = shufflevector <8 x float> %11601, <8 x float> poison, <8 x i32> zeroinitializer
  %11603 = insertelement <8 x float> poison, float %11600, i64 0
  %11604 = shufflevector <8 x float> %11603, <8 x float> poison, <8 x i32> zeroinitializer
  %11605 = load float, ptr %880, align 1
  %11606 = insertelement <8 x float> poison, float %11605, i64 0
  %11607 = shufflevector <8 x float> %11606, <8 x float> poison, <8 x i32> zeroinitializer
  %11608 = insertelement <8 x float> poison, float %11605, i64 0
  %11609 = shufflevector <8 x float> %11608, <8 x float> poison, <8 x i32> zeroinitializer
  %11610 = load float, ptr %883, align 1
  %11611 = insertelement <8 x float> poison, float %11610, i64 0
  %11612 = shufflevector <8 x float> %11611, <8 x float> poison, <8 x i32> zeroinitializer
  %11613 = insertelement <8 x float> poison, float %11610, i64 0
  %11614 = shufflevector <8 x float> %11613, <8 x float> poison, <8 x i32> zeroinitializer
  br label %11641

11615:                                            ; preds = %11569
  %11616 = getelementptr float, ptr %821, i64 %1180
  %11617 = getelementptr float, ptr %11616, i64 %843
  %11618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11617, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11619 = getelementptr inbounds nuw i8, ptr %11617, i64 32
  %11620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11619, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11621 = getelementptr float, ptr %11616, i64 %887
  %11622 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11621, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11623 = getelementptr inbounds nuw i8, ptr %11621, i64 32
  %11624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11623, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11625 = getelementptr float, ptr %11616, i64 %889
  %11626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11625, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11627 = getelementptr inbounds nuw i8, ptr %11625, i64 32
  %11628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11627, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11629 = getelementptr float, ptr %11616, i64 %891
  %11630 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11629, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11631 = getelementptr inbounds nuw i8, ptr %11629, i64 32
  %11632 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11631, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11633 = getelementptr float, ptr %11616, i64 %893
  %11634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11633, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11635 = getelementptr inbounds nuw i8, ptr %11633, i64 32
  %11636 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11635, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11637 = getelementptr float, ptr %11616, i64 %895
  %11638 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11637, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11639 = getelementptr inbounds nuw i8, ptr %11637, i64 32
  %11640 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11639, <8 x i1> %11583, <8 x float> zeroinitializer)
  br label %11641

11641:                                            ; preds = %11615, %11584
  %11642 = phi <8 x float> [ %11638, %11615 ], [ %11612, %11584 ]
  %11643 = phi <8 x float> [ %11634, %11615 ], [ %11607, %11584 ]
  %11644 = phi <8 x float> [ %11630, %11615 ], [ %11602, %11584 ]
  %11645 = phi <8 x float> [ %11626, %11615 ], [ %11597, %11584 ]
  %11646 = phi <8 x float> [ %11622, %11615 ], [ %11592, %11584 ]
  %11647 = phi <8 x float> [ %11618, %11615 ], [ %11587, %11584 ]
  %11648 = phi <8 x float> [ %11620, %11615 ], [ %11589, %11584 ]
  %11649 = phi i64 [ %887, %11615 ], [ %873, %11584 ]
  %11650 = phi <8 x float> [ %11624, %11615 ], [ %11594, %11584 ]
  %11651 = phi i64 [ %889, %11615 ], [ %876, %11584 ]
  %11652 = phi <8 x float> [ %11628, %11615 ], [ %11599, %11584 ]
  %11653 = phi i64 [ %891, %11615 ], [ %879, %11584 ]
  %11654 = phi <8 x float> [ %11632, %11615 ], [ %11604, %11584 ]
  %11655 = phi i64 [ %893, %11615 ], [ %882, %11584 ]
  %11656 = phi <8 x float> [ %11636, %11615 ], [ %11609, %11584 ]
  %11657 = phi i64 [ %895, %11615 ], [ %885, %11584 ]
  %11658 = phi <8 x float> [ %11640, %11615 ], [ %11614, %11584 ]
  %11659 = getelementptr inbounds float, ptr %819, i64 %1180
  br i1 %106, label %11686, label %11660

11660:                                            ; preds = %11686, %11641
  %11661 = phi <8 x float> [ %11658, %11641 ], [ %11740, %11686 ]
  %11662 = phi <8 x float> [ %11642, %11641 ], [ %11739, %11686 ]
  %11663 = phi <8 x float> [ %11656, %11641 ], [ %11734, %11686 ]
  %11664 = phi <8 x float> [ %11643, %11641 ], [ %11733, %11686 ]
  %11665 = phi <8 x float> [ %11654, %11641 ], [ %11728, %11686 ]
  %11666 = phi <8 x float> [ %11644, %11641 ], [ %11727, %11686 ]
  %11667 = phi <8 x float> [ %11652, %11641 ], [ %11722, %11686 ]
  %11668 = phi <8 x float> [ %11645, %11641 ], [ %11721, %11686 ]
  %11669 = phi <8 x float> [ %11650, %11641 ], [ %11716, %11686 ]
  %11670 = phi <8 x float> [ %11646, %11641 ], [ %11715, %11686 ]
  %11671 = phi <8 x float> [ %11648, %11641 ], [ %11710, %11686 ]
  %11672 = phi <8 x float> [ %11647, %11641 ], [ %11709, %11686 ]
  %11673 = getelementptr float, ptr %826, i64 %1180
  %11674 = getelementptr float, ptr %11673, i64 %843
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11672, ptr align 1 %11674, <8 x i1> %11575)
  %11675 = getelementptr inbounds nuw i8, ptr %11674, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11671, ptr nonnull align 1 %11675, <8 x i1> %11583)
  %11676 = getelementptr float, ptr %11673, i64 %11649
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11670, ptr align 1 %11676, <8 x i1> %11575)
  %11677 = getelementptr inbounds nuw i8, ptr %11676, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11669, ptr nonnull align 1 %11677, <8 x i1> %11583)
  %11678 = getelementptr float, ptr %11673, i64 %11651
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11668, ptr align 1 %11678, <8 x i1> %11575)
  %11679 = getelementptr inbounds nuw i8, ptr %11678, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11667, ptr nonnull align 1 %11679, <8 x i1> %11583)
  %11680 = getelementptr float, ptr %11673, i64 %11653
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11666, ptr align 1 %11680, <8 x i1> %11575)
  %11681 = getelementptr inbounds nuw i8, ptr %11680, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11665, ptr nonnull align 1 %11681, <8 x i1> %11583)
  %11682 = getelementptr float, ptr %11673, i64 %11655
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11664, ptr align 1 %11682, <8 x i1> %11575)
  %11683 = getelementptr inbounds nuw i8, ptr %11682, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11663, ptr nonnull align 1 %11683, <8 x i1> %11583)
  %11684 = getelementptr float, ptr %11673, i64 %11657
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11662, ptr align 1 %11684, <8 x i1> %11575)
  %11685 = getelementptr inbounds nuw i8, ptr %11684, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11661, ptr nonnull align 1 %11685, <8 x i1> %11583)
  br i1 %107, label %13665, label %11743

11686:                                            ; preds = %11641, %11686
  %11687 = phi <8 x float> [ %11740, %11686 ], [ %11658, %11641 ]
  %11688 = phi <8 x float> [ %11739, %11686 ], [ %11642, %11641 ]
  %11689 = phi <8 x float> [ %11734, %11686 ], [ %11656, %11641 ]
  %11690 = phi <8 x float> [ %11733, %11686 ], [ %11643, %11641 ]
  %11691 = phi <8 x float> [ %11728, %11686 ], [ %11654, %11641 ]
  %11692 = phi <8 x float> [ %11727, %11686 ], [ %11644, %11641 ]
  %11693 = phi <8 x float> [ %11722, %11686 ], [ %11652, %11641 ]
  %11694 = phi <8 x float> [ %11721, %11686 ], [ %11645, %11641 ]
  %11695 = phi <8 x float> [ %11716, %11686 ], [ %11650, %11641 ]
  %11696 = phi <8 x float> [ %11715, %11686 ], [ %11646, %11641 ]
  %11697 = phi <8 x float> [ %11710, %11686 ], [ %11648, %11641 ]
  %11698 = phi <8 x float> [ %11709, %11686 ], [ %11647, %11641 ]
  %11699 = phi i64 [ %11741, %11686 ], [ 0, %11641 ]
  %11700 = mul nsw i64 %11699, %7
  %11701 = getelementptr inbounds float, ptr %11659, i64 %11700
  %11702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11701, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11703 = getelementptr inbounds nuw i8, ptr %11701, i64 32
  %11704 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11703, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11705 = getelementptr float, ptr %842, i64 %11699
  %11706 = load float, ptr %11705, align 1
  %11707 = insertelement <8 x float> poison, float %11706, i64 0
  %11708 = shufflevector <8 x float> %11707, <8 x float> poison, <8 x i32> zeroinitializer
  %11709 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11708, <8 x float> %11698)
  %11710 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11708, <8 x float> %11697)
  %11711 = getelementptr float, ptr %11705, i64 %5
  %11712 = load float, ptr %11711, align 1
  %11713 = insertelement <8 x float> poison, float %11712, i64 0
  %11714 = shufflevector <8 x float> %11713, <8 x float> poison, <8 x i32> zeroinitializer
  %11715 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11714, <8 x float> %11696)
  %11716 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11714, <8 x float> %11695)
  %11717 = getelementptr i8, ptr %11705, i64 %163
  %11718 = load float, ptr %11717, align 1
  %11719 = insertelement <8 x float> poison, float %11718, i64 0
  %11720 = shufflevector <8 x float> %11719, <8 x float> poison, <8 x i32> zeroinitializer
  %11721 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11720, <8 x float> %11694)
  %11722 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11720, <8 x float> %11693)
  %11723 = getelementptr i8, ptr %11705, i64 %164
  %11724 = load float, ptr %11723, align 1
  %11725 = insertelement <8 x float> poison, float %11724, i64 0
  %11726 = shufflevector <8 x float> %11725, <8 x float> poison, <8 x i32> zeroinitializer
  %11727 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11726, <8 x float> %11692)
  %11728 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11726, <8 x float> %11691)
  %11729 = getelementptr i8, ptr %11705, i64 %165
  %11730 = load float, ptr %11729, align 1
  %11731 = insertelement <8 x float> poison, float %11730, i64 0
  %11732 = shufflevector <8 x float> %11731, <8 x float> poison, <8 x i32> zeroinitializer
  %11733 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11732, <8 x float> %11690)
  %11734 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11732, <8 x float> %11689)
  %11735 = getelementptr i8, ptr %11705, i64 %166
  %11736 = load float, ptr %11735, align 1
  %11737 = insertelement <8 x float> poison, float %11736, i64 0
  %11738 = shufflevector <8 x float> %11737, <8 x float> poison, <8 x i32> zeroinitializer
  %11739 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11702, <8 x float> %11738, <8 x float> %11688)
  %11740 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11704, <8 x float> %11738, <8 x float> %11687)
  %11741 = add nuw nsw i64 %11699, 1
  %11742 = icmp eq i64 %11741, %5
  br i1 %11742, label %11660, label %11686

11743:                                            ; preds = %11660
  %11744 = add nsw i64 %843, %1180
  %11745 = getelementptr inbounds float, ptr %826, i64 %11744
  %11746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11745, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11747 = getelementptr inbounds float, ptr %824, i64 %11744
  switch i64 %167, label %1268 [
    i64 1, label %11782
    i64 2, label %11785
    i64 3, label %11792
    i64 0, label %11748
  ]

11748:                                            ; preds = %11743
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11746, ptr align 1 %11745, <8 x i1> %11575)
  %11749 = getelementptr float, ptr %826, i64 %11744
  %11750 = getelementptr i8, ptr %11749, i64 32
  %11751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11750, <8 x i1> %11583, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11751, ptr align 1 %11750, <8 x i1> %11583)
  %11752 = add nsw i64 %11649, %1180
  %11753 = getelementptr inbounds float, ptr %826, i64 %11752
  %11754 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11753, <8 x i1> %11575, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11754, ptr align 1 %11753, <8 x i1> %11575)
  %11755 = getelementptr float, ptr %826, i64 %11752
  %11756 = getelementptr i8, ptr %11755, i64 32
  %11757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11756, <8 x i1> %11583, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11757, ptr align 1 %11756, <8 x i1> %11583)
  %11758 = add nsw i64 %11651, %1180
  %11759 = getelementptr inbounds float, ptr %826, i64 %11758
  %11760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11759, <8 x i1> %11575, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11760, ptr align 1 %11759, <8 x i1> %11575)
  %11761 = getelementptr float, ptr %826, i64 %11758
  %11762 = getelementptr i8, ptr %11761, i64 32
  %11763 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11762, <8 x i1> %11583, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11763, ptr align 1 %11762, <8 x i1> %11583)
  %11764 = add nsw i64 %11653, %1180
  %11765 = getelementptr inbounds float, ptr %826, i64 %11764
  %11766 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11765, <8 x i1> %11575, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11766, ptr align 1 %11765, <8 x i1> %11575)
  %11767 = getelementptr float, ptr %826, i64 %11764
  %11768 = getelementptr i8, ptr %11767, i64 32
  %11769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11768, <8 x i1> %11583, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11769, ptr align 1 %11768, <8 x i1> %11583)
  %11770 = add nsw i64 %11655, %1180
  %11771 = getelementptr inbounds float, ptr %826, i64 %11770
  %11772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11771, <8 x i1> %11575, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11772, ptr align 1 %11771, <8 x i1> %11575)
  %11773 = getelementptr float, ptr %826, i64 %11770
  %11774 = getelementptr i8, ptr %11773, i64 32
  %11775 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11774, <8 x i1> %11583, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11775, ptr align 1 %11774, <8 x i1> %11583)
  %11776 = add nsw i64 %11657, %1180
  %11777 = getelementptr inbounds float, ptr %826, i64 %11776
  %11778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11777, <8 x i1> %11575, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11778, ptr align 1 %11777, <8 x i1> %11575)
  %11779 = getelementptr float, ptr %826, i64 %11776
  %11780 = getelementptr i8, ptr %11779, i64 32
  %11781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11780, <8 x i1> %11583, <8 x float> zeroinitializer)
  br label %12508

11782:                                            ; preds = %11743
  %11783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11747, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11784 = fadd <8 x float> %11746, %11783
  br label %11799

11785:                                            ; preds = %11743
  %11786 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11746)
  %11787 = bitcast <8 x float> %11746 to <8 x i32>
  %11788 = or <8 x i32> %11787, %109
  %11789 = bitcast <8 x i32> %11788 to <8 x float>
  %11790 = fcmp oeq <8 x float> %11746, %74
  %11791 = select <8 x i1> %11790, <8 x float> %11789, <8 x float> %11786
  br label %11799

11792:                                            ; preds = %11743
  %11793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11746)
  %11794 = bitcast <8 x float> %11746 to <8 x i32>
  %11795 = and <8 x i32> %11794, %108
  %11796 = bitcast <8 x i32> %11795 to <8 x float>
  %11797 = fcmp oeq <8 x float> %11746, %71
  %11798 = select <8 x i1> %11797, <8 x float> %11796, <8 x float> %11793
  br label %11799

11799:                                            ; preds = %11792, %11785, %11782
  %11800 = phi <8 x float> [ %11784, %11782 ], [ %11791, %11785 ], [ %11798, %11792 ]
  switch i64 %169, label %1268 [
    i64 1, label %11815
    i64 2, label %11808
    i64 3, label %11801
    i64 0, label %11837
  ]

11801:                                            ; preds = %11799
  %11802 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11800)
  %11803 = bitcast <8 x float> %11800 to <8 x i32>
  %11804 = and <8 x i32> %11803, %108
  %11805 = bitcast <8 x i32> %11804 to <8 x float>
  %11806 = fcmp oeq <8 x float> %11800, %71
  %11807 = select <8 x i1> %11806, <8 x float> %11805, <8 x float> %11802
  br label %11818

11808:                                            ; preds = %11799
  %11809 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11800)
  %11810 = bitcast <8 x float> %11800 to <8 x i32>
  %11811 = or <8 x i32> %11810, %109
  %11812 = bitcast <8 x i32> %11811 to <8 x float>
  %11813 = fcmp oeq <8 x float> %11800, %74
  %11814 = select <8 x i1> %11813, <8 x float> %11812, <8 x float> %11809
  br label %11818

11815:                                            ; preds = %11799
  %11816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11747, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11817 = fadd <8 x float> %11800, %11816
  br label %11818

11818:                                            ; preds = %11815, %11808, %11801
  %11819 = phi <8 x float> [ %11817, %11815 ], [ %11814, %11808 ], [ %11807, %11801 ]
  switch i64 %171, label %1268 [
    i64 1, label %11834
    i64 2, label %11827
    i64 3, label %11820
    i64 0, label %11837
  ]

11820:                                            ; preds = %11818
  %11821 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11819)
  %11822 = bitcast <8 x float> %11819 to <8 x i32>
  %11823 = and <8 x i32> %11822, %108
  %11824 = bitcast <8 x i32> %11823 to <8 x float>
  %11825 = fcmp oeq <8 x float> %11819, %71
  %11826 = select <8 x i1> %11825, <8 x float> %11824, <8 x float> %11821
  br label %11837

11827:                                            ; preds = %11818
  %11828 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11819)
  %11829 = bitcast <8 x float> %11819 to <8 x i32>
  %11830 = or <8 x i32> %11829, %109
  %11831 = bitcast <8 x i32> %11830 to <8 x float>
  %11832 = fcmp oeq <8 x float> %11819, %74
  %11833 = select <8 x i1> %11832, <8 x float> %11831, <8 x float> %11828
  br label %11837

11834:                                            ; preds = %11818
  %11835 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11747, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11836 = fadd <8 x float> %11819, %11835
  br label %11837

11837:                                            ; preds = %11820, %11827, %11834, %11818, %11799
  %11838 = phi <8 x float> [ %11819, %11818 ], [ %11826, %11820 ], [ %11800, %11799 ], [ %11836, %11834 ], [ %11833, %11827 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11838, ptr align 1 %11745, <8 x i1> %11575)
  %11839 = add nsw i64 %11744, 8
  %11840 = getelementptr inbounds float, ptr %826, i64 %11839
  %11841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11840, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11842 = getelementptr inbounds float, ptr %824, i64 %11839
  switch i64 %167, label %1268 [
    i64 1, label %11857
    i64 2, label %11850
    i64 3, label %11843
  ]

11843:                                            ; preds = %11837
  %11844 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11841)
  %11845 = bitcast <8 x float> %11841 to <8 x i32>
  %11846 = and <8 x i32> %11845, %108
  %11847 = bitcast <8 x i32> %11846 to <8 x float>
  %11848 = fcmp oeq <8 x float> %11841, %71
  %11849 = select <8 x i1> %11848, <8 x float> %11847, <8 x float> %11844
  br label %11860

11850:                                            ; preds = %11837
  %11851 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11841)
  %11852 = bitcast <8 x float> %11841 to <8 x i32>
  %11853 = or <8 x i32> %11852, %109
  %11854 = bitcast <8 x i32> %11853 to <8 x float>
  %11855 = fcmp oeq <8 x float> %11841, %74
  %11856 = select <8 x i1> %11855, <8 x float> %11854, <8 x float> %11851
  br label %11860

11857:                                            ; preds = %11837
  %11858 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11842, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11859 = fadd <8 x float> %11841, %11858
  br label %11860

11860:                                            ; preds = %11857, %11850, %11843
  %11861 = phi <8 x float> [ %11859, %11857 ], [ %11856, %11850 ], [ %11849, %11843 ]
  switch i64 %173, label %1268 [
    i64 1, label %11876
    i64 2, label %11869
    i64 3, label %11862
    i64 0, label %11898
  ]

11862:                                            ; preds = %11860
  %11863 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11861)
  %11864 = bitcast <8 x float> %11861 to <8 x i32>
  %11865 = and <8 x i32> %11864, %108
  %11866 = bitcast <8 x i32> %11865 to <8 x float>
  %11867 = fcmp oeq <8 x float> %11861, %71
  %11868 = select <8 x i1> %11867, <8 x float> %11866, <8 x float> %11863
  br label %11879

11869:                                            ; preds = %11860
  %11870 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11861)
  %11871 = bitcast <8 x float> %11861 to <8 x i32>
  %11872 = or <8 x i32> %11871, %109
  %11873 = bitcast <8 x i32> %11872 to <8 x float>
  %11874 = fcmp oeq <8 x float> %11861, %74
  %11875 = select <8 x i1> %11874, <8 x float> %11873, <8 x float> %11870
  br label %11879

11876:                                            ; preds = %11860
  %11877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11842, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11878 = fadd <8 x float> %11861, %11877
  br label %11879

11879:                                            ; preds = %11876, %11869, %11862
  %11880 = phi <8 x float> [ %11878, %11876 ], [ %11875, %11869 ], [ %11868, %11862 ]
  switch i64 %175, label %1268 [
    i64 1, label %11895
    i64 2, label %11888
    i64 3, label %11881
    i64 0, label %11898
  ]

11881:                                            ; preds = %11879
  %11882 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11880)
  %11883 = bitcast <8 x float> %11880 to <8 x i32>
  %11884 = and <8 x i32> %11883, %108
  %11885 = bitcast <8 x i32> %11884 to <8 x float>
  %11886 = fcmp oeq <8 x float> %11880, %71
  %11887 = select <8 x i1> %11886, <8 x float> %11885, <8 x float> %11882
  br label %11898

11888:                                            ; preds = %11879
  %11889 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11880)
  %11890 = bitcast <8 x float> %11880 to <8 x i32>
  %11891 = or <8 x i32> %11890, %109
  %11892 = bitcast <8 x i32> %11891 to <8 x float>
  %11893 = fcmp oeq <8 x float> %11880, %74
  %11894 = select <8 x i1> %11893, <8 x float> %11892, <8 x float> %11889
  br label %11898

11895:                                            ; preds = %11879
  %11896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11842, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11897 = fadd <8 x float> %11880, %11896
  br label %11898

11898:                                            ; preds = %11881, %11888, %11895, %11879, %11860
  %11899 = phi <8 x float> [ %11894, %11888 ], [ %11887, %11881 ], [ %11861, %11860 ], [ %11880, %11879 ], [ %11897, %11895 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11899, ptr align 1 %11840, <8 x i1> %11583)
  %11900 = add nsw i64 %11649, %1180
  %11901 = getelementptr inbounds float, ptr %826, i64 %11900
  %11902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11901, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11903 = getelementptr inbounds float, ptr %824, i64 %11900
  switch i64 %167, label %1268 [
    i64 1, label %11918
    i64 2, label %11911
    i64 3, label %11904
  ]

11904:                                            ; preds = %11898
  %11905 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11902)
  %11906 = bitcast <8 x float> %11902 to <8 x i32>
  %11907 = and <8 x i32> %11906, %108
  %11908 = bitcast <8 x i32> %11907 to <8 x float>
  %11909 = fcmp oeq <8 x float> %11902, %71
  %11910 = select <8 x i1> %11909, <8 x float> %11908, <8 x float> %11905
  br label %11921

11911:                                            ; preds = %11898
  %11912 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11902)
  %11913 = bitcast <8 x float> %11902 to <8 x i32>
  %11914 = or <8 x i32> %11913, %109
  %11915 = bitcast <8 x i32> %11914 to <8 x float>
  %11916 = fcmp oeq <8 x float> %11902, %74
  %11917 = select <8 x i1> %11916, <8 x float> %11915, <8 x float> %11912
  br label %11921

11918:                                            ; preds = %11898
  %11919 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11903, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11920 = fadd <8 x float> %11902, %11919
  br label %11921

11921:                                            ; preds = %11918, %11911, %11904
  %11922 = phi <8 x float> [ %11920, %11918 ], [ %11917, %11911 ], [ %11910, %11904 ]
  switch i64 %177, label %1268 [
    i64 1, label %11937
    i64 2, label %11930
    i64 3, label %11923
    i64 0, label %11959
  ]

11923:                                            ; preds = %11921
  %11924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11922)
  %11925 = bitcast <8 x float> %11922 to <8 x i32>
  %11926 = and <8 x i32> %11925, %108
  %11927 = bitcast <8 x i32> %11926 to <8 x float>
  %11928 = fcmp oeq <8 x float> %11922, %71
  %11929 = select <8 x i1> %11928, <8 x float> %11927, <8 x float> %11924
  br label %11940

11930:                                            ; preds = %11921
  %11931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11922)
  %11932 = bitcast <8 x float> %11922 to <8 x i32>
  %11933 = or <8 x i32> %11932, %109
  %11934 = bitcast <8 x i32> %11933 to <8 x float>
  %11935 = fcmp oeq <8 x float> %11922, %74
  %11936 = select <8 x i1> %11935, <8 x float> %11934, <8 x float> %11931
  br label %11940

11937:                                            ; preds = %11921
  %11938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11903, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11939 = fadd <8 x float> %11922, %11938
  br label %11940

11940:                                            ; preds = %11937, %11930, %11923
  %11941 = phi <8 x float> [ %11939, %11937 ], [ %11936, %11930 ], [ %11929, %11923 ]
  switch i64 %179, label %1268 [
    i64 1, label %11956
    i64 2, label %11949
    i64 3, label %11942
    i64 0, label %11959
  ]

11942:                                            ; preds = %11940
  %11943 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11941)
  %11944 = bitcast <8 x float> %11941 to <8 x i32>
  %11945 = and <8 x i32> %11944, %108
  %11946 = bitcast <8 x i32> %11945 to <8 x float>
  %11947 = fcmp oeq <8 x float> %11941, %71
  %11948 = select <8 x i1> %11947, <8 x float> %11946, <8 x float> %11943
  br label %11959

11949:                                            ; preds = %11940
  %11950 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11941)
  %11951 = bitcast <8 x float> %11941 to <8 x i32>
  %11952 = or <8 x i32> %11951, %109
  %11953 = bitcast <8 x i32> %11952 to <8 x float>
  %11954 = fcmp oeq <8 x float> %11941, %74
  %11955 = select <8 x i1> %11954, <8 x float> %11953, <8 x float> %11950
  br label %11959

11956:                                            ; preds = %11940
  %11957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11903, <8 x i1> %11575, <8 x float> zeroinitializer)
  %11958 = fadd <8 x float> %11941, %11957
  br label %11959

11959:                                            ; preds = %11942, %11949, %11956, %11940, %11921
  %11960 = phi <8 x float> [ %11955, %11949 ], [ %11948, %11942 ], [ %11922, %11921 ], [ %11941, %11940 ], [ %11958, %11956 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11960, ptr align 1 %11901, <8 x i1> %11575)
  %11961 = add nsw i64 %11900, 8
  %11962 = getelementptr inbounds float, ptr %826, i64 %11961
  %11963 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11962, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11964 = getelementptr inbounds float, ptr %824, i64 %11961
  switch i64 %167, label %1268 [
    i64 1, label %11979
    i64 2, label %11972
    i64 3, label %11965
  ]

11965:                                            ; preds = %11959
  %11966 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11963)
  %11967 = bitcast <8 x float> %11963 to <8 x i32>
  %11968 = and <8 x i32> %11967, %108
  %11969 = bitcast <8 x i32> %11968 to <8 x float>
  %11970 = fcmp oeq <8 x float> %11963, %71
  %11971 = select <8 x i1> %11970, <8 x float> %11969, <8 x float> %11966
  br label %11982

11972:                                            ; preds = %11959
  %11973 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11963)
  %11974 = bitcast <8 x float> %11963 to <8 x i32>
  %11975 = or <8 x i32> %11974, %109
  %11976 = bitcast <8 x i32> %11975 to <8 x float>
  %11977 = fcmp oeq <8 x float> %11963, %74
  %11978 = select <8 x i1> %11977, <8 x float> %11976, <8 x float> %11973
  br label %11982

11979:                                            ; preds = %11959
  %11980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11964, <8 x i1> %11583, <8 x float> zeroinitializer)
  %11981 = fadd <8 x float> %11963, %11980
  br label %11982

11982:                                            ; preds = %11979, %11972, %11965
  %11983 = phi <8 x float> [ %11981, %11979 ], [ %11978, %11972 ], [ %11971, %11965 ]
  switch i64 %181, label %1268 [
    i64 1, label %11998
    i64 2, label %11991
    i64 3, label %11984
    i64 0, label %12020
  ]

11984:                                            ; preds = %11982
  %11985 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11983)
  %11986 = bitcast <8 x float> %11983 to <8 x i32>
  %11987 = and <8 x i32> %11986, %108
  %11988 = bitcast <8 x i32> %11987 to <8 x float>
  %11989 = fcmp oeq <8 x float> %11983, %71
  %11990 = select <8 x i1> %11989, <8 x float> %11988, <8 x float> %11985
  br label %12001

11991:                                            ; preds = %11982
  %11992 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11983)
  %11993 = bitcast <8 x float> %11983 to <8 x i32>
  %11994 = or <8 x i32> %11993, %109
  %11995 = bitcast <8 x i32> %11994 to <8 x float>
  %11996 = fcmp oeq <8 x float> %11983, %74
  %11997 = select <8 x i1> %11996, <8 x float> %11995, <8 x float> %11992
  br label %12001

11998:                                            ; preds = %11982
  %11999 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11964, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12000 = fadd <8 x float> %11983, %11999
  br label %12001

12001:                                            ; preds = %11998, %11991, %11984
  %12002 = phi <8 x float> [ %12000, %11998 ], [ %11997, %11991 ], [ %11990, %11984 ]
  switch i64 %183, label %1268 [
    i64 1, label %12017
    i64 2, label %12010
    i64 3, label %12003
    i64 0, label %12020
  ]

12003:                                            ; preds = %12001
  %12004 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12002)
  %12005 = bitcast <8 x float> %12002 to <8 x i32>
  %12006 = and <8 x i32> %12005, %108
  %12007 = bitcast <8 x i32> %12006 to <8 x float>
  %12008 = fcmp oeq <8 x float> %12002, %71
  %12009 = select <8 x i1> %12008, <8 x float> %12007, <8 x float> %12004
  br label %12020

12010:                                            ; preds = %12001
  %12011 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12002)
  %12012 = bitcast <8 x float> %12002 to <8 x i32>
  %12013 = or <8 x i32> %12012, %109
  %12014 = bitcast <8 x i32> %12013 to <8 x float>
  %12015 = fcmp oeq <8 x float> %12002, %74
  %12016 = select <8 x i1> %12015, <8 x float> %12014, <8 x float> %12011
  br label %12020

12017:                                            ; preds = %12001
  %12018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11964, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12019 = fadd <8 x float> %12002, %12018
  br label %12020

12020:                                            ; preds = %12003, %12010, %12017, %12001, %11982
  %12021 = phi <8 x float> [ %12016, %12010 ], [ %12009, %12003 ], [ %11983, %11982 ], [ %12002, %12001 ], [ %12019, %12017 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12021, ptr align 1 %11962, <8 x i1> %11583)
  %12022 = add nsw i64 %11651, %1180
  %12023 = getelementptr inbounds float, ptr %826, i64 %12022
  %12024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12023, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12025 = getelementptr inbounds float, ptr %824, i64 %12022
  switch i64 %167, label %1268 [
    i64 1, label %12040
    i64 2, label %12033
    i64 3, label %12026
  ]

12026:                                            ; preds = %12020
  %12027 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12024)
  %12028 = bitcast <8 x float> %12024 to <8 x i32>
  %12029 = and <8 x i32> %12028, %108
  %12030 = bitcast <8 x i32> %12029 to <8 x float>
  %12031 = fcmp oeq <8 x float> %12024, %71
  %12032 = select <8 x i1> %12031, <8 x float> %12030, <8 x float> %12027
  br label %12043

12033:                                            ; preds = %12020
  %12034 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12024)
  %12035 = bitcast <8 x float> %12024 to <8 x i32>
  %12036 = or <8 x i32> %12035, %109
  %12037 = bitcast <8 x i32> %12036 to <8 x float>
  %12038 = fcmp oeq <8 x float> %12024, %74
  %12039 = select <8 x i1> %12038, <8 x float> %12037, <8 x float> %12034
  br label %12043

12040:                                            ; preds = %12020
  %12041 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12025, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12042 = fadd <8 x float> %12024, %12041
  br label %12043

12043:                                            ; preds = %12040, %12033, %12026
  %12044 = phi <8 x float> [ %12042, %12040 ], [ %12039, %12033 ], [ %12032, %12026 ]
  switch i64 %185, label %1268 [
    i64 1, label %12059
    i64 2, label %12052
    i64 3, label %12045
    i64 0, label %12081
  ]

12045:                                            ; preds = %12043
  %12046 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12044)
  %12047 = bitcast <8 x float> %12044 to <8 x i32>
  %12048 = and <8 x i32> %12047, %108
  %12049 = bitcast <8 x i32> %12048 to <8 x float>
  %12050 = fcmp oeq <8 x float> %12044, %71
  %12051 = select <8 x i1> %12050, <8 x float> %12049, <8 x float> %12046
  br label %12062

12052:                                            ; preds = %12043
  %12053 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12044)
  %12054 = bitcast <8 x float> %12044 to <8 x i32>
  %12055 = or <8 x i32> %12054, %109
  %12056 = bitcast <8 x i32> %12055 to <8 x float>
  %12057 = fcmp oeq <8 x float> %12044, %74
  %12058 = select <8 x i1> %12057, <8 x float> %12056, <8 x float> %12053
  br label %12062

12059:                                            ; preds = %12043
  %12060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12025, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12061 = fadd <8 x float> %12044, %12060
  br label %12062

12062:                                            ; preds = %12059, %12052, %12045
  %12063 = phi <8 x float> [ %12061, %12059 ], [ %12058, %12052 ], [ %12051, %12045 ]
  switch i64 %187, label %1268 [
    i64 1, label %12078
    i64 2, label %12071
    i64 3, label %12064
    i64 0, label %12081
  ]

12064:                                            ; preds = %12062
  %12065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12063)
  %12066 = bitcast <8 x float> %12063 to <8 x i32>
  %12067 = and <8 x i32> %12066, %108
  %12068 = bitcast <8 x i32> %12067 to <8 x float>
  %12069 = fcmp oeq <8 x float> %12063, %71
  %12070 = select <8 x i1> %12069, <8 x float> %12068, <8 x float> %12065
  br label %12081

12071:                                            ; preds = %12062
  %12072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12063)
  %12073 = bitcast <8 x float> %12063 to <8 x i32>
  %12074 = or <8 x i32> %12073, %109
  %12075 = bitcast <8 x i32> %12074 to <8 x float>
  %12076 = fcmp oeq <8 x float> %12063, %74
  %12077 = select <8 x i1> %12076, <8 x float> %12075, <8 x float> %12072
  br label %12081

12078:                                            ; preds = %12062
  %12079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12025, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12080 = fadd <8 x float> %12063, %12079
  br label %12081

12081:                                            ; preds = %12064, %12071, %12078, %12062, %12043
  %12082 = phi <8 x float> [ %12077, %12071 ], [ %12070, %12064 ], [ %12044, %12043 ], [ %12063, %12062 ], [ %12080, %12078 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12082, ptr align 1 %12023, <8 x i1> %11575)
  %12083 = add nsw i64 %12022, 8
  %12084 = getelementptr inbounds float, ptr %826, i64 %12083
  %12085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12084, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12086 = getelementptr inbounds float, ptr %824, i64 %12083
  switch i64 %167, label %1268 [
    i64 1, label %12101
    i64 2, label %12094
    i64 3, label %12087
  ]

12087:                                            ; preds = %12081
  %12088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12085)
  %12089 = bitcast <8 x float> %12085 to <8 x i32>
  %12090 = and <8 x i32> %12089, %108
  %12091 = bitcast <8 x i32> %12090 to <8 x float>
  %12092 = fcmp oeq <8 x float> %12085, %71
  %12093 = select <8 x i1> %12092, <8 x float> %12091, <8 x float> %12088
  br label %12104

12094:                                            ; preds = %12081
  %12095 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12085)
  %12096 = bitcast <8 x float> %12085 to <8 x i32>
  %12097 = or <8 x i32> %12096, %109
  %12098 = bitcast <8 x i32> %12097 to <8 x float>
  %12099 = fcmp oeq <8 x float> %12085, %74
  %12100 = select <8 x i1> %12099, <8 x float> %12098, <8 x float> %12095
  br label %12104

12101:                                            ; preds = %12081
  %12102 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12086, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12103 = fadd <8 x float> %12085, %12102
  br label %12104

12104:                                            ; preds = %12101, %12094, %12087
  %12105 = phi <8 x float> [ %12103, %12101 ], [ %12100, %12094 ], [ %12093, %12087 ]
  switch i64 %189, label %1268 [
    i64 1, label %12120
    i64 2, label %12113
    i64 3, label %12106
    i64 0, label %12142
  ]

12106:                                            ; preds = %12104
  %12107 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12105)
  %12108 = bitcast <8 x float> %12105 to <8 x i32>
  %12109 = and <8 x i32> %12108, %108
  %12110 = bitcast <8 x i32> %12109 to <8 x float>
  %12111 = fcmp oeq <8 x float> %12105, %71
  %12112 = select <8 x i1> %12111, <8 x float> %12110, <8 x float> %12107
  br label %12123

12113:                                            ; preds = %12104
  %12114 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12105)
  %12115 = bitcast <8 x float> %12105 to <8 x i32>
  %12116 = or <8 x i32> %12115, %109
  %12117 = bitcast <8 x i32> %12116 to <8 x float>
  %12118 = fcmp oeq <8 x float> %12105, %74
  %12119 = select <8 x i1> %12118, <8 x float> %12117, <8 x float> %12114
  br label %12123

12120:                                            ; preds = %12104
  %12121 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12086, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12122 = fadd <8 x float> %12105, %12121
  br label %12123

12123:                                            ; preds = %12120, %12113, %12106
  %12124 = phi <8 x float> [ %12122, %12120 ], [ %12119, %12113 ], [ %12112, %12106 ]
  switch i64 %191, label %1268 [
    i64 1, label %12139
    i64 2, label %12132
    i64 3, label %12125
    i64 0, label %12142
  ]

12125:                                            ; preds = %12123
  %12126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12124)
  %12127 = bitcast <8 x float> %12124 to <8 x i32>
  %12128 = and <8 x i32> %12127, %108
  %12129 = bitcast <8 x i32> %12128 to <8 x float>
  %12130 = fcmp oeq <8 x float> %12124, %71
  %12131 = select <8 x i1> %12130, <8 x float> %12129, <8 x float> %12126
  br label %12142

12132:                                            ; preds = %12123
  %12133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12124)
  %12134 = bitcast <8 x float> %12124 to <8 x i32>
  %12135 = or <8 x i32> %12134, %109
  %12136 = bitcast <8 x i32> %12135 to <8 x float>
  %12137 = fcmp oeq <8 x float> %12124, %74
  %12138 = select <8 x i1> %12137, <8 x float> %12136, <8 x float> %12133
  br label %12142

12139:                                            ; preds = %12123
  %12140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12086, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12141 = fadd <8 x float> %12124, %12140
  br label %12142

12142:                                            ; preds = %12125, %12132, %12139, %12123, %12104
  %12143 = phi <8 x float> [ %12138, %12132 ], [ %12131, %12125 ], [ %12105, %12104 ], [ %12124, %12123 ], [ %12141, %12139 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12143, ptr align 1 %12084, <8 x i1> %11583)
  %12144 = add nsw i64 %11653, %1180
  %12145 = getelementptr inbounds float, ptr %826, i64 %12144
  %12146 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12145, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12147 = getelementptr inbounds float, ptr %824, i64 %12144
  switch i64 %167, label %1268 [
    i64 1, label %12162
    i64 2, label %12155
    i64 3, label %12148
  ]

12148:                                            ; preds = %12142
  %12149 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12146)
  %12150 = bitcast <8 x float> %12146 to <8 x i32>
  %12151 = and <8 x i32> %12150, %108
  %12152 = bitcast <8 x i32> %12151 to <8 x float>
  %12153 = fcmp oeq <8 x float> %12146, %71
  %12154 = select <8 x i1> %12153, <8 x float> %12152, <8 x float> %12149
  br label %12165

12155:                                            ; preds = %12142
  %12156 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12146)
  %12157 = bitcast <8 x float> %12146 to <8 x i32>
  %12158 = or <8 x i32> %12157, %109
  %12159 = bitcast <8 x i32> %12158 to <8 x float>
  %12160 = fcmp oeq <8 x float> %12146, %74
  %12161 = select <8 x i1> %12160, <8 x float> %12159, <8 x float> %12156
  br label %12165

12162:                                            ; preds = %12142
  %12163 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12147, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12164 = fadd <8 x float> %12146, %12163
  br label %12165

12165:                                            ; preds = %12162, %12155, %12148
  %12166 = phi <8 x float> [ %12164, %12162 ], [ %12161, %12155 ], [ %12154, %12148 ]
  switch i64 %193, label %1268 [
    i64 1, label %12181
    i64 2, label %12174
    i64 3, label %12167
    i64 0, label %12203
  ]

12167:                                            ; preds = %12165
  %12168 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12166)
  %12169 = bitcast <8 x float> %12166 to <8 x i32>
  %12170 = and <8 x i32> %12169, %108
  %12171 = bitcast <8 x i32> %12170 to <8 x float>
  %12172 = fcmp oeq <8 x float> %12166, %71
  %12173 = select <8 x i1> %12172, <8 x float> %12171, <8 x float> %12168
  br label %12184

12174:                                            ; preds = %12165
  %12175 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12166)
  %12176 = bitcast <8 x float> %12166 to <8 x i32>
  %12177 = or <8 x i32> %12176, %109
  %12178 = bitcast <8 x i32> %12177 to <8 x float>
  %12179 = fcmp oeq <8 x float> %12166, %74
  %12180 = select <8 x i1> %12179, <8 x float> %12178, <8 x float> %12175
  br label %12184

12181:                                            ; preds = %12165
  %12182 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12147, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12183 = fadd <8 x float> %12166, %12182
  br label %12184

12184:                                            ; preds = %12181, %12174, %12167
  %12185 = phi <8 x float> [ %12183, %12181 ], [ %12180, %12174 ], [ %12173, %12167 ]
  switch i64 %195, label %1268 [
    i64 1, label %12200
    i64 2, label %12193
    i64 3, label %12186
    i64 0, label %12203
  ]

12186:                                            ; preds = %12184
  %12187 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12185)
  %12188 = bitcast <8 x float> %12185 to <8 x i32>
  %12189 = and <8 x i32> %12188, %108
  %12190 = bitcast <8 x i32> %12189 to <8 x float>
  %12191 = fcmp oeq <8 x float> %12185, %71
  %12192 = select <8 x i1> %12191, <8 x float> %12190, <8 x float> %12187
  br label %12203

12193:                                            ; preds = %12184
  %12194 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12185)
  %12195 = bitcast <8 x float> %12185 to <8 x i32>
  %12196 = or <8 x i32> %12195, %109
  %12197 = bitcast <8 x i32> %12196 to <8 x float>
  %12198 = fcmp oeq <8 x float> %12185, %74
  %12199 = select <8 x i1> %12198, <8 x float> %12197, <8 x float> %12194
  br label %12203

12200:                                            ; preds = %12184
  %12201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12147, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12202 = fadd <8 x float> %12185, %12201
  br label %12203

12203:                                            ; preds = %12186, %12193, %12200, %12184, %12165
  %12204 = phi <8 x float> [ %12199, %12193 ], [ %12192, %12186 ], [ %12166, %12165 ], [ %12185, %12184 ], [ %12202, %12200 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12204, ptr align 1 %12145, <8 x i1> %11575)
  %12205 = add nsw i64 %12144, 8
  %12206 = getelementptr inbounds float, ptr %826, i64 %12205
  %12207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12206, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12208 = getelementptr inbounds float, ptr %824, i64 %12205
  switch i64 %167, label %1268 [
    i64 1, label %12223
    i64 2, label %12216
    i64 3, label %12209
  ]

12209:                                            ; preds = %12203
  %12210 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12207)
  %12211 = bitcast <8 x float> %12207 to <8 x i32>
  %12212 = and <8 x i32> %12211, %108
  %12213 = bitcast <8 x i32> %12212 to <8 x float>
  %12214 = fcmp oeq <8 x float> %12207, %71
  %12215 = select <8 x i1> %12214, <8 x float> %12213, <8 x float> %12210
  br label %12226

12216:                                            ; preds = %12203
  %12217 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12207)
  %12218 = bitcast <8 x float> %12207 to <8 x i32>
  %12219 = or <8 x i32> %12218, %109
  %12220 = bitcast <8 x i32> %12219 to <8 x float>
  %12221 = fcmp oeq <8 x float> %12207, %74
  %12222 = select <8 x i1> %12221, <8 x float> %12220, <8 x float> %12217
  br label %12226

12223:                                            ; preds = %12203
  %12224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12208, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12225 = fadd <8 x float> %12207, %12224
  br label %12226

12226:                                            ; preds = %12223, %12216, %12209
  %12227 = phi <8 x float> [ %12225, %12223 ], [ %12222, %12216 ], [ %12215, %12209 ]
  switch i64 %197, label %1268 [
    i64 1, label %12242
    i64 2, label %12235
    i64 3, label %12228
    i64 0, label %12264
  ]

12228:                                            ; preds = %12226
  %12229 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12227)
  %12230 = bitcast <8 x float> %12227 to <8 x i32>
  %12231 = and <8 x i32> %12230, %108
  %12232 = bitcast <8 x i32> %12231 to <8 x float>
  %12233 = fcmp oeq <8 x float> %12227, %71
  %12234 = select <8 x i1> %12233, <8 x float> %12232, <8 x float> %12229
  br label %12245

12235:                                            ; preds = %12226
  %12236 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12227)
  %12237 = bitcast <8 x float> %12227 to <8 x i32>
  %12238 = or <8 x i32> %12237, %109
  %12239 = bitcast <8 x i32> %12238 to <8 x float>
  %12240 = fcmp oeq <8 x float> %12227, %74
  %12241 = select <8 x i1> %12240, <8 x float> %12239, <8 x float> %12236
  br label %12245

12242:                                            ; preds = %12226
  %12243 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12208, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12244 = fadd <8 x float> %12227, %12243
  br label %12245

12245:                                            ; preds = %12242, %12235, %12228
  %12246 = phi <8 x float> [ %12244, %12242 ], [ %12241, %12235 ], [ %12234, %12228 ]
  switch i64 %199, label %1268 [
    i64 1, label %12261
    i64 2, label %12254
    i64 3, label %12247
    i64 0, label %12264
  ]

12247:                                            ; preds = %12245
  %12248 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12246)
  %12249 = bitcast <8 x float> %12246 to <8 x i32>
  %12250 = and <8 x i32> %12249, %108
  %12251 = bitcast <8 x i32> %12250 to <8 x float>
  %12252 = fcmp oeq <8 x float> %12246, %71
  %12253 = select <8 x i1> %12252, <8 x float> %12251, <8 x float> %12248
  br label %12264

12254:                                            ; preds = %12245
  %12255 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12246)
  %12256 = bitcast <8 x float> %12246 to <8 x i32>
  %12257 = or <8 x i32> %12256, %109
  %12258 = bitcast <8 x i32> %12257 to <8 x float>
  %12259 = fcmp oeq <8 x float> %12246, %74
  %12260 = select <8 x i1> %12259, <8 x float> %12258, <8 x float> %12255
  br label %12264

12261:                                            ; preds = %12245
  %12262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12208, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12263 = fadd <8 x float> %12246, %12262
  br label %12264

12264:                                            ; preds = %12247, %12254, %12261, %12245, %12226
  %12265 = phi <8 x float> [ %12260, %12254 ], [ %12253, %12247 ], [ %12227, %12226 ], [ %12246, %12245 ], [ %12263, %12261 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12265, ptr align 1 %12206, <8 x i1> %11583)
  %12266 = add nsw i64 %11655, %1180
  %12267 = getelementptr inbounds float, ptr %826, i64 %12266
  %12268 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12267, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12269 = getelementptr inbounds float, ptr %824, i64 %12266
  switch i64 %167, label %1268 [
    i64 1, label %12284
    i64 2, label %12277
    i64 3, label %12270
  ]

12270:                                            ; preds = %12264
  %12271 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12268)
  %12272 = bitcast <8 x float> %12268 to <8 x i32>
  %12273 = and <8 x i32> %12272, %108
  %12274 = bitcast <8 x i32> %12273 to <8 x float>
  %12275 = fcmp oeq <8 x float> %12268, %71
  %12276 = select <8 x i1> %12275, <8 x float> %12274, <8 x float> %12271
  br label %12287

12277:                                            ; preds = %12264
  %12278 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12268)
  %12279 = bitcast <8 x float> %12268 to <8 x i32>
  %12280 = or <8 x i32> %12279, %109
  %12281 = bitcast <8 x i32> %12280 to <8 x float>
  %12282 = fcmp oeq <8 x float> %12268, %74
  %12283 = select <8 x i1> %12282, <8 x float> %12281, <8 x float> %12278
  br label %12287

12284:                                            ; preds = %12264
  %12285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12269, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12286 = fadd <8 x float> %12268, %12285
  br label %12287

12287:                                            ; preds = %12284, %12277, %12270
  %12288 = phi <8 x float> [ %12286, %12284 ], [ %12283, %12277 ], [ %12276, %12270 ]
  switch i64 %201, label %1268 [
    i64 1, label %12303
    i64 2, label %12296
    i64 3, label %12289
    i64 0, label %12325
  ]

12289:                                            ; preds = %12287
  %12290 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12288)
  %12291 = bitcast <8 x float> %12288 to <8 x i32>
  %12292 = and <8 x i32> %12291, %108
  %12293 = bitcast <8 x i32> %12292 to <8 x float>
  %12294 = fcmp oeq <8 x float> %12288, %71
  %12295 = select <8 x i1> %12294, <8 x float> %12293, <8 x float> %12290
  br label %12306

12296:                                            ; preds = %12287
  %12297 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12288)
  %12298 = bitcast <8 x float> %12288 to <8 x i32>
  %12299 = or <8 x i32> %12298, %109
  %12300 = bitcast <8 x i32> %12299 to <8 x float>
  %12301 = fcmp oeq <8 x float> %12288, %74
  %12302 = select <8 x i1> %12301, <8 x float> %12300, <8 x float> %12297
  br label %12306

12303:                                            ; preds = %12287
  %12304 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12269, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12305 = fadd <8 x float> %12288, %12304
  br label %12306

12306:                                            ; preds = %12303, %12296, %12289
  %12307 = phi <8 x float> [ %12305, %12303 ], [ %12302, %12296 ], [ %12295, %12289 ]
  switch i64 %203, label %1268 [
    i64 1, label %12322
    i64 2, label %12315
    i64 3, label %12308
    i64 0, label %12325
  ]

12308:                                            ; preds = %12306
  %12309 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12307)
  %12310 = bitcast <8 x float> %12307 to <8 x i32>
  %12311 = and <8 x i32> %12310, %108
  %12312 = bitcast <8 x i32> %12311 to <8 x float>
  %12313 = fcmp oeq <8 x float> %12307, %71
  %12314 = select <8 x i1> %12313, <8 x float> %12312, <8 x float> %12309
  br label %12325

12315:                                            ; preds = %12306
  %12316 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12307)
  %12317 = bitcast <8 x float> %12307 to <8 x i32>
  %12318 = or <8 x i32> %12317, %109
  %12319 = bitcast <8 x i32> %12318 to <8 x float>
  %12320 = fcmp oeq <8 x float> %12307, %74
  %12321 = select <8 x i1> %12320, <8 x float> %12319, <8 x float> %12316
  br label %12325

12322:                                            ; preds = %12306
  %12323 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12269, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12324 = fadd <8 x float> %12307, %12323
  br label %12325

12325:                                            ; preds = %12308, %12315, %12322, %12306, %12287
  %12326 = phi <8 x float> [ %12321, %12315 ], [ %12314, %12308 ], [ %12288, %12287 ], [ %12307, %12306 ], [ %12324, %12322 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12326, ptr align 1 %12267, <8 x i1> %11575)
  %12327 = add nsw i64 %12266, 8
  %12328 = getelementptr inbounds float, ptr %826, i64 %12327
  %12329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12328, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12330 = getelementptr inbounds float, ptr %824, i64 %12327
  switch i64 %167, label %1268 [
    i64 1, label %12345
    i64 2, label %12338
    i64 3, label %12331
  ]

12331:                                            ; preds = %12325
  %12332 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12329)
  %12333 = bitcast <8 x float> %12329 to <8 x i32>
  %12334 = and <8 x i32> %12333, %108
  %12335 = bitcast <8 x i32> %12334 to <8 x float>
  %12336 = fcmp oeq <8 x float> %12329, %71
  %12337 = select <8 x i1> %12336, <8 x float> %12335, <8 x float> %12332
  br label %12348

12338:                                            ; preds = %12325
  %12339 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12329)
  %12340 = bitcast <8 x float> %12329 to <8 x i32>
  %12341 = or <8 x i32> %12340, %109
  %12342 = bitcast <8 x i32> %12341 to <8 x float>
  %12343 = fcmp oeq <8 x float> %12329, %74
  %12344 = select <8 x i1> %12343, <8 x float> %12342, <8 x float> %12339
  br label %12348

12345:                                            ; preds = %12325
  %12346 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12330, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12347 = fadd <8 x float> %12329, %12346
  br label %12348

12348:                                            ; preds = %12345, %12338, %12331
  %12349 = phi <8 x float> [ %12347, %12345 ], [ %12344, %12338 ], [ %12337, %12331 ]
  switch i64 %205, label %1268 [
    i64 1, label %12364
    i64 2, label %12357
    i64 3, label %12350
    i64 0, label %12386
  ]

12350:                                            ; preds = %12348
  %12351 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12349)
  %12352 = bitcast <8 x float> %12349 to <8 x i32>
  %12353 = and <8 x i32> %12352, %108
  %12354 = bitcast <8 x i32> %12353 to <8 x float>
  %12355 = fcmp oeq <8 x float> %12349, %71
  %12356 = select <8 x i1> %12355, <8 x float> %12354, <8 x float> %12351
  br label %12367

12357:                                            ; preds = %12348
  %12358 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12349)
  %12359 = bitcast <8 x float> %12349 to <8 x i32>
  %12360 = or <8 x i32> %12359, %109
  %12361 = bitcast <8 x i32> %12360 to <8 x float>
  %12362 = fcmp oeq <8 x float> %12349, %74
  %12363 = select <8 x i1> %12362, <8 x float> %12361, <8 x float> %12358
  br label %12367

12364:                                            ; preds = %12348
  %12365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12330, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12366 = fadd <8 x float> %12349, %12365
  br label %12367

12367:                                            ; preds = %12364, %12357, %12350
  %12368 = phi <8 x float> [ %12366, %12364 ], [ %12363, %12357 ], [ %12356, %12350 ]
  switch i64 %207, label %1268 [
    i64 1, label %12383
    i64 2, label %12376
    i64 3, label %12369
    i64 0, label %12386
  ]

12369:                                            ; preds = %12367
  %12370 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12368)
  %12371 = bitcast <8 x float> %12368 to <8 x i32>
  %12372 = and <8 x i32> %12371, %108
  %12373 = bitcast <8 x i32> %12372 to <8 x float>
  %12374 = fcmp oeq <8 x float> %12368, %71
  %12375 = select <8 x i1> %12374, <8 x float> %12373, <8 x float> %12370
  br label %12386

12376:                                            ; preds = %12367
  %12377 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12368)
  %12378 = bitcast <8 x float> %12368 to <8 x i32>
  %12379 = or <8 x i32> %12378, %109
  %12380 = bitcast <8 x i32> %12379 to <8 x float>
  %12381 = fcmp oeq <8 x float> %12368, %74
  %12382 = select <8 x i1> %12381, <8 x float> %12380, <8 x float> %12377
  br label %12386

12383:                                            ; preds = %12367
  %12384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12330, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12385 = fadd <8 x float> %12368, %12384
  br label %12386

12386:                                            ; preds = %12369, %12376, %12383, %12367, %12348
  %12387 = phi <8 x float> [ %12382, %12376 ], [ %12375, %12369 ], [ %12349, %12348 ], [ %12368, %12367 ], [ %12385, %12383 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12387, ptr align 1 %12328, <8 x i1> %11583)
  %12388 = add nsw i64 %11657, %1180
  %12389 = getelementptr inbounds float, ptr %826, i64 %12388
  %12390 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12389, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12391 = getelementptr inbounds float, ptr %824, i64 %12388
  switch i64 %167, label %1268 [
    i64 1, label %12406
    i64 2, label %12399
    i64 3, label %12392
  ]

12392:                                            ; preds = %12386
  %12393 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12390)
  %12394 = bitcast <8 x float> %12390 to <8 x i32>
  %12395 = and <8 x i32> %12394, %108
  %12396 = bitcast <8 x i32> %12395 to <8 x float>
  %12397 = fcmp oeq <8 x float> %12390, %71
  %12398 = select <8 x i1> %12397, <8 x float> %12396, <8 x float> %12393
  br label %12409

12399:                                            ; preds = %12386
  %12400 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12390)
  %12401 = bitcast <8 x float> %12390 to <8 x i32>
  %12402 = or <8 x i32> %12401, %109
  %12403 = bitcast <8 x i32> %12402 to <8 x float>
  %12404 = fcmp oeq <8 x float> %12390, %74
  %12405 = select <8 x i1> %12404, <8 x float> %12403, <8 x float> %12400
  br label %12409

12406:                                            ; preds = %12386
  %12407 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12391, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12408 = fadd <8 x float> %12390, %12407
  br label %12409

12409:                                            ; preds = %12406, %12399, %12392
  %12410 = phi <8 x float> [ %12408, %12406 ], [ %12405, %12399 ], [ %12398, %12392 ]
  switch i64 %209, label %1268 [
    i64 1, label %12425
    i64 2, label %12418
    i64 3, label %12411
    i64 0, label %12447
  ]

12411:                                            ; preds = %12409
  %12412 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12410)
  %12413 = bitcast <8 x float> %12410 to <8 x i32>
  %12414 = and <8 x i32> %12413, %108
  %12415 = bitcast <8 x i32> %12414 to <8 x float>
  %12416 = fcmp oeq <8 x float> %12410, %71
  %12417 = select <8 x i1> %12416, <8 x float> %12415, <8 x float> %12412
  br label %12428

12418:                                            ; preds = %12409
  %12419 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12410)
  %12420 = bitcast <8 x float> %12410 to <8 x i32>
  %12421 = or <8 x i32> %12420, %109
  %12422 = bitcast <8 x i32> %12421 to <8 x float>
  %12423 = fcmp oeq <8 x float> %12410, %74
  %12424 = select <8 x i1> %12423, <8 x float> %12422, <8 x float> %12419
  br label %12428

12425:                                            ; preds = %12409
  %12426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12391, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12427 = fadd <8 x float> %12410, %12426
  br label %12428

12428:                                            ; preds = %12425, %12418, %12411
  %12429 = phi <8 x float> [ %12427, %12425 ], [ %12424, %12418 ], [ %12417, %12411 ]
  switch i64 %211, label %1268 [
    i64 1, label %12444
    i64 2, label %12437
    i64 3, label %12430
    i64 0, label %12447
  ]

12430:                                            ; preds = %12428
  %12431 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12429)
  %12432 = bitcast <8 x float> %12429 to <8 x i32>
  %12433 = and <8 x i32> %12432, %108
  %12434 = bitcast <8 x i32> %12433 to <8 x float>
  %12435 = fcmp oeq <8 x float> %12429, %71
  %12436 = select <8 x i1> %12435, <8 x float> %12434, <8 x float> %12431
  br label %12447

12437:                                            ; preds = %12428
  %12438 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12429)
  %12439 = bitcast <8 x float> %12429 to <8 x i32>
  %12440 = or <8 x i32> %12439, %109
  %12441 = bitcast <8 x i32> %12440 to <8 x float>
  %12442 = fcmp oeq <8 x float> %12429, %74
  %12443 = select <8 x i1> %12442, <8 x float> %12441, <8 x float> %12438
  br label %12447

12444:                                            ; preds = %12428
  %12445 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12391, <8 x i1> %11575, <8 x float> zeroinitializer)
  %12446 = fadd <8 x float> %12429, %12445
  br label %12447

12447:                                            ; preds = %12430, %12437, %12444, %12428, %12409
  %12448 = phi <8 x float> [ %12443, %12437 ], [ %12436, %12430 ], [ %12410, %12409 ], [ %12429, %12428 ], [ %12446, %12444 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12448, ptr align 1 %12389, <8 x i1> %11575)
  %12449 = add nsw i64 %12388, 8
  %12450 = getelementptr inbounds float, ptr %826, i64 %12449
  %12451 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12450, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12452 = getelementptr inbounds float, ptr %824, i64 %12449
  switch i64 %167, label %1268 [
    i64 1, label %12467
    i64 2, label %12460
    i64 3, label %12453
  ]

12453:                                            ; preds = %12447
  %12454 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12451)
  %12455 = bitcast <8 x float> %12451 to <8 x i32>
  %12456 = and <8 x i32> %12455, %108
  %12457 = bitcast <8 x i32> %12456 to <8 x float>
  %12458 = fcmp oeq <8 x float> %12451, %71
  %12459 = select <8 x i1> %12458, <8 x float> %12457, <8 x float> %12454
  br label %12470

12460:                                            ; preds = %12447
  %12461 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12451)
  %12462 = bitcast <8 x float> %12451 to <8 x i32>
  %12463 = or <8 x i32> %12462, %109
  %12464 = bitcast <8 x i32> %12463 to <8 x float>
  %12465 = fcmp oeq <8 x float> %12451, %74
  %12466 = select <8 x i1> %12465, <8 x float> %12464, <8 x float> %12461
  br label %12470

12467:                                            ; preds = %12447
  %12468 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12452, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12469 = fadd <8 x float> %12451, %12468
  br label %12470

12470:                                            ; preds = %12467, %12460, %12453
  %12471 = phi <8 x float> [ %12469, %12467 ], [ %12466, %12460 ], [ %12459, %12453 ]
  switch i64 %213, label %1268 [
    i64 1, label %12486
    i64 2, label %12479
    i64 3, label %12472
    i64 0, label %12508
  ]

12472:                                            ; preds = %12470
  %12473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12471)
  %12474 = bitcast <8 x float> %12471 to <8 x i32>
  %12475 = and <8 x i32> %12474, %108
  %12476 = bitcast <8 x i32> %12475 to <8 x float>
  %12477 = fcmp oeq <8 x float> %12471, %71
  %12478 = select <8 x i1> %12477, <8 x float> %12476, <8 x float> %12473
  br label %12489

12479:                                            ; preds = %12470
  %12480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12471)
  %12481 = bitcast <8 x float> %12471 to <8 x i32>
  %12482 = or <8 x i32> %12481, %109
  %12483 = bitcast <8 x i32> %12482 to <8 x float>
  %12484 = fcmp oeq <8 x float> %12471, %74
  %12485 = select <8 x i1> %12484, <8 x float> %12483, <8 x float> %12480
  br label %12489

12486:                                            ; preds = %12470
  %12487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12452, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12488 = fadd <8 x float> %12471, %12487
  br label %12489

12489:                                            ; preds = %12486, %12479, %12472
  %12490 = phi <8 x float> [ %12488, %12486 ], [ %12485, %12479 ], [ %12478, %12472 ]
  switch i64 %215, label %1268 [
    i64 1, label %12505
    i64 2, label %12498
    i64 3, label %12491
    i64 0, label %12508
  ]

12491:                                            ; preds = %12489
  %12492 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12490)
  %12493 = bitcast <8 x float> %12490 to <8 x i32>
  %12494 = and <8 x i32> %12493, %108
  %12495 = bitcast <8 x i32> %12494 to <8 x float>
  %12496 = fcmp oeq <8 x float> %12490, %71
  %12497 = select <8 x i1> %12496, <8 x float> %12495, <8 x float> %12492
  br label %12508

12498:                                            ; preds = %12489
  %12499 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12490)
  %12500 = bitcast <8 x float> %12490 to <8 x i32>
  %12501 = or <8 x i32> %12500, %109
  %12502 = bitcast <8 x i32> %12501 to <8 x float>
  %12503 = fcmp oeq <8 x float> %12490, %74
  %12504 = select <8 x i1> %12503, <8 x float> %12502, <8 x float> %12499
  br label %12508

12505:                                            ; preds = %12489
  %12506 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12452, <8 x i1> %11583, <8 x float> zeroinitializer)
  %12507 = fadd <8 x float> %12490, %12506
  br label %12508

12508:                                            ; preds = %12491, %12498, %12505, %11748, %12489, %12470
  %12509 = phi ptr [ %11780, %11748 ], [ %12450, %12491 ], [ %12450, %12470 ], [ %12450, %12489 ], [ %12450, %12505 ], [ %12450, %12498 ]
  %12510 = phi <8 x float> [ %11781, %11748 ], [ %12497, %12491 ], [ %12471, %12470 ], [ %12490, %12489 ], [ %12507, %12505 ], [ %12504, %12498 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12510, ptr align 1 %12509, <8 x i1> %11583)
  br label %13665

12511:                                            ; preds = %11568
  call void @llvm.lifetime.start.p0(ptr nonnull %57)
  call void @llvm.lifetime.start.p0(ptr nonnull %58)
  call void @llvm.lifetime.start.p0(ptr nonnull %59)
  call void @llvm.lifetime.start.p0(ptr nonnull %60)
  %12512 = sdiv i64 %7, %19
  %12513 = insertelement <8 x i64> poison, i64 %12512, i64 0
  %12514 = shufflevector <8 x i64> %12513, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %12516

12515:                                            ; preds = %12568
  br i1 %104, label %12665, label %12634

12516:                                            ; preds = %12511, %12568
  %12517 = phi i1 [ true, %12511 ], [ false, %12568 ]
  %12518 = phi ptr [ %60, %12511 ], [ %87, %12568 ]
  %12519 = phi ptr [ %59, %12511 ], [ %88, %12568 ]
  %12520 = phi ptr [ %57, %12511 ], [ %58, %12568 ]
  %12521 = phi i64 [ 0, %12511 ], [ 1, %12568 ]
  %12522 = mul nuw nsw i64 %12521, 28
  %12523 = getelementptr nuw i8, ptr %59, i64 %12522
  %12524 = getelementptr nuw i8, ptr %60, i64 %12522
  %12525 = shl nuw nsw i64 %12521, 3
  %12526 = add i64 %1180, %12525
  %12527 = sub i64 %7, %12526
  %12528 = icmp sgt i64 %12527, 7
  %12529 = trunc i64 %12527 to i32
  %12530 = select i1 %12528, i32 8, i32 %12529
  %12531 = insertelement <8 x i32> poison, i32 %12530, i64 0
  %12532 = shufflevector <8 x i32> %12531, <8 x i32> poison, <8 x i32> zeroinitializer
  %12533 = icmp sgt <8 x i32> %12532, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %12534 = sext <8 x i1> %12533 to <8 x i32>
  store <8 x i32> %12534, ptr %12520, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %12524, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %12523, i8 0, i64 28, i1 false)
  %12535 = icmp slt i64 %12526, %7
  br i1 %12535, label %12536, label %12568

12536:                                            ; preds = %12516
  %12537 = srem i64 %12526, %19
  %12538 = sdiv i64 %12526, %19
  br label %12539

12539:                                            ; preds = %12536, %12608
  %12540 = phi i64 [ 0, %12536 ], [ %12614, %12608 ]
  %12541 = phi i64 [ %12538, %12536 ], [ %12613, %12608 ]
  %12542 = phi i64 [ %12537, %12536 ], [ %12611, %12608 ]
  br i1 %102, label %12543, label %12569

12543:                                            ; preds = %12539
  %12544 = sub i64 %12541, %22
  %12545 = trunc nuw nsw i64 %12540 to i32
  %12546 = shl nuw nsw i32 1, %12545
  br i1 %679, label %12566, label %12547

12547:                                            ; preds = %12543
  %12548 = insertelement <8 x i64> poison, i64 %12544, i64 0
  %12549 = shufflevector <8 x i64> %12548, <8 x i64> poison, <8 x i32> zeroinitializer
  %12550 = insertelement <8 x i32> poison, i32 %12546, i64 0
  %12551 = shufflevector <8 x i32> %12550, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %12552

12552:                                            ; preds = %12552, %12547
  %12553 = phi i64 [ 0, %12547 ], [ %12562, %12552 ]
  %12554 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %12547 ], [ %12563, %12552 ]
  %12555 = add <8 x i64> %12549, %12554
  %12556 = icmp sgt <8 x i64> %12555, splat (i64 -1)
  %12557 = icmp slt <8 x i64> %12555, %12514
  %12558 = and <8 x i1> %12556, %12557
  %12559 = getelementptr i32, ptr %12519, i64 %12553
  %12560 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %12559, <8 x i1> %12558, <8 x i32> poison)
  %12561 = or <8 x i32> %12560, %12551
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %12561, ptr align 4 %12559, <8 x i1> %12558)
  %12562 = add nuw i64 %12553, 8
  %12563 = add nuw nsw <8 x i64> %12554, splat (i64 8)
  %12564 = icmp eq i64 %12562, %680
  br i1 %12564, label %12565, label %12552

12565:                                            ; preds = %12552
  br i1 %681, label %12569, label %12566

12566:                                            ; preds = %12543, %12565
  %12567 = phi i64 [ 0, %12543 ], [ %680, %12565 ]
  br label %12595

12568:                                            ; preds = %12608, %12516
  br i1 %12517, label %12516, label %12515

12569:                                            ; preds = %12605, %12565, %12539
  br i1 %103, label %12570, label %12608

12570:                                            ; preds = %12569
  %12571 = sub i64 %12542, %23
  %12572 = trunc nuw nsw i64 %12540 to i32
  %12573 = shl nuw nsw i32 1, %12572
  br i1 %682, label %12593, label %12574

12574:                                            ; preds = %12570
  %12575 = insertelement <8 x i64> poison, i64 %12571, i64 0
  %12576 = shufflevector <8 x i64> %12575, <8 x i64> poison, <8 x i32> zeroinitializer
  %12577 = insertelement <8 x i32> poison, i32 %12573, i64 0
  %12578 = shufflevector <8 x i32> %12577, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %12579

12579:                                            ; preds = %12579, %12574
  %12580 = phi i64 [ 0, %12574 ], [ %12589, %12579 ]
  %12581 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %12574 ], [ %12590, %12579 ]
  %12582 = add <8 x i64> %12576, %12581
  %12583 = icmp sgt <8 x i64> %12582, splat (i64 -1)
  %12584 = icmp slt <8 x i64> %12582, %685
  %12585 = and <8 x i1> %12583, %12584
  %12586 = getelementptr i32, ptr %12518, i64 %12580
  %12587 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %12586, <8 x i1> %12585, <8 x i32> poison)
  %12588 = or <8 x i32> %12587, %12578
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %12588, ptr align 4 %12586, <8 x i1> %12585)
  %12589 = add nuw i64 %12580, 8
  %12590 = add nuw nsw <8 x i64> %12581, splat (i64 8)
  %12591 = icmp eq i64 %12589, %683
  br i1 %12591, label %12592, label %12579

12592:                                            ; preds = %12579
  br i1 %686, label %12608, label %12593

12593:                                            ; preds = %12570, %12592
  %12594 = phi i64 [ 0, %12570 ], [ %683, %12592 ]
  br label %12619

12595:                                            ; preds = %12566, %12605
  %12596 = phi i64 [ %12606, %12605 ], [ %12567, %12566 ]
  %12597 = add i64 %12544, %12596
  %12598 = icmp sgt i64 %12597, -1
  %12599 = icmp slt i64 %12597, %12512
  %12600 = and i1 %12598, %12599
  br i1 %12600, label %12601, label %12605

12601:                                            ; preds = %12595
  %12602 = getelementptr inbounds nuw i32, ptr %12519, i64 %12596
  %12603 = load i32, ptr %12602, align 4
  %12604 = or i32 %12603, %12546
  store i32 %12604, ptr %12602, align 4
  br label %12605

12605:                                            ; preds = %12601, %12595
  %12606 = add nuw nsw i64 %12596, 1
  %12607 = icmp eq i64 %12606, %20
  br i1 %12607, label %12569, label %12595

12608:                                            ; preds = %12629, %12592, %12569
  %12609 = add nsw i64 %12542, 1
  %12610 = icmp eq i64 %12609, %19
  %12611 = select i1 %12610, i64 0, i64 %12609
  %12612 = zext i1 %12610 to i64
  %12613 = add nsw i64 %12541, %12612
  %12614 = add nuw nsw i64 %12540, 1
  %12615 = icmp samesign ult i64 %12540, 7
  %12616 = add nsw i64 %12526, %12614
  %12617 = icmp slt i64 %12616, %7
  %12618 = select i1 %12615, i1 %12617, i1 false
  br i1 %12618, label %12539, label %12568

12619:                                            ; preds = %12593, %12629
  %12620 = phi i64 [ %12630, %12629 ], [ %12594, %12593 ]
  %12621 = add i64 %12571, %12620
  %12622 = icmp sgt i64 %12621, -1
  %12623 = icmp slt i64 %12621, %19
  %12624 = and i1 %12622, %12623
  br i1 %12624, label %12625, label %12629

12625:                                            ; preds = %12619
  %12626 = getelementptr inbounds nuw i32, ptr %12518, i64 %12620
  %12627 = load i32, ptr %12626, align 4
  %12628 = or i32 %12627, %12573
  store i32 %12628, ptr %12626, align 4
  br label %12629

12629:                                            ; preds = %12625, %12619
  %12630 = add nuw nsw i64 %12620, 1
  %12631 = icmp eq i64 %12630, %21
  br i1 %12631, label %12608, label %12619

12632:                                            ; preds = %12697
  %12633 = getelementptr inbounds float, ptr %819, i64 %1180
  br label %12743

12634:                                            ; preds = %12515
  %12635 = load float, ptr %839, align 1
  %12636 = insertelement <8 x float> poison, float %12635, i64 0
  %12637 = shufflevector <8 x float> %12636, <8 x float> poison, <8 x i32> zeroinitializer
  %12638 = insertelement <8 x float> poison, float %12635, i64 0
  %12639 = shufflevector <8 x float> %12638, <8 x float> poison, <8 x i32> zeroinitializer
  %12640 = load float, ptr %846, align 1
  %12641 = insertelement <8 x float> poison, float %12640, i64 0
  %12642 = shufflevector <8 x float> %12641, <8 x float> poison, <8 x i32> zeroinitializer
  %12643 = insertelement <8 x float> poison, float %12640, i64 0
  %12644 = shufflevector <8 x float> %12643, <8 x float> poison, <8 x i32> zeroinitializer
  %12645 = load float, ptr %849, align 1
  %12646 = insertelement <8 x float> poison, float %12645, i64 0
  %12647 = shufflevector <8 x float> %12646, <8 x float> poison, <8 x i32> zeroinitializer
  %12648 = insertelement <8 x float> poison, float %12645, i64 0
  %12649 = shufflevector <8 x float> %12648, <8 x float> poison, <8 x i32> zeroinitializer
  %12650 = load float, ptr %852, align 1
  %12651 = insertelement <8 x float> poison, float %12650, i64 0
  %12652 = shufflevector <8 x float> %12651, <8 x float> poison, <8 x i32> zeroinitializer
  %12653 = insertelement <8 x float> poison, float %12650, i64 0
  %12654 = shufflevector <8 x float> %12653, <8 x float> poison, <8 x i32> zeroinitializer
  %12655 = load float, ptr %855, align 1
  %12656 = insertelement <8 x float> poison, float %12655, i64 0
  %12657 = shufflevector <8 x float> %12656, <8 x float> poison, <8 x i32> zeroinitializer
  %12658 = insertelement <8 x float> poison, float %12655, i64 0
  %12659 = shufflevector <8 x float> %12658, <8 x float> poison, <8 x i32> zeroinitializer
  %12660 = load float, ptr %858, align 1
  %12661 = insertelement <8 x float> poison, float %12660, i64 0
  %12662 = shufflevector <8 x float> %12661, <8 x float> poison, <8 x i32> zeroinitializer
  %12663 = insertelement <8 x float> poison, float %12660, i64 0
  %12664 = shufflevector <8 x float> %12663, <8 x float> poison, <8 x i32> zeroinitializer
  br label %12697

12665:                                            ; preds = %12515
  %12666 = getelementptr float, ptr %821, i64 %1180
  %12667 = getelementptr float, ptr %12666, i64 %843
  %12668 = load <8 x i32>, ptr %57, align 32
  %12669 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12667, <8 x i32> %12668)
  %12670 = getelementptr inbounds nuw i8, ptr %12667, i64 32
  %12671 = load <8 x i32>, ptr %58, align 32
  %12672 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12670, <8 x i32> %12671)
  %12673 = getelementptr float, ptr %12666, i64 %862
  %12674 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12673, <8 x i32> %12668)
  %12675 = getelementptr inbounds nuw i8, ptr %12673, i64 32
  %12676 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12675, <8 x i32> %12671)
  %12677 = getelementptr float, ptr %12666, i64 %864
  %12678 = load <8 x i32>, ptr %57, align 32
  %12679 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12677, <8 x i32> %12678)
  %12680 = getelementptr inbounds nuw i8, ptr %12677, i64 32
  %12681 = load <8 x i32>, ptr %58, align 32
  %12682 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12680, <8 x i32> %12681)
  %12683 = getelementptr float, ptr %12666, i64 %866
  %12684 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12683, <8 x i32> %12678)
  %12685 = getelementptr inbounds nuw i8, ptr %12683, i64 32
  %12686 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12685, <8 x i32> %12681)
  %12687 = getelementptr float, ptr %12666, i64 %868
  %12688 = load <8 x i32>, ptr %57, align 32
  %12689 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12687, <8 x i32> %12688)
  %12690 = getelementptr inbounds nuw i8, ptr %12687, i64 32
  %12691 = load <8 x i32>, ptr %58, align 32
  %12692 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12690, <8 x i32> %12691)
  %12693 = getelementptr float, ptr %12666, i64 %870
  %12694 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12693, <8 x i32> %12688)
  %12695 = getelementptr inbounds nuw i8, ptr %12693, i64 32
  %12696 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %12695, <8 x i32> %12691)
  br label %12697

12697:                                            ; preds = %12665, %12634
  %12698 = phi <8 x float> [ %12694, %12665 ], [ %12662, %12634 ]
  %12699 = phi <8 x float> [ %12689, %12665 ], [ %12657, %12634 ]
  %12700 = phi <8 x float> [ %12684, %12665 ], [ %12652, %12634 ]
  %12701 = phi <8 x float> [ %12679, %12665 ], [ %12647, %12634 ]
  %12702 = phi <8 x float> [ %12674, %12665 ], [ %12642, %12634 ]
  %12703 = phi <8 x float> [ %12669, %12665 ], [ %12637, %12634 ]
  %12704 = phi <8 x float> [ %12672, %12665 ], [ %12639, %12634 ]
  %12705 = phi i64 [ %862, %12665 ], [ %848, %12634 ]
  %12706 = phi <8 x float> [ %12676, %12665 ], [ %12644, %12634 ]
  %12707 = phi i64 [ %864, %12665 ], [ %851, %12634 ]
  %12708 = phi <8 x float> [ %12682, %12665 ], [ %12649, %12634 ]
  %12709 = phi i64 [ %866, %12665 ], [ %854, %12634 ]
  %12710 = phi <8 x float> [ %12686, %12665 ], [ %12654, %12634 ]
  %12711 = phi i64 [ %868, %12665 ], [ %857, %12634 ]
  %12712 = phi <8 x float> [ %12692, %12665 ], [ %12659, %12634 ]
  %12713 = phi i64 [ %870, %12665 ], [ %860, %12634 ]
  %12714 = phi <8 x float> [ %12696, %12665 ], [ %12664, %12634 ]
  br i1 %102, label %12632, label %12715

12715:                                            ; preds = %12767, %12697
  %12716 = phi <8 x float> [ %12703, %12697 ], [ %12768, %12767 ]
  %12717 = phi <8 x float> [ %12704, %12697 ], [ %12769, %12767 ]
  %12718 = phi <8 x float> [ %12702, %12697 ], [ %12770, %12767 ]
  %12719 = phi <8 x float> [ %12706, %12697 ], [ %12771, %12767 ]
  %12720 = phi <8 x float> [ %12701, %12697 ], [ %12772, %12767 ]
  %12721 = phi <8 x float> [ %12708, %12697 ], [ %12773, %12767 ]
  %12722 = phi <8 x float> [ %12700, %12697 ], [ %12774, %12767 ]
  %12723 = phi <8 x float> [ %12710, %12697 ], [ %12775, %12767 ]
  %12724 = phi <8 x float> [ %12699, %12697 ], [ %12776, %12767 ]
  %12725 = phi <8 x float> [ %12712, %12697 ], [ %12777, %12767 ]
  %12726 = phi <8 x float> [ %12698, %12697 ], [ %12778, %12767 ]
  %12727 = phi <8 x float> [ %12714, %12697 ], [ %12779, %12767 ]
  %12728 = getelementptr float, ptr %826, i64 %1180
  %12729 = getelementptr float, ptr %12728, i64 %843
  %12730 = load <8 x i32>, ptr %57, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12729, <8 x i32> %12730, <8 x float> %12716)
  %12731 = getelementptr inbounds nuw i8, ptr %12729, i64 32
  %12732 = load <8 x i32>, ptr %58, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12731, <8 x i32> %12732, <8 x float> %12717)
  %12733 = getelementptr float, ptr %12728, i64 %12705
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12733, <8 x i32> %12730, <8 x float> %12718)
  %12734 = getelementptr inbounds nuw i8, ptr %12733, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12734, <8 x i32> %12732, <8 x float> %12719)
  %12735 = getelementptr float, ptr %12728, i64 %12707
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12735, <8 x i32> %12730, <8 x float> %12720)
  %12736 = getelementptr inbounds nuw i8, ptr %12735, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12736, <8 x i32> %12732, <8 x float> %12721)
  %12737 = getelementptr float, ptr %12728, i64 %12709
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12737, <8 x i32> %12730, <8 x float> %12722)
  %12738 = getelementptr inbounds nuw i8, ptr %12737, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12738, <8 x i32> %12732, <8 x float> %12723)
  %12739 = getelementptr float, ptr %12728, i64 %12711
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12739, <8 x i32> %12730, <8 x float> %12724)
  %12740 = getelementptr inbounds nuw i8, ptr %12739, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12740, <8 x i32> %12732, <8 x float> %12725)
  %12741 = getelementptr float, ptr %12728, i64 %12713
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12741, <8 x i32> %12730, <8 x float> %12726)
  %12742 = getelementptr inbounds nuw i8, ptr %12741, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %12742, <8 x i32> %12732, <8 x float> %12727)
  br i1 %107, label %13664, label %12896

12743:                                            ; preds = %12632, %12767
  %12744 = phi <8 x float> [ %12703, %12632 ], [ %12768, %12767 ]
  %12745 = phi <8 x float> [ %12704, %12632 ], [ %12769, %12767 ]
  %12746 = phi <8 x float> [ %12702, %12632 ], [ %12770, %12767 ]
  %12747 = phi <8 x float> [ %12706, %12632 ], [ %12771, %12767 ]
  %12748 = phi <8 x float> [ %12701, %12632 ], [ %12772, %12767 ]
  %12749 = phi <8 x float> [ %12708, %12632 ], [ %12773, %12767 ]
  %12750 = phi <8 x float> [ %12700, %12632 ], [ %12774, %12767 ]
  %12751 = phi <8 x float> [ %12710, %12632 ], [ %12775, %12767 ]
  %12752 = phi <8 x float> [ %12699, %12632 ], [ %12776, %12767 ]
  %12753 = phi <8 x float> [ %12712, %12632 ], [ %12777, %12767 ]
  %12754 = phi <8 x float> [ %12698, %12632 ], [ %12778, %12767 ]
  %12755 = phi <8 x float> [ %12714, %12632 ], [ %12779, %12767 ]
  %12756 = phi i64 [ 0, %12632 ], [ %12780, %12767 ]
  br i1 %103, label %12757, label %12767

12757:                                            ; preds = %12743
  %12758 = getelementptr inbounds nuw i32, ptr %59, i64 %12756
  %12759 = sub nsw i64 %12756, %22
  %12760 = mul nsw i64 %12759, %19
  %12761 = getelementptr inbounds float, ptr %12633, i64 %12760
  %12762 = mul nuw nsw i64 %12756, %21
  %12763 = getelementptr inbounds nuw float, ptr %840, i64 %12762
  %12764 = load i32, ptr %12758, align 4
  %12765 = getelementptr inbounds nuw i8, ptr %12758, i64 28
  %12766 = load i32, ptr %12765, align 4
  br label %12782

12767:                                            ; preds = %12813, %12743
  %12768 = phi <8 x float> [ %12744, %12743 ], [ %12814, %12813 ]
  %12769 = phi <8 x float> [ %12745, %12743 ], [ %12815, %12813 ]
  %12770 = phi <8 x float> [ %12746, %12743 ], [ %12816, %12813 ]
  %12771 = phi <8 x float> [ %12747, %12743 ], [ %12817, %12813 ]
  %12772 = phi <8 x float> [ %12748, %12743 ], [ %12818, %12813 ]
  %12773 = phi <8 x float> [ %12749, %12743 ], [ %12819, %12813 ]
  %12774 = phi <8 x float> [ %12750, %12743 ], [ %12820, %12813 ]
  %12775 = phi <8 x float> [ %12751, %12743 ], [ %12821, %12813 ]
  %12776 = phi <8 x float> [ %12752, %12743 ], [ %12822, %12813 ]
  %12777 = phi <8 x float> [ %12753, %12743 ], [ %12823, %12813 ]
  %12778 = phi <8 x float> [ %12754, %12743 ], [ %12824, %12813 ]
  %12779 = phi <8 x float> [ %12755, %12743 ], [ %12825, %12813 ]
  %12780 = add nuw nsw i64 %12756, 1
  %12781 = icmp eq i64 %12780, %20
  br i1 %12781, label %12715, label %12743

12782:                                            ; preds = %12757, %12813
  %12783 = phi <8 x float> [ %12744, %12757 ], [ %12814, %12813 ]
  %12784 = phi <8 x float> [ %12745, %12757 ], [ %12815, %12813 ]
  %12785 = phi <8 x float> [ %12746, %12757 ], [ %12816, %12813 ]
  %12786 = phi <8 x float> [ %12747, %12757 ], [ %12817, %12813 ]
  %12787 = phi <8 x float> [ %12748, %12757 ], [ %12818, %12813 ]
  %12788 = phi <8 x float> [ %12749, %12757 ], [ %12819, %12813 ]
  %12789 = phi <8 x float> [ %12750, %12757 ], [ %12820, %12813 ]
  %12790 = phi <8 x float> [ %12751, %12757 ], [ %12821, %12813 ]
  %12791 = phi <8 x float> [ %12752, %12757 ], [ %12822, %12813 ]
  %12792 = phi <8 x float> [ %12753, %12757 ], [ %12823, %12813 ]
  %12793 = phi <8 x float> [ %12754, %12757 ], [ %12824, %12813 ]
  %12794 = phi <8 x float> [ %12755, %12757 ], [ %12825, %12813 ]
  %12795 = phi i64 [ 0, %12757 ], [ %12826, %12813 ]
  %12796 = getelementptr inbounds nuw i32, ptr %60, i64 %12795
  %12797 = load i32, ptr %12796, align 4
  %12798 = and i32 %12797, %12764
  %12799 = insertelement <8 x i32> poison, i32 %12798, i64 0
  %12800 = shufflevector <8 x i32> %12799, <8 x i32> poison, <8 x i32> zeroinitializer
  %12801 = and <8 x i32> %12800, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %12802 = icmp ne <8 x i32> %12801, zeroinitializer
  %12803 = getelementptr inbounds nuw i8, ptr %12796, i64 28
  %12804 = load i32, ptr %12803, align 4
  %12805 = and i32 %12804, %12766
  %12806 = insertelement <8 x i32> poison, i32 %12805, i64 0
  %12807 = shufflevector <8 x i32> %12806, <8 x i32> poison, <8 x i32> zeroinitializer
  %12808 = and <8 x i32> %12807, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %12809 = icmp ne <8 x i32> %12808, zeroinitializer
  %12810 = sub nsw i64 %12795, %23
  %12811 = getelementptr inbounds float, ptr %12761, i64 %12810
  %12812 = getelementptr inbounds nuw float, ptr %12763, i64 %12795
  br i1 %106, label %12828, label %12813

12813:                                            ; preds = %12828, %12782
  %12814 = phi <8 x float> [ %12783, %12782 ], [ %12852, %12828 ]
  %12815 = phi <8 x float> [ %12784, %12782 ], [ %12853, %12828 ]
  %12816 = phi <8 x float> [ %12785, %12782 ], [ %12860, %12828 ]
  %12817 = phi <8 x float> [ %12786, %12782 ], [ %12861, %12828 ]
  %12818 = phi <8 x float> [ %12787, %12782 ], [ %12868, %12828 ]
  %12819 = phi <8 x float> [ %12788, %12782 ], [ %12869, %12828 ]
  %12820 = phi <8 x float> [ %12789, %12782 ], [ %12876, %12828 ]
  %12821 = phi <8 x float> [ %12790, %12782 ], [ %12877, %12828 ]
  %12822 = phi <8 x float> [ %12791, %12782 ], [ %12884, %12828 ]
  %12823 = phi <8 x float> [ %12792, %12782 ], [ %12885, %12828 ]
  %12824 = phi <8 x float> [ %12793, %12782 ], [ %12892, %12828 ]
  %12825 = phi <8 x float> [ %12794, %12782 ], [ %12893, %12828 ]
  %12826 = add nuw nsw i64 %12795, 1
  %12827 = icmp eq i64 %12826, %21
  br i1 %12827, label %12767, label %12782

12828:                                            ; preds = %12782, %12828
  %12829 = phi <8 x float> [ %12852, %12828 ], [ %12783, %12782 ]
  %12830 = phi <8 x float> [ %12853, %12828 ], [ %12784, %12782 ]
  %12831 = phi <8 x float> [ %12860, %12828 ], [ %12785, %12782 ]
  %12832 = phi <8 x float> [ %12861, %12828 ], [ %12786, %12782 ]
  %12833 = phi <8 x float> [ %12868, %12828 ], [ %12787, %12782 ]
  %12834 = phi <8 x float> [ %12869, %12828 ], [ %12788, %12782 ]
  %12835 = phi <8 x float> [ %12876, %12828 ], [ %12789, %12782 ]
  %12836 = phi <8 x float> [ %12877, %12828 ], [ %12790, %12782 ]
  %12837 = phi <8 x float> [ %12884, %12828 ], [ %12791, %12782 ]
  %12838 = phi <8 x float> [ %12885, %12828 ], [ %12792, %12782 ]
  %12839 = phi <8 x float> [ %12892, %12828 ], [ %12793, %12782 ]
  %12840 = phi <8 x float> [ %12893, %12828 ], [ %12794, %12782 ]
  %12841 = phi i64 [ %12894, %12828 ], [ 0, %12782 ]
  %12842 = mul nsw i64 %12841, %7
  %12843 = getelementptr inbounds float, ptr %12811, i64 %12842
  %12844 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12843, <8 x i1> %12802, <8 x float> zeroinitializer)
  %12845 = getelementptr inbounds nuw i8, ptr %12843, i64 32
  %12846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %12845, <8 x i1> %12809, <8 x float> zeroinitializer)
  %12847 = mul nuw nsw i64 %12841, %101
  %12848 = getelementptr inbounds nuw float, ptr %12812, i64 %12847
  %12849 = load float, ptr %12848, align 1
  %12850 = insertelement <8 x float> poison, float %12849, i64 0
  %12851 = shufflevector <8 x float> %12850, <8 x float> poison, <8 x i32> zeroinitializer
  %12852 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12851, <8 x float> %12829)
  %12853 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12851, <8 x float> %12830)
  %12854 = add nuw nsw i64 %5, %12841
  %12855 = mul nuw nsw i64 %12854, %101
  %12856 = getelementptr inbounds nuw float, ptr %12812, i64 %12855
  %12857 = load float, ptr %12856, align 1
  %12858 = insertelement <8 x float> poison, float %12857, i64 0
  %12859 = shufflevector <8 x float> %12858, <8 x float> poison, <8 x i32> zeroinitializer
  %12860 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12859, <8 x float> %12831)
  %12861 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12859, <8 x float> %12832)
  %12862 = add nuw nsw i64 %110, %12841
  %12863 = mul nuw nsw i64 %12862, %101
  %12864 = getelementptr inbounds nuw float, ptr %12812, i64 %12863
  %12865 = load float, ptr %12864, align 1
  %12866 = insertelement <8 x float> poison, float %12865, i64 0
  %12867 = shufflevector <8 x float> %12866, <8 x float> poison, <8 x i32> zeroinitializer
  %12868 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12867, <8 x float> %12833)
  %12869 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12867, <8 x float> %12834)
  %12870 = add nuw nsw i64 %111, %12841
  %12871 = mul nuw nsw i64 %12870, %101
  %12872 = getelementptr inbounds nuw float, ptr %12812, i64 %12871
  %12873 = load float, ptr %12872, align 1
  %12874 = insertelement <8 x float> poison, float %12873, i64 0
  %12875 = shufflevector <8 x float> %12874, <8 x float> poison, <8 x i32> zeroinitializer
  %12876 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12875, <8 x float> %12835)
  %12877 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12875, <8 x float> %12836)
  %12878 = add nuw nsw i64 %112, %12841
  %12879 = mul nuw nsw i64 %12878, %101
  %12880 = getelementptr inbounds nuw float, ptr %12812, i64 %12879
  %12881 = load float, ptr %12880, align 1
  %12882 = insertelement <8 x float> poison, float %12881, i64 0
  %12883 = shufflevector <8 x float> %12882, <8 x float> poison, <8 x i32> zeroinitializer
  %12884 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12883, <8 x float> %12837)
  %12885 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12883, <8 x float> %12838)
  %12886 = add nuw nsw i64 %113, %12841
  %12887 = mul nuw nsw i64 %12886, %101
  %12888 = getelementptr inbounds nuw float, ptr %12812, i64 %12887
  %12889 = load float, ptr %12888, align 1
  %12890 = insertelement <8 x float> poison, float %12889, i64 0
  %12891 = shufflevector <8 x float> %12890, <8 x float> poison, <8 x i32> zeroinitializer
  %12892 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12844, <8 x float> %12891, <8 x float> %12839)
  %12893 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12846, <8 x float> %12891, <8 x float> %12840)
  %12894 = add nuw nsw i64 %12841, 1
  %12895 = icmp eq i64 %12894, %5
  br i1 %12895, label %12813, label %12828

12896:                                            ; preds = %12715
  %12897 = add nsw i64 %843, %1180
  %12898 = getelementptr inbounds float, ptr %826, i64 %12897
  %12899 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12898, <8 x i32> %12730)
  %12900 = getelementptr inbounds float, ptr %824, i64 %12897
  switch i64 %114, label %1268 [
    i64 1, label %12935
    i64 2, label %12938
    i64 3, label %12945
    i64 0, label %12901
  ]

12901:                                            ; preds = %12896
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12898, <8 x i32> %12730, <8 x float> %12899)
  %12902 = getelementptr float, ptr %826, i64 %12897
  %12903 = getelementptr i8, ptr %12902, i64 32
  %12904 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12903, <8 x i32> %12732)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12903, <8 x i32> %12732, <8 x float> %12904)
  %12905 = add nsw i64 %12705, %1180
  %12906 = getelementptr inbounds float, ptr %826, i64 %12905
  %12907 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12906, <8 x i32> %12730)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12906, <8 x i32> %12730, <8 x float> %12907)
  %12908 = getelementptr float, ptr %826, i64 %12905
  %12909 = getelementptr i8, ptr %12908, i64 32
  %12910 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12909, <8 x i32> %12732)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12909, <8 x i32> %12732, <8 x float> %12910)
  %12911 = add nsw i64 %12707, %1180
  %12912 = getelementptr inbounds float, ptr %826, i64 %12911
  %12913 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12912, <8 x i32> %12730)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12912, <8 x i32> %12730, <8 x float> %12913)
  %12914 = getelementptr float, ptr %826, i64 %12911
  %12915 = getelementptr i8, ptr %12914, i64 32
  %12916 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12915, <8 x i32> %12732)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12915, <8 x i32> %12732, <8 x float> %12916)
  %12917 = add nsw i64 %12709, %1180
  %12918 = getelementptr inbounds float, ptr %826, i64 %12917
  %12919 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12918, <8 x i32> %12730)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12918, <8 x i32> %12730, <8 x float> %12919)
  %12920 = getelementptr float, ptr %826, i64 %12917
  %12921 = getelementptr i8, ptr %12920, i64 32
  %12922 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12921, <8 x i32> %12732)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12921, <8 x i32> %12732, <8 x float> %12922)
  %12923 = add nsw i64 %12711, %1180
  %12924 = getelementptr inbounds float, ptr %826, i64 %12923
  %12925 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12924, <8 x i32> %12730)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12924, <8 x i32> %12730, <8 x float> %12925)
  %12926 = getelementptr float, ptr %826, i64 %12923
  %12927 = getelementptr i8, ptr %12926, i64 32
  %12928 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12927, <8 x i32> %12732)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12927, <8 x i32> %12732, <8 x float> %12928)
  %12929 = add nsw i64 %12713, %1180
  %12930 = getelementptr inbounds float, ptr %826, i64 %12929
  %12931 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12930, <8 x i32> %12730)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12930, <8 x i32> %12730, <8 x float> %12931)
  %12932 = getelementptr float, ptr %826, i64 %12929
  %12933 = getelementptr i8, ptr %12932, i64 32
  %12934 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12933, <8 x i32> %12732)
  br label %13661

12935:                                            ; preds = %12896
  %12936 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12900, <8 x i32> %12730)
  %12937 = fadd <8 x float> %12899, %12936
  br label %12952

12938:                                            ; preds = %12896
  %12939 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12899)
  %12940 = bitcast <8 x float> %12899 to <8 x i32>
  %12941 = or <8 x i32> %12940, %109
  %12942 = bitcast <8 x i32> %12941 to <8 x float>
  %12943 = fcmp oeq <8 x float> %12899, %74
  %12944 = select <8 x i1> %12943, <8 x float> %12942, <8 x float> %12939
  br label %12952

12945:                                            ; preds = %12896
  %12946 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12899)
  %12947 = bitcast <8 x float> %12899 to <8 x i32>
  %12948 = and <8 x i32> %12947, %108
  %12949 = bitcast <8 x i32> %12948 to <8 x float>
  %12950 = fcmp oeq <8 x float> %12899, %71
  %12951 = select <8 x i1> %12950, <8 x float> %12949, <8 x float> %12946
  br label %12952

12952:                                            ; preds = %12945, %12938, %12935
  %12953 = phi <8 x float> [ %12937, %12935 ], [ %12944, %12938 ], [ %12951, %12945 ]
  switch i64 %116, label %1268 [
    i64 1, label %12968
    i64 2, label %12961
    i64 3, label %12954
    i64 0, label %12990
  ]

12954:                                            ; preds = %12952
  %12955 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12953)
  %12956 = bitcast <8 x float> %12953 to <8 x i32>
  %12957 = and <8 x i32> %12956, %108
  %12958 = bitcast <8 x i32> %12957 to <8 x float>
  %12959 = fcmp oeq <8 x float> %12953, %71
  %12960 = select <8 x i1> %12959, <8 x float> %12958, <8 x float> %12955
  br label %12971

12961:                                            ; preds = %12952
  %12962 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12953)
  %12963 = bitcast <8 x float> %12953 to <8 x i32>
  %12964 = or <8 x i32> %12963, %109
  %12965 = bitcast <8 x i32> %12964 to <8 x float>
  %12966 = fcmp oeq <8 x float> %12953, %74
  %12967 = select <8 x i1> %12966, <8 x float> %12965, <8 x float> %12962
  br label %12971

12968:                                            ; preds = %12952
  %12969 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12900, <8 x i32> %12730)
  %12970 = fadd <8 x float> %12953, %12969
  br label %12971

12971:                                            ; preds = %12968, %12961, %12954
  %12972 = phi <8 x float> [ %12970, %12968 ], [ %12967, %12961 ], [ %12960, %12954 ]
  switch i64 %118, label %1268 [
    i64 1, label %12987
    i64 2, label %12980
    i64 3, label %12973
    i64 0, label %12990
  ]

12973:                                            ; preds = %12971
  %12974 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12972)
  %12975 = bitcast <8 x float> %12972 to <8 x i32>
  %12976 = and <8 x i32> %12975, %108
  %12977 = bitcast <8 x i32> %12976 to <8 x float>
  %12978 = fcmp oeq <8 x float> %12972, %71
  %12979 = select <8 x i1> %12978, <8 x float> %12977, <8 x float> %12974
  br label %12990

12980:                                            ; preds = %12971
  %12981 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12972)
  %12982 = bitcast <8 x float> %12972 to <8 x i32>
  %12983 = or <8 x i32> %12982, %109
  %12984 = bitcast <8 x i32> %12983 to <8 x float>
  %12985 = fcmp oeq <8 x float> %12972, %74
  %12986 = select <8 x i1> %12985, <8 x float> %12984, <8 x float> %12981
  br label %12990

12987:                                            ; preds = %12971
  %12988 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12900, <8 x i32> %12730)
  %12989 = fadd <8 x float> %12972, %12988
  br label %12990

12990:                                            ; preds = %12973, %12980, %12987, %12971, %12952
  %12991 = phi <8 x float> [ %12972, %12971 ], [ %12979, %12973 ], [ %12953, %12952 ], [ %12989, %12987 ], [ %12986, %12980 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12898, <8 x i32> %12730, <8 x float> %12991)
  %12992 = add nsw i64 %12897, 8
  %12993 = getelementptr inbounds float, ptr %826, i64 %12992
  %12994 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12993, <8 x i32> %12732)
  %12995 = getelementptr inbounds float, ptr %824, i64 %12992
  switch i64 %114, label %1268 [
    i64 1, label %13010
    i64 2, label %13003
    i64 3, label %12996
  ]

12996:                                            ; preds = %12990
  %12997 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12994)
  %12998 = bitcast <8 x float> %12994 to <8 x i32>
  %12999 = and <8 x i32> %12998, %108
  %13000 = bitcast <8 x i32> %12999 to <8 x float>
  %13001 = fcmp oeq <8 x float> %12994, %71
  %13002 = select <8 x i1> %13001, <8 x float> %13000, <8 x float> %12997
  br label %13013

13003:                                            ; preds = %12990
  %13004 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12994)
  %13005 = bitcast <8 x float> %12994 to <8 x i32>
  %13006 = or <8 x i32> %13005, %109
  %13007 = bitcast <8 x i32> %13006 to <8 x float>
  %13008 = fcmp oeq <8 x float> %12994, %74
  %13009 = select <8 x i1> %13008, <8 x float> %13007, <8 x float> %13004
  br label %13013

13010:                                            ; preds = %12990
  %13011 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12995, <8 x i32> %12732)
  %13012 = fadd <8 x float> %12994, %13011
  br label %13013

13013:                                            ; preds = %13010, %13003, %12996
  %13014 = phi <8 x float> [ %13012, %13010 ], [ %13009, %13003 ], [ %13002, %12996 ]
  switch i64 %120, label %1268 [
    i64 1, label %13029
    i64 2, label %13022
    i64 3, label %13015
    i64 0, label %13051
  ]

13015:                                            ; preds = %13013
  %13016 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13014)
  %13017 = bitcast <8 x float> %13014 to <8 x i32>
  %13018 = and <8 x i32> %13017, %108
  %13019 = bitcast <8 x i32> %13018 to <8 x float>
  %13020 = fcmp oeq <8 x float> %13014, %71
  %13021 = select <8 x i1> %13020, <8 x float> %13019, <8 x float> %13016
  br label %13032

13022:                                            ; preds = %13013
  %13023 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13014)
  %13024 = bitcast <8 x float> %13014 to <8 x i32>
  %13025 = or <8 x i32> %13024, %109
  %13026 = bitcast <8 x i32> %13025 to <8 x float>
  %13027 = fcmp oeq <8 x float> %13014, %74
  %13028 = select <8 x i1> %13027, <8 x float> %13026, <8 x float> %13023
  br label %13032

13029:                                            ; preds = %13013
  %13030 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12995, <8 x i32> %12732)
  %13031 = fadd <8 x float> %13014, %13030
  br label %13032

13032:                                            ; preds = %13029, %13022, %13015
  %13033 = phi <8 x float> [ %13031, %13029 ], [ %13028, %13022 ], [ %13021, %13015 ]
  switch i64 %122, label %1268 [
    i64 1, label %13048
    i64 2, label %13041
    i64 3, label %13034
    i64 0, label %13051
  ]

13034:                                            ; preds = %13032
  %13035 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13033)
  %13036 = bitcast <8 x float> %13033 to <8 x i32>
  %13037 = and <8 x i32> %13036, %108
  %13038 = bitcast <8 x i32> %13037 to <8 x float>
  %13039 = fcmp oeq <8 x float> %13033, %71
  %13040 = select <8 x i1> %13039, <8 x float> %13038, <8 x float> %13035
  br label %13051

13041:                                            ; preds = %13032
  %13042 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13033)
  %13043 = bitcast <8 x float> %13033 to <8 x i32>
  %13044 = or <8 x i32> %13043, %109
  %13045 = bitcast <8 x i32> %13044 to <8 x float>
  %13046 = fcmp oeq <8 x float> %13033, %74
  %13047 = select <8 x i1> %13046, <8 x float> %13045, <8 x float> %13042
  br label %13051

13048:                                            ; preds = %13032
  %13049 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12995, <8 x i32> %12732)
  %13050 = fadd <8 x float> %13033, %13049
  br label %13051

13051:                                            ; preds = %13034, %13041, %13048, %13032, %13013
  %13052 = phi <8 x float> [ %13047, %13041 ], [ %13040, %13034 ], [ %13014, %13013 ], [ %13033, %13032 ], [ %13050, %13048 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %12993, <8 x i32> %12732, <8 x float> %13052)
  %13053 = add nsw i64 %12705, %1180
  %13054 = getelementptr inbounds float, ptr %826, i64 %13053
  %13055 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13054, <8 x i32> %12730)
  %13056 = getelementptr inbounds float, ptr %824, i64 %13053
  switch i64 %114, label %1268 [
    i64 1, label %13071
    i64 2, label %13064
    i64 3, label %13057
  ]

13057:                                            ; preds = %13051
  %13058 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13055)
  %13059 = bitcast <8 x float> %13055 to <8 x i32>
  %13060 = and <8 x i32> %13059, %108
  %13061 = bitcast <8 x i32> %13060 to <8 x float>
  %13062 = fcmp oeq <8 x float> %13055, %71
  %13063 = select <8 x i1> %13062, <8 x float> %13061, <8 x float> %13058
  br label %13074

13064:                                            ; preds = %13051
  %13065 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13055)
  %13066 = bitcast <8 x float> %13055 to <8 x i32>
  %13067 = or <8 x i32> %13066, %109
  %13068 = bitcast <8 x i32> %13067 to <8 x float>
  %13069 = fcmp oeq <8 x float> %13055, %74
  %13070 = select <8 x i1> %13069, <8 x float> %13068, <8 x float> %13065
  br label %13074

13071:                                            ; preds = %13051
  %13072 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13056, <8 x i32> %12730)
  %13073 = fadd <8 x float> %13055, %13072
  br label %13074

13074:                                            ; preds = %13071, %13064, %13057
  %13075 = phi <8 x float> [ %13073, %13071 ], [ %13070, %13064 ], [ %13063, %13057 ]
  switch i64 %124, label %1268 [
    i64 1, label %13090
    i64 2, label %13083
    i64 3, label %13076
    i64 0, label %13112
  ]

13076:                                            ; preds = %13074
  %13077 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13075)
  %13078 = bitcast <8 x float> %13075 to <8 x i32>
  %13079 = and <8 x i32> %13078, %108
  %13080 = bitcast <8 x i32> %13079 to <8 x float>
  %13081 = fcmp oeq <8 x float> %13075, %71
  %13082 = select <8 x i1> %13081, <8 x float> %13080, <8 x float> %13077
  br label %13093

13083:                                            ; preds = %13074
  %13084 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13075)
  %13085 = bitcast <8 x float> %13075 to <8 x i32>
  %13086 = or <8 x i32> %13085, %109
  %13087 = bitcast <8 x i32> %13086 to <8 x float>
  %13088 = fcmp oeq <8 x float> %13075, %74
  %13089 = select <8 x i1> %13088, <8 x float> %13087, <8 x float> %13084
  br label %13093

13090:                                            ; preds = %13074
  %13091 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13056, <8 x i32> %12730)
  %13092 = fadd <8 x float> %13075, %13091
  br label %13093

13093:                                            ; preds = %13090, %13083, %13076
  %13094 = phi <8 x float> [ %13092, %13090 ], [ %13089, %13083 ], [ %13082, %13076 ]
  switch i64 %126, label %1268 [
    i64 1, label %13109
    i64 2, label %13102
    i64 3, label %13095
    i64 0, label %13112
  ]

13095:                                            ; preds = %13093
  %13096 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13094)
  %13097 = bitcast <8 x float> %13094 to <8 x i32>
  %13098 = and <8 x i32> %13097, %108
  %13099 = bitcast <8 x i32> %13098 to <8 x float>
  %13100 = fcmp oeq <8 x float> %13094, %71
  %13101 = select <8 x i1> %13100, <8 x float> %13099, <8 x float> %13096
  br label %13112

13102:                                            ; preds = %13093
  %13103 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13094)
  %13104 = bitcast <8 x float> %13094 to <8 x i32>
  %13105 = or <8 x i32> %13104, %109
  %13106 = bitcast <8 x i32> %13105 to <8 x float>
  %13107 = fcmp oeq <8 x float> %13094, %74
  %13108 = select <8 x i1> %13107, <8 x float> %13106, <8 x float> %13103
  br label %13112

13109:                                            ; preds = %13093
  %13110 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13056, <8 x i32> %12730)
  %13111 = fadd <8 x float> %13094, %13110
  br label %13112

13112:                                            ; preds = %13095, %13102, %13109, %13093, %13074
  %13113 = phi <8 x float> [ %13108, %13102 ], [ %13101, %13095 ], [ %13075, %13074 ], [ %13094, %13093 ], [ %13111, %13109 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13054, <8 x i32> %12730, <8 x float> %13113)
  %13114 = add nsw i64 %13053, 8
  %13115 = getelementptr inbounds float, ptr %826, i64 %13114
  %13116 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13115, <8 x i32> %12732)
  %13117 = getelementptr inbounds float, ptr %824, i64 %13114
  switch i64 %114, label %1268 [
    i64 1, label %13132
    i64 2, label %13125
    i64 3, label %13118
  ]

13118:                                            ; preds = %13112
  %13119 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13116)
  %13120 = bitcast <8 x float> %13116 to <8 x i32>
  %13121 = and <8 x i32> %13120, %108
  %13122 = bitcast <8 x i32> %13121 to <8 x float>
  %13123 = fcmp oeq <8 x float> %13116, %71
  %13124 = select <8 x i1> %13123, <8 x float> %13122, <8 x float> %13119
  br label %13135

13125:                                            ; preds = %13112
  %13126 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13116)
  %13127 = bitcast <8 x float> %13116 to <8 x i32>
  %13128 = or <8 x i32> %13127, %109
  %13129 = bitcast <8 x i32> %13128 to <8 x float>
  %13130 = fcmp oeq <8 x float> %13116, %74
  %13131 = select <8 x i1> %13130, <8 x float> %13129, <8 x float> %13126
  br label %13135

13132:                                            ; preds = %13112
  %13133 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13117, <8 x i32> %12732)
  %13134 = fadd <8 x float> %13116, %13133
  br label %13135

13135:                                            ; preds = %13132, %13125, %13118
  %13136 = phi <8 x float> [ %13134, %13132 ], [ %13131, %13125 ], [ %13124, %13118 ]
  switch i64 %128, label %1268 [
    i64 1, label %13151
    i64 2, label %13144
    i64 3, label %13137
    i64 0, label %13173
  ]

13137:                                            ; preds = %13135
  %13138 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13136)
  %13139 = bitcast <8 x float> %13136 to <8 x i32>
  %13140 = and <8 x i32> %13139, %108
  %13141 = bitcast <8 x i32> %13140 to <8 x float>
  %13142 = fcmp oeq <8 x float> %13136, %71
  %13143 = select <8 x i1> %13142, <8 x float> %13141, <8 x float> %13138
  br label %13154

13144:                                            ; preds = %13135
  %13145 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13136)
  %13146 = bitcast <8 x float> %13136 to <8 x i32>
  %13147 = or <8 x i32> %13146, %109
  %13148 = bitcast <8 x i32> %13147 to <8 x float>
  %13149 = fcmp oeq <8 x float> %13136, %74
  %13150 = select <8 x i1> %13149, <8 x float> %13148, <8 x float> %13145
  br label %13154

13151:                                            ; preds = %13135
  %13152 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13117, <8 x i32> %12732)
  %13153 = fadd <8 x float> %13136, %13152
  br label %13154

13154:                                            ; preds = %13151, %13144, %13137
  %13155 = phi <8 x float> [ %13153, %13151 ], [ %13150, %13144 ], [ %13143, %13137 ]
  switch i64 %130, label %1268 [
    i64 1, label %13170
    i64 2, label %13163
    i64 3, label %13156
    i64 0, label %13173
  ]

13156:                                            ; preds = %13154
  %13157 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13155)
  %13158 = bitcast <8 x float> %13155 to <8 x i32>
  %13159 = and <8 x i32> %13158, %108
  %13160 = bitcast <8 x i32> %13159 to <8 x float>
  %13161 = fcmp oeq <8 x float> %13155, %71
  %13162 = select <8 x i1> %13161, <8 x float> %13160, <8 x float> %13157
  br label %13173

13163:                                            ; preds = %13154
  %13164 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13155)
  %13165 = bitcast <8 x float> %13155 to <8 x i32>
  %13166 = or <8 x i32> %13165, %109
  %13167 = bitcast <8 x i32> %13166 to <8 x float>
  %13168 = fcmp oeq <8 x float> %13155, %74
  %13169 = select <8 x i1> %13168, <8 x float> %13167, <8 x float> %13164
  br label %13173

13170:                                            ; preds = %13154
  %13171 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13117, <8 x i32> %12732)
  %13172 = fadd <8 x float> %13155, %13171
  br label %13173

13173:                                            ; preds = %13156, %13163, %13170, %13154, %13135
  %13174 = phi <8 x float> [ %13169, %13163 ], [ %13162, %13156 ], [ %13136, %13135 ], [ %13155, %13154 ], [ %13172, %13170 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13115, <8 x i32> %12732, <8 x float> %13174)
  %13175 = add nsw i64 %12707, %1180
  %13176 = getelementptr inbounds float, ptr %826, i64 %13175
  %13177 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13176, <8 x i32> %12730)
  %13178 = getelementptr inbounds float, ptr %824, i64 %13175
  switch i64 %114, label %1268 [
    i64 1, label %13193
    i64 2, label %13186
    i64 3, label %13179
  ]

13179:                                            ; preds = %13173
  %13180 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13177)
  %13181 = bitcast <8 x float> %13177 to <8 x i32>
  %13182 = and <8 x i32> %13181, %108
  %13183 = bitcast <8 x i32> %13182 to <8 x float>
  %13184 = fcmp oeq <8 x float> %13177, %71
  %13185 = select <8 x i1> %13184, <8 x float> %13183, <8 x float> %13180
  br label %13196

13186:                                            ; preds = %13173
  %13187 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13177)
  %13188 = bitcast <8 x float> %13177 to <8 x i32>
  %13189 = or <8 x i32> %13188, %109
  %13190 = bitcast <8 x i32> %13189 to <8 x float>
  %13191 = fcmp oeq <8 x float> %13177, %74
  %13192 = select <8 x i1> %13191, <8 x float> %13190, <8 x float> %13187
  br label %13196

13193:                                            ; preds = %13173
  %13194 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13178, <8 x i32> %12730)
  %13195 = fadd <8 x float> %13177, %13194
  br label %13196

13196:                                            ; preds = %13193, %13186, %13179
  %13197 = phi <8 x float> [ %13195, %13193 ], [ %13192, %13186 ], [ %13185, %13179 ]
  switch i64 %132, label %1268 [
    i64 1, label %13212
    i64 2, label %13205
    i64 3, label %13198
    i64 0, label %13234
  ]

13198:                                            ; preds = %13196
  %13199 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13197)
  %13200 = bitcast <8 x float> %13197 to <8 x i32>
  %13201 = and <8 x i32> %13200, %108
  %13202 = bitcast <8 x i32> %13201 to <8 x float>
  %13203 = fcmp oeq <8 x float> %13197, %71
  %13204 = select <8 x i1> %13203, <8 x float> %13202, <8 x float> %13199
  br label %13215

13205:                                            ; preds = %13196
  %13206 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13197)
  %13207 = bitcast <8 x float> %13197 to <8 x i32>
  %13208 = or <8 x i32> %13207, %109
  %13209 = bitcast <8 x i32> %13208 to <8 x float>
  %13210 = fcmp oeq <8 x float> %13197, %74
  %13211 = select <8 x i1> %13210, <8 x float> %13209, <8 x float> %13206
  br label %13215

13212:                                            ; preds = %13196
  %13213 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13178, <8 x i32> %12730)
  %13214 = fadd <8 x float> %13197, %13213
  br label %13215

13215:                                            ; preds = %13212, %13205, %13198
  %13216 = phi <8 x float> [ %13214, %13212 ], [ %13211, %13205 ], [ %13204, %13198 ]
  switch i64 %134, label %1268 [
    i64 1, label %13231
    i64 2, label %13224
    i64 3, label %13217
    i64 0, label %13234
  ]

13217:                                            ; preds = %13215
  %13218 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13216)
  %13219 = bitcast <8 x float> %13216 to <8 x i32>
  %13220 = and <8 x i32> %13219, %108
  %13221 = bitcast <8 x i32> %13220 to <8 x float>
  %13222 = fcmp oeq <8 x float> %13216, %71
  %13223 = select <8 x i1> %13222, <8 x float> %13221, <8 x float> %13218
  br label %13234

13224:                                            ; preds = %13215
  %13225 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13216)
  %13226 = bitcast <8 x float> %13216 to <8 x i32>
  %13227 = or <8 x i32> %13226, %109
  %13228 = bitcast <8 x i32> %13227 to <8 x float>
  %13229 = fcmp oeq <8 x float> %13216, %74
  %13230 = select <8 x i1> %13229, <8 x float> %13228, <8 x float> %13225
  br label %13234

13231:                                            ; preds = %13215
  %13232 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13178, <8 x i32> %12730)
  %13233 = fadd <8 x float> %13216, %13232
  br label %13234

13234:                                            ; preds = %13217, %13224, %13231, %13215, %13196
  %13235 = phi <8 x float> [ %13230, %13224 ], [ %13223, %13217 ], [ %13197, %13196 ], [ %13216, %13215 ], [ %13233, %13231 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13176, <8 x i32> %12730, <8 x float> %13235)
  %13236 = add nsw i64 %13175, 8
  %13237 = getelementptr inbounds float, ptr %826, i64 %13236
  %13238 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13237, <8 x i32> %12732)
  %13239 = getelementptr inbounds float, ptr %824, i64 %13236
  switch i64 %114, label %1268 [
    i64 1, label %13254
    i64 2, label %13247
    i64 3, label %13240
  ]

13240:                                            ; preds = %13234
  %13241 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13238)
  %13242 = bitcast <8 x float> %13238 to <8 x i32>
  %13243 = and <8 x i32> %13242, %108
  %13244 = bitcast <8 x i32> %13243 to <8 x float>
  %13245 = fcmp oeq <8 x float> %13238, %71
  %13246 = select <8 x i1> %13245, <8 x float> %13244, <8 x float> %13241
  br label %13257

13247:                                            ; preds = %13234
  %13248 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13238)
  %13249 = bitcast <8 x float> %13238 to <8 x i32>
  %13250 = or <8 x i32> %13249, %109
  %13251 = bitcast <8 x i32> %13250 to <8 x float>
  %13252 = fcmp oeq <8 x float> %13238, %74
  %13253 = select <8 x i1> %13252, <8 x float> %13251, <8 x float> %13248
  br label %13257

13254:                                            ; preds = %13234
  %13255 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13239, <8 x i32> %12732)
  %13256 = fadd <8 x float> %13238, %13255
  br label %13257

13257:                                            ; preds = %13254, %13247, %13240
  %13258 = phi <8 x float> [ %13256, %13254 ], [ %13253, %13247 ], [ %13246, %13240 ]
  switch i64 %136, label %1268 [
    i64 1, label %13273
    i64 2, label %13266
    i64 3, label %13259
    i64 0, label %13295
  ]

13259:                                            ; preds = %13257
  %13260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13258)
  %13261 = bitcast <8 x float> %13258 to <8 x i32>
  %13262 = and <8 x i32> %13261, %108
  %13263 = bitcast <8 x i32> %13262 to <8 x float>
  %13264 = fcmp oeq <8 x float> %13258, %71
  %13265 = select <8 x i1> %13264, <8 x float> %13263, <8 x float> %13260
  br label %13276

13266:                                            ; preds = %13257
  %13267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13258)
  %13268 = bitcast <8 x float> %13258 to <8 x i32>
  %13269 = or <8 x i32> %13268, %109
  %13270 = bitcast <8 x i32> %13269 to <8 x float>
  %13271 = fcmp oeq <8 x float> %13258, %74
  %13272 = select <8 x i1> %13271, <8 x float> %13270, <8 x float> %13267
  br label %13276

13273:                                            ; preds = %13257
  %13274 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13239, <8 x i32> %12732)
  %13275 = fadd <8 x float> %13258, %13274
  br label %13276

13276:                                            ; preds = %13273, %13266, %13259
  %13277 = phi <8 x float> [ %13275, %13273 ], [ %13272, %13266 ], [ %13265, %13259 ]
  switch i64 %138, label %1268 [
    i64 1, label %13292
    i64 2, label %13285
    i64 3, label %13278
    i64 0, label %13295
  ]

13278:                                            ; preds = %13276
  %13279 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13277)
  %13280 = bitcast <8 x float> %13277 to <8 x i32>
  %13281 = and <8 x i32> %13280, %108
  %13282 = bitcast <8 x i32> %13281 to <8 x float>
  %13283 = fcmp oeq <8 x float> %13277, %71
  %13284 = select <8 x i1> %13283, <8 x float> %13282, <8 x float> %13279
  br label %13295

13285:                                            ; preds = %13276
  %13286 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13277)
  %13287 = bitcast <8 x float> %13277 to <8 x i32>
  %13288 = or <8 x i32> %13287, %109
  %13289 = bitcast <8 x i32> %13288 to <8 x float>
  %13290 = fcmp oeq <8 x float> %13277, %74
  %13291 = select <8 x i1> %13290, <8 x float> %13289, <8 x float> %13286
  br label %13295

13292:                                            ; preds = %13276
  %13293 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13239, <8 x i32> %12732)
  %13294 = fadd <8 x float> %13277, %13293
  br label %13295

13295:                                            ; preds = %13278, %13285, %13292, %13276, %13257
  %13296 = phi <8 x float> [ %13291, %13285 ], [ %13284, %13278 ], [ %13258, %13257 ], [ %13277, %13276 ], [ %13294, %13292 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13237, <8 x i32> %12732, <8 x float> %13296)
  %13297 = add nsw i64 %12709, %1180
  %13298 = getelementptr inbounds float, ptr %826, i64 %13297
  %13299 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13298, <8 x i32> %12730)
  %13300 = getelementptr inbounds float, ptr %824, i64 %13297
  switch i64 %114, label %1268 [
    i64 1, label %13315
    i64 2, label %13308
    i64 3, label %13301
  ]

13301:                                            ; preds = %13295
  %13302 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13299)
  %13303 = bitcast <8 x float> %13299 to <8 x i32>
  %13304 = and <8 x i32> %13303, %108
  %13305 = bitcast <8 x i32> %13304 to <8 x float>
  %13306 = fcmp oeq <8 x float> %13299, %71
  %13307 = select <8 x i1> %13306, <8 x float> %13305, <8 x float> %13302
  br label %13318

13308:                                            ; preds = %13295
  %13309 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13299)
  %13310 = bitcast <8 x float> %13299 to <8 x i32>
  %13311 = or <8 x i32> %13310, %109
  %13312 = bitcast <8 x i32> %13311 to <8 x float>
  %13313 = fcmp oeq <8 x float> %13299, %74
  %13314 = select <8 x i1> %13313, <8 x float> %13312, <8 x float> %13309
  br label %13318

13315:                                            ; preds = %13295
  %13316 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13300, <8 x i32> %12730)
  %13317 = fadd <8 x float> %13299, %13316
  br label %13318

13318:                                            ; preds = %13315, %13308, %13301
  %13319 = phi <8 x float> [ %13317, %13315 ], [ %13314, %13308 ], [ %13307, %13301 ]
  switch i64 %140, label %1268 [
    i64 1, label %13334
    i64 2, label %13327
    i64 3, label %13320
    i64 0, label %13356
  ]

13320:                                            ; preds = %13318
  %13321 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13319)
  %13322 = bitcast <8 x float> %13319 to <8 x i32>
  %13323 = and <8 x i32> %13322, %108
  %13324 = bitcast <8 x i32> %13323 to <8 x float>
  %13325 = fcmp oeq <8 x float> %13319, %71
  %13326 = select <8 x i1> %13325, <8 x float> %13324, <8 x float> %13321
  br label %13337

13327:                                            ; preds = %13318
  %13328 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13319)
  %13329 = bitcast <8 x float> %13319 to <8 x i32>
  %13330 = or <8 x i32> %13329, %109
  %13331 = bitcast <8 x i32> %13330 to <8 x float>
  %13332 = fcmp oeq <8 x float> %13319, %74
  %13333 = select <8 x i1> %13332, <8 x float> %13331, <8 x float> %13328
  br label %13337

13334:                                            ; preds = %13318
  %13335 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13300, <8 x i32> %12730)
  %13336 = fadd <8 x float> %13319, %13335
  br label %13337

13337:                                            ; preds = %13334, %13327, %13320
  %13338 = phi <8 x float> [ %13336, %13334 ], [ %13333, %13327 ], [ %13326, %13320 ]
  switch i64 %142, label %1268 [
    i64 1, label %13353
    i64 2, label %13346
    i64 3, label %13339
    i64 0, label %13356
  ]

13339:                                            ; preds = %13337
  %13340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13338)
  %13341 = bitcast <8 x float> %13338 to <8 x i32>
  %13342 = and <8 x i32> %13341, %108
  %13343 = bitcast <8 x i32> %13342 to <8 x float>
  %13344 = fcmp oeq <8 x float> %13338, %71
  %13345 = select <8 x i1> %13344, <8 x float> %13343, <8 x float> %13340
  br label %13356

13346:                                            ; preds = %13337
  %13347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13338)
  %13348 = bitcast <8 x float> %13338 to <8 x i32>
  %13349 = or <8 x i32> %13348, %109
  %13350 = bitcast <8 x i32> %13349 to <8 x float>
  %13351 = fcmp oeq <8 x float> %13338, %74
  %13352 = select <8 x i1> %13351, <8 x float> %13350, <8 x float> %13347
  br label %13356

13353:                                            ; preds = %13337
  %13354 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13300, <8 x i32> %12730)
  %13355 = fadd <8 x float> %13338, %13354
  br label %13356

13356:                                            ; preds = %13339, %13346, %13353, %13337, %13318
  %13357 = phi <8 x float> [ %13352, %13346 ], [ %13345, %13339 ], [ %13319, %13318 ], [ %13338, %13337 ], [ %13355, %13353 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13298, <8 x i32> %12730, <8 x float> %13357)
  %13358 = add nsw i64 %13297, 8
  %13359 = getelementptr inbounds float, ptr %826, i64 %13358
  %13360 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13359, <8 x i32> %12732)
  %13361 = getelementptr inbounds float, ptr %824, i64 %13358
  switch i64 %114, label %1268 [
    i64 1, label %13376
    i64 2, label %13369
    i64 3, label %13362
  ]

13362:                                            ; preds = %13356
  %13363 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13360)
  %13364 = bitcast <8 x float> %13360 to <8 x i32>
  %13365 = and <8 x i32> %13364, %108
  %13366 = bitcast <8 x i32> %13365 to <8 x float>
  %13367 = fcmp oeq <8 x float> %13360, %71
  %13368 = select <8 x i1> %13367, <8 x float> %13366, <8 x float> %13363
  br label %13379

13369:                                            ; preds = %13356
  %13370 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13360)
  %13371 = bitcast <8 x float> %13360 to <8 x i32>
  %13372 = or <8 x i32> %13371, %109
  %13373 = bitcast <8 x i32> %13372 to <8 x float>
  %13374 = fcmp oeq <8 x float> %13360, %74
  %13375 = select <8 x i1> %13374, <8 x float> %13373, <8 x float> %13370
  br label %13379

13376:                                            ; preds = %13356
  %13377 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13361, <8 x i32> %12732)
  %13378 = fadd <8 x float> %13360, %13377
  br label %13379

13379:                                            ; preds = %13376, %13369, %13362
  %13380 = phi <8 x float> [ %13378, %13376 ], [ %13375, %13369 ], [ %13368, %13362 ]
  switch i64 %144, label %1268 [
    i64 1, label %13395
    i64 2, label %13388
    i64 3, label %13381
    i64 0, label %13417
  ]

13381:                                            ; preds = %13379
  %13382 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13380)
  %13383 = bitcast <8 x float> %13380 to <8 x i32>
  %13384 = and <8 x i32> %13383, %108
  %13385 = bitcast <8 x i32> %13384 to <8 x float>
  %13386 = fcmp oeq <8 x float> %13380, %71
  %13387 = select <8 x i1> %13386, <8 x float> %13385, <8 x float> %13382
  br label %13398

13388:                                            ; preds = %13379
  %13389 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13380)
  %13390 = bitcast <8 x float> %13380 to <8 x i32>
  %13391 = or <8 x i32> %13390, %109
  %13392 = bitcast <8 x i32> %13391 to <8 x float>
  %13393 = fcmp oeq <8 x float> %13380, %74
  %13394 = select <8 x i1> %13393, <8 x float> %13392, <8 x float> %13389
  br label %13398

13395:                                            ; preds = %13379
  %13396 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13361, <8 x i32> %12732)
  %13397 = fadd <8 x float> %13380, %13396
  br label %13398

13398:                                            ; preds = %13395, %13388, %13381
  %13399 = phi <8 x float> [ %13397, %13395 ], [ %13394, %13388 ], [ %13387, %13381 ]
  switch i64 %146, label %1268 [
    i64 1, label %13414
    i64 2, label %13407
    i64 3, label %13400
    i64 0, label %13417
  ]

13400:                                            ; preds = %13398
  %13401 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13399)
  %13402 = bitcast <8 x float> %13399 to <8 x i32>
  %13403 = and <8 x i32> %13402, %108
  %13404 = bitcast <8 x i32> %13403 to <8 x float>
  %13405 = fcmp oeq <8 x float> %13399, %71
  %13406 = select <8 x i1> %13405, <8 x float> %13404, <8 x float> %13401
  br label %13417

13407:                                            ; preds = %13398
  %13408 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13399)
  %13409 = bitcast <8 x float> %13399 to <8 x i32>
  %13410 = or <8 x i32> %13409, %109
  %13411 = bitcast <8 x i32> %13410 to <8 x float>
  %13412 = fcmp oeq <8 x float> %13399, %74
  %13413 = select <8 x i1> %13412, <8 x float> %13411, <8 x float> %13408
  br label %13417

13414:                                            ; preds = %13398
  %13415 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13361, <8 x i32> %12732)
  %13416 = fadd <8 x float> %13399, %13415
  br label %13417

13417:                                            ; preds = %13400, %13407, %13414, %13398, %13379
  %13418 = phi <8 x float> [ %13413, %13407 ], [ %13406, %13400 ], [ %13380, %13379 ], [ %13399, %13398 ], [ %13416, %13414 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13359, <8 x i32> %12732, <8 x float> %13418)
  %13419 = add nsw i64 %12711, %1180
  %13420 = getelementptr inbounds float, ptr %826, i64 %13419
  %13421 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13420, <8 x i32> %12730)
  %13422 = getelementptr inbounds float, ptr %824, i64 %13419
  switch i64 %114, label %1268 [
    i64 1, label %13437
    i64 2, label %13430
    i64 3, label %13423
  ]

13423:                                            ; preds = %13417
  %13424 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13421)
  %13425 = bitcast <8 x float> %13421 to <8 x i32>
  %13426 = and <8 x i32> %13425, %108
  %13427 = bitcast <8 x i32> %13426 to <8 x float>
  %13428 = fcmp oeq <8 x float> %13421, %71
  %13429 = select <8 x i1> %13428, <8 x float> %13427, <8 x float> %13424
  br label %13440

13430:                                            ; preds = %13417
  %13431 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13421)
  %13432 = bitcast <8 x float> %13421 to <8 x i32>
  %13433 = or <8 x i32> %13432, %109
  %13434 = bitcast <8 x i32> %13433 to <8 x float>
  %13435 = fcmp oeq <8 x float> %13421, %74
  %13436 = select <8 x i1> %13435, <8 x float> %13434, <8 x float> %13431
  br label %13440

13437:                                            ; preds = %13417
  %13438 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13422, <8 x i32> %12730)
  %13439 = fadd <8 x float> %13421, %13438
  br label %13440

13440:                                            ; preds = %13437, %13430, %13423
  %13441 = phi <8 x float> [ %13439, %13437 ], [ %13436, %13430 ], [ %13429, %13423 ]
  switch i64 %148, label %1268 [
    i64 1, label %13456
    i64 2, label %13449
    i64 3, label %13442
    i64 0, label %13478
  ]

13442:                                            ; preds = %13440
  %13443 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13441)
  %13444 = bitcast <8 x float> %13441 to <8 x i32>
  %13445 = and <8 x i32> %13444, %108
  %13446 = bitcast <8 x i32> %13445 to <8 x float>
  %13447 = fcmp oeq <8 x float> %13441, %71
  %13448 = select <8 x i1> %13447, <8 x float> %13446, <8 x float> %13443
  br label %13459

13449:                                            ; preds = %13440
  %13450 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13441)
  %13451 = bitcast <8 x float> %13441 to <8 x i32>
  %13452 = or <8 x i32> %13451, %109
  %13453 = bitcast <8 x i32> %13452 to <8 x float>
  %13454 = fcmp oeq <8 x float> %13441, %74
  %13455 = select <8 x i1> %13454, <8 x float> %13453, <8 x float> %13450
  br label %13459

13456:                                            ; preds = %13440
  %13457 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13422, <8 x i32> %12730)
  %13458 = fadd <8 x float> %13441, %13457
  br label %13459

13459:                                            ; preds = %13456, %13449, %13442
  %13460 = phi <8 x float> [ %13458, %13456 ], [ %13455, %13449 ], [ %13448, %13442 ]
  switch i64 %150, label %1268 [
    i64 1, label %13475
    i64 2, label %13468
    i64 3, label %13461
    i64 0, label %13478
  ]

13461:                                            ; preds = %13459
  %13462 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13460)
  %13463 = bitcast <8 x float> %13460 to <8 x i32>
  %13464 = and <8 x i32> %13463, %108
  %13465 = bitcast <8 x i32> %13464 to <8 x float>
  %13466 = fcmp oeq <8 x float> %13460, %71
  %13467 = select <8 x i1> %13466, <8 x float> %13465, <8 x float> %13462
  br label %13478

13468:                                            ; preds = %13459
  %13469 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13460)
  %13470 = bitcast <8 x float> %13460 to <8 x i32>
  %13471 = or <8 x i32> %13470, %109
  %13472 = bitcast <8 x i32> %13471 to <8 x float>
  %13473 = fcmp oeq <8 x float> %13460, %74
  %13474 = select <8 x i1> %13473, <8 x float> %13472, <8 x float> %13469
  br label %13478

13475:                                            ; preds = %13459
  %13476 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13422, <8 x i32> %12730)
  %13477 = fadd <8 x float> %13460, %13476
  br label %13478

13478:                                            ; preds = %13461, %13468, %13475, %13459, %13440
  %13479 = phi <8 x float> [ %13474, %13468 ], [ %13467, %13461 ], [ %13441, %13440 ], [ %13460, %13459 ], [ %13477, %13475 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13420, <8 x i32> %12730, <8 x float> %13479)
  %13480 = add nsw i64 %13419, 8
  %13481 = getelementptr inbounds float, ptr %826, i64 %13480
  %13482 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13481, <8 x i32> %12732)
  %13483 = getelementptr inbounds float, ptr %824, i64 %13480
  switch i64 %114, label %1268 [
    i64 1, label %13498
    i64 2, label %13491
    i64 3, label %13484
  ]

13484:                                            ; preds = %13478
  %13485 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13482)
  %13486 = bitcast <8 x float> %13482 to <8 x i32>
  %13487 = and <8 x i32> %13486, %108
  %13488 = bitcast <8 x i32> %13487 to <8 x float>
  %13489 = fcmp oeq <8 x float> %13482, %71
  %13490 = select <8 x i1> %13489, <8 x float> %13488, <8 x float> %13485
  br label %13501

13491:                                            ; preds = %13478
  %13492 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13482)
  %13493 = bitcast <8 x float> %13482 to <8 x i32>
  %13494 = or <8 x i32> %13493, %109
  %13495 = bitcast <8 x i32> %13494 to <8 x float>
  %13496 = fcmp oeq <8 x float> %13482, %74
  %13497 = select <8 x i1> %13496, <8 x float> %13495, <8 x float> %13492
  br label %13501

13498:                                            ; preds = %13478
  %13499 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13483, <8 x i32> %12732)
  %13500 = fadd <8 x float> %13482, %13499
  br label %13501

13501:                                            ; preds = %13498, %13491, %13484
  %13502 = phi <8 x float> [ %13500, %13498 ], [ %13497, %13491 ], [ %13490, %13484 ]
  switch i64 %152, label %1268 [
    i64 1, label %13517
    i64 2, label %13510
    i64 3, label %13503
    i64 0, label %13539
  ]

13503:                                            ; preds = %13501
  %13504 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13502)
  %13505 = bitcast <8 x float> %13502 to <8 x i32>
  %13506 = and <8 x i32> %13505, %108
  %13507 = bitcast <8 x i32> %13506 to <8 x float>
  %13508 = fcmp oeq <8 x float> %13502, %71
  %13509 = select <8 x i1> %13508, <8 x float> %13507, <8 x float> %13504
  br label %13520

13510:                                            ; preds = %13501
  %13511 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13502)
  %13512 = bitcast <8 x float> %13502 to <8 x i32>
  %13513 = or <8 x i32> %13512, %109
  %13514 = bitcast <8 x i32> %13513 to <8 x float>
  %13515 = fcmp oeq <8 x float> %13502, %74
  %13516 = select <8 x i1> %13515, <8 x float> %13514, <8 x float> %13511
  br label %13520

13517:                                            ; preds = %13501
  %13518 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13483, <8 x i32> %12732)
  %13519 = fadd <8 x float> %13502, %13518
  br label %13520

13520:                                            ; preds = %13517, %13510, %13503
  %13521 = phi <8 x float> [ %13519, %13517 ], [ %13516, %13510 ], [ %13509, %13503 ]
  switch i64 %154, label %1268 [
    i64 1, label %13536
    i64 2, label %13529
    i64 3, label %13522
    i64 0, label %13539
  ]

13522:                                            ; preds = %13520
  %13523 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13521)
  %13524 = bitcast <8 x float> %13521 to <8 x i32>
  %13525 = and <8 x i32> %13524, %108
  %13526 = bitcast <8 x i32> %13525 to <8 x float>
  %13527 = fcmp oeq <8 x float> %13521, %71
  %13528 = select <8 x i1> %13527, <8 x float> %13526, <8 x float> %13523
  br label %13539

13529:                                            ; preds = %13520
  %13530 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13521)
  %13531 = bitcast <8 x float> %13521 to <8 x i32>
  %13532 = or <8 x i32> %13531, %109
  %13533 = bitcast <8 x i32> %13532 to <8 x float>
  %13534 = fcmp oeq <8 x float> %13521, %74
  %13535 = select <8 x i1> %13534, <8 x float> %13533, <8 x float> %13530
  br label %13539

13536:                                            ; preds = %13520
  %13537 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13483, <8 x i32> %12732)
  %13538 = fadd <8 x float> %13521, %13537
  br label %13539

13539:                                            ; preds = %13522, %13529, %13536, %13520, %13501
  %13540 = phi <8 x float> [ %13535, %13529 ], [ %13528, %13522 ], [ %13502, %13501 ], [ %13521, %13520 ], [ %13538, %13536 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13481, <8 x i32> %12732, <8 x float> %13540)
  %13541 = add nsw i64 %12713, %1180
  %13542 = getelementptr inbounds float, ptr %826, i64 %13541
  %13543 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13542, <8 x i32> %12730)
  %13544 = getelementptr inbounds float, ptr %824, i64 %13541
  switch i64 %114, label %1268 [
    i64 1, label %13559
    i64 2, label %13552
    i64 3, label %13545
  ]

13545:                                            ; preds = %13539
  %13546 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13543)
  %13547 = bitcast <8 x float> %13543 to <8 x i32>
  %13548 = and <8 x i32> %13547, %108
  %13549 = bitcast <8 x i32> %13548 to <8 x float>
  %13550 = fcmp oeq <8 x float> %13543, %71
  %13551 = select <8 x i1> %13550, <8 x float> %13549, <8 x float> %13546
  br label %13562

13552:                                            ; preds = %13539
  %13553 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13543)
  %13554 = bitcast <8 x float> %13543 to <8 x i32>
  %13555 = or <8 x i32> %13554, %109
  %13556 = bitcast <8 x i32> %13555 to <8 x float>
  %13557 = fcmp oeq <8 x float> %13543, %74
  %13558 = select <8 x i1> %13557, <8 x float> %13556, <8 x float> %13553
  br label %13562

13559:                                            ; preds = %13539
  %13560 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13544, <8 x i32> %12730)
  %13561 = fadd <8 x float> %13543, %13560
  br label %13562

13562:                                            ; preds = %13559, %13552, %13545
  %13563 = phi <8 x float> [ %13561, %13559 ], [ %13558, %13552 ], [ %13551, %13545 ]
  switch i64 %156, label %1268 [
    i64 1, label %13578
    i64 2, label %13571
    i64 3, label %13564
    i64 0, label %13600
  ]

13564:                                            ; preds = %13562
  %13565 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13563)
  %13566 = bitcast <8 x float> %13563 to <8 x i32>
  %13567 = and <8 x i32> %13566, %108
  %13568 = bitcast <8 x i32> %13567 to <8 x float>
  %13569 = fcmp oeq <8 x float> %13563, %71
  %13570 = select <8 x i1> %13569, <8 x float> %13568, <8 x float> %13565
  br label %13581

13571:                                            ; preds = %13562
  %13572 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13563)
  %13573 = bitcast <8 x float> %13563 to <8 x i32>
  %13574 = or <8 x i32> %13573, %109
  %13575 = bitcast <8 x i32> %13574 to <8 x float>
  %13576 = fcmp oeq <8 x float> %13563, %74
  %13577 = select <8 x i1> %13576, <8 x float> %13575, <8 x float> %13572
  br label %13581

13578:                                            ; preds = %13562
  %13579 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13544, <8 x i32> %12730)
  %13580 = fadd <8 x float> %13563, %13579
  br label %13581

13581:                                            ; preds = %13578, %13571, %13564
  %13582 = phi <8 x float> [ %13580, %13578 ], [ %13577, %13571 ], [ %13570, %13564 ]
  switch i64 %158, label %1268 [
    i64 1, label %13597
    i64 2, label %13590
    i64 3, label %13583
    i64 0, label %13600
  ]

13583:                                            ; preds = %13581
  %13584 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13582)
  %13585 = bitcast <8 x float> %13582 to <8 x i32>
  %13586 = and <8 x i32> %13585, %108
  %13587 = bitcast <8 x i32> %13586 to <8 x float>
  %13588 = fcmp oeq <8 x float> %13582, %71
  %13589 = select <8 x i1> %13588, <8 x float> %13587, <8 x float> %13584
  br label %13600

13590:                                            ; preds = %13581
  %13591 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13582)
  %13592 = bitcast <8 x float> %13582 to <8 x i32>
  %13593 = or <8 x i32> %13592, %109
  %13594 = bitcast <8 x i32> %13593 to <8 x float>
  %13595 = fcmp oeq <8 x float> %13582, %74
  %13596 = select <8 x i1> %13595, <8 x float> %13594, <8 x float> %13591
  br label %13600

13597:                                            ; preds = %13581
  %13598 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13544, <8 x i32> %12730)
  %13599 = fadd <8 x float> %13582, %13598
  br label %13600

13600:                                            ; preds = %13583, %13590, %13597, %13581, %13562
  %13601 = phi <8 x float> [ %13596, %13590 ], [ %13589, %13583 ], [ %13563, %13562 ], [ %13582, %13581 ], [ %13599, %13597 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13542, <8 x i32> %12730, <8 x float> %13601)
  %13602 = add nsw i64 %13541, 8
  %13603 = getelementptr inbounds float, ptr %826, i64 %13602
  %13604 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13603, <8 x i32> %12732)
  %13605 = getelementptr inbounds float, ptr %824, i64 %13602
  switch i64 %114, label %1268 [
    i64 1, label %13620
    i64 2, label %13613
    i64 3, label %13606
  ]

13606:                                            ; preds = %13600
  %13607 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13604)
  %13608 = bitcast <8 x float> %13604 to <8 x i32>
  %13609 = and <8 x i32> %13608, %108
  %13610 = bitcast <8 x i32> %13609 to <8 x float>
  %13611 = fcmp oeq <8 x float> %13604, %71
  %13612 = select <8 x i1> %13611, <8 x float> %13610, <8 x float> %13607
  br label %13623

13613:                                            ; preds = %13600
  %13614 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13604)
  %13615 = bitcast <8 x float> %13604 to <8 x i32>
  %13616 = or <8 x i32> %13615, %109
  %13617 = bitcast <8 x i32> %13616 to <8 x float>
  %13618 = fcmp oeq <8 x float> %13604, %74
  %13619 = select <8 x i1> %13618, <8 x float> %13617, <8 x float> %13614
  br label %13623

13620:                                            ; preds = %13600
  %13621 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13605, <8 x i32> %12732)
  %13622 = fadd <8 x float> %13604, %13621
  br label %13623

13623:                                            ; preds = %13620, %13613, %13606
  %13624 = phi <8 x float> [ %13622, %13620 ], [ %13619, %13613 ], [ %13612, %13606 ]
  switch i64 %160, label %1268 [
    i64 1, label %13639
    i64 2, label %13632
    i64 3, label %13625
    i64 0, label %13661
  ]

13625:                                            ; preds = %13623
  %13626 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13624)
  %13627 = bitcast <8 x float> %13624 to <8 x i32>
  %13628 = and <8 x i32> %13627, %108
  %13629 = bitcast <8 x i32> %13628 to <8 x float>
  %13630 = fcmp oeq <8 x float> %13624, %71
  %13631 = select <8 x i1> %13630, <8 x float> %13629, <8 x float> %13626
  br label %13642

13632:                                            ; preds = %13623
  %13633 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13624)
  %13634 = bitcast <8 x float> %13624 to <8 x i32>
  %13635 = or <8 x i32> %13634, %109
  %13636 = bitcast <8 x i32> %13635 to <8 x float>
  %13637 = fcmp oeq <8 x float> %13624, %74
  %13638 = select <8 x i1> %13637, <8 x float> %13636, <8 x float> %13633
  br label %13642

13639:                                            ; preds = %13623
  %13640 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13605, <8 x i32> %12732)
  %13641 = fadd <8 x float> %13624, %13640
  br label %13642

13642:                                            ; preds = %13639, %13632, %13625
  %13643 = phi <8 x float> [ %13641, %13639 ], [ %13638, %13632 ], [ %13631, %13625 ]
  switch i64 %162, label %1268 [
    i64 1, label %13658
    i64 2, label %13651
    i64 3, label %13644
    i64 0, label %13661
  ]

13644:                                            ; preds = %13642
  %13645 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13643)
  %13646 = bitcast <8 x float> %13643 to <8 x i32>
  %13647 = and <8 x i32> %13646, %108
  %13648 = bitcast <8 x i32> %13647 to <8 x float>
  %13649 = fcmp oeq <8 x float> %13643, %71
  %13650 = select <8 x i1> %13649, <8 x float> %13648, <8 x float> %13645
  br label %13661

13651:                                            ; preds = %13642
  %13652 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13643)
  %13653 = bitcast <8 x float> %13643 to <8 x i32>
  %13654 = or <8 x i32> %13653, %109
  %13655 = bitcast <8 x i32> %13654 to <8 x float>
  %13656 = fcmp oeq <8 x float> %13643, %74
  %13657 = select <8 x i1> %13656, <8 x float> %13655, <8 x float> %13652
  br label %13661

13658:                                            ; preds = %13642
  %13659 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13605, <8 x i32> %12732)
  %13660 = fadd <8 x float> %13643, %13659
  br label %13661

13661:                                            ; preds = %13644, %13651, %13658, %12901, %13642, %13623
  %13662 = phi ptr [ %12933, %12901 ], [ %13603, %13644 ], [ %13603, %13623 ], [ %13603, %13642 ], [ %13603, %13658 ], [ %13603, %13651 ]
  %13663 = phi <8 x float> [ %12934, %12901 ], [ %13650, %13644 ], [ %13624, %13623 ], [ %13643, %13642 ], [ %13660, %13658 ], [ %13657, %13651 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13662, <8 x i32> %12732, <8 x float> %13663)
  br label %13664

13664:                                            ; preds = %13661, %12715
  call void @llvm.lifetime.end.p0(ptr nonnull %60)
  call void @llvm.lifetime.end.p0(ptr nonnull %59)
  call void @llvm.lifetime.end.p0(ptr nonnull %57)
  call void @llvm.lifetime.end.p0(ptr nonnull %58)
  br label %13665

13665:                                            ; preds = %11660, %12508, %10485, %10918, %8733, %9441, %7724, %8086, %6282, %6850, %5439, %5730, %4305, %4733, %3607, %3848, %2758, %3046, %2190, %2355, %1611, %1772, %1219, %1307, %13664, %11567, %10435, %8652, %7680, %6213, %5401, %4248, %3550, %2713, %2145, %1562, %1179
  %13666 = add nsw i64 %1180, 16
  %13667 = icmp slt i64 %13666, %829
  br i1 %13667, label %1179, label %1176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.x86.avx.maskload.ps.256(ptr, <8 x i32>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nounwind memory(argmem: readwrite)
declare void @llvm.x86.avx.maskstore.ps.256(ptr, <8 x i32>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
