; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20) local_unnamed_addr {
  %22 = alloca [24 x i64], align 16
  %23 = alloca [24 x i64], align 16
  %24 = inttoptr i64 %0 to ptr
  %25 = inttoptr i64 %1 to ptr
  %26 = inttoptr i64 %2 to ptr
  %27 = add nsw i64 %6, 15
  %28 = sdiv i64 %27, 16
  %29 = icmp slt i64 %3, %4
  br i1 %29, label %30, label %2413

30:                                               ; preds = %21
  %31 = mul nsw i64 %10, %9
  %32 = sdiv i64 %3, %31
  %33 = sdiv i64 %3, %10
  %34 = srem i64 %33, %9
  %35 = srem i64 %3, %10
  %36 = mul i64 %16, %11
  %37 = mul i64 %17, %12
  %38 = icmp sgt i64 %6, 0
  %39 = mul i64 %16, %13
  %40 = icmp sgt i64 %7, 0
  %41 = icmp sgt i64 %8, 0
  %42 = mul i64 %17, %14
  %43 = icmp sgt i64 %5, 0
  %44 = mul i64 %6, %5
  %45 = mul i64 %8, %6
  %46 = mul i64 %45, %5
  %47 = shl i64 %46, 2
  %48 = shl i64 %44, 2
  %49 = shl i64 %6, 2
  %50 = tail call i64 @llvm.smax.i64(i64 %28, i64 4)
  %51 = add nsw i64 %50, -1
  %52 = lshr i64 %51, 2
  br label %53

53:                                               ; preds = %30, %108
  %54 = phi i64 [ %32, %30 ], [ %105, %108 ]
  %55 = phi i64 [ %34, %30 ], [ %104, %108 ]
  %56 = phi i64 [ %35, %30 ], [ %103, %108 ]
  %57 = phi i64 [ %3, %30 ], [ %109, %108 ]
  %58 = sub nsw i64 %4, %57
  %59 = icmp sgt i64 %58, 23
  %60 = trunc i64 %58 to i32
  %61 = select i1 %59, i32 24, i32 %60
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  %62 = add nsw i32 %61, -1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %22, i64 %63
  %65 = getelementptr inbounds i64, ptr %23, i64 %63
  %66 = sext i32 %61 to i64
  br label %70

67:                                               ; preds = %102
  br i1 %38, label %68, label %108

68:                                               ; preds = %67
  %69 = icmp sgt i32 %61, 0
  br label %111

70:                                               ; preds = %53, %102
  %71 = phi i64 [ 0, %53 ], [ %106, %102 ]
  %72 = phi i64 [ %54, %53 ], [ %105, %102 ]
  %73 = phi i64 [ %55, %53 ], [ %104, %102 ]
  %74 = phi i64 [ %56, %53 ], [ %103, %102 ]
  %75 = icmp slt i64 %71, %66
  br i1 %75, label %81, label %76

76:                                               ; preds = %70
  %77 = load i64, ptr %64, align 8
  %78 = getelementptr inbounds nuw i64, ptr %22, i64 %71
  store i64 %77, ptr %78, align 8
  %79 = load i64, ptr %65, align 8
  %80 = getelementptr inbounds nuw i64, ptr %23, i64 %71
  store i64 %79, ptr %80, align 8
  br label %102

81:                                               ; preds = %70
  %82 = mul nsw i64 %72, %15
  %83 = mul i64 %36, %73
  %84 = mul i64 %37, %74
  %85 = add i64 %83, %84
  %86 = add i64 %85, %82
  %87 = getelementptr inbounds nuw i64, ptr %22, i64 %71
  store i64 %86, ptr %87, align 8
  %88 = mul nsw i64 %72, %18
  %89 = mul nsw i64 %73, %19
  %90 = mul nsw i64 %74, %20
  %91 = add i64 %89, %90
  %92 = add i64 %91, %88
  %93 = getelementptr inbounds nuw i64, ptr %23, i64 %71
  store i64 %92, ptr %93, align 8
  %94 = add nsw i64 %74, 1
  %95 = icmp eq i64 %94, %10
  br i1 %95, label %96, label %102

96:                                               ; preds = %81
  %97 = add nsw i64 %73, 1
  %98 = icmp eq i64 %97, %9
  %99 = select i1 %98, i64 0, i64 %97
  %100 = zext i1 %98 to i64
  %101 = add nsw i64 %72, %100
  br label %102

102:                                              ; preds = %96, %81, %76
  %103 = phi i64 [ %74, %76 ], [ %94, %81 ], [ 0, %96 ]
  %104 = phi i64 [ %73, %76 ], [ %73, %81 ], [ %99, %96 ]
  %105 = phi i64 [ %72, %76 ], [ %72, %81 ], [ %101, %96 ]
  %106 = add nuw nsw i64 %71, 1
  %107 = icmp eq i64 %106, 24
  br i1 %107, label %67, label %70

108:                                              ; preds = %307, %67
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %109 = add nsw i64 %57, 24
  %110 = icmp slt i64 %109, %4
  br i1 %110, label %53, label %2413

111:                                              ; preds = %68, %307
  %112 = phi i64 [ 0, %68 ], [ %309, %307 ]
  %113 = phi i64 [ 0, %68 ], [ %308, %307 ]
  br i1 %69, label %114, label %307

114:                                              ; preds = %111
  %115 = shl nsw i64 %113, 4
  %116 = shl i64 %112, 8
  %117 = sub nsw i64 %28, %113
  %118 = icmp sgt i64 %117, 3
  %119 = trunc i64 %117 to i32
  %120 = select i1 %118, i32 4, i32 %119
  %121 = icmp sgt i32 %120, 2
  %122 = select i1 %121, i64 6, i64 8
  %123 = shl nsw i32 %120, 1
  %124 = shl nsw i32 %120, 4
  %125 = sext i32 %124 to i64
  %126 = add nsw i64 %115, %125
  %127 = icmp sle i64 %126, %6
  %128 = zext i1 %127 to i32
  %129 = or disjoint i32 %123, %128
  %130 = getelementptr float, ptr %26, i64 %115
  %131 = getelementptr float, ptr %25, i64 %115
  %132 = sub nsw i64 %6, %115
  %133 = icmp sgt i64 %132, 15
  %134 = trunc i64 %132 to i32
  %135 = shl nsw i32 -1, %134
  %136 = trunc i32 %135 to i16
  %137 = xor i16 %136, -1
  %138 = select i1 %133, i16 -1, i16 %137
  %139 = or disjoint i64 %115, 16
  %140 = sub nsw i64 %6, %139
  %141 = icmp sgt i64 %140, 15
  %142 = trunc i64 %140 to i32
  %143 = shl nsw i32 -1, %142
  %144 = trunc i32 %143 to i16
  %145 = xor i16 %144, -1
  %146 = select i1 %141, i16 -1, i16 %145
  %147 = or disjoint i64 %115, 32
  %148 = sub nsw i64 %6, %147
  %149 = icmp sgt i64 %148, 15
  %150 = trunc i64 %148 to i32
  %151 = shl nsw i32 -1, %150
  %152 = trunc i32 %151 to i16
  %153 = xor i16 %152, -1
  %154 = select i1 %149, i16 -1, i16 %153
  %155 = or disjoint i64 %115, 48
  %156 = sub nsw i64 %6, %155
  %157 = icmp sgt i64 %156, 15
  %158 = trunc i64 %156 to i32
  %159 = shl nsw i32 -1, %158
  %160 = trunc i32 %159 to i16
  %161 = xor i16 %160, -1
  %162 = select i1 %157, i16 -1, i16 %161
  %163 = bitcast i16 %138 to <16 x i1>
  %164 = bitcast i16 %146 to <16 x i1>
  %165 = bitcast i16 %154 to <16 x i1>
  %166 = bitcast i16 %162 to <16 x i1>
  %167 = getelementptr i8, ptr %25, i64 %116
  %168 = sub nsw i64 %6, %115
  %169 = icmp sgt i64 %168, 15
  %170 = trunc i64 %168 to i32
  %171 = shl nsw i32 -1, %170
  %172 = trunc i32 %171 to i16
  %173 = xor i16 %172, -1
  %174 = select i1 %169, i16 -1, i16 %173
  %175 = or disjoint i64 %115, 16
  %176 = sub nsw i64 %6, %175
  %177 = icmp sgt i64 %176, 15
  %178 = trunc i64 %176 to i32
  %179 = shl nsw i32 -1, %178
  %180 = trunc i32 %179 to i16
  %181 = xor i16 %180, -1
  %182 = select i1 %177, i16 -1, i16 %181
  %183 = or disjoint i64 %115, 32
  %184 = sub nsw i64 %6, %183
  %185 = icmp sgt i64 %184, 15
  %186 = trunc i64 %184 to i32
  %187 = shl nsw i32 -1, %186
  %188 = trunc i32 %187 to i16
  %189 = xor i16 %188, -1
  %190 = select i1 %185, i16 -1, i16 %189
  %191 = or disjoint i64 %115, 48
  %192 = sub nsw i64 %6, %191
  %193 = icmp sgt i64 %192, 15
  %194 = trunc i64 %192 to i32
  %195 = shl nsw i32 -1, %194
  %196 = trunc i32 %195 to i16
  %197 = xor i16 %196, -1
  %198 = select i1 %193, i16 -1, i16 %197
  %199 = bitcast i16 %174 to <16 x i1>
  %200 = bitcast i16 %182 to <16 x i1>
  %201 = bitcast i16 %190 to <16 x i1>
  %202 = bitcast i16 %198 to <16 x i1>
  %203 = sub nsw i64 %6, %115
  %204 = icmp sgt i64 %203, 15
  %205 = trunc i64 %203 to i32
  %206 = shl nsw i32 -1, %205
  %207 = trunc i32 %206 to i16
  %208 = xor i16 %207, -1
  %209 = select i1 %204, i16 -1, i16 %208
  %210 = or disjoint i64 %115, 16
  %211 = sub nsw i64 %6, %210
  %212 = icmp sgt i64 %211, 15
  %213 = trunc i64 %211 to i32
  %214 = shl nsw i32 -1, %213
  %215 = trunc i32 %214 to i16
  %216 = xor i16 %215, -1
  %217 = select i1 %212, i16 -1, i16 %216
  %218 = or disjoint i64 %115, 32
  %219 = sub nsw i64 %6, %218
  %220 = icmp sgt i64 %219, 15
  %221 = trunc i64 %219 to i32
  %222 = shl nsw i32 -1, %221
  %223 = trunc i32 %222 to i16
  %224 = xor i16 %223, -1
  %225 = select i1 %220, i16 -1, i16 %224
  %226 = bitcast i16 %209 to <16 x i1>
  %227 = bitcast i16 %217 to <16 x i1>
  %228 = bitcast i16 %225 to <16 x i1>
  %229 = getelementptr i8, ptr %25, i64 %116
  %230 = sub nsw i64 %6, %115
  %231 = icmp sgt i64 %230, 15
  %232 = trunc i64 %230 to i32
  %233 = shl nsw i32 -1, %232
  %234 = trunc i32 %233 to i16
  %235 = xor i16 %234, -1
  %236 = select i1 %231, i16 -1, i16 %235
  %237 = or disjoint i64 %115, 16
  %238 = sub nsw i64 %6, %237
  %239 = icmp sgt i64 %238, 15
  %240 = trunc i64 %238 to i32
  %241 = shl nsw i32 -1, %240
  %242 = trunc i32 %241 to i16
  %243 = xor i16 %242, -1
  %244 = select i1 %239, i16 -1, i16 %243
  %245 = or disjoint i64 %115, 32
  %246 = sub nsw i64 %6, %245
  %247 = icmp sgt i64 %246, 15
  %248 = trunc i64 %246 to i32
  %249 = shl nsw i32 -1, %248
  %250 = trunc i32 %249 to i16
  %251 = xor i16 %250, -1
  %252 = select i1 %247, i16 -1, i16 %251
  %253 = bitcast i16 %236 to <16 x i1>
  %254 = bitcast i16 %244 to <16 x i1>
  %255 = bitcast i16 %252 to <16 x i1>
  %256 = sub nsw i64 %6, %115
  %257 = icmp sgt i64 %256, 15
  %258 = trunc i64 %256 to i32
  %259 = shl nsw i32 -1, %258
  %260 = trunc i32 %259 to i16
  %261 = xor i16 %260, -1
  %262 = select i1 %257, i16 -1, i16 %261
  %263 = or disjoint i64 %115, 16
  %264 = sub nsw i64 %6, %263
  %265 = icmp sgt i64 %264, 15
  %266 = trunc i64 %264 to i32
  %267 = shl nsw i32 -1, %266
  %268 = trunc i32 %267 to i16
  %269 = xor i16 %268, -1
  %270 = select i1 %265, i16 -1, i16 %269
  %271 = bitcast i16 %262 to <16 x i1>
  %272 = bitcast i16 %270 to <16 x i1>
  %273 = getelementptr i8, ptr %25, i64 %116
  %274 = sub nsw i64 %6, %115
  %275 = icmp sgt i64 %274, 15
  %276 = trunc i64 %274 to i32
  %277 = shl nsw i32 -1, %276
  %278 = trunc i32 %277 to i16
  %279 = xor i16 %278, -1
  %280 = select i1 %275, i16 -1, i16 %279
  %281 = or disjoint i64 %115, 16
  %282 = sub nsw i64 %6, %281
  %283 = icmp sgt i64 %282, 15
  %284 = trunc i64 %282 to i32
  %285 = shl nsw i32 -1, %284
  %286 = trunc i32 %285 to i16
  %287 = xor i16 %286, -1
  %288 = select i1 %283, i16 -1, i16 %287
  %289 = bitcast i16 %280 to <16 x i1>
  %290 = bitcast i16 %288 to <16 x i1>
  %291 = sub nsw i64 %6, %115
  %292 = icmp sgt i64 %291, 15
  %293 = trunc i64 %291 to i32
  %294 = shl nsw i32 -1, %293
  %295 = trunc i32 %294 to i16
  %296 = xor i16 %295, -1
  %297 = select i1 %292, i16 -1, i16 %296
  %298 = bitcast i16 %297 to <16 x i1>
  %299 = sub nsw i64 %6, %115
  %300 = icmp sgt i64 %299, 15
  %301 = trunc i64 %299 to i32
  %302 = shl nsw i32 -1, %301
  %303 = trunc i32 %302 to i16
  %304 = xor i16 %303, -1
  %305 = select i1 %300, i16 -1, i16 %304
  %306 = bitcast i16 %305 to <16 x i1>
  br label %311

307:                                              ; preds = %2410, %111
  %308 = add nuw nsw i64 %113, 4
  %309 = add nuw nsw i64 %112, 1
  %310 = icmp eq i64 %112, %52
  br i1 %310, label %108, label %111

311:                                              ; preds = %114, %2410
  %312 = phi i64 [ 0, %114 ], [ %2411, %2410 ]
  %313 = getelementptr inbounds nuw i64, ptr %22, i64 %312
  %314 = getelementptr inbounds nuw i64, ptr %23, i64 %312
  switch i32 %129, label %2410 [
    i32 2, label %315
    i32 3, label %500
    i32 4, label %685
    i32 5, label %951
    i32 6, label %1218
    i32 7, label %1485
    i32 8, label %1753
    i32 9, label %2081
  ]

315:                                              ; preds = %311
  %316 = load i64, ptr %314, align 16
  %317 = getelementptr float, ptr %130, i64 %316
  %318 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %317, <16 x i1> %306, <16 x float> zeroinitializer)
  %319 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %320 = load i64, ptr %319, align 8
  %321 = getelementptr float, ptr %130, i64 %320
  %322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %321, <16 x i1> %306, <16 x float> zeroinitializer)
  %323 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %324 = load i64, ptr %323, align 16
  %325 = getelementptr float, ptr %130, i64 %324
  %326 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %325, <16 x i1> %306, <16 x float> zeroinitializer)
  %327 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %328 = load i64, ptr %327, align 8
  %329 = getelementptr float, ptr %130, i64 %328
  %330 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %329, <16 x i1> %306, <16 x float> zeroinitializer)
  %331 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %332 = load i64, ptr %331, align 16
  %333 = getelementptr float, ptr %130, i64 %332
  %334 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %333, <16 x i1> %306, <16 x float> zeroinitializer)
  %335 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %336 = load i64, ptr %335, align 8
  %337 = getelementptr float, ptr %130, i64 %336
  %338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %337, <16 x i1> %306, <16 x float> zeroinitializer)
  %339 = getelementptr inbounds nuw i8, ptr %314, i64 48
  %340 = load i64, ptr %339, align 16
  %341 = getelementptr float, ptr %130, i64 %340
  %342 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %341, <16 x i1> %306, <16 x float> zeroinitializer)
  %343 = getelementptr inbounds nuw i8, ptr %314, i64 56
  %344 = load i64, ptr %343, align 8
  %345 = getelementptr float, ptr %130, i64 %344
  %346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %345, <16 x i1> %306, <16 x float> zeroinitializer)
  br i1 %40, label %347, label %355

347:                                              ; preds = %315
  %348 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %349 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %350 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %351 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %352 = getelementptr inbounds nuw i8, ptr %313, i64 40
  %353 = getelementptr inbounds nuw i8, ptr %313, i64 48
  %354 = getelementptr inbounds nuw i8, ptr %313, i64 56
  br label %378

355:                                              ; preds = %400, %315
  %356 = phi <16 x float> [ %318, %315 ], [ %401, %400 ]
  %357 = phi <16 x float> [ %322, %315 ], [ %402, %400 ]
  %358 = phi <16 x float> [ %326, %315 ], [ %403, %400 ]
  %359 = phi <16 x float> [ %330, %315 ], [ %404, %400 ]
  %360 = phi <16 x float> [ %334, %315 ], [ %405, %400 ]
  %361 = phi <16 x float> [ %338, %315 ], [ %406, %400 ]
  %362 = phi <16 x float> [ %342, %315 ], [ %407, %400 ]
  %363 = phi <16 x float> [ %346, %315 ], [ %408, %400 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %356, ptr align 1 %317, <16 x i1> %306)
  %364 = load i64, ptr %319, align 8
  %365 = getelementptr float, ptr %130, i64 %364
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %357, ptr align 1 %365, <16 x i1> %306)
  %366 = load i64, ptr %323, align 16
  %367 = getelementptr float, ptr %130, i64 %366
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %358, ptr align 1 %367, <16 x i1> %306)
  %368 = load i64, ptr %327, align 8
  %369 = getelementptr float, ptr %130, i64 %368
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %359, ptr align 1 %369, <16 x i1> %306)
  %370 = load i64, ptr %331, align 16
  %371 = getelementptr float, ptr %130, i64 %370
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %360, ptr align 1 %371, <16 x i1> %306)
  %372 = load i64, ptr %335, align 8
  %373 = getelementptr float, ptr %130, i64 %372
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %361, ptr align 1 %373, <16 x i1> %306)
  %374 = load i64, ptr %339, align 16
  %375 = getelementptr float, ptr %130, i64 %374
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %362, ptr align 1 %375, <16 x i1> %306)
  %376 = load i64, ptr %343, align 8
  %377 = getelementptr float, ptr %130, i64 %376
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %363, ptr align 1 %377, <16 x i1> %306)
  br label %2410

378:                                              ; preds = %347, %400
  %379 = phi <16 x float> [ %318, %347 ], [ %401, %400 ]
  %380 = phi <16 x float> [ %322, %347 ], [ %402, %400 ]
  %381 = phi <16 x float> [ %326, %347 ], [ %403, %400 ]
  %382 = phi <16 x float> [ %330, %347 ], [ %404, %400 ]
  %383 = phi <16 x float> [ %334, %347 ], [ %405, %400 ]
  %384 = phi <16 x float> [ %338, %347 ], [ %406, %400 ]
  %385 = phi <16 x float> [ %342, %347 ], [ %407, %400 ]
  %386 = phi <16 x float> [ %346, %347 ], [ %408, %400 ]
  %387 = phi i64 [ 0, %347 ], [ %409, %400 ]
  br i1 %41, label %388, label %400

388:                                              ; preds = %378
  %389 = mul i64 %39, %387
  %390 = getelementptr float, ptr %24, i64 %389
  %391 = mul nuw nsw i64 %387, %8
  %392 = load i64, ptr %313, align 16
  %393 = load i64, ptr %348, align 8
  %394 = load i64, ptr %349, align 16
  %395 = load i64, ptr %350, align 8
  %396 = load i64, ptr %351, align 16
  %397 = load i64, ptr %352, align 8
  %398 = load i64, ptr %353, align 16
  %399 = load i64, ptr %354, align 8
  br label %411

400:                                              ; preds = %434, %378
  %401 = phi <16 x float> [ %379, %378 ], [ %435, %434 ]
  %402 = phi <16 x float> [ %380, %378 ], [ %436, %434 ]
  %403 = phi <16 x float> [ %381, %378 ], [ %437, %434 ]
  %404 = phi <16 x float> [ %382, %378 ], [ %438, %434 ]
  %405 = phi <16 x float> [ %383, %378 ], [ %439, %434 ]
  %406 = phi <16 x float> [ %384, %378 ], [ %440, %434 ]
  %407 = phi <16 x float> [ %385, %378 ], [ %441, %434 ]
  %408 = phi <16 x float> [ %386, %378 ], [ %442, %434 ]
  %409 = add nuw nsw i64 %387, 1
  %410 = icmp eq i64 %409, %7
  br i1 %410, label %355, label %378

411:                                              ; preds = %388, %434
  %412 = phi <16 x float> [ %379, %388 ], [ %435, %434 ]
  %413 = phi <16 x float> [ %380, %388 ], [ %436, %434 ]
  %414 = phi <16 x float> [ %381, %388 ], [ %437, %434 ]
  %415 = phi <16 x float> [ %382, %388 ], [ %438, %434 ]
  %416 = phi <16 x float> [ %383, %388 ], [ %439, %434 ]
  %417 = phi <16 x float> [ %384, %388 ], [ %440, %434 ]
  %418 = phi <16 x float> [ %385, %388 ], [ %441, %434 ]
  %419 = phi <16 x float> [ %386, %388 ], [ %442, %434 ]
  %420 = phi i64 [ 0, %388 ], [ %443, %434 ]
  %421 = mul i64 %42, %420
  %422 = getelementptr float, ptr %390, i64 %421
  %423 = getelementptr float, ptr %422, i64 %392
  %424 = getelementptr float, ptr %422, i64 %393
  %425 = getelementptr float, ptr %422, i64 %394
  %426 = getelementptr float, ptr %422, i64 %395
  %427 = getelementptr float, ptr %422, i64 %396
  %428 = getelementptr float, ptr %422, i64 %397
  %429 = getelementptr float, ptr %422, i64 %398
  %430 = getelementptr float, ptr %422, i64 %399
  %431 = add nuw nsw i64 %420, %391
  %432 = mul i64 %44, %431
  %433 = getelementptr float, ptr %131, i64 %432
  br i1 %43, label %445, label %434

434:                                              ; preds = %445, %411
  %435 = phi <16 x float> [ %412, %411 ], [ %462, %445 ]
  %436 = phi <16 x float> [ %413, %411 ], [ %467, %445 ]
  %437 = phi <16 x float> [ %414, %411 ], [ %472, %445 ]
  %438 = phi <16 x float> [ %415, %411 ], [ %477, %445 ]
  %439 = phi <16 x float> [ %416, %411 ], [ %482, %445 ]
  %440 = phi <16 x float> [ %417, %411 ], [ %487, %445 ]
  %441 = phi <16 x float> [ %418, %411 ], [ %492, %445 ]
  %442 = phi <16 x float> [ %419, %411 ], [ %497, %445 ]
  %443 = add nuw nsw i64 %420, 1
  %444 = icmp eq i64 %443, %8
  br i1 %444, label %400, label %411

445:                                              ; preds = %411, %445
  %446 = phi <16 x float> [ %462, %445 ], [ %412, %411 ]
  %447 = phi <16 x float> [ %467, %445 ], [ %413, %411 ]
  %448 = phi <16 x float> [ %472, %445 ], [ %414, %411 ]
  %449 = phi <16 x float> [ %477, %445 ], [ %415, %411 ]
  %450 = phi <16 x float> [ %482, %445 ], [ %416, %411 ]
  %451 = phi <16 x float> [ %487, %445 ], [ %417, %411 ]
  %452 = phi <16 x float> [ %492, %445 ], [ %418, %411 ]
  %453 = phi <16 x float> [ %497, %445 ], [ %419, %411 ]
  %454 = phi i64 [ %498, %445 ], [ 0, %411 ]
  %455 = mul nuw nsw i64 %454, %6
  %456 = getelementptr inbounds nuw float, ptr %433, i64 %455
  %457 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %456, <16 x i1> %306, <16 x float> zeroinitializer)
  %458 = getelementptr inbounds nuw float, ptr %423, i64 %454
  %459 = load float, ptr %458, align 4
  %460 = insertelement <16 x float> poison, float %459, i64 0
  %461 = shufflevector <16 x float> %460, <16 x float> poison, <16 x i32> zeroinitializer
  %462 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %461, <16 x float> %457, <16 x float> %446)
  %463 = getelementptr inbounds nuw float, ptr %424, i64 %454
  %464 = load float, ptr %463, align 4
  %465 = insertelement <16 x float> poison, float %464, i64 0
  %466 = shufflevector <16 x float> %465, <16 x float> poison, <16 x i32> zeroinitializer
  %467 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %466, <16 x float> %457, <16 x float> %447)
  %468 = getelementptr inbounds nuw float, ptr %425, i64 %454
  %469 = load float, ptr %468, align 4
  %470 = insertelement <16 x float> poison, float %469, i64 0
  %471 = shufflevector <16 x float> %470, <16 x float> poison, <16 x i32> zeroinitializer
  %472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %471, <16 x float> %457, <16 x float> %448)
  %473 = getelementptr inbounds nuw float, ptr %426, i64 %454
  %474 = load float, ptr %473, align 4
  %475 = insertelement <16 x float> poison, float %474, i64 0
  %476 = shufflevector <16 x float> %475, <16 x float> poison, <16 x i32> zeroinitializer
  %477 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %476, <16 x float> %457, <16 x float> %449)
  %478 = getelementptr inbounds nuw float, ptr %427, i64 %454
  %479 = load float, ptr %478, align 4
  %480 = insertelement <16 x float> poison, float %479, i64 0
  %481 = shufflevector <16 x float> %480, <16 x float> poison, <16 x i32> zeroinitializer
  %482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %481, <16 x float> %457, <16 x float> %450)
  %483 = getelementptr inbounds nuw float, ptr %428, i64 %454
  %484 = load float, ptr %483, align 4
  %485 = insertelement <16 x float> poison, float %484, i64 0
  %486 = shufflevector <16 x float> %485, <16 x float> poison, <16 x i32> zeroinitializer
  %487 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %486, <16 x float> %457, <16 x float> %451)
  %488 = getelementptr inbounds nuw float, ptr %429, i64 %454
  %489 = load float, ptr %488, align 4
  %490 = insertelement <16 x float> poison, float %489, i64 0
  %491 = shufflevector <16 x float> %490, <16 x float> poison, <16 x i32> zeroinitializer
  %492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %491, <16 x float> %457, <16 x float> %452)
  %493 = getelementptr inbounds nuw float, ptr %430, i64 %454
  %494 = load float, ptr %493, align 4
  %495 = insertelement <16 x float> poison, float %494, i64 0
  %496 = shufflevector <16 x float> %495, <16 x float> poison, <16 x i32> zeroinitializer
  %497 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %496, <16 x float> %457, <16 x float> %453)
  %498 = add nuw nsw i64 %454, 1
  %499 = icmp eq i64 %498, %5
  br i1 %499, label %434, label %445

500:                                              ; preds = %311
  %501 = load i64, ptr %314, align 16
  %502 = getelementptr float, ptr %130, i64 %501
  %503 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %502, <16 x i1> %298, <16 x float> zeroinitializer)
  %504 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %505 = load i64, ptr %504, align 8
  %506 = getelementptr float, ptr %130, i64 %505
  %507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %506, <16 x i1> %298, <16 x float> zeroinitializer)
  %508 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %509 = load i64, ptr %508, align 16
  %510 = getelementptr float, ptr %130, i64 %509
  %511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %510, <16 x i1> %298, <16 x float> zeroinitializer)
  %512 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %513 = load i64, ptr %512, align 8
  %514 = getelementptr float, ptr %130, i64 %513
  %515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %514, <16 x i1> %298, <16 x float> zeroinitializer)
  %516 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %517 = load i64, ptr %516, align 16
  %518 = getelementptr float, ptr %130, i64 %517
  %519 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %518, <16 x i1> %298, <16 x float> zeroinitializer)
  %520 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %521 = load i64, ptr %520, align 8
  %522 = getelementptr float, ptr %130, i64 %521
  %523 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %522, <16 x i1> %298, <16 x float> zeroinitializer)
  %524 = getelementptr inbounds nuw i8, ptr %314, i64 48
  %525 = load i64, ptr %524, align 16
  %526 = getelementptr float, ptr %130, i64 %525
  %527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %526, <16 x i1> %298, <16 x float> zeroinitializer)
  %528 = getelementptr inbounds nuw i8, ptr %314, i64 56
  %529 = load i64, ptr %528, align 8
  %530 = getelementptr float, ptr %130, i64 %529
  %531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %530, <16 x i1> %298, <16 x float> zeroinitializer)
  br i1 %40, label %532, label %540

532:                                              ; preds = %500
  %533 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %534 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %535 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %536 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %537 = getelementptr inbounds nuw i8, ptr %313, i64 40
  %538 = getelementptr inbounds nuw i8, ptr %313, i64 48
  %539 = getelementptr inbounds nuw i8, ptr %313, i64 56
  br label %563

540:                                              ; preds = %585, %500
  %541 = phi <16 x float> [ %503, %500 ], [ %586, %585 ]
  %542 = phi <16 x float> [ %507, %500 ], [ %587, %585 ]
  %543 = phi <16 x float> [ %511, %500 ], [ %588, %585 ]
  %544 = phi <16 x float> [ %515, %500 ], [ %589, %585 ]
  %545 = phi <16 x float> [ %519, %500 ], [ %590, %585 ]
  %546 = phi <16 x float> [ %523, %500 ], [ %591, %585 ]
  %547 = phi <16 x float> [ %527, %500 ], [ %592, %585 ]
  %548 = phi <16 x float> [ %531, %500 ], [ %593, %585 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %541, ptr align 1 %502, <16 x i1> %298)
  %549 = load i64, ptr %504, align 8
  %550 = getelementptr float, ptr %130, i64 %549
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %542, ptr align 1 %550, <16 x i1> %298)
  %551 = load i64, ptr %508, align 16
  %552 = getelementptr float, ptr %130, i64 %551
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %543, ptr align 1 %552, <16 x i1> %298)
  %553 = load i64, ptr %512, align 8
  %554 = getelementptr float, ptr %130, i64 %553
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %544, ptr align 1 %554, <16 x i1> %298)
  %555 = load i64, ptr %516, align 16
  %556 = getelementptr float, ptr %130, i64 %555
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %545, ptr align 1 %556, <16 x i1> %298)
  %557 = load i64, ptr %520, align 8
  %558 = getelementptr float, ptr %130, i64 %557
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %546, ptr align 1 %558, <16 x i1> %298)
  %559 = load i64, ptr %524, align 16
  %560 = getelementptr float, ptr %130, i64 %559
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %547, ptr align 1 %560, <16 x i1> %298)
  %561 = load i64, ptr %528, align 8
  %562 = getelementptr float, ptr %130, i64 %561
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %548, ptr align 1 %562, <16 x i1> %298)
  br label %2410

563:                                              ; preds = %532, %585
  %564 = phi <16 x float> [ %503, %532 ], [ %586, %585 ]
  %565 = phi <16 x float> [ %507, %532 ], [ %587, %585 ]
  %566 = phi <16 x float> [ %511, %532 ], [ %588, %585 ]
  %567 = phi <16 x float> [ %515, %532 ], [ %589, %585 ]
  %568 = phi <16 x float> [ %519, %532 ], [ %590, %585 ]
  %569 = phi <16 x float> [ %523, %532 ], [ %591, %585 ]
  %570 = phi <16 x float> [ %527, %532 ], [ %592, %585 ]
  %571 = phi <16 x float> [ %531, %532 ], [ %593, %585 ]
  %572 = phi i64 [ 0, %532 ], [ %594, %585 ]
  br i1 %41, label %573, label %585

573:                                              ; preds = %563
  %574 = mul i64 %39, %572
  %575 = getelementptr float, ptr %24, i64 %574
  %576 = mul nuw nsw i64 %572, %8
  %577 = load i64, ptr %313, align 16
  %578 = load i64, ptr %533, align 8
  %579 = load i64, ptr %534, align 16
  %580 = load i64, ptr %535, align 8
  %581 = load i64, ptr %536, align 16
  %582 = load i64, ptr %537, align 8
  %583 = load i64, ptr %538, align 16
  %584 = load i64, ptr %539, align 8
  br label %596

585:                                              ; preds = %619, %563
  %586 = phi <16 x float> [ %564, %563 ], [ %620, %619 ]
  %587 = phi <16 x float> [ %565, %563 ], [ %621, %619 ]
  %588 = phi <16 x float> [ %566, %563 ], [ %622, %619 ]
  %589 = phi <16 x float> [ %567, %563 ], [ %623, %619 ]
  %590 = phi <16 x float> [ %568, %563 ], [ %624, %619 ]
  %591 = phi <16 x float> [ %569, %563 ], [ %625, %619 ]
  %592 = phi <16 x float> [ %570, %563 ], [ %626, %619 ]
  %593 = phi <16 x float> [ %571, %563 ], [ %627, %619 ]
  %594 = add nuw nsw i64 %572, 1
  %595 = icmp eq i64 %594, %7
  br i1 %595, label %540, label %563

596:                                              ; preds = %573, %619
  %597 = phi <16 x float> [ %564, %573 ], [ %620, %619 ]
  %598 = phi <16 x float> [ %565, %573 ], [ %621, %619 ]
  %599 = phi <16 x float> [ %566, %573 ], [ %622, %619 ]
  %600 = phi <16 x float> [ %567, %573 ], [ %623, %619 ]
  %601 = phi <16 x float> [ %568, %573 ], [ %624, %619 ]
  %602 = phi <16 x float> [ %569, %573 ], [ %625, %619 ]
  %603 = phi <16 x float> [ %570, %573 ], [ %626, %619 ]
  %604 = phi <16 x float> [ %571, %573 ], [ %627, %619 ]
  %605 = phi i64 [ 0, %573 ], [ %628, %619 ]
  %606 = mul i64 %42, %605
  %607 = getelementptr float, ptr %575, i64 %606
  %608 = getelementptr float, ptr %607, i64 %577
  %609 = getelementptr float, ptr %607, i64 %578
  %610 = getelementptr float, ptr %607, i64 %579
  %611 = getelementptr float, ptr %607, i64 %580
  %612 = getelementptr float, ptr %607, i64 %581
  %613 = getelementptr float, ptr %607, i64 %582
  %614 = getelementptr float, ptr %607, i64 %583
  %615 = getelementptr float, ptr %607, i64 %584
  %616 = add nuw nsw i64 %605, %576
  %617 = mul i64 %44, %616
  %618 = getelementptr float, ptr %131, i64 %617
  br i1 %43, label %630, label %619

619:                                              ; preds = %630, %596
  %620 = phi <16 x float> [ %597, %596 ], [ %647, %630 ]
  %621 = phi <16 x float> [ %598, %596 ], [ %652, %630 ]
  %622 = phi <16 x float> [ %599, %596 ], [ %657, %630 ]
  %623 = phi <16 x float> [ %600, %596 ], [ %662, %630 ]
  %624 = phi <16 x float> [ %601, %596 ], [ %667, %630 ]
  %625 = phi <16 x float> [ %602, %596 ], [ %672, %630 ]
  %626 = phi <16 x float> [ %603, %596 ], [ %677, %630 ]
  %627 = phi <16 x float> [ %604, %596 ], [ %682, %630 ]
  %628 = add nuw nsw i64 %605, 1
  %629 = icmp eq i64 %628, %8
  br i1 %629, label %585, label %596

630:                                              ; preds = %596, %630
  %631 = phi <16 x float> [ %647, %630 ], [ %597, %596 ]
  %632 = phi <16 x float> [ %652, %630 ], [ %598, %596 ]
  %633 = phi <16 x float> [ %657, %630 ], [ %599, %596 ]
  %634 = phi <16 x float> [ %662, %630 ], [ %600, %596 ]
  %635 = phi <16 x float> [ %667, %630 ], [ %601, %596 ]
  %636 = phi <16 x float> [ %672, %630 ], [ %602, %596 ]
  %637 = phi <16 x float> [ %677, %630 ], [ %603, %596 ]
  %638 = phi <16 x float> [ %682, %630 ], [ %604, %596 ]
  %639 = phi i64 [ %683, %630 ], [ 0, %596 ]
  %640 = mul nuw nsw i64 %639, %6
  %641 = getelementptr inbounds nuw float, ptr %618, i64 %640
  %642 = load <16 x float>, ptr %641, align 1
  %643 = getelementptr inbounds nuw float, ptr %608, i64 %639
  %644 = load float, ptr %643, align 4
  %645 = insertelement <16 x float> poison, float %644, i64 0
  %646 = shufflevector <16 x float> %645, <16 x float> poison, <16 x i32> zeroinitializer
  %647 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %646, <16 x float> %642, <16 x float> %631)
  %648 = getelementptr inbounds nuw float, ptr %609, i64 %639
  %649 = load float, ptr %648, align 4
  %650 = insertelement <16 x float> poison, float %649, i64 0
  %651 = shufflevector <16 x float> %650, <16 x float> poison, <16 x i32> zeroinitializer
  %652 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %651, <16 x float> %642, <16 x float> %632)
  %653 = getelementptr inbounds nuw float, ptr %610, i64 %639
  %654 = load float, ptr %653, align 4
  %655 = insertelement <16 x float> poison, float %654, i64 0
  %656 = shufflevector <16 x float> %655, <16 x float> poison, <16 x i32> zeroinitializer
  %657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %656, <16 x float> %642, <16 x float> %633)
  %658 = getelementptr inbounds nuw float, ptr %611, i64 %639
  %659 = load float, ptr %658, align 4
  %660 = insertelement <16 x float> poison, float %659, i64 0
  %661 = shufflevector <16 x float> %660, <16 x float> poison, <16 x i32> zeroinitializer
  %662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %642, <16 x float> %634)
  %663 = getelementptr inbounds nuw float, ptr %612, i64 %639
  %664 = load float, ptr %663, align 4
  %665 = insertelement <16 x float> poison, float %664, i64 0
  %666 = shufflevector <16 x float> %665, <16 x float> poison, <16 x i32> zeroinitializer
  %667 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %666, <16 x float> %642, <16 x float> %635)
  %668 = getelementptr inbounds nuw float, ptr %613, i64 %639
  %669 = load float, ptr %668, align 4
  %670 = insertelement <16 x float> poison, float %669, i64 0
  %671 = shufflevector <16 x float> %670, <16 x float> poison, <16 x i32> zeroinitializer
  %672 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %642, <16 x float> %636)
  %673 = getelementptr inbounds nuw float, ptr %614, i64 %639
  %674 = load float, ptr %673, align 4
  %675 = insertelement <16 x float> poison, float %674, i64 0
  %676 = shufflevector <16 x float> %675, <16 x float> poison, <16 x i32> zeroinitializer
  %677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %676, <16 x float> %642, <16 x float> %637)
  %678 = getelementptr inbounds nuw float, ptr %615, i64 %639
  %679 = load float, ptr %678, align 4
  %680 = insertelement <16 x float> poison, float %679, i64 0
  %681 = shufflevector <16 x float> %680, <16 x float> poison, <16 x i32> zeroinitializer
  %682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %681, <16 x float> %642, <16 x float> %638)
  %683 = add nuw nsw i64 %639, 1
  %684 = icmp eq i64 %683, %5
  br i1 %684, label %619, label %630

685:                                              ; preds = %311
  %686 = load i64, ptr %314, align 16
  %687 = getelementptr float, ptr %130, i64 %686
  %688 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %687, <16 x i1> %289, <16 x float> zeroinitializer)
  %689 = getelementptr inbounds nuw i8, ptr %687, i64 64
  %690 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %689, <16 x i1> %290, <16 x float> zeroinitializer)
  %691 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %692 = load i64, ptr %691, align 8
  %693 = getelementptr float, ptr %130, i64 %692
  %694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %693, <16 x i1> %289, <16 x float> zeroinitializer)
  %695 = getelementptr inbounds nuw i8, ptr %693, i64 64
  %696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %695, <16 x i1> %290, <16 x float> zeroinitializer)
  %697 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %698 = load i64, ptr %697, align 16
  %699 = getelementptr float, ptr %130, i64 %698
  %700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %699, <16 x i1> %289, <16 x float> zeroinitializer)
  %701 = getelementptr inbounds nuw i8, ptr %699, i64 64
  %702 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %701, <16 x i1> %290, <16 x float> zeroinitializer)
  %703 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %704 = load i64, ptr %703, align 8
  %705 = getelementptr float, ptr %130, i64 %704
  %706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %705, <16 x i1> %289, <16 x float> zeroinitializer)
  %707 = getelementptr inbounds nuw i8, ptr %705, i64 64
  %708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %707, <16 x i1> %290, <16 x float> zeroinitializer)
  %709 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %710 = load i64, ptr %709, align 16
  %711 = getelementptr float, ptr %130, i64 %710
  %712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %711, <16 x i1> %289, <16 x float> zeroinitializer)
  %713 = getelementptr inbounds nuw i8, ptr %711, i64 64
  %714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %713, <16 x i1> %290, <16 x float> zeroinitializer)
  %715 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %716 = load i64, ptr %715, align 8
  %717 = getelementptr float, ptr %130, i64 %716
  %718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %717, <16 x i1> %289, <16 x float> zeroinitializer)
  %719 = getelementptr inbounds nuw i8, ptr %717, i64 64
  %720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %719, <16 x i1> %290, <16 x float> zeroinitializer)
  %721 = getelementptr inbounds nuw i8, ptr %314, i64 48
  %722 = load i64, ptr %721, align 16
  %723 = getelementptr float, ptr %130, i64 %722
  %724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %723, <16 x i1> %289, <16 x float> zeroinitializer)
  %725 = getelementptr inbounds nuw i8, ptr %723, i64 64
  %726 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %725, <16 x i1> %290, <16 x float> zeroinitializer)
  %727 = getelementptr inbounds nuw i8, ptr %314, i64 56
  %728 = load i64, ptr %727, align 8
  %729 = getelementptr float, ptr %130, i64 %728
  %730 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %729, <16 x i1> %289, <16 x float> zeroinitializer)
  %731 = getelementptr inbounds nuw i8, ptr %729, i64 64
  %732 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %731, <16 x i1> %290, <16 x float> zeroinitializer)
  br i1 %40, label %733, label %741

733:                                              ; preds = %685
  %734 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %735 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %736 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %737 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %738 = getelementptr inbounds nuw i8, ptr %313, i64 40
  %739 = getelementptr inbounds nuw i8, ptr %313, i64 48
  %740 = getelementptr inbounds nuw i8, ptr %313, i64 56
  br label %779

741:                                              ; preds = %809, %685
  %742 = phi <16 x float> [ %688, %685 ], [ %810, %809 ]
  %743 = phi <16 x float> [ %690, %685 ], [ %811, %809 ]
  %744 = phi <16 x float> [ %694, %685 ], [ %812, %809 ]
  %745 = phi <16 x float> [ %696, %685 ], [ %813, %809 ]
  %746 = phi <16 x float> [ %700, %685 ], [ %814, %809 ]
  %747 = phi <16 x float> [ %702, %685 ], [ %815, %809 ]
  %748 = phi <16 x float> [ %706, %685 ], [ %816, %809 ]
  %749 = phi <16 x float> [ %708, %685 ], [ %817, %809 ]
  %750 = phi <16 x float> [ %712, %685 ], [ %818, %809 ]
  %751 = phi <16 x float> [ %714, %685 ], [ %819, %809 ]
  %752 = phi <16 x float> [ %718, %685 ], [ %820, %809 ]
  %753 = phi <16 x float> [ %720, %685 ], [ %821, %809 ]
  %754 = phi <16 x float> [ %724, %685 ], [ %822, %809 ]
  %755 = phi <16 x float> [ %726, %685 ], [ %823, %809 ]
  %756 = phi <16 x float> [ %730, %685 ], [ %824, %809 ]
  %757 = phi <16 x float> [ %732, %685 ], [ %825, %809 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %742, ptr align 1 %687, <16 x i1> %289)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %743, ptr nonnull align 1 %689, <16 x i1> %290)
  %758 = load i64, ptr %691, align 8
  %759 = getelementptr float, ptr %130, i64 %758
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %744, ptr align 1 %759, <16 x i1> %289)
  %760 = getelementptr inbounds nuw i8, ptr %759, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %745, ptr nonnull align 1 %760, <16 x i1> %290)
  %761 = load i64, ptr %697, align 16
  %762 = getelementptr float, ptr %130, i64 %761
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %746, ptr align 1 %762, <16 x i1> %289)
  %763 = getelementptr inbounds nuw i8, ptr %762, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %747, ptr nonnull align 1 %763, <16 x i1> %290)
  %764 = load i64, ptr %703, align 8
  %765 = getelementptr float, ptr %130, i64 %764
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %748, ptr align 1 %765, <16 x i1> %289)
  %766 = getelementptr inbounds nuw i8, ptr %765, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %749, ptr nonnull align 1 %766, <16 x i1> %290)
  %767 = load i64, ptr %709, align 16
  %768 = getelementptr float, ptr %130, i64 %767
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %750, ptr align 1 %768, <16 x i1> %289)
  %769 = getelementptr inbounds nuw i8, ptr %768, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %751, ptr nonnull align 1 %769, <16 x i1> %290)
  %770 = load i64, ptr %715, align 8
  %771 = getelementptr float, ptr %130, i64 %770
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %752, ptr align 1 %771, <16 x i1> %289)
  %772 = getelementptr inbounds nuw i8, ptr %771, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %753, ptr nonnull align 1 %772, <16 x i1> %290)
  %773 = load i64, ptr %721, align 16
  %774 = getelementptr float, ptr %130, i64 %773
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %754, ptr align 1 %774, <16 x i1> %289)
  %775 = getelementptr inbounds nuw i8, ptr %774, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %755, ptr nonnull align 1 %775, <16 x i1> %290)
  %776 = load i64, ptr %727, align 8
  %777 = getelementptr float, ptr %130, i64 %776
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %756, ptr align 1 %777, <16 x i1> %289)
  %778 = getelementptr inbounds nuw i8, ptr %777, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %757, ptr nonnull align 1 %778, <16 x i1> %290)
  br label %2410

779:                                              ; preds = %733, %809
  %780 = phi <16 x float> [ %688, %733 ], [ %810, %809 ]
  %781 = phi <16 x float> [ %690, %733 ], [ %811, %809 ]
  %782 = phi <16 x float> [ %694, %733 ], [ %812, %809 ]
  %783 = phi <16 x float> [ %696, %733 ], [ %813, %809 ]
  %784 = phi <16 x float> [ %700, %733 ], [ %814, %809 ]
  %785 = phi <16 x float> [ %702, %733 ], [ %815, %809 ]
  %786 = phi <16 x float> [ %706, %733 ], [ %816, %809 ]
  %787 = phi <16 x float> [ %708, %733 ], [ %817, %809 ]
  %788 = phi <16 x float> [ %712, %733 ], [ %818, %809 ]
  %789 = phi <16 x float> [ %714, %733 ], [ %819, %809 ]
  %790 = phi <16 x float> [ %718, %733 ], [ %820, %809 ]
  %791 = phi <16 x float> [ %720, %733 ], [ %821, %809 ]
  %792 = phi <16 x float> [ %724, %733 ], [ %822, %809 ]
  %793 = phi <16 x float> [ %726, %733 ], [ %823, %809 ]
  %794 = phi <16 x float> [ %730, %733 ], [ %824, %809 ]
  %795 = phi <16 x float> [ %732, %733 ], [ %825, %809 ]
  %796 = phi i64 [ 0, %733 ], [ %826, %809 ]
  br i1 %41, label %797, label %809

797:                                              ; preds = %779
  %798 = mul i64 %39, %796
  %799 = getelementptr float, ptr %24, i64 %798
  %800 = mul nuw nsw i64 %796, %8
  %801 = load i64, ptr %313, align 16
  %802 = load i64, ptr %734, align 8
  %803 = load i64, ptr %735, align 16
  %804 = load i64, ptr %736, align 8
  %805 = load i64, ptr %737, align 16
  %806 = load i64, ptr %738, align 8
  %807 = load i64, ptr %739, align 16
  %808 = load i64, ptr %740, align 8
  br label %828

809:                                              ; preds = %859, %779
  %810 = phi <16 x float> [ %780, %779 ], [ %860, %859 ]
  %811 = phi <16 x float> [ %781, %779 ], [ %861, %859 ]
  %812 = phi <16 x float> [ %782, %779 ], [ %862, %859 ]
  %813 = phi <16 x float> [ %783, %779 ], [ %863, %859 ]
  %814 = phi <16 x float> [ %784, %779 ], [ %864, %859 ]
  %815 = phi <16 x float> [ %785, %779 ], [ %865, %859 ]
  %816 = phi <16 x float> [ %786, %779 ], [ %866, %859 ]
  %817 = phi <16 x float> [ %787, %779 ], [ %867, %859 ]
  %818 = phi <16 x float> [ %788, %779 ], [ %868, %859 ]
  %819 = phi <16 x float> [ %789, %779 ], [ %869, %859 ]
  %820 = phi <16 x float> [ %790, %779 ], [ %870, %859 ]
  %821 = phi <16 x float> [ %791, %779 ], [ %871, %859 ]
  %822 = phi <16 x float> [ %792, %779 ], [ %872, %859 ]
  %823 = phi <16 x float> [ %793, %779 ], [ %873, %859 ]
  %824 = phi <16 x float> [ %794, %779 ], [ %874, %859 ]
  %825 = phi <16 x float> [ %795, %779 ], [ %875, %859 ]
  %826 = add nuw nsw i64 %796, 1
  %827 = icmp eq i64 %826, %7
  br i1 %827, label %741, label %779

828:                                              ; preds = %797, %859
  %829 = phi <16 x float> [ %780, %797 ], [ %860, %859 ]
  %830 = phi <16 x float> [ %781, %797 ], [ %861, %859 ]
  %831 = phi <16 x float> [ %782, %797 ], [ %862, %859 ]
  %832 = phi <16 x float> [ %783, %797 ], [ %863, %859 ]
  %833 = phi <16 x float> [ %784, %797 ], [ %864, %859 ]
  %834 = phi <16 x float> [ %785, %797 ], [ %865, %859 ]
  %835 = phi <16 x float> [ %786, %797 ], [ %866, %859 ]
  %836 = phi <16 x float> [ %787, %797 ], [ %867, %859 ]
  %837 = phi <16 x float> [ %788, %797 ], [ %868, %859 ]
  %838 = phi <16 x float> [ %789, %797 ], [ %869, %859 ]
  %839 = phi <16 x float> [ %790, %797 ], [ %870, %859 ]
  %840 = phi <16 x float> [ %791, %797 ], [ %871, %859 ]
  %841 = phi <16 x float> [ %792, %797 ], [ %872, %859 ]
  %842 = phi <16 x float> [ %793, %797 ], [ %873, %859 ]
  %843 = phi <16 x float> [ %794, %797 ], [ %874, %859 ]
  %844 = phi <16 x float> [ %795, %797 ], [ %875, %859 ]
  %845 = phi i64 [ 0, %797 ], [ %876, %859 ]
  %846 = mul i64 %42, %845
  %847 = getelementptr float, ptr %799, i64 %846
  %848 = getelementptr float, ptr %847, i64 %801
  %849 = getelementptr float, ptr %847, i64 %802
  %850 = getelementptr float, ptr %847, i64 %803
  %851 = getelementptr float, ptr %847, i64 %804
  %852 = getelementptr float, ptr %847, i64 %805
  %853 = getelementptr float, ptr %847, i64 %806
  %854 = getelementptr float, ptr %847, i64 %807
  %855 = getelementptr float, ptr %847, i64 %808
  %856 = add nuw nsw i64 %845, %800
  %857 = mul i64 %44, %856
  %858 = getelementptr float, ptr %131, i64 %857
  br i1 %43, label %878, label %859

859:                                              ; preds = %878, %828
  %860 = phi <16 x float> [ %829, %828 ], [ %905, %878 ]
  %861 = phi <16 x float> [ %830, %828 ], [ %906, %878 ]
  %862 = phi <16 x float> [ %831, %828 ], [ %911, %878 ]
  %863 = phi <16 x float> [ %832, %828 ], [ %912, %878 ]
  %864 = phi <16 x float> [ %833, %828 ], [ %917, %878 ]
  %865 = phi <16 x float> [ %834, %828 ], [ %918, %878 ]
  %866 = phi <16 x float> [ %835, %828 ], [ %923, %878 ]
  %867 = phi <16 x float> [ %836, %828 ], [ %924, %878 ]
  %868 = phi <16 x float> [ %837, %828 ], [ %929, %878 ]
  %869 = phi <16 x float> [ %838, %828 ], [ %930, %878 ]
  %870 = phi <16 x float> [ %839, %828 ], [ %935, %878 ]
  %871 = phi <16 x float> [ %840, %828 ], [ %936, %878 ]
  %872 = phi <16 x float> [ %841, %828 ], [ %941, %878 ]
  %873 = phi <16 x float> [ %842, %828 ], [ %942, %878 ]
  %874 = phi <16 x float> [ %843, %828 ], [ %947, %878 ]
  %875 = phi <16 x float> [ %844, %828 ], [ %948, %878 ]
  %876 = add nuw nsw i64 %845, 1
  %877 = icmp eq i64 %876, %8
  br i1 %877, label %809, label %828

878:                                              ; preds = %828, %878
  %879 = phi <16 x float> [ %905, %878 ], [ %829, %828 ]
  %880 = phi <16 x float> [ %906, %878 ], [ %830, %828 ]
  %881 = phi <16 x float> [ %911, %878 ], [ %831, %828 ]
  %882 = phi <16 x float> [ %912, %878 ], [ %832, %828 ]
  %883 = phi <16 x float> [ %917, %878 ], [ %833, %828 ]
  %884 = phi <16 x float> [ %918, %878 ], [ %834, %828 ]
  %885 = phi <16 x float> [ %923, %878 ], [ %835, %828 ]
  %886 = phi <16 x float> [ %924, %878 ], [ %836, %828 ]
  %887 = phi <16 x float> [ %929, %878 ], [ %837, %828 ]
  %888 = phi <16 x float> [ %930, %878 ], [ %838, %828 ]
  %889 = phi <16 x float> [ %935, %878 ], [ %839, %828 ]
  %890 = phi <16 x float> [ %936, %878 ], [ %840, %828 ]
  %891 = phi <16 x float> [ %941, %878 ], [ %841, %828 ]
  %892 = phi <16 x float> [ %942, %878 ], [ %842, %828 ]
  %893 = phi <16 x float> [ %947, %878 ], [ %843, %828 ]
  %894 = phi <16 x float> [ %948, %878 ], [ %844, %828 ]
  %895 = phi i64 [ %949, %878 ], [ 0, %828 ]
  %896 = mul nuw nsw i64 %895, %6
  %897 = getelementptr inbounds nuw float, ptr %858, i64 %896
  %898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %897, <16 x i1> %289, <16 x float> zeroinitializer)
  %899 = getelementptr inbounds nuw i8, ptr %897, i64 64
  %900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %899, <16 x i1> %290, <16 x float> zeroinitializer)
  %901 = getelementptr inbounds nuw float, ptr %848, i64 %895
  %902 = load float, ptr %901, align 4
  %903 = insertelement <16 x float> poison, float %902, i64 0
  %904 = shufflevector <16 x float> %903, <16 x float> poison, <16 x i32> zeroinitializer
  %905 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %904, <16 x float> %898, <16 x float> %879)
  %906 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %904, <16 x float> %900, <16 x float> %880)
  %907 = getelementptr inbounds nuw float, ptr %849, i64 %895
  %908 = load float, ptr %907, align 4
  %909 = insertelement <16 x float> poison, float %908, i64 0
  %910 = shufflevector <16 x float> %909, <16 x float> poison, <16 x i32> zeroinitializer
  %911 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %910, <16 x float> %898, <16 x float> %881)
  %912 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %910, <16 x float> %900, <16 x float> %882)
  %913 = getelementptr inbounds nuw float, ptr %850, i64 %895
  %914 = load float, ptr %913, align 4
  %915 = insertelement <16 x float> poison, float %914, i64 0
  %916 = shufflevector <16 x float> %915, <16 x float> poison, <16 x i32> zeroinitializer
  %917 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %916, <16 x float> %898, <16 x float> %883)
  %918 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %916, <16 x float> %900, <16 x float> %884)
  %919 = getelementptr inbounds nuw float, ptr %851, i64 %895
  %920 = load float, ptr %919, align 4
  %921 = insertelement <16 x float> poison, float %920, i64 0
  %922 = shufflevector <16 x float> %921, <16 x float> poison, <16 x i32> zeroinitializer
  %923 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %922, <16 x float> %898, <16 x float> %885)
  %924 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %922, <16 x float> %900, <16 x float> %886)
  %925 = getelementptr inbounds nuw float, ptr %852, i64 %895
  %926 = load float, ptr %925, align 4
  %927 = insertelement <16 x float> poison, float %926, i64 0
  %928 = shufflevector <16 x float> %927, <16 x float> poison, <16 x i32> zeroinitializer
  %929 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %928, <16 x float> %898, <16 x float> %887)
  %930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %928, <16 x float> %900, <16 x float> %888)
  %931 = getelementptr inbounds nuw float, ptr %853, i64 %895
  %932 = load float, ptr %931, align 4
  %933 = insertelement <16 x float> poison, float %932, i64 0
  %934 = shufflevector <16 x float> %933, <16 x float> poison, <16 x i32> zeroinitializer
  %935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %934, <16 x float> %898, <16 x float> %889)
  %936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %934, <16 x float> %900, <16 x float> %890)
  %937 = getelementptr inbounds nuw float, ptr %854, i64 %895
  %938 = load float, ptr %937, align 4
  %939 = insertelement <16 x float> poison, float %938, i64 0
  %940 = shufflevector <16 x float> %939, <16 x float> poison, <16 x i32> zeroinitializer
  %941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %940, <16 x float> %898, <16 x float> %891)
  %942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %940, <16 x float> %900, <16 x float> %892)
  %943 = getelementptr inbounds nuw float, ptr %855, i64 %895
  %944 = load float, ptr %943, align 4
  %945 = insertelement <16 x float> poison, float %944, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %898, <16 x float> %893)
  %948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %900, <16 x float> %894)
  %949 = add nuw nsw i64 %895, 1
  %950 = icmp eq i64 %949, %5
  br i1 %950, label %859, label %878

951:                                              ; preds = %311
  %952 = load i64, ptr %314, align 16
  %953 = getelementptr float, ptr %130, i64 %952
  %954 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %953, <16 x i1> %271, <16 x float> zeroinitializer)
  %955 = getelementptr inbounds nuw i8, ptr %953, i64 64
  %956 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %955, <16 x i1> %272, <16 x float> zeroinitializer)
  %957 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %958 = load i64, ptr %957, align 8
  %959 = getelementptr float, ptr %130, i64 %958
  %960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %959, <16 x i1> %271, <16 x float> zeroinitializer)
  %961 = getelementptr inbounds nuw i8, ptr %959, i64 64
  %962 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %961, <16 x i1> %272, <16 x float> zeroinitializer)
  %963 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %964 = load i64, ptr %963, align 16
  %965 = getelementptr float, ptr %130, i64 %964
  %966 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %965, <16 x i1> %271, <16 x float> zeroinitializer)
  %967 = getelementptr inbounds nuw i8, ptr %965, i64 64
  %968 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %967, <16 x i1> %272, <16 x float> zeroinitializer)
  %969 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %970 = load i64, ptr %969, align 8
  %971 = getelementptr float, ptr %130, i64 %970
  %972 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %971, <16 x i1> %271, <16 x float> zeroinitializer)
  %973 = getelementptr inbounds nuw i8, ptr %971, i64 64
  %974 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %973, <16 x i1> %272, <16 x float> zeroinitializer)
  %975 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %976 = load i64, ptr %975, align 16
  %977 = getelementptr float, ptr %130, i64 %976
  %978 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %977, <16 x i1> %271, <16 x float> zeroinitializer)
  %979 = getelementptr inbounds nuw i8, ptr %977, i64 64
  %980 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %979, <16 x i1> %272, <16 x float> zeroinitializer)
  %981 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %982 = load i64, ptr %981, align 8
  %983 = getelementptr float, ptr %130, i64 %982
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %983, <16 x i1> %271, <16 x float> zeroinitializer)
  %985 = getelementptr inbounds nuw i8, ptr %983, i64 64
  %986 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %985, <16 x i1> %272, <16 x float> zeroinitializer)
  %987 = getelementptr inbounds nuw i8, ptr %314, i64 48
  %988 = load i64, ptr %987, align 16
  %989 = getelementptr float, ptr %130, i64 %988
  %990 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %989, <16 x i1> %271, <16 x float> zeroinitializer)
  %991 = getelementptr inbounds nuw i8, ptr %989, i64 64
  %992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %991, <16 x i1> %272, <16 x float> zeroinitializer)
  %993 = getelementptr inbounds nuw i8, ptr %314, i64 56
  %994 = load i64, ptr %993, align 8
  %995 = getelementptr float, ptr %130, i64 %994
  %996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %995, <16 x i1> %271, <16 x float> zeroinitializer)
  %997 = getelementptr inbounds nuw i8, ptr %995, i64 64
  %998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %997, <16 x i1> %272, <16 x float> zeroinitializer)
  br i1 %40, label %999, label %1007

999:                                              ; preds = %951
  %1000 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %1001 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %1002 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %1003 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %1004 = getelementptr inbounds nuw i8, ptr %313, i64 40
  %1005 = getelementptr inbounds nuw i8, ptr %313, i64 48
  %1006 = getelementptr inbounds nuw i8, ptr %313, i64 56
  br label %1045

1007:                                             ; preds = %1076, %951
  %1008 = phi <16 x float> [ %954, %951 ], [ %1077, %1076 ]
  %1009 = phi <16 x float> [ %956, %951 ], [ %1078, %1076 ]
  %1010 = phi <16 x float> [ %960, %951 ], [ %1079, %1076 ]
  %1011 = phi <16 x float> [ %962, %951 ], [ %1080, %1076 ]
  %1012 = phi <16 x float> [ %966, %951 ], [ %1081, %1076 ]
  %1013 = phi <16 x float> [ %968, %951 ], [ %1082, %1076 ]
  %1014 = phi <16 x float> [ %972, %951 ], [ %1083, %1076 ]
  %1015 = phi <16 x float> [ %974, %951 ], [ %1084, %1076 ]
  %1016 = phi <16 x float> [ %978, %951 ], [ %1085, %1076 ]
  %1017 = phi <16 x float> [ %980, %951 ], [ %1086, %1076 ]
  %1018 = phi <16 x float> [ %984, %951 ], [ %1087, %1076 ]
  %1019 = phi <16 x float> [ %986, %951 ], [ %1088, %1076 ]
  %1020 = phi <16 x float> [ %990, %951 ], [ %1089, %1076 ]
  %1021 = phi <16 x float> [ %992, %951 ], [ %1090, %1076 ]
  %1022 = phi <16 x float> [ %996, %951 ], [ %1091, %1076 ]
  %1023 = phi <16 x float> [ %998, %951 ], [ %1092, %1076 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1008, ptr align 1 %953, <16 x i1> %271)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1009, ptr nonnull align 1 %955, <16 x i1> %272)
  %1024 = load i64, ptr %957, align 8
  %1025 = getelementptr float, ptr %130, i64 %1024
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1010, ptr align 1 %1025, <16 x i1> %271)
  %1026 = getelementptr inbounds nuw i8, ptr %1025, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1011, ptr nonnull align 1 %1026, <16 x i1> %272)
  %1027 = load i64, ptr %963, align 16
  %1028 = getelementptr float, ptr %130, i64 %1027
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1012, ptr align 1 %1028, <16 x i1> %271)
  %1029 = getelementptr inbounds nuw i8, ptr %1028, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1013, ptr nonnull align 1 %1029, <16 x i1> %272)
  %1030 = load i64, ptr %969, align 8
  %1031 = getelementptr float, ptr %130, i64 %1030
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1014, ptr align 1 %1031, <16 x i1> %271)
  %1032 = getelementptr inbounds nuw i8, ptr %1031, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1015, ptr nonnull align 1 %1032, <16 x i1> %272)
  %1033 = load i64, ptr %975, align 16
  %1034 = getelementptr float, ptr %130, i64 %1033
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1016, ptr align 1 %1034, <16 x i1> %271)
  %1035 = getelementptr inbounds nuw i8, ptr %1034, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1017, ptr nonnull align 1 %1035, <16 x i1> %272)
  %1036 = load i64, ptr %981, align 8
  %1037 = getelementptr float, ptr %130, i64 %1036
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1018, ptr align 1 %1037, <16 x i1> %271)
  %1038 = getelementptr inbounds nuw i8, ptr %1037, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1019, ptr nonnull align 1 %1038, <16 x i1> %272)
  %1039 = load i64, ptr %987, align 16
  %1040 = getelementptr float, ptr %130, i64 %1039
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1020, ptr align 1 %1040, <16 x i1> %271)
  %1041 = getelementptr inbounds nuw i8, ptr %1040, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1021, ptr nonnull align 1 %1041, <16 x i1> %272)
  %1042 = load i64, ptr %993, align 8
  %1043 = getelementptr float, ptr %130, i64 %1042
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1022, ptr align 1 %1043, <16 x i1> %271)
  %1044 = getelementptr inbounds nuw i8, ptr %1043, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1023, ptr nonnull align 1 %1044, <16 x i1> %272)
  br label %2410

1045:                                             ; preds = %999, %1076
  %1046 = phi <16 x float> [ %954, %999 ], [ %1077, %1076 ]
  %1047 = phi <16 x float> [ %956, %999 ], [ %1078, %1076 ]
  %1048 = phi <16 x float> [ %960, %999 ], [ %1079, %1076 ]
  %1049 = phi <16 x float> [ %962, %999 ], [ %1080, %1076 ]
  %1050 = phi <16 x float> [ %966, %999 ], [ %1081, %1076 ]
  %1051 = phi <16 x float> [ %968, %999 ], [ %1082, %1076 ]
  %1052 = phi <16 x float> [ %972, %999 ], [ %1083, %1076 ]
  %1053 = phi <16 x float> [ %974, %999 ], [ %1084, %1076 ]
  %1054 = phi <16 x float> [ %978, %999 ], [ %1085, %1076 ]
  %1055 = phi <16 x float> [ %980, %999 ], [ %1086, %1076 ]
  %1056 = phi <16 x float> [ %984, %999 ], [ %1087, %1076 ]
  %1057 = phi <16 x float> [ %986, %999 ], [ %1088, %1076 ]
  %1058 = phi <16 x float> [ %990, %999 ], [ %1089, %1076 ]
  %1059 = phi <16 x float> [ %992, %999 ], [ %1090, %1076 ]
  %1060 = phi <16 x float> [ %996, %999 ], [ %1091, %1076 ]
  %1061 = phi <16 x float> [ %998, %999 ], [ %1092, %1076 ]
  %1062 = phi i64 [ 0, %999 ], [ %1093, %1076 ]
  br i1 %41, label %1063, label %1076

1063:                                             ; preds = %1045
  %1064 = mul i64 %47, %1062
  %1065 = mul i64 %39, %1062
  %1066 = getelementptr float, ptr %24, i64 %1065
  %1067 = load i64, ptr %313, align 16
  %1068 = load i64, ptr %1000, align 8
  %1069 = load i64, ptr %1001, align 16
  %1070 = load i64, ptr %1002, align 8
  %1071 = load i64, ptr %1003, align 16
  %1072 = load i64, ptr %1004, align 8
  %1073 = load i64, ptr %1005, align 16
  %1074 = load i64, ptr %1006, align 8
  %1075 = getelementptr i8, ptr %273, i64 %1064
  br label %1095

1076:                                             ; preds = %1126, %1045
  %1077 = phi <16 x float> [ %1046, %1045 ], [ %1127, %1126 ]
  %1078 = phi <16 x float> [ %1047, %1045 ], [ %1128, %1126 ]
  %1079 = phi <16 x float> [ %1048, %1045 ], [ %1129, %1126 ]
  %1080 = phi <16 x float> [ %1049, %1045 ], [ %1130, %1126 ]
  %1081 = phi <16 x float> [ %1050, %1045 ], [ %1131, %1126 ]
  %1082 = phi <16 x float> [ %1051, %1045 ], [ %1132, %1126 ]
  %1083 = phi <16 x float> [ %1052, %1045 ], [ %1133, %1126 ]
  %1084 = phi <16 x float> [ %1053, %1045 ], [ %1134, %1126 ]
  %1085 = phi <16 x float> [ %1054, %1045 ], [ %1135, %1126 ]
  %1086 = phi <16 x float> [ %1055, %1045 ], [ %1136, %1126 ]
  %1087 = phi <16 x float> [ %1056, %1045 ], [ %1137, %1126 ]
  %1088 = phi <16 x float> [ %1057, %1045 ], [ %1138, %1126 ]
  %1089 = phi <16 x float> [ %1058, %1045 ], [ %1139, %1126 ]
  %1090 = phi <16 x float> [ %1059, %1045 ], [ %1140, %1126 ]
  %1091 = phi <16 x float> [ %1060, %1045 ], [ %1141, %1126 ]
  %1092 = phi <16 x float> [ %1061, %1045 ], [ %1142, %1126 ]
  %1093 = add nuw nsw i64 %1062, 1
  %1094 = icmp eq i64 %1093, %7
  br i1 %1094, label %1007, label %1045

1095:                                             ; preds = %1063, %1126
  %1096 = phi <16 x float> [ %1046, %1063 ], [ %1127, %1126 ]
  %1097 = phi <16 x float> [ %1047, %1063 ], [ %1128, %1126 ]
  %1098 = phi <16 x float> [ %1048, %1063 ], [ %1129, %1126 ]
  %1099 = phi <16 x float> [ %1049, %1063 ], [ %1130, %1126 ]
  %1100 = phi <16 x float> [ %1050, %1063 ], [ %1131, %1126 ]
  %1101 = phi <16 x float> [ %1051, %1063 ], [ %1132, %1126 ]
  %1102 = phi <16 x float> [ %1052, %1063 ], [ %1133, %1126 ]
  %1103 = phi <16 x float> [ %1053, %1063 ], [ %1134, %1126 ]
  %1104 = phi <16 x float> [ %1054, %1063 ], [ %1135, %1126 ]
  %1105 = phi <16 x float> [ %1055, %1063 ], [ %1136, %1126 ]
  %1106 = phi <16 x float> [ %1056, %1063 ], [ %1137, %1126 ]
  %1107 = phi <16 x float> [ %1057, %1063 ], [ %1138, %1126 ]
  %1108 = phi <16 x float> [ %1058, %1063 ], [ %1139, %1126 ]
  %1109 = phi <16 x float> [ %1059, %1063 ], [ %1140, %1126 ]
  %1110 = phi <16 x float> [ %1060, %1063 ], [ %1141, %1126 ]
  %1111 = phi <16 x float> [ %1061, %1063 ], [ %1142, %1126 ]
  %1112 = phi i64 [ 0, %1063 ], [ %1143, %1126 ]
  %1113 = mul i64 %42, %1112
  %1114 = getelementptr float, ptr %1066, i64 %1113
  %1115 = getelementptr float, ptr %1114, i64 %1067
  %1116 = getelementptr float, ptr %1114, i64 %1068
  %1117 = getelementptr float, ptr %1114, i64 %1069
  %1118 = getelementptr float, ptr %1114, i64 %1070
  %1119 = getelementptr float, ptr %1114, i64 %1071
  %1120 = getelementptr float, ptr %1114, i64 %1072
  %1121 = getelementptr float, ptr %1114, i64 %1073
  %1122 = getelementptr float, ptr %1114, i64 %1074
  br i1 %43, label %1123, label %1126

1123:                                             ; preds = %1095
  %1124 = mul i64 %48, %1112
  %1125 = getelementptr i8, ptr %1075, i64 %1124
  br label %1145

1126:                                             ; preds = %1145, %1095
  %1127 = phi <16 x float> [ %1096, %1095 ], [ %1172, %1145 ]
  %1128 = phi <16 x float> [ %1097, %1095 ], [ %1173, %1145 ]
  %1129 = phi <16 x float> [ %1098, %1095 ], [ %1178, %1145 ]
  %1130 = phi <16 x float> [ %1099, %1095 ], [ %1179, %1145 ]
  %1131 = phi <16 x float> [ %1100, %1095 ], [ %1184, %1145 ]
  %1132 = phi <16 x float> [ %1101, %1095 ], [ %1185, %1145 ]
  %1133 = phi <16 x float> [ %1102, %1095 ], [ %1190, %1145 ]
  %1134 = phi <16 x float> [ %1103, %1095 ], [ %1191, %1145 ]
  %1135 = phi <16 x float> [ %1104, %1095 ], [ %1196, %1145 ]
  %1136 = phi <16 x float> [ %1105, %1095 ], [ %1197, %1145 ]
  %1137 = phi <16 x float> [ %1106, %1095 ], [ %1202, %1145 ]
  %1138 = phi <16 x float> [ %1107, %1095 ], [ %1203, %1145 ]
  %1139 = phi <16 x float> [ %1108, %1095 ], [ %1208, %1145 ]
  %1140 = phi <16 x float> [ %1109, %1095 ], [ %1209, %1145 ]
  %1141 = phi <16 x float> [ %1110, %1095 ], [ %1214, %1145 ]
  %1142 = phi <16 x float> [ %1111, %1095 ], [ %1215, %1145 ]
  %1143 = add nuw nsw i64 %1112, 1
  %1144 = icmp eq i64 %1143, %8
  br i1 %1144, label %1076, label %1095

1145:                                             ; preds = %1123, %1145
  %1146 = phi <16 x float> [ %1096, %1123 ], [ %1172, %1145 ]
  %1147 = phi <16 x float> [ %1097, %1123 ], [ %1173, %1145 ]
  %1148 = phi <16 x float> [ %1098, %1123 ], [ %1178, %1145 ]
  %1149 = phi <16 x float> [ %1099, %1123 ], [ %1179, %1145 ]
  %1150 = phi <16 x float> [ %1100, %1123 ], [ %1184, %1145 ]
  %1151 = phi <16 x float> [ %1101, %1123 ], [ %1185, %1145 ]
  %1152 = phi <16 x float> [ %1102, %1123 ], [ %1190, %1145 ]
  %1153 = phi <16 x float> [ %1103, %1123 ], [ %1191, %1145 ]
  %1154 = phi <16 x float> [ %1104, %1123 ], [ %1196, %1145 ]
  %1155 = phi <16 x float> [ %1105, %1123 ], [ %1197, %1145 ]
  %1156 = phi <16 x float> [ %1106, %1123 ], [ %1202, %1145 ]
  %1157 = phi <16 x float> [ %1107, %1123 ], [ %1203, %1145 ]
  %1158 = phi <16 x float> [ %1108, %1123 ], [ %1208, %1145 ]
  %1159 = phi <16 x float> [ %1109, %1123 ], [ %1209, %1145 ]
  %1160 = phi <16 x float> [ %1110, %1123 ], [ %1214, %1145 ]
  %1161 = phi <16 x float> [ %1111, %1123 ], [ %1215, %1145 ]
  %1162 = phi i64 [ 0, %1123 ], [ %1216, %1145 ]
  %1163 = mul nuw nsw i64 %49, %1162
  %1164 = getelementptr i8, ptr %1125, i64 %1163
  %1165 = load <16 x float>, ptr %1164, align 1
  %1166 = getelementptr inbounds nuw i8, ptr %1164, i64 64
  %1167 = load <16 x float>, ptr %1166, align 1
  %1168 = getelementptr inbounds nuw float, ptr %1115, i64 %1162
  %1169 = load float, ptr %1168, align 4
  %1170 = insertelement <16 x float> poison, float %1169, i64 0
  %1171 = shufflevector <16 x float> %1170, <16 x float> poison, <16 x i32> zeroinitializer
  %1172 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1171, <16 x float> %1165, <16 x float> %1146)
  %1173 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1171, <16 x float> %1167, <16 x float> %1147)
  %1174 = getelementptr inbounds nuw float, ptr %1116, i64 %1162
  %1175 = load float, ptr %1174, align 4
  %1176 = insertelement <16 x float> poison, float %1175, i64 0
  %1177 = shufflevector <16 x float> %1176, <16 x float> poison, <16 x i32> zeroinitializer
  %1178 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1177, <16 x float> %1165, <16 x float> %1148)
  %1179 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1177, <16 x float> %1167, <16 x float> %1149)
  %1180 = getelementptr inbounds nuw float, ptr %1117, i64 %1162
  %1181 = load float, ptr %1180, align 4
  %1182 = insertelement <16 x float> poison, float %1181, i64 0
  %1183 = shufflevector <16 x float> %1182, <16 x float> poison, <16 x i32> zeroinitializer
  %1184 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1165, <16 x float> %1150)
  %1185 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1183, <16 x float> %1167, <16 x float> %1151)
  %1186 = getelementptr inbounds nuw float, ptr %1118, i64 %1162
  %1187 = load float, ptr %1186, align 4
  %1188 = insertelement <16 x float> poison, float %1187, i64 0
  %1189 = shufflevector <16 x float> %1188, <16 x float> poison, <16 x i32> zeroinitializer
  %1190 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1189, <16 x float> %1165, <16 x float> %1152)
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1189, <16 x float> %1167, <16 x float> %1153)
  %1192 = getelementptr inbounds nuw float, ptr %1119, i64 %1162
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1195, <16 x float> %1165, <16 x float> %1154)
  %1197 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1195, <16 x float> %1167, <16 x float> %1155)
  %1198 = getelementptr inbounds nuw float, ptr %1120, i64 %1162
  %1199 = load float, ptr %1198, align 4
  %1200 = insertelement <16 x float> poison, float %1199, i64 0
  %1201 = shufflevector <16 x float> %1200, <16 x float> poison, <16 x i32> zeroinitializer
  %1202 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1201, <16 x float> %1165, <16 x float> %1156)
  %1203 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1201, <16 x float> %1167, <16 x float> %1157)
  %1204 = getelementptr inbounds nuw float, ptr %1121, i64 %1162
  %1205 = load float, ptr %1204, align 4
  %1206 = insertelement <16 x float> poison, float %1205, i64 0
  %1207 = shufflevector <16 x float> %1206, <16 x float> poison, <16 x i32> zeroinitializer
  %1208 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1207, <16 x float> %1165, <16 x float> %1158)
  %1209 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1207, <16 x float> %1167, <16 x float> %1159)
  %1210 = getelementptr inbounds nuw float, ptr %1122, i64 %1162
  %1211 = load float, ptr %1210, align 4
  %1212 = insertelement <16 x float> poison, float %1211, i64 0
  %1213 = shufflevector <16 x float> %1212, <16 x float> poison, <16 x i32> zeroinitializer
  %1214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1213, <16 x float> %1165, <16 x float> %1160)
  %1215 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1213, <16 x float> %1167, <16 x float> %1161)
  %1216 = add nuw nsw i64 %1162, 1
  %1217 = icmp eq i64 %1216, %5
  br i1 %1217, label %1126, label %1145

1218:                                             ; preds = %311
  %1219 = load i64, ptr %314, align 16
  %1220 = getelementptr float, ptr %130, i64 %1219
  %1221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1220, <16 x i1> %253, <16 x float> zeroinitializer)
  %1222 = getelementptr inbounds nuw i8, ptr %1220, i64 64
  %1223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1222, <16 x i1> %254, <16 x float> zeroinitializer)
  %1224 = getelementptr inbounds nuw i8, ptr %1220, i64 128
  %1225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1224, <16 x i1> %255, <16 x float> zeroinitializer)
  %1226 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %1227 = load i64, ptr %1226, align 8
  %1228 = getelementptr float, ptr %130, i64 %1227
  %1229 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1228, <16 x i1> %253, <16 x float> zeroinitializer)
  %1230 = getelementptr inbounds nuw i8, ptr %1228, i64 64
  %1231 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1230, <16 x i1> %254, <16 x float> zeroinitializer)
  %1232 = getelementptr inbounds nuw i8, ptr %1228, i64 128
  %1233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1232, <16 x i1> %255, <16 x float> zeroinitializer)
  %1234 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %1235 = load i64, ptr %1234, align 16
  %1236 = getelementptr float, ptr %130, i64 %1235
  %1237 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1236, <16 x i1> %253, <16 x float> zeroinitializer)
  %1238 = getelementptr inbounds nuw i8, ptr %1236, i64 64
  %1239 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1238, <16 x i1> %254, <16 x float> zeroinitializer)
  %1240 = getelementptr inbounds nuw i8, ptr %1236, i64 128
  %1241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1240, <16 x i1> %255, <16 x float> zeroinitializer)
  %1242 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %1243 = load i64, ptr %1242, align 8
  %1244 = getelementptr float, ptr %130, i64 %1243
  %1245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1244, <16 x i1> %253, <16 x float> zeroinitializer)
  %1246 = getelementptr inbounds nuw i8, ptr %1244, i64 64
  %1247 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1246, <16 x i1> %254, <16 x float> zeroinitializer)
  %1248 = getelementptr inbounds nuw i8, ptr %1244, i64 128
  %1249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1248, <16 x i1> %255, <16 x float> zeroinitializer)
  %1250 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %1251 = load i64, ptr %1250, align 16
  %1252 = getelementptr float, ptr %130, i64 %1251
  %1253 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1252, <16 x i1> %253, <16 x float> zeroinitializer)
  %1254 = getelementptr inbounds nuw i8, ptr %1252, i64 64
  %1255 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1254, <16 x i1> %254, <16 x float> zeroinitializer)
  %1256 = getelementptr inbounds nuw i8, ptr %1252, i64 128
  %1257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1256, <16 x i1> %255, <16 x float> zeroinitializer)
  %1258 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %1259 = load i64, ptr %1258, align 8
  %1260 = getelementptr float, ptr %130, i64 %1259
  %1261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1260, <16 x i1> %253, <16 x float> zeroinitializer)
  %1262 = getelementptr inbounds nuw i8, ptr %1260, i64 64
  %1263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1262, <16 x i1> %254, <16 x float> zeroinitializer)
  %1264 = getelementptr inbounds nuw i8, ptr %1260, i64 128
  %1265 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1264, <16 x i1> %255, <16 x float> zeroinitializer)
  br i1 %40, label %1266, label %1272

1266:                                             ; preds = %1218
  %1267 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %1268 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %1269 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %1270 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %1271 = getelementptr inbounds nuw i8, ptr %313, i64 40
  br label %1311

1272:                                             ; preds = %1341, %1218
  %1273 = phi <16 x float> [ %1221, %1218 ], [ %1342, %1341 ]
  %1274 = phi <16 x float> [ %1223, %1218 ], [ %1343, %1341 ]
  %1275 = phi <16 x float> [ %1225, %1218 ], [ %1344, %1341 ]
  %1276 = phi <16 x float> [ %1229, %1218 ], [ %1345, %1341 ]
  %1277 = phi <16 x float> [ %1231, %1218 ], [ %1346, %1341 ]
  %1278 = phi <16 x float> [ %1233, %1218 ], [ %1347, %1341 ]
  %1279 = phi <16 x float> [ %1237, %1218 ], [ %1348, %1341 ]
  %1280 = phi <16 x float> [ %1239, %1218 ], [ %1349, %1341 ]
  %1281 = phi <16 x float> [ %1241, %1218 ], [ %1350, %1341 ]
  %1282 = phi <16 x float> [ %1245, %1218 ], [ %1351, %1341 ]
  %1283 = phi <16 x float> [ %1247, %1218 ], [ %1352, %1341 ]
  %1284 = phi <16 x float> [ %1249, %1218 ], [ %1353, %1341 ]
  %1285 = phi <16 x float> [ %1253, %1218 ], [ %1354, %1341 ]
  %1286 = phi <16 x float> [ %1255, %1218 ], [ %1355, %1341 ]
  %1287 = phi <16 x float> [ %1257, %1218 ], [ %1356, %1341 ]
  %1288 = phi <16 x float> [ %1261, %1218 ], [ %1357, %1341 ]
  %1289 = phi <16 x float> [ %1263, %1218 ], [ %1358, %1341 ]
  %1290 = phi <16 x float> [ %1265, %1218 ], [ %1359, %1341 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1273, ptr align 1 %1220, <16 x i1> %253)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1274, ptr nonnull align 1 %1222, <16 x i1> %254)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1275, ptr nonnull align 1 %1224, <16 x i1> %255)
  %1291 = load i64, ptr %1226, align 8
  %1292 = getelementptr float, ptr %130, i64 %1291
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1276, ptr align 1 %1292, <16 x i1> %253)
  %1293 = getelementptr inbounds nuw i8, ptr %1292, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1277, ptr nonnull align 1 %1293, <16 x i1> %254)
  %1294 = getelementptr inbounds nuw i8, ptr %1292, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1278, ptr nonnull align 1 %1294, <16 x i1> %255)
  %1295 = load i64, ptr %1234, align 16
  %1296 = getelementptr float, ptr %130, i64 %1295
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1279, ptr align 1 %1296, <16 x i1> %253)
  %1297 = getelementptr inbounds nuw i8, ptr %1296, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1280, ptr nonnull align 1 %1297, <16 x i1> %254)
  %1298 = getelementptr inbounds nuw i8, ptr %1296, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1281, ptr nonnull align 1 %1298, <16 x i1> %255)
  %1299 = load i64, ptr %1242, align 8
  %1300 = getelementptr float, ptr %130, i64 %1299
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1282, ptr align 1 %1300, <16 x i1> %253)
  %1301 = getelementptr inbounds nuw i8, ptr %1300, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1283, ptr nonnull align 1 %1301, <16 x i1> %254)
  %1302 = getelementptr inbounds nuw i8, ptr %1300, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1284, ptr nonnull align 1 %1302, <16 x i1> %255)
  %1303 = load i64, ptr %1250, align 16
  %1304 = getelementptr float, ptr %130, i64 %1303
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1285, ptr align 1 %1304, <16 x i1> %253)
  %1305 = getelementptr inbounds nuw i8, ptr %1304, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1286, ptr nonnull align 1 %1305, <16 x i1> %254)
  %1306 = getelementptr inbounds nuw i8, ptr %1304, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1287, ptr nonnull align 1 %1306, <16 x i1> %255)
  %1307 = load i64, ptr %1258, align 8
  %1308 = getelementptr float, ptr %130, i64 %1307
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1288, ptr align 1 %1308, <16 x i1> %253)
  %1309 = getelementptr inbounds nuw i8, ptr %1308, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1289, ptr nonnull align 1 %1309, <16 x i1> %254)
  %1310 = getelementptr inbounds nuw i8, ptr %1308, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1290, ptr nonnull align 1 %1310, <16 x i1> %255)
  br label %2410

1311:                                             ; preds = %1266, %1341
  %1312 = phi <16 x float> [ %1221, %1266 ], [ %1342, %1341 ]
  %1313 = phi <16 x float> [ %1223, %1266 ], [ %1343, %1341 ]
  %1314 = phi <16 x float> [ %1225, %1266 ], [ %1344, %1341 ]
  %1315 = phi <16 x float> [ %1229, %1266 ], [ %1345, %1341 ]
  %1316 = phi <16 x float> [ %1231, %1266 ], [ %1346, %1341 ]
  %1317 = phi <16 x float> [ %1233, %1266 ], [ %1347, %1341 ]
  %1318 = phi <16 x float> [ %1237, %1266 ], [ %1348, %1341 ]
  %1319 = phi <16 x float> [ %1239, %1266 ], [ %1349, %1341 ]
  %1320 = phi <16 x float> [ %1241, %1266 ], [ %1350, %1341 ]
  %1321 = phi <16 x float> [ %1245, %1266 ], [ %1351, %1341 ]
  %1322 = phi <16 x float> [ %1247, %1266 ], [ %1352, %1341 ]
  %1323 = phi <16 x float> [ %1249, %1266 ], [ %1353, %1341 ]
  %1324 = phi <16 x float> [ %1253, %1266 ], [ %1354, %1341 ]
  %1325 = phi <16 x float> [ %1255, %1266 ], [ %1355, %1341 ]
  %1326 = phi <16 x float> [ %1257, %1266 ], [ %1356, %1341 ]
  %1327 = phi <16 x float> [ %1261, %1266 ], [ %1357, %1341 ]
  %1328 = phi <16 x float> [ %1263, %1266 ], [ %1358, %1341 ]
  %1329 = phi <16 x float> [ %1265, %1266 ], [ %1359, %1341 ]
  %1330 = phi i64 [ 0, %1266 ], [ %1360, %1341 ]
  br i1 %41, label %1331, label %1341

1331:                                             ; preds = %1311
  %1332 = mul i64 %39, %1330
  %1333 = getelementptr float, ptr %24, i64 %1332
  %1334 = mul nuw nsw i64 %1330, %8
  %1335 = load i64, ptr %313, align 16
  %1336 = load i64, ptr %1267, align 8
  %1337 = load i64, ptr %1268, align 16
  %1338 = load i64, ptr %1269, align 8
  %1339 = load i64, ptr %1270, align 16
  %1340 = load i64, ptr %1271, align 8
  br label %1362

1341:                                             ; preds = %1393, %1311
  %1342 = phi <16 x float> [ %1312, %1311 ], [ %1394, %1393 ]
  %1343 = phi <16 x float> [ %1313, %1311 ], [ %1395, %1393 ]
  %1344 = phi <16 x float> [ %1314, %1311 ], [ %1396, %1393 ]
  %1345 = phi <16 x float> [ %1315, %1311 ], [ %1397, %1393 ]
  %1346 = phi <16 x float> [ %1316, %1311 ], [ %1398, %1393 ]
  %1347 = phi <16 x float> [ %1317, %1311 ], [ %1399, %1393 ]
  %1348 = phi <16 x float> [ %1318, %1311 ], [ %1400, %1393 ]
  %1349 = phi <16 x float> [ %1319, %1311 ], [ %1401, %1393 ]
  %1350 = phi <16 x float> [ %1320, %1311 ], [ %1402, %1393 ]
  %1351 = phi <16 x float> [ %1321, %1311 ], [ %1403, %1393 ]
  %1352 = phi <16 x float> [ %1322, %1311 ], [ %1404, %1393 ]
  %1353 = phi <16 x float> [ %1323, %1311 ], [ %1405, %1393 ]
  %1354 = phi <16 x float> [ %1324, %1311 ], [ %1406, %1393 ]
  %1355 = phi <16 x float> [ %1325, %1311 ], [ %1407, %1393 ]
  %1356 = phi <16 x float> [ %1326, %1311 ], [ %1408, %1393 ]
  %1357 = phi <16 x float> [ %1327, %1311 ], [ %1409, %1393 ]
  %1358 = phi <16 x float> [ %1328, %1311 ], [ %1410, %1393 ]
  %1359 = phi <16 x float> [ %1329, %1311 ], [ %1411, %1393 ]
  %1360 = add nuw nsw i64 %1330, 1
  %1361 = icmp eq i64 %1360, %7
  br i1 %1361, label %1272, label %1311

1362:                                             ; preds = %1331, %1393
  %1363 = phi <16 x float> [ %1312, %1331 ], [ %1394, %1393 ]
  %1364 = phi <16 x float> [ %1313, %1331 ], [ %1395, %1393 ]
  %1365 = phi <16 x float> [ %1314, %1331 ], [ %1396, %1393 ]
  %1366 = phi <16 x float> [ %1315, %1331 ], [ %1397, %1393 ]
  %1367 = phi <16 x float> [ %1316, %1331 ], [ %1398, %1393 ]
  %1368 = phi <16 x float> [ %1317, %1331 ], [ %1399, %1393 ]
  %1369 = phi <16 x float> [ %1318, %1331 ], [ %1400, %1393 ]
  %1370 = phi <16 x float> [ %1319, %1331 ], [ %1401, %1393 ]
  %1371 = phi <16 x float> [ %1320, %1331 ], [ %1402, %1393 ]
  %1372 = phi <16 x float> [ %1321, %1331 ], [ %1403, %1393 ]
  %1373 = phi <16 x float> [ %1322, %1331 ], [ %1404, %1393 ]
  %1374 = phi <16 x float> [ %1323, %1331 ], [ %1405, %1393 ]
  %1375 = phi <16 x float> [ %1324, %1331 ], [ %1406, %1393 ]
  %1376 = phi <16 x float> [ %1325, %1331 ], [ %1407, %1393 ]
  %1377 = phi <16 x float> [ %1326, %1331 ], [ %1408, %1393 ]
  %1378 = phi <16 x float> [ %1327, %1331 ], [ %1409, %1393 ]
  %1379 = phi <16 x float> [ %1328, %1331 ], [ %1410, %1393 ]
  %1380 = phi <16 x float> [ %1329, %1331 ], [ %1411, %1393 ]
  %1381 = phi i64 [ 0, %1331 ], [ %1412, %1393 ]
  %1382 = mul i64 %42, %1381
  %1383 = getelementptr float, ptr %1333, i64 %1382
  %1384 = getelementptr float, ptr %1383, i64 %1335
  %1385 = getelementptr float, ptr %1383, i64 %1336
  %1386 = getelementptr float, ptr %1383, i64 %1337
  %1387 = getelementptr float, ptr %1383, i64 %1338
  %1388 = getelementptr float, ptr %1383, i64 %1339
  %1389 = getelementptr float, ptr %1383, i64 %1340
  %1390 = add nuw nsw i64 %1381, %1334
  %1391 = mul i64 %44, %1390
  %1392 = getelementptr float, ptr %131, i64 %1391
  br i1 %43, label %1414, label %1393

1393:                                             ; preds = %1414, %1362
  %1394 = phi <16 x float> [ %1363, %1362 ], [ %1445, %1414 ]
  %1395 = phi <16 x float> [ %1364, %1362 ], [ %1446, %1414 ]
  %1396 = phi <16 x float> [ %1365, %1362 ], [ %1447, %1414 ]
  %1397 = phi <16 x float> [ %1366, %1362 ], [ %1452, %1414 ]
  %1398 = phi <16 x float> [ %1367, %1362 ], [ %1453, %1414 ]
  %1399 = phi <16 x float> [ %1368, %1362 ], [ %1454, %1414 ]
  %1400 = phi <16 x float> [ %1369, %1362 ], [ %1459, %1414 ]
  %1401 = phi <16 x float> [ %1370, %1362 ], [ %1460, %1414 ]
  %1402 = phi <16 x float> [ %1371, %1362 ], [ %1461, %1414 ]
  %1403 = phi <16 x float> [ %1372, %1362 ], [ %1466, %1414 ]
  %1404 = phi <16 x float> [ %1373, %1362 ], [ %1467, %1414 ]
  %1405 = phi <16 x float> [ %1374, %1362 ], [ %1468, %1414 ]
  %1406 = phi <16 x float> [ %1375, %1362 ], [ %1473, %1414 ]
  %1407 = phi <16 x float> [ %1376, %1362 ], [ %1474, %1414 ]
  %1408 = phi <16 x float> [ %1377, %1362 ], [ %1475, %1414 ]
  %1409 = phi <16 x float> [ %1378, %1362 ], [ %1480, %1414 ]
  %1410 = phi <16 x float> [ %1379, %1362 ], [ %1481, %1414 ]
  %1411 = phi <16 x float> [ %1380, %1362 ], [ %1482, %1414 ]
  %1412 = add nuw nsw i64 %1381, 1
  %1413 = icmp eq i64 %1412, %8
  br i1 %1413, label %1341, label %1362

1414:                                             ; preds = %1362, %1414
  %1415 = phi <16 x float> [ %1445, %1414 ], [ %1363, %1362 ]
  %1416 = phi <16 x float> [ %1446, %1414 ], [ %1364, %1362 ]
  %1417 = phi <16 x float> [ %1447, %1414 ], [ %1365, %1362 ]
  %1418 = phi <16 x float> [ %1452, %1414 ], [ %1366, %1362 ]
  %1419 = phi <16 x float> [ %1453, %1414 ], [ %1367, %1362 ]
  %1420 = phi <16 x float> [ %1454, %1414 ], [ %1368, %1362 ]
  %1421 = phi <16 x float> [ %1459, %1414 ], [ %1369, %1362 ]
  %1422 = phi <16 x float> [ %1460, %1414 ], [ %1370, %1362 ]
  %1423 = phi <16 x float> [ %1461, %1414 ], [ %1371, %1362 ]
  %1424 = phi <16 x float> [ %1466, %1414 ], [ %1372, %1362 ]
  %1425 = phi <16 x float> [ %1467, %1414 ], [ %1373, %1362 ]
  %1426 = phi <16 x float> [ %1468, %1414 ], [ %1374, %1362 ]
  %1427 = phi <16 x float> [ %1473, %1414 ], [ %1375, %1362 ]
  %1428 = phi <16 x float> [ %1474, %1414 ], [ %1376, %1362 ]
  %1429 = phi <16 x float> [ %1475, %1414 ], [ %1377, %1362 ]
  %1430 = phi <16 x float> [ %1480, %1414 ], [ %1378, %1362 ]
  %1431 = phi <16 x float> [ %1481, %1414 ], [ %1379, %1362 ]
  %1432 = phi <16 x float> [ %1482, %1414 ], [ %1380, %1362 ]
  %1433 = phi i64 [ %1483, %1414 ], [ 0, %1362 ]
  %1434 = mul nuw nsw i64 %1433, %6
  %1435 = getelementptr inbounds nuw float, ptr %1392, i64 %1434
  %1436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %253, <16 x float> zeroinitializer)
  %1437 = getelementptr inbounds nuw i8, ptr %1435, i64 64
  %1438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1437, <16 x i1> %254, <16 x float> zeroinitializer)
  %1439 = getelementptr inbounds nuw i8, ptr %1435, i64 128
  %1440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1439, <16 x i1> %255, <16 x float> zeroinitializer)
  %1441 = getelementptr inbounds nuw float, ptr %1384, i64 %1433
  %1442 = load float, ptr %1441, align 4
  %1443 = insertelement <16 x float> poison, float %1442, i64 0
  %1444 = shufflevector <16 x float> %1443, <16 x float> poison, <16 x i32> zeroinitializer
  %1445 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1436, <16 x float> %1415)
  %1446 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1438, <16 x float> %1416)
  %1447 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1444, <16 x float> %1440, <16 x float> %1417)
  %1448 = getelementptr inbounds nuw float, ptr %1385, i64 %1433
  %1449 = load float, ptr %1448, align 4
  %1450 = insertelement <16 x float> poison, float %1449, i64 0
  %1451 = shufflevector <16 x float> %1450, <16 x float> poison, <16 x i32> zeroinitializer
  %1452 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1436, <16 x float> %1418)
  %1453 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1438, <16 x float> %1419)
  %1454 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1440, <16 x float> %1420)
  %1455 = getelementptr inbounds nuw float, ptr %1386, i64 %1433
  %1456 = load float, ptr %1455, align 4
  %1457 = insertelement <16 x float> poison, float %1456, i64 0
  %1458 = shufflevector <16 x float> %1457, <16 x float> poison, <16 x i32> zeroinitializer
  %1459 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1458, <16 x float> %1436, <16 x float> %1421)
  %1460 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1458, <16 x float> %1438, <16 x float> %1422)
  %1461 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1458, <16 x float> %1440, <16 x float> %1423)
  %1462 = getelementptr inbounds nuw float, ptr %1387, i64 %1433
  %1463 = load float, ptr %1462, align 4
  %1464 = insertelement <16 x float> poison, float %1463, i64 0
  %1465 = shufflevector <16 x float> %1464, <16 x float> poison, <16 x i32> zeroinitializer
  %1466 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1465, <16 x float> %1436, <16 x float> %1424)
  %1467 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1465, <16 x float> %1438, <16 x float> %1425)
  %1468 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1465, <16 x float> %1440, <16 x float> %1426)
  %1469 = getelementptr inbounds nuw float, ptr %1388, i64 %1433
  %1470 = load float, ptr %1469, align 4
  %1471 = insertelement <16 x float> poison, float %1470, i64 0
  %1472 = shufflevector <16 x float> %1471, <16 x float> poison, <16 x i32> zeroinitializer
  %1473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1472, <16 x float> %1436, <16 x float> %1427)
  %1474 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1472, <16 x float> %1438, <16 x float> %1428)
  %1475 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1472, <16 x float> %1440, <16 x float> %1429)
  %1476 = getelementptr inbounds nuw float, ptr %1389, i64 %1433
  %1477 = load float, ptr %1476, align 4
  %1478 = insertelement <16 x float> poison, float %1477, i64 0
  %1479 = shufflevector <16 x float> %1478, <16 x float> poison, <16 x i32> zeroinitializer
  %1480 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1479, <16 x float> %1436, <16 x float> %1430)
  %1481 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1479, <16 x float> %1438, <16 x float> %1431)
  %1482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1479, <16 x float> %1440, <16 x float> %1432)
  %1483 = add nuw nsw i64 %1433, 1
  %1484 = icmp eq i64 %1483, %5
  br i1 %1484, label %1393, label %1414

1485:                                             ; preds = %311
  %1486 = load i64, ptr %314, align 16
  %1487 = getelementptr float, ptr %130, i64 %1486
  %1488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1487, <16 x i1> %226, <16 x float> zeroinitializer)
  %1489 = getelementptr inbounds nuw i8, ptr %1487, i64 64
  %1490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1489, <16 x i1> %227, <16 x float> zeroinitializer)
  %1491 = getelementptr inbounds nuw i8, ptr %1487, i64 128
  %1492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1491, <16 x i1> %228, <16 x float> zeroinitializer)
  %1493 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %1494 = load i64, ptr %1493, align 8
  %1495 = getelementptr float, ptr %130, i64 %1494
  %1496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1495, <16 x i1> %226, <16 x float> zeroinitializer)
  %1497 = getelementptr inbounds nuw i8, ptr %1495, i64 64
  %1498 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1497, <16 x i1> %227, <16 x float> zeroinitializer)
  %1499 = getelementptr inbounds nuw i8, ptr %1495, i64 128
  %1500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1499, <16 x i1> %228, <16 x float> zeroinitializer)
  %1501 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %1502 = load i64, ptr %1501, align 16
  %1503 = getelementptr float, ptr %130, i64 %1502
  %1504 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1503, <16 x i1> %226, <16 x float> zeroinitializer)
  %1505 = getelementptr inbounds nuw i8, ptr %1503, i64 64
  %1506 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1505, <16 x i1> %227, <16 x float> zeroinitializer)
  %1507 = getelementptr inbounds nuw i8, ptr %1503, i64 128
  %1508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1507, <16 x i1> %228, <16 x float> zeroinitializer)
  %1509 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %1510 = load i64, ptr %1509, align 8
  %1511 = getelementptr float, ptr %130, i64 %1510
  %1512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1511, <16 x i1> %226, <16 x float> zeroinitializer)
  %1513 = getelementptr inbounds nuw i8, ptr %1511, i64 64
  %1514 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1513, <16 x i1> %227, <16 x float> zeroinitializer)
  %1515 = getelementptr inbounds nuw i8, ptr %1511, i64 128
  %1516 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1515, <16 x i1> %228, <16 x float> zeroinitializer)
  %1517 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %1518 = load i64, ptr %1517, align 16
  %1519 = getelementptr float, ptr %130, i64 %1518
  %1520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1519, <16 x i1> %226, <16 x float> zeroinitializer)
  %1521 = getelementptr inbounds nuw i8, ptr %1519, i64 64
  %1522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1521, <16 x i1> %227, <16 x float> zeroinitializer)
  %1523 = getelementptr inbounds nuw i8, ptr %1519, i64 128
  %1524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1523, <16 x i1> %228, <16 x float> zeroinitializer)
  %1525 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %1526 = load i64, ptr %1525, align 8
  %1527 = getelementptr float, ptr %130, i64 %1526
  %1528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1527, <16 x i1> %226, <16 x float> zeroinitializer)
  %1529 = getelementptr inbounds nuw i8, ptr %1527, i64 64
  %1530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1529, <16 x i1> %227, <16 x float> zeroinitializer)
  %1531 = getelementptr inbounds nuw i8, ptr %1527, i64 128
  %1532 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1531, <16 x i1> %228, <16 x float> zeroinitializer)
  br i1 %40, label %1533, label %1539

1533:                                             ; preds = %1485
  %1534 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %1535 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %1536 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %1537 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %1538 = getelementptr inbounds nuw i8, ptr %313, i64 40
  br label %1578

1539:                                             ; preds = %1609, %1485
  %1540 = phi <16 x float> [ %1532, %1485 ], [ %1610, %1609 ]
  %1541 = phi <16 x float> [ %1530, %1485 ], [ %1611, %1609 ]
  %1542 = phi <16 x float> [ %1528, %1485 ], [ %1612, %1609 ]
  %1543 = phi <16 x float> [ %1524, %1485 ], [ %1613, %1609 ]
  %1544 = phi <16 x float> [ %1522, %1485 ], [ %1614, %1609 ]
  %1545 = phi <16 x float> [ %1520, %1485 ], [ %1615, %1609 ]
  %1546 = phi <16 x float> [ %1516, %1485 ], [ %1616, %1609 ]
  %1547 = phi <16 x float> [ %1514, %1485 ], [ %1617, %1609 ]
  %1548 = phi <16 x float> [ %1512, %1485 ], [ %1618, %1609 ]
  %1549 = phi <16 x float> [ %1508, %1485 ], [ %1619, %1609 ]
  %1550 = phi <16 x float> [ %1506, %1485 ], [ %1620, %1609 ]
  %1551 = phi <16 x float> [ %1504, %1485 ], [ %1621, %1609 ]
  %1552 = phi <16 x float> [ %1500, %1485 ], [ %1622, %1609 ]
  %1553 = phi <16 x float> [ %1498, %1485 ], [ %1623, %1609 ]
  %1554 = phi <16 x float> [ %1496, %1485 ], [ %1624, %1609 ]
  %1555 = phi <16 x float> [ %1492, %1485 ], [ %1625, %1609 ]
  %1556 = phi <16 x float> [ %1490, %1485 ], [ %1626, %1609 ]
  %1557 = phi <16 x float> [ %1488, %1485 ], [ %1627, %1609 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1557, ptr align 1 %1487, <16 x i1> %226)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1556, ptr nonnull align 1 %1489, <16 x i1> %227)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1555, ptr nonnull align 1 %1491, <16 x i1> %228)
  %1558 = load i64, ptr %1493, align 8
  %1559 = getelementptr float, ptr %130, i64 %1558
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1554, ptr align 1 %1559, <16 x i1> %226)
  %1560 = getelementptr inbounds nuw i8, ptr %1559, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1553, ptr nonnull align 1 %1560, <16 x i1> %227)
  %1561 = getelementptr inbounds nuw i8, ptr %1559, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1552, ptr nonnull align 1 %1561, <16 x i1> %228)
  %1562 = load i64, ptr %1501, align 16
  %1563 = getelementptr float, ptr %130, i64 %1562
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1551, ptr align 1 %1563, <16 x i1> %226)
  %1564 = getelementptr inbounds nuw i8, ptr %1563, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1550, ptr nonnull align 1 %1564, <16 x i1> %227)
  %1565 = getelementptr inbounds nuw i8, ptr %1563, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1549, ptr nonnull align 1 %1565, <16 x i1> %228)
  %1566 = load i64, ptr %1509, align 8
  %1567 = getelementptr float, ptr %130, i64 %1566
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1548, ptr align 1 %1567, <16 x i1> %226)
  %1568 = getelementptr inbounds nuw i8, ptr %1567, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1547, ptr nonnull align 1 %1568, <16 x i1> %227)
  %1569 = getelementptr inbounds nuw i8, ptr %1567, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1546, ptr nonnull align 1 %1569, <16 x i1> %228)
  %1570 = load i64, ptr %1517, align 16
  %1571 = getelementptr float, ptr %130, i64 %1570
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1545, ptr align 1 %1571, <16 x i1> %226)
  %1572 = getelementptr inbounds nuw i8, ptr %1571, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1544, ptr nonnull align 1 %1572, <16 x i1> %227)
  %1573 = getelementptr inbounds nuw i8, ptr %1571, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1543, ptr nonnull align 1 %1573, <16 x i1> %228)
  %1574 = load i64, ptr %1525, align 8
  %1575 = getelementptr float, ptr %130, i64 %1574
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1542, ptr align 1 %1575, <16 x i1> %226)
  %1576 = getelementptr inbounds nuw i8, ptr %1575, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1541, ptr nonnull align 1 %1576, <16 x i1> %227)
  %1577 = getelementptr inbounds nuw i8, ptr %1575, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1540, ptr nonnull align 1 %1577, <16 x i1> %228)
  br label %2410

1578:                                             ; preds = %1533, %1609
  %1579 = phi <16 x float> [ %1532, %1533 ], [ %1610, %1609 ]
  %1580 = phi <16 x float> [ %1530, %1533 ], [ %1611, %1609 ]
  %1581 = phi <16 x float> [ %1528, %1533 ], [ %1612, %1609 ]
  %1582 = phi <16 x float> [ %1524, %1533 ], [ %1613, %1609 ]
  %1583 = phi <16 x float> [ %1522, %1533 ], [ %1614, %1609 ]
  %1584 = phi <16 x float> [ %1520, %1533 ], [ %1615, %1609 ]
  %1585 = phi <16 x float> [ %1516, %1533 ], [ %1616, %1609 ]
  %1586 = phi <16 x float> [ %1514, %1533 ], [ %1617, %1609 ]
  %1587 = phi <16 x float> [ %1512, %1533 ], [ %1618, %1609 ]
  %1588 = phi <16 x float> [ %1508, %1533 ], [ %1619, %1609 ]
  %1589 = phi <16 x float> [ %1506, %1533 ], [ %1620, %1609 ]
  %1590 = phi <16 x float> [ %1504, %1533 ], [ %1621, %1609 ]
  %1591 = phi <16 x float> [ %1500, %1533 ], [ %1622, %1609 ]
  %1592 = phi <16 x float> [ %1498, %1533 ], [ %1623, %1609 ]
  %1593 = phi <16 x float> [ %1496, %1533 ], [ %1624, %1609 ]
  %1594 = phi <16 x float> [ %1492, %1533 ], [ %1625, %1609 ]
  %1595 = phi <16 x float> [ %1490, %1533 ], [ %1626, %1609 ]
  %1596 = phi <16 x float> [ %1488, %1533 ], [ %1627, %1609 ]
  %1597 = phi i64 [ 0, %1533 ], [ %1628, %1609 ]
  br i1 %41, label %1598, label %1609

1598:                                             ; preds = %1578
  %1599 = mul i64 %47, %1597
  %1600 = mul i64 %39, %1597
  %1601 = getelementptr float, ptr %24, i64 %1600
  %1602 = load i64, ptr %313, align 16
  %1603 = load i64, ptr %1534, align 8
  %1604 = load i64, ptr %1535, align 16
  %1605 = load i64, ptr %1536, align 8
  %1606 = load i64, ptr %1537, align 16
  %1607 = load i64, ptr %1538, align 8
  %1608 = getelementptr i8, ptr %229, i64 %1599
  br label %1630

1609:                                             ; preds = %1661, %1578
  %1610 = phi <16 x float> [ %1579, %1578 ], [ %1662, %1661 ]
  %1611 = phi <16 x float> [ %1580, %1578 ], [ %1663, %1661 ]
  %1612 = phi <16 x float> [ %1581, %1578 ], [ %1664, %1661 ]
  %1613 = phi <16 x float> [ %1582, %1578 ], [ %1665, %1661 ]
  %1614 = phi <16 x float> [ %1583, %1578 ], [ %1666, %1661 ]
  %1615 = phi <16 x float> [ %1584, %1578 ], [ %1667, %1661 ]
  %1616 = phi <16 x float> [ %1585, %1578 ], [ %1668, %1661 ]
  %1617 = phi <16 x float> [ %1586, %1578 ], [ %1669, %1661 ]
  %1618 = phi <16 x float> [ %1587, %1578 ], [ %1670, %1661 ]
  %1619 = phi <16 x float> [ %1588, %1578 ], [ %1671, %1661 ]
  %1620 = phi <16 x float> [ %1589, %1578 ], [ %1672, %1661 ]
  %1621 = phi <16 x float> [ %1590, %1578 ], [ %1673, %1661 ]
  %1622 = phi <16 x float> [ %1591, %1578 ], [ %1674, %1661 ]
  %1623 = phi <16 x float> [ %1592, %1578 ], [ %1675, %1661 ]
  %1624 = phi <16 x float> [ %1593, %1578 ], [ %1676, %1661 ]
  %1625 = phi <16 x float> [ %1594, %1578 ], [ %1677, %1661 ]
  %1626 = phi <16 x float> [ %1595, %1578 ], [ %1678, %1661 ]
  %1627 = phi <16 x float> [ %1596, %1578 ], [ %1679, %1661 ]
  %1628 = add nuw nsw i64 %1597, 1
  %1629 = icmp eq i64 %1628, %7
  br i1 %1629, label %1539, label %1578

1630:                                             ; preds = %1598, %1661
  %1631 = phi <16 x float> [ %1579, %1598 ], [ %1662, %1661 ]
  %1632 = phi <16 x float> [ %1580, %1598 ], [ %1663, %1661 ]
  %1633 = phi <16 x float> [ %1581, %1598 ], [ %1664, %1661 ]
  %1634 = phi <16 x float> [ %1582, %1598 ], [ %1665, %1661 ]
  %1635 = phi <16 x float> [ %1583, %1598 ], [ %1666, %1661 ]
  %1636 = phi <16 x float> [ %1584, %1598 ], [ %1667, %1661 ]
  %1637 = phi <16 x float> [ %1585, %1598 ], [ %1668, %1661 ]
  %1638 = phi <16 x float> [ %1586, %1598 ], [ %1669, %1661 ]
  %1639 = phi <16 x float> [ %1587, %1598 ], [ %1670, %1661 ]
  %1640 = phi <16 x float> [ %1588, %1598 ], [ %1671, %1661 ]
  %1641 = phi <16 x float> [ %1589, %1598 ], [ %1672, %1661 ]
  %1642 = phi <16 x float> [ %1590, %1598 ], [ %1673, %1661 ]
  %1643 = phi <16 x float> [ %1591, %1598 ], [ %1674, %1661 ]
  %1644 = phi <16 x float> [ %1592, %1598 ], [ %1675, %1661 ]
  %1645 = phi <16 x float> [ %1593, %1598 ], [ %1676, %1661 ]
  %1646 = phi <16 x float> [ %1594, %1598 ], [ %1677, %1661 ]
  %1647 = phi <16 x float> [ %1595, %1598 ], [ %1678, %1661 ]
  %1648 = phi <16 x float> [ %1596, %1598 ], [ %1679, %1661 ]
  %1649 = phi i64 [ 0, %1598 ], [ %1680, %1661 ]
  %1650 = mul i64 %42, %1649
  %1651 = getelementptr float, ptr %1601, i64 %1650
  %1652 = getelementptr float, ptr %1651, i64 %1602
  %1653 = getelementptr float, ptr %1651, i64 %1603
  %1654 = getelementptr float, ptr %1651, i64 %1604
  %1655 = getelementptr float, ptr %1651, i64 %1605
  %1656 = getelementptr float, ptr %1651, i64 %1606
  %1657 = getelementptr float, ptr %1651, i64 %1607
  br i1 %43, label %1658, label %1661

1658:                                             ; preds = %1630
  %1659 = mul i64 %48, %1649
  %1660 = getelementptr i8, ptr %1608, i64 %1659
  br label %1682

1661:                                             ; preds = %1682, %1630
  %1662 = phi <16 x float> [ %1631, %1630 ], [ %1750, %1682 ]
  %1663 = phi <16 x float> [ %1632, %1630 ], [ %1749, %1682 ]
  %1664 = phi <16 x float> [ %1633, %1630 ], [ %1748, %1682 ]
  %1665 = phi <16 x float> [ %1634, %1630 ], [ %1743, %1682 ]
  %1666 = phi <16 x float> [ %1635, %1630 ], [ %1742, %1682 ]
  %1667 = phi <16 x float> [ %1636, %1630 ], [ %1741, %1682 ]
  %1668 = phi <16 x float> [ %1637, %1630 ], [ %1736, %1682 ]
  %1669 = phi <16 x float> [ %1638, %1630 ], [ %1735, %1682 ]
  %1670 = phi <16 x float> [ %1639, %1630 ], [ %1734, %1682 ]
  %1671 = phi <16 x float> [ %1640, %1630 ], [ %1729, %1682 ]
  %1672 = phi <16 x float> [ %1641, %1630 ], [ %1728, %1682 ]
  %1673 = phi <16 x float> [ %1642, %1630 ], [ %1727, %1682 ]
  %1674 = phi <16 x float> [ %1643, %1630 ], [ %1722, %1682 ]
  %1675 = phi <16 x float> [ %1644, %1630 ], [ %1721, %1682 ]
  %1676 = phi <16 x float> [ %1645, %1630 ], [ %1720, %1682 ]
  %1677 = phi <16 x float> [ %1646, %1630 ], [ %1715, %1682 ]
  %1678 = phi <16 x float> [ %1647, %1630 ], [ %1714, %1682 ]
  %1679 = phi <16 x float> [ %1648, %1630 ], [ %1713, %1682 ]
  %1680 = add nuw nsw i64 %1649, 1
  %1681 = icmp eq i64 %1680, %8
  br i1 %1681, label %1609, label %1630

1682:                                             ; preds = %1658, %1682
  %1683 = phi <16 x float> [ %1631, %1658 ], [ %1750, %1682 ]
  %1684 = phi <16 x float> [ %1632, %1658 ], [ %1749, %1682 ]
  %1685 = phi <16 x float> [ %1633, %1658 ], [ %1748, %1682 ]
  %1686 = phi <16 x float> [ %1634, %1658 ], [ %1743, %1682 ]
  %1687 = phi <16 x float> [ %1635, %1658 ], [ %1742, %1682 ]
  %1688 = phi <16 x float> [ %1636, %1658 ], [ %1741, %1682 ]
  %1689 = phi <16 x float> [ %1637, %1658 ], [ %1736, %1682 ]
  %1690 = phi <16 x float> [ %1638, %1658 ], [ %1735, %1682 ]
  %1691 = phi <16 x float> [ %1639, %1658 ], [ %1734, %1682 ]
  %1692 = phi <16 x float> [ %1640, %1658 ], [ %1729, %1682 ]
  %1693 = phi <16 x float> [ %1641, %1658 ], [ %1728, %1682 ]
  %1694 = phi <16 x float> [ %1642, %1658 ], [ %1727, %1682 ]
  %1695 = phi <16 x float> [ %1643, %1658 ], [ %1722, %1682 ]
  %1696 = phi <16 x float> [ %1644, %1658 ], [ %1721, %1682 ]
  %1697 = phi <16 x float> [ %1645, %1658 ], [ %1720, %1682 ]
  %1698 = phi <16 x float> [ %1646, %1658 ], [ %1715, %1682 ]
  %1699 = phi <16 x float> [ %1647, %1658 ], [ %1714, %1682 ]
  %1700 = phi <16 x float> [ %1648, %1658 ], [ %1713, %1682 ]
  %1701 = phi i64 [ 0, %1658 ], [ %1751, %1682 ]
  %1702 = mul nuw nsw i64 %49, %1701
  %1703 = getelementptr i8, ptr %1660, i64 %1702
  %1704 = load <16 x float>, ptr %1703, align 1
  %1705 = getelementptr inbounds nuw i8, ptr %1703, i64 64
  %1706 = load <16 x float>, ptr %1705, align 1
  %1707 = getelementptr inbounds nuw i8, ptr %1703, i64 128
  %1708 = load <16 x float>, ptr %1707, align 1
  %1709 = getelementptr inbounds nuw float, ptr %1652, i64 %1701
  %1710 = load float, ptr %1709, align 4
  %1711 = insertelement <16 x float> poison, float %1710, i64 0
  %1712 = shufflevector <16 x float> %1711, <16 x float> poison, <16 x i32> zeroinitializer
  %1713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1704, <16 x float> %1700)
  %1714 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1706, <16 x float> %1699)
  %1715 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1712, <16 x float> %1708, <16 x float> %1698)
  %1716 = getelementptr inbounds nuw float, ptr %1653, i64 %1701
  %1717 = load float, ptr %1716, align 4
  %1718 = insertelement <16 x float> poison, float %1717, i64 0
  %1719 = shufflevector <16 x float> %1718, <16 x float> poison, <16 x i32> zeroinitializer
  %1720 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1719, <16 x float> %1704, <16 x float> %1697)
  %1721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1719, <16 x float> %1706, <16 x float> %1696)
  %1722 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1719, <16 x float> %1708, <16 x float> %1695)
  %1723 = getelementptr inbounds nuw float, ptr %1654, i64 %1701
  %1724 = load float, ptr %1723, align 4
  %1725 = insertelement <16 x float> poison, float %1724, i64 0
  %1726 = shufflevector <16 x float> %1725, <16 x float> poison, <16 x i32> zeroinitializer
  %1727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1704, <16 x float> %1694)
  %1728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1706, <16 x float> %1693)
  %1729 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1726, <16 x float> %1708, <16 x float> %1692)
  %1730 = getelementptr inbounds nuw float, ptr %1655, i64 %1701
  %1731 = load float, ptr %1730, align 4
  %1732 = insertelement <16 x float> poison, float %1731, i64 0
  %1733 = shufflevector <16 x float> %1732, <16 x float> poison, <16 x i32> zeroinitializer
  %1734 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1704, <16 x float> %1691)
  %1735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1706, <16 x float> %1690)
  %1736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1708, <16 x float> %1689)
  %1737 = getelementptr inbounds nuw float, ptr %1656, i64 %1701
  %1738 = load float, ptr %1737, align 4
  %1739 = insertelement <16 x float> poison, float %1738, i64 0
  %1740 = shufflevector <16 x float> %1739, <16 x float> poison, <16 x i32> zeroinitializer
  %1741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1704, <16 x float> %1688)
  %1742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1706, <16 x float> %1687)
  %1743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1740, <16 x float> %1708, <16 x float> %1686)
  %1744 = getelementptr inbounds nuw float, ptr %1657, i64 %1701
  %1745 = load float, ptr %1744, align 4
  %1746 = insertelement <16 x float> poison, float %1745, i64 0
  %1747 = shufflevector <16 x float> %1746, <16 x float> poison, <16 x i32> zeroinitializer
  %1748 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1747, <16 x float> %1704, <16 x float> %1685)
  %1749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1747, <16 x float> %1706, <16 x float> %1684)
  %1750 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1747, <16 x float> %1708, <16 x float> %1683)
  %1751 = add nuw nsw i64 %1701, 1
  %1752 = icmp eq i64 %1751, %5
  br i1 %1752, label %1661, label %1682

1753:                                             ; preds = %311
  %1754 = load i64, ptr %314, align 16
  %1755 = getelementptr float, ptr %130, i64 %1754
  %1756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1755, <16 x i1> %199, <16 x float> zeroinitializer)
  %1757 = getelementptr inbounds nuw i8, ptr %1755, i64 64
  %1758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1757, <16 x i1> %200, <16 x float> zeroinitializer)
  %1759 = getelementptr inbounds nuw i8, ptr %1755, i64 128
  %1760 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1759, <16 x i1> %201, <16 x float> zeroinitializer)
  %1761 = getelementptr inbounds nuw i8, ptr %1755, i64 192
  %1762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1761, <16 x i1> %202, <16 x float> zeroinitializer)
  %1763 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %1764 = load i64, ptr %1763, align 8
  %1765 = getelementptr float, ptr %130, i64 %1764
  %1766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1765, <16 x i1> %199, <16 x float> zeroinitializer)
  %1767 = getelementptr inbounds nuw i8, ptr %1765, i64 64
  %1768 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1767, <16 x i1> %200, <16 x float> zeroinitializer)
  %1769 = getelementptr inbounds nuw i8, ptr %1765, i64 128
  %1770 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1769, <16 x i1> %201, <16 x float> zeroinitializer)
  %1771 = getelementptr inbounds nuw i8, ptr %1765, i64 192
  %1772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1771, <16 x i1> %202, <16 x float> zeroinitializer)
  %1773 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %1774 = load i64, ptr %1773, align 16
  %1775 = getelementptr float, ptr %130, i64 %1774
  %1776 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1775, <16 x i1> %199, <16 x float> zeroinitializer)
  %1777 = getelementptr inbounds nuw i8, ptr %1775, i64 64
  %1778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1777, <16 x i1> %200, <16 x float> zeroinitializer)
  %1779 = getelementptr inbounds nuw i8, ptr %1775, i64 128
  %1780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1779, <16 x i1> %201, <16 x float> zeroinitializer)
  %1781 = getelementptr inbounds nuw i8, ptr %1775, i64 192
  %1782 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1781, <16 x i1> %202, <16 x float> zeroinitializer)
  %1783 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %1784 = load i64, ptr %1783, align 8
  %1785 = getelementptr float, ptr %130, i64 %1784
  %1786 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1785, <16 x i1> %199, <16 x float> zeroinitializer)
  %1787 = getelementptr inbounds nuw i8, ptr %1785, i64 64
  %1788 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1787, <16 x i1> %200, <16 x float> zeroinitializer)
  %1789 = getelementptr inbounds nuw i8, ptr %1785, i64 128
  %1790 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1789, <16 x i1> %201, <16 x float> zeroinitializer)
  %1791 = getelementptr inbounds nuw i8, ptr %1785, i64 192
  %1792 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1791, <16 x i1> %202, <16 x float> zeroinitializer)
  %1793 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %1794 = load i64, ptr %1793, align 16
  %1795 = getelementptr float, ptr %130, i64 %1794
  %1796 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1795, <16 x i1> %199, <16 x float> zeroinitializer)
  %1797 = getelementptr inbounds nuw i8, ptr %1795, i64 64
  %1798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1797, <16 x i1> %200, <16 x float> zeroinitializer)
  %1799 = getelementptr inbounds nuw i8, ptr %1795, i64 128
  %1800 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1799, <16 x i1> %201, <16 x float> zeroinitializer)
  %1801 = getelementptr inbounds nuw i8, ptr %1795, i64 192
  %1802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1801, <16 x i1> %202, <16 x float> zeroinitializer)
  %1803 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %1804 = load i64, ptr %1803, align 8
  %1805 = getelementptr float, ptr %130, i64 %1804
  %1806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1805, <16 x i1> %199, <16 x float> zeroinitializer)
  %1807 = getelementptr inbounds nuw i8, ptr %1805, i64 64
  %1808 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1807, <16 x i1> %200, <16 x float> zeroinitializer)
  %1809 = getelementptr inbounds nuw i8, ptr %1805, i64 128
  %1810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1809, <16 x i1> %201, <16 x float> zeroinitializer)
  %1811 = getelementptr inbounds nuw i8, ptr %1805, i64 192
  %1812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1811, <16 x i1> %202, <16 x float> zeroinitializer)
  br i1 %40, label %1813, label %1819

1813:                                             ; preds = %1753
  %1814 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %1815 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %1816 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %1817 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %1818 = getelementptr inbounds nuw i8, ptr %313, i64 40
  br label %1869

1819:                                             ; preds = %1905, %1753
  %1820 = phi <16 x float> [ %1812, %1753 ], [ %1906, %1905 ]
  %1821 = phi <16 x float> [ %1810, %1753 ], [ %1907, %1905 ]
  %1822 = phi <16 x float> [ %1808, %1753 ], [ %1908, %1905 ]
  %1823 = phi <16 x float> [ %1806, %1753 ], [ %1909, %1905 ]
  %1824 = phi <16 x float> [ %1802, %1753 ], [ %1910, %1905 ]
  %1825 = phi <16 x float> [ %1800, %1753 ], [ %1911, %1905 ]
  %1826 = phi <16 x float> [ %1798, %1753 ], [ %1912, %1905 ]
  %1827 = phi <16 x float> [ %1796, %1753 ], [ %1913, %1905 ]
  %1828 = phi <16 x float> [ %1792, %1753 ], [ %1914, %1905 ]
  %1829 = phi <16 x float> [ %1790, %1753 ], [ %1915, %1905 ]
  %1830 = phi <16 x float> [ %1788, %1753 ], [ %1916, %1905 ]
  %1831 = phi <16 x float> [ %1786, %1753 ], [ %1917, %1905 ]
  %1832 = phi <16 x float> [ %1782, %1753 ], [ %1918, %1905 ]
  %1833 = phi <16 x float> [ %1780, %1753 ], [ %1919, %1905 ]
  %1834 = phi <16 x float> [ %1778, %1753 ], [ %1920, %1905 ]
  %1835 = phi <16 x float> [ %1776, %1753 ], [ %1921, %1905 ]
  %1836 = phi <16 x float> [ %1772, %1753 ], [ %1922, %1905 ]
  %1837 = phi <16 x float> [ %1770, %1753 ], [ %1923, %1905 ]
  %1838 = phi <16 x float> [ %1768, %1753 ], [ %1924, %1905 ]
  %1839 = phi <16 x float> [ %1766, %1753 ], [ %1925, %1905 ]
  %1840 = phi <16 x float> [ %1762, %1753 ], [ %1926, %1905 ]
  %1841 = phi <16 x float> [ %1760, %1753 ], [ %1927, %1905 ]
  %1842 = phi <16 x float> [ %1758, %1753 ], [ %1928, %1905 ]
  %1843 = phi <16 x float> [ %1756, %1753 ], [ %1929, %1905 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1843, ptr align 1 %1755, <16 x i1> %199)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1842, ptr nonnull align 1 %1757, <16 x i1> %200)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1841, ptr nonnull align 1 %1759, <16 x i1> %201)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1840, ptr nonnull align 1 %1761, <16 x i1> %202)
  %1844 = load i64, ptr %1763, align 8
  %1845 = getelementptr float, ptr %130, i64 %1844
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1839, ptr align 1 %1845, <16 x i1> %199)
  %1846 = getelementptr inbounds nuw i8, ptr %1845, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1838, ptr nonnull align 1 %1846, <16 x i1> %200)
  %1847 = getelementptr inbounds nuw i8, ptr %1845, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1837, ptr nonnull align 1 %1847, <16 x i1> %201)
  %1848 = getelementptr inbounds nuw i8, ptr %1845, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1836, ptr nonnull align 1 %1848, <16 x i1> %202)
  %1849 = load i64, ptr %1773, align 16
  %1850 = getelementptr float, ptr %130, i64 %1849
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1835, ptr align 1 %1850, <16 x i1> %199)
  %1851 = getelementptr inbounds nuw i8, ptr %1850, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1834, ptr nonnull align 1 %1851, <16 x i1> %200)
  %1852 = getelementptr inbounds nuw i8, ptr %1850, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1833, ptr nonnull align 1 %1852, <16 x i1> %201)
  %1853 = getelementptr inbounds nuw i8, ptr %1850, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1832, ptr nonnull align 1 %1853, <16 x i1> %202)
  %1854 = load i64, ptr %1783, align 8
  %1855 = getelementptr float, ptr %130, i64 %1854
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1831, ptr align 1 %1855, <16 x i1> %199)
  %1856 = getelementptr inbounds nuw i8, ptr %1855, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1830, ptr nonnull align 1 %1856, <16 x i1> %200)
  %1857 = getelementptr inbounds nuw i8, ptr %1855, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1829, ptr nonnull align 1 %1857, <16 x i1> %201)
  %1858 = getelementptr inbounds nuw i8, ptr %1855, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1828, ptr nonnull align 1 %1858, <16 x i1> %202)
  %1859 = load i64, ptr %1793, align 16
  %1860 = getelementptr float, ptr %130, i64 %1859
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1827, ptr align 1 %1860, <16 x i1> %199)
  %1861 = getelementptr inbounds nuw i8, ptr %1860, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1826, ptr nonnull align 1 %1861, <16 x i1> %200)
  %1862 = getelementptr inbounds nuw i8, ptr %1860, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1825, ptr nonnull align 1 %1862, <16 x i1> %201)
  %1863 = getelementptr inbounds nuw i8, ptr %1860, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1824, ptr nonnull align 1 %1863, <16 x i1> %202)
  %1864 = load i64, ptr %1803, align 8
  %1865 = getelementptr float, ptr %130, i64 %1864
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1823, ptr align 1 %1865, <16 x i1> %199)
  %1866 = getelementptr inbounds nuw i8, ptr %1865, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1822, ptr nonnull align 1 %1866, <16 x i1> %200)
  %1867 = getelementptr inbounds nuw i8, ptr %1865, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1821, ptr nonnull align 1 %1867, <16 x i1> %201)
  %1868 = getelementptr inbounds nuw i8, ptr %1865, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1820, ptr nonnull align 1 %1868, <16 x i1> %202)
  br label %2410

1869:                                             ; preds = %1813, %1905
  %1870 = phi <16 x float> [ %1812, %1813 ], [ %1906, %1905 ]
  %1871 = phi <16 x float> [ %1810, %1813 ], [ %1907, %1905 ]
  %1872 = phi <16 x float> [ %1808, %1813 ], [ %1908, %1905 ]
  %1873 = phi <16 x float> [ %1806, %1813 ], [ %1909, %1905 ]
  %1874 = phi <16 x float> [ %1802, %1813 ], [ %1910, %1905 ]
  %1875 = phi <16 x float> [ %1800, %1813 ], [ %1911, %1905 ]
  %1876 = phi <16 x float> [ %1798, %1813 ], [ %1912, %1905 ]
  %1877 = phi <16 x float> [ %1796, %1813 ], [ %1913, %1905 ]
  %1878 = phi <16 x float> [ %1792, %1813 ], [ %1914, %1905 ]
  %1879 = phi <16 x float> [ %1790, %1813 ], [ %1915, %1905 ]
  %1880 = phi <16 x float> [ %1788, %1813 ], [ %1916, %1905 ]
  %1881 = phi <16 x float> [ %1786, %1813 ], [ %1917, %1905 ]
  %1882 = phi <16 x float> [ %1782, %1813 ], [ %1918, %1905 ]
  %1883 = phi <16 x float> [ %1780, %1813 ], [ %1919, %1905 ]
  %1884 = phi <16 x float> [ %1778, %1813 ], [ %1920, %1905 ]
  %1885 = phi <16 x float> [ %1776, %1813 ], [ %1921, %1905 ]
  %1886 = phi <16 x float> [ %1772, %1813 ], [ %1922, %1905 ]
  %1887 = phi <16 x float> [ %1770, %1813 ], [ %1923, %1905 ]
  %1888 = phi <16 x float> [ %1768, %1813 ], [ %1924, %1905 ]
  %1889 = phi <16 x float> [ %1766, %1813 ], [ %1925, %1905 ]
  %1890 = phi <16 x float> [ %1762, %1813 ], [ %1926, %1905 ]
  %1891 = phi <16 x float> [ %1760, %1813 ], [ %1927, %1905 ]
  %1892 = phi <16 x float> [ %1758, %1813 ], [ %1928, %1905 ]
  %1893 = phi <16 x float> [ %1756, %1813 ], [ %1929, %1905 ]
  %1894 = phi i64 [ 0, %1813 ], [ %1930, %1905 ]
  br i1 %41, label %1895, label %1905

1895:                                             ; preds = %1869
  %1896 = mul i64 %39, %1894
  %1897 = getelementptr float, ptr %24, i64 %1896
  %1898 = mul nuw nsw i64 %1894, %8
  %1899 = load i64, ptr %313, align 16
  %1900 = load i64, ptr %1814, align 8
  %1901 = load i64, ptr %1815, align 16
  %1902 = load i64, ptr %1816, align 8
  %1903 = load i64, ptr %1817, align 16
  %1904 = load i64, ptr %1818, align 8
  br label %1932

1905:                                             ; preds = %1969, %1869
  %1906 = phi <16 x float> [ %1870, %1869 ], [ %1970, %1969 ]
  %1907 = phi <16 x float> [ %1871, %1869 ], [ %1971, %1969 ]
  %1908 = phi <16 x float> [ %1872, %1869 ], [ %1972, %1969 ]
  %1909 = phi <16 x float> [ %1873, %1869 ], [ %1973, %1969 ]
  %1910 = phi <16 x float> [ %1874, %1869 ], [ %1974, %1969 ]
  %1911 = phi <16 x float> [ %1875, %1869 ], [ %1975, %1969 ]
  %1912 = phi <16 x float> [ %1876, %1869 ], [ %1976, %1969 ]
  %1913 = phi <16 x float> [ %1877, %1869 ], [ %1977, %1969 ]
  %1914 = phi <16 x float> [ %1878, %1869 ], [ %1978, %1969 ]
  %1915 = phi <16 x float> [ %1879, %1869 ], [ %1979, %1969 ]
  %1916 = phi <16 x float> [ %1880, %1869 ], [ %1980, %1969 ]
  %1917 = phi <16 x float> [ %1881, %1869 ], [ %1981, %1969 ]
  %1918 = phi <16 x float> [ %1882, %1869 ], [ %1982, %1969 ]
  %1919 = phi <16 x float> [ %1883, %1869 ], [ %1983, %1969 ]
  %1920 = phi <16 x float> [ %1884, %1869 ], [ %1984, %1969 ]
  %1921 = phi <16 x float> [ %1885, %1869 ], [ %1985, %1969 ]
  %1922 = phi <16 x float> [ %1886, %1869 ], [ %1986, %1969 ]
  %1923 = phi <16 x float> [ %1887, %1869 ], [ %1987, %1969 ]
  %1924 = phi <16 x float> [ %1888, %1869 ], [ %1988, %1969 ]
  %1925 = phi <16 x float> [ %1889, %1869 ], [ %1989, %1969 ]
  %1926 = phi <16 x float> [ %1890, %1869 ], [ %1990, %1969 ]
  %1927 = phi <16 x float> [ %1891, %1869 ], [ %1991, %1969 ]
  %1928 = phi <16 x float> [ %1892, %1869 ], [ %1992, %1969 ]
  %1929 = phi <16 x float> [ %1893, %1869 ], [ %1993, %1969 ]
  %1930 = add nuw nsw i64 %1894, 1
  %1931 = icmp eq i64 %1930, %7
  br i1 %1931, label %1819, label %1869

1932:                                             ; preds = %1895, %1969
  %1933 = phi <16 x float> [ %1870, %1895 ], [ %1970, %1969 ]
  %1934 = phi <16 x float> [ %1871, %1895 ], [ %1971, %1969 ]
  %1935 = phi <16 x float> [ %1872, %1895 ], [ %1972, %1969 ]
  %1936 = phi <16 x float> [ %1873, %1895 ], [ %1973, %1969 ]
  %1937 = phi <16 x float> [ %1874, %1895 ], [ %1974, %1969 ]
  %1938 = phi <16 x float> [ %1875, %1895 ], [ %1975, %1969 ]
  %1939 = phi <16 x float> [ %1876, %1895 ], [ %1976, %1969 ]
  %1940 = phi <16 x float> [ %1877, %1895 ], [ %1977, %1969 ]
  %1941 = phi <16 x float> [ %1878, %1895 ], [ %1978, %1969 ]
  %1942 = phi <16 x float> [ %1879, %1895 ], [ %1979, %1969 ]
  %1943 = phi <16 x float> [ %1880, %1895 ], [ %1980, %1969 ]
  %1944 = phi <16 x float> [ %1881, %1895 ], [ %1981, %1969 ]
  %1945 = phi <16 x float> [ %1882, %1895 ], [ %1982, %1969 ]
  %1946 = phi <16 x float> [ %1883, %1895 ], [ %1983, %1969 ]
  %1947 = phi <16 x float> [ %1884, %1895 ], [ %1984, %1969 ]
  %1948 = phi <16 x float> [ %1885, %1895 ], [ %1985, %1969 ]
  %1949 = phi <16 x float> [ %1886, %1895 ], [ %1986, %1969 ]
  %1950 = phi <16 x float> [ %1887, %1895 ], [ %1987, %1969 ]
  %1951 = phi <16 x float> [ %1888, %1895 ], [ %1988, %1969 ]
  %1952 = phi <16 x float> [ %1889, %1895 ], [ %1989, %1969 ]
  %1953 = phi <16 x float> [ %1890, %1895 ], [ %1990, %1969 ]
  %1954 = phi <16 x float> [ %1891, %1895 ], [ %1991, %1969 ]
  %1955 = phi <16 x float> [ %1892, %1895 ], [ %1992, %1969 ]
  %1956 = phi <16 x float> [ %1893, %1895 ], [ %1993, %1969 ]
  %1957 = phi i64 [ 0, %1895 ], [ %1994, %1969 ]
  %1958 = mul i64 %42, %1957
  %1959 = getelementptr float, ptr %1897, i64 %1958
  %1960 = getelementptr float, ptr %1959, i64 %1899
  %1961 = getelementptr float, ptr %1959, i64 %1900
  %1962 = getelementptr float, ptr %1959, i64 %1901
  %1963 = getelementptr float, ptr %1959, i64 %1902
  %1964 = getelementptr float, ptr %1959, i64 %1903
  %1965 = getelementptr float, ptr %1959, i64 %1904
  %1966 = add nuw nsw i64 %1957, %1898
  %1967 = mul i64 %44, %1966
  %1968 = getelementptr float, ptr %131, i64 %1967
  br i1 %43, label %1996, label %1969

1969:                                             ; preds = %1996, %1932
  %1970 = phi <16 x float> [ %1933, %1932 ], [ %2078, %1996 ]
  %1971 = phi <16 x float> [ %1934, %1932 ], [ %2077, %1996 ]
  %1972 = phi <16 x float> [ %1935, %1932 ], [ %2076, %1996 ]
  %1973 = phi <16 x float> [ %1936, %1932 ], [ %2075, %1996 ]
  %1974 = phi <16 x float> [ %1937, %1932 ], [ %2070, %1996 ]
  %1975 = phi <16 x float> [ %1938, %1932 ], [ %2069, %1996 ]
  %1976 = phi <16 x float> [ %1939, %1932 ], [ %2068, %1996 ]
  %1977 = phi <16 x float> [ %1940, %1932 ], [ %2067, %1996 ]
  %1978 = phi <16 x float> [ %1941, %1932 ], [ %2062, %1996 ]
  %1979 = phi <16 x float> [ %1942, %1932 ], [ %2061, %1996 ]
  %1980 = phi <16 x float> [ %1943, %1932 ], [ %2060, %1996 ]
  %1981 = phi <16 x float> [ %1944, %1932 ], [ %2059, %1996 ]
  %1982 = phi <16 x float> [ %1945, %1932 ], [ %2054, %1996 ]
  %1983 = phi <16 x float> [ %1946, %1932 ], [ %2053, %1996 ]
  %1984 = phi <16 x float> [ %1947, %1932 ], [ %2052, %1996 ]
  %1985 = phi <16 x float> [ %1948, %1932 ], [ %2051, %1996 ]
  %1986 = phi <16 x float> [ %1949, %1932 ], [ %2046, %1996 ]
  %1987 = phi <16 x float> [ %1950, %1932 ], [ %2045, %1996 ]
  %1988 = phi <16 x float> [ %1951, %1932 ], [ %2044, %1996 ]
  %1989 = phi <16 x float> [ %1952, %1932 ], [ %2043, %1996 ]
  %1990 = phi <16 x float> [ %1953, %1932 ], [ %2038, %1996 ]
  %1991 = phi <16 x float> [ %1954, %1932 ], [ %2037, %1996 ]
  %1992 = phi <16 x float> [ %1955, %1932 ], [ %2036, %1996 ]
  %1993 = phi <16 x float> [ %1956, %1932 ], [ %2035, %1996 ]
  %1994 = add nuw nsw i64 %1957, 1
  %1995 = icmp eq i64 %1994, %8
  br i1 %1995, label %1905, label %1932

1996:                                             ; preds = %1932, %1996
  %1997 = phi <16 x float> [ %2078, %1996 ], [ %1933, %1932 ]
  %1998 = phi <16 x float> [ %2077, %1996 ], [ %1934, %1932 ]
  %1999 = phi <16 x float> [ %2076, %1996 ], [ %1935, %1932 ]
  %2000 = phi <16 x float> [ %2075, %1996 ], [ %1936, %1932 ]
  %2001 = phi <16 x float> [ %2070, %1996 ], [ %1937, %1932 ]
  %2002 = phi <16 x float> [ %2069, %1996 ], [ %1938, %1932 ]
  %2003 = phi <16 x float> [ %2068, %1996 ], [ %1939, %1932 ]
  %2004 = phi <16 x float> [ %2067, %1996 ], [ %1940, %1932 ]
  %2005 = phi <16 x float> [ %2062, %1996 ], [ %1941, %1932 ]
  %2006 = phi <16 x float> [ %2061, %1996 ], [ %1942, %1932 ]
  %2007 = phi <16 x float> [ %2060, %1996 ], [ %1943, %1932 ]
  %2008 = phi <16 x float> [ %2059, %1996 ], [ %1944, %1932 ]
  %2009 = phi <16 x float> [ %2054, %1996 ], [ %1945, %1932 ]
  %2010 = phi <16 x float> [ %2053, %1996 ], [ %1946, %1932 ]
  %2011 = phi <16 x float> [ %2052, %1996 ], [ %1947, %1932 ]
  %2012 = phi <16 x float> [ %2051, %1996 ], [ %1948, %1932 ]
  %2013 = phi <16 x float> [ %2046, %1996 ], [ %1949, %1932 ]
  %2014 = phi <16 x float> [ %2045, %1996 ], [ %1950, %1932 ]
  %2015 = phi <16 x float> [ %2044, %1996 ], [ %1951, %1932 ]
  %2016 = phi <16 x float> [ %2043, %1996 ], [ %1952, %1932 ]
  %2017 = phi <16 x float> [ %2038, %1996 ], [ %1953, %1932 ]
  %2018 = phi <16 x float> [ %2037, %1996 ], [ %1954, %1932 ]
  %2019 = phi <16 x float> [ %2036, %1996 ], [ %1955, %1932 ]
  %2020 = phi <16 x float> [ %2035, %1996 ], [ %1956, %1932 ]
  %2021 = phi i64 [ %2079, %1996 ], [ 0, %1932 ]
  %2022 = mul nuw nsw i64 %2021, %6
  %2023 = getelementptr inbounds nuw float, ptr %1968, i64 %2022
  %2024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2023, <16 x i1> %199, <16 x float> zeroinitializer)
  %2025 = getelementptr inbounds nuw i8, ptr %2023, i64 64
  %2026 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2025, <16 x i1> %200, <16 x float> zeroinitializer)
  %2027 = getelementptr inbounds nuw i8, ptr %2023, i64 128
  %2028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2027, <16 x i1> %201, <16 x float> zeroinitializer)
  %2029 = getelementptr inbounds nuw i8, ptr %2023, i64 192
  %2030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2029, <16 x i1> %202, <16 x float> zeroinitializer)
  %2031 = getelementptr inbounds nuw float, ptr %1960, i64 %2021
  %2032 = load float, ptr %2031, align 4
  %2033 = insertelement <16 x float> poison, float %2032, i64 0
  %2034 = shufflevector <16 x float> %2033, <16 x float> poison, <16 x i32> zeroinitializer
  %2035 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2034, <16 x float> %2024, <16 x float> %2020)
  %2036 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2034, <16 x float> %2026, <16 x float> %2019)
  %2037 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2034, <16 x float> %2028, <16 x float> %2018)
  %2038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2034, <16 x float> %2030, <16 x float> %2017)
  %2039 = getelementptr inbounds nuw float, ptr %1961, i64 %2021
  %2040 = load float, ptr %2039, align 4
  %2041 = insertelement <16 x float> poison, float %2040, i64 0
  %2042 = shufflevector <16 x float> %2041, <16 x float> poison, <16 x i32> zeroinitializer
  %2043 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2024, <16 x float> %2016)
  %2044 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2026, <16 x float> %2015)
  %2045 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2028, <16 x float> %2014)
  %2046 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2030, <16 x float> %2013)
  %2047 = getelementptr inbounds nuw float, ptr %1962, i64 %2021
  %2048 = load float, ptr %2047, align 4
  %2049 = insertelement <16 x float> poison, float %2048, i64 0
  %2050 = shufflevector <16 x float> %2049, <16 x float> poison, <16 x i32> zeroinitializer
  %2051 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2050, <16 x float> %2024, <16 x float> %2012)
  %2052 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2050, <16 x float> %2026, <16 x float> %2011)
  %2053 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2050, <16 x float> %2028, <16 x float> %2010)
  %2054 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2050, <16 x float> %2030, <16 x float> %2009)
  %2055 = getelementptr inbounds nuw float, ptr %1963, i64 %2021
  %2056 = load float, ptr %2055, align 4
  %2057 = insertelement <16 x float> poison, float %2056, i64 0
  %2058 = shufflevector <16 x float> %2057, <16 x float> poison, <16 x i32> zeroinitializer
  %2059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %2024, <16 x float> %2008)
  %2060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %2026, <16 x float> %2007)
  %2061 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %2028, <16 x float> %2006)
  %2062 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %2030, <16 x float> %2005)
  %2063 = getelementptr inbounds nuw float, ptr %1964, i64 %2021
  %2064 = load float, ptr %2063, align 4
  %2065 = insertelement <16 x float> poison, float %2064, i64 0
  %2066 = shufflevector <16 x float> %2065, <16 x float> poison, <16 x i32> zeroinitializer
  %2067 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2066, <16 x float> %2024, <16 x float> %2004)
  %2068 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2066, <16 x float> %2026, <16 x float> %2003)
  %2069 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2066, <16 x float> %2028, <16 x float> %2002)
  %2070 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2066, <16 x float> %2030, <16 x float> %2001)
  %2071 = getelementptr inbounds nuw float, ptr %1965, i64 %2021
  %2072 = load float, ptr %2071, align 4
  %2073 = insertelement <16 x float> poison, float %2072, i64 0
  %2074 = shufflevector <16 x float> %2073, <16 x float> poison, <16 x i32> zeroinitializer
  %2075 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> %2024, <16 x float> %2000)
  %2076 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> %2026, <16 x float> %1999)
  %2077 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> %2028, <16 x float> %1998)
  %2078 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2074, <16 x float> %2030, <16 x float> %1997)
  %2079 = add nuw nsw i64 %2021, 1
  %2080 = icmp eq i64 %2079, %5
  br i1 %2080, label %1969, label %1996

2081:                                             ; preds = %311
  %2082 = load i64, ptr %314, align 16
  %2083 = getelementptr float, ptr %130, i64 %2082
  %2084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2083, <16 x i1> %163, <16 x float> zeroinitializer)
  %2085 = getelementptr inbounds nuw i8, ptr %2083, i64 64
  %2086 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2085, <16 x i1> %164, <16 x float> zeroinitializer)
  %2087 = getelementptr inbounds nuw i8, ptr %2083, i64 128
  %2088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2087, <16 x i1> %165, <16 x float> zeroinitializer)
  %2089 = getelementptr inbounds nuw i8, ptr %2083, i64 192
  %2090 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2089, <16 x i1> %166, <16 x float> zeroinitializer)
  %2091 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %2092 = load i64, ptr %2091, align 8
  %2093 = getelementptr float, ptr %130, i64 %2092
  %2094 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2093, <16 x i1> %163, <16 x float> zeroinitializer)
  %2095 = getelementptr inbounds nuw i8, ptr %2093, i64 64
  %2096 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2095, <16 x i1> %164, <16 x float> zeroinitializer)
  %2097 = getelementptr inbounds nuw i8, ptr %2093, i64 128
  %2098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2097, <16 x i1> %165, <16 x float> zeroinitializer)
  %2099 = getelementptr inbounds nuw i8, ptr %2093, i64 192
  %2100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2099, <16 x i1> %166, <16 x float> zeroinitializer)
  %2101 = getelementptr inbounds nuw i8, ptr %314, i64 16
  %2102 = load i64, ptr %2101, align 16
  %2103 = getelementptr float, ptr %130, i64 %2102
  %2104 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2103, <16 x i1> %163, <16 x float> zeroinitializer)
  %2105 = getelementptr inbounds nuw i8, ptr %2103, i64 64
  %2106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2105, <16 x i1> %164, <16 x float> zeroinitializer)
  %2107 = getelementptr inbounds nuw i8, ptr %2103, i64 128
  %2108 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2107, <16 x i1> %165, <16 x float> zeroinitializer)
  %2109 = getelementptr inbounds nuw i8, ptr %2103, i64 192
  %2110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2109, <16 x i1> %166, <16 x float> zeroinitializer)
  %2111 = getelementptr inbounds nuw i8, ptr %314, i64 24
  %2112 = load i64, ptr %2111, align 8
  %2113 = getelementptr float, ptr %130, i64 %2112
  %2114 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2113, <16 x i1> %163, <16 x float> zeroinitializer)
  %2115 = getelementptr inbounds nuw i8, ptr %2113, i64 64
  %2116 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2115, <16 x i1> %164, <16 x float> zeroinitializer)
  %2117 = getelementptr inbounds nuw i8, ptr %2113, i64 128
  %2118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2117, <16 x i1> %165, <16 x float> zeroinitializer)
  %2119 = getelementptr inbounds nuw i8, ptr %2113, i64 192
  %2120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2119, <16 x i1> %166, <16 x float> zeroinitializer)
  %2121 = getelementptr inbounds nuw i8, ptr %314, i64 32
  %2122 = load i64, ptr %2121, align 16
  %2123 = getelementptr float, ptr %130, i64 %2122
  %2124 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2123, <16 x i1> %163, <16 x float> zeroinitializer)
  %2125 = getelementptr inbounds nuw i8, ptr %2123, i64 64
  %2126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2125, <16 x i1> %164, <16 x float> zeroinitializer)
  %2127 = getelementptr inbounds nuw i8, ptr %2123, i64 128
  %2128 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2127, <16 x i1> %165, <16 x float> zeroinitializer)
  %2129 = getelementptr inbounds nuw i8, ptr %2123, i64 192
  %2130 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2129, <16 x i1> %166, <16 x float> zeroinitializer)
  %2131 = getelementptr inbounds nuw i8, ptr %314, i64 40
  %2132 = load i64, ptr %2131, align 8
  %2133 = getelementptr float, ptr %130, i64 %2132
  %2134 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2133, <16 x i1> %163, <16 x float> zeroinitializer)
  %2135 = getelementptr inbounds nuw i8, ptr %2133, i64 64
  %2136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2135, <16 x i1> %164, <16 x float> zeroinitializer)
  %2137 = getelementptr inbounds nuw i8, ptr %2133, i64 128
  %2138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2137, <16 x i1> %165, <16 x float> zeroinitializer)
  %2139 = getelementptr inbounds nuw i8, ptr %2133, i64 192
  %2140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %2139, <16 x i1> %166, <16 x float> zeroinitializer)
  br i1 %40, label %2141, label %2147

2141:                                             ; preds = %2081
  %2142 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %2143 = getelementptr inbounds nuw i8, ptr %313, i64 16
  %2144 = getelementptr inbounds nuw i8, ptr %313, i64 24
  %2145 = getelementptr inbounds nuw i8, ptr %313, i64 32
  %2146 = getelementptr inbounds nuw i8, ptr %313, i64 40
  br label %2197

2147:                                             ; preds = %2234, %2081
  %2148 = phi <16 x float> [ %2140, %2081 ], [ %2235, %2234 ]
  %2149 = phi <16 x float> [ %2138, %2081 ], [ %2236, %2234 ]
  %2150 = phi <16 x float> [ %2136, %2081 ], [ %2237, %2234 ]
  %2151 = phi <16 x float> [ %2134, %2081 ], [ %2238, %2234 ]
  %2152 = phi <16 x float> [ %2130, %2081 ], [ %2239, %2234 ]
  %2153 = phi <16 x float> [ %2128, %2081 ], [ %2240, %2234 ]
  %2154 = phi <16 x float> [ %2126, %2081 ], [ %2241, %2234 ]
  %2155 = phi <16 x float> [ %2124, %2081 ], [ %2242, %2234 ]
  %2156 = phi <16 x float> [ %2120, %2081 ], [ %2243, %2234 ]
  %2157 = phi <16 x float> [ %2118, %2081 ], [ %2244, %2234 ]
  %2158 = phi <16 x float> [ %2116, %2081 ], [ %2245, %2234 ]
  %2159 = phi <16 x float> [ %2114, %2081 ], [ %2246, %2234 ]
  %2160 = phi <16 x float> [ %2110, %2081 ], [ %2247, %2234 ]
  %2161 = phi <16 x float> [ %2108, %2081 ], [ %2248, %2234 ]
  %2162 = phi <16 x float> [ %2106, %2081 ], [ %2249, %2234 ]
  %2163 = phi <16 x float> [ %2104, %2081 ], [ %2250, %2234 ]
  %2164 = phi <16 x float> [ %2100, %2081 ], [ %2251, %2234 ]
  %2165 = phi <16 x float> [ %2098, %2081 ], [ %2252, %2234 ]
  %2166 = phi <16 x float> [ %2096, %2081 ], [ %2253, %2234 ]
  %2167 = phi <16 x float> [ %2094, %2081 ], [ %2254, %2234 ]
  %2168 = phi <16 x float> [ %2090, %2081 ], [ %2255, %2234 ]
  %2169 = phi <16 x float> [ %2088, %2081 ], [ %2256, %2234 ]
  %2170 = phi <16 x float> [ %2086, %2081 ], [ %2257, %2234 ]
  %2171 = phi <16 x float> [ %2084, %2081 ], [ %2258, %2234 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2171, ptr align 1 %2083, <16 x i1> %163)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2170, ptr nonnull align 1 %2085, <16 x i1> %164)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2169, ptr nonnull align 1 %2087, <16 x i1> %165)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2168, ptr nonnull align 1 %2089, <16 x i1> %166)
  %2172 = load i64, ptr %2091, align 8
  %2173 = getelementptr float, ptr %130, i64 %2172
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2167, ptr align 1 %2173, <16 x i1> %163)
  %2174 = getelementptr inbounds nuw i8, ptr %2173, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2166, ptr nonnull align 1 %2174, <16 x i1> %164)
  %2175 = getelementptr inbounds nuw i8, ptr %2173, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2165, ptr nonnull align 1 %2175, <16 x i1> %165)
  %2176 = getelementptr inbounds nuw i8, ptr %2173, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2164, ptr nonnull align 1 %2176, <16 x i1> %166)
  %2177 = load i64, ptr %2101, align 16
  %2178 = getelementptr float, ptr %130, i64 %2177
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2163, ptr align 1 %2178, <16 x i1> %163)
  %2179 = getelementptr inbounds nuw i8, ptr %2178, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2162, ptr nonnull align 1 %2179, <16 x i1> %164)
  %2180 = getelementptr inbounds nuw i8, ptr %2178, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2161, ptr nonnull align 1 %2180, <16 x i1> %165)
  %2181 = getelementptr inbounds nuw i8, ptr %2178, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2160, ptr nonnull align 1 %2181, <16 x i1> %166)
  %2182 = load i64, ptr %2111, align 8
  %2183 = getelementptr float, ptr %130, i64 %2182
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2159, ptr align 1 %2183, <16 x i1> %163)
  %2184 = getelementptr inbounds nuw i8, ptr %2183, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2158, ptr nonnull align 1 %2184, <16 x i1> %164)
  %2185 = getelementptr inbounds nuw i8, ptr %2183, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2157, ptr nonnull align 1 %2185, <16 x i1> %165)
  %2186 = getelementptr inbounds nuw i8, ptr %2183, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2156, ptr nonnull align 1 %2186, <16 x i1> %166)
  %2187 = load i64, ptr %2121, align 16
  %2188 = getelementptr float, ptr %130, i64 %2187
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2155, ptr align 1 %2188, <16 x i1> %163)
  %2189 = getelementptr inbounds nuw i8, ptr %2188, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2154, ptr nonnull align 1 %2189, <16 x i1> %164)
  %2190 = getelementptr inbounds nuw i8, ptr %2188, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2153, ptr nonnull align 1 %2190, <16 x i1> %165)
  %2191 = getelementptr inbounds nuw i8, ptr %2188, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2152, ptr nonnull align 1 %2191, <16 x i1> %166)
  %2192 = load i64, ptr %2131, align 8
  %2193 = getelementptr float, ptr %130, i64 %2192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2151, ptr align 1 %2193, <16 x i1> %163)
  %2194 = getelementptr inbounds nuw i8, ptr %2193, i64 64
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2150, ptr nonnull align 1 %2194, <16 x i1> %164)
  %2195 = getelementptr inbounds nuw i8, ptr %2193, i64 128
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2149, ptr nonnull align 1 %2195, <16 x i1> %165)
  %2196 = getelementptr inbounds nuw i8, ptr %2193, i64 192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2148, ptr nonnull align 1 %2196, <16 x i1> %166)
  br label %2410

2197:                                             ; preds = %2141, %2234
  %2198 = phi <16 x float> [ %2140, %2141 ], [ %2235, %2234 ]
  %2199 = phi <16 x float> [ %2138, %2141 ], [ %2236, %2234 ]
  %2200 = phi <16 x float> [ %2136, %2141 ], [ %2237, %2234 ]
  %2201 = phi <16 x float> [ %2134, %2141 ], [ %2238, %2234 ]
  %2202 = phi <16 x float> [ %2130, %2141 ], [ %2239, %2234 ]
  %2203 = phi <16 x float> [ %2128, %2141 ], [ %2240, %2234 ]
  %2204 = phi <16 x float> [ %2126, %2141 ], [ %2241, %2234 ]
  %2205 = phi <16 x float> [ %2124, %2141 ], [ %2242, %2234 ]
  %2206 = phi <16 x float> [ %2120, %2141 ], [ %2243, %2234 ]
  %2207 = phi <16 x float> [ %2118, %2141 ], [ %2244, %2234 ]
  %2208 = phi <16 x float> [ %2116, %2141 ], [ %2245, %2234 ]
  %2209 = phi <16 x float> [ %2114, %2141 ], [ %2246, %2234 ]
  %2210 = phi <16 x float> [ %2110, %2141 ], [ %2247, %2234 ]
  %2211 = phi <16 x float> [ %2108, %2141 ], [ %2248, %2234 ]
  %2212 = phi <16 x float> [ %2106, %2141 ], [ %2249, %2234 ]
  %2213 = phi <16 x float> [ %2104, %2141 ], [ %2250, %2234 ]
  %2214 = phi <16 x float> [ %2100, %2141 ], [ %2251, %2234 ]
  %2215 = phi <16 x float> [ %2098, %2141 ], [ %2252, %2234 ]
  %2216 = phi <16 x float> [ %2096, %2141 ], [ %2253, %2234 ]
  %2217 = phi <16 x float> [ %2094, %2141 ], [ %2254, %2234 ]
  %2218 = phi <16 x float> [ %2090, %2141 ], [ %2255, %2234 ]
  %2219 = phi <16 x float> [ %2088, %2141 ], [ %2256, %2234 ]
  %2220 = phi <16 x float> [ %2086, %2141 ], [ %2257, %2234 ]
  %2221 = phi <16 x float> [ %2084, %2141 ], [ %2258, %2234 ]
  %2222 = phi i64 [ 0, %2141 ], [ %2259, %2234 ]
  br i1 %41, label %2223, label %2234

2223:                                             ; preds = %2197
  %2224 = mul i64 %47, %2222
  %2225 = mul i64 %39, %2222
  %2226 = getelementptr float, ptr %24, i64 %2225
  %2227 = load i64, ptr %313, align 16
  %2228 = load i64, ptr %2142, align 8
  %2229 = load i64, ptr %2143, align 16
  %2230 = load i64, ptr %2144, align 8
  %2231 = load i64, ptr %2145, align 16
  %2232 = load i64, ptr %2146, align 8
  %2233 = getelementptr i8, ptr %167, i64 %2224
  br label %2261

2234:                                             ; preds = %2298, %2197
  %2235 = phi <16 x float> [ %2198, %2197 ], [ %2299, %2298 ]
  %2236 = phi <16 x float> [ %2199, %2197 ], [ %2300, %2298 ]
  %2237 = phi <16 x float> [ %2200, %2197 ], [ %2301, %2298 ]
  %2238 = phi <16 x float> [ %2201, %2197 ], [ %2302, %2298 ]
  %2239 = phi <16 x float> [ %2202, %2197 ], [ %2303, %2298 ]
  %2240 = phi <16 x float> [ %2203, %2197 ], [ %2304, %2298 ]
  %2241 = phi <16 x float> [ %2204, %2197 ], [ %2305, %2298 ]
  %2242 = phi <16 x float> [ %2205, %2197 ], [ %2306, %2298 ]
  %2243 = phi <16 x float> [ %2206, %2197 ], [ %2307, %2298 ]
  %2244 = phi <16 x float> [ %2207, %2197 ], [ %2308, %2298 ]
  %2245 = phi <16 x float> [ %2208, %2197 ], [ %2309, %2298 ]
  %2246 = phi <16 x float> [ %2209, %2197 ], [ %2310, %2298 ]
  %2247 = phi <16 x float> [ %2210, %2197 ], [ %2311, %2298 ]
  %2248 = phi <16 x float> [ %2211, %2197 ], [ %2312, %2298 ]
  %2249 = phi <16 x float> [ %2212, %2197 ], [ %2313, %2298 ]
  %2250 = phi <16 x float> [ %2213, %2197 ], [ %2314, %2298 ]
  %2251 = phi <16 x float> [ %2214, %2197 ], [ %2315, %2298 ]
  %2252 = phi <16 x float> [ %2215, %2197 ], [ %2316, %2298 ]
  %2253 = phi <16 x float> [ %2216, %2197 ], [ %2317, %2298 ]
  %2254 = phi <16 x float> [ %2217, %2197 ], [ %2318, %2298 ]
  %2255 = phi <16 x float> [ %2218, %2197 ], [ %2319, %2298 ]
  %2256 = phi <16 x float> [ %2219, %2197 ], [ %2320, %2298 ]
  %2257 = phi <16 x float> [ %2220, %2197 ], [ %2321, %2298 ]
  %2258 = phi <16 x float> [ %2221, %2197 ], [ %2322, %2298 ]
  %2259 = add nuw nsw i64 %2222, 1
  %2260 = icmp eq i64 %2259, %7
  br i1 %2260, label %2147, label %2197

2261:                                             ; preds = %2223, %2298
  %2262 = phi <16 x float> [ %2198, %2223 ], [ %2299, %2298 ]
  %2263 = phi <16 x float> [ %2199, %2223 ], [ %2300, %2298 ]
  %2264 = phi <16 x float> [ %2200, %2223 ], [ %2301, %2298 ]
  %2265 = phi <16 x float> [ %2201, %2223 ], [ %2302, %2298 ]
  %2266 = phi <16 x float> [ %2202, %2223 ], [ %2303, %2298 ]
  %2267 = phi <16 x float> [ %2203, %2223 ], [ %2304, %2298 ]
  %2268 = phi <16 x float> [ %2204, %2223 ], [ %2305, %2298 ]
  %2269 = phi <16 x float> [ %2205, %2223 ], [ %2306, %2298 ]
  %2270 = phi <16 x float> [ %2206, %2223 ], [ %2307, %2298 ]
  %2271 = phi <16 x float> [ %2207, %2223 ], [ %2308, %2298 ]
  %2272 = phi <16 x float> [ %2208, %2223 ], [ %2309, %2298 ]
  %2273 = phi <16 x float> [ %2209, %2223 ], [ %2310, %2298 ]
  %2274 = phi <16 x float> [ %2210, %2223 ], [ %2311, %2298 ]
  %2275 = phi <16 x float> [ %2211, %2223 ], [ %2312, %2298 ]
  %2276 = phi <16 x float> [ %2212, %2223 ], [ %2313, %2298 ]
  %2277 = phi <16 x float> [ %2213, %2223 ], [ %2314, %2298 ]
  %2278 = phi <16 x float> [ %2214, %2223 ], [ %2315, %2298 ]
  %2279 = phi <16 x float> [ %2215, %2223 ], [ %2316, %2298 ]
  %2280 = phi <16 x float> [ %2216, %2223 ], [ %2317, %2298 ]
  %2281 = phi <16 x float> [ %2217, %2223 ], [ %2318, %2298 ]
  %2282 = phi <16 x float> [ %2218, %2223 ], [ %2319, %2298 ]
  %2283 = phi <16 x float> [ %2219, %2223 ], [ %2320, %2298 ]
  %2284 = phi <16 x float> [ %2220, %2223 ], [ %2321, %2298 ]
  %2285 = phi <16 x float> [ %2221, %2223 ], [ %2322, %2298 ]
  %2286 = phi i64 [ 0, %2223 ], [ %2323, %2298 ]
  %2287 = mul i64 %42, %2286
  %2288 = getelementptr float, ptr %2226, i64 %2287
  %2289 = getelementptr float, ptr %2288, i64 %2227
  %2290 = getelementptr float, ptr %2288, i64 %2228
  %2291 = getelementptr float, ptr %2288, i64 %2229
  %2292 = getelementptr float, ptr %2288, i64 %2230
  %2293 = getelementptr float, ptr %2288, i64 %2231
  %2294 = getelementptr float, ptr %2288, i64 %2232
  br i1 %43, label %2295, label %2298

2295:                                             ; preds = %2261
  %2296 = mul i64 %48, %2286
  %2297 = getelementptr i8, ptr %2233, i64 %2296
  br label %2325

2298:                                             ; preds = %2325, %2261
  %2299 = phi <16 x float> [ %2262, %2261 ], [ %2407, %2325 ]
  %2300 = phi <16 x float> [ %2263, %2261 ], [ %2406, %2325 ]
  %2301 = phi <16 x float> [ %2264, %2261 ], [ %2405, %2325 ]
  %2302 = phi <16 x float> [ %2265, %2261 ], [ %2404, %2325 ]
  %2303 = phi <16 x float> [ %2266, %2261 ], [ %2399, %2325 ]
  %2304 = phi <16 x float> [ %2267, %2261 ], [ %2398, %2325 ]
  %2305 = phi <16 x float> [ %2268, %2261 ], [ %2397, %2325 ]
  %2306 = phi <16 x float> [ %2269, %2261 ], [ %2396, %2325 ]
  %2307 = phi <16 x float> [ %2270, %2261 ], [ %2391, %2325 ]
  %2308 = phi <16 x float> [ %2271, %2261 ], [ %2390, %2325 ]
  %2309 = phi <16 x float> [ %2272, %2261 ], [ %2389, %2325 ]
  %2310 = phi <16 x float> [ %2273, %2261 ], [ %2388, %2325 ]
  %2311 = phi <16 x float> [ %2274, %2261 ], [ %2383, %2325 ]
  %2312 = phi <16 x float> [ %2275, %2261 ], [ %2382, %2325 ]
  %2313 = phi <16 x float> [ %2276, %2261 ], [ %2381, %2325 ]
  %2314 = phi <16 x float> [ %2277, %2261 ], [ %2380, %2325 ]
  %2315 = phi <16 x float> [ %2278, %2261 ], [ %2375, %2325 ]
  %2316 = phi <16 x float> [ %2279, %2261 ], [ %2374, %2325 ]
  %2317 = phi <16 x float> [ %2280, %2261 ], [ %2373, %2325 ]
  %2318 = phi <16 x float> [ %2281, %2261 ], [ %2372, %2325 ]
  %2319 = phi <16 x float> [ %2282, %2261 ], [ %2367, %2325 ]
  %2320 = phi <16 x float> [ %2283, %2261 ], [ %2366, %2325 ]
  %2321 = phi <16 x float> [ %2284, %2261 ], [ %2365, %2325 ]
  %2322 = phi <16 x float> [ %2285, %2261 ], [ %2364, %2325 ]
  %2323 = add nuw nsw i64 %2286, 1
  %2324 = icmp eq i64 %2323, %8
  br i1 %2324, label %2234, label %2261

2325:                                             ; preds = %2295, %2325
  %2326 = phi <16 x float> [ %2262, %2295 ], [ %2407, %2325 ]
  %2327 = phi <16 x float> [ %2263, %2295 ], [ %2406, %2325 ]
  %2328 = phi <16 x float> [ %2264, %2295 ], [ %2405, %2325 ]
  %2329 = phi <16 x float> [ %2265, %2295 ], [ %2404, %2325 ]
  %2330 = phi <16 x float> [ %2266, %2295 ], [ %2399, %2325 ]
  %2331 = phi <16 x float> [ %2267, %2295 ], [ %2398, %2325 ]
  %2332 = phi <16 x float> [ %2268, %2295 ], [ %2397, %2325 ]
  %2333 = phi <16 x float> [ %2269, %2295 ], [ %2396, %2325 ]
  %2334 = phi <16 x float> [ %2270, %2295 ], [ %2391, %2325 ]
  %2335 = phi <16 x float> [ %2271, %2295 ], [ %2390, %2325 ]
  %2336 = phi <16 x float> [ %2272, %2295 ], [ %2389, %2325 ]
  %2337 = phi <16 x float> [ %2273, %2295 ], [ %2388, %2325 ]
  %2338 = phi <16 x float> [ %2274, %2295 ], [ %2383, %2325 ]
  %2339 = phi <16 x float> [ %2275, %2295 ], [ %2382, %2325 ]
  %2340 = phi <16 x float> [ %2276, %2295 ], [ %2381, %2325 ]
  %2341 = phi <16 x float> [ %2277, %2295 ], [ %2380, %2325 ]
  %2342 = phi <16 x float> [ %2278, %2295 ], [ %2375, %2325 ]
  %2343 = phi <16 x float> [ %2279, %2295 ], [ %2374, %2325 ]
  %2344 = phi <16 x float> [ %2280, %2295 ], [ %2373, %2325 ]
  %2345 = phi <16 x float> [ %2281, %2295 ], [ %2372, %2325 ]
  %2346 = phi <16 x float> [ %2282, %2295 ], [ %2367, %2325 ]
  %2347 = phi <16 x float> [ %2283, %2295 ], [ %2366, %2325 ]
  %2348 = phi <16 x float> [ %2284, %2295 ], [ %2365, %2325 ]
  %2349 = phi <16 x float> [ %2285, %2295 ], [ %2364, %2325 ]
  %2350 = phi i64 [ 0, %2295 ], [ %2408, %2325 ]
  %2351 = mul nuw nsw i64 %49, %2350
  %2352 = getelementptr i8, ptr %2297, i64 %2351
  %2353 = load <16 x float>, ptr %2352, align 1
  %2354 = getelementptr inbounds nuw i8, ptr %2352, i64 64
  %2355 = load <16 x float>, ptr %2354, align 1
  %2356 = getelementptr inbounds nuw i8, ptr %2352, i64 128
  %2357 = load <16 x float>, ptr %2356, align 1
  %2358 = getelementptr inbounds nuw i8, ptr %2352, i64 192
  %2359 = load <16 x float>, ptr %2358, align 1
  %2360 = getelementptr inbounds nuw float, ptr %2289, i64 %2350
  %2361 = load float, ptr %2360, align 4
  %2362 = insertelement <16 x float> poison, float %2361, i64 0
  %2363 = shufflevector <16 x float> %2362, <16 x float> poison, <16 x i32> zeroinitializer
  %2364 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2363, <16 x float> %2353, <16 x float> %2349)
  %2365 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2363, <16 x float> %2355, <16 x float> %2348)
  %2366 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2363, <16 x float> %2357, <16 x float> %2347)
  %2367 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2363, <16 x float> %2359, <16 x float> %2346)
  %2368 = getelementptr inbounds nuw float, ptr %2290, i64 %2350
  %2369 = load float, ptr %2368, align 4
  %2370 = insertelement <16 x float> poison, float %2369, i64 0
  %2371 = shufflevector <16 x float> %2370, <16 x float> poison, <16 x i32> zeroinitializer
  %2372 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2371, <16 x float> %2353, <16 x float> %2345)
  %2373 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2371, <16 x float> %2355, <16 x float> %2344)
  %2374 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2371, <16 x float> %2357, <16 x float> %2343)
  %2375 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2371, <16 x float> %2359, <16 x float> %2342)
  %2376 = getelementptr inbounds nuw float, ptr %2291, i64 %2350
  %2377 = load float, ptr %2376, align 4
  %2378 = insertelement <16 x float> poison, float %2377, i64 0
  %2379 = shufflevector <16 x float> %2378, <16 x float> poison, <16 x i32> zeroinitializer
  %2380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2379, <16 x float> %2353, <16 x float> %2341)
  %2381 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2379, <16 x float> %2355, <16 x float> %2340)
  %2382 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2379, <16 x float> %2357, <16 x float> %2339)
  %2383 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2379, <16 x float> %2359, <16 x float> %2338)
  %2384 = getelementptr inbounds nuw float, ptr %2292, i64 %2350
  %2385 = load float, ptr %2384, align 4
  %2386 = insertelement <16 x float> poison, float %2385, i64 0
  %2387 = shufflevector <16 x float> %2386, <16 x float> poison, <16 x i32> zeroinitializer
  %2388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2387, <16 x float> %2353, <16 x float> %2337)
  %2389 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2387, <16 x float> %2355, <16 x float> %2336)
  %2390 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2387, <16 x float> %2357, <16 x float> %2335)
  %2391 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2387, <16 x float> %2359, <16 x float> %2334)
  %2392 = getelementptr inbounds nuw float, ptr %2293, i64 %2350
  %2393 = load float, ptr %2392, align 4
  %2394 = insertelement <16 x float> poison, float %2393, i64 0
  %2395 = shufflevector <16 x float> %2394, <16 x float> poison, <16 x i32> zeroinitializer
  %2396 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2395, <16 x float> %2353, <16 x float> %2333)
  %2397 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2395, <16 x float> %2355, <16 x float> %2332)
  %2398 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2395, <16 x float> %2357, <16 x float> %2331)
  %2399 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2395, <16 x float> %2359, <16 x float> %2330)
  %2400 = getelementptr inbounds nuw float, ptr %2294, i64 %2350
  %2401 = load float, ptr %2400, align 4
  %2402 = insertelement <16 x float> poison, float %2401, i64 0
  %2403 = shufflevector <16 x float> %2402, <16 x float> poison, <16 x i32> zeroinitializer
  %2404 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2353, <16 x float> %2329)
  %2405 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2355, <16 x float> %2328)
  %2406 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2357, <16 x float> %2327)
  %2407 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2403, <16 x float> %2359, <16 x float> %2326)
  %2408 = add nuw nsw i64 %2350, 1
  %2409 = icmp eq i64 %2408, %5
  br i1 %2409, label %2298, label %2325

2410:                                             ; preds = %311, %2147, %1819, %1539, %1272, %1007, %741, %540, %355
  %2411 = add nuw nsw i64 %312, %122
  %2412 = icmp slt i64 %2411, %66
  br i1 %2412, label %311, label %307

2413:                                             ; preds = %108, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)
