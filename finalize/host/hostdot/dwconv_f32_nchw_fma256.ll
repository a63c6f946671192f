; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [4 x [8 x <8 x float>]], align 32
  %29 = alloca [4 x [8 x <8 x float>]], align 32
  %30 = alloca [4 x [8 x <8 x float>]], align 32
  %31 = alloca [4 x [8 x <8 x float>]], align 32
  %32 = alloca [4 x [8 x <8 x float>]], align 32
  %33 = alloca [4 x [8 x <8 x float>]], align 32
  %34 = alloca [8 x <8 x float>], align 32
  %35 = alloca [8 x <8 x float>], align 32
  %36 = alloca [8 x <8 x float>], align 32
  %37 = alloca [8 x <8 x float>], align 32
  %38 = alloca [8 x <8 x float>], align 32
  %39 = alloca [8 x <8 x float>], align 32
  %40 = alloca [256 x <4 x i64>], align 32
  %41 = alloca [49 x i64], align 16
  %42 = alloca [112 x <4 x i64>], align 32
  %43 = inttoptr i64 %0 to ptr
  %44 = inttoptr i64 %1 to ptr
  %45 = inttoptr i64 %21 to ptr
  %46 = inttoptr i64 %22 to ptr
  %47 = inttoptr i64 %2 to ptr
  %48 = trunc i64 %24 to i32
  %49 = trunc i64 %25 to i32
  %50 = insertelement <8 x i32> poison, i32 %48, i64 0
  %51 = bitcast <8 x i32> %50 to <8 x float>
  %52 = shufflevector <8 x float> %51, <8 x float> poison, <8 x i32> zeroinitializer
  %53 = insertelement <8 x i32> poison, i32 %49, i64 0
  %54 = bitcast <8 x i32> %53 to <8 x float>
  %55 = shufflevector <8 x float> %54, <8 x float> poison, <8 x i32> zeroinitializer
  %56 = icmp slt i64 %3, %4
  br i1 %56, label %57, label %10880

57:                                               ; preds = %27
  %58 = icmp eq i64 %13, 2
  %59 = srem i64 %3, %8
  %60 = sdiv i64 %3, %8
  %61 = srem i64 %60, %5
  %62 = sdiv i64 %60, %5
  %63 = mul i64 %11, %10
  %64 = mul nsw i64 %9, %8
  %65 = add nsw i64 %64, 7
  %66 = sdiv i64 %65, 8
  %67 = add nsw i64 %66, 1
  %68 = sdiv i64 %67, 2
  %69 = shl nsw i64 %68, 1
  %70 = icmp eq i64 %12, 1
  %71 = icmp eq i64 %13, 1
  %72 = and i1 %70, %71
  %73 = icmp eq i64 %9, %7
  %74 = and i1 %73, %72
  %75 = icmp slt i64 %7, 5
  %76 = and i1 %75, %74
  %77 = mul nsw i64 %69, %63
  %78 = icmp slt i64 %77, 257
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %80, label %1035

80:                                               ; preds = %57
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  %81 = trunc i64 %9 to i32
  %82 = insertelement <8 x i32> poison, i32 %81, i64 0
  %83 = shufflevector <8 x i32> %82, <8 x i32> poison, <8 x i32> zeroinitializer
  %84 = add <8 x i32> %83, splat (i32 -1)
  br label %109

85:                                               ; preds = %109
  %86 = sdiv i64 8, %9
  %87 = trunc nsw i64 %86 to i32
  %88 = insertelement <8 x i32> poison, i32 %87, i64 0
  %89 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> zeroinitializer
  %90 = srem i64 8, %9
  %91 = trunc nuw nsw i64 %90 to i32
  %92 = insertelement <8 x i32> poison, i32 %91, i64 0
  %93 = shufflevector <8 x i32> %92, <8 x i32> poison, <8 x i32> zeroinitializer
  %94 = icmp sgt i64 %10, 0
  br i1 %94, label %95, label %175

95:                                               ; preds = %85
  %96 = icmp sgt i64 %11, 0
  %97 = icmp ult i64 %11, 4
  %98 = icmp ult i64 %11, 16
  %99 = and i64 %11, 12
  %100 = and i64 %11, 9223372036854775792
  %101 = insertelement <4 x i64> poison, i64 %15, i64 0
  %102 = shufflevector <4 x i64> %101, <4 x i64> poison, <4 x i32> zeroinitializer
  %103 = icmp eq i64 %11, %100
  %104 = icmp eq i64 %99, 0
  %105 = and i64 %11, 9223372036854775804
  %106 = insertelement <4 x i64> poison, i64 %15, i64 0
  %107 = shufflevector <4 x i64> %106, <4 x i64> poison, <4 x i32> zeroinitializer
  %108 = icmp eq i64 %11, %105
  br label %120

109:                                              ; preds = %109, %80
  %110 = phi i32 [ 0, %80 ], [ %118, %109 ]
  %111 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %80 ], [ %116, %109 ]
  %112 = phi <8 x i32> [ zeroinitializer, %80 ], [ %117, %109 ]
  %113 = icmp sgt <8 x i32> %111, %84
  %114 = zext <8 x i1> %113 to <8 x i32>
  %115 = select <8 x i1> %113, <8 x i32> %83, <8 x i32> zeroinitializer
  %116 = sub <8 x i32> %111, %115
  %117 = add <8 x i32> %112, %114
  %118 = add nsw i32 %110, %81
  %119 = icmp slt i32 %118, 8
  br i1 %119, label %109, label %85

120:                                              ; preds = %183, %95
  %121 = phi i64 [ 0, %95 ], [ %184, %183 ]
  br i1 %96, label %122, label %183

122:                                              ; preds = %120
  %123 = mul nsw i64 %121, %14
  %124 = sub nsw i64 %123, %16
  %125 = mul nsw i64 %124, %9
  %126 = sub i64 %125, %17
  %127 = mul nuw nsw i64 %121, %11
  %128 = getelementptr i64, ptr %41, i64 %127
  br i1 %97, label %173, label %129

129:                                              ; preds = %122
  br i1 %98, label %156, label %130

130:                                              ; preds = %129
  %131 = insertelement <4 x i64> poison, i64 %126, i64 0
  %132 = shufflevector <4 x i64> %131, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %133

133:                                              ; preds = %133, %130
  %134 = phi i64 [ 0, %130 ], [ %151, %133 ]
  %135 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %130 ], [ %152, %133 ]
  %136 = add <4 x i64> %135, splat (i64 4)
  %137 = add <4 x i64> %135, splat (i64 8)
  %138 = add <4 x i64> %135, splat (i64 12)
  %139 = mul nsw <4 x i64> %135, %102
  %140 = mul nsw <4 x i64> %136, %102
  %141 = mul nsw <4 x i64> %137, %102
  %142 = mul nsw <4 x i64> %138, %102
  %143 = add <4 x i64> %132, %139
  %144 = add <4 x i64> %132, %140
  %145 = add <4 x i64> %132, %141
  %146 = add <4 x i64> %132, %142
  %147 = getelementptr i64, ptr %128, i64 %134
  %148 = getelementptr i8, ptr %147, i64 32
  %149 = getelementptr i8, ptr %147, i64 64
  %150 = getelementptr i8, ptr %147, i64 96
  store <4 x i64> %143, ptr %147, align 8
  store <4 x i64> %144, ptr %148, align 8
  store <4 x i64> %145, ptr %149, align 8
  store <4 x i64> %146, ptr %150, align 8
  %151 = add nuw i64 %134, 16
  %152 = add <4 x i64> %135, splat (i64 16)
  %153 = icmp eq i64 %151, %100
  br i1 %153, label %154, label %133

154:                                              ; preds = %133
  br i1 %103, label %183, label %155

155:                                              ; preds = %154
  br i1 %104, label %173, label %156

156:                                              ; preds = %129, %155
  %157 = phi i64 [ %100, %155 ], [ 0, %129 ]
  %158 = insertelement <4 x i64> poison, i64 %126, i64 0
  %159 = shufflevector <4 x i64> %158, <4 x i64> poison, <4 x i32> zeroinitializer
  %160 = insertelement <4 x i64> poison, i64 %157, i64 0
  %161 = shufflevector <4 x i64> %160, <4 x i64> poison, <4 x i32> zeroinitializer
  %162 = or disjoint <4 x i64> %161, <i64 0, i64 1, i64 2, i64 3>
  br label %163

163:                                              ; preds = %163, %156
  %164 = phi i64 [ %157, %156 ], [ %169, %163 ]
  %165 = phi <4 x i64> [ %162, %156 ], [ %170, %163 ]
  %166 = mul nsw <4 x i64> %165, %107
  %167 = add <4 x i64> %159, %166
  %168 = getelementptr i64, ptr %128, i64 %164
  store <4 x i64> %167, ptr %168, align 8
  %169 = add nuw i64 %164, 4
  %170 = add nuw nsw <4 x i64> %165, splat (i64 4)
  %171 = icmp eq i64 %169, %105
  br i1 %171, label %172, label %163

172:                                              ; preds = %163
  br i1 %108, label %183, label %173

173:                                              ; preds = %122, %155, %172
  %174 = phi i64 [ 0, %122 ], [ %100, %155 ], [ %105, %172 ]
  br label %186

175:                                              ; preds = %183, %85
  %176 = icmp sgt i64 %64, 0
  br i1 %176, label %177, label %252

177:                                              ; preds = %175
  %178 = mul nsw i64 %9, %6
  %179 = trunc i64 %6 to i32
  %180 = insertelement <8 x i32> poison, i32 %179, i64 0
  %181 = shufflevector <8 x i32> %180, <8 x i32> poison, <8 x i32> zeroinitializer
  %182 = icmp sgt i64 %11, 0
  br label %193

183:                                              ; preds = %186, %154, %172, %120
  %184 = add nuw nsw i64 %121, 1
  %185 = icmp eq i64 %184, %10
  br i1 %185, label %175, label %120

186:                                              ; preds = %173, %186
  %187 = phi i64 [ %191, %186 ], [ %174, %173 ]
  %188 = mul nsw i64 %187, %15
  %189 = add i64 %126, %188
  %190 = getelementptr i64, ptr %128, i64 %187
  store i64 %189, ptr %190, align 8
  %191 = add nuw nsw i64 %187, 1
  %192 = icmp eq i64 %191, %11
  br i1 %192, label %183, label %186

193:                                              ; preds = %208, %177
  %194 = phi i64 [ 0, %177 ], [ %216, %208 ]
  %195 = phi <8 x i32> [ %116, %177 ], [ %214, %208 ]
  %196 = phi <8 x i32> [ %117, %177 ], [ %215, %208 ]
  %197 = shl nsw i64 %194, 3
  %198 = sub nsw i64 %178, %197
  %199 = tail call i64 @llvm.smax.i64(i64 %198, i64 0)
  %200 = tail call i64 @llvm.umin.i64(i64 %199, i64 8)
  %201 = trunc nuw nsw i64 %200 to i32
  %202 = insertelement <8 x i32> poison, i32 %201, i64 0
  %203 = shufflevector <8 x i32> %202, <8 x i32> poison, <8 x i32> zeroinitializer
  %204 = icmp samesign ugt <8 x i32> %203, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %94, label %205, label %208

205:                                              ; preds = %193
  %206 = mul nsw i64 %194, %63
  %207 = getelementptr <4 x i64>, ptr %40, i64 %206
  br label %218

208:                                              ; preds = %233, %193
  %209 = add <8 x i32> %196, %89
  %210 = add <8 x i32> %195, %93
  %211 = icmp sgt <8 x i32> %210, %84
  %212 = zext <8 x i1> %211 to <8 x i32>
  %213 = select <8 x i1> %211, <8 x i32> %83, <8 x i32> zeroinitializer
  %214 = sub <8 x i32> %210, %213
  %215 = add <8 x i32> %209, %212
  %216 = add nuw nsw i64 %194, 1
  %217 = icmp eq i64 %216, %69
  br i1 %217, label %252, label %193

218:                                              ; preds = %233, %205
  %219 = phi i64 [ 0, %205 ], [ %234, %233 ]
  br i1 %182, label %220, label %233

220:                                              ; preds = %218
  %221 = mul nsw i64 %219, %14
  %222 = sub nsw i64 %221, %16
  %223 = trunc i64 %222 to i32
  %224 = insertelement <8 x i32> poison, i32 %223, i64 0
  %225 = shufflevector <8 x i32> %224, <8 x i32> poison, <8 x i32> zeroinitializer
  %226 = add <8 x i32> %225, %196
  %227 = icmp sgt <8 x i32> %226, splat (i32 -1)
  %228 = icmp sgt <8 x i32> %181, %226
  %229 = and <8 x i1> %227, %204
  %230 = and <8 x i1> %229, %228
  %231 = mul nuw nsw i64 %219, %11
  %232 = getelementptr <4 x i64>, ptr %207, i64 %231
  br label %236

233:                                              ; preds = %236, %218
  %234 = add nuw nsw i64 %219, 1
  %235 = icmp eq i64 %234, %10
  br i1 %235, label %208, label %218

236:                                              ; preds = %236, %220
  %237 = phi i64 [ 0, %220 ], [ %250, %236 ]
  %238 = mul nsw i64 %237, %15
  %239 = sub nsw i64 %238, %17
  %240 = trunc i64 %239 to i32
  %241 = insertelement <8 x i32> poison, i32 %240, i64 0
  %242 = shufflevector <8 x i32> %241, <8 x i32> poison, <8 x i32> zeroinitializer
  %243 = add <8 x i32> %242, %195
  %244 = icmp sgt <8 x i32> %83, %243
  %245 = icmp sgt <8 x i32> %243, splat (i32 -1)
  %246 = and <8 x i1> %230, %245
  %247 = and <8 x i1> %246, %244
  %248 = sext <8 x i1> %247 to <8 x i32>
  %249 = getelementptr <4 x i64>, ptr %232, i64 %237
  store <8 x i32> %248, ptr %249, align 32
  %250 = add nuw nsw i64 %237, 1
  %251 = icmp eq i64 %250, %11
  br i1 %251, label %233, label %236

252:                                              ; preds = %208, %175
  %253 = icmp eq i64 %59, 0
  br i1 %253, label %254, label %1031

254:                                              ; preds = %252
  %255 = shl nsw i64 %8, 2
  %256 = mul i64 %9, %6
  %257 = icmp eq i64 %22, 0
  %258 = icmp sgt i64 %63, 0
  %259 = bitcast <8 x float> %52 to <8 x i32>
  %260 = bitcast <8 x float> %55 to <8 x i32>
  %261 = icmp eq i64 %21, 0
  %262 = and i64 %26, 3
  %263 = lshr i64 %26, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %26, 4
  %266 = and i64 %265, 3
  %267 = lshr i64 %26, 2
  %268 = and i64 %267, 3
  %269 = lshr i64 %26, 4
  %270 = and i64 %269, 3
  %271 = icmp eq i64 %21, 0
  %272 = lshr i64 %26, 2
  %273 = and i64 %272, 3
  %274 = lshr i64 %26, 4
  %275 = and i64 %274, 3
  %276 = lshr i64 %26, 2
  %277 = and i64 %276, 3
  %278 = lshr i64 %26, 4
  %279 = and i64 %278, 3
  %280 = icmp eq i64 %21, 0
  %281 = lshr i64 %26, 2
  %282 = and i64 %281, 3
  %283 = lshr i64 %26, 4
  %284 = and i64 %283, 3
  %285 = lshr i64 %26, 2
  %286 = and i64 %285, 3
  %287 = lshr i64 %26, 4
  %288 = and i64 %287, 3
  %289 = icmp eq i64 %21, 0
  %290 = lshr i64 %26, 2
  %291 = and i64 %290, 3
  %292 = lshr i64 %26, 4
  %293 = and i64 %292, 3
  %294 = lshr i64 %26, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %26, 4
  %297 = and i64 %296, 3
  br label %298

298:                                              ; preds = %254, %390
  %299 = phi i64 [ %3, %254 ], [ %391, %390 ]
  %300 = phi i64 [ %61, %254 ], [ %384, %390 ]
  %301 = phi i64 [ %62, %254 ], [ %383, %390 ]
  %302 = sub nsw i64 %4, %299
  %303 = icmp slt i64 %302, %255
  br i1 %303, label %1031, label %304

304:                                              ; preds = %298
  %305 = mul nsw i64 %301, %19
  %306 = getelementptr inbounds float, ptr %43, i64 %305
  %307 = mul i64 %256, %300
  %308 = getelementptr inbounds float, ptr %306, i64 %307
  %309 = mul nsw i64 %300, %63
  %310 = getelementptr inbounds float, ptr %44, i64 %309
  %311 = getelementptr inbounds float, ptr %45, i64 %300
  %312 = mul nsw i64 %301, %20
  %313 = getelementptr inbounds float, ptr %47, i64 %312
  %314 = mul nsw i64 %300, %64
  %315 = getelementptr inbounds float, ptr %313, i64 %314
  %316 = mul nsw i64 %301, %23
  %317 = getelementptr inbounds float, ptr %46, i64 %316
  %318 = getelementptr inbounds float, ptr %317, i64 %314
  %319 = select i1 %257, ptr null, ptr %318
  %320 = add nsw i64 %300, 1
  %321 = icmp eq i64 %320, %5
  %322 = zext i1 %321 to i64
  %323 = add nsw i64 %301, %322
  %324 = select i1 %321, i64 0, i64 %320
  %325 = mul nsw i64 %323, %19
  %326 = getelementptr inbounds float, ptr %43, i64 %325
  %327 = mul i64 %256, %324
  %328 = getelementptr inbounds float, ptr %326, i64 %327
  %329 = mul nsw i64 %324, %63
  %330 = getelementptr inbounds float, ptr %44, i64 %329
  %331 = getelementptr inbounds float, ptr %45, i64 %324
  %332 = mul nsw i64 %323, %20
  %333 = getelementptr inbounds float, ptr %47, i64 %332
  %334 = mul nsw i64 %324, %64
  %335 = getelementptr inbounds float, ptr %333, i64 %334
  %336 = mul nsw i64 %323, %23
  %337 = getelementptr inbounds float, ptr %46, i64 %336
  %338 = getelementptr inbounds float, ptr %337, i64 %334
  %339 = select i1 %257, ptr null, ptr %338
  %340 = add nsw i64 %324, 1
  %341 = icmp eq i64 %340, %5
  %342 = zext i1 %341 to i64
  %343 = add nsw i64 %323, %342
  %344 = select i1 %341, i64 0, i64 %340
  %345 = mul nsw i64 %343, %19
  %346 = getelementptr inbounds float, ptr %43, i64 %345
  %347 = mul i64 %256, %344
  %348 = getelementptr inbounds float, ptr %346, i64 %347
  %349 = mul nsw i64 %344, %63
  %350 = getelementptr inbounds float, ptr %44, i64 %349
  %351 = getelementptr inbounds float, ptr %45, i64 %344
  %352 = mul nsw i64 %343, %20
  %353 = getelementptr inbounds float, ptr %47, i64 %352
  %354 = mul nsw i64 %344, %64
  %355 = getelementptr inbounds float, ptr %353, i64 %354
  %356 = mul nsw i64 %343, %23
  %357 = getelementptr inbounds float, ptr %46, i64 %356
  %358 = getelementptr inbounds float, ptr %357, i64 %354
  %359 = select i1 %257, ptr null, ptr %358
  %360 = add nsw i64 %344, 1
  %361 = icmp eq i64 %360, %5
  %362 = zext i1 %361 to i64
  %363 = add nsw i64 %343, %362
  %364 = select i1 %361, i64 0, i64 %360
  %365 = mul nsw i64 %363, %19
  %366 = getelementptr inbounds float, ptr %43, i64 %365
  %367 = mul i64 %256, %364
  %368 = getelementptr inbounds float, ptr %366, i64 %367
  %369 = mul nsw i64 %364, %63
  %370 = getelementptr inbounds float, ptr %44, i64 %369
  %371 = getelementptr inbounds float, ptr %45, i64 %364
  %372 = mul nsw i64 %363, %20
  %373 = getelementptr inbounds float, ptr %47, i64 %372
  %374 = mul nsw i64 %364, %64
  %375 = getelementptr inbounds float, ptr %373, i64 %374
  %376 = mul nsw i64 %363, %23
  %377 = getelementptr inbounds float, ptr %46, i64 %376
  %378 = getelementptr inbounds float, ptr %377, i64 %374
  %379 = select i1 %257, ptr null, ptr %378
  %380 = add nsw i64 %364, 1
  %381 = icmp eq i64 %380, %5
  %382 = zext i1 %381 to i64
  %383 = add nsw i64 %363, %382
  %384 = select i1 %381, i64 0, i64 %380
  br i1 %176, label %385, label %390

385:                                              ; preds = %304
  %386 = icmp eq ptr %319, null
  %387 = icmp eq ptr %339, null
  %388 = icmp eq ptr %359, null
  %389 = icmp eq ptr %379, null
  br label %393

390:                                              ; preds = %1027, %304
  %391 = add nsw i64 %299, %255
  %392 = icmp slt i64 %391, %4
  br i1 %392, label %298, label %1031

393:                                              ; preds = %385, %1027
  %394 = phi i64 [ %1029, %1027 ], [ 0, %385 ]
  br i1 %258, label %395, label %404

395:                                              ; preds = %393
  %396 = shl i64 %394, 5
  %397 = mul nuw nsw i64 %394, %63
  %398 = getelementptr i8, ptr %308, i64 %396
  %399 = getelementptr i8, ptr %328, i64 %396
  %400 = getelementptr i8, ptr %348, i64 %396
  %401 = getelementptr i8, ptr %368, i64 %396
  %402 = or disjoint i64 %394, 1
  %403 = mul nuw nsw i64 %402, %63
  br label %413

404:                                              ; preds = %413, %393
  %405 = phi <8 x float> [ zeroinitializer, %393 ], [ %469, %413 ]
  %406 = phi <8 x float> [ zeroinitializer, %393 ], [ %455, %413 ]
  %407 = phi <8 x float> [ zeroinitializer, %393 ], [ %466, %413 ]
  %408 = phi <8 x float> [ zeroinitializer, %393 ], [ %448, %413 ]
  %409 = phi <8 x float> [ zeroinitializer, %393 ], [ %463, %413 ]
  %410 = phi <8 x float> [ zeroinitializer, %393 ], [ %441, %413 ]
  %411 = phi <8 x float> [ zeroinitializer, %393 ], [ %460, %413 ]
  %412 = phi <8 x float> [ zeroinitializer, %393 ], [ %434, %413 ]
  br i1 %261, label %477, label %472

413:                                              ; preds = %395, %413
  %414 = phi <8 x float> [ zeroinitializer, %395 ], [ %469, %413 ]
  %415 = phi <8 x float> [ zeroinitializer, %395 ], [ %455, %413 ]
  %416 = phi <8 x float> [ zeroinitializer, %395 ], [ %466, %413 ]
  %417 = phi <8 x float> [ zeroinitializer, %395 ], [ %448, %413 ]
  %418 = phi <8 x float> [ zeroinitializer, %395 ], [ %463, %413 ]
  %419 = phi <8 x float> [ zeroinitializer, %395 ], [ %441, %413 ]
  %420 = phi <8 x float> [ zeroinitializer, %395 ], [ %460, %413 ]
  %421 = phi <8 x float> [ zeroinitializer, %395 ], [ %434, %413 ]
  %422 = phi i64 [ 0, %395 ], [ %470, %413 ]
  %423 = getelementptr inbounds nuw i64, ptr %41, i64 %422
  %424 = load i64, ptr %423, align 8
  %425 = getelementptr <4 x i64>, ptr %40, i64 %422
  %426 = getelementptr <4 x i64>, ptr %425, i64 %397
  %427 = load <8 x i32>, ptr %426, align 32
  %428 = getelementptr float, ptr %398, i64 %424
  %429 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %428, <8 x i32> %427)
  %430 = getelementptr inbounds nuw float, ptr %310, i64 %422
  %431 = load float, ptr %430, align 1
  %432 = insertelement <8 x float> poison, float %431, i64 0
  %433 = shufflevector <8 x float> %432, <8 x float> poison, <8 x i32> zeroinitializer
  %434 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %429, <8 x float> %433, <8 x float> %421)
  %435 = getelementptr float, ptr %399, i64 %424
  %436 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %435, <8 x i32> %427)
  %437 = getelementptr inbounds nuw float, ptr %330, i64 %422
  %438 = load float, ptr %437, align 1
  %439 = insertelement <8 x float> poison, float %438, i64 0
  %440 = shufflevector <8 x float> %439, <8 x float> poison, <8 x i32> zeroinitializer
  %441 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %436, <8 x float> %440, <8 x float> %419)
  %442 = getelementptr float, ptr %400, i64 %424
  %443 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %442, <8 x i32> %427)
  %444 = getelementptr inbounds nuw float, ptr %350, i64 %422
  %445 = load float, ptr %444, align 1
  %446 = insertelement <8 x float> poison, float %445, i64 0
  %447 = shufflevector <8 x float> %446, <8 x float> poison, <8 x i32> zeroinitializer
  %448 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %443, <8 x float> %447, <8 x float> %417)
  %449 = getelementptr float, ptr %401, i64 %424
  %450 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %449, <8 x i32> %427)
  %451 = getelementptr inbounds nuw float, ptr %370, i64 %422
  %452 = load float, ptr %451, align 1
  %453 = insertelement <8 x float> poison, float %452, i64 0
  %454 = shufflevector <8 x float> %453, <8 x float> poison, <8 x i32> zeroinitializer
  %455 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %450, <8 x float> %454, <8 x float> %415)
  %456 = getelementptr <4 x i64>, ptr %425, i64 %403
  %457 = load <8 x i32>, ptr %456, align 32
  %458 = getelementptr inbounds nuw i8, ptr %428, i64 32
  %459 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %458, <8 x i32> %457)
  %460 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %459, <8 x float> %433, <8 x float> %420)
  %461 = getelementptr inbounds nuw i8, ptr %435, i64 32
  %462 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %461, <8 x i32> %457)
  %463 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %462, <8 x float> %440, <8 x float> %418)
  %464 = getelementptr inbounds nuw i8, ptr %442, i64 32
  %465 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %464, <8 x i32> %457)
  %466 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %465, <8 x float> %447, <8 x float> %416)
  %467 = getelementptr inbounds nuw i8, ptr %449, i64 32
  %468 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %467, <8 x i32> %457)
  %469 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %468, <8 x float> %454, <8 x float> %414)
  %470 = add nuw nsw i64 %422, 1
  %471 = icmp eq i64 %470, %63
  br i1 %471, label %404, label %413

472:                                              ; preds = %404
  %473 = load float, ptr %311, align 1
  %474 = insertelement <8 x float> poison, float %473, i64 0
  %475 = shufflevector <8 x float> %474, <8 x float> poison, <8 x i32> zeroinitializer
  %476 = fadd <8 x float> %412, %475
  br label %477

477:                                              ; preds = %472, %404
  %478 = phi <8 x float> [ %476, %472 ], [ %412, %404 ]
  %479 = shl nsw i64 %394, 3
  %480 = icmp slt i64 %479, %64
  %481 = sub nsw i64 %64, %479
  %482 = tail call i64 @llvm.smin.i64(i64 %481, i64 8)
  %483 = trunc nuw i64 %482 to i32
  %484 = select i1 %480, i32 %483, i32 0
  %485 = insertelement <8 x i32> poison, i32 %484, i64 0
  %486 = shufflevector <8 x i32> %485, <8 x i32> poison, <8 x i32> zeroinitializer
  %487 = icmp sgt <8 x i32> %486, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %488 = getelementptr inbounds nuw float, ptr %315, i64 %479
  %489 = getelementptr inbounds nuw float, ptr %319, i64 %479
  %490 = select i1 %386, ptr null, ptr %489
  switch i64 %262, label %508 [
    i64 1, label %491
    i64 2, label %494
    i64 3, label %501
    i64 0, label %548
  ]

491:                                              ; preds = %477
  %492 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %490, <8 x i1> %487, <8 x float> zeroinitializer)
  %493 = fadd <8 x float> %478, %492
  br label %510

494:                                              ; preds = %477
  %495 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %478)
  %496 = bitcast <8 x float> %478 to <8 x i32>
  %497 = or <8 x i32> %496, %260
  %498 = bitcast <8 x i32> %497 to <8 x float>
  %499 = fcmp oeq <8 x float> %478, %55
  %500 = select <8 x i1> %499, <8 x float> %498, <8 x float> %495
  br label %510

501:                                              ; preds = %477
  %502 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %478)
  %503 = bitcast <8 x float> %478 to <8 x i32>
  %504 = and <8 x i32> %503, %259
  %505 = bitcast <8 x i32> %504 to <8 x float>
  %506 = fcmp oeq <8 x float> %478, %52
  %507 = select <8 x i1> %506, <8 x float> %505, <8 x float> %502
  br label %510

508:                                              ; preds = %477
  unreachable

509:                                              ; preds = %1008, %989, %967, %941, %922, %900, %874, %855, %833, %807, %788, %766, %740, %721, %699, %673, %654, %632, %606, %587, %555, %529, %510, %7363, %7344, %7322, %7295, %7276, %7254, %7227, %7208, %7186, %7159, %7140, %7118, %7091, %7072, %7050, %7023, %7004, %6982, %6955, %6936, %6914, %6887, %6868, %6849, %6728, %6709, %6687, %6661, %6642, %6620, %6594, %6575, %6553, %6527, %6508, %6486, %6460, %6441, %6419, %6393, %6374, %6355, %6153, %6134, %6112, %6086, %6067, %6045, %6019, %6000, %5978, %5952, %5933, %5911, %5885, %5866, %5844, %5818, %5799, %5777, %5751, %5732, %5710, %5684, %5665, %5646, %5435, %5416, %5397, %5368, %5349, %5330, %5301, %5282, %5263, %5234, %5215, %5196, %10840, %10821, %10799, %10763, %10744, %10722, %10686, %10667, %10645, %10609, %10590, %10568, %10532, %10513, %10491, %10455, %10436, %10414, %10378, %10359, %10337, %10301, %10282, %10260, %10150, %10131, %10109, %10073, %10054, %10032, %9996, %9977, %9955, %9919, %9900, %9878, %9842, %9823, %9801, %9765, %9746, %9724, %9688, %9669, %9647, %9537, %9518, %9496, %9460, %9441, %9419, %9383, %9364, %9342, %9306, %9287, %9265, %9229, %9210, %9188, %9152, %9133, %9111, %9001, %8982, %8960, %8924, %8905, %8883, %8847, %8828, %8806, %8770, %8751, %8729, %8693, %8674, %8652, %8542, %8523, %8501, %8465, %8446, %8424, %8388, %8369, %8347, %8311, %8292, %8270, %8160, %8141, %8119, %8084, %8065, %8043, %8008, %7989, %7967, %7778, %7759, %7737, %7702, %7683, %7661, %7514, %7495, %7476, %4579, %4560, %4538, %4505, %4486, %4464, %4431, %4412, %4390, %4357, %4338, %4316, %4283, %4264, %4242, %4209, %4190, %4168, %4135, %4116, %4094, %4061, %4042, %4022, %3907, %3888, %3866, %3833, %3814, %3792, %3759, %3740, %3718, %3685, %3666, %3644, %3611, %3592, %3570, %3537, %3518, %3496, %3463, %3444, %3424, %3309, %3290, %3268, %3235, %3216, %3194, %3161, %3142, %3120, %3087, %3068, %3046, %3013, %2994, %2972, %2939, %2920, %2900, %2785, %2766, %2744, %2711, %2692, %2670, %2637, %2618, %2596, %2563, %2544, %2522, %2489, %2470, %2450, %2335, %2316, %2294, %2261, %2242, %2220, %2187, %2168, %2146, %2113, %2094, %2074, %1959, %1940, %1918, %1885, %1866, %1844, %1811, %1792, %1772, %1657, %1638, %1616, %1584, %1565, %1545, %1392, %1373, %1354
  unreachable

510:                                              ; preds = %501, %494, %491
  %511 = phi <8 x float> [ %493, %491 ], [ %500, %494 ], [ %507, %501 ]
  switch i64 %264, label %509 [
    i64 1, label %526
    i64 2, label %519
    i64 3, label %512
    i64 0, label %548
  ]

512:                                              ; preds = %510
  %513 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %511)
  %514 = bitcast <8 x float> %511 to <8 x i32>
  %515 = and <8 x i32> %514, %259
  %516 = bitcast <8 x i32> %515 to <8 x float>
  %517 = fcmp oeq <8 x float> %511, %52
  %518 = select <8 x i1> %517, <8 x float> %516, <8 x float> %513
  br label %529

519:                                              ; preds = %510
  %520 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %511)
  %521 = bitcast <8 x float> %511 to <8 x i32>
  %522 = or <8 x i32> %521, %260
  %523 = bitcast <8 x i32> %522 to <8 x float>
  %524 = fcmp oeq <8 x float> %511, %55
  %525 = select <8 x i1> %524, <8 x float> %523, <8 x float> %520
  br label %529

526:                                              ; preds = %510
  %527 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %490, <8 x i1> %487, <8 x float> zeroinitializer)
  %528 = fadd <8 x float> %511, %527
  br label %529

529:                                              ; preds = %526, %519, %512
  %530 = phi <8 x float> [ %528, %526 ], [ %525, %519 ], [ %518, %512 ]
  switch i64 %266, label %509 [
    i64 1, label %545
    i64 2, label %538
    i64 3, label %531
    i64 0, label %548
  ]

531:                                              ; preds = %529
  %532 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %530)
  %533 = bitcast <8 x float> %530 to <8 x i32>
  %534 = and <8 x i32> %533, %259
  %535 = bitcast <8 x i32> %534 to <8 x float>
  %536 = fcmp oeq <8 x float> %530, %52
  %537 = select <8 x i1> %536, <8 x float> %535, <8 x float> %532
  br label %548

538:                                              ; preds = %529
  %539 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %530)
  %540 = bitcast <8 x float> %530 to <8 x i32>
  %541 = or <8 x i32> %540, %260
  %542 = bitcast <8 x i32> %541 to <8 x float>
  %543 = fcmp oeq <8 x float> %530, %55
  %544 = select <8 x i1> %543, <8 x float> %542, <8 x float> %539
  br label %548

545:                                              ; preds = %529
  %546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %490, <8 x i1> %487, <8 x float> zeroinitializer)
  %547 = fadd <8 x float> %530, %546
  br label %548

548:                                              ; preds = %531, %538, %545, %529, %510, %477
  %549 = phi <8 x float> [ %530, %529 ], [ %478, %477 ], [ %511, %510 ], [ %547, %545 ], [ %544, %538 ], [ %537, %531 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %549, ptr align 1 %488, <8 x i1> %487)
  br i1 %261, label %555, label %550

550:                                              ; preds = %548
  %551 = load float, ptr %311, align 1
  %552 = insertelement <8 x float> poison, float %551, i64 0
  %553 = shufflevector <8 x float> %552, <8 x float> poison, <8 x i32> zeroinitializer
  %554 = fadd <8 x float> %411, %553
  br label %555

555:                                              ; preds = %550, %548
  %556 = phi <8 x float> [ %554, %550 ], [ %411, %548 ]
  %557 = shl i64 %394, 3
  %558 = or disjoint i64 %557, 8
  %559 = icmp slt i64 %558, %64
  %560 = sub nsw i64 %64, %558
  %561 = tail call i64 @llvm.smin.i64(i64 %560, i64 8)
  %562 = trunc nuw i64 %561 to i32
  %563 = select i1 %559, i32 %562, i32 0
  %564 = insertelement <8 x i32> poison, i32 %563, i64 0
  %565 = shufflevector <8 x i32> %564, <8 x i32> poison, <8 x i32> zeroinitializer
  %566 = icmp sgt <8 x i32> %565, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %567 = getelementptr inbounds nuw float, ptr %315, i64 %558
  %568 = getelementptr inbounds nuw float, ptr %319, i64 %558
  %569 = select i1 %386, ptr null, ptr %568
  switch i64 %262, label %509 [
    i64 1, label %584
    i64 2, label %577
    i64 3, label %570
    i64 0, label %625
  ]

570:                                              ; preds = %555
  %571 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %556)
  %572 = bitcast <8 x float> %556 to <8 x i32>
  %573 = and <8 x i32> %572, %259
  %574 = bitcast <8 x i32> %573 to <8 x float>
  %575 = fcmp oeq <8 x float> %556, %52
  %576 = select <8 x i1> %575, <8 x float> %574, <8 x float> %571
  br label %587

577:                                              ; preds = %555
  %578 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %556)
  %579 = bitcast <8 x float> %556 to <8 x i32>
  %580 = or <8 x i32> %579, %260
  %581 = bitcast <8 x i32> %580 to <8 x float>
  %582 = fcmp oeq <8 x float> %556, %55
  %583 = select <8 x i1> %582, <8 x float> %581, <8 x float> %578
  br label %587

584:                                              ; preds = %555
  %585 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %569, <8 x i1> %566, <8 x float> zeroinitializer)
  %586 = fadd <8 x float> %556, %585
  br label %587

587:                                              ; preds = %584, %577, %570
  %588 = phi <8 x float> [ %586, %584 ], [ %583, %577 ], [ %576, %570 ]
  switch i64 %268, label %509 [
    i64 1, label %603
    i64 2, label %596
    i64 3, label %589
    i64 0, label %625
  ]

589:                                              ; preds = %587
  %590 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %588)
  %591 = bitcast <8 x float> %588 to <8 x i32>
  %592 = and <8 x i32> %591, %259
  %593 = bitcast <8 x i32> %592 to <8 x float>
  %594 = fcmp oeq <8 x float> %588, %52
  %595 = select <8 x i1> %594, <8 x float> %593, <8 x float> %590
  br label %606

596:                                              ; preds = %587
  %597 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %588)
  %598 = bitcast <8 x float> %588 to <8 x i32>
  %599 = or <8 x i32> %598, %260
  %600 = bitcast <8 x i32> %599 to <8 x float>
  %601 = fcmp oeq <8 x float> %588, %55
  %602 = select <8 x i1> %601, <8 x float> %600, <8 x float> %597
  br label %606

603:                                              ; preds = %587
  %604 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %569, <8 x i1> %566, <8 x float> zeroinitializer)
  %605 = fadd <8 x float> %588, %604
  br label %606

606:                                              ; preds = %603, %596, %589
  %607 = phi <8 x float> [ %605, %603 ], [ %602, %596 ], [ %595, %589 ]
  switch i64 %270, label %509 [
    i64 1, label %622
    i64 2, label %615
    i64 3, label %608
    i64 0, label %625
  ]

608:                                              ; preds = %606
  %609 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %607)
  %610 = bitcast <8 x float> %607 to <8 x i32>
  %611 = and <8 x i32> %610, %259
  %612 = bitcast <8 x i32> %611 to <8 x float>
  %613 = fcmp oeq <8 x float> %607, %52
  %614 = select <8 x i1> %613, <8 x float> %612, <8 x float> %609
  br label %625

615:                                              ; preds = %606
  %616 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %607)
  %617 = bitcast <8 x float> %607 to <8 x i32>
  %618 = or <8 x i32> %617, %260
  %619 = bitcast <8 x i32> %618 to <8 x float>
  %620 = fcmp oeq <8 x float> %607, %55
  %621 = select <8 x i1> %620, <8 x float> %619, <8 x float> %616
  br label %625

622:                                              ; preds = %606
  %623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %569, <8 x i1> %566, <8 x float> zeroinitializer)
  %624 = fadd <8 x float> %607, %623
  br label %625

625:                                              ; preds = %608, %615, %622, %606, %587, %555
  %626 = phi <8 x float> [ %607, %606 ], [ %556, %555 ], [ %588, %587 ], [ %624, %622 ], [ %621, %615 ], [ %614, %608 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %626, ptr nonnull align 1 %567, <8 x i1> %566)
  br i1 %271, label %632, label %627

627:                                              ; preds = %625
  %628 = load float, ptr %331, align 1
  %629 = insertelement <8 x float> poison, float %628, i64 0
  %630 = shufflevector <8 x float> %629, <8 x float> poison, <8 x i32> zeroinitializer
  %631 = fadd <8 x float> %410, %630
  br label %632

632:                                              ; preds = %627, %625
  %633 = phi <8 x float> [ %631, %627 ], [ %410, %625 ]
  %634 = getelementptr inbounds nuw float, ptr %335, i64 %479
  %635 = getelementptr inbounds nuw float, ptr %339, i64 %479
  %636 = select i1 %387, ptr null, ptr %635
  switch i64 %262, label %509 [
    i64 1, label %651
    i64 2, label %644
    i64 3, label %637
    i64 0, label %692
  ]

637:                                              ; preds = %632
  %638 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %633)
  %639 = bitcast <8 x float> %633 to <8 x i32>
  %640 = and <8 x i32> %639, %259
  %641 = bitcast <8 x i32> %640 to <8 x float>
  %642 = fcmp oeq <8 x float> %633, %52
  %643 = select <8 x i1> %642, <8 x float> %641, <8 x float> %638
  br label %654

644:                                              ; preds = %632
  %645 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %633)
  %646 = bitcast <8 x float> %633 to <8 x i32>
  %647 = or <8 x i32> %646, %260
  %648 = bitcast <8 x i32> %647 to <8 x float>
  %649 = fcmp oeq <8 x float> %633, %55
  %650 = select <8 x i1> %649, <8 x float> %648, <8 x float> %645
  br label %654

651:                                              ; preds = %632
  %652 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %636, <8 x i1> %487, <8 x float> zeroinitializer)
  %653 = fadd <8 x float> %633, %652
  br label %654

654:                                              ; preds = %651, %644, %637
  %655 = phi <8 x float> [ %653, %651 ], [ %650, %644 ], [ %643, %637 ]
  switch i64 %273, label %509 [
    i64 1, label %670
    i64 2, label %663
    i64 3, label %656
    i64 0, label %692
  ]

656:                                              ; preds = %654
  %657 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %655)
  %658 = bitcast <8 x float> %655 to <8 x i32>
  %659 = and <8 x i32> %658, %259
  %660 = bitcast <8 x i32> %659 to <8 x float>
  %661 = fcmp oeq <8 x float> %655, %52
  %662 = select <8 x i1> %661, <8 x float> %660, <8 x float> %657
  br label %673

663:                                              ; preds = %654
  %664 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %655)
  %665 = bitcast <8 x float> %655 to <8 x i32>
  %666 = or <8 x i32> %665, %260
  %667 = bitcast <8 x i32> %666 to <8 x float>
  %668 = fcmp oeq <8 x float> %655, %55
  %669 = select <8 x i1> %668, <8 x float> %667, <8 x float> %664
  br label %673

670:                                              ; preds = %654
  %671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %636, <8 x i1> %487, <8 x float> zeroinitializer)
  %672 = fadd <8 x float> %655, %671
  br label %673

673:                                              ; preds = %670, %663, %656
  %674 = phi <8 x float> [ %672, %670 ], [ %669, %663 ], [ %662, %656 ]
  switch i64 %275, label %509 [
    i64 1, label %689
    i64 2, label %682
    i64 3, label %675
    i64 0, label %692
  ]

675:                                              ; preds = %673
  %676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %674)
  %677 = bitcast <8 x float> %674 to <8 x i32>
  %678 = and <8 x i32> %677, %259
  %679 = bitcast <8 x i32> %678 to <8 x float>
  %680 = fcmp oeq <8 x float> %674, %52
  %681 = select <8 x i1> %680, <8 x float> %679, <8 x float> %676
  br label %692

682:                                              ; preds = %673
  %683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %674)
  %684 = bitcast <8 x float> %674 to <8 x i32>
  %685 = or <8 x i32> %684, %260
  %686 = bitcast <8 x i32> %685 to <8 x float>
  %687 = fcmp oeq <8 x float> %674, %55
  %688 = select <8 x i1> %687, <8 x float> %686, <8 x float> %683
  br label %692

689:                                              ; preds = %673
  %690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %636, <8 x i1> %487, <8 x float> zeroinitializer)
  %691 = fadd <8 x float> %674, %690
  br label %692

692:                                              ; preds = %675, %682, %689, %673, %654, %632
  %693 = phi <8 x float> [ %674, %673 ], [ %633, %632 ], [ %655, %654 ], [ %691, %689 ], [ %688, %682 ], [ %681, %675 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %693, ptr align 1 %634, <8 x i1> %487)
  br i1 %271, label %699, label %694

694:                                              ; preds = %692
  %695 = load float, ptr %331, align 1
  %696 = insertelement <8 x float> poison, float %695, i64 0
  %697 = shufflevector <8 x float> %696, <8 x float> poison, <8 x i32> zeroinitializer
  %698 = fadd <8 x float> %409, %697
  br label %699

699:                                              ; preds = %694, %692
  %700 = phi <8 x float> [ %698, %694 ], [ %409, %692 ]
  %701 = getelementptr inbounds nuw float, ptr %335, i64 %558
  %702 = getelementptr inbounds nuw float, ptr %339, i64 %558
  %703 = select i1 %387, ptr null, ptr %702
  switch i64 %262, label %509 [
    i64 1, label %718
    i64 2, label %711
    i64 3, label %704
    i64 0, label %759
  ]

704:                                              ; preds = %699
  %705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %700)
  %706 = bitcast <8 x float> %700 to <8 x i32>
  %707 = and <8 x i32> %706, %259
  %708 = bitcast <8 x i32> %707 to <8 x float>
  %709 = fcmp oeq <8 x float> %700, %52
  %710 = select <8 x i1> %709, <8 x float> %708, <8 x float> %705
  br label %721

711:                                              ; preds = %699
  %712 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %700)
  %713 = bitcast <8 x float> %700 to <8 x i32>
  %714 = or <8 x i32> %713, %260
  %715 = bitcast <8 x i32> %714 to <8 x float>
  %716 = fcmp oeq <8 x float> %700, %55
  %717 = select <8 x i1> %716, <8 x float> %715, <8 x float> %712
  br label %721

718:                                              ; preds = %699
  %719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %703, <8 x i1> %566, <8 x float> zeroinitializer)
  %720 = fadd <8 x float> %700, %719
  br label %721

721:                                              ; preds = %718, %711, %704
  %722 = phi <8 x float> [ %720, %718 ], [ %717, %711 ], [ %710, %704 ]
  switch i64 %277, label %509 [
    i64 1, label %737
    i64 2, label %730
    i64 3, label %723
    i64 0, label %759
  ]

723:                                              ; preds = %721
  %724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %722)
  %725 = bitcast <8 x float> %722 to <8 x i32>
  %726 = and <8 x i32> %725, %259
  %727 = bitcast <8 x i32> %726 to <8 x float>
  %728 = fcmp oeq <8 x float> %722, %52
  %729 = select <8 x i1> %728, <8 x float> %727, <8 x float> %724
  br label %740

730:                                              ; preds = %721
  %731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %722)
  %732 = bitcast <8 x float> %722 to <8 x i32>
  %733 = or <8 x i32> %732, %260
  %734 = bitcast <8 x i32> %733 to <8 x float>
  %735 = fcmp oeq <8 x float> %722, %55
  %736 = select <8 x i1> %735, <8 x float> %734, <8 x float> %731
  br label %740

737:                                              ; preds = %721
  %738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %703, <8 x i1> %566, <8 x float> zeroinitializer)
  %739 = fadd <8 x float> %722, %738
  br label %740

740:                                              ; preds = %737, %730, %723
  %741 = phi <8 x float> [ %739, %737 ], [ %736, %730 ], [ %729, %723 ]
  switch i64 %279, label %509 [
    i64 1, label %756
    i64 2, label %749
    i64 3, label %742
    i64 0, label %759
  ]

742:                                              ; preds = %740
  %743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %741)
  %744 = bitcast <8 x float> %741 to <8 x i32>
  %745 = and <8 x i32> %744, %259
  %746 = bitcast <8 x i32> %745 to <8 x float>
  %747 = fcmp oeq <8 x float> %741, %52
  %748 = select <8 x i1> %747, <8 x float> %746, <8 x float> %743
  br label %759

749:                                              ; preds = %740
  %750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %741)
  %751 = bitcast <8 x float> %741 to <8 x i32>
  %752 = or <8 x i32> %751, %260
  %753 = bitcast <8 x i32> %752 to <8 x float>
  %754 = fcmp oeq <8 x float> %741, %55
  %755 = select <8 x i1> %754, <8 x float> %753, <8 x float> %750
  br label %759

756:                                              ; preds = %740
  %757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %703, <8 x i1> %566, <8 x float> zeroinitializer)
  %758 = fadd <8 x float> %741, %757
  br label %759

759:                                              ; preds = %742, %749, %756, %740, %721, %699
  %760 = phi <8 x float> [ %741, %740 ], [ %700, %699 ], [ %722, %721 ], [ %758, %756 ], [ %755, %749 ], [ %748, %742 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %760, ptr nonnull align 1 %701, <8 x i1> %566)
  br i1 %280, label %766, label %761

761:                                              ; preds = %759
  %762 = load float, ptr %351, align 1
  %763 = insertelement <8 x float> poison, float %762, i64 0
  %764 = shufflevector <8 x float> %763, <8 x float> poison, <8 x i32> zeroinitializer
  %765 = fadd <8 x float> %408, %764
  br label %766

766:                                              ; preds = %761, %759
  %767 = phi <8 x float> [ %765, %761 ], [ %408, %759 ]
  %768 = getelementptr inbounds nuw float, ptr %355, i64 %479
  %769 = getelementptr inbounds nuw float, ptr %359, i64 %479
  %770 = select i1 %388, ptr null, ptr %769
  switch i64 %262, label %509 [
    i64 1, label %785
    i64 2, label %778
    i64 3, label %771
    i64 0, label %826
  ]

771:                                              ; preds = %766
  %772 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %767)
  %773 = bitcast <8 x float> %767 to <8 x i32>
  %774 = and <8 x i32> %773, %259
  %775 = bitcast <8 x i32> %774 to <8 x float>
  %776 = fcmp oeq <8 x float> %767, %52
  %777 = select <8 x i1> %776, <8 x float> %775, <8 x float> %772
  br label %788

778:                                              ; preds = %766
  %779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %767)
  %780 = bitcast <8 x float> %767 to <8 x i32>
  %781 = or <8 x i32> %780, %260
  %782 = bitcast <8 x i32> %781 to <8 x float>
  %783 = fcmp oeq <8 x float> %767, %55
  %784 = select <8 x i1> %783, <8 x float> %782, <8 x float> %779
  br label %788

785:                                              ; preds = %766
  %786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %487, <8 x float> zeroinitializer)
  %787 = fadd <8 x float> %767, %786
  br label %788

788:                                              ; preds = %785, %778, %771
  %789 = phi <8 x float> [ %787, %785 ], [ %784, %778 ], [ %777, %771 ]
  switch i64 %282, label %509 [
    i64 1, label %804
    i64 2, label %797
    i64 3, label %790
    i64 0, label %826
  ]

790:                                              ; preds = %788
  %791 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %789)
  %792 = bitcast <8 x float> %789 to <8 x i32>
  %793 = and <8 x i32> %792, %259
  %794 = bitcast <8 x i32> %793 to <8 x float>
  %795 = fcmp oeq <8 x float> %789, %52
  %796 = select <8 x i1> %795, <8 x float> %794, <8 x float> %791
  br label %807

797:                                              ; preds = %788
  %798 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %789)
  %799 = bitcast <8 x float> %789 to <8 x i32>
  %800 = or <8 x i32> %799, %260
  %801 = bitcast <8 x i32> %800 to <8 x float>
  %802 = fcmp oeq <8 x float> %789, %55
  %803 = select <8 x i1> %802, <8 x float> %801, <8 x float> %798
  br label %807

804:                                              ; preds = %788
  %805 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %487, <8 x float> zeroinitializer)
  %806 = fadd <8 x float> %789, %805
  br label %807

807:                                              ; preds = %804, %797, %790
  %808 = phi <8 x float> [ %806, %804 ], [ %803, %797 ], [ %796, %790 ]
  switch i64 %284, label %509 [
    i64 1, label %823
    i64 2, label %816
    i64 3, label %809
    i64 0, label %826
  ]

809:                                              ; preds = %807
  %810 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %808)
  %811 = bitcast <8 x float> %808 to <8 x i32>
  %812 = and <8 x i32> %811, %259
  %813 = bitcast <8 x i32> %812 to <8 x float>
  %814 = fcmp oeq <8 x float> %808, %52
  %815 = select <8 x i1> %814, <8 x float> %813, <8 x float> %810
  br label %826

816:                                              ; preds = %807
  %817 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %808)
  %818 = bitcast <8 x float> %808 to <8 x i32>
  %819 = or <8 x i32> %818, %260
  %820 = bitcast <8 x i32> %819 to <8 x float>
  %821 = fcmp oeq <8 x float> %808, %55
  %822 = select <8 x i1> %821, <8 x float> %820, <8 x float> %817
  br label %826

823:                                              ; preds = %807
  %824 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %487, <8 x float> zeroinitializer)
  %825 = fadd <8 x float> %808, %824
  br label %826

826:                                              ; preds = %809, %816, %823, %807, %788, %766
  %827 = phi <8 x float> [ %808, %807 ], [ %767, %766 ], [ %789, %788 ], [ %825, %823 ], [ %822, %816 ], [ %815, %809 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %827, ptr align 1 %768, <8 x i1> %487)
  br i1 %280, label %833, label %828

828:                                              ; preds = %826
  %829 = load float, ptr %351, align 1
  %830 = insertelement <8 x float> poison, float %829, i64 0
  %831 = shufflevector <8 x float> %830, <8 x float> poison, <8 x i32> zeroinitializer
  %832 = fadd <8 x float> %407, %831
  br label %833

833:                                              ; preds = %828, %826
  %834 = phi <8 x float> [ %832, %828 ], [ %407, %826 ]
  %835 = getelementptr inbounds nuw float, ptr %355, i64 %558
  %836 = getelementptr inbounds nuw float, ptr %359, i64 %558
  %837 = select i1 %388, ptr null, ptr %836
  switch i64 %262, label %509 [
    i64 1, label %852
    i64 2, label %845
    i64 3, label %838
    i64 0, label %893
  ]

838:                                              ; preds = %833
  %839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %834)
  %840 = bitcast <8 x float> %834 to <8 x i32>
  %841 = and <8 x i32> %840, %259
  %842 = bitcast <8 x i32> %841 to <8 x float>
  %843 = fcmp oeq <8 x float> %834, %52
  %844 = select <8 x i1> %843, <8 x float> %842, <8 x float> %839
  br label %855

845:                                              ; preds = %833
  %846 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %834)
  %847 = bitcast <8 x float> %834 to <8 x i32>
  %848 = or <8 x i32> %847, %260
  %849 = bitcast <8 x i32> %848 to <8 x float>
  %850 = fcmp oeq <8 x float> %834, %55
  %851 = select <8 x i1> %850, <8 x float> %849, <8 x float> %846
  br label %855

852:                                              ; preds = %833
  %853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %566, <8 x float> zeroinitializer)
  %854 = fadd <8 x float> %834, %853
  br label %855

855:                                              ; preds = %852, %845, %838
  %856 = phi <8 x float> [ %854, %852 ], [ %851, %845 ], [ %844, %838 ]
  switch i64 %286, label %509 [
    i64 1, label %871
    i64 2, label %864
    i64 3, label %857
    i64 0, label %893
  ]

857:                                              ; preds = %855
  %858 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %856)
  %859 = bitcast <8 x float> %856 to <8 x i32>
  %860 = and <8 x i32> %859, %259
  %861 = bitcast <8 x i32> %860 to <8 x float>
  %862 = fcmp oeq <8 x float> %856, %52
  %863 = select <8 x i1> %862, <8 x float> %861, <8 x float> %858
  br label %874

864:                                              ; preds = %855
  %865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %856)
  %866 = bitcast <8 x float> %856 to <8 x i32>
  %867 = or <8 x i32> %866, %260
  %868 = bitcast <8 x i32> %867 to <8 x float>
  %869 = fcmp oeq <8 x float> %856, %55
  %870 = select <8 x i1> %869, <8 x float> %868, <8 x float> %865
  br label %874

871:                                              ; preds = %855
  %872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %566, <8 x float> zeroinitializer)
  %873 = fadd <8 x float> %856, %872
  br label %874

874:                                              ; preds = %871, %864, %857
  %875 = phi <8 x float> [ %873, %871 ], [ %870, %864 ], [ %863, %857 ]
  switch i64 %288, label %509 [
    i64 1, label %890
    i64 2, label %883
    i64 3, label %876
    i64 0, label %893
  ]

876:                                              ; preds = %874
  %877 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %875)
  %878 = bitcast <8 x float> %875 to <8 x i32>
  %879 = and <8 x i32> %878, %259
  %880 = bitcast <8 x i32> %879 to <8 x float>
  %881 = fcmp oeq <8 x float> %875, %52
  %882 = select <8 x i1> %881, <8 x float> %880, <8 x float> %877
  br label %893

883:                                              ; preds = %874
  %884 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %875)
  %885 = bitcast <8 x float> %875 to <8 x i32>
  %886 = or <8 x i32> %885, %260
  %887 = bitcast <8 x i32> %886 to <8 x float>
  %888 = fcmp oeq <8 x float> %875, %55
  %889 = select <8 x i1> %888, <8 x float> %887, <8 x float> %884
  br label %893

890:                                              ; preds = %874
  %891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %566, <8 x float> zeroinitializer)
  %892 = fadd <8 x float> %875, %891
  br label %893

893:                                              ; preds = %876, %883, %890, %874, %855, %833
  %894 = phi <8 x float> [ %875, %874 ], [ %834, %833 ], [ %856, %855 ], [ %892, %890 ], [ %889, %883 ], [ %882, %876 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %894, ptr nonnull align 1 %835, <8 x i1> %566)
  br i1 %289, label %900, label %895

895:                                              ; preds = %893
  %896 = load float, ptr %371, align 1
  %897 = insertelement <8 x float> poison, float %896, i64 0
  %898 = shufflevector <8 x float> %897, <8 x float> poison, <8 x i32> zeroinitializer
  %899 = fadd <8 x float> %406, %898
  br label %900

900:                                              ; preds = %895, %893
  %901 = phi <8 x float> [ %899, %895 ], [ %406, %893 ]
  %902 = getelementptr inbounds nuw float, ptr %375, i64 %479
  %903 = getelementptr inbounds nuw float, ptr %379, i64 %479
  %904 = select i1 %389, ptr null, ptr %903
  switch i64 %262, label %509 [
    i64 1, label %919
    i64 2, label %912
    i64 3, label %905
    i64 0, label %960
  ]

905:                                              ; preds = %900
  %906 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %901)
  %907 = bitcast <8 x float> %901 to <8 x i32>
  %908 = and <8 x i32> %907, %259
  %909 = bitcast <8 x i32> %908 to <8 x float>
  %910 = fcmp oeq <8 x float> %901, %52
  %911 = select <8 x i1> %910, <8 x float> %909, <8 x float> %906
  br label %922

912:                                              ; preds = %900
  %913 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %901)
  %914 = bitcast <8 x float> %901 to <8 x i32>
  %915 = or <8 x i32> %914, %260
  %916 = bitcast <8 x i32> %915 to <8 x float>
  %917 = fcmp oeq <8 x float> %901, %55
  %918 = select <8 x i1> %917, <8 x float> %916, <8 x float> %913
  br label %922

919:                                              ; preds = %900
  %920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %904, <8 x i1> %487, <8 x float> zeroinitializer)
  %921 = fadd <8 x float> %901, %920
  br label %922

922:                                              ; preds = %919, %912, %905
  %923 = phi <8 x float> [ %921, %919 ], [ %918, %912 ], [ %911, %905 ]
  switch i64 %291, label %509 [
    i64 1, label %938
    i64 2, label %931
    i64 3, label %924
    i64 0, label %960
  ]

924:                                              ; preds = %922
  %925 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %923)
  %926 = bitcast <8 x float> %923 to <8 x i32>
  %927 = and <8 x i32> %926, %259
  %928 = bitcast <8 x i32> %927 to <8 x float>
  %929 = fcmp oeq <8 x float> %923, %52
  %930 = select <8 x i1> %929, <8 x float> %928, <8 x float> %925
  br label %941

931:                                              ; preds = %922
  %932 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %923)
  %933 = bitcast <8 x float> %923 to <8 x i32>
  %934 = or <8 x i32> %933, %260
  %935 = bitcast <8 x i32> %934 to <8 x float>
  %936 = fcmp oeq <8 x float> %923, %55
  %937 = select <8 x i1> %936, <8 x float> %935, <8 x float> %932
  br label %941

938:                                              ; preds = %922
  %939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %904, <8 x i1> %487, <8 x float> zeroinitializer)
  %940 = fadd <8 x float> %923, %939
  br label %941

941:                                              ; preds = %938, %931, %924
  %942 = phi <8 x float> [ %940, %938 ], [ %937, %931 ], [ %930, %924 ]
  switch i64 %293, label %509 [
    i64 1, label %957
    i64 2, label %950
    i64 3, label %943
    i64 0, label %960
  ]

943:                                              ; preds = %941
  %944 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %942)
  %945 = bitcast <8 x float> %942 to <8 x i32>
  %946 = and <8 x i32> %945, %259
  %947 = bitcast <8 x i32> %946 to <8 x float>
  %948 = fcmp oeq <8 x float> %942, %52
  %949 = select <8 x i1> %948, <8 x float> %947, <8 x float> %944
  br label %960

950:                                              ; preds = %941
  %951 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %942)
  %952 = bitcast <8 x float> %942 to <8 x i32>
  %953 = or <8 x i32> %952, %260
  %954 = bitcast <8 x i32> %953 to <8 x float>
  %955 = fcmp oeq <8 x float> %942, %55
  %956 = select <8 x i1> %955, <8 x float> %954, <8 x float> %951
  br label %960

957:                                              ; preds = %941
  %958 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %904, <8 x i1> %487, <8 x float> zeroinitializer)
  %959 = fadd <8 x float> %942, %958
  br label %960

960:                                              ; preds = %943, %950, %957, %941, %922, %900
  %961 = phi <8 x float> [ %942, %941 ], [ %901, %900 ], [ %923, %922 ], [ %959, %957 ], [ %956, %950 ], [ %949, %943 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %961, ptr align 1 %902, <8 x i1> %487)
  br i1 %289, label %967, label %962

962:                                              ; preds = %960
  %963 = load float, ptr %371, align 1
  %964 = insertelement <8 x float> poison, float %963, i64 0
  %965 = shufflevector <8 x float> %964, <8 x float> poison, <8 x i32> zeroinitializer
  %966 = fadd <8 x float> %405, %965
  br label %967

967:                                              ; preds = %962, %960
  %968 = phi <8 x float> [ %966, %962 ], [ %405, %960 ]
  %969 = getelementptr inbounds nuw float, ptr %375, i64 %558
  %970 = getelementptr inbounds nuw float, ptr %379, i64 %558
  %971 = select i1 %389, ptr null, ptr %970
  switch i64 %262, label %509 [
    i64 1, label %986
    i64 2, label %979
    i64 3, label %972
    i64 0, label %1027
  ]

972:                                              ; preds = %967
  %973 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %968)
  %974 = bitcast <8 x float> %968 to <8 x i32>
  %975 = and <8 x i32> %974, %259
  %976 = bitcast <8 x i32> %975 to <8 x float>
  %977 = fcmp oeq <8 x float> %968, %52
  %978 = select <8 x i1> %977, <8 x float> %976, <8 x float> %973
  br label %989

979:                                              ; preds = %967
  %980 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %968)
  %981 = bitcast <8 x float> %968 to <8 x i32>
  %982 = or <8 x i32> %981, %260
  %983 = bitcast <8 x i32> %982 to <8 x float>
  %984 = fcmp oeq <8 x float> %968, %55
  %985 = select <8 x i1> %984, <8 x float> %983, <8 x float> %980
  br label %989

986:                                              ; preds = %967
  %987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %971, <8 x i1> %566, <8 x float> zeroinitializer)
  %988 = fadd <8 x float> %968, %987
  br label %989

989:                                              ; preds = %986, %979, %972
  %990 = phi <8 x float> [ %988, %986 ], [ %985, %979 ], [ %978, %972 ]
  switch i64 %295, label %509 [
    i64 1, label %1005
    i64 2, label %998
    i64 3, label %991
    i64 0, label %1027
  ]

991:                                              ; preds = %989
  %992 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %990)
  %993 = bitcast <8 x float> %990 to <8 x i32>
  %994 = and <8 x i32> %993, %259
  %995 = bitcast <8 x i32> %994 to <8 x float>
  %996 = fcmp oeq <8 x float> %990, %52
  %997 = select <8 x i1> %996, <8 x float> %995, <8 x float> %992
  br label %1008

998:                                              ; preds = %989
  %999 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %990)
  %1000 = bitcast <8 x float> %990 to <8 x i32>
  %1001 = or <8 x i32> %1000, %260
  %1002 = bitcast <8 x i32> %1001 to <8 x float>
  %1003 = fcmp oeq <8 x float> %990, %55
  %1004 = select <8 x i1> %1003, <8 x float> %1002, <8 x float> %999
  br label %1008

1005:                                             ; preds = %989
  %1006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %971, <8 x i1> %566, <8 x float> zeroinitializer)
  %1007 = fadd <8 x float> %990, %1006
  br label %1008

1008:                                             ; preds = %1005, %998, %991
  %1009 = phi <8 x float> [ %1007, %1005 ], [ %1004, %998 ], [ %997, %991 ]
  switch i64 %297, label %509 [
    i64 1, label %1024
    i64 2, label %1017
    i64 3, label %1010
    i64 0, label %1027
  ]

1010:                                             ; preds = %1008
  %1011 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1009)
  %1012 = bitcast <8 x float> %1009 to <8 x i32>
  %1013 = and <8 x i32> %1012, %259
  %1014 = bitcast <8 x i32> %1013 to <8 x float>
  %1015 = fcmp oeq <8 x float> %1009, %52
  %1016 = select <8 x i1> %1015, <8 x float> %1014, <8 x float> %1011
  br label %1027

1017:                                             ; preds = %1008
  %1018 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1009)
  %1019 = bitcast <8 x float> %1009 to <8 x i32>
  %1020 = or <8 x i32> %1019, %260
  %1021 = bitcast <8 x i32> %1020 to <8 x float>
  %1022 = fcmp oeq <8 x float> %1009, %55
  %1023 = select <8 x i1> %1022, <8 x float> %1021, <8 x float> %1018
  br label %1027

1024:                                             ; preds = %1008
  %1025 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %971, <8 x i1> %566, <8 x float> zeroinitializer)
  %1026 = fadd <8 x float> %1009, %1025
  br label %1027

1027:                                             ; preds = %1010, %1017, %1024, %1008, %989, %967
  %1028 = phi <8 x float> [ %1009, %1008 ], [ %968, %967 ], [ %990, %989 ], [ %1026, %1024 ], [ %1023, %1017 ], [ %1016, %1010 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1028, ptr nonnull align 1 %969, <8 x i1> %566)
  %1029 = add nuw nsw i64 %394, 2
  %1030 = icmp slt i64 %1029, %66
  br i1 %1030, label %393, label %390

1031:                                             ; preds = %298, %390, %252
  %1032 = phi i64 [ %62, %252 ], [ %383, %390 ], [ %301, %298 ]
  %1033 = phi i64 [ %61, %252 ], [ %384, %390 ], [ %300, %298 ]
  %1034 = phi i64 [ %3, %252 ], [ %391, %390 ], [ %299, %298 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %1035

1035:                                             ; preds = %1031, %57
  %1036 = phi i64 [ %1032, %1031 ], [ %62, %57 ]
  %1037 = phi i64 [ %1033, %1031 ], [ %61, %57 ]
  %1038 = phi i64 [ %1034, %1031 ], [ %3, %57 ]
  br i1 %58, label %1039, label %4604

1039:                                             ; preds = %1035
  %1040 = icmp slt i64 %1038, %4
  br i1 %1040, label %1041, label %10880

1041:                                             ; preds = %1039
  %1042 = mul i64 %7, %6
  %1043 = icmp eq i64 %22, 0
  %1044 = icmp sgt i64 %9, 0
  %1045 = icmp sgt i64 %10, 0
  %1046 = icmp sgt i64 %11, 0
  %1047 = bitcast <8 x float> %52 to <8 x i32>
  %1048 = bitcast <8 x float> %55 to <8 x i32>
  %1049 = icmp eq i64 %21, 0
  %1050 = and i64 %26, 3
  %1051 = lshr i64 %26, 2
  %1052 = and i64 %1051, 3
  %1053 = lshr i64 %26, 4
  %1054 = and i64 %1053, 3
  %1055 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %1056 = lshr i64 %26, 2
  %1057 = and i64 %1056, 3
  %1058 = lshr i64 %26, 4
  %1059 = and i64 %1058, 3
  %1060 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %1061 = lshr i64 %26, 2
  %1062 = and i64 %1061, 3
  %1063 = lshr i64 %26, 4
  %1064 = and i64 %1063, 3
  %1065 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %1066 = lshr i64 %26, 2
  %1067 = and i64 %1066, 3
  %1068 = lshr i64 %26, 4
  %1069 = and i64 %1068, 3
  %1070 = getelementptr inbounds nuw i8, ptr %39, i64 128
  %1071 = lshr i64 %26, 2
  %1072 = and i64 %1071, 3
  %1073 = lshr i64 %26, 4
  %1074 = and i64 %1073, 3
  %1075 = getelementptr inbounds nuw i8, ptr %39, i64 160
  %1076 = lshr i64 %26, 2
  %1077 = and i64 %1076, 3
  %1078 = lshr i64 %26, 4
  %1079 = and i64 %1078, 3
  %1080 = getelementptr inbounds nuw i8, ptr %39, i64 192
  %1081 = lshr i64 %26, 2
  %1082 = and i64 %1081, 3
  %1083 = lshr i64 %26, 4
  %1084 = and i64 %1083, 3
  %1085 = getelementptr inbounds nuw i8, ptr %39, i64 224
  %1086 = lshr i64 %26, 2
  %1087 = and i64 %1086, 3
  %1088 = lshr i64 %26, 4
  %1089 = and i64 %1088, 3
  %1090 = and i64 %26, 3
  %1091 = lshr i64 %26, 2
  %1092 = and i64 %1091, 3
  %1093 = lshr i64 %26, 4
  %1094 = and i64 %1093, 3
  %1095 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %1096 = lshr i64 %26, 2
  %1097 = and i64 %1096, 3
  %1098 = lshr i64 %26, 4
  %1099 = and i64 %1098, 3
  %1100 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %1101 = lshr i64 %26, 2
  %1102 = and i64 %1101, 3
  %1103 = lshr i64 %26, 4
  %1104 = and i64 %1103, 3
  %1105 = getelementptr inbounds nuw i8, ptr %38, i64 96
  %1106 = lshr i64 %26, 2
  %1107 = and i64 %1106, 3
  %1108 = lshr i64 %26, 4
  %1109 = and i64 %1108, 3
  %1110 = getelementptr inbounds nuw i8, ptr %38, i64 128
  %1111 = lshr i64 %26, 2
  %1112 = and i64 %1111, 3
  %1113 = lshr i64 %26, 4
  %1114 = and i64 %1113, 3
  %1115 = getelementptr inbounds nuw i8, ptr %38, i64 160
  %1116 = lshr i64 %26, 2
  %1117 = and i64 %1116, 3
  %1118 = lshr i64 %26, 4
  %1119 = and i64 %1118, 3
  %1120 = getelementptr inbounds nuw i8, ptr %38, i64 192
  %1121 = lshr i64 %26, 2
  %1122 = and i64 %1121, 3
  %1123 = lshr i64 %26, 4
  %1124 = and i64 %1123, 3
  %1125 = and i64 %26, 3
  %1126 = lshr i64 %26, 2
  %1127 = and i64 %1126, 3
  %1128 = lshr i64 %26, 4
  %1129 = and i64 %1128, 3
  %1130 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %1131 = lshr i64 %26, 2
  %1132 = and i64 %1131, 3
  %1133 = lshr i64 %26, 4
  %1134 = and i64 %1133, 3
  %1135 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %1136 = lshr i64 %26, 2
  %1137 = and i64 %1136, 3
  %1138 = lshr i64 %26, 4
  %1139 = and i64 %1138, 3
  %1140 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %1141 = lshr i64 %26, 2
  %1142 = and i64 %1141, 3
  %1143 = lshr i64 %26, 4
  %1144 = and i64 %1143, 3
  %1145 = getelementptr inbounds nuw i8, ptr %37, i64 128
  %1146 = lshr i64 %26, 2
  %1147 = and i64 %1146, 3
  %1148 = lshr i64 %26, 4
  %1149 = and i64 %1148, 3
  %1150 = getelementptr inbounds nuw i8, ptr %37, i64 160
  %1151 = lshr i64 %26, 2
  %1152 = and i64 %1151, 3
  %1153 = lshr i64 %26, 4
  %1154 = and i64 %1153, 3
  %1155 = and i64 %26, 3
  %1156 = lshr i64 %26, 2
  %1157 = and i64 %1156, 3
  %1158 = lshr i64 %26, 4
  %1159 = and i64 %1158, 3
  %1160 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %1161 = lshr i64 %26, 2
  %1162 = and i64 %1161, 3
  %1163 = lshr i64 %26, 4
  %1164 = and i64 %1163, 3
  %1165 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %1166 = lshr i64 %26, 2
  %1167 = and i64 %1166, 3
  %1168 = lshr i64 %26, 4
  %1169 = and i64 %1168, 3
  %1170 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %1171 = lshr i64 %26, 2
  %1172 = and i64 %1171, 3
  %1173 = lshr i64 %26, 4
  %1174 = and i64 %1173, 3
  %1175 = getelementptr inbounds nuw i8, ptr %36, i64 128
  %1176 = lshr i64 %26, 2
  %1177 = and i64 %1176, 3
  %1178 = lshr i64 %26, 4
  %1179 = and i64 %1178, 3
  %1180 = and i64 %26, 3
  %1181 = lshr i64 %26, 2
  %1182 = and i64 %1181, 3
  %1183 = lshr i64 %26, 4
  %1184 = and i64 %1183, 3
  %1185 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %1186 = lshr i64 %26, 2
  %1187 = and i64 %1186, 3
  %1188 = lshr i64 %26, 4
  %1189 = and i64 %1188, 3
  %1190 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %1191 = lshr i64 %26, 2
  %1192 = and i64 %1191, 3
  %1193 = lshr i64 %26, 4
  %1194 = and i64 %1193, 3
  %1195 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %1196 = lshr i64 %26, 2
  %1197 = and i64 %1196, 3
  %1198 = lshr i64 %26, 4
  %1199 = and i64 %1198, 3
  %1200 = and i64 %26, 3
  %1201 = lshr i64 %26, 2
  %1202 = and i64 %1201, 3
  %1203 = lshr i64 %26, 4
  %1204 = and i64 %1203, 3
  %1205 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %1206 = lshr i64 %26, 2
  %1207 = and i64 %1206, 3
  %1208 = lshr i64 %26, 4
  %1209 = and i64 %1208, 3
  %1210 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %1211 = lshr i64 %26, 2
  %1212 = and i64 %1211, 3
  %1213 = lshr i64 %26, 4
  %1214 = and i64 %1213, 3
  %1215 = and i64 %26, 3
  %1216 = lshr i64 %26, 2
  %1217 = and i64 %1216, 3
  %1218 = lshr i64 %26, 4
  %1219 = and i64 %1218, 3
  %1220 = lshr i64 %26, 2
  %1221 = and i64 %1220, 3
  %1222 = lshr i64 %26, 4
  %1223 = and i64 %1222, 3
  %1224 = and i64 %26, 3
  %1225 = lshr i64 %26, 2
  %1226 = and i64 %1225, 3
  %1227 = lshr i64 %26, 4
  %1228 = and i64 %1227, 3
  br label %1229

1229:                                             ; preds = %1041, %1256
  %1230 = phi i64 [ %1038, %1041 ], [ %1257, %1256 ]
  %1231 = srem i64 %1230, %8
  %1232 = sdiv i64 %1230, %8
  %1233 = srem i64 %1232, %5
  %1234 = sdiv i64 %1232, %5
  %1235 = mul nsw i64 %1234, %19
  %1236 = getelementptr inbounds float, ptr %43, i64 %1235
  %1237 = mul i64 %1042, %1233
  %1238 = getelementptr inbounds float, ptr %1236, i64 %1237
  %1239 = mul i64 %63, %1233
  %1240 = getelementptr inbounds float, ptr %44, i64 %1239
  %1241 = getelementptr inbounds float, ptr %45, i64 %1233
  %1242 = mul nsw i64 %1234, %20
  %1243 = getelementptr inbounds float, ptr %47, i64 %1242
  %1244 = mul nsw i64 %1233, %8
  %1245 = add nsw i64 %1244, %1231
  %1246 = mul nsw i64 %1245, %9
  %1247 = getelementptr inbounds float, ptr %1243, i64 %1246
  %1248 = mul nsw i64 %1234, %23
  %1249 = getelementptr inbounds float, ptr %46, i64 %1248
  %1250 = getelementptr inbounds float, ptr %1249, i64 %1246
  %1251 = select i1 %1043, ptr null, ptr %1250
  br i1 %1044, label %1252, label %1256

1252:                                             ; preds = %1229
  %1253 = mul nsw i64 %1231, %12
  %1254 = sub i64 %1253, %16
  %1255 = icmp eq ptr %1251, null
  br label %1259

1256:                                             ; preds = %4600, %1229
  %1257 = add i64 %1230, 1
  %1258 = icmp eq i64 %1257, %4
  br i1 %1258, label %10880, label %1229

1259:                                             ; preds = %1252, %4600
  %1260 = phi i64 [ 0, %1252 ], [ %4602, %4600 ]
  %1261 = phi i64 [ 0, %1252 ], [ %4601, %4600 ]
  %1262 = sub nsw i64 %9, %1261
  %1263 = add nuw nsw i64 %1262, 7
  %1264 = lshr i64 %1263, 3
  %1265 = icmp ugt i64 %1262, 56
  %1266 = trunc i64 %1264 to i32
  %1267 = select i1 %1265, i32 8, i32 %1266
  switch i32 %1267, label %4600 [
    i32 1, label %1268
    i32 2, label %1413
    i32 3, label %1678
    i32 4, label %1980
    i32 5, label %2356
    i32 6, label %2806
    i32 7, label %3330
    i32 8, label %3928
  ]

1268:                                             ; preds = %1259
  br i1 %1045, label %1269, label %1273

1269:                                             ; preds = %1268
  %1270 = shl nuw nsw i64 %1261, 1
  %1271 = shl nsw i64 %1262, 1
  %1272 = add nsw i64 %1271, -1
  br label %1283

1273:                                             ; preds = %1297, %1268
  %1274 = phi <8 x float> [ zeroinitializer, %1268 ], [ %1298, %1297 ]
  %1275 = tail call i64 @llvm.smin.i64(i64 %1262, i64 8)
  %1276 = trunc i64 %1275 to i32
  %1277 = insertelement <8 x i32> poison, i32 %1276, i64 0
  %1278 = shufflevector <8 x i32> %1277, <8 x i32> poison, <8 x i32> zeroinitializer
  %1279 = icmp sgt <8 x i32> %1278, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1280 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %1281 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %1282 = select i1 %1255, ptr null, ptr %1281
  br i1 %1049, label %1354, label %1349

1283:                                             ; preds = %1269, %1297
  %1284 = phi <8 x float> [ zeroinitializer, %1269 ], [ %1298, %1297 ]
  %1285 = phi i64 [ 0, %1269 ], [ %1299, %1297 ]
  %1286 = mul nsw i64 %1285, %14
  %1287 = add i64 %1254, %1286
  %1288 = icmp sgt i64 %1287, -1
  %1289 = icmp slt i64 %1287, %6
  %1290 = and i1 %1288, %1289
  %1291 = select i1 %1290, i64 %1287, i64 0
  %1292 = mul nsw i64 %1291, %7
  %1293 = getelementptr inbounds float, ptr %1238, i64 %1292
  br i1 %1046, label %1294, label %1297

1294:                                             ; preds = %1283
  %1295 = mul nuw nsw i64 %1285, %11
  %1296 = getelementptr inbounds nuw float, ptr %1240, i64 %1295
  br label %1301

1297:                                             ; preds = %1301, %1283
  %1298 = phi <8 x float> [ %1284, %1283 ], [ %1346, %1301 ]
  %1299 = add nuw nsw i64 %1285, 1
  %1300 = icmp eq i64 %1299, %10
  br i1 %1300, label %1273, label %1283

1301:                                             ; preds = %1294, %1301
  %1302 = phi <8 x float> [ %1284, %1294 ], [ %1346, %1301 ]
  %1303 = phi i64 [ 0, %1294 ], [ %1347, %1301 ]
  %1304 = getelementptr inbounds nuw float, ptr %1296, i64 %1303
  %1305 = load float, ptr %1304, align 1
  %1306 = insertelement <8 x float> poison, float %1305, i64 0
  %1307 = shufflevector <8 x float> %1306, <8 x float> poison, <8 x i32> zeroinitializer
  %1308 = mul nsw i64 %1303, %15
  %1309 = sub i64 %1308, %17
  %1310 = add i64 %1309, %1270
  %1311 = icmp slt i64 %1310, 0
  %1312 = sub nsw i64 0, %1310
  %1313 = select i1 %1311, i64 %1312, i64 0
  %1314 = sub nsw i64 %7, %1310
  %1315 = tail call i64 @llvm.smin.i64(i64 %1314, i64 %1272)
  %1316 = tail call i64 @llvm.smin.i64(i64 %1315, i64 16)
  %1317 = icmp sgt i64 %1316, %1313
  %1318 = select i1 %1290, i1 %1317, i1 false
  %1319 = select i1 %1318, i64 %1313, i64 0
  %1320 = select i1 %1318, i64 %1316, i64 0
  %1321 = getelementptr inbounds float, ptr %1293, i64 %1310
  %1322 = trunc i64 %1319 to i32
  %1323 = icmp sgt i64 %1320, %1319
  %1324 = trunc i64 %1320 to i32
  %1325 = select i1 %1323, i32 %1324, i32 0
  %1326 = insertelement <8 x i32> poison, i32 %1322, i64 0
  %1327 = shufflevector <8 x i32> %1326, <8 x i32> poison, <8 x i32> zeroinitializer
  %1328 = icmp slt <8 x i32> %1327, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1329 = insertelement <8 x i32> poison, i32 %1325, i64 0
  %1330 = shufflevector <8 x i32> %1329, <8 x i32> poison, <8 x i32> zeroinitializer
  %1331 = icmp sgt <8 x i32> %1330, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1332 = and <8 x i1> %1328, %1331
  %1333 = add nsw i32 %1322, -8
  %1334 = insertelement <8 x i32> poison, i32 %1333, i64 0
  %1335 = shufflevector <8 x i32> %1334, <8 x i32> poison, <8 x i32> zeroinitializer
  %1336 = icmp slt <8 x i32> %1335, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1337 = add nsw i32 %1325, -8
  %1338 = insertelement <8 x i32> poison, i32 %1337, i64 0
  %1339 = shufflevector <8 x i32> %1338, <8 x i32> poison, <8 x i32> zeroinitializer
  %1340 = icmp sgt <8 x i32> %1339, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1341 = and <8 x i1> %1336, %1340
  %1342 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1321, <8 x i1> %1332, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1343 = getelementptr inbounds nuw i8, ptr %1321, i64 32
  %1344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1343, <8 x i1> %1341, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1345 = shufflevector <8 x float> %1342, <8 x float> %1344, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1346 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1345, <8 x float> %1307, <8 x float> %1302)
  %1347 = add nuw nsw i64 %1303, 1
  %1348 = icmp eq i64 %1347, %11
  br i1 %1348, label %1297, label %1301

1349:                                             ; preds = %1273
  %1350 = load float, ptr %1241, align 1
  %1351 = insertelement <8 x float> poison, float %1350, i64 0
  %1352 = shufflevector <8 x float> %1351, <8 x float> poison, <8 x i32> zeroinitializer
  %1353 = fadd <8 x float> %1274, %1352
  br label %1354

1354:                                             ; preds = %1349, %1273
  %1355 = phi <8 x float> [ %1353, %1349 ], [ %1274, %1273 ]
  switch i64 %1224, label %509 [
    i64 1, label %1356
    i64 2, label %1359
    i64 3, label %1366
    i64 0, label %1411
  ]

1356:                                             ; preds = %1354
  %1357 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1282, <8 x i1> %1279, <8 x float> zeroinitializer)
  %1358 = fadd <8 x float> %1355, %1357
  br label %1373

1359:                                             ; preds = %1354
  %1360 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1355)
  %1361 = bitcast <8 x float> %1355 to <8 x i32>
  %1362 = or <8 x i32> %1361, %1048
  %1363 = bitcast <8 x i32> %1362 to <8 x float>
  %1364 = fcmp oeq <8 x float> %1355, %55
  %1365 = select <8 x i1> %1364, <8 x float> %1363, <8 x float> %1360
  br label %1373

1366:                                             ; preds = %1354
  %1367 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1355)
  %1368 = bitcast <8 x float> %1355 to <8 x i32>
  %1369 = and <8 x i32> %1368, %1047
  %1370 = bitcast <8 x i32> %1369 to <8 x float>
  %1371 = fcmp oeq <8 x float> %1355, %52
  %1372 = select <8 x i1> %1371, <8 x float> %1370, <8 x float> %1367
  br label %1373

1373:                                             ; preds = %1366, %1359, %1356
  %1374 = phi <8 x float> [ %1358, %1356 ], [ %1365, %1359 ], [ %1372, %1366 ]
  switch i64 %1226, label %509 [
    i64 1, label %1389
    i64 2, label %1382
    i64 3, label %1375
    i64 0, label %1411
  ]

1375:                                             ; preds = %1373
  %1376 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1374)
  %1377 = bitcast <8 x float> %1374 to <8 x i32>
  %1378 = and <8 x i32> %1377, %1047
  %1379 = bitcast <8 x i32> %1378 to <8 x float>
  %1380 = fcmp oeq <8 x float> %1374, %52
  %1381 = select <8 x i1> %1380, <8 x float> %1379, <8 x float> %1376
  br label %1392

1382:                                             ; preds = %1373
  %1383 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1374)
  %1384 = bitcast <8 x float> %1374 to <8 x i32>
  %1385 = or <8 x i32> %1384, %1048
  %1386 = bitcast <8 x i32> %1385 to <8 x float>
  %1387 = fcmp oeq <8 x float> %1374, %55
  %1388 = select <8 x i1> %1387, <8 x float> %1386, <8 x float> %1383
  br label %1392

1389:                                             ; preds = %1373
  %1390 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1282, <8 x i1> %1279, <8 x float> zeroinitializer)
  %1391 = fadd <8 x float> %1374, %1390
  br label %1392

1392:                                             ; preds = %1389, %1382, %1375
  %1393 = phi <8 x float> [ %1391, %1389 ], [ %1388, %1382 ], [ %1381, %1375 ]
  switch i64 %1228, label %509 [
    i64 1, label %1408
    i64 2, label %1401
    i64 3, label %1394
    i64 0, label %1411
  ]

1394:                                             ; preds = %1392
  %1395 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1393)
  %1396 = bitcast <8 x float> %1393 to <8 x i32>
  %1397 = and <8 x i32> %1396, %1047
  %1398 = bitcast <8 x i32> %1397 to <8 x float>
  %1399 = fcmp oeq <8 x float> %1393, %52
  %1400 = select <8 x i1> %1399, <8 x float> %1398, <8 x float> %1395
  br label %1411

1401:                                             ; preds = %1392
  %1402 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1393)
  %1403 = bitcast <8 x float> %1393 to <8 x i32>
  %1404 = or <8 x i32> %1403, %1048
  %1405 = bitcast <8 x i32> %1404 to <8 x float>
  %1406 = fcmp oeq <8 x float> %1393, %55
  %1407 = select <8 x i1> %1406, <8 x float> %1405, <8 x float> %1402
  br label %1411

1408:                                             ; preds = %1392
  %1409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1282, <8 x i1> %1279, <8 x float> zeroinitializer)
  %1410 = fadd <8 x float> %1393, %1409
  br label %1411

1411:                                             ; preds = %1394, %1401, %1408, %1392, %1373, %1354
  %1412 = phi <8 x float> [ %1393, %1392 ], [ %1355, %1354 ], [ %1374, %1373 ], [ %1410, %1408 ], [ %1407, %1401 ], [ %1400, %1394 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1412, ptr align 1 %1280, <8 x i1> %1279)
  br label %4600

1413:                                             ; preds = %1259
  br i1 %1045, label %1414, label %1423

1414:                                             ; preds = %1413
  %1415 = shl nuw nsw i64 %1261, 1
  %1416 = shl nsw i64 %1262, 1
  %1417 = add nsw i64 %1416, -1
  %1418 = or disjoint i64 %1261, 8
  %1419 = sub nsw i64 %9, %1418
  %1420 = shl nuw nsw i64 %1418, 1
  %1421 = shl nsw i64 %1419, 1
  %1422 = add nsw i64 %1421, -1
  br label %1434

1423:                                             ; preds = %1449, %1413
  %1424 = phi <8 x float> [ zeroinitializer, %1413 ], [ %1450, %1449 ]
  %1425 = phi <8 x float> [ zeroinitializer, %1413 ], [ %1451, %1449 ]
  %1426 = add i64 %1260, %9
  %1427 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %1428 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %1429 = tail call i64 @llvm.smin.i64(i64 %1426, i64 8)
  %1430 = trunc i64 %1429 to i32
  %1431 = insertelement <8 x i32> poison, i32 %1430, i64 0
  %1432 = shufflevector <8 x i32> %1431, <8 x i32> poison, <8 x i32> zeroinitializer
  %1433 = icmp sgt <8 x i32> %1432, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %1545, label %1540

1434:                                             ; preds = %1414, %1449
  %1435 = phi <8 x float> [ zeroinitializer, %1414 ], [ %1450, %1449 ]
  %1436 = phi <8 x float> [ zeroinitializer, %1414 ], [ %1451, %1449 ]
  %1437 = phi i64 [ 0, %1414 ], [ %1452, %1449 ]
  %1438 = mul nsw i64 %1437, %14
  %1439 = add i64 %1254, %1438
  %1440 = icmp sgt i64 %1439, -1
  %1441 = icmp slt i64 %1439, %6
  %1442 = and i1 %1440, %1441
  %1443 = select i1 %1442, i64 %1439, i64 0
  %1444 = mul nsw i64 %1443, %7
  %1445 = getelementptr inbounds float, ptr %1238, i64 %1444
  br i1 %1046, label %1446, label %1449

1446:                                             ; preds = %1434
  %1447 = mul nuw nsw i64 %1437, %11
  %1448 = getelementptr inbounds nuw float, ptr %1240, i64 %1447
  br label %1454

1449:                                             ; preds = %1454, %1434
  %1450 = phi <8 x float> [ %1435, %1434 ], [ %1537, %1454 ]
  %1451 = phi <8 x float> [ %1436, %1434 ], [ %1500, %1454 ]
  %1452 = add nuw nsw i64 %1437, 1
  %1453 = icmp eq i64 %1452, %10
  br i1 %1453, label %1423, label %1434

1454:                                             ; preds = %1446, %1454
  %1455 = phi <8 x float> [ %1435, %1446 ], [ %1537, %1454 ]
  %1456 = phi <8 x float> [ %1436, %1446 ], [ %1500, %1454 ]
  %1457 = phi i64 [ 0, %1446 ], [ %1538, %1454 ]
  %1458 = getelementptr inbounds nuw float, ptr %1448, i64 %1457
  %1459 = load float, ptr %1458, align 1
  %1460 = insertelement <8 x float> poison, float %1459, i64 0
  %1461 = shufflevector <8 x float> %1460, <8 x float> poison, <8 x i32> zeroinitializer
  %1462 = mul nsw i64 %1457, %15
  %1463 = sub i64 %1462, %17
  %1464 = add i64 %1463, %1415
  %1465 = icmp slt i64 %1464, 0
  %1466 = sub nsw i64 0, %1464
  %1467 = select i1 %1465, i64 %1466, i64 0
  %1468 = sub nsw i64 %7, %1464
  %1469 = tail call i64 @llvm.smin.i64(i64 %1468, i64 %1417)
  %1470 = tail call i64 @llvm.smin.i64(i64 %1469, i64 16)
  %1471 = icmp sgt i64 %1470, %1467
  %1472 = select i1 %1442, i1 %1471, i1 false
  %1473 = select i1 %1472, i64 %1467, i64 0
  %1474 = select i1 %1472, i64 %1470, i64 0
  %1475 = getelementptr inbounds float, ptr %1445, i64 %1464
  %1476 = trunc i64 %1473 to i32
  %1477 = icmp sgt i64 %1474, %1473
  %1478 = trunc i64 %1474 to i32
  %1479 = select i1 %1477, i32 %1478, i32 0
  %1480 = insertelement <8 x i32> poison, i32 %1476, i64 0
  %1481 = shufflevector <8 x i32> %1480, <8 x i32> poison, <8 x i32> zeroinitializer
  %1482 = icmp slt <8 x i32> %1481, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1483 = insertelement <8 x i32> poison, i32 %1479, i64 0
  %1484 = shufflevector <8 x i32> %1483, <8 x i32> poison, <8 x i32> zeroinitializer
  %1485 = icmp sgt <8 x i32> %1484, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1486 = and <8 x i1> %1482, %1485
  %1487 = add nsw i32 %1476, -8
  %1488 = insertelement <8 x i32> poison, i32 %1487, i64 0
  %1489 = shufflevector <8 x i32> %1488, <8 x i32> poison, <8 x i32> zeroinitializer
  %1490 = icmp slt <8 x i32> %1489, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1491 = add nsw i32 %1479, -8
  %1492 = insertelement <8 x i32> poison, i32 %1491, i64 0
  %1493 = shufflevector <8 x i32> %1492, <8 x i32> poison, <8 x i32> zeroinitializer
  %1494 = icmp sgt <8 x i32> %1493, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1495 = and <8 x i1> %1490, %1494
  %1496 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1475, <8 x i1> %1486, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1497 = getelementptr inbounds nuw i8, ptr %1475, i64 32
  %1498 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1497, <8 x i1> %1495, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1499 = shufflevector <8 x float> %1496, <8 x float> %1498, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1500 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1499, <8 x float> %1461, <8 x float> %1456)
  %1501 = add i64 %1463, %1420
  %1502 = icmp slt i64 %1501, 0
  %1503 = sub nsw i64 0, %1501
  %1504 = select i1 %1502, i64 %1503, i64 0
  %1505 = sub nsw i64 %7, %1501
  %1506 = tail call i64 @llvm.smin.i64(i64 %1505, i64 %1422)
  %1507 = tail call i64 @llvm.smin.i64(i64 %1506, i64 16)
  %1508 = icmp sgt i64 %1507, %1504
  %1509 = select i1 %1442, i1 %1508, i1 false
  %1510 = select i1 %1509, i64 %1504, i64 0
  %1511 = select i1 %1509, i64 %1507, i64 0
  %1512 = getelementptr inbounds float, ptr %1445, i64 %1501
  %1513 = trunc i64 %1510 to i32
  %1514 = icmp sgt i64 %1511, %1510
  %1515 = trunc i64 %1511 to i32
  %1516 = select i1 %1514, i32 %1515, i32 0
  %1517 = insertelement <8 x i32> poison, i32 %1513, i64 0
  %1518 = shufflevector <8 x i32> %1517, <8 x i32> poison, <8 x i32> zeroinitializer
  %1519 = icmp slt <8 x i32> %1518, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1520 = insertelement <8 x i32> poison, i32 %1516, i64 0
  %1521 = shufflevector <8 x i32> %1520, <8 x i32> poison, <8 x i32> zeroinitializer
  %1522 = icmp sgt <8 x i32> %1521, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1523 = and <8 x i1> %1519, %1522
  %1524 = add nsw i32 %1513, -8
  %1525 = insertelement <8 x i32> poison, i32 %1524, i64 0
  %1526 = shufflevector <8 x i32> %1525, <8 x i32> poison, <8 x i32> zeroinitializer
  %1527 = icmp slt <8 x i32> %1526, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1528 = add nsw i32 %1516, -8
  %1529 = insertelement <8 x i32> poison, i32 %1528, i64 0
  %1530 = shufflevector <8 x i32> %1529, <8 x i32> poison, <8 x i32> zeroinitializer
  %1531 = icmp sgt <8 x i32> %1530, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1532 = and <8 x i1> %1527, %1531
  %1533 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1512, <8 x i1> %1523, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1534 = getelementptr inbounds nuw i8, ptr %1512, i64 32
  %1535 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1534, <8 x i1> %1532, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1536 = shufflevector <8 x float> %1533, <8 x float> %1535, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1537 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1536, <8 x float> %1461, <8 x float> %1455)
  %1538 = add nuw nsw i64 %1457, 1
  %1539 = icmp eq i64 %1538, %11
  br i1 %1539, label %1449, label %1454

1540:                                             ; preds = %1423
  %1541 = load float, ptr %1241, align 1
  %1542 = insertelement <8 x float> poison, float %1541, i64 0
  %1543 = shufflevector <8 x float> %1542, <8 x float> poison, <8 x i32> zeroinitializer
  %1544 = fadd <8 x float> %1425, %1543
  br label %1545

1545:                                             ; preds = %1540, %1423
  %1546 = phi <8 x float> [ %1544, %1540 ], [ %1425, %1423 ]
  %1547 = select i1 %1255, ptr null, ptr %1428
  switch i64 %1215, label %509 [
    i64 1, label %1548
    i64 2, label %1551
    i64 3, label %1558
    i64 0, label %1603
  ]

1548:                                             ; preds = %1545
  %1549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1547, <8 x i1> %1433, <8 x float> zeroinitializer)
  %1550 = fadd <8 x float> %1546, %1549
  br label %1565

1551:                                             ; preds = %1545
  %1552 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1546)
  %1553 = bitcast <8 x float> %1546 to <8 x i32>
  %1554 = or <8 x i32> %1553, %1048
  %1555 = bitcast <8 x i32> %1554 to <8 x float>
  %1556 = fcmp oeq <8 x float> %1546, %55
  %1557 = select <8 x i1> %1556, <8 x float> %1555, <8 x float> %1552
  br label %1565

1558:                                             ; preds = %1545
  %1559 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1546)
  %1560 = bitcast <8 x float> %1546 to <8 x i32>
  %1561 = and <8 x i32> %1560, %1047
  %1562 = bitcast <8 x i32> %1561 to <8 x float>
  %1563 = fcmp oeq <8 x float> %1546, %52
  %1564 = select <8 x i1> %1563, <8 x float> %1562, <8 x float> %1559
  br label %1565

1565:                                             ; preds = %1558, %1551, %1548
  %1566 = phi <8 x float> [ %1550, %1548 ], [ %1557, %1551 ], [ %1564, %1558 ]
  switch i64 %1217, label %509 [
    i64 1, label %1581
    i64 2, label %1574
    i64 3, label %1567
    i64 0, label %1603
  ]

1567:                                             ; preds = %1565
  %1568 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1566)
  %1569 = bitcast <8 x float> %1566 to <8 x i32>
  %1570 = and <8 x i32> %1569, %1047
  %1571 = bitcast <8 x i32> %1570 to <8 x float>
  %1572 = fcmp oeq <8 x float> %1566, %52
  %1573 = select <8 x i1> %1572, <8 x float> %1571, <8 x float> %1568
  br label %1584

1574:                                             ; preds = %1565
  %1575 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1566)
  %1576 = bitcast <8 x float> %1566 to <8 x i32>
  %1577 = or <8 x i32> %1576, %1048
  %1578 = bitcast <8 x i32> %1577 to <8 x float>
  %1579 = fcmp oeq <8 x float> %1566, %55
  %1580 = select <8 x i1> %1579, <8 x float> %1578, <8 x float> %1575
  br label %1584

1581:                                             ; preds = %1565
  %1582 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1547, <8 x i1> %1433, <8 x float> zeroinitializer)
  %1583 = fadd <8 x float> %1566, %1582
  br label %1584

1584:                                             ; preds = %1581, %1574, %1567
  %1585 = phi <8 x float> [ %1583, %1581 ], [ %1580, %1574 ], [ %1573, %1567 ]
  switch i64 %1219, label %509 [
    i64 1, label %1600
    i64 2, label %1593
    i64 3, label %1586
    i64 0, label %1603
  ]

1586:                                             ; preds = %1584
  %1587 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1585)
  %1588 = bitcast <8 x float> %1585 to <8 x i32>
  %1589 = and <8 x i32> %1588, %1047
  %1590 = bitcast <8 x i32> %1589 to <8 x float>
  %1591 = fcmp oeq <8 x float> %1585, %52
  %1592 = select <8 x i1> %1591, <8 x float> %1590, <8 x float> %1587
  br label %1603

1593:                                             ; preds = %1584
  %1594 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1585)
  %1595 = bitcast <8 x float> %1585 to <8 x i32>
  %1596 = or <8 x i32> %1595, %1048
  %1597 = bitcast <8 x i32> %1596 to <8 x float>
  %1598 = fcmp oeq <8 x float> %1585, %55
  %1599 = select <8 x i1> %1598, <8 x float> %1597, <8 x float> %1594
  br label %1603

1600:                                             ; preds = %1584
  %1601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1547, <8 x i1> %1433, <8 x float> zeroinitializer)
  %1602 = fadd <8 x float> %1585, %1601
  br label %1603

1603:                                             ; preds = %1586, %1593, %1600, %1584, %1565, %1545
  %1604 = phi <8 x float> [ %1585, %1584 ], [ %1546, %1545 ], [ %1566, %1565 ], [ %1602, %1600 ], [ %1599, %1593 ], [ %1592, %1586 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1604, ptr align 1 %1427, <8 x i1> %1433)
  %1605 = add i64 %1426, -8
  %1606 = tail call i64 @llvm.smin.i64(i64 %1605, i64 8)
  %1607 = trunc i64 %1606 to i32
  %1608 = insertelement <8 x i32> poison, i32 %1607, i64 0
  %1609 = shufflevector <8 x i32> %1608, <8 x i32> poison, <8 x i32> zeroinitializer
  %1610 = icmp sgt <8 x i32> %1609, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %1616, label %1611

1611:                                             ; preds = %1603
  %1612 = load float, ptr %1241, align 1
  %1613 = insertelement <8 x float> poison, float %1612, i64 0
  %1614 = shufflevector <8 x float> %1613, <8 x float> poison, <8 x i32> zeroinitializer
  %1615 = fadd <8 x float> %1424, %1614
  br label %1616

1616:                                             ; preds = %1611, %1603
  %1617 = phi <8 x float> [ %1615, %1611 ], [ %1424, %1603 ]
  %1618 = getelementptr inbounds nuw i8, ptr %1427, i64 32
  %1619 = getelementptr inbounds nuw i8, ptr %1428, i64 32
  %1620 = select i1 %1255, ptr null, ptr %1619
  switch i64 %1215, label %509 [
    i64 1, label %1635
    i64 2, label %1628
    i64 3, label %1621
    i64 0, label %1676
  ]

1621:                                             ; preds = %1616
  %1622 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1617)
  %1623 = bitcast <8 x float> %1617 to <8 x i32>
  %1624 = and <8 x i32> %1623, %1047
  %1625 = bitcast <8 x i32> %1624 to <8 x float>
  %1626 = fcmp oeq <8 x float> %1617, %52
  %1627 = select <8 x i1> %1626, <8 x float> %1625, <8 x float> %1622
  br label %1638

1628:                                             ; preds = %1616
  %1629 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1617)
  %1630 = bitcast <8 x float> %1617 to <8 x i32>
  %1631 = or <8 x i32> %1630, %1048
  %1632 = bitcast <8 x i32> %1631 to <8 x float>
  %1633 = fcmp oeq <8 x float> %1617, %55
  %1634 = select <8 x i1> %1633, <8 x float> %1632, <8 x float> %1629
  br label %1638

1635:                                             ; preds = %1616
  %1636 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1620, <8 x i1> %1610, <8 x float> zeroinitializer)
  %1637 = fadd <8 x float> %1617, %1636
  br label %1638

1638:                                             ; preds = %1635, %1628, %1621
  %1639 = phi <8 x float> [ %1637, %1635 ], [ %1634, %1628 ], [ %1627, %1621 ]
  switch i64 %1221, label %509 [
    i64 1, label %1654
    i64 2, label %1647
    i64 3, label %1640
    i64 0, label %1676
  ]

1640:                                             ; preds = %1638
  %1641 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1639)
  %1642 = bitcast <8 x float> %1639 to <8 x i32>
  %1643 = and <8 x i32> %1642, %1047
  %1644 = bitcast <8 x i32> %1643 to <8 x float>
  %1645 = fcmp oeq <8 x float> %1639, %52
  %1646 = select <8 x i1> %1645, <8 x float> %1644, <8 x float> %1641
  br label %1657

1647:                                             ; preds = %1638
  %1648 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1639)
  %1649 = bitcast <8 x float> %1639 to <8 x i32>
  %1650 = or <8 x i32> %1649, %1048
  %1651 = bitcast <8 x i32> %1650 to <8 x float>
  %1652 = fcmp oeq <8 x float> %1639, %55
  %1653 = select <8 x i1> %1652, <8 x float> %1651, <8 x float> %1648
  br label %1657

1654:                                             ; preds = %1638
  %1655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1620, <8 x i1> %1610, <8 x float> zeroinitializer)
  %1656 = fadd <8 x float> %1639, %1655
  br label %1657

1657:                                             ; preds = %1654, %1647, %1640
  %1658 = phi <8 x float> [ %1656, %1654 ], [ %1653, %1647 ], [ %1646, %1640 ]
  switch i64 %1223, label %509 [
    i64 1, label %1673
    i64 2, label %1666
    i64 3, label %1659
    i64 0, label %1676
  ]

1659:                                             ; preds = %1657
  %1660 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1658)
  %1661 = bitcast <8 x float> %1658 to <8 x i32>
  %1662 = and <8 x i32> %1661, %1047
  %1663 = bitcast <8 x i32> %1662 to <8 x float>
  %1664 = fcmp oeq <8 x float> %1658, %52
  %1665 = select <8 x i1> %1664, <8 x float> %1663, <8 x float> %1660
  br label %1676

1666:                                             ; preds = %1657
  %1667 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1658)
  %1668 = bitcast <8 x float> %1658 to <8 x i32>
  %1669 = or <8 x i32> %1668, %1048
  %1670 = bitcast <8 x i32> %1669 to <8 x float>
  %1671 = fcmp oeq <8 x float> %1658, %55
  %1672 = select <8 x i1> %1671, <8 x float> %1670, <8 x float> %1667
  br label %1676

1673:                                             ; preds = %1657
  %1674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1620, <8 x i1> %1610, <8 x float> zeroinitializer)
  %1675 = fadd <8 x float> %1658, %1674
  br label %1676

1676:                                             ; preds = %1659, %1666, %1673, %1657, %1638, %1616
  %1677 = phi <8 x float> [ %1658, %1657 ], [ %1617, %1616 ], [ %1639, %1638 ], [ %1675, %1673 ], [ %1672, %1666 ], [ %1665, %1659 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1677, ptr nonnull align 1 %1618, <8 x i1> %1610)
  br label %4600

1678:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %34, i8 0, i64 96, i1 false)
  br i1 %1045, label %1691, label %1681

1679:                                             ; preds = %1704
  %1680 = load <8 x float>, ptr %34, align 32
  br label %1681

1681:                                             ; preds = %1679, %1678
  %1682 = phi <8 x float> [ %1680, %1679 ], [ zeroinitializer, %1678 ]
  %1683 = add i64 %1260, %9
  %1684 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %1685 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %1686 = tail call i64 @llvm.smin.i64(i64 %1683, i64 8)
  %1687 = trunc i64 %1686 to i32
  %1688 = insertelement <8 x i32> poison, i32 %1687, i64 0
  %1689 = shufflevector <8 x i32> %1688, <8 x i32> poison, <8 x i32> zeroinitializer
  %1690 = icmp sgt <8 x i32> %1689, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %1772, label %1767

1691:                                             ; preds = %1678, %1704
  %1692 = phi i64 [ %1705, %1704 ], [ 0, %1678 ]
  %1693 = mul nsw i64 %1692, %14
  %1694 = add i64 %1254, %1693
  %1695 = icmp sgt i64 %1694, -1
  %1696 = icmp slt i64 %1694, %6
  %1697 = and i1 %1695, %1696
  %1698 = select i1 %1697, i64 %1694, i64 0
  %1699 = mul nsw i64 %1698, %7
  %1700 = getelementptr inbounds float, ptr %1238, i64 %1699
  br i1 %1046, label %1701, label %1704

1701:                                             ; preds = %1691
  %1702 = mul nuw nsw i64 %1692, %11
  %1703 = getelementptr inbounds nuw float, ptr %1240, i64 %1702
  br label %1707

1704:                                             ; preds = %1715, %1691
  %1705 = add nuw nsw i64 %1692, 1
  %1706 = icmp eq i64 %1705, %10
  br i1 %1706, label %1679, label %1691

1707:                                             ; preds = %1701, %1715
  %1708 = phi i64 [ 0, %1701 ], [ %1716, %1715 ]
  %1709 = getelementptr inbounds nuw float, ptr %1703, i64 %1708
  %1710 = load float, ptr %1709, align 1
  %1711 = insertelement <8 x float> poison, float %1710, i64 0
  %1712 = shufflevector <8 x float> %1711, <8 x float> poison, <8 x i32> zeroinitializer
  %1713 = mul nsw i64 %1708, %15
  %1714 = sub i64 %1713, %17
  br label %1718

1715:                                             ; preds = %1718
  %1716 = add nuw nsw i64 %1708, 1
  %1717 = icmp eq i64 %1716, %11
  br i1 %1717, label %1704, label %1707

1718:                                             ; preds = %1707, %1718
  %1719 = phi i64 [ 0, %1707 ], [ %1765, %1718 ]
  %1720 = shl nuw nsw i64 %1719, 3
  %1721 = or disjoint i64 %1261, %1720
  %1722 = sub nsw i64 %9, %1721
  %1723 = shl nuw nsw i64 %1721, 1
  %1724 = add i64 %1714, %1723
  %1725 = icmp slt i64 %1724, 0
  %1726 = sub nsw i64 0, %1724
  %1727 = select i1 %1725, i64 %1726, i64 0
  %1728 = sub nsw i64 %7, %1724
  %1729 = shl nsw i64 %1722, 1
  %1730 = add nsw i64 %1729, -1
  %1731 = tail call i64 @llvm.smin.i64(i64 %1728, i64 %1730)
  %1732 = tail call i64 @llvm.smin.i64(i64 %1731, i64 16)
  %1733 = icmp sgt i64 %1732, %1727
  %1734 = select i1 %1697, i1 %1733, i1 false
  %1735 = select i1 %1734, i64 %1727, i64 0
  %1736 = select i1 %1734, i64 %1732, i64 0
  %1737 = getelementptr inbounds float, ptr %1700, i64 %1724
  %1738 = trunc i64 %1735 to i32
  %1739 = icmp sgt i64 %1736, %1735
  %1740 = trunc i64 %1736 to i32
  %1741 = select i1 %1739, i32 %1740, i32 0
  %1742 = insertelement <8 x i32> poison, i32 %1738, i64 0
  %1743 = shufflevector <8 x i32> %1742, <8 x i32> poison, <8 x i32> zeroinitializer
  %1744 = icmp slt <8 x i32> %1743, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1745 = insertelement <8 x i32> poison, i32 %1741, i64 0
  %1746 = shufflevector <8 x i32> %1745, <8 x i32> poison, <8 x i32> zeroinitializer
  %1747 = icmp sgt <8 x i32> %1746, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1748 = and <8 x i1> %1744, %1747
  %1749 = add nsw i32 %1738, -8
  %1750 = insertelement <8 x i32> poison, i32 %1749, i64 0
  %1751 = shufflevector <8 x i32> %1750, <8 x i32> poison, <8 x i32> zeroinitializer
  %1752 = icmp slt <8 x i32> %1751, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1753 = add nsw i32 %1741, -8
  %1754 = insertelement <8 x i32> poison, i32 %1753, i64 0
  %1755 = shufflevector <8 x i32> %1754, <8 x i32> poison, <8 x i32> zeroinitializer
  %1756 = icmp sgt <8 x i32> %1755, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1757 = and <8 x i1> %1752, %1756
  %1758 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1737, <8 x i1> %1748, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1759 = getelementptr inbounds nuw i8, ptr %1737, i64 32
  %1760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1759, <8 x i1> %1757, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1761 = shufflevector <8 x float> %1758, <8 x float> %1760, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1762 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %1719
  %1763 = load <8 x float>, ptr %1762, align 32
  %1764 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1761, <8 x float> %1712, <8 x float> %1763)
  store <8 x float> %1764, ptr %1762, align 32
  %1765 = add nuw nsw i64 %1719, 1
  %1766 = icmp eq i64 %1765, 3
  br i1 %1766, label %1715, label %1718

1767:                                             ; preds = %1681
  %1768 = load float, ptr %1241, align 1
  %1769 = insertelement <8 x float> poison, float %1768, i64 0
  %1770 = shufflevector <8 x float> %1769, <8 x float> poison, <8 x i32> zeroinitializer
  %1771 = fadd <8 x float> %1682, %1770
  br label %1772

1772:                                             ; preds = %1767, %1681
  %1773 = phi <8 x float> [ %1771, %1767 ], [ %1682, %1681 ]
  %1774 = select i1 %1255, ptr null, ptr %1685
  switch i64 %1200, label %509 [
    i64 1, label %1775
    i64 2, label %1778
    i64 3, label %1785
    i64 0, label %1830
  ]

1775:                                             ; preds = %1772
  %1776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1774, <8 x i1> %1690, <8 x float> zeroinitializer)
  %1777 = fadd <8 x float> %1773, %1776
  br label %1792

1778:                                             ; preds = %1772
  %1779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1773)
  %1780 = bitcast <8 x float> %1773 to <8 x i32>
  %1781 = or <8 x i32> %1780, %1048
  %1782 = bitcast <8 x i32> %1781 to <8 x float>
  %1783 = fcmp oeq <8 x float> %1773, %55
  %1784 = select <8 x i1> %1783, <8 x float> %1782, <8 x float> %1779
  br label %1792

1785:                                             ; preds = %1772
  %1786 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1773)
  %1787 = bitcast <8 x float> %1773 to <8 x i32>
  %1788 = and <8 x i32> %1787, %1047
  %1789 = bitcast <8 x i32> %1788 to <8 x float>
  %1790 = fcmp oeq <8 x float> %1773, %52
  %1791 = select <8 x i1> %1790, <8 x float> %1789, <8 x float> %1786
  br label %1792

1792:                                             ; preds = %1785, %1778, %1775
  %1793 = phi <8 x float> [ %1777, %1775 ], [ %1784, %1778 ], [ %1791, %1785 ]
  switch i64 %1202, label %509 [
    i64 1, label %1808
    i64 2, label %1801
    i64 3, label %1794
    i64 0, label %1830
  ]

1794:                                             ; preds = %1792
  %1795 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1793)
  %1796 = bitcast <8 x float> %1793 to <8 x i32>
  %1797 = and <8 x i32> %1796, %1047
  %1798 = bitcast <8 x i32> %1797 to <8 x float>
  %1799 = fcmp oeq <8 x float> %1793, %52
  %1800 = select <8 x i1> %1799, <8 x float> %1798, <8 x float> %1795
  br label %1811

1801:                                             ; preds = %1792
  %1802 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1793)
  %1803 = bitcast <8 x float> %1793 to <8 x i32>
  %1804 = or <8 x i32> %1803, %1048
  %1805 = bitcast <8 x i32> %1804 to <8 x float>
  %1806 = fcmp oeq <8 x float> %1793, %55
  %1807 = select <8 x i1> %1806, <8 x float> %1805, <8 x float> %1802
  br label %1811

1808:                                             ; preds = %1792
  %1809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1774, <8 x i1> %1690, <8 x float> zeroinitializer)
  %1810 = fadd <8 x float> %1793, %1809
  br label %1811

1811:                                             ; preds = %1808, %1801, %1794
  %1812 = phi <8 x float> [ %1810, %1808 ], [ %1807, %1801 ], [ %1800, %1794 ]
  switch i64 %1204, label %509 [
    i64 1, label %1827
    i64 2, label %1820
    i64 3, label %1813
    i64 0, label %1830
  ]

1813:                                             ; preds = %1811
  %1814 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1812)
  %1815 = bitcast <8 x float> %1812 to <8 x i32>
  %1816 = and <8 x i32> %1815, %1047
  %1817 = bitcast <8 x i32> %1816 to <8 x float>
  %1818 = fcmp oeq <8 x float> %1812, %52
  %1819 = select <8 x i1> %1818, <8 x float> %1817, <8 x float> %1814
  br label %1830

1820:                                             ; preds = %1811
  %1821 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1812)
  %1822 = bitcast <8 x float> %1812 to <8 x i32>
  %1823 = or <8 x i32> %1822, %1048
  %1824 = bitcast <8 x i32> %1823 to <8 x float>
  %1825 = fcmp oeq <8 x float> %1812, %55
  %1826 = select <8 x i1> %1825, <8 x float> %1824, <8 x float> %1821
  br label %1830

1827:                                             ; preds = %1811
  %1828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1774, <8 x i1> %1690, <8 x float> zeroinitializer)
  %1829 = fadd <8 x float> %1812, %1828
  br label %1830

1830:                                             ; preds = %1813, %1820, %1827, %1811, %1792, %1772
  %1831 = phi <8 x float> [ %1812, %1811 ], [ %1773, %1772 ], [ %1793, %1792 ], [ %1829, %1827 ], [ %1826, %1820 ], [ %1819, %1813 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1831, ptr align 1 %1684, <8 x i1> %1690)
  %1832 = add i64 %1683, -8
  %1833 = tail call i64 @llvm.smin.i64(i64 %1832, i64 8)
  %1834 = trunc i64 %1833 to i32
  %1835 = insertelement <8 x i32> poison, i32 %1834, i64 0
  %1836 = shufflevector <8 x i32> %1835, <8 x i32> poison, <8 x i32> zeroinitializer
  %1837 = icmp sgt <8 x i32> %1836, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1838 = load <8 x float>, ptr %1205, align 32
  br i1 %1049, label %1844, label %1839

1839:                                             ; preds = %1830
  %1840 = load float, ptr %1241, align 1
  %1841 = insertelement <8 x float> poison, float %1840, i64 0
  %1842 = shufflevector <8 x float> %1841, <8 x float> poison, <8 x i32> zeroinitializer
  %1843 = fadd <8 x float> %1838, %1842
  br label %1844

1844:                                             ; preds = %1839, %1830
  %1845 = phi <8 x float> [ %1843, %1839 ], [ %1838, %1830 ]
  %1846 = getelementptr inbounds nuw i8, ptr %1684, i64 32
  %1847 = getelementptr inbounds nuw i8, ptr %1685, i64 32
  %1848 = select i1 %1255, ptr null, ptr %1847
  switch i64 %1200, label %509 [
    i64 1, label %1863
    i64 2, label %1856
    i64 3, label %1849
    i64 0, label %1904
  ]

1849:                                             ; preds = %1844
  %1850 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1845)
  %1851 = bitcast <8 x float> %1845 to <8 x i32>
  %1852 = and <8 x i32> %1851, %1047
  %1853 = bitcast <8 x i32> %1852 to <8 x float>
  %1854 = fcmp oeq <8 x float> %1845, %52
  %1855 = select <8 x i1> %1854, <8 x float> %1853, <8 x float> %1850
  br label %1866

1856:                                             ; preds = %1844
  %1857 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1845)
  %1858 = bitcast <8 x float> %1845 to <8 x i32>
  %1859 = or <8 x i32> %1858, %1048
  %1860 = bitcast <8 x i32> %1859 to <8 x float>
  %1861 = fcmp oeq <8 x float> %1845, %55
  %1862 = select <8 x i1> %1861, <8 x float> %1860, <8 x float> %1857
  br label %1866

1863:                                             ; preds = %1844
  %1864 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1848, <8 x i1> %1837, <8 x float> zeroinitializer)
  %1865 = fadd <8 x float> %1845, %1864
  br label %1866

1866:                                             ; preds = %1863, %1856, %1849
  %1867 = phi <8 x float> [ %1865, %1863 ], [ %1862, %1856 ], [ %1855, %1849 ]
  switch i64 %1207, label %509 [
    i64 1, label %1882
    i64 2, label %1875
    i64 3, label %1868
    i64 0, label %1904
  ]

1868:                                             ; preds = %1866
  %1869 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1867)
  %1870 = bitcast <8 x float> %1867 to <8 x i32>
  %1871 = and <8 x i32> %1870, %1047
  %1872 = bitcast <8 x i32> %1871 to <8 x float>
  %1873 = fcmp oeq <8 x float> %1867, %52
  %1874 = select <8 x i1> %1873, <8 x float> %1872, <8 x float> %1869
  br label %1885

1875:                                             ; preds = %1866
  %1876 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1867)
  %1877 = bitcast <8 x float> %1867 to <8 x i32>
  %1878 = or <8 x i32> %1877, %1048
  %1879 = bitcast <8 x i32> %1878 to <8 x float>
  %1880 = fcmp oeq <8 x float> %1867, %55
  %1881 = select <8 x i1> %1880, <8 x float> %1879, <8 x float> %1876
  br label %1885

1882:                                             ; preds = %1866
  %1883 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1848, <8 x i1> %1837, <8 x float> zeroinitializer)
  %1884 = fadd <8 x float> %1867, %1883
  br label %1885

1885:                                             ; preds = %1882, %1875, %1868
  %1886 = phi <8 x float> [ %1884, %1882 ], [ %1881, %1875 ], [ %1874, %1868 ]
  switch i64 %1209, label %509 [
    i64 1, label %1901
    i64 2, label %1894
    i64 3, label %1887
    i64 0, label %1904
  ]

1887:                                             ; preds = %1885
  %1888 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1886)
  %1889 = bitcast <8 x float> %1886 to <8 x i32>
  %1890 = and <8 x i32> %1889, %1047
  %1891 = bitcast <8 x i32> %1890 to <8 x float>
  %1892 = fcmp oeq <8 x float> %1886, %52
  %1893 = select <8 x i1> %1892, <8 x float> %1891, <8 x float> %1888
  br label %1904

1894:                                             ; preds = %1885
  %1895 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1886)
  %1896 = bitcast <8 x float> %1886 to <8 x i32>
  %1897 = or <8 x i32> %1896, %1048
  %1898 = bitcast <8 x i32> %1897 to <8 x float>
  %1899 = fcmp oeq <8 x float> %1886, %55
  %1900 = select <8 x i1> %1899, <8 x float> %1898, <8 x float> %1895
  br label %1904

1901:                                             ; preds = %1885
  %1902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1848, <8 x i1> %1837, <8 x float> zeroinitializer)
  %1903 = fadd <8 x float> %1886, %1902
  br label %1904

1904:                                             ; preds = %1887, %1894, %1901, %1885, %1866, %1844
  %1905 = phi <8 x float> [ %1886, %1885 ], [ %1845, %1844 ], [ %1867, %1866 ], [ %1903, %1901 ], [ %1900, %1894 ], [ %1893, %1887 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1905, ptr nonnull align 1 %1846, <8 x i1> %1837)
  %1906 = add i64 %1683, -16
  %1907 = tail call i64 @llvm.smin.i64(i64 %1906, i64 8)
  %1908 = trunc i64 %1907 to i32
  %1909 = insertelement <8 x i32> poison, i32 %1908, i64 0
  %1910 = shufflevector <8 x i32> %1909, <8 x i32> poison, <8 x i32> zeroinitializer
  %1911 = icmp sgt <8 x i32> %1910, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1912 = load <8 x float>, ptr %1210, align 32
  br i1 %1049, label %1918, label %1913

1913:                                             ; preds = %1904
  %1914 = load float, ptr %1241, align 1
  %1915 = insertelement <8 x float> poison, float %1914, i64 0
  %1916 = shufflevector <8 x float> %1915, <8 x float> poison, <8 x i32> zeroinitializer
  %1917 = fadd <8 x float> %1912, %1916
  br label %1918

1918:                                             ; preds = %1913, %1904
  %1919 = phi <8 x float> [ %1917, %1913 ], [ %1912, %1904 ]
  %1920 = getelementptr inbounds nuw i8, ptr %1684, i64 64
  %1921 = getelementptr inbounds nuw i8, ptr %1685, i64 64
  %1922 = select i1 %1255, ptr null, ptr %1921
  switch i64 %1200, label %509 [
    i64 1, label %1937
    i64 2, label %1930
    i64 3, label %1923
    i64 0, label %1978
  ]

1923:                                             ; preds = %1918
  %1924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1919)
  %1925 = bitcast <8 x float> %1919 to <8 x i32>
  %1926 = and <8 x i32> %1925, %1047
  %1927 = bitcast <8 x i32> %1926 to <8 x float>
  %1928 = fcmp oeq <8 x float> %1919, %52
  %1929 = select <8 x i1> %1928, <8 x float> %1927, <8 x float> %1924
  br label %1940

1930:                                             ; preds = %1918
  %1931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1919)
  %1932 = bitcast <8 x float> %1919 to <8 x i32>
  %1933 = or <8 x i32> %1932, %1048
  %1934 = bitcast <8 x i32> %1933 to <8 x float>
  %1935 = fcmp oeq <8 x float> %1919, %55
  %1936 = select <8 x i1> %1935, <8 x float> %1934, <8 x float> %1931
  br label %1940

1937:                                             ; preds = %1918
  %1938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1922, <8 x i1> %1911, <8 x float> zeroinitializer)
  %1939 = fadd <8 x float> %1919, %1938
  br label %1940

1940:                                             ; preds = %1937, %1930, %1923
  %1941 = phi <8 x float> [ %1939, %1937 ], [ %1936, %1930 ], [ %1929, %1923 ]
  switch i64 %1212, label %509 [
    i64 1, label %1956
    i64 2, label %1949
    i64 3, label %1942
    i64 0, label %1978
  ]

1942:                                             ; preds = %1940
  %1943 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1941)
  %1944 = bitcast <8 x float> %1941 to <8 x i32>
  %1945 = and <8 x i32> %1944, %1047
  %1946 = bitcast <8 x i32> %1945 to <8 x float>
  %1947 = fcmp oeq <8 x float> %1941, %52
  %1948 = select <8 x i1> %1947, <8 x float> %1946, <8 x float> %1943
  br label %1959

1949:                                             ; preds = %1940
  %1950 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1941)
  %1951 = bitcast <8 x float> %1941 to <8 x i32>
  %1952 = or <8 x i32> %1951, %1048
  %1953 = bitcast <8 x i32> %1952 to <8 x float>
  %1954 = fcmp oeq <8 x float> %1941, %55
  %1955 = select <8 x i1> %1954, <8 x float> %1953, <8 x float> %1950
  br label %1959

1956:                                             ; preds = %1940
  %1957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1922, <8 x i1> %1911, <8 x float> zeroinitializer)
  %1958 = fadd <8 x float> %1941, %1957
  br label %1959

1959:                                             ; preds = %1956, %1949, %1942
  %1960 = phi <8 x float> [ %1958, %1956 ], [ %1955, %1949 ], [ %1948, %1942 ]
  switch i64 %1214, label %509 [
    i64 1, label %1975
    i64 2, label %1968
    i64 3, label %1961
    i64 0, label %1978
  ]

1961:                                             ; preds = %1959
  %1962 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %1960)
  %1963 = bitcast <8 x float> %1960 to <8 x i32>
  %1964 = and <8 x i32> %1963, %1047
  %1965 = bitcast <8 x i32> %1964 to <8 x float>
  %1966 = fcmp oeq <8 x float> %1960, %52
  %1967 = select <8 x i1> %1966, <8 x float> %1965, <8 x float> %1962
  br label %1978

1968:                                             ; preds = %1959
  %1969 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %1960)
  %1970 = bitcast <8 x float> %1960 to <8 x i32>
  %1971 = or <8 x i32> %1970, %1048
  %1972 = bitcast <8 x i32> %1971 to <8 x float>
  %1973 = fcmp oeq <8 x float> %1960, %55
  %1974 = select <8 x i1> %1973, <8 x float> %1972, <8 x float> %1969
  br label %1978

1975:                                             ; preds = %1959
  %1976 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1922, <8 x i1> %1911, <8 x float> zeroinitializer)
  %1977 = fadd <8 x float> %1960, %1976
  br label %1978

1978:                                             ; preds = %1961, %1968, %1975, %1959, %1940, %1918
  %1979 = phi <8 x float> [ %1960, %1959 ], [ %1919, %1918 ], [ %1941, %1940 ], [ %1977, %1975 ], [ %1974, %1968 ], [ %1967, %1961 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1979, ptr nonnull align 1 %1920, <8 x i1> %1911)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %4600

1980:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %35, i8 0, i64 128, i1 false)
  br i1 %1045, label %1993, label %1983

1981:                                             ; preds = %2006
  %1982 = load <8 x float>, ptr %35, align 32
  br label %1983

1983:                                             ; preds = %1981, %1980
  %1984 = phi <8 x float> [ %1982, %1981 ], [ zeroinitializer, %1980 ]
  %1985 = add i64 %1260, %9
  %1986 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %1987 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %1988 = tail call i64 @llvm.smin.i64(i64 %1985, i64 8)
  %1989 = trunc i64 %1988 to i32
  %1990 = insertelement <8 x i32> poison, i32 %1989, i64 0
  %1991 = shufflevector <8 x i32> %1990, <8 x i32> poison, <8 x i32> zeroinitializer
  %1992 = icmp sgt <8 x i32> %1991, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %2074, label %2069

1993:                                             ; preds = %1980, %2006
  %1994 = phi i64 [ %2007, %2006 ], [ 0, %1980 ]
  %1995 = mul nsw i64 %1994, %14
  %1996 = add i64 %1254, %1995
  %1997 = icmp sgt i64 %1996, -1
  %1998 = icmp slt i64 %1996, %6
  %1999 = and i1 %1997, %1998
  %2000 = select i1 %1999, i64 %1996, i64 0
  %2001 = mul nsw i64 %2000, %7
  %2002 = getelementptr inbounds float, ptr %1238, i64 %2001
  br i1 %1046, label %2003, label %2006

2003:                                             ; preds = %1993
  %2004 = mul nuw nsw i64 %1994, %11
  %2005 = getelementptr inbounds nuw float, ptr %1240, i64 %2004
  br label %2009

2006:                                             ; preds = %2017, %1993
  %2007 = add nuw nsw i64 %1994, 1
  %2008 = icmp eq i64 %2007, %10
  br i1 %2008, label %1981, label %1993

2009:                                             ; preds = %2003, %2017
  %2010 = phi i64 [ 0, %2003 ], [ %2018, %2017 ]
  %2011 = getelementptr inbounds nuw float, ptr %2005, i64 %2010
  %2012 = load float, ptr %2011, align 1
  %2013 = insertelement <8 x float> poison, float %2012, i64 0
  %2014 = shufflevector <8 x float> %2013, <8 x float> poison, <8 x i32> zeroinitializer
  %2015 = mul nsw i64 %2010, %15
  %2016 = sub i64 %2015, %17
  br label %2020

2017:                                             ; preds = %2020
  %2018 = add nuw nsw i64 %2010, 1
  %2019 = icmp eq i64 %2018, %11
  br i1 %2019, label %2006, label %2009

2020:                                             ; preds = %2009, %2020
  %2021 = phi i64 [ 0, %2009 ], [ %2067, %2020 ]
  %2022 = shl nuw nsw i64 %2021, 3
  %2023 = or disjoint i64 %1261, %2022
  %2024 = sub nsw i64 %9, %2023
  %2025 = shl nuw nsw i64 %2023, 1
  %2026 = add i64 %2016, %2025
  %2027 = icmp slt i64 %2026, 0
  %2028 = sub nsw i64 0, %2026
  %2029 = select i1 %2027, i64 %2028, i64 0
  %2030 = sub nsw i64 %7, %2026
  %2031 = shl nsw i64 %2024, 1
  %2032 = add nsw i64 %2031, -1
  %2033 = tail call i64 @llvm.smin.i64(i64 %2030, i64 %2032)
  %2034 = tail call i64 @llvm.smin.i64(i64 %2033, i64 16)
  %2035 = icmp sgt i64 %2034, %2029
  %2036 = select i1 %1999, i1 %2035, i1 false
  %2037 = select i1 %2036, i64 %2029, i64 0
  %2038 = select i1 %2036, i64 %2034, i64 0
  %2039 = getelementptr inbounds float, ptr %2002, i64 %2026
  %2040 = trunc i64 %2037 to i32
  %2041 = icmp sgt i64 %2038, %2037
  %2042 = trunc i64 %2038 to i32
  %2043 = select i1 %2041, i32 %2042, i32 0
  %2044 = insertelement <8 x i32> poison, i32 %2040, i64 0
  %2045 = shufflevector <8 x i32> %2044, <8 x i32> poison, <8 x i32> zeroinitializer
  %2046 = icmp slt <8 x i32> %2045, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2047 = insertelement <8 x i32> poison, i32 %2043, i64 0
  %2048 = shufflevector <8 x i32> %2047, <8 x i32> poison, <8 x i32> zeroinitializer
  %2049 = icmp sgt <8 x i32> %2048, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2050 = and <8 x i1> %2046, %2049
  %2051 = add nsw i32 %2040, -8
  %2052 = insertelement <8 x i32> poison, i32 %2051, i64 0
  %2053 = shufflevector <8 x i32> %2052, <8 x i32> poison, <8 x i32> zeroinitializer
  %2054 = icmp slt <8 x i32> %2053, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2055 = add nsw i32 %2043, -8
  %2056 = insertelement <8 x i32> poison, i32 %2055, i64 0
  %2057 = shufflevector <8 x i32> %2056, <8 x i32> poison, <8 x i32> zeroinitializer
  %2058 = icmp sgt <8 x i32> %2057, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2059 = and <8 x i1> %2054, %2058
  %2060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2039, <8 x i1> %2050, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2061 = getelementptr inbounds nuw i8, ptr %2039, i64 32
  %2062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2061, <8 x i1> %2059, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2063 = shufflevector <8 x float> %2060, <8 x float> %2062, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2064 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %2021
  %2065 = load <8 x float>, ptr %2064, align 32
  %2066 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2063, <8 x float> %2014, <8 x float> %2065)
  store <8 x float> %2066, ptr %2064, align 32
  %2067 = add nuw nsw i64 %2021, 1
  %2068 = icmp eq i64 %2067, 4
  br i1 %2068, label %2017, label %2020

2069:                                             ; preds = %1983
  %2070 = load float, ptr %1241, align 1
  %2071 = insertelement <8 x float> poison, float %2070, i64 0
  %2072 = shufflevector <8 x float> %2071, <8 x float> poison, <8 x i32> zeroinitializer
  %2073 = fadd <8 x float> %1984, %2072
  br label %2074

2074:                                             ; preds = %2069, %1983
  %2075 = phi <8 x float> [ %2073, %2069 ], [ %1984, %1983 ]
  %2076 = select i1 %1255, ptr null, ptr %1987
  switch i64 %1180, label %509 [
    i64 1, label %2077
    i64 2, label %2080
    i64 3, label %2087
    i64 0, label %2132
  ]

2077:                                             ; preds = %2074
  %2078 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2076, <8 x i1> %1992, <8 x float> zeroinitializer)
  %2079 = fadd <8 x float> %2075, %2078
  br label %2094

2080:                                             ; preds = %2074
  %2081 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2075)
  %2082 = bitcast <8 x float> %2075 to <8 x i32>
  %2083 = or <8 x i32> %2082, %1048
  %2084 = bitcast <8 x i32> %2083 to <8 x float>
  %2085 = fcmp oeq <8 x float> %2075, %55
  %2086 = select <8 x i1> %2085, <8 x float> %2084, <8 x float> %2081
  br label %2094

2087:                                             ; preds = %2074
  %2088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2075)
  %2089 = bitcast <8 x float> %2075 to <8 x i32>
  %2090 = and <8 x i32> %2089, %1047
  %2091 = bitcast <8 x i32> %2090 to <8 x float>
  %2092 = fcmp oeq <8 x float> %2075, %52
  %2093 = select <8 x i1> %2092, <8 x float> %2091, <8 x float> %2088
  br label %2094

2094:                                             ; preds = %2087, %2080, %2077
  %2095 = phi <8 x float> [ %2079, %2077 ], [ %2086, %2080 ], [ %2093, %2087 ]
  switch i64 %1182, label %509 [
    i64 1, label %2110
    i64 2, label %2103
    i64 3, label %2096
    i64 0, label %2132
  ]

2096:                                             ; preds = %2094
  %2097 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2095)
  %2098 = bitcast <8 x float> %2095 to <8 x i32>
  %2099 = and <8 x i32> %2098, %1047
  %2100 = bitcast <8 x i32> %2099 to <8 x float>
  %2101 = fcmp oeq <8 x float> %2095, %52
  %2102 = select <8 x i1> %2101, <8 x float> %2100, <8 x float> %2097
  br label %2113

2103:                                             ; preds = %2094
  %2104 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2095)
  %2105 = bitcast <8 x float> %2095 to <8 x i32>
  %2106 = or <8 x i32> %2105, %1048
  %2107 = bitcast <8 x i32> %2106 to <8 x float>
  %2108 = fcmp oeq <8 x float> %2095, %55
  %2109 = select <8 x i1> %2108, <8 x float> %2107, <8 x float> %2104
  br label %2113

2110:                                             ; preds = %2094
  %2111 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2076, <8 x i1> %1992, <8 x float> zeroinitializer)
  %2112 = fadd <8 x float> %2095, %2111
  br label %2113

2113:                                             ; preds = %2110, %2103, %2096
  %2114 = phi <8 x float> [ %2112, %2110 ], [ %2109, %2103 ], [ %2102, %2096 ]
  switch i64 %1184, label %509 [
    i64 1, label %2129
    i64 2, label %2122
    i64 3, label %2115
    i64 0, label %2132
  ]

2115:                                             ; preds = %2113
  %2116 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2114)
  %2117 = bitcast <8 x float> %2114 to <8 x i32>
  %2118 = and <8 x i32> %2117, %1047
  %2119 = bitcast <8 x i32> %2118 to <8 x float>
  %2120 = fcmp oeq <8 x float> %2114, %52
  %2121 = select <8 x i1> %2120, <8 x float> %2119, <8 x float> %2116
  br label %2132

2122:                                             ; preds = %2113
  %2123 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2114)
  %2124 = bitcast <8 x float> %2114 to <8 x i32>
  %2125 = or <8 x i32> %2124, %1048
  %2126 = bitcast <8 x i32> %2125 to <8 x float>
  %2127 = fcmp oeq <8 x float> %2114, %55
  %2128 = select <8 x i1> %2127, <8 x float> %2126, <8 x float> %2123
  br label %2132

2129:                                             ; preds = %2113
  %2130 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2076, <8 x i1> %1992, <8 x float> zeroinitializer)
  %2131 = fadd <8 x float> %2114, %2130
  br label %2132

2132:                                             ; preds = %2115, %2122, %2129, %2113, %2094, %2074
  %2133 = phi <8 x float> [ %2114, %2113 ], [ %2075, %2074 ], [ %2095, %2094 ], [ %2131, %2129 ], [ %2128, %2122 ], [ %2121, %2115 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2133, ptr align 1 %1986, <8 x i1> %1992)
  %2134 = add i64 %1985, -8
  %2135 = tail call i64 @llvm.smin.i64(i64 %2134, i64 8)
  %2136 = trunc i64 %2135 to i32
  %2137 = insertelement <8 x i32> poison, i32 %2136, i64 0
  %2138 = shufflevector <8 x i32> %2137, <8 x i32> poison, <8 x i32> zeroinitializer
  %2139 = icmp sgt <8 x i32> %2138, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2140 = load <8 x float>, ptr %1185, align 32
  br i1 %1049, label %2146, label %2141

2141:                                             ; preds = %2132
  %2142 = load float, ptr %1241, align 1
  %2143 = insertelement <8 x float> poison, float %2142, i64 0
  %2144 = shufflevector <8 x float> %2143, <8 x float> poison, <8 x i32> zeroinitializer
  %2145 = fadd <8 x float> %2140, %2144
  br label %2146

2146:                                             ; preds = %2141, %2132
  %2147 = phi <8 x float> [ %2145, %2141 ], [ %2140, %2132 ]
  %2148 = getelementptr inbounds nuw i8, ptr %1986, i64 32
  %2149 = getelementptr inbounds nuw i8, ptr %1987, i64 32
  %2150 = select i1 %1255, ptr null, ptr %2149
  switch i64 %1180, label %509 [
    i64 1, label %2165
    i64 2, label %2158
    i64 3, label %2151
    i64 0, label %2206
  ]

2151:                                             ; preds = %2146
  %2152 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2147)
  %2153 = bitcast <8 x float> %2147 to <8 x i32>
  %2154 = and <8 x i32> %2153, %1047
  %2155 = bitcast <8 x i32> %2154 to <8 x float>
  %2156 = fcmp oeq <8 x float> %2147, %52
  %2157 = select <8 x i1> %2156, <8 x float> %2155, <8 x float> %2152
  br label %2168

2158:                                             ; preds = %2146
  %2159 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2147)
  %2160 = bitcast <8 x float> %2147 to <8 x i32>
  %2161 = or <8 x i32> %2160, %1048
  %2162 = bitcast <8 x i32> %2161 to <8 x float>
  %2163 = fcmp oeq <8 x float> %2147, %55
  %2164 = select <8 x i1> %2163, <8 x float> %2162, <8 x float> %2159
  br label %2168

2165:                                             ; preds = %2146
  %2166 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2150, <8 x i1> %2139, <8 x float> zeroinitializer)
  %2167 = fadd <8 x float> %2147, %2166
  br label %2168

2168:                                             ; preds = %2165, %2158, %2151
  %2169 = phi <8 x float> [ %2167, %2165 ], [ %2164, %2158 ], [ %2157, %2151 ]
  switch i64 %1187, label %509 [
    i64 1, label %2184
    i64 2, label %2177
    i64 3, label %2170
    i64 0, label %2206
  ]

2170:                                             ; preds = %2168
  %2171 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2169)
  %2172 = bitcast <8 x float> %2169 to <8 x i32>
  %2173 = and <8 x i32> %2172, %1047
  %2174 = bitcast <8 x i32> %2173 to <8 x float>
  %2175 = fcmp oeq <8 x float> %2169, %52
  %2176 = select <8 x i1> %2175, <8 x float> %2174, <8 x float> %2171
  br label %2187

2177:                                             ; preds = %2168
  %2178 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2169)
  %2179 = bitcast <8 x float> %2169 to <8 x i32>
  %2180 = or <8 x i32> %2179, %1048
  %2181 = bitcast <8 x i32> %2180 to <8 x float>
  %2182 = fcmp oeq <8 x float> %2169, %55
  %2183 = select <8 x i1> %2182, <8 x float> %2181, <8 x float> %2178
  br label %2187

2184:                                             ; preds = %2168
  %2185 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2150, <8 x i1> %2139, <8 x float> zeroinitializer)
  %2186 = fadd <8 x float> %2169, %2185
  br label %2187

2187:                                             ; preds = %2184, %2177, %2170
  %2188 = phi <8 x float> [ %2186, %2184 ], [ %2183, %2177 ], [ %2176, %2170 ]
  switch i64 %1189, label %509 [
    i64 1, label %2203
    i64 2, label %2196
    i64 3, label %2189
    i64 0, label %2206
  ]

2189:                                             ; preds = %2187
  %2190 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2188)
  %2191 = bitcast <8 x float> %2188 to <8 x i32>
  %2192 = and <8 x i32> %2191, %1047
  %2193 = bitcast <8 x i32> %2192 to <8 x float>
  %2194 = fcmp oeq <8 x float> %2188, %52
  %2195 = select <8 x i1> %2194, <8 x float> %2193, <8 x float> %2190
  br label %2206

2196:                                             ; preds = %2187
  %2197 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2188)
  %2198 = bitcast <8 x float> %2188 to <8 x i32>
  %2199 = or <8 x i32> %2198, %1048
  %2200 = bitcast <8 x i32> %2199 to <8 x float>
  %2201 = fcmp oeq <8 x float> %2188, %55
  %2202 = select <8 x i1> %2201, <8 x float> %2200, <8 x float> %2197
  br label %2206

2203:                                             ; preds = %2187
  %2204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2150, <8 x i1> %2139, <8 x float> zeroinitializer)
  %2205 = fadd <8 x float> %2188, %2204
  br label %2206

2206:                                             ; preds = %2189, %2196, %2203, %2187, %2168, %2146
  %2207 = phi <8 x float> [ %2188, %2187 ], [ %2147, %2146 ], [ %2169, %2168 ], [ %2205, %2203 ], [ %2202, %2196 ], [ %2195, %2189 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2207, ptr nonnull align 1 %2148, <8 x i1> %2139)
  %2208 = add i64 %1985, -16
  %2209 = tail call i64 @llvm.smin.i64(i64 %2208, i64 8)
  %2210 = trunc i64 %2209 to i32
  %2211 = insertelement <8 x i32> poison, i32 %2210, i64 0
  %2212 = shufflevector <8 x i32> %2211, <8 x i32> poison, <8 x i32> zeroinitializer
  %2213 = icmp sgt <8 x i32> %2212, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2214 = load <8 x float>, ptr %1190, align 32
  br i1 %1049, label %2220, label %2215

2215:                                             ; preds = %2206
  %2216 = load float, ptr %1241, align 1
  %2217 = insertelement <8 x float> poison, float %2216, i64 0
  %2218 = shufflevector <8 x float> %2217, <8 x float> poison, <8 x i32> zeroinitializer
  %2219 = fadd <8 x float> %2214, %2218
  br label %2220

2220:                                             ; preds = %2215, %2206
  %2221 = phi <8 x float> [ %2219, %2215 ], [ %2214, %2206 ]
  %2222 = getelementptr inbounds nuw i8, ptr %1986, i64 64
  %2223 = getelementptr inbounds nuw i8, ptr %1987, i64 64
  %2224 = select i1 %1255, ptr null, ptr %2223
  switch i64 %1180, label %509 [
    i64 1, label %2239
    i64 2, label %2232
    i64 3, label %2225
    i64 0, label %2280
  ]

2225:                                             ; preds = %2220
  %2226 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2221)
  %2227 = bitcast <8 x float> %2221 to <8 x i32>
  %2228 = and <8 x i32> %2227, %1047
  %2229 = bitcast <8 x i32> %2228 to <8 x float>
  %2230 = fcmp oeq <8 x float> %2221, %52
  %2231 = select <8 x i1> %2230, <8 x float> %2229, <8 x float> %2226
  br label %2242

2232:                                             ; preds = %2220
  %2233 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2221)
  %2234 = bitcast <8 x float> %2221 to <8 x i32>
  %2235 = or <8 x i32> %2234, %1048
  %2236 = bitcast <8 x i32> %2235 to <8 x float>
  %2237 = fcmp oeq <8 x float> %2221, %55
  %2238 = select <8 x i1> %2237, <8 x float> %2236, <8 x float> %2233
  br label %2242

2239:                                             ; preds = %2220
  %2240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2224, <8 x i1> %2213, <8 x float> zeroinitializer)
  %2241 = fadd <8 x float> %2221, %2240
  br label %2242

2242:                                             ; preds = %2239, %2232, %2225
  %2243 = phi <8 x float> [ %2241, %2239 ], [ %2238, %2232 ], [ %2231, %2225 ]
  switch i64 %1192, label %509 [
    i64 1, label %2258
    i64 2, label %2251
    i64 3, label %2244
    i64 0, label %2280
  ]

2244:                                             ; preds = %2242
  %2245 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2243)
  %2246 = bitcast <8 x float> %2243 to <8 x i32>
  %2247 = and <8 x i32> %2246, %1047
  %2248 = bitcast <8 x i32> %2247 to <8 x float>
  %2249 = fcmp oeq <8 x float> %2243, %52
  %2250 = select <8 x i1> %2249, <8 x float> %2248, <8 x float> %2245
  br label %2261

2251:                                             ; preds = %2242
  %2252 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2243)
  %2253 = bitcast <8 x float> %2243 to <8 x i32>
  %2254 = or <8 x i32> %2253, %1048
  %2255 = bitcast <8 x i32> %2254 to <8 x float>
  %2256 = fcmp oeq <8 x float> %2243, %55
  %2257 = select <8 x i1> %2256, <8 x float> %2255, <8 x float> %2252
  br label %2261

2258:                                             ; preds = %2242
  %2259 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2224, <8 x i1> %2213, <8 x float> zeroinitializer)
  %2260 = fadd <8 x float> %2243, %2259
  br label %2261

2261:                                             ; preds = %2258, %2251, %2244
  %2262 = phi <8 x float> [ %2260, %2258 ], [ %2257, %2251 ], [ %2250, %2244 ]
  switch i64 %1194, label %509 [
    i64 1, label %2277
    i64 2, label %2270
    i64 3, label %2263
    i64 0, label %2280
  ]

2263:                                             ; preds = %2261
  %2264 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2262)
  %2265 = bitcast <8 x float> %2262 to <8 x i32>
  %2266 = and <8 x i32> %2265, %1047
  %2267 = bitcast <8 x i32> %2266 to <8 x float>
  %2268 = fcmp oeq <8 x float> %2262, %52
  %2269 = select <8 x i1> %2268, <8 x float> %2267, <8 x float> %2264
  br label %2280

2270:                                             ; preds = %2261
  %2271 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2262)
  %2272 = bitcast <8 x float> %2262 to <8 x i32>
  %2273 = or <8 x i32> %2272, %1048
  %2274 = bitcast <8 x i32> %2273 to <8 x float>
  %2275 = fcmp oeq <8 x float> %2262, %55
  %2276 = select <8 x i1> %2275, <8 x float> %2274, <8 x float> %2271
  br label %2280

2277:                                             ; preds = %2261
  %2278 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2224, <8 x i1> %2213, <8 x float> zeroinitializer)
  %2279 = fadd <8 x float> %2262, %2278
  br label %2280

2280:                                             ; preds = %2263, %2270, %2277, %2261, %2242, %2220
  %2281 = phi <8 x float> [ %2262, %2261 ], [ %2221, %2220 ], [ %2243, %2242 ], [ %2279, %2277 ], [ %2276, %2270 ], [ %2269, %2263 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2281, ptr nonnull align 1 %2222, <8 x i1> %2213)
  %2282 = add i64 %1985, -24
  %2283 = tail call i64 @llvm.smin.i64(i64 %2282, i64 8)
  %2284 = trunc i64 %2283 to i32
  %2285 = insertelement <8 x i32> poison, i32 %2284, i64 0
  %2286 = shufflevector <8 x i32> %2285, <8 x i32> poison, <8 x i32> zeroinitializer
  %2287 = icmp sgt <8 x i32> %2286, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2288 = load <8 x float>, ptr %1195, align 32
  br i1 %1049, label %2294, label %2289

2289:                                             ; preds = %2280
  %2290 = load float, ptr %1241, align 1
  %2291 = insertelement <8 x float> poison, float %2290, i64 0
  %2292 = shufflevector <8 x float> %2291, <8 x float> poison, <8 x i32> zeroinitializer
  %2293 = fadd <8 x float> %2288, %2292
  br label %2294

2294:                                             ; preds = %2289, %2280
  %2295 = phi <8 x float> [ %2293, %2289 ], [ %2288, %2280 ]
  %2296 = getelementptr inbounds nuw i8, ptr %1986, i64 96
  %2297 = getelementptr inbounds nuw i8, ptr %1987, i64 96
  %2298 = select i1 %1255, ptr null, ptr %2297
  switch i64 %1180, label %509 [
    i64 1, label %2313
    i64 2, label %2306
    i64 3, label %2299
    i64 0, label %2354
  ]

2299:                                             ; preds = %2294
  %2300 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2295)
  %2301 = bitcast <8 x float> %2295 to <8 x i32>
  %2302 = and <8 x i32> %2301, %1047
  %2303 = bitcast <8 x i32> %2302 to <8 x float>
  %2304 = fcmp oeq <8 x float> %2295, %52
  %2305 = select <8 x i1> %2304, <8 x float> %2303, <8 x float> %2300
  br label %2316

2306:                                             ; preds = %2294
  %2307 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2295)
  %2308 = bitcast <8 x float> %2295 to <8 x i32>
  %2309 = or <8 x i32> %2308, %1048
  %2310 = bitcast <8 x i32> %2309 to <8 x float>
  %2311 = fcmp oeq <8 x float> %2295, %55
  %2312 = select <8 x i1> %2311, <8 x float> %2310, <8 x float> %2307
  br label %2316

2313:                                             ; preds = %2294
  %2314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2287, <8 x float> zeroinitializer)
  %2315 = fadd <8 x float> %2295, %2314
  br label %2316

2316:                                             ; preds = %2313, %2306, %2299
  %2317 = phi <8 x float> [ %2315, %2313 ], [ %2312, %2306 ], [ %2305, %2299 ]
  switch i64 %1197, label %509 [
    i64 1, label %2332
    i64 2, label %2325
    i64 3, label %2318
    i64 0, label %2354
  ]

2318:                                             ; preds = %2316
  %2319 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2317)
  %2320 = bitcast <8 x float> %2317 to <8 x i32>
  %2321 = and <8 x i32> %2320, %1047
  %2322 = bitcast <8 x i32> %2321 to <8 x float>
  %2323 = fcmp oeq <8 x float> %2317, %52
  %2324 = select <8 x i1> %2323, <8 x float> %2322, <8 x float> %2319
  br label %2335

2325:                                             ; preds = %2316
  %2326 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2317)
  %2327 = bitcast <8 x float> %2317 to <8 x i32>
  %2328 = or <8 x i32> %2327, %1048
  %2329 = bitcast <8 x i32> %2328 to <8 x float>
  %2330 = fcmp oeq <8 x float> %2317, %55
  %2331 = select <8 x i1> %2330, <8 x float> %2329, <8 x float> %2326
  br label %2335

2332:                                             ; preds = %2316
  %2333 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2287, <8 x float> zeroinitializer)
  %2334 = fadd <8 x float> %2317, %2333
  br label %2335

2335:                                             ; preds = %2332, %2325, %2318
  %2336 = phi <8 x float> [ %2334, %2332 ], [ %2331, %2325 ], [ %2324, %2318 ]
  switch i64 %1199, label %509 [
    i64 1, label %2351
    i64 2, label %2344
    i64 3, label %2337
    i64 0, label %2354
  ]

2337:                                             ; preds = %2335
  %2338 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2336)
  %2339 = bitcast <8 x float> %2336 to <8 x i32>
  %2340 = and <8 x i32> %2339, %1047
  %2341 = bitcast <8 x i32> %2340 to <8 x float>
  %2342 = fcmp oeq <8 x float> %2336, %52
  %2343 = select <8 x i1> %2342, <8 x float> %2341, <8 x float> %2338
  br label %2354

2344:                                             ; preds = %2335
  %2345 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2336)
  %2346 = bitcast <8 x float> %2336 to <8 x i32>
  %2347 = or <8 x i32> %2346, %1048
  %2348 = bitcast <8 x i32> %2347 to <8 x float>
  %2349 = fcmp oeq <8 x float> %2336, %55
  %2350 = select <8 x i1> %2349, <8 x float> %2348, <8 x float> %2345
  br label %2354

2351:                                             ; preds = %2335
  %2352 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2298, <8 x i1> %2287, <8 x float> zeroinitializer)
  %2353 = fadd <8 x float> %2336, %2352
  br label %2354

2354:                                             ; preds = %2337, %2344, %2351, %2335, %2316, %2294
  %2355 = phi <8 x float> [ %2336, %2335 ], [ %2295, %2294 ], [ %2317, %2316 ], [ %2353, %2351 ], [ %2350, %2344 ], [ %2343, %2337 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2355, ptr nonnull align 1 %2296, <8 x i1> %2287)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %4600

2356:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %36, i8 0, i64 160, i1 false)
  br i1 %1045, label %2369, label %2359

2357:                                             ; preds = %2382
  %2358 = load <8 x float>, ptr %36, align 32
  br label %2359

2359:                                             ; preds = %2357, %2356
  %2360 = phi <8 x float> [ %2358, %2357 ], [ zeroinitializer, %2356 ]
  %2361 = add i64 %1260, %9
  %2362 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %2363 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %2364 = tail call i64 @llvm.smin.i64(i64 %2361, i64 8)
  %2365 = trunc i64 %2364 to i32
  %2366 = insertelement <8 x i32> poison, i32 %2365, i64 0
  %2367 = shufflevector <8 x i32> %2366, <8 x i32> poison, <8 x i32> zeroinitializer
  %2368 = icmp sgt <8 x i32> %2367, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %2450, label %2445

2369:                                             ; preds = %2356, %2382
  %2370 = phi i64 [ %2383, %2382 ], [ 0, %2356 ]
  %2371 = mul nsw i64 %2370, %14
  %2372 = add i64 %1254, %2371
  %2373 = icmp sgt i64 %2372, -1
  %2374 = icmp slt i64 %2372, %6
  %2375 = and i1 %2373, %2374
  %2376 = select i1 %2375, i64 %2372, i64 0
  %2377 = mul nsw i64 %2376, %7
  %2378 = getelementptr inbounds float, ptr %1238, i64 %2377
  br i1 %1046, label %2379, label %2382

2379:                                             ; preds = %2369
  %2380 = mul nuw nsw i64 %2370, %11
  %2381 = getelementptr inbounds nuw float, ptr %1240, i64 %2380
  br label %2385

2382:                                             ; preds = %2393, %2369
  %2383 = add nuw nsw i64 %2370, 1
  %2384 = icmp eq i64 %2383, %10
  br i1 %2384, label %2357, label %2369

2385:                                             ; preds = %2379, %2393
  %2386 = phi i64 [ 0, %2379 ], [ %2394, %2393 ]
  %2387 = getelementptr inbounds nuw float, ptr %2381, i64 %2386
  %2388 = load float, ptr %2387, align 1
  %2389 = insertelement <8 x float> poison, float %2388, i64 0
  %2390 = shufflevector <8 x float> %2389, <8 x float> poison, <8 x i32> zeroinitializer
  %2391 = mul nsw i64 %2386, %15
  %2392 = sub i64 %2391, %17
  br label %2396

2393:                                             ; preds = %2396
  %2394 = add nuw nsw i64 %2386, 1
  %2395 = icmp eq i64 %2394, %11
  br i1 %2395, label %2382, label %2385

2396:                                             ; preds = %2385, %2396
  %2397 = phi i64 [ 0, %2385 ], [ %2443, %2396 ]
  %2398 = shl nuw nsw i64 %2397, 3
  %2399 = or disjoint i64 %1261, %2398
  %2400 = sub nsw i64 %9, %2399
  %2401 = shl nuw nsw i64 %2399, 1
  %2402 = add i64 %2392, %2401
  %2403 = icmp slt i64 %2402, 0
  %2404 = sub nsw i64 0, %2402
  %2405 = select i1 %2403, i64 %2404, i64 0
  %2406 = sub nsw i64 %7, %2402
  %2407 = shl nsw i64 %2400, 1
  %2408 = add nsw i64 %2407, -1
  %2409 = tail call i64 @llvm.smin.i64(i64 %2406, i64 %2408)
  %2410 = tail call i64 @llvm.smin.i64(i64 %2409, i64 16)
  %2411 = icmp sgt i64 %2410, %2405
  %2412 = select i1 %2375, i1 %2411, i1 false
  %2413 = select i1 %2412, i64 %2405, i64 0
  %2414 = select i1 %2412, i64 %2410, i64 0
  %2415 = getelementptr inbounds float, ptr %2378, i64 %2402
  %2416 = trunc i64 %2413 to i32
  %2417 = icmp sgt i64 %2414, %2413
  %2418 = trunc i64 %2414 to i32
  %2419 = select i1 %2417, i32 %2418, i32 0
  %2420 = insertelement <8 x i32> poison, i32 %2416, i64 0
  %2421 = shufflevector <8 x i32> %2420, <8 x i32> poison, <8 x i32> zeroinitializer
  %2422 = icmp slt <8 x i32> %2421, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2423 = insertelement <8 x i32> poison, i32 %2419, i64 0
  %2424 = shufflevector <8 x i32> %2423, <8 x i32> poison, <8 x i32> zeroinitializer
  %2425 = icmp sgt <8 x i32> %2424, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2426 = and <8 x i1> %2422, %2425
  %2427 = add nsw i32 %2416, -8
  %2428 = insertelement <8 x i32> poison, i32 %2427, i64 0
  %2429 = shufflevector <8 x i32> %2428, <8 x i32> poison, <8 x i32> zeroinitializer
  %2430 = icmp slt <8 x i32> %2429, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2431 = add nsw i32 %2419, -8
  %2432 = insertelement <8 x i32> poison, i32 %2431, i64 0
  %2433 = shufflevector <8 x i32> %2432, <8 x i32> poison, <8 x i32> zeroinitializer
  %2434 = icmp sgt <8 x i32> %2433, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2435 = and <8 x i1> %2430, %2434
  %2436 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2415, <8 x i1> %2426, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2437 = getelementptr inbounds nuw i8, ptr %2415, i64 32
  %2438 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2437, <8 x i1> %2435, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2439 = shufflevector <8 x float> %2436, <8 x float> %2438, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2440 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %2397
  %2441 = load <8 x float>, ptr %2440, align 32
  %2442 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2439, <8 x float> %2390, <8 x float> %2441)
  store <8 x float> %2442, ptr %2440, align 32
  %2443 = add nuw nsw i64 %2397, 1
  %2444 = icmp eq i64 %2443, 5
  br i1 %2444, label %2393, label %2396

2445:                                             ; preds = %2359
  %2446 = load float, ptr %1241, align 1
  %2447 = insertelement <8 x float> poison, float %2446, i64 0
  %2448 = shufflevector <8 x float> %2447, <8 x float> poison, <8 x i32> zeroinitializer
  %2449 = fadd <8 x float> %2360, %2448
  br label %2450

2450:                                             ; preds = %2445, %2359
  %2451 = phi <8 x float> [ %2449, %2445 ], [ %2360, %2359 ]
  %2452 = select i1 %1255, ptr null, ptr %2363
  switch i64 %1155, label %509 [
    i64 1, label %2453
    i64 2, label %2456
    i64 3, label %2463
    i64 0, label %2508
  ]

2453:                                             ; preds = %2450
  %2454 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2452, <8 x i1> %2368, <8 x float> zeroinitializer)
  %2455 = fadd <8 x float> %2451, %2454
  br label %2470

2456:                                             ; preds = %2450
  %2457 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2451)
  %2458 = bitcast <8 x float> %2451 to <8 x i32>
  %2459 = or <8 x i32> %2458, %1048
  %2460 = bitcast <8 x i32> %2459 to <8 x float>
  %2461 = fcmp oeq <8 x float> %2451, %55
  %2462 = select <8 x i1> %2461, <8 x float> %2460, <8 x float> %2457
  br label %2470

2463:                                             ; preds = %2450
  %2464 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2451)
  %2465 = bitcast <8 x float> %2451 to <8 x i32>
  %2466 = and <8 x i32> %2465, %1047
  %2467 = bitcast <8 x i32> %2466 to <8 x float>
  %2468 = fcmp oeq <8 x float> %2451, %52
  %2469 = select <8 x i1> %2468, <8 x float> %2467, <8 x float> %2464
  br label %2470

2470:                                             ; preds = %2463, %2456, %2453
  %2471 = phi <8 x float> [ %2455, %2453 ], [ %2462, %2456 ], [ %2469, %2463 ]
  switch i64 %1157, label %509 [
    i64 1, label %2486
    i64 2, label %2479
    i64 3, label %2472
    i64 0, label %2508
  ]

2472:                                             ; preds = %2470
  %2473 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2471)
  %2474 = bitcast <8 x float> %2471 to <8 x i32>
  %2475 = and <8 x i32> %2474, %1047
  %2476 = bitcast <8 x i32> %2475 to <8 x float>
  %2477 = fcmp oeq <8 x float> %2471, %52
  %2478 = select <8 x i1> %2477, <8 x float> %2476, <8 x float> %2473
  br label %2489

2479:                                             ; preds = %2470
  %2480 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2471)
  %2481 = bitcast <8 x float> %2471 to <8 x i32>
  %2482 = or <8 x i32> %2481, %1048
  %2483 = bitcast <8 x i32> %2482 to <8 x float>
  %2484 = fcmp oeq <8 x float> %2471, %55
  %2485 = select <8 x i1> %2484, <8 x float> %2483, <8 x float> %2480
  br label %2489

2486:                                             ; preds = %2470
  %2487 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2452, <8 x i1> %2368, <8 x float> zeroinitializer)
  %2488 = fadd <8 x float> %2471, %2487
  br label %2489

2489:                                             ; preds = %2486, %2479, %2472
  %2490 = phi <8 x float> [ %2488, %2486 ], [ %2485, %2479 ], [ %2478, %2472 ]
  switch i64 %1159, label %509 [
    i64 1, label %2505
    i64 2, label %2498
    i64 3, label %2491
    i64 0, label %2508
  ]

2491:                                             ; preds = %2489
  %2492 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2490)
  %2493 = bitcast <8 x float> %2490 to <8 x i32>
  %2494 = and <8 x i32> %2493, %1047
  %2495 = bitcast <8 x i32> %2494 to <8 x float>
  %2496 = fcmp oeq <8 x float> %2490, %52
  %2497 = select <8 x i1> %2496, <8 x float> %2495, <8 x float> %2492
  br label %2508

2498:                                             ; preds = %2489
  %2499 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2490)
  %2500 = bitcast <8 x float> %2490 to <8 x i32>
  %2501 = or <8 x i32> %2500, %1048
  %2502 = bitcast <8 x i32> %2501 to <8 x float>
  %2503 = fcmp oeq <8 x float> %2490, %55
  %2504 = select <8 x i1> %2503, <8 x float> %2502, <8 x float> %2499
  br label %2508

2505:                                             ; preds = %2489
  %2506 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2452, <8 x i1> %2368, <8 x float> zeroinitializer)
  %2507 = fadd <8 x float> %2490, %2506
  br label %2508

2508:                                             ; preds = %2491, %2498, %2505, %2489, %2470, %2450
  %2509 = phi <8 x float> [ %2490, %2489 ], [ %2451, %2450 ], [ %2471, %2470 ], [ %2507, %2505 ], [ %2504, %2498 ], [ %2497, %2491 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2509, ptr align 1 %2362, <8 x i1> %2368)
  %2510 = add i64 %2361, -8
  %2511 = tail call i64 @llvm.smin.i64(i64 %2510, i64 8)
  %2512 = trunc i64 %2511 to i32
  %2513 = insertelement <8 x i32> poison, i32 %2512, i64 0
  %2514 = shufflevector <8 x i32> %2513, <8 x i32> poison, <8 x i32> zeroinitializer
  %2515 = icmp sgt <8 x i32> %2514, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2516 = load <8 x float>, ptr %1160, align 32
  br i1 %1049, label %2522, label %2517

2517:                                             ; preds = %2508
  %2518 = load float, ptr %1241, align 1
  %2519 = insertelement <8 x float> poison, float %2518, i64 0
  %2520 = shufflevector <8 x float> %2519, <8 x float> poison, <8 x i32> zeroinitializer
  %2521 = fadd <8 x float> %2516, %2520
  br label %2522

2522:                                             ; preds = %2517, %2508
  %2523 = phi <8 x float> [ %2521, %2517 ], [ %2516, %2508 ]
  %2524 = getelementptr inbounds nuw i8, ptr %2362, i64 32
  %2525 = getelementptr inbounds nuw i8, ptr %2363, i64 32
  %2526 = select i1 %1255, ptr null, ptr %2525
  switch i64 %1155, label %509 [
    i64 1, label %2541
    i64 2, label %2534
    i64 3, label %2527
    i64 0, label %2582
  ]

2527:                                             ; preds = %2522
  %2528 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2523)
  %2529 = bitcast <8 x float> %2523 to <8 x i32>
  %2530 = and <8 x i32> %2529, %1047
  %2531 = bitcast <8 x i32> %2530 to <8 x float>
  %2532 = fcmp oeq <8 x float> %2523, %52
  %2533 = select <8 x i1> %2532, <8 x float> %2531, <8 x float> %2528
  br label %2544

2534:                                             ; preds = %2522
  %2535 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2523)
  %2536 = bitcast <8 x float> %2523 to <8 x i32>
  %2537 = or <8 x i32> %2536, %1048
  %2538 = bitcast <8 x i32> %2537 to <8 x float>
  %2539 = fcmp oeq <8 x float> %2523, %55
  %2540 = select <8 x i1> %2539, <8 x float> %2538, <8 x float> %2535
  br label %2544

2541:                                             ; preds = %2522
  %2542 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2526, <8 x i1> %2515, <8 x float> zeroinitializer)
  %2543 = fadd <8 x float> %2523, %2542
  br label %2544

2544:                                             ; preds = %2541, %2534, %2527
  %2545 = phi <8 x float> [ %2543, %2541 ], [ %2540, %2534 ], [ %2533, %2527 ]
  switch i64 %1162, label %509 [
    i64 1, label %2560
    i64 2, label %2553
    i64 3, label %2546
    i64 0, label %2582
  ]

2546:                                             ; preds = %2544
  %2547 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2545)
  %2548 = bitcast <8 x float> %2545 to <8 x i32>
  %2549 = and <8 x i32> %2548, %1047
  %2550 = bitcast <8 x i32> %2549 to <8 x float>
  %2551 = fcmp oeq <8 x float> %2545, %52
  %2552 = select <8 x i1> %2551, <8 x float> %2550, <8 x float> %2547
  br label %2563

2553:                                             ; preds = %2544
  %2554 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2545)
  %2555 = bitcast <8 x float> %2545 to <8 x i32>
  %2556 = or <8 x i32> %2555, %1048
  %2557 = bitcast <8 x i32> %2556 to <8 x float>
  %2558 = fcmp oeq <8 x float> %2545, %55
  %2559 = select <8 x i1> %2558, <8 x float> %2557, <8 x float> %2554
  br label %2563

2560:                                             ; preds = %2544
  %2561 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2526, <8 x i1> %2515, <8 x float> zeroinitializer)
  %2562 = fadd <8 x float> %2545, %2561
  br label %2563

2563:                                             ; preds = %2560, %2553, %2546
  %2564 = phi <8 x float> [ %2562, %2560 ], [ %2559, %2553 ], [ %2552, %2546 ]
  switch i64 %1164, label %509 [
    i64 1, label %2579
    i64 2, label %2572
    i64 3, label %2565
    i64 0, label %2582
  ]

2565:                                             ; preds = %2563
  %2566 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2564)
  %2567 = bitcast <8 x float> %2564 to <8 x i32>
  %2568 = and <8 x i32> %2567, %1047
  %2569 = bitcast <8 x i32> %2568 to <8 x float>
  %2570 = fcmp oeq <8 x float> %2564, %52
  %2571 = select <8 x i1> %2570, <8 x float> %2569, <8 x float> %2566
  br label %2582

2572:                                             ; preds = %2563
  %2573 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2564)
  %2574 = bitcast <8 x float> %2564 to <8 x i32>
  %2575 = or <8 x i32> %2574, %1048
  %2576 = bitcast <8 x i32> %2575 to <8 x float>
  %2577 = fcmp oeq <8 x float> %2564, %55
  %2578 = select <8 x i1> %2577, <8 x float> %2576, <8 x float> %2573
  br label %2582

2579:                                             ; preds = %2563
  %2580 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2526, <8 x i1> %2515, <8 x float> zeroinitializer)
  %2581 = fadd <8 x float> %2564, %2580
  br label %2582

2582:                                             ; preds = %2565, %2572, %2579, %2563, %2544, %2522
  %2583 = phi <8 x float> [ %2564, %2563 ], [ %2523, %2522 ], [ %2545, %2544 ], [ %2581, %2579 ], [ %2578, %2572 ], [ %2571, %2565 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2583, ptr nonnull align 1 %2524, <8 x i1> %2515)
  %2584 = add i64 %2361, -16
  %2585 = tail call i64 @llvm.smin.i64(i64 %2584, i64 8)
  %2586 = trunc i64 %2585 to i32
  %2587 = insertelement <8 x i32> poison, i32 %2586, i64 0
  %2588 = shufflevector <8 x i32> %2587, <8 x i32> poison, <8 x i32> zeroinitializer
  %2589 = icmp sgt <8 x i32> %2588, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2590 = load <8 x float>, ptr %1165, align 32
  br i1 %1049, label %2596, label %2591

2591:                                             ; preds = %2582
  %2592 = load float, ptr %1241, align 1
  %2593 = insertelement <8 x float> poison, float %2592, i64 0
  %2594 = shufflevector <8 x float> %2593, <8 x float> poison, <8 x i32> zeroinitializer
  %2595 = fadd <8 x float> %2590, %2594
  br label %2596

2596:                                             ; preds = %2591, %2582
  %2597 = phi <8 x float> [ %2595, %2591 ], [ %2590, %2582 ]
  %2598 = getelementptr inbounds nuw i8, ptr %2362, i64 64
  %2599 = getelementptr inbounds nuw i8, ptr %2363, i64 64
  %2600 = select i1 %1255, ptr null, ptr %2599
  switch i64 %1155, label %509 [
    i64 1, label %2615
    i64 2, label %2608
    i64 3, label %2601
    i64 0, label %2656
  ]

2601:                                             ; preds = %2596
  %2602 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2597)
  %2603 = bitcast <8 x float> %2597 to <8 x i32>
  %2604 = and <8 x i32> %2603, %1047
  %2605 = bitcast <8 x i32> %2604 to <8 x float>
  %2606 = fcmp oeq <8 x float> %2597, %52
  %2607 = select <8 x i1> %2606, <8 x float> %2605, <8 x float> %2602
  br label %2618

2608:                                             ; preds = %2596
  %2609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2597)
  %2610 = bitcast <8 x float> %2597 to <8 x i32>
  %2611 = or <8 x i32> %2610, %1048
  %2612 = bitcast <8 x i32> %2611 to <8 x float>
  %2613 = fcmp oeq <8 x float> %2597, %55
  %2614 = select <8 x i1> %2613, <8 x float> %2612, <8 x float> %2609
  br label %2618

2615:                                             ; preds = %2596
  %2616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2600, <8 x i1> %2589, <8 x float> zeroinitializer)
  %2617 = fadd <8 x float> %2597, %2616
  br label %2618

2618:                                             ; preds = %2615, %2608, %2601
  %2619 = phi <8 x float> [ %2617, %2615 ], [ %2614, %2608 ], [ %2607, %2601 ]
  switch i64 %1167, label %509 [
    i64 1, label %2634
    i64 2, label %2627
    i64 3, label %2620
    i64 0, label %2656
  ]

2620:                                             ; preds = %2618
  %2621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2619)
  %2622 = bitcast <8 x float> %2619 to <8 x i32>
  %2623 = and <8 x i32> %2622, %1047
  %2624 = bitcast <8 x i32> %2623 to <8 x float>
  %2625 = fcmp oeq <8 x float> %2619, %52
  %2626 = select <8 x i1> %2625, <8 x float> %2624, <8 x float> %2621
  br label %2637

2627:                                             ; preds = %2618
  %2628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2619)
  %2629 = bitcast <8 x float> %2619 to <8 x i32>
  %2630 = or <8 x i32> %2629, %1048
  %2631 = bitcast <8 x i32> %2630 to <8 x float>
  %2632 = fcmp oeq <8 x float> %2619, %55
  %2633 = select <8 x i1> %2632, <8 x float> %2631, <8 x float> %2628
  br label %2637

2634:                                             ; preds = %2618
  %2635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2600, <8 x i1> %2589, <8 x float> zeroinitializer)
  %2636 = fadd <8 x float> %2619, %2635
  br label %2637

2637:                                             ; preds = %2634, %2627, %2620
  %2638 = phi <8 x float> [ %2636, %2634 ], [ %2633, %2627 ], [ %2626, %2620 ]
  switch i64 %1169, label %509 [
    i64 1, label %2653
    i64 2, label %2646
    i64 3, label %2639
    i64 0, label %2656
  ]

2639:                                             ; preds = %2637
  %2640 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2638)
  %2641 = bitcast <8 x float> %2638 to <8 x i32>
  %2642 = and <8 x i32> %2641, %1047
  %2643 = bitcast <8 x i32> %2642 to <8 x float>
  %2644 = fcmp oeq <8 x float> %2638, %52
  %2645 = select <8 x i1> %2644, <8 x float> %2643, <8 x float> %2640
  br label %2656

2646:                                             ; preds = %2637
  %2647 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2638)
  %2648 = bitcast <8 x float> %2638 to <8 x i32>
  %2649 = or <8 x i32> %2648, %1048
  %2650 = bitcast <8 x i32> %2649 to <8 x float>
  %2651 = fcmp oeq <8 x float> %2638, %55
  %2652 = select <8 x i1> %2651, <8 x float> %2650, <8 x float> %2647
  br label %2656

2653:                                             ; preds = %2637
  %2654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2600, <8 x i1> %2589, <8 x float> zeroinitializer)
  %2655 = fadd <8 x float> %2638, %2654
  br label %2656

2656:                                             ; preds = %2639, %2646, %2653, %2637, %2618, %2596
  %2657 = phi <8 x float> [ %2638, %2637 ], [ %2597, %2596 ], [ %2619, %2618 ], [ %2655, %2653 ], [ %2652, %2646 ], [ %2645, %2639 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2657, ptr nonnull align 1 %2598, <8 x i1> %2589)
  %2658 = add i64 %2361, -24
  %2659 = tail call i64 @llvm.smin.i64(i64 %2658, i64 8)
  %2660 = trunc i64 %2659 to i32
  %2661 = insertelement <8 x i32> poison, i32 %2660, i64 0
  %2662 = shufflevector <8 x i32> %2661, <8 x i32> poison, <8 x i32> zeroinitializer
  %2663 = icmp sgt <8 x i32> %2662, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2664 = load <8 x float>, ptr %1170, align 32
  br i1 %1049, label %2670, label %2665

2665:                                             ; preds = %2656
  %2666 = load float, ptr %1241, align 1
  %2667 = insertelement <8 x float> poison, float %2666, i64 0
  %2668 = shufflevector <8 x float> %2667, <8 x float> poison, <8 x i32> zeroinitializer
  %2669 = fadd <8 x float> %2664, %2668
  br label %2670

2670:                                             ; preds = %2665, %2656
  %2671 = phi <8 x float> [ %2669, %2665 ], [ %2664, %2656 ]
  %2672 = getelementptr inbounds nuw i8, ptr %2362, i64 96
  %2673 = getelementptr inbounds nuw i8, ptr %2363, i64 96
  %2674 = select i1 %1255, ptr null, ptr %2673
  switch i64 %1155, label %509 [
    i64 1, label %2689
    i64 2, label %2682
    i64 3, label %2675
    i64 0, label %2730
  ]

2675:                                             ; preds = %2670
  %2676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2671)
  %2677 = bitcast <8 x float> %2671 to <8 x i32>
  %2678 = and <8 x i32> %2677, %1047
  %2679 = bitcast <8 x i32> %2678 to <8 x float>
  %2680 = fcmp oeq <8 x float> %2671, %52
  %2681 = select <8 x i1> %2680, <8 x float> %2679, <8 x float> %2676
  br label %2692

2682:                                             ; preds = %2670
  %2683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2671)
  %2684 = bitcast <8 x float> %2671 to <8 x i32>
  %2685 = or <8 x i32> %2684, %1048
  %2686 = bitcast <8 x i32> %2685 to <8 x float>
  %2687 = fcmp oeq <8 x float> %2671, %55
  %2688 = select <8 x i1> %2687, <8 x float> %2686, <8 x float> %2683
  br label %2692

2689:                                             ; preds = %2670
  %2690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2674, <8 x i1> %2663, <8 x float> zeroinitializer)
  %2691 = fadd <8 x float> %2671, %2690
  br label %2692

2692:                                             ; preds = %2689, %2682, %2675
  %2693 = phi <8 x float> [ %2691, %2689 ], [ %2688, %2682 ], [ %2681, %2675 ]
  switch i64 %1172, label %509 [
    i64 1, label %2708
    i64 2, label %2701
    i64 3, label %2694
    i64 0, label %2730
  ]

2694:                                             ; preds = %2692
  %2695 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2693)
  %2696 = bitcast <8 x float> %2693 to <8 x i32>
  %2697 = and <8 x i32> %2696, %1047
  %2698 = bitcast <8 x i32> %2697 to <8 x float>
  %2699 = fcmp oeq <8 x float> %2693, %52
  %2700 = select <8 x i1> %2699, <8 x float> %2698, <8 x float> %2695
  br label %2711

2701:                                             ; preds = %2692
  %2702 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2693)
  %2703 = bitcast <8 x float> %2693 to <8 x i32>
  %2704 = or <8 x i32> %2703, %1048
  %2705 = bitcast <8 x i32> %2704 to <8 x float>
  %2706 = fcmp oeq <8 x float> %2693, %55
  %2707 = select <8 x i1> %2706, <8 x float> %2705, <8 x float> %2702
  br label %2711

2708:                                             ; preds = %2692
  %2709 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2674, <8 x i1> %2663, <8 x float> zeroinitializer)
  %2710 = fadd <8 x float> %2693, %2709
  br label %2711

2711:                                             ; preds = %2708, %2701, %2694
  %2712 = phi <8 x float> [ %2710, %2708 ], [ %2707, %2701 ], [ %2700, %2694 ]
  switch i64 %1174, label %509 [
    i64 1, label %2727
    i64 2, label %2720
    i64 3, label %2713
    i64 0, label %2730
  ]

2713:                                             ; preds = %2711
  %2714 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2712)
  %2715 = bitcast <8 x float> %2712 to <8 x i32>
  %2716 = and <8 x i32> %2715, %1047
  %2717 = bitcast <8 x i32> %2716 to <8 x float>
  %2718 = fcmp oeq <8 x float> %2712, %52
  %2719 = select <8 x i1> %2718, <8 x float> %2717, <8 x float> %2714
  br label %2730

2720:                                             ; preds = %2711
  %2721 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2712)
  %2722 = bitcast <8 x float> %2712 to <8 x i32>
  %2723 = or <8 x i32> %2722, %1048
  %2724 = bitcast <8 x i32> %2723 to <8 x float>
  %2725 = fcmp oeq <8 x float> %2712, %55
  %2726 = select <8 x i1> %2725, <8 x float> %2724, <8 x float> %2721
  br label %2730

2727:                                             ; preds = %2711
  %2728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2674, <8 x i1> %2663, <8 x float> zeroinitializer)
  %2729 = fadd <8 x float> %2712, %2728
  br label %2730

2730:                                             ; preds = %2713, %2720, %2727, %2711, %2692, %2670
  %2731 = phi <8 x float> [ %2712, %2711 ], [ %2671, %2670 ], [ %2693, %2692 ], [ %2729, %2727 ], [ %2726, %2720 ], [ %2719, %2713 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2731, ptr nonnull align 1 %2672, <8 x i1> %2663)
  %2732 = add i64 %2361, -32
  %2733 = tail call i64 @llvm.smin.i64(i64 %2732, i64 8)
  %2734 = trunc i64 %2733 to i32
  %2735 = insertelement <8 x i32> poison, i32 %2734, i64 0
  %2736 = shufflevector <8 x i32> %2735, <8 x i32> poison, <8 x i32> zeroinitializer
  %2737 = icmp sgt <8 x i32> %2736, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2738 = load <8 x float>, ptr %1175, align 32
  br i1 %1049, label %2744, label %2739

2739:                                             ; preds = %2730
  %2740 = load float, ptr %1241, align 1
  %2741 = insertelement <8 x float> poison, float %2740, i64 0
  %2742 = shufflevector <8 x float> %2741, <8 x float> poison, <8 x i32> zeroinitializer
  %2743 = fadd <8 x float> %2738, %2742
  br label %2744

2744:                                             ; preds = %2739, %2730
  %2745 = phi <8 x float> [ %2743, %2739 ], [ %2738, %2730 ]
  %2746 = getelementptr inbounds nuw i8, ptr %2362, i64 128
  %2747 = getelementptr inbounds nuw i8, ptr %2363, i64 128
  %2748 = select i1 %1255, ptr null, ptr %2747
  switch i64 %1155, label %509 [
    i64 1, label %2763
    i64 2, label %2756
    i64 3, label %2749
    i64 0, label %2804
  ]

2749:                                             ; preds = %2744
  %2750 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2745)
  %2751 = bitcast <8 x float> %2745 to <8 x i32>
  %2752 = and <8 x i32> %2751, %1047
  %2753 = bitcast <8 x i32> %2752 to <8 x float>
  %2754 = fcmp oeq <8 x float> %2745, %52
  %2755 = select <8 x i1> %2754, <8 x float> %2753, <8 x float> %2750
  br label %2766

2756:                                             ; preds = %2744
  %2757 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2745)
  %2758 = bitcast <8 x float> %2745 to <8 x i32>
  %2759 = or <8 x i32> %2758, %1048
  %2760 = bitcast <8 x i32> %2759 to <8 x float>
  %2761 = fcmp oeq <8 x float> %2745, %55
  %2762 = select <8 x i1> %2761, <8 x float> %2760, <8 x float> %2757
  br label %2766

2763:                                             ; preds = %2744
  %2764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2748, <8 x i1> %2737, <8 x float> zeroinitializer)
  %2765 = fadd <8 x float> %2745, %2764
  br label %2766

2766:                                             ; preds = %2763, %2756, %2749
  %2767 = phi <8 x float> [ %2765, %2763 ], [ %2762, %2756 ], [ %2755, %2749 ]
  switch i64 %1177, label %509 [
    i64 1, label %2782
    i64 2, label %2775
    i64 3, label %2768
    i64 0, label %2804
  ]

2768:                                             ; preds = %2766
  %2769 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2767)
  %2770 = bitcast <8 x float> %2767 to <8 x i32>
  %2771 = and <8 x i32> %2770, %1047
  %2772 = bitcast <8 x i32> %2771 to <8 x float>
  %2773 = fcmp oeq <8 x float> %2767, %52
  %2774 = select <8 x i1> %2773, <8 x float> %2772, <8 x float> %2769
  br label %2785

2775:                                             ; preds = %2766
  %2776 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2767)
  %2777 = bitcast <8 x float> %2767 to <8 x i32>
  %2778 = or <8 x i32> %2777, %1048
  %2779 = bitcast <8 x i32> %2778 to <8 x float>
  %2780 = fcmp oeq <8 x float> %2767, %55
  %2781 = select <8 x i1> %2780, <8 x float> %2779, <8 x float> %2776
  br label %2785

2782:                                             ; preds = %2766
  %2783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2748, <8 x i1> %2737, <8 x float> zeroinitializer)
  %2784 = fadd <8 x float> %2767, %2783
  br label %2785

2785:                                             ; preds = %2782, %2775, %2768
  %2786 = phi <8 x float> [ %2784, %2782 ], [ %2781, %2775 ], [ %2774, %2768 ]
  switch i64 %1179, label %509 [
    i64 1, label %2801
    i64 2, label %2794
    i64 3, label %2787
    i64 0, label %2804
  ]

2787:                                             ; preds = %2785
  %2788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2786)
  %2789 = bitcast <8 x float> %2786 to <8 x i32>
  %2790 = and <8 x i32> %2789, %1047
  %2791 = bitcast <8 x i32> %2790 to <8 x float>
  %2792 = fcmp oeq <8 x float> %2786, %52
  %2793 = select <8 x i1> %2792, <8 x float> %2791, <8 x float> %2788
  br label %2804

2794:                                             ; preds = %2785
  %2795 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2786)
  %2796 = bitcast <8 x float> %2786 to <8 x i32>
  %2797 = or <8 x i32> %2796, %1048
  %2798 = bitcast <8 x i32> %2797 to <8 x float>
  %2799 = fcmp oeq <8 x float> %2786, %55
  %2800 = select <8 x i1> %2799, <8 x float> %2798, <8 x float> %2795
  br label %2804

2801:                                             ; preds = %2785
  %2802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2748, <8 x i1> %2737, <8 x float> zeroinitializer)
  %2803 = fadd <8 x float> %2786, %2802
  br label %2804

2804:                                             ; preds = %2787, %2794, %2801, %2785, %2766, %2744
  %2805 = phi <8 x float> [ %2786, %2785 ], [ %2745, %2744 ], [ %2767, %2766 ], [ %2803, %2801 ], [ %2800, %2794 ], [ %2793, %2787 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2805, ptr nonnull align 1 %2746, <8 x i1> %2737)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %4600

2806:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %37, i8 0, i64 192, i1 false)
  br i1 %1045, label %2819, label %2809

2807:                                             ; preds = %2832
  %2808 = load <8 x float>, ptr %37, align 32
  br label %2809

2809:                                             ; preds = %2807, %2806
  %2810 = phi <8 x float> [ %2808, %2807 ], [ zeroinitializer, %2806 ]
  %2811 = add i64 %1260, %9
  %2812 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %2813 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %2814 = tail call i64 @llvm.smin.i64(i64 %2811, i64 8)
  %2815 = trunc i64 %2814 to i32
  %2816 = insertelement <8 x i32> poison, i32 %2815, i64 0
  %2817 = shufflevector <8 x i32> %2816, <8 x i32> poison, <8 x i32> zeroinitializer
  %2818 = icmp sgt <8 x i32> %2817, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %2900, label %2895

2819:                                             ; preds = %2806, %2832
  %2820 = phi i64 [ %2833, %2832 ], [ 0, %2806 ]
  %2821 = mul nsw i64 %2820, %14
  %2822 = add i64 %1254, %2821
  %2823 = icmp sgt i64 %2822, -1
  %2824 = icmp slt i64 %2822, %6
  %2825 = and i1 %2823, %2824
  %2826 = select i1 %2825, i64 %2822, i64 0
  %2827 = mul nsw i64 %2826, %7
  %2828 = getelementptr inbounds float, ptr %1238, i64 %2827
  br i1 %1046, label %2829, label %2832

2829:                                             ; preds = %2819
  %2830 = mul nuw nsw i64 %2820, %11
  %2831 = getelementptr inbounds nuw float, ptr %1240, i64 %2830
  br label %2835

2832:                                             ; preds = %2843, %2819
  %2833 = add nuw nsw i64 %2820, 1
  %2834 = icmp eq i64 %2833, %10
  br i1 %2834, label %2807, label %2819

2835:                                             ; preds = %2829, %2843
  %2836 = phi i64 [ 0, %2829 ], [ %2844, %2843 ]
  %2837 = getelementptr inbounds nuw float, ptr %2831, i64 %2836
  %2838 = load float, ptr %2837, align 1
  %2839 = insertelement <8 x float> poison, float %2838, i64 0
  %2840 = shufflevector <8 x float> %2839, <8 x float> poison, <8 x i32> zeroinitializer
  %2841 = mul nsw i64 %2836, %15
  %2842 = sub i64 %2841, %17
  br label %2846

2843:                                             ; preds = %2846
  %2844 = add nuw nsw i64 %2836, 1
  %2845 = icmp eq i64 %2844, %11
  br i1 %2845, label %2832, label %2835

2846:                                             ; preds = %2835, %2846
  %2847 = phi i64 [ 0, %2835 ], [ %2893, %2846 ]
  %2848 = shl nuw nsw i64 %2847, 3
  %2849 = or disjoint i64 %1261, %2848
  %2850 = sub nsw i64 %9, %2849
  %2851 = shl nuw nsw i64 %2849, 1
  %2852 = add i64 %2842, %2851
  %2853 = icmp slt i64 %2852, 0
  %2854 = sub nsw i64 0, %2852
  %2855 = select i1 %2853, i64 %2854, i64 0
  %2856 = sub nsw i64 %7, %2852
  %2857 = shl nsw i64 %2850, 1
  %2858 = add nsw i64 %2857, -1
  %2859 = tail call i64 @llvm.smin.i64(i64 %2856, i64 %2858)
  %2860 = tail call i64 @llvm.smin.i64(i64 %2859, i64 16)
  %2861 = icmp sgt i64 %2860, %2855
  %2862 = select i1 %2825, i1 %2861, i1 false
  %2863 = select i1 %2862, i64 %2855, i64 0
  %2864 = select i1 %2862, i64 %2860, i64 0
  %2865 = getelementptr inbounds float, ptr %2828, i64 %2852
  %2866 = trunc i64 %2863 to i32
  %2867 = icmp sgt i64 %2864, %2863
  %2868 = trunc i64 %2864 to i32
  %2869 = select i1 %2867, i32 %2868, i32 0
  %2870 = insertelement <8 x i32> poison, i32 %2866, i64 0
  %2871 = shufflevector <8 x i32> %2870, <8 x i32> poison, <8 x i32> zeroinitializer
  %2872 = icmp slt <8 x i32> %2871, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2873 = insertelement <8 x i32> poison, i32 %2869, i64 0
  %2874 = shufflevector <8 x i32> %2873, <8 x i32> poison, <8 x i32> zeroinitializer
  %2875 = icmp sgt <8 x i32> %2874, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2876 = and <8 x i1> %2872, %2875
  %2877 = add nsw i32 %2866, -8
  %2878 = insertelement <8 x i32> poison, i32 %2877, i64 0
  %2879 = shufflevector <8 x i32> %2878, <8 x i32> poison, <8 x i32> zeroinitializer
  %2880 = icmp slt <8 x i32> %2879, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2881 = add nsw i32 %2869, -8
  %2882 = insertelement <8 x i32> poison, i32 %2881, i64 0
  %2883 = shufflevector <8 x i32> %2882, <8 x i32> poison, <8 x i32> zeroinitializer
  %2884 = icmp sgt <8 x i32> %2883, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2885 = and <8 x i1> %2880, %2884
  %2886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2865, <8 x i1> %2876, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2887 = getelementptr inbounds nuw i8, ptr %2865, i64 32
  %2888 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2887, <8 x i1> %2885, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2889 = shufflevector <8 x float> %2886, <8 x float> %2888, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2890 = getelementptr inbounds nuw <8 x float>, ptr %37, i64 %2847
  %2891 = load <8 x float>, ptr %2890, align 32
  %2892 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2889, <8 x float> %2840, <8 x float> %2891)
  store <8 x float> %2892, ptr %2890, align 32
  %2893 = add nuw nsw i64 %2847, 1
  %2894 = icmp eq i64 %2893, 6
  br i1 %2894, label %2843, label %2846

2895:                                             ; preds = %2809
  %2896 = load float, ptr %1241, align 1
  %2897 = insertelement <8 x float> poison, float %2896, i64 0
  %2898 = shufflevector <8 x float> %2897, <8 x float> poison, <8 x i32> zeroinitializer
  %2899 = fadd <8 x float> %2810, %2898
  br label %2900

2900:                                             ; preds = %2895, %2809
  %2901 = phi <8 x float> [ %2899, %2895 ], [ %2810, %2809 ]
  %2902 = select i1 %1255, ptr null, ptr %2813
  switch i64 %1125, label %509 [
    i64 1, label %2903
    i64 2, label %2906
    i64 3, label %2913
    i64 0, label %2958
  ]

2903:                                             ; preds = %2900
  %2904 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %2818, <8 x float> zeroinitializer)
  %2905 = fadd <8 x float> %2901, %2904
  br label %2920

2906:                                             ; preds = %2900
  %2907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2901)
  %2908 = bitcast <8 x float> %2901 to <8 x i32>
  %2909 = or <8 x i32> %2908, %1048
  %2910 = bitcast <8 x i32> %2909 to <8 x float>
  %2911 = fcmp oeq <8 x float> %2901, %55
  %2912 = select <8 x i1> %2911, <8 x float> %2910, <8 x float> %2907
  br label %2920

2913:                                             ; preds = %2900
  %2914 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2901)
  %2915 = bitcast <8 x float> %2901 to <8 x i32>
  %2916 = and <8 x i32> %2915, %1047
  %2917 = bitcast <8 x i32> %2916 to <8 x float>
  %2918 = fcmp oeq <8 x float> %2901, %52
  %2919 = select <8 x i1> %2918, <8 x float> %2917, <8 x float> %2914
  br label %2920

2920:                                             ; preds = %2913, %2906, %2903
  %2921 = phi <8 x float> [ %2905, %2903 ], [ %2912, %2906 ], [ %2919, %2913 ]
  switch i64 %1127, label %509 [
    i64 1, label %2936
    i64 2, label %2929
    i64 3, label %2922
    i64 0, label %2958
  ]

2922:                                             ; preds = %2920
  %2923 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2921)
  %2924 = bitcast <8 x float> %2921 to <8 x i32>
  %2925 = and <8 x i32> %2924, %1047
  %2926 = bitcast <8 x i32> %2925 to <8 x float>
  %2927 = fcmp oeq <8 x float> %2921, %52
  %2928 = select <8 x i1> %2927, <8 x float> %2926, <8 x float> %2923
  br label %2939

2929:                                             ; preds = %2920
  %2930 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2921)
  %2931 = bitcast <8 x float> %2921 to <8 x i32>
  %2932 = or <8 x i32> %2931, %1048
  %2933 = bitcast <8 x i32> %2932 to <8 x float>
  %2934 = fcmp oeq <8 x float> %2921, %55
  %2935 = select <8 x i1> %2934, <8 x float> %2933, <8 x float> %2930
  br label %2939

2936:                                             ; preds = %2920
  %2937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %2818, <8 x float> zeroinitializer)
  %2938 = fadd <8 x float> %2921, %2937
  br label %2939

2939:                                             ; preds = %2936, %2929, %2922
  %2940 = phi <8 x float> [ %2938, %2936 ], [ %2935, %2929 ], [ %2928, %2922 ]
  switch i64 %1129, label %509 [
    i64 1, label %2955
    i64 2, label %2948
    i64 3, label %2941
    i64 0, label %2958
  ]

2941:                                             ; preds = %2939
  %2942 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2940)
  %2943 = bitcast <8 x float> %2940 to <8 x i32>
  %2944 = and <8 x i32> %2943, %1047
  %2945 = bitcast <8 x i32> %2944 to <8 x float>
  %2946 = fcmp oeq <8 x float> %2940, %52
  %2947 = select <8 x i1> %2946, <8 x float> %2945, <8 x float> %2942
  br label %2958

2948:                                             ; preds = %2939
  %2949 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2940)
  %2950 = bitcast <8 x float> %2940 to <8 x i32>
  %2951 = or <8 x i32> %2950, %1048
  %2952 = bitcast <8 x i32> %2951 to <8 x float>
  %2953 = fcmp oeq <8 x float> %2940, %55
  %2954 = select <8 x i1> %2953, <8 x float> %2952, <8 x float> %2949
  br label %2958

2955:                                             ; preds = %2939
  %2956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %2818, <8 x float> zeroinitializer)
  %2957 = fadd <8 x float> %2940, %2956
  br label %2958

2958:                                             ; preds = %2941, %2948, %2955, %2939, %2920, %2900
  %2959 = phi <8 x float> [ %2940, %2939 ], [ %2901, %2900 ], [ %2921, %2920 ], [ %2957, %2955 ], [ %2954, %2948 ], [ %2947, %2941 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2959, ptr align 1 %2812, <8 x i1> %2818)
  %2960 = add i64 %2811, -8
  %2961 = tail call i64 @llvm.smin.i64(i64 %2960, i64 8)
  %2962 = trunc i64 %2961 to i32
  %2963 = insertelement <8 x i32> poison, i32 %2962, i64 0
  %2964 = shufflevector <8 x i32> %2963, <8 x i32> poison, <8 x i32> zeroinitializer
  %2965 = icmp sgt <8 x i32> %2964, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2966 = load <8 x float>, ptr %1130, align 32
  br i1 %1049, label %2972, label %2967

2967:                                             ; preds = %2958
  %2968 = load float, ptr %1241, align 1
  %2969 = insertelement <8 x float> poison, float %2968, i64 0
  %2970 = shufflevector <8 x float> %2969, <8 x float> poison, <8 x i32> zeroinitializer
  %2971 = fadd <8 x float> %2966, %2970
  br label %2972

2972:                                             ; preds = %2967, %2958
  %2973 = phi <8 x float> [ %2971, %2967 ], [ %2966, %2958 ]
  %2974 = getelementptr inbounds nuw i8, ptr %2812, i64 32
  %2975 = getelementptr inbounds nuw i8, ptr %2813, i64 32
  %2976 = select i1 %1255, ptr null, ptr %2975
  switch i64 %1125, label %509 [
    i64 1, label %2991
    i64 2, label %2984
    i64 3, label %2977
    i64 0, label %3032
  ]

2977:                                             ; preds = %2972
  %2978 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2973)
  %2979 = bitcast <8 x float> %2973 to <8 x i32>
  %2980 = and <8 x i32> %2979, %1047
  %2981 = bitcast <8 x i32> %2980 to <8 x float>
  %2982 = fcmp oeq <8 x float> %2973, %52
  %2983 = select <8 x i1> %2982, <8 x float> %2981, <8 x float> %2978
  br label %2994

2984:                                             ; preds = %2972
  %2985 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2973)
  %2986 = bitcast <8 x float> %2973 to <8 x i32>
  %2987 = or <8 x i32> %2986, %1048
  %2988 = bitcast <8 x i32> %2987 to <8 x float>
  %2989 = fcmp oeq <8 x float> %2973, %55
  %2990 = select <8 x i1> %2989, <8 x float> %2988, <8 x float> %2985
  br label %2994

2991:                                             ; preds = %2972
  %2992 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2976, <8 x i1> %2965, <8 x float> zeroinitializer)
  %2993 = fadd <8 x float> %2973, %2992
  br label %2994

2994:                                             ; preds = %2991, %2984, %2977
  %2995 = phi <8 x float> [ %2993, %2991 ], [ %2990, %2984 ], [ %2983, %2977 ]
  switch i64 %1132, label %509 [
    i64 1, label %3010
    i64 2, label %3003
    i64 3, label %2996
    i64 0, label %3032
  ]

2996:                                             ; preds = %2994
  %2997 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %2995)
  %2998 = bitcast <8 x float> %2995 to <8 x i32>
  %2999 = and <8 x i32> %2998, %1047
  %3000 = bitcast <8 x i32> %2999 to <8 x float>
  %3001 = fcmp oeq <8 x float> %2995, %52
  %3002 = select <8 x i1> %3001, <8 x float> %3000, <8 x float> %2997
  br label %3013

3003:                                             ; preds = %2994
  %3004 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %2995)
  %3005 = bitcast <8 x float> %2995 to <8 x i32>
  %3006 = or <8 x i32> %3005, %1048
  %3007 = bitcast <8 x i32> %3006 to <8 x float>
  %3008 = fcmp oeq <8 x float> %2995, %55
  %3009 = select <8 x i1> %3008, <8 x float> %3007, <8 x float> %3004
  br label %3013

3010:                                             ; preds = %2994
  %3011 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2976, <8 x i1> %2965, <8 x float> zeroinitializer)
  %3012 = fadd <8 x float> %2995, %3011
  br label %3013

3013:                                             ; preds = %3010, %3003, %2996
  %3014 = phi <8 x float> [ %3012, %3010 ], [ %3009, %3003 ], [ %3002, %2996 ]
  switch i64 %1134, label %509 [
    i64 1, label %3029
    i64 2, label %3022
    i64 3, label %3015
    i64 0, label %3032
  ]

3015:                                             ; preds = %3013
  %3016 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3014)
  %3017 = bitcast <8 x float> %3014 to <8 x i32>
  %3018 = and <8 x i32> %3017, %1047
  %3019 = bitcast <8 x i32> %3018 to <8 x float>
  %3020 = fcmp oeq <8 x float> %3014, %52
  %3021 = select <8 x i1> %3020, <8 x float> %3019, <8 x float> %3016
  br label %3032

3022:                                             ; preds = %3013
  %3023 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3014)
  %3024 = bitcast <8 x float> %3014 to <8 x i32>
  %3025 = or <8 x i32> %3024, %1048
  %3026 = bitcast <8 x i32> %3025 to <8 x float>
  %3027 = fcmp oeq <8 x float> %3014, %55
  %3028 = select <8 x i1> %3027, <8 x float> %3026, <8 x float> %3023
  br label %3032

3029:                                             ; preds = %3013
  %3030 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2976, <8 x i1> %2965, <8 x float> zeroinitializer)
  %3031 = fadd <8 x float> %3014, %3030
  br label %3032

3032:                                             ; preds = %3015, %3022, %3029, %3013, %2994, %2972
  %3033 = phi <8 x float> [ %3014, %3013 ], [ %2973, %2972 ], [ %2995, %2994 ], [ %3031, %3029 ], [ %3028, %3022 ], [ %3021, %3015 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3033, ptr nonnull align 1 %2974, <8 x i1> %2965)
  %3034 = add i64 %2811, -16
  %3035 = tail call i64 @llvm.smin.i64(i64 %3034, i64 8)
  %3036 = trunc i64 %3035 to i32
  %3037 = insertelement <8 x i32> poison, i32 %3036, i64 0
  %3038 = shufflevector <8 x i32> %3037, <8 x i32> poison, <8 x i32> zeroinitializer
  %3039 = icmp sgt <8 x i32> %3038, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3040 = load <8 x float>, ptr %1135, align 32
  br i1 %1049, label %3046, label %3041

3041:                                             ; preds = %3032
  %3042 = load float, ptr %1241, align 1
  %3043 = insertelement <8 x float> poison, float %3042, i64 0
  %3044 = shufflevector <8 x float> %3043, <8 x float> poison, <8 x i32> zeroinitializer
  %3045 = fadd <8 x float> %3040, %3044
  br label %3046

3046:                                             ; preds = %3041, %3032
  %3047 = phi <8 x float> [ %3045, %3041 ], [ %3040, %3032 ]
  %3048 = getelementptr inbounds nuw i8, ptr %2812, i64 64
  %3049 = getelementptr inbounds nuw i8, ptr %2813, i64 64
  %3050 = select i1 %1255, ptr null, ptr %3049
  switch i64 %1125, label %509 [
    i64 1, label %3065
    i64 2, label %3058
    i64 3, label %3051
    i64 0, label %3106
  ]

3051:                                             ; preds = %3046
  %3052 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3047)
  %3053 = bitcast <8 x float> %3047 to <8 x i32>
  %3054 = and <8 x i32> %3053, %1047
  %3055 = bitcast <8 x i32> %3054 to <8 x float>
  %3056 = fcmp oeq <8 x float> %3047, %52
  %3057 = select <8 x i1> %3056, <8 x float> %3055, <8 x float> %3052
  br label %3068

3058:                                             ; preds = %3046
  %3059 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3047)
  %3060 = bitcast <8 x float> %3047 to <8 x i32>
  %3061 = or <8 x i32> %3060, %1048
  %3062 = bitcast <8 x i32> %3061 to <8 x float>
  %3063 = fcmp oeq <8 x float> %3047, %55
  %3064 = select <8 x i1> %3063, <8 x float> %3062, <8 x float> %3059
  br label %3068

3065:                                             ; preds = %3046
  %3066 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3050, <8 x i1> %3039, <8 x float> zeroinitializer)
  %3067 = fadd <8 x float> %3047, %3066
  br label %3068

3068:                                             ; preds = %3065, %3058, %3051
  %3069 = phi <8 x float> [ %3067, %3065 ], [ %3064, %3058 ], [ %3057, %3051 ]
  switch i64 %1137, label %509 [
    i64 1, label %3084
    i64 2, label %3077
    i64 3, label %3070
    i64 0, label %3106
  ]

3070:                                             ; preds = %3068
  %3071 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3069)
  %3072 = bitcast <8 x float> %3069 to <8 x i32>
  %3073 = and <8 x i32> %3072, %1047
  %3074 = bitcast <8 x i32> %3073 to <8 x float>
  %3075 = fcmp oeq <8 x float> %3069, %52
  %3076 = select <8 x i1> %3075, <8 x float> %3074, <8 x float> %3071
  br label %3087

3077:                                             ; preds = %3068
  %3078 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3069)
  %3079 = bitcast <8 x float> %3069 to <8 x i32>
  %3080 = or <8 x i32> %3079, %1048
  %3081 = bitcast <8 x i32> %3080 to <8 x float>
  %3082 = fcmp oeq <8 x float> %3069, %55
  %3083 = select <8 x i1> %3082, <8 x float> %3081, <8 x float> %3078
  br label %3087

3084:                                             ; preds = %3068
  %3085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3050, <8 x i1> %3039, <8 x float> zeroinitializer)
  %3086 = fadd <8 x float> %3069, %3085
  br label %3087

3087:                                             ; preds = %3084, %3077, %3070
  %3088 = phi <8 x float> [ %3086, %3084 ], [ %3083, %3077 ], [ %3076, %3070 ]
  switch i64 %1139, label %509 [
    i64 1, label %3103
    i64 2, label %3096
    i64 3, label %3089
    i64 0, label %3106
  ]

3089:                                             ; preds = %3087
  %3090 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3088)
  %3091 = bitcast <8 x float> %3088 to <8 x i32>
  %3092 = and <8 x i32> %3091, %1047
  %3093 = bitcast <8 x i32> %3092 to <8 x float>
  %3094 = fcmp oeq <8 x float> %3088, %52
  %3095 = select <8 x i1> %3094, <8 x float> %3093, <8 x float> %3090
  br label %3106

3096:                                             ; preds = %3087
  %3097 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3088)
  %3098 = bitcast <8 x float> %3088 to <8 x i32>
  %3099 = or <8 x i32> %3098, %1048
  %3100 = bitcast <8 x i32> %3099 to <8 x float>
  %3101 = fcmp oeq <8 x float> %3088, %55
  %3102 = select <8 x i1> %3101, <8 x float> %3100, <8 x float> %3097
  br label %3106

3103:                                             ; preds = %3087
  %3104 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3050, <8 x i1> %3039, <8 x float> zeroinitializer)
  %3105 = fadd <8 x float> %3088, %3104
  br label %3106

3106:                                             ; preds = %3089, %3096, %3103, %3087, %3068, %3046
  %3107 = phi <8 x float> [ %3088, %3087 ], [ %3047, %3046 ], [ %3069, %3068 ], [ %3105, %3103 ], [ %3102, %3096 ], [ %3095, %3089 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3107, ptr nonnull align 1 %3048, <8 x i1> %3039)
  %3108 = add i64 %2811, -24
  %3109 = tail call i64 @llvm.smin.i64(i64 %3108, i64 8)
  %3110 = trunc i64 %3109 to i32
  %3111 = insertelement <8 x i32> poison, i32 %3110, i64 0
  %3112 = shufflevector <8 x i32> %3111, <8 x i32> poison, <8 x i32> zeroinitializer
  %3113 = icmp sgt <8 x i32> %3112, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3114 = load <8 x float>, ptr %1140, align 32
  br i1 %1049, label %3120, label %3115

3115:                                             ; preds = %3106
  %3116 = load float, ptr %1241, align 1
  %3117 = insertelement <8 x float> poison, float %3116, i64 0
  %3118 = shufflevector <8 x float> %3117, <8 x float> poison, <8 x i32> zeroinitializer
  %3119 = fadd <8 x float> %3114, %3118
  br label %3120

3120:                                             ; preds = %3115, %3106
  %3121 = phi <8 x float> [ %3119, %3115 ], [ %3114, %3106 ]
  %3122 = getelementptr inbounds nuw i8, ptr %2812, i64 96
  %3123 = getelementptr inbounds nuw i8, ptr %2813, i64 96
  %3124 = select i1 %1255, ptr null, ptr %3123
  switch i64 %1125, label %509 [
    i64 1, label %3139
    i64 2, label %3132
    i64 3, label %3125
    i64 0, label %3180
  ]

3125:                                             ; preds = %3120
  %3126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3121)
  %3127 = bitcast <8 x float> %3121 to <8 x i32>
  %3128 = and <8 x i32> %3127, %1047
  %3129 = bitcast <8 x i32> %3128 to <8 x float>
  %3130 = fcmp oeq <8 x float> %3121, %52
  %3131 = select <8 x i1> %3130, <8 x float> %3129, <8 x float> %3126
  br label %3142

3132:                                             ; preds = %3120
  %3133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3121)
  %3134 = bitcast <8 x float> %3121 to <8 x i32>
  %3135 = or <8 x i32> %3134, %1048
  %3136 = bitcast <8 x i32> %3135 to <8 x float>
  %3137 = fcmp oeq <8 x float> %3121, %55
  %3138 = select <8 x i1> %3137, <8 x float> %3136, <8 x float> %3133
  br label %3142

3139:                                             ; preds = %3120
  %3140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3124, <8 x i1> %3113, <8 x float> zeroinitializer)
  %3141 = fadd <8 x float> %3121, %3140
  br label %3142

3142:                                             ; preds = %3139, %3132, %3125
  %3143 = phi <8 x float> [ %3141, %3139 ], [ %3138, %3132 ], [ %3131, %3125 ]
  switch i64 %1142, label %509 [
    i64 1, label %3158
    i64 2, label %3151
    i64 3, label %3144
    i64 0, label %3180
  ]

3144:                                             ; preds = %3142
  %3145 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3143)
  %3146 = bitcast <8 x float> %3143 to <8 x i32>
  %3147 = and <8 x i32> %3146, %1047
  %3148 = bitcast <8 x i32> %3147 to <8 x float>
  %3149 = fcmp oeq <8 x float> %3143, %52
  %3150 = select <8 x i1> %3149, <8 x float> %3148, <8 x float> %3145
  br label %3161

3151:                                             ; preds = %3142
  %3152 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3143)
  %3153 = bitcast <8 x float> %3143 to <8 x i32>
  %3154 = or <8 x i32> %3153, %1048
  %3155 = bitcast <8 x i32> %3154 to <8 x float>
  %3156 = fcmp oeq <8 x float> %3143, %55
  %3157 = select <8 x i1> %3156, <8 x float> %3155, <8 x float> %3152
  br label %3161

3158:                                             ; preds = %3142
  %3159 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3124, <8 x i1> %3113, <8 x float> zeroinitializer)
  %3160 = fadd <8 x float> %3143, %3159
  br label %3161

3161:                                             ; preds = %3158, %3151, %3144
  %3162 = phi <8 x float> [ %3160, %3158 ], [ %3157, %3151 ], [ %3150, %3144 ]
  switch i64 %1144, label %509 [
    i64 1, label %3177
    i64 2, label %3170
    i64 3, label %3163
    i64 0, label %3180
  ]

3163:                                             ; preds = %3161
  %3164 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3162)
  %3165 = bitcast <8 x float> %3162 to <8 x i32>
  %3166 = and <8 x i32> %3165, %1047
  %3167 = bitcast <8 x i32> %3166 to <8 x float>
  %3168 = fcmp oeq <8 x float> %3162, %52
  %3169 = select <8 x i1> %3168, <8 x float> %3167, <8 x float> %3164
  br label %3180

3170:                                             ; preds = %3161
  %3171 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3162)
  %3172 = bitcast <8 x float> %3162 to <8 x i32>
  %3173 = or <8 x i32> %3172, %1048
  %3174 = bitcast <8 x i32> %3173 to <8 x float>
  %3175 = fcmp oeq <8 x float> %3162, %55
  %3176 = select <8 x i1> %3175, <8 x float> %3174, <8 x float> %3171
  br label %3180

3177:                                             ; preds = %3161
  %3178 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3124, <8 x i1> %3113, <8 x float> zeroinitializer)
  %3179 = fadd <8 x float> %3162, %3178
  br label %3180

3180:                                             ; preds = %3163, %3170, %3177, %3161, %3142, %3120
  %3181 = phi <8 x float> [ %3162, %3161 ], [ %3121, %3120 ], [ %3143, %3142 ], [ %3179, %3177 ], [ %3176, %3170 ], [ %3169, %3163 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3181, ptr nonnull align 1 %3122, <8 x i1> %3113)
  %3182 = add i64 %2811, -32
  %3183 = tail call i64 @llvm.smin.i64(i64 %3182, i64 8)
  %3184 = trunc i64 %3183 to i32
  %3185 = insertelement <8 x i32> poison, i32 %3184, i64 0
  %3186 = shufflevector <8 x i32> %3185, <8 x i32> poison, <8 x i32> zeroinitializer
  %3187 = icmp sgt <8 x i32> %3186, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3188 = load <8 x float>, ptr %1145, align 32
  br i1 %1049, label %3194, label %3189

3189:                                             ; preds = %3180
  %3190 = load float, ptr %1241, align 1
  %3191 = insertelement <8 x float> poison, float %3190, i64 0
  %3192 = shufflevector <8 x float> %3191, <8 x float> poison, <8 x i32> zeroinitializer
  %3193 = fadd <8 x float> %3188, %3192
  br label %3194

3194:                                             ; preds = %3189, %3180
  %3195 = phi <8 x float> [ %3193, %3189 ], [ %3188, %3180 ]
  %3196 = getelementptr inbounds nuw i8, ptr %2812, i64 128
  %3197 = getelementptr inbounds nuw i8, ptr %2813, i64 128
  %3198 = select i1 %1255, ptr null, ptr %3197
  switch i64 %1125, label %509 [
    i64 1, label %3213
    i64 2, label %3206
    i64 3, label %3199
    i64 0, label %3254
  ]

3199:                                             ; preds = %3194
  %3200 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3195)
  %3201 = bitcast <8 x float> %3195 to <8 x i32>
  %3202 = and <8 x i32> %3201, %1047
  %3203 = bitcast <8 x i32> %3202 to <8 x float>
  %3204 = fcmp oeq <8 x float> %3195, %52
  %3205 = select <8 x i1> %3204, <8 x float> %3203, <8 x float> %3200
  br label %3216

3206:                                             ; preds = %3194
  %3207 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3195)
  %3208 = bitcast <8 x float> %3195 to <8 x i32>
  %3209 = or <8 x i32> %3208, %1048
  %3210 = bitcast <8 x i32> %3209 to <8 x float>
  %3211 = fcmp oeq <8 x float> %3195, %55
  %3212 = select <8 x i1> %3211, <8 x float> %3210, <8 x float> %3207
  br label %3216

3213:                                             ; preds = %3194
  %3214 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3198, <8 x i1> %3187, <8 x float> zeroinitializer)
  %3215 = fadd <8 x float> %3195, %3214
  br label %3216

3216:                                             ; preds = %3213, %3206, %3199
  %3217 = phi <8 x float> [ %3215, %3213 ], [ %3212, %3206 ], [ %3205, %3199 ]
  switch i64 %1147, label %509 [
    i64 1, label %3232
    i64 2, label %3225
    i64 3, label %3218
    i64 0, label %3254
  ]

3218:                                             ; preds = %3216
  %3219 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3217)
  %3220 = bitcast <8 x float> %3217 to <8 x i32>
  %3221 = and <8 x i32> %3220, %1047
  %3222 = bitcast <8 x i32> %3221 to <8 x float>
  %3223 = fcmp oeq <8 x float> %3217, %52
  %3224 = select <8 x i1> %3223, <8 x float> %3222, <8 x float> %3219
  br label %3235

3225:                                             ; preds = %3216
  %3226 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3217)
  %3227 = bitcast <8 x float> %3217 to <8 x i32>
  %3228 = or <8 x i32> %3227, %1048
  %3229 = bitcast <8 x i32> %3228 to <8 x float>
  %3230 = fcmp oeq <8 x float> %3217, %55
  %3231 = select <8 x i1> %3230, <8 x float> %3229, <8 x float> %3226
  br label %3235

3232:                                             ; preds = %3216
  %3233 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3198, <8 x i1> %3187, <8 x float> zeroinitializer)
  %3234 = fadd <8 x float> %3217, %3233
  br label %3235

3235:                                             ; preds = %3232, %3225, %3218
  %3236 = phi <8 x float> [ %3234, %3232 ], [ %3231, %3225 ], [ %3224, %3218 ]
  switch i64 %1149, label %509 [
    i64 1, label %3251
    i64 2, label %3244
    i64 3, label %3237
    i64 0, label %3254
  ]

3237:                                             ; preds = %3235
  %3238 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3236)
  %3239 = bitcast <8 x float> %3236 to <8 x i32>
  %3240 = and <8 x i32> %3239, %1047
  %3241 = bitcast <8 x i32> %3240 to <8 x float>
  %3242 = fcmp oeq <8 x float> %3236, %52
  %3243 = select <8 x i1> %3242, <8 x float> %3241, <8 x float> %3238
  br label %3254

3244:                                             ; preds = %3235
  %3245 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3236)
  %3246 = bitcast <8 x float> %3236 to <8 x i32>
  %3247 = or <8 x i32> %3246, %1048
  %3248 = bitcast <8 x i32> %3247 to <8 x float>
  %3249 = fcmp oeq <8 x float> %3236, %55
  %3250 = select <8 x i1> %3249, <8 x float> %3248, <8 x float> %3245
  br label %3254

3251:                                             ; preds = %3235
  %3252 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3198, <8 x i1> %3187, <8 x float> zeroinitializer)
  %3253 = fadd <8 x float> %3236, %3252
  br label %3254

3254:                                             ; preds = %3237, %3244, %3251, %3235, %3216, %3194
  %3255 = phi <8 x float> [ %3236, %3235 ], [ %3195, %3194 ], [ %3217, %3216 ], [ %3253, %3251 ], [ %3250, %3244 ], [ %3243, %3237 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3255, ptr nonnull align 1 %3196, <8 x i1> %3187)
  %3256 = add i64 %2811, -40
  %3257 = tail call i64 @llvm.smin.i64(i64 %3256, i64 8)
  %3258 = trunc i64 %3257 to i32
  %3259 = insertelement <8 x i32> poison, i32 %3258, i64 0
  %3260 = shufflevector <8 x i32> %3259, <8 x i32> poison, <8 x i32> zeroinitializer
  %3261 = icmp sgt <8 x i32> %3260, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3262 = load <8 x float>, ptr %1150, align 32
  br i1 %1049, label %3268, label %3263

3263:                                             ; preds = %3254
  %3264 = load float, ptr %1241, align 1
  %3265 = insertelement <8 x float> poison, float %3264, i64 0
  %3266 = shufflevector <8 x float> %3265, <8 x float> poison, <8 x i32> zeroinitializer
  %3267 = fadd <8 x float> %3262, %3266
  br label %3268

3268:                                             ; preds = %3263, %3254
  %3269 = phi <8 x float> [ %3267, %3263 ], [ %3262, %3254 ]
  %3270 = getelementptr inbounds nuw i8, ptr %2812, i64 160
  %3271 = getelementptr inbounds nuw i8, ptr %2813, i64 160
  %3272 = select i1 %1255, ptr null, ptr %3271
  switch i64 %1125, label %509 [
    i64 1, label %3287
    i64 2, label %3280
    i64 3, label %3273
    i64 0, label %3328
  ]

3273:                                             ; preds = %3268
  %3274 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3269)
  %3275 = bitcast <8 x float> %3269 to <8 x i32>
  %3276 = and <8 x i32> %3275, %1047
  %3277 = bitcast <8 x i32> %3276 to <8 x float>
  %3278 = fcmp oeq <8 x float> %3269, %52
  %3279 = select <8 x i1> %3278, <8 x float> %3277, <8 x float> %3274
  br label %3290

3280:                                             ; preds = %3268
  %3281 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3269)
  %3282 = bitcast <8 x float> %3269 to <8 x i32>
  %3283 = or <8 x i32> %3282, %1048
  %3284 = bitcast <8 x i32> %3283 to <8 x float>
  %3285 = fcmp oeq <8 x float> %3269, %55
  %3286 = select <8 x i1> %3285, <8 x float> %3284, <8 x float> %3281
  br label %3290

3287:                                             ; preds = %3268
  %3288 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3272, <8 x i1> %3261, <8 x float> zeroinitializer)
  %3289 = fadd <8 x float> %3269, %3288
  br label %3290

3290:                                             ; preds = %3287, %3280, %3273
  %3291 = phi <8 x float> [ %3289, %3287 ], [ %3286, %3280 ], [ %3279, %3273 ]
  switch i64 %1152, label %509 [
    i64 1, label %3306
    i64 2, label %3299
    i64 3, label %3292
    i64 0, label %3328
  ]

3292:                                             ; preds = %3290
  %3293 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3291)
  %3294 = bitcast <8 x float> %3291 to <8 x i32>
  %3295 = and <8 x i32> %3294, %1047
  %3296 = bitcast <8 x i32> %3295 to <8 x float>
  %3297 = fcmp oeq <8 x float> %3291, %52
  %3298 = select <8 x i1> %3297, <8 x float> %3296, <8 x float> %3293
  br label %3309

3299:                                             ; preds = %3290
  %3300 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3291)
  %3301 = bitcast <8 x float> %3291 to <8 x i32>
  %3302 = or <8 x i32> %3301, %1048
  %3303 = bitcast <8 x i32> %3302 to <8 x float>
  %3304 = fcmp oeq <8 x float> %3291, %55
  %3305 = select <8 x i1> %3304, <8 x float> %3303, <8 x float> %3300
  br label %3309

3306:                                             ; preds = %3290
  %3307 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3272, <8 x i1> %3261, <8 x float> zeroinitializer)
  %3308 = fadd <8 x float> %3291, %3307
  br label %3309

3309:                                             ; preds = %3306, %3299, %3292
  %3310 = phi <8 x float> [ %3308, %3306 ], [ %3305, %3299 ], [ %3298, %3292 ]
  switch i64 %1154, label %509 [
    i64 1, label %3325
    i64 2, label %3318
    i64 3, label %3311
    i64 0, label %3328
  ]

3311:                                             ; preds = %3309
  %3312 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3310)
  %3313 = bitcast <8 x float> %3310 to <8 x i32>
  %3314 = and <8 x i32> %3313, %1047
  %3315 = bitcast <8 x i32> %3314 to <8 x float>
  %3316 = fcmp oeq <8 x float> %3310, %52
  %3317 = select <8 x i1> %3316, <8 x float> %3315, <8 x float> %3312
  br label %3328

3318:                                             ; preds = %3309
  %3319 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3310)
  %3320 = bitcast <8 x float> %3310 to <8 x i32>
  %3321 = or <8 x i32> %3320, %1048
  %3322 = bitcast <8 x i32> %3321 to <8 x float>
  %3323 = fcmp oeq <8 x float> %3310, %55
  %3324 = select <8 x i1> %3323, <8 x float> %3322, <8 x float> %3319
  br label %3328

3325:                                             ; preds = %3309
  %3326 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3272, <8 x i1> %3261, <8 x float> zeroinitializer)
  %3327 = fadd <8 x float> %3310, %3326
  br label %3328

3328:                                             ; preds = %3311, %3318, %3325, %3309, %3290, %3268
  %3329 = phi <8 x float> [ %3310, %3309 ], [ %3269, %3268 ], [ %3291, %3290 ], [ %3327, %3325 ], [ %3324, %3318 ], [ %3317, %3311 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3329, ptr nonnull align 1 %3270, <8 x i1> %3261)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %4600

3330:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %38, i8 0, i64 224, i1 false)
  br i1 %1045, label %3343, label %3333

3331:                                             ; preds = %3356
  %3332 = load <8 x float>, ptr %38, align 32
  br label %3333

3333:                                             ; preds = %3331, %3330
  %3334 = phi <8 x float> [ %3332, %3331 ], [ zeroinitializer, %3330 ]
  %3335 = add i64 %1260, %9
  %3336 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %3337 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %3338 = tail call i64 @llvm.smin.i64(i64 %3335, i64 8)
  %3339 = trunc i64 %3338 to i32
  %3340 = insertelement <8 x i32> poison, i32 %3339, i64 0
  %3341 = shufflevector <8 x i32> %3340, <8 x i32> poison, <8 x i32> zeroinitializer
  %3342 = icmp sgt <8 x i32> %3341, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %3424, label %3419

3343:                                             ; preds = %3330, %3356
  %3344 = phi i64 [ %3357, %3356 ], [ 0, %3330 ]
  %3345 = mul nsw i64 %3344, %14
  %3346 = add i64 %1254, %3345
  %3347 = icmp sgt i64 %3346, -1
  %3348 = icmp slt i64 %3346, %6
  %3349 = and i1 %3347, %3348
  %3350 = select i1 %3349, i64 %3346, i64 0
  %3351 = mul nsw i64 %3350, %7
  %3352 = getelementptr inbounds float, ptr %1238, i64 %3351
  br i1 %1046, label %3353, label %3356

3353:                                             ; preds = %3343
  %3354 = mul nuw nsw i64 %3344, %11
  %3355 = getelementptr inbounds nuw float, ptr %1240, i64 %3354
  br label %3359

3356:                                             ; preds = %3367, %3343
  %3357 = add nuw nsw i64 %3344, 1
  %3358 = icmp eq i64 %3357, %10
  br i1 %3358, label %3331, label %3343

3359:                                             ; preds = %3353, %3367
  %3360 = phi i64 [ 0, %3353 ], [ %3368, %3367 ]
  %3361 = getelementptr inbounds nuw float, ptr %3355, i64 %3360
  %3362 = load float, ptr %3361, align 1
  %3363 = insertelement <8 x float> poison, float %3362, i64 0
  %3364 = shufflevector <8 x float> %3363, <8 x float> poison, <8 x i32> zeroinitializer
  %3365 = mul nsw i64 %3360, %15
  %3366 = sub i64 %3365, %17
  br label %3370

3367:                                             ; preds = %3370
  %3368 = add nuw nsw i64 %3360, 1
  %3369 = icmp eq i64 %3368, %11
  br i1 %3369, label %3356, label %3359

3370:                                             ; preds = %3359, %3370
  %3371 = phi i64 [ 0, %3359 ], [ %3417, %3370 ]
  %3372 = shl nuw nsw i64 %3371, 3
  %3373 = or disjoint i64 %1261, %3372
  %3374 = sub nsw i64 %9, %3373
  %3375 = shl nuw nsw i64 %3373, 1
  %3376 = add i64 %3366, %3375
  %3377 = icmp slt i64 %3376, 0
  %3378 = sub nsw i64 0, %3376
  %3379 = select i1 %3377, i64 %3378, i64 0
  %3380 = sub nsw i64 %7, %3376
  %3381 = shl nsw i64 %3374, 1
  %3382 = add nsw i64 %3381, -1
  %3383 = tail call i64 @llvm.smin.i64(i64 %3380, i64 %3382)
  %3384 = tail call i64 @llvm.smin.i64(i64 %3383, i64 16)
  %3385 = icmp sgt i64 %3384, %3379
  %3386 = select i1 %3349, i1 %3385, i1 false
  %3387 = select i1 %3386, i64 %3379, i64 0
  %3388 = select i1 %3386, i64 %3384, i64 0
  %3389 = getelementptr inbounds float, ptr %3352, i64 %3376
  %3390 = trunc i64 %3387 to i32
  %3391 = icmp sgt i64 %3388, %3387
  %3392 = trunc i64 %3388 to i32
  %3393 = select i1 %3391, i32 %3392, i32 0
  %3394 = insertelement <8 x i32> poison, i32 %3390, i64 0
  %3395 = shufflevector <8 x i32> %3394, <8 x i32> poison, <8 x i32> zeroinitializer
  %3396 = icmp slt <8 x i32> %3395, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3397 = insertelement <8 x i32> poison, i32 %3393, i64 0
  %3398 = shufflevector <8 x i32> %3397, <8 x i32> poison, <8 x i32> zeroinitializer
  %3399 = icmp sgt <8 x i32> %3398, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3400 = and <8 x i1> %3396, %3399
  %3401 = add nsw i32 %3390, -8
  %3402 = insertelement <8 x i32> poison, i32 %3401, i64 0
  %3403 = shufflevector <8 x i32> %3402, <8 x i32> poison, <8 x i32> zeroinitializer
  %3404 = icmp slt <8 x i32> %3403, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3405 = add nsw i32 %3393, -8
  %3406 = insertelement <8 x i32> poison, i32 %3405, i64 0
  %3407 = shufflevector <8 x i32> %3406, <8 x i32> poison, <8 x i32> zeroinitializer
  %3408 = icmp sgt <8 x i32> %3407, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3409 = and <8 x i1> %3404, %3408
  %3410 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3389, <8 x i1> %3400, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3411 = getelementptr inbounds nuw i8, ptr %3389, i64 32
  %3412 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3411, <8 x i1> %3409, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3413 = shufflevector <8 x float> %3410, <8 x float> %3412, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %3414 = getelementptr inbounds nuw <8 x float>, ptr %38, i64 %3371
  %3415 = load <8 x float>, ptr %3414, align 32
  %3416 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3413, <8 x float> %3364, <8 x float> %3415)
  store <8 x float> %3416, ptr %3414, align 32
  %3417 = add nuw nsw i64 %3371, 1
  %3418 = icmp eq i64 %3417, 7
  br i1 %3418, label %3367, label %3370

3419:                                             ; preds = %3333
  %3420 = load float, ptr %1241, align 1
  %3421 = insertelement <8 x float> poison, float %3420, i64 0
  %3422 = shufflevector <8 x float> %3421, <8 x float> poison, <8 x i32> zeroinitializer
  %3423 = fadd <8 x float> %3334, %3422
  br label %3424

3424:                                             ; preds = %3419, %3333
  %3425 = phi <8 x float> [ %3423, %3419 ], [ %3334, %3333 ]
  %3426 = select i1 %1255, ptr null, ptr %3337
  switch i64 %1090, label %509 [
    i64 1, label %3427
    i64 2, label %3430
    i64 3, label %3437
    i64 0, label %3482
  ]

3427:                                             ; preds = %3424
  %3428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3342, <8 x float> zeroinitializer)
  %3429 = fadd <8 x float> %3425, %3428
  br label %3444

3430:                                             ; preds = %3424
  %3431 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3425)
  %3432 = bitcast <8 x float> %3425 to <8 x i32>
  %3433 = or <8 x i32> %3432, %1048
  %3434 = bitcast <8 x i32> %3433 to <8 x float>
  %3435 = fcmp oeq <8 x float> %3425, %55
  %3436 = select <8 x i1> %3435, <8 x float> %3434, <8 x float> %3431
  br label %3444

3437:                                             ; preds = %3424
  %3438 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3425)
  %3439 = bitcast <8 x float> %3425 to <8 x i32>
  %3440 = and <8 x i32> %3439, %1047
  %3441 = bitcast <8 x i32> %3440 to <8 x float>
  %3442 = fcmp oeq <8 x float> %3425, %52
  %3443 = select <8 x i1> %3442, <8 x float> %3441, <8 x float> %3438
  br label %3444

3444:                                             ; preds = %3437, %3430, %3427
  %3445 = phi <8 x float> [ %3429, %3427 ], [ %3436, %3430 ], [ %3443, %3437 ]
  switch i64 %1092, label %509 [
    i64 1, label %3460
    i64 2, label %3453
    i64 3, label %3446
    i64 0, label %3482
  ]

3446:                                             ; preds = %3444
  %3447 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3445)
  %3448 = bitcast <8 x float> %3445 to <8 x i32>
  %3449 = and <8 x i32> %3448, %1047
  %3450 = bitcast <8 x i32> %3449 to <8 x float>
  %3451 = fcmp oeq <8 x float> %3445, %52
  %3452 = select <8 x i1> %3451, <8 x float> %3450, <8 x float> %3447
  br label %3463

3453:                                             ; preds = %3444
  %3454 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3445)
  %3455 = bitcast <8 x float> %3445 to <8 x i32>
  %3456 = or <8 x i32> %3455, %1048
  %3457 = bitcast <8 x i32> %3456 to <8 x float>
  %3458 = fcmp oeq <8 x float> %3445, %55
  %3459 = select <8 x i1> %3458, <8 x float> %3457, <8 x float> %3454
  br label %3463

3460:                                             ; preds = %3444
  %3461 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3342, <8 x float> zeroinitializer)
  %3462 = fadd <8 x float> %3445, %3461
  br label %3463

3463:                                             ; preds = %3460, %3453, %3446
  %3464 = phi <8 x float> [ %3462, %3460 ], [ %3459, %3453 ], [ %3452, %3446 ]
  switch i64 %1094, label %509 [
    i64 1, label %3479
    i64 2, label %3472
    i64 3, label %3465
    i64 0, label %3482
  ]

3465:                                             ; preds = %3463
  %3466 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3464)
  %3467 = bitcast <8 x float> %3464 to <8 x i32>
  %3468 = and <8 x i32> %3467, %1047
  %3469 = bitcast <8 x i32> %3468 to <8 x float>
  %3470 = fcmp oeq <8 x float> %3464, %52
  %3471 = select <8 x i1> %3470, <8 x float> %3469, <8 x float> %3466
  br label %3482

3472:                                             ; preds = %3463
  %3473 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3464)
  %3474 = bitcast <8 x float> %3464 to <8 x i32>
  %3475 = or <8 x i32> %3474, %1048
  %3476 = bitcast <8 x i32> %3475 to <8 x float>
  %3477 = fcmp oeq <8 x float> %3464, %55
  %3478 = select <8 x i1> %3477, <8 x float> %3476, <8 x float> %3473
  br label %3482

3479:                                             ; preds = %3463
  %3480 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3342, <8 x float> zeroinitializer)
  %3481 = fadd <8 x float> %3464, %3480
  br label %3482

3482:                                             ; preds = %3465, %3472, %3479, %3463, %3444, %3424
  %3483 = phi <8 x float> [ %3464, %3463 ], [ %3425, %3424 ], [ %3445, %3444 ], [ %3481, %3479 ], [ %3478, %3472 ], [ %3471, %3465 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3483, ptr align 1 %3336, <8 x i1> %3342)
  %3484 = add i64 %3335, -8
  %3485 = tail call i64 @llvm.smin.i64(i64 %3484, i64 8)
  %3486 = trunc i64 %3485 to i32
  %3487 = insertelement <8 x i32> poison, i32 %3486, i64 0
  %3488 = shufflevector <8 x i32> %3487, <8 x i32> poison, <8 x i32> zeroinitializer
  %3489 = icmp sgt <8 x i32> %3488, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3490 = load <8 x float>, ptr %1095, align 32
  br i1 %1049, label %3496, label %3491

3491:                                             ; preds = %3482
  %3492 = load float, ptr %1241, align 1
  %3493 = insertelement <8 x float> poison, float %3492, i64 0
  %3494 = shufflevector <8 x float> %3493, <8 x float> poison, <8 x i32> zeroinitializer
  %3495 = fadd <8 x float> %3490, %3494
  br label %3496

3496:                                             ; preds = %3491, %3482
  %3497 = phi <8 x float> [ %3495, %3491 ], [ %3490, %3482 ]
  %3498 = getelementptr inbounds nuw i8, ptr %3336, i64 32
  %3499 = getelementptr inbounds nuw i8, ptr %3337, i64 32
  %3500 = select i1 %1255, ptr null, ptr %3499
  switch i64 %1090, label %509 [
    i64 1, label %3515
    i64 2, label %3508
    i64 3, label %3501
    i64 0, label %3556
  ]

3501:                                             ; preds = %3496
  %3502 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3497)
  %3503 = bitcast <8 x float> %3497 to <8 x i32>
  %3504 = and <8 x i32> %3503, %1047
  %3505 = bitcast <8 x i32> %3504 to <8 x float>
  %3506 = fcmp oeq <8 x float> %3497, %52
  %3507 = select <8 x i1> %3506, <8 x float> %3505, <8 x float> %3502
  br label %3518

3508:                                             ; preds = %3496
  %3509 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3497)
  %3510 = bitcast <8 x float> %3497 to <8 x i32>
  %3511 = or <8 x i32> %3510, %1048
  %3512 = bitcast <8 x i32> %3511 to <8 x float>
  %3513 = fcmp oeq <8 x float> %3497, %55
  %3514 = select <8 x i1> %3513, <8 x float> %3512, <8 x float> %3509
  br label %3518

3515:                                             ; preds = %3496
  %3516 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3500, <8 x i1> %3489, <8 x float> zeroinitializer)
  %3517 = fadd <8 x float> %3497, %3516
  br label %3518

3518:                                             ; preds = %3515, %3508, %3501
  %3519 = phi <8 x float> [ %3517, %3515 ], [ %3514, %3508 ], [ %3507, %3501 ]
  switch i64 %1097, label %509 [
    i64 1, label %3534
    i64 2, label %3527
    i64 3, label %3520
    i64 0, label %3556
  ]

3520:                                             ; preds = %3518
  %3521 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3519)
  %3522 = bitcast <8 x float> %3519 to <8 x i32>
  %3523 = and <8 x i32> %3522, %1047
  %3524 = bitcast <8 x i32> %3523 to <8 x float>
  %3525 = fcmp oeq <8 x float> %3519, %52
  %3526 = select <8 x i1> %3525, <8 x float> %3524, <8 x float> %3521
  br label %3537

3527:                                             ; preds = %3518
  %3528 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3519)
  %3529 = bitcast <8 x float> %3519 to <8 x i32>
  %3530 = or <8 x i32> %3529, %1048
  %3531 = bitcast <8 x i32> %3530 to <8 x float>
  %3532 = fcmp oeq <8 x float> %3519, %55
  %3533 = select <8 x i1> %3532, <8 x float> %3531, <8 x float> %3528
  br label %3537

3534:                                             ; preds = %3518
  %3535 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3500, <8 x i1> %3489, <8 x float> zeroinitializer)
  %3536 = fadd <8 x float> %3519, %3535
  br label %3537

3537:                                             ; preds = %3534, %3527, %3520
  %3538 = phi <8 x float> [ %3536, %3534 ], [ %3533, %3527 ], [ %3526, %3520 ]
  switch i64 %1099, label %509 [
    i64 1, label %3553
    i64 2, label %3546
    i64 3, label %3539
    i64 0, label %3556
  ]

3539:                                             ; preds = %3537
  %3540 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3538)
  %3541 = bitcast <8 x float> %3538 to <8 x i32>
  %3542 = and <8 x i32> %3541, %1047
  %3543 = bitcast <8 x i32> %3542 to <8 x float>
  %3544 = fcmp oeq <8 x float> %3538, %52
  %3545 = select <8 x i1> %3544, <8 x float> %3543, <8 x float> %3540
  br label %3556

3546:                                             ; preds = %3537
  %3547 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3538)
  %3548 = bitcast <8 x float> %3538 to <8 x i32>
  %3549 = or <8 x i32> %3548, %1048
  %3550 = bitcast <8 x i32> %3549 to <8 x float>
  %3551 = fcmp oeq <8 x float> %3538, %55
  %3552 = select <8 x i1> %3551, <8 x float> %3550, <8 x float> %3547
  br label %3556

3553:                                             ; preds = %3537
  %3554 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3500, <8 x i1> %3489, <8 x float> zeroinitializer)
  %3555 = fadd <8 x float> %3538, %3554
  br label %3556

3556:                                             ; preds = %3539, %3546, %3553, %3537, %3518, %3496
  %3557 = phi <8 x float> [ %3538, %3537 ], [ %3497, %3496 ], [ %3519, %3518 ], [ %3555, %3553 ], [ %3552, %3546 ], [ %3545, %3539 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3557, ptr nonnull align 1 %3498, <8 x i1> %3489)
  %3558 = add i64 %3335, -16
  %3559 = tail call i64 @llvm.smin.i64(i64 %3558, i64 8)
  %3560 = trunc i64 %3559 to i32
  %3561 = insertelement <8 x i32> poison, i32 %3560, i64 0
  %3562 = shufflevector <8 x i32> %3561, <8 x i32> poison, <8 x i32> zeroinitializer
  %3563 = icmp sgt <8 x i32> %3562, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3564 = load <8 x float>, ptr %1100, align 32
  br i1 %1049, label %3570, label %3565

3565:                                             ; preds = %3556
  %3566 = load float, ptr %1241, align 1
  %3567 = insertelement <8 x float> poison, float %3566, i64 0
  %3568 = shufflevector <8 x float> %3567, <8 x float> poison, <8 x i32> zeroinitializer
  %3569 = fadd <8 x float> %3564, %3568
  br label %3570

3570:                                             ; preds = %3565, %3556
  %3571 = phi <8 x float> [ %3569, %3565 ], [ %3564, %3556 ]
  %3572 = getelementptr inbounds nuw i8, ptr %3336, i64 64
  %3573 = getelementptr inbounds nuw i8, ptr %3337, i64 64
  %3574 = select i1 %1255, ptr null, ptr %3573
  switch i64 %1090, label %509 [
    i64 1, label %3589
    i64 2, label %3582
    i64 3, label %3575
    i64 0, label %3630
  ]

3575:                                             ; preds = %3570
  %3576 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3571)
  %3577 = bitcast <8 x float> %3571 to <8 x i32>
  %3578 = and <8 x i32> %3577, %1047
  %3579 = bitcast <8 x i32> %3578 to <8 x float>
  %3580 = fcmp oeq <8 x float> %3571, %52
  %3581 = select <8 x i1> %3580, <8 x float> %3579, <8 x float> %3576
  br label %3592

3582:                                             ; preds = %3570
  %3583 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3571)
  %3584 = bitcast <8 x float> %3571 to <8 x i32>
  %3585 = or <8 x i32> %3584, %1048
  %3586 = bitcast <8 x i32> %3585 to <8 x float>
  %3587 = fcmp oeq <8 x float> %3571, %55
  %3588 = select <8 x i1> %3587, <8 x float> %3586, <8 x float> %3583
  br label %3592

3589:                                             ; preds = %3570
  %3590 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3574, <8 x i1> %3563, <8 x float> zeroinitializer)
  %3591 = fadd <8 x float> %3571, %3590
  br label %3592

3592:                                             ; preds = %3589, %3582, %3575
  %3593 = phi <8 x float> [ %3591, %3589 ], [ %3588, %3582 ], [ %3581, %3575 ]
  switch i64 %1102, label %509 [
    i64 1, label %3608
    i64 2, label %3601
    i64 3, label %3594
    i64 0, label %3630
  ]

3594:                                             ; preds = %3592
  %3595 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3593)
  %3596 = bitcast <8 x float> %3593 to <8 x i32>
  %3597 = and <8 x i32> %3596, %1047
  %3598 = bitcast <8 x i32> %3597 to <8 x float>
  %3599 = fcmp oeq <8 x float> %3593, %52
  %3600 = select <8 x i1> %3599, <8 x float> %3598, <8 x float> %3595
  br label %3611

3601:                                             ; preds = %3592
  %3602 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3593)
  %3603 = bitcast <8 x float> %3593 to <8 x i32>
  %3604 = or <8 x i32> %3603, %1048
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3593, %55
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3611

3608:                                             ; preds = %3592
  %3609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3574, <8 x i1> %3563, <8 x float> zeroinitializer)
  %3610 = fadd <8 x float> %3593, %3609
  br label %3611

3611:                                             ; preds = %3608, %3601, %3594
  %3612 = phi <8 x float> [ %3610, %3608 ], [ %3607, %3601 ], [ %3600, %3594 ]
  switch i64 %1104, label %509 [
    i64 1, label %3627
    i64 2, label %3620
    i64 3, label %3613
    i64 0, label %3630
  ]

3613:                                             ; preds = %3611
  %3614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3612)
  %3615 = bitcast <8 x float> %3612 to <8 x i32>
  %3616 = and <8 x i32> %3615, %1047
  %3617 = bitcast <8 x i32> %3616 to <8 x float>
  %3618 = fcmp oeq <8 x float> %3612, %52
  %3619 = select <8 x i1> %3618, <8 x float> %3617, <8 x float> %3614
  br label %3630

3620:                                             ; preds = %3611
  %3621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3612)
  %3622 = bitcast <8 x float> %3612 to <8 x i32>
  %3623 = or <8 x i32> %3622, %1048
  %3624 = bitcast <8 x i32> %3623 to <8 x float>
  %3625 = fcmp oeq <8 x float> %3612, %55
  %3626 = select <8 x i1> %3625, <8 x float> %3624, <8 x float> %3621
  br label %3630

3627:                                             ; preds = %3611
  %3628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3574, <8 x i1> %3563, <8 x float> zeroinitializer)
  %3629 = fadd <8 x float> %3612, %3628
  br label %3630

3630:                                             ; preds = %3613, %3620, %3627, %3611, %3592, %3570
  %3631 = phi <8 x float> [ %3612, %3611 ], [ %3571, %3570 ], [ %3593, %3592 ], [ %3629, %3627 ], [ %3626, %3620 ], [ %3619, %3613 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3631, ptr nonnull align 1 %3572, <8 x i1> %3563)
  %3632 = add i64 %3335, -24
  %3633 = tail call i64 @llvm.smin.i64(i64 %3632, i64 8)
  %3634 = trunc i64 %3633 to i32
  %3635 = insertelement <8 x i32> poison, i32 %3634, i64 0
  %3636 = shufflevector <8 x i32> %3635, <8 x i32> poison, <8 x i32> zeroinitializer
  %3637 = icmp sgt <8 x i32> %3636, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3638 = load <8 x float>, ptr %1105, align 32
  br i1 %1049, label %3644, label %3639

3639:                                             ; preds = %3630
  %3640 = load float, ptr %1241, align 1
  %3641 = insertelement <8 x float> poison, float %3640, i64 0
  %3642 = shufflevector <8 x float> %3641, <8 x float> poison, <8 x i32> zeroinitializer
  %3643 = fadd <8 x float> %3638, %3642
  br label %3644

3644:                                             ; preds = %3639, %3630
  %3645 = phi <8 x float> [ %3643, %3639 ], [ %3638, %3630 ]
  %3646 = getelementptr inbounds nuw i8, ptr %3336, i64 96
  %3647 = getelementptr inbounds nuw i8, ptr %3337, i64 96
  %3648 = select i1 %1255, ptr null, ptr %3647
  switch i64 %1090, label %509 [
    i64 1, label %3663
    i64 2, label %3656
    i64 3, label %3649
    i64 0, label %3704
  ]

3649:                                             ; preds = %3644
  %3650 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3645)
  %3651 = bitcast <8 x float> %3645 to <8 x i32>
  %3652 = and <8 x i32> %3651, %1047
  %3653 = bitcast <8 x i32> %3652 to <8 x float>
  %3654 = fcmp oeq <8 x float> %3645, %52
  %3655 = select <8 x i1> %3654, <8 x float> %3653, <8 x float> %3650
  br label %3666

3656:                                             ; preds = %3644
  %3657 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3645)
  %3658 = bitcast <8 x float> %3645 to <8 x i32>
  %3659 = or <8 x i32> %3658, %1048
  %3660 = bitcast <8 x i32> %3659 to <8 x float>
  %3661 = fcmp oeq <8 x float> %3645, %55
  %3662 = select <8 x i1> %3661, <8 x float> %3660, <8 x float> %3657
  br label %3666

3663:                                             ; preds = %3644
  %3664 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3648, <8 x i1> %3637, <8 x float> zeroinitializer)
  %3665 = fadd <8 x float> %3645, %3664
  br label %3666

3666:                                             ; preds = %3663, %3656, %3649
  %3667 = phi <8 x float> [ %3665, %3663 ], [ %3662, %3656 ], [ %3655, %3649 ]
  switch i64 %1107, label %509 [
    i64 1, label %3682
    i64 2, label %3675
    i64 3, label %3668
    i64 0, label %3704
  ]

3668:                                             ; preds = %3666
  %3669 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3667)
  %3670 = bitcast <8 x float> %3667 to <8 x i32>
  %3671 = and <8 x i32> %3670, %1047
  %3672 = bitcast <8 x i32> %3671 to <8 x float>
  %3673 = fcmp oeq <8 x float> %3667, %52
  %3674 = select <8 x i1> %3673, <8 x float> %3672, <8 x float> %3669
  br label %3685

3675:                                             ; preds = %3666
  %3676 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3667)
  %3677 = bitcast <8 x float> %3667 to <8 x i32>
  %3678 = or <8 x i32> %3677, %1048
  %3679 = bitcast <8 x i32> %3678 to <8 x float>
  %3680 = fcmp oeq <8 x float> %3667, %55
  %3681 = select <8 x i1> %3680, <8 x float> %3679, <8 x float> %3676
  br label %3685

3682:                                             ; preds = %3666
  %3683 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3648, <8 x i1> %3637, <8 x float> zeroinitializer)
  %3684 = fadd <8 x float> %3667, %3683
  br label %3685

3685:                                             ; preds = %3682, %3675, %3668
  %3686 = phi <8 x float> [ %3684, %3682 ], [ %3681, %3675 ], [ %3674, %3668 ]
  switch i64 %1109, label %509 [
    i64 1, label %3701
    i64 2, label %3694
    i64 3, label %3687
    i64 0, label %3704
  ]

3687:                                             ; preds = %3685
  %3688 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3686)
  %3689 = bitcast <8 x float> %3686 to <8 x i32>
  %3690 = and <8 x i32> %3689, %1047
  %3691 = bitcast <8 x i32> %3690 to <8 x float>
  %3692 = fcmp oeq <8 x float> %3686, %52
  %3693 = select <8 x i1> %3692, <8 x float> %3691, <8 x float> %3688
  br label %3704

3694:                                             ; preds = %3685
  %3695 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3686)
  %3696 = bitcast <8 x float> %3686 to <8 x i32>
  %3697 = or <8 x i32> %3696, %1048
  %3698 = bitcast <8 x i32> %3697 to <8 x float>
  %3699 = fcmp oeq <8 x float> %3686, %55
  %3700 = select <8 x i1> %3699, <8 x float> %3698, <8 x float> %3695
  br label %3704

3701:                                             ; preds = %3685
  %3702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3648, <8 x i1> %3637, <8 x float> zeroinitializer)
  %3703 = fadd <8 x float> %3686, %3702
  br label %3704

3704:                                             ; preds = %3687, %3694, %3701, %3685, %3666, %3644
  %3705 = phi <8 x float> [ %3686, %3685 ], [ %3645, %3644 ], [ %3667, %3666 ], [ %3703, %3701 ], [ %3700, %3694 ], [ %3693, %3687 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3705, ptr nonnull align 1 %3646, <8 x i1> %3637)
  %3706 = add i64 %3335, -32
  %3707 = tail call i64 @llvm.smin.i64(i64 %3706, i64 8)
  %3708 = trunc i64 %3707 to i32
  %3709 = insertelement <8 x i32> poison, i32 %3708, i64 0
  %3710 = shufflevector <8 x i32> %3709, <8 x i32> poison, <8 x i32> zeroinitializer
  %3711 = icmp sgt <8 x i32> %3710, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3712 = load <8 x float>, ptr %1110, align 32
  br i1 %1049, label %3718, label %3713

3713:                                             ; preds = %3704
  %3714 = load float, ptr %1241, align 1
  %3715 = insertelement <8 x float> poison, float %3714, i64 0
  %3716 = shufflevector <8 x float> %3715, <8 x float> poison, <8 x i32> zeroinitializer
  %3717 = fadd <8 x float> %3712, %3716
  br label %3718

3718:                                             ; preds = %3713, %3704
  %3719 = phi <8 x float> [ %3717, %3713 ], [ %3712, %3704 ]
  %3720 = getelementptr inbounds nuw i8, ptr %3336, i64 128
  %3721 = getelementptr inbounds nuw i8, ptr %3337, i64 128
  %3722 = select i1 %1255, ptr null, ptr %3721
  switch i64 %1090, label %509 [
    i64 1, label %3737
    i64 2, label %3730
    i64 3, label %3723
    i64 0, label %3778
  ]

3723:                                             ; preds = %3718
  %3724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3719)
  %3725 = bitcast <8 x float> %3719 to <8 x i32>
  %3726 = and <8 x i32> %3725, %1047
  %3727 = bitcast <8 x i32> %3726 to <8 x float>
  %3728 = fcmp oeq <8 x float> %3719, %52
  %3729 = select <8 x i1> %3728, <8 x float> %3727, <8 x float> %3724
  br label %3740

3730:                                             ; preds = %3718
  %3731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3719)
  %3732 = bitcast <8 x float> %3719 to <8 x i32>
  %3733 = or <8 x i32> %3732, %1048
  %3734 = bitcast <8 x i32> %3733 to <8 x float>
  %3735 = fcmp oeq <8 x float> %3719, %55
  %3736 = select <8 x i1> %3735, <8 x float> %3734, <8 x float> %3731
  br label %3740

3737:                                             ; preds = %3718
  %3738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3722, <8 x i1> %3711, <8 x float> zeroinitializer)
  %3739 = fadd <8 x float> %3719, %3738
  br label %3740

3740:                                             ; preds = %3737, %3730, %3723
  %3741 = phi <8 x float> [ %3739, %3737 ], [ %3736, %3730 ], [ %3729, %3723 ]
  switch i64 %1112, label %509 [
    i64 1, label %3756
    i64 2, label %3749
    i64 3, label %3742
    i64 0, label %3778
  ]

3742:                                             ; preds = %3740
  %3743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3741)
  %3744 = bitcast <8 x float> %3741 to <8 x i32>
  %3745 = and <8 x i32> %3744, %1047
  %3746 = bitcast <8 x i32> %3745 to <8 x float>
  %3747 = fcmp oeq <8 x float> %3741, %52
  %3748 = select <8 x i1> %3747, <8 x float> %3746, <8 x float> %3743
  br label %3759

3749:                                             ; preds = %3740
  %3750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3741)
  %3751 = bitcast <8 x float> %3741 to <8 x i32>
  %3752 = or <8 x i32> %3751, %1048
  %3753 = bitcast <8 x i32> %3752 to <8 x float>
  %3754 = fcmp oeq <8 x float> %3741, %55
  %3755 = select <8 x i1> %3754, <8 x float> %3753, <8 x float> %3750
  br label %3759

3756:                                             ; preds = %3740
  %3757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3722, <8 x i1> %3711, <8 x float> zeroinitializer)
  %3758 = fadd <8 x float> %3741, %3757
  br label %3759

3759:                                             ; preds = %3756, %3749, %3742
  %3760 = phi <8 x float> [ %3758, %3756 ], [ %3755, %3749 ], [ %3748, %3742 ]
  switch i64 %1114, label %509 [
    i64 1, label %3775
    i64 2, label %3768
    i64 3, label %3761
    i64 0, label %3778
  ]

3761:                                             ; preds = %3759
  %3762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3760)
  %3763 = bitcast <8 x float> %3760 to <8 x i32>
  %3764 = and <8 x i32> %3763, %1047
  %3765 = bitcast <8 x i32> %3764 to <8 x float>
  %3766 = fcmp oeq <8 x float> %3760, %52
  %3767 = select <8 x i1> %3766, <8 x float> %3765, <8 x float> %3762
  br label %3778

3768:                                             ; preds = %3759
  %3769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3760)
  %3770 = bitcast <8 x float> %3760 to <8 x i32>
  %3771 = or <8 x i32> %3770, %1048
  %3772 = bitcast <8 x i32> %3771 to <8 x float>
  %3773 = fcmp oeq <8 x float> %3760, %55
  %3774 = select <8 x i1> %3773, <8 x float> %3772, <8 x float> %3769
  br label %3778

3775:                                             ; preds = %3759
  %3776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3722, <8 x i1> %3711, <8 x float> zeroinitializer)
  %3777 = fadd <8 x float> %3760, %3776
  br label %3778

3778:                                             ; preds = %3761, %3768, %3775, %3759, %3740, %3718
  %3779 = phi <8 x float> [ %3760, %3759 ], [ %3719, %3718 ], [ %3741, %3740 ], [ %3777, %3775 ], [ %3774, %3768 ], [ %3767, %3761 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3779, ptr nonnull align 1 %3720, <8 x i1> %3711)
  %3780 = add i64 %3335, -40
  %3781 = tail call i64 @llvm.smin.i64(i64 %3780, i64 8)
  %3782 = trunc i64 %3781 to i32
  %3783 = insertelement <8 x i32> poison, i32 %3782, i64 0
  %3784 = shufflevector <8 x i32> %3783, <8 x i32> poison, <8 x i32> zeroinitializer
  %3785 = icmp sgt <8 x i32> %3784, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3786 = load <8 x float>, ptr %1115, align 32
  br i1 %1049, label %3792, label %3787

3787:                                             ; preds = %3778
  %3788 = load float, ptr %1241, align 1
  %3789 = insertelement <8 x float> poison, float %3788, i64 0
  %3790 = shufflevector <8 x float> %3789, <8 x float> poison, <8 x i32> zeroinitializer
  %3791 = fadd <8 x float> %3786, %3790
  br label %3792

3792:                                             ; preds = %3787, %3778
  %3793 = phi <8 x float> [ %3791, %3787 ], [ %3786, %3778 ]
  %3794 = getelementptr inbounds nuw i8, ptr %3336, i64 160
  %3795 = getelementptr inbounds nuw i8, ptr %3337, i64 160
  %3796 = select i1 %1255, ptr null, ptr %3795
  switch i64 %1090, label %509 [
    i64 1, label %3811
    i64 2, label %3804
    i64 3, label %3797
    i64 0, label %3852
  ]

3797:                                             ; preds = %3792
  %3798 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3793)
  %3799 = bitcast <8 x float> %3793 to <8 x i32>
  %3800 = and <8 x i32> %3799, %1047
  %3801 = bitcast <8 x i32> %3800 to <8 x float>
  %3802 = fcmp oeq <8 x float> %3793, %52
  %3803 = select <8 x i1> %3802, <8 x float> %3801, <8 x float> %3798
  br label %3814

3804:                                             ; preds = %3792
  %3805 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3793)
  %3806 = bitcast <8 x float> %3793 to <8 x i32>
  %3807 = or <8 x i32> %3806, %1048
  %3808 = bitcast <8 x i32> %3807 to <8 x float>
  %3809 = fcmp oeq <8 x float> %3793, %55
  %3810 = select <8 x i1> %3809, <8 x float> %3808, <8 x float> %3805
  br label %3814

3811:                                             ; preds = %3792
  %3812 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3796, <8 x i1> %3785, <8 x float> zeroinitializer)
  %3813 = fadd <8 x float> %3793, %3812
  br label %3814

3814:                                             ; preds = %3811, %3804, %3797
  %3815 = phi <8 x float> [ %3813, %3811 ], [ %3810, %3804 ], [ %3803, %3797 ]
  switch i64 %1117, label %509 [
    i64 1, label %3830
    i64 2, label %3823
    i64 3, label %3816
    i64 0, label %3852
  ]

3816:                                             ; preds = %3814
  %3817 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3815)
  %3818 = bitcast <8 x float> %3815 to <8 x i32>
  %3819 = and <8 x i32> %3818, %1047
  %3820 = bitcast <8 x i32> %3819 to <8 x float>
  %3821 = fcmp oeq <8 x float> %3815, %52
  %3822 = select <8 x i1> %3821, <8 x float> %3820, <8 x float> %3817
  br label %3833

3823:                                             ; preds = %3814
  %3824 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3815)
  %3825 = bitcast <8 x float> %3815 to <8 x i32>
  %3826 = or <8 x i32> %3825, %1048
  %3827 = bitcast <8 x i32> %3826 to <8 x float>
  %3828 = fcmp oeq <8 x float> %3815, %55
  %3829 = select <8 x i1> %3828, <8 x float> %3827, <8 x float> %3824
  br label %3833

3830:                                             ; preds = %3814
  %3831 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3796, <8 x i1> %3785, <8 x float> zeroinitializer)
  %3832 = fadd <8 x float> %3815, %3831
  br label %3833

3833:                                             ; preds = %3830, %3823, %3816
  %3834 = phi <8 x float> [ %3832, %3830 ], [ %3829, %3823 ], [ %3822, %3816 ]
  switch i64 %1119, label %509 [
    i64 1, label %3849
    i64 2, label %3842
    i64 3, label %3835
    i64 0, label %3852
  ]

3835:                                             ; preds = %3833
  %3836 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3834)
  %3837 = bitcast <8 x float> %3834 to <8 x i32>
  %3838 = and <8 x i32> %3837, %1047
  %3839 = bitcast <8 x i32> %3838 to <8 x float>
  %3840 = fcmp oeq <8 x float> %3834, %52
  %3841 = select <8 x i1> %3840, <8 x float> %3839, <8 x float> %3836
  br label %3852

3842:                                             ; preds = %3833
  %3843 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3834)
  %3844 = bitcast <8 x float> %3834 to <8 x i32>
  %3845 = or <8 x i32> %3844, %1048
  %3846 = bitcast <8 x i32> %3845 to <8 x float>
  %3847 = fcmp oeq <8 x float> %3834, %55
  %3848 = select <8 x i1> %3847, <8 x float> %3846, <8 x float> %3843
  br label %3852

3849:                                             ; preds = %3833
  %3850 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3796, <8 x i1> %3785, <8 x float> zeroinitializer)
  %3851 = fadd <8 x float> %3834, %3850
  br label %3852

3852:                                             ; preds = %3835, %3842, %3849, %3833, %3814, %3792
  %3853 = phi <8 x float> [ %3834, %3833 ], [ %3793, %3792 ], [ %3815, %3814 ], [ %3851, %3849 ], [ %3848, %3842 ], [ %3841, %3835 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3853, ptr nonnull align 1 %3794, <8 x i1> %3785)
  %3854 = add i64 %3335, -48
  %3855 = tail call i64 @llvm.smin.i64(i64 %3854, i64 8)
  %3856 = trunc i64 %3855 to i32
  %3857 = insertelement <8 x i32> poison, i32 %3856, i64 0
  %3858 = shufflevector <8 x i32> %3857, <8 x i32> poison, <8 x i32> zeroinitializer
  %3859 = icmp sgt <8 x i32> %3858, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3860 = load <8 x float>, ptr %1120, align 32
  br i1 %1049, label %3866, label %3861

3861:                                             ; preds = %3852
  %3862 = load float, ptr %1241, align 1
  %3863 = insertelement <8 x float> poison, float %3862, i64 0
  %3864 = shufflevector <8 x float> %3863, <8 x float> poison, <8 x i32> zeroinitializer
  %3865 = fadd <8 x float> %3860, %3864
  br label %3866

3866:                                             ; preds = %3861, %3852
  %3867 = phi <8 x float> [ %3865, %3861 ], [ %3860, %3852 ]
  %3868 = getelementptr inbounds nuw i8, ptr %3336, i64 192
  %3869 = getelementptr inbounds nuw i8, ptr %3337, i64 192
  %3870 = select i1 %1255, ptr null, ptr %3869
  switch i64 %1090, label %509 [
    i64 1, label %3885
    i64 2, label %3878
    i64 3, label %3871
    i64 0, label %3926
  ]

3871:                                             ; preds = %3866
  %3872 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3867)
  %3873 = bitcast <8 x float> %3867 to <8 x i32>
  %3874 = and <8 x i32> %3873, %1047
  %3875 = bitcast <8 x i32> %3874 to <8 x float>
  %3876 = fcmp oeq <8 x float> %3867, %52
  %3877 = select <8 x i1> %3876, <8 x float> %3875, <8 x float> %3872
  br label %3888

3878:                                             ; preds = %3866
  %3879 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3867)
  %3880 = bitcast <8 x float> %3867 to <8 x i32>
  %3881 = or <8 x i32> %3880, %1048
  %3882 = bitcast <8 x i32> %3881 to <8 x float>
  %3883 = fcmp oeq <8 x float> %3867, %55
  %3884 = select <8 x i1> %3883, <8 x float> %3882, <8 x float> %3879
  br label %3888

3885:                                             ; preds = %3866
  %3886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3870, <8 x i1> %3859, <8 x float> zeroinitializer)
  %3887 = fadd <8 x float> %3867, %3886
  br label %3888

3888:                                             ; preds = %3885, %3878, %3871
  %3889 = phi <8 x float> [ %3887, %3885 ], [ %3884, %3878 ], [ %3877, %3871 ]
  switch i64 %1122, label %509 [
    i64 1, label %3904
    i64 2, label %3897
    i64 3, label %3890
    i64 0, label %3926
  ]

3890:                                             ; preds = %3888
  %3891 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3889)
  %3892 = bitcast <8 x float> %3889 to <8 x i32>
  %3893 = and <8 x i32> %3892, %1047
  %3894 = bitcast <8 x i32> %3893 to <8 x float>
  %3895 = fcmp oeq <8 x float> %3889, %52
  %3896 = select <8 x i1> %3895, <8 x float> %3894, <8 x float> %3891
  br label %3907

3897:                                             ; preds = %3888
  %3898 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3889)
  %3899 = bitcast <8 x float> %3889 to <8 x i32>
  %3900 = or <8 x i32> %3899, %1048
  %3901 = bitcast <8 x i32> %3900 to <8 x float>
  %3902 = fcmp oeq <8 x float> %3889, %55
  %3903 = select <8 x i1> %3902, <8 x float> %3901, <8 x float> %3898
  br label %3907

3904:                                             ; preds = %3888
  %3905 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3870, <8 x i1> %3859, <8 x float> zeroinitializer)
  %3906 = fadd <8 x float> %3889, %3905
  br label %3907

3907:                                             ; preds = %3904, %3897, %3890
  %3908 = phi <8 x float> [ %3906, %3904 ], [ %3903, %3897 ], [ %3896, %3890 ]
  switch i64 %1124, label %509 [
    i64 1, label %3923
    i64 2, label %3916
    i64 3, label %3909
    i64 0, label %3926
  ]

3909:                                             ; preds = %3907
  %3910 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %3908)
  %3911 = bitcast <8 x float> %3908 to <8 x i32>
  %3912 = and <8 x i32> %3911, %1047
  %3913 = bitcast <8 x i32> %3912 to <8 x float>
  %3914 = fcmp oeq <8 x float> %3908, %52
  %3915 = select <8 x i1> %3914, <8 x float> %3913, <8 x float> %3910
  br label %3926

3916:                                             ; preds = %3907
  %3917 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %3908)
  %3918 = bitcast <8 x float> %3908 to <8 x i32>
  %3919 = or <8 x i32> %3918, %1048
  %3920 = bitcast <8 x i32> %3919 to <8 x float>
  %3921 = fcmp oeq <8 x float> %3908, %55
  %3922 = select <8 x i1> %3921, <8 x float> %3920, <8 x float> %3917
  br label %3926

3923:                                             ; preds = %3907
  %3924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3870, <8 x i1> %3859, <8 x float> zeroinitializer)
  %3925 = fadd <8 x float> %3908, %3924
  br label %3926

3926:                                             ; preds = %3909, %3916, %3923, %3907, %3888, %3866
  %3927 = phi <8 x float> [ %3908, %3907 ], [ %3867, %3866 ], [ %3889, %3888 ], [ %3925, %3923 ], [ %3922, %3916 ], [ %3915, %3909 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3927, ptr nonnull align 1 %3868, <8 x i1> %3859)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %4600

3928:                                             ; preds = %1259
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %39, i8 0, i64 256, i1 false)
  br i1 %1045, label %3941, label %3931

3929:                                             ; preds = %3954
  %3930 = load <8 x float>, ptr %39, align 32
  br label %3931

3931:                                             ; preds = %3929, %3928
  %3932 = phi <8 x float> [ %3930, %3929 ], [ zeroinitializer, %3928 ]
  %3933 = add i64 %1260, %9
  %3934 = getelementptr inbounds nuw float, ptr %1247, i64 %1261
  %3935 = getelementptr inbounds nuw float, ptr %1251, i64 %1261
  %3936 = tail call i64 @llvm.smin.i64(i64 %3933, i64 8)
  %3937 = trunc i64 %3936 to i32
  %3938 = insertelement <8 x i32> poison, i32 %3937, i64 0
  %3939 = shufflevector <8 x i32> %3938, <8 x i32> poison, <8 x i32> zeroinitializer
  %3940 = icmp sgt <8 x i32> %3939, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1049, label %4022, label %4017

3941:                                             ; preds = %3928, %3954
  %3942 = phi i64 [ %3955, %3954 ], [ 0, %3928 ]
  %3943 = mul nsw i64 %3942, %14
  %3944 = add i64 %1254, %3943
  %3945 = icmp sgt i64 %3944, -1
  %3946 = icmp slt i64 %3944, %6
  %3947 = and i1 %3945, %3946
  %3948 = select i1 %3947, i64 %3944, i64 0
  %3949 = mul nsw i64 %3948, %7
  %3950 = getelementptr inbounds float, ptr %1238, i64 %3949
  br i1 %1046, label %3951, label %3954

3951:                                             ; preds = %3941
  %3952 = mul nuw nsw i64 %3942, %11
  %3953 = getelementptr inbounds nuw float, ptr %1240, i64 %3952
  br label %3957

3954:                                             ; preds = %3965, %3941
  %3955 = add nuw nsw i64 %3942, 1
  %3956 = icmp eq i64 %3955, %10
  br i1 %3956, label %3929, label %3941

3957:                                             ; preds = %3951, %3965
  %3958 = phi i64 [ 0, %3951 ], [ %3966, %3965 ]
  %3959 = getelementptr inbounds nuw float, ptr %3953, i64 %3958
  %3960 = load float, ptr %3959, align 1
  %3961 = insertelement <8 x float> poison, float %3960, i64 0
  %3962 = shufflevector <8 x float> %3961, <8 x float> poison, <8 x i32> zeroinitializer
  %3963 = mul nsw i64 %3958, %15
  %3964 = sub i64 %3963, %17
  br label %3968

3965:                                             ; preds = %3968
  %3966 = add nuw nsw i64 %3958, 1
  %3967 = icmp eq i64 %3966, %11
  br i1 %3967, label %3954, label %3957

3968:                                             ; preds = %3957, %3968
  %3969 = phi i64 [ 0, %3957 ], [ %4015, %3968 ]
  %3970 = shl nuw nsw i64 %3969, 3
  %3971 = or disjoint i64 %1261, %3970
  %3972 = sub nsw i64 %9, %3971
  %3973 = shl nuw nsw i64 %3971, 1
  %3974 = add i64 %3964, %3973
  %3975 = icmp slt i64 %3974, 0
  %3976 = sub nsw i64 0, %3974
  %3977 = select i1 %3975, i64 %3976, i64 0
  %3978 = sub nsw i64 %7, %3974
  %3979 = shl nsw i64 %3972, 1
  %3980 = add nsw i64 %3979, -1
  %3981 = tail call i64 @llvm.smin.i64(i64 %3978, i64 %3980)
  %3982 = tail call i64 @llvm.smin.i64(i64 %3981, i64 16)
  %3983 = icmp sgt i64 %3982, %3977
  %3984 = select i1 %3947, i1 %3983, i1 false
  %3985 = select i1 %3984, i64 %3977, i64 0
  %3986 = select i1 %3984, i64 %3982, i64 0
  %3987 = getelementptr inbounds float, ptr %3950, i64 %3974
  %3988 = trunc i64 %3985 to i32
  %3989 = icmp sgt i64 %3986, %3985
  %3990 = trunc i64 %3986 to i32
  %3991 = select i1 %3989, i32 %3990, i32 0
  %3992 = insertelement <8 x i32> poison, i32 %3988, i64 0
  %3993 = shufflevector <8 x i32> %3992, <8 x i32> poison, <8 x i32> zeroinitializer
  %3994 = icmp slt <8 x i32> %3993, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3995 = insertelement <8 x i32> poison, i32 %3991, i64 0
  %3996 = shufflevector <8 x i32> %3995, <8 x i32> poison, <8 x i32> zeroinitializer
  %3997 = icmp sgt <8 x i32> %3996, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3998 = and <8 x i1> %3994, %3997
  %3999 = add nsw i32 %3988, -8
  %4000 = insertelement <8 x i32> poison, i32 %3999, i64 0
  %4001 = shufflevector <8 x i32> %4000, <8 x i32> poison, <8 x i32> zeroinitializer
  %4002 = icmp slt <8 x i32> %4001, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4003 = add nsw i32 %3991, -8
  %4004 = insertelement <8 x i32> poison, i32 %4003, i64 0
  %4005 = shufflevector <8 x i32> %4004, <8 x i32> poison, <8 x i32> zeroinitializer
  %4006 = icmp sgt <8 x i32> %4005, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4007 = and <8 x i1> %4002, %4006
  %4008 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3987, <8 x i1> %3998, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4009 = getelementptr inbounds nuw i8, ptr %3987, i64 32
  %4010 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4009, <8 x i1> %4007, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4011 = shufflevector <8 x float> %4008, <8 x float> %4010, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4012 = getelementptr inbounds nuw <8 x float>, ptr %39, i64 %3969
  %4013 = load <8 x float>, ptr %4012, align 32
  %4014 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4011, <8 x float> %3962, <8 x float> %4013)
  store <8 x float> %4014, ptr %4012, align 32
  %4015 = add nuw nsw i64 %3969, 1
  %4016 = icmp eq i64 %4015, 8
  br i1 %4016, label %3965, label %3968

4017:                                             ; preds = %3931
  %4018 = load float, ptr %1241, align 1
  %4019 = insertelement <8 x float> poison, float %4018, i64 0
  %4020 = shufflevector <8 x float> %4019, <8 x float> poison, <8 x i32> zeroinitializer
  %4021 = fadd <8 x float> %3932, %4020
  br label %4022

4022:                                             ; preds = %4017, %3931
  %4023 = phi <8 x float> [ %4021, %4017 ], [ %3932, %3931 ]
  %4024 = select i1 %1255, ptr null, ptr %3935
  switch i64 %1050, label %509 [
    i64 1, label %4025
    i64 2, label %4028
    i64 3, label %4035
    i64 0, label %4080
  ]

4025:                                             ; preds = %4022
  %4026 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4024, <8 x i1> %3940, <8 x float> zeroinitializer)
  %4027 = fadd <8 x float> %4023, %4026
  br label %4042

4028:                                             ; preds = %4022
  %4029 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4023)
  %4030 = bitcast <8 x float> %4023 to <8 x i32>
  %4031 = or <8 x i32> %4030, %1048
  %4032 = bitcast <8 x i32> %4031 to <8 x float>
  %4033 = fcmp oeq <8 x float> %4023, %55
  %4034 = select <8 x i1> %4033, <8 x float> %4032, <8 x float> %4029
  br label %4042

4035:                                             ; preds = %4022
  %4036 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4023)
  %4037 = bitcast <8 x float> %4023 to <8 x i32>
  %4038 = and <8 x i32> %4037, %1047
  %4039 = bitcast <8 x i32> %4038 to <8 x float>
  %4040 = fcmp oeq <8 x float> %4023, %52
  %4041 = select <8 x i1> %4040, <8 x float> %4039, <8 x float> %4036
  br label %4042

4042:                                             ; preds = %4035, %4028, %4025
  %4043 = phi <8 x float> [ %4027, %4025 ], [ %4034, %4028 ], [ %4041, %4035 ]
  switch i64 %1052, label %509 [
    i64 1, label %4058
    i64 2, label %4051
    i64 3, label %4044
    i64 0, label %4080
  ]

4044:                                             ; preds = %4042
  %4045 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4043)
  %4046 = bitcast <8 x float> %4043 to <8 x i32>
  %4047 = and <8 x i32> %4046, %1047
  %4048 = bitcast <8 x i32> %4047 to <8 x float>
  %4049 = fcmp oeq <8 x float> %4043, %52
  %4050 = select <8 x i1> %4049, <8 x float> %4048, <8 x float> %4045
  br label %4061

4051:                                             ; preds = %4042
  %4052 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4043)
  %4053 = bitcast <8 x float> %4043 to <8 x i32>
  %4054 = or <8 x i32> %4053, %1048
  %4055 = bitcast <8 x i32> %4054 to <8 x float>
  %4056 = fcmp oeq <8 x float> %4043, %55
  %4057 = select <8 x i1> %4056, <8 x float> %4055, <8 x float> %4052
  br label %4061

4058:                                             ; preds = %4042
  %4059 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4024, <8 x i1> %3940, <8 x float> zeroinitializer)
  %4060 = fadd <8 x float> %4043, %4059
  br label %4061

4061:                                             ; preds = %4058, %4051, %4044
  %4062 = phi <8 x float> [ %4060, %4058 ], [ %4057, %4051 ], [ %4050, %4044 ]
  switch i64 %1054, label %509 [
    i64 1, label %4077
    i64 2, label %4070
    i64 3, label %4063
    i64 0, label %4080
  ]

4063:                                             ; preds = %4061
  %4064 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4062)
  %4065 = bitcast <8 x float> %4062 to <8 x i32>
  %4066 = and <8 x i32> %4065, %1047
  %4067 = bitcast <8 x i32> %4066 to <8 x float>
  %4068 = fcmp oeq <8 x float> %4062, %52
  %4069 = select <8 x i1> %4068, <8 x float> %4067, <8 x float> %4064
  br label %4080

4070:                                             ; preds = %4061
  %4071 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4062)
  %4072 = bitcast <8 x float> %4062 to <8 x i32>
  %4073 = or <8 x i32> %4072, %1048
  %4074 = bitcast <8 x i32> %4073 to <8 x float>
  %4075 = fcmp oeq <8 x float> %4062, %55
  %4076 = select <8 x i1> %4075, <8 x float> %4074, <8 x float> %4071
  br label %4080

4077:                                             ; preds = %4061
  %4078 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4024, <8 x i1> %3940, <8 x float> zeroinitializer)
  %4079 = fadd <8 x float> %4062, %4078
  br label %4080

4080:                                             ; preds = %4063, %4070, %4077, %4061, %4042, %4022
  %4081 = phi <8 x float> [ %4062, %4061 ], [ %4023, %4022 ], [ %4043, %4042 ], [ %4079, %4077 ], [ %4076, %4070 ], [ %4069, %4063 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4081, ptr align 1 %3934, <8 x i1> %3940)
  %4082 = add i64 %3933, -8
  %4083 = tail call i64 @llvm.smin.i64(i64 %4082, i64 8)
  %4084 = trunc i64 %4083 to i32
  %4085 = insertelement <8 x i32> poison, i32 %4084, i64 0
  %4086 = shufflevector <8 x i32> %4085, <8 x i32> poison, <8 x i32> zeroinitializer
  %4087 = icmp sgt <8 x i32> %4086, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4088 = load <8 x float>, ptr %1055, align 32
  br i1 %1049, label %4094, label %4089

4089:                                             ; preds = %4080
  %4090 = load float, ptr %1241, align 1
  %4091 = insertelement <8 x float> poison, float %4090, i64 0
  %4092 = shufflevector <8 x float> %4091, <8 x float> poison, <8 x i32> zeroinitializer
  %4093 = fadd <8 x float> %4088, %4092
  br label %4094

4094:                                             ; preds = %4089, %4080
  %4095 = phi <8 x float> [ %4093, %4089 ], [ %4088, %4080 ]
  %4096 = getelementptr inbounds nuw i8, ptr %3934, i64 32
  %4097 = getelementptr inbounds nuw i8, ptr %3935, i64 32
  %4098 = select i1 %1255, ptr null, ptr %4097
  switch i64 %1050, label %509 [
    i64 1, label %4113
    i64 2, label %4106
    i64 3, label %4099
    i64 0, label %4154
  ]

4099:                                             ; preds = %4094
  %4100 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4095)
  %4101 = bitcast <8 x float> %4095 to <8 x i32>
  %4102 = and <8 x i32> %4101, %1047
  %4103 = bitcast <8 x i32> %4102 to <8 x float>
  %4104 = fcmp oeq <8 x float> %4095, %52
  %4105 = select <8 x i1> %4104, <8 x float> %4103, <8 x float> %4100
  br label %4116

4106:                                             ; preds = %4094
  %4107 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4095)
  %4108 = bitcast <8 x float> %4095 to <8 x i32>
  %4109 = or <8 x i32> %4108, %1048
  %4110 = bitcast <8 x i32> %4109 to <8 x float>
  %4111 = fcmp oeq <8 x float> %4095, %55
  %4112 = select <8 x i1> %4111, <8 x float> %4110, <8 x float> %4107
  br label %4116

4113:                                             ; preds = %4094
  %4114 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4098, <8 x i1> %4087, <8 x float> zeroinitializer)
  %4115 = fadd <8 x float> %4095, %4114
  br label %4116

4116:                                             ; preds = %4113, %4106, %4099
  %4117 = phi <8 x float> [ %4115, %4113 ], [ %4112, %4106 ], [ %4105, %4099 ]
  switch i64 %1057, label %509 [
    i64 1, label %4132
    i64 2, label %4125
    i64 3, label %4118
    i64 0, label %4154
  ]

4118:                                             ; preds = %4116
  %4119 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4117)
  %4120 = bitcast <8 x float> %4117 to <8 x i32>
  %4121 = and <8 x i32> %4120, %1047
  %4122 = bitcast <8 x i32> %4121 to <8 x float>
  %4123 = fcmp oeq <8 x float> %4117, %52
  %4124 = select <8 x i1> %4123, <8 x float> %4122, <8 x float> %4119
  br label %4135

4125:                                             ; preds = %4116
  %4126 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4117)
  %4127 = bitcast <8 x float> %4117 to <8 x i32>
  %4128 = or <8 x i32> %4127, %1048
  %4129 = bitcast <8 x i32> %4128 to <8 x float>
  %4130 = fcmp oeq <8 x float> %4117, %55
  %4131 = select <8 x i1> %4130, <8 x float> %4129, <8 x float> %4126
  br label %4135

4132:                                             ; preds = %4116
  %4133 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4098, <8 x i1> %4087, <8 x float> zeroinitializer)
  %4134 = fadd <8 x float> %4117, %4133
  br label %4135

4135:                                             ; preds = %4132, %4125, %4118
  %4136 = phi <8 x float> [ %4134, %4132 ], [ %4131, %4125 ], [ %4124, %4118 ]
  switch i64 %1059, label %509 [
    i64 1, label %4151
    i64 2, label %4144
    i64 3, label %4137
    i64 0, label %4154
  ]

4137:                                             ; preds = %4135
  %4138 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4136)
  %4139 = bitcast <8 x float> %4136 to <8 x i32>
  %4140 = and <8 x i32> %4139, %1047
  %4141 = bitcast <8 x i32> %4140 to <8 x float>
  %4142 = fcmp oeq <8 x float> %4136, %52
  %4143 = select <8 x i1> %4142, <8 x float> %4141, <8 x float> %4138
  br label %4154

4144:                                             ; preds = %4135
  %4145 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4136)
  %4146 = bitcast <8 x float> %4136 to <8 x i32>
  %4147 = or <8 x i32> %4146, %1048
  %4148 = bitcast <8 x i32> %4147 to <8 x float>
  %4149 = fcmp oeq <8 x float> %4136, %55
  %4150 = select <8 x i1> %4149, <8 x float> %4148, <8 x float> %4145
  br label %4154

4151:                                             ; preds = %4135
  %4152 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4098, <8 x i1> %4087, <8 x float> zeroinitializer)
  %4153 = fadd <8 x float> %4136, %4152
  br label %4154

4154:                                             ; preds = %4137, %4144, %4151, %4135, %4116, %4094
  %4155 = phi <8 x float> [ %4136, %4135 ], [ %4095, %4094 ], [ %4117, %4116 ], [ %4153, %4151 ], [ %4150, %4144 ], [ %4143, %4137 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4155, ptr nonnull align 1 %4096, <8 x i1> %4087)
  %4156 = add i64 %3933, -16
  %4157 = tail call i64 @llvm.smin.i64(i64 %4156, i64 8)
  %4158 = trunc i64 %4157 to i32
  %4159 = insertelement <8 x i32> poison, i32 %4158, i64 0
  %4160 = shufflevector <8 x i32> %4159, <8 x i32> poison, <8 x i32> zeroinitializer
  %4161 = icmp sgt <8 x i32> %4160, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4162 = load <8 x float>, ptr %1060, align 32
  br i1 %1049, label %4168, label %4163

4163:                                             ; preds = %4154
  %4164 = load float, ptr %1241, align 1
  %4165 = insertelement <8 x float> poison, float %4164, i64 0
  %4166 = shufflevector <8 x float> %4165, <8 x float> poison, <8 x i32> zeroinitializer
  %4167 = fadd <8 x float> %4162, %4166
  br label %4168

4168:                                             ; preds = %4163, %4154
  %4169 = phi <8 x float> [ %4167, %4163 ], [ %4162, %4154 ]
  %4170 = getelementptr inbounds nuw i8, ptr %3934, i64 64
  %4171 = getelementptr inbounds nuw i8, ptr %3935, i64 64
  %4172 = select i1 %1255, ptr null, ptr %4171
  switch i64 %1050, label %509 [
    i64 1, label %4187
    i64 2, label %4180
    i64 3, label %4173
    i64 0, label %4228
  ]

4173:                                             ; preds = %4168
  %4174 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4169)
  %4175 = bitcast <8 x float> %4169 to <8 x i32>
  %4176 = and <8 x i32> %4175, %1047
  %4177 = bitcast <8 x i32> %4176 to <8 x float>
  %4178 = fcmp oeq <8 x float> %4169, %52
  %4179 = select <8 x i1> %4178, <8 x float> %4177, <8 x float> %4174
  br label %4190

4180:                                             ; preds = %4168
  %4181 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4169)
  %4182 = bitcast <8 x float> %4169 to <8 x i32>
  %4183 = or <8 x i32> %4182, %1048
  %4184 = bitcast <8 x i32> %4183 to <8 x float>
  %4185 = fcmp oeq <8 x float> %4169, %55
  %4186 = select <8 x i1> %4185, <8 x float> %4184, <8 x float> %4181
  br label %4190

4187:                                             ; preds = %4168
  %4188 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4172, <8 x i1> %4161, <8 x float> zeroinitializer)
  %4189 = fadd <8 x float> %4169, %4188
  br label %4190

4190:                                             ; preds = %4187, %4180, %4173
  %4191 = phi <8 x float> [ %4189, %4187 ], [ %4186, %4180 ], [ %4179, %4173 ]
  switch i64 %1062, label %509 [
    i64 1, label %4206
    i64 2, label %4199
    i64 3, label %4192
    i64 0, label %4228
  ]

4192:                                             ; preds = %4190
  %4193 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4191)
  %4194 = bitcast <8 x float> %4191 to <8 x i32>
  %4195 = and <8 x i32> %4194, %1047
  %4196 = bitcast <8 x i32> %4195 to <8 x float>
  %4197 = fcmp oeq <8 x float> %4191, %52
  %4198 = select <8 x i1> %4197, <8 x float> %4196, <8 x float> %4193
  br label %4209

4199:                                             ; preds = %4190
  %4200 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4191)
  %4201 = bitcast <8 x float> %4191 to <8 x i32>
  %4202 = or <8 x i32> %4201, %1048
  %4203 = bitcast <8 x i32> %4202 to <8 x float>
  %4204 = fcmp oeq <8 x float> %4191, %55
  %4205 = select <8 x i1> %4204, <8 x float> %4203, <8 x float> %4200
  br label %4209

4206:                                             ; preds = %4190
  %4207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4172, <8 x i1> %4161, <8 x float> zeroinitializer)
  %4208 = fadd <8 x float> %4191, %4207
  br label %4209

4209:                                             ; preds = %4206, %4199, %4192
  %4210 = phi <8 x float> [ %4208, %4206 ], [ %4205, %4199 ], [ %4198, %4192 ]
  switch i64 %1064, label %509 [
    i64 1, label %4225
    i64 2, label %4218
    i64 3, label %4211
    i64 0, label %4228
  ]

4211:                                             ; preds = %4209
  %4212 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4210)
  %4213 = bitcast <8 x float> %4210 to <8 x i32>
  %4214 = and <8 x i32> %4213, %1047
  %4215 = bitcast <8 x i32> %4214 to <8 x float>
  %4216 = fcmp oeq <8 x float> %4210, %52
  %4217 = select <8 x i1> %4216, <8 x float> %4215, <8 x float> %4212
  br label %4228

4218:                                             ; preds = %4209
  %4219 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4210)
  %4220 = bitcast <8 x float> %4210 to <8 x i32>
  %4221 = or <8 x i32> %4220, %1048
  %4222 = bitcast <8 x i32> %4221 to <8 x float>
  %4223 = fcmp oeq <8 x float> %4210, %55
  %4224 = select <8 x i1> %4223, <8 x float> %4222, <8 x float> %4219
  br label %4228

4225:                                             ; preds = %4209
  %4226 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4172, <8 x i1> %4161, <8 x float> zeroinitializer)
  %4227 = fadd <8 x float> %4210, %4226
  br label %4228

4228:                                             ; preds = %4211, %4218, %4225, %4209, %4190, %4168
  %4229 = phi <8 x float> [ %4210, %4209 ], [ %4169, %4168 ], [ %4191, %4190 ], [ %4227, %4225 ], [ %4224, %4218 ], [ %4217, %4211 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4229, ptr nonnull align 1 %4170, <8 x i1> %4161)
  %4230 = add i64 %3933, -24
  %4231 = tail call i64 @llvm.smin.i64(i64 %4230, i64 8)
  %4232 = trunc i64 %4231 to i32
  %4233 = insertelement <8 x i32> poison, i32 %4232, i64 0
  %4234 = shufflevector <8 x i32> %4233, <8 x i32> poison, <8 x i32> zeroinitializer
  %4235 = icmp sgt <8 x i32> %4234, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4236 = load <8 x float>, ptr %1065, align 32
  br i1 %1049, label %4242, label %4237

4237:                                             ; preds = %4228
  %4238 = load float, ptr %1241, align 1
  %4239 = insertelement <8 x float> poison, float %4238, i64 0
  %4240 = shufflevector <8 x float> %4239, <8 x float> poison, <8 x i32> zeroinitializer
  %4241 = fadd <8 x float> %4236, %4240
  br label %4242

4242:                                             ; preds = %4237, %4228
  %4243 = phi <8 x float> [ %4241, %4237 ], [ %4236, %4228 ]
  %4244 = getelementptr inbounds nuw i8, ptr %3934, i64 96
  %4245 = getelementptr inbounds nuw i8, ptr %3935, i64 96
  %4246 = select i1 %1255, ptr null, ptr %4245
  switch i64 %1050, label %509 [
    i64 1, label %4261
    i64 2, label %4254
    i64 3, label %4247
    i64 0, label %4302
  ]

4247:                                             ; preds = %4242
  %4248 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4243)
  %4249 = bitcast <8 x float> %4243 to <8 x i32>
  %4250 = and <8 x i32> %4249, %1047
  %4251 = bitcast <8 x i32> %4250 to <8 x float>
  %4252 = fcmp oeq <8 x float> %4243, %52
  %4253 = select <8 x i1> %4252, <8 x float> %4251, <8 x float> %4248
  br label %4264

4254:                                             ; preds = %4242
  %4255 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4243)
  %4256 = bitcast <8 x float> %4243 to <8 x i32>
  %4257 = or <8 x i32> %4256, %1048
  %4258 = bitcast <8 x i32> %4257 to <8 x float>
  %4259 = fcmp oeq <8 x float> %4243, %55
  %4260 = select <8 x i1> %4259, <8 x float> %4258, <8 x float> %4255
  br label %4264

4261:                                             ; preds = %4242
  %4262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4246, <8 x i1> %4235, <8 x float> zeroinitializer)
  %4263 = fadd <8 x float> %4243, %4262
  br label %4264

4264:                                             ; preds = %4261, %4254, %4247
  %4265 = phi <8 x float> [ %4263, %4261 ], [ %4260, %4254 ], [ %4253, %4247 ]
  switch i64 %1067, label %509 [
    i64 1, label %4280
    i64 2, label %4273
    i64 3, label %4266
    i64 0, label %4302
  ]

4266:                                             ; preds = %4264
  %4267 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4265)
  %4268 = bitcast <8 x float> %4265 to <8 x i32>
  %4269 = and <8 x i32> %4268, %1047
  %4270 = bitcast <8 x i32> %4269 to <8 x float>
  %4271 = fcmp oeq <8 x float> %4265, %52
  %4272 = select <8 x i1> %4271, <8 x float> %4270, <8 x float> %4267
  br label %4283

4273:                                             ; preds = %4264
  %4274 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4265)
  %4275 = bitcast <8 x float> %4265 to <8 x i32>
  %4276 = or <8 x i32> %4275, %1048
  %4277 = bitcast <8 x i32> %4276 to <8 x float>
  %4278 = fcmp oeq <8 x float> %4265, %55
  %4279 = select <8 x i1> %4278, <8 x float> %4277, <8 x float> %4274
  br label %4283

4280:                                             ; preds = %4264
  %4281 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4246, <8 x i1> %4235, <8 x float> zeroinitializer)
  %4282 = fadd <8 x float> %4265, %4281
  br label %4283

4283:                                             ; preds = %4280, %4273, %4266
  %4284 = phi <8 x float> [ %4282, %4280 ], [ %4279, %4273 ], [ %4272, %4266 ]
  switch i64 %1069, label %509 [
    i64 1, label %4299
    i64 2, label %4292
    i64 3, label %4285
    i64 0, label %4302
  ]

4285:                                             ; preds = %4283
  %4286 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4284)
  %4287 = bitcast <8 x float> %4284 to <8 x i32>
  %4288 = and <8 x i32> %4287, %1047
  %4289 = bitcast <8 x i32> %4288 to <8 x float>
  %4290 = fcmp oeq <8 x float> %4284, %52
  %4291 = select <8 x i1> %4290, <8 x float> %4289, <8 x float> %4286
  br label %4302

4292:                                             ; preds = %4283
  %4293 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4284)
  %4294 = bitcast <8 x float> %4284 to <8 x i32>
  %4295 = or <8 x i32> %4294, %1048
  %4296 = bitcast <8 x i32> %4295 to <8 x float>
  %4297 = fcmp oeq <8 x float> %4284, %55
  %4298 = select <8 x i1> %4297, <8 x float> %4296, <8 x float> %4293
  br label %4302

4299:                                             ; preds = %4283
  %4300 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4246, <8 x i1> %4235, <8 x float> zeroinitializer)
  %4301 = fadd <8 x float> %4284, %4300
  br label %4302

4302:                                             ; preds = %4285, %4292, %4299, %4283, %4264, %4242
  %4303 = phi <8 x float> [ %4284, %4283 ], [ %4243, %4242 ], [ %4265, %4264 ], [ %4301, %4299 ], [ %4298, %4292 ], [ %4291, %4285 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4303, ptr nonnull align 1 %4244, <8 x i1> %4235)
  %4304 = add i64 %3933, -32
  %4305 = tail call i64 @llvm.smin.i64(i64 %4304, i64 8)
  %4306 = trunc i64 %4305 to i32
  %4307 = insertelement <8 x i32> poison, i32 %4306, i64 0
  %4308 = shufflevector <8 x i32> %4307, <8 x i32> poison, <8 x i32> zeroinitializer
  %4309 = icmp sgt <8 x i32> %4308, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4310 = load <8 x float>, ptr %1070, align 32
  br i1 %1049, label %4316, label %4311

4311:                                             ; preds = %4302
  %4312 = load float, ptr %1241, align 1
  %4313 = insertelement <8 x float> poison, float %4312, i64 0
  %4314 = shufflevector <8 x float> %4313, <8 x float> poison, <8 x i32> zeroinitializer
  %4315 = fadd <8 x float> %4310, %4314
  br label %4316

4316:                                             ; preds = %4311, %4302
  %4317 = phi <8 x float> [ %4315, %4311 ], [ %4310, %4302 ]
  %4318 = getelementptr inbounds nuw i8, ptr %3934, i64 128
  %4319 = getelementptr inbounds nuw i8, ptr %3935, i64 128
  %4320 = select i1 %1255, ptr null, ptr %4319
  switch i64 %1050, label %509 [
    i64 1, label %4335
    i64 2, label %4328
    i64 3, label %4321
    i64 0, label %4376
  ]

4321:                                             ; preds = %4316
  %4322 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4317)
  %4323 = bitcast <8 x float> %4317 to <8 x i32>
  %4324 = and <8 x i32> %4323, %1047
  %4325 = bitcast <8 x i32> %4324 to <8 x float>
  %4326 = fcmp oeq <8 x float> %4317, %52
  %4327 = select <8 x i1> %4326, <8 x float> %4325, <8 x float> %4322
  br label %4338

4328:                                             ; preds = %4316
  %4329 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4317)
  %4330 = bitcast <8 x float> %4317 to <8 x i32>
  %4331 = or <8 x i32> %4330, %1048
  %4332 = bitcast <8 x i32> %4331 to <8 x float>
  %4333 = fcmp oeq <8 x float> %4317, %55
  %4334 = select <8 x i1> %4333, <8 x float> %4332, <8 x float> %4329
  br label %4338

4335:                                             ; preds = %4316
  %4336 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4320, <8 x i1> %4309, <8 x float> zeroinitializer)
  %4337 = fadd <8 x float> %4317, %4336
  br label %4338

4338:                                             ; preds = %4335, %4328, %4321
  %4339 = phi <8 x float> [ %4337, %4335 ], [ %4334, %4328 ], [ %4327, %4321 ]
  switch i64 %1072, label %509 [
    i64 1, label %4354
    i64 2, label %4347
    i64 3, label %4340
    i64 0, label %4376
  ]

4340:                                             ; preds = %4338
  %4341 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4339)
  %4342 = bitcast <8 x float> %4339 to <8 x i32>
  %4343 = and <8 x i32> %4342, %1047
  %4344 = bitcast <8 x i32> %4343 to <8 x float>
  %4345 = fcmp oeq <8 x float> %4339, %52
  %4346 = select <8 x i1> %4345, <8 x float> %4344, <8 x float> %4341
  br label %4357

4347:                                             ; preds = %4338
  %4348 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4339)
  %4349 = bitcast <8 x float> %4339 to <8 x i32>
  %4350 = or <8 x i32> %4349, %1048
  %4351 = bitcast <8 x i32> %4350 to <8 x float>
  %4352 = fcmp oeq <8 x float> %4339, %55
  %4353 = select <8 x i1> %4352, <8 x float> %4351, <8 x float> %4348
  br label %4357

4354:                                             ; preds = %4338
  %4355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4320, <8 x i1> %4309, <8 x float> zeroinitializer)
  %4356 = fadd <8 x float> %4339, %4355
  br label %4357

4357:                                             ; preds = %4354, %4347, %4340
  %4358 = phi <8 x float> [ %4356, %4354 ], [ %4353, %4347 ], [ %4346, %4340 ]
  switch i64 %1074, label %509 [
    i64 1, label %4373
    i64 2, label %4366
    i64 3, label %4359
    i64 0, label %4376
  ]

4359:                                             ; preds = %4357
  %4360 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4358)
  %4361 = bitcast <8 x float> %4358 to <8 x i32>
  %4362 = and <8 x i32> %4361, %1047
  %4363 = bitcast <8 x i32> %4362 to <8 x float>
  %4364 = fcmp oeq <8 x float> %4358, %52
  %4365 = select <8 x i1> %4364, <8 x float> %4363, <8 x float> %4360
  br label %4376

4366:                                             ; preds = %4357
  %4367 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4358)
  %4368 = bitcast <8 x float> %4358 to <8 x i32>
  %4369 = or <8 x i32> %4368, %1048
  %4370 = bitcast <8 x i32> %4369 to <8 x float>
  %4371 = fcmp oeq <8 x float> %4358, %55
  %4372 = select <8 x i1> %4371, <8 x float> %4370, <8 x float> %4367
  br label %4376

4373:                                             ; preds = %4357
  %4374 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4320, <8 x i1> %4309, <8 x float> zeroinitializer)
  %4375 = fadd <8 x float> %4358, %4374
  br label %4376

4376:                                             ; preds = %4359, %4366, %4373, %4357, %4338, %4316
  %4377 = phi <8 x float> [ %4358, %4357 ], [ %4317, %4316 ], [ %4339, %4338 ], [ %4375, %4373 ], [ %4372, %4366 ], [ %4365, %4359 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4377, ptr nonnull align 1 %4318, <8 x i1> %4309)
  %4378 = add i64 %3933, -40
  %4379 = tail call i64 @llvm.smin.i64(i64 %4378, i64 8)
  %4380 = trunc i64 %4379 to i32
  %4381 = insertelement <8 x i32> poison, i32 %4380, i64 0
  %4382 = shufflevector <8 x i32> %4381, <8 x i32> poison, <8 x i32> zeroinitializer
  %4383 = icmp sgt <8 x i32> %4382, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4384 = load <8 x float>, ptr %1075, align 32
  br i1 %1049, label %4390, label %4385

4385:                                             ; preds = %4376
  %4386 = load float, ptr %1241, align 1
  %4387 = insertelement <8 x float> poison, float %4386, i64 0
  %4388 = shufflevector <8 x float> %4387, <8 x float> poison, <8 x i32> zeroinitializer
  %4389 = fadd <8 x float> %4384, %4388
  br label %4390

4390:                                             ; preds = %4385, %4376
  %4391 = phi <8 x float> [ %4389, %4385 ], [ %4384, %4376 ]
  %4392 = getelementptr inbounds nuw i8, ptr %3934, i64 160
  %4393 = getelementptr inbounds nuw i8, ptr %3935, i64 160
  %4394 = select i1 %1255, ptr null, ptr %4393
  switch i64 %1050, label %509 [
    i64 1, label %4409
    i64 2, label %4402
    i64 3, label %4395
    i64 0, label %4450
  ]

4395:                                             ; preds = %4390
  %4396 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4391)
  %4397 = bitcast <8 x float> %4391 to <8 x i32>
  %4398 = and <8 x i32> %4397, %1047
  %4399 = bitcast <8 x i32> %4398 to <8 x float>
  %4400 = fcmp oeq <8 x float> %4391, %52
  %4401 = select <8 x i1> %4400, <8 x float> %4399, <8 x float> %4396
  br label %4412

4402:                                             ; preds = %4390
  %4403 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4391)
  %4404 = bitcast <8 x float> %4391 to <8 x i32>
  %4405 = or <8 x i32> %4404, %1048
  %4406 = bitcast <8 x i32> %4405 to <8 x float>
  %4407 = fcmp oeq <8 x float> %4391, %55
  %4408 = select <8 x i1> %4407, <8 x float> %4406, <8 x float> %4403
  br label %4412

4409:                                             ; preds = %4390
  %4410 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %4383, <8 x float> zeroinitializer)
  %4411 = fadd <8 x float> %4391, %4410
  br label %4412

4412:                                             ; preds = %4409, %4402, %4395
  %4413 = phi <8 x float> [ %4411, %4409 ], [ %4408, %4402 ], [ %4401, %4395 ]
  switch i64 %1077, label %509 [
    i64 1, label %4428
    i64 2, label %4421
    i64 3, label %4414
    i64 0, label %4450
  ]

4414:                                             ; preds = %4412
  %4415 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4413)
  %4416 = bitcast <8 x float> %4413 to <8 x i32>
  %4417 = and <8 x i32> %4416, %1047
  %4418 = bitcast <8 x i32> %4417 to <8 x float>
  %4419 = fcmp oeq <8 x float> %4413, %52
  %4420 = select <8 x i1> %4419, <8 x float> %4418, <8 x float> %4415
  br label %4431

4421:                                             ; preds = %4412
  %4422 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4413)
  %4423 = bitcast <8 x float> %4413 to <8 x i32>
  %4424 = or <8 x i32> %4423, %1048
  %4425 = bitcast <8 x i32> %4424 to <8 x float>
  %4426 = fcmp oeq <8 x float> %4413, %55
  %4427 = select <8 x i1> %4426, <8 x float> %4425, <8 x float> %4422
  br label %4431

4428:                                             ; preds = %4412
  %4429 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %4383, <8 x float> zeroinitializer)
  %4430 = fadd <8 x float> %4413, %4429
  br label %4431

4431:                                             ; preds = %4428, %4421, %4414
  %4432 = phi <8 x float> [ %4430, %4428 ], [ %4427, %4421 ], [ %4420, %4414 ]
  switch i64 %1079, label %509 [
    i64 1, label %4447
    i64 2, label %4440
    i64 3, label %4433
    i64 0, label %4450
  ]

4433:                                             ; preds = %4431
  %4434 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4432)
  %4435 = bitcast <8 x float> %4432 to <8 x i32>
  %4436 = and <8 x i32> %4435, %1047
  %4437 = bitcast <8 x i32> %4436 to <8 x float>
  %4438 = fcmp oeq <8 x float> %4432, %52
  %4439 = select <8 x i1> %4438, <8 x float> %4437, <8 x float> %4434
  br label %4450

4440:                                             ; preds = %4431
  %4441 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4432)
  %4442 = bitcast <8 x float> %4432 to <8 x i32>
  %4443 = or <8 x i32> %4442, %1048
  %4444 = bitcast <8 x i32> %4443 to <8 x float>
  %4445 = fcmp oeq <8 x float> %4432, %55
  %4446 = select <8 x i1> %4445, <8 x float> %4444, <8 x float> %4441
  br label %4450

4447:                                             ; preds = %4431
  %4448 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %4383, <8 x float> zeroinitializer)
  %4449 = fadd <8 x float> %4432, %4448
  br label %4450

4450:                                             ; preds = %4433, %4440, %4447, %4431, %4412, %4390
  %4451 = phi <8 x float> [ %4432, %4431 ], [ %4391, %4390 ], [ %4413, %4412 ], [ %4449, %4447 ], [ %4446, %4440 ], [ %4439, %4433 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4451, ptr nonnull align 1 %4392, <8 x i1> %4383)
  %4452 = add i64 %3933, -48
  %4453 = tail call i64 @llvm.smin.i64(i64 %4452, i64 8)
  %4454 = trunc i64 %4453 to i32
  %4455 = insertelement <8 x i32> poison, i32 %4454, i64 0
  %4456 = shufflevector <8 x i32> %4455, <8 x i32> poison, <8 x i32> zeroinitializer
  %4457 = icmp sgt <8 x i32> %4456, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4458 = load <8 x float>, ptr %1080, align 32
  br i1 %1049, label %4464, label %4459

4459:                                             ; preds = %4450
  %4460 = load float, ptr %1241, align 1
  %4461 = insertelement <8 x float> poison, float %4460, i64 0
  %4462 = shufflevector <8 x float> %4461, <8 x float> poison, <8 x i32> zeroinitializer
  %4463 = fadd <8 x float> %4458, %4462
  br label %4464

4464:                                             ; preds = %4459, %4450
  %4465 = phi <8 x float> [ %4463, %4459 ], [ %4458, %4450 ]
  %4466 = getelementptr inbounds nuw i8, ptr %3934, i64 192
  %4467 = getelementptr inbounds nuw i8, ptr %3935, i64 192
  %4468 = select i1 %1255, ptr null, ptr %4467
  switch i64 %1050, label %509 [
    i64 1, label %4483
    i64 2, label %4476
    i64 3, label %4469
    i64 0, label %4524
  ]

4469:                                             ; preds = %4464
  %4470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4465)
  %4471 = bitcast <8 x float> %4465 to <8 x i32>
  %4472 = and <8 x i32> %4471, %1047
  %4473 = bitcast <8 x i32> %4472 to <8 x float>
  %4474 = fcmp oeq <8 x float> %4465, %52
  %4475 = select <8 x i1> %4474, <8 x float> %4473, <8 x float> %4470
  br label %4486

4476:                                             ; preds = %4464
  %4477 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4465)
  %4478 = bitcast <8 x float> %4465 to <8 x i32>
  %4479 = or <8 x i32> %4478, %1048
  %4480 = bitcast <8 x i32> %4479 to <8 x float>
  %4481 = fcmp oeq <8 x float> %4465, %55
  %4482 = select <8 x i1> %4481, <8 x float> %4480, <8 x float> %4477
  br label %4486

4483:                                             ; preds = %4464
  %4484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4468, <8 x i1> %4457, <8 x float> zeroinitializer)
  %4485 = fadd <8 x float> %4465, %4484
  br label %4486

4486:                                             ; preds = %4483, %4476, %4469
  %4487 = phi <8 x float> [ %4485, %4483 ], [ %4482, %4476 ], [ %4475, %4469 ]
  switch i64 %1082, label %509 [
    i64 1, label %4502
    i64 2, label %4495
    i64 3, label %4488
    i64 0, label %4524
  ]

4488:                                             ; preds = %4486
  %4489 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4487)
  %4490 = bitcast <8 x float> %4487 to <8 x i32>
  %4491 = and <8 x i32> %4490, %1047
  %4492 = bitcast <8 x i32> %4491 to <8 x float>
  %4493 = fcmp oeq <8 x float> %4487, %52
  %4494 = select <8 x i1> %4493, <8 x float> %4492, <8 x float> %4489
  br label %4505

4495:                                             ; preds = %4486
  %4496 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4487)
  %4497 = bitcast <8 x float> %4487 to <8 x i32>
  %4498 = or <8 x i32> %4497, %1048
  %4499 = bitcast <8 x i32> %4498 to <8 x float>
  %4500 = fcmp oeq <8 x float> %4487, %55
  %4501 = select <8 x i1> %4500, <8 x float> %4499, <8 x float> %4496
  br label %4505

4502:                                             ; preds = %4486
  %4503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4468, <8 x i1> %4457, <8 x float> zeroinitializer)
  %4504 = fadd <8 x float> %4487, %4503
  br label %4505

4505:                                             ; preds = %4502, %4495, %4488
  %4506 = phi <8 x float> [ %4504, %4502 ], [ %4501, %4495 ], [ %4494, %4488 ]
  switch i64 %1084, label %509 [
    i64 1, label %4521
    i64 2, label %4514
    i64 3, label %4507
    i64 0, label %4524
  ]

4507:                                             ; preds = %4505
  %4508 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4506)
  %4509 = bitcast <8 x float> %4506 to <8 x i32>
  %4510 = and <8 x i32> %4509, %1047
  %4511 = bitcast <8 x i32> %4510 to <8 x float>
  %4512 = fcmp oeq <8 x float> %4506, %52
  %4513 = select <8 x i1> %4512, <8 x float> %4511, <8 x float> %4508
  br label %4524

4514:                                             ; preds = %4505
  %4515 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4506)
  %4516 = bitcast <8 x float> %4506 to <8 x i32>
  %4517 = or <8 x i32> %4516, %1048
  %4518 = bitcast <8 x i32> %4517 to <8 x float>
  %4519 = fcmp oeq <8 x float> %4506, %55
  %4520 = select <8 x i1> %4519, <8 x float> %4518, <8 x float> %4515
  br label %4524

4521:                                             ; preds = %4505
  %4522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4468, <8 x i1> %4457, <8 x float> zeroinitializer)
  %4523 = fadd <8 x float> %4506, %4522
  br label %4524

4524:                                             ; preds = %4507, %4514, %4521, %4505, %4486, %4464
  %4525 = phi <8 x float> [ %4506, %4505 ], [ %4465, %4464 ], [ %4487, %4486 ], [ %4523, %4521 ], [ %4520, %4514 ], [ %4513, %4507 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4525, ptr nonnull align 1 %4466, <8 x i1> %4457)
  %4526 = add i64 %3933, -56
  %4527 = tail call i64 @llvm.smin.i64(i64 %4526, i64 8)
  %4528 = trunc i64 %4527 to i32
  %4529 = insertelement <8 x i32> poison, i32 %4528, i64 0
  %4530 = shufflevector <8 x i32> %4529, <8 x i32> poison, <8 x i32> zeroinitializer
  %4531 = icmp sgt <8 x i32> %4530, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4532 = load <8 x float>, ptr %1085, align 32
  br i1 %1049, label %4538, label %4533

4533:                                             ; preds = %4524
  %4534 = load float, ptr %1241, align 1
  %4535 = insertelement <8 x float> poison, float %4534, i64 0
  %4536 = shufflevector <8 x float> %4535, <8 x float> poison, <8 x i32> zeroinitializer
  %4537 = fadd <8 x float> %4532, %4536
  br label %4538

4538:                                             ; preds = %4533, %4524
  %4539 = phi <8 x float> [ %4537, %4533 ], [ %4532, %4524 ]
  %4540 = getelementptr inbounds nuw i8, ptr %3934, i64 224
  %4541 = getelementptr inbounds nuw i8, ptr %3935, i64 224
  %4542 = select i1 %1255, ptr null, ptr %4541
  switch i64 %1050, label %509 [
    i64 1, label %4557
    i64 2, label %4550
    i64 3, label %4543
    i64 0, label %4598
  ]

4543:                                             ; preds = %4538
  %4544 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4539)
  %4545 = bitcast <8 x float> %4539 to <8 x i32>
  %4546 = and <8 x i32> %4545, %1047
  %4547 = bitcast <8 x i32> %4546 to <8 x float>
  %4548 = fcmp oeq <8 x float> %4539, %52
  %4549 = select <8 x i1> %4548, <8 x float> %4547, <8 x float> %4544
  br label %4560

4550:                                             ; preds = %4538
  %4551 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4539)
  %4552 = bitcast <8 x float> %4539 to <8 x i32>
  %4553 = or <8 x i32> %4552, %1048
  %4554 = bitcast <8 x i32> %4553 to <8 x float>
  %4555 = fcmp oeq <8 x float> %4539, %55
  %4556 = select <8 x i1> %4555, <8 x float> %4554, <8 x float> %4551
  br label %4560

4557:                                             ; preds = %4538
  %4558 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4542, <8 x i1> %4531, <8 x float> zeroinitializer)
  %4559 = fadd <8 x float> %4539, %4558
  br label %4560

4560:                                             ; preds = %4557, %4550, %4543
  %4561 = phi <8 x float> [ %4559, %4557 ], [ %4556, %4550 ], [ %4549, %4543 ]
  switch i64 %1087, label %509 [
    i64 1, label %4576
    i64 2, label %4569
    i64 3, label %4562
    i64 0, label %4598
  ]

4562:                                             ; preds = %4560
  %4563 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4561)
  %4564 = bitcast <8 x float> %4561 to <8 x i32>
  %4565 = and <8 x i32> %4564, %1047
  %4566 = bitcast <8 x i32> %4565 to <8 x float>
  %4567 = fcmp oeq <8 x float> %4561, %52
  %4568 = select <8 x i1> %4567, <8 x float> %4566, <8 x float> %4563
  br label %4579

4569:                                             ; preds = %4560
  %4570 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4561)
  %4571 = bitcast <8 x float> %4561 to <8 x i32>
  %4572 = or <8 x i32> %4571, %1048
  %4573 = bitcast <8 x i32> %4572 to <8 x float>
  %4574 = fcmp oeq <8 x float> %4561, %55
  %4575 = select <8 x i1> %4574, <8 x float> %4573, <8 x float> %4570
  br label %4579

4576:                                             ; preds = %4560
  %4577 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4542, <8 x i1> %4531, <8 x float> zeroinitializer)
  %4578 = fadd <8 x float> %4561, %4577
  br label %4579

4579:                                             ; preds = %4576, %4569, %4562
  %4580 = phi <8 x float> [ %4578, %4576 ], [ %4575, %4569 ], [ %4568, %4562 ]
  switch i64 %1089, label %509 [
    i64 1, label %4595
    i64 2, label %4588
    i64 3, label %4581
    i64 0, label %4598
  ]

4581:                                             ; preds = %4579
  %4582 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %4580)
  %4583 = bitcast <8 x float> %4580 to <8 x i32>
  %4584 = and <8 x i32> %4583, %1047
  %4585 = bitcast <8 x i32> %4584 to <8 x float>
  %4586 = fcmp oeq <8 x float> %4580, %52
  %4587 = select <8 x i1> %4586, <8 x float> %4585, <8 x float> %4582
  br label %4598

4588:                                             ; preds = %4579
  %4589 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %4580)
  %4590 = bitcast <8 x float> %4580 to <8 x i32>
  %4591 = or <8 x i32> %4590, %1048
  %4592 = bitcast <8 x i32> %4591 to <8 x float>
  %4593 = fcmp oeq <8 x float> %4580, %55
  %4594 = select <8 x i1> %4593, <8 x float> %4592, <8 x float> %4589
  br label %4598

4595:                                             ; preds = %4579
  %4596 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4542, <8 x i1> %4531, <8 x float> zeroinitializer)
  %4597 = fadd <8 x float> %4580, %4596
  br label %4598

4598:                                             ; preds = %4581, %4588, %4595, %4579, %4560, %4538
  %4599 = phi <8 x float> [ %4580, %4579 ], [ %4539, %4538 ], [ %4561, %4560 ], [ %4597, %4595 ], [ %4594, %4588 ], [ %4587, %4581 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4599, ptr nonnull align 1 %4540, <8 x i1> %4531)
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %4600

4600:                                             ; preds = %1259, %4598, %3926, %3328, %2804, %2354, %1978, %1676, %1411
  %4601 = add nuw nsw i64 %1261, 64
  %4602 = sub nuw nsw i64 -64, %1261
  %4603 = icmp slt i64 %4601, %9
  br i1 %4603, label %1259, label %1256

4604:                                             ; preds = %1035
  %4605 = add nsw i64 %9, 7
  %4606 = sdiv i64 %4605, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %4607 = icmp slt i64 %9, 129
  %4608 = icmp slt i64 %11, 8
  %4609 = and i1 %4607, %4608
  br i1 %4609, label %4610, label %4652

4610:                                             ; preds = %4604
  %4611 = icmp sgt i64 %9, 0
  br i1 %4611, label %4612, label %4652

4612:                                             ; preds = %4610
  %4613 = icmp sgt i64 %11, 0
  %4614 = tail call i64 @llvm.smax.i64(i64 %4606, i64 1)
  br label %4615

4615:                                             ; preds = %4612, %4623
  %4616 = phi i64 [ 0, %4612 ], [ %4624, %4623 ]
  br i1 %4613, label %4617, label %4623

4617:                                             ; preds = %4615
  %4618 = shl nsw i64 %4616, 3
  %4619 = sub nsw i64 %9, %4618
  %4620 = sub i64 %4618, %17
  %4621 = mul nuw nsw i64 %4616, %11
  %4622 = getelementptr <4 x i64>, ptr %42, i64 %4621
  br label %4626

4623:                                             ; preds = %4626, %4615
  %4624 = add nuw nsw i64 %4616, 1
  %4625 = icmp eq i64 %4624, %4614
  br i1 %4625, label %4652, label %4615

4626:                                             ; preds = %4617, %4626
  %4627 = phi i64 [ 0, %4617 ], [ %4650, %4626 ]
  %4628 = mul nsw i64 %4627, %15
  %4629 = add i64 %4620, %4628
  %4630 = icmp slt i64 %4629, 0
  %4631 = sub nsw i64 0, %4629
  %4632 = select i1 %4630, i64 %4631, i64 0
  %4633 = sub nsw i64 %7, %4629
  %4634 = tail call i64 @llvm.smin.i64(i64 %4633, i64 %4619)
  %4635 = tail call i64 @llvm.smin.i64(i64 %4634, i64 8)
  %4636 = icmp sgt i64 %4635, %4632
  %4637 = trunc i64 %4632 to i32
  %4638 = select i1 %4636, i32 %4637, i32 0
  %4639 = insertelement <8 x i32> poison, i32 %4638, i64 0
  %4640 = shufflevector <8 x i32> %4639, <8 x i32> poison, <8 x i32> zeroinitializer
  %4641 = icmp slt <8 x i32> %4640, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4642 = trunc i64 %4635 to i32
  %4643 = select i1 %4636, i32 %4642, i32 0
  %4644 = insertelement <8 x i32> poison, i32 %4643, i64 0
  %4645 = shufflevector <8 x i32> %4644, <8 x i32> poison, <8 x i32> zeroinitializer
  %4646 = icmp sgt <8 x i32> %4645, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4647 = and <8 x i1> %4646, %4641
  %4648 = sext <8 x i1> %4647 to <8 x i32>
  %4649 = getelementptr <4 x i64>, ptr %4622, i64 %4627
  store <8 x i32> %4648, ptr %4649, align 32
  %4650 = add nuw nsw i64 %4627, 1
  %4651 = icmp eq i64 %4650, %11
  br i1 %4651, label %4623, label %4626

4652:                                             ; preds = %4623, %4610, %4604
  %4653 = phi ptr [ null, %4604 ], [ %42, %4610 ], [ %42, %4623 ]
  %4654 = icmp slt i64 %1038, %4
  br i1 %4654, label %4655, label %5026

4655:                                             ; preds = %4652
  %4656 = mul i64 %7, %6
  %4657 = icmp eq i64 %21, 0
  %4658 = icmp eq i64 %22, 0
  %4659 = icmp sgt i64 %9, 32
  %4660 = icmp slt i64 %9, 17
  %4661 = select i1 %4660, i32 4, i32 2
  %4662 = select i1 %4659, i32 1, i32 %4661
  %4663 = zext nneg i32 %4662 to i64
  %4664 = icmp sgt i64 %9, 0
  %4665 = icmp sgt i64 %10, 0
  %4666 = icmp sgt i64 %11, 0
  %4667 = icmp eq ptr %4653, null
  %4668 = bitcast <8 x float> %52 to <8 x i32>
  %4669 = bitcast <8 x float> %55 to <8 x i32>
  %4670 = icmp sgt i64 %9, 7
  %4671 = trunc i64 %9 to i32
  %4672 = select i1 %4670, i32 8, i32 %4671
  %4673 = insertelement <8 x i32> poison, i32 %4672, i64 0
  %4674 = shufflevector <8 x i32> %4673, <8 x i32> poison, <8 x i32> zeroinitializer
  %4675 = icmp sgt <8 x i32> %4674, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4676 = and i64 %26, 3
  %4677 = lshr i64 %26, 2
  %4678 = and i64 %4677, 3
  %4679 = lshr i64 %26, 4
  %4680 = and i64 %4679, 3
  %4681 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %4682 = lshr i64 %26, 2
  %4683 = and i64 %4682, 3
  %4684 = lshr i64 %26, 4
  %4685 = and i64 %4684, 3
  %4686 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %4687 = lshr i64 %26, 2
  %4688 = and i64 %4687, 3
  %4689 = lshr i64 %26, 4
  %4690 = and i64 %4689, 3
  %4691 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %4692 = lshr i64 %26, 2
  %4693 = and i64 %4692, 3
  %4694 = lshr i64 %26, 4
  %4695 = and i64 %4694, 3
  %4696 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %4697 = lshr i64 %26, 2
  %4698 = and i64 %4697, 3
  %4699 = lshr i64 %26, 4
  %4700 = and i64 %4699, 3
  %4701 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %4702 = lshr i64 %26, 2
  %4703 = and i64 %4702, 3
  %4704 = lshr i64 %26, 4
  %4705 = and i64 %4704, 3
  %4706 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %4707 = lshr i64 %26, 2
  %4708 = and i64 %4707, 3
  %4709 = lshr i64 %26, 4
  %4710 = and i64 %4709, 3
  %4711 = getelementptr inbounds nuw i8, ptr %33, i64 224
  %4712 = lshr i64 %26, 2
  %4713 = and i64 %4712, 3
  %4714 = lshr i64 %26, 4
  %4715 = and i64 %4714, 3
  %4716 = and i64 %26, 3
  %4717 = lshr i64 %26, 2
  %4718 = and i64 %4717, 3
  %4719 = lshr i64 %26, 4
  %4720 = and i64 %4719, 3
  %4721 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %4722 = lshr i64 %26, 2
  %4723 = and i64 %4722, 3
  %4724 = lshr i64 %26, 4
  %4725 = and i64 %4724, 3
  %4726 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %4727 = lshr i64 %26, 2
  %4728 = and i64 %4727, 3
  %4729 = lshr i64 %26, 4
  %4730 = and i64 %4729, 3
  %4731 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %4732 = lshr i64 %26, 2
  %4733 = and i64 %4732, 3
  %4734 = lshr i64 %26, 4
  %4735 = and i64 %4734, 3
  %4736 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %4737 = lshr i64 %26, 2
  %4738 = and i64 %4737, 3
  %4739 = lshr i64 %26, 4
  %4740 = and i64 %4739, 3
  %4741 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %4742 = lshr i64 %26, 2
  %4743 = and i64 %4742, 3
  %4744 = lshr i64 %26, 4
  %4745 = and i64 %4744, 3
  %4746 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %4747 = lshr i64 %26, 2
  %4748 = and i64 %4747, 3
  %4749 = lshr i64 %26, 4
  %4750 = and i64 %4749, 3
  %4751 = and i64 %26, 3
  %4752 = lshr i64 %26, 2
  %4753 = and i64 %4752, 3
  %4754 = lshr i64 %26, 4
  %4755 = and i64 %4754, 3
  %4756 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %4757 = lshr i64 %26, 2
  %4758 = and i64 %4757, 3
  %4759 = lshr i64 %26, 4
  %4760 = and i64 %4759, 3
  %4761 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %4762 = lshr i64 %26, 2
  %4763 = and i64 %4762, 3
  %4764 = lshr i64 %26, 4
  %4765 = and i64 %4764, 3
  %4766 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %4767 = lshr i64 %26, 2
  %4768 = and i64 %4767, 3
  %4769 = lshr i64 %26, 4
  %4770 = and i64 %4769, 3
  %4771 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %4772 = lshr i64 %26, 2
  %4773 = and i64 %4772, 3
  %4774 = lshr i64 %26, 4
  %4775 = and i64 %4774, 3
  %4776 = getelementptr inbounds nuw i8, ptr %31, i64 160
  %4777 = lshr i64 %26, 2
  %4778 = and i64 %4777, 3
  %4779 = lshr i64 %26, 4
  %4780 = and i64 %4779, 3
  %4781 = and i64 %26, 3
  %4782 = lshr i64 %26, 2
  %4783 = and i64 %4782, 3
  %4784 = lshr i64 %26, 4
  %4785 = and i64 %4784, 3
  %4786 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %4787 = lshr i64 %26, 2
  %4788 = and i64 %4787, 3
  %4789 = lshr i64 %26, 4
  %4790 = and i64 %4789, 3
  %4791 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %4792 = lshr i64 %26, 2
  %4793 = and i64 %4792, 3
  %4794 = lshr i64 %26, 4
  %4795 = and i64 %4794, 3
  %4796 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %4797 = lshr i64 %26, 2
  %4798 = and i64 %4797, 3
  %4799 = lshr i64 %26, 4
  %4800 = and i64 %4799, 3
  %4801 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %4802 = lshr i64 %26, 2
  %4803 = and i64 %4802, 3
  %4804 = lshr i64 %26, 4
  %4805 = and i64 %4804, 3
  %4806 = and i64 %26, 3
  %4807 = lshr i64 %26, 2
  %4808 = and i64 %4807, 3
  %4809 = lshr i64 %26, 4
  %4810 = and i64 %4809, 3
  %4811 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %4812 = lshr i64 %26, 2
  %4813 = and i64 %4812, 3
  %4814 = lshr i64 %26, 4
  %4815 = and i64 %4814, 3
  %4816 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %4817 = lshr i64 %26, 2
  %4818 = and i64 %4817, 3
  %4819 = lshr i64 %26, 4
  %4820 = and i64 %4819, 3
  %4821 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %4822 = lshr i64 %26, 2
  %4823 = and i64 %4822, 3
  %4824 = lshr i64 %26, 4
  %4825 = and i64 %4824, 3
  %4826 = and i64 %26, 3
  %4827 = lshr i64 %26, 2
  %4828 = and i64 %4827, 3
  %4829 = lshr i64 %26, 4
  %4830 = and i64 %4829, 3
  %4831 = lshr i64 %26, 2
  %4832 = and i64 %4831, 3
  %4833 = lshr i64 %26, 4
  %4834 = and i64 %4833, 3
  %4835 = lshr i64 %26, 2
  %4836 = and i64 %4835, 3
  %4837 = lshr i64 %26, 4
  %4838 = and i64 %4837, 3
  %4839 = and i64 %26, 3
  %4840 = lshr i64 %26, 2
  %4841 = and i64 %4840, 3
  %4842 = lshr i64 %26, 4
  %4843 = and i64 %4842, 3
  %4844 = lshr i64 %26, 2
  %4845 = and i64 %4844, 3
  %4846 = lshr i64 %26, 4
  %4847 = and i64 %4846, 3
  %4848 = and i64 %26, 3
  %4849 = lshr i64 %26, 2
  %4850 = and i64 %4849, 3
  %4851 = lshr i64 %26, 4
  %4852 = and i64 %4851, 3
  %4853 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %4854 = and i64 %26, 3
  %4855 = lshr i64 %26, 2
  %4856 = and i64 %4855, 3
  %4857 = lshr i64 %26, 4
  %4858 = and i64 %4857, 3
  %4859 = icmp sgt i64 %9, 15
  %4860 = trunc i64 %9 to i32
  %4861 = add i32 %4860, -8
  %4862 = select i1 %4859, i32 8, i32 %4861
  %4863 = insertelement <8 x i32> poison, i32 %4862, i64 0
  %4864 = shufflevector <8 x i32> %4863, <8 x i32> poison, <8 x i32> zeroinitializer
  %4865 = icmp sgt <8 x i32> %4864, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4866 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %4867 = lshr i64 %26, 2
  %4868 = and i64 %4867, 3
  %4869 = lshr i64 %26, 4
  %4870 = and i64 %4869, 3
  %4871 = icmp sgt i64 %9, 23
  %4872 = trunc i64 %9 to i32
  %4873 = add i32 %4872, -16
  %4874 = select i1 %4871, i32 8, i32 %4873
  %4875 = insertelement <8 x i32> poison, i32 %4874, i64 0
  %4876 = shufflevector <8 x i32> %4875, <8 x i32> poison, <8 x i32> zeroinitializer
  %4877 = icmp sgt <8 x i32> %4876, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4878 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %4879 = lshr i64 %26, 2
  %4880 = and i64 %4879, 3
  %4881 = lshr i64 %26, 4
  %4882 = and i64 %4881, 3
  %4883 = icmp sgt i64 %9, 31
  %4884 = trunc i64 %9 to i32
  %4885 = add i32 %4884, -24
  %4886 = select i1 %4883, i32 8, i32 %4885
  %4887 = insertelement <8 x i32> poison, i32 %4886, i64 0
  %4888 = shufflevector <8 x i32> %4887, <8 x i32> poison, <8 x i32> zeroinitializer
  %4889 = icmp sgt <8 x i32> %4888, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4890 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %4891 = lshr i64 %26, 2
  %4892 = and i64 %4891, 3
  %4893 = lshr i64 %26, 4
  %4894 = and i64 %4893, 3
  %4895 = lshr i64 %26, 2
  %4896 = and i64 %4895, 3
  %4897 = lshr i64 %26, 4
  %4898 = and i64 %4897, 3
  %4899 = add nsw i64 %9, 8
  %4900 = getelementptr inbounds nuw i8, ptr %28, i64 288
  %4901 = lshr i64 %26, 2
  %4902 = and i64 %4901, 3
  %4903 = lshr i64 %26, 4
  %4904 = and i64 %4903, 3
  %4905 = add nsw i64 %9, 16
  %4906 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %4907 = lshr i64 %26, 2
  %4908 = and i64 %4907, 3
  %4909 = lshr i64 %26, 4
  %4910 = and i64 %4909, 3
  %4911 = add nsw i64 %9, 24
  %4912 = getelementptr inbounds nuw i8, ptr %28, i64 352
  %4913 = lshr i64 %26, 2
  %4914 = and i64 %4913, 3
  %4915 = lshr i64 %26, 4
  %4916 = and i64 %4915, 3
  %4917 = add nsw i64 %9, -8
  %4918 = shl i64 %11, 6
  %4919 = add nsw i64 %9, -16
  %4920 = and i64 %26, 3
  %4921 = lshr i64 %26, 2
  %4922 = and i64 %4921, 3
  %4923 = lshr i64 %26, 4
  %4924 = and i64 %4923, 3
  %4925 = icmp sgt i64 %9, 15
  %4926 = trunc i64 %9 to i32
  %4927 = add i32 %4926, -8
  %4928 = select i1 %4925, i32 8, i32 %4927
  %4929 = insertelement <8 x i32> poison, i32 %4928, i64 0
  %4930 = shufflevector <8 x i32> %4929, <8 x i32> poison, <8 x i32> zeroinitializer
  %4931 = icmp sgt <8 x i32> %4930, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4932 = lshr i64 %26, 2
  %4933 = and i64 %4932, 3
  %4934 = lshr i64 %26, 4
  %4935 = and i64 %4934, 3
  %4936 = icmp sgt i64 %9, 23
  %4937 = trunc i64 %9 to i32
  %4938 = add i32 %4937, -16
  %4939 = select i1 %4936, i32 8, i32 %4938
  %4940 = insertelement <8 x i32> poison, i32 %4939, i64 0
  %4941 = shufflevector <8 x i32> %4940, <8 x i32> poison, <8 x i32> zeroinitializer
  %4942 = icmp sgt <8 x i32> %4941, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4943 = lshr i64 %26, 2
  %4944 = and i64 %4943, 3
  %4945 = lshr i64 %26, 4
  %4946 = and i64 %4945, 3
  %4947 = lshr i64 %26, 2
  %4948 = and i64 %4947, 3
  %4949 = lshr i64 %26, 4
  %4950 = and i64 %4949, 3
  %4951 = add nsw i64 %9, 8
  %4952 = lshr i64 %26, 2
  %4953 = and i64 %4952, 3
  %4954 = lshr i64 %26, 4
  %4955 = and i64 %4954, 3
  %4956 = add nsw i64 %9, 16
  %4957 = lshr i64 %26, 2
  %4958 = and i64 %4957, 3
  %4959 = lshr i64 %26, 4
  %4960 = and i64 %4959, 3
  %4961 = add nsw i64 %9, -8
  %4962 = and i64 %26, 3
  %4963 = lshr i64 %26, 2
  %4964 = and i64 %4963, 3
  %4965 = lshr i64 %26, 4
  %4966 = and i64 %4965, 3
  %4967 = icmp sgt i64 %9, 15
  %4968 = trunc i64 %9 to i32
  %4969 = add i32 %4968, -8
  %4970 = select i1 %4967, i32 8, i32 %4969
  %4971 = insertelement <8 x i32> poison, i32 %4970, i64 0
  %4972 = shufflevector <8 x i32> %4971, <8 x i32> poison, <8 x i32> zeroinitializer
  %4973 = icmp sgt <8 x i32> %4972, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4974 = lshr i64 %26, 2
  %4975 = and i64 %4974, 3
  %4976 = lshr i64 %26, 4
  %4977 = and i64 %4976, 3
  %4978 = lshr i64 %26, 2
  %4979 = and i64 %4978, 3
  %4980 = lshr i64 %26, 4
  %4981 = and i64 %4980, 3
  %4982 = add nsw i64 %9, 8
  %4983 = lshr i64 %26, 2
  %4984 = and i64 %4983, 3
  %4985 = lshr i64 %26, 4
  %4986 = and i64 %4985, 3
  %4987 = shl nsw i64 %9, 1
  %4988 = lshr i64 %26, 2
  %4989 = and i64 %4988, 3
  %4990 = lshr i64 %26, 4
  %4991 = and i64 %4990, 3
  %4992 = add nsw i64 %4987, 8
  %4993 = lshr i64 %26, 2
  %4994 = and i64 %4993, 3
  %4995 = lshr i64 %26, 4
  %4996 = and i64 %4995, 3
  %4997 = mul nsw i64 %9, 3
  %4998 = lshr i64 %26, 2
  %4999 = and i64 %4998, 3
  %5000 = lshr i64 %26, 4
  %5001 = and i64 %5000, 3
  %5002 = add nsw i64 %4997, 8
  %5003 = lshr i64 %26, 2
  %5004 = and i64 %5003, 3
  %5005 = lshr i64 %26, 4
  %5006 = and i64 %5005, 3
  %5007 = and i64 %26, 3
  %5008 = lshr i64 %26, 2
  %5009 = and i64 %5008, 3
  %5010 = lshr i64 %26, 4
  %5011 = and i64 %5010, 3
  %5012 = lshr i64 %26, 2
  %5013 = and i64 %5012, 3
  %5014 = lshr i64 %26, 4
  %5015 = and i64 %5014, 3
  %5016 = shl nsw i64 %9, 1
  %5017 = lshr i64 %26, 2
  %5018 = and i64 %5017, 3
  %5019 = lshr i64 %26, 4
  %5020 = and i64 %5019, 3
  %5021 = mul nsw i64 %9, 3
  %5022 = lshr i64 %26, 2
  %5023 = and i64 %5022, 3
  %5024 = lshr i64 %26, 4
  %5025 = and i64 %5024, 3
  br label %5027

5026:                                             ; preds = %10875, %4652
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  br label %10880

5027:                                             ; preds = %4655, %10875
  %5028 = phi i64 [ %59, %4655 ], [ %10878, %10875 ]
  %5029 = phi i64 [ %1037, %4655 ], [ %10877, %10875 ]
  %5030 = phi i64 [ %1036, %4655 ], [ %10876, %10875 ]
  %5031 = phi i64 [ %1038, %4655 ], [ %10866, %10875 ]
  %5032 = mul nsw i64 %5030, %19
  %5033 = getelementptr inbounds float, ptr %43, i64 %5032
  %5034 = mul i64 %4656, %5029
  %5035 = getelementptr inbounds float, ptr %5033, i64 %5034
  %5036 = mul nsw i64 %5029, %63
  %5037 = getelementptr inbounds float, ptr %44, i64 %5036
  %5038 = getelementptr inbounds float, ptr %45, i64 %5029
  %5039 = select i1 %4657, ptr null, ptr %5038
  %5040 = mul nsw i64 %5030, %20
  %5041 = getelementptr inbounds float, ptr %47, i64 %5040
  %5042 = mul nsw i64 %5029, %64
  %5043 = getelementptr inbounds float, ptr %5041, i64 %5042
  %5044 = mul nsw i64 %5028, %9
  %5045 = getelementptr inbounds float, ptr %5043, i64 %5044
  %5046 = mul nsw i64 %5030, %23
  %5047 = getelementptr inbounds float, ptr %46, i64 %5046
  %5048 = getelementptr inbounds float, ptr %5047, i64 %5042
  %5049 = getelementptr inbounds float, ptr %5048, i64 %5044
  %5050 = select i1 %4658, ptr null, ptr %5049
  %5051 = sub nsw i64 %8, %5028
  %5052 = sub nsw i64 %4, %5031
  %5053 = call i64 @llvm.smin.i64(i64 %5051, i64 %5052)
  %5054 = icmp slt i64 %5053, %4663
  %5055 = select i1 %5054, i32 1, i32 %4662
  %5056 = icmp samesign ugt i32 %5055, 1
  br i1 %5056, label %5069, label %5057

5057:                                             ; preds = %5027
  br i1 %4664, label %5058, label %10864

5058:                                             ; preds = %5057
  %5059 = icmp eq ptr %5039, null
  %5060 = icmp eq ptr %5050, null
  %5061 = mul nsw i64 %5028, %12
  %5062 = mul nsw i64 %5028, %12
  %5063 = mul nsw i64 %5028, %12
  %5064 = mul nsw i64 %5028, %12
  %5065 = mul nsw i64 %5028, %12
  %5066 = mul nsw i64 %5028, %12
  %5067 = mul nsw i64 %5028, %12
  %5068 = mul nsw i64 %5028, %12
  br label %7384

5069:                                             ; preds = %5027
  switch i64 %4606, label %10864 [
    i64 1, label %5070
    i64 2, label %5456
    i64 3, label %6174
    i64 4, label %6749
  ]

5070:                                             ; preds = %5069
  br i1 %4665, label %5071, label %5079

5071:                                             ; preds = %5070
  %5072 = mul nsw i64 %5028, %12
  %5073 = add nsw i64 %5028, 1
  %5074 = mul nsw i64 %5073, %12
  %5075 = add nsw i64 %5028, 2
  %5076 = mul nsw i64 %5075, %12
  %5077 = add nsw i64 %5028, 3
  %5078 = mul nsw i64 %5077, %12
  br label %5086

5079:                                             ; preds = %5125, %5070
  %5080 = phi <8 x float> [ zeroinitializer, %5070 ], [ %5126, %5125 ]
  %5081 = phi <8 x float> [ zeroinitializer, %5070 ], [ %5127, %5125 ]
  %5082 = phi <8 x float> [ zeroinitializer, %5070 ], [ %5128, %5125 ]
  %5083 = phi <8 x float> [ zeroinitializer, %5070 ], [ %5129, %5125 ]
  %5084 = icmp eq ptr %5039, null
  %5085 = icmp eq ptr %5050, null
  br i1 %5084, label %5196, label %5191

5086:                                             ; preds = %5071, %5125
  %5087 = phi <8 x float> [ zeroinitializer, %5071 ], [ %5126, %5125 ]
  %5088 = phi <8 x float> [ zeroinitializer, %5071 ], [ %5127, %5125 ]
  %5089 = phi <8 x float> [ zeroinitializer, %5071 ], [ %5128, %5125 ]
  %5090 = phi <8 x float> [ zeroinitializer, %5071 ], [ %5129, %5125 ]
  %5091 = phi i64 [ 0, %5071 ], [ %5130, %5125 ]
  %5092 = mul nsw i64 %5091, %14
  %5093 = sub i64 %5092, %16
  %5094 = add i64 %5093, %5072
  %5095 = icmp slt i64 %5094, 0
  %5096 = icmp sge i64 %5094, %6
  %5097 = or i1 %5095, %5096
  %5098 = select i1 %5097, i64 0, i64 %5094
  %5099 = mul nsw i64 %5098, %7
  %5100 = getelementptr inbounds float, ptr %5035, i64 %5099
  %5101 = add i64 %5093, %5074
  %5102 = icmp slt i64 %5101, 0
  %5103 = icmp sge i64 %5101, %6
  %5104 = or i1 %5102, %5103
  %5105 = select i1 %5104, i64 0, i64 %5101
  %5106 = mul nsw i64 %5105, %7
  %5107 = getelementptr inbounds float, ptr %5035, i64 %5106
  %5108 = add i64 %5093, %5076
  %5109 = icmp slt i64 %5108, 0
  %5110 = icmp sge i64 %5108, %6
  %5111 = or i1 %5109, %5110
  %5112 = select i1 %5111, i64 0, i64 %5108
  %5113 = mul nsw i64 %5112, %7
  %5114 = getelementptr inbounds float, ptr %5035, i64 %5113
  %5115 = add i64 %5093, %5078
  %5116 = icmp slt i64 %5115, 0
  %5117 = icmp sge i64 %5115, %6
  %5118 = or i1 %5116, %5117
  %5119 = select i1 %5118, i64 0, i64 %5115
  %5120 = mul nsw i64 %5119, %7
  %5121 = getelementptr inbounds float, ptr %5035, i64 %5120
  br i1 %4666, label %5122, label %5125

5122:                                             ; preds = %5086
  %5123 = mul nuw nsw i64 %5091, %11
  %5124 = getelementptr inbounds nuw float, ptr %5037, i64 %5123
  br label %5132

5125:                                             ; preds = %5167, %5086
  %5126 = phi <8 x float> [ %5087, %5086 ], [ %5173, %5167 ]
  %5127 = phi <8 x float> [ %5088, %5086 ], [ %5178, %5167 ]
  %5128 = phi <8 x float> [ %5089, %5086 ], [ %5183, %5167 ]
  %5129 = phi <8 x float> [ %5090, %5086 ], [ %5188, %5167 ]
  %5130 = add nuw nsw i64 %5091, 1
  %5131 = icmp eq i64 %5130, %10
  br i1 %5131, label %5079, label %5086

5132:                                             ; preds = %5122, %5167
  %5133 = phi <8 x float> [ %5087, %5122 ], [ %5173, %5167 ]
  %5134 = phi <8 x float> [ %5088, %5122 ], [ %5178, %5167 ]
  %5135 = phi <8 x float> [ %5089, %5122 ], [ %5183, %5167 ]
  %5136 = phi <8 x float> [ %5090, %5122 ], [ %5188, %5167 ]
  %5137 = phi i64 [ 0, %5122 ], [ %5189, %5167 ]
  %5138 = getelementptr inbounds nuw float, ptr %5124, i64 %5137
  %5139 = load float, ptr %5138, align 1
  %5140 = insertelement <8 x float> poison, float %5139, i64 0
  %5141 = shufflevector <8 x float> %5140, <8 x float> poison, <8 x i32> zeroinitializer
  %5142 = mul nsw i64 %5137, %15
  %5143 = sub nsw i64 %5142, %17
  %5144 = icmp slt i64 %5143, 0
  %5145 = sub nsw i64 0, %5143
  %5146 = select i1 %5144, i64 %5145, i64 0
  %5147 = sub nsw i64 %7, %5143
  %5148 = call i64 @llvm.smin.i64(i64 %5147, i64 %9)
  %5149 = call i64 @llvm.smin.i64(i64 %5148, i64 8)
  %5150 = icmp sgt i64 %5149, %5146
  %5151 = trunc i64 %5146 to i32
  %5152 = select i1 %5150, i32 %5151, i32 0
  %5153 = insertelement <8 x i32> poison, i32 %5152, i64 0
  %5154 = shufflevector <8 x i32> %5153, <8 x i32> poison, <8 x i32> zeroinitializer
  %5155 = icmp slt <8 x i32> %5154, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5156 = trunc i64 %5149 to i32
  %5157 = select i1 %5150, i32 %5156, i32 0
  %5158 = insertelement <8 x i32> poison, i32 %5157, i64 0
  %5159 = shufflevector <8 x i32> %5158, <8 x i32> poison, <8 x i32> zeroinitializer
  %5160 = icmp sgt <8 x i32> %5159, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5161 = and <8 x i1> %5160, %5155
  %5162 = sext <8 x i1> %5161 to <8 x i32>
  %5163 = bitcast <8 x i32> %5162 to <4 x i64>
  br i1 %4667, label %5167, label %5164

5164:                                             ; preds = %5132
  %5165 = getelementptr <4 x i64>, ptr %4653, i64 %5137
  %5166 = load <4 x i64>, ptr %5165, align 32
  br label %5167

5167:                                             ; preds = %5132, %5164
  %5168 = phi <4 x i64> [ %5166, %5164 ], [ %5163, %5132 ]
  %5169 = getelementptr inbounds float, ptr %5100, i64 %5143
  %5170 = select i1 %5097, <4 x i64> zeroinitializer, <4 x i64> %5168
  %5171 = bitcast <4 x i64> %5170 to <8 x i32>
  %5172 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5169, <8 x i32> %5171)
  %5173 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5172, <8 x float> %5141, <8 x float> %5133)
  %5174 = getelementptr inbounds float, ptr %5107, i64 %5143
  %5175 = select i1 %5104, <4 x i64> zeroinitializer, <4 x i64> %5168
  %5176 = bitcast <4 x i64> %5175 to <8 x i32>
  %5177 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5174, <8 x i32> %5176)
  %5178 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5177, <8 x float> %5141, <8 x float> %5134)
  %5179 = getelementptr inbounds float, ptr %5114, i64 %5143
  %5180 = select i1 %5111, <4 x i64> zeroinitializer, <4 x i64> %5168
  %5181 = bitcast <4 x i64> %5180 to <8 x i32>
  %5182 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5179, <8 x i32> %5181)
  %5183 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5182, <8 x float> %5141, <8 x float> %5135)
  %5184 = getelementptr inbounds float, ptr %5121, i64 %5143
  %5185 = select i1 %5118, <4 x i64> zeroinitializer, <4 x i64> %5168
  %5186 = bitcast <4 x i64> %5185 to <8 x i32>
  %5187 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5184, <8 x i32> %5186)
  %5188 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5187, <8 x float> %5141, <8 x float> %5136)
  %5189 = add nuw nsw i64 %5137, 1
  %5190 = icmp eq i64 %5189, %11
  br i1 %5190, label %5125, label %5132

5191:                                             ; preds = %5079
  %5192 = load float, ptr %5038, align 1
  %5193 = insertelement <8 x float> poison, float %5192, i64 0
  %5194 = shufflevector <8 x float> %5193, <8 x float> poison, <8 x i32> zeroinitializer
  %5195 = fadd <8 x float> %5080, %5194
  br label %5196

5196:                                             ; preds = %5191, %5079
  %5197 = phi <8 x float> [ %5195, %5191 ], [ %5080, %5079 ]
  switch i64 %5007, label %509 [
    i64 1, label %5198
    i64 2, label %5201
    i64 3, label %5208
    i64 0, label %5253
  ]

5198:                                             ; preds = %5196
  %5199 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5200 = fadd <8 x float> %5197, %5199
  br label %5215

5201:                                             ; preds = %5196
  %5202 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5197)
  %5203 = bitcast <8 x float> %5197 to <8 x i32>
  %5204 = or <8 x i32> %5203, %4669
  %5205 = bitcast <8 x i32> %5204 to <8 x float>
  %5206 = fcmp oeq <8 x float> %5197, %55
  %5207 = select <8 x i1> %5206, <8 x float> %5205, <8 x float> %5202
  br label %5215

5208:                                             ; preds = %5196
  %5209 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5197)
  %5210 = bitcast <8 x float> %5197 to <8 x i32>
  %5211 = and <8 x i32> %5210, %4668
  %5212 = bitcast <8 x i32> %5211 to <8 x float>
  %5213 = fcmp oeq <8 x float> %5197, %52
  %5214 = select <8 x i1> %5213, <8 x float> %5212, <8 x float> %5209
  br label %5215

5215:                                             ; preds = %5208, %5201, %5198
  %5216 = phi <8 x float> [ %5200, %5198 ], [ %5207, %5201 ], [ %5214, %5208 ]
  switch i64 %5009, label %509 [
    i64 1, label %5231
    i64 2, label %5224
    i64 3, label %5217
    i64 0, label %5253
  ]

5217:                                             ; preds = %5215
  %5218 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5216)
  %5219 = bitcast <8 x float> %5216 to <8 x i32>
  %5220 = and <8 x i32> %5219, %4668
  %5221 = bitcast <8 x i32> %5220 to <8 x float>
  %5222 = fcmp oeq <8 x float> %5216, %52
  %5223 = select <8 x i1> %5222, <8 x float> %5221, <8 x float> %5218
  br label %5234

5224:                                             ; preds = %5215
  %5225 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5216)
  %5226 = bitcast <8 x float> %5216 to <8 x i32>
  %5227 = or <8 x i32> %5226, %4669
  %5228 = bitcast <8 x i32> %5227 to <8 x float>
  %5229 = fcmp oeq <8 x float> %5216, %55
  %5230 = select <8 x i1> %5229, <8 x float> %5228, <8 x float> %5225
  br label %5234

5231:                                             ; preds = %5215
  %5232 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5233 = fadd <8 x float> %5216, %5232
  br label %5234

5234:                                             ; preds = %5231, %5224, %5217
  %5235 = phi <8 x float> [ %5233, %5231 ], [ %5230, %5224 ], [ %5223, %5217 ]
  switch i64 %5011, label %509 [
    i64 1, label %5250
    i64 2, label %5243
    i64 3, label %5236
    i64 0, label %5253
  ]

5236:                                             ; preds = %5234
  %5237 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5235)
  %5238 = bitcast <8 x float> %5235 to <8 x i32>
  %5239 = and <8 x i32> %5238, %4668
  %5240 = bitcast <8 x i32> %5239 to <8 x float>
  %5241 = fcmp oeq <8 x float> %5235, %52
  %5242 = select <8 x i1> %5241, <8 x float> %5240, <8 x float> %5237
  br label %5253

5243:                                             ; preds = %5234
  %5244 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5235)
  %5245 = bitcast <8 x float> %5235 to <8 x i32>
  %5246 = or <8 x i32> %5245, %4669
  %5247 = bitcast <8 x i32> %5246 to <8 x float>
  %5248 = fcmp oeq <8 x float> %5235, %55
  %5249 = select <8 x i1> %5248, <8 x float> %5247, <8 x float> %5244
  br label %5253

5250:                                             ; preds = %5234
  %5251 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5252 = fadd <8 x float> %5235, %5251
  br label %5253

5253:                                             ; preds = %5236, %5243, %5250, %5234, %5215, %5196
  %5254 = phi <8 x float> [ %5235, %5234 ], [ %5197, %5196 ], [ %5216, %5215 ], [ %5252, %5250 ], [ %5249, %5243 ], [ %5242, %5236 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5254, ptr align 1 %5045, <8 x i1> %4675)
  %5255 = getelementptr inbounds float, ptr %5045, i64 %9
  %5256 = getelementptr inbounds float, ptr %5050, i64 %9
  %5257 = select i1 %5085, ptr null, ptr %5256
  br i1 %5084, label %5263, label %5258

5258:                                             ; preds = %5253
  %5259 = load float, ptr %5038, align 1
  %5260 = insertelement <8 x float> poison, float %5259, i64 0
  %5261 = shufflevector <8 x float> %5260, <8 x float> poison, <8 x i32> zeroinitializer
  %5262 = fadd <8 x float> %5081, %5261
  br label %5263

5263:                                             ; preds = %5258, %5253
  %5264 = phi <8 x float> [ %5262, %5258 ], [ %5081, %5253 ]
  switch i64 %5007, label %509 [
    i64 1, label %5279
    i64 2, label %5272
    i64 3, label %5265
    i64 0, label %5320
  ]

5265:                                             ; preds = %5263
  %5266 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5264)
  %5267 = bitcast <8 x float> %5264 to <8 x i32>
  %5268 = and <8 x i32> %5267, %4668
  %5269 = bitcast <8 x i32> %5268 to <8 x float>
  %5270 = fcmp oeq <8 x float> %5264, %52
  %5271 = select <8 x i1> %5270, <8 x float> %5269, <8 x float> %5266
  br label %5282

5272:                                             ; preds = %5263
  %5273 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5264)
  %5274 = bitcast <8 x float> %5264 to <8 x i32>
  %5275 = or <8 x i32> %5274, %4669
  %5276 = bitcast <8 x i32> %5275 to <8 x float>
  %5277 = fcmp oeq <8 x float> %5264, %55
  %5278 = select <8 x i1> %5277, <8 x float> %5276, <8 x float> %5273
  br label %5282

5279:                                             ; preds = %5263
  %5280 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5257, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5281 = fadd <8 x float> %5264, %5280
  br label %5282

5282:                                             ; preds = %5279, %5272, %5265
  %5283 = phi <8 x float> [ %5281, %5279 ], [ %5278, %5272 ], [ %5271, %5265 ]
  switch i64 %5013, label %509 [
    i64 1, label %5298
    i64 2, label %5291
    i64 3, label %5284
    i64 0, label %5320
  ]

5284:                                             ; preds = %5282
  %5285 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5283)
  %5286 = bitcast <8 x float> %5283 to <8 x i32>
  %5287 = and <8 x i32> %5286, %4668
  %5288 = bitcast <8 x i32> %5287 to <8 x float>
  %5289 = fcmp oeq <8 x float> %5283, %52
  %5290 = select <8 x i1> %5289, <8 x float> %5288, <8 x float> %5285
  br label %5301

5291:                                             ; preds = %5282
  %5292 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5283)
  %5293 = bitcast <8 x float> %5283 to <8 x i32>
  %5294 = or <8 x i32> %5293, %4669
  %5295 = bitcast <8 x i32> %5294 to <8 x float>
  %5296 = fcmp oeq <8 x float> %5283, %55
  %5297 = select <8 x i1> %5296, <8 x float> %5295, <8 x float> %5292
  br label %5301

5298:                                             ; preds = %5282
  %5299 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5257, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5300 = fadd <8 x float> %5283, %5299
  br label %5301

5301:                                             ; preds = %5298, %5291, %5284
  %5302 = phi <8 x float> [ %5300, %5298 ], [ %5297, %5291 ], [ %5290, %5284 ]
  switch i64 %5015, label %509 [
    i64 1, label %5317
    i64 2, label %5310
    i64 3, label %5303
    i64 0, label %5320
  ]

5303:                                             ; preds = %5301
  %5304 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5302)
  %5305 = bitcast <8 x float> %5302 to <8 x i32>
  %5306 = and <8 x i32> %5305, %4668
  %5307 = bitcast <8 x i32> %5306 to <8 x float>
  %5308 = fcmp oeq <8 x float> %5302, %52
  %5309 = select <8 x i1> %5308, <8 x float> %5307, <8 x float> %5304
  br label %5320

5310:                                             ; preds = %5301
  %5311 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5302)
  %5312 = bitcast <8 x float> %5302 to <8 x i32>
  %5313 = or <8 x i32> %5312, %4669
  %5314 = bitcast <8 x i32> %5313 to <8 x float>
  %5315 = fcmp oeq <8 x float> %5302, %55
  %5316 = select <8 x i1> %5315, <8 x float> %5314, <8 x float> %5311
  br label %5320

5317:                                             ; preds = %5301
  %5318 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5257, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5319 = fadd <8 x float> %5302, %5318
  br label %5320

5320:                                             ; preds = %5303, %5310, %5317, %5301, %5282, %5263
  %5321 = phi <8 x float> [ %5302, %5301 ], [ %5264, %5263 ], [ %5283, %5282 ], [ %5319, %5317 ], [ %5316, %5310 ], [ %5309, %5303 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5321, ptr align 1 %5255, <8 x i1> %4675)
  %5322 = getelementptr inbounds float, ptr %5045, i64 %5016
  %5323 = getelementptr inbounds float, ptr %5050, i64 %5016
  %5324 = select i1 %5085, ptr null, ptr %5323
  br i1 %5084, label %5330, label %5325

5325:                                             ; preds = %5320
  %5326 = load float, ptr %5038, align 1
  %5327 = insertelement <8 x float> poison, float %5326, i64 0
  %5328 = shufflevector <8 x float> %5327, <8 x float> poison, <8 x i32> zeroinitializer
  %5329 = fadd <8 x float> %5082, %5328
  br label %5330

5330:                                             ; preds = %5325, %5320
  %5331 = phi <8 x float> [ %5329, %5325 ], [ %5082, %5320 ]
  switch i64 %5007, label %509 [
    i64 1, label %5346
    i64 2, label %5339
    i64 3, label %5332
    i64 0, label %5387
  ]

5332:                                             ; preds = %5330
  %5333 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5331)
  %5334 = bitcast <8 x float> %5331 to <8 x i32>
  %5335 = and <8 x i32> %5334, %4668
  %5336 = bitcast <8 x i32> %5335 to <8 x float>
  %5337 = fcmp oeq <8 x float> %5331, %52
  %5338 = select <8 x i1> %5337, <8 x float> %5336, <8 x float> %5333
  br label %5349

5339:                                             ; preds = %5330
  %5340 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5331)
  %5341 = bitcast <8 x float> %5331 to <8 x i32>
  %5342 = or <8 x i32> %5341, %4669
  %5343 = bitcast <8 x i32> %5342 to <8 x float>
  %5344 = fcmp oeq <8 x float> %5331, %55
  %5345 = select <8 x i1> %5344, <8 x float> %5343, <8 x float> %5340
  br label %5349

5346:                                             ; preds = %5330
  %5347 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5324, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5348 = fadd <8 x float> %5331, %5347
  br label %5349

5349:                                             ; preds = %5346, %5339, %5332
  %5350 = phi <8 x float> [ %5348, %5346 ], [ %5345, %5339 ], [ %5338, %5332 ]
  switch i64 %5018, label %509 [
    i64 1, label %5365
    i64 2, label %5358
    i64 3, label %5351
    i64 0, label %5387
  ]

5351:                                             ; preds = %5349
  %5352 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5350)
  %5353 = bitcast <8 x float> %5350 to <8 x i32>
  %5354 = and <8 x i32> %5353, %4668
  %5355 = bitcast <8 x i32> %5354 to <8 x float>
  %5356 = fcmp oeq <8 x float> %5350, %52
  %5357 = select <8 x i1> %5356, <8 x float> %5355, <8 x float> %5352
  br label %5368

5358:                                             ; preds = %5349
  %5359 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5350)
  %5360 = bitcast <8 x float> %5350 to <8 x i32>
  %5361 = or <8 x i32> %5360, %4669
  %5362 = bitcast <8 x i32> %5361 to <8 x float>
  %5363 = fcmp oeq <8 x float> %5350, %55
  %5364 = select <8 x i1> %5363, <8 x float> %5362, <8 x float> %5359
  br label %5368

5365:                                             ; preds = %5349
  %5366 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5324, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5367 = fadd <8 x float> %5350, %5366
  br label %5368

5368:                                             ; preds = %5365, %5358, %5351
  %5369 = phi <8 x float> [ %5367, %5365 ], [ %5364, %5358 ], [ %5357, %5351 ]
  switch i64 %5020, label %509 [
    i64 1, label %5384
    i64 2, label %5377
    i64 3, label %5370
    i64 0, label %5387
  ]

5370:                                             ; preds = %5368
  %5371 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5369)
  %5372 = bitcast <8 x float> %5369 to <8 x i32>
  %5373 = and <8 x i32> %5372, %4668
  %5374 = bitcast <8 x i32> %5373 to <8 x float>
  %5375 = fcmp oeq <8 x float> %5369, %52
  %5376 = select <8 x i1> %5375, <8 x float> %5374, <8 x float> %5371
  br label %5387

5377:                                             ; preds = %5368
  %5378 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5369)
  %5379 = bitcast <8 x float> %5369 to <8 x i32>
  %5380 = or <8 x i32> %5379, %4669
  %5381 = bitcast <8 x i32> %5380 to <8 x float>
  %5382 = fcmp oeq <8 x float> %5369, %55
  %5383 = select <8 x i1> %5382, <8 x float> %5381, <8 x float> %5378
  br label %5387

5384:                                             ; preds = %5368
  %5385 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5324, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5386 = fadd <8 x float> %5369, %5385
  br label %5387

5387:                                             ; preds = %5370, %5377, %5384, %5368, %5349, %5330
  %5388 = phi <8 x float> [ %5369, %5368 ], [ %5331, %5330 ], [ %5350, %5349 ], [ %5386, %5384 ], [ %5383, %5377 ], [ %5376, %5370 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5388, ptr align 1 %5322, <8 x i1> %4675)
  %5389 = getelementptr inbounds float, ptr %5045, i64 %5021
  %5390 = getelementptr inbounds float, ptr %5050, i64 %5021
  %5391 = select i1 %5085, ptr null, ptr %5390
  br i1 %5084, label %5397, label %5392

5392:                                             ; preds = %5387
  %5393 = load float, ptr %5038, align 1
  %5394 = insertelement <8 x float> poison, float %5393, i64 0
  %5395 = shufflevector <8 x float> %5394, <8 x float> poison, <8 x i32> zeroinitializer
  %5396 = fadd <8 x float> %5083, %5395
  br label %5397

5397:                                             ; preds = %5392, %5387
  %5398 = phi <8 x float> [ %5396, %5392 ], [ %5083, %5387 ]
  switch i64 %5007, label %509 [
    i64 1, label %5413
    i64 2, label %5406
    i64 3, label %5399
    i64 0, label %5454
  ]

5399:                                             ; preds = %5397
  %5400 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5398)
  %5401 = bitcast <8 x float> %5398 to <8 x i32>
  %5402 = and <8 x i32> %5401, %4668
  %5403 = bitcast <8 x i32> %5402 to <8 x float>
  %5404 = fcmp oeq <8 x float> %5398, %52
  %5405 = select <8 x i1> %5404, <8 x float> %5403, <8 x float> %5400
  br label %5416

5406:                                             ; preds = %5397
  %5407 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5398)
  %5408 = bitcast <8 x float> %5398 to <8 x i32>
  %5409 = or <8 x i32> %5408, %4669
  %5410 = bitcast <8 x i32> %5409 to <8 x float>
  %5411 = fcmp oeq <8 x float> %5398, %55
  %5412 = select <8 x i1> %5411, <8 x float> %5410, <8 x float> %5407
  br label %5416

5413:                                             ; preds = %5397
  %5414 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5391, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5415 = fadd <8 x float> %5398, %5414
  br label %5416

5416:                                             ; preds = %5413, %5406, %5399
  %5417 = phi <8 x float> [ %5415, %5413 ], [ %5412, %5406 ], [ %5405, %5399 ]
  switch i64 %5023, label %509 [
    i64 1, label %5432
    i64 2, label %5425
    i64 3, label %5418
    i64 0, label %5454
  ]

5418:                                             ; preds = %5416
  %5419 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5417)
  %5420 = bitcast <8 x float> %5417 to <8 x i32>
  %5421 = and <8 x i32> %5420, %4668
  %5422 = bitcast <8 x i32> %5421 to <8 x float>
  %5423 = fcmp oeq <8 x float> %5417, %52
  %5424 = select <8 x i1> %5423, <8 x float> %5422, <8 x float> %5419
  br label %5435

5425:                                             ; preds = %5416
  %5426 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5417)
  %5427 = bitcast <8 x float> %5417 to <8 x i32>
  %5428 = or <8 x i32> %5427, %4669
  %5429 = bitcast <8 x i32> %5428 to <8 x float>
  %5430 = fcmp oeq <8 x float> %5417, %55
  %5431 = select <8 x i1> %5430, <8 x float> %5429, <8 x float> %5426
  br label %5435

5432:                                             ; preds = %5416
  %5433 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5391, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5434 = fadd <8 x float> %5417, %5433
  br label %5435

5435:                                             ; preds = %5432, %5425, %5418
  %5436 = phi <8 x float> [ %5434, %5432 ], [ %5431, %5425 ], [ %5424, %5418 ]
  switch i64 %5025, label %509 [
    i64 1, label %5451
    i64 2, label %5444
    i64 3, label %5437
    i64 0, label %5454
  ]

5437:                                             ; preds = %5435
  %5438 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5436)
  %5439 = bitcast <8 x float> %5436 to <8 x i32>
  %5440 = and <8 x i32> %5439, %4668
  %5441 = bitcast <8 x i32> %5440 to <8 x float>
  %5442 = fcmp oeq <8 x float> %5436, %52
  %5443 = select <8 x i1> %5442, <8 x float> %5441, <8 x float> %5438
  br label %5454

5444:                                             ; preds = %5435
  %5445 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5436)
  %5446 = bitcast <8 x float> %5436 to <8 x i32>
  %5447 = or <8 x i32> %5446, %4669
  %5448 = bitcast <8 x i32> %5447 to <8 x float>
  %5449 = fcmp oeq <8 x float> %5436, %55
  %5450 = select <8 x i1> %5449, <8 x float> %5448, <8 x float> %5445
  br label %5454

5451:                                             ; preds = %5435
  %5452 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5391, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5453 = fadd <8 x float> %5436, %5452
  br label %5454

5454:                                             ; preds = %5437, %5444, %5451, %5435, %5416, %5397
  %5455 = phi <8 x float> [ %5436, %5435 ], [ %5398, %5397 ], [ %5417, %5416 ], [ %5453, %5451 ], [ %5450, %5444 ], [ %5443, %5437 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5455, ptr align 1 %5389, <8 x i1> %4675)
  br label %10864

5456:                                             ; preds = %5069
  br i1 %4665, label %5457, label %5465

5457:                                             ; preds = %5456
  %5458 = mul nsw i64 %5028, %12
  %5459 = add nsw i64 %5028, 1
  %5460 = mul nsw i64 %5459, %12
  %5461 = add nsw i64 %5028, 2
  %5462 = mul nsw i64 %5461, %12
  %5463 = add nsw i64 %5028, 3
  %5464 = mul nsw i64 %5463, %12
  br label %5476

5465:                                             ; preds = %5519, %5456
  %5466 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5520, %5519 ]
  %5467 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5521, %5519 ]
  %5468 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5522, %5519 ]
  %5469 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5523, %5519 ]
  %5470 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5524, %5519 ]
  %5471 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5525, %5519 ]
  %5472 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5526, %5519 ]
  %5473 = phi <8 x float> [ zeroinitializer, %5456 ], [ %5527, %5519 ]
  %5474 = icmp eq ptr %5039, null
  %5475 = icmp eq ptr %5050, null
  br i1 %5474, label %5646, label %5641

5476:                                             ; preds = %5457, %5519
  %5477 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5520, %5519 ]
  %5478 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5521, %5519 ]
  %5479 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5522, %5519 ]
  %5480 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5523, %5519 ]
  %5481 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5524, %5519 ]
  %5482 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5525, %5519 ]
  %5483 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5526, %5519 ]
  %5484 = phi <8 x float> [ zeroinitializer, %5457 ], [ %5527, %5519 ]
  %5485 = phi i64 [ 0, %5457 ], [ %5528, %5519 ]
  %5486 = mul nsw i64 %5485, %14
  %5487 = sub i64 %5486, %16
  %5488 = add i64 %5487, %5458
  %5489 = icmp slt i64 %5488, 0
  %5490 = icmp sge i64 %5488, %6
  %5491 = or i1 %5489, %5490
  %5492 = select i1 %5491, i64 0, i64 %5488
  %5493 = mul nsw i64 %5492, %7
  %5494 = getelementptr inbounds float, ptr %5035, i64 %5493
  %5495 = add i64 %5487, %5460
  %5496 = icmp slt i64 %5495, 0
  %5497 = icmp sge i64 %5495, %6
  %5498 = or i1 %5496, %5497
  %5499 = select i1 %5498, i64 0, i64 %5495
  %5500 = mul nsw i64 %5499, %7
  %5501 = getelementptr inbounds float, ptr %5035, i64 %5500
  %5502 = add i64 %5487, %5462
  %5503 = icmp slt i64 %5502, 0
  %5504 = icmp sge i64 %5502, %6
  %5505 = or i1 %5503, %5504
  %5506 = select i1 %5505, i64 0, i64 %5502
  %5507 = mul nsw i64 %5506, %7
  %5508 = getelementptr inbounds float, ptr %5035, i64 %5507
  %5509 = add i64 %5487, %5464
  %5510 = icmp slt i64 %5509, 0
  %5511 = icmp sge i64 %5509, %6
  %5512 = or i1 %5510, %5511
  %5513 = select i1 %5512, i64 0, i64 %5509
  %5514 = mul nsw i64 %5513, %7
  %5515 = getelementptr inbounds float, ptr %5035, i64 %5514
  br i1 %4666, label %5516, label %5519

5516:                                             ; preds = %5476
  %5517 = mul nuw nsw i64 %5485, %11
  %5518 = getelementptr inbounds nuw float, ptr %5037, i64 %5517
  br label %5530

5519:                                             ; preds = %5617, %5476
  %5520 = phi <8 x float> [ %5477, %5476 ], [ %5576, %5617 ]
  %5521 = phi <8 x float> [ %5478, %5476 ], [ %5623, %5617 ]
  %5522 = phi <8 x float> [ %5479, %5476 ], [ %5581, %5617 ]
  %5523 = phi <8 x float> [ %5480, %5476 ], [ %5628, %5617 ]
  %5524 = phi <8 x float> [ %5481, %5476 ], [ %5586, %5617 ]
  %5525 = phi <8 x float> [ %5482, %5476 ], [ %5633, %5617 ]
  %5526 = phi <8 x float> [ %5483, %5476 ], [ %5591, %5617 ]
  %5527 = phi <8 x float> [ %5484, %5476 ], [ %5638, %5617 ]
  %5528 = add nuw nsw i64 %5485, 1
  %5529 = icmp eq i64 %5528, %10
  br i1 %5529, label %5465, label %5476

5530:                                             ; preds = %5516, %5617
  %5531 = phi <8 x float> [ %5477, %5516 ], [ %5576, %5617 ]
  %5532 = phi <8 x float> [ %5478, %5516 ], [ %5623, %5617 ]
  %5533 = phi <8 x float> [ %5479, %5516 ], [ %5581, %5617 ]
  %5534 = phi <8 x float> [ %5480, %5516 ], [ %5628, %5617 ]
  %5535 = phi <8 x float> [ %5481, %5516 ], [ %5586, %5617 ]
  %5536 = phi <8 x float> [ %5482, %5516 ], [ %5633, %5617 ]
  %5537 = phi <8 x float> [ %5483, %5516 ], [ %5591, %5617 ]
  %5538 = phi <8 x float> [ %5484, %5516 ], [ %5638, %5617 ]
  %5539 = phi i64 [ 0, %5516 ], [ %5639, %5617 ]
  %5540 = getelementptr inbounds nuw float, ptr %5518, i64 %5539
  %5541 = load float, ptr %5540, align 1
  %5542 = insertelement <8 x float> poison, float %5541, i64 0
  %5543 = shufflevector <8 x float> %5542, <8 x float> poison, <8 x i32> zeroinitializer
  %5544 = mul nsw i64 %5539, %15
  %5545 = sub i64 %5544, %17
  %5546 = getelementptr <4 x i64>, ptr %4653, i64 %5539
  br i1 %4667, label %5549, label %5547

5547:                                             ; preds = %5530
  %5548 = load <4 x i64>, ptr %5546, align 32
  br label %5570

5549:                                             ; preds = %5530
  %5550 = icmp slt i64 %5545, 0
  %5551 = sub nsw i64 0, %5545
  %5552 = select i1 %5550, i64 %5551, i64 0
  %5553 = sub nsw i64 %7, %5545
  %5554 = call i64 @llvm.smin.i64(i64 %5553, i64 %9)
  %5555 = call i64 @llvm.smin.i64(i64 %5554, i64 8)
  %5556 = icmp sgt i64 %5555, %5552
  %5557 = trunc i64 %5552 to i32
  %5558 = select i1 %5556, i32 %5557, i32 0
  %5559 = insertelement <8 x i32> poison, i32 %5558, i64 0
  %5560 = shufflevector <8 x i32> %5559, <8 x i32> poison, <8 x i32> zeroinitializer
  %5561 = icmp slt <8 x i32> %5560, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5562 = trunc i64 %5555 to i32
  %5563 = select i1 %5556, i32 %5562, i32 0
  %5564 = insertelement <8 x i32> poison, i32 %5563, i64 0
  %5565 = shufflevector <8 x i32> %5564, <8 x i32> poison, <8 x i32> zeroinitializer
  %5566 = icmp sgt <8 x i32> %5565, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5567 = and <8 x i1> %5566, %5561
  %5568 = sext <8 x i1> %5567 to <8 x i32>
  %5569 = bitcast <8 x i32> %5568 to <4 x i64>
  br label %5570

5570:                                             ; preds = %5549, %5547
  %5571 = phi <4 x i64> [ %5548, %5547 ], [ %5569, %5549 ]
  %5572 = getelementptr inbounds float, ptr %5494, i64 %5545
  %5573 = select i1 %5491, <4 x i64> zeroinitializer, <4 x i64> %5571
  %5574 = bitcast <4 x i64> %5573 to <8 x i32>
  %5575 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5572, <8 x i32> %5574)
  %5576 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5575, <8 x float> %5543, <8 x float> %5531)
  %5577 = getelementptr inbounds float, ptr %5501, i64 %5545
  %5578 = select i1 %5498, <4 x i64> zeroinitializer, <4 x i64> %5571
  %5579 = bitcast <4 x i64> %5578 to <8 x i32>
  %5580 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5577, <8 x i32> %5579)
  %5581 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5580, <8 x float> %5543, <8 x float> %5533)
  %5582 = getelementptr inbounds float, ptr %5508, i64 %5545
  %5583 = select i1 %5505, <4 x i64> zeroinitializer, <4 x i64> %5571
  %5584 = bitcast <4 x i64> %5583 to <8 x i32>
  %5585 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5582, <8 x i32> %5584)
  %5586 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5585, <8 x float> %5543, <8 x float> %5535)
  %5587 = getelementptr inbounds float, ptr %5515, i64 %5545
  %5588 = select i1 %5512, <4 x i64> zeroinitializer, <4 x i64> %5571
  %5589 = bitcast <4 x i64> %5588 to <8 x i32>
  %5590 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5587, <8 x i32> %5589)
  %5591 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5590, <8 x float> %5543, <8 x float> %5537)
  %5592 = add i64 %5545, 8
  br i1 %4667, label %5596, label %5593

5593:                                             ; preds = %5570
  %5594 = getelementptr <4 x i64>, ptr %5546, i64 %11
  %5595 = load <4 x i64>, ptr %5594, align 32
  br label %5617

5596:                                             ; preds = %5570
  %5597 = icmp slt i64 %5592, 0
  %5598 = sub i64 -8, %5545
  %5599 = select i1 %5597, i64 %5598, i64 0
  %5600 = sub nsw i64 %7, %5592
  %5601 = call i64 @llvm.smin.i64(i64 %5600, i64 %4961)
  %5602 = call i64 @llvm.smin.i64(i64 %5601, i64 8)
  %5603 = icmp sgt i64 %5602, %5599
  %5604 = trunc i64 %5599 to i32
  %5605 = select i1 %5603, i32 %5604, i32 0
  %5606 = insertelement <8 x i32> poison, i32 %5605, i64 0
  %5607 = shufflevector <8 x i32> %5606, <8 x i32> poison, <8 x i32> zeroinitializer
  %5608 = icmp slt <8 x i32> %5607, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5609 = trunc i64 %5602 to i32
  %5610 = select i1 %5603, i32 %5609, i32 0
  %5611 = insertelement <8 x i32> poison, i32 %5610, i64 0
  %5612 = shufflevector <8 x i32> %5611, <8 x i32> poison, <8 x i32> zeroinitializer
  %5613 = icmp sgt <8 x i32> %5612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5614 = and <8 x i1> %5613, %5608
  %5615 = sext <8 x i1> %5614 to <8 x i32>
  %5616 = bitcast <8 x i32> %5615 to <4 x i64>
  br label %5617

5617:                                             ; preds = %5596, %5593
  %5618 = phi <4 x i64> [ %5595, %5593 ], [ %5616, %5596 ]
  %5619 = getelementptr inbounds float, ptr %5494, i64 %5592
  %5620 = select i1 %5491, <4 x i64> zeroinitializer, <4 x i64> %5618
  %5621 = bitcast <4 x i64> %5620 to <8 x i32>
  %5622 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5619, <8 x i32> %5621)
  %5623 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5622, <8 x float> %5543, <8 x float> %5532)
  %5624 = getelementptr inbounds float, ptr %5501, i64 %5592
  %5625 = select i1 %5498, <4 x i64> zeroinitializer, <4 x i64> %5618
  %5626 = bitcast <4 x i64> %5625 to <8 x i32>
  %5627 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5624, <8 x i32> %5626)
  %5628 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5627, <8 x float> %5543, <8 x float> %5534)
  %5629 = getelementptr inbounds float, ptr %5508, i64 %5592
  %5630 = select i1 %5505, <4 x i64> zeroinitializer, <4 x i64> %5618
  %5631 = bitcast <4 x i64> %5630 to <8 x i32>
  %5632 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5629, <8 x i32> %5631)
  %5633 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5632, <8 x float> %5543, <8 x float> %5536)
  %5634 = getelementptr inbounds float, ptr %5515, i64 %5592
  %5635 = select i1 %5512, <4 x i64> zeroinitializer, <4 x i64> %5618
  %5636 = bitcast <4 x i64> %5635 to <8 x i32>
  %5637 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5634, <8 x i32> %5636)
  %5638 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5637, <8 x float> %5543, <8 x float> %5538)
  %5639 = add nuw nsw i64 %5539, 1
  %5640 = icmp eq i64 %5639, %11
  br i1 %5640, label %5519, label %5530

5641:                                             ; preds = %5465
  %5642 = load float, ptr %5038, align 1
  %5643 = insertelement <8 x float> poison, float %5642, i64 0
  %5644 = shufflevector <8 x float> %5643, <8 x float> poison, <8 x i32> zeroinitializer
  %5645 = fadd <8 x float> %5466, %5644
  br label %5646

5646:                                             ; preds = %5641, %5465
  %5647 = phi <8 x float> [ %5645, %5641 ], [ %5466, %5465 ]
  switch i64 %4962, label %509 [
    i64 1, label %5648
    i64 2, label %5651
    i64 3, label %5658
    i64 0, label %5703
  ]

5648:                                             ; preds = %5646
  %5649 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5650 = fadd <8 x float> %5647, %5649
  br label %5665

5651:                                             ; preds = %5646
  %5652 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5647)
  %5653 = bitcast <8 x float> %5647 to <8 x i32>
  %5654 = or <8 x i32> %5653, %4669
  %5655 = bitcast <8 x i32> %5654 to <8 x float>
  %5656 = fcmp oeq <8 x float> %5647, %55
  %5657 = select <8 x i1> %5656, <8 x float> %5655, <8 x float> %5652
  br label %5665

5658:                                             ; preds = %5646
  %5659 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5647)
  %5660 = bitcast <8 x float> %5647 to <8 x i32>
  %5661 = and <8 x i32> %5660, %4668
  %5662 = bitcast <8 x i32> %5661 to <8 x float>
  %5663 = fcmp oeq <8 x float> %5647, %52
  %5664 = select <8 x i1> %5663, <8 x float> %5662, <8 x float> %5659
  br label %5665

5665:                                             ; preds = %5658, %5651, %5648
  %5666 = phi <8 x float> [ %5650, %5648 ], [ %5657, %5651 ], [ %5664, %5658 ]
  switch i64 %4964, label %509 [
    i64 1, label %5681
    i64 2, label %5674
    i64 3, label %5667
    i64 0, label %5703
  ]

5667:                                             ; preds = %5665
  %5668 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5666)
  %5669 = bitcast <8 x float> %5666 to <8 x i32>
  %5670 = and <8 x i32> %5669, %4668
  %5671 = bitcast <8 x i32> %5670 to <8 x float>
  %5672 = fcmp oeq <8 x float> %5666, %52
  %5673 = select <8 x i1> %5672, <8 x float> %5671, <8 x float> %5668
  br label %5684

5674:                                             ; preds = %5665
  %5675 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5666)
  %5676 = bitcast <8 x float> %5666 to <8 x i32>
  %5677 = or <8 x i32> %5676, %4669
  %5678 = bitcast <8 x i32> %5677 to <8 x float>
  %5679 = fcmp oeq <8 x float> %5666, %55
  %5680 = select <8 x i1> %5679, <8 x float> %5678, <8 x float> %5675
  br label %5684

5681:                                             ; preds = %5665
  %5682 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5683 = fadd <8 x float> %5666, %5682
  br label %5684

5684:                                             ; preds = %5681, %5674, %5667
  %5685 = phi <8 x float> [ %5683, %5681 ], [ %5680, %5674 ], [ %5673, %5667 ]
  switch i64 %4966, label %509 [
    i64 1, label %5700
    i64 2, label %5693
    i64 3, label %5686
    i64 0, label %5703
  ]

5686:                                             ; preds = %5684
  %5687 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5685)
  %5688 = bitcast <8 x float> %5685 to <8 x i32>
  %5689 = and <8 x i32> %5688, %4668
  %5690 = bitcast <8 x i32> %5689 to <8 x float>
  %5691 = fcmp oeq <8 x float> %5685, %52
  %5692 = select <8 x i1> %5691, <8 x float> %5690, <8 x float> %5687
  br label %5703

5693:                                             ; preds = %5684
  %5694 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5685)
  %5695 = bitcast <8 x float> %5685 to <8 x i32>
  %5696 = or <8 x i32> %5695, %4669
  %5697 = bitcast <8 x i32> %5696 to <8 x float>
  %5698 = fcmp oeq <8 x float> %5685, %55
  %5699 = select <8 x i1> %5698, <8 x float> %5697, <8 x float> %5694
  br label %5703

5700:                                             ; preds = %5684
  %5701 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5702 = fadd <8 x float> %5685, %5701
  br label %5703

5703:                                             ; preds = %5686, %5693, %5700, %5684, %5665, %5646
  %5704 = phi <8 x float> [ %5685, %5684 ], [ %5647, %5646 ], [ %5666, %5665 ], [ %5702, %5700 ], [ %5699, %5693 ], [ %5692, %5686 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5704, ptr align 1 %5045, <8 x i1> %4675)
  br i1 %5474, label %5710, label %5705

5705:                                             ; preds = %5703
  %5706 = load float, ptr %5038, align 1
  %5707 = insertelement <8 x float> poison, float %5706, i64 0
  %5708 = shufflevector <8 x float> %5707, <8 x float> poison, <8 x i32> zeroinitializer
  %5709 = fadd <8 x float> %5467, %5708
  br label %5710

5710:                                             ; preds = %5705, %5703
  %5711 = phi <8 x float> [ %5709, %5705 ], [ %5467, %5703 ]
  %5712 = getelementptr inbounds nuw i8, ptr %5045, i64 32
  %5713 = getelementptr inbounds nuw i8, ptr %5050, i64 32
  %5714 = select i1 %5475, ptr null, ptr %5713
  switch i64 %4962, label %509 [
    i64 1, label %5729
    i64 2, label %5722
    i64 3, label %5715
    i64 0, label %5770
  ]

5715:                                             ; preds = %5710
  %5716 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5711)
  %5717 = bitcast <8 x float> %5711 to <8 x i32>
  %5718 = and <8 x i32> %5717, %4668
  %5719 = bitcast <8 x i32> %5718 to <8 x float>
  %5720 = fcmp oeq <8 x float> %5711, %52
  %5721 = select <8 x i1> %5720, <8 x float> %5719, <8 x float> %5716
  br label %5732

5722:                                             ; preds = %5710
  %5723 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5711)
  %5724 = bitcast <8 x float> %5711 to <8 x i32>
  %5725 = or <8 x i32> %5724, %4669
  %5726 = bitcast <8 x i32> %5725 to <8 x float>
  %5727 = fcmp oeq <8 x float> %5711, %55
  %5728 = select <8 x i1> %5727, <8 x float> %5726, <8 x float> %5723
  br label %5732

5729:                                             ; preds = %5710
  %5730 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5714, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5731 = fadd <8 x float> %5711, %5730
  br label %5732

5732:                                             ; preds = %5729, %5722, %5715
  %5733 = phi <8 x float> [ %5731, %5729 ], [ %5728, %5722 ], [ %5721, %5715 ]
  switch i64 %4975, label %509 [
    i64 1, label %5748
    i64 2, label %5741
    i64 3, label %5734
    i64 0, label %5770
  ]

5734:                                             ; preds = %5732
  %5735 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5733)
  %5736 = bitcast <8 x float> %5733 to <8 x i32>
  %5737 = and <8 x i32> %5736, %4668
  %5738 = bitcast <8 x i32> %5737 to <8 x float>
  %5739 = fcmp oeq <8 x float> %5733, %52
  %5740 = select <8 x i1> %5739, <8 x float> %5738, <8 x float> %5735
  br label %5751

5741:                                             ; preds = %5732
  %5742 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5733)
  %5743 = bitcast <8 x float> %5733 to <8 x i32>
  %5744 = or <8 x i32> %5743, %4669
  %5745 = bitcast <8 x i32> %5744 to <8 x float>
  %5746 = fcmp oeq <8 x float> %5733, %55
  %5747 = select <8 x i1> %5746, <8 x float> %5745, <8 x float> %5742
  br label %5751

5748:                                             ; preds = %5732
  %5749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5714, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5750 = fadd <8 x float> %5733, %5749
  br label %5751

5751:                                             ; preds = %5748, %5741, %5734
  %5752 = phi <8 x float> [ %5750, %5748 ], [ %5747, %5741 ], [ %5740, %5734 ]
  switch i64 %4977, label %509 [
    i64 1, label %5767
    i64 2, label %5760
    i64 3, label %5753
    i64 0, label %5770
  ]

5753:                                             ; preds = %5751
  %5754 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5752)
  %5755 = bitcast <8 x float> %5752 to <8 x i32>
  %5756 = and <8 x i32> %5755, %4668
  %5757 = bitcast <8 x i32> %5756 to <8 x float>
  %5758 = fcmp oeq <8 x float> %5752, %52
  %5759 = select <8 x i1> %5758, <8 x float> %5757, <8 x float> %5754
  br label %5770

5760:                                             ; preds = %5751
  %5761 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5752)
  %5762 = bitcast <8 x float> %5752 to <8 x i32>
  %5763 = or <8 x i32> %5762, %4669
  %5764 = bitcast <8 x i32> %5763 to <8 x float>
  %5765 = fcmp oeq <8 x float> %5752, %55
  %5766 = select <8 x i1> %5765, <8 x float> %5764, <8 x float> %5761
  br label %5770

5767:                                             ; preds = %5751
  %5768 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5714, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5769 = fadd <8 x float> %5752, %5768
  br label %5770

5770:                                             ; preds = %5753, %5760, %5767, %5751, %5732, %5710
  %5771 = phi <8 x float> [ %5752, %5751 ], [ %5711, %5710 ], [ %5733, %5732 ], [ %5769, %5767 ], [ %5766, %5760 ], [ %5759, %5753 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5771, ptr nonnull align 1 %5712, <8 x i1> %4973)
  br i1 %5474, label %5777, label %5772

5772:                                             ; preds = %5770
  %5773 = load float, ptr %5038, align 1
  %5774 = insertelement <8 x float> poison, float %5773, i64 0
  %5775 = shufflevector <8 x float> %5774, <8 x float> poison, <8 x i32> zeroinitializer
  %5776 = fadd <8 x float> %5468, %5775
  br label %5777

5777:                                             ; preds = %5772, %5770
  %5778 = phi <8 x float> [ %5776, %5772 ], [ %5468, %5770 ]
  %5779 = getelementptr inbounds float, ptr %5045, i64 %9
  %5780 = getelementptr inbounds float, ptr %5050, i64 %9
  %5781 = select i1 %5475, ptr null, ptr %5780
  switch i64 %4962, label %509 [
    i64 1, label %5796
    i64 2, label %5789
    i64 3, label %5782
    i64 0, label %5837
  ]

5782:                                             ; preds = %5777
  %5783 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5778)
  %5784 = bitcast <8 x float> %5778 to <8 x i32>
  %5785 = and <8 x i32> %5784, %4668
  %5786 = bitcast <8 x i32> %5785 to <8 x float>
  %5787 = fcmp oeq <8 x float> %5778, %52
  %5788 = select <8 x i1> %5787, <8 x float> %5786, <8 x float> %5783
  br label %5799

5789:                                             ; preds = %5777
  %5790 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5778)
  %5791 = bitcast <8 x float> %5778 to <8 x i32>
  %5792 = or <8 x i32> %5791, %4669
  %5793 = bitcast <8 x i32> %5792 to <8 x float>
  %5794 = fcmp oeq <8 x float> %5778, %55
  %5795 = select <8 x i1> %5794, <8 x float> %5793, <8 x float> %5790
  br label %5799

5796:                                             ; preds = %5777
  %5797 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5781, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5798 = fadd <8 x float> %5778, %5797
  br label %5799

5799:                                             ; preds = %5796, %5789, %5782
  %5800 = phi <8 x float> [ %5798, %5796 ], [ %5795, %5789 ], [ %5788, %5782 ]
  switch i64 %4979, label %509 [
    i64 1, label %5815
    i64 2, label %5808
    i64 3, label %5801
    i64 0, label %5837
  ]

5801:                                             ; preds = %5799
  %5802 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5800)
  %5803 = bitcast <8 x float> %5800 to <8 x i32>
  %5804 = and <8 x i32> %5803, %4668
  %5805 = bitcast <8 x i32> %5804 to <8 x float>
  %5806 = fcmp oeq <8 x float> %5800, %52
  %5807 = select <8 x i1> %5806, <8 x float> %5805, <8 x float> %5802
  br label %5818

5808:                                             ; preds = %5799
  %5809 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5800)
  %5810 = bitcast <8 x float> %5800 to <8 x i32>
  %5811 = or <8 x i32> %5810, %4669
  %5812 = bitcast <8 x i32> %5811 to <8 x float>
  %5813 = fcmp oeq <8 x float> %5800, %55
  %5814 = select <8 x i1> %5813, <8 x float> %5812, <8 x float> %5809
  br label %5818

5815:                                             ; preds = %5799
  %5816 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5781, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5817 = fadd <8 x float> %5800, %5816
  br label %5818

5818:                                             ; preds = %5815, %5808, %5801
  %5819 = phi <8 x float> [ %5817, %5815 ], [ %5814, %5808 ], [ %5807, %5801 ]
  switch i64 %4981, label %509 [
    i64 1, label %5834
    i64 2, label %5827
    i64 3, label %5820
    i64 0, label %5837
  ]

5820:                                             ; preds = %5818
  %5821 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5819)
  %5822 = bitcast <8 x float> %5819 to <8 x i32>
  %5823 = and <8 x i32> %5822, %4668
  %5824 = bitcast <8 x i32> %5823 to <8 x float>
  %5825 = fcmp oeq <8 x float> %5819, %52
  %5826 = select <8 x i1> %5825, <8 x float> %5824, <8 x float> %5821
  br label %5837

5827:                                             ; preds = %5818
  %5828 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5819)
  %5829 = bitcast <8 x float> %5819 to <8 x i32>
  %5830 = or <8 x i32> %5829, %4669
  %5831 = bitcast <8 x i32> %5830 to <8 x float>
  %5832 = fcmp oeq <8 x float> %5819, %55
  %5833 = select <8 x i1> %5832, <8 x float> %5831, <8 x float> %5828
  br label %5837

5834:                                             ; preds = %5818
  %5835 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5781, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5836 = fadd <8 x float> %5819, %5835
  br label %5837

5837:                                             ; preds = %5820, %5827, %5834, %5818, %5799, %5777
  %5838 = phi <8 x float> [ %5819, %5818 ], [ %5778, %5777 ], [ %5800, %5799 ], [ %5836, %5834 ], [ %5833, %5827 ], [ %5826, %5820 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5838, ptr align 1 %5779, <8 x i1> %4675)
  br i1 %5474, label %5844, label %5839

5839:                                             ; preds = %5837
  %5840 = load float, ptr %5038, align 1
  %5841 = insertelement <8 x float> poison, float %5840, i64 0
  %5842 = shufflevector <8 x float> %5841, <8 x float> poison, <8 x i32> zeroinitializer
  %5843 = fadd <8 x float> %5469, %5842
  br label %5844

5844:                                             ; preds = %5839, %5837
  %5845 = phi <8 x float> [ %5843, %5839 ], [ %5469, %5837 ]
  %5846 = getelementptr inbounds float, ptr %5045, i64 %4982
  %5847 = getelementptr inbounds float, ptr %5050, i64 %4982
  %5848 = select i1 %5475, ptr null, ptr %5847
  switch i64 %4962, label %509 [
    i64 1, label %5863
    i64 2, label %5856
    i64 3, label %5849
    i64 0, label %5904
  ]

5849:                                             ; preds = %5844
  %5850 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5845)
  %5851 = bitcast <8 x float> %5845 to <8 x i32>
  %5852 = and <8 x i32> %5851, %4668
  %5853 = bitcast <8 x i32> %5852 to <8 x float>
  %5854 = fcmp oeq <8 x float> %5845, %52
  %5855 = select <8 x i1> %5854, <8 x float> %5853, <8 x float> %5850
  br label %5866

5856:                                             ; preds = %5844
  %5857 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5845)
  %5858 = bitcast <8 x float> %5845 to <8 x i32>
  %5859 = or <8 x i32> %5858, %4669
  %5860 = bitcast <8 x i32> %5859 to <8 x float>
  %5861 = fcmp oeq <8 x float> %5845, %55
  %5862 = select <8 x i1> %5861, <8 x float> %5860, <8 x float> %5857
  br label %5866

5863:                                             ; preds = %5844
  %5864 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5848, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5865 = fadd <8 x float> %5845, %5864
  br label %5866

5866:                                             ; preds = %5863, %5856, %5849
  %5867 = phi <8 x float> [ %5865, %5863 ], [ %5862, %5856 ], [ %5855, %5849 ]
  switch i64 %4984, label %509 [
    i64 1, label %5882
    i64 2, label %5875
    i64 3, label %5868
    i64 0, label %5904
  ]

5868:                                             ; preds = %5866
  %5869 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5867)
  %5870 = bitcast <8 x float> %5867 to <8 x i32>
  %5871 = and <8 x i32> %5870, %4668
  %5872 = bitcast <8 x i32> %5871 to <8 x float>
  %5873 = fcmp oeq <8 x float> %5867, %52
  %5874 = select <8 x i1> %5873, <8 x float> %5872, <8 x float> %5869
  br label %5885

5875:                                             ; preds = %5866
  %5876 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5867)
  %5877 = bitcast <8 x float> %5867 to <8 x i32>
  %5878 = or <8 x i32> %5877, %4669
  %5879 = bitcast <8 x i32> %5878 to <8 x float>
  %5880 = fcmp oeq <8 x float> %5867, %55
  %5881 = select <8 x i1> %5880, <8 x float> %5879, <8 x float> %5876
  br label %5885

5882:                                             ; preds = %5866
  %5883 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5848, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5884 = fadd <8 x float> %5867, %5883
  br label %5885

5885:                                             ; preds = %5882, %5875, %5868
  %5886 = phi <8 x float> [ %5884, %5882 ], [ %5881, %5875 ], [ %5874, %5868 ]
  switch i64 %4986, label %509 [
    i64 1, label %5901
    i64 2, label %5894
    i64 3, label %5887
    i64 0, label %5904
  ]

5887:                                             ; preds = %5885
  %5888 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5886)
  %5889 = bitcast <8 x float> %5886 to <8 x i32>
  %5890 = and <8 x i32> %5889, %4668
  %5891 = bitcast <8 x i32> %5890 to <8 x float>
  %5892 = fcmp oeq <8 x float> %5886, %52
  %5893 = select <8 x i1> %5892, <8 x float> %5891, <8 x float> %5888
  br label %5904

5894:                                             ; preds = %5885
  %5895 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5886)
  %5896 = bitcast <8 x float> %5886 to <8 x i32>
  %5897 = or <8 x i32> %5896, %4669
  %5898 = bitcast <8 x i32> %5897 to <8 x float>
  %5899 = fcmp oeq <8 x float> %5886, %55
  %5900 = select <8 x i1> %5899, <8 x float> %5898, <8 x float> %5895
  br label %5904

5901:                                             ; preds = %5885
  %5902 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5848, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5903 = fadd <8 x float> %5886, %5902
  br label %5904

5904:                                             ; preds = %5887, %5894, %5901, %5885, %5866, %5844
  %5905 = phi <8 x float> [ %5886, %5885 ], [ %5845, %5844 ], [ %5867, %5866 ], [ %5903, %5901 ], [ %5900, %5894 ], [ %5893, %5887 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5905, ptr align 1 %5846, <8 x i1> %4973)
  br i1 %5474, label %5911, label %5906

5906:                                             ; preds = %5904
  %5907 = load float, ptr %5038, align 1
  %5908 = insertelement <8 x float> poison, float %5907, i64 0
  %5909 = shufflevector <8 x float> %5908, <8 x float> poison, <8 x i32> zeroinitializer
  %5910 = fadd <8 x float> %5470, %5909
  br label %5911

5911:                                             ; preds = %5906, %5904
  %5912 = phi <8 x float> [ %5910, %5906 ], [ %5470, %5904 ]
  %5913 = getelementptr inbounds float, ptr %5045, i64 %4987
  %5914 = getelementptr inbounds float, ptr %5050, i64 %4987
  %5915 = select i1 %5475, ptr null, ptr %5914
  switch i64 %4962, label %509 [
    i64 1, label %5930
    i64 2, label %5923
    i64 3, label %5916
    i64 0, label %5971
  ]

5916:                                             ; preds = %5911
  %5917 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5912)
  %5918 = bitcast <8 x float> %5912 to <8 x i32>
  %5919 = and <8 x i32> %5918, %4668
  %5920 = bitcast <8 x i32> %5919 to <8 x float>
  %5921 = fcmp oeq <8 x float> %5912, %52
  %5922 = select <8 x i1> %5921, <8 x float> %5920, <8 x float> %5917
  br label %5933

5923:                                             ; preds = %5911
  %5924 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5912)
  %5925 = bitcast <8 x float> %5912 to <8 x i32>
  %5926 = or <8 x i32> %5925, %4669
  %5927 = bitcast <8 x i32> %5926 to <8 x float>
  %5928 = fcmp oeq <8 x float> %5912, %55
  %5929 = select <8 x i1> %5928, <8 x float> %5927, <8 x float> %5924
  br label %5933

5930:                                             ; preds = %5911
  %5931 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5915, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5932 = fadd <8 x float> %5912, %5931
  br label %5933

5933:                                             ; preds = %5930, %5923, %5916
  %5934 = phi <8 x float> [ %5932, %5930 ], [ %5929, %5923 ], [ %5922, %5916 ]
  switch i64 %4989, label %509 [
    i64 1, label %5949
    i64 2, label %5942
    i64 3, label %5935
    i64 0, label %5971
  ]

5935:                                             ; preds = %5933
  %5936 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5934)
  %5937 = bitcast <8 x float> %5934 to <8 x i32>
  %5938 = and <8 x i32> %5937, %4668
  %5939 = bitcast <8 x i32> %5938 to <8 x float>
  %5940 = fcmp oeq <8 x float> %5934, %52
  %5941 = select <8 x i1> %5940, <8 x float> %5939, <8 x float> %5936
  br label %5952

5942:                                             ; preds = %5933
  %5943 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5934)
  %5944 = bitcast <8 x float> %5934 to <8 x i32>
  %5945 = or <8 x i32> %5944, %4669
  %5946 = bitcast <8 x i32> %5945 to <8 x float>
  %5947 = fcmp oeq <8 x float> %5934, %55
  %5948 = select <8 x i1> %5947, <8 x float> %5946, <8 x float> %5943
  br label %5952

5949:                                             ; preds = %5933
  %5950 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5915, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5951 = fadd <8 x float> %5934, %5950
  br label %5952

5952:                                             ; preds = %5949, %5942, %5935
  %5953 = phi <8 x float> [ %5951, %5949 ], [ %5948, %5942 ], [ %5941, %5935 ]
  switch i64 %4991, label %509 [
    i64 1, label %5968
    i64 2, label %5961
    i64 3, label %5954
    i64 0, label %5971
  ]

5954:                                             ; preds = %5952
  %5955 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5953)
  %5956 = bitcast <8 x float> %5953 to <8 x i32>
  %5957 = and <8 x i32> %5956, %4668
  %5958 = bitcast <8 x i32> %5957 to <8 x float>
  %5959 = fcmp oeq <8 x float> %5953, %52
  %5960 = select <8 x i1> %5959, <8 x float> %5958, <8 x float> %5955
  br label %5971

5961:                                             ; preds = %5952
  %5962 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5953)
  %5963 = bitcast <8 x float> %5953 to <8 x i32>
  %5964 = or <8 x i32> %5963, %4669
  %5965 = bitcast <8 x i32> %5964 to <8 x float>
  %5966 = fcmp oeq <8 x float> %5953, %55
  %5967 = select <8 x i1> %5966, <8 x float> %5965, <8 x float> %5962
  br label %5971

5968:                                             ; preds = %5952
  %5969 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5915, <8 x i1> %4675, <8 x float> zeroinitializer)
  %5970 = fadd <8 x float> %5953, %5969
  br label %5971

5971:                                             ; preds = %5954, %5961, %5968, %5952, %5933, %5911
  %5972 = phi <8 x float> [ %5953, %5952 ], [ %5912, %5911 ], [ %5934, %5933 ], [ %5970, %5968 ], [ %5967, %5961 ], [ %5960, %5954 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5972, ptr align 1 %5913, <8 x i1> %4675)
  br i1 %5474, label %5978, label %5973

5973:                                             ; preds = %5971
  %5974 = load float, ptr %5038, align 1
  %5975 = insertelement <8 x float> poison, float %5974, i64 0
  %5976 = shufflevector <8 x float> %5975, <8 x float> poison, <8 x i32> zeroinitializer
  %5977 = fadd <8 x float> %5471, %5976
  br label %5978

5978:                                             ; preds = %5973, %5971
  %5979 = phi <8 x float> [ %5977, %5973 ], [ %5471, %5971 ]
  %5980 = getelementptr inbounds float, ptr %5045, i64 %4992
  %5981 = getelementptr inbounds float, ptr %5050, i64 %4992
  %5982 = select i1 %5475, ptr null, ptr %5981
  switch i64 %4962, label %509 [
    i64 1, label %5997
    i64 2, label %5990
    i64 3, label %5983
    i64 0, label %6038
  ]

5983:                                             ; preds = %5978
  %5984 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %5979)
  %5985 = bitcast <8 x float> %5979 to <8 x i32>
  %5986 = and <8 x i32> %5985, %4668
  %5987 = bitcast <8 x i32> %5986 to <8 x float>
  %5988 = fcmp oeq <8 x float> %5979, %52
  %5989 = select <8 x i1> %5988, <8 x float> %5987, <8 x float> %5984
  br label %6000

5990:                                             ; preds = %5978
  %5991 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %5979)
  %5992 = bitcast <8 x float> %5979 to <8 x i32>
  %5993 = or <8 x i32> %5992, %4669
  %5994 = bitcast <8 x i32> %5993 to <8 x float>
  %5995 = fcmp oeq <8 x float> %5979, %55
  %5996 = select <8 x i1> %5995, <8 x float> %5994, <8 x float> %5991
  br label %6000

5997:                                             ; preds = %5978
  %5998 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5982, <8 x i1> %4973, <8 x float> zeroinitializer)
  %5999 = fadd <8 x float> %5979, %5998
  br label %6000

6000:                                             ; preds = %5997, %5990, %5983
  %6001 = phi <8 x float> [ %5999, %5997 ], [ %5996, %5990 ], [ %5989, %5983 ]
  switch i64 %4994, label %509 [
    i64 1, label %6016
    i64 2, label %6009
    i64 3, label %6002
    i64 0, label %6038
  ]

6002:                                             ; preds = %6000
  %6003 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6001)
  %6004 = bitcast <8 x float> %6001 to <8 x i32>
  %6005 = and <8 x i32> %6004, %4668
  %6006 = bitcast <8 x i32> %6005 to <8 x float>
  %6007 = fcmp oeq <8 x float> %6001, %52
  %6008 = select <8 x i1> %6007, <8 x float> %6006, <8 x float> %6003
  br label %6019

6009:                                             ; preds = %6000
  %6010 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6001)
  %6011 = bitcast <8 x float> %6001 to <8 x i32>
  %6012 = or <8 x i32> %6011, %4669
  %6013 = bitcast <8 x i32> %6012 to <8 x float>
  %6014 = fcmp oeq <8 x float> %6001, %55
  %6015 = select <8 x i1> %6014, <8 x float> %6013, <8 x float> %6010
  br label %6019

6016:                                             ; preds = %6000
  %6017 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5982, <8 x i1> %4973, <8 x float> zeroinitializer)
  %6018 = fadd <8 x float> %6001, %6017
  br label %6019

6019:                                             ; preds = %6016, %6009, %6002
  %6020 = phi <8 x float> [ %6018, %6016 ], [ %6015, %6009 ], [ %6008, %6002 ]
  switch i64 %4996, label %509 [
    i64 1, label %6035
    i64 2, label %6028
    i64 3, label %6021
    i64 0, label %6038
  ]

6021:                                             ; preds = %6019
  %6022 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6020)
  %6023 = bitcast <8 x float> %6020 to <8 x i32>
  %6024 = and <8 x i32> %6023, %4668
  %6025 = bitcast <8 x i32> %6024 to <8 x float>
  %6026 = fcmp oeq <8 x float> %6020, %52
  %6027 = select <8 x i1> %6026, <8 x float> %6025, <8 x float> %6022
  br label %6038

6028:                                             ; preds = %6019
  %6029 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6020)
  %6030 = bitcast <8 x float> %6020 to <8 x i32>
  %6031 = or <8 x i32> %6030, %4669
  %6032 = bitcast <8 x i32> %6031 to <8 x float>
  %6033 = fcmp oeq <8 x float> %6020, %55
  %6034 = select <8 x i1> %6033, <8 x float> %6032, <8 x float> %6029
  br label %6038

6035:                                             ; preds = %6019
  %6036 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5982, <8 x i1> %4973, <8 x float> zeroinitializer)
  %6037 = fadd <8 x float> %6020, %6036
  br label %6038

6038:                                             ; preds = %6021, %6028, %6035, %6019, %6000, %5978
  %6039 = phi <8 x float> [ %6020, %6019 ], [ %5979, %5978 ], [ %6001, %6000 ], [ %6037, %6035 ], [ %6034, %6028 ], [ %6027, %6021 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6039, ptr align 1 %5980, <8 x i1> %4973)
  br i1 %5474, label %6045, label %6040

6040:                                             ; preds = %6038
  %6041 = load float, ptr %5038, align 1
  %6042 = insertelement <8 x float> poison, float %6041, i64 0
  %6043 = shufflevector <8 x float> %6042, <8 x float> poison, <8 x i32> zeroinitializer
  %6044 = fadd <8 x float> %5472, %6043
  br label %6045

6045:                                             ; preds = %6040, %6038
  %6046 = phi <8 x float> [ %6044, %6040 ], [ %5472, %6038 ]
  %6047 = getelementptr inbounds float, ptr %5045, i64 %4997
  %6048 = getelementptr inbounds float, ptr %5050, i64 %4997
  %6049 = select i1 %5475, ptr null, ptr %6048
  switch i64 %4962, label %509 [
    i64 1, label %6064
    i64 2, label %6057
    i64 3, label %6050
    i64 0, label %6105
  ]

6050:                                             ; preds = %6045
  %6051 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6046)
  %6052 = bitcast <8 x float> %6046 to <8 x i32>
  %6053 = and <8 x i32> %6052, %4668
  %6054 = bitcast <8 x i32> %6053 to <8 x float>
  %6055 = fcmp oeq <8 x float> %6046, %52
  %6056 = select <8 x i1> %6055, <8 x float> %6054, <8 x float> %6051
  br label %6067

6057:                                             ; preds = %6045
  %6058 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6046)
  %6059 = bitcast <8 x float> %6046 to <8 x i32>
  %6060 = or <8 x i32> %6059, %4669
  %6061 = bitcast <8 x i32> %6060 to <8 x float>
  %6062 = fcmp oeq <8 x float> %6046, %55
  %6063 = select <8 x i1> %6062, <8 x float> %6061, <8 x float> %6058
  br label %6067

6064:                                             ; preds = %6045
  %6065 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6049, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6066 = fadd <8 x float> %6046, %6065
  br label %6067

6067:                                             ; preds = %6064, %6057, %6050
  %6068 = phi <8 x float> [ %6066, %6064 ], [ %6063, %6057 ], [ %6056, %6050 ]
  switch i64 %4999, label %509 [
    i64 1, label %6083
    i64 2, label %6076
    i64 3, label %6069
    i64 0, label %6105
  ]

6069:                                             ; preds = %6067
  %6070 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6068)
  %6071 = bitcast <8 x float> %6068 to <8 x i32>
  %6072 = and <8 x i32> %6071, %4668
  %6073 = bitcast <8 x i32> %6072 to <8 x float>
  %6074 = fcmp oeq <8 x float> %6068, %52
  %6075 = select <8 x i1> %6074, <8 x float> %6073, <8 x float> %6070
  br label %6086

6076:                                             ; preds = %6067
  %6077 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6068)
  %6078 = bitcast <8 x float> %6068 to <8 x i32>
  %6079 = or <8 x i32> %6078, %4669
  %6080 = bitcast <8 x i32> %6079 to <8 x float>
  %6081 = fcmp oeq <8 x float> %6068, %55
  %6082 = select <8 x i1> %6081, <8 x float> %6080, <8 x float> %6077
  br label %6086

6083:                                             ; preds = %6067
  %6084 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6049, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6085 = fadd <8 x float> %6068, %6084
  br label %6086

6086:                                             ; preds = %6083, %6076, %6069
  %6087 = phi <8 x float> [ %6085, %6083 ], [ %6082, %6076 ], [ %6075, %6069 ]
  switch i64 %5001, label %509 [
    i64 1, label %6102
    i64 2, label %6095
    i64 3, label %6088
    i64 0, label %6105
  ]

6088:                                             ; preds = %6086
  %6089 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6087)
  %6090 = bitcast <8 x float> %6087 to <8 x i32>
  %6091 = and <8 x i32> %6090, %4668
  %6092 = bitcast <8 x i32> %6091 to <8 x float>
  %6093 = fcmp oeq <8 x float> %6087, %52
  %6094 = select <8 x i1> %6093, <8 x float> %6092, <8 x float> %6089
  br label %6105

6095:                                             ; preds = %6086
  %6096 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6087)
  %6097 = bitcast <8 x float> %6087 to <8 x i32>
  %6098 = or <8 x i32> %6097, %4669
  %6099 = bitcast <8 x i32> %6098 to <8 x float>
  %6100 = fcmp oeq <8 x float> %6087, %55
  %6101 = select <8 x i1> %6100, <8 x float> %6099, <8 x float> %6096
  br label %6105

6102:                                             ; preds = %6086
  %6103 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6049, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6104 = fadd <8 x float> %6087, %6103
  br label %6105

6105:                                             ; preds = %6088, %6095, %6102, %6086, %6067, %6045
  %6106 = phi <8 x float> [ %6087, %6086 ], [ %6046, %6045 ], [ %6068, %6067 ], [ %6104, %6102 ], [ %6101, %6095 ], [ %6094, %6088 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6106, ptr align 1 %6047, <8 x i1> %4675)
  br i1 %5474, label %6112, label %6107

6107:                                             ; preds = %6105
  %6108 = load float, ptr %5038, align 1
  %6109 = insertelement <8 x float> poison, float %6108, i64 0
  %6110 = shufflevector <8 x float> %6109, <8 x float> poison, <8 x i32> zeroinitializer
  %6111 = fadd <8 x float> %5473, %6110
  br label %6112

6112:                                             ; preds = %6107, %6105
  %6113 = phi <8 x float> [ %6111, %6107 ], [ %5473, %6105 ]
  %6114 = getelementptr inbounds float, ptr %5045, i64 %5002
  %6115 = getelementptr inbounds float, ptr %5050, i64 %5002
  %6116 = select i1 %5475, ptr null, ptr %6115
  switch i64 %4962, label %509 [
    i64 1, label %6131
    i64 2, label %6124
    i64 3, label %6117
    i64 0, label %6172
  ]

6117:                                             ; preds = %6112
  %6118 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6113)
  %6119 = bitcast <8 x float> %6113 to <8 x i32>
  %6120 = and <8 x i32> %6119, %4668
  %6121 = bitcast <8 x i32> %6120 to <8 x float>
  %6122 = fcmp oeq <8 x float> %6113, %52
  %6123 = select <8 x i1> %6122, <8 x float> %6121, <8 x float> %6118
  br label %6134

6124:                                             ; preds = %6112
  %6125 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6113)
  %6126 = bitcast <8 x float> %6113 to <8 x i32>
  %6127 = or <8 x i32> %6126, %4669
  %6128 = bitcast <8 x i32> %6127 to <8 x float>
  %6129 = fcmp oeq <8 x float> %6113, %55
  %6130 = select <8 x i1> %6129, <8 x float> %6128, <8 x float> %6125
  br label %6134

6131:                                             ; preds = %6112
  %6132 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6116, <8 x i1> %4973, <8 x float> zeroinitializer)
  %6133 = fadd <8 x float> %6113, %6132
  br label %6134

6134:                                             ; preds = %6131, %6124, %6117
  %6135 = phi <8 x float> [ %6133, %6131 ], [ %6130, %6124 ], [ %6123, %6117 ]
  switch i64 %5004, label %509 [
    i64 1, label %6150
    i64 2, label %6143
    i64 3, label %6136
    i64 0, label %6172
  ]

6136:                                             ; preds = %6134
  %6137 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6135)
  %6138 = bitcast <8 x float> %6135 to <8 x i32>
  %6139 = and <8 x i32> %6138, %4668
  %6140 = bitcast <8 x i32> %6139 to <8 x float>
  %6141 = fcmp oeq <8 x float> %6135, %52
  %6142 = select <8 x i1> %6141, <8 x float> %6140, <8 x float> %6137
  br label %6153

6143:                                             ; preds = %6134
  %6144 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6135)
  %6145 = bitcast <8 x float> %6135 to <8 x i32>
  %6146 = or <8 x i32> %6145, %4669
  %6147 = bitcast <8 x i32> %6146 to <8 x float>
  %6148 = fcmp oeq <8 x float> %6135, %55
  %6149 = select <8 x i1> %6148, <8 x float> %6147, <8 x float> %6144
  br label %6153

6150:                                             ; preds = %6134
  %6151 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6116, <8 x i1> %4973, <8 x float> zeroinitializer)
  %6152 = fadd <8 x float> %6135, %6151
  br label %6153

6153:                                             ; preds = %6150, %6143, %6136
  %6154 = phi <8 x float> [ %6152, %6150 ], [ %6149, %6143 ], [ %6142, %6136 ]
  switch i64 %5006, label %509 [
    i64 1, label %6169
    i64 2, label %6162
    i64 3, label %6155
    i64 0, label %6172
  ]

6155:                                             ; preds = %6153
  %6156 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6154)
  %6157 = bitcast <8 x float> %6154 to <8 x i32>
  %6158 = and <8 x i32> %6157, %4668
  %6159 = bitcast <8 x i32> %6158 to <8 x float>
  %6160 = fcmp oeq <8 x float> %6154, %52
  %6161 = select <8 x i1> %6160, <8 x float> %6159, <8 x float> %6156
  br label %6172

6162:                                             ; preds = %6153
  %6163 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6154)
  %6164 = bitcast <8 x float> %6154 to <8 x i32>
  %6165 = or <8 x i32> %6164, %4669
  %6166 = bitcast <8 x i32> %6165 to <8 x float>
  %6167 = fcmp oeq <8 x float> %6154, %55
  %6168 = select <8 x i1> %6167, <8 x float> %6166, <8 x float> %6163
  br label %6172

6169:                                             ; preds = %6153
  %6170 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6116, <8 x i1> %4973, <8 x float> zeroinitializer)
  %6171 = fadd <8 x float> %6154, %6170
  br label %6172

6172:                                             ; preds = %6155, %6162, %6169, %6153, %6134, %6112
  %6173 = phi <8 x float> [ %6154, %6153 ], [ %6113, %6112 ], [ %6135, %6134 ], [ %6171, %6169 ], [ %6168, %6162 ], [ %6161, %6155 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6173, ptr align 1 %6114, <8 x i1> %4973)
  br label %10864

6174:                                             ; preds = %5069
  br i1 %4665, label %6175, label %6179

6175:                                             ; preds = %6174
  %6176 = mul nsw i64 %5028, %12
  %6177 = add nsw i64 %5028, 1
  %6178 = mul nsw i64 %6177, %12
  br label %6188

6179:                                             ; preds = %6215, %6174
  %6180 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6216, %6215 ]
  %6181 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6217, %6215 ]
  %6182 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6218, %6215 ]
  %6183 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6219, %6215 ]
  %6184 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6220, %6215 ]
  %6185 = phi <8 x float> [ zeroinitializer, %6174 ], [ %6221, %6215 ]
  %6186 = icmp eq ptr %5039, null
  %6187 = icmp eq ptr %5050, null
  br i1 %6186, label %6355, label %6350

6188:                                             ; preds = %6175, %6215
  %6189 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6216, %6215 ]
  %6190 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6217, %6215 ]
  %6191 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6218, %6215 ]
  %6192 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6219, %6215 ]
  %6193 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6220, %6215 ]
  %6194 = phi <8 x float> [ zeroinitializer, %6175 ], [ %6221, %6215 ]
  %6195 = phi i64 [ 0, %6175 ], [ %6222, %6215 ]
  %6196 = mul nsw i64 %6195, %14
  %6197 = sub i64 %6196, %16
  %6198 = add i64 %6197, %6176
  %6199 = icmp slt i64 %6198, 0
  %6200 = icmp sge i64 %6198, %6
  %6201 = or i1 %6199, %6200
  %6202 = select i1 %6201, i64 0, i64 %6198
  %6203 = mul nsw i64 %6202, %7
  %6204 = getelementptr inbounds float, ptr %5035, i64 %6203
  %6205 = add i64 %6197, %6178
  %6206 = icmp slt i64 %6205, 0
  %6207 = icmp sge i64 %6205, %6
  %6208 = or i1 %6206, %6207
  %6209 = select i1 %6208, i64 0, i64 %6205
  %6210 = mul nsw i64 %6209, %7
  %6211 = getelementptr inbounds float, ptr %5035, i64 %6210
  br i1 %4666, label %6212, label %6215

6212:                                             ; preds = %6188
  %6213 = mul nuw nsw i64 %6195, %11
  %6214 = getelementptr inbounds nuw float, ptr %5037, i64 %6213
  br label %6224

6215:                                             ; preds = %6336, %6188
  %6216 = phi <8 x float> [ %6189, %6188 ], [ %6268, %6336 ]
  %6217 = phi <8 x float> [ %6190, %6188 ], [ %6305, %6336 ]
  %6218 = phi <8 x float> [ %6191, %6188 ], [ %6342, %6336 ]
  %6219 = phi <8 x float> [ %6192, %6188 ], [ %6273, %6336 ]
  %6220 = phi <8 x float> [ %6193, %6188 ], [ %6310, %6336 ]
  %6221 = phi <8 x float> [ %6194, %6188 ], [ %6347, %6336 ]
  %6222 = add nuw nsw i64 %6195, 1
  %6223 = icmp eq i64 %6222, %10
  br i1 %6223, label %6179, label %6188

6224:                                             ; preds = %6212, %6336
  %6225 = phi <8 x float> [ %6189, %6212 ], [ %6268, %6336 ]
  %6226 = phi <8 x float> [ %6190, %6212 ], [ %6305, %6336 ]
  %6227 = phi <8 x float> [ %6191, %6212 ], [ %6342, %6336 ]
  %6228 = phi <8 x float> [ %6192, %6212 ], [ %6273, %6336 ]
  %6229 = phi <8 x float> [ %6193, %6212 ], [ %6310, %6336 ]
  %6230 = phi <8 x float> [ %6194, %6212 ], [ %6347, %6336 ]
  %6231 = phi i64 [ 0, %6212 ], [ %6348, %6336 ]
  %6232 = getelementptr inbounds nuw float, ptr %6214, i64 %6231
  %6233 = load float, ptr %6232, align 1
  %6234 = insertelement <8 x float> poison, float %6233, i64 0
  %6235 = shufflevector <8 x float> %6234, <8 x float> poison, <8 x i32> zeroinitializer
  %6236 = mul nsw i64 %6231, %15
  %6237 = sub i64 %6236, %17
  %6238 = getelementptr <4 x i64>, ptr %4653, i64 %6231
  br i1 %4667, label %6241, label %6239

6239:                                             ; preds = %6224
  %6240 = load <4 x i64>, ptr %6238, align 32
  br label %6262

6241:                                             ; preds = %6224
  %6242 = icmp slt i64 %6237, 0
  %6243 = sub nsw i64 0, %6237
  %6244 = select i1 %6242, i64 %6243, i64 0
  %6245 = sub nsw i64 %7, %6237
  %6246 = call i64 @llvm.smin.i64(i64 %6245, i64 %9)
  %6247 = call i64 @llvm.smin.i64(i64 %6246, i64 8)
  %6248 = icmp sgt i64 %6247, %6244
  %6249 = trunc i64 %6244 to i32
  %6250 = select i1 %6248, i32 %6249, i32 0
  %6251 = insertelement <8 x i32> poison, i32 %6250, i64 0
  %6252 = shufflevector <8 x i32> %6251, <8 x i32> poison, <8 x i32> zeroinitializer
  %6253 = icmp slt <8 x i32> %6252, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6254 = trunc i64 %6247 to i32
  %6255 = select i1 %6248, i32 %6254, i32 0
  %6256 = insertelement <8 x i32> poison, i32 %6255, i64 0
  %6257 = shufflevector <8 x i32> %6256, <8 x i32> poison, <8 x i32> zeroinitializer
  %6258 = icmp sgt <8 x i32> %6257, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6259 = and <8 x i1> %6258, %6253
  %6260 = sext <8 x i1> %6259 to <8 x i32>
  %6261 = bitcast <8 x i32> %6260 to <4 x i64>
  br label %6262

6262:                                             ; preds = %6241, %6239
  %6263 = phi <4 x i64> [ %6240, %6239 ], [ %6261, %6241 ]
  %6264 = getelementptr inbounds float, ptr %6204, i64 %6237
  %6265 = select i1 %6201, <4 x i64> zeroinitializer, <4 x i64> %6263
  %6266 = bitcast <4 x i64> %6265 to <8 x i32>
  %6267 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6264, <8 x i32> %6266)
  %6268 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6267, <8 x float> %6235, <8 x float> %6225)
  %6269 = getelementptr inbounds float, ptr %6211, i64 %6237
  %6270 = select i1 %6208, <4 x i64> zeroinitializer, <4 x i64> %6263
  %6271 = bitcast <4 x i64> %6270 to <8 x i32>
  %6272 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6269, <8 x i32> %6271)
  %6273 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6272, <8 x float> %6235, <8 x float> %6228)
  %6274 = add i64 %6237, 8
  br i1 %4667, label %6278, label %6275

6275:                                             ; preds = %6262
  %6276 = getelementptr <4 x i64>, ptr %6238, i64 %11
  %6277 = load <4 x i64>, ptr %6276, align 32
  br label %6299

6278:                                             ; preds = %6262
  %6279 = icmp slt i64 %6274, 0
  %6280 = sub i64 -8, %6237
  %6281 = select i1 %6279, i64 %6280, i64 0
  %6282 = sub nsw i64 %7, %6274
  %6283 = call i64 @llvm.smin.i64(i64 %6282, i64 %4917)
  %6284 = call i64 @llvm.smin.i64(i64 %6283, i64 8)
  %6285 = icmp sgt i64 %6284, %6281
  %6286 = trunc i64 %6281 to i32
  %6287 = select i1 %6285, i32 %6286, i32 0
  %6288 = insertelement <8 x i32> poison, i32 %6287, i64 0
  %6289 = shufflevector <8 x i32> %6288, <8 x i32> poison, <8 x i32> zeroinitializer
  %6290 = icmp slt <8 x i32> %6289, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6291 = trunc i64 %6284 to i32
  %6292 = select i1 %6285, i32 %6291, i32 0
  %6293 = insertelement <8 x i32> poison, i32 %6292, i64 0
  %6294 = shufflevector <8 x i32> %6293, <8 x i32> poison, <8 x i32> zeroinitializer
  %6295 = icmp sgt <8 x i32> %6294, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6296 = and <8 x i1> %6295, %6290
  %6297 = sext <8 x i1> %6296 to <8 x i32>
  %6298 = bitcast <8 x i32> %6297 to <4 x i64>
  br label %6299

6299:                                             ; preds = %6278, %6275
  %6300 = phi <4 x i64> [ %6277, %6275 ], [ %6298, %6278 ]
  %6301 = getelementptr inbounds float, ptr %6204, i64 %6274
  %6302 = select i1 %6201, <4 x i64> zeroinitializer, <4 x i64> %6300
  %6303 = bitcast <4 x i64> %6302 to <8 x i32>
  %6304 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6301, <8 x i32> %6303)
  %6305 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6304, <8 x float> %6235, <8 x float> %6226)
  %6306 = getelementptr inbounds float, ptr %6211, i64 %6274
  %6307 = select i1 %6208, <4 x i64> zeroinitializer, <4 x i64> %6300
  %6308 = bitcast <4 x i64> %6307 to <8 x i32>
  %6309 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6306, <8 x i32> %6308)
  %6310 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6309, <8 x float> %6235, <8 x float> %6229)
  %6311 = add i64 %6237, 16
  br i1 %4667, label %6315, label %6312

6312:                                             ; preds = %6299
  %6313 = getelementptr i8, ptr %6238, i64 %4918
  %6314 = load <4 x i64>, ptr %6313, align 32
  br label %6336

6315:                                             ; preds = %6299
  %6316 = icmp slt i64 %6311, 0
  %6317 = sub i64 -16, %6237
  %6318 = select i1 %6316, i64 %6317, i64 0
  %6319 = sub nsw i64 %7, %6311
  %6320 = call i64 @llvm.smin.i64(i64 %6319, i64 %4919)
  %6321 = call i64 @llvm.smin.i64(i64 %6320, i64 8)
  %6322 = icmp sgt i64 %6321, %6318
  %6323 = trunc i64 %6318 to i32
  %6324 = select i1 %6322, i32 %6323, i32 0
  %6325 = insertelement <8 x i32> poison, i32 %6324, i64 0
  %6326 = shufflevector <8 x i32> %6325, <8 x i32> poison, <8 x i32> zeroinitializer
  %6327 = icmp slt <8 x i32> %6326, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6328 = trunc i64 %6321 to i32
  %6329 = select i1 %6322, i32 %6328, i32 0
  %6330 = insertelement <8 x i32> poison, i32 %6329, i64 0
  %6331 = shufflevector <8 x i32> %6330, <8 x i32> poison, <8 x i32> zeroinitializer
  %6332 = icmp sgt <8 x i32> %6331, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6333 = and <8 x i1> %6332, %6327
  %6334 = sext <8 x i1> %6333 to <8 x i32>
  %6335 = bitcast <8 x i32> %6334 to <4 x i64>
  br label %6336

6336:                                             ; preds = %6315, %6312
  %6337 = phi <4 x i64> [ %6314, %6312 ], [ %6335, %6315 ]
  %6338 = getelementptr inbounds float, ptr %6204, i64 %6311
  %6339 = select i1 %6201, <4 x i64> zeroinitializer, <4 x i64> %6337
  %6340 = bitcast <4 x i64> %6339 to <8 x i32>
  %6341 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6338, <8 x i32> %6340)
  %6342 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6341, <8 x float> %6235, <8 x float> %6227)
  %6343 = getelementptr inbounds float, ptr %6211, i64 %6311
  %6344 = select i1 %6208, <4 x i64> zeroinitializer, <4 x i64> %6337
  %6345 = bitcast <4 x i64> %6344 to <8 x i32>
  %6346 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6343, <8 x i32> %6345)
  %6347 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6346, <8 x float> %6235, <8 x float> %6230)
  %6348 = add nuw nsw i64 %6231, 1
  %6349 = icmp eq i64 %6348, %11
  br i1 %6349, label %6215, label %6224

6350:                                             ; preds = %6179
  %6351 = load float, ptr %5038, align 1
  %6352 = insertelement <8 x float> poison, float %6351, i64 0
  %6353 = shufflevector <8 x float> %6352, <8 x float> poison, <8 x i32> zeroinitializer
  %6354 = fadd <8 x float> %6180, %6353
  br label %6355

6355:                                             ; preds = %6350, %6179
  %6356 = phi <8 x float> [ %6354, %6350 ], [ %6180, %6179 ]
  switch i64 %4920, label %509 [
    i64 1, label %6357
    i64 2, label %6360
    i64 3, label %6367
    i64 0, label %6412
  ]

6357:                                             ; preds = %6355
  %6358 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6359 = fadd <8 x float> %6356, %6358
  br label %6374

6360:                                             ; preds = %6355
  %6361 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6356)
  %6362 = bitcast <8 x float> %6356 to <8 x i32>
  %6363 = or <8 x i32> %6362, %4669
  %6364 = bitcast <8 x i32> %6363 to <8 x float>
  %6365 = fcmp oeq <8 x float> %6356, %55
  %6366 = select <8 x i1> %6365, <8 x float> %6364, <8 x float> %6361
  br label %6374

6367:                                             ; preds = %6355
  %6368 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6356)
  %6369 = bitcast <8 x float> %6356 to <8 x i32>
  %6370 = and <8 x i32> %6369, %4668
  %6371 = bitcast <8 x i32> %6370 to <8 x float>
  %6372 = fcmp oeq <8 x float> %6356, %52
  %6373 = select <8 x i1> %6372, <8 x float> %6371, <8 x float> %6368
  br label %6374

6374:                                             ; preds = %6367, %6360, %6357
  %6375 = phi <8 x float> [ %6359, %6357 ], [ %6366, %6360 ], [ %6373, %6367 ]
  switch i64 %4922, label %509 [
    i64 1, label %6390
    i64 2, label %6383
    i64 3, label %6376
    i64 0, label %6412
  ]

6376:                                             ; preds = %6374
  %6377 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6375)
  %6378 = bitcast <8 x float> %6375 to <8 x i32>
  %6379 = and <8 x i32> %6378, %4668
  %6380 = bitcast <8 x i32> %6379 to <8 x float>
  %6381 = fcmp oeq <8 x float> %6375, %52
  %6382 = select <8 x i1> %6381, <8 x float> %6380, <8 x float> %6377
  br label %6393

6383:                                             ; preds = %6374
  %6384 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6375)
  %6385 = bitcast <8 x float> %6375 to <8 x i32>
  %6386 = or <8 x i32> %6385, %4669
  %6387 = bitcast <8 x i32> %6386 to <8 x float>
  %6388 = fcmp oeq <8 x float> %6375, %55
  %6389 = select <8 x i1> %6388, <8 x float> %6387, <8 x float> %6384
  br label %6393

6390:                                             ; preds = %6374
  %6391 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6392 = fadd <8 x float> %6375, %6391
  br label %6393

6393:                                             ; preds = %6390, %6383, %6376
  %6394 = phi <8 x float> [ %6392, %6390 ], [ %6389, %6383 ], [ %6382, %6376 ]
  switch i64 %4924, label %509 [
    i64 1, label %6409
    i64 2, label %6402
    i64 3, label %6395
    i64 0, label %6412
  ]

6395:                                             ; preds = %6393
  %6396 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6394)
  %6397 = bitcast <8 x float> %6394 to <8 x i32>
  %6398 = and <8 x i32> %6397, %4668
  %6399 = bitcast <8 x i32> %6398 to <8 x float>
  %6400 = fcmp oeq <8 x float> %6394, %52
  %6401 = select <8 x i1> %6400, <8 x float> %6399, <8 x float> %6396
  br label %6412

6402:                                             ; preds = %6393
  %6403 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6394)
  %6404 = bitcast <8 x float> %6394 to <8 x i32>
  %6405 = or <8 x i32> %6404, %4669
  %6406 = bitcast <8 x i32> %6405 to <8 x float>
  %6407 = fcmp oeq <8 x float> %6394, %55
  %6408 = select <8 x i1> %6407, <8 x float> %6406, <8 x float> %6403
  br label %6412

6409:                                             ; preds = %6393
  %6410 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6411 = fadd <8 x float> %6394, %6410
  br label %6412

6412:                                             ; preds = %6395, %6402, %6409, %6393, %6374, %6355
  %6413 = phi <8 x float> [ %6394, %6393 ], [ %6356, %6355 ], [ %6375, %6374 ], [ %6411, %6409 ], [ %6408, %6402 ], [ %6401, %6395 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6413, ptr align 1 %5045, <8 x i1> %4675)
  br i1 %6186, label %6419, label %6414

6414:                                             ; preds = %6412
  %6415 = load float, ptr %5038, align 1
  %6416 = insertelement <8 x float> poison, float %6415, i64 0
  %6417 = shufflevector <8 x float> %6416, <8 x float> poison, <8 x i32> zeroinitializer
  %6418 = fadd <8 x float> %6181, %6417
  br label %6419

6419:                                             ; preds = %6414, %6412
  %6420 = phi <8 x float> [ %6418, %6414 ], [ %6181, %6412 ]
  %6421 = getelementptr inbounds nuw i8, ptr %5045, i64 32
  %6422 = getelementptr inbounds nuw i8, ptr %5050, i64 32
  %6423 = select i1 %6187, ptr null, ptr %6422
  switch i64 %4920, label %509 [
    i64 1, label %6438
    i64 2, label %6431
    i64 3, label %6424
    i64 0, label %6479
  ]

6424:                                             ; preds = %6419
  %6425 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6420)
  %6426 = bitcast <8 x float> %6420 to <8 x i32>
  %6427 = and <8 x i32> %6426, %4668
  %6428 = bitcast <8 x i32> %6427 to <8 x float>
  %6429 = fcmp oeq <8 x float> %6420, %52
  %6430 = select <8 x i1> %6429, <8 x float> %6428, <8 x float> %6425
  br label %6441

6431:                                             ; preds = %6419
  %6432 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6420)
  %6433 = bitcast <8 x float> %6420 to <8 x i32>
  %6434 = or <8 x i32> %6433, %4669
  %6435 = bitcast <8 x i32> %6434 to <8 x float>
  %6436 = fcmp oeq <8 x float> %6420, %55
  %6437 = select <8 x i1> %6436, <8 x float> %6435, <8 x float> %6432
  br label %6441

6438:                                             ; preds = %6419
  %6439 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6423, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6440 = fadd <8 x float> %6420, %6439
  br label %6441

6441:                                             ; preds = %6438, %6431, %6424
  %6442 = phi <8 x float> [ %6440, %6438 ], [ %6437, %6431 ], [ %6430, %6424 ]
  switch i64 %4933, label %509 [
    i64 1, label %6457
    i64 2, label %6450
    i64 3, label %6443
    i64 0, label %6479
  ]

6443:                                             ; preds = %6441
  %6444 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6442)
  %6445 = bitcast <8 x float> %6442 to <8 x i32>
  %6446 = and <8 x i32> %6445, %4668
  %6447 = bitcast <8 x i32> %6446 to <8 x float>
  %6448 = fcmp oeq <8 x float> %6442, %52
  %6449 = select <8 x i1> %6448, <8 x float> %6447, <8 x float> %6444
  br label %6460

6450:                                             ; preds = %6441
  %6451 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6442)
  %6452 = bitcast <8 x float> %6442 to <8 x i32>
  %6453 = or <8 x i32> %6452, %4669
  %6454 = bitcast <8 x i32> %6453 to <8 x float>
  %6455 = fcmp oeq <8 x float> %6442, %55
  %6456 = select <8 x i1> %6455, <8 x float> %6454, <8 x float> %6451
  br label %6460

6457:                                             ; preds = %6441
  %6458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6423, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6459 = fadd <8 x float> %6442, %6458
  br label %6460

6460:                                             ; preds = %6457, %6450, %6443
  %6461 = phi <8 x float> [ %6459, %6457 ], [ %6456, %6450 ], [ %6449, %6443 ]
  switch i64 %4935, label %509 [
    i64 1, label %6476
    i64 2, label %6469
    i64 3, label %6462
    i64 0, label %6479
  ]

6462:                                             ; preds = %6460
  %6463 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6461)
  %6464 = bitcast <8 x float> %6461 to <8 x i32>
  %6465 = and <8 x i32> %6464, %4668
  %6466 = bitcast <8 x i32> %6465 to <8 x float>
  %6467 = fcmp oeq <8 x float> %6461, %52
  %6468 = select <8 x i1> %6467, <8 x float> %6466, <8 x float> %6463
  br label %6479

6469:                                             ; preds = %6460
  %6470 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6461)
  %6471 = bitcast <8 x float> %6461 to <8 x i32>
  %6472 = or <8 x i32> %6471, %4669
  %6473 = bitcast <8 x i32> %6472 to <8 x float>
  %6474 = fcmp oeq <8 x float> %6461, %55
  %6475 = select <8 x i1> %6474, <8 x float> %6473, <8 x float> %6470
  br label %6479

6476:                                             ; preds = %6460
  %6477 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6423, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6478 = fadd <8 x float> %6461, %6477
  br label %6479

6479:                                             ; preds = %6462, %6469, %6476, %6460, %6441, %6419
  %6480 = phi <8 x float> [ %6461, %6460 ], [ %6420, %6419 ], [ %6442, %6441 ], [ %6478, %6476 ], [ %6475, %6469 ], [ %6468, %6462 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6480, ptr nonnull align 1 %6421, <8 x i1> %4931)
  br i1 %6186, label %6486, label %6481

6481:                                             ; preds = %6479
  %6482 = load float, ptr %5038, align 1
  %6483 = insertelement <8 x float> poison, float %6482, i64 0
  %6484 = shufflevector <8 x float> %6483, <8 x float> poison, <8 x i32> zeroinitializer
  %6485 = fadd <8 x float> %6182, %6484
  br label %6486

6486:                                             ; preds = %6481, %6479
  %6487 = phi <8 x float> [ %6485, %6481 ], [ %6182, %6479 ]
  %6488 = getelementptr inbounds nuw i8, ptr %5045, i64 64
  %6489 = getelementptr inbounds nuw i8, ptr %5050, i64 64
  %6490 = select i1 %6187, ptr null, ptr %6489
  switch i64 %4920, label %509 [
    i64 1, label %6505
    i64 2, label %6498
    i64 3, label %6491
    i64 0, label %6546
  ]

6491:                                             ; preds = %6486
  %6492 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6487)
  %6493 = bitcast <8 x float> %6487 to <8 x i32>
  %6494 = and <8 x i32> %6493, %4668
  %6495 = bitcast <8 x i32> %6494 to <8 x float>
  %6496 = fcmp oeq <8 x float> %6487, %52
  %6497 = select <8 x i1> %6496, <8 x float> %6495, <8 x float> %6492
  br label %6508

6498:                                             ; preds = %6486
  %6499 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6487)
  %6500 = bitcast <8 x float> %6487 to <8 x i32>
  %6501 = or <8 x i32> %6500, %4669
  %6502 = bitcast <8 x i32> %6501 to <8 x float>
  %6503 = fcmp oeq <8 x float> %6487, %55
  %6504 = select <8 x i1> %6503, <8 x float> %6502, <8 x float> %6499
  br label %6508

6505:                                             ; preds = %6486
  %6506 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6490, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6507 = fadd <8 x float> %6487, %6506
  br label %6508

6508:                                             ; preds = %6505, %6498, %6491
  %6509 = phi <8 x float> [ %6507, %6505 ], [ %6504, %6498 ], [ %6497, %6491 ]
  switch i64 %4944, label %509 [
    i64 1, label %6524
    i64 2, label %6517
    i64 3, label %6510
    i64 0, label %6546
  ]

6510:                                             ; preds = %6508
  %6511 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6509)
  %6512 = bitcast <8 x float> %6509 to <8 x i32>
  %6513 = and <8 x i32> %6512, %4668
  %6514 = bitcast <8 x i32> %6513 to <8 x float>
  %6515 = fcmp oeq <8 x float> %6509, %52
  %6516 = select <8 x i1> %6515, <8 x float> %6514, <8 x float> %6511
  br label %6527

6517:                                             ; preds = %6508
  %6518 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6509)
  %6519 = bitcast <8 x float> %6509 to <8 x i32>
  %6520 = or <8 x i32> %6519, %4669
  %6521 = bitcast <8 x i32> %6520 to <8 x float>
  %6522 = fcmp oeq <8 x float> %6509, %55
  %6523 = select <8 x i1> %6522, <8 x float> %6521, <8 x float> %6518
  br label %6527

6524:                                             ; preds = %6508
  %6525 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6490, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6526 = fadd <8 x float> %6509, %6525
  br label %6527

6527:                                             ; preds = %6524, %6517, %6510
  %6528 = phi <8 x float> [ %6526, %6524 ], [ %6523, %6517 ], [ %6516, %6510 ]
  switch i64 %4946, label %509 [
    i64 1, label %6543
    i64 2, label %6536
    i64 3, label %6529
    i64 0, label %6546
  ]

6529:                                             ; preds = %6527
  %6530 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6528)
  %6531 = bitcast <8 x float> %6528 to <8 x i32>
  %6532 = and <8 x i32> %6531, %4668
  %6533 = bitcast <8 x i32> %6532 to <8 x float>
  %6534 = fcmp oeq <8 x float> %6528, %52
  %6535 = select <8 x i1> %6534, <8 x float> %6533, <8 x float> %6530
  br label %6546

6536:                                             ; preds = %6527
  %6537 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6528)
  %6538 = bitcast <8 x float> %6528 to <8 x i32>
  %6539 = or <8 x i32> %6538, %4669
  %6540 = bitcast <8 x i32> %6539 to <8 x float>
  %6541 = fcmp oeq <8 x float> %6528, %55
  %6542 = select <8 x i1> %6541, <8 x float> %6540, <8 x float> %6537
  br label %6546

6543:                                             ; preds = %6527
  %6544 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6490, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6545 = fadd <8 x float> %6528, %6544
  br label %6546

6546:                                             ; preds = %6529, %6536, %6543, %6527, %6508, %6486
  %6547 = phi <8 x float> [ %6528, %6527 ], [ %6487, %6486 ], [ %6509, %6508 ], [ %6545, %6543 ], [ %6542, %6536 ], [ %6535, %6529 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6547, ptr nonnull align 1 %6488, <8 x i1> %4942)
  br i1 %6186, label %6553, label %6548

6548:                                             ; preds = %6546
  %6549 = load float, ptr %5038, align 1
  %6550 = insertelement <8 x float> poison, float %6549, i64 0
  %6551 = shufflevector <8 x float> %6550, <8 x float> poison, <8 x i32> zeroinitializer
  %6552 = fadd <8 x float> %6183, %6551
  br label %6553

6553:                                             ; preds = %6548, %6546
  %6554 = phi <8 x float> [ %6552, %6548 ], [ %6183, %6546 ]
  %6555 = getelementptr inbounds float, ptr %5045, i64 %9
  %6556 = getelementptr inbounds float, ptr %5050, i64 %9
  %6557 = select i1 %6187, ptr null, ptr %6556
  switch i64 %4920, label %509 [
    i64 1, label %6572
    i64 2, label %6565
    i64 3, label %6558
    i64 0, label %6613
  ]

6558:                                             ; preds = %6553
  %6559 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6554)
  %6560 = bitcast <8 x float> %6554 to <8 x i32>
  %6561 = and <8 x i32> %6560, %4668
  %6562 = bitcast <8 x i32> %6561 to <8 x float>
  %6563 = fcmp oeq <8 x float> %6554, %52
  %6564 = select <8 x i1> %6563, <8 x float> %6562, <8 x float> %6559
  br label %6575

6565:                                             ; preds = %6553
  %6566 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6554)
  %6567 = bitcast <8 x float> %6554 to <8 x i32>
  %6568 = or <8 x i32> %6567, %4669
  %6569 = bitcast <8 x i32> %6568 to <8 x float>
  %6570 = fcmp oeq <8 x float> %6554, %55
  %6571 = select <8 x i1> %6570, <8 x float> %6569, <8 x float> %6566
  br label %6575

6572:                                             ; preds = %6553
  %6573 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6557, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6574 = fadd <8 x float> %6554, %6573
  br label %6575

6575:                                             ; preds = %6572, %6565, %6558
  %6576 = phi <8 x float> [ %6574, %6572 ], [ %6571, %6565 ], [ %6564, %6558 ]
  switch i64 %4948, label %509 [
    i64 1, label %6591
    i64 2, label %6584
    i64 3, label %6577
    i64 0, label %6613
  ]

6577:                                             ; preds = %6575
  %6578 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6576)
  %6579 = bitcast <8 x float> %6576 to <8 x i32>
  %6580 = and <8 x i32> %6579, %4668
  %6581 = bitcast <8 x i32> %6580 to <8 x float>
  %6582 = fcmp oeq <8 x float> %6576, %52
  %6583 = select <8 x i1> %6582, <8 x float> %6581, <8 x float> %6578
  br label %6594

6584:                                             ; preds = %6575
  %6585 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6576)
  %6586 = bitcast <8 x float> %6576 to <8 x i32>
  %6587 = or <8 x i32> %6586, %4669
  %6588 = bitcast <8 x i32> %6587 to <8 x float>
  %6589 = fcmp oeq <8 x float> %6576, %55
  %6590 = select <8 x i1> %6589, <8 x float> %6588, <8 x float> %6585
  br label %6594

6591:                                             ; preds = %6575
  %6592 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6557, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6593 = fadd <8 x float> %6576, %6592
  br label %6594

6594:                                             ; preds = %6591, %6584, %6577
  %6595 = phi <8 x float> [ %6593, %6591 ], [ %6590, %6584 ], [ %6583, %6577 ]
  switch i64 %4950, label %509 [
    i64 1, label %6610
    i64 2, label %6603
    i64 3, label %6596
    i64 0, label %6613
  ]

6596:                                             ; preds = %6594
  %6597 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6595)
  %6598 = bitcast <8 x float> %6595 to <8 x i32>
  %6599 = and <8 x i32> %6598, %4668
  %6600 = bitcast <8 x i32> %6599 to <8 x float>
  %6601 = fcmp oeq <8 x float> %6595, %52
  %6602 = select <8 x i1> %6601, <8 x float> %6600, <8 x float> %6597
  br label %6613

6603:                                             ; preds = %6594
  %6604 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6595)
  %6605 = bitcast <8 x float> %6595 to <8 x i32>
  %6606 = or <8 x i32> %6605, %4669
  %6607 = bitcast <8 x i32> %6606 to <8 x float>
  %6608 = fcmp oeq <8 x float> %6595, %55
  %6609 = select <8 x i1> %6608, <8 x float> %6607, <8 x float> %6604
  br label %6613

6610:                                             ; preds = %6594
  %6611 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6557, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6612 = fadd <8 x float> %6595, %6611
  br label %6613

6613:                                             ; preds = %6596, %6603, %6610, %6594, %6575, %6553
  %6614 = phi <8 x float> [ %6595, %6594 ], [ %6554, %6553 ], [ %6576, %6575 ], [ %6612, %6610 ], [ %6609, %6603 ], [ %6602, %6596 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6614, ptr align 1 %6555, <8 x i1> %4675)
  br i1 %6186, label %6620, label %6615

6615:                                             ; preds = %6613
  %6616 = load float, ptr %5038, align 1
  %6617 = insertelement <8 x float> poison, float %6616, i64 0
  %6618 = shufflevector <8 x float> %6617, <8 x float> poison, <8 x i32> zeroinitializer
  %6619 = fadd <8 x float> %6184, %6618
  br label %6620

6620:                                             ; preds = %6615, %6613
  %6621 = phi <8 x float> [ %6619, %6615 ], [ %6184, %6613 ]
  %6622 = getelementptr inbounds float, ptr %5045, i64 %4951
  %6623 = getelementptr inbounds float, ptr %5050, i64 %4951
  %6624 = select i1 %6187, ptr null, ptr %6623
  switch i64 %4920, label %509 [
    i64 1, label %6639
    i64 2, label %6632
    i64 3, label %6625
    i64 0, label %6680
  ]

6625:                                             ; preds = %6620
  %6626 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6621)
  %6627 = bitcast <8 x float> %6621 to <8 x i32>
  %6628 = and <8 x i32> %6627, %4668
  %6629 = bitcast <8 x i32> %6628 to <8 x float>
  %6630 = fcmp oeq <8 x float> %6621, %52
  %6631 = select <8 x i1> %6630, <8 x float> %6629, <8 x float> %6626
  br label %6642

6632:                                             ; preds = %6620
  %6633 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6621)
  %6634 = bitcast <8 x float> %6621 to <8 x i32>
  %6635 = or <8 x i32> %6634, %4669
  %6636 = bitcast <8 x i32> %6635 to <8 x float>
  %6637 = fcmp oeq <8 x float> %6621, %55
  %6638 = select <8 x i1> %6637, <8 x float> %6636, <8 x float> %6633
  br label %6642

6639:                                             ; preds = %6620
  %6640 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6624, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6641 = fadd <8 x float> %6621, %6640
  br label %6642

6642:                                             ; preds = %6639, %6632, %6625
  %6643 = phi <8 x float> [ %6641, %6639 ], [ %6638, %6632 ], [ %6631, %6625 ]
  switch i64 %4953, label %509 [
    i64 1, label %6658
    i64 2, label %6651
    i64 3, label %6644
    i64 0, label %6680
  ]

6644:                                             ; preds = %6642
  %6645 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6643)
  %6646 = bitcast <8 x float> %6643 to <8 x i32>
  %6647 = and <8 x i32> %6646, %4668
  %6648 = bitcast <8 x i32> %6647 to <8 x float>
  %6649 = fcmp oeq <8 x float> %6643, %52
  %6650 = select <8 x i1> %6649, <8 x float> %6648, <8 x float> %6645
  br label %6661

6651:                                             ; preds = %6642
  %6652 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6643)
  %6653 = bitcast <8 x float> %6643 to <8 x i32>
  %6654 = or <8 x i32> %6653, %4669
  %6655 = bitcast <8 x i32> %6654 to <8 x float>
  %6656 = fcmp oeq <8 x float> %6643, %55
  %6657 = select <8 x i1> %6656, <8 x float> %6655, <8 x float> %6652
  br label %6661

6658:                                             ; preds = %6642
  %6659 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6624, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6660 = fadd <8 x float> %6643, %6659
  br label %6661

6661:                                             ; preds = %6658, %6651, %6644
  %6662 = phi <8 x float> [ %6660, %6658 ], [ %6657, %6651 ], [ %6650, %6644 ]
  switch i64 %4955, label %509 [
    i64 1, label %6677
    i64 2, label %6670
    i64 3, label %6663
    i64 0, label %6680
  ]

6663:                                             ; preds = %6661
  %6664 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6662)
  %6665 = bitcast <8 x float> %6662 to <8 x i32>
  %6666 = and <8 x i32> %6665, %4668
  %6667 = bitcast <8 x i32> %6666 to <8 x float>
  %6668 = fcmp oeq <8 x float> %6662, %52
  %6669 = select <8 x i1> %6668, <8 x float> %6667, <8 x float> %6664
  br label %6680

6670:                                             ; preds = %6661
  %6671 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6662)
  %6672 = bitcast <8 x float> %6662 to <8 x i32>
  %6673 = or <8 x i32> %6672, %4669
  %6674 = bitcast <8 x i32> %6673 to <8 x float>
  %6675 = fcmp oeq <8 x float> %6662, %55
  %6676 = select <8 x i1> %6675, <8 x float> %6674, <8 x float> %6671
  br label %6680

6677:                                             ; preds = %6661
  %6678 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6624, <8 x i1> %4931, <8 x float> zeroinitializer)
  %6679 = fadd <8 x float> %6662, %6678
  br label %6680

6680:                                             ; preds = %6663, %6670, %6677, %6661, %6642, %6620
  %6681 = phi <8 x float> [ %6662, %6661 ], [ %6621, %6620 ], [ %6643, %6642 ], [ %6679, %6677 ], [ %6676, %6670 ], [ %6669, %6663 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6681, ptr align 1 %6622, <8 x i1> %4931)
  br i1 %6186, label %6687, label %6682

6682:                                             ; preds = %6680
  %6683 = load float, ptr %5038, align 1
  %6684 = insertelement <8 x float> poison, float %6683, i64 0
  %6685 = shufflevector <8 x float> %6684, <8 x float> poison, <8 x i32> zeroinitializer
  %6686 = fadd <8 x float> %6185, %6685
  br label %6687

6687:                                             ; preds = %6682, %6680
  %6688 = phi <8 x float> [ %6686, %6682 ], [ %6185, %6680 ]
  %6689 = getelementptr inbounds float, ptr %5045, i64 %4956
  %6690 = getelementptr inbounds float, ptr %5050, i64 %4956
  %6691 = select i1 %6187, ptr null, ptr %6690
  switch i64 %4920, label %509 [
    i64 1, label %6706
    i64 2, label %6699
    i64 3, label %6692
    i64 0, label %6747
  ]

6692:                                             ; preds = %6687
  %6693 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6688)
  %6694 = bitcast <8 x float> %6688 to <8 x i32>
  %6695 = and <8 x i32> %6694, %4668
  %6696 = bitcast <8 x i32> %6695 to <8 x float>
  %6697 = fcmp oeq <8 x float> %6688, %52
  %6698 = select <8 x i1> %6697, <8 x float> %6696, <8 x float> %6693
  br label %6709

6699:                                             ; preds = %6687
  %6700 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6688)
  %6701 = bitcast <8 x float> %6688 to <8 x i32>
  %6702 = or <8 x i32> %6701, %4669
  %6703 = bitcast <8 x i32> %6702 to <8 x float>
  %6704 = fcmp oeq <8 x float> %6688, %55
  %6705 = select <8 x i1> %6704, <8 x float> %6703, <8 x float> %6700
  br label %6709

6706:                                             ; preds = %6687
  %6707 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6691, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6708 = fadd <8 x float> %6688, %6707
  br label %6709

6709:                                             ; preds = %6706, %6699, %6692
  %6710 = phi <8 x float> [ %6708, %6706 ], [ %6705, %6699 ], [ %6698, %6692 ]
  switch i64 %4958, label %509 [
    i64 1, label %6725
    i64 2, label %6718
    i64 3, label %6711
    i64 0, label %6747
  ]

6711:                                             ; preds = %6709
  %6712 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6710)
  %6713 = bitcast <8 x float> %6710 to <8 x i32>
  %6714 = and <8 x i32> %6713, %4668
  %6715 = bitcast <8 x i32> %6714 to <8 x float>
  %6716 = fcmp oeq <8 x float> %6710, %52
  %6717 = select <8 x i1> %6716, <8 x float> %6715, <8 x float> %6712
  br label %6728

6718:                                             ; preds = %6709
  %6719 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6710)
  %6720 = bitcast <8 x float> %6710 to <8 x i32>
  %6721 = or <8 x i32> %6720, %4669
  %6722 = bitcast <8 x i32> %6721 to <8 x float>
  %6723 = fcmp oeq <8 x float> %6710, %55
  %6724 = select <8 x i1> %6723, <8 x float> %6722, <8 x float> %6719
  br label %6728

6725:                                             ; preds = %6709
  %6726 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6691, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6727 = fadd <8 x float> %6710, %6726
  br label %6728

6728:                                             ; preds = %6725, %6718, %6711
  %6729 = phi <8 x float> [ %6727, %6725 ], [ %6724, %6718 ], [ %6717, %6711 ]
  switch i64 %4960, label %509 [
    i64 1, label %6744
    i64 2, label %6737
    i64 3, label %6730
    i64 0, label %6747
  ]

6730:                                             ; preds = %6728
  %6731 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6729)
  %6732 = bitcast <8 x float> %6729 to <8 x i32>
  %6733 = and <8 x i32> %6732, %4668
  %6734 = bitcast <8 x i32> %6733 to <8 x float>
  %6735 = fcmp oeq <8 x float> %6729, %52
  %6736 = select <8 x i1> %6735, <8 x float> %6734, <8 x float> %6731
  br label %6747

6737:                                             ; preds = %6728
  %6738 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6729)
  %6739 = bitcast <8 x float> %6729 to <8 x i32>
  %6740 = or <8 x i32> %6739, %4669
  %6741 = bitcast <8 x i32> %6740 to <8 x float>
  %6742 = fcmp oeq <8 x float> %6729, %55
  %6743 = select <8 x i1> %6742, <8 x float> %6741, <8 x float> %6738
  br label %6747

6744:                                             ; preds = %6728
  %6745 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6691, <8 x i1> %4942, <8 x float> zeroinitializer)
  %6746 = fadd <8 x float> %6729, %6745
  br label %6747

6747:                                             ; preds = %6730, %6737, %6744, %6728, %6709, %6687
  %6748 = phi <8 x float> [ %6729, %6728 ], [ %6688, %6687 ], [ %6710, %6709 ], [ %6746, %6744 ], [ %6743, %6737 ], [ %6736, %6730 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6748, ptr align 1 %6689, <8 x i1> %4942)
  br label %10864

6749:                                             ; preds = %5069
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %4853, i8 0, i64 128, i1 false)
  br i1 %4665, label %6750, label %6756

6750:                                             ; preds = %6749
  %6751 = mul nsw i64 %5028, %12
  %6752 = add nsw i64 %5028, 1
  %6753 = mul nsw i64 %6752, %12
  br label %6760

6754:                                             ; preds = %6781
  %6755 = load <8 x float>, ptr %28, align 32
  br label %6756

6756:                                             ; preds = %6754, %6749
  %6757 = phi <8 x float> [ %6755, %6754 ], [ zeroinitializer, %6749 ]
  %6758 = icmp eq ptr %5039, null
  %6759 = icmp eq ptr %5050, null
  br i1 %6758, label %6849, label %6844

6760:                                             ; preds = %6750, %6781
  %6761 = phi i64 [ %6782, %6781 ], [ 0, %6750 ]
  %6762 = mul nsw i64 %6761, %14
  %6763 = sub i64 %6762, %16
  %6764 = add i64 %6763, %6751
  %6765 = icmp slt i64 %6764, 0
  %6766 = icmp sge i64 %6764, %6
  %6767 = or i1 %6765, %6766
  %6768 = select i1 %6767, i64 0, i64 %6764
  %6769 = mul nsw i64 %6768, %7
  %6770 = getelementptr inbounds float, ptr %5035, i64 %6769
  %6771 = add i64 %6763, %6753
  %6772 = icmp slt i64 %6771, 0
  %6773 = icmp sge i64 %6771, %6
  %6774 = or i1 %6772, %6773
  %6775 = select i1 %6774, i64 0, i64 %6771
  %6776 = mul nsw i64 %6775, %7
  %6777 = getelementptr inbounds float, ptr %5035, i64 %6776
  br i1 %4666, label %6778, label %6781

6778:                                             ; preds = %6760
  %6779 = mul nuw nsw i64 %6761, %11
  %6780 = getelementptr inbounds nuw float, ptr %5037, i64 %6779
  br label %6784

6781:                                             ; preds = %6793, %6760
  %6782 = add nuw nsw i64 %6761, 1
  %6783 = icmp eq i64 %6782, %10
  br i1 %6783, label %6754, label %6760

6784:                                             ; preds = %6778, %6793
  %6785 = phi i64 [ 0, %6778 ], [ %6794, %6793 ]
  %6786 = getelementptr inbounds nuw float, ptr %6780, i64 %6785
  %6787 = load float, ptr %6786, align 1
  %6788 = insertelement <8 x float> poison, float %6787, i64 0
  %6789 = shufflevector <8 x float> %6788, <8 x float> poison, <8 x i32> zeroinitializer
  %6790 = mul nsw i64 %6785, %15
  %6791 = sub i64 %6790, %17
  %6792 = getelementptr <4 x i64>, ptr %4653, i64 %6785
  br label %6796

6793:                                             ; preds = %6826
  %6794 = add nuw nsw i64 %6785, 1
  %6795 = icmp eq i64 %6794, %11
  br i1 %6795, label %6781, label %6784

6796:                                             ; preds = %6784, %6826
  %6797 = phi i64 [ 0, %6784 ], [ %6842, %6826 ]
  %6798 = shl nuw nsw i64 %6797, 3
  %6799 = add i64 %6791, %6798
  br i1 %4667, label %6804, label %6800

6800:                                             ; preds = %6796
  %6801 = mul nuw nsw i64 %11, %6797
  %6802 = getelementptr <4 x i64>, ptr %6792, i64 %6801
  %6803 = load <4 x i64>, ptr %6802, align 32
  br label %6826

6804:                                             ; preds = %6796
  %6805 = sub nsw i64 %9, %6798
  %6806 = icmp slt i64 %6799, 0
  %6807 = sub nsw i64 0, %6799
  %6808 = select i1 %6806, i64 %6807, i64 0
  %6809 = sub nsw i64 %7, %6799
  %6810 = call i64 @llvm.smin.i64(i64 %6809, i64 %6805)
  %6811 = call i64 @llvm.smin.i64(i64 %6810, i64 8)
  %6812 = icmp sgt i64 %6811, %6808
  %6813 = trunc i64 %6808 to i32
  %6814 = select i1 %6812, i32 %6813, i32 0
  %6815 = insertelement <8 x i32> poison, i32 %6814, i64 0
  %6816 = shufflevector <8 x i32> %6815, <8 x i32> poison, <8 x i32> zeroinitializer
  %6817 = icmp slt <8 x i32> %6816, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6818 = trunc i64 %6811 to i32
  %6819 = select i1 %6812, i32 %6818, i32 0
  %6820 = insertelement <8 x i32> poison, i32 %6819, i64 0
  %6821 = shufflevector <8 x i32> %6820, <8 x i32> poison, <8 x i32> zeroinitializer
  %6822 = icmp sgt <8 x i32> %6821, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6823 = and <8 x i1> %6822, %6817
  %6824 = sext <8 x i1> %6823 to <8 x i32>
  %6825 = bitcast <8 x i32> %6824 to <4 x i64>
  br label %6826

6826:                                             ; preds = %6804, %6800
  %6827 = phi <4 x i64> [ %6803, %6800 ], [ %6825, %6804 ]
  %6828 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %6797
  %6829 = getelementptr inbounds float, ptr %6770, i64 %6799
  %6830 = select i1 %6767, <4 x i64> zeroinitializer, <4 x i64> %6827
  %6831 = bitcast <4 x i64> %6830 to <8 x i32>
  %6832 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6829, <8 x i32> %6831)
  %6833 = load <8 x float>, ptr %6828, align 32
  %6834 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6832, <8 x float> %6789, <8 x float> %6833)
  store <8 x float> %6834, ptr %6828, align 32
  %6835 = getelementptr inbounds float, ptr %6777, i64 %6799
  %6836 = select i1 %6774, <4 x i64> zeroinitializer, <4 x i64> %6827
  %6837 = bitcast <4 x i64> %6836 to <8 x i32>
  %6838 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6835, <8 x i32> %6837)
  %6839 = getelementptr inbounds nuw i8, ptr %6828, i64 256
  %6840 = load <8 x float>, ptr %6839, align 32
  %6841 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6838, <8 x float> %6789, <8 x float> %6840)
  store <8 x float> %6841, ptr %6839, align 32
  %6842 = add nuw nsw i64 %6797, 1
  %6843 = icmp eq i64 %6842, 4
  br i1 %6843, label %6793, label %6796

6844:                                             ; preds = %6756
  %6845 = load float, ptr %5038, align 1
  %6846 = insertelement <8 x float> poison, float %6845, i64 0
  %6847 = shufflevector <8 x float> %6846, <8 x float> poison, <8 x i32> zeroinitializer
  %6848 = fadd <8 x float> %6757, %6847
  br label %6849

6849:                                             ; preds = %6844, %6756
  %6850 = phi <8 x float> [ %6848, %6844 ], [ %6757, %6756 ]
  switch i64 %4854, label %509 [
    i64 1, label %6851
    i64 2, label %6854
    i64 3, label %6861
    i64 0, label %6906
  ]

6851:                                             ; preds = %6849
  %6852 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6853 = fadd <8 x float> %6850, %6852
  br label %6868

6854:                                             ; preds = %6849
  %6855 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6850)
  %6856 = bitcast <8 x float> %6850 to <8 x i32>
  %6857 = or <8 x i32> %6856, %4669
  %6858 = bitcast <8 x i32> %6857 to <8 x float>
  %6859 = fcmp oeq <8 x float> %6850, %55
  %6860 = select <8 x i1> %6859, <8 x float> %6858, <8 x float> %6855
  br label %6868

6861:                                             ; preds = %6849
  %6862 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6850)
  %6863 = bitcast <8 x float> %6850 to <8 x i32>
  %6864 = and <8 x i32> %6863, %4668
  %6865 = bitcast <8 x i32> %6864 to <8 x float>
  %6866 = fcmp oeq <8 x float> %6850, %52
  %6867 = select <8 x i1> %6866, <8 x float> %6865, <8 x float> %6862
  br label %6868

6868:                                             ; preds = %6861, %6854, %6851
  %6869 = phi <8 x float> [ %6853, %6851 ], [ %6860, %6854 ], [ %6867, %6861 ]
  switch i64 %4856, label %509 [
    i64 1, label %6884
    i64 2, label %6877
    i64 3, label %6870
    i64 0, label %6906
  ]

6870:                                             ; preds = %6868
  %6871 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6869)
  %6872 = bitcast <8 x float> %6869 to <8 x i32>
  %6873 = and <8 x i32> %6872, %4668
  %6874 = bitcast <8 x i32> %6873 to <8 x float>
  %6875 = fcmp oeq <8 x float> %6869, %52
  %6876 = select <8 x i1> %6875, <8 x float> %6874, <8 x float> %6871
  br label %6887

6877:                                             ; preds = %6868
  %6878 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6869)
  %6879 = bitcast <8 x float> %6869 to <8 x i32>
  %6880 = or <8 x i32> %6879, %4669
  %6881 = bitcast <8 x i32> %6880 to <8 x float>
  %6882 = fcmp oeq <8 x float> %6869, %55
  %6883 = select <8 x i1> %6882, <8 x float> %6881, <8 x float> %6878
  br label %6887

6884:                                             ; preds = %6868
  %6885 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6886 = fadd <8 x float> %6869, %6885
  br label %6887

6887:                                             ; preds = %6884, %6877, %6870
  %6888 = phi <8 x float> [ %6886, %6884 ], [ %6883, %6877 ], [ %6876, %6870 ]
  switch i64 %4858, label %509 [
    i64 1, label %6903
    i64 2, label %6896
    i64 3, label %6889
    i64 0, label %6906
  ]

6889:                                             ; preds = %6887
  %6890 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6888)
  %6891 = bitcast <8 x float> %6888 to <8 x i32>
  %6892 = and <8 x i32> %6891, %4668
  %6893 = bitcast <8 x i32> %6892 to <8 x float>
  %6894 = fcmp oeq <8 x float> %6888, %52
  %6895 = select <8 x i1> %6894, <8 x float> %6893, <8 x float> %6890
  br label %6906

6896:                                             ; preds = %6887
  %6897 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6888)
  %6898 = bitcast <8 x float> %6888 to <8 x i32>
  %6899 = or <8 x i32> %6898, %4669
  %6900 = bitcast <8 x i32> %6899 to <8 x float>
  %6901 = fcmp oeq <8 x float> %6888, %55
  %6902 = select <8 x i1> %6901, <8 x float> %6900, <8 x float> %6897
  br label %6906

6903:                                             ; preds = %6887
  %6904 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5050, <8 x i1> %4675, <8 x float> zeroinitializer)
  %6905 = fadd <8 x float> %6888, %6904
  br label %6906

6906:                                             ; preds = %6889, %6896, %6903, %6887, %6868, %6849
  %6907 = phi <8 x float> [ %6888, %6887 ], [ %6850, %6849 ], [ %6869, %6868 ], [ %6905, %6903 ], [ %6902, %6896 ], [ %6895, %6889 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6907, ptr align 1 %5045, <8 x i1> %4675)
  %6908 = load <8 x float>, ptr %4866, align 32
  br i1 %6758, label %6914, label %6909

6909:                                             ; preds = %6906
  %6910 = load float, ptr %5038, align 1
  %6911 = insertelement <8 x float> poison, float %6910, i64 0
  %6912 = shufflevector <8 x float> %6911, <8 x float> poison, <8 x i32> zeroinitializer
  %6913 = fadd <8 x float> %6908, %6912
  br label %6914

6914:                                             ; preds = %6909, %6906
  %6915 = phi <8 x float> [ %6913, %6909 ], [ %6908, %6906 ]
  %6916 = getelementptr inbounds nuw i8, ptr %5045, i64 32
  %6917 = getelementptr inbounds nuw i8, ptr %5050, i64 32
  %6918 = select i1 %6759, ptr null, ptr %6917
  switch i64 %4854, label %509 [
    i64 1, label %6933
    i64 2, label %6926
    i64 3, label %6919
    i64 0, label %6974
  ]

6919:                                             ; preds = %6914
  %6920 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6915)
  %6921 = bitcast <8 x float> %6915 to <8 x i32>
  %6922 = and <8 x i32> %6921, %4668
  %6923 = bitcast <8 x i32> %6922 to <8 x float>
  %6924 = fcmp oeq <8 x float> %6915, %52
  %6925 = select <8 x i1> %6924, <8 x float> %6923, <8 x float> %6920
  br label %6936

6926:                                             ; preds = %6914
  %6927 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6915)
  %6928 = bitcast <8 x float> %6915 to <8 x i32>
  %6929 = or <8 x i32> %6928, %4669
  %6930 = bitcast <8 x i32> %6929 to <8 x float>
  %6931 = fcmp oeq <8 x float> %6915, %55
  %6932 = select <8 x i1> %6931, <8 x float> %6930, <8 x float> %6927
  br label %6936

6933:                                             ; preds = %6914
  %6934 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %4865, <8 x float> zeroinitializer)
  %6935 = fadd <8 x float> %6915, %6934
  br label %6936

6936:                                             ; preds = %6933, %6926, %6919
  %6937 = phi <8 x float> [ %6935, %6933 ], [ %6932, %6926 ], [ %6925, %6919 ]
  switch i64 %4868, label %509 [
    i64 1, label %6952
    i64 2, label %6945
    i64 3, label %6938
    i64 0, label %6974
  ]

6938:                                             ; preds = %6936
  %6939 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6937)
  %6940 = bitcast <8 x float> %6937 to <8 x i32>
  %6941 = and <8 x i32> %6940, %4668
  %6942 = bitcast <8 x i32> %6941 to <8 x float>
  %6943 = fcmp oeq <8 x float> %6937, %52
  %6944 = select <8 x i1> %6943, <8 x float> %6942, <8 x float> %6939
  br label %6955

6945:                                             ; preds = %6936
  %6946 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6937)
  %6947 = bitcast <8 x float> %6937 to <8 x i32>
  %6948 = or <8 x i32> %6947, %4669
  %6949 = bitcast <8 x i32> %6948 to <8 x float>
  %6950 = fcmp oeq <8 x float> %6937, %55
  %6951 = select <8 x i1> %6950, <8 x float> %6949, <8 x float> %6946
  br label %6955

6952:                                             ; preds = %6936
  %6953 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %4865, <8 x float> zeroinitializer)
  %6954 = fadd <8 x float> %6937, %6953
  br label %6955

6955:                                             ; preds = %6952, %6945, %6938
  %6956 = phi <8 x float> [ %6954, %6952 ], [ %6951, %6945 ], [ %6944, %6938 ]
  switch i64 %4870, label %509 [
    i64 1, label %6971
    i64 2, label %6964
    i64 3, label %6957
    i64 0, label %6974
  ]

6957:                                             ; preds = %6955
  %6958 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6956)
  %6959 = bitcast <8 x float> %6956 to <8 x i32>
  %6960 = and <8 x i32> %6959, %4668
  %6961 = bitcast <8 x i32> %6960 to <8 x float>
  %6962 = fcmp oeq <8 x float> %6956, %52
  %6963 = select <8 x i1> %6962, <8 x float> %6961, <8 x float> %6958
  br label %6974

6964:                                             ; preds = %6955
  %6965 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6956)
  %6966 = bitcast <8 x float> %6956 to <8 x i32>
  %6967 = or <8 x i32> %6966, %4669
  %6968 = bitcast <8 x i32> %6967 to <8 x float>
  %6969 = fcmp oeq <8 x float> %6956, %55
  %6970 = select <8 x i1> %6969, <8 x float> %6968, <8 x float> %6965
  br label %6974

6971:                                             ; preds = %6955
  %6972 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %4865, <8 x float> zeroinitializer)
  %6973 = fadd <8 x float> %6956, %6972
  br label %6974

6974:                                             ; preds = %6957, %6964, %6971, %6955, %6936, %6914
  %6975 = phi <8 x float> [ %6956, %6955 ], [ %6915, %6914 ], [ %6937, %6936 ], [ %6973, %6971 ], [ %6970, %6964 ], [ %6963, %6957 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6975, ptr nonnull align 1 %6916, <8 x i1> %4865)
  %6976 = load <8 x float>, ptr %4878, align 32
  br i1 %6758, label %6982, label %6977

6977:                                             ; preds = %6974
  %6978 = load float, ptr %5038, align 1
  %6979 = insertelement <8 x float> poison, float %6978, i64 0
  %6980 = shufflevector <8 x float> %6979, <8 x float> poison, <8 x i32> zeroinitializer
  %6981 = fadd <8 x float> %6976, %6980
  br label %6982

6982:                                             ; preds = %6977, %6974
  %6983 = phi <8 x float> [ %6981, %6977 ], [ %6976, %6974 ]
  %6984 = getelementptr inbounds nuw i8, ptr %5045, i64 64
  %6985 = getelementptr inbounds nuw i8, ptr %5050, i64 64
  %6986 = select i1 %6759, ptr null, ptr %6985
  switch i64 %4854, label %509 [
    i64 1, label %7001
    i64 2, label %6994
    i64 3, label %6987
    i64 0, label %7042
  ]

6987:                                             ; preds = %6982
  %6988 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %6983)
  %6989 = bitcast <8 x float> %6983 to <8 x i32>
  %6990 = and <8 x i32> %6989, %4668
  %6991 = bitcast <8 x i32> %6990 to <8 x float>
  %6992 = fcmp oeq <8 x float> %6983, %52
  %6993 = select <8 x i1> %6992, <8 x float> %6991, <8 x float> %6988
  br label %7004

6994:                                             ; preds = %6982
  %6995 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %6983)
  %6996 = bitcast <8 x float> %6983 to <8 x i32>
  %6997 = or <8 x i32> %6996, %4669
  %6998 = bitcast <8 x i32> %6997 to <8 x float>
  %6999 = fcmp oeq <8 x float> %6983, %55
  %7000 = select <8 x i1> %6999, <8 x float> %6998, <8 x float> %6995
  br label %7004

7001:                                             ; preds = %6982
  %7002 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6986, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7003 = fadd <8 x float> %6983, %7002
  br label %7004

7004:                                             ; preds = %7001, %6994, %6987
  %7005 = phi <8 x float> [ %7003, %7001 ], [ %7000, %6994 ], [ %6993, %6987 ]
  switch i64 %4880, label %509 [
    i64 1, label %7020
    i64 2, label %7013
    i64 3, label %7006
    i64 0, label %7042
  ]

7006:                                             ; preds = %7004
  %7007 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7005)
  %7008 = bitcast <8 x float> %7005 to <8 x i32>
  %7009 = and <8 x i32> %7008, %4668
  %7010 = bitcast <8 x i32> %7009 to <8 x float>
  %7011 = fcmp oeq <8 x float> %7005, %52
  %7012 = select <8 x i1> %7011, <8 x float> %7010, <8 x float> %7007
  br label %7023

7013:                                             ; preds = %7004
  %7014 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7005)
  %7015 = bitcast <8 x float> %7005 to <8 x i32>
  %7016 = or <8 x i32> %7015, %4669
  %7017 = bitcast <8 x i32> %7016 to <8 x float>
  %7018 = fcmp oeq <8 x float> %7005, %55
  %7019 = select <8 x i1> %7018, <8 x float> %7017, <8 x float> %7014
  br label %7023

7020:                                             ; preds = %7004
  %7021 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6986, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7022 = fadd <8 x float> %7005, %7021
  br label %7023

7023:                                             ; preds = %7020, %7013, %7006
  %7024 = phi <8 x float> [ %7022, %7020 ], [ %7019, %7013 ], [ %7012, %7006 ]
  switch i64 %4882, label %509 [
    i64 1, label %7039
    i64 2, label %7032
    i64 3, label %7025
    i64 0, label %7042
  ]

7025:                                             ; preds = %7023
  %7026 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7024)
  %7027 = bitcast <8 x float> %7024 to <8 x i32>
  %7028 = and <8 x i32> %7027, %4668
  %7029 = bitcast <8 x i32> %7028 to <8 x float>
  %7030 = fcmp oeq <8 x float> %7024, %52
  %7031 = select <8 x i1> %7030, <8 x float> %7029, <8 x float> %7026
  br label %7042

7032:                                             ; preds = %7023
  %7033 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7024)
  %7034 = bitcast <8 x float> %7024 to <8 x i32>
  %7035 = or <8 x i32> %7034, %4669
  %7036 = bitcast <8 x i32> %7035 to <8 x float>
  %7037 = fcmp oeq <8 x float> %7024, %55
  %7038 = select <8 x i1> %7037, <8 x float> %7036, <8 x float> %7033
  br label %7042

7039:                                             ; preds = %7023
  %7040 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6986, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7041 = fadd <8 x float> %7024, %7040
  br label %7042

7042:                                             ; preds = %7025, %7032, %7039, %7023, %7004, %6982
  %7043 = phi <8 x float> [ %7024, %7023 ], [ %6983, %6982 ], [ %7005, %7004 ], [ %7041, %7039 ], [ %7038, %7032 ], [ %7031, %7025 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7043, ptr nonnull align 1 %6984, <8 x i1> %4877)
  %7044 = load <8 x float>, ptr %4890, align 32
  br i1 %6758, label %7050, label %7045

7045:                                             ; preds = %7042
  %7046 = load float, ptr %5038, align 1
  %7047 = insertelement <8 x float> poison, float %7046, i64 0
  %7048 = shufflevector <8 x float> %7047, <8 x float> poison, <8 x i32> zeroinitializer
  %7049 = fadd <8 x float> %7044, %7048
  br label %7050

7050:                                             ; preds = %7045, %7042
  %7051 = phi <8 x float> [ %7049, %7045 ], [ %7044, %7042 ]
  %7052 = getelementptr inbounds nuw i8, ptr %5045, i64 96
  %7053 = getelementptr inbounds nuw i8, ptr %5050, i64 96
  %7054 = select i1 %6759, ptr null, ptr %7053
  switch i64 %4854, label %509 [
    i64 1, label %7069
    i64 2, label %7062
    i64 3, label %7055
    i64 0, label %7110
  ]

7055:                                             ; preds = %7050
  %7056 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7051)
  %7057 = bitcast <8 x float> %7051 to <8 x i32>
  %7058 = and <8 x i32> %7057, %4668
  %7059 = bitcast <8 x i32> %7058 to <8 x float>
  %7060 = fcmp oeq <8 x float> %7051, %52
  %7061 = select <8 x i1> %7060, <8 x float> %7059, <8 x float> %7056
  br label %7072

7062:                                             ; preds = %7050
  %7063 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7051)
  %7064 = bitcast <8 x float> %7051 to <8 x i32>
  %7065 = or <8 x i32> %7064, %4669
  %7066 = bitcast <8 x i32> %7065 to <8 x float>
  %7067 = fcmp oeq <8 x float> %7051, %55
  %7068 = select <8 x i1> %7067, <8 x float> %7066, <8 x float> %7063
  br label %7072

7069:                                             ; preds = %7050
  %7070 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7054, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7071 = fadd <8 x float> %7051, %7070
  br label %7072

7072:                                             ; preds = %7069, %7062, %7055
  %7073 = phi <8 x float> [ %7071, %7069 ], [ %7068, %7062 ], [ %7061, %7055 ]
  switch i64 %4892, label %509 [
    i64 1, label %7088
    i64 2, label %7081
    i64 3, label %7074
    i64 0, label %7110
  ]

7074:                                             ; preds = %7072
  %7075 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7073)
  %7076 = bitcast <8 x float> %7073 to <8 x i32>
  %7077 = and <8 x i32> %7076, %4668
  %7078 = bitcast <8 x i32> %7077 to <8 x float>
  %7079 = fcmp oeq <8 x float> %7073, %52
  %7080 = select <8 x i1> %7079, <8 x float> %7078, <8 x float> %7075
  br label %7091

7081:                                             ; preds = %7072
  %7082 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7073)
  %7083 = bitcast <8 x float> %7073 to <8 x i32>
  %7084 = or <8 x i32> %7083, %4669
  %7085 = bitcast <8 x i32> %7084 to <8 x float>
  %7086 = fcmp oeq <8 x float> %7073, %55
  %7087 = select <8 x i1> %7086, <8 x float> %7085, <8 x float> %7082
  br label %7091

7088:                                             ; preds = %7072
  %7089 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7054, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7090 = fadd <8 x float> %7073, %7089
  br label %7091

7091:                                             ; preds = %7088, %7081, %7074
  %7092 = phi <8 x float> [ %7090, %7088 ], [ %7087, %7081 ], [ %7080, %7074 ]
  switch i64 %4894, label %509 [
    i64 1, label %7107
    i64 2, label %7100
    i64 3, label %7093
    i64 0, label %7110
  ]

7093:                                             ; preds = %7091
  %7094 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7092)
  %7095 = bitcast <8 x float> %7092 to <8 x i32>
  %7096 = and <8 x i32> %7095, %4668
  %7097 = bitcast <8 x i32> %7096 to <8 x float>
  %7098 = fcmp oeq <8 x float> %7092, %52
  %7099 = select <8 x i1> %7098, <8 x float> %7097, <8 x float> %7094
  br label %7110

7100:                                             ; preds = %7091
  %7101 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7092)
  %7102 = bitcast <8 x float> %7092 to <8 x i32>
  %7103 = or <8 x i32> %7102, %4669
  %7104 = bitcast <8 x i32> %7103 to <8 x float>
  %7105 = fcmp oeq <8 x float> %7092, %55
  %7106 = select <8 x i1> %7105, <8 x float> %7104, <8 x float> %7101
  br label %7110

7107:                                             ; preds = %7091
  %7108 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7054, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7109 = fadd <8 x float> %7092, %7108
  br label %7110

7110:                                             ; preds = %7093, %7100, %7107, %7091, %7072, %7050
  %7111 = phi <8 x float> [ %7092, %7091 ], [ %7051, %7050 ], [ %7073, %7072 ], [ %7109, %7107 ], [ %7106, %7100 ], [ %7099, %7093 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7111, ptr nonnull align 1 %7052, <8 x i1> %4889)
  %7112 = load <8 x float>, ptr %4853, align 32
  br i1 %6758, label %7118, label %7113

7113:                                             ; preds = %7110
  %7114 = load float, ptr %5038, align 1
  %7115 = insertelement <8 x float> poison, float %7114, i64 0
  %7116 = shufflevector <8 x float> %7115, <8 x float> poison, <8 x i32> zeroinitializer
  %7117 = fadd <8 x float> %7112, %7116
  br label %7118

7118:                                             ; preds = %7113, %7110
  %7119 = phi <8 x float> [ %7117, %7113 ], [ %7112, %7110 ]
  %7120 = getelementptr inbounds float, ptr %5045, i64 %9
  %7121 = getelementptr inbounds float, ptr %5050, i64 %9
  %7122 = select i1 %6759, ptr null, ptr %7121
  switch i64 %4854, label %509 [
    i64 1, label %7137
    i64 2, label %7130
    i64 3, label %7123
    i64 0, label %7178
  ]

7123:                                             ; preds = %7118
  %7124 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7119)
  %7125 = bitcast <8 x float> %7119 to <8 x i32>
  %7126 = and <8 x i32> %7125, %4668
  %7127 = bitcast <8 x i32> %7126 to <8 x float>
  %7128 = fcmp oeq <8 x float> %7119, %52
  %7129 = select <8 x i1> %7128, <8 x float> %7127, <8 x float> %7124
  br label %7140

7130:                                             ; preds = %7118
  %7131 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7119)
  %7132 = bitcast <8 x float> %7119 to <8 x i32>
  %7133 = or <8 x i32> %7132, %4669
  %7134 = bitcast <8 x i32> %7133 to <8 x float>
  %7135 = fcmp oeq <8 x float> %7119, %55
  %7136 = select <8 x i1> %7135, <8 x float> %7134, <8 x float> %7131
  br label %7140

7137:                                             ; preds = %7118
  %7138 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7122, <8 x i1> %4675, <8 x float> zeroinitializer)
  %7139 = fadd <8 x float> %7119, %7138
  br label %7140

7140:                                             ; preds = %7137, %7130, %7123
  %7141 = phi <8 x float> [ %7139, %7137 ], [ %7136, %7130 ], [ %7129, %7123 ]
  switch i64 %4896, label %509 [
    i64 1, label %7156
    i64 2, label %7149
    i64 3, label %7142
    i64 0, label %7178
  ]

7142:                                             ; preds = %7140
  %7143 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7141)
  %7144 = bitcast <8 x float> %7141 to <8 x i32>
  %7145 = and <8 x i32> %7144, %4668
  %7146 = bitcast <8 x i32> %7145 to <8 x float>
  %7147 = fcmp oeq <8 x float> %7141, %52
  %7148 = select <8 x i1> %7147, <8 x float> %7146, <8 x float> %7143
  br label %7159

7149:                                             ; preds = %7140
  %7150 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7141)
  %7151 = bitcast <8 x float> %7141 to <8 x i32>
  %7152 = or <8 x i32> %7151, %4669
  %7153 = bitcast <8 x i32> %7152 to <8 x float>
  %7154 = fcmp oeq <8 x float> %7141, %55
  %7155 = select <8 x i1> %7154, <8 x float> %7153, <8 x float> %7150
  br label %7159

7156:                                             ; preds = %7140
  %7157 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7122, <8 x i1> %4675, <8 x float> zeroinitializer)
  %7158 = fadd <8 x float> %7141, %7157
  br label %7159

7159:                                             ; preds = %7156, %7149, %7142
  %7160 = phi <8 x float> [ %7158, %7156 ], [ %7155, %7149 ], [ %7148, %7142 ]
  switch i64 %4898, label %509 [
    i64 1, label %7175
    i64 2, label %7168
    i64 3, label %7161
    i64 0, label %7178
  ]

7161:                                             ; preds = %7159
  %7162 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7160)
  %7163 = bitcast <8 x float> %7160 to <8 x i32>
  %7164 = and <8 x i32> %7163, %4668
  %7165 = bitcast <8 x i32> %7164 to <8 x float>
  %7166 = fcmp oeq <8 x float> %7160, %52
  %7167 = select <8 x i1> %7166, <8 x float> %7165, <8 x float> %7162
  br label %7178

7168:                                             ; preds = %7159
  %7169 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7160)
  %7170 = bitcast <8 x float> %7160 to <8 x i32>
  %7171 = or <8 x i32> %7170, %4669
  %7172 = bitcast <8 x i32> %7171 to <8 x float>
  %7173 = fcmp oeq <8 x float> %7160, %55
  %7174 = select <8 x i1> %7173, <8 x float> %7172, <8 x float> %7169
  br label %7178

7175:                                             ; preds = %7159
  %7176 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7122, <8 x i1> %4675, <8 x float> zeroinitializer)
  %7177 = fadd <8 x float> %7160, %7176
  br label %7178

7178:                                             ; preds = %7161, %7168, %7175, %7159, %7140, %7118
  %7179 = phi <8 x float> [ %7160, %7159 ], [ %7119, %7118 ], [ %7141, %7140 ], [ %7177, %7175 ], [ %7174, %7168 ], [ %7167, %7161 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7179, ptr align 1 %7120, <8 x i1> %4675)
  %7180 = load <8 x float>, ptr %4900, align 32
  br i1 %6758, label %7186, label %7181

7181:                                             ; preds = %7178
  %7182 = load float, ptr %5038, align 1
  %7183 = insertelement <8 x float> poison, float %7182, i64 0
  %7184 = shufflevector <8 x float> %7183, <8 x float> poison, <8 x i32> zeroinitializer
  %7185 = fadd <8 x float> %7180, %7184
  br label %7186

7186:                                             ; preds = %7181, %7178
  %7187 = phi <8 x float> [ %7185, %7181 ], [ %7180, %7178 ]
  %7188 = getelementptr inbounds float, ptr %5045, i64 %4899
  %7189 = getelementptr inbounds float, ptr %5050, i64 %4899
  %7190 = select i1 %6759, ptr null, ptr %7189
  switch i64 %4854, label %509 [
    i64 1, label %7205
    i64 2, label %7198
    i64 3, label %7191
    i64 0, label %7246
  ]

7191:                                             ; preds = %7186
  %7192 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7187)
  %7193 = bitcast <8 x float> %7187 to <8 x i32>
  %7194 = and <8 x i32> %7193, %4668
  %7195 = bitcast <8 x i32> %7194 to <8 x float>
  %7196 = fcmp oeq <8 x float> %7187, %52
  %7197 = select <8 x i1> %7196, <8 x float> %7195, <8 x float> %7192
  br label %7208

7198:                                             ; preds = %7186
  %7199 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7187)
  %7200 = bitcast <8 x float> %7187 to <8 x i32>
  %7201 = or <8 x i32> %7200, %4669
  %7202 = bitcast <8 x i32> %7201 to <8 x float>
  %7203 = fcmp oeq <8 x float> %7187, %55
  %7204 = select <8 x i1> %7203, <8 x float> %7202, <8 x float> %7199
  br label %7208

7205:                                             ; preds = %7186
  %7206 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7190, <8 x i1> %4865, <8 x float> zeroinitializer)
  %7207 = fadd <8 x float> %7187, %7206
  br label %7208

7208:                                             ; preds = %7205, %7198, %7191
  %7209 = phi <8 x float> [ %7207, %7205 ], [ %7204, %7198 ], [ %7197, %7191 ]
  switch i64 %4902, label %509 [
    i64 1, label %7224
    i64 2, label %7217
    i64 3, label %7210
    i64 0, label %7246
  ]

7210:                                             ; preds = %7208
  %7211 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7209)
  %7212 = bitcast <8 x float> %7209 to <8 x i32>
  %7213 = and <8 x i32> %7212, %4668
  %7214 = bitcast <8 x i32> %7213 to <8 x float>
  %7215 = fcmp oeq <8 x float> %7209, %52
  %7216 = select <8 x i1> %7215, <8 x float> %7214, <8 x float> %7211
  br label %7227

7217:                                             ; preds = %7208
  %7218 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7209)
  %7219 = bitcast <8 x float> %7209 to <8 x i32>
  %7220 = or <8 x i32> %7219, %4669
  %7221 = bitcast <8 x i32> %7220 to <8 x float>
  %7222 = fcmp oeq <8 x float> %7209, %55
  %7223 = select <8 x i1> %7222, <8 x float> %7221, <8 x float> %7218
  br label %7227

7224:                                             ; preds = %7208
  %7225 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7190, <8 x i1> %4865, <8 x float> zeroinitializer)
  %7226 = fadd <8 x float> %7209, %7225
  br label %7227

7227:                                             ; preds = %7224, %7217, %7210
  %7228 = phi <8 x float> [ %7226, %7224 ], [ %7223, %7217 ], [ %7216, %7210 ]
  switch i64 %4904, label %509 [
    i64 1, label %7243
    i64 2, label %7236
    i64 3, label %7229
    i64 0, label %7246
  ]

7229:                                             ; preds = %7227
  %7230 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7228)
  %7231 = bitcast <8 x float> %7228 to <8 x i32>
  %7232 = and <8 x i32> %7231, %4668
  %7233 = bitcast <8 x i32> %7232 to <8 x float>
  %7234 = fcmp oeq <8 x float> %7228, %52
  %7235 = select <8 x i1> %7234, <8 x float> %7233, <8 x float> %7230
  br label %7246

7236:                                             ; preds = %7227
  %7237 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7228)
  %7238 = bitcast <8 x float> %7228 to <8 x i32>
  %7239 = or <8 x i32> %7238, %4669
  %7240 = bitcast <8 x i32> %7239 to <8 x float>
  %7241 = fcmp oeq <8 x float> %7228, %55
  %7242 = select <8 x i1> %7241, <8 x float> %7240, <8 x float> %7237
  br label %7246

7243:                                             ; preds = %7227
  %7244 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7190, <8 x i1> %4865, <8 x float> zeroinitializer)
  %7245 = fadd <8 x float> %7228, %7244
  br label %7246

7246:                                             ; preds = %7229, %7236, %7243, %7227, %7208, %7186
  %7247 = phi <8 x float> [ %7228, %7227 ], [ %7187, %7186 ], [ %7209, %7208 ], [ %7245, %7243 ], [ %7242, %7236 ], [ %7235, %7229 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7247, ptr align 1 %7188, <8 x i1> %4865)
  %7248 = load <8 x float>, ptr %4906, align 32
  br i1 %6758, label %7254, label %7249

7249:                                             ; preds = %7246
  %7250 = load float, ptr %5038, align 1
  %7251 = insertelement <8 x float> poison, float %7250, i64 0
  %7252 = shufflevector <8 x float> %7251, <8 x float> poison, <8 x i32> zeroinitializer
  %7253 = fadd <8 x float> %7248, %7252
  br label %7254

7254:                                             ; preds = %7249, %7246
  %7255 = phi <8 x float> [ %7253, %7249 ], [ %7248, %7246 ]
  %7256 = getelementptr inbounds float, ptr %5045, i64 %4905
  %7257 = getelementptr inbounds float, ptr %5050, i64 %4905
  %7258 = select i1 %6759, ptr null, ptr %7257
  switch i64 %4854, label %509 [
    i64 1, label %7273
    i64 2, label %7266
    i64 3, label %7259
    i64 0, label %7314
  ]

7259:                                             ; preds = %7254
  %7260 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7255)
  %7261 = bitcast <8 x float> %7255 to <8 x i32>
  %7262 = and <8 x i32> %7261, %4668
  %7263 = bitcast <8 x i32> %7262 to <8 x float>
  %7264 = fcmp oeq <8 x float> %7255, %52
  %7265 = select <8 x i1> %7264, <8 x float> %7263, <8 x float> %7260
  br label %7276

7266:                                             ; preds = %7254
  %7267 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7255)
  %7268 = bitcast <8 x float> %7255 to <8 x i32>
  %7269 = or <8 x i32> %7268, %4669
  %7270 = bitcast <8 x i32> %7269 to <8 x float>
  %7271 = fcmp oeq <8 x float> %7255, %55
  %7272 = select <8 x i1> %7271, <8 x float> %7270, <8 x float> %7267
  br label %7276

7273:                                             ; preds = %7254
  %7274 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7258, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7275 = fadd <8 x float> %7255, %7274
  br label %7276

7276:                                             ; preds = %7273, %7266, %7259
  %7277 = phi <8 x float> [ %7275, %7273 ], [ %7272, %7266 ], [ %7265, %7259 ]
  switch i64 %4908, label %509 [
    i64 1, label %7292
    i64 2, label %7285
    i64 3, label %7278
    i64 0, label %7314
  ]

7278:                                             ; preds = %7276
  %7279 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7277)
  %7280 = bitcast <8 x float> %7277 to <8 x i32>
  %7281 = and <8 x i32> %7280, %4668
  %7282 = bitcast <8 x i32> %7281 to <8 x float>
  %7283 = fcmp oeq <8 x float> %7277, %52
  %7284 = select <8 x i1> %7283, <8 x float> %7282, <8 x float> %7279
  br label %7295

7285:                                             ; preds = %7276
  %7286 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7277)
  %7287 = bitcast <8 x float> %7277 to <8 x i32>
  %7288 = or <8 x i32> %7287, %4669
  %7289 = bitcast <8 x i32> %7288 to <8 x float>
  %7290 = fcmp oeq <8 x float> %7277, %55
  %7291 = select <8 x i1> %7290, <8 x float> %7289, <8 x float> %7286
  br label %7295

7292:                                             ; preds = %7276
  %7293 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7258, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7294 = fadd <8 x float> %7277, %7293
  br label %7295

7295:                                             ; preds = %7292, %7285, %7278
  %7296 = phi <8 x float> [ %7294, %7292 ], [ %7291, %7285 ], [ %7284, %7278 ]
  switch i64 %4910, label %509 [
    i64 1, label %7311
    i64 2, label %7304
    i64 3, label %7297
    i64 0, label %7314
  ]

7297:                                             ; preds = %7295
  %7298 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7296)
  %7299 = bitcast <8 x float> %7296 to <8 x i32>
  %7300 = and <8 x i32> %7299, %4668
  %7301 = bitcast <8 x i32> %7300 to <8 x float>
  %7302 = fcmp oeq <8 x float> %7296, %52
  %7303 = select <8 x i1> %7302, <8 x float> %7301, <8 x float> %7298
  br label %7314

7304:                                             ; preds = %7295
  %7305 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7296)
  %7306 = bitcast <8 x float> %7296 to <8 x i32>
  %7307 = or <8 x i32> %7306, %4669
  %7308 = bitcast <8 x i32> %7307 to <8 x float>
  %7309 = fcmp oeq <8 x float> %7296, %55
  %7310 = select <8 x i1> %7309, <8 x float> %7308, <8 x float> %7305
  br label %7314

7311:                                             ; preds = %7295
  %7312 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7258, <8 x i1> %4877, <8 x float> zeroinitializer)
  %7313 = fadd <8 x float> %7296, %7312
  br label %7314

7314:                                             ; preds = %7297, %7304, %7311, %7295, %7276, %7254
  %7315 = phi <8 x float> [ %7296, %7295 ], [ %7255, %7254 ], [ %7277, %7276 ], [ %7313, %7311 ], [ %7310, %7304 ], [ %7303, %7297 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7315, ptr align 1 %7256, <8 x i1> %4877)
  %7316 = load <8 x float>, ptr %4912, align 32
  br i1 %6758, label %7322, label %7317

7317:                                             ; preds = %7314
  %7318 = load float, ptr %5038, align 1
  %7319 = insertelement <8 x float> poison, float %7318, i64 0
  %7320 = shufflevector <8 x float> %7319, <8 x float> poison, <8 x i32> zeroinitializer
  %7321 = fadd <8 x float> %7316, %7320
  br label %7322

7322:                                             ; preds = %7317, %7314
  %7323 = phi <8 x float> [ %7321, %7317 ], [ %7316, %7314 ]
  %7324 = getelementptr inbounds float, ptr %5045, i64 %4911
  %7325 = getelementptr inbounds float, ptr %5050, i64 %4911
  %7326 = select i1 %6759, ptr null, ptr %7325
  switch i64 %4854, label %509 [
    i64 1, label %7341
    i64 2, label %7334
    i64 3, label %7327
    i64 0, label %7382
  ]

7327:                                             ; preds = %7322
  %7328 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7323)
  %7329 = bitcast <8 x float> %7323 to <8 x i32>
  %7330 = and <8 x i32> %7329, %4668
  %7331 = bitcast <8 x i32> %7330 to <8 x float>
  %7332 = fcmp oeq <8 x float> %7323, %52
  %7333 = select <8 x i1> %7332, <8 x float> %7331, <8 x float> %7328
  br label %7344

7334:                                             ; preds = %7322
  %7335 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7323)
  %7336 = bitcast <8 x float> %7323 to <8 x i32>
  %7337 = or <8 x i32> %7336, %4669
  %7338 = bitcast <8 x i32> %7337 to <8 x float>
  %7339 = fcmp oeq <8 x float> %7323, %55
  %7340 = select <8 x i1> %7339, <8 x float> %7338, <8 x float> %7335
  br label %7344

7341:                                             ; preds = %7322
  %7342 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7326, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7343 = fadd <8 x float> %7323, %7342
  br label %7344

7344:                                             ; preds = %7341, %7334, %7327
  %7345 = phi <8 x float> [ %7343, %7341 ], [ %7340, %7334 ], [ %7333, %7327 ]
  switch i64 %4914, label %509 [
    i64 1, label %7360
    i64 2, label %7353
    i64 3, label %7346
    i64 0, label %7382
  ]

7346:                                             ; preds = %7344
  %7347 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7345)
  %7348 = bitcast <8 x float> %7345 to <8 x i32>
  %7349 = and <8 x i32> %7348, %4668
  %7350 = bitcast <8 x i32> %7349 to <8 x float>
  %7351 = fcmp oeq <8 x float> %7345, %52
  %7352 = select <8 x i1> %7351, <8 x float> %7350, <8 x float> %7347
  br label %7363

7353:                                             ; preds = %7344
  %7354 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7345)
  %7355 = bitcast <8 x float> %7345 to <8 x i32>
  %7356 = or <8 x i32> %7355, %4669
  %7357 = bitcast <8 x i32> %7356 to <8 x float>
  %7358 = fcmp oeq <8 x float> %7345, %55
  %7359 = select <8 x i1> %7358, <8 x float> %7357, <8 x float> %7354
  br label %7363

7360:                                             ; preds = %7344
  %7361 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7326, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7362 = fadd <8 x float> %7345, %7361
  br label %7363

7363:                                             ; preds = %7360, %7353, %7346
  %7364 = phi <8 x float> [ %7362, %7360 ], [ %7359, %7353 ], [ %7352, %7346 ]
  switch i64 %4916, label %509 [
    i64 1, label %7379
    i64 2, label %7372
    i64 3, label %7365
    i64 0, label %7382
  ]

7365:                                             ; preds = %7363
  %7366 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7364)
  %7367 = bitcast <8 x float> %7364 to <8 x i32>
  %7368 = and <8 x i32> %7367, %4668
  %7369 = bitcast <8 x i32> %7368 to <8 x float>
  %7370 = fcmp oeq <8 x float> %7364, %52
  %7371 = select <8 x i1> %7370, <8 x float> %7369, <8 x float> %7366
  br label %7382

7372:                                             ; preds = %7363
  %7373 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7364)
  %7374 = bitcast <8 x float> %7364 to <8 x i32>
  %7375 = or <8 x i32> %7374, %4669
  %7376 = bitcast <8 x i32> %7375 to <8 x float>
  %7377 = fcmp oeq <8 x float> %7364, %55
  %7378 = select <8 x i1> %7377, <8 x float> %7376, <8 x float> %7373
  br label %7382

7379:                                             ; preds = %7363
  %7380 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7326, <8 x i1> %4889, <8 x float> zeroinitializer)
  %7381 = fadd <8 x float> %7364, %7380
  br label %7382

7382:                                             ; preds = %7365, %7372, %7379, %7363, %7344, %7322
  %7383 = phi <8 x float> [ %7364, %7363 ], [ %7323, %7322 ], [ %7345, %7344 ], [ %7381, %7379 ], [ %7378, %7372 ], [ %7371, %7365 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7383, ptr align 1 %7324, <8 x i1> %4889)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %10864

7384:                                             ; preds = %5058, %10861
  %7385 = phi i64 [ 0, %5058 ], [ %10862, %10861 ]
  %7386 = sub nsw i64 %4606, %7385
  %7387 = icmp sgt i64 %7386, 7
  %7388 = trunc i64 %7386 to i32
  %7389 = select i1 %7387, i32 8, i32 %7388
  switch i32 %7389, label %10861 [
    i32 1, label %7390
    i32 2, label %7535
    i32 3, label %7799
    i32 4, label %8181
    i32 5, label %8563
    i32 6, label %9022
    i32 7, label %9558
    i32 8, label %10171
  ]

7390:                                             ; preds = %7384
  %7391 = shl nsw i64 %7385, 3
  br i1 %4665, label %7394, label %7392

7392:                                             ; preds = %7390
  %7393 = sub nsw i64 %9, %7391
  br label %7399

7394:                                             ; preds = %7390
  %7395 = sub i64 %7391, %17
  %7396 = mul nsw i64 %7385, %11
  %7397 = getelementptr <4 x i64>, ptr %4653, i64 %7396
  %7398 = sub nsw i64 %9, %7391
  br label %7411

7399:                                             ; preds = %7426, %7392
  %7400 = phi i64 [ %7393, %7392 ], [ %7398, %7426 ]
  %7401 = phi <8 x float> [ zeroinitializer, %7392 ], [ %7427, %7426 ]
  %7402 = icmp sgt i64 %7400, 7
  %7403 = trunc i64 %7400 to i32
  %7404 = select i1 %7402, i32 8, i32 %7403
  %7405 = insertelement <8 x i32> poison, i32 %7404, i64 0
  %7406 = shufflevector <8 x i32> %7405, <8 x i32> poison, <8 x i32> zeroinitializer
  %7407 = icmp sgt <8 x i32> %7406, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7408 = getelementptr inbounds nuw float, ptr %5045, i64 %7391
  %7409 = getelementptr inbounds nuw float, ptr %5050, i64 %7391
  %7410 = select i1 %5060, ptr null, ptr %7409
  br i1 %5059, label %7476, label %7471

7411:                                             ; preds = %7394, %7426
  %7412 = phi <8 x float> [ zeroinitializer, %7394 ], [ %7427, %7426 ]
  %7413 = phi i64 [ 0, %7394 ], [ %7428, %7426 ]
  %7414 = mul nsw i64 %7413, %14
  %7415 = sub i64 %7414, %16
  %7416 = add i64 %7415, %5068
  %7417 = icmp slt i64 %7416, 0
  %7418 = icmp sge i64 %7416, %6
  %7419 = or i1 %7417, %7418
  %7420 = select i1 %7419, i64 0, i64 %7416
  %7421 = mul nsw i64 %7420, %7
  %7422 = getelementptr inbounds float, ptr %5035, i64 %7421
  br i1 %4666, label %7423, label %7426

7423:                                             ; preds = %7411
  %7424 = mul nuw nsw i64 %7413, %11
  %7425 = getelementptr inbounds nuw float, ptr %5037, i64 %7424
  br label %7430

7426:                                             ; preds = %7462, %7411
  %7427 = phi <8 x float> [ %7412, %7411 ], [ %7468, %7462 ]
  %7428 = add nuw nsw i64 %7413, 1
  %7429 = icmp eq i64 %7428, %10
  br i1 %7429, label %7399, label %7411

7430:                                             ; preds = %7423, %7462
  %7431 = phi <8 x float> [ %7412, %7423 ], [ %7468, %7462 ]
  %7432 = phi i64 [ 0, %7423 ], [ %7469, %7462 ]
  %7433 = getelementptr inbounds nuw float, ptr %7425, i64 %7432
  %7434 = load float, ptr %7433, align 1
  %7435 = insertelement <8 x float> poison, float %7434, i64 0
  %7436 = shufflevector <8 x float> %7435, <8 x float> poison, <8 x i32> zeroinitializer
  %7437 = mul nsw i64 %7432, %15
  %7438 = add i64 %7395, %7437
  %7439 = icmp slt i64 %7438, 0
  %7440 = sub nsw i64 0, %7438
  %7441 = select i1 %7439, i64 %7440, i64 0
  %7442 = sub nsw i64 %7, %7438
  %7443 = call i64 @llvm.smin.i64(i64 %7442, i64 %7398)
  %7444 = call i64 @llvm.smin.i64(i64 %7443, i64 8)
  %7445 = icmp sgt i64 %7444, %7441
  %7446 = trunc i64 %7441 to i32
  %7447 = select i1 %7445, i32 %7446, i32 0
  %7448 = insertelement <8 x i32> poison, i32 %7447, i64 0
  %7449 = shufflevector <8 x i32> %7448, <8 x i32> poison, <8 x i32> zeroinitializer
  %7450 = icmp slt <8 x i32> %7449, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7451 = trunc i64 %7444 to i32
  %7452 = select i1 %7445, i32 %7451, i32 0
  %7453 = insertelement <8 x i32> poison, i32 %7452, i64 0
  %7454 = shufflevector <8 x i32> %7453, <8 x i32> poison, <8 x i32> zeroinitializer
  %7455 = icmp sgt <8 x i32> %7454, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7456 = and <8 x i1> %7455, %7450
  %7457 = sext <8 x i1> %7456 to <8 x i32>
  %7458 = bitcast <8 x i32> %7457 to <4 x i64>
  br i1 %4667, label %7462, label %7459

7459:                                             ; preds = %7430
  %7460 = getelementptr <4 x i64>, ptr %7397, i64 %7432
  %7461 = load <4 x i64>, ptr %7460, align 32
  br label %7462

7462:                                             ; preds = %7430, %7459
  %7463 = phi <4 x i64> [ %7461, %7459 ], [ %7458, %7430 ]
  %7464 = getelementptr inbounds float, ptr %7422, i64 %7438
  %7465 = select i1 %7419, <4 x i64> zeroinitializer, <4 x i64> %7463
  %7466 = bitcast <4 x i64> %7465 to <8 x i32>
  %7467 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7464, <8 x i32> %7466)
  %7468 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7467, <8 x float> %7436, <8 x float> %7431)
  %7469 = add nuw nsw i64 %7432, 1
  %7470 = icmp eq i64 %7469, %11
  br i1 %7470, label %7426, label %7430

7471:                                             ; preds = %7399
  %7472 = load float, ptr %5038, align 1
  %7473 = insertelement <8 x float> poison, float %7472, i64 0
  %7474 = shufflevector <8 x float> %7473, <8 x float> poison, <8 x i32> zeroinitializer
  %7475 = fadd <8 x float> %7401, %7474
  br label %7476

7476:                                             ; preds = %7471, %7399
  %7477 = phi <8 x float> [ %7475, %7471 ], [ %7401, %7399 ]
  switch i64 %4848, label %509 [
    i64 1, label %7478
    i64 2, label %7481
    i64 3, label %7488
    i64 0, label %7533
  ]

7478:                                             ; preds = %7476
  %7479 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7410, <8 x i1> %7407, <8 x float> zeroinitializer)
  %7480 = fadd <8 x float> %7477, %7479
  br label %7495

7481:                                             ; preds = %7476
  %7482 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7477)
  %7483 = bitcast <8 x float> %7477 to <8 x i32>
  %7484 = or <8 x i32> %7483, %4669
  %7485 = bitcast <8 x i32> %7484 to <8 x float>
  %7486 = fcmp oeq <8 x float> %7477, %55
  %7487 = select <8 x i1> %7486, <8 x float> %7485, <8 x float> %7482
  br label %7495

7488:                                             ; preds = %7476
  %7489 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7477)
  %7490 = bitcast <8 x float> %7477 to <8 x i32>
  %7491 = and <8 x i32> %7490, %4668
  %7492 = bitcast <8 x i32> %7491 to <8 x float>
  %7493 = fcmp oeq <8 x float> %7477, %52
  %7494 = select <8 x i1> %7493, <8 x float> %7492, <8 x float> %7489
  br label %7495

7495:                                             ; preds = %7488, %7481, %7478
  %7496 = phi <8 x float> [ %7480, %7478 ], [ %7487, %7481 ], [ %7494, %7488 ]
  switch i64 %4850, label %509 [
    i64 1, label %7511
    i64 2, label %7504
    i64 3, label %7497
    i64 0, label %7533
  ]

7497:                                             ; preds = %7495
  %7498 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7496)
  %7499 = bitcast <8 x float> %7496 to <8 x i32>
  %7500 = and <8 x i32> %7499, %4668
  %7501 = bitcast <8 x i32> %7500 to <8 x float>
  %7502 = fcmp oeq <8 x float> %7496, %52
  %7503 = select <8 x i1> %7502, <8 x float> %7501, <8 x float> %7498
  br label %7514

7504:                                             ; preds = %7495
  %7505 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7496)
  %7506 = bitcast <8 x float> %7496 to <8 x i32>
  %7507 = or <8 x i32> %7506, %4669
  %7508 = bitcast <8 x i32> %7507 to <8 x float>
  %7509 = fcmp oeq <8 x float> %7496, %55
  %7510 = select <8 x i1> %7509, <8 x float> %7508, <8 x float> %7505
  br label %7514

7511:                                             ; preds = %7495
  %7512 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7410, <8 x i1> %7407, <8 x float> zeroinitializer)
  %7513 = fadd <8 x float> %7496, %7512
  br label %7514

7514:                                             ; preds = %7511, %7504, %7497
  %7515 = phi <8 x float> [ %7513, %7511 ], [ %7510, %7504 ], [ %7503, %7497 ]
  switch i64 %4852, label %509 [
    i64 1, label %7530
    i64 2, label %7523
    i64 3, label %7516
    i64 0, label %7533
  ]

7516:                                             ; preds = %7514
  %7517 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7515)
  %7518 = bitcast <8 x float> %7515 to <8 x i32>
  %7519 = and <8 x i32> %7518, %4668
  %7520 = bitcast <8 x i32> %7519 to <8 x float>
  %7521 = fcmp oeq <8 x float> %7515, %52
  %7522 = select <8 x i1> %7521, <8 x float> %7520, <8 x float> %7517
  br label %7533

7523:                                             ; preds = %7514
  %7524 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7515)
  %7525 = bitcast <8 x float> %7515 to <8 x i32>
  %7526 = or <8 x i32> %7525, %4669
  %7527 = bitcast <8 x i32> %7526 to <8 x float>
  %7528 = fcmp oeq <8 x float> %7515, %55
  %7529 = select <8 x i1> %7528, <8 x float> %7527, <8 x float> %7524
  br label %7533

7530:                                             ; preds = %7514
  %7531 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7410, <8 x i1> %7407, <8 x float> zeroinitializer)
  %7532 = fadd <8 x float> %7515, %7531
  br label %7533

7533:                                             ; preds = %7516, %7523, %7530, %7514, %7495, %7476
  %7534 = phi <8 x float> [ %7515, %7514 ], [ %7477, %7476 ], [ %7496, %7495 ], [ %7532, %7530 ], [ %7529, %7523 ], [ %7522, %7516 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7534, ptr align 1 %7408, <8 x i1> %7407)
  br label %10861

7535:                                             ; preds = %7384
  br i1 %4665, label %7536, label %7645

7536:                                             ; preds = %7535
  %7537 = shl nsw i64 %7385, 3
  %7538 = mul nuw nsw i64 %7385, %11
  %7539 = or disjoint i64 %7385, 1
  %7540 = shl nsw i64 %7539, 3
  %7541 = mul nuw nsw i64 %7539, %11
  %7542 = sub nsw i64 %9, %7537
  %7543 = shl i64 %7385, 3
  %7544 = or disjoint i64 %7543, 8
  %7545 = sub nsw i64 %9, %7544
  br label %7546

7546:                                             ; preds = %7536, %7562
  %7547 = phi <8 x float> [ zeroinitializer, %7536 ], [ %7563, %7562 ]
  %7548 = phi <8 x float> [ zeroinitializer, %7536 ], [ %7564, %7562 ]
  %7549 = phi i64 [ 0, %7536 ], [ %7565, %7562 ]
  %7550 = mul nsw i64 %7549, %14
  %7551 = sub i64 %7550, %16
  %7552 = add i64 %7551, %5067
  %7553 = icmp slt i64 %7552, 0
  %7554 = icmp sge i64 %7552, %6
  %7555 = or i1 %7553, %7554
  %7556 = select i1 %7555, i64 0, i64 %7552
  %7557 = mul nsw i64 %7556, %7
  %7558 = getelementptr inbounds float, ptr %5035, i64 %7557
  br i1 %4666, label %7559, label %7562

7559:                                             ; preds = %7546
  %7560 = mul nuw nsw i64 %7549, %11
  %7561 = getelementptr inbounds nuw float, ptr %5037, i64 %7560
  br label %7567

7562:                                             ; preds = %7634, %7546
  %7563 = phi <8 x float> [ %7547, %7546 ], [ %7636, %7634 ]
  %7564 = phi <8 x float> [ %7548, %7546 ], [ %7642, %7634 ]
  %7565 = add nuw nsw i64 %7549, 1
  %7566 = icmp eq i64 %7565, %10
  br i1 %7566, label %7645, label %7546

7567:                                             ; preds = %7559, %7634
  %7568 = phi <8 x float> [ %7547, %7559 ], [ %7636, %7634 ]
  %7569 = phi <8 x float> [ %7548, %7559 ], [ %7642, %7634 ]
  %7570 = phi i64 [ 0, %7559 ], [ %7643, %7634 ]
  %7571 = getelementptr inbounds nuw float, ptr %7561, i64 %7570
  %7572 = load float, ptr %7571, align 1
  %7573 = insertelement <8 x float> poison, float %7572, i64 0
  %7574 = shufflevector <8 x float> %7573, <8 x float> poison, <8 x i32> zeroinitializer
  %7575 = mul nsw i64 %7570, %15
  %7576 = sub i64 %7575, %17
  %7577 = add i64 %7576, %7537
  br i1 %4667, label %7590, label %7578

7578:                                             ; preds = %7567
  %7579 = getelementptr <4 x i64>, ptr %4653, i64 %7570
  %7580 = getelementptr <4 x i64>, ptr %7579, i64 %7538
  %7581 = load <4 x i64>, ptr %7580, align 32
  %7582 = getelementptr inbounds float, ptr %7558, i64 %7577
  %7583 = select i1 %7555, <4 x i64> zeroinitializer, <4 x i64> %7581
  %7584 = bitcast <4 x i64> %7583 to <8 x i32>
  %7585 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7582, <8 x i32> %7584)
  %7586 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7585, <8 x float> %7574, <8 x float> %7568)
  %7587 = add i64 %7576, %7540
  %7588 = getelementptr <4 x i64>, ptr %7579, i64 %7541
  %7589 = load <4 x i64>, ptr %7588, align 32
  br label %7634

7590:                                             ; preds = %7567
  %7591 = icmp slt i64 %7577, 0
  %7592 = sub nsw i64 0, %7577
  %7593 = select i1 %7591, i64 %7592, i64 0
  %7594 = sub nsw i64 %7, %7577
  %7595 = call i64 @llvm.smin.i64(i64 %7594, i64 %7542)
  %7596 = call i64 @llvm.smin.i64(i64 %7595, i64 8)
  %7597 = icmp sgt i64 %7596, %7593
  %7598 = trunc i64 %7593 to i32
  %7599 = select i1 %7597, i32 %7598, i32 0
  %7600 = insertelement <8 x i32> poison, i32 %7599, i64 0
  %7601 = shufflevector <8 x i32> %7600, <8 x i32> poison, <8 x i32> zeroinitializer
  %7602 = icmp slt <8 x i32> %7601, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7603 = trunc i64 %7596 to i32
  %7604 = select i1 %7597, i32 %7603, i32 0
  %7605 = insertelement <8 x i32> poison, i32 %7604, i64 0
  %7606 = shufflevector <8 x i32> %7605, <8 x i32> poison, <8 x i32> zeroinitializer
  %7607 = icmp sgt <8 x i32> %7606, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7608 = and <8 x i1> %7607, %7602
  %7609 = getelementptr inbounds float, ptr %7558, i64 %7577
  %7610 = select i1 %7555, <8 x i1> zeroinitializer, <8 x i1> %7608
  %7611 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7609, <8 x i1> %7610, <8 x float> zeroinitializer)
  %7612 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7611, <8 x float> %7574, <8 x float> %7568)
  %7613 = add i64 %7576, %7544
  %7614 = icmp slt i64 %7613, 0
  %7615 = sub nsw i64 0, %7613
  %7616 = select i1 %7614, i64 %7615, i64 0
  %7617 = sub nsw i64 %7, %7613
  %7618 = call i64 @llvm.smin.i64(i64 %7617, i64 %7545)
  %7619 = call i64 @llvm.smin.i64(i64 %7618, i64 8)
  %7620 = icmp sgt i64 %7619, %7616
  %7621 = trunc i64 %7616 to i32
  %7622 = select i1 %7620, i32 %7621, i32 0
  %7623 = insertelement <8 x i32> poison, i32 %7622, i64 0
  %7624 = shufflevector <8 x i32> %7623, <8 x i32> poison, <8 x i32> zeroinitializer
  %7625 = icmp slt <8 x i32> %7624, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7626 = trunc i64 %7619 to i32
  %7627 = select i1 %7620, i32 %7626, i32 0
  %7628 = insertelement <8 x i32> poison, i32 %7627, i64 0
  %7629 = shufflevector <8 x i32> %7628, <8 x i32> poison, <8 x i32> zeroinitializer
  %7630 = icmp sgt <8 x i32> %7629, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7631 = and <8 x i1> %7630, %7625
  %7632 = sext <8 x i1> %7631 to <8 x i32>
  %7633 = bitcast <8 x i32> %7632 to <4 x i64>
  br label %7634

7634:                                             ; preds = %7590, %7578
  %7635 = phi i64 [ %7587, %7578 ], [ %7613, %7590 ]
  %7636 = phi <8 x float> [ %7586, %7578 ], [ %7612, %7590 ]
  %7637 = phi <4 x i64> [ %7589, %7578 ], [ %7633, %7590 ]
  %7638 = getelementptr inbounds float, ptr %7558, i64 %7635
  %7639 = select i1 %7555, <4 x i64> zeroinitializer, <4 x i64> %7637
  %7640 = bitcast <4 x i64> %7639 to <8 x i32>
  %7641 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7638, <8 x i32> %7640)
  %7642 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7641, <8 x float> %7574, <8 x float> %7569)
  %7643 = add nuw nsw i64 %7570, 1
  %7644 = icmp eq i64 %7643, %11
  br i1 %7644, label %7562, label %7567

7645:                                             ; preds = %7562, %7535
  %7646 = phi <8 x float> [ zeroinitializer, %7535 ], [ %7563, %7562 ]
  %7647 = phi <8 x float> [ zeroinitializer, %7535 ], [ %7564, %7562 ]
  %7648 = shl nsw i64 %7385, 3
  %7649 = sub nsw i64 %9, %7648
  %7650 = icmp sgt i64 %7649, 7
  %7651 = trunc i64 %7649 to i32
  %7652 = select i1 %7650, i32 8, i32 %7651
  %7653 = insertelement <8 x i32> poison, i32 %7652, i64 0
  %7654 = shufflevector <8 x i32> %7653, <8 x i32> poison, <8 x i32> zeroinitializer
  %7655 = icmp sgt <8 x i32> %7654, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %7661, label %7656

7656:                                             ; preds = %7645
  %7657 = load float, ptr %5038, align 1
  %7658 = insertelement <8 x float> poison, float %7657, i64 0
  %7659 = shufflevector <8 x float> %7658, <8 x float> poison, <8 x i32> zeroinitializer
  %7660 = fadd <8 x float> %7646, %7659
  br label %7661

7661:                                             ; preds = %7656, %7645
  %7662 = phi <8 x float> [ %7660, %7656 ], [ %7646, %7645 ]
  %7663 = getelementptr inbounds nuw float, ptr %5045, i64 %7648
  %7664 = getelementptr inbounds nuw float, ptr %5050, i64 %7648
  %7665 = select i1 %5060, ptr null, ptr %7664
  switch i64 %4839, label %509 [
    i64 1, label %7666
    i64 2, label %7669
    i64 3, label %7676
    i64 0, label %7721
  ]

7666:                                             ; preds = %7661
  %7667 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7665, <8 x i1> %7655, <8 x float> zeroinitializer)
  %7668 = fadd <8 x float> %7662, %7667
  br label %7683

7669:                                             ; preds = %7661
  %7670 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7662)
  %7671 = bitcast <8 x float> %7662 to <8 x i32>
  %7672 = or <8 x i32> %7671, %4669
  %7673 = bitcast <8 x i32> %7672 to <8 x float>
  %7674 = fcmp oeq <8 x float> %7662, %55
  %7675 = select <8 x i1> %7674, <8 x float> %7673, <8 x float> %7670
  br label %7683

7676:                                             ; preds = %7661
  %7677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7662)
  %7678 = bitcast <8 x float> %7662 to <8 x i32>
  %7679 = and <8 x i32> %7678, %4668
  %7680 = bitcast <8 x i32> %7679 to <8 x float>
  %7681 = fcmp oeq <8 x float> %7662, %52
  %7682 = select <8 x i1> %7681, <8 x float> %7680, <8 x float> %7677
  br label %7683

7683:                                             ; preds = %7676, %7669, %7666
  %7684 = phi <8 x float> [ %7668, %7666 ], [ %7675, %7669 ], [ %7682, %7676 ]
  switch i64 %4841, label %509 [
    i64 1, label %7699
    i64 2, label %7692
    i64 3, label %7685
    i64 0, label %7721
  ]

7685:                                             ; preds = %7683
  %7686 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7684)
  %7687 = bitcast <8 x float> %7684 to <8 x i32>
  %7688 = and <8 x i32> %7687, %4668
  %7689 = bitcast <8 x i32> %7688 to <8 x float>
  %7690 = fcmp oeq <8 x float> %7684, %52
  %7691 = select <8 x i1> %7690, <8 x float> %7689, <8 x float> %7686
  br label %7702

7692:                                             ; preds = %7683
  %7693 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7684)
  %7694 = bitcast <8 x float> %7684 to <8 x i32>
  %7695 = or <8 x i32> %7694, %4669
  %7696 = bitcast <8 x i32> %7695 to <8 x float>
  %7697 = fcmp oeq <8 x float> %7684, %55
  %7698 = select <8 x i1> %7697, <8 x float> %7696, <8 x float> %7693
  br label %7702

7699:                                             ; preds = %7683
  %7700 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7665, <8 x i1> %7655, <8 x float> zeroinitializer)
  %7701 = fadd <8 x float> %7684, %7700
  br label %7702

7702:                                             ; preds = %7699, %7692, %7685
  %7703 = phi <8 x float> [ %7701, %7699 ], [ %7698, %7692 ], [ %7691, %7685 ]
  switch i64 %4843, label %509 [
    i64 1, label %7718
    i64 2, label %7711
    i64 3, label %7704
    i64 0, label %7721
  ]

7704:                                             ; preds = %7702
  %7705 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7703)
  %7706 = bitcast <8 x float> %7703 to <8 x i32>
  %7707 = and <8 x i32> %7706, %4668
  %7708 = bitcast <8 x i32> %7707 to <8 x float>
  %7709 = fcmp oeq <8 x float> %7703, %52
  %7710 = select <8 x i1> %7709, <8 x float> %7708, <8 x float> %7705
  br label %7721

7711:                                             ; preds = %7702
  %7712 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7703)
  %7713 = bitcast <8 x float> %7703 to <8 x i32>
  %7714 = or <8 x i32> %7713, %4669
  %7715 = bitcast <8 x i32> %7714 to <8 x float>
  %7716 = fcmp oeq <8 x float> %7703, %55
  %7717 = select <8 x i1> %7716, <8 x float> %7715, <8 x float> %7712
  br label %7721

7718:                                             ; preds = %7702
  %7719 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7665, <8 x i1> %7655, <8 x float> zeroinitializer)
  %7720 = fadd <8 x float> %7703, %7719
  br label %7721

7721:                                             ; preds = %7704, %7711, %7718, %7702, %7683, %7661
  %7722 = phi <8 x float> [ %7703, %7702 ], [ %7662, %7661 ], [ %7684, %7683 ], [ %7720, %7718 ], [ %7717, %7711 ], [ %7710, %7704 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7722, ptr align 1 %7663, <8 x i1> %7655)
  %7723 = shl i64 %7385, 3
  %7724 = or disjoint i64 %7723, 8
  %7725 = sub nsw i64 %9, %7724
  %7726 = icmp sgt i64 %7725, 7
  %7727 = trunc i64 %7725 to i32
  %7728 = select i1 %7726, i32 8, i32 %7727
  %7729 = insertelement <8 x i32> poison, i32 %7728, i64 0
  %7730 = shufflevector <8 x i32> %7729, <8 x i32> poison, <8 x i32> zeroinitializer
  %7731 = icmp sgt <8 x i32> %7730, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %7737, label %7732

7732:                                             ; preds = %7721
  %7733 = load float, ptr %5038, align 1
  %7734 = insertelement <8 x float> poison, float %7733, i64 0
  %7735 = shufflevector <8 x float> %7734, <8 x float> poison, <8 x i32> zeroinitializer
  %7736 = fadd <8 x float> %7647, %7735
  br label %7737

7737:                                             ; preds = %7732, %7721
  %7738 = phi <8 x float> [ %7736, %7732 ], [ %7647, %7721 ]
  %7739 = getelementptr inbounds nuw float, ptr %5045, i64 %7724
  %7740 = getelementptr inbounds nuw float, ptr %5050, i64 %7724
  %7741 = select i1 %5060, ptr null, ptr %7740
  switch i64 %4839, label %509 [
    i64 1, label %7756
    i64 2, label %7749
    i64 3, label %7742
    i64 0, label %7797
  ]

7742:                                             ; preds = %7737
  %7743 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7738)
  %7744 = bitcast <8 x float> %7738 to <8 x i32>
  %7745 = and <8 x i32> %7744, %4668
  %7746 = bitcast <8 x i32> %7745 to <8 x float>
  %7747 = fcmp oeq <8 x float> %7738, %52
  %7748 = select <8 x i1> %7747, <8 x float> %7746, <8 x float> %7743
  br label %7759

7749:                                             ; preds = %7737
  %7750 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7738)
  %7751 = bitcast <8 x float> %7738 to <8 x i32>
  %7752 = or <8 x i32> %7751, %4669
  %7753 = bitcast <8 x i32> %7752 to <8 x float>
  %7754 = fcmp oeq <8 x float> %7738, %55
  %7755 = select <8 x i1> %7754, <8 x float> %7753, <8 x float> %7750
  br label %7759

7756:                                             ; preds = %7737
  %7757 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7741, <8 x i1> %7731, <8 x float> zeroinitializer)
  %7758 = fadd <8 x float> %7738, %7757
  br label %7759

7759:                                             ; preds = %7756, %7749, %7742
  %7760 = phi <8 x float> [ %7758, %7756 ], [ %7755, %7749 ], [ %7748, %7742 ]
  switch i64 %4845, label %509 [
    i64 1, label %7775
    i64 2, label %7768
    i64 3, label %7761
    i64 0, label %7797
  ]

7761:                                             ; preds = %7759
  %7762 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7760)
  %7763 = bitcast <8 x float> %7760 to <8 x i32>
  %7764 = and <8 x i32> %7763, %4668
  %7765 = bitcast <8 x i32> %7764 to <8 x float>
  %7766 = fcmp oeq <8 x float> %7760, %52
  %7767 = select <8 x i1> %7766, <8 x float> %7765, <8 x float> %7762
  br label %7778

7768:                                             ; preds = %7759
  %7769 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7760)
  %7770 = bitcast <8 x float> %7760 to <8 x i32>
  %7771 = or <8 x i32> %7770, %4669
  %7772 = bitcast <8 x i32> %7771 to <8 x float>
  %7773 = fcmp oeq <8 x float> %7760, %55
  %7774 = select <8 x i1> %7773, <8 x float> %7772, <8 x float> %7769
  br label %7778

7775:                                             ; preds = %7759
  %7776 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7741, <8 x i1> %7731, <8 x float> zeroinitializer)
  %7777 = fadd <8 x float> %7760, %7776
  br label %7778

7778:                                             ; preds = %7775, %7768, %7761
  %7779 = phi <8 x float> [ %7777, %7775 ], [ %7774, %7768 ], [ %7767, %7761 ]
  switch i64 %4847, label %509 [
    i64 1, label %7794
    i64 2, label %7787
    i64 3, label %7780
    i64 0, label %7797
  ]

7780:                                             ; preds = %7778
  %7781 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7779)
  %7782 = bitcast <8 x float> %7779 to <8 x i32>
  %7783 = and <8 x i32> %7782, %4668
  %7784 = bitcast <8 x i32> %7783 to <8 x float>
  %7785 = fcmp oeq <8 x float> %7779, %52
  %7786 = select <8 x i1> %7785, <8 x float> %7784, <8 x float> %7781
  br label %7797

7787:                                             ; preds = %7778
  %7788 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7779)
  %7789 = bitcast <8 x float> %7779 to <8 x i32>
  %7790 = or <8 x i32> %7789, %4669
  %7791 = bitcast <8 x i32> %7790 to <8 x float>
  %7792 = fcmp oeq <8 x float> %7779, %55
  %7793 = select <8 x i1> %7792, <8 x float> %7791, <8 x float> %7788
  br label %7797

7794:                                             ; preds = %7778
  %7795 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7741, <8 x i1> %7731, <8 x float> zeroinitializer)
  %7796 = fadd <8 x float> %7779, %7795
  br label %7797

7797:                                             ; preds = %7780, %7787, %7794, %7778, %7759, %7737
  %7798 = phi <8 x float> [ %7779, %7778 ], [ %7738, %7737 ], [ %7760, %7759 ], [ %7796, %7794 ], [ %7793, %7787 ], [ %7786, %7780 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7798, ptr nonnull align 1 %7739, <8 x i1> %7731)
  br label %10861

7799:                                             ; preds = %7384
  br i1 %4665, label %7800, label %7950

7800:                                             ; preds = %7799
  %7801 = shl nsw i64 %7385, 3
  %7802 = mul nuw nsw i64 %7385, %11
  %7803 = or disjoint i64 %7385, 1
  %7804 = mul nuw nsw i64 %7803, %11
  %7805 = or disjoint i64 %7385, 2
  %7806 = shl nsw i64 %7805, 3
  %7807 = mul nuw nsw i64 %7805, %11
  %7808 = sub nsw i64 %9, %7801
  %7809 = shl i64 %7385, 3
  %7810 = or disjoint i64 %7809, 8
  %7811 = sub nsw i64 %9, %7810
  %7812 = shl i64 %7385, 3
  %7813 = or disjoint i64 %7812, 16
  %7814 = sub nsw i64 %9, %7813
  %7815 = shl i64 %7803, 5
  br label %7816

7816:                                             ; preds = %7800, %7834
  %7817 = phi <8 x float> [ zeroinitializer, %7800 ], [ %7835, %7834 ]
  %7818 = phi <8 x float> [ zeroinitializer, %7800 ], [ %7836, %7834 ]
  %7819 = phi <8 x float> [ zeroinitializer, %7800 ], [ %7837, %7834 ]
  %7820 = phi i64 [ 0, %7800 ], [ %7838, %7834 ]
  %7821 = mul nsw i64 %7820, %14
  %7822 = sub i64 %7821, %16
  %7823 = add i64 %7822, %5066
  %7824 = icmp slt i64 %7823, 0
  %7825 = icmp sge i64 %7823, %6
  %7826 = or i1 %7824, %7825
  %7827 = select i1 %7826, i64 0, i64 %7823
  %7828 = mul nsw i64 %7827, %7
  %7829 = getelementptr inbounds float, ptr %5035, i64 %7828
  br i1 %4666, label %7830, label %7834

7830:                                             ; preds = %7816
  %7831 = mul nuw nsw i64 %7820, %11
  %7832 = getelementptr inbounds nuw float, ptr %5037, i64 %7831
  %7833 = getelementptr i8, ptr %7829, i64 %7815
  br label %7840

7834:                                             ; preds = %7938, %7816
  %7835 = phi <8 x float> [ %7817, %7816 ], [ %7941, %7938 ]
  %7836 = phi <8 x float> [ %7818, %7816 ], [ %7940, %7938 ]
  %7837 = phi <8 x float> [ %7819, %7816 ], [ %7947, %7938 ]
  %7838 = add nuw nsw i64 %7820, 1
  %7839 = icmp eq i64 %7838, %10
  br i1 %7839, label %7950, label %7816

7840:                                             ; preds = %7830, %7938
  %7841 = phi <8 x float> [ %7817, %7830 ], [ %7941, %7938 ]
  %7842 = phi <8 x float> [ %7818, %7830 ], [ %7940, %7938 ]
  %7843 = phi <8 x float> [ %7819, %7830 ], [ %7947, %7938 ]
  %7844 = phi i64 [ 0, %7830 ], [ %7948, %7938 ]
  %7845 = getelementptr inbounds nuw float, ptr %7832, i64 %7844
  %7846 = load float, ptr %7845, align 1
  %7847 = insertelement <8 x float> poison, float %7846, i64 0
  %7848 = shufflevector <8 x float> %7847, <8 x float> poison, <8 x i32> zeroinitializer
  %7849 = mul nsw i64 %7844, %15
  %7850 = sub i64 %7849, %17
  %7851 = add i64 %7850, %7801
  br i1 %4667, label %7871, label %7852

7852:                                             ; preds = %7840
  %7853 = getelementptr <4 x i64>, ptr %4653, i64 %7844
  %7854 = getelementptr <4 x i64>, ptr %7853, i64 %7802
  %7855 = load <4 x i64>, ptr %7854, align 32
  %7856 = getelementptr inbounds float, ptr %7829, i64 %7851
  %7857 = select i1 %7826, <4 x i64> zeroinitializer, <4 x i64> %7855
  %7858 = bitcast <4 x i64> %7857 to <8 x i32>
  %7859 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7856, <8 x i32> %7858)
  %7860 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7859, <8 x float> %7848, <8 x float> %7841)
  %7861 = getelementptr <4 x i64>, ptr %7853, i64 %7804
  %7862 = load <4 x i64>, ptr %7861, align 32
  %7863 = getelementptr float, ptr %7833, i64 %7850
  %7864 = select i1 %7826, <4 x i64> zeroinitializer, <4 x i64> %7862
  %7865 = bitcast <4 x i64> %7864 to <8 x i32>
  %7866 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7863, <8 x i32> %7865)
  %7867 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7866, <8 x float> %7848, <8 x float> %7842)
  %7868 = add i64 %7850, %7806
  %7869 = getelementptr <4 x i64>, ptr %7853, i64 %7807
  %7870 = load <4 x i64>, ptr %7869, align 32
  br label %7938

7871:                                             ; preds = %7840
  %7872 = icmp slt i64 %7851, 0
  %7873 = sub nsw i64 0, %7851
  %7874 = select i1 %7872, i64 %7873, i64 0
  %7875 = sub nsw i64 %7, %7851
  %7876 = call i64 @llvm.smin.i64(i64 %7875, i64 %7808)
  %7877 = call i64 @llvm.smin.i64(i64 %7876, i64 8)
  %7878 = icmp sgt i64 %7877, %7874
  %7879 = trunc i64 %7874 to i32
  %7880 = select i1 %7878, i32 %7879, i32 0
  %7881 = insertelement <8 x i32> poison, i32 %7880, i64 0
  %7882 = shufflevector <8 x i32> %7881, <8 x i32> poison, <8 x i32> zeroinitializer
  %7883 = icmp slt <8 x i32> %7882, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7884 = trunc i64 %7877 to i32
  %7885 = select i1 %7878, i32 %7884, i32 0
  %7886 = insertelement <8 x i32> poison, i32 %7885, i64 0
  %7887 = shufflevector <8 x i32> %7886, <8 x i32> poison, <8 x i32> zeroinitializer
  %7888 = icmp sgt <8 x i32> %7887, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7889 = and <8 x i1> %7888, %7883
  %7890 = getelementptr inbounds float, ptr %7829, i64 %7851
  %7891 = select i1 %7826, <8 x i1> zeroinitializer, <8 x i1> %7889
  %7892 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7890, <8 x i1> %7891, <8 x float> zeroinitializer)
  %7893 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7892, <8 x float> %7848, <8 x float> %7841)
  %7894 = add i64 %7850, %7810
  %7895 = icmp slt i64 %7894, 0
  %7896 = sub nsw i64 0, %7894
  %7897 = select i1 %7895, i64 %7896, i64 0
  %7898 = sub nsw i64 %7, %7894
  %7899 = call i64 @llvm.smin.i64(i64 %7898, i64 %7811)
  %7900 = call i64 @llvm.smin.i64(i64 %7899, i64 8)
  %7901 = icmp sgt i64 %7900, %7897
  %7902 = trunc i64 %7897 to i32
  %7903 = select i1 %7901, i32 %7902, i32 0
  %7904 = insertelement <8 x i32> poison, i32 %7903, i64 0
  %7905 = shufflevector <8 x i32> %7904, <8 x i32> poison, <8 x i32> zeroinitializer
  %7906 = icmp slt <8 x i32> %7905, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7907 = trunc i64 %7900 to i32
  %7908 = select i1 %7901, i32 %7907, i32 0
  %7909 = insertelement <8 x i32> poison, i32 %7908, i64 0
  %7910 = shufflevector <8 x i32> %7909, <8 x i32> poison, <8 x i32> zeroinitializer
  %7911 = icmp sgt <8 x i32> %7910, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7912 = and <8 x i1> %7911, %7906
  %7913 = getelementptr inbounds float, ptr %7829, i64 %7894
  %7914 = select i1 %7826, <8 x i1> zeroinitializer, <8 x i1> %7912
  %7915 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7913, <8 x i1> %7914, <8 x float> zeroinitializer)
  %7916 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7915, <8 x float> %7848, <8 x float> %7842)
  %7917 = add i64 %7850, %7813
  %7918 = icmp slt i64 %7917, 0
  %7919 = sub nsw i64 0, %7917
  %7920 = select i1 %7918, i64 %7919, i64 0
  %7921 = sub nsw i64 %7, %7917
  %7922 = call i64 @llvm.smin.i64(i64 %7921, i64 %7814)
  %7923 = call i64 @llvm.smin.i64(i64 %7922, i64 8)
  %7924 = icmp sgt i64 %7923, %7920
  %7925 = trunc i64 %7920 to i32
  %7926 = select i1 %7924, i32 %7925, i32 0
  %7927 = insertelement <8 x i32> poison, i32 %7926, i64 0
  %7928 = shufflevector <8 x i32> %7927, <8 x i32> poison, <8 x i32> zeroinitializer
  %7929 = icmp slt <8 x i32> %7928, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7930 = trunc i64 %7923 to i32
  %7931 = select i1 %7924, i32 %7930, i32 0
  %7932 = insertelement <8 x i32> poison, i32 %7931, i64 0
  %7933 = shufflevector <8 x i32> %7932, <8 x i32> poison, <8 x i32> zeroinitializer
  %7934 = icmp sgt <8 x i32> %7933, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7935 = and <8 x i1> %7934, %7929
  %7936 = sext <8 x i1> %7935 to <8 x i32>
  %7937 = bitcast <8 x i32> %7936 to <4 x i64>
  br label %7938

7938:                                             ; preds = %7871, %7852
  %7939 = phi i64 [ %7868, %7852 ], [ %7917, %7871 ]
  %7940 = phi <8 x float> [ %7867, %7852 ], [ %7916, %7871 ]
  %7941 = phi <8 x float> [ %7860, %7852 ], [ %7893, %7871 ]
  %7942 = phi <4 x i64> [ %7870, %7852 ], [ %7937, %7871 ]
  %7943 = getelementptr inbounds float, ptr %7829, i64 %7939
  %7944 = select i1 %7826, <4 x i64> zeroinitializer, <4 x i64> %7942
  %7945 = bitcast <4 x i64> %7944 to <8 x i32>
  %7946 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7943, <8 x i32> %7945)
  %7947 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7946, <8 x float> %7848, <8 x float> %7843)
  %7948 = add nuw nsw i64 %7844, 1
  %7949 = icmp eq i64 %7948, %11
  br i1 %7949, label %7834, label %7840

7950:                                             ; preds = %7834, %7799
  %7951 = phi <8 x float> [ zeroinitializer, %7799 ], [ %7835, %7834 ]
  %7952 = phi <8 x float> [ zeroinitializer, %7799 ], [ %7836, %7834 ]
  %7953 = phi <8 x float> [ zeroinitializer, %7799 ], [ %7837, %7834 ]
  %7954 = shl nsw i64 %7385, 3
  %7955 = sub nsw i64 %9, %7954
  %7956 = icmp sgt i64 %7955, 7
  %7957 = trunc i64 %7955 to i32
  %7958 = select i1 %7956, i32 8, i32 %7957
  %7959 = insertelement <8 x i32> poison, i32 %7958, i64 0
  %7960 = shufflevector <8 x i32> %7959, <8 x i32> poison, <8 x i32> zeroinitializer
  %7961 = icmp sgt <8 x i32> %7960, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %7967, label %7962

7962:                                             ; preds = %7950
  %7963 = load float, ptr %5038, align 1
  %7964 = insertelement <8 x float> poison, float %7963, i64 0
  %7965 = shufflevector <8 x float> %7964, <8 x float> poison, <8 x i32> zeroinitializer
  %7966 = fadd <8 x float> %7951, %7965
  br label %7967

7967:                                             ; preds = %7962, %7950
  %7968 = phi <8 x float> [ %7966, %7962 ], [ %7951, %7950 ]
  %7969 = getelementptr inbounds nuw float, ptr %5045, i64 %7954
  %7970 = getelementptr inbounds nuw float, ptr %5050, i64 %7954
  %7971 = select i1 %5060, ptr null, ptr %7970
  switch i64 %4826, label %509 [
    i64 1, label %7972
    i64 2, label %7975
    i64 3, label %7982
    i64 0, label %8027
  ]

7972:                                             ; preds = %7967
  %7973 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7971, <8 x i1> %7961, <8 x float> zeroinitializer)
  %7974 = fadd <8 x float> %7968, %7973
  br label %7989

7975:                                             ; preds = %7967
  %7976 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7968)
  %7977 = bitcast <8 x float> %7968 to <8 x i32>
  %7978 = or <8 x i32> %7977, %4669
  %7979 = bitcast <8 x i32> %7978 to <8 x float>
  %7980 = fcmp oeq <8 x float> %7968, %55
  %7981 = select <8 x i1> %7980, <8 x float> %7979, <8 x float> %7976
  br label %7989

7982:                                             ; preds = %7967
  %7983 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7968)
  %7984 = bitcast <8 x float> %7968 to <8 x i32>
  %7985 = and <8 x i32> %7984, %4668
  %7986 = bitcast <8 x i32> %7985 to <8 x float>
  %7987 = fcmp oeq <8 x float> %7968, %52
  %7988 = select <8 x i1> %7987, <8 x float> %7986, <8 x float> %7983
  br label %7989

7989:                                             ; preds = %7982, %7975, %7972
  %7990 = phi <8 x float> [ %7974, %7972 ], [ %7981, %7975 ], [ %7988, %7982 ]
  switch i64 %4828, label %509 [
    i64 1, label %8005
    i64 2, label %7998
    i64 3, label %7991
    i64 0, label %8027
  ]

7991:                                             ; preds = %7989
  %7992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %7990)
  %7993 = bitcast <8 x float> %7990 to <8 x i32>
  %7994 = and <8 x i32> %7993, %4668
  %7995 = bitcast <8 x i32> %7994 to <8 x float>
  %7996 = fcmp oeq <8 x float> %7990, %52
  %7997 = select <8 x i1> %7996, <8 x float> %7995, <8 x float> %7992
  br label %8008

7998:                                             ; preds = %7989
  %7999 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %7990)
  %8000 = bitcast <8 x float> %7990 to <8 x i32>
  %8001 = or <8 x i32> %8000, %4669
  %8002 = bitcast <8 x i32> %8001 to <8 x float>
  %8003 = fcmp oeq <8 x float> %7990, %55
  %8004 = select <8 x i1> %8003, <8 x float> %8002, <8 x float> %7999
  br label %8008

8005:                                             ; preds = %7989
  %8006 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7971, <8 x i1> %7961, <8 x float> zeroinitializer)
  %8007 = fadd <8 x float> %7990, %8006
  br label %8008

8008:                                             ; preds = %8005, %7998, %7991
  %8009 = phi <8 x float> [ %8007, %8005 ], [ %8004, %7998 ], [ %7997, %7991 ]
  switch i64 %4830, label %509 [
    i64 1, label %8024
    i64 2, label %8017
    i64 3, label %8010
    i64 0, label %8027
  ]

8010:                                             ; preds = %8008
  %8011 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8009)
  %8012 = bitcast <8 x float> %8009 to <8 x i32>
  %8013 = and <8 x i32> %8012, %4668
  %8014 = bitcast <8 x i32> %8013 to <8 x float>
  %8015 = fcmp oeq <8 x float> %8009, %52
  %8016 = select <8 x i1> %8015, <8 x float> %8014, <8 x float> %8011
  br label %8027

8017:                                             ; preds = %8008
  %8018 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8009)
  %8019 = bitcast <8 x float> %8009 to <8 x i32>
  %8020 = or <8 x i32> %8019, %4669
  %8021 = bitcast <8 x i32> %8020 to <8 x float>
  %8022 = fcmp oeq <8 x float> %8009, %55
  %8023 = select <8 x i1> %8022, <8 x float> %8021, <8 x float> %8018
  br label %8027

8024:                                             ; preds = %8008
  %8025 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7971, <8 x i1> %7961, <8 x float> zeroinitializer)
  %8026 = fadd <8 x float> %8009, %8025
  br label %8027

8027:                                             ; preds = %8010, %8017, %8024, %8008, %7989, %7967
  %8028 = phi <8 x float> [ %8009, %8008 ], [ %7968, %7967 ], [ %7990, %7989 ], [ %8026, %8024 ], [ %8023, %8017 ], [ %8016, %8010 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8028, ptr align 1 %7969, <8 x i1> %7961)
  %8029 = shl i64 %7385, 3
  %8030 = or disjoint i64 %8029, 8
  %8031 = sub nsw i64 %9, %8030
  %8032 = icmp sgt i64 %8031, 7
  %8033 = trunc i64 %8031 to i32
  %8034 = select i1 %8032, i32 8, i32 %8033
  %8035 = insertelement <8 x i32> poison, i32 %8034, i64 0
  %8036 = shufflevector <8 x i32> %8035, <8 x i32> poison, <8 x i32> zeroinitializer
  %8037 = icmp sgt <8 x i32> %8036, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %8043, label %8038

8038:                                             ; preds = %8027
  %8039 = load float, ptr %5038, align 1
  %8040 = insertelement <8 x float> poison, float %8039, i64 0
  %8041 = shufflevector <8 x float> %8040, <8 x float> poison, <8 x i32> zeroinitializer
  %8042 = fadd <8 x float> %7952, %8041
  br label %8043

8043:                                             ; preds = %8038, %8027
  %8044 = phi <8 x float> [ %8042, %8038 ], [ %7952, %8027 ]
  %8045 = getelementptr inbounds nuw float, ptr %5045, i64 %8030
  %8046 = getelementptr inbounds nuw float, ptr %5050, i64 %8030
  %8047 = select i1 %5060, ptr null, ptr %8046
  switch i64 %4826, label %509 [
    i64 1, label %8062
    i64 2, label %8055
    i64 3, label %8048
    i64 0, label %8103
  ]

8048:                                             ; preds = %8043
  %8049 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8044)
  %8050 = bitcast <8 x float> %8044 to <8 x i32>
  %8051 = and <8 x i32> %8050, %4668
  %8052 = bitcast <8 x i32> %8051 to <8 x float>
  %8053 = fcmp oeq <8 x float> %8044, %52
  %8054 = select <8 x i1> %8053, <8 x float> %8052, <8 x float> %8049
  br label %8065

8055:                                             ; preds = %8043
  %8056 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8044)
  %8057 = bitcast <8 x float> %8044 to <8 x i32>
  %8058 = or <8 x i32> %8057, %4669
  %8059 = bitcast <8 x i32> %8058 to <8 x float>
  %8060 = fcmp oeq <8 x float> %8044, %55
  %8061 = select <8 x i1> %8060, <8 x float> %8059, <8 x float> %8056
  br label %8065

8062:                                             ; preds = %8043
  %8063 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8047, <8 x i1> %8037, <8 x float> zeroinitializer)
  %8064 = fadd <8 x float> %8044, %8063
  br label %8065

8065:                                             ; preds = %8062, %8055, %8048
  %8066 = phi <8 x float> [ %8064, %8062 ], [ %8061, %8055 ], [ %8054, %8048 ]
  switch i64 %4832, label %509 [
    i64 1, label %8081
    i64 2, label %8074
    i64 3, label %8067
    i64 0, label %8103
  ]

8067:                                             ; preds = %8065
  %8068 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8066)
  %8069 = bitcast <8 x float> %8066 to <8 x i32>
  %8070 = and <8 x i32> %8069, %4668
  %8071 = bitcast <8 x i32> %8070 to <8 x float>
  %8072 = fcmp oeq <8 x float> %8066, %52
  %8073 = select <8 x i1> %8072, <8 x float> %8071, <8 x float> %8068
  br label %8084

8074:                                             ; preds = %8065
  %8075 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8066)
  %8076 = bitcast <8 x float> %8066 to <8 x i32>
  %8077 = or <8 x i32> %8076, %4669
  %8078 = bitcast <8 x i32> %8077 to <8 x float>
  %8079 = fcmp oeq <8 x float> %8066, %55
  %8080 = select <8 x i1> %8079, <8 x float> %8078, <8 x float> %8075
  br label %8084

8081:                                             ; preds = %8065
  %8082 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8047, <8 x i1> %8037, <8 x float> zeroinitializer)
  %8083 = fadd <8 x float> %8066, %8082
  br label %8084

8084:                                             ; preds = %8081, %8074, %8067
  %8085 = phi <8 x float> [ %8083, %8081 ], [ %8080, %8074 ], [ %8073, %8067 ]
  switch i64 %4834, label %509 [
    i64 1, label %8100
    i64 2, label %8093
    i64 3, label %8086
    i64 0, label %8103
  ]

8086:                                             ; preds = %8084
  %8087 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8085)
  %8088 = bitcast <8 x float> %8085 to <8 x i32>
  %8089 = and <8 x i32> %8088, %4668
  %8090 = bitcast <8 x i32> %8089 to <8 x float>
  %8091 = fcmp oeq <8 x float> %8085, %52
  %8092 = select <8 x i1> %8091, <8 x float> %8090, <8 x float> %8087
  br label %8103

8093:                                             ; preds = %8084
  %8094 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8085)
  %8095 = bitcast <8 x float> %8085 to <8 x i32>
  %8096 = or <8 x i32> %8095, %4669
  %8097 = bitcast <8 x i32> %8096 to <8 x float>
  %8098 = fcmp oeq <8 x float> %8085, %55
  %8099 = select <8 x i1> %8098, <8 x float> %8097, <8 x float> %8094
  br label %8103

8100:                                             ; preds = %8084
  %8101 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8047, <8 x i1> %8037, <8 x float> zeroinitializer)
  %8102 = fadd <8 x float> %8085, %8101
  br label %8103

8103:                                             ; preds = %8086, %8093, %8100, %8084, %8065, %8043
  %8104 = phi <8 x float> [ %8085, %8084 ], [ %8044, %8043 ], [ %8066, %8065 ], [ %8102, %8100 ], [ %8099, %8093 ], [ %8092, %8086 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8104, ptr nonnull align 1 %8045, <8 x i1> %8037)
  %8105 = shl i64 %7385, 3
  %8106 = or disjoint i64 %8105, 16
  %8107 = sub nsw i64 %9, %8106
  %8108 = icmp sgt i64 %8107, 7
  %8109 = trunc i64 %8107 to i32
  %8110 = select i1 %8108, i32 8, i32 %8109
  %8111 = insertelement <8 x i32> poison, i32 %8110, i64 0
  %8112 = shufflevector <8 x i32> %8111, <8 x i32> poison, <8 x i32> zeroinitializer
  %8113 = icmp sgt <8 x i32> %8112, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %8119, label %8114

8114:                                             ; preds = %8103
  %8115 = load float, ptr %5038, align 1
  %8116 = insertelement <8 x float> poison, float %8115, i64 0
  %8117 = shufflevector <8 x float> %8116, <8 x float> poison, <8 x i32> zeroinitializer
  %8118 = fadd <8 x float> %7953, %8117
  br label %8119

8119:                                             ; preds = %8114, %8103
  %8120 = phi <8 x float> [ %8118, %8114 ], [ %7953, %8103 ]
  %8121 = getelementptr inbounds nuw float, ptr %5045, i64 %8106
  %8122 = getelementptr inbounds nuw float, ptr %5050, i64 %8106
  %8123 = select i1 %5060, ptr null, ptr %8122
  switch i64 %4826, label %509 [
    i64 1, label %8138
    i64 2, label %8131
    i64 3, label %8124
    i64 0, label %8179
  ]

8124:                                             ; preds = %8119
  %8125 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8120)
  %8126 = bitcast <8 x float> %8120 to <8 x i32>
  %8127 = and <8 x i32> %8126, %4668
  %8128 = bitcast <8 x i32> %8127 to <8 x float>
  %8129 = fcmp oeq <8 x float> %8120, %52
  %8130 = select <8 x i1> %8129, <8 x float> %8128, <8 x float> %8125
  br label %8141

8131:                                             ; preds = %8119
  %8132 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8120)
  %8133 = bitcast <8 x float> %8120 to <8 x i32>
  %8134 = or <8 x i32> %8133, %4669
  %8135 = bitcast <8 x i32> %8134 to <8 x float>
  %8136 = fcmp oeq <8 x float> %8120, %55
  %8137 = select <8 x i1> %8136, <8 x float> %8135, <8 x float> %8132
  br label %8141

8138:                                             ; preds = %8119
  %8139 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %8113, <8 x float> zeroinitializer)
  %8140 = fadd <8 x float> %8120, %8139
  br label %8141

8141:                                             ; preds = %8138, %8131, %8124
  %8142 = phi <8 x float> [ %8140, %8138 ], [ %8137, %8131 ], [ %8130, %8124 ]
  switch i64 %4836, label %509 [
    i64 1, label %8157
    i64 2, label %8150
    i64 3, label %8143
    i64 0, label %8179
  ]

8143:                                             ; preds = %8141
  %8144 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8142)
  %8145 = bitcast <8 x float> %8142 to <8 x i32>
  %8146 = and <8 x i32> %8145, %4668
  %8147 = bitcast <8 x i32> %8146 to <8 x float>
  %8148 = fcmp oeq <8 x float> %8142, %52
  %8149 = select <8 x i1> %8148, <8 x float> %8147, <8 x float> %8144
  br label %8160

8150:                                             ; preds = %8141
  %8151 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8142)
  %8152 = bitcast <8 x float> %8142 to <8 x i32>
  %8153 = or <8 x i32> %8152, %4669
  %8154 = bitcast <8 x i32> %8153 to <8 x float>
  %8155 = fcmp oeq <8 x float> %8142, %55
  %8156 = select <8 x i1> %8155, <8 x float> %8154, <8 x float> %8151
  br label %8160

8157:                                             ; preds = %8141
  %8158 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %8113, <8 x float> zeroinitializer)
  %8159 = fadd <8 x float> %8142, %8158
  br label %8160

8160:                                             ; preds = %8157, %8150, %8143
  %8161 = phi <8 x float> [ %8159, %8157 ], [ %8156, %8150 ], [ %8149, %8143 ]
  switch i64 %4838, label %509 [
    i64 1, label %8176
    i64 2, label %8169
    i64 3, label %8162
    i64 0, label %8179
  ]

8162:                                             ; preds = %8160
  %8163 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8161)
  %8164 = bitcast <8 x float> %8161 to <8 x i32>
  %8165 = and <8 x i32> %8164, %4668
  %8166 = bitcast <8 x i32> %8165 to <8 x float>
  %8167 = fcmp oeq <8 x float> %8161, %52
  %8168 = select <8 x i1> %8167, <8 x float> %8166, <8 x float> %8163
  br label %8179

8169:                                             ; preds = %8160
  %8170 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8161)
  %8171 = bitcast <8 x float> %8161 to <8 x i32>
  %8172 = or <8 x i32> %8171, %4669
  %8173 = bitcast <8 x i32> %8172 to <8 x float>
  %8174 = fcmp oeq <8 x float> %8161, %55
  %8175 = select <8 x i1> %8174, <8 x float> %8173, <8 x float> %8170
  br label %8179

8176:                                             ; preds = %8160
  %8177 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8123, <8 x i1> %8113, <8 x float> zeroinitializer)
  %8178 = fadd <8 x float> %8161, %8177
  br label %8179

8179:                                             ; preds = %8162, %8169, %8176, %8160, %8141, %8119
  %8180 = phi <8 x float> [ %8161, %8160 ], [ %8120, %8119 ], [ %8142, %8141 ], [ %8178, %8176 ], [ %8175, %8169 ], [ %8168, %8162 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8180, ptr nonnull align 1 %8121, <8 x i1> %8113)
  br label %10861

8181:                                             ; preds = %7384
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  br i1 %4665, label %8182, label %8255

8182:                                             ; preds = %8181, %8196
  %8183 = phi i64 [ %8197, %8196 ], [ 0, %8181 ]
  %8184 = mul nsw i64 %8183, %14
  %8185 = sub i64 %8184, %16
  %8186 = add i64 %8185, %5065
  %8187 = icmp slt i64 %8186, 0
  %8188 = icmp sge i64 %8186, %6
  %8189 = or i1 %8187, %8188
  %8190 = select i1 %8189, i64 0, i64 %8186
  %8191 = mul nsw i64 %8190, %7
  %8192 = getelementptr inbounds float, ptr %5035, i64 %8191
  br i1 %4666, label %8193, label %8196

8193:                                             ; preds = %8182
  %8194 = mul nuw nsw i64 %8183, %11
  %8195 = getelementptr inbounds nuw float, ptr %5037, i64 %8194
  br label %8199

8196:                                             ; preds = %8208, %8182
  %8197 = add nuw nsw i64 %8183, 1
  %8198 = icmp eq i64 %8197, %10
  br i1 %8198, label %8253, label %8182

8199:                                             ; preds = %8193, %8208
  %8200 = phi i64 [ 0, %8193 ], [ %8209, %8208 ]
  %8201 = getelementptr inbounds nuw float, ptr %8195, i64 %8200
  %8202 = load float, ptr %8201, align 1
  %8203 = insertelement <8 x float> poison, float %8202, i64 0
  %8204 = shufflevector <8 x float> %8203, <8 x float> poison, <8 x i32> zeroinitializer
  %8205 = mul nsw i64 %8200, %15
  %8206 = sub i64 %8205, %17
  %8207 = getelementptr <4 x i64>, ptr %4653, i64 %8200
  br label %8211

8208:                                             ; preds = %8242
  %8209 = add nuw nsw i64 %8200, 1
  %8210 = icmp eq i64 %8209, %11
  br i1 %8210, label %8196, label %8199

8211:                                             ; preds = %8199, %8242
  %8212 = phi i64 [ 0, %8199 ], [ %8251, %8242 ]
  %8213 = or disjoint i64 %7385, %8212
  %8214 = shl nsw i64 %8213, 3
  %8215 = add i64 %8206, %8214
  br i1 %4667, label %8220, label %8216

8216:                                             ; preds = %8211
  %8217 = mul nuw nsw i64 %8213, %11
  %8218 = getelementptr <4 x i64>, ptr %8207, i64 %8217
  %8219 = load <4 x i64>, ptr %8218, align 32
  br label %8242

8220:                                             ; preds = %8211
  %8221 = sub nsw i64 %9, %8214
  %8222 = icmp slt i64 %8215, 0
  %8223 = sub nsw i64 0, %8215
  %8224 = select i1 %8222, i64 %8223, i64 0
  %8225 = sub nsw i64 %7, %8215
  %8226 = call i64 @llvm.smin.i64(i64 %8225, i64 %8221)
  %8227 = call i64 @llvm.smin.i64(i64 %8226, i64 8)
  %8228 = icmp sgt i64 %8227, %8224
  %8229 = trunc i64 %8224 to i32
  %8230 = select i1 %8228, i32 %8229, i32 0
  %8231 = insertelement <8 x i32> poison, i32 %8230, i64 0
  %8232 = shufflevector <8 x i32> %8231, <8 x i32> poison, <8 x i32> zeroinitializer
  %8233 = icmp slt <8 x i32> %8232, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %8234 = trunc i64 %8227 to i32
  %8235 = select i1 %8228, i32 %8234, i32 0
  %8236 = insertelement <8 x i32> poison, i32 %8235, i64 0
  %8237 = shufflevector <8 x i32> %8236, <8 x i32> poison, <8 x i32> zeroinitializer
  %8238 = icmp sgt <8 x i32> %8237, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8239 = and <8 x i1> %8238, %8233
  %8240 = sext <8 x i1> %8239 to <8 x i32>
  %8241 = bitcast <8 x i32> %8240 to <4 x i64>
  br label %8242

8242:                                             ; preds = %8220, %8216
  %8243 = phi <4 x i64> [ %8219, %8216 ], [ %8241, %8220 ]
  %8244 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %8212
  %8245 = getelementptr inbounds float, ptr %8192, i64 %8215
  %8246 = select i1 %8189, <4 x i64> zeroinitializer, <4 x i64> %8243
  %8247 = bitcast <4 x i64> %8246 to <8 x i32>
  %8248 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %8245, <8 x i32> %8247)
  %8249 = load <8 x float>, ptr %8244, align 32
  %8250 = call <8 x float> @llvm.fma.v8f32(<8 x float> %8248, <8 x float> %8204, <8 x float> %8249)
  store <8 x float> %8250, ptr %8244, align 32
  %8251 = add nuw nsw i64 %8212, 1
  %8252 = icmp eq i64 %8251, 4
  br i1 %8252, label %8208, label %8211

8253:                                             ; preds = %8196
  %8254 = load <8 x float>, ptr %29, align 32
  br label %8255

8255:                                             ; preds = %8253, %8181
  %8256 = phi <8 x float> [ %8254, %8253 ], [ zeroinitializer, %8181 ]
  %8257 = shl nsw i64 %7385, 3
  %8258 = sub nsw i64 %9, %8257
  %8259 = icmp sgt i64 %8258, 7
  %8260 = trunc i64 %8258 to i32
  %8261 = select i1 %8259, i32 8, i32 %8260
  %8262 = insertelement <8 x i32> poison, i32 %8261, i64 0
  %8263 = shufflevector <8 x i32> %8262, <8 x i32> poison, <8 x i32> zeroinitializer
  %8264 = icmp sgt <8 x i32> %8263, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %8270, label %8265

8265:                                             ; preds = %8255
  %8266 = load float, ptr %5038, align 1
  %8267 = insertelement <8 x float> poison, float %8266, i64 0
  %8268 = shufflevector <8 x float> %8267, <8 x float> poison, <8 x i32> zeroinitializer
  %8269 = fadd <8 x float> %8256, %8268
  br label %8270

8270:                                             ; preds = %8265, %8255
  %8271 = phi <8 x float> [ %8269, %8265 ], [ %8256, %8255 ]
  %8272 = getelementptr inbounds nuw float, ptr %5045, i64 %8257
  %8273 = getelementptr inbounds nuw float, ptr %5050, i64 %8257
  %8274 = select i1 %5060, ptr null, ptr %8273
  switch i64 %4806, label %509 [
    i64 1, label %8275
    i64 2, label %8278
    i64 3, label %8285
    i64 0, label %8330
  ]

8275:                                             ; preds = %8270
  %8276 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8274, <8 x i1> %8264, <8 x float> zeroinitializer)
  %8277 = fadd <8 x float> %8271, %8276
  br label %8292

8278:                                             ; preds = %8270
  %8279 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8271)
  %8280 = bitcast <8 x float> %8271 to <8 x i32>
  %8281 = or <8 x i32> %8280, %4669
  %8282 = bitcast <8 x i32> %8281 to <8 x float>
  %8283 = fcmp oeq <8 x float> %8271, %55
  %8284 = select <8 x i1> %8283, <8 x float> %8282, <8 x float> %8279
  br label %8292

8285:                                             ; preds = %8270
  %8286 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8271)
  %8287 = bitcast <8 x float> %8271 to <8 x i32>
  %8288 = and <8 x i32> %8287, %4668
  %8289 = bitcast <8 x i32> %8288 to <8 x float>
  %8290 = fcmp oeq <8 x float> %8271, %52
  %8291 = select <8 x i1> %8290, <8 x float> %8289, <8 x float> %8286
  br label %8292

8292:                                             ; preds = %8285, %8278, %8275
  %8293 = phi <8 x float> [ %8277, %8275 ], [ %8284, %8278 ], [ %8291, %8285 ]
  switch i64 %4808, label %509 [
    i64 1, label %8308
    i64 2, label %8301
    i64 3, label %8294
    i64 0, label %8330
  ]

8294:                                             ; preds = %8292
  %8295 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8293)
  %8296 = bitcast <8 x float> %8293 to <8 x i32>
  %8297 = and <8 x i32> %8296, %4668
  %8298 = bitcast <8 x i32> %8297 to <8 x float>
  %8299 = fcmp oeq <8 x float> %8293, %52
  %8300 = select <8 x i1> %8299, <8 x float> %8298, <8 x float> %8295
  br label %8311

8301:                                             ; preds = %8292
  %8302 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8293)
  %8303 = bitcast <8 x float> %8293 to <8 x i32>
  %8304 = or <8 x i32> %8303, %4669
  %8305 = bitcast <8 x i32> %8304 to <8 x float>
  %8306 = fcmp oeq <8 x float> %8293, %55
  %8307 = select <8 x i1> %8306, <8 x float> %8305, <8 x float> %8302
  br label %8311

8308:                                             ; preds = %8292
  %8309 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8274, <8 x i1> %8264, <8 x float> zeroinitializer)
  %8310 = fadd <8 x float> %8293, %8309
  br label %8311

8311:                                             ; preds = %8308, %8301, %8294
  %8312 = phi <8 x float> [ %8310, %8308 ], [ %8307, %8301 ], [ %8300, %8294 ]
  switch i64 %4810, label %509 [
    i64 1, label %8327
    i64 2, label %8320
    i64 3, label %8313
    i64 0, label %8330
  ]

8313:                                             ; preds = %8311
  %8314 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8312)
  %8315 = bitcast <8 x float> %8312 to <8 x i32>
  %8316 = and <8 x i32> %8315, %4668
  %8317 = bitcast <8 x i32> %8316 to <8 x float>
  %8318 = fcmp oeq <8 x float> %8312, %52
  %8319 = select <8 x i1> %8318, <8 x float> %8317, <8 x float> %8314
  br label %8330

8320:                                             ; preds = %8311
  %8321 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8312)
  %8322 = bitcast <8 x float> %8312 to <8 x i32>
  %8323 = or <8 x i32> %8322, %4669
  %8324 = bitcast <8 x i32> %8323 to <8 x float>
  %8325 = fcmp oeq <8 x float> %8312, %55
  %8326 = select <8 x i1> %8325, <8 x float> %8324, <8 x float> %8321
  br label %8330

8327:                                             ; preds = %8311
  %8328 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8274, <8 x i1> %8264, <8 x float> zeroinitializer)
  %8329 = fadd <8 x float> %8312, %8328
  br label %8330

8330:                                             ; preds = %8313, %8320, %8327, %8311, %8292, %8270
  %8331 = phi <8 x float> [ %8312, %8311 ], [ %8271, %8270 ], [ %8293, %8292 ], [ %8329, %8327 ], [ %8326, %8320 ], [ %8319, %8313 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8331, ptr align 1 %8272, <8 x i1> %8264)
  %8332 = shl i64 %7385, 3
  %8333 = or disjoint i64 %8332, 8
  %8334 = sub nsw i64 %9, %8333
  %8335 = icmp sgt i64 %8334, 7
  %8336 = trunc i64 %8334 to i32
  %8337 = select i1 %8335, i32 8, i32 %8336
  %8338 = insertelement <8 x i32> poison, i32 %8337, i64 0
  %8339 = shufflevector <8 x i32> %8338, <8 x i32> poison, <8 x i32> zeroinitializer
  %8340 = icmp sgt <8 x i32> %8339, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8341 = load <8 x float>, ptr %4811, align 32
  br i1 %5059, label %8347, label %8342

8342:                                             ; preds = %8330
  %8343 = load float, ptr %5038, align 1
  %8344 = insertelement <8 x float> poison, float %8343, i64 0
  %8345 = shufflevector <8 x float> %8344, <8 x float> poison, <8 x i32> zeroinitializer
  %8346 = fadd <8 x float> %8341, %8345
  br label %8347

8347:                                             ; preds = %8342, %8330
  %8348 = phi <8 x float> [ %8346, %8342 ], [ %8341, %8330 ]
  %8349 = getelementptr inbounds nuw float, ptr %5045, i64 %8333
  %8350 = getelementptr inbounds nuw float, ptr %5050, i64 %8333
  %8351 = select i1 %5060, ptr null, ptr %8350
  switch i64 %4806, label %509 [
    i64 1, label %8366
    i64 2, label %8359
    i64 3, label %8352
    i64 0, label %8407
  ]

8352:                                             ; preds = %8347
  %8353 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8348)
  %8354 = bitcast <8 x float> %8348 to <8 x i32>
  %8355 = and <8 x i32> %8354, %4668
  %8356 = bitcast <8 x i32> %8355 to <8 x float>
  %8357 = fcmp oeq <8 x float> %8348, %52
  %8358 = select <8 x i1> %8357, <8 x float> %8356, <8 x float> %8353
  br label %8369

8359:                                             ; preds = %8347
  %8360 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8348)
  %8361 = bitcast <8 x float> %8348 to <8 x i32>
  %8362 = or <8 x i32> %8361, %4669
  %8363 = bitcast <8 x i32> %8362 to <8 x float>
  %8364 = fcmp oeq <8 x float> %8348, %55
  %8365 = select <8 x i1> %8364, <8 x float> %8363, <8 x float> %8360
  br label %8369

8366:                                             ; preds = %8347
  %8367 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8351, <8 x i1> %8340, <8 x float> zeroinitializer)
  %8368 = fadd <8 x float> %8348, %8367
  br label %8369

8369:                                             ; preds = %8366, %8359, %8352
  %8370 = phi <8 x float> [ %8368, %8366 ], [ %8365, %8359 ], [ %8358, %8352 ]
  switch i64 %4813, label %509 [
    i64 1, label %8385
    i64 2, label %8378
    i64 3, label %8371
    i64 0, label %8407
  ]

8371:                                             ; preds = %8369
  %8372 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8370)
  %8373 = bitcast <8 x float> %8370 to <8 x i32>
  %8374 = and <8 x i32> %8373, %4668
  %8375 = bitcast <8 x i32> %8374 to <8 x float>
  %8376 = fcmp oeq <8 x float> %8370, %52
  %8377 = select <8 x i1> %8376, <8 x float> %8375, <8 x float> %8372
  br label %8388

8378:                                             ; preds = %8369
  %8379 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8370)
  %8380 = bitcast <8 x float> %8370 to <8 x i32>
  %8381 = or <8 x i32> %8380, %4669
  %8382 = bitcast <8 x i32> %8381 to <8 x float>
  %8383 = fcmp oeq <8 x float> %8370, %55
  %8384 = select <8 x i1> %8383, <8 x float> %8382, <8 x float> %8379
  br label %8388

8385:                                             ; preds = %8369
  %8386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8351, <8 x i1> %8340, <8 x float> zeroinitializer)
  %8387 = fadd <8 x float> %8370, %8386
  br label %8388

8388:                                             ; preds = %8385, %8378, %8371
  %8389 = phi <8 x float> [ %8387, %8385 ], [ %8384, %8378 ], [ %8377, %8371 ]
  switch i64 %4815, label %509 [
    i64 1, label %8404
    i64 2, label %8397
    i64 3, label %8390
    i64 0, label %8407
  ]

8390:                                             ; preds = %8388
  %8391 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8389)
  %8392 = bitcast <8 x float> %8389 to <8 x i32>
  %8393 = and <8 x i32> %8392, %4668
  %8394 = bitcast <8 x i32> %8393 to <8 x float>
  %8395 = fcmp oeq <8 x float> %8389, %52
  %8396 = select <8 x i1> %8395, <8 x float> %8394, <8 x float> %8391
  br label %8407

8397:                                             ; preds = %8388
  %8398 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8389)
  %8399 = bitcast <8 x float> %8389 to <8 x i32>
  %8400 = or <8 x i32> %8399, %4669
  %8401 = bitcast <8 x i32> %8400 to <8 x float>
  %8402 = fcmp oeq <8 x float> %8389, %55
  %8403 = select <8 x i1> %8402, <8 x float> %8401, <8 x float> %8398
  br label %8407

8404:                                             ; preds = %8388
  %8405 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8351, <8 x i1> %8340, <8 x float> zeroinitializer)
  %8406 = fadd <8 x float> %8389, %8405
  br label %8407

8407:                                             ; preds = %8390, %8397, %8404, %8388, %8369, %8347
  %8408 = phi <8 x float> [ %8389, %8388 ], [ %8348, %8347 ], [ %8370, %8369 ], [ %8406, %8404 ], [ %8403, %8397 ], [ %8396, %8390 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8408, ptr nonnull align 1 %8349, <8 x i1> %8340)
  %8409 = shl i64 %7385, 3
  %8410 = or disjoint i64 %8409, 16
  %8411 = sub nsw i64 %9, %8410
  %8412 = icmp sgt i64 %8411, 7
  %8413 = trunc i64 %8411 to i32
  %8414 = select i1 %8412, i32 8, i32 %8413
  %8415 = insertelement <8 x i32> poison, i32 %8414, i64 0
  %8416 = shufflevector <8 x i32> %8415, <8 x i32> poison, <8 x i32> zeroinitializer
  %8417 = icmp sgt <8 x i32> %8416, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8418 = load <8 x float>, ptr %4816, align 32
  br i1 %5059, label %8424, label %8419

8419:                                             ; preds = %8407
  %8420 = load float, ptr %5038, align 1
  %8421 = insertelement <8 x float> poison, float %8420, i64 0
  %8422 = shufflevector <8 x float> %8421, <8 x float> poison, <8 x i32> zeroinitializer
  %8423 = fadd <8 x float> %8418, %8422
  br label %8424

8424:                                             ; preds = %8419, %8407
  %8425 = phi <8 x float> [ %8423, %8419 ], [ %8418, %8407 ]
  %8426 = getelementptr inbounds nuw float, ptr %5045, i64 %8410
  %8427 = getelementptr inbounds nuw float, ptr %5050, i64 %8410
  %8428 = select i1 %5060, ptr null, ptr %8427
  switch i64 %4806, label %509 [
    i64 1, label %8443
    i64 2, label %8436
    i64 3, label %8429
    i64 0, label %8484
  ]

8429:                                             ; preds = %8424
  %8430 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8425)
  %8431 = bitcast <8 x float> %8425 to <8 x i32>
  %8432 = and <8 x i32> %8431, %4668
  %8433 = bitcast <8 x i32> %8432 to <8 x float>
  %8434 = fcmp oeq <8 x float> %8425, %52
  %8435 = select <8 x i1> %8434, <8 x float> %8433, <8 x float> %8430
  br label %8446

8436:                                             ; preds = %8424
  %8437 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8425)
  %8438 = bitcast <8 x float> %8425 to <8 x i32>
  %8439 = or <8 x i32> %8438, %4669
  %8440 = bitcast <8 x i32> %8439 to <8 x float>
  %8441 = fcmp oeq <8 x float> %8425, %55
  %8442 = select <8 x i1> %8441, <8 x float> %8440, <8 x float> %8437
  br label %8446

8443:                                             ; preds = %8424
  %8444 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8428, <8 x i1> %8417, <8 x float> zeroinitializer)
  %8445 = fadd <8 x float> %8425, %8444
  br label %8446

8446:                                             ; preds = %8443, %8436, %8429
  %8447 = phi <8 x float> [ %8445, %8443 ], [ %8442, %8436 ], [ %8435, %8429 ]
  switch i64 %4818, label %509 [
    i64 1, label %8462
    i64 2, label %8455
    i64 3, label %8448
    i64 0, label %8484
  ]

8448:                                             ; preds = %8446
  %8449 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8447)
  %8450 = bitcast <8 x float> %8447 to <8 x i32>
  %8451 = and <8 x i32> %8450, %4668
  %8452 = bitcast <8 x i32> %8451 to <8 x float>
  %8453 = fcmp oeq <8 x float> %8447, %52
  %8454 = select <8 x i1> %8453, <8 x float> %8452, <8 x float> %8449
  br label %8465

8455:                                             ; preds = %8446
  %8456 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8447)
  %8457 = bitcast <8 x float> %8447 to <8 x i32>
  %8458 = or <8 x i32> %8457, %4669
  %8459 = bitcast <8 x i32> %8458 to <8 x float>
  %8460 = fcmp oeq <8 x float> %8447, %55
  %8461 = select <8 x i1> %8460, <8 x float> %8459, <8 x float> %8456
  br label %8465

8462:                                             ; preds = %8446
  %8463 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8428, <8 x i1> %8417, <8 x float> zeroinitializer)
  %8464 = fadd <8 x float> %8447, %8463
  br label %8465

8465:                                             ; preds = %8462, %8455, %8448
  %8466 = phi <8 x float> [ %8464, %8462 ], [ %8461, %8455 ], [ %8454, %8448 ]
  switch i64 %4820, label %509 [
    i64 1, label %8481
    i64 2, label %8474
    i64 3, label %8467
    i64 0, label %8484
  ]

8467:                                             ; preds = %8465
  %8468 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8466)
  %8469 = bitcast <8 x float> %8466 to <8 x i32>
  %8470 = and <8 x i32> %8469, %4668
  %8471 = bitcast <8 x i32> %8470 to <8 x float>
  %8472 = fcmp oeq <8 x float> %8466, %52
  %8473 = select <8 x i1> %8472, <8 x float> %8471, <8 x float> %8468
  br label %8484

8474:                                             ; preds = %8465
  %8475 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8466)
  %8476 = bitcast <8 x float> %8466 to <8 x i32>
  %8477 = or <8 x i32> %8476, %4669
  %8478 = bitcast <8 x i32> %8477 to <8 x float>
  %8479 = fcmp oeq <8 x float> %8466, %55
  %8480 = select <8 x i1> %8479, <8 x float> %8478, <8 x float> %8475
  br label %8484

8481:                                             ; preds = %8465
  %8482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8428, <8 x i1> %8417, <8 x float> zeroinitializer)
  %8483 = fadd <8 x float> %8466, %8482
  br label %8484

8484:                                             ; preds = %8467, %8474, %8481, %8465, %8446, %8424
  %8485 = phi <8 x float> [ %8466, %8465 ], [ %8425, %8424 ], [ %8447, %8446 ], [ %8483, %8481 ], [ %8480, %8474 ], [ %8473, %8467 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8485, ptr nonnull align 1 %8426, <8 x i1> %8417)
  %8486 = shl i64 %7385, 3
  %8487 = or disjoint i64 %8486, 24
  %8488 = sub nsw i64 %9, %8487
  %8489 = icmp sgt i64 %8488, 7
  %8490 = trunc i64 %8488 to i32
  %8491 = select i1 %8489, i32 8, i32 %8490
  %8492 = insertelement <8 x i32> poison, i32 %8491, i64 0
  %8493 = shufflevector <8 x i32> %8492, <8 x i32> poison, <8 x i32> zeroinitializer
  %8494 = icmp sgt <8 x i32> %8493, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8495 = load <8 x float>, ptr %4821, align 32
  br i1 %5059, label %8501, label %8496

8496:                                             ; preds = %8484
  %8497 = load float, ptr %5038, align 1
  %8498 = insertelement <8 x float> poison, float %8497, i64 0
  %8499 = shufflevector <8 x float> %8498, <8 x float> poison, <8 x i32> zeroinitializer
  %8500 = fadd <8 x float> %8495, %8499
  br label %8501

8501:                                             ; preds = %8496, %8484
  %8502 = phi <8 x float> [ %8500, %8496 ], [ %8495, %8484 ]
  %8503 = getelementptr inbounds nuw float, ptr %5045, i64 %8487
  %8504 = getelementptr inbounds nuw float, ptr %5050, i64 %8487
  %8505 = select i1 %5060, ptr null, ptr %8504
  switch i64 %4806, label %509 [
    i64 1, label %8520
    i64 2, label %8513
    i64 3, label %8506
    i64 0, label %8561
  ]

8506:                                             ; preds = %8501
  %8507 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8502)
  %8508 = bitcast <8 x float> %8502 to <8 x i32>
  %8509 = and <8 x i32> %8508, %4668
  %8510 = bitcast <8 x i32> %8509 to <8 x float>
  %8511 = fcmp oeq <8 x float> %8502, %52
  %8512 = select <8 x i1> %8511, <8 x float> %8510, <8 x float> %8507
  br label %8523

8513:                                             ; preds = %8501
  %8514 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8502)
  %8515 = bitcast <8 x float> %8502 to <8 x i32>
  %8516 = or <8 x i32> %8515, %4669
  %8517 = bitcast <8 x i32> %8516 to <8 x float>
  %8518 = fcmp oeq <8 x float> %8502, %55
  %8519 = select <8 x i1> %8518, <8 x float> %8517, <8 x float> %8514
  br label %8523

8520:                                             ; preds = %8501
  %8521 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8505, <8 x i1> %8494, <8 x float> zeroinitializer)
  %8522 = fadd <8 x float> %8502, %8521
  br label %8523

8523:                                             ; preds = %8520, %8513, %8506
  %8524 = phi <8 x float> [ %8522, %8520 ], [ %8519, %8513 ], [ %8512, %8506 ]
  switch i64 %4823, label %509 [
    i64 1, label %8539
    i64 2, label %8532
    i64 3, label %8525
    i64 0, label %8561
  ]

8525:                                             ; preds = %8523
  %8526 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8524)
  %8527 = bitcast <8 x float> %8524 to <8 x i32>
  %8528 = and <8 x i32> %8527, %4668
  %8529 = bitcast <8 x i32> %8528 to <8 x float>
  %8530 = fcmp oeq <8 x float> %8524, %52
  %8531 = select <8 x i1> %8530, <8 x float> %8529, <8 x float> %8526
  br label %8542

8532:                                             ; preds = %8523
  %8533 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8524)
  %8534 = bitcast <8 x float> %8524 to <8 x i32>
  %8535 = or <8 x i32> %8534, %4669
  %8536 = bitcast <8 x i32> %8535 to <8 x float>
  %8537 = fcmp oeq <8 x float> %8524, %55
  %8538 = select <8 x i1> %8537, <8 x float> %8536, <8 x float> %8533
  br label %8542

8539:                                             ; preds = %8523
  %8540 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8505, <8 x i1> %8494, <8 x float> zeroinitializer)
  %8541 = fadd <8 x float> %8524, %8540
  br label %8542

8542:                                             ; preds = %8539, %8532, %8525
  %8543 = phi <8 x float> [ %8541, %8539 ], [ %8538, %8532 ], [ %8531, %8525 ]
  switch i64 %4825, label %509 [
    i64 1, label %8558
    i64 2, label %8551
    i64 3, label %8544
    i64 0, label %8561
  ]

8544:                                             ; preds = %8542
  %8545 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8543)
  %8546 = bitcast <8 x float> %8543 to <8 x i32>
  %8547 = and <8 x i32> %8546, %4668
  %8548 = bitcast <8 x i32> %8547 to <8 x float>
  %8549 = fcmp oeq <8 x float> %8543, %52
  %8550 = select <8 x i1> %8549, <8 x float> %8548, <8 x float> %8545
  br label %8561

8551:                                             ; preds = %8542
  %8552 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8543)
  %8553 = bitcast <8 x float> %8543 to <8 x i32>
  %8554 = or <8 x i32> %8553, %4669
  %8555 = bitcast <8 x i32> %8554 to <8 x float>
  %8556 = fcmp oeq <8 x float> %8543, %55
  %8557 = select <8 x i1> %8556, <8 x float> %8555, <8 x float> %8552
  br label %8561

8558:                                             ; preds = %8542
  %8559 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8505, <8 x i1> %8494, <8 x float> zeroinitializer)
  %8560 = fadd <8 x float> %8543, %8559
  br label %8561

8561:                                             ; preds = %8544, %8551, %8558, %8542, %8523, %8501
  %8562 = phi <8 x float> [ %8543, %8542 ], [ %8502, %8501 ], [ %8524, %8523 ], [ %8560, %8558 ], [ %8557, %8551 ], [ %8550, %8544 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8562, ptr nonnull align 1 %8503, <8 x i1> %8494)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %10861

8563:                                             ; preds = %7384
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %30, i8 0, i64 160, i1 false)
  br i1 %4665, label %8564, label %8637

8564:                                             ; preds = %8563, %8578
  %8565 = phi i64 [ %8579, %8578 ], [ 0, %8563 ]
  %8566 = mul nsw i64 %8565, %14
  %8567 = sub i64 %8566, %16
  %8568 = add i64 %8567, %5064
  %8569 = icmp slt i64 %8568, 0
  %8570 = icmp sge i64 %8568, %6
  %8571 = or i1 %8569, %8570
  %8572 = select i1 %8571, i64 0, i64 %8568
  %8573 = mul nsw i64 %8572, %7
  %8574 = getelementptr inbounds float, ptr %5035, i64 %8573
  br i1 %4666, label %8575, label %8578

8575:                                             ; preds = %8564
  %8576 = mul nuw nsw i64 %8565, %11
  %8577 = getelementptr inbounds nuw float, ptr %5037, i64 %8576
  br label %8581

8578:                                             ; preds = %8590, %8564
  %8579 = add nuw nsw i64 %8565, 1
  %8580 = icmp eq i64 %8579, %10
  br i1 %8580, label %8635, label %8564

8581:                                             ; preds = %8575, %8590
  %8582 = phi i64 [ 0, %8575 ], [ %8591, %8590 ]
  %8583 = getelementptr inbounds nuw float, ptr %8577, i64 %8582
  %8584 = load float, ptr %8583, align 1
  %8585 = insertelement <8 x float> poison, float %8584, i64 0
  %8586 = shufflevector <8 x float> %8585, <8 x float> poison, <8 x i32> zeroinitializer
  %8587 = mul nsw i64 %8582, %15
  %8588 = sub i64 %8587, %17
  %8589 = getelementptr <4 x i64>, ptr %4653, i64 %8582
  br label %8593

8590:                                             ; preds = %8624
  %8591 = add nuw nsw i64 %8582, 1
  %8592 = icmp eq i64 %8591, %11
  br i1 %8592, label %8578, label %8581

8593:                                             ; preds = %8581, %8624
  %8594 = phi i64 [ 0, %8581 ], [ %8633, %8624 ]
  %8595 = or disjoint i64 %7385, %8594
  %8596 = shl nsw i64 %8595, 3
  %8597 = add i64 %8588, %8596
  br i1 %4667, label %8602, label %8598

8598:                                             ; preds = %8593
  %8599 = mul nuw nsw i64 %8595, %11
  %8600 = getelementptr <4 x i64>, ptr %8589, i64 %8599
  %8601 = load <4 x i64>, ptr %8600, align 32
  br label %8624

8602:                                             ; preds = %8593
  %8603 = sub nsw i64 %9, %8596
  %8604 = icmp slt i64 %8597, 0
  %8605 = sub nsw i64 0, %8597
  %8606 = select i1 %8604, i64 %8605, i64 0
  %8607 = sub nsw i64 %7, %8597
  %8608 = call i64 @llvm.smin.i64(i64 %8607, i64 %8603)
  %8609 = call i64 @llvm.smin.i64(i64 %8608, i64 8)
  %8610 = icmp sgt i64 %8609, %8606
  %8611 = trunc i64 %8606 to i32
  %8612 = select i1 %8610, i32 %8611, i32 0
  %8613 = insertelement <8 x i32> poison, i32 %8612, i64 0
  %8614 = shufflevector <8 x i32> %8613, <8 x i32> poison, <8 x i32> zeroinitializer
  %8615 = icmp slt <8 x i32> %8614, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %8616 = trunc i64 %8609 to i32
  %8617 = select i1 %8610, i32 %8616, i32 0
  %8618 = insertelement <8 x i32> poison, i32 %8617, i64 0
  %8619 = shufflevector <8 x i32> %8618, <8 x i32> poison, <8 x i32> zeroinitializer
  %8620 = icmp sgt <8 x i32> %8619, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8621 = and <8 x i1> %8620, %8615
  %8622 = sext <8 x i1> %8621 to <8 x i32>
  %8623 = bitcast <8 x i32> %8622 to <4 x i64>
  br label %8624

8624:                                             ; preds = %8602, %8598
  %8625 = phi <4 x i64> [ %8601, %8598 ], [ %8623, %8602 ]
  %8626 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %8594
  %8627 = getelementptr inbounds float, ptr %8574, i64 %8597
  %8628 = select i1 %8571, <4 x i64> zeroinitializer, <4 x i64> %8625
  %8629 = bitcast <4 x i64> %8628 to <8 x i32>
  %8630 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %8627, <8 x i32> %8629)
  %8631 = load <8 x float>, ptr %8626, align 32
  %8632 = call <8 x float> @llvm.fma.v8f32(<8 x float> %8630, <8 x float> %8586, <8 x float> %8631)
  store <8 x float> %8632, ptr %8626, align 32
  %8633 = add nuw nsw i64 %8594, 1
  %8634 = icmp eq i64 %8633, 5
  br i1 %8634, label %8590, label %8593

8635:                                             ; preds = %8578
  %8636 = load <8 x float>, ptr %30, align 32
  br label %8637

8637:                                             ; preds = %8635, %8563
  %8638 = phi <8 x float> [ %8636, %8635 ], [ zeroinitializer, %8563 ]
  %8639 = shl nsw i64 %7385, 3
  %8640 = sub nsw i64 %9, %8639
  %8641 = icmp sgt i64 %8640, 7
  %8642 = trunc i64 %8640 to i32
  %8643 = select i1 %8641, i32 8, i32 %8642
  %8644 = insertelement <8 x i32> poison, i32 %8643, i64 0
  %8645 = shufflevector <8 x i32> %8644, <8 x i32> poison, <8 x i32> zeroinitializer
  %8646 = icmp sgt <8 x i32> %8645, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %8652, label %8647

8647:                                             ; preds = %8637
  %8648 = load float, ptr %5038, align 1
  %8649 = insertelement <8 x float> poison, float %8648, i64 0
  %8650 = shufflevector <8 x float> %8649, <8 x float> poison, <8 x i32> zeroinitializer
  %8651 = fadd <8 x float> %8638, %8650
  br label %8652

8652:                                             ; preds = %8647, %8637
  %8653 = phi <8 x float> [ %8651, %8647 ], [ %8638, %8637 ]
  %8654 = getelementptr inbounds nuw float, ptr %5045, i64 %8639
  %8655 = getelementptr inbounds nuw float, ptr %5050, i64 %8639
  %8656 = select i1 %5060, ptr null, ptr %8655
  switch i64 %4781, label %509 [
    i64 1, label %8657
    i64 2, label %8660
    i64 3, label %8667
    i64 0, label %8712
  ]

8657:                                             ; preds = %8652
  %8658 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8656, <8 x i1> %8646, <8 x float> zeroinitializer)
  %8659 = fadd <8 x float> %8653, %8658
  br label %8674

8660:                                             ; preds = %8652
  %8661 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8653)
  %8662 = bitcast <8 x float> %8653 to <8 x i32>
  %8663 = or <8 x i32> %8662, %4669
  %8664 = bitcast <8 x i32> %8663 to <8 x float>
  %8665 = fcmp oeq <8 x float> %8653, %55
  %8666 = select <8 x i1> %8665, <8 x float> %8664, <8 x float> %8661
  br label %8674

8667:                                             ; preds = %8652
  %8668 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8653)
  %8669 = bitcast <8 x float> %8653 to <8 x i32>
  %8670 = and <8 x i32> %8669, %4668
  %8671 = bitcast <8 x i32> %8670 to <8 x float>
  %8672 = fcmp oeq <8 x float> %8653, %52
  %8673 = select <8 x i1> %8672, <8 x float> %8671, <8 x float> %8668
  br label %8674

8674:                                             ; preds = %8667, %8660, %8657
  %8675 = phi <8 x float> [ %8659, %8657 ], [ %8666, %8660 ], [ %8673, %8667 ]
  switch i64 %4783, label %509 [
    i64 1, label %8690
    i64 2, label %8683
    i64 3, label %8676
    i64 0, label %8712
  ]

8676:                                             ; preds = %8674
  %8677 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8675)
  %8678 = bitcast <8 x float> %8675 to <8 x i32>
  %8679 = and <8 x i32> %8678, %4668
  %8680 = bitcast <8 x i32> %8679 to <8 x float>
  %8681 = fcmp oeq <8 x float> %8675, %52
  %8682 = select <8 x i1> %8681, <8 x float> %8680, <8 x float> %8677
  br label %8693

8683:                                             ; preds = %8674
  %8684 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8675)
  %8685 = bitcast <8 x float> %8675 to <8 x i32>
  %8686 = or <8 x i32> %8685, %4669
  %8687 = bitcast <8 x i32> %8686 to <8 x float>
  %8688 = fcmp oeq <8 x float> %8675, %55
  %8689 = select <8 x i1> %8688, <8 x float> %8687, <8 x float> %8684
  br label %8693

8690:                                             ; preds = %8674
  %8691 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8656, <8 x i1> %8646, <8 x float> zeroinitializer)
  %8692 = fadd <8 x float> %8675, %8691
  br label %8693

8693:                                             ; preds = %8690, %8683, %8676
  %8694 = phi <8 x float> [ %8692, %8690 ], [ %8689, %8683 ], [ %8682, %8676 ]
  switch i64 %4785, label %509 [
    i64 1, label %8709
    i64 2, label %8702
    i64 3, label %8695
    i64 0, label %8712
  ]

8695:                                             ; preds = %8693
  %8696 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8694)
  %8697 = bitcast <8 x float> %8694 to <8 x i32>
  %8698 = and <8 x i32> %8697, %4668
  %8699 = bitcast <8 x i32> %8698 to <8 x float>
  %8700 = fcmp oeq <8 x float> %8694, %52
  %8701 = select <8 x i1> %8700, <8 x float> %8699, <8 x float> %8696
  br label %8712

8702:                                             ; preds = %8693
  %8703 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8694)
  %8704 = bitcast <8 x float> %8694 to <8 x i32>
  %8705 = or <8 x i32> %8704, %4669
  %8706 = bitcast <8 x i32> %8705 to <8 x float>
  %8707 = fcmp oeq <8 x float> %8694, %55
  %8708 = select <8 x i1> %8707, <8 x float> %8706, <8 x float> %8703
  br label %8712

8709:                                             ; preds = %8693
  %8710 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8656, <8 x i1> %8646, <8 x float> zeroinitializer)
  %8711 = fadd <8 x float> %8694, %8710
  br label %8712

8712:                                             ; preds = %8695, %8702, %8709, %8693, %8674, %8652
  %8713 = phi <8 x float> [ %8694, %8693 ], [ %8653, %8652 ], [ %8675, %8674 ], [ %8711, %8709 ], [ %8708, %8702 ], [ %8701, %8695 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8713, ptr align 1 %8654, <8 x i1> %8646)
  %8714 = shl i64 %7385, 3
  %8715 = or disjoint i64 %8714, 8
  %8716 = sub nsw i64 %9, %8715
  %8717 = icmp sgt i64 %8716, 7
  %8718 = trunc i64 %8716 to i32
  %8719 = select i1 %8717, i32 8, i32 %8718
  %8720 = insertelement <8 x i32> poison, i32 %8719, i64 0
  %8721 = shufflevector <8 x i32> %8720, <8 x i32> poison, <8 x i32> zeroinitializer
  %8722 = icmp sgt <8 x i32> %8721, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8723 = load <8 x float>, ptr %4786, align 32
  br i1 %5059, label %8729, label %8724

8724:                                             ; preds = %8712
  %8725 = load float, ptr %5038, align 1
  %8726 = insertelement <8 x float> poison, float %8725, i64 0
  %8727 = shufflevector <8 x float> %8726, <8 x float> poison, <8 x i32> zeroinitializer
  %8728 = fadd <8 x float> %8723, %8727
  br label %8729

8729:                                             ; preds = %8724, %8712
  %8730 = phi <8 x float> [ %8728, %8724 ], [ %8723, %8712 ]
  %8731 = getelementptr inbounds nuw float, ptr %5045, i64 %8715
  %8732 = getelementptr inbounds nuw float, ptr %5050, i64 %8715
  %8733 = select i1 %5060, ptr null, ptr %8732
  switch i64 %4781, label %509 [
    i64 1, label %8748
    i64 2, label %8741
    i64 3, label %8734
    i64 0, label %8789
  ]

8734:                                             ; preds = %8729
  %8735 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8730)
  %8736 = bitcast <8 x float> %8730 to <8 x i32>
  %8737 = and <8 x i32> %8736, %4668
  %8738 = bitcast <8 x i32> %8737 to <8 x float>
  %8739 = fcmp oeq <8 x float> %8730, %52
  %8740 = select <8 x i1> %8739, <8 x float> %8738, <8 x float> %8735
  br label %8751

8741:                                             ; preds = %8729
  %8742 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8730)
  %8743 = bitcast <8 x float> %8730 to <8 x i32>
  %8744 = or <8 x i32> %8743, %4669
  %8745 = bitcast <8 x i32> %8744 to <8 x float>
  %8746 = fcmp oeq <8 x float> %8730, %55
  %8747 = select <8 x i1> %8746, <8 x float> %8745, <8 x float> %8742
  br label %8751

8748:                                             ; preds = %8729
  %8749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8733, <8 x i1> %8722, <8 x float> zeroinitializer)
  %8750 = fadd <8 x float> %8730, %8749
  br label %8751

8751:                                             ; preds = %8748, %8741, %8734
  %8752 = phi <8 x float> [ %8750, %8748 ], [ %8747, %8741 ], [ %8740, %8734 ]
  switch i64 %4788, label %509 [
    i64 1, label %8767
    i64 2, label %8760
    i64 3, label %8753
    i64 0, label %8789
  ]

8753:                                             ; preds = %8751
  %8754 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8752)
  %8755 = bitcast <8 x float> %8752 to <8 x i32>
  %8756 = and <8 x i32> %8755, %4668
  %8757 = bitcast <8 x i32> %8756 to <8 x float>
  %8758 = fcmp oeq <8 x float> %8752, %52
  %8759 = select <8 x i1> %8758, <8 x float> %8757, <8 x float> %8754
  br label %8770

8760:                                             ; preds = %8751
  %8761 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8752)
  %8762 = bitcast <8 x float> %8752 to <8 x i32>
  %8763 = or <8 x i32> %8762, %4669
  %8764 = bitcast <8 x i32> %8763 to <8 x float>
  %8765 = fcmp oeq <8 x float> %8752, %55
  %8766 = select <8 x i1> %8765, <8 x float> %8764, <8 x float> %8761
  br label %8770

8767:                                             ; preds = %8751
  %8768 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8733, <8 x i1> %8722, <8 x float> zeroinitializer)
  %8769 = fadd <8 x float> %8752, %8768
  br label %8770

8770:                                             ; preds = %8767, %8760, %8753
  %8771 = phi <8 x float> [ %8769, %8767 ], [ %8766, %8760 ], [ %8759, %8753 ]
  switch i64 %4790, label %509 [
    i64 1, label %8786
    i64 2, label %8779
    i64 3, label %8772
    i64 0, label %8789
  ]

8772:                                             ; preds = %8770
  %8773 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8771)
  %8774 = bitcast <8 x float> %8771 to <8 x i32>
  %8775 = and <8 x i32> %8774, %4668
  %8776 = bitcast <8 x i32> %8775 to <8 x float>
  %8777 = fcmp oeq <8 x float> %8771, %52
  %8778 = select <8 x i1> %8777, <8 x float> %8776, <8 x float> %8773
  br label %8789

8779:                                             ; preds = %8770
  %8780 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8771)
  %8781 = bitcast <8 x float> %8771 to <8 x i32>
  %8782 = or <8 x i32> %8781, %4669
  %8783 = bitcast <8 x i32> %8782 to <8 x float>
  %8784 = fcmp oeq <8 x float> %8771, %55
  %8785 = select <8 x i1> %8784, <8 x float> %8783, <8 x float> %8780
  br label %8789

8786:                                             ; preds = %8770
  %8787 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8733, <8 x i1> %8722, <8 x float> zeroinitializer)
  %8788 = fadd <8 x float> %8771, %8787
  br label %8789

8789:                                             ; preds = %8772, %8779, %8786, %8770, %8751, %8729
  %8790 = phi <8 x float> [ %8771, %8770 ], [ %8730, %8729 ], [ %8752, %8751 ], [ %8788, %8786 ], [ %8785, %8779 ], [ %8778, %8772 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8790, ptr nonnull align 1 %8731, <8 x i1> %8722)
  %8791 = shl i64 %7385, 3
  %8792 = or disjoint i64 %8791, 16
  %8793 = sub nsw i64 %9, %8792
  %8794 = icmp sgt i64 %8793, 7
  %8795 = trunc i64 %8793 to i32
  %8796 = select i1 %8794, i32 8, i32 %8795
  %8797 = insertelement <8 x i32> poison, i32 %8796, i64 0
  %8798 = shufflevector <8 x i32> %8797, <8 x i32> poison, <8 x i32> zeroinitializer
  %8799 = icmp sgt <8 x i32> %8798, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8800 = load <8 x float>, ptr %4791, align 32
  br i1 %5059, label %8806, label %8801

8801:                                             ; preds = %8789
  %8802 = load float, ptr %5038, align 1
  %8803 = insertelement <8 x float> poison, float %8802, i64 0
  %8804 = shufflevector <8 x float> %8803, <8 x float> poison, <8 x i32> zeroinitializer
  %8805 = fadd <8 x float> %8800, %8804
  br label %8806

8806:                                             ; preds = %8801, %8789
  %8807 = phi <8 x float> [ %8805, %8801 ], [ %8800, %8789 ]
  %8808 = getelementptr inbounds nuw float, ptr %5045, i64 %8792
  %8809 = getelementptr inbounds nuw float, ptr %5050, i64 %8792
  %8810 = select i1 %5060, ptr null, ptr %8809
  switch i64 %4781, label %509 [
    i64 1, label %8825
    i64 2, label %8818
    i64 3, label %8811
    i64 0, label %8866
  ]

8811:                                             ; preds = %8806
  %8812 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8807)
  %8813 = bitcast <8 x float> %8807 to <8 x i32>
  %8814 = and <8 x i32> %8813, %4668
  %8815 = bitcast <8 x i32> %8814 to <8 x float>
  %8816 = fcmp oeq <8 x float> %8807, %52
  %8817 = select <8 x i1> %8816, <8 x float> %8815, <8 x float> %8812
  br label %8828

8818:                                             ; preds = %8806
  %8819 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8807)
  %8820 = bitcast <8 x float> %8807 to <8 x i32>
  %8821 = or <8 x i32> %8820, %4669
  %8822 = bitcast <8 x i32> %8821 to <8 x float>
  %8823 = fcmp oeq <8 x float> %8807, %55
  %8824 = select <8 x i1> %8823, <8 x float> %8822, <8 x float> %8819
  br label %8828

8825:                                             ; preds = %8806
  %8826 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8810, <8 x i1> %8799, <8 x float> zeroinitializer)
  %8827 = fadd <8 x float> %8807, %8826
  br label %8828

8828:                                             ; preds = %8825, %8818, %8811
  %8829 = phi <8 x float> [ %8827, %8825 ], [ %8824, %8818 ], [ %8817, %8811 ]
  switch i64 %4793, label %509 [
    i64 1, label %8844
    i64 2, label %8837
    i64 3, label %8830
    i64 0, label %8866
  ]

8830:                                             ; preds = %8828
  %8831 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8829)
  %8832 = bitcast <8 x float> %8829 to <8 x i32>
  %8833 = and <8 x i32> %8832, %4668
  %8834 = bitcast <8 x i32> %8833 to <8 x float>
  %8835 = fcmp oeq <8 x float> %8829, %52
  %8836 = select <8 x i1> %8835, <8 x float> %8834, <8 x float> %8831
  br label %8847

8837:                                             ; preds = %8828
  %8838 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8829)
  %8839 = bitcast <8 x float> %8829 to <8 x i32>
  %8840 = or <8 x i32> %8839, %4669
  %8841 = bitcast <8 x i32> %8840 to <8 x float>
  %8842 = fcmp oeq <8 x float> %8829, %55
  %8843 = select <8 x i1> %8842, <8 x float> %8841, <8 x float> %8838
  br label %8847

8844:                                             ; preds = %8828
  %8845 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8810, <8 x i1> %8799, <8 x float> zeroinitializer)
  %8846 = fadd <8 x float> %8829, %8845
  br label %8847

8847:                                             ; preds = %8844, %8837, %8830
  %8848 = phi <8 x float> [ %8846, %8844 ], [ %8843, %8837 ], [ %8836, %8830 ]
  switch i64 %4795, label %509 [
    i64 1, label %8863
    i64 2, label %8856
    i64 3, label %8849
    i64 0, label %8866
  ]

8849:                                             ; preds = %8847
  %8850 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8848)
  %8851 = bitcast <8 x float> %8848 to <8 x i32>
  %8852 = and <8 x i32> %8851, %4668
  %8853 = bitcast <8 x i32> %8852 to <8 x float>
  %8854 = fcmp oeq <8 x float> %8848, %52
  %8855 = select <8 x i1> %8854, <8 x float> %8853, <8 x float> %8850
  br label %8866

8856:                                             ; preds = %8847
  %8857 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8848)
  %8858 = bitcast <8 x float> %8848 to <8 x i32>
  %8859 = or <8 x i32> %8858, %4669
  %8860 = bitcast <8 x i32> %8859 to <8 x float>
  %8861 = fcmp oeq <8 x float> %8848, %55
  %8862 = select <8 x i1> %8861, <8 x float> %8860, <8 x float> %8857
  br label %8866

8863:                                             ; preds = %8847
  %8864 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8810, <8 x i1> %8799, <8 x float> zeroinitializer)
  %8865 = fadd <8 x float> %8848, %8864
  br label %8866

8866:                                             ; preds = %8849, %8856, %8863, %8847, %8828, %8806
  %8867 = phi <8 x float> [ %8848, %8847 ], [ %8807, %8806 ], [ %8829, %8828 ], [ %8865, %8863 ], [ %8862, %8856 ], [ %8855, %8849 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8867, ptr nonnull align 1 %8808, <8 x i1> %8799)
  %8868 = shl i64 %7385, 3
  %8869 = or disjoint i64 %8868, 24
  %8870 = sub nsw i64 %9, %8869
  %8871 = icmp sgt i64 %8870, 7
  %8872 = trunc i64 %8870 to i32
  %8873 = select i1 %8871, i32 8, i32 %8872
  %8874 = insertelement <8 x i32> poison, i32 %8873, i64 0
  %8875 = shufflevector <8 x i32> %8874, <8 x i32> poison, <8 x i32> zeroinitializer
  %8876 = icmp sgt <8 x i32> %8875, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8877 = load <8 x float>, ptr %4796, align 32
  br i1 %5059, label %8883, label %8878

8878:                                             ; preds = %8866
  %8879 = load float, ptr %5038, align 1
  %8880 = insertelement <8 x float> poison, float %8879, i64 0
  %8881 = shufflevector <8 x float> %8880, <8 x float> poison, <8 x i32> zeroinitializer
  %8882 = fadd <8 x float> %8877, %8881
  br label %8883

8883:                                             ; preds = %8878, %8866
  %8884 = phi <8 x float> [ %8882, %8878 ], [ %8877, %8866 ]
  %8885 = getelementptr inbounds nuw float, ptr %5045, i64 %8869
  %8886 = getelementptr inbounds nuw float, ptr %5050, i64 %8869
  %8887 = select i1 %5060, ptr null, ptr %8886
  switch i64 %4781, label %509 [
    i64 1, label %8902
    i64 2, label %8895
    i64 3, label %8888
    i64 0, label %8943
  ]

8888:                                             ; preds = %8883
  %8889 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8884)
  %8890 = bitcast <8 x float> %8884 to <8 x i32>
  %8891 = and <8 x i32> %8890, %4668
  %8892 = bitcast <8 x i32> %8891 to <8 x float>
  %8893 = fcmp oeq <8 x float> %8884, %52
  %8894 = select <8 x i1> %8893, <8 x float> %8892, <8 x float> %8889
  br label %8905

8895:                                             ; preds = %8883
  %8896 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8884)
  %8897 = bitcast <8 x float> %8884 to <8 x i32>
  %8898 = or <8 x i32> %8897, %4669
  %8899 = bitcast <8 x i32> %8898 to <8 x float>
  %8900 = fcmp oeq <8 x float> %8884, %55
  %8901 = select <8 x i1> %8900, <8 x float> %8899, <8 x float> %8896
  br label %8905

8902:                                             ; preds = %8883
  %8903 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8887, <8 x i1> %8876, <8 x float> zeroinitializer)
  %8904 = fadd <8 x float> %8884, %8903
  br label %8905

8905:                                             ; preds = %8902, %8895, %8888
  %8906 = phi <8 x float> [ %8904, %8902 ], [ %8901, %8895 ], [ %8894, %8888 ]
  switch i64 %4798, label %509 [
    i64 1, label %8921
    i64 2, label %8914
    i64 3, label %8907
    i64 0, label %8943
  ]

8907:                                             ; preds = %8905
  %8908 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8906)
  %8909 = bitcast <8 x float> %8906 to <8 x i32>
  %8910 = and <8 x i32> %8909, %4668
  %8911 = bitcast <8 x i32> %8910 to <8 x float>
  %8912 = fcmp oeq <8 x float> %8906, %52
  %8913 = select <8 x i1> %8912, <8 x float> %8911, <8 x float> %8908
  br label %8924

8914:                                             ; preds = %8905
  %8915 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8906)
  %8916 = bitcast <8 x float> %8906 to <8 x i32>
  %8917 = or <8 x i32> %8916, %4669
  %8918 = bitcast <8 x i32> %8917 to <8 x float>
  %8919 = fcmp oeq <8 x float> %8906, %55
  %8920 = select <8 x i1> %8919, <8 x float> %8918, <8 x float> %8915
  br label %8924

8921:                                             ; preds = %8905
  %8922 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8887, <8 x i1> %8876, <8 x float> zeroinitializer)
  %8923 = fadd <8 x float> %8906, %8922
  br label %8924

8924:                                             ; preds = %8921, %8914, %8907
  %8925 = phi <8 x float> [ %8923, %8921 ], [ %8920, %8914 ], [ %8913, %8907 ]
  switch i64 %4800, label %509 [
    i64 1, label %8940
    i64 2, label %8933
    i64 3, label %8926
    i64 0, label %8943
  ]

8926:                                             ; preds = %8924
  %8927 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8925)
  %8928 = bitcast <8 x float> %8925 to <8 x i32>
  %8929 = and <8 x i32> %8928, %4668
  %8930 = bitcast <8 x i32> %8929 to <8 x float>
  %8931 = fcmp oeq <8 x float> %8925, %52
  %8932 = select <8 x i1> %8931, <8 x float> %8930, <8 x float> %8927
  br label %8943

8933:                                             ; preds = %8924
  %8934 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8925)
  %8935 = bitcast <8 x float> %8925 to <8 x i32>
  %8936 = or <8 x i32> %8935, %4669
  %8937 = bitcast <8 x i32> %8936 to <8 x float>
  %8938 = fcmp oeq <8 x float> %8925, %55
  %8939 = select <8 x i1> %8938, <8 x float> %8937, <8 x float> %8934
  br label %8943

8940:                                             ; preds = %8924
  %8941 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8887, <8 x i1> %8876, <8 x float> zeroinitializer)
  %8942 = fadd <8 x float> %8925, %8941
  br label %8943

8943:                                             ; preds = %8926, %8933, %8940, %8924, %8905, %8883
  %8944 = phi <8 x float> [ %8925, %8924 ], [ %8884, %8883 ], [ %8906, %8905 ], [ %8942, %8940 ], [ %8939, %8933 ], [ %8932, %8926 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %8944, ptr nonnull align 1 %8885, <8 x i1> %8876)
  %8945 = shl i64 %7385, 3
  %8946 = or disjoint i64 %8945, 32
  %8947 = sub nsw i64 %9, %8946
  %8948 = icmp sgt i64 %8947, 7
  %8949 = trunc i64 %8947 to i32
  %8950 = select i1 %8948, i32 8, i32 %8949
  %8951 = insertelement <8 x i32> poison, i32 %8950, i64 0
  %8952 = shufflevector <8 x i32> %8951, <8 x i32> poison, <8 x i32> zeroinitializer
  %8953 = icmp sgt <8 x i32> %8952, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %8954 = load <8 x float>, ptr %4801, align 32
  br i1 %5059, label %8960, label %8955

8955:                                             ; preds = %8943
  %8956 = load float, ptr %5038, align 1
  %8957 = insertelement <8 x float> poison, float %8956, i64 0
  %8958 = shufflevector <8 x float> %8957, <8 x float> poison, <8 x i32> zeroinitializer
  %8959 = fadd <8 x float> %8954, %8958
  br label %8960

8960:                                             ; preds = %8955, %8943
  %8961 = phi <8 x float> [ %8959, %8955 ], [ %8954, %8943 ]
  %8962 = getelementptr inbounds nuw float, ptr %5045, i64 %8946
  %8963 = getelementptr inbounds nuw float, ptr %5050, i64 %8946
  %8964 = select i1 %5060, ptr null, ptr %8963
  switch i64 %4781, label %509 [
    i64 1, label %8979
    i64 2, label %8972
    i64 3, label %8965
    i64 0, label %9020
  ]

8965:                                             ; preds = %8960
  %8966 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8961)
  %8967 = bitcast <8 x float> %8961 to <8 x i32>
  %8968 = and <8 x i32> %8967, %4668
  %8969 = bitcast <8 x i32> %8968 to <8 x float>
  %8970 = fcmp oeq <8 x float> %8961, %52
  %8971 = select <8 x i1> %8970, <8 x float> %8969, <8 x float> %8966
  br label %8982

8972:                                             ; preds = %8960
  %8973 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8961)
  %8974 = bitcast <8 x float> %8961 to <8 x i32>
  %8975 = or <8 x i32> %8974, %4669
  %8976 = bitcast <8 x i32> %8975 to <8 x float>
  %8977 = fcmp oeq <8 x float> %8961, %55
  %8978 = select <8 x i1> %8977, <8 x float> %8976, <8 x float> %8973
  br label %8982

8979:                                             ; preds = %8960
  %8980 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8964, <8 x i1> %8953, <8 x float> zeroinitializer)
  %8981 = fadd <8 x float> %8961, %8980
  br label %8982

8982:                                             ; preds = %8979, %8972, %8965
  %8983 = phi <8 x float> [ %8981, %8979 ], [ %8978, %8972 ], [ %8971, %8965 ]
  switch i64 %4803, label %509 [
    i64 1, label %8998
    i64 2, label %8991
    i64 3, label %8984
    i64 0, label %9020
  ]

8984:                                             ; preds = %8982
  %8985 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %8983)
  %8986 = bitcast <8 x float> %8983 to <8 x i32>
  %8987 = and <8 x i32> %8986, %4668
  %8988 = bitcast <8 x i32> %8987 to <8 x float>
  %8989 = fcmp oeq <8 x float> %8983, %52
  %8990 = select <8 x i1> %8989, <8 x float> %8988, <8 x float> %8985
  br label %9001

8991:                                             ; preds = %8982
  %8992 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %8983)
  %8993 = bitcast <8 x float> %8983 to <8 x i32>
  %8994 = or <8 x i32> %8993, %4669
  %8995 = bitcast <8 x i32> %8994 to <8 x float>
  %8996 = fcmp oeq <8 x float> %8983, %55
  %8997 = select <8 x i1> %8996, <8 x float> %8995, <8 x float> %8992
  br label %9001

8998:                                             ; preds = %8982
  %8999 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8964, <8 x i1> %8953, <8 x float> zeroinitializer)
  %9000 = fadd <8 x float> %8983, %8999
  br label %9001

9001:                                             ; preds = %8998, %8991, %8984
  %9002 = phi <8 x float> [ %9000, %8998 ], [ %8997, %8991 ], [ %8990, %8984 ]
  switch i64 %4805, label %509 [
    i64 1, label %9017
    i64 2, label %9010
    i64 3, label %9003
    i64 0, label %9020
  ]

9003:                                             ; preds = %9001
  %9004 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9002)
  %9005 = bitcast <8 x float> %9002 to <8 x i32>
  %9006 = and <8 x i32> %9005, %4668
  %9007 = bitcast <8 x i32> %9006 to <8 x float>
  %9008 = fcmp oeq <8 x float> %9002, %52
  %9009 = select <8 x i1> %9008, <8 x float> %9007, <8 x float> %9004
  br label %9020

9010:                                             ; preds = %9001
  %9011 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9002)
  %9012 = bitcast <8 x float> %9002 to <8 x i32>
  %9013 = or <8 x i32> %9012, %4669
  %9014 = bitcast <8 x i32> %9013 to <8 x float>
  %9015 = fcmp oeq <8 x float> %9002, %55
  %9016 = select <8 x i1> %9015, <8 x float> %9014, <8 x float> %9011
  br label %9020

9017:                                             ; preds = %9001
  %9018 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %8964, <8 x i1> %8953, <8 x float> zeroinitializer)
  %9019 = fadd <8 x float> %9002, %9018
  br label %9020

9020:                                             ; preds = %9003, %9010, %9017, %9001, %8982, %8960
  %9021 = phi <8 x float> [ %9002, %9001 ], [ %8961, %8960 ], [ %8983, %8982 ], [ %9019, %9017 ], [ %9016, %9010 ], [ %9009, %9003 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9021, ptr nonnull align 1 %8962, <8 x i1> %8953)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %10861

9022:                                             ; preds = %7384
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %31, i8 0, i64 192, i1 false)
  br i1 %4665, label %9023, label %9096

9023:                                             ; preds = %9022, %9037
  %9024 = phi i64 [ %9038, %9037 ], [ 0, %9022 ]
  %9025 = mul nsw i64 %9024, %14
  %9026 = sub i64 %9025, %16
  %9027 = add i64 %9026, %5063
  %9028 = icmp slt i64 %9027, 0
  %9029 = icmp sge i64 %9027, %6
  %9030 = or i1 %9028, %9029
  %9031 = select i1 %9030, i64 0, i64 %9027
  %9032 = mul nsw i64 %9031, %7
  %9033 = getelementptr inbounds float, ptr %5035, i64 %9032
  br i1 %4666, label %9034, label %9037

9034:                                             ; preds = %9023
  %9035 = mul nuw nsw i64 %9024, %11
  %9036 = getelementptr inbounds nuw float, ptr %5037, i64 %9035
  br label %9040

9037:                                             ; preds = %9049, %9023
  %9038 = add nuw nsw i64 %9024, 1
  %9039 = icmp eq i64 %9038, %10
  br i1 %9039, label %9094, label %9023

9040:                                             ; preds = %9034, %9049
  %9041 = phi i64 [ 0, %9034 ], [ %9050, %9049 ]
  %9042 = getelementptr inbounds nuw float, ptr %9036, i64 %9041
  %9043 = load float, ptr %9042, align 1
  %9044 = insertelement <8 x float> poison, float %9043, i64 0
  %9045 = shufflevector <8 x float> %9044, <8 x float> poison, <8 x i32> zeroinitializer
  %9046 = mul nsw i64 %9041, %15
  %9047 = sub i64 %9046, %17
  %9048 = getelementptr <4 x i64>, ptr %4653, i64 %9041
  br label %9052

9049:                                             ; preds = %9083
  %9050 = add nuw nsw i64 %9041, 1
  %9051 = icmp eq i64 %9050, %11
  br i1 %9051, label %9037, label %9040

9052:                                             ; preds = %9040, %9083
  %9053 = phi i64 [ 0, %9040 ], [ %9092, %9083 ]
  %9054 = or disjoint i64 %7385, %9053
  %9055 = shl nsw i64 %9054, 3
  %9056 = add i64 %9047, %9055
  br i1 %4667, label %9061, label %9057

9057:                                             ; preds = %9052
  %9058 = mul nuw nsw i64 %9054, %11
  %9059 = getelementptr <4 x i64>, ptr %9048, i64 %9058
  %9060 = load <4 x i64>, ptr %9059, align 32
  br label %9083

9061:                                             ; preds = %9052
  %9062 = sub nsw i64 %9, %9055
  %9063 = icmp slt i64 %9056, 0
  %9064 = sub nsw i64 0, %9056
  %9065 = select i1 %9063, i64 %9064, i64 0
  %9066 = sub nsw i64 %7, %9056
  %9067 = call i64 @llvm.smin.i64(i64 %9066, i64 %9062)
  %9068 = call i64 @llvm.smin.i64(i64 %9067, i64 8)
  %9069 = icmp sgt i64 %9068, %9065
  %9070 = trunc i64 %9065 to i32
  %9071 = select i1 %9069, i32 %9070, i32 0
  %9072 = insertelement <8 x i32> poison, i32 %9071, i64 0
  %9073 = shufflevector <8 x i32> %9072, <8 x i32> poison, <8 x i32> zeroinitializer
  %9074 = icmp slt <8 x i32> %9073, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %9075 = trunc i64 %9068 to i32
  %9076 = select i1 %9069, i32 %9075, i32 0
  %9077 = insertelement <8 x i32> poison, i32 %9076, i64 0
  %9078 = shufflevector <8 x i32> %9077, <8 x i32> poison, <8 x i32> zeroinitializer
  %9079 = icmp sgt <8 x i32> %9078, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9080 = and <8 x i1> %9079, %9074
  %9081 = sext <8 x i1> %9080 to <8 x i32>
  %9082 = bitcast <8 x i32> %9081 to <4 x i64>
  br label %9083

9083:                                             ; preds = %9061, %9057
  %9084 = phi <4 x i64> [ %9060, %9057 ], [ %9082, %9061 ]
  %9085 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %9053
  %9086 = getelementptr inbounds float, ptr %9033, i64 %9056
  %9087 = select i1 %9030, <4 x i64> zeroinitializer, <4 x i64> %9084
  %9088 = bitcast <4 x i64> %9087 to <8 x i32>
  %9089 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9086, <8 x i32> %9088)
  %9090 = load <8 x float>, ptr %9085, align 32
  %9091 = call <8 x float> @llvm.fma.v8f32(<8 x float> %9089, <8 x float> %9045, <8 x float> %9090)
  store <8 x float> %9091, ptr %9085, align 32
  %9092 = add nuw nsw i64 %9053, 1
  %9093 = icmp eq i64 %9092, 6
  br i1 %9093, label %9049, label %9052

9094:                                             ; preds = %9037
  %9095 = load <8 x float>, ptr %31, align 32
  br label %9096

9096:                                             ; preds = %9094, %9022
  %9097 = phi <8 x float> [ %9095, %9094 ], [ zeroinitializer, %9022 ]
  %9098 = shl nsw i64 %7385, 3
  %9099 = sub nsw i64 %9, %9098
  %9100 = icmp sgt i64 %9099, 7
  %9101 = trunc i64 %9099 to i32
  %9102 = select i1 %9100, i32 8, i32 %9101
  %9103 = insertelement <8 x i32> poison, i32 %9102, i64 0
  %9104 = shufflevector <8 x i32> %9103, <8 x i32> poison, <8 x i32> zeroinitializer
  %9105 = icmp sgt <8 x i32> %9104, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %9111, label %9106

9106:                                             ; preds = %9096
  %9107 = load float, ptr %5038, align 1
  %9108 = insertelement <8 x float> poison, float %9107, i64 0
  %9109 = shufflevector <8 x float> %9108, <8 x float> poison, <8 x i32> zeroinitializer
  %9110 = fadd <8 x float> %9097, %9109
  br label %9111

9111:                                             ; preds = %9106, %9096
  %9112 = phi <8 x float> [ %9110, %9106 ], [ %9097, %9096 ]
  %9113 = getelementptr inbounds nuw float, ptr %5045, i64 %9098
  %9114 = getelementptr inbounds nuw float, ptr %5050, i64 %9098
  %9115 = select i1 %5060, ptr null, ptr %9114
  switch i64 %4751, label %509 [
    i64 1, label %9116
    i64 2, label %9119
    i64 3, label %9126
    i64 0, label %9171
  ]

9116:                                             ; preds = %9111
  %9117 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9115, <8 x i1> %9105, <8 x float> zeroinitializer)
  %9118 = fadd <8 x float> %9112, %9117
  br label %9133

9119:                                             ; preds = %9111
  %9120 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9112)
  %9121 = bitcast <8 x float> %9112 to <8 x i32>
  %9122 = or <8 x i32> %9121, %4669
  %9123 = bitcast <8 x i32> %9122 to <8 x float>
  %9124 = fcmp oeq <8 x float> %9112, %55
  %9125 = select <8 x i1> %9124, <8 x float> %9123, <8 x float> %9120
  br label %9133

9126:                                             ; preds = %9111
  %9127 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9112)
  %9128 = bitcast <8 x float> %9112 to <8 x i32>
  %9129 = and <8 x i32> %9128, %4668
  %9130 = bitcast <8 x i32> %9129 to <8 x float>
  %9131 = fcmp oeq <8 x float> %9112, %52
  %9132 = select <8 x i1> %9131, <8 x float> %9130, <8 x float> %9127
  br label %9133

9133:                                             ; preds = %9126, %9119, %9116
  %9134 = phi <8 x float> [ %9118, %9116 ], [ %9125, %9119 ], [ %9132, %9126 ]
  switch i64 %4753, label %509 [
    i64 1, label %9149
    i64 2, label %9142
    i64 3, label %9135
    i64 0, label %9171
  ]

9135:                                             ; preds = %9133
  %9136 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9134)
  %9137 = bitcast <8 x float> %9134 to <8 x i32>
  %9138 = and <8 x i32> %9137, %4668
  %9139 = bitcast <8 x i32> %9138 to <8 x float>
  %9140 = fcmp oeq <8 x float> %9134, %52
  %9141 = select <8 x i1> %9140, <8 x float> %9139, <8 x float> %9136
  br label %9152

9142:                                             ; preds = %9133
  %9143 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9134)
  %9144 = bitcast <8 x float> %9134 to <8 x i32>
  %9145 = or <8 x i32> %9144, %4669
  %9146 = bitcast <8 x i32> %9145 to <8 x float>
  %9147 = fcmp oeq <8 x float> %9134, %55
  %9148 = select <8 x i1> %9147, <8 x float> %9146, <8 x float> %9143
  br label %9152

9149:                                             ; preds = %9133
  %9150 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9115, <8 x i1> %9105, <8 x float> zeroinitializer)
  %9151 = fadd <8 x float> %9134, %9150
  br label %9152

9152:                                             ; preds = %9149, %9142, %9135
  %9153 = phi <8 x float> [ %9151, %9149 ], [ %9148, %9142 ], [ %9141, %9135 ]
  switch i64 %4755, label %509 [
    i64 1, label %9168
    i64 2, label %9161
    i64 3, label %9154
    i64 0, label %9171
  ]

9154:                                             ; preds = %9152
  %9155 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9153)
  %9156 = bitcast <8 x float> %9153 to <8 x i32>
  %9157 = and <8 x i32> %9156, %4668
  %9158 = bitcast <8 x i32> %9157 to <8 x float>
  %9159 = fcmp oeq <8 x float> %9153, %52
  %9160 = select <8 x i1> %9159, <8 x float> %9158, <8 x float> %9155
  br label %9171

9161:                                             ; preds = %9152
  %9162 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9153)
  %9163 = bitcast <8 x float> %9153 to <8 x i32>
  %9164 = or <8 x i32> %9163, %4669
  %9165 = bitcast <8 x i32> %9164 to <8 x float>
  %9166 = fcmp oeq <8 x float> %9153, %55
  %9167 = select <8 x i1> %9166, <8 x float> %9165, <8 x float> %9162
  br label %9171

9168:                                             ; preds = %9152
  %9169 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9115, <8 x i1> %9105, <8 x float> zeroinitializer)
  %9170 = fadd <8 x float> %9153, %9169
  br label %9171

9171:                                             ; preds = %9154, %9161, %9168, %9152, %9133, %9111
  %9172 = phi <8 x float> [ %9153, %9152 ], [ %9112, %9111 ], [ %9134, %9133 ], [ %9170, %9168 ], [ %9167, %9161 ], [ %9160, %9154 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9172, ptr align 1 %9113, <8 x i1> %9105)
  %9173 = shl i64 %7385, 3
  %9174 = or disjoint i64 %9173, 8
  %9175 = sub nsw i64 %9, %9174
  %9176 = icmp sgt i64 %9175, 7
  %9177 = trunc i64 %9175 to i32
  %9178 = select i1 %9176, i32 8, i32 %9177
  %9179 = insertelement <8 x i32> poison, i32 %9178, i64 0
  %9180 = shufflevector <8 x i32> %9179, <8 x i32> poison, <8 x i32> zeroinitializer
  %9181 = icmp sgt <8 x i32> %9180, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9182 = load <8 x float>, ptr %4756, align 32
  br i1 %5059, label %9188, label %9183

9183:                                             ; preds = %9171
  %9184 = load float, ptr %5038, align 1
  %9185 = insertelement <8 x float> poison, float %9184, i64 0
  %9186 = shufflevector <8 x float> %9185, <8 x float> poison, <8 x i32> zeroinitializer
  %9187 = fadd <8 x float> %9182, %9186
  br label %9188

9188:                                             ; preds = %9183, %9171
  %9189 = phi <8 x float> [ %9187, %9183 ], [ %9182, %9171 ]
  %9190 = getelementptr inbounds nuw float, ptr %5045, i64 %9174
  %9191 = getelementptr inbounds nuw float, ptr %5050, i64 %9174
  %9192 = select i1 %5060, ptr null, ptr %9191
  switch i64 %4751, label %509 [
    i64 1, label %9207
    i64 2, label %9200
    i64 3, label %9193
    i64 0, label %9248
  ]

9193:                                             ; preds = %9188
  %9194 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9189)
  %9195 = bitcast <8 x float> %9189 to <8 x i32>
  %9196 = and <8 x i32> %9195, %4668
  %9197 = bitcast <8 x i32> %9196 to <8 x float>
  %9198 = fcmp oeq <8 x float> %9189, %52
  %9199 = select <8 x i1> %9198, <8 x float> %9197, <8 x float> %9194
  br label %9210

9200:                                             ; preds = %9188
  %9201 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9189)
  %9202 = bitcast <8 x float> %9189 to <8 x i32>
  %9203 = or <8 x i32> %9202, %4669
  %9204 = bitcast <8 x i32> %9203 to <8 x float>
  %9205 = fcmp oeq <8 x float> %9189, %55
  %9206 = select <8 x i1> %9205, <8 x float> %9204, <8 x float> %9201
  br label %9210

9207:                                             ; preds = %9188
  %9208 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9192, <8 x i1> %9181, <8 x float> zeroinitializer)
  %9209 = fadd <8 x float> %9189, %9208
  br label %9210

9210:                                             ; preds = %9207, %9200, %9193
  %9211 = phi <8 x float> [ %9209, %9207 ], [ %9206, %9200 ], [ %9199, %9193 ]
  switch i64 %4758, label %509 [
    i64 1, label %9226
    i64 2, label %9219
    i64 3, label %9212
    i64 0, label %9248
  ]

9212:                                             ; preds = %9210
  %9213 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9211)
  %9214 = bitcast <8 x float> %9211 to <8 x i32>
  %9215 = and <8 x i32> %9214, %4668
  %9216 = bitcast <8 x i32> %9215 to <8 x float>
  %9217 = fcmp oeq <8 x float> %9211, %52
  %9218 = select <8 x i1> %9217, <8 x float> %9216, <8 x float> %9213
  br label %9229

9219:                                             ; preds = %9210
  %9220 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9211)
  %9221 = bitcast <8 x float> %9211 to <8 x i32>
  %9222 = or <8 x i32> %9221, %4669
  %9223 = bitcast <8 x i32> %9222 to <8 x float>
  %9224 = fcmp oeq <8 x float> %9211, %55
  %9225 = select <8 x i1> %9224, <8 x float> %9223, <8 x float> %9220
  br label %9229

9226:                                             ; preds = %9210
  %9227 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9192, <8 x i1> %9181, <8 x float> zeroinitializer)
  %9228 = fadd <8 x float> %9211, %9227
  br label %9229

9229:                                             ; preds = %9226, %9219, %9212
  %9230 = phi <8 x float> [ %9228, %9226 ], [ %9225, %9219 ], [ %9218, %9212 ]
  switch i64 %4760, label %509 [
    i64 1, label %9245
    i64 2, label %9238
    i64 3, label %9231
    i64 0, label %9248
  ]

9231:                                             ; preds = %9229
  %9232 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9230)
  %9233 = bitcast <8 x float> %9230 to <8 x i32>
  %9234 = and <8 x i32> %9233, %4668
  %9235 = bitcast <8 x i32> %9234 to <8 x float>
  %9236 = fcmp oeq <8 x float> %9230, %52
  %9237 = select <8 x i1> %9236, <8 x float> %9235, <8 x float> %9232
  br label %9248

9238:                                             ; preds = %9229
  %9239 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9230)
  %9240 = bitcast <8 x float> %9230 to <8 x i32>
  %9241 = or <8 x i32> %9240, %4669
  %9242 = bitcast <8 x i32> %9241 to <8 x float>
  %9243 = fcmp oeq <8 x float> %9230, %55
  %9244 = select <8 x i1> %9243, <8 x float> %9242, <8 x float> %9239
  br label %9248

9245:                                             ; preds = %9229
  %9246 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9192, <8 x i1> %9181, <8 x float> zeroinitializer)
  %9247 = fadd <8 x float> %9230, %9246
  br label %9248

9248:                                             ; preds = %9231, %9238, %9245, %9229, %9210, %9188
  %9249 = phi <8 x float> [ %9230, %9229 ], [ %9189, %9188 ], [ %9211, %9210 ], [ %9247, %9245 ], [ %9244, %9238 ], [ %9237, %9231 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9249, ptr nonnull align 1 %9190, <8 x i1> %9181)
  %9250 = shl i64 %7385, 3
  %9251 = or disjoint i64 %9250, 16
  %9252 = sub nsw i64 %9, %9251
  %9253 = icmp sgt i64 %9252, 7
  %9254 = trunc i64 %9252 to i32
  %9255 = select i1 %9253, i32 8, i32 %9254
  %9256 = insertelement <8 x i32> poison, i32 %9255, i64 0
  %9257 = shufflevector <8 x i32> %9256, <8 x i32> poison, <8 x i32> zeroinitializer
  %9258 = icmp sgt <8 x i32> %9257, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9259 = load <8 x float>, ptr %4761, align 32
  br i1 %5059, label %9265, label %9260

9260:                                             ; preds = %9248
  %9261 = load float, ptr %5038, align 1
  %9262 = insertelement <8 x float> poison, float %9261, i64 0
  %9263 = shufflevector <8 x float> %9262, <8 x float> poison, <8 x i32> zeroinitializer
  %9264 = fadd <8 x float> %9259, %9263
  br label %9265

9265:                                             ; preds = %9260, %9248
  %9266 = phi <8 x float> [ %9264, %9260 ], [ %9259, %9248 ]
  %9267 = getelementptr inbounds nuw float, ptr %5045, i64 %9251
  %9268 = getelementptr inbounds nuw float, ptr %5050, i64 %9251
  %9269 = select i1 %5060, ptr null, ptr %9268
  switch i64 %4751, label %509 [
    i64 1, label %9284
    i64 2, label %9277
    i64 3, label %9270
    i64 0, label %9325
  ]

9270:                                             ; preds = %9265
  %9271 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9266)
  %9272 = bitcast <8 x float> %9266 to <8 x i32>
  %9273 = and <8 x i32> %9272, %4668
  %9274 = bitcast <8 x i32> %9273 to <8 x float>
  %9275 = fcmp oeq <8 x float> %9266, %52
  %9276 = select <8 x i1> %9275, <8 x float> %9274, <8 x float> %9271
  br label %9287

9277:                                             ; preds = %9265
  %9278 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9266)
  %9279 = bitcast <8 x float> %9266 to <8 x i32>
  %9280 = or <8 x i32> %9279, %4669
  %9281 = bitcast <8 x i32> %9280 to <8 x float>
  %9282 = fcmp oeq <8 x float> %9266, %55
  %9283 = select <8 x i1> %9282, <8 x float> %9281, <8 x float> %9278
  br label %9287

9284:                                             ; preds = %9265
  %9285 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9269, <8 x i1> %9258, <8 x float> zeroinitializer)
  %9286 = fadd <8 x float> %9266, %9285
  br label %9287

9287:                                             ; preds = %9284, %9277, %9270
  %9288 = phi <8 x float> [ %9286, %9284 ], [ %9283, %9277 ], [ %9276, %9270 ]
  switch i64 %4763, label %509 [
    i64 1, label %9303
    i64 2, label %9296
    i64 3, label %9289
    i64 0, label %9325
  ]

9289:                                             ; preds = %9287
  %9290 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9288)
  %9291 = bitcast <8 x float> %9288 to <8 x i32>
  %9292 = and <8 x i32> %9291, %4668
  %9293 = bitcast <8 x i32> %9292 to <8 x float>
  %9294 = fcmp oeq <8 x float> %9288, %52
  %9295 = select <8 x i1> %9294, <8 x float> %9293, <8 x float> %9290
  br label %9306

9296:                                             ; preds = %9287
  %9297 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9288)
  %9298 = bitcast <8 x float> %9288 to <8 x i32>
  %9299 = or <8 x i32> %9298, %4669
  %9300 = bitcast <8 x i32> %9299 to <8 x float>
  %9301 = fcmp oeq <8 x float> %9288, %55
  %9302 = select <8 x i1> %9301, <8 x float> %9300, <8 x float> %9297
  br label %9306

9303:                                             ; preds = %9287
  %9304 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9269, <8 x i1> %9258, <8 x float> zeroinitializer)
  %9305 = fadd <8 x float> %9288, %9304
  br label %9306

9306:                                             ; preds = %9303, %9296, %9289
  %9307 = phi <8 x float> [ %9305, %9303 ], [ %9302, %9296 ], [ %9295, %9289 ]
  switch i64 %4765, label %509 [
    i64 1, label %9322
    i64 2, label %9315
    i64 3, label %9308
    i64 0, label %9325
  ]

9308:                                             ; preds = %9306
  %9309 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9307)
  %9310 = bitcast <8 x float> %9307 to <8 x i32>
  %9311 = and <8 x i32> %9310, %4668
  %9312 = bitcast <8 x i32> %9311 to <8 x float>
  %9313 = fcmp oeq <8 x float> %9307, %52
  %9314 = select <8 x i1> %9313, <8 x float> %9312, <8 x float> %9309
  br label %9325

9315:                                             ; preds = %9306
  %9316 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9307)
  %9317 = bitcast <8 x float> %9307 to <8 x i32>
  %9318 = or <8 x i32> %9317, %4669
  %9319 = bitcast <8 x i32> %9318 to <8 x float>
  %9320 = fcmp oeq <8 x float> %9307, %55
  %9321 = select <8 x i1> %9320, <8 x float> %9319, <8 x float> %9316
  br label %9325

9322:                                             ; preds = %9306
  %9323 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9269, <8 x i1> %9258, <8 x float> zeroinitializer)
  %9324 = fadd <8 x float> %9307, %9323
  br label %9325

9325:                                             ; preds = %9308, %9315, %9322, %9306, %9287, %9265
  %9326 = phi <8 x float> [ %9307, %9306 ], [ %9266, %9265 ], [ %9288, %9287 ], [ %9324, %9322 ], [ %9321, %9315 ], [ %9314, %9308 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9326, ptr nonnull align 1 %9267, <8 x i1> %9258)
  %9327 = shl i64 %7385, 3
  %9328 = or disjoint i64 %9327, 24
  %9329 = sub nsw i64 %9, %9328
  %9330 = icmp sgt i64 %9329, 7
  %9331 = trunc i64 %9329 to i32
  %9332 = select i1 %9330, i32 8, i32 %9331
  %9333 = insertelement <8 x i32> poison, i32 %9332, i64 0
  %9334 = shufflevector <8 x i32> %9333, <8 x i32> poison, <8 x i32> zeroinitializer
  %9335 = icmp sgt <8 x i32> %9334, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9336 = load <8 x float>, ptr %4766, align 32
  br i1 %5059, label %9342, label %9337

9337:                                             ; preds = %9325
  %9338 = load float, ptr %5038, align 1
  %9339 = insertelement <8 x float> poison, float %9338, i64 0
  %9340 = shufflevector <8 x float> %9339, <8 x float> poison, <8 x i32> zeroinitializer
  %9341 = fadd <8 x float> %9336, %9340
  br label %9342

9342:                                             ; preds = %9337, %9325
  %9343 = phi <8 x float> [ %9341, %9337 ], [ %9336, %9325 ]
  %9344 = getelementptr inbounds nuw float, ptr %5045, i64 %9328
  %9345 = getelementptr inbounds nuw float, ptr %5050, i64 %9328
  %9346 = select i1 %5060, ptr null, ptr %9345
  switch i64 %4751, label %509 [
    i64 1, label %9361
    i64 2, label %9354
    i64 3, label %9347
    i64 0, label %9402
  ]

9347:                                             ; preds = %9342
  %9348 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9343)
  %9349 = bitcast <8 x float> %9343 to <8 x i32>
  %9350 = and <8 x i32> %9349, %4668
  %9351 = bitcast <8 x i32> %9350 to <8 x float>
  %9352 = fcmp oeq <8 x float> %9343, %52
  %9353 = select <8 x i1> %9352, <8 x float> %9351, <8 x float> %9348
  br label %9364

9354:                                             ; preds = %9342
  %9355 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9343)
  %9356 = bitcast <8 x float> %9343 to <8 x i32>
  %9357 = or <8 x i32> %9356, %4669
  %9358 = bitcast <8 x i32> %9357 to <8 x float>
  %9359 = fcmp oeq <8 x float> %9343, %55
  %9360 = select <8 x i1> %9359, <8 x float> %9358, <8 x float> %9355
  br label %9364

9361:                                             ; preds = %9342
  %9362 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9346, <8 x i1> %9335, <8 x float> zeroinitializer)
  %9363 = fadd <8 x float> %9343, %9362
  br label %9364

9364:                                             ; preds = %9361, %9354, %9347
  %9365 = phi <8 x float> [ %9363, %9361 ], [ %9360, %9354 ], [ %9353, %9347 ]
  switch i64 %4768, label %509 [
    i64 1, label %9380
    i64 2, label %9373
    i64 3, label %9366
    i64 0, label %9402
  ]

9366:                                             ; preds = %9364
  %9367 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9365)
  %9368 = bitcast <8 x float> %9365 to <8 x i32>
  %9369 = and <8 x i32> %9368, %4668
  %9370 = bitcast <8 x i32> %9369 to <8 x float>
  %9371 = fcmp oeq <8 x float> %9365, %52
  %9372 = select <8 x i1> %9371, <8 x float> %9370, <8 x float> %9367
  br label %9383

9373:                                             ; preds = %9364
  %9374 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9365)
  %9375 = bitcast <8 x float> %9365 to <8 x i32>
  %9376 = or <8 x i32> %9375, %4669
  %9377 = bitcast <8 x i32> %9376 to <8 x float>
  %9378 = fcmp oeq <8 x float> %9365, %55
  %9379 = select <8 x i1> %9378, <8 x float> %9377, <8 x float> %9374
  br label %9383

9380:                                             ; preds = %9364
  %9381 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9346, <8 x i1> %9335, <8 x float> zeroinitializer)
  %9382 = fadd <8 x float> %9365, %9381
  br label %9383

9383:                                             ; preds = %9380, %9373, %9366
  %9384 = phi <8 x float> [ %9382, %9380 ], [ %9379, %9373 ], [ %9372, %9366 ]
  switch i64 %4770, label %509 [
    i64 1, label %9399
    i64 2, label %9392
    i64 3, label %9385
    i64 0, label %9402
  ]

9385:                                             ; preds = %9383
  %9386 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9384)
  %9387 = bitcast <8 x float> %9384 to <8 x i32>
  %9388 = and <8 x i32> %9387, %4668
  %9389 = bitcast <8 x i32> %9388 to <8 x float>
  %9390 = fcmp oeq <8 x float> %9384, %52
  %9391 = select <8 x i1> %9390, <8 x float> %9389, <8 x float> %9386
  br label %9402

9392:                                             ; preds = %9383
  %9393 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9384)
  %9394 = bitcast <8 x float> %9384 to <8 x i32>
  %9395 = or <8 x i32> %9394, %4669
  %9396 = bitcast <8 x i32> %9395 to <8 x float>
  %9397 = fcmp oeq <8 x float> %9384, %55
  %9398 = select <8 x i1> %9397, <8 x float> %9396, <8 x float> %9393
  br label %9402

9399:                                             ; preds = %9383
  %9400 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9346, <8 x i1> %9335, <8 x float> zeroinitializer)
  %9401 = fadd <8 x float> %9384, %9400
  br label %9402

9402:                                             ; preds = %9385, %9392, %9399, %9383, %9364, %9342
  %9403 = phi <8 x float> [ %9384, %9383 ], [ %9343, %9342 ], [ %9365, %9364 ], [ %9401, %9399 ], [ %9398, %9392 ], [ %9391, %9385 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9403, ptr nonnull align 1 %9344, <8 x i1> %9335)
  %9404 = shl i64 %7385, 3
  %9405 = or disjoint i64 %9404, 32
  %9406 = sub nsw i64 %9, %9405
  %9407 = icmp sgt i64 %9406, 7
  %9408 = trunc i64 %9406 to i32
  %9409 = select i1 %9407, i32 8, i32 %9408
  %9410 = insertelement <8 x i32> poison, i32 %9409, i64 0
  %9411 = shufflevector <8 x i32> %9410, <8 x i32> poison, <8 x i32> zeroinitializer
  %9412 = icmp sgt <8 x i32> %9411, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9413 = load <8 x float>, ptr %4771, align 32
  br i1 %5059, label %9419, label %9414

9414:                                             ; preds = %9402
  %9415 = load float, ptr %5038, align 1
  %9416 = insertelement <8 x float> poison, float %9415, i64 0
  %9417 = shufflevector <8 x float> %9416, <8 x float> poison, <8 x i32> zeroinitializer
  %9418 = fadd <8 x float> %9413, %9417
  br label %9419

9419:                                             ; preds = %9414, %9402
  %9420 = phi <8 x float> [ %9418, %9414 ], [ %9413, %9402 ]
  %9421 = getelementptr inbounds nuw float, ptr %5045, i64 %9405
  %9422 = getelementptr inbounds nuw float, ptr %5050, i64 %9405
  %9423 = select i1 %5060, ptr null, ptr %9422
  switch i64 %4751, label %509 [
    i64 1, label %9438
    i64 2, label %9431
    i64 3, label %9424
    i64 0, label %9479
  ]

9424:                                             ; preds = %9419
  %9425 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9420)
  %9426 = bitcast <8 x float> %9420 to <8 x i32>
  %9427 = and <8 x i32> %9426, %4668
  %9428 = bitcast <8 x i32> %9427 to <8 x float>
  %9429 = fcmp oeq <8 x float> %9420, %52
  %9430 = select <8 x i1> %9429, <8 x float> %9428, <8 x float> %9425
  br label %9441

9431:                                             ; preds = %9419
  %9432 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9420)
  %9433 = bitcast <8 x float> %9420 to <8 x i32>
  %9434 = or <8 x i32> %9433, %4669
  %9435 = bitcast <8 x i32> %9434 to <8 x float>
  %9436 = fcmp oeq <8 x float> %9420, %55
  %9437 = select <8 x i1> %9436, <8 x float> %9435, <8 x float> %9432
  br label %9441

9438:                                             ; preds = %9419
  %9439 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9423, <8 x i1> %9412, <8 x float> zeroinitializer)
  %9440 = fadd <8 x float> %9420, %9439
  br label %9441

9441:                                             ; preds = %9438, %9431, %9424
  %9442 = phi <8 x float> [ %9440, %9438 ], [ %9437, %9431 ], [ %9430, %9424 ]
  switch i64 %4773, label %509 [
    i64 1, label %9457
    i64 2, label %9450
    i64 3, label %9443
    i64 0, label %9479
  ]

9443:                                             ; preds = %9441
  %9444 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9442)
  %9445 = bitcast <8 x float> %9442 to <8 x i32>
  %9446 = and <8 x i32> %9445, %4668
  %9447 = bitcast <8 x i32> %9446 to <8 x float>
  %9448 = fcmp oeq <8 x float> %9442, %52
  %9449 = select <8 x i1> %9448, <8 x float> %9447, <8 x float> %9444
  br label %9460

9450:                                             ; preds = %9441
  %9451 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9442)
  %9452 = bitcast <8 x float> %9442 to <8 x i32>
  %9453 = or <8 x i32> %9452, %4669
  %9454 = bitcast <8 x i32> %9453 to <8 x float>
  %9455 = fcmp oeq <8 x float> %9442, %55
  %9456 = select <8 x i1> %9455, <8 x float> %9454, <8 x float> %9451
  br label %9460

9457:                                             ; preds = %9441
  %9458 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9423, <8 x i1> %9412, <8 x float> zeroinitializer)
  %9459 = fadd <8 x float> %9442, %9458
  br label %9460

9460:                                             ; preds = %9457, %9450, %9443
  %9461 = phi <8 x float> [ %9459, %9457 ], [ %9456, %9450 ], [ %9449, %9443 ]
  switch i64 %4775, label %509 [
    i64 1, label %9476
    i64 2, label %9469
    i64 3, label %9462
    i64 0, label %9479
  ]

9462:                                             ; preds = %9460
  %9463 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9461)
  %9464 = bitcast <8 x float> %9461 to <8 x i32>
  %9465 = and <8 x i32> %9464, %4668
  %9466 = bitcast <8 x i32> %9465 to <8 x float>
  %9467 = fcmp oeq <8 x float> %9461, %52
  %9468 = select <8 x i1> %9467, <8 x float> %9466, <8 x float> %9463
  br label %9479

9469:                                             ; preds = %9460
  %9470 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9461)
  %9471 = bitcast <8 x float> %9461 to <8 x i32>
  %9472 = or <8 x i32> %9471, %4669
  %9473 = bitcast <8 x i32> %9472 to <8 x float>
  %9474 = fcmp oeq <8 x float> %9461, %55
  %9475 = select <8 x i1> %9474, <8 x float> %9473, <8 x float> %9470
  br label %9479

9476:                                             ; preds = %9460
  %9477 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9423, <8 x i1> %9412, <8 x float> zeroinitializer)
  %9478 = fadd <8 x float> %9461, %9477
  br label %9479

9479:                                             ; preds = %9462, %9469, %9476, %9460, %9441, %9419
  %9480 = phi <8 x float> [ %9461, %9460 ], [ %9420, %9419 ], [ %9442, %9441 ], [ %9478, %9476 ], [ %9475, %9469 ], [ %9468, %9462 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9480, ptr nonnull align 1 %9421, <8 x i1> %9412)
  %9481 = shl i64 %7385, 3
  %9482 = or disjoint i64 %9481, 40
  %9483 = sub nsw i64 %9, %9482
  %9484 = icmp sgt i64 %9483, 7
  %9485 = trunc i64 %9483 to i32
  %9486 = select i1 %9484, i32 8, i32 %9485
  %9487 = insertelement <8 x i32> poison, i32 %9486, i64 0
  %9488 = shufflevector <8 x i32> %9487, <8 x i32> poison, <8 x i32> zeroinitializer
  %9489 = icmp sgt <8 x i32> %9488, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9490 = load <8 x float>, ptr %4776, align 32
  br i1 %5059, label %9496, label %9491

9491:                                             ; preds = %9479
  %9492 = load float, ptr %5038, align 1
  %9493 = insertelement <8 x float> poison, float %9492, i64 0
  %9494 = shufflevector <8 x float> %9493, <8 x float> poison, <8 x i32> zeroinitializer
  %9495 = fadd <8 x float> %9490, %9494
  br label %9496

9496:                                             ; preds = %9491, %9479
  %9497 = phi <8 x float> [ %9495, %9491 ], [ %9490, %9479 ]
  %9498 = getelementptr inbounds nuw float, ptr %5045, i64 %9482
  %9499 = getelementptr inbounds nuw float, ptr %5050, i64 %9482
  %9500 = select i1 %5060, ptr null, ptr %9499
  switch i64 %4751, label %509 [
    i64 1, label %9515
    i64 2, label %9508
    i64 3, label %9501
    i64 0, label %9556
  ]

9501:                                             ; preds = %9496
  %9502 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9497)
  %9503 = bitcast <8 x float> %9497 to <8 x i32>
  %9504 = and <8 x i32> %9503, %4668
  %9505 = bitcast <8 x i32> %9504 to <8 x float>
  %9506 = fcmp oeq <8 x float> %9497, %52
  %9507 = select <8 x i1> %9506, <8 x float> %9505, <8 x float> %9502
  br label %9518

9508:                                             ; preds = %9496
  %9509 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9497)
  %9510 = bitcast <8 x float> %9497 to <8 x i32>
  %9511 = or <8 x i32> %9510, %4669
  %9512 = bitcast <8 x i32> %9511 to <8 x float>
  %9513 = fcmp oeq <8 x float> %9497, %55
  %9514 = select <8 x i1> %9513, <8 x float> %9512, <8 x float> %9509
  br label %9518

9515:                                             ; preds = %9496
  %9516 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9500, <8 x i1> %9489, <8 x float> zeroinitializer)
  %9517 = fadd <8 x float> %9497, %9516
  br label %9518

9518:                                             ; preds = %9515, %9508, %9501
  %9519 = phi <8 x float> [ %9517, %9515 ], [ %9514, %9508 ], [ %9507, %9501 ]
  switch i64 %4778, label %509 [
    i64 1, label %9534
    i64 2, label %9527
    i64 3, label %9520
    i64 0, label %9556
  ]

9520:                                             ; preds = %9518
  %9521 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9519)
  %9522 = bitcast <8 x float> %9519 to <8 x i32>
  %9523 = and <8 x i32> %9522, %4668
  %9524 = bitcast <8 x i32> %9523 to <8 x float>
  %9525 = fcmp oeq <8 x float> %9519, %52
  %9526 = select <8 x i1> %9525, <8 x float> %9524, <8 x float> %9521
  br label %9537

9527:                                             ; preds = %9518
  %9528 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9519)
  %9529 = bitcast <8 x float> %9519 to <8 x i32>
  %9530 = or <8 x i32> %9529, %4669
  %9531 = bitcast <8 x i32> %9530 to <8 x float>
  %9532 = fcmp oeq <8 x float> %9519, %55
  %9533 = select <8 x i1> %9532, <8 x float> %9531, <8 x float> %9528
  br label %9537

9534:                                             ; preds = %9518
  %9535 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9500, <8 x i1> %9489, <8 x float> zeroinitializer)
  %9536 = fadd <8 x float> %9519, %9535
  br label %9537

9537:                                             ; preds = %9534, %9527, %9520
  %9538 = phi <8 x float> [ %9536, %9534 ], [ %9533, %9527 ], [ %9526, %9520 ]
  switch i64 %4780, label %509 [
    i64 1, label %9553
    i64 2, label %9546
    i64 3, label %9539
    i64 0, label %9556
  ]

9539:                                             ; preds = %9537
  %9540 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9538)
  %9541 = bitcast <8 x float> %9538 to <8 x i32>
  %9542 = and <8 x i32> %9541, %4668
  %9543 = bitcast <8 x i32> %9542 to <8 x float>
  %9544 = fcmp oeq <8 x float> %9538, %52
  %9545 = select <8 x i1> %9544, <8 x float> %9543, <8 x float> %9540
  br label %9556

9546:                                             ; preds = %9537
  %9547 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9538)
  %9548 = bitcast <8 x float> %9538 to <8 x i32>
  %9549 = or <8 x i32> %9548, %4669
  %9550 = bitcast <8 x i32> %9549 to <8 x float>
  %9551 = fcmp oeq <8 x float> %9538, %55
  %9552 = select <8 x i1> %9551, <8 x float> %9550, <8 x float> %9547
  br label %9556

9553:                                             ; preds = %9537
  %9554 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9500, <8 x i1> %9489, <8 x float> zeroinitializer)
  %9555 = fadd <8 x float> %9538, %9554
  br label %9556

9556:                                             ; preds = %9539, %9546, %9553, %9537, %9518, %9496
  %9557 = phi <8 x float> [ %9538, %9537 ], [ %9497, %9496 ], [ %9519, %9518 ], [ %9555, %9553 ], [ %9552, %9546 ], [ %9545, %9539 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9557, ptr nonnull align 1 %9498, <8 x i1> %9489)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %10861

9558:                                             ; preds = %7384
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %32, i8 0, i64 224, i1 false)
  br i1 %4665, label %9559, label %9632

9559:                                             ; preds = %9558, %9573
  %9560 = phi i64 [ %9574, %9573 ], [ 0, %9558 ]
  %9561 = mul nsw i64 %9560, %14
  %9562 = sub i64 %9561, %16
  %9563 = add i64 %9562, %5062
  %9564 = icmp slt i64 %9563, 0
  %9565 = icmp sge i64 %9563, %6
  %9566 = or i1 %9564, %9565
  %9567 = select i1 %9566, i64 0, i64 %9563
  %9568 = mul nsw i64 %9567, %7
  %9569 = getelementptr inbounds float, ptr %5035, i64 %9568
  br i1 %4666, label %9570, label %9573

9570:                                             ; preds = %9559
  %9571 = mul nuw nsw i64 %9560, %11
  %9572 = getelementptr inbounds nuw float, ptr %5037, i64 %9571
  br label %9576

9573:                                             ; preds = %9585, %9559
  %9574 = add nuw nsw i64 %9560, 1
  %9575 = icmp eq i64 %9574, %10
  br i1 %9575, label %9630, label %9559

9576:                                             ; preds = %9570, %9585
  %9577 = phi i64 [ 0, %9570 ], [ %9586, %9585 ]
  %9578 = getelementptr inbounds nuw float, ptr %9572, i64 %9577
  %9579 = load float, ptr %9578, align 1
  %9580 = insertelement <8 x float> poison, float %9579, i64 0
  %9581 = shufflevector <8 x float> %9580, <8 x float> poison, <8 x i32> zeroinitializer
  %9582 = mul nsw i64 %9577, %15
  %9583 = sub i64 %9582, %17
  %9584 = getelementptr <4 x i64>, ptr %4653, i64 %9577
  br label %9588

9585:                                             ; preds = %9619
  %9586 = add nuw nsw i64 %9577, 1
  %9587 = icmp eq i64 %9586, %11
  br i1 %9587, label %9573, label %9576

9588:                                             ; preds = %9576, %9619
  %9589 = phi i64 [ 0, %9576 ], [ %9628, %9619 ]
  %9590 = or disjoint i64 %7385, %9589
  %9591 = shl nsw i64 %9590, 3
  %9592 = add i64 %9583, %9591
  br i1 %4667, label %9597, label %9593

9593:                                             ; preds = %9588
  %9594 = mul nuw nsw i64 %9590, %11
  %9595 = getelementptr <4 x i64>, ptr %9584, i64 %9594
  %9596 = load <4 x i64>, ptr %9595, align 32
  br label %9619

9597:                                             ; preds = %9588
  %9598 = sub nsw i64 %9, %9591
  %9599 = icmp slt i64 %9592, 0
  %9600 = sub nsw i64 0, %9592
  %9601 = select i1 %9599, i64 %9600, i64 0
  %9602 = sub nsw i64 %7, %9592
  %9603 = call i64 @llvm.smin.i64(i64 %9602, i64 %9598)
  %9604 = call i64 @llvm.smin.i64(i64 %9603, i64 8)
  %9605 = icmp sgt i64 %9604, %9601
  %9606 = trunc i64 %9601 to i32
  %9607 = select i1 %9605, i32 %9606, i32 0
  %9608 = insertelement <8 x i32> poison, i32 %9607, i64 0
  %9609 = shufflevector <8 x i32> %9608, <8 x i32> poison, <8 x i32> zeroinitializer
  %9610 = icmp slt <8 x i32> %9609, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %9611 = trunc i64 %9604 to i32
  %9612 = select i1 %9605, i32 %9611, i32 0
  %9613 = insertelement <8 x i32> poison, i32 %9612, i64 0
  %9614 = shufflevector <8 x i32> %9613, <8 x i32> poison, <8 x i32> zeroinitializer
  %9615 = icmp sgt <8 x i32> %9614, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9616 = and <8 x i1> %9615, %9610
  %9617 = sext <8 x i1> %9616 to <8 x i32>
  %9618 = bitcast <8 x i32> %9617 to <4 x i64>
  br label %9619

9619:                                             ; preds = %9597, %9593
  %9620 = phi <4 x i64> [ %9596, %9593 ], [ %9618, %9597 ]
  %9621 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %9589
  %9622 = getelementptr inbounds float, ptr %9569, i64 %9592
  %9623 = select i1 %9566, <4 x i64> zeroinitializer, <4 x i64> %9620
  %9624 = bitcast <4 x i64> %9623 to <8 x i32>
  %9625 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %9622, <8 x i32> %9624)
  %9626 = load <8 x float>, ptr %9621, align 32
  %9627 = call <8 x float> @llvm.fma.v8f32(<8 x float> %9625, <8 x float> %9581, <8 x float> %9626)
  store <8 x float> %9627, ptr %9621, align 32
  %9628 = add nuw nsw i64 %9589, 1
  %9629 = icmp eq i64 %9628, 7
  br i1 %9629, label %9585, label %9588

9630:                                             ; preds = %9573
  %9631 = load <8 x float>, ptr %32, align 32
  br label %9632

9632:                                             ; preds = %9630, %9558
  %9633 = phi <8 x float> [ %9631, %9630 ], [ zeroinitializer, %9558 ]
  %9634 = shl nsw i64 %7385, 3
  %9635 = sub nsw i64 %9, %9634
  %9636 = icmp sgt i64 %9635, 7
  %9637 = trunc i64 %9635 to i32
  %9638 = select i1 %9636, i32 8, i32 %9637
  %9639 = insertelement <8 x i32> poison, i32 %9638, i64 0
  %9640 = shufflevector <8 x i32> %9639, <8 x i32> poison, <8 x i32> zeroinitializer
  %9641 = icmp sgt <8 x i32> %9640, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %9647, label %9642

9642:                                             ; preds = %9632
  %9643 = load float, ptr %5038, align 1
  %9644 = insertelement <8 x float> poison, float %9643, i64 0
  %9645 = shufflevector <8 x float> %9644, <8 x float> poison, <8 x i32> zeroinitializer
  %9646 = fadd <8 x float> %9633, %9645
  br label %9647

9647:                                             ; preds = %9642, %9632
  %9648 = phi <8 x float> [ %9646, %9642 ], [ %9633, %9632 ]
  %9649 = getelementptr inbounds nuw float, ptr %5045, i64 %9634
  %9650 = getelementptr inbounds nuw float, ptr %5050, i64 %9634
  %9651 = select i1 %5060, ptr null, ptr %9650
  switch i64 %4716, label %509 [
    i64 1, label %9652
    i64 2, label %9655
    i64 3, label %9662
    i64 0, label %9707
  ]

9652:                                             ; preds = %9647
  %9653 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9651, <8 x i1> %9641, <8 x float> zeroinitializer)
  %9654 = fadd <8 x float> %9648, %9653
  br label %9669

9655:                                             ; preds = %9647
  %9656 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9648)
  %9657 = bitcast <8 x float> %9648 to <8 x i32>
  %9658 = or <8 x i32> %9657, %4669
  %9659 = bitcast <8 x i32> %9658 to <8 x float>
  %9660 = fcmp oeq <8 x float> %9648, %55
  %9661 = select <8 x i1> %9660, <8 x float> %9659, <8 x float> %9656
  br label %9669

9662:                                             ; preds = %9647
  %9663 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9648)
  %9664 = bitcast <8 x float> %9648 to <8 x i32>
  %9665 = and <8 x i32> %9664, %4668
  %9666 = bitcast <8 x i32> %9665 to <8 x float>
  %9667 = fcmp oeq <8 x float> %9648, %52
  %9668 = select <8 x i1> %9667, <8 x float> %9666, <8 x float> %9663
  br label %9669

9669:                                             ; preds = %9662, %9655, %9652
  %9670 = phi <8 x float> [ %9654, %9652 ], [ %9661, %9655 ], [ %9668, %9662 ]
  switch i64 %4718, label %509 [
    i64 1, label %9685
    i64 2, label %9678
    i64 3, label %9671
    i64 0, label %9707
  ]

9671:                                             ; preds = %9669
  %9672 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9670)
  %9673 = bitcast <8 x float> %9670 to <8 x i32>
  %9674 = and <8 x i32> %9673, %4668
  %9675 = bitcast <8 x i32> %9674 to <8 x float>
  %9676 = fcmp oeq <8 x float> %9670, %52
  %9677 = select <8 x i1> %9676, <8 x float> %9675, <8 x float> %9672
  br label %9688

9678:                                             ; preds = %9669
  %9679 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9670)
  %9680 = bitcast <8 x float> %9670 to <8 x i32>
  %9681 = or <8 x i32> %9680, %4669
  %9682 = bitcast <8 x i32> %9681 to <8 x float>
  %9683 = fcmp oeq <8 x float> %9670, %55
  %9684 = select <8 x i1> %9683, <8 x float> %9682, <8 x float> %9679
  br label %9688

9685:                                             ; preds = %9669
  %9686 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9651, <8 x i1> %9641, <8 x float> zeroinitializer)
  %9687 = fadd <8 x float> %9670, %9686
  br label %9688

9688:                                             ; preds = %9685, %9678, %9671
  %9689 = phi <8 x float> [ %9687, %9685 ], [ %9684, %9678 ], [ %9677, %9671 ]
  switch i64 %4720, label %509 [
    i64 1, label %9704
    i64 2, label %9697
    i64 3, label %9690
    i64 0, label %9707
  ]

9690:                                             ; preds = %9688
  %9691 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9689)
  %9692 = bitcast <8 x float> %9689 to <8 x i32>
  %9693 = and <8 x i32> %9692, %4668
  %9694 = bitcast <8 x i32> %9693 to <8 x float>
  %9695 = fcmp oeq <8 x float> %9689, %52
  %9696 = select <8 x i1> %9695, <8 x float> %9694, <8 x float> %9691
  br label %9707

9697:                                             ; preds = %9688
  %9698 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9689)
  %9699 = bitcast <8 x float> %9689 to <8 x i32>
  %9700 = or <8 x i32> %9699, %4669
  %9701 = bitcast <8 x i32> %9700 to <8 x float>
  %9702 = fcmp oeq <8 x float> %9689, %55
  %9703 = select <8 x i1> %9702, <8 x float> %9701, <8 x float> %9698
  br label %9707

9704:                                             ; preds = %9688
  %9705 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9651, <8 x i1> %9641, <8 x float> zeroinitializer)
  %9706 = fadd <8 x float> %9689, %9705
  br label %9707

9707:                                             ; preds = %9690, %9697, %9704, %9688, %9669, %9647
  %9708 = phi <8 x float> [ %9689, %9688 ], [ %9648, %9647 ], [ %9670, %9669 ], [ %9706, %9704 ], [ %9703, %9697 ], [ %9696, %9690 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9708, ptr align 1 %9649, <8 x i1> %9641)
  %9709 = shl i64 %7385, 3
  %9710 = or disjoint i64 %9709, 8
  %9711 = sub nsw i64 %9, %9710
  %9712 = icmp sgt i64 %9711, 7
  %9713 = trunc i64 %9711 to i32
  %9714 = select i1 %9712, i32 8, i32 %9713
  %9715 = insertelement <8 x i32> poison, i32 %9714, i64 0
  %9716 = shufflevector <8 x i32> %9715, <8 x i32> poison, <8 x i32> zeroinitializer
  %9717 = icmp sgt <8 x i32> %9716, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9718 = load <8 x float>, ptr %4721, align 32
  br i1 %5059, label %9724, label %9719

9719:                                             ; preds = %9707
  %9720 = load float, ptr %5038, align 1
  %9721 = insertelement <8 x float> poison, float %9720, i64 0
  %9722 = shufflevector <8 x float> %9721, <8 x float> poison, <8 x i32> zeroinitializer
  %9723 = fadd <8 x float> %9718, %9722
  br label %9724

9724:                                             ; preds = %9719, %9707
  %9725 = phi <8 x float> [ %9723, %9719 ], [ %9718, %9707 ]
  %9726 = getelementptr inbounds nuw float, ptr %5045, i64 %9710
  %9727 = getelementptr inbounds nuw float, ptr %5050, i64 %9710
  %9728 = select i1 %5060, ptr null, ptr %9727
  switch i64 %4716, label %509 [
    i64 1, label %9743
    i64 2, label %9736
    i64 3, label %9729
    i64 0, label %9784
  ]

9729:                                             ; preds = %9724
  %9730 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9725)
  %9731 = bitcast <8 x float> %9725 to <8 x i32>
  %9732 = and <8 x i32> %9731, %4668
  %9733 = bitcast <8 x i32> %9732 to <8 x float>
  %9734 = fcmp oeq <8 x float> %9725, %52
  %9735 = select <8 x i1> %9734, <8 x float> %9733, <8 x float> %9730
  br label %9746

9736:                                             ; preds = %9724
  %9737 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9725)
  %9738 = bitcast <8 x float> %9725 to <8 x i32>
  %9739 = or <8 x i32> %9738, %4669
  %9740 = bitcast <8 x i32> %9739 to <8 x float>
  %9741 = fcmp oeq <8 x float> %9725, %55
  %9742 = select <8 x i1> %9741, <8 x float> %9740, <8 x float> %9737
  br label %9746

9743:                                             ; preds = %9724
  %9744 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9728, <8 x i1> %9717, <8 x float> zeroinitializer)
  %9745 = fadd <8 x float> %9725, %9744
  br label %9746

9746:                                             ; preds = %9743, %9736, %9729
  %9747 = phi <8 x float> [ %9745, %9743 ], [ %9742, %9736 ], [ %9735, %9729 ]
  switch i64 %4723, label %509 [
    i64 1, label %9762
    i64 2, label %9755
    i64 3, label %9748
    i64 0, label %9784
  ]

9748:                                             ; preds = %9746
  %9749 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9747)
  %9750 = bitcast <8 x float> %9747 to <8 x i32>
  %9751 = and <8 x i32> %9750, %4668
  %9752 = bitcast <8 x i32> %9751 to <8 x float>
  %9753 = fcmp oeq <8 x float> %9747, %52
  %9754 = select <8 x i1> %9753, <8 x float> %9752, <8 x float> %9749
  br label %9765

9755:                                             ; preds = %9746
  %9756 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9747)
  %9757 = bitcast <8 x float> %9747 to <8 x i32>
  %9758 = or <8 x i32> %9757, %4669
  %9759 = bitcast <8 x i32> %9758 to <8 x float>
  %9760 = fcmp oeq <8 x float> %9747, %55
  %9761 = select <8 x i1> %9760, <8 x float> %9759, <8 x float> %9756
  br label %9765

9762:                                             ; preds = %9746
  %9763 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9728, <8 x i1> %9717, <8 x float> zeroinitializer)
  %9764 = fadd <8 x float> %9747, %9763
  br label %9765

9765:                                             ; preds = %9762, %9755, %9748
  %9766 = phi <8 x float> [ %9764, %9762 ], [ %9761, %9755 ], [ %9754, %9748 ]
  switch i64 %4725, label %509 [
    i64 1, label %9781
    i64 2, label %9774
    i64 3, label %9767
    i64 0, label %9784
  ]

9767:                                             ; preds = %9765
  %9768 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9766)
  %9769 = bitcast <8 x float> %9766 to <8 x i32>
  %9770 = and <8 x i32> %9769, %4668
  %9771 = bitcast <8 x i32> %9770 to <8 x float>
  %9772 = fcmp oeq <8 x float> %9766, %52
  %9773 = select <8 x i1> %9772, <8 x float> %9771, <8 x float> %9768
  br label %9784

9774:                                             ; preds = %9765
  %9775 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9766)
  %9776 = bitcast <8 x float> %9766 to <8 x i32>
  %9777 = or <8 x i32> %9776, %4669
  %9778 = bitcast <8 x i32> %9777 to <8 x float>
  %9779 = fcmp oeq <8 x float> %9766, %55
  %9780 = select <8 x i1> %9779, <8 x float> %9778, <8 x float> %9775
  br label %9784

9781:                                             ; preds = %9765
  %9782 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9728, <8 x i1> %9717, <8 x float> zeroinitializer)
  %9783 = fadd <8 x float> %9766, %9782
  br label %9784

9784:                                             ; preds = %9767, %9774, %9781, %9765, %9746, %9724
  %9785 = phi <8 x float> [ %9766, %9765 ], [ %9725, %9724 ], [ %9747, %9746 ], [ %9783, %9781 ], [ %9780, %9774 ], [ %9773, %9767 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9785, ptr nonnull align 1 %9726, <8 x i1> %9717)
  %9786 = shl i64 %7385, 3
  %9787 = or disjoint i64 %9786, 16
  %9788 = sub nsw i64 %9, %9787
  %9789 = icmp sgt i64 %9788, 7
  %9790 = trunc i64 %9788 to i32
  %9791 = select i1 %9789, i32 8, i32 %9790
  %9792 = insertelement <8 x i32> poison, i32 %9791, i64 0
  %9793 = shufflevector <8 x i32> %9792, <8 x i32> poison, <8 x i32> zeroinitializer
  %9794 = icmp sgt <8 x i32> %9793, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9795 = load <8 x float>, ptr %4726, align 32
  br i1 %5059, label %9801, label %9796

9796:                                             ; preds = %9784
  %9797 = load float, ptr %5038, align 1
  %9798 = insertelement <8 x float> poison, float %9797, i64 0
  %9799 = shufflevector <8 x float> %9798, <8 x float> poison, <8 x i32> zeroinitializer
  %9800 = fadd <8 x float> %9795, %9799
  br label %9801

9801:                                             ; preds = %9796, %9784
  %9802 = phi <8 x float> [ %9800, %9796 ], [ %9795, %9784 ]
  %9803 = getelementptr inbounds nuw float, ptr %5045, i64 %9787
  %9804 = getelementptr inbounds nuw float, ptr %5050, i64 %9787
  %9805 = select i1 %5060, ptr null, ptr %9804
  switch i64 %4716, label %509 [
    i64 1, label %9820
    i64 2, label %9813
    i64 3, label %9806
    i64 0, label %9861
  ]

9806:                                             ; preds = %9801
  %9807 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9802)
  %9808 = bitcast <8 x float> %9802 to <8 x i32>
  %9809 = and <8 x i32> %9808, %4668
  %9810 = bitcast <8 x i32> %9809 to <8 x float>
  %9811 = fcmp oeq <8 x float> %9802, %52
  %9812 = select <8 x i1> %9811, <8 x float> %9810, <8 x float> %9807
  br label %9823

9813:                                             ; preds = %9801
  %9814 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9802)
  %9815 = bitcast <8 x float> %9802 to <8 x i32>
  %9816 = or <8 x i32> %9815, %4669
  %9817 = bitcast <8 x i32> %9816 to <8 x float>
  %9818 = fcmp oeq <8 x float> %9802, %55
  %9819 = select <8 x i1> %9818, <8 x float> %9817, <8 x float> %9814
  br label %9823

9820:                                             ; preds = %9801
  %9821 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9805, <8 x i1> %9794, <8 x float> zeroinitializer)
  %9822 = fadd <8 x float> %9802, %9821
  br label %9823

9823:                                             ; preds = %9820, %9813, %9806
  %9824 = phi <8 x float> [ %9822, %9820 ], [ %9819, %9813 ], [ %9812, %9806 ]
  switch i64 %4728, label %509 [
    i64 1, label %9839
    i64 2, label %9832
    i64 3, label %9825
    i64 0, label %9861
  ]

9825:                                             ; preds = %9823
  %9826 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9824)
  %9827 = bitcast <8 x float> %9824 to <8 x i32>
  %9828 = and <8 x i32> %9827, %4668
  %9829 = bitcast <8 x i32> %9828 to <8 x float>
  %9830 = fcmp oeq <8 x float> %9824, %52
  %9831 = select <8 x i1> %9830, <8 x float> %9829, <8 x float> %9826
  br label %9842

9832:                                             ; preds = %9823
  %9833 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9824)
  %9834 = bitcast <8 x float> %9824 to <8 x i32>
  %9835 = or <8 x i32> %9834, %4669
  %9836 = bitcast <8 x i32> %9835 to <8 x float>
  %9837 = fcmp oeq <8 x float> %9824, %55
  %9838 = select <8 x i1> %9837, <8 x float> %9836, <8 x float> %9833
  br label %9842

9839:                                             ; preds = %9823
  %9840 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9805, <8 x i1> %9794, <8 x float> zeroinitializer)
  %9841 = fadd <8 x float> %9824, %9840
  br label %9842

9842:                                             ; preds = %9839, %9832, %9825
  %9843 = phi <8 x float> [ %9841, %9839 ], [ %9838, %9832 ], [ %9831, %9825 ]
  switch i64 %4730, label %509 [
    i64 1, label %9858
    i64 2, label %9851
    i64 3, label %9844
    i64 0, label %9861
  ]

9844:                                             ; preds = %9842
  %9845 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9843)
  %9846 = bitcast <8 x float> %9843 to <8 x i32>
  %9847 = and <8 x i32> %9846, %4668
  %9848 = bitcast <8 x i32> %9847 to <8 x float>
  %9849 = fcmp oeq <8 x float> %9843, %52
  %9850 = select <8 x i1> %9849, <8 x float> %9848, <8 x float> %9845
  br label %9861

9851:                                             ; preds = %9842
  %9852 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9843)
  %9853 = bitcast <8 x float> %9843 to <8 x i32>
  %9854 = or <8 x i32> %9853, %4669
  %9855 = bitcast <8 x i32> %9854 to <8 x float>
  %9856 = fcmp oeq <8 x float> %9843, %55
  %9857 = select <8 x i1> %9856, <8 x float> %9855, <8 x float> %9852
  br label %9861

9858:                                             ; preds = %9842
  %9859 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9805, <8 x i1> %9794, <8 x float> zeroinitializer)
  %9860 = fadd <8 x float> %9843, %9859
  br label %9861

9861:                                             ; preds = %9844, %9851, %9858, %9842, %9823, %9801
  %9862 = phi <8 x float> [ %9843, %9842 ], [ %9802, %9801 ], [ %9824, %9823 ], [ %9860, %9858 ], [ %9857, %9851 ], [ %9850, %9844 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9862, ptr nonnull align 1 %9803, <8 x i1> %9794)
  %9863 = shl i64 %7385, 3
  %9864 = or disjoint i64 %9863, 24
  %9865 = sub nsw i64 %9, %9864
  %9866 = icmp sgt i64 %9865, 7
  %9867 = trunc i64 %9865 to i32
  %9868 = select i1 %9866, i32 8, i32 %9867
  %9869 = insertelement <8 x i32> poison, i32 %9868, i64 0
  %9870 = shufflevector <8 x i32> %9869, <8 x i32> poison, <8 x i32> zeroinitializer
  %9871 = icmp sgt <8 x i32> %9870, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9872 = load <8 x float>, ptr %4731, align 32
  br i1 %5059, label %9878, label %9873

9873:                                             ; preds = %9861
  %9874 = load float, ptr %5038, align 1
  %9875 = insertelement <8 x float> poison, float %9874, i64 0
  %9876 = shufflevector <8 x float> %9875, <8 x float> poison, <8 x i32> zeroinitializer
  %9877 = fadd <8 x float> %9872, %9876
  br label %9878

9878:                                             ; preds = %9873, %9861
  %9879 = phi <8 x float> [ %9877, %9873 ], [ %9872, %9861 ]
  %9880 = getelementptr inbounds nuw float, ptr %5045, i64 %9864
  %9881 = getelementptr inbounds nuw float, ptr %5050, i64 %9864
  %9882 = select i1 %5060, ptr null, ptr %9881
  switch i64 %4716, label %509 [
    i64 1, label %9897
    i64 2, label %9890
    i64 3, label %9883
    i64 0, label %9938
  ]

9883:                                             ; preds = %9878
  %9884 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9879)
  %9885 = bitcast <8 x float> %9879 to <8 x i32>
  %9886 = and <8 x i32> %9885, %4668
  %9887 = bitcast <8 x i32> %9886 to <8 x float>
  %9888 = fcmp oeq <8 x float> %9879, %52
  %9889 = select <8 x i1> %9888, <8 x float> %9887, <8 x float> %9884
  br label %9900

9890:                                             ; preds = %9878
  %9891 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9879)
  %9892 = bitcast <8 x float> %9879 to <8 x i32>
  %9893 = or <8 x i32> %9892, %4669
  %9894 = bitcast <8 x i32> %9893 to <8 x float>
  %9895 = fcmp oeq <8 x float> %9879, %55
  %9896 = select <8 x i1> %9895, <8 x float> %9894, <8 x float> %9891
  br label %9900

9897:                                             ; preds = %9878
  %9898 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9882, <8 x i1> %9871, <8 x float> zeroinitializer)
  %9899 = fadd <8 x float> %9879, %9898
  br label %9900

9900:                                             ; preds = %9897, %9890, %9883
  %9901 = phi <8 x float> [ %9899, %9897 ], [ %9896, %9890 ], [ %9889, %9883 ]
  switch i64 %4733, label %509 [
    i64 1, label %9916
    i64 2, label %9909
    i64 3, label %9902
    i64 0, label %9938
  ]

9902:                                             ; preds = %9900
  %9903 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9901)
  %9904 = bitcast <8 x float> %9901 to <8 x i32>
  %9905 = and <8 x i32> %9904, %4668
  %9906 = bitcast <8 x i32> %9905 to <8 x float>
  %9907 = fcmp oeq <8 x float> %9901, %52
  %9908 = select <8 x i1> %9907, <8 x float> %9906, <8 x float> %9903
  br label %9919

9909:                                             ; preds = %9900
  %9910 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9901)
  %9911 = bitcast <8 x float> %9901 to <8 x i32>
  %9912 = or <8 x i32> %9911, %4669
  %9913 = bitcast <8 x i32> %9912 to <8 x float>
  %9914 = fcmp oeq <8 x float> %9901, %55
  %9915 = select <8 x i1> %9914, <8 x float> %9913, <8 x float> %9910
  br label %9919

9916:                                             ; preds = %9900
  %9917 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9882, <8 x i1> %9871, <8 x float> zeroinitializer)
  %9918 = fadd <8 x float> %9901, %9917
  br label %9919

9919:                                             ; preds = %9916, %9909, %9902
  %9920 = phi <8 x float> [ %9918, %9916 ], [ %9915, %9909 ], [ %9908, %9902 ]
  switch i64 %4735, label %509 [
    i64 1, label %9935
    i64 2, label %9928
    i64 3, label %9921
    i64 0, label %9938
  ]

9921:                                             ; preds = %9919
  %9922 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9920)
  %9923 = bitcast <8 x float> %9920 to <8 x i32>
  %9924 = and <8 x i32> %9923, %4668
  %9925 = bitcast <8 x i32> %9924 to <8 x float>
  %9926 = fcmp oeq <8 x float> %9920, %52
  %9927 = select <8 x i1> %9926, <8 x float> %9925, <8 x float> %9922
  br label %9938

9928:                                             ; preds = %9919
  %9929 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9920)
  %9930 = bitcast <8 x float> %9920 to <8 x i32>
  %9931 = or <8 x i32> %9930, %4669
  %9932 = bitcast <8 x i32> %9931 to <8 x float>
  %9933 = fcmp oeq <8 x float> %9920, %55
  %9934 = select <8 x i1> %9933, <8 x float> %9932, <8 x float> %9929
  br label %9938

9935:                                             ; preds = %9919
  %9936 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9882, <8 x i1> %9871, <8 x float> zeroinitializer)
  %9937 = fadd <8 x float> %9920, %9936
  br label %9938

9938:                                             ; preds = %9921, %9928, %9935, %9919, %9900, %9878
  %9939 = phi <8 x float> [ %9920, %9919 ], [ %9879, %9878 ], [ %9901, %9900 ], [ %9937, %9935 ], [ %9934, %9928 ], [ %9927, %9921 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %9939, ptr nonnull align 1 %9880, <8 x i1> %9871)
  %9940 = shl i64 %7385, 3
  %9941 = or disjoint i64 %9940, 32
  %9942 = sub nsw i64 %9, %9941
  %9943 = icmp sgt i64 %9942, 7
  %9944 = trunc i64 %9942 to i32
  %9945 = select i1 %9943, i32 8, i32 %9944
  %9946 = insertelement <8 x i32> poison, i32 %9945, i64 0
  %9947 = shufflevector <8 x i32> %9946, <8 x i32> poison, <8 x i32> zeroinitializer
  %9948 = icmp sgt <8 x i32> %9947, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %9949 = load <8 x float>, ptr %4736, align 32
  br i1 %5059, label %9955, label %9950

9950:                                             ; preds = %9938
  %9951 = load float, ptr %5038, align 1
  %9952 = insertelement <8 x float> poison, float %9951, i64 0
  %9953 = shufflevector <8 x float> %9952, <8 x float> poison, <8 x i32> zeroinitializer
  %9954 = fadd <8 x float> %9949, %9953
  br label %9955

9955:                                             ; preds = %9950, %9938
  %9956 = phi <8 x float> [ %9954, %9950 ], [ %9949, %9938 ]
  %9957 = getelementptr inbounds nuw float, ptr %5045, i64 %9941
  %9958 = getelementptr inbounds nuw float, ptr %5050, i64 %9941
  %9959 = select i1 %5060, ptr null, ptr %9958
  switch i64 %4716, label %509 [
    i64 1, label %9974
    i64 2, label %9967
    i64 3, label %9960
    i64 0, label %10015
  ]

9960:                                             ; preds = %9955
  %9961 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9956)
  %9962 = bitcast <8 x float> %9956 to <8 x i32>
  %9963 = and <8 x i32> %9962, %4668
  %9964 = bitcast <8 x i32> %9963 to <8 x float>
  %9965 = fcmp oeq <8 x float> %9956, %52
  %9966 = select <8 x i1> %9965, <8 x float> %9964, <8 x float> %9961
  br label %9977

9967:                                             ; preds = %9955
  %9968 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9956)
  %9969 = bitcast <8 x float> %9956 to <8 x i32>
  %9970 = or <8 x i32> %9969, %4669
  %9971 = bitcast <8 x i32> %9970 to <8 x float>
  %9972 = fcmp oeq <8 x float> %9956, %55
  %9973 = select <8 x i1> %9972, <8 x float> %9971, <8 x float> %9968
  br label %9977

9974:                                             ; preds = %9955
  %9975 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9959, <8 x i1> %9948, <8 x float> zeroinitializer)
  %9976 = fadd <8 x float> %9956, %9975
  br label %9977

9977:                                             ; preds = %9974, %9967, %9960
  %9978 = phi <8 x float> [ %9976, %9974 ], [ %9973, %9967 ], [ %9966, %9960 ]
  switch i64 %4738, label %509 [
    i64 1, label %9993
    i64 2, label %9986
    i64 3, label %9979
    i64 0, label %10015
  ]

9979:                                             ; preds = %9977
  %9980 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9978)
  %9981 = bitcast <8 x float> %9978 to <8 x i32>
  %9982 = and <8 x i32> %9981, %4668
  %9983 = bitcast <8 x i32> %9982 to <8 x float>
  %9984 = fcmp oeq <8 x float> %9978, %52
  %9985 = select <8 x i1> %9984, <8 x float> %9983, <8 x float> %9980
  br label %9996

9986:                                             ; preds = %9977
  %9987 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9978)
  %9988 = bitcast <8 x float> %9978 to <8 x i32>
  %9989 = or <8 x i32> %9988, %4669
  %9990 = bitcast <8 x i32> %9989 to <8 x float>
  %9991 = fcmp oeq <8 x float> %9978, %55
  %9992 = select <8 x i1> %9991, <8 x float> %9990, <8 x float> %9987
  br label %9996

9993:                                             ; preds = %9977
  %9994 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9959, <8 x i1> %9948, <8 x float> zeroinitializer)
  %9995 = fadd <8 x float> %9978, %9994
  br label %9996

9996:                                             ; preds = %9993, %9986, %9979
  %9997 = phi <8 x float> [ %9995, %9993 ], [ %9992, %9986 ], [ %9985, %9979 ]
  switch i64 %4740, label %509 [
    i64 1, label %10012
    i64 2, label %10005
    i64 3, label %9998
    i64 0, label %10015
  ]

9998:                                             ; preds = %9996
  %9999 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %9997)
  %10000 = bitcast <8 x float> %9997 to <8 x i32>
  %10001 = and <8 x i32> %10000, %4668
  %10002 = bitcast <8 x i32> %10001 to <8 x float>
  %10003 = fcmp oeq <8 x float> %9997, %52
  %10004 = select <8 x i1> %10003, <8 x float> %10002, <8 x float> %9999
  br label %10015

10005:                                            ; preds = %9996
  %10006 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %9997)
  %10007 = bitcast <8 x float> %9997 to <8 x i32>
  %10008 = or <8 x i32> %10007, %4669
  %10009 = bitcast <8 x i32> %10008 to <8 x float>
  %10010 = fcmp oeq <8 x float> %9997, %55
  %10011 = select <8 x i1> %10010, <8 x float> %10009, <8 x float> %10006
  br label %10015

10012:                                            ; preds = %9996
  %10013 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %9959, <8 x i1> %9948, <8 x float> zeroinitializer)
  %10014 = fadd <8 x float> %9997, %10013
  br label %10015

10015:                                            ; preds = %9998, %10005, %10012, %9996, %9977, %9955
  %10016 = phi <8 x float> [ %9997, %9996 ], [ %9956, %9955 ], [ %9978, %9977 ], [ %10014, %10012 ], [ %10011, %10005 ], [ %10004, %9998 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10016, ptr nonnull align 1 %9957, <8 x i1> %9948)
  %10017 = shl i64 %7385, 3
  %10018 = or disjoint i64 %10017, 40
  %10019 = sub nsw i64 %9, %10018
  %10020 = icmp sgt i64 %10019, 7
  %10021 = trunc i64 %10019 to i32
  %10022 = select i1 %10020, i32 8, i32 %10021
  %10023 = insertelement <8 x i32> poison, i32 %10022, i64 0
  %10024 = shufflevector <8 x i32> %10023, <8 x i32> poison, <8 x i32> zeroinitializer
  %10025 = icmp sgt <8 x i32> %10024, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10026 = load <8 x float>, ptr %4741, align 32
  br i1 %5059, label %10032, label %10027

10027:                                            ; preds = %10015
  %10028 = load float, ptr %5038, align 1
  %10029 = insertelement <8 x float> poison, float %10028, i64 0
  %10030 = shufflevector <8 x float> %10029, <8 x float> poison, <8 x i32> zeroinitializer
  %10031 = fadd <8 x float> %10026, %10030
  br label %10032

10032:                                            ; preds = %10027, %10015
  %10033 = phi <8 x float> [ %10031, %10027 ], [ %10026, %10015 ]
  %10034 = getelementptr inbounds nuw float, ptr %5045, i64 %10018
  %10035 = getelementptr inbounds nuw float, ptr %5050, i64 %10018
  %10036 = select i1 %5060, ptr null, ptr %10035
  switch i64 %4716, label %509 [
    i64 1, label %10051
    i64 2, label %10044
    i64 3, label %10037
    i64 0, label %10092
  ]

10037:                                            ; preds = %10032
  %10038 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10033)
  %10039 = bitcast <8 x float> %10033 to <8 x i32>
  %10040 = and <8 x i32> %10039, %4668
  %10041 = bitcast <8 x i32> %10040 to <8 x float>
  %10042 = fcmp oeq <8 x float> %10033, %52
  %10043 = select <8 x i1> %10042, <8 x float> %10041, <8 x float> %10038
  br label %10054

10044:                                            ; preds = %10032
  %10045 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10033)
  %10046 = bitcast <8 x float> %10033 to <8 x i32>
  %10047 = or <8 x i32> %10046, %4669
  %10048 = bitcast <8 x i32> %10047 to <8 x float>
  %10049 = fcmp oeq <8 x float> %10033, %55
  %10050 = select <8 x i1> %10049, <8 x float> %10048, <8 x float> %10045
  br label %10054

10051:                                            ; preds = %10032
  %10052 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10036, <8 x i1> %10025, <8 x float> zeroinitializer)
  %10053 = fadd <8 x float> %10033, %10052
  br label %10054

10054:                                            ; preds = %10051, %10044, %10037
  %10055 = phi <8 x float> [ %10053, %10051 ], [ %10050, %10044 ], [ %10043, %10037 ]
  switch i64 %4743, label %509 [
    i64 1, label %10070
    i64 2, label %10063
    i64 3, label %10056
    i64 0, label %10092
  ]

10056:                                            ; preds = %10054
  %10057 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10055)
  %10058 = bitcast <8 x float> %10055 to <8 x i32>
  %10059 = and <8 x i32> %10058, %4668
  %10060 = bitcast <8 x i32> %10059 to <8 x float>
  %10061 = fcmp oeq <8 x float> %10055, %52
  %10062 = select <8 x i1> %10061, <8 x float> %10060, <8 x float> %10057
  br label %10073

10063:                                            ; preds = %10054
  %10064 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10055)
  %10065 = bitcast <8 x float> %10055 to <8 x i32>
  %10066 = or <8 x i32> %10065, %4669
  %10067 = bitcast <8 x i32> %10066 to <8 x float>
  %10068 = fcmp oeq <8 x float> %10055, %55
  %10069 = select <8 x i1> %10068, <8 x float> %10067, <8 x float> %10064
  br label %10073

10070:                                            ; preds = %10054
  %10071 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10036, <8 x i1> %10025, <8 x float> zeroinitializer)
  %10072 = fadd <8 x float> %10055, %10071
  br label %10073

10073:                                            ; preds = %10070, %10063, %10056
  %10074 = phi <8 x float> [ %10072, %10070 ], [ %10069, %10063 ], [ %10062, %10056 ]
  switch i64 %4745, label %509 [
    i64 1, label %10089
    i64 2, label %10082
    i64 3, label %10075
    i64 0, label %10092
  ]

10075:                                            ; preds = %10073
  %10076 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10074)
  %10077 = bitcast <8 x float> %10074 to <8 x i32>
  %10078 = and <8 x i32> %10077, %4668
  %10079 = bitcast <8 x i32> %10078 to <8 x float>
  %10080 = fcmp oeq <8 x float> %10074, %52
  %10081 = select <8 x i1> %10080, <8 x float> %10079, <8 x float> %10076
  br label %10092

10082:                                            ; preds = %10073
  %10083 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10074)
  %10084 = bitcast <8 x float> %10074 to <8 x i32>
  %10085 = or <8 x i32> %10084, %4669
  %10086 = bitcast <8 x i32> %10085 to <8 x float>
  %10087 = fcmp oeq <8 x float> %10074, %55
  %10088 = select <8 x i1> %10087, <8 x float> %10086, <8 x float> %10083
  br label %10092

10089:                                            ; preds = %10073
  %10090 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10036, <8 x i1> %10025, <8 x float> zeroinitializer)
  %10091 = fadd <8 x float> %10074, %10090
  br label %10092

10092:                                            ; preds = %10075, %10082, %10089, %10073, %10054, %10032
  %10093 = phi <8 x float> [ %10074, %10073 ], [ %10033, %10032 ], [ %10055, %10054 ], [ %10091, %10089 ], [ %10088, %10082 ], [ %10081, %10075 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10093, ptr nonnull align 1 %10034, <8 x i1> %10025)
  %10094 = shl i64 %7385, 3
  %10095 = or disjoint i64 %10094, 48
  %10096 = sub nsw i64 %9, %10095
  %10097 = icmp sgt i64 %10096, 7
  %10098 = trunc i64 %10096 to i32
  %10099 = select i1 %10097, i32 8, i32 %10098
  %10100 = insertelement <8 x i32> poison, i32 %10099, i64 0
  %10101 = shufflevector <8 x i32> %10100, <8 x i32> poison, <8 x i32> zeroinitializer
  %10102 = icmp sgt <8 x i32> %10101, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10103 = load <8 x float>, ptr %4746, align 32
  br i1 %5059, label %10109, label %10104

10104:                                            ; preds = %10092
  %10105 = load float, ptr %5038, align 1
  %10106 = insertelement <8 x float> poison, float %10105, i64 0
  %10107 = shufflevector <8 x float> %10106, <8 x float> poison, <8 x i32> zeroinitializer
  %10108 = fadd <8 x float> %10103, %10107
  br label %10109

10109:                                            ; preds = %10104, %10092
  %10110 = phi <8 x float> [ %10108, %10104 ], [ %10103, %10092 ]
  %10111 = getelementptr inbounds nuw float, ptr %5045, i64 %10095
  %10112 = getelementptr inbounds nuw float, ptr %5050, i64 %10095
  %10113 = select i1 %5060, ptr null, ptr %10112
  switch i64 %4716, label %509 [
    i64 1, label %10128
    i64 2, label %10121
    i64 3, label %10114
    i64 0, label %10169
  ]

10114:                                            ; preds = %10109
  %10115 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10110)
  %10116 = bitcast <8 x float> %10110 to <8 x i32>
  %10117 = and <8 x i32> %10116, %4668
  %10118 = bitcast <8 x i32> %10117 to <8 x float>
  %10119 = fcmp oeq <8 x float> %10110, %52
  %10120 = select <8 x i1> %10119, <8 x float> %10118, <8 x float> %10115
  br label %10131

10121:                                            ; preds = %10109
  %10122 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10110)
  %10123 = bitcast <8 x float> %10110 to <8 x i32>
  %10124 = or <8 x i32> %10123, %4669
  %10125 = bitcast <8 x i32> %10124 to <8 x float>
  %10126 = fcmp oeq <8 x float> %10110, %55
  %10127 = select <8 x i1> %10126, <8 x float> %10125, <8 x float> %10122
  br label %10131

10128:                                            ; preds = %10109
  %10129 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10113, <8 x i1> %10102, <8 x float> zeroinitializer)
  %10130 = fadd <8 x float> %10110, %10129
  br label %10131

10131:                                            ; preds = %10128, %10121, %10114
  %10132 = phi <8 x float> [ %10130, %10128 ], [ %10127, %10121 ], [ %10120, %10114 ]
  switch i64 %4748, label %509 [
    i64 1, label %10147
    i64 2, label %10140
    i64 3, label %10133
    i64 0, label %10169
  ]

10133:                                            ; preds = %10131
  %10134 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10132)
  %10135 = bitcast <8 x float> %10132 to <8 x i32>
  %10136 = and <8 x i32> %10135, %4668
  %10137 = bitcast <8 x i32> %10136 to <8 x float>
  %10138 = fcmp oeq <8 x float> %10132, %52
  %10139 = select <8 x i1> %10138, <8 x float> %10137, <8 x float> %10134
  br label %10150

10140:                                            ; preds = %10131
  %10141 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10132)
  %10142 = bitcast <8 x float> %10132 to <8 x i32>
  %10143 = or <8 x i32> %10142, %4669
  %10144 = bitcast <8 x i32> %10143 to <8 x float>
  %10145 = fcmp oeq <8 x float> %10132, %55
  %10146 = select <8 x i1> %10145, <8 x float> %10144, <8 x float> %10141
  br label %10150

10147:                                            ; preds = %10131
  %10148 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10113, <8 x i1> %10102, <8 x float> zeroinitializer)
  %10149 = fadd <8 x float> %10132, %10148
  br label %10150

10150:                                            ; preds = %10147, %10140, %10133
  %10151 = phi <8 x float> [ %10149, %10147 ], [ %10146, %10140 ], [ %10139, %10133 ]
  switch i64 %4750, label %509 [
    i64 1, label %10166
    i64 2, label %10159
    i64 3, label %10152
    i64 0, label %10169
  ]

10152:                                            ; preds = %10150
  %10153 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10151)
  %10154 = bitcast <8 x float> %10151 to <8 x i32>
  %10155 = and <8 x i32> %10154, %4668
  %10156 = bitcast <8 x i32> %10155 to <8 x float>
  %10157 = fcmp oeq <8 x float> %10151, %52
  %10158 = select <8 x i1> %10157, <8 x float> %10156, <8 x float> %10153
  br label %10169

10159:                                            ; preds = %10150
  %10160 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10151)
  %10161 = bitcast <8 x float> %10151 to <8 x i32>
  %10162 = or <8 x i32> %10161, %4669
  %10163 = bitcast <8 x i32> %10162 to <8 x float>
  %10164 = fcmp oeq <8 x float> %10151, %55
  %10165 = select <8 x i1> %10164, <8 x float> %10163, <8 x float> %10160
  br label %10169

10166:                                            ; preds = %10150
  %10167 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10113, <8 x i1> %10102, <8 x float> zeroinitializer)
  %10168 = fadd <8 x float> %10151, %10167
  br label %10169

10169:                                            ; preds = %10152, %10159, %10166, %10150, %10131, %10109
  %10170 = phi <8 x float> [ %10151, %10150 ], [ %10110, %10109 ], [ %10132, %10131 ], [ %10168, %10166 ], [ %10165, %10159 ], [ %10158, %10152 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10170, ptr nonnull align 1 %10111, <8 x i1> %10102)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %10861

10171:                                            ; preds = %7384
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %33, i8 0, i64 256, i1 false)
  br i1 %4665, label %10172, label %10245

10172:                                            ; preds = %10171, %10186
  %10173 = phi i64 [ %10187, %10186 ], [ 0, %10171 ]
  %10174 = mul nsw i64 %10173, %14
  %10175 = sub i64 %10174, %16
  %10176 = add i64 %10175, %5061
  %10177 = icmp slt i64 %10176, 0
  %10178 = icmp sge i64 %10176, %6
  %10179 = or i1 %10177, %10178
  %10180 = select i1 %10179, i64 0, i64 %10176
  %10181 = mul nsw i64 %10180, %7
  %10182 = getelementptr inbounds float, ptr %5035, i64 %10181
  br i1 %4666, label %10183, label %10186

10183:                                            ; preds = %10172
  %10184 = mul nuw nsw i64 %10173, %11
  %10185 = getelementptr inbounds nuw float, ptr %5037, i64 %10184
  br label %10189

10186:                                            ; preds = %10198, %10172
  %10187 = add nuw nsw i64 %10173, 1
  %10188 = icmp eq i64 %10187, %10
  br i1 %10188, label %10243, label %10172

10189:                                            ; preds = %10183, %10198
  %10190 = phi i64 [ 0, %10183 ], [ %10199, %10198 ]
  %10191 = getelementptr inbounds nuw float, ptr %10185, i64 %10190
  %10192 = load float, ptr %10191, align 1
  %10193 = insertelement <8 x float> poison, float %10192, i64 0
  %10194 = shufflevector <8 x float> %10193, <8 x float> poison, <8 x i32> zeroinitializer
  %10195 = mul nsw i64 %10190, %15
  %10196 = sub i64 %10195, %17
  %10197 = getelementptr <4 x i64>, ptr %4653, i64 %10190
  br label %10201

10198:                                            ; preds = %10232
  %10199 = add nuw nsw i64 %10190, 1
  %10200 = icmp eq i64 %10199, %11
  br i1 %10200, label %10186, label %10189

10201:                                            ; preds = %10189, %10232
  %10202 = phi i64 [ 0, %10189 ], [ %10241, %10232 ]
  %10203 = or disjoint i64 %7385, %10202
  %10204 = shl nsw i64 %10203, 3
  %10205 = add i64 %10196, %10204
  br i1 %4667, label %10210, label %10206

10206:                                            ; preds = %10201
  %10207 = mul nuw nsw i64 %10203, %11
  %10208 = getelementptr <4 x i64>, ptr %10197, i64 %10207
  %10209 = load <4 x i64>, ptr %10208, align 32
  br label %10232

10210:                                            ; preds = %10201
  %10211 = sub nsw i64 %9, %10204
  %10212 = icmp slt i64 %10205, 0
  %10213 = sub nsw i64 0, %10205
  %10214 = select i1 %10212, i64 %10213, i64 0
  %10215 = sub nsw i64 %7, %10205
  %10216 = call i64 @llvm.smin.i64(i64 %10215, i64 %10211)
  %10217 = call i64 @llvm.smin.i64(i64 %10216, i64 8)
  %10218 = icmp sgt i64 %10217, %10214
  %10219 = trunc i64 %10214 to i32
  %10220 = select i1 %10218, i32 %10219, i32 0
  %10221 = insertelement <8 x i32> poison, i32 %10220, i64 0
  %10222 = shufflevector <8 x i32> %10221, <8 x i32> poison, <8 x i32> zeroinitializer
  %10223 = icmp slt <8 x i32> %10222, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %10224 = trunc i64 %10217 to i32
  %10225 = select i1 %10218, i32 %10224, i32 0
  %10226 = insertelement <8 x i32> poison, i32 %10225, i64 0
  %10227 = shufflevector <8 x i32> %10226, <8 x i32> poison, <8 x i32> zeroinitializer
  %10228 = icmp sgt <8 x i32> %10227, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10229 = and <8 x i1> %10228, %10223
  %10230 = sext <8 x i1> %10229 to <8 x i32>
  %10231 = bitcast <8 x i32> %10230 to <4 x i64>
  br label %10232

10232:                                            ; preds = %10210, %10206
  %10233 = phi <4 x i64> [ %10209, %10206 ], [ %10231, %10210 ]
  %10234 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %10202
  %10235 = getelementptr inbounds float, ptr %10182, i64 %10205
  %10236 = select i1 %10179, <4 x i64> zeroinitializer, <4 x i64> %10233
  %10237 = bitcast <4 x i64> %10236 to <8 x i32>
  %10238 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %10235, <8 x i32> %10237)
  %10239 = load <8 x float>, ptr %10234, align 32
  %10240 = call <8 x float> @llvm.fma.v8f32(<8 x float> %10238, <8 x float> %10194, <8 x float> %10239)
  store <8 x float> %10240, ptr %10234, align 32
  %10241 = add nuw nsw i64 %10202, 1
  %10242 = icmp eq i64 %10241, 8
  br i1 %10242, label %10198, label %10201

10243:                                            ; preds = %10186
  %10244 = load <8 x float>, ptr %33, align 32
  br label %10245

10245:                                            ; preds = %10243, %10171
  %10246 = phi <8 x float> [ %10244, %10243 ], [ zeroinitializer, %10171 ]
  %10247 = shl nsw i64 %7385, 3
  %10248 = sub nsw i64 %9, %10247
  %10249 = icmp sgt i64 %10248, 7
  %10250 = trunc i64 %10248 to i32
  %10251 = select i1 %10249, i32 8, i32 %10250
  %10252 = insertelement <8 x i32> poison, i32 %10251, i64 0
  %10253 = shufflevector <8 x i32> %10252, <8 x i32> poison, <8 x i32> zeroinitializer
  %10254 = icmp sgt <8 x i32> %10253, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %5059, label %10260, label %10255

10255:                                            ; preds = %10245
  %10256 = load float, ptr %5038, align 1
  %10257 = insertelement <8 x float> poison, float %10256, i64 0
  %10258 = shufflevector <8 x float> %10257, <8 x float> poison, <8 x i32> zeroinitializer
  %10259 = fadd <8 x float> %10246, %10258
  br label %10260

10260:                                            ; preds = %10255, %10245
  %10261 = phi <8 x float> [ %10259, %10255 ], [ %10246, %10245 ]
  %10262 = getelementptr inbounds nuw float, ptr %5045, i64 %10247
  %10263 = getelementptr inbounds nuw float, ptr %5050, i64 %10247
  %10264 = select i1 %5060, ptr null, ptr %10263
  switch i64 %4676, label %509 [
    i64 1, label %10265
    i64 2, label %10268
    i64 3, label %10275
    i64 0, label %10320
  ]

10265:                                            ; preds = %10260
  %10266 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10264, <8 x i1> %10254, <8 x float> zeroinitializer)
  %10267 = fadd <8 x float> %10261, %10266
  br label %10282

10268:                                            ; preds = %10260
  %10269 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10261)
  %10270 = bitcast <8 x float> %10261 to <8 x i32>
  %10271 = or <8 x i32> %10270, %4669
  %10272 = bitcast <8 x i32> %10271 to <8 x float>
  %10273 = fcmp oeq <8 x float> %10261, %55
  %10274 = select <8 x i1> %10273, <8 x float> %10272, <8 x float> %10269
  br label %10282

10275:                                            ; preds = %10260
  %10276 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10261)
  %10277 = bitcast <8 x float> %10261 to <8 x i32>
  %10278 = and <8 x i32> %10277, %4668
  %10279 = bitcast <8 x i32> %10278 to <8 x float>
  %10280 = fcmp oeq <8 x float> %10261, %52
  %10281 = select <8 x i1> %10280, <8 x float> %10279, <8 x float> %10276
  br label %10282

10282:                                            ; preds = %10275, %10268, %10265
  %10283 = phi <8 x float> [ %10267, %10265 ], [ %10274, %10268 ], [ %10281, %10275 ]
  switch i64 %4678, label %509 [
    i64 1, label %10298
    i64 2, label %10291
    i64 3, label %10284
    i64 0, label %10320
  ]

10284:                                            ; preds = %10282
  %10285 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10283)
  %10286 = bitcast <8 x float> %10283 to <8 x i32>
  %10287 = and <8 x i32> %10286, %4668
  %10288 = bitcast <8 x i32> %10287 to <8 x float>
  %10289 = fcmp oeq <8 x float> %10283, %52
  %10290 = select <8 x i1> %10289, <8 x float> %10288, <8 x float> %10285
  br label %10301

10291:                                            ; preds = %10282
  %10292 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10283)
  %10293 = bitcast <8 x float> %10283 to <8 x i32>
  %10294 = or <8 x i32> %10293, %4669
  %10295 = bitcast <8 x i32> %10294 to <8 x float>
  %10296 = fcmp oeq <8 x float> %10283, %55
  %10297 = select <8 x i1> %10296, <8 x float> %10295, <8 x float> %10292
  br label %10301

10298:                                            ; preds = %10282
  %10299 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10264, <8 x i1> %10254, <8 x float> zeroinitializer)
  %10300 = fadd <8 x float> %10283, %10299
  br label %10301

10301:                                            ; preds = %10298, %10291, %10284
  %10302 = phi <8 x float> [ %10300, %10298 ], [ %10297, %10291 ], [ %10290, %10284 ]
  switch i64 %4680, label %509 [
    i64 1, label %10317
    i64 2, label %10310
    i64 3, label %10303
    i64 0, label %10320
  ]

10303:                                            ; preds = %10301
  %10304 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10302)
  %10305 = bitcast <8 x float> %10302 to <8 x i32>
  %10306 = and <8 x i32> %10305, %4668
  %10307 = bitcast <8 x i32> %10306 to <8 x float>
  %10308 = fcmp oeq <8 x float> %10302, %52
  %10309 = select <8 x i1> %10308, <8 x float> %10307, <8 x float> %10304
  br label %10320

10310:                                            ; preds = %10301
  %10311 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10302)
  %10312 = bitcast <8 x float> %10302 to <8 x i32>
  %10313 = or <8 x i32> %10312, %4669
  %10314 = bitcast <8 x i32> %10313 to <8 x float>
  %10315 = fcmp oeq <8 x float> %10302, %55
  %10316 = select <8 x i1> %10315, <8 x float> %10314, <8 x float> %10311
  br label %10320

10317:                                            ; preds = %10301
  %10318 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10264, <8 x i1> %10254, <8 x float> zeroinitializer)
  %10319 = fadd <8 x float> %10302, %10318
  br label %10320

10320:                                            ; preds = %10303, %10310, %10317, %10301, %10282, %10260
  %10321 = phi <8 x float> [ %10302, %10301 ], [ %10261, %10260 ], [ %10283, %10282 ], [ %10319, %10317 ], [ %10316, %10310 ], [ %10309, %10303 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10321, ptr align 1 %10262, <8 x i1> %10254)
  %10322 = shl i64 %7385, 3
  %10323 = or disjoint i64 %10322, 8
  %10324 = sub nsw i64 %9, %10323
  %10325 = icmp sgt i64 %10324, 7
  %10326 = trunc i64 %10324 to i32
  %10327 = select i1 %10325, i32 8, i32 %10326
  %10328 = insertelement <8 x i32> poison, i32 %10327, i64 0
  %10329 = shufflevector <8 x i32> %10328, <8 x i32> poison, <8 x i32> zeroinitializer
  %10330 = icmp sgt <8 x i32> %10329, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10331 = load <8 x float>, ptr %4681, align 32
  br i1 %5059, label %10337, label %10332

10332:                                            ; preds = %10320
  %10333 = load float, ptr %5038, align 1
  %10334 = insertelement <8 x float> poison, float %10333, i64 0
  %10335 = shufflevector <8 x float> %10334, <8 x float> poison, <8 x i32> zeroinitializer
  %10336 = fadd <8 x float> %10331, %10335
  br label %10337

10337:                                            ; preds = %10332, %10320
  %10338 = phi <8 x float> [ %10336, %10332 ], [ %10331, %10320 ]
  %10339 = getelementptr inbounds nuw float, ptr %5045, i64 %10323
  %10340 = getelementptr inbounds nuw float, ptr %5050, i64 %10323
  %10341 = select i1 %5060, ptr null, ptr %10340
  switch i64 %4676, label %509 [
    i64 1, label %10356
    i64 2, label %10349
    i64 3, label %10342
    i64 0, label %10397
  ]

10342:                                            ; preds = %10337
  %10343 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10338)
  %10344 = bitcast <8 x float> %10338 to <8 x i32>
  %10345 = and <8 x i32> %10344, %4668
  %10346 = bitcast <8 x i32> %10345 to <8 x float>
  %10347 = fcmp oeq <8 x float> %10338, %52
  %10348 = select <8 x i1> %10347, <8 x float> %10346, <8 x float> %10343
  br label %10359

10349:                                            ; preds = %10337
  %10350 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10338)
  %10351 = bitcast <8 x float> %10338 to <8 x i32>
  %10352 = or <8 x i32> %10351, %4669
  %10353 = bitcast <8 x i32> %10352 to <8 x float>
  %10354 = fcmp oeq <8 x float> %10338, %55
  %10355 = select <8 x i1> %10354, <8 x float> %10353, <8 x float> %10350
  br label %10359

10356:                                            ; preds = %10337
  %10357 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10341, <8 x i1> %10330, <8 x float> zeroinitializer)
  %10358 = fadd <8 x float> %10338, %10357
  br label %10359

10359:                                            ; preds = %10356, %10349, %10342
  %10360 = phi <8 x float> [ %10358, %10356 ], [ %10355, %10349 ], [ %10348, %10342 ]
  switch i64 %4683, label %509 [
    i64 1, label %10375
    i64 2, label %10368
    i64 3, label %10361
    i64 0, label %10397
  ]

10361:                                            ; preds = %10359
  %10362 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10360)
  %10363 = bitcast <8 x float> %10360 to <8 x i32>
  %10364 = and <8 x i32> %10363, %4668
  %10365 = bitcast <8 x i32> %10364 to <8 x float>
  %10366 = fcmp oeq <8 x float> %10360, %52
  %10367 = select <8 x i1> %10366, <8 x float> %10365, <8 x float> %10362
  br label %10378

10368:                                            ; preds = %10359
  %10369 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10360)
  %10370 = bitcast <8 x float> %10360 to <8 x i32>
  %10371 = or <8 x i32> %10370, %4669
  %10372 = bitcast <8 x i32> %10371 to <8 x float>
  %10373 = fcmp oeq <8 x float> %10360, %55
  %10374 = select <8 x i1> %10373, <8 x float> %10372, <8 x float> %10369
  br label %10378

10375:                                            ; preds = %10359
  %10376 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10341, <8 x i1> %10330, <8 x float> zeroinitializer)
  %10377 = fadd <8 x float> %10360, %10376
  br label %10378

10378:                                            ; preds = %10375, %10368, %10361
  %10379 = phi <8 x float> [ %10377, %10375 ], [ %10374, %10368 ], [ %10367, %10361 ]
  switch i64 %4685, label %509 [
    i64 1, label %10394
    i64 2, label %10387
    i64 3, label %10380
    i64 0, label %10397
  ]

10380:                                            ; preds = %10378
  %10381 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10379)
  %10382 = bitcast <8 x float> %10379 to <8 x i32>
  %10383 = and <8 x i32> %10382, %4668
  %10384 = bitcast <8 x i32> %10383 to <8 x float>
  %10385 = fcmp oeq <8 x float> %10379, %52
  %10386 = select <8 x i1> %10385, <8 x float> %10384, <8 x float> %10381
  br label %10397

10387:                                            ; preds = %10378
  %10388 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10379)
  %10389 = bitcast <8 x float> %10379 to <8 x i32>
  %10390 = or <8 x i32> %10389, %4669
  %10391 = bitcast <8 x i32> %10390 to <8 x float>
  %10392 = fcmp oeq <8 x float> %10379, %55
  %10393 = select <8 x i1> %10392, <8 x float> %10391, <8 x float> %10388
  br label %10397

10394:                                            ; preds = %10378
  %10395 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10341, <8 x i1> %10330, <8 x float> zeroinitializer)
  %10396 = fadd <8 x float> %10379, %10395
  br label %10397

10397:                                            ; preds = %10380, %10387, %10394, %10378, %10359, %10337
  %10398 = phi <8 x float> [ %10379, %10378 ], [ %10338, %10337 ], [ %10360, %10359 ], [ %10396, %10394 ], [ %10393, %10387 ], [ %10386, %10380 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10398, ptr nonnull align 1 %10339, <8 x i1> %10330)
  %10399 = shl i64 %7385, 3
  %10400 = or disjoint i64 %10399, 16
  %10401 = sub nsw i64 %9, %10400
  %10402 = icmp sgt i64 %10401, 7
  %10403 = trunc i64 %10401 to i32
  %10404 = select i1 %10402, i32 8, i32 %10403
  %10405 = insertelement <8 x i32> poison, i32 %10404, i64 0
  %10406 = shufflevector <8 x i32> %10405, <8 x i32> poison, <8 x i32> zeroinitializer
  %10407 = icmp sgt <8 x i32> %10406, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10408 = load <8 x float>, ptr %4686, align 32
  br i1 %5059, label %10414, label %10409

10409:                                            ; preds = %10397
  %10410 = load float, ptr %5038, align 1
  %10411 = insertelement <8 x float> poison, float %10410, i64 0
  %10412 = shufflevector <8 x float> %10411, <8 x float> poison, <8 x i32> zeroinitializer
  %10413 = fadd <8 x float> %10408, %10412
  br label %10414

10414:                                            ; preds = %10409, %10397
  %10415 = phi <8 x float> [ %10413, %10409 ], [ %10408, %10397 ]
  %10416 = getelementptr inbounds nuw float, ptr %5045, i64 %10400
  %10417 = getelementptr inbounds nuw float, ptr %5050, i64 %10400
  %10418 = select i1 %5060, ptr null, ptr %10417
  switch i64 %4676, label %509 [
    i64 1, label %10433
    i64 2, label %10426
    i64 3, label %10419
    i64 0, label %10474
  ]

10419:                                            ; preds = %10414
  %10420 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10415)
  %10421 = bitcast <8 x float> %10415 to <8 x i32>
  %10422 = and <8 x i32> %10421, %4668
  %10423 = bitcast <8 x i32> %10422 to <8 x float>
  %10424 = fcmp oeq <8 x float> %10415, %52
  %10425 = select <8 x i1> %10424, <8 x float> %10423, <8 x float> %10420
  br label %10436

10426:                                            ; preds = %10414
  %10427 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10415)
  %10428 = bitcast <8 x float> %10415 to <8 x i32>
  %10429 = or <8 x i32> %10428, %4669
  %10430 = bitcast <8 x i32> %10429 to <8 x float>
  %10431 = fcmp oeq <8 x float> %10415, %55
  %10432 = select <8 x i1> %10431, <8 x float> %10430, <8 x float> %10427
  br label %10436

10433:                                            ; preds = %10414
  %10434 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10418, <8 x i1> %10407, <8 x float> zeroinitializer)
  %10435 = fadd <8 x float> %10415, %10434
  br label %10436

10436:                                            ; preds = %10433, %10426, %10419
  %10437 = phi <8 x float> [ %10435, %10433 ], [ %10432, %10426 ], [ %10425, %10419 ]
  switch i64 %4688, label %509 [
    i64 1, label %10452
    i64 2, label %10445
    i64 3, label %10438
    i64 0, label %10474
  ]

10438:                                            ; preds = %10436
  %10439 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10437)
  %10440 = bitcast <8 x float> %10437 to <8 x i32>
  %10441 = and <8 x i32> %10440, %4668
  %10442 = bitcast <8 x i32> %10441 to <8 x float>
  %10443 = fcmp oeq <8 x float> %10437, %52
  %10444 = select <8 x i1> %10443, <8 x float> %10442, <8 x float> %10439
  br label %10455

10445:                                            ; preds = %10436
  %10446 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10437)
  %10447 = bitcast <8 x float> %10437 to <8 x i32>
  %10448 = or <8 x i32> %10447, %4669
  %10449 = bitcast <8 x i32> %10448 to <8 x float>
  %10450 = fcmp oeq <8 x float> %10437, %55
  %10451 = select <8 x i1> %10450, <8 x float> %10449, <8 x float> %10446
  br label %10455

10452:                                            ; preds = %10436
  %10453 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10418, <8 x i1> %10407, <8 x float> zeroinitializer)
  %10454 = fadd <8 x float> %10437, %10453
  br label %10455

10455:                                            ; preds = %10452, %10445, %10438
  %10456 = phi <8 x float> [ %10454, %10452 ], [ %10451, %10445 ], [ %10444, %10438 ]
  switch i64 %4690, label %509 [
    i64 1, label %10471
    i64 2, label %10464
    i64 3, label %10457
    i64 0, label %10474
  ]

10457:                                            ; preds = %10455
  %10458 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10456)
  %10459 = bitcast <8 x float> %10456 to <8 x i32>
  %10460 = and <8 x i32> %10459, %4668
  %10461 = bitcast <8 x i32> %10460 to <8 x float>
  %10462 = fcmp oeq <8 x float> %10456, %52
  %10463 = select <8 x i1> %10462, <8 x float> %10461, <8 x float> %10458
  br label %10474

10464:                                            ; preds = %10455
  %10465 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10456)
  %10466 = bitcast <8 x float> %10456 to <8 x i32>
  %10467 = or <8 x i32> %10466, %4669
  %10468 = bitcast <8 x i32> %10467 to <8 x float>
  %10469 = fcmp oeq <8 x float> %10456, %55
  %10470 = select <8 x i1> %10469, <8 x float> %10468, <8 x float> %10465
  br label %10474

10471:                                            ; preds = %10455
  %10472 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10418, <8 x i1> %10407, <8 x float> zeroinitializer)
  %10473 = fadd <8 x float> %10456, %10472
  br label %10474

10474:                                            ; preds = %10457, %10464, %10471, %10455, %10436, %10414
  %10475 = phi <8 x float> [ %10456, %10455 ], [ %10415, %10414 ], [ %10437, %10436 ], [ %10473, %10471 ], [ %10470, %10464 ], [ %10463, %10457 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10475, ptr nonnull align 1 %10416, <8 x i1> %10407)
  %10476 = shl i64 %7385, 3
  %10477 = or disjoint i64 %10476, 24
  %10478 = sub nsw i64 %9, %10477
  %10479 = icmp sgt i64 %10478, 7
  %10480 = trunc i64 %10478 to i32
  %10481 = select i1 %10479, i32 8, i32 %10480
  %10482 = insertelement <8 x i32> poison, i32 %10481, i64 0
  %10483 = shufflevector <8 x i32> %10482, <8 x i32> poison, <8 x i32> zeroinitializer
  %10484 = icmp sgt <8 x i32> %10483, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10485 = load <8 x float>, ptr %4691, align 32
  br i1 %5059, label %10491, label %10486

10486:                                            ; preds = %10474
  %10487 = load float, ptr %5038, align 1
  %10488 = insertelement <8 x float> poison, float %10487, i64 0
  %10489 = shufflevector <8 x float> %10488, <8 x float> poison, <8 x i32> zeroinitializer
  %10490 = fadd <8 x float> %10485, %10489
  br label %10491

10491:                                            ; preds = %10486, %10474
  %10492 = phi <8 x float> [ %10490, %10486 ], [ %10485, %10474 ]
  %10493 = getelementptr inbounds nuw float, ptr %5045, i64 %10477
  %10494 = getelementptr inbounds nuw float, ptr %5050, i64 %10477
  %10495 = select i1 %5060, ptr null, ptr %10494
  switch i64 %4676, label %509 [
    i64 1, label %10510
    i64 2, label %10503
    i64 3, label %10496
    i64 0, label %10551
  ]

10496:                                            ; preds = %10491
  %10497 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10492)
  %10498 = bitcast <8 x float> %10492 to <8 x i32>
  %10499 = and <8 x i32> %10498, %4668
  %10500 = bitcast <8 x i32> %10499 to <8 x float>
  %10501 = fcmp oeq <8 x float> %10492, %52
  %10502 = select <8 x i1> %10501, <8 x float> %10500, <8 x float> %10497
  br label %10513

10503:                                            ; preds = %10491
  %10504 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10492)
  %10505 = bitcast <8 x float> %10492 to <8 x i32>
  %10506 = or <8 x i32> %10505, %4669
  %10507 = bitcast <8 x i32> %10506 to <8 x float>
  %10508 = fcmp oeq <8 x float> %10492, %55
  %10509 = select <8 x i1> %10508, <8 x float> %10507, <8 x float> %10504
  br label %10513

10510:                                            ; preds = %10491
  %10511 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10495, <8 x i1> %10484, <8 x float> zeroinitializer)
  %10512 = fadd <8 x float> %10492, %10511
  br label %10513

10513:                                            ; preds = %10510, %10503, %10496
  %10514 = phi <8 x float> [ %10512, %10510 ], [ %10509, %10503 ], [ %10502, %10496 ]
  switch i64 %4693, label %509 [
    i64 1, label %10529
    i64 2, label %10522
    i64 3, label %10515
    i64 0, label %10551
  ]

10515:                                            ; preds = %10513
  %10516 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10514)
  %10517 = bitcast <8 x float> %10514 to <8 x i32>
  %10518 = and <8 x i32> %10517, %4668
  %10519 = bitcast <8 x i32> %10518 to <8 x float>
  %10520 = fcmp oeq <8 x float> %10514, %52
  %10521 = select <8 x i1> %10520, <8 x float> %10519, <8 x float> %10516
  br label %10532

10522:                                            ; preds = %10513
  %10523 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10514)
  %10524 = bitcast <8 x float> %10514 to <8 x i32>
  %10525 = or <8 x i32> %10524, %4669
  %10526 = bitcast <8 x i32> %10525 to <8 x float>
  %10527 = fcmp oeq <8 x float> %10514, %55
  %10528 = select <8 x i1> %10527, <8 x float> %10526, <8 x float> %10523
  br label %10532

10529:                                            ; preds = %10513
  %10530 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10495, <8 x i1> %10484, <8 x float> zeroinitializer)
  %10531 = fadd <8 x float> %10514, %10530
  br label %10532

10532:                                            ; preds = %10529, %10522, %10515
  %10533 = phi <8 x float> [ %10531, %10529 ], [ %10528, %10522 ], [ %10521, %10515 ]
  switch i64 %4695, label %509 [
    i64 1, label %10548
    i64 2, label %10541
    i64 3, label %10534
    i64 0, label %10551
  ]

10534:                                            ; preds = %10532
  %10535 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10533)
  %10536 = bitcast <8 x float> %10533 to <8 x i32>
  %10537 = and <8 x i32> %10536, %4668
  %10538 = bitcast <8 x i32> %10537 to <8 x float>
  %10539 = fcmp oeq <8 x float> %10533, %52
  %10540 = select <8 x i1> %10539, <8 x float> %10538, <8 x float> %10535
  br label %10551

10541:                                            ; preds = %10532
  %10542 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10533)
  %10543 = bitcast <8 x float> %10533 to <8 x i32>
  %10544 = or <8 x i32> %10543, %4669
  %10545 = bitcast <8 x i32> %10544 to <8 x float>
  %10546 = fcmp oeq <8 x float> %10533, %55
  %10547 = select <8 x i1> %10546, <8 x float> %10545, <8 x float> %10542
  br label %10551

10548:                                            ; preds = %10532
  %10549 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10495, <8 x i1> %10484, <8 x float> zeroinitializer)
  %10550 = fadd <8 x float> %10533, %10549
  br label %10551

10551:                                            ; preds = %10534, %10541, %10548, %10532, %10513, %10491
  %10552 = phi <8 x float> [ %10533, %10532 ], [ %10492, %10491 ], [ %10514, %10513 ], [ %10550, %10548 ], [ %10547, %10541 ], [ %10540, %10534 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10552, ptr nonnull align 1 %10493, <8 x i1> %10484)
  %10553 = shl i64 %7385, 3
  %10554 = or disjoint i64 %10553, 32
  %10555 = sub nsw i64 %9, %10554
  %10556 = icmp sgt i64 %10555, 7
  %10557 = trunc i64 %10555 to i32
  %10558 = select i1 %10556, i32 8, i32 %10557
  %10559 = insertelement <8 x i32> poison, i32 %10558, i64 0
  %10560 = shufflevector <8 x i32> %10559, <8 x i32> poison, <8 x i32> zeroinitializer
  %10561 = icmp sgt <8 x i32> %10560, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10562 = load <8 x float>, ptr %4696, align 32
  br i1 %5059, label %10568, label %10563

10563:                                            ; preds = %10551
  %10564 = load float, ptr %5038, align 1
  %10565 = insertelement <8 x float> poison, float %10564, i64 0
  %10566 = shufflevector <8 x float> %10565, <8 x float> poison, <8 x i32> zeroinitializer
  %10567 = fadd <8 x float> %10562, %10566
  br label %10568

10568:                                            ; preds = %10563, %10551
  %10569 = phi <8 x float> [ %10567, %10563 ], [ %10562, %10551 ]
  %10570 = getelementptr inbounds nuw float, ptr %5045, i64 %10554
  %10571 = getelementptr inbounds nuw float, ptr %5050, i64 %10554
  %10572 = select i1 %5060, ptr null, ptr %10571
  switch i64 %4676, label %509 [
    i64 1, label %10587
    i64 2, label %10580
    i64 3, label %10573
    i64 0, label %10628
  ]

10573:                                            ; preds = %10568
  %10574 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10569)
  %10575 = bitcast <8 x float> %10569 to <8 x i32>
  %10576 = and <8 x i32> %10575, %4668
  %10577 = bitcast <8 x i32> %10576 to <8 x float>
  %10578 = fcmp oeq <8 x float> %10569, %52
  %10579 = select <8 x i1> %10578, <8 x float> %10577, <8 x float> %10574
  br label %10590

10580:                                            ; preds = %10568
  %10581 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10569)
  %10582 = bitcast <8 x float> %10569 to <8 x i32>
  %10583 = or <8 x i32> %10582, %4669
  %10584 = bitcast <8 x i32> %10583 to <8 x float>
  %10585 = fcmp oeq <8 x float> %10569, %55
  %10586 = select <8 x i1> %10585, <8 x float> %10584, <8 x float> %10581
  br label %10590

10587:                                            ; preds = %10568
  %10588 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10572, <8 x i1> %10561, <8 x float> zeroinitializer)
  %10589 = fadd <8 x float> %10569, %10588
  br label %10590

10590:                                            ; preds = %10587, %10580, %10573
  %10591 = phi <8 x float> [ %10589, %10587 ], [ %10586, %10580 ], [ %10579, %10573 ]
  switch i64 %4698, label %509 [
    i64 1, label %10606
    i64 2, label %10599
    i64 3, label %10592
    i64 0, label %10628
  ]

10592:                                            ; preds = %10590
  %10593 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10591)
  %10594 = bitcast <8 x float> %10591 to <8 x i32>
  %10595 = and <8 x i32> %10594, %4668
  %10596 = bitcast <8 x i32> %10595 to <8 x float>
  %10597 = fcmp oeq <8 x float> %10591, %52
  %10598 = select <8 x i1> %10597, <8 x float> %10596, <8 x float> %10593
  br label %10609

10599:                                            ; preds = %10590
  %10600 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10591)
  %10601 = bitcast <8 x float> %10591 to <8 x i32>
  %10602 = or <8 x i32> %10601, %4669
  %10603 = bitcast <8 x i32> %10602 to <8 x float>
  %10604 = fcmp oeq <8 x float> %10591, %55
  %10605 = select <8 x i1> %10604, <8 x float> %10603, <8 x float> %10600
  br label %10609

10606:                                            ; preds = %10590
  %10607 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10572, <8 x i1> %10561, <8 x float> zeroinitializer)
  %10608 = fadd <8 x float> %10591, %10607
  br label %10609

10609:                                            ; preds = %10606, %10599, %10592
  %10610 = phi <8 x float> [ %10608, %10606 ], [ %10605, %10599 ], [ %10598, %10592 ]
  switch i64 %4700, label %509 [
    i64 1, label %10625
    i64 2, label %10618
    i64 3, label %10611
    i64 0, label %10628
  ]

10611:                                            ; preds = %10609
  %10612 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10610)
  %10613 = bitcast <8 x float> %10610 to <8 x i32>
  %10614 = and <8 x i32> %10613, %4668
  %10615 = bitcast <8 x i32> %10614 to <8 x float>
  %10616 = fcmp oeq <8 x float> %10610, %52
  %10617 = select <8 x i1> %10616, <8 x float> %10615, <8 x float> %10612
  br label %10628

10618:                                            ; preds = %10609
  %10619 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10610)
  %10620 = bitcast <8 x float> %10610 to <8 x i32>
  %10621 = or <8 x i32> %10620, %4669
  %10622 = bitcast <8 x i32> %10621 to <8 x float>
  %10623 = fcmp oeq <8 x float> %10610, %55
  %10624 = select <8 x i1> %10623, <8 x float> %10622, <8 x float> %10619
  br label %10628

10625:                                            ; preds = %10609
  %10626 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10572, <8 x i1> %10561, <8 x float> zeroinitializer)
  %10627 = fadd <8 x float> %10610, %10626
  br label %10628

10628:                                            ; preds = %10611, %10618, %10625, %10609, %10590, %10568
  %10629 = phi <8 x float> [ %10610, %10609 ], [ %10569, %10568 ], [ %10591, %10590 ], [ %10627, %10625 ], [ %10624, %10618 ], [ %10617, %10611 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10629, ptr nonnull align 1 %10570, <8 x i1> %10561)
  %10630 = shl i64 %7385, 3
  %10631 = or disjoint i64 %10630, 40
  %10632 = sub nsw i64 %9, %10631
  %10633 = icmp sgt i64 %10632, 7
  %10634 = trunc i64 %10632 to i32
  %10635 = select i1 %10633, i32 8, i32 %10634
  %10636 = insertelement <8 x i32> poison, i32 %10635, i64 0
  %10637 = shufflevector <8 x i32> %10636, <8 x i32> poison, <8 x i32> zeroinitializer
  %10638 = icmp sgt <8 x i32> %10637, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10639 = load <8 x float>, ptr %4701, align 32
  br i1 %5059, label %10645, label %10640

10640:                                            ; preds = %10628
  %10641 = load float, ptr %5038, align 1
  %10642 = insertelement <8 x float> poison, float %10641, i64 0
  %10643 = shufflevector <8 x float> %10642, <8 x float> poison, <8 x i32> zeroinitializer
  %10644 = fadd <8 x float> %10639, %10643
  br label %10645

10645:                                            ; preds = %10640, %10628
  %10646 = phi <8 x float> [ %10644, %10640 ], [ %10639, %10628 ]
  %10647 = getelementptr inbounds nuw float, ptr %5045, i64 %10631
  %10648 = getelementptr inbounds nuw float, ptr %5050, i64 %10631
  %10649 = select i1 %5060, ptr null, ptr %10648
  switch i64 %4676, label %509 [
    i64 1, label %10664
    i64 2, label %10657
    i64 3, label %10650
    i64 0, label %10705
  ]

10650:                                            ; preds = %10645
  %10651 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10646)
  %10652 = bitcast <8 x float> %10646 to <8 x i32>
  %10653 = and <8 x i32> %10652, %4668
  %10654 = bitcast <8 x i32> %10653 to <8 x float>
  %10655 = fcmp oeq <8 x float> %10646, %52
  %10656 = select <8 x i1> %10655, <8 x float> %10654, <8 x float> %10651
  br label %10667

10657:                                            ; preds = %10645
  %10658 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10646)
  %10659 = bitcast <8 x float> %10646 to <8 x i32>
  %10660 = or <8 x i32> %10659, %4669
  %10661 = bitcast <8 x i32> %10660 to <8 x float>
  %10662 = fcmp oeq <8 x float> %10646, %55
  %10663 = select <8 x i1> %10662, <8 x float> %10661, <8 x float> %10658
  br label %10667

10664:                                            ; preds = %10645
  %10665 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10649, <8 x i1> %10638, <8 x float> zeroinitializer)
  %10666 = fadd <8 x float> %10646, %10665
  br label %10667

10667:                                            ; preds = %10664, %10657, %10650
  %10668 = phi <8 x float> [ %10666, %10664 ], [ %10663, %10657 ], [ %10656, %10650 ]
  switch i64 %4703, label %509 [
    i64 1, label %10683
    i64 2, label %10676
    i64 3, label %10669
    i64 0, label %10705
  ]

10669:                                            ; preds = %10667
  %10670 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10668)
  %10671 = bitcast <8 x float> %10668 to <8 x i32>
  %10672 = and <8 x i32> %10671, %4668
  %10673 = bitcast <8 x i32> %10672 to <8 x float>
  %10674 = fcmp oeq <8 x float> %10668, %52
  %10675 = select <8 x i1> %10674, <8 x float> %10673, <8 x float> %10670
  br label %10686

10676:                                            ; preds = %10667
  %10677 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10668)
  %10678 = bitcast <8 x float> %10668 to <8 x i32>
  %10679 = or <8 x i32> %10678, %4669
  %10680 = bitcast <8 x i32> %10679 to <8 x float>
  %10681 = fcmp oeq <8 x float> %10668, %55
  %10682 = select <8 x i1> %10681, <8 x float> %10680, <8 x float> %10677
  br label %10686

10683:                                            ; preds = %10667
  %10684 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10649, <8 x i1> %10638, <8 x float> zeroinitializer)
  %10685 = fadd <8 x float> %10668, %10684
  br label %10686

10686:                                            ; preds = %10683, %10676, %10669
  %10687 = phi <8 x float> [ %10685, %10683 ], [ %10682, %10676 ], [ %10675, %10669 ]
  switch i64 %4705, label %509 [
    i64 1, label %10702
    i64 2, label %10695
    i64 3, label %10688
    i64 0, label %10705
  ]

10688:                                            ; preds = %10686
  %10689 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10687)
  %10690 = bitcast <8 x float> %10687 to <8 x i32>
  %10691 = and <8 x i32> %10690, %4668
  %10692 = bitcast <8 x i32> %10691 to <8 x float>
  %10693 = fcmp oeq <8 x float> %10687, %52
  %10694 = select <8 x i1> %10693, <8 x float> %10692, <8 x float> %10689
  br label %10705

10695:                                            ; preds = %10686
  %10696 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10687)
  %10697 = bitcast <8 x float> %10687 to <8 x i32>
  %10698 = or <8 x i32> %10697, %4669
  %10699 = bitcast <8 x i32> %10698 to <8 x float>
  %10700 = fcmp oeq <8 x float> %10687, %55
  %10701 = select <8 x i1> %10700, <8 x float> %10699, <8 x float> %10696
  br label %10705

10702:                                            ; preds = %10686
  %10703 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10649, <8 x i1> %10638, <8 x float> zeroinitializer)
  %10704 = fadd <8 x float> %10687, %10703
  br label %10705

10705:                                            ; preds = %10688, %10695, %10702, %10686, %10667, %10645
  %10706 = phi <8 x float> [ %10687, %10686 ], [ %10646, %10645 ], [ %10668, %10667 ], [ %10704, %10702 ], [ %10701, %10695 ], [ %10694, %10688 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10706, ptr nonnull align 1 %10647, <8 x i1> %10638)
  %10707 = shl i64 %7385, 3
  %10708 = or disjoint i64 %10707, 48
  %10709 = sub nsw i64 %9, %10708
  %10710 = icmp sgt i64 %10709, 7
  %10711 = trunc i64 %10709 to i32
  %10712 = select i1 %10710, i32 8, i32 %10711
  %10713 = insertelement <8 x i32> poison, i32 %10712, i64 0
  %10714 = shufflevector <8 x i32> %10713, <8 x i32> poison, <8 x i32> zeroinitializer
  %10715 = icmp sgt <8 x i32> %10714, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10716 = load <8 x float>, ptr %4706, align 32
  br i1 %5059, label %10722, label %10717

10717:                                            ; preds = %10705
  %10718 = load float, ptr %5038, align 1
  %10719 = insertelement <8 x float> poison, float %10718, i64 0
  %10720 = shufflevector <8 x float> %10719, <8 x float> poison, <8 x i32> zeroinitializer
  %10721 = fadd <8 x float> %10716, %10720
  br label %10722

10722:                                            ; preds = %10717, %10705
  %10723 = phi <8 x float> [ %10721, %10717 ], [ %10716, %10705 ]
  %10724 = getelementptr inbounds nuw float, ptr %5045, i64 %10708
  %10725 = getelementptr inbounds nuw float, ptr %5050, i64 %10708
  %10726 = select i1 %5060, ptr null, ptr %10725
  switch i64 %4676, label %509 [
    i64 1, label %10741
    i64 2, label %10734
    i64 3, label %10727
    i64 0, label %10782
  ]

10727:                                            ; preds = %10722
  %10728 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10723)
  %10729 = bitcast <8 x float> %10723 to <8 x i32>
  %10730 = and <8 x i32> %10729, %4668
  %10731 = bitcast <8 x i32> %10730 to <8 x float>
  %10732 = fcmp oeq <8 x float> %10723, %52
  %10733 = select <8 x i1> %10732, <8 x float> %10731, <8 x float> %10728
  br label %10744

10734:                                            ; preds = %10722
  %10735 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10723)
  %10736 = bitcast <8 x float> %10723 to <8 x i32>
  %10737 = or <8 x i32> %10736, %4669
  %10738 = bitcast <8 x i32> %10737 to <8 x float>
  %10739 = fcmp oeq <8 x float> %10723, %55
  %10740 = select <8 x i1> %10739, <8 x float> %10738, <8 x float> %10735
  br label %10744

10741:                                            ; preds = %10722
  %10742 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10726, <8 x i1> %10715, <8 x float> zeroinitializer)
  %10743 = fadd <8 x float> %10723, %10742
  br label %10744

10744:                                            ; preds = %10741, %10734, %10727
  %10745 = phi <8 x float> [ %10743, %10741 ], [ %10740, %10734 ], [ %10733, %10727 ]
  switch i64 %4708, label %509 [
    i64 1, label %10760
    i64 2, label %10753
    i64 3, label %10746
    i64 0, label %10782
  ]

10746:                                            ; preds = %10744
  %10747 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10745)
  %10748 = bitcast <8 x float> %10745 to <8 x i32>
  %10749 = and <8 x i32> %10748, %4668
  %10750 = bitcast <8 x i32> %10749 to <8 x float>
  %10751 = fcmp oeq <8 x float> %10745, %52
  %10752 = select <8 x i1> %10751, <8 x float> %10750, <8 x float> %10747
  br label %10763

10753:                                            ; preds = %10744
  %10754 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10745)
  %10755 = bitcast <8 x float> %10745 to <8 x i32>
  %10756 = or <8 x i32> %10755, %4669
  %10757 = bitcast <8 x i32> %10756 to <8 x float>
  %10758 = fcmp oeq <8 x float> %10745, %55
  %10759 = select <8 x i1> %10758, <8 x float> %10757, <8 x float> %10754
  br label %10763

10760:                                            ; preds = %10744
  %10761 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10726, <8 x i1> %10715, <8 x float> zeroinitializer)
  %10762 = fadd <8 x float> %10745, %10761
  br label %10763

10763:                                            ; preds = %10760, %10753, %10746
  %10764 = phi <8 x float> [ %10762, %10760 ], [ %10759, %10753 ], [ %10752, %10746 ]
  switch i64 %4710, label %509 [
    i64 1, label %10779
    i64 2, label %10772
    i64 3, label %10765
    i64 0, label %10782
  ]

10765:                                            ; preds = %10763
  %10766 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10764)
  %10767 = bitcast <8 x float> %10764 to <8 x i32>
  %10768 = and <8 x i32> %10767, %4668
  %10769 = bitcast <8 x i32> %10768 to <8 x float>
  %10770 = fcmp oeq <8 x float> %10764, %52
  %10771 = select <8 x i1> %10770, <8 x float> %10769, <8 x float> %10766
  br label %10782

10772:                                            ; preds = %10763
  %10773 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10764)
  %10774 = bitcast <8 x float> %10764 to <8 x i32>
  %10775 = or <8 x i32> %10774, %4669
  %10776 = bitcast <8 x i32> %10775 to <8 x float>
  %10777 = fcmp oeq <8 x float> %10764, %55
  %10778 = select <8 x i1> %10777, <8 x float> %10776, <8 x float> %10773
  br label %10782

10779:                                            ; preds = %10763
  %10780 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10726, <8 x i1> %10715, <8 x float> zeroinitializer)
  %10781 = fadd <8 x float> %10764, %10780
  br label %10782

10782:                                            ; preds = %10765, %10772, %10779, %10763, %10744, %10722
  %10783 = phi <8 x float> [ %10764, %10763 ], [ %10723, %10722 ], [ %10745, %10744 ], [ %10781, %10779 ], [ %10778, %10772 ], [ %10771, %10765 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10783, ptr nonnull align 1 %10724, <8 x i1> %10715)
  %10784 = shl i64 %7385, 3
  %10785 = or disjoint i64 %10784, 56
  %10786 = sub nsw i64 %9, %10785
  %10787 = icmp sgt i64 %10786, 7
  %10788 = trunc i64 %10786 to i32
  %10789 = select i1 %10787, i32 8, i32 %10788
  %10790 = insertelement <8 x i32> poison, i32 %10789, i64 0
  %10791 = shufflevector <8 x i32> %10790, <8 x i32> poison, <8 x i32> zeroinitializer
  %10792 = icmp sgt <8 x i32> %10791, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %10793 = load <8 x float>, ptr %4711, align 32
  br i1 %5059, label %10799, label %10794

10794:                                            ; preds = %10782
  %10795 = load float, ptr %5038, align 1
  %10796 = insertelement <8 x float> poison, float %10795, i64 0
  %10797 = shufflevector <8 x float> %10796, <8 x float> poison, <8 x i32> zeroinitializer
  %10798 = fadd <8 x float> %10793, %10797
  br label %10799

10799:                                            ; preds = %10794, %10782
  %10800 = phi <8 x float> [ %10798, %10794 ], [ %10793, %10782 ]
  %10801 = getelementptr inbounds nuw float, ptr %5045, i64 %10785
  %10802 = getelementptr inbounds nuw float, ptr %5050, i64 %10785
  %10803 = select i1 %5060, ptr null, ptr %10802
  switch i64 %4676, label %509 [
    i64 1, label %10818
    i64 2, label %10811
    i64 3, label %10804
    i64 0, label %10859
  ]

10804:                                            ; preds = %10799
  %10805 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10800)
  %10806 = bitcast <8 x float> %10800 to <8 x i32>
  %10807 = and <8 x i32> %10806, %4668
  %10808 = bitcast <8 x i32> %10807 to <8 x float>
  %10809 = fcmp oeq <8 x float> %10800, %52
  %10810 = select <8 x i1> %10809, <8 x float> %10808, <8 x float> %10805
  br label %10821

10811:                                            ; preds = %10799
  %10812 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10800)
  %10813 = bitcast <8 x float> %10800 to <8 x i32>
  %10814 = or <8 x i32> %10813, %4669
  %10815 = bitcast <8 x i32> %10814 to <8 x float>
  %10816 = fcmp oeq <8 x float> %10800, %55
  %10817 = select <8 x i1> %10816, <8 x float> %10815, <8 x float> %10812
  br label %10821

10818:                                            ; preds = %10799
  %10819 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10803, <8 x i1> %10792, <8 x float> zeroinitializer)
  %10820 = fadd <8 x float> %10800, %10819
  br label %10821

10821:                                            ; preds = %10818, %10811, %10804
  %10822 = phi <8 x float> [ %10820, %10818 ], [ %10817, %10811 ], [ %10810, %10804 ]
  switch i64 %4713, label %509 [
    i64 1, label %10837
    i64 2, label %10830
    i64 3, label %10823
    i64 0, label %10859
  ]

10823:                                            ; preds = %10821
  %10824 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10822)
  %10825 = bitcast <8 x float> %10822 to <8 x i32>
  %10826 = and <8 x i32> %10825, %4668
  %10827 = bitcast <8 x i32> %10826 to <8 x float>
  %10828 = fcmp oeq <8 x float> %10822, %52
  %10829 = select <8 x i1> %10828, <8 x float> %10827, <8 x float> %10824
  br label %10840

10830:                                            ; preds = %10821
  %10831 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10822)
  %10832 = bitcast <8 x float> %10822 to <8 x i32>
  %10833 = or <8 x i32> %10832, %4669
  %10834 = bitcast <8 x i32> %10833 to <8 x float>
  %10835 = fcmp oeq <8 x float> %10822, %55
  %10836 = select <8 x i1> %10835, <8 x float> %10834, <8 x float> %10831
  br label %10840

10837:                                            ; preds = %10821
  %10838 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10803, <8 x i1> %10792, <8 x float> zeroinitializer)
  %10839 = fadd <8 x float> %10822, %10838
  br label %10840

10840:                                            ; preds = %10837, %10830, %10823
  %10841 = phi <8 x float> [ %10839, %10837 ], [ %10836, %10830 ], [ %10829, %10823 ]
  switch i64 %4715, label %509 [
    i64 1, label %10856
    i64 2, label %10849
    i64 3, label %10842
    i64 0, label %10859
  ]

10842:                                            ; preds = %10840
  %10843 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %52, <8 x float> %10841)
  %10844 = bitcast <8 x float> %10841 to <8 x i32>
  %10845 = and <8 x i32> %10844, %4668
  %10846 = bitcast <8 x i32> %10845 to <8 x float>
  %10847 = fcmp oeq <8 x float> %10841, %52
  %10848 = select <8 x i1> %10847, <8 x float> %10846, <8 x float> %10843
  br label %10859

10849:                                            ; preds = %10840
  %10850 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %55, <8 x float> %10841)
  %10851 = bitcast <8 x float> %10841 to <8 x i32>
  %10852 = or <8 x i32> %10851, %4669
  %10853 = bitcast <8 x i32> %10852 to <8 x float>
  %10854 = fcmp oeq <8 x float> %10841, %55
  %10855 = select <8 x i1> %10854, <8 x float> %10853, <8 x float> %10850
  br label %10859

10856:                                            ; preds = %10840
  %10857 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %10803, <8 x i1> %10792, <8 x float> zeroinitializer)
  %10858 = fadd <8 x float> %10841, %10857
  br label %10859

10859:                                            ; preds = %10842, %10849, %10856, %10840, %10821, %10799
  %10860 = phi <8 x float> [ %10841, %10840 ], [ %10800, %10799 ], [ %10822, %10821 ], [ %10858, %10856 ], [ %10855, %10849 ], [ %10848, %10842 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %10860, ptr nonnull align 1 %10801, <8 x i1> %10792)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %10861

10861:                                            ; preds = %7533, %7797, %8179, %8561, %9020, %9556, %10169, %10859, %7384
  %10862 = add nuw nsw i64 %7385, 8
  %10863 = icmp slt i64 %10862, %4606
  br i1 %10863, label %7384, label %10864

10864:                                            ; preds = %10861, %5057, %5454, %6172, %6747, %7382, %5069
  %10865 = zext nneg i32 %5055 to i64
  %10866 = add nsw i64 %5031, %10865
  %10867 = add nsw i64 %5028, %10865
  %10868 = icmp eq i64 %10867, %8
  br i1 %10868, label %10869, label %10875

10869:                                            ; preds = %10864
  %10870 = add nsw i64 %5029, 1
  %10871 = icmp eq i64 %10870, %5
  %10872 = zext i1 %10871 to i64
  %10873 = add nsw i64 %5030, %10872
  %10874 = select i1 %10871, i64 0, i64 %10870
  br label %10875

10875:                                            ; preds = %10869, %10864
  %10876 = phi i64 [ %5030, %10864 ], [ %10873, %10869 ]
  %10877 = phi i64 [ %5029, %10864 ], [ %10874, %10869 ]
  %10878 = phi i64 [ %10867, %10864 ], [ 0, %10869 ]
  %10879 = icmp slt i64 %10866, %4
  br i1 %10879, label %5027, label %5026

10880:                                            ; preds = %1256, %1039, %5026, %27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.x86.avx.maskload.ps.256(ptr, <8 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)
