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
  br i1 %86, label %99, label %798

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
  %684 = sub nsw i64 0, %683
  %685 = icmp eq i64 %21, %683
  %686 = icmp ult i64 %20, 8
  %687 = and i64 %20, 9223372036854775800
  %688 = icmp eq i64 %20, %687
  %689 = icmp ult i64 %21, 8
  %690 = and i64 %21, 9223372036854775800
  %691 = sub nsw i64 0, %690
  %692 = icmp eq i64 %21, %690
  %693 = icmp ult i64 %20, 8
  %694 = and i64 %20, 9223372036854775800
  %695 = icmp eq i64 %20, %694
  %696 = icmp ult i64 %21, 8
  %697 = and i64 %21, 9223372036854775800
  %698 = sub nsw i64 0, %697
  %699 = icmp eq i64 %21, %697
  %700 = icmp ult i64 %20, 8
  %701 = and i64 %20, 9223372036854775800
  %702 = icmp eq i64 %20, %701
  %703 = icmp ult i64 %21, 8
  %704 = and i64 %21, 9223372036854775800
  %705 = sub nsw i64 0, %704
  %706 = icmp eq i64 %21, %704
  %707 = icmp ult i64 %20, 8
  %708 = and i64 %20, 9223372036854775800
  %709 = icmp eq i64 %20, %708
  %710 = icmp ult i64 %21, 8
  %711 = and i64 %21, 9223372036854775800
  %712 = sub nsw i64 0, %711
  %713 = icmp eq i64 %21, %711
  %714 = icmp ult i64 %20, 8
  %715 = and i64 %20, 9223372036854775800
  %716 = icmp eq i64 %20, %715
  %717 = icmp ult i64 %21, 8
  %718 = and i64 %21, 9223372036854775800
  %719 = sub nsw i64 0, %718
  %720 = icmp eq i64 %21, %718
  %721 = icmp ult i64 %20, 8
  %722 = and i64 %20, 9223372036854775800
  %723 = icmp eq i64 %20, %722
  %724 = icmp ult i64 %21, 8
  %725 = and i64 %21, 9223372036854775800
  %726 = sub nsw i64 0, %725
  %727 = icmp eq i64 %21, %725
  %728 = icmp ult i64 %20, 8
  %729 = and i64 %20, 9223372036854775800
  %730 = icmp eq i64 %20, %729
  %731 = icmp ult i64 %21, 8
  %732 = and i64 %21, 9223372036854775800
  %733 = sub nsw i64 0, %732
  %734 = icmp eq i64 %21, %732
  %735 = and i64 %5, 1
  %736 = icmp eq i64 %678, 0
  %737 = and i64 %5, 9223372036854775806
  %738 = icmp eq i64 %735, 0
  %739 = icmp ne i64 %735, 0
  %740 = icmp ult i64 %20, 8
  %741 = and i64 %20, 9223372036854775800
  %742 = icmp eq i64 %20, %741
  %743 = icmp ult i64 %21, 8
  %744 = and i64 %21, 9223372036854775800
  %745 = sub nsw i64 0, %744
  %746 = icmp eq i64 %21, %744
  %747 = icmp ult i64 %20, 8
  %748 = and i64 %20, 9223372036854775800
  %749 = icmp eq i64 %20, %748
  %750 = icmp ult i64 %21, 8
  %751 = and i64 %21, 9223372036854775800
  %752 = sub nsw i64 0, %751
  %753 = icmp eq i64 %21, %751
  %754 = and i64 %5, 1
  %755 = icmp eq i64 %678, 0
  %756 = and i64 %5, 9223372036854775806
  %757 = icmp eq i64 %754, 0
  %758 = icmp ne i64 %754, 0
  %759 = and i64 %5, 1
  %760 = icmp eq i64 %678, 0
  %761 = and i64 %5, 9223372036854775806
  %762 = icmp eq i64 %759, 0
  %763 = icmp ne i64 %759, 0
  %764 = icmp ult i64 %20, 8
  %765 = and i64 %20, 9223372036854775800
  %766 = icmp eq i64 %20, %765
  %767 = icmp ult i64 %21, 8
  %768 = and i64 %21, 9223372036854775800
  %769 = sub nsw i64 0, %768
  %770 = icmp eq i64 %21, %768
  %771 = and i64 %5, 1
  %772 = icmp eq i64 %678, 0
  %773 = and i64 %5, 9223372036854775806
  %774 = icmp eq i64 %771, 0
  %775 = icmp ne i64 %771, 0
  %776 = and i64 %5, 1
  %777 = icmp eq i64 %678, 0
  %778 = and i64 %5, 9223372036854775806
  %779 = icmp eq i64 %776, 0
  %780 = icmp ne i64 %776, 0
  %781 = icmp ult i64 %20, 8
  %782 = and i64 %20, 9223372036854775800
  %783 = icmp eq i64 %20, %782
  %784 = icmp ult i64 %21, 8
  %785 = and i64 %21, 9223372036854775800
  %786 = sub nsw i64 0, %785
  %787 = icmp eq i64 %21, %785
  %788 = and i64 %5, 1
  %789 = icmp eq i64 %678, 0
  %790 = and i64 %5, 9223372036854775806
  %791 = icmp eq i64 %788, 0
  %792 = icmp ne i64 %788, 0
  %793 = and i64 %5, 1
  %794 = icmp eq i64 %678, 0
  %795 = and i64 %5, 9223372036854775806
  %796 = icmp eq i64 %793, 0
  %797 = icmp ne i64 %793, 0
  br label %799

798:                                              ; preds = %1164, %24
  ret void

799:                                              ; preds = %99, %1164
  %800 = phi i64 [ %3, %99 ], [ %1165, %1164 ]
  %801 = srem i64 %800, %76
  %802 = sdiv i64 %800, %76
  %803 = srem i64 %802, %79
  %804 = sdiv i64 %802, %79
  %805 = mul nsw i64 %801, 6
  %806 = mul nsw i64 %804, %8
  %807 = getelementptr inbounds float, ptr %61, i64 %806
  %808 = mul nsw i64 %804, %9
  %809 = getelementptr inbounds float, ptr %64, i64 %808
  %810 = mul nsw i64 %804, %14
  %811 = getelementptr inbounds float, ptr %65, i64 %810
  %812 = select i1 %100, ptr null, ptr %811
  %813 = mul nsw i64 %804, %12
  %814 = getelementptr inbounds float, ptr %66, i64 %813
  %815 = add nsw i64 %803, 1
  %816 = mul nsw i64 %815, %18
  %817 = tail call i64 @llvm.smin.i64(i64 %816, i64 %7)
  %818 = mul nsw i64 %803, %18
  %819 = icmp slt i64 %818, %817
  br i1 %819, label %820, label %1164

820:                                              ; preds = %799
  %821 = mul i64 %105, %805
  %822 = sub nsw i64 %6, %805
  %823 = trunc i64 %822 to i32
  %824 = icmp sgt i64 %822, 5
  %825 = shl nsw i32 %823, 3
  %826 = select i1 %824, i32 48, i32 %825
  %827 = getelementptr inbounds float, ptr %63, i64 %805
  %828 = getelementptr inbounds float, ptr %62, i64 %821
  %829 = mul nsw i64 %805, %5
  %830 = getelementptr inbounds float, ptr %62, i64 %829
  %831 = mul nsw i64 %805, %7
  %832 = getelementptr float, ptr %809, i64 %831
  %833 = getelementptr float, ptr %814, i64 %831
  %834 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %835 = or disjoint i64 %805, 1
  %836 = mul nsw i64 %835, %7
  %837 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %838 = add nsw i64 %805, 2
  %839 = mul nsw i64 %838, %7
  %840 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %841 = add nsw i64 %805, 3
  %842 = mul nsw i64 %841, %7
  %843 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %844 = add nsw i64 %805, 4
  %845 = mul nsw i64 %844, %7
  %846 = getelementptr inbounds nuw i8, ptr %827, i64 20
  %847 = add nsw i64 %805, 5
  %848 = mul nsw i64 %847, %7
  %849 = or disjoint i64 %805, 1
  %850 = mul nsw i64 %849, %7
  %851 = add nsw i64 %805, 2
  %852 = mul nsw i64 %851, %7
  %853 = add nsw i64 %805, 3
  %854 = mul nsw i64 %853, %7
  %855 = add nsw i64 %805, 4
  %856 = mul nsw i64 %855, %7
  %857 = add nsw i64 %805, 5
  %858 = mul nsw i64 %857, %7
  %859 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %860 = or disjoint i64 %805, 1
  %861 = mul nsw i64 %860, %7
  %862 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %863 = add nsw i64 %805, 2
  %864 = mul nsw i64 %863, %7
  %865 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %866 = add nsw i64 %805, 3
  %867 = mul nsw i64 %866, %7
  %868 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %869 = add nsw i64 %805, 4
  %870 = mul nsw i64 %869, %7
  %871 = getelementptr inbounds nuw i8, ptr %827, i64 20
  %872 = add nsw i64 %805, 5
  %873 = mul nsw i64 %872, %7
  %874 = or disjoint i64 %805, 1
  %875 = mul nsw i64 %874, %7
  %876 = add nsw i64 %805, 2
  %877 = mul nsw i64 %876, %7
  %878 = add nsw i64 %805, 3
  %879 = mul nsw i64 %878, %7
  %880 = add nsw i64 %805, 4
  %881 = mul nsw i64 %880, %7
  %882 = add nsw i64 %805, 5
  %883 = mul nsw i64 %882, %7
  %884 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %885 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %886 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %887 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %888 = getelementptr inbounds nuw i8, ptr %827, i64 20
  %889 = or disjoint i64 %805, 1
  %890 = mul nsw i64 %889, %7
  %891 = add nsw i64 %805, 2
  %892 = mul nsw i64 %891, %7
  %893 = add nsw i64 %805, 3
  %894 = mul nsw i64 %893, %7
  %895 = add nsw i64 %805, 4
  %896 = mul nsw i64 %895, %7
  %897 = add nsw i64 %805, 5
  %898 = mul nsw i64 %897, %7
  %899 = or disjoint i64 %805, 1
  %900 = mul nsw i64 %899, %7
  %901 = add nsw i64 %805, 2
  %902 = mul nsw i64 %901, %7
  %903 = add nsw i64 %805, 3
  %904 = mul nsw i64 %903, %7
  %905 = add nsw i64 %805, 4
  %906 = mul nsw i64 %905, %7
  %907 = add nsw i64 %805, 5
  %908 = mul nsw i64 %907, %7
  %909 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %910 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %911 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %912 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %913 = getelementptr inbounds nuw i8, ptr %827, i64 20
  %914 = or disjoint i64 %805, 1
  %915 = mul nsw i64 %914, %7
  %916 = add nsw i64 %805, 2
  %917 = mul nsw i64 %916, %7
  %918 = add nsw i64 %805, 3
  %919 = mul nsw i64 %918, %7
  %920 = add nsw i64 %805, 4
  %921 = mul nsw i64 %920, %7
  %922 = add nsw i64 %805, 5
  %923 = mul nsw i64 %922, %7
  %924 = or disjoint i64 %805, 1
  %925 = mul nsw i64 %924, %7
  %926 = add nsw i64 %805, 2
  %927 = mul nsw i64 %926, %7
  %928 = add nsw i64 %805, 3
  %929 = mul nsw i64 %928, %7
  %930 = add nsw i64 %805, 4
  %931 = mul nsw i64 %930, %7
  %932 = add nsw i64 %805, 5
  %933 = mul nsw i64 %932, %7
  %934 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %935 = or disjoint i64 %805, 1
  %936 = mul nsw i64 %935, %7
  %937 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %938 = add nsw i64 %805, 2
  %939 = mul nsw i64 %938, %7
  %940 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %941 = add nsw i64 %805, 3
  %942 = mul nsw i64 %941, %7
  %943 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %944 = add nsw i64 %805, 4
  %945 = mul nsw i64 %944, %7
  %946 = or disjoint i64 %805, 1
  %947 = mul nsw i64 %946, %7
  %948 = add nsw i64 %805, 2
  %949 = mul nsw i64 %948, %7
  %950 = add nsw i64 %805, 3
  %951 = mul nsw i64 %950, %7
  %952 = add nsw i64 %805, 4
  %953 = mul nsw i64 %952, %7
  %954 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %955 = or disjoint i64 %805, 1
  %956 = mul nsw i64 %955, %7
  %957 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %958 = add nsw i64 %805, 2
  %959 = mul nsw i64 %958, %7
  %960 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %961 = add nsw i64 %805, 3
  %962 = mul nsw i64 %961, %7
  %963 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %964 = add nsw i64 %805, 4
  %965 = mul nsw i64 %964, %7
  %966 = or disjoint i64 %805, 1
  %967 = mul nsw i64 %966, %7
  %968 = add nsw i64 %805, 2
  %969 = mul nsw i64 %968, %7
  %970 = add nsw i64 %805, 3
  %971 = mul nsw i64 %970, %7
  %972 = add nsw i64 %805, 4
  %973 = mul nsw i64 %972, %7
  %974 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %975 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %976 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %977 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %978 = or disjoint i64 %805, 1
  %979 = mul nsw i64 %978, %7
  %980 = add nsw i64 %805, 2
  %981 = mul nsw i64 %980, %7
  %982 = add nsw i64 %805, 3
  %983 = mul nsw i64 %982, %7
  %984 = add nsw i64 %805, 4
  %985 = mul nsw i64 %984, %7
  %986 = or disjoint i64 %805, 1
  %987 = mul nsw i64 %986, %7
  %988 = add nsw i64 %805, 2
  %989 = mul nsw i64 %988, %7
  %990 = add nsw i64 %805, 3
  %991 = mul nsw i64 %990, %7
  %992 = add nsw i64 %805, 4
  %993 = mul nsw i64 %992, %7
  %994 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %995 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %996 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %997 = getelementptr inbounds nuw i8, ptr %827, i64 16
  %998 = or disjoint i64 %805, 1
  %999 = mul nsw i64 %998, %7
  %1000 = add nsw i64 %805, 2
  %1001 = mul nsw i64 %1000, %7
  %1002 = add nsw i64 %805, 3
  %1003 = mul nsw i64 %1002, %7
  %1004 = add nsw i64 %805, 4
  %1005 = mul nsw i64 %1004, %7
  %1006 = or disjoint i64 %805, 1
  %1007 = mul nsw i64 %1006, %7
  %1008 = add nsw i64 %805, 2
  %1009 = mul nsw i64 %1008, %7
  %1010 = add nsw i64 %805, 3
  %1011 = mul nsw i64 %1010, %7
  %1012 = add nsw i64 %805, 4
  %1013 = mul nsw i64 %1012, %7
  %1014 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1015 = or disjoint i64 %805, 1
  %1016 = mul nsw i64 %1015, %7
  %1017 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1018 = add nsw i64 %805, 2
  %1019 = mul nsw i64 %1018, %7
  %1020 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %1021 = add nsw i64 %805, 3
  %1022 = mul nsw i64 %1021, %7
  %1023 = or disjoint i64 %805, 1
  %1024 = mul nsw i64 %1023, %7
  %1025 = add nsw i64 %805, 2
  %1026 = mul nsw i64 %1025, %7
  %1027 = add nsw i64 %805, 3
  %1028 = mul nsw i64 %1027, %7
  %1029 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1030 = or disjoint i64 %805, 1
  %1031 = mul nsw i64 %1030, %7
  %1032 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1033 = add nsw i64 %805, 2
  %1034 = mul nsw i64 %1033, %7
  %1035 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %1036 = add nsw i64 %805, 3
  %1037 = mul nsw i64 %1036, %7
  %1038 = or disjoint i64 %805, 1
  %1039 = mul nsw i64 %1038, %7
  %1040 = add nsw i64 %805, 2
  %1041 = mul nsw i64 %1040, %7
  %1042 = add nsw i64 %805, 3
  %1043 = mul nsw i64 %1042, %7
  %1044 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1045 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1046 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %1047 = or disjoint i64 %805, 1
  %1048 = mul nsw i64 %1047, %7
  %1049 = add nsw i64 %805, 2
  %1050 = mul nsw i64 %1049, %7
  %1051 = add nsw i64 %805, 3
  %1052 = mul nsw i64 %1051, %7
  %1053 = or disjoint i64 %805, 1
  %1054 = mul nsw i64 %1053, %7
  %1055 = add nsw i64 %805, 2
  %1056 = mul nsw i64 %1055, %7
  %1057 = add nsw i64 %805, 3
  %1058 = mul nsw i64 %1057, %7
  %1059 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1060 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1061 = getelementptr inbounds nuw i8, ptr %827, i64 12
  %1062 = or disjoint i64 %805, 1
  %1063 = mul nsw i64 %1062, %7
  %1064 = add nsw i64 %805, 2
  %1065 = mul nsw i64 %1064, %7
  %1066 = add nsw i64 %805, 3
  %1067 = mul nsw i64 %1066, %7
  %1068 = or disjoint i64 %805, 1
  %1069 = mul nsw i64 %1068, %7
  %1070 = add nsw i64 %805, 2
  %1071 = mul nsw i64 %1070, %7
  %1072 = add nsw i64 %805, 3
  %1073 = mul nsw i64 %1072, %7
  %1074 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1075 = or disjoint i64 %805, 1
  %1076 = mul nsw i64 %1075, %7
  %1077 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1078 = add nsw i64 %805, 2
  %1079 = mul nsw i64 %1078, %7
  %1080 = or disjoint i64 %805, 1
  %1081 = mul nsw i64 %1080, %7
  %1082 = add nsw i64 %805, 2
  %1083 = mul nsw i64 %1082, %7
  %1084 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1085 = or disjoint i64 %805, 1
  %1086 = mul nsw i64 %1085, %7
  %1087 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1088 = add nsw i64 %805, 2
  %1089 = mul nsw i64 %1088, %7
  %1090 = or disjoint i64 %805, 1
  %1091 = mul nsw i64 %1090, %7
  %1092 = add nsw i64 %805, 2
  %1093 = mul nsw i64 %1092, %7
  %1094 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1095 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1096 = or disjoint i64 %805, 1
  %1097 = mul nsw i64 %1096, %7
  %1098 = add nsw i64 %805, 2
  %1099 = mul nsw i64 %1098, %7
  %1100 = or disjoint i64 %805, 1
  %1101 = mul nsw i64 %1100, %7
  %1102 = add nsw i64 %805, 2
  %1103 = mul nsw i64 %1102, %7
  %1104 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1105 = getelementptr inbounds nuw i8, ptr %827, i64 8
  %1106 = or disjoint i64 %805, 1
  %1107 = mul nsw i64 %1106, %7
  %1108 = add nsw i64 %805, 2
  %1109 = mul nsw i64 %1108, %7
  %1110 = or disjoint i64 %805, 1
  %1111 = mul nsw i64 %1110, %7
  %1112 = add nsw i64 %805, 2
  %1113 = mul nsw i64 %1112, %7
  %1114 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1115 = or disjoint i64 %805, 1
  %1116 = mul nsw i64 %1115, %7
  %1117 = or disjoint i64 %805, 1
  %1118 = mul nsw i64 %1117, %7
  %1119 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1120 = or disjoint i64 %805, 1
  %1121 = mul nsw i64 %1120, %7
  %1122 = or disjoint i64 %805, 1
  %1123 = mul nsw i64 %1122, %7
  %1124 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1125 = or disjoint i64 %805, 1
  %1126 = mul nsw i64 %1125, %7
  %1127 = or disjoint i64 %805, 1
  %1128 = mul nsw i64 %1127, %7
  %1129 = getelementptr inbounds nuw i8, ptr %827, i64 4
  %1130 = or disjoint i64 %805, 1
  %1131 = mul nsw i64 %1130, %7
  %1132 = or disjoint i64 %805, 1
  %1133 = mul nsw i64 %1132, %7
  %1134 = getelementptr float, ptr %814, i64 %900
  %1135 = getelementptr float, ptr %814, i64 %902
  %1136 = getelementptr float, ptr %814, i64 %904
  %1137 = getelementptr float, ptr %814, i64 %906
  %1138 = getelementptr float, ptr %814, i64 %908
  %1139 = getelementptr float, ptr %814, i64 %925
  %1140 = getelementptr float, ptr %814, i64 %927
  %1141 = getelementptr float, ptr %814, i64 %929
  %1142 = getelementptr float, ptr %814, i64 %931
  %1143 = getelementptr float, ptr %814, i64 %933
  %1144 = getelementptr float, ptr %814, i64 %987
  %1145 = getelementptr float, ptr %814, i64 %989
  %1146 = getelementptr float, ptr %814, i64 %991
  %1147 = getelementptr float, ptr %814, i64 %993
  %1148 = getelementptr float, ptr %814, i64 %1007
  %1149 = getelementptr float, ptr %814, i64 %1009
  %1150 = getelementptr float, ptr %814, i64 %1011
  %1151 = getelementptr float, ptr %814, i64 %1013
  %1152 = getelementptr float, ptr %814, i64 %1054
  %1153 = getelementptr float, ptr %814, i64 %1056
  %1154 = getelementptr float, ptr %814, i64 %1058
  %1155 = getelementptr float, ptr %814, i64 %1069
  %1156 = getelementptr float, ptr %814, i64 %1071
  %1157 = getelementptr float, ptr %814, i64 %1073
  %1158 = getelementptr float, ptr %814, i64 %1101
  %1159 = getelementptr float, ptr %814, i64 %1103
  %1160 = getelementptr float, ptr %814, i64 %1111
  %1161 = getelementptr float, ptr %814, i64 %1113
  %1162 = getelementptr float, ptr %814, i64 %1128
  %1163 = getelementptr float, ptr %814, i64 %1133
  br label %1167

1164:                                             ; preds = %13995, %799
  %1165 = add i64 %800, 1
  %1166 = icmp eq i64 %1165, %4
  br i1 %1166, label %798, label %799

1167:                                             ; preds = %820, %13995
  %1168 = phi i64 [ %818, %820 ], [ %13996, %13995 ]
  %1169 = sub i64 %7, %1168
  %1170 = add nsw i64 %1169, 7
  %1171 = sdiv i64 %1170, 8
  %1172 = icmp sgt i64 %1169, 8
  %1173 = trunc i64 %1171 to i32
  %1174 = select i1 %1172, i32 2, i32 %1173
  %1175 = add nsw i32 %1174, %826
  switch i32 %1175, label %13995 [
    i32 9, label %1176
    i32 10, label %1574
    i32 17, label %2191
    i32 18, label %2782
    i32 25, label %3653
    i32 26, label %4374
    i32 33, label %5561
    i32 34, label %6396
    i32 41, label %7897
    i32 42, label %8892
    i32 49, label %10709
    i32 50, label %11864
  ]

1176:                                             ; preds = %1167
  br i1 %85, label %1177, label %1297

1177:                                             ; preds = %1176
  %1178 = icmp sgt i64 %1169, 7
  %1179 = trunc i64 %1169 to i32
  %1180 = select i1 %1178, i32 8, i32 %1179
  %1181 = insertelement <8 x i32> poison, i32 %1180, i64 0
  %1182 = shufflevector <8 x i32> %1181, <8 x i32> poison, <8 x i32> zeroinitializer
  %1183 = icmp sgt <8 x i32> %1182, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %1188, label %1184

1184:                                             ; preds = %1177
  %1185 = load float, ptr %827, align 1
  %1186 = insertelement <8 x float> poison, float %1185, i64 0
  %1187 = shufflevector <8 x float> %1186, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1191

1188:                                             ; preds = %1177
  %1189 = getelementptr float, ptr %832, i64 %1168
  %1190 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1189, <8 x i1> %1183, <8 x float> zeroinitializer)
  br label %1191

1191:                                             ; preds = %1188, %1184
  %1192 = phi <8 x float> [ %1190, %1188 ], [ %1187, %1184 ]
  %1193 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %1194, label %1207

1194:                                             ; preds = %1191
  br i1 %794, label %1196, label %1210

1195:                                             ; preds = %1210
  br i1 %796, label %1207, label %1196

1196:                                             ; preds = %1195, %1194
  %1197 = phi <8 x float> [ %1192, %1194 ], [ %1230, %1195 ]
  %1198 = phi i64 [ 0, %1194 ], [ %1231, %1195 ]
  tail call void @llvm.assume(i1 %797)
  %1199 = mul nsw i64 %1198, %7
  %1200 = getelementptr inbounds float, ptr %1193, i64 %1199
  %1201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1200, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1202 = getelementptr float, ptr %830, i64 %1198
  %1203 = load float, ptr %1202, align 1
  %1204 = insertelement <8 x float> poison, float %1203, i64 0
  %1205 = shufflevector <8 x float> %1204, <8 x float> poison, <8 x i32> zeroinitializer
  %1206 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1201, <8 x float> %1205, <8 x float> %1197)
  br label %1207

1207:                                             ; preds = %1196, %1195, %1191
  %1208 = phi <8 x float> [ %1192, %1191 ], [ %1230, %1195 ], [ %1206, %1196 ]
  %1209 = getelementptr float, ptr %833, i64 %1168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1208, ptr align 1 %1209, <8 x i1> %1183)
  br i1 %107, label %13995, label %1234

1210:                                             ; preds = %1194, %1210
  %1211 = phi <8 x float> [ %1230, %1210 ], [ %1192, %1194 ]
  %1212 = phi i64 [ %1231, %1210 ], [ 0, %1194 ]
  %1213 = phi i64 [ %1232, %1210 ], [ 0, %1194 ]
  %1214 = mul nsw i64 %1212, %7
  %1215 = getelementptr inbounds float, ptr %1193, i64 %1214
  %1216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1215, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1217 = getelementptr float, ptr %830, i64 %1212
  %1218 = load float, ptr %1217, align 1
  %1219 = insertelement <8 x float> poison, float %1218, i64 0
  %1220 = shufflevector <8 x float> %1219, <8 x float> poison, <8 x i32> zeroinitializer
  %1221 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1216, <8 x float> %1220, <8 x float> %1211)
  %1222 = or disjoint i64 %1212, 1
  %1223 = mul nsw i64 %1222, %7
  %1224 = getelementptr inbounds float, ptr %1193, i64 %1223
  %1225 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1224, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1226 = getelementptr float, ptr %830, i64 %1222
  %1227 = load float, ptr %1226, align 1
  %1228 = insertelement <8 x float> poison, float %1227, i64 0
  %1229 = shufflevector <8 x float> %1228, <8 x float> poison, <8 x i32> zeroinitializer
  %1230 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1225, <8 x float> %1229, <8 x float> %1221)
  %1231 = add nuw nsw i64 %1212, 2
  %1232 = add i64 %1213, 2
  %1233 = icmp eq i64 %1232, %795
  br i1 %1233, label %1195, label %1210

1234:                                             ; preds = %1207
  %1235 = add nsw i64 %1168, %831
  %1236 = getelementptr inbounds float, ptr %814, i64 %1235
  %1237 = getelementptr inbounds float, ptr %812, i64 %1235
  %1238 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1236, <8 x i1> %1183, <8 x float> zeroinitializer)
  switch i64 %673, label %1256 [
    i64 1, label %1239
    i64 2, label %1242
    i64 3, label %1249
    i64 0, label %1295
  ]

1239:                                             ; preds = %1234
  %1240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1237, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1241 = fadd <8 x float> %1238, %1240
  br label %1257

1242:                                             ; preds = %1234
  %1243 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1238)
  %1244 = bitcast <8 x float> %1238 to <8 x i32>
  %1245 = or <8 x i32> %1244, %109
  %1246 = bitcast <8 x i32> %1245 to <8 x float>
  %1247 = fcmp oeq <8 x float> %1238, %74
  %1248 = select <8 x i1> %1247, <8 x float> %1246, <8 x float> %1243
  br label %1257

1249:                                             ; preds = %1234
  %1250 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1238)
  %1251 = bitcast <8 x float> %1238 to <8 x i32>
  %1252 = and <8 x i32> %1251, %108
  %1253 = bitcast <8 x i32> %1252 to <8 x float>
  %1254 = fcmp oeq <8 x float> %1238, %71
  %1255 = select <8 x i1> %1254, <8 x float> %1253, <8 x float> %1250
  br label %1257

1256:                                             ; preds = %13972, %13953, %13930, %13911, %13892, %13869, %13850, %13831, %13808, %13789, %13770, %13747, %13728, %13709, %13686, %13667, %13648, %13625, %13606, %13587, %13564, %13545, %13526, %13503, %13484, %13465, %13442, %13423, %13404, %13381, %13362, %13343, %13320, %13301, %13282, %13226, %12785, %12766, %12743, %12724, %12705, %12682, %12663, %12644, %12621, %12602, %12583, %12560, %12541, %12522, %12499, %12480, %12461, %12438, %12419, %12400, %12377, %12358, %12339, %12316, %12297, %12278, %12255, %12236, %12217, %12194, %12175, %12156, %12133, %12114, %12095, %12039, %11841, %11822, %11799, %11780, %11761, %11738, %11719, %11700, %11677, %11658, %11639, %11616, %11597, %11578, %11555, %11536, %11517, %11484, %11172, %11153, %11130, %11111, %11092, %11069, %11050, %11031, %11008, %10989, %10970, %10947, %10928, %10909, %10886, %10867, %10848, %10815, %10686, %10667, %10644, %10625, %10606, %10583, %10564, %10545, %10522, %10503, %10484, %10461, %10442, %10423, %10400, %10381, %10362, %10339, %10320, %10301, %10278, %10259, %10240, %10217, %10198, %10179, %10156, %10137, %10118, %10068, %9661, %9642, %9619, %9600, %9581, %9558, %9539, %9520, %9497, %9478, %9459, %9436, %9417, %9398, %9375, %9356, %9337, %9314, %9295, %9276, %9253, %9234, %9215, %9192, %9173, %9154, %9131, %9112, %9093, %9043, %8869, %8850, %8827, %8808, %8789, %8766, %8747, %8728, %8705, %8686, %8667, %8644, %8625, %8606, %8575, %8283, %8264, %8241, %8222, %8203, %8180, %8161, %8142, %8119, %8100, %8081, %8058, %8039, %8020, %7989, %7874, %7855, %7832, %7813, %7794, %7771, %7752, %7733, %7710, %7691, %7672, %7649, %7630, %7611, %7588, %7569, %7550, %7527, %7508, %7489, %7466, %7447, %7428, %7384, %7013, %6994, %6971, %6952, %6933, %6910, %6891, %6872, %6849, %6830, %6811, %6788, %6769, %6750, %6727, %6708, %6689, %6666, %6647, %6628, %6605, %6586, %6567, %6523, %6373, %6354, %6331, %6312, %6293, %6270, %6251, %6232, %6209, %6190, %6171, %6142, %5870, %5851, %5828, %5809, %5790, %5767, %5748, %5729, %5706, %5687, %5668, %5639, %5538, %5519, %5496, %5477, %5458, %5435, %5416, %5397, %5374, %5355, %5336, %5313, %5294, %5275, %5252, %5233, %5214, %5176, %4839, %4820, %4797, %4778, %4759, %4736, %4717, %4698, %4675, %4656, %4637, %4614, %4595, %4576, %4553, %4534, %4515, %4477, %4351, %4332, %4309, %4290, %4271, %4248, %4229, %4210, %4183, %3931, %3912, %3889, %3870, %3851, %3828, %3809, %3790, %3763, %3630, %3611, %3588, %3569, %3550, %3527, %3508, %3489, %3466, %3447, %3428, %3396, %3095, %3076, %3053, %3034, %3015, %2992, %2973, %2954, %2931, %2912, %2893, %2861, %2759, %2740, %2717, %2698, %2679, %2654, %2381, %2362, %2339, %2320, %2301, %2276, %2168, %2149, %2126, %2107, %2088, %2062, %1764, %1745, %1722, %1703, %1684, %1658, %1552, %1533, %1511, %1276, %1257, %1234
  unreachable

1257:                                             ; preds = %1249, %1242, %1239
  %1258 = phi <8 x float> [ %1241, %1239 ], [ %1248, %1242 ], [ %1255, %1249 ]
  switch i64 %675, label %1256 [
    i64 1, label %1273
    i64 2, label %1266
    i64 3, label %1259
    i64 0, label %1295
  ]

1259:                                             ; preds = %1257
  %1260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1258)
  %1261 = bitcast <8 x float> %1258 to <8 x i32>
  %1262 = and <8 x i32> %1261, %108
  %1263 = bitcast <8 x i32> %1262 to <8 x float>
  %1264 = fcmp oeq <8 x float> %1258, %71
  %1265 = select <8 x i1> %1264, <8 x float> %1263, <8 x float> %1260
  br label %1276

1266:                                             ; preds = %1257
  %1267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1258)
  %1268 = bitcast <8 x float> %1258 to <8 x i32>
  %1269 = or <8 x i32> %1268, %109
  %1270 = bitcast <8 x i32> %1269 to <8 x float>
  %1271 = fcmp oeq <8 x float> %1258, %74
  %1272 = select <8 x i1> %1271, <8 x float> %1270, <8 x float> %1267
  br label %1276

1273:                                             ; preds = %1257
  %1274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1237, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1275 = fadd <8 x float> %1258, %1274
  br label %1276

1276:                                             ; preds = %1273, %1266, %1259
  %1277 = phi <8 x float> [ %1275, %1273 ], [ %1272, %1266 ], [ %1265, %1259 ]
  switch i64 %677, label %1256 [
    i64 1, label %1292
    i64 2, label %1285
    i64 3, label %1278
    i64 0, label %1295
  ]

1278:                                             ; preds = %1276
  %1279 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1277)
  %1280 = bitcast <8 x float> %1277 to <8 x i32>
  %1281 = and <8 x i32> %1280, %108
  %1282 = bitcast <8 x i32> %1281 to <8 x float>
  %1283 = fcmp oeq <8 x float> %1277, %71
  %1284 = select <8 x i1> %1283, <8 x float> %1282, <8 x float> %1279
  br label %1295

1285:                                             ; preds = %1276
  %1286 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1277)
  %1287 = bitcast <8 x float> %1277 to <8 x i32>
  %1288 = or <8 x i32> %1287, %109
  %1289 = bitcast <8 x i32> %1288 to <8 x float>
  %1290 = fcmp oeq <8 x float> %1277, %74
  %1291 = select <8 x i1> %1290, <8 x float> %1289, <8 x float> %1286
  br label %1295

1292:                                             ; preds = %1276
  %1293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1237, <8 x i1> %1183, <8 x float> zeroinitializer)
  %1294 = fadd <8 x float> %1277, %1293
  br label %1295

1295:                                             ; preds = %1278, %1285, %1292, %1276, %1257, %1234
  %1296 = phi <8 x float> [ %1277, %1276 ], [ %1238, %1234 ], [ %1258, %1257 ], [ %1294, %1292 ], [ %1291, %1285 ], [ %1284, %1278 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1296, ptr align 1 %1236, <8 x i1> %1183)
  br label %13995

1297:                                             ; preds = %1176
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  %1298 = icmp sgt i64 %1169, 7
  %1299 = trunc i64 %1169 to i32
  %1300 = select i1 %1298, i32 8, i32 %1299
  %1301 = insertelement <8 x i32> poison, i32 %1300, i64 0
  %1302 = shufflevector <8 x i32> %1301, <8 x i32> poison, <8 x i32> zeroinitializer
  %1303 = icmp sgt <8 x i32> %1302, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %26, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %25, i8 0, i64 28, i1 false)
  %1304 = sdiv i64 %7, %19
  %1305 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %1306 = icmp sgt i64 %1169, 0
  br i1 %1306, label %1307, label %1313

1307:                                             ; preds = %1297
  %1308 = srem i64 %1168, %19
  %1309 = sdiv i64 %1168, %19
  %1310 = sub nsw i64 0, %1308
  %1311 = insertelement <8 x i64> poison, i64 %1304, i64 0
  %1312 = shufflevector <8 x i64> %1311, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1314

1313:                                             ; preds = %1402, %1297
  br i1 %104, label %1431, label %1427

1314:                                             ; preds = %1307, %1402
  %1315 = phi i64 [ %1310, %1307 ], [ 0, %1402 ]
  %1316 = phi i64 [ 0, %1307 ], [ %1320, %1402 ]
  %1317 = phi i64 [ %1309, %1307 ], [ %1403, %1402 ]
  %1318 = add i64 %1315, %19
  %1319 = add i64 %1318, %1316
  %1320 = tail call i64 @llvm.smin.i64(i64 %1319, i64 %1305)
  br i1 %102, label %1321, label %1351

1321:                                             ; preds = %1314
  %1322 = sub i64 %1317, %22
  %1323 = icmp sgt i64 %1320, %1316
  %1324 = shl nsw i64 -1, %1320
  %1325 = xor i64 %1324, -1
  %1326 = shl nsw i64 -1, %1316
  %1327 = and i64 %1326, %1325
  %1328 = trunc i64 %1327 to i32
  %1329 = select i1 %1323, i32 %1328, i32 0
  br i1 %781, label %1349, label %1330

1330:                                             ; preds = %1321
  %1331 = insertelement <8 x i64> poison, i64 %1322, i64 0
  %1332 = shufflevector <8 x i64> %1331, <8 x i64> poison, <8 x i32> zeroinitializer
  %1333 = insertelement <8 x i32> poison, i32 %1329, i64 0
  %1334 = shufflevector <8 x i32> %1333, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1335

1335:                                             ; preds = %1335, %1330
  %1336 = phi i64 [ 0, %1330 ], [ %1345, %1335 ]
  %1337 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1330 ], [ %1346, %1335 ]
  %1338 = add <8 x i64> %1332, %1337
  %1339 = icmp sgt <8 x i64> %1338, splat (i64 -1)
  %1340 = icmp slt <8 x i64> %1338, %1312
  %1341 = and <8 x i1> %1339, %1340
  %1342 = getelementptr i32, ptr %25, i64 %1336
  %1343 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1342, <8 x i1> %1341, <8 x i32> poison)
  %1344 = or <8 x i32> %1343, %1334
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1344, ptr align 16 %1342, <8 x i1> %1341)
  %1345 = add nuw i64 %1336, 8
  %1346 = add nuw nsw <8 x i64> %1337, splat (i64 8)
  %1347 = icmp eq i64 %1345, %782
  br i1 %1347, label %1348, label %1335

1348:                                             ; preds = %1335
  br i1 %783, label %1351, label %1349

1349:                                             ; preds = %1321, %1348
  %1350 = phi i64 [ 0, %1321 ], [ %782, %1348 ]
  br label %1389

1351:                                             ; preds = %1399, %1348, %1314
  br i1 %103, label %1352, label %1402

1352:                                             ; preds = %1351
  %1353 = add i64 %1315, %23
  %1354 = add i64 %1353, %1316
  %1355 = add nsw i64 %1319, %23
  br i1 %784, label %1386, label %1356

1356:                                             ; preds = %1352
  %1357 = insertelement <8 x i64> poison, i64 %1354, i64 0
  %1358 = shufflevector <8 x i64> %1357, <8 x i64> poison, <8 x i32> zeroinitializer
  %1359 = insertelement <8 x i64> poison, i64 %1355, i64 0
  %1360 = shufflevector <8 x i64> %1359, <8 x i64> poison, <8 x i32> zeroinitializer
  %1361 = insertelement <8 x i64> poison, i64 %1316, i64 0
  %1362 = shufflevector <8 x i64> %1361, <8 x i64> poison, <8 x i32> zeroinitializer
  %1363 = insertelement <8 x i64> poison, i64 %1320, i64 0
  %1364 = shufflevector <8 x i64> %1363, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1365

1365:                                             ; preds = %1365, %1356
  %1366 = phi i64 [ 0, %1356 ], [ %1382, %1365 ]
  %1367 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %1356 ], [ %1383, %1365 ]
  %1368 = add <8 x i64> %1358, %1367
  %1369 = add <8 x i64> %1360, %1367
  %1370 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1368, <8 x i64> %1362)
  %1371 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1369, <8 x i64> %1364)
  %1372 = icmp sgt <8 x i64> %1371, %1370
  %1373 = shl nsw <8 x i64> splat (i64 -1), %1371
  %1374 = xor <8 x i64> %1373, splat (i64 -1)
  %1375 = shl nsw <8 x i64> splat (i64 -1), %1370
  %1376 = and <8 x i64> %1375, %1374
  %1377 = trunc <8 x i64> %1376 to <8 x i32>
  %1378 = select <8 x i1> %1372, <8 x i32> %1377, <8 x i32> zeroinitializer
  %1379 = getelementptr inbounds nuw i32, ptr %26, i64 %1366
  %1380 = load <8 x i32>, ptr %1379, align 16
  %1381 = or <8 x i32> %1380, %1378
  store <8 x i32> %1381, ptr %1379, align 16
  %1382 = add nuw i64 %1366, 8
  %1383 = add <8 x i64> %1367, splat (i64 -8)
  %1384 = icmp eq i64 %1382, %785
  br i1 %1384, label %1385, label %1365

1385:                                             ; preds = %1365
  br i1 %787, label %1402, label %1386

1386:                                             ; preds = %1352, %1385
  %1387 = phi i64 [ 0, %1352 ], [ %786, %1385 ]
  %1388 = phi i64 [ 0, %1352 ], [ %785, %1385 ]
  br label %1405

1389:                                             ; preds = %1349, %1399
  %1390 = phi i64 [ %1400, %1399 ], [ %1350, %1349 ]
  %1391 = add i64 %1322, %1390
  %1392 = icmp sgt i64 %1391, -1
  %1393 = icmp slt i64 %1391, %1304
  %1394 = and i1 %1392, %1393
  br i1 %1394, label %1395, label %1399

1395:                                             ; preds = %1389
  %1396 = getelementptr inbounds nuw i32, ptr %25, i64 %1390
  %1397 = load i32, ptr %1396, align 4
  %1398 = or i32 %1397, %1329
  store i32 %1398, ptr %1396, align 4
  br label %1399

1399:                                             ; preds = %1395, %1389
  %1400 = add nuw nsw i64 %1390, 1
  %1401 = icmp eq i64 %1400, %20
  br i1 %1401, label %1351, label %1389

1402:                                             ; preds = %1405, %1385, %1351
  %1403 = add nsw i64 %1317, 1
  %1404 = icmp slt i64 %1319, %1305
  br i1 %1404, label %1314, label %1313

1405:                                             ; preds = %1386, %1405
  %1406 = phi i64 [ %1423, %1405 ], [ %1387, %1386 ]
  %1407 = phi i64 [ %1422, %1405 ], [ %1388, %1386 ]
  %1408 = add i64 %1354, %1406
  %1409 = add i64 %1355, %1406
  %1410 = tail call i64 @llvm.smax.i64(i64 %1408, i64 %1316)
  %1411 = tail call i64 @llvm.smin.i64(i64 %1409, i64 %1320)
  %1412 = icmp sgt i64 %1411, %1410
  %1413 = shl nsw i64 -1, %1411
  %1414 = xor i64 %1413, -1
  %1415 = shl nsw i64 -1, %1410
  %1416 = and i64 %1415, %1414
  %1417 = trunc i64 %1416 to i32
  %1418 = select i1 %1412, i32 %1417, i32 0
  %1419 = getelementptr inbounds nuw i32, ptr %26, i64 %1407
  %1420 = load i32, ptr %1419, align 4
  %1421 = or i32 %1420, %1418
  store i32 %1421, ptr %1419, align 4
  %1422 = add nuw nsw i64 %1407, 1
  %1423 = xor i64 %1407, -1
  %1424 = icmp eq i64 %1422, %21
  br i1 %1424, label %1402, label %1405

1425:                                             ; preds = %1434
  %1426 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %1439

1427:                                             ; preds = %1313
  %1428 = load float, ptr %827, align 1
  %1429 = insertelement <8 x float> poison, float %1428, i64 0
  %1430 = shufflevector <8 x float> %1429, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1434

1431:                                             ; preds = %1313
  %1432 = getelementptr float, ptr %832, i64 %1168
  %1433 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1432, <8 x i1> %1303, <8 x float> zeroinitializer)
  br label %1434

1434:                                             ; preds = %1431, %1427
  %1435 = phi <8 x float> [ %1433, %1431 ], [ %1430, %1427 ]
  br i1 %102, label %1425, label %1436

1436:                                             ; preds = %1450, %1434
  %1437 = phi <8 x float> [ %1435, %1434 ], [ %1451, %1450 ]
  %1438 = getelementptr float, ptr %833, i64 %1168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1437, ptr align 1 %1438, <8 x i1> %1303)
  br i1 %107, label %1573, label %1511

1439:                                             ; preds = %1425, %1450
  %1440 = phi <8 x float> [ %1435, %1425 ], [ %1451, %1450 ]
  %1441 = phi i64 [ 0, %1425 ], [ %1452, %1450 ]
  br i1 %103, label %1442, label %1450

1442:                                             ; preds = %1439
  %1443 = getelementptr inbounds nuw i32, ptr %25, i64 %1441
  %1444 = sub nsw i64 %1441, %22
  %1445 = mul nsw i64 %1444, %19
  %1446 = getelementptr inbounds float, ptr %1426, i64 %1445
  %1447 = mul nuw nsw i64 %1441, %21
  %1448 = getelementptr inbounds nuw float, ptr %828, i64 %1447
  %1449 = load i32, ptr %1443, align 4
  br label %1454

1450:                                             ; preds = %1481, %1439
  %1451 = phi <8 x float> [ %1440, %1439 ], [ %1482, %1481 ]
  %1452 = add nuw nsw i64 %1441, 1
  %1453 = icmp eq i64 %1452, %20
  br i1 %1453, label %1436, label %1439

1454:                                             ; preds = %1442, %1481
  %1455 = phi <8 x float> [ %1440, %1442 ], [ %1482, %1481 ]
  %1456 = phi i64 [ 0, %1442 ], [ %1483, %1481 ]
  %1457 = getelementptr inbounds nuw i32, ptr %26, i64 %1456
  %1458 = load i32, ptr %1457, align 4
  %1459 = and i32 %1458, %1449
  %1460 = insertelement <8 x i32> poison, i32 %1459, i64 0
  %1461 = shufflevector <8 x i32> %1460, <8 x i32> poison, <8 x i32> zeroinitializer
  %1462 = and <8 x i32> %1461, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %1463 = icmp ne <8 x i32> %1462, zeroinitializer
  %1464 = sub nsw i64 %1456, %23
  %1465 = getelementptr inbounds float, ptr %1446, i64 %1464
  %1466 = getelementptr inbounds nuw float, ptr %1448, i64 %1456
  br i1 %106, label %1467, label %1481

1467:                                             ; preds = %1454
  br i1 %789, label %1469, label %1485

1468:                                             ; preds = %1485
  br i1 %791, label %1481, label %1469

1469:                                             ; preds = %1468, %1467
  %1470 = phi <8 x float> [ %1455, %1467 ], [ %1507, %1468 ]
  %1471 = phi i64 [ 0, %1467 ], [ %1508, %1468 ]
  tail call void @llvm.assume(i1 %792)
  %1472 = mul nsw i64 %1471, %7
  %1473 = getelementptr inbounds float, ptr %1465, i64 %1472
  %1474 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1473, <8 x i1> %1463, <8 x float> zeroinitializer)
  %1475 = mul nuw nsw i64 %1471, %101
  %1476 = getelementptr inbounds nuw float, ptr %1466, i64 %1475
  %1477 = load float, ptr %1476, align 1
  %1478 = insertelement <8 x float> poison, float %1477, i64 0
  %1479 = shufflevector <8 x float> %1478, <8 x float> poison, <8 x i32> zeroinitializer
  %1480 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1474, <8 x float> %1479, <8 x float> %1470)
  br label %1481

1481:                                             ; preds = %1469, %1468, %1454
  %1482 = phi <8 x float> [ %1455, %1454 ], [ %1507, %1468 ], [ %1480, %1469 ]
  %1483 = add nuw nsw i64 %1456, 1
  %1484 = icmp eq i64 %1483, %21
  br i1 %1484, label %1450, label %1454

1485:                                             ; preds = %1467, %1485
  %1486 = phi <8 x float> [ %1507, %1485 ], [ %1455, %1467 ]
  %1487 = phi i64 [ %1508, %1485 ], [ 0, %1467 ]
  %1488 = phi i64 [ %1509, %1485 ], [ 0, %1467 ]
  %1489 = mul nsw i64 %1487, %7
  %1490 = getelementptr inbounds float, ptr %1465, i64 %1489
  %1491 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1490, <8 x i1> %1463, <8 x float> zeroinitializer)
  %1492 = mul nuw nsw i64 %1487, %101
  %1493 = getelementptr inbounds nuw float, ptr %1466, i64 %1492
  %1494 = load float, ptr %1493, align 1
  %1495 = insertelement <8 x float> poison, float %1494, i64 0
  %1496 = shufflevector <8 x float> %1495, <8 x float> poison, <8 x i32> zeroinitializer
  %1497 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1491, <8 x float> %1496, <8 x float> %1486)
  %1498 = or disjoint i64 %1487, 1
  %1499 = mul nsw i64 %1498, %7
  %1500 = getelementptr inbounds float, ptr %1465, i64 %1499
  %1501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1500, <8 x i1> %1463, <8 x float> zeroinitializer)
  %1502 = mul nuw nsw i64 %1498, %101
  %1503 = getelementptr inbounds nuw float, ptr %1466, i64 %1502
  %1504 = load float, ptr %1503, align 1
  %1505 = insertelement <8 x float> poison, float %1504, i64 0
  %1506 = shufflevector <8 x float> %1505, <8 x float> poison, <8 x i32> zeroinitializer
  %1507 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1501, <8 x float> %1506, <8 x float> %1497)
  %1508 = add nuw nsw i64 %1487, 2
  %1509 = add i64 %1488, 2
  %1510 = icmp eq i64 %1509, %790
  br i1 %1510, label %1468, label %1485

1511:                                             ; preds = %1436
  %1512 = add nsw i64 %1168, %831
  %1513 = getelementptr inbounds float, ptr %814, i64 %1512
  %1514 = getelementptr inbounds float, ptr %812, i64 %1512
  %1515 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1513, <8 x i1> %1303, <8 x float> zeroinitializer)
  switch i64 %668, label %1256 [
    i64 1, label %1516
    i64 2, label %1519
    i64 3, label %1526
    i64 0, label %1571
  ]

1516:                                             ; preds = %1511
  %1517 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1514, <8 x i1> %1303, <8 x float> zeroinitializer)
  %1518 = fadd <8 x float> %1515, %1517
  br label %1533

1519:                                             ; preds = %1511
  %1520 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1515)
  %1521 = bitcast <8 x float> %1515 to <8 x i32>
  %1522 = or <8 x i32> %1521, %109
  %1523 = bitcast <8 x i32> %1522 to <8 x float>
  %1524 = fcmp oeq <8 x float> %1515, %74
  %1525 = select <8 x i1> %1524, <8 x float> %1523, <8 x float> %1520
  br label %1533

1526:                                             ; preds = %1511
  %1527 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1515)
  %1528 = bitcast <8 x float> %1515 to <8 x i32>
  %1529 = and <8 x i32> %1528, %108
  %1530 = bitcast <8 x i32> %1529 to <8 x float>
  %1531 = fcmp oeq <8 x float> %1515, %71
  %1532 = select <8 x i1> %1531, <8 x float> %1530, <8 x float> %1527
  br label %1533

1533:                                             ; preds = %1526, %1519, %1516
  %1534 = phi <8 x float> [ %1518, %1516 ], [ %1525, %1519 ], [ %1532, %1526 ]
  switch i64 %670, label %1256 [
    i64 1, label %1549
    i64 2, label %1542
    i64 3, label %1535
    i64 0, label %1571
  ]

1535:                                             ; preds = %1533
  %1536 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1534)
  %1537 = bitcast <8 x float> %1534 to <8 x i32>
  %1538 = and <8 x i32> %1537, %108
  %1539 = bitcast <8 x i32> %1538 to <8 x float>
  %1540 = fcmp oeq <8 x float> %1534, %71
  %1541 = select <8 x i1> %1540, <8 x float> %1539, <8 x float> %1536
  br label %1552

1542:                                             ; preds = %1533
  %1543 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1534)
  %1544 = bitcast <8 x float> %1534 to <8 x i32>
  %1545 = or <8 x i32> %1544, %109
  %1546 = bitcast <8 x i32> %1545 to <8 x float>
  %1547 = fcmp oeq <8 x float> %1534, %74
  %1548 = select <8 x i1> %1547, <8 x float> %1546, <8 x float> %1543
  br label %1552

1549:                                             ; preds = %1533
  %1550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1514, <8 x i1> %1303, <8 x float> zeroinitializer)
  %1551 = fadd <8 x float> %1534, %1550
  br label %1552

1552:                                             ; preds = %1549, %1542, %1535
  %1553 = phi <8 x float> [ %1551, %1549 ], [ %1548, %1542 ], [ %1541, %1535 ]
  switch i64 %672, label %1256 [
    i64 1, label %1568
    i64 2, label %1561
    i64 3, label %1554
    i64 0, label %1571
  ]

1554:                                             ; preds = %1552
  %1555 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1553)
  %1556 = bitcast <8 x float> %1553 to <8 x i32>
  %1557 = and <8 x i32> %1556, %108
  %1558 = bitcast <8 x i32> %1557 to <8 x float>
  %1559 = fcmp oeq <8 x float> %1553, %71
  %1560 = select <8 x i1> %1559, <8 x float> %1558, <8 x float> %1555
  br label %1571

1561:                                             ; preds = %1552
  %1562 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1553)
  %1563 = bitcast <8 x float> %1553 to <8 x i32>
  %1564 = or <8 x i32> %1563, %109
  %1565 = bitcast <8 x i32> %1564 to <8 x float>
  %1566 = fcmp oeq <8 x float> %1553, %74
  %1567 = select <8 x i1> %1566, <8 x float> %1565, <8 x float> %1562
  br label %1571

1568:                                             ; preds = %1552
  %1569 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1514, <8 x i1> %1303, <8 x float> zeroinitializer)
  %1570 = fadd <8 x float> %1553, %1569
  br label %1571

1571:                                             ; preds = %1554, %1561, %1568, %1552, %1533, %1511
  %1572 = phi <8 x float> [ %1553, %1552 ], [ %1515, %1511 ], [ %1534, %1533 ], [ %1570, %1568 ], [ %1567, %1561 ], [ %1560, %1554 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1572, ptr align 1 %1513, <8 x i1> %1303)
  br label %1573

1573:                                             ; preds = %1571, %1436
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  br label %13995

1574:                                             ; preds = %1167
  br i1 %85, label %1575, label %1786

1575:                                             ; preds = %1574
  %1576 = icmp sgt i64 %1169, 7
  %1577 = trunc i64 %1169 to i32
  %1578 = select i1 %1576, i32 8, i32 %1577
  %1579 = insertelement <8 x i32> poison, i32 %1578, i64 0
  %1580 = shufflevector <8 x i32> %1579, <8 x i32> poison, <8 x i32> zeroinitializer
  %1581 = icmp sgt <8 x i32> %1580, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1582 = add i64 %1168, 8
  %1583 = sub i64 %7, %1582
  %1584 = icmp sgt i64 %1583, 7
  %1585 = trunc i64 %1583 to i32
  %1586 = select i1 %1584, i32 8, i32 %1585
  %1587 = insertelement <8 x i32> poison, i32 %1586, i64 0
  %1588 = shufflevector <8 x i32> %1587, <8 x i32> poison, <8 x i32> zeroinitializer
  %1589 = icmp sgt <8 x i32> %1588, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %1596, label %1590

1590:                                             ; preds = %1575
  %1591 = load float, ptr %827, align 1
  %1592 = insertelement <8 x float> poison, float %1591, i64 0
  %1593 = shufflevector <8 x float> %1592, <8 x float> poison, <8 x i32> zeroinitializer
  %1594 = insertelement <8 x float> poison, float %1591, i64 0
  %1595 = shufflevector <8 x float> %1594, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1601

1596:                                             ; preds = %1575
  %1597 = getelementptr float, ptr %832, i64 %1168
  %1598 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1597, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1599 = getelementptr inbounds nuw i8, ptr %1597, i64 32
  %1600 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1599, <8 x i1> %1589, <8 x float> zeroinitializer)
  br label %1601

1601:                                             ; preds = %1596, %1590
  %1602 = phi <8 x float> [ %1598, %1596 ], [ %1593, %1590 ]
  %1603 = phi <8 x float> [ %1600, %1596 ], [ %1595, %1590 ]
  %1604 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %1605, label %1622

1605:                                             ; preds = %1601
  br i1 %777, label %1607, label %1627

1606:                                             ; preds = %1627
  br i1 %779, label %1622, label %1607

1607:                                             ; preds = %1606, %1605
  %1608 = phi <8 x float> [ %1602, %1605 ], [ %1653, %1606 ]
  %1609 = phi <8 x float> [ %1603, %1605 ], [ %1654, %1606 ]
  %1610 = phi i64 [ 0, %1605 ], [ %1655, %1606 ]
  tail call void @llvm.assume(i1 %780)
  %1611 = mul nsw i64 %1610, %7
  %1612 = getelementptr inbounds float, ptr %1604, i64 %1611
  %1613 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1612, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1614 = getelementptr inbounds nuw i8, ptr %1612, i64 32
  %1615 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1614, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1616 = getelementptr float, ptr %830, i64 %1610
  %1617 = load float, ptr %1616, align 1
  %1618 = insertelement <8 x float> poison, float %1617, i64 0
  %1619 = shufflevector <8 x float> %1618, <8 x float> poison, <8 x i32> zeroinitializer
  %1620 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1613, <8 x float> %1619, <8 x float> %1608)
  %1621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1615, <8 x float> %1619, <8 x float> %1609)
  br label %1622

1622:                                             ; preds = %1607, %1606, %1601
  %1623 = phi <8 x float> [ %1602, %1601 ], [ %1653, %1606 ], [ %1620, %1607 ]
  %1624 = phi <8 x float> [ %1603, %1601 ], [ %1654, %1606 ], [ %1621, %1607 ]
  %1625 = getelementptr inbounds float, ptr %833, i64 %1168
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1623, ptr align 1 %1625, <8 x i1> %1581)
  %1626 = getelementptr inbounds nuw i8, ptr %1625, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1624, ptr nonnull align 1 %1626, <8 x i1> %1589)
  br i1 %107, label %13995, label %1658

1627:                                             ; preds = %1605, %1627
  %1628 = phi <8 x float> [ %1653, %1627 ], [ %1602, %1605 ]
  %1629 = phi <8 x float> [ %1654, %1627 ], [ %1603, %1605 ]
  %1630 = phi i64 [ %1655, %1627 ], [ 0, %1605 ]
  %1631 = phi i64 [ %1656, %1627 ], [ 0, %1605 ]
  %1632 = mul nsw i64 %1630, %7
  %1633 = getelementptr inbounds float, ptr %1604, i64 %1632
  %1634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1633, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1635 = getelementptr inbounds nuw i8, ptr %1633, i64 32
  %1636 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1635, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1637 = getelementptr float, ptr %830, i64 %1630
  %1638 = load float, ptr %1637, align 1
  %1639 = insertelement <8 x float> poison, float %1638, i64 0
  %1640 = shufflevector <8 x float> %1639, <8 x float> poison, <8 x i32> zeroinitializer
  %1641 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1634, <8 x float> %1640, <8 x float> %1628)
  %1642 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1636, <8 x float> %1640, <8 x float> %1629)
  %1643 = or disjoint i64 %1630, 1
  %1644 = mul nsw i64 %1643, %7
  %1645 = getelementptr inbounds float, ptr %1604, i64 %1644
  %1646 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1645, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1647 = getelementptr inbounds nuw i8, ptr %1645, i64 32
  %1648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1647, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1649 = getelementptr float, ptr %830, i64 %1643
  %1650 = load float, ptr %1649, align 1
  %1651 = insertelement <8 x float> poison, float %1650, i64 0
  %1652 = shufflevector <8 x float> %1651, <8 x float> poison, <8 x i32> zeroinitializer
  %1653 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1646, <8 x float> %1652, <8 x float> %1641)
  %1654 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1648, <8 x float> %1652, <8 x float> %1642)
  %1655 = add nuw nsw i64 %1630, 2
  %1656 = add i64 %1631, 2
  %1657 = icmp eq i64 %1656, %778
  br i1 %1657, label %1606, label %1627

1658:                                             ; preds = %1622
  %1659 = add nsw i64 %1168, %831
  %1660 = getelementptr inbounds float, ptr %814, i64 %1659
  %1661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1660, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1662 = getelementptr inbounds float, ptr %812, i64 %1659
  switch i64 %659, label %1256 [
    i64 1, label %1667
    i64 2, label %1670
    i64 3, label %1677
    i64 0, label %1663
  ]

1663:                                             ; preds = %1658
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1661, ptr align 1 %1660, <8 x i1> %1581)
  %1664 = getelementptr float, ptr %814, i64 %1659
  %1665 = getelementptr i8, ptr %1664, i64 32
  %1666 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1665, <8 x i1> %1589, <8 x float> zeroinitializer)
  br label %1783

1667:                                             ; preds = %1658
  %1668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1662, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1669 = fadd <8 x float> %1661, %1668
  br label %1684

1670:                                             ; preds = %1658
  %1671 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1661)
  %1672 = bitcast <8 x float> %1661 to <8 x i32>
  %1673 = or <8 x i32> %1672, %109
  %1674 = bitcast <8 x i32> %1673 to <8 x float>
  %1675 = fcmp oeq <8 x float> %1661, %74
  %1676 = select <8 x i1> %1675, <8 x float> %1674, <8 x float> %1671
  br label %1684

1677:                                             ; preds = %1658
  %1678 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1661)
  %1679 = bitcast <8 x float> %1661 to <8 x i32>
  %1680 = and <8 x i32> %1679, %108
  %1681 = bitcast <8 x i32> %1680 to <8 x float>
  %1682 = fcmp oeq <8 x float> %1661, %71
  %1683 = select <8 x i1> %1682, <8 x float> %1681, <8 x float> %1678
  br label %1684

1684:                                             ; preds = %1677, %1670, %1667
  %1685 = phi <8 x float> [ %1669, %1667 ], [ %1676, %1670 ], [ %1683, %1677 ]
  switch i64 %661, label %1256 [
    i64 1, label %1700
    i64 2, label %1693
    i64 3, label %1686
    i64 0, label %1722
  ]

1686:                                             ; preds = %1684
  %1687 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1685)
  %1688 = bitcast <8 x float> %1685 to <8 x i32>
  %1689 = and <8 x i32> %1688, %108
  %1690 = bitcast <8 x i32> %1689 to <8 x float>
  %1691 = fcmp oeq <8 x float> %1685, %71
  %1692 = select <8 x i1> %1691, <8 x float> %1690, <8 x float> %1687
  br label %1703

1693:                                             ; preds = %1684
  %1694 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1685)
  %1695 = bitcast <8 x float> %1685 to <8 x i32>
  %1696 = or <8 x i32> %1695, %109
  %1697 = bitcast <8 x i32> %1696 to <8 x float>
  %1698 = fcmp oeq <8 x float> %1685, %74
  %1699 = select <8 x i1> %1698, <8 x float> %1697, <8 x float> %1694
  br label %1703

1700:                                             ; preds = %1684
  %1701 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1662, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1702 = fadd <8 x float> %1685, %1701
  br label %1703

1703:                                             ; preds = %1700, %1693, %1686
  %1704 = phi <8 x float> [ %1702, %1700 ], [ %1699, %1693 ], [ %1692, %1686 ]
  switch i64 %663, label %1256 [
    i64 1, label %1719
    i64 2, label %1712
    i64 3, label %1705
    i64 0, label %1722
  ]

1705:                                             ; preds = %1703
  %1706 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1704)
  %1707 = bitcast <8 x float> %1704 to <8 x i32>
  %1708 = and <8 x i32> %1707, %108
  %1709 = bitcast <8 x i32> %1708 to <8 x float>
  %1710 = fcmp oeq <8 x float> %1704, %71
  %1711 = select <8 x i1> %1710, <8 x float> %1709, <8 x float> %1706
  br label %1722

1712:                                             ; preds = %1703
  %1713 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1704)
  %1714 = bitcast <8 x float> %1704 to <8 x i32>
  %1715 = or <8 x i32> %1714, %109
  %1716 = bitcast <8 x i32> %1715 to <8 x float>
  %1717 = fcmp oeq <8 x float> %1704, %74
  %1718 = select <8 x i1> %1717, <8 x float> %1716, <8 x float> %1713
  br label %1722

1719:                                             ; preds = %1703
  %1720 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1662, <8 x i1> %1581, <8 x float> zeroinitializer)
  %1721 = fadd <8 x float> %1704, %1720
  br label %1722

1722:                                             ; preds = %1705, %1712, %1719, %1703, %1684
  %1723 = phi <8 x float> [ %1704, %1703 ], [ %1711, %1705 ], [ %1685, %1684 ], [ %1721, %1719 ], [ %1718, %1712 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1723, ptr align 1 %1660, <8 x i1> %1581)
  %1724 = add nsw i64 %1659, 8
  %1725 = getelementptr inbounds float, ptr %814, i64 %1724
  %1726 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1727 = getelementptr inbounds float, ptr %812, i64 %1724
  switch i64 %659, label %1256 [
    i64 1, label %1742
    i64 2, label %1735
    i64 3, label %1728
  ]

1728:                                             ; preds = %1722
  %1729 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1726)
  %1730 = bitcast <8 x float> %1726 to <8 x i32>
  %1731 = and <8 x i32> %1730, %108
  %1732 = bitcast <8 x i32> %1731 to <8 x float>
  %1733 = fcmp oeq <8 x float> %1726, %71
  %1734 = select <8 x i1> %1733, <8 x float> %1732, <8 x float> %1729
  br label %1745

1735:                                             ; preds = %1722
  %1736 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1726)
  %1737 = bitcast <8 x float> %1726 to <8 x i32>
  %1738 = or <8 x i32> %1737, %109
  %1739 = bitcast <8 x i32> %1738 to <8 x float>
  %1740 = fcmp oeq <8 x float> %1726, %74
  %1741 = select <8 x i1> %1740, <8 x float> %1739, <8 x float> %1736
  br label %1745

1742:                                             ; preds = %1722
  %1743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1744 = fadd <8 x float> %1726, %1743
  br label %1745

1745:                                             ; preds = %1742, %1735, %1728
  %1746 = phi <8 x float> [ %1744, %1742 ], [ %1741, %1735 ], [ %1734, %1728 ]
  switch i64 %665, label %1256 [
    i64 1, label %1761
    i64 2, label %1754
    i64 3, label %1747
    i64 0, label %1783
  ]

1747:                                             ; preds = %1745
  %1748 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1746)
  %1749 = bitcast <8 x float> %1746 to <8 x i32>
  %1750 = and <8 x i32> %1749, %108
  %1751 = bitcast <8 x i32> %1750 to <8 x float>
  %1752 = fcmp oeq <8 x float> %1746, %71
  %1753 = select <8 x i1> %1752, <8 x float> %1751, <8 x float> %1748
  br label %1764

1754:                                             ; preds = %1745
  %1755 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1746)
  %1756 = bitcast <8 x float> %1746 to <8 x i32>
  %1757 = or <8 x i32> %1756, %109
  %1758 = bitcast <8 x i32> %1757 to <8 x float>
  %1759 = fcmp oeq <8 x float> %1746, %74
  %1760 = select <8 x i1> %1759, <8 x float> %1758, <8 x float> %1755
  br label %1764

1761:                                             ; preds = %1745
  %1762 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1763 = fadd <8 x float> %1746, %1762
  br label %1764

1764:                                             ; preds = %1761, %1754, %1747
  %1765 = phi <8 x float> [ %1763, %1761 ], [ %1760, %1754 ], [ %1753, %1747 ]
  switch i64 %667, label %1256 [
    i64 1, label %1780
    i64 2, label %1773
    i64 3, label %1766
    i64 0, label %1783
  ]

1766:                                             ; preds = %1764
  %1767 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %1765)
  %1768 = bitcast <8 x float> %1765 to <8 x i32>
  %1769 = and <8 x i32> %1768, %108
  %1770 = bitcast <8 x i32> %1769 to <8 x float>
  %1771 = fcmp oeq <8 x float> %1765, %71
  %1772 = select <8 x i1> %1771, <8 x float> %1770, <8 x float> %1767
  br label %1783

1773:                                             ; preds = %1764
  %1774 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %1765)
  %1775 = bitcast <8 x float> %1765 to <8 x i32>
  %1776 = or <8 x i32> %1775, %109
  %1777 = bitcast <8 x i32> %1776 to <8 x float>
  %1778 = fcmp oeq <8 x float> %1765, %74
  %1779 = select <8 x i1> %1778, <8 x float> %1777, <8 x float> %1774
  br label %1783

1780:                                             ; preds = %1764
  %1781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1589, <8 x float> zeroinitializer)
  %1782 = fadd <8 x float> %1765, %1781
  br label %1783

1783:                                             ; preds = %1766, %1773, %1780, %1663, %1764, %1745
  %1784 = phi ptr [ %1665, %1663 ], [ %1725, %1766 ], [ %1725, %1745 ], [ %1725, %1764 ], [ %1725, %1780 ], [ %1725, %1773 ]
  %1785 = phi <8 x float> [ %1666, %1663 ], [ %1772, %1766 ], [ %1746, %1745 ], [ %1765, %1764 ], [ %1782, %1780 ], [ %1779, %1773 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1785, ptr align 1 %1784, <8 x i1> %1589)
  br label %13995

1786:                                             ; preds = %1574
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  %1787 = sdiv i64 %7, %19
  %1788 = sdiv i64 %1168, %19
  %1789 = srem i64 %1168, %19
  %1790 = insertelement <8 x i64> poison, i64 %1787, i64 0
  %1791 = shufflevector <8 x i64> %1790, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1793

1792:                                             ; preds = %1938
  br i1 %104, label %1949, label %1943

1793:                                             ; preds = %1786, %1938
  %1794 = phi i1 [ true, %1786 ], [ false, %1938 ]
  %1795 = phi ptr [ %30, %1786 ], [ %97, %1938 ]
  %1796 = phi ptr [ %29, %1786 ], [ %98, %1938 ]
  %1797 = phi ptr [ %27, %1786 ], [ %28, %1938 ]
  %1798 = phi i64 [ 0, %1786 ], [ 1, %1938 ]
  %1799 = phi i64 [ %1788, %1786 ], [ %1940, %1938 ]
  %1800 = phi i64 [ %1789, %1786 ], [ %1939, %1938 ]
  %1801 = mul nuw nsw i64 %1798, 28
  %1802 = getelementptr nuw i8, ptr %29, i64 %1801
  %1803 = getelementptr nuw i8, ptr %30, i64 %1801
  %1804 = shl nuw nsw i64 %1798, 3
  %1805 = add i64 %1168, %1804
  %1806 = sub i64 %7, %1805
  %1807 = icmp sgt i64 %1806, 7
  %1808 = trunc i64 %1806 to i32
  %1809 = select i1 %1807, i32 8, i32 %1808
  %1810 = insertelement <8 x i32> poison, i32 %1809, i64 0
  %1811 = shufflevector <8 x i32> %1810, <8 x i32> poison, <8 x i32> zeroinitializer
  %1812 = icmp sgt <8 x i32> %1811, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1813 = sext <8 x i1> %1812 to <8 x i32>
  store <8 x i32> %1813, ptr %1797, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1803, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1802, i8 0, i64 28, i1 false)
  %1814 = tail call i64 @llvm.smin.i64(i64 %1806, i64 8)
  %1815 = icmp sgt i64 %1806, 0
  br i1 %1815, label %1816, label %1818

1816:                                             ; preds = %1793
  %1817 = sub i64 0, %1800
  br label %1821

1818:                                             ; preds = %1909, %1793
  %1819 = add nsw i64 %1800, 8
  %1820 = icmp slt i64 %1819, %19
  br i1 %1820, label %1938, label %1932

1821:                                             ; preds = %1816, %1909
  %1822 = phi i64 [ %1817, %1816 ], [ 0, %1909 ]
  %1823 = phi i64 [ 0, %1816 ], [ %1827, %1909 ]
  %1824 = phi i64 [ %1799, %1816 ], [ %1910, %1909 ]
  %1825 = add i64 %1822, %19
  %1826 = add i64 %1825, %1823
  %1827 = tail call i64 @llvm.smin.i64(i64 %1826, i64 %1814)
  br i1 %102, label %1828, label %1858

1828:                                             ; preds = %1821
  %1829 = sub i64 %1824, %22
  %1830 = icmp sgt i64 %1827, %1823
  %1831 = shl nsw i64 -1, %1827
  %1832 = xor i64 %1831, -1
  %1833 = shl nsw i64 -1, %1823
  %1834 = and i64 %1833, %1832
  %1835 = trunc i64 %1834 to i32
  %1836 = select i1 %1830, i32 %1835, i32 0
  br i1 %764, label %1856, label %1837

1837:                                             ; preds = %1828
  %1838 = insertelement <8 x i64> poison, i64 %1829, i64 0
  %1839 = shufflevector <8 x i64> %1838, <8 x i64> poison, <8 x i32> zeroinitializer
  %1840 = insertelement <8 x i32> poison, i32 %1836, i64 0
  %1841 = shufflevector <8 x i32> %1840, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1842

1842:                                             ; preds = %1842, %1837
  %1843 = phi i64 [ 0, %1837 ], [ %1852, %1842 ]
  %1844 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1837 ], [ %1853, %1842 ]
  %1845 = add <8 x i64> %1839, %1844
  %1846 = icmp sgt <8 x i64> %1845, splat (i64 -1)
  %1847 = icmp slt <8 x i64> %1845, %1791
  %1848 = and <8 x i1> %1846, %1847
  %1849 = getelementptr i32, ptr %1796, i64 %1843
  %1850 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %1849, <8 x i1> %1848, <8 x i32> poison)
  %1851 = or <8 x i32> %1850, %1841
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1851, ptr align 4 %1849, <8 x i1> %1848)
  %1852 = add nuw i64 %1843, 8
  %1853 = add nuw nsw <8 x i64> %1844, splat (i64 8)
  %1854 = icmp eq i64 %1852, %765
  br i1 %1854, label %1855, label %1842

1855:                                             ; preds = %1842
  br i1 %766, label %1858, label %1856

1856:                                             ; preds = %1828, %1855
  %1857 = phi i64 [ 0, %1828 ], [ %765, %1855 ]
  br label %1896

1858:                                             ; preds = %1906, %1855, %1821
  br i1 %103, label %1859, label %1909

1859:                                             ; preds = %1858
  %1860 = add i64 %1822, %23
  %1861 = add i64 %1860, %1823
  %1862 = add nsw i64 %1826, %23
  br i1 %767, label %1893, label %1863

1863:                                             ; preds = %1859
  %1864 = insertelement <8 x i64> poison, i64 %1861, i64 0
  %1865 = shufflevector <8 x i64> %1864, <8 x i64> poison, <8 x i32> zeroinitializer
  %1866 = insertelement <8 x i64> poison, i64 %1862, i64 0
  %1867 = shufflevector <8 x i64> %1866, <8 x i64> poison, <8 x i32> zeroinitializer
  %1868 = insertelement <8 x i64> poison, i64 %1823, i64 0
  %1869 = shufflevector <8 x i64> %1868, <8 x i64> poison, <8 x i32> zeroinitializer
  %1870 = insertelement <8 x i64> poison, i64 %1827, i64 0
  %1871 = shufflevector <8 x i64> %1870, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1872

1872:                                             ; preds = %1872, %1863
  %1873 = phi i64 [ 0, %1863 ], [ %1889, %1872 ]
  %1874 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %1863 ], [ %1890, %1872 ]
  %1875 = add <8 x i64> %1865, %1874
  %1876 = add <8 x i64> %1867, %1874
  %1877 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1875, <8 x i64> %1869)
  %1878 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1876, <8 x i64> %1871)
  %1879 = icmp sgt <8 x i64> %1878, %1877
  %1880 = shl nsw <8 x i64> splat (i64 -1), %1878
  %1881 = xor <8 x i64> %1880, splat (i64 -1)
  %1882 = shl nsw <8 x i64> splat (i64 -1), %1877
  %1883 = and <8 x i64> %1882, %1881
  %1884 = trunc <8 x i64> %1883 to <8 x i32>
  %1885 = select <8 x i1> %1879, <8 x i32> %1884, <8 x i32> zeroinitializer
  %1886 = getelementptr inbounds nuw i32, ptr %1795, i64 %1873
  %1887 = load <8 x i32>, ptr %1886, align 4
  %1888 = or <8 x i32> %1887, %1885
  store <8 x i32> %1888, ptr %1886, align 4
  %1889 = add nuw i64 %1873, 8
  %1890 = add <8 x i64> %1874, splat (i64 -8)
  %1891 = icmp eq i64 %1889, %768
  br i1 %1891, label %1892, label %1872

1892:                                             ; preds = %1872
  br i1 %770, label %1909, label %1893

1893:                                             ; preds = %1859, %1892
  %1894 = phi i64 [ 0, %1859 ], [ %769, %1892 ]
  %1895 = phi i64 [ 0, %1859 ], [ %768, %1892 ]
  br label %1912

1896:                                             ; preds = %1856, %1906
  %1897 = phi i64 [ %1907, %1906 ], [ %1857, %1856 ]
  %1898 = add i64 %1829, %1897
  %1899 = icmp sgt i64 %1898, -1
  %1900 = icmp slt i64 %1898, %1787
  %1901 = and i1 %1899, %1900
  br i1 %1901, label %1902, label %1906

1902:                                             ; preds = %1896
  %1903 = getelementptr inbounds nuw i32, ptr %1796, i64 %1897
  %1904 = load i32, ptr %1903, align 4
  %1905 = or i32 %1904, %1836
  store i32 %1905, ptr %1903, align 4
  br label %1906

1906:                                             ; preds = %1902, %1896
  %1907 = add nuw nsw i64 %1897, 1
  %1908 = icmp eq i64 %1907, %20
  br i1 %1908, label %1858, label %1896

1909:                                             ; preds = %1912, %1892, %1858
  %1910 = add nsw i64 %1824, 1
  %1911 = icmp slt i64 %1826, %1814
  br i1 %1911, label %1821, label %1818

1912:                                             ; preds = %1893, %1912
  %1913 = phi i64 [ %1930, %1912 ], [ %1894, %1893 ]
  %1914 = phi i64 [ %1929, %1912 ], [ %1895, %1893 ]
  %1915 = add i64 %1861, %1913
  %1916 = add i64 %1862, %1913
  %1917 = tail call i64 @llvm.smax.i64(i64 %1915, i64 %1823)
  %1918 = tail call i64 @llvm.smin.i64(i64 %1916, i64 %1827)
  %1919 = icmp sgt i64 %1918, %1917
  %1920 = shl nsw i64 -1, %1918
  %1921 = xor i64 %1920, -1
  %1922 = shl nsw i64 -1, %1917
  %1923 = and i64 %1922, %1921
  %1924 = trunc i64 %1923 to i32
  %1925 = select i1 %1919, i32 %1924, i32 0
  %1926 = getelementptr inbounds nuw i32, ptr %1795, i64 %1914
  %1927 = load i32, ptr %1926, align 4
  %1928 = or i32 %1927, %1925
  store i32 %1928, ptr %1926, align 4
  %1929 = add nuw nsw i64 %1914, 1
  %1930 = xor i64 %1914, -1
  %1931 = icmp eq i64 %1929, %21
  br i1 %1931, label %1909, label %1912

1932:                                             ; preds = %1818, %1932
  %1933 = phi i64 [ %1936, %1932 ], [ %1799, %1818 ]
  %1934 = phi i64 [ %1935, %1932 ], [ %1819, %1818 ]
  %1935 = sub nsw i64 %1934, %19
  %1936 = add nsw i64 %1933, 1
  %1937 = icmp slt i64 %1935, %19
  br i1 %1937, label %1938, label %1932

1938:                                             ; preds = %1932, %1818
  %1939 = phi i64 [ %1819, %1818 ], [ %1935, %1932 ]
  %1940 = phi i64 [ %1799, %1818 ], [ %1936, %1932 ]
  br i1 %1794, label %1793, label %1792

1941:                                             ; preds = %1956
  %1942 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %1966

1943:                                             ; preds = %1792
  %1944 = load float, ptr %827, align 1
  %1945 = insertelement <8 x float> poison, float %1944, i64 0
  %1946 = shufflevector <8 x float> %1945, <8 x float> poison, <8 x i32> zeroinitializer
  %1947 = insertelement <8 x float> poison, float %1944, i64 0
  %1948 = shufflevector <8 x float> %1947, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1956

1949:                                             ; preds = %1792
  %1950 = getelementptr float, ptr %832, i64 %1168
  %1951 = load <8 x i32>, ptr %27, align 32
  %1952 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %1950, <8 x i32> %1951)
  %1953 = getelementptr inbounds nuw i8, ptr %1950, i64 32
  %1954 = load <8 x i32>, ptr %28, align 32
  %1955 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %1953, <8 x i32> %1954)
  br label %1956

1956:                                             ; preds = %1949, %1943
  %1957 = phi <8 x float> [ %1952, %1949 ], [ %1946, %1943 ]
  %1958 = phi <8 x float> [ %1955, %1949 ], [ %1948, %1943 ]
  br i1 %102, label %1941, label %1959

1959:                                             ; preds = %1980, %1956
  %1960 = phi <8 x float> [ %1957, %1956 ], [ %1981, %1980 ]
  %1961 = phi <8 x float> [ %1958, %1956 ], [ %1982, %1980 ]
  %1962 = getelementptr inbounds float, ptr %833, i64 %1168
  %1963 = load <8 x i32>, ptr %27, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %1962, <8 x i32> %1963, <8 x float> %1960)
  %1964 = getelementptr inbounds nuw i8, ptr %1962, i64 32
  %1965 = load <8 x i32>, ptr %28, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %1964, <8 x i32> %1965, <8 x float> %1961)
  br i1 %107, label %2190, label %2062

1966:                                             ; preds = %1941, %1980
  %1967 = phi <8 x float> [ %1957, %1941 ], [ %1981, %1980 ]
  %1968 = phi <8 x float> [ %1958, %1941 ], [ %1982, %1980 ]
  %1969 = phi i64 [ 0, %1941 ], [ %1983, %1980 ]
  br i1 %103, label %1970, label %1980

1970:                                             ; preds = %1966
  %1971 = getelementptr inbounds nuw i32, ptr %29, i64 %1969
  %1972 = sub nsw i64 %1969, %22
  %1973 = mul nsw i64 %1972, %19
  %1974 = getelementptr inbounds float, ptr %1942, i64 %1973
  %1975 = mul nuw nsw i64 %1969, %21
  %1976 = getelementptr inbounds nuw float, ptr %828, i64 %1975
  %1977 = load i32, ptr %1971, align 4
  %1978 = getelementptr inbounds nuw i8, ptr %1971, i64 28
  %1979 = load i32, ptr %1978, align 4
  br label %1985

1980:                                             ; preds = %2024, %1966
  %1981 = phi <8 x float> [ %1967, %1966 ], [ %2025, %2024 ]
  %1982 = phi <8 x float> [ %1968, %1966 ], [ %2026, %2024 ]
  %1983 = add nuw nsw i64 %1969, 1
  %1984 = icmp eq i64 %1983, %20
  br i1 %1984, label %1959, label %1966

1985:                                             ; preds = %1970, %2024
  %1986 = phi <8 x float> [ %1967, %1970 ], [ %2025, %2024 ]
  %1987 = phi <8 x float> [ %1968, %1970 ], [ %2026, %2024 ]
  %1988 = phi i64 [ 0, %1970 ], [ %2027, %2024 ]
  %1989 = getelementptr inbounds nuw i32, ptr %30, i64 %1988
  %1990 = load i32, ptr %1989, align 4
  %1991 = and i32 %1990, %1977
  %1992 = insertelement <8 x i32> poison, i32 %1991, i64 0
  %1993 = shufflevector <8 x i32> %1992, <8 x i32> poison, <8 x i32> zeroinitializer
  %1994 = and <8 x i32> %1993, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %1995 = icmp ne <8 x i32> %1994, zeroinitializer
  %1996 = getelementptr inbounds nuw i8, ptr %1989, i64 28
  %1997 = load i32, ptr %1996, align 4
  %1998 = and i32 %1997, %1979
  %1999 = insertelement <8 x i32> poison, i32 %1998, i64 0
  %2000 = shufflevector <8 x i32> %1999, <8 x i32> poison, <8 x i32> zeroinitializer
  %2001 = and <8 x i32> %2000, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %2002 = icmp ne <8 x i32> %2001, zeroinitializer
  %2003 = sub nsw i64 %1988, %23
  %2004 = getelementptr inbounds float, ptr %1974, i64 %2003
  %2005 = getelementptr inbounds nuw float, ptr %1976, i64 %1988
  br i1 %106, label %2006, label %2024

2006:                                             ; preds = %1985
  br i1 %772, label %2008, label %2029

2007:                                             ; preds = %2029
  br i1 %774, label %2024, label %2008

2008:                                             ; preds = %2007, %2006
  %2009 = phi <8 x float> [ %1986, %2006 ], [ %2057, %2007 ]
  %2010 = phi <8 x float> [ %1987, %2006 ], [ %2058, %2007 ]
  %2011 = phi i64 [ 0, %2006 ], [ %2059, %2007 ]
  tail call void @llvm.assume(i1 %775)
  %2012 = mul nsw i64 %2011, %7
  %2013 = getelementptr inbounds float, ptr %2004, i64 %2012
  %2014 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2013, <8 x i1> %1995, <8 x float> zeroinitializer)
  %2015 = getelementptr inbounds nuw i8, ptr %2013, i64 32
  %2016 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2015, <8 x i1> %2002, <8 x float> zeroinitializer)
  %2017 = mul nuw nsw i64 %2011, %101
  %2018 = getelementptr inbounds nuw float, ptr %2005, i64 %2017
  %2019 = load float, ptr %2018, align 1
  %2020 = insertelement <8 x float> poison, float %2019, i64 0
  %2021 = shufflevector <8 x float> %2020, <8 x float> poison, <8 x i32> zeroinitializer
  %2022 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2014, <8 x float> %2021, <8 x float> %2009)
  %2023 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2016, <8 x float> %2021, <8 x float> %2010)
  br label %2024

2024:                                             ; preds = %2008, %2007, %1985
  %2025 = phi <8 x float> [ %1986, %1985 ], [ %2057, %2007 ], [ %2022, %2008 ]
  %2026 = phi <8 x float> [ %1987, %1985 ], [ %2058, %2007 ], [ %2023, %2008 ]
  %2027 = add nuw nsw i64 %1988, 1
  %2028 = icmp eq i64 %2027, %21
  br i1 %2028, label %1980, label %1985

2029:                                             ; preds = %2006, %2029
  %2030 = phi <8 x float> [ %2057, %2029 ], [ %1986, %2006 ]
  %2031 = phi <8 x float> [ %2058, %2029 ], [ %1987, %2006 ]
  %2032 = phi i64 [ %2059, %2029 ], [ 0, %2006 ]
  %2033 = phi i64 [ %2060, %2029 ], [ 0, %2006 ]
  %2034 = mul nsw i64 %2032, %7
  %2035 = getelementptr inbounds float, ptr %2004, i64 %2034
  %2036 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2035, <8 x i1> %1995, <8 x float> zeroinitializer)
  %2037 = getelementptr inbounds nuw i8, ptr %2035, i64 32
  %2038 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2037, <8 x i1> %2002, <8 x float> zeroinitializer)
  %2039 = mul nuw nsw i64 %2032, %101
  %2040 = getelementptr inbounds nuw float, ptr %2005, i64 %2039
  %2041 = load float, ptr %2040, align 1
  %2042 = insertelement <8 x float> poison, float %2041, i64 0
  %2043 = shufflevector <8 x float> %2042, <8 x float> poison, <8 x i32> zeroinitializer
  %2044 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2036, <8 x float> %2043, <8 x float> %2030)
  %2045 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2038, <8 x float> %2043, <8 x float> %2031)
  %2046 = or disjoint i64 %2032, 1
  %2047 = mul nsw i64 %2046, %7
  %2048 = getelementptr inbounds float, ptr %2004, i64 %2047
  %2049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2048, <8 x i1> %1995, <8 x float> zeroinitializer)
  %2050 = getelementptr inbounds nuw i8, ptr %2048, i64 32
  %2051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2050, <8 x i1> %2002, <8 x float> zeroinitializer)
  %2052 = mul nuw nsw i64 %2046, %101
  %2053 = getelementptr inbounds nuw float, ptr %2005, i64 %2052
  %2054 = load float, ptr %2053, align 1
  %2055 = insertelement <8 x float> poison, float %2054, i64 0
  %2056 = shufflevector <8 x float> %2055, <8 x float> poison, <8 x i32> zeroinitializer
  %2057 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2049, <8 x float> %2056, <8 x float> %2044)
  %2058 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2051, <8 x float> %2056, <8 x float> %2045)
  %2059 = add nuw nsw i64 %2032, 2
  %2060 = add i64 %2033, 2
  %2061 = icmp eq i64 %2060, %773
  br i1 %2061, label %2007, label %2029

2062:                                             ; preds = %1959
  %2063 = add nsw i64 %1168, %831
  %2064 = getelementptr inbounds float, ptr %814, i64 %2063
  %2065 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2064, <8 x i32> %1963)
  %2066 = getelementptr inbounds float, ptr %812, i64 %2063
  switch i64 %650, label %1256 [
    i64 1, label %2071
    i64 2, label %2074
    i64 3, label %2081
    i64 0, label %2067
  ]

2067:                                             ; preds = %2062
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2064, <8 x i32> %1963, <8 x float> %2065)
  %2068 = getelementptr float, ptr %814, i64 %2063
  %2069 = getelementptr i8, ptr %2068, i64 32
  %2070 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2069, <8 x i32> %1965)
  br label %2187

2071:                                             ; preds = %2062
  %2072 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2066, <8 x i32> %1963)
  %2073 = fadd <8 x float> %2065, %2072
  br label %2088

2074:                                             ; preds = %2062
  %2075 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2065)
  %2076 = bitcast <8 x float> %2065 to <8 x i32>
  %2077 = or <8 x i32> %2076, %109
  %2078 = bitcast <8 x i32> %2077 to <8 x float>
  %2079 = fcmp oeq <8 x float> %2065, %74
  %2080 = select <8 x i1> %2079, <8 x float> %2078, <8 x float> %2075
  br label %2088

2081:                                             ; preds = %2062
  %2082 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2065)
  %2083 = bitcast <8 x float> %2065 to <8 x i32>
  %2084 = and <8 x i32> %2083, %108
  %2085 = bitcast <8 x i32> %2084 to <8 x float>
  %2086 = fcmp oeq <8 x float> %2065, %71
  %2087 = select <8 x i1> %2086, <8 x float> %2085, <8 x float> %2082
  br label %2088

2088:                                             ; preds = %2081, %2074, %2071
  %2089 = phi <8 x float> [ %2073, %2071 ], [ %2080, %2074 ], [ %2087, %2081 ]
  switch i64 %652, label %1256 [
    i64 1, label %2104
    i64 2, label %2097
    i64 3, label %2090
    i64 0, label %2126
  ]

2090:                                             ; preds = %2088
  %2091 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2089)
  %2092 = bitcast <8 x float> %2089 to <8 x i32>
  %2093 = and <8 x i32> %2092, %108
  %2094 = bitcast <8 x i32> %2093 to <8 x float>
  %2095 = fcmp oeq <8 x float> %2089, %71
  %2096 = select <8 x i1> %2095, <8 x float> %2094, <8 x float> %2091
  br label %2107

2097:                                             ; preds = %2088
  %2098 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2089)
  %2099 = bitcast <8 x float> %2089 to <8 x i32>
  %2100 = or <8 x i32> %2099, %109
  %2101 = bitcast <8 x i32> %2100 to <8 x float>
  %2102 = fcmp oeq <8 x float> %2089, %74
  %2103 = select <8 x i1> %2102, <8 x float> %2101, <8 x float> %2098
  br label %2107

2104:                                             ; preds = %2088
  %2105 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2066, <8 x i32> %1963)
  %2106 = fadd <8 x float> %2089, %2105
  br label %2107

2107:                                             ; preds = %2104, %2097, %2090
  %2108 = phi <8 x float> [ %2106, %2104 ], [ %2103, %2097 ], [ %2096, %2090 ]
  switch i64 %654, label %1256 [
    i64 1, label %2123
    i64 2, label %2116
    i64 3, label %2109
    i64 0, label %2126
  ]

2109:                                             ; preds = %2107
  %2110 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2108)
  %2111 = bitcast <8 x float> %2108 to <8 x i32>
  %2112 = and <8 x i32> %2111, %108
  %2113 = bitcast <8 x i32> %2112 to <8 x float>
  %2114 = fcmp oeq <8 x float> %2108, %71
  %2115 = select <8 x i1> %2114, <8 x float> %2113, <8 x float> %2110
  br label %2126

2116:                                             ; preds = %2107
  %2117 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2108)
  %2118 = bitcast <8 x float> %2108 to <8 x i32>
  %2119 = or <8 x i32> %2118, %109
  %2120 = bitcast <8 x i32> %2119 to <8 x float>
  %2121 = fcmp oeq <8 x float> %2108, %74
  %2122 = select <8 x i1> %2121, <8 x float> %2120, <8 x float> %2117
  br label %2126

2123:                                             ; preds = %2107
  %2124 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2066, <8 x i32> %1963)
  %2125 = fadd <8 x float> %2108, %2124
  br label %2126

2126:                                             ; preds = %2109, %2116, %2123, %2107, %2088
  %2127 = phi <8 x float> [ %2108, %2107 ], [ %2115, %2109 ], [ %2089, %2088 ], [ %2125, %2123 ], [ %2122, %2116 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2064, <8 x i32> %1963, <8 x float> %2127)
  %2128 = add nsw i64 %2063, 8
  %2129 = getelementptr inbounds float, ptr %814, i64 %2128
  %2130 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2129, <8 x i32> %1965)
  %2131 = getelementptr inbounds float, ptr %812, i64 %2128
  switch i64 %650, label %1256 [
    i64 1, label %2146
    i64 2, label %2139
    i64 3, label %2132
  ]

2132:                                             ; preds = %2126
  %2133 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2130)
  %2134 = bitcast <8 x float> %2130 to <8 x i32>
  %2135 = and <8 x i32> %2134, %108
  %2136 = bitcast <8 x i32> %2135 to <8 x float>
  %2137 = fcmp oeq <8 x float> %2130, %71
  %2138 = select <8 x i1> %2137, <8 x float> %2136, <8 x float> %2133
  br label %2149

2139:                                             ; preds = %2126
  %2140 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2130)
  %2141 = bitcast <8 x float> %2130 to <8 x i32>
  %2142 = or <8 x i32> %2141, %109
  %2143 = bitcast <8 x i32> %2142 to <8 x float>
  %2144 = fcmp oeq <8 x float> %2130, %74
  %2145 = select <8 x i1> %2144, <8 x float> %2143, <8 x float> %2140
  br label %2149

2146:                                             ; preds = %2126
  %2147 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2131, <8 x i32> %1965)
  %2148 = fadd <8 x float> %2130, %2147
  br label %2149

2149:                                             ; preds = %2146, %2139, %2132
  %2150 = phi <8 x float> [ %2148, %2146 ], [ %2145, %2139 ], [ %2138, %2132 ]
  switch i64 %656, label %1256 [
    i64 1, label %2165
    i64 2, label %2158
    i64 3, label %2151
    i64 0, label %2187
  ]

2151:                                             ; preds = %2149
  %2152 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2150)
  %2153 = bitcast <8 x float> %2150 to <8 x i32>
  %2154 = and <8 x i32> %2153, %108
  %2155 = bitcast <8 x i32> %2154 to <8 x float>
  %2156 = fcmp oeq <8 x float> %2150, %71
  %2157 = select <8 x i1> %2156, <8 x float> %2155, <8 x float> %2152
  br label %2168

2158:                                             ; preds = %2149
  %2159 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2150)
  %2160 = bitcast <8 x float> %2150 to <8 x i32>
  %2161 = or <8 x i32> %2160, %109
  %2162 = bitcast <8 x i32> %2161 to <8 x float>
  %2163 = fcmp oeq <8 x float> %2150, %74
  %2164 = select <8 x i1> %2163, <8 x float> %2162, <8 x float> %2159
  br label %2168

2165:                                             ; preds = %2149
  %2166 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2131, <8 x i32> %1965)
  %2167 = fadd <8 x float> %2150, %2166
  br label %2168

2168:                                             ; preds = %2165, %2158, %2151
  %2169 = phi <8 x float> [ %2167, %2165 ], [ %2164, %2158 ], [ %2157, %2151 ]
  switch i64 %658, label %1256 [
    i64 1, label %2184
    i64 2, label %2177
    i64 3, label %2170
    i64 0, label %2187
  ]

2170:                                             ; preds = %2168
  %2171 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2169)
  %2172 = bitcast <8 x float> %2169 to <8 x i32>
  %2173 = and <8 x i32> %2172, %108
  %2174 = bitcast <8 x i32> %2173 to <8 x float>
  %2175 = fcmp oeq <8 x float> %2169, %71
  %2176 = select <8 x i1> %2175, <8 x float> %2174, <8 x float> %2171
  br label %2187

2177:                                             ; preds = %2168
  %2178 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2169)
  %2179 = bitcast <8 x float> %2169 to <8 x i32>
  %2180 = or <8 x i32> %2179, %109
  %2181 = bitcast <8 x i32> %2180 to <8 x float>
  %2182 = fcmp oeq <8 x float> %2169, %74
  %2183 = select <8 x i1> %2182, <8 x float> %2181, <8 x float> %2178
  br label %2187

2184:                                             ; preds = %2168
  %2185 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2131, <8 x i32> %1965)
  %2186 = fadd <8 x float> %2169, %2185
  br label %2187

2187:                                             ; preds = %2170, %2177, %2184, %2067, %2168, %2149
  %2188 = phi ptr [ %2069, %2067 ], [ %2129, %2170 ], [ %2129, %2149 ], [ %2129, %2168 ], [ %2129, %2184 ], [ %2129, %2177 ]
  %2189 = phi <8 x float> [ %2070, %2067 ], [ %2176, %2170 ], [ %2150, %2149 ], [ %2169, %2168 ], [ %2186, %2184 ], [ %2183, %2177 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %2188, <8 x i32> %1965, <8 x float> %2189)
  br label %2190

2190:                                             ; preds = %2187, %1959
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %13995

2191:                                             ; preds = %1167
  br i1 %85, label %2192, label %2403

2192:                                             ; preds = %2191
  %2193 = icmp sgt i64 %1169, 7
  %2194 = trunc i64 %1169 to i32
  %2195 = select i1 %2193, i32 8, i32 %2194
  %2196 = insertelement <8 x i32> poison, i32 %2195, i64 0
  %2197 = shufflevector <8 x i32> %2196, <8 x i32> poison, <8 x i32> zeroinitializer
  %2198 = icmp sgt <8 x i32> %2197, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %2206, label %2199

2199:                                             ; preds = %2192
  %2200 = load float, ptr %827, align 1
  %2201 = insertelement <8 x float> poison, float %2200, i64 0
  %2202 = shufflevector <8 x float> %2201, <8 x float> poison, <8 x i32> zeroinitializer
  %2203 = load float, ptr %1129, align 1
  %2204 = insertelement <8 x float> poison, float %2203, i64 0
  %2205 = shufflevector <8 x float> %2204, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2212

2206:                                             ; preds = %2192
  %2207 = getelementptr float, ptr %809, i64 %1168
  %2208 = getelementptr float, ptr %2207, i64 %831
  %2209 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2208, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2210 = getelementptr float, ptr %2207, i64 %1131
  %2211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2210, <8 x i1> %2198, <8 x float> zeroinitializer)
  br label %2212

2212:                                             ; preds = %2206, %2199
  %2213 = phi <8 x float> [ %2209, %2206 ], [ %2202, %2199 ]
  %2214 = phi <8 x float> [ %2211, %2206 ], [ %2205, %2199 ]
  %2215 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %2216, label %2235

2216:                                             ; preds = %2212
  br i1 %760, label %2218, label %2241

2217:                                             ; preds = %2241
  br i1 %762, label %2235, label %2218

2218:                                             ; preds = %2217, %2216
  %2219 = phi <8 x float> [ %2214, %2216 ], [ %2272, %2217 ]
  %2220 = phi <8 x float> [ %2213, %2216 ], [ %2267, %2217 ]
  %2221 = phi i64 [ 0, %2216 ], [ %2273, %2217 ]
  tail call void @llvm.assume(i1 %763)
  %2222 = mul nsw i64 %2221, %7
  %2223 = getelementptr inbounds float, ptr %2215, i64 %2222
  %2224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2223, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2225 = getelementptr float, ptr %830, i64 %2221
  %2226 = load float, ptr %2225, align 1
  %2227 = insertelement <8 x float> poison, float %2226, i64 0
  %2228 = shufflevector <8 x float> %2227, <8 x float> poison, <8 x i32> zeroinitializer
  %2229 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2224, <8 x float> %2228, <8 x float> %2220)
  %2230 = getelementptr float, ptr %2225, i64 %5
  %2231 = load float, ptr %2230, align 1
  %2232 = insertelement <8 x float> poison, float %2231, i64 0
  %2233 = shufflevector <8 x float> %2232, <8 x float> poison, <8 x i32> zeroinitializer
  %2234 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2224, <8 x float> %2233, <8 x float> %2219)
  br label %2235

2235:                                             ; preds = %2218, %2217, %2212
  %2236 = phi <8 x float> [ %2214, %2212 ], [ %2272, %2217 ], [ %2234, %2218 ]
  %2237 = phi <8 x float> [ %2213, %2212 ], [ %2267, %2217 ], [ %2229, %2218 ]
  %2238 = getelementptr float, ptr %814, i64 %1168
  %2239 = getelementptr float, ptr %2238, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2237, ptr align 1 %2239, <8 x i1> %2198)
  %2240 = getelementptr float, ptr %2238, i64 %1133
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2236, ptr align 1 %2240, <8 x i1> %2198)
  br i1 %107, label %13995, label %2276

2241:                                             ; preds = %2216, %2241
  %2242 = phi <8 x float> [ %2272, %2241 ], [ %2214, %2216 ]
  %2243 = phi <8 x float> [ %2267, %2241 ], [ %2213, %2216 ]
  %2244 = phi i64 [ %2273, %2241 ], [ 0, %2216 ]
  %2245 = phi i64 [ %2274, %2241 ], [ 0, %2216 ]
  %2246 = mul nsw i64 %2244, %7
  %2247 = getelementptr inbounds float, ptr %2215, i64 %2246
  %2248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2247, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2249 = getelementptr float, ptr %830, i64 %2244
  %2250 = load float, ptr %2249, align 1
  %2251 = insertelement <8 x float> poison, float %2250, i64 0
  %2252 = shufflevector <8 x float> %2251, <8 x float> poison, <8 x i32> zeroinitializer
  %2253 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2248, <8 x float> %2252, <8 x float> %2243)
  %2254 = getelementptr float, ptr %2249, i64 %5
  %2255 = load float, ptr %2254, align 1
  %2256 = insertelement <8 x float> poison, float %2255, i64 0
  %2257 = shufflevector <8 x float> %2256, <8 x float> poison, <8 x i32> zeroinitializer
  %2258 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2248, <8 x float> %2257, <8 x float> %2242)
  %2259 = or disjoint i64 %2244, 1
  %2260 = mul nsw i64 %2259, %7
  %2261 = getelementptr inbounds float, ptr %2215, i64 %2260
  %2262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2261, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2263 = getelementptr float, ptr %830, i64 %2259
  %2264 = load float, ptr %2263, align 1
  %2265 = insertelement <8 x float> poison, float %2264, i64 0
  %2266 = shufflevector <8 x float> %2265, <8 x float> poison, <8 x i32> zeroinitializer
  %2267 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2262, <8 x float> %2266, <8 x float> %2253)
  %2268 = getelementptr float, ptr %2263, i64 %5
  %2269 = load float, ptr %2268, align 1
  %2270 = insertelement <8 x float> poison, float %2269, i64 0
  %2271 = shufflevector <8 x float> %2270, <8 x float> poison, <8 x i32> zeroinitializer
  %2272 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2262, <8 x float> %2271, <8 x float> %2258)
  %2273 = add nuw nsw i64 %2244, 2
  %2274 = add i64 %2245, 2
  %2275 = icmp eq i64 %2274, %761
  br i1 %2275, label %2217, label %2241

2276:                                             ; preds = %2235
  %2277 = add nsw i64 %831, %1168
  %2278 = getelementptr inbounds float, ptr %814, i64 %2277
  %2279 = getelementptr inbounds float, ptr %812, i64 %2277
  %2280 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2278, <8 x i1> %2198, <8 x float> zeroinitializer)
  switch i64 %641, label %1256 [
    i64 1, label %2284
    i64 2, label %2287
    i64 3, label %2294
    i64 0, label %2281
  ]

2281:                                             ; preds = %2276
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2280, ptr align 1 %2278, <8 x i1> %2198)
  %2282 = getelementptr float, ptr %1163, i64 %1168
  %2283 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2282, <8 x i1> %2198, <8 x float> zeroinitializer)
  br label %2400

2284:                                             ; preds = %2276
  %2285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2279, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2286 = fadd <8 x float> %2280, %2285
  br label %2301

2287:                                             ; preds = %2276
  %2288 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2280)
  %2289 = bitcast <8 x float> %2280 to <8 x i32>
  %2290 = or <8 x i32> %2289, %109
  %2291 = bitcast <8 x i32> %2290 to <8 x float>
  %2292 = fcmp oeq <8 x float> %2280, %74
  %2293 = select <8 x i1> %2292, <8 x float> %2291, <8 x float> %2288
  br label %2301

2294:                                             ; preds = %2276
  %2295 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2280)
  %2296 = bitcast <8 x float> %2280 to <8 x i32>
  %2297 = and <8 x i32> %2296, %108
  %2298 = bitcast <8 x i32> %2297 to <8 x float>
  %2299 = fcmp oeq <8 x float> %2280, %71
  %2300 = select <8 x i1> %2299, <8 x float> %2298, <8 x float> %2295
  br label %2301

2301:                                             ; preds = %2294, %2287, %2284
  %2302 = phi <8 x float> [ %2286, %2284 ], [ %2293, %2287 ], [ %2300, %2294 ]
  switch i64 %643, label %1256 [
    i64 1, label %2317
    i64 2, label %2310
    i64 3, label %2303
    i64 0, label %2339
  ]

2303:                                             ; preds = %2301
  %2304 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2302)
  %2305 = bitcast <8 x float> %2302 to <8 x i32>
  %2306 = and <8 x i32> %2305, %108
  %2307 = bitcast <8 x i32> %2306 to <8 x float>
  %2308 = fcmp oeq <8 x float> %2302, %71
  %2309 = select <8 x i1> %2308, <8 x float> %2307, <8 x float> %2304
  br label %2320

2310:                                             ; preds = %2301
  %2311 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2302)
  %2312 = bitcast <8 x float> %2302 to <8 x i32>
  %2313 = or <8 x i32> %2312, %109
  %2314 = bitcast <8 x i32> %2313 to <8 x float>
  %2315 = fcmp oeq <8 x float> %2302, %74
  %2316 = select <8 x i1> %2315, <8 x float> %2314, <8 x float> %2311
  br label %2320

2317:                                             ; preds = %2301
  %2318 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2279, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2319 = fadd <8 x float> %2302, %2318
  br label %2320

2320:                                             ; preds = %2317, %2310, %2303
  %2321 = phi <8 x float> [ %2319, %2317 ], [ %2316, %2310 ], [ %2309, %2303 ]
  switch i64 %645, label %1256 [
    i64 1, label %2336
    i64 2, label %2329
    i64 3, label %2322
    i64 0, label %2339
  ]

2322:                                             ; preds = %2320
  %2323 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2321)
  %2324 = bitcast <8 x float> %2321 to <8 x i32>
  %2325 = and <8 x i32> %2324, %108
  %2326 = bitcast <8 x i32> %2325 to <8 x float>
  %2327 = fcmp oeq <8 x float> %2321, %71
  %2328 = select <8 x i1> %2327, <8 x float> %2326, <8 x float> %2323
  br label %2339

2329:                                             ; preds = %2320
  %2330 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2321)
  %2331 = bitcast <8 x float> %2321 to <8 x i32>
  %2332 = or <8 x i32> %2331, %109
  %2333 = bitcast <8 x i32> %2332 to <8 x float>
  %2334 = fcmp oeq <8 x float> %2321, %74
  %2335 = select <8 x i1> %2334, <8 x float> %2333, <8 x float> %2330
  br label %2339

2336:                                             ; preds = %2320
  %2337 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2279, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2338 = fadd <8 x float> %2321, %2337
  br label %2339

2339:                                             ; preds = %2322, %2329, %2336, %2320, %2301
  %2340 = phi <8 x float> [ %2321, %2320 ], [ %2328, %2322 ], [ %2302, %2301 ], [ %2338, %2336 ], [ %2335, %2329 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2340, ptr align 1 %2278, <8 x i1> %2198)
  %2341 = add nsw i64 %1133, %1168
  %2342 = getelementptr inbounds float, ptr %814, i64 %2341
  %2343 = getelementptr inbounds float, ptr %812, i64 %2341
  %2344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2342, <8 x i1> %2198, <8 x float> zeroinitializer)
  switch i64 %641, label %1256 [
    i64 1, label %2359
    i64 2, label %2352
    i64 3, label %2345
  ]

2345:                                             ; preds = %2339
  %2346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2344)
  %2347 = bitcast <8 x float> %2344 to <8 x i32>
  %2348 = and <8 x i32> %2347, %108
  %2349 = bitcast <8 x i32> %2348 to <8 x float>
  %2350 = fcmp oeq <8 x float> %2344, %71
  %2351 = select <8 x i1> %2350, <8 x float> %2349, <8 x float> %2346
  br label %2362

2352:                                             ; preds = %2339
  %2353 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2344)
  %2354 = bitcast <8 x float> %2344 to <8 x i32>
  %2355 = or <8 x i32> %2354, %109
  %2356 = bitcast <8 x i32> %2355 to <8 x float>
  %2357 = fcmp oeq <8 x float> %2344, %74
  %2358 = select <8 x i1> %2357, <8 x float> %2356, <8 x float> %2353
  br label %2362

2359:                                             ; preds = %2339
  %2360 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2343, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2361 = fadd <8 x float> %2344, %2360
  br label %2362

2362:                                             ; preds = %2359, %2352, %2345
  %2363 = phi <8 x float> [ %2361, %2359 ], [ %2358, %2352 ], [ %2351, %2345 ]
  switch i64 %647, label %1256 [
    i64 1, label %2378
    i64 2, label %2371
    i64 3, label %2364
    i64 0, label %2400
  ]

2364:                                             ; preds = %2362
  %2365 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2363)
  %2366 = bitcast <8 x float> %2363 to <8 x i32>
  %2367 = and <8 x i32> %2366, %108
  %2368 = bitcast <8 x i32> %2367 to <8 x float>
  %2369 = fcmp oeq <8 x float> %2363, %71
  %2370 = select <8 x i1> %2369, <8 x float> %2368, <8 x float> %2365
  br label %2381

2371:                                             ; preds = %2362
  %2372 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2363)
  %2373 = bitcast <8 x float> %2363 to <8 x i32>
  %2374 = or <8 x i32> %2373, %109
  %2375 = bitcast <8 x i32> %2374 to <8 x float>
  %2376 = fcmp oeq <8 x float> %2363, %74
  %2377 = select <8 x i1> %2376, <8 x float> %2375, <8 x float> %2372
  br label %2381

2378:                                             ; preds = %2362
  %2379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2343, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2380 = fadd <8 x float> %2363, %2379
  br label %2381

2381:                                             ; preds = %2378, %2371, %2364
  %2382 = phi <8 x float> [ %2380, %2378 ], [ %2377, %2371 ], [ %2370, %2364 ]
  switch i64 %649, label %1256 [
    i64 1, label %2397
    i64 2, label %2390
    i64 3, label %2383
    i64 0, label %2400
  ]

2383:                                             ; preds = %2381
  %2384 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2382)
  %2385 = bitcast <8 x float> %2382 to <8 x i32>
  %2386 = and <8 x i32> %2385, %108
  %2387 = bitcast <8 x i32> %2386 to <8 x float>
  %2388 = fcmp oeq <8 x float> %2382, %71
  %2389 = select <8 x i1> %2388, <8 x float> %2387, <8 x float> %2384
  br label %2400

2390:                                             ; preds = %2381
  %2391 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2382)
  %2392 = bitcast <8 x float> %2382 to <8 x i32>
  %2393 = or <8 x i32> %2392, %109
  %2394 = bitcast <8 x i32> %2393 to <8 x float>
  %2395 = fcmp oeq <8 x float> %2382, %74
  %2396 = select <8 x i1> %2395, <8 x float> %2394, <8 x float> %2391
  br label %2400

2397:                                             ; preds = %2381
  %2398 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2343, <8 x i1> %2198, <8 x float> zeroinitializer)
  %2399 = fadd <8 x float> %2382, %2398
  br label %2400

2400:                                             ; preds = %2383, %2390, %2397, %2281, %2381, %2362
  %2401 = phi ptr [ %2282, %2281 ], [ %2342, %2383 ], [ %2342, %2362 ], [ %2342, %2381 ], [ %2342, %2397 ], [ %2342, %2390 ]
  %2402 = phi <8 x float> [ %2283, %2281 ], [ %2389, %2383 ], [ %2363, %2362 ], [ %2382, %2381 ], [ %2399, %2397 ], [ %2396, %2390 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2402, ptr align 1 %2401, <8 x i1> %2198)
  br label %13995

2403:                                             ; preds = %2191
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  %2404 = icmp sgt i64 %1169, 7
  %2405 = trunc i64 %1169 to i32
  %2406 = select i1 %2404, i32 8, i32 %2405
  %2407 = insertelement <8 x i32> poison, i32 %2406, i64 0
  %2408 = shufflevector <8 x i32> %2407, <8 x i32> poison, <8 x i32> zeroinitializer
  %2409 = icmp sgt <8 x i32> %2408, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %32, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %31, i8 0, i64 28, i1 false)
  %2410 = sdiv i64 %7, %19
  %2411 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %2412 = icmp sgt i64 %1169, 0
  br i1 %2412, label %2413, label %2419

2413:                                             ; preds = %2403
  %2414 = srem i64 %1168, %19
  %2415 = sdiv i64 %1168, %19
  %2416 = sub nsw i64 0, %2414
  %2417 = insertelement <8 x i64> poison, i64 %2410, i64 0
  %2418 = shufflevector <8 x i64> %2417, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %2420

2419:                                             ; preds = %2508, %2403
  br i1 %104, label %2540, label %2533

2420:                                             ; preds = %2413, %2508
  %2421 = phi i64 [ %2416, %2413 ], [ 0, %2508 ]
  %2422 = phi i64 [ 0, %2413 ], [ %2426, %2508 ]
  %2423 = phi i64 [ %2415, %2413 ], [ %2509, %2508 ]
  %2424 = add i64 %2421, %19
  %2425 = add i64 %2424, %2422
  %2426 = tail call i64 @llvm.smin.i64(i64 %2425, i64 %2411)
  br i1 %102, label %2427, label %2457

2427:                                             ; preds = %2420
  %2428 = sub i64 %2423, %22
  %2429 = icmp sgt i64 %2426, %2422
  %2430 = shl nsw i64 -1, %2426
  %2431 = xor i64 %2430, -1
  %2432 = shl nsw i64 -1, %2422
  %2433 = and i64 %2432, %2431
  %2434 = trunc i64 %2433 to i32
  %2435 = select i1 %2429, i32 %2434, i32 0
  br i1 %747, label %2455, label %2436

2436:                                             ; preds = %2427
  %2437 = insertelement <8 x i64> poison, i64 %2428, i64 0
  %2438 = shufflevector <8 x i64> %2437, <8 x i64> poison, <8 x i32> zeroinitializer
  %2439 = insertelement <8 x i32> poison, i32 %2435, i64 0
  %2440 = shufflevector <8 x i32> %2439, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %2441

2441:                                             ; preds = %2441, %2436
  %2442 = phi i64 [ 0, %2436 ], [ %2451, %2441 ]
  %2443 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %2436 ], [ %2452, %2441 ]
  %2444 = add <8 x i64> %2438, %2443
  %2445 = icmp sgt <8 x i64> %2444, splat (i64 -1)
  %2446 = icmp slt <8 x i64> %2444, %2418
  %2447 = and <8 x i1> %2445, %2446
  %2448 = getelementptr i32, ptr %31, i64 %2442
  %2449 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %2448, <8 x i1> %2447, <8 x i32> poison)
  %2450 = or <8 x i32> %2449, %2440
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %2450, ptr align 16 %2448, <8 x i1> %2447)
  %2451 = add nuw i64 %2442, 8
  %2452 = add nuw nsw <8 x i64> %2443, splat (i64 8)
  %2453 = icmp eq i64 %2451, %748
  br i1 %2453, label %2454, label %2441

2454:                                             ; preds = %2441
  br i1 %749, label %2457, label %2455

2455:                                             ; preds = %2427, %2454
  %2456 = phi i64 [ 0, %2427 ], [ %748, %2454 ]
  br label %2495

2457:                                             ; preds = %2505, %2454, %2420
  br i1 %103, label %2458, label %2508

2458:                                             ; preds = %2457
  %2459 = add i64 %2421, %23
  %2460 = add i64 %2459, %2422
  %2461 = add nsw i64 %2425, %23
  br i1 %750, label %2492, label %2462

2462:                                             ; preds = %2458
  %2463 = insertelement <8 x i64> poison, i64 %2460, i64 0
  %2464 = shufflevector <8 x i64> %2463, <8 x i64> poison, <8 x i32> zeroinitializer
  %2465 = insertelement <8 x i64> poison, i64 %2461, i64 0
  %2466 = shufflevector <8 x i64> %2465, <8 x i64> poison, <8 x i32> zeroinitializer
  %2467 = insertelement <8 x i64> poison, i64 %2422, i64 0
  %2468 = shufflevector <8 x i64> %2467, <8 x i64> poison, <8 x i32> zeroinitializer
  %2469 = insertelement <8 x i64> poison, i64 %2426, i64 0
  %2470 = shufflevector <8 x i64> %2469, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %2471

2471:                                             ; preds = %2471, %2462
  %2472 = phi i64 [ 0, %2462 ], [ %2488, %2471 ]
  %2473 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %2462 ], [ %2489, %2471 ]
  %2474 = add <8 x i64> %2464, %2473
  %2475 = add <8 x i64> %2466, %2473
  %2476 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %2474, <8 x i64> %2468)
  %2477 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2475, <8 x i64> %2470)
  %2478 = icmp sgt <8 x i64> %2477, %2476
  %2479 = shl nsw <8 x i64> splat (i64 -1), %2477
  %2480 = xor <8 x i64> %2479, splat (i64 -1)
  %2481 = shl nsw <8 x i64> splat (i64 -1), %2476
  %2482 = and <8 x i64> %2481, %2480
  %2483 = trunc <8 x i64> %2482 to <8 x i32>
  %2484 = select <8 x i1> %2478, <8 x i32> %2483, <8 x i32> zeroinitializer
  %2485 = getelementptr inbounds nuw i32, ptr %32, i64 %2472
  %2486 = load <8 x i32>, ptr %2485, align 16
  %2487 = or <8 x i32> %2486, %2484
  store <8 x i32> %2487, ptr %2485, align 16
  %2488 = add nuw i64 %2472, 8
  %2489 = add <8 x i64> %2473, splat (i64 -8)
  %2490 = icmp eq i64 %2488, %751
  br i1 %2490, label %2491, label %2471

2491:                                             ; preds = %2471
  br i1 %753, label %2508, label %2492

2492:                                             ; preds = %2458, %2491
  %2493 = phi i64 [ 0, %2458 ], [ %752, %2491 ]
  %2494 = phi i64 [ 0, %2458 ], [ %751, %2491 ]
  br label %2511

2495:                                             ; preds = %2455, %2505
  %2496 = phi i64 [ %2506, %2505 ], [ %2456, %2455 ]
  %2497 = add i64 %2428, %2496
  %2498 = icmp sgt i64 %2497, -1
  %2499 = icmp slt i64 %2497, %2410
  %2500 = and i1 %2498, %2499
  br i1 %2500, label %2501, label %2505

2501:                                             ; preds = %2495
  %2502 = getelementptr inbounds nuw i32, ptr %31, i64 %2496
  %2503 = load i32, ptr %2502, align 4
  %2504 = or i32 %2503, %2435
  store i32 %2504, ptr %2502, align 4
  br label %2505

2505:                                             ; preds = %2501, %2495
  %2506 = add nuw nsw i64 %2496, 1
  %2507 = icmp eq i64 %2506, %20
  br i1 %2507, label %2457, label %2495

2508:                                             ; preds = %2511, %2491, %2457
  %2509 = add nsw i64 %2423, 1
  %2510 = icmp slt i64 %2425, %2411
  br i1 %2510, label %2420, label %2419

2511:                                             ; preds = %2492, %2511
  %2512 = phi i64 [ %2529, %2511 ], [ %2493, %2492 ]
  %2513 = phi i64 [ %2528, %2511 ], [ %2494, %2492 ]
  %2514 = add i64 %2460, %2512
  %2515 = add i64 %2461, %2512
  %2516 = tail call i64 @llvm.smax.i64(i64 %2514, i64 %2422)
  %2517 = tail call i64 @llvm.smin.i64(i64 %2515, i64 %2426)
  %2518 = icmp sgt i64 %2517, %2516
  %2519 = shl nsw i64 -1, %2517
  %2520 = xor i64 %2519, -1
  %2521 = shl nsw i64 -1, %2516
  %2522 = and i64 %2521, %2520
  %2523 = trunc i64 %2522 to i32
  %2524 = select i1 %2518, i32 %2523, i32 0
  %2525 = getelementptr inbounds nuw i32, ptr %32, i64 %2513
  %2526 = load i32, ptr %2525, align 4
  %2527 = or i32 %2526, %2524
  store i32 %2527, ptr %2525, align 4
  %2528 = add nuw nsw i64 %2513, 1
  %2529 = xor i64 %2513, -1
  %2530 = icmp eq i64 %2528, %21
  br i1 %2530, label %2508, label %2511

2531:                                             ; preds = %2546
  %2532 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %2555

2533:                                             ; preds = %2419
  %2534 = load float, ptr %827, align 1
  %2535 = insertelement <8 x float> poison, float %2534, i64 0
  %2536 = shufflevector <8 x float> %2535, <8 x float> poison, <8 x i32> zeroinitializer
  %2537 = load float, ptr %1124, align 1
  %2538 = insertelement <8 x float> poison, float %2537, i64 0
  %2539 = shufflevector <8 x float> %2538, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2546

2540:                                             ; preds = %2419
  %2541 = getelementptr float, ptr %809, i64 %1168
  %2542 = getelementptr float, ptr %2541, i64 %831
  %2543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2542, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2544 = getelementptr float, ptr %2541, i64 %1126
  %2545 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2544, <8 x i1> %2409, <8 x float> zeroinitializer)
  br label %2546

2546:                                             ; preds = %2540, %2533
  %2547 = phi <8 x float> [ %2543, %2540 ], [ %2536, %2533 ]
  %2548 = phi <8 x float> [ %2545, %2540 ], [ %2539, %2533 ]
  br i1 %102, label %2531, label %2549

2549:                                             ; preds = %2567, %2546
  %2550 = phi <8 x float> [ %2547, %2546 ], [ %2568, %2567 ]
  %2551 = phi <8 x float> [ %2548, %2546 ], [ %2569, %2567 ]
  %2552 = getelementptr float, ptr %814, i64 %1168
  %2553 = getelementptr float, ptr %2552, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2550, ptr align 1 %2553, <8 x i1> %2409)
  %2554 = getelementptr float, ptr %2552, i64 %1128
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2551, ptr align 1 %2554, <8 x i1> %2409)
  br i1 %107, label %2781, label %2654

2555:                                             ; preds = %2531, %2567
  %2556 = phi <8 x float> [ %2547, %2531 ], [ %2568, %2567 ]
  %2557 = phi <8 x float> [ %2548, %2531 ], [ %2569, %2567 ]
  %2558 = phi i64 [ 0, %2531 ], [ %2570, %2567 ]
  br i1 %103, label %2559, label %2567

2559:                                             ; preds = %2555
  %2560 = getelementptr inbounds nuw i32, ptr %31, i64 %2558
  %2561 = sub nsw i64 %2558, %22
  %2562 = mul nsw i64 %2561, %19
  %2563 = getelementptr inbounds float, ptr %2532, i64 %2562
  %2564 = mul nuw nsw i64 %2558, %21
  %2565 = getelementptr inbounds nuw float, ptr %828, i64 %2564
  %2566 = load i32, ptr %2560, align 4
  br label %2572

2567:                                             ; preds = %2608, %2555
  %2568 = phi <8 x float> [ %2556, %2555 ], [ %2609, %2608 ]
  %2569 = phi <8 x float> [ %2557, %2555 ], [ %2610, %2608 ]
  %2570 = add nuw nsw i64 %2558, 1
  %2571 = icmp eq i64 %2570, %20
  br i1 %2571, label %2549, label %2555

2572:                                             ; preds = %2559, %2608
  %2573 = phi <8 x float> [ %2556, %2559 ], [ %2609, %2608 ]
  %2574 = phi <8 x float> [ %2557, %2559 ], [ %2610, %2608 ]
  %2575 = phi i64 [ 0, %2559 ], [ %2611, %2608 ]
  %2576 = getelementptr inbounds nuw i32, ptr %32, i64 %2575
  %2577 = load i32, ptr %2576, align 4
  %2578 = and i32 %2577, %2566
  %2579 = insertelement <8 x i32> poison, i32 %2578, i64 0
  %2580 = shufflevector <8 x i32> %2579, <8 x i32> poison, <8 x i32> zeroinitializer
  %2581 = and <8 x i32> %2580, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %2582 = icmp ne <8 x i32> %2581, zeroinitializer
  %2583 = sub nsw i64 %2575, %23
  %2584 = getelementptr inbounds float, ptr %2563, i64 %2583
  %2585 = getelementptr inbounds nuw float, ptr %2565, i64 %2575
  br i1 %106, label %2586, label %2608

2586:                                             ; preds = %2572
  br i1 %755, label %2588, label %2613

2587:                                             ; preds = %2613
  br i1 %757, label %2608, label %2588

2588:                                             ; preds = %2587, %2586
  %2589 = phi <8 x float> [ %2573, %2586 ], [ %2643, %2587 ]
  %2590 = phi <8 x float> [ %2574, %2586 ], [ %2650, %2587 ]
  %2591 = phi i64 [ 0, %2586 ], [ %2651, %2587 ]
  tail call void @llvm.assume(i1 %758)
  %2592 = mul nsw i64 %2591, %7
  %2593 = getelementptr inbounds float, ptr %2584, i64 %2592
  %2594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2593, <8 x i1> %2582, <8 x float> zeroinitializer)
  %2595 = mul nuw nsw i64 %2591, %101
  %2596 = getelementptr inbounds nuw float, ptr %2585, i64 %2595
  %2597 = load float, ptr %2596, align 1
  %2598 = insertelement <8 x float> poison, float %2597, i64 0
  %2599 = shufflevector <8 x float> %2598, <8 x float> poison, <8 x i32> zeroinitializer
  %2600 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2594, <8 x float> %2599, <8 x float> %2589)
  %2601 = add nuw nsw i64 %5, %2591
  %2602 = mul nuw nsw i64 %2601, %101
  %2603 = getelementptr inbounds nuw float, ptr %2585, i64 %2602
  %2604 = load float, ptr %2603, align 1
  %2605 = insertelement <8 x float> poison, float %2604, i64 0
  %2606 = shufflevector <8 x float> %2605, <8 x float> poison, <8 x i32> zeroinitializer
  %2607 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2594, <8 x float> %2606, <8 x float> %2590)
  br label %2608

2608:                                             ; preds = %2588, %2587, %2572
  %2609 = phi <8 x float> [ %2573, %2572 ], [ %2643, %2587 ], [ %2600, %2588 ]
  %2610 = phi <8 x float> [ %2574, %2572 ], [ %2650, %2587 ], [ %2607, %2588 ]
  %2611 = add nuw nsw i64 %2575, 1
  %2612 = icmp eq i64 %2611, %21
  br i1 %2612, label %2567, label %2572

2613:                                             ; preds = %2586, %2613
  %2614 = phi <8 x float> [ %2643, %2613 ], [ %2573, %2586 ]
  %2615 = phi <8 x float> [ %2650, %2613 ], [ %2574, %2586 ]
  %2616 = phi i64 [ %2651, %2613 ], [ 0, %2586 ]
  %2617 = phi i64 [ %2652, %2613 ], [ 0, %2586 ]
  %2618 = mul nsw i64 %2616, %7
  %2619 = getelementptr inbounds float, ptr %2584, i64 %2618
  %2620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2619, <8 x i1> %2582, <8 x float> zeroinitializer)
  %2621 = mul nuw nsw i64 %2616, %101
  %2622 = getelementptr inbounds nuw float, ptr %2585, i64 %2621
  %2623 = load float, ptr %2622, align 1
  %2624 = insertelement <8 x float> poison, float %2623, i64 0
  %2625 = shufflevector <8 x float> %2624, <8 x float> poison, <8 x i32> zeroinitializer
  %2626 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2620, <8 x float> %2625, <8 x float> %2614)
  %2627 = add nuw nsw i64 %5, %2616
  %2628 = mul nuw nsw i64 %2627, %101
  %2629 = getelementptr inbounds nuw float, ptr %2585, i64 %2628
  %2630 = load float, ptr %2629, align 1
  %2631 = insertelement <8 x float> poison, float %2630, i64 0
  %2632 = shufflevector <8 x float> %2631, <8 x float> poison, <8 x i32> zeroinitializer
  %2633 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2620, <8 x float> %2632, <8 x float> %2615)
  %2634 = or disjoint i64 %2616, 1
  %2635 = mul nsw i64 %2634, %7
  %2636 = getelementptr inbounds float, ptr %2584, i64 %2635
  %2637 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2636, <8 x i1> %2582, <8 x float> zeroinitializer)
  %2638 = mul nuw nsw i64 %2634, %101
  %2639 = getelementptr inbounds nuw float, ptr %2585, i64 %2638
  %2640 = load float, ptr %2639, align 1
  %2641 = insertelement <8 x float> poison, float %2640, i64 0
  %2642 = shufflevector <8 x float> %2641, <8 x float> poison, <8 x i32> zeroinitializer
  %2643 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2637, <8 x float> %2642, <8 x float> %2626)
  %2644 = add nuw nsw i64 %5, %2634
  %2645 = mul nuw nsw i64 %2644, %101
  %2646 = getelementptr inbounds nuw float, ptr %2585, i64 %2645
  %2647 = load float, ptr %2646, align 1
  %2648 = insertelement <8 x float> poison, float %2647, i64 0
  %2649 = shufflevector <8 x float> %2648, <8 x float> poison, <8 x i32> zeroinitializer
  %2650 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2637, <8 x float> %2649, <8 x float> %2633)
  %2651 = add nuw nsw i64 %2616, 2
  %2652 = add i64 %2617, 2
  %2653 = icmp eq i64 %2652, %756
  br i1 %2653, label %2587, label %2613

2654:                                             ; preds = %2549
  %2655 = add nsw i64 %831, %1168
  %2656 = getelementptr inbounds float, ptr %814, i64 %2655
  %2657 = getelementptr inbounds float, ptr %812, i64 %2655
  %2658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2656, <8 x i1> %2409, <8 x float> zeroinitializer)
  switch i64 %632, label %1256 [
    i64 1, label %2662
    i64 2, label %2665
    i64 3, label %2672
    i64 0, label %2659
  ]

2659:                                             ; preds = %2654
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2658, ptr align 1 %2656, <8 x i1> %2409)
  %2660 = getelementptr float, ptr %1162, i64 %1168
  %2661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2660, <8 x i1> %2409, <8 x float> zeroinitializer)
  br label %2778

2662:                                             ; preds = %2654
  %2663 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2657, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2664 = fadd <8 x float> %2658, %2663
  br label %2679

2665:                                             ; preds = %2654
  %2666 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2658)
  %2667 = bitcast <8 x float> %2658 to <8 x i32>
  %2668 = or <8 x i32> %2667, %109
  %2669 = bitcast <8 x i32> %2668 to <8 x float>
  %2670 = fcmp oeq <8 x float> %2658, %74
  %2671 = select <8 x i1> %2670, <8 x float> %2669, <8 x float> %2666
  br label %2679

2672:                                             ; preds = %2654
  %2673 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2658)
  %2674 = bitcast <8 x float> %2658 to <8 x i32>
  %2675 = and <8 x i32> %2674, %108
  %2676 = bitcast <8 x i32> %2675 to <8 x float>
  %2677 = fcmp oeq <8 x float> %2658, %71
  %2678 = select <8 x i1> %2677, <8 x float> %2676, <8 x float> %2673
  br label %2679

2679:                                             ; preds = %2672, %2665, %2662
  %2680 = phi <8 x float> [ %2664, %2662 ], [ %2671, %2665 ], [ %2678, %2672 ]
  switch i64 %634, label %1256 [
    i64 1, label %2695
    i64 2, label %2688
    i64 3, label %2681
    i64 0, label %2717
  ]

2681:                                             ; preds = %2679
  %2682 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2680)
  %2683 = bitcast <8 x float> %2680 to <8 x i32>
  %2684 = and <8 x i32> %2683, %108
  %2685 = bitcast <8 x i32> %2684 to <8 x float>
  %2686 = fcmp oeq <8 x float> %2680, %71
  %2687 = select <8 x i1> %2686, <8 x float> %2685, <8 x float> %2682
  br label %2698

2688:                                             ; preds = %2679
  %2689 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2680)
  %2690 = bitcast <8 x float> %2680 to <8 x i32>
  %2691 = or <8 x i32> %2690, %109
  %2692 = bitcast <8 x i32> %2691 to <8 x float>
  %2693 = fcmp oeq <8 x float> %2680, %74
  %2694 = select <8 x i1> %2693, <8 x float> %2692, <8 x float> %2689
  br label %2698

2695:                                             ; preds = %2679
  %2696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2657, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2697 = fadd <8 x float> %2680, %2696
  br label %2698

2698:                                             ; preds = %2695, %2688, %2681
  %2699 = phi <8 x float> [ %2697, %2695 ], [ %2694, %2688 ], [ %2687, %2681 ]
  switch i64 %636, label %1256 [
    i64 1, label %2714
    i64 2, label %2707
    i64 3, label %2700
    i64 0, label %2717
  ]

2700:                                             ; preds = %2698
  %2701 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2699)
  %2702 = bitcast <8 x float> %2699 to <8 x i32>
  %2703 = and <8 x i32> %2702, %108
  %2704 = bitcast <8 x i32> %2703 to <8 x float>
  %2705 = fcmp oeq <8 x float> %2699, %71
  %2706 = select <8 x i1> %2705, <8 x float> %2704, <8 x float> %2701
  br label %2717

2707:                                             ; preds = %2698
  %2708 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2699)
  %2709 = bitcast <8 x float> %2699 to <8 x i32>
  %2710 = or <8 x i32> %2709, %109
  %2711 = bitcast <8 x i32> %2710 to <8 x float>
  %2712 = fcmp oeq <8 x float> %2699, %74
  %2713 = select <8 x i1> %2712, <8 x float> %2711, <8 x float> %2708
  br label %2717

2714:                                             ; preds = %2698
  %2715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2657, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2716 = fadd <8 x float> %2699, %2715
  br label %2717

2717:                                             ; preds = %2700, %2707, %2714, %2698, %2679
  %2718 = phi <8 x float> [ %2699, %2698 ], [ %2706, %2700 ], [ %2680, %2679 ], [ %2716, %2714 ], [ %2713, %2707 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2718, ptr align 1 %2656, <8 x i1> %2409)
  %2719 = add nsw i64 %1128, %1168
  %2720 = getelementptr inbounds float, ptr %814, i64 %2719
  %2721 = getelementptr inbounds float, ptr %812, i64 %2719
  %2722 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2720, <8 x i1> %2409, <8 x float> zeroinitializer)
  switch i64 %632, label %1256 [
    i64 1, label %2737
    i64 2, label %2730
    i64 3, label %2723
  ]

2723:                                             ; preds = %2717
  %2724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2722)
  %2725 = bitcast <8 x float> %2722 to <8 x i32>
  %2726 = and <8 x i32> %2725, %108
  %2727 = bitcast <8 x i32> %2726 to <8 x float>
  %2728 = fcmp oeq <8 x float> %2722, %71
  %2729 = select <8 x i1> %2728, <8 x float> %2727, <8 x float> %2724
  br label %2740

2730:                                             ; preds = %2717
  %2731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2722)
  %2732 = bitcast <8 x float> %2722 to <8 x i32>
  %2733 = or <8 x i32> %2732, %109
  %2734 = bitcast <8 x i32> %2733 to <8 x float>
  %2735 = fcmp oeq <8 x float> %2722, %74
  %2736 = select <8 x i1> %2735, <8 x float> %2734, <8 x float> %2731
  br label %2740

2737:                                             ; preds = %2717
  %2738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2721, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2739 = fadd <8 x float> %2722, %2738
  br label %2740

2740:                                             ; preds = %2737, %2730, %2723
  %2741 = phi <8 x float> [ %2739, %2737 ], [ %2736, %2730 ], [ %2729, %2723 ]
  switch i64 %638, label %1256 [
    i64 1, label %2756
    i64 2, label %2749
    i64 3, label %2742
    i64 0, label %2778
  ]

2742:                                             ; preds = %2740
  %2743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2741)
  %2744 = bitcast <8 x float> %2741 to <8 x i32>
  %2745 = and <8 x i32> %2744, %108
  %2746 = bitcast <8 x i32> %2745 to <8 x float>
  %2747 = fcmp oeq <8 x float> %2741, %71
  %2748 = select <8 x i1> %2747, <8 x float> %2746, <8 x float> %2743
  br label %2759

2749:                                             ; preds = %2740
  %2750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2741)
  %2751 = bitcast <8 x float> %2741 to <8 x i32>
  %2752 = or <8 x i32> %2751, %109
  %2753 = bitcast <8 x i32> %2752 to <8 x float>
  %2754 = fcmp oeq <8 x float> %2741, %74
  %2755 = select <8 x i1> %2754, <8 x float> %2753, <8 x float> %2750
  br label %2759

2756:                                             ; preds = %2740
  %2757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2721, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2758 = fadd <8 x float> %2741, %2757
  br label %2759

2759:                                             ; preds = %2756, %2749, %2742
  %2760 = phi <8 x float> [ %2758, %2756 ], [ %2755, %2749 ], [ %2748, %2742 ]
  switch i64 %640, label %1256 [
    i64 1, label %2775
    i64 2, label %2768
    i64 3, label %2761
    i64 0, label %2778
  ]

2761:                                             ; preds = %2759
  %2762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2760)
  %2763 = bitcast <8 x float> %2760 to <8 x i32>
  %2764 = and <8 x i32> %2763, %108
  %2765 = bitcast <8 x i32> %2764 to <8 x float>
  %2766 = fcmp oeq <8 x float> %2760, %71
  %2767 = select <8 x i1> %2766, <8 x float> %2765, <8 x float> %2762
  br label %2778

2768:                                             ; preds = %2759
  %2769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2760)
  %2770 = bitcast <8 x float> %2760 to <8 x i32>
  %2771 = or <8 x i32> %2770, %109
  %2772 = bitcast <8 x i32> %2771 to <8 x float>
  %2773 = fcmp oeq <8 x float> %2760, %74
  %2774 = select <8 x i1> %2773, <8 x float> %2772, <8 x float> %2769
  br label %2778

2775:                                             ; preds = %2759
  %2776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2721, <8 x i1> %2409, <8 x float> zeroinitializer)
  %2777 = fadd <8 x float> %2760, %2776
  br label %2778

2778:                                             ; preds = %2761, %2768, %2775, %2659, %2759, %2740
  %2779 = phi ptr [ %2660, %2659 ], [ %2720, %2761 ], [ %2720, %2740 ], [ %2720, %2759 ], [ %2720, %2775 ], [ %2720, %2768 ]
  %2780 = phi <8 x float> [ %2661, %2659 ], [ %2767, %2761 ], [ %2741, %2740 ], [ %2760, %2759 ], [ %2777, %2775 ], [ %2774, %2768 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2780, ptr align 1 %2779, <8 x i1> %2409)
  br label %2781

2781:                                             ; preds = %2778, %2549
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %13995

2782:                                             ; preds = %1167
  br i1 %85, label %2783, label %3117

2783:                                             ; preds = %2782
  %2784 = icmp sgt i64 %1169, 7
  %2785 = trunc i64 %1169 to i32
  %2786 = select i1 %2784, i32 8, i32 %2785
  %2787 = insertelement <8 x i32> poison, i32 %2786, i64 0
  %2788 = shufflevector <8 x i32> %2787, <8 x i32> poison, <8 x i32> zeroinitializer
  %2789 = icmp sgt <8 x i32> %2788, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2790 = add i64 %1168, 8
  %2791 = sub i64 %7, %2790
  %2792 = icmp sgt i64 %2791, 7
  %2793 = trunc i64 %2791 to i32
  %2794 = select i1 %2792, i32 8, i32 %2793
  %2795 = insertelement <8 x i32> poison, i32 %2794, i64 0
  %2796 = shufflevector <8 x i32> %2795, <8 x i32> poison, <8 x i32> zeroinitializer
  %2797 = icmp sgt <8 x i32> %2796, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %2809, label %2798

2798:                                             ; preds = %2783
  %2799 = load float, ptr %827, align 1
  %2800 = insertelement <8 x float> poison, float %2799, i64 0
  %2801 = shufflevector <8 x float> %2800, <8 x float> poison, <8 x i32> zeroinitializer
  %2802 = insertelement <8 x float> poison, float %2799, i64 0
  %2803 = shufflevector <8 x float> %2802, <8 x float> poison, <8 x i32> zeroinitializer
  %2804 = load float, ptr %1119, align 1
  %2805 = insertelement <8 x float> poison, float %2804, i64 0
  %2806 = shufflevector <8 x float> %2805, <8 x float> poison, <8 x i32> zeroinitializer
  %2807 = insertelement <8 x float> poison, float %2804, i64 0
  %2808 = shufflevector <8 x float> %2807, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2819

2809:                                             ; preds = %2783
  %2810 = getelementptr float, ptr %809, i64 %1168
  %2811 = getelementptr float, ptr %2810, i64 %831
  %2812 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2811, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2813 = getelementptr inbounds nuw i8, ptr %2811, i64 32
  %2814 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2813, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2815 = getelementptr float, ptr %2810, i64 %1123
  %2816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2815, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2817 = getelementptr inbounds nuw i8, ptr %2815, i64 32
  %2818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2817, <8 x i1> %2797, <8 x float> zeroinitializer)
  br label %2819

2819:                                             ; preds = %2809, %2798
  %2820 = phi <8 x float> [ %2816, %2809 ], [ %2806, %2798 ]
  %2821 = phi <8 x float> [ %2812, %2809 ], [ %2801, %2798 ]
  %2822 = phi <8 x float> [ %2814, %2809 ], [ %2803, %2798 ]
  %2823 = phi i64 [ %1123, %2809 ], [ %1121, %2798 ]
  %2824 = phi <8 x float> [ %2818, %2809 ], [ %2808, %2798 ]
  %2825 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %2836, label %2826

2826:                                             ; preds = %2836, %2819
  %2827 = phi <8 x float> [ %2824, %2819 ], [ %2858, %2836 ]
  %2828 = phi <8 x float> [ %2820, %2819 ], [ %2857, %2836 ]
  %2829 = phi <8 x float> [ %2822, %2819 ], [ %2852, %2836 ]
  %2830 = phi <8 x float> [ %2821, %2819 ], [ %2851, %2836 ]
  %2831 = getelementptr float, ptr %814, i64 %1168
  %2832 = getelementptr float, ptr %2831, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2830, ptr align 1 %2832, <8 x i1> %2789)
  %2833 = getelementptr inbounds nuw i8, ptr %2832, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2829, ptr nonnull align 1 %2833, <8 x i1> %2797)
  %2834 = getelementptr float, ptr %2831, i64 %2823
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2828, ptr align 1 %2834, <8 x i1> %2789)
  %2835 = getelementptr inbounds nuw i8, ptr %2834, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2827, ptr nonnull align 1 %2835, <8 x i1> %2797)
  br i1 %107, label %13995, label %2861

2836:                                             ; preds = %2819, %2836
  %2837 = phi <8 x float> [ %2858, %2836 ], [ %2824, %2819 ]
  %2838 = phi <8 x float> [ %2857, %2836 ], [ %2820, %2819 ]
  %2839 = phi <8 x float> [ %2852, %2836 ], [ %2822, %2819 ]
  %2840 = phi <8 x float> [ %2851, %2836 ], [ %2821, %2819 ]
  %2841 = phi i64 [ %2859, %2836 ], [ 0, %2819 ]
  %2842 = mul nsw i64 %2841, %7
  %2843 = getelementptr inbounds float, ptr %2825, i64 %2842
  %2844 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2843, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2845 = getelementptr inbounds nuw i8, ptr %2843, i64 32
  %2846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2845, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2847 = getelementptr float, ptr %830, i64 %2841
  %2848 = load float, ptr %2847, align 1
  %2849 = insertelement <8 x float> poison, float %2848, i64 0
  %2850 = shufflevector <8 x float> %2849, <8 x float> poison, <8 x i32> zeroinitializer
  %2851 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2844, <8 x float> %2850, <8 x float> %2840)
  %2852 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2846, <8 x float> %2850, <8 x float> %2839)
  %2853 = getelementptr float, ptr %2847, i64 %5
  %2854 = load float, ptr %2853, align 1
  %2855 = insertelement <8 x float> poison, float %2854, i64 0
  %2856 = shufflevector <8 x float> %2855, <8 x float> poison, <8 x i32> zeroinitializer
  %2857 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2844, <8 x float> %2856, <8 x float> %2838)
  %2858 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2846, <8 x float> %2856, <8 x float> %2837)
  %2859 = add nuw nsw i64 %2841, 1
  %2860 = icmp eq i64 %2859, %5
  br i1 %2860, label %2826, label %2836

2861:                                             ; preds = %2826
  %2862 = add nsw i64 %831, %1168
  %2863 = getelementptr inbounds float, ptr %814, i64 %2862
  %2864 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2863, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2865 = getelementptr inbounds float, ptr %812, i64 %2862
  switch i64 %615, label %1256 [
    i64 1, label %2876
    i64 2, label %2879
    i64 3, label %2886
    i64 0, label %2866
  ]

2866:                                             ; preds = %2861
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2864, ptr align 1 %2863, <8 x i1> %2789)
  %2867 = getelementptr float, ptr %814, i64 %2862
  %2868 = getelementptr i8, ptr %2867, i64 32
  %2869 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2868, <8 x i1> %2797, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2869, ptr align 1 %2868, <8 x i1> %2797)
  %2870 = add nsw i64 %2823, %1168
  %2871 = getelementptr inbounds float, ptr %814, i64 %2870
  %2872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2871, <8 x i1> %2789, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2872, ptr align 1 %2871, <8 x i1> %2789)
  %2873 = getelementptr float, ptr %814, i64 %2870
  %2874 = getelementptr i8, ptr %2873, i64 32
  %2875 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2874, <8 x i1> %2797, <8 x float> zeroinitializer)
  br label %3114

2876:                                             ; preds = %2861
  %2877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2865, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2878 = fadd <8 x float> %2864, %2877
  br label %2893

2879:                                             ; preds = %2861
  %2880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2864)
  %2881 = bitcast <8 x float> %2864 to <8 x i32>
  %2882 = or <8 x i32> %2881, %109
  %2883 = bitcast <8 x i32> %2882 to <8 x float>
  %2884 = fcmp oeq <8 x float> %2864, %74
  %2885 = select <8 x i1> %2884, <8 x float> %2883, <8 x float> %2880
  br label %2893

2886:                                             ; preds = %2861
  %2887 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2864)
  %2888 = bitcast <8 x float> %2864 to <8 x i32>
  %2889 = and <8 x i32> %2888, %108
  %2890 = bitcast <8 x i32> %2889 to <8 x float>
  %2891 = fcmp oeq <8 x float> %2864, %71
  %2892 = select <8 x i1> %2891, <8 x float> %2890, <8 x float> %2887
  br label %2893

2893:                                             ; preds = %2886, %2879, %2876
  %2894 = phi <8 x float> [ %2878, %2876 ], [ %2885, %2879 ], [ %2892, %2886 ]
  switch i64 %617, label %1256 [
    i64 1, label %2909
    i64 2, label %2902
    i64 3, label %2895
    i64 0, label %2931
  ]

2895:                                             ; preds = %2893
  %2896 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2894)
  %2897 = bitcast <8 x float> %2894 to <8 x i32>
  %2898 = and <8 x i32> %2897, %108
  %2899 = bitcast <8 x i32> %2898 to <8 x float>
  %2900 = fcmp oeq <8 x float> %2894, %71
  %2901 = select <8 x i1> %2900, <8 x float> %2899, <8 x float> %2896
  br label %2912

2902:                                             ; preds = %2893
  %2903 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2894)
  %2904 = bitcast <8 x float> %2894 to <8 x i32>
  %2905 = or <8 x i32> %2904, %109
  %2906 = bitcast <8 x i32> %2905 to <8 x float>
  %2907 = fcmp oeq <8 x float> %2894, %74
  %2908 = select <8 x i1> %2907, <8 x float> %2906, <8 x float> %2903
  br label %2912

2909:                                             ; preds = %2893
  %2910 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2865, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2911 = fadd <8 x float> %2894, %2910
  br label %2912

2912:                                             ; preds = %2909, %2902, %2895
  %2913 = phi <8 x float> [ %2911, %2909 ], [ %2908, %2902 ], [ %2901, %2895 ]
  switch i64 %619, label %1256 [
    i64 1, label %2928
    i64 2, label %2921
    i64 3, label %2914
    i64 0, label %2931
  ]

2914:                                             ; preds = %2912
  %2915 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2913)
  %2916 = bitcast <8 x float> %2913 to <8 x i32>
  %2917 = and <8 x i32> %2916, %108
  %2918 = bitcast <8 x i32> %2917 to <8 x float>
  %2919 = fcmp oeq <8 x float> %2913, %71
  %2920 = select <8 x i1> %2919, <8 x float> %2918, <8 x float> %2915
  br label %2931

2921:                                             ; preds = %2912
  %2922 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2913)
  %2923 = bitcast <8 x float> %2913 to <8 x i32>
  %2924 = or <8 x i32> %2923, %109
  %2925 = bitcast <8 x i32> %2924 to <8 x float>
  %2926 = fcmp oeq <8 x float> %2913, %74
  %2927 = select <8 x i1> %2926, <8 x float> %2925, <8 x float> %2922
  br label %2931

2928:                                             ; preds = %2912
  %2929 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2865, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2930 = fadd <8 x float> %2913, %2929
  br label %2931

2931:                                             ; preds = %2914, %2921, %2928, %2912, %2893
  %2932 = phi <8 x float> [ %2913, %2912 ], [ %2920, %2914 ], [ %2894, %2893 ], [ %2930, %2928 ], [ %2927, %2921 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2932, ptr align 1 %2863, <8 x i1> %2789)
  %2933 = add nsw i64 %2862, 8
  %2934 = getelementptr inbounds float, ptr %814, i64 %2933
  %2935 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2934, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2936 = getelementptr inbounds float, ptr %812, i64 %2933
  switch i64 %615, label %1256 [
    i64 1, label %2951
    i64 2, label %2944
    i64 3, label %2937
  ]

2937:                                             ; preds = %2931
  %2938 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2935)
  %2939 = bitcast <8 x float> %2935 to <8 x i32>
  %2940 = and <8 x i32> %2939, %108
  %2941 = bitcast <8 x i32> %2940 to <8 x float>
  %2942 = fcmp oeq <8 x float> %2935, %71
  %2943 = select <8 x i1> %2942, <8 x float> %2941, <8 x float> %2938
  br label %2954

2944:                                             ; preds = %2931
  %2945 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2935)
  %2946 = bitcast <8 x float> %2935 to <8 x i32>
  %2947 = or <8 x i32> %2946, %109
  %2948 = bitcast <8 x i32> %2947 to <8 x float>
  %2949 = fcmp oeq <8 x float> %2935, %74
  %2950 = select <8 x i1> %2949, <8 x float> %2948, <8 x float> %2945
  br label %2954

2951:                                             ; preds = %2931
  %2952 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2936, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2953 = fadd <8 x float> %2935, %2952
  br label %2954

2954:                                             ; preds = %2951, %2944, %2937
  %2955 = phi <8 x float> [ %2953, %2951 ], [ %2950, %2944 ], [ %2943, %2937 ]
  switch i64 %621, label %1256 [
    i64 1, label %2970
    i64 2, label %2963
    i64 3, label %2956
    i64 0, label %2992
  ]

2956:                                             ; preds = %2954
  %2957 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2955)
  %2958 = bitcast <8 x float> %2955 to <8 x i32>
  %2959 = and <8 x i32> %2958, %108
  %2960 = bitcast <8 x i32> %2959 to <8 x float>
  %2961 = fcmp oeq <8 x float> %2955, %71
  %2962 = select <8 x i1> %2961, <8 x float> %2960, <8 x float> %2957
  br label %2973

2963:                                             ; preds = %2954
  %2964 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2955)
  %2965 = bitcast <8 x float> %2955 to <8 x i32>
  %2966 = or <8 x i32> %2965, %109
  %2967 = bitcast <8 x i32> %2966 to <8 x float>
  %2968 = fcmp oeq <8 x float> %2955, %74
  %2969 = select <8 x i1> %2968, <8 x float> %2967, <8 x float> %2964
  br label %2973

2970:                                             ; preds = %2954
  %2971 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2936, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2972 = fadd <8 x float> %2955, %2971
  br label %2973

2973:                                             ; preds = %2970, %2963, %2956
  %2974 = phi <8 x float> [ %2972, %2970 ], [ %2969, %2963 ], [ %2962, %2956 ]
  switch i64 %623, label %1256 [
    i64 1, label %2989
    i64 2, label %2982
    i64 3, label %2975
    i64 0, label %2992
  ]

2975:                                             ; preds = %2973
  %2976 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2974)
  %2977 = bitcast <8 x float> %2974 to <8 x i32>
  %2978 = and <8 x i32> %2977, %108
  %2979 = bitcast <8 x i32> %2978 to <8 x float>
  %2980 = fcmp oeq <8 x float> %2974, %71
  %2981 = select <8 x i1> %2980, <8 x float> %2979, <8 x float> %2976
  br label %2992

2982:                                             ; preds = %2973
  %2983 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2974)
  %2984 = bitcast <8 x float> %2974 to <8 x i32>
  %2985 = or <8 x i32> %2984, %109
  %2986 = bitcast <8 x i32> %2985 to <8 x float>
  %2987 = fcmp oeq <8 x float> %2974, %74
  %2988 = select <8 x i1> %2987, <8 x float> %2986, <8 x float> %2983
  br label %2992

2989:                                             ; preds = %2973
  %2990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2936, <8 x i1> %2797, <8 x float> zeroinitializer)
  %2991 = fadd <8 x float> %2974, %2990
  br label %2992

2992:                                             ; preds = %2975, %2982, %2989, %2973, %2954
  %2993 = phi <8 x float> [ %2988, %2982 ], [ %2981, %2975 ], [ %2955, %2954 ], [ %2974, %2973 ], [ %2991, %2989 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2993, ptr align 1 %2934, <8 x i1> %2797)
  %2994 = add nsw i64 %2823, %1168
  %2995 = getelementptr inbounds float, ptr %814, i64 %2994
  %2996 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2995, <8 x i1> %2789, <8 x float> zeroinitializer)
  %2997 = getelementptr inbounds float, ptr %812, i64 %2994
  switch i64 %615, label %1256 [
    i64 1, label %3012
    i64 2, label %3005
    i64 3, label %2998
  ]

2998:                                             ; preds = %2992
  %2999 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %2996)
  %3000 = bitcast <8 x float> %2996 to <8 x i32>
  %3001 = and <8 x i32> %3000, %108
  %3002 = bitcast <8 x i32> %3001 to <8 x float>
  %3003 = fcmp oeq <8 x float> %2996, %71
  %3004 = select <8 x i1> %3003, <8 x float> %3002, <8 x float> %2999
  br label %3015

3005:                                             ; preds = %2992
  %3006 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %2996)
  %3007 = bitcast <8 x float> %2996 to <8 x i32>
  %3008 = or <8 x i32> %3007, %109
  %3009 = bitcast <8 x i32> %3008 to <8 x float>
  %3010 = fcmp oeq <8 x float> %2996, %74
  %3011 = select <8 x i1> %3010, <8 x float> %3009, <8 x float> %3006
  br label %3015

3012:                                             ; preds = %2992
  %3013 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2997, <8 x i1> %2789, <8 x float> zeroinitializer)
  %3014 = fadd <8 x float> %2996, %3013
  br label %3015

3015:                                             ; preds = %3012, %3005, %2998
  %3016 = phi <8 x float> [ %3014, %3012 ], [ %3011, %3005 ], [ %3004, %2998 ]
  switch i64 %625, label %1256 [
    i64 1, label %3031
    i64 2, label %3024
    i64 3, label %3017
    i64 0, label %3053
  ]

3017:                                             ; preds = %3015
  %3018 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3016)
  %3019 = bitcast <8 x float> %3016 to <8 x i32>
  %3020 = and <8 x i32> %3019, %108
  %3021 = bitcast <8 x i32> %3020 to <8 x float>
  %3022 = fcmp oeq <8 x float> %3016, %71
  %3023 = select <8 x i1> %3022, <8 x float> %3021, <8 x float> %3018
  br label %3034

3024:                                             ; preds = %3015
  %3025 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3016)
  %3026 = bitcast <8 x float> %3016 to <8 x i32>
  %3027 = or <8 x i32> %3026, %109
  %3028 = bitcast <8 x i32> %3027 to <8 x float>
  %3029 = fcmp oeq <8 x float> %3016, %74
  %3030 = select <8 x i1> %3029, <8 x float> %3028, <8 x float> %3025
  br label %3034

3031:                                             ; preds = %3015
  %3032 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2997, <8 x i1> %2789, <8 x float> zeroinitializer)
  %3033 = fadd <8 x float> %3016, %3032
  br label %3034

3034:                                             ; preds = %3031, %3024, %3017
  %3035 = phi <8 x float> [ %3033, %3031 ], [ %3030, %3024 ], [ %3023, %3017 ]
  switch i64 %627, label %1256 [
    i64 1, label %3050
    i64 2, label %3043
    i64 3, label %3036
    i64 0, label %3053
  ]

3036:                                             ; preds = %3034
  %3037 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3035)
  %3038 = bitcast <8 x float> %3035 to <8 x i32>
  %3039 = and <8 x i32> %3038, %108
  %3040 = bitcast <8 x i32> %3039 to <8 x float>
  %3041 = fcmp oeq <8 x float> %3035, %71
  %3042 = select <8 x i1> %3041, <8 x float> %3040, <8 x float> %3037
  br label %3053

3043:                                             ; preds = %3034
  %3044 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3035)
  %3045 = bitcast <8 x float> %3035 to <8 x i32>
  %3046 = or <8 x i32> %3045, %109
  %3047 = bitcast <8 x i32> %3046 to <8 x float>
  %3048 = fcmp oeq <8 x float> %3035, %74
  %3049 = select <8 x i1> %3048, <8 x float> %3047, <8 x float> %3044
  br label %3053

3050:                                             ; preds = %3034
  %3051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2997, <8 x i1> %2789, <8 x float> zeroinitializer)
  %3052 = fadd <8 x float> %3035, %3051
  br label %3053

3053:                                             ; preds = %3036, %3043, %3050, %3034, %3015
  %3054 = phi <8 x float> [ %3049, %3043 ], [ %3042, %3036 ], [ %3016, %3015 ], [ %3035, %3034 ], [ %3052, %3050 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3054, ptr align 1 %2995, <8 x i1> %2789)
  %3055 = add nsw i64 %2994, 8
  %3056 = getelementptr inbounds float, ptr %814, i64 %3055
  %3057 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3056, <8 x i1> %2797, <8 x float> zeroinitializer)
  %3058 = getelementptr inbounds float, ptr %812, i64 %3055
  switch i64 %615, label %1256 [
    i64 1, label %3073
    i64 2, label %3066
    i64 3, label %3059
  ]

3059:                                             ; preds = %3053
  %3060 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3057)
  %3061 = bitcast <8 x float> %3057 to <8 x i32>
  %3062 = and <8 x i32> %3061, %108
  %3063 = bitcast <8 x i32> %3062 to <8 x float>
  %3064 = fcmp oeq <8 x float> %3057, %71
  %3065 = select <8 x i1> %3064, <8 x float> %3063, <8 x float> %3060
  br label %3076

3066:                                             ; preds = %3053
  %3067 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3057)
  %3068 = bitcast <8 x float> %3057 to <8 x i32>
  %3069 = or <8 x i32> %3068, %109
  %3070 = bitcast <8 x i32> %3069 to <8 x float>
  %3071 = fcmp oeq <8 x float> %3057, %74
  %3072 = select <8 x i1> %3071, <8 x float> %3070, <8 x float> %3067
  br label %3076

3073:                                             ; preds = %3053
  %3074 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3058, <8 x i1> %2797, <8 x float> zeroinitializer)
  %3075 = fadd <8 x float> %3057, %3074
  br label %3076

3076:                                             ; preds = %3073, %3066, %3059
  %3077 = phi <8 x float> [ %3075, %3073 ], [ %3072, %3066 ], [ %3065, %3059 ]
  switch i64 %629, label %1256 [
    i64 1, label %3092
    i64 2, label %3085
    i64 3, label %3078
    i64 0, label %3114
  ]

3078:                                             ; preds = %3076
  %3079 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3077)
  %3080 = bitcast <8 x float> %3077 to <8 x i32>
  %3081 = and <8 x i32> %3080, %108
  %3082 = bitcast <8 x i32> %3081 to <8 x float>
  %3083 = fcmp oeq <8 x float> %3077, %71
  %3084 = select <8 x i1> %3083, <8 x float> %3082, <8 x float> %3079
  br label %3095

3085:                                             ; preds = %3076
  %3086 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3077)
  %3087 = bitcast <8 x float> %3077 to <8 x i32>
  %3088 = or <8 x i32> %3087, %109
  %3089 = bitcast <8 x i32> %3088 to <8 x float>
  %3090 = fcmp oeq <8 x float> %3077, %74
  %3091 = select <8 x i1> %3090, <8 x float> %3089, <8 x float> %3086
  br label %3095

3092:                                             ; preds = %3076
  %3093 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3058, <8 x i1> %2797, <8 x float> zeroinitializer)
  %3094 = fadd <8 x float> %3077, %3093
  br label %3095

3095:                                             ; preds = %3092, %3085, %3078
  %3096 = phi <8 x float> [ %3094, %3092 ], [ %3091, %3085 ], [ %3084, %3078 ]
  switch i64 %631, label %1256 [
    i64 1, label %3111
    i64 2, label %3104
    i64 3, label %3097
    i64 0, label %3114
  ]

3097:                                             ; preds = %3095
  %3098 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3096)
  %3099 = bitcast <8 x float> %3096 to <8 x i32>
  %3100 = and <8 x i32> %3099, %108
  %3101 = bitcast <8 x i32> %3100 to <8 x float>
  %3102 = fcmp oeq <8 x float> %3096, %71
  %3103 = select <8 x i1> %3102, <8 x float> %3101, <8 x float> %3098
  br label %3114

3104:                                             ; preds = %3095
  %3105 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3096)
  %3106 = bitcast <8 x float> %3096 to <8 x i32>
  %3107 = or <8 x i32> %3106, %109
  %3108 = bitcast <8 x i32> %3107 to <8 x float>
  %3109 = fcmp oeq <8 x float> %3096, %74
  %3110 = select <8 x i1> %3109, <8 x float> %3108, <8 x float> %3105
  br label %3114

3111:                                             ; preds = %3095
  %3112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3058, <8 x i1> %2797, <8 x float> zeroinitializer)
  %3113 = fadd <8 x float> %3096, %3112
  br label %3114

3114:                                             ; preds = %3097, %3104, %3111, %2866, %3095, %3076
  %3115 = phi ptr [ %2874, %2866 ], [ %3056, %3097 ], [ %3056, %3076 ], [ %3056, %3095 ], [ %3056, %3111 ], [ %3056, %3104 ]
  %3116 = phi <8 x float> [ %2875, %2866 ], [ %3103, %3097 ], [ %3077, %3076 ], [ %3096, %3095 ], [ %3113, %3111 ], [ %3110, %3104 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3116, ptr align 1 %3115, <8 x i1> %2797)
  br label %13995

3117:                                             ; preds = %2782
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %3118 = sdiv i64 %7, %19
  %3119 = sdiv i64 %1168, %19
  %3120 = srem i64 %1168, %19
  %3121 = insertelement <8 x i64> poison, i64 %3118, i64 0
  %3122 = shufflevector <8 x i64> %3121, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %3124

3123:                                             ; preds = %3269
  br i1 %104, label %3285, label %3274

3124:                                             ; preds = %3117, %3269
  %3125 = phi i1 [ true, %3117 ], [ false, %3269 ]
  %3126 = phi ptr [ %36, %3117 ], [ %95, %3269 ]
  %3127 = phi ptr [ %35, %3117 ], [ %96, %3269 ]
  %3128 = phi ptr [ %33, %3117 ], [ %34, %3269 ]
  %3129 = phi i64 [ 0, %3117 ], [ 1, %3269 ]
  %3130 = phi i64 [ %3119, %3117 ], [ %3271, %3269 ]
  %3131 = phi i64 [ %3120, %3117 ], [ %3270, %3269 ]
  %3132 = mul nuw nsw i64 %3129, 28
  %3133 = getelementptr nuw i8, ptr %35, i64 %3132
  %3134 = getelementptr nuw i8, ptr %36, i64 %3132
  %3135 = shl nuw nsw i64 %3129, 3
  %3136 = add i64 %1168, %3135
  %3137 = sub i64 %7, %3136
  %3138 = icmp sgt i64 %3137, 7
  %3139 = trunc i64 %3137 to i32
  %3140 = select i1 %3138, i32 8, i32 %3139
  %3141 = insertelement <8 x i32> poison, i32 %3140, i64 0
  %3142 = shufflevector <8 x i32> %3141, <8 x i32> poison, <8 x i32> zeroinitializer
  %3143 = icmp sgt <8 x i32> %3142, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3144 = sext <8 x i1> %3143 to <8 x i32>
  store <8 x i32> %3144, ptr %3128, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3134, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %3133, i8 0, i64 28, i1 false)
  %3145 = tail call i64 @llvm.smin.i64(i64 %3137, i64 8)
  %3146 = icmp sgt i64 %3137, 0
  br i1 %3146, label %3147, label %3149

3147:                                             ; preds = %3124
  %3148 = sub i64 0, %3131
  br label %3152

3149:                                             ; preds = %3240, %3124
  %3150 = add nsw i64 %3131, 8
  %3151 = icmp slt i64 %3150, %19
  br i1 %3151, label %3269, label %3263

3152:                                             ; preds = %3147, %3240
  %3153 = phi i64 [ %3148, %3147 ], [ 0, %3240 ]
  %3154 = phi i64 [ 0, %3147 ], [ %3158, %3240 ]
  %3155 = phi i64 [ %3130, %3147 ], [ %3241, %3240 ]
  %3156 = add i64 %3153, %19
  %3157 = add i64 %3156, %3154
  %3158 = tail call i64 @llvm.smin.i64(i64 %3157, i64 %3145)
  br i1 %102, label %3159, label %3189

3159:                                             ; preds = %3152
  %3160 = sub i64 %3155, %22
  %3161 = icmp sgt i64 %3158, %3154
  %3162 = shl nsw i64 -1, %3158
  %3163 = xor i64 %3162, -1
  %3164 = shl nsw i64 -1, %3154
  %3165 = and i64 %3164, %3163
  %3166 = trunc i64 %3165 to i32
  %3167 = select i1 %3161, i32 %3166, i32 0
  br i1 %740, label %3187, label %3168

3168:                                             ; preds = %3159
  %3169 = insertelement <8 x i64> poison, i64 %3160, i64 0
  %3170 = shufflevector <8 x i64> %3169, <8 x i64> poison, <8 x i32> zeroinitializer
  %3171 = insertelement <8 x i32> poison, i32 %3167, i64 0
  %3172 = shufflevector <8 x i32> %3171, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3173

3173:                                             ; preds = %3173, %3168
  %3174 = phi i64 [ 0, %3168 ], [ %3183, %3173 ]
  %3175 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3168 ], [ %3184, %3173 ]
  %3176 = add <8 x i64> %3170, %3175
  %3177 = icmp sgt <8 x i64> %3176, splat (i64 -1)
  %3178 = icmp slt <8 x i64> %3176, %3122
  %3179 = and <8 x i1> %3177, %3178
  %3180 = getelementptr i32, ptr %3127, i64 %3174
  %3181 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %3180, <8 x i1> %3179, <8 x i32> poison)
  %3182 = or <8 x i32> %3181, %3172
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %3182, ptr align 4 %3180, <8 x i1> %3179)
  %3183 = add nuw i64 %3174, 8
  %3184 = add nuw nsw <8 x i64> %3175, splat (i64 8)
  %3185 = icmp eq i64 %3183, %741
  br i1 %3185, label %3186, label %3173

3186:                                             ; preds = %3173
  br i1 %742, label %3189, label %3187

3187:                                             ; preds = %3159, %3186
  %3188 = phi i64 [ 0, %3159 ], [ %741, %3186 ]
  br label %3227

3189:                                             ; preds = %3237, %3186, %3152
  br i1 %103, label %3190, label %3240

3190:                                             ; preds = %3189
  %3191 = add i64 %3153, %23
  %3192 = add i64 %3191, %3154
  %3193 = add nsw i64 %3157, %23
  br i1 %743, label %3224, label %3194

3194:                                             ; preds = %3190
  %3195 = insertelement <8 x i64> poison, i64 %3192, i64 0
  %3196 = shufflevector <8 x i64> %3195, <8 x i64> poison, <8 x i32> zeroinitializer
  %3197 = insertelement <8 x i64> poison, i64 %3193, i64 0
  %3198 = shufflevector <8 x i64> %3197, <8 x i64> poison, <8 x i32> zeroinitializer
  %3199 = insertelement <8 x i64> poison, i64 %3154, i64 0
  %3200 = shufflevector <8 x i64> %3199, <8 x i64> poison, <8 x i32> zeroinitializer
  %3201 = insertelement <8 x i64> poison, i64 %3158, i64 0
  %3202 = shufflevector <8 x i64> %3201, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %3203

3203:                                             ; preds = %3203, %3194
  %3204 = phi i64 [ 0, %3194 ], [ %3220, %3203 ]
  %3205 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %3194 ], [ %3221, %3203 ]
  %3206 = add <8 x i64> %3196, %3205
  %3207 = add <8 x i64> %3198, %3205
  %3208 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %3206, <8 x i64> %3200)
  %3209 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %3207, <8 x i64> %3202)
  %3210 = icmp sgt <8 x i64> %3209, %3208
  %3211 = shl nsw <8 x i64> splat (i64 -1), %3209
  %3212 = xor <8 x i64> %3211, splat (i64 -1)
  %3213 = shl nsw <8 x i64> splat (i64 -1), %3208
  %3214 = and <8 x i64> %3213, %3212
  %3215 = trunc <8 x i64> %3214 to <8 x i32>
  %3216 = select <8 x i1> %3210, <8 x i32> %3215, <8 x i32> zeroinitializer
  %3217 = getelementptr inbounds nuw i32, ptr %3126, i64 %3204
  %3218 = load <8 x i32>, ptr %3217, align 4
  %3219 = or <8 x i32> %3218, %3216
  store <8 x i32> %3219, ptr %3217, align 4
  %3220 = add nuw i64 %3204, 8
  %3221 = add <8 x i64> %3205, splat (i64 -8)
  %3222 = icmp eq i64 %3220, %744
  br i1 %3222, label %3223, label %3203

3223:                                             ; preds = %3203
  br i1 %746, label %3240, label %3224

3224:                                             ; preds = %3190, %3223
  %3225 = phi i64 [ 0, %3190 ], [ %745, %3223 ]
  %3226 = phi i64 [ 0, %3190 ], [ %744, %3223 ]
  br label %3243

3227:                                             ; preds = %3187, %3237
  %3228 = phi i64 [ %3238, %3237 ], [ %3188, %3187 ]
  %3229 = add i64 %3160, %3228
  %3230 = icmp sgt i64 %3229, -1
  %3231 = icmp slt i64 %3229, %3118
  %3232 = and i1 %3230, %3231
  br i1 %3232, label %3233, label %3237

3233:                                             ; preds = %3227
  %3234 = getelementptr inbounds nuw i32, ptr %3127, i64 %3228
  %3235 = load i32, ptr %3234, align 4
  %3236 = or i32 %3235, %3167
  store i32 %3236, ptr %3234, align 4
  br label %3237

3237:                                             ; preds = %3233, %3227
  %3238 = add nuw nsw i64 %3228, 1
  %3239 = icmp eq i64 %3238, %20
  br i1 %3239, label %3189, label %3227

3240:                                             ; preds = %3243, %3223, %3189
  %3241 = add nsw i64 %3155, 1
  %3242 = icmp slt i64 %3157, %3145
  br i1 %3242, label %3152, label %3149

3243:                                             ; preds = %3224, %3243
  %3244 = phi i64 [ %3261, %3243 ], [ %3225, %3224 ]
  %3245 = phi i64 [ %3260, %3243 ], [ %3226, %3224 ]
  %3246 = add i64 %3192, %3244
  %3247 = add i64 %3193, %3244
  %3248 = tail call i64 @llvm.smax.i64(i64 %3246, i64 %3154)
  %3249 = tail call i64 @llvm.smin.i64(i64 %3247, i64 %3158)
  %3250 = icmp sgt i64 %3249, %3248
  %3251 = shl nsw i64 -1, %3249
  %3252 = xor i64 %3251, -1
  %3253 = shl nsw i64 -1, %3248
  %3254 = and i64 %3253, %3252
  %3255 = trunc i64 %3254 to i32
  %3256 = select i1 %3250, i32 %3255, i32 0
  %3257 = getelementptr inbounds nuw i32, ptr %3126, i64 %3245
  %3258 = load i32, ptr %3257, align 4
  %3259 = or i32 %3258, %3256
  store i32 %3259, ptr %3257, align 4
  %3260 = add nuw nsw i64 %3245, 1
  %3261 = xor i64 %3245, -1
  %3262 = icmp eq i64 %3260, %21
  br i1 %3262, label %3240, label %3243

3263:                                             ; preds = %3149, %3263
  %3264 = phi i64 [ %3267, %3263 ], [ %3130, %3149 ]
  %3265 = phi i64 [ %3266, %3263 ], [ %3150, %3149 ]
  %3266 = sub nsw i64 %3265, %19
  %3267 = add nsw i64 %3264, 1
  %3268 = icmp slt i64 %3266, %19
  br i1 %3268, label %3269, label %3263

3269:                                             ; preds = %3263, %3149
  %3270 = phi i64 [ %3150, %3149 ], [ %3266, %3263 ]
  %3271 = phi i64 [ %3130, %3149 ], [ %3267, %3263 ]
  br i1 %3125, label %3124, label %3123

3272:                                             ; preds = %3297
  %3273 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %3315

3274:                                             ; preds = %3123
  %3275 = load float, ptr %827, align 1
  %3276 = insertelement <8 x float> poison, float %3275, i64 0
  %3277 = shufflevector <8 x float> %3276, <8 x float> poison, <8 x i32> zeroinitializer
  %3278 = insertelement <8 x float> poison, float %3275, i64 0
  %3279 = shufflevector <8 x float> %3278, <8 x float> poison, <8 x i32> zeroinitializer
  %3280 = load float, ptr %1114, align 1
  %3281 = insertelement <8 x float> poison, float %3280, i64 0
  %3282 = shufflevector <8 x float> %3281, <8 x float> poison, <8 x i32> zeroinitializer
  %3283 = insertelement <8 x float> poison, float %3280, i64 0
  %3284 = shufflevector <8 x float> %3283, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3297

3285:                                             ; preds = %3123
  %3286 = getelementptr float, ptr %809, i64 %1168
  %3287 = getelementptr float, ptr %3286, i64 %831
  %3288 = load <8 x i32>, ptr %33, align 32
  %3289 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3287, <8 x i32> %3288)
  %3290 = getelementptr inbounds nuw i8, ptr %3287, i64 32
  %3291 = load <8 x i32>, ptr %34, align 32
  %3292 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %3290, <8 x i32> %3291)
  %3293 = getelementptr float, ptr %3286, i64 %1118
  %3294 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3293, <8 x i32> %3288)
  %3295 = getelementptr inbounds nuw i8, ptr %3293, i64 32
  %3296 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %3295, <8 x i32> %3291)
  br label %3297

3297:                                             ; preds = %3285, %3274
  %3298 = phi <8 x float> [ %3294, %3285 ], [ %3282, %3274 ]
  %3299 = phi <8 x float> [ %3289, %3285 ], [ %3277, %3274 ]
  %3300 = phi <8 x float> [ %3292, %3285 ], [ %3279, %3274 ]
  %3301 = phi i64 [ %1118, %3285 ], [ %1116, %3274 ]
  %3302 = phi <8 x float> [ %3296, %3285 ], [ %3284, %3274 ]
  br i1 %102, label %3272, label %3303

3303:                                             ; preds = %3331, %3297
  %3304 = phi <8 x float> [ %3299, %3297 ], [ %3332, %3331 ]
  %3305 = phi <8 x float> [ %3300, %3297 ], [ %3333, %3331 ]
  %3306 = phi <8 x float> [ %3298, %3297 ], [ %3334, %3331 ]
  %3307 = phi <8 x float> [ %3302, %3297 ], [ %3335, %3331 ]
  %3308 = getelementptr float, ptr %814, i64 %1168
  %3309 = getelementptr float, ptr %3308, i64 %831
  %3310 = load <8 x i32>, ptr %33, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3309, <8 x i32> %3310, <8 x float> %3304)
  %3311 = getelementptr inbounds nuw i8, ptr %3309, i64 32
  %3312 = load <8 x i32>, ptr %34, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %3311, <8 x i32> %3312, <8 x float> %3305)
  %3313 = getelementptr float, ptr %3308, i64 %3301
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3313, <8 x i32> %3310, <8 x float> %3306)
  %3314 = getelementptr inbounds nuw i8, ptr %3313, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %3314, <8 x i32> %3312, <8 x float> %3307)
  br i1 %107, label %3652, label %3396

3315:                                             ; preds = %3272, %3331
  %3316 = phi <8 x float> [ %3299, %3272 ], [ %3332, %3331 ]
  %3317 = phi <8 x float> [ %3300, %3272 ], [ %3333, %3331 ]
  %3318 = phi <8 x float> [ %3298, %3272 ], [ %3334, %3331 ]
  %3319 = phi <8 x float> [ %3302, %3272 ], [ %3335, %3331 ]
  %3320 = phi i64 [ 0, %3272 ], [ %3336, %3331 ]
  br i1 %103, label %3321, label %3331

3321:                                             ; preds = %3315
  %3322 = getelementptr inbounds nuw i32, ptr %35, i64 %3320
  %3323 = sub nsw i64 %3320, %22
  %3324 = mul nsw i64 %3323, %19
  %3325 = getelementptr inbounds float, ptr %3273, i64 %3324
  %3326 = mul nuw nsw i64 %3320, %21
  %3327 = getelementptr inbounds nuw float, ptr %828, i64 %3326
  %3328 = load i32, ptr %3322, align 4
  %3329 = getelementptr inbounds nuw i8, ptr %3322, i64 28
  %3330 = load i32, ptr %3329, align 4
  br label %3338

3331:                                             ; preds = %3361, %3315
  %3332 = phi <8 x float> [ %3316, %3315 ], [ %3362, %3361 ]
  %3333 = phi <8 x float> [ %3317, %3315 ], [ %3363, %3361 ]
  %3334 = phi <8 x float> [ %3318, %3315 ], [ %3364, %3361 ]
  %3335 = phi <8 x float> [ %3319, %3315 ], [ %3365, %3361 ]
  %3336 = add nuw nsw i64 %3320, 1
  %3337 = icmp eq i64 %3336, %20
  br i1 %3337, label %3303, label %3315

3338:                                             ; preds = %3321, %3361
  %3339 = phi <8 x float> [ %3316, %3321 ], [ %3362, %3361 ]
  %3340 = phi <8 x float> [ %3317, %3321 ], [ %3363, %3361 ]
  %3341 = phi <8 x float> [ %3318, %3321 ], [ %3364, %3361 ]
  %3342 = phi <8 x float> [ %3319, %3321 ], [ %3365, %3361 ]
  %3343 = phi i64 [ 0, %3321 ], [ %3366, %3361 ]
  %3344 = getelementptr inbounds nuw i32, ptr %36, i64 %3343
  %3345 = load i32, ptr %3344, align 4
  %3346 = and i32 %3345, %3328
  %3347 = insertelement <8 x i32> poison, i32 %3346, i64 0
  %3348 = shufflevector <8 x i32> %3347, <8 x i32> poison, <8 x i32> zeroinitializer
  %3349 = and <8 x i32> %3348, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %3350 = icmp ne <8 x i32> %3349, zeroinitializer
  %3351 = getelementptr inbounds nuw i8, ptr %3344, i64 28
  %3352 = load i32, ptr %3351, align 4
  %3353 = and i32 %3352, %3330
  %3354 = insertelement <8 x i32> poison, i32 %3353, i64 0
  %3355 = shufflevector <8 x i32> %3354, <8 x i32> poison, <8 x i32> zeroinitializer
  %3356 = and <8 x i32> %3355, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %3357 = icmp ne <8 x i32> %3356, zeroinitializer
  %3358 = sub nsw i64 %3343, %23
  %3359 = getelementptr inbounds float, ptr %3325, i64 %3358
  %3360 = getelementptr inbounds nuw float, ptr %3327, i64 %3343
  br i1 %106, label %3368, label %3361

3361:                                             ; preds = %3368, %3338
  %3362 = phi <8 x float> [ %3339, %3338 ], [ %3384, %3368 ]
  %3363 = phi <8 x float> [ %3340, %3338 ], [ %3385, %3368 ]
  %3364 = phi <8 x float> [ %3341, %3338 ], [ %3392, %3368 ]
  %3365 = phi <8 x float> [ %3342, %3338 ], [ %3393, %3368 ]
  %3366 = add nuw nsw i64 %3343, 1
  %3367 = icmp eq i64 %3366, %21
  br i1 %3367, label %3331, label %3338

3368:                                             ; preds = %3338, %3368
  %3369 = phi <8 x float> [ %3384, %3368 ], [ %3339, %3338 ]
  %3370 = phi <8 x float> [ %3385, %3368 ], [ %3340, %3338 ]
  %3371 = phi <8 x float> [ %3392, %3368 ], [ %3341, %3338 ]
  %3372 = phi <8 x float> [ %3393, %3368 ], [ %3342, %3338 ]
  %3373 = phi i64 [ %3394, %3368 ], [ 0, %3338 ]
  %3374 = mul nsw i64 %3373, %7
  %3375 = getelementptr inbounds float, ptr %3359, i64 %3374
  %3376 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3375, <8 x i1> %3350, <8 x float> zeroinitializer)
  %3377 = getelementptr inbounds nuw i8, ptr %3375, i64 32
  %3378 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3377, <8 x i1> %3357, <8 x float> zeroinitializer)
  %3379 = mul nuw nsw i64 %3373, %101
  %3380 = getelementptr inbounds nuw float, ptr %3360, i64 %3379
  %3381 = load float, ptr %3380, align 1
  %3382 = insertelement <8 x float> poison, float %3381, i64 0
  %3383 = shufflevector <8 x float> %3382, <8 x float> poison, <8 x i32> zeroinitializer
  %3384 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3376, <8 x float> %3383, <8 x float> %3369)
  %3385 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3378, <8 x float> %3383, <8 x float> %3370)
  %3386 = add nuw nsw i64 %5, %3373
  %3387 = mul nuw nsw i64 %3386, %101
  %3388 = getelementptr inbounds nuw float, ptr %3360, i64 %3387
  %3389 = load float, ptr %3388, align 1
  %3390 = insertelement <8 x float> poison, float %3389, i64 0
  %3391 = shufflevector <8 x float> %3390, <8 x float> poison, <8 x i32> zeroinitializer
  %3392 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3376, <8 x float> %3391, <8 x float> %3371)
  %3393 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3378, <8 x float> %3391, <8 x float> %3372)
  %3394 = add nuw nsw i64 %3373, 1
  %3395 = icmp eq i64 %3394, %5
  br i1 %3395, label %3361, label %3368

3396:                                             ; preds = %3303
  %3397 = add nsw i64 %831, %1168
  %3398 = getelementptr inbounds float, ptr %814, i64 %3397
  %3399 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3398, <8 x i32> %3310)
  %3400 = getelementptr inbounds float, ptr %812, i64 %3397
  switch i64 %598, label %1256 [
    i64 1, label %3411
    i64 2, label %3414
    i64 3, label %3421
    i64 0, label %3401
  ]

3401:                                             ; preds = %3396
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3398, <8 x i32> %3310, <8 x float> %3399)
  %3402 = getelementptr float, ptr %814, i64 %3397
  %3403 = getelementptr i8, ptr %3402, i64 32
  %3404 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3403, <8 x i32> %3312)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3403, <8 x i32> %3312, <8 x float> %3404)
  %3405 = add nsw i64 %3301, %1168
  %3406 = getelementptr inbounds float, ptr %814, i64 %3405
  %3407 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3406, <8 x i32> %3310)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3406, <8 x i32> %3310, <8 x float> %3407)
  %3408 = getelementptr float, ptr %814, i64 %3405
  %3409 = getelementptr i8, ptr %3408, i64 32
  %3410 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3409, <8 x i32> %3312)
  br label %3649

3411:                                             ; preds = %3396
  %3412 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3400, <8 x i32> %3310)
  %3413 = fadd <8 x float> %3399, %3412
  br label %3428

3414:                                             ; preds = %3396
  %3415 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3399)
  %3416 = bitcast <8 x float> %3399 to <8 x i32>
  %3417 = or <8 x i32> %3416, %109
  %3418 = bitcast <8 x i32> %3417 to <8 x float>
  %3419 = fcmp oeq <8 x float> %3399, %74
  %3420 = select <8 x i1> %3419, <8 x float> %3418, <8 x float> %3415
  br label %3428

3421:                                             ; preds = %3396
  %3422 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3399)
  %3423 = bitcast <8 x float> %3399 to <8 x i32>
  %3424 = and <8 x i32> %3423, %108
  %3425 = bitcast <8 x i32> %3424 to <8 x float>
  %3426 = fcmp oeq <8 x float> %3399, %71
  %3427 = select <8 x i1> %3426, <8 x float> %3425, <8 x float> %3422
  br label %3428

3428:                                             ; preds = %3421, %3414, %3411
  %3429 = phi <8 x float> [ %3413, %3411 ], [ %3420, %3414 ], [ %3427, %3421 ]
  switch i64 %600, label %1256 [
    i64 1, label %3444
    i64 2, label %3437
    i64 3, label %3430
    i64 0, label %3466
  ]

3430:                                             ; preds = %3428
  %3431 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3429)
  %3432 = bitcast <8 x float> %3429 to <8 x i32>
  %3433 = and <8 x i32> %3432, %108
  %3434 = bitcast <8 x i32> %3433 to <8 x float>
  %3435 = fcmp oeq <8 x float> %3429, %71
  %3436 = select <8 x i1> %3435, <8 x float> %3434, <8 x float> %3431
  br label %3447

3437:                                             ; preds = %3428
  %3438 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3429)
  %3439 = bitcast <8 x float> %3429 to <8 x i32>
  %3440 = or <8 x i32> %3439, %109
  %3441 = bitcast <8 x i32> %3440 to <8 x float>
  %3442 = fcmp oeq <8 x float> %3429, %74
  %3443 = select <8 x i1> %3442, <8 x float> %3441, <8 x float> %3438
  br label %3447

3444:                                             ; preds = %3428
  %3445 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3400, <8 x i32> %3310)
  %3446 = fadd <8 x float> %3429, %3445
  br label %3447

3447:                                             ; preds = %3444, %3437, %3430
  %3448 = phi <8 x float> [ %3446, %3444 ], [ %3443, %3437 ], [ %3436, %3430 ]
  switch i64 %602, label %1256 [
    i64 1, label %3463
    i64 2, label %3456
    i64 3, label %3449
    i64 0, label %3466
  ]

3449:                                             ; preds = %3447
  %3450 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3448)
  %3451 = bitcast <8 x float> %3448 to <8 x i32>
  %3452 = and <8 x i32> %3451, %108
  %3453 = bitcast <8 x i32> %3452 to <8 x float>
  %3454 = fcmp oeq <8 x float> %3448, %71
  %3455 = select <8 x i1> %3454, <8 x float> %3453, <8 x float> %3450
  br label %3466

3456:                                             ; preds = %3447
  %3457 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3448)
  %3458 = bitcast <8 x float> %3448 to <8 x i32>
  %3459 = or <8 x i32> %3458, %109
  %3460 = bitcast <8 x i32> %3459 to <8 x float>
  %3461 = fcmp oeq <8 x float> %3448, %74
  %3462 = select <8 x i1> %3461, <8 x float> %3460, <8 x float> %3457
  br label %3466

3463:                                             ; preds = %3447
  %3464 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3400, <8 x i32> %3310)
  %3465 = fadd <8 x float> %3448, %3464
  br label %3466

3466:                                             ; preds = %3449, %3456, %3463, %3447, %3428
  %3467 = phi <8 x float> [ %3448, %3447 ], [ %3455, %3449 ], [ %3429, %3428 ], [ %3465, %3463 ], [ %3462, %3456 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3398, <8 x i32> %3310, <8 x float> %3467)
  %3468 = add nsw i64 %3397, 8
  %3469 = getelementptr inbounds float, ptr %814, i64 %3468
  %3470 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3469, <8 x i32> %3312)
  %3471 = getelementptr inbounds float, ptr %812, i64 %3468
  switch i64 %598, label %1256 [
    i64 1, label %3486
    i64 2, label %3479
    i64 3, label %3472
  ]

3472:                                             ; preds = %3466
  %3473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3470)
  %3474 = bitcast <8 x float> %3470 to <8 x i32>
  %3475 = and <8 x i32> %3474, %108
  %3476 = bitcast <8 x i32> %3475 to <8 x float>
  %3477 = fcmp oeq <8 x float> %3470, %71
  %3478 = select <8 x i1> %3477, <8 x float> %3476, <8 x float> %3473
  br label %3489

3479:                                             ; preds = %3466
  %3480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3470)
  %3481 = bitcast <8 x float> %3470 to <8 x i32>
  %3482 = or <8 x i32> %3481, %109
  %3483 = bitcast <8 x i32> %3482 to <8 x float>
  %3484 = fcmp oeq <8 x float> %3470, %74
  %3485 = select <8 x i1> %3484, <8 x float> %3483, <8 x float> %3480
  br label %3489

3486:                                             ; preds = %3466
  %3487 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3471, <8 x i32> %3312)
  %3488 = fadd <8 x float> %3470, %3487
  br label %3489

3489:                                             ; preds = %3486, %3479, %3472
  %3490 = phi <8 x float> [ %3488, %3486 ], [ %3485, %3479 ], [ %3478, %3472 ]
  switch i64 %604, label %1256 [
    i64 1, label %3505
    i64 2, label %3498
    i64 3, label %3491
    i64 0, label %3527
  ]

3491:                                             ; preds = %3489
  %3492 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3490)
  %3493 = bitcast <8 x float> %3490 to <8 x i32>
  %3494 = and <8 x i32> %3493, %108
  %3495 = bitcast <8 x i32> %3494 to <8 x float>
  %3496 = fcmp oeq <8 x float> %3490, %71
  %3497 = select <8 x i1> %3496, <8 x float> %3495, <8 x float> %3492
  br label %3508

3498:                                             ; preds = %3489
  %3499 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3490)
  %3500 = bitcast <8 x float> %3490 to <8 x i32>
  %3501 = or <8 x i32> %3500, %109
  %3502 = bitcast <8 x i32> %3501 to <8 x float>
  %3503 = fcmp oeq <8 x float> %3490, %74
  %3504 = select <8 x i1> %3503, <8 x float> %3502, <8 x float> %3499
  br label %3508

3505:                                             ; preds = %3489
  %3506 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3471, <8 x i32> %3312)
  %3507 = fadd <8 x float> %3490, %3506
  br label %3508

3508:                                             ; preds = %3505, %3498, %3491
  %3509 = phi <8 x float> [ %3507, %3505 ], [ %3504, %3498 ], [ %3497, %3491 ]
  switch i64 %606, label %1256 [
    i64 1, label %3524
    i64 2, label %3517
    i64 3, label %3510
    i64 0, label %3527
  ]

3510:                                             ; preds = %3508
  %3511 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3509)
  %3512 = bitcast <8 x float> %3509 to <8 x i32>
  %3513 = and <8 x i32> %3512, %108
  %3514 = bitcast <8 x i32> %3513 to <8 x float>
  %3515 = fcmp oeq <8 x float> %3509, %71
  %3516 = select <8 x i1> %3515, <8 x float> %3514, <8 x float> %3511
  br label %3527

3517:                                             ; preds = %3508
  %3518 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3509)
  %3519 = bitcast <8 x float> %3509 to <8 x i32>
  %3520 = or <8 x i32> %3519, %109
  %3521 = bitcast <8 x i32> %3520 to <8 x float>
  %3522 = fcmp oeq <8 x float> %3509, %74
  %3523 = select <8 x i1> %3522, <8 x float> %3521, <8 x float> %3518
  br label %3527

3524:                                             ; preds = %3508
  %3525 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3471, <8 x i32> %3312)
  %3526 = fadd <8 x float> %3509, %3525
  br label %3527

3527:                                             ; preds = %3510, %3517, %3524, %3508, %3489
  %3528 = phi <8 x float> [ %3523, %3517 ], [ %3516, %3510 ], [ %3490, %3489 ], [ %3509, %3508 ], [ %3526, %3524 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3469, <8 x i32> %3312, <8 x float> %3528)
  %3529 = add nsw i64 %3301, %1168
  %3530 = getelementptr inbounds float, ptr %814, i64 %3529
  %3531 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3530, <8 x i32> %3310)
  %3532 = getelementptr inbounds float, ptr %812, i64 %3529
  switch i64 %598, label %1256 [
    i64 1, label %3547
    i64 2, label %3540
    i64 3, label %3533
  ]

3533:                                             ; preds = %3527
  %3534 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3531)
  %3535 = bitcast <8 x float> %3531 to <8 x i32>
  %3536 = and <8 x i32> %3535, %108
  %3537 = bitcast <8 x i32> %3536 to <8 x float>
  %3538 = fcmp oeq <8 x float> %3531, %71
  %3539 = select <8 x i1> %3538, <8 x float> %3537, <8 x float> %3534
  br label %3550

3540:                                             ; preds = %3527
  %3541 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3531)
  %3542 = bitcast <8 x float> %3531 to <8 x i32>
  %3543 = or <8 x i32> %3542, %109
  %3544 = bitcast <8 x i32> %3543 to <8 x float>
  %3545 = fcmp oeq <8 x float> %3531, %74
  %3546 = select <8 x i1> %3545, <8 x float> %3544, <8 x float> %3541
  br label %3550

3547:                                             ; preds = %3527
  %3548 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3532, <8 x i32> %3310)
  %3549 = fadd <8 x float> %3531, %3548
  br label %3550

3550:                                             ; preds = %3547, %3540, %3533
  %3551 = phi <8 x float> [ %3549, %3547 ], [ %3546, %3540 ], [ %3539, %3533 ]
  switch i64 %608, label %1256 [
    i64 1, label %3566
    i64 2, label %3559
    i64 3, label %3552
    i64 0, label %3588
  ]

3552:                                             ; preds = %3550
  %3553 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3551)
  %3554 = bitcast <8 x float> %3551 to <8 x i32>
  %3555 = and <8 x i32> %3554, %108
  %3556 = bitcast <8 x i32> %3555 to <8 x float>
  %3557 = fcmp oeq <8 x float> %3551, %71
  %3558 = select <8 x i1> %3557, <8 x float> %3556, <8 x float> %3553
  br label %3569

3559:                                             ; preds = %3550
  %3560 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3551)
  %3561 = bitcast <8 x float> %3551 to <8 x i32>
  %3562 = or <8 x i32> %3561, %109
  %3563 = bitcast <8 x i32> %3562 to <8 x float>
  %3564 = fcmp oeq <8 x float> %3551, %74
  %3565 = select <8 x i1> %3564, <8 x float> %3563, <8 x float> %3560
  br label %3569

3566:                                             ; preds = %3550
  %3567 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3532, <8 x i32> %3310)
  %3568 = fadd <8 x float> %3551, %3567
  br label %3569

3569:                                             ; preds = %3566, %3559, %3552
  %3570 = phi <8 x float> [ %3568, %3566 ], [ %3565, %3559 ], [ %3558, %3552 ]
  switch i64 %610, label %1256 [
    i64 1, label %3585
    i64 2, label %3578
    i64 3, label %3571
    i64 0, label %3588
  ]

3571:                                             ; preds = %3569
  %3572 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3570)
  %3573 = bitcast <8 x float> %3570 to <8 x i32>
  %3574 = and <8 x i32> %3573, %108
  %3575 = bitcast <8 x i32> %3574 to <8 x float>
  %3576 = fcmp oeq <8 x float> %3570, %71
  %3577 = select <8 x i1> %3576, <8 x float> %3575, <8 x float> %3572
  br label %3588

3578:                                             ; preds = %3569
  %3579 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3570)
  %3580 = bitcast <8 x float> %3570 to <8 x i32>
  %3581 = or <8 x i32> %3580, %109
  %3582 = bitcast <8 x i32> %3581 to <8 x float>
  %3583 = fcmp oeq <8 x float> %3570, %74
  %3584 = select <8 x i1> %3583, <8 x float> %3582, <8 x float> %3579
  br label %3588

3585:                                             ; preds = %3569
  %3586 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3532, <8 x i32> %3310)
  %3587 = fadd <8 x float> %3570, %3586
  br label %3588

3588:                                             ; preds = %3571, %3578, %3585, %3569, %3550
  %3589 = phi <8 x float> [ %3584, %3578 ], [ %3577, %3571 ], [ %3551, %3550 ], [ %3570, %3569 ], [ %3587, %3585 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3530, <8 x i32> %3310, <8 x float> %3589)
  %3590 = add nsw i64 %3529, 8
  %3591 = getelementptr inbounds float, ptr %814, i64 %3590
  %3592 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3591, <8 x i32> %3312)
  %3593 = getelementptr inbounds float, ptr %812, i64 %3590
  switch i64 %598, label %1256 [
    i64 1, label %3608
    i64 2, label %3601
    i64 3, label %3594
  ]

3594:                                             ; preds = %3588
  %3595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3592)
  %3596 = bitcast <8 x float> %3592 to <8 x i32>
  %3597 = and <8 x i32> %3596, %108
  %3598 = bitcast <8 x i32> %3597 to <8 x float>
  %3599 = fcmp oeq <8 x float> %3592, %71
  %3600 = select <8 x i1> %3599, <8 x float> %3598, <8 x float> %3595
  br label %3611

3601:                                             ; preds = %3588
  %3602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3592)
  %3603 = bitcast <8 x float> %3592 to <8 x i32>
  %3604 = or <8 x i32> %3603, %109
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3592, %74
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3611

3608:                                             ; preds = %3588
  %3609 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3593, <8 x i32> %3312)
  %3610 = fadd <8 x float> %3592, %3609
  br label %3611

3611:                                             ; preds = %3608, %3601, %3594
  %3612 = phi <8 x float> [ %3610, %3608 ], [ %3607, %3601 ], [ %3600, %3594 ]
  switch i64 %612, label %1256 [
    i64 1, label %3627
    i64 2, label %3620
    i64 3, label %3613
    i64 0, label %3649
  ]

3613:                                             ; preds = %3611
  %3614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3612)
  %3615 = bitcast <8 x float> %3612 to <8 x i32>
  %3616 = and <8 x i32> %3615, %108
  %3617 = bitcast <8 x i32> %3616 to <8 x float>
  %3618 = fcmp oeq <8 x float> %3612, %71
  %3619 = select <8 x i1> %3618, <8 x float> %3617, <8 x float> %3614
  br label %3630

3620:                                             ; preds = %3611
  %3621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3612)
  %3622 = bitcast <8 x float> %3612 to <8 x i32>
  %3623 = or <8 x i32> %3622, %109
  %3624 = bitcast <8 x i32> %3623 to <8 x float>
  %3625 = fcmp oeq <8 x float> %3612, %74
  %3626 = select <8 x i1> %3625, <8 x float> %3624, <8 x float> %3621
  br label %3630

3627:                                             ; preds = %3611
  %3628 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3593, <8 x i32> %3312)
  %3629 = fadd <8 x float> %3612, %3628
  br label %3630

3630:                                             ; preds = %3627, %3620, %3613
  %3631 = phi <8 x float> [ %3629, %3627 ], [ %3626, %3620 ], [ %3619, %3613 ]
  switch i64 %614, label %1256 [
    i64 1, label %3646
    i64 2, label %3639
    i64 3, label %3632
    i64 0, label %3649
  ]

3632:                                             ; preds = %3630
  %3633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3631)
  %3634 = bitcast <8 x float> %3631 to <8 x i32>
  %3635 = and <8 x i32> %3634, %108
  %3636 = bitcast <8 x i32> %3635 to <8 x float>
  %3637 = fcmp oeq <8 x float> %3631, %71
  %3638 = select <8 x i1> %3637, <8 x float> %3636, <8 x float> %3633
  br label %3649

3639:                                             ; preds = %3630
  %3640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3631)
  %3641 = bitcast <8 x float> %3631 to <8 x i32>
  %3642 = or <8 x i32> %3641, %109
  %3643 = bitcast <8 x i32> %3642 to <8 x float>
  %3644 = fcmp oeq <8 x float> %3631, %74
  %3645 = select <8 x i1> %3644, <8 x float> %3643, <8 x float> %3640
  br label %3649

3646:                                             ; preds = %3630
  %3647 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3593, <8 x i32> %3312)
  %3648 = fadd <8 x float> %3631, %3647
  br label %3649

3649:                                             ; preds = %3632, %3639, %3646, %3401, %3630, %3611
  %3650 = phi ptr [ %3409, %3401 ], [ %3591, %3632 ], [ %3591, %3611 ], [ %3591, %3630 ], [ %3591, %3646 ], [ %3591, %3639 ]
  %3651 = phi <8 x float> [ %3410, %3401 ], [ %3638, %3632 ], [ %3612, %3611 ], [ %3631, %3630 ], [ %3648, %3646 ], [ %3645, %3639 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %3650, <8 x i32> %3312, <8 x float> %3651)
  br label %3652

3652:                                             ; preds = %3649, %3303
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %13995

3653:                                             ; preds = %1167
  br i1 %85, label %3654, label %3953

3654:                                             ; preds = %3653
  %3655 = icmp sgt i64 %1169, 7
  %3656 = trunc i64 %1169 to i32
  %3657 = select i1 %3655, i32 8, i32 %3656
  %3658 = insertelement <8 x i32> poison, i32 %3657, i64 0
  %3659 = shufflevector <8 x i32> %3658, <8 x i32> poison, <8 x i32> zeroinitializer
  %3660 = icmp sgt <8 x i32> %3659, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %3671, label %3661

3661:                                             ; preds = %3654
  %3662 = load float, ptr %827, align 1
  %3663 = insertelement <8 x float> poison, float %3662, i64 0
  %3664 = shufflevector <8 x float> %3663, <8 x float> poison, <8 x i32> zeroinitializer
  %3665 = load float, ptr %1104, align 1
  %3666 = insertelement <8 x float> poison, float %3665, i64 0
  %3667 = shufflevector <8 x float> %3666, <8 x float> poison, <8 x i32> zeroinitializer
  %3668 = load float, ptr %1105, align 1
  %3669 = insertelement <8 x float> poison, float %3668, i64 0
  %3670 = shufflevector <8 x float> %3669, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3679

3671:                                             ; preds = %3654
  %3672 = getelementptr float, ptr %809, i64 %1168
  %3673 = getelementptr float, ptr %3672, i64 %831
  %3674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3673, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3675 = getelementptr float, ptr %3672, i64 %1107
  %3676 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3675, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3677 = getelementptr float, ptr %3672, i64 %1109
  %3678 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3677, <8 x i1> %3660, <8 x float> zeroinitializer)
  br label %3679

3679:                                             ; preds = %3671, %3661
  %3680 = phi <8 x float> [ %3676, %3671 ], [ %3667, %3661 ]
  %3681 = phi <8 x float> [ %3674, %3671 ], [ %3664, %3661 ]
  %3682 = phi <8 x float> [ %3678, %3671 ], [ %3670, %3661 ]
  %3683 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %3684, label %3709

3684:                                             ; preds = %3679
  br i1 %736, label %3686, label %3717

3685:                                             ; preds = %3717
  br i1 %738, label %3709, label %3686

3686:                                             ; preds = %3685, %3684
  %3687 = phi <8 x float> [ %3682, %3684 ], [ %3759, %3685 ]
  %3688 = phi <8 x float> [ %3680, %3684 ], [ %3754, %3685 ]
  %3689 = phi <8 x float> [ %3681, %3684 ], [ %3749, %3685 ]
  %3690 = phi i64 [ 0, %3684 ], [ %3760, %3685 ]
  tail call void @llvm.assume(i1 %739)
  %3691 = mul nsw i64 %3690, %7
  %3692 = getelementptr inbounds float, ptr %3683, i64 %3691
  %3693 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3692, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3694 = getelementptr float, ptr %830, i64 %3690
  %3695 = load float, ptr %3694, align 1
  %3696 = insertelement <8 x float> poison, float %3695, i64 0
  %3697 = shufflevector <8 x float> %3696, <8 x float> poison, <8 x i32> zeroinitializer
  %3698 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3693, <8 x float> %3697, <8 x float> %3689)
  %3699 = getelementptr float, ptr %3694, i64 %5
  %3700 = load float, ptr %3699, align 1
  %3701 = insertelement <8 x float> poison, float %3700, i64 0
  %3702 = shufflevector <8 x float> %3701, <8 x float> poison, <8 x i32> zeroinitializer
  %3703 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3693, <8 x float> %3702, <8 x float> %3688)
  %3704 = getelementptr i8, ptr %3694, i64 %584
  %3705 = load float, ptr %3704, align 1
  %3706 = insertelement <8 x float> poison, float %3705, i64 0
  %3707 = shufflevector <8 x float> %3706, <8 x float> poison, <8 x i32> zeroinitializer
  %3708 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3693, <8 x float> %3707, <8 x float> %3687)
  br label %3709

3709:                                             ; preds = %3686, %3685, %3679
  %3710 = phi <8 x float> [ %3682, %3679 ], [ %3759, %3685 ], [ %3708, %3686 ]
  %3711 = phi <8 x float> [ %3680, %3679 ], [ %3754, %3685 ], [ %3703, %3686 ]
  %3712 = phi <8 x float> [ %3681, %3679 ], [ %3749, %3685 ], [ %3698, %3686 ]
  %3713 = getelementptr float, ptr %814, i64 %1168
  %3714 = getelementptr float, ptr %3713, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3712, ptr align 1 %3714, <8 x i1> %3660)
  %3715 = getelementptr float, ptr %3713, i64 %1111
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3711, ptr align 1 %3715, <8 x i1> %3660)
  %3716 = getelementptr float, ptr %3713, i64 %1113
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3710, ptr align 1 %3716, <8 x i1> %3660)
  br i1 %107, label %13995, label %3763

3717:                                             ; preds = %3684, %3717
  %3718 = phi <8 x float> [ %3759, %3717 ], [ %3682, %3684 ]
  %3719 = phi <8 x float> [ %3754, %3717 ], [ %3680, %3684 ]
  %3720 = phi <8 x float> [ %3749, %3717 ], [ %3681, %3684 ]
  %3721 = phi i64 [ %3760, %3717 ], [ 0, %3684 ]
  %3722 = phi i64 [ %3761, %3717 ], [ 0, %3684 ]
  %3723 = mul nsw i64 %3721, %7
  %3724 = getelementptr inbounds float, ptr %3683, i64 %3723
  %3725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3724, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3726 = getelementptr float, ptr %830, i64 %3721
  %3727 = load float, ptr %3726, align 1
  %3728 = insertelement <8 x float> poison, float %3727, i64 0
  %3729 = shufflevector <8 x float> %3728, <8 x float> poison, <8 x i32> zeroinitializer
  %3730 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3725, <8 x float> %3729, <8 x float> %3720)
  %3731 = getelementptr float, ptr %3726, i64 %5
  %3732 = load float, ptr %3731, align 1
  %3733 = insertelement <8 x float> poison, float %3732, i64 0
  %3734 = shufflevector <8 x float> %3733, <8 x float> poison, <8 x i32> zeroinitializer
  %3735 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3725, <8 x float> %3734, <8 x float> %3719)
  %3736 = getelementptr i8, ptr %3726, i64 %584
  %3737 = load float, ptr %3736, align 1
  %3738 = insertelement <8 x float> poison, float %3737, i64 0
  %3739 = shufflevector <8 x float> %3738, <8 x float> poison, <8 x i32> zeroinitializer
  %3740 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3725, <8 x float> %3739, <8 x float> %3718)
  %3741 = or disjoint i64 %3721, 1
  %3742 = mul nsw i64 %3741, %7
  %3743 = getelementptr inbounds float, ptr %3683, i64 %3742
  %3744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3743, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3745 = getelementptr float, ptr %830, i64 %3741
  %3746 = load float, ptr %3745, align 1
  %3747 = insertelement <8 x float> poison, float %3746, i64 0
  %3748 = shufflevector <8 x float> %3747, <8 x float> poison, <8 x i32> zeroinitializer
  %3749 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3744, <8 x float> %3748, <8 x float> %3730)
  %3750 = getelementptr float, ptr %3745, i64 %5
  %3751 = load float, ptr %3750, align 1
  %3752 = insertelement <8 x float> poison, float %3751, i64 0
  %3753 = shufflevector <8 x float> %3752, <8 x float> poison, <8 x i32> zeroinitializer
  %3754 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3744, <8 x float> %3753, <8 x float> %3735)
  %3755 = getelementptr i8, ptr %3745, i64 %584
  %3756 = load float, ptr %3755, align 1
  %3757 = insertelement <8 x float> poison, float %3756, i64 0
  %3758 = shufflevector <8 x float> %3757, <8 x float> poison, <8 x i32> zeroinitializer
  %3759 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3744, <8 x float> %3758, <8 x float> %3740)
  %3760 = add nuw nsw i64 %3721, 2
  %3761 = add i64 %3722, 2
  %3762 = icmp eq i64 %3761, %737
  br i1 %3762, label %3685, label %3717

3763:                                             ; preds = %3709
  %3764 = add nsw i64 %831, %1168
  %3765 = getelementptr inbounds float, ptr %814, i64 %3764
  %3766 = getelementptr inbounds float, ptr %812, i64 %3764
  %3767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3765, <8 x i1> %3660, <8 x float> zeroinitializer)
  switch i64 %585, label %1256 [
    i64 1, label %3773
    i64 2, label %3776
    i64 3, label %3783
    i64 0, label %3768
  ]

3768:                                             ; preds = %3763
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3767, ptr align 1 %3765, <8 x i1> %3660)
  %3769 = getelementptr float, ptr %1160, i64 %1168
  %3770 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3769, <8 x i1> %3660, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3770, ptr align 1 %3769, <8 x i1> %3660)
  %3771 = getelementptr float, ptr %1161, i64 %1168
  %3772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3771, <8 x i1> %3660, <8 x float> zeroinitializer)
  br label %3950

3773:                                             ; preds = %3763
  %3774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3766, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3775 = fadd <8 x float> %3767, %3774
  br label %3790

3776:                                             ; preds = %3763
  %3777 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3767)
  %3778 = bitcast <8 x float> %3767 to <8 x i32>
  %3779 = or <8 x i32> %3778, %109
  %3780 = bitcast <8 x i32> %3779 to <8 x float>
  %3781 = fcmp oeq <8 x float> %3767, %74
  %3782 = select <8 x i1> %3781, <8 x float> %3780, <8 x float> %3777
  br label %3790

3783:                                             ; preds = %3763
  %3784 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3767)
  %3785 = bitcast <8 x float> %3767 to <8 x i32>
  %3786 = and <8 x i32> %3785, %108
  %3787 = bitcast <8 x i32> %3786 to <8 x float>
  %3788 = fcmp oeq <8 x float> %3767, %71
  %3789 = select <8 x i1> %3788, <8 x float> %3787, <8 x float> %3784
  br label %3790

3790:                                             ; preds = %3783, %3776, %3773
  %3791 = phi <8 x float> [ %3775, %3773 ], [ %3782, %3776 ], [ %3789, %3783 ]
  switch i64 %587, label %1256 [
    i64 1, label %3806
    i64 2, label %3799
    i64 3, label %3792
    i64 0, label %3828
  ]

3792:                                             ; preds = %3790
  %3793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3791)
  %3794 = bitcast <8 x float> %3791 to <8 x i32>
  %3795 = and <8 x i32> %3794, %108
  %3796 = bitcast <8 x i32> %3795 to <8 x float>
  %3797 = fcmp oeq <8 x float> %3791, %71
  %3798 = select <8 x i1> %3797, <8 x float> %3796, <8 x float> %3793
  br label %3809

3799:                                             ; preds = %3790
  %3800 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3791)
  %3801 = bitcast <8 x float> %3791 to <8 x i32>
  %3802 = or <8 x i32> %3801, %109
  %3803 = bitcast <8 x i32> %3802 to <8 x float>
  %3804 = fcmp oeq <8 x float> %3791, %74
  %3805 = select <8 x i1> %3804, <8 x float> %3803, <8 x float> %3800
  br label %3809

3806:                                             ; preds = %3790
  %3807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3766, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3808 = fadd <8 x float> %3791, %3807
  br label %3809

3809:                                             ; preds = %3806, %3799, %3792
  %3810 = phi <8 x float> [ %3808, %3806 ], [ %3805, %3799 ], [ %3798, %3792 ]
  switch i64 %589, label %1256 [
    i64 1, label %3825
    i64 2, label %3818
    i64 3, label %3811
    i64 0, label %3828
  ]

3811:                                             ; preds = %3809
  %3812 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3810)
  %3813 = bitcast <8 x float> %3810 to <8 x i32>
  %3814 = and <8 x i32> %3813, %108
  %3815 = bitcast <8 x i32> %3814 to <8 x float>
  %3816 = fcmp oeq <8 x float> %3810, %71
  %3817 = select <8 x i1> %3816, <8 x float> %3815, <8 x float> %3812
  br label %3828

3818:                                             ; preds = %3809
  %3819 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3810)
  %3820 = bitcast <8 x float> %3810 to <8 x i32>
  %3821 = or <8 x i32> %3820, %109
  %3822 = bitcast <8 x i32> %3821 to <8 x float>
  %3823 = fcmp oeq <8 x float> %3810, %74
  %3824 = select <8 x i1> %3823, <8 x float> %3822, <8 x float> %3819
  br label %3828

3825:                                             ; preds = %3809
  %3826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3766, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3827 = fadd <8 x float> %3810, %3826
  br label %3828

3828:                                             ; preds = %3811, %3818, %3825, %3809, %3790
  %3829 = phi <8 x float> [ %3810, %3809 ], [ %3817, %3811 ], [ %3791, %3790 ], [ %3827, %3825 ], [ %3824, %3818 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3829, ptr align 1 %3765, <8 x i1> %3660)
  %3830 = add nsw i64 %1111, %1168
  %3831 = getelementptr inbounds float, ptr %814, i64 %3830
  %3832 = getelementptr inbounds float, ptr %812, i64 %3830
  %3833 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3831, <8 x i1> %3660, <8 x float> zeroinitializer)
  switch i64 %585, label %1256 [
    i64 1, label %3848
    i64 2, label %3841
    i64 3, label %3834
  ]

3834:                                             ; preds = %3828
  %3835 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3833)
  %3836 = bitcast <8 x float> %3833 to <8 x i32>
  %3837 = and <8 x i32> %3836, %108
  %3838 = bitcast <8 x i32> %3837 to <8 x float>
  %3839 = fcmp oeq <8 x float> %3833, %71
  %3840 = select <8 x i1> %3839, <8 x float> %3838, <8 x float> %3835
  br label %3851

3841:                                             ; preds = %3828
  %3842 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3833)
  %3843 = bitcast <8 x float> %3833 to <8 x i32>
  %3844 = or <8 x i32> %3843, %109
  %3845 = bitcast <8 x i32> %3844 to <8 x float>
  %3846 = fcmp oeq <8 x float> %3833, %74
  %3847 = select <8 x i1> %3846, <8 x float> %3845, <8 x float> %3842
  br label %3851

3848:                                             ; preds = %3828
  %3849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3832, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3850 = fadd <8 x float> %3833, %3849
  br label %3851

3851:                                             ; preds = %3848, %3841, %3834
  %3852 = phi <8 x float> [ %3850, %3848 ], [ %3847, %3841 ], [ %3840, %3834 ]
  switch i64 %591, label %1256 [
    i64 1, label %3867
    i64 2, label %3860
    i64 3, label %3853
    i64 0, label %3889
  ]

3853:                                             ; preds = %3851
  %3854 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3852)
  %3855 = bitcast <8 x float> %3852 to <8 x i32>
  %3856 = and <8 x i32> %3855, %108
  %3857 = bitcast <8 x i32> %3856 to <8 x float>
  %3858 = fcmp oeq <8 x float> %3852, %71
  %3859 = select <8 x i1> %3858, <8 x float> %3857, <8 x float> %3854
  br label %3870

3860:                                             ; preds = %3851
  %3861 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3852)
  %3862 = bitcast <8 x float> %3852 to <8 x i32>
  %3863 = or <8 x i32> %3862, %109
  %3864 = bitcast <8 x i32> %3863 to <8 x float>
  %3865 = fcmp oeq <8 x float> %3852, %74
  %3866 = select <8 x i1> %3865, <8 x float> %3864, <8 x float> %3861
  br label %3870

3867:                                             ; preds = %3851
  %3868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3832, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3869 = fadd <8 x float> %3852, %3868
  br label %3870

3870:                                             ; preds = %3867, %3860, %3853
  %3871 = phi <8 x float> [ %3869, %3867 ], [ %3866, %3860 ], [ %3859, %3853 ]
  switch i64 %593, label %1256 [
    i64 1, label %3886
    i64 2, label %3879
    i64 3, label %3872
    i64 0, label %3889
  ]

3872:                                             ; preds = %3870
  %3873 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3871)
  %3874 = bitcast <8 x float> %3871 to <8 x i32>
  %3875 = and <8 x i32> %3874, %108
  %3876 = bitcast <8 x i32> %3875 to <8 x float>
  %3877 = fcmp oeq <8 x float> %3871, %71
  %3878 = select <8 x i1> %3877, <8 x float> %3876, <8 x float> %3873
  br label %3889

3879:                                             ; preds = %3870
  %3880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3871)
  %3881 = bitcast <8 x float> %3871 to <8 x i32>
  %3882 = or <8 x i32> %3881, %109
  %3883 = bitcast <8 x i32> %3882 to <8 x float>
  %3884 = fcmp oeq <8 x float> %3871, %74
  %3885 = select <8 x i1> %3884, <8 x float> %3883, <8 x float> %3880
  br label %3889

3886:                                             ; preds = %3870
  %3887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3832, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3888 = fadd <8 x float> %3871, %3887
  br label %3889

3889:                                             ; preds = %3872, %3879, %3886, %3870, %3851
  %3890 = phi <8 x float> [ %3885, %3879 ], [ %3878, %3872 ], [ %3852, %3851 ], [ %3871, %3870 ], [ %3888, %3886 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3890, ptr align 1 %3831, <8 x i1> %3660)
  %3891 = add nsw i64 %1113, %1168
  %3892 = getelementptr inbounds float, ptr %814, i64 %3891
  %3893 = getelementptr inbounds float, ptr %812, i64 %3891
  %3894 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3892, <8 x i1> %3660, <8 x float> zeroinitializer)
  switch i64 %585, label %1256 [
    i64 1, label %3909
    i64 2, label %3902
    i64 3, label %3895
  ]

3895:                                             ; preds = %3889
  %3896 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3894)
  %3897 = bitcast <8 x float> %3894 to <8 x i32>
  %3898 = and <8 x i32> %3897, %108
  %3899 = bitcast <8 x i32> %3898 to <8 x float>
  %3900 = fcmp oeq <8 x float> %3894, %71
  %3901 = select <8 x i1> %3900, <8 x float> %3899, <8 x float> %3896
  br label %3912

3902:                                             ; preds = %3889
  %3903 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3894)
  %3904 = bitcast <8 x float> %3894 to <8 x i32>
  %3905 = or <8 x i32> %3904, %109
  %3906 = bitcast <8 x i32> %3905 to <8 x float>
  %3907 = fcmp oeq <8 x float> %3894, %74
  %3908 = select <8 x i1> %3907, <8 x float> %3906, <8 x float> %3903
  br label %3912

3909:                                             ; preds = %3889
  %3910 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3893, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3911 = fadd <8 x float> %3894, %3910
  br label %3912

3912:                                             ; preds = %3909, %3902, %3895
  %3913 = phi <8 x float> [ %3911, %3909 ], [ %3908, %3902 ], [ %3901, %3895 ]
  switch i64 %595, label %1256 [
    i64 1, label %3928
    i64 2, label %3921
    i64 3, label %3914
    i64 0, label %3950
  ]

3914:                                             ; preds = %3912
  %3915 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3913)
  %3916 = bitcast <8 x float> %3913 to <8 x i32>
  %3917 = and <8 x i32> %3916, %108
  %3918 = bitcast <8 x i32> %3917 to <8 x float>
  %3919 = fcmp oeq <8 x float> %3913, %71
  %3920 = select <8 x i1> %3919, <8 x float> %3918, <8 x float> %3915
  br label %3931

3921:                                             ; preds = %3912
  %3922 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3913)
  %3923 = bitcast <8 x float> %3913 to <8 x i32>
  %3924 = or <8 x i32> %3923, %109
  %3925 = bitcast <8 x i32> %3924 to <8 x float>
  %3926 = fcmp oeq <8 x float> %3913, %74
  %3927 = select <8 x i1> %3926, <8 x float> %3925, <8 x float> %3922
  br label %3931

3928:                                             ; preds = %3912
  %3929 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3893, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3930 = fadd <8 x float> %3913, %3929
  br label %3931

3931:                                             ; preds = %3928, %3921, %3914
  %3932 = phi <8 x float> [ %3930, %3928 ], [ %3927, %3921 ], [ %3920, %3914 ]
  switch i64 %597, label %1256 [
    i64 1, label %3947
    i64 2, label %3940
    i64 3, label %3933
    i64 0, label %3950
  ]

3933:                                             ; preds = %3931
  %3934 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %3932)
  %3935 = bitcast <8 x float> %3932 to <8 x i32>
  %3936 = and <8 x i32> %3935, %108
  %3937 = bitcast <8 x i32> %3936 to <8 x float>
  %3938 = fcmp oeq <8 x float> %3932, %71
  %3939 = select <8 x i1> %3938, <8 x float> %3937, <8 x float> %3934
  br label %3950

3940:                                             ; preds = %3931
  %3941 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %3932)
  %3942 = bitcast <8 x float> %3932 to <8 x i32>
  %3943 = or <8 x i32> %3942, %109
  %3944 = bitcast <8 x i32> %3943 to <8 x float>
  %3945 = fcmp oeq <8 x float> %3932, %74
  %3946 = select <8 x i1> %3945, <8 x float> %3944, <8 x float> %3941
  br label %3950

3947:                                             ; preds = %3931
  %3948 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3893, <8 x i1> %3660, <8 x float> zeroinitializer)
  %3949 = fadd <8 x float> %3932, %3948
  br label %3950

3950:                                             ; preds = %3933, %3940, %3947, %3768, %3931, %3912
  %3951 = phi ptr [ %3771, %3768 ], [ %3892, %3933 ], [ %3892, %3912 ], [ %3892, %3931 ], [ %3892, %3947 ], [ %3892, %3940 ]
  %3952 = phi <8 x float> [ %3772, %3768 ], [ %3939, %3933 ], [ %3913, %3912 ], [ %3932, %3931 ], [ %3949, %3947 ], [ %3946, %3940 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3952, ptr align 1 %3951, <8 x i1> %3660)
  br label %13995

3953:                                             ; preds = %3653
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %3954 = icmp sgt i64 %1169, 7
  %3955 = trunc i64 %1169 to i32
  %3956 = select i1 %3954, i32 8, i32 %3955
  %3957 = insertelement <8 x i32> poison, i32 %3956, i64 0
  %3958 = shufflevector <8 x i32> %3957, <8 x i32> poison, <8 x i32> zeroinitializer
  %3959 = icmp sgt <8 x i32> %3958, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %38, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %37, i8 0, i64 28, i1 false)
  %3960 = sdiv i64 %7, %19
  %3961 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %3962 = icmp sgt i64 %1169, 0
  br i1 %3962, label %3963, label %3969

3963:                                             ; preds = %3953
  %3964 = srem i64 %1168, %19
  %3965 = sdiv i64 %1168, %19
  %3966 = sub nsw i64 0, %3964
  %3967 = insertelement <8 x i64> poison, i64 %3960, i64 0
  %3968 = shufflevector <8 x i64> %3967, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %3970

3969:                                             ; preds = %4058, %3953
  br i1 %104, label %4093, label %4083

3970:                                             ; preds = %3963, %4058
  %3971 = phi i64 [ %3966, %3963 ], [ 0, %4058 ]
  %3972 = phi i64 [ 0, %3963 ], [ %3976, %4058 ]
  %3973 = phi i64 [ %3965, %3963 ], [ %4059, %4058 ]
  %3974 = add i64 %3971, %19
  %3975 = add i64 %3974, %3972
  %3976 = tail call i64 @llvm.smin.i64(i64 %3975, i64 %3961)
  br i1 %102, label %3977, label %4007

3977:                                             ; preds = %3970
  %3978 = sub i64 %3973, %22
  %3979 = icmp sgt i64 %3976, %3972
  %3980 = shl nsw i64 -1, %3976
  %3981 = xor i64 %3980, -1
  %3982 = shl nsw i64 -1, %3972
  %3983 = and i64 %3982, %3981
  %3984 = trunc i64 %3983 to i32
  %3985 = select i1 %3979, i32 %3984, i32 0
  br i1 %728, label %4005, label %3986

3986:                                             ; preds = %3977
  %3987 = insertelement <8 x i64> poison, i64 %3978, i64 0
  %3988 = shufflevector <8 x i64> %3987, <8 x i64> poison, <8 x i32> zeroinitializer
  %3989 = insertelement <8 x i32> poison, i32 %3985, i64 0
  %3990 = shufflevector <8 x i32> %3989, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %3991

3991:                                             ; preds = %3991, %3986
  %3992 = phi i64 [ 0, %3986 ], [ %4001, %3991 ]
  %3993 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %3986 ], [ %4002, %3991 ]
  %3994 = add <8 x i64> %3988, %3993
  %3995 = icmp sgt <8 x i64> %3994, splat (i64 -1)
  %3996 = icmp slt <8 x i64> %3994, %3968
  %3997 = and <8 x i1> %3995, %3996
  %3998 = getelementptr i32, ptr %37, i64 %3992
  %3999 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %3998, <8 x i1> %3997, <8 x i32> poison)
  %4000 = or <8 x i32> %3999, %3990
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %4000, ptr align 16 %3998, <8 x i1> %3997)
  %4001 = add nuw i64 %3992, 8
  %4002 = add nuw nsw <8 x i64> %3993, splat (i64 8)
  %4003 = icmp eq i64 %4001, %729
  br i1 %4003, label %4004, label %3991

4004:                                             ; preds = %3991
  br i1 %730, label %4007, label %4005

4005:                                             ; preds = %3977, %4004
  %4006 = phi i64 [ 0, %3977 ], [ %729, %4004 ]
  br label %4045

4007:                                             ; preds = %4055, %4004, %3970
  br i1 %103, label %4008, label %4058

4008:                                             ; preds = %4007
  %4009 = add i64 %3971, %23
  %4010 = add i64 %4009, %3972
  %4011 = add nsw i64 %3975, %23
  br i1 %731, label %4042, label %4012

4012:                                             ; preds = %4008
  %4013 = insertelement <8 x i64> poison, i64 %4010, i64 0
  %4014 = shufflevector <8 x i64> %4013, <8 x i64> poison, <8 x i32> zeroinitializer
  %4015 = insertelement <8 x i64> poison, i64 %4011, i64 0
  %4016 = shufflevector <8 x i64> %4015, <8 x i64> poison, <8 x i32> zeroinitializer
  %4017 = insertelement <8 x i64> poison, i64 %3972, i64 0
  %4018 = shufflevector <8 x i64> %4017, <8 x i64> poison, <8 x i32> zeroinitializer
  %4019 = insertelement <8 x i64> poison, i64 %3976, i64 0
  %4020 = shufflevector <8 x i64> %4019, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %4021

4021:                                             ; preds = %4021, %4012
  %4022 = phi i64 [ 0, %4012 ], [ %4038, %4021 ]
  %4023 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %4012 ], [ %4039, %4021 ]
  %4024 = add <8 x i64> %4014, %4023
  %4025 = add <8 x i64> %4016, %4023
  %4026 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %4024, <8 x i64> %4018)
  %4027 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4025, <8 x i64> %4020)
  %4028 = icmp sgt <8 x i64> %4027, %4026
  %4029 = shl nsw <8 x i64> splat (i64 -1), %4027
  %4030 = xor <8 x i64> %4029, splat (i64 -1)
  %4031 = shl nsw <8 x i64> splat (i64 -1), %4026
  %4032 = and <8 x i64> %4031, %4030
  %4033 = trunc <8 x i64> %4032 to <8 x i32>
  %4034 = select <8 x i1> %4028, <8 x i32> %4033, <8 x i32> zeroinitializer
  %4035 = getelementptr inbounds nuw i32, ptr %38, i64 %4022
  %4036 = load <8 x i32>, ptr %4035, align 16
  %4037 = or <8 x i32> %4036, %4034
  store <8 x i32> %4037, ptr %4035, align 16
  %4038 = add nuw i64 %4022, 8
  %4039 = add <8 x i64> %4023, splat (i64 -8)
  %4040 = icmp eq i64 %4038, %732
  br i1 %4040, label %4041, label %4021

4041:                                             ; preds = %4021
  br i1 %734, label %4058, label %4042

4042:                                             ; preds = %4008, %4041
  %4043 = phi i64 [ 0, %4008 ], [ %733, %4041 ]
  %4044 = phi i64 [ 0, %4008 ], [ %732, %4041 ]
  br label %4061

4045:                                             ; preds = %4005, %4055
  %4046 = phi i64 [ %4056, %4055 ], [ %4006, %4005 ]
  %4047 = add i64 %3978, %4046
  %4048 = icmp sgt i64 %4047, -1
  %4049 = icmp slt i64 %4047, %3960
  %4050 = and i1 %4048, %4049
  br i1 %4050, label %4051, label %4055

4051:                                             ; preds = %4045
  %4052 = getelementptr inbounds nuw i32, ptr %37, i64 %4046
  %4053 = load i32, ptr %4052, align 4
  %4054 = or i32 %4053, %3985
  store i32 %4054, ptr %4052, align 4
  br label %4055

4055:                                             ; preds = %4051, %4045
  %4056 = add nuw nsw i64 %4046, 1
  %4057 = icmp eq i64 %4056, %20
  br i1 %4057, label %4007, label %4045

4058:                                             ; preds = %4061, %4041, %4007
  %4059 = add nsw i64 %3973, 1
  %4060 = icmp slt i64 %3975, %3961
  br i1 %4060, label %3970, label %3969

4061:                                             ; preds = %4042, %4061
  %4062 = phi i64 [ %4079, %4061 ], [ %4043, %4042 ]
  %4063 = phi i64 [ %4078, %4061 ], [ %4044, %4042 ]
  %4064 = add i64 %4010, %4062
  %4065 = add i64 %4011, %4062
  %4066 = tail call i64 @llvm.smax.i64(i64 %4064, i64 %3972)
  %4067 = tail call i64 @llvm.smin.i64(i64 %4065, i64 %3976)
  %4068 = icmp sgt i64 %4067, %4066
  %4069 = shl nsw i64 -1, %4067
  %4070 = xor i64 %4069, -1
  %4071 = shl nsw i64 -1, %4066
  %4072 = and i64 %4071, %4070
  %4073 = trunc i64 %4072 to i32
  %4074 = select i1 %4068, i32 %4073, i32 0
  %4075 = getelementptr inbounds nuw i32, ptr %38, i64 %4063
  %4076 = load i32, ptr %4075, align 4
  %4077 = or i32 %4076, %4074
  store i32 %4077, ptr %4075, align 4
  %4078 = add nuw nsw i64 %4063, 1
  %4079 = xor i64 %4063, -1
  %4080 = icmp eq i64 %4078, %21
  br i1 %4080, label %4058, label %4061

4081:                                             ; preds = %4101
  %4082 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %4113

4083:                                             ; preds = %3969
  %4084 = load float, ptr %827, align 1
  %4085 = insertelement <8 x float> poison, float %4084, i64 0
  %4086 = shufflevector <8 x float> %4085, <8 x float> poison, <8 x i32> zeroinitializer
  %4087 = load float, ptr %1094, align 1
  %4088 = insertelement <8 x float> poison, float %4087, i64 0
  %4089 = shufflevector <8 x float> %4088, <8 x float> poison, <8 x i32> zeroinitializer
  %4090 = load float, ptr %1095, align 1
  %4091 = insertelement <8 x float> poison, float %4090, i64 0
  %4092 = shufflevector <8 x float> %4091, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4101

4093:                                             ; preds = %3969
  %4094 = getelementptr float, ptr %809, i64 %1168
  %4095 = getelementptr float, ptr %4094, i64 %831
  %4096 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4095, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4097 = getelementptr float, ptr %4094, i64 %1097
  %4098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4097, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4099 = getelementptr float, ptr %4094, i64 %1099
  %4100 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4099, <8 x i1> %3959, <8 x float> zeroinitializer)
  br label %4101

4101:                                             ; preds = %4093, %4083
  %4102 = phi <8 x float> [ %4098, %4093 ], [ %4089, %4083 ]
  %4103 = phi <8 x float> [ %4096, %4093 ], [ %4086, %4083 ]
  %4104 = phi <8 x float> [ %4100, %4093 ], [ %4092, %4083 ]
  br i1 %102, label %4081, label %4105

4105:                                             ; preds = %4126, %4101
  %4106 = phi <8 x float> [ %4103, %4101 ], [ %4127, %4126 ]
  %4107 = phi <8 x float> [ %4102, %4101 ], [ %4128, %4126 ]
  %4108 = phi <8 x float> [ %4104, %4101 ], [ %4129, %4126 ]
  %4109 = getelementptr float, ptr %814, i64 %1168
  %4110 = getelementptr float, ptr %4109, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4106, ptr align 1 %4110, <8 x i1> %3959)
  %4111 = getelementptr float, ptr %4109, i64 %1101
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4107, ptr align 1 %4111, <8 x i1> %3959)
  %4112 = getelementptr float, ptr %4109, i64 %1103
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4108, ptr align 1 %4112, <8 x i1> %3959)
  br i1 %107, label %4373, label %4183

4113:                                             ; preds = %4081, %4126
  %4114 = phi <8 x float> [ %4103, %4081 ], [ %4127, %4126 ]
  %4115 = phi <8 x float> [ %4102, %4081 ], [ %4128, %4126 ]
  %4116 = phi <8 x float> [ %4104, %4081 ], [ %4129, %4126 ]
  %4117 = phi i64 [ 0, %4081 ], [ %4130, %4126 ]
  br i1 %103, label %4118, label %4126

4118:                                             ; preds = %4113
  %4119 = getelementptr inbounds nuw i32, ptr %37, i64 %4117
  %4120 = sub nsw i64 %4117, %22
  %4121 = mul nsw i64 %4120, %19
  %4122 = getelementptr inbounds float, ptr %4082, i64 %4121
  %4123 = mul nuw nsw i64 %4117, %21
  %4124 = getelementptr inbounds nuw float, ptr %828, i64 %4123
  %4125 = load i32, ptr %4119, align 4
  br label %4132

4126:                                             ; preds = %4147, %4113
  %4127 = phi <8 x float> [ %4114, %4113 ], [ %4148, %4147 ]
  %4128 = phi <8 x float> [ %4115, %4113 ], [ %4149, %4147 ]
  %4129 = phi <8 x float> [ %4116, %4113 ], [ %4150, %4147 ]
  %4130 = add nuw nsw i64 %4117, 1
  %4131 = icmp eq i64 %4130, %20
  br i1 %4131, label %4105, label %4113

4132:                                             ; preds = %4118, %4147
  %4133 = phi <8 x float> [ %4114, %4118 ], [ %4148, %4147 ]
  %4134 = phi <8 x float> [ %4115, %4118 ], [ %4149, %4147 ]
  %4135 = phi <8 x float> [ %4116, %4118 ], [ %4150, %4147 ]
  %4136 = phi i64 [ 0, %4118 ], [ %4151, %4147 ]
  %4137 = getelementptr inbounds nuw i32, ptr %38, i64 %4136
  %4138 = load i32, ptr %4137, align 4
  %4139 = and i32 %4138, %4125
  %4140 = insertelement <8 x i32> poison, i32 %4139, i64 0
  %4141 = shufflevector <8 x i32> %4140, <8 x i32> poison, <8 x i32> zeroinitializer
  %4142 = and <8 x i32> %4141, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %4143 = icmp ne <8 x i32> %4142, zeroinitializer
  %4144 = sub nsw i64 %4136, %23
  %4145 = getelementptr inbounds float, ptr %4122, i64 %4144
  %4146 = getelementptr inbounds nuw float, ptr %4124, i64 %4136
  br i1 %106, label %4153, label %4147

4147:                                             ; preds = %4153, %4132
  %4148 = phi <8 x float> [ %4133, %4132 ], [ %4166, %4153 ]
  %4149 = phi <8 x float> [ %4134, %4132 ], [ %4173, %4153 ]
  %4150 = phi <8 x float> [ %4135, %4132 ], [ %4180, %4153 ]
  %4151 = add nuw nsw i64 %4136, 1
  %4152 = icmp eq i64 %4151, %21
  br i1 %4152, label %4126, label %4132

4153:                                             ; preds = %4132, %4153
  %4154 = phi <8 x float> [ %4166, %4153 ], [ %4133, %4132 ]
  %4155 = phi <8 x float> [ %4173, %4153 ], [ %4134, %4132 ]
  %4156 = phi <8 x float> [ %4180, %4153 ], [ %4135, %4132 ]
  %4157 = phi i64 [ %4181, %4153 ], [ 0, %4132 ]
  %4158 = mul nsw i64 %4157, %7
  %4159 = getelementptr inbounds float, ptr %4145, i64 %4158
  %4160 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4159, <8 x i1> %4143, <8 x float> zeroinitializer)
  %4161 = mul nuw nsw i64 %4157, %101
  %4162 = getelementptr inbounds nuw float, ptr %4146, i64 %4161
  %4163 = load float, ptr %4162, align 1
  %4164 = insertelement <8 x float> poison, float %4163, i64 0
  %4165 = shufflevector <8 x float> %4164, <8 x float> poison, <8 x i32> zeroinitializer
  %4166 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4160, <8 x float> %4165, <8 x float> %4154)
  %4167 = add nuw nsw i64 %5, %4157
  %4168 = mul nuw nsw i64 %4167, %101
  %4169 = getelementptr inbounds nuw float, ptr %4146, i64 %4168
  %4170 = load float, ptr %4169, align 1
  %4171 = insertelement <8 x float> poison, float %4170, i64 0
  %4172 = shufflevector <8 x float> %4171, <8 x float> poison, <8 x i32> zeroinitializer
  %4173 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4160, <8 x float> %4172, <8 x float> %4155)
  %4174 = add nuw nsw i64 %570, %4157
  %4175 = mul nuw nsw i64 %4174, %101
  %4176 = getelementptr inbounds nuw float, ptr %4146, i64 %4175
  %4177 = load float, ptr %4176, align 1
  %4178 = insertelement <8 x float> poison, float %4177, i64 0
  %4179 = shufflevector <8 x float> %4178, <8 x float> poison, <8 x i32> zeroinitializer
  %4180 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4160, <8 x float> %4179, <8 x float> %4156)
  %4181 = add nuw nsw i64 %4157, 1
  %4182 = icmp eq i64 %4181, %5
  br i1 %4182, label %4147, label %4153

4183:                                             ; preds = %4105
  %4184 = add nsw i64 %831, %1168
  %4185 = getelementptr inbounds float, ptr %814, i64 %4184
  %4186 = getelementptr inbounds float, ptr %812, i64 %4184
  %4187 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4185, <8 x i1> %3959, <8 x float> zeroinitializer)
  switch i64 %571, label %1256 [
    i64 1, label %4193
    i64 2, label %4196
    i64 3, label %4203
    i64 0, label %4188
  ]

4188:                                             ; preds = %4183
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4187, ptr align 1 %4185, <8 x i1> %3959)
  %4189 = getelementptr float, ptr %1158, i64 %1168
  %4190 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4189, <8 x i1> %3959, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4190, ptr align 1 %4189, <8 x i1> %3959)
  %4191 = getelementptr float, ptr %1159, i64 %1168
  %4192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4191, <8 x i1> %3959, <8 x float> zeroinitializer)
  br label %4370

4193:                                             ; preds = %4183
  %4194 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4186, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4195 = fadd <8 x float> %4187, %4194
  br label %4210

4196:                                             ; preds = %4183
  %4197 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4187)
  %4198 = bitcast <8 x float> %4187 to <8 x i32>
  %4199 = or <8 x i32> %4198, %109
  %4200 = bitcast <8 x i32> %4199 to <8 x float>
  %4201 = fcmp oeq <8 x float> %4187, %74
  %4202 = select <8 x i1> %4201, <8 x float> %4200, <8 x float> %4197
  br label %4210

4203:                                             ; preds = %4183
  %4204 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4187)
  %4205 = bitcast <8 x float> %4187 to <8 x i32>
  %4206 = and <8 x i32> %4205, %108
  %4207 = bitcast <8 x i32> %4206 to <8 x float>
  %4208 = fcmp oeq <8 x float> %4187, %71
  %4209 = select <8 x i1> %4208, <8 x float> %4207, <8 x float> %4204
  br label %4210

4210:                                             ; preds = %4203, %4196, %4193
  %4211 = phi <8 x float> [ %4195, %4193 ], [ %4202, %4196 ], [ %4209, %4203 ]
  switch i64 %573, label %1256 [
    i64 1, label %4226
    i64 2, label %4219
    i64 3, label %4212
    i64 0, label %4248
  ]

4212:                                             ; preds = %4210
  %4213 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4211)
  %4214 = bitcast <8 x float> %4211 to <8 x i32>
  %4215 = and <8 x i32> %4214, %108
  %4216 = bitcast <8 x i32> %4215 to <8 x float>
  %4217 = fcmp oeq <8 x float> %4211, %71
  %4218 = select <8 x i1> %4217, <8 x float> %4216, <8 x float> %4213
  br label %4229

4219:                                             ; preds = %4210
  %4220 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4211)
  %4221 = bitcast <8 x float> %4211 to <8 x i32>
  %4222 = or <8 x i32> %4221, %109
  %4223 = bitcast <8 x i32> %4222 to <8 x float>
  %4224 = fcmp oeq <8 x float> %4211, %74
  %4225 = select <8 x i1> %4224, <8 x float> %4223, <8 x float> %4220
  br label %4229

4226:                                             ; preds = %4210
  %4227 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4186, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4228 = fadd <8 x float> %4211, %4227
  br label %4229

4229:                                             ; preds = %4226, %4219, %4212
  %4230 = phi <8 x float> [ %4228, %4226 ], [ %4225, %4219 ], [ %4218, %4212 ]
  switch i64 %575, label %1256 [
    i64 1, label %4245
    i64 2, label %4238
    i64 3, label %4231
    i64 0, label %4248
  ]

4231:                                             ; preds = %4229
  %4232 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4230)
  %4233 = bitcast <8 x float> %4230 to <8 x i32>
  %4234 = and <8 x i32> %4233, %108
  %4235 = bitcast <8 x i32> %4234 to <8 x float>
  %4236 = fcmp oeq <8 x float> %4230, %71
  %4237 = select <8 x i1> %4236, <8 x float> %4235, <8 x float> %4232
  br label %4248

4238:                                             ; preds = %4229
  %4239 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4230)
  %4240 = bitcast <8 x float> %4230 to <8 x i32>
  %4241 = or <8 x i32> %4240, %109
  %4242 = bitcast <8 x i32> %4241 to <8 x float>
  %4243 = fcmp oeq <8 x float> %4230, %74
  %4244 = select <8 x i1> %4243, <8 x float> %4242, <8 x float> %4239
  br label %4248

4245:                                             ; preds = %4229
  %4246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4186, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4247 = fadd <8 x float> %4230, %4246
  br label %4248

4248:                                             ; preds = %4231, %4238, %4245, %4229, %4210
  %4249 = phi <8 x float> [ %4230, %4229 ], [ %4237, %4231 ], [ %4211, %4210 ], [ %4247, %4245 ], [ %4244, %4238 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4249, ptr align 1 %4185, <8 x i1> %3959)
  %4250 = add nsw i64 %1101, %1168
  %4251 = getelementptr inbounds float, ptr %814, i64 %4250
  %4252 = getelementptr inbounds float, ptr %812, i64 %4250
  %4253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4251, <8 x i1> %3959, <8 x float> zeroinitializer)
  switch i64 %571, label %1256 [
    i64 1, label %4268
    i64 2, label %4261
    i64 3, label %4254
  ]

4254:                                             ; preds = %4248
  %4255 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4253)
  %4256 = bitcast <8 x float> %4253 to <8 x i32>
  %4257 = and <8 x i32> %4256, %108
  %4258 = bitcast <8 x i32> %4257 to <8 x float>
  %4259 = fcmp oeq <8 x float> %4253, %71
  %4260 = select <8 x i1> %4259, <8 x float> %4258, <8 x float> %4255
  br label %4271

4261:                                             ; preds = %4248
  %4262 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4253)
  %4263 = bitcast <8 x float> %4253 to <8 x i32>
  %4264 = or <8 x i32> %4263, %109
  %4265 = bitcast <8 x i32> %4264 to <8 x float>
  %4266 = fcmp oeq <8 x float> %4253, %74
  %4267 = select <8 x i1> %4266, <8 x float> %4265, <8 x float> %4262
  br label %4271

4268:                                             ; preds = %4248
  %4269 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4252, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4270 = fadd <8 x float> %4253, %4269
  br label %4271

4271:                                             ; preds = %4268, %4261, %4254
  %4272 = phi <8 x float> [ %4270, %4268 ], [ %4267, %4261 ], [ %4260, %4254 ]
  switch i64 %577, label %1256 [
    i64 1, label %4287
    i64 2, label %4280
    i64 3, label %4273
    i64 0, label %4309
  ]

4273:                                             ; preds = %4271
  %4274 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4272)
  %4275 = bitcast <8 x float> %4272 to <8 x i32>
  %4276 = and <8 x i32> %4275, %108
  %4277 = bitcast <8 x i32> %4276 to <8 x float>
  %4278 = fcmp oeq <8 x float> %4272, %71
  %4279 = select <8 x i1> %4278, <8 x float> %4277, <8 x float> %4274
  br label %4290

4280:                                             ; preds = %4271
  %4281 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4272)
  %4282 = bitcast <8 x float> %4272 to <8 x i32>
  %4283 = or <8 x i32> %4282, %109
  %4284 = bitcast <8 x i32> %4283 to <8 x float>
  %4285 = fcmp oeq <8 x float> %4272, %74
  %4286 = select <8 x i1> %4285, <8 x float> %4284, <8 x float> %4281
  br label %4290

4287:                                             ; preds = %4271
  %4288 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4252, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4289 = fadd <8 x float> %4272, %4288
  br label %4290

4290:                                             ; preds = %4287, %4280, %4273
  %4291 = phi <8 x float> [ %4289, %4287 ], [ %4286, %4280 ], [ %4279, %4273 ]
  switch i64 %579, label %1256 [
    i64 1, label %4306
    i64 2, label %4299
    i64 3, label %4292
    i64 0, label %4309
  ]

4292:                                             ; preds = %4290
  %4293 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4291)
  %4294 = bitcast <8 x float> %4291 to <8 x i32>
  %4295 = and <8 x i32> %4294, %108
  %4296 = bitcast <8 x i32> %4295 to <8 x float>
  %4297 = fcmp oeq <8 x float> %4291, %71
  %4298 = select <8 x i1> %4297, <8 x float> %4296, <8 x float> %4293
  br label %4309

4299:                                             ; preds = %4290
  %4300 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4291)
  %4301 = bitcast <8 x float> %4291 to <8 x i32>
  %4302 = or <8 x i32> %4301, %109
  %4303 = bitcast <8 x i32> %4302 to <8 x float>
  %4304 = fcmp oeq <8 x float> %4291, %74
  %4305 = select <8 x i1> %4304, <8 x float> %4303, <8 x float> %4300
  br label %4309

4306:                                             ; preds = %4290
  %4307 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4252, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4308 = fadd <8 x float> %4291, %4307
  br label %4309

4309:                                             ; preds = %4292, %4299, %4306, %4290, %4271
  %4310 = phi <8 x float> [ %4305, %4299 ], [ %4298, %4292 ], [ %4272, %4271 ], [ %4291, %4290 ], [ %4308, %4306 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4310, ptr align 1 %4251, <8 x i1> %3959)
  %4311 = add nsw i64 %1103, %1168
  %4312 = getelementptr inbounds float, ptr %814, i64 %4311
  %4313 = getelementptr inbounds float, ptr %812, i64 %4311
  %4314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4312, <8 x i1> %3959, <8 x float> zeroinitializer)
  switch i64 %571, label %1256 [
    i64 1, label %4329
    i64 2, label %4322
    i64 3, label %4315
  ]

4315:                                             ; preds = %4309
  %4316 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4314)
  %4317 = bitcast <8 x float> %4314 to <8 x i32>
  %4318 = and <8 x i32> %4317, %108
  %4319 = bitcast <8 x i32> %4318 to <8 x float>
  %4320 = fcmp oeq <8 x float> %4314, %71
  %4321 = select <8 x i1> %4320, <8 x float> %4319, <8 x float> %4316
  br label %4332

4322:                                             ; preds = %4309
  %4323 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4314)
  %4324 = bitcast <8 x float> %4314 to <8 x i32>
  %4325 = or <8 x i32> %4324, %109
  %4326 = bitcast <8 x i32> %4325 to <8 x float>
  %4327 = fcmp oeq <8 x float> %4314, %74
  %4328 = select <8 x i1> %4327, <8 x float> %4326, <8 x float> %4323
  br label %4332

4329:                                             ; preds = %4309
  %4330 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4313, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4331 = fadd <8 x float> %4314, %4330
  br label %4332

4332:                                             ; preds = %4329, %4322, %4315
  %4333 = phi <8 x float> [ %4331, %4329 ], [ %4328, %4322 ], [ %4321, %4315 ]
  switch i64 %581, label %1256 [
    i64 1, label %4348
    i64 2, label %4341
    i64 3, label %4334
    i64 0, label %4370
  ]

4334:                                             ; preds = %4332
  %4335 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4333)
  %4336 = bitcast <8 x float> %4333 to <8 x i32>
  %4337 = and <8 x i32> %4336, %108
  %4338 = bitcast <8 x i32> %4337 to <8 x float>
  %4339 = fcmp oeq <8 x float> %4333, %71
  %4340 = select <8 x i1> %4339, <8 x float> %4338, <8 x float> %4335
  br label %4351

4341:                                             ; preds = %4332
  %4342 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4333)
  %4343 = bitcast <8 x float> %4333 to <8 x i32>
  %4344 = or <8 x i32> %4343, %109
  %4345 = bitcast <8 x i32> %4344 to <8 x float>
  %4346 = fcmp oeq <8 x float> %4333, %74
  %4347 = select <8 x i1> %4346, <8 x float> %4345, <8 x float> %4342
  br label %4351

4348:                                             ; preds = %4332
  %4349 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4313, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4350 = fadd <8 x float> %4333, %4349
  br label %4351

4351:                                             ; preds = %4348, %4341, %4334
  %4352 = phi <8 x float> [ %4350, %4348 ], [ %4347, %4341 ], [ %4340, %4334 ]
  switch i64 %583, label %1256 [
    i64 1, label %4367
    i64 2, label %4360
    i64 3, label %4353
    i64 0, label %4370
  ]

4353:                                             ; preds = %4351
  %4354 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4352)
  %4355 = bitcast <8 x float> %4352 to <8 x i32>
  %4356 = and <8 x i32> %4355, %108
  %4357 = bitcast <8 x i32> %4356 to <8 x float>
  %4358 = fcmp oeq <8 x float> %4352, %71
  %4359 = select <8 x i1> %4358, <8 x float> %4357, <8 x float> %4354
  br label %4370

4360:                                             ; preds = %4351
  %4361 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4352)
  %4362 = bitcast <8 x float> %4352 to <8 x i32>
  %4363 = or <8 x i32> %4362, %109
  %4364 = bitcast <8 x i32> %4363 to <8 x float>
  %4365 = fcmp oeq <8 x float> %4352, %74
  %4366 = select <8 x i1> %4365, <8 x float> %4364, <8 x float> %4361
  br label %4370

4367:                                             ; preds = %4351
  %4368 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4313, <8 x i1> %3959, <8 x float> zeroinitializer)
  %4369 = fadd <8 x float> %4352, %4368
  br label %4370

4370:                                             ; preds = %4353, %4360, %4367, %4188, %4351, %4332
  %4371 = phi ptr [ %4191, %4188 ], [ %4312, %4353 ], [ %4312, %4332 ], [ %4312, %4351 ], [ %4312, %4367 ], [ %4312, %4360 ]
  %4372 = phi <8 x float> [ %4192, %4188 ], [ %4359, %4353 ], [ %4333, %4332 ], [ %4352, %4351 ], [ %4369, %4367 ], [ %4366, %4360 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4372, ptr align 1 %4371, <8 x i1> %3959)
  br label %4373

4373:                                             ; preds = %4370, %4105
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %13995

4374:                                             ; preds = %1167
  br i1 %85, label %4375, label %4861

4375:                                             ; preds = %4374
  %4376 = icmp sgt i64 %1169, 7
  %4377 = trunc i64 %1169 to i32
  %4378 = select i1 %4376, i32 8, i32 %4377
  %4379 = insertelement <8 x i32> poison, i32 %4378, i64 0
  %4380 = shufflevector <8 x i32> %4379, <8 x i32> poison, <8 x i32> zeroinitializer
  %4381 = icmp sgt <8 x i32> %4380, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4382 = add i64 %1168, 8
  %4383 = sub i64 %7, %4382
  %4384 = icmp sgt i64 %4383, 7
  %4385 = trunc i64 %4383 to i32
  %4386 = select i1 %4384, i32 8, i32 %4385
  %4387 = insertelement <8 x i32> poison, i32 %4386, i64 0
  %4388 = shufflevector <8 x i32> %4387, <8 x i32> poison, <8 x i32> zeroinitializer
  %4389 = icmp sgt <8 x i32> %4388, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %4406, label %4390

4390:                                             ; preds = %4375
  %4391 = load float, ptr %827, align 1
  %4392 = insertelement <8 x float> poison, float %4391, i64 0
  %4393 = shufflevector <8 x float> %4392, <8 x float> poison, <8 x i32> zeroinitializer
  %4394 = insertelement <8 x float> poison, float %4391, i64 0
  %4395 = shufflevector <8 x float> %4394, <8 x float> poison, <8 x i32> zeroinitializer
  %4396 = load float, ptr %1084, align 1
  %4397 = insertelement <8 x float> poison, float %4396, i64 0
  %4398 = shufflevector <8 x float> %4397, <8 x float> poison, <8 x i32> zeroinitializer
  %4399 = insertelement <8 x float> poison, float %4396, i64 0
  %4400 = shufflevector <8 x float> %4399, <8 x float> poison, <8 x i32> zeroinitializer
  %4401 = load float, ptr %1087, align 1
  %4402 = insertelement <8 x float> poison, float %4401, i64 0
  %4403 = shufflevector <8 x float> %4402, <8 x float> poison, <8 x i32> zeroinitializer
  %4404 = insertelement <8 x float> poison, float %4401, i64 0
  %4405 = shufflevector <8 x float> %4404, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4420

4406:                                             ; preds = %4375
  %4407 = getelementptr float, ptr %809, i64 %1168
  %4408 = getelementptr float, ptr %4407, i64 %831
  %4409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4408, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4410 = getelementptr inbounds nuw i8, ptr %4408, i64 32
  %4411 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4410, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4412 = getelementptr float, ptr %4407, i64 %1091
  %4413 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4412, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4414 = getelementptr inbounds nuw i8, ptr %4412, i64 32
  %4415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4414, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4416 = getelementptr float, ptr %4407, i64 %1093
  %4417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4416, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4418 = getelementptr inbounds nuw i8, ptr %4416, i64 32
  %4419 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4418, <8 x i1> %4389, <8 x float> zeroinitializer)
  br label %4420

4420:                                             ; preds = %4406, %4390
  %4421 = phi <8 x float> [ %4417, %4406 ], [ %4403, %4390 ]
  %4422 = phi <8 x float> [ %4413, %4406 ], [ %4398, %4390 ]
  %4423 = phi <8 x float> [ %4409, %4406 ], [ %4393, %4390 ]
  %4424 = phi <8 x float> [ %4411, %4406 ], [ %4395, %4390 ]
  %4425 = phi i64 [ %1091, %4406 ], [ %1086, %4390 ]
  %4426 = phi <8 x float> [ %4415, %4406 ], [ %4400, %4390 ]
  %4427 = phi i64 [ %1093, %4406 ], [ %1089, %4390 ]
  %4428 = phi <8 x float> [ %4419, %4406 ], [ %4405, %4390 ]
  %4429 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %4444, label %4430

4430:                                             ; preds = %4444, %4420
  %4431 = phi <8 x float> [ %4428, %4420 ], [ %4474, %4444 ]
  %4432 = phi <8 x float> [ %4421, %4420 ], [ %4473, %4444 ]
  %4433 = phi <8 x float> [ %4426, %4420 ], [ %4468, %4444 ]
  %4434 = phi <8 x float> [ %4422, %4420 ], [ %4467, %4444 ]
  %4435 = phi <8 x float> [ %4424, %4420 ], [ %4462, %4444 ]
  %4436 = phi <8 x float> [ %4423, %4420 ], [ %4461, %4444 ]
  %4437 = getelementptr float, ptr %814, i64 %1168
  %4438 = getelementptr float, ptr %4437, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4436, ptr align 1 %4438, <8 x i1> %4381)
  %4439 = getelementptr inbounds nuw i8, ptr %4438, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4435, ptr nonnull align 1 %4439, <8 x i1> %4389)
  %4440 = getelementptr float, ptr %4437, i64 %4425
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4434, ptr align 1 %4440, <8 x i1> %4381)
  %4441 = getelementptr inbounds nuw i8, ptr %4440, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4433, ptr nonnull align 1 %4441, <8 x i1> %4389)
  %4442 = getelementptr float, ptr %4437, i64 %4427
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4432, ptr align 1 %4442, <8 x i1> %4381)
  %4443 = getelementptr inbounds nuw i8, ptr %4442, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4431, ptr nonnull align 1 %4443, <8 x i1> %4389)
  br i1 %107, label %13995, label %4477

4444:                                             ; preds = %4420, %4444
  %4445 = phi <8 x float> [ %4474, %4444 ], [ %4428, %4420 ]
  %4446 = phi <8 x float> [ %4473, %4444 ], [ %4421, %4420 ]
  %4447 = phi <8 x float> [ %4468, %4444 ], [ %4426, %4420 ]
  %4448 = phi <8 x float> [ %4467, %4444 ], [ %4422, %4420 ]
  %4449 = phi <8 x float> [ %4462, %4444 ], [ %4424, %4420 ]
  %4450 = phi <8 x float> [ %4461, %4444 ], [ %4423, %4420 ]
  %4451 = phi i64 [ %4475, %4444 ], [ 0, %4420 ]
  %4452 = mul nsw i64 %4451, %7
  %4453 = getelementptr inbounds float, ptr %4429, i64 %4452
  %4454 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4453, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4455 = getelementptr inbounds nuw i8, ptr %4453, i64 32
  %4456 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4455, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4457 = getelementptr float, ptr %830, i64 %4451
  %4458 = load float, ptr %4457, align 1
  %4459 = insertelement <8 x float> poison, float %4458, i64 0
  %4460 = shufflevector <8 x float> %4459, <8 x float> poison, <8 x i32> zeroinitializer
  %4461 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4454, <8 x float> %4460, <8 x float> %4450)
  %4462 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4456, <8 x float> %4460, <8 x float> %4449)
  %4463 = getelementptr float, ptr %4457, i64 %5
  %4464 = load float, ptr %4463, align 1
  %4465 = insertelement <8 x float> poison, float %4464, i64 0
  %4466 = shufflevector <8 x float> %4465, <8 x float> poison, <8 x i32> zeroinitializer
  %4467 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4454, <8 x float> %4466, <8 x float> %4448)
  %4468 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4456, <8 x float> %4466, <8 x float> %4447)
  %4469 = getelementptr i8, ptr %4457, i64 %544
  %4470 = load float, ptr %4469, align 1
  %4471 = insertelement <8 x float> poison, float %4470, i64 0
  %4472 = shufflevector <8 x float> %4471, <8 x float> poison, <8 x i32> zeroinitializer
  %4473 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4454, <8 x float> %4472, <8 x float> %4446)
  %4474 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4456, <8 x float> %4472, <8 x float> %4445)
  %4475 = add nuw nsw i64 %4451, 1
  %4476 = icmp eq i64 %4475, %5
  br i1 %4476, label %4430, label %4444

4477:                                             ; preds = %4430
  %4478 = add nsw i64 %831, %1168
  %4479 = getelementptr inbounds float, ptr %814, i64 %4478
  %4480 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4479, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4481 = getelementptr inbounds float, ptr %812, i64 %4478
  switch i64 %545, label %1256 [
    i64 1, label %4498
    i64 2, label %4501
    i64 3, label %4508
    i64 0, label %4482
  ]

4482:                                             ; preds = %4477
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4480, ptr align 1 %4479, <8 x i1> %4381)
  %4483 = getelementptr float, ptr %814, i64 %4478
  %4484 = getelementptr i8, ptr %4483, i64 32
  %4485 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4484, <8 x i1> %4389, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4485, ptr align 1 %4484, <8 x i1> %4389)
  %4486 = add nsw i64 %4425, %1168
  %4487 = getelementptr inbounds float, ptr %814, i64 %4486
  %4488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4487, <8 x i1> %4381, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4488, ptr align 1 %4487, <8 x i1> %4381)
  %4489 = getelementptr float, ptr %814, i64 %4486
  %4490 = getelementptr i8, ptr %4489, i64 32
  %4491 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4490, <8 x i1> %4389, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4491, ptr align 1 %4490, <8 x i1> %4389)
  %4492 = add nsw i64 %4427, %1168
  %4493 = getelementptr inbounds float, ptr %814, i64 %4492
  %4494 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4493, <8 x i1> %4381, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4494, ptr align 1 %4493, <8 x i1> %4381)
  %4495 = getelementptr float, ptr %814, i64 %4492
  %4496 = getelementptr i8, ptr %4495, i64 32
  %4497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4496, <8 x i1> %4389, <8 x float> zeroinitializer)
  br label %4858

4498:                                             ; preds = %4477
  %4499 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4481, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4500 = fadd <8 x float> %4480, %4499
  br label %4515

4501:                                             ; preds = %4477
  %4502 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4480)
  %4503 = bitcast <8 x float> %4480 to <8 x i32>
  %4504 = or <8 x i32> %4503, %109
  %4505 = bitcast <8 x i32> %4504 to <8 x float>
  %4506 = fcmp oeq <8 x float> %4480, %74
  %4507 = select <8 x i1> %4506, <8 x float> %4505, <8 x float> %4502
  br label %4515

4508:                                             ; preds = %4477
  %4509 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4480)
  %4510 = bitcast <8 x float> %4480 to <8 x i32>
  %4511 = and <8 x i32> %4510, %108
  %4512 = bitcast <8 x i32> %4511 to <8 x float>
  %4513 = fcmp oeq <8 x float> %4480, %71
  %4514 = select <8 x i1> %4513, <8 x float> %4512, <8 x float> %4509
  br label %4515

4515:                                             ; preds = %4508, %4501, %4498
  %4516 = phi <8 x float> [ %4500, %4498 ], [ %4507, %4501 ], [ %4514, %4508 ]
  switch i64 %547, label %1256 [
    i64 1, label %4531
    i64 2, label %4524
    i64 3, label %4517
    i64 0, label %4553
  ]

4517:                                             ; preds = %4515
  %4518 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4516)
  %4519 = bitcast <8 x float> %4516 to <8 x i32>
  %4520 = and <8 x i32> %4519, %108
  %4521 = bitcast <8 x i32> %4520 to <8 x float>
  %4522 = fcmp oeq <8 x float> %4516, %71
  %4523 = select <8 x i1> %4522, <8 x float> %4521, <8 x float> %4518
  br label %4534

4524:                                             ; preds = %4515
  %4525 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4516)
  %4526 = bitcast <8 x float> %4516 to <8 x i32>
  %4527 = or <8 x i32> %4526, %109
  %4528 = bitcast <8 x i32> %4527 to <8 x float>
  %4529 = fcmp oeq <8 x float> %4516, %74
  %4530 = select <8 x i1> %4529, <8 x float> %4528, <8 x float> %4525
  br label %4534

4531:                                             ; preds = %4515
  %4532 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4481, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4533 = fadd <8 x float> %4516, %4532
  br label %4534

4534:                                             ; preds = %4531, %4524, %4517
  %4535 = phi <8 x float> [ %4533, %4531 ], [ %4530, %4524 ], [ %4523, %4517 ]
  switch i64 %549, label %1256 [
    i64 1, label %4550
    i64 2, label %4543
    i64 3, label %4536
    i64 0, label %4553
  ]

4536:                                             ; preds = %4534
  %4537 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4535)
  %4538 = bitcast <8 x float> %4535 to <8 x i32>
  %4539 = and <8 x i32> %4538, %108
  %4540 = bitcast <8 x i32> %4539 to <8 x float>
  %4541 = fcmp oeq <8 x float> %4535, %71
  %4542 = select <8 x i1> %4541, <8 x float> %4540, <8 x float> %4537
  br label %4553

4543:                                             ; preds = %4534
  %4544 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4535)
  %4545 = bitcast <8 x float> %4535 to <8 x i32>
  %4546 = or <8 x i32> %4545, %109
  %4547 = bitcast <8 x i32> %4546 to <8 x float>
  %4548 = fcmp oeq <8 x float> %4535, %74
  %4549 = select <8 x i1> %4548, <8 x float> %4547, <8 x float> %4544
  br label %4553

4550:                                             ; preds = %4534
  %4551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4481, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4552 = fadd <8 x float> %4535, %4551
  br label %4553

4553:                                             ; preds = %4536, %4543, %4550, %4534, %4515
  %4554 = phi <8 x float> [ %4535, %4534 ], [ %4542, %4536 ], [ %4516, %4515 ], [ %4552, %4550 ], [ %4549, %4543 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4554, ptr align 1 %4479, <8 x i1> %4381)
  %4555 = add nsw i64 %4478, 8
  %4556 = getelementptr inbounds float, ptr %814, i64 %4555
  %4557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4556, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4558 = getelementptr inbounds float, ptr %812, i64 %4555
  switch i64 %545, label %1256 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
  ]

4559:                                             ; preds = %4553
  %4560 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4557)
  %4561 = bitcast <8 x float> %4557 to <8 x i32>
  %4562 = and <8 x i32> %4561, %108
  %4563 = bitcast <8 x i32> %4562 to <8 x float>
  %4564 = fcmp oeq <8 x float> %4557, %71
  %4565 = select <8 x i1> %4564, <8 x float> %4563, <8 x float> %4560
  br label %4576

4566:                                             ; preds = %4553
  %4567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4557)
  %4568 = bitcast <8 x float> %4557 to <8 x i32>
  %4569 = or <8 x i32> %4568, %109
  %4570 = bitcast <8 x i32> %4569 to <8 x float>
  %4571 = fcmp oeq <8 x float> %4557, %74
  %4572 = select <8 x i1> %4571, <8 x float> %4570, <8 x float> %4567
  br label %4576

4573:                                             ; preds = %4553
  %4574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4575 = fadd <8 x float> %4557, %4574
  br label %4576

4576:                                             ; preds = %4573, %4566, %4559
  %4577 = phi <8 x float> [ %4575, %4573 ], [ %4572, %4566 ], [ %4565, %4559 ]
  switch i64 %551, label %1256 [
    i64 1, label %4592
    i64 2, label %4585
    i64 3, label %4578
    i64 0, label %4614
  ]

4578:                                             ; preds = %4576
  %4579 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4577)
  %4580 = bitcast <8 x float> %4577 to <8 x i32>
  %4581 = and <8 x i32> %4580, %108
  %4582 = bitcast <8 x i32> %4581 to <8 x float>
  %4583 = fcmp oeq <8 x float> %4577, %71
  %4584 = select <8 x i1> %4583, <8 x float> %4582, <8 x float> %4579
  br label %4595

4585:                                             ; preds = %4576
  %4586 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4577)
  %4587 = bitcast <8 x float> %4577 to <8 x i32>
  %4588 = or <8 x i32> %4587, %109
  %4589 = bitcast <8 x i32> %4588 to <8 x float>
  %4590 = fcmp oeq <8 x float> %4577, %74
  %4591 = select <8 x i1> %4590, <8 x float> %4589, <8 x float> %4586
  br label %4595

4592:                                             ; preds = %4576
  %4593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4594 = fadd <8 x float> %4577, %4593
  br label %4595

4595:                                             ; preds = %4592, %4585, %4578
  %4596 = phi <8 x float> [ %4594, %4592 ], [ %4591, %4585 ], [ %4584, %4578 ]
  switch i64 %553, label %1256 [
    i64 1, label %4611
    i64 2, label %4604
    i64 3, label %4597
    i64 0, label %4614
  ]

4597:                                             ; preds = %4595
  %4598 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4596)
  %4599 = bitcast <8 x float> %4596 to <8 x i32>
  %4600 = and <8 x i32> %4599, %108
  %4601 = bitcast <8 x i32> %4600 to <8 x float>
  %4602 = fcmp oeq <8 x float> %4596, %71
  %4603 = select <8 x i1> %4602, <8 x float> %4601, <8 x float> %4598
  br label %4614

4604:                                             ; preds = %4595
  %4605 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4596)
  %4606 = bitcast <8 x float> %4596 to <8 x i32>
  %4607 = or <8 x i32> %4606, %109
  %4608 = bitcast <8 x i32> %4607 to <8 x float>
  %4609 = fcmp oeq <8 x float> %4596, %74
  %4610 = select <8 x i1> %4609, <8 x float> %4608, <8 x float> %4605
  br label %4614

4611:                                             ; preds = %4595
  %4612 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4613 = fadd <8 x float> %4596, %4612
  br label %4614

4614:                                             ; preds = %4597, %4604, %4611, %4595, %4576
  %4615 = phi <8 x float> [ %4610, %4604 ], [ %4603, %4597 ], [ %4577, %4576 ], [ %4596, %4595 ], [ %4613, %4611 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4615, ptr align 1 %4556, <8 x i1> %4389)
  %4616 = add nsw i64 %4425, %1168
  %4617 = getelementptr inbounds float, ptr %814, i64 %4616
  %4618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4617, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4619 = getelementptr inbounds float, ptr %812, i64 %4616
  switch i64 %545, label %1256 [
    i64 1, label %4634
    i64 2, label %4627
    i64 3, label %4620
  ]

4620:                                             ; preds = %4614
  %4621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4618)
  %4622 = bitcast <8 x float> %4618 to <8 x i32>
  %4623 = and <8 x i32> %4622, %108
  %4624 = bitcast <8 x i32> %4623 to <8 x float>
  %4625 = fcmp oeq <8 x float> %4618, %71
  %4626 = select <8 x i1> %4625, <8 x float> %4624, <8 x float> %4621
  br label %4637

4627:                                             ; preds = %4614
  %4628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4618)
  %4629 = bitcast <8 x float> %4618 to <8 x i32>
  %4630 = or <8 x i32> %4629, %109
  %4631 = bitcast <8 x i32> %4630 to <8 x float>
  %4632 = fcmp oeq <8 x float> %4618, %74
  %4633 = select <8 x i1> %4632, <8 x float> %4631, <8 x float> %4628
  br label %4637

4634:                                             ; preds = %4614
  %4635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4619, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4636 = fadd <8 x float> %4618, %4635
  br label %4637

4637:                                             ; preds = %4634, %4627, %4620
  %4638 = phi <8 x float> [ %4636, %4634 ], [ %4633, %4627 ], [ %4626, %4620 ]
  switch i64 %555, label %1256 [
    i64 1, label %4653
    i64 2, label %4646
    i64 3, label %4639
    i64 0, label %4675
  ]

4639:                                             ; preds = %4637
  %4640 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4638)
  %4641 = bitcast <8 x float> %4638 to <8 x i32>
  %4642 = and <8 x i32> %4641, %108
  %4643 = bitcast <8 x i32> %4642 to <8 x float>
  %4644 = fcmp oeq <8 x float> %4638, %71
  %4645 = select <8 x i1> %4644, <8 x float> %4643, <8 x float> %4640
  br label %4656

4646:                                             ; preds = %4637
  %4647 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4638)
  %4648 = bitcast <8 x float> %4638 to <8 x i32>
  %4649 = or <8 x i32> %4648, %109
  %4650 = bitcast <8 x i32> %4649 to <8 x float>
  %4651 = fcmp oeq <8 x float> %4638, %74
  %4652 = select <8 x i1> %4651, <8 x float> %4650, <8 x float> %4647
  br label %4656

4653:                                             ; preds = %4637
  %4654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4619, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4655 = fadd <8 x float> %4638, %4654
  br label %4656

4656:                                             ; preds = %4653, %4646, %4639
  %4657 = phi <8 x float> [ %4655, %4653 ], [ %4652, %4646 ], [ %4645, %4639 ]
  switch i64 %557, label %1256 [
    i64 1, label %4672
    i64 2, label %4665
    i64 3, label %4658
    i64 0, label %4675
  ]

4658:                                             ; preds = %4656
  %4659 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4657)
  %4660 = bitcast <8 x float> %4657 to <8 x i32>
  %4661 = and <8 x i32> %4660, %108
  %4662 = bitcast <8 x i32> %4661 to <8 x float>
  %4663 = fcmp oeq <8 x float> %4657, %71
  %4664 = select <8 x i1> %4663, <8 x float> %4662, <8 x float> %4659
  br label %4675

4665:                                             ; preds = %4656
  %4666 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4657)
  %4667 = bitcast <8 x float> %4657 to <8 x i32>
  %4668 = or <8 x i32> %4667, %109
  %4669 = bitcast <8 x i32> %4668 to <8 x float>
  %4670 = fcmp oeq <8 x float> %4657, %74
  %4671 = select <8 x i1> %4670, <8 x float> %4669, <8 x float> %4666
  br label %4675

4672:                                             ; preds = %4656
  %4673 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4619, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4674 = fadd <8 x float> %4657, %4673
  br label %4675

4675:                                             ; preds = %4658, %4665, %4672, %4656, %4637
  %4676 = phi <8 x float> [ %4671, %4665 ], [ %4664, %4658 ], [ %4638, %4637 ], [ %4657, %4656 ], [ %4674, %4672 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4676, ptr align 1 %4617, <8 x i1> %4381)
  %4677 = add nsw i64 %4616, 8
  %4678 = getelementptr inbounds float, ptr %814, i64 %4677
  %4679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4678, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4680 = getelementptr inbounds float, ptr %812, i64 %4677
  switch i64 %545, label %1256 [
    i64 1, label %4695
    i64 2, label %4688
    i64 3, label %4681
  ]

4681:                                             ; preds = %4675
  %4682 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4679)
  %4683 = bitcast <8 x float> %4679 to <8 x i32>
  %4684 = and <8 x i32> %4683, %108
  %4685 = bitcast <8 x i32> %4684 to <8 x float>
  %4686 = fcmp oeq <8 x float> %4679, %71
  %4687 = select <8 x i1> %4686, <8 x float> %4685, <8 x float> %4682
  br label %4698

4688:                                             ; preds = %4675
  %4689 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4679)
  %4690 = bitcast <8 x float> %4679 to <8 x i32>
  %4691 = or <8 x i32> %4690, %109
  %4692 = bitcast <8 x i32> %4691 to <8 x float>
  %4693 = fcmp oeq <8 x float> %4679, %74
  %4694 = select <8 x i1> %4693, <8 x float> %4692, <8 x float> %4689
  br label %4698

4695:                                             ; preds = %4675
  %4696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4680, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4697 = fadd <8 x float> %4679, %4696
  br label %4698

4698:                                             ; preds = %4695, %4688, %4681
  %4699 = phi <8 x float> [ %4697, %4695 ], [ %4694, %4688 ], [ %4687, %4681 ]
  switch i64 %559, label %1256 [
    i64 1, label %4714
    i64 2, label %4707
    i64 3, label %4700
    i64 0, label %4736
  ]

4700:                                             ; preds = %4698
  %4701 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4699)
  %4702 = bitcast <8 x float> %4699 to <8 x i32>
  %4703 = and <8 x i32> %4702, %108
  %4704 = bitcast <8 x i32> %4703 to <8 x float>
  %4705 = fcmp oeq <8 x float> %4699, %71
  %4706 = select <8 x i1> %4705, <8 x float> %4704, <8 x float> %4701
  br label %4717

4707:                                             ; preds = %4698
  %4708 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4699)
  %4709 = bitcast <8 x float> %4699 to <8 x i32>
  %4710 = or <8 x i32> %4709, %109
  %4711 = bitcast <8 x i32> %4710 to <8 x float>
  %4712 = fcmp oeq <8 x float> %4699, %74
  %4713 = select <8 x i1> %4712, <8 x float> %4711, <8 x float> %4708
  br label %4717

4714:                                             ; preds = %4698
  %4715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4680, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4716 = fadd <8 x float> %4699, %4715
  br label %4717

4717:                                             ; preds = %4714, %4707, %4700
  %4718 = phi <8 x float> [ %4716, %4714 ], [ %4713, %4707 ], [ %4706, %4700 ]
  switch i64 %561, label %1256 [
    i64 1, label %4733
    i64 2, label %4726
    i64 3, label %4719
    i64 0, label %4736
  ]

4719:                                             ; preds = %4717
  %4720 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4718)
  %4721 = bitcast <8 x float> %4718 to <8 x i32>
  %4722 = and <8 x i32> %4721, %108
  %4723 = bitcast <8 x i32> %4722 to <8 x float>
  %4724 = fcmp oeq <8 x float> %4718, %71
  %4725 = select <8 x i1> %4724, <8 x float> %4723, <8 x float> %4720
  br label %4736

4726:                                             ; preds = %4717
  %4727 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4718)
  %4728 = bitcast <8 x float> %4718 to <8 x i32>
  %4729 = or <8 x i32> %4728, %109
  %4730 = bitcast <8 x i32> %4729 to <8 x float>
  %4731 = fcmp oeq <8 x float> %4718, %74
  %4732 = select <8 x i1> %4731, <8 x float> %4730, <8 x float> %4727
  br label %4736

4733:                                             ; preds = %4717
  %4734 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4680, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4735 = fadd <8 x float> %4718, %4734
  br label %4736

4736:                                             ; preds = %4719, %4726, %4733, %4717, %4698
  %4737 = phi <8 x float> [ %4732, %4726 ], [ %4725, %4719 ], [ %4699, %4698 ], [ %4718, %4717 ], [ %4735, %4733 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4737, ptr align 1 %4678, <8 x i1> %4389)
  %4738 = add nsw i64 %4427, %1168
  %4739 = getelementptr inbounds float, ptr %814, i64 %4738
  %4740 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4739, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4741 = getelementptr inbounds float, ptr %812, i64 %4738
  switch i64 %545, label %1256 [
    i64 1, label %4756
    i64 2, label %4749
    i64 3, label %4742
  ]

4742:                                             ; preds = %4736
  %4743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4740)
  %4744 = bitcast <8 x float> %4740 to <8 x i32>
  %4745 = and <8 x i32> %4744, %108
  %4746 = bitcast <8 x i32> %4745 to <8 x float>
  %4747 = fcmp oeq <8 x float> %4740, %71
  %4748 = select <8 x i1> %4747, <8 x float> %4746, <8 x float> %4743
  br label %4759

4749:                                             ; preds = %4736
  %4750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4740)
  %4751 = bitcast <8 x float> %4740 to <8 x i32>
  %4752 = or <8 x i32> %4751, %109
  %4753 = bitcast <8 x i32> %4752 to <8 x float>
  %4754 = fcmp oeq <8 x float> %4740, %74
  %4755 = select <8 x i1> %4754, <8 x float> %4753, <8 x float> %4750
  br label %4759

4756:                                             ; preds = %4736
  %4757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4741, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4758 = fadd <8 x float> %4740, %4757
  br label %4759

4759:                                             ; preds = %4756, %4749, %4742
  %4760 = phi <8 x float> [ %4758, %4756 ], [ %4755, %4749 ], [ %4748, %4742 ]
  switch i64 %563, label %1256 [
    i64 1, label %4775
    i64 2, label %4768
    i64 3, label %4761
    i64 0, label %4797
  ]

4761:                                             ; preds = %4759
  %4762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4760)
  %4763 = bitcast <8 x float> %4760 to <8 x i32>
  %4764 = and <8 x i32> %4763, %108
  %4765 = bitcast <8 x i32> %4764 to <8 x float>
  %4766 = fcmp oeq <8 x float> %4760, %71
  %4767 = select <8 x i1> %4766, <8 x float> %4765, <8 x float> %4762
  br label %4778

4768:                                             ; preds = %4759
  %4769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4760)
  %4770 = bitcast <8 x float> %4760 to <8 x i32>
  %4771 = or <8 x i32> %4770, %109
  %4772 = bitcast <8 x i32> %4771 to <8 x float>
  %4773 = fcmp oeq <8 x float> %4760, %74
  %4774 = select <8 x i1> %4773, <8 x float> %4772, <8 x float> %4769
  br label %4778

4775:                                             ; preds = %4759
  %4776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4741, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4777 = fadd <8 x float> %4760, %4776
  br label %4778

4778:                                             ; preds = %4775, %4768, %4761
  %4779 = phi <8 x float> [ %4777, %4775 ], [ %4774, %4768 ], [ %4767, %4761 ]
  switch i64 %565, label %1256 [
    i64 1, label %4794
    i64 2, label %4787
    i64 3, label %4780
    i64 0, label %4797
  ]

4780:                                             ; preds = %4778
  %4781 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4779)
  %4782 = bitcast <8 x float> %4779 to <8 x i32>
  %4783 = and <8 x i32> %4782, %108
  %4784 = bitcast <8 x i32> %4783 to <8 x float>
  %4785 = fcmp oeq <8 x float> %4779, %71
  %4786 = select <8 x i1> %4785, <8 x float> %4784, <8 x float> %4781
  br label %4797

4787:                                             ; preds = %4778
  %4788 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4779)
  %4789 = bitcast <8 x float> %4779 to <8 x i32>
  %4790 = or <8 x i32> %4789, %109
  %4791 = bitcast <8 x i32> %4790 to <8 x float>
  %4792 = fcmp oeq <8 x float> %4779, %74
  %4793 = select <8 x i1> %4792, <8 x float> %4791, <8 x float> %4788
  br label %4797

4794:                                             ; preds = %4778
  %4795 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4741, <8 x i1> %4381, <8 x float> zeroinitializer)
  %4796 = fadd <8 x float> %4779, %4795
  br label %4797

4797:                                             ; preds = %4780, %4787, %4794, %4778, %4759
  %4798 = phi <8 x float> [ %4793, %4787 ], [ %4786, %4780 ], [ %4760, %4759 ], [ %4779, %4778 ], [ %4796, %4794 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4798, ptr align 1 %4739, <8 x i1> %4381)
  %4799 = add nsw i64 %4738, 8
  %4800 = getelementptr inbounds float, ptr %814, i64 %4799
  %4801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4800, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4802 = getelementptr inbounds float, ptr %812, i64 %4799
  switch i64 %545, label %1256 [
    i64 1, label %4817
    i64 2, label %4810
    i64 3, label %4803
  ]

4803:                                             ; preds = %4797
  %4804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4801)
  %4805 = bitcast <8 x float> %4801 to <8 x i32>
  %4806 = and <8 x i32> %4805, %108
  %4807 = bitcast <8 x i32> %4806 to <8 x float>
  %4808 = fcmp oeq <8 x float> %4801, %71
  %4809 = select <8 x i1> %4808, <8 x float> %4807, <8 x float> %4804
  br label %4820

4810:                                             ; preds = %4797
  %4811 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4801)
  %4812 = bitcast <8 x float> %4801 to <8 x i32>
  %4813 = or <8 x i32> %4812, %109
  %4814 = bitcast <8 x i32> %4813 to <8 x float>
  %4815 = fcmp oeq <8 x float> %4801, %74
  %4816 = select <8 x i1> %4815, <8 x float> %4814, <8 x float> %4811
  br label %4820

4817:                                             ; preds = %4797
  %4818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4802, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4819 = fadd <8 x float> %4801, %4818
  br label %4820

4820:                                             ; preds = %4817, %4810, %4803
  %4821 = phi <8 x float> [ %4819, %4817 ], [ %4816, %4810 ], [ %4809, %4803 ]
  switch i64 %567, label %1256 [
    i64 1, label %4836
    i64 2, label %4829
    i64 3, label %4822
    i64 0, label %4858
  ]

4822:                                             ; preds = %4820
  %4823 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4821)
  %4824 = bitcast <8 x float> %4821 to <8 x i32>
  %4825 = and <8 x i32> %4824, %108
  %4826 = bitcast <8 x i32> %4825 to <8 x float>
  %4827 = fcmp oeq <8 x float> %4821, %71
  %4828 = select <8 x i1> %4827, <8 x float> %4826, <8 x float> %4823
  br label %4839

4829:                                             ; preds = %4820
  %4830 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4821)
  %4831 = bitcast <8 x float> %4821 to <8 x i32>
  %4832 = or <8 x i32> %4831, %109
  %4833 = bitcast <8 x i32> %4832 to <8 x float>
  %4834 = fcmp oeq <8 x float> %4821, %74
  %4835 = select <8 x i1> %4834, <8 x float> %4833, <8 x float> %4830
  br label %4839

4836:                                             ; preds = %4820
  %4837 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4802, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4838 = fadd <8 x float> %4821, %4837
  br label %4839

4839:                                             ; preds = %4836, %4829, %4822
  %4840 = phi <8 x float> [ %4838, %4836 ], [ %4835, %4829 ], [ %4828, %4822 ]
  switch i64 %569, label %1256 [
    i64 1, label %4855
    i64 2, label %4848
    i64 3, label %4841
    i64 0, label %4858
  ]

4841:                                             ; preds = %4839
  %4842 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %4840)
  %4843 = bitcast <8 x float> %4840 to <8 x i32>
  %4844 = and <8 x i32> %4843, %108
  %4845 = bitcast <8 x i32> %4844 to <8 x float>
  %4846 = fcmp oeq <8 x float> %4840, %71
  %4847 = select <8 x i1> %4846, <8 x float> %4845, <8 x float> %4842
  br label %4858

4848:                                             ; preds = %4839
  %4849 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %4840)
  %4850 = bitcast <8 x float> %4840 to <8 x i32>
  %4851 = or <8 x i32> %4850, %109
  %4852 = bitcast <8 x i32> %4851 to <8 x float>
  %4853 = fcmp oeq <8 x float> %4840, %74
  %4854 = select <8 x i1> %4853, <8 x float> %4852, <8 x float> %4849
  br label %4858

4855:                                             ; preds = %4839
  %4856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4802, <8 x i1> %4389, <8 x float> zeroinitializer)
  %4857 = fadd <8 x float> %4840, %4856
  br label %4858

4858:                                             ; preds = %4841, %4848, %4855, %4482, %4839, %4820
  %4859 = phi ptr [ %4496, %4482 ], [ %4800, %4841 ], [ %4800, %4820 ], [ %4800, %4839 ], [ %4800, %4855 ], [ %4800, %4848 ]
  %4860 = phi <8 x float> [ %4497, %4482 ], [ %4847, %4841 ], [ %4821, %4820 ], [ %4840, %4839 ], [ %4857, %4855 ], [ %4854, %4848 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4860, ptr align 1 %4859, <8 x i1> %4389)
  br label %13995

4861:                                             ; preds = %4374
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %4862 = sdiv i64 %7, %19
  %4863 = sdiv i64 %1168, %19
  %4864 = srem i64 %1168, %19
  %4865 = insertelement <8 x i64> poison, i64 %4862, i64 0
  %4866 = shufflevector <8 x i64> %4865, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %4868

4867:                                             ; preds = %5013
  br i1 %104, label %5034, label %5018

4868:                                             ; preds = %4861, %5013
  %4869 = phi i1 [ true, %4861 ], [ false, %5013 ]
  %4870 = phi ptr [ %42, %4861 ], [ %93, %5013 ]
  %4871 = phi ptr [ %41, %4861 ], [ %94, %5013 ]
  %4872 = phi ptr [ %39, %4861 ], [ %40, %5013 ]
  %4873 = phi i64 [ 0, %4861 ], [ 1, %5013 ]
  %4874 = phi i64 [ %4863, %4861 ], [ %5015, %5013 ]
  %4875 = phi i64 [ %4864, %4861 ], [ %5014, %5013 ]
  %4876 = mul nuw nsw i64 %4873, 28
  %4877 = getelementptr nuw i8, ptr %41, i64 %4876
  %4878 = getelementptr nuw i8, ptr %42, i64 %4876
  %4879 = shl nuw nsw i64 %4873, 3
  %4880 = add i64 %1168, %4879
  %4881 = sub i64 %7, %4880
  %4882 = icmp sgt i64 %4881, 7
  %4883 = trunc i64 %4881 to i32
  %4884 = select i1 %4882, i32 8, i32 %4883
  %4885 = insertelement <8 x i32> poison, i32 %4884, i64 0
  %4886 = shufflevector <8 x i32> %4885, <8 x i32> poison, <8 x i32> zeroinitializer
  %4887 = icmp sgt <8 x i32> %4886, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4888 = sext <8 x i1> %4887 to <8 x i32>
  store <8 x i32> %4888, ptr %4872, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %4878, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %4877, i8 0, i64 28, i1 false)
  %4889 = tail call i64 @llvm.smin.i64(i64 %4881, i64 8)
  %4890 = icmp sgt i64 %4881, 0
  br i1 %4890, label %4891, label %4893

4891:                                             ; preds = %4868
  %4892 = sub i64 0, %4875
  br label %4896

4893:                                             ; preds = %4984, %4868
  %4894 = add nsw i64 %4875, 8
  %4895 = icmp slt i64 %4894, %19
  br i1 %4895, label %5013, label %5007

4896:                                             ; preds = %4891, %4984
  %4897 = phi i64 [ %4892, %4891 ], [ 0, %4984 ]
  %4898 = phi i64 [ 0, %4891 ], [ %4902, %4984 ]
  %4899 = phi i64 [ %4874, %4891 ], [ %4985, %4984 ]
  %4900 = add i64 %4897, %19
  %4901 = add i64 %4900, %4898
  %4902 = tail call i64 @llvm.smin.i64(i64 %4901, i64 %4889)
  br i1 %102, label %4903, label %4933

4903:                                             ; preds = %4896
  %4904 = sub i64 %4899, %22
  %4905 = icmp sgt i64 %4902, %4898
  %4906 = shl nsw i64 -1, %4902
  %4907 = xor i64 %4906, -1
  %4908 = shl nsw i64 -1, %4898
  %4909 = and i64 %4908, %4907
  %4910 = trunc i64 %4909 to i32
  %4911 = select i1 %4905, i32 %4910, i32 0
  br i1 %721, label %4931, label %4912

4912:                                             ; preds = %4903
  %4913 = insertelement <8 x i64> poison, i64 %4904, i64 0
  %4914 = shufflevector <8 x i64> %4913, <8 x i64> poison, <8 x i32> zeroinitializer
  %4915 = insertelement <8 x i32> poison, i32 %4911, i64 0
  %4916 = shufflevector <8 x i32> %4915, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %4917

4917:                                             ; preds = %4917, %4912
  %4918 = phi i64 [ 0, %4912 ], [ %4927, %4917 ]
  %4919 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %4912 ], [ %4928, %4917 ]
  %4920 = add <8 x i64> %4914, %4919
  %4921 = icmp sgt <8 x i64> %4920, splat (i64 -1)
  %4922 = icmp slt <8 x i64> %4920, %4866
  %4923 = and <8 x i1> %4921, %4922
  %4924 = getelementptr i32, ptr %4871, i64 %4918
  %4925 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %4924, <8 x i1> %4923, <8 x i32> poison)
  %4926 = or <8 x i32> %4925, %4916
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %4926, ptr align 4 %4924, <8 x i1> %4923)
  %4927 = add nuw i64 %4918, 8
  %4928 = add nuw nsw <8 x i64> %4919, splat (i64 8)
  %4929 = icmp eq i64 %4927, %722
  br i1 %4929, label %4930, label %4917

4930:                                             ; preds = %4917
  br i1 %723, label %4933, label %4931

4931:                                             ; preds = %4903, %4930
  %4932 = phi i64 [ 0, %4903 ], [ %722, %4930 ]
  br label %4971

4933:                                             ; preds = %4981, %4930, %4896
  br i1 %103, label %4934, label %4984

4934:                                             ; preds = %4933
  %4935 = add i64 %4897, %23
  %4936 = add i64 %4935, %4898
  %4937 = add nsw i64 %4901, %23
  br i1 %724, label %4968, label %4938

4938:                                             ; preds = %4934
  %4939 = insertelement <8 x i64> poison, i64 %4936, i64 0
  %4940 = shufflevector <8 x i64> %4939, <8 x i64> poison, <8 x i32> zeroinitializer
  %4941 = insertelement <8 x i64> poison, i64 %4937, i64 0
  %4942 = shufflevector <8 x i64> %4941, <8 x i64> poison, <8 x i32> zeroinitializer
  %4943 = insertelement <8 x i64> poison, i64 %4898, i64 0
  %4944 = shufflevector <8 x i64> %4943, <8 x i64> poison, <8 x i32> zeroinitializer
  %4945 = insertelement <8 x i64> poison, i64 %4902, i64 0
  %4946 = shufflevector <8 x i64> %4945, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %4947

4947:                                             ; preds = %4947, %4938
  %4948 = phi i64 [ 0, %4938 ], [ %4964, %4947 ]
  %4949 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %4938 ], [ %4965, %4947 ]
  %4950 = add <8 x i64> %4940, %4949
  %4951 = add <8 x i64> %4942, %4949
  %4952 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %4950, <8 x i64> %4944)
  %4953 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4951, <8 x i64> %4946)
  %4954 = icmp sgt <8 x i64> %4953, %4952
  %4955 = shl nsw <8 x i64> splat (i64 -1), %4953
  %4956 = xor <8 x i64> %4955, splat (i64 -1)
  %4957 = shl nsw <8 x i64> splat (i64 -1), %4952
  %4958 = and <8 x i64> %4957, %4956
  %4959 = trunc <8 x i64> %4958 to <8 x i32>
  %4960 = select <8 x i1> %4954, <8 x i32> %4959, <8 x i32> zeroinitializer
  %4961 = getelementptr inbounds nuw i32, ptr %4870, i64 %4948
  %4962 = load <8 x i32>, ptr %4961, align 4
  %4963 = or <8 x i32> %4962, %4960
  store <8 x i32> %4963, ptr %4961, align 4
  %4964 = add nuw i64 %4948, 8
  %4965 = add <8 x i64> %4949, splat (i64 -8)
  %4966 = icmp eq i64 %4964, %725
  br i1 %4966, label %4967, label %4947

4967:                                             ; preds = %4947
  br i1 %727, label %4984, label %4968

4968:                                             ; preds = %4934, %4967
  %4969 = phi i64 [ 0, %4934 ], [ %726, %4967 ]
  %4970 = phi i64 [ 0, %4934 ], [ %725, %4967 ]
  br label %4987

4971:                                             ; preds = %4931, %4981
  %4972 = phi i64 [ %4982, %4981 ], [ %4932, %4931 ]
  %4973 = add i64 %4904, %4972
  %4974 = icmp sgt i64 %4973, -1
  %4975 = icmp slt i64 %4973, %4862
  %4976 = and i1 %4974, %4975
  br i1 %4976, label %4977, label %4981

4977:                                             ; preds = %4971
  %4978 = getelementptr inbounds nuw i32, ptr %4871, i64 %4972
  %4979 = load i32, ptr %4978, align 4
  %4980 = or i32 %4979, %4911
  store i32 %4980, ptr %4978, align 4
  br label %4981

4981:                                             ; preds = %4977, %4971
  %4982 = add nuw nsw i64 %4972, 1
  %4983 = icmp eq i64 %4982, %20
  br i1 %4983, label %4933, label %4971

4984:                                             ; preds = %4987, %4967, %4933
  %4985 = add nsw i64 %4899, 1
  %4986 = icmp slt i64 %4901, %4889
  br i1 %4986, label %4896, label %4893

4987:                                             ; preds = %4968, %4987
  %4988 = phi i64 [ %5005, %4987 ], [ %4969, %4968 ]
  %4989 = phi i64 [ %5004, %4987 ], [ %4970, %4968 ]
  %4990 = add i64 %4936, %4988
  %4991 = add i64 %4937, %4988
  %4992 = tail call i64 @llvm.smax.i64(i64 %4990, i64 %4898)
  %4993 = tail call i64 @llvm.smin.i64(i64 %4991, i64 %4902)
  %4994 = icmp sgt i64 %4993, %4992
  %4995 = shl nsw i64 -1, %4993
  %4996 = xor i64 %4995, -1
  %4997 = shl nsw i64 -1, %4992
  %4998 = and i64 %4997, %4996
  %4999 = trunc i64 %4998 to i32
  %5000 = select i1 %4994, i32 %4999, i32 0
  %5001 = getelementptr inbounds nuw i32, ptr %4870, i64 %4989
  %5002 = load i32, ptr %5001, align 4
  %5003 = or i32 %5002, %5000
  store i32 %5003, ptr %5001, align 4
  %5004 = add nuw nsw i64 %4989, 1
  %5005 = xor i64 %4989, -1
  %5006 = icmp eq i64 %5004, %21
  br i1 %5006, label %4984, label %4987

5007:                                             ; preds = %4893, %5007
  %5008 = phi i64 [ %5011, %5007 ], [ %4874, %4893 ]
  %5009 = phi i64 [ %5010, %5007 ], [ %4894, %4893 ]
  %5010 = sub nsw i64 %5009, %19
  %5011 = add nsw i64 %5008, 1
  %5012 = icmp slt i64 %5010, %19
  br i1 %5012, label %5013, label %5007

5013:                                             ; preds = %5007, %4893
  %5014 = phi i64 [ %4894, %4893 ], [ %5010, %5007 ]
  %5015 = phi i64 [ %4874, %4893 ], [ %5011, %5007 ]
  br i1 %4869, label %4868, label %4867

5016:                                             ; preds = %5052
  %5017 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %5077

5018:                                             ; preds = %4867
  %5019 = load float, ptr %827, align 1
  %5020 = insertelement <8 x float> poison, float %5019, i64 0
  %5021 = shufflevector <8 x float> %5020, <8 x float> poison, <8 x i32> zeroinitializer
  %5022 = insertelement <8 x float> poison, float %5019, i64 0
  %5023 = shufflevector <8 x float> %5022, <8 x float> poison, <8 x i32> zeroinitializer
  %5024 = load float, ptr %1074, align 1
  %5025 = insertelement <8 x float> poison, float %5024, i64 0
  %5026 = shufflevector <8 x float> %5025, <8 x float> poison, <8 x i32> zeroinitializer
  %5027 = insertelement <8 x float> poison, float %5024, i64 0
  %5028 = shufflevector <8 x float> %5027, <8 x float> poison, <8 x i32> zeroinitializer
  %5029 = load float, ptr %1077, align 1
  %5030 = insertelement <8 x float> poison, float %5029, i64 0
  %5031 = shufflevector <8 x float> %5030, <8 x float> poison, <8 x i32> zeroinitializer
  %5032 = insertelement <8 x float> poison, float %5029, i64 0
  %5033 = shufflevector <8 x float> %5032, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5052

5034:                                             ; preds = %4867
  %5035 = getelementptr float, ptr %809, i64 %1168
  %5036 = getelementptr float, ptr %5035, i64 %831
  %5037 = load <8 x i32>, ptr %39, align 32
  %5038 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5036, <8 x i32> %5037)
  %5039 = getelementptr inbounds nuw i8, ptr %5036, i64 32
  %5040 = load <8 x i32>, ptr %40, align 32
  %5041 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %5039, <8 x i32> %5040)
  %5042 = getelementptr float, ptr %5035, i64 %1081
  %5043 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5042, <8 x i32> %5037)
  %5044 = getelementptr inbounds nuw i8, ptr %5042, i64 32
  %5045 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %5044, <8 x i32> %5040)
  %5046 = getelementptr float, ptr %5035, i64 %1083
  %5047 = load <8 x i32>, ptr %39, align 32
  %5048 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5046, <8 x i32> %5047)
  %5049 = getelementptr inbounds nuw i8, ptr %5046, i64 32
  %5050 = load <8 x i32>, ptr %40, align 32
  %5051 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %5049, <8 x i32> %5050)
  br label %5052

5052:                                             ; preds = %5034, %5018
  %5053 = phi <8 x float> [ %5048, %5034 ], [ %5031, %5018 ]
  %5054 = phi <8 x float> [ %5043, %5034 ], [ %5026, %5018 ]
  %5055 = phi <8 x float> [ %5038, %5034 ], [ %5021, %5018 ]
  %5056 = phi <8 x float> [ %5041, %5034 ], [ %5023, %5018 ]
  %5057 = phi i64 [ %1081, %5034 ], [ %1076, %5018 ]
  %5058 = phi <8 x float> [ %5045, %5034 ], [ %5028, %5018 ]
  %5059 = phi i64 [ %1083, %5034 ], [ %1079, %5018 ]
  %5060 = phi <8 x float> [ %5051, %5034 ], [ %5033, %5018 ]
  br i1 %102, label %5016, label %5061

5061:                                             ; preds = %5095, %5052
  %5062 = phi <8 x float> [ %5055, %5052 ], [ %5096, %5095 ]
  %5063 = phi <8 x float> [ %5056, %5052 ], [ %5097, %5095 ]
  %5064 = phi <8 x float> [ %5054, %5052 ], [ %5098, %5095 ]
  %5065 = phi <8 x float> [ %5058, %5052 ], [ %5099, %5095 ]
  %5066 = phi <8 x float> [ %5053, %5052 ], [ %5100, %5095 ]
  %5067 = phi <8 x float> [ %5060, %5052 ], [ %5101, %5095 ]
  %5068 = getelementptr float, ptr %814, i64 %1168
  %5069 = getelementptr float, ptr %5068, i64 %831
  %5070 = load <8 x i32>, ptr %39, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5069, <8 x i32> %5070, <8 x float> %5062)
  %5071 = getelementptr inbounds nuw i8, ptr %5069, i64 32
  %5072 = load <8 x i32>, ptr %40, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %5071, <8 x i32> %5072, <8 x float> %5063)
  %5073 = getelementptr float, ptr %5068, i64 %5057
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5073, <8 x i32> %5070, <8 x float> %5064)
  %5074 = getelementptr inbounds nuw i8, ptr %5073, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %5074, <8 x i32> %5072, <8 x float> %5065)
  %5075 = getelementptr float, ptr %5068, i64 %5059
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5075, <8 x i32> %5070, <8 x float> %5066)
  %5076 = getelementptr inbounds nuw i8, ptr %5075, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %5076, <8 x i32> %5072, <8 x float> %5067)
  br i1 %107, label %5560, label %5176

5077:                                             ; preds = %5016, %5095
  %5078 = phi <8 x float> [ %5055, %5016 ], [ %5096, %5095 ]
  %5079 = phi <8 x float> [ %5056, %5016 ], [ %5097, %5095 ]
  %5080 = phi <8 x float> [ %5054, %5016 ], [ %5098, %5095 ]
  %5081 = phi <8 x float> [ %5058, %5016 ], [ %5099, %5095 ]
  %5082 = phi <8 x float> [ %5053, %5016 ], [ %5100, %5095 ]
  %5083 = phi <8 x float> [ %5060, %5016 ], [ %5101, %5095 ]
  %5084 = phi i64 [ 0, %5016 ], [ %5102, %5095 ]
  br i1 %103, label %5085, label %5095

5085:                                             ; preds = %5077
  %5086 = getelementptr inbounds nuw i32, ptr %41, i64 %5084
  %5087 = sub nsw i64 %5084, %22
  %5088 = mul nsw i64 %5087, %19
  %5089 = getelementptr inbounds float, ptr %5017, i64 %5088
  %5090 = mul nuw nsw i64 %5084, %21
  %5091 = getelementptr inbounds nuw float, ptr %828, i64 %5090
  %5092 = load i32, ptr %5086, align 4
  %5093 = getelementptr inbounds nuw i8, ptr %5086, i64 28
  %5094 = load i32, ptr %5093, align 4
  br label %5104

5095:                                             ; preds = %5129, %5077
  %5096 = phi <8 x float> [ %5078, %5077 ], [ %5130, %5129 ]
  %5097 = phi <8 x float> [ %5079, %5077 ], [ %5131, %5129 ]
  %5098 = phi <8 x float> [ %5080, %5077 ], [ %5132, %5129 ]
  %5099 = phi <8 x float> [ %5081, %5077 ], [ %5133, %5129 ]
  %5100 = phi <8 x float> [ %5082, %5077 ], [ %5134, %5129 ]
  %5101 = phi <8 x float> [ %5083, %5077 ], [ %5135, %5129 ]
  %5102 = add nuw nsw i64 %5084, 1
  %5103 = icmp eq i64 %5102, %20
  br i1 %5103, label %5061, label %5077

5104:                                             ; preds = %5085, %5129
  %5105 = phi <8 x float> [ %5078, %5085 ], [ %5130, %5129 ]
  %5106 = phi <8 x float> [ %5079, %5085 ], [ %5131, %5129 ]
  %5107 = phi <8 x float> [ %5080, %5085 ], [ %5132, %5129 ]
  %5108 = phi <8 x float> [ %5081, %5085 ], [ %5133, %5129 ]
  %5109 = phi <8 x float> [ %5082, %5085 ], [ %5134, %5129 ]
  %5110 = phi <8 x float> [ %5083, %5085 ], [ %5135, %5129 ]
  %5111 = phi i64 [ 0, %5085 ], [ %5136, %5129 ]
  %5112 = getelementptr inbounds nuw i32, ptr %42, i64 %5111
  %5113 = load i32, ptr %5112, align 4
  %5114 = and i32 %5113, %5092
  %5115 = insertelement <8 x i32> poison, i32 %5114, i64 0
  %5116 = shufflevector <8 x i32> %5115, <8 x i32> poison, <8 x i32> zeroinitializer
  %5117 = and <8 x i32> %5116, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %5118 = icmp ne <8 x i32> %5117, zeroinitializer
  %5119 = getelementptr inbounds nuw i8, ptr %5112, i64 28
  %5120 = load i32, ptr %5119, align 4
  %5121 = and i32 %5120, %5094
  %5122 = insertelement <8 x i32> poison, i32 %5121, i64 0
  %5123 = shufflevector <8 x i32> %5122, <8 x i32> poison, <8 x i32> zeroinitializer
  %5124 = and <8 x i32> %5123, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %5125 = icmp ne <8 x i32> %5124, zeroinitializer
  %5126 = sub nsw i64 %5111, %23
  %5127 = getelementptr inbounds float, ptr %5089, i64 %5126
  %5128 = getelementptr inbounds nuw float, ptr %5091, i64 %5111
  br i1 %106, label %5138, label %5129

5129:                                             ; preds = %5138, %5104
  %5130 = phi <8 x float> [ %5105, %5104 ], [ %5156, %5138 ]
  %5131 = phi <8 x float> [ %5106, %5104 ], [ %5157, %5138 ]
  %5132 = phi <8 x float> [ %5107, %5104 ], [ %5164, %5138 ]
  %5133 = phi <8 x float> [ %5108, %5104 ], [ %5165, %5138 ]
  %5134 = phi <8 x float> [ %5109, %5104 ], [ %5172, %5138 ]
  %5135 = phi <8 x float> [ %5110, %5104 ], [ %5173, %5138 ]
  %5136 = add nuw nsw i64 %5111, 1
  %5137 = icmp eq i64 %5136, %21
  br i1 %5137, label %5095, label %5104

5138:                                             ; preds = %5104, %5138
  %5139 = phi <8 x float> [ %5156, %5138 ], [ %5105, %5104 ]
  %5140 = phi <8 x float> [ %5157, %5138 ], [ %5106, %5104 ]
  %5141 = phi <8 x float> [ %5164, %5138 ], [ %5107, %5104 ]
  %5142 = phi <8 x float> [ %5165, %5138 ], [ %5108, %5104 ]
  %5143 = phi <8 x float> [ %5172, %5138 ], [ %5109, %5104 ]
  %5144 = phi <8 x float> [ %5173, %5138 ], [ %5110, %5104 ]
  %5145 = phi i64 [ %5174, %5138 ], [ 0, %5104 ]
  %5146 = mul nsw i64 %5145, %7
  %5147 = getelementptr inbounds float, ptr %5127, i64 %5146
  %5148 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5147, <8 x i1> %5118, <8 x float> zeroinitializer)
  %5149 = getelementptr inbounds nuw i8, ptr %5147, i64 32
  %5150 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5149, <8 x i1> %5125, <8 x float> zeroinitializer)
  %5151 = mul nuw nsw i64 %5145, %101
  %5152 = getelementptr inbounds nuw float, ptr %5128, i64 %5151
  %5153 = load float, ptr %5152, align 1
  %5154 = insertelement <8 x float> poison, float %5153, i64 0
  %5155 = shufflevector <8 x float> %5154, <8 x float> poison, <8 x i32> zeroinitializer
  %5156 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5148, <8 x float> %5155, <8 x float> %5139)
  %5157 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5150, <8 x float> %5155, <8 x float> %5140)
  %5158 = add nuw nsw i64 %5, %5145
  %5159 = mul nuw nsw i64 %5158, %101
  %5160 = getelementptr inbounds nuw float, ptr %5128, i64 %5159
  %5161 = load float, ptr %5160, align 1
  %5162 = insertelement <8 x float> poison, float %5161, i64 0
  %5163 = shufflevector <8 x float> %5162, <8 x float> poison, <8 x i32> zeroinitializer
  %5164 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5148, <8 x float> %5163, <8 x float> %5141)
  %5165 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5150, <8 x float> %5163, <8 x float> %5142)
  %5166 = add nuw nsw i64 %518, %5145
  %5167 = mul nuw nsw i64 %5166, %101
  %5168 = getelementptr inbounds nuw float, ptr %5128, i64 %5167
  %5169 = load float, ptr %5168, align 1
  %5170 = insertelement <8 x float> poison, float %5169, i64 0
  %5171 = shufflevector <8 x float> %5170, <8 x float> poison, <8 x i32> zeroinitializer
  %5172 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5148, <8 x float> %5171, <8 x float> %5143)
  %5173 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5150, <8 x float> %5171, <8 x float> %5144)
  %5174 = add nuw nsw i64 %5145, 1
  %5175 = icmp eq i64 %5174, %5
  br i1 %5175, label %5129, label %5138

5176:                                             ; preds = %5061
  %5177 = add nsw i64 %831, %1168
  %5178 = getelementptr inbounds float, ptr %814, i64 %5177
  %5179 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5178, <8 x i32> %5070)
  %5180 = getelementptr inbounds float, ptr %812, i64 %5177
  switch i64 %519, label %1256 [
    i64 1, label %5197
    i64 2, label %5200
    i64 3, label %5207
    i64 0, label %5181
  ]

5181:                                             ; preds = %5176
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5178, <8 x i32> %5070, <8 x float> %5179)
  %5182 = getelementptr float, ptr %814, i64 %5177
  %5183 = getelementptr i8, ptr %5182, i64 32
  %5184 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5183, <8 x i32> %5072)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5183, <8 x i32> %5072, <8 x float> %5184)
  %5185 = add nsw i64 %5057, %1168
  %5186 = getelementptr inbounds float, ptr %814, i64 %5185
  %5187 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5186, <8 x i32> %5070)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5186, <8 x i32> %5070, <8 x float> %5187)
  %5188 = getelementptr float, ptr %814, i64 %5185
  %5189 = getelementptr i8, ptr %5188, i64 32
  %5190 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5189, <8 x i32> %5072)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5189, <8 x i32> %5072, <8 x float> %5190)
  %5191 = add nsw i64 %5059, %1168
  %5192 = getelementptr inbounds float, ptr %814, i64 %5191
  %5193 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5192, <8 x i32> %5070)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5192, <8 x i32> %5070, <8 x float> %5193)
  %5194 = getelementptr float, ptr %814, i64 %5191
  %5195 = getelementptr i8, ptr %5194, i64 32
  %5196 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5195, <8 x i32> %5072)
  br label %5557

5197:                                             ; preds = %5176
  %5198 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5180, <8 x i32> %5070)
  %5199 = fadd <8 x float> %5179, %5198
  br label %5214

5200:                                             ; preds = %5176
  %5201 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5179)
  %5202 = bitcast <8 x float> %5179 to <8 x i32>
  %5203 = or <8 x i32> %5202, %109
  %5204 = bitcast <8 x i32> %5203 to <8 x float>
  %5205 = fcmp oeq <8 x float> %5179, %74
  %5206 = select <8 x i1> %5205, <8 x float> %5204, <8 x float> %5201
  br label %5214

5207:                                             ; preds = %5176
  %5208 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5179)
  %5209 = bitcast <8 x float> %5179 to <8 x i32>
  %5210 = and <8 x i32> %5209, %108
  %5211 = bitcast <8 x i32> %5210 to <8 x float>
  %5212 = fcmp oeq <8 x float> %5179, %71
  %5213 = select <8 x i1> %5212, <8 x float> %5211, <8 x float> %5208
  br label %5214

5214:                                             ; preds = %5207, %5200, %5197
  %5215 = phi <8 x float> [ %5199, %5197 ], [ %5206, %5200 ], [ %5213, %5207 ]
  switch i64 %521, label %1256 [
    i64 1, label %5230
    i64 2, label %5223
    i64 3, label %5216
    i64 0, label %5252
  ]

5216:                                             ; preds = %5214
  %5217 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5215)
  %5218 = bitcast <8 x float> %5215 to <8 x i32>
  %5219 = and <8 x i32> %5218, %108
  %5220 = bitcast <8 x i32> %5219 to <8 x float>
  %5221 = fcmp oeq <8 x float> %5215, %71
  %5222 = select <8 x i1> %5221, <8 x float> %5220, <8 x float> %5217
  br label %5233

5223:                                             ; preds = %5214
  %5224 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5215)
  %5225 = bitcast <8 x float> %5215 to <8 x i32>
  %5226 = or <8 x i32> %5225, %109
  %5227 = bitcast <8 x i32> %5226 to <8 x float>
  %5228 = fcmp oeq <8 x float> %5215, %74
  %5229 = select <8 x i1> %5228, <8 x float> %5227, <8 x float> %5224
  br label %5233

5230:                                             ; preds = %5214
  %5231 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5180, <8 x i32> %5070)
  %5232 = fadd <8 x float> %5215, %5231
  br label %5233

5233:                                             ; preds = %5230, %5223, %5216
  %5234 = phi <8 x float> [ %5232, %5230 ], [ %5229, %5223 ], [ %5222, %5216 ]
  switch i64 %523, label %1256 [
    i64 1, label %5249
    i64 2, label %5242
    i64 3, label %5235
    i64 0, label %5252
  ]

5235:                                             ; preds = %5233
  %5236 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5234)
  %5237 = bitcast <8 x float> %5234 to <8 x i32>
  %5238 = and <8 x i32> %5237, %108
  %5239 = bitcast <8 x i32> %5238 to <8 x float>
  %5240 = fcmp oeq <8 x float> %5234, %71
  %5241 = select <8 x i1> %5240, <8 x float> %5239, <8 x float> %5236
  br label %5252

5242:                                             ; preds = %5233
  %5243 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5234)
  %5244 = bitcast <8 x float> %5234 to <8 x i32>
  %5245 = or <8 x i32> %5244, %109
  %5246 = bitcast <8 x i32> %5245 to <8 x float>
  %5247 = fcmp oeq <8 x float> %5234, %74
  %5248 = select <8 x i1> %5247, <8 x float> %5246, <8 x float> %5243
  br label %5252

5249:                                             ; preds = %5233
  %5250 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5180, <8 x i32> %5070)
  %5251 = fadd <8 x float> %5234, %5250
  br label %5252

5252:                                             ; preds = %5235, %5242, %5249, %5233, %5214
  %5253 = phi <8 x float> [ %5234, %5233 ], [ %5241, %5235 ], [ %5215, %5214 ], [ %5251, %5249 ], [ %5248, %5242 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5178, <8 x i32> %5070, <8 x float> %5253)
  %5254 = add nsw i64 %5177, 8
  %5255 = getelementptr inbounds float, ptr %814, i64 %5254
  %5256 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5255, <8 x i32> %5072)
  %5257 = getelementptr inbounds float, ptr %812, i64 %5254
  switch i64 %519, label %1256 [
    i64 1, label %5272
    i64 2, label %5265
    i64 3, label %5258
  ]

5258:                                             ; preds = %5252
  %5259 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5256)
  %5260 = bitcast <8 x float> %5256 to <8 x i32>
  %5261 = and <8 x i32> %5260, %108
  %5262 = bitcast <8 x i32> %5261 to <8 x float>
  %5263 = fcmp oeq <8 x float> %5256, %71
  %5264 = select <8 x i1> %5263, <8 x float> %5262, <8 x float> %5259
  br label %5275

5265:                                             ; preds = %5252
  %5266 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5256)
  %5267 = bitcast <8 x float> %5256 to <8 x i32>
  %5268 = or <8 x i32> %5267, %109
  %5269 = bitcast <8 x i32> %5268 to <8 x float>
  %5270 = fcmp oeq <8 x float> %5256, %74
  %5271 = select <8 x i1> %5270, <8 x float> %5269, <8 x float> %5266
  br label %5275

5272:                                             ; preds = %5252
  %5273 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5257, <8 x i32> %5072)
  %5274 = fadd <8 x float> %5256, %5273
  br label %5275

5275:                                             ; preds = %5272, %5265, %5258
  %5276 = phi <8 x float> [ %5274, %5272 ], [ %5271, %5265 ], [ %5264, %5258 ]
  switch i64 %525, label %1256 [
    i64 1, label %5291
    i64 2, label %5284
    i64 3, label %5277
    i64 0, label %5313
  ]

5277:                                             ; preds = %5275
  %5278 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5276)
  %5279 = bitcast <8 x float> %5276 to <8 x i32>
  %5280 = and <8 x i32> %5279, %108
  %5281 = bitcast <8 x i32> %5280 to <8 x float>
  %5282 = fcmp oeq <8 x float> %5276, %71
  %5283 = select <8 x i1> %5282, <8 x float> %5281, <8 x float> %5278
  br label %5294

5284:                                             ; preds = %5275
  %5285 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5276)
  %5286 = bitcast <8 x float> %5276 to <8 x i32>
  %5287 = or <8 x i32> %5286, %109
  %5288 = bitcast <8 x i32> %5287 to <8 x float>
  %5289 = fcmp oeq <8 x float> %5276, %74
  %5290 = select <8 x i1> %5289, <8 x float> %5288, <8 x float> %5285
  br label %5294

5291:                                             ; preds = %5275
  %5292 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5257, <8 x i32> %5072)
  %5293 = fadd <8 x float> %5276, %5292
  br label %5294

5294:                                             ; preds = %5291, %5284, %5277
  %5295 = phi <8 x float> [ %5293, %5291 ], [ %5290, %5284 ], [ %5283, %5277 ]
  switch i64 %527, label %1256 [
    i64 1, label %5310
    i64 2, label %5303
    i64 3, label %5296
    i64 0, label %5313
  ]

5296:                                             ; preds = %5294
  %5297 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5295)
  %5298 = bitcast <8 x float> %5295 to <8 x i32>
  %5299 = and <8 x i32> %5298, %108
  %5300 = bitcast <8 x i32> %5299 to <8 x float>
  %5301 = fcmp oeq <8 x float> %5295, %71
  %5302 = select <8 x i1> %5301, <8 x float> %5300, <8 x float> %5297
  br label %5313

5303:                                             ; preds = %5294
  %5304 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5295)
  %5305 = bitcast <8 x float> %5295 to <8 x i32>
  %5306 = or <8 x i32> %5305, %109
  %5307 = bitcast <8 x i32> %5306 to <8 x float>
  %5308 = fcmp oeq <8 x float> %5295, %74
  %5309 = select <8 x i1> %5308, <8 x float> %5307, <8 x float> %5304
  br label %5313

5310:                                             ; preds = %5294
  %5311 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5257, <8 x i32> %5072)
  %5312 = fadd <8 x float> %5295, %5311
  br label %5313

5313:                                             ; preds = %5296, %5303, %5310, %5294, %5275
  %5314 = phi <8 x float> [ %5309, %5303 ], [ %5302, %5296 ], [ %5276, %5275 ], [ %5295, %5294 ], [ %5312, %5310 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5255, <8 x i32> %5072, <8 x float> %5314)
  %5315 = add nsw i64 %5057, %1168
  %5316 = getelementptr inbounds float, ptr %814, i64 %5315
  %5317 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5316, <8 x i32> %5070)
  %5318 = getelementptr inbounds float, ptr %812, i64 %5315
  switch i64 %519, label %1256 [
    i64 1, label %5333
    i64 2, label %5326
    i64 3, label %5319
  ]

5319:                                             ; preds = %5313
  %5320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5317)
  %5321 = bitcast <8 x float> %5317 to <8 x i32>
  %5322 = and <8 x i32> %5321, %108
  %5323 = bitcast <8 x i32> %5322 to <8 x float>
  %5324 = fcmp oeq <8 x float> %5317, %71
  %5325 = select <8 x i1> %5324, <8 x float> %5323, <8 x float> %5320
  br label %5336

5326:                                             ; preds = %5313
  %5327 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5317)
  %5328 = bitcast <8 x float> %5317 to <8 x i32>
  %5329 = or <8 x i32> %5328, %109
  %5330 = bitcast <8 x i32> %5329 to <8 x float>
  %5331 = fcmp oeq <8 x float> %5317, %74
  %5332 = select <8 x i1> %5331, <8 x float> %5330, <8 x float> %5327
  br label %5336

5333:                                             ; preds = %5313
  %5334 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5318, <8 x i32> %5070)
  %5335 = fadd <8 x float> %5317, %5334
  br label %5336

5336:                                             ; preds = %5333, %5326, %5319
  %5337 = phi <8 x float> [ %5335, %5333 ], [ %5332, %5326 ], [ %5325, %5319 ]
  switch i64 %529, label %1256 [
    i64 1, label %5352
    i64 2, label %5345
    i64 3, label %5338
    i64 0, label %5374
  ]

5338:                                             ; preds = %5336
  %5339 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5337)
  %5340 = bitcast <8 x float> %5337 to <8 x i32>
  %5341 = and <8 x i32> %5340, %108
  %5342 = bitcast <8 x i32> %5341 to <8 x float>
  %5343 = fcmp oeq <8 x float> %5337, %71
  %5344 = select <8 x i1> %5343, <8 x float> %5342, <8 x float> %5339
  br label %5355

5345:                                             ; preds = %5336
  %5346 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5337)
  %5347 = bitcast <8 x float> %5337 to <8 x i32>
  %5348 = or <8 x i32> %5347, %109
  %5349 = bitcast <8 x i32> %5348 to <8 x float>
  %5350 = fcmp oeq <8 x float> %5337, %74
  %5351 = select <8 x i1> %5350, <8 x float> %5349, <8 x float> %5346
  br label %5355

5352:                                             ; preds = %5336
  %5353 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5318, <8 x i32> %5070)
  %5354 = fadd <8 x float> %5337, %5353
  br label %5355

5355:                                             ; preds = %5352, %5345, %5338
  %5356 = phi <8 x float> [ %5354, %5352 ], [ %5351, %5345 ], [ %5344, %5338 ]
  switch i64 %531, label %1256 [
    i64 1, label %5371
    i64 2, label %5364
    i64 3, label %5357
    i64 0, label %5374
  ]

5357:                                             ; preds = %5355
  %5358 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5356)
  %5359 = bitcast <8 x float> %5356 to <8 x i32>
  %5360 = and <8 x i32> %5359, %108
  %5361 = bitcast <8 x i32> %5360 to <8 x float>
  %5362 = fcmp oeq <8 x float> %5356, %71
  %5363 = select <8 x i1> %5362, <8 x float> %5361, <8 x float> %5358
  br label %5374

5364:                                             ; preds = %5355
  %5365 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5356)
  %5366 = bitcast <8 x float> %5356 to <8 x i32>
  %5367 = or <8 x i32> %5366, %109
  %5368 = bitcast <8 x i32> %5367 to <8 x float>
  %5369 = fcmp oeq <8 x float> %5356, %74
  %5370 = select <8 x i1> %5369, <8 x float> %5368, <8 x float> %5365
  br label %5374

5371:                                             ; preds = %5355
  %5372 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5318, <8 x i32> %5070)
  %5373 = fadd <8 x float> %5356, %5372
  br label %5374

5374:                                             ; preds = %5357, %5364, %5371, %5355, %5336
  %5375 = phi <8 x float> [ %5370, %5364 ], [ %5363, %5357 ], [ %5337, %5336 ], [ %5356, %5355 ], [ %5373, %5371 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5316, <8 x i32> %5070, <8 x float> %5375)
  %5376 = add nsw i64 %5315, 8
  %5377 = getelementptr inbounds float, ptr %814, i64 %5376
  %5378 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5377, <8 x i32> %5072)
  %5379 = getelementptr inbounds float, ptr %812, i64 %5376
  switch i64 %519, label %1256 [
    i64 1, label %5394
    i64 2, label %5387
    i64 3, label %5380
  ]

5380:                                             ; preds = %5374
  %5381 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5378)
  %5382 = bitcast <8 x float> %5378 to <8 x i32>
  %5383 = and <8 x i32> %5382, %108
  %5384 = bitcast <8 x i32> %5383 to <8 x float>
  %5385 = fcmp oeq <8 x float> %5378, %71
  %5386 = select <8 x i1> %5385, <8 x float> %5384, <8 x float> %5381
  br label %5397

5387:                                             ; preds = %5374
  %5388 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5378)
  %5389 = bitcast <8 x float> %5378 to <8 x i32>
  %5390 = or <8 x i32> %5389, %109
  %5391 = bitcast <8 x i32> %5390 to <8 x float>
  %5392 = fcmp oeq <8 x float> %5378, %74
  %5393 = select <8 x i1> %5392, <8 x float> %5391, <8 x float> %5388
  br label %5397

5394:                                             ; preds = %5374
  %5395 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5379, <8 x i32> %5072)
  %5396 = fadd <8 x float> %5378, %5395
  br label %5397

5397:                                             ; preds = %5394, %5387, %5380
  %5398 = phi <8 x float> [ %5396, %5394 ], [ %5393, %5387 ], [ %5386, %5380 ]
  switch i64 %533, label %1256 [
    i64 1, label %5413
    i64 2, label %5406
    i64 3, label %5399
    i64 0, label %5435
  ]

5399:                                             ; preds = %5397
  %5400 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5398)
  %5401 = bitcast <8 x float> %5398 to <8 x i32>
  %5402 = and <8 x i32> %5401, %108
  %5403 = bitcast <8 x i32> %5402 to <8 x float>
  %5404 = fcmp oeq <8 x float> %5398, %71
  %5405 = select <8 x i1> %5404, <8 x float> %5403, <8 x float> %5400
  br label %5416

5406:                                             ; preds = %5397
  %5407 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5398)
  %5408 = bitcast <8 x float> %5398 to <8 x i32>
  %5409 = or <8 x i32> %5408, %109
  %5410 = bitcast <8 x i32> %5409 to <8 x float>
  %5411 = fcmp oeq <8 x float> %5398, %74
  %5412 = select <8 x i1> %5411, <8 x float> %5410, <8 x float> %5407
  br label %5416

5413:                                             ; preds = %5397
  %5414 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5379, <8 x i32> %5072)
  %5415 = fadd <8 x float> %5398, %5414
  br label %5416

5416:                                             ; preds = %5413, %5406, %5399
  %5417 = phi <8 x float> [ %5415, %5413 ], [ %5412, %5406 ], [ %5405, %5399 ]
  switch i64 %535, label %1256 [
    i64 1, label %5432
    i64 2, label %5425
    i64 3, label %5418
    i64 0, label %5435
  ]

5418:                                             ; preds = %5416
  %5419 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5417)
  %5420 = bitcast <8 x float> %5417 to <8 x i32>
  %5421 = and <8 x i32> %5420, %108
  %5422 = bitcast <8 x i32> %5421 to <8 x float>
  %5423 = fcmp oeq <8 x float> %5417, %71
  %5424 = select <8 x i1> %5423, <8 x float> %5422, <8 x float> %5419
  br label %5435

5425:                                             ; preds = %5416
  %5426 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5417)
  %5427 = bitcast <8 x float> %5417 to <8 x i32>
  %5428 = or <8 x i32> %5427, %109
  %5429 = bitcast <8 x i32> %5428 to <8 x float>
  %5430 = fcmp oeq <8 x float> %5417, %74
  %5431 = select <8 x i1> %5430, <8 x float> %5429, <8 x float> %5426
  br label %5435

5432:                                             ; preds = %5416
  %5433 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5379, <8 x i32> %5072)
  %5434 = fadd <8 x float> %5417, %5433
  br label %5435

5435:                                             ; preds = %5418, %5425, %5432, %5416, %5397
  %5436 = phi <8 x float> [ %5431, %5425 ], [ %5424, %5418 ], [ %5398, %5397 ], [ %5417, %5416 ], [ %5434, %5432 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5377, <8 x i32> %5072, <8 x float> %5436)
  %5437 = add nsw i64 %5059, %1168
  %5438 = getelementptr inbounds float, ptr %814, i64 %5437
  %5439 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5438, <8 x i32> %5070)
  %5440 = getelementptr inbounds float, ptr %812, i64 %5437
  switch i64 %519, label %1256 [
    i64 1, label %5455
    i64 2, label %5448
    i64 3, label %5441
  ]

5441:                                             ; preds = %5435
  %5442 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5439)
  %5443 = bitcast <8 x float> %5439 to <8 x i32>
  %5444 = and <8 x i32> %5443, %108
  %5445 = bitcast <8 x i32> %5444 to <8 x float>
  %5446 = fcmp oeq <8 x float> %5439, %71
  %5447 = select <8 x i1> %5446, <8 x float> %5445, <8 x float> %5442
  br label %5458

5448:                                             ; preds = %5435
  %5449 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5439)
  %5450 = bitcast <8 x float> %5439 to <8 x i32>
  %5451 = or <8 x i32> %5450, %109
  %5452 = bitcast <8 x i32> %5451 to <8 x float>
  %5453 = fcmp oeq <8 x float> %5439, %74
  %5454 = select <8 x i1> %5453, <8 x float> %5452, <8 x float> %5449
  br label %5458

5455:                                             ; preds = %5435
  %5456 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5440, <8 x i32> %5070)
  %5457 = fadd <8 x float> %5439, %5456
  br label %5458

5458:                                             ; preds = %5455, %5448, %5441
  %5459 = phi <8 x float> [ %5457, %5455 ], [ %5454, %5448 ], [ %5447, %5441 ]
  switch i64 %537, label %1256 [
    i64 1, label %5474
    i64 2, label %5467
    i64 3, label %5460
    i64 0, label %5496
  ]

5460:                                             ; preds = %5458
  %5461 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5459)
  %5462 = bitcast <8 x float> %5459 to <8 x i32>
  %5463 = and <8 x i32> %5462, %108
  %5464 = bitcast <8 x i32> %5463 to <8 x float>
  %5465 = fcmp oeq <8 x float> %5459, %71
  %5466 = select <8 x i1> %5465, <8 x float> %5464, <8 x float> %5461
  br label %5477

5467:                                             ; preds = %5458
  %5468 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5459)
  %5469 = bitcast <8 x float> %5459 to <8 x i32>
  %5470 = or <8 x i32> %5469, %109
  %5471 = bitcast <8 x i32> %5470 to <8 x float>
  %5472 = fcmp oeq <8 x float> %5459, %74
  %5473 = select <8 x i1> %5472, <8 x float> %5471, <8 x float> %5468
  br label %5477

5474:                                             ; preds = %5458
  %5475 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5440, <8 x i32> %5070)
  %5476 = fadd <8 x float> %5459, %5475
  br label %5477

5477:                                             ; preds = %5474, %5467, %5460
  %5478 = phi <8 x float> [ %5476, %5474 ], [ %5473, %5467 ], [ %5466, %5460 ]
  switch i64 %539, label %1256 [
    i64 1, label %5493
    i64 2, label %5486
    i64 3, label %5479
    i64 0, label %5496
  ]

5479:                                             ; preds = %5477
  %5480 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5478)
  %5481 = bitcast <8 x float> %5478 to <8 x i32>
  %5482 = and <8 x i32> %5481, %108
  %5483 = bitcast <8 x i32> %5482 to <8 x float>
  %5484 = fcmp oeq <8 x float> %5478, %71
  %5485 = select <8 x i1> %5484, <8 x float> %5483, <8 x float> %5480
  br label %5496

5486:                                             ; preds = %5477
  %5487 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5478)
  %5488 = bitcast <8 x float> %5478 to <8 x i32>
  %5489 = or <8 x i32> %5488, %109
  %5490 = bitcast <8 x i32> %5489 to <8 x float>
  %5491 = fcmp oeq <8 x float> %5478, %74
  %5492 = select <8 x i1> %5491, <8 x float> %5490, <8 x float> %5487
  br label %5496

5493:                                             ; preds = %5477
  %5494 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5440, <8 x i32> %5070)
  %5495 = fadd <8 x float> %5478, %5494
  br label %5496

5496:                                             ; preds = %5479, %5486, %5493, %5477, %5458
  %5497 = phi <8 x float> [ %5492, %5486 ], [ %5485, %5479 ], [ %5459, %5458 ], [ %5478, %5477 ], [ %5495, %5493 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5438, <8 x i32> %5070, <8 x float> %5497)
  %5498 = add nsw i64 %5437, 8
  %5499 = getelementptr inbounds float, ptr %814, i64 %5498
  %5500 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5499, <8 x i32> %5072)
  %5501 = getelementptr inbounds float, ptr %812, i64 %5498
  switch i64 %519, label %1256 [
    i64 1, label %5516
    i64 2, label %5509
    i64 3, label %5502
  ]

5502:                                             ; preds = %5496
  %5503 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5500)
  %5504 = bitcast <8 x float> %5500 to <8 x i32>
  %5505 = and <8 x i32> %5504, %108
  %5506 = bitcast <8 x i32> %5505 to <8 x float>
  %5507 = fcmp oeq <8 x float> %5500, %71
  %5508 = select <8 x i1> %5507, <8 x float> %5506, <8 x float> %5503
  br label %5519

5509:                                             ; preds = %5496
  %5510 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5500)
  %5511 = bitcast <8 x float> %5500 to <8 x i32>
  %5512 = or <8 x i32> %5511, %109
  %5513 = bitcast <8 x i32> %5512 to <8 x float>
  %5514 = fcmp oeq <8 x float> %5500, %74
  %5515 = select <8 x i1> %5514, <8 x float> %5513, <8 x float> %5510
  br label %5519

5516:                                             ; preds = %5496
  %5517 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5501, <8 x i32> %5072)
  %5518 = fadd <8 x float> %5500, %5517
  br label %5519

5519:                                             ; preds = %5516, %5509, %5502
  %5520 = phi <8 x float> [ %5518, %5516 ], [ %5515, %5509 ], [ %5508, %5502 ]
  switch i64 %541, label %1256 [
    i64 1, label %5535
    i64 2, label %5528
    i64 3, label %5521
    i64 0, label %5557
  ]

5521:                                             ; preds = %5519
  %5522 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5520)
  %5523 = bitcast <8 x float> %5520 to <8 x i32>
  %5524 = and <8 x i32> %5523, %108
  %5525 = bitcast <8 x i32> %5524 to <8 x float>
  %5526 = fcmp oeq <8 x float> %5520, %71
  %5527 = select <8 x i1> %5526, <8 x float> %5525, <8 x float> %5522
  br label %5538

5528:                                             ; preds = %5519
  %5529 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5520)
  %5530 = bitcast <8 x float> %5520 to <8 x i32>
  %5531 = or <8 x i32> %5530, %109
  %5532 = bitcast <8 x i32> %5531 to <8 x float>
  %5533 = fcmp oeq <8 x float> %5520, %74
  %5534 = select <8 x i1> %5533, <8 x float> %5532, <8 x float> %5529
  br label %5538

5535:                                             ; preds = %5519
  %5536 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5501, <8 x i32> %5072)
  %5537 = fadd <8 x float> %5520, %5536
  br label %5538

5538:                                             ; preds = %5535, %5528, %5521
  %5539 = phi <8 x float> [ %5537, %5535 ], [ %5534, %5528 ], [ %5527, %5521 ]
  switch i64 %543, label %1256 [
    i64 1, label %5554
    i64 2, label %5547
    i64 3, label %5540
    i64 0, label %5557
  ]

5540:                                             ; preds = %5538
  %5541 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5539)
  %5542 = bitcast <8 x float> %5539 to <8 x i32>
  %5543 = and <8 x i32> %5542, %108
  %5544 = bitcast <8 x i32> %5543 to <8 x float>
  %5545 = fcmp oeq <8 x float> %5539, %71
  %5546 = select <8 x i1> %5545, <8 x float> %5544, <8 x float> %5541
  br label %5557

5547:                                             ; preds = %5538
  %5548 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5539)
  %5549 = bitcast <8 x float> %5539 to <8 x i32>
  %5550 = or <8 x i32> %5549, %109
  %5551 = bitcast <8 x i32> %5550 to <8 x float>
  %5552 = fcmp oeq <8 x float> %5539, %74
  %5553 = select <8 x i1> %5552, <8 x float> %5551, <8 x float> %5548
  br label %5557

5554:                                             ; preds = %5538
  %5555 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5501, <8 x i32> %5072)
  %5556 = fadd <8 x float> %5539, %5555
  br label %5557

5557:                                             ; preds = %5540, %5547, %5554, %5181, %5538, %5519
  %5558 = phi ptr [ %5195, %5181 ], [ %5499, %5540 ], [ %5499, %5519 ], [ %5499, %5538 ], [ %5499, %5554 ], [ %5499, %5547 ]
  %5559 = phi <8 x float> [ %5196, %5181 ], [ %5546, %5540 ], [ %5520, %5519 ], [ %5539, %5538 ], [ %5556, %5554 ], [ %5553, %5547 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %5558, <8 x i32> %5072, <8 x float> %5559)
  br label %5560

5560:                                             ; preds = %5557, %5061
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %13995

5561:                                             ; preds = %1167
  br i1 %85, label %5562, label %5892

5562:                                             ; preds = %5561
  %5563 = icmp sgt i64 %1169, 7
  %5564 = trunc i64 %1169 to i32
  %5565 = select i1 %5563, i32 8, i32 %5564
  %5566 = insertelement <8 x i32> poison, i32 %5565, i64 0
  %5567 = shufflevector <8 x i32> %5566, <8 x i32> poison, <8 x i32> zeroinitializer
  %5568 = icmp sgt <8 x i32> %5567, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %5582, label %5569

5569:                                             ; preds = %5562
  %5570 = load float, ptr %827, align 1
  %5571 = insertelement <8 x float> poison, float %5570, i64 0
  %5572 = shufflevector <8 x float> %5571, <8 x float> poison, <8 x i32> zeroinitializer
  %5573 = load float, ptr %1059, align 1
  %5574 = insertelement <8 x float> poison, float %5573, i64 0
  %5575 = shufflevector <8 x float> %5574, <8 x float> poison, <8 x i32> zeroinitializer
  %5576 = load float, ptr %1060, align 1
  %5577 = insertelement <8 x float> poison, float %5576, i64 0
  %5578 = shufflevector <8 x float> %5577, <8 x float> poison, <8 x i32> zeroinitializer
  %5579 = load float, ptr %1061, align 1
  %5580 = insertelement <8 x float> poison, float %5579, i64 0
  %5581 = shufflevector <8 x float> %5580, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5592

5582:                                             ; preds = %5562
  %5583 = getelementptr float, ptr %809, i64 %1168
  %5584 = getelementptr float, ptr %5583, i64 %831
  %5585 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5584, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5586 = getelementptr float, ptr %5583, i64 %1063
  %5587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5586, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5588 = getelementptr float, ptr %5583, i64 %1065
  %5589 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5588, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5590 = getelementptr float, ptr %5583, i64 %1067
  %5591 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5590, <8 x i1> %5568, <8 x float> zeroinitializer)
  br label %5592

5592:                                             ; preds = %5582, %5569
  %5593 = phi <8 x float> [ %5589, %5582 ], [ %5578, %5569 ]
  %5594 = phi <8 x float> [ %5585, %5582 ], [ %5572, %5569 ]
  %5595 = phi <8 x float> [ %5587, %5582 ], [ %5575, %5569 ]
  %5596 = phi <8 x float> [ %5591, %5582 ], [ %5581, %5569 ]
  %5597 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %5608, label %5598

5598:                                             ; preds = %5608, %5592
  %5599 = phi <8 x float> [ %5596, %5592 ], [ %5636, %5608 ]
  %5600 = phi <8 x float> [ %5593, %5592 ], [ %5631, %5608 ]
  %5601 = phi <8 x float> [ %5595, %5592 ], [ %5626, %5608 ]
  %5602 = phi <8 x float> [ %5594, %5592 ], [ %5621, %5608 ]
  %5603 = getelementptr float, ptr %814, i64 %1168
  %5604 = getelementptr float, ptr %5603, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5602, ptr align 1 %5604, <8 x i1> %5568)
  %5605 = getelementptr float, ptr %5603, i64 %1069
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5601, ptr align 1 %5605, <8 x i1> %5568)
  %5606 = getelementptr float, ptr %5603, i64 %1071
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5600, ptr align 1 %5606, <8 x i1> %5568)
  %5607 = getelementptr float, ptr %5603, i64 %1073
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5599, ptr align 1 %5607, <8 x i1> %5568)
  br i1 %107, label %13995, label %5639

5608:                                             ; preds = %5592, %5608
  %5609 = phi <8 x float> [ %5636, %5608 ], [ %5596, %5592 ]
  %5610 = phi <8 x float> [ %5631, %5608 ], [ %5593, %5592 ]
  %5611 = phi <8 x float> [ %5626, %5608 ], [ %5595, %5592 ]
  %5612 = phi <8 x float> [ %5621, %5608 ], [ %5594, %5592 ]
  %5613 = phi i64 [ %5637, %5608 ], [ 0, %5592 ]
  %5614 = mul nsw i64 %5613, %7
  %5615 = getelementptr inbounds float, ptr %5597, i64 %5614
  %5616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5615, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5617 = getelementptr float, ptr %830, i64 %5613
  %5618 = load float, ptr %5617, align 1
  %5619 = insertelement <8 x float> poison, float %5618, i64 0
  %5620 = shufflevector <8 x float> %5619, <8 x float> poison, <8 x i32> zeroinitializer
  %5621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5616, <8 x float> %5620, <8 x float> %5612)
  %5622 = getelementptr float, ptr %5617, i64 %5
  %5623 = load float, ptr %5622, align 1
  %5624 = insertelement <8 x float> poison, float %5623, i64 0
  %5625 = shufflevector <8 x float> %5624, <8 x float> poison, <8 x i32> zeroinitializer
  %5626 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5616, <8 x float> %5625, <8 x float> %5611)
  %5627 = getelementptr i8, ptr %5617, i64 %499
  %5628 = load float, ptr %5627, align 1
  %5629 = insertelement <8 x float> poison, float %5628, i64 0
  %5630 = shufflevector <8 x float> %5629, <8 x float> poison, <8 x i32> zeroinitializer
  %5631 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5616, <8 x float> %5630, <8 x float> %5610)
  %5632 = getelementptr i8, ptr %5617, i64 %500
  %5633 = load float, ptr %5632, align 1
  %5634 = insertelement <8 x float> poison, float %5633, i64 0
  %5635 = shufflevector <8 x float> %5634, <8 x float> poison, <8 x i32> zeroinitializer
  %5636 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5616, <8 x float> %5635, <8 x float> %5609)
  %5637 = add nuw nsw i64 %5613, 1
  %5638 = icmp eq i64 %5637, %5
  br i1 %5638, label %5598, label %5608

5639:                                             ; preds = %5598
  %5640 = add nsw i64 %831, %1168
  %5641 = getelementptr inbounds float, ptr %814, i64 %5640
  %5642 = getelementptr inbounds float, ptr %812, i64 %5640
  %5643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5641, <8 x i1> %5568, <8 x float> zeroinitializer)
  switch i64 %501, label %1256 [
    i64 1, label %5651
    i64 2, label %5654
    i64 3, label %5661
    i64 0, label %5644
  ]

5644:                                             ; preds = %5639
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5643, ptr align 1 %5641, <8 x i1> %5568)
  %5645 = getelementptr float, ptr %1155, i64 %1168
  %5646 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5645, <8 x i1> %5568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5646, ptr align 1 %5645, <8 x i1> %5568)
  %5647 = getelementptr float, ptr %1156, i64 %1168
  %5648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5647, <8 x i1> %5568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5648, ptr align 1 %5647, <8 x i1> %5568)
  %5649 = getelementptr float, ptr %1157, i64 %1168
  %5650 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5649, <8 x i1> %5568, <8 x float> zeroinitializer)
  br label %5889

5651:                                             ; preds = %5639
  %5652 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5642, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5653 = fadd <8 x float> %5643, %5652
  br label %5668

5654:                                             ; preds = %5639
  %5655 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5643)
  %5656 = bitcast <8 x float> %5643 to <8 x i32>
  %5657 = or <8 x i32> %5656, %109
  %5658 = bitcast <8 x i32> %5657 to <8 x float>
  %5659 = fcmp oeq <8 x float> %5643, %74
  %5660 = select <8 x i1> %5659, <8 x float> %5658, <8 x float> %5655
  br label %5668

5661:                                             ; preds = %5639
  %5662 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5643)
  %5663 = bitcast <8 x float> %5643 to <8 x i32>
  %5664 = and <8 x i32> %5663, %108
  %5665 = bitcast <8 x i32> %5664 to <8 x float>
  %5666 = fcmp oeq <8 x float> %5643, %71
  %5667 = select <8 x i1> %5666, <8 x float> %5665, <8 x float> %5662
  br label %5668

5668:                                             ; preds = %5661, %5654, %5651
  %5669 = phi <8 x float> [ %5653, %5651 ], [ %5660, %5654 ], [ %5667, %5661 ]
  switch i64 %503, label %1256 [
    i64 1, label %5684
    i64 2, label %5677
    i64 3, label %5670
    i64 0, label %5706
  ]

5670:                                             ; preds = %5668
  %5671 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5669)
  %5672 = bitcast <8 x float> %5669 to <8 x i32>
  %5673 = and <8 x i32> %5672, %108
  %5674 = bitcast <8 x i32> %5673 to <8 x float>
  %5675 = fcmp oeq <8 x float> %5669, %71
  %5676 = select <8 x i1> %5675, <8 x float> %5674, <8 x float> %5671
  br label %5687

5677:                                             ; preds = %5668
  %5678 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5669)
  %5679 = bitcast <8 x float> %5669 to <8 x i32>
  %5680 = or <8 x i32> %5679, %109
  %5681 = bitcast <8 x i32> %5680 to <8 x float>
  %5682 = fcmp oeq <8 x float> %5669, %74
  %5683 = select <8 x i1> %5682, <8 x float> %5681, <8 x float> %5678
  br label %5687

5684:                                             ; preds = %5668
  %5685 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5642, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5686 = fadd <8 x float> %5669, %5685
  br label %5687

5687:                                             ; preds = %5684, %5677, %5670
  %5688 = phi <8 x float> [ %5686, %5684 ], [ %5683, %5677 ], [ %5676, %5670 ]
  switch i64 %505, label %1256 [
    i64 1, label %5703
    i64 2, label %5696
    i64 3, label %5689
    i64 0, label %5706
  ]

5689:                                             ; preds = %5687
  %5690 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5688)
  %5691 = bitcast <8 x float> %5688 to <8 x i32>
  %5692 = and <8 x i32> %5691, %108
  %5693 = bitcast <8 x i32> %5692 to <8 x float>
  %5694 = fcmp oeq <8 x float> %5688, %71
  %5695 = select <8 x i1> %5694, <8 x float> %5693, <8 x float> %5690
  br label %5706

5696:                                             ; preds = %5687
  %5697 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5688)
  %5698 = bitcast <8 x float> %5688 to <8 x i32>
  %5699 = or <8 x i32> %5698, %109
  %5700 = bitcast <8 x i32> %5699 to <8 x float>
  %5701 = fcmp oeq <8 x float> %5688, %74
  %5702 = select <8 x i1> %5701, <8 x float> %5700, <8 x float> %5697
  br label %5706

5703:                                             ; preds = %5687
  %5704 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5642, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5705 = fadd <8 x float> %5688, %5704
  br label %5706

5706:                                             ; preds = %5689, %5696, %5703, %5687, %5668
  %5707 = phi <8 x float> [ %5688, %5687 ], [ %5695, %5689 ], [ %5669, %5668 ], [ %5705, %5703 ], [ %5702, %5696 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5707, ptr align 1 %5641, <8 x i1> %5568)
  %5708 = add nsw i64 %1069, %1168
  %5709 = getelementptr inbounds float, ptr %814, i64 %5708
  %5710 = getelementptr inbounds float, ptr %812, i64 %5708
  %5711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5709, <8 x i1> %5568, <8 x float> zeroinitializer)
  switch i64 %501, label %1256 [
    i64 1, label %5726
    i64 2, label %5719
    i64 3, label %5712
  ]

5712:                                             ; preds = %5706
  %5713 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5711)
  %5714 = bitcast <8 x float> %5711 to <8 x i32>
  %5715 = and <8 x i32> %5714, %108
  %5716 = bitcast <8 x i32> %5715 to <8 x float>
  %5717 = fcmp oeq <8 x float> %5711, %71
  %5718 = select <8 x i1> %5717, <8 x float> %5716, <8 x float> %5713
  br label %5729

5719:                                             ; preds = %5706
  %5720 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5711)
  %5721 = bitcast <8 x float> %5711 to <8 x i32>
  %5722 = or <8 x i32> %5721, %109
  %5723 = bitcast <8 x i32> %5722 to <8 x float>
  %5724 = fcmp oeq <8 x float> %5711, %74
  %5725 = select <8 x i1> %5724, <8 x float> %5723, <8 x float> %5720
  br label %5729

5726:                                             ; preds = %5706
  %5727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5710, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5728 = fadd <8 x float> %5711, %5727
  br label %5729

5729:                                             ; preds = %5726, %5719, %5712
  %5730 = phi <8 x float> [ %5728, %5726 ], [ %5725, %5719 ], [ %5718, %5712 ]
  switch i64 %507, label %1256 [
    i64 1, label %5745
    i64 2, label %5738
    i64 3, label %5731
    i64 0, label %5767
  ]

5731:                                             ; preds = %5729
  %5732 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5730)
  %5733 = bitcast <8 x float> %5730 to <8 x i32>
  %5734 = and <8 x i32> %5733, %108
  %5735 = bitcast <8 x i32> %5734 to <8 x float>
  %5736 = fcmp oeq <8 x float> %5730, %71
  %5737 = select <8 x i1> %5736, <8 x float> %5735, <8 x float> %5732
  br label %5748

5738:                                             ; preds = %5729
  %5739 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5730)
  %5740 = bitcast <8 x float> %5730 to <8 x i32>
  %5741 = or <8 x i32> %5740, %109
  %5742 = bitcast <8 x i32> %5741 to <8 x float>
  %5743 = fcmp oeq <8 x float> %5730, %74
  %5744 = select <8 x i1> %5743, <8 x float> %5742, <8 x float> %5739
  br label %5748

5745:                                             ; preds = %5729
  %5746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5710, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5747 = fadd <8 x float> %5730, %5746
  br label %5748

5748:                                             ; preds = %5745, %5738, %5731
  %5749 = phi <8 x float> [ %5747, %5745 ], [ %5744, %5738 ], [ %5737, %5731 ]
  switch i64 %509, label %1256 [
    i64 1, label %5764
    i64 2, label %5757
    i64 3, label %5750
    i64 0, label %5767
  ]

5750:                                             ; preds = %5748
  %5751 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5749)
  %5752 = bitcast <8 x float> %5749 to <8 x i32>
  %5753 = and <8 x i32> %5752, %108
  %5754 = bitcast <8 x i32> %5753 to <8 x float>
  %5755 = fcmp oeq <8 x float> %5749, %71
  %5756 = select <8 x i1> %5755, <8 x float> %5754, <8 x float> %5751
  br label %5767

5757:                                             ; preds = %5748
  %5758 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5749)
  %5759 = bitcast <8 x float> %5749 to <8 x i32>
  %5760 = or <8 x i32> %5759, %109
  %5761 = bitcast <8 x i32> %5760 to <8 x float>
  %5762 = fcmp oeq <8 x float> %5749, %74
  %5763 = select <8 x i1> %5762, <8 x float> %5761, <8 x float> %5758
  br label %5767

5764:                                             ; preds = %5748
  %5765 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5710, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5766 = fadd <8 x float> %5749, %5765
  br label %5767

5767:                                             ; preds = %5750, %5757, %5764, %5748, %5729
  %5768 = phi <8 x float> [ %5763, %5757 ], [ %5756, %5750 ], [ %5730, %5729 ], [ %5749, %5748 ], [ %5766, %5764 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5768, ptr align 1 %5709, <8 x i1> %5568)
  %5769 = add nsw i64 %1071, %1168
  %5770 = getelementptr inbounds float, ptr %814, i64 %5769
  %5771 = getelementptr inbounds float, ptr %812, i64 %5769
  %5772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5770, <8 x i1> %5568, <8 x float> zeroinitializer)
  switch i64 %501, label %1256 [
    i64 1, label %5787
    i64 2, label %5780
    i64 3, label %5773
  ]

5773:                                             ; preds = %5767
  %5774 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5772)
  %5775 = bitcast <8 x float> %5772 to <8 x i32>
  %5776 = and <8 x i32> %5775, %108
  %5777 = bitcast <8 x i32> %5776 to <8 x float>
  %5778 = fcmp oeq <8 x float> %5772, %71
  %5779 = select <8 x i1> %5778, <8 x float> %5777, <8 x float> %5774
  br label %5790

5780:                                             ; preds = %5767
  %5781 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5772)
  %5782 = bitcast <8 x float> %5772 to <8 x i32>
  %5783 = or <8 x i32> %5782, %109
  %5784 = bitcast <8 x i32> %5783 to <8 x float>
  %5785 = fcmp oeq <8 x float> %5772, %74
  %5786 = select <8 x i1> %5785, <8 x float> %5784, <8 x float> %5781
  br label %5790

5787:                                             ; preds = %5767
  %5788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5771, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5789 = fadd <8 x float> %5772, %5788
  br label %5790

5790:                                             ; preds = %5787, %5780, %5773
  %5791 = phi <8 x float> [ %5789, %5787 ], [ %5786, %5780 ], [ %5779, %5773 ]
  switch i64 %511, label %1256 [
    i64 1, label %5806
    i64 2, label %5799
    i64 3, label %5792
    i64 0, label %5828
  ]

5792:                                             ; preds = %5790
  %5793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5791)
  %5794 = bitcast <8 x float> %5791 to <8 x i32>
  %5795 = and <8 x i32> %5794, %108
  %5796 = bitcast <8 x i32> %5795 to <8 x float>
  %5797 = fcmp oeq <8 x float> %5791, %71
  %5798 = select <8 x i1> %5797, <8 x float> %5796, <8 x float> %5793
  br label %5809

5799:                                             ; preds = %5790
  %5800 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5791)
  %5801 = bitcast <8 x float> %5791 to <8 x i32>
  %5802 = or <8 x i32> %5801, %109
  %5803 = bitcast <8 x i32> %5802 to <8 x float>
  %5804 = fcmp oeq <8 x float> %5791, %74
  %5805 = select <8 x i1> %5804, <8 x float> %5803, <8 x float> %5800
  br label %5809

5806:                                             ; preds = %5790
  %5807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5771, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5808 = fadd <8 x float> %5791, %5807
  br label %5809

5809:                                             ; preds = %5806, %5799, %5792
  %5810 = phi <8 x float> [ %5808, %5806 ], [ %5805, %5799 ], [ %5798, %5792 ]
  switch i64 %513, label %1256 [
    i64 1, label %5825
    i64 2, label %5818
    i64 3, label %5811
    i64 0, label %5828
  ]

5811:                                             ; preds = %5809
  %5812 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5810)
  %5813 = bitcast <8 x float> %5810 to <8 x i32>
  %5814 = and <8 x i32> %5813, %108
  %5815 = bitcast <8 x i32> %5814 to <8 x float>
  %5816 = fcmp oeq <8 x float> %5810, %71
  %5817 = select <8 x i1> %5816, <8 x float> %5815, <8 x float> %5812
  br label %5828

5818:                                             ; preds = %5809
  %5819 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5810)
  %5820 = bitcast <8 x float> %5810 to <8 x i32>
  %5821 = or <8 x i32> %5820, %109
  %5822 = bitcast <8 x i32> %5821 to <8 x float>
  %5823 = fcmp oeq <8 x float> %5810, %74
  %5824 = select <8 x i1> %5823, <8 x float> %5822, <8 x float> %5819
  br label %5828

5825:                                             ; preds = %5809
  %5826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5771, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5827 = fadd <8 x float> %5810, %5826
  br label %5828

5828:                                             ; preds = %5811, %5818, %5825, %5809, %5790
  %5829 = phi <8 x float> [ %5824, %5818 ], [ %5817, %5811 ], [ %5791, %5790 ], [ %5810, %5809 ], [ %5827, %5825 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5829, ptr align 1 %5770, <8 x i1> %5568)
  %5830 = add nsw i64 %1073, %1168
  %5831 = getelementptr inbounds float, ptr %814, i64 %5830
  %5832 = getelementptr inbounds float, ptr %812, i64 %5830
  %5833 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5831, <8 x i1> %5568, <8 x float> zeroinitializer)
  switch i64 %501, label %1256 [
    i64 1, label %5848
    i64 2, label %5841
    i64 3, label %5834
  ]

5834:                                             ; preds = %5828
  %5835 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5833)
  %5836 = bitcast <8 x float> %5833 to <8 x i32>
  %5837 = and <8 x i32> %5836, %108
  %5838 = bitcast <8 x i32> %5837 to <8 x float>
  %5839 = fcmp oeq <8 x float> %5833, %71
  %5840 = select <8 x i1> %5839, <8 x float> %5838, <8 x float> %5835
  br label %5851

5841:                                             ; preds = %5828
  %5842 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5833)
  %5843 = bitcast <8 x float> %5833 to <8 x i32>
  %5844 = or <8 x i32> %5843, %109
  %5845 = bitcast <8 x i32> %5844 to <8 x float>
  %5846 = fcmp oeq <8 x float> %5833, %74
  %5847 = select <8 x i1> %5846, <8 x float> %5845, <8 x float> %5842
  br label %5851

5848:                                             ; preds = %5828
  %5849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5832, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5850 = fadd <8 x float> %5833, %5849
  br label %5851

5851:                                             ; preds = %5848, %5841, %5834
  %5852 = phi <8 x float> [ %5850, %5848 ], [ %5847, %5841 ], [ %5840, %5834 ]
  switch i64 %515, label %1256 [
    i64 1, label %5867
    i64 2, label %5860
    i64 3, label %5853
    i64 0, label %5889
  ]

5853:                                             ; preds = %5851
  %5854 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5852)
  %5855 = bitcast <8 x float> %5852 to <8 x i32>
  %5856 = and <8 x i32> %5855, %108
  %5857 = bitcast <8 x i32> %5856 to <8 x float>
  %5858 = fcmp oeq <8 x float> %5852, %71
  %5859 = select <8 x i1> %5858, <8 x float> %5857, <8 x float> %5854
  br label %5870

5860:                                             ; preds = %5851
  %5861 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5852)
  %5862 = bitcast <8 x float> %5852 to <8 x i32>
  %5863 = or <8 x i32> %5862, %109
  %5864 = bitcast <8 x i32> %5863 to <8 x float>
  %5865 = fcmp oeq <8 x float> %5852, %74
  %5866 = select <8 x i1> %5865, <8 x float> %5864, <8 x float> %5861
  br label %5870

5867:                                             ; preds = %5851
  %5868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5832, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5869 = fadd <8 x float> %5852, %5868
  br label %5870

5870:                                             ; preds = %5867, %5860, %5853
  %5871 = phi <8 x float> [ %5869, %5867 ], [ %5866, %5860 ], [ %5859, %5853 ]
  switch i64 %517, label %1256 [
    i64 1, label %5886
    i64 2, label %5879
    i64 3, label %5872
    i64 0, label %5889
  ]

5872:                                             ; preds = %5870
  %5873 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %5871)
  %5874 = bitcast <8 x float> %5871 to <8 x i32>
  %5875 = and <8 x i32> %5874, %108
  %5876 = bitcast <8 x i32> %5875 to <8 x float>
  %5877 = fcmp oeq <8 x float> %5871, %71
  %5878 = select <8 x i1> %5877, <8 x float> %5876, <8 x float> %5873
  br label %5889

5879:                                             ; preds = %5870
  %5880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %5871)
  %5881 = bitcast <8 x float> %5871 to <8 x i32>
  %5882 = or <8 x i32> %5881, %109
  %5883 = bitcast <8 x i32> %5882 to <8 x float>
  %5884 = fcmp oeq <8 x float> %5871, %74
  %5885 = select <8 x i1> %5884, <8 x float> %5883, <8 x float> %5880
  br label %5889

5886:                                             ; preds = %5870
  %5887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5832, <8 x i1> %5568, <8 x float> zeroinitializer)
  %5888 = fadd <8 x float> %5871, %5887
  br label %5889

5889:                                             ; preds = %5872, %5879, %5886, %5644, %5870, %5851
  %5890 = phi ptr [ %5649, %5644 ], [ %5831, %5872 ], [ %5831, %5851 ], [ %5831, %5870 ], [ %5831, %5886 ], [ %5831, %5879 ]
  %5891 = phi <8 x float> [ %5650, %5644 ], [ %5878, %5872 ], [ %5852, %5851 ], [ %5871, %5870 ], [ %5888, %5886 ], [ %5885, %5879 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5891, ptr align 1 %5890, <8 x i1> %5568)
  br label %13995

5892:                                             ; preds = %5561
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  %5893 = icmp sgt i64 %1169, 7
  %5894 = trunc i64 %1169 to i32
  %5895 = select i1 %5893, i32 8, i32 %5894
  %5896 = insertelement <8 x i32> poison, i32 %5895, i64 0
  %5897 = shufflevector <8 x i32> %5896, <8 x i32> poison, <8 x i32> zeroinitializer
  %5898 = icmp sgt <8 x i32> %5897, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %44, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %43, i8 0, i64 28, i1 false)
  %5899 = sdiv i64 %7, %19
  %5900 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %5901 = icmp sgt i64 %1169, 0
  br i1 %5901, label %5902, label %5908

5902:                                             ; preds = %5892
  %5903 = srem i64 %1168, %19
  %5904 = sdiv i64 %1168, %19
  %5905 = sub nsw i64 0, %5903
  %5906 = insertelement <8 x i64> poison, i64 %5899, i64 0
  %5907 = shufflevector <8 x i64> %5906, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %5909

5908:                                             ; preds = %5997, %5892
  br i1 %104, label %6035, label %6022

5909:                                             ; preds = %5902, %5997
  %5910 = phi i64 [ %5905, %5902 ], [ 0, %5997 ]
  %5911 = phi i64 [ 0, %5902 ], [ %5915, %5997 ]
  %5912 = phi i64 [ %5904, %5902 ], [ %5998, %5997 ]
  %5913 = add i64 %5910, %19
  %5914 = add i64 %5913, %5911
  %5915 = tail call i64 @llvm.smin.i64(i64 %5914, i64 %5900)
  br i1 %102, label %5916, label %5946

5916:                                             ; preds = %5909
  %5917 = sub i64 %5912, %22
  %5918 = icmp sgt i64 %5915, %5911
  %5919 = shl nsw i64 -1, %5915
  %5920 = xor i64 %5919, -1
  %5921 = shl nsw i64 -1, %5911
  %5922 = and i64 %5921, %5920
  %5923 = trunc i64 %5922 to i32
  %5924 = select i1 %5918, i32 %5923, i32 0
  br i1 %714, label %5944, label %5925

5925:                                             ; preds = %5916
  %5926 = insertelement <8 x i64> poison, i64 %5917, i64 0
  %5927 = shufflevector <8 x i64> %5926, <8 x i64> poison, <8 x i32> zeroinitializer
  %5928 = insertelement <8 x i32> poison, i32 %5924, i64 0
  %5929 = shufflevector <8 x i32> %5928, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %5930

5930:                                             ; preds = %5930, %5925
  %5931 = phi i64 [ 0, %5925 ], [ %5940, %5930 ]
  %5932 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %5925 ], [ %5941, %5930 ]
  %5933 = add <8 x i64> %5927, %5932
  %5934 = icmp sgt <8 x i64> %5933, splat (i64 -1)
  %5935 = icmp slt <8 x i64> %5933, %5907
  %5936 = and <8 x i1> %5934, %5935
  %5937 = getelementptr i32, ptr %43, i64 %5931
  %5938 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %5937, <8 x i1> %5936, <8 x i32> poison)
  %5939 = or <8 x i32> %5938, %5929
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %5939, ptr align 16 %5937, <8 x i1> %5936)
  %5940 = add nuw i64 %5931, 8
  %5941 = add nuw nsw <8 x i64> %5932, splat (i64 8)
  %5942 = icmp eq i64 %5940, %715
  br i1 %5942, label %5943, label %5930

5943:                                             ; preds = %5930
  br i1 %716, label %5946, label %5944

5944:                                             ; preds = %5916, %5943
  %5945 = phi i64 [ 0, %5916 ], [ %715, %5943 ]
  br label %5984

5946:                                             ; preds = %5994, %5943, %5909
  br i1 %103, label %5947, label %5997

5947:                                             ; preds = %5946
  %5948 = add i64 %5910, %23
  %5949 = add i64 %5948, %5911
  %5950 = add nsw i64 %5914, %23
  br i1 %717, label %5981, label %5951

5951:                                             ; preds = %5947
  %5952 = insertelement <8 x i64> poison, i64 %5949, i64 0
  %5953 = shufflevector <8 x i64> %5952, <8 x i64> poison, <8 x i32> zeroinitializer
  %5954 = insertelement <8 x i64> poison, i64 %5950, i64 0
  %5955 = shufflevector <8 x i64> %5954, <8 x i64> poison, <8 x i32> zeroinitializer
  %5956 = insertelement <8 x i64> poison, i64 %5911, i64 0
  %5957 = shufflevector <8 x i64> %5956, <8 x i64> poison, <8 x i32> zeroinitializer
  %5958 = insertelement <8 x i64> poison, i64 %5915, i64 0
  %5959 = shufflevector <8 x i64> %5958, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %5960

5960:                                             ; preds = %5960, %5951
  %5961 = phi i64 [ 0, %5951 ], [ %5977, %5960 ]
  %5962 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %5951 ], [ %5978, %5960 ]
  %5963 = add <8 x i64> %5953, %5962
  %5964 = add <8 x i64> %5955, %5962
  %5965 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %5963, <8 x i64> %5957)
  %5966 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %5964, <8 x i64> %5959)
  %5967 = icmp sgt <8 x i64> %5966, %5965
  %5968 = shl nsw <8 x i64> splat (i64 -1), %5966
  %5969 = xor <8 x i64> %5968, splat (i64 -1)
  %5970 = shl nsw <8 x i64> splat (i64 -1), %5965
  %5971 = and <8 x i64> %5970, %5969
  %5972 = trunc <8 x i64> %5971 to <8 x i32>
  %5973 = select <8 x i1> %5967, <8 x i32> %5972, <8 x i32> zeroinitializer
  %5974 = getelementptr inbounds nuw i32, ptr %44, i64 %5961
  %5975 = load <8 x i32>, ptr %5974, align 16
  %5976 = or <8 x i32> %5975, %5973
  store <8 x i32> %5976, ptr %5974, align 16
  %5977 = add nuw i64 %5961, 8
  %5978 = add <8 x i64> %5962, splat (i64 -8)
  %5979 = icmp eq i64 %5977, %718
  br i1 %5979, label %5980, label %5960

5980:                                             ; preds = %5960
  br i1 %720, label %5997, label %5981

5981:                                             ; preds = %5947, %5980
  %5982 = phi i64 [ 0, %5947 ], [ %719, %5980 ]
  %5983 = phi i64 [ 0, %5947 ], [ %718, %5980 ]
  br label %6000

5984:                                             ; preds = %5944, %5994
  %5985 = phi i64 [ %5995, %5994 ], [ %5945, %5944 ]
  %5986 = add i64 %5917, %5985
  %5987 = icmp sgt i64 %5986, -1
  %5988 = icmp slt i64 %5986, %5899
  %5989 = and i1 %5987, %5988
  br i1 %5989, label %5990, label %5994

5990:                                             ; preds = %5984
  %5991 = getelementptr inbounds nuw i32, ptr %43, i64 %5985
  %5992 = load i32, ptr %5991, align 4
  %5993 = or i32 %5992, %5924
  store i32 %5993, ptr %5991, align 4
  br label %5994

5994:                                             ; preds = %5990, %5984
  %5995 = add nuw nsw i64 %5985, 1
  %5996 = icmp eq i64 %5995, %20
  br i1 %5996, label %5946, label %5984

5997:                                             ; preds = %6000, %5980, %5946
  %5998 = add nsw i64 %5912, 1
  %5999 = icmp slt i64 %5914, %5900
  br i1 %5999, label %5909, label %5908

6000:                                             ; preds = %5981, %6000
  %6001 = phi i64 [ %6018, %6000 ], [ %5982, %5981 ]
  %6002 = phi i64 [ %6017, %6000 ], [ %5983, %5981 ]
  %6003 = add i64 %5949, %6001
  %6004 = add i64 %5950, %6001
  %6005 = tail call i64 @llvm.smax.i64(i64 %6003, i64 %5911)
  %6006 = tail call i64 @llvm.smin.i64(i64 %6004, i64 %5915)
  %6007 = icmp sgt i64 %6006, %6005
  %6008 = shl nsw i64 -1, %6006
  %6009 = xor i64 %6008, -1
  %6010 = shl nsw i64 -1, %6005
  %6011 = and i64 %6010, %6009
  %6012 = trunc i64 %6011 to i32
  %6013 = select i1 %6007, i32 %6012, i32 0
  %6014 = getelementptr inbounds nuw i32, ptr %44, i64 %6002
  %6015 = load i32, ptr %6014, align 4
  %6016 = or i32 %6015, %6013
  store i32 %6016, ptr %6014, align 4
  %6017 = add nuw nsw i64 %6002, 1
  %6018 = xor i64 %6002, -1
  %6019 = icmp eq i64 %6017, %21
  br i1 %6019, label %5997, label %6000

6020:                                             ; preds = %6045
  %6021 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %6060

6022:                                             ; preds = %5908
  %6023 = load float, ptr %827, align 1
  %6024 = insertelement <8 x float> poison, float %6023, i64 0
  %6025 = shufflevector <8 x float> %6024, <8 x float> poison, <8 x i32> zeroinitializer
  %6026 = load float, ptr %1044, align 1
  %6027 = insertelement <8 x float> poison, float %6026, i64 0
  %6028 = shufflevector <8 x float> %6027, <8 x float> poison, <8 x i32> zeroinitializer
  %6029 = load float, ptr %1045, align 1
  %6030 = insertelement <8 x float> poison, float %6029, i64 0
  %6031 = shufflevector <8 x float> %6030, <8 x float> poison, <8 x i32> zeroinitializer
  %6032 = load float, ptr %1046, align 1
  %6033 = insertelement <8 x float> poison, float %6032, i64 0
  %6034 = shufflevector <8 x float> %6033, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6045

6035:                                             ; preds = %5908
  %6036 = getelementptr float, ptr %809, i64 %1168
  %6037 = getelementptr float, ptr %6036, i64 %831
  %6038 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6037, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6039 = getelementptr float, ptr %6036, i64 %1048
  %6040 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6039, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6041 = getelementptr float, ptr %6036, i64 %1050
  %6042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6041, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6043 = getelementptr float, ptr %6036, i64 %1052
  %6044 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6043, <8 x i1> %5898, <8 x float> zeroinitializer)
  br label %6045

6045:                                             ; preds = %6035, %6022
  %6046 = phi <8 x float> [ %6042, %6035 ], [ %6031, %6022 ]
  %6047 = phi <8 x float> [ %6038, %6035 ], [ %6025, %6022 ]
  %6048 = phi <8 x float> [ %6040, %6035 ], [ %6028, %6022 ]
  %6049 = phi <8 x float> [ %6044, %6035 ], [ %6034, %6022 ]
  br i1 %102, label %6020, label %6050

6050:                                             ; preds = %6074, %6045
  %6051 = phi <8 x float> [ %6047, %6045 ], [ %6075, %6074 ]
  %6052 = phi <8 x float> [ %6048, %6045 ], [ %6076, %6074 ]
  %6053 = phi <8 x float> [ %6046, %6045 ], [ %6077, %6074 ]
  %6054 = phi <8 x float> [ %6049, %6045 ], [ %6078, %6074 ]
  %6055 = getelementptr float, ptr %814, i64 %1168
  %6056 = getelementptr float, ptr %6055, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6051, ptr align 1 %6056, <8 x i1> %5898)
  %6057 = getelementptr float, ptr %6055, i64 %1054
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6052, ptr align 1 %6057, <8 x i1> %5898)
  %6058 = getelementptr float, ptr %6055, i64 %1056
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6053, ptr align 1 %6058, <8 x i1> %5898)
  %6059 = getelementptr float, ptr %6055, i64 %1058
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6054, ptr align 1 %6059, <8 x i1> %5898)
  br i1 %107, label %6395, label %6142

6060:                                             ; preds = %6020, %6074
  %6061 = phi <8 x float> [ %6047, %6020 ], [ %6075, %6074 ]
  %6062 = phi <8 x float> [ %6048, %6020 ], [ %6076, %6074 ]
  %6063 = phi <8 x float> [ %6046, %6020 ], [ %6077, %6074 ]
  %6064 = phi <8 x float> [ %6049, %6020 ], [ %6078, %6074 ]
  %6065 = phi i64 [ 0, %6020 ], [ %6079, %6074 ]
  br i1 %103, label %6066, label %6074

6066:                                             ; preds = %6060
  %6067 = getelementptr inbounds nuw i32, ptr %43, i64 %6065
  %6068 = sub nsw i64 %6065, %22
  %6069 = mul nsw i64 %6068, %19
  %6070 = getelementptr inbounds float, ptr %6021, i64 %6069
  %6071 = mul nuw nsw i64 %6065, %21
  %6072 = getelementptr inbounds nuw float, ptr %828, i64 %6071
  %6073 = load i32, ptr %6067, align 4
  br label %6081

6074:                                             ; preds = %6097, %6060
  %6075 = phi <8 x float> [ %6061, %6060 ], [ %6098, %6097 ]
  %6076 = phi <8 x float> [ %6062, %6060 ], [ %6099, %6097 ]
  %6077 = phi <8 x float> [ %6063, %6060 ], [ %6100, %6097 ]
  %6078 = phi <8 x float> [ %6064, %6060 ], [ %6101, %6097 ]
  %6079 = add nuw nsw i64 %6065, 1
  %6080 = icmp eq i64 %6079, %20
  br i1 %6080, label %6050, label %6060

6081:                                             ; preds = %6066, %6097
  %6082 = phi <8 x float> [ %6061, %6066 ], [ %6098, %6097 ]
  %6083 = phi <8 x float> [ %6062, %6066 ], [ %6099, %6097 ]
  %6084 = phi <8 x float> [ %6063, %6066 ], [ %6100, %6097 ]
  %6085 = phi <8 x float> [ %6064, %6066 ], [ %6101, %6097 ]
  %6086 = phi i64 [ 0, %6066 ], [ %6102, %6097 ]
  %6087 = getelementptr inbounds nuw i32, ptr %44, i64 %6086
  %6088 = load i32, ptr %6087, align 4
  %6089 = and i32 %6088, %6073
  %6090 = insertelement <8 x i32> poison, i32 %6089, i64 0
  %6091 = shufflevector <8 x i32> %6090, <8 x i32> poison, <8 x i32> zeroinitializer
  %6092 = and <8 x i32> %6091, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %6093 = icmp ne <8 x i32> %6092, zeroinitializer
  %6094 = sub nsw i64 %6086, %23
  %6095 = getelementptr inbounds float, ptr %6070, i64 %6094
  %6096 = getelementptr inbounds nuw float, ptr %6072, i64 %6086
  br i1 %106, label %6104, label %6097

6097:                                             ; preds = %6104, %6081
  %6098 = phi <8 x float> [ %6082, %6081 ], [ %6118, %6104 ]
  %6099 = phi <8 x float> [ %6083, %6081 ], [ %6125, %6104 ]
  %6100 = phi <8 x float> [ %6084, %6081 ], [ %6132, %6104 ]
  %6101 = phi <8 x float> [ %6085, %6081 ], [ %6139, %6104 ]
  %6102 = add nuw nsw i64 %6086, 1
  %6103 = icmp eq i64 %6102, %21
  br i1 %6103, label %6074, label %6081

6104:                                             ; preds = %6081, %6104
  %6105 = phi <8 x float> [ %6118, %6104 ], [ %6082, %6081 ]
  %6106 = phi <8 x float> [ %6125, %6104 ], [ %6083, %6081 ]
  %6107 = phi <8 x float> [ %6132, %6104 ], [ %6084, %6081 ]
  %6108 = phi <8 x float> [ %6139, %6104 ], [ %6085, %6081 ]
  %6109 = phi i64 [ %6140, %6104 ], [ 0, %6081 ]
  %6110 = mul nsw i64 %6109, %7
  %6111 = getelementptr inbounds float, ptr %6095, i64 %6110
  %6112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6111, <8 x i1> %6093, <8 x float> zeroinitializer)
  %6113 = mul nuw nsw i64 %6109, %101
  %6114 = getelementptr inbounds nuw float, ptr %6096, i64 %6113
  %6115 = load float, ptr %6114, align 1
  %6116 = insertelement <8 x float> poison, float %6115, i64 0
  %6117 = shufflevector <8 x float> %6116, <8 x float> poison, <8 x i32> zeroinitializer
  %6118 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6112, <8 x float> %6117, <8 x float> %6105)
  %6119 = add nuw nsw i64 %5, %6109
  %6120 = mul nuw nsw i64 %6119, %101
  %6121 = getelementptr inbounds nuw float, ptr %6096, i64 %6120
  %6122 = load float, ptr %6121, align 1
  %6123 = insertelement <8 x float> poison, float %6122, i64 0
  %6124 = shufflevector <8 x float> %6123, <8 x float> poison, <8 x i32> zeroinitializer
  %6125 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6112, <8 x float> %6124, <8 x float> %6106)
  %6126 = add nuw nsw i64 %480, %6109
  %6127 = mul nuw nsw i64 %6126, %101
  %6128 = getelementptr inbounds nuw float, ptr %6096, i64 %6127
  %6129 = load float, ptr %6128, align 1
  %6130 = insertelement <8 x float> poison, float %6129, i64 0
  %6131 = shufflevector <8 x float> %6130, <8 x float> poison, <8 x i32> zeroinitializer
  %6132 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6112, <8 x float> %6131, <8 x float> %6107)
  %6133 = add nuw nsw i64 %481, %6109
  %6134 = mul nuw nsw i64 %6133, %101
  %6135 = getelementptr inbounds nuw float, ptr %6096, i64 %6134
  %6136 = load float, ptr %6135, align 1
  %6137 = insertelement <8 x float> poison, float %6136, i64 0
  %6138 = shufflevector <8 x float> %6137, <8 x float> poison, <8 x i32> zeroinitializer
  %6139 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6112, <8 x float> %6138, <8 x float> %6108)
  %6140 = add nuw nsw i64 %6109, 1
  %6141 = icmp eq i64 %6140, %5
  br i1 %6141, label %6097, label %6104

6142:                                             ; preds = %6050
  %6143 = add nsw i64 %831, %1168
  %6144 = getelementptr inbounds float, ptr %814, i64 %6143
  %6145 = getelementptr inbounds float, ptr %812, i64 %6143
  %6146 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6144, <8 x i1> %5898, <8 x float> zeroinitializer)
  switch i64 %482, label %1256 [
    i64 1, label %6154
    i64 2, label %6157
    i64 3, label %6164
    i64 0, label %6147
  ]

6147:                                             ; preds = %6142
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6146, ptr align 1 %6144, <8 x i1> %5898)
  %6148 = getelementptr float, ptr %1152, i64 %1168
  %6149 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6148, <8 x i1> %5898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6149, ptr align 1 %6148, <8 x i1> %5898)
  %6150 = getelementptr float, ptr %1153, i64 %1168
  %6151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6150, <8 x i1> %5898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6151, ptr align 1 %6150, <8 x i1> %5898)
  %6152 = getelementptr float, ptr %1154, i64 %1168
  %6153 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6152, <8 x i1> %5898, <8 x float> zeroinitializer)
  br label %6392

6154:                                             ; preds = %6142
  %6155 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6145, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6156 = fadd <8 x float> %6146, %6155
  br label %6171

6157:                                             ; preds = %6142
  %6158 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6146)
  %6159 = bitcast <8 x float> %6146 to <8 x i32>
  %6160 = or <8 x i32> %6159, %109
  %6161 = bitcast <8 x i32> %6160 to <8 x float>
  %6162 = fcmp oeq <8 x float> %6146, %74
  %6163 = select <8 x i1> %6162, <8 x float> %6161, <8 x float> %6158
  br label %6171

6164:                                             ; preds = %6142
  %6165 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6146)
  %6166 = bitcast <8 x float> %6146 to <8 x i32>
  %6167 = and <8 x i32> %6166, %108
  %6168 = bitcast <8 x i32> %6167 to <8 x float>
  %6169 = fcmp oeq <8 x float> %6146, %71
  %6170 = select <8 x i1> %6169, <8 x float> %6168, <8 x float> %6165
  br label %6171

6171:                                             ; preds = %6164, %6157, %6154
  %6172 = phi <8 x float> [ %6156, %6154 ], [ %6163, %6157 ], [ %6170, %6164 ]
  switch i64 %484, label %1256 [
    i64 1, label %6187
    i64 2, label %6180
    i64 3, label %6173
    i64 0, label %6209
  ]

6173:                                             ; preds = %6171
  %6174 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6172)
  %6175 = bitcast <8 x float> %6172 to <8 x i32>
  %6176 = and <8 x i32> %6175, %108
  %6177 = bitcast <8 x i32> %6176 to <8 x float>
  %6178 = fcmp oeq <8 x float> %6172, %71
  %6179 = select <8 x i1> %6178, <8 x float> %6177, <8 x float> %6174
  br label %6190

6180:                                             ; preds = %6171
  %6181 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6172)
  %6182 = bitcast <8 x float> %6172 to <8 x i32>
  %6183 = or <8 x i32> %6182, %109
  %6184 = bitcast <8 x i32> %6183 to <8 x float>
  %6185 = fcmp oeq <8 x float> %6172, %74
  %6186 = select <8 x i1> %6185, <8 x float> %6184, <8 x float> %6181
  br label %6190

6187:                                             ; preds = %6171
  %6188 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6145, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6189 = fadd <8 x float> %6172, %6188
  br label %6190

6190:                                             ; preds = %6187, %6180, %6173
  %6191 = phi <8 x float> [ %6189, %6187 ], [ %6186, %6180 ], [ %6179, %6173 ]
  switch i64 %486, label %1256 [
    i64 1, label %6206
    i64 2, label %6199
    i64 3, label %6192
    i64 0, label %6209
  ]

6192:                                             ; preds = %6190
  %6193 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6191)
  %6194 = bitcast <8 x float> %6191 to <8 x i32>
  %6195 = and <8 x i32> %6194, %108
  %6196 = bitcast <8 x i32> %6195 to <8 x float>
  %6197 = fcmp oeq <8 x float> %6191, %71
  %6198 = select <8 x i1> %6197, <8 x float> %6196, <8 x float> %6193
  br label %6209

6199:                                             ; preds = %6190
  %6200 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6191)
  %6201 = bitcast <8 x float> %6191 to <8 x i32>
  %6202 = or <8 x i32> %6201, %109
  %6203 = bitcast <8 x i32> %6202 to <8 x float>
  %6204 = fcmp oeq <8 x float> %6191, %74
  %6205 = select <8 x i1> %6204, <8 x float> %6203, <8 x float> %6200
  br label %6209

6206:                                             ; preds = %6190
  %6207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6145, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6208 = fadd <8 x float> %6191, %6207
  br label %6209

6209:                                             ; preds = %6192, %6199, %6206, %6190, %6171
  %6210 = phi <8 x float> [ %6191, %6190 ], [ %6198, %6192 ], [ %6172, %6171 ], [ %6208, %6206 ], [ %6205, %6199 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6210, ptr align 1 %6144, <8 x i1> %5898)
  %6211 = add nsw i64 %1054, %1168
  %6212 = getelementptr inbounds float, ptr %814, i64 %6211
  %6213 = getelementptr inbounds float, ptr %812, i64 %6211
  %6214 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6212, <8 x i1> %5898, <8 x float> zeroinitializer)
  switch i64 %482, label %1256 [
    i64 1, label %6229
    i64 2, label %6222
    i64 3, label %6215
  ]

6215:                                             ; preds = %6209
  %6216 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6214)
  %6217 = bitcast <8 x float> %6214 to <8 x i32>
  %6218 = and <8 x i32> %6217, %108
  %6219 = bitcast <8 x i32> %6218 to <8 x float>
  %6220 = fcmp oeq <8 x float> %6214, %71
  %6221 = select <8 x i1> %6220, <8 x float> %6219, <8 x float> %6216
  br label %6232

6222:                                             ; preds = %6209
  %6223 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6214)
  %6224 = bitcast <8 x float> %6214 to <8 x i32>
  %6225 = or <8 x i32> %6224, %109
  %6226 = bitcast <8 x i32> %6225 to <8 x float>
  %6227 = fcmp oeq <8 x float> %6214, %74
  %6228 = select <8 x i1> %6227, <8 x float> %6226, <8 x float> %6223
  br label %6232

6229:                                             ; preds = %6209
  %6230 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6213, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6231 = fadd <8 x float> %6214, %6230
  br label %6232

6232:                                             ; preds = %6229, %6222, %6215
  %6233 = phi <8 x float> [ %6231, %6229 ], [ %6228, %6222 ], [ %6221, %6215 ]
  switch i64 %488, label %1256 [
    i64 1, label %6248
    i64 2, label %6241
    i64 3, label %6234
    i64 0, label %6270
  ]

6234:                                             ; preds = %6232
  %6235 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6233)
  %6236 = bitcast <8 x float> %6233 to <8 x i32>
  %6237 = and <8 x i32> %6236, %108
  %6238 = bitcast <8 x i32> %6237 to <8 x float>
  %6239 = fcmp oeq <8 x float> %6233, %71
  %6240 = select <8 x i1> %6239, <8 x float> %6238, <8 x float> %6235
  br label %6251

6241:                                             ; preds = %6232
  %6242 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6233)
  %6243 = bitcast <8 x float> %6233 to <8 x i32>
  %6244 = or <8 x i32> %6243, %109
  %6245 = bitcast <8 x i32> %6244 to <8 x float>
  %6246 = fcmp oeq <8 x float> %6233, %74
  %6247 = select <8 x i1> %6246, <8 x float> %6245, <8 x float> %6242
  br label %6251

6248:                                             ; preds = %6232
  %6249 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6213, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6250 = fadd <8 x float> %6233, %6249
  br label %6251

6251:                                             ; preds = %6248, %6241, %6234
  %6252 = phi <8 x float> [ %6250, %6248 ], [ %6247, %6241 ], [ %6240, %6234 ]
  switch i64 %490, label %1256 [
    i64 1, label %6267
    i64 2, label %6260
    i64 3, label %6253
    i64 0, label %6270
  ]

6253:                                             ; preds = %6251
  %6254 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6252)
  %6255 = bitcast <8 x float> %6252 to <8 x i32>
  %6256 = and <8 x i32> %6255, %108
  %6257 = bitcast <8 x i32> %6256 to <8 x float>
  %6258 = fcmp oeq <8 x float> %6252, %71
  %6259 = select <8 x i1> %6258, <8 x float> %6257, <8 x float> %6254
  br label %6270

6260:                                             ; preds = %6251
  %6261 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6252)
  %6262 = bitcast <8 x float> %6252 to <8 x i32>
  %6263 = or <8 x i32> %6262, %109
  %6264 = bitcast <8 x i32> %6263 to <8 x float>
  %6265 = fcmp oeq <8 x float> %6252, %74
  %6266 = select <8 x i1> %6265, <8 x float> %6264, <8 x float> %6261
  br label %6270

6267:                                             ; preds = %6251
  %6268 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6213, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6269 = fadd <8 x float> %6252, %6268
  br label %6270

6270:                                             ; preds = %6253, %6260, %6267, %6251, %6232
  %6271 = phi <8 x float> [ %6266, %6260 ], [ %6259, %6253 ], [ %6233, %6232 ], [ %6252, %6251 ], [ %6269, %6267 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6271, ptr align 1 %6212, <8 x i1> %5898)
  %6272 = add nsw i64 %1056, %1168
  %6273 = getelementptr inbounds float, ptr %814, i64 %6272
  %6274 = getelementptr inbounds float, ptr %812, i64 %6272
  %6275 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6273, <8 x i1> %5898, <8 x float> zeroinitializer)
  switch i64 %482, label %1256 [
    i64 1, label %6290
    i64 2, label %6283
    i64 3, label %6276
  ]

6276:                                             ; preds = %6270
  %6277 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6275)
  %6278 = bitcast <8 x float> %6275 to <8 x i32>
  %6279 = and <8 x i32> %6278, %108
  %6280 = bitcast <8 x i32> %6279 to <8 x float>
  %6281 = fcmp oeq <8 x float> %6275, %71
  %6282 = select <8 x i1> %6281, <8 x float> %6280, <8 x float> %6277
  br label %6293

6283:                                             ; preds = %6270
  %6284 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6275)
  %6285 = bitcast <8 x float> %6275 to <8 x i32>
  %6286 = or <8 x i32> %6285, %109
  %6287 = bitcast <8 x i32> %6286 to <8 x float>
  %6288 = fcmp oeq <8 x float> %6275, %74
  %6289 = select <8 x i1> %6288, <8 x float> %6287, <8 x float> %6284
  br label %6293

6290:                                             ; preds = %6270
  %6291 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6292 = fadd <8 x float> %6275, %6291
  br label %6293

6293:                                             ; preds = %6290, %6283, %6276
  %6294 = phi <8 x float> [ %6292, %6290 ], [ %6289, %6283 ], [ %6282, %6276 ]
  switch i64 %492, label %1256 [
    i64 1, label %6309
    i64 2, label %6302
    i64 3, label %6295
    i64 0, label %6331
  ]

6295:                                             ; preds = %6293
  %6296 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6294)
  %6297 = bitcast <8 x float> %6294 to <8 x i32>
  %6298 = and <8 x i32> %6297, %108
  %6299 = bitcast <8 x i32> %6298 to <8 x float>
  %6300 = fcmp oeq <8 x float> %6294, %71
  %6301 = select <8 x i1> %6300, <8 x float> %6299, <8 x float> %6296
  br label %6312

6302:                                             ; preds = %6293
  %6303 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6294)
  %6304 = bitcast <8 x float> %6294 to <8 x i32>
  %6305 = or <8 x i32> %6304, %109
  %6306 = bitcast <8 x i32> %6305 to <8 x float>
  %6307 = fcmp oeq <8 x float> %6294, %74
  %6308 = select <8 x i1> %6307, <8 x float> %6306, <8 x float> %6303
  br label %6312

6309:                                             ; preds = %6293
  %6310 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6311 = fadd <8 x float> %6294, %6310
  br label %6312

6312:                                             ; preds = %6309, %6302, %6295
  %6313 = phi <8 x float> [ %6311, %6309 ], [ %6308, %6302 ], [ %6301, %6295 ]
  switch i64 %494, label %1256 [
    i64 1, label %6328
    i64 2, label %6321
    i64 3, label %6314
    i64 0, label %6331
  ]

6314:                                             ; preds = %6312
  %6315 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6313)
  %6316 = bitcast <8 x float> %6313 to <8 x i32>
  %6317 = and <8 x i32> %6316, %108
  %6318 = bitcast <8 x i32> %6317 to <8 x float>
  %6319 = fcmp oeq <8 x float> %6313, %71
  %6320 = select <8 x i1> %6319, <8 x float> %6318, <8 x float> %6315
  br label %6331

6321:                                             ; preds = %6312
  %6322 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6313)
  %6323 = bitcast <8 x float> %6313 to <8 x i32>
  %6324 = or <8 x i32> %6323, %109
  %6325 = bitcast <8 x i32> %6324 to <8 x float>
  %6326 = fcmp oeq <8 x float> %6313, %74
  %6327 = select <8 x i1> %6326, <8 x float> %6325, <8 x float> %6322
  br label %6331

6328:                                             ; preds = %6312
  %6329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6274, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6330 = fadd <8 x float> %6313, %6329
  br label %6331

6331:                                             ; preds = %6314, %6321, %6328, %6312, %6293
  %6332 = phi <8 x float> [ %6327, %6321 ], [ %6320, %6314 ], [ %6294, %6293 ], [ %6313, %6312 ], [ %6330, %6328 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6332, ptr align 1 %6273, <8 x i1> %5898)
  %6333 = add nsw i64 %1058, %1168
  %6334 = getelementptr inbounds float, ptr %814, i64 %6333
  %6335 = getelementptr inbounds float, ptr %812, i64 %6333
  %6336 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6334, <8 x i1> %5898, <8 x float> zeroinitializer)
  switch i64 %482, label %1256 [
    i64 1, label %6351
    i64 2, label %6344
    i64 3, label %6337
  ]

6337:                                             ; preds = %6331
  %6338 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6336)
  %6339 = bitcast <8 x float> %6336 to <8 x i32>
  %6340 = and <8 x i32> %6339, %108
  %6341 = bitcast <8 x i32> %6340 to <8 x float>
  %6342 = fcmp oeq <8 x float> %6336, %71
  %6343 = select <8 x i1> %6342, <8 x float> %6341, <8 x float> %6338
  br label %6354

6344:                                             ; preds = %6331
  %6345 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6336)
  %6346 = bitcast <8 x float> %6336 to <8 x i32>
  %6347 = or <8 x i32> %6346, %109
  %6348 = bitcast <8 x i32> %6347 to <8 x float>
  %6349 = fcmp oeq <8 x float> %6336, %74
  %6350 = select <8 x i1> %6349, <8 x float> %6348, <8 x float> %6345
  br label %6354

6351:                                             ; preds = %6331
  %6352 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6335, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6353 = fadd <8 x float> %6336, %6352
  br label %6354

6354:                                             ; preds = %6351, %6344, %6337
  %6355 = phi <8 x float> [ %6353, %6351 ], [ %6350, %6344 ], [ %6343, %6337 ]
  switch i64 %496, label %1256 [
    i64 1, label %6370
    i64 2, label %6363
    i64 3, label %6356
    i64 0, label %6392
  ]

6356:                                             ; preds = %6354
  %6357 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6355)
  %6358 = bitcast <8 x float> %6355 to <8 x i32>
  %6359 = and <8 x i32> %6358, %108
  %6360 = bitcast <8 x i32> %6359 to <8 x float>
  %6361 = fcmp oeq <8 x float> %6355, %71
  %6362 = select <8 x i1> %6361, <8 x float> %6360, <8 x float> %6357
  br label %6373

6363:                                             ; preds = %6354
  %6364 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6355)
  %6365 = bitcast <8 x float> %6355 to <8 x i32>
  %6366 = or <8 x i32> %6365, %109
  %6367 = bitcast <8 x i32> %6366 to <8 x float>
  %6368 = fcmp oeq <8 x float> %6355, %74
  %6369 = select <8 x i1> %6368, <8 x float> %6367, <8 x float> %6364
  br label %6373

6370:                                             ; preds = %6354
  %6371 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6335, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6372 = fadd <8 x float> %6355, %6371
  br label %6373

6373:                                             ; preds = %6370, %6363, %6356
  %6374 = phi <8 x float> [ %6372, %6370 ], [ %6369, %6363 ], [ %6362, %6356 ]
  switch i64 %498, label %1256 [
    i64 1, label %6389
    i64 2, label %6382
    i64 3, label %6375
    i64 0, label %6392
  ]

6375:                                             ; preds = %6373
  %6376 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6374)
  %6377 = bitcast <8 x float> %6374 to <8 x i32>
  %6378 = and <8 x i32> %6377, %108
  %6379 = bitcast <8 x i32> %6378 to <8 x float>
  %6380 = fcmp oeq <8 x float> %6374, %71
  %6381 = select <8 x i1> %6380, <8 x float> %6379, <8 x float> %6376
  br label %6392

6382:                                             ; preds = %6373
  %6383 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6374)
  %6384 = bitcast <8 x float> %6374 to <8 x i32>
  %6385 = or <8 x i32> %6384, %109
  %6386 = bitcast <8 x i32> %6385 to <8 x float>
  %6387 = fcmp oeq <8 x float> %6374, %74
  %6388 = select <8 x i1> %6387, <8 x float> %6386, <8 x float> %6383
  br label %6392

6389:                                             ; preds = %6373
  %6390 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6335, <8 x i1> %5898, <8 x float> zeroinitializer)
  %6391 = fadd <8 x float> %6374, %6390
  br label %6392

6392:                                             ; preds = %6375, %6382, %6389, %6147, %6373, %6354
  %6393 = phi ptr [ %6152, %6147 ], [ %6334, %6375 ], [ %6334, %6354 ], [ %6334, %6373 ], [ %6334, %6389 ], [ %6334, %6382 ]
  %6394 = phi <8 x float> [ %6153, %6147 ], [ %6381, %6375 ], [ %6355, %6354 ], [ %6374, %6373 ], [ %6391, %6389 ], [ %6388, %6382 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6394, ptr align 1 %6393, <8 x i1> %5898)
  br label %6395

6395:                                             ; preds = %6392, %6050
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  br label %13995

6396:                                             ; preds = %1167
  br i1 %85, label %6397, label %7035

6397:                                             ; preds = %6396
  %6398 = icmp sgt i64 %1169, 7
  %6399 = trunc i64 %1169 to i32
  %6400 = select i1 %6398, i32 8, i32 %6399
  %6401 = insertelement <8 x i32> poison, i32 %6400, i64 0
  %6402 = shufflevector <8 x i32> %6401, <8 x i32> poison, <8 x i32> zeroinitializer
  %6403 = icmp sgt <8 x i32> %6402, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6404 = add i64 %1168, 8
  %6405 = sub i64 %7, %6404
  %6406 = icmp sgt i64 %6405, 7
  %6407 = trunc i64 %6405 to i32
  %6408 = select i1 %6406, i32 8, i32 %6407
  %6409 = insertelement <8 x i32> poison, i32 %6408, i64 0
  %6410 = shufflevector <8 x i32> %6409, <8 x i32> poison, <8 x i32> zeroinitializer
  %6411 = icmp sgt <8 x i32> %6410, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %6433, label %6412

6412:                                             ; preds = %6397
  %6413 = load float, ptr %827, align 1
  %6414 = insertelement <8 x float> poison, float %6413, i64 0
  %6415 = shufflevector <8 x float> %6414, <8 x float> poison, <8 x i32> zeroinitializer
  %6416 = insertelement <8 x float> poison, float %6413, i64 0
  %6417 = shufflevector <8 x float> %6416, <8 x float> poison, <8 x i32> zeroinitializer
  %6418 = load float, ptr %1029, align 1
  %6419 = insertelement <8 x float> poison, float %6418, i64 0
  %6420 = shufflevector <8 x float> %6419, <8 x float> poison, <8 x i32> zeroinitializer
  %6421 = insertelement <8 x float> poison, float %6418, i64 0
  %6422 = shufflevector <8 x float> %6421, <8 x float> poison, <8 x i32> zeroinitializer
  %6423 = load float, ptr %1032, align 1
  %6424 = insertelement <8 x float> poison, float %6423, i64 0
  %6425 = shufflevector <8 x float> %6424, <8 x float> poison, <8 x i32> zeroinitializer
  %6426 = insertelement <8 x float> poison, float %6423, i64 0
  %6427 = shufflevector <8 x float> %6426, <8 x float> poison, <8 x i32> zeroinitializer
  %6428 = load float, ptr %1035, align 1
  %6429 = insertelement <8 x float> poison, float %6428, i64 0
  %6430 = shufflevector <8 x float> %6429, <8 x float> poison, <8 x i32> zeroinitializer
  %6431 = insertelement <8 x float> poison, float %6428, i64 0
  %6432 = shufflevector <8 x float> %6431, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6451

6433:                                             ; preds = %6397
  %6434 = getelementptr float, ptr %809, i64 %1168
  %6435 = getelementptr float, ptr %6434, i64 %831
  %6436 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6435, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6437 = getelementptr inbounds nuw i8, ptr %6435, i64 32
  %6438 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6437, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6439 = getelementptr float, ptr %6434, i64 %1039
  %6440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6439, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6441 = getelementptr inbounds nuw i8, ptr %6439, i64 32
  %6442 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6441, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6443 = getelementptr float, ptr %6434, i64 %1041
  %6444 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6443, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6445 = getelementptr inbounds nuw i8, ptr %6443, i64 32
  %6446 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6445, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6447 = getelementptr float, ptr %6434, i64 %1043
  %6448 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6447, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6449 = getelementptr inbounds nuw i8, ptr %6447, i64 32
  %6450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6449, <8 x i1> %6411, <8 x float> zeroinitializer)
  br label %6451

6451:                                             ; preds = %6433, %6412
  %6452 = phi <8 x float> [ %6448, %6433 ], [ %6430, %6412 ]
  %6453 = phi <8 x float> [ %6444, %6433 ], [ %6425, %6412 ]
  %6454 = phi <8 x float> [ %6440, %6433 ], [ %6420, %6412 ]
  %6455 = phi <8 x float> [ %6436, %6433 ], [ %6415, %6412 ]
  %6456 = phi <8 x float> [ %6438, %6433 ], [ %6417, %6412 ]
  %6457 = phi i64 [ %1039, %6433 ], [ %1031, %6412 ]
  %6458 = phi <8 x float> [ %6442, %6433 ], [ %6422, %6412 ]
  %6459 = phi i64 [ %1041, %6433 ], [ %1034, %6412 ]
  %6460 = phi <8 x float> [ %6446, %6433 ], [ %6427, %6412 ]
  %6461 = phi i64 [ %1043, %6433 ], [ %1037, %6412 ]
  %6462 = phi <8 x float> [ %6450, %6433 ], [ %6432, %6412 ]
  %6463 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %6482, label %6464

6464:                                             ; preds = %6482, %6451
  %6465 = phi <8 x float> [ %6462, %6451 ], [ %6520, %6482 ]
  %6466 = phi <8 x float> [ %6452, %6451 ], [ %6519, %6482 ]
  %6467 = phi <8 x float> [ %6460, %6451 ], [ %6514, %6482 ]
  %6468 = phi <8 x float> [ %6453, %6451 ], [ %6513, %6482 ]
  %6469 = phi <8 x float> [ %6458, %6451 ], [ %6508, %6482 ]
  %6470 = phi <8 x float> [ %6454, %6451 ], [ %6507, %6482 ]
  %6471 = phi <8 x float> [ %6456, %6451 ], [ %6502, %6482 ]
  %6472 = phi <8 x float> [ %6455, %6451 ], [ %6501, %6482 ]
  %6473 = getelementptr float, ptr %814, i64 %1168
  %6474 = getelementptr float, ptr %6473, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6472, ptr align 1 %6474, <8 x i1> %6403)
  %6475 = getelementptr inbounds nuw i8, ptr %6474, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6471, ptr nonnull align 1 %6475, <8 x i1> %6411)
  %6476 = getelementptr float, ptr %6473, i64 %6457
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6470, ptr align 1 %6476, <8 x i1> %6403)
  %6477 = getelementptr inbounds nuw i8, ptr %6476, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6469, ptr nonnull align 1 %6477, <8 x i1> %6411)
  %6478 = getelementptr float, ptr %6473, i64 %6459
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6468, ptr align 1 %6478, <8 x i1> %6403)
  %6479 = getelementptr inbounds nuw i8, ptr %6478, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6467, ptr nonnull align 1 %6479, <8 x i1> %6411)
  %6480 = getelementptr float, ptr %6473, i64 %6461
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6466, ptr align 1 %6480, <8 x i1> %6403)
  %6481 = getelementptr inbounds nuw i8, ptr %6480, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6465, ptr nonnull align 1 %6481, <8 x i1> %6411)
  br i1 %107, label %13995, label %6523

6482:                                             ; preds = %6451, %6482
  %6483 = phi <8 x float> [ %6520, %6482 ], [ %6462, %6451 ]
  %6484 = phi <8 x float> [ %6519, %6482 ], [ %6452, %6451 ]
  %6485 = phi <8 x float> [ %6514, %6482 ], [ %6460, %6451 ]
  %6486 = phi <8 x float> [ %6513, %6482 ], [ %6453, %6451 ]
  %6487 = phi <8 x float> [ %6508, %6482 ], [ %6458, %6451 ]
  %6488 = phi <8 x float> [ %6507, %6482 ], [ %6454, %6451 ]
  %6489 = phi <8 x float> [ %6502, %6482 ], [ %6456, %6451 ]
  %6490 = phi <8 x float> [ %6501, %6482 ], [ %6455, %6451 ]
  %6491 = phi i64 [ %6521, %6482 ], [ 0, %6451 ]
  %6492 = mul nsw i64 %6491, %7
  %6493 = getelementptr inbounds float, ptr %6463, i64 %6492
  %6494 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6493, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6495 = getelementptr inbounds nuw i8, ptr %6493, i64 32
  %6496 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6495, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6497 = getelementptr float, ptr %830, i64 %6491
  %6498 = load float, ptr %6497, align 1
  %6499 = insertelement <8 x float> poison, float %6498, i64 0
  %6500 = shufflevector <8 x float> %6499, <8 x float> poison, <8 x i32> zeroinitializer
  %6501 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6494, <8 x float> %6500, <8 x float> %6490)
  %6502 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6496, <8 x float> %6500, <8 x float> %6489)
  %6503 = getelementptr float, ptr %6497, i64 %5
  %6504 = load float, ptr %6503, align 1
  %6505 = insertelement <8 x float> poison, float %6504, i64 0
  %6506 = shufflevector <8 x float> %6505, <8 x float> poison, <8 x i32> zeroinitializer
  %6507 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6494, <8 x float> %6506, <8 x float> %6488)
  %6508 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6496, <8 x float> %6506, <8 x float> %6487)
  %6509 = getelementptr i8, ptr %6497, i64 %445
  %6510 = load float, ptr %6509, align 1
  %6511 = insertelement <8 x float> poison, float %6510, i64 0
  %6512 = shufflevector <8 x float> %6511, <8 x float> poison, <8 x i32> zeroinitializer
  %6513 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6494, <8 x float> %6512, <8 x float> %6486)
  %6514 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6496, <8 x float> %6512, <8 x float> %6485)
  %6515 = getelementptr i8, ptr %6497, i64 %446
  %6516 = load float, ptr %6515, align 1
  %6517 = insertelement <8 x float> poison, float %6516, i64 0
  %6518 = shufflevector <8 x float> %6517, <8 x float> poison, <8 x i32> zeroinitializer
  %6519 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6494, <8 x float> %6518, <8 x float> %6484)
  %6520 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6496, <8 x float> %6518, <8 x float> %6483)
  %6521 = add nuw nsw i64 %6491, 1
  %6522 = icmp eq i64 %6521, %5
  br i1 %6522, label %6464, label %6482

6523:                                             ; preds = %6464
  %6524 = add nsw i64 %831, %1168
  %6525 = getelementptr inbounds float, ptr %814, i64 %6524
  %6526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6525, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6527 = getelementptr inbounds float, ptr %812, i64 %6524
  switch i64 %447, label %1256 [
    i64 1, label %6550
    i64 2, label %6553
    i64 3, label %6560
    i64 0, label %6528
  ]

6528:                                             ; preds = %6523
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6526, ptr align 1 %6525, <8 x i1> %6403)
  %6529 = getelementptr float, ptr %814, i64 %6524
  %6530 = getelementptr i8, ptr %6529, i64 32
  %6531 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6530, <8 x i1> %6411, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6531, ptr align 1 %6530, <8 x i1> %6411)
  %6532 = add nsw i64 %6457, %1168
  %6533 = getelementptr inbounds float, ptr %814, i64 %6532
  %6534 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6533, <8 x i1> %6403, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6534, ptr align 1 %6533, <8 x i1> %6403)
  %6535 = getelementptr float, ptr %814, i64 %6532
  %6536 = getelementptr i8, ptr %6535, i64 32
  %6537 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6536, <8 x i1> %6411, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6537, ptr align 1 %6536, <8 x i1> %6411)
  %6538 = add nsw i64 %6459, %1168
  %6539 = getelementptr inbounds float, ptr %814, i64 %6538
  %6540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6539, <8 x i1> %6403, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6540, ptr align 1 %6539, <8 x i1> %6403)
  %6541 = getelementptr float, ptr %814, i64 %6538
  %6542 = getelementptr i8, ptr %6541, i64 32
  %6543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6542, <8 x i1> %6411, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6543, ptr align 1 %6542, <8 x i1> %6411)
  %6544 = add nsw i64 %6461, %1168
  %6545 = getelementptr inbounds float, ptr %814, i64 %6544
  %6546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6545, <8 x i1> %6403, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6546, ptr align 1 %6545, <8 x i1> %6403)
  %6547 = getelementptr float, ptr %814, i64 %6544
  %6548 = getelementptr i8, ptr %6547, i64 32
  %6549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6548, <8 x i1> %6411, <8 x float> zeroinitializer)
  br label %7032

6550:                                             ; preds = %6523
  %6551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6527, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6552 = fadd <8 x float> %6526, %6551
  br label %6567

6553:                                             ; preds = %6523
  %6554 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6526)
  %6555 = bitcast <8 x float> %6526 to <8 x i32>
  %6556 = or <8 x i32> %6555, %109
  %6557 = bitcast <8 x i32> %6556 to <8 x float>
  %6558 = fcmp oeq <8 x float> %6526, %74
  %6559 = select <8 x i1> %6558, <8 x float> %6557, <8 x float> %6554
  br label %6567

6560:                                             ; preds = %6523
  %6561 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6526)
  %6562 = bitcast <8 x float> %6526 to <8 x i32>
  %6563 = and <8 x i32> %6562, %108
  %6564 = bitcast <8 x i32> %6563 to <8 x float>
  %6565 = fcmp oeq <8 x float> %6526, %71
  %6566 = select <8 x i1> %6565, <8 x float> %6564, <8 x float> %6561
  br label %6567

6567:                                             ; preds = %6560, %6553, %6550
  %6568 = phi <8 x float> [ %6552, %6550 ], [ %6559, %6553 ], [ %6566, %6560 ]
  switch i64 %449, label %1256 [
    i64 1, label %6583
    i64 2, label %6576
    i64 3, label %6569
    i64 0, label %6605
  ]

6569:                                             ; preds = %6567
  %6570 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6568)
  %6571 = bitcast <8 x float> %6568 to <8 x i32>
  %6572 = and <8 x i32> %6571, %108
  %6573 = bitcast <8 x i32> %6572 to <8 x float>
  %6574 = fcmp oeq <8 x float> %6568, %71
  %6575 = select <8 x i1> %6574, <8 x float> %6573, <8 x float> %6570
  br label %6586

6576:                                             ; preds = %6567
  %6577 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6568)
  %6578 = bitcast <8 x float> %6568 to <8 x i32>
  %6579 = or <8 x i32> %6578, %109
  %6580 = bitcast <8 x i32> %6579 to <8 x float>
  %6581 = fcmp oeq <8 x float> %6568, %74
  %6582 = select <8 x i1> %6581, <8 x float> %6580, <8 x float> %6577
  br label %6586

6583:                                             ; preds = %6567
  %6584 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6527, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6585 = fadd <8 x float> %6568, %6584
  br label %6586

6586:                                             ; preds = %6583, %6576, %6569
  %6587 = phi <8 x float> [ %6585, %6583 ], [ %6582, %6576 ], [ %6575, %6569 ]
  switch i64 %451, label %1256 [
    i64 1, label %6602
    i64 2, label %6595
    i64 3, label %6588
    i64 0, label %6605
  ]

6588:                                             ; preds = %6586
  %6589 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6587)
  %6590 = bitcast <8 x float> %6587 to <8 x i32>
  %6591 = and <8 x i32> %6590, %108
  %6592 = bitcast <8 x i32> %6591 to <8 x float>
  %6593 = fcmp oeq <8 x float> %6587, %71
  %6594 = select <8 x i1> %6593, <8 x float> %6592, <8 x float> %6589
  br label %6605

6595:                                             ; preds = %6586
  %6596 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6587)
  %6597 = bitcast <8 x float> %6587 to <8 x i32>
  %6598 = or <8 x i32> %6597, %109
  %6599 = bitcast <8 x i32> %6598 to <8 x float>
  %6600 = fcmp oeq <8 x float> %6587, %74
  %6601 = select <8 x i1> %6600, <8 x float> %6599, <8 x float> %6596
  br label %6605

6602:                                             ; preds = %6586
  %6603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6527, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6604 = fadd <8 x float> %6587, %6603
  br label %6605

6605:                                             ; preds = %6588, %6595, %6602, %6586, %6567
  %6606 = phi <8 x float> [ %6587, %6586 ], [ %6594, %6588 ], [ %6568, %6567 ], [ %6604, %6602 ], [ %6601, %6595 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6606, ptr align 1 %6525, <8 x i1> %6403)
  %6607 = add nsw i64 %6524, 8
  %6608 = getelementptr inbounds float, ptr %814, i64 %6607
  %6609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6608, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6610 = getelementptr inbounds float, ptr %812, i64 %6607
  switch i64 %447, label %1256 [
    i64 1, label %6625
    i64 2, label %6618
    i64 3, label %6611
  ]

6611:                                             ; preds = %6605
  %6612 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6609)
  %6613 = bitcast <8 x float> %6609 to <8 x i32>
  %6614 = and <8 x i32> %6613, %108
  %6615 = bitcast <8 x i32> %6614 to <8 x float>
  %6616 = fcmp oeq <8 x float> %6609, %71
  %6617 = select <8 x i1> %6616, <8 x float> %6615, <8 x float> %6612
  br label %6628

6618:                                             ; preds = %6605
  %6619 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6609)
  %6620 = bitcast <8 x float> %6609 to <8 x i32>
  %6621 = or <8 x i32> %6620, %109
  %6622 = bitcast <8 x i32> %6621 to <8 x float>
  %6623 = fcmp oeq <8 x float> %6609, %74
  %6624 = select <8 x i1> %6623, <8 x float> %6622, <8 x float> %6619
  br label %6628

6625:                                             ; preds = %6605
  %6626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6610, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6627 = fadd <8 x float> %6609, %6626
  br label %6628

6628:                                             ; preds = %6625, %6618, %6611
  %6629 = phi <8 x float> [ %6627, %6625 ], [ %6624, %6618 ], [ %6617, %6611 ]
  switch i64 %453, label %1256 [
    i64 1, label %6644
    i64 2, label %6637
    i64 3, label %6630
    i64 0, label %6666
  ]

6630:                                             ; preds = %6628
  %6631 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6629)
  %6632 = bitcast <8 x float> %6629 to <8 x i32>
  %6633 = and <8 x i32> %6632, %108
  %6634 = bitcast <8 x i32> %6633 to <8 x float>
  %6635 = fcmp oeq <8 x float> %6629, %71
  %6636 = select <8 x i1> %6635, <8 x float> %6634, <8 x float> %6631
  br label %6647

6637:                                             ; preds = %6628
  %6638 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6629)
  %6639 = bitcast <8 x float> %6629 to <8 x i32>
  %6640 = or <8 x i32> %6639, %109
  %6641 = bitcast <8 x i32> %6640 to <8 x float>
  %6642 = fcmp oeq <8 x float> %6629, %74
  %6643 = select <8 x i1> %6642, <8 x float> %6641, <8 x float> %6638
  br label %6647

6644:                                             ; preds = %6628
  %6645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6610, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6646 = fadd <8 x float> %6629, %6645
  br label %6647

6647:                                             ; preds = %6644, %6637, %6630
  %6648 = phi <8 x float> [ %6646, %6644 ], [ %6643, %6637 ], [ %6636, %6630 ]
  switch i64 %455, label %1256 [
    i64 1, label %6663
    i64 2, label %6656
    i64 3, label %6649
    i64 0, label %6666
  ]

6649:                                             ; preds = %6647
  %6650 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6648)
  %6651 = bitcast <8 x float> %6648 to <8 x i32>
  %6652 = and <8 x i32> %6651, %108
  %6653 = bitcast <8 x i32> %6652 to <8 x float>
  %6654 = fcmp oeq <8 x float> %6648, %71
  %6655 = select <8 x i1> %6654, <8 x float> %6653, <8 x float> %6650
  br label %6666

6656:                                             ; preds = %6647
  %6657 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6648)
  %6658 = bitcast <8 x float> %6648 to <8 x i32>
  %6659 = or <8 x i32> %6658, %109
  %6660 = bitcast <8 x i32> %6659 to <8 x float>
  %6661 = fcmp oeq <8 x float> %6648, %74
  %6662 = select <8 x i1> %6661, <8 x float> %6660, <8 x float> %6657
  br label %6666

6663:                                             ; preds = %6647
  %6664 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6610, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6665 = fadd <8 x float> %6648, %6664
  br label %6666

6666:                                             ; preds = %6649, %6656, %6663, %6647, %6628
  %6667 = phi <8 x float> [ %6662, %6656 ], [ %6655, %6649 ], [ %6629, %6628 ], [ %6648, %6647 ], [ %6665, %6663 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6667, ptr align 1 %6608, <8 x i1> %6411)
  %6668 = add nsw i64 %6457, %1168
  %6669 = getelementptr inbounds float, ptr %814, i64 %6668
  %6670 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6669, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6671 = getelementptr inbounds float, ptr %812, i64 %6668
  switch i64 %447, label %1256 [
    i64 1, label %6686
    i64 2, label %6679
    i64 3, label %6672
  ]

6672:                                             ; preds = %6666
  %6673 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6670)
  %6674 = bitcast <8 x float> %6670 to <8 x i32>
  %6675 = and <8 x i32> %6674, %108
  %6676 = bitcast <8 x i32> %6675 to <8 x float>
  %6677 = fcmp oeq <8 x float> %6670, %71
  %6678 = select <8 x i1> %6677, <8 x float> %6676, <8 x float> %6673
  br label %6689

6679:                                             ; preds = %6666
  %6680 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6670)
  %6681 = bitcast <8 x float> %6670 to <8 x i32>
  %6682 = or <8 x i32> %6681, %109
  %6683 = bitcast <8 x i32> %6682 to <8 x float>
  %6684 = fcmp oeq <8 x float> %6670, %74
  %6685 = select <8 x i1> %6684, <8 x float> %6683, <8 x float> %6680
  br label %6689

6686:                                             ; preds = %6666
  %6687 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6671, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6688 = fadd <8 x float> %6670, %6687
  br label %6689

6689:                                             ; preds = %6686, %6679, %6672
  %6690 = phi <8 x float> [ %6688, %6686 ], [ %6685, %6679 ], [ %6678, %6672 ]
  switch i64 %457, label %1256 [
    i64 1, label %6705
    i64 2, label %6698
    i64 3, label %6691
    i64 0, label %6727
  ]

6691:                                             ; preds = %6689
  %6692 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6690)
  %6693 = bitcast <8 x float> %6690 to <8 x i32>
  %6694 = and <8 x i32> %6693, %108
  %6695 = bitcast <8 x i32> %6694 to <8 x float>
  %6696 = fcmp oeq <8 x float> %6690, %71
  %6697 = select <8 x i1> %6696, <8 x float> %6695, <8 x float> %6692
  br label %6708

6698:                                             ; preds = %6689
  %6699 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6690)
  %6700 = bitcast <8 x float> %6690 to <8 x i32>
  %6701 = or <8 x i32> %6700, %109
  %6702 = bitcast <8 x i32> %6701 to <8 x float>
  %6703 = fcmp oeq <8 x float> %6690, %74
  %6704 = select <8 x i1> %6703, <8 x float> %6702, <8 x float> %6699
  br label %6708

6705:                                             ; preds = %6689
  %6706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6671, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6707 = fadd <8 x float> %6690, %6706
  br label %6708

6708:                                             ; preds = %6705, %6698, %6691
  %6709 = phi <8 x float> [ %6707, %6705 ], [ %6704, %6698 ], [ %6697, %6691 ]
  switch i64 %459, label %1256 [
    i64 1, label %6724
    i64 2, label %6717
    i64 3, label %6710
    i64 0, label %6727
  ]

6710:                                             ; preds = %6708
  %6711 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6709)
  %6712 = bitcast <8 x float> %6709 to <8 x i32>
  %6713 = and <8 x i32> %6712, %108
  %6714 = bitcast <8 x i32> %6713 to <8 x float>
  %6715 = fcmp oeq <8 x float> %6709, %71
  %6716 = select <8 x i1> %6715, <8 x float> %6714, <8 x float> %6711
  br label %6727

6717:                                             ; preds = %6708
  %6718 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6709)
  %6719 = bitcast <8 x float> %6709 to <8 x i32>
  %6720 = or <8 x i32> %6719, %109
  %6721 = bitcast <8 x i32> %6720 to <8 x float>
  %6722 = fcmp oeq <8 x float> %6709, %74
  %6723 = select <8 x i1> %6722, <8 x float> %6721, <8 x float> %6718
  br label %6727

6724:                                             ; preds = %6708
  %6725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6671, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6726 = fadd <8 x float> %6709, %6725
  br label %6727

6727:                                             ; preds = %6710, %6717, %6724, %6708, %6689
  %6728 = phi <8 x float> [ %6723, %6717 ], [ %6716, %6710 ], [ %6690, %6689 ], [ %6709, %6708 ], [ %6726, %6724 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6728, ptr align 1 %6669, <8 x i1> %6403)
  %6729 = add nsw i64 %6668, 8
  %6730 = getelementptr inbounds float, ptr %814, i64 %6729
  %6731 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6730, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6732 = getelementptr inbounds float, ptr %812, i64 %6729
  switch i64 %447, label %1256 [
    i64 1, label %6747
    i64 2, label %6740
    i64 3, label %6733
  ]

6733:                                             ; preds = %6727
  %6734 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6731)
  %6735 = bitcast <8 x float> %6731 to <8 x i32>
  %6736 = and <8 x i32> %6735, %108
  %6737 = bitcast <8 x i32> %6736 to <8 x float>
  %6738 = fcmp oeq <8 x float> %6731, %71
  %6739 = select <8 x i1> %6738, <8 x float> %6737, <8 x float> %6734
  br label %6750

6740:                                             ; preds = %6727
  %6741 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6731)
  %6742 = bitcast <8 x float> %6731 to <8 x i32>
  %6743 = or <8 x i32> %6742, %109
  %6744 = bitcast <8 x i32> %6743 to <8 x float>
  %6745 = fcmp oeq <8 x float> %6731, %74
  %6746 = select <8 x i1> %6745, <8 x float> %6744, <8 x float> %6741
  br label %6750

6747:                                             ; preds = %6727
  %6748 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6749 = fadd <8 x float> %6731, %6748
  br label %6750

6750:                                             ; preds = %6747, %6740, %6733
  %6751 = phi <8 x float> [ %6749, %6747 ], [ %6746, %6740 ], [ %6739, %6733 ]
  switch i64 %461, label %1256 [
    i64 1, label %6766
    i64 2, label %6759
    i64 3, label %6752
    i64 0, label %6788
  ]

6752:                                             ; preds = %6750
  %6753 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6751)
  %6754 = bitcast <8 x float> %6751 to <8 x i32>
  %6755 = and <8 x i32> %6754, %108
  %6756 = bitcast <8 x i32> %6755 to <8 x float>
  %6757 = fcmp oeq <8 x float> %6751, %71
  %6758 = select <8 x i1> %6757, <8 x float> %6756, <8 x float> %6753
  br label %6769

6759:                                             ; preds = %6750
  %6760 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6751)
  %6761 = bitcast <8 x float> %6751 to <8 x i32>
  %6762 = or <8 x i32> %6761, %109
  %6763 = bitcast <8 x i32> %6762 to <8 x float>
  %6764 = fcmp oeq <8 x float> %6751, %74
  %6765 = select <8 x i1> %6764, <8 x float> %6763, <8 x float> %6760
  br label %6769

6766:                                             ; preds = %6750
  %6767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6768 = fadd <8 x float> %6751, %6767
  br label %6769

6769:                                             ; preds = %6766, %6759, %6752
  %6770 = phi <8 x float> [ %6768, %6766 ], [ %6765, %6759 ], [ %6758, %6752 ]
  switch i64 %463, label %1256 [
    i64 1, label %6785
    i64 2, label %6778
    i64 3, label %6771
    i64 0, label %6788
  ]

6771:                                             ; preds = %6769
  %6772 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6770)
  %6773 = bitcast <8 x float> %6770 to <8 x i32>
  %6774 = and <8 x i32> %6773, %108
  %6775 = bitcast <8 x i32> %6774 to <8 x float>
  %6776 = fcmp oeq <8 x float> %6770, %71
  %6777 = select <8 x i1> %6776, <8 x float> %6775, <8 x float> %6772
  br label %6788

6778:                                             ; preds = %6769
  %6779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6770)
  %6780 = bitcast <8 x float> %6770 to <8 x i32>
  %6781 = or <8 x i32> %6780, %109
  %6782 = bitcast <8 x i32> %6781 to <8 x float>
  %6783 = fcmp oeq <8 x float> %6770, %74
  %6784 = select <8 x i1> %6783, <8 x float> %6782, <8 x float> %6779
  br label %6788

6785:                                             ; preds = %6769
  %6786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6787 = fadd <8 x float> %6770, %6786
  br label %6788

6788:                                             ; preds = %6771, %6778, %6785, %6769, %6750
  %6789 = phi <8 x float> [ %6784, %6778 ], [ %6777, %6771 ], [ %6751, %6750 ], [ %6770, %6769 ], [ %6787, %6785 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6789, ptr align 1 %6730, <8 x i1> %6411)
  %6790 = add nsw i64 %6459, %1168
  %6791 = getelementptr inbounds float, ptr %814, i64 %6790
  %6792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6791, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6793 = getelementptr inbounds float, ptr %812, i64 %6790
  switch i64 %447, label %1256 [
    i64 1, label %6808
    i64 2, label %6801
    i64 3, label %6794
  ]

6794:                                             ; preds = %6788
  %6795 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6792)
  %6796 = bitcast <8 x float> %6792 to <8 x i32>
  %6797 = and <8 x i32> %6796, %108
  %6798 = bitcast <8 x i32> %6797 to <8 x float>
  %6799 = fcmp oeq <8 x float> %6792, %71
  %6800 = select <8 x i1> %6799, <8 x float> %6798, <8 x float> %6795
  br label %6811

6801:                                             ; preds = %6788
  %6802 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6792)
  %6803 = bitcast <8 x float> %6792 to <8 x i32>
  %6804 = or <8 x i32> %6803, %109
  %6805 = bitcast <8 x i32> %6804 to <8 x float>
  %6806 = fcmp oeq <8 x float> %6792, %74
  %6807 = select <8 x i1> %6806, <8 x float> %6805, <8 x float> %6802
  br label %6811

6808:                                             ; preds = %6788
  %6809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6810 = fadd <8 x float> %6792, %6809
  br label %6811

6811:                                             ; preds = %6808, %6801, %6794
  %6812 = phi <8 x float> [ %6810, %6808 ], [ %6807, %6801 ], [ %6800, %6794 ]
  switch i64 %465, label %1256 [
    i64 1, label %6827
    i64 2, label %6820
    i64 3, label %6813
    i64 0, label %6849
  ]

6813:                                             ; preds = %6811
  %6814 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6812)
  %6815 = bitcast <8 x float> %6812 to <8 x i32>
  %6816 = and <8 x i32> %6815, %108
  %6817 = bitcast <8 x i32> %6816 to <8 x float>
  %6818 = fcmp oeq <8 x float> %6812, %71
  %6819 = select <8 x i1> %6818, <8 x float> %6817, <8 x float> %6814
  br label %6830

6820:                                             ; preds = %6811
  %6821 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6812)
  %6822 = bitcast <8 x float> %6812 to <8 x i32>
  %6823 = or <8 x i32> %6822, %109
  %6824 = bitcast <8 x i32> %6823 to <8 x float>
  %6825 = fcmp oeq <8 x float> %6812, %74
  %6826 = select <8 x i1> %6825, <8 x float> %6824, <8 x float> %6821
  br label %6830

6827:                                             ; preds = %6811
  %6828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6829 = fadd <8 x float> %6812, %6828
  br label %6830

6830:                                             ; preds = %6827, %6820, %6813
  %6831 = phi <8 x float> [ %6829, %6827 ], [ %6826, %6820 ], [ %6819, %6813 ]
  switch i64 %467, label %1256 [
    i64 1, label %6846
    i64 2, label %6839
    i64 3, label %6832
    i64 0, label %6849
  ]

6832:                                             ; preds = %6830
  %6833 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6831)
  %6834 = bitcast <8 x float> %6831 to <8 x i32>
  %6835 = and <8 x i32> %6834, %108
  %6836 = bitcast <8 x i32> %6835 to <8 x float>
  %6837 = fcmp oeq <8 x float> %6831, %71
  %6838 = select <8 x i1> %6837, <8 x float> %6836, <8 x float> %6833
  br label %6849

6839:                                             ; preds = %6830
  %6840 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6831)
  %6841 = bitcast <8 x float> %6831 to <8 x i32>
  %6842 = or <8 x i32> %6841, %109
  %6843 = bitcast <8 x i32> %6842 to <8 x float>
  %6844 = fcmp oeq <8 x float> %6831, %74
  %6845 = select <8 x i1> %6844, <8 x float> %6843, <8 x float> %6840
  br label %6849

6846:                                             ; preds = %6830
  %6847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6793, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6848 = fadd <8 x float> %6831, %6847
  br label %6849

6849:                                             ; preds = %6832, %6839, %6846, %6830, %6811
  %6850 = phi <8 x float> [ %6845, %6839 ], [ %6838, %6832 ], [ %6812, %6811 ], [ %6831, %6830 ], [ %6848, %6846 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6850, ptr align 1 %6791, <8 x i1> %6403)
  %6851 = add nsw i64 %6790, 8
  %6852 = getelementptr inbounds float, ptr %814, i64 %6851
  %6853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6852, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6854 = getelementptr inbounds float, ptr %812, i64 %6851
  switch i64 %447, label %1256 [
    i64 1, label %6869
    i64 2, label %6862
    i64 3, label %6855
  ]

6855:                                             ; preds = %6849
  %6856 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6853)
  %6857 = bitcast <8 x float> %6853 to <8 x i32>
  %6858 = and <8 x i32> %6857, %108
  %6859 = bitcast <8 x i32> %6858 to <8 x float>
  %6860 = fcmp oeq <8 x float> %6853, %71
  %6861 = select <8 x i1> %6860, <8 x float> %6859, <8 x float> %6856
  br label %6872

6862:                                             ; preds = %6849
  %6863 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6853)
  %6864 = bitcast <8 x float> %6853 to <8 x i32>
  %6865 = or <8 x i32> %6864, %109
  %6866 = bitcast <8 x i32> %6865 to <8 x float>
  %6867 = fcmp oeq <8 x float> %6853, %74
  %6868 = select <8 x i1> %6867, <8 x float> %6866, <8 x float> %6863
  br label %6872

6869:                                             ; preds = %6849
  %6870 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6854, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6871 = fadd <8 x float> %6853, %6870
  br label %6872

6872:                                             ; preds = %6869, %6862, %6855
  %6873 = phi <8 x float> [ %6871, %6869 ], [ %6868, %6862 ], [ %6861, %6855 ]
  switch i64 %469, label %1256 [
    i64 1, label %6888
    i64 2, label %6881
    i64 3, label %6874
    i64 0, label %6910
  ]

6874:                                             ; preds = %6872
  %6875 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6873)
  %6876 = bitcast <8 x float> %6873 to <8 x i32>
  %6877 = and <8 x i32> %6876, %108
  %6878 = bitcast <8 x i32> %6877 to <8 x float>
  %6879 = fcmp oeq <8 x float> %6873, %71
  %6880 = select <8 x i1> %6879, <8 x float> %6878, <8 x float> %6875
  br label %6891

6881:                                             ; preds = %6872
  %6882 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6873)
  %6883 = bitcast <8 x float> %6873 to <8 x i32>
  %6884 = or <8 x i32> %6883, %109
  %6885 = bitcast <8 x i32> %6884 to <8 x float>
  %6886 = fcmp oeq <8 x float> %6873, %74
  %6887 = select <8 x i1> %6886, <8 x float> %6885, <8 x float> %6882
  br label %6891

6888:                                             ; preds = %6872
  %6889 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6854, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6890 = fadd <8 x float> %6873, %6889
  br label %6891

6891:                                             ; preds = %6888, %6881, %6874
  %6892 = phi <8 x float> [ %6890, %6888 ], [ %6887, %6881 ], [ %6880, %6874 ]
  switch i64 %471, label %1256 [
    i64 1, label %6907
    i64 2, label %6900
    i64 3, label %6893
    i64 0, label %6910
  ]

6893:                                             ; preds = %6891
  %6894 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6892)
  %6895 = bitcast <8 x float> %6892 to <8 x i32>
  %6896 = and <8 x i32> %6895, %108
  %6897 = bitcast <8 x i32> %6896 to <8 x float>
  %6898 = fcmp oeq <8 x float> %6892, %71
  %6899 = select <8 x i1> %6898, <8 x float> %6897, <8 x float> %6894
  br label %6910

6900:                                             ; preds = %6891
  %6901 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6892)
  %6902 = bitcast <8 x float> %6892 to <8 x i32>
  %6903 = or <8 x i32> %6902, %109
  %6904 = bitcast <8 x i32> %6903 to <8 x float>
  %6905 = fcmp oeq <8 x float> %6892, %74
  %6906 = select <8 x i1> %6905, <8 x float> %6904, <8 x float> %6901
  br label %6910

6907:                                             ; preds = %6891
  %6908 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6854, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6909 = fadd <8 x float> %6892, %6908
  br label %6910

6910:                                             ; preds = %6893, %6900, %6907, %6891, %6872
  %6911 = phi <8 x float> [ %6906, %6900 ], [ %6899, %6893 ], [ %6873, %6872 ], [ %6892, %6891 ], [ %6909, %6907 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6911, ptr align 1 %6852, <8 x i1> %6411)
  %6912 = add nsw i64 %6461, %1168
  %6913 = getelementptr inbounds float, ptr %814, i64 %6912
  %6914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6913, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6915 = getelementptr inbounds float, ptr %812, i64 %6912
  switch i64 %447, label %1256 [
    i64 1, label %6930
    i64 2, label %6923
    i64 3, label %6916
  ]

6916:                                             ; preds = %6910
  %6917 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6914)
  %6918 = bitcast <8 x float> %6914 to <8 x i32>
  %6919 = and <8 x i32> %6918, %108
  %6920 = bitcast <8 x i32> %6919 to <8 x float>
  %6921 = fcmp oeq <8 x float> %6914, %71
  %6922 = select <8 x i1> %6921, <8 x float> %6920, <8 x float> %6917
  br label %6933

6923:                                             ; preds = %6910
  %6924 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6914)
  %6925 = bitcast <8 x float> %6914 to <8 x i32>
  %6926 = or <8 x i32> %6925, %109
  %6927 = bitcast <8 x i32> %6926 to <8 x float>
  %6928 = fcmp oeq <8 x float> %6914, %74
  %6929 = select <8 x i1> %6928, <8 x float> %6927, <8 x float> %6924
  br label %6933

6930:                                             ; preds = %6910
  %6931 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6915, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6932 = fadd <8 x float> %6914, %6931
  br label %6933

6933:                                             ; preds = %6930, %6923, %6916
  %6934 = phi <8 x float> [ %6932, %6930 ], [ %6929, %6923 ], [ %6922, %6916 ]
  switch i64 %473, label %1256 [
    i64 1, label %6949
    i64 2, label %6942
    i64 3, label %6935
    i64 0, label %6971
  ]

6935:                                             ; preds = %6933
  %6936 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6934)
  %6937 = bitcast <8 x float> %6934 to <8 x i32>
  %6938 = and <8 x i32> %6937, %108
  %6939 = bitcast <8 x i32> %6938 to <8 x float>
  %6940 = fcmp oeq <8 x float> %6934, %71
  %6941 = select <8 x i1> %6940, <8 x float> %6939, <8 x float> %6936
  br label %6952

6942:                                             ; preds = %6933
  %6943 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6934)
  %6944 = bitcast <8 x float> %6934 to <8 x i32>
  %6945 = or <8 x i32> %6944, %109
  %6946 = bitcast <8 x i32> %6945 to <8 x float>
  %6947 = fcmp oeq <8 x float> %6934, %74
  %6948 = select <8 x i1> %6947, <8 x float> %6946, <8 x float> %6943
  br label %6952

6949:                                             ; preds = %6933
  %6950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6915, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6951 = fadd <8 x float> %6934, %6950
  br label %6952

6952:                                             ; preds = %6949, %6942, %6935
  %6953 = phi <8 x float> [ %6951, %6949 ], [ %6948, %6942 ], [ %6941, %6935 ]
  switch i64 %475, label %1256 [
    i64 1, label %6968
    i64 2, label %6961
    i64 3, label %6954
    i64 0, label %6971
  ]

6954:                                             ; preds = %6952
  %6955 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6953)
  %6956 = bitcast <8 x float> %6953 to <8 x i32>
  %6957 = and <8 x i32> %6956, %108
  %6958 = bitcast <8 x i32> %6957 to <8 x float>
  %6959 = fcmp oeq <8 x float> %6953, %71
  %6960 = select <8 x i1> %6959, <8 x float> %6958, <8 x float> %6955
  br label %6971

6961:                                             ; preds = %6952
  %6962 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6953)
  %6963 = bitcast <8 x float> %6953 to <8 x i32>
  %6964 = or <8 x i32> %6963, %109
  %6965 = bitcast <8 x i32> %6964 to <8 x float>
  %6966 = fcmp oeq <8 x float> %6953, %74
  %6967 = select <8 x i1> %6966, <8 x float> %6965, <8 x float> %6962
  br label %6971

6968:                                             ; preds = %6952
  %6969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6915, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6970 = fadd <8 x float> %6953, %6969
  br label %6971

6971:                                             ; preds = %6954, %6961, %6968, %6952, %6933
  %6972 = phi <8 x float> [ %6967, %6961 ], [ %6960, %6954 ], [ %6934, %6933 ], [ %6953, %6952 ], [ %6970, %6968 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6972, ptr align 1 %6913, <8 x i1> %6403)
  %6973 = add nsw i64 %6912, 8
  %6974 = getelementptr inbounds float, ptr %814, i64 %6973
  %6975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6974, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6976 = getelementptr inbounds float, ptr %812, i64 %6973
  switch i64 %447, label %1256 [
    i64 1, label %6991
    i64 2, label %6984
    i64 3, label %6977
  ]

6977:                                             ; preds = %6971
  %6978 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6975)
  %6979 = bitcast <8 x float> %6975 to <8 x i32>
  %6980 = and <8 x i32> %6979, %108
  %6981 = bitcast <8 x i32> %6980 to <8 x float>
  %6982 = fcmp oeq <8 x float> %6975, %71
  %6983 = select <8 x i1> %6982, <8 x float> %6981, <8 x float> %6978
  br label %6994

6984:                                             ; preds = %6971
  %6985 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6975)
  %6986 = bitcast <8 x float> %6975 to <8 x i32>
  %6987 = or <8 x i32> %6986, %109
  %6988 = bitcast <8 x i32> %6987 to <8 x float>
  %6989 = fcmp oeq <8 x float> %6975, %74
  %6990 = select <8 x i1> %6989, <8 x float> %6988, <8 x float> %6985
  br label %6994

6991:                                             ; preds = %6971
  %6992 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6976, <8 x i1> %6411, <8 x float> zeroinitializer)
  %6993 = fadd <8 x float> %6975, %6992
  br label %6994

6994:                                             ; preds = %6991, %6984, %6977
  %6995 = phi <8 x float> [ %6993, %6991 ], [ %6990, %6984 ], [ %6983, %6977 ]
  switch i64 %477, label %1256 [
    i64 1, label %7010
    i64 2, label %7003
    i64 3, label %6996
    i64 0, label %7032
  ]

6996:                                             ; preds = %6994
  %6997 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %6995)
  %6998 = bitcast <8 x float> %6995 to <8 x i32>
  %6999 = and <8 x i32> %6998, %108
  %7000 = bitcast <8 x i32> %6999 to <8 x float>
  %7001 = fcmp oeq <8 x float> %6995, %71
  %7002 = select <8 x i1> %7001, <8 x float> %7000, <8 x float> %6997
  br label %7013

7003:                                             ; preds = %6994
  %7004 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %6995)
  %7005 = bitcast <8 x float> %6995 to <8 x i32>
  %7006 = or <8 x i32> %7005, %109
  %7007 = bitcast <8 x i32> %7006 to <8 x float>
  %7008 = fcmp oeq <8 x float> %6995, %74
  %7009 = select <8 x i1> %7008, <8 x float> %7007, <8 x float> %7004
  br label %7013

7010:                                             ; preds = %6994
  %7011 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6976, <8 x i1> %6411, <8 x float> zeroinitializer)
  %7012 = fadd <8 x float> %6995, %7011
  br label %7013

7013:                                             ; preds = %7010, %7003, %6996
  %7014 = phi <8 x float> [ %7012, %7010 ], [ %7009, %7003 ], [ %7002, %6996 ]
  switch i64 %479, label %1256 [
    i64 1, label %7029
    i64 2, label %7022
    i64 3, label %7015
    i64 0, label %7032
  ]

7015:                                             ; preds = %7013
  %7016 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7014)
  %7017 = bitcast <8 x float> %7014 to <8 x i32>
  %7018 = and <8 x i32> %7017, %108
  %7019 = bitcast <8 x i32> %7018 to <8 x float>
  %7020 = fcmp oeq <8 x float> %7014, %71
  %7021 = select <8 x i1> %7020, <8 x float> %7019, <8 x float> %7016
  br label %7032

7022:                                             ; preds = %7013
  %7023 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7014)
  %7024 = bitcast <8 x float> %7014 to <8 x i32>
  %7025 = or <8 x i32> %7024, %109
  %7026 = bitcast <8 x i32> %7025 to <8 x float>
  %7027 = fcmp oeq <8 x float> %7014, %74
  %7028 = select <8 x i1> %7027, <8 x float> %7026, <8 x float> %7023
  br label %7032

7029:                                             ; preds = %7013
  %7030 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6976, <8 x i1> %6411, <8 x float> zeroinitializer)
  %7031 = fadd <8 x float> %7014, %7030
  br label %7032

7032:                                             ; preds = %7015, %7022, %7029, %6528, %7013, %6994
  %7033 = phi ptr [ %6548, %6528 ], [ %6974, %7015 ], [ %6974, %6994 ], [ %6974, %7013 ], [ %6974, %7029 ], [ %6974, %7022 ]
  %7034 = phi <8 x float> [ %6549, %6528 ], [ %7021, %7015 ], [ %6995, %6994 ], [ %7014, %7013 ], [ %7031, %7029 ], [ %7028, %7022 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7034, ptr align 1 %7033, <8 x i1> %6411)
  br label %13995

7035:                                             ; preds = %6396
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  %7036 = sdiv i64 %7, %19
  %7037 = sdiv i64 %1168, %19
  %7038 = srem i64 %1168, %19
  %7039 = insertelement <8 x i64> poison, i64 %7036, i64 0
  %7040 = shufflevector <8 x i64> %7039, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %7042

7041:                                             ; preds = %7187
  br i1 %104, label %7213, label %7192

7042:                                             ; preds = %7035, %7187
  %7043 = phi i1 [ true, %7035 ], [ false, %7187 ]
  %7044 = phi ptr [ %48, %7035 ], [ %91, %7187 ]
  %7045 = phi ptr [ %47, %7035 ], [ %92, %7187 ]
  %7046 = phi ptr [ %45, %7035 ], [ %46, %7187 ]
  %7047 = phi i64 [ 0, %7035 ], [ 1, %7187 ]
  %7048 = phi i64 [ %7037, %7035 ], [ %7189, %7187 ]
  %7049 = phi i64 [ %7038, %7035 ], [ %7188, %7187 ]
  %7050 = mul nuw nsw i64 %7047, 28
  %7051 = getelementptr nuw i8, ptr %47, i64 %7050
  %7052 = getelementptr nuw i8, ptr %48, i64 %7050
  %7053 = shl nuw nsw i64 %7047, 3
  %7054 = add i64 %1168, %7053
  %7055 = sub i64 %7, %7054
  %7056 = icmp sgt i64 %7055, 7
  %7057 = trunc i64 %7055 to i32
  %7058 = select i1 %7056, i32 8, i32 %7057
  %7059 = insertelement <8 x i32> poison, i32 %7058, i64 0
  %7060 = shufflevector <8 x i32> %7059, <8 x i32> poison, <8 x i32> zeroinitializer
  %7061 = icmp sgt <8 x i32> %7060, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7062 = sext <8 x i1> %7061 to <8 x i32>
  store <8 x i32> %7062, ptr %7046, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %7052, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %7051, i8 0, i64 28, i1 false)
  %7063 = tail call i64 @llvm.smin.i64(i64 %7055, i64 8)
  %7064 = icmp sgt i64 %7055, 0
  br i1 %7064, label %7065, label %7067

7065:                                             ; preds = %7042
  %7066 = sub i64 0, %7049
  br label %7070

7067:                                             ; preds = %7158, %7042
  %7068 = add nsw i64 %7049, 8
  %7069 = icmp slt i64 %7068, %19
  br i1 %7069, label %7187, label %7181

7070:                                             ; preds = %7065, %7158
  %7071 = phi i64 [ %7066, %7065 ], [ 0, %7158 ]
  %7072 = phi i64 [ 0, %7065 ], [ %7076, %7158 ]
  %7073 = phi i64 [ %7048, %7065 ], [ %7159, %7158 ]
  %7074 = add i64 %7071, %19
  %7075 = add i64 %7074, %7072
  %7076 = tail call i64 @llvm.smin.i64(i64 %7075, i64 %7063)
  br i1 %102, label %7077, label %7107

7077:                                             ; preds = %7070
  %7078 = sub i64 %7073, %22
  %7079 = icmp sgt i64 %7076, %7072
  %7080 = shl nsw i64 -1, %7076
  %7081 = xor i64 %7080, -1
  %7082 = shl nsw i64 -1, %7072
  %7083 = and i64 %7082, %7081
  %7084 = trunc i64 %7083 to i32
  %7085 = select i1 %7079, i32 %7084, i32 0
  br i1 %707, label %7105, label %7086

7086:                                             ; preds = %7077
  %7087 = insertelement <8 x i64> poison, i64 %7078, i64 0
  %7088 = shufflevector <8 x i64> %7087, <8 x i64> poison, <8 x i32> zeroinitializer
  %7089 = insertelement <8 x i32> poison, i32 %7085, i64 0
  %7090 = shufflevector <8 x i32> %7089, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %7091

7091:                                             ; preds = %7091, %7086
  %7092 = phi i64 [ 0, %7086 ], [ %7101, %7091 ]
  %7093 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %7086 ], [ %7102, %7091 ]
  %7094 = add <8 x i64> %7088, %7093
  %7095 = icmp sgt <8 x i64> %7094, splat (i64 -1)
  %7096 = icmp slt <8 x i64> %7094, %7040
  %7097 = and <8 x i1> %7095, %7096
  %7098 = getelementptr i32, ptr %7045, i64 %7092
  %7099 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %7098, <8 x i1> %7097, <8 x i32> poison)
  %7100 = or <8 x i32> %7099, %7090
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %7100, ptr align 4 %7098, <8 x i1> %7097)
  %7101 = add nuw i64 %7092, 8
  %7102 = add nuw nsw <8 x i64> %7093, splat (i64 8)
  %7103 = icmp eq i64 %7101, %708
  br i1 %7103, label %7104, label %7091

7104:                                             ; preds = %7091
  br i1 %709, label %7107, label %7105

7105:                                             ; preds = %7077, %7104
  %7106 = phi i64 [ 0, %7077 ], [ %708, %7104 ]
  br label %7145

7107:                                             ; preds = %7155, %7104, %7070
  br i1 %103, label %7108, label %7158

7108:                                             ; preds = %7107
  %7109 = add i64 %7071, %23
  %7110 = add i64 %7109, %7072
  %7111 = add nsw i64 %7075, %23
  br i1 %710, label %7142, label %7112

7112:                                             ; preds = %7108
  %7113 = insertelement <8 x i64> poison, i64 %7110, i64 0
  %7114 = shufflevector <8 x i64> %7113, <8 x i64> poison, <8 x i32> zeroinitializer
  %7115 = insertelement <8 x i64> poison, i64 %7111, i64 0
  %7116 = shufflevector <8 x i64> %7115, <8 x i64> poison, <8 x i32> zeroinitializer
  %7117 = insertelement <8 x i64> poison, i64 %7072, i64 0
  %7118 = shufflevector <8 x i64> %7117, <8 x i64> poison, <8 x i32> zeroinitializer
  %7119 = insertelement <8 x i64> poison, i64 %7076, i64 0
  %7120 = shufflevector <8 x i64> %7119, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %7121

7121:                                             ; preds = %7121, %7112
  %7122 = phi i64 [ 0, %7112 ], [ %7138, %7121 ]
  %7123 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %7112 ], [ %7139, %7121 ]
  %7124 = add <8 x i64> %7114, %7123
  %7125 = add <8 x i64> %7116, %7123
  %7126 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %7124, <8 x i64> %7118)
  %7127 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %7125, <8 x i64> %7120)
  %7128 = icmp sgt <8 x i64> %7127, %7126
  %7129 = shl nsw <8 x i64> splat (i64 -1), %7127
  %7130 = xor <8 x i64> %7129, splat (i64 -1)
  %7131 = shl nsw <8 x i64> splat (i64 -1), %7126
  %7132 = and <8 x i64> %7131, %7130
  %7133 = trunc <8 x i64> %7132 to <8 x i32>
  %7134 = select <8 x i1> %7128, <8 x i32> %7133, <8 x i32> zeroinitializer
  %7135 = getelementptr inbounds nuw i32, ptr %7044, i64 %7122
  %7136 = load <8 x i32>, ptr %7135, align 4
  %7137 = or <8 x i32> %7136, %7134
  store <8 x i32> %7137, ptr %7135, align 4
  %7138 = add nuw i64 %7122, 8
  %7139 = add <8 x i64> %7123, splat (i64 -8)
  %7140 = icmp eq i64 %7138, %711
  br i1 %7140, label %7141, label %7121

7141:                                             ; preds = %7121
  br i1 %713, label %7158, label %7142

7142:                                             ; preds = %7108, %7141
  %7143 = phi i64 [ 0, %7108 ], [ %712, %7141 ]
  %7144 = phi i64 [ 0, %7108 ], [ %711, %7141 ]
  br label %7161

7145:                                             ; preds = %7105, %7155
  %7146 = phi i64 [ %7156, %7155 ], [ %7106, %7105 ]
  %7147 = add i64 %7078, %7146
  %7148 = icmp sgt i64 %7147, -1
  %7149 = icmp slt i64 %7147, %7036
  %7150 = and i1 %7148, %7149
  br i1 %7150, label %7151, label %7155

7151:                                             ; preds = %7145
  %7152 = getelementptr inbounds nuw i32, ptr %7045, i64 %7146
  %7153 = load i32, ptr %7152, align 4
  %7154 = or i32 %7153, %7085
  store i32 %7154, ptr %7152, align 4
  br label %7155

7155:                                             ; preds = %7151, %7145
  %7156 = add nuw nsw i64 %7146, 1
  %7157 = icmp eq i64 %7156, %20
  br i1 %7157, label %7107, label %7145

7158:                                             ; preds = %7161, %7141, %7107
  %7159 = add nsw i64 %7073, 1
  %7160 = icmp slt i64 %7075, %7063
  br i1 %7160, label %7070, label %7067

7161:                                             ; preds = %7142, %7161
  %7162 = phi i64 [ %7179, %7161 ], [ %7143, %7142 ]
  %7163 = phi i64 [ %7178, %7161 ], [ %7144, %7142 ]
  %7164 = add i64 %7110, %7162
  %7165 = add i64 %7111, %7162
  %7166 = tail call i64 @llvm.smax.i64(i64 %7164, i64 %7072)
  %7167 = tail call i64 @llvm.smin.i64(i64 %7165, i64 %7076)
  %7168 = icmp sgt i64 %7167, %7166
  %7169 = shl nsw i64 -1, %7167
  %7170 = xor i64 %7169, -1
  %7171 = shl nsw i64 -1, %7166
  %7172 = and i64 %7171, %7170
  %7173 = trunc i64 %7172 to i32
  %7174 = select i1 %7168, i32 %7173, i32 0
  %7175 = getelementptr inbounds nuw i32, ptr %7044, i64 %7163
  %7176 = load i32, ptr %7175, align 4
  %7177 = or i32 %7176, %7174
  store i32 %7177, ptr %7175, align 4
  %7178 = add nuw nsw i64 %7163, 1
  %7179 = xor i64 %7163, -1
  %7180 = icmp eq i64 %7178, %21
  br i1 %7180, label %7158, label %7161

7181:                                             ; preds = %7067, %7181
  %7182 = phi i64 [ %7185, %7181 ], [ %7048, %7067 ]
  %7183 = phi i64 [ %7184, %7181 ], [ %7068, %7067 ]
  %7184 = sub nsw i64 %7183, %19
  %7185 = add nsw i64 %7182, 1
  %7186 = icmp slt i64 %7184, %19
  br i1 %7186, label %7187, label %7181

7187:                                             ; preds = %7181, %7067
  %7188 = phi i64 [ %7068, %7067 ], [ %7184, %7181 ]
  %7189 = phi i64 [ %7048, %7067 ], [ %7185, %7181 ]
  br i1 %7043, label %7042, label %7041

7190:                                             ; preds = %7235
  %7191 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %7267

7192:                                             ; preds = %7041
  %7193 = load float, ptr %827, align 1
  %7194 = insertelement <8 x float> poison, float %7193, i64 0
  %7195 = shufflevector <8 x float> %7194, <8 x float> poison, <8 x i32> zeroinitializer
  %7196 = insertelement <8 x float> poison, float %7193, i64 0
  %7197 = shufflevector <8 x float> %7196, <8 x float> poison, <8 x i32> zeroinitializer
  %7198 = load float, ptr %1014, align 1
  %7199 = insertelement <8 x float> poison, float %7198, i64 0
  %7200 = shufflevector <8 x float> %7199, <8 x float> poison, <8 x i32> zeroinitializer
  %7201 = insertelement <8 x float> poison, float %7198, i64 0
  %7202 = shufflevector <8 x float> %7201, <8 x float> poison, <8 x i32> zeroinitializer
  %7203 = load float, ptr %1017, align 1
  %7204 = insertelement <8 x float> poison, float %7203, i64 0
  %7205 = shufflevector <8 x float> %7204, <8 x float> poison, <8 x i32> zeroinitializer
  %7206 = insertelement <8 x float> poison, float %7203, i64 0
  %7207 = shufflevector <8 x float> %7206, <8 x float> poison, <8 x i32> zeroinitializer
  %7208 = load float, ptr %1020, align 1
  %7209 = insertelement <8 x float> poison, float %7208, i64 0
  %7210 = shufflevector <8 x float> %7209, <8 x float> poison, <8 x i32> zeroinitializer
  %7211 = insertelement <8 x float> poison, float %7208, i64 0
  %7212 = shufflevector <8 x float> %7211, <8 x float> poison, <8 x i32> zeroinitializer
  br label %7235

7213:                                             ; preds = %7041
  %7214 = getelementptr float, ptr %809, i64 %1168
  %7215 = getelementptr float, ptr %7214, i64 %831
  %7216 = load <8 x i32>, ptr %45, align 32
  %7217 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7215, <8 x i32> %7216)
  %7218 = getelementptr inbounds nuw i8, ptr %7215, i64 32
  %7219 = load <8 x i32>, ptr %46, align 32
  %7220 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7218, <8 x i32> %7219)
  %7221 = getelementptr float, ptr %7214, i64 %1024
  %7222 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7221, <8 x i32> %7216)
  %7223 = getelementptr inbounds nuw i8, ptr %7221, i64 32
  %7224 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7223, <8 x i32> %7219)
  %7225 = getelementptr float, ptr %7214, i64 %1026
  %7226 = load <8 x i32>, ptr %45, align 32
  %7227 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7225, <8 x i32> %7226)
  %7228 = getelementptr inbounds nuw i8, ptr %7225, i64 32
  %7229 = load <8 x i32>, ptr %46, align 32
  %7230 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7228, <8 x i32> %7229)
  %7231 = getelementptr float, ptr %7214, i64 %1028
  %7232 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7231, <8 x i32> %7226)
  %7233 = getelementptr inbounds nuw i8, ptr %7231, i64 32
  %7234 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %7233, <8 x i32> %7229)
  br label %7235

7235:                                             ; preds = %7213, %7192
  %7236 = phi <8 x float> [ %7232, %7213 ], [ %7210, %7192 ]
  %7237 = phi <8 x float> [ %7227, %7213 ], [ %7205, %7192 ]
  %7238 = phi <8 x float> [ %7222, %7213 ], [ %7200, %7192 ]
  %7239 = phi <8 x float> [ %7217, %7213 ], [ %7195, %7192 ]
  %7240 = phi <8 x float> [ %7220, %7213 ], [ %7197, %7192 ]
  %7241 = phi i64 [ %1024, %7213 ], [ %1016, %7192 ]
  %7242 = phi <8 x float> [ %7224, %7213 ], [ %7202, %7192 ]
  %7243 = phi i64 [ %1026, %7213 ], [ %1019, %7192 ]
  %7244 = phi <8 x float> [ %7230, %7213 ], [ %7207, %7192 ]
  %7245 = phi i64 [ %1028, %7213 ], [ %1022, %7192 ]
  %7246 = phi <8 x float> [ %7234, %7213 ], [ %7212, %7192 ]
  br i1 %102, label %7190, label %7247

7247:                                             ; preds = %7287, %7235
  %7248 = phi <8 x float> [ %7239, %7235 ], [ %7288, %7287 ]
  %7249 = phi <8 x float> [ %7240, %7235 ], [ %7289, %7287 ]
  %7250 = phi <8 x float> [ %7238, %7235 ], [ %7290, %7287 ]
  %7251 = phi <8 x float> [ %7242, %7235 ], [ %7291, %7287 ]
  %7252 = phi <8 x float> [ %7237, %7235 ], [ %7292, %7287 ]
  %7253 = phi <8 x float> [ %7244, %7235 ], [ %7293, %7287 ]
  %7254 = phi <8 x float> [ %7236, %7235 ], [ %7294, %7287 ]
  %7255 = phi <8 x float> [ %7246, %7235 ], [ %7295, %7287 ]
  %7256 = getelementptr float, ptr %814, i64 %1168
  %7257 = getelementptr float, ptr %7256, i64 %831
  %7258 = load <8 x i32>, ptr %45, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7257, <8 x i32> %7258, <8 x float> %7248)
  %7259 = getelementptr inbounds nuw i8, ptr %7257, i64 32
  %7260 = load <8 x i32>, ptr %46, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7259, <8 x i32> %7260, <8 x float> %7249)
  %7261 = getelementptr float, ptr %7256, i64 %7241
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7261, <8 x i32> %7258, <8 x float> %7250)
  %7262 = getelementptr inbounds nuw i8, ptr %7261, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7262, <8 x i32> %7260, <8 x float> %7251)
  %7263 = getelementptr float, ptr %7256, i64 %7243
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7263, <8 x i32> %7258, <8 x float> %7252)
  %7264 = getelementptr inbounds nuw i8, ptr %7263, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7264, <8 x i32> %7260, <8 x float> %7253)
  %7265 = getelementptr float, ptr %7256, i64 %7245
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7265, <8 x i32> %7258, <8 x float> %7254)
  %7266 = getelementptr inbounds nuw i8, ptr %7265, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %7266, <8 x i32> %7260, <8 x float> %7255)
  br i1 %107, label %7896, label %7384

7267:                                             ; preds = %7190, %7287
  %7268 = phi <8 x float> [ %7239, %7190 ], [ %7288, %7287 ]
  %7269 = phi <8 x float> [ %7240, %7190 ], [ %7289, %7287 ]
  %7270 = phi <8 x float> [ %7238, %7190 ], [ %7290, %7287 ]
  %7271 = phi <8 x float> [ %7242, %7190 ], [ %7291, %7287 ]
  %7272 = phi <8 x float> [ %7237, %7190 ], [ %7292, %7287 ]
  %7273 = phi <8 x float> [ %7244, %7190 ], [ %7293, %7287 ]
  %7274 = phi <8 x float> [ %7236, %7190 ], [ %7294, %7287 ]
  %7275 = phi <8 x float> [ %7246, %7190 ], [ %7295, %7287 ]
  %7276 = phi i64 [ 0, %7190 ], [ %7296, %7287 ]
  br i1 %103, label %7277, label %7287

7277:                                             ; preds = %7267
  %7278 = getelementptr inbounds nuw i32, ptr %47, i64 %7276
  %7279 = sub nsw i64 %7276, %22
  %7280 = mul nsw i64 %7279, %19
  %7281 = getelementptr inbounds float, ptr %7191, i64 %7280
  %7282 = mul nuw nsw i64 %7276, %21
  %7283 = getelementptr inbounds nuw float, ptr %828, i64 %7282
  %7284 = load i32, ptr %7278, align 4
  %7285 = getelementptr inbounds nuw i8, ptr %7278, i64 28
  %7286 = load i32, ptr %7285, align 4
  br label %7298

7287:                                             ; preds = %7325, %7267
  %7288 = phi <8 x float> [ %7268, %7267 ], [ %7326, %7325 ]
  %7289 = phi <8 x float> [ %7269, %7267 ], [ %7327, %7325 ]
  %7290 = phi <8 x float> [ %7270, %7267 ], [ %7328, %7325 ]
  %7291 = phi <8 x float> [ %7271, %7267 ], [ %7329, %7325 ]
  %7292 = phi <8 x float> [ %7272, %7267 ], [ %7330, %7325 ]
  %7293 = phi <8 x float> [ %7273, %7267 ], [ %7331, %7325 ]
  %7294 = phi <8 x float> [ %7274, %7267 ], [ %7332, %7325 ]
  %7295 = phi <8 x float> [ %7275, %7267 ], [ %7333, %7325 ]
  %7296 = add nuw nsw i64 %7276, 1
  %7297 = icmp eq i64 %7296, %20
  br i1 %7297, label %7247, label %7267

7298:                                             ; preds = %7277, %7325
  %7299 = phi <8 x float> [ %7268, %7277 ], [ %7326, %7325 ]
  %7300 = phi <8 x float> [ %7269, %7277 ], [ %7327, %7325 ]
  %7301 = phi <8 x float> [ %7270, %7277 ], [ %7328, %7325 ]
  %7302 = phi <8 x float> [ %7271, %7277 ], [ %7329, %7325 ]
  %7303 = phi <8 x float> [ %7272, %7277 ], [ %7330, %7325 ]
  %7304 = phi <8 x float> [ %7273, %7277 ], [ %7331, %7325 ]
  %7305 = phi <8 x float> [ %7274, %7277 ], [ %7332, %7325 ]
  %7306 = phi <8 x float> [ %7275, %7277 ], [ %7333, %7325 ]
  %7307 = phi i64 [ 0, %7277 ], [ %7334, %7325 ]
  %7308 = getelementptr inbounds nuw i32, ptr %48, i64 %7307
  %7309 = load i32, ptr %7308, align 4
  %7310 = and i32 %7309, %7284
  %7311 = insertelement <8 x i32> poison, i32 %7310, i64 0
  %7312 = shufflevector <8 x i32> %7311, <8 x i32> poison, <8 x i32> zeroinitializer
  %7313 = and <8 x i32> %7312, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %7314 = icmp ne <8 x i32> %7313, zeroinitializer
  %7315 = getelementptr inbounds nuw i8, ptr %7308, i64 28
  %7316 = load i32, ptr %7315, align 4
  %7317 = and i32 %7316, %7286
  %7318 = insertelement <8 x i32> poison, i32 %7317, i64 0
  %7319 = shufflevector <8 x i32> %7318, <8 x i32> poison, <8 x i32> zeroinitializer
  %7320 = and <8 x i32> %7319, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %7321 = icmp ne <8 x i32> %7320, zeroinitializer
  %7322 = sub nsw i64 %7307, %23
  %7323 = getelementptr inbounds float, ptr %7281, i64 %7322
  %7324 = getelementptr inbounds nuw float, ptr %7283, i64 %7307
  br i1 %106, label %7336, label %7325

7325:                                             ; preds = %7336, %7298
  %7326 = phi <8 x float> [ %7299, %7298 ], [ %7356, %7336 ]
  %7327 = phi <8 x float> [ %7300, %7298 ], [ %7357, %7336 ]
  %7328 = phi <8 x float> [ %7301, %7298 ], [ %7364, %7336 ]
  %7329 = phi <8 x float> [ %7302, %7298 ], [ %7365, %7336 ]
  %7330 = phi <8 x float> [ %7303, %7298 ], [ %7372, %7336 ]
  %7331 = phi <8 x float> [ %7304, %7298 ], [ %7373, %7336 ]
  %7332 = phi <8 x float> [ %7305, %7298 ], [ %7380, %7336 ]
  %7333 = phi <8 x float> [ %7306, %7298 ], [ %7381, %7336 ]
  %7334 = add nuw nsw i64 %7307, 1
  %7335 = icmp eq i64 %7334, %21
  br i1 %7335, label %7287, label %7298

7336:                                             ; preds = %7298, %7336
  %7337 = phi <8 x float> [ %7356, %7336 ], [ %7299, %7298 ]
  %7338 = phi <8 x float> [ %7357, %7336 ], [ %7300, %7298 ]
  %7339 = phi <8 x float> [ %7364, %7336 ], [ %7301, %7298 ]
  %7340 = phi <8 x float> [ %7365, %7336 ], [ %7302, %7298 ]
  %7341 = phi <8 x float> [ %7372, %7336 ], [ %7303, %7298 ]
  %7342 = phi <8 x float> [ %7373, %7336 ], [ %7304, %7298 ]
  %7343 = phi <8 x float> [ %7380, %7336 ], [ %7305, %7298 ]
  %7344 = phi <8 x float> [ %7381, %7336 ], [ %7306, %7298 ]
  %7345 = phi i64 [ %7382, %7336 ], [ 0, %7298 ]
  %7346 = mul nsw i64 %7345, %7
  %7347 = getelementptr inbounds float, ptr %7323, i64 %7346
  %7348 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7347, <8 x i1> %7314, <8 x float> zeroinitializer)
  %7349 = getelementptr inbounds nuw i8, ptr %7347, i64 32
  %7350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %7349, <8 x i1> %7321, <8 x float> zeroinitializer)
  %7351 = mul nuw nsw i64 %7345, %101
  %7352 = getelementptr inbounds nuw float, ptr %7324, i64 %7351
  %7353 = load float, ptr %7352, align 1
  %7354 = insertelement <8 x float> poison, float %7353, i64 0
  %7355 = shufflevector <8 x float> %7354, <8 x float> poison, <8 x i32> zeroinitializer
  %7356 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7348, <8 x float> %7355, <8 x float> %7337)
  %7357 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7350, <8 x float> %7355, <8 x float> %7338)
  %7358 = add nuw nsw i64 %5, %7345
  %7359 = mul nuw nsw i64 %7358, %101
  %7360 = getelementptr inbounds nuw float, ptr %7324, i64 %7359
  %7361 = load float, ptr %7360, align 1
  %7362 = insertelement <8 x float> poison, float %7361, i64 0
  %7363 = shufflevector <8 x float> %7362, <8 x float> poison, <8 x i32> zeroinitializer
  %7364 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7348, <8 x float> %7363, <8 x float> %7339)
  %7365 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7350, <8 x float> %7363, <8 x float> %7340)
  %7366 = add nuw nsw i64 %410, %7345
  %7367 = mul nuw nsw i64 %7366, %101
  %7368 = getelementptr inbounds nuw float, ptr %7324, i64 %7367
  %7369 = load float, ptr %7368, align 1
  %7370 = insertelement <8 x float> poison, float %7369, i64 0
  %7371 = shufflevector <8 x float> %7370, <8 x float> poison, <8 x i32> zeroinitializer
  %7372 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7348, <8 x float> %7371, <8 x float> %7341)
  %7373 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7350, <8 x float> %7371, <8 x float> %7342)
  %7374 = add nuw nsw i64 %411, %7345
  %7375 = mul nuw nsw i64 %7374, %101
  %7376 = getelementptr inbounds nuw float, ptr %7324, i64 %7375
  %7377 = load float, ptr %7376, align 1
  %7378 = insertelement <8 x float> poison, float %7377, i64 0
  %7379 = shufflevector <8 x float> %7378, <8 x float> poison, <8 x i32> zeroinitializer
  %7380 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7348, <8 x float> %7379, <8 x float> %7343)
  %7381 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7350, <8 x float> %7379, <8 x float> %7344)
  %7382 = add nuw nsw i64 %7345, 1
  %7383 = icmp eq i64 %7382, %5
  br i1 %7383, label %7325, label %7336

7384:                                             ; preds = %7247
  %7385 = add nsw i64 %831, %1168
  %7386 = getelementptr inbounds float, ptr %814, i64 %7385
  %7387 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7386, <8 x i32> %7258)
  %7388 = getelementptr inbounds float, ptr %812, i64 %7385
  switch i64 %412, label %1256 [
    i64 1, label %7411
    i64 2, label %7414
    i64 3, label %7421
    i64 0, label %7389
  ]

7389:                                             ; preds = %7384
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7386, <8 x i32> %7258, <8 x float> %7387)
  %7390 = getelementptr float, ptr %814, i64 %7385
  %7391 = getelementptr i8, ptr %7390, i64 32
  %7392 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7391, <8 x i32> %7260)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7391, <8 x i32> %7260, <8 x float> %7392)
  %7393 = add nsw i64 %7241, %1168
  %7394 = getelementptr inbounds float, ptr %814, i64 %7393
  %7395 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7394, <8 x i32> %7258)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7394, <8 x i32> %7258, <8 x float> %7395)
  %7396 = getelementptr float, ptr %814, i64 %7393
  %7397 = getelementptr i8, ptr %7396, i64 32
  %7398 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7397, <8 x i32> %7260)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7397, <8 x i32> %7260, <8 x float> %7398)
  %7399 = add nsw i64 %7243, %1168
  %7400 = getelementptr inbounds float, ptr %814, i64 %7399
  %7401 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7400, <8 x i32> %7258)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7400, <8 x i32> %7258, <8 x float> %7401)
  %7402 = getelementptr float, ptr %814, i64 %7399
  %7403 = getelementptr i8, ptr %7402, i64 32
  %7404 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7403, <8 x i32> %7260)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7403, <8 x i32> %7260, <8 x float> %7404)
  %7405 = add nsw i64 %7245, %1168
  %7406 = getelementptr inbounds float, ptr %814, i64 %7405
  %7407 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7406, <8 x i32> %7258)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7406, <8 x i32> %7258, <8 x float> %7407)
  %7408 = getelementptr float, ptr %814, i64 %7405
  %7409 = getelementptr i8, ptr %7408, i64 32
  %7410 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7409, <8 x i32> %7260)
  br label %7893

7411:                                             ; preds = %7384
  %7412 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7388, <8 x i32> %7258)
  %7413 = fadd <8 x float> %7387, %7412
  br label %7428

7414:                                             ; preds = %7384
  %7415 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7387)
  %7416 = bitcast <8 x float> %7387 to <8 x i32>
  %7417 = or <8 x i32> %7416, %109
  %7418 = bitcast <8 x i32> %7417 to <8 x float>
  %7419 = fcmp oeq <8 x float> %7387, %74
  %7420 = select <8 x i1> %7419, <8 x float> %7418, <8 x float> %7415
  br label %7428

7421:                                             ; preds = %7384
  %7422 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7387)
  %7423 = bitcast <8 x float> %7387 to <8 x i32>
  %7424 = and <8 x i32> %7423, %108
  %7425 = bitcast <8 x i32> %7424 to <8 x float>
  %7426 = fcmp oeq <8 x float> %7387, %71
  %7427 = select <8 x i1> %7426, <8 x float> %7425, <8 x float> %7422
  br label %7428

7428:                                             ; preds = %7421, %7414, %7411
  %7429 = phi <8 x float> [ %7413, %7411 ], [ %7420, %7414 ], [ %7427, %7421 ]
  switch i64 %414, label %1256 [
    i64 1, label %7444
    i64 2, label %7437
    i64 3, label %7430
    i64 0, label %7466
  ]

7430:                                             ; preds = %7428
  %7431 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7429)
  %7432 = bitcast <8 x float> %7429 to <8 x i32>
  %7433 = and <8 x i32> %7432, %108
  %7434 = bitcast <8 x i32> %7433 to <8 x float>
  %7435 = fcmp oeq <8 x float> %7429, %71
  %7436 = select <8 x i1> %7435, <8 x float> %7434, <8 x float> %7431
  br label %7447

7437:                                             ; preds = %7428
  %7438 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7429)
  %7439 = bitcast <8 x float> %7429 to <8 x i32>
  %7440 = or <8 x i32> %7439, %109
  %7441 = bitcast <8 x i32> %7440 to <8 x float>
  %7442 = fcmp oeq <8 x float> %7429, %74
  %7443 = select <8 x i1> %7442, <8 x float> %7441, <8 x float> %7438
  br label %7447

7444:                                             ; preds = %7428
  %7445 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7388, <8 x i32> %7258)
  %7446 = fadd <8 x float> %7429, %7445
  br label %7447

7447:                                             ; preds = %7444, %7437, %7430
  %7448 = phi <8 x float> [ %7446, %7444 ], [ %7443, %7437 ], [ %7436, %7430 ]
  switch i64 %416, label %1256 [
    i64 1, label %7463
    i64 2, label %7456
    i64 3, label %7449
    i64 0, label %7466
  ]

7449:                                             ; preds = %7447
  %7450 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7448)
  %7451 = bitcast <8 x float> %7448 to <8 x i32>
  %7452 = and <8 x i32> %7451, %108
  %7453 = bitcast <8 x i32> %7452 to <8 x float>
  %7454 = fcmp oeq <8 x float> %7448, %71
  %7455 = select <8 x i1> %7454, <8 x float> %7453, <8 x float> %7450
  br label %7466

7456:                                             ; preds = %7447
  %7457 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7448)
  %7458 = bitcast <8 x float> %7448 to <8 x i32>
  %7459 = or <8 x i32> %7458, %109
  %7460 = bitcast <8 x i32> %7459 to <8 x float>
  %7461 = fcmp oeq <8 x float> %7448, %74
  %7462 = select <8 x i1> %7461, <8 x float> %7460, <8 x float> %7457
  br label %7466

7463:                                             ; preds = %7447
  %7464 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7388, <8 x i32> %7258)
  %7465 = fadd <8 x float> %7448, %7464
  br label %7466

7466:                                             ; preds = %7449, %7456, %7463, %7447, %7428
  %7467 = phi <8 x float> [ %7448, %7447 ], [ %7455, %7449 ], [ %7429, %7428 ], [ %7465, %7463 ], [ %7462, %7456 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7386, <8 x i32> %7258, <8 x float> %7467)
  %7468 = add nsw i64 %7385, 8
  %7469 = getelementptr inbounds float, ptr %814, i64 %7468
  %7470 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7469, <8 x i32> %7260)
  %7471 = getelementptr inbounds float, ptr %812, i64 %7468
  switch i64 %412, label %1256 [
    i64 1, label %7486
    i64 2, label %7479
    i64 3, label %7472
  ]

7472:                                             ; preds = %7466
  %7473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7470)
  %7474 = bitcast <8 x float> %7470 to <8 x i32>
  %7475 = and <8 x i32> %7474, %108
  %7476 = bitcast <8 x i32> %7475 to <8 x float>
  %7477 = fcmp oeq <8 x float> %7470, %71
  %7478 = select <8 x i1> %7477, <8 x float> %7476, <8 x float> %7473
  br label %7489

7479:                                             ; preds = %7466
  %7480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7470)
  %7481 = bitcast <8 x float> %7470 to <8 x i32>
  %7482 = or <8 x i32> %7481, %109
  %7483 = bitcast <8 x i32> %7482 to <8 x float>
  %7484 = fcmp oeq <8 x float> %7470, %74
  %7485 = select <8 x i1> %7484, <8 x float> %7483, <8 x float> %7480
  br label %7489

7486:                                             ; preds = %7466
  %7487 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7471, <8 x i32> %7260)
  %7488 = fadd <8 x float> %7470, %7487
  br label %7489

7489:                                             ; preds = %7486, %7479, %7472
  %7490 = phi <8 x float> [ %7488, %7486 ], [ %7485, %7479 ], [ %7478, %7472 ]
  switch i64 %418, label %1256 [
    i64 1, label %7505
    i64 2, label %7498
    i64 3, label %7491
    i64 0, label %7527
  ]

7491:                                             ; preds = %7489
  %7492 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7490)
  %7493 = bitcast <8 x float> %7490 to <8 x i32>
  %7494 = and <8 x i32> %7493, %108
  %7495 = bitcast <8 x i32> %7494 to <8 x float>
  %7496 = fcmp oeq <8 x float> %7490, %71
  %7497 = select <8 x i1> %7496, <8 x float> %7495, <8 x float> %7492
  br label %7508

7498:                                             ; preds = %7489
  %7499 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7490)
  %7500 = bitcast <8 x float> %7490 to <8 x i32>
  %7501 = or <8 x i32> %7500, %109
  %7502 = bitcast <8 x i32> %7501 to <8 x float>
  %7503 = fcmp oeq <8 x float> %7490, %74
  %7504 = select <8 x i1> %7503, <8 x float> %7502, <8 x float> %7499
  br label %7508

7505:                                             ; preds = %7489
  %7506 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7471, <8 x i32> %7260)
  %7507 = fadd <8 x float> %7490, %7506
  br label %7508

7508:                                             ; preds = %7505, %7498, %7491
  %7509 = phi <8 x float> [ %7507, %7505 ], [ %7504, %7498 ], [ %7497, %7491 ]
  switch i64 %420, label %1256 [
    i64 1, label %7524
    i64 2, label %7517
    i64 3, label %7510
    i64 0, label %7527
  ]

7510:                                             ; preds = %7508
  %7511 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7509)
  %7512 = bitcast <8 x float> %7509 to <8 x i32>
  %7513 = and <8 x i32> %7512, %108
  %7514 = bitcast <8 x i32> %7513 to <8 x float>
  %7515 = fcmp oeq <8 x float> %7509, %71
  %7516 = select <8 x i1> %7515, <8 x float> %7514, <8 x float> %7511
  br label %7527

7517:                                             ; preds = %7508
  %7518 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7509)
  %7519 = bitcast <8 x float> %7509 to <8 x i32>
  %7520 = or <8 x i32> %7519, %109
  %7521 = bitcast <8 x i32> %7520 to <8 x float>
  %7522 = fcmp oeq <8 x float> %7509, %74
  %7523 = select <8 x i1> %7522, <8 x float> %7521, <8 x float> %7518
  br label %7527

7524:                                             ; preds = %7508
  %7525 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7471, <8 x i32> %7260)
  %7526 = fadd <8 x float> %7509, %7525
  br label %7527

7527:                                             ; preds = %7510, %7517, %7524, %7508, %7489
  %7528 = phi <8 x float> [ %7523, %7517 ], [ %7516, %7510 ], [ %7490, %7489 ], [ %7509, %7508 ], [ %7526, %7524 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7469, <8 x i32> %7260, <8 x float> %7528)
  %7529 = add nsw i64 %7241, %1168
  %7530 = getelementptr inbounds float, ptr %814, i64 %7529
  %7531 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7530, <8 x i32> %7258)
  %7532 = getelementptr inbounds float, ptr %812, i64 %7529
  switch i64 %412, label %1256 [
    i64 1, label %7547
    i64 2, label %7540
    i64 3, label %7533
  ]

7533:                                             ; preds = %7527
  %7534 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7531)
  %7535 = bitcast <8 x float> %7531 to <8 x i32>
  %7536 = and <8 x i32> %7535, %108
  %7537 = bitcast <8 x i32> %7536 to <8 x float>
  %7538 = fcmp oeq <8 x float> %7531, %71
  %7539 = select <8 x i1> %7538, <8 x float> %7537, <8 x float> %7534
  br label %7550

7540:                                             ; preds = %7527
  %7541 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7531)
  %7542 = bitcast <8 x float> %7531 to <8 x i32>
  %7543 = or <8 x i32> %7542, %109
  %7544 = bitcast <8 x i32> %7543 to <8 x float>
  %7545 = fcmp oeq <8 x float> %7531, %74
  %7546 = select <8 x i1> %7545, <8 x float> %7544, <8 x float> %7541
  br label %7550

7547:                                             ; preds = %7527
  %7548 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7532, <8 x i32> %7258)
  %7549 = fadd <8 x float> %7531, %7548
  br label %7550

7550:                                             ; preds = %7547, %7540, %7533
  %7551 = phi <8 x float> [ %7549, %7547 ], [ %7546, %7540 ], [ %7539, %7533 ]
  switch i64 %422, label %1256 [
    i64 1, label %7566
    i64 2, label %7559
    i64 3, label %7552
    i64 0, label %7588
  ]

7552:                                             ; preds = %7550
  %7553 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7551)
  %7554 = bitcast <8 x float> %7551 to <8 x i32>
  %7555 = and <8 x i32> %7554, %108
  %7556 = bitcast <8 x i32> %7555 to <8 x float>
  %7557 = fcmp oeq <8 x float> %7551, %71
  %7558 = select <8 x i1> %7557, <8 x float> %7556, <8 x float> %7553
  br label %7569

7559:                                             ; preds = %7550
  %7560 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7551)
  %7561 = bitcast <8 x float> %7551 to <8 x i32>
  %7562 = or <8 x i32> %7561, %109
  %7563 = bitcast <8 x i32> %7562 to <8 x float>
  %7564 = fcmp oeq <8 x float> %7551, %74
  %7565 = select <8 x i1> %7564, <8 x float> %7563, <8 x float> %7560
  br label %7569

7566:                                             ; preds = %7550
  %7567 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7532, <8 x i32> %7258)
  %7568 = fadd <8 x float> %7551, %7567
  br label %7569

7569:                                             ; preds = %7566, %7559, %7552
  %7570 = phi <8 x float> [ %7568, %7566 ], [ %7565, %7559 ], [ %7558, %7552 ]
  switch i64 %424, label %1256 [
    i64 1, label %7585
    i64 2, label %7578
    i64 3, label %7571
    i64 0, label %7588
  ]

7571:                                             ; preds = %7569
  %7572 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7570)
  %7573 = bitcast <8 x float> %7570 to <8 x i32>
  %7574 = and <8 x i32> %7573, %108
  %7575 = bitcast <8 x i32> %7574 to <8 x float>
  %7576 = fcmp oeq <8 x float> %7570, %71
  %7577 = select <8 x i1> %7576, <8 x float> %7575, <8 x float> %7572
  br label %7588

7578:                                             ; preds = %7569
  %7579 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7570)
  %7580 = bitcast <8 x float> %7570 to <8 x i32>
  %7581 = or <8 x i32> %7580, %109
  %7582 = bitcast <8 x i32> %7581 to <8 x float>
  %7583 = fcmp oeq <8 x float> %7570, %74
  %7584 = select <8 x i1> %7583, <8 x float> %7582, <8 x float> %7579
  br label %7588

7585:                                             ; preds = %7569
  %7586 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7532, <8 x i32> %7258)
  %7587 = fadd <8 x float> %7570, %7586
  br label %7588

7588:                                             ; preds = %7571, %7578, %7585, %7569, %7550
  %7589 = phi <8 x float> [ %7584, %7578 ], [ %7577, %7571 ], [ %7551, %7550 ], [ %7570, %7569 ], [ %7587, %7585 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7530, <8 x i32> %7258, <8 x float> %7589)
  %7590 = add nsw i64 %7529, 8
  %7591 = getelementptr inbounds float, ptr %814, i64 %7590
  %7592 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7591, <8 x i32> %7260)
  %7593 = getelementptr inbounds float, ptr %812, i64 %7590
  switch i64 %412, label %1256 [
    i64 1, label %7608
    i64 2, label %7601
    i64 3, label %7594
  ]

7594:                                             ; preds = %7588
  %7595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7592)
  %7596 = bitcast <8 x float> %7592 to <8 x i32>
  %7597 = and <8 x i32> %7596, %108
  %7598 = bitcast <8 x i32> %7597 to <8 x float>
  %7599 = fcmp oeq <8 x float> %7592, %71
  %7600 = select <8 x i1> %7599, <8 x float> %7598, <8 x float> %7595
  br label %7611

7601:                                             ; preds = %7588
  %7602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7592)
  %7603 = bitcast <8 x float> %7592 to <8 x i32>
  %7604 = or <8 x i32> %7603, %109
  %7605 = bitcast <8 x i32> %7604 to <8 x float>
  %7606 = fcmp oeq <8 x float> %7592, %74
  %7607 = select <8 x i1> %7606, <8 x float> %7605, <8 x float> %7602
  br label %7611

7608:                                             ; preds = %7588
  %7609 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7593, <8 x i32> %7260)
  %7610 = fadd <8 x float> %7592, %7609
  br label %7611

7611:                                             ; preds = %7608, %7601, %7594
  %7612 = phi <8 x float> [ %7610, %7608 ], [ %7607, %7601 ], [ %7600, %7594 ]
  switch i64 %426, label %1256 [
    i64 1, label %7627
    i64 2, label %7620
    i64 3, label %7613
    i64 0, label %7649
  ]

7613:                                             ; preds = %7611
  %7614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7612)
  %7615 = bitcast <8 x float> %7612 to <8 x i32>
  %7616 = and <8 x i32> %7615, %108
  %7617 = bitcast <8 x i32> %7616 to <8 x float>
  %7618 = fcmp oeq <8 x float> %7612, %71
  %7619 = select <8 x i1> %7618, <8 x float> %7617, <8 x float> %7614
  br label %7630

7620:                                             ; preds = %7611
  %7621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7612)
  %7622 = bitcast <8 x float> %7612 to <8 x i32>
  %7623 = or <8 x i32> %7622, %109
  %7624 = bitcast <8 x i32> %7623 to <8 x float>
  %7625 = fcmp oeq <8 x float> %7612, %74
  %7626 = select <8 x i1> %7625, <8 x float> %7624, <8 x float> %7621
  br label %7630

7627:                                             ; preds = %7611
  %7628 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7593, <8 x i32> %7260)
  %7629 = fadd <8 x float> %7612, %7628
  br label %7630

7630:                                             ; preds = %7627, %7620, %7613
  %7631 = phi <8 x float> [ %7629, %7627 ], [ %7626, %7620 ], [ %7619, %7613 ]
  switch i64 %428, label %1256 [
    i64 1, label %7646
    i64 2, label %7639
    i64 3, label %7632
    i64 0, label %7649
  ]

7632:                                             ; preds = %7630
  %7633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7631)
  %7634 = bitcast <8 x float> %7631 to <8 x i32>
  %7635 = and <8 x i32> %7634, %108
  %7636 = bitcast <8 x i32> %7635 to <8 x float>
  %7637 = fcmp oeq <8 x float> %7631, %71
  %7638 = select <8 x i1> %7637, <8 x float> %7636, <8 x float> %7633
  br label %7649

7639:                                             ; preds = %7630
  %7640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7631)
  %7641 = bitcast <8 x float> %7631 to <8 x i32>
  %7642 = or <8 x i32> %7641, %109
  %7643 = bitcast <8 x i32> %7642 to <8 x float>
  %7644 = fcmp oeq <8 x float> %7631, %74
  %7645 = select <8 x i1> %7644, <8 x float> %7643, <8 x float> %7640
  br label %7649

7646:                                             ; preds = %7630
  %7647 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7593, <8 x i32> %7260)
  %7648 = fadd <8 x float> %7631, %7647
  br label %7649

7649:                                             ; preds = %7632, %7639, %7646, %7630, %7611
  %7650 = phi <8 x float> [ %7645, %7639 ], [ %7638, %7632 ], [ %7612, %7611 ], [ %7631, %7630 ], [ %7648, %7646 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7591, <8 x i32> %7260, <8 x float> %7650)
  %7651 = add nsw i64 %7243, %1168
  %7652 = getelementptr inbounds float, ptr %814, i64 %7651
  %7653 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7652, <8 x i32> %7258)
  %7654 = getelementptr inbounds float, ptr %812, i64 %7651
  switch i64 %412, label %1256 [
    i64 1, label %7669
    i64 2, label %7662
    i64 3, label %7655
  ]

7655:                                             ; preds = %7649
  %7656 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7653)
  %7657 = bitcast <8 x float> %7653 to <8 x i32>
  %7658 = and <8 x i32> %7657, %108
  %7659 = bitcast <8 x i32> %7658 to <8 x float>
  %7660 = fcmp oeq <8 x float> %7653, %71
  %7661 = select <8 x i1> %7660, <8 x float> %7659, <8 x float> %7656
  br label %7672

7662:                                             ; preds = %7649
  %7663 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7653)
  %7664 = bitcast <8 x float> %7653 to <8 x i32>
  %7665 = or <8 x i32> %7664, %109
  %7666 = bitcast <8 x i32> %7665 to <8 x float>
  %7667 = fcmp oeq <8 x float> %7653, %74
  %7668 = select <8 x i1> %7667, <8 x float> %7666, <8 x float> %7663
  br label %7672

7669:                                             ; preds = %7649
  %7670 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7654, <8 x i32> %7258)
  %7671 = fadd <8 x float> %7653, %7670
  br label %7672

7672:                                             ; preds = %7669, %7662, %7655
  %7673 = phi <8 x float> [ %7671, %7669 ], [ %7668, %7662 ], [ %7661, %7655 ]
  switch i64 %430, label %1256 [
    i64 1, label %7688
    i64 2, label %7681
    i64 3, label %7674
    i64 0, label %7710
  ]

7674:                                             ; preds = %7672
  %7675 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7673)
  %7676 = bitcast <8 x float> %7673 to <8 x i32>
  %7677 = and <8 x i32> %7676, %108
  %7678 = bitcast <8 x i32> %7677 to <8 x float>
  %7679 = fcmp oeq <8 x float> %7673, %71
  %7680 = select <8 x i1> %7679, <8 x float> %7678, <8 x float> %7675
  br label %7691

7681:                                             ; preds = %7672
  %7682 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7673)
  %7683 = bitcast <8 x float> %7673 to <8 x i32>
  %7684 = or <8 x i32> %7683, %109
  %7685 = bitcast <8 x i32> %7684 to <8 x float>
  %7686 = fcmp oeq <8 x float> %7673, %74
  %7687 = select <8 x i1> %7686, <8 x float> %7685, <8 x float> %7682
  br label %7691

7688:                                             ; preds = %7672
  %7689 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7654, <8 x i32> %7258)
  %7690 = fadd <8 x float> %7673, %7689
  br label %7691

7691:                                             ; preds = %7688, %7681, %7674
  %7692 = phi <8 x float> [ %7690, %7688 ], [ %7687, %7681 ], [ %7680, %7674 ]
  switch i64 %432, label %1256 [
    i64 1, label %7707
    i64 2, label %7700
    i64 3, label %7693
    i64 0, label %7710
  ]

7693:                                             ; preds = %7691
  %7694 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7692)
  %7695 = bitcast <8 x float> %7692 to <8 x i32>
  %7696 = and <8 x i32> %7695, %108
  %7697 = bitcast <8 x i32> %7696 to <8 x float>
  %7698 = fcmp oeq <8 x float> %7692, %71
  %7699 = select <8 x i1> %7698, <8 x float> %7697, <8 x float> %7694
  br label %7710

7700:                                             ; preds = %7691
  %7701 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7692)
  %7702 = bitcast <8 x float> %7692 to <8 x i32>
  %7703 = or <8 x i32> %7702, %109
  %7704 = bitcast <8 x i32> %7703 to <8 x float>
  %7705 = fcmp oeq <8 x float> %7692, %74
  %7706 = select <8 x i1> %7705, <8 x float> %7704, <8 x float> %7701
  br label %7710

7707:                                             ; preds = %7691
  %7708 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7654, <8 x i32> %7258)
  %7709 = fadd <8 x float> %7692, %7708
  br label %7710

7710:                                             ; preds = %7693, %7700, %7707, %7691, %7672
  %7711 = phi <8 x float> [ %7706, %7700 ], [ %7699, %7693 ], [ %7673, %7672 ], [ %7692, %7691 ], [ %7709, %7707 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7652, <8 x i32> %7258, <8 x float> %7711)
  %7712 = add nsw i64 %7651, 8
  %7713 = getelementptr inbounds float, ptr %814, i64 %7712
  %7714 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7713, <8 x i32> %7260)
  %7715 = getelementptr inbounds float, ptr %812, i64 %7712
  switch i64 %412, label %1256 [
    i64 1, label %7730
    i64 2, label %7723
    i64 3, label %7716
  ]

7716:                                             ; preds = %7710
  %7717 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7714)
  %7718 = bitcast <8 x float> %7714 to <8 x i32>
  %7719 = and <8 x i32> %7718, %108
  %7720 = bitcast <8 x i32> %7719 to <8 x float>
  %7721 = fcmp oeq <8 x float> %7714, %71
  %7722 = select <8 x i1> %7721, <8 x float> %7720, <8 x float> %7717
  br label %7733

7723:                                             ; preds = %7710
  %7724 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7714)
  %7725 = bitcast <8 x float> %7714 to <8 x i32>
  %7726 = or <8 x i32> %7725, %109
  %7727 = bitcast <8 x i32> %7726 to <8 x float>
  %7728 = fcmp oeq <8 x float> %7714, %74
  %7729 = select <8 x i1> %7728, <8 x float> %7727, <8 x float> %7724
  br label %7733

7730:                                             ; preds = %7710
  %7731 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7715, <8 x i32> %7260)
  %7732 = fadd <8 x float> %7714, %7731
  br label %7733

7733:                                             ; preds = %7730, %7723, %7716
  %7734 = phi <8 x float> [ %7732, %7730 ], [ %7729, %7723 ], [ %7722, %7716 ]
  switch i64 %434, label %1256 [
    i64 1, label %7749
    i64 2, label %7742
    i64 3, label %7735
    i64 0, label %7771
  ]

7735:                                             ; preds = %7733
  %7736 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7734)
  %7737 = bitcast <8 x float> %7734 to <8 x i32>
  %7738 = and <8 x i32> %7737, %108
  %7739 = bitcast <8 x i32> %7738 to <8 x float>
  %7740 = fcmp oeq <8 x float> %7734, %71
  %7741 = select <8 x i1> %7740, <8 x float> %7739, <8 x float> %7736
  br label %7752

7742:                                             ; preds = %7733
  %7743 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7734)
  %7744 = bitcast <8 x float> %7734 to <8 x i32>
  %7745 = or <8 x i32> %7744, %109
  %7746 = bitcast <8 x i32> %7745 to <8 x float>
  %7747 = fcmp oeq <8 x float> %7734, %74
  %7748 = select <8 x i1> %7747, <8 x float> %7746, <8 x float> %7743
  br label %7752

7749:                                             ; preds = %7733
  %7750 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7715, <8 x i32> %7260)
  %7751 = fadd <8 x float> %7734, %7750
  br label %7752

7752:                                             ; preds = %7749, %7742, %7735
  %7753 = phi <8 x float> [ %7751, %7749 ], [ %7748, %7742 ], [ %7741, %7735 ]
  switch i64 %436, label %1256 [
    i64 1, label %7768
    i64 2, label %7761
    i64 3, label %7754
    i64 0, label %7771
  ]

7754:                                             ; preds = %7752
  %7755 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7753)
  %7756 = bitcast <8 x float> %7753 to <8 x i32>
  %7757 = and <8 x i32> %7756, %108
  %7758 = bitcast <8 x i32> %7757 to <8 x float>
  %7759 = fcmp oeq <8 x float> %7753, %71
  %7760 = select <8 x i1> %7759, <8 x float> %7758, <8 x float> %7755
  br label %7771

7761:                                             ; preds = %7752
  %7762 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7753)
  %7763 = bitcast <8 x float> %7753 to <8 x i32>
  %7764 = or <8 x i32> %7763, %109
  %7765 = bitcast <8 x i32> %7764 to <8 x float>
  %7766 = fcmp oeq <8 x float> %7753, %74
  %7767 = select <8 x i1> %7766, <8 x float> %7765, <8 x float> %7762
  br label %7771

7768:                                             ; preds = %7752
  %7769 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7715, <8 x i32> %7260)
  %7770 = fadd <8 x float> %7753, %7769
  br label %7771

7771:                                             ; preds = %7754, %7761, %7768, %7752, %7733
  %7772 = phi <8 x float> [ %7767, %7761 ], [ %7760, %7754 ], [ %7734, %7733 ], [ %7753, %7752 ], [ %7770, %7768 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7713, <8 x i32> %7260, <8 x float> %7772)
  %7773 = add nsw i64 %7245, %1168
  %7774 = getelementptr inbounds float, ptr %814, i64 %7773
  %7775 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7774, <8 x i32> %7258)
  %7776 = getelementptr inbounds float, ptr %812, i64 %7773
  switch i64 %412, label %1256 [
    i64 1, label %7791
    i64 2, label %7784
    i64 3, label %7777
  ]

7777:                                             ; preds = %7771
  %7778 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7775)
  %7779 = bitcast <8 x float> %7775 to <8 x i32>
  %7780 = and <8 x i32> %7779, %108
  %7781 = bitcast <8 x i32> %7780 to <8 x float>
  %7782 = fcmp oeq <8 x float> %7775, %71
  %7783 = select <8 x i1> %7782, <8 x float> %7781, <8 x float> %7778
  br label %7794

7784:                                             ; preds = %7771
  %7785 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7775)
  %7786 = bitcast <8 x float> %7775 to <8 x i32>
  %7787 = or <8 x i32> %7786, %109
  %7788 = bitcast <8 x i32> %7787 to <8 x float>
  %7789 = fcmp oeq <8 x float> %7775, %74
  %7790 = select <8 x i1> %7789, <8 x float> %7788, <8 x float> %7785
  br label %7794

7791:                                             ; preds = %7771
  %7792 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7776, <8 x i32> %7258)
  %7793 = fadd <8 x float> %7775, %7792
  br label %7794

7794:                                             ; preds = %7791, %7784, %7777
  %7795 = phi <8 x float> [ %7793, %7791 ], [ %7790, %7784 ], [ %7783, %7777 ]
  switch i64 %438, label %1256 [
    i64 1, label %7810
    i64 2, label %7803
    i64 3, label %7796
    i64 0, label %7832
  ]

7796:                                             ; preds = %7794
  %7797 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7795)
  %7798 = bitcast <8 x float> %7795 to <8 x i32>
  %7799 = and <8 x i32> %7798, %108
  %7800 = bitcast <8 x i32> %7799 to <8 x float>
  %7801 = fcmp oeq <8 x float> %7795, %71
  %7802 = select <8 x i1> %7801, <8 x float> %7800, <8 x float> %7797
  br label %7813

7803:                                             ; preds = %7794
  %7804 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7795)
  %7805 = bitcast <8 x float> %7795 to <8 x i32>
  %7806 = or <8 x i32> %7805, %109
  %7807 = bitcast <8 x i32> %7806 to <8 x float>
  %7808 = fcmp oeq <8 x float> %7795, %74
  %7809 = select <8 x i1> %7808, <8 x float> %7807, <8 x float> %7804
  br label %7813

7810:                                             ; preds = %7794
  %7811 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7776, <8 x i32> %7258)
  %7812 = fadd <8 x float> %7795, %7811
  br label %7813

7813:                                             ; preds = %7810, %7803, %7796
  %7814 = phi <8 x float> [ %7812, %7810 ], [ %7809, %7803 ], [ %7802, %7796 ]
  switch i64 %440, label %1256 [
    i64 1, label %7829
    i64 2, label %7822
    i64 3, label %7815
    i64 0, label %7832
  ]

7815:                                             ; preds = %7813
  %7816 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7814)
  %7817 = bitcast <8 x float> %7814 to <8 x i32>
  %7818 = and <8 x i32> %7817, %108
  %7819 = bitcast <8 x i32> %7818 to <8 x float>
  %7820 = fcmp oeq <8 x float> %7814, %71
  %7821 = select <8 x i1> %7820, <8 x float> %7819, <8 x float> %7816
  br label %7832

7822:                                             ; preds = %7813
  %7823 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7814)
  %7824 = bitcast <8 x float> %7814 to <8 x i32>
  %7825 = or <8 x i32> %7824, %109
  %7826 = bitcast <8 x i32> %7825 to <8 x float>
  %7827 = fcmp oeq <8 x float> %7814, %74
  %7828 = select <8 x i1> %7827, <8 x float> %7826, <8 x float> %7823
  br label %7832

7829:                                             ; preds = %7813
  %7830 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7776, <8 x i32> %7258)
  %7831 = fadd <8 x float> %7814, %7830
  br label %7832

7832:                                             ; preds = %7815, %7822, %7829, %7813, %7794
  %7833 = phi <8 x float> [ %7828, %7822 ], [ %7821, %7815 ], [ %7795, %7794 ], [ %7814, %7813 ], [ %7831, %7829 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7774, <8 x i32> %7258, <8 x float> %7833)
  %7834 = add nsw i64 %7773, 8
  %7835 = getelementptr inbounds float, ptr %814, i64 %7834
  %7836 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7835, <8 x i32> %7260)
  %7837 = getelementptr inbounds float, ptr %812, i64 %7834
  switch i64 %412, label %1256 [
    i64 1, label %7852
    i64 2, label %7845
    i64 3, label %7838
  ]

7838:                                             ; preds = %7832
  %7839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7836)
  %7840 = bitcast <8 x float> %7836 to <8 x i32>
  %7841 = and <8 x i32> %7840, %108
  %7842 = bitcast <8 x i32> %7841 to <8 x float>
  %7843 = fcmp oeq <8 x float> %7836, %71
  %7844 = select <8 x i1> %7843, <8 x float> %7842, <8 x float> %7839
  br label %7855

7845:                                             ; preds = %7832
  %7846 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7836)
  %7847 = bitcast <8 x float> %7836 to <8 x i32>
  %7848 = or <8 x i32> %7847, %109
  %7849 = bitcast <8 x i32> %7848 to <8 x float>
  %7850 = fcmp oeq <8 x float> %7836, %74
  %7851 = select <8 x i1> %7850, <8 x float> %7849, <8 x float> %7846
  br label %7855

7852:                                             ; preds = %7832
  %7853 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7837, <8 x i32> %7260)
  %7854 = fadd <8 x float> %7836, %7853
  br label %7855

7855:                                             ; preds = %7852, %7845, %7838
  %7856 = phi <8 x float> [ %7854, %7852 ], [ %7851, %7845 ], [ %7844, %7838 ]
  switch i64 %442, label %1256 [
    i64 1, label %7871
    i64 2, label %7864
    i64 3, label %7857
    i64 0, label %7893
  ]

7857:                                             ; preds = %7855
  %7858 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7856)
  %7859 = bitcast <8 x float> %7856 to <8 x i32>
  %7860 = and <8 x i32> %7859, %108
  %7861 = bitcast <8 x i32> %7860 to <8 x float>
  %7862 = fcmp oeq <8 x float> %7856, %71
  %7863 = select <8 x i1> %7862, <8 x float> %7861, <8 x float> %7858
  br label %7874

7864:                                             ; preds = %7855
  %7865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7856)
  %7866 = bitcast <8 x float> %7856 to <8 x i32>
  %7867 = or <8 x i32> %7866, %109
  %7868 = bitcast <8 x i32> %7867 to <8 x float>
  %7869 = fcmp oeq <8 x float> %7856, %74
  %7870 = select <8 x i1> %7869, <8 x float> %7868, <8 x float> %7865
  br label %7874

7871:                                             ; preds = %7855
  %7872 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7837, <8 x i32> %7260)
  %7873 = fadd <8 x float> %7856, %7872
  br label %7874

7874:                                             ; preds = %7871, %7864, %7857
  %7875 = phi <8 x float> [ %7873, %7871 ], [ %7870, %7864 ], [ %7863, %7857 ]
  switch i64 %444, label %1256 [
    i64 1, label %7890
    i64 2, label %7883
    i64 3, label %7876
    i64 0, label %7893
  ]

7876:                                             ; preds = %7874
  %7877 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7875)
  %7878 = bitcast <8 x float> %7875 to <8 x i32>
  %7879 = and <8 x i32> %7878, %108
  %7880 = bitcast <8 x i32> %7879 to <8 x float>
  %7881 = fcmp oeq <8 x float> %7875, %71
  %7882 = select <8 x i1> %7881, <8 x float> %7880, <8 x float> %7877
  br label %7893

7883:                                             ; preds = %7874
  %7884 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7875)
  %7885 = bitcast <8 x float> %7875 to <8 x i32>
  %7886 = or <8 x i32> %7885, %109
  %7887 = bitcast <8 x i32> %7886 to <8 x float>
  %7888 = fcmp oeq <8 x float> %7875, %74
  %7889 = select <8 x i1> %7888, <8 x float> %7887, <8 x float> %7884
  br label %7893

7890:                                             ; preds = %7874
  %7891 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7837, <8 x i32> %7260)
  %7892 = fadd <8 x float> %7875, %7891
  br label %7893

7893:                                             ; preds = %7876, %7883, %7890, %7389, %7874, %7855
  %7894 = phi ptr [ %7409, %7389 ], [ %7835, %7876 ], [ %7835, %7855 ], [ %7835, %7874 ], [ %7835, %7890 ], [ %7835, %7883 ]
  %7895 = phi <8 x float> [ %7410, %7389 ], [ %7882, %7876 ], [ %7856, %7855 ], [ %7875, %7874 ], [ %7892, %7890 ], [ %7889, %7883 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %7894, <8 x i32> %7260, <8 x float> %7895)
  br label %7896

7896:                                             ; preds = %7893, %7247
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  br label %13995

7897:                                             ; preds = %1167
  br i1 %85, label %7898, label %8305

7898:                                             ; preds = %7897
  %7899 = icmp sgt i64 %1169, 7
  %7900 = trunc i64 %1169 to i32
  %7901 = select i1 %7899, i32 8, i32 %7900
  %7902 = insertelement <8 x i32> poison, i32 %7901, i64 0
  %7903 = shufflevector <8 x i32> %7902, <8 x i32> poison, <8 x i32> zeroinitializer
  %7904 = icmp sgt <8 x i32> %7903, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %7921, label %7905

7905:                                             ; preds = %7898
  %7906 = load float, ptr %827, align 1
  %7907 = insertelement <8 x float> poison, float %7906, i64 0
  %7908 = shufflevector <8 x float> %7907, <8 x float> poison, <8 x i32> zeroinitializer
  %7909 = load float, ptr %994, align 1
  %7910 = insertelement <8 x float> poison, float %7909, i64 0
  %7911 = shufflevector <8 x float> %7910, <8 x float> poison, <8 x i32> zeroinitializer
  %7912 = load float, ptr %995, align 1
  %7913 = insertelement <8 x float> poison, float %7912, i64 0
  %7914 = shufflevector <8 x float> %7913, <8 x float> poison, <8 x i32> zeroinitializer
  %7915 = load float, ptr %996, align 1
  %7916 = insertelement <8 x float> poison, float %7915, i64 0
  %7917 = shufflevector <8 x float> %7916, <8 x float> poison, <8 x i32> zeroinitializer
  %7918 = load float, ptr %997, align 1
  %7919 = insertelement <8 x float> poison, float %7918, i64 0
  %7920 = shufflevector <8 x float> %7919, <8 x float> poison, <8 x i32> zeroinitializer
  br label %7933

7921:                                             ; preds = %7898
  %7922 = getelementptr float, ptr %809, i64 %1168
  %7923 = getelementptr float, ptr %7922, i64 %831
  %7924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7923, <8 x i1> %7904, <8 x float> zeroinitializer)
  %7925 = getelementptr float, ptr %7922, i64 %999
  %7926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7925, <8 x i1> %7904, <8 x float> zeroinitializer)
  %7927 = getelementptr float, ptr %7922, i64 %1001
  %7928 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7927, <8 x i1> %7904, <8 x float> zeroinitializer)
  %7929 = getelementptr float, ptr %7922, i64 %1003
  %7930 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7929, <8 x i1> %7904, <8 x float> zeroinitializer)
  %7931 = getelementptr float, ptr %7922, i64 %1005
  %7932 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7931, <8 x i1> %7904, <8 x float> zeroinitializer)
  br label %7933

7933:                                             ; preds = %7921, %7905
  %7934 = phi <8 x float> [ %7930, %7921 ], [ %7917, %7905 ]
  %7935 = phi <8 x float> [ %7926, %7921 ], [ %7911, %7905 ]
  %7936 = phi <8 x float> [ %7924, %7921 ], [ %7908, %7905 ]
  %7937 = phi <8 x float> [ %7928, %7921 ], [ %7914, %7905 ]
  %7938 = phi <8 x float> [ %7932, %7921 ], [ %7920, %7905 ]
  %7939 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %7952, label %7940

7940:                                             ; preds = %7952, %7933
  %7941 = phi <8 x float> [ %7938, %7933 ], [ %7986, %7952 ]
  %7942 = phi <8 x float> [ %7934, %7933 ], [ %7981, %7952 ]
  %7943 = phi <8 x float> [ %7937, %7933 ], [ %7976, %7952 ]
  %7944 = phi <8 x float> [ %7935, %7933 ], [ %7971, %7952 ]
  %7945 = phi <8 x float> [ %7936, %7933 ], [ %7966, %7952 ]
  %7946 = getelementptr float, ptr %814, i64 %1168
  %7947 = getelementptr float, ptr %7946, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7945, ptr align 1 %7947, <8 x i1> %7904)
  %7948 = getelementptr float, ptr %7946, i64 %1007
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7944, ptr align 1 %7948, <8 x i1> %7904)
  %7949 = getelementptr float, ptr %7946, i64 %1009
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7943, ptr align 1 %7949, <8 x i1> %7904)
  %7950 = getelementptr float, ptr %7946, i64 %1011
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7942, ptr align 1 %7950, <8 x i1> %7904)
  %7951 = getelementptr float, ptr %7946, i64 %1013
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7941, ptr align 1 %7951, <8 x i1> %7904)
  br i1 %107, label %13995, label %7989

7952:                                             ; preds = %7933, %7952
  %7953 = phi <8 x float> [ %7986, %7952 ], [ %7938, %7933 ]
  %7954 = phi <8 x float> [ %7981, %7952 ], [ %7934, %7933 ]
  %7955 = phi <8 x float> [ %7976, %7952 ], [ %7937, %7933 ]
  %7956 = phi <8 x float> [ %7971, %7952 ], [ %7935, %7933 ]
  %7957 = phi <8 x float> [ %7966, %7952 ], [ %7936, %7933 ]
  %7958 = phi i64 [ %7987, %7952 ], [ 0, %7933 ]
  %7959 = mul nsw i64 %7958, %7
  %7960 = getelementptr inbounds float, ptr %7939, i64 %7959
  %7961 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7960, <8 x i1> %7904, <8 x float> zeroinitializer)
  %7962 = getelementptr float, ptr %830, i64 %7958
  %7963 = load float, ptr %7962, align 1
  %7964 = insertelement <8 x float> poison, float %7963, i64 0
  %7965 = shufflevector <8 x float> %7964, <8 x float> poison, <8 x i32> zeroinitializer
  %7966 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7961, <8 x float> %7965, <8 x float> %7957)
  %7967 = getelementptr float, ptr %7962, i64 %5
  %7968 = load float, ptr %7967, align 1
  %7969 = insertelement <8 x float> poison, float %7968, i64 0
  %7970 = shufflevector <8 x float> %7969, <8 x float> poison, <8 x i32> zeroinitializer
  %7971 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7961, <8 x float> %7970, <8 x float> %7956)
  %7972 = getelementptr i8, ptr %7962, i64 %386
  %7973 = load float, ptr %7972, align 1
  %7974 = insertelement <8 x float> poison, float %7973, i64 0
  %7975 = shufflevector <8 x float> %7974, <8 x float> poison, <8 x i32> zeroinitializer
  %7976 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7961, <8 x float> %7975, <8 x float> %7955)
  %7977 = getelementptr i8, ptr %7962, i64 %387
  %7978 = load float, ptr %7977, align 1
  %7979 = insertelement <8 x float> poison, float %7978, i64 0
  %7980 = shufflevector <8 x float> %7979, <8 x float> poison, <8 x i32> zeroinitializer
  %7981 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7961, <8 x float> %7980, <8 x float> %7954)
  %7982 = getelementptr i8, ptr %7962, i64 %388
  %7983 = load float, ptr %7982, align 1
  %7984 = insertelement <8 x float> poison, float %7983, i64 0
  %7985 = shufflevector <8 x float> %7984, <8 x float> poison, <8 x i32> zeroinitializer
  %7986 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %7961, <8 x float> %7985, <8 x float> %7953)
  %7987 = add nuw nsw i64 %7958, 1
  %7988 = icmp eq i64 %7987, %5
  br i1 %7988, label %7940, label %7952

7989:                                             ; preds = %7940
  %7990 = add nsw i64 %831, %1168
  %7991 = getelementptr inbounds float, ptr %814, i64 %7990
  %7992 = getelementptr inbounds float, ptr %812, i64 %7990
  %7993 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7991, <8 x i1> %7904, <8 x float> zeroinitializer)
  switch i64 %389, label %1256 [
    i64 1, label %8003
    i64 2, label %8006
    i64 3, label %8013
    i64 0, label %7994
  ]

7994:                                             ; preds = %7989
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7993, ptr align 1 %7991, <8 x i1> %7904)
  %7995 = getelementptr float, ptr %1148, i64 %1168
  %7996 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7995, <8 x i1> %7904, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7996, ptr align 1 %7995, <8 x i1> %7904)
  %7997 = getelementptr float, ptr %1149, i64 %1168
  %7998 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7997, <8 x i1> %7904, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7998, ptr align 1 %7997, <8 x i1> %7904)
  %7999 = getelementptr float, ptr %1150, i64 %1168
  %8000 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7999, <8 x i1> %7904, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8000, ptr align 1 %7999, <8 x i1> %7904)
  %8001 = getelementptr float, ptr %1151, i64 %1168
  %8002 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8001, <8 x i1> %7904, <8 x float> zeroinitializer)
  br label %8302

8003:                                             ; preds = %7989
  %8004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7992, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8005 = fadd <8 x float> %7993, %8004
  br label %8020

8006:                                             ; preds = %7989
  %8007 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %7993)
  %8008 = bitcast <8 x float> %7993 to <8 x i32>
  %8009 = or <8 x i32> %8008, %109
  %8010 = bitcast <8 x i32> %8009 to <8 x float>
  %8011 = fcmp oeq <8 x float> %7993, %74
  %8012 = select <8 x i1> %8011, <8 x float> %8010, <8 x float> %8007
  br label %8020

8013:                                             ; preds = %7989
  %8014 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %7993)
  %8015 = bitcast <8 x float> %7993 to <8 x i32>
  %8016 = and <8 x i32> %8015, %108
  %8017 = bitcast <8 x i32> %8016 to <8 x float>
  %8018 = fcmp oeq <8 x float> %7993, %71
  %8019 = select <8 x i1> %8018, <8 x float> %8017, <8 x float> %8014
  br label %8020

8020:                                             ; preds = %8013, %8006, %8003
  %8021 = phi <8 x float> [ %8005, %8003 ], [ %8012, %8006 ], [ %8019, %8013 ]
  switch i64 %391, label %1256 [
    i64 1, label %8036
    i64 2, label %8029
    i64 3, label %8022
    i64 0, label %8058
  ]

8022:                                             ; preds = %8020
  %8023 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8021)
  %8024 = bitcast <8 x float> %8021 to <8 x i32>
  %8025 = and <8 x i32> %8024, %108
  %8026 = bitcast <8 x i32> %8025 to <8 x float>
  %8027 = fcmp oeq <8 x float> %8021, %71
  %8028 = select <8 x i1> %8027, <8 x float> %8026, <8 x float> %8023
  br label %8039

8029:                                             ; preds = %8020
  %8030 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8021)
  %8031 = bitcast <8 x float> %8021 to <8 x i32>
  %8032 = or <8 x i32> %8031, %109
  %8033 = bitcast <8 x i32> %8032 to <8 x float>
  %8034 = fcmp oeq <8 x float> %8021, %74
  %8035 = select <8 x i1> %8034, <8 x float> %8033, <8 x float> %8030
  br label %8039

8036:                                             ; preds = %8020
  %8037 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7992, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8038 = fadd <8 x float> %8021, %8037
  br label %8039

8039:                                             ; preds = %8036, %8029, %8022
  %8040 = phi <8 x float> [ %8038, %8036 ], [ %8035, %8029 ], [ %8028, %8022 ]
  switch i64 %393, label %1256 [
    i64 1, label %8055
    i64 2, label %8048
    i64 3, label %8041
    i64 0, label %8058
  ]

8041:                                             ; preds = %8039
  %8042 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8040)
  %8043 = bitcast <8 x float> %8040 to <8 x i32>
  %8044 = and <8 x i32> %8043, %108
  %8045 = bitcast <8 x i32> %8044 to <8 x float>
  %8046 = fcmp oeq <8 x float> %8040, %71
  %8047 = select <8 x i1> %8046, <8 x float> %8045, <8 x float> %8042
  br label %8058

8048:                                             ; preds = %8039
  %8049 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8040)
  %8050 = bitcast <8 x float> %8040 to <8 x i32>
  %8051 = or <8 x i32> %8050, %109
  %8052 = bitcast <8 x i32> %8051 to <8 x float>
  %8053 = fcmp oeq <8 x float> %8040, %74
  %8054 = select <8 x i1> %8053, <8 x float> %8052, <8 x float> %8049
  br label %8058

8055:                                             ; preds = %8039
  %8056 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7992, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8057 = fadd <8 x float> %8040, %8056
  br label %8058

8058:                                             ; preds = %8041, %8048, %8055, %8039, %8020
  %8059 = phi <8 x float> [ %8040, %8039 ], [ %8047, %8041 ], [ %8021, %8020 ], [ %8057, %8055 ], [ %8054, %8048 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8059, ptr align 1 %7991, <8 x i1> %7904)
  %8060 = add nsw i64 %1007, %1168
  %8061 = getelementptr inbounds float, ptr %814, i64 %8060
  %8062 = getelementptr inbounds float, ptr %812, i64 %8060
  %8063 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8061, <8 x i1> %7904, <8 x float> zeroinitializer)
  switch i64 %389, label %1256 [
    i64 1, label %8078
    i64 2, label %8071
    i64 3, label %8064
  ]

8064:                                             ; preds = %8058
  %8065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8063)
  %8066 = bitcast <8 x float> %8063 to <8 x i32>
  %8067 = and <8 x i32> %8066, %108
  %8068 = bitcast <8 x i32> %8067 to <8 x float>
  %8069 = fcmp oeq <8 x float> %8063, %71
  %8070 = select <8 x i1> %8069, <8 x float> %8068, <8 x float> %8065
  br label %8081

8071:                                             ; preds = %8058
  %8072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8063)
  %8073 = bitcast <8 x float> %8063 to <8 x i32>
  %8074 = or <8 x i32> %8073, %109
  %8075 = bitcast <8 x i32> %8074 to <8 x float>
  %8076 = fcmp oeq <8 x float> %8063, %74
  %8077 = select <8 x i1> %8076, <8 x float> %8075, <8 x float> %8072
  br label %8081

8078:                                             ; preds = %8058
  %8079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8062, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8080 = fadd <8 x float> %8063, %8079
  br label %8081

8081:                                             ; preds = %8078, %8071, %8064
  %8082 = phi <8 x float> [ %8080, %8078 ], [ %8077, %8071 ], [ %8070, %8064 ]
  switch i64 %395, label %1256 [
    i64 1, label %8097
    i64 2, label %8090
    i64 3, label %8083
    i64 0, label %8119
  ]

8083:                                             ; preds = %8081
  %8084 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8082)
  %8085 = bitcast <8 x float> %8082 to <8 x i32>
  %8086 = and <8 x i32> %8085, %108
  %8087 = bitcast <8 x i32> %8086 to <8 x float>
  %8088 = fcmp oeq <8 x float> %8082, %71
  %8089 = select <8 x i1> %8088, <8 x float> %8087, <8 x float> %8084
  br label %8100

8090:                                             ; preds = %8081
  %8091 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8082)
  %8092 = bitcast <8 x float> %8082 to <8 x i32>
  %8093 = or <8 x i32> %8092, %109
  %8094 = bitcast <8 x i32> %8093 to <8 x float>
  %8095 = fcmp oeq <8 x float> %8082, %74
  %8096 = select <8 x i1> %8095, <8 x float> %8094, <8 x float> %8091
  br label %8100

8097:                                             ; preds = %8081
  %8098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8062, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8099 = fadd <8 x float> %8082, %8098
  br label %8100

8100:                                             ; preds = %8097, %8090, %8083
  %8101 = phi <8 x float> [ %8099, %8097 ], [ %8096, %8090 ], [ %8089, %8083 ]
  switch i64 %397, label %1256 [
    i64 1, label %8116
    i64 2, label %8109
    i64 3, label %8102
    i64 0, label %8119
  ]

8102:                                             ; preds = %8100
  %8103 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8101)
  %8104 = bitcast <8 x float> %8101 to <8 x i32>
  %8105 = and <8 x i32> %8104, %108
  %8106 = bitcast <8 x i32> %8105 to <8 x float>
  %8107 = fcmp oeq <8 x float> %8101, %71
  %8108 = select <8 x i1> %8107, <8 x float> %8106, <8 x float> %8103
  br label %8119

8109:                                             ; preds = %8100
  %8110 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8101)
  %8111 = bitcast <8 x float> %8101 to <8 x i32>
  %8112 = or <8 x i32> %8111, %109
  %8113 = bitcast <8 x i32> %8112 to <8 x float>
  %8114 = fcmp oeq <8 x float> %8101, %74
  %8115 = select <8 x i1> %8114, <8 x float> %8113, <8 x float> %8110
  br label %8119

8116:                                             ; preds = %8100
  %8117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8062, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8118 = fadd <8 x float> %8101, %8117
  br label %8119

8119:                                             ; preds = %8102, %8109, %8116, %8100, %8081
  %8120 = phi <8 x float> [ %8115, %8109 ], [ %8108, %8102 ], [ %8082, %8081 ], [ %8101, %8100 ], [ %8118, %8116 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8120, ptr align 1 %8061, <8 x i1> %7904)
  %8121 = add nsw i64 %1009, %1168
  %8122 = getelementptr inbounds float, ptr %814, i64 %8121
  %8123 = getelementptr inbounds float, ptr %812, i64 %8121
  %8124 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8122, <8 x i1> %7904, <8 x float> zeroinitializer)
  switch i64 %389, label %1256 [
    i64 1, label %8139
    i64 2, label %8132
    i64 3, label %8125
  ]

8125:                                             ; preds = %8119
  %8126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8124)
  %8127 = bitcast <8 x float> %8124 to <8 x i32>
  %8128 = and <8 x i32> %8127, %108
  %8129 = bitcast <8 x i32> %8128 to <8 x float>
  %8130 = fcmp oeq <8 x float> %8124, %71
  %8131 = select <8 x i1> %8130, <8 x float> %8129, <8 x float> %8126
  br label %8142

8132:                                             ; preds = %8119
  %8133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8124)
  %8134 = bitcast <8 x float> %8124 to <8 x i32>
  %8135 = or <8 x i32> %8134, %109
  %8136 = bitcast <8 x i32> %8135 to <8 x float>
  %8137 = fcmp oeq <8 x float> %8124, %74
  %8138 = select <8 x i1> %8137, <8 x float> %8136, <8 x float> %8133
  br label %8142

8139:                                             ; preds = %8119
  %8140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8141 = fadd <8 x float> %8124, %8140
  br label %8142

8142:                                             ; preds = %8139, %8132, %8125
  %8143 = phi <8 x float> [ %8141, %8139 ], [ %8138, %8132 ], [ %8131, %8125 ]
  switch i64 %399, label %1256 [
    i64 1, label %8158
    i64 2, label %8151
    i64 3, label %8144
    i64 0, label %8180
  ]

8144:                                             ; preds = %8142
  %8145 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8143)
  %8146 = bitcast <8 x float> %8143 to <8 x i32>
  %8147 = and <8 x i32> %8146, %108
  %8148 = bitcast <8 x i32> %8147 to <8 x float>
  %8149 = fcmp oeq <8 x float> %8143, %71
  %8150 = select <8 x i1> %8149, <8 x float> %8148, <8 x float> %8145
  br label %8161

8151:                                             ; preds = %8142
  %8152 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8143)
  %8153 = bitcast <8 x float> %8143 to <8 x i32>
  %8154 = or <8 x i32> %8153, %109
  %8155 = bitcast <8 x i32> %8154 to <8 x float>
  %8156 = fcmp oeq <8 x float> %8143, %74
  %8157 = select <8 x i1> %8156, <8 x float> %8155, <8 x float> %8152
  br label %8161

8158:                                             ; preds = %8142
  %8159 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8160 = fadd <8 x float> %8143, %8159
  br label %8161

8161:                                             ; preds = %8158, %8151, %8144
  %8162 = phi <8 x float> [ %8160, %8158 ], [ %8157, %8151 ], [ %8150, %8144 ]
  switch i64 %401, label %1256 [
    i64 1, label %8177
    i64 2, label %8170
    i64 3, label %8163
    i64 0, label %8180
  ]

8163:                                             ; preds = %8161
  %8164 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8162)
  %8165 = bitcast <8 x float> %8162 to <8 x i32>
  %8166 = and <8 x i32> %8165, %108
  %8167 = bitcast <8 x i32> %8166 to <8 x float>
  %8168 = fcmp oeq <8 x float> %8162, %71
  %8169 = select <8 x i1> %8168, <8 x float> %8167, <8 x float> %8164
  br label %8180

8170:                                             ; preds = %8161
  %8171 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8162)
  %8172 = bitcast <8 x float> %8162 to <8 x i32>
  %8173 = or <8 x i32> %8172, %109
  %8174 = bitcast <8 x i32> %8173 to <8 x float>
  %8175 = fcmp oeq <8 x float> %8162, %74
  %8176 = select <8 x i1> %8175, <8 x float> %8174, <8 x float> %8171
  br label %8180

8177:                                             ; preds = %8161
  %8178 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8179 = fadd <8 x float> %8162, %8178
  br label %8180

8180:                                             ; preds = %8163, %8170, %8177, %8161, %8142
  %8181 = phi <8 x float> [ %8176, %8170 ], [ %8169, %8163 ], [ %8143, %8142 ], [ %8162, %8161 ], [ %8179, %8177 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8181, ptr align 1 %8122, <8 x i1> %7904)
  %8182 = add nsw i64 %1011, %1168
  %8183 = getelementptr inbounds float, ptr %814, i64 %8182
  %8184 = getelementptr inbounds float, ptr %812, i64 %8182
  %8185 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8183, <8 x i1> %7904, <8 x float> zeroinitializer)
  switch i64 %389, label %1256 [
    i64 1, label %8200
    i64 2, label %8193
    i64 3, label %8186
  ]

8186:                                             ; preds = %8180
  %8187 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8185)
  %8188 = bitcast <8 x float> %8185 to <8 x i32>
  %8189 = and <8 x i32> %8188, %108
  %8190 = bitcast <8 x i32> %8189 to <8 x float>
  %8191 = fcmp oeq <8 x float> %8185, %71
  %8192 = select <8 x i1> %8191, <8 x float> %8190, <8 x float> %8187
  br label %8203

8193:                                             ; preds = %8180
  %8194 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8185)
  %8195 = bitcast <8 x float> %8185 to <8 x i32>
  %8196 = or <8 x i32> %8195, %109
  %8197 = bitcast <8 x i32> %8196 to <8 x float>
  %8198 = fcmp oeq <8 x float> %8185, %74
  %8199 = select <8 x i1> %8198, <8 x float> %8197, <8 x float> %8194
  br label %8203

8200:                                             ; preds = %8180
  %8201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8184, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8202 = fadd <8 x float> %8185, %8201
  br label %8203

8203:                                             ; preds = %8200, %8193, %8186
  %8204 = phi <8 x float> [ %8202, %8200 ], [ %8199, %8193 ], [ %8192, %8186 ]
  switch i64 %403, label %1256 [
    i64 1, label %8219
    i64 2, label %8212
    i64 3, label %8205
    i64 0, label %8241
  ]

8205:                                             ; preds = %8203
  %8206 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8204)
  %8207 = bitcast <8 x float> %8204 to <8 x i32>
  %8208 = and <8 x i32> %8207, %108
  %8209 = bitcast <8 x i32> %8208 to <8 x float>
  %8210 = fcmp oeq <8 x float> %8204, %71
  %8211 = select <8 x i1> %8210, <8 x float> %8209, <8 x float> %8206
  br label %8222

8212:                                             ; preds = %8203
  %8213 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8204)
  %8214 = bitcast <8 x float> %8204 to <8 x i32>
  %8215 = or <8 x i32> %8214, %109
  %8216 = bitcast <8 x i32> %8215 to <8 x float>
  %8217 = fcmp oeq <8 x float> %8204, %74
  %8218 = select <8 x i1> %8217, <8 x float> %8216, <8 x float> %8213
  br label %8222

8219:                                             ; preds = %8203
  %8220 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8184, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8221 = fadd <8 x float> %8204, %8220
  br label %8222

8222:                                             ; preds = %8219, %8212, %8205
  %8223 = phi <8 x float> [ %8221, %8219 ], [ %8218, %8212 ], [ %8211, %8205 ]
  switch i64 %405, label %1256 [
    i64 1, label %8238
    i64 2, label %8231
    i64 3, label %8224
    i64 0, label %8241
  ]

8224:                                             ; preds = %8222
  %8225 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8223)
  %8226 = bitcast <8 x float> %8223 to <8 x i32>
  %8227 = and <8 x i32> %8226, %108
  %8228 = bitcast <8 x i32> %8227 to <8 x float>
  %8229 = fcmp oeq <8 x float> %8223, %71
  %8230 = select <8 x i1> %8229, <8 x float> %8228, <8 x float> %8225
  br label %8241

8231:                                             ; preds = %8222
  %8232 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8223)
  %8233 = bitcast <8 x float> %8223 to <8 x i32>
  %8234 = or <8 x i32> %8233, %109
  %8235 = bitcast <8 x i32> %8234 to <8 x float>
  %8236 = fcmp oeq <8 x float> %8223, %74
  %8237 = select <8 x i1> %8236, <8 x float> %8235, <8 x float> %8232
  br label %8241

8238:                                             ; preds = %8222
  %8239 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8184, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8240 = fadd <8 x float> %8223, %8239
  br label %8241

8241:                                             ; preds = %8224, %8231, %8238, %8222, %8203
  %8242 = phi <8 x float> [ %8237, %8231 ], [ %8230, %8224 ], [ %8204, %8203 ], [ %8223, %8222 ], [ %8240, %8238 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8242, ptr align 1 %8183, <8 x i1> %7904)
  %8243 = add nsw i64 %1013, %1168
  %8244 = getelementptr inbounds float, ptr %814, i64 %8243
  %8245 = getelementptr inbounds float, ptr %812, i64 %8243
  %8246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8244, <8 x i1> %7904, <8 x float> zeroinitializer)
  switch i64 %389, label %1256 [
    i64 1, label %8261
    i64 2, label %8254
    i64 3, label %8247
  ]

8247:                                             ; preds = %8241
  %8248 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8246)
  %8249 = bitcast <8 x float> %8246 to <8 x i32>
  %8250 = and <8 x i32> %8249, %108
  %8251 = bitcast <8 x i32> %8250 to <8 x float>
  %8252 = fcmp oeq <8 x float> %8246, %71
  %8253 = select <8 x i1> %8252, <8 x float> %8251, <8 x float> %8248
  br label %8264

8254:                                             ; preds = %8241
  %8255 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8246)
  %8256 = bitcast <8 x float> %8246 to <8 x i32>
  %8257 = or <8 x i32> %8256, %109
  %8258 = bitcast <8 x i32> %8257 to <8 x float>
  %8259 = fcmp oeq <8 x float> %8246, %74
  %8260 = select <8 x i1> %8259, <8 x float> %8258, <8 x float> %8255
  br label %8264

8261:                                             ; preds = %8241
  %8262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8245, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8263 = fadd <8 x float> %8246, %8262
  br label %8264

8264:                                             ; preds = %8261, %8254, %8247
  %8265 = phi <8 x float> [ %8263, %8261 ], [ %8260, %8254 ], [ %8253, %8247 ]
  switch i64 %407, label %1256 [
    i64 1, label %8280
    i64 2, label %8273
    i64 3, label %8266
    i64 0, label %8302
  ]

8266:                                             ; preds = %8264
  %8267 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8265)
  %8268 = bitcast <8 x float> %8265 to <8 x i32>
  %8269 = and <8 x i32> %8268, %108
  %8270 = bitcast <8 x i32> %8269 to <8 x float>
  %8271 = fcmp oeq <8 x float> %8265, %71
  %8272 = select <8 x i1> %8271, <8 x float> %8270, <8 x float> %8267
  br label %8283

8273:                                             ; preds = %8264
  %8274 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8265)
  %8275 = bitcast <8 x float> %8265 to <8 x i32>
  %8276 = or <8 x i32> %8275, %109
  %8277 = bitcast <8 x i32> %8276 to <8 x float>
  %8278 = fcmp oeq <8 x float> %8265, %74
  %8279 = select <8 x i1> %8278, <8 x float> %8277, <8 x float> %8274
  br label %8283

8280:                                             ; preds = %8264
  %8281 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8245, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8282 = fadd <8 x float> %8265, %8281
  br label %8283

8283:                                             ; preds = %8280, %8273, %8266
  %8284 = phi <8 x float> [ %8282, %8280 ], [ %8279, %8273 ], [ %8272, %8266 ]
  switch i64 %409, label %1256 [
    i64 1, label %8299
    i64 2, label %8292
    i64 3, label %8285
    i64 0, label %8302
  ]

8285:                                             ; preds = %8283
  %8286 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8284)
  %8287 = bitcast <8 x float> %8284 to <8 x i32>
  %8288 = and <8 x i32> %8287, %108
  %8289 = bitcast <8 x i32> %8288 to <8 x float>
  %8290 = fcmp oeq <8 x float> %8284, %71
  %8291 = select <8 x i1> %8290, <8 x float> %8289, <8 x float> %8286
  br label %8302

8292:                                             ; preds = %8283
  %8293 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8284)
  %8294 = bitcast <8 x float> %8284 to <8 x i32>
  %8295 = or <8 x i32> %8294, %109
  %8296 = bitcast <8 x i32> %8295 to <8 x float>
  %8297 = fcmp oeq <8 x float> %8284, %74
  %8298 = select <8 x i1> %8297, <8 x float> %8296, <8 x float> %8293
  br label %8302

8299:                                             ; preds = %8283
  %8300 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8245, <8 x i1> %7904, <8 x float> zeroinitializer)
  %8301 = fadd <8 x float> %8284, %8300
  br label %8302

8302:                                             ; preds = %8285, %8292, %8299, %7994, %8283, %8264
  %8303 = phi ptr [ %8001, %7994 ], [ %8244, %8285 ], [ %8244, %8264 ], [ %8244, %8283 ], [ %8244, %8299 ], [ %8244, %8292 ]
  %8304 = phi <8 x float> [ %8002, %7994 ], [ %8291, %8285 ], [ %8265, %8264 ], [ %8284, %8283 ], [ %8301, %8299 ], [ %8298, %8292 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8304, ptr align 1 %8303, <8 x i1> %7904)
  br label %13995

8305:                                             ; preds = %7897
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  %8306 = icmp sgt i64 %1169, 7
  %8307 = trunc i64 %1169 to i32
  %8308 = select i1 %8306, i32 8, i32 %8307
  %8309 = insertelement <8 x i32> poison, i32 %8308, i64 0
  %8310 = shufflevector <8 x i32> %8309, <8 x i32> poison, <8 x i32> zeroinitializer
  %8311 = icmp sgt <8 x i32> %8310, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %50, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %49, i8 0, i64 28, i1 false)
  %8312 = sdiv i64 %7, %19
  %8313 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %8314 = icmp sgt i64 %1169, 0
  br i1 %8314, label %8315, label %8321

8315:                                             ; preds = %8305
  %8316 = srem i64 %1168, %19
  %8317 = sdiv i64 %1168, %19
  %8318 = sub nsw i64 0, %8316
  %8319 = insertelement <8 x i64> poison, i64 %8312, i64 0
  %8320 = shufflevector <8 x i64> %8319, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %8322

8321:                                             ; preds = %8410, %8305
  br i1 %104, label %8451, label %8435

8322:                                             ; preds = %8315, %8410
  %8323 = phi i64 [ %8318, %8315 ], [ 0, %8410 ]
  %8324 = phi i64 [ 0, %8315 ], [ %8328, %8410 ]
  %8325 = phi i64 [ %8317, %8315 ], [ %8411, %8410 ]
  %8326 = add i64 %8323, %19
  %8327 = add i64 %8326, %8324
  %8328 = tail call i64 @llvm.smin.i64(i64 %8327, i64 %8313)
  br i1 %102, label %8329, label %8359

8329:                                             ; preds = %8322
  %8330 = sub i64 %8325, %22
  %8331 = icmp sgt i64 %8328, %8324
  %8332 = shl nsw i64 -1, %8328
  %8333 = xor i64 %8332, -1
  %8334 = shl nsw i64 -1, %8324
  %8335 = and i64 %8334, %8333
  %8336 = trunc i64 %8335 to i32
  %8337 = select i1 %8331, i32 %8336, i32 0
  br i1 %700, label %8357, label %8338

8338:                                             ; preds = %8329
  %8339 = insertelement <8 x i64> poison, i64 %8330, i64 0
  %8340 = shufflevector <8 x i64> %8339, <8 x i64> poison, <8 x i32> zeroinitializer
  %8341 = insertelement <8 x i32> poison, i32 %8337, i64 0
  %8342 = shufflevector <8 x i32> %8341, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %8343

8343:                                             ; preds = %8343, %8338
  %8344 = phi i64 [ 0, %8338 ], [ %8353, %8343 ]
  %8345 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %8338 ], [ %8354, %8343 ]
  %8346 = add <8 x i64> %8340, %8345
  %8347 = icmp sgt <8 x i64> %8346, splat (i64 -1)
  %8348 = icmp slt <8 x i64> %8346, %8320
  %8349 = and <8 x i1> %8347, %8348
  %8350 = getelementptr i32, ptr %49, i64 %8344
  %8351 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %8350, <8 x i1> %8349, <8 x i32> poison)
  %8352 = or <8 x i32> %8351, %8342
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %8352, ptr align 16 %8350, <8 x i1> %8349)
  %8353 = add nuw i64 %8344, 8
  %8354 = add nuw nsw <8 x i64> %8345, splat (i64 8)
  %8355 = icmp eq i64 %8353, %701
  br i1 %8355, label %8356, label %8343

8356:                                             ; preds = %8343
  br i1 %702, label %8359, label %8357

8357:                                             ; preds = %8329, %8356
  %8358 = phi i64 [ 0, %8329 ], [ %701, %8356 ]
  br label %8397

8359:                                             ; preds = %8407, %8356, %8322
  br i1 %103, label %8360, label %8410

8360:                                             ; preds = %8359
  %8361 = add i64 %8323, %23
  %8362 = add i64 %8361, %8324
  %8363 = add nsw i64 %8327, %23
  br i1 %703, label %8394, label %8364

8364:                                             ; preds = %8360
  %8365 = insertelement <8 x i64> poison, i64 %8362, i64 0
  %8366 = shufflevector <8 x i64> %8365, <8 x i64> poison, <8 x i32> zeroinitializer
  %8367 = insertelement <8 x i64> poison, i64 %8363, i64 0
  %8368 = shufflevector <8 x i64> %8367, <8 x i64> poison, <8 x i32> zeroinitializer
  %8369 = insertelement <8 x i64> poison, i64 %8324, i64 0
  %8370 = shufflevector <8 x i64> %8369, <8 x i64> poison, <8 x i32> zeroinitializer
  %8371 = insertelement <8 x i64> poison, i64 %8328, i64 0
  %8372 = shufflevector <8 x i64> %8371, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %8373

8373:                                             ; preds = %8373, %8364
  %8374 = phi i64 [ 0, %8364 ], [ %8390, %8373 ]
  %8375 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %8364 ], [ %8391, %8373 ]
  %8376 = add <8 x i64> %8366, %8375
  %8377 = add <8 x i64> %8368, %8375
  %8378 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %8376, <8 x i64> %8370)
  %8379 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %8377, <8 x i64> %8372)
  %8380 = icmp sgt <8 x i64> %8379, %8378
  %8381 = shl nsw <8 x i64> splat (i64 -1), %8379
  %8382 = xor <8 x i64> %8381, splat (i64 -1)
  %8383 = shl nsw <8 x i64> splat (i64 -1), %8378
  %8384 = and <8 x i64> %8383, %8382
  %8385 = trunc <8 x i64> %8384 to <8 x i32>
  %8386 = select <8 x i1> %8380, <8 x i32> %8385, <8 x i32> zeroinitializer
  %8387 = getelementptr inbounds nuw i32, ptr %50, i64 %8374
  %8388 = load <8 x i32>, ptr %8387, align 16
  %8389 = or <8 x i32> %8388, %8386
  store <8 x i32> %8389, ptr %8387, align 16
  %8390 = add nuw i64 %8374, 8
  %8391 = add <8 x i64> %8375, splat (i64 -8)
  %8392 = icmp eq i64 %8390, %704
  br i1 %8392, label %8393, label %8373

8393:                                             ; preds = %8373
  br i1 %706, label %8410, label %8394

8394:                                             ; preds = %8360, %8393
  %8395 = phi i64 [ 0, %8360 ], [ %705, %8393 ]
  %8396 = phi i64 [ 0, %8360 ], [ %704, %8393 ]
  br label %8413

8397:                                             ; preds = %8357, %8407
  %8398 = phi i64 [ %8408, %8407 ], [ %8358, %8357 ]
  %8399 = add i64 %8330, %8398
  %8400 = icmp sgt i64 %8399, -1
  %8401 = icmp slt i64 %8399, %8312
  %8402 = and i1 %8400, %8401
  br i1 %8402, label %8403, label %8407

8403:                                             ; preds = %8397
  %8404 = getelementptr inbounds nuw i32, ptr %49, i64 %8398
  %8405 = load i32, ptr %8404, align 4
  %8406 = or i32 %8405, %8337
  store i32 %8406, ptr %8404, align 4
  br label %8407

8407:                                             ; preds = %8403, %8397
  %8408 = add nuw nsw i64 %8398, 1
  %8409 = icmp eq i64 %8408, %20
  br i1 %8409, label %8359, label %8397

8410:                                             ; preds = %8413, %8393, %8359
  %8411 = add nsw i64 %8325, 1
  %8412 = icmp slt i64 %8327, %8313
  br i1 %8412, label %8322, label %8321

8413:                                             ; preds = %8394, %8413
  %8414 = phi i64 [ %8431, %8413 ], [ %8395, %8394 ]
  %8415 = phi i64 [ %8430, %8413 ], [ %8396, %8394 ]
  %8416 = add i64 %8362, %8414
  %8417 = add i64 %8363, %8414
  %8418 = tail call i64 @llvm.smax.i64(i64 %8416, i64 %8324)
  %8419 = tail call i64 @llvm.smin.i64(i64 %8417, i64 %8328)
  %8420 = icmp sgt i64 %8419, %8418
  %8421 = shl nsw i64 -1, %8419
  %8422 = xor i64 %8421, -1
  %8423 = shl nsw i64 -1, %8418
  %8424 = and i64 %8423, %8422
  %8425 = trunc i64 %8424 to i32
  %8426 = select i1 %8420, i32 %8425, i32 0
  %8427 = getelementptr inbounds nuw i32, ptr %50, i64 %8415
  %8428 = load i32, ptr %8427, align 4
  %8429 = or i32 %8428, %8426
  store i32 %8429, ptr %8427, align 4
  %8430 = add nuw nsw i64 %8415, 1
  %8431 = xor i64 %8415, -1
  %8432 = icmp eq i64 %8430, %21
  br i1 %8432, label %8410, label %8413

8433:                                             ; preds = %8463
  %8434 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %8481

8435:                                             ; preds = %8321
  %8436 = load float, ptr %827, align 1
  %8437 = insertelement <8 x float> poison, float %8436, i64 0
  %8438 = shufflevector <8 x float> %8437, <8 x float> poison, <8 x i32> zeroinitializer
  %8439 = load float, ptr %974, align 1
  %8440 = insertelement <8 x float> poison, float %8439, i64 0
  %8441 = shufflevector <8 x float> %8440, <8 x float> poison, <8 x i32> zeroinitializer
  %8442 = load float, ptr %975, align 1
  %8443 = insertelement <8 x float> poison, float %8442, i64 0
  %8444 = shufflevector <8 x float> %8443, <8 x float> poison, <8 x i32> zeroinitializer
  %8445 = load float, ptr %976, align 1
  %8446 = insertelement <8 x float> poison, float %8445, i64 0
  %8447 = shufflevector <8 x float> %8446, <8 x float> poison, <8 x i32> zeroinitializer
  %8448 = load float, ptr %977, align 1
  %8449 = insertelement <8 x float> poison, float %8448, i64 0
  %8450 = shufflevector <8 x float> %8449, <8 x float> poison, <8 x i32> zeroinitializer
  br label %8463

8451:                                             ; preds = %8321
  %8452 = getelementptr float, ptr %809, i64 %1168
  %8453 = getelementptr float, ptr %8452, i64 %831
  %8454 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8453, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8455 = getelementptr float, ptr %8452, i64 %979
  %8456 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8455, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8457 = getelementptr float, ptr %8452, i64 %981
  %8458 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8457, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8459 = getelementptr float, ptr %8452, i64 %983
  %8460 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8459, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8461 = getelementptr float, ptr %8452, i64 %985
  %8462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8461, <8 x i1> %8311, <8 x float> zeroinitializer)
  br label %8463

8463:                                             ; preds = %8451, %8435
  %8464 = phi <8 x float> [ %8460, %8451 ], [ %8447, %8435 ]
  %8465 = phi <8 x float> [ %8456, %8451 ], [ %8441, %8435 ]
  %8466 = phi <8 x float> [ %8454, %8451 ], [ %8438, %8435 ]
  %8467 = phi <8 x float> [ %8458, %8451 ], [ %8444, %8435 ]
  %8468 = phi <8 x float> [ %8462, %8451 ], [ %8450, %8435 ]
  br i1 %102, label %8433, label %8469

8469:                                             ; preds = %8496, %8463
  %8470 = phi <8 x float> [ %8466, %8463 ], [ %8497, %8496 ]
  %8471 = phi <8 x float> [ %8465, %8463 ], [ %8498, %8496 ]
  %8472 = phi <8 x float> [ %8467, %8463 ], [ %8499, %8496 ]
  %8473 = phi <8 x float> [ %8464, %8463 ], [ %8500, %8496 ]
  %8474 = phi <8 x float> [ %8468, %8463 ], [ %8501, %8496 ]
  %8475 = getelementptr float, ptr %814, i64 %1168
  %8476 = getelementptr float, ptr %8475, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8470, ptr align 1 %8476, <8 x i1> %8311)
  %8477 = getelementptr float, ptr %8475, i64 %987
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8471, ptr align 1 %8477, <8 x i1> %8311)
  %8478 = getelementptr float, ptr %8475, i64 %989
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8472, ptr align 1 %8478, <8 x i1> %8311)
  %8479 = getelementptr float, ptr %8475, i64 %991
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8473, ptr align 1 %8479, <8 x i1> %8311)
  %8480 = getelementptr float, ptr %8475, i64 %993
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8474, ptr align 1 %8480, <8 x i1> %8311)
  br i1 %107, label %8891, label %8575

8481:                                             ; preds = %8433, %8496
  %8482 = phi <8 x float> [ %8466, %8433 ], [ %8497, %8496 ]
  %8483 = phi <8 x float> [ %8465, %8433 ], [ %8498, %8496 ]
  %8484 = phi <8 x float> [ %8467, %8433 ], [ %8499, %8496 ]
  %8485 = phi <8 x float> [ %8464, %8433 ], [ %8500, %8496 ]
  %8486 = phi <8 x float> [ %8468, %8433 ], [ %8501, %8496 ]
  %8487 = phi i64 [ 0, %8433 ], [ %8502, %8496 ]
  br i1 %103, label %8488, label %8496

8488:                                             ; preds = %8481
  %8489 = getelementptr inbounds nuw i32, ptr %49, i64 %8487
  %8490 = sub nsw i64 %8487, %22
  %8491 = mul nsw i64 %8490, %19
  %8492 = getelementptr inbounds float, ptr %8434, i64 %8491
  %8493 = mul nuw nsw i64 %8487, %21
  %8494 = getelementptr inbounds nuw float, ptr %828, i64 %8493
  %8495 = load i32, ptr %8489, align 4
  br label %8504

8496:                                             ; preds = %8521, %8481
  %8497 = phi <8 x float> [ %8482, %8481 ], [ %8522, %8521 ]
  %8498 = phi <8 x float> [ %8483, %8481 ], [ %8523, %8521 ]
  %8499 = phi <8 x float> [ %8484, %8481 ], [ %8524, %8521 ]
  %8500 = phi <8 x float> [ %8485, %8481 ], [ %8525, %8521 ]
  %8501 = phi <8 x float> [ %8486, %8481 ], [ %8526, %8521 ]
  %8502 = add nuw nsw i64 %8487, 1
  %8503 = icmp eq i64 %8502, %20
  br i1 %8503, label %8469, label %8481

8504:                                             ; preds = %8488, %8521
  %8505 = phi <8 x float> [ %8482, %8488 ], [ %8522, %8521 ]
  %8506 = phi <8 x float> [ %8483, %8488 ], [ %8523, %8521 ]
  %8507 = phi <8 x float> [ %8484, %8488 ], [ %8524, %8521 ]
  %8508 = phi <8 x float> [ %8485, %8488 ], [ %8525, %8521 ]
  %8509 = phi <8 x float> [ %8486, %8488 ], [ %8526, %8521 ]
  %8510 = phi i64 [ 0, %8488 ], [ %8527, %8521 ]
  %8511 = getelementptr inbounds nuw i32, ptr %50, i64 %8510
  %8512 = load i32, ptr %8511, align 4
  %8513 = and i32 %8512, %8495
  %8514 = insertelement <8 x i32> poison, i32 %8513, i64 0
  %8515 = shufflevector <8 x i32> %8514, <8 x i32> poison, <8 x i32> zeroinitializer
  %8516 = and <8 x i32> %8515, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %8517 = icmp ne <8 x i32> %8516, zeroinitializer
  %8518 = sub nsw i64 %8510, %23
  %8519 = getelementptr inbounds float, ptr %8492, i64 %8518
  %8520 = getelementptr inbounds nuw float, ptr %8494, i64 %8510
  br i1 %106, label %8529, label %8521

8521:                                             ; preds = %8529, %8504
  %8522 = phi <8 x float> [ %8505, %8504 ], [ %8544, %8529 ]
  %8523 = phi <8 x float> [ %8506, %8504 ], [ %8551, %8529 ]
  %8524 = phi <8 x float> [ %8507, %8504 ], [ %8558, %8529 ]
  %8525 = phi <8 x float> [ %8508, %8504 ], [ %8565, %8529 ]
  %8526 = phi <8 x float> [ %8509, %8504 ], [ %8572, %8529 ]
  %8527 = add nuw nsw i64 %8510, 1
  %8528 = icmp eq i64 %8527, %21
  br i1 %8528, label %8496, label %8504

8529:                                             ; preds = %8504, %8529
  %8530 = phi <8 x float> [ %8544, %8529 ], [ %8505, %8504 ]
  %8531 = phi <8 x float> [ %8551, %8529 ], [ %8506, %8504 ]
  %8532 = phi <8 x float> [ %8558, %8529 ], [ %8507, %8504 ]
  %8533 = phi <8 x float> [ %8565, %8529 ], [ %8508, %8504 ]
  %8534 = phi <8 x float> [ %8572, %8529 ], [ %8509, %8504 ]
  %8535 = phi i64 [ %8573, %8529 ], [ 0, %8504 ]
  %8536 = mul nsw i64 %8535, %7
  %8537 = getelementptr inbounds float, ptr %8519, i64 %8536
  %8538 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8537, <8 x i1> %8517, <8 x float> zeroinitializer)
  %8539 = mul nuw nsw i64 %8535, %101
  %8540 = getelementptr inbounds nuw float, ptr %8520, i64 %8539
  %8541 = load float, ptr %8540, align 1
  %8542 = insertelement <8 x float> poison, float %8541, i64 0
  %8543 = shufflevector <8 x float> %8542, <8 x float> poison, <8 x i32> zeroinitializer
  %8544 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8538, <8 x float> %8543, <8 x float> %8530)
  %8545 = add nuw nsw i64 %5, %8535
  %8546 = mul nuw nsw i64 %8545, %101
  %8547 = getelementptr inbounds nuw float, ptr %8520, i64 %8546
  %8548 = load float, ptr %8547, align 1
  %8549 = insertelement <8 x float> poison, float %8548, i64 0
  %8550 = shufflevector <8 x float> %8549, <8 x float> poison, <8 x i32> zeroinitializer
  %8551 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8538, <8 x float> %8550, <8 x float> %8531)
  %8552 = add nuw nsw i64 %362, %8535
  %8553 = mul nuw nsw i64 %8552, %101
  %8554 = getelementptr inbounds nuw float, ptr %8520, i64 %8553
  %8555 = load float, ptr %8554, align 1
  %8556 = insertelement <8 x float> poison, float %8555, i64 0
  %8557 = shufflevector <8 x float> %8556, <8 x float> poison, <8 x i32> zeroinitializer
  %8558 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8538, <8 x float> %8557, <8 x float> %8532)
  %8559 = add nuw nsw i64 %363, %8535
  %8560 = mul nuw nsw i64 %8559, %101
  %8561 = getelementptr inbounds nuw float, ptr %8520, i64 %8560
  %8562 = load float, ptr %8561, align 1
  %8563 = insertelement <8 x float> poison, float %8562, i64 0
  %8564 = shufflevector <8 x float> %8563, <8 x float> poison, <8 x i32> zeroinitializer
  %8565 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8538, <8 x float> %8564, <8 x float> %8533)
  %8566 = add nuw nsw i64 %364, %8535
  %8567 = mul nuw nsw i64 %8566, %101
  %8568 = getelementptr inbounds nuw float, ptr %8520, i64 %8567
  %8569 = load float, ptr %8568, align 1
  %8570 = insertelement <8 x float> poison, float %8569, i64 0
  %8571 = shufflevector <8 x float> %8570, <8 x float> poison, <8 x i32> zeroinitializer
  %8572 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %8538, <8 x float> %8571, <8 x float> %8534)
  %8573 = add nuw nsw i64 %8535, 1
  %8574 = icmp eq i64 %8573, %5
  br i1 %8574, label %8521, label %8529

8575:                                             ; preds = %8469
  %8576 = add nsw i64 %831, %1168
  %8577 = getelementptr inbounds float, ptr %814, i64 %8576
  %8578 = getelementptr inbounds float, ptr %812, i64 %8576
  %8579 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8577, <8 x i1> %8311, <8 x float> zeroinitializer)
  switch i64 %365, label %1256 [
    i64 1, label %8589
    i64 2, label %8592
    i64 3, label %8599
    i64 0, label %8580
  ]

8580:                                             ; preds = %8575
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8579, ptr align 1 %8577, <8 x i1> %8311)
  %8581 = getelementptr float, ptr %1144, i64 %1168
  %8582 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8581, <8 x i1> %8311, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8582, ptr align 1 %8581, <8 x i1> %8311)
  %8583 = getelementptr float, ptr %1145, i64 %1168
  %8584 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8583, <8 x i1> %8311, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8584, ptr align 1 %8583, <8 x i1> %8311)
  %8585 = getelementptr float, ptr %1146, i64 %1168
  %8586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8585, <8 x i1> %8311, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8586, ptr align 1 %8585, <8 x i1> %8311)
  %8587 = getelementptr float, ptr %1147, i64 %1168
  %8588 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8587, <8 x i1> %8311, <8 x float> zeroinitializer)
  br label %8888

8589:                                             ; preds = %8575
  %8590 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8578, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8591 = fadd <8 x float> %8579, %8590
  br label %8606

8592:                                             ; preds = %8575
  %8593 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8579)
  %8594 = bitcast <8 x float> %8579 to <8 x i32>
  %8595 = or <8 x i32> %8594, %109
  %8596 = bitcast <8 x i32> %8595 to <8 x float>
  %8597 = fcmp oeq <8 x float> %8579, %74
  %8598 = select <8 x i1> %8597, <8 x float> %8596, <8 x float> %8593
  br label %8606

8599:                                             ; preds = %8575
  %8600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8579)
  %8601 = bitcast <8 x float> %8579 to <8 x i32>
  %8602 = and <8 x i32> %8601, %108
  %8603 = bitcast <8 x i32> %8602 to <8 x float>
  %8604 = fcmp oeq <8 x float> %8579, %71
  %8605 = select <8 x i1> %8604, <8 x float> %8603, <8 x float> %8600
  br label %8606

8606:                                             ; preds = %8599, %8592, %8589
  %8607 = phi <8 x float> [ %8591, %8589 ], [ %8598, %8592 ], [ %8605, %8599 ]
  switch i64 %367, label %1256 [
    i64 1, label %8622
    i64 2, label %8615
    i64 3, label %8608
    i64 0, label %8644
  ]

8608:                                             ; preds = %8606
  %8609 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8607)
  %8610 = bitcast <8 x float> %8607 to <8 x i32>
  %8611 = and <8 x i32> %8610, %108
  %8612 = bitcast <8 x i32> %8611 to <8 x float>
  %8613 = fcmp oeq <8 x float> %8607, %71
  %8614 = select <8 x i1> %8613, <8 x float> %8612, <8 x float> %8609
  br label %8625

8615:                                             ; preds = %8606
  %8616 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8607)
  %8617 = bitcast <8 x float> %8607 to <8 x i32>
  %8618 = or <8 x i32> %8617, %109
  %8619 = bitcast <8 x i32> %8618 to <8 x float>
  %8620 = fcmp oeq <8 x float> %8607, %74
  %8621 = select <8 x i1> %8620, <8 x float> %8619, <8 x float> %8616
  br label %8625

8622:                                             ; preds = %8606
  %8623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8578, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8624 = fadd <8 x float> %8607, %8623
  br label %8625

8625:                                             ; preds = %8622, %8615, %8608
  %8626 = phi <8 x float> [ %8624, %8622 ], [ %8621, %8615 ], [ %8614, %8608 ]
  switch i64 %369, label %1256 [
    i64 1, label %8641
    i64 2, label %8634
    i64 3, label %8627
    i64 0, label %8644
  ]

8627:                                             ; preds = %8625
  %8628 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8626)
  %8629 = bitcast <8 x float> %8626 to <8 x i32>
  %8630 = and <8 x i32> %8629, %108
  %8631 = bitcast <8 x i32> %8630 to <8 x float>
  %8632 = fcmp oeq <8 x float> %8626, %71
  %8633 = select <8 x i1> %8632, <8 x float> %8631, <8 x float> %8628
  br label %8644

8634:                                             ; preds = %8625
  %8635 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8626)
  %8636 = bitcast <8 x float> %8626 to <8 x i32>
  %8637 = or <8 x i32> %8636, %109
  %8638 = bitcast <8 x i32> %8637 to <8 x float>
  %8639 = fcmp oeq <8 x float> %8626, %74
  %8640 = select <8 x i1> %8639, <8 x float> %8638, <8 x float> %8635
  br label %8644

8641:                                             ; preds = %8625
  %8642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8578, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8643 = fadd <8 x float> %8626, %8642
  br label %8644

8644:                                             ; preds = %8627, %8634, %8641, %8625, %8606
  %8645 = phi <8 x float> [ %8626, %8625 ], [ %8633, %8627 ], [ %8607, %8606 ], [ %8643, %8641 ], [ %8640, %8634 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8645, ptr align 1 %8577, <8 x i1> %8311)
  %8646 = add nsw i64 %987, %1168
  %8647 = getelementptr inbounds float, ptr %814, i64 %8646
  %8648 = getelementptr inbounds float, ptr %812, i64 %8646
  %8649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8647, <8 x i1> %8311, <8 x float> zeroinitializer)
  switch i64 %365, label %1256 [
    i64 1, label %8664
    i64 2, label %8657
    i64 3, label %8650
  ]

8650:                                             ; preds = %8644
  %8651 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8649)
  %8652 = bitcast <8 x float> %8649 to <8 x i32>
  %8653 = and <8 x i32> %8652, %108
  %8654 = bitcast <8 x i32> %8653 to <8 x float>
  %8655 = fcmp oeq <8 x float> %8649, %71
  %8656 = select <8 x i1> %8655, <8 x float> %8654, <8 x float> %8651
  br label %8667

8657:                                             ; preds = %8644
  %8658 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8649)
  %8659 = bitcast <8 x float> %8649 to <8 x i32>
  %8660 = or <8 x i32> %8659, %109
  %8661 = bitcast <8 x i32> %8660 to <8 x float>
  %8662 = fcmp oeq <8 x float> %8649, %74
  %8663 = select <8 x i1> %8662, <8 x float> %8661, <8 x float> %8658
  br label %8667

8664:                                             ; preds = %8644
  %8665 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8648, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8666 = fadd <8 x float> %8649, %8665
  br label %8667

8667:                                             ; preds = %8664, %8657, %8650
  %8668 = phi <8 x float> [ %8666, %8664 ], [ %8663, %8657 ], [ %8656, %8650 ]
  switch i64 %371, label %1256 [
    i64 1, label %8683
    i64 2, label %8676
    i64 3, label %8669
    i64 0, label %8705
  ]

8669:                                             ; preds = %8667
  %8670 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8668)
  %8671 = bitcast <8 x float> %8668 to <8 x i32>
  %8672 = and <8 x i32> %8671, %108
  %8673 = bitcast <8 x i32> %8672 to <8 x float>
  %8674 = fcmp oeq <8 x float> %8668, %71
  %8675 = select <8 x i1> %8674, <8 x float> %8673, <8 x float> %8670
  br label %8686

8676:                                             ; preds = %8667
  %8677 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8668)
  %8678 = bitcast <8 x float> %8668 to <8 x i32>
  %8679 = or <8 x i32> %8678, %109
  %8680 = bitcast <8 x i32> %8679 to <8 x float>
  %8681 = fcmp oeq <8 x float> %8668, %74
  %8682 = select <8 x i1> %8681, <8 x float> %8680, <8 x float> %8677
  br label %8686

8683:                                             ; preds = %8667
  %8684 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8648, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8685 = fadd <8 x float> %8668, %8684
  br label %8686

8686:                                             ; preds = %8683, %8676, %8669
  %8687 = phi <8 x float> [ %8685, %8683 ], [ %8682, %8676 ], [ %8675, %8669 ]
  switch i64 %373, label %1256 [
    i64 1, label %8702
    i64 2, label %8695
    i64 3, label %8688
    i64 0, label %8705
  ]

8688:                                             ; preds = %8686
  %8689 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8687)
  %8690 = bitcast <8 x float> %8687 to <8 x i32>
  %8691 = and <8 x i32> %8690, %108
  %8692 = bitcast <8 x i32> %8691 to <8 x float>
  %8693 = fcmp oeq <8 x float> %8687, %71
  %8694 = select <8 x i1> %8693, <8 x float> %8692, <8 x float> %8689
  br label %8705

8695:                                             ; preds = %8686
  %8696 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8687)
  %8697 = bitcast <8 x float> %8687 to <8 x i32>
  %8698 = or <8 x i32> %8697, %109
  %8699 = bitcast <8 x i32> %8698 to <8 x float>
  %8700 = fcmp oeq <8 x float> %8687, %74
  %8701 = select <8 x i1> %8700, <8 x float> %8699, <8 x float> %8696
  br label %8705

8702:                                             ; preds = %8686
  %8703 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8648, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8704 = fadd <8 x float> %8687, %8703
  br label %8705

8705:                                             ; preds = %8688, %8695, %8702, %8686, %8667
  %8706 = phi <8 x float> [ %8701, %8695 ], [ %8694, %8688 ], [ %8668, %8667 ], [ %8687, %8686 ], [ %8704, %8702 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8706, ptr align 1 %8647, <8 x i1> %8311)
  %8707 = add nsw i64 %989, %1168
  %8708 = getelementptr inbounds float, ptr %814, i64 %8707
  %8709 = getelementptr inbounds float, ptr %812, i64 %8707
  %8710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8708, <8 x i1> %8311, <8 x float> zeroinitializer)
  switch i64 %365, label %1256 [
    i64 1, label %8725
    i64 2, label %8718
    i64 3, label %8711
  ]

8711:                                             ; preds = %8705
  %8712 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8710)
  %8713 = bitcast <8 x float> %8710 to <8 x i32>
  %8714 = and <8 x i32> %8713, %108
  %8715 = bitcast <8 x i32> %8714 to <8 x float>
  %8716 = fcmp oeq <8 x float> %8710, %71
  %8717 = select <8 x i1> %8716, <8 x float> %8715, <8 x float> %8712
  br label %8728

8718:                                             ; preds = %8705
  %8719 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8710)
  %8720 = bitcast <8 x float> %8710 to <8 x i32>
  %8721 = or <8 x i32> %8720, %109
  %8722 = bitcast <8 x i32> %8721 to <8 x float>
  %8723 = fcmp oeq <8 x float> %8710, %74
  %8724 = select <8 x i1> %8723, <8 x float> %8722, <8 x float> %8719
  br label %8728

8725:                                             ; preds = %8705
  %8726 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8709, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8727 = fadd <8 x float> %8710, %8726
  br label %8728

8728:                                             ; preds = %8725, %8718, %8711
  %8729 = phi <8 x float> [ %8727, %8725 ], [ %8724, %8718 ], [ %8717, %8711 ]
  switch i64 %375, label %1256 [
    i64 1, label %8744
    i64 2, label %8737
    i64 3, label %8730
    i64 0, label %8766
  ]

8730:                                             ; preds = %8728
  %8731 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8729)
  %8732 = bitcast <8 x float> %8729 to <8 x i32>
  %8733 = and <8 x i32> %8732, %108
  %8734 = bitcast <8 x i32> %8733 to <8 x float>
  %8735 = fcmp oeq <8 x float> %8729, %71
  %8736 = select <8 x i1> %8735, <8 x float> %8734, <8 x float> %8731
  br label %8747

8737:                                             ; preds = %8728
  %8738 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8729)
  %8739 = bitcast <8 x float> %8729 to <8 x i32>
  %8740 = or <8 x i32> %8739, %109
  %8741 = bitcast <8 x i32> %8740 to <8 x float>
  %8742 = fcmp oeq <8 x float> %8729, %74
  %8743 = select <8 x i1> %8742, <8 x float> %8741, <8 x float> %8738
  br label %8747

8744:                                             ; preds = %8728
  %8745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8709, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8746 = fadd <8 x float> %8729, %8745
  br label %8747

8747:                                             ; preds = %8744, %8737, %8730
  %8748 = phi <8 x float> [ %8746, %8744 ], [ %8743, %8737 ], [ %8736, %8730 ]
  switch i64 %377, label %1256 [
    i64 1, label %8763
    i64 2, label %8756
    i64 3, label %8749
    i64 0, label %8766
  ]

8749:                                             ; preds = %8747
  %8750 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8748)
  %8751 = bitcast <8 x float> %8748 to <8 x i32>
  %8752 = and <8 x i32> %8751, %108
  %8753 = bitcast <8 x i32> %8752 to <8 x float>
  %8754 = fcmp oeq <8 x float> %8748, %71
  %8755 = select <8 x i1> %8754, <8 x float> %8753, <8 x float> %8750
  br label %8766

8756:                                             ; preds = %8747
  %8757 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8748)
  %8758 = bitcast <8 x float> %8748 to <8 x i32>
  %8759 = or <8 x i32> %8758, %109
  %8760 = bitcast <8 x i32> %8759 to <8 x float>
  %8761 = fcmp oeq <8 x float> %8748, %74
  %8762 = select <8 x i1> %8761, <8 x float> %8760, <8 x float> %8757
  br label %8766

8763:                                             ; preds = %8747
  %8764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8709, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8765 = fadd <8 x float> %8748, %8764
  br label %8766

8766:                                             ; preds = %8749, %8756, %8763, %8747, %8728
  %8767 = phi <8 x float> [ %8762, %8756 ], [ %8755, %8749 ], [ %8729, %8728 ], [ %8748, %8747 ], [ %8765, %8763 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8767, ptr align 1 %8708, <8 x i1> %8311)
  %8768 = add nsw i64 %991, %1168
  %8769 = getelementptr inbounds float, ptr %814, i64 %8768
  %8770 = getelementptr inbounds float, ptr %812, i64 %8768
  %8771 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8769, <8 x i1> %8311, <8 x float> zeroinitializer)
  switch i64 %365, label %1256 [
    i64 1, label %8786
    i64 2, label %8779
    i64 3, label %8772
  ]

8772:                                             ; preds = %8766
  %8773 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8771)
  %8774 = bitcast <8 x float> %8771 to <8 x i32>
  %8775 = and <8 x i32> %8774, %108
  %8776 = bitcast <8 x i32> %8775 to <8 x float>
  %8777 = fcmp oeq <8 x float> %8771, %71
  %8778 = select <8 x i1> %8777, <8 x float> %8776, <8 x float> %8773
  br label %8789

8779:                                             ; preds = %8766
  %8780 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8771)
  %8781 = bitcast <8 x float> %8771 to <8 x i32>
  %8782 = or <8 x i32> %8781, %109
  %8783 = bitcast <8 x i32> %8782 to <8 x float>
  %8784 = fcmp oeq <8 x float> %8771, %74
  %8785 = select <8 x i1> %8784, <8 x float> %8783, <8 x float> %8780
  br label %8789

8786:                                             ; preds = %8766
  %8787 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8770, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8788 = fadd <8 x float> %8771, %8787
  br label %8789

8789:                                             ; preds = %8786, %8779, %8772
  %8790 = phi <8 x float> [ %8788, %8786 ], [ %8785, %8779 ], [ %8778, %8772 ]
  switch i64 %379, label %1256 [
    i64 1, label %8805
    i64 2, label %8798
    i64 3, label %8791
    i64 0, label %8827
  ]

8791:                                             ; preds = %8789
  %8792 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8790)
  %8793 = bitcast <8 x float> %8790 to <8 x i32>
  %8794 = and <8 x i32> %8793, %108
  %8795 = bitcast <8 x i32> %8794 to <8 x float>
  %8796 = fcmp oeq <8 x float> %8790, %71
  %8797 = select <8 x i1> %8796, <8 x float> %8795, <8 x float> %8792
  br label %8808

8798:                                             ; preds = %8789
  %8799 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8790)
  %8800 = bitcast <8 x float> %8790 to <8 x i32>
  %8801 = or <8 x i32> %8800, %109
  %8802 = bitcast <8 x i32> %8801 to <8 x float>
  %8803 = fcmp oeq <8 x float> %8790, %74
  %8804 = select <8 x i1> %8803, <8 x float> %8802, <8 x float> %8799
  br label %8808

8805:                                             ; preds = %8789
  %8806 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8770, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8807 = fadd <8 x float> %8790, %8806
  br label %8808

8808:                                             ; preds = %8805, %8798, %8791
  %8809 = phi <8 x float> [ %8807, %8805 ], [ %8804, %8798 ], [ %8797, %8791 ]
  switch i64 %381, label %1256 [
    i64 1, label %8824
    i64 2, label %8817
    i64 3, label %8810
    i64 0, label %8827
  ]

8810:                                             ; preds = %8808
  %8811 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8809)
  %8812 = bitcast <8 x float> %8809 to <8 x i32>
  %8813 = and <8 x i32> %8812, %108
  %8814 = bitcast <8 x i32> %8813 to <8 x float>
  %8815 = fcmp oeq <8 x float> %8809, %71
  %8816 = select <8 x i1> %8815, <8 x float> %8814, <8 x float> %8811
  br label %8827

8817:                                             ; preds = %8808
  %8818 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8809)
  %8819 = bitcast <8 x float> %8809 to <8 x i32>
  %8820 = or <8 x i32> %8819, %109
  %8821 = bitcast <8 x i32> %8820 to <8 x float>
  %8822 = fcmp oeq <8 x float> %8809, %74
  %8823 = select <8 x i1> %8822, <8 x float> %8821, <8 x float> %8818
  br label %8827

8824:                                             ; preds = %8808
  %8825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8770, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8826 = fadd <8 x float> %8809, %8825
  br label %8827

8827:                                             ; preds = %8810, %8817, %8824, %8808, %8789
  %8828 = phi <8 x float> [ %8823, %8817 ], [ %8816, %8810 ], [ %8790, %8789 ], [ %8809, %8808 ], [ %8826, %8824 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8828, ptr align 1 %8769, <8 x i1> %8311)
  %8829 = add nsw i64 %993, %1168
  %8830 = getelementptr inbounds float, ptr %814, i64 %8829
  %8831 = getelementptr inbounds float, ptr %812, i64 %8829
  %8832 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8830, <8 x i1> %8311, <8 x float> zeroinitializer)
  switch i64 %365, label %1256 [
    i64 1, label %8847
    i64 2, label %8840
    i64 3, label %8833
  ]

8833:                                             ; preds = %8827
  %8834 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8832)
  %8835 = bitcast <8 x float> %8832 to <8 x i32>
  %8836 = and <8 x i32> %8835, %108
  %8837 = bitcast <8 x i32> %8836 to <8 x float>
  %8838 = fcmp oeq <8 x float> %8832, %71
  %8839 = select <8 x i1> %8838, <8 x float> %8837, <8 x float> %8834
  br label %8850

8840:                                             ; preds = %8827
  %8841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8832)
  %8842 = bitcast <8 x float> %8832 to <8 x i32>
  %8843 = or <8 x i32> %8842, %109
  %8844 = bitcast <8 x i32> %8843 to <8 x float>
  %8845 = fcmp oeq <8 x float> %8832, %74
  %8846 = select <8 x i1> %8845, <8 x float> %8844, <8 x float> %8841
  br label %8850

8847:                                             ; preds = %8827
  %8848 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8831, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8849 = fadd <8 x float> %8832, %8848
  br label %8850

8850:                                             ; preds = %8847, %8840, %8833
  %8851 = phi <8 x float> [ %8849, %8847 ], [ %8846, %8840 ], [ %8839, %8833 ]
  switch i64 %383, label %1256 [
    i64 1, label %8866
    i64 2, label %8859
    i64 3, label %8852
    i64 0, label %8888
  ]

8852:                                             ; preds = %8850
  %8853 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8851)
  %8854 = bitcast <8 x float> %8851 to <8 x i32>
  %8855 = and <8 x i32> %8854, %108
  %8856 = bitcast <8 x i32> %8855 to <8 x float>
  %8857 = fcmp oeq <8 x float> %8851, %71
  %8858 = select <8 x i1> %8857, <8 x float> %8856, <8 x float> %8853
  br label %8869

8859:                                             ; preds = %8850
  %8860 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8851)
  %8861 = bitcast <8 x float> %8851 to <8 x i32>
  %8862 = or <8 x i32> %8861, %109
  %8863 = bitcast <8 x i32> %8862 to <8 x float>
  %8864 = fcmp oeq <8 x float> %8851, %74
  %8865 = select <8 x i1> %8864, <8 x float> %8863, <8 x float> %8860
  br label %8869

8866:                                             ; preds = %8850
  %8867 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8831, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8868 = fadd <8 x float> %8851, %8867
  br label %8869

8869:                                             ; preds = %8866, %8859, %8852
  %8870 = phi <8 x float> [ %8868, %8866 ], [ %8865, %8859 ], [ %8858, %8852 ]
  switch i64 %385, label %1256 [
    i64 1, label %8885
    i64 2, label %8878
    i64 3, label %8871
    i64 0, label %8888
  ]

8871:                                             ; preds = %8869
  %8872 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %8870)
  %8873 = bitcast <8 x float> %8870 to <8 x i32>
  %8874 = and <8 x i32> %8873, %108
  %8875 = bitcast <8 x i32> %8874 to <8 x float>
  %8876 = fcmp oeq <8 x float> %8870, %71
  %8877 = select <8 x i1> %8876, <8 x float> %8875, <8 x float> %8872
  br label %8888

8878:                                             ; preds = %8869
  %8879 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %8870)
  %8880 = bitcast <8 x float> %8870 to <8 x i32>
  %8881 = or <8 x i32> %8880, %109
  %8882 = bitcast <8 x i32> %8881 to <8 x float>
  %8883 = fcmp oeq <8 x float> %8870, %74
  %8884 = select <8 x i1> %8883, <8 x float> %8882, <8 x float> %8879
  br label %8888

8885:                                             ; preds = %8869
  %8886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8831, <8 x i1> %8311, <8 x float> zeroinitializer)
  %8887 = fadd <8 x float> %8870, %8886
  br label %8888

8888:                                             ; preds = %8871, %8878, %8885, %8580, %8869, %8850
  %8889 = phi ptr [ %8587, %8580 ], [ %8830, %8871 ], [ %8830, %8850 ], [ %8830, %8869 ], [ %8830, %8885 ], [ %8830, %8878 ]
  %8890 = phi <8 x float> [ %8588, %8580 ], [ %8877, %8871 ], [ %8851, %8850 ], [ %8870, %8869 ], [ %8887, %8885 ], [ %8884, %8878 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8890, ptr align 1 %8889, <8 x i1> %8311)
  br label %8891

8891:                                             ; preds = %8888, %8469
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  br label %13995

8892:                                             ; preds = %1167
  br i1 %85, label %8893, label %9683

8893:                                             ; preds = %8892
  %8894 = icmp sgt i64 %1169, 7
  %8895 = trunc i64 %1169 to i32
  %8896 = select i1 %8894, i32 8, i32 %8895
  %8897 = insertelement <8 x i32> poison, i32 %8896, i64 0
  %8898 = shufflevector <8 x i32> %8897, <8 x i32> poison, <8 x i32> zeroinitializer
  %8899 = icmp sgt <8 x i32> %8898, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8900 = add i64 %1168, 8
  %8901 = sub i64 %7, %8900
  %8902 = icmp sgt i64 %8901, 7
  %8903 = trunc i64 %8901 to i32
  %8904 = select i1 %8902, i32 8, i32 %8903
  %8905 = insertelement <8 x i32> poison, i32 %8904, i64 0
  %8906 = shufflevector <8 x i32> %8905, <8 x i32> poison, <8 x i32> zeroinitializer
  %8907 = icmp sgt <8 x i32> %8906, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %8934, label %8908

8908:                                             ; preds = %8893
  %8909 = load float, ptr %827, align 1
  %8910 = insertelement <8 x float> poison, float %8909, i64 0
  %8911 = shufflevector <8 x float> %8910, <8 x float> poison, <8 x i32> zeroinitializer
  %8912 = insertelement <8 x float> poison, float %8909, i64 0
  %8913 = shufflevector <8 x float> %8912, <8 x float> poison, <8 x i32> zeroinitializer
  %8914 = load float, ptr %954, align 1
  %8915 = insertelement <8 x float> poison, float %8914, i64 0
  %8916 = shufflevector <8 x float> %8915, <8 x float> poison, <8 x i32> zeroinitializer
  %8917 = insertelement <8 x float> poison, float %8914, i64 0
  %8918 = shufflevector <8 x float> %8917, <8 x float> poison, <8 x i32> zeroinitializer
  %8919 = load float, ptr %957, align 1
  %8920 = insertelement <8 x float> poison, float %8919, i64 0
  %8921 = shufflevector <8 x float> %8920, <8 x float> poison, <8 x i32> zeroinitializer
  %8922 = insertelement <8 x float> poison, float %8919, i64 0
  %8923 = shufflevector <8 x float> %8922, <8 x float> poison, <8 x i32> zeroinitializer
  %8924 = load float, ptr %960, align 1
  %8925 = insertelement <8 x float> poison, float %8924, i64 0
  %8926 = shufflevector <8 x float> %8925, <8 x float> poison, <8 x i32> zeroinitializer
  %8927 = insertelement <8 x float> poison, float %8924, i64 0
  %8928 = shufflevector <8 x float> %8927, <8 x float> poison, <8 x i32> zeroinitializer
  %8929 = load float, ptr %963, align 1
  %8930 = insertelement <8 x float> poison, float %8929, i64 0
  %8931 = shufflevector <8 x float> %8930, <8 x float> poison, <8 x i32> zeroinitializer
  %8932 = insertelement <8 x float> poison, float %8929, i64 0
  %8933 = shufflevector <8 x float> %8932, <8 x float> poison, <8 x i32> zeroinitializer
  br label %8956

8934:                                             ; preds = %8893
  %8935 = getelementptr float, ptr %809, i64 %1168
  %8936 = getelementptr float, ptr %8935, i64 %831
  %8937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8936, <8 x i1> %8899, <8 x float> zeroinitializer)
  %8938 = getelementptr inbounds nuw i8, ptr %8936, i64 32
  %8939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8938, <8 x i1> %8907, <8 x float> zeroinitializer)
  %8940 = getelementptr float, ptr %8935, i64 %967
  %8941 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8940, <8 x i1> %8899, <8 x float> zeroinitializer)
  %8942 = getelementptr inbounds nuw i8, ptr %8940, i64 32
  %8943 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8942, <8 x i1> %8907, <8 x float> zeroinitializer)
  %8944 = getelementptr float, ptr %8935, i64 %969
  %8945 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8944, <8 x i1> %8899, <8 x float> zeroinitializer)
  %8946 = getelementptr inbounds nuw i8, ptr %8944, i64 32
  %8947 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8946, <8 x i1> %8907, <8 x float> zeroinitializer)
  %8948 = getelementptr float, ptr %8935, i64 %971
  %8949 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8948, <8 x i1> %8899, <8 x float> zeroinitializer)
  %8950 = getelementptr inbounds nuw i8, ptr %8948, i64 32
  %8951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8950, <8 x i1> %8907, <8 x float> zeroinitializer)
  %8952 = getelementptr float, ptr %8935, i64 %973
  %8953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8952, <8 x i1> %8899, <8 x float> zeroinitializer)
  %8954 = getelementptr inbounds nuw i8, ptr %8952, i64 32
  %8955 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %8954, <8 x i1> %8907, <8 x float> zeroinitializer)
  br label %8956

8956:                                             ; preds = %8934, %8908
  %8957 = phi <8 x float> [ %8953, %8934 ], [ %8931, %8908 ]
  %8958 = phi <8 x float> [ %8949, %8934 ], [ %8926, %8908 ]
  %8959 = phi <8 x float> [ %8945, %8934 ], [ %8921, %8908 ]
  %8960 = phi <8 x float> [ %8941, %8934 ], [ %8916, %8908 ]
  %8961 = phi <8 x float> [ %8937, %8934 ], [ %8911, %8908 ]
  %8962 = phi <8 x float> [ %8939, %8934 ], [ %8913, %8908 ]
  %8963 = phi i64 [ %967, %8934 ], [ %956, %8908 ]
  %8964 = phi <8 x float> [ %8943, %8934 ], [ %8918, %8908 ]
  %8965 = phi i64 [ %969, %8934 ], [ %959, %8908 ]
  %8966 = phi <8 x float> [ %8947, %8934 ], [ %8923, %8908 ]
  %8967 = phi i64 [ %971, %8934 ], [ %962, %8908 ]
  %8968 = phi <8 x float> [ %8951, %8934 ], [ %8928, %8908 ]
  %8969 = phi i64 [ %973, %8934 ], [ %965, %8908 ]
  %8970 = phi <8 x float> [ %8955, %8934 ], [ %8933, %8908 ]
  %8971 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %8994, label %8972

8972:                                             ; preds = %8994, %8956
  %8973 = phi <8 x float> [ %8970, %8956 ], [ %9040, %8994 ]
  %8974 = phi <8 x float> [ %8957, %8956 ], [ %9039, %8994 ]
  %8975 = phi <8 x float> [ %8968, %8956 ], [ %9034, %8994 ]
  %8976 = phi <8 x float> [ %8958, %8956 ], [ %9033, %8994 ]
  %8977 = phi <8 x float> [ %8966, %8956 ], [ %9028, %8994 ]
  %8978 = phi <8 x float> [ %8959, %8956 ], [ %9027, %8994 ]
  %8979 = phi <8 x float> [ %8964, %8956 ], [ %9022, %8994 ]
  %8980 = phi <8 x float> [ %8960, %8956 ], [ %9021, %8994 ]
  %8981 = phi <8 x float> [ %8962, %8956 ], [ %9016, %8994 ]
  %8982 = phi <8 x float> [ %8961, %8956 ], [ %9015, %8994 ]
  %8983 = getelementptr float, ptr %814, i64 %1168
  %8984 = getelementptr float, ptr %8983, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8982, ptr align 1 %8984, <8 x i1> %8899)
  %8985 = getelementptr inbounds nuw i8, ptr %8984, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8981, ptr nonnull align 1 %8985, <8 x i1> %8907)
  %8986 = getelementptr float, ptr %8983, i64 %8963
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8980, ptr align 1 %8986, <8 x i1> %8899)
  %8987 = getelementptr inbounds nuw i8, ptr %8986, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8979, ptr nonnull align 1 %8987, <8 x i1> %8907)
  %8988 = getelementptr float, ptr %8983, i64 %8965
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8978, ptr align 1 %8988, <8 x i1> %8899)
  %8989 = getelementptr inbounds nuw i8, ptr %8988, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8977, ptr nonnull align 1 %8989, <8 x i1> %8907)
  %8990 = getelementptr float, ptr %8983, i64 %8967
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8976, ptr align 1 %8990, <8 x i1> %8899)
  %8991 = getelementptr inbounds nuw i8, ptr %8990, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8975, ptr nonnull align 1 %8991, <8 x i1> %8907)
  %8992 = getelementptr float, ptr %8983, i64 %8969
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8974, ptr align 1 %8992, <8 x i1> %8899)
  %8993 = getelementptr inbounds nuw i8, ptr %8992, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %8973, ptr nonnull align 1 %8993, <8 x i1> %8907)
  br i1 %107, label %13995, label %9043

8994:                                             ; preds = %8956, %8994
  %8995 = phi <8 x float> [ %9040, %8994 ], [ %8970, %8956 ]
  %8996 = phi <8 x float> [ %9039, %8994 ], [ %8957, %8956 ]
  %8997 = phi <8 x float> [ %9034, %8994 ], [ %8968, %8956 ]
  %8998 = phi <8 x float> [ %9033, %8994 ], [ %8958, %8956 ]
  %8999 = phi <8 x float> [ %9028, %8994 ], [ %8966, %8956 ]
  %9000 = phi <8 x float> [ %9027, %8994 ], [ %8959, %8956 ]
  %9001 = phi <8 x float> [ %9022, %8994 ], [ %8964, %8956 ]
  %9002 = phi <8 x float> [ %9021, %8994 ], [ %8960, %8956 ]
  %9003 = phi <8 x float> [ %9016, %8994 ], [ %8962, %8956 ]
  %9004 = phi <8 x float> [ %9015, %8994 ], [ %8961, %8956 ]
  %9005 = phi i64 [ %9041, %8994 ], [ 0, %8956 ]
  %9006 = mul nsw i64 %9005, %7
  %9007 = getelementptr inbounds float, ptr %8971, i64 %9006
  %9008 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9007, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9009 = getelementptr inbounds nuw i8, ptr %9007, i64 32
  %9010 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %9009, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9011 = getelementptr float, ptr %830, i64 %9005
  %9012 = load float, ptr %9011, align 1
  %9013 = insertelement <8 x float> poison, float %9012, i64 0
  %9014 = shufflevector <8 x float> %9013, <8 x float> poison, <8 x i32> zeroinitializer
  %9015 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9008, <8 x float> %9014, <8 x float> %9004)
  %9016 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9010, <8 x float> %9014, <8 x float> %9003)
  %9017 = getelementptr float, ptr %9011, i64 %5
  %9018 = load float, ptr %9017, align 1
  %9019 = insertelement <8 x float> poison, float %9018, i64 0
  %9020 = shufflevector <8 x float> %9019, <8 x float> poison, <8 x i32> zeroinitializer
  %9021 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9008, <8 x float> %9020, <8 x float> %9002)
  %9022 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9010, <8 x float> %9020, <8 x float> %9001)
  %9023 = getelementptr i8, ptr %9011, i64 %318
  %9024 = load float, ptr %9023, align 1
  %9025 = insertelement <8 x float> poison, float %9024, i64 0
  %9026 = shufflevector <8 x float> %9025, <8 x float> poison, <8 x i32> zeroinitializer
  %9027 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9008, <8 x float> %9026, <8 x float> %9000)
  %9028 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9010, <8 x float> %9026, <8 x float> %8999)
  %9029 = getelementptr i8, ptr %9011, i64 %319
  %9030 = load float, ptr %9029, align 1
  %9031 = insertelement <8 x float> poison, float %9030, i64 0
  %9032 = shufflevector <8 x float> %9031, <8 x float> poison, <8 x i32> zeroinitializer
  %9033 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9008, <8 x float> %9032, <8 x float> %8998)
  %9034 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9010, <8 x float> %9032, <8 x float> %8997)
  %9035 = getelementptr i8, ptr %9011, i64 %320
  %9036 = load float, ptr %9035, align 1
  %9037 = insertelement <8 x float> poison, float %9036, i64 0
  %9038 = shufflevector <8 x float> %9037, <8 x float> poison, <8 x i32> zeroinitializer
  %9039 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9008, <8 x float> %9038, <8 x float> %8996)
  %9040 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %9010, <8 x float> %9038, <8 x float> %8995)
  %9041 = add nuw nsw i64 %9005, 1
  %9042 = icmp eq i64 %9041, %5
  br i1 %9042, label %8972, label %8994

9043:                                             ; preds = %8972
  %9044 = add nsw i64 %831, %1168
  %9045 = getelementptr inbounds float, ptr %814, i64 %9044
  %9046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9045, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9047 = getelementptr inbounds float, ptr %812, i64 %9044
  switch i64 %321, label %1256 [
    i64 1, label %9076
    i64 2, label %9079
    i64 3, label %9086
    i64 0, label %9048
  ]

9048:                                             ; preds = %9043
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9046, ptr align 1 %9045, <8 x i1> %8899)
  %9049 = getelementptr float, ptr %814, i64 %9044
  %9050 = getelementptr i8, ptr %9049, i64 32
  %9051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9050, <8 x i1> %8907, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9051, ptr align 1 %9050, <8 x i1> %8907)
  %9052 = add nsw i64 %8963, %1168
  %9053 = getelementptr inbounds float, ptr %814, i64 %9052
  %9054 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9053, <8 x i1> %8899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9054, ptr align 1 %9053, <8 x i1> %8899)
  %9055 = getelementptr float, ptr %814, i64 %9052
  %9056 = getelementptr i8, ptr %9055, i64 32
  %9057 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9056, <8 x i1> %8907, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9057, ptr align 1 %9056, <8 x i1> %8907)
  %9058 = add nsw i64 %8965, %1168
  %9059 = getelementptr inbounds float, ptr %814, i64 %9058
  %9060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9059, <8 x i1> %8899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9060, ptr align 1 %9059, <8 x i1> %8899)
  %9061 = getelementptr float, ptr %814, i64 %9058
  %9062 = getelementptr i8, ptr %9061, i64 32
  %9063 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9062, <8 x i1> %8907, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9063, ptr align 1 %9062, <8 x i1> %8907)
  %9064 = add nsw i64 %8967, %1168
  %9065 = getelementptr inbounds float, ptr %814, i64 %9064
  %9066 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9065, <8 x i1> %8899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9066, ptr align 1 %9065, <8 x i1> %8899)
  %9067 = getelementptr float, ptr %814, i64 %9064
  %9068 = getelementptr i8, ptr %9067, i64 32
  %9069 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9068, <8 x i1> %8907, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9069, ptr align 1 %9068, <8 x i1> %8907)
  %9070 = add nsw i64 %8969, %1168
  %9071 = getelementptr inbounds float, ptr %814, i64 %9070
  %9072 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9071, <8 x i1> %8899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9072, ptr align 1 %9071, <8 x i1> %8899)
  %9073 = getelementptr float, ptr %814, i64 %9070
  %9074 = getelementptr i8, ptr %9073, i64 32
  %9075 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9074, <8 x i1> %8907, <8 x float> zeroinitializer)
  br label %9680

9076:                                             ; preds = %9043
  %9077 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9047, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9078 = fadd <8 x float> %9046, %9077
  br label %9093

9079:                                             ; preds = %9043
  %9080 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9046)
  %9081 = bitcast <8 x float> %9046 to <8 x i32>
  %9082 = or <8 x i32> %9081, %109
  %9083 = bitcast <8 x i32> %9082 to <8 x float>
  %9084 = fcmp oeq <8 x float> %9046, %74
  %9085 = select <8 x i1> %9084, <8 x float> %9083, <8 x float> %9080
  br label %9093

9086:                                             ; preds = %9043
  %9087 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9046)
  %9088 = bitcast <8 x float> %9046 to <8 x i32>
  %9089 = and <8 x i32> %9088, %108
  %9090 = bitcast <8 x i32> %9089 to <8 x float>
  %9091 = fcmp oeq <8 x float> %9046, %71
  %9092 = select <8 x i1> %9091, <8 x float> %9090, <8 x float> %9087
  br label %9093

9093:                                             ; preds = %9086, %9079, %9076
  %9094 = phi <8 x float> [ %9078, %9076 ], [ %9085, %9079 ], [ %9092, %9086 ]
  switch i64 %323, label %1256 [
    i64 1, label %9109
    i64 2, label %9102
    i64 3, label %9095
    i64 0, label %9131
  ]

9095:                                             ; preds = %9093
  %9096 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9094)
  %9097 = bitcast <8 x float> %9094 to <8 x i32>
  %9098 = and <8 x i32> %9097, %108
  %9099 = bitcast <8 x i32> %9098 to <8 x float>
  %9100 = fcmp oeq <8 x float> %9094, %71
  %9101 = select <8 x i1> %9100, <8 x float> %9099, <8 x float> %9096
  br label %9112

9102:                                             ; preds = %9093
  %9103 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9094)
  %9104 = bitcast <8 x float> %9094 to <8 x i32>
  %9105 = or <8 x i32> %9104, %109
  %9106 = bitcast <8 x i32> %9105 to <8 x float>
  %9107 = fcmp oeq <8 x float> %9094, %74
  %9108 = select <8 x i1> %9107, <8 x float> %9106, <8 x float> %9103
  br label %9112

9109:                                             ; preds = %9093
  %9110 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9047, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9111 = fadd <8 x float> %9094, %9110
  br label %9112

9112:                                             ; preds = %9109, %9102, %9095
  %9113 = phi <8 x float> [ %9111, %9109 ], [ %9108, %9102 ], [ %9101, %9095 ]
  switch i64 %325, label %1256 [
    i64 1, label %9128
    i64 2, label %9121
    i64 3, label %9114
    i64 0, label %9131
  ]

9114:                                             ; preds = %9112
  %9115 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9113)
  %9116 = bitcast <8 x float> %9113 to <8 x i32>
  %9117 = and <8 x i32> %9116, %108
  %9118 = bitcast <8 x i32> %9117 to <8 x float>
  %9119 = fcmp oeq <8 x float> %9113, %71
  %9120 = select <8 x i1> %9119, <8 x float> %9118, <8 x float> %9115
  br label %9131

9121:                                             ; preds = %9112
  %9122 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9113)
  %9123 = bitcast <8 x float> %9113 to <8 x i32>
  %9124 = or <8 x i32> %9123, %109
  %9125 = bitcast <8 x i32> %9124 to <8 x float>
  %9126 = fcmp oeq <8 x float> %9113, %74
  %9127 = select <8 x i1> %9126, <8 x float> %9125, <8 x float> %9122
  br label %9131

9128:                                             ; preds = %9112
  %9129 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9047, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9130 = fadd <8 x float> %9113, %9129
  br label %9131

9131:                                             ; preds = %9114, %9121, %9128, %9112, %9093
  %9132 = phi <8 x float> [ %9113, %9112 ], [ %9120, %9114 ], [ %9094, %9093 ], [ %9130, %9128 ], [ %9127, %9121 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9132, ptr align 1 %9045, <8 x i1> %8899)
  %9133 = add nsw i64 %9044, 8
  %9134 = getelementptr inbounds float, ptr %814, i64 %9133
  %9135 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9134, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9136 = getelementptr inbounds float, ptr %812, i64 %9133
  switch i64 %321, label %1256 [
    i64 1, label %9151
    i64 2, label %9144
    i64 3, label %9137
  ]

9137:                                             ; preds = %9131
  %9138 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9135)
  %9139 = bitcast <8 x float> %9135 to <8 x i32>
  %9140 = and <8 x i32> %9139, %108
  %9141 = bitcast <8 x i32> %9140 to <8 x float>
  %9142 = fcmp oeq <8 x float> %9135, %71
  %9143 = select <8 x i1> %9142, <8 x float> %9141, <8 x float> %9138
  br label %9154

9144:                                             ; preds = %9131
  %9145 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9135)
  %9146 = bitcast <8 x float> %9135 to <8 x i32>
  %9147 = or <8 x i32> %9146, %109
  %9148 = bitcast <8 x i32> %9147 to <8 x float>
  %9149 = fcmp oeq <8 x float> %9135, %74
  %9150 = select <8 x i1> %9149, <8 x float> %9148, <8 x float> %9145
  br label %9154

9151:                                             ; preds = %9131
  %9152 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9136, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9153 = fadd <8 x float> %9135, %9152
  br label %9154

9154:                                             ; preds = %9151, %9144, %9137
  %9155 = phi <8 x float> [ %9153, %9151 ], [ %9150, %9144 ], [ %9143, %9137 ]
  switch i64 %327, label %1256 [
    i64 1, label %9170
    i64 2, label %9163
    i64 3, label %9156
    i64 0, label %9192
  ]

9156:                                             ; preds = %9154
  %9157 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9155)
  %9158 = bitcast <8 x float> %9155 to <8 x i32>
  %9159 = and <8 x i32> %9158, %108
  %9160 = bitcast <8 x i32> %9159 to <8 x float>
  %9161 = fcmp oeq <8 x float> %9155, %71
  %9162 = select <8 x i1> %9161, <8 x float> %9160, <8 x float> %9157
  br label %9173

9163:                                             ; preds = %9154
  %9164 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9155)
  %9165 = bitcast <8 x float> %9155 to <8 x i32>
  %9166 = or <8 x i32> %9165, %109
  %9167 = bitcast <8 x i32> %9166 to <8 x float>
  %9168 = fcmp oeq <8 x float> %9155, %74
  %9169 = select <8 x i1> %9168, <8 x float> %9167, <8 x float> %9164
  br label %9173

9170:                                             ; preds = %9154
  %9171 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9136, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9172 = fadd <8 x float> %9155, %9171
  br label %9173

9173:                                             ; preds = %9170, %9163, %9156
  %9174 = phi <8 x float> [ %9172, %9170 ], [ %9169, %9163 ], [ %9162, %9156 ]
  switch i64 %329, label %1256 [
    i64 1, label %9189
    i64 2, label %9182
    i64 3, label %9175
    i64 0, label %9192
  ]

9175:                                             ; preds = %9173
  %9176 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9174)
  %9177 = bitcast <8 x float> %9174 to <8 x i32>
  %9178 = and <8 x i32> %9177, %108
  %9179 = bitcast <8 x i32> %9178 to <8 x float>
  %9180 = fcmp oeq <8 x float> %9174, %71
  %9181 = select <8 x i1> %9180, <8 x float> %9179, <8 x float> %9176
  br label %9192

9182:                                             ; preds = %9173
  %9183 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9174)
  %9184 = bitcast <8 x float> %9174 to <8 x i32>
  %9185 = or <8 x i32> %9184, %109
  %9186 = bitcast <8 x i32> %9185 to <8 x float>
  %9187 = fcmp oeq <8 x float> %9174, %74
  %9188 = select <8 x i1> %9187, <8 x float> %9186, <8 x float> %9183
  br label %9192

9189:                                             ; preds = %9173
  %9190 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9136, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9191 = fadd <8 x float> %9174, %9190
  br label %9192

9192:                                             ; preds = %9175, %9182, %9189, %9173, %9154
  %9193 = phi <8 x float> [ %9188, %9182 ], [ %9181, %9175 ], [ %9155, %9154 ], [ %9174, %9173 ], [ %9191, %9189 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9193, ptr align 1 %9134, <8 x i1> %8907)
  %9194 = add nsw i64 %8963, %1168
  %9195 = getelementptr inbounds float, ptr %814, i64 %9194
  %9196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9195, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9197 = getelementptr inbounds float, ptr %812, i64 %9194
  switch i64 %321, label %1256 [
    i64 1, label %9212
    i64 2, label %9205
    i64 3, label %9198
  ]

9198:                                             ; preds = %9192
  %9199 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9196)
  %9200 = bitcast <8 x float> %9196 to <8 x i32>
  %9201 = and <8 x i32> %9200, %108
  %9202 = bitcast <8 x i32> %9201 to <8 x float>
  %9203 = fcmp oeq <8 x float> %9196, %71
  %9204 = select <8 x i1> %9203, <8 x float> %9202, <8 x float> %9199
  br label %9215

9205:                                             ; preds = %9192
  %9206 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9196)
  %9207 = bitcast <8 x float> %9196 to <8 x i32>
  %9208 = or <8 x i32> %9207, %109
  %9209 = bitcast <8 x i32> %9208 to <8 x float>
  %9210 = fcmp oeq <8 x float> %9196, %74
  %9211 = select <8 x i1> %9210, <8 x float> %9209, <8 x float> %9206
  br label %9215

9212:                                             ; preds = %9192
  %9213 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9197, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9214 = fadd <8 x float> %9196, %9213
  br label %9215

9215:                                             ; preds = %9212, %9205, %9198
  %9216 = phi <8 x float> [ %9214, %9212 ], [ %9211, %9205 ], [ %9204, %9198 ]
  switch i64 %331, label %1256 [
    i64 1, label %9231
    i64 2, label %9224
    i64 3, label %9217
    i64 0, label %9253
  ]

9217:                                             ; preds = %9215
  %9218 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9216)
  %9219 = bitcast <8 x float> %9216 to <8 x i32>
  %9220 = and <8 x i32> %9219, %108
  %9221 = bitcast <8 x i32> %9220 to <8 x float>
  %9222 = fcmp oeq <8 x float> %9216, %71
  %9223 = select <8 x i1> %9222, <8 x float> %9221, <8 x float> %9218
  br label %9234

9224:                                             ; preds = %9215
  %9225 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9216)
  %9226 = bitcast <8 x float> %9216 to <8 x i32>
  %9227 = or <8 x i32> %9226, %109
  %9228 = bitcast <8 x i32> %9227 to <8 x float>
  %9229 = fcmp oeq <8 x float> %9216, %74
  %9230 = select <8 x i1> %9229, <8 x float> %9228, <8 x float> %9225
  br label %9234

9231:                                             ; preds = %9215
  %9232 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9197, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9233 = fadd <8 x float> %9216, %9232
  br label %9234

9234:                                             ; preds = %9231, %9224, %9217
  %9235 = phi <8 x float> [ %9233, %9231 ], [ %9230, %9224 ], [ %9223, %9217 ]
  switch i64 %333, label %1256 [
    i64 1, label %9250
    i64 2, label %9243
    i64 3, label %9236
    i64 0, label %9253
  ]

9236:                                             ; preds = %9234
  %9237 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9235)
  %9238 = bitcast <8 x float> %9235 to <8 x i32>
  %9239 = and <8 x i32> %9238, %108
  %9240 = bitcast <8 x i32> %9239 to <8 x float>
  %9241 = fcmp oeq <8 x float> %9235, %71
  %9242 = select <8 x i1> %9241, <8 x float> %9240, <8 x float> %9237
  br label %9253

9243:                                             ; preds = %9234
  %9244 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9235)
  %9245 = bitcast <8 x float> %9235 to <8 x i32>
  %9246 = or <8 x i32> %9245, %109
  %9247 = bitcast <8 x i32> %9246 to <8 x float>
  %9248 = fcmp oeq <8 x float> %9235, %74
  %9249 = select <8 x i1> %9248, <8 x float> %9247, <8 x float> %9244
  br label %9253

9250:                                             ; preds = %9234
  %9251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9197, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9252 = fadd <8 x float> %9235, %9251
  br label %9253

9253:                                             ; preds = %9236, %9243, %9250, %9234, %9215
  %9254 = phi <8 x float> [ %9249, %9243 ], [ %9242, %9236 ], [ %9216, %9215 ], [ %9235, %9234 ], [ %9252, %9250 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9254, ptr align 1 %9195, <8 x i1> %8899)
  %9255 = add nsw i64 %9194, 8
  %9256 = getelementptr inbounds float, ptr %814, i64 %9255
  %9257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9256, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9258 = getelementptr inbounds float, ptr %812, i64 %9255
  switch i64 %321, label %1256 [
    i64 1, label %9273
    i64 2, label %9266
    i64 3, label %9259
  ]

9259:                                             ; preds = %9253
  %9260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9257)
  %9261 = bitcast <8 x float> %9257 to <8 x i32>
  %9262 = and <8 x i32> %9261, %108
  %9263 = bitcast <8 x i32> %9262 to <8 x float>
  %9264 = fcmp oeq <8 x float> %9257, %71
  %9265 = select <8 x i1> %9264, <8 x float> %9263, <8 x float> %9260
  br label %9276

9266:                                             ; preds = %9253
  %9267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9257)
  %9268 = bitcast <8 x float> %9257 to <8 x i32>
  %9269 = or <8 x i32> %9268, %109
  %9270 = bitcast <8 x i32> %9269 to <8 x float>
  %9271 = fcmp oeq <8 x float> %9257, %74
  %9272 = select <8 x i1> %9271, <8 x float> %9270, <8 x float> %9267
  br label %9276

9273:                                             ; preds = %9253
  %9274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9258, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9275 = fadd <8 x float> %9257, %9274
  br label %9276

9276:                                             ; preds = %9273, %9266, %9259
  %9277 = phi <8 x float> [ %9275, %9273 ], [ %9272, %9266 ], [ %9265, %9259 ]
  switch i64 %335, label %1256 [
    i64 1, label %9292
    i64 2, label %9285
    i64 3, label %9278
    i64 0, label %9314
  ]

9278:                                             ; preds = %9276
  %9279 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9277)
  %9280 = bitcast <8 x float> %9277 to <8 x i32>
  %9281 = and <8 x i32> %9280, %108
  %9282 = bitcast <8 x i32> %9281 to <8 x float>
  %9283 = fcmp oeq <8 x float> %9277, %71
  %9284 = select <8 x i1> %9283, <8 x float> %9282, <8 x float> %9279
  br label %9295

9285:                                             ; preds = %9276
  %9286 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9277)
  %9287 = bitcast <8 x float> %9277 to <8 x i32>
  %9288 = or <8 x i32> %9287, %109
  %9289 = bitcast <8 x i32> %9288 to <8 x float>
  %9290 = fcmp oeq <8 x float> %9277, %74
  %9291 = select <8 x i1> %9290, <8 x float> %9289, <8 x float> %9286
  br label %9295

9292:                                             ; preds = %9276
  %9293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9258, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9294 = fadd <8 x float> %9277, %9293
  br label %9295

9295:                                             ; preds = %9292, %9285, %9278
  %9296 = phi <8 x float> [ %9294, %9292 ], [ %9291, %9285 ], [ %9284, %9278 ]
  switch i64 %337, label %1256 [
    i64 1, label %9311
    i64 2, label %9304
    i64 3, label %9297
    i64 0, label %9314
  ]

9297:                                             ; preds = %9295
  %9298 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9296)
  %9299 = bitcast <8 x float> %9296 to <8 x i32>
  %9300 = and <8 x i32> %9299, %108
  %9301 = bitcast <8 x i32> %9300 to <8 x float>
  %9302 = fcmp oeq <8 x float> %9296, %71
  %9303 = select <8 x i1> %9302, <8 x float> %9301, <8 x float> %9298
  br label %9314

9304:                                             ; preds = %9295
  %9305 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9296)
  %9306 = bitcast <8 x float> %9296 to <8 x i32>
  %9307 = or <8 x i32> %9306, %109
  %9308 = bitcast <8 x i32> %9307 to <8 x float>
  %9309 = fcmp oeq <8 x float> %9296, %74
  %9310 = select <8 x i1> %9309, <8 x float> %9308, <8 x float> %9305
  br label %9314

9311:                                             ; preds = %9295
  %9312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9258, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9313 = fadd <8 x float> %9296, %9312
  br label %9314

9314:                                             ; preds = %9297, %9304, %9311, %9295, %9276
  %9315 = phi <8 x float> [ %9310, %9304 ], [ %9303, %9297 ], [ %9277, %9276 ], [ %9296, %9295 ], [ %9313, %9311 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9315, ptr align 1 %9256, <8 x i1> %8907)
  %9316 = add nsw i64 %8965, %1168
  %9317 = getelementptr inbounds float, ptr %814, i64 %9316
  %9318 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9317, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9319 = getelementptr inbounds float, ptr %812, i64 %9316
  switch i64 %321, label %1256 [
    i64 1, label %9334
    i64 2, label %9327
    i64 3, label %9320
  ]

9320:                                             ; preds = %9314
  %9321 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9318)
  %9322 = bitcast <8 x float> %9318 to <8 x i32>
  %9323 = and <8 x i32> %9322, %108
  %9324 = bitcast <8 x i32> %9323 to <8 x float>
  %9325 = fcmp oeq <8 x float> %9318, %71
  %9326 = select <8 x i1> %9325, <8 x float> %9324, <8 x float> %9321
  br label %9337

9327:                                             ; preds = %9314
  %9328 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9318)
  %9329 = bitcast <8 x float> %9318 to <8 x i32>
  %9330 = or <8 x i32> %9329, %109
  %9331 = bitcast <8 x i32> %9330 to <8 x float>
  %9332 = fcmp oeq <8 x float> %9318, %74
  %9333 = select <8 x i1> %9332, <8 x float> %9331, <8 x float> %9328
  br label %9337

9334:                                             ; preds = %9314
  %9335 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9319, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9336 = fadd <8 x float> %9318, %9335
  br label %9337

9337:                                             ; preds = %9334, %9327, %9320
  %9338 = phi <8 x float> [ %9336, %9334 ], [ %9333, %9327 ], [ %9326, %9320 ]
  switch i64 %339, label %1256 [
    i64 1, label %9353
    i64 2, label %9346
    i64 3, label %9339
    i64 0, label %9375
  ]

9339:                                             ; preds = %9337
  %9340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9338)
  %9341 = bitcast <8 x float> %9338 to <8 x i32>
  %9342 = and <8 x i32> %9341, %108
  %9343 = bitcast <8 x i32> %9342 to <8 x float>
  %9344 = fcmp oeq <8 x float> %9338, %71
  %9345 = select <8 x i1> %9344, <8 x float> %9343, <8 x float> %9340
  br label %9356

9346:                                             ; preds = %9337
  %9347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9338)
  %9348 = bitcast <8 x float> %9338 to <8 x i32>
  %9349 = or <8 x i32> %9348, %109
  %9350 = bitcast <8 x i32> %9349 to <8 x float>
  %9351 = fcmp oeq <8 x float> %9338, %74
  %9352 = select <8 x i1> %9351, <8 x float> %9350, <8 x float> %9347
  br label %9356

9353:                                             ; preds = %9337
  %9354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9319, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9355 = fadd <8 x float> %9338, %9354
  br label %9356

9356:                                             ; preds = %9353, %9346, %9339
  %9357 = phi <8 x float> [ %9355, %9353 ], [ %9352, %9346 ], [ %9345, %9339 ]
  switch i64 %341, label %1256 [
    i64 1, label %9372
    i64 2, label %9365
    i64 3, label %9358
    i64 0, label %9375
  ]

9358:                                             ; preds = %9356
  %9359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9357)
  %9360 = bitcast <8 x float> %9357 to <8 x i32>
  %9361 = and <8 x i32> %9360, %108
  %9362 = bitcast <8 x i32> %9361 to <8 x float>
  %9363 = fcmp oeq <8 x float> %9357, %71
  %9364 = select <8 x i1> %9363, <8 x float> %9362, <8 x float> %9359
  br label %9375

9365:                                             ; preds = %9356
  %9366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9357)
  %9367 = bitcast <8 x float> %9357 to <8 x i32>
  %9368 = or <8 x i32> %9367, %109
  %9369 = bitcast <8 x i32> %9368 to <8 x float>
  %9370 = fcmp oeq <8 x float> %9357, %74
  %9371 = select <8 x i1> %9370, <8 x float> %9369, <8 x float> %9366
  br label %9375

9372:                                             ; preds = %9356
  %9373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9319, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9374 = fadd <8 x float> %9357, %9373
  br label %9375

9375:                                             ; preds = %9358, %9365, %9372, %9356, %9337
  %9376 = phi <8 x float> [ %9371, %9365 ], [ %9364, %9358 ], [ %9338, %9337 ], [ %9357, %9356 ], [ %9374, %9372 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9376, ptr align 1 %9317, <8 x i1> %8899)
  %9377 = add nsw i64 %9316, 8
  %9378 = getelementptr inbounds float, ptr %814, i64 %9377
  %9379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9378, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9380 = getelementptr inbounds float, ptr %812, i64 %9377
  switch i64 %321, label %1256 [
    i64 1, label %9395
    i64 2, label %9388
    i64 3, label %9381
  ]

9381:                                             ; preds = %9375
  %9382 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9379)
  %9383 = bitcast <8 x float> %9379 to <8 x i32>
  %9384 = and <8 x i32> %9383, %108
  %9385 = bitcast <8 x i32> %9384 to <8 x float>
  %9386 = fcmp oeq <8 x float> %9379, %71
  %9387 = select <8 x i1> %9386, <8 x float> %9385, <8 x float> %9382
  br label %9398

9388:                                             ; preds = %9375
  %9389 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9379)
  %9390 = bitcast <8 x float> %9379 to <8 x i32>
  %9391 = or <8 x i32> %9390, %109
  %9392 = bitcast <8 x i32> %9391 to <8 x float>
  %9393 = fcmp oeq <8 x float> %9379, %74
  %9394 = select <8 x i1> %9393, <8 x float> %9392, <8 x float> %9389
  br label %9398

9395:                                             ; preds = %9375
  %9396 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9380, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9397 = fadd <8 x float> %9379, %9396
  br label %9398

9398:                                             ; preds = %9395, %9388, %9381
  %9399 = phi <8 x float> [ %9397, %9395 ], [ %9394, %9388 ], [ %9387, %9381 ]
  switch i64 %343, label %1256 [
    i64 1, label %9414
    i64 2, label %9407
    i64 3, label %9400
    i64 0, label %9436
  ]

9400:                                             ; preds = %9398
  %9401 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9399)
  %9402 = bitcast <8 x float> %9399 to <8 x i32>
  %9403 = and <8 x i32> %9402, %108
  %9404 = bitcast <8 x i32> %9403 to <8 x float>
  %9405 = fcmp oeq <8 x float> %9399, %71
  %9406 = select <8 x i1> %9405, <8 x float> %9404, <8 x float> %9401
  br label %9417

9407:                                             ; preds = %9398
  %9408 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9399)
  %9409 = bitcast <8 x float> %9399 to <8 x i32>
  %9410 = or <8 x i32> %9409, %109
  %9411 = bitcast <8 x i32> %9410 to <8 x float>
  %9412 = fcmp oeq <8 x float> %9399, %74
  %9413 = select <8 x i1> %9412, <8 x float> %9411, <8 x float> %9408
  br label %9417

9414:                                             ; preds = %9398
  %9415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9380, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9416 = fadd <8 x float> %9399, %9415
  br label %9417

9417:                                             ; preds = %9414, %9407, %9400
  %9418 = phi <8 x float> [ %9416, %9414 ], [ %9413, %9407 ], [ %9406, %9400 ]
  switch i64 %345, label %1256 [
    i64 1, label %9433
    i64 2, label %9426
    i64 3, label %9419
    i64 0, label %9436
  ]

9419:                                             ; preds = %9417
  %9420 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9418)
  %9421 = bitcast <8 x float> %9418 to <8 x i32>
  %9422 = and <8 x i32> %9421, %108
  %9423 = bitcast <8 x i32> %9422 to <8 x float>
  %9424 = fcmp oeq <8 x float> %9418, %71
  %9425 = select <8 x i1> %9424, <8 x float> %9423, <8 x float> %9420
  br label %9436

9426:                                             ; preds = %9417
  %9427 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9418)
  %9428 = bitcast <8 x float> %9418 to <8 x i32>
  %9429 = or <8 x i32> %9428, %109
  %9430 = bitcast <8 x i32> %9429 to <8 x float>
  %9431 = fcmp oeq <8 x float> %9418, %74
  %9432 = select <8 x i1> %9431, <8 x float> %9430, <8 x float> %9427
  br label %9436

9433:                                             ; preds = %9417
  %9434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9380, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9435 = fadd <8 x float> %9418, %9434
  br label %9436

9436:                                             ; preds = %9419, %9426, %9433, %9417, %9398
  %9437 = phi <8 x float> [ %9432, %9426 ], [ %9425, %9419 ], [ %9399, %9398 ], [ %9418, %9417 ], [ %9435, %9433 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9437, ptr align 1 %9378, <8 x i1> %8907)
  %9438 = add nsw i64 %8967, %1168
  %9439 = getelementptr inbounds float, ptr %814, i64 %9438
  %9440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9439, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9441 = getelementptr inbounds float, ptr %812, i64 %9438
  switch i64 %321, label %1256 [
    i64 1, label %9456
    i64 2, label %9449
    i64 3, label %9442
  ]

9442:                                             ; preds = %9436
  %9443 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9440)
  %9444 = bitcast <8 x float> %9440 to <8 x i32>
  %9445 = and <8 x i32> %9444, %108
  %9446 = bitcast <8 x i32> %9445 to <8 x float>
  %9447 = fcmp oeq <8 x float> %9440, %71
  %9448 = select <8 x i1> %9447, <8 x float> %9446, <8 x float> %9443
  br label %9459

9449:                                             ; preds = %9436
  %9450 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9440)
  %9451 = bitcast <8 x float> %9440 to <8 x i32>
  %9452 = or <8 x i32> %9451, %109
  %9453 = bitcast <8 x i32> %9452 to <8 x float>
  %9454 = fcmp oeq <8 x float> %9440, %74
  %9455 = select <8 x i1> %9454, <8 x float> %9453, <8 x float> %9450
  br label %9459

9456:                                             ; preds = %9436
  %9457 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9441, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9458 = fadd <8 x float> %9440, %9457
  br label %9459

9459:                                             ; preds = %9456, %9449, %9442
  %9460 = phi <8 x float> [ %9458, %9456 ], [ %9455, %9449 ], [ %9448, %9442 ]
  switch i64 %347, label %1256 [
    i64 1, label %9475
    i64 2, label %9468
    i64 3, label %9461
    i64 0, label %9497
  ]

9461:                                             ; preds = %9459
  %9462 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9460)
  %9463 = bitcast <8 x float> %9460 to <8 x i32>
  %9464 = and <8 x i32> %9463, %108
  %9465 = bitcast <8 x i32> %9464 to <8 x float>
  %9466 = fcmp oeq <8 x float> %9460, %71
  %9467 = select <8 x i1> %9466, <8 x float> %9465, <8 x float> %9462
  br label %9478

9468:                                             ; preds = %9459
  %9469 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9460)
  %9470 = bitcast <8 x float> %9460 to <8 x i32>
  %9471 = or <8 x i32> %9470, %109
  %9472 = bitcast <8 x i32> %9471 to <8 x float>
  %9473 = fcmp oeq <8 x float> %9460, %74
  %9474 = select <8 x i1> %9473, <8 x float> %9472, <8 x float> %9469
  br label %9478

9475:                                             ; preds = %9459
  %9476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9441, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9477 = fadd <8 x float> %9460, %9476
  br label %9478

9478:                                             ; preds = %9475, %9468, %9461
  %9479 = phi <8 x float> [ %9477, %9475 ], [ %9474, %9468 ], [ %9467, %9461 ]
  switch i64 %349, label %1256 [
    i64 1, label %9494
    i64 2, label %9487
    i64 3, label %9480
    i64 0, label %9497
  ]

9480:                                             ; preds = %9478
  %9481 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9479)
  %9482 = bitcast <8 x float> %9479 to <8 x i32>
  %9483 = and <8 x i32> %9482, %108
  %9484 = bitcast <8 x i32> %9483 to <8 x float>
  %9485 = fcmp oeq <8 x float> %9479, %71
  %9486 = select <8 x i1> %9485, <8 x float> %9484, <8 x float> %9481
  br label %9497

9487:                                             ; preds = %9478
  %9488 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9479)
  %9489 = bitcast <8 x float> %9479 to <8 x i32>
  %9490 = or <8 x i32> %9489, %109
  %9491 = bitcast <8 x i32> %9490 to <8 x float>
  %9492 = fcmp oeq <8 x float> %9479, %74
  %9493 = select <8 x i1> %9492, <8 x float> %9491, <8 x float> %9488
  br label %9497

9494:                                             ; preds = %9478
  %9495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9441, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9496 = fadd <8 x float> %9479, %9495
  br label %9497

9497:                                             ; preds = %9480, %9487, %9494, %9478, %9459
  %9498 = phi <8 x float> [ %9493, %9487 ], [ %9486, %9480 ], [ %9460, %9459 ], [ %9479, %9478 ], [ %9496, %9494 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9498, ptr align 1 %9439, <8 x i1> %8899)
  %9499 = add nsw i64 %9438, 8
  %9500 = getelementptr inbounds float, ptr %814, i64 %9499
  %9501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9500, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9502 = getelementptr inbounds float, ptr %812, i64 %9499
  switch i64 %321, label %1256 [
    i64 1, label %9517
    i64 2, label %9510
    i64 3, label %9503
  ]

9503:                                             ; preds = %9497
  %9504 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9501)
  %9505 = bitcast <8 x float> %9501 to <8 x i32>
  %9506 = and <8 x i32> %9505, %108
  %9507 = bitcast <8 x i32> %9506 to <8 x float>
  %9508 = fcmp oeq <8 x float> %9501, %71
  %9509 = select <8 x i1> %9508, <8 x float> %9507, <8 x float> %9504
  br label %9520

9510:                                             ; preds = %9497
  %9511 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9501)
  %9512 = bitcast <8 x float> %9501 to <8 x i32>
  %9513 = or <8 x i32> %9512, %109
  %9514 = bitcast <8 x i32> %9513 to <8 x float>
  %9515 = fcmp oeq <8 x float> %9501, %74
  %9516 = select <8 x i1> %9515, <8 x float> %9514, <8 x float> %9511
  br label %9520

9517:                                             ; preds = %9497
  %9518 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9502, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9519 = fadd <8 x float> %9501, %9518
  br label %9520

9520:                                             ; preds = %9517, %9510, %9503
  %9521 = phi <8 x float> [ %9519, %9517 ], [ %9516, %9510 ], [ %9509, %9503 ]
  switch i64 %351, label %1256 [
    i64 1, label %9536
    i64 2, label %9529
    i64 3, label %9522
    i64 0, label %9558
  ]

9522:                                             ; preds = %9520
  %9523 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9521)
  %9524 = bitcast <8 x float> %9521 to <8 x i32>
  %9525 = and <8 x i32> %9524, %108
  %9526 = bitcast <8 x i32> %9525 to <8 x float>
  %9527 = fcmp oeq <8 x float> %9521, %71
  %9528 = select <8 x i1> %9527, <8 x float> %9526, <8 x float> %9523
  br label %9539

9529:                                             ; preds = %9520
  %9530 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9521)
  %9531 = bitcast <8 x float> %9521 to <8 x i32>
  %9532 = or <8 x i32> %9531, %109
  %9533 = bitcast <8 x i32> %9532 to <8 x float>
  %9534 = fcmp oeq <8 x float> %9521, %74
  %9535 = select <8 x i1> %9534, <8 x float> %9533, <8 x float> %9530
  br label %9539

9536:                                             ; preds = %9520
  %9537 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9502, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9538 = fadd <8 x float> %9521, %9537
  br label %9539

9539:                                             ; preds = %9536, %9529, %9522
  %9540 = phi <8 x float> [ %9538, %9536 ], [ %9535, %9529 ], [ %9528, %9522 ]
  switch i64 %353, label %1256 [
    i64 1, label %9555
    i64 2, label %9548
    i64 3, label %9541
    i64 0, label %9558
  ]

9541:                                             ; preds = %9539
  %9542 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9540)
  %9543 = bitcast <8 x float> %9540 to <8 x i32>
  %9544 = and <8 x i32> %9543, %108
  %9545 = bitcast <8 x i32> %9544 to <8 x float>
  %9546 = fcmp oeq <8 x float> %9540, %71
  %9547 = select <8 x i1> %9546, <8 x float> %9545, <8 x float> %9542
  br label %9558

9548:                                             ; preds = %9539
  %9549 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9540)
  %9550 = bitcast <8 x float> %9540 to <8 x i32>
  %9551 = or <8 x i32> %9550, %109
  %9552 = bitcast <8 x i32> %9551 to <8 x float>
  %9553 = fcmp oeq <8 x float> %9540, %74
  %9554 = select <8 x i1> %9553, <8 x float> %9552, <8 x float> %9549
  br label %9558

9555:                                             ; preds = %9539
  %9556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9502, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9557 = fadd <8 x float> %9540, %9556
  br label %9558

9558:                                             ; preds = %9541, %9548, %9555, %9539, %9520
  %9559 = phi <8 x float> [ %9554, %9548 ], [ %9547, %9541 ], [ %9521, %9520 ], [ %9540, %9539 ], [ %9557, %9555 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9559, ptr align 1 %9500, <8 x i1> %8907)
  %9560 = add nsw i64 %8969, %1168
  %9561 = getelementptr inbounds float, ptr %814, i64 %9560
  %9562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9561, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9563 = getelementptr inbounds float, ptr %812, i64 %9560
  switch i64 %321, label %1256 [
    i64 1, label %9578
    i64 2, label %9571
    i64 3, label %9564
  ]

9564:                                             ; preds = %9558
  %9565 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9562)
  %9566 = bitcast <8 x float> %9562 to <8 x i32>
  %9567 = and <8 x i32> %9566, %108
  %9568 = bitcast <8 x i32> %9567 to <8 x float>
  %9569 = fcmp oeq <8 x float> %9562, %71
  %9570 = select <8 x i1> %9569, <8 x float> %9568, <8 x float> %9565
  br label %9581

9571:                                             ; preds = %9558
  %9572 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9562)
  %9573 = bitcast <8 x float> %9562 to <8 x i32>
  %9574 = or <8 x i32> %9573, %109
  %9575 = bitcast <8 x i32> %9574 to <8 x float>
  %9576 = fcmp oeq <8 x float> %9562, %74
  %9577 = select <8 x i1> %9576, <8 x float> %9575, <8 x float> %9572
  br label %9581

9578:                                             ; preds = %9558
  %9579 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9563, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9580 = fadd <8 x float> %9562, %9579
  br label %9581

9581:                                             ; preds = %9578, %9571, %9564
  %9582 = phi <8 x float> [ %9580, %9578 ], [ %9577, %9571 ], [ %9570, %9564 ]
  switch i64 %355, label %1256 [
    i64 1, label %9597
    i64 2, label %9590
    i64 3, label %9583
    i64 0, label %9619
  ]

9583:                                             ; preds = %9581
  %9584 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9582)
  %9585 = bitcast <8 x float> %9582 to <8 x i32>
  %9586 = and <8 x i32> %9585, %108
  %9587 = bitcast <8 x i32> %9586 to <8 x float>
  %9588 = fcmp oeq <8 x float> %9582, %71
  %9589 = select <8 x i1> %9588, <8 x float> %9587, <8 x float> %9584
  br label %9600

9590:                                             ; preds = %9581
  %9591 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9582)
  %9592 = bitcast <8 x float> %9582 to <8 x i32>
  %9593 = or <8 x i32> %9592, %109
  %9594 = bitcast <8 x i32> %9593 to <8 x float>
  %9595 = fcmp oeq <8 x float> %9582, %74
  %9596 = select <8 x i1> %9595, <8 x float> %9594, <8 x float> %9591
  br label %9600

9597:                                             ; preds = %9581
  %9598 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9563, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9599 = fadd <8 x float> %9582, %9598
  br label %9600

9600:                                             ; preds = %9597, %9590, %9583
  %9601 = phi <8 x float> [ %9599, %9597 ], [ %9596, %9590 ], [ %9589, %9583 ]
  switch i64 %357, label %1256 [
    i64 1, label %9616
    i64 2, label %9609
    i64 3, label %9602
    i64 0, label %9619
  ]

9602:                                             ; preds = %9600
  %9603 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9601)
  %9604 = bitcast <8 x float> %9601 to <8 x i32>
  %9605 = and <8 x i32> %9604, %108
  %9606 = bitcast <8 x i32> %9605 to <8 x float>
  %9607 = fcmp oeq <8 x float> %9601, %71
  %9608 = select <8 x i1> %9607, <8 x float> %9606, <8 x float> %9603
  br label %9619

9609:                                             ; preds = %9600
  %9610 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9601)
  %9611 = bitcast <8 x float> %9601 to <8 x i32>
  %9612 = or <8 x i32> %9611, %109
  %9613 = bitcast <8 x i32> %9612 to <8 x float>
  %9614 = fcmp oeq <8 x float> %9601, %74
  %9615 = select <8 x i1> %9614, <8 x float> %9613, <8 x float> %9610
  br label %9619

9616:                                             ; preds = %9600
  %9617 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9563, <8 x i1> %8899, <8 x float> zeroinitializer)
  %9618 = fadd <8 x float> %9601, %9617
  br label %9619

9619:                                             ; preds = %9602, %9609, %9616, %9600, %9581
  %9620 = phi <8 x float> [ %9615, %9609 ], [ %9608, %9602 ], [ %9582, %9581 ], [ %9601, %9600 ], [ %9618, %9616 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9620, ptr align 1 %9561, <8 x i1> %8899)
  %9621 = add nsw i64 %9560, 8
  %9622 = getelementptr inbounds float, ptr %814, i64 %9621
  %9623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9622, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9624 = getelementptr inbounds float, ptr %812, i64 %9621
  switch i64 %321, label %1256 [
    i64 1, label %9639
    i64 2, label %9632
    i64 3, label %9625
  ]

9625:                                             ; preds = %9619
  %9626 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9623)
  %9627 = bitcast <8 x float> %9623 to <8 x i32>
  %9628 = and <8 x i32> %9627, %108
  %9629 = bitcast <8 x i32> %9628 to <8 x float>
  %9630 = fcmp oeq <8 x float> %9623, %71
  %9631 = select <8 x i1> %9630, <8 x float> %9629, <8 x float> %9626
  br label %9642

9632:                                             ; preds = %9619
  %9633 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9623)
  %9634 = bitcast <8 x float> %9623 to <8 x i32>
  %9635 = or <8 x i32> %9634, %109
  %9636 = bitcast <8 x i32> %9635 to <8 x float>
  %9637 = fcmp oeq <8 x float> %9623, %74
  %9638 = select <8 x i1> %9637, <8 x float> %9636, <8 x float> %9633
  br label %9642

9639:                                             ; preds = %9619
  %9640 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9624, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9641 = fadd <8 x float> %9623, %9640
  br label %9642

9642:                                             ; preds = %9639, %9632, %9625
  %9643 = phi <8 x float> [ %9641, %9639 ], [ %9638, %9632 ], [ %9631, %9625 ]
  switch i64 %359, label %1256 [
    i64 1, label %9658
    i64 2, label %9651
    i64 3, label %9644
    i64 0, label %9680
  ]

9644:                                             ; preds = %9642
  %9645 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9643)
  %9646 = bitcast <8 x float> %9643 to <8 x i32>
  %9647 = and <8 x i32> %9646, %108
  %9648 = bitcast <8 x i32> %9647 to <8 x float>
  %9649 = fcmp oeq <8 x float> %9643, %71
  %9650 = select <8 x i1> %9649, <8 x float> %9648, <8 x float> %9645
  br label %9661

9651:                                             ; preds = %9642
  %9652 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9643)
  %9653 = bitcast <8 x float> %9643 to <8 x i32>
  %9654 = or <8 x i32> %9653, %109
  %9655 = bitcast <8 x i32> %9654 to <8 x float>
  %9656 = fcmp oeq <8 x float> %9643, %74
  %9657 = select <8 x i1> %9656, <8 x float> %9655, <8 x float> %9652
  br label %9661

9658:                                             ; preds = %9642
  %9659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9624, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9660 = fadd <8 x float> %9643, %9659
  br label %9661

9661:                                             ; preds = %9658, %9651, %9644
  %9662 = phi <8 x float> [ %9660, %9658 ], [ %9657, %9651 ], [ %9650, %9644 ]
  switch i64 %361, label %1256 [
    i64 1, label %9677
    i64 2, label %9670
    i64 3, label %9663
    i64 0, label %9680
  ]

9663:                                             ; preds = %9661
  %9664 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %9662)
  %9665 = bitcast <8 x float> %9662 to <8 x i32>
  %9666 = and <8 x i32> %9665, %108
  %9667 = bitcast <8 x i32> %9666 to <8 x float>
  %9668 = fcmp oeq <8 x float> %9662, %71
  %9669 = select <8 x i1> %9668, <8 x float> %9667, <8 x float> %9664
  br label %9680

9670:                                             ; preds = %9661
  %9671 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %9662)
  %9672 = bitcast <8 x float> %9662 to <8 x i32>
  %9673 = or <8 x i32> %9672, %109
  %9674 = bitcast <8 x i32> %9673 to <8 x float>
  %9675 = fcmp oeq <8 x float> %9662, %74
  %9676 = select <8 x i1> %9675, <8 x float> %9674, <8 x float> %9671
  br label %9680

9677:                                             ; preds = %9661
  %9678 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9624, <8 x i1> %8907, <8 x float> zeroinitializer)
  %9679 = fadd <8 x float> %9662, %9678
  br label %9680

9680:                                             ; preds = %9663, %9670, %9677, %9048, %9661, %9642
  %9681 = phi ptr [ %9074, %9048 ], [ %9622, %9663 ], [ %9622, %9642 ], [ %9622, %9661 ], [ %9622, %9677 ], [ %9622, %9670 ]
  %9682 = phi <8 x float> [ %9075, %9048 ], [ %9669, %9663 ], [ %9643, %9642 ], [ %9662, %9661 ], [ %9679, %9677 ], [ %9676, %9670 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %9682, ptr align 1 %9681, <8 x i1> %8907)
  br label %13995

9683:                                             ; preds = %8892
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  call void @llvm.lifetime.start.p0(ptr nonnull %53)
  call void @llvm.lifetime.start.p0(ptr nonnull %54)
  %9684 = sdiv i64 %7, %19
  %9685 = sdiv i64 %1168, %19
  %9686 = srem i64 %1168, %19
  %9687 = insertelement <8 x i64> poison, i64 %9684, i64 0
  %9688 = shufflevector <8 x i64> %9687, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9690

9689:                                             ; preds = %9835
  br i1 %104, label %9866, label %9840

9690:                                             ; preds = %9683, %9835
  %9691 = phi i1 [ true, %9683 ], [ false, %9835 ]
  %9692 = phi ptr [ %54, %9683 ], [ %89, %9835 ]
  %9693 = phi ptr [ %53, %9683 ], [ %90, %9835 ]
  %9694 = phi ptr [ %51, %9683 ], [ %52, %9835 ]
  %9695 = phi i64 [ 0, %9683 ], [ 1, %9835 ]
  %9696 = phi i64 [ %9685, %9683 ], [ %9837, %9835 ]
  %9697 = phi i64 [ %9686, %9683 ], [ %9836, %9835 ]
  %9698 = mul nuw nsw i64 %9695, 28
  %9699 = getelementptr nuw i8, ptr %53, i64 %9698
  %9700 = getelementptr nuw i8, ptr %54, i64 %9698
  %9701 = shl nuw nsw i64 %9695, 3
  %9702 = add i64 %1168, %9701
  %9703 = sub i64 %7, %9702
  %9704 = icmp sgt i64 %9703, 7
  %9705 = trunc i64 %9703 to i32
  %9706 = select i1 %9704, i32 8, i32 %9705
  %9707 = insertelement <8 x i32> poison, i32 %9706, i64 0
  %9708 = shufflevector <8 x i32> %9707, <8 x i32> poison, <8 x i32> zeroinitializer
  %9709 = icmp sgt <8 x i32> %9708, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9710 = sext <8 x i1> %9709 to <8 x i32>
  store <8 x i32> %9710, ptr %9694, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9700, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %9699, i8 0, i64 28, i1 false)
  %9711 = tail call i64 @llvm.smin.i64(i64 %9703, i64 8)
  %9712 = icmp sgt i64 %9703, 0
  br i1 %9712, label %9713, label %9715

9713:                                             ; preds = %9690
  %9714 = sub i64 0, %9697
  br label %9718

9715:                                             ; preds = %9806, %9690
  %9716 = add nsw i64 %9697, 8
  %9717 = icmp slt i64 %9716, %19
  br i1 %9717, label %9835, label %9829

9718:                                             ; preds = %9713, %9806
  %9719 = phi i64 [ %9714, %9713 ], [ 0, %9806 ]
  %9720 = phi i64 [ 0, %9713 ], [ %9724, %9806 ]
  %9721 = phi i64 [ %9696, %9713 ], [ %9807, %9806 ]
  %9722 = add i64 %9719, %19
  %9723 = add i64 %9722, %9720
  %9724 = tail call i64 @llvm.smin.i64(i64 %9723, i64 %9711)
  br i1 %102, label %9725, label %9755

9725:                                             ; preds = %9718
  %9726 = sub i64 %9721, %22
  %9727 = icmp sgt i64 %9724, %9720
  %9728 = shl nsw i64 -1, %9724
  %9729 = xor i64 %9728, -1
  %9730 = shl nsw i64 -1, %9720
  %9731 = and i64 %9730, %9729
  %9732 = trunc i64 %9731 to i32
  %9733 = select i1 %9727, i32 %9732, i32 0
  br i1 %693, label %9753, label %9734

9734:                                             ; preds = %9725
  %9735 = insertelement <8 x i64> poison, i64 %9726, i64 0
  %9736 = shufflevector <8 x i64> %9735, <8 x i64> poison, <8 x i32> zeroinitializer
  %9737 = insertelement <8 x i32> poison, i32 %9733, i64 0
  %9738 = shufflevector <8 x i32> %9737, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %9739

9739:                                             ; preds = %9739, %9734
  %9740 = phi i64 [ 0, %9734 ], [ %9749, %9739 ]
  %9741 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %9734 ], [ %9750, %9739 ]
  %9742 = add <8 x i64> %9736, %9741
  %9743 = icmp sgt <8 x i64> %9742, splat (i64 -1)
  %9744 = icmp slt <8 x i64> %9742, %9688
  %9745 = and <8 x i1> %9743, %9744
  %9746 = getelementptr i32, ptr %9693, i64 %9740
  %9747 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %9746, <8 x i1> %9745, <8 x i32> poison)
  %9748 = or <8 x i32> %9747, %9738
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %9748, ptr align 4 %9746, <8 x i1> %9745)
  %9749 = add nuw i64 %9740, 8
  %9750 = add nuw nsw <8 x i64> %9741, splat (i64 8)
  %9751 = icmp eq i64 %9749, %694
  br i1 %9751, label %9752, label %9739

9752:                                             ; preds = %9739
  br i1 %695, label %9755, label %9753

9753:                                             ; preds = %9725, %9752
  %9754 = phi i64 [ 0, %9725 ], [ %694, %9752 ]
  br label %9793

9755:                                             ; preds = %9803, %9752, %9718
  br i1 %103, label %9756, label %9806

9756:                                             ; preds = %9755
  %9757 = add i64 %9719, %23
  %9758 = add i64 %9757, %9720
  %9759 = add nsw i64 %9723, %23
  br i1 %696, label %9790, label %9760

9760:                                             ; preds = %9756
  %9761 = insertelement <8 x i64> poison, i64 %9758, i64 0
  %9762 = shufflevector <8 x i64> %9761, <8 x i64> poison, <8 x i32> zeroinitializer
  %9763 = insertelement <8 x i64> poison, i64 %9759, i64 0
  %9764 = shufflevector <8 x i64> %9763, <8 x i64> poison, <8 x i32> zeroinitializer
  %9765 = insertelement <8 x i64> poison, i64 %9720, i64 0
  %9766 = shufflevector <8 x i64> %9765, <8 x i64> poison, <8 x i32> zeroinitializer
  %9767 = insertelement <8 x i64> poison, i64 %9724, i64 0
  %9768 = shufflevector <8 x i64> %9767, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %9769

9769:                                             ; preds = %9769, %9760
  %9770 = phi i64 [ 0, %9760 ], [ %9786, %9769 ]
  %9771 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %9760 ], [ %9787, %9769 ]
  %9772 = add <8 x i64> %9762, %9771
  %9773 = add <8 x i64> %9764, %9771
  %9774 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %9772, <8 x i64> %9766)
  %9775 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %9773, <8 x i64> %9768)
  %9776 = icmp sgt <8 x i64> %9775, %9774
  %9777 = shl nsw <8 x i64> splat (i64 -1), %9775
  %9778 = xor <8 x i64> %9777, splat (i64 -1)
  %9779 = shl nsw <8 x i64> splat (i64 -1), %9774
  %9780 = and <8 x i64> %9779, %9778
  %9781 = trunc <8 x i64> %9780 to <8 x i32>
  %9782 = select <8 x i1> %9776, <8 x i32> %9781, <8 x i32> zeroinitializer
  %9783 = getelementptr inbounds nuw i32, ptr %9692, i64 %9770
  %9784 = load <8 x i32>, ptr %9783, align 4
  %9785 = or <8 x i32> %9784, %9782
  store <8 x i32> %9785, ptr %9783, align 4
  %9786 = add nuw i64 %9770, 8
  %9787 = add <8 x i64> %9771, splat (i64 -8)
  %9788 = icmp eq i64 %9786, %697
  br i1 %9788, label %9789, label %9769

9789:                                             ; preds = %9769
  br i1 %699, label %9806, label %9790

9790:                                             ; preds = %9756, %9789
  %9791 = phi i64 [ 0, %9756 ], [ %698, %9789 ]
  %9792 = phi i64 [ 0, %9756 ], [ %697, %9789 ]
  br label %9809

9793:                                             ; preds = %9753, %9803
  %9794 = phi i64 [ %9804, %9803 ], [ %9754, %9753 ]
  %9795 = add i64 %9726, %9794
  %9796 = icmp sgt i64 %9795, -1
  %9797 = icmp slt i64 %9795, %9684
  %9798 = and i1 %9796, %9797
  br i1 %9798, label %9799, label %9803

9799:                                             ; preds = %9793
  %9800 = getelementptr inbounds nuw i32, ptr %9693, i64 %9794
  %9801 = load i32, ptr %9800, align 4
  %9802 = or i32 %9801, %9733
  store i32 %9802, ptr %9800, align 4
  br label %9803

9803:                                             ; preds = %9799, %9793
  %9804 = add nuw nsw i64 %9794, 1
  %9805 = icmp eq i64 %9804, %20
  br i1 %9805, label %9755, label %9793

9806:                                             ; preds = %9809, %9789, %9755
  %9807 = add nsw i64 %9721, 1
  %9808 = icmp slt i64 %9723, %9711
  br i1 %9808, label %9718, label %9715

9809:                                             ; preds = %9790, %9809
  %9810 = phi i64 [ %9827, %9809 ], [ %9791, %9790 ]
  %9811 = phi i64 [ %9826, %9809 ], [ %9792, %9790 ]
  %9812 = add i64 %9758, %9810
  %9813 = add i64 %9759, %9810
  %9814 = tail call i64 @llvm.smax.i64(i64 %9812, i64 %9720)
  %9815 = tail call i64 @llvm.smin.i64(i64 %9813, i64 %9724)
  %9816 = icmp sgt i64 %9815, %9814
  %9817 = shl nsw i64 -1, %9815
  %9818 = xor i64 %9817, -1
  %9819 = shl nsw i64 -1, %9814
  %9820 = and i64 %9819, %9818
  %9821 = trunc i64 %9820 to i32
  %9822 = select i1 %9816, i32 %9821, i32 0
  %9823 = getelementptr inbounds nuw i32, ptr %9692, i64 %9811
  %9824 = load i32, ptr %9823, align 4
  %9825 = or i32 %9824, %9822
  store i32 %9825, ptr %9823, align 4
  %9826 = add nuw nsw i64 %9811, 1
  %9827 = xor i64 %9811, -1
  %9828 = icmp eq i64 %9826, %21
  br i1 %9828, label %9806, label %9809

9829:                                             ; preds = %9715, %9829
  %9830 = phi i64 [ %9833, %9829 ], [ %9696, %9715 ]
  %9831 = phi i64 [ %9832, %9829 ], [ %9716, %9715 ]
  %9832 = sub nsw i64 %9831, %19
  %9833 = add nsw i64 %9830, 1
  %9834 = icmp slt i64 %9832, %19
  br i1 %9834, label %9835, label %9829

9835:                                             ; preds = %9829, %9715
  %9836 = phi i64 [ %9716, %9715 ], [ %9832, %9829 ]
  %9837 = phi i64 [ %9696, %9715 ], [ %9833, %9829 ]
  br i1 %9691, label %9690, label %9689

9838:                                             ; preds = %9894
  %9839 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %9933

9840:                                             ; preds = %9689
  %9841 = load float, ptr %827, align 1
  %9842 = insertelement <8 x float> poison, float %9841, i64 0
  %9843 = shufflevector <8 x float> %9842, <8 x float> poison, <8 x i32> zeroinitializer
  %9844 = insertelement <8 x float> poison, float %9841, i64 0
  %9845 = shufflevector <8 x float> %9844, <8 x float> poison, <8 x i32> zeroinitializer
  %9846 = load float, ptr %934, align 1
  %9847 = insertelement <8 x float> poison, float %9846, i64 0
  %9848 = shufflevector <8 x float> %9847, <8 x float> poison, <8 x i32> zeroinitializer
  %9849 = insertelement <8 x float> poison, float %9846, i64 0
  %9850 = shufflevector <8 x float> %9849, <8 x float> poison, <8 x i32> zeroinitializer
  %9851 = load float, ptr %937, align 1
  %9852 = insertelement <8 x float> poison, float %9851, i64 0
  %9853 = shufflevector <8 x float> %9852, <8 x float> poison, <8 x i32> zeroinitializer
  %9854 = insertelement <8 x float> poison, float %9851, i64 0
  %9855 = shufflevector <8 x float> %9854, <8 x float> poison, <8 x i32> zeroinitializer
  %9856 = load float, ptr %940, align 1
  %9857 = insertelement <8 x float> poison, float %9856, i64 0
  %9858 = shufflevector <8 x float> %9857, <8 x float> poison, <8 x i32> zeroinitializer
  %9859 = insertelement <8 x float> poison, float %9856, i64 0
  %9860 = shufflevector <8 x float> %9859, <8 x float> poison, <8 x i32> zeroinitializer
  %9861 = load float, ptr %943, align 1
  %9862 = insertelement <8 x float> poison, float %9861, i64 0
  %9863 = shufflevector <8 x float> %9862, <8 x float> poison, <8 x i32> zeroinitializer
  %9864 = insertelement <8 x float> poison, float %9861, i64 0
  %9865 = shufflevector <8 x float> %9864, <8 x float> poison, <8 x i32> zeroinitializer
  br label %9894

9866:                                             ; preds = %9689
  %9867 = getelementptr float, ptr %809, i64 %1168
  %9868 = getelementptr float, ptr %9867, i64 %831
  %9869 = load <8 x i32>, ptr %51, align 32
  %9870 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9868, <8 x i32> %9869)
  %9871 = getelementptr inbounds nuw i8, ptr %9868, i64 32
  %9872 = load <8 x i32>, ptr %52, align 32
  %9873 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9871, <8 x i32> %9872)
  %9874 = getelementptr float, ptr %9867, i64 %947
  %9875 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9874, <8 x i32> %9869)
  %9876 = getelementptr inbounds nuw i8, ptr %9874, i64 32
  %9877 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9876, <8 x i32> %9872)
  %9878 = getelementptr float, ptr %9867, i64 %949
  %9879 = load <8 x i32>, ptr %51, align 32
  %9880 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9878, <8 x i32> %9879)
  %9881 = getelementptr inbounds nuw i8, ptr %9878, i64 32
  %9882 = load <8 x i32>, ptr %52, align 32
  %9883 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9881, <8 x i32> %9882)
  %9884 = getelementptr float, ptr %9867, i64 %951
  %9885 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9884, <8 x i32> %9879)
  %9886 = getelementptr inbounds nuw i8, ptr %9884, i64 32
  %9887 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9886, <8 x i32> %9882)
  %9888 = getelementptr float, ptr %9867, i64 %953
  %9889 = load <8 x i32>, ptr %51, align 32
  %9890 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9888, <8 x i32> %9889)
  %9891 = getelementptr inbounds nuw i8, ptr %9888, i64 32
  %9892 = load <8 x i32>, ptr %52, align 32
  %9893 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %9891, <8 x i32> %9892)
  br label %9894

9894:                                             ; preds = %9866, %9840
  %9895 = phi <8 x float> [ %9890, %9866 ], [ %9863, %9840 ]
  %9896 = phi <8 x float> [ %9885, %9866 ], [ %9858, %9840 ]
  %9897 = phi <8 x float> [ %9880, %9866 ], [ %9853, %9840 ]
  %9898 = phi <8 x float> [ %9875, %9866 ], [ %9848, %9840 ]
  %9899 = phi <8 x float> [ %9870, %9866 ], [ %9843, %9840 ]
  %9900 = phi <8 x float> [ %9873, %9866 ], [ %9845, %9840 ]
  %9901 = phi i64 [ %947, %9866 ], [ %936, %9840 ]
  %9902 = phi <8 x float> [ %9877, %9866 ], [ %9850, %9840 ]
  %9903 = phi i64 [ %949, %9866 ], [ %939, %9840 ]
  %9904 = phi <8 x float> [ %9883, %9866 ], [ %9855, %9840 ]
  %9905 = phi i64 [ %951, %9866 ], [ %942, %9840 ]
  %9906 = phi <8 x float> [ %9887, %9866 ], [ %9860, %9840 ]
  %9907 = phi i64 [ %953, %9866 ], [ %945, %9840 ]
  %9908 = phi <8 x float> [ %9893, %9866 ], [ %9865, %9840 ]
  br i1 %102, label %9838, label %9909

9909:                                             ; preds = %9955, %9894
  %9910 = phi <8 x float> [ %9899, %9894 ], [ %9956, %9955 ]
  %9911 = phi <8 x float> [ %9900, %9894 ], [ %9957, %9955 ]
  %9912 = phi <8 x float> [ %9898, %9894 ], [ %9958, %9955 ]
  %9913 = phi <8 x float> [ %9902, %9894 ], [ %9959, %9955 ]
  %9914 = phi <8 x float> [ %9897, %9894 ], [ %9960, %9955 ]
  %9915 = phi <8 x float> [ %9904, %9894 ], [ %9961, %9955 ]
  %9916 = phi <8 x float> [ %9896, %9894 ], [ %9962, %9955 ]
  %9917 = phi <8 x float> [ %9906, %9894 ], [ %9963, %9955 ]
  %9918 = phi <8 x float> [ %9895, %9894 ], [ %9964, %9955 ]
  %9919 = phi <8 x float> [ %9908, %9894 ], [ %9965, %9955 ]
  %9920 = getelementptr float, ptr %814, i64 %1168
  %9921 = getelementptr float, ptr %9920, i64 %831
  %9922 = load <8 x i32>, ptr %51, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9921, <8 x i32> %9922, <8 x float> %9910)
  %9923 = getelementptr inbounds nuw i8, ptr %9921, i64 32
  %9924 = load <8 x i32>, ptr %52, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9923, <8 x i32> %9924, <8 x float> %9911)
  %9925 = getelementptr float, ptr %9920, i64 %9901
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9925, <8 x i32> %9922, <8 x float> %9912)
  %9926 = getelementptr inbounds nuw i8, ptr %9925, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9926, <8 x i32> %9924, <8 x float> %9913)
  %9927 = getelementptr float, ptr %9920, i64 %9903
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9927, <8 x i32> %9922, <8 x float> %9914)
  %9928 = getelementptr inbounds nuw i8, ptr %9927, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9928, <8 x i32> %9924, <8 x float> %9915)
  %9929 = getelementptr float, ptr %9920, i64 %9905
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9929, <8 x i32> %9922, <8 x float> %9916)
  %9930 = getelementptr inbounds nuw i8, ptr %9929, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9930, <8 x i32> %9924, <8 x float> %9917)
  %9931 = getelementptr float, ptr %9920, i64 %9907
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %9931, <8 x i32> %9922, <8 x float> %9918)
  %9932 = getelementptr inbounds nuw i8, ptr %9931, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %9932, <8 x i32> %9924, <8 x float> %9919)
  br i1 %107, label %10708, label %10068

9933:                                             ; preds = %9838, %9955
  %9934 = phi <8 x float> [ %9899, %9838 ], [ %9956, %9955 ]
  %9935 = phi <8 x float> [ %9900, %9838 ], [ %9957, %9955 ]
  %9936 = phi <8 x float> [ %9898, %9838 ], [ %9958, %9955 ]
  %9937 = phi <8 x float> [ %9902, %9838 ], [ %9959, %9955 ]
  %9938 = phi <8 x float> [ %9897, %9838 ], [ %9960, %9955 ]
  %9939 = phi <8 x float> [ %9904, %9838 ], [ %9961, %9955 ]
  %9940 = phi <8 x float> [ %9896, %9838 ], [ %9962, %9955 ]
  %9941 = phi <8 x float> [ %9906, %9838 ], [ %9963, %9955 ]
  %9942 = phi <8 x float> [ %9895, %9838 ], [ %9964, %9955 ]
  %9943 = phi <8 x float> [ %9908, %9838 ], [ %9965, %9955 ]
  %9944 = phi i64 [ 0, %9838 ], [ %9966, %9955 ]
  br i1 %103, label %9945, label %9955

9945:                                             ; preds = %9933
  %9946 = getelementptr inbounds nuw i32, ptr %53, i64 %9944
  %9947 = sub nsw i64 %9944, %22
  %9948 = mul nsw i64 %9947, %19
  %9949 = getelementptr inbounds float, ptr %9839, i64 %9948
  %9950 = mul nuw nsw i64 %9944, %21
  %9951 = getelementptr inbounds nuw float, ptr %828, i64 %9950
  %9952 = load i32, ptr %9946, align 4
  %9953 = getelementptr inbounds nuw i8, ptr %9946, i64 28
  %9954 = load i32, ptr %9953, align 4
  br label %9968

9955:                                             ; preds = %9997, %9933
  %9956 = phi <8 x float> [ %9934, %9933 ], [ %9998, %9997 ]
  %9957 = phi <8 x float> [ %9935, %9933 ], [ %9999, %9997 ]
  %9958 = phi <8 x float> [ %9936, %9933 ], [ %10000, %9997 ]
  %9959 = phi <8 x float> [ %9937, %9933 ], [ %10001, %9997 ]
  %9960 = phi <8 x float> [ %9938, %9933 ], [ %10002, %9997 ]
  %9961 = phi <8 x float> [ %9939, %9933 ], [ %10003, %9997 ]
  %9962 = phi <8 x float> [ %9940, %9933 ], [ %10004, %9997 ]
  %9963 = phi <8 x float> [ %9941, %9933 ], [ %10005, %9997 ]
  %9964 = phi <8 x float> [ %9942, %9933 ], [ %10006, %9997 ]
  %9965 = phi <8 x float> [ %9943, %9933 ], [ %10007, %9997 ]
  %9966 = add nuw nsw i64 %9944, 1
  %9967 = icmp eq i64 %9966, %20
  br i1 %9967, label %9909, label %9933

9968:                                             ; preds = %9945, %9997
  %9969 = phi <8 x float> [ %9934, %9945 ], [ %9998, %9997 ]
  %9970 = phi <8 x float> [ %9935, %9945 ], [ %9999, %9997 ]
  %9971 = phi <8 x float> [ %9936, %9945 ], [ %10000, %9997 ]
  %9972 = phi <8 x float> [ %9937, %9945 ], [ %10001, %9997 ]
  %9973 = phi <8 x float> [ %9938, %9945 ], [ %10002, %9997 ]
  %9974 = phi <8 x float> [ %9939, %9945 ], [ %10003, %9997 ]
  %9975 = phi <8 x float> [ %9940, %9945 ], [ %10004, %9997 ]
  %9976 = phi <8 x float> [ %9941, %9945 ], [ %10005, %9997 ]
  %9977 = phi <8 x float> [ %9942, %9945 ], [ %10006, %9997 ]
  %9978 = phi <8 x float> [ %9943, %9945 ], [ %10007, %9997 ]
  %9979 = phi i64 [ 0, %9945 ], [ %10008, %9997 ]
  %9980 = getelementptr inbounds nuw i32, ptr %54, i64 %9979
  %9981 = load i32, ptr %9980, align 4
  %9982 = and i32 %9981, %9952
  %9983 = insertelement <8 x i32> poison, i32 %9982, i64 0
  %9984 = shufflevector <8 x i32> %9983, <8 x i32> poison, <8 x i32> zeroinitializer
  %9985 = and <8 x i32> %9984, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %9986 = icmp ne <8 x i32> %9985, zeroinitializer
  %9987 = getelementptr inbounds nuw i8, ptr %9980, i64 28
  %9988 = load i32, ptr %9987, align 4
  %9989 = and i32 %9988, %9954
  %9990 = insertelement <8 x i32> poison, i32 %9989, i64 0
  %9991 = shufflevector <8 x i32> %9990, <8 x i32> poison, <8 x i32> zeroinitializer
  %9992 = and <8 x i32> %9991, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %9993 = icmp ne <8 x i32> %9992, zeroinitializer
  %9994 = sub nsw i64 %9979, %23
  %9995 = getelementptr inbounds float, ptr %9949, i64 %9994
  %9996 = getelementptr inbounds nuw float, ptr %9951, i64 %9979
  br i1 %106, label %10010, label %9997

9997:                                             ; preds = %10010, %9968
  %9998 = phi <8 x float> [ %9969, %9968 ], [ %10032, %10010 ]
  %9999 = phi <8 x float> [ %9970, %9968 ], [ %10033, %10010 ]
  %10000 = phi <8 x float> [ %9971, %9968 ], [ %10040, %10010 ]
  %10001 = phi <8 x float> [ %9972, %9968 ], [ %10041, %10010 ]
  %10002 = phi <8 x float> [ %9973, %9968 ], [ %10048, %10010 ]
  %10003 = phi <8 x float> [ %9974, %9968 ], [ %10049, %10010 ]
  %10004 = phi <8 x float> [ %9975, %9968 ], [ %10056, %10010 ]
  %10005 = phi <8 x float> [ %9976, %9968 ], [ %10057, %10010 ]
  %10006 = phi <8 x float> [ %9977, %9968 ], [ %10064, %10010 ]
  %10007 = phi <8 x float> [ %9978, %9968 ], [ %10065, %10010 ]
  %10008 = add nuw nsw i64 %9979, 1
  %10009 = icmp eq i64 %10008, %21
  br i1 %10009, label %9955, label %9968

10010:                                            ; preds = %9968, %10010
  %10011 = phi <8 x float> [ %10032, %10010 ], [ %9969, %9968 ]
  %10012 = phi <8 x float> [ %10033, %10010 ], [ %9970, %9968 ]
  %10013 = phi <8 x float> [ %10040, %10010 ], [ %9971, %9968 ]
  %10014 = phi <8 x float> [ %10041, %10010 ], [ %9972, %9968 ]
  %10015 = phi <8 x float> [ %10048, %10010 ], [ %9973, %9968 ]
  %10016 = phi <8 x float> [ %10049, %10010 ], [ %9974, %9968 ]
  %10017 = phi <8 x float> [ %10056, %10010 ], [ %9975, %9968 ]
  %10018 = phi <8 x float> [ %10057, %10010 ], [ %9976, %9968 ]
  %10019 = phi <8 x float> [ %10064, %10010 ], [ %9977, %9968 ]
  %10020 = phi <8 x float> [ %10065, %10010 ], [ %9978, %9968 ]
  %10021 = phi i64 [ %10066, %10010 ], [ 0, %9968 ]
  %10022 = mul nsw i64 %10021, %7
  %10023 = getelementptr inbounds float, ptr %9995, i64 %10022
  %10024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10023, <8 x i1> %9986, <8 x float> zeroinitializer)
  %10025 = getelementptr inbounds nuw i8, ptr %10023, i64 32
  %10026 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %10025, <8 x i1> %9993, <8 x float> zeroinitializer)
  %10027 = mul nuw nsw i64 %10021, %101
  %10028 = getelementptr inbounds nuw float, ptr %9996, i64 %10027
  %10029 = load float, ptr %10028, align 1
  %10030 = insertelement <8 x float> poison, float %10029, i64 0
  %10031 = shufflevector <8 x float> %10030, <8 x float> poison, <8 x i32> zeroinitializer
  %10032 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10024, <8 x float> %10031, <8 x float> %10011)
  %10033 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10026, <8 x float> %10031, <8 x float> %10012)
  %10034 = add nuw nsw i64 %5, %10021
  %10035 = mul nuw nsw i64 %10034, %101
  %10036 = getelementptr inbounds nuw float, ptr %9996, i64 %10035
  %10037 = load float, ptr %10036, align 1
  %10038 = insertelement <8 x float> poison, float %10037, i64 0
  %10039 = shufflevector <8 x float> %10038, <8 x float> poison, <8 x i32> zeroinitializer
  %10040 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10024, <8 x float> %10039, <8 x float> %10013)
  %10041 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10026, <8 x float> %10039, <8 x float> %10014)
  %10042 = add nuw nsw i64 %274, %10021
  %10043 = mul nuw nsw i64 %10042, %101
  %10044 = getelementptr inbounds nuw float, ptr %9996, i64 %10043
  %10045 = load float, ptr %10044, align 1
  %10046 = insertelement <8 x float> poison, float %10045, i64 0
  %10047 = shufflevector <8 x float> %10046, <8 x float> poison, <8 x i32> zeroinitializer
  %10048 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10024, <8 x float> %10047, <8 x float> %10015)
  %10049 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10026, <8 x float> %10047, <8 x float> %10016)
  %10050 = add nuw nsw i64 %275, %10021
  %10051 = mul nuw nsw i64 %10050, %101
  %10052 = getelementptr inbounds nuw float, ptr %9996, i64 %10051
  %10053 = load float, ptr %10052, align 1
  %10054 = insertelement <8 x float> poison, float %10053, i64 0
  %10055 = shufflevector <8 x float> %10054, <8 x float> poison, <8 x i32> zeroinitializer
  %10056 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10024, <8 x float> %10055, <8 x float> %10017)
  %10057 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10026, <8 x float> %10055, <8 x float> %10018)
  %10058 = add nuw nsw i64 %276, %10021
  %10059 = mul nuw nsw i64 %10058, %101
  %10060 = getelementptr inbounds nuw float, ptr %9996, i64 %10059
  %10061 = load float, ptr %10060, align 1
  %10062 = insertelement <8 x float> poison, float %10061, i64 0
  %10063 = shufflevector <8 x float> %10062, <8 x float> poison, <8 x i32> zeroinitializer
  %10064 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10024, <8 x float> %10063, <8 x float> %10019)
  %10065 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10026, <8 x float> %10063, <8 x float> %10020)
  %10066 = add nuw nsw i64 %10021, 1
  %10067 = icmp eq i64 %10066, %5
  br i1 %10067, label %9997, label %10010

10068:                                            ; preds = %9909
  %10069 = add nsw i64 %831, %1168
  %10070 = getelementptr inbounds float, ptr %814, i64 %10069
  %10071 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10070, <8 x i32> %9922)
  %10072 = getelementptr inbounds float, ptr %812, i64 %10069
  switch i64 %277, label %1256 [
    i64 1, label %10101
    i64 2, label %10104
    i64 3, label %10111
    i64 0, label %10073
  ]

10073:                                            ; preds = %10068
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10070, <8 x i32> %9922, <8 x float> %10071)
  %10074 = getelementptr float, ptr %814, i64 %10069
  %10075 = getelementptr i8, ptr %10074, i64 32
  %10076 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10075, <8 x i32> %9924)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10075, <8 x i32> %9924, <8 x float> %10076)
  %10077 = add nsw i64 %9901, %1168
  %10078 = getelementptr inbounds float, ptr %814, i64 %10077
  %10079 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10078, <8 x i32> %9922)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10078, <8 x i32> %9922, <8 x float> %10079)
  %10080 = getelementptr float, ptr %814, i64 %10077
  %10081 = getelementptr i8, ptr %10080, i64 32
  %10082 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10081, <8 x i32> %9924)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10081, <8 x i32> %9924, <8 x float> %10082)
  %10083 = add nsw i64 %9903, %1168
  %10084 = getelementptr inbounds float, ptr %814, i64 %10083
  %10085 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10084, <8 x i32> %9922)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10084, <8 x i32> %9922, <8 x float> %10085)
  %10086 = getelementptr float, ptr %814, i64 %10083
  %10087 = getelementptr i8, ptr %10086, i64 32
  %10088 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10087, <8 x i32> %9924)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10087, <8 x i32> %9924, <8 x float> %10088)
  %10089 = add nsw i64 %9905, %1168
  %10090 = getelementptr inbounds float, ptr %814, i64 %10089
  %10091 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10090, <8 x i32> %9922)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10090, <8 x i32> %9922, <8 x float> %10091)
  %10092 = getelementptr float, ptr %814, i64 %10089
  %10093 = getelementptr i8, ptr %10092, i64 32
  %10094 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10093, <8 x i32> %9924)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10093, <8 x i32> %9924, <8 x float> %10094)
  %10095 = add nsw i64 %9907, %1168
  %10096 = getelementptr inbounds float, ptr %814, i64 %10095
  %10097 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10096, <8 x i32> %9922)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10096, <8 x i32> %9922, <8 x float> %10097)
  %10098 = getelementptr float, ptr %814, i64 %10095
  %10099 = getelementptr i8, ptr %10098, i64 32
  %10100 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10099, <8 x i32> %9924)
  br label %10705

10101:                                            ; preds = %10068
  %10102 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10072, <8 x i32> %9922)
  %10103 = fadd <8 x float> %10071, %10102
  br label %10118

10104:                                            ; preds = %10068
  %10105 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10071)
  %10106 = bitcast <8 x float> %10071 to <8 x i32>
  %10107 = or <8 x i32> %10106, %109
  %10108 = bitcast <8 x i32> %10107 to <8 x float>
  %10109 = fcmp oeq <8 x float> %10071, %74
  %10110 = select <8 x i1> %10109, <8 x float> %10108, <8 x float> %10105
  br label %10118

10111:                                            ; preds = %10068
  %10112 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10071)
  %10113 = bitcast <8 x float> %10071 to <8 x i32>
  %10114 = and <8 x i32> %10113, %108
  %10115 = bitcast <8 x i32> %10114 to <8 x float>
  %10116 = fcmp oeq <8 x float> %10071, %71
  %10117 = select <8 x i1> %10116, <8 x float> %10115, <8 x float> %10112
  br label %10118

10118:                                            ; preds = %10111, %10104, %10101
  %10119 = phi <8 x float> [ %10103, %10101 ], [ %10110, %10104 ], [ %10117, %10111 ]
  switch i64 %279, label %1256 [
    i64 1, label %10134
    i64 2, label %10127
    i64 3, label %10120
    i64 0, label %10156
  ]

10120:                                            ; preds = %10118
  %10121 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10119)
  %10122 = bitcast <8 x float> %10119 to <8 x i32>
  %10123 = and <8 x i32> %10122, %108
  %10124 = bitcast <8 x i32> %10123 to <8 x float>
  %10125 = fcmp oeq <8 x float> %10119, %71
  %10126 = select <8 x i1> %10125, <8 x float> %10124, <8 x float> %10121
  br label %10137

10127:                                            ; preds = %10118
  %10128 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10119)
  %10129 = bitcast <8 x float> %10119 to <8 x i32>
  %10130 = or <8 x i32> %10129, %109
  %10131 = bitcast <8 x i32> %10130 to <8 x float>
  %10132 = fcmp oeq <8 x float> %10119, %74
  %10133 = select <8 x i1> %10132, <8 x float> %10131, <8 x float> %10128
  br label %10137

10134:                                            ; preds = %10118
  %10135 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10072, <8 x i32> %9922)
  %10136 = fadd <8 x float> %10119, %10135
  br label %10137

10137:                                            ; preds = %10134, %10127, %10120
  %10138 = phi <8 x float> [ %10136, %10134 ], [ %10133, %10127 ], [ %10126, %10120 ]
  switch i64 %281, label %1256 [
    i64 1, label %10153
    i64 2, label %10146
    i64 3, label %10139
    i64 0, label %10156
  ]

10139:                                            ; preds = %10137
  %10140 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10138)
  %10141 = bitcast <8 x float> %10138 to <8 x i32>
  %10142 = and <8 x i32> %10141, %108
  %10143 = bitcast <8 x i32> %10142 to <8 x float>
  %10144 = fcmp oeq <8 x float> %10138, %71
  %10145 = select <8 x i1> %10144, <8 x float> %10143, <8 x float> %10140
  br label %10156

10146:                                            ; preds = %10137
  %10147 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10138)
  %10148 = bitcast <8 x float> %10138 to <8 x i32>
  %10149 = or <8 x i32> %10148, %109
  %10150 = bitcast <8 x i32> %10149 to <8 x float>
  %10151 = fcmp oeq <8 x float> %10138, %74
  %10152 = select <8 x i1> %10151, <8 x float> %10150, <8 x float> %10147
  br label %10156

10153:                                            ; preds = %10137
  %10154 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10072, <8 x i32> %9922)
  %10155 = fadd <8 x float> %10138, %10154
  br label %10156

10156:                                            ; preds = %10139, %10146, %10153, %10137, %10118
  %10157 = phi <8 x float> [ %10138, %10137 ], [ %10145, %10139 ], [ %10119, %10118 ], [ %10155, %10153 ], [ %10152, %10146 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10070, <8 x i32> %9922, <8 x float> %10157)
  %10158 = add nsw i64 %10069, 8
  %10159 = getelementptr inbounds float, ptr %814, i64 %10158
  %10160 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10159, <8 x i32> %9924)
  %10161 = getelementptr inbounds float, ptr %812, i64 %10158
  switch i64 %277, label %1256 [
    i64 1, label %10176
    i64 2, label %10169
    i64 3, label %10162
  ]

10162:                                            ; preds = %10156
  %10163 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10160)
  %10164 = bitcast <8 x float> %10160 to <8 x i32>
  %10165 = and <8 x i32> %10164, %108
  %10166 = bitcast <8 x i32> %10165 to <8 x float>
  %10167 = fcmp oeq <8 x float> %10160, %71
  %10168 = select <8 x i1> %10167, <8 x float> %10166, <8 x float> %10163
  br label %10179

10169:                                            ; preds = %10156
  %10170 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10160)
  %10171 = bitcast <8 x float> %10160 to <8 x i32>
  %10172 = or <8 x i32> %10171, %109
  %10173 = bitcast <8 x i32> %10172 to <8 x float>
  %10174 = fcmp oeq <8 x float> %10160, %74
  %10175 = select <8 x i1> %10174, <8 x float> %10173, <8 x float> %10170
  br label %10179

10176:                                            ; preds = %10156
  %10177 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10161, <8 x i32> %9924)
  %10178 = fadd <8 x float> %10160, %10177
  br label %10179

10179:                                            ; preds = %10176, %10169, %10162
  %10180 = phi <8 x float> [ %10178, %10176 ], [ %10175, %10169 ], [ %10168, %10162 ]
  switch i64 %283, label %1256 [
    i64 1, label %10195
    i64 2, label %10188
    i64 3, label %10181
    i64 0, label %10217
  ]

10181:                                            ; preds = %10179
  %10182 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10180)
  %10183 = bitcast <8 x float> %10180 to <8 x i32>
  %10184 = and <8 x i32> %10183, %108
  %10185 = bitcast <8 x i32> %10184 to <8 x float>
  %10186 = fcmp oeq <8 x float> %10180, %71
  %10187 = select <8 x i1> %10186, <8 x float> %10185, <8 x float> %10182
  br label %10198

10188:                                            ; preds = %10179
  %10189 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10180)
  %10190 = bitcast <8 x float> %10180 to <8 x i32>
  %10191 = or <8 x i32> %10190, %109
  %10192 = bitcast <8 x i32> %10191 to <8 x float>
  %10193 = fcmp oeq <8 x float> %10180, %74
  %10194 = select <8 x i1> %10193, <8 x float> %10192, <8 x float> %10189
  br label %10198

10195:                                            ; preds = %10179
  %10196 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10161, <8 x i32> %9924)
  %10197 = fadd <8 x float> %10180, %10196
  br label %10198

10198:                                            ; preds = %10195, %10188, %10181
  %10199 = phi <8 x float> [ %10197, %10195 ], [ %10194, %10188 ], [ %10187, %10181 ]
  switch i64 %285, label %1256 [
    i64 1, label %10214
    i64 2, label %10207
    i64 3, label %10200
    i64 0, label %10217
  ]

10200:                                            ; preds = %10198
  %10201 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10199)
  %10202 = bitcast <8 x float> %10199 to <8 x i32>
  %10203 = and <8 x i32> %10202, %108
  %10204 = bitcast <8 x i32> %10203 to <8 x float>
  %10205 = fcmp oeq <8 x float> %10199, %71
  %10206 = select <8 x i1> %10205, <8 x float> %10204, <8 x float> %10201
  br label %10217

10207:                                            ; preds = %10198
  %10208 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10199)
  %10209 = bitcast <8 x float> %10199 to <8 x i32>
  %10210 = or <8 x i32> %10209, %109
  %10211 = bitcast <8 x i32> %10210 to <8 x float>
  %10212 = fcmp oeq <8 x float> %10199, %74
  %10213 = select <8 x i1> %10212, <8 x float> %10211, <8 x float> %10208
  br label %10217

10214:                                            ; preds = %10198
  %10215 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10161, <8 x i32> %9924)
  %10216 = fadd <8 x float> %10199, %10215
  br label %10217

10217:                                            ; preds = %10200, %10207, %10214, %10198, %10179
  %10218 = phi <8 x float> [ %10213, %10207 ], [ %10206, %10200 ], [ %10180, %10179 ], [ %10199, %10198 ], [ %10216, %10214 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10159, <8 x i32> %9924, <8 x float> %10218)
  %10219 = add nsw i64 %9901, %1168
  %10220 = getelementptr inbounds float, ptr %814, i64 %10219
  %10221 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10220, <8 x i32> %9922)
  %10222 = getelementptr inbounds float, ptr %812, i64 %10219
  switch i64 %277, label %1256 [
    i64 1, label %10237
    i64 2, label %10230
    i64 3, label %10223
  ]

10223:                                            ; preds = %10217
  %10224 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10221)
  %10225 = bitcast <8 x float> %10221 to <8 x i32>
  %10226 = and <8 x i32> %10225, %108
  %10227 = bitcast <8 x i32> %10226 to <8 x float>
  %10228 = fcmp oeq <8 x float> %10221, %71
  %10229 = select <8 x i1> %10228, <8 x float> %10227, <8 x float> %10224
  br label %10240

10230:                                            ; preds = %10217
  %10231 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10221)
  %10232 = bitcast <8 x float> %10221 to <8 x i32>
  %10233 = or <8 x i32> %10232, %109
  %10234 = bitcast <8 x i32> %10233 to <8 x float>
  %10235 = fcmp oeq <8 x float> %10221, %74
  %10236 = select <8 x i1> %10235, <8 x float> %10234, <8 x float> %10231
  br label %10240

10237:                                            ; preds = %10217
  %10238 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10222, <8 x i32> %9922)
  %10239 = fadd <8 x float> %10221, %10238
  br label %10240

10240:                                            ; preds = %10237, %10230, %10223
  %10241 = phi <8 x float> [ %10239, %10237 ], [ %10236, %10230 ], [ %10229, %10223 ]
  switch i64 %287, label %1256 [
    i64 1, label %10256
    i64 2, label %10249
    i64 3, label %10242
    i64 0, label %10278
  ]

10242:                                            ; preds = %10240
  %10243 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10241)
  %10244 = bitcast <8 x float> %10241 to <8 x i32>
  %10245 = and <8 x i32> %10244, %108
  %10246 = bitcast <8 x i32> %10245 to <8 x float>
  %10247 = fcmp oeq <8 x float> %10241, %71
  %10248 = select <8 x i1> %10247, <8 x float> %10246, <8 x float> %10243
  br label %10259

10249:                                            ; preds = %10240
  %10250 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10241)
  %10251 = bitcast <8 x float> %10241 to <8 x i32>
  %10252 = or <8 x i32> %10251, %109
  %10253 = bitcast <8 x i32> %10252 to <8 x float>
  %10254 = fcmp oeq <8 x float> %10241, %74
  %10255 = select <8 x i1> %10254, <8 x float> %10253, <8 x float> %10250
  br label %10259

10256:                                            ; preds = %10240
  %10257 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10222, <8 x i32> %9922)
  %10258 = fadd <8 x float> %10241, %10257
  br label %10259

10259:                                            ; preds = %10256, %10249, %10242
  %10260 = phi <8 x float> [ %10258, %10256 ], [ %10255, %10249 ], [ %10248, %10242 ]
  switch i64 %289, label %1256 [
    i64 1, label %10275
    i64 2, label %10268
    i64 3, label %10261
    i64 0, label %10278
  ]

10261:                                            ; preds = %10259
  %10262 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10260)
  %10263 = bitcast <8 x float> %10260 to <8 x i32>
  %10264 = and <8 x i32> %10263, %108
  %10265 = bitcast <8 x i32> %10264 to <8 x float>
  %10266 = fcmp oeq <8 x float> %10260, %71
  %10267 = select <8 x i1> %10266, <8 x float> %10265, <8 x float> %10262
  br label %10278

10268:                                            ; preds = %10259
  %10269 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10260)
  %10270 = bitcast <8 x float> %10260 to <8 x i32>
  %10271 = or <8 x i32> %10270, %109
  %10272 = bitcast <8 x i32> %10271 to <8 x float>
  %10273 = fcmp oeq <8 x float> %10260, %74
  %10274 = select <8 x i1> %10273, <8 x float> %10272, <8 x float> %10269
  br label %10278

10275:                                            ; preds = %10259
  %10276 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10222, <8 x i32> %9922)
  %10277 = fadd <8 x float> %10260, %10276
  br label %10278

10278:                                            ; preds = %10261, %10268, %10275, %10259, %10240
  %10279 = phi <8 x float> [ %10274, %10268 ], [ %10267, %10261 ], [ %10241, %10240 ], [ %10260, %10259 ], [ %10277, %10275 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10220, <8 x i32> %9922, <8 x float> %10279)
  %10280 = add nsw i64 %10219, 8
  %10281 = getelementptr inbounds float, ptr %814, i64 %10280
  %10282 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10281, <8 x i32> %9924)
  %10283 = getelementptr inbounds float, ptr %812, i64 %10280
  switch i64 %277, label %1256 [
    i64 1, label %10298
    i64 2, label %10291
    i64 3, label %10284
  ]

10284:                                            ; preds = %10278
  %10285 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10282)
  %10286 = bitcast <8 x float> %10282 to <8 x i32>
  %10287 = and <8 x i32> %10286, %108
  %10288 = bitcast <8 x i32> %10287 to <8 x float>
  %10289 = fcmp oeq <8 x float> %10282, %71
  %10290 = select <8 x i1> %10289, <8 x float> %10288, <8 x float> %10285
  br label %10301

10291:                                            ; preds = %10278
  %10292 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10282)
  %10293 = bitcast <8 x float> %10282 to <8 x i32>
  %10294 = or <8 x i32> %10293, %109
  %10295 = bitcast <8 x i32> %10294 to <8 x float>
  %10296 = fcmp oeq <8 x float> %10282, %74
  %10297 = select <8 x i1> %10296, <8 x float> %10295, <8 x float> %10292
  br label %10301

10298:                                            ; preds = %10278
  %10299 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10283, <8 x i32> %9924)
  %10300 = fadd <8 x float> %10282, %10299
  br label %10301

10301:                                            ; preds = %10298, %10291, %10284
  %10302 = phi <8 x float> [ %10300, %10298 ], [ %10297, %10291 ], [ %10290, %10284 ]
  switch i64 %291, label %1256 [
    i64 1, label %10317
    i64 2, label %10310
    i64 3, label %10303
    i64 0, label %10339
  ]

10303:                                            ; preds = %10301
  %10304 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10302)
  %10305 = bitcast <8 x float> %10302 to <8 x i32>
  %10306 = and <8 x i32> %10305, %108
  %10307 = bitcast <8 x i32> %10306 to <8 x float>
  %10308 = fcmp oeq <8 x float> %10302, %71
  %10309 = select <8 x i1> %10308, <8 x float> %10307, <8 x float> %10304
  br label %10320

10310:                                            ; preds = %10301
  %10311 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10302)
  %10312 = bitcast <8 x float> %10302 to <8 x i32>
  %10313 = or <8 x i32> %10312, %109
  %10314 = bitcast <8 x i32> %10313 to <8 x float>
  %10315 = fcmp oeq <8 x float> %10302, %74
  %10316 = select <8 x i1> %10315, <8 x float> %10314, <8 x float> %10311
  br label %10320

10317:                                            ; preds = %10301
  %10318 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10283, <8 x i32> %9924)
  %10319 = fadd <8 x float> %10302, %10318
  br label %10320

10320:                                            ; preds = %10317, %10310, %10303
  %10321 = phi <8 x float> [ %10319, %10317 ], [ %10316, %10310 ], [ %10309, %10303 ]
  switch i64 %293, label %1256 [
    i64 1, label %10336
    i64 2, label %10329
    i64 3, label %10322
    i64 0, label %10339
  ]

10322:                                            ; preds = %10320
  %10323 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10321)
  %10324 = bitcast <8 x float> %10321 to <8 x i32>
  %10325 = and <8 x i32> %10324, %108
  %10326 = bitcast <8 x i32> %10325 to <8 x float>
  %10327 = fcmp oeq <8 x float> %10321, %71
  %10328 = select <8 x i1> %10327, <8 x float> %10326, <8 x float> %10323
  br label %10339

10329:                                            ; preds = %10320
  %10330 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10321)
  %10331 = bitcast <8 x float> %10321 to <8 x i32>
  %10332 = or <8 x i32> %10331, %109
  %10333 = bitcast <8 x i32> %10332 to <8 x float>
  %10334 = fcmp oeq <8 x float> %10321, %74
  %10335 = select <8 x i1> %10334, <8 x float> %10333, <8 x float> %10330
  br label %10339

10336:                                            ; preds = %10320
  %10337 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10283, <8 x i32> %9924)
  %10338 = fadd <8 x float> %10321, %10337
  br label %10339

10339:                                            ; preds = %10322, %10329, %10336, %10320, %10301
  %10340 = phi <8 x float> [ %10335, %10329 ], [ %10328, %10322 ], [ %10302, %10301 ], [ %10321, %10320 ], [ %10338, %10336 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10281, <8 x i32> %9924, <8 x float> %10340)
  %10341 = add nsw i64 %9903, %1168
  %10342 = getelementptr inbounds float, ptr %814, i64 %10341
  %10343 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10342, <8 x i32> %9922)
  %10344 = getelementptr inbounds float, ptr %812, i64 %10341
  switch i64 %277, label %1256 [
    i64 1, label %10359
    i64 2, label %10352
    i64 3, label %10345
  ]

10345:                                            ; preds = %10339
  %10346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10343)
  %10347 = bitcast <8 x float> %10343 to <8 x i32>
  %10348 = and <8 x i32> %10347, %108
  %10349 = bitcast <8 x i32> %10348 to <8 x float>
  %10350 = fcmp oeq <8 x float> %10343, %71
  %10351 = select <8 x i1> %10350, <8 x float> %10349, <8 x float> %10346
  br label %10362

10352:                                            ; preds = %10339
  %10353 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10343)
  %10354 = bitcast <8 x float> %10343 to <8 x i32>
  %10355 = or <8 x i32> %10354, %109
  %10356 = bitcast <8 x i32> %10355 to <8 x float>
  %10357 = fcmp oeq <8 x float> %10343, %74
  %10358 = select <8 x i1> %10357, <8 x float> %10356, <8 x float> %10353
  br label %10362

10359:                                            ; preds = %10339
  %10360 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10344, <8 x i32> %9922)
  %10361 = fadd <8 x float> %10343, %10360
  br label %10362

10362:                                            ; preds = %10359, %10352, %10345
  %10363 = phi <8 x float> [ %10361, %10359 ], [ %10358, %10352 ], [ %10351, %10345 ]
  switch i64 %295, label %1256 [
    i64 1, label %10378
    i64 2, label %10371
    i64 3, label %10364
    i64 0, label %10400
  ]

10364:                                            ; preds = %10362
  %10365 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10363)
  %10366 = bitcast <8 x float> %10363 to <8 x i32>
  %10367 = and <8 x i32> %10366, %108
  %10368 = bitcast <8 x i32> %10367 to <8 x float>
  %10369 = fcmp oeq <8 x float> %10363, %71
  %10370 = select <8 x i1> %10369, <8 x float> %10368, <8 x float> %10365
  br label %10381

10371:                                            ; preds = %10362
  %10372 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10363)
  %10373 = bitcast <8 x float> %10363 to <8 x i32>
  %10374 = or <8 x i32> %10373, %109
  %10375 = bitcast <8 x i32> %10374 to <8 x float>
  %10376 = fcmp oeq <8 x float> %10363, %74
  %10377 = select <8 x i1> %10376, <8 x float> %10375, <8 x float> %10372
  br label %10381

10378:                                            ; preds = %10362
  %10379 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10344, <8 x i32> %9922)
  %10380 = fadd <8 x float> %10363, %10379
  br label %10381

10381:                                            ; preds = %10378, %10371, %10364
  %10382 = phi <8 x float> [ %10380, %10378 ], [ %10377, %10371 ], [ %10370, %10364 ]
  switch i64 %297, label %1256 [
    i64 1, label %10397
    i64 2, label %10390
    i64 3, label %10383
    i64 0, label %10400
  ]

10383:                                            ; preds = %10381
  %10384 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10382)
  %10385 = bitcast <8 x float> %10382 to <8 x i32>
  %10386 = and <8 x i32> %10385, %108
  %10387 = bitcast <8 x i32> %10386 to <8 x float>
  %10388 = fcmp oeq <8 x float> %10382, %71
  %10389 = select <8 x i1> %10388, <8 x float> %10387, <8 x float> %10384
  br label %10400

10390:                                            ; preds = %10381
  %10391 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10382)
  %10392 = bitcast <8 x float> %10382 to <8 x i32>
  %10393 = or <8 x i32> %10392, %109
  %10394 = bitcast <8 x i32> %10393 to <8 x float>
  %10395 = fcmp oeq <8 x float> %10382, %74
  %10396 = select <8 x i1> %10395, <8 x float> %10394, <8 x float> %10391
  br label %10400

10397:                                            ; preds = %10381
  %10398 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10344, <8 x i32> %9922)
  %10399 = fadd <8 x float> %10382, %10398
  br label %10400

10400:                                            ; preds = %10383, %10390, %10397, %10381, %10362
  %10401 = phi <8 x float> [ %10396, %10390 ], [ %10389, %10383 ], [ %10363, %10362 ], [ %10382, %10381 ], [ %10399, %10397 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10342, <8 x i32> %9922, <8 x float> %10401)
  %10402 = add nsw i64 %10341, 8
  %10403 = getelementptr inbounds float, ptr %814, i64 %10402
  %10404 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10403, <8 x i32> %9924)
  %10405 = getelementptr inbounds float, ptr %812, i64 %10402
  switch i64 %277, label %1256 [
    i64 1, label %10420
    i64 2, label %10413
    i64 3, label %10406
  ]

10406:                                            ; preds = %10400
  %10407 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10404)
  %10408 = bitcast <8 x float> %10404 to <8 x i32>
  %10409 = and <8 x i32> %10408, %108
  %10410 = bitcast <8 x i32> %10409 to <8 x float>
  %10411 = fcmp oeq <8 x float> %10404, %71
  %10412 = select <8 x i1> %10411, <8 x float> %10410, <8 x float> %10407
  br label %10423

10413:                                            ; preds = %10400
  %10414 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10404)
  %10415 = bitcast <8 x float> %10404 to <8 x i32>
  %10416 = or <8 x i32> %10415, %109
  %10417 = bitcast <8 x i32> %10416 to <8 x float>
  %10418 = fcmp oeq <8 x float> %10404, %74
  %10419 = select <8 x i1> %10418, <8 x float> %10417, <8 x float> %10414
  br label %10423

10420:                                            ; preds = %10400
  %10421 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10405, <8 x i32> %9924)
  %10422 = fadd <8 x float> %10404, %10421
  br label %10423

10423:                                            ; preds = %10420, %10413, %10406
  %10424 = phi <8 x float> [ %10422, %10420 ], [ %10419, %10413 ], [ %10412, %10406 ]
  switch i64 %299, label %1256 [
    i64 1, label %10439
    i64 2, label %10432
    i64 3, label %10425
    i64 0, label %10461
  ]

10425:                                            ; preds = %10423
  %10426 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10424)
  %10427 = bitcast <8 x float> %10424 to <8 x i32>
  %10428 = and <8 x i32> %10427, %108
  %10429 = bitcast <8 x i32> %10428 to <8 x float>
  %10430 = fcmp oeq <8 x float> %10424, %71
  %10431 = select <8 x i1> %10430, <8 x float> %10429, <8 x float> %10426
  br label %10442

10432:                                            ; preds = %10423
  %10433 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10424)
  %10434 = bitcast <8 x float> %10424 to <8 x i32>
  %10435 = or <8 x i32> %10434, %109
  %10436 = bitcast <8 x i32> %10435 to <8 x float>
  %10437 = fcmp oeq <8 x float> %10424, %74
  %10438 = select <8 x i1> %10437, <8 x float> %10436, <8 x float> %10433
  br label %10442

10439:                                            ; preds = %10423
  %10440 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10405, <8 x i32> %9924)
  %10441 = fadd <8 x float> %10424, %10440
  br label %10442

10442:                                            ; preds = %10439, %10432, %10425
  %10443 = phi <8 x float> [ %10441, %10439 ], [ %10438, %10432 ], [ %10431, %10425 ]
  switch i64 %301, label %1256 [
    i64 1, label %10458
    i64 2, label %10451
    i64 3, label %10444
    i64 0, label %10461
  ]

10444:                                            ; preds = %10442
  %10445 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10443)
  %10446 = bitcast <8 x float> %10443 to <8 x i32>
  %10447 = and <8 x i32> %10446, %108
  %10448 = bitcast <8 x i32> %10447 to <8 x float>
  %10449 = fcmp oeq <8 x float> %10443, %71
  %10450 = select <8 x i1> %10449, <8 x float> %10448, <8 x float> %10445
  br label %10461

10451:                                            ; preds = %10442
  %10452 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10443)
  %10453 = bitcast <8 x float> %10443 to <8 x i32>
  %10454 = or <8 x i32> %10453, %109
  %10455 = bitcast <8 x i32> %10454 to <8 x float>
  %10456 = fcmp oeq <8 x float> %10443, %74
  %10457 = select <8 x i1> %10456, <8 x float> %10455, <8 x float> %10452
  br label %10461

10458:                                            ; preds = %10442
  %10459 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10405, <8 x i32> %9924)
  %10460 = fadd <8 x float> %10443, %10459
  br label %10461

10461:                                            ; preds = %10444, %10451, %10458, %10442, %10423
  %10462 = phi <8 x float> [ %10457, %10451 ], [ %10450, %10444 ], [ %10424, %10423 ], [ %10443, %10442 ], [ %10460, %10458 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10403, <8 x i32> %9924, <8 x float> %10462)
  %10463 = add nsw i64 %9905, %1168
  %10464 = getelementptr inbounds float, ptr %814, i64 %10463
  %10465 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10464, <8 x i32> %9922)
  %10466 = getelementptr inbounds float, ptr %812, i64 %10463
  switch i64 %277, label %1256 [
    i64 1, label %10481
    i64 2, label %10474
    i64 3, label %10467
  ]

10467:                                            ; preds = %10461
  %10468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10465)
  %10469 = bitcast <8 x float> %10465 to <8 x i32>
  %10470 = and <8 x i32> %10469, %108
  %10471 = bitcast <8 x i32> %10470 to <8 x float>
  %10472 = fcmp oeq <8 x float> %10465, %71
  %10473 = select <8 x i1> %10472, <8 x float> %10471, <8 x float> %10468
  br label %10484

10474:                                            ; preds = %10461
  %10475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10465)
  %10476 = bitcast <8 x float> %10465 to <8 x i32>
  %10477 = or <8 x i32> %10476, %109
  %10478 = bitcast <8 x i32> %10477 to <8 x float>
  %10479 = fcmp oeq <8 x float> %10465, %74
  %10480 = select <8 x i1> %10479, <8 x float> %10478, <8 x float> %10475
  br label %10484

10481:                                            ; preds = %10461
  %10482 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10466, <8 x i32> %9922)
  %10483 = fadd <8 x float> %10465, %10482
  br label %10484

10484:                                            ; preds = %10481, %10474, %10467
  %10485 = phi <8 x float> [ %10483, %10481 ], [ %10480, %10474 ], [ %10473, %10467 ]
  switch i64 %303, label %1256 [
    i64 1, label %10500
    i64 2, label %10493
    i64 3, label %10486
    i64 0, label %10522
  ]

10486:                                            ; preds = %10484
  %10487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10485)
  %10488 = bitcast <8 x float> %10485 to <8 x i32>
  %10489 = and <8 x i32> %10488, %108
  %10490 = bitcast <8 x i32> %10489 to <8 x float>
  %10491 = fcmp oeq <8 x float> %10485, %71
  %10492 = select <8 x i1> %10491, <8 x float> %10490, <8 x float> %10487
  br label %10503

10493:                                            ; preds = %10484
  %10494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10485)
  %10495 = bitcast <8 x float> %10485 to <8 x i32>
  %10496 = or <8 x i32> %10495, %109
  %10497 = bitcast <8 x i32> %10496 to <8 x float>
  %10498 = fcmp oeq <8 x float> %10485, %74
  %10499 = select <8 x i1> %10498, <8 x float> %10497, <8 x float> %10494
  br label %10503

10500:                                            ; preds = %10484
  %10501 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10466, <8 x i32> %9922)
  %10502 = fadd <8 x float> %10485, %10501
  br label %10503

10503:                                            ; preds = %10500, %10493, %10486
  %10504 = phi <8 x float> [ %10502, %10500 ], [ %10499, %10493 ], [ %10492, %10486 ]
  switch i64 %305, label %1256 [
    i64 1, label %10519
    i64 2, label %10512
    i64 3, label %10505
    i64 0, label %10522
  ]

10505:                                            ; preds = %10503
  %10506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10504)
  %10507 = bitcast <8 x float> %10504 to <8 x i32>
  %10508 = and <8 x i32> %10507, %108
  %10509 = bitcast <8 x i32> %10508 to <8 x float>
  %10510 = fcmp oeq <8 x float> %10504, %71
  %10511 = select <8 x i1> %10510, <8 x float> %10509, <8 x float> %10506
  br label %10522

10512:                                            ; preds = %10503
  %10513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10504)
  %10514 = bitcast <8 x float> %10504 to <8 x i32>
  %10515 = or <8 x i32> %10514, %109
  %10516 = bitcast <8 x i32> %10515 to <8 x float>
  %10517 = fcmp oeq <8 x float> %10504, %74
  %10518 = select <8 x i1> %10517, <8 x float> %10516, <8 x float> %10513
  br label %10522

10519:                                            ; preds = %10503
  %10520 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10466, <8 x i32> %9922)
  %10521 = fadd <8 x float> %10504, %10520
  br label %10522

10522:                                            ; preds = %10505, %10512, %10519, %10503, %10484
  %10523 = phi <8 x float> [ %10518, %10512 ], [ %10511, %10505 ], [ %10485, %10484 ], [ %10504, %10503 ], [ %10521, %10519 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10464, <8 x i32> %9922, <8 x float> %10523)
  %10524 = add nsw i64 %10463, 8
  %10525 = getelementptr inbounds float, ptr %814, i64 %10524
  %10526 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10525, <8 x i32> %9924)
  %10527 = getelementptr inbounds float, ptr %812, i64 %10524
  switch i64 %277, label %1256 [
    i64 1, label %10542
    i64 2, label %10535
    i64 3, label %10528
  ]

10528:                                            ; preds = %10522
  %10529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10526)
  %10530 = bitcast <8 x float> %10526 to <8 x i32>
  %10531 = and <8 x i32> %10530, %108
  %10532 = bitcast <8 x i32> %10531 to <8 x float>
  %10533 = fcmp oeq <8 x float> %10526, %71
  %10534 = select <8 x i1> %10533, <8 x float> %10532, <8 x float> %10529
  br label %10545

10535:                                            ; preds = %10522
  %10536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10526)
  %10537 = bitcast <8 x float> %10526 to <8 x i32>
  %10538 = or <8 x i32> %10537, %109
  %10539 = bitcast <8 x i32> %10538 to <8 x float>
  %10540 = fcmp oeq <8 x float> %10526, %74
  %10541 = select <8 x i1> %10540, <8 x float> %10539, <8 x float> %10536
  br label %10545

10542:                                            ; preds = %10522
  %10543 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10527, <8 x i32> %9924)
  %10544 = fadd <8 x float> %10526, %10543
  br label %10545

10545:                                            ; preds = %10542, %10535, %10528
  %10546 = phi <8 x float> [ %10544, %10542 ], [ %10541, %10535 ], [ %10534, %10528 ]
  switch i64 %307, label %1256 [
    i64 1, label %10561
    i64 2, label %10554
    i64 3, label %10547
    i64 0, label %10583
  ]

10547:                                            ; preds = %10545
  %10548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10546)
  %10549 = bitcast <8 x float> %10546 to <8 x i32>
  %10550 = and <8 x i32> %10549, %108
  %10551 = bitcast <8 x i32> %10550 to <8 x float>
  %10552 = fcmp oeq <8 x float> %10546, %71
  %10553 = select <8 x i1> %10552, <8 x float> %10551, <8 x float> %10548
  br label %10564

10554:                                            ; preds = %10545
  %10555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10546)
  %10556 = bitcast <8 x float> %10546 to <8 x i32>
  %10557 = or <8 x i32> %10556, %109
  %10558 = bitcast <8 x i32> %10557 to <8 x float>
  %10559 = fcmp oeq <8 x float> %10546, %74
  %10560 = select <8 x i1> %10559, <8 x float> %10558, <8 x float> %10555
  br label %10564

10561:                                            ; preds = %10545
  %10562 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10527, <8 x i32> %9924)
  %10563 = fadd <8 x float> %10546, %10562
  br label %10564

10564:                                            ; preds = %10561, %10554, %10547
  %10565 = phi <8 x float> [ %10563, %10561 ], [ %10560, %10554 ], [ %10553, %10547 ]
  switch i64 %309, label %1256 [
    i64 1, label %10580
    i64 2, label %10573
    i64 3, label %10566
    i64 0, label %10583
  ]

10566:                                            ; preds = %10564
  %10567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10565)
  %10568 = bitcast <8 x float> %10565 to <8 x i32>
  %10569 = and <8 x i32> %10568, %108
  %10570 = bitcast <8 x i32> %10569 to <8 x float>
  %10571 = fcmp oeq <8 x float> %10565, %71
  %10572 = select <8 x i1> %10571, <8 x float> %10570, <8 x float> %10567
  br label %10583

10573:                                            ; preds = %10564
  %10574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10565)
  %10575 = bitcast <8 x float> %10565 to <8 x i32>
  %10576 = or <8 x i32> %10575, %109
  %10577 = bitcast <8 x i32> %10576 to <8 x float>
  %10578 = fcmp oeq <8 x float> %10565, %74
  %10579 = select <8 x i1> %10578, <8 x float> %10577, <8 x float> %10574
  br label %10583

10580:                                            ; preds = %10564
  %10581 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10527, <8 x i32> %9924)
  %10582 = fadd <8 x float> %10565, %10581
  br label %10583

10583:                                            ; preds = %10566, %10573, %10580, %10564, %10545
  %10584 = phi <8 x float> [ %10579, %10573 ], [ %10572, %10566 ], [ %10546, %10545 ], [ %10565, %10564 ], [ %10582, %10580 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10525, <8 x i32> %9924, <8 x float> %10584)
  %10585 = add nsw i64 %9907, %1168
  %10586 = getelementptr inbounds float, ptr %814, i64 %10585
  %10587 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10586, <8 x i32> %9922)
  %10588 = getelementptr inbounds float, ptr %812, i64 %10585
  switch i64 %277, label %1256 [
    i64 1, label %10603
    i64 2, label %10596
    i64 3, label %10589
  ]

10589:                                            ; preds = %10583
  %10590 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10587)
  %10591 = bitcast <8 x float> %10587 to <8 x i32>
  %10592 = and <8 x i32> %10591, %108
  %10593 = bitcast <8 x i32> %10592 to <8 x float>
  %10594 = fcmp oeq <8 x float> %10587, %71
  %10595 = select <8 x i1> %10594, <8 x float> %10593, <8 x float> %10590
  br label %10606

10596:                                            ; preds = %10583
  %10597 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10587)
  %10598 = bitcast <8 x float> %10587 to <8 x i32>
  %10599 = or <8 x i32> %10598, %109
  %10600 = bitcast <8 x i32> %10599 to <8 x float>
  %10601 = fcmp oeq <8 x float> %10587, %74
  %10602 = select <8 x i1> %10601, <8 x float> %10600, <8 x float> %10597
  br label %10606

10603:                                            ; preds = %10583
  %10604 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10588, <8 x i32> %9922)
  %10605 = fadd <8 x float> %10587, %10604
  br label %10606

10606:                                            ; preds = %10603, %10596, %10589
  %10607 = phi <8 x float> [ %10605, %10603 ], [ %10602, %10596 ], [ %10595, %10589 ]
  switch i64 %311, label %1256 [
    i64 1, label %10622
    i64 2, label %10615
    i64 3, label %10608
    i64 0, label %10644
  ]

10608:                                            ; preds = %10606
  %10609 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10607)
  %10610 = bitcast <8 x float> %10607 to <8 x i32>
  %10611 = and <8 x i32> %10610, %108
  %10612 = bitcast <8 x i32> %10611 to <8 x float>
  %10613 = fcmp oeq <8 x float> %10607, %71
  %10614 = select <8 x i1> %10613, <8 x float> %10612, <8 x float> %10609
  br label %10625

10615:                                            ; preds = %10606
  %10616 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10607)
  %10617 = bitcast <8 x float> %10607 to <8 x i32>
  %10618 = or <8 x i32> %10617, %109
  %10619 = bitcast <8 x i32> %10618 to <8 x float>
  %10620 = fcmp oeq <8 x float> %10607, %74
  %10621 = select <8 x i1> %10620, <8 x float> %10619, <8 x float> %10616
  br label %10625

10622:                                            ; preds = %10606
  %10623 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10588, <8 x i32> %9922)
  %10624 = fadd <8 x float> %10607, %10623
  br label %10625

10625:                                            ; preds = %10622, %10615, %10608
  %10626 = phi <8 x float> [ %10624, %10622 ], [ %10621, %10615 ], [ %10614, %10608 ]
  switch i64 %313, label %1256 [
    i64 1, label %10641
    i64 2, label %10634
    i64 3, label %10627
    i64 0, label %10644
  ]

10627:                                            ; preds = %10625
  %10628 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10626)
  %10629 = bitcast <8 x float> %10626 to <8 x i32>
  %10630 = and <8 x i32> %10629, %108
  %10631 = bitcast <8 x i32> %10630 to <8 x float>
  %10632 = fcmp oeq <8 x float> %10626, %71
  %10633 = select <8 x i1> %10632, <8 x float> %10631, <8 x float> %10628
  br label %10644

10634:                                            ; preds = %10625
  %10635 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10626)
  %10636 = bitcast <8 x float> %10626 to <8 x i32>
  %10637 = or <8 x i32> %10636, %109
  %10638 = bitcast <8 x i32> %10637 to <8 x float>
  %10639 = fcmp oeq <8 x float> %10626, %74
  %10640 = select <8 x i1> %10639, <8 x float> %10638, <8 x float> %10635
  br label %10644

10641:                                            ; preds = %10625
  %10642 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10588, <8 x i32> %9922)
  %10643 = fadd <8 x float> %10626, %10642
  br label %10644

10644:                                            ; preds = %10627, %10634, %10641, %10625, %10606
  %10645 = phi <8 x float> [ %10640, %10634 ], [ %10633, %10627 ], [ %10607, %10606 ], [ %10626, %10625 ], [ %10643, %10641 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10586, <8 x i32> %9922, <8 x float> %10645)
  %10646 = add nsw i64 %10585, 8
  %10647 = getelementptr inbounds float, ptr %814, i64 %10646
  %10648 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10647, <8 x i32> %9924)
  %10649 = getelementptr inbounds float, ptr %812, i64 %10646
  switch i64 %277, label %1256 [
    i64 1, label %10664
    i64 2, label %10657
    i64 3, label %10650
  ]

10650:                                            ; preds = %10644
  %10651 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10648)
  %10652 = bitcast <8 x float> %10648 to <8 x i32>
  %10653 = and <8 x i32> %10652, %108
  %10654 = bitcast <8 x i32> %10653 to <8 x float>
  %10655 = fcmp oeq <8 x float> %10648, %71
  %10656 = select <8 x i1> %10655, <8 x float> %10654, <8 x float> %10651
  br label %10667

10657:                                            ; preds = %10644
  %10658 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10648)
  %10659 = bitcast <8 x float> %10648 to <8 x i32>
  %10660 = or <8 x i32> %10659, %109
  %10661 = bitcast <8 x i32> %10660 to <8 x float>
  %10662 = fcmp oeq <8 x float> %10648, %74
  %10663 = select <8 x i1> %10662, <8 x float> %10661, <8 x float> %10658
  br label %10667

10664:                                            ; preds = %10644
  %10665 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10649, <8 x i32> %9924)
  %10666 = fadd <8 x float> %10648, %10665
  br label %10667

10667:                                            ; preds = %10664, %10657, %10650
  %10668 = phi <8 x float> [ %10666, %10664 ], [ %10663, %10657 ], [ %10656, %10650 ]
  switch i64 %315, label %1256 [
    i64 1, label %10683
    i64 2, label %10676
    i64 3, label %10669
    i64 0, label %10705
  ]

10669:                                            ; preds = %10667
  %10670 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10668)
  %10671 = bitcast <8 x float> %10668 to <8 x i32>
  %10672 = and <8 x i32> %10671, %108
  %10673 = bitcast <8 x i32> %10672 to <8 x float>
  %10674 = fcmp oeq <8 x float> %10668, %71
  %10675 = select <8 x i1> %10674, <8 x float> %10673, <8 x float> %10670
  br label %10686

10676:                                            ; preds = %10667
  %10677 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10668)
  %10678 = bitcast <8 x float> %10668 to <8 x i32>
  %10679 = or <8 x i32> %10678, %109
  %10680 = bitcast <8 x i32> %10679 to <8 x float>
  %10681 = fcmp oeq <8 x float> %10668, %74
  %10682 = select <8 x i1> %10681, <8 x float> %10680, <8 x float> %10677
  br label %10686

10683:                                            ; preds = %10667
  %10684 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10649, <8 x i32> %9924)
  %10685 = fadd <8 x float> %10668, %10684
  br label %10686

10686:                                            ; preds = %10683, %10676, %10669
  %10687 = phi <8 x float> [ %10685, %10683 ], [ %10682, %10676 ], [ %10675, %10669 ]
  switch i64 %317, label %1256 [
    i64 1, label %10702
    i64 2, label %10695
    i64 3, label %10688
    i64 0, label %10705
  ]

10688:                                            ; preds = %10686
  %10689 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10687)
  %10690 = bitcast <8 x float> %10687 to <8 x i32>
  %10691 = and <8 x i32> %10690, %108
  %10692 = bitcast <8 x i32> %10691 to <8 x float>
  %10693 = fcmp oeq <8 x float> %10687, %71
  %10694 = select <8 x i1> %10693, <8 x float> %10692, <8 x float> %10689
  br label %10705

10695:                                            ; preds = %10686
  %10696 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10687)
  %10697 = bitcast <8 x float> %10687 to <8 x i32>
  %10698 = or <8 x i32> %10697, %109
  %10699 = bitcast <8 x i32> %10698 to <8 x float>
  %10700 = fcmp oeq <8 x float> %10687, %74
  %10701 = select <8 x i1> %10700, <8 x float> %10699, <8 x float> %10696
  br label %10705

10702:                                            ; preds = %10686
  %10703 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10649, <8 x i32> %9924)
  %10704 = fadd <8 x float> %10687, %10703
  br label %10705

10705:                                            ; preds = %10688, %10695, %10702, %10073, %10686, %10667
  %10706 = phi ptr [ %10099, %10073 ], [ %10647, %10688 ], [ %10647, %10667 ], [ %10647, %10686 ], [ %10647, %10702 ], [ %10647, %10695 ]
  %10707 = phi <8 x float> [ %10100, %10073 ], [ %10694, %10688 ], [ %10668, %10667 ], [ %10687, %10686 ], [ %10704, %10702 ], [ %10701, %10695 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %10706, <8 x i32> %9924, <8 x float> %10707)
  br label %10708

10708:                                            ; preds = %10705, %9909
  call void @llvm.lifetime.end.p0(ptr nonnull %54)
  call void @llvm.lifetime.end.p0(ptr nonnull %53)
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  br label %13995

10709:                                            ; preds = %1167
  br i1 %85, label %10710, label %11194

10710:                                            ; preds = %10709
  %10711 = icmp sgt i64 %1169, 7
  %10712 = trunc i64 %1169 to i32
  %10713 = select i1 %10711, i32 8, i32 %10712
  %10714 = insertelement <8 x i32> poison, i32 %10713, i64 0
  %10715 = shufflevector <8 x i32> %10714, <8 x i32> poison, <8 x i32> zeroinitializer
  %10716 = icmp sgt <8 x i32> %10715, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %10736, label %10717

10717:                                            ; preds = %10710
  %10718 = load float, ptr %827, align 1
  %10719 = insertelement <8 x float> poison, float %10718, i64 0
  %10720 = shufflevector <8 x float> %10719, <8 x float> poison, <8 x i32> zeroinitializer
  %10721 = load float, ptr %909, align 1
  %10722 = insertelement <8 x float> poison, float %10721, i64 0
  %10723 = shufflevector <8 x float> %10722, <8 x float> poison, <8 x i32> zeroinitializer
  %10724 = load float, ptr %910, align 1
  %10725 = insertelement <8 x float> poison, float %10724, i64 0
  %10726 = shufflevector <8 x float> %10725, <8 x float> poison, <8 x i32> zeroinitializer
  %10727 = load float, ptr %911, align 1
  %10728 = insertelement <8 x float> poison, float %10727, i64 0
  %10729 = shufflevector <8 x float> %10728, <8 x float> poison, <8 x i32> zeroinitializer
  %10730 = load float, ptr %912, align 1
  %10731 = insertelement <8 x float> poison, float %10730, i64 0
  %10732 = shufflevector <8 x float> %10731, <8 x float> poison, <8 x i32> zeroinitializer
  %10733 = load float, ptr %913, align 1
  %10734 = insertelement <8 x float> poison, float %10733, i64 0
  %10735 = shufflevector <8 x float> %10734, <8 x float> poison, <8 x i32> zeroinitializer
  br label %10750

10736:                                            ; preds = %10710
  %10737 = getelementptr float, ptr %809, i64 %1168
  %10738 = getelementptr float, ptr %10737, i64 %831
  %10739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10738, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10740 = getelementptr float, ptr %10737, i64 %915
  %10741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10740, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10742 = getelementptr float, ptr %10737, i64 %917
  %10743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10742, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10744 = getelementptr float, ptr %10737, i64 %919
  %10745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10744, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10746 = getelementptr float, ptr %10737, i64 %921
  %10747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10746, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10748 = getelementptr float, ptr %10737, i64 %923
  %10749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10748, <8 x i1> %10716, <8 x float> zeroinitializer)
  br label %10750

10750:                                            ; preds = %10736, %10717
  %10751 = phi <8 x float> [ %10747, %10736 ], [ %10732, %10717 ]
  %10752 = phi <8 x float> [ %10743, %10736 ], [ %10726, %10717 ]
  %10753 = phi <8 x float> [ %10739, %10736 ], [ %10720, %10717 ]
  %10754 = phi <8 x float> [ %10741, %10736 ], [ %10723, %10717 ]
  %10755 = phi <8 x float> [ %10745, %10736 ], [ %10729, %10717 ]
  %10756 = phi <8 x float> [ %10749, %10736 ], [ %10735, %10717 ]
  %10757 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %10772, label %10758

10758:                                            ; preds = %10772, %10750
  %10759 = phi <8 x float> [ %10756, %10750 ], [ %10812, %10772 ]
  %10760 = phi <8 x float> [ %10751, %10750 ], [ %10807, %10772 ]
  %10761 = phi <8 x float> [ %10755, %10750 ], [ %10802, %10772 ]
  %10762 = phi <8 x float> [ %10752, %10750 ], [ %10797, %10772 ]
  %10763 = phi <8 x float> [ %10754, %10750 ], [ %10792, %10772 ]
  %10764 = phi <8 x float> [ %10753, %10750 ], [ %10787, %10772 ]
  %10765 = getelementptr float, ptr %814, i64 %1168
  %10766 = getelementptr float, ptr %10765, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10764, ptr align 1 %10766, <8 x i1> %10716)
  %10767 = getelementptr float, ptr %10765, i64 %925
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10763, ptr align 1 %10767, <8 x i1> %10716)
  %10768 = getelementptr float, ptr %10765, i64 %927
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10762, ptr align 1 %10768, <8 x i1> %10716)
  %10769 = getelementptr float, ptr %10765, i64 %929
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10761, ptr align 1 %10769, <8 x i1> %10716)
  %10770 = getelementptr float, ptr %10765, i64 %931
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10760, ptr align 1 %10770, <8 x i1> %10716)
  %10771 = getelementptr float, ptr %10765, i64 %933
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10759, ptr align 1 %10771, <8 x i1> %10716)
  br i1 %107, label %13995, label %10815

10772:                                            ; preds = %10750, %10772
  %10773 = phi <8 x float> [ %10812, %10772 ], [ %10756, %10750 ]
  %10774 = phi <8 x float> [ %10807, %10772 ], [ %10751, %10750 ]
  %10775 = phi <8 x float> [ %10802, %10772 ], [ %10755, %10750 ]
  %10776 = phi <8 x float> [ %10797, %10772 ], [ %10752, %10750 ]
  %10777 = phi <8 x float> [ %10792, %10772 ], [ %10754, %10750 ]
  %10778 = phi <8 x float> [ %10787, %10772 ], [ %10753, %10750 ]
  %10779 = phi i64 [ %10813, %10772 ], [ 0, %10750 ]
  %10780 = mul nsw i64 %10779, %7
  %10781 = getelementptr inbounds float, ptr %10757, i64 %10780
  %10782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10781, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10783 = getelementptr float, ptr %830, i64 %10779
  %10784 = load float, ptr %10783, align 1
  %10785 = insertelement <8 x float> poison, float %10784, i64 0
  %10786 = shufflevector <8 x float> %10785, <8 x float> poison, <8 x i32> zeroinitializer
  %10787 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10786, <8 x float> %10778)
  %10788 = getelementptr float, ptr %10783, i64 %5
  %10789 = load float, ptr %10788, align 1
  %10790 = insertelement <8 x float> poison, float %10789, i64 0
  %10791 = shufflevector <8 x float> %10790, <8 x float> poison, <8 x i32> zeroinitializer
  %10792 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10791, <8 x float> %10777)
  %10793 = getelementptr i8, ptr %10783, i64 %245
  %10794 = load float, ptr %10793, align 1
  %10795 = insertelement <8 x float> poison, float %10794, i64 0
  %10796 = shufflevector <8 x float> %10795, <8 x float> poison, <8 x i32> zeroinitializer
  %10797 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10796, <8 x float> %10776)
  %10798 = getelementptr i8, ptr %10783, i64 %246
  %10799 = load float, ptr %10798, align 1
  %10800 = insertelement <8 x float> poison, float %10799, i64 0
  %10801 = shufflevector <8 x float> %10800, <8 x float> poison, <8 x i32> zeroinitializer
  %10802 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10801, <8 x float> %10775)
  %10803 = getelementptr i8, ptr %10783, i64 %247
  %10804 = load float, ptr %10803, align 1
  %10805 = insertelement <8 x float> poison, float %10804, i64 0
  %10806 = shufflevector <8 x float> %10805, <8 x float> poison, <8 x i32> zeroinitializer
  %10807 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10806, <8 x float> %10774)
  %10808 = getelementptr i8, ptr %10783, i64 %248
  %10809 = load float, ptr %10808, align 1
  %10810 = insertelement <8 x float> poison, float %10809, i64 0
  %10811 = shufflevector <8 x float> %10810, <8 x float> poison, <8 x i32> zeroinitializer
  %10812 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %10782, <8 x float> %10811, <8 x float> %10773)
  %10813 = add nuw nsw i64 %10779, 1
  %10814 = icmp eq i64 %10813, %5
  br i1 %10814, label %10758, label %10772

10815:                                            ; preds = %10758
  %10816 = add nsw i64 %831, %1168
  %10817 = getelementptr inbounds float, ptr %814, i64 %10816
  %10818 = getelementptr inbounds float, ptr %812, i64 %10816
  %10819 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10817, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %10831
    i64 2, label %10834
    i64 3, label %10841
    i64 0, label %10820
  ]

10820:                                            ; preds = %10815
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10819, ptr align 1 %10817, <8 x i1> %10716)
  %10821 = getelementptr float, ptr %1139, i64 %1168
  %10822 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10821, <8 x i1> %10716, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10822, ptr align 1 %10821, <8 x i1> %10716)
  %10823 = getelementptr float, ptr %1140, i64 %1168
  %10824 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10823, <8 x i1> %10716, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10824, ptr align 1 %10823, <8 x i1> %10716)
  %10825 = getelementptr float, ptr %1141, i64 %1168
  %10826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10825, <8 x i1> %10716, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10826, ptr align 1 %10825, <8 x i1> %10716)
  %10827 = getelementptr float, ptr %1142, i64 %1168
  %10828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10827, <8 x i1> %10716, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10828, ptr align 1 %10827, <8 x i1> %10716)
  %10829 = getelementptr float, ptr %1143, i64 %1168
  %10830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10829, <8 x i1> %10716, <8 x float> zeroinitializer)
  br label %11191

10831:                                            ; preds = %10815
  %10832 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10818, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10833 = fadd <8 x float> %10819, %10832
  br label %10848

10834:                                            ; preds = %10815
  %10835 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10819)
  %10836 = bitcast <8 x float> %10819 to <8 x i32>
  %10837 = or <8 x i32> %10836, %109
  %10838 = bitcast <8 x i32> %10837 to <8 x float>
  %10839 = fcmp oeq <8 x float> %10819, %74
  %10840 = select <8 x i1> %10839, <8 x float> %10838, <8 x float> %10835
  br label %10848

10841:                                            ; preds = %10815
  %10842 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10819)
  %10843 = bitcast <8 x float> %10819 to <8 x i32>
  %10844 = and <8 x i32> %10843, %108
  %10845 = bitcast <8 x i32> %10844 to <8 x float>
  %10846 = fcmp oeq <8 x float> %10819, %71
  %10847 = select <8 x i1> %10846, <8 x float> %10845, <8 x float> %10842
  br label %10848

10848:                                            ; preds = %10841, %10834, %10831
  %10849 = phi <8 x float> [ %10833, %10831 ], [ %10840, %10834 ], [ %10847, %10841 ]
  switch i64 %251, label %1256 [
    i64 1, label %10864
    i64 2, label %10857
    i64 3, label %10850
    i64 0, label %10886
  ]

10850:                                            ; preds = %10848
  %10851 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10849)
  %10852 = bitcast <8 x float> %10849 to <8 x i32>
  %10853 = and <8 x i32> %10852, %108
  %10854 = bitcast <8 x i32> %10853 to <8 x float>
  %10855 = fcmp oeq <8 x float> %10849, %71
  %10856 = select <8 x i1> %10855, <8 x float> %10854, <8 x float> %10851
  br label %10867

10857:                                            ; preds = %10848
  %10858 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10849)
  %10859 = bitcast <8 x float> %10849 to <8 x i32>
  %10860 = or <8 x i32> %10859, %109
  %10861 = bitcast <8 x i32> %10860 to <8 x float>
  %10862 = fcmp oeq <8 x float> %10849, %74
  %10863 = select <8 x i1> %10862, <8 x float> %10861, <8 x float> %10858
  br label %10867

10864:                                            ; preds = %10848
  %10865 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10818, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10866 = fadd <8 x float> %10849, %10865
  br label %10867

10867:                                            ; preds = %10864, %10857, %10850
  %10868 = phi <8 x float> [ %10866, %10864 ], [ %10863, %10857 ], [ %10856, %10850 ]
  switch i64 %253, label %1256 [
    i64 1, label %10883
    i64 2, label %10876
    i64 3, label %10869
    i64 0, label %10886
  ]

10869:                                            ; preds = %10867
  %10870 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10868)
  %10871 = bitcast <8 x float> %10868 to <8 x i32>
  %10872 = and <8 x i32> %10871, %108
  %10873 = bitcast <8 x i32> %10872 to <8 x float>
  %10874 = fcmp oeq <8 x float> %10868, %71
  %10875 = select <8 x i1> %10874, <8 x float> %10873, <8 x float> %10870
  br label %10886

10876:                                            ; preds = %10867
  %10877 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10868)
  %10878 = bitcast <8 x float> %10868 to <8 x i32>
  %10879 = or <8 x i32> %10878, %109
  %10880 = bitcast <8 x i32> %10879 to <8 x float>
  %10881 = fcmp oeq <8 x float> %10868, %74
  %10882 = select <8 x i1> %10881, <8 x float> %10880, <8 x float> %10877
  br label %10886

10883:                                            ; preds = %10867
  %10884 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10818, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10885 = fadd <8 x float> %10868, %10884
  br label %10886

10886:                                            ; preds = %10869, %10876, %10883, %10867, %10848
  %10887 = phi <8 x float> [ %10868, %10867 ], [ %10875, %10869 ], [ %10849, %10848 ], [ %10885, %10883 ], [ %10882, %10876 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10887, ptr align 1 %10817, <8 x i1> %10716)
  %10888 = add nsw i64 %925, %1168
  %10889 = getelementptr inbounds float, ptr %814, i64 %10888
  %10890 = getelementptr inbounds float, ptr %812, i64 %10888
  %10891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10889, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %10906
    i64 2, label %10899
    i64 3, label %10892
  ]

10892:                                            ; preds = %10886
  %10893 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10891)
  %10894 = bitcast <8 x float> %10891 to <8 x i32>
  %10895 = and <8 x i32> %10894, %108
  %10896 = bitcast <8 x i32> %10895 to <8 x float>
  %10897 = fcmp oeq <8 x float> %10891, %71
  %10898 = select <8 x i1> %10897, <8 x float> %10896, <8 x float> %10893
  br label %10909

10899:                                            ; preds = %10886
  %10900 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10891)
  %10901 = bitcast <8 x float> %10891 to <8 x i32>
  %10902 = or <8 x i32> %10901, %109
  %10903 = bitcast <8 x i32> %10902 to <8 x float>
  %10904 = fcmp oeq <8 x float> %10891, %74
  %10905 = select <8 x i1> %10904, <8 x float> %10903, <8 x float> %10900
  br label %10909

10906:                                            ; preds = %10886
  %10907 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10890, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10908 = fadd <8 x float> %10891, %10907
  br label %10909

10909:                                            ; preds = %10906, %10899, %10892
  %10910 = phi <8 x float> [ %10908, %10906 ], [ %10905, %10899 ], [ %10898, %10892 ]
  switch i64 %255, label %1256 [
    i64 1, label %10925
    i64 2, label %10918
    i64 3, label %10911
    i64 0, label %10947
  ]

10911:                                            ; preds = %10909
  %10912 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10910)
  %10913 = bitcast <8 x float> %10910 to <8 x i32>
  %10914 = and <8 x i32> %10913, %108
  %10915 = bitcast <8 x i32> %10914 to <8 x float>
  %10916 = fcmp oeq <8 x float> %10910, %71
  %10917 = select <8 x i1> %10916, <8 x float> %10915, <8 x float> %10912
  br label %10928

10918:                                            ; preds = %10909
  %10919 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10910)
  %10920 = bitcast <8 x float> %10910 to <8 x i32>
  %10921 = or <8 x i32> %10920, %109
  %10922 = bitcast <8 x i32> %10921 to <8 x float>
  %10923 = fcmp oeq <8 x float> %10910, %74
  %10924 = select <8 x i1> %10923, <8 x float> %10922, <8 x float> %10919
  br label %10928

10925:                                            ; preds = %10909
  %10926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10890, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10927 = fadd <8 x float> %10910, %10926
  br label %10928

10928:                                            ; preds = %10925, %10918, %10911
  %10929 = phi <8 x float> [ %10927, %10925 ], [ %10924, %10918 ], [ %10917, %10911 ]
  switch i64 %257, label %1256 [
    i64 1, label %10944
    i64 2, label %10937
    i64 3, label %10930
    i64 0, label %10947
  ]

10930:                                            ; preds = %10928
  %10931 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10929)
  %10932 = bitcast <8 x float> %10929 to <8 x i32>
  %10933 = and <8 x i32> %10932, %108
  %10934 = bitcast <8 x i32> %10933 to <8 x float>
  %10935 = fcmp oeq <8 x float> %10929, %71
  %10936 = select <8 x i1> %10935, <8 x float> %10934, <8 x float> %10931
  br label %10947

10937:                                            ; preds = %10928
  %10938 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10929)
  %10939 = bitcast <8 x float> %10929 to <8 x i32>
  %10940 = or <8 x i32> %10939, %109
  %10941 = bitcast <8 x i32> %10940 to <8 x float>
  %10942 = fcmp oeq <8 x float> %10929, %74
  %10943 = select <8 x i1> %10942, <8 x float> %10941, <8 x float> %10938
  br label %10947

10944:                                            ; preds = %10928
  %10945 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10890, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10946 = fadd <8 x float> %10929, %10945
  br label %10947

10947:                                            ; preds = %10930, %10937, %10944, %10928, %10909
  %10948 = phi <8 x float> [ %10943, %10937 ], [ %10936, %10930 ], [ %10910, %10909 ], [ %10929, %10928 ], [ %10946, %10944 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %10948, ptr align 1 %10889, <8 x i1> %10716)
  %10949 = add nsw i64 %927, %1168
  %10950 = getelementptr inbounds float, ptr %814, i64 %10949
  %10951 = getelementptr inbounds float, ptr %812, i64 %10949
  %10952 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10950, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %10967
    i64 2, label %10960
    i64 3, label %10953
  ]

10953:                                            ; preds = %10947
  %10954 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10952)
  %10955 = bitcast <8 x float> %10952 to <8 x i32>
  %10956 = and <8 x i32> %10955, %108
  %10957 = bitcast <8 x i32> %10956 to <8 x float>
  %10958 = fcmp oeq <8 x float> %10952, %71
  %10959 = select <8 x i1> %10958, <8 x float> %10957, <8 x float> %10954
  br label %10970

10960:                                            ; preds = %10947
  %10961 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10952)
  %10962 = bitcast <8 x float> %10952 to <8 x i32>
  %10963 = or <8 x i32> %10962, %109
  %10964 = bitcast <8 x i32> %10963 to <8 x float>
  %10965 = fcmp oeq <8 x float> %10952, %74
  %10966 = select <8 x i1> %10965, <8 x float> %10964, <8 x float> %10961
  br label %10970

10967:                                            ; preds = %10947
  %10968 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10951, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10969 = fadd <8 x float> %10952, %10968
  br label %10970

10970:                                            ; preds = %10967, %10960, %10953
  %10971 = phi <8 x float> [ %10969, %10967 ], [ %10966, %10960 ], [ %10959, %10953 ]
  switch i64 %259, label %1256 [
    i64 1, label %10986
    i64 2, label %10979
    i64 3, label %10972
    i64 0, label %11008
  ]

10972:                                            ; preds = %10970
  %10973 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10971)
  %10974 = bitcast <8 x float> %10971 to <8 x i32>
  %10975 = and <8 x i32> %10974, %108
  %10976 = bitcast <8 x i32> %10975 to <8 x float>
  %10977 = fcmp oeq <8 x float> %10971, %71
  %10978 = select <8 x i1> %10977, <8 x float> %10976, <8 x float> %10973
  br label %10989

10979:                                            ; preds = %10970
  %10980 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10971)
  %10981 = bitcast <8 x float> %10971 to <8 x i32>
  %10982 = or <8 x i32> %10981, %109
  %10983 = bitcast <8 x i32> %10982 to <8 x float>
  %10984 = fcmp oeq <8 x float> %10971, %74
  %10985 = select <8 x i1> %10984, <8 x float> %10983, <8 x float> %10980
  br label %10989

10986:                                            ; preds = %10970
  %10987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10951, <8 x i1> %10716, <8 x float> zeroinitializer)
  %10988 = fadd <8 x float> %10971, %10987
  br label %10989

10989:                                            ; preds = %10986, %10979, %10972
  %10990 = phi <8 x float> [ %10988, %10986 ], [ %10985, %10979 ], [ %10978, %10972 ]
  switch i64 %261, label %1256 [
    i64 1, label %11005
    i64 2, label %10998
    i64 3, label %10991
    i64 0, label %11008
  ]

10991:                                            ; preds = %10989
  %10992 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %10990)
  %10993 = bitcast <8 x float> %10990 to <8 x i32>
  %10994 = and <8 x i32> %10993, %108
  %10995 = bitcast <8 x i32> %10994 to <8 x float>
  %10996 = fcmp oeq <8 x float> %10990, %71
  %10997 = select <8 x i1> %10996, <8 x float> %10995, <8 x float> %10992
  br label %11008

10998:                                            ; preds = %10989
  %10999 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %10990)
  %11000 = bitcast <8 x float> %10990 to <8 x i32>
  %11001 = or <8 x i32> %11000, %109
  %11002 = bitcast <8 x i32> %11001 to <8 x float>
  %11003 = fcmp oeq <8 x float> %10990, %74
  %11004 = select <8 x i1> %11003, <8 x float> %11002, <8 x float> %10999
  br label %11008

11005:                                            ; preds = %10989
  %11006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10951, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11007 = fadd <8 x float> %10990, %11006
  br label %11008

11008:                                            ; preds = %10991, %10998, %11005, %10989, %10970
  %11009 = phi <8 x float> [ %11004, %10998 ], [ %10997, %10991 ], [ %10971, %10970 ], [ %10990, %10989 ], [ %11007, %11005 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11009, ptr align 1 %10950, <8 x i1> %10716)
  %11010 = add nsw i64 %929, %1168
  %11011 = getelementptr inbounds float, ptr %814, i64 %11010
  %11012 = getelementptr inbounds float, ptr %812, i64 %11010
  %11013 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11011, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %11028
    i64 2, label %11021
    i64 3, label %11014
  ]

11014:                                            ; preds = %11008
  %11015 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11013)
  %11016 = bitcast <8 x float> %11013 to <8 x i32>
  %11017 = and <8 x i32> %11016, %108
  %11018 = bitcast <8 x i32> %11017 to <8 x float>
  %11019 = fcmp oeq <8 x float> %11013, %71
  %11020 = select <8 x i1> %11019, <8 x float> %11018, <8 x float> %11015
  br label %11031

11021:                                            ; preds = %11008
  %11022 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11013)
  %11023 = bitcast <8 x float> %11013 to <8 x i32>
  %11024 = or <8 x i32> %11023, %109
  %11025 = bitcast <8 x i32> %11024 to <8 x float>
  %11026 = fcmp oeq <8 x float> %11013, %74
  %11027 = select <8 x i1> %11026, <8 x float> %11025, <8 x float> %11022
  br label %11031

11028:                                            ; preds = %11008
  %11029 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11012, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11030 = fadd <8 x float> %11013, %11029
  br label %11031

11031:                                            ; preds = %11028, %11021, %11014
  %11032 = phi <8 x float> [ %11030, %11028 ], [ %11027, %11021 ], [ %11020, %11014 ]
  switch i64 %263, label %1256 [
    i64 1, label %11047
    i64 2, label %11040
    i64 3, label %11033
    i64 0, label %11069
  ]

11033:                                            ; preds = %11031
  %11034 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11032)
  %11035 = bitcast <8 x float> %11032 to <8 x i32>
  %11036 = and <8 x i32> %11035, %108
  %11037 = bitcast <8 x i32> %11036 to <8 x float>
  %11038 = fcmp oeq <8 x float> %11032, %71
  %11039 = select <8 x i1> %11038, <8 x float> %11037, <8 x float> %11034
  br label %11050

11040:                                            ; preds = %11031
  %11041 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11032)
  %11042 = bitcast <8 x float> %11032 to <8 x i32>
  %11043 = or <8 x i32> %11042, %109
  %11044 = bitcast <8 x i32> %11043 to <8 x float>
  %11045 = fcmp oeq <8 x float> %11032, %74
  %11046 = select <8 x i1> %11045, <8 x float> %11044, <8 x float> %11041
  br label %11050

11047:                                            ; preds = %11031
  %11048 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11012, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11049 = fadd <8 x float> %11032, %11048
  br label %11050

11050:                                            ; preds = %11047, %11040, %11033
  %11051 = phi <8 x float> [ %11049, %11047 ], [ %11046, %11040 ], [ %11039, %11033 ]
  switch i64 %265, label %1256 [
    i64 1, label %11066
    i64 2, label %11059
    i64 3, label %11052
    i64 0, label %11069
  ]

11052:                                            ; preds = %11050
  %11053 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11051)
  %11054 = bitcast <8 x float> %11051 to <8 x i32>
  %11055 = and <8 x i32> %11054, %108
  %11056 = bitcast <8 x i32> %11055 to <8 x float>
  %11057 = fcmp oeq <8 x float> %11051, %71
  %11058 = select <8 x i1> %11057, <8 x float> %11056, <8 x float> %11053
  br label %11069

11059:                                            ; preds = %11050
  %11060 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11051)
  %11061 = bitcast <8 x float> %11051 to <8 x i32>
  %11062 = or <8 x i32> %11061, %109
  %11063 = bitcast <8 x i32> %11062 to <8 x float>
  %11064 = fcmp oeq <8 x float> %11051, %74
  %11065 = select <8 x i1> %11064, <8 x float> %11063, <8 x float> %11060
  br label %11069

11066:                                            ; preds = %11050
  %11067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11012, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11068 = fadd <8 x float> %11051, %11067
  br label %11069

11069:                                            ; preds = %11052, %11059, %11066, %11050, %11031
  %11070 = phi <8 x float> [ %11065, %11059 ], [ %11058, %11052 ], [ %11032, %11031 ], [ %11051, %11050 ], [ %11068, %11066 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11070, ptr align 1 %11011, <8 x i1> %10716)
  %11071 = add nsw i64 %931, %1168
  %11072 = getelementptr inbounds float, ptr %814, i64 %11071
  %11073 = getelementptr inbounds float, ptr %812, i64 %11071
  %11074 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11072, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %11089
    i64 2, label %11082
    i64 3, label %11075
  ]

11075:                                            ; preds = %11069
  %11076 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11074)
  %11077 = bitcast <8 x float> %11074 to <8 x i32>
  %11078 = and <8 x i32> %11077, %108
  %11079 = bitcast <8 x i32> %11078 to <8 x float>
  %11080 = fcmp oeq <8 x float> %11074, %71
  %11081 = select <8 x i1> %11080, <8 x float> %11079, <8 x float> %11076
  br label %11092

11082:                                            ; preds = %11069
  %11083 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11074)
  %11084 = bitcast <8 x float> %11074 to <8 x i32>
  %11085 = or <8 x i32> %11084, %109
  %11086 = bitcast <8 x i32> %11085 to <8 x float>
  %11087 = fcmp oeq <8 x float> %11074, %74
  %11088 = select <8 x i1> %11087, <8 x float> %11086, <8 x float> %11083
  br label %11092

11089:                                            ; preds = %11069
  %11090 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11073, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11091 = fadd <8 x float> %11074, %11090
  br label %11092

11092:                                            ; preds = %11089, %11082, %11075
  %11093 = phi <8 x float> [ %11091, %11089 ], [ %11088, %11082 ], [ %11081, %11075 ]
  switch i64 %267, label %1256 [
    i64 1, label %11108
    i64 2, label %11101
    i64 3, label %11094
    i64 0, label %11130
  ]

11094:                                            ; preds = %11092
  %11095 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11093)
  %11096 = bitcast <8 x float> %11093 to <8 x i32>
  %11097 = and <8 x i32> %11096, %108
  %11098 = bitcast <8 x i32> %11097 to <8 x float>
  %11099 = fcmp oeq <8 x float> %11093, %71
  %11100 = select <8 x i1> %11099, <8 x float> %11098, <8 x float> %11095
  br label %11111

11101:                                            ; preds = %11092
  %11102 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11093)
  %11103 = bitcast <8 x float> %11093 to <8 x i32>
  %11104 = or <8 x i32> %11103, %109
  %11105 = bitcast <8 x i32> %11104 to <8 x float>
  %11106 = fcmp oeq <8 x float> %11093, %74
  %11107 = select <8 x i1> %11106, <8 x float> %11105, <8 x float> %11102
  br label %11111

11108:                                            ; preds = %11092
  %11109 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11073, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11110 = fadd <8 x float> %11093, %11109
  br label %11111

11111:                                            ; preds = %11108, %11101, %11094
  %11112 = phi <8 x float> [ %11110, %11108 ], [ %11107, %11101 ], [ %11100, %11094 ]
  switch i64 %269, label %1256 [
    i64 1, label %11127
    i64 2, label %11120
    i64 3, label %11113
    i64 0, label %11130
  ]

11113:                                            ; preds = %11111
  %11114 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11112)
  %11115 = bitcast <8 x float> %11112 to <8 x i32>
  %11116 = and <8 x i32> %11115, %108
  %11117 = bitcast <8 x i32> %11116 to <8 x float>
  %11118 = fcmp oeq <8 x float> %11112, %71
  %11119 = select <8 x i1> %11118, <8 x float> %11117, <8 x float> %11114
  br label %11130

11120:                                            ; preds = %11111
  %11121 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11112)
  %11122 = bitcast <8 x float> %11112 to <8 x i32>
  %11123 = or <8 x i32> %11122, %109
  %11124 = bitcast <8 x i32> %11123 to <8 x float>
  %11125 = fcmp oeq <8 x float> %11112, %74
  %11126 = select <8 x i1> %11125, <8 x float> %11124, <8 x float> %11121
  br label %11130

11127:                                            ; preds = %11111
  %11128 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11073, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11129 = fadd <8 x float> %11112, %11128
  br label %11130

11130:                                            ; preds = %11113, %11120, %11127, %11111, %11092
  %11131 = phi <8 x float> [ %11126, %11120 ], [ %11119, %11113 ], [ %11093, %11092 ], [ %11112, %11111 ], [ %11129, %11127 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11131, ptr align 1 %11072, <8 x i1> %10716)
  %11132 = add nsw i64 %933, %1168
  %11133 = getelementptr inbounds float, ptr %814, i64 %11132
  %11134 = getelementptr inbounds float, ptr %812, i64 %11132
  %11135 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11133, <8 x i1> %10716, <8 x float> zeroinitializer)
  switch i64 %249, label %1256 [
    i64 1, label %11150
    i64 2, label %11143
    i64 3, label %11136
  ]

11136:                                            ; preds = %11130
  %11137 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11135)
  %11138 = bitcast <8 x float> %11135 to <8 x i32>
  %11139 = and <8 x i32> %11138, %108
  %11140 = bitcast <8 x i32> %11139 to <8 x float>
  %11141 = fcmp oeq <8 x float> %11135, %71
  %11142 = select <8 x i1> %11141, <8 x float> %11140, <8 x float> %11137
  br label %11153

11143:                                            ; preds = %11130
  %11144 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11135)
  %11145 = bitcast <8 x float> %11135 to <8 x i32>
  %11146 = or <8 x i32> %11145, %109
  %11147 = bitcast <8 x i32> %11146 to <8 x float>
  %11148 = fcmp oeq <8 x float> %11135, %74
  %11149 = select <8 x i1> %11148, <8 x float> %11147, <8 x float> %11144
  br label %11153

11150:                                            ; preds = %11130
  %11151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11134, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11152 = fadd <8 x float> %11135, %11151
  br label %11153

11153:                                            ; preds = %11150, %11143, %11136
  %11154 = phi <8 x float> [ %11152, %11150 ], [ %11149, %11143 ], [ %11142, %11136 ]
  switch i64 %271, label %1256 [
    i64 1, label %11169
    i64 2, label %11162
    i64 3, label %11155
    i64 0, label %11191
  ]

11155:                                            ; preds = %11153
  %11156 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11154)
  %11157 = bitcast <8 x float> %11154 to <8 x i32>
  %11158 = and <8 x i32> %11157, %108
  %11159 = bitcast <8 x i32> %11158 to <8 x float>
  %11160 = fcmp oeq <8 x float> %11154, %71
  %11161 = select <8 x i1> %11160, <8 x float> %11159, <8 x float> %11156
  br label %11172

11162:                                            ; preds = %11153
  %11163 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11154)
  %11164 = bitcast <8 x float> %11154 to <8 x i32>
  %11165 = or <8 x i32> %11164, %109
  %11166 = bitcast <8 x i32> %11165 to <8 x float>
  %11167 = fcmp oeq <8 x float> %11154, %74
  %11168 = select <8 x i1> %11167, <8 x float> %11166, <8 x float> %11163
  br label %11172

11169:                                            ; preds = %11153
  %11170 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11134, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11171 = fadd <8 x float> %11154, %11170
  br label %11172

11172:                                            ; preds = %11169, %11162, %11155
  %11173 = phi <8 x float> [ %11171, %11169 ], [ %11168, %11162 ], [ %11161, %11155 ]
  switch i64 %273, label %1256 [
    i64 1, label %11188
    i64 2, label %11181
    i64 3, label %11174
    i64 0, label %11191
  ]

11174:                                            ; preds = %11172
  %11175 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11173)
  %11176 = bitcast <8 x float> %11173 to <8 x i32>
  %11177 = and <8 x i32> %11176, %108
  %11178 = bitcast <8 x i32> %11177 to <8 x float>
  %11179 = fcmp oeq <8 x float> %11173, %71
  %11180 = select <8 x i1> %11179, <8 x float> %11178, <8 x float> %11175
  br label %11191

11181:                                            ; preds = %11172
  %11182 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11173)
  %11183 = bitcast <8 x float> %11173 to <8 x i32>
  %11184 = or <8 x i32> %11183, %109
  %11185 = bitcast <8 x i32> %11184 to <8 x float>
  %11186 = fcmp oeq <8 x float> %11173, %74
  %11187 = select <8 x i1> %11186, <8 x float> %11185, <8 x float> %11182
  br label %11191

11188:                                            ; preds = %11172
  %11189 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11134, <8 x i1> %10716, <8 x float> zeroinitializer)
  %11190 = fadd <8 x float> %11173, %11189
  br label %11191

11191:                                            ; preds = %11174, %11181, %11188, %10820, %11172, %11153
  %11192 = phi ptr [ %10829, %10820 ], [ %11133, %11174 ], [ %11133, %11153 ], [ %11133, %11172 ], [ %11133, %11188 ], [ %11133, %11181 ]
  %11193 = phi <8 x float> [ %10830, %10820 ], [ %11180, %11174 ], [ %11154, %11153 ], [ %11173, %11172 ], [ %11190, %11188 ], [ %11187, %11181 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11193, ptr align 1 %11192, <8 x i1> %10716)
  br label %13995

11194:                                            ; preds = %10709
  call void @llvm.lifetime.start.p0(ptr nonnull %55)
  call void @llvm.lifetime.start.p0(ptr nonnull %56)
  %11195 = icmp sgt i64 %1169, 7
  %11196 = trunc i64 %1169 to i32
  %11197 = select i1 %11195, i32 8, i32 %11196
  %11198 = insertelement <8 x i32> poison, i32 %11197, i64 0
  %11199 = shufflevector <8 x i32> %11198, <8 x i32> poison, <8 x i32> zeroinitializer
  %11200 = icmp sgt <8 x i32> %11199, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %56, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %55, i8 0, i64 28, i1 false)
  %11201 = sdiv i64 %7, %19
  %11202 = tail call i64 @llvm.smin.i64(i64 %1169, i64 8)
  %11203 = icmp sgt i64 %1169, 0
  br i1 %11203, label %11204, label %11210

11204:                                            ; preds = %11194
  %11205 = srem i64 %1168, %19
  %11206 = sdiv i64 %1168, %19
  %11207 = sub nsw i64 0, %11205
  %11208 = insertelement <8 x i64> poison, i64 %11201, i64 0
  %11209 = shufflevector <8 x i64> %11208, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %11211

11210:                                            ; preds = %11299, %11194
  br i1 %104, label %11343, label %11324

11211:                                            ; preds = %11204, %11299
  %11212 = phi i64 [ %11207, %11204 ], [ 0, %11299 ]
  %11213 = phi i64 [ 0, %11204 ], [ %11217, %11299 ]
  %11214 = phi i64 [ %11206, %11204 ], [ %11300, %11299 ]
  %11215 = add i64 %11212, %19
  %11216 = add i64 %11215, %11213
  %11217 = tail call i64 @llvm.smin.i64(i64 %11216, i64 %11202)
  br i1 %102, label %11218, label %11248

11218:                                            ; preds = %11211
  %11219 = sub i64 %11214, %22
  %11220 = icmp sgt i64 %11217, %11213
  %11221 = shl nsw i64 -1, %11217
  %11222 = xor i64 %11221, -1
  %11223 = shl nsw i64 -1, %11213
  %11224 = and i64 %11223, %11222
  %11225 = trunc i64 %11224 to i32
  %11226 = select i1 %11220, i32 %11225, i32 0
  br i1 %686, label %11246, label %11227

11227:                                            ; preds = %11218
  %11228 = insertelement <8 x i64> poison, i64 %11219, i64 0
  %11229 = shufflevector <8 x i64> %11228, <8 x i64> poison, <8 x i32> zeroinitializer
  %11230 = insertelement <8 x i32> poison, i32 %11226, i64 0
  %11231 = shufflevector <8 x i32> %11230, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %11232

11232:                                            ; preds = %11232, %11227
  %11233 = phi i64 [ 0, %11227 ], [ %11242, %11232 ]
  %11234 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %11227 ], [ %11243, %11232 ]
  %11235 = add <8 x i64> %11229, %11234
  %11236 = icmp sgt <8 x i64> %11235, splat (i64 -1)
  %11237 = icmp slt <8 x i64> %11235, %11209
  %11238 = and <8 x i1> %11236, %11237
  %11239 = getelementptr i32, ptr %55, i64 %11233
  %11240 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %11239, <8 x i1> %11238, <8 x i32> poison)
  %11241 = or <8 x i32> %11240, %11231
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %11241, ptr align 16 %11239, <8 x i1> %11238)
  %11242 = add nuw i64 %11233, 8
  %11243 = add nuw nsw <8 x i64> %11234, splat (i64 8)
  %11244 = icmp eq i64 %11242, %687
  br i1 %11244, label %11245, label %11232

11245:                                            ; preds = %11232
  br i1 %688, label %11248, label %11246

11246:                                            ; preds = %11218, %11245
  %11247 = phi i64 [ 0, %11218 ], [ %687, %11245 ]
  br label %11286

11248:                                            ; preds = %11296, %11245, %11211
  br i1 %103, label %11249, label %11299

11249:                                            ; preds = %11248
  %11250 = add i64 %11212, %23
  %11251 = add i64 %11250, %11213
  %11252 = add nsw i64 %11216, %23
  br i1 %689, label %11283, label %11253

11253:                                            ; preds = %11249
  %11254 = insertelement <8 x i64> poison, i64 %11251, i64 0
  %11255 = shufflevector <8 x i64> %11254, <8 x i64> poison, <8 x i32> zeroinitializer
  %11256 = insertelement <8 x i64> poison, i64 %11252, i64 0
  %11257 = shufflevector <8 x i64> %11256, <8 x i64> poison, <8 x i32> zeroinitializer
  %11258 = insertelement <8 x i64> poison, i64 %11213, i64 0
  %11259 = shufflevector <8 x i64> %11258, <8 x i64> poison, <8 x i32> zeroinitializer
  %11260 = insertelement <8 x i64> poison, i64 %11217, i64 0
  %11261 = shufflevector <8 x i64> %11260, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %11262

11262:                                            ; preds = %11262, %11253
  %11263 = phi i64 [ 0, %11253 ], [ %11279, %11262 ]
  %11264 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %11253 ], [ %11280, %11262 ]
  %11265 = add <8 x i64> %11255, %11264
  %11266 = add <8 x i64> %11257, %11264
  %11267 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %11265, <8 x i64> %11259)
  %11268 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %11266, <8 x i64> %11261)
  %11269 = icmp sgt <8 x i64> %11268, %11267
  %11270 = shl nsw <8 x i64> splat (i64 -1), %11268
  %11271 = xor <8 x i64> %11270, splat (i64 -1)
  %11272 = shl nsw <8 x i64> splat (i64 -1), %11267
  %11273 = and <8 x i64> %11272, %11271
  %11274 = trunc <8 x i64> %11273 to <8 x i32>
  %11275 = select <8 x i1> %11269, <8 x i32> %11274, <8 x i32> zeroinitializer
  %11276 = getelementptr inbounds nuw i32, ptr %56, i64 %11263
  %11277 = load <8 x i32>, ptr %11276, align 16
  %11278 = or <8 x i32> %11277, %11275
  store <8 x i32> %11278, ptr %11276, align 16
  %11279 = add nuw i64 %11263, 8
  %11280 = add <8 x i64> %11264, splat (i64 -8)
  %11281 = icmp eq i64 %11279, %690
  br i1 %11281, label %11282, label %11262

11282:                                            ; preds = %11262
  br i1 %692, label %11299, label %11283

11283:                                            ; preds = %11249, %11282
  %11284 = phi i64 [ 0, %11249 ], [ %691, %11282 ]
  %11285 = phi i64 [ 0, %11249 ], [ %690, %11282 ]
  br label %11302

11286:                                            ; preds = %11246, %11296
  %11287 = phi i64 [ %11297, %11296 ], [ %11247, %11246 ]
  %11288 = add i64 %11219, %11287
  %11289 = icmp sgt i64 %11288, -1
  %11290 = icmp slt i64 %11288, %11201
  %11291 = and i1 %11289, %11290
  br i1 %11291, label %11292, label %11296

11292:                                            ; preds = %11286
  %11293 = getelementptr inbounds nuw i32, ptr %55, i64 %11287
  %11294 = load i32, ptr %11293, align 4
  %11295 = or i32 %11294, %11226
  store i32 %11295, ptr %11293, align 4
  br label %11296

11296:                                            ; preds = %11292, %11286
  %11297 = add nuw nsw i64 %11287, 1
  %11298 = icmp eq i64 %11297, %20
  br i1 %11298, label %11248, label %11286

11299:                                            ; preds = %11302, %11282, %11248
  %11300 = add nsw i64 %11214, 1
  %11301 = icmp slt i64 %11216, %11202
  br i1 %11301, label %11211, label %11210

11302:                                            ; preds = %11283, %11302
  %11303 = phi i64 [ %11320, %11302 ], [ %11284, %11283 ]
  %11304 = phi i64 [ %11319, %11302 ], [ %11285, %11283 ]
  %11305 = add i64 %11251, %11303
  %11306 = add i64 %11252, %11303
  %11307 = tail call i64 @llvm.smax.i64(i64 %11305, i64 %11213)
  %11308 = tail call i64 @llvm.smin.i64(i64 %11306, i64 %11217)
  %11309 = icmp sgt i64 %11308, %11307
  %11310 = shl nsw i64 -1, %11308
  %11311 = xor i64 %11310, -1
  %11312 = shl nsw i64 -1, %11307
  %11313 = and i64 %11312, %11311
  %11314 = trunc i64 %11313 to i32
  %11315 = select i1 %11309, i32 %11314, i32 0
  %11316 = getelementptr inbounds nuw i32, ptr %56, i64 %11304
  %11317 = load i32, ptr %11316, align 4
  %11318 = or i32 %11317, %11315
  store i32 %11318, ptr %11316, align 4
  %11319 = add nuw nsw i64 %11304, 1
  %11320 = xor i64 %11304, -1
  %11321 = icmp eq i64 %11319, %21
  br i1 %11321, label %11299, label %11302

11322:                                            ; preds = %11357
  %11323 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %11378

11324:                                            ; preds = %11210
  %11325 = load float, ptr %827, align 1
  %11326 = insertelement <8 x float> poison, float %11325, i64 0
  %11327 = shufflevector <8 x float> %11326, <8 x float> poison, <8 x i32> zeroinitializer
  %11328 = load float, ptr %884, align 1
  %11329 = insertelement <8 x float> poison, float %11328, i64 0
  %11330 = shufflevector <8 x float> %11329, <8 x float> poison, <8 x i32> zeroinitializer
  %11331 = load float, ptr %885, align 1
  %11332 = insertelement <8 x float> poison, float %11331, i64 0
  %11333 = shufflevector <8 x float> %11332, <8 x float> poison, <8 x i32> zeroinitializer
  %11334 = load float, ptr %886, align 1
  %11335 = insertelement <8 x float> poison, float %11334, i64 0
  %11336 = shufflevector <8 x float> %11335, <8 x float> poison, <8 x i32> zeroinitializer
  %11337 = load float, ptr %887, align 1
  %11338 = insertelement <8 x float> poison, float %11337, i64 0
  %11339 = shufflevector <8 x float> %11338, <8 x float> poison, <8 x i32> zeroinitializer
  %11340 = load float, ptr %888, align 1
  %11341 = insertelement <8 x float> poison, float %11340, i64 0
  %11342 = shufflevector <8 x float> %11341, <8 x float> poison, <8 x i32> zeroinitializer
  br label %11357

11343:                                            ; preds = %11210
  %11344 = getelementptr float, ptr %809, i64 %1168
  %11345 = getelementptr float, ptr %11344, i64 %831
  %11346 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11345, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11347 = getelementptr float, ptr %11344, i64 %890
  %11348 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11347, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11349 = getelementptr float, ptr %11344, i64 %892
  %11350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11349, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11351 = getelementptr float, ptr %11344, i64 %894
  %11352 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11351, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11353 = getelementptr float, ptr %11344, i64 %896
  %11354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11353, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11355 = getelementptr float, ptr %11344, i64 %898
  %11356 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11355, <8 x i1> %11200, <8 x float> zeroinitializer)
  br label %11357

11357:                                            ; preds = %11343, %11324
  %11358 = phi <8 x float> [ %11354, %11343 ], [ %11339, %11324 ]
  %11359 = phi <8 x float> [ %11350, %11343 ], [ %11333, %11324 ]
  %11360 = phi <8 x float> [ %11346, %11343 ], [ %11327, %11324 ]
  %11361 = phi <8 x float> [ %11348, %11343 ], [ %11330, %11324 ]
  %11362 = phi <8 x float> [ %11352, %11343 ], [ %11336, %11324 ]
  %11363 = phi <8 x float> [ %11356, %11343 ], [ %11342, %11324 ]
  br i1 %102, label %11322, label %11364

11364:                                            ; preds = %11394, %11357
  %11365 = phi <8 x float> [ %11360, %11357 ], [ %11395, %11394 ]
  %11366 = phi <8 x float> [ %11361, %11357 ], [ %11396, %11394 ]
  %11367 = phi <8 x float> [ %11359, %11357 ], [ %11397, %11394 ]
  %11368 = phi <8 x float> [ %11362, %11357 ], [ %11398, %11394 ]
  %11369 = phi <8 x float> [ %11358, %11357 ], [ %11399, %11394 ]
  %11370 = phi <8 x float> [ %11363, %11357 ], [ %11400, %11394 ]
  %11371 = getelementptr float, ptr %814, i64 %1168
  %11372 = getelementptr float, ptr %11371, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11365, ptr align 1 %11372, <8 x i1> %11200)
  %11373 = getelementptr float, ptr %11371, i64 %900
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11366, ptr align 1 %11373, <8 x i1> %11200)
  %11374 = getelementptr float, ptr %11371, i64 %902
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11367, ptr align 1 %11374, <8 x i1> %11200)
  %11375 = getelementptr float, ptr %11371, i64 %904
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11368, ptr align 1 %11375, <8 x i1> %11200)
  %11376 = getelementptr float, ptr %11371, i64 %906
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11369, ptr align 1 %11376, <8 x i1> %11200)
  %11377 = getelementptr float, ptr %11371, i64 %908
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11370, ptr align 1 %11377, <8 x i1> %11200)
  br i1 %107, label %11863, label %11484

11378:                                            ; preds = %11322, %11394
  %11379 = phi <8 x float> [ %11360, %11322 ], [ %11395, %11394 ]
  %11380 = phi <8 x float> [ %11361, %11322 ], [ %11396, %11394 ]
  %11381 = phi <8 x float> [ %11359, %11322 ], [ %11397, %11394 ]
  %11382 = phi <8 x float> [ %11362, %11322 ], [ %11398, %11394 ]
  %11383 = phi <8 x float> [ %11358, %11322 ], [ %11399, %11394 ]
  %11384 = phi <8 x float> [ %11363, %11322 ], [ %11400, %11394 ]
  %11385 = phi i64 [ 0, %11322 ], [ %11401, %11394 ]
  br i1 %103, label %11386, label %11394

11386:                                            ; preds = %11378
  %11387 = getelementptr inbounds nuw i32, ptr %55, i64 %11385
  %11388 = sub nsw i64 %11385, %22
  %11389 = mul nsw i64 %11388, %19
  %11390 = getelementptr inbounds float, ptr %11323, i64 %11389
  %11391 = mul nuw nsw i64 %11385, %21
  %11392 = getelementptr inbounds nuw float, ptr %828, i64 %11391
  %11393 = load i32, ptr %11387, align 4
  br label %11403

11394:                                            ; preds = %11421, %11378
  %11395 = phi <8 x float> [ %11379, %11378 ], [ %11422, %11421 ]
  %11396 = phi <8 x float> [ %11380, %11378 ], [ %11423, %11421 ]
  %11397 = phi <8 x float> [ %11381, %11378 ], [ %11424, %11421 ]
  %11398 = phi <8 x float> [ %11382, %11378 ], [ %11425, %11421 ]
  %11399 = phi <8 x float> [ %11383, %11378 ], [ %11426, %11421 ]
  %11400 = phi <8 x float> [ %11384, %11378 ], [ %11427, %11421 ]
  %11401 = add nuw nsw i64 %11385, 1
  %11402 = icmp eq i64 %11401, %20
  br i1 %11402, label %11364, label %11378

11403:                                            ; preds = %11386, %11421
  %11404 = phi <8 x float> [ %11379, %11386 ], [ %11422, %11421 ]
  %11405 = phi <8 x float> [ %11380, %11386 ], [ %11423, %11421 ]
  %11406 = phi <8 x float> [ %11381, %11386 ], [ %11424, %11421 ]
  %11407 = phi <8 x float> [ %11382, %11386 ], [ %11425, %11421 ]
  %11408 = phi <8 x float> [ %11383, %11386 ], [ %11426, %11421 ]
  %11409 = phi <8 x float> [ %11384, %11386 ], [ %11427, %11421 ]
  %11410 = phi i64 [ 0, %11386 ], [ %11428, %11421 ]
  %11411 = getelementptr inbounds nuw i32, ptr %56, i64 %11410
  %11412 = load i32, ptr %11411, align 4
  %11413 = and i32 %11412, %11393
  %11414 = insertelement <8 x i32> poison, i32 %11413, i64 0
  %11415 = shufflevector <8 x i32> %11414, <8 x i32> poison, <8 x i32> zeroinitializer
  %11416 = and <8 x i32> %11415, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %11417 = icmp ne <8 x i32> %11416, zeroinitializer
  %11418 = sub nsw i64 %11410, %23
  %11419 = getelementptr inbounds float, ptr %11390, i64 %11418
  %11420 = getelementptr inbounds nuw float, ptr %11392, i64 %11410
  br i1 %106, label %11430, label %11421

11421:                                            ; preds = %11430, %11403
  %11422 = phi <8 x float> [ %11404, %11403 ], [ %11446, %11430 ]
  %11423 = phi <8 x float> [ %11405, %11403 ], [ %11453, %11430 ]
  %11424 = phi <8 x float> [ %11406, %11403 ], [ %11460, %11430 ]
  %11425 = phi <8 x float> [ %11407, %11403 ], [ %11467, %11430 ]
  %11426 = phi <8 x float> [ %11408, %11403 ], [ %11474, %11430 ]
  %11427 = phi <8 x float> [ %11409, %11403 ], [ %11481, %11430 ]
  %11428 = add nuw nsw i64 %11410, 1
  %11429 = icmp eq i64 %11428, %21
  br i1 %11429, label %11394, label %11403

11430:                                            ; preds = %11403, %11430
  %11431 = phi <8 x float> [ %11446, %11430 ], [ %11404, %11403 ]
  %11432 = phi <8 x float> [ %11453, %11430 ], [ %11405, %11403 ]
  %11433 = phi <8 x float> [ %11460, %11430 ], [ %11406, %11403 ]
  %11434 = phi <8 x float> [ %11467, %11430 ], [ %11407, %11403 ]
  %11435 = phi <8 x float> [ %11474, %11430 ], [ %11408, %11403 ]
  %11436 = phi <8 x float> [ %11481, %11430 ], [ %11409, %11403 ]
  %11437 = phi i64 [ %11482, %11430 ], [ 0, %11403 ]
  %11438 = mul nsw i64 %11437, %7
  %11439 = getelementptr inbounds float, ptr %11419, i64 %11438
  %11440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11439, <8 x i1> %11417, <8 x float> zeroinitializer)
  %11441 = mul nuw nsw i64 %11437, %101
  %11442 = getelementptr inbounds nuw float, ptr %11420, i64 %11441
  %11443 = load float, ptr %11442, align 1
  %11444 = insertelement <8 x float> poison, float %11443, i64 0
  %11445 = shufflevector <8 x float> %11444, <8 x float> poison, <8 x i32> zeroinitializer
  %11446 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11445, <8 x float> %11431)
  %11447 = add nuw nsw i64 %5, %11437
  %11448 = mul nuw nsw i64 %11447, %101
  %11449 = getelementptr inbounds nuw float, ptr %11420, i64 %11448
  %11450 = load float, ptr %11449, align 1
  %11451 = insertelement <8 x float> poison, float %11450, i64 0
  %11452 = shufflevector <8 x float> %11451, <8 x float> poison, <8 x i32> zeroinitializer
  %11453 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11452, <8 x float> %11432)
  %11454 = add nuw nsw i64 %216, %11437
  %11455 = mul nuw nsw i64 %11454, %101
  %11456 = getelementptr inbounds nuw float, ptr %11420, i64 %11455
  %11457 = load float, ptr %11456, align 1
  %11458 = insertelement <8 x float> poison, float %11457, i64 0
  %11459 = shufflevector <8 x float> %11458, <8 x float> poison, <8 x i32> zeroinitializer
  %11460 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11459, <8 x float> %11433)
  %11461 = add nuw nsw i64 %217, %11437
  %11462 = mul nuw nsw i64 %11461, %101
  %11463 = getelementptr inbounds nuw float, ptr %11420, i64 %11462
  %11464 = load float, ptr %11463, align 1
  %11465 = insertelement <8 x float> poison, float %11464, i64 0
  %11466 = shufflevector <8 x float> %11465, <8 x float> poison, <8 x i32> zeroinitializer
  %11467 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11466, <8 x float> %11434)
  %11468 = add nuw nsw i64 %218, %11437
  %11469 = mul nuw nsw i64 %11468, %101
  %11470 = getelementptr inbounds nuw float, ptr %11420, i64 %11469
  %11471 = load float, ptr %11470, align 1
  %11472 = insertelement <8 x float> poison, float %11471, i64 0
  %11473 = shufflevector <8 x float> %11472, <8 x float> poison, <8 x i32> zeroinitializer
  %11474 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11473, <8 x float> %11435)
  %11475 = add nuw nsw i64 %219, %11437
  %11476 = mul nuw nsw i64 %11475, %101
  %11477 = getelementptr inbounds nuw float, ptr %11420, i64 %11476
  %11478 = load float, ptr %11477, align 1
  %11479 = insertelement <8 x float> poison, float %11478, i64 0
  %11480 = shufflevector <8 x float> %11479, <8 x float> poison, <8 x i32> zeroinitializer
  %11481 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11440, <8 x float> %11480, <8 x float> %11436)
  %11482 = add nuw nsw i64 %11437, 1
  %11483 = icmp eq i64 %11482, %5
  br i1 %11483, label %11421, label %11430

11484:                                            ; preds = %11364
  %11485 = add nsw i64 %831, %1168
  %11486 = getelementptr inbounds float, ptr %814, i64 %11485
  %11487 = getelementptr inbounds float, ptr %812, i64 %11485
  %11488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11486, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11500
    i64 2, label %11503
    i64 3, label %11510
    i64 0, label %11489
  ]

11489:                                            ; preds = %11484
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11488, ptr align 1 %11486, <8 x i1> %11200)
  %11490 = getelementptr float, ptr %1134, i64 %1168
  %11491 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11490, <8 x i1> %11200, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11491, ptr align 1 %11490, <8 x i1> %11200)
  %11492 = getelementptr float, ptr %1135, i64 %1168
  %11493 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11492, <8 x i1> %11200, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11493, ptr align 1 %11492, <8 x i1> %11200)
  %11494 = getelementptr float, ptr %1136, i64 %1168
  %11495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11494, <8 x i1> %11200, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11495, ptr align 1 %11494, <8 x i1> %11200)
  %11496 = getelementptr float, ptr %1137, i64 %1168
  %11497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11496, <8 x i1> %11200, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11497, ptr align 1 %11496, <8 x i1> %11200)
  %11498 = getelementptr float, ptr %1138, i64 %1168
  %11499 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11498, <8 x i1> %11200, <8 x float> zeroinitializer)
  br label %11860

11500:                                            ; preds = %11484
  %11501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11487, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11502 = fadd <8 x float> %11488, %11501
  br label %11517

11503:                                            ; preds = %11484
  %11504 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11488)
  %11505 = bitcast <8 x float> %11488 to <8 x i32>
  %11506 = or <8 x i32> %11505, %109
  %11507 = bitcast <8 x i32> %11506 to <8 x float>
  %11508 = fcmp oeq <8 x float> %11488, %74
  %11509 = select <8 x i1> %11508, <8 x float> %11507, <8 x float> %11504
  br label %11517

11510:                                            ; preds = %11484
  %11511 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11488)
  %11512 = bitcast <8 x float> %11488 to <8 x i32>
  %11513 = and <8 x i32> %11512, %108
  %11514 = bitcast <8 x i32> %11513 to <8 x float>
  %11515 = fcmp oeq <8 x float> %11488, %71
  %11516 = select <8 x i1> %11515, <8 x float> %11514, <8 x float> %11511
  br label %11517

11517:                                            ; preds = %11510, %11503, %11500
  %11518 = phi <8 x float> [ %11502, %11500 ], [ %11509, %11503 ], [ %11516, %11510 ]
  switch i64 %222, label %1256 [
    i64 1, label %11533
    i64 2, label %11526
    i64 3, label %11519
    i64 0, label %11555
  ]

11519:                                            ; preds = %11517
  %11520 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11518)
  %11521 = bitcast <8 x float> %11518 to <8 x i32>
  %11522 = and <8 x i32> %11521, %108
  %11523 = bitcast <8 x i32> %11522 to <8 x float>
  %11524 = fcmp oeq <8 x float> %11518, %71
  %11525 = select <8 x i1> %11524, <8 x float> %11523, <8 x float> %11520
  br label %11536

11526:                                            ; preds = %11517
  %11527 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11518)
  %11528 = bitcast <8 x float> %11518 to <8 x i32>
  %11529 = or <8 x i32> %11528, %109
  %11530 = bitcast <8 x i32> %11529 to <8 x float>
  %11531 = fcmp oeq <8 x float> %11518, %74
  %11532 = select <8 x i1> %11531, <8 x float> %11530, <8 x float> %11527
  br label %11536

11533:                                            ; preds = %11517
  %11534 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11487, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11535 = fadd <8 x float> %11518, %11534
  br label %11536

11536:                                            ; preds = %11533, %11526, %11519
  %11537 = phi <8 x float> [ %11535, %11533 ], [ %11532, %11526 ], [ %11525, %11519 ]
  switch i64 %224, label %1256 [
    i64 1, label %11552
    i64 2, label %11545
    i64 3, label %11538
    i64 0, label %11555
  ]

11538:                                            ; preds = %11536
  %11539 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11537)
  %11540 = bitcast <8 x float> %11537 to <8 x i32>
  %11541 = and <8 x i32> %11540, %108
  %11542 = bitcast <8 x i32> %11541 to <8 x float>
  %11543 = fcmp oeq <8 x float> %11537, %71
  %11544 = select <8 x i1> %11543, <8 x float> %11542, <8 x float> %11539
  br label %11555

11545:                                            ; preds = %11536
  %11546 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11537)
  %11547 = bitcast <8 x float> %11537 to <8 x i32>
  %11548 = or <8 x i32> %11547, %109
  %11549 = bitcast <8 x i32> %11548 to <8 x float>
  %11550 = fcmp oeq <8 x float> %11537, %74
  %11551 = select <8 x i1> %11550, <8 x float> %11549, <8 x float> %11546
  br label %11555

11552:                                            ; preds = %11536
  %11553 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11487, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11554 = fadd <8 x float> %11537, %11553
  br label %11555

11555:                                            ; preds = %11538, %11545, %11552, %11536, %11517
  %11556 = phi <8 x float> [ %11537, %11536 ], [ %11544, %11538 ], [ %11518, %11517 ], [ %11554, %11552 ], [ %11551, %11545 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11556, ptr align 1 %11486, <8 x i1> %11200)
  %11557 = add nsw i64 %900, %1168
  %11558 = getelementptr inbounds float, ptr %814, i64 %11557
  %11559 = getelementptr inbounds float, ptr %812, i64 %11557
  %11560 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11558, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11575
    i64 2, label %11568
    i64 3, label %11561
  ]

11561:                                            ; preds = %11555
  %11562 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11560)
  %11563 = bitcast <8 x float> %11560 to <8 x i32>
  %11564 = and <8 x i32> %11563, %108
  %11565 = bitcast <8 x i32> %11564 to <8 x float>
  %11566 = fcmp oeq <8 x float> %11560, %71
  %11567 = select <8 x i1> %11566, <8 x float> %11565, <8 x float> %11562
  br label %11578

11568:                                            ; preds = %11555
  %11569 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11560)
  %11570 = bitcast <8 x float> %11560 to <8 x i32>
  %11571 = or <8 x i32> %11570, %109
  %11572 = bitcast <8 x i32> %11571 to <8 x float>
  %11573 = fcmp oeq <8 x float> %11560, %74
  %11574 = select <8 x i1> %11573, <8 x float> %11572, <8 x float> %11569
  br label %11578

11575:                                            ; preds = %11555
  %11576 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11559, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11577 = fadd <8 x float> %11560, %11576
  br label %11578

11578:                                            ; preds = %11575, %11568, %11561
  %11579 = phi <8 x float> [ %11577, %11575 ], [ %11574, %11568 ], [ %11567, %11561 ]
  switch i64 %226, label %1256 [
    i64 1, label %11594
    i64 2, label %11587
    i64 3, label %11580
    i64 0, label %11616
  ]

11580:                                            ; preds = %11578
  %11581 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11579)
  %11582 = bitcast <8 x float> %11579 to <8 x i32>
  %11583 = and <8 x i32> %11582, %108
  %11584 = bitcast <8 x i32> %11583 to <8 x float>
  %11585 = fcmp oeq <8 x float> %11579, %71
  %11586 = select <8 x i1> %11585, <8 x float> %11584, <8 x float> %11581
  br label %11597

11587:                                            ; preds = %11578
  %11588 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11579)
  %11589 = bitcast <8 x float> %11579 to <8 x i32>
  %11590 = or <8 x i32> %11589, %109
  %11591 = bitcast <8 x i32> %11590 to <8 x float>
  %11592 = fcmp oeq <8 x float> %11579, %74
  %11593 = select <8 x i1> %11592, <8 x float> %11591, <8 x float> %11588
  br label %11597

11594:                                            ; preds = %11578
  %11595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11559, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11596 = fadd <8 x float> %11579, %11595
  br label %11597

11597:                                            ; preds = %11594, %11587, %11580
  %11598 = phi <8 x float> [ %11596, %11594 ], [ %11593, %11587 ], [ %11586, %11580 ]
  switch i64 %228, label %1256 [
    i64 1, label %11613
    i64 2, label %11606
    i64 3, label %11599
    i64 0, label %11616
  ]

11599:                                            ; preds = %11597
  %11600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11598)
  %11601 = bitcast <8 x float> %11598 to <8 x i32>
  %11602 = and <8 x i32> %11601, %108
  %11603 = bitcast <8 x i32> %11602 to <8 x float>
  %11604 = fcmp oeq <8 x float> %11598, %71
  %11605 = select <8 x i1> %11604, <8 x float> %11603, <8 x float> %11600
  br label %11616

11606:                                            ; preds = %11597
  %11607 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11598)
  %11608 = bitcast <8 x float> %11598 to <8 x i32>
  %11609 = or <8 x i32> %11608, %109
  %11610 = bitcast <8 x i32> %11609 to <8 x float>
  %11611 = fcmp oeq <8 x float> %11598, %74
  %11612 = select <8 x i1> %11611, <8 x float> %11610, <8 x float> %11607
  br label %11616

11613:                                            ; preds = %11597
  %11614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11559, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11615 = fadd <8 x float> %11598, %11614
  br label %11616

11616:                                            ; preds = %11599, %11606, %11613, %11597, %11578
  %11617 = phi <8 x float> [ %11612, %11606 ], [ %11605, %11599 ], [ %11579, %11578 ], [ %11598, %11597 ], [ %11615, %11613 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11617, ptr align 1 %11558, <8 x i1> %11200)
  %11618 = add nsw i64 %902, %1168
  %11619 = getelementptr inbounds float, ptr %814, i64 %11618
  %11620 = getelementptr inbounds float, ptr %812, i64 %11618
  %11621 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11619, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11636
    i64 2, label %11629
    i64 3, label %11622
  ]

11622:                                            ; preds = %11616
  %11623 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11621)
  %11624 = bitcast <8 x float> %11621 to <8 x i32>
  %11625 = and <8 x i32> %11624, %108
  %11626 = bitcast <8 x i32> %11625 to <8 x float>
  %11627 = fcmp oeq <8 x float> %11621, %71
  %11628 = select <8 x i1> %11627, <8 x float> %11626, <8 x float> %11623
  br label %11639

11629:                                            ; preds = %11616
  %11630 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11621)
  %11631 = bitcast <8 x float> %11621 to <8 x i32>
  %11632 = or <8 x i32> %11631, %109
  %11633 = bitcast <8 x i32> %11632 to <8 x float>
  %11634 = fcmp oeq <8 x float> %11621, %74
  %11635 = select <8 x i1> %11634, <8 x float> %11633, <8 x float> %11630
  br label %11639

11636:                                            ; preds = %11616
  %11637 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11620, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11638 = fadd <8 x float> %11621, %11637
  br label %11639

11639:                                            ; preds = %11636, %11629, %11622
  %11640 = phi <8 x float> [ %11638, %11636 ], [ %11635, %11629 ], [ %11628, %11622 ]
  switch i64 %230, label %1256 [
    i64 1, label %11655
    i64 2, label %11648
    i64 3, label %11641
    i64 0, label %11677
  ]

11641:                                            ; preds = %11639
  %11642 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11640)
  %11643 = bitcast <8 x float> %11640 to <8 x i32>
  %11644 = and <8 x i32> %11643, %108
  %11645 = bitcast <8 x i32> %11644 to <8 x float>
  %11646 = fcmp oeq <8 x float> %11640, %71
  %11647 = select <8 x i1> %11646, <8 x float> %11645, <8 x float> %11642
  br label %11658

11648:                                            ; preds = %11639
  %11649 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11640)
  %11650 = bitcast <8 x float> %11640 to <8 x i32>
  %11651 = or <8 x i32> %11650, %109
  %11652 = bitcast <8 x i32> %11651 to <8 x float>
  %11653 = fcmp oeq <8 x float> %11640, %74
  %11654 = select <8 x i1> %11653, <8 x float> %11652, <8 x float> %11649
  br label %11658

11655:                                            ; preds = %11639
  %11656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11620, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11657 = fadd <8 x float> %11640, %11656
  br label %11658

11658:                                            ; preds = %11655, %11648, %11641
  %11659 = phi <8 x float> [ %11657, %11655 ], [ %11654, %11648 ], [ %11647, %11641 ]
  switch i64 %232, label %1256 [
    i64 1, label %11674
    i64 2, label %11667
    i64 3, label %11660
    i64 0, label %11677
  ]

11660:                                            ; preds = %11658
  %11661 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11659)
  %11662 = bitcast <8 x float> %11659 to <8 x i32>
  %11663 = and <8 x i32> %11662, %108
  %11664 = bitcast <8 x i32> %11663 to <8 x float>
  %11665 = fcmp oeq <8 x float> %11659, %71
  %11666 = select <8 x i1> %11665, <8 x float> %11664, <8 x float> %11661
  br label %11677

11667:                                            ; preds = %11658
  %11668 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11659)
  %11669 = bitcast <8 x float> %11659 to <8 x i32>
  %11670 = or <8 x i32> %11669, %109
  %11671 = bitcast <8 x i32> %11670 to <8 x float>
  %11672 = fcmp oeq <8 x float> %11659, %74
  %11673 = select <8 x i1> %11672, <8 x float> %11671, <8 x float> %11668
  br label %11677

11674:                                            ; preds = %11658
  %11675 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11620, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11676 = fadd <8 x float> %11659, %11675
  br label %11677

11677:                                            ; preds = %11660, %11667, %11674, %11658, %11639
  %11678 = phi <8 x float> [ %11673, %11667 ], [ %11666, %11660 ], [ %11640, %11639 ], [ %11659, %11658 ], [ %11676, %11674 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11678, ptr align 1 %11619, <8 x i1> %11200)
  %11679 = add nsw i64 %904, %1168
  %11680 = getelementptr inbounds float, ptr %814, i64 %11679
  %11681 = getelementptr inbounds float, ptr %812, i64 %11679
  %11682 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11680, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11697
    i64 2, label %11690
    i64 3, label %11683
  ]

11683:                                            ; preds = %11677
  %11684 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11682)
  %11685 = bitcast <8 x float> %11682 to <8 x i32>
  %11686 = and <8 x i32> %11685, %108
  %11687 = bitcast <8 x i32> %11686 to <8 x float>
  %11688 = fcmp oeq <8 x float> %11682, %71
  %11689 = select <8 x i1> %11688, <8 x float> %11687, <8 x float> %11684
  br label %11700

11690:                                            ; preds = %11677
  %11691 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11682)
  %11692 = bitcast <8 x float> %11682 to <8 x i32>
  %11693 = or <8 x i32> %11692, %109
  %11694 = bitcast <8 x i32> %11693 to <8 x float>
  %11695 = fcmp oeq <8 x float> %11682, %74
  %11696 = select <8 x i1> %11695, <8 x float> %11694, <8 x float> %11691
  br label %11700

11697:                                            ; preds = %11677
  %11698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11681, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11699 = fadd <8 x float> %11682, %11698
  br label %11700

11700:                                            ; preds = %11697, %11690, %11683
  %11701 = phi <8 x float> [ %11699, %11697 ], [ %11696, %11690 ], [ %11689, %11683 ]
  switch i64 %234, label %1256 [
    i64 1, label %11716
    i64 2, label %11709
    i64 3, label %11702
    i64 0, label %11738
  ]

11702:                                            ; preds = %11700
  %11703 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11701)
  %11704 = bitcast <8 x float> %11701 to <8 x i32>
  %11705 = and <8 x i32> %11704, %108
  %11706 = bitcast <8 x i32> %11705 to <8 x float>
  %11707 = fcmp oeq <8 x float> %11701, %71
  %11708 = select <8 x i1> %11707, <8 x float> %11706, <8 x float> %11703
  br label %11719

11709:                                            ; preds = %11700
  %11710 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11701)
  %11711 = bitcast <8 x float> %11701 to <8 x i32>
  %11712 = or <8 x i32> %11711, %109
  %11713 = bitcast <8 x i32> %11712 to <8 x float>
  %11714 = fcmp oeq <8 x float> %11701, %74
  %11715 = select <8 x i1> %11714, <8 x float> %11713, <8 x float> %11710
  br label %11719

11716:                                            ; preds = %11700
  %11717 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11681, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11718 = fadd <8 x float> %11701, %11717
  br label %11719

11719:                                            ; preds = %11716, %11709, %11702
  %11720 = phi <8 x float> [ %11718, %11716 ], [ %11715, %11709 ], [ %11708, %11702 ]
  switch i64 %236, label %1256 [
    i64 1, label %11735
    i64 2, label %11728
    i64 3, label %11721
    i64 0, label %11738
  ]

11721:                                            ; preds = %11719
  %11722 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11720)
  %11723 = bitcast <8 x float> %11720 to <8 x i32>
  %11724 = and <8 x i32> %11723, %108
  %11725 = bitcast <8 x i32> %11724 to <8 x float>
  %11726 = fcmp oeq <8 x float> %11720, %71
  %11727 = select <8 x i1> %11726, <8 x float> %11725, <8 x float> %11722
  br label %11738

11728:                                            ; preds = %11719
  %11729 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11720)
  %11730 = bitcast <8 x float> %11720 to <8 x i32>
  %11731 = or <8 x i32> %11730, %109
  %11732 = bitcast <8 x i32> %11731 to <8 x float>
  %11733 = fcmp oeq <8 x float> %11720, %74
  %11734 = select <8 x i1> %11733, <8 x float> %11732, <8 x float> %11729
  br label %11738

11735:                                            ; preds = %11719
  %11736 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11681, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11737 = fadd <8 x float> %11720, %11736
  br label %11738

11738:                                            ; preds = %11721, %11728, %11735, %11719, %11700
  %11739 = phi <8 x float> [ %11734, %11728 ], [ %11727, %11721 ], [ %11701, %11700 ], [ %11720, %11719 ], [ %11737, %11735 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11739, ptr align 1 %11680, <8 x i1> %11200)
  %11740 = add nsw i64 %906, %1168
  %11741 = getelementptr inbounds float, ptr %814, i64 %11740
  %11742 = getelementptr inbounds float, ptr %812, i64 %11740
  %11743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11741, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11758
    i64 2, label %11751
    i64 3, label %11744
  ]

11744:                                            ; preds = %11738
  %11745 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11743)
  %11746 = bitcast <8 x float> %11743 to <8 x i32>
  %11747 = and <8 x i32> %11746, %108
  %11748 = bitcast <8 x i32> %11747 to <8 x float>
  %11749 = fcmp oeq <8 x float> %11743, %71
  %11750 = select <8 x i1> %11749, <8 x float> %11748, <8 x float> %11745
  br label %11761

11751:                                            ; preds = %11738
  %11752 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11743)
  %11753 = bitcast <8 x float> %11743 to <8 x i32>
  %11754 = or <8 x i32> %11753, %109
  %11755 = bitcast <8 x i32> %11754 to <8 x float>
  %11756 = fcmp oeq <8 x float> %11743, %74
  %11757 = select <8 x i1> %11756, <8 x float> %11755, <8 x float> %11752
  br label %11761

11758:                                            ; preds = %11738
  %11759 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11742, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11760 = fadd <8 x float> %11743, %11759
  br label %11761

11761:                                            ; preds = %11758, %11751, %11744
  %11762 = phi <8 x float> [ %11760, %11758 ], [ %11757, %11751 ], [ %11750, %11744 ]
  switch i64 %238, label %1256 [
    i64 1, label %11777
    i64 2, label %11770
    i64 3, label %11763
    i64 0, label %11799
  ]

11763:                                            ; preds = %11761
  %11764 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11762)
  %11765 = bitcast <8 x float> %11762 to <8 x i32>
  %11766 = and <8 x i32> %11765, %108
  %11767 = bitcast <8 x i32> %11766 to <8 x float>
  %11768 = fcmp oeq <8 x float> %11762, %71
  %11769 = select <8 x i1> %11768, <8 x float> %11767, <8 x float> %11764
  br label %11780

11770:                                            ; preds = %11761
  %11771 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11762)
  %11772 = bitcast <8 x float> %11762 to <8 x i32>
  %11773 = or <8 x i32> %11772, %109
  %11774 = bitcast <8 x i32> %11773 to <8 x float>
  %11775 = fcmp oeq <8 x float> %11762, %74
  %11776 = select <8 x i1> %11775, <8 x float> %11774, <8 x float> %11771
  br label %11780

11777:                                            ; preds = %11761
  %11778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11742, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11779 = fadd <8 x float> %11762, %11778
  br label %11780

11780:                                            ; preds = %11777, %11770, %11763
  %11781 = phi <8 x float> [ %11779, %11777 ], [ %11776, %11770 ], [ %11769, %11763 ]
  switch i64 %240, label %1256 [
    i64 1, label %11796
    i64 2, label %11789
    i64 3, label %11782
    i64 0, label %11799
  ]

11782:                                            ; preds = %11780
  %11783 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11781)
  %11784 = bitcast <8 x float> %11781 to <8 x i32>
  %11785 = and <8 x i32> %11784, %108
  %11786 = bitcast <8 x i32> %11785 to <8 x float>
  %11787 = fcmp oeq <8 x float> %11781, %71
  %11788 = select <8 x i1> %11787, <8 x float> %11786, <8 x float> %11783
  br label %11799

11789:                                            ; preds = %11780
  %11790 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11781)
  %11791 = bitcast <8 x float> %11781 to <8 x i32>
  %11792 = or <8 x i32> %11791, %109
  %11793 = bitcast <8 x i32> %11792 to <8 x float>
  %11794 = fcmp oeq <8 x float> %11781, %74
  %11795 = select <8 x i1> %11794, <8 x float> %11793, <8 x float> %11790
  br label %11799

11796:                                            ; preds = %11780
  %11797 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11742, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11798 = fadd <8 x float> %11781, %11797
  br label %11799

11799:                                            ; preds = %11782, %11789, %11796, %11780, %11761
  %11800 = phi <8 x float> [ %11795, %11789 ], [ %11788, %11782 ], [ %11762, %11761 ], [ %11781, %11780 ], [ %11798, %11796 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11800, ptr align 1 %11741, <8 x i1> %11200)
  %11801 = add nsw i64 %908, %1168
  %11802 = getelementptr inbounds float, ptr %814, i64 %11801
  %11803 = getelementptr inbounds float, ptr %812, i64 %11801
  %11804 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11802, <8 x i1> %11200, <8 x float> zeroinitializer)
  switch i64 %220, label %1256 [
    i64 1, label %11819
    i64 2, label %11812
    i64 3, label %11805
  ]

11805:                                            ; preds = %11799
  %11806 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11804)
  %11807 = bitcast <8 x float> %11804 to <8 x i32>
  %11808 = and <8 x i32> %11807, %108
  %11809 = bitcast <8 x i32> %11808 to <8 x float>
  %11810 = fcmp oeq <8 x float> %11804, %71
  %11811 = select <8 x i1> %11810, <8 x float> %11809, <8 x float> %11806
  br label %11822

11812:                                            ; preds = %11799
  %11813 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11804)
  %11814 = bitcast <8 x float> %11804 to <8 x i32>
  %11815 = or <8 x i32> %11814, %109
  %11816 = bitcast <8 x i32> %11815 to <8 x float>
  %11817 = fcmp oeq <8 x float> %11804, %74
  %11818 = select <8 x i1> %11817, <8 x float> %11816, <8 x float> %11813
  br label %11822

11819:                                            ; preds = %11799
  %11820 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11803, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11821 = fadd <8 x float> %11804, %11820
  br label %11822

11822:                                            ; preds = %11819, %11812, %11805
  %11823 = phi <8 x float> [ %11821, %11819 ], [ %11818, %11812 ], [ %11811, %11805 ]
  switch i64 %242, label %1256 [
    i64 1, label %11838
    i64 2, label %11831
    i64 3, label %11824
    i64 0, label %11860
  ]

11824:                                            ; preds = %11822
  %11825 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11823)
  %11826 = bitcast <8 x float> %11823 to <8 x i32>
  %11827 = and <8 x i32> %11826, %108
  %11828 = bitcast <8 x i32> %11827 to <8 x float>
  %11829 = fcmp oeq <8 x float> %11823, %71
  %11830 = select <8 x i1> %11829, <8 x float> %11828, <8 x float> %11825
  br label %11841

11831:                                            ; preds = %11822
  %11832 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11823)
  %11833 = bitcast <8 x float> %11823 to <8 x i32>
  %11834 = or <8 x i32> %11833, %109
  %11835 = bitcast <8 x i32> %11834 to <8 x float>
  %11836 = fcmp oeq <8 x float> %11823, %74
  %11837 = select <8 x i1> %11836, <8 x float> %11835, <8 x float> %11832
  br label %11841

11838:                                            ; preds = %11822
  %11839 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11803, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11840 = fadd <8 x float> %11823, %11839
  br label %11841

11841:                                            ; preds = %11838, %11831, %11824
  %11842 = phi <8 x float> [ %11840, %11838 ], [ %11837, %11831 ], [ %11830, %11824 ]
  switch i64 %244, label %1256 [
    i64 1, label %11857
    i64 2, label %11850
    i64 3, label %11843
    i64 0, label %11860
  ]

11843:                                            ; preds = %11841
  %11844 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %11842)
  %11845 = bitcast <8 x float> %11842 to <8 x i32>
  %11846 = and <8 x i32> %11845, %108
  %11847 = bitcast <8 x i32> %11846 to <8 x float>
  %11848 = fcmp oeq <8 x float> %11842, %71
  %11849 = select <8 x i1> %11848, <8 x float> %11847, <8 x float> %11844
  br label %11860

11850:                                            ; preds = %11841
  %11851 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %11842)
  %11852 = bitcast <8 x float> %11842 to <8 x i32>
  %11853 = or <8 x i32> %11852, %109
  %11854 = bitcast <8 x i32> %11853 to <8 x float>
  %11855 = fcmp oeq <8 x float> %11842, %74
  %11856 = select <8 x i1> %11855, <8 x float> %11854, <8 x float> %11851
  br label %11860

11857:                                            ; preds = %11841
  %11858 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11803, <8 x i1> %11200, <8 x float> zeroinitializer)
  %11859 = fadd <8 x float> %11842, %11858
  br label %11860

11860:                                            ; preds = %11843, %11850, %11857, %11489, %11841, %11822
  %11861 = phi ptr [ %11498, %11489 ], [ %11802, %11843 ], [ %11802, %11822 ], [ %11802, %11841 ], [ %11802, %11857 ], [ %11802, %11850 ]
  %11862 = phi <8 x float> [ %11499, %11489 ], [ %11849, %11843 ], [ %11823, %11822 ], [ %11842, %11841 ], [ %11859, %11857 ], [ %11856, %11850 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11862, ptr align 1 %11861, <8 x i1> %11200)
  br label %11863

11863:                                            ; preds = %11860, %11364
  call void @llvm.lifetime.end.p0(ptr nonnull %56)
  call void @llvm.lifetime.end.p0(ptr nonnull %55)
  br label %13995

11864:                                            ; preds = %1167
  br i1 %85, label %11865, label %12807

11865:                                            ; preds = %11864
  %11866 = icmp sgt i64 %1169, 7
  %11867 = trunc i64 %1169 to i32
  %11868 = select i1 %11866, i32 8, i32 %11867
  %11869 = insertelement <8 x i32> poison, i32 %11868, i64 0
  %11870 = shufflevector <8 x i32> %11869, <8 x i32> poison, <8 x i32> zeroinitializer
  %11871 = icmp sgt <8 x i32> %11870, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %11872 = add i64 %1168, 8
  %11873 = sub i64 %7, %11872
  %11874 = icmp sgt i64 %11873, 7
  %11875 = trunc i64 %11873 to i32
  %11876 = select i1 %11874, i32 8, i32 %11875
  %11877 = insertelement <8 x i32> poison, i32 %11876, i64 0
  %11878 = shufflevector <8 x i32> %11877, <8 x i32> poison, <8 x i32> zeroinitializer
  %11879 = icmp sgt <8 x i32> %11878, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %104, label %11911, label %11880

11880:                                            ; preds = %11865
  %11881 = load float, ptr %827, align 1
  %11882 = insertelement <8 x float> poison, float %11881, i64 0
  %11883 = shufflevector <8 x float> %11882, <8 x float> poison, <8 x i32> zeroinitializer
  %11884 = insertelement <8 x float> poison, float %11881, i64 0
  %11885 = shufflevector <8 x float> %11884, <8 x float> poison, <8 x i32> zeroinitializer
  %11886 = load float, ptr %859, align 1
  %11887 = insertelement <8 x float> poison, float %11886, i64 0
  %11888 = shufflevector <8 x float> %11887, <8 x float> poison, <8 x i32> zeroinitializer
  %11889 = insertelement <8 x float> poison, float %11886, i64 0
  %11890 = shufflevector <8 x float> %11889, <8 x float> poison, <8 x i32> zeroinitializer
  %11891 = load float, ptr %862, align 1
  %11892 = insertelement <8 x float> poison, float %11891, i64 0
  %11893 = shufflevector <8 x float> %11892, <8 x float> poison, <8 x i32> zeroinitializer
  %11894 = insertelement <8 x float> poison, float %11891, i64 0
  %11895 = shufflevector <8 x float> %11894, <8 x float> poison, <8 x i32> zeroinitializer
  %11896 = load float, ptr %865, align 1
  %11897 = insertelement <8 x float> poison, float %11896, i64 0
  %11898 = shufflevector <8 x float> %11897, <8 x float> poison, <8 x i32> zeroinitializer
  %11899 = insertelement <8 x float> poison, float %11896, i64 0
  %11900 = shufflevector <8 x float> %11899, <8 x float> poison, <8 x i32> zeroinitializer
  %11901 = load float, ptr %868, align 1
  %11902 = insertelement <8 x float> poison, float %11901, i64 0
  %11903 = shufflevector <8 x float> %11902, <8 x float> poison, <8 x i32> zeroinitializer
  %11904 = insertelement <8 x float> poison, float %11901, i64 0
  %11905 = shufflevector <8 x float> %11904, <8 x float> poison, <8 x i32> zeroinitializer
  %11906 = load float, ptr %871, align 1
  %11907 = insertelement <8 x float> poison, float %11906, i64 0
  %11908 = shufflevector <8 x float> %11907, <8 x float> poison, <8 x i32> zeroinitializer
  %11909 = insertelement <8 x float> poison, float %11906, i64 0
  %11910 = shufflevector <8 x float> %11909, <8 x float> poison, <8 x i32> zeroinitializer
  br label %11937

11911:                                            ; preds = %11865
  %11912 = getelementptr float, ptr %809, i64 %1168
  %11913 = getelementptr float, ptr %11912, i64 %831
  %11914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11913, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11915 = getelementptr inbounds nuw i8, ptr %11913, i64 32
  %11916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11915, <8 x i1> %11879, <8 x float> zeroinitializer)
  %11917 = getelementptr float, ptr %11912, i64 %875
  %11918 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11917, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11919 = getelementptr inbounds nuw i8, ptr %11917, i64 32
  %11920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11919, <8 x i1> %11879, <8 x float> zeroinitializer)
  %11921 = getelementptr float, ptr %11912, i64 %877
  %11922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11921, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11923 = getelementptr inbounds nuw i8, ptr %11921, i64 32
  %11924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11923, <8 x i1> %11879, <8 x float> zeroinitializer)
  %11925 = getelementptr float, ptr %11912, i64 %879
  %11926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11925, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11927 = getelementptr inbounds nuw i8, ptr %11925, i64 32
  %11928 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11927, <8 x i1> %11879, <8 x float> zeroinitializer)
  %11929 = getelementptr float, ptr %11912, i64 %881
  %11930 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11929, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11931 = getelementptr inbounds nuw i8, ptr %11929, i64 32
  %11932 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11931, <8 x i1> %11879, <8 x float> zeroinitializer)
  %11933 = getelementptr float, ptr %11912, i64 %883
  %11934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11933, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11935 = getelementptr inbounds nuw i8, ptr %11933, i64 32
  %11936 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11935, <8 x i1> %11879, <8 x float> zeroinitializer)
  br label %11937

11937:                                            ; preds = %11911, %11880
  %11938 = phi <8 x float> [ %11934, %11911 ], [ %11908, %11880 ]
  %11939 = phi <8 x float> [ %11930, %11911 ], [ %11903, %11880 ]
  %11940 = phi <8 x float> [ %11926, %11911 ], [ %11898, %11880 ]
  %11941 = phi <8 x float> [ %11922, %11911 ], [ %11893, %11880 ]
  %11942 = phi <8 x float> [ %11918, %11911 ], [ %11888, %11880 ]
  %11943 = phi <8 x float> [ %11914, %11911 ], [ %11883, %11880 ]
  %11944 = phi <8 x float> [ %11916, %11911 ], [ %11885, %11880 ]
  %11945 = phi i64 [ %875, %11911 ], [ %861, %11880 ]
  %11946 = phi <8 x float> [ %11920, %11911 ], [ %11890, %11880 ]
  %11947 = phi i64 [ %877, %11911 ], [ %864, %11880 ]
  %11948 = phi <8 x float> [ %11924, %11911 ], [ %11895, %11880 ]
  %11949 = phi i64 [ %879, %11911 ], [ %867, %11880 ]
  %11950 = phi <8 x float> [ %11928, %11911 ], [ %11900, %11880 ]
  %11951 = phi i64 [ %881, %11911 ], [ %870, %11880 ]
  %11952 = phi <8 x float> [ %11932, %11911 ], [ %11905, %11880 ]
  %11953 = phi i64 [ %883, %11911 ], [ %873, %11880 ]
  %11954 = phi <8 x float> [ %11936, %11911 ], [ %11910, %11880 ]
  %11955 = getelementptr inbounds float, ptr %807, i64 %1168
  br i1 %106, label %11982, label %11956

11956:                                            ; preds = %11982, %11937
  %11957 = phi <8 x float> [ %11954, %11937 ], [ %12036, %11982 ]
  %11958 = phi <8 x float> [ %11938, %11937 ], [ %12035, %11982 ]
  %11959 = phi <8 x float> [ %11952, %11937 ], [ %12030, %11982 ]
  %11960 = phi <8 x float> [ %11939, %11937 ], [ %12029, %11982 ]
  %11961 = phi <8 x float> [ %11950, %11937 ], [ %12024, %11982 ]
  %11962 = phi <8 x float> [ %11940, %11937 ], [ %12023, %11982 ]
  %11963 = phi <8 x float> [ %11948, %11937 ], [ %12018, %11982 ]
  %11964 = phi <8 x float> [ %11941, %11937 ], [ %12017, %11982 ]
  %11965 = phi <8 x float> [ %11946, %11937 ], [ %12012, %11982 ]
  %11966 = phi <8 x float> [ %11942, %11937 ], [ %12011, %11982 ]
  %11967 = phi <8 x float> [ %11944, %11937 ], [ %12006, %11982 ]
  %11968 = phi <8 x float> [ %11943, %11937 ], [ %12005, %11982 ]
  %11969 = getelementptr float, ptr %814, i64 %1168
  %11970 = getelementptr float, ptr %11969, i64 %831
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11968, ptr align 1 %11970, <8 x i1> %11871)
  %11971 = getelementptr inbounds nuw i8, ptr %11970, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11967, ptr nonnull align 1 %11971, <8 x i1> %11879)
  %11972 = getelementptr float, ptr %11969, i64 %11945
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11966, ptr align 1 %11972, <8 x i1> %11871)
  %11973 = getelementptr inbounds nuw i8, ptr %11972, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11965, ptr nonnull align 1 %11973, <8 x i1> %11879)
  %11974 = getelementptr float, ptr %11969, i64 %11947
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11964, ptr align 1 %11974, <8 x i1> %11871)
  %11975 = getelementptr inbounds nuw i8, ptr %11974, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11963, ptr nonnull align 1 %11975, <8 x i1> %11879)
  %11976 = getelementptr float, ptr %11969, i64 %11949
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11962, ptr align 1 %11976, <8 x i1> %11871)
  %11977 = getelementptr inbounds nuw i8, ptr %11976, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11961, ptr nonnull align 1 %11977, <8 x i1> %11879)
  %11978 = getelementptr float, ptr %11969, i64 %11951
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11960, ptr align 1 %11978, <8 x i1> %11871)
  %11979 = getelementptr inbounds nuw i8, ptr %11978, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11959, ptr nonnull align 1 %11979, <8 x i1> %11879)
  %11980 = getelementptr float, ptr %11969, i64 %11953
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11958, ptr align 1 %11980, <8 x i1> %11871)
  %11981 = getelementptr inbounds nuw i8, ptr %11980, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %11957, ptr nonnull align 1 %11981, <8 x i1> %11879)
  br i1 %107, label %13995, label %12039

11982:                                            ; preds = %11937, %11982
  %11983 = phi <8 x float> [ %12036, %11982 ], [ %11954, %11937 ]
  %11984 = phi <8 x float> [ %12035, %11982 ], [ %11938, %11937 ]
  %11985 = phi <8 x float> [ %12030, %11982 ], [ %11952, %11937 ]
  %11986 = phi <8 x float> [ %12029, %11982 ], [ %11939, %11937 ]
  %11987 = phi <8 x float> [ %12024, %11982 ], [ %11950, %11937 ]
  %11988 = phi <8 x float> [ %12023, %11982 ], [ %11940, %11937 ]
  %11989 = phi <8 x float> [ %12018, %11982 ], [ %11948, %11937 ]
  %11990 = phi <8 x float> [ %12017, %11982 ], [ %11941, %11937 ]
  %11991 = phi <8 x float> [ %12012, %11982 ], [ %11946, %11937 ]
  %11992 = phi <8 x float> [ %12011, %11982 ], [ %11942, %11937 ]
  %11993 = phi <8 x float> [ %12006, %11982 ], [ %11944, %11937 ]
  %11994 = phi <8 x float> [ %12005, %11982 ], [ %11943, %11937 ]
  %11995 = phi i64 [ %12037, %11982 ], [ 0, %11937 ]
  %11996 = mul nsw i64 %11995, %7
  %11997 = getelementptr inbounds float, ptr %11955, i64 %11996
  %11998 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %11997, <8 x i1> %11871, <8 x float> zeroinitializer)
  %11999 = getelementptr inbounds nuw i8, ptr %11997, i64 32
  %12000 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %11999, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12001 = getelementptr float, ptr %830, i64 %11995
  %12002 = load float, ptr %12001, align 1
  %12003 = insertelement <8 x float> poison, float %12002, i64 0
  %12004 = shufflevector <8 x float> %12003, <8 x float> poison, <8 x i32> zeroinitializer
  %12005 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12004, <8 x float> %11994)
  %12006 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12004, <8 x float> %11993)
  %12007 = getelementptr float, ptr %12001, i64 %5
  %12008 = load float, ptr %12007, align 1
  %12009 = insertelement <8 x float> poison, float %12008, i64 0
  %12010 = shufflevector <8 x float> %12009, <8 x float> poison, <8 x i32> zeroinitializer
  %12011 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12010, <8 x float> %11992)
  %12012 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12010, <8 x float> %11991)
  %12013 = getelementptr i8, ptr %12001, i64 %163
  %12014 = load float, ptr %12013, align 1
  %12015 = insertelement <8 x float> poison, float %12014, i64 0
  %12016 = shufflevector <8 x float> %12015, <8 x float> poison, <8 x i32> zeroinitializer
  %12017 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12016, <8 x float> %11990)
  %12018 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12016, <8 x float> %11989)
  %12019 = getelementptr i8, ptr %12001, i64 %164
  %12020 = load float, ptr %12019, align 1
  %12021 = insertelement <8 x float> poison, float %12020, i64 0
  %12022 = shufflevector <8 x float> %12021, <8 x float> poison, <8 x i32> zeroinitializer
  %12023 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12022, <8 x float> %11988)
  %12024 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12022, <8 x float> %11987)
  %12025 = getelementptr i8, ptr %12001, i64 %165
  %12026 = load float, ptr %12025, align 1
  %12027 = insertelement <8 x float> poison, float %12026, i64 0
  %12028 = shufflevector <8 x float> %12027, <8 x float> poison, <8 x i32> zeroinitializer
  %12029 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12028, <8 x float> %11986)
  %12030 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12028, <8 x float> %11985)
  %12031 = getelementptr i8, ptr %12001, i64 %166
  %12032 = load float, ptr %12031, align 1
  %12033 = insertelement <8 x float> poison, float %12032, i64 0
  %12034 = shufflevector <8 x float> %12033, <8 x float> poison, <8 x i32> zeroinitializer
  %12035 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %11998, <8 x float> %12034, <8 x float> %11984)
  %12036 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %12000, <8 x float> %12034, <8 x float> %11983)
  %12037 = add nuw nsw i64 %11995, 1
  %12038 = icmp eq i64 %12037, %5
  br i1 %12038, label %11956, label %11982

12039:                                            ; preds = %11956
  %12040 = add nsw i64 %831, %1168
  %12041 = getelementptr inbounds float, ptr %814, i64 %12040
  %12042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12041, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12043 = getelementptr inbounds float, ptr %812, i64 %12040
  switch i64 %167, label %1256 [
    i64 1, label %12078
    i64 2, label %12081
    i64 3, label %12088
    i64 0, label %12044
  ]

12044:                                            ; preds = %12039
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12042, ptr align 1 %12041, <8 x i1> %11871)
  %12045 = getelementptr float, ptr %814, i64 %12040
  %12046 = getelementptr i8, ptr %12045, i64 32
  %12047 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12046, <8 x i1> %11879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12047, ptr align 1 %12046, <8 x i1> %11879)
  %12048 = add nsw i64 %11945, %1168
  %12049 = getelementptr inbounds float, ptr %814, i64 %12048
  %12050 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12049, <8 x i1> %11871, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12050, ptr align 1 %12049, <8 x i1> %11871)
  %12051 = getelementptr float, ptr %814, i64 %12048
  %12052 = getelementptr i8, ptr %12051, i64 32
  %12053 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12052, <8 x i1> %11879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12053, ptr align 1 %12052, <8 x i1> %11879)
  %12054 = add nsw i64 %11947, %1168
  %12055 = getelementptr inbounds float, ptr %814, i64 %12054
  %12056 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12055, <8 x i1> %11871, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12056, ptr align 1 %12055, <8 x i1> %11871)
  %12057 = getelementptr float, ptr %814, i64 %12054
  %12058 = getelementptr i8, ptr %12057, i64 32
  %12059 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12058, <8 x i1> %11879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12059, ptr align 1 %12058, <8 x i1> %11879)
  %12060 = add nsw i64 %11949, %1168
  %12061 = getelementptr inbounds float, ptr %814, i64 %12060
  %12062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12061, <8 x i1> %11871, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12062, ptr align 1 %12061, <8 x i1> %11871)
  %12063 = getelementptr float, ptr %814, i64 %12060
  %12064 = getelementptr i8, ptr %12063, i64 32
  %12065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12064, <8 x i1> %11879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12065, ptr align 1 %12064, <8 x i1> %11879)
  %12066 = add nsw i64 %11951, %1168
  %12067 = getelementptr inbounds float, ptr %814, i64 %12066
  %12068 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12067, <8 x i1> %11871, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12068, ptr align 1 %12067, <8 x i1> %11871)
  %12069 = getelementptr float, ptr %814, i64 %12066
  %12070 = getelementptr i8, ptr %12069, i64 32
  %12071 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12070, <8 x i1> %11879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12071, ptr align 1 %12070, <8 x i1> %11879)
  %12072 = add nsw i64 %11953, %1168
  %12073 = getelementptr inbounds float, ptr %814, i64 %12072
  %12074 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12073, <8 x i1> %11871, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12074, ptr align 1 %12073, <8 x i1> %11871)
  %12075 = getelementptr float, ptr %814, i64 %12072
  %12076 = getelementptr i8, ptr %12075, i64 32
  %12077 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12076, <8 x i1> %11879, <8 x float> zeroinitializer)
  br label %12804

12078:                                            ; preds = %12039
  %12079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12043, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12080 = fadd <8 x float> %12042, %12079
  br label %12095

12081:                                            ; preds = %12039
  %12082 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12042)
  %12083 = bitcast <8 x float> %12042 to <8 x i32>
  %12084 = or <8 x i32> %12083, %109
  %12085 = bitcast <8 x i32> %12084 to <8 x float>
  %12086 = fcmp oeq <8 x float> %12042, %74
  %12087 = select <8 x i1> %12086, <8 x float> %12085, <8 x float> %12082
  br label %12095

12088:                                            ; preds = %12039
  %12089 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12042)
  %12090 = bitcast <8 x float> %12042 to <8 x i32>
  %12091 = and <8 x i32> %12090, %108
  %12092 = bitcast <8 x i32> %12091 to <8 x float>
  %12093 = fcmp oeq <8 x float> %12042, %71
  %12094 = select <8 x i1> %12093, <8 x float> %12092, <8 x float> %12089
  br label %12095

12095:                                            ; preds = %12088, %12081, %12078
  %12096 = phi <8 x float> [ %12080, %12078 ], [ %12087, %12081 ], [ %12094, %12088 ]
  switch i64 %169, label %1256 [
    i64 1, label %12111
    i64 2, label %12104
    i64 3, label %12097
    i64 0, label %12133
  ]

12097:                                            ; preds = %12095
  %12098 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12096)
  %12099 = bitcast <8 x float> %12096 to <8 x i32>
  %12100 = and <8 x i32> %12099, %108
  %12101 = bitcast <8 x i32> %12100 to <8 x float>
  %12102 = fcmp oeq <8 x float> %12096, %71
  %12103 = select <8 x i1> %12102, <8 x float> %12101, <8 x float> %12098
  br label %12114

12104:                                            ; preds = %12095
  %12105 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12096)
  %12106 = bitcast <8 x float> %12096 to <8 x i32>
  %12107 = or <8 x i32> %12106, %109
  %12108 = bitcast <8 x i32> %12107 to <8 x float>
  %12109 = fcmp oeq <8 x float> %12096, %74
  %12110 = select <8 x i1> %12109, <8 x float> %12108, <8 x float> %12105
  br label %12114

12111:                                            ; preds = %12095
  %12112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12043, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12113 = fadd <8 x float> %12096, %12112
  br label %12114

12114:                                            ; preds = %12111, %12104, %12097
  %12115 = phi <8 x float> [ %12113, %12111 ], [ %12110, %12104 ], [ %12103, %12097 ]
  switch i64 %171, label %1256 [
    i64 1, label %12130
    i64 2, label %12123
    i64 3, label %12116
    i64 0, label %12133
  ]

12116:                                            ; preds = %12114
  %12117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12115)
  %12118 = bitcast <8 x float> %12115 to <8 x i32>
  %12119 = and <8 x i32> %12118, %108
  %12120 = bitcast <8 x i32> %12119 to <8 x float>
  %12121 = fcmp oeq <8 x float> %12115, %71
  %12122 = select <8 x i1> %12121, <8 x float> %12120, <8 x float> %12117
  br label %12133

12123:                                            ; preds = %12114
  %12124 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12115)
  %12125 = bitcast <8 x float> %12115 to <8 x i32>
  %12126 = or <8 x i32> %12125, %109
  %12127 = bitcast <8 x i32> %12126 to <8 x float>
  %12128 = fcmp oeq <8 x float> %12115, %74
  %12129 = select <8 x i1> %12128, <8 x float> %12127, <8 x float> %12124
  br label %12133

12130:                                            ; preds = %12114
  %12131 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12043, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12132 = fadd <8 x float> %12115, %12131
  br label %12133

12133:                                            ; preds = %12116, %12123, %12130, %12114, %12095
  %12134 = phi <8 x float> [ %12115, %12114 ], [ %12122, %12116 ], [ %12096, %12095 ], [ %12132, %12130 ], [ %12129, %12123 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12134, ptr align 1 %12041, <8 x i1> %11871)
  %12135 = add nsw i64 %12040, 8
  %12136 = getelementptr inbounds float, ptr %814, i64 %12135
  %12137 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12136, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12138 = getelementptr inbounds float, ptr %812, i64 %12135
  switch i64 %167, label %1256 [
    i64 1, label %12153
    i64 2, label %12146
    i64 3, label %12139
  ]

12139:                                            ; preds = %12133
  %12140 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12137)
  %12141 = bitcast <8 x float> %12137 to <8 x i32>
  %12142 = and <8 x i32> %12141, %108
  %12143 = bitcast <8 x i32> %12142 to <8 x float>
  %12144 = fcmp oeq <8 x float> %12137, %71
  %12145 = select <8 x i1> %12144, <8 x float> %12143, <8 x float> %12140
  br label %12156

12146:                                            ; preds = %12133
  %12147 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12137)
  %12148 = bitcast <8 x float> %12137 to <8 x i32>
  %12149 = or <8 x i32> %12148, %109
  %12150 = bitcast <8 x i32> %12149 to <8 x float>
  %12151 = fcmp oeq <8 x float> %12137, %74
  %12152 = select <8 x i1> %12151, <8 x float> %12150, <8 x float> %12147
  br label %12156

12153:                                            ; preds = %12133
  %12154 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12138, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12155 = fadd <8 x float> %12137, %12154
  br label %12156

12156:                                            ; preds = %12153, %12146, %12139
  %12157 = phi <8 x float> [ %12155, %12153 ], [ %12152, %12146 ], [ %12145, %12139 ]
  switch i64 %173, label %1256 [
    i64 1, label %12172
    i64 2, label %12165
    i64 3, label %12158
    i64 0, label %12194
  ]

12158:                                            ; preds = %12156
  %12159 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12157)
  %12160 = bitcast <8 x float> %12157 to <8 x i32>
  %12161 = and <8 x i32> %12160, %108
  %12162 = bitcast <8 x i32> %12161 to <8 x float>
  %12163 = fcmp oeq <8 x float> %12157, %71
  %12164 = select <8 x i1> %12163, <8 x float> %12162, <8 x float> %12159
  br label %12175

12165:                                            ; preds = %12156
  %12166 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12157)
  %12167 = bitcast <8 x float> %12157 to <8 x i32>
  %12168 = or <8 x i32> %12167, %109
  %12169 = bitcast <8 x i32> %12168 to <8 x float>
  %12170 = fcmp oeq <8 x float> %12157, %74
  %12171 = select <8 x i1> %12170, <8 x float> %12169, <8 x float> %12166
  br label %12175

12172:                                            ; preds = %12156
  %12173 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12138, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12174 = fadd <8 x float> %12157, %12173
  br label %12175

12175:                                            ; preds = %12172, %12165, %12158
  %12176 = phi <8 x float> [ %12174, %12172 ], [ %12171, %12165 ], [ %12164, %12158 ]
  switch i64 %175, label %1256 [
    i64 1, label %12191
    i64 2, label %12184
    i64 3, label %12177
    i64 0, label %12194
  ]

12177:                                            ; preds = %12175
  %12178 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12176)
  %12179 = bitcast <8 x float> %12176 to <8 x i32>
  %12180 = and <8 x i32> %12179, %108
  %12181 = bitcast <8 x i32> %12180 to <8 x float>
  %12182 = fcmp oeq <8 x float> %12176, %71
  %12183 = select <8 x i1> %12182, <8 x float> %12181, <8 x float> %12178
  br label %12194

12184:                                            ; preds = %12175
  %12185 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12176)
  %12186 = bitcast <8 x float> %12176 to <8 x i32>
  %12187 = or <8 x i32> %12186, %109
  %12188 = bitcast <8 x i32> %12187 to <8 x float>
  %12189 = fcmp oeq <8 x float> %12176, %74
  %12190 = select <8 x i1> %12189, <8 x float> %12188, <8 x float> %12185
  br label %12194

12191:                                            ; preds = %12175
  %12192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12138, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12193 = fadd <8 x float> %12176, %12192
  br label %12194

12194:                                            ; preds = %12177, %12184, %12191, %12175, %12156
  %12195 = phi <8 x float> [ %12190, %12184 ], [ %12183, %12177 ], [ %12157, %12156 ], [ %12176, %12175 ], [ %12193, %12191 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12195, ptr align 1 %12136, <8 x i1> %11879)
  %12196 = add nsw i64 %11945, %1168
  %12197 = getelementptr inbounds float, ptr %814, i64 %12196
  %12198 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12197, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12199 = getelementptr inbounds float, ptr %812, i64 %12196
  switch i64 %167, label %1256 [
    i64 1, label %12214
    i64 2, label %12207
    i64 3, label %12200
  ]

12200:                                            ; preds = %12194
  %12201 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12198)
  %12202 = bitcast <8 x float> %12198 to <8 x i32>
  %12203 = and <8 x i32> %12202, %108
  %12204 = bitcast <8 x i32> %12203 to <8 x float>
  %12205 = fcmp oeq <8 x float> %12198, %71
  %12206 = select <8 x i1> %12205, <8 x float> %12204, <8 x float> %12201
  br label %12217

12207:                                            ; preds = %12194
  %12208 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12198)
  %12209 = bitcast <8 x float> %12198 to <8 x i32>
  %12210 = or <8 x i32> %12209, %109
  %12211 = bitcast <8 x i32> %12210 to <8 x float>
  %12212 = fcmp oeq <8 x float> %12198, %74
  %12213 = select <8 x i1> %12212, <8 x float> %12211, <8 x float> %12208
  br label %12217

12214:                                            ; preds = %12194
  %12215 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12199, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12216 = fadd <8 x float> %12198, %12215
  br label %12217

12217:                                            ; preds = %12214, %12207, %12200
  %12218 = phi <8 x float> [ %12216, %12214 ], [ %12213, %12207 ], [ %12206, %12200 ]
  switch i64 %177, label %1256 [
    i64 1, label %12233
    i64 2, label %12226
    i64 3, label %12219
    i64 0, label %12255
  ]

12219:                                            ; preds = %12217
  %12220 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12218)
  %12221 = bitcast <8 x float> %12218 to <8 x i32>
  %12222 = and <8 x i32> %12221, %108
  %12223 = bitcast <8 x i32> %12222 to <8 x float>
  %12224 = fcmp oeq <8 x float> %12218, %71
  %12225 = select <8 x i1> %12224, <8 x float> %12223, <8 x float> %12220
  br label %12236

12226:                                            ; preds = %12217
  %12227 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12218)
  %12228 = bitcast <8 x float> %12218 to <8 x i32>
  %12229 = or <8 x i32> %12228, %109
  %12230 = bitcast <8 x i32> %12229 to <8 x float>
  %12231 = fcmp oeq <8 x float> %12218, %74
  %12232 = select <8 x i1> %12231, <8 x float> %12230, <8 x float> %12227
  br label %12236

12233:                                            ; preds = %12217
  %12234 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12199, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12235 = fadd <8 x float> %12218, %12234
  br label %12236

12236:                                            ; preds = %12233, %12226, %12219
  %12237 = phi <8 x float> [ %12235, %12233 ], [ %12232, %12226 ], [ %12225, %12219 ]
  switch i64 %179, label %1256 [
    i64 1, label %12252
    i64 2, label %12245
    i64 3, label %12238
    i64 0, label %12255
  ]

12238:                                            ; preds = %12236
  %12239 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12237)
  %12240 = bitcast <8 x float> %12237 to <8 x i32>
  %12241 = and <8 x i32> %12240, %108
  %12242 = bitcast <8 x i32> %12241 to <8 x float>
  %12243 = fcmp oeq <8 x float> %12237, %71
  %12244 = select <8 x i1> %12243, <8 x float> %12242, <8 x float> %12239
  br label %12255

12245:                                            ; preds = %12236
  %12246 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12237)
  %12247 = bitcast <8 x float> %12237 to <8 x i32>
  %12248 = or <8 x i32> %12247, %109
  %12249 = bitcast <8 x i32> %12248 to <8 x float>
  %12250 = fcmp oeq <8 x float> %12237, %74
  %12251 = select <8 x i1> %12250, <8 x float> %12249, <8 x float> %12246
  br label %12255

12252:                                            ; preds = %12236
  %12253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12199, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12254 = fadd <8 x float> %12237, %12253
  br label %12255

12255:                                            ; preds = %12238, %12245, %12252, %12236, %12217
  %12256 = phi <8 x float> [ %12251, %12245 ], [ %12244, %12238 ], [ %12218, %12217 ], [ %12237, %12236 ], [ %12254, %12252 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12256, ptr align 1 %12197, <8 x i1> %11871)
  %12257 = add nsw i64 %12196, 8
  %12258 = getelementptr inbounds float, ptr %814, i64 %12257
  %12259 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12258, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12260 = getelementptr inbounds float, ptr %812, i64 %12257
  switch i64 %167, label %1256 [
    i64 1, label %12275
    i64 2, label %12268
    i64 3, label %12261
  ]

12261:                                            ; preds = %12255
  %12262 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12259)
  %12263 = bitcast <8 x float> %12259 to <8 x i32>
  %12264 = and <8 x i32> %12263, %108
  %12265 = bitcast <8 x i32> %12264 to <8 x float>
  %12266 = fcmp oeq <8 x float> %12259, %71
  %12267 = select <8 x i1> %12266, <8 x float> %12265, <8 x float> %12262
  br label %12278

12268:                                            ; preds = %12255
  %12269 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12259)
  %12270 = bitcast <8 x float> %12259 to <8 x i32>
  %12271 = or <8 x i32> %12270, %109
  %12272 = bitcast <8 x i32> %12271 to <8 x float>
  %12273 = fcmp oeq <8 x float> %12259, %74
  %12274 = select <8 x i1> %12273, <8 x float> %12272, <8 x float> %12269
  br label %12278

12275:                                            ; preds = %12255
  %12276 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12260, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12277 = fadd <8 x float> %12259, %12276
  br label %12278

12278:                                            ; preds = %12275, %12268, %12261
  %12279 = phi <8 x float> [ %12277, %12275 ], [ %12274, %12268 ], [ %12267, %12261 ]
  switch i64 %181, label %1256 [
    i64 1, label %12294
    i64 2, label %12287
    i64 3, label %12280
    i64 0, label %12316
  ]

12280:                                            ; preds = %12278
  %12281 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12279)
  %12282 = bitcast <8 x float> %12279 to <8 x i32>
  %12283 = and <8 x i32> %12282, %108
  %12284 = bitcast <8 x i32> %12283 to <8 x float>
  %12285 = fcmp oeq <8 x float> %12279, %71
  %12286 = select <8 x i1> %12285, <8 x float> %12284, <8 x float> %12281
  br label %12297

12287:                                            ; preds = %12278
  %12288 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12279)
  %12289 = bitcast <8 x float> %12279 to <8 x i32>
  %12290 = or <8 x i32> %12289, %109
  %12291 = bitcast <8 x i32> %12290 to <8 x float>
  %12292 = fcmp oeq <8 x float> %12279, %74
  %12293 = select <8 x i1> %12292, <8 x float> %12291, <8 x float> %12288
  br label %12297

12294:                                            ; preds = %12278
  %12295 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12260, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12296 = fadd <8 x float> %12279, %12295
  br label %12297

12297:                                            ; preds = %12294, %12287, %12280
  %12298 = phi <8 x float> [ %12296, %12294 ], [ %12293, %12287 ], [ %12286, %12280 ]
  switch i64 %183, label %1256 [
    i64 1, label %12313
    i64 2, label %12306
    i64 3, label %12299
    i64 0, label %12316
  ]

12299:                                            ; preds = %12297
  %12300 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12298)
  %12301 = bitcast <8 x float> %12298 to <8 x i32>
  %12302 = and <8 x i32> %12301, %108
  %12303 = bitcast <8 x i32> %12302 to <8 x float>
  %12304 = fcmp oeq <8 x float> %12298, %71
  %12305 = select <8 x i1> %12304, <8 x float> %12303, <8 x float> %12300
  br label %12316

12306:                                            ; preds = %12297
  %12307 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12298)
  %12308 = bitcast <8 x float> %12298 to <8 x i32>
  %12309 = or <8 x i32> %12308, %109
  %12310 = bitcast <8 x i32> %12309 to <8 x float>
  %12311 = fcmp oeq <8 x float> %12298, %74
  %12312 = select <8 x i1> %12311, <8 x float> %12310, <8 x float> %12307
  br label %12316

12313:                                            ; preds = %12297
  %12314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12260, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12315 = fadd <8 x float> %12298, %12314
  br label %12316

12316:                                            ; preds = %12299, %12306, %12313, %12297, %12278
  %12317 = phi <8 x float> [ %12312, %12306 ], [ %12305, %12299 ], [ %12279, %12278 ], [ %12298, %12297 ], [ %12315, %12313 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12317, ptr align 1 %12258, <8 x i1> %11879)
  %12318 = add nsw i64 %11947, %1168
  %12319 = getelementptr inbounds float, ptr %814, i64 %12318
  %12320 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12319, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12321 = getelementptr inbounds float, ptr %812, i64 %12318
  switch i64 %167, label %1256 [
    i64 1, label %12336
    i64 2, label %12329
    i64 3, label %12322
  ]

12322:                                            ; preds = %12316
  %12323 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12320)
  %12324 = bitcast <8 x float> %12320 to <8 x i32>
  %12325 = and <8 x i32> %12324, %108
  %12326 = bitcast <8 x i32> %12325 to <8 x float>
  %12327 = fcmp oeq <8 x float> %12320, %71
  %12328 = select <8 x i1> %12327, <8 x float> %12326, <8 x float> %12323
  br label %12339

12329:                                            ; preds = %12316
  %12330 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12320)
  %12331 = bitcast <8 x float> %12320 to <8 x i32>
  %12332 = or <8 x i32> %12331, %109
  %12333 = bitcast <8 x i32> %12332 to <8 x float>
  %12334 = fcmp oeq <8 x float> %12320, %74
  %12335 = select <8 x i1> %12334, <8 x float> %12333, <8 x float> %12330
  br label %12339

12336:                                            ; preds = %12316
  %12337 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12321, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12338 = fadd <8 x float> %12320, %12337
  br label %12339

12339:                                            ; preds = %12336, %12329, %12322
  %12340 = phi <8 x float> [ %12338, %12336 ], [ %12335, %12329 ], [ %12328, %12322 ]
  switch i64 %185, label %1256 [
    i64 1, label %12355
    i64 2, label %12348
    i64 3, label %12341
    i64 0, label %12377
  ]

12341:                                            ; preds = %12339
  %12342 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12340)
  %12343 = bitcast <8 x float> %12340 to <8 x i32>
  %12344 = and <8 x i32> %12343, %108
  %12345 = bitcast <8 x i32> %12344 to <8 x float>
  %12346 = fcmp oeq <8 x float> %12340, %71
  %12347 = select <8 x i1> %12346, <8 x float> %12345, <8 x float> %12342
  br label %12358

12348:                                            ; preds = %12339
  %12349 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12340)
  %12350 = bitcast <8 x float> %12340 to <8 x i32>
  %12351 = or <8 x i32> %12350, %109
  %12352 = bitcast <8 x i32> %12351 to <8 x float>
  %12353 = fcmp oeq <8 x float> %12340, %74
  %12354 = select <8 x i1> %12353, <8 x float> %12352, <8 x float> %12349
  br label %12358

12355:                                            ; preds = %12339
  %12356 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12321, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12357 = fadd <8 x float> %12340, %12356
  br label %12358

12358:                                            ; preds = %12355, %12348, %12341
  %12359 = phi <8 x float> [ %12357, %12355 ], [ %12354, %12348 ], [ %12347, %12341 ]
  switch i64 %187, label %1256 [
    i64 1, label %12374
    i64 2, label %12367
    i64 3, label %12360
    i64 0, label %12377
  ]

12360:                                            ; preds = %12358
  %12361 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12359)
  %12362 = bitcast <8 x float> %12359 to <8 x i32>
  %12363 = and <8 x i32> %12362, %108
  %12364 = bitcast <8 x i32> %12363 to <8 x float>
  %12365 = fcmp oeq <8 x float> %12359, %71
  %12366 = select <8 x i1> %12365, <8 x float> %12364, <8 x float> %12361
  br label %12377

12367:                                            ; preds = %12358
  %12368 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12359)
  %12369 = bitcast <8 x float> %12359 to <8 x i32>
  %12370 = or <8 x i32> %12369, %109
  %12371 = bitcast <8 x i32> %12370 to <8 x float>
  %12372 = fcmp oeq <8 x float> %12359, %74
  %12373 = select <8 x i1> %12372, <8 x float> %12371, <8 x float> %12368
  br label %12377

12374:                                            ; preds = %12358
  %12375 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12321, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12376 = fadd <8 x float> %12359, %12375
  br label %12377

12377:                                            ; preds = %12360, %12367, %12374, %12358, %12339
  %12378 = phi <8 x float> [ %12373, %12367 ], [ %12366, %12360 ], [ %12340, %12339 ], [ %12359, %12358 ], [ %12376, %12374 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12378, ptr align 1 %12319, <8 x i1> %11871)
  %12379 = add nsw i64 %12318, 8
  %12380 = getelementptr inbounds float, ptr %814, i64 %12379
  %12381 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12380, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12382 = getelementptr inbounds float, ptr %812, i64 %12379
  switch i64 %167, label %1256 [
    i64 1, label %12397
    i64 2, label %12390
    i64 3, label %12383
  ]

12383:                                            ; preds = %12377
  %12384 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12381)
  %12385 = bitcast <8 x float> %12381 to <8 x i32>
  %12386 = and <8 x i32> %12385, %108
  %12387 = bitcast <8 x i32> %12386 to <8 x float>
  %12388 = fcmp oeq <8 x float> %12381, %71
  %12389 = select <8 x i1> %12388, <8 x float> %12387, <8 x float> %12384
  br label %12400

12390:                                            ; preds = %12377
  %12391 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12381)
  %12392 = bitcast <8 x float> %12381 to <8 x i32>
  %12393 = or <8 x i32> %12392, %109
  %12394 = bitcast <8 x i32> %12393 to <8 x float>
  %12395 = fcmp oeq <8 x float> %12381, %74
  %12396 = select <8 x i1> %12395, <8 x float> %12394, <8 x float> %12391
  br label %12400

12397:                                            ; preds = %12377
  %12398 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12382, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12399 = fadd <8 x float> %12381, %12398
  br label %12400

12400:                                            ; preds = %12397, %12390, %12383
  %12401 = phi <8 x float> [ %12399, %12397 ], [ %12396, %12390 ], [ %12389, %12383 ]
  switch i64 %189, label %1256 [
    i64 1, label %12416
    i64 2, label %12409
    i64 3, label %12402
    i64 0, label %12438
  ]

12402:                                            ; preds = %12400
  %12403 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12401)
  %12404 = bitcast <8 x float> %12401 to <8 x i32>
  %12405 = and <8 x i32> %12404, %108
  %12406 = bitcast <8 x i32> %12405 to <8 x float>
  %12407 = fcmp oeq <8 x float> %12401, %71
  %12408 = select <8 x i1> %12407, <8 x float> %12406, <8 x float> %12403
  br label %12419

12409:                                            ; preds = %12400
  %12410 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12401)
  %12411 = bitcast <8 x float> %12401 to <8 x i32>
  %12412 = or <8 x i32> %12411, %109
  %12413 = bitcast <8 x i32> %12412 to <8 x float>
  %12414 = fcmp oeq <8 x float> %12401, %74
  %12415 = select <8 x i1> %12414, <8 x float> %12413, <8 x float> %12410
  br label %12419

12416:                                            ; preds = %12400
  %12417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12382, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12418 = fadd <8 x float> %12401, %12417
  br label %12419

12419:                                            ; preds = %12416, %12409, %12402
  %12420 = phi <8 x float> [ %12418, %12416 ], [ %12415, %12409 ], [ %12408, %12402 ]
  switch i64 %191, label %1256 [
    i64 1, label %12435
    i64 2, label %12428
    i64 3, label %12421
    i64 0, label %12438
  ]

12421:                                            ; preds = %12419
  %12422 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12420)
  %12423 = bitcast <8 x float> %12420 to <8 x i32>
  %12424 = and <8 x i32> %12423, %108
  %12425 = bitcast <8 x i32> %12424 to <8 x float>
  %12426 = fcmp oeq <8 x float> %12420, %71
  %12427 = select <8 x i1> %12426, <8 x float> %12425, <8 x float> %12422
  br label %12438

12428:                                            ; preds = %12419
  %12429 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12420)
  %12430 = bitcast <8 x float> %12420 to <8 x i32>
  %12431 = or <8 x i32> %12430, %109
  %12432 = bitcast <8 x i32> %12431 to <8 x float>
  %12433 = fcmp oeq <8 x float> %12420, %74
  %12434 = select <8 x i1> %12433, <8 x float> %12432, <8 x float> %12429
  br label %12438

12435:                                            ; preds = %12419
  %12436 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12382, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12437 = fadd <8 x float> %12420, %12436
  br label %12438

12438:                                            ; preds = %12421, %12428, %12435, %12419, %12400
  %12439 = phi <8 x float> [ %12434, %12428 ], [ %12427, %12421 ], [ %12401, %12400 ], [ %12420, %12419 ], [ %12437, %12435 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12439, ptr align 1 %12380, <8 x i1> %11879)
  %12440 = add nsw i64 %11949, %1168
  %12441 = getelementptr inbounds float, ptr %814, i64 %12440
  %12442 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12441, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12443 = getelementptr inbounds float, ptr %812, i64 %12440
  switch i64 %167, label %1256 [
    i64 1, label %12458
    i64 2, label %12451
    i64 3, label %12444
  ]

12444:                                            ; preds = %12438
  %12445 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12442)
  %12446 = bitcast <8 x float> %12442 to <8 x i32>
  %12447 = and <8 x i32> %12446, %108
  %12448 = bitcast <8 x i32> %12447 to <8 x float>
  %12449 = fcmp oeq <8 x float> %12442, %71
  %12450 = select <8 x i1> %12449, <8 x float> %12448, <8 x float> %12445
  br label %12461

12451:                                            ; preds = %12438
  %12452 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12442)
  %12453 = bitcast <8 x float> %12442 to <8 x i32>
  %12454 = or <8 x i32> %12453, %109
  %12455 = bitcast <8 x i32> %12454 to <8 x float>
  %12456 = fcmp oeq <8 x float> %12442, %74
  %12457 = select <8 x i1> %12456, <8 x float> %12455, <8 x float> %12452
  br label %12461

12458:                                            ; preds = %12438
  %12459 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12443, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12460 = fadd <8 x float> %12442, %12459
  br label %12461

12461:                                            ; preds = %12458, %12451, %12444
  %12462 = phi <8 x float> [ %12460, %12458 ], [ %12457, %12451 ], [ %12450, %12444 ]
  switch i64 %193, label %1256 [
    i64 1, label %12477
    i64 2, label %12470
    i64 3, label %12463
    i64 0, label %12499
  ]

12463:                                            ; preds = %12461
  %12464 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12462)
  %12465 = bitcast <8 x float> %12462 to <8 x i32>
  %12466 = and <8 x i32> %12465, %108
  %12467 = bitcast <8 x i32> %12466 to <8 x float>
  %12468 = fcmp oeq <8 x float> %12462, %71
  %12469 = select <8 x i1> %12468, <8 x float> %12467, <8 x float> %12464
  br label %12480

12470:                                            ; preds = %12461
  %12471 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12462)
  %12472 = bitcast <8 x float> %12462 to <8 x i32>
  %12473 = or <8 x i32> %12472, %109
  %12474 = bitcast <8 x i32> %12473 to <8 x float>
  %12475 = fcmp oeq <8 x float> %12462, %74
  %12476 = select <8 x i1> %12475, <8 x float> %12474, <8 x float> %12471
  br label %12480

12477:                                            ; preds = %12461
  %12478 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12443, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12479 = fadd <8 x float> %12462, %12478
  br label %12480

12480:                                            ; preds = %12477, %12470, %12463
  %12481 = phi <8 x float> [ %12479, %12477 ], [ %12476, %12470 ], [ %12469, %12463 ]
  switch i64 %195, label %1256 [
    i64 1, label %12496
    i64 2, label %12489
    i64 3, label %12482
    i64 0, label %12499
  ]

12482:                                            ; preds = %12480
  %12483 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12481)
  %12484 = bitcast <8 x float> %12481 to <8 x i32>
  %12485 = and <8 x i32> %12484, %108
  %12486 = bitcast <8 x i32> %12485 to <8 x float>
  %12487 = fcmp oeq <8 x float> %12481, %71
  %12488 = select <8 x i1> %12487, <8 x float> %12486, <8 x float> %12483
  br label %12499

12489:                                            ; preds = %12480
  %12490 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12481)
  %12491 = bitcast <8 x float> %12481 to <8 x i32>
  %12492 = or <8 x i32> %12491, %109
  %12493 = bitcast <8 x i32> %12492 to <8 x float>
  %12494 = fcmp oeq <8 x float> %12481, %74
  %12495 = select <8 x i1> %12494, <8 x float> %12493, <8 x float> %12490
  br label %12499

12496:                                            ; preds = %12480
  %12497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12443, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12498 = fadd <8 x float> %12481, %12497
  br label %12499

12499:                                            ; preds = %12482, %12489, %12496, %12480, %12461
  %12500 = phi <8 x float> [ %12495, %12489 ], [ %12488, %12482 ], [ %12462, %12461 ], [ %12481, %12480 ], [ %12498, %12496 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12500, ptr align 1 %12441, <8 x i1> %11871)
  %12501 = add nsw i64 %12440, 8
  %12502 = getelementptr inbounds float, ptr %814, i64 %12501
  %12503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12502, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12504 = getelementptr inbounds float, ptr %812, i64 %12501
  switch i64 %167, label %1256 [
    i64 1, label %12519
    i64 2, label %12512
    i64 3, label %12505
  ]

12505:                                            ; preds = %12499
  %12506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12503)
  %12507 = bitcast <8 x float> %12503 to <8 x i32>
  %12508 = and <8 x i32> %12507, %108
  %12509 = bitcast <8 x i32> %12508 to <8 x float>
  %12510 = fcmp oeq <8 x float> %12503, %71
  %12511 = select <8 x i1> %12510, <8 x float> %12509, <8 x float> %12506
  br label %12522

12512:                                            ; preds = %12499
  %12513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12503)
  %12514 = bitcast <8 x float> %12503 to <8 x i32>
  %12515 = or <8 x i32> %12514, %109
  %12516 = bitcast <8 x i32> %12515 to <8 x float>
  %12517 = fcmp oeq <8 x float> %12503, %74
  %12518 = select <8 x i1> %12517, <8 x float> %12516, <8 x float> %12513
  br label %12522

12519:                                            ; preds = %12499
  %12520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12504, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12521 = fadd <8 x float> %12503, %12520
  br label %12522

12522:                                            ; preds = %12519, %12512, %12505
  %12523 = phi <8 x float> [ %12521, %12519 ], [ %12518, %12512 ], [ %12511, %12505 ]
  switch i64 %197, label %1256 [
    i64 1, label %12538
    i64 2, label %12531
    i64 3, label %12524
    i64 0, label %12560
  ]

12524:                                            ; preds = %12522
  %12525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12523)
  %12526 = bitcast <8 x float> %12523 to <8 x i32>
  %12527 = and <8 x i32> %12526, %108
  %12528 = bitcast <8 x i32> %12527 to <8 x float>
  %12529 = fcmp oeq <8 x float> %12523, %71
  %12530 = select <8 x i1> %12529, <8 x float> %12528, <8 x float> %12525
  br label %12541

12531:                                            ; preds = %12522
  %12532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12523)
  %12533 = bitcast <8 x float> %12523 to <8 x i32>
  %12534 = or <8 x i32> %12533, %109
  %12535 = bitcast <8 x i32> %12534 to <8 x float>
  %12536 = fcmp oeq <8 x float> %12523, %74
  %12537 = select <8 x i1> %12536, <8 x float> %12535, <8 x float> %12532
  br label %12541

12538:                                            ; preds = %12522
  %12539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12504, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12540 = fadd <8 x float> %12523, %12539
  br label %12541

12541:                                            ; preds = %12538, %12531, %12524
  %12542 = phi <8 x float> [ %12540, %12538 ], [ %12537, %12531 ], [ %12530, %12524 ]
  switch i64 %199, label %1256 [
    i64 1, label %12557
    i64 2, label %12550
    i64 3, label %12543
    i64 0, label %12560
  ]

12543:                                            ; preds = %12541
  %12544 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12542)
  %12545 = bitcast <8 x float> %12542 to <8 x i32>
  %12546 = and <8 x i32> %12545, %108
  %12547 = bitcast <8 x i32> %12546 to <8 x float>
  %12548 = fcmp oeq <8 x float> %12542, %71
  %12549 = select <8 x i1> %12548, <8 x float> %12547, <8 x float> %12544
  br label %12560

12550:                                            ; preds = %12541
  %12551 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12542)
  %12552 = bitcast <8 x float> %12542 to <8 x i32>
  %12553 = or <8 x i32> %12552, %109
  %12554 = bitcast <8 x i32> %12553 to <8 x float>
  %12555 = fcmp oeq <8 x float> %12542, %74
  %12556 = select <8 x i1> %12555, <8 x float> %12554, <8 x float> %12551
  br label %12560

12557:                                            ; preds = %12541
  %12558 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12504, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12559 = fadd <8 x float> %12542, %12558
  br label %12560

12560:                                            ; preds = %12543, %12550, %12557, %12541, %12522
  %12561 = phi <8 x float> [ %12556, %12550 ], [ %12549, %12543 ], [ %12523, %12522 ], [ %12542, %12541 ], [ %12559, %12557 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12561, ptr align 1 %12502, <8 x i1> %11879)
  %12562 = add nsw i64 %11951, %1168
  %12563 = getelementptr inbounds float, ptr %814, i64 %12562
  %12564 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12563, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12565 = getelementptr inbounds float, ptr %812, i64 %12562
  switch i64 %167, label %1256 [
    i64 1, label %12580
    i64 2, label %12573
    i64 3, label %12566
  ]

12566:                                            ; preds = %12560
  %12567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12564)
  %12568 = bitcast <8 x float> %12564 to <8 x i32>
  %12569 = and <8 x i32> %12568, %108
  %12570 = bitcast <8 x i32> %12569 to <8 x float>
  %12571 = fcmp oeq <8 x float> %12564, %71
  %12572 = select <8 x i1> %12571, <8 x float> %12570, <8 x float> %12567
  br label %12583

12573:                                            ; preds = %12560
  %12574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12564)
  %12575 = bitcast <8 x float> %12564 to <8 x i32>
  %12576 = or <8 x i32> %12575, %109
  %12577 = bitcast <8 x i32> %12576 to <8 x float>
  %12578 = fcmp oeq <8 x float> %12564, %74
  %12579 = select <8 x i1> %12578, <8 x float> %12577, <8 x float> %12574
  br label %12583

12580:                                            ; preds = %12560
  %12581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12565, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12582 = fadd <8 x float> %12564, %12581
  br label %12583

12583:                                            ; preds = %12580, %12573, %12566
  %12584 = phi <8 x float> [ %12582, %12580 ], [ %12579, %12573 ], [ %12572, %12566 ]
  switch i64 %201, label %1256 [
    i64 1, label %12599
    i64 2, label %12592
    i64 3, label %12585
    i64 0, label %12621
  ]

12585:                                            ; preds = %12583
  %12586 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12584)
  %12587 = bitcast <8 x float> %12584 to <8 x i32>
  %12588 = and <8 x i32> %12587, %108
  %12589 = bitcast <8 x i32> %12588 to <8 x float>
  %12590 = fcmp oeq <8 x float> %12584, %71
  %12591 = select <8 x i1> %12590, <8 x float> %12589, <8 x float> %12586
  br label %12602

12592:                                            ; preds = %12583
  %12593 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12584)
  %12594 = bitcast <8 x float> %12584 to <8 x i32>
  %12595 = or <8 x i32> %12594, %109
  %12596 = bitcast <8 x i32> %12595 to <8 x float>
  %12597 = fcmp oeq <8 x float> %12584, %74
  %12598 = select <8 x i1> %12597, <8 x float> %12596, <8 x float> %12593
  br label %12602

12599:                                            ; preds = %12583
  %12600 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12565, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12601 = fadd <8 x float> %12584, %12600
  br label %12602

12602:                                            ; preds = %12599, %12592, %12585
  %12603 = phi <8 x float> [ %12601, %12599 ], [ %12598, %12592 ], [ %12591, %12585 ]
  switch i64 %203, label %1256 [
    i64 1, label %12618
    i64 2, label %12611
    i64 3, label %12604
    i64 0, label %12621
  ]

12604:                                            ; preds = %12602
  %12605 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12603)
  %12606 = bitcast <8 x float> %12603 to <8 x i32>
  %12607 = and <8 x i32> %12606, %108
  %12608 = bitcast <8 x i32> %12607 to <8 x float>
  %12609 = fcmp oeq <8 x float> %12603, %71
  %12610 = select <8 x i1> %12609, <8 x float> %12608, <8 x float> %12605
  br label %12621

12611:                                            ; preds = %12602
  %12612 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12603)
  %12613 = bitcast <8 x float> %12603 to <8 x i32>
  %12614 = or <8 x i32> %12613, %109
  %12615 = bitcast <8 x i32> %12614 to <8 x float>
  %12616 = fcmp oeq <8 x float> %12603, %74
  %12617 = select <8 x i1> %12616, <8 x float> %12615, <8 x float> %12612
  br label %12621

12618:                                            ; preds = %12602
  %12619 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12565, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12620 = fadd <8 x float> %12603, %12619
  br label %12621

12621:                                            ; preds = %12604, %12611, %12618, %12602, %12583
  %12622 = phi <8 x float> [ %12617, %12611 ], [ %12610, %12604 ], [ %12584, %12583 ], [ %12603, %12602 ], [ %12620, %12618 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12622, ptr align 1 %12563, <8 x i1> %11871)
  %12623 = add nsw i64 %12562, 8
  %12624 = getelementptr inbounds float, ptr %814, i64 %12623
  %12625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12624, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12626 = getelementptr inbounds float, ptr %812, i64 %12623
  switch i64 %167, label %1256 [
    i64 1, label %12641
    i64 2, label %12634
    i64 3, label %12627
  ]

12627:                                            ; preds = %12621
  %12628 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12625)
  %12629 = bitcast <8 x float> %12625 to <8 x i32>
  %12630 = and <8 x i32> %12629, %108
  %12631 = bitcast <8 x i32> %12630 to <8 x float>
  %12632 = fcmp oeq <8 x float> %12625, %71
  %12633 = select <8 x i1> %12632, <8 x float> %12631, <8 x float> %12628
  br label %12644

12634:                                            ; preds = %12621
  %12635 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12625)
  %12636 = bitcast <8 x float> %12625 to <8 x i32>
  %12637 = or <8 x i32> %12636, %109
  %12638 = bitcast <8 x i32> %12637 to <8 x float>
  %12639 = fcmp oeq <8 x float> %12625, %74
  %12640 = select <8 x i1> %12639, <8 x float> %12638, <8 x float> %12635
  br label %12644

12641:                                            ; preds = %12621
  %12642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12626, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12643 = fadd <8 x float> %12625, %12642
  br label %12644

12644:                                            ; preds = %12641, %12634, %12627
  %12645 = phi <8 x float> [ %12643, %12641 ], [ %12640, %12634 ], [ %12633, %12627 ]
  switch i64 %205, label %1256 [
    i64 1, label %12660
    i64 2, label %12653
    i64 3, label %12646
    i64 0, label %12682
  ]

12646:                                            ; preds = %12644
  %12647 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12645)
  %12648 = bitcast <8 x float> %12645 to <8 x i32>
  %12649 = and <8 x i32> %12648, %108
  %12650 = bitcast <8 x i32> %12649 to <8 x float>
  %12651 = fcmp oeq <8 x float> %12645, %71
  %12652 = select <8 x i1> %12651, <8 x float> %12650, <8 x float> %12647
  br label %12663

12653:                                            ; preds = %12644
  %12654 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12645)
  %12655 = bitcast <8 x float> %12645 to <8 x i32>
  %12656 = or <8 x i32> %12655, %109
  %12657 = bitcast <8 x i32> %12656 to <8 x float>
  %12658 = fcmp oeq <8 x float> %12645, %74
  %12659 = select <8 x i1> %12658, <8 x float> %12657, <8 x float> %12654
  br label %12663

12660:                                            ; preds = %12644
  %12661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12626, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12662 = fadd <8 x float> %12645, %12661
  br label %12663

12663:                                            ; preds = %12660, %12653, %12646
  %12664 = phi <8 x float> [ %12662, %12660 ], [ %12659, %12653 ], [ %12652, %12646 ]
  switch i64 %207, label %1256 [
    i64 1, label %12679
    i64 2, label %12672
    i64 3, label %12665
    i64 0, label %12682
  ]

12665:                                            ; preds = %12663
  %12666 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12664)
  %12667 = bitcast <8 x float> %12664 to <8 x i32>
  %12668 = and <8 x i32> %12667, %108
  %12669 = bitcast <8 x i32> %12668 to <8 x float>
  %12670 = fcmp oeq <8 x float> %12664, %71
  %12671 = select <8 x i1> %12670, <8 x float> %12669, <8 x float> %12666
  br label %12682

12672:                                            ; preds = %12663
  %12673 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12664)
  %12674 = bitcast <8 x float> %12664 to <8 x i32>
  %12675 = or <8 x i32> %12674, %109
  %12676 = bitcast <8 x i32> %12675 to <8 x float>
  %12677 = fcmp oeq <8 x float> %12664, %74
  %12678 = select <8 x i1> %12677, <8 x float> %12676, <8 x float> %12673
  br label %12682

12679:                                            ; preds = %12663
  %12680 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12626, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12681 = fadd <8 x float> %12664, %12680
  br label %12682

12682:                                            ; preds = %12665, %12672, %12679, %12663, %12644
  %12683 = phi <8 x float> [ %12678, %12672 ], [ %12671, %12665 ], [ %12645, %12644 ], [ %12664, %12663 ], [ %12681, %12679 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12683, ptr align 1 %12624, <8 x i1> %11879)
  %12684 = add nsw i64 %11953, %1168
  %12685 = getelementptr inbounds float, ptr %814, i64 %12684
  %12686 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12685, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12687 = getelementptr inbounds float, ptr %812, i64 %12684
  switch i64 %167, label %1256 [
    i64 1, label %12702
    i64 2, label %12695
    i64 3, label %12688
  ]

12688:                                            ; preds = %12682
  %12689 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12686)
  %12690 = bitcast <8 x float> %12686 to <8 x i32>
  %12691 = and <8 x i32> %12690, %108
  %12692 = bitcast <8 x i32> %12691 to <8 x float>
  %12693 = fcmp oeq <8 x float> %12686, %71
  %12694 = select <8 x i1> %12693, <8 x float> %12692, <8 x float> %12689
  br label %12705

12695:                                            ; preds = %12682
  %12696 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12686)
  %12697 = bitcast <8 x float> %12686 to <8 x i32>
  %12698 = or <8 x i32> %12697, %109
  %12699 = bitcast <8 x i32> %12698 to <8 x float>
  %12700 = fcmp oeq <8 x float> %12686, %74
  %12701 = select <8 x i1> %12700, <8 x float> %12699, <8 x float> %12696
  br label %12705

12702:                                            ; preds = %12682
  %12703 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12687, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12704 = fadd <8 x float> %12686, %12703
  br label %12705

12705:                                            ; preds = %12702, %12695, %12688
  %12706 = phi <8 x float> [ %12704, %12702 ], [ %12701, %12695 ], [ %12694, %12688 ]
  switch i64 %209, label %1256 [
    i64 1, label %12721
    i64 2, label %12714
    i64 3, label %12707
    i64 0, label %12743
  ]

12707:                                            ; preds = %12705
  %12708 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12706)
  %12709 = bitcast <8 x float> %12706 to <8 x i32>
  %12710 = and <8 x i32> %12709, %108
  %12711 = bitcast <8 x i32> %12710 to <8 x float>
  %12712 = fcmp oeq <8 x float> %12706, %71
  %12713 = select <8 x i1> %12712, <8 x float> %12711, <8 x float> %12708
  br label %12724

12714:                                            ; preds = %12705
  %12715 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12706)
  %12716 = bitcast <8 x float> %12706 to <8 x i32>
  %12717 = or <8 x i32> %12716, %109
  %12718 = bitcast <8 x i32> %12717 to <8 x float>
  %12719 = fcmp oeq <8 x float> %12706, %74
  %12720 = select <8 x i1> %12719, <8 x float> %12718, <8 x float> %12715
  br label %12724

12721:                                            ; preds = %12705
  %12722 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12687, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12723 = fadd <8 x float> %12706, %12722
  br label %12724

12724:                                            ; preds = %12721, %12714, %12707
  %12725 = phi <8 x float> [ %12723, %12721 ], [ %12720, %12714 ], [ %12713, %12707 ]
  switch i64 %211, label %1256 [
    i64 1, label %12740
    i64 2, label %12733
    i64 3, label %12726
    i64 0, label %12743
  ]

12726:                                            ; preds = %12724
  %12727 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12725)
  %12728 = bitcast <8 x float> %12725 to <8 x i32>
  %12729 = and <8 x i32> %12728, %108
  %12730 = bitcast <8 x i32> %12729 to <8 x float>
  %12731 = fcmp oeq <8 x float> %12725, %71
  %12732 = select <8 x i1> %12731, <8 x float> %12730, <8 x float> %12727
  br label %12743

12733:                                            ; preds = %12724
  %12734 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12725)
  %12735 = bitcast <8 x float> %12725 to <8 x i32>
  %12736 = or <8 x i32> %12735, %109
  %12737 = bitcast <8 x i32> %12736 to <8 x float>
  %12738 = fcmp oeq <8 x float> %12725, %74
  %12739 = select <8 x i1> %12738, <8 x float> %12737, <8 x float> %12734
  br label %12743

12740:                                            ; preds = %12724
  %12741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12687, <8 x i1> %11871, <8 x float> zeroinitializer)
  %12742 = fadd <8 x float> %12725, %12741
  br label %12743

12743:                                            ; preds = %12726, %12733, %12740, %12724, %12705
  %12744 = phi <8 x float> [ %12739, %12733 ], [ %12732, %12726 ], [ %12706, %12705 ], [ %12725, %12724 ], [ %12742, %12740 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12744, ptr align 1 %12685, <8 x i1> %11871)
  %12745 = add nsw i64 %12684, 8
  %12746 = getelementptr inbounds float, ptr %814, i64 %12745
  %12747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12746, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12748 = getelementptr inbounds float, ptr %812, i64 %12745
  switch i64 %167, label %1256 [
    i64 1, label %12763
    i64 2, label %12756
    i64 3, label %12749
  ]

12749:                                            ; preds = %12743
  %12750 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12747)
  %12751 = bitcast <8 x float> %12747 to <8 x i32>
  %12752 = and <8 x i32> %12751, %108
  %12753 = bitcast <8 x i32> %12752 to <8 x float>
  %12754 = fcmp oeq <8 x float> %12747, %71
  %12755 = select <8 x i1> %12754, <8 x float> %12753, <8 x float> %12750
  br label %12766

12756:                                            ; preds = %12743
  %12757 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12747)
  %12758 = bitcast <8 x float> %12747 to <8 x i32>
  %12759 = or <8 x i32> %12758, %109
  %12760 = bitcast <8 x i32> %12759 to <8 x float>
  %12761 = fcmp oeq <8 x float> %12747, %74
  %12762 = select <8 x i1> %12761, <8 x float> %12760, <8 x float> %12757
  br label %12766

12763:                                            ; preds = %12743
  %12764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12748, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12765 = fadd <8 x float> %12747, %12764
  br label %12766

12766:                                            ; preds = %12763, %12756, %12749
  %12767 = phi <8 x float> [ %12765, %12763 ], [ %12762, %12756 ], [ %12755, %12749 ]
  switch i64 %213, label %1256 [
    i64 1, label %12782
    i64 2, label %12775
    i64 3, label %12768
    i64 0, label %12804
  ]

12768:                                            ; preds = %12766
  %12769 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12767)
  %12770 = bitcast <8 x float> %12767 to <8 x i32>
  %12771 = and <8 x i32> %12770, %108
  %12772 = bitcast <8 x i32> %12771 to <8 x float>
  %12773 = fcmp oeq <8 x float> %12767, %71
  %12774 = select <8 x i1> %12773, <8 x float> %12772, <8 x float> %12769
  br label %12785

12775:                                            ; preds = %12766
  %12776 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12767)
  %12777 = bitcast <8 x float> %12767 to <8 x i32>
  %12778 = or <8 x i32> %12777, %109
  %12779 = bitcast <8 x i32> %12778 to <8 x float>
  %12780 = fcmp oeq <8 x float> %12767, %74
  %12781 = select <8 x i1> %12780, <8 x float> %12779, <8 x float> %12776
  br label %12785

12782:                                            ; preds = %12766
  %12783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12748, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12784 = fadd <8 x float> %12767, %12783
  br label %12785

12785:                                            ; preds = %12782, %12775, %12768
  %12786 = phi <8 x float> [ %12784, %12782 ], [ %12781, %12775 ], [ %12774, %12768 ]
  switch i64 %215, label %1256 [
    i64 1, label %12801
    i64 2, label %12794
    i64 3, label %12787
    i64 0, label %12804
  ]

12787:                                            ; preds = %12785
  %12788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %12786)
  %12789 = bitcast <8 x float> %12786 to <8 x i32>
  %12790 = and <8 x i32> %12789, %108
  %12791 = bitcast <8 x i32> %12790 to <8 x float>
  %12792 = fcmp oeq <8 x float> %12786, %71
  %12793 = select <8 x i1> %12792, <8 x float> %12791, <8 x float> %12788
  br label %12804

12794:                                            ; preds = %12785
  %12795 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %12786)
  %12796 = bitcast <8 x float> %12786 to <8 x i32>
  %12797 = or <8 x i32> %12796, %109
  %12798 = bitcast <8 x i32> %12797 to <8 x float>
  %12799 = fcmp oeq <8 x float> %12786, %74
  %12800 = select <8 x i1> %12799, <8 x float> %12798, <8 x float> %12795
  br label %12804

12801:                                            ; preds = %12785
  %12802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %12748, <8 x i1> %11879, <8 x float> zeroinitializer)
  %12803 = fadd <8 x float> %12786, %12802
  br label %12804

12804:                                            ; preds = %12787, %12794, %12801, %12044, %12785, %12766
  %12805 = phi ptr [ %12076, %12044 ], [ %12746, %12787 ], [ %12746, %12766 ], [ %12746, %12785 ], [ %12746, %12801 ], [ %12746, %12794 ]
  %12806 = phi <8 x float> [ %12077, %12044 ], [ %12793, %12787 ], [ %12767, %12766 ], [ %12786, %12785 ], [ %12803, %12801 ], [ %12800, %12794 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %12806, ptr align 1 %12805, <8 x i1> %11879)
  br label %13995

12807:                                            ; preds = %11864
  call void @llvm.lifetime.start.p0(ptr nonnull %57)
  call void @llvm.lifetime.start.p0(ptr nonnull %58)
  call void @llvm.lifetime.start.p0(ptr nonnull %59)
  call void @llvm.lifetime.start.p0(ptr nonnull %60)
  %12808 = sdiv i64 %7, %19
  %12809 = sdiv i64 %1168, %19
  %12810 = srem i64 %1168, %19
  %12811 = insertelement <8 x i64> poison, i64 %12808, i64 0
  %12812 = shufflevector <8 x i64> %12811, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %12814

12813:                                            ; preds = %12959
  br i1 %104, label %12995, label %12964

12814:                                            ; preds = %12807, %12959
  %12815 = phi i1 [ true, %12807 ], [ false, %12959 ]
  %12816 = phi ptr [ %60, %12807 ], [ %87, %12959 ]
  %12817 = phi ptr [ %59, %12807 ], [ %88, %12959 ]
  %12818 = phi ptr [ %57, %12807 ], [ %58, %12959 ]
  %12819 = phi i64 [ 0, %12807 ], [ 1, %12959 ]
  %12820 = phi i64 [ %12809, %12807 ], [ %12961, %12959 ]
  %12821 = phi i64 [ %12810, %12807 ], [ %12960, %12959 ]
  %12822 = mul nuw nsw i64 %12819, 28
  %12823 = getelementptr nuw i8, ptr %59, i64 %12822
  %12824 = getelementptr nuw i8, ptr %60, i64 %12822
  %12825 = shl nuw nsw i64 %12819, 3
  %12826 = add i64 %1168, %12825
  %12827 = sub i64 %7, %12826
  %12828 = icmp sgt i64 %12827, 7
  %12829 = trunc i64 %12827 to i32
  %12830 = select i1 %12828, i32 8, i32 %12829
  %12831 = insertelement <8 x i32> poison, i32 %12830, i64 0
  %12832 = shufflevector <8 x i32> %12831, <8 x i32> poison, <8 x i32> zeroinitializer
  %12833 = icmp sgt <8 x i32> %12832, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %12834 = sext <8 x i1> %12833 to <8 x i32>
  store <8 x i32> %12834, ptr %12818, align 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %12824, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %12823, i8 0, i64 28, i1 false)
  %12835 = tail call i64 @llvm.smin.i64(i64 %12827, i64 8)
  %12836 = icmp sgt i64 %12827, 0
  br i1 %12836, label %12837, label %12839

12837:                                            ; preds = %12814
  %12838 = sub i64 0, %12821
  br label %12842

12839:                                            ; preds = %12930, %12814
  %12840 = add nsw i64 %12821, 8
  %12841 = icmp slt i64 %12840, %19
  br i1 %12841, label %12959, label %12953

12842:                                            ; preds = %12837, %12930
  %12843 = phi i64 [ %12838, %12837 ], [ 0, %12930 ]
  %12844 = phi i64 [ 0, %12837 ], [ %12848, %12930 ]
  %12845 = phi i64 [ %12820, %12837 ], [ %12931, %12930 ]
  %12846 = add i64 %12843, %19
  %12847 = add i64 %12846, %12844
  %12848 = tail call i64 @llvm.smin.i64(i64 %12847, i64 %12835)
  br i1 %102, label %12849, label %12879

12849:                                            ; preds = %12842
  %12850 = sub i64 %12845, %22
  %12851 = icmp sgt i64 %12848, %12844
  %12852 = shl nsw i64 -1, %12848
  %12853 = xor i64 %12852, -1
  %12854 = shl nsw i64 -1, %12844
  %12855 = and i64 %12854, %12853
  %12856 = trunc i64 %12855 to i32
  %12857 = select i1 %12851, i32 %12856, i32 0
  br i1 %679, label %12877, label %12858

12858:                                            ; preds = %12849
  %12859 = insertelement <8 x i64> poison, i64 %12850, i64 0
  %12860 = shufflevector <8 x i64> %12859, <8 x i64> poison, <8 x i32> zeroinitializer
  %12861 = insertelement <8 x i32> poison, i32 %12857, i64 0
  %12862 = shufflevector <8 x i32> %12861, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %12863

12863:                                            ; preds = %12863, %12858
  %12864 = phi i64 [ 0, %12858 ], [ %12873, %12863 ]
  %12865 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %12858 ], [ %12874, %12863 ]
  %12866 = add <8 x i64> %12860, %12865
  %12867 = icmp sgt <8 x i64> %12866, splat (i64 -1)
  %12868 = icmp slt <8 x i64> %12866, %12812
  %12869 = and <8 x i1> %12867, %12868
  %12870 = getelementptr i32, ptr %12817, i64 %12864
  %12871 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %12870, <8 x i1> %12869, <8 x i32> poison)
  %12872 = or <8 x i32> %12871, %12862
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %12872, ptr align 4 %12870, <8 x i1> %12869)
  %12873 = add nuw i64 %12864, 8
  %12874 = add nuw nsw <8 x i64> %12865, splat (i64 8)
  %12875 = icmp eq i64 %12873, %680
  br i1 %12875, label %12876, label %12863

12876:                                            ; preds = %12863
  br i1 %681, label %12879, label %12877

12877:                                            ; preds = %12849, %12876
  %12878 = phi i64 [ 0, %12849 ], [ %680, %12876 ]
  br label %12917

12879:                                            ; preds = %12927, %12876, %12842
  br i1 %103, label %12880, label %12930

12880:                                            ; preds = %12879
  %12881 = add i64 %12843, %23
  %12882 = add i64 %12881, %12844
  %12883 = add nsw i64 %12847, %23
  br i1 %682, label %12914, label %12884

12884:                                            ; preds = %12880
  %12885 = insertelement <8 x i64> poison, i64 %12882, i64 0
  %12886 = shufflevector <8 x i64> %12885, <8 x i64> poison, <8 x i32> zeroinitializer
  %12887 = insertelement <8 x i64> poison, i64 %12883, i64 0
  %12888 = shufflevector <8 x i64> %12887, <8 x i64> poison, <8 x i32> zeroinitializer
  %12889 = insertelement <8 x i64> poison, i64 %12844, i64 0
  %12890 = shufflevector <8 x i64> %12889, <8 x i64> poison, <8 x i32> zeroinitializer
  %12891 = insertelement <8 x i64> poison, i64 %12848, i64 0
  %12892 = shufflevector <8 x i64> %12891, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %12893

12893:                                            ; preds = %12893, %12884
  %12894 = phi i64 [ 0, %12884 ], [ %12910, %12893 ]
  %12895 = phi <8 x i64> [ <i64 0, i64 -1, i64 -2, i64 -3, i64 -4, i64 -5, i64 -6, i64 -7>, %12884 ], [ %12911, %12893 ]
  %12896 = add <8 x i64> %12886, %12895
  %12897 = add <8 x i64> %12888, %12895
  %12898 = tail call <8 x i64> @llvm.smax.v8i64(<8 x i64> %12896, <8 x i64> %12890)
  %12899 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %12897, <8 x i64> %12892)
  %12900 = icmp sgt <8 x i64> %12899, %12898
  %12901 = shl nsw <8 x i64> splat (i64 -1), %12899
  %12902 = xor <8 x i64> %12901, splat (i64 -1)
  %12903 = shl nsw <8 x i64> splat (i64 -1), %12898
  %12904 = and <8 x i64> %12903, %12902
  %12905 = trunc <8 x i64> %12904 to <8 x i32>
  %12906 = select <8 x i1> %12900, <8 x i32> %12905, <8 x i32> zeroinitializer
  %12907 = getelementptr inbounds nuw i32, ptr %12816, i64 %12894
  %12908 = load <8 x i32>, ptr %12907, align 4
  %12909 = or <8 x i32> %12908, %12906
  store <8 x i32> %12909, ptr %12907, align 4
  %12910 = add nuw i64 %12894, 8
  %12911 = add <8 x i64> %12895, splat (i64 -8)
  %12912 = icmp eq i64 %12910, %683
  br i1 %12912, label %12913, label %12893

12913:                                            ; preds = %12893
  br i1 %685, label %12930, label %12914

12914:                                            ; preds = %12880, %12913
  %12915 = phi i64 [ 0, %12880 ], [ %684, %12913 ]
  %12916 = phi i64 [ 0, %12880 ], [ %683, %12913 ]
  br label %12933

12917:                                            ; preds = %12877, %12927
  %12918 = phi i64 [ %12928, %12927 ], [ %12878, %12877 ]
  %12919 = add i64 %12850, %12918
  %12920 = icmp sgt i64 %12919, -1
  %12921 = icmp slt i64 %12919, %12808
  %12922 = and i1 %12920, %12921
  br i1 %12922, label %12923, label %12927

12923:                                            ; preds = %12917
  %12924 = getelementptr inbounds nuw i32, ptr %12817, i64 %12918
  %12925 = load i32, ptr %12924, align 4
  %12926 = or i32 %12925, %12857
  store i32 %12926, ptr %12924, align 4
  br label %12927

12927:                                            ; preds = %12923, %12917
  %12928 = add nuw nsw i64 %12918, 1
  %12929 = icmp eq i64 %12928, %20
  br i1 %12929, label %12879, label %12917

12930:                                            ; preds = %12933, %12913, %12879
  %12931 = add nsw i64 %12845, 1
  %12932 = icmp slt i64 %12847, %12835
  br i1 %12932, label %12842, label %12839

12933:                                            ; preds = %12914, %12933
  %12934 = phi i64 [ %12951, %12933 ], [ %12915, %12914 ]
  %12935 = phi i64 [ %12950, %12933 ], [ %12916, %12914 ]
  %12936 = add i64 %12882, %12934
  %12937 = add i64 %12883, %12934
  %12938 = tail call i64 @llvm.smax.i64(i64 %12936, i64 %12844)
  %12939 = tail call i64 @llvm.smin.i64(i64 %12937, i64 %12848)
  %12940 = icmp sgt i64 %12939, %12938
  %12941 = shl nsw i64 -1, %12939
  %12942 = xor i64 %12941, -1
  %12943 = shl nsw i64 -1, %12938
  %12944 = and i64 %12943, %12942
  %12945 = trunc i64 %12944 to i32
  %12946 = select i1 %12940, i32 %12945, i32 0
  %12947 = getelementptr inbounds nuw i32, ptr %12816, i64 %12935
  %12948 = load i32, ptr %12947, align 4
  %12949 = or i32 %12948, %12946
  store i32 %12949, ptr %12947, align 4
  %12950 = add nuw nsw i64 %12935, 1
  %12951 = xor i64 %12935, -1
  %12952 = icmp eq i64 %12950, %21
  br i1 %12952, label %12930, label %12933

12953:                                            ; preds = %12839, %12953
  %12954 = phi i64 [ %12957, %12953 ], [ %12820, %12839 ]
  %12955 = phi i64 [ %12956, %12953 ], [ %12840, %12839 ]
  %12956 = sub nsw i64 %12955, %19
  %12957 = add nsw i64 %12954, 1
  %12958 = icmp slt i64 %12956, %19
  br i1 %12958, label %12959, label %12953

12959:                                            ; preds = %12953, %12839
  %12960 = phi i64 [ %12840, %12839 ], [ %12956, %12953 ]
  %12961 = phi i64 [ %12820, %12839 ], [ %12957, %12953 ]
  br i1 %12815, label %12814, label %12813

12962:                                            ; preds = %13027
  %12963 = getelementptr inbounds float, ptr %807, i64 %1168
  br label %13073

12964:                                            ; preds = %12813
  %12965 = load float, ptr %827, align 1
  %12966 = insertelement <8 x float> poison, float %12965, i64 0
  %12967 = shufflevector <8 x float> %12966, <8 x float> poison, <8 x i32> zeroinitializer
  %12968 = insertelement <8 x float> poison, float %12965, i64 0
  %12969 = shufflevector <8 x float> %12968, <8 x float> poison, <8 x i32> zeroinitializer
  %12970 = load float, ptr %834, align 1
  %12971 = insertelement <8 x float> poison, float %12970, i64 0
  %12972 = shufflevector <8 x float> %12971, <8 x float> poison, <8 x i32> zeroinitializer
  %12973 = insertelement <8 x float> poison, float %12970, i64 0
  %12974 = shufflevector <8 x float> %12973, <8 x float> poison, <8 x i32> zeroinitializer
  %12975 = load float, ptr %837, align 1
  %12976 = insertelement <8 x float> poison, float %12975, i64 0
  %12977 = shufflevector <8 x float> %12976, <8 x float> poison, <8 x i32> zeroinitializer
  %12978 = insertelement <8 x float> poison, float %12975, i64 0
  %12979 = shufflevector <8 x float> %12978, <8 x float> poison, <8 x i32> zeroinitializer
  %12980 = load float, ptr %840, align 1
  %12981 = insertelement <8 x float> poison, float %12980, i64 0
  %12982 = shufflevector <8 x float> %12981, <8 x float> poison, <8 x i32> zeroinitializer
  %12983 = insertelement <8 x float> poison, float %12980, i64 0
  %12984 = shufflevector <8 x float> %12983, <8 x float> poison, <8 x i32> zeroinitializer
  %12985 = load float, ptr %843, align 1
  %12986 = insertelement <8 x float> poison, float %12985, i64 0
  %12987 = shufflevector <8 x float> %12986, <8 x float> poison, <8 x i32> zeroinitializer
  %12988 = insertelement <8 x float> poison, float %12985, i64 0
  %12989 = shufflevector <8 x float> %12988, <8 x float> poison, <8 x i32> zeroinitializer
  %12990 = load float, ptr %846, align 1
  %12991 = insertelement <8 x float> poison, float %12990, i64 0
  %12992 = shufflevector <8 x float> %12991, <8 x float> poison, <8 x i32> zeroinitializer
  %12993 = insertelement <8 x float> poison, float %12990, i64 0
  %12994 = shufflevector <8 x float> %12993, <8 x float> poison, <8 x i32> zeroinitializer
  br label %13027

12995:                                            ; preds = %12813
  %12996 = getelementptr float, ptr %809, i64 %1168
  %12997 = getelementptr float, ptr %12996, i64 %831
  %12998 = load <8 x i32>, ptr %57, align 32
  %12999 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %12997, <8 x i32> %12998)
  %13000 = getelementptr inbounds nuw i8, ptr %12997, i64 32
  %13001 = load <8 x i32>, ptr %58, align 32
  %13002 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13000, <8 x i32> %13001)
  %13003 = getelementptr float, ptr %12996, i64 %850
  %13004 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13003, <8 x i32> %12998)
  %13005 = getelementptr inbounds nuw i8, ptr %13003, i64 32
  %13006 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13005, <8 x i32> %13001)
  %13007 = getelementptr float, ptr %12996, i64 %852
  %13008 = load <8 x i32>, ptr %57, align 32
  %13009 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13007, <8 x i32> %13008)
  %13010 = getelementptr inbounds nuw i8, ptr %13007, i64 32
  %13011 = load <8 x i32>, ptr %58, align 32
  %13012 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13010, <8 x i32> %13011)
  %13013 = getelementptr float, ptr %12996, i64 %854
  %13014 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13013, <8 x i32> %13008)
  %13015 = getelementptr inbounds nuw i8, ptr %13013, i64 32
  %13016 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13015, <8 x i32> %13011)
  %13017 = getelementptr float, ptr %12996, i64 %856
  %13018 = load <8 x i32>, ptr %57, align 32
  %13019 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13017, <8 x i32> %13018)
  %13020 = getelementptr inbounds nuw i8, ptr %13017, i64 32
  %13021 = load <8 x i32>, ptr %58, align 32
  %13022 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13020, <8 x i32> %13021)
  %13023 = getelementptr float, ptr %12996, i64 %858
  %13024 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13023, <8 x i32> %13018)
  %13025 = getelementptr inbounds nuw i8, ptr %13023, i64 32
  %13026 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %13025, <8 x i32> %13021)
  br label %13027

13027:                                            ; preds = %12995, %12964
  %13028 = phi <8 x float> [ %13024, %12995 ], [ %12992, %12964 ]
  %13029 = phi <8 x float> [ %13019, %12995 ], [ %12987, %12964 ]
  %13030 = phi <8 x float> [ %13014, %12995 ], [ %12982, %12964 ]
  %13031 = phi <8 x float> [ %13009, %12995 ], [ %12977, %12964 ]
  %13032 = phi <8 x float> [ %13004, %12995 ], [ %12972, %12964 ]
  %13033 = phi <8 x float> [ %12999, %12995 ], [ %12967, %12964 ]
  %13034 = phi <8 x float> [ %13002, %12995 ], [ %12969, %12964 ]
  %13035 = phi i64 [ %850, %12995 ], [ %836, %12964 ]
  %13036 = phi <8 x float> [ %13006, %12995 ], [ %12974, %12964 ]
  %13037 = phi i64 [ %852, %12995 ], [ %839, %12964 ]
  %13038 = phi <8 x float> [ %13012, %12995 ], [ %12979, %12964 ]
  %13039 = phi i64 [ %854, %12995 ], [ %842, %12964 ]
  %13040 = phi <8 x float> [ %13016, %12995 ], [ %12984, %12964 ]
  %13041 = phi i64 [ %856, %12995 ], [ %845, %12964 ]
  %13042 = phi <8 x float> [ %13022, %12995 ], [ %12989, %12964 ]
  %13043 = phi i64 [ %858, %12995 ], [ %848, %12964 ]
  %13044 = phi <8 x float> [ %13026, %12995 ], [ %12994, %12964 ]
  br i1 %102, label %12962, label %13045

13045:                                            ; preds = %13097, %13027
  %13046 = phi <8 x float> [ %13033, %13027 ], [ %13098, %13097 ]
  %13047 = phi <8 x float> [ %13034, %13027 ], [ %13099, %13097 ]
  %13048 = phi <8 x float> [ %13032, %13027 ], [ %13100, %13097 ]
  %13049 = phi <8 x float> [ %13036, %13027 ], [ %13101, %13097 ]
  %13050 = phi <8 x float> [ %13031, %13027 ], [ %13102, %13097 ]
  %13051 = phi <8 x float> [ %13038, %13027 ], [ %13103, %13097 ]
  %13052 = phi <8 x float> [ %13030, %13027 ], [ %13104, %13097 ]
  %13053 = phi <8 x float> [ %13040, %13027 ], [ %13105, %13097 ]
  %13054 = phi <8 x float> [ %13029, %13027 ], [ %13106, %13097 ]
  %13055 = phi <8 x float> [ %13042, %13027 ], [ %13107, %13097 ]
  %13056 = phi <8 x float> [ %13028, %13027 ], [ %13108, %13097 ]
  %13057 = phi <8 x float> [ %13044, %13027 ], [ %13109, %13097 ]
  %13058 = getelementptr float, ptr %814, i64 %1168
  %13059 = getelementptr float, ptr %13058, i64 %831
  %13060 = load <8 x i32>, ptr %57, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13059, <8 x i32> %13060, <8 x float> %13046)
  %13061 = getelementptr inbounds nuw i8, ptr %13059, i64 32
  %13062 = load <8 x i32>, ptr %58, align 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13061, <8 x i32> %13062, <8 x float> %13047)
  %13063 = getelementptr float, ptr %13058, i64 %13035
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13063, <8 x i32> %13060, <8 x float> %13048)
  %13064 = getelementptr inbounds nuw i8, ptr %13063, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13064, <8 x i32> %13062, <8 x float> %13049)
  %13065 = getelementptr float, ptr %13058, i64 %13037
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13065, <8 x i32> %13060, <8 x float> %13050)
  %13066 = getelementptr inbounds nuw i8, ptr %13065, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13066, <8 x i32> %13062, <8 x float> %13051)
  %13067 = getelementptr float, ptr %13058, i64 %13039
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13067, <8 x i32> %13060, <8 x float> %13052)
  %13068 = getelementptr inbounds nuw i8, ptr %13067, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13068, <8 x i32> %13062, <8 x float> %13053)
  %13069 = getelementptr float, ptr %13058, i64 %13041
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13069, <8 x i32> %13060, <8 x float> %13054)
  %13070 = getelementptr inbounds nuw i8, ptr %13069, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13070, <8 x i32> %13062, <8 x float> %13055)
  %13071 = getelementptr float, ptr %13058, i64 %13043
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13071, <8 x i32> %13060, <8 x float> %13056)
  %13072 = getelementptr inbounds nuw i8, ptr %13071, i64 32
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr nonnull %13072, <8 x i32> %13062, <8 x float> %13057)
  br i1 %107, label %13994, label %13226

13073:                                            ; preds = %12962, %13097
  %13074 = phi <8 x float> [ %13033, %12962 ], [ %13098, %13097 ]
  %13075 = phi <8 x float> [ %13034, %12962 ], [ %13099, %13097 ]
  %13076 = phi <8 x float> [ %13032, %12962 ], [ %13100, %13097 ]
  %13077 = phi <8 x float> [ %13036, %12962 ], [ %13101, %13097 ]
  %13078 = phi <8 x float> [ %13031, %12962 ], [ %13102, %13097 ]
  %13079 = phi <8 x float> [ %13038, %12962 ], [ %13103, %13097 ]
  %13080 = phi <8 x float> [ %13030, %12962 ], [ %13104, %13097 ]
  %13081 = phi <8 x float> [ %13040, %12962 ], [ %13105, %13097 ]
  %13082 = phi <8 x float> [ %13029, %12962 ], [ %13106, %13097 ]
  %13083 = phi <8 x float> [ %13042, %12962 ], [ %13107, %13097 ]
  %13084 = phi <8 x float> [ %13028, %12962 ], [ %13108, %13097 ]
  %13085 = phi <8 x float> [ %13044, %12962 ], [ %13109, %13097 ]
  %13086 = phi i64 [ 0, %12962 ], [ %13110, %13097 ]
  br i1 %103, label %13087, label %13097

13087:                                            ; preds = %13073
  %13088 = getelementptr inbounds nuw i32, ptr %59, i64 %13086
  %13089 = sub nsw i64 %13086, %22
  %13090 = mul nsw i64 %13089, %19
  %13091 = getelementptr inbounds float, ptr %12963, i64 %13090
  %13092 = mul nuw nsw i64 %13086, %21
  %13093 = getelementptr inbounds nuw float, ptr %828, i64 %13092
  %13094 = load i32, ptr %13088, align 4
  %13095 = getelementptr inbounds nuw i8, ptr %13088, i64 28
  %13096 = load i32, ptr %13095, align 4
  br label %13112

13097:                                            ; preds = %13143, %13073
  %13098 = phi <8 x float> [ %13074, %13073 ], [ %13144, %13143 ]
  %13099 = phi <8 x float> [ %13075, %13073 ], [ %13145, %13143 ]
  %13100 = phi <8 x float> [ %13076, %13073 ], [ %13146, %13143 ]
  %13101 = phi <8 x float> [ %13077, %13073 ], [ %13147, %13143 ]
  %13102 = phi <8 x float> [ %13078, %13073 ], [ %13148, %13143 ]
  %13103 = phi <8 x float> [ %13079, %13073 ], [ %13149, %13143 ]
  %13104 = phi <8 x float> [ %13080, %13073 ], [ %13150, %13143 ]
  %13105 = phi <8 x float> [ %13081, %13073 ], [ %13151, %13143 ]
  %13106 = phi <8 x float> [ %13082, %13073 ], [ %13152, %13143 ]
  %13107 = phi <8 x float> [ %13083, %13073 ], [ %13153, %13143 ]
  %13108 = phi <8 x float> [ %13084, %13073 ], [ %13154, %13143 ]
  %13109 = phi <8 x float> [ %13085, %13073 ], [ %13155, %13143 ]
  %13110 = add nuw nsw i64 %13086, 1
  %13111 = icmp eq i64 %13110, %20
  br i1 %13111, label %13045, label %13073

13112:                                            ; preds = %13087, %13143
  %13113 = phi <8 x float> [ %13074, %13087 ], [ %13144, %13143 ]
  %13114 = phi <8 x float> [ %13075, %13087 ], [ %13145, %13143 ]
  %13115 = phi <8 x float> [ %13076, %13087 ], [ %13146, %13143 ]
  %13116 = phi <8 x float> [ %13077, %13087 ], [ %13147, %13143 ]
  %13117 = phi <8 x float> [ %13078, %13087 ], [ %13148, %13143 ]
  %13118 = phi <8 x float> [ %13079, %13087 ], [ %13149, %13143 ]
  %13119 = phi <8 x float> [ %13080, %13087 ], [ %13150, %13143 ]
  %13120 = phi <8 x float> [ %13081, %13087 ], [ %13151, %13143 ]
  %13121 = phi <8 x float> [ %13082, %13087 ], [ %13152, %13143 ]
  %13122 = phi <8 x float> [ %13083, %13087 ], [ %13153, %13143 ]
  %13123 = phi <8 x float> [ %13084, %13087 ], [ %13154, %13143 ]
  %13124 = phi <8 x float> [ %13085, %13087 ], [ %13155, %13143 ]
  %13125 = phi i64 [ 0, %13087 ], [ %13156, %13143 ]
  %13126 = getelementptr inbounds nuw i32, ptr %60, i64 %13125
  %13127 = load i32, ptr %13126, align 4
  %13128 = and i32 %13127, %13094
  %13129 = insertelement <8 x i32> poison, i32 %13128, i64 0
  %13130 = shufflevector <8 x i32> %13129, <8 x i32> poison, <8 x i32> zeroinitializer
  %13131 = and <8 x i32> %13130, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %13132 = icmp ne <8 x i32> %13131, zeroinitializer
  %13133 = getelementptr inbounds nuw i8, ptr %13126, i64 28
  %13134 = load i32, ptr %13133, align 4
  %13135 = and i32 %13134, %13096
  %13136 = insertelement <8 x i32> poison, i32 %13135, i64 0
  %13137 = shufflevector <8 x i32> %13136, <8 x i32> poison, <8 x i32> zeroinitializer
  %13138 = and <8 x i32> %13137, <i32 1, i32 2, i32 4, i32 8, i32 16, i32 32, i32 64, i32 128>
  %13139 = icmp ne <8 x i32> %13138, zeroinitializer
  %13140 = sub nsw i64 %13125, %23
  %13141 = getelementptr inbounds float, ptr %13091, i64 %13140
  %13142 = getelementptr inbounds nuw float, ptr %13093, i64 %13125
  br i1 %106, label %13158, label %13143

13143:                                            ; preds = %13158, %13112
  %13144 = phi <8 x float> [ %13113, %13112 ], [ %13182, %13158 ]
  %13145 = phi <8 x float> [ %13114, %13112 ], [ %13183, %13158 ]
  %13146 = phi <8 x float> [ %13115, %13112 ], [ %13190, %13158 ]
  %13147 = phi <8 x float> [ %13116, %13112 ], [ %13191, %13158 ]
  %13148 = phi <8 x float> [ %13117, %13112 ], [ %13198, %13158 ]
  %13149 = phi <8 x float> [ %13118, %13112 ], [ %13199, %13158 ]
  %13150 = phi <8 x float> [ %13119, %13112 ], [ %13206, %13158 ]
  %13151 = phi <8 x float> [ %13120, %13112 ], [ %13207, %13158 ]
  %13152 = phi <8 x float> [ %13121, %13112 ], [ %13214, %13158 ]
  %13153 = phi <8 x float> [ %13122, %13112 ], [ %13215, %13158 ]
  %13154 = phi <8 x float> [ %13123, %13112 ], [ %13222, %13158 ]
  %13155 = phi <8 x float> [ %13124, %13112 ], [ %13223, %13158 ]
  %13156 = add nuw nsw i64 %13125, 1
  %13157 = icmp eq i64 %13156, %21
  br i1 %13157, label %13097, label %13112

13158:                                            ; preds = %13112, %13158
  %13159 = phi <8 x float> [ %13182, %13158 ], [ %13113, %13112 ]
  %13160 = phi <8 x float> [ %13183, %13158 ], [ %13114, %13112 ]
  %13161 = phi <8 x float> [ %13190, %13158 ], [ %13115, %13112 ]
  %13162 = phi <8 x float> [ %13191, %13158 ], [ %13116, %13112 ]
  %13163 = phi <8 x float> [ %13198, %13158 ], [ %13117, %13112 ]
  %13164 = phi <8 x float> [ %13199, %13158 ], [ %13118, %13112 ]
  %13165 = phi <8 x float> [ %13206, %13158 ], [ %13119, %13112 ]
  %13166 = phi <8 x float> [ %13207, %13158 ], [ %13120, %13112 ]
  %13167 = phi <8 x float> [ %13214, %13158 ], [ %13121, %13112 ]
  %13168 = phi <8 x float> [ %13215, %13158 ], [ %13122, %13112 ]
  %13169 = phi <8 x float> [ %13222, %13158 ], [ %13123, %13112 ]
  %13170 = phi <8 x float> [ %13223, %13158 ], [ %13124, %13112 ]
  %13171 = phi i64 [ %13224, %13158 ], [ 0, %13112 ]
  %13172 = mul nsw i64 %13171, %7
  %13173 = getelementptr inbounds float, ptr %13141, i64 %13172
  %13174 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %13173, <8 x i1> %13132, <8 x float> zeroinitializer)
  %13175 = getelementptr inbounds nuw i8, ptr %13173, i64 32
  %13176 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %13175, <8 x i1> %13139, <8 x float> zeroinitializer)
  %13177 = mul nuw nsw i64 %13171, %101
  %13178 = getelementptr inbounds nuw float, ptr %13142, i64 %13177
  %13179 = load float, ptr %13178, align 1
  %13180 = insertelement <8 x float> poison, float %13179, i64 0
  %13181 = shufflevector <8 x float> %13180, <8 x float> poison, <8 x i32> zeroinitializer
  %13182 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13181, <8 x float> %13159)
  %13183 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13181, <8 x float> %13160)
  %13184 = add nuw nsw i64 %5, %13171
  %13185 = mul nuw nsw i64 %13184, %101
  %13186 = getelementptr inbounds nuw float, ptr %13142, i64 %13185
  %13187 = load float, ptr %13186, align 1
  %13188 = insertelement <8 x float> poison, float %13187, i64 0
  %13189 = shufflevector <8 x float> %13188, <8 x float> poison, <8 x i32> zeroinitializer
  %13190 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13189, <8 x float> %13161)
  %13191 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13189, <8 x float> %13162)
  %13192 = add nuw nsw i64 %110, %13171
  %13193 = mul nuw nsw i64 %13192, %101
  %13194 = getelementptr inbounds nuw float, ptr %13142, i64 %13193
  %13195 = load float, ptr %13194, align 1
  %13196 = insertelement <8 x float> poison, float %13195, i64 0
  %13197 = shufflevector <8 x float> %13196, <8 x float> poison, <8 x i32> zeroinitializer
  %13198 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13197, <8 x float> %13163)
  %13199 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13197, <8 x float> %13164)
  %13200 = add nuw nsw i64 %111, %13171
  %13201 = mul nuw nsw i64 %13200, %101
  %13202 = getelementptr inbounds nuw float, ptr %13142, i64 %13201
  %13203 = load float, ptr %13202, align 1
  %13204 = insertelement <8 x float> poison, float %13203, i64 0
  %13205 = shufflevector <8 x float> %13204, <8 x float> poison, <8 x i32> zeroinitializer
  %13206 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13205, <8 x float> %13165)
  %13207 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13205, <8 x float> %13166)
  %13208 = add nuw nsw i64 %112, %13171
  %13209 = mul nuw nsw i64 %13208, %101
  %13210 = getelementptr inbounds nuw float, ptr %13142, i64 %13209
  %13211 = load float, ptr %13210, align 1
  %13212 = insertelement <8 x float> poison, float %13211, i64 0
  %13213 = shufflevector <8 x float> %13212, <8 x float> poison, <8 x i32> zeroinitializer
  %13214 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13213, <8 x float> %13167)
  %13215 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13213, <8 x float> %13168)
  %13216 = add nuw nsw i64 %113, %13171
  %13217 = mul nuw nsw i64 %13216, %101
  %13218 = getelementptr inbounds nuw float, ptr %13142, i64 %13217
  %13219 = load float, ptr %13218, align 1
  %13220 = insertelement <8 x float> poison, float %13219, i64 0
  %13221 = shufflevector <8 x float> %13220, <8 x float> poison, <8 x i32> zeroinitializer
  %13222 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13174, <8 x float> %13221, <8 x float> %13169)
  %13223 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %13176, <8 x float> %13221, <8 x float> %13170)
  %13224 = add nuw nsw i64 %13171, 1
  %13225 = icmp eq i64 %13224, %5
  br i1 %13225, label %13143, label %13158

13226:                                            ; preds = %13045
  %13227 = add nsw i64 %831, %1168
  %13228 = getelementptr inbounds float, ptr %814, i64 %13227
  %13229 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13228, <8 x i32> %13060)
  %13230 = getelementptr inbounds float, ptr %812, i64 %13227
  switch i64 %114, label %1256 [
    i64 1, label %13265
    i64 2, label %13268
    i64 3, label %13275
    i64 0, label %13231
  ]

13231:                                            ; preds = %13226
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13228, <8 x i32> %13060, <8 x float> %13229)
  %13232 = getelementptr float, ptr %814, i64 %13227
  %13233 = getelementptr i8, ptr %13232, i64 32
  %13234 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13233, <8 x i32> %13062)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13233, <8 x i32> %13062, <8 x float> %13234)
  %13235 = add nsw i64 %13035, %1168
  %13236 = getelementptr inbounds float, ptr %814, i64 %13235
  %13237 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13236, <8 x i32> %13060)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13236, <8 x i32> %13060, <8 x float> %13237)
  %13238 = getelementptr float, ptr %814, i64 %13235
  %13239 = getelementptr i8, ptr %13238, i64 32
  %13240 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13239, <8 x i32> %13062)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13239, <8 x i32> %13062, <8 x float> %13240)
  %13241 = add nsw i64 %13037, %1168
  %13242 = getelementptr inbounds float, ptr %814, i64 %13241
  %13243 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13242, <8 x i32> %13060)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13242, <8 x i32> %13060, <8 x float> %13243)
  %13244 = getelementptr float, ptr %814, i64 %13241
  %13245 = getelementptr i8, ptr %13244, i64 32
  %13246 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13245, <8 x i32> %13062)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13245, <8 x i32> %13062, <8 x float> %13246)
  %13247 = add nsw i64 %13039, %1168
  %13248 = getelementptr inbounds float, ptr %814, i64 %13247
  %13249 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13248, <8 x i32> %13060)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13248, <8 x i32> %13060, <8 x float> %13249)
  %13250 = getelementptr float, ptr %814, i64 %13247
  %13251 = getelementptr i8, ptr %13250, i64 32
  %13252 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13251, <8 x i32> %13062)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13251, <8 x i32> %13062, <8 x float> %13252)
  %13253 = add nsw i64 %13041, %1168
  %13254 = getelementptr inbounds float, ptr %814, i64 %13253
  %13255 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13254, <8 x i32> %13060)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13254, <8 x i32> %13060, <8 x float> %13255)
  %13256 = getelementptr float, ptr %814, i64 %13253
  %13257 = getelementptr i8, ptr %13256, i64 32
  %13258 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13257, <8 x i32> %13062)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13257, <8 x i32> %13062, <8 x float> %13258)
  %13259 = add nsw i64 %13043, %1168
  %13260 = getelementptr inbounds float, ptr %814, i64 %13259
  %13261 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13260, <8 x i32> %13060)
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13260, <8 x i32> %13060, <8 x float> %13261)
  %13262 = getelementptr float, ptr %814, i64 %13259
  %13263 = getelementptr i8, ptr %13262, i64 32
  %13264 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13263, <8 x i32> %13062)
  br label %13991

13265:                                            ; preds = %13226
  %13266 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13230, <8 x i32> %13060)
  %13267 = fadd <8 x float> %13229, %13266
  br label %13282

13268:                                            ; preds = %13226
  %13269 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13229)
  %13270 = bitcast <8 x float> %13229 to <8 x i32>
  %13271 = or <8 x i32> %13270, %109
  %13272 = bitcast <8 x i32> %13271 to <8 x float>
  %13273 = fcmp oeq <8 x float> %13229, %74
  %13274 = select <8 x i1> %13273, <8 x float> %13272, <8 x float> %13269
  br label %13282

13275:                                            ; preds = %13226
  %13276 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13229)
  %13277 = bitcast <8 x float> %13229 to <8 x i32>
  %13278 = and <8 x i32> %13277, %108
  %13279 = bitcast <8 x i32> %13278 to <8 x float>
  %13280 = fcmp oeq <8 x float> %13229, %71
  %13281 = select <8 x i1> %13280, <8 x float> %13279, <8 x float> %13276
  br label %13282

13282:                                            ; preds = %13275, %13268, %13265
  %13283 = phi <8 x float> [ %13267, %13265 ], [ %13274, %13268 ], [ %13281, %13275 ]
  switch i64 %116, label %1256 [
    i64 1, label %13298
    i64 2, label %13291
    i64 3, label %13284
    i64 0, label %13320
  ]

13284:                                            ; preds = %13282
  %13285 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13283)
  %13286 = bitcast <8 x float> %13283 to <8 x i32>
  %13287 = and <8 x i32> %13286, %108
  %13288 = bitcast <8 x i32> %13287 to <8 x float>
  %13289 = fcmp oeq <8 x float> %13283, %71
  %13290 = select <8 x i1> %13289, <8 x float> %13288, <8 x float> %13285
  br label %13301

13291:                                            ; preds = %13282
  %13292 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13283)
  %13293 = bitcast <8 x float> %13283 to <8 x i32>
  %13294 = or <8 x i32> %13293, %109
  %13295 = bitcast <8 x i32> %13294 to <8 x float>
  %13296 = fcmp oeq <8 x float> %13283, %74
  %13297 = select <8 x i1> %13296, <8 x float> %13295, <8 x float> %13292
  br label %13301

13298:                                            ; preds = %13282
  %13299 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13230, <8 x i32> %13060)
  %13300 = fadd <8 x float> %13283, %13299
  br label %13301

13301:                                            ; preds = %13298, %13291, %13284
  %13302 = phi <8 x float> [ %13300, %13298 ], [ %13297, %13291 ], [ %13290, %13284 ]
  switch i64 %118, label %1256 [
    i64 1, label %13317
    i64 2, label %13310
    i64 3, label %13303
    i64 0, label %13320
  ]

13303:                                            ; preds = %13301
  %13304 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13302)
  %13305 = bitcast <8 x float> %13302 to <8 x i32>
  %13306 = and <8 x i32> %13305, %108
  %13307 = bitcast <8 x i32> %13306 to <8 x float>
  %13308 = fcmp oeq <8 x float> %13302, %71
  %13309 = select <8 x i1> %13308, <8 x float> %13307, <8 x float> %13304
  br label %13320

13310:                                            ; preds = %13301
  %13311 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13302)
  %13312 = bitcast <8 x float> %13302 to <8 x i32>
  %13313 = or <8 x i32> %13312, %109
  %13314 = bitcast <8 x i32> %13313 to <8 x float>
  %13315 = fcmp oeq <8 x float> %13302, %74
  %13316 = select <8 x i1> %13315, <8 x float> %13314, <8 x float> %13311
  br label %13320

13317:                                            ; preds = %13301
  %13318 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13230, <8 x i32> %13060)
  %13319 = fadd <8 x float> %13302, %13318
  br label %13320

13320:                                            ; preds = %13303, %13310, %13317, %13301, %13282
  %13321 = phi <8 x float> [ %13302, %13301 ], [ %13309, %13303 ], [ %13283, %13282 ], [ %13319, %13317 ], [ %13316, %13310 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13228, <8 x i32> %13060, <8 x float> %13321)
  %13322 = add nsw i64 %13227, 8
  %13323 = getelementptr inbounds float, ptr %814, i64 %13322
  %13324 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13323, <8 x i32> %13062)
  %13325 = getelementptr inbounds float, ptr %812, i64 %13322
  switch i64 %114, label %1256 [
    i64 1, label %13340
    i64 2, label %13333
    i64 3, label %13326
  ]

13326:                                            ; preds = %13320
  %13327 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13324)
  %13328 = bitcast <8 x float> %13324 to <8 x i32>
  %13329 = and <8 x i32> %13328, %108
  %13330 = bitcast <8 x i32> %13329 to <8 x float>
  %13331 = fcmp oeq <8 x float> %13324, %71
  %13332 = select <8 x i1> %13331, <8 x float> %13330, <8 x float> %13327
  br label %13343

13333:                                            ; preds = %13320
  %13334 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13324)
  %13335 = bitcast <8 x float> %13324 to <8 x i32>
  %13336 = or <8 x i32> %13335, %109
  %13337 = bitcast <8 x i32> %13336 to <8 x float>
  %13338 = fcmp oeq <8 x float> %13324, %74
  %13339 = select <8 x i1> %13338, <8 x float> %13337, <8 x float> %13334
  br label %13343

13340:                                            ; preds = %13320
  %13341 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13325, <8 x i32> %13062)
  %13342 = fadd <8 x float> %13324, %13341
  br label %13343

13343:                                            ; preds = %13340, %13333, %13326
  %13344 = phi <8 x float> [ %13342, %13340 ], [ %13339, %13333 ], [ %13332, %13326 ]
  switch i64 %120, label %1256 [
    i64 1, label %13359
    i64 2, label %13352
    i64 3, label %13345
    i64 0, label %13381
  ]

13345:                                            ; preds = %13343
  %13346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13344)
  %13347 = bitcast <8 x float> %13344 to <8 x i32>
  %13348 = and <8 x i32> %13347, %108
  %13349 = bitcast <8 x i32> %13348 to <8 x float>
  %13350 = fcmp oeq <8 x float> %13344, %71
  %13351 = select <8 x i1> %13350, <8 x float> %13349, <8 x float> %13346
  br label %13362

13352:                                            ; preds = %13343
  %13353 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13344)
  %13354 = bitcast <8 x float> %13344 to <8 x i32>
  %13355 = or <8 x i32> %13354, %109
  %13356 = bitcast <8 x i32> %13355 to <8 x float>
  %13357 = fcmp oeq <8 x float> %13344, %74
  %13358 = select <8 x i1> %13357, <8 x float> %13356, <8 x float> %13353
  br label %13362

13359:                                            ; preds = %13343
  %13360 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13325, <8 x i32> %13062)
  %13361 = fadd <8 x float> %13344, %13360
  br label %13362

13362:                                            ; preds = %13359, %13352, %13345
  %13363 = phi <8 x float> [ %13361, %13359 ], [ %13358, %13352 ], [ %13351, %13345 ]
  switch i64 %122, label %1256 [
    i64 1, label %13378
    i64 2, label %13371
    i64 3, label %13364
    i64 0, label %13381
  ]

13364:                                            ; preds = %13362
  %13365 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13363)
  %13366 = bitcast <8 x float> %13363 to <8 x i32>
  %13367 = and <8 x i32> %13366, %108
  %13368 = bitcast <8 x i32> %13367 to <8 x float>
  %13369 = fcmp oeq <8 x float> %13363, %71
  %13370 = select <8 x i1> %13369, <8 x float> %13368, <8 x float> %13365
  br label %13381

13371:                                            ; preds = %13362
  %13372 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13363)
  %13373 = bitcast <8 x float> %13363 to <8 x i32>
  %13374 = or <8 x i32> %13373, %109
  %13375 = bitcast <8 x i32> %13374 to <8 x float>
  %13376 = fcmp oeq <8 x float> %13363, %74
  %13377 = select <8 x i1> %13376, <8 x float> %13375, <8 x float> %13372
  br label %13381

13378:                                            ; preds = %13362
  %13379 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13325, <8 x i32> %13062)
  %13380 = fadd <8 x float> %13363, %13379
  br label %13381

13381:                                            ; preds = %13364, %13371, %13378, %13362, %13343
  %13382 = phi <8 x float> [ %13377, %13371 ], [ %13370, %13364 ], [ %13344, %13343 ], [ %13363, %13362 ], [ %13380, %13378 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13323, <8 x i32> %13062, <8 x float> %13382)
  %13383 = add nsw i64 %13035, %1168
  %13384 = getelementptr inbounds float, ptr %814, i64 %13383
  %13385 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13384, <8 x i32> %13060)
  %13386 = getelementptr inbounds float, ptr %812, i64 %13383
  switch i64 %114, label %1256 [
    i64 1, label %13401
    i64 2, label %13394
    i64 3, label %13387
  ]

13387:                                            ; preds = %13381
  %13388 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13385)
  %13389 = bitcast <8 x float> %13385 to <8 x i32>
  %13390 = and <8 x i32> %13389, %108
  %13391 = bitcast <8 x i32> %13390 to <8 x float>
  %13392 = fcmp oeq <8 x float> %13385, %71
  %13393 = select <8 x i1> %13392, <8 x float> %13391, <8 x float> %13388
  br label %13404

13394:                                            ; preds = %13381
  %13395 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13385)
  %13396 = bitcast <8 x float> %13385 to <8 x i32>
  %13397 = or <8 x i32> %13396, %109
  %13398 = bitcast <8 x i32> %13397 to <8 x float>
  %13399 = fcmp oeq <8 x float> %13385, %74
  %13400 = select <8 x i1> %13399, <8 x float> %13398, <8 x float> %13395
  br label %13404

13401:                                            ; preds = %13381
  %13402 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13386, <8 x i32> %13060)
  %13403 = fadd <8 x float> %13385, %13402
  br label %13404

13404:                                            ; preds = %13401, %13394, %13387
  %13405 = phi <8 x float> [ %13403, %13401 ], [ %13400, %13394 ], [ %13393, %13387 ]
  switch i64 %124, label %1256 [
    i64 1, label %13420
    i64 2, label %13413
    i64 3, label %13406
    i64 0, label %13442
  ]

13406:                                            ; preds = %13404
  %13407 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13405)
  %13408 = bitcast <8 x float> %13405 to <8 x i32>
  %13409 = and <8 x i32> %13408, %108
  %13410 = bitcast <8 x i32> %13409 to <8 x float>
  %13411 = fcmp oeq <8 x float> %13405, %71
  %13412 = select <8 x i1> %13411, <8 x float> %13410, <8 x float> %13407
  br label %13423

13413:                                            ; preds = %13404
  %13414 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13405)
  %13415 = bitcast <8 x float> %13405 to <8 x i32>
  %13416 = or <8 x i32> %13415, %109
  %13417 = bitcast <8 x i32> %13416 to <8 x float>
  %13418 = fcmp oeq <8 x float> %13405, %74
  %13419 = select <8 x i1> %13418, <8 x float> %13417, <8 x float> %13414
  br label %13423

13420:                                            ; preds = %13404
  %13421 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13386, <8 x i32> %13060)
  %13422 = fadd <8 x float> %13405, %13421
  br label %13423

13423:                                            ; preds = %13420, %13413, %13406
  %13424 = phi <8 x float> [ %13422, %13420 ], [ %13419, %13413 ], [ %13412, %13406 ]
  switch i64 %126, label %1256 [
    i64 1, label %13439
    i64 2, label %13432
    i64 3, label %13425
    i64 0, label %13442
  ]

13425:                                            ; preds = %13423
  %13426 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13424)
  %13427 = bitcast <8 x float> %13424 to <8 x i32>
  %13428 = and <8 x i32> %13427, %108
  %13429 = bitcast <8 x i32> %13428 to <8 x float>
  %13430 = fcmp oeq <8 x float> %13424, %71
  %13431 = select <8 x i1> %13430, <8 x float> %13429, <8 x float> %13426
  br label %13442

13432:                                            ; preds = %13423
  %13433 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13424)
  %13434 = bitcast <8 x float> %13424 to <8 x i32>
  %13435 = or <8 x i32> %13434, %109
  %13436 = bitcast <8 x i32> %13435 to <8 x float>
  %13437 = fcmp oeq <8 x float> %13424, %74
  %13438 = select <8 x i1> %13437, <8 x float> %13436, <8 x float> %13433
  br label %13442

13439:                                            ; preds = %13423
  %13440 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13386, <8 x i32> %13060)
  %13441 = fadd <8 x float> %13424, %13440
  br label %13442

13442:                                            ; preds = %13425, %13432, %13439, %13423, %13404
  %13443 = phi <8 x float> [ %13438, %13432 ], [ %13431, %13425 ], [ %13405, %13404 ], [ %13424, %13423 ], [ %13441, %13439 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13384, <8 x i32> %13060, <8 x float> %13443)
  %13444 = add nsw i64 %13383, 8
  %13445 = getelementptr inbounds float, ptr %814, i64 %13444
  %13446 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13445, <8 x i32> %13062)
  %13447 = getelementptr inbounds float, ptr %812, i64 %13444
  switch i64 %114, label %1256 [
    i64 1, label %13462
    i64 2, label %13455
    i64 3, label %13448
  ]

13448:                                            ; preds = %13442
  %13449 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13446)
  %13450 = bitcast <8 x float> %13446 to <8 x i32>
  %13451 = and <8 x i32> %13450, %108
  %13452 = bitcast <8 x i32> %13451 to <8 x float>
  %13453 = fcmp oeq <8 x float> %13446, %71
  %13454 = select <8 x i1> %13453, <8 x float> %13452, <8 x float> %13449
  br label %13465

13455:                                            ; preds = %13442
  %13456 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13446)
  %13457 = bitcast <8 x float> %13446 to <8 x i32>
  %13458 = or <8 x i32> %13457, %109
  %13459 = bitcast <8 x i32> %13458 to <8 x float>
  %13460 = fcmp oeq <8 x float> %13446, %74
  %13461 = select <8 x i1> %13460, <8 x float> %13459, <8 x float> %13456
  br label %13465

13462:                                            ; preds = %13442
  %13463 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13447, <8 x i32> %13062)
  %13464 = fadd <8 x float> %13446, %13463
  br label %13465

13465:                                            ; preds = %13462, %13455, %13448
  %13466 = phi <8 x float> [ %13464, %13462 ], [ %13461, %13455 ], [ %13454, %13448 ]
  switch i64 %128, label %1256 [
    i64 1, label %13481
    i64 2, label %13474
    i64 3, label %13467
    i64 0, label %13503
  ]

13467:                                            ; preds = %13465
  %13468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13466)
  %13469 = bitcast <8 x float> %13466 to <8 x i32>
  %13470 = and <8 x i32> %13469, %108
  %13471 = bitcast <8 x i32> %13470 to <8 x float>
  %13472 = fcmp oeq <8 x float> %13466, %71
  %13473 = select <8 x i1> %13472, <8 x float> %13471, <8 x float> %13468
  br label %13484

13474:                                            ; preds = %13465
  %13475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13466)
  %13476 = bitcast <8 x float> %13466 to <8 x i32>
  %13477 = or <8 x i32> %13476, %109
  %13478 = bitcast <8 x i32> %13477 to <8 x float>
  %13479 = fcmp oeq <8 x float> %13466, %74
  %13480 = select <8 x i1> %13479, <8 x float> %13478, <8 x float> %13475
  br label %13484

13481:                                            ; preds = %13465
  %13482 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13447, <8 x i32> %13062)
  %13483 = fadd <8 x float> %13466, %13482
  br label %13484

13484:                                            ; preds = %13481, %13474, %13467
  %13485 = phi <8 x float> [ %13483, %13481 ], [ %13480, %13474 ], [ %13473, %13467 ]
  switch i64 %130, label %1256 [
    i64 1, label %13500
    i64 2, label %13493
    i64 3, label %13486
    i64 0, label %13503
  ]

13486:                                            ; preds = %13484
  %13487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13485)
  %13488 = bitcast <8 x float> %13485 to <8 x i32>
  %13489 = and <8 x i32> %13488, %108
  %13490 = bitcast <8 x i32> %13489 to <8 x float>
  %13491 = fcmp oeq <8 x float> %13485, %71
  %13492 = select <8 x i1> %13491, <8 x float> %13490, <8 x float> %13487
  br label %13503

13493:                                            ; preds = %13484
  %13494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13485)
  %13495 = bitcast <8 x float> %13485 to <8 x i32>
  %13496 = or <8 x i32> %13495, %109
  %13497 = bitcast <8 x i32> %13496 to <8 x float>
  %13498 = fcmp oeq <8 x float> %13485, %74
  %13499 = select <8 x i1> %13498, <8 x float> %13497, <8 x float> %13494
  br label %13503

13500:                                            ; preds = %13484
  %13501 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13447, <8 x i32> %13062)
  %13502 = fadd <8 x float> %13485, %13501
  br label %13503

13503:                                            ; preds = %13486, %13493, %13500, %13484, %13465
  %13504 = phi <8 x float> [ %13499, %13493 ], [ %13492, %13486 ], [ %13466, %13465 ], [ %13485, %13484 ], [ %13502, %13500 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13445, <8 x i32> %13062, <8 x float> %13504)
  %13505 = add nsw i64 %13037, %1168
  %13506 = getelementptr inbounds float, ptr %814, i64 %13505
  %13507 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13506, <8 x i32> %13060)
  %13508 = getelementptr inbounds float, ptr %812, i64 %13505
  switch i64 %114, label %1256 [
    i64 1, label %13523
    i64 2, label %13516
    i64 3, label %13509
  ]

13509:                                            ; preds = %13503
  %13510 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13507)
  %13511 = bitcast <8 x float> %13507 to <8 x i32>
  %13512 = and <8 x i32> %13511, %108
  %13513 = bitcast <8 x i32> %13512 to <8 x float>
  %13514 = fcmp oeq <8 x float> %13507, %71
  %13515 = select <8 x i1> %13514, <8 x float> %13513, <8 x float> %13510
  br label %13526

13516:                                            ; preds = %13503
  %13517 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13507)
  %13518 = bitcast <8 x float> %13507 to <8 x i32>
  %13519 = or <8 x i32> %13518, %109
  %13520 = bitcast <8 x i32> %13519 to <8 x float>
  %13521 = fcmp oeq <8 x float> %13507, %74
  %13522 = select <8 x i1> %13521, <8 x float> %13520, <8 x float> %13517
  br label %13526

13523:                                            ; preds = %13503
  %13524 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13508, <8 x i32> %13060)
  %13525 = fadd <8 x float> %13507, %13524
  br label %13526

13526:                                            ; preds = %13523, %13516, %13509
  %13527 = phi <8 x float> [ %13525, %13523 ], [ %13522, %13516 ], [ %13515, %13509 ]
  switch i64 %132, label %1256 [
    i64 1, label %13542
    i64 2, label %13535
    i64 3, label %13528
    i64 0, label %13564
  ]

13528:                                            ; preds = %13526
  %13529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13527)
  %13530 = bitcast <8 x float> %13527 to <8 x i32>
  %13531 = and <8 x i32> %13530, %108
  %13532 = bitcast <8 x i32> %13531 to <8 x float>
  %13533 = fcmp oeq <8 x float> %13527, %71
  %13534 = select <8 x i1> %13533, <8 x float> %13532, <8 x float> %13529
  br label %13545

13535:                                            ; preds = %13526
  %13536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13527)
  %13537 = bitcast <8 x float> %13527 to <8 x i32>
  %13538 = or <8 x i32> %13537, %109
  %13539 = bitcast <8 x i32> %13538 to <8 x float>
  %13540 = fcmp oeq <8 x float> %13527, %74
  %13541 = select <8 x i1> %13540, <8 x float> %13539, <8 x float> %13536
  br label %13545

13542:                                            ; preds = %13526
  %13543 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13508, <8 x i32> %13060)
  %13544 = fadd <8 x float> %13527, %13543
  br label %13545

13545:                                            ; preds = %13542, %13535, %13528
  %13546 = phi <8 x float> [ %13544, %13542 ], [ %13541, %13535 ], [ %13534, %13528 ]
  switch i64 %134, label %1256 [
    i64 1, label %13561
    i64 2, label %13554
    i64 3, label %13547
    i64 0, label %13564
  ]

13547:                                            ; preds = %13545
  %13548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13546)
  %13549 = bitcast <8 x float> %13546 to <8 x i32>
  %13550 = and <8 x i32> %13549, %108
  %13551 = bitcast <8 x i32> %13550 to <8 x float>
  %13552 = fcmp oeq <8 x float> %13546, %71
  %13553 = select <8 x i1> %13552, <8 x float> %13551, <8 x float> %13548
  br label %13564

13554:                                            ; preds = %13545
  %13555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13546)
  %13556 = bitcast <8 x float> %13546 to <8 x i32>
  %13557 = or <8 x i32> %13556, %109
  %13558 = bitcast <8 x i32> %13557 to <8 x float>
  %13559 = fcmp oeq <8 x float> %13546, %74
  %13560 = select <8 x i1> %13559, <8 x float> %13558, <8 x float> %13555
  br label %13564

13561:                                            ; preds = %13545
  %13562 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13508, <8 x i32> %13060)
  %13563 = fadd <8 x float> %13546, %13562
  br label %13564

13564:                                            ; preds = %13547, %13554, %13561, %13545, %13526
  %13565 = phi <8 x float> [ %13560, %13554 ], [ %13553, %13547 ], [ %13527, %13526 ], [ %13546, %13545 ], [ %13563, %13561 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13506, <8 x i32> %13060, <8 x float> %13565)
  %13566 = add nsw i64 %13505, 8
  %13567 = getelementptr inbounds float, ptr %814, i64 %13566
  %13568 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13567, <8 x i32> %13062)
  %13569 = getelementptr inbounds float, ptr %812, i64 %13566
  switch i64 %114, label %1256 [
    i64 1, label %13584
    i64 2, label %13577
    i64 3, label %13570
  ]

13570:                                            ; preds = %13564
  %13571 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13568)
  %13572 = bitcast <8 x float> %13568 to <8 x i32>
  %13573 = and <8 x i32> %13572, %108
  %13574 = bitcast <8 x i32> %13573 to <8 x float>
  %13575 = fcmp oeq <8 x float> %13568, %71
  %13576 = select <8 x i1> %13575, <8 x float> %13574, <8 x float> %13571
  br label %13587

13577:                                            ; preds = %13564
  %13578 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13568)
  %13579 = bitcast <8 x float> %13568 to <8 x i32>
  %13580 = or <8 x i32> %13579, %109
  %13581 = bitcast <8 x i32> %13580 to <8 x float>
  %13582 = fcmp oeq <8 x float> %13568, %74
  %13583 = select <8 x i1> %13582, <8 x float> %13581, <8 x float> %13578
  br label %13587

13584:                                            ; preds = %13564
  %13585 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13569, <8 x i32> %13062)
  %13586 = fadd <8 x float> %13568, %13585
  br label %13587

13587:                                            ; preds = %13584, %13577, %13570
  %13588 = phi <8 x float> [ %13586, %13584 ], [ %13583, %13577 ], [ %13576, %13570 ]
  switch i64 %136, label %1256 [
    i64 1, label %13603
    i64 2, label %13596
    i64 3, label %13589
    i64 0, label %13625
  ]

13589:                                            ; preds = %13587
  %13590 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13588)
  %13591 = bitcast <8 x float> %13588 to <8 x i32>
  %13592 = and <8 x i32> %13591, %108
  %13593 = bitcast <8 x i32> %13592 to <8 x float>
  %13594 = fcmp oeq <8 x float> %13588, %71
  %13595 = select <8 x i1> %13594, <8 x float> %13593, <8 x float> %13590
  br label %13606

13596:                                            ; preds = %13587
  %13597 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13588)
  %13598 = bitcast <8 x float> %13588 to <8 x i32>
  %13599 = or <8 x i32> %13598, %109
  %13600 = bitcast <8 x i32> %13599 to <8 x float>
  %13601 = fcmp oeq <8 x float> %13588, %74
  %13602 = select <8 x i1> %13601, <8 x float> %13600, <8 x float> %13597
  br label %13606

13603:                                            ; preds = %13587
  %13604 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13569, <8 x i32> %13062)
  %13605 = fadd <8 x float> %13588, %13604
  br label %13606

13606:                                            ; preds = %13603, %13596, %13589
  %13607 = phi <8 x float> [ %13605, %13603 ], [ %13602, %13596 ], [ %13595, %13589 ]
  switch i64 %138, label %1256 [
    i64 1, label %13622
    i64 2, label %13615
    i64 3, label %13608
    i64 0, label %13625
  ]

13608:                                            ; preds = %13606
  %13609 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13607)
  %13610 = bitcast <8 x float> %13607 to <8 x i32>
  %13611 = and <8 x i32> %13610, %108
  %13612 = bitcast <8 x i32> %13611 to <8 x float>
  %13613 = fcmp oeq <8 x float> %13607, %71
  %13614 = select <8 x i1> %13613, <8 x float> %13612, <8 x float> %13609
  br label %13625

13615:                                            ; preds = %13606
  %13616 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13607)
  %13617 = bitcast <8 x float> %13607 to <8 x i32>
  %13618 = or <8 x i32> %13617, %109
  %13619 = bitcast <8 x i32> %13618 to <8 x float>
  %13620 = fcmp oeq <8 x float> %13607, %74
  %13621 = select <8 x i1> %13620, <8 x float> %13619, <8 x float> %13616
  br label %13625

13622:                                            ; preds = %13606
  %13623 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13569, <8 x i32> %13062)
  %13624 = fadd <8 x float> %13607, %13623
  br label %13625

13625:                                            ; preds = %13608, %13615, %13622, %13606, %13587
  %13626 = phi <8 x float> [ %13621, %13615 ], [ %13614, %13608 ], [ %13588, %13587 ], [ %13607, %13606 ], [ %13624, %13622 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13567, <8 x i32> %13062, <8 x float> %13626)
  %13627 = add nsw i64 %13039, %1168
  %13628 = getelementptr inbounds float, ptr %814, i64 %13627
  %13629 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13628, <8 x i32> %13060)
  %13630 = getelementptr inbounds float, ptr %812, i64 %13627
  switch i64 %114, label %1256 [
    i64 1, label %13645
    i64 2, label %13638
    i64 3, label %13631
  ]

13631:                                            ; preds = %13625
  %13632 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13629)
  %13633 = bitcast <8 x float> %13629 to <8 x i32>
  %13634 = and <8 x i32> %13633, %108
  %13635 = bitcast <8 x i32> %13634 to <8 x float>
  %13636 = fcmp oeq <8 x float> %13629, %71
  %13637 = select <8 x i1> %13636, <8 x float> %13635, <8 x float> %13632
  br label %13648

13638:                                            ; preds = %13625
  %13639 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13629)
  %13640 = bitcast <8 x float> %13629 to <8 x i32>
  %13641 = or <8 x i32> %13640, %109
  %13642 = bitcast <8 x i32> %13641 to <8 x float>
  %13643 = fcmp oeq <8 x float> %13629, %74
  %13644 = select <8 x i1> %13643, <8 x float> %13642, <8 x float> %13639
  br label %13648

13645:                                            ; preds = %13625
  %13646 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13630, <8 x i32> %13060)
  %13647 = fadd <8 x float> %13629, %13646
  br label %13648

13648:                                            ; preds = %13645, %13638, %13631
  %13649 = phi <8 x float> [ %13647, %13645 ], [ %13644, %13638 ], [ %13637, %13631 ]
  switch i64 %140, label %1256 [
    i64 1, label %13664
    i64 2, label %13657
    i64 3, label %13650
    i64 0, label %13686
  ]

13650:                                            ; preds = %13648
  %13651 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13649)
  %13652 = bitcast <8 x float> %13649 to <8 x i32>
  %13653 = and <8 x i32> %13652, %108
  %13654 = bitcast <8 x i32> %13653 to <8 x float>
  %13655 = fcmp oeq <8 x float> %13649, %71
  %13656 = select <8 x i1> %13655, <8 x float> %13654, <8 x float> %13651
  br label %13667

13657:                                            ; preds = %13648
  %13658 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13649)
  %13659 = bitcast <8 x float> %13649 to <8 x i32>
  %13660 = or <8 x i32> %13659, %109
  %13661 = bitcast <8 x i32> %13660 to <8 x float>
  %13662 = fcmp oeq <8 x float> %13649, %74
  %13663 = select <8 x i1> %13662, <8 x float> %13661, <8 x float> %13658
  br label %13667

13664:                                            ; preds = %13648
  %13665 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13630, <8 x i32> %13060)
  %13666 = fadd <8 x float> %13649, %13665
  br label %13667

13667:                                            ; preds = %13664, %13657, %13650
  %13668 = phi <8 x float> [ %13666, %13664 ], [ %13663, %13657 ], [ %13656, %13650 ]
  switch i64 %142, label %1256 [
    i64 1, label %13683
    i64 2, label %13676
    i64 3, label %13669
    i64 0, label %13686
  ]

13669:                                            ; preds = %13667
  %13670 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13668)
  %13671 = bitcast <8 x float> %13668 to <8 x i32>
  %13672 = and <8 x i32> %13671, %108
  %13673 = bitcast <8 x i32> %13672 to <8 x float>
  %13674 = fcmp oeq <8 x float> %13668, %71
  %13675 = select <8 x i1> %13674, <8 x float> %13673, <8 x float> %13670
  br label %13686

13676:                                            ; preds = %13667
  %13677 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13668)
  %13678 = bitcast <8 x float> %13668 to <8 x i32>
  %13679 = or <8 x i32> %13678, %109
  %13680 = bitcast <8 x i32> %13679 to <8 x float>
  %13681 = fcmp oeq <8 x float> %13668, %74
  %13682 = select <8 x i1> %13681, <8 x float> %13680, <8 x float> %13677
  br label %13686

13683:                                            ; preds = %13667
  %13684 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13630, <8 x i32> %13060)
  %13685 = fadd <8 x float> %13668, %13684
  br label %13686

13686:                                            ; preds = %13669, %13676, %13683, %13667, %13648
  %13687 = phi <8 x float> [ %13682, %13676 ], [ %13675, %13669 ], [ %13649, %13648 ], [ %13668, %13667 ], [ %13685, %13683 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13628, <8 x i32> %13060, <8 x float> %13687)
  %13688 = add nsw i64 %13627, 8
  %13689 = getelementptr inbounds float, ptr %814, i64 %13688
  %13690 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13689, <8 x i32> %13062)
  %13691 = getelementptr inbounds float, ptr %812, i64 %13688
  switch i64 %114, label %1256 [
    i64 1, label %13706
    i64 2, label %13699
    i64 3, label %13692
  ]

13692:                                            ; preds = %13686
  %13693 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13690)
  %13694 = bitcast <8 x float> %13690 to <8 x i32>
  %13695 = and <8 x i32> %13694, %108
  %13696 = bitcast <8 x i32> %13695 to <8 x float>
  %13697 = fcmp oeq <8 x float> %13690, %71
  %13698 = select <8 x i1> %13697, <8 x float> %13696, <8 x float> %13693
  br label %13709

13699:                                            ; preds = %13686
  %13700 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13690)
  %13701 = bitcast <8 x float> %13690 to <8 x i32>
  %13702 = or <8 x i32> %13701, %109
  %13703 = bitcast <8 x i32> %13702 to <8 x float>
  %13704 = fcmp oeq <8 x float> %13690, %74
  %13705 = select <8 x i1> %13704, <8 x float> %13703, <8 x float> %13700
  br label %13709

13706:                                            ; preds = %13686
  %13707 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13691, <8 x i32> %13062)
  %13708 = fadd <8 x float> %13690, %13707
  br label %13709

13709:                                            ; preds = %13706, %13699, %13692
  %13710 = phi <8 x float> [ %13708, %13706 ], [ %13705, %13699 ], [ %13698, %13692 ]
  switch i64 %144, label %1256 [
    i64 1, label %13725
    i64 2, label %13718
    i64 3, label %13711
    i64 0, label %13747
  ]

13711:                                            ; preds = %13709
  %13712 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13710)
  %13713 = bitcast <8 x float> %13710 to <8 x i32>
  %13714 = and <8 x i32> %13713, %108
  %13715 = bitcast <8 x i32> %13714 to <8 x float>
  %13716 = fcmp oeq <8 x float> %13710, %71
  %13717 = select <8 x i1> %13716, <8 x float> %13715, <8 x float> %13712
  br label %13728

13718:                                            ; preds = %13709
  %13719 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13710)
  %13720 = bitcast <8 x float> %13710 to <8 x i32>
  %13721 = or <8 x i32> %13720, %109
  %13722 = bitcast <8 x i32> %13721 to <8 x float>
  %13723 = fcmp oeq <8 x float> %13710, %74
  %13724 = select <8 x i1> %13723, <8 x float> %13722, <8 x float> %13719
  br label %13728

13725:                                            ; preds = %13709
  %13726 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13691, <8 x i32> %13062)
  %13727 = fadd <8 x float> %13710, %13726
  br label %13728

13728:                                            ; preds = %13725, %13718, %13711
  %13729 = phi <8 x float> [ %13727, %13725 ], [ %13724, %13718 ], [ %13717, %13711 ]
  switch i64 %146, label %1256 [
    i64 1, label %13744
    i64 2, label %13737
    i64 3, label %13730
    i64 0, label %13747
  ]

13730:                                            ; preds = %13728
  %13731 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13729)
  %13732 = bitcast <8 x float> %13729 to <8 x i32>
  %13733 = and <8 x i32> %13732, %108
  %13734 = bitcast <8 x i32> %13733 to <8 x float>
  %13735 = fcmp oeq <8 x float> %13729, %71
  %13736 = select <8 x i1> %13735, <8 x float> %13734, <8 x float> %13731
  br label %13747

13737:                                            ; preds = %13728
  %13738 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13729)
  %13739 = bitcast <8 x float> %13729 to <8 x i32>
  %13740 = or <8 x i32> %13739, %109
  %13741 = bitcast <8 x i32> %13740 to <8 x float>
  %13742 = fcmp oeq <8 x float> %13729, %74
  %13743 = select <8 x i1> %13742, <8 x float> %13741, <8 x float> %13738
  br label %13747

13744:                                            ; preds = %13728
  %13745 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13691, <8 x i32> %13062)
  %13746 = fadd <8 x float> %13729, %13745
  br label %13747

13747:                                            ; preds = %13730, %13737, %13744, %13728, %13709
  %13748 = phi <8 x float> [ %13743, %13737 ], [ %13736, %13730 ], [ %13710, %13709 ], [ %13729, %13728 ], [ %13746, %13744 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13689, <8 x i32> %13062, <8 x float> %13748)
  %13749 = add nsw i64 %13041, %1168
  %13750 = getelementptr inbounds float, ptr %814, i64 %13749
  %13751 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13750, <8 x i32> %13060)
  %13752 = getelementptr inbounds float, ptr %812, i64 %13749
  switch i64 %114, label %1256 [
    i64 1, label %13767
    i64 2, label %13760
    i64 3, label %13753
  ]

13753:                                            ; preds = %13747
  %13754 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13751)
  %13755 = bitcast <8 x float> %13751 to <8 x i32>
  %13756 = and <8 x i32> %13755, %108
  %13757 = bitcast <8 x i32> %13756 to <8 x float>
  %13758 = fcmp oeq <8 x float> %13751, %71
  %13759 = select <8 x i1> %13758, <8 x float> %13757, <8 x float> %13754
  br label %13770

13760:                                            ; preds = %13747
  %13761 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13751)
  %13762 = bitcast <8 x float> %13751 to <8 x i32>
  %13763 = or <8 x i32> %13762, %109
  %13764 = bitcast <8 x i32> %13763 to <8 x float>
  %13765 = fcmp oeq <8 x float> %13751, %74
  %13766 = select <8 x i1> %13765, <8 x float> %13764, <8 x float> %13761
  br label %13770

13767:                                            ; preds = %13747
  %13768 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13752, <8 x i32> %13060)
  %13769 = fadd <8 x float> %13751, %13768
  br label %13770

13770:                                            ; preds = %13767, %13760, %13753
  %13771 = phi <8 x float> [ %13769, %13767 ], [ %13766, %13760 ], [ %13759, %13753 ]
  switch i64 %148, label %1256 [
    i64 1, label %13786
    i64 2, label %13779
    i64 3, label %13772
    i64 0, label %13808
  ]

13772:                                            ; preds = %13770
  %13773 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13771)
  %13774 = bitcast <8 x float> %13771 to <8 x i32>
  %13775 = and <8 x i32> %13774, %108
  %13776 = bitcast <8 x i32> %13775 to <8 x float>
  %13777 = fcmp oeq <8 x float> %13771, %71
  %13778 = select <8 x i1> %13777, <8 x float> %13776, <8 x float> %13773
  br label %13789

13779:                                            ; preds = %13770
  %13780 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13771)
  %13781 = bitcast <8 x float> %13771 to <8 x i32>
  %13782 = or <8 x i32> %13781, %109
  %13783 = bitcast <8 x i32> %13782 to <8 x float>
  %13784 = fcmp oeq <8 x float> %13771, %74
  %13785 = select <8 x i1> %13784, <8 x float> %13783, <8 x float> %13780
  br label %13789

13786:                                            ; preds = %13770
  %13787 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13752, <8 x i32> %13060)
  %13788 = fadd <8 x float> %13771, %13787
  br label %13789

13789:                                            ; preds = %13786, %13779, %13772
  %13790 = phi <8 x float> [ %13788, %13786 ], [ %13785, %13779 ], [ %13778, %13772 ]
  switch i64 %150, label %1256 [
    i64 1, label %13805
    i64 2, label %13798
    i64 3, label %13791
    i64 0, label %13808
  ]

13791:                                            ; preds = %13789
  %13792 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13790)
  %13793 = bitcast <8 x float> %13790 to <8 x i32>
  %13794 = and <8 x i32> %13793, %108
  %13795 = bitcast <8 x i32> %13794 to <8 x float>
  %13796 = fcmp oeq <8 x float> %13790, %71
  %13797 = select <8 x i1> %13796, <8 x float> %13795, <8 x float> %13792
  br label %13808

13798:                                            ; preds = %13789
  %13799 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13790)
  %13800 = bitcast <8 x float> %13790 to <8 x i32>
  %13801 = or <8 x i32> %13800, %109
  %13802 = bitcast <8 x i32> %13801 to <8 x float>
  %13803 = fcmp oeq <8 x float> %13790, %74
  %13804 = select <8 x i1> %13803, <8 x float> %13802, <8 x float> %13799
  br label %13808

13805:                                            ; preds = %13789
  %13806 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13752, <8 x i32> %13060)
  %13807 = fadd <8 x float> %13790, %13806
  br label %13808

13808:                                            ; preds = %13791, %13798, %13805, %13789, %13770
  %13809 = phi <8 x float> [ %13804, %13798 ], [ %13797, %13791 ], [ %13771, %13770 ], [ %13790, %13789 ], [ %13807, %13805 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13750, <8 x i32> %13060, <8 x float> %13809)
  %13810 = add nsw i64 %13749, 8
  %13811 = getelementptr inbounds float, ptr %814, i64 %13810
  %13812 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13811, <8 x i32> %13062)
  %13813 = getelementptr inbounds float, ptr %812, i64 %13810
  switch i64 %114, label %1256 [
    i64 1, label %13828
    i64 2, label %13821
    i64 3, label %13814
  ]

13814:                                            ; preds = %13808
  %13815 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13812)
  %13816 = bitcast <8 x float> %13812 to <8 x i32>
  %13817 = and <8 x i32> %13816, %108
  %13818 = bitcast <8 x i32> %13817 to <8 x float>
  %13819 = fcmp oeq <8 x float> %13812, %71
  %13820 = select <8 x i1> %13819, <8 x float> %13818, <8 x float> %13815
  br label %13831

13821:                                            ; preds = %13808
  %13822 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13812)
  %13823 = bitcast <8 x float> %13812 to <8 x i32>
  %13824 = or <8 x i32> %13823, %109
  %13825 = bitcast <8 x i32> %13824 to <8 x float>
  %13826 = fcmp oeq <8 x float> %13812, %74
  %13827 = select <8 x i1> %13826, <8 x float> %13825, <8 x float> %13822
  br label %13831

13828:                                            ; preds = %13808
  %13829 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13813, <8 x i32> %13062)
  %13830 = fadd <8 x float> %13812, %13829
  br label %13831

13831:                                            ; preds = %13828, %13821, %13814
  %13832 = phi <8 x float> [ %13830, %13828 ], [ %13827, %13821 ], [ %13820, %13814 ]
  switch i64 %152, label %1256 [
    i64 1, label %13847
    i64 2, label %13840
    i64 3, label %13833
    i64 0, label %13869
  ]

13833:                                            ; preds = %13831
  %13834 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13832)
  %13835 = bitcast <8 x float> %13832 to <8 x i32>
  %13836 = and <8 x i32> %13835, %108
  %13837 = bitcast <8 x i32> %13836 to <8 x float>
  %13838 = fcmp oeq <8 x float> %13832, %71
  %13839 = select <8 x i1> %13838, <8 x float> %13837, <8 x float> %13834
  br label %13850

13840:                                            ; preds = %13831
  %13841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13832)
  %13842 = bitcast <8 x float> %13832 to <8 x i32>
  %13843 = or <8 x i32> %13842, %109
  %13844 = bitcast <8 x i32> %13843 to <8 x float>
  %13845 = fcmp oeq <8 x float> %13832, %74
  %13846 = select <8 x i1> %13845, <8 x float> %13844, <8 x float> %13841
  br label %13850

13847:                                            ; preds = %13831
  %13848 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13813, <8 x i32> %13062)
  %13849 = fadd <8 x float> %13832, %13848
  br label %13850

13850:                                            ; preds = %13847, %13840, %13833
  %13851 = phi <8 x float> [ %13849, %13847 ], [ %13846, %13840 ], [ %13839, %13833 ]
  switch i64 %154, label %1256 [
    i64 1, label %13866
    i64 2, label %13859
    i64 3, label %13852
    i64 0, label %13869
  ]

13852:                                            ; preds = %13850
  %13853 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13851)
  %13854 = bitcast <8 x float> %13851 to <8 x i32>
  %13855 = and <8 x i32> %13854, %108
  %13856 = bitcast <8 x i32> %13855 to <8 x float>
  %13857 = fcmp oeq <8 x float> %13851, %71
  %13858 = select <8 x i1> %13857, <8 x float> %13856, <8 x float> %13853
  br label %13869

13859:                                            ; preds = %13850
  %13860 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13851)
  %13861 = bitcast <8 x float> %13851 to <8 x i32>
  %13862 = or <8 x i32> %13861, %109
  %13863 = bitcast <8 x i32> %13862 to <8 x float>
  %13864 = fcmp oeq <8 x float> %13851, %74
  %13865 = select <8 x i1> %13864, <8 x float> %13863, <8 x float> %13860
  br label %13869

13866:                                            ; preds = %13850
  %13867 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13813, <8 x i32> %13062)
  %13868 = fadd <8 x float> %13851, %13867
  br label %13869

13869:                                            ; preds = %13852, %13859, %13866, %13850, %13831
  %13870 = phi <8 x float> [ %13865, %13859 ], [ %13858, %13852 ], [ %13832, %13831 ], [ %13851, %13850 ], [ %13868, %13866 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13811, <8 x i32> %13062, <8 x float> %13870)
  %13871 = add nsw i64 %13043, %1168
  %13872 = getelementptr inbounds float, ptr %814, i64 %13871
  %13873 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13872, <8 x i32> %13060)
  %13874 = getelementptr inbounds float, ptr %812, i64 %13871
  switch i64 %114, label %1256 [
    i64 1, label %13889
    i64 2, label %13882
    i64 3, label %13875
  ]

13875:                                            ; preds = %13869
  %13876 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13873)
  %13877 = bitcast <8 x float> %13873 to <8 x i32>
  %13878 = and <8 x i32> %13877, %108
  %13879 = bitcast <8 x i32> %13878 to <8 x float>
  %13880 = fcmp oeq <8 x float> %13873, %71
  %13881 = select <8 x i1> %13880, <8 x float> %13879, <8 x float> %13876
  br label %13892

13882:                                            ; preds = %13869
  %13883 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13873)
  %13884 = bitcast <8 x float> %13873 to <8 x i32>
  %13885 = or <8 x i32> %13884, %109
  %13886 = bitcast <8 x i32> %13885 to <8 x float>
  %13887 = fcmp oeq <8 x float> %13873, %74
  %13888 = select <8 x i1> %13887, <8 x float> %13886, <8 x float> %13883
  br label %13892

13889:                                            ; preds = %13869
  %13890 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13874, <8 x i32> %13060)
  %13891 = fadd <8 x float> %13873, %13890
  br label %13892

13892:                                            ; preds = %13889, %13882, %13875
  %13893 = phi <8 x float> [ %13891, %13889 ], [ %13888, %13882 ], [ %13881, %13875 ]
  switch i64 %156, label %1256 [
    i64 1, label %13908
    i64 2, label %13901
    i64 3, label %13894
    i64 0, label %13930
  ]

13894:                                            ; preds = %13892
  %13895 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13893)
  %13896 = bitcast <8 x float> %13893 to <8 x i32>
  %13897 = and <8 x i32> %13896, %108
  %13898 = bitcast <8 x i32> %13897 to <8 x float>
  %13899 = fcmp oeq <8 x float> %13893, %71
  %13900 = select <8 x i1> %13899, <8 x float> %13898, <8 x float> %13895
  br label %13911

13901:                                            ; preds = %13892
  %13902 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13893)
  %13903 = bitcast <8 x float> %13893 to <8 x i32>
  %13904 = or <8 x i32> %13903, %109
  %13905 = bitcast <8 x i32> %13904 to <8 x float>
  %13906 = fcmp oeq <8 x float> %13893, %74
  %13907 = select <8 x i1> %13906, <8 x float> %13905, <8 x float> %13902
  br label %13911

13908:                                            ; preds = %13892
  %13909 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13874, <8 x i32> %13060)
  %13910 = fadd <8 x float> %13893, %13909
  br label %13911

13911:                                            ; preds = %13908, %13901, %13894
  %13912 = phi <8 x float> [ %13910, %13908 ], [ %13907, %13901 ], [ %13900, %13894 ]
  switch i64 %158, label %1256 [
    i64 1, label %13927
    i64 2, label %13920
    i64 3, label %13913
    i64 0, label %13930
  ]

13913:                                            ; preds = %13911
  %13914 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13912)
  %13915 = bitcast <8 x float> %13912 to <8 x i32>
  %13916 = and <8 x i32> %13915, %108
  %13917 = bitcast <8 x i32> %13916 to <8 x float>
  %13918 = fcmp oeq <8 x float> %13912, %71
  %13919 = select <8 x i1> %13918, <8 x float> %13917, <8 x float> %13914
  br label %13930

13920:                                            ; preds = %13911
  %13921 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13912)
  %13922 = bitcast <8 x float> %13912 to <8 x i32>
  %13923 = or <8 x i32> %13922, %109
  %13924 = bitcast <8 x i32> %13923 to <8 x float>
  %13925 = fcmp oeq <8 x float> %13912, %74
  %13926 = select <8 x i1> %13925, <8 x float> %13924, <8 x float> %13921
  br label %13930

13927:                                            ; preds = %13911
  %13928 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13874, <8 x i32> %13060)
  %13929 = fadd <8 x float> %13912, %13928
  br label %13930

13930:                                            ; preds = %13913, %13920, %13927, %13911, %13892
  %13931 = phi <8 x float> [ %13926, %13920 ], [ %13919, %13913 ], [ %13893, %13892 ], [ %13912, %13911 ], [ %13929, %13927 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13872, <8 x i32> %13060, <8 x float> %13931)
  %13932 = add nsw i64 %13871, 8
  %13933 = getelementptr inbounds float, ptr %814, i64 %13932
  %13934 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13933, <8 x i32> %13062)
  %13935 = getelementptr inbounds float, ptr %812, i64 %13932
  switch i64 %114, label %1256 [
    i64 1, label %13950
    i64 2, label %13943
    i64 3, label %13936
  ]

13936:                                            ; preds = %13930
  %13937 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13934)
  %13938 = bitcast <8 x float> %13934 to <8 x i32>
  %13939 = and <8 x i32> %13938, %108
  %13940 = bitcast <8 x i32> %13939 to <8 x float>
  %13941 = fcmp oeq <8 x float> %13934, %71
  %13942 = select <8 x i1> %13941, <8 x float> %13940, <8 x float> %13937
  br label %13953

13943:                                            ; preds = %13930
  %13944 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13934)
  %13945 = bitcast <8 x float> %13934 to <8 x i32>
  %13946 = or <8 x i32> %13945, %109
  %13947 = bitcast <8 x i32> %13946 to <8 x float>
  %13948 = fcmp oeq <8 x float> %13934, %74
  %13949 = select <8 x i1> %13948, <8 x float> %13947, <8 x float> %13944
  br label %13953

13950:                                            ; preds = %13930
  %13951 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13935, <8 x i32> %13062)
  %13952 = fadd <8 x float> %13934, %13951
  br label %13953

13953:                                            ; preds = %13950, %13943, %13936
  %13954 = phi <8 x float> [ %13952, %13950 ], [ %13949, %13943 ], [ %13942, %13936 ]
  switch i64 %160, label %1256 [
    i64 1, label %13969
    i64 2, label %13962
    i64 3, label %13955
    i64 0, label %13991
  ]

13955:                                            ; preds = %13953
  %13956 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13954)
  %13957 = bitcast <8 x float> %13954 to <8 x i32>
  %13958 = and <8 x i32> %13957, %108
  %13959 = bitcast <8 x i32> %13958 to <8 x float>
  %13960 = fcmp oeq <8 x float> %13954, %71
  %13961 = select <8 x i1> %13960, <8 x float> %13959, <8 x float> %13956
  br label %13972

13962:                                            ; preds = %13953
  %13963 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13954)
  %13964 = bitcast <8 x float> %13954 to <8 x i32>
  %13965 = or <8 x i32> %13964, %109
  %13966 = bitcast <8 x i32> %13965 to <8 x float>
  %13967 = fcmp oeq <8 x float> %13954, %74
  %13968 = select <8 x i1> %13967, <8 x float> %13966, <8 x float> %13963
  br label %13972

13969:                                            ; preds = %13953
  %13970 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13935, <8 x i32> %13062)
  %13971 = fadd <8 x float> %13954, %13970
  br label %13972

13972:                                            ; preds = %13969, %13962, %13955
  %13973 = phi <8 x float> [ %13971, %13969 ], [ %13968, %13962 ], [ %13961, %13955 ]
  switch i64 %162, label %1256 [
    i64 1, label %13988
    i64 2, label %13981
    i64 3, label %13974
    i64 0, label %13991
  ]

13974:                                            ; preds = %13972
  %13975 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %71, <8 x float> %13973)
  %13976 = bitcast <8 x float> %13973 to <8 x i32>
  %13977 = and <8 x i32> %13976, %108
  %13978 = bitcast <8 x i32> %13977 to <8 x float>
  %13979 = fcmp oeq <8 x float> %13973, %71
  %13980 = select <8 x i1> %13979, <8 x float> %13978, <8 x float> %13975
  br label %13991

13981:                                            ; preds = %13972
  %13982 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %74, <8 x float> %13973)
  %13983 = bitcast <8 x float> %13973 to <8 x i32>
  %13984 = or <8 x i32> %13983, %109
  %13985 = bitcast <8 x i32> %13984 to <8 x float>
  %13986 = fcmp oeq <8 x float> %13973, %74
  %13987 = select <8 x i1> %13986, <8 x float> %13985, <8 x float> %13982
  br label %13991

13988:                                            ; preds = %13972
  %13989 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %13935, <8 x i32> %13062)
  %13990 = fadd <8 x float> %13973, %13989
  br label %13991

13991:                                            ; preds = %13974, %13981, %13988, %13231, %13972, %13953
  %13992 = phi ptr [ %13263, %13231 ], [ %13933, %13974 ], [ %13933, %13953 ], [ %13933, %13972 ], [ %13933, %13988 ], [ %13933, %13981 ]
  %13993 = phi <8 x float> [ %13264, %13231 ], [ %13980, %13974 ], [ %13954, %13953 ], [ %13973, %13972 ], [ %13990, %13988 ], [ %13987, %13981 ]
  tail call void @llvm.x86.avx.maskstore.ps.256(ptr %13992, <8 x i32> %13062, <8 x float> %13993)
  br label %13994

13994:                                            ; preds = %13991, %13045
  call void @llvm.lifetime.end.p0(ptr nonnull %60)
  call void @llvm.lifetime.end.p0(ptr nonnull %59)
  call void @llvm.lifetime.end.p0(ptr nonnull %57)
  call void @llvm.lifetime.end.p0(ptr nonnull %58)
  br label %13995

13995:                                            ; preds = %11956, %12804, %10758, %11191, %8972, %9680, %7940, %8302, %6464, %7032, %5598, %5889, %4430, %4858, %3709, %3950, %2826, %3114, %2235, %2400, %1622, %1783, %1207, %1295, %13994, %11863, %10708, %8891, %7896, %6395, %5560, %4373, %3652, %2781, %2190, %1573, %1167
  %13996 = add nsw i64 %1168, 16
  %13997 = icmp slt i64 %13996, %817
  br i1 %13997, label %1167, label %1164
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
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
