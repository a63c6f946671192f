; Function Attrs: nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_mm_s8_vnni512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19) local_unnamed_addr {
  %21 = alloca [8 x i32], align 16
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  %24 = inttoptr i64 %2 to ptr
  %25 = icmp eq i64 %16, 0
  %26 = icmp eq i64 %17, 0
  %27 = select i1 %26, i32 128, i32 0
  %28 = trunc i64 %19 to i32
  %29 = sub nsw i32 %27, %28
  %30 = select i1 %25, i32 0, i32 -2139062144
  %31 = insertelement <16 x i32> poison, i32 %30, i64 0
  %32 = shufflevector <16 x i32> %31, <16 x i32> poison, <16 x i32> zeroinitializer
  %33 = bitcast <16 x i32> %32 to <8 x i64>
  %34 = select i1 %26, i8 -128, i8 0
  %35 = insertelement <16 x i8> poison, i8 %34, i64 0
  %36 = shufflevector <16 x i8> %35, <16 x i8> poison, <16 x i32> zeroinitializer
  %37 = tail call <8 x i64> asm "", "=v,0,~{dirflag},~{fpsr},~{flags}"(<8 x i64> %33)
  %38 = icmp slt i64 %3, %4
  br i1 %38, label %39, label %110

39:                                               ; preds = %20
  %40 = select i1 %25, i32 0, i32 -128
  %41 = trunc i64 %18 to i32
  %42 = sub nsw i32 %40, %41
  %43 = icmp ne i32 %27, %28
  %44 = icmp slt i64 %9, 64
  %45 = and i64 %9, 9223372036854775744
  %46 = bitcast <8 x i64> %37 to <64 x i8>
  %47 = icmp slt i64 %5, %6
  %48 = and i64 %9, -4
  %49 = icmp sgt i64 %9, 3
  %50 = shl nsw i64 %13, 1
  %51 = mul nsw i64 %13, 3
  %52 = icmp eq i32 %40, %41
  %53 = icmp eq i64 %48, %9
  %54 = trunc i64 %9 to i32
  %55 = and i32 %54, 3
  %56 = mul nsw i64 %13, %48
  %57 = icmp samesign ugt i32 %55, 1
  %58 = icmp eq i32 %55, 2
  %59 = shl nsw i32 -1, %55
  %60 = trunc nsw i32 %59 to i16
  %61 = xor i16 %60, -1
  %62 = bitcast i16 %61 to <16 x i1>
  %63 = insertelement <16 x i32> poison, i32 %42, i64 0
  %64 = shufflevector <16 x i32> %63, <16 x i32> poison, <16 x i32> zeroinitializer
  %65 = mul i32 %29, %42
  %66 = mul i32 %65, %54
  %67 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %68 = shl nsw i64 %11, 1
  %69 = mul nsw i64 %11, 3
  %70 = shl nsw i64 %11, 1
  %71 = mul nsw i64 %11, 3
  %72 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %73 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %74 = shl nsw i64 %15, 3
  %75 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %76 = mul nsw i64 %15, 12
  %77 = shl nsw i64 %11, 1
  %78 = mul nsw i64 %11, 3
  %79 = shl nsw i64 %11, 2
  %80 = mul nsw i64 %11, 5
  %81 = mul nsw i64 %11, 6
  %82 = mul nsw i64 %11, 7
  %83 = shl nsw i64 %11, 1
  %84 = mul nsw i64 %11, 3
  %85 = shl nsw i64 %11, 2
  %86 = mul nsw i64 %11, 5
  %87 = mul nsw i64 %11, 6
  %88 = mul nsw i64 %11, 7
  %89 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %90 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %91 = shl nsw i64 %15, 3
  %92 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %93 = mul nsw i64 %15, 12
  %94 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %95 = shl nsw i64 %15, 4
  %96 = getelementptr inbounds nuw i8, ptr %21, i64 20
  %97 = mul nsw i64 %15, 20
  %98 = getelementptr inbounds nuw i8, ptr %21, i64 24
  %99 = mul nsw i64 %15, 24
  %100 = getelementptr inbounds nuw i8, ptr %21, i64 28
  %101 = mul nsw i64 %15, 28
  %102 = add i64 %9, -64
  %103 = lshr i64 %102, 6
  %104 = add nuw nsw i64 %103, 1
  %105 = and i64 %104, 3
  %106 = icmp ult i64 %102, 192
  %107 = and i64 %104, 576460752303423484
  %108 = icmp eq i64 %105, 0
  %109 = icmp ne i64 %105, 0
  br label %111

110:                                              ; preds = %312, %20
  ret void

111:                                              ; preds = %39, %312
  %112 = phi i64 [ %3, %39 ], [ %313, %312 ]
  %113 = sdiv i64 %112, %7
  %114 = srem i64 %112, %7
  %115 = sub nsw i64 %4, %112
  %116 = sub nsw i64 %7, %114
  %117 = tail call i64 @llvm.smin.i64(i64 %115, i64 %116)
  %118 = icmp sgt i64 %117, 7
  br i1 %118, label %124, label %119

119:                                              ; preds = %111
  %120 = icmp sgt i64 %117, 3
  br i1 %120, label %124, label %121

121:                                              ; preds = %119
  %122 = icmp sgt i64 %117, 1
  %123 = select i1 %122, i32 2, i32 1
  br label %124

124:                                              ; preds = %121, %119, %111
  %125 = phi i32 [ 8, %111 ], [ %123, %121 ], [ 4, %119 ]
  %126 = mul nsw i64 %113, %10
  %127 = getelementptr inbounds i8, ptr %22, i64 %126
  %128 = mul nsw i64 %114, %11
  %129 = getelementptr inbounds i8, ptr %127, i64 %128
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  %130 = zext nneg i32 %125 to i64
  br label %226

131:                                              ; preds = %307
  br i1 %47, label %132, label %312

132:                                              ; preds = %131
  %133 = mul nsw i64 %113, %12
  %134 = getelementptr inbounds i8, ptr %23, i64 %133
  %135 = mul nsw i64 %113, %14
  %136 = getelementptr inbounds i32, ptr %24, i64 %135
  %137 = mul nsw i64 %114, %15
  %138 = getelementptr inbounds i32, ptr %136, i64 %137
  %139 = getelementptr i8, ptr %129, i64 %48
  %140 = getelementptr i8, ptr %139, i64 %11
  %141 = load i32, ptr %21, align 16
  %142 = mul i32 %141, %29
  %143 = add i32 %142, %66
  %144 = insertelement <16 x i32> poison, i32 %143, i64 0
  %145 = shufflevector <16 x i32> %144, <16 x i32> poison, <16 x i32> zeroinitializer
  %146 = load i32, ptr %67, align 4
  %147 = mul i32 %146, %29
  %148 = add i32 %147, %66
  %149 = insertelement <16 x i32> poison, i32 %148, i64 0
  %150 = shufflevector <16 x i32> %149, <16 x i32> poison, <16 x i32> zeroinitializer
  %151 = getelementptr i8, ptr %139, i64 %11
  %152 = getelementptr i8, ptr %139, i64 %70
  %153 = getelementptr i8, ptr %139, i64 %71
  %154 = load i32, ptr %21, align 16
  %155 = mul i32 %154, %29
  %156 = add i32 %155, %66
  %157 = insertelement <16 x i32> poison, i32 %156, i64 0
  %158 = shufflevector <16 x i32> %157, <16 x i32> poison, <16 x i32> zeroinitializer
  %159 = load i32, ptr %72, align 4
  %160 = mul i32 %159, %29
  %161 = add i32 %160, %66
  %162 = insertelement <16 x i32> poison, i32 %161, i64 0
  %163 = shufflevector <16 x i32> %162, <16 x i32> poison, <16 x i32> zeroinitializer
  %164 = load i32, ptr %73, align 8
  %165 = mul i32 %164, %29
  %166 = add i32 %165, %66
  %167 = insertelement <16 x i32> poison, i32 %166, i64 0
  %168 = shufflevector <16 x i32> %167, <16 x i32> poison, <16 x i32> zeroinitializer
  %169 = load i32, ptr %75, align 4
  %170 = mul i32 %169, %29
  %171 = add i32 %170, %66
  %172 = insertelement <16 x i32> poison, i32 %171, i64 0
  %173 = shufflevector <16 x i32> %172, <16 x i32> poison, <16 x i32> zeroinitializer
  %174 = getelementptr i8, ptr %139, i64 %11
  %175 = getelementptr i8, ptr %139, i64 %83
  %176 = getelementptr i8, ptr %139, i64 %84
  %177 = getelementptr i8, ptr %139, i64 %85
  %178 = getelementptr i8, ptr %139, i64 %86
  %179 = getelementptr i8, ptr %139, i64 %87
  %180 = getelementptr i8, ptr %139, i64 %88
  %181 = load i32, ptr %21, align 16
  %182 = mul i32 %181, %29
  %183 = add i32 %182, %66
  %184 = insertelement <16 x i32> poison, i32 %183, i64 0
  %185 = shufflevector <16 x i32> %184, <16 x i32> poison, <16 x i32> zeroinitializer
  %186 = load i32, ptr %89, align 4
  %187 = mul i32 %186, %29
  %188 = add i32 %187, %66
  %189 = insertelement <16 x i32> poison, i32 %188, i64 0
  %190 = shufflevector <16 x i32> %189, <16 x i32> poison, <16 x i32> zeroinitializer
  %191 = load i32, ptr %90, align 8
  %192 = mul i32 %191, %29
  %193 = add i32 %192, %66
  %194 = insertelement <16 x i32> poison, i32 %193, i64 0
  %195 = shufflevector <16 x i32> %194, <16 x i32> poison, <16 x i32> zeroinitializer
  %196 = load i32, ptr %92, align 4
  %197 = mul i32 %196, %29
  %198 = add i32 %197, %66
  %199 = insertelement <16 x i32> poison, i32 %198, i64 0
  %200 = shufflevector <16 x i32> %199, <16 x i32> poison, <16 x i32> zeroinitializer
  %201 = load i32, ptr %94, align 16
  %202 = mul i32 %201, %29
  %203 = add i32 %202, %66
  %204 = insertelement <16 x i32> poison, i32 %203, i64 0
  %205 = shufflevector <16 x i32> %204, <16 x i32> poison, <16 x i32> zeroinitializer
  %206 = load i32, ptr %96, align 4
  %207 = mul i32 %206, %29
  %208 = add i32 %207, %66
  %209 = insertelement <16 x i32> poison, i32 %208, i64 0
  %210 = shufflevector <16 x i32> %209, <16 x i32> poison, <16 x i32> zeroinitializer
  %211 = load i32, ptr %98, align 8
  %212 = mul i32 %211, %29
  %213 = add i32 %212, %66
  %214 = insertelement <16 x i32> poison, i32 %213, i64 0
  %215 = shufflevector <16 x i32> %214, <16 x i32> poison, <16 x i32> zeroinitializer
  %216 = load i32, ptr %100, align 4
  %217 = mul i32 %216, %29
  %218 = add i32 %217, %66
  %219 = insertelement <16 x i32> poison, i32 %218, i64 0
  %220 = shufflevector <16 x i32> %219, <16 x i32> poison, <16 x i32> zeroinitializer
  %221 = load i32, ptr %21, align 16
  %222 = mul i32 %221, %29
  %223 = add i32 %222, %66
  %224 = insertelement <16 x i32> poison, i32 %223, i64 0
  %225 = shufflevector <16 x i32> %224, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %315

226:                                              ; preds = %124, %307
  %227 = phi i64 [ 0, %124 ], [ %310, %307 ]
  %228 = icmp samesign ult i64 %227, %130
  %229 = select i1 %43, i1 %228, i1 false
  br i1 %229, label %230, label %307

230:                                              ; preds = %226
  %231 = mul nsw i64 %11, %227
  %232 = getelementptr inbounds i8, ptr %129, i64 %231
  br i1 %44, label %288, label %233

233:                                              ; preds = %230
  br i1 %106, label %270, label %234

234:                                              ; preds = %233, %234
  %235 = phi i64 [ %266, %234 ], [ 64, %233 ]
  %236 = phi <8 x i64> [ %265, %234 ], [ zeroinitializer, %233 ]
  %237 = phi i64 [ %258, %234 ], [ 0, %233 ]
  %238 = phi i64 [ %267, %234 ], [ 0, %233 ]
  %239 = getelementptr inbounds nuw i8, ptr %232, i64 %237
  %240 = load <8 x i64>, ptr %239, align 1
  %241 = xor <8 x i64> %240, %37
  %242 = bitcast <8 x i64> %241 to <64 x i8>
  %243 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %242, <64 x i8> zeroinitializer)
  %244 = add <8 x i64> %243, %236
  %245 = getelementptr inbounds nuw i8, ptr %232, i64 %235
  %246 = load <8 x i64>, ptr %245, align 1
  %247 = xor <8 x i64> %246, %37
  %248 = bitcast <8 x i64> %247 to <64 x i8>
  %249 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %248, <64 x i8> zeroinitializer)
  %250 = add <8 x i64> %249, %244
  %251 = getelementptr inbounds nuw i8, ptr %232, i64 %235
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 64
  %253 = load <8 x i64>, ptr %252, align 1
  %254 = xor <8 x i64> %253, %37
  %255 = bitcast <8 x i64> %254 to <64 x i8>
  %256 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %255, <64 x i8> zeroinitializer)
  %257 = add <8 x i64> %256, %250
  %258 = add nuw nsw i64 %235, 192
  %259 = getelementptr inbounds nuw i8, ptr %232, i64 %235
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 128
  %261 = load <8 x i64>, ptr %260, align 1
  %262 = xor <8 x i64> %261, %37
  %263 = bitcast <8 x i64> %262 to <64 x i8>
  %264 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %263, <64 x i8> zeroinitializer)
  %265 = add <8 x i64> %264, %257
  %266 = add nuw nsw i64 %235, 256
  %267 = add i64 %238, 4
  %268 = icmp eq i64 %267, %107
  br i1 %268, label %269, label %234

269:                                              ; preds = %234
  br i1 %108, label %288, label %270

270:                                              ; preds = %269, %233
  %271 = phi i64 [ 64, %233 ], [ %266, %269 ]
  %272 = phi <8 x i64> [ zeroinitializer, %233 ], [ %265, %269 ]
  %273 = phi i64 [ 0, %233 ], [ %258, %269 ]
  tail call void @llvm.assume(i1 %109)
  br label %274

274:                                              ; preds = %274, %270
  %275 = phi i64 [ %285, %274 ], [ %271, %270 ]
  %276 = phi <8 x i64> [ %284, %274 ], [ %272, %270 ]
  %277 = phi i64 [ %275, %274 ], [ %273, %270 ]
  %278 = phi i64 [ %286, %274 ], [ 0, %270 ]
  %279 = getelementptr inbounds nuw i8, ptr %232, i64 %277
  %280 = load <8 x i64>, ptr %279, align 1
  %281 = xor <8 x i64> %280, %37
  %282 = bitcast <8 x i64> %281 to <64 x i8>
  %283 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %282, <64 x i8> zeroinitializer)
  %284 = add <8 x i64> %283, %276
  %285 = add nuw nsw i64 %275, 64
  %286 = add i64 %278, 1
  %287 = icmp eq i64 %286, %105
  br i1 %287, label %288, label %274

288:                                              ; preds = %269, %274, %230
  %289 = phi i64 [ 0, %230 ], [ %45, %274 ], [ %45, %269 ]
  %290 = phi <8 x i64> [ zeroinitializer, %230 ], [ %265, %269 ], [ %284, %274 ]
  %291 = icmp slt i64 %289, %9
  br i1 %291, label %292, label %303

292:                                              ; preds = %288
  %293 = sub nsw i64 %289, %9
  %294 = add nsw i64 %293, 64
  %295 = lshr i64 -1, %294
  %296 = getelementptr inbounds nuw i8, ptr %232, i64 %289
  %297 = bitcast i64 %295 to <64 x i1>
  %298 = tail call <64 x i8> @llvm.masked.load.v64i8.p0(ptr readonly align 1 %296, <64 x i1> %297, <64 x i8> zeroinitializer)
  %299 = xor <64 x i8> %298, %46
  %300 = select <64 x i1> %297, <64 x i8> %299, <64 x i8> zeroinitializer
  %301 = tail call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %300, <64 x i8> zeroinitializer)
  %302 = add <8 x i64> %301, %290
  br label %303

303:                                              ; preds = %288, %292
  %304 = phi <8 x i64> [ %302, %292 ], [ %290, %288 ]
  %305 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %304)
  %306 = trunc i64 %305 to i32
  br label %307

307:                                              ; preds = %226, %303
  %308 = phi i32 [ %306, %303 ], [ 0, %226 ]
  %309 = getelementptr inbounds nuw i32, ptr %21, i64 %227
  store i32 %308, ptr %309, align 4
  %310 = add nuw nsw i64 %227, 1
  %311 = icmp eq i64 %310, 8
  br i1 %311, label %131, label %226

312:                                              ; preds = %1056, %131
  %313 = add nsw i64 %112, %130
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %314 = icmp slt i64 %313, %4
  br i1 %314, label %111, label %110

315:                                              ; preds = %132, %1056
  %316 = phi i64 [ %5, %132 ], [ %1057, %1056 ]
  %317 = shl nsw i64 %316, 4
  %318 = sub nsw i64 %8, %317
  %319 = icmp sgt i64 %318, 15
  %320 = trunc i64 %318 to i32
  %321 = shl nsw i32 -1, %320
  %322 = trunc i32 %321 to i16
  %323 = xor i16 %322, -1
  %324 = select i1 %319, i16 -1, i16 %323
  %325 = getelementptr inbounds i8, ptr %134, i64 %317
  %326 = getelementptr inbounds i32, ptr %138, i64 %317
  switch i32 %125, label %937 [
    i32 8, label %327
    i32 4, label %607
    i32 2, label %795
  ]

327:                                              ; preds = %315
  br i1 %49, label %328, label %330

328:                                              ; preds = %327
  %329 = bitcast i16 %324 to <16 x i1>
  br label %342

330:                                              ; preds = %390, %327
  %331 = phi <16 x i32> [ zeroinitializer, %327 ], [ %455, %390 ]
  %332 = phi <16 x i32> [ zeroinitializer, %327 ], [ %447, %390 ]
  %333 = phi <16 x i32> [ zeroinitializer, %327 ], [ %439, %390 ]
  %334 = phi <16 x i32> [ zeroinitializer, %327 ], [ %431, %390 ]
  %335 = phi <16 x i32> [ zeroinitializer, %327 ], [ %423, %390 ]
  %336 = phi <16 x i32> [ zeroinitializer, %327 ], [ %415, %390 ]
  %337 = phi <16 x i32> [ zeroinitializer, %327 ], [ %407, %390 ]
  %338 = phi <16 x i32> [ zeroinitializer, %327 ], [ %399, %390 ]
  %339 = phi <16 x i32> [ zeroinitializer, %327 ], [ %391, %390 ]
  br i1 %53, label %340, label %458

340:                                              ; preds = %330
  %341 = bitcast i16 %324 to <16 x i1>
  br label %556

342:                                              ; preds = %328, %390
  %343 = phi <16 x i32> [ zeroinitializer, %328 ], [ %455, %390 ]
  %344 = phi <16 x i32> [ zeroinitializer, %328 ], [ %447, %390 ]
  %345 = phi <16 x i32> [ zeroinitializer, %328 ], [ %439, %390 ]
  %346 = phi <16 x i32> [ zeroinitializer, %328 ], [ %431, %390 ]
  %347 = phi <16 x i32> [ zeroinitializer, %328 ], [ %423, %390 ]
  %348 = phi <16 x i32> [ zeroinitializer, %328 ], [ %415, %390 ]
  %349 = phi <16 x i32> [ zeroinitializer, %328 ], [ %407, %390 ]
  %350 = phi <16 x i32> [ zeroinitializer, %328 ], [ %399, %390 ]
  %351 = phi <16 x i32> [ zeroinitializer, %328 ], [ %391, %390 ]
  %352 = phi i64 [ 0, %328 ], [ %456, %390 ]
  %353 = mul nsw i64 %352, %13
  %354 = getelementptr inbounds i8, ptr %325, i64 %353
  %355 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %354, <16 x i1> %329, <16 x i8> zeroinitializer)
  %356 = getelementptr inbounds i8, ptr %354, i64 %13
  %357 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %356, <16 x i1> %329, <16 x i8> zeroinitializer)
  %358 = xor <16 x i8> %357, %36
  %359 = getelementptr inbounds i8, ptr %354, i64 %50
  %360 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %359, <16 x i1> %329, <16 x i8> zeroinitializer)
  %361 = xor <16 x i8> %360, %36
  %362 = getelementptr inbounds i8, ptr %354, i64 %51
  %363 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %362, <16 x i1> %329, <16 x i8> zeroinitializer)
  %364 = xor <16 x i8> %363, %36
  %365 = xor <16 x i8> %355, %36
  %366 = shufflevector <16 x i8> %365, <16 x i8> %358, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %367 = shufflevector <16 x i8> %365, <16 x i8> %358, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %368 = shufflevector <16 x i8> %361, <16 x i8> %364, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %369 = shufflevector <16 x i8> %361, <16 x i8> %364, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %370 = bitcast <16 x i8> %366 to <8 x i16>
  %371 = bitcast <16 x i8> %368 to <8 x i16>
  %372 = shufflevector <8 x i16> %370, <8 x i16> %371, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %373 = bitcast <8 x i16> %372 to <4 x i32>
  %374 = shufflevector <8 x i16> %370, <8 x i16> %371, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %375 = bitcast <8 x i16> %374 to <4 x i32>
  %376 = shufflevector <4 x i32> %373, <4 x i32> %375, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %377 = bitcast <16 x i8> %367 to <8 x i16>
  %378 = bitcast <16 x i8> %369 to <8 x i16>
  %379 = shufflevector <8 x i16> %377, <8 x i16> %378, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %380 = bitcast <8 x i16> %379 to <4 x i32>
  %381 = shufflevector <4 x i32> %380, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %382 = shufflevector <16 x i32> %376, <16 x i32> %381, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %383 = shufflevector <8 x i16> %377, <8 x i16> %378, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %384 = bitcast <8 x i16> %383 to <4 x i32>
  %385 = shufflevector <4 x i32> %384, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %386 = shufflevector <16 x i32> %382, <16 x i32> %385, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %387 = bitcast <16 x i32> %386 to <64 x i8>
  br i1 %52, label %390, label %388

388:                                              ; preds = %342
  %389 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %351, <64 x i8> splat (i8 1), <64 x i8> %387)
  br label %390

390:                                              ; preds = %342, %388
  %391 = phi <16 x i32> [ %389, %388 ], [ %351, %342 ]
  %392 = getelementptr i8, ptr %129, i64 %352
  %393 = load i32, ptr %392, align 1
  %394 = insertelement <16 x i32> poison, i32 %393, i64 0
  %395 = shufflevector <16 x i32> %394, <16 x i32> poison, <16 x i32> zeroinitializer
  %396 = bitcast <16 x i32> %395 to <8 x i64>
  %397 = xor <8 x i64> %37, %396
  %398 = bitcast <8 x i64> %397 to <64 x i8>
  %399 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %350, <64 x i8> %398, <64 x i8> %387)
  %400 = getelementptr i8, ptr %392, i64 %11
  %401 = load i32, ptr %400, align 1
  %402 = insertelement <16 x i32> poison, i32 %401, i64 0
  %403 = shufflevector <16 x i32> %402, <16 x i32> poison, <16 x i32> zeroinitializer
  %404 = bitcast <16 x i32> %403 to <8 x i64>
  %405 = xor <8 x i64> %37, %404
  %406 = bitcast <8 x i64> %405 to <64 x i8>
  %407 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %349, <64 x i8> %406, <64 x i8> %387)
  %408 = getelementptr i8, ptr %392, i64 %77
  %409 = load i32, ptr %408, align 1
  %410 = insertelement <16 x i32> poison, i32 %409, i64 0
  %411 = shufflevector <16 x i32> %410, <16 x i32> poison, <16 x i32> zeroinitializer
  %412 = bitcast <16 x i32> %411 to <8 x i64>
  %413 = xor <8 x i64> %37, %412
  %414 = bitcast <8 x i64> %413 to <64 x i8>
  %415 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %348, <64 x i8> %414, <64 x i8> %387)
  %416 = getelementptr i8, ptr %392, i64 %78
  %417 = load i32, ptr %416, align 1
  %418 = insertelement <16 x i32> poison, i32 %417, i64 0
  %419 = shufflevector <16 x i32> %418, <16 x i32> poison, <16 x i32> zeroinitializer
  %420 = bitcast <16 x i32> %419 to <8 x i64>
  %421 = xor <8 x i64> %37, %420
  %422 = bitcast <8 x i64> %421 to <64 x i8>
  %423 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %347, <64 x i8> %422, <64 x i8> %387)
  %424 = getelementptr i8, ptr %392, i64 %79
  %425 = load i32, ptr %424, align 1
  %426 = insertelement <16 x i32> poison, i32 %425, i64 0
  %427 = shufflevector <16 x i32> %426, <16 x i32> poison, <16 x i32> zeroinitializer
  %428 = bitcast <16 x i32> %427 to <8 x i64>
  %429 = xor <8 x i64> %37, %428
  %430 = bitcast <8 x i64> %429 to <64 x i8>
  %431 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %346, <64 x i8> %430, <64 x i8> %387)
  %432 = getelementptr i8, ptr %392, i64 %80
  %433 = load i32, ptr %432, align 1
  %434 = insertelement <16 x i32> poison, i32 %433, i64 0
  %435 = shufflevector <16 x i32> %434, <16 x i32> poison, <16 x i32> zeroinitializer
  %436 = bitcast <16 x i32> %435 to <8 x i64>
  %437 = xor <8 x i64> %37, %436
  %438 = bitcast <8 x i64> %437 to <64 x i8>
  %439 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %345, <64 x i8> %438, <64 x i8> %387)
  %440 = getelementptr i8, ptr %392, i64 %81
  %441 = load i32, ptr %440, align 1
  %442 = insertelement <16 x i32> poison, i32 %441, i64 0
  %443 = shufflevector <16 x i32> %442, <16 x i32> poison, <16 x i32> zeroinitializer
  %444 = bitcast <16 x i32> %443 to <8 x i64>
  %445 = xor <8 x i64> %37, %444
  %446 = bitcast <8 x i64> %445 to <64 x i8>
  %447 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %344, <64 x i8> %446, <64 x i8> %387)
  %448 = getelementptr i8, ptr %392, i64 %82
  %449 = load i32, ptr %448, align 1
  %450 = insertelement <16 x i32> poison, i32 %449, i64 0
  %451 = shufflevector <16 x i32> %450, <16 x i32> poison, <16 x i32> zeroinitializer
  %452 = bitcast <16 x i32> %451 to <8 x i64>
  %453 = xor <8 x i64> %37, %452
  %454 = bitcast <8 x i64> %453 to <64 x i8>
  %455 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %343, <64 x i8> %454, <64 x i8> %387)
  %456 = add nuw nsw i64 %352, 4
  %457 = icmp slt i64 %456, %48
  br i1 %457, label %342, label %330

458:                                              ; preds = %330
  %459 = getelementptr inbounds i8, ptr %325, i64 %56
  %460 = bitcast i16 %324 to <16 x i1>
  %461 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %459, <16 x i1> %460, <16 x i8> zeroinitializer)
  br i1 %57, label %462, label %470

462:                                              ; preds = %458
  %463 = getelementptr inbounds i8, ptr %459, i64 %13
  %464 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %463, <16 x i1> %460, <16 x i8> zeroinitializer)
  %465 = xor <16 x i8> %464, %36
  br i1 %58, label %470, label %466

466:                                              ; preds = %462
  %467 = getelementptr inbounds i8, ptr %459, i64 %50
  %468 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %467, <16 x i1> %460, <16 x i8> zeroinitializer)
  %469 = xor <16 x i8> %468, %36
  br label %470

470:                                              ; preds = %458, %462, %466
  %471 = phi <16 x i8> [ zeroinitializer, %458 ], [ %469, %466 ], [ zeroinitializer, %462 ]
  %472 = phi <16 x i8> [ zeroinitializer, %458 ], [ %465, %466 ], [ %465, %462 ]
  %473 = xor <16 x i8> %461, %36
  %474 = shufflevector <16 x i8> %473, <16 x i8> %472, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %475 = shufflevector <16 x i8> %473, <16 x i8> %472, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %476 = shufflevector <16 x i8> %471, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %477 = shufflevector <16 x i8> %471, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %478 = bitcast <16 x i8> %474 to <8 x i16>
  %479 = bitcast <16 x i8> %476 to <8 x i16>
  %480 = shufflevector <8 x i16> %478, <8 x i16> %479, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %481 = bitcast <8 x i16> %480 to <4 x i32>
  %482 = shufflevector <8 x i16> %478, <8 x i16> %479, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %483 = bitcast <8 x i16> %482 to <4 x i32>
  %484 = shufflevector <4 x i32> %481, <4 x i32> %483, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %485 = bitcast <16 x i8> %475 to <8 x i16>
  %486 = bitcast <16 x i8> %477 to <8 x i16>
  %487 = shufflevector <8 x i16> %485, <8 x i16> %486, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %488 = bitcast <8 x i16> %487 to <4 x i32>
  %489 = shufflevector <4 x i32> %488, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %490 = shufflevector <16 x i32> %484, <16 x i32> %489, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %491 = shufflevector <8 x i16> %485, <8 x i16> %486, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %492 = bitcast <8 x i16> %491 to <4 x i32>
  %493 = shufflevector <4 x i32> %492, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %494 = shufflevector <16 x i32> %490, <16 x i32> %493, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %495 = bitcast <16 x i32> %494 to <64 x i8>
  br i1 %52, label %498, label %496

496:                                              ; preds = %470
  %497 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %339, <64 x i8> splat (i8 1), <64 x i8> %495)
  br label %498

498:                                              ; preds = %470, %496
  %499 = phi <16 x i32> [ %497, %496 ], [ %339, %470 ]
  %500 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %139, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %501 = bitcast <16 x i8> %500 to <4 x i32>
  %502 = shufflevector <4 x i32> %501, <4 x i32> poison, <16 x i32> zeroinitializer
  %503 = bitcast <16 x i32> %502 to <8 x i64>
  %504 = xor <8 x i64> %37, %503
  %505 = bitcast <8 x i64> %504 to <64 x i8>
  %506 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %338, <64 x i8> %505, <64 x i8> %495)
  %507 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %174, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %508 = bitcast <16 x i8> %507 to <4 x i32>
  %509 = shufflevector <4 x i32> %508, <4 x i32> poison, <16 x i32> zeroinitializer
  %510 = bitcast <16 x i32> %509 to <8 x i64>
  %511 = xor <8 x i64> %37, %510
  %512 = bitcast <8 x i64> %511 to <64 x i8>
  %513 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %337, <64 x i8> %512, <64 x i8> %495)
  %514 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %175, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %515 = bitcast <16 x i8> %514 to <4 x i32>
  %516 = shufflevector <4 x i32> %515, <4 x i32> poison, <16 x i32> zeroinitializer
  %517 = bitcast <16 x i32> %516 to <8 x i64>
  %518 = xor <8 x i64> %37, %517
  %519 = bitcast <8 x i64> %518 to <64 x i8>
  %520 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %336, <64 x i8> %519, <64 x i8> %495)
  %521 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %176, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %522 = bitcast <16 x i8> %521 to <4 x i32>
  %523 = shufflevector <4 x i32> %522, <4 x i32> poison, <16 x i32> zeroinitializer
  %524 = bitcast <16 x i32> %523 to <8 x i64>
  %525 = xor <8 x i64> %37, %524
  %526 = bitcast <8 x i64> %525 to <64 x i8>
  %527 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %335, <64 x i8> %526, <64 x i8> %495)
  %528 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %177, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %529 = bitcast <16 x i8> %528 to <4 x i32>
  %530 = shufflevector <4 x i32> %529, <4 x i32> poison, <16 x i32> zeroinitializer
  %531 = bitcast <16 x i32> %530 to <8 x i64>
  %532 = xor <8 x i64> %37, %531
  %533 = bitcast <8 x i64> %532 to <64 x i8>
  %534 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %334, <64 x i8> %533, <64 x i8> %495)
  %535 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %178, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %536 = bitcast <16 x i8> %535 to <4 x i32>
  %537 = shufflevector <4 x i32> %536, <4 x i32> poison, <16 x i32> zeroinitializer
  %538 = bitcast <16 x i32> %537 to <8 x i64>
  %539 = xor <8 x i64> %37, %538
  %540 = bitcast <8 x i64> %539 to <64 x i8>
  %541 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %333, <64 x i8> %540, <64 x i8> %495)
  %542 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %179, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %543 = bitcast <16 x i8> %542 to <4 x i32>
  %544 = shufflevector <4 x i32> %543, <4 x i32> poison, <16 x i32> zeroinitializer
  %545 = bitcast <16 x i32> %544 to <8 x i64>
  %546 = xor <8 x i64> %37, %545
  %547 = bitcast <8 x i64> %546 to <64 x i8>
  %548 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %332, <64 x i8> %547, <64 x i8> %495)
  %549 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %180, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %550 = bitcast <16 x i8> %549 to <4 x i32>
  %551 = shufflevector <4 x i32> %550, <4 x i32> poison, <16 x i32> zeroinitializer
  %552 = bitcast <16 x i32> %551 to <8 x i64>
  %553 = xor <8 x i64> %37, %552
  %554 = bitcast <8 x i64> %553 to <64 x i8>
  %555 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %331, <64 x i8> %554, <64 x i8> %495)
  br label %556

556:                                              ; preds = %340, %498
  %557 = phi <16 x i1> [ %341, %340 ], [ %460, %498 ]
  %558 = phi <16 x i32> [ %331, %340 ], [ %555, %498 ]
  %559 = phi <16 x i32> [ %332, %340 ], [ %548, %498 ]
  %560 = phi <16 x i32> [ %333, %340 ], [ %541, %498 ]
  %561 = phi <16 x i32> [ %334, %340 ], [ %534, %498 ]
  %562 = phi <16 x i32> [ %335, %340 ], [ %527, %498 ]
  %563 = phi <16 x i32> [ %336, %340 ], [ %520, %498 ]
  %564 = phi <16 x i32> [ %337, %340 ], [ %513, %498 ]
  %565 = phi <16 x i32> [ %338, %340 ], [ %506, %498 ]
  %566 = phi <16 x i32> [ %339, %340 ], [ %499, %498 ]
  %567 = mul <16 x i32> %566, %64
  %568 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %326, <16 x i1> %557, <16 x i32> zeroinitializer)
  %569 = add <16 x i32> %565, %567
  %570 = add <16 x i32> %569, %568
  %571 = add <16 x i32> %570, %185
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %571, ptr align 1 %326, <16 x i1> %557)
  %572 = getelementptr inbounds i32, ptr %326, i64 %15
  %573 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %572, <16 x i1> %557, <16 x i32> zeroinitializer)
  %574 = add <16 x i32> %564, %567
  %575 = add <16 x i32> %574, %573
  %576 = add <16 x i32> %575, %190
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %576, ptr align 1 %572, <16 x i1> %557)
  %577 = getelementptr inbounds i8, ptr %326, i64 %91
  %578 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %577, <16 x i1> %557, <16 x i32> zeroinitializer)
  %579 = add <16 x i32> %563, %567
  %580 = add <16 x i32> %579, %578
  %581 = add <16 x i32> %580, %195
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %581, ptr align 1 %577, <16 x i1> %557)
  %582 = getelementptr inbounds i8, ptr %326, i64 %93
  %583 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %582, <16 x i1> %557, <16 x i32> zeroinitializer)
  %584 = add <16 x i32> %562, %567
  %585 = add <16 x i32> %584, %583
  %586 = add <16 x i32> %585, %200
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %586, ptr align 1 %582, <16 x i1> %557)
  %587 = getelementptr inbounds i8, ptr %326, i64 %95
  %588 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %587, <16 x i1> %557, <16 x i32> zeroinitializer)
  %589 = add <16 x i32> %561, %567
  %590 = add <16 x i32> %589, %588
  %591 = add <16 x i32> %590, %205
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %591, ptr align 1 %587, <16 x i1> %557)
  %592 = getelementptr inbounds i8, ptr %326, i64 %97
  %593 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %592, <16 x i1> %557, <16 x i32> zeroinitializer)
  %594 = add <16 x i32> %560, %567
  %595 = add <16 x i32> %594, %593
  %596 = add <16 x i32> %595, %210
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %596, ptr align 1 %592, <16 x i1> %557)
  %597 = getelementptr inbounds i8, ptr %326, i64 %99
  %598 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %597, <16 x i1> %557, <16 x i32> zeroinitializer)
  %599 = add <16 x i32> %559, %567
  %600 = add <16 x i32> %599, %598
  %601 = add <16 x i32> %600, %215
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %601, ptr align 1 %597, <16 x i1> %557)
  %602 = getelementptr inbounds i8, ptr %326, i64 %101
  %603 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %602, <16 x i1> %557, <16 x i32> zeroinitializer)
  %604 = add <16 x i32> %558, %567
  %605 = add <16 x i32> %604, %603
  %606 = add <16 x i32> %605, %220
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %606, ptr align 1 %602, <16 x i1> %557)
  br label %1056

607:                                              ; preds = %315
  br i1 %49, label %608, label %610

608:                                              ; preds = %607
  %609 = bitcast i16 %324 to <16 x i1>
  br label %618

610:                                              ; preds = %662, %607
  %611 = phi <16 x i32> [ zeroinitializer, %607 ], [ %695, %662 ]
  %612 = phi <16 x i32> [ zeroinitializer, %607 ], [ %687, %662 ]
  %613 = phi <16 x i32> [ zeroinitializer, %607 ], [ %679, %662 ]
  %614 = phi <16 x i32> [ zeroinitializer, %607 ], [ %671, %662 ]
  %615 = phi <16 x i32> [ zeroinitializer, %607 ], [ %663, %662 ]
  br i1 %53, label %616, label %698

616:                                              ; preds = %610
  %617 = bitcast i16 %324 to <16 x i1>
  br label %768

618:                                              ; preds = %608, %662
  %619 = phi <16 x i32> [ zeroinitializer, %608 ], [ %695, %662 ]
  %620 = phi <16 x i32> [ zeroinitializer, %608 ], [ %687, %662 ]
  %621 = phi <16 x i32> [ zeroinitializer, %608 ], [ %679, %662 ]
  %622 = phi <16 x i32> [ zeroinitializer, %608 ], [ %671, %662 ]
  %623 = phi <16 x i32> [ zeroinitializer, %608 ], [ %663, %662 ]
  %624 = phi i64 [ 0, %608 ], [ %696, %662 ]
  %625 = mul nsw i64 %624, %13
  %626 = getelementptr inbounds i8, ptr %325, i64 %625
  %627 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %626, <16 x i1> %609, <16 x i8> zeroinitializer)
  %628 = getelementptr inbounds i8, ptr %626, i64 %13
  %629 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %628, <16 x i1> %609, <16 x i8> zeroinitializer)
  %630 = xor <16 x i8> %629, %36
  %631 = getelementptr inbounds i8, ptr %626, i64 %50
  %632 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %631, <16 x i1> %609, <16 x i8> zeroinitializer)
  %633 = xor <16 x i8> %632, %36
  %634 = getelementptr inbounds i8, ptr %626, i64 %51
  %635 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %634, <16 x i1> %609, <16 x i8> zeroinitializer)
  %636 = xor <16 x i8> %635, %36
  %637 = xor <16 x i8> %627, %36
  %638 = shufflevector <16 x i8> %637, <16 x i8> %630, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %639 = shufflevector <16 x i8> %637, <16 x i8> %630, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %640 = shufflevector <16 x i8> %633, <16 x i8> %636, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %641 = shufflevector <16 x i8> %633, <16 x i8> %636, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %642 = bitcast <16 x i8> %638 to <8 x i16>
  %643 = bitcast <16 x i8> %640 to <8 x i16>
  %644 = shufflevector <8 x i16> %642, <8 x i16> %643, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %645 = bitcast <8 x i16> %644 to <4 x i32>
  %646 = shufflevector <8 x i16> %642, <8 x i16> %643, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %647 = bitcast <8 x i16> %646 to <4 x i32>
  %648 = shufflevector <4 x i32> %645, <4 x i32> %647, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %649 = bitcast <16 x i8> %639 to <8 x i16>
  %650 = bitcast <16 x i8> %641 to <8 x i16>
  %651 = shufflevector <8 x i16> %649, <8 x i16> %650, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %652 = bitcast <8 x i16> %651 to <4 x i32>
  %653 = shufflevector <4 x i32> %652, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %654 = shufflevector <16 x i32> %648, <16 x i32> %653, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %655 = shufflevector <8 x i16> %649, <8 x i16> %650, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %656 = bitcast <8 x i16> %655 to <4 x i32>
  %657 = shufflevector <4 x i32> %656, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %658 = shufflevector <16 x i32> %654, <16 x i32> %657, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %659 = bitcast <16 x i32> %658 to <64 x i8>
  br i1 %52, label %662, label %660

660:                                              ; preds = %618
  %661 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %623, <64 x i8> splat (i8 1), <64 x i8> %659)
  br label %662

662:                                              ; preds = %618, %660
  %663 = phi <16 x i32> [ %661, %660 ], [ %623, %618 ]
  %664 = getelementptr i8, ptr %129, i64 %624
  %665 = load i32, ptr %664, align 1
  %666 = insertelement <16 x i32> poison, i32 %665, i64 0
  %667 = shufflevector <16 x i32> %666, <16 x i32> poison, <16 x i32> zeroinitializer
  %668 = bitcast <16 x i32> %667 to <8 x i64>
  %669 = xor <8 x i64> %37, %668
  %670 = bitcast <8 x i64> %669 to <64 x i8>
  %671 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %622, <64 x i8> %670, <64 x i8> %659)
  %672 = getelementptr i8, ptr %664, i64 %11
  %673 = load i32, ptr %672, align 1
  %674 = insertelement <16 x i32> poison, i32 %673, i64 0
  %675 = shufflevector <16 x i32> %674, <16 x i32> poison, <16 x i32> zeroinitializer
  %676 = bitcast <16 x i32> %675 to <8 x i64>
  %677 = xor <8 x i64> %37, %676
  %678 = bitcast <8 x i64> %677 to <64 x i8>
  %679 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %621, <64 x i8> %678, <64 x i8> %659)
  %680 = getelementptr i8, ptr %664, i64 %68
  %681 = load i32, ptr %680, align 1
  %682 = insertelement <16 x i32> poison, i32 %681, i64 0
  %683 = shufflevector <16 x i32> %682, <16 x i32> poison, <16 x i32> zeroinitializer
  %684 = bitcast <16 x i32> %683 to <8 x i64>
  %685 = xor <8 x i64> %37, %684
  %686 = bitcast <8 x i64> %685 to <64 x i8>
  %687 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %620, <64 x i8> %686, <64 x i8> %659)
  %688 = getelementptr i8, ptr %664, i64 %69
  %689 = load i32, ptr %688, align 1
  %690 = insertelement <16 x i32> poison, i32 %689, i64 0
  %691 = shufflevector <16 x i32> %690, <16 x i32> poison, <16 x i32> zeroinitializer
  %692 = bitcast <16 x i32> %691 to <8 x i64>
  %693 = xor <8 x i64> %37, %692
  %694 = bitcast <8 x i64> %693 to <64 x i8>
  %695 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %619, <64 x i8> %694, <64 x i8> %659)
  %696 = add nuw nsw i64 %624, 4
  %697 = icmp slt i64 %696, %48
  br i1 %697, label %618, label %610

698:                                              ; preds = %610
  %699 = getelementptr inbounds i8, ptr %325, i64 %56
  %700 = bitcast i16 %324 to <16 x i1>
  %701 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %699, <16 x i1> %700, <16 x i8> zeroinitializer)
  br i1 %57, label %702, label %710

702:                                              ; preds = %698
  %703 = getelementptr inbounds i8, ptr %699, i64 %13
  %704 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %703, <16 x i1> %700, <16 x i8> zeroinitializer)
  %705 = xor <16 x i8> %704, %36
  br i1 %58, label %710, label %706

706:                                              ; preds = %702
  %707 = getelementptr inbounds i8, ptr %699, i64 %50
  %708 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %707, <16 x i1> %700, <16 x i8> zeroinitializer)
  %709 = xor <16 x i8> %708, %36
  br label %710

710:                                              ; preds = %698, %702, %706
  %711 = phi <16 x i8> [ zeroinitializer, %698 ], [ %709, %706 ], [ zeroinitializer, %702 ]
  %712 = phi <16 x i8> [ zeroinitializer, %698 ], [ %705, %706 ], [ %705, %702 ]
  %713 = xor <16 x i8> %701, %36
  %714 = shufflevector <16 x i8> %713, <16 x i8> %712, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %715 = shufflevector <16 x i8> %713, <16 x i8> %712, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %716 = shufflevector <16 x i8> %711, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %717 = shufflevector <16 x i8> %711, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %718 = bitcast <16 x i8> %714 to <8 x i16>
  %719 = bitcast <16 x i8> %716 to <8 x i16>
  %720 = shufflevector <8 x i16> %718, <8 x i16> %719, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %721 = bitcast <8 x i16> %720 to <4 x i32>
  %722 = shufflevector <8 x i16> %718, <8 x i16> %719, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %723 = bitcast <8 x i16> %722 to <4 x i32>
  %724 = shufflevector <4 x i32> %721, <4 x i32> %723, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %725 = bitcast <16 x i8> %715 to <8 x i16>
  %726 = bitcast <16 x i8> %717 to <8 x i16>
  %727 = shufflevector <8 x i16> %725, <8 x i16> %726, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %728 = bitcast <8 x i16> %727 to <4 x i32>
  %729 = shufflevector <4 x i32> %728, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %730 = shufflevector <16 x i32> %724, <16 x i32> %729, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %731 = shufflevector <8 x i16> %725, <8 x i16> %726, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %732 = bitcast <8 x i16> %731 to <4 x i32>
  %733 = shufflevector <4 x i32> %732, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %734 = shufflevector <16 x i32> %730, <16 x i32> %733, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %735 = bitcast <16 x i32> %734 to <64 x i8>
  br i1 %52, label %738, label %736

736:                                              ; preds = %710
  %737 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %615, <64 x i8> splat (i8 1), <64 x i8> %735)
  br label %738

738:                                              ; preds = %710, %736
  %739 = phi <16 x i32> [ %737, %736 ], [ %615, %710 ]
  %740 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %139, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %741 = bitcast <16 x i8> %740 to <4 x i32>
  %742 = shufflevector <4 x i32> %741, <4 x i32> poison, <16 x i32> zeroinitializer
  %743 = bitcast <16 x i32> %742 to <8 x i64>
  %744 = xor <8 x i64> %37, %743
  %745 = bitcast <8 x i64> %744 to <64 x i8>
  %746 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %614, <64 x i8> %745, <64 x i8> %735)
  %747 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %151, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %748 = bitcast <16 x i8> %747 to <4 x i32>
  %749 = shufflevector <4 x i32> %748, <4 x i32> poison, <16 x i32> zeroinitializer
  %750 = bitcast <16 x i32> %749 to <8 x i64>
  %751 = xor <8 x i64> %37, %750
  %752 = bitcast <8 x i64> %751 to <64 x i8>
  %753 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %613, <64 x i8> %752, <64 x i8> %735)
  %754 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %152, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %755 = bitcast <16 x i8> %754 to <4 x i32>
  %756 = shufflevector <4 x i32> %755, <4 x i32> poison, <16 x i32> zeroinitializer
  %757 = bitcast <16 x i32> %756 to <8 x i64>
  %758 = xor <8 x i64> %37, %757
  %759 = bitcast <8 x i64> %758 to <64 x i8>
  %760 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %612, <64 x i8> %759, <64 x i8> %735)
  %761 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %153, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %762 = bitcast <16 x i8> %761 to <4 x i32>
  %763 = shufflevector <4 x i32> %762, <4 x i32> poison, <16 x i32> zeroinitializer
  %764 = bitcast <16 x i32> %763 to <8 x i64>
  %765 = xor <8 x i64> %37, %764
  %766 = bitcast <8 x i64> %765 to <64 x i8>
  %767 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %611, <64 x i8> %766, <64 x i8> %735)
  br label %768

768:                                              ; preds = %616, %738
  %769 = phi <16 x i1> [ %617, %616 ], [ %700, %738 ]
  %770 = phi <16 x i32> [ %611, %616 ], [ %767, %738 ]
  %771 = phi <16 x i32> [ %612, %616 ], [ %760, %738 ]
  %772 = phi <16 x i32> [ %613, %616 ], [ %753, %738 ]
  %773 = phi <16 x i32> [ %614, %616 ], [ %746, %738 ]
  %774 = phi <16 x i32> [ %615, %616 ], [ %739, %738 ]
  %775 = mul <16 x i32> %774, %64
  %776 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %326, <16 x i1> %769, <16 x i32> zeroinitializer)
  %777 = add <16 x i32> %773, %775
  %778 = add <16 x i32> %777, %776
  %779 = add <16 x i32> %778, %158
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %779, ptr align 1 %326, <16 x i1> %769)
  %780 = getelementptr inbounds i32, ptr %326, i64 %15
  %781 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %780, <16 x i1> %769, <16 x i32> zeroinitializer)
  %782 = add <16 x i32> %772, %775
  %783 = add <16 x i32> %782, %781
  %784 = add <16 x i32> %783, %163
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %784, ptr align 1 %780, <16 x i1> %769)
  %785 = getelementptr inbounds i8, ptr %326, i64 %74
  %786 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %785, <16 x i1> %769, <16 x i32> zeroinitializer)
  %787 = add <16 x i32> %771, %775
  %788 = add <16 x i32> %787, %786
  %789 = add <16 x i32> %788, %168
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %789, ptr align 1 %785, <16 x i1> %769)
  %790 = getelementptr inbounds i8, ptr %326, i64 %76
  %791 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %790, <16 x i1> %769, <16 x i32> zeroinitializer)
  %792 = add <16 x i32> %770, %775
  %793 = add <16 x i32> %792, %791
  %794 = add <16 x i32> %793, %173
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %794, ptr align 1 %790, <16 x i1> %769)
  br label %1056

795:                                              ; preds = %315
  br i1 %49, label %796, label %798

796:                                              ; preds = %795
  %797 = bitcast i16 %324 to <16 x i1>
  br label %804

798:                                              ; preds = %846, %795
  %799 = phi <16 x i32> [ zeroinitializer, %795 ], [ %863, %846 ]
  %800 = phi <16 x i32> [ zeroinitializer, %795 ], [ %855, %846 ]
  %801 = phi <16 x i32> [ zeroinitializer, %795 ], [ %847, %846 ]
  br i1 %53, label %802, label %866

802:                                              ; preds = %798
  %803 = bitcast i16 %324 to <16 x i1>
  br label %922

804:                                              ; preds = %796, %846
  %805 = phi <16 x i32> [ zeroinitializer, %796 ], [ %863, %846 ]
  %806 = phi <16 x i32> [ zeroinitializer, %796 ], [ %855, %846 ]
  %807 = phi <16 x i32> [ zeroinitializer, %796 ], [ %847, %846 ]
  %808 = phi i64 [ 0, %796 ], [ %864, %846 ]
  %809 = mul nsw i64 %808, %13
  %810 = getelementptr inbounds i8, ptr %325, i64 %809
  %811 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %810, <16 x i1> %797, <16 x i8> zeroinitializer)
  %812 = getelementptr inbounds i8, ptr %810, i64 %13
  %813 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %812, <16 x i1> %797, <16 x i8> zeroinitializer)
  %814 = xor <16 x i8> %813, %36
  %815 = getelementptr inbounds i8, ptr %810, i64 %50
  %816 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %815, <16 x i1> %797, <16 x i8> zeroinitializer)
  %817 = xor <16 x i8> %816, %36
  %818 = getelementptr inbounds i8, ptr %810, i64 %51
  %819 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %818, <16 x i1> %797, <16 x i8> zeroinitializer)
  %820 = xor <16 x i8> %819, %36
  %821 = xor <16 x i8> %811, %36
  %822 = shufflevector <16 x i8> %821, <16 x i8> %814, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %823 = shufflevector <16 x i8> %821, <16 x i8> %814, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %824 = shufflevector <16 x i8> %817, <16 x i8> %820, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %825 = shufflevector <16 x i8> %817, <16 x i8> %820, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %826 = bitcast <16 x i8> %822 to <8 x i16>
  %827 = bitcast <16 x i8> %824 to <8 x i16>
  %828 = shufflevector <8 x i16> %826, <8 x i16> %827, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %829 = bitcast <8 x i16> %828 to <4 x i32>
  %830 = shufflevector <8 x i16> %826, <8 x i16> %827, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %831 = bitcast <8 x i16> %830 to <4 x i32>
  %832 = shufflevector <4 x i32> %829, <4 x i32> %831, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %833 = bitcast <16 x i8> %823 to <8 x i16>
  %834 = bitcast <16 x i8> %825 to <8 x i16>
  %835 = shufflevector <8 x i16> %833, <8 x i16> %834, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %836 = bitcast <8 x i16> %835 to <4 x i32>
  %837 = shufflevector <4 x i32> %836, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %838 = shufflevector <16 x i32> %832, <16 x i32> %837, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %839 = shufflevector <8 x i16> %833, <8 x i16> %834, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %840 = bitcast <8 x i16> %839 to <4 x i32>
  %841 = shufflevector <4 x i32> %840, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %842 = shufflevector <16 x i32> %838, <16 x i32> %841, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %843 = bitcast <16 x i32> %842 to <64 x i8>
  br i1 %52, label %846, label %844

844:                                              ; preds = %804
  %845 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %807, <64 x i8> splat (i8 1), <64 x i8> %843)
  br label %846

846:                                              ; preds = %804, %844
  %847 = phi <16 x i32> [ %845, %844 ], [ %807, %804 ]
  %848 = getelementptr i8, ptr %129, i64 %808
  %849 = load i32, ptr %848, align 1
  %850 = insertelement <16 x i32> poison, i32 %849, i64 0
  %851 = shufflevector <16 x i32> %850, <16 x i32> poison, <16 x i32> zeroinitializer
  %852 = bitcast <16 x i32> %851 to <8 x i64>
  %853 = xor <8 x i64> %37, %852
  %854 = bitcast <8 x i64> %853 to <64 x i8>
  %855 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %806, <64 x i8> %854, <64 x i8> %843)
  %856 = getelementptr i8, ptr %848, i64 %11
  %857 = load i32, ptr %856, align 1
  %858 = insertelement <16 x i32> poison, i32 %857, i64 0
  %859 = shufflevector <16 x i32> %858, <16 x i32> poison, <16 x i32> zeroinitializer
  %860 = bitcast <16 x i32> %859 to <8 x i64>
  %861 = xor <8 x i64> %37, %860
  %862 = bitcast <8 x i64> %861 to <64 x i8>
  %863 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %805, <64 x i8> %862, <64 x i8> %843)
  %864 = add nuw nsw i64 %808, 4
  %865 = icmp slt i64 %864, %48
  br i1 %865, label %804, label %798

866:                                              ; preds = %798
  %867 = getelementptr inbounds i8, ptr %325, i64 %56
  %868 = bitcast i16 %324 to <16 x i1>
  %869 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %867, <16 x i1> %868, <16 x i8> zeroinitializer)
  br i1 %57, label %870, label %878

870:                                              ; preds = %866
  %871 = getelementptr inbounds i8, ptr %867, i64 %13
  %872 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %871, <16 x i1> %868, <16 x i8> zeroinitializer)
  %873 = xor <16 x i8> %872, %36
  br i1 %58, label %878, label %874

874:                                              ; preds = %870
  %875 = getelementptr inbounds i8, ptr %867, i64 %50
  %876 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %875, <16 x i1> %868, <16 x i8> zeroinitializer)
  %877 = xor <16 x i8> %876, %36
  br label %878

878:                                              ; preds = %866, %870, %874
  %879 = phi <16 x i8> [ zeroinitializer, %866 ], [ %877, %874 ], [ zeroinitializer, %870 ]
  %880 = phi <16 x i8> [ zeroinitializer, %866 ], [ %873, %874 ], [ %873, %870 ]
  %881 = xor <16 x i8> %869, %36
  %882 = shufflevector <16 x i8> %881, <16 x i8> %880, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %883 = shufflevector <16 x i8> %881, <16 x i8> %880, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %884 = shufflevector <16 x i8> %879, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %885 = shufflevector <16 x i8> %879, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %886 = bitcast <16 x i8> %882 to <8 x i16>
  %887 = bitcast <16 x i8> %884 to <8 x i16>
  %888 = shufflevector <8 x i16> %886, <8 x i16> %887, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %889 = bitcast <8 x i16> %888 to <4 x i32>
  %890 = shufflevector <8 x i16> %886, <8 x i16> %887, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %891 = bitcast <8 x i16> %890 to <4 x i32>
  %892 = shufflevector <4 x i32> %889, <4 x i32> %891, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %893 = bitcast <16 x i8> %883 to <8 x i16>
  %894 = bitcast <16 x i8> %885 to <8 x i16>
  %895 = shufflevector <8 x i16> %893, <8 x i16> %894, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %896 = bitcast <8 x i16> %895 to <4 x i32>
  %897 = shufflevector <4 x i32> %896, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %898 = shufflevector <16 x i32> %892, <16 x i32> %897, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %899 = shufflevector <8 x i16> %893, <8 x i16> %894, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %900 = bitcast <8 x i16> %899 to <4 x i32>
  %901 = shufflevector <4 x i32> %900, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %902 = shufflevector <16 x i32> %898, <16 x i32> %901, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %903 = bitcast <16 x i32> %902 to <64 x i8>
  br i1 %52, label %906, label %904

904:                                              ; preds = %878
  %905 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %801, <64 x i8> splat (i8 1), <64 x i8> %903)
  br label %906

906:                                              ; preds = %878, %904
  %907 = phi <16 x i32> [ %905, %904 ], [ %801, %878 ]
  %908 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %139, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %909 = bitcast <16 x i8> %908 to <4 x i32>
  %910 = shufflevector <4 x i32> %909, <4 x i32> poison, <16 x i32> zeroinitializer
  %911 = bitcast <16 x i32> %910 to <8 x i64>
  %912 = xor <8 x i64> %37, %911
  %913 = bitcast <8 x i64> %912 to <64 x i8>
  %914 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %800, <64 x i8> %913, <64 x i8> %903)
  %915 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %140, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %916 = bitcast <16 x i8> %915 to <4 x i32>
  %917 = shufflevector <4 x i32> %916, <4 x i32> poison, <16 x i32> zeroinitializer
  %918 = bitcast <16 x i32> %917 to <8 x i64>
  %919 = xor <8 x i64> %37, %918
  %920 = bitcast <8 x i64> %919 to <64 x i8>
  %921 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %799, <64 x i8> %920, <64 x i8> %903)
  br label %922

922:                                              ; preds = %802, %906
  %923 = phi <16 x i1> [ %803, %802 ], [ %868, %906 ]
  %924 = phi <16 x i32> [ %799, %802 ], [ %921, %906 ]
  %925 = phi <16 x i32> [ %800, %802 ], [ %914, %906 ]
  %926 = phi <16 x i32> [ %801, %802 ], [ %907, %906 ]
  %927 = mul <16 x i32> %926, %64
  %928 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %326, <16 x i1> %923, <16 x i32> zeroinitializer)
  %929 = add <16 x i32> %925, %927
  %930 = add <16 x i32> %929, %928
  %931 = add <16 x i32> %930, %145
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %931, ptr align 1 %326, <16 x i1> %923)
  %932 = getelementptr inbounds i32, ptr %326, i64 %15
  %933 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %932, <16 x i1> %923, <16 x i32> zeroinitializer)
  %934 = add <16 x i32> %924, %927
  %935 = add <16 x i32> %934, %933
  %936 = add <16 x i32> %935, %150
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %936, ptr align 1 %932, <16 x i1> %923)
  br label %1056

937:                                              ; preds = %315
  br i1 %49, label %938, label %940

938:                                              ; preds = %937
  %939 = bitcast i16 %324 to <16 x i1>
  br label %945

940:                                              ; preds = %986, %937
  %941 = phi <16 x i32> [ zeroinitializer, %937 ], [ %995, %986 ]
  %942 = phi <16 x i32> [ zeroinitializer, %937 ], [ %987, %986 ]
  br i1 %53, label %943, label %998

943:                                              ; preds = %940
  %944 = bitcast i16 %324 to <16 x i1>
  br label %1047

945:                                              ; preds = %938, %986
  %946 = phi <16 x i32> [ zeroinitializer, %938 ], [ %995, %986 ]
  %947 = phi <16 x i32> [ zeroinitializer, %938 ], [ %987, %986 ]
  %948 = phi i64 [ 0, %938 ], [ %996, %986 ]
  %949 = mul nsw i64 %948, %13
  %950 = getelementptr inbounds i8, ptr %325, i64 %949
  %951 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %950, <16 x i1> %939, <16 x i8> zeroinitializer)
  %952 = getelementptr inbounds i8, ptr %950, i64 %13
  %953 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %952, <16 x i1> %939, <16 x i8> zeroinitializer)
  %954 = xor <16 x i8> %953, %36
  %955 = getelementptr inbounds i8, ptr %950, i64 %50
  %956 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %955, <16 x i1> %939, <16 x i8> zeroinitializer)
  %957 = xor <16 x i8> %956, %36
  %958 = getelementptr inbounds i8, ptr %950, i64 %51
  %959 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %958, <16 x i1> %939, <16 x i8> zeroinitializer)
  %960 = xor <16 x i8> %959, %36
  %961 = xor <16 x i8> %951, %36
  %962 = shufflevector <16 x i8> %961, <16 x i8> %954, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %963 = shufflevector <16 x i8> %961, <16 x i8> %954, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %964 = shufflevector <16 x i8> %957, <16 x i8> %960, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %965 = shufflevector <16 x i8> %957, <16 x i8> %960, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %966 = bitcast <16 x i8> %962 to <8 x i16>
  %967 = bitcast <16 x i8> %964 to <8 x i16>
  %968 = shufflevector <8 x i16> %966, <8 x i16> %967, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %969 = bitcast <8 x i16> %968 to <4 x i32>
  %970 = shufflevector <8 x i16> %966, <8 x i16> %967, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %971 = bitcast <8 x i16> %970 to <4 x i32>
  %972 = shufflevector <4 x i32> %969, <4 x i32> %971, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %973 = bitcast <16 x i8> %963 to <8 x i16>
  %974 = bitcast <16 x i8> %965 to <8 x i16>
  %975 = shufflevector <8 x i16> %973, <8 x i16> %974, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %976 = bitcast <8 x i16> %975 to <4 x i32>
  %977 = shufflevector <4 x i32> %976, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %978 = shufflevector <16 x i32> %972, <16 x i32> %977, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %979 = shufflevector <8 x i16> %973, <8 x i16> %974, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %980 = bitcast <8 x i16> %979 to <4 x i32>
  %981 = shufflevector <4 x i32> %980, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %982 = shufflevector <16 x i32> %978, <16 x i32> %981, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %983 = bitcast <16 x i32> %982 to <64 x i8>
  br i1 %52, label %986, label %984

984:                                              ; preds = %945
  %985 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %947, <64 x i8> splat (i8 1), <64 x i8> %983)
  br label %986

986:                                              ; preds = %945, %984
  %987 = phi <16 x i32> [ %985, %984 ], [ %947, %945 ]
  %988 = getelementptr i8, ptr %129, i64 %948
  %989 = load i32, ptr %988, align 1
  %990 = insertelement <16 x i32> poison, i32 %989, i64 0
  %991 = shufflevector <16 x i32> %990, <16 x i32> poison, <16 x i32> zeroinitializer
  %992 = bitcast <16 x i32> %991 to <8 x i64>
  %993 = xor <8 x i64> %37, %992
  %994 = bitcast <8 x i64> %993 to <64 x i8>
  %995 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %946, <64 x i8> %994, <64 x i8> %983)
  %996 = add nuw nsw i64 %948, 4
  %997 = icmp slt i64 %996, %48
  br i1 %997, label %945, label %940

998:                                              ; preds = %940
  %999 = getelementptr inbounds i8, ptr %325, i64 %56
  %1000 = bitcast i16 %324 to <16 x i1>
  %1001 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %999, <16 x i1> %1000, <16 x i8> zeroinitializer)
  br i1 %57, label %1002, label %1010

1002:                                             ; preds = %998
  %1003 = getelementptr inbounds i8, ptr %999, i64 %13
  %1004 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1003, <16 x i1> %1000, <16 x i8> zeroinitializer)
  %1005 = xor <16 x i8> %1004, %36
  br i1 %58, label %1010, label %1006

1006:                                             ; preds = %1002
  %1007 = getelementptr inbounds i8, ptr %999, i64 %50
  %1008 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %1007, <16 x i1> %1000, <16 x i8> zeroinitializer)
  %1009 = xor <16 x i8> %1008, %36
  br label %1010

1010:                                             ; preds = %998, %1002, %1006
  %1011 = phi <16 x i8> [ zeroinitializer, %998 ], [ %1009, %1006 ], [ zeroinitializer, %1002 ]
  %1012 = phi <16 x i8> [ zeroinitializer, %998 ], [ %1005, %1006 ], [ %1005, %1002 ]
  %1013 = xor <16 x i8> %1001, %36
  %1014 = shufflevector <16 x i8> %1013, <16 x i8> %1012, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1015 = shufflevector <16 x i8> %1013, <16 x i8> %1012, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1016 = shufflevector <16 x i8> %1011, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>, <16 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23>
  %1017 = shufflevector <16 x i8> %1011, <16 x i8> <i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i32> <i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  %1018 = bitcast <16 x i8> %1014 to <8 x i16>
  %1019 = bitcast <16 x i8> %1016 to <8 x i16>
  %1020 = shufflevector <8 x i16> %1018, <8 x i16> %1019, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1021 = bitcast <8 x i16> %1020 to <4 x i32>
  %1022 = shufflevector <8 x i16> %1018, <8 x i16> %1019, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1023 = bitcast <8 x i16> %1022 to <4 x i32>
  %1024 = shufflevector <4 x i32> %1021, <4 x i32> %1023, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1025 = bitcast <16 x i8> %1015 to <8 x i16>
  %1026 = bitcast <16 x i8> %1017 to <8 x i16>
  %1027 = shufflevector <8 x i16> %1025, <8 x i16> %1026, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %1028 = bitcast <8 x i16> %1027 to <4 x i32>
  %1029 = shufflevector <4 x i32> %1028, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1030 = shufflevector <16 x i32> %1024, <16 x i32> %1029, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %1031 = shufflevector <8 x i16> %1025, <8 x i16> %1026, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  %1032 = bitcast <8 x i16> %1031 to <4 x i32>
  %1033 = shufflevector <4 x i32> %1032, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1034 = shufflevector <16 x i32> %1030, <16 x i32> %1033, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1035 = bitcast <16 x i32> %1034 to <64 x i8>
  br i1 %52, label %1038, label %1036

1036:                                             ; preds = %1010
  %1037 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %942, <64 x i8> splat (i8 1), <64 x i8> %1035)
  br label %1038

1038:                                             ; preds = %1010, %1036
  %1039 = phi <16 x i32> [ %1037, %1036 ], [ %942, %1010 ]
  %1040 = tail call <16 x i8> @llvm.masked.load.v16i8.p0(ptr readonly align 1 %139, <16 x i1> %62, <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>)
  %1041 = bitcast <16 x i8> %1040 to <4 x i32>
  %1042 = shufflevector <4 x i32> %1041, <4 x i32> poison, <16 x i32> zeroinitializer
  %1043 = bitcast <16 x i32> %1042 to <8 x i64>
  %1044 = xor <8 x i64> %37, %1043
  %1045 = bitcast <8 x i64> %1044 to <64 x i8>
  %1046 = tail call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %941, <64 x i8> %1045, <64 x i8> %1035)
  br label %1047

1047:                                             ; preds = %943, %1038
  %1048 = phi <16 x i1> [ %944, %943 ], [ %1000, %1038 ]
  %1049 = phi <16 x i32> [ %941, %943 ], [ %1046, %1038 ]
  %1050 = phi <16 x i32> [ %942, %943 ], [ %1039, %1038 ]
  %1051 = mul <16 x i32> %1050, %64
  %1052 = tail call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 1 %326, <16 x i1> %1048, <16 x i32> zeroinitializer)
  %1053 = add <16 x i32> %1049, %1051
  %1054 = add <16 x i32> %1053, %1052
  %1055 = add <16 x i32> %1054, %225
  tail call void @llvm.masked.store.v16i32.p0(<16 x i32> %1055, ptr align 1 %326, <16 x i1> %1048)
  br label %1056

1056:                                             ; preds = %1047, %922, %768, %556
  %1057 = add nsw i64 %316, 1
  %1058 = icmp eq i64 %1057, %6
  br i1 %1058, label %312, label %315
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <64 x i8> @llvm.masked.load.v64i8.p0(ptr captures(none), <64 x i1>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.masked.load.v16i8.p0(ptr captures(none), <16 x i1>, <16 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr captures(none), <16 x i1>, <16 x i32>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
