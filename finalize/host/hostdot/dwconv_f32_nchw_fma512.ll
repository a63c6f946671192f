; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [4 x [8 x <16 x float>]], align 64
  %29 = alloca [4 x [8 x <16 x float>]], align 64
  %30 = alloca [4 x [8 x <16 x float>]], align 64
  %31 = alloca [256 x i16], align 16
  %32 = alloca [49 x i64], align 16
  %33 = alloca [112 x i16], align 16
  %34 = inttoptr i64 %0 to ptr
  %35 = inttoptr i64 %1 to ptr
  %36 = inttoptr i64 %21 to ptr
  %37 = inttoptr i64 %22 to ptr
  %38 = inttoptr i64 %2 to ptr
  %39 = trunc i64 %24 to i32
  %40 = trunc i64 %25 to i32
  %41 = insertelement <16 x i32> poison, i32 %39, i64 0
  %42 = bitcast <16 x i32> %41 to <16 x float>
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = insertelement <16 x i32> poison, i32 %40, i64 0
  %45 = bitcast <16 x i32> %44 to <16 x float>
  %46 = shufflevector <16 x float> %45, <16 x float> poison, <16 x i32> zeroinitializer
  %47 = icmp slt i64 %3, %4
  br i1 %47, label %48, label %9009

48:                                               ; preds = %27
  %49 = icmp eq i64 %13, 2
  %50 = srem i64 %3, %8
  %51 = sdiv i64 %3, %8
  %52 = srem i64 %51, %5
  %53 = sdiv i64 %51, %5
  %54 = mul i64 %11, %10
  %55 = mul nsw i64 %9, %8
  %56 = add nsw i64 %55, 15
  %57 = sdiv i64 %56, 16
  %58 = add nsw i64 %57, 1
  %59 = sdiv i64 %58, 2
  %60 = shl nsw i64 %59, 1
  %61 = icmp eq i64 %12, 1
  %62 = icmp eq i64 %13, 1
  %63 = and i1 %61, %62
  %64 = icmp eq i64 %9, %7
  %65 = and i1 %64, %63
  %66 = icmp slt i64 %7, 9
  %67 = and i1 %66, %65
  %68 = mul nsw i64 %60, %54
  %69 = icmp slt i64 %68, 257
  %70 = select i1 %67, i1 %69, i1 false
  br i1 %70, label %71, label %1055

71:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  %72 = trunc i64 %9 to i32
  %73 = insertelement <16 x i32> poison, i32 %72, i64 0
  %74 = shufflevector <16 x i32> %73, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %99

75:                                               ; preds = %99
  %76 = sdiv i64 16, %9
  %77 = trunc nsw i64 %76 to i32
  %78 = insertelement <16 x i32> poison, i32 %77, i64 0
  %79 = shufflevector <16 x i32> %78, <16 x i32> poison, <16 x i32> zeroinitializer
  %80 = srem i64 16, %9
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = insertelement <16 x i32> poison, i32 %81, i64 0
  %83 = shufflevector <16 x i32> %82, <16 x i32> poison, <16 x i32> zeroinitializer
  %84 = icmp sgt i64 %10, 0
  br i1 %84, label %85, label %165

85:                                               ; preds = %75
  %86 = icmp sgt i64 %11, 0
  %87 = icmp ult i64 %11, 8
  %88 = icmp ult i64 %11, 32
  %89 = and i64 %11, 24
  %90 = and i64 %11, 9223372036854775776
  %91 = insertelement <8 x i64> poison, i64 %15, i64 0
  %92 = shufflevector <8 x i64> %91, <8 x i64> poison, <8 x i32> zeroinitializer
  %93 = icmp eq i64 %11, %90
  %94 = icmp eq i64 %89, 0
  %95 = and i64 %11, 9223372036854775800
  %96 = insertelement <8 x i64> poison, i64 %15, i64 0
  %97 = shufflevector <8 x i64> %96, <8 x i64> poison, <8 x i32> zeroinitializer
  %98 = icmp eq i64 %11, %95
  br label %110

99:                                               ; preds = %99, %71
  %100 = phi i32 [ 0, %71 ], [ %108, %99 ]
  %101 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %71 ], [ %105, %99 ]
  %102 = phi <16 x i32> [ zeroinitializer, %71 ], [ %107, %99 ]
  %103 = icmp sge <16 x i32> %101, %74
  %104 = select <16 x i1> %103, <16 x i32> %74, <16 x i32> zeroinitializer
  %105 = sub <16 x i32> %101, %104
  %106 = zext <16 x i1> %103 to <16 x i32>
  %107 = add <16 x i32> %102, %106
  %108 = add nsw i32 %100, %72
  %109 = icmp slt i32 %108, 16
  br i1 %109, label %99, label %75

110:                                              ; preds = %178, %85
  %111 = phi i64 [ 0, %85 ], [ %179, %178 ]
  br i1 %86, label %112, label %178

112:                                              ; preds = %110
  %113 = mul nsw i64 %111, %14
  %114 = sub nsw i64 %113, %16
  %115 = mul nsw i64 %114, %9
  %116 = sub i64 %115, %17
  %117 = mul nuw nsw i64 %111, %11
  %118 = getelementptr i64, ptr %32, i64 %117
  br i1 %87, label %163, label %119

119:                                              ; preds = %112
  br i1 %88, label %146, label %120

120:                                              ; preds = %119
  %121 = insertelement <8 x i64> poison, i64 %116, i64 0
  %122 = shufflevector <8 x i64> %121, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %123

123:                                              ; preds = %123, %120
  %124 = phi i64 [ 0, %120 ], [ %141, %123 ]
  %125 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %120 ], [ %142, %123 ]
  %126 = add <8 x i64> %125, splat (i64 8)
  %127 = add <8 x i64> %125, splat (i64 16)
  %128 = add <8 x i64> %125, splat (i64 24)
  %129 = mul nsw <8 x i64> %125, %92
  %130 = mul nsw <8 x i64> %126, %92
  %131 = mul nsw <8 x i64> %127, %92
  %132 = mul nsw <8 x i64> %128, %92
  %133 = add <8 x i64> %122, %129
  %134 = add <8 x i64> %122, %130
  %135 = add <8 x i64> %122, %131
  %136 = add <8 x i64> %122, %132
  %137 = getelementptr i64, ptr %118, i64 %124
  %138 = getelementptr i8, ptr %137, i64 64
  %139 = getelementptr i8, ptr %137, i64 128
  %140 = getelementptr i8, ptr %137, i64 192
  store <8 x i64> %133, ptr %137, align 8
  store <8 x i64> %134, ptr %138, align 8
  store <8 x i64> %135, ptr %139, align 8
  store <8 x i64> %136, ptr %140, align 8
  %141 = add nuw i64 %124, 32
  %142 = add <8 x i64> %125, splat (i64 32)
  %143 = icmp eq i64 %141, %90
  br i1 %143, label %144, label %123

144:                                              ; preds = %123
  br i1 %93, label %178, label %145

145:                                              ; preds = %144
  br i1 %94, label %163, label %146

146:                                              ; preds = %119, %145
  %147 = phi i64 [ %90, %145 ], [ 0, %119 ]
  %148 = insertelement <8 x i64> poison, i64 %116, i64 0
  %149 = shufflevector <8 x i64> %148, <8 x i64> poison, <8 x i32> zeroinitializer
  %150 = insertelement <8 x i64> poison, i64 %147, i64 0
  %151 = shufflevector <8 x i64> %150, <8 x i64> poison, <8 x i32> zeroinitializer
  %152 = or disjoint <8 x i64> %151, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %153

153:                                              ; preds = %153, %146
  %154 = phi i64 [ %147, %146 ], [ %159, %153 ]
  %155 = phi <8 x i64> [ %152, %146 ], [ %160, %153 ]
  %156 = mul nsw <8 x i64> %155, %97
  %157 = add <8 x i64> %149, %156
  %158 = getelementptr i64, ptr %118, i64 %154
  store <8 x i64> %157, ptr %158, align 8
  %159 = add nuw i64 %154, 8
  %160 = add nuw nsw <8 x i64> %155, splat (i64 8)
  %161 = icmp eq i64 %159, %95
  br i1 %161, label %162, label %153

162:                                              ; preds = %153
  br i1 %98, label %178, label %163

163:                                              ; preds = %112, %145, %162
  %164 = phi i64 [ 0, %112 ], [ %90, %145 ], [ %95, %162 ]
  br label %181

165:                                              ; preds = %178, %75
  %166 = icmp sgt i64 %55, 0
  br i1 %166, label %167, label %270

167:                                              ; preds = %165
  %168 = mul nsw i64 %9, %6
  %169 = trunc i64 %6 to i32
  %170 = insertelement <16 x i32> poison, i32 %169, i64 0
  %171 = shufflevector <16 x i32> %170, <16 x i32> poison, <16 x i32> zeroinitializer
  %172 = icmp sgt i64 %11, 0
  %173 = and i64 %11, 1
  %174 = icmp eq i64 %11, 1
  %175 = and i64 %11, 9223372036854775806
  %176 = icmp eq i64 %173, 0
  %177 = icmp ne i64 %173, 0
  br label %188

178:                                              ; preds = %181, %144, %162, %110
  %179 = add nuw nsw i64 %111, 1
  %180 = icmp eq i64 %179, %10
  br i1 %180, label %165, label %110

181:                                              ; preds = %163, %181
  %182 = phi i64 [ %186, %181 ], [ %164, %163 ]
  %183 = mul nsw i64 %182, %15
  %184 = add i64 %116, %183
  %185 = getelementptr i64, ptr %118, i64 %182
  store i64 %184, ptr %185, align 8
  %186 = add nuw nsw i64 %182, 1
  %187 = icmp eq i64 %186, %11
  br i1 %187, label %178, label %181

188:                                              ; preds = %203, %167
  %189 = phi i64 [ 0, %167 ], [ %211, %203 ]
  %190 = phi <16 x i32> [ %105, %167 ], [ %208, %203 ]
  %191 = phi <16 x i32> [ %107, %167 ], [ %210, %203 ]
  br i1 %84, label %192, label %203

192:                                              ; preds = %188
  %193 = shl nsw i64 %189, 4
  %194 = sub nsw i64 %168, %193
  %195 = tail call i64 @llvm.smax.i64(i64 %194, i64 0)
  %196 = tail call i64 @llvm.umin.i64(i64 %195, i64 16)
  %197 = trunc nuw nsw i64 %196 to i32
  %198 = shl nsw i32 -1, %197
  %199 = trunc i32 %198 to i16
  %200 = xor i16 %199, -1
  %201 = mul nsw i64 %189, %54
  %202 = getelementptr i16, ptr %31, i64 %201
  br label %213

203:                                              ; preds = %240, %188
  %204 = add <16 x i32> %191, %79
  %205 = add <16 x i32> %190, %83
  %206 = icmp sge <16 x i32> %205, %74
  %207 = select <16 x i1> %206, <16 x i32> %74, <16 x i32> zeroinitializer
  %208 = sub <16 x i32> %205, %207
  %209 = zext <16 x i1> %206 to <16 x i32>
  %210 = add <16 x i32> %204, %209
  %211 = add nuw nsw i64 %189, 1
  %212 = icmp eq i64 %211, %60
  br i1 %212, label %270, label %188

213:                                              ; preds = %240, %192
  %214 = phi i64 [ 0, %192 ], [ %241, %240 ]
  %215 = mul nsw i64 %214, %14
  %216 = sub nsw i64 %215, %16
  %217 = trunc i64 %216 to i32
  %218 = insertelement <16 x i32> poison, i32 %217, i64 0
  %219 = shufflevector <16 x i32> %218, <16 x i32> poison, <16 x i32> zeroinitializer
  %220 = add <16 x i32> %219, %191
  %221 = icmp ult <16 x i32> %220, %171
  %222 = bitcast <16 x i1> %221 to i16
  %223 = and i16 %222, %200
  br i1 %172, label %224, label %240

224:                                              ; preds = %213
  %225 = mul nuw nsw i64 %214, %11
  %226 = getelementptr i16, ptr %202, i64 %225
  br i1 %174, label %228, label %243

227:                                              ; preds = %243
  br i1 %176, label %240, label %228

228:                                              ; preds = %227, %224
  %229 = phi i64 [ 0, %224 ], [ %267, %227 ]
  tail call void @llvm.assume(i1 %177)
  %230 = mul nsw i64 %229, %15
  %231 = sub nsw i64 %230, %17
  %232 = trunc i64 %231 to i32
  %233 = insertelement <16 x i32> poison, i32 %232, i64 0
  %234 = shufflevector <16 x i32> %233, <16 x i32> poison, <16 x i32> zeroinitializer
  %235 = add <16 x i32> %234, %190
  %236 = icmp ult <16 x i32> %235, %74
  %237 = bitcast <16 x i1> %236 to i16
  %238 = and i16 %223, %237
  %239 = getelementptr i16, ptr %226, i64 %229
  store i16 %238, ptr %239, align 2
  br label %240

240:                                              ; preds = %228, %227, %213
  %241 = add nuw nsw i64 %214, 1
  %242 = icmp eq i64 %241, %10
  br i1 %242, label %203, label %213

243:                                              ; preds = %224, %243
  %244 = phi i64 [ %267, %243 ], [ 0, %224 ]
  %245 = phi i64 [ %268, %243 ], [ 0, %224 ]
  %246 = mul nsw i64 %244, %15
  %247 = sub nsw i64 %246, %17
  %248 = trunc i64 %247 to i32
  %249 = insertelement <16 x i32> poison, i32 %248, i64 0
  %250 = shufflevector <16 x i32> %249, <16 x i32> poison, <16 x i32> zeroinitializer
  %251 = add <16 x i32> %250, %190
  %252 = icmp ult <16 x i32> %251, %74
  %253 = bitcast <16 x i1> %252 to i16
  %254 = and i16 %223, %253
  %255 = getelementptr i16, ptr %226, i64 %244
  store i16 %254, ptr %255, align 2
  %256 = or disjoint i64 %244, 1
  %257 = mul nsw i64 %256, %15
  %258 = sub nsw i64 %257, %17
  %259 = trunc i64 %258 to i32
  %260 = insertelement <16 x i32> poison, i32 %259, i64 0
  %261 = shufflevector <16 x i32> %260, <16 x i32> poison, <16 x i32> zeroinitializer
  %262 = add <16 x i32> %261, %190
  %263 = icmp ult <16 x i32> %262, %74
  %264 = bitcast <16 x i1> %263 to i16
  %265 = and i16 %223, %264
  %266 = getelementptr i16, ptr %226, i64 %256
  store i16 %265, ptr %266, align 2
  %267 = add nuw nsw i64 %244, 2
  %268 = add i64 %245, 2
  %269 = icmp eq i64 %268, %175
  br i1 %269, label %227, label %243

270:                                              ; preds = %203, %165
  %271 = icmp eq i64 %50, 0
  br i1 %271, label %272, label %1051

272:                                              ; preds = %270
  %273 = shl nsw i64 %8, 2
  %274 = mul i64 %9, %6
  %275 = icmp eq i64 %22, 0
  %276 = icmp sgt i64 %54, 0
  %277 = bitcast <16 x float> %43 to <8 x i64>
  %278 = bitcast <16 x float> %46 to <8 x i64>
  %279 = icmp eq i64 %21, 0
  %280 = and i64 %26, 3
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
  %298 = icmp eq i64 %21, 0
  %299 = lshr i64 %26, 2
  %300 = and i64 %299, 3
  %301 = lshr i64 %26, 4
  %302 = and i64 %301, 3
  %303 = lshr i64 %26, 2
  %304 = and i64 %303, 3
  %305 = lshr i64 %26, 4
  %306 = and i64 %305, 3
  %307 = icmp eq i64 %21, 0
  %308 = lshr i64 %26, 2
  %309 = and i64 %308, 3
  %310 = lshr i64 %26, 4
  %311 = and i64 %310, 3
  %312 = lshr i64 %26, 2
  %313 = and i64 %312, 3
  %314 = lshr i64 %26, 4
  %315 = and i64 %314, 3
  br label %316

316:                                              ; preds = %272, %408
  %317 = phi i64 [ %3, %272 ], [ %409, %408 ]
  %318 = phi i64 [ %52, %272 ], [ %402, %408 ]
  %319 = phi i64 [ %53, %272 ], [ %401, %408 ]
  %320 = sub nsw i64 %4, %317
  %321 = icmp slt i64 %320, %273
  br i1 %321, label %1051, label %322

322:                                              ; preds = %316
  %323 = mul nsw i64 %319, %19
  %324 = getelementptr inbounds float, ptr %34, i64 %323
  %325 = mul i64 %274, %318
  %326 = getelementptr inbounds float, ptr %324, i64 %325
  %327 = mul nsw i64 %318, %54
  %328 = getelementptr inbounds float, ptr %35, i64 %327
  %329 = getelementptr inbounds float, ptr %36, i64 %318
  %330 = mul nsw i64 %319, %20
  %331 = getelementptr inbounds float, ptr %38, i64 %330
  %332 = mul nsw i64 %318, %55
  %333 = getelementptr inbounds float, ptr %331, i64 %332
  %334 = mul nsw i64 %319, %23
  %335 = getelementptr inbounds float, ptr %37, i64 %334
  %336 = getelementptr inbounds float, ptr %335, i64 %332
  %337 = select i1 %275, ptr null, ptr %336
  %338 = add nsw i64 %318, 1
  %339 = icmp eq i64 %338, %5
  %340 = zext i1 %339 to i64
  %341 = add nsw i64 %319, %340
  %342 = select i1 %339, i64 0, i64 %338
  %343 = mul nsw i64 %341, %19
  %344 = getelementptr inbounds float, ptr %34, i64 %343
  %345 = mul i64 %274, %342
  %346 = getelementptr inbounds float, ptr %344, i64 %345
  %347 = mul nsw i64 %342, %54
  %348 = getelementptr inbounds float, ptr %35, i64 %347
  %349 = getelementptr inbounds float, ptr %36, i64 %342
  %350 = mul nsw i64 %341, %20
  %351 = getelementptr inbounds float, ptr %38, i64 %350
  %352 = mul nsw i64 %342, %55
  %353 = getelementptr inbounds float, ptr %351, i64 %352
  %354 = mul nsw i64 %341, %23
  %355 = getelementptr inbounds float, ptr %37, i64 %354
  %356 = getelementptr inbounds float, ptr %355, i64 %352
  %357 = select i1 %275, ptr null, ptr %356
  %358 = add nsw i64 %342, 1
  %359 = icmp eq i64 %358, %5
  %360 = zext i1 %359 to i64
  %361 = add nsw i64 %341, %360
  %362 = select i1 %359, i64 0, i64 %358
  %363 = mul nsw i64 %361, %19
  %364 = getelementptr inbounds float, ptr %34, i64 %363
  %365 = mul i64 %274, %362
  %366 = getelementptr inbounds float, ptr %364, i64 %365
  %367 = mul nsw i64 %362, %54
  %368 = getelementptr inbounds float, ptr %35, i64 %367
  %369 = getelementptr inbounds float, ptr %36, i64 %362
  %370 = mul nsw i64 %361, %20
  %371 = getelementptr inbounds float, ptr %38, i64 %370
  %372 = mul nsw i64 %362, %55
  %373 = getelementptr inbounds float, ptr %371, i64 %372
  %374 = mul nsw i64 %361, %23
  %375 = getelementptr inbounds float, ptr %37, i64 %374
  %376 = getelementptr inbounds float, ptr %375, i64 %372
  %377 = select i1 %275, ptr null, ptr %376
  %378 = add nsw i64 %362, 1
  %379 = icmp eq i64 %378, %5
  %380 = zext i1 %379 to i64
  %381 = add nsw i64 %361, %380
  %382 = select i1 %379, i64 0, i64 %378
  %383 = mul nsw i64 %381, %19
  %384 = getelementptr inbounds float, ptr %34, i64 %383
  %385 = mul i64 %274, %382
  %386 = getelementptr inbounds float, ptr %384, i64 %385
  %387 = mul nsw i64 %382, %54
  %388 = getelementptr inbounds float, ptr %35, i64 %387
  %389 = getelementptr inbounds float, ptr %36, i64 %382
  %390 = mul nsw i64 %381, %20
  %391 = getelementptr inbounds float, ptr %38, i64 %390
  %392 = mul nsw i64 %382, %55
  %393 = getelementptr inbounds float, ptr %391, i64 %392
  %394 = mul nsw i64 %381, %23
  %395 = getelementptr inbounds float, ptr %37, i64 %394
  %396 = getelementptr inbounds float, ptr %395, i64 %392
  %397 = select i1 %275, ptr null, ptr %396
  %398 = add nsw i64 %382, 1
  %399 = icmp eq i64 %398, %5
  %400 = zext i1 %399 to i64
  %401 = add nsw i64 %381, %400
  %402 = select i1 %399, i64 0, i64 %398
  br i1 %166, label %403, label %408

403:                                              ; preds = %322
  %404 = icmp eq ptr %337, null
  %405 = icmp eq ptr %357, null
  %406 = icmp eq ptr %377, null
  %407 = icmp eq ptr %397, null
  br label %411

408:                                              ; preds = %1047, %322
  %409 = add nsw i64 %317, %273
  %410 = icmp slt i64 %409, %4
  br i1 %410, label %316, label %1051

411:                                              ; preds = %403, %1047
  %412 = phi i64 [ %1049, %1047 ], [ 0, %403 ]
  br i1 %276, label %413, label %422

413:                                              ; preds = %411
  %414 = shl i64 %412, 6
  %415 = mul nuw nsw i64 %412, %54
  %416 = getelementptr i8, ptr %326, i64 %414
  %417 = getelementptr i8, ptr %346, i64 %414
  %418 = getelementptr i8, ptr %366, i64 %414
  %419 = getelementptr i8, ptr %386, i64 %414
  %420 = or disjoint i64 %412, 1
  %421 = mul nuw nsw i64 %420, %54
  br label %431

422:                                              ; preds = %431, %411
  %423 = phi <16 x float> [ zeroinitializer, %411 ], [ %487, %431 ]
  %424 = phi <16 x float> [ zeroinitializer, %411 ], [ %473, %431 ]
  %425 = phi <16 x float> [ zeroinitializer, %411 ], [ %484, %431 ]
  %426 = phi <16 x float> [ zeroinitializer, %411 ], [ %466, %431 ]
  %427 = phi <16 x float> [ zeroinitializer, %411 ], [ %481, %431 ]
  %428 = phi <16 x float> [ zeroinitializer, %411 ], [ %459, %431 ]
  %429 = phi <16 x float> [ zeroinitializer, %411 ], [ %478, %431 ]
  %430 = phi <16 x float> [ zeroinitializer, %411 ], [ %452, %431 ]
  br i1 %279, label %495, label %490

431:                                              ; preds = %413, %431
  %432 = phi <16 x float> [ zeroinitializer, %413 ], [ %487, %431 ]
  %433 = phi <16 x float> [ zeroinitializer, %413 ], [ %473, %431 ]
  %434 = phi <16 x float> [ zeroinitializer, %413 ], [ %484, %431 ]
  %435 = phi <16 x float> [ zeroinitializer, %413 ], [ %466, %431 ]
  %436 = phi <16 x float> [ zeroinitializer, %413 ], [ %481, %431 ]
  %437 = phi <16 x float> [ zeroinitializer, %413 ], [ %459, %431 ]
  %438 = phi <16 x float> [ zeroinitializer, %413 ], [ %478, %431 ]
  %439 = phi <16 x float> [ zeroinitializer, %413 ], [ %452, %431 ]
  %440 = phi i64 [ 0, %413 ], [ %488, %431 ]
  %441 = getelementptr inbounds nuw i64, ptr %32, i64 %440
  %442 = load i64, ptr %441, align 8
  %443 = getelementptr i16, ptr %31, i64 %440
  %444 = getelementptr i16, ptr %443, i64 %415
  %445 = load <16 x i1>, ptr %444, align 2
  %446 = getelementptr float, ptr %416, i64 %442
  %447 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %446, <16 x i1> %445, <16 x float> zeroinitializer)
  %448 = getelementptr inbounds nuw float, ptr %328, i64 %440
  %449 = load float, ptr %448, align 4
  %450 = insertelement <16 x float> poison, float %449, i64 0
  %451 = shufflevector <16 x float> %450, <16 x float> poison, <16 x i32> zeroinitializer
  %452 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %447, <16 x float> %451, <16 x float> %439)
  %453 = getelementptr float, ptr %417, i64 %442
  %454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %453, <16 x i1> %445, <16 x float> zeroinitializer)
  %455 = getelementptr inbounds nuw float, ptr %348, i64 %440
  %456 = load float, ptr %455, align 4
  %457 = insertelement <16 x float> poison, float %456, i64 0
  %458 = shufflevector <16 x float> %457, <16 x float> poison, <16 x i32> zeroinitializer
  %459 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %454, <16 x float> %458, <16 x float> %437)
  %460 = getelementptr float, ptr %418, i64 %442
  %461 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %460, <16 x i1> %445, <16 x float> zeroinitializer)
  %462 = getelementptr inbounds nuw float, ptr %368, i64 %440
  %463 = load float, ptr %462, align 4
  %464 = insertelement <16 x float> poison, float %463, i64 0
  %465 = shufflevector <16 x float> %464, <16 x float> poison, <16 x i32> zeroinitializer
  %466 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %461, <16 x float> %465, <16 x float> %435)
  %467 = getelementptr float, ptr %419, i64 %442
  %468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %467, <16 x i1> %445, <16 x float> zeroinitializer)
  %469 = getelementptr inbounds nuw float, ptr %388, i64 %440
  %470 = load float, ptr %469, align 4
  %471 = insertelement <16 x float> poison, float %470, i64 0
  %472 = shufflevector <16 x float> %471, <16 x float> poison, <16 x i32> zeroinitializer
  %473 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %468, <16 x float> %472, <16 x float> %433)
  %474 = getelementptr i16, ptr %443, i64 %421
  %475 = load <16 x i1>, ptr %474, align 2
  %476 = getelementptr inbounds nuw i8, ptr %446, i64 64
  %477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %476, <16 x i1> %475, <16 x float> zeroinitializer)
  %478 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %477, <16 x float> %451, <16 x float> %438)
  %479 = getelementptr inbounds nuw i8, ptr %453, i64 64
  %480 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %479, <16 x i1> %475, <16 x float> zeroinitializer)
  %481 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %480, <16 x float> %458, <16 x float> %436)
  %482 = getelementptr inbounds nuw i8, ptr %460, i64 64
  %483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %482, <16 x i1> %475, <16 x float> zeroinitializer)
  %484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %483, <16 x float> %465, <16 x float> %434)
  %485 = getelementptr inbounds nuw i8, ptr %467, i64 64
  %486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %485, <16 x i1> %475, <16 x float> zeroinitializer)
  %487 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %486, <16 x float> %472, <16 x float> %432)
  %488 = add nuw nsw i64 %440, 1
  %489 = icmp eq i64 %488, %54
  br i1 %489, label %422, label %431

490:                                              ; preds = %422
  %491 = load float, ptr %329, align 4
  %492 = insertelement <16 x float> poison, float %491, i64 0
  %493 = shufflevector <16 x float> %492, <16 x float> poison, <16 x i32> zeroinitializer
  %494 = fadd <16 x float> %430, %493
  br label %495

495:                                              ; preds = %490, %422
  %496 = phi <16 x float> [ %494, %490 ], [ %430, %422 ]
  %497 = shl nsw i64 %412, 4
  %498 = icmp slt i64 %497, %55
  %499 = sub nsw i64 %55, %497
  %500 = tail call i64 @llvm.smin.i64(i64 %499, i64 16)
  %501 = trunc nuw i64 %500 to i32
  %502 = shl nsw i32 -1, %501
  %503 = trunc i32 %502 to i16
  %504 = xor i16 %503, -1
  %505 = select i1 %498, i16 %504, i16 0
  %506 = getelementptr inbounds nuw float, ptr %333, i64 %497
  %507 = getelementptr inbounds nuw float, ptr %337, i64 %497
  %508 = select i1 %404, ptr null, ptr %507
  %509 = bitcast i16 %505 to <16 x i1>
  switch i64 %280, label %527 [
    i64 1, label %510
    i64 2, label %513
    i64 3, label %520
    i64 0, label %567
  ]

510:                                              ; preds = %495
  %511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %508, <16 x i1> %509, <16 x float> zeroinitializer)
  %512 = fadd <16 x float> %496, %511
  br label %529

513:                                              ; preds = %495
  %514 = bitcast <16 x float> %496 to <8 x i64>
  %515 = or <8 x i64> %514, %278
  %516 = fcmp oeq <16 x float> %496, %46
  %517 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %496, i32 4)
  %518 = bitcast <8 x i64> %515 to <16 x float>
  %519 = select <16 x i1> %516, <16 x float> %518, <16 x float> %517
  br label %529

520:                                              ; preds = %495
  %521 = bitcast <16 x float> %496 to <8 x i64>
  %522 = and <8 x i64> %521, %277
  %523 = fcmp oeq <16 x float> %496, %43
  %524 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %496, i32 4)
  %525 = bitcast <8 x i64> %522 to <16 x float>
  %526 = select <16 x i1> %523, <16 x float> %525, <16 x float> %524
  br label %529

527:                                              ; preds = %495
  unreachable

528:                                              ; preds = %1028, %1009, %987, %961, %942, %920, %894, %875, %853, %827, %808, %786, %760, %741, %719, %693, %674, %652, %626, %607, %574, %548, %529, %3963, %3944, %3922, %3896, %3877, %3855, %3829, %3810, %3788, %3762, %3743, %3721, %3695, %3676, %3654, %3628, %3609, %3587, %3561, %3542, %3520, %3494, %3475, %3456, %3229, %3210, %3188, %3162, %3143, %3121, %3095, %3076, %3054, %3028, %3009, %2987, %2961, %2942, %2920, %2894, %2875, %2856, %2669, %2650, %2628, %2602, %2583, %2561, %2535, %2516, %2494, %2468, %2449, %2427, %2401, %2382, %2360, %2334, %2315, %2293, %2267, %2248, %2226, %2200, %2181, %2162, %1961, %1942, %1923, %1894, %1875, %1856, %1827, %1808, %1789, %1760, %1741, %1722, %8969, %8950, %8927, %8891, %8872, %8849, %8813, %8794, %8771, %8735, %8716, %8693, %8657, %8638, %8615, %8579, %8560, %8537, %8501, %8482, %8459, %8423, %8404, %8381, %8276, %8257, %8234, %8198, %8179, %8156, %8120, %8101, %8078, %8042, %8023, %8000, %7964, %7945, %7922, %7886, %7867, %7844, %7808, %7789, %7766, %7661, %7642, %7619, %7583, %7564, %7541, %7505, %7486, %7463, %7427, %7408, %7385, %7349, %7330, %7307, %7271, %7252, %7229, %7124, %7105, %7082, %7047, %7028, %7005, %6970, %6951, %6928, %6893, %6874, %6851, %6816, %6797, %6774, %6535, %6516, %6493, %6458, %6439, %6416, %6381, %6362, %6339, %6304, %6285, %6262, %6058, %6039, %6016, %5981, %5962, %5939, %5904, %5885, %5862, %5693, %5674, %5651, %5616, %5597, %5574, %5440, %5421, %5402, %5290, %5271, %5248, %5213, %5194, %5171, %5136, %5117, %5094, %5059, %5040, %5017, %4786, %4767, %4744, %4709, %4690, %4667, %4632, %4613, %4590, %4401, %4382, %4359, %4324, %4305, %4282, %4135, %4116, %4097
  unreachable

529:                                              ; preds = %520, %513, %510
  %530 = phi <16 x float> [ %512, %510 ], [ %519, %513 ], [ %526, %520 ]
  switch i64 %282, label %528 [
    i64 1, label %545
    i64 2, label %538
    i64 3, label %531
    i64 0, label %567
  ]

531:                                              ; preds = %529
  %532 = bitcast <16 x float> %530 to <8 x i64>
  %533 = and <8 x i64> %532, %277
  %534 = fcmp oeq <16 x float> %530, %43
  %535 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %530, i32 4)
  %536 = bitcast <8 x i64> %533 to <16 x float>
  %537 = select <16 x i1> %534, <16 x float> %536, <16 x float> %535
  br label %548

538:                                              ; preds = %529
  %539 = bitcast <16 x float> %530 to <8 x i64>
  %540 = or <8 x i64> %539, %278
  %541 = fcmp oeq <16 x float> %530, %46
  %542 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %530, i32 4)
  %543 = bitcast <8 x i64> %540 to <16 x float>
  %544 = select <16 x i1> %541, <16 x float> %543, <16 x float> %542
  br label %548

545:                                              ; preds = %529
  %546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %508, <16 x i1> %509, <16 x float> zeroinitializer)
  %547 = fadd <16 x float> %530, %546
  br label %548

548:                                              ; preds = %545, %538, %531
  %549 = phi <16 x float> [ %547, %545 ], [ %544, %538 ], [ %537, %531 ]
  switch i64 %284, label %528 [
    i64 1, label %564
    i64 2, label %557
    i64 3, label %550
    i64 0, label %567
  ]

550:                                              ; preds = %548
  %551 = bitcast <16 x float> %549 to <8 x i64>
  %552 = and <8 x i64> %551, %277
  %553 = fcmp oeq <16 x float> %549, %43
  %554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %549, i32 4)
  %555 = bitcast <8 x i64> %552 to <16 x float>
  %556 = select <16 x i1> %553, <16 x float> %555, <16 x float> %554
  br label %567

557:                                              ; preds = %548
  %558 = bitcast <16 x float> %549 to <8 x i64>
  %559 = or <8 x i64> %558, %278
  %560 = fcmp oeq <16 x float> %549, %46
  %561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %549, i32 4)
  %562 = bitcast <8 x i64> %559 to <16 x float>
  %563 = select <16 x i1> %560, <16 x float> %562, <16 x float> %561
  br label %567

564:                                              ; preds = %548
  %565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %508, <16 x i1> %509, <16 x float> zeroinitializer)
  %566 = fadd <16 x float> %549, %565
  br label %567

567:                                              ; preds = %550, %557, %564, %548, %529, %495
  %568 = phi <16 x float> [ %549, %548 ], [ %496, %495 ], [ %530, %529 ], [ %566, %564 ], [ %563, %557 ], [ %556, %550 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %568, ptr align 1 %506, <16 x i1> %509)
  br i1 %279, label %574, label %569

569:                                              ; preds = %567
  %570 = load float, ptr %329, align 4
  %571 = insertelement <16 x float> poison, float %570, i64 0
  %572 = shufflevector <16 x float> %571, <16 x float> poison, <16 x i32> zeroinitializer
  %573 = fadd <16 x float> %429, %572
  br label %574

574:                                              ; preds = %569, %567
  %575 = phi <16 x float> [ %573, %569 ], [ %429, %567 ]
  %576 = shl i64 %412, 4
  %577 = or disjoint i64 %576, 16
  %578 = icmp slt i64 %577, %55
  %579 = sub nsw i64 %55, %577
  %580 = tail call i64 @llvm.smin.i64(i64 %579, i64 16)
  %581 = trunc nuw i64 %580 to i32
  %582 = shl nsw i32 -1, %581
  %583 = trunc i32 %582 to i16
  %584 = xor i16 %583, -1
  %585 = select i1 %578, i16 %584, i16 0
  %586 = getelementptr inbounds nuw float, ptr %333, i64 %577
  %587 = getelementptr inbounds nuw float, ptr %337, i64 %577
  %588 = select i1 %404, ptr null, ptr %587
  %589 = bitcast i16 %585 to <16 x i1>
  switch i64 %280, label %528 [
    i64 1, label %604
    i64 2, label %597
    i64 3, label %590
    i64 0, label %645
  ]

590:                                              ; preds = %574
  %591 = bitcast <16 x float> %575 to <8 x i64>
  %592 = and <8 x i64> %591, %277
  %593 = fcmp oeq <16 x float> %575, %43
  %594 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %575, i32 4)
  %595 = bitcast <8 x i64> %592 to <16 x float>
  %596 = select <16 x i1> %593, <16 x float> %595, <16 x float> %594
  br label %607

597:                                              ; preds = %574
  %598 = bitcast <16 x float> %575 to <8 x i64>
  %599 = or <8 x i64> %598, %278
  %600 = fcmp oeq <16 x float> %575, %46
  %601 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %575, i32 4)
  %602 = bitcast <8 x i64> %599 to <16 x float>
  %603 = select <16 x i1> %600, <16 x float> %602, <16 x float> %601
  br label %607

604:                                              ; preds = %574
  %605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %588, <16 x i1> %589, <16 x float> zeroinitializer)
  %606 = fadd <16 x float> %575, %605
  br label %607

607:                                              ; preds = %604, %597, %590
  %608 = phi <16 x float> [ %606, %604 ], [ %603, %597 ], [ %596, %590 ]
  switch i64 %286, label %528 [
    i64 1, label %623
    i64 2, label %616
    i64 3, label %609
    i64 0, label %645
  ]

609:                                              ; preds = %607
  %610 = bitcast <16 x float> %608 to <8 x i64>
  %611 = and <8 x i64> %610, %277
  %612 = fcmp oeq <16 x float> %608, %43
  %613 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %608, i32 4)
  %614 = bitcast <8 x i64> %611 to <16 x float>
  %615 = select <16 x i1> %612, <16 x float> %614, <16 x float> %613
  br label %626

616:                                              ; preds = %607
  %617 = bitcast <16 x float> %608 to <8 x i64>
  %618 = or <8 x i64> %617, %278
  %619 = fcmp oeq <16 x float> %608, %46
  %620 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %608, i32 4)
  %621 = bitcast <8 x i64> %618 to <16 x float>
  %622 = select <16 x i1> %619, <16 x float> %621, <16 x float> %620
  br label %626

623:                                              ; preds = %607
  %624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %588, <16 x i1> %589, <16 x float> zeroinitializer)
  %625 = fadd <16 x float> %608, %624
  br label %626

626:                                              ; preds = %623, %616, %609
  %627 = phi <16 x float> [ %625, %623 ], [ %622, %616 ], [ %615, %609 ]
  switch i64 %288, label %528 [
    i64 1, label %642
    i64 2, label %635
    i64 3, label %628
    i64 0, label %645
  ]

628:                                              ; preds = %626
  %629 = bitcast <16 x float> %627 to <8 x i64>
  %630 = and <8 x i64> %629, %277
  %631 = fcmp oeq <16 x float> %627, %43
  %632 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %627, i32 4)
  %633 = bitcast <8 x i64> %630 to <16 x float>
  %634 = select <16 x i1> %631, <16 x float> %633, <16 x float> %632
  br label %645

635:                                              ; preds = %626
  %636 = bitcast <16 x float> %627 to <8 x i64>
  %637 = or <8 x i64> %636, %278
  %638 = fcmp oeq <16 x float> %627, %46
  %639 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %627, i32 4)
  %640 = bitcast <8 x i64> %637 to <16 x float>
  %641 = select <16 x i1> %638, <16 x float> %640, <16 x float> %639
  br label %645

642:                                              ; preds = %626
  %643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %588, <16 x i1> %589, <16 x float> zeroinitializer)
  %644 = fadd <16 x float> %627, %643
  br label %645

645:                                              ; preds = %628, %635, %642, %626, %607, %574
  %646 = phi <16 x float> [ %627, %626 ], [ %575, %574 ], [ %608, %607 ], [ %644, %642 ], [ %641, %635 ], [ %634, %628 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %646, ptr nonnull align 1 %586, <16 x i1> %589)
  br i1 %289, label %652, label %647

647:                                              ; preds = %645
  %648 = load float, ptr %349, align 4
  %649 = insertelement <16 x float> poison, float %648, i64 0
  %650 = shufflevector <16 x float> %649, <16 x float> poison, <16 x i32> zeroinitializer
  %651 = fadd <16 x float> %428, %650
  br label %652

652:                                              ; preds = %647, %645
  %653 = phi <16 x float> [ %651, %647 ], [ %428, %645 ]
  %654 = getelementptr inbounds nuw float, ptr %353, i64 %497
  %655 = getelementptr inbounds nuw float, ptr %357, i64 %497
  %656 = select i1 %405, ptr null, ptr %655
  switch i64 %280, label %528 [
    i64 1, label %671
    i64 2, label %664
    i64 3, label %657
    i64 0, label %712
  ]

657:                                              ; preds = %652
  %658 = bitcast <16 x float> %653 to <8 x i64>
  %659 = and <8 x i64> %658, %277
  %660 = fcmp oeq <16 x float> %653, %43
  %661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %653, i32 4)
  %662 = bitcast <8 x i64> %659 to <16 x float>
  %663 = select <16 x i1> %660, <16 x float> %662, <16 x float> %661
  br label %674

664:                                              ; preds = %652
  %665 = bitcast <16 x float> %653 to <8 x i64>
  %666 = or <8 x i64> %665, %278
  %667 = fcmp oeq <16 x float> %653, %46
  %668 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %653, i32 4)
  %669 = bitcast <8 x i64> %666 to <16 x float>
  %670 = select <16 x i1> %667, <16 x float> %669, <16 x float> %668
  br label %674

671:                                              ; preds = %652
  %672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %656, <16 x i1> %509, <16 x float> zeroinitializer)
  %673 = fadd <16 x float> %653, %672
  br label %674

674:                                              ; preds = %671, %664, %657
  %675 = phi <16 x float> [ %673, %671 ], [ %670, %664 ], [ %663, %657 ]
  switch i64 %291, label %528 [
    i64 1, label %690
    i64 2, label %683
    i64 3, label %676
    i64 0, label %712
  ]

676:                                              ; preds = %674
  %677 = bitcast <16 x float> %675 to <8 x i64>
  %678 = and <8 x i64> %677, %277
  %679 = fcmp oeq <16 x float> %675, %43
  %680 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %675, i32 4)
  %681 = bitcast <8 x i64> %678 to <16 x float>
  %682 = select <16 x i1> %679, <16 x float> %681, <16 x float> %680
  br label %693

683:                                              ; preds = %674
  %684 = bitcast <16 x float> %675 to <8 x i64>
  %685 = or <8 x i64> %684, %278
  %686 = fcmp oeq <16 x float> %675, %46
  %687 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %675, i32 4)
  %688 = bitcast <8 x i64> %685 to <16 x float>
  %689 = select <16 x i1> %686, <16 x float> %688, <16 x float> %687
  br label %693

690:                                              ; preds = %674
  %691 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %656, <16 x i1> %509, <16 x float> zeroinitializer)
  %692 = fadd <16 x float> %675, %691
  br label %693

693:                                              ; preds = %690, %683, %676
  %694 = phi <16 x float> [ %692, %690 ], [ %689, %683 ], [ %682, %676 ]
  switch i64 %293, label %528 [
    i64 1, label %709
    i64 2, label %702
    i64 3, label %695
    i64 0, label %712
  ]

695:                                              ; preds = %693
  %696 = bitcast <16 x float> %694 to <8 x i64>
  %697 = and <8 x i64> %696, %277
  %698 = fcmp oeq <16 x float> %694, %43
  %699 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %694, i32 4)
  %700 = bitcast <8 x i64> %697 to <16 x float>
  %701 = select <16 x i1> %698, <16 x float> %700, <16 x float> %699
  br label %712

702:                                              ; preds = %693
  %703 = bitcast <16 x float> %694 to <8 x i64>
  %704 = or <8 x i64> %703, %278
  %705 = fcmp oeq <16 x float> %694, %46
  %706 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %694, i32 4)
  %707 = bitcast <8 x i64> %704 to <16 x float>
  %708 = select <16 x i1> %705, <16 x float> %707, <16 x float> %706
  br label %712

709:                                              ; preds = %693
  %710 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %656, <16 x i1> %509, <16 x float> zeroinitializer)
  %711 = fadd <16 x float> %694, %710
  br label %712

712:                                              ; preds = %695, %702, %709, %693, %674, %652
  %713 = phi <16 x float> [ %694, %693 ], [ %653, %652 ], [ %675, %674 ], [ %711, %709 ], [ %708, %702 ], [ %701, %695 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %713, ptr align 1 %654, <16 x i1> %509)
  br i1 %289, label %719, label %714

714:                                              ; preds = %712
  %715 = load float, ptr %349, align 4
  %716 = insertelement <16 x float> poison, float %715, i64 0
  %717 = shufflevector <16 x float> %716, <16 x float> poison, <16 x i32> zeroinitializer
  %718 = fadd <16 x float> %427, %717
  br label %719

719:                                              ; preds = %714, %712
  %720 = phi <16 x float> [ %718, %714 ], [ %427, %712 ]
  %721 = getelementptr inbounds nuw float, ptr %353, i64 %577
  %722 = getelementptr inbounds nuw float, ptr %357, i64 %577
  %723 = select i1 %405, ptr null, ptr %722
  switch i64 %280, label %528 [
    i64 1, label %738
    i64 2, label %731
    i64 3, label %724
    i64 0, label %779
  ]

724:                                              ; preds = %719
  %725 = bitcast <16 x float> %720 to <8 x i64>
  %726 = and <8 x i64> %725, %277
  %727 = fcmp oeq <16 x float> %720, %43
  %728 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %720, i32 4)
  %729 = bitcast <8 x i64> %726 to <16 x float>
  %730 = select <16 x i1> %727, <16 x float> %729, <16 x float> %728
  br label %741

731:                                              ; preds = %719
  %732 = bitcast <16 x float> %720 to <8 x i64>
  %733 = or <8 x i64> %732, %278
  %734 = fcmp oeq <16 x float> %720, %46
  %735 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %720, i32 4)
  %736 = bitcast <8 x i64> %733 to <16 x float>
  %737 = select <16 x i1> %734, <16 x float> %736, <16 x float> %735
  br label %741

738:                                              ; preds = %719
  %739 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %723, <16 x i1> %589, <16 x float> zeroinitializer)
  %740 = fadd <16 x float> %720, %739
  br label %741

741:                                              ; preds = %738, %731, %724
  %742 = phi <16 x float> [ %740, %738 ], [ %737, %731 ], [ %730, %724 ]
  switch i64 %295, label %528 [
    i64 1, label %757
    i64 2, label %750
    i64 3, label %743
    i64 0, label %779
  ]

743:                                              ; preds = %741
  %744 = bitcast <16 x float> %742 to <8 x i64>
  %745 = and <8 x i64> %744, %277
  %746 = fcmp oeq <16 x float> %742, %43
  %747 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %742, i32 4)
  %748 = bitcast <8 x i64> %745 to <16 x float>
  %749 = select <16 x i1> %746, <16 x float> %748, <16 x float> %747
  br label %760

750:                                              ; preds = %741
  %751 = bitcast <16 x float> %742 to <8 x i64>
  %752 = or <8 x i64> %751, %278
  %753 = fcmp oeq <16 x float> %742, %46
  %754 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %742, i32 4)
  %755 = bitcast <8 x i64> %752 to <16 x float>
  %756 = select <16 x i1> %753, <16 x float> %755, <16 x float> %754
  br label %760

757:                                              ; preds = %741
  %758 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %723, <16 x i1> %589, <16 x float> zeroinitializer)
  %759 = fadd <16 x float> %742, %758
  br label %760

760:                                              ; preds = %757, %750, %743
  %761 = phi <16 x float> [ %759, %757 ], [ %756, %750 ], [ %749, %743 ]
  switch i64 %297, label %528 [
    i64 1, label %776
    i64 2, label %769
    i64 3, label %762
    i64 0, label %779
  ]

762:                                              ; preds = %760
  %763 = bitcast <16 x float> %761 to <8 x i64>
  %764 = and <8 x i64> %763, %277
  %765 = fcmp oeq <16 x float> %761, %43
  %766 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %761, i32 4)
  %767 = bitcast <8 x i64> %764 to <16 x float>
  %768 = select <16 x i1> %765, <16 x float> %767, <16 x float> %766
  br label %779

769:                                              ; preds = %760
  %770 = bitcast <16 x float> %761 to <8 x i64>
  %771 = or <8 x i64> %770, %278
  %772 = fcmp oeq <16 x float> %761, %46
  %773 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %761, i32 4)
  %774 = bitcast <8 x i64> %771 to <16 x float>
  %775 = select <16 x i1> %772, <16 x float> %774, <16 x float> %773
  br label %779

776:                                              ; preds = %760
  %777 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %723, <16 x i1> %589, <16 x float> zeroinitializer)
  %778 = fadd <16 x float> %761, %777
  br label %779

779:                                              ; preds = %762, %769, %776, %760, %741, %719
  %780 = phi <16 x float> [ %761, %760 ], [ %720, %719 ], [ %742, %741 ], [ %778, %776 ], [ %775, %769 ], [ %768, %762 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %780, ptr nonnull align 1 %721, <16 x i1> %589)
  br i1 %298, label %786, label %781

781:                                              ; preds = %779
  %782 = load float, ptr %369, align 4
  %783 = insertelement <16 x float> poison, float %782, i64 0
  %784 = shufflevector <16 x float> %783, <16 x float> poison, <16 x i32> zeroinitializer
  %785 = fadd <16 x float> %426, %784
  br label %786

786:                                              ; preds = %781, %779
  %787 = phi <16 x float> [ %785, %781 ], [ %426, %779 ]
  %788 = getelementptr inbounds nuw float, ptr %373, i64 %497
  %789 = getelementptr inbounds nuw float, ptr %377, i64 %497
  %790 = select i1 %406, ptr null, ptr %789
  switch i64 %280, label %528 [
    i64 1, label %805
    i64 2, label %798
    i64 3, label %791
    i64 0, label %846
  ]

791:                                              ; preds = %786
  %792 = bitcast <16 x float> %787 to <8 x i64>
  %793 = and <8 x i64> %792, %277
  %794 = fcmp oeq <16 x float> %787, %43
  %795 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %787, i32 4)
  %796 = bitcast <8 x i64> %793 to <16 x float>
  %797 = select <16 x i1> %794, <16 x float> %796, <16 x float> %795
  br label %808

798:                                              ; preds = %786
  %799 = bitcast <16 x float> %787 to <8 x i64>
  %800 = or <8 x i64> %799, %278
  %801 = fcmp oeq <16 x float> %787, %46
  %802 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %787, i32 4)
  %803 = bitcast <8 x i64> %800 to <16 x float>
  %804 = select <16 x i1> %801, <16 x float> %803, <16 x float> %802
  br label %808

805:                                              ; preds = %786
  %806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %790, <16 x i1> %509, <16 x float> zeroinitializer)
  %807 = fadd <16 x float> %787, %806
  br label %808

808:                                              ; preds = %805, %798, %791
  %809 = phi <16 x float> [ %807, %805 ], [ %804, %798 ], [ %797, %791 ]
  switch i64 %300, label %528 [
    i64 1, label %824
    i64 2, label %817
    i64 3, label %810
    i64 0, label %846
  ]

810:                                              ; preds = %808
  %811 = bitcast <16 x float> %809 to <8 x i64>
  %812 = and <8 x i64> %811, %277
  %813 = fcmp oeq <16 x float> %809, %43
  %814 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %809, i32 4)
  %815 = bitcast <8 x i64> %812 to <16 x float>
  %816 = select <16 x i1> %813, <16 x float> %815, <16 x float> %814
  br label %827

817:                                              ; preds = %808
  %818 = bitcast <16 x float> %809 to <8 x i64>
  %819 = or <8 x i64> %818, %278
  %820 = fcmp oeq <16 x float> %809, %46
  %821 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %809, i32 4)
  %822 = bitcast <8 x i64> %819 to <16 x float>
  %823 = select <16 x i1> %820, <16 x float> %822, <16 x float> %821
  br label %827

824:                                              ; preds = %808
  %825 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %790, <16 x i1> %509, <16 x float> zeroinitializer)
  %826 = fadd <16 x float> %809, %825
  br label %827

827:                                              ; preds = %824, %817, %810
  %828 = phi <16 x float> [ %826, %824 ], [ %823, %817 ], [ %816, %810 ]
  switch i64 %302, label %528 [
    i64 1, label %843
    i64 2, label %836
    i64 3, label %829
    i64 0, label %846
  ]

829:                                              ; preds = %827
  %830 = bitcast <16 x float> %828 to <8 x i64>
  %831 = and <8 x i64> %830, %277
  %832 = fcmp oeq <16 x float> %828, %43
  %833 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %828, i32 4)
  %834 = bitcast <8 x i64> %831 to <16 x float>
  %835 = select <16 x i1> %832, <16 x float> %834, <16 x float> %833
  br label %846

836:                                              ; preds = %827
  %837 = bitcast <16 x float> %828 to <8 x i64>
  %838 = or <8 x i64> %837, %278
  %839 = fcmp oeq <16 x float> %828, %46
  %840 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %828, i32 4)
  %841 = bitcast <8 x i64> %838 to <16 x float>
  %842 = select <16 x i1> %839, <16 x float> %841, <16 x float> %840
  br label %846

843:                                              ; preds = %827
  %844 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %790, <16 x i1> %509, <16 x float> zeroinitializer)
  %845 = fadd <16 x float> %828, %844
  br label %846

846:                                              ; preds = %829, %836, %843, %827, %808, %786
  %847 = phi <16 x float> [ %828, %827 ], [ %787, %786 ], [ %809, %808 ], [ %845, %843 ], [ %842, %836 ], [ %835, %829 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %847, ptr align 1 %788, <16 x i1> %509)
  br i1 %298, label %853, label %848

848:                                              ; preds = %846
  %849 = load float, ptr %369, align 4
  %850 = insertelement <16 x float> poison, float %849, i64 0
  %851 = shufflevector <16 x float> %850, <16 x float> poison, <16 x i32> zeroinitializer
  %852 = fadd <16 x float> %425, %851
  br label %853

853:                                              ; preds = %848, %846
  %854 = phi <16 x float> [ %852, %848 ], [ %425, %846 ]
  %855 = getelementptr inbounds nuw float, ptr %373, i64 %577
  %856 = getelementptr inbounds nuw float, ptr %377, i64 %577
  %857 = select i1 %406, ptr null, ptr %856
  switch i64 %280, label %528 [
    i64 1, label %872
    i64 2, label %865
    i64 3, label %858
    i64 0, label %913
  ]

858:                                              ; preds = %853
  %859 = bitcast <16 x float> %854 to <8 x i64>
  %860 = and <8 x i64> %859, %277
  %861 = fcmp oeq <16 x float> %854, %43
  %862 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %854, i32 4)
  %863 = bitcast <8 x i64> %860 to <16 x float>
  %864 = select <16 x i1> %861, <16 x float> %863, <16 x float> %862
  br label %875

865:                                              ; preds = %853
  %866 = bitcast <16 x float> %854 to <8 x i64>
  %867 = or <8 x i64> %866, %278
  %868 = fcmp oeq <16 x float> %854, %46
  %869 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %854, i32 4)
  %870 = bitcast <8 x i64> %867 to <16 x float>
  %871 = select <16 x i1> %868, <16 x float> %870, <16 x float> %869
  br label %875

872:                                              ; preds = %853
  %873 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %857, <16 x i1> %589, <16 x float> zeroinitializer)
  %874 = fadd <16 x float> %854, %873
  br label %875

875:                                              ; preds = %872, %865, %858
  %876 = phi <16 x float> [ %874, %872 ], [ %871, %865 ], [ %864, %858 ]
  switch i64 %304, label %528 [
    i64 1, label %891
    i64 2, label %884
    i64 3, label %877
    i64 0, label %913
  ]

877:                                              ; preds = %875
  %878 = bitcast <16 x float> %876 to <8 x i64>
  %879 = and <8 x i64> %878, %277
  %880 = fcmp oeq <16 x float> %876, %43
  %881 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %876, i32 4)
  %882 = bitcast <8 x i64> %879 to <16 x float>
  %883 = select <16 x i1> %880, <16 x float> %882, <16 x float> %881
  br label %894

884:                                              ; preds = %875
  %885 = bitcast <16 x float> %876 to <8 x i64>
  %886 = or <8 x i64> %885, %278
  %887 = fcmp oeq <16 x float> %876, %46
  %888 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %876, i32 4)
  %889 = bitcast <8 x i64> %886 to <16 x float>
  %890 = select <16 x i1> %887, <16 x float> %889, <16 x float> %888
  br label %894

891:                                              ; preds = %875
  %892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %857, <16 x i1> %589, <16 x float> zeroinitializer)
  %893 = fadd <16 x float> %876, %892
  br label %894

894:                                              ; preds = %891, %884, %877
  %895 = phi <16 x float> [ %893, %891 ], [ %890, %884 ], [ %883, %877 ]
  switch i64 %306, label %528 [
    i64 1, label %910
    i64 2, label %903
    i64 3, label %896
    i64 0, label %913
  ]

896:                                              ; preds = %894
  %897 = bitcast <16 x float> %895 to <8 x i64>
  %898 = and <8 x i64> %897, %277
  %899 = fcmp oeq <16 x float> %895, %43
  %900 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %895, i32 4)
  %901 = bitcast <8 x i64> %898 to <16 x float>
  %902 = select <16 x i1> %899, <16 x float> %901, <16 x float> %900
  br label %913

903:                                              ; preds = %894
  %904 = bitcast <16 x float> %895 to <8 x i64>
  %905 = or <8 x i64> %904, %278
  %906 = fcmp oeq <16 x float> %895, %46
  %907 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %895, i32 4)
  %908 = bitcast <8 x i64> %905 to <16 x float>
  %909 = select <16 x i1> %906, <16 x float> %908, <16 x float> %907
  br label %913

910:                                              ; preds = %894
  %911 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %857, <16 x i1> %589, <16 x float> zeroinitializer)
  %912 = fadd <16 x float> %895, %911
  br label %913

913:                                              ; preds = %896, %903, %910, %894, %875, %853
  %914 = phi <16 x float> [ %895, %894 ], [ %854, %853 ], [ %876, %875 ], [ %912, %910 ], [ %909, %903 ], [ %902, %896 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %914, ptr nonnull align 1 %855, <16 x i1> %589)
  br i1 %307, label %920, label %915

915:                                              ; preds = %913
  %916 = load float, ptr %389, align 4
  %917 = insertelement <16 x float> poison, float %916, i64 0
  %918 = shufflevector <16 x float> %917, <16 x float> poison, <16 x i32> zeroinitializer
  %919 = fadd <16 x float> %424, %918
  br label %920

920:                                              ; preds = %915, %913
  %921 = phi <16 x float> [ %919, %915 ], [ %424, %913 ]
  %922 = getelementptr inbounds nuw float, ptr %393, i64 %497
  %923 = getelementptr inbounds nuw float, ptr %397, i64 %497
  %924 = select i1 %407, ptr null, ptr %923
  switch i64 %280, label %528 [
    i64 1, label %939
    i64 2, label %932
    i64 3, label %925
    i64 0, label %980
  ]

925:                                              ; preds = %920
  %926 = bitcast <16 x float> %921 to <8 x i64>
  %927 = and <8 x i64> %926, %277
  %928 = fcmp oeq <16 x float> %921, %43
  %929 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %921, i32 4)
  %930 = bitcast <8 x i64> %927 to <16 x float>
  %931 = select <16 x i1> %928, <16 x float> %930, <16 x float> %929
  br label %942

932:                                              ; preds = %920
  %933 = bitcast <16 x float> %921 to <8 x i64>
  %934 = or <8 x i64> %933, %278
  %935 = fcmp oeq <16 x float> %921, %46
  %936 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %921, i32 4)
  %937 = bitcast <8 x i64> %934 to <16 x float>
  %938 = select <16 x i1> %935, <16 x float> %937, <16 x float> %936
  br label %942

939:                                              ; preds = %920
  %940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %924, <16 x i1> %509, <16 x float> zeroinitializer)
  %941 = fadd <16 x float> %921, %940
  br label %942

942:                                              ; preds = %939, %932, %925
  %943 = phi <16 x float> [ %941, %939 ], [ %938, %932 ], [ %931, %925 ]
  switch i64 %309, label %528 [
    i64 1, label %958
    i64 2, label %951
    i64 3, label %944
    i64 0, label %980
  ]

944:                                              ; preds = %942
  %945 = bitcast <16 x float> %943 to <8 x i64>
  %946 = and <8 x i64> %945, %277
  %947 = fcmp oeq <16 x float> %943, %43
  %948 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %943, i32 4)
  %949 = bitcast <8 x i64> %946 to <16 x float>
  %950 = select <16 x i1> %947, <16 x float> %949, <16 x float> %948
  br label %961

951:                                              ; preds = %942
  %952 = bitcast <16 x float> %943 to <8 x i64>
  %953 = or <8 x i64> %952, %278
  %954 = fcmp oeq <16 x float> %943, %46
  %955 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %943, i32 4)
  %956 = bitcast <8 x i64> %953 to <16 x float>
  %957 = select <16 x i1> %954, <16 x float> %956, <16 x float> %955
  br label %961

958:                                              ; preds = %942
  %959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %924, <16 x i1> %509, <16 x float> zeroinitializer)
  %960 = fadd <16 x float> %943, %959
  br label %961

961:                                              ; preds = %958, %951, %944
  %962 = phi <16 x float> [ %960, %958 ], [ %957, %951 ], [ %950, %944 ]
  switch i64 %311, label %528 [
    i64 1, label %977
    i64 2, label %970
    i64 3, label %963
    i64 0, label %980
  ]

963:                                              ; preds = %961
  %964 = bitcast <16 x float> %962 to <8 x i64>
  %965 = and <8 x i64> %964, %277
  %966 = fcmp oeq <16 x float> %962, %43
  %967 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %962, i32 4)
  %968 = bitcast <8 x i64> %965 to <16 x float>
  %969 = select <16 x i1> %966, <16 x float> %968, <16 x float> %967
  br label %980

970:                                              ; preds = %961
  %971 = bitcast <16 x float> %962 to <8 x i64>
  %972 = or <8 x i64> %971, %278
  %973 = fcmp oeq <16 x float> %962, %46
  %974 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %962, i32 4)
  %975 = bitcast <8 x i64> %972 to <16 x float>
  %976 = select <16 x i1> %973, <16 x float> %975, <16 x float> %974
  br label %980

977:                                              ; preds = %961
  %978 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %924, <16 x i1> %509, <16 x float> zeroinitializer)
  %979 = fadd <16 x float> %962, %978
  br label %980

980:                                              ; preds = %963, %970, %977, %961, %942, %920
  %981 = phi <16 x float> [ %962, %961 ], [ %921, %920 ], [ %943, %942 ], [ %979, %977 ], [ %976, %970 ], [ %969, %963 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %981, ptr align 1 %922, <16 x i1> %509)
  br i1 %307, label %987, label %982

982:                                              ; preds = %980
  %983 = load float, ptr %389, align 4
  %984 = insertelement <16 x float> poison, float %983, i64 0
  %985 = shufflevector <16 x float> %984, <16 x float> poison, <16 x i32> zeroinitializer
  %986 = fadd <16 x float> %423, %985
  br label %987

987:                                              ; preds = %982, %980
  %988 = phi <16 x float> [ %986, %982 ], [ %423, %980 ]
  %989 = getelementptr inbounds nuw float, ptr %393, i64 %577
  %990 = getelementptr inbounds nuw float, ptr %397, i64 %577
  %991 = select i1 %407, ptr null, ptr %990
  switch i64 %280, label %528 [
    i64 1, label %1006
    i64 2, label %999
    i64 3, label %992
    i64 0, label %1047
  ]

992:                                              ; preds = %987
  %993 = bitcast <16 x float> %988 to <8 x i64>
  %994 = and <8 x i64> %993, %277
  %995 = fcmp oeq <16 x float> %988, %43
  %996 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %988, i32 4)
  %997 = bitcast <8 x i64> %994 to <16 x float>
  %998 = select <16 x i1> %995, <16 x float> %997, <16 x float> %996
  br label %1009

999:                                              ; preds = %987
  %1000 = bitcast <16 x float> %988 to <8 x i64>
  %1001 = or <8 x i64> %1000, %278
  %1002 = fcmp oeq <16 x float> %988, %46
  %1003 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %988, i32 4)
  %1004 = bitcast <8 x i64> %1001 to <16 x float>
  %1005 = select <16 x i1> %1002, <16 x float> %1004, <16 x float> %1003
  br label %1009

1006:                                             ; preds = %987
  %1007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %991, <16 x i1> %589, <16 x float> zeroinitializer)
  %1008 = fadd <16 x float> %988, %1007
  br label %1009

1009:                                             ; preds = %1006, %999, %992
  %1010 = phi <16 x float> [ %1008, %1006 ], [ %1005, %999 ], [ %998, %992 ]
  switch i64 %313, label %528 [
    i64 1, label %1025
    i64 2, label %1018
    i64 3, label %1011
    i64 0, label %1047
  ]

1011:                                             ; preds = %1009
  %1012 = bitcast <16 x float> %1010 to <8 x i64>
  %1013 = and <8 x i64> %1012, %277
  %1014 = fcmp oeq <16 x float> %1010, %43
  %1015 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1010, i32 4)
  %1016 = bitcast <8 x i64> %1013 to <16 x float>
  %1017 = select <16 x i1> %1014, <16 x float> %1016, <16 x float> %1015
  br label %1028

1018:                                             ; preds = %1009
  %1019 = bitcast <16 x float> %1010 to <8 x i64>
  %1020 = or <8 x i64> %1019, %278
  %1021 = fcmp oeq <16 x float> %1010, %46
  %1022 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1010, i32 4)
  %1023 = bitcast <8 x i64> %1020 to <16 x float>
  %1024 = select <16 x i1> %1021, <16 x float> %1023, <16 x float> %1022
  br label %1028

1025:                                             ; preds = %1009
  %1026 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %991, <16 x i1> %589, <16 x float> zeroinitializer)
  %1027 = fadd <16 x float> %1010, %1026
  br label %1028

1028:                                             ; preds = %1025, %1018, %1011
  %1029 = phi <16 x float> [ %1027, %1025 ], [ %1024, %1018 ], [ %1017, %1011 ]
  switch i64 %315, label %528 [
    i64 1, label %1044
    i64 2, label %1037
    i64 3, label %1030
    i64 0, label %1047
  ]

1030:                                             ; preds = %1028
  %1031 = bitcast <16 x float> %1029 to <8 x i64>
  %1032 = and <8 x i64> %1031, %277
  %1033 = fcmp oeq <16 x float> %1029, %43
  %1034 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1029, i32 4)
  %1035 = bitcast <8 x i64> %1032 to <16 x float>
  %1036 = select <16 x i1> %1033, <16 x float> %1035, <16 x float> %1034
  br label %1047

1037:                                             ; preds = %1028
  %1038 = bitcast <16 x float> %1029 to <8 x i64>
  %1039 = or <8 x i64> %1038, %278
  %1040 = fcmp oeq <16 x float> %1029, %46
  %1041 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1029, i32 4)
  %1042 = bitcast <8 x i64> %1039 to <16 x float>
  %1043 = select <16 x i1> %1040, <16 x float> %1042, <16 x float> %1041
  br label %1047

1044:                                             ; preds = %1028
  %1045 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %991, <16 x i1> %589, <16 x float> zeroinitializer)
  %1046 = fadd <16 x float> %1029, %1045
  br label %1047

1047:                                             ; preds = %1030, %1037, %1044, %1028, %1009, %987
  %1048 = phi <16 x float> [ %1029, %1028 ], [ %988, %987 ], [ %1010, %1009 ], [ %1046, %1044 ], [ %1043, %1037 ], [ %1036, %1030 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1048, ptr nonnull align 1 %989, <16 x i1> %589)
  %1049 = add nuw nsw i64 %412, 2
  %1050 = icmp slt i64 %1049, %57
  br i1 %1050, label %411, label %408

1051:                                             ; preds = %316, %408, %270
  %1052 = phi i64 [ %53, %270 ], [ %401, %408 ], [ %319, %316 ]
  %1053 = phi i64 [ %52, %270 ], [ %402, %408 ], [ %318, %316 ]
  %1054 = phi i64 [ %3, %270 ], [ %409, %408 ], [ %317, %316 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %1055

1055:                                             ; preds = %1051, %48
  %1056 = phi i64 [ %1052, %1051 ], [ %53, %48 ]
  %1057 = phi i64 [ %1053, %1051 ], [ %52, %48 ]
  %1058 = phi i64 [ %1054, %1051 ], [ %3, %48 ]
  %1059 = add nsw i64 %9, 15
  %1060 = sdiv i64 %1059, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  %1061 = icmp slt i64 %9, 257
  %1062 = icmp slt i64 %11, 8
  %1063 = and i1 %1061, %1062
  br i1 %1063, label %1064, label %1151

1064:                                             ; preds = %1055
  %1065 = icmp sgt i64 %9, 0
  br i1 %1065, label %1066, label %1151

1066:                                             ; preds = %1064
  %1067 = icmp sgt i64 %11, 0
  %1068 = tail call i64 @llvm.smax.i64(i64 %1060, i64 1)
  %1069 = insertelement <8 x i64> poison, i64 %7, i64 0
  %1070 = shufflevector <8 x i64> %1069, <8 x i64> poison, <8 x i32> zeroinitializer
  %1071 = insertelement <8 x i64> poison, i64 %15, i64 0
  %1072 = shufflevector <8 x i64> %1071, <8 x i64> poison, <8 x i32> zeroinitializer
  %1073 = add nsw i64 %11, -1
  %1074 = insertelement <8 x i64> poison, i64 %1073, i64 0
  %1075 = shufflevector <8 x i64> %1074, <8 x i64> poison, <8 x i32> zeroinitializer
  %1076 = xor i1 %49, true
  %1077 = insertelement <8 x i1> poison, i1 %1076, i64 0
  %1078 = shufflevector <8 x i1> %1077, <8 x i1> poison, <8 x i32> zeroinitializer
  %1079 = icmp uge <8 x i64> %1075, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1080 = and <8 x i1> %1079, %1078
  %1081 = mul nsw <8 x i64> %1072, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1082 = extractelement <8 x i1> %1080, i64 0
  %1083 = extractelement <8 x i1> %1080, i64 1
  %1084 = extractelement <8 x i1> %1080, i64 2
  %1085 = extractelement <8 x i1> %1080, i64 3
  %1086 = extractelement <8 x i1> %1080, i64 4
  %1087 = extractelement <8 x i1> %1080, i64 5
  %1088 = extractelement <8 x i1> %1080, i64 6
  %1089 = extractelement <8 x i1> %1080, i64 7
  br label %1090

1090:                                             ; preds = %1066, %1148
  %1091 = phi i64 [ 0, %1066 ], [ %1149, %1148 ]
  br i1 %1067, label %1092, label %1148

1092:                                             ; preds = %1090
  %1093 = mul nuw nsw i64 %1091, %11
  %1094 = getelementptr i16, ptr %33, i64 %1093
  %1095 = shl nsw i64 %1091, 4
  %1096 = sub i64 %1095, %17
  %1097 = insertelement <8 x i64> poison, i64 %1096, i64 0
  %1098 = shufflevector <8 x i64> %1097, <8 x i64> poison, <8 x i32> zeroinitializer
  %1099 = sub nsw i64 %9, %1095
  %1100 = insertelement <8 x i64> poison, i64 %1099, i64 0
  %1101 = shufflevector <8 x i64> %1100, <8 x i64> poison, <8 x i32> zeroinitializer
  %1102 = add <8 x i64> %1098, %1081
  %1103 = icmp slt <8 x i64> %1102, zeroinitializer
  %1104 = sub nsw <8 x i64> zeroinitializer, %1102
  %1105 = select <8 x i1> %1103, <8 x i64> %1104, <8 x i64> zeroinitializer
  %1106 = sub nsw <8 x i64> %1070, %1102
  %1107 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1106, <8 x i64> %1101)
  %1108 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1107, <8 x i64> splat (i64 16))
  %1109 = icmp sgt <8 x i64> %1108, %1105
  %1110 = trunc <8 x i64> %1108 to <8 x i32>
  %1111 = shl nsw <8 x i32> splat (i32 -1), %1110
  %1112 = xor <8 x i32> %1111, splat (i32 -1)
  %1113 = trunc <8 x i64> %1105 to <8 x i32>
  %1114 = shl nsw <8 x i32> splat (i32 -1), %1113
  %1115 = and <8 x i32> %1114, %1112
  %1116 = trunc <8 x i32> %1115 to <8 x i16>
  %1117 = select <8 x i1> %1109, <8 x i16> %1116, <8 x i16> zeroinitializer
  br i1 %1082, label %1118, label %1120

1118:                                             ; preds = %1092
  %1119 = extractelement <8 x i16> %1117, i64 0
  store i16 %1119, ptr %1094, align 2
  br label %1120

1120:                                             ; preds = %1118, %1092
  br i1 %1083, label %1121, label %1124

1121:                                             ; preds = %1120
  %1122 = getelementptr i8, ptr %1094, i64 2
  %1123 = extractelement <8 x i16> %1117, i64 1
  store i16 %1123, ptr %1122, align 2
  br label %1124

1124:                                             ; preds = %1121, %1120
  br i1 %1084, label %1125, label %1128

1125:                                             ; preds = %1124
  %1126 = getelementptr i8, ptr %1094, i64 4
  %1127 = extractelement <8 x i16> %1117, i64 2
  store i16 %1127, ptr %1126, align 2
  br label %1128

1128:                                             ; preds = %1125, %1124
  br i1 %1085, label %1129, label %1132

1129:                                             ; preds = %1128
  %1130 = getelementptr i8, ptr %1094, i64 6
  %1131 = extractelement <8 x i16> %1117, i64 3
  store i16 %1131, ptr %1130, align 2
  br label %1132

1132:                                             ; preds = %1129, %1128
  br i1 %1086, label %1133, label %1136

1133:                                             ; preds = %1132
  %1134 = getelementptr i8, ptr %1094, i64 8
  %1135 = extractelement <8 x i16> %1117, i64 4
  store i16 %1135, ptr %1134, align 2
  br label %1136

1136:                                             ; preds = %1133, %1132
  br i1 %1087, label %1137, label %1140

1137:                                             ; preds = %1136
  %1138 = getelementptr i8, ptr %1094, i64 10
  %1139 = extractelement <8 x i16> %1117, i64 5
  store i16 %1139, ptr %1138, align 2
  br label %1140

1140:                                             ; preds = %1137, %1136
  br i1 %1088, label %1141, label %1144

1141:                                             ; preds = %1140
  %1142 = getelementptr i8, ptr %1094, i64 12
  %1143 = extractelement <8 x i16> %1117, i64 6
  store i16 %1143, ptr %1142, align 2
  br label %1144

1144:                                             ; preds = %1141, %1140
  br i1 %1089, label %1145, label %1148

1145:                                             ; preds = %1144
  %1146 = getelementptr i8, ptr %1094, i64 14
  %1147 = extractelement <8 x i16> %1117, i64 7
  store i16 %1147, ptr %1146, align 2
  br label %1148

1148:                                             ; preds = %1144, %1145, %1090
  %1149 = add nuw nsw i64 %1091, 1
  %1150 = icmp eq i64 %1149, %1068
  br i1 %1150, label %1151, label %1090

1151:                                             ; preds = %1148, %1064, %1055
  %1152 = phi ptr [ null, %1055 ], [ %33, %1064 ], [ %33, %1148 ]
  %1153 = icmp slt i64 %1058, %4
  br i1 %1153, label %1154, label %1569

1154:                                             ; preds = %1151
  %1155 = mul i64 %7, %6
  %1156 = icmp eq i64 %21, 0
  %1157 = icmp eq i64 %22, 0
  %1158 = icmp sgt i64 %9, 64
  %1159 = or i1 %1158, %49
  %1160 = icmp slt i64 %9, 33
  %1161 = select i1 %1160, i32 4, i32 2
  %1162 = select i1 %1159, i32 1, i32 %1161
  %1163 = zext nneg i32 %1162 to i64
  %1164 = icmp sgt i64 %9, 0
  %1165 = icmp sgt i64 %10, 0
  %1166 = icmp sgt i64 %11, 0
  %1167 = icmp eq ptr %1152, null
  %1168 = bitcast <16 x float> %43 to <8 x i64>
  %1169 = bitcast <16 x float> %46 to <8 x i64>
  %1170 = shl i64 %9, 1
  %1171 = icmp sgt i64 %9, 15
  %1172 = trunc i64 %9 to i32
  %1173 = shl nsw i32 -1, %1172
  %1174 = trunc i32 %1173 to i16
  %1175 = xor i16 %1174, -1
  %1176 = select i1 %1171, i16 -1, i16 %1175
  %1177 = bitcast i16 %1176 to <16 x i1>
  %1178 = and i64 %26, 3
  %1179 = lshr i64 %26, 2
  %1180 = and i64 %1179, 3
  %1181 = lshr i64 %26, 4
  %1182 = and i64 %1181, 3
  %1183 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %1184 = lshr i64 %26, 2
  %1185 = and i64 %1184, 3
  %1186 = lshr i64 %26, 4
  %1187 = and i64 %1186, 3
  %1188 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %1189 = lshr i64 %26, 2
  %1190 = and i64 %1189, 3
  %1191 = lshr i64 %26, 4
  %1192 = and i64 %1191, 3
  %1193 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %1194 = lshr i64 %26, 2
  %1195 = and i64 %1194, 3
  %1196 = lshr i64 %26, 4
  %1197 = and i64 %1196, 3
  %1198 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %1199 = lshr i64 %26, 2
  %1200 = and i64 %1199, 3
  %1201 = lshr i64 %26, 4
  %1202 = and i64 %1201, 3
  %1203 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %1204 = lshr i64 %26, 2
  %1205 = and i64 %1204, 3
  %1206 = lshr i64 %26, 4
  %1207 = and i64 %1206, 3
  %1208 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %1209 = lshr i64 %26, 2
  %1210 = and i64 %1209, 3
  %1211 = lshr i64 %26, 4
  %1212 = and i64 %1211, 3
  %1213 = getelementptr inbounds nuw i8, ptr %30, i64 448
  %1214 = lshr i64 %26, 2
  %1215 = and i64 %1214, 3
  %1216 = lshr i64 %26, 4
  %1217 = and i64 %1216, 3
  %1218 = and i64 %26, 3
  %1219 = lshr i64 %26, 2
  %1220 = and i64 %1219, 3
  %1221 = lshr i64 %26, 4
  %1222 = and i64 %1221, 3
  %1223 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %1224 = lshr i64 %26, 2
  %1225 = and i64 %1224, 3
  %1226 = lshr i64 %26, 4
  %1227 = and i64 %1226, 3
  %1228 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %1229 = lshr i64 %26, 2
  %1230 = and i64 %1229, 3
  %1231 = lshr i64 %26, 4
  %1232 = and i64 %1231, 3
  %1233 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %1234 = lshr i64 %26, 2
  %1235 = and i64 %1234, 3
  %1236 = lshr i64 %26, 4
  %1237 = and i64 %1236, 3
  %1238 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %1239 = lshr i64 %26, 2
  %1240 = and i64 %1239, 3
  %1241 = lshr i64 %26, 4
  %1242 = and i64 %1241, 3
  %1243 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %1244 = lshr i64 %26, 2
  %1245 = and i64 %1244, 3
  %1246 = lshr i64 %26, 4
  %1247 = and i64 %1246, 3
  %1248 = getelementptr inbounds nuw i8, ptr %29, i64 384
  %1249 = lshr i64 %26, 2
  %1250 = and i64 %1249, 3
  %1251 = lshr i64 %26, 4
  %1252 = and i64 %1251, 3
  %1253 = and i64 %26, 3
  %1254 = lshr i64 %26, 2
  %1255 = and i64 %1254, 3
  %1256 = lshr i64 %26, 4
  %1257 = and i64 %1256, 3
  %1258 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %1259 = lshr i64 %26, 2
  %1260 = and i64 %1259, 3
  %1261 = lshr i64 %26, 4
  %1262 = and i64 %1261, 3
  %1263 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %1264 = lshr i64 %26, 2
  %1265 = and i64 %1264, 3
  %1266 = lshr i64 %26, 4
  %1267 = and i64 %1266, 3
  %1268 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %1269 = lshr i64 %26, 2
  %1270 = and i64 %1269, 3
  %1271 = lshr i64 %26, 4
  %1272 = and i64 %1271, 3
  %1273 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %1274 = lshr i64 %26, 2
  %1275 = and i64 %1274, 3
  %1276 = lshr i64 %26, 4
  %1277 = and i64 %1276, 3
  %1278 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %1279 = lshr i64 %26, 2
  %1280 = and i64 %1279, 3
  %1281 = lshr i64 %26, 4
  %1282 = and i64 %1281, 3
  %1283 = and i64 %26, 3
  %1284 = lshr i64 %26, 2
  %1285 = and i64 %1284, 3
  %1286 = lshr i64 %26, 4
  %1287 = and i64 %1286, 3
  %1288 = lshr i64 %26, 2
  %1289 = and i64 %1288, 3
  %1290 = lshr i64 %26, 4
  %1291 = and i64 %1290, 3
  %1292 = lshr i64 %26, 2
  %1293 = and i64 %1292, 3
  %1294 = lshr i64 %26, 4
  %1295 = and i64 %1294, 3
  %1296 = lshr i64 %26, 2
  %1297 = and i64 %1296, 3
  %1298 = lshr i64 %26, 4
  %1299 = and i64 %1298, 3
  %1300 = lshr i64 %26, 2
  %1301 = and i64 %1300, 3
  %1302 = lshr i64 %26, 4
  %1303 = and i64 %1302, 3
  %1304 = and i64 %26, 3
  %1305 = lshr i64 %26, 2
  %1306 = and i64 %1305, 3
  %1307 = lshr i64 %26, 4
  %1308 = and i64 %1307, 3
  %1309 = lshr i64 %26, 2
  %1310 = and i64 %1309, 3
  %1311 = lshr i64 %26, 4
  %1312 = and i64 %1311, 3
  %1313 = lshr i64 %26, 2
  %1314 = and i64 %1313, 3
  %1315 = lshr i64 %26, 4
  %1316 = and i64 %1315, 3
  %1317 = lshr i64 %26, 2
  %1318 = and i64 %1317, 3
  %1319 = lshr i64 %26, 4
  %1320 = and i64 %1319, 3
  %1321 = and i64 %26, 3
  %1322 = lshr i64 %26, 2
  %1323 = and i64 %1322, 3
  %1324 = lshr i64 %26, 4
  %1325 = and i64 %1324, 3
  %1326 = lshr i64 %26, 2
  %1327 = and i64 %1326, 3
  %1328 = lshr i64 %26, 4
  %1329 = and i64 %1328, 3
  %1330 = lshr i64 %26, 2
  %1331 = and i64 %1330, 3
  %1332 = lshr i64 %26, 4
  %1333 = and i64 %1332, 3
  %1334 = and i64 %26, 3
  %1335 = lshr i64 %26, 2
  %1336 = and i64 %1335, 3
  %1337 = lshr i64 %26, 4
  %1338 = and i64 %1337, 3
  %1339 = lshr i64 %26, 2
  %1340 = and i64 %1339, 3
  %1341 = lshr i64 %26, 4
  %1342 = and i64 %1341, 3
  %1343 = and i64 %26, 3
  %1344 = lshr i64 %26, 2
  %1345 = and i64 %1344, 3
  %1346 = lshr i64 %26, 4
  %1347 = and i64 %1346, 3
  %1348 = and i64 %26, 3
  %1349 = lshr i64 %26, 2
  %1350 = and i64 %1349, 3
  %1351 = lshr i64 %26, 4
  %1352 = and i64 %1351, 3
  %1353 = lshr i64 %26, 2
  %1354 = and i64 %1353, 3
  %1355 = lshr i64 %26, 4
  %1356 = and i64 %1355, 3
  %1357 = lshr i64 %26, 2
  %1358 = and i64 %1357, 3
  %1359 = lshr i64 %26, 4
  %1360 = and i64 %1359, 3
  %1361 = lshr i64 %26, 2
  %1362 = and i64 %1361, 3
  %1363 = lshr i64 %26, 4
  %1364 = and i64 %1363, 3
  %1365 = and i64 %26, 3
  %1366 = lshr i64 %26, 2
  %1367 = and i64 %1366, 3
  %1368 = lshr i64 %26, 4
  %1369 = and i64 %1368, 3
  %1370 = lshr i64 %26, 2
  %1371 = and i64 %1370, 3
  %1372 = lshr i64 %26, 4
  %1373 = and i64 %1372, 3
  %1374 = lshr i64 %26, 2
  %1375 = and i64 %1374, 3
  %1376 = lshr i64 %26, 4
  %1377 = and i64 %1376, 3
  %1378 = and i64 %26, 3
  %1379 = lshr i64 %26, 2
  %1380 = and i64 %1379, 3
  %1381 = lshr i64 %26, 4
  %1382 = and i64 %1381, 3
  %1383 = lshr i64 %26, 2
  %1384 = and i64 %1383, 3
  %1385 = lshr i64 %26, 4
  %1386 = and i64 %1385, 3
  %1387 = and i64 %26, 3
  %1388 = lshr i64 %26, 2
  %1389 = and i64 %1388, 3
  %1390 = lshr i64 %26, 4
  %1391 = and i64 %1390, 3
  %1392 = add nsw i64 %9, -16
  %1393 = shl i64 %11, 2
  %1394 = add nsw i64 %9, -32
  %1395 = mul i64 %11, 6
  %1396 = add nsw i64 %9, -48
  %1397 = and i64 %26, 3
  %1398 = lshr i64 %26, 2
  %1399 = and i64 %1398, 3
  %1400 = lshr i64 %26, 4
  %1401 = and i64 %1400, 3
  %1402 = icmp sgt i64 %9, 31
  %1403 = trunc i64 %9 to i32
  %1404 = add i32 %1403, -16
  %1405 = shl nsw i32 -1, %1404
  %1406 = trunc i32 %1405 to i16
  %1407 = xor i16 %1406, -1
  %1408 = select i1 %1402, i16 -1, i16 %1407
  %1409 = bitcast i16 %1408 to <16 x i1>
  %1410 = lshr i64 %26, 2
  %1411 = and i64 %1410, 3
  %1412 = lshr i64 %26, 4
  %1413 = and i64 %1412, 3
  %1414 = icmp sgt i64 %9, 47
  %1415 = trunc i64 %9 to i32
  %1416 = add i32 %1415, -32
  %1417 = shl nsw i32 -1, %1416
  %1418 = trunc i32 %1417 to i16
  %1419 = xor i16 %1418, -1
  %1420 = select i1 %1414, i16 -1, i16 %1419
  %1421 = bitcast i16 %1420 to <16 x i1>
  %1422 = lshr i64 %26, 2
  %1423 = and i64 %1422, 3
  %1424 = lshr i64 %26, 4
  %1425 = and i64 %1424, 3
  %1426 = icmp sgt i64 %9, 63
  %1427 = trunc i64 %9 to i32
  %1428 = add i32 %1427, -48
  %1429 = shl nsw i32 -1, %1428
  %1430 = trunc i32 %1429 to i16
  %1431 = xor i16 %1430, -1
  %1432 = select i1 %1426, i16 -1, i16 %1431
  %1433 = bitcast i16 %1432 to <16 x i1>
  %1434 = lshr i64 %26, 2
  %1435 = and i64 %1434, 3
  %1436 = lshr i64 %26, 4
  %1437 = and i64 %1436, 3
  %1438 = lshr i64 %26, 2
  %1439 = and i64 %1438, 3
  %1440 = lshr i64 %26, 4
  %1441 = and i64 %1440, 3
  %1442 = add nsw i64 %9, 16
  %1443 = lshr i64 %26, 2
  %1444 = and i64 %1443, 3
  %1445 = lshr i64 %26, 4
  %1446 = and i64 %1445, 3
  %1447 = add nsw i64 %9, 32
  %1448 = lshr i64 %26, 2
  %1449 = and i64 %1448, 3
  %1450 = lshr i64 %26, 4
  %1451 = and i64 %1450, 3
  %1452 = add nsw i64 %9, 48
  %1453 = lshr i64 %26, 2
  %1454 = and i64 %1453, 3
  %1455 = lshr i64 %26, 4
  %1456 = and i64 %1455, 3
  %1457 = add nsw i64 %9, -16
  %1458 = shl i64 %11, 2
  %1459 = add nsw i64 %9, -32
  %1460 = and i64 %26, 3
  %1461 = lshr i64 %26, 2
  %1462 = and i64 %1461, 3
  %1463 = lshr i64 %26, 4
  %1464 = and i64 %1463, 3
  %1465 = icmp sgt i64 %9, 31
  %1466 = trunc i64 %9 to i32
  %1467 = add i32 %1466, -16
  %1468 = shl nsw i32 -1, %1467
  %1469 = trunc i32 %1468 to i16
  %1470 = xor i16 %1469, -1
  %1471 = select i1 %1465, i16 -1, i16 %1470
  %1472 = bitcast i16 %1471 to <16 x i1>
  %1473 = lshr i64 %26, 2
  %1474 = and i64 %1473, 3
  %1475 = lshr i64 %26, 4
  %1476 = and i64 %1475, 3
  %1477 = icmp sgt i64 %9, 47
  %1478 = trunc i64 %9 to i32
  %1479 = add i32 %1478, -32
  %1480 = shl nsw i32 -1, %1479
  %1481 = trunc i32 %1480 to i16
  %1482 = xor i16 %1481, -1
  %1483 = select i1 %1477, i16 -1, i16 %1482
  %1484 = bitcast i16 %1483 to <16 x i1>
  %1485 = lshr i64 %26, 2
  %1486 = and i64 %1485, 3
  %1487 = lshr i64 %26, 4
  %1488 = and i64 %1487, 3
  %1489 = lshr i64 %26, 2
  %1490 = and i64 %1489, 3
  %1491 = lshr i64 %26, 4
  %1492 = and i64 %1491, 3
  %1493 = add nsw i64 %9, 16
  %1494 = lshr i64 %26, 2
  %1495 = and i64 %1494, 3
  %1496 = lshr i64 %26, 4
  %1497 = and i64 %1496, 3
  %1498 = add nsw i64 %9, 32
  %1499 = lshr i64 %26, 2
  %1500 = and i64 %1499, 3
  %1501 = lshr i64 %26, 4
  %1502 = and i64 %1501, 3
  %1503 = add nsw i64 %9, -16
  %1504 = and i64 %26, 3
  %1505 = lshr i64 %26, 2
  %1506 = and i64 %1505, 3
  %1507 = lshr i64 %26, 4
  %1508 = and i64 %1507, 3
  %1509 = icmp sgt i64 %9, 31
  %1510 = trunc i64 %9 to i32
  %1511 = add i32 %1510, -16
  %1512 = shl nsw i32 -1, %1511
  %1513 = trunc i32 %1512 to i16
  %1514 = xor i16 %1513, -1
  %1515 = select i1 %1509, i16 -1, i16 %1514
  %1516 = bitcast i16 %1515 to <16 x i1>
  %1517 = lshr i64 %26, 2
  %1518 = and i64 %1517, 3
  %1519 = lshr i64 %26, 4
  %1520 = and i64 %1519, 3
  %1521 = lshr i64 %26, 2
  %1522 = and i64 %1521, 3
  %1523 = lshr i64 %26, 4
  %1524 = and i64 %1523, 3
  %1525 = add nsw i64 %9, 16
  %1526 = lshr i64 %26, 2
  %1527 = and i64 %1526, 3
  %1528 = lshr i64 %26, 4
  %1529 = and i64 %1528, 3
  %1530 = shl nsw i64 %9, 1
  %1531 = lshr i64 %26, 2
  %1532 = and i64 %1531, 3
  %1533 = lshr i64 %26, 4
  %1534 = and i64 %1533, 3
  %1535 = add nsw i64 %1530, 16
  %1536 = lshr i64 %26, 2
  %1537 = and i64 %1536, 3
  %1538 = lshr i64 %26, 4
  %1539 = and i64 %1538, 3
  %1540 = mul nsw i64 %9, 3
  %1541 = lshr i64 %26, 2
  %1542 = and i64 %1541, 3
  %1543 = lshr i64 %26, 4
  %1544 = and i64 %1543, 3
  %1545 = add nsw i64 %1540, 16
  %1546 = lshr i64 %26, 2
  %1547 = and i64 %1546, 3
  %1548 = lshr i64 %26, 4
  %1549 = and i64 %1548, 3
  %1550 = and i64 %26, 3
  %1551 = lshr i64 %26, 2
  %1552 = and i64 %1551, 3
  %1553 = lshr i64 %26, 4
  %1554 = and i64 %1553, 3
  %1555 = lshr i64 %26, 2
  %1556 = and i64 %1555, 3
  %1557 = lshr i64 %26, 4
  %1558 = and i64 %1557, 3
  %1559 = shl nsw i64 %9, 1
  %1560 = lshr i64 %26, 2
  %1561 = and i64 %1560, 3
  %1562 = lshr i64 %26, 4
  %1563 = and i64 %1562, 3
  %1564 = mul nsw i64 %9, 3
  %1565 = lshr i64 %26, 2
  %1566 = and i64 %1565, 3
  %1567 = lshr i64 %26, 4
  %1568 = and i64 %1567, 3
  br label %1570

1569:                                             ; preds = %9004, %1151
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %9009

1570:                                             ; preds = %1154, %9004
  %1571 = phi i64 [ %50, %1154 ], [ %9007, %9004 ]
  %1572 = phi i64 [ %1057, %1154 ], [ %9006, %9004 ]
  %1573 = phi i64 [ %1056, %1154 ], [ %9005, %9004 ]
  %1574 = phi i64 [ %1058, %1154 ], [ %8995, %9004 ]
  %1575 = mul nsw i64 %1573, %19
  %1576 = getelementptr inbounds float, ptr %34, i64 %1575
  %1577 = mul i64 %1155, %1572
  %1578 = getelementptr inbounds float, ptr %1576, i64 %1577
  %1579 = mul nsw i64 %1572, %54
  %1580 = getelementptr inbounds float, ptr %35, i64 %1579
  %1581 = getelementptr inbounds float, ptr %36, i64 %1572
  %1582 = select i1 %1156, ptr null, ptr %1581
  %1583 = mul nsw i64 %1573, %20
  %1584 = getelementptr inbounds float, ptr %38, i64 %1583
  %1585 = mul nsw i64 %1572, %55
  %1586 = getelementptr inbounds float, ptr %1584, i64 %1585
  %1587 = mul nsw i64 %1571, %9
  %1588 = getelementptr inbounds float, ptr %1586, i64 %1587
  %1589 = mul nsw i64 %1573, %23
  %1590 = getelementptr inbounds float, ptr %37, i64 %1589
  %1591 = getelementptr inbounds float, ptr %1590, i64 %1585
  %1592 = getelementptr inbounds float, ptr %1591, i64 %1587
  %1593 = select i1 %1157, ptr null, ptr %1592
  %1594 = sub nsw i64 %8, %1571
  %1595 = sub nsw i64 %4, %1574
  %1596 = call i64 @llvm.smin.i64(i64 %1594, i64 %1595)
  %1597 = icmp slt i64 %1596, %1163
  %1598 = select i1 %1597, i32 1, i32 %1162
  %1599 = icmp samesign ugt i32 %1598, 1
  br i1 %1599, label %1600, label %3984

1600:                                             ; preds = %1570
  switch i64 %1060, label %8993 [
    i64 1, label %1601
    i64 2, label %1982
    i64 3, label %2690
    i64 4, label %3250
  ]

1601:                                             ; preds = %1600
  br i1 %1165, label %1602, label %1610

1602:                                             ; preds = %1601
  %1603 = mul nsw i64 %1571, %12
  %1604 = add nsw i64 %1571, 1
  %1605 = mul nsw i64 %1604, %12
  %1606 = add nsw i64 %1571, 2
  %1607 = mul nsw i64 %1606, %12
  %1608 = add nsw i64 %1571, 3
  %1609 = mul nsw i64 %1608, %12
  br label %1617

1610:                                             ; preds = %1656, %1601
  %1611 = phi <16 x float> [ zeroinitializer, %1601 ], [ %1657, %1656 ]
  %1612 = phi <16 x float> [ zeroinitializer, %1601 ], [ %1658, %1656 ]
  %1613 = phi <16 x float> [ zeroinitializer, %1601 ], [ %1659, %1656 ]
  %1614 = phi <16 x float> [ zeroinitializer, %1601 ], [ %1660, %1656 ]
  %1615 = icmp eq ptr %1582, null
  %1616 = icmp eq ptr %1593, null
  br i1 %1615, label %1722, label %1717

1617:                                             ; preds = %1602, %1656
  %1618 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1657, %1656 ]
  %1619 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1658, %1656 ]
  %1620 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1659, %1656 ]
  %1621 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1660, %1656 ]
  %1622 = phi i64 [ 0, %1602 ], [ %1661, %1656 ]
  %1623 = mul nsw i64 %1622, %14
  %1624 = sub i64 %1623, %16
  %1625 = add i64 %1624, %1603
  %1626 = icmp slt i64 %1625, 0
  %1627 = icmp sge i64 %1625, %6
  %1628 = or i1 %1626, %1627
  %1629 = select i1 %1628, i64 0, i64 %1625
  %1630 = mul nsw i64 %1629, %7
  %1631 = getelementptr inbounds float, ptr %1578, i64 %1630
  %1632 = add i64 %1624, %1605
  %1633 = icmp slt i64 %1632, 0
  %1634 = icmp sge i64 %1632, %6
  %1635 = or i1 %1633, %1634
  %1636 = select i1 %1635, i64 0, i64 %1632
  %1637 = mul nsw i64 %1636, %7
  %1638 = getelementptr inbounds float, ptr %1578, i64 %1637
  %1639 = add i64 %1624, %1607
  %1640 = icmp slt i64 %1639, 0
  %1641 = icmp sge i64 %1639, %6
  %1642 = or i1 %1640, %1641
  %1643 = select i1 %1642, i64 0, i64 %1639
  %1644 = mul nsw i64 %1643, %7
  %1645 = getelementptr inbounds float, ptr %1578, i64 %1644
  %1646 = add i64 %1624, %1609
  %1647 = icmp slt i64 %1646, 0
  %1648 = icmp sge i64 %1646, %6
  %1649 = or i1 %1647, %1648
  %1650 = select i1 %1649, i64 0, i64 %1646
  %1651 = mul nsw i64 %1650, %7
  %1652 = getelementptr inbounds float, ptr %1578, i64 %1651
  br i1 %1166, label %1653, label %1656

1653:                                             ; preds = %1617
  %1654 = mul nuw nsw i64 %1622, %11
  %1655 = getelementptr inbounds nuw float, ptr %1580, i64 %1654
  br label %1663

1656:                                             ; preds = %1693, %1617
  %1657 = phi <16 x float> [ %1618, %1617 ], [ %1699, %1693 ]
  %1658 = phi <16 x float> [ %1619, %1617 ], [ %1704, %1693 ]
  %1659 = phi <16 x float> [ %1620, %1617 ], [ %1709, %1693 ]
  %1660 = phi <16 x float> [ %1621, %1617 ], [ %1714, %1693 ]
  %1661 = add nuw nsw i64 %1622, 1
  %1662 = icmp eq i64 %1661, %10
  br i1 %1662, label %1610, label %1617

1663:                                             ; preds = %1653, %1693
  %1664 = phi <16 x float> [ %1618, %1653 ], [ %1699, %1693 ]
  %1665 = phi <16 x float> [ %1619, %1653 ], [ %1704, %1693 ]
  %1666 = phi <16 x float> [ %1620, %1653 ], [ %1709, %1693 ]
  %1667 = phi <16 x float> [ %1621, %1653 ], [ %1714, %1693 ]
  %1668 = phi i64 [ 0, %1653 ], [ %1715, %1693 ]
  %1669 = getelementptr inbounds nuw float, ptr %1655, i64 %1668
  %1670 = load float, ptr %1669, align 4
  %1671 = insertelement <16 x float> poison, float %1670, i64 0
  %1672 = shufflevector <16 x float> %1671, <16 x float> poison, <16 x i32> zeroinitializer
  %1673 = mul nsw i64 %1668, %15
  %1674 = sub nsw i64 %1673, %17
  %1675 = icmp slt i64 %1674, 0
  %1676 = sub nsw i64 0, %1674
  %1677 = select i1 %1675, i64 %1676, i64 0
  %1678 = sub nsw i64 %7, %1674
  %1679 = call i64 @llvm.smin.i64(i64 %1678, i64 %9)
  %1680 = call i64 @llvm.smin.i64(i64 %1679, i64 16)
  %1681 = icmp sgt i64 %1680, %1677
  %1682 = trunc i64 %1680 to i32
  %1683 = shl nsw i32 -1, %1682
  %1684 = xor i32 %1683, -1
  %1685 = trunc i64 %1677 to i32
  %1686 = shl nsw i32 -1, %1685
  %1687 = and i32 %1686, %1684
  %1688 = trunc i32 %1687 to i16
  %1689 = select i1 %1681, i16 %1688, i16 0
  br i1 %1167, label %1693, label %1690

1690:                                             ; preds = %1663
  %1691 = getelementptr i16, ptr %1152, i64 %1668
  %1692 = load i16, ptr %1691, align 2
  br label %1693

1693:                                             ; preds = %1663, %1690
  %1694 = phi i16 [ %1692, %1690 ], [ %1689, %1663 ]
  %1695 = select i1 %1628, i16 0, i16 %1694
  %1696 = getelementptr inbounds float, ptr %1631, i64 %1674
  %1697 = bitcast i16 %1695 to <16 x i1>
  %1698 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1696, <16 x i1> %1697, <16 x float> zeroinitializer)
  %1699 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1698, <16 x float> %1672, <16 x float> %1664)
  %1700 = select i1 %1635, i16 0, i16 %1694
  %1701 = getelementptr inbounds float, ptr %1638, i64 %1674
  %1702 = bitcast i16 %1700 to <16 x i1>
  %1703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1701, <16 x i1> %1702, <16 x float> zeroinitializer)
  %1704 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1703, <16 x float> %1672, <16 x float> %1665)
  %1705 = select i1 %1642, i16 0, i16 %1694
  %1706 = getelementptr inbounds float, ptr %1645, i64 %1674
  %1707 = bitcast i16 %1705 to <16 x i1>
  %1708 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1706, <16 x i1> %1707, <16 x float> zeroinitializer)
  %1709 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1708, <16 x float> %1672, <16 x float> %1666)
  %1710 = select i1 %1649, i16 0, i16 %1694
  %1711 = getelementptr inbounds float, ptr %1652, i64 %1674
  %1712 = bitcast i16 %1710 to <16 x i1>
  %1713 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1712, <16 x float> zeroinitializer)
  %1714 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1713, <16 x float> %1672, <16 x float> %1667)
  %1715 = add nuw nsw i64 %1668, 1
  %1716 = icmp eq i64 %1715, %11
  br i1 %1716, label %1656, label %1663

1717:                                             ; preds = %1610
  %1718 = load float, ptr %1581, align 4
  %1719 = insertelement <16 x float> poison, float %1718, i64 0
  %1720 = shufflevector <16 x float> %1719, <16 x float> poison, <16 x i32> zeroinitializer
  %1721 = fadd <16 x float> %1611, %1720
  br label %1722

1722:                                             ; preds = %1717, %1610
  %1723 = phi <16 x float> [ %1721, %1717 ], [ %1611, %1610 ]
  switch i64 %1550, label %528 [
    i64 1, label %1724
    i64 2, label %1727
    i64 3, label %1734
    i64 0, label %1779
  ]

1724:                                             ; preds = %1722
  %1725 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1726 = fadd <16 x float> %1723, %1725
  br label %1741

1727:                                             ; preds = %1722
  %1728 = bitcast <16 x float> %1723 to <8 x i64>
  %1729 = or <8 x i64> %1728, %1169
  %1730 = fcmp oeq <16 x float> %1723, %46
  %1731 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1723, i32 4)
  %1732 = bitcast <8 x i64> %1729 to <16 x float>
  %1733 = select <16 x i1> %1730, <16 x float> %1732, <16 x float> %1731
  br label %1741

1734:                                             ; preds = %1722
  %1735 = bitcast <16 x float> %1723 to <8 x i64>
  %1736 = and <8 x i64> %1735, %1168
  %1737 = fcmp oeq <16 x float> %1723, %43
  %1738 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1723, i32 4)
  %1739 = bitcast <8 x i64> %1736 to <16 x float>
  %1740 = select <16 x i1> %1737, <16 x float> %1739, <16 x float> %1738
  br label %1741

1741:                                             ; preds = %1734, %1727, %1724
  %1742 = phi <16 x float> [ %1726, %1724 ], [ %1733, %1727 ], [ %1740, %1734 ]
  switch i64 %1552, label %528 [
    i64 1, label %1757
    i64 2, label %1750
    i64 3, label %1743
    i64 0, label %1779
  ]

1743:                                             ; preds = %1741
  %1744 = bitcast <16 x float> %1742 to <8 x i64>
  %1745 = and <8 x i64> %1744, %1168
  %1746 = fcmp oeq <16 x float> %1742, %43
  %1747 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1742, i32 4)
  %1748 = bitcast <8 x i64> %1745 to <16 x float>
  %1749 = select <16 x i1> %1746, <16 x float> %1748, <16 x float> %1747
  br label %1760

1750:                                             ; preds = %1741
  %1751 = bitcast <16 x float> %1742 to <8 x i64>
  %1752 = or <8 x i64> %1751, %1169
  %1753 = fcmp oeq <16 x float> %1742, %46
  %1754 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1742, i32 4)
  %1755 = bitcast <8 x i64> %1752 to <16 x float>
  %1756 = select <16 x i1> %1753, <16 x float> %1755, <16 x float> %1754
  br label %1760

1757:                                             ; preds = %1741
  %1758 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1759 = fadd <16 x float> %1742, %1758
  br label %1760

1760:                                             ; preds = %1757, %1750, %1743
  %1761 = phi <16 x float> [ %1759, %1757 ], [ %1756, %1750 ], [ %1749, %1743 ]
  switch i64 %1554, label %528 [
    i64 1, label %1776
    i64 2, label %1769
    i64 3, label %1762
    i64 0, label %1779
  ]

1762:                                             ; preds = %1760
  %1763 = bitcast <16 x float> %1761 to <8 x i64>
  %1764 = and <8 x i64> %1763, %1168
  %1765 = fcmp oeq <16 x float> %1761, %43
  %1766 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1761, i32 4)
  %1767 = bitcast <8 x i64> %1764 to <16 x float>
  %1768 = select <16 x i1> %1765, <16 x float> %1767, <16 x float> %1766
  br label %1779

1769:                                             ; preds = %1760
  %1770 = bitcast <16 x float> %1761 to <8 x i64>
  %1771 = or <8 x i64> %1770, %1169
  %1772 = fcmp oeq <16 x float> %1761, %46
  %1773 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1761, i32 4)
  %1774 = bitcast <8 x i64> %1771 to <16 x float>
  %1775 = select <16 x i1> %1772, <16 x float> %1774, <16 x float> %1773
  br label %1779

1776:                                             ; preds = %1760
  %1777 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1778 = fadd <16 x float> %1761, %1777
  br label %1779

1779:                                             ; preds = %1762, %1769, %1776, %1760, %1741, %1722
  %1780 = phi <16 x float> [ %1761, %1760 ], [ %1723, %1722 ], [ %1742, %1741 ], [ %1778, %1776 ], [ %1775, %1769 ], [ %1768, %1762 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1780, ptr align 1 %1588, <16 x i1> %1177)
  %1781 = getelementptr inbounds float, ptr %1588, i64 %9
  %1782 = getelementptr inbounds float, ptr %1593, i64 %9
  %1783 = select i1 %1616, ptr null, ptr %1782
  br i1 %1615, label %1789, label %1784

1784:                                             ; preds = %1779
  %1785 = load float, ptr %1581, align 4
  %1786 = insertelement <16 x float> poison, float %1785, i64 0
  %1787 = shufflevector <16 x float> %1786, <16 x float> poison, <16 x i32> zeroinitializer
  %1788 = fadd <16 x float> %1612, %1787
  br label %1789

1789:                                             ; preds = %1784, %1779
  %1790 = phi <16 x float> [ %1788, %1784 ], [ %1612, %1779 ]
  switch i64 %1550, label %528 [
    i64 1, label %1805
    i64 2, label %1798
    i64 3, label %1791
    i64 0, label %1846
  ]

1791:                                             ; preds = %1789
  %1792 = bitcast <16 x float> %1790 to <8 x i64>
  %1793 = and <8 x i64> %1792, %1168
  %1794 = fcmp oeq <16 x float> %1790, %43
  %1795 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1790, i32 4)
  %1796 = bitcast <8 x i64> %1793 to <16 x float>
  %1797 = select <16 x i1> %1794, <16 x float> %1796, <16 x float> %1795
  br label %1808

1798:                                             ; preds = %1789
  %1799 = bitcast <16 x float> %1790 to <8 x i64>
  %1800 = or <8 x i64> %1799, %1169
  %1801 = fcmp oeq <16 x float> %1790, %46
  %1802 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1790, i32 4)
  %1803 = bitcast <8 x i64> %1800 to <16 x float>
  %1804 = select <16 x i1> %1801, <16 x float> %1803, <16 x float> %1802
  br label %1808

1805:                                             ; preds = %1789
  %1806 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1783, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1807 = fadd <16 x float> %1790, %1806
  br label %1808

1808:                                             ; preds = %1805, %1798, %1791
  %1809 = phi <16 x float> [ %1807, %1805 ], [ %1804, %1798 ], [ %1797, %1791 ]
  switch i64 %1556, label %528 [
    i64 1, label %1824
    i64 2, label %1817
    i64 3, label %1810
    i64 0, label %1846
  ]

1810:                                             ; preds = %1808
  %1811 = bitcast <16 x float> %1809 to <8 x i64>
  %1812 = and <8 x i64> %1811, %1168
  %1813 = fcmp oeq <16 x float> %1809, %43
  %1814 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1809, i32 4)
  %1815 = bitcast <8 x i64> %1812 to <16 x float>
  %1816 = select <16 x i1> %1813, <16 x float> %1815, <16 x float> %1814
  br label %1827

1817:                                             ; preds = %1808
  %1818 = bitcast <16 x float> %1809 to <8 x i64>
  %1819 = or <8 x i64> %1818, %1169
  %1820 = fcmp oeq <16 x float> %1809, %46
  %1821 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1809, i32 4)
  %1822 = bitcast <8 x i64> %1819 to <16 x float>
  %1823 = select <16 x i1> %1820, <16 x float> %1822, <16 x float> %1821
  br label %1827

1824:                                             ; preds = %1808
  %1825 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1783, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1826 = fadd <16 x float> %1809, %1825
  br label %1827

1827:                                             ; preds = %1824, %1817, %1810
  %1828 = phi <16 x float> [ %1826, %1824 ], [ %1823, %1817 ], [ %1816, %1810 ]
  switch i64 %1558, label %528 [
    i64 1, label %1843
    i64 2, label %1836
    i64 3, label %1829
    i64 0, label %1846
  ]

1829:                                             ; preds = %1827
  %1830 = bitcast <16 x float> %1828 to <8 x i64>
  %1831 = and <8 x i64> %1830, %1168
  %1832 = fcmp oeq <16 x float> %1828, %43
  %1833 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1828, i32 4)
  %1834 = bitcast <8 x i64> %1831 to <16 x float>
  %1835 = select <16 x i1> %1832, <16 x float> %1834, <16 x float> %1833
  br label %1846

1836:                                             ; preds = %1827
  %1837 = bitcast <16 x float> %1828 to <8 x i64>
  %1838 = or <8 x i64> %1837, %1169
  %1839 = fcmp oeq <16 x float> %1828, %46
  %1840 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1828, i32 4)
  %1841 = bitcast <8 x i64> %1838 to <16 x float>
  %1842 = select <16 x i1> %1839, <16 x float> %1841, <16 x float> %1840
  br label %1846

1843:                                             ; preds = %1827
  %1844 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1783, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1845 = fadd <16 x float> %1828, %1844
  br label %1846

1846:                                             ; preds = %1829, %1836, %1843, %1827, %1808, %1789
  %1847 = phi <16 x float> [ %1828, %1827 ], [ %1790, %1789 ], [ %1809, %1808 ], [ %1845, %1843 ], [ %1842, %1836 ], [ %1835, %1829 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1847, ptr align 1 %1781, <16 x i1> %1177)
  %1848 = getelementptr inbounds float, ptr %1588, i64 %1559
  %1849 = getelementptr inbounds float, ptr %1593, i64 %1559
  %1850 = select i1 %1616, ptr null, ptr %1849
  br i1 %1615, label %1856, label %1851

1851:                                             ; preds = %1846
  %1852 = load float, ptr %1581, align 4
  %1853 = insertelement <16 x float> poison, float %1852, i64 0
  %1854 = shufflevector <16 x float> %1853, <16 x float> poison, <16 x i32> zeroinitializer
  %1855 = fadd <16 x float> %1613, %1854
  br label %1856

1856:                                             ; preds = %1851, %1846
  %1857 = phi <16 x float> [ %1855, %1851 ], [ %1613, %1846 ]
  switch i64 %1550, label %528 [
    i64 1, label %1872
    i64 2, label %1865
    i64 3, label %1858
    i64 0, label %1913
  ]

1858:                                             ; preds = %1856
  %1859 = bitcast <16 x float> %1857 to <8 x i64>
  %1860 = and <8 x i64> %1859, %1168
  %1861 = fcmp oeq <16 x float> %1857, %43
  %1862 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1857, i32 4)
  %1863 = bitcast <8 x i64> %1860 to <16 x float>
  %1864 = select <16 x i1> %1861, <16 x float> %1863, <16 x float> %1862
  br label %1875

1865:                                             ; preds = %1856
  %1866 = bitcast <16 x float> %1857 to <8 x i64>
  %1867 = or <8 x i64> %1866, %1169
  %1868 = fcmp oeq <16 x float> %1857, %46
  %1869 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1857, i32 4)
  %1870 = bitcast <8 x i64> %1867 to <16 x float>
  %1871 = select <16 x i1> %1868, <16 x float> %1870, <16 x float> %1869
  br label %1875

1872:                                             ; preds = %1856
  %1873 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1874 = fadd <16 x float> %1857, %1873
  br label %1875

1875:                                             ; preds = %1872, %1865, %1858
  %1876 = phi <16 x float> [ %1874, %1872 ], [ %1871, %1865 ], [ %1864, %1858 ]
  switch i64 %1561, label %528 [
    i64 1, label %1891
    i64 2, label %1884
    i64 3, label %1877
    i64 0, label %1913
  ]

1877:                                             ; preds = %1875
  %1878 = bitcast <16 x float> %1876 to <8 x i64>
  %1879 = and <8 x i64> %1878, %1168
  %1880 = fcmp oeq <16 x float> %1876, %43
  %1881 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1876, i32 4)
  %1882 = bitcast <8 x i64> %1879 to <16 x float>
  %1883 = select <16 x i1> %1880, <16 x float> %1882, <16 x float> %1881
  br label %1894

1884:                                             ; preds = %1875
  %1885 = bitcast <16 x float> %1876 to <8 x i64>
  %1886 = or <8 x i64> %1885, %1169
  %1887 = fcmp oeq <16 x float> %1876, %46
  %1888 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1876, i32 4)
  %1889 = bitcast <8 x i64> %1886 to <16 x float>
  %1890 = select <16 x i1> %1887, <16 x float> %1889, <16 x float> %1888
  br label %1894

1891:                                             ; preds = %1875
  %1892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1893 = fadd <16 x float> %1876, %1892
  br label %1894

1894:                                             ; preds = %1891, %1884, %1877
  %1895 = phi <16 x float> [ %1893, %1891 ], [ %1890, %1884 ], [ %1883, %1877 ]
  switch i64 %1563, label %528 [
    i64 1, label %1910
    i64 2, label %1903
    i64 3, label %1896
    i64 0, label %1913
  ]

1896:                                             ; preds = %1894
  %1897 = bitcast <16 x float> %1895 to <8 x i64>
  %1898 = and <8 x i64> %1897, %1168
  %1899 = fcmp oeq <16 x float> %1895, %43
  %1900 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1895, i32 4)
  %1901 = bitcast <8 x i64> %1898 to <16 x float>
  %1902 = select <16 x i1> %1899, <16 x float> %1901, <16 x float> %1900
  br label %1913

1903:                                             ; preds = %1894
  %1904 = bitcast <16 x float> %1895 to <8 x i64>
  %1905 = or <8 x i64> %1904, %1169
  %1906 = fcmp oeq <16 x float> %1895, %46
  %1907 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1895, i32 4)
  %1908 = bitcast <8 x i64> %1905 to <16 x float>
  %1909 = select <16 x i1> %1906, <16 x float> %1908, <16 x float> %1907
  br label %1913

1910:                                             ; preds = %1894
  %1911 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1850, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1912 = fadd <16 x float> %1895, %1911
  br label %1913

1913:                                             ; preds = %1896, %1903, %1910, %1894, %1875, %1856
  %1914 = phi <16 x float> [ %1895, %1894 ], [ %1857, %1856 ], [ %1876, %1875 ], [ %1912, %1910 ], [ %1909, %1903 ], [ %1902, %1896 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1914, ptr align 1 %1848, <16 x i1> %1177)
  %1915 = getelementptr inbounds float, ptr %1588, i64 %1564
  %1916 = getelementptr inbounds float, ptr %1593, i64 %1564
  %1917 = select i1 %1616, ptr null, ptr %1916
  br i1 %1615, label %1923, label %1918

1918:                                             ; preds = %1913
  %1919 = load float, ptr %1581, align 4
  %1920 = insertelement <16 x float> poison, float %1919, i64 0
  %1921 = shufflevector <16 x float> %1920, <16 x float> poison, <16 x i32> zeroinitializer
  %1922 = fadd <16 x float> %1614, %1921
  br label %1923

1923:                                             ; preds = %1918, %1913
  %1924 = phi <16 x float> [ %1922, %1918 ], [ %1614, %1913 ]
  switch i64 %1550, label %528 [
    i64 1, label %1939
    i64 2, label %1932
    i64 3, label %1925
    i64 0, label %1980
  ]

1925:                                             ; preds = %1923
  %1926 = bitcast <16 x float> %1924 to <8 x i64>
  %1927 = and <8 x i64> %1926, %1168
  %1928 = fcmp oeq <16 x float> %1924, %43
  %1929 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1924, i32 4)
  %1930 = bitcast <8 x i64> %1927 to <16 x float>
  %1931 = select <16 x i1> %1928, <16 x float> %1930, <16 x float> %1929
  br label %1942

1932:                                             ; preds = %1923
  %1933 = bitcast <16 x float> %1924 to <8 x i64>
  %1934 = or <8 x i64> %1933, %1169
  %1935 = fcmp oeq <16 x float> %1924, %46
  %1936 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1924, i32 4)
  %1937 = bitcast <8 x i64> %1934 to <16 x float>
  %1938 = select <16 x i1> %1935, <16 x float> %1937, <16 x float> %1936
  br label %1942

1939:                                             ; preds = %1923
  %1940 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1917, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1941 = fadd <16 x float> %1924, %1940
  br label %1942

1942:                                             ; preds = %1939, %1932, %1925
  %1943 = phi <16 x float> [ %1941, %1939 ], [ %1938, %1932 ], [ %1931, %1925 ]
  switch i64 %1566, label %528 [
    i64 1, label %1958
    i64 2, label %1951
    i64 3, label %1944
    i64 0, label %1980
  ]

1944:                                             ; preds = %1942
  %1945 = bitcast <16 x float> %1943 to <8 x i64>
  %1946 = and <8 x i64> %1945, %1168
  %1947 = fcmp oeq <16 x float> %1943, %43
  %1948 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1943, i32 4)
  %1949 = bitcast <8 x i64> %1946 to <16 x float>
  %1950 = select <16 x i1> %1947, <16 x float> %1949, <16 x float> %1948
  br label %1961

1951:                                             ; preds = %1942
  %1952 = bitcast <16 x float> %1943 to <8 x i64>
  %1953 = or <8 x i64> %1952, %1169
  %1954 = fcmp oeq <16 x float> %1943, %46
  %1955 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1943, i32 4)
  %1956 = bitcast <8 x i64> %1953 to <16 x float>
  %1957 = select <16 x i1> %1954, <16 x float> %1956, <16 x float> %1955
  br label %1961

1958:                                             ; preds = %1942
  %1959 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1917, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1960 = fadd <16 x float> %1943, %1959
  br label %1961

1961:                                             ; preds = %1958, %1951, %1944
  %1962 = phi <16 x float> [ %1960, %1958 ], [ %1957, %1951 ], [ %1950, %1944 ]
  switch i64 %1568, label %528 [
    i64 1, label %1977
    i64 2, label %1970
    i64 3, label %1963
    i64 0, label %1980
  ]

1963:                                             ; preds = %1961
  %1964 = bitcast <16 x float> %1962 to <8 x i64>
  %1965 = and <8 x i64> %1964, %1168
  %1966 = fcmp oeq <16 x float> %1962, %43
  %1967 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1962, i32 4)
  %1968 = bitcast <8 x i64> %1965 to <16 x float>
  %1969 = select <16 x i1> %1966, <16 x float> %1968, <16 x float> %1967
  br label %1980

1970:                                             ; preds = %1961
  %1971 = bitcast <16 x float> %1962 to <8 x i64>
  %1972 = or <8 x i64> %1971, %1169
  %1973 = fcmp oeq <16 x float> %1962, %46
  %1974 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1962, i32 4)
  %1975 = bitcast <8 x i64> %1972 to <16 x float>
  %1976 = select <16 x i1> %1973, <16 x float> %1975, <16 x float> %1974
  br label %1980

1977:                                             ; preds = %1961
  %1978 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1917, <16 x i1> %1177, <16 x float> zeroinitializer)
  %1979 = fadd <16 x float> %1962, %1978
  br label %1980

1980:                                             ; preds = %1963, %1970, %1977, %1961, %1942, %1923
  %1981 = phi <16 x float> [ %1962, %1961 ], [ %1924, %1923 ], [ %1943, %1942 ], [ %1979, %1977 ], [ %1976, %1970 ], [ %1969, %1963 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1981, ptr align 1 %1915, <16 x i1> %1177)
  br label %8993

1982:                                             ; preds = %1600
  br i1 %1165, label %1983, label %1991

1983:                                             ; preds = %1982
  %1984 = mul nsw i64 %1571, %12
  %1985 = add nsw i64 %1571, 1
  %1986 = mul nsw i64 %1985, %12
  %1987 = add nsw i64 %1571, 2
  %1988 = mul nsw i64 %1987, %12
  %1989 = add nsw i64 %1571, 3
  %1990 = mul nsw i64 %1989, %12
  br label %2002

1991:                                             ; preds = %2045, %1982
  %1992 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2046, %2045 ]
  %1993 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2047, %2045 ]
  %1994 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2048, %2045 ]
  %1995 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2049, %2045 ]
  %1996 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2050, %2045 ]
  %1997 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2051, %2045 ]
  %1998 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2052, %2045 ]
  %1999 = phi <16 x float> [ zeroinitializer, %1982 ], [ %2053, %2045 ]
  %2000 = icmp eq ptr %1582, null
  %2001 = icmp eq ptr %1593, null
  br i1 %2000, label %2162, label %2157

2002:                                             ; preds = %1983, %2045
  %2003 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2046, %2045 ]
  %2004 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2047, %2045 ]
  %2005 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2048, %2045 ]
  %2006 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2049, %2045 ]
  %2007 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2050, %2045 ]
  %2008 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2051, %2045 ]
  %2009 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2052, %2045 ]
  %2010 = phi <16 x float> [ zeroinitializer, %1983 ], [ %2053, %2045 ]
  %2011 = phi i64 [ 0, %1983 ], [ %2054, %2045 ]
  %2012 = mul nsw i64 %2011, %14
  %2013 = sub i64 %2012, %16
  %2014 = add i64 %2013, %1984
  %2015 = icmp slt i64 %2014, 0
  %2016 = icmp sge i64 %2014, %6
  %2017 = or i1 %2015, %2016
  %2018 = select i1 %2017, i64 0, i64 %2014
  %2019 = mul nsw i64 %2018, %7
  %2020 = getelementptr inbounds float, ptr %1578, i64 %2019
  %2021 = add i64 %2013, %1986
  %2022 = icmp slt i64 %2021, 0
  %2023 = icmp sge i64 %2021, %6
  %2024 = or i1 %2022, %2023
  %2025 = select i1 %2024, i64 0, i64 %2021
  %2026 = mul nsw i64 %2025, %7
  %2027 = getelementptr inbounds float, ptr %1578, i64 %2026
  %2028 = add i64 %2013, %1988
  %2029 = icmp slt i64 %2028, 0
  %2030 = icmp sge i64 %2028, %6
  %2031 = or i1 %2029, %2030
  %2032 = select i1 %2031, i64 0, i64 %2028
  %2033 = mul nsw i64 %2032, %7
  %2034 = getelementptr inbounds float, ptr %1578, i64 %2033
  %2035 = add i64 %2013, %1990
  %2036 = icmp slt i64 %2035, 0
  %2037 = icmp sge i64 %2035, %6
  %2038 = or i1 %2036, %2037
  %2039 = select i1 %2038, i64 0, i64 %2035
  %2040 = mul nsw i64 %2039, %7
  %2041 = getelementptr inbounds float, ptr %1578, i64 %2040
  br i1 %1166, label %2042, label %2045

2042:                                             ; preds = %2002
  %2043 = mul nuw nsw i64 %2011, %11
  %2044 = getelementptr inbounds nuw float, ptr %1580, i64 %2043
  br label %2056

2045:                                             ; preds = %2133, %2002
  %2046 = phi <16 x float> [ %2003, %2002 ], [ %2097, %2133 ]
  %2047 = phi <16 x float> [ %2004, %2002 ], [ %2139, %2133 ]
  %2048 = phi <16 x float> [ %2005, %2002 ], [ %2102, %2133 ]
  %2049 = phi <16 x float> [ %2006, %2002 ], [ %2144, %2133 ]
  %2050 = phi <16 x float> [ %2007, %2002 ], [ %2107, %2133 ]
  %2051 = phi <16 x float> [ %2008, %2002 ], [ %2149, %2133 ]
  %2052 = phi <16 x float> [ %2009, %2002 ], [ %2112, %2133 ]
  %2053 = phi <16 x float> [ %2010, %2002 ], [ %2154, %2133 ]
  %2054 = add nuw nsw i64 %2011, 1
  %2055 = icmp eq i64 %2054, %10
  br i1 %2055, label %1991, label %2002

2056:                                             ; preds = %2042, %2133
  %2057 = phi <16 x float> [ %2003, %2042 ], [ %2097, %2133 ]
  %2058 = phi <16 x float> [ %2004, %2042 ], [ %2139, %2133 ]
  %2059 = phi <16 x float> [ %2005, %2042 ], [ %2102, %2133 ]
  %2060 = phi <16 x float> [ %2006, %2042 ], [ %2144, %2133 ]
  %2061 = phi <16 x float> [ %2007, %2042 ], [ %2107, %2133 ]
  %2062 = phi <16 x float> [ %2008, %2042 ], [ %2149, %2133 ]
  %2063 = phi <16 x float> [ %2009, %2042 ], [ %2112, %2133 ]
  %2064 = phi <16 x float> [ %2010, %2042 ], [ %2154, %2133 ]
  %2065 = phi i64 [ 0, %2042 ], [ %2155, %2133 ]
  %2066 = getelementptr inbounds nuw float, ptr %2044, i64 %2065
  %2067 = load float, ptr %2066, align 4
  %2068 = insertelement <16 x float> poison, float %2067, i64 0
  %2069 = shufflevector <16 x float> %2068, <16 x float> poison, <16 x i32> zeroinitializer
  %2070 = mul nsw i64 %2065, %15
  %2071 = sub i64 %2070, %17
  %2072 = getelementptr i16, ptr %1152, i64 %2065
  br i1 %1167, label %2075, label %2073

2073:                                             ; preds = %2056
  %2074 = load i16, ptr %2072, align 2
  br label %2091

2075:                                             ; preds = %2056
  %2076 = icmp slt i64 %2071, 0
  %2077 = sub nsw i64 0, %2071
  %2078 = select i1 %2076, i64 %2077, i64 0
  %2079 = sub nsw i64 %7, %2071
  %2080 = call i64 @llvm.smin.i64(i64 %2079, i64 %9)
  %2081 = call i64 @llvm.smin.i64(i64 %2080, i64 16)
  %2082 = icmp sgt i64 %2081, %2078
  %2083 = trunc i64 %2081 to i32
  %2084 = shl nsw i32 -1, %2083
  %2085 = xor i32 %2084, -1
  %2086 = trunc i64 %2078 to i32
  %2087 = shl nsw i32 -1, %2086
  %2088 = and i32 %2087, %2085
  %2089 = trunc i32 %2088 to i16
  %2090 = select i1 %2082, i16 %2089, i16 0
  br label %2091

2091:                                             ; preds = %2075, %2073
  %2092 = phi i16 [ %2074, %2073 ], [ %2090, %2075 ]
  %2093 = select i1 %2017, i16 0, i16 %2092
  %2094 = getelementptr inbounds float, ptr %2020, i64 %2071
  %2095 = bitcast i16 %2093 to <16 x i1>
  %2096 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2094, <16 x i1> %2095, <16 x float> zeroinitializer)
  %2097 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2096, <16 x float> %2069, <16 x float> %2057)
  %2098 = select i1 %2024, i16 0, i16 %2092
  %2099 = getelementptr inbounds float, ptr %2027, i64 %2071
  %2100 = bitcast i16 %2098 to <16 x i1>
  %2101 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2099, <16 x i1> %2100, <16 x float> zeroinitializer)
  %2102 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2101, <16 x float> %2069, <16 x float> %2059)
  %2103 = select i1 %2031, i16 0, i16 %2092
  %2104 = getelementptr inbounds float, ptr %2034, i64 %2071
  %2105 = bitcast i16 %2103 to <16 x i1>
  %2106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2104, <16 x i1> %2105, <16 x float> zeroinitializer)
  %2107 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2106, <16 x float> %2069, <16 x float> %2061)
  %2108 = select i1 %2038, i16 0, i16 %2092
  %2109 = getelementptr inbounds float, ptr %2041, i64 %2071
  %2110 = bitcast i16 %2108 to <16 x i1>
  %2111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2109, <16 x i1> %2110, <16 x float> zeroinitializer)
  %2112 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2111, <16 x float> %2069, <16 x float> %2063)
  %2113 = add i64 %2071, 16
  br i1 %1167, label %2117, label %2114

2114:                                             ; preds = %2091
  %2115 = getelementptr i16, ptr %2072, i64 %11
  %2116 = load i16, ptr %2115, align 2
  br label %2133

2117:                                             ; preds = %2091
  %2118 = icmp slt i64 %2113, 0
  %2119 = sub i64 -16, %2071
  %2120 = select i1 %2118, i64 %2119, i64 0
  %2121 = sub nsw i64 %7, %2113
  %2122 = call i64 @llvm.smin.i64(i64 %2121, i64 %1503)
  %2123 = call i64 @llvm.smin.i64(i64 %2122, i64 16)
  %2124 = icmp sgt i64 %2123, %2120
  %2125 = trunc i64 %2123 to i32
  %2126 = shl nsw i32 -1, %2125
  %2127 = xor i32 %2126, -1
  %2128 = trunc i64 %2120 to i32
  %2129 = shl nsw i32 -1, %2128
  %2130 = and i32 %2129, %2127
  %2131 = trunc i32 %2130 to i16
  %2132 = select i1 %2124, i16 %2131, i16 0
  br label %2133

2133:                                             ; preds = %2117, %2114
  %2134 = phi i16 [ %2116, %2114 ], [ %2132, %2117 ]
  %2135 = select i1 %2017, i16 0, i16 %2134
  %2136 = getelementptr inbounds float, ptr %2020, i64 %2113
  %2137 = bitcast i16 %2135 to <16 x i1>
  %2138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2136, <16 x i1> %2137, <16 x float> zeroinitializer)
  %2139 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2138, <16 x float> %2069, <16 x float> %2058)
  %2140 = select i1 %2024, i16 0, i16 %2134
  %2141 = getelementptr inbounds float, ptr %2027, i64 %2113
  %2142 = bitcast i16 %2140 to <16 x i1>
  %2143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2141, <16 x i1> %2142, <16 x float> zeroinitializer)
  %2144 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2143, <16 x float> %2069, <16 x float> %2060)
  %2145 = select i1 %2031, i16 0, i16 %2134
  %2146 = getelementptr inbounds float, ptr %2034, i64 %2113
  %2147 = bitcast i16 %2145 to <16 x i1>
  %2148 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2146, <16 x i1> %2147, <16 x float> zeroinitializer)
  %2149 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2148, <16 x float> %2069, <16 x float> %2062)
  %2150 = select i1 %2038, i16 0, i16 %2134
  %2151 = getelementptr inbounds float, ptr %2041, i64 %2113
  %2152 = bitcast i16 %2150 to <16 x i1>
  %2153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2151, <16 x i1> %2152, <16 x float> zeroinitializer)
  %2154 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2153, <16 x float> %2069, <16 x float> %2064)
  %2155 = add nuw nsw i64 %2065, 1
  %2156 = icmp eq i64 %2155, %11
  br i1 %2156, label %2045, label %2056

2157:                                             ; preds = %1991
  %2158 = load float, ptr %1581, align 4
  %2159 = insertelement <16 x float> poison, float %2158, i64 0
  %2160 = shufflevector <16 x float> %2159, <16 x float> poison, <16 x i32> zeroinitializer
  %2161 = fadd <16 x float> %1992, %2160
  br label %2162

2162:                                             ; preds = %2157, %1991
  %2163 = phi <16 x float> [ %2161, %2157 ], [ %1992, %1991 ]
  switch i64 %1504, label %528 [
    i64 1, label %2164
    i64 2, label %2167
    i64 3, label %2174
    i64 0, label %2219
  ]

2164:                                             ; preds = %2162
  %2165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2166 = fadd <16 x float> %2163, %2165
  br label %2181

2167:                                             ; preds = %2162
  %2168 = bitcast <16 x float> %2163 to <8 x i64>
  %2169 = or <8 x i64> %2168, %1169
  %2170 = fcmp oeq <16 x float> %2163, %46
  %2171 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2163, i32 4)
  %2172 = bitcast <8 x i64> %2169 to <16 x float>
  %2173 = select <16 x i1> %2170, <16 x float> %2172, <16 x float> %2171
  br label %2181

2174:                                             ; preds = %2162
  %2175 = bitcast <16 x float> %2163 to <8 x i64>
  %2176 = and <8 x i64> %2175, %1168
  %2177 = fcmp oeq <16 x float> %2163, %43
  %2178 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2163, i32 4)
  %2179 = bitcast <8 x i64> %2176 to <16 x float>
  %2180 = select <16 x i1> %2177, <16 x float> %2179, <16 x float> %2178
  br label %2181

2181:                                             ; preds = %2174, %2167, %2164
  %2182 = phi <16 x float> [ %2166, %2164 ], [ %2173, %2167 ], [ %2180, %2174 ]
  switch i64 %1506, label %528 [
    i64 1, label %2197
    i64 2, label %2190
    i64 3, label %2183
    i64 0, label %2219
  ]

2183:                                             ; preds = %2181
  %2184 = bitcast <16 x float> %2182 to <8 x i64>
  %2185 = and <8 x i64> %2184, %1168
  %2186 = fcmp oeq <16 x float> %2182, %43
  %2187 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2182, i32 4)
  %2188 = bitcast <8 x i64> %2185 to <16 x float>
  %2189 = select <16 x i1> %2186, <16 x float> %2188, <16 x float> %2187
  br label %2200

2190:                                             ; preds = %2181
  %2191 = bitcast <16 x float> %2182 to <8 x i64>
  %2192 = or <8 x i64> %2191, %1169
  %2193 = fcmp oeq <16 x float> %2182, %46
  %2194 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2182, i32 4)
  %2195 = bitcast <8 x i64> %2192 to <16 x float>
  %2196 = select <16 x i1> %2193, <16 x float> %2195, <16 x float> %2194
  br label %2200

2197:                                             ; preds = %2181
  %2198 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2199 = fadd <16 x float> %2182, %2198
  br label %2200

2200:                                             ; preds = %2197, %2190, %2183
  %2201 = phi <16 x float> [ %2199, %2197 ], [ %2196, %2190 ], [ %2189, %2183 ]
  switch i64 %1508, label %528 [
    i64 1, label %2216
    i64 2, label %2209
    i64 3, label %2202
    i64 0, label %2219
  ]

2202:                                             ; preds = %2200
  %2203 = bitcast <16 x float> %2201 to <8 x i64>
  %2204 = and <8 x i64> %2203, %1168
  %2205 = fcmp oeq <16 x float> %2201, %43
  %2206 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2201, i32 4)
  %2207 = bitcast <8 x i64> %2204 to <16 x float>
  %2208 = select <16 x i1> %2205, <16 x float> %2207, <16 x float> %2206
  br label %2219

2209:                                             ; preds = %2200
  %2210 = bitcast <16 x float> %2201 to <8 x i64>
  %2211 = or <8 x i64> %2210, %1169
  %2212 = fcmp oeq <16 x float> %2201, %46
  %2213 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2201, i32 4)
  %2214 = bitcast <8 x i64> %2211 to <16 x float>
  %2215 = select <16 x i1> %2212, <16 x float> %2214, <16 x float> %2213
  br label %2219

2216:                                             ; preds = %2200
  %2217 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2218 = fadd <16 x float> %2201, %2217
  br label %2219

2219:                                             ; preds = %2202, %2209, %2216, %2200, %2181, %2162
  %2220 = phi <16 x float> [ %2201, %2200 ], [ %2163, %2162 ], [ %2182, %2181 ], [ %2218, %2216 ], [ %2215, %2209 ], [ %2208, %2202 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2220, ptr align 1 %1588, <16 x i1> %1177)
  br i1 %2000, label %2226, label %2221

2221:                                             ; preds = %2219
  %2222 = load float, ptr %1581, align 4
  %2223 = insertelement <16 x float> poison, float %2222, i64 0
  %2224 = shufflevector <16 x float> %2223, <16 x float> poison, <16 x i32> zeroinitializer
  %2225 = fadd <16 x float> %1993, %2224
  br label %2226

2226:                                             ; preds = %2221, %2219
  %2227 = phi <16 x float> [ %2225, %2221 ], [ %1993, %2219 ]
  %2228 = getelementptr inbounds nuw i8, ptr %1588, i64 64
  %2229 = getelementptr inbounds nuw i8, ptr %1593, i64 64
  %2230 = select i1 %2001, ptr null, ptr %2229
  switch i64 %1504, label %528 [
    i64 1, label %2245
    i64 2, label %2238
    i64 3, label %2231
    i64 0, label %2286
  ]

2231:                                             ; preds = %2226
  %2232 = bitcast <16 x float> %2227 to <8 x i64>
  %2233 = and <8 x i64> %2232, %1168
  %2234 = fcmp oeq <16 x float> %2227, %43
  %2235 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2227, i32 4)
  %2236 = bitcast <8 x i64> %2233 to <16 x float>
  %2237 = select <16 x i1> %2234, <16 x float> %2236, <16 x float> %2235
  br label %2248

2238:                                             ; preds = %2226
  %2239 = bitcast <16 x float> %2227 to <8 x i64>
  %2240 = or <8 x i64> %2239, %1169
  %2241 = fcmp oeq <16 x float> %2227, %46
  %2242 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2227, i32 4)
  %2243 = bitcast <8 x i64> %2240 to <16 x float>
  %2244 = select <16 x i1> %2241, <16 x float> %2243, <16 x float> %2242
  br label %2248

2245:                                             ; preds = %2226
  %2246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2230, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2247 = fadd <16 x float> %2227, %2246
  br label %2248

2248:                                             ; preds = %2245, %2238, %2231
  %2249 = phi <16 x float> [ %2247, %2245 ], [ %2244, %2238 ], [ %2237, %2231 ]
  switch i64 %1518, label %528 [
    i64 1, label %2264
    i64 2, label %2257
    i64 3, label %2250
    i64 0, label %2286
  ]

2250:                                             ; preds = %2248
  %2251 = bitcast <16 x float> %2249 to <8 x i64>
  %2252 = and <8 x i64> %2251, %1168
  %2253 = fcmp oeq <16 x float> %2249, %43
  %2254 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2249, i32 4)
  %2255 = bitcast <8 x i64> %2252 to <16 x float>
  %2256 = select <16 x i1> %2253, <16 x float> %2255, <16 x float> %2254
  br label %2267

2257:                                             ; preds = %2248
  %2258 = bitcast <16 x float> %2249 to <8 x i64>
  %2259 = or <8 x i64> %2258, %1169
  %2260 = fcmp oeq <16 x float> %2249, %46
  %2261 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2249, i32 4)
  %2262 = bitcast <8 x i64> %2259 to <16 x float>
  %2263 = select <16 x i1> %2260, <16 x float> %2262, <16 x float> %2261
  br label %2267

2264:                                             ; preds = %2248
  %2265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2230, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2266 = fadd <16 x float> %2249, %2265
  br label %2267

2267:                                             ; preds = %2264, %2257, %2250
  %2268 = phi <16 x float> [ %2266, %2264 ], [ %2263, %2257 ], [ %2256, %2250 ]
  switch i64 %1520, label %528 [
    i64 1, label %2283
    i64 2, label %2276
    i64 3, label %2269
    i64 0, label %2286
  ]

2269:                                             ; preds = %2267
  %2270 = bitcast <16 x float> %2268 to <8 x i64>
  %2271 = and <8 x i64> %2270, %1168
  %2272 = fcmp oeq <16 x float> %2268, %43
  %2273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2268, i32 4)
  %2274 = bitcast <8 x i64> %2271 to <16 x float>
  %2275 = select <16 x i1> %2272, <16 x float> %2274, <16 x float> %2273
  br label %2286

2276:                                             ; preds = %2267
  %2277 = bitcast <16 x float> %2268 to <8 x i64>
  %2278 = or <8 x i64> %2277, %1169
  %2279 = fcmp oeq <16 x float> %2268, %46
  %2280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2268, i32 4)
  %2281 = bitcast <8 x i64> %2278 to <16 x float>
  %2282 = select <16 x i1> %2279, <16 x float> %2281, <16 x float> %2280
  br label %2286

2283:                                             ; preds = %2267
  %2284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2230, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2285 = fadd <16 x float> %2268, %2284
  br label %2286

2286:                                             ; preds = %2269, %2276, %2283, %2267, %2248, %2226
  %2287 = phi <16 x float> [ %2268, %2267 ], [ %2227, %2226 ], [ %2249, %2248 ], [ %2285, %2283 ], [ %2282, %2276 ], [ %2275, %2269 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2287, ptr nonnull align 1 %2228, <16 x i1> %1516)
  br i1 %2000, label %2293, label %2288

2288:                                             ; preds = %2286
  %2289 = load float, ptr %1581, align 4
  %2290 = insertelement <16 x float> poison, float %2289, i64 0
  %2291 = shufflevector <16 x float> %2290, <16 x float> poison, <16 x i32> zeroinitializer
  %2292 = fadd <16 x float> %1994, %2291
  br label %2293

2293:                                             ; preds = %2288, %2286
  %2294 = phi <16 x float> [ %2292, %2288 ], [ %1994, %2286 ]
  %2295 = getelementptr inbounds float, ptr %1588, i64 %9
  %2296 = getelementptr inbounds float, ptr %1593, i64 %9
  %2297 = select i1 %2001, ptr null, ptr %2296
  switch i64 %1504, label %528 [
    i64 1, label %2312
    i64 2, label %2305
    i64 3, label %2298
    i64 0, label %2353
  ]

2298:                                             ; preds = %2293
  %2299 = bitcast <16 x float> %2294 to <8 x i64>
  %2300 = and <8 x i64> %2299, %1168
  %2301 = fcmp oeq <16 x float> %2294, %43
  %2302 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2294, i32 4)
  %2303 = bitcast <8 x i64> %2300 to <16 x float>
  %2304 = select <16 x i1> %2301, <16 x float> %2303, <16 x float> %2302
  br label %2315

2305:                                             ; preds = %2293
  %2306 = bitcast <16 x float> %2294 to <8 x i64>
  %2307 = or <8 x i64> %2306, %1169
  %2308 = fcmp oeq <16 x float> %2294, %46
  %2309 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2294, i32 4)
  %2310 = bitcast <8 x i64> %2307 to <16 x float>
  %2311 = select <16 x i1> %2308, <16 x float> %2310, <16 x float> %2309
  br label %2315

2312:                                             ; preds = %2293
  %2313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2297, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2314 = fadd <16 x float> %2294, %2313
  br label %2315

2315:                                             ; preds = %2312, %2305, %2298
  %2316 = phi <16 x float> [ %2314, %2312 ], [ %2311, %2305 ], [ %2304, %2298 ]
  switch i64 %1522, label %528 [
    i64 1, label %2331
    i64 2, label %2324
    i64 3, label %2317
    i64 0, label %2353
  ]

2317:                                             ; preds = %2315
  %2318 = bitcast <16 x float> %2316 to <8 x i64>
  %2319 = and <8 x i64> %2318, %1168
  %2320 = fcmp oeq <16 x float> %2316, %43
  %2321 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2316, i32 4)
  %2322 = bitcast <8 x i64> %2319 to <16 x float>
  %2323 = select <16 x i1> %2320, <16 x float> %2322, <16 x float> %2321
  br label %2334

2324:                                             ; preds = %2315
  %2325 = bitcast <16 x float> %2316 to <8 x i64>
  %2326 = or <8 x i64> %2325, %1169
  %2327 = fcmp oeq <16 x float> %2316, %46
  %2328 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2316, i32 4)
  %2329 = bitcast <8 x i64> %2326 to <16 x float>
  %2330 = select <16 x i1> %2327, <16 x float> %2329, <16 x float> %2328
  br label %2334

2331:                                             ; preds = %2315
  %2332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2297, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2333 = fadd <16 x float> %2316, %2332
  br label %2334

2334:                                             ; preds = %2331, %2324, %2317
  %2335 = phi <16 x float> [ %2333, %2331 ], [ %2330, %2324 ], [ %2323, %2317 ]
  switch i64 %1524, label %528 [
    i64 1, label %2350
    i64 2, label %2343
    i64 3, label %2336
    i64 0, label %2353
  ]

2336:                                             ; preds = %2334
  %2337 = bitcast <16 x float> %2335 to <8 x i64>
  %2338 = and <8 x i64> %2337, %1168
  %2339 = fcmp oeq <16 x float> %2335, %43
  %2340 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2335, i32 4)
  %2341 = bitcast <8 x i64> %2338 to <16 x float>
  %2342 = select <16 x i1> %2339, <16 x float> %2341, <16 x float> %2340
  br label %2353

2343:                                             ; preds = %2334
  %2344 = bitcast <16 x float> %2335 to <8 x i64>
  %2345 = or <8 x i64> %2344, %1169
  %2346 = fcmp oeq <16 x float> %2335, %46
  %2347 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2335, i32 4)
  %2348 = bitcast <8 x i64> %2345 to <16 x float>
  %2349 = select <16 x i1> %2346, <16 x float> %2348, <16 x float> %2347
  br label %2353

2350:                                             ; preds = %2334
  %2351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2297, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2352 = fadd <16 x float> %2335, %2351
  br label %2353

2353:                                             ; preds = %2336, %2343, %2350, %2334, %2315, %2293
  %2354 = phi <16 x float> [ %2335, %2334 ], [ %2294, %2293 ], [ %2316, %2315 ], [ %2352, %2350 ], [ %2349, %2343 ], [ %2342, %2336 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2354, ptr align 1 %2295, <16 x i1> %1177)
  br i1 %2000, label %2360, label %2355

2355:                                             ; preds = %2353
  %2356 = load float, ptr %1581, align 4
  %2357 = insertelement <16 x float> poison, float %2356, i64 0
  %2358 = shufflevector <16 x float> %2357, <16 x float> poison, <16 x i32> zeroinitializer
  %2359 = fadd <16 x float> %1995, %2358
  br label %2360

2360:                                             ; preds = %2355, %2353
  %2361 = phi <16 x float> [ %2359, %2355 ], [ %1995, %2353 ]
  %2362 = getelementptr inbounds float, ptr %1588, i64 %1525
  %2363 = getelementptr inbounds float, ptr %1593, i64 %1525
  %2364 = select i1 %2001, ptr null, ptr %2363
  switch i64 %1504, label %528 [
    i64 1, label %2379
    i64 2, label %2372
    i64 3, label %2365
    i64 0, label %2420
  ]

2365:                                             ; preds = %2360
  %2366 = bitcast <16 x float> %2361 to <8 x i64>
  %2367 = and <8 x i64> %2366, %1168
  %2368 = fcmp oeq <16 x float> %2361, %43
  %2369 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2361, i32 4)
  %2370 = bitcast <8 x i64> %2367 to <16 x float>
  %2371 = select <16 x i1> %2368, <16 x float> %2370, <16 x float> %2369
  br label %2382

2372:                                             ; preds = %2360
  %2373 = bitcast <16 x float> %2361 to <8 x i64>
  %2374 = or <8 x i64> %2373, %1169
  %2375 = fcmp oeq <16 x float> %2361, %46
  %2376 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2361, i32 4)
  %2377 = bitcast <8 x i64> %2374 to <16 x float>
  %2378 = select <16 x i1> %2375, <16 x float> %2377, <16 x float> %2376
  br label %2382

2379:                                             ; preds = %2360
  %2380 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2381 = fadd <16 x float> %2361, %2380
  br label %2382

2382:                                             ; preds = %2379, %2372, %2365
  %2383 = phi <16 x float> [ %2381, %2379 ], [ %2378, %2372 ], [ %2371, %2365 ]
  switch i64 %1527, label %528 [
    i64 1, label %2398
    i64 2, label %2391
    i64 3, label %2384
    i64 0, label %2420
  ]

2384:                                             ; preds = %2382
  %2385 = bitcast <16 x float> %2383 to <8 x i64>
  %2386 = and <8 x i64> %2385, %1168
  %2387 = fcmp oeq <16 x float> %2383, %43
  %2388 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2383, i32 4)
  %2389 = bitcast <8 x i64> %2386 to <16 x float>
  %2390 = select <16 x i1> %2387, <16 x float> %2389, <16 x float> %2388
  br label %2401

2391:                                             ; preds = %2382
  %2392 = bitcast <16 x float> %2383 to <8 x i64>
  %2393 = or <8 x i64> %2392, %1169
  %2394 = fcmp oeq <16 x float> %2383, %46
  %2395 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2383, i32 4)
  %2396 = bitcast <8 x i64> %2393 to <16 x float>
  %2397 = select <16 x i1> %2394, <16 x float> %2396, <16 x float> %2395
  br label %2401

2398:                                             ; preds = %2382
  %2399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2400 = fadd <16 x float> %2383, %2399
  br label %2401

2401:                                             ; preds = %2398, %2391, %2384
  %2402 = phi <16 x float> [ %2400, %2398 ], [ %2397, %2391 ], [ %2390, %2384 ]
  switch i64 %1529, label %528 [
    i64 1, label %2417
    i64 2, label %2410
    i64 3, label %2403
    i64 0, label %2420
  ]

2403:                                             ; preds = %2401
  %2404 = bitcast <16 x float> %2402 to <8 x i64>
  %2405 = and <8 x i64> %2404, %1168
  %2406 = fcmp oeq <16 x float> %2402, %43
  %2407 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2402, i32 4)
  %2408 = bitcast <8 x i64> %2405 to <16 x float>
  %2409 = select <16 x i1> %2406, <16 x float> %2408, <16 x float> %2407
  br label %2420

2410:                                             ; preds = %2401
  %2411 = bitcast <16 x float> %2402 to <8 x i64>
  %2412 = or <8 x i64> %2411, %1169
  %2413 = fcmp oeq <16 x float> %2402, %46
  %2414 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2402, i32 4)
  %2415 = bitcast <8 x i64> %2412 to <16 x float>
  %2416 = select <16 x i1> %2413, <16 x float> %2415, <16 x float> %2414
  br label %2420

2417:                                             ; preds = %2401
  %2418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2364, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2419 = fadd <16 x float> %2402, %2418
  br label %2420

2420:                                             ; preds = %2403, %2410, %2417, %2401, %2382, %2360
  %2421 = phi <16 x float> [ %2402, %2401 ], [ %2361, %2360 ], [ %2383, %2382 ], [ %2419, %2417 ], [ %2416, %2410 ], [ %2409, %2403 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2421, ptr align 1 %2362, <16 x i1> %1516)
  br i1 %2000, label %2427, label %2422

2422:                                             ; preds = %2420
  %2423 = load float, ptr %1581, align 4
  %2424 = insertelement <16 x float> poison, float %2423, i64 0
  %2425 = shufflevector <16 x float> %2424, <16 x float> poison, <16 x i32> zeroinitializer
  %2426 = fadd <16 x float> %1996, %2425
  br label %2427

2427:                                             ; preds = %2422, %2420
  %2428 = phi <16 x float> [ %2426, %2422 ], [ %1996, %2420 ]
  %2429 = getelementptr inbounds float, ptr %1588, i64 %1530
  %2430 = getelementptr inbounds float, ptr %1593, i64 %1530
  %2431 = select i1 %2001, ptr null, ptr %2430
  switch i64 %1504, label %528 [
    i64 1, label %2446
    i64 2, label %2439
    i64 3, label %2432
    i64 0, label %2487
  ]

2432:                                             ; preds = %2427
  %2433 = bitcast <16 x float> %2428 to <8 x i64>
  %2434 = and <8 x i64> %2433, %1168
  %2435 = fcmp oeq <16 x float> %2428, %43
  %2436 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2428, i32 4)
  %2437 = bitcast <8 x i64> %2434 to <16 x float>
  %2438 = select <16 x i1> %2435, <16 x float> %2437, <16 x float> %2436
  br label %2449

2439:                                             ; preds = %2427
  %2440 = bitcast <16 x float> %2428 to <8 x i64>
  %2441 = or <8 x i64> %2440, %1169
  %2442 = fcmp oeq <16 x float> %2428, %46
  %2443 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2428, i32 4)
  %2444 = bitcast <8 x i64> %2441 to <16 x float>
  %2445 = select <16 x i1> %2442, <16 x float> %2444, <16 x float> %2443
  br label %2449

2446:                                             ; preds = %2427
  %2447 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2431, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2448 = fadd <16 x float> %2428, %2447
  br label %2449

2449:                                             ; preds = %2446, %2439, %2432
  %2450 = phi <16 x float> [ %2448, %2446 ], [ %2445, %2439 ], [ %2438, %2432 ]
  switch i64 %1532, label %528 [
    i64 1, label %2465
    i64 2, label %2458
    i64 3, label %2451
    i64 0, label %2487
  ]

2451:                                             ; preds = %2449
  %2452 = bitcast <16 x float> %2450 to <8 x i64>
  %2453 = and <8 x i64> %2452, %1168
  %2454 = fcmp oeq <16 x float> %2450, %43
  %2455 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2450, i32 4)
  %2456 = bitcast <8 x i64> %2453 to <16 x float>
  %2457 = select <16 x i1> %2454, <16 x float> %2456, <16 x float> %2455
  br label %2468

2458:                                             ; preds = %2449
  %2459 = bitcast <16 x float> %2450 to <8 x i64>
  %2460 = or <8 x i64> %2459, %1169
  %2461 = fcmp oeq <16 x float> %2450, %46
  %2462 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2450, i32 4)
  %2463 = bitcast <8 x i64> %2460 to <16 x float>
  %2464 = select <16 x i1> %2461, <16 x float> %2463, <16 x float> %2462
  br label %2468

2465:                                             ; preds = %2449
  %2466 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2431, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2467 = fadd <16 x float> %2450, %2466
  br label %2468

2468:                                             ; preds = %2465, %2458, %2451
  %2469 = phi <16 x float> [ %2467, %2465 ], [ %2464, %2458 ], [ %2457, %2451 ]
  switch i64 %1534, label %528 [
    i64 1, label %2484
    i64 2, label %2477
    i64 3, label %2470
    i64 0, label %2487
  ]

2470:                                             ; preds = %2468
  %2471 = bitcast <16 x float> %2469 to <8 x i64>
  %2472 = and <8 x i64> %2471, %1168
  %2473 = fcmp oeq <16 x float> %2469, %43
  %2474 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2469, i32 4)
  %2475 = bitcast <8 x i64> %2472 to <16 x float>
  %2476 = select <16 x i1> %2473, <16 x float> %2475, <16 x float> %2474
  br label %2487

2477:                                             ; preds = %2468
  %2478 = bitcast <16 x float> %2469 to <8 x i64>
  %2479 = or <8 x i64> %2478, %1169
  %2480 = fcmp oeq <16 x float> %2469, %46
  %2481 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2469, i32 4)
  %2482 = bitcast <8 x i64> %2479 to <16 x float>
  %2483 = select <16 x i1> %2480, <16 x float> %2482, <16 x float> %2481
  br label %2487

2484:                                             ; preds = %2468
  %2485 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2431, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2486 = fadd <16 x float> %2469, %2485
  br label %2487

2487:                                             ; preds = %2470, %2477, %2484, %2468, %2449, %2427
  %2488 = phi <16 x float> [ %2469, %2468 ], [ %2428, %2427 ], [ %2450, %2449 ], [ %2486, %2484 ], [ %2483, %2477 ], [ %2476, %2470 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2488, ptr align 1 %2429, <16 x i1> %1177)
  br i1 %2000, label %2494, label %2489

2489:                                             ; preds = %2487
  %2490 = load float, ptr %1581, align 4
  %2491 = insertelement <16 x float> poison, float %2490, i64 0
  %2492 = shufflevector <16 x float> %2491, <16 x float> poison, <16 x i32> zeroinitializer
  %2493 = fadd <16 x float> %1997, %2492
  br label %2494

2494:                                             ; preds = %2489, %2487
  %2495 = phi <16 x float> [ %2493, %2489 ], [ %1997, %2487 ]
  %2496 = getelementptr inbounds float, ptr %1588, i64 %1535
  %2497 = getelementptr inbounds float, ptr %1593, i64 %1535
  %2498 = select i1 %2001, ptr null, ptr %2497
  switch i64 %1504, label %528 [
    i64 1, label %2513
    i64 2, label %2506
    i64 3, label %2499
    i64 0, label %2554
  ]

2499:                                             ; preds = %2494
  %2500 = bitcast <16 x float> %2495 to <8 x i64>
  %2501 = and <8 x i64> %2500, %1168
  %2502 = fcmp oeq <16 x float> %2495, %43
  %2503 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2495, i32 4)
  %2504 = bitcast <8 x i64> %2501 to <16 x float>
  %2505 = select <16 x i1> %2502, <16 x float> %2504, <16 x float> %2503
  br label %2516

2506:                                             ; preds = %2494
  %2507 = bitcast <16 x float> %2495 to <8 x i64>
  %2508 = or <8 x i64> %2507, %1169
  %2509 = fcmp oeq <16 x float> %2495, %46
  %2510 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2495, i32 4)
  %2511 = bitcast <8 x i64> %2508 to <16 x float>
  %2512 = select <16 x i1> %2509, <16 x float> %2511, <16 x float> %2510
  br label %2516

2513:                                             ; preds = %2494
  %2514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2498, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2515 = fadd <16 x float> %2495, %2514
  br label %2516

2516:                                             ; preds = %2513, %2506, %2499
  %2517 = phi <16 x float> [ %2515, %2513 ], [ %2512, %2506 ], [ %2505, %2499 ]
  switch i64 %1537, label %528 [
    i64 1, label %2532
    i64 2, label %2525
    i64 3, label %2518
    i64 0, label %2554
  ]

2518:                                             ; preds = %2516
  %2519 = bitcast <16 x float> %2517 to <8 x i64>
  %2520 = and <8 x i64> %2519, %1168
  %2521 = fcmp oeq <16 x float> %2517, %43
  %2522 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2517, i32 4)
  %2523 = bitcast <8 x i64> %2520 to <16 x float>
  %2524 = select <16 x i1> %2521, <16 x float> %2523, <16 x float> %2522
  br label %2535

2525:                                             ; preds = %2516
  %2526 = bitcast <16 x float> %2517 to <8 x i64>
  %2527 = or <8 x i64> %2526, %1169
  %2528 = fcmp oeq <16 x float> %2517, %46
  %2529 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2517, i32 4)
  %2530 = bitcast <8 x i64> %2527 to <16 x float>
  %2531 = select <16 x i1> %2528, <16 x float> %2530, <16 x float> %2529
  br label %2535

2532:                                             ; preds = %2516
  %2533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2498, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2534 = fadd <16 x float> %2517, %2533
  br label %2535

2535:                                             ; preds = %2532, %2525, %2518
  %2536 = phi <16 x float> [ %2534, %2532 ], [ %2531, %2525 ], [ %2524, %2518 ]
  switch i64 %1539, label %528 [
    i64 1, label %2551
    i64 2, label %2544
    i64 3, label %2537
    i64 0, label %2554
  ]

2537:                                             ; preds = %2535
  %2538 = bitcast <16 x float> %2536 to <8 x i64>
  %2539 = and <8 x i64> %2538, %1168
  %2540 = fcmp oeq <16 x float> %2536, %43
  %2541 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2536, i32 4)
  %2542 = bitcast <8 x i64> %2539 to <16 x float>
  %2543 = select <16 x i1> %2540, <16 x float> %2542, <16 x float> %2541
  br label %2554

2544:                                             ; preds = %2535
  %2545 = bitcast <16 x float> %2536 to <8 x i64>
  %2546 = or <8 x i64> %2545, %1169
  %2547 = fcmp oeq <16 x float> %2536, %46
  %2548 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2536, i32 4)
  %2549 = bitcast <8 x i64> %2546 to <16 x float>
  %2550 = select <16 x i1> %2547, <16 x float> %2549, <16 x float> %2548
  br label %2554

2551:                                             ; preds = %2535
  %2552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2498, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2553 = fadd <16 x float> %2536, %2552
  br label %2554

2554:                                             ; preds = %2537, %2544, %2551, %2535, %2516, %2494
  %2555 = phi <16 x float> [ %2536, %2535 ], [ %2495, %2494 ], [ %2517, %2516 ], [ %2553, %2551 ], [ %2550, %2544 ], [ %2543, %2537 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2555, ptr align 1 %2496, <16 x i1> %1516)
  br i1 %2000, label %2561, label %2556

2556:                                             ; preds = %2554
  %2557 = load float, ptr %1581, align 4
  %2558 = insertelement <16 x float> poison, float %2557, i64 0
  %2559 = shufflevector <16 x float> %2558, <16 x float> poison, <16 x i32> zeroinitializer
  %2560 = fadd <16 x float> %1998, %2559
  br label %2561

2561:                                             ; preds = %2556, %2554
  %2562 = phi <16 x float> [ %2560, %2556 ], [ %1998, %2554 ]
  %2563 = getelementptr inbounds float, ptr %1588, i64 %1540
  %2564 = getelementptr inbounds float, ptr %1593, i64 %1540
  %2565 = select i1 %2001, ptr null, ptr %2564
  switch i64 %1504, label %528 [
    i64 1, label %2580
    i64 2, label %2573
    i64 3, label %2566
    i64 0, label %2621
  ]

2566:                                             ; preds = %2561
  %2567 = bitcast <16 x float> %2562 to <8 x i64>
  %2568 = and <8 x i64> %2567, %1168
  %2569 = fcmp oeq <16 x float> %2562, %43
  %2570 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2562, i32 4)
  %2571 = bitcast <8 x i64> %2568 to <16 x float>
  %2572 = select <16 x i1> %2569, <16 x float> %2571, <16 x float> %2570
  br label %2583

2573:                                             ; preds = %2561
  %2574 = bitcast <16 x float> %2562 to <8 x i64>
  %2575 = or <8 x i64> %2574, %1169
  %2576 = fcmp oeq <16 x float> %2562, %46
  %2577 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2562, i32 4)
  %2578 = bitcast <8 x i64> %2575 to <16 x float>
  %2579 = select <16 x i1> %2576, <16 x float> %2578, <16 x float> %2577
  br label %2583

2580:                                             ; preds = %2561
  %2581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2565, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2582 = fadd <16 x float> %2562, %2581
  br label %2583

2583:                                             ; preds = %2580, %2573, %2566
  %2584 = phi <16 x float> [ %2582, %2580 ], [ %2579, %2573 ], [ %2572, %2566 ]
  switch i64 %1542, label %528 [
    i64 1, label %2599
    i64 2, label %2592
    i64 3, label %2585
    i64 0, label %2621
  ]

2585:                                             ; preds = %2583
  %2586 = bitcast <16 x float> %2584 to <8 x i64>
  %2587 = and <8 x i64> %2586, %1168
  %2588 = fcmp oeq <16 x float> %2584, %43
  %2589 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2584, i32 4)
  %2590 = bitcast <8 x i64> %2587 to <16 x float>
  %2591 = select <16 x i1> %2588, <16 x float> %2590, <16 x float> %2589
  br label %2602

2592:                                             ; preds = %2583
  %2593 = bitcast <16 x float> %2584 to <8 x i64>
  %2594 = or <8 x i64> %2593, %1169
  %2595 = fcmp oeq <16 x float> %2584, %46
  %2596 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2584, i32 4)
  %2597 = bitcast <8 x i64> %2594 to <16 x float>
  %2598 = select <16 x i1> %2595, <16 x float> %2597, <16 x float> %2596
  br label %2602

2599:                                             ; preds = %2583
  %2600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2565, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2601 = fadd <16 x float> %2584, %2600
  br label %2602

2602:                                             ; preds = %2599, %2592, %2585
  %2603 = phi <16 x float> [ %2601, %2599 ], [ %2598, %2592 ], [ %2591, %2585 ]
  switch i64 %1544, label %528 [
    i64 1, label %2618
    i64 2, label %2611
    i64 3, label %2604
    i64 0, label %2621
  ]

2604:                                             ; preds = %2602
  %2605 = bitcast <16 x float> %2603 to <8 x i64>
  %2606 = and <8 x i64> %2605, %1168
  %2607 = fcmp oeq <16 x float> %2603, %43
  %2608 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2603, i32 4)
  %2609 = bitcast <8 x i64> %2606 to <16 x float>
  %2610 = select <16 x i1> %2607, <16 x float> %2609, <16 x float> %2608
  br label %2621

2611:                                             ; preds = %2602
  %2612 = bitcast <16 x float> %2603 to <8 x i64>
  %2613 = or <8 x i64> %2612, %1169
  %2614 = fcmp oeq <16 x float> %2603, %46
  %2615 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2603, i32 4)
  %2616 = bitcast <8 x i64> %2613 to <16 x float>
  %2617 = select <16 x i1> %2614, <16 x float> %2616, <16 x float> %2615
  br label %2621

2618:                                             ; preds = %2602
  %2619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2565, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2620 = fadd <16 x float> %2603, %2619
  br label %2621

2621:                                             ; preds = %2604, %2611, %2618, %2602, %2583, %2561
  %2622 = phi <16 x float> [ %2603, %2602 ], [ %2562, %2561 ], [ %2584, %2583 ], [ %2620, %2618 ], [ %2617, %2611 ], [ %2610, %2604 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2622, ptr align 1 %2563, <16 x i1> %1177)
  br i1 %2000, label %2628, label %2623

2623:                                             ; preds = %2621
  %2624 = load float, ptr %1581, align 4
  %2625 = insertelement <16 x float> poison, float %2624, i64 0
  %2626 = shufflevector <16 x float> %2625, <16 x float> poison, <16 x i32> zeroinitializer
  %2627 = fadd <16 x float> %1999, %2626
  br label %2628

2628:                                             ; preds = %2623, %2621
  %2629 = phi <16 x float> [ %2627, %2623 ], [ %1999, %2621 ]
  %2630 = getelementptr inbounds float, ptr %1588, i64 %1545
  %2631 = getelementptr inbounds float, ptr %1593, i64 %1545
  %2632 = select i1 %2001, ptr null, ptr %2631
  switch i64 %1504, label %528 [
    i64 1, label %2647
    i64 2, label %2640
    i64 3, label %2633
    i64 0, label %2688
  ]

2633:                                             ; preds = %2628
  %2634 = bitcast <16 x float> %2629 to <8 x i64>
  %2635 = and <8 x i64> %2634, %1168
  %2636 = fcmp oeq <16 x float> %2629, %43
  %2637 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2629, i32 4)
  %2638 = bitcast <8 x i64> %2635 to <16 x float>
  %2639 = select <16 x i1> %2636, <16 x float> %2638, <16 x float> %2637
  br label %2650

2640:                                             ; preds = %2628
  %2641 = bitcast <16 x float> %2629 to <8 x i64>
  %2642 = or <8 x i64> %2641, %1169
  %2643 = fcmp oeq <16 x float> %2629, %46
  %2644 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2629, i32 4)
  %2645 = bitcast <8 x i64> %2642 to <16 x float>
  %2646 = select <16 x i1> %2643, <16 x float> %2645, <16 x float> %2644
  br label %2650

2647:                                             ; preds = %2628
  %2648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2632, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2649 = fadd <16 x float> %2629, %2648
  br label %2650

2650:                                             ; preds = %2647, %2640, %2633
  %2651 = phi <16 x float> [ %2649, %2647 ], [ %2646, %2640 ], [ %2639, %2633 ]
  switch i64 %1547, label %528 [
    i64 1, label %2666
    i64 2, label %2659
    i64 3, label %2652
    i64 0, label %2688
  ]

2652:                                             ; preds = %2650
  %2653 = bitcast <16 x float> %2651 to <8 x i64>
  %2654 = and <8 x i64> %2653, %1168
  %2655 = fcmp oeq <16 x float> %2651, %43
  %2656 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2651, i32 4)
  %2657 = bitcast <8 x i64> %2654 to <16 x float>
  %2658 = select <16 x i1> %2655, <16 x float> %2657, <16 x float> %2656
  br label %2669

2659:                                             ; preds = %2650
  %2660 = bitcast <16 x float> %2651 to <8 x i64>
  %2661 = or <8 x i64> %2660, %1169
  %2662 = fcmp oeq <16 x float> %2651, %46
  %2663 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2651, i32 4)
  %2664 = bitcast <8 x i64> %2661 to <16 x float>
  %2665 = select <16 x i1> %2662, <16 x float> %2664, <16 x float> %2663
  br label %2669

2666:                                             ; preds = %2650
  %2667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2632, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2668 = fadd <16 x float> %2651, %2667
  br label %2669

2669:                                             ; preds = %2666, %2659, %2652
  %2670 = phi <16 x float> [ %2668, %2666 ], [ %2665, %2659 ], [ %2658, %2652 ]
  switch i64 %1549, label %528 [
    i64 1, label %2685
    i64 2, label %2678
    i64 3, label %2671
    i64 0, label %2688
  ]

2671:                                             ; preds = %2669
  %2672 = bitcast <16 x float> %2670 to <8 x i64>
  %2673 = and <8 x i64> %2672, %1168
  %2674 = fcmp oeq <16 x float> %2670, %43
  %2675 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2670, i32 4)
  %2676 = bitcast <8 x i64> %2673 to <16 x float>
  %2677 = select <16 x i1> %2674, <16 x float> %2676, <16 x float> %2675
  br label %2688

2678:                                             ; preds = %2669
  %2679 = bitcast <16 x float> %2670 to <8 x i64>
  %2680 = or <8 x i64> %2679, %1169
  %2681 = fcmp oeq <16 x float> %2670, %46
  %2682 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2670, i32 4)
  %2683 = bitcast <8 x i64> %2680 to <16 x float>
  %2684 = select <16 x i1> %2681, <16 x float> %2683, <16 x float> %2682
  br label %2688

2685:                                             ; preds = %2669
  %2686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2632, <16 x i1> %1516, <16 x float> zeroinitializer)
  %2687 = fadd <16 x float> %2670, %2686
  br label %2688

2688:                                             ; preds = %2671, %2678, %2685, %2669, %2650, %2628
  %2689 = phi <16 x float> [ %2670, %2669 ], [ %2629, %2628 ], [ %2651, %2650 ], [ %2687, %2685 ], [ %2684, %2678 ], [ %2677, %2671 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2689, ptr align 1 %2630, <16 x i1> %1516)
  br label %8993

2690:                                             ; preds = %1600
  br i1 %1165, label %2691, label %2695

2691:                                             ; preds = %2690
  %2692 = mul nsw i64 %1571, %12
  %2693 = add nsw i64 %1571, 1
  %2694 = mul nsw i64 %2693, %12
  br label %2704

2695:                                             ; preds = %2731, %2690
  %2696 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2732, %2731 ]
  %2697 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2733, %2731 ]
  %2698 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2734, %2731 ]
  %2699 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2735, %2731 ]
  %2700 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2736, %2731 ]
  %2701 = phi <16 x float> [ zeroinitializer, %2690 ], [ %2737, %2731 ]
  %2702 = icmp eq ptr %1582, null
  %2703 = icmp eq ptr %1593, null
  br i1 %2702, label %2856, label %2851

2704:                                             ; preds = %2691, %2731
  %2705 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2732, %2731 ]
  %2706 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2733, %2731 ]
  %2707 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2734, %2731 ]
  %2708 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2735, %2731 ]
  %2709 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2736, %2731 ]
  %2710 = phi <16 x float> [ zeroinitializer, %2691 ], [ %2737, %2731 ]
  %2711 = phi i64 [ 0, %2691 ], [ %2738, %2731 ]
  %2712 = mul nsw i64 %2711, %14
  %2713 = sub i64 %2712, %16
  %2714 = add i64 %2713, %2692
  %2715 = icmp slt i64 %2714, 0
  %2716 = icmp sge i64 %2714, %6
  %2717 = or i1 %2715, %2716
  %2718 = select i1 %2717, i64 0, i64 %2714
  %2719 = mul nsw i64 %2718, %7
  %2720 = getelementptr inbounds float, ptr %1578, i64 %2719
  %2721 = add i64 %2713, %2694
  %2722 = icmp slt i64 %2721, 0
  %2723 = icmp sge i64 %2721, %6
  %2724 = or i1 %2722, %2723
  %2725 = select i1 %2724, i64 0, i64 %2721
  %2726 = mul nsw i64 %2725, %7
  %2727 = getelementptr inbounds float, ptr %1578, i64 %2726
  br i1 %1166, label %2728, label %2731

2728:                                             ; preds = %2704
  %2729 = mul nuw nsw i64 %2711, %11
  %2730 = getelementptr inbounds nuw float, ptr %1580, i64 %2729
  br label %2740

2731:                                             ; preds = %2837, %2704
  %2732 = phi <16 x float> [ %2705, %2704 ], [ %2779, %2837 ]
  %2733 = phi <16 x float> [ %2706, %2704 ], [ %2811, %2837 ]
  %2734 = phi <16 x float> [ %2707, %2704 ], [ %2843, %2837 ]
  %2735 = phi <16 x float> [ %2708, %2704 ], [ %2784, %2837 ]
  %2736 = phi <16 x float> [ %2709, %2704 ], [ %2816, %2837 ]
  %2737 = phi <16 x float> [ %2710, %2704 ], [ %2848, %2837 ]
  %2738 = add nuw nsw i64 %2711, 1
  %2739 = icmp eq i64 %2738, %10
  br i1 %2739, label %2695, label %2704

2740:                                             ; preds = %2728, %2837
  %2741 = phi <16 x float> [ %2705, %2728 ], [ %2779, %2837 ]
  %2742 = phi <16 x float> [ %2706, %2728 ], [ %2811, %2837 ]
  %2743 = phi <16 x float> [ %2707, %2728 ], [ %2843, %2837 ]
  %2744 = phi <16 x float> [ %2708, %2728 ], [ %2784, %2837 ]
  %2745 = phi <16 x float> [ %2709, %2728 ], [ %2816, %2837 ]
  %2746 = phi <16 x float> [ %2710, %2728 ], [ %2848, %2837 ]
  %2747 = phi i64 [ 0, %2728 ], [ %2849, %2837 ]
  %2748 = getelementptr inbounds nuw float, ptr %2730, i64 %2747
  %2749 = load float, ptr %2748, align 4
  %2750 = insertelement <16 x float> poison, float %2749, i64 0
  %2751 = shufflevector <16 x float> %2750, <16 x float> poison, <16 x i32> zeroinitializer
  %2752 = mul nsw i64 %2747, %15
  %2753 = sub i64 %2752, %17
  %2754 = getelementptr i16, ptr %1152, i64 %2747
  br i1 %1167, label %2757, label %2755

2755:                                             ; preds = %2740
  %2756 = load i16, ptr %2754, align 2
  br label %2773

2757:                                             ; preds = %2740
  %2758 = icmp slt i64 %2753, 0
  %2759 = sub nsw i64 0, %2753
  %2760 = select i1 %2758, i64 %2759, i64 0
  %2761 = sub nsw i64 %7, %2753
  %2762 = call i64 @llvm.smin.i64(i64 %2761, i64 %9)
  %2763 = call i64 @llvm.smin.i64(i64 %2762, i64 16)
  %2764 = icmp sgt i64 %2763, %2760
  %2765 = trunc i64 %2763 to i32
  %2766 = shl nsw i32 -1, %2765
  %2767 = xor i32 %2766, -1
  %2768 = trunc i64 %2760 to i32
  %2769 = shl nsw i32 -1, %2768
  %2770 = and i32 %2769, %2767
  %2771 = trunc i32 %2770 to i16
  %2772 = select i1 %2764, i16 %2771, i16 0
  br label %2773

2773:                                             ; preds = %2757, %2755
  %2774 = phi i16 [ %2756, %2755 ], [ %2772, %2757 ]
  %2775 = select i1 %2717, i16 0, i16 %2774
  %2776 = getelementptr inbounds float, ptr %2720, i64 %2753
  %2777 = bitcast i16 %2775 to <16 x i1>
  %2778 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2776, <16 x i1> %2777, <16 x float> zeroinitializer)
  %2779 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2778, <16 x float> %2751, <16 x float> %2741)
  %2780 = select i1 %2724, i16 0, i16 %2774
  %2781 = getelementptr inbounds float, ptr %2727, i64 %2753
  %2782 = bitcast i16 %2780 to <16 x i1>
  %2783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2781, <16 x i1> %2782, <16 x float> zeroinitializer)
  %2784 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2783, <16 x float> %2751, <16 x float> %2744)
  %2785 = add i64 %2753, 16
  br i1 %1167, label %2789, label %2786

2786:                                             ; preds = %2773
  %2787 = getelementptr i16, ptr %2754, i64 %11
  %2788 = load i16, ptr %2787, align 2
  br label %2805

2789:                                             ; preds = %2773
  %2790 = icmp slt i64 %2785, 0
  %2791 = sub i64 -16, %2753
  %2792 = select i1 %2790, i64 %2791, i64 0
  %2793 = sub nsw i64 %7, %2785
  %2794 = call i64 @llvm.smin.i64(i64 %2793, i64 %1457)
  %2795 = call i64 @llvm.smin.i64(i64 %2794, i64 16)
  %2796 = icmp sgt i64 %2795, %2792
  %2797 = trunc i64 %2795 to i32
  %2798 = shl nsw i32 -1, %2797
  %2799 = xor i32 %2798, -1
  %2800 = trunc i64 %2792 to i32
  %2801 = shl nsw i32 -1, %2800
  %2802 = and i32 %2801, %2799
  %2803 = trunc i32 %2802 to i16
  %2804 = select i1 %2796, i16 %2803, i16 0
  br label %2805

2805:                                             ; preds = %2789, %2786
  %2806 = phi i16 [ %2788, %2786 ], [ %2804, %2789 ]
  %2807 = select i1 %2717, i16 0, i16 %2806
  %2808 = getelementptr inbounds float, ptr %2720, i64 %2785
  %2809 = bitcast i16 %2807 to <16 x i1>
  %2810 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2808, <16 x i1> %2809, <16 x float> zeroinitializer)
  %2811 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2810, <16 x float> %2751, <16 x float> %2742)
  %2812 = select i1 %2724, i16 0, i16 %2806
  %2813 = getelementptr inbounds float, ptr %2727, i64 %2785
  %2814 = bitcast i16 %2812 to <16 x i1>
  %2815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2813, <16 x i1> %2814, <16 x float> zeroinitializer)
  %2816 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2751, <16 x float> %2745)
  %2817 = add i64 %2753, 32
  br i1 %1167, label %2821, label %2818

2818:                                             ; preds = %2805
  %2819 = getelementptr i8, ptr %2754, i64 %1458
  %2820 = load i16, ptr %2819, align 2
  br label %2837

2821:                                             ; preds = %2805
  %2822 = icmp slt i64 %2817, 0
  %2823 = sub i64 -32, %2753
  %2824 = select i1 %2822, i64 %2823, i64 0
  %2825 = sub nsw i64 %7, %2817
  %2826 = call i64 @llvm.smin.i64(i64 %2825, i64 %1459)
  %2827 = call i64 @llvm.smin.i64(i64 %2826, i64 16)
  %2828 = icmp sgt i64 %2827, %2824
  %2829 = trunc i64 %2827 to i32
  %2830 = shl nsw i32 -1, %2829
  %2831 = xor i32 %2830, -1
  %2832 = trunc i64 %2824 to i32
  %2833 = shl nsw i32 -1, %2832
  %2834 = and i32 %2833, %2831
  %2835 = trunc i32 %2834 to i16
  %2836 = select i1 %2828, i16 %2835, i16 0
  br label %2837

2837:                                             ; preds = %2821, %2818
  %2838 = phi i16 [ %2820, %2818 ], [ %2836, %2821 ]
  %2839 = select i1 %2717, i16 0, i16 %2838
  %2840 = getelementptr inbounds float, ptr %2720, i64 %2817
  %2841 = bitcast i16 %2839 to <16 x i1>
  %2842 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2840, <16 x i1> %2841, <16 x float> zeroinitializer)
  %2843 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2842, <16 x float> %2751, <16 x float> %2743)
  %2844 = select i1 %2724, i16 0, i16 %2838
  %2845 = getelementptr inbounds float, ptr %2727, i64 %2817
  %2846 = bitcast i16 %2844 to <16 x i1>
  %2847 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2845, <16 x i1> %2846, <16 x float> zeroinitializer)
  %2848 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2847, <16 x float> %2751, <16 x float> %2746)
  %2849 = add nuw nsw i64 %2747, 1
  %2850 = icmp eq i64 %2849, %11
  br i1 %2850, label %2731, label %2740

2851:                                             ; preds = %2695
  %2852 = load float, ptr %1581, align 4
  %2853 = insertelement <16 x float> poison, float %2852, i64 0
  %2854 = shufflevector <16 x float> %2853, <16 x float> poison, <16 x i32> zeroinitializer
  %2855 = fadd <16 x float> %2696, %2854
  br label %2856

2856:                                             ; preds = %2851, %2695
  %2857 = phi <16 x float> [ %2855, %2851 ], [ %2696, %2695 ]
  switch i64 %1460, label %528 [
    i64 1, label %2858
    i64 2, label %2861
    i64 3, label %2868
    i64 0, label %2913
  ]

2858:                                             ; preds = %2856
  %2859 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2860 = fadd <16 x float> %2857, %2859
  br label %2875

2861:                                             ; preds = %2856
  %2862 = bitcast <16 x float> %2857 to <8 x i64>
  %2863 = or <8 x i64> %2862, %1169
  %2864 = fcmp oeq <16 x float> %2857, %46
  %2865 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2857, i32 4)
  %2866 = bitcast <8 x i64> %2863 to <16 x float>
  %2867 = select <16 x i1> %2864, <16 x float> %2866, <16 x float> %2865
  br label %2875

2868:                                             ; preds = %2856
  %2869 = bitcast <16 x float> %2857 to <8 x i64>
  %2870 = and <8 x i64> %2869, %1168
  %2871 = fcmp oeq <16 x float> %2857, %43
  %2872 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2857, i32 4)
  %2873 = bitcast <8 x i64> %2870 to <16 x float>
  %2874 = select <16 x i1> %2871, <16 x float> %2873, <16 x float> %2872
  br label %2875

2875:                                             ; preds = %2868, %2861, %2858
  %2876 = phi <16 x float> [ %2860, %2858 ], [ %2867, %2861 ], [ %2874, %2868 ]
  switch i64 %1462, label %528 [
    i64 1, label %2891
    i64 2, label %2884
    i64 3, label %2877
    i64 0, label %2913
  ]

2877:                                             ; preds = %2875
  %2878 = bitcast <16 x float> %2876 to <8 x i64>
  %2879 = and <8 x i64> %2878, %1168
  %2880 = fcmp oeq <16 x float> %2876, %43
  %2881 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2876, i32 4)
  %2882 = bitcast <8 x i64> %2879 to <16 x float>
  %2883 = select <16 x i1> %2880, <16 x float> %2882, <16 x float> %2881
  br label %2894

2884:                                             ; preds = %2875
  %2885 = bitcast <16 x float> %2876 to <8 x i64>
  %2886 = or <8 x i64> %2885, %1169
  %2887 = fcmp oeq <16 x float> %2876, %46
  %2888 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2876, i32 4)
  %2889 = bitcast <8 x i64> %2886 to <16 x float>
  %2890 = select <16 x i1> %2887, <16 x float> %2889, <16 x float> %2888
  br label %2894

2891:                                             ; preds = %2875
  %2892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2893 = fadd <16 x float> %2876, %2892
  br label %2894

2894:                                             ; preds = %2891, %2884, %2877
  %2895 = phi <16 x float> [ %2893, %2891 ], [ %2890, %2884 ], [ %2883, %2877 ]
  switch i64 %1464, label %528 [
    i64 1, label %2910
    i64 2, label %2903
    i64 3, label %2896
    i64 0, label %2913
  ]

2896:                                             ; preds = %2894
  %2897 = bitcast <16 x float> %2895 to <8 x i64>
  %2898 = and <8 x i64> %2897, %1168
  %2899 = fcmp oeq <16 x float> %2895, %43
  %2900 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2895, i32 4)
  %2901 = bitcast <8 x i64> %2898 to <16 x float>
  %2902 = select <16 x i1> %2899, <16 x float> %2901, <16 x float> %2900
  br label %2913

2903:                                             ; preds = %2894
  %2904 = bitcast <16 x float> %2895 to <8 x i64>
  %2905 = or <8 x i64> %2904, %1169
  %2906 = fcmp oeq <16 x float> %2895, %46
  %2907 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2895, i32 4)
  %2908 = bitcast <8 x i64> %2905 to <16 x float>
  %2909 = select <16 x i1> %2906, <16 x float> %2908, <16 x float> %2907
  br label %2913

2910:                                             ; preds = %2894
  %2911 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %2912 = fadd <16 x float> %2895, %2911
  br label %2913

2913:                                             ; preds = %2896, %2903, %2910, %2894, %2875, %2856
  %2914 = phi <16 x float> [ %2895, %2894 ], [ %2857, %2856 ], [ %2876, %2875 ], [ %2912, %2910 ], [ %2909, %2903 ], [ %2902, %2896 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2914, ptr align 1 %1588, <16 x i1> %1177)
  br i1 %2702, label %2920, label %2915

2915:                                             ; preds = %2913
  %2916 = load float, ptr %1581, align 4
  %2917 = insertelement <16 x float> poison, float %2916, i64 0
  %2918 = shufflevector <16 x float> %2917, <16 x float> poison, <16 x i32> zeroinitializer
  %2919 = fadd <16 x float> %2697, %2918
  br label %2920

2920:                                             ; preds = %2915, %2913
  %2921 = phi <16 x float> [ %2919, %2915 ], [ %2697, %2913 ]
  %2922 = getelementptr inbounds nuw i8, ptr %1588, i64 64
  %2923 = getelementptr inbounds nuw i8, ptr %1593, i64 64
  %2924 = select i1 %2703, ptr null, ptr %2923
  switch i64 %1460, label %528 [
    i64 1, label %2939
    i64 2, label %2932
    i64 3, label %2925
    i64 0, label %2980
  ]

2925:                                             ; preds = %2920
  %2926 = bitcast <16 x float> %2921 to <8 x i64>
  %2927 = and <8 x i64> %2926, %1168
  %2928 = fcmp oeq <16 x float> %2921, %43
  %2929 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2921, i32 4)
  %2930 = bitcast <8 x i64> %2927 to <16 x float>
  %2931 = select <16 x i1> %2928, <16 x float> %2930, <16 x float> %2929
  br label %2942

2932:                                             ; preds = %2920
  %2933 = bitcast <16 x float> %2921 to <8 x i64>
  %2934 = or <8 x i64> %2933, %1169
  %2935 = fcmp oeq <16 x float> %2921, %46
  %2936 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2921, i32 4)
  %2937 = bitcast <8 x i64> %2934 to <16 x float>
  %2938 = select <16 x i1> %2935, <16 x float> %2937, <16 x float> %2936
  br label %2942

2939:                                             ; preds = %2920
  %2940 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2924, <16 x i1> %1472, <16 x float> zeroinitializer)
  %2941 = fadd <16 x float> %2921, %2940
  br label %2942

2942:                                             ; preds = %2939, %2932, %2925
  %2943 = phi <16 x float> [ %2941, %2939 ], [ %2938, %2932 ], [ %2931, %2925 ]
  switch i64 %1474, label %528 [
    i64 1, label %2958
    i64 2, label %2951
    i64 3, label %2944
    i64 0, label %2980
  ]

2944:                                             ; preds = %2942
  %2945 = bitcast <16 x float> %2943 to <8 x i64>
  %2946 = and <8 x i64> %2945, %1168
  %2947 = fcmp oeq <16 x float> %2943, %43
  %2948 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2943, i32 4)
  %2949 = bitcast <8 x i64> %2946 to <16 x float>
  %2950 = select <16 x i1> %2947, <16 x float> %2949, <16 x float> %2948
  br label %2961

2951:                                             ; preds = %2942
  %2952 = bitcast <16 x float> %2943 to <8 x i64>
  %2953 = or <8 x i64> %2952, %1169
  %2954 = fcmp oeq <16 x float> %2943, %46
  %2955 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2943, i32 4)
  %2956 = bitcast <8 x i64> %2953 to <16 x float>
  %2957 = select <16 x i1> %2954, <16 x float> %2956, <16 x float> %2955
  br label %2961

2958:                                             ; preds = %2942
  %2959 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2924, <16 x i1> %1472, <16 x float> zeroinitializer)
  %2960 = fadd <16 x float> %2943, %2959
  br label %2961

2961:                                             ; preds = %2958, %2951, %2944
  %2962 = phi <16 x float> [ %2960, %2958 ], [ %2957, %2951 ], [ %2950, %2944 ]
  switch i64 %1476, label %528 [
    i64 1, label %2977
    i64 2, label %2970
    i64 3, label %2963
    i64 0, label %2980
  ]

2963:                                             ; preds = %2961
  %2964 = bitcast <16 x float> %2962 to <8 x i64>
  %2965 = and <8 x i64> %2964, %1168
  %2966 = fcmp oeq <16 x float> %2962, %43
  %2967 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2962, i32 4)
  %2968 = bitcast <8 x i64> %2965 to <16 x float>
  %2969 = select <16 x i1> %2966, <16 x float> %2968, <16 x float> %2967
  br label %2980

2970:                                             ; preds = %2961
  %2971 = bitcast <16 x float> %2962 to <8 x i64>
  %2972 = or <8 x i64> %2971, %1169
  %2973 = fcmp oeq <16 x float> %2962, %46
  %2974 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2962, i32 4)
  %2975 = bitcast <8 x i64> %2972 to <16 x float>
  %2976 = select <16 x i1> %2973, <16 x float> %2975, <16 x float> %2974
  br label %2980

2977:                                             ; preds = %2961
  %2978 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2924, <16 x i1> %1472, <16 x float> zeroinitializer)
  %2979 = fadd <16 x float> %2962, %2978
  br label %2980

2980:                                             ; preds = %2963, %2970, %2977, %2961, %2942, %2920
  %2981 = phi <16 x float> [ %2962, %2961 ], [ %2921, %2920 ], [ %2943, %2942 ], [ %2979, %2977 ], [ %2976, %2970 ], [ %2969, %2963 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2981, ptr nonnull align 1 %2922, <16 x i1> %1472)
  br i1 %2702, label %2987, label %2982

2982:                                             ; preds = %2980
  %2983 = load float, ptr %1581, align 4
  %2984 = insertelement <16 x float> poison, float %2983, i64 0
  %2985 = shufflevector <16 x float> %2984, <16 x float> poison, <16 x i32> zeroinitializer
  %2986 = fadd <16 x float> %2698, %2985
  br label %2987

2987:                                             ; preds = %2982, %2980
  %2988 = phi <16 x float> [ %2986, %2982 ], [ %2698, %2980 ]
  %2989 = getelementptr inbounds nuw i8, ptr %1588, i64 128
  %2990 = getelementptr inbounds nuw i8, ptr %1593, i64 128
  %2991 = select i1 %2703, ptr null, ptr %2990
  switch i64 %1460, label %528 [
    i64 1, label %3006
    i64 2, label %2999
    i64 3, label %2992
    i64 0, label %3047
  ]

2992:                                             ; preds = %2987
  %2993 = bitcast <16 x float> %2988 to <8 x i64>
  %2994 = and <8 x i64> %2993, %1168
  %2995 = fcmp oeq <16 x float> %2988, %43
  %2996 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2988, i32 4)
  %2997 = bitcast <8 x i64> %2994 to <16 x float>
  %2998 = select <16 x i1> %2995, <16 x float> %2997, <16 x float> %2996
  br label %3009

2999:                                             ; preds = %2987
  %3000 = bitcast <16 x float> %2988 to <8 x i64>
  %3001 = or <8 x i64> %3000, %1169
  %3002 = fcmp oeq <16 x float> %2988, %46
  %3003 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2988, i32 4)
  %3004 = bitcast <8 x i64> %3001 to <16 x float>
  %3005 = select <16 x i1> %3002, <16 x float> %3004, <16 x float> %3003
  br label %3009

3006:                                             ; preds = %2987
  %3007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2991, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3008 = fadd <16 x float> %2988, %3007
  br label %3009

3009:                                             ; preds = %3006, %2999, %2992
  %3010 = phi <16 x float> [ %3008, %3006 ], [ %3005, %2999 ], [ %2998, %2992 ]
  switch i64 %1486, label %528 [
    i64 1, label %3025
    i64 2, label %3018
    i64 3, label %3011
    i64 0, label %3047
  ]

3011:                                             ; preds = %3009
  %3012 = bitcast <16 x float> %3010 to <8 x i64>
  %3013 = and <8 x i64> %3012, %1168
  %3014 = fcmp oeq <16 x float> %3010, %43
  %3015 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3010, i32 4)
  %3016 = bitcast <8 x i64> %3013 to <16 x float>
  %3017 = select <16 x i1> %3014, <16 x float> %3016, <16 x float> %3015
  br label %3028

3018:                                             ; preds = %3009
  %3019 = bitcast <16 x float> %3010 to <8 x i64>
  %3020 = or <8 x i64> %3019, %1169
  %3021 = fcmp oeq <16 x float> %3010, %46
  %3022 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3010, i32 4)
  %3023 = bitcast <8 x i64> %3020 to <16 x float>
  %3024 = select <16 x i1> %3021, <16 x float> %3023, <16 x float> %3022
  br label %3028

3025:                                             ; preds = %3009
  %3026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2991, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3027 = fadd <16 x float> %3010, %3026
  br label %3028

3028:                                             ; preds = %3025, %3018, %3011
  %3029 = phi <16 x float> [ %3027, %3025 ], [ %3024, %3018 ], [ %3017, %3011 ]
  switch i64 %1488, label %528 [
    i64 1, label %3044
    i64 2, label %3037
    i64 3, label %3030
    i64 0, label %3047
  ]

3030:                                             ; preds = %3028
  %3031 = bitcast <16 x float> %3029 to <8 x i64>
  %3032 = and <8 x i64> %3031, %1168
  %3033 = fcmp oeq <16 x float> %3029, %43
  %3034 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3029, i32 4)
  %3035 = bitcast <8 x i64> %3032 to <16 x float>
  %3036 = select <16 x i1> %3033, <16 x float> %3035, <16 x float> %3034
  br label %3047

3037:                                             ; preds = %3028
  %3038 = bitcast <16 x float> %3029 to <8 x i64>
  %3039 = or <8 x i64> %3038, %1169
  %3040 = fcmp oeq <16 x float> %3029, %46
  %3041 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3029, i32 4)
  %3042 = bitcast <8 x i64> %3039 to <16 x float>
  %3043 = select <16 x i1> %3040, <16 x float> %3042, <16 x float> %3041
  br label %3047

3044:                                             ; preds = %3028
  %3045 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2991, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3046 = fadd <16 x float> %3029, %3045
  br label %3047

3047:                                             ; preds = %3030, %3037, %3044, %3028, %3009, %2987
  %3048 = phi <16 x float> [ %3029, %3028 ], [ %2988, %2987 ], [ %3010, %3009 ], [ %3046, %3044 ], [ %3043, %3037 ], [ %3036, %3030 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3048, ptr nonnull align 1 %2989, <16 x i1> %1484)
  br i1 %2702, label %3054, label %3049

3049:                                             ; preds = %3047
  %3050 = load float, ptr %1581, align 4
  %3051 = insertelement <16 x float> poison, float %3050, i64 0
  %3052 = shufflevector <16 x float> %3051, <16 x float> poison, <16 x i32> zeroinitializer
  %3053 = fadd <16 x float> %2699, %3052
  br label %3054

3054:                                             ; preds = %3049, %3047
  %3055 = phi <16 x float> [ %3053, %3049 ], [ %2699, %3047 ]
  %3056 = getelementptr inbounds float, ptr %1588, i64 %9
  %3057 = getelementptr inbounds float, ptr %1593, i64 %9
  %3058 = select i1 %2703, ptr null, ptr %3057
  switch i64 %1460, label %528 [
    i64 1, label %3073
    i64 2, label %3066
    i64 3, label %3059
    i64 0, label %3114
  ]

3059:                                             ; preds = %3054
  %3060 = bitcast <16 x float> %3055 to <8 x i64>
  %3061 = and <8 x i64> %3060, %1168
  %3062 = fcmp oeq <16 x float> %3055, %43
  %3063 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3055, i32 4)
  %3064 = bitcast <8 x i64> %3061 to <16 x float>
  %3065 = select <16 x i1> %3062, <16 x float> %3064, <16 x float> %3063
  br label %3076

3066:                                             ; preds = %3054
  %3067 = bitcast <16 x float> %3055 to <8 x i64>
  %3068 = or <8 x i64> %3067, %1169
  %3069 = fcmp oeq <16 x float> %3055, %46
  %3070 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3055, i32 4)
  %3071 = bitcast <8 x i64> %3068 to <16 x float>
  %3072 = select <16 x i1> %3069, <16 x float> %3071, <16 x float> %3070
  br label %3076

3073:                                             ; preds = %3054
  %3074 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3058, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3075 = fadd <16 x float> %3055, %3074
  br label %3076

3076:                                             ; preds = %3073, %3066, %3059
  %3077 = phi <16 x float> [ %3075, %3073 ], [ %3072, %3066 ], [ %3065, %3059 ]
  switch i64 %1490, label %528 [
    i64 1, label %3092
    i64 2, label %3085
    i64 3, label %3078
    i64 0, label %3114
  ]

3078:                                             ; preds = %3076
  %3079 = bitcast <16 x float> %3077 to <8 x i64>
  %3080 = and <8 x i64> %3079, %1168
  %3081 = fcmp oeq <16 x float> %3077, %43
  %3082 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3077, i32 4)
  %3083 = bitcast <8 x i64> %3080 to <16 x float>
  %3084 = select <16 x i1> %3081, <16 x float> %3083, <16 x float> %3082
  br label %3095

3085:                                             ; preds = %3076
  %3086 = bitcast <16 x float> %3077 to <8 x i64>
  %3087 = or <8 x i64> %3086, %1169
  %3088 = fcmp oeq <16 x float> %3077, %46
  %3089 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3077, i32 4)
  %3090 = bitcast <8 x i64> %3087 to <16 x float>
  %3091 = select <16 x i1> %3088, <16 x float> %3090, <16 x float> %3089
  br label %3095

3092:                                             ; preds = %3076
  %3093 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3058, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3094 = fadd <16 x float> %3077, %3093
  br label %3095

3095:                                             ; preds = %3092, %3085, %3078
  %3096 = phi <16 x float> [ %3094, %3092 ], [ %3091, %3085 ], [ %3084, %3078 ]
  switch i64 %1492, label %528 [
    i64 1, label %3111
    i64 2, label %3104
    i64 3, label %3097
    i64 0, label %3114
  ]

3097:                                             ; preds = %3095
  %3098 = bitcast <16 x float> %3096 to <8 x i64>
  %3099 = and <8 x i64> %3098, %1168
  %3100 = fcmp oeq <16 x float> %3096, %43
  %3101 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3096, i32 4)
  %3102 = bitcast <8 x i64> %3099 to <16 x float>
  %3103 = select <16 x i1> %3100, <16 x float> %3102, <16 x float> %3101
  br label %3114

3104:                                             ; preds = %3095
  %3105 = bitcast <16 x float> %3096 to <8 x i64>
  %3106 = or <8 x i64> %3105, %1169
  %3107 = fcmp oeq <16 x float> %3096, %46
  %3108 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3096, i32 4)
  %3109 = bitcast <8 x i64> %3106 to <16 x float>
  %3110 = select <16 x i1> %3107, <16 x float> %3109, <16 x float> %3108
  br label %3114

3111:                                             ; preds = %3095
  %3112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3058, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3113 = fadd <16 x float> %3096, %3112
  br label %3114

3114:                                             ; preds = %3097, %3104, %3111, %3095, %3076, %3054
  %3115 = phi <16 x float> [ %3096, %3095 ], [ %3055, %3054 ], [ %3077, %3076 ], [ %3113, %3111 ], [ %3110, %3104 ], [ %3103, %3097 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3115, ptr align 1 %3056, <16 x i1> %1177)
  br i1 %2702, label %3121, label %3116

3116:                                             ; preds = %3114
  %3117 = load float, ptr %1581, align 4
  %3118 = insertelement <16 x float> poison, float %3117, i64 0
  %3119 = shufflevector <16 x float> %3118, <16 x float> poison, <16 x i32> zeroinitializer
  %3120 = fadd <16 x float> %2700, %3119
  br label %3121

3121:                                             ; preds = %3116, %3114
  %3122 = phi <16 x float> [ %3120, %3116 ], [ %2700, %3114 ]
  %3123 = getelementptr inbounds float, ptr %1588, i64 %1493
  %3124 = getelementptr inbounds float, ptr %1593, i64 %1493
  %3125 = select i1 %2703, ptr null, ptr %3124
  switch i64 %1460, label %528 [
    i64 1, label %3140
    i64 2, label %3133
    i64 3, label %3126
    i64 0, label %3181
  ]

3126:                                             ; preds = %3121
  %3127 = bitcast <16 x float> %3122 to <8 x i64>
  %3128 = and <8 x i64> %3127, %1168
  %3129 = fcmp oeq <16 x float> %3122, %43
  %3130 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3122, i32 4)
  %3131 = bitcast <8 x i64> %3128 to <16 x float>
  %3132 = select <16 x i1> %3129, <16 x float> %3131, <16 x float> %3130
  br label %3143

3133:                                             ; preds = %3121
  %3134 = bitcast <16 x float> %3122 to <8 x i64>
  %3135 = or <8 x i64> %3134, %1169
  %3136 = fcmp oeq <16 x float> %3122, %46
  %3137 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3122, i32 4)
  %3138 = bitcast <8 x i64> %3135 to <16 x float>
  %3139 = select <16 x i1> %3136, <16 x float> %3138, <16 x float> %3137
  br label %3143

3140:                                             ; preds = %3121
  %3141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3125, <16 x i1> %1472, <16 x float> zeroinitializer)
  %3142 = fadd <16 x float> %3122, %3141
  br label %3143

3143:                                             ; preds = %3140, %3133, %3126
  %3144 = phi <16 x float> [ %3142, %3140 ], [ %3139, %3133 ], [ %3132, %3126 ]
  switch i64 %1495, label %528 [
    i64 1, label %3159
    i64 2, label %3152
    i64 3, label %3145
    i64 0, label %3181
  ]

3145:                                             ; preds = %3143
  %3146 = bitcast <16 x float> %3144 to <8 x i64>
  %3147 = and <8 x i64> %3146, %1168
  %3148 = fcmp oeq <16 x float> %3144, %43
  %3149 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3144, i32 4)
  %3150 = bitcast <8 x i64> %3147 to <16 x float>
  %3151 = select <16 x i1> %3148, <16 x float> %3150, <16 x float> %3149
  br label %3162

3152:                                             ; preds = %3143
  %3153 = bitcast <16 x float> %3144 to <8 x i64>
  %3154 = or <8 x i64> %3153, %1169
  %3155 = fcmp oeq <16 x float> %3144, %46
  %3156 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3144, i32 4)
  %3157 = bitcast <8 x i64> %3154 to <16 x float>
  %3158 = select <16 x i1> %3155, <16 x float> %3157, <16 x float> %3156
  br label %3162

3159:                                             ; preds = %3143
  %3160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3125, <16 x i1> %1472, <16 x float> zeroinitializer)
  %3161 = fadd <16 x float> %3144, %3160
  br label %3162

3162:                                             ; preds = %3159, %3152, %3145
  %3163 = phi <16 x float> [ %3161, %3159 ], [ %3158, %3152 ], [ %3151, %3145 ]
  switch i64 %1497, label %528 [
    i64 1, label %3178
    i64 2, label %3171
    i64 3, label %3164
    i64 0, label %3181
  ]

3164:                                             ; preds = %3162
  %3165 = bitcast <16 x float> %3163 to <8 x i64>
  %3166 = and <8 x i64> %3165, %1168
  %3167 = fcmp oeq <16 x float> %3163, %43
  %3168 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3163, i32 4)
  %3169 = bitcast <8 x i64> %3166 to <16 x float>
  %3170 = select <16 x i1> %3167, <16 x float> %3169, <16 x float> %3168
  br label %3181

3171:                                             ; preds = %3162
  %3172 = bitcast <16 x float> %3163 to <8 x i64>
  %3173 = or <8 x i64> %3172, %1169
  %3174 = fcmp oeq <16 x float> %3163, %46
  %3175 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3163, i32 4)
  %3176 = bitcast <8 x i64> %3173 to <16 x float>
  %3177 = select <16 x i1> %3174, <16 x float> %3176, <16 x float> %3175
  br label %3181

3178:                                             ; preds = %3162
  %3179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3125, <16 x i1> %1472, <16 x float> zeroinitializer)
  %3180 = fadd <16 x float> %3163, %3179
  br label %3181

3181:                                             ; preds = %3164, %3171, %3178, %3162, %3143, %3121
  %3182 = phi <16 x float> [ %3163, %3162 ], [ %3122, %3121 ], [ %3144, %3143 ], [ %3180, %3178 ], [ %3177, %3171 ], [ %3170, %3164 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3182, ptr align 1 %3123, <16 x i1> %1472)
  br i1 %2702, label %3188, label %3183

3183:                                             ; preds = %3181
  %3184 = load float, ptr %1581, align 4
  %3185 = insertelement <16 x float> poison, float %3184, i64 0
  %3186 = shufflevector <16 x float> %3185, <16 x float> poison, <16 x i32> zeroinitializer
  %3187 = fadd <16 x float> %2701, %3186
  br label %3188

3188:                                             ; preds = %3183, %3181
  %3189 = phi <16 x float> [ %3187, %3183 ], [ %2701, %3181 ]
  %3190 = getelementptr inbounds float, ptr %1588, i64 %1498
  %3191 = getelementptr inbounds float, ptr %1593, i64 %1498
  %3192 = select i1 %2703, ptr null, ptr %3191
  switch i64 %1460, label %528 [
    i64 1, label %3207
    i64 2, label %3200
    i64 3, label %3193
    i64 0, label %3248
  ]

3193:                                             ; preds = %3188
  %3194 = bitcast <16 x float> %3189 to <8 x i64>
  %3195 = and <8 x i64> %3194, %1168
  %3196 = fcmp oeq <16 x float> %3189, %43
  %3197 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3189, i32 4)
  %3198 = bitcast <8 x i64> %3195 to <16 x float>
  %3199 = select <16 x i1> %3196, <16 x float> %3198, <16 x float> %3197
  br label %3210

3200:                                             ; preds = %3188
  %3201 = bitcast <16 x float> %3189 to <8 x i64>
  %3202 = or <8 x i64> %3201, %1169
  %3203 = fcmp oeq <16 x float> %3189, %46
  %3204 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3189, i32 4)
  %3205 = bitcast <8 x i64> %3202 to <16 x float>
  %3206 = select <16 x i1> %3203, <16 x float> %3205, <16 x float> %3204
  br label %3210

3207:                                             ; preds = %3188
  %3208 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3209 = fadd <16 x float> %3189, %3208
  br label %3210

3210:                                             ; preds = %3207, %3200, %3193
  %3211 = phi <16 x float> [ %3209, %3207 ], [ %3206, %3200 ], [ %3199, %3193 ]
  switch i64 %1500, label %528 [
    i64 1, label %3226
    i64 2, label %3219
    i64 3, label %3212
    i64 0, label %3248
  ]

3212:                                             ; preds = %3210
  %3213 = bitcast <16 x float> %3211 to <8 x i64>
  %3214 = and <8 x i64> %3213, %1168
  %3215 = fcmp oeq <16 x float> %3211, %43
  %3216 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3211, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3229

3219:                                             ; preds = %3210
  %3220 = bitcast <16 x float> %3211 to <8 x i64>
  %3221 = or <8 x i64> %3220, %1169
  %3222 = fcmp oeq <16 x float> %3211, %46
  %3223 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3211, i32 4)
  %3224 = bitcast <8 x i64> %3221 to <16 x float>
  %3225 = select <16 x i1> %3222, <16 x float> %3224, <16 x float> %3223
  br label %3229

3226:                                             ; preds = %3210
  %3227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3228 = fadd <16 x float> %3211, %3227
  br label %3229

3229:                                             ; preds = %3226, %3219, %3212
  %3230 = phi <16 x float> [ %3228, %3226 ], [ %3225, %3219 ], [ %3218, %3212 ]
  switch i64 %1502, label %528 [
    i64 1, label %3245
    i64 2, label %3238
    i64 3, label %3231
    i64 0, label %3248
  ]

3231:                                             ; preds = %3229
  %3232 = bitcast <16 x float> %3230 to <8 x i64>
  %3233 = and <8 x i64> %3232, %1168
  %3234 = fcmp oeq <16 x float> %3230, %43
  %3235 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3230, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3248

3238:                                             ; preds = %3229
  %3239 = bitcast <16 x float> %3230 to <8 x i64>
  %3240 = or <8 x i64> %3239, %1169
  %3241 = fcmp oeq <16 x float> %3230, %46
  %3242 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3230, i32 4)
  %3243 = bitcast <8 x i64> %3240 to <16 x float>
  %3244 = select <16 x i1> %3241, <16 x float> %3243, <16 x float> %3242
  br label %3248

3245:                                             ; preds = %3229
  %3246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3192, <16 x i1> %1484, <16 x float> zeroinitializer)
  %3247 = fadd <16 x float> %3230, %3246
  br label %3248

3248:                                             ; preds = %3231, %3238, %3245, %3229, %3210, %3188
  %3249 = phi <16 x float> [ %3230, %3229 ], [ %3189, %3188 ], [ %3211, %3210 ], [ %3247, %3245 ], [ %3244, %3238 ], [ %3237, %3231 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3249, ptr align 1 %3190, <16 x i1> %1484)
  br label %8993

3250:                                             ; preds = %1600
  br i1 %1165, label %3251, label %3255

3251:                                             ; preds = %3250
  %3252 = mul nsw i64 %1571, %12
  %3253 = add nsw i64 %1571, 1
  %3254 = mul nsw i64 %3253, %12
  br label %3266

3255:                                             ; preds = %3295, %3250
  %3256 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3296, %3295 ]
  %3257 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3297, %3295 ]
  %3258 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3298, %3295 ]
  %3259 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3299, %3295 ]
  %3260 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3300, %3295 ]
  %3261 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3301, %3295 ]
  %3262 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3302, %3295 ]
  %3263 = phi <16 x float> [ zeroinitializer, %3250 ], [ %3303, %3295 ]
  %3264 = icmp eq ptr %1582, null
  %3265 = icmp eq ptr %1593, null
  br i1 %3264, label %3456, label %3451

3266:                                             ; preds = %3251, %3295
  %3267 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3296, %3295 ]
  %3268 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3297, %3295 ]
  %3269 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3298, %3295 ]
  %3270 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3299, %3295 ]
  %3271 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3300, %3295 ]
  %3272 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3301, %3295 ]
  %3273 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3302, %3295 ]
  %3274 = phi <16 x float> [ zeroinitializer, %3251 ], [ %3303, %3295 ]
  %3275 = phi i64 [ 0, %3251 ], [ %3304, %3295 ]
  %3276 = mul nsw i64 %3275, %14
  %3277 = sub i64 %3276, %16
  %3278 = add i64 %3277, %3252
  %3279 = icmp slt i64 %3278, 0
  %3280 = icmp sge i64 %3278, %6
  %3281 = or i1 %3279, %3280
  %3282 = select i1 %3281, i64 0, i64 %3278
  %3283 = mul nsw i64 %3282, %7
  %3284 = getelementptr inbounds float, ptr %1578, i64 %3283
  %3285 = add i64 %3277, %3254
  %3286 = icmp slt i64 %3285, 0
  %3287 = icmp sge i64 %3285, %6
  %3288 = or i1 %3286, %3287
  %3289 = select i1 %3288, i64 0, i64 %3285
  %3290 = mul nsw i64 %3289, %7
  %3291 = getelementptr inbounds float, ptr %1578, i64 %3290
  br i1 %1166, label %3292, label %3295

3292:                                             ; preds = %3266
  %3293 = mul nuw nsw i64 %3275, %11
  %3294 = getelementptr inbounds nuw float, ptr %1580, i64 %3293
  br label %3306

3295:                                             ; preds = %3437, %3266
  %3296 = phi <16 x float> [ %3267, %3266 ], [ %3347, %3437 ]
  %3297 = phi <16 x float> [ %3268, %3266 ], [ %3379, %3437 ]
  %3298 = phi <16 x float> [ %3269, %3266 ], [ %3411, %3437 ]
  %3299 = phi <16 x float> [ %3270, %3266 ], [ %3443, %3437 ]
  %3300 = phi <16 x float> [ %3271, %3266 ], [ %3352, %3437 ]
  %3301 = phi <16 x float> [ %3272, %3266 ], [ %3384, %3437 ]
  %3302 = phi <16 x float> [ %3273, %3266 ], [ %3416, %3437 ]
  %3303 = phi <16 x float> [ %3274, %3266 ], [ %3448, %3437 ]
  %3304 = add nuw nsw i64 %3275, 1
  %3305 = icmp eq i64 %3304, %10
  br i1 %3305, label %3255, label %3266

3306:                                             ; preds = %3292, %3437
  %3307 = phi <16 x float> [ %3267, %3292 ], [ %3347, %3437 ]
  %3308 = phi <16 x float> [ %3268, %3292 ], [ %3379, %3437 ]
  %3309 = phi <16 x float> [ %3269, %3292 ], [ %3411, %3437 ]
  %3310 = phi <16 x float> [ %3270, %3292 ], [ %3443, %3437 ]
  %3311 = phi <16 x float> [ %3271, %3292 ], [ %3352, %3437 ]
  %3312 = phi <16 x float> [ %3272, %3292 ], [ %3384, %3437 ]
  %3313 = phi <16 x float> [ %3273, %3292 ], [ %3416, %3437 ]
  %3314 = phi <16 x float> [ %3274, %3292 ], [ %3448, %3437 ]
  %3315 = phi i64 [ 0, %3292 ], [ %3449, %3437 ]
  %3316 = getelementptr inbounds nuw float, ptr %3294, i64 %3315
  %3317 = load float, ptr %3316, align 4
  %3318 = insertelement <16 x float> poison, float %3317, i64 0
  %3319 = shufflevector <16 x float> %3318, <16 x float> poison, <16 x i32> zeroinitializer
  %3320 = mul nsw i64 %3315, %15
  %3321 = sub i64 %3320, %17
  %3322 = getelementptr i16, ptr %1152, i64 %3315
  br i1 %1167, label %3325, label %3323

3323:                                             ; preds = %3306
  %3324 = load i16, ptr %3322, align 2
  br label %3341

3325:                                             ; preds = %3306
  %3326 = icmp slt i64 %3321, 0
  %3327 = sub nsw i64 0, %3321
  %3328 = select i1 %3326, i64 %3327, i64 0
  %3329 = sub nsw i64 %7, %3321
  %3330 = call i64 @llvm.smin.i64(i64 %3329, i64 %9)
  %3331 = call i64 @llvm.smin.i64(i64 %3330, i64 16)
  %3332 = icmp sgt i64 %3331, %3328
  %3333 = trunc i64 %3331 to i32
  %3334 = shl nsw i32 -1, %3333
  %3335 = xor i32 %3334, -1
  %3336 = trunc i64 %3328 to i32
  %3337 = shl nsw i32 -1, %3336
  %3338 = and i32 %3337, %3335
  %3339 = trunc i32 %3338 to i16
  %3340 = select i1 %3332, i16 %3339, i16 0
  br label %3341

3341:                                             ; preds = %3325, %3323
  %3342 = phi i16 [ %3324, %3323 ], [ %3340, %3325 ]
  %3343 = select i1 %3281, i16 0, i16 %3342
  %3344 = getelementptr inbounds float, ptr %3284, i64 %3321
  %3345 = bitcast i16 %3343 to <16 x i1>
  %3346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3344, <16 x i1> %3345, <16 x float> zeroinitializer)
  %3347 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3346, <16 x float> %3319, <16 x float> %3307)
  %3348 = select i1 %3288, i16 0, i16 %3342
  %3349 = getelementptr inbounds float, ptr %3291, i64 %3321
  %3350 = bitcast i16 %3348 to <16 x i1>
  %3351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3349, <16 x i1> %3350, <16 x float> zeroinitializer)
  %3352 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3351, <16 x float> %3319, <16 x float> %3311)
  %3353 = add i64 %3321, 16
  br i1 %1167, label %3357, label %3354

3354:                                             ; preds = %3341
  %3355 = getelementptr i16, ptr %3322, i64 %11
  %3356 = load i16, ptr %3355, align 2
  br label %3373

3357:                                             ; preds = %3341
  %3358 = icmp slt i64 %3353, 0
  %3359 = sub i64 -16, %3321
  %3360 = select i1 %3358, i64 %3359, i64 0
  %3361 = sub nsw i64 %7, %3353
  %3362 = call i64 @llvm.smin.i64(i64 %3361, i64 %1392)
  %3363 = call i64 @llvm.smin.i64(i64 %3362, i64 16)
  %3364 = icmp sgt i64 %3363, %3360
  %3365 = trunc i64 %3363 to i32
  %3366 = shl nsw i32 -1, %3365
  %3367 = xor i32 %3366, -1
  %3368 = trunc i64 %3360 to i32
  %3369 = shl nsw i32 -1, %3368
  %3370 = and i32 %3369, %3367
  %3371 = trunc i32 %3370 to i16
  %3372 = select i1 %3364, i16 %3371, i16 0
  br label %3373

3373:                                             ; preds = %3357, %3354
  %3374 = phi i16 [ %3356, %3354 ], [ %3372, %3357 ]
  %3375 = select i1 %3281, i16 0, i16 %3374
  %3376 = getelementptr inbounds float, ptr %3284, i64 %3353
  %3377 = bitcast i16 %3375 to <16 x i1>
  %3378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3376, <16 x i1> %3377, <16 x float> zeroinitializer)
  %3379 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3378, <16 x float> %3319, <16 x float> %3308)
  %3380 = select i1 %3288, i16 0, i16 %3374
  %3381 = getelementptr inbounds float, ptr %3291, i64 %3353
  %3382 = bitcast i16 %3380 to <16 x i1>
  %3383 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3381, <16 x i1> %3382, <16 x float> zeroinitializer)
  %3384 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3383, <16 x float> %3319, <16 x float> %3312)
  %3385 = add i64 %3321, 32
  br i1 %1167, label %3389, label %3386

3386:                                             ; preds = %3373
  %3387 = getelementptr i8, ptr %3322, i64 %1393
  %3388 = load i16, ptr %3387, align 2
  br label %3405

3389:                                             ; preds = %3373
  %3390 = icmp slt i64 %3385, 0
  %3391 = sub i64 -32, %3321
  %3392 = select i1 %3390, i64 %3391, i64 0
  %3393 = sub nsw i64 %7, %3385
  %3394 = call i64 @llvm.smin.i64(i64 %3393, i64 %1394)
  %3395 = call i64 @llvm.smin.i64(i64 %3394, i64 16)
  %3396 = icmp sgt i64 %3395, %3392
  %3397 = trunc i64 %3395 to i32
  %3398 = shl nsw i32 -1, %3397
  %3399 = xor i32 %3398, -1
  %3400 = trunc i64 %3392 to i32
  %3401 = shl nsw i32 -1, %3400
  %3402 = and i32 %3401, %3399
  %3403 = trunc i32 %3402 to i16
  %3404 = select i1 %3396, i16 %3403, i16 0
  br label %3405

3405:                                             ; preds = %3389, %3386
  %3406 = phi i16 [ %3388, %3386 ], [ %3404, %3389 ]
  %3407 = select i1 %3281, i16 0, i16 %3406
  %3408 = getelementptr inbounds float, ptr %3284, i64 %3385
  %3409 = bitcast i16 %3407 to <16 x i1>
  %3410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3408, <16 x i1> %3409, <16 x float> zeroinitializer)
  %3411 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3410, <16 x float> %3319, <16 x float> %3309)
  %3412 = select i1 %3288, i16 0, i16 %3406
  %3413 = getelementptr inbounds float, ptr %3291, i64 %3385
  %3414 = bitcast i16 %3412 to <16 x i1>
  %3415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3413, <16 x i1> %3414, <16 x float> zeroinitializer)
  %3416 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3415, <16 x float> %3319, <16 x float> %3313)
  %3417 = add i64 %3321, 48
  br i1 %1167, label %3421, label %3418

3418:                                             ; preds = %3405
  %3419 = getelementptr i8, ptr %3322, i64 %1395
  %3420 = load i16, ptr %3419, align 2
  br label %3437

3421:                                             ; preds = %3405
  %3422 = icmp slt i64 %3417, 0
  %3423 = sub i64 -48, %3321
  %3424 = select i1 %3422, i64 %3423, i64 0
  %3425 = sub nsw i64 %7, %3417
  %3426 = call i64 @llvm.smin.i64(i64 %3425, i64 %1396)
  %3427 = call i64 @llvm.smin.i64(i64 %3426, i64 16)
  %3428 = icmp sgt i64 %3427, %3424
  %3429 = trunc i64 %3427 to i32
  %3430 = shl nsw i32 -1, %3429
  %3431 = xor i32 %3430, -1
  %3432 = trunc i64 %3424 to i32
  %3433 = shl nsw i32 -1, %3432
  %3434 = and i32 %3433, %3431
  %3435 = trunc i32 %3434 to i16
  %3436 = select i1 %3428, i16 %3435, i16 0
  br label %3437

3437:                                             ; preds = %3421, %3418
  %3438 = phi i16 [ %3420, %3418 ], [ %3436, %3421 ]
  %3439 = select i1 %3281, i16 0, i16 %3438
  %3440 = getelementptr inbounds float, ptr %3284, i64 %3417
  %3441 = bitcast i16 %3439 to <16 x i1>
  %3442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3440, <16 x i1> %3441, <16 x float> zeroinitializer)
  %3443 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3442, <16 x float> %3319, <16 x float> %3310)
  %3444 = select i1 %3288, i16 0, i16 %3438
  %3445 = getelementptr inbounds float, ptr %3291, i64 %3417
  %3446 = bitcast i16 %3444 to <16 x i1>
  %3447 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3445, <16 x i1> %3446, <16 x float> zeroinitializer)
  %3448 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3447, <16 x float> %3319, <16 x float> %3314)
  %3449 = add nuw nsw i64 %3315, 1
  %3450 = icmp eq i64 %3449, %11
  br i1 %3450, label %3295, label %3306

3451:                                             ; preds = %3255
  %3452 = load float, ptr %1581, align 4
  %3453 = insertelement <16 x float> poison, float %3452, i64 0
  %3454 = shufflevector <16 x float> %3453, <16 x float> poison, <16 x i32> zeroinitializer
  %3455 = fadd <16 x float> %3256, %3454
  br label %3456

3456:                                             ; preds = %3451, %3255
  %3457 = phi <16 x float> [ %3455, %3451 ], [ %3256, %3255 ]
  switch i64 %1397, label %528 [
    i64 1, label %3458
    i64 2, label %3461
    i64 3, label %3468
    i64 0, label %3513
  ]

3458:                                             ; preds = %3456
  %3459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3460 = fadd <16 x float> %3457, %3459
  br label %3475

3461:                                             ; preds = %3456
  %3462 = bitcast <16 x float> %3457 to <8 x i64>
  %3463 = or <8 x i64> %3462, %1169
  %3464 = fcmp oeq <16 x float> %3457, %46
  %3465 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3457, i32 4)
  %3466 = bitcast <8 x i64> %3463 to <16 x float>
  %3467 = select <16 x i1> %3464, <16 x float> %3466, <16 x float> %3465
  br label %3475

3468:                                             ; preds = %3456
  %3469 = bitcast <16 x float> %3457 to <8 x i64>
  %3470 = and <8 x i64> %3469, %1168
  %3471 = fcmp oeq <16 x float> %3457, %43
  %3472 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3457, i32 4)
  %3473 = bitcast <8 x i64> %3470 to <16 x float>
  %3474 = select <16 x i1> %3471, <16 x float> %3473, <16 x float> %3472
  br label %3475

3475:                                             ; preds = %3468, %3461, %3458
  %3476 = phi <16 x float> [ %3460, %3458 ], [ %3467, %3461 ], [ %3474, %3468 ]
  switch i64 %1399, label %528 [
    i64 1, label %3491
    i64 2, label %3484
    i64 3, label %3477
    i64 0, label %3513
  ]

3477:                                             ; preds = %3475
  %3478 = bitcast <16 x float> %3476 to <8 x i64>
  %3479 = and <8 x i64> %3478, %1168
  %3480 = fcmp oeq <16 x float> %3476, %43
  %3481 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3476, i32 4)
  %3482 = bitcast <8 x i64> %3479 to <16 x float>
  %3483 = select <16 x i1> %3480, <16 x float> %3482, <16 x float> %3481
  br label %3494

3484:                                             ; preds = %3475
  %3485 = bitcast <16 x float> %3476 to <8 x i64>
  %3486 = or <8 x i64> %3485, %1169
  %3487 = fcmp oeq <16 x float> %3476, %46
  %3488 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3476, i32 4)
  %3489 = bitcast <8 x i64> %3486 to <16 x float>
  %3490 = select <16 x i1> %3487, <16 x float> %3489, <16 x float> %3488
  br label %3494

3491:                                             ; preds = %3475
  %3492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3493 = fadd <16 x float> %3476, %3492
  br label %3494

3494:                                             ; preds = %3491, %3484, %3477
  %3495 = phi <16 x float> [ %3493, %3491 ], [ %3490, %3484 ], [ %3483, %3477 ]
  switch i64 %1401, label %528 [
    i64 1, label %3510
    i64 2, label %3503
    i64 3, label %3496
    i64 0, label %3513
  ]

3496:                                             ; preds = %3494
  %3497 = bitcast <16 x float> %3495 to <8 x i64>
  %3498 = and <8 x i64> %3497, %1168
  %3499 = fcmp oeq <16 x float> %3495, %43
  %3500 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3495, i32 4)
  %3501 = bitcast <8 x i64> %3498 to <16 x float>
  %3502 = select <16 x i1> %3499, <16 x float> %3501, <16 x float> %3500
  br label %3513

3503:                                             ; preds = %3494
  %3504 = bitcast <16 x float> %3495 to <8 x i64>
  %3505 = or <8 x i64> %3504, %1169
  %3506 = fcmp oeq <16 x float> %3495, %46
  %3507 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3495, i32 4)
  %3508 = bitcast <8 x i64> %3505 to <16 x float>
  %3509 = select <16 x i1> %3506, <16 x float> %3508, <16 x float> %3507
  br label %3513

3510:                                             ; preds = %3494
  %3511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1593, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3512 = fadd <16 x float> %3495, %3511
  br label %3513

3513:                                             ; preds = %3496, %3503, %3510, %3494, %3475, %3456
  %3514 = phi <16 x float> [ %3495, %3494 ], [ %3457, %3456 ], [ %3476, %3475 ], [ %3512, %3510 ], [ %3509, %3503 ], [ %3502, %3496 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3514, ptr align 1 %1588, <16 x i1> %1177)
  br i1 %3264, label %3520, label %3515

3515:                                             ; preds = %3513
  %3516 = load float, ptr %1581, align 4
  %3517 = insertelement <16 x float> poison, float %3516, i64 0
  %3518 = shufflevector <16 x float> %3517, <16 x float> poison, <16 x i32> zeroinitializer
  %3519 = fadd <16 x float> %3257, %3518
  br label %3520

3520:                                             ; preds = %3515, %3513
  %3521 = phi <16 x float> [ %3519, %3515 ], [ %3257, %3513 ]
  %3522 = getelementptr inbounds nuw i8, ptr %1588, i64 64
  %3523 = getelementptr inbounds nuw i8, ptr %1593, i64 64
  %3524 = select i1 %3265, ptr null, ptr %3523
  switch i64 %1397, label %528 [
    i64 1, label %3539
    i64 2, label %3532
    i64 3, label %3525
    i64 0, label %3580
  ]

3525:                                             ; preds = %3520
  %3526 = bitcast <16 x float> %3521 to <8 x i64>
  %3527 = and <8 x i64> %3526, %1168
  %3528 = fcmp oeq <16 x float> %3521, %43
  %3529 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3521, i32 4)
  %3530 = bitcast <8 x i64> %3527 to <16 x float>
  %3531 = select <16 x i1> %3528, <16 x float> %3530, <16 x float> %3529
  br label %3542

3532:                                             ; preds = %3520
  %3533 = bitcast <16 x float> %3521 to <8 x i64>
  %3534 = or <8 x i64> %3533, %1169
  %3535 = fcmp oeq <16 x float> %3521, %46
  %3536 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3521, i32 4)
  %3537 = bitcast <8 x i64> %3534 to <16 x float>
  %3538 = select <16 x i1> %3535, <16 x float> %3537, <16 x float> %3536
  br label %3542

3539:                                             ; preds = %3520
  %3540 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3524, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3541 = fadd <16 x float> %3521, %3540
  br label %3542

3542:                                             ; preds = %3539, %3532, %3525
  %3543 = phi <16 x float> [ %3541, %3539 ], [ %3538, %3532 ], [ %3531, %3525 ]
  switch i64 %1411, label %528 [
    i64 1, label %3558
    i64 2, label %3551
    i64 3, label %3544
    i64 0, label %3580
  ]

3544:                                             ; preds = %3542
  %3545 = bitcast <16 x float> %3543 to <8 x i64>
  %3546 = and <8 x i64> %3545, %1168
  %3547 = fcmp oeq <16 x float> %3543, %43
  %3548 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3543, i32 4)
  %3549 = bitcast <8 x i64> %3546 to <16 x float>
  %3550 = select <16 x i1> %3547, <16 x float> %3549, <16 x float> %3548
  br label %3561

3551:                                             ; preds = %3542
  %3552 = bitcast <16 x float> %3543 to <8 x i64>
  %3553 = or <8 x i64> %3552, %1169
  %3554 = fcmp oeq <16 x float> %3543, %46
  %3555 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3543, i32 4)
  %3556 = bitcast <8 x i64> %3553 to <16 x float>
  %3557 = select <16 x i1> %3554, <16 x float> %3556, <16 x float> %3555
  br label %3561

3558:                                             ; preds = %3542
  %3559 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3524, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3560 = fadd <16 x float> %3543, %3559
  br label %3561

3561:                                             ; preds = %3558, %3551, %3544
  %3562 = phi <16 x float> [ %3560, %3558 ], [ %3557, %3551 ], [ %3550, %3544 ]
  switch i64 %1413, label %528 [
    i64 1, label %3577
    i64 2, label %3570
    i64 3, label %3563
    i64 0, label %3580
  ]

3563:                                             ; preds = %3561
  %3564 = bitcast <16 x float> %3562 to <8 x i64>
  %3565 = and <8 x i64> %3564, %1168
  %3566 = fcmp oeq <16 x float> %3562, %43
  %3567 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3562, i32 4)
  %3568 = bitcast <8 x i64> %3565 to <16 x float>
  %3569 = select <16 x i1> %3566, <16 x float> %3568, <16 x float> %3567
  br label %3580

3570:                                             ; preds = %3561
  %3571 = bitcast <16 x float> %3562 to <8 x i64>
  %3572 = or <8 x i64> %3571, %1169
  %3573 = fcmp oeq <16 x float> %3562, %46
  %3574 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3562, i32 4)
  %3575 = bitcast <8 x i64> %3572 to <16 x float>
  %3576 = select <16 x i1> %3573, <16 x float> %3575, <16 x float> %3574
  br label %3580

3577:                                             ; preds = %3561
  %3578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3524, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3579 = fadd <16 x float> %3562, %3578
  br label %3580

3580:                                             ; preds = %3563, %3570, %3577, %3561, %3542, %3520
  %3581 = phi <16 x float> [ %3562, %3561 ], [ %3521, %3520 ], [ %3543, %3542 ], [ %3579, %3577 ], [ %3576, %3570 ], [ %3569, %3563 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3581, ptr nonnull align 1 %3522, <16 x i1> %1409)
  br i1 %3264, label %3587, label %3582

3582:                                             ; preds = %3580
  %3583 = load float, ptr %1581, align 4
  %3584 = insertelement <16 x float> poison, float %3583, i64 0
  %3585 = shufflevector <16 x float> %3584, <16 x float> poison, <16 x i32> zeroinitializer
  %3586 = fadd <16 x float> %3258, %3585
  br label %3587

3587:                                             ; preds = %3582, %3580
  %3588 = phi <16 x float> [ %3586, %3582 ], [ %3258, %3580 ]
  %3589 = getelementptr inbounds nuw i8, ptr %1588, i64 128
  %3590 = getelementptr inbounds nuw i8, ptr %1593, i64 128
  %3591 = select i1 %3265, ptr null, ptr %3590
  switch i64 %1397, label %528 [
    i64 1, label %3606
    i64 2, label %3599
    i64 3, label %3592
    i64 0, label %3647
  ]

3592:                                             ; preds = %3587
  %3593 = bitcast <16 x float> %3588 to <8 x i64>
  %3594 = and <8 x i64> %3593, %1168
  %3595 = fcmp oeq <16 x float> %3588, %43
  %3596 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3588, i32 4)
  %3597 = bitcast <8 x i64> %3594 to <16 x float>
  %3598 = select <16 x i1> %3595, <16 x float> %3597, <16 x float> %3596
  br label %3609

3599:                                             ; preds = %3587
  %3600 = bitcast <16 x float> %3588 to <8 x i64>
  %3601 = or <8 x i64> %3600, %1169
  %3602 = fcmp oeq <16 x float> %3588, %46
  %3603 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3588, i32 4)
  %3604 = bitcast <8 x i64> %3601 to <16 x float>
  %3605 = select <16 x i1> %3602, <16 x float> %3604, <16 x float> %3603
  br label %3609

3606:                                             ; preds = %3587
  %3607 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3591, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3608 = fadd <16 x float> %3588, %3607
  br label %3609

3609:                                             ; preds = %3606, %3599, %3592
  %3610 = phi <16 x float> [ %3608, %3606 ], [ %3605, %3599 ], [ %3598, %3592 ]
  switch i64 %1423, label %528 [
    i64 1, label %3625
    i64 2, label %3618
    i64 3, label %3611
    i64 0, label %3647
  ]

3611:                                             ; preds = %3609
  %3612 = bitcast <16 x float> %3610 to <8 x i64>
  %3613 = and <8 x i64> %3612, %1168
  %3614 = fcmp oeq <16 x float> %3610, %43
  %3615 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3610, i32 4)
  %3616 = bitcast <8 x i64> %3613 to <16 x float>
  %3617 = select <16 x i1> %3614, <16 x float> %3616, <16 x float> %3615
  br label %3628

3618:                                             ; preds = %3609
  %3619 = bitcast <16 x float> %3610 to <8 x i64>
  %3620 = or <8 x i64> %3619, %1169
  %3621 = fcmp oeq <16 x float> %3610, %46
  %3622 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3610, i32 4)
  %3623 = bitcast <8 x i64> %3620 to <16 x float>
  %3624 = select <16 x i1> %3621, <16 x float> %3623, <16 x float> %3622
  br label %3628

3625:                                             ; preds = %3609
  %3626 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3591, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3627 = fadd <16 x float> %3610, %3626
  br label %3628

3628:                                             ; preds = %3625, %3618, %3611
  %3629 = phi <16 x float> [ %3627, %3625 ], [ %3624, %3618 ], [ %3617, %3611 ]
  switch i64 %1425, label %528 [
    i64 1, label %3644
    i64 2, label %3637
    i64 3, label %3630
    i64 0, label %3647
  ]

3630:                                             ; preds = %3628
  %3631 = bitcast <16 x float> %3629 to <8 x i64>
  %3632 = and <8 x i64> %3631, %1168
  %3633 = fcmp oeq <16 x float> %3629, %43
  %3634 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3629, i32 4)
  %3635 = bitcast <8 x i64> %3632 to <16 x float>
  %3636 = select <16 x i1> %3633, <16 x float> %3635, <16 x float> %3634
  br label %3647

3637:                                             ; preds = %3628
  %3638 = bitcast <16 x float> %3629 to <8 x i64>
  %3639 = or <8 x i64> %3638, %1169
  %3640 = fcmp oeq <16 x float> %3629, %46
  %3641 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3629, i32 4)
  %3642 = bitcast <8 x i64> %3639 to <16 x float>
  %3643 = select <16 x i1> %3640, <16 x float> %3642, <16 x float> %3641
  br label %3647

3644:                                             ; preds = %3628
  %3645 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3591, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3646 = fadd <16 x float> %3629, %3645
  br label %3647

3647:                                             ; preds = %3630, %3637, %3644, %3628, %3609, %3587
  %3648 = phi <16 x float> [ %3629, %3628 ], [ %3588, %3587 ], [ %3610, %3609 ], [ %3646, %3644 ], [ %3643, %3637 ], [ %3636, %3630 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3648, ptr nonnull align 1 %3589, <16 x i1> %1421)
  br i1 %3264, label %3654, label %3649

3649:                                             ; preds = %3647
  %3650 = load float, ptr %1581, align 4
  %3651 = insertelement <16 x float> poison, float %3650, i64 0
  %3652 = shufflevector <16 x float> %3651, <16 x float> poison, <16 x i32> zeroinitializer
  %3653 = fadd <16 x float> %3259, %3652
  br label %3654

3654:                                             ; preds = %3649, %3647
  %3655 = phi <16 x float> [ %3653, %3649 ], [ %3259, %3647 ]
  %3656 = getelementptr inbounds nuw i8, ptr %1588, i64 192
  %3657 = getelementptr inbounds nuw i8, ptr %1593, i64 192
  %3658 = select i1 %3265, ptr null, ptr %3657
  switch i64 %1397, label %528 [
    i64 1, label %3673
    i64 2, label %3666
    i64 3, label %3659
    i64 0, label %3714
  ]

3659:                                             ; preds = %3654
  %3660 = bitcast <16 x float> %3655 to <8 x i64>
  %3661 = and <8 x i64> %3660, %1168
  %3662 = fcmp oeq <16 x float> %3655, %43
  %3663 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3655, i32 4)
  %3664 = bitcast <8 x i64> %3661 to <16 x float>
  %3665 = select <16 x i1> %3662, <16 x float> %3664, <16 x float> %3663
  br label %3676

3666:                                             ; preds = %3654
  %3667 = bitcast <16 x float> %3655 to <8 x i64>
  %3668 = or <8 x i64> %3667, %1169
  %3669 = fcmp oeq <16 x float> %3655, %46
  %3670 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3655, i32 4)
  %3671 = bitcast <8 x i64> %3668 to <16 x float>
  %3672 = select <16 x i1> %3669, <16 x float> %3671, <16 x float> %3670
  br label %3676

3673:                                             ; preds = %3654
  %3674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3658, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3675 = fadd <16 x float> %3655, %3674
  br label %3676

3676:                                             ; preds = %3673, %3666, %3659
  %3677 = phi <16 x float> [ %3675, %3673 ], [ %3672, %3666 ], [ %3665, %3659 ]
  switch i64 %1435, label %528 [
    i64 1, label %3692
    i64 2, label %3685
    i64 3, label %3678
    i64 0, label %3714
  ]

3678:                                             ; preds = %3676
  %3679 = bitcast <16 x float> %3677 to <8 x i64>
  %3680 = and <8 x i64> %3679, %1168
  %3681 = fcmp oeq <16 x float> %3677, %43
  %3682 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3677, i32 4)
  %3683 = bitcast <8 x i64> %3680 to <16 x float>
  %3684 = select <16 x i1> %3681, <16 x float> %3683, <16 x float> %3682
  br label %3695

3685:                                             ; preds = %3676
  %3686 = bitcast <16 x float> %3677 to <8 x i64>
  %3687 = or <8 x i64> %3686, %1169
  %3688 = fcmp oeq <16 x float> %3677, %46
  %3689 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3677, i32 4)
  %3690 = bitcast <8 x i64> %3687 to <16 x float>
  %3691 = select <16 x i1> %3688, <16 x float> %3690, <16 x float> %3689
  br label %3695

3692:                                             ; preds = %3676
  %3693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3658, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3694 = fadd <16 x float> %3677, %3693
  br label %3695

3695:                                             ; preds = %3692, %3685, %3678
  %3696 = phi <16 x float> [ %3694, %3692 ], [ %3691, %3685 ], [ %3684, %3678 ]
  switch i64 %1437, label %528 [
    i64 1, label %3711
    i64 2, label %3704
    i64 3, label %3697
    i64 0, label %3714
  ]

3697:                                             ; preds = %3695
  %3698 = bitcast <16 x float> %3696 to <8 x i64>
  %3699 = and <8 x i64> %3698, %1168
  %3700 = fcmp oeq <16 x float> %3696, %43
  %3701 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3696, i32 4)
  %3702 = bitcast <8 x i64> %3699 to <16 x float>
  %3703 = select <16 x i1> %3700, <16 x float> %3702, <16 x float> %3701
  br label %3714

3704:                                             ; preds = %3695
  %3705 = bitcast <16 x float> %3696 to <8 x i64>
  %3706 = or <8 x i64> %3705, %1169
  %3707 = fcmp oeq <16 x float> %3696, %46
  %3708 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3696, i32 4)
  %3709 = bitcast <8 x i64> %3706 to <16 x float>
  %3710 = select <16 x i1> %3707, <16 x float> %3709, <16 x float> %3708
  br label %3714

3711:                                             ; preds = %3695
  %3712 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3658, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3713 = fadd <16 x float> %3696, %3712
  br label %3714

3714:                                             ; preds = %3697, %3704, %3711, %3695, %3676, %3654
  %3715 = phi <16 x float> [ %3696, %3695 ], [ %3655, %3654 ], [ %3677, %3676 ], [ %3713, %3711 ], [ %3710, %3704 ], [ %3703, %3697 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3715, ptr nonnull align 1 %3656, <16 x i1> %1433)
  br i1 %3264, label %3721, label %3716

3716:                                             ; preds = %3714
  %3717 = load float, ptr %1581, align 4
  %3718 = insertelement <16 x float> poison, float %3717, i64 0
  %3719 = shufflevector <16 x float> %3718, <16 x float> poison, <16 x i32> zeroinitializer
  %3720 = fadd <16 x float> %3260, %3719
  br label %3721

3721:                                             ; preds = %3716, %3714
  %3722 = phi <16 x float> [ %3720, %3716 ], [ %3260, %3714 ]
  %3723 = getelementptr inbounds float, ptr %1588, i64 %9
  %3724 = getelementptr inbounds float, ptr %1593, i64 %9
  %3725 = select i1 %3265, ptr null, ptr %3724
  switch i64 %1397, label %528 [
    i64 1, label %3740
    i64 2, label %3733
    i64 3, label %3726
    i64 0, label %3781
  ]

3726:                                             ; preds = %3721
  %3727 = bitcast <16 x float> %3722 to <8 x i64>
  %3728 = and <8 x i64> %3727, %1168
  %3729 = fcmp oeq <16 x float> %3722, %43
  %3730 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3722, i32 4)
  %3731 = bitcast <8 x i64> %3728 to <16 x float>
  %3732 = select <16 x i1> %3729, <16 x float> %3731, <16 x float> %3730
  br label %3743

3733:                                             ; preds = %3721
  %3734 = bitcast <16 x float> %3722 to <8 x i64>
  %3735 = or <8 x i64> %3734, %1169
  %3736 = fcmp oeq <16 x float> %3722, %46
  %3737 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3722, i32 4)
  %3738 = bitcast <8 x i64> %3735 to <16 x float>
  %3739 = select <16 x i1> %3736, <16 x float> %3738, <16 x float> %3737
  br label %3743

3740:                                             ; preds = %3721
  %3741 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3725, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3742 = fadd <16 x float> %3722, %3741
  br label %3743

3743:                                             ; preds = %3740, %3733, %3726
  %3744 = phi <16 x float> [ %3742, %3740 ], [ %3739, %3733 ], [ %3732, %3726 ]
  switch i64 %1439, label %528 [
    i64 1, label %3759
    i64 2, label %3752
    i64 3, label %3745
    i64 0, label %3781
  ]

3745:                                             ; preds = %3743
  %3746 = bitcast <16 x float> %3744 to <8 x i64>
  %3747 = and <8 x i64> %3746, %1168
  %3748 = fcmp oeq <16 x float> %3744, %43
  %3749 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3744, i32 4)
  %3750 = bitcast <8 x i64> %3747 to <16 x float>
  %3751 = select <16 x i1> %3748, <16 x float> %3750, <16 x float> %3749
  br label %3762

3752:                                             ; preds = %3743
  %3753 = bitcast <16 x float> %3744 to <8 x i64>
  %3754 = or <8 x i64> %3753, %1169
  %3755 = fcmp oeq <16 x float> %3744, %46
  %3756 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3744, i32 4)
  %3757 = bitcast <8 x i64> %3754 to <16 x float>
  %3758 = select <16 x i1> %3755, <16 x float> %3757, <16 x float> %3756
  br label %3762

3759:                                             ; preds = %3743
  %3760 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3725, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3761 = fadd <16 x float> %3744, %3760
  br label %3762

3762:                                             ; preds = %3759, %3752, %3745
  %3763 = phi <16 x float> [ %3761, %3759 ], [ %3758, %3752 ], [ %3751, %3745 ]
  switch i64 %1441, label %528 [
    i64 1, label %3778
    i64 2, label %3771
    i64 3, label %3764
    i64 0, label %3781
  ]

3764:                                             ; preds = %3762
  %3765 = bitcast <16 x float> %3763 to <8 x i64>
  %3766 = and <8 x i64> %3765, %1168
  %3767 = fcmp oeq <16 x float> %3763, %43
  %3768 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3763, i32 4)
  %3769 = bitcast <8 x i64> %3766 to <16 x float>
  %3770 = select <16 x i1> %3767, <16 x float> %3769, <16 x float> %3768
  br label %3781

3771:                                             ; preds = %3762
  %3772 = bitcast <16 x float> %3763 to <8 x i64>
  %3773 = or <8 x i64> %3772, %1169
  %3774 = fcmp oeq <16 x float> %3763, %46
  %3775 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3763, i32 4)
  %3776 = bitcast <8 x i64> %3773 to <16 x float>
  %3777 = select <16 x i1> %3774, <16 x float> %3776, <16 x float> %3775
  br label %3781

3778:                                             ; preds = %3762
  %3779 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3725, <16 x i1> %1177, <16 x float> zeroinitializer)
  %3780 = fadd <16 x float> %3763, %3779
  br label %3781

3781:                                             ; preds = %3764, %3771, %3778, %3762, %3743, %3721
  %3782 = phi <16 x float> [ %3763, %3762 ], [ %3722, %3721 ], [ %3744, %3743 ], [ %3780, %3778 ], [ %3777, %3771 ], [ %3770, %3764 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3782, ptr align 1 %3723, <16 x i1> %1177)
  br i1 %3264, label %3788, label %3783

3783:                                             ; preds = %3781
  %3784 = load float, ptr %1581, align 4
  %3785 = insertelement <16 x float> poison, float %3784, i64 0
  %3786 = shufflevector <16 x float> %3785, <16 x float> poison, <16 x i32> zeroinitializer
  %3787 = fadd <16 x float> %3261, %3786
  br label %3788

3788:                                             ; preds = %3783, %3781
  %3789 = phi <16 x float> [ %3787, %3783 ], [ %3261, %3781 ]
  %3790 = getelementptr inbounds float, ptr %1588, i64 %1442
  %3791 = getelementptr inbounds float, ptr %1593, i64 %1442
  %3792 = select i1 %3265, ptr null, ptr %3791
  switch i64 %1397, label %528 [
    i64 1, label %3807
    i64 2, label %3800
    i64 3, label %3793
    i64 0, label %3848
  ]

3793:                                             ; preds = %3788
  %3794 = bitcast <16 x float> %3789 to <8 x i64>
  %3795 = and <8 x i64> %3794, %1168
  %3796 = fcmp oeq <16 x float> %3789, %43
  %3797 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3789, i32 4)
  %3798 = bitcast <8 x i64> %3795 to <16 x float>
  %3799 = select <16 x i1> %3796, <16 x float> %3798, <16 x float> %3797
  br label %3810

3800:                                             ; preds = %3788
  %3801 = bitcast <16 x float> %3789 to <8 x i64>
  %3802 = or <8 x i64> %3801, %1169
  %3803 = fcmp oeq <16 x float> %3789, %46
  %3804 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3789, i32 4)
  %3805 = bitcast <8 x i64> %3802 to <16 x float>
  %3806 = select <16 x i1> %3803, <16 x float> %3805, <16 x float> %3804
  br label %3810

3807:                                             ; preds = %3788
  %3808 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3792, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3809 = fadd <16 x float> %3789, %3808
  br label %3810

3810:                                             ; preds = %3807, %3800, %3793
  %3811 = phi <16 x float> [ %3809, %3807 ], [ %3806, %3800 ], [ %3799, %3793 ]
  switch i64 %1444, label %528 [
    i64 1, label %3826
    i64 2, label %3819
    i64 3, label %3812
    i64 0, label %3848
  ]

3812:                                             ; preds = %3810
  %3813 = bitcast <16 x float> %3811 to <8 x i64>
  %3814 = and <8 x i64> %3813, %1168
  %3815 = fcmp oeq <16 x float> %3811, %43
  %3816 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3811, i32 4)
  %3817 = bitcast <8 x i64> %3814 to <16 x float>
  %3818 = select <16 x i1> %3815, <16 x float> %3817, <16 x float> %3816
  br label %3829

3819:                                             ; preds = %3810
  %3820 = bitcast <16 x float> %3811 to <8 x i64>
  %3821 = or <8 x i64> %3820, %1169
  %3822 = fcmp oeq <16 x float> %3811, %46
  %3823 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3811, i32 4)
  %3824 = bitcast <8 x i64> %3821 to <16 x float>
  %3825 = select <16 x i1> %3822, <16 x float> %3824, <16 x float> %3823
  br label %3829

3826:                                             ; preds = %3810
  %3827 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3792, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3828 = fadd <16 x float> %3811, %3827
  br label %3829

3829:                                             ; preds = %3826, %3819, %3812
  %3830 = phi <16 x float> [ %3828, %3826 ], [ %3825, %3819 ], [ %3818, %3812 ]
  switch i64 %1446, label %528 [
    i64 1, label %3845
    i64 2, label %3838
    i64 3, label %3831
    i64 0, label %3848
  ]

3831:                                             ; preds = %3829
  %3832 = bitcast <16 x float> %3830 to <8 x i64>
  %3833 = and <8 x i64> %3832, %1168
  %3834 = fcmp oeq <16 x float> %3830, %43
  %3835 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3830, i32 4)
  %3836 = bitcast <8 x i64> %3833 to <16 x float>
  %3837 = select <16 x i1> %3834, <16 x float> %3836, <16 x float> %3835
  br label %3848

3838:                                             ; preds = %3829
  %3839 = bitcast <16 x float> %3830 to <8 x i64>
  %3840 = or <8 x i64> %3839, %1169
  %3841 = fcmp oeq <16 x float> %3830, %46
  %3842 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3830, i32 4)
  %3843 = bitcast <8 x i64> %3840 to <16 x float>
  %3844 = select <16 x i1> %3841, <16 x float> %3843, <16 x float> %3842
  br label %3848

3845:                                             ; preds = %3829
  %3846 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3792, <16 x i1> %1409, <16 x float> zeroinitializer)
  %3847 = fadd <16 x float> %3830, %3846
  br label %3848

3848:                                             ; preds = %3831, %3838, %3845, %3829, %3810, %3788
  %3849 = phi <16 x float> [ %3830, %3829 ], [ %3789, %3788 ], [ %3811, %3810 ], [ %3847, %3845 ], [ %3844, %3838 ], [ %3837, %3831 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3849, ptr align 1 %3790, <16 x i1> %1409)
  br i1 %3264, label %3855, label %3850

3850:                                             ; preds = %3848
  %3851 = load float, ptr %1581, align 4
  %3852 = insertelement <16 x float> poison, float %3851, i64 0
  %3853 = shufflevector <16 x float> %3852, <16 x float> poison, <16 x i32> zeroinitializer
  %3854 = fadd <16 x float> %3262, %3853
  br label %3855

3855:                                             ; preds = %3850, %3848
  %3856 = phi <16 x float> [ %3854, %3850 ], [ %3262, %3848 ]
  %3857 = getelementptr inbounds float, ptr %1588, i64 %1447
  %3858 = getelementptr inbounds float, ptr %1593, i64 %1447
  %3859 = select i1 %3265, ptr null, ptr %3858
  switch i64 %1397, label %528 [
    i64 1, label %3874
    i64 2, label %3867
    i64 3, label %3860
    i64 0, label %3915
  ]

3860:                                             ; preds = %3855
  %3861 = bitcast <16 x float> %3856 to <8 x i64>
  %3862 = and <8 x i64> %3861, %1168
  %3863 = fcmp oeq <16 x float> %3856, %43
  %3864 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3856, i32 4)
  %3865 = bitcast <8 x i64> %3862 to <16 x float>
  %3866 = select <16 x i1> %3863, <16 x float> %3865, <16 x float> %3864
  br label %3877

3867:                                             ; preds = %3855
  %3868 = bitcast <16 x float> %3856 to <8 x i64>
  %3869 = or <8 x i64> %3868, %1169
  %3870 = fcmp oeq <16 x float> %3856, %46
  %3871 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3856, i32 4)
  %3872 = bitcast <8 x i64> %3869 to <16 x float>
  %3873 = select <16 x i1> %3870, <16 x float> %3872, <16 x float> %3871
  br label %3877

3874:                                             ; preds = %3855
  %3875 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3859, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3876 = fadd <16 x float> %3856, %3875
  br label %3877

3877:                                             ; preds = %3874, %3867, %3860
  %3878 = phi <16 x float> [ %3876, %3874 ], [ %3873, %3867 ], [ %3866, %3860 ]
  switch i64 %1449, label %528 [
    i64 1, label %3893
    i64 2, label %3886
    i64 3, label %3879
    i64 0, label %3915
  ]

3879:                                             ; preds = %3877
  %3880 = bitcast <16 x float> %3878 to <8 x i64>
  %3881 = and <8 x i64> %3880, %1168
  %3882 = fcmp oeq <16 x float> %3878, %43
  %3883 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3878, i32 4)
  %3884 = bitcast <8 x i64> %3881 to <16 x float>
  %3885 = select <16 x i1> %3882, <16 x float> %3884, <16 x float> %3883
  br label %3896

3886:                                             ; preds = %3877
  %3887 = bitcast <16 x float> %3878 to <8 x i64>
  %3888 = or <8 x i64> %3887, %1169
  %3889 = fcmp oeq <16 x float> %3878, %46
  %3890 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3878, i32 4)
  %3891 = bitcast <8 x i64> %3888 to <16 x float>
  %3892 = select <16 x i1> %3889, <16 x float> %3891, <16 x float> %3890
  br label %3896

3893:                                             ; preds = %3877
  %3894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3859, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3895 = fadd <16 x float> %3878, %3894
  br label %3896

3896:                                             ; preds = %3893, %3886, %3879
  %3897 = phi <16 x float> [ %3895, %3893 ], [ %3892, %3886 ], [ %3885, %3879 ]
  switch i64 %1451, label %528 [
    i64 1, label %3912
    i64 2, label %3905
    i64 3, label %3898
    i64 0, label %3915
  ]

3898:                                             ; preds = %3896
  %3899 = bitcast <16 x float> %3897 to <8 x i64>
  %3900 = and <8 x i64> %3899, %1168
  %3901 = fcmp oeq <16 x float> %3897, %43
  %3902 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3897, i32 4)
  %3903 = bitcast <8 x i64> %3900 to <16 x float>
  %3904 = select <16 x i1> %3901, <16 x float> %3903, <16 x float> %3902
  br label %3915

3905:                                             ; preds = %3896
  %3906 = bitcast <16 x float> %3897 to <8 x i64>
  %3907 = or <8 x i64> %3906, %1169
  %3908 = fcmp oeq <16 x float> %3897, %46
  %3909 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3897, i32 4)
  %3910 = bitcast <8 x i64> %3907 to <16 x float>
  %3911 = select <16 x i1> %3908, <16 x float> %3910, <16 x float> %3909
  br label %3915

3912:                                             ; preds = %3896
  %3913 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3859, <16 x i1> %1421, <16 x float> zeroinitializer)
  %3914 = fadd <16 x float> %3897, %3913
  br label %3915

3915:                                             ; preds = %3898, %3905, %3912, %3896, %3877, %3855
  %3916 = phi <16 x float> [ %3897, %3896 ], [ %3856, %3855 ], [ %3878, %3877 ], [ %3914, %3912 ], [ %3911, %3905 ], [ %3904, %3898 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3916, ptr align 1 %3857, <16 x i1> %1421)
  br i1 %3264, label %3922, label %3917

3917:                                             ; preds = %3915
  %3918 = load float, ptr %1581, align 4
  %3919 = insertelement <16 x float> poison, float %3918, i64 0
  %3920 = shufflevector <16 x float> %3919, <16 x float> poison, <16 x i32> zeroinitializer
  %3921 = fadd <16 x float> %3263, %3920
  br label %3922

3922:                                             ; preds = %3917, %3915
  %3923 = phi <16 x float> [ %3921, %3917 ], [ %3263, %3915 ]
  %3924 = getelementptr inbounds float, ptr %1588, i64 %1452
  %3925 = getelementptr inbounds float, ptr %1593, i64 %1452
  %3926 = select i1 %3265, ptr null, ptr %3925
  switch i64 %1397, label %528 [
    i64 1, label %3941
    i64 2, label %3934
    i64 3, label %3927
    i64 0, label %3982
  ]

3927:                                             ; preds = %3922
  %3928 = bitcast <16 x float> %3923 to <8 x i64>
  %3929 = and <8 x i64> %3928, %1168
  %3930 = fcmp oeq <16 x float> %3923, %43
  %3931 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3923, i32 4)
  %3932 = bitcast <8 x i64> %3929 to <16 x float>
  %3933 = select <16 x i1> %3930, <16 x float> %3932, <16 x float> %3931
  br label %3944

3934:                                             ; preds = %3922
  %3935 = bitcast <16 x float> %3923 to <8 x i64>
  %3936 = or <8 x i64> %3935, %1169
  %3937 = fcmp oeq <16 x float> %3923, %46
  %3938 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3923, i32 4)
  %3939 = bitcast <8 x i64> %3936 to <16 x float>
  %3940 = select <16 x i1> %3937, <16 x float> %3939, <16 x float> %3938
  br label %3944

3941:                                             ; preds = %3922
  %3942 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3926, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3943 = fadd <16 x float> %3923, %3942
  br label %3944

3944:                                             ; preds = %3941, %3934, %3927
  %3945 = phi <16 x float> [ %3943, %3941 ], [ %3940, %3934 ], [ %3933, %3927 ]
  switch i64 %1454, label %528 [
    i64 1, label %3960
    i64 2, label %3953
    i64 3, label %3946
    i64 0, label %3982
  ]

3946:                                             ; preds = %3944
  %3947 = bitcast <16 x float> %3945 to <8 x i64>
  %3948 = and <8 x i64> %3947, %1168
  %3949 = fcmp oeq <16 x float> %3945, %43
  %3950 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3945, i32 4)
  %3951 = bitcast <8 x i64> %3948 to <16 x float>
  %3952 = select <16 x i1> %3949, <16 x float> %3951, <16 x float> %3950
  br label %3963

3953:                                             ; preds = %3944
  %3954 = bitcast <16 x float> %3945 to <8 x i64>
  %3955 = or <8 x i64> %3954, %1169
  %3956 = fcmp oeq <16 x float> %3945, %46
  %3957 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3945, i32 4)
  %3958 = bitcast <8 x i64> %3955 to <16 x float>
  %3959 = select <16 x i1> %3956, <16 x float> %3958, <16 x float> %3957
  br label %3963

3960:                                             ; preds = %3944
  %3961 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3926, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3962 = fadd <16 x float> %3945, %3961
  br label %3963

3963:                                             ; preds = %3960, %3953, %3946
  %3964 = phi <16 x float> [ %3962, %3960 ], [ %3959, %3953 ], [ %3952, %3946 ]
  switch i64 %1456, label %528 [
    i64 1, label %3979
    i64 2, label %3972
    i64 3, label %3965
    i64 0, label %3982
  ]

3965:                                             ; preds = %3963
  %3966 = bitcast <16 x float> %3964 to <8 x i64>
  %3967 = and <8 x i64> %3966, %1168
  %3968 = fcmp oeq <16 x float> %3964, %43
  %3969 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3964, i32 4)
  %3970 = bitcast <8 x i64> %3967 to <16 x float>
  %3971 = select <16 x i1> %3968, <16 x float> %3970, <16 x float> %3969
  br label %3982

3972:                                             ; preds = %3963
  %3973 = bitcast <16 x float> %3964 to <8 x i64>
  %3974 = or <8 x i64> %3973, %1169
  %3975 = fcmp oeq <16 x float> %3964, %46
  %3976 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3964, i32 4)
  %3977 = bitcast <8 x i64> %3974 to <16 x float>
  %3978 = select <16 x i1> %3975, <16 x float> %3977, <16 x float> %3976
  br label %3982

3979:                                             ; preds = %3963
  %3980 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3926, <16 x i1> %1433, <16 x float> zeroinitializer)
  %3981 = fadd <16 x float> %3964, %3980
  br label %3982

3982:                                             ; preds = %3965, %3972, %3979, %3963, %3944, %3922
  %3983 = phi <16 x float> [ %3964, %3963 ], [ %3923, %3922 ], [ %3945, %3944 ], [ %3981, %3979 ], [ %3978, %3972 ], [ %3971, %3965 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3983, ptr align 1 %3924, <16 x i1> %1433)
  br label %8993

3984:                                             ; preds = %1570
  br i1 %49, label %3997, label %3985

3985:                                             ; preds = %3984
  br i1 %1164, label %3986, label %8993

3986:                                             ; preds = %3985
  %3987 = icmp eq ptr %1582, null
  %3988 = icmp eq ptr %1593, null
  %3989 = mul nsw i64 %1571, %12
  %3990 = mul nsw i64 %1571, %12
  %3991 = mul nsw i64 %1571, %12
  %3992 = mul nsw i64 %1571, %12
  %3993 = mul nsw i64 %1571, %12
  %3994 = mul nsw i64 %1571, %12
  %3995 = mul nsw i64 %1571, %12
  %3996 = mul nsw i64 %1571, %12
  br label %5314

3997:                                             ; preds = %3984
  br i1 %1164, label %3998, label %8993

3998:                                             ; preds = %3997
  %3999 = icmp eq ptr %1582, null
  %4000 = icmp eq ptr %1593, null
  %4001 = mul nsw i64 %1571, %12
  %4002 = mul nsw i64 %1571, %12
  %4003 = mul nsw i64 %1571, %12
  %4004 = mul nsw i64 %1571, %12
  br label %4005

4005:                                             ; preds = %3998, %5311
  %4006 = phi i64 [ 0, %3998 ], [ %5312, %5311 ]
  %4007 = sub nsw i64 %1060, %4006
  %4008 = icmp sgt i64 %4007, 3
  %4009 = trunc i64 %4007 to i32
  %4010 = select i1 %4008, i32 4, i32 %4009
  switch i32 %4010, label %5311 [
    i32 1, label %4011
    i32 2, label %4156
    i32 3, label %4422
    i32 4, label %4807
  ]

4011:                                             ; preds = %4005
  br i1 %1165, label %4012, label %4017

4012:                                             ; preds = %4011
  %4013 = shl nsw i64 %4006, 5
  %4014 = sub i64 %4013, %17
  %4015 = xor i64 %4013, -1
  %4016 = add i64 %1170, %4015
  br label %4031

4017:                                             ; preds = %4046, %4011
  %4018 = phi <16 x float> [ zeroinitializer, %4011 ], [ %4047, %4046 ]
  %4019 = shl nsw i64 %4006, 4
  %4020 = sub nsw i64 %9, %4019
  %4021 = icmp sgt i64 %4020, 15
  %4022 = trunc i64 %4020 to i32
  %4023 = shl nsw i32 -1, %4022
  %4024 = trunc i32 %4023 to i16
  %4025 = xor i16 %4024, -1
  %4026 = select i1 %4021, i16 -1, i16 %4025
  %4027 = getelementptr inbounds nuw float, ptr %1588, i64 %4019
  %4028 = getelementptr inbounds nuw float, ptr %1593, i64 %4019
  %4029 = select i1 %4000, ptr null, ptr %4028
  %4030 = bitcast i16 %4026 to <16 x i1>
  br i1 %3999, label %4097, label %4092

4031:                                             ; preds = %4012, %4046
  %4032 = phi <16 x float> [ zeroinitializer, %4012 ], [ %4047, %4046 ]
  %4033 = phi i64 [ 0, %4012 ], [ %4048, %4046 ]
  %4034 = mul nsw i64 %4033, %14
  %4035 = sub i64 %4034, %16
  %4036 = add i64 %4035, %4004
  %4037 = icmp slt i64 %4036, 0
  %4038 = icmp sge i64 %4036, %6
  %4039 = or i1 %4037, %4038
  %4040 = select i1 %4039, i64 0, i64 %4036
  %4041 = mul nsw i64 %4040, %7
  %4042 = getelementptr inbounds float, ptr %1578, i64 %4041
  br i1 %1166, label %4043, label %4046

4043:                                             ; preds = %4031
  %4044 = mul nuw nsw i64 %4033, %11
  %4045 = getelementptr inbounds nuw float, ptr %1580, i64 %4044
  br label %4050

4046:                                             ; preds = %4050, %4031
  %4047 = phi <16 x float> [ %4032, %4031 ], [ %4089, %4050 ]
  %4048 = add nuw nsw i64 %4033, 1
  %4049 = icmp eq i64 %4048, %10
  br i1 %4049, label %4017, label %4031

4050:                                             ; preds = %4043, %4050
  %4051 = phi <16 x float> [ %4032, %4043 ], [ %4089, %4050 ]
  %4052 = phi i64 [ 0, %4043 ], [ %4090, %4050 ]
  %4053 = getelementptr inbounds nuw float, ptr %4045, i64 %4052
  %4054 = load float, ptr %4053, align 4
  %4055 = insertelement <16 x float> poison, float %4054, i64 0
  %4056 = shufflevector <16 x float> %4055, <16 x float> poison, <16 x i32> zeroinitializer
  %4057 = mul nsw i64 %4052, %15
  %4058 = add i64 %4014, %4057
  %4059 = icmp slt i64 %4058, 0
  %4060 = sub nsw i64 0, %4058
  %4061 = select i1 %4059, i64 %4060, i64 0
  %4062 = sub nsw i64 %7, %4058
  %4063 = call i64 @llvm.smin.i64(i64 %4062, i64 %4016)
  %4064 = call i64 @llvm.smin.i64(i64 %4063, i64 32)
  %4065 = icmp sgt i64 %4064, %4061
  %4066 = select i1 %4065, i64 %4061, i64 0
  %4067 = select i1 %4065, i64 %4064, i64 0
  %4068 = icmp sgt i64 %4067, %4066
  %4069 = icmp sgt i64 %4067, 31
  %4070 = trunc i64 %4067 to i32
  %4071 = shl nsw i32 -1, %4070
  %4072 = xor i32 %4071, -1
  %4073 = select i1 %4069, i32 -1, i32 %4072
  %4074 = trunc i64 %4066 to i32
  %4075 = shl nsw i32 -1, %4074
  %4076 = and i32 %4073, %4075
  %4077 = select i1 %4068, i32 %4076, i32 0
  %4078 = getelementptr inbounds float, ptr %4042, i64 %4058
  %4079 = select i1 %4039, i32 0, i32 %4077
  %4080 = trunc i32 %4079 to i16
  %4081 = bitcast i16 %4080 to <16 x i1>
  %4082 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4078, <16 x i1> %4081, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4083 = lshr i32 %4079, 16
  %4084 = trunc nuw i32 %4083 to i16
  %4085 = getelementptr inbounds nuw i8, ptr %4078, i64 64
  %4086 = bitcast i16 %4084 to <16 x i1>
  %4087 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4085, <16 x i1> %4086, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4088 = shufflevector <16 x float> %4082, <16 x float> %4087, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4089 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4088, <16 x float> %4056, <16 x float> %4051)
  %4090 = add nuw nsw i64 %4052, 1
  %4091 = icmp eq i64 %4090, %11
  br i1 %4091, label %4046, label %4050

4092:                                             ; preds = %4017
  %4093 = load float, ptr %1581, align 4
  %4094 = insertelement <16 x float> poison, float %4093, i64 0
  %4095 = shufflevector <16 x float> %4094, <16 x float> poison, <16 x i32> zeroinitializer
  %4096 = fadd <16 x float> %4018, %4095
  br label %4097

4097:                                             ; preds = %4092, %4017
  %4098 = phi <16 x float> [ %4096, %4092 ], [ %4018, %4017 ]
  switch i64 %1387, label %528 [
    i64 1, label %4099
    i64 2, label %4102
    i64 3, label %4109
    i64 0, label %4154
  ]

4099:                                             ; preds = %4097
  %4100 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4029, <16 x i1> %4030, <16 x float> zeroinitializer)
  %4101 = fadd <16 x float> %4098, %4100
  br label %4116

4102:                                             ; preds = %4097
  %4103 = bitcast <16 x float> %4098 to <8 x i64>
  %4104 = or <8 x i64> %4103, %1169
  %4105 = fcmp oeq <16 x float> %4098, %46
  %4106 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4098, i32 4)
  %4107 = bitcast <8 x i64> %4104 to <16 x float>
  %4108 = select <16 x i1> %4105, <16 x float> %4107, <16 x float> %4106
  br label %4116

4109:                                             ; preds = %4097
  %4110 = bitcast <16 x float> %4098 to <8 x i64>
  %4111 = and <8 x i64> %4110, %1168
  %4112 = fcmp oeq <16 x float> %4098, %43
  %4113 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4098, i32 4)
  %4114 = bitcast <8 x i64> %4111 to <16 x float>
  %4115 = select <16 x i1> %4112, <16 x float> %4114, <16 x float> %4113
  br label %4116

4116:                                             ; preds = %4109, %4102, %4099
  %4117 = phi <16 x float> [ %4101, %4099 ], [ %4108, %4102 ], [ %4115, %4109 ]
  switch i64 %1389, label %528 [
    i64 1, label %4132
    i64 2, label %4125
    i64 3, label %4118
    i64 0, label %4154
  ]

4118:                                             ; preds = %4116
  %4119 = bitcast <16 x float> %4117 to <8 x i64>
  %4120 = and <8 x i64> %4119, %1168
  %4121 = fcmp oeq <16 x float> %4117, %43
  %4122 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4117, i32 4)
  %4123 = bitcast <8 x i64> %4120 to <16 x float>
  %4124 = select <16 x i1> %4121, <16 x float> %4123, <16 x float> %4122
  br label %4135

4125:                                             ; preds = %4116
  %4126 = bitcast <16 x float> %4117 to <8 x i64>
  %4127 = or <8 x i64> %4126, %1169
  %4128 = fcmp oeq <16 x float> %4117, %46
  %4129 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4117, i32 4)
  %4130 = bitcast <8 x i64> %4127 to <16 x float>
  %4131 = select <16 x i1> %4128, <16 x float> %4130, <16 x float> %4129
  br label %4135

4132:                                             ; preds = %4116
  %4133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4029, <16 x i1> %4030, <16 x float> zeroinitializer)
  %4134 = fadd <16 x float> %4117, %4133
  br label %4135

4135:                                             ; preds = %4132, %4125, %4118
  %4136 = phi <16 x float> [ %4134, %4132 ], [ %4131, %4125 ], [ %4124, %4118 ]
  switch i64 %1391, label %528 [
    i64 1, label %4151
    i64 2, label %4144
    i64 3, label %4137
    i64 0, label %4154
  ]

4137:                                             ; preds = %4135
  %4138 = bitcast <16 x float> %4136 to <8 x i64>
  %4139 = and <8 x i64> %4138, %1168
  %4140 = fcmp oeq <16 x float> %4136, %43
  %4141 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4136, i32 4)
  %4142 = bitcast <8 x i64> %4139 to <16 x float>
  %4143 = select <16 x i1> %4140, <16 x float> %4142, <16 x float> %4141
  br label %4154

4144:                                             ; preds = %4135
  %4145 = bitcast <16 x float> %4136 to <8 x i64>
  %4146 = or <8 x i64> %4145, %1169
  %4147 = fcmp oeq <16 x float> %4136, %46
  %4148 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4136, i32 4)
  %4149 = bitcast <8 x i64> %4146 to <16 x float>
  %4150 = select <16 x i1> %4147, <16 x float> %4149, <16 x float> %4148
  br label %4154

4151:                                             ; preds = %4135
  %4152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4029, <16 x i1> %4030, <16 x float> zeroinitializer)
  %4153 = fadd <16 x float> %4136, %4152
  br label %4154

4154:                                             ; preds = %4137, %4144, %4151, %4135, %4116, %4097
  %4155 = phi <16 x float> [ %4136, %4135 ], [ %4098, %4097 ], [ %4117, %4116 ], [ %4153, %4151 ], [ %4150, %4144 ], [ %4143, %4137 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4155, ptr align 1 %4027, <16 x i1> %4030)
  br label %5311

4156:                                             ; preds = %4005
  br i1 %1165, label %4157, label %4266

4157:                                             ; preds = %4156
  %4158 = shl nsw i64 %4006, 5
  %4159 = xor i64 %4158, -1
  %4160 = add i64 %1170, %4159
  %4161 = shl i64 %4006, 5
  %4162 = or disjoint i64 %4161, 32
  %4163 = xor i64 %4161, -33
  %4164 = add i64 %1170, %4163
  br label %4165

4165:                                             ; preds = %4157, %4181
  %4166 = phi <16 x float> [ zeroinitializer, %4157 ], [ %4182, %4181 ]
  %4167 = phi <16 x float> [ zeroinitializer, %4157 ], [ %4183, %4181 ]
  %4168 = phi i64 [ 0, %4157 ], [ %4184, %4181 ]
  %4169 = mul nsw i64 %4168, %14
  %4170 = sub i64 %4169, %16
  %4171 = add i64 %4170, %4003
  %4172 = icmp slt i64 %4171, 0
  %4173 = icmp sge i64 %4171, %6
  %4174 = or i1 %4172, %4173
  %4175 = select i1 %4174, i64 0, i64 %4171
  %4176 = mul nsw i64 %4175, %7
  %4177 = getelementptr inbounds float, ptr %1578, i64 %4176
  br i1 %1166, label %4178, label %4181

4178:                                             ; preds = %4165
  %4179 = mul nuw nsw i64 %4168, %11
  %4180 = getelementptr inbounds nuw float, ptr %1580, i64 %4179
  br label %4186

4181:                                             ; preds = %4250, %4165
  %4182 = phi <16 x float> [ %4166, %4165 ], [ %4229, %4250 ]
  %4183 = phi <16 x float> [ %4167, %4165 ], [ %4263, %4250 ]
  %4184 = add nuw nsw i64 %4168, 1
  %4185 = icmp eq i64 %4184, %10
  br i1 %4185, label %4266, label %4165

4186:                                             ; preds = %4178, %4250
  %4187 = phi <16 x float> [ %4166, %4178 ], [ %4229, %4250 ]
  %4188 = phi <16 x float> [ %4167, %4178 ], [ %4263, %4250 ]
  %4189 = phi i64 [ 0, %4178 ], [ %4264, %4250 ]
  %4190 = getelementptr inbounds nuw float, ptr %4180, i64 %4189
  %4191 = load float, ptr %4190, align 4
  %4192 = insertelement <16 x float> poison, float %4191, i64 0
  %4193 = shufflevector <16 x float> %4192, <16 x float> poison, <16 x i32> zeroinitializer
  %4194 = mul nsw i64 %4189, %15
  %4195 = sub i64 %4194, %17
  %4196 = add i64 %4195, %4158
  %4197 = icmp slt i64 %4196, 0
  %4198 = sub nsw i64 0, %4196
  %4199 = select i1 %4197, i64 %4198, i64 0
  %4200 = sub nsw i64 %7, %4196
  %4201 = call i64 @llvm.smin.i64(i64 %4200, i64 %4160)
  %4202 = call i64 @llvm.smin.i64(i64 %4201, i64 32)
  %4203 = icmp sgt i64 %4202, %4199
  %4204 = select i1 %4203, i64 %4199, i64 0
  %4205 = select i1 %4203, i64 %4202, i64 0
  %4206 = icmp sgt i64 %4205, %4204
  br i1 %4206, label %4207, label %4216

4207:                                             ; preds = %4186
  %4208 = icmp sgt i64 %4205, 31
  %4209 = trunc i64 %4205 to i32
  %4210 = shl nsw i32 -1, %4209
  %4211 = xor i32 %4210, -1
  %4212 = select i1 %4208, i32 -1, i32 %4211
  %4213 = trunc i64 %4204 to i32
  %4214 = shl nsw i32 -1, %4213
  %4215 = and i32 %4212, %4214
  br label %4216

4216:                                             ; preds = %4207, %4186
  %4217 = phi i32 [ %4215, %4207 ], [ 0, %4186 ]
  %4218 = getelementptr inbounds float, ptr %4177, i64 %4196
  %4219 = select i1 %4174, i32 0, i32 %4217
  %4220 = trunc i32 %4219 to i16
  %4221 = bitcast i16 %4220 to <16 x i1>
  %4222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4218, <16 x i1> %4221, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4223 = lshr i32 %4219, 16
  %4224 = trunc nuw i32 %4223 to i16
  %4225 = getelementptr inbounds nuw i8, ptr %4218, i64 64
  %4226 = bitcast i16 %4224 to <16 x i1>
  %4227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4225, <16 x i1> %4226, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4228 = shufflevector <16 x float> %4222, <16 x float> %4227, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4229 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4228, <16 x float> %4193, <16 x float> %4187)
  %4230 = add i64 %4195, %4162
  %4231 = icmp slt i64 %4230, 0
  %4232 = sub nsw i64 0, %4230
  %4233 = select i1 %4231, i64 %4232, i64 0
  %4234 = sub nsw i64 %7, %4230
  %4235 = call i64 @llvm.smin.i64(i64 %4234, i64 %4164)
  %4236 = call i64 @llvm.smin.i64(i64 %4235, i64 32)
  %4237 = icmp sgt i64 %4236, %4233
  %4238 = select i1 %4237, i64 %4233, i64 0
  %4239 = select i1 %4237, i64 %4236, i64 0
  %4240 = icmp sgt i64 %4239, %4238
  br i1 %4240, label %4241, label %4250

4241:                                             ; preds = %4216
  %4242 = icmp sgt i64 %4239, 31
  %4243 = trunc i64 %4239 to i32
  %4244 = shl nsw i32 -1, %4243
  %4245 = xor i32 %4244, -1
  %4246 = select i1 %4242, i32 -1, i32 %4245
  %4247 = trunc i64 %4238 to i32
  %4248 = shl nsw i32 -1, %4247
  %4249 = and i32 %4246, %4248
  br label %4250

4250:                                             ; preds = %4241, %4216
  %4251 = phi i32 [ %4249, %4241 ], [ 0, %4216 ]
  %4252 = getelementptr inbounds float, ptr %4177, i64 %4230
  %4253 = select i1 %4174, i32 0, i32 %4251
  %4254 = trunc i32 %4253 to i16
  %4255 = bitcast i16 %4254 to <16 x i1>
  %4256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4252, <16 x i1> %4255, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4257 = lshr i32 %4253, 16
  %4258 = trunc nuw i32 %4257 to i16
  %4259 = getelementptr inbounds nuw i8, ptr %4252, i64 64
  %4260 = bitcast i16 %4258 to <16 x i1>
  %4261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4259, <16 x i1> %4260, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4262 = shufflevector <16 x float> %4256, <16 x float> %4261, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4263 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4262, <16 x float> %4193, <16 x float> %4188)
  %4264 = add nuw nsw i64 %4189, 1
  %4265 = icmp eq i64 %4264, %11
  br i1 %4265, label %4181, label %4186

4266:                                             ; preds = %4181, %4156
  %4267 = phi <16 x float> [ zeroinitializer, %4156 ], [ %4182, %4181 ]
  %4268 = phi <16 x float> [ zeroinitializer, %4156 ], [ %4183, %4181 ]
  %4269 = shl nsw i64 %4006, 4
  %4270 = sub nsw i64 %9, %4269
  %4271 = icmp sgt i64 %4270, 15
  %4272 = trunc i64 %4270 to i32
  %4273 = shl nsw i32 -1, %4272
  %4274 = trunc i32 %4273 to i16
  %4275 = xor i16 %4274, -1
  %4276 = select i1 %4271, i16 -1, i16 %4275
  br i1 %3999, label %4282, label %4277

4277:                                             ; preds = %4266
  %4278 = load float, ptr %1581, align 4
  %4279 = insertelement <16 x float> poison, float %4278, i64 0
  %4280 = shufflevector <16 x float> %4279, <16 x float> poison, <16 x i32> zeroinitializer
  %4281 = fadd <16 x float> %4267, %4280
  br label %4282

4282:                                             ; preds = %4277, %4266
  %4283 = phi <16 x float> [ %4281, %4277 ], [ %4267, %4266 ]
  %4284 = getelementptr inbounds nuw float, ptr %1588, i64 %4269
  %4285 = getelementptr inbounds nuw float, ptr %1593, i64 %4269
  %4286 = select i1 %4000, ptr null, ptr %4285
  %4287 = bitcast i16 %4276 to <16 x i1>
  switch i64 %1378, label %528 [
    i64 1, label %4288
    i64 2, label %4291
    i64 3, label %4298
    i64 0, label %4343
  ]

4288:                                             ; preds = %4282
  %4289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4286, <16 x i1> %4287, <16 x float> zeroinitializer)
  %4290 = fadd <16 x float> %4283, %4289
  br label %4305

4291:                                             ; preds = %4282
  %4292 = bitcast <16 x float> %4283 to <8 x i64>
  %4293 = or <8 x i64> %4292, %1169
  %4294 = fcmp oeq <16 x float> %4283, %46
  %4295 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4283, i32 4)
  %4296 = bitcast <8 x i64> %4293 to <16 x float>
  %4297 = select <16 x i1> %4294, <16 x float> %4296, <16 x float> %4295
  br label %4305

4298:                                             ; preds = %4282
  %4299 = bitcast <16 x float> %4283 to <8 x i64>
  %4300 = and <8 x i64> %4299, %1168
  %4301 = fcmp oeq <16 x float> %4283, %43
  %4302 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4283, i32 4)
  %4303 = bitcast <8 x i64> %4300 to <16 x float>
  %4304 = select <16 x i1> %4301, <16 x float> %4303, <16 x float> %4302
  br label %4305

4305:                                             ; preds = %4298, %4291, %4288
  %4306 = phi <16 x float> [ %4290, %4288 ], [ %4297, %4291 ], [ %4304, %4298 ]
  switch i64 %1380, label %528 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
    i64 0, label %4343
  ]

4307:                                             ; preds = %4305
  %4308 = bitcast <16 x float> %4306 to <8 x i64>
  %4309 = and <8 x i64> %4308, %1168
  %4310 = fcmp oeq <16 x float> %4306, %43
  %4311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4306, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4324

4314:                                             ; preds = %4305
  %4315 = bitcast <16 x float> %4306 to <8 x i64>
  %4316 = or <8 x i64> %4315, %1169
  %4317 = fcmp oeq <16 x float> %4306, %46
  %4318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4306, i32 4)
  %4319 = bitcast <8 x i64> %4316 to <16 x float>
  %4320 = select <16 x i1> %4317, <16 x float> %4319, <16 x float> %4318
  br label %4324

4321:                                             ; preds = %4305
  %4322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4286, <16 x i1> %4287, <16 x float> zeroinitializer)
  %4323 = fadd <16 x float> %4306, %4322
  br label %4324

4324:                                             ; preds = %4321, %4314, %4307
  %4325 = phi <16 x float> [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  switch i64 %1382, label %528 [
    i64 1, label %4340
    i64 2, label %4333
    i64 3, label %4326
    i64 0, label %4343
  ]

4326:                                             ; preds = %4324
  %4327 = bitcast <16 x float> %4325 to <8 x i64>
  %4328 = and <8 x i64> %4327, %1168
  %4329 = fcmp oeq <16 x float> %4325, %43
  %4330 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4325, i32 4)
  %4331 = bitcast <8 x i64> %4328 to <16 x float>
  %4332 = select <16 x i1> %4329, <16 x float> %4331, <16 x float> %4330
  br label %4343

4333:                                             ; preds = %4324
  %4334 = bitcast <16 x float> %4325 to <8 x i64>
  %4335 = or <8 x i64> %4334, %1169
  %4336 = fcmp oeq <16 x float> %4325, %46
  %4337 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4325, i32 4)
  %4338 = bitcast <8 x i64> %4335 to <16 x float>
  %4339 = select <16 x i1> %4336, <16 x float> %4338, <16 x float> %4337
  br label %4343

4340:                                             ; preds = %4324
  %4341 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4286, <16 x i1> %4287, <16 x float> zeroinitializer)
  %4342 = fadd <16 x float> %4325, %4341
  br label %4343

4343:                                             ; preds = %4326, %4333, %4340, %4324, %4305, %4282
  %4344 = phi <16 x float> [ %4325, %4324 ], [ %4283, %4282 ], [ %4306, %4305 ], [ %4342, %4340 ], [ %4339, %4333 ], [ %4332, %4326 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4344, ptr align 1 %4284, <16 x i1> %4287)
  %4345 = shl i64 %4006, 4
  %4346 = or disjoint i64 %4345, 16
  %4347 = sub nsw i64 %9, %4346
  %4348 = icmp sgt i64 %4347, 15
  %4349 = trunc i64 %4347 to i32
  %4350 = shl nsw i32 -1, %4349
  %4351 = trunc i32 %4350 to i16
  %4352 = xor i16 %4351, -1
  %4353 = select i1 %4348, i16 -1, i16 %4352
  br i1 %3999, label %4359, label %4354

4354:                                             ; preds = %4343
  %4355 = load float, ptr %1581, align 4
  %4356 = insertelement <16 x float> poison, float %4355, i64 0
  %4357 = shufflevector <16 x float> %4356, <16 x float> poison, <16 x i32> zeroinitializer
  %4358 = fadd <16 x float> %4268, %4357
  br label %4359

4359:                                             ; preds = %4354, %4343
  %4360 = phi <16 x float> [ %4358, %4354 ], [ %4268, %4343 ]
  %4361 = getelementptr inbounds nuw float, ptr %1588, i64 %4346
  %4362 = getelementptr inbounds nuw float, ptr %1593, i64 %4346
  %4363 = select i1 %4000, ptr null, ptr %4362
  %4364 = bitcast i16 %4353 to <16 x i1>
  switch i64 %1378, label %528 [
    i64 1, label %4379
    i64 2, label %4372
    i64 3, label %4365
    i64 0, label %4420
  ]

4365:                                             ; preds = %4359
  %4366 = bitcast <16 x float> %4360 to <8 x i64>
  %4367 = and <8 x i64> %4366, %1168
  %4368 = fcmp oeq <16 x float> %4360, %43
  %4369 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4360, i32 4)
  %4370 = bitcast <8 x i64> %4367 to <16 x float>
  %4371 = select <16 x i1> %4368, <16 x float> %4370, <16 x float> %4369
  br label %4382

4372:                                             ; preds = %4359
  %4373 = bitcast <16 x float> %4360 to <8 x i64>
  %4374 = or <8 x i64> %4373, %1169
  %4375 = fcmp oeq <16 x float> %4360, %46
  %4376 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4360, i32 4)
  %4377 = bitcast <8 x i64> %4374 to <16 x float>
  %4378 = select <16 x i1> %4375, <16 x float> %4377, <16 x float> %4376
  br label %4382

4379:                                             ; preds = %4359
  %4380 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4363, <16 x i1> %4364, <16 x float> zeroinitializer)
  %4381 = fadd <16 x float> %4360, %4380
  br label %4382

4382:                                             ; preds = %4379, %4372, %4365
  %4383 = phi <16 x float> [ %4381, %4379 ], [ %4378, %4372 ], [ %4371, %4365 ]
  switch i64 %1384, label %528 [
    i64 1, label %4398
    i64 2, label %4391
    i64 3, label %4384
    i64 0, label %4420
  ]

4384:                                             ; preds = %4382
  %4385 = bitcast <16 x float> %4383 to <8 x i64>
  %4386 = and <8 x i64> %4385, %1168
  %4387 = fcmp oeq <16 x float> %4383, %43
  %4388 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4383, i32 4)
  %4389 = bitcast <8 x i64> %4386 to <16 x float>
  %4390 = select <16 x i1> %4387, <16 x float> %4389, <16 x float> %4388
  br label %4401

4391:                                             ; preds = %4382
  %4392 = bitcast <16 x float> %4383 to <8 x i64>
  %4393 = or <8 x i64> %4392, %1169
  %4394 = fcmp oeq <16 x float> %4383, %46
  %4395 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4383, i32 4)
  %4396 = bitcast <8 x i64> %4393 to <16 x float>
  %4397 = select <16 x i1> %4394, <16 x float> %4396, <16 x float> %4395
  br label %4401

4398:                                             ; preds = %4382
  %4399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4363, <16 x i1> %4364, <16 x float> zeroinitializer)
  %4400 = fadd <16 x float> %4383, %4399
  br label %4401

4401:                                             ; preds = %4398, %4391, %4384
  %4402 = phi <16 x float> [ %4400, %4398 ], [ %4397, %4391 ], [ %4390, %4384 ]
  switch i64 %1386, label %528 [
    i64 1, label %4417
    i64 2, label %4410
    i64 3, label %4403
    i64 0, label %4420
  ]

4403:                                             ; preds = %4401
  %4404 = bitcast <16 x float> %4402 to <8 x i64>
  %4405 = and <8 x i64> %4404, %1168
  %4406 = fcmp oeq <16 x float> %4402, %43
  %4407 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4402, i32 4)
  %4408 = bitcast <8 x i64> %4405 to <16 x float>
  %4409 = select <16 x i1> %4406, <16 x float> %4408, <16 x float> %4407
  br label %4420

4410:                                             ; preds = %4401
  %4411 = bitcast <16 x float> %4402 to <8 x i64>
  %4412 = or <8 x i64> %4411, %1169
  %4413 = fcmp oeq <16 x float> %4402, %46
  %4414 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4402, i32 4)
  %4415 = bitcast <8 x i64> %4412 to <16 x float>
  %4416 = select <16 x i1> %4413, <16 x float> %4415, <16 x float> %4414
  br label %4420

4417:                                             ; preds = %4401
  %4418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4363, <16 x i1> %4364, <16 x float> zeroinitializer)
  %4419 = fadd <16 x float> %4402, %4418
  br label %4420

4420:                                             ; preds = %4403, %4410, %4417, %4401, %4382, %4359
  %4421 = phi <16 x float> [ %4402, %4401 ], [ %4360, %4359 ], [ %4383, %4382 ], [ %4419, %4417 ], [ %4416, %4410 ], [ %4409, %4403 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4421, ptr nonnull align 1 %4361, <16 x i1> %4364)
  br label %5311

4422:                                             ; preds = %4005
  br i1 %1165, label %4423, label %4573

4423:                                             ; preds = %4422
  %4424 = shl nsw i64 %4006, 5
  %4425 = xor i64 %4424, -1
  %4426 = add i64 %1170, %4425
  %4427 = shl i64 %4006, 5
  %4428 = or disjoint i64 %4427, 32
  %4429 = xor i64 %4427, -33
  %4430 = add i64 %1170, %4429
  %4431 = shl i64 %4006, 5
  %4432 = or disjoint i64 %4431, 64
  %4433 = xor i64 %4431, -65
  %4434 = add i64 %1170, %4433
  br label %4435

4435:                                             ; preds = %4423, %4452
  %4436 = phi <16 x float> [ zeroinitializer, %4423 ], [ %4453, %4452 ]
  %4437 = phi <16 x float> [ zeroinitializer, %4423 ], [ %4454, %4452 ]
  %4438 = phi <16 x float> [ zeroinitializer, %4423 ], [ %4455, %4452 ]
  %4439 = phi i64 [ 0, %4423 ], [ %4456, %4452 ]
  %4440 = mul nsw i64 %4439, %14
  %4441 = sub i64 %4440, %16
  %4442 = add i64 %4441, %4002
  %4443 = icmp slt i64 %4442, 0
  %4444 = icmp sge i64 %4442, %6
  %4445 = or i1 %4443, %4444
  %4446 = select i1 %4445, i64 0, i64 %4442
  %4447 = mul nsw i64 %4446, %7
  %4448 = getelementptr inbounds float, ptr %1578, i64 %4447
  br i1 %1166, label %4449, label %4452

4449:                                             ; preds = %4435
  %4450 = mul nuw nsw i64 %4439, %11
  %4451 = getelementptr inbounds nuw float, ptr %1580, i64 %4450
  br label %4458

4452:                                             ; preds = %4557, %4435
  %4453 = phi <16 x float> [ %4436, %4435 ], [ %4502, %4557 ]
  %4454 = phi <16 x float> [ %4437, %4435 ], [ %4536, %4557 ]
  %4455 = phi <16 x float> [ %4438, %4435 ], [ %4570, %4557 ]
  %4456 = add nuw nsw i64 %4439, 1
  %4457 = icmp eq i64 %4456, %10
  br i1 %4457, label %4573, label %4435

4458:                                             ; preds = %4449, %4557
  %4459 = phi <16 x float> [ %4436, %4449 ], [ %4502, %4557 ]
  %4460 = phi <16 x float> [ %4437, %4449 ], [ %4536, %4557 ]
  %4461 = phi <16 x float> [ %4438, %4449 ], [ %4570, %4557 ]
  %4462 = phi i64 [ 0, %4449 ], [ %4571, %4557 ]
  %4463 = getelementptr inbounds nuw float, ptr %4451, i64 %4462
  %4464 = load float, ptr %4463, align 4
  %4465 = insertelement <16 x float> poison, float %4464, i64 0
  %4466 = shufflevector <16 x float> %4465, <16 x float> poison, <16 x i32> zeroinitializer
  %4467 = mul nsw i64 %4462, %15
  %4468 = sub i64 %4467, %17
  %4469 = add i64 %4468, %4424
  %4470 = icmp slt i64 %4469, 0
  %4471 = sub nsw i64 0, %4469
  %4472 = select i1 %4470, i64 %4471, i64 0
  %4473 = sub nsw i64 %7, %4469
  %4474 = call i64 @llvm.smin.i64(i64 %4473, i64 %4426)
  %4475 = call i64 @llvm.smin.i64(i64 %4474, i64 32)
  %4476 = icmp sgt i64 %4475, %4472
  %4477 = select i1 %4476, i64 %4472, i64 0
  %4478 = select i1 %4476, i64 %4475, i64 0
  %4479 = icmp sgt i64 %4478, %4477
  br i1 %4479, label %4480, label %4489

4480:                                             ; preds = %4458
  %4481 = icmp sgt i64 %4478, 31
  %4482 = trunc i64 %4478 to i32
  %4483 = shl nsw i32 -1, %4482
  %4484 = xor i32 %4483, -1
  %4485 = select i1 %4481, i32 -1, i32 %4484
  %4486 = trunc i64 %4477 to i32
  %4487 = shl nsw i32 -1, %4486
  %4488 = and i32 %4485, %4487
  br label %4489

4489:                                             ; preds = %4480, %4458
  %4490 = phi i32 [ %4488, %4480 ], [ 0, %4458 ]
  %4491 = getelementptr inbounds float, ptr %4448, i64 %4469
  %4492 = select i1 %4445, i32 0, i32 %4490
  %4493 = trunc i32 %4492 to i16
  %4494 = bitcast i16 %4493 to <16 x i1>
  %4495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4491, <16 x i1> %4494, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4496 = lshr i32 %4492, 16
  %4497 = trunc nuw i32 %4496 to i16
  %4498 = getelementptr inbounds nuw i8, ptr %4491, i64 64
  %4499 = bitcast i16 %4497 to <16 x i1>
  %4500 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4498, <16 x i1> %4499, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4501 = shufflevector <16 x float> %4495, <16 x float> %4500, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4502 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4501, <16 x float> %4466, <16 x float> %4459)
  %4503 = add i64 %4468, %4428
  %4504 = icmp slt i64 %4503, 0
  %4505 = sub nsw i64 0, %4503
  %4506 = select i1 %4504, i64 %4505, i64 0
  %4507 = sub nsw i64 %7, %4503
  %4508 = call i64 @llvm.smin.i64(i64 %4507, i64 %4430)
  %4509 = call i64 @llvm.smin.i64(i64 %4508, i64 32)
  %4510 = icmp sgt i64 %4509, %4506
  %4511 = select i1 %4510, i64 %4506, i64 0
  %4512 = select i1 %4510, i64 %4509, i64 0
  %4513 = icmp sgt i64 %4512, %4511
  br i1 %4513, label %4514, label %4523

4514:                                             ; preds = %4489
  %4515 = icmp sgt i64 %4512, 31
  %4516 = trunc i64 %4512 to i32
  %4517 = shl nsw i32 -1, %4516
  %4518 = xor i32 %4517, -1
  %4519 = select i1 %4515, i32 -1, i32 %4518
  %4520 = trunc i64 %4511 to i32
  %4521 = shl nsw i32 -1, %4520
  %4522 = and i32 %4519, %4521
  br label %4523

4523:                                             ; preds = %4514, %4489
  %4524 = phi i32 [ %4522, %4514 ], [ 0, %4489 ]
  %4525 = getelementptr inbounds float, ptr %4448, i64 %4503
  %4526 = select i1 %4445, i32 0, i32 %4524
  %4527 = trunc i32 %4526 to i16
  %4528 = bitcast i16 %4527 to <16 x i1>
  %4529 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4525, <16 x i1> %4528, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4530 = lshr i32 %4526, 16
  %4531 = trunc nuw i32 %4530 to i16
  %4532 = getelementptr inbounds nuw i8, ptr %4525, i64 64
  %4533 = bitcast i16 %4531 to <16 x i1>
  %4534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4532, <16 x i1> %4533, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4535 = shufflevector <16 x float> %4529, <16 x float> %4534, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4536 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4535, <16 x float> %4466, <16 x float> %4460)
  %4537 = add i64 %4468, %4432
  %4538 = icmp slt i64 %4537, 0
  %4539 = sub nsw i64 0, %4537
  %4540 = select i1 %4538, i64 %4539, i64 0
  %4541 = sub nsw i64 %7, %4537
  %4542 = call i64 @llvm.smin.i64(i64 %4541, i64 %4434)
  %4543 = call i64 @llvm.smin.i64(i64 %4542, i64 32)
  %4544 = icmp sgt i64 %4543, %4540
  %4545 = select i1 %4544, i64 %4540, i64 0
  %4546 = select i1 %4544, i64 %4543, i64 0
  %4547 = icmp sgt i64 %4546, %4545
  br i1 %4547, label %4548, label %4557

4548:                                             ; preds = %4523
  %4549 = icmp sgt i64 %4546, 31
  %4550 = trunc i64 %4546 to i32
  %4551 = shl nsw i32 -1, %4550
  %4552 = xor i32 %4551, -1
  %4553 = select i1 %4549, i32 -1, i32 %4552
  %4554 = trunc i64 %4545 to i32
  %4555 = shl nsw i32 -1, %4554
  %4556 = and i32 %4553, %4555
  br label %4557

4557:                                             ; preds = %4548, %4523
  %4558 = phi i32 [ %4556, %4548 ], [ 0, %4523 ]
  %4559 = getelementptr inbounds float, ptr %4448, i64 %4537
  %4560 = select i1 %4445, i32 0, i32 %4558
  %4561 = trunc i32 %4560 to i16
  %4562 = bitcast i16 %4561 to <16 x i1>
  %4563 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4559, <16 x i1> %4562, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4564 = lshr i32 %4560, 16
  %4565 = trunc nuw i32 %4564 to i16
  %4566 = getelementptr inbounds nuw i8, ptr %4559, i64 64
  %4567 = bitcast i16 %4565 to <16 x i1>
  %4568 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4566, <16 x i1> %4567, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4569 = shufflevector <16 x float> %4563, <16 x float> %4568, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4570 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4569, <16 x float> %4466, <16 x float> %4461)
  %4571 = add nuw nsw i64 %4462, 1
  %4572 = icmp eq i64 %4571, %11
  br i1 %4572, label %4452, label %4458

4573:                                             ; preds = %4452, %4422
  %4574 = phi <16 x float> [ zeroinitializer, %4422 ], [ %4453, %4452 ]
  %4575 = phi <16 x float> [ zeroinitializer, %4422 ], [ %4454, %4452 ]
  %4576 = phi <16 x float> [ zeroinitializer, %4422 ], [ %4455, %4452 ]
  %4577 = shl nsw i64 %4006, 4
  %4578 = sub nsw i64 %9, %4577
  %4579 = icmp sgt i64 %4578, 15
  %4580 = trunc i64 %4578 to i32
  %4581 = shl nsw i32 -1, %4580
  %4582 = trunc i32 %4581 to i16
  %4583 = xor i16 %4582, -1
  %4584 = select i1 %4579, i16 -1, i16 %4583
  br i1 %3999, label %4590, label %4585

4585:                                             ; preds = %4573
  %4586 = load float, ptr %1581, align 4
  %4587 = insertelement <16 x float> poison, float %4586, i64 0
  %4588 = shufflevector <16 x float> %4587, <16 x float> poison, <16 x i32> zeroinitializer
  %4589 = fadd <16 x float> %4574, %4588
  br label %4590

4590:                                             ; preds = %4585, %4573
  %4591 = phi <16 x float> [ %4589, %4585 ], [ %4574, %4573 ]
  %4592 = getelementptr inbounds nuw float, ptr %1588, i64 %4577
  %4593 = getelementptr inbounds nuw float, ptr %1593, i64 %4577
  %4594 = select i1 %4000, ptr null, ptr %4593
  %4595 = bitcast i16 %4584 to <16 x i1>
  switch i64 %1365, label %528 [
    i64 1, label %4596
    i64 2, label %4599
    i64 3, label %4606
    i64 0, label %4651
  ]

4596:                                             ; preds = %4590
  %4597 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4594, <16 x i1> %4595, <16 x float> zeroinitializer)
  %4598 = fadd <16 x float> %4591, %4597
  br label %4613

4599:                                             ; preds = %4590
  %4600 = bitcast <16 x float> %4591 to <8 x i64>
  %4601 = or <8 x i64> %4600, %1169
  %4602 = fcmp oeq <16 x float> %4591, %46
  %4603 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4591, i32 4)
  %4604 = bitcast <8 x i64> %4601 to <16 x float>
  %4605 = select <16 x i1> %4602, <16 x float> %4604, <16 x float> %4603
  br label %4613

4606:                                             ; preds = %4590
  %4607 = bitcast <16 x float> %4591 to <8 x i64>
  %4608 = and <8 x i64> %4607, %1168
  %4609 = fcmp oeq <16 x float> %4591, %43
  %4610 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4591, i32 4)
  %4611 = bitcast <8 x i64> %4608 to <16 x float>
  %4612 = select <16 x i1> %4609, <16 x float> %4611, <16 x float> %4610
  br label %4613

4613:                                             ; preds = %4606, %4599, %4596
  %4614 = phi <16 x float> [ %4598, %4596 ], [ %4605, %4599 ], [ %4612, %4606 ]
  switch i64 %1367, label %528 [
    i64 1, label %4629
    i64 2, label %4622
    i64 3, label %4615
    i64 0, label %4651
  ]

4615:                                             ; preds = %4613
  %4616 = bitcast <16 x float> %4614 to <8 x i64>
  %4617 = and <8 x i64> %4616, %1168
  %4618 = fcmp oeq <16 x float> %4614, %43
  %4619 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4614, i32 4)
  %4620 = bitcast <8 x i64> %4617 to <16 x float>
  %4621 = select <16 x i1> %4618, <16 x float> %4620, <16 x float> %4619
  br label %4632

4622:                                             ; preds = %4613
  %4623 = bitcast <16 x float> %4614 to <8 x i64>
  %4624 = or <8 x i64> %4623, %1169
  %4625 = fcmp oeq <16 x float> %4614, %46
  %4626 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4614, i32 4)
  %4627 = bitcast <8 x i64> %4624 to <16 x float>
  %4628 = select <16 x i1> %4625, <16 x float> %4627, <16 x float> %4626
  br label %4632

4629:                                             ; preds = %4613
  %4630 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4594, <16 x i1> %4595, <16 x float> zeroinitializer)
  %4631 = fadd <16 x float> %4614, %4630
  br label %4632

4632:                                             ; preds = %4629, %4622, %4615
  %4633 = phi <16 x float> [ %4631, %4629 ], [ %4628, %4622 ], [ %4621, %4615 ]
  switch i64 %1369, label %528 [
    i64 1, label %4648
    i64 2, label %4641
    i64 3, label %4634
    i64 0, label %4651
  ]

4634:                                             ; preds = %4632
  %4635 = bitcast <16 x float> %4633 to <8 x i64>
  %4636 = and <8 x i64> %4635, %1168
  %4637 = fcmp oeq <16 x float> %4633, %43
  %4638 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4633, i32 4)
  %4639 = bitcast <8 x i64> %4636 to <16 x float>
  %4640 = select <16 x i1> %4637, <16 x float> %4639, <16 x float> %4638
  br label %4651

4641:                                             ; preds = %4632
  %4642 = bitcast <16 x float> %4633 to <8 x i64>
  %4643 = or <8 x i64> %4642, %1169
  %4644 = fcmp oeq <16 x float> %4633, %46
  %4645 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4633, i32 4)
  %4646 = bitcast <8 x i64> %4643 to <16 x float>
  %4647 = select <16 x i1> %4644, <16 x float> %4646, <16 x float> %4645
  br label %4651

4648:                                             ; preds = %4632
  %4649 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4594, <16 x i1> %4595, <16 x float> zeroinitializer)
  %4650 = fadd <16 x float> %4633, %4649
  br label %4651

4651:                                             ; preds = %4634, %4641, %4648, %4632, %4613, %4590
  %4652 = phi <16 x float> [ %4633, %4632 ], [ %4591, %4590 ], [ %4614, %4613 ], [ %4650, %4648 ], [ %4647, %4641 ], [ %4640, %4634 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4652, ptr align 1 %4592, <16 x i1> %4595)
  %4653 = shl i64 %4006, 4
  %4654 = or disjoint i64 %4653, 16
  %4655 = sub nsw i64 %9, %4654
  %4656 = icmp sgt i64 %4655, 15
  %4657 = trunc i64 %4655 to i32
  %4658 = shl nsw i32 -1, %4657
  %4659 = trunc i32 %4658 to i16
  %4660 = xor i16 %4659, -1
  %4661 = select i1 %4656, i16 -1, i16 %4660
  br i1 %3999, label %4667, label %4662

4662:                                             ; preds = %4651
  %4663 = load float, ptr %1581, align 4
  %4664 = insertelement <16 x float> poison, float %4663, i64 0
  %4665 = shufflevector <16 x float> %4664, <16 x float> poison, <16 x i32> zeroinitializer
  %4666 = fadd <16 x float> %4575, %4665
  br label %4667

4667:                                             ; preds = %4662, %4651
  %4668 = phi <16 x float> [ %4666, %4662 ], [ %4575, %4651 ]
  %4669 = getelementptr inbounds nuw float, ptr %1588, i64 %4654
  %4670 = getelementptr inbounds nuw float, ptr %1593, i64 %4654
  %4671 = select i1 %4000, ptr null, ptr %4670
  %4672 = bitcast i16 %4661 to <16 x i1>
  switch i64 %1365, label %528 [
    i64 1, label %4687
    i64 2, label %4680
    i64 3, label %4673
    i64 0, label %4728
  ]

4673:                                             ; preds = %4667
  %4674 = bitcast <16 x float> %4668 to <8 x i64>
  %4675 = and <8 x i64> %4674, %1168
  %4676 = fcmp oeq <16 x float> %4668, %43
  %4677 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4668, i32 4)
  %4678 = bitcast <8 x i64> %4675 to <16 x float>
  %4679 = select <16 x i1> %4676, <16 x float> %4678, <16 x float> %4677
  br label %4690

4680:                                             ; preds = %4667
  %4681 = bitcast <16 x float> %4668 to <8 x i64>
  %4682 = or <8 x i64> %4681, %1169
  %4683 = fcmp oeq <16 x float> %4668, %46
  %4684 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4668, i32 4)
  %4685 = bitcast <8 x i64> %4682 to <16 x float>
  %4686 = select <16 x i1> %4683, <16 x float> %4685, <16 x float> %4684
  br label %4690

4687:                                             ; preds = %4667
  %4688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4671, <16 x i1> %4672, <16 x float> zeroinitializer)
  %4689 = fadd <16 x float> %4668, %4688
  br label %4690

4690:                                             ; preds = %4687, %4680, %4673
  %4691 = phi <16 x float> [ %4689, %4687 ], [ %4686, %4680 ], [ %4679, %4673 ]
  switch i64 %1371, label %528 [
    i64 1, label %4706
    i64 2, label %4699
    i64 3, label %4692
    i64 0, label %4728
  ]

4692:                                             ; preds = %4690
  %4693 = bitcast <16 x float> %4691 to <8 x i64>
  %4694 = and <8 x i64> %4693, %1168
  %4695 = fcmp oeq <16 x float> %4691, %43
  %4696 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4691, i32 4)
  %4697 = bitcast <8 x i64> %4694 to <16 x float>
  %4698 = select <16 x i1> %4695, <16 x float> %4697, <16 x float> %4696
  br label %4709

4699:                                             ; preds = %4690
  %4700 = bitcast <16 x float> %4691 to <8 x i64>
  %4701 = or <8 x i64> %4700, %1169
  %4702 = fcmp oeq <16 x float> %4691, %46
  %4703 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4691, i32 4)
  %4704 = bitcast <8 x i64> %4701 to <16 x float>
  %4705 = select <16 x i1> %4702, <16 x float> %4704, <16 x float> %4703
  br label %4709

4706:                                             ; preds = %4690
  %4707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4671, <16 x i1> %4672, <16 x float> zeroinitializer)
  %4708 = fadd <16 x float> %4691, %4707
  br label %4709

4709:                                             ; preds = %4706, %4699, %4692
  %4710 = phi <16 x float> [ %4708, %4706 ], [ %4705, %4699 ], [ %4698, %4692 ]
  switch i64 %1373, label %528 [
    i64 1, label %4725
    i64 2, label %4718
    i64 3, label %4711
    i64 0, label %4728
  ]

4711:                                             ; preds = %4709
  %4712 = bitcast <16 x float> %4710 to <8 x i64>
  %4713 = and <8 x i64> %4712, %1168
  %4714 = fcmp oeq <16 x float> %4710, %43
  %4715 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4710, i32 4)
  %4716 = bitcast <8 x i64> %4713 to <16 x float>
  %4717 = select <16 x i1> %4714, <16 x float> %4716, <16 x float> %4715
  br label %4728

4718:                                             ; preds = %4709
  %4719 = bitcast <16 x float> %4710 to <8 x i64>
  %4720 = or <8 x i64> %4719, %1169
  %4721 = fcmp oeq <16 x float> %4710, %46
  %4722 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4710, i32 4)
  %4723 = bitcast <8 x i64> %4720 to <16 x float>
  %4724 = select <16 x i1> %4721, <16 x float> %4723, <16 x float> %4722
  br label %4728

4725:                                             ; preds = %4709
  %4726 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4671, <16 x i1> %4672, <16 x float> zeroinitializer)
  %4727 = fadd <16 x float> %4710, %4726
  br label %4728

4728:                                             ; preds = %4711, %4718, %4725, %4709, %4690, %4667
  %4729 = phi <16 x float> [ %4710, %4709 ], [ %4668, %4667 ], [ %4691, %4690 ], [ %4727, %4725 ], [ %4724, %4718 ], [ %4717, %4711 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4729, ptr nonnull align 1 %4669, <16 x i1> %4672)
  %4730 = shl i64 %4006, 4
  %4731 = or disjoint i64 %4730, 32
  %4732 = sub nsw i64 %9, %4731
  %4733 = icmp sgt i64 %4732, 15
  %4734 = trunc i64 %4732 to i32
  %4735 = shl nsw i32 -1, %4734
  %4736 = trunc i32 %4735 to i16
  %4737 = xor i16 %4736, -1
  %4738 = select i1 %4733, i16 -1, i16 %4737
  br i1 %3999, label %4744, label %4739

4739:                                             ; preds = %4728
  %4740 = load float, ptr %1581, align 4
  %4741 = insertelement <16 x float> poison, float %4740, i64 0
  %4742 = shufflevector <16 x float> %4741, <16 x float> poison, <16 x i32> zeroinitializer
  %4743 = fadd <16 x float> %4576, %4742
  br label %4744

4744:                                             ; preds = %4739, %4728
  %4745 = phi <16 x float> [ %4743, %4739 ], [ %4576, %4728 ]
  %4746 = getelementptr inbounds nuw float, ptr %1588, i64 %4731
  %4747 = getelementptr inbounds nuw float, ptr %1593, i64 %4731
  %4748 = select i1 %4000, ptr null, ptr %4747
  %4749 = bitcast i16 %4738 to <16 x i1>
  switch i64 %1365, label %528 [
    i64 1, label %4764
    i64 2, label %4757
    i64 3, label %4750
    i64 0, label %4805
  ]

4750:                                             ; preds = %4744
  %4751 = bitcast <16 x float> %4745 to <8 x i64>
  %4752 = and <8 x i64> %4751, %1168
  %4753 = fcmp oeq <16 x float> %4745, %43
  %4754 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4745, i32 4)
  %4755 = bitcast <8 x i64> %4752 to <16 x float>
  %4756 = select <16 x i1> %4753, <16 x float> %4755, <16 x float> %4754
  br label %4767

4757:                                             ; preds = %4744
  %4758 = bitcast <16 x float> %4745 to <8 x i64>
  %4759 = or <8 x i64> %4758, %1169
  %4760 = fcmp oeq <16 x float> %4745, %46
  %4761 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4745, i32 4)
  %4762 = bitcast <8 x i64> %4759 to <16 x float>
  %4763 = select <16 x i1> %4760, <16 x float> %4762, <16 x float> %4761
  br label %4767

4764:                                             ; preds = %4744
  %4765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4748, <16 x i1> %4749, <16 x float> zeroinitializer)
  %4766 = fadd <16 x float> %4745, %4765
  br label %4767

4767:                                             ; preds = %4764, %4757, %4750
  %4768 = phi <16 x float> [ %4766, %4764 ], [ %4763, %4757 ], [ %4756, %4750 ]
  switch i64 %1375, label %528 [
    i64 1, label %4783
    i64 2, label %4776
    i64 3, label %4769
    i64 0, label %4805
  ]

4769:                                             ; preds = %4767
  %4770 = bitcast <16 x float> %4768 to <8 x i64>
  %4771 = and <8 x i64> %4770, %1168
  %4772 = fcmp oeq <16 x float> %4768, %43
  %4773 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4768, i32 4)
  %4774 = bitcast <8 x i64> %4771 to <16 x float>
  %4775 = select <16 x i1> %4772, <16 x float> %4774, <16 x float> %4773
  br label %4786

4776:                                             ; preds = %4767
  %4777 = bitcast <16 x float> %4768 to <8 x i64>
  %4778 = or <8 x i64> %4777, %1169
  %4779 = fcmp oeq <16 x float> %4768, %46
  %4780 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4768, i32 4)
  %4781 = bitcast <8 x i64> %4778 to <16 x float>
  %4782 = select <16 x i1> %4779, <16 x float> %4781, <16 x float> %4780
  br label %4786

4783:                                             ; preds = %4767
  %4784 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4748, <16 x i1> %4749, <16 x float> zeroinitializer)
  %4785 = fadd <16 x float> %4768, %4784
  br label %4786

4786:                                             ; preds = %4783, %4776, %4769
  %4787 = phi <16 x float> [ %4785, %4783 ], [ %4782, %4776 ], [ %4775, %4769 ]
  switch i64 %1377, label %528 [
    i64 1, label %4802
    i64 2, label %4795
    i64 3, label %4788
    i64 0, label %4805
  ]

4788:                                             ; preds = %4786
  %4789 = bitcast <16 x float> %4787 to <8 x i64>
  %4790 = and <8 x i64> %4789, %1168
  %4791 = fcmp oeq <16 x float> %4787, %43
  %4792 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4787, i32 4)
  %4793 = bitcast <8 x i64> %4790 to <16 x float>
  %4794 = select <16 x i1> %4791, <16 x float> %4793, <16 x float> %4792
  br label %4805

4795:                                             ; preds = %4786
  %4796 = bitcast <16 x float> %4787 to <8 x i64>
  %4797 = or <8 x i64> %4796, %1169
  %4798 = fcmp oeq <16 x float> %4787, %46
  %4799 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4787, i32 4)
  %4800 = bitcast <8 x i64> %4797 to <16 x float>
  %4801 = select <16 x i1> %4798, <16 x float> %4800, <16 x float> %4799
  br label %4805

4802:                                             ; preds = %4786
  %4803 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4748, <16 x i1> %4749, <16 x float> zeroinitializer)
  %4804 = fadd <16 x float> %4787, %4803
  br label %4805

4805:                                             ; preds = %4788, %4795, %4802, %4786, %4767, %4744
  %4806 = phi <16 x float> [ %4787, %4786 ], [ %4745, %4744 ], [ %4768, %4767 ], [ %4804, %4802 ], [ %4801, %4795 ], [ %4794, %4788 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4806, ptr nonnull align 1 %4746, <16 x i1> %4749)
  br label %5311

4807:                                             ; preds = %4005
  br i1 %1165, label %4808, label %4999

4808:                                             ; preds = %4807
  %4809 = shl nsw i64 %4006, 5
  %4810 = xor i64 %4809, -1
  %4811 = add i64 %1170, %4810
  %4812 = shl i64 %4006, 5
  %4813 = or disjoint i64 %4812, 32
  %4814 = xor i64 %4812, -33
  %4815 = add i64 %1170, %4814
  %4816 = shl i64 %4006, 5
  %4817 = or disjoint i64 %4816, 64
  %4818 = xor i64 %4816, -65
  %4819 = add i64 %1170, %4818
  %4820 = shl i64 %4006, 5
  %4821 = or disjoint i64 %4820, 96
  %4822 = xor i64 %4820, -97
  %4823 = add i64 %1170, %4822
  br label %4824

4824:                                             ; preds = %4808, %4842
  %4825 = phi <16 x float> [ zeroinitializer, %4808 ], [ %4843, %4842 ]
  %4826 = phi <16 x float> [ zeroinitializer, %4808 ], [ %4844, %4842 ]
  %4827 = phi <16 x float> [ zeroinitializer, %4808 ], [ %4845, %4842 ]
  %4828 = phi <16 x float> [ zeroinitializer, %4808 ], [ %4846, %4842 ]
  %4829 = phi i64 [ 0, %4808 ], [ %4847, %4842 ]
  %4830 = mul nsw i64 %4829, %14
  %4831 = sub i64 %4830, %16
  %4832 = add i64 %4831, %4001
  %4833 = icmp slt i64 %4832, 0
  %4834 = icmp sge i64 %4832, %6
  %4835 = or i1 %4833, %4834
  %4836 = select i1 %4835, i64 0, i64 %4832
  %4837 = mul nsw i64 %4836, %7
  %4838 = getelementptr inbounds float, ptr %1578, i64 %4837
  br i1 %1166, label %4839, label %4842

4839:                                             ; preds = %4824
  %4840 = mul nuw nsw i64 %4829, %11
  %4841 = getelementptr inbounds nuw float, ptr %1580, i64 %4840
  br label %4849

4842:                                             ; preds = %4983, %4824
  %4843 = phi <16 x float> [ %4825, %4824 ], [ %4894, %4983 ]
  %4844 = phi <16 x float> [ %4826, %4824 ], [ %4928, %4983 ]
  %4845 = phi <16 x float> [ %4827, %4824 ], [ %4962, %4983 ]
  %4846 = phi <16 x float> [ %4828, %4824 ], [ %4996, %4983 ]
  %4847 = add nuw nsw i64 %4829, 1
  %4848 = icmp eq i64 %4847, %10
  br i1 %4848, label %4999, label %4824

4849:                                             ; preds = %4839, %4983
  %4850 = phi <16 x float> [ %4825, %4839 ], [ %4894, %4983 ]
  %4851 = phi <16 x float> [ %4826, %4839 ], [ %4928, %4983 ]
  %4852 = phi <16 x float> [ %4827, %4839 ], [ %4962, %4983 ]
  %4853 = phi <16 x float> [ %4828, %4839 ], [ %4996, %4983 ]
  %4854 = phi i64 [ 0, %4839 ], [ %4997, %4983 ]
  %4855 = getelementptr inbounds nuw float, ptr %4841, i64 %4854
  %4856 = load float, ptr %4855, align 4
  %4857 = insertelement <16 x float> poison, float %4856, i64 0
  %4858 = shufflevector <16 x float> %4857, <16 x float> poison, <16 x i32> zeroinitializer
  %4859 = mul nsw i64 %4854, %15
  %4860 = sub i64 %4859, %17
  %4861 = add i64 %4860, %4809
  %4862 = icmp slt i64 %4861, 0
  %4863 = sub nsw i64 0, %4861
  %4864 = select i1 %4862, i64 %4863, i64 0
  %4865 = sub nsw i64 %7, %4861
  %4866 = call i64 @llvm.smin.i64(i64 %4865, i64 %4811)
  %4867 = call i64 @llvm.smin.i64(i64 %4866, i64 32)
  %4868 = icmp sgt i64 %4867, %4864
  %4869 = select i1 %4868, i64 %4864, i64 0
  %4870 = select i1 %4868, i64 %4867, i64 0
  %4871 = icmp sgt i64 %4870, %4869
  br i1 %4871, label %4872, label %4881

4872:                                             ; preds = %4849
  %4873 = icmp sgt i64 %4870, 31
  %4874 = trunc i64 %4870 to i32
  %4875 = shl nsw i32 -1, %4874
  %4876 = xor i32 %4875, -1
  %4877 = select i1 %4873, i32 -1, i32 %4876
  %4878 = trunc i64 %4869 to i32
  %4879 = shl nsw i32 -1, %4878
  %4880 = and i32 %4877, %4879
  br label %4881

4881:                                             ; preds = %4872, %4849
  %4882 = phi i32 [ %4880, %4872 ], [ 0, %4849 ]
  %4883 = getelementptr inbounds float, ptr %4838, i64 %4861
  %4884 = select i1 %4835, i32 0, i32 %4882
  %4885 = trunc i32 %4884 to i16
  %4886 = bitcast i16 %4885 to <16 x i1>
  %4887 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4883, <16 x i1> %4886, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4888 = lshr i32 %4884, 16
  %4889 = trunc nuw i32 %4888 to i16
  %4890 = getelementptr inbounds nuw i8, ptr %4883, i64 64
  %4891 = bitcast i16 %4889 to <16 x i1>
  %4892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4890, <16 x i1> %4891, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4893 = shufflevector <16 x float> %4887, <16 x float> %4892, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4894 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4893, <16 x float> %4858, <16 x float> %4850)
  %4895 = add i64 %4860, %4813
  %4896 = icmp slt i64 %4895, 0
  %4897 = sub nsw i64 0, %4895
  %4898 = select i1 %4896, i64 %4897, i64 0
  %4899 = sub nsw i64 %7, %4895
  %4900 = call i64 @llvm.smin.i64(i64 %4899, i64 %4815)
  %4901 = call i64 @llvm.smin.i64(i64 %4900, i64 32)
  %4902 = icmp sgt i64 %4901, %4898
  %4903 = select i1 %4902, i64 %4898, i64 0
  %4904 = select i1 %4902, i64 %4901, i64 0
  %4905 = icmp sgt i64 %4904, %4903
  br i1 %4905, label %4906, label %4915

4906:                                             ; preds = %4881
  %4907 = icmp sgt i64 %4904, 31
  %4908 = trunc i64 %4904 to i32
  %4909 = shl nsw i32 -1, %4908
  %4910 = xor i32 %4909, -1
  %4911 = select i1 %4907, i32 -1, i32 %4910
  %4912 = trunc i64 %4903 to i32
  %4913 = shl nsw i32 -1, %4912
  %4914 = and i32 %4911, %4913
  br label %4915

4915:                                             ; preds = %4906, %4881
  %4916 = phi i32 [ %4914, %4906 ], [ 0, %4881 ]
  %4917 = getelementptr inbounds float, ptr %4838, i64 %4895
  %4918 = select i1 %4835, i32 0, i32 %4916
  %4919 = trunc i32 %4918 to i16
  %4920 = bitcast i16 %4919 to <16 x i1>
  %4921 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4917, <16 x i1> %4920, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4922 = lshr i32 %4918, 16
  %4923 = trunc nuw i32 %4922 to i16
  %4924 = getelementptr inbounds nuw i8, ptr %4917, i64 64
  %4925 = bitcast i16 %4923 to <16 x i1>
  %4926 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4924, <16 x i1> %4925, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4927 = shufflevector <16 x float> %4921, <16 x float> %4926, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4928 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4927, <16 x float> %4858, <16 x float> %4851)
  %4929 = add i64 %4860, %4817
  %4930 = icmp slt i64 %4929, 0
  %4931 = sub nsw i64 0, %4929
  %4932 = select i1 %4930, i64 %4931, i64 0
  %4933 = sub nsw i64 %7, %4929
  %4934 = call i64 @llvm.smin.i64(i64 %4933, i64 %4819)
  %4935 = call i64 @llvm.smin.i64(i64 %4934, i64 32)
  %4936 = icmp sgt i64 %4935, %4932
  %4937 = select i1 %4936, i64 %4932, i64 0
  %4938 = select i1 %4936, i64 %4935, i64 0
  %4939 = icmp sgt i64 %4938, %4937
  br i1 %4939, label %4940, label %4949

4940:                                             ; preds = %4915
  %4941 = icmp sgt i64 %4938, 31
  %4942 = trunc i64 %4938 to i32
  %4943 = shl nsw i32 -1, %4942
  %4944 = xor i32 %4943, -1
  %4945 = select i1 %4941, i32 -1, i32 %4944
  %4946 = trunc i64 %4937 to i32
  %4947 = shl nsw i32 -1, %4946
  %4948 = and i32 %4945, %4947
  br label %4949

4949:                                             ; preds = %4940, %4915
  %4950 = phi i32 [ %4948, %4940 ], [ 0, %4915 ]
  %4951 = getelementptr inbounds float, ptr %4838, i64 %4929
  %4952 = select i1 %4835, i32 0, i32 %4950
  %4953 = trunc i32 %4952 to i16
  %4954 = bitcast i16 %4953 to <16 x i1>
  %4955 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4951, <16 x i1> %4954, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4956 = lshr i32 %4952, 16
  %4957 = trunc nuw i32 %4956 to i16
  %4958 = getelementptr inbounds nuw i8, ptr %4951, i64 64
  %4959 = bitcast i16 %4957 to <16 x i1>
  %4960 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4958, <16 x i1> %4959, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4961 = shufflevector <16 x float> %4955, <16 x float> %4960, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4962 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4961, <16 x float> %4858, <16 x float> %4852)
  %4963 = add i64 %4860, %4821
  %4964 = icmp slt i64 %4963, 0
  %4965 = sub nsw i64 0, %4963
  %4966 = select i1 %4964, i64 %4965, i64 0
  %4967 = sub nsw i64 %7, %4963
  %4968 = call i64 @llvm.smin.i64(i64 %4967, i64 %4823)
  %4969 = call i64 @llvm.smin.i64(i64 %4968, i64 32)
  %4970 = icmp sgt i64 %4969, %4966
  %4971 = select i1 %4970, i64 %4966, i64 0
  %4972 = select i1 %4970, i64 %4969, i64 0
  %4973 = icmp sgt i64 %4972, %4971
  br i1 %4973, label %4974, label %4983

4974:                                             ; preds = %4949
  %4975 = icmp sgt i64 %4972, 31
  %4976 = trunc i64 %4972 to i32
  %4977 = shl nsw i32 -1, %4976
  %4978 = xor i32 %4977, -1
  %4979 = select i1 %4975, i32 -1, i32 %4978
  %4980 = trunc i64 %4971 to i32
  %4981 = shl nsw i32 -1, %4980
  %4982 = and i32 %4979, %4981
  br label %4983

4983:                                             ; preds = %4974, %4949
  %4984 = phi i32 [ %4982, %4974 ], [ 0, %4949 ]
  %4985 = getelementptr inbounds float, ptr %4838, i64 %4963
  %4986 = select i1 %4835, i32 0, i32 %4984
  %4987 = trunc i32 %4986 to i16
  %4988 = bitcast i16 %4987 to <16 x i1>
  %4989 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4985, <16 x i1> %4988, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4990 = lshr i32 %4986, 16
  %4991 = trunc nuw i32 %4990 to i16
  %4992 = getelementptr inbounds nuw i8, ptr %4985, i64 64
  %4993 = bitcast i16 %4991 to <16 x i1>
  %4994 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4992, <16 x i1> %4993, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4995 = shufflevector <16 x float> %4989, <16 x float> %4994, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4996 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4995, <16 x float> %4858, <16 x float> %4853)
  %4997 = add nuw nsw i64 %4854, 1
  %4998 = icmp eq i64 %4997, %11
  br i1 %4998, label %4842, label %4849

4999:                                             ; preds = %4842, %4807
  %5000 = phi <16 x float> [ zeroinitializer, %4807 ], [ %4843, %4842 ]
  %5001 = phi <16 x float> [ zeroinitializer, %4807 ], [ %4844, %4842 ]
  %5002 = phi <16 x float> [ zeroinitializer, %4807 ], [ %4845, %4842 ]
  %5003 = phi <16 x float> [ zeroinitializer, %4807 ], [ %4846, %4842 ]
  %5004 = shl nsw i64 %4006, 4
  %5005 = sub nsw i64 %9, %5004
  %5006 = icmp sgt i64 %5005, 15
  %5007 = trunc i64 %5005 to i32
  %5008 = shl nsw i32 -1, %5007
  %5009 = trunc i32 %5008 to i16
  %5010 = xor i16 %5009, -1
  %5011 = select i1 %5006, i16 -1, i16 %5010
  br i1 %3999, label %5017, label %5012

5012:                                             ; preds = %4999
  %5013 = load float, ptr %1581, align 4
  %5014 = insertelement <16 x float> poison, float %5013, i64 0
  %5015 = shufflevector <16 x float> %5014, <16 x float> poison, <16 x i32> zeroinitializer
  %5016 = fadd <16 x float> %5000, %5015
  br label %5017

5017:                                             ; preds = %5012, %4999
  %5018 = phi <16 x float> [ %5016, %5012 ], [ %5000, %4999 ]
  %5019 = getelementptr inbounds nuw float, ptr %1588, i64 %5004
  %5020 = getelementptr inbounds nuw float, ptr %1593, i64 %5004
  %5021 = select i1 %4000, ptr null, ptr %5020
  %5022 = bitcast i16 %5011 to <16 x i1>
  switch i64 %1348, label %528 [
    i64 1, label %5023
    i64 2, label %5026
    i64 3, label %5033
    i64 0, label %5078
  ]

5023:                                             ; preds = %5017
  %5024 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5021, <16 x i1> %5022, <16 x float> zeroinitializer)
  %5025 = fadd <16 x float> %5018, %5024
  br label %5040

5026:                                             ; preds = %5017
  %5027 = bitcast <16 x float> %5018 to <8 x i64>
  %5028 = or <8 x i64> %5027, %1169
  %5029 = fcmp oeq <16 x float> %5018, %46
  %5030 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5018, i32 4)
  %5031 = bitcast <8 x i64> %5028 to <16 x float>
  %5032 = select <16 x i1> %5029, <16 x float> %5031, <16 x float> %5030
  br label %5040

5033:                                             ; preds = %5017
  %5034 = bitcast <16 x float> %5018 to <8 x i64>
  %5035 = and <8 x i64> %5034, %1168
  %5036 = fcmp oeq <16 x float> %5018, %43
  %5037 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5018, i32 4)
  %5038 = bitcast <8 x i64> %5035 to <16 x float>
  %5039 = select <16 x i1> %5036, <16 x float> %5038, <16 x float> %5037
  br label %5040

5040:                                             ; preds = %5033, %5026, %5023
  %5041 = phi <16 x float> [ %5025, %5023 ], [ %5032, %5026 ], [ %5039, %5033 ]
  switch i64 %1350, label %528 [
    i64 1, label %5056
    i64 2, label %5049
    i64 3, label %5042
    i64 0, label %5078
  ]

5042:                                             ; preds = %5040
  %5043 = bitcast <16 x float> %5041 to <8 x i64>
  %5044 = and <8 x i64> %5043, %1168
  %5045 = fcmp oeq <16 x float> %5041, %43
  %5046 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5041, i32 4)
  %5047 = bitcast <8 x i64> %5044 to <16 x float>
  %5048 = select <16 x i1> %5045, <16 x float> %5047, <16 x float> %5046
  br label %5059

5049:                                             ; preds = %5040
  %5050 = bitcast <16 x float> %5041 to <8 x i64>
  %5051 = or <8 x i64> %5050, %1169
  %5052 = fcmp oeq <16 x float> %5041, %46
  %5053 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5041, i32 4)
  %5054 = bitcast <8 x i64> %5051 to <16 x float>
  %5055 = select <16 x i1> %5052, <16 x float> %5054, <16 x float> %5053
  br label %5059

5056:                                             ; preds = %5040
  %5057 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5021, <16 x i1> %5022, <16 x float> zeroinitializer)
  %5058 = fadd <16 x float> %5041, %5057
  br label %5059

5059:                                             ; preds = %5056, %5049, %5042
  %5060 = phi <16 x float> [ %5058, %5056 ], [ %5055, %5049 ], [ %5048, %5042 ]
  switch i64 %1352, label %528 [
    i64 1, label %5075
    i64 2, label %5068
    i64 3, label %5061
    i64 0, label %5078
  ]

5061:                                             ; preds = %5059
  %5062 = bitcast <16 x float> %5060 to <8 x i64>
  %5063 = and <8 x i64> %5062, %1168
  %5064 = fcmp oeq <16 x float> %5060, %43
  %5065 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5060, i32 4)
  %5066 = bitcast <8 x i64> %5063 to <16 x float>
  %5067 = select <16 x i1> %5064, <16 x float> %5066, <16 x float> %5065
  br label %5078

5068:                                             ; preds = %5059
  %5069 = bitcast <16 x float> %5060 to <8 x i64>
  %5070 = or <8 x i64> %5069, %1169
  %5071 = fcmp oeq <16 x float> %5060, %46
  %5072 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5060, i32 4)
  %5073 = bitcast <8 x i64> %5070 to <16 x float>
  %5074 = select <16 x i1> %5071, <16 x float> %5073, <16 x float> %5072
  br label %5078

5075:                                             ; preds = %5059
  %5076 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5021, <16 x i1> %5022, <16 x float> zeroinitializer)
  %5077 = fadd <16 x float> %5060, %5076
  br label %5078

5078:                                             ; preds = %5061, %5068, %5075, %5059, %5040, %5017
  %5079 = phi <16 x float> [ %5060, %5059 ], [ %5018, %5017 ], [ %5041, %5040 ], [ %5077, %5075 ], [ %5074, %5068 ], [ %5067, %5061 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5079, ptr align 1 %5019, <16 x i1> %5022)
  %5080 = shl i64 %4006, 4
  %5081 = or disjoint i64 %5080, 16
  %5082 = sub nsw i64 %9, %5081
  %5083 = icmp sgt i64 %5082, 15
  %5084 = trunc i64 %5082 to i32
  %5085 = shl nsw i32 -1, %5084
  %5086 = trunc i32 %5085 to i16
  %5087 = xor i16 %5086, -1
  %5088 = select i1 %5083, i16 -1, i16 %5087
  br i1 %3999, label %5094, label %5089

5089:                                             ; preds = %5078
  %5090 = load float, ptr %1581, align 4
  %5091 = insertelement <16 x float> poison, float %5090, i64 0
  %5092 = shufflevector <16 x float> %5091, <16 x float> poison, <16 x i32> zeroinitializer
  %5093 = fadd <16 x float> %5001, %5092
  br label %5094

5094:                                             ; preds = %5089, %5078
  %5095 = phi <16 x float> [ %5093, %5089 ], [ %5001, %5078 ]
  %5096 = getelementptr inbounds nuw float, ptr %1588, i64 %5081
  %5097 = getelementptr inbounds nuw float, ptr %1593, i64 %5081
  %5098 = select i1 %4000, ptr null, ptr %5097
  %5099 = bitcast i16 %5088 to <16 x i1>
  switch i64 %1348, label %528 [
    i64 1, label %5114
    i64 2, label %5107
    i64 3, label %5100
    i64 0, label %5155
  ]

5100:                                             ; preds = %5094
  %5101 = bitcast <16 x float> %5095 to <8 x i64>
  %5102 = and <8 x i64> %5101, %1168
  %5103 = fcmp oeq <16 x float> %5095, %43
  %5104 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5095, i32 4)
  %5105 = bitcast <8 x i64> %5102 to <16 x float>
  %5106 = select <16 x i1> %5103, <16 x float> %5105, <16 x float> %5104
  br label %5117

5107:                                             ; preds = %5094
  %5108 = bitcast <16 x float> %5095 to <8 x i64>
  %5109 = or <8 x i64> %5108, %1169
  %5110 = fcmp oeq <16 x float> %5095, %46
  %5111 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5095, i32 4)
  %5112 = bitcast <8 x i64> %5109 to <16 x float>
  %5113 = select <16 x i1> %5110, <16 x float> %5112, <16 x float> %5111
  br label %5117

5114:                                             ; preds = %5094
  %5115 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5098, <16 x i1> %5099, <16 x float> zeroinitializer)
  %5116 = fadd <16 x float> %5095, %5115
  br label %5117

5117:                                             ; preds = %5114, %5107, %5100
  %5118 = phi <16 x float> [ %5116, %5114 ], [ %5113, %5107 ], [ %5106, %5100 ]
  switch i64 %1354, label %528 [
    i64 1, label %5133
    i64 2, label %5126
    i64 3, label %5119
    i64 0, label %5155
  ]

5119:                                             ; preds = %5117
  %5120 = bitcast <16 x float> %5118 to <8 x i64>
  %5121 = and <8 x i64> %5120, %1168
  %5122 = fcmp oeq <16 x float> %5118, %43
  %5123 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5118, i32 4)
  %5124 = bitcast <8 x i64> %5121 to <16 x float>
  %5125 = select <16 x i1> %5122, <16 x float> %5124, <16 x float> %5123
  br label %5136

5126:                                             ; preds = %5117
  %5127 = bitcast <16 x float> %5118 to <8 x i64>
  %5128 = or <8 x i64> %5127, %1169
  %5129 = fcmp oeq <16 x float> %5118, %46
  %5130 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5118, i32 4)
  %5131 = bitcast <8 x i64> %5128 to <16 x float>
  %5132 = select <16 x i1> %5129, <16 x float> %5131, <16 x float> %5130
  br label %5136

5133:                                             ; preds = %5117
  %5134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5098, <16 x i1> %5099, <16 x float> zeroinitializer)
  %5135 = fadd <16 x float> %5118, %5134
  br label %5136

5136:                                             ; preds = %5133, %5126, %5119
  %5137 = phi <16 x float> [ %5135, %5133 ], [ %5132, %5126 ], [ %5125, %5119 ]
  switch i64 %1356, label %528 [
    i64 1, label %5152
    i64 2, label %5145
    i64 3, label %5138
    i64 0, label %5155
  ]

5138:                                             ; preds = %5136
  %5139 = bitcast <16 x float> %5137 to <8 x i64>
  %5140 = and <8 x i64> %5139, %1168
  %5141 = fcmp oeq <16 x float> %5137, %43
  %5142 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5137, i32 4)
  %5143 = bitcast <8 x i64> %5140 to <16 x float>
  %5144 = select <16 x i1> %5141, <16 x float> %5143, <16 x float> %5142
  br label %5155

5145:                                             ; preds = %5136
  %5146 = bitcast <16 x float> %5137 to <8 x i64>
  %5147 = or <8 x i64> %5146, %1169
  %5148 = fcmp oeq <16 x float> %5137, %46
  %5149 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5137, i32 4)
  %5150 = bitcast <8 x i64> %5147 to <16 x float>
  %5151 = select <16 x i1> %5148, <16 x float> %5150, <16 x float> %5149
  br label %5155

5152:                                             ; preds = %5136
  %5153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5098, <16 x i1> %5099, <16 x float> zeroinitializer)
  %5154 = fadd <16 x float> %5137, %5153
  br label %5155

5155:                                             ; preds = %5138, %5145, %5152, %5136, %5117, %5094
  %5156 = phi <16 x float> [ %5137, %5136 ], [ %5095, %5094 ], [ %5118, %5117 ], [ %5154, %5152 ], [ %5151, %5145 ], [ %5144, %5138 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5156, ptr nonnull align 1 %5096, <16 x i1> %5099)
  %5157 = shl i64 %4006, 4
  %5158 = or disjoint i64 %5157, 32
  %5159 = sub nsw i64 %9, %5158
  %5160 = icmp sgt i64 %5159, 15
  %5161 = trunc i64 %5159 to i32
  %5162 = shl nsw i32 -1, %5161
  %5163 = trunc i32 %5162 to i16
  %5164 = xor i16 %5163, -1
  %5165 = select i1 %5160, i16 -1, i16 %5164
  br i1 %3999, label %5171, label %5166

5166:                                             ; preds = %5155
  %5167 = load float, ptr %1581, align 4
  %5168 = insertelement <16 x float> poison, float %5167, i64 0
  %5169 = shufflevector <16 x float> %5168, <16 x float> poison, <16 x i32> zeroinitializer
  %5170 = fadd <16 x float> %5002, %5169
  br label %5171

5171:                                             ; preds = %5166, %5155
  %5172 = phi <16 x float> [ %5170, %5166 ], [ %5002, %5155 ]
  %5173 = getelementptr inbounds nuw float, ptr %1588, i64 %5158
  %5174 = getelementptr inbounds nuw float, ptr %1593, i64 %5158
  %5175 = select i1 %4000, ptr null, ptr %5174
  %5176 = bitcast i16 %5165 to <16 x i1>
  switch i64 %1348, label %528 [
    i64 1, label %5191
    i64 2, label %5184
    i64 3, label %5177
    i64 0, label %5232
  ]

5177:                                             ; preds = %5171
  %5178 = bitcast <16 x float> %5172 to <8 x i64>
  %5179 = and <8 x i64> %5178, %1168
  %5180 = fcmp oeq <16 x float> %5172, %43
  %5181 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5172, i32 4)
  %5182 = bitcast <8 x i64> %5179 to <16 x float>
  %5183 = select <16 x i1> %5180, <16 x float> %5182, <16 x float> %5181
  br label %5194

5184:                                             ; preds = %5171
  %5185 = bitcast <16 x float> %5172 to <8 x i64>
  %5186 = or <8 x i64> %5185, %1169
  %5187 = fcmp oeq <16 x float> %5172, %46
  %5188 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5172, i32 4)
  %5189 = bitcast <8 x i64> %5186 to <16 x float>
  %5190 = select <16 x i1> %5187, <16 x float> %5189, <16 x float> %5188
  br label %5194

5191:                                             ; preds = %5171
  %5192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5175, <16 x i1> %5176, <16 x float> zeroinitializer)
  %5193 = fadd <16 x float> %5172, %5192
  br label %5194

5194:                                             ; preds = %5191, %5184, %5177
  %5195 = phi <16 x float> [ %5193, %5191 ], [ %5190, %5184 ], [ %5183, %5177 ]
  switch i64 %1358, label %528 [
    i64 1, label %5210
    i64 2, label %5203
    i64 3, label %5196
    i64 0, label %5232
  ]

5196:                                             ; preds = %5194
  %5197 = bitcast <16 x float> %5195 to <8 x i64>
  %5198 = and <8 x i64> %5197, %1168
  %5199 = fcmp oeq <16 x float> %5195, %43
  %5200 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5195, i32 4)
  %5201 = bitcast <8 x i64> %5198 to <16 x float>
  %5202 = select <16 x i1> %5199, <16 x float> %5201, <16 x float> %5200
  br label %5213

5203:                                             ; preds = %5194
  %5204 = bitcast <16 x float> %5195 to <8 x i64>
  %5205 = or <8 x i64> %5204, %1169
  %5206 = fcmp oeq <16 x float> %5195, %46
  %5207 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5195, i32 4)
  %5208 = bitcast <8 x i64> %5205 to <16 x float>
  %5209 = select <16 x i1> %5206, <16 x float> %5208, <16 x float> %5207
  br label %5213

5210:                                             ; preds = %5194
  %5211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5175, <16 x i1> %5176, <16 x float> zeroinitializer)
  %5212 = fadd <16 x float> %5195, %5211
  br label %5213

5213:                                             ; preds = %5210, %5203, %5196
  %5214 = phi <16 x float> [ %5212, %5210 ], [ %5209, %5203 ], [ %5202, %5196 ]
  switch i64 %1360, label %528 [
    i64 1, label %5229
    i64 2, label %5222
    i64 3, label %5215
    i64 0, label %5232
  ]

5215:                                             ; preds = %5213
  %5216 = bitcast <16 x float> %5214 to <8 x i64>
  %5217 = and <8 x i64> %5216, %1168
  %5218 = fcmp oeq <16 x float> %5214, %43
  %5219 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5214, i32 4)
  %5220 = bitcast <8 x i64> %5217 to <16 x float>
  %5221 = select <16 x i1> %5218, <16 x float> %5220, <16 x float> %5219
  br label %5232

5222:                                             ; preds = %5213
  %5223 = bitcast <16 x float> %5214 to <8 x i64>
  %5224 = or <8 x i64> %5223, %1169
  %5225 = fcmp oeq <16 x float> %5214, %46
  %5226 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5214, i32 4)
  %5227 = bitcast <8 x i64> %5224 to <16 x float>
  %5228 = select <16 x i1> %5225, <16 x float> %5227, <16 x float> %5226
  br label %5232

5229:                                             ; preds = %5213
  %5230 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5175, <16 x i1> %5176, <16 x float> zeroinitializer)
  %5231 = fadd <16 x float> %5214, %5230
  br label %5232

5232:                                             ; preds = %5215, %5222, %5229, %5213, %5194, %5171
  %5233 = phi <16 x float> [ %5214, %5213 ], [ %5172, %5171 ], [ %5195, %5194 ], [ %5231, %5229 ], [ %5228, %5222 ], [ %5221, %5215 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5233, ptr nonnull align 1 %5173, <16 x i1> %5176)
  %5234 = shl i64 %4006, 4
  %5235 = or disjoint i64 %5234, 48
  %5236 = sub nsw i64 %9, %5235
  %5237 = icmp sgt i64 %5236, 15
  %5238 = trunc i64 %5236 to i32
  %5239 = shl nsw i32 -1, %5238
  %5240 = trunc i32 %5239 to i16
  %5241 = xor i16 %5240, -1
  %5242 = select i1 %5237, i16 -1, i16 %5241
  br i1 %3999, label %5248, label %5243

5243:                                             ; preds = %5232
  %5244 = load float, ptr %1581, align 4
  %5245 = insertelement <16 x float> poison, float %5244, i64 0
  %5246 = shufflevector <16 x float> %5245, <16 x float> poison, <16 x i32> zeroinitializer
  %5247 = fadd <16 x float> %5003, %5246
  br label %5248

5248:                                             ; preds = %5243, %5232
  %5249 = phi <16 x float> [ %5247, %5243 ], [ %5003, %5232 ]
  %5250 = getelementptr inbounds nuw float, ptr %1588, i64 %5235
  %5251 = getelementptr inbounds nuw float, ptr %1593, i64 %5235
  %5252 = select i1 %4000, ptr null, ptr %5251
  %5253 = bitcast i16 %5242 to <16 x i1>
  switch i64 %1348, label %528 [
    i64 1, label %5268
    i64 2, label %5261
    i64 3, label %5254
    i64 0, label %5309
  ]

5254:                                             ; preds = %5248
  %5255 = bitcast <16 x float> %5249 to <8 x i64>
  %5256 = and <8 x i64> %5255, %1168
  %5257 = fcmp oeq <16 x float> %5249, %43
  %5258 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5249, i32 4)
  %5259 = bitcast <8 x i64> %5256 to <16 x float>
  %5260 = select <16 x i1> %5257, <16 x float> %5259, <16 x float> %5258
  br label %5271

5261:                                             ; preds = %5248
  %5262 = bitcast <16 x float> %5249 to <8 x i64>
  %5263 = or <8 x i64> %5262, %1169
  %5264 = fcmp oeq <16 x float> %5249, %46
  %5265 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5249, i32 4)
  %5266 = bitcast <8 x i64> %5263 to <16 x float>
  %5267 = select <16 x i1> %5264, <16 x float> %5266, <16 x float> %5265
  br label %5271

5268:                                             ; preds = %5248
  %5269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5252, <16 x i1> %5253, <16 x float> zeroinitializer)
  %5270 = fadd <16 x float> %5249, %5269
  br label %5271

5271:                                             ; preds = %5268, %5261, %5254
  %5272 = phi <16 x float> [ %5270, %5268 ], [ %5267, %5261 ], [ %5260, %5254 ]
  switch i64 %1362, label %528 [
    i64 1, label %5287
    i64 2, label %5280
    i64 3, label %5273
    i64 0, label %5309
  ]

5273:                                             ; preds = %5271
  %5274 = bitcast <16 x float> %5272 to <8 x i64>
  %5275 = and <8 x i64> %5274, %1168
  %5276 = fcmp oeq <16 x float> %5272, %43
  %5277 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5272, i32 4)
  %5278 = bitcast <8 x i64> %5275 to <16 x float>
  %5279 = select <16 x i1> %5276, <16 x float> %5278, <16 x float> %5277
  br label %5290

5280:                                             ; preds = %5271
  %5281 = bitcast <16 x float> %5272 to <8 x i64>
  %5282 = or <8 x i64> %5281, %1169
  %5283 = fcmp oeq <16 x float> %5272, %46
  %5284 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5272, i32 4)
  %5285 = bitcast <8 x i64> %5282 to <16 x float>
  %5286 = select <16 x i1> %5283, <16 x float> %5285, <16 x float> %5284
  br label %5290

5287:                                             ; preds = %5271
  %5288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5252, <16 x i1> %5253, <16 x float> zeroinitializer)
  %5289 = fadd <16 x float> %5272, %5288
  br label %5290

5290:                                             ; preds = %5287, %5280, %5273
  %5291 = phi <16 x float> [ %5289, %5287 ], [ %5286, %5280 ], [ %5279, %5273 ]
  switch i64 %1364, label %528 [
    i64 1, label %5306
    i64 2, label %5299
    i64 3, label %5292
    i64 0, label %5309
  ]

5292:                                             ; preds = %5290
  %5293 = bitcast <16 x float> %5291 to <8 x i64>
  %5294 = and <8 x i64> %5293, %1168
  %5295 = fcmp oeq <16 x float> %5291, %43
  %5296 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5291, i32 4)
  %5297 = bitcast <8 x i64> %5294 to <16 x float>
  %5298 = select <16 x i1> %5295, <16 x float> %5297, <16 x float> %5296
  br label %5309

5299:                                             ; preds = %5290
  %5300 = bitcast <16 x float> %5291 to <8 x i64>
  %5301 = or <8 x i64> %5300, %1169
  %5302 = fcmp oeq <16 x float> %5291, %46
  %5303 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5291, i32 4)
  %5304 = bitcast <8 x i64> %5301 to <16 x float>
  %5305 = select <16 x i1> %5302, <16 x float> %5304, <16 x float> %5303
  br label %5309

5306:                                             ; preds = %5290
  %5307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5252, <16 x i1> %5253, <16 x float> zeroinitializer)
  %5308 = fadd <16 x float> %5291, %5307
  br label %5309

5309:                                             ; preds = %5292, %5299, %5306, %5290, %5271, %5248
  %5310 = phi <16 x float> [ %5291, %5290 ], [ %5249, %5248 ], [ %5272, %5271 ], [ %5308, %5306 ], [ %5305, %5299 ], [ %5298, %5292 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5310, ptr nonnull align 1 %5250, <16 x i1> %5253)
  br label %5311

5311:                                             ; preds = %4154, %4420, %4805, %5309, %4005
  %5312 = add nuw nsw i64 %4006, 4
  %5313 = icmp slt i64 %5312, %1060
  br i1 %5313, label %4005, label %8993

5314:                                             ; preds = %3986, %8990
  %5315 = phi i64 [ 0, %3986 ], [ %8991, %8990 ]
  %5316 = sub nsw i64 %1060, %5315
  %5317 = icmp sgt i64 %5316, 7
  %5318 = trunc i64 %5316 to i32
  %5319 = select i1 %5317, i32 8, i32 %5318
  switch i32 %5319, label %8990 [
    i32 1, label %5320
    i32 2, label %5461
    i32 3, label %5714
    i32 4, label %6079
    i32 5, label %6556
    i32 6, label %7145
    i32 7, label %7682
    i32 8, label %8297
  ]

5320:                                             ; preds = %5314
  %5321 = shl nsw i64 %5315, 4
  br i1 %1165, label %5324, label %5322

5322:                                             ; preds = %5320
  %5323 = sub nsw i64 %9, %5321
  br label %5329

5324:                                             ; preds = %5320
  %5325 = sub i64 %5321, %17
  %5326 = mul nsw i64 %5315, %11
  %5327 = getelementptr i16, ptr %1152, i64 %5326
  %5328 = sub nsw i64 %9, %5321
  br label %5342

5329:                                             ; preds = %5357, %5322
  %5330 = phi i64 [ %5323, %5322 ], [ %5328, %5357 ]
  %5331 = phi <16 x float> [ zeroinitializer, %5322 ], [ %5358, %5357 ]
  %5332 = icmp sgt i64 %5330, 15
  %5333 = trunc i64 %5330 to i32
  %5334 = shl nsw i32 -1, %5333
  %5335 = trunc i32 %5334 to i16
  %5336 = xor i16 %5335, -1
  %5337 = select i1 %5332, i16 -1, i16 %5336
  %5338 = getelementptr inbounds nuw float, ptr %1588, i64 %5321
  %5339 = getelementptr inbounds nuw float, ptr %1593, i64 %5321
  %5340 = select i1 %3988, ptr null, ptr %5339
  %5341 = bitcast i16 %5337 to <16 x i1>
  br i1 %3987, label %5402, label %5397

5342:                                             ; preds = %5324, %5357
  %5343 = phi <16 x float> [ zeroinitializer, %5324 ], [ %5358, %5357 ]
  %5344 = phi i64 [ 0, %5324 ], [ %5359, %5357 ]
  %5345 = mul nsw i64 %5344, %14
  %5346 = sub i64 %5345, %16
  %5347 = add i64 %5346, %3996
  %5348 = icmp slt i64 %5347, 0
  %5349 = icmp sge i64 %5347, %6
  %5350 = or i1 %5348, %5349
  %5351 = select i1 %5350, i64 0, i64 %5347
  %5352 = mul nsw i64 %5351, %7
  %5353 = getelementptr inbounds float, ptr %1578, i64 %5352
  br i1 %1166, label %5354, label %5357

5354:                                             ; preds = %5342
  %5355 = mul nuw nsw i64 %5344, %11
  %5356 = getelementptr inbounds nuw float, ptr %1580, i64 %5355
  br label %5361

5357:                                             ; preds = %5388, %5342
  %5358 = phi <16 x float> [ %5343, %5342 ], [ %5394, %5388 ]
  %5359 = add nuw nsw i64 %5344, 1
  %5360 = icmp eq i64 %5359, %10
  br i1 %5360, label %5329, label %5342

5361:                                             ; preds = %5354, %5388
  %5362 = phi <16 x float> [ %5343, %5354 ], [ %5394, %5388 ]
  %5363 = phi i64 [ 0, %5354 ], [ %5395, %5388 ]
  %5364 = getelementptr inbounds nuw float, ptr %5356, i64 %5363
  %5365 = load float, ptr %5364, align 4
  %5366 = insertelement <16 x float> poison, float %5365, i64 0
  %5367 = shufflevector <16 x float> %5366, <16 x float> poison, <16 x i32> zeroinitializer
  %5368 = mul nsw i64 %5363, %15
  %5369 = add i64 %5325, %5368
  %5370 = icmp slt i64 %5369, 0
  %5371 = sub nsw i64 0, %5369
  %5372 = select i1 %5370, i64 %5371, i64 0
  %5373 = sub nsw i64 %7, %5369
  %5374 = call i64 @llvm.smin.i64(i64 %5373, i64 %5328)
  %5375 = call i64 @llvm.smin.i64(i64 %5374, i64 16)
  %5376 = icmp sgt i64 %5375, %5372
  %5377 = trunc i64 %5375 to i32
  %5378 = shl nsw i32 -1, %5377
  %5379 = xor i32 %5378, -1
  %5380 = trunc i64 %5372 to i32
  %5381 = shl nsw i32 -1, %5380
  %5382 = and i32 %5381, %5379
  %5383 = trunc i32 %5382 to i16
  %5384 = select i1 %5376, i16 %5383, i16 0
  br i1 %1167, label %5388, label %5385

5385:                                             ; preds = %5361
  %5386 = getelementptr i16, ptr %5327, i64 %5363
  %5387 = load i16, ptr %5386, align 2
  br label %5388

5388:                                             ; preds = %5361, %5385
  %5389 = phi i16 [ %5387, %5385 ], [ %5384, %5361 ]
  %5390 = select i1 %5350, i16 0, i16 %5389
  %5391 = getelementptr inbounds float, ptr %5353, i64 %5369
  %5392 = bitcast i16 %5390 to <16 x i1>
  %5393 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5391, <16 x i1> %5392, <16 x float> zeroinitializer)
  %5394 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5367, <16 x float> %5362)
  %5395 = add nuw nsw i64 %5363, 1
  %5396 = icmp eq i64 %5395, %11
  br i1 %5396, label %5357, label %5361

5397:                                             ; preds = %5329
  %5398 = load float, ptr %1581, align 4
  %5399 = insertelement <16 x float> poison, float %5398, i64 0
  %5400 = shufflevector <16 x float> %5399, <16 x float> poison, <16 x i32> zeroinitializer
  %5401 = fadd <16 x float> %5331, %5400
  br label %5402

5402:                                             ; preds = %5397, %5329
  %5403 = phi <16 x float> [ %5401, %5397 ], [ %5331, %5329 ]
  switch i64 %1343, label %528 [
    i64 1, label %5404
    i64 2, label %5407
    i64 3, label %5414
    i64 0, label %5459
  ]

5404:                                             ; preds = %5402
  %5405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5340, <16 x i1> %5341, <16 x float> zeroinitializer)
  %5406 = fadd <16 x float> %5403, %5405
  br label %5421

5407:                                             ; preds = %5402
  %5408 = bitcast <16 x float> %5403 to <8 x i64>
  %5409 = or <8 x i64> %5408, %1169
  %5410 = fcmp oeq <16 x float> %5403, %46
  %5411 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5403, i32 4)
  %5412 = bitcast <8 x i64> %5409 to <16 x float>
  %5413 = select <16 x i1> %5410, <16 x float> %5412, <16 x float> %5411
  br label %5421

5414:                                             ; preds = %5402
  %5415 = bitcast <16 x float> %5403 to <8 x i64>
  %5416 = and <8 x i64> %5415, %1168
  %5417 = fcmp oeq <16 x float> %5403, %43
  %5418 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5403, i32 4)
  %5419 = bitcast <8 x i64> %5416 to <16 x float>
  %5420 = select <16 x i1> %5417, <16 x float> %5419, <16 x float> %5418
  br label %5421

5421:                                             ; preds = %5414, %5407, %5404
  %5422 = phi <16 x float> [ %5406, %5404 ], [ %5413, %5407 ], [ %5420, %5414 ]
  switch i64 %1345, label %528 [
    i64 1, label %5437
    i64 2, label %5430
    i64 3, label %5423
    i64 0, label %5459
  ]

5423:                                             ; preds = %5421
  %5424 = bitcast <16 x float> %5422 to <8 x i64>
  %5425 = and <8 x i64> %5424, %1168
  %5426 = fcmp oeq <16 x float> %5422, %43
  %5427 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5422, i32 4)
  %5428 = bitcast <8 x i64> %5425 to <16 x float>
  %5429 = select <16 x i1> %5426, <16 x float> %5428, <16 x float> %5427
  br label %5440

5430:                                             ; preds = %5421
  %5431 = bitcast <16 x float> %5422 to <8 x i64>
  %5432 = or <8 x i64> %5431, %1169
  %5433 = fcmp oeq <16 x float> %5422, %46
  %5434 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5422, i32 4)
  %5435 = bitcast <8 x i64> %5432 to <16 x float>
  %5436 = select <16 x i1> %5433, <16 x float> %5435, <16 x float> %5434
  br label %5440

5437:                                             ; preds = %5421
  %5438 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5340, <16 x i1> %5341, <16 x float> zeroinitializer)
  %5439 = fadd <16 x float> %5422, %5438
  br label %5440

5440:                                             ; preds = %5437, %5430, %5423
  %5441 = phi <16 x float> [ %5439, %5437 ], [ %5436, %5430 ], [ %5429, %5423 ]
  switch i64 %1347, label %528 [
    i64 1, label %5456
    i64 2, label %5449
    i64 3, label %5442
    i64 0, label %5459
  ]

5442:                                             ; preds = %5440
  %5443 = bitcast <16 x float> %5441 to <8 x i64>
  %5444 = and <8 x i64> %5443, %1168
  %5445 = fcmp oeq <16 x float> %5441, %43
  %5446 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5441, i32 4)
  %5447 = bitcast <8 x i64> %5444 to <16 x float>
  %5448 = select <16 x i1> %5445, <16 x float> %5447, <16 x float> %5446
  br label %5459

5449:                                             ; preds = %5440
  %5450 = bitcast <16 x float> %5441 to <8 x i64>
  %5451 = or <8 x i64> %5450, %1169
  %5452 = fcmp oeq <16 x float> %5441, %46
  %5453 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5441, i32 4)
  %5454 = bitcast <8 x i64> %5451 to <16 x float>
  %5455 = select <16 x i1> %5452, <16 x float> %5454, <16 x float> %5453
  br label %5459

5456:                                             ; preds = %5440
  %5457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5340, <16 x i1> %5341, <16 x float> zeroinitializer)
  %5458 = fadd <16 x float> %5441, %5457
  br label %5459

5459:                                             ; preds = %5442, %5449, %5456, %5440, %5421, %5402
  %5460 = phi <16 x float> [ %5441, %5440 ], [ %5403, %5402 ], [ %5422, %5421 ], [ %5458, %5456 ], [ %5455, %5449 ], [ %5448, %5442 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5460, ptr align 1 %5338, <16 x i1> %5341)
  br label %8990

5461:                                             ; preds = %5314
  br i1 %1165, label %5462, label %5558

5462:                                             ; preds = %5461
  %5463 = shl nsw i64 %5315, 4
  %5464 = mul nuw nsw i64 %5315, %11
  %5465 = sub nsw i64 %9, %5463
  %5466 = or disjoint i64 %5315, 1
  %5467 = shl nsw i64 %5466, 4
  %5468 = mul nuw nsw i64 %5466, %11
  %5469 = sub nsw i64 %9, %5467
  br label %5470

5470:                                             ; preds = %5462, %5486
  %5471 = phi <16 x float> [ zeroinitializer, %5462 ], [ %5487, %5486 ]
  %5472 = phi <16 x float> [ zeroinitializer, %5462 ], [ %5488, %5486 ]
  %5473 = phi i64 [ 0, %5462 ], [ %5489, %5486 ]
  %5474 = mul nsw i64 %5473, %14
  %5475 = sub i64 %5474, %16
  %5476 = add i64 %5475, %3995
  %5477 = icmp slt i64 %5476, 0
  %5478 = icmp sge i64 %5476, %6
  %5479 = or i1 %5477, %5478
  %5480 = select i1 %5479, i64 0, i64 %5476
  %5481 = mul nsw i64 %5480, %7
  %5482 = getelementptr inbounds float, ptr %1578, i64 %5481
  br i1 %1166, label %5483, label %5486

5483:                                             ; preds = %5470
  %5484 = mul nuw nsw i64 %5473, %11
  %5485 = getelementptr inbounds nuw float, ptr %1580, i64 %5484
  br label %5491

5486:                                             ; preds = %5549, %5470
  %5487 = phi <16 x float> [ %5471, %5470 ], [ %5528, %5549 ]
  %5488 = phi <16 x float> [ %5472, %5470 ], [ %5555, %5549 ]
  %5489 = add nuw nsw i64 %5473, 1
  %5490 = icmp eq i64 %5489, %10
  br i1 %5490, label %5558, label %5470

5491:                                             ; preds = %5483, %5549
  %5492 = phi <16 x float> [ %5471, %5483 ], [ %5528, %5549 ]
  %5493 = phi <16 x float> [ %5472, %5483 ], [ %5555, %5549 ]
  %5494 = phi i64 [ 0, %5483 ], [ %5556, %5549 ]
  %5495 = getelementptr inbounds nuw float, ptr %5485, i64 %5494
  %5496 = load float, ptr %5495, align 4
  %5497 = insertelement <16 x float> poison, float %5496, i64 0
  %5498 = shufflevector <16 x float> %5497, <16 x float> poison, <16 x i32> zeroinitializer
  %5499 = mul nsw i64 %5494, %15
  %5500 = sub i64 %5499, %17
  %5501 = getelementptr i16, ptr %1152, i64 %5494
  %5502 = add i64 %5500, %5463
  br i1 %1167, label %5506, label %5503

5503:                                             ; preds = %5491
  %5504 = getelementptr i16, ptr %5501, i64 %5464
  %5505 = load i16, ptr %5504, align 2
  br label %5522

5506:                                             ; preds = %5491
  %5507 = icmp slt i64 %5502, 0
  %5508 = sub nsw i64 0, %5502
  %5509 = select i1 %5507, i64 %5508, i64 0
  %5510 = sub nsw i64 %7, %5502
  %5511 = call i64 @llvm.smin.i64(i64 %5510, i64 %5465)
  %5512 = call i64 @llvm.smin.i64(i64 %5511, i64 16)
  %5513 = icmp sgt i64 %5512, %5509
  %5514 = trunc i64 %5512 to i32
  %5515 = shl nsw i32 -1, %5514
  %5516 = xor i32 %5515, -1
  %5517 = trunc i64 %5509 to i32
  %5518 = shl nsw i32 -1, %5517
  %5519 = and i32 %5518, %5516
  %5520 = trunc i32 %5519 to i16
  %5521 = select i1 %5513, i16 %5520, i16 0
  br label %5522

5522:                                             ; preds = %5506, %5503
  %5523 = phi i16 [ %5505, %5503 ], [ %5521, %5506 ]
  %5524 = select i1 %5479, i16 0, i16 %5523
  %5525 = getelementptr inbounds float, ptr %5482, i64 %5502
  %5526 = bitcast i16 %5524 to <16 x i1>
  %5527 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5525, <16 x i1> %5526, <16 x float> zeroinitializer)
  %5528 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5527, <16 x float> %5498, <16 x float> %5492)
  %5529 = add i64 %5500, %5467
  br i1 %1167, label %5533, label %5530

5530:                                             ; preds = %5522
  %5531 = getelementptr i16, ptr %5501, i64 %5468
  %5532 = load i16, ptr %5531, align 2
  br label %5549

5533:                                             ; preds = %5522
  %5534 = icmp slt i64 %5529, 0
  %5535 = sub nsw i64 0, %5529
  %5536 = select i1 %5534, i64 %5535, i64 0
  %5537 = sub nsw i64 %7, %5529
  %5538 = call i64 @llvm.smin.i64(i64 %5537, i64 %5469)
  %5539 = call i64 @llvm.smin.i64(i64 %5538, i64 16)
  %5540 = icmp sgt i64 %5539, %5536
  %5541 = trunc i64 %5539 to i32
  %5542 = shl nsw i32 -1, %5541
  %5543 = xor i32 %5542, -1
  %5544 = trunc i64 %5536 to i32
  %5545 = shl nsw i32 -1, %5544
  %5546 = and i32 %5545, %5543
  %5547 = trunc i32 %5546 to i16
  %5548 = select i1 %5540, i16 %5547, i16 0
  br label %5549

5549:                                             ; preds = %5533, %5530
  %5550 = phi i16 [ %5532, %5530 ], [ %5548, %5533 ]
  %5551 = select i1 %5479, i16 0, i16 %5550
  %5552 = getelementptr inbounds float, ptr %5482, i64 %5529
  %5553 = bitcast i16 %5551 to <16 x i1>
  %5554 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5552, <16 x i1> %5553, <16 x float> zeroinitializer)
  %5555 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5554, <16 x float> %5498, <16 x float> %5493)
  %5556 = add nuw nsw i64 %5494, 1
  %5557 = icmp eq i64 %5556, %11
  br i1 %5557, label %5486, label %5491

5558:                                             ; preds = %5486, %5461
  %5559 = phi <16 x float> [ zeroinitializer, %5461 ], [ %5487, %5486 ]
  %5560 = phi <16 x float> [ zeroinitializer, %5461 ], [ %5488, %5486 ]
  %5561 = shl nsw i64 %5315, 4
  %5562 = sub nsw i64 %9, %5561
  %5563 = icmp sgt i64 %5562, 15
  %5564 = trunc i64 %5562 to i32
  %5565 = shl nsw i32 -1, %5564
  %5566 = trunc i32 %5565 to i16
  %5567 = xor i16 %5566, -1
  %5568 = select i1 %5563, i16 -1, i16 %5567
  br i1 %3987, label %5574, label %5569

5569:                                             ; preds = %5558
  %5570 = load float, ptr %1581, align 4
  %5571 = insertelement <16 x float> poison, float %5570, i64 0
  %5572 = shufflevector <16 x float> %5571, <16 x float> poison, <16 x i32> zeroinitializer
  %5573 = fadd <16 x float> %5559, %5572
  br label %5574

5574:                                             ; preds = %5569, %5558
  %5575 = phi <16 x float> [ %5573, %5569 ], [ %5559, %5558 ]
  %5576 = getelementptr inbounds nuw float, ptr %1588, i64 %5561
  %5577 = getelementptr inbounds nuw float, ptr %1593, i64 %5561
  %5578 = select i1 %3988, ptr null, ptr %5577
  %5579 = bitcast i16 %5568 to <16 x i1>
  switch i64 %1334, label %528 [
    i64 1, label %5580
    i64 2, label %5583
    i64 3, label %5590
    i64 0, label %5635
  ]

5580:                                             ; preds = %5574
  %5581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5578, <16 x i1> %5579, <16 x float> zeroinitializer)
  %5582 = fadd <16 x float> %5575, %5581
  br label %5597

5583:                                             ; preds = %5574
  %5584 = bitcast <16 x float> %5575 to <8 x i64>
  %5585 = or <8 x i64> %5584, %1169
  %5586 = fcmp oeq <16 x float> %5575, %46
  %5587 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5575, i32 4)
  %5588 = bitcast <8 x i64> %5585 to <16 x float>
  %5589 = select <16 x i1> %5586, <16 x float> %5588, <16 x float> %5587
  br label %5597

5590:                                             ; preds = %5574
  %5591 = bitcast <16 x float> %5575 to <8 x i64>
  %5592 = and <8 x i64> %5591, %1168
  %5593 = fcmp oeq <16 x float> %5575, %43
  %5594 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5575, i32 4)
  %5595 = bitcast <8 x i64> %5592 to <16 x float>
  %5596 = select <16 x i1> %5593, <16 x float> %5595, <16 x float> %5594
  br label %5597

5597:                                             ; preds = %5590, %5583, %5580
  %5598 = phi <16 x float> [ %5582, %5580 ], [ %5589, %5583 ], [ %5596, %5590 ]
  switch i64 %1336, label %528 [
    i64 1, label %5613
    i64 2, label %5606
    i64 3, label %5599
    i64 0, label %5635
  ]

5599:                                             ; preds = %5597
  %5600 = bitcast <16 x float> %5598 to <8 x i64>
  %5601 = and <8 x i64> %5600, %1168
  %5602 = fcmp oeq <16 x float> %5598, %43
  %5603 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5598, i32 4)
  %5604 = bitcast <8 x i64> %5601 to <16 x float>
  %5605 = select <16 x i1> %5602, <16 x float> %5604, <16 x float> %5603
  br label %5616

5606:                                             ; preds = %5597
  %5607 = bitcast <16 x float> %5598 to <8 x i64>
  %5608 = or <8 x i64> %5607, %1169
  %5609 = fcmp oeq <16 x float> %5598, %46
  %5610 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5598, i32 4)
  %5611 = bitcast <8 x i64> %5608 to <16 x float>
  %5612 = select <16 x i1> %5609, <16 x float> %5611, <16 x float> %5610
  br label %5616

5613:                                             ; preds = %5597
  %5614 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5578, <16 x i1> %5579, <16 x float> zeroinitializer)
  %5615 = fadd <16 x float> %5598, %5614
  br label %5616

5616:                                             ; preds = %5613, %5606, %5599
  %5617 = phi <16 x float> [ %5615, %5613 ], [ %5612, %5606 ], [ %5605, %5599 ]
  switch i64 %1338, label %528 [
    i64 1, label %5632
    i64 2, label %5625
    i64 3, label %5618
    i64 0, label %5635
  ]

5618:                                             ; preds = %5616
  %5619 = bitcast <16 x float> %5617 to <8 x i64>
  %5620 = and <8 x i64> %5619, %1168
  %5621 = fcmp oeq <16 x float> %5617, %43
  %5622 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5617, i32 4)
  %5623 = bitcast <8 x i64> %5620 to <16 x float>
  %5624 = select <16 x i1> %5621, <16 x float> %5623, <16 x float> %5622
  br label %5635

5625:                                             ; preds = %5616
  %5626 = bitcast <16 x float> %5617 to <8 x i64>
  %5627 = or <8 x i64> %5626, %1169
  %5628 = fcmp oeq <16 x float> %5617, %46
  %5629 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5617, i32 4)
  %5630 = bitcast <8 x i64> %5627 to <16 x float>
  %5631 = select <16 x i1> %5628, <16 x float> %5630, <16 x float> %5629
  br label %5635

5632:                                             ; preds = %5616
  %5633 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5578, <16 x i1> %5579, <16 x float> zeroinitializer)
  %5634 = fadd <16 x float> %5617, %5633
  br label %5635

5635:                                             ; preds = %5618, %5625, %5632, %5616, %5597, %5574
  %5636 = phi <16 x float> [ %5617, %5616 ], [ %5575, %5574 ], [ %5598, %5597 ], [ %5634, %5632 ], [ %5631, %5625 ], [ %5624, %5618 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5636, ptr align 1 %5576, <16 x i1> %5579)
  %5637 = shl i64 %5315, 4
  %5638 = or disjoint i64 %5637, 16
  %5639 = sub nsw i64 %9, %5638
  %5640 = icmp sgt i64 %5639, 15
  %5641 = trunc i64 %5639 to i32
  %5642 = shl nsw i32 -1, %5641
  %5643 = trunc i32 %5642 to i16
  %5644 = xor i16 %5643, -1
  %5645 = select i1 %5640, i16 -1, i16 %5644
  br i1 %3987, label %5651, label %5646

5646:                                             ; preds = %5635
  %5647 = load float, ptr %1581, align 4
  %5648 = insertelement <16 x float> poison, float %5647, i64 0
  %5649 = shufflevector <16 x float> %5648, <16 x float> poison, <16 x i32> zeroinitializer
  %5650 = fadd <16 x float> %5560, %5649
  br label %5651

5651:                                             ; preds = %5646, %5635
  %5652 = phi <16 x float> [ %5650, %5646 ], [ %5560, %5635 ]
  %5653 = getelementptr inbounds nuw float, ptr %1588, i64 %5638
  %5654 = getelementptr inbounds nuw float, ptr %1593, i64 %5638
  %5655 = select i1 %3988, ptr null, ptr %5654
  %5656 = bitcast i16 %5645 to <16 x i1>
  switch i64 %1334, label %528 [
    i64 1, label %5671
    i64 2, label %5664
    i64 3, label %5657
    i64 0, label %5712
  ]

5657:                                             ; preds = %5651
  %5658 = bitcast <16 x float> %5652 to <8 x i64>
  %5659 = and <8 x i64> %5658, %1168
  %5660 = fcmp oeq <16 x float> %5652, %43
  %5661 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5652, i32 4)
  %5662 = bitcast <8 x i64> %5659 to <16 x float>
  %5663 = select <16 x i1> %5660, <16 x float> %5662, <16 x float> %5661
  br label %5674

5664:                                             ; preds = %5651
  %5665 = bitcast <16 x float> %5652 to <8 x i64>
  %5666 = or <8 x i64> %5665, %1169
  %5667 = fcmp oeq <16 x float> %5652, %46
  %5668 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5652, i32 4)
  %5669 = bitcast <8 x i64> %5666 to <16 x float>
  %5670 = select <16 x i1> %5667, <16 x float> %5669, <16 x float> %5668
  br label %5674

5671:                                             ; preds = %5651
  %5672 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5655, <16 x i1> %5656, <16 x float> zeroinitializer)
  %5673 = fadd <16 x float> %5652, %5672
  br label %5674

5674:                                             ; preds = %5671, %5664, %5657
  %5675 = phi <16 x float> [ %5673, %5671 ], [ %5670, %5664 ], [ %5663, %5657 ]
  switch i64 %1340, label %528 [
    i64 1, label %5690
    i64 2, label %5683
    i64 3, label %5676
    i64 0, label %5712
  ]

5676:                                             ; preds = %5674
  %5677 = bitcast <16 x float> %5675 to <8 x i64>
  %5678 = and <8 x i64> %5677, %1168
  %5679 = fcmp oeq <16 x float> %5675, %43
  %5680 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5675, i32 4)
  %5681 = bitcast <8 x i64> %5678 to <16 x float>
  %5682 = select <16 x i1> %5679, <16 x float> %5681, <16 x float> %5680
  br label %5693

5683:                                             ; preds = %5674
  %5684 = bitcast <16 x float> %5675 to <8 x i64>
  %5685 = or <8 x i64> %5684, %1169
  %5686 = fcmp oeq <16 x float> %5675, %46
  %5687 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5675, i32 4)
  %5688 = bitcast <8 x i64> %5685 to <16 x float>
  %5689 = select <16 x i1> %5686, <16 x float> %5688, <16 x float> %5687
  br label %5693

5690:                                             ; preds = %5674
  %5691 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5655, <16 x i1> %5656, <16 x float> zeroinitializer)
  %5692 = fadd <16 x float> %5675, %5691
  br label %5693

5693:                                             ; preds = %5690, %5683, %5676
  %5694 = phi <16 x float> [ %5692, %5690 ], [ %5689, %5683 ], [ %5682, %5676 ]
  switch i64 %1342, label %528 [
    i64 1, label %5709
    i64 2, label %5702
    i64 3, label %5695
    i64 0, label %5712
  ]

5695:                                             ; preds = %5693
  %5696 = bitcast <16 x float> %5694 to <8 x i64>
  %5697 = and <8 x i64> %5696, %1168
  %5698 = fcmp oeq <16 x float> %5694, %43
  %5699 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5694, i32 4)
  %5700 = bitcast <8 x i64> %5697 to <16 x float>
  %5701 = select <16 x i1> %5698, <16 x float> %5700, <16 x float> %5699
  br label %5712

5702:                                             ; preds = %5693
  %5703 = bitcast <16 x float> %5694 to <8 x i64>
  %5704 = or <8 x i64> %5703, %1169
  %5705 = fcmp oeq <16 x float> %5694, %46
  %5706 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5694, i32 4)
  %5707 = bitcast <8 x i64> %5704 to <16 x float>
  %5708 = select <16 x i1> %5705, <16 x float> %5707, <16 x float> %5706
  br label %5712

5709:                                             ; preds = %5693
  %5710 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5655, <16 x i1> %5656, <16 x float> zeroinitializer)
  %5711 = fadd <16 x float> %5694, %5710
  br label %5712

5712:                                             ; preds = %5695, %5702, %5709, %5693, %5674, %5651
  %5713 = phi <16 x float> [ %5694, %5693 ], [ %5652, %5651 ], [ %5675, %5674 ], [ %5711, %5709 ], [ %5708, %5702 ], [ %5701, %5695 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5713, ptr nonnull align 1 %5653, <16 x i1> %5656)
  br label %8990

5714:                                             ; preds = %5314
  br i1 %1165, label %5715, label %5845

5715:                                             ; preds = %5714
  %5716 = shl nsw i64 %5315, 4
  %5717 = mul nuw nsw i64 %5315, %11
  %5718 = sub nsw i64 %9, %5716
  %5719 = or disjoint i64 %5315, 1
  %5720 = shl nsw i64 %5719, 4
  %5721 = mul nuw nsw i64 %5719, %11
  %5722 = sub nsw i64 %9, %5720
  %5723 = or disjoint i64 %5315, 2
  %5724 = shl nsw i64 %5723, 4
  %5725 = mul nuw nsw i64 %5723, %11
  %5726 = sub nsw i64 %9, %5724
  br label %5727

5727:                                             ; preds = %5715, %5744
  %5728 = phi <16 x float> [ zeroinitializer, %5715 ], [ %5745, %5744 ]
  %5729 = phi <16 x float> [ zeroinitializer, %5715 ], [ %5746, %5744 ]
  %5730 = phi <16 x float> [ zeroinitializer, %5715 ], [ %5747, %5744 ]
  %5731 = phi i64 [ 0, %5715 ], [ %5748, %5744 ]
  %5732 = mul nsw i64 %5731, %14
  %5733 = sub i64 %5732, %16
  %5734 = add i64 %5733, %3994
  %5735 = icmp slt i64 %5734, 0
  %5736 = icmp sge i64 %5734, %6
  %5737 = or i1 %5735, %5736
  %5738 = select i1 %5737, i64 0, i64 %5734
  %5739 = mul nsw i64 %5738, %7
  %5740 = getelementptr inbounds float, ptr %1578, i64 %5739
  br i1 %1166, label %5741, label %5744

5741:                                             ; preds = %5727
  %5742 = mul nuw nsw i64 %5731, %11
  %5743 = getelementptr inbounds nuw float, ptr %1580, i64 %5742
  br label %5750

5744:                                             ; preds = %5836, %5727
  %5745 = phi <16 x float> [ %5728, %5727 ], [ %5788, %5836 ]
  %5746 = phi <16 x float> [ %5729, %5727 ], [ %5815, %5836 ]
  %5747 = phi <16 x float> [ %5730, %5727 ], [ %5842, %5836 ]
  %5748 = add nuw nsw i64 %5731, 1
  %5749 = icmp eq i64 %5748, %10
  br i1 %5749, label %5845, label %5727

5750:                                             ; preds = %5741, %5836
  %5751 = phi <16 x float> [ %5728, %5741 ], [ %5788, %5836 ]
  %5752 = phi <16 x float> [ %5729, %5741 ], [ %5815, %5836 ]
  %5753 = phi <16 x float> [ %5730, %5741 ], [ %5842, %5836 ]
  %5754 = phi i64 [ 0, %5741 ], [ %5843, %5836 ]
  %5755 = getelementptr inbounds nuw float, ptr %5743, i64 %5754
  %5756 = load float, ptr %5755, align 4
  %5757 = insertelement <16 x float> poison, float %5756, i64 0
  %5758 = shufflevector <16 x float> %5757, <16 x float> poison, <16 x i32> zeroinitializer
  %5759 = mul nsw i64 %5754, %15
  %5760 = sub i64 %5759, %17
  %5761 = getelementptr i16, ptr %1152, i64 %5754
  %5762 = add i64 %5760, %5716
  br i1 %1167, label %5766, label %5763

5763:                                             ; preds = %5750
  %5764 = getelementptr i16, ptr %5761, i64 %5717
  %5765 = load i16, ptr %5764, align 2
  br label %5782

5766:                                             ; preds = %5750
  %5767 = icmp slt i64 %5762, 0
  %5768 = sub nsw i64 0, %5762
  %5769 = select i1 %5767, i64 %5768, i64 0
  %5770 = sub nsw i64 %7, %5762
  %5771 = call i64 @llvm.smin.i64(i64 %5770, i64 %5718)
  %5772 = call i64 @llvm.smin.i64(i64 %5771, i64 16)
  %5773 = icmp sgt i64 %5772, %5769
  %5774 = trunc i64 %5772 to i32
  %5775 = shl nsw i32 -1, %5774
  %5776 = xor i32 %5775, -1
  %5777 = trunc i64 %5769 to i32
  %5778 = shl nsw i32 -1, %5777
  %5779 = and i32 %5778, %5776
  %5780 = trunc i32 %5779 to i16
  %5781 = select i1 %5773, i16 %5780, i16 0
  br label %5782

5782:                                             ; preds = %5766, %5763
  %5783 = phi i16 [ %5765, %5763 ], [ %5781, %5766 ]
  %5784 = select i1 %5737, i16 0, i16 %5783
  %5785 = getelementptr inbounds float, ptr %5740, i64 %5762
  %5786 = bitcast i16 %5784 to <16 x i1>
  %5787 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5785, <16 x i1> %5786, <16 x float> zeroinitializer)
  %5788 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5787, <16 x float> %5758, <16 x float> %5751)
  %5789 = add i64 %5760, %5720
  br i1 %1167, label %5793, label %5790

5790:                                             ; preds = %5782
  %5791 = getelementptr i16, ptr %5761, i64 %5721
  %5792 = load i16, ptr %5791, align 2
  br label %5809

5793:                                             ; preds = %5782
  %5794 = icmp slt i64 %5789, 0
  %5795 = sub nsw i64 0, %5789
  %5796 = select i1 %5794, i64 %5795, i64 0
  %5797 = sub nsw i64 %7, %5789
  %5798 = call i64 @llvm.smin.i64(i64 %5797, i64 %5722)
  %5799 = call i64 @llvm.smin.i64(i64 %5798, i64 16)
  %5800 = icmp sgt i64 %5799, %5796
  %5801 = trunc i64 %5799 to i32
  %5802 = shl nsw i32 -1, %5801
  %5803 = xor i32 %5802, -1
  %5804 = trunc i64 %5796 to i32
  %5805 = shl nsw i32 -1, %5804
  %5806 = and i32 %5805, %5803
  %5807 = trunc i32 %5806 to i16
  %5808 = select i1 %5800, i16 %5807, i16 0
  br label %5809

5809:                                             ; preds = %5793, %5790
  %5810 = phi i16 [ %5792, %5790 ], [ %5808, %5793 ]
  %5811 = select i1 %5737, i16 0, i16 %5810
  %5812 = getelementptr inbounds float, ptr %5740, i64 %5789
  %5813 = bitcast i16 %5811 to <16 x i1>
  %5814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5812, <16 x i1> %5813, <16 x float> zeroinitializer)
  %5815 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5814, <16 x float> %5758, <16 x float> %5752)
  %5816 = add i64 %5760, %5724
  br i1 %1167, label %5820, label %5817

5817:                                             ; preds = %5809
  %5818 = getelementptr i16, ptr %5761, i64 %5725
  %5819 = load i16, ptr %5818, align 2
  br label %5836

5820:                                             ; preds = %5809
  %5821 = icmp slt i64 %5816, 0
  %5822 = sub nsw i64 0, %5816
  %5823 = select i1 %5821, i64 %5822, i64 0
  %5824 = sub nsw i64 %7, %5816
  %5825 = call i64 @llvm.smin.i64(i64 %5824, i64 %5726)
  %5826 = call i64 @llvm.smin.i64(i64 %5825, i64 16)
  %5827 = icmp sgt i64 %5826, %5823
  %5828 = trunc i64 %5826 to i32
  %5829 = shl nsw i32 -1, %5828
  %5830 = xor i32 %5829, -1
  %5831 = trunc i64 %5823 to i32
  %5832 = shl nsw i32 -1, %5831
  %5833 = and i32 %5832, %5830
  %5834 = trunc i32 %5833 to i16
  %5835 = select i1 %5827, i16 %5834, i16 0
  br label %5836

5836:                                             ; preds = %5820, %5817
  %5837 = phi i16 [ %5819, %5817 ], [ %5835, %5820 ]
  %5838 = select i1 %5737, i16 0, i16 %5837
  %5839 = getelementptr inbounds float, ptr %5740, i64 %5816
  %5840 = bitcast i16 %5838 to <16 x i1>
  %5841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5839, <16 x i1> %5840, <16 x float> zeroinitializer)
  %5842 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5841, <16 x float> %5758, <16 x float> %5753)
  %5843 = add nuw nsw i64 %5754, 1
  %5844 = icmp eq i64 %5843, %11
  br i1 %5844, label %5744, label %5750

5845:                                             ; preds = %5744, %5714
  %5846 = phi <16 x float> [ zeroinitializer, %5714 ], [ %5745, %5744 ]
  %5847 = phi <16 x float> [ zeroinitializer, %5714 ], [ %5746, %5744 ]
  %5848 = phi <16 x float> [ zeroinitializer, %5714 ], [ %5747, %5744 ]
  %5849 = shl nsw i64 %5315, 4
  %5850 = sub nsw i64 %9, %5849
  %5851 = icmp sgt i64 %5850, 15
  %5852 = trunc i64 %5850 to i32
  %5853 = shl nsw i32 -1, %5852
  %5854 = trunc i32 %5853 to i16
  %5855 = xor i16 %5854, -1
  %5856 = select i1 %5851, i16 -1, i16 %5855
  br i1 %3987, label %5862, label %5857

5857:                                             ; preds = %5845
  %5858 = load float, ptr %1581, align 4
  %5859 = insertelement <16 x float> poison, float %5858, i64 0
  %5860 = shufflevector <16 x float> %5859, <16 x float> poison, <16 x i32> zeroinitializer
  %5861 = fadd <16 x float> %5846, %5860
  br label %5862

5862:                                             ; preds = %5857, %5845
  %5863 = phi <16 x float> [ %5861, %5857 ], [ %5846, %5845 ]
  %5864 = getelementptr inbounds nuw float, ptr %1588, i64 %5849
  %5865 = getelementptr inbounds nuw float, ptr %1593, i64 %5849
  %5866 = select i1 %3988, ptr null, ptr %5865
  %5867 = bitcast i16 %5856 to <16 x i1>
  switch i64 %1321, label %528 [
    i64 1, label %5868
    i64 2, label %5871
    i64 3, label %5878
    i64 0, label %5923
  ]

5868:                                             ; preds = %5862
  %5869 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5866, <16 x i1> %5867, <16 x float> zeroinitializer)
  %5870 = fadd <16 x float> %5863, %5869
  br label %5885

5871:                                             ; preds = %5862
  %5872 = bitcast <16 x float> %5863 to <8 x i64>
  %5873 = or <8 x i64> %5872, %1169
  %5874 = fcmp oeq <16 x float> %5863, %46
  %5875 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5863, i32 4)
  %5876 = bitcast <8 x i64> %5873 to <16 x float>
  %5877 = select <16 x i1> %5874, <16 x float> %5876, <16 x float> %5875
  br label %5885

5878:                                             ; preds = %5862
  %5879 = bitcast <16 x float> %5863 to <8 x i64>
  %5880 = and <8 x i64> %5879, %1168
  %5881 = fcmp oeq <16 x float> %5863, %43
  %5882 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5863, i32 4)
  %5883 = bitcast <8 x i64> %5880 to <16 x float>
  %5884 = select <16 x i1> %5881, <16 x float> %5883, <16 x float> %5882
  br label %5885

5885:                                             ; preds = %5878, %5871, %5868
  %5886 = phi <16 x float> [ %5870, %5868 ], [ %5877, %5871 ], [ %5884, %5878 ]
  switch i64 %1323, label %528 [
    i64 1, label %5901
    i64 2, label %5894
    i64 3, label %5887
    i64 0, label %5923
  ]

5887:                                             ; preds = %5885
  %5888 = bitcast <16 x float> %5886 to <8 x i64>
  %5889 = and <8 x i64> %5888, %1168
  %5890 = fcmp oeq <16 x float> %5886, %43
  %5891 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5886, i32 4)
  %5892 = bitcast <8 x i64> %5889 to <16 x float>
  %5893 = select <16 x i1> %5890, <16 x float> %5892, <16 x float> %5891
  br label %5904

5894:                                             ; preds = %5885
  %5895 = bitcast <16 x float> %5886 to <8 x i64>
  %5896 = or <8 x i64> %5895, %1169
  %5897 = fcmp oeq <16 x float> %5886, %46
  %5898 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5886, i32 4)
  %5899 = bitcast <8 x i64> %5896 to <16 x float>
  %5900 = select <16 x i1> %5897, <16 x float> %5899, <16 x float> %5898
  br label %5904

5901:                                             ; preds = %5885
  %5902 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5866, <16 x i1> %5867, <16 x float> zeroinitializer)
  %5903 = fadd <16 x float> %5886, %5902
  br label %5904

5904:                                             ; preds = %5901, %5894, %5887
  %5905 = phi <16 x float> [ %5903, %5901 ], [ %5900, %5894 ], [ %5893, %5887 ]
  switch i64 %1325, label %528 [
    i64 1, label %5920
    i64 2, label %5913
    i64 3, label %5906
    i64 0, label %5923
  ]

5906:                                             ; preds = %5904
  %5907 = bitcast <16 x float> %5905 to <8 x i64>
  %5908 = and <8 x i64> %5907, %1168
  %5909 = fcmp oeq <16 x float> %5905, %43
  %5910 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5905, i32 4)
  %5911 = bitcast <8 x i64> %5908 to <16 x float>
  %5912 = select <16 x i1> %5909, <16 x float> %5911, <16 x float> %5910
  br label %5923

5913:                                             ; preds = %5904
  %5914 = bitcast <16 x float> %5905 to <8 x i64>
  %5915 = or <8 x i64> %5914, %1169
  %5916 = fcmp oeq <16 x float> %5905, %46
  %5917 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5905, i32 4)
  %5918 = bitcast <8 x i64> %5915 to <16 x float>
  %5919 = select <16 x i1> %5916, <16 x float> %5918, <16 x float> %5917
  br label %5923

5920:                                             ; preds = %5904
  %5921 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5866, <16 x i1> %5867, <16 x float> zeroinitializer)
  %5922 = fadd <16 x float> %5905, %5921
  br label %5923

5923:                                             ; preds = %5906, %5913, %5920, %5904, %5885, %5862
  %5924 = phi <16 x float> [ %5905, %5904 ], [ %5863, %5862 ], [ %5886, %5885 ], [ %5922, %5920 ], [ %5919, %5913 ], [ %5912, %5906 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5924, ptr align 1 %5864, <16 x i1> %5867)
  %5925 = shl i64 %5315, 4
  %5926 = or disjoint i64 %5925, 16
  %5927 = sub nsw i64 %9, %5926
  %5928 = icmp sgt i64 %5927, 15
  %5929 = trunc i64 %5927 to i32
  %5930 = shl nsw i32 -1, %5929
  %5931 = trunc i32 %5930 to i16
  %5932 = xor i16 %5931, -1
  %5933 = select i1 %5928, i16 -1, i16 %5932
  br i1 %3987, label %5939, label %5934

5934:                                             ; preds = %5923
  %5935 = load float, ptr %1581, align 4
  %5936 = insertelement <16 x float> poison, float %5935, i64 0
  %5937 = shufflevector <16 x float> %5936, <16 x float> poison, <16 x i32> zeroinitializer
  %5938 = fadd <16 x float> %5847, %5937
  br label %5939

5939:                                             ; preds = %5934, %5923
  %5940 = phi <16 x float> [ %5938, %5934 ], [ %5847, %5923 ]
  %5941 = getelementptr inbounds nuw float, ptr %1588, i64 %5926
  %5942 = getelementptr inbounds nuw float, ptr %1593, i64 %5926
  %5943 = select i1 %3988, ptr null, ptr %5942
  %5944 = bitcast i16 %5933 to <16 x i1>
  switch i64 %1321, label %528 [
    i64 1, label %5959
    i64 2, label %5952
    i64 3, label %5945
    i64 0, label %6000
  ]

5945:                                             ; preds = %5939
  %5946 = bitcast <16 x float> %5940 to <8 x i64>
  %5947 = and <8 x i64> %5946, %1168
  %5948 = fcmp oeq <16 x float> %5940, %43
  %5949 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5940, i32 4)
  %5950 = bitcast <8 x i64> %5947 to <16 x float>
  %5951 = select <16 x i1> %5948, <16 x float> %5950, <16 x float> %5949
  br label %5962

5952:                                             ; preds = %5939
  %5953 = bitcast <16 x float> %5940 to <8 x i64>
  %5954 = or <8 x i64> %5953, %1169
  %5955 = fcmp oeq <16 x float> %5940, %46
  %5956 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5940, i32 4)
  %5957 = bitcast <8 x i64> %5954 to <16 x float>
  %5958 = select <16 x i1> %5955, <16 x float> %5957, <16 x float> %5956
  br label %5962

5959:                                             ; preds = %5939
  %5960 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5943, <16 x i1> %5944, <16 x float> zeroinitializer)
  %5961 = fadd <16 x float> %5940, %5960
  br label %5962

5962:                                             ; preds = %5959, %5952, %5945
  %5963 = phi <16 x float> [ %5961, %5959 ], [ %5958, %5952 ], [ %5951, %5945 ]
  switch i64 %1327, label %528 [
    i64 1, label %5978
    i64 2, label %5971
    i64 3, label %5964
    i64 0, label %6000
  ]

5964:                                             ; preds = %5962
  %5965 = bitcast <16 x float> %5963 to <8 x i64>
  %5966 = and <8 x i64> %5965, %1168
  %5967 = fcmp oeq <16 x float> %5963, %43
  %5968 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5963, i32 4)
  %5969 = bitcast <8 x i64> %5966 to <16 x float>
  %5970 = select <16 x i1> %5967, <16 x float> %5969, <16 x float> %5968
  br label %5981

5971:                                             ; preds = %5962
  %5972 = bitcast <16 x float> %5963 to <8 x i64>
  %5973 = or <8 x i64> %5972, %1169
  %5974 = fcmp oeq <16 x float> %5963, %46
  %5975 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5963, i32 4)
  %5976 = bitcast <8 x i64> %5973 to <16 x float>
  %5977 = select <16 x i1> %5974, <16 x float> %5976, <16 x float> %5975
  br label %5981

5978:                                             ; preds = %5962
  %5979 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5943, <16 x i1> %5944, <16 x float> zeroinitializer)
  %5980 = fadd <16 x float> %5963, %5979
  br label %5981

5981:                                             ; preds = %5978, %5971, %5964
  %5982 = phi <16 x float> [ %5980, %5978 ], [ %5977, %5971 ], [ %5970, %5964 ]
  switch i64 %1329, label %528 [
    i64 1, label %5997
    i64 2, label %5990
    i64 3, label %5983
    i64 0, label %6000
  ]

5983:                                             ; preds = %5981
  %5984 = bitcast <16 x float> %5982 to <8 x i64>
  %5985 = and <8 x i64> %5984, %1168
  %5986 = fcmp oeq <16 x float> %5982, %43
  %5987 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5982, i32 4)
  %5988 = bitcast <8 x i64> %5985 to <16 x float>
  %5989 = select <16 x i1> %5986, <16 x float> %5988, <16 x float> %5987
  br label %6000

5990:                                             ; preds = %5981
  %5991 = bitcast <16 x float> %5982 to <8 x i64>
  %5992 = or <8 x i64> %5991, %1169
  %5993 = fcmp oeq <16 x float> %5982, %46
  %5994 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5982, i32 4)
  %5995 = bitcast <8 x i64> %5992 to <16 x float>
  %5996 = select <16 x i1> %5993, <16 x float> %5995, <16 x float> %5994
  br label %6000

5997:                                             ; preds = %5981
  %5998 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5943, <16 x i1> %5944, <16 x float> zeroinitializer)
  %5999 = fadd <16 x float> %5982, %5998
  br label %6000

6000:                                             ; preds = %5983, %5990, %5997, %5981, %5962, %5939
  %6001 = phi <16 x float> [ %5982, %5981 ], [ %5940, %5939 ], [ %5963, %5962 ], [ %5999, %5997 ], [ %5996, %5990 ], [ %5989, %5983 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6001, ptr nonnull align 1 %5941, <16 x i1> %5944)
  %6002 = shl i64 %5315, 4
  %6003 = or disjoint i64 %6002, 32
  %6004 = sub nsw i64 %9, %6003
  %6005 = icmp sgt i64 %6004, 15
  %6006 = trunc i64 %6004 to i32
  %6007 = shl nsw i32 -1, %6006
  %6008 = trunc i32 %6007 to i16
  %6009 = xor i16 %6008, -1
  %6010 = select i1 %6005, i16 -1, i16 %6009
  br i1 %3987, label %6016, label %6011

6011:                                             ; preds = %6000
  %6012 = load float, ptr %1581, align 4
  %6013 = insertelement <16 x float> poison, float %6012, i64 0
  %6014 = shufflevector <16 x float> %6013, <16 x float> poison, <16 x i32> zeroinitializer
  %6015 = fadd <16 x float> %5848, %6014
  br label %6016

6016:                                             ; preds = %6011, %6000
  %6017 = phi <16 x float> [ %6015, %6011 ], [ %5848, %6000 ]
  %6018 = getelementptr inbounds nuw float, ptr %1588, i64 %6003
  %6019 = getelementptr inbounds nuw float, ptr %1593, i64 %6003
  %6020 = select i1 %3988, ptr null, ptr %6019
  %6021 = bitcast i16 %6010 to <16 x i1>
  switch i64 %1321, label %528 [
    i64 1, label %6036
    i64 2, label %6029
    i64 3, label %6022
    i64 0, label %6077
  ]

6022:                                             ; preds = %6016
  %6023 = bitcast <16 x float> %6017 to <8 x i64>
  %6024 = and <8 x i64> %6023, %1168
  %6025 = fcmp oeq <16 x float> %6017, %43
  %6026 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6017, i32 4)
  %6027 = bitcast <8 x i64> %6024 to <16 x float>
  %6028 = select <16 x i1> %6025, <16 x float> %6027, <16 x float> %6026
  br label %6039

6029:                                             ; preds = %6016
  %6030 = bitcast <16 x float> %6017 to <8 x i64>
  %6031 = or <8 x i64> %6030, %1169
  %6032 = fcmp oeq <16 x float> %6017, %46
  %6033 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6017, i32 4)
  %6034 = bitcast <8 x i64> %6031 to <16 x float>
  %6035 = select <16 x i1> %6032, <16 x float> %6034, <16 x float> %6033
  br label %6039

6036:                                             ; preds = %6016
  %6037 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6020, <16 x i1> %6021, <16 x float> zeroinitializer)
  %6038 = fadd <16 x float> %6017, %6037
  br label %6039

6039:                                             ; preds = %6036, %6029, %6022
  %6040 = phi <16 x float> [ %6038, %6036 ], [ %6035, %6029 ], [ %6028, %6022 ]
  switch i64 %1331, label %528 [
    i64 1, label %6055
    i64 2, label %6048
    i64 3, label %6041
    i64 0, label %6077
  ]

6041:                                             ; preds = %6039
  %6042 = bitcast <16 x float> %6040 to <8 x i64>
  %6043 = and <8 x i64> %6042, %1168
  %6044 = fcmp oeq <16 x float> %6040, %43
  %6045 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6040, i32 4)
  %6046 = bitcast <8 x i64> %6043 to <16 x float>
  %6047 = select <16 x i1> %6044, <16 x float> %6046, <16 x float> %6045
  br label %6058

6048:                                             ; preds = %6039
  %6049 = bitcast <16 x float> %6040 to <8 x i64>
  %6050 = or <8 x i64> %6049, %1169
  %6051 = fcmp oeq <16 x float> %6040, %46
  %6052 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6040, i32 4)
  %6053 = bitcast <8 x i64> %6050 to <16 x float>
  %6054 = select <16 x i1> %6051, <16 x float> %6053, <16 x float> %6052
  br label %6058

6055:                                             ; preds = %6039
  %6056 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6020, <16 x i1> %6021, <16 x float> zeroinitializer)
  %6057 = fadd <16 x float> %6040, %6056
  br label %6058

6058:                                             ; preds = %6055, %6048, %6041
  %6059 = phi <16 x float> [ %6057, %6055 ], [ %6054, %6048 ], [ %6047, %6041 ]
  switch i64 %1333, label %528 [
    i64 1, label %6074
    i64 2, label %6067
    i64 3, label %6060
    i64 0, label %6077
  ]

6060:                                             ; preds = %6058
  %6061 = bitcast <16 x float> %6059 to <8 x i64>
  %6062 = and <8 x i64> %6061, %1168
  %6063 = fcmp oeq <16 x float> %6059, %43
  %6064 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6059, i32 4)
  %6065 = bitcast <8 x i64> %6062 to <16 x float>
  %6066 = select <16 x i1> %6063, <16 x float> %6065, <16 x float> %6064
  br label %6077

6067:                                             ; preds = %6058
  %6068 = bitcast <16 x float> %6059 to <8 x i64>
  %6069 = or <8 x i64> %6068, %1169
  %6070 = fcmp oeq <16 x float> %6059, %46
  %6071 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6059, i32 4)
  %6072 = bitcast <8 x i64> %6069 to <16 x float>
  %6073 = select <16 x i1> %6070, <16 x float> %6072, <16 x float> %6071
  br label %6077

6074:                                             ; preds = %6058
  %6075 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6020, <16 x i1> %6021, <16 x float> zeroinitializer)
  %6076 = fadd <16 x float> %6059, %6075
  br label %6077

6077:                                             ; preds = %6060, %6067, %6074, %6058, %6039, %6016
  %6078 = phi <16 x float> [ %6059, %6058 ], [ %6017, %6016 ], [ %6040, %6039 ], [ %6076, %6074 ], [ %6073, %6067 ], [ %6066, %6060 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6078, ptr nonnull align 1 %6018, <16 x i1> %6021)
  br label %8990

6079:                                             ; preds = %5314
  br i1 %1165, label %6080, label %6244

6080:                                             ; preds = %6079
  %6081 = shl nsw i64 %5315, 4
  %6082 = mul nuw nsw i64 %5315, %11
  %6083 = sub nsw i64 %9, %6081
  %6084 = or disjoint i64 %5315, 1
  %6085 = shl nsw i64 %6084, 4
  %6086 = mul nuw nsw i64 %6084, %11
  %6087 = sub nsw i64 %9, %6085
  %6088 = or disjoint i64 %5315, 2
  %6089 = shl nsw i64 %6088, 4
  %6090 = mul nuw nsw i64 %6088, %11
  %6091 = sub nsw i64 %9, %6089
  %6092 = or disjoint i64 %5315, 3
  %6093 = shl nsw i64 %6092, 4
  %6094 = mul nuw nsw i64 %6092, %11
  %6095 = sub nsw i64 %9, %6093
  br label %6096

6096:                                             ; preds = %6080, %6114
  %6097 = phi <16 x float> [ zeroinitializer, %6080 ], [ %6115, %6114 ]
  %6098 = phi <16 x float> [ zeroinitializer, %6080 ], [ %6116, %6114 ]
  %6099 = phi <16 x float> [ zeroinitializer, %6080 ], [ %6117, %6114 ]
  %6100 = phi <16 x float> [ zeroinitializer, %6080 ], [ %6118, %6114 ]
  %6101 = phi i64 [ 0, %6080 ], [ %6119, %6114 ]
  %6102 = mul nsw i64 %6101, %14
  %6103 = sub i64 %6102, %16
  %6104 = add i64 %6103, %3993
  %6105 = icmp slt i64 %6104, 0
  %6106 = icmp sge i64 %6104, %6
  %6107 = or i1 %6105, %6106
  %6108 = select i1 %6107, i64 0, i64 %6104
  %6109 = mul nsw i64 %6108, %7
  %6110 = getelementptr inbounds float, ptr %1578, i64 %6109
  br i1 %1166, label %6111, label %6114

6111:                                             ; preds = %6096
  %6112 = mul nuw nsw i64 %6101, %11
  %6113 = getelementptr inbounds nuw float, ptr %1580, i64 %6112
  br label %6121

6114:                                             ; preds = %6235, %6096
  %6115 = phi <16 x float> [ %6097, %6096 ], [ %6241, %6235 ]
  %6116 = phi <16 x float> [ %6098, %6096 ], [ %6214, %6235 ]
  %6117 = phi <16 x float> [ %6099, %6096 ], [ %6187, %6235 ]
  %6118 = phi <16 x float> [ %6100, %6096 ], [ %6160, %6235 ]
  %6119 = add nuw nsw i64 %6101, 1
  %6120 = icmp eq i64 %6119, %10
  br i1 %6120, label %6244, label %6096

6121:                                             ; preds = %6111, %6235
  %6122 = phi <16 x float> [ %6097, %6111 ], [ %6241, %6235 ]
  %6123 = phi <16 x float> [ %6098, %6111 ], [ %6214, %6235 ]
  %6124 = phi <16 x float> [ %6099, %6111 ], [ %6187, %6235 ]
  %6125 = phi <16 x float> [ %6100, %6111 ], [ %6160, %6235 ]
  %6126 = phi i64 [ 0, %6111 ], [ %6242, %6235 ]
  %6127 = getelementptr inbounds nuw float, ptr %6113, i64 %6126
  %6128 = load float, ptr %6127, align 4
  %6129 = insertelement <16 x float> poison, float %6128, i64 0
  %6130 = shufflevector <16 x float> %6129, <16 x float> poison, <16 x i32> zeroinitializer
  %6131 = mul nsw i64 %6126, %15
  %6132 = sub i64 %6131, %17
  %6133 = getelementptr i16, ptr %1152, i64 %6126
  %6134 = add i64 %6132, %6081
  br i1 %1167, label %6138, label %6135

6135:                                             ; preds = %6121
  %6136 = getelementptr i16, ptr %6133, i64 %6082
  %6137 = load i16, ptr %6136, align 2
  br label %6154

6138:                                             ; preds = %6121
  %6139 = icmp slt i64 %6134, 0
  %6140 = sub nsw i64 0, %6134
  %6141 = select i1 %6139, i64 %6140, i64 0
  %6142 = sub nsw i64 %7, %6134
  %6143 = call i64 @llvm.smin.i64(i64 %6142, i64 %6083)
  %6144 = call i64 @llvm.smin.i64(i64 %6143, i64 16)
  %6145 = icmp sgt i64 %6144, %6141
  %6146 = trunc i64 %6144 to i32
  %6147 = shl nsw i32 -1, %6146
  %6148 = xor i32 %6147, -1
  %6149 = trunc i64 %6141 to i32
  %6150 = shl nsw i32 -1, %6149
  %6151 = and i32 %6150, %6148
  %6152 = trunc i32 %6151 to i16
  %6153 = select i1 %6145, i16 %6152, i16 0
  br label %6154

6154:                                             ; preds = %6138, %6135
  %6155 = phi i16 [ %6137, %6135 ], [ %6153, %6138 ]
  %6156 = select i1 %6107, i16 0, i16 %6155
  %6157 = getelementptr inbounds float, ptr %6110, i64 %6134
  %6158 = bitcast i16 %6156 to <16 x i1>
  %6159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6157, <16 x i1> %6158, <16 x float> zeroinitializer)
  %6160 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6159, <16 x float> %6130, <16 x float> %6125)
  %6161 = add i64 %6132, %6085
  br i1 %1167, label %6165, label %6162

6162:                                             ; preds = %6154
  %6163 = getelementptr i16, ptr %6133, i64 %6086
  %6164 = load i16, ptr %6163, align 2
  br label %6181

6165:                                             ; preds = %6154
  %6166 = icmp slt i64 %6161, 0
  %6167 = sub nsw i64 0, %6161
  %6168 = select i1 %6166, i64 %6167, i64 0
  %6169 = sub nsw i64 %7, %6161
  %6170 = call i64 @llvm.smin.i64(i64 %6169, i64 %6087)
  %6171 = call i64 @llvm.smin.i64(i64 %6170, i64 16)
  %6172 = icmp sgt i64 %6171, %6168
  %6173 = trunc i64 %6171 to i32
  %6174 = shl nsw i32 -1, %6173
  %6175 = xor i32 %6174, -1
  %6176 = trunc i64 %6168 to i32
  %6177 = shl nsw i32 -1, %6176
  %6178 = and i32 %6177, %6175
  %6179 = trunc i32 %6178 to i16
  %6180 = select i1 %6172, i16 %6179, i16 0
  br label %6181

6181:                                             ; preds = %6165, %6162
  %6182 = phi i16 [ %6164, %6162 ], [ %6180, %6165 ]
  %6183 = select i1 %6107, i16 0, i16 %6182
  %6184 = getelementptr inbounds float, ptr %6110, i64 %6161
  %6185 = bitcast i16 %6183 to <16 x i1>
  %6186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6184, <16 x i1> %6185, <16 x float> zeroinitializer)
  %6187 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6186, <16 x float> %6130, <16 x float> %6124)
  %6188 = add i64 %6132, %6089
  br i1 %1167, label %6192, label %6189

6189:                                             ; preds = %6181
  %6190 = getelementptr i16, ptr %6133, i64 %6090
  %6191 = load i16, ptr %6190, align 2
  br label %6208

6192:                                             ; preds = %6181
  %6193 = icmp slt i64 %6188, 0
  %6194 = sub nsw i64 0, %6188
  %6195 = select i1 %6193, i64 %6194, i64 0
  %6196 = sub nsw i64 %7, %6188
  %6197 = call i64 @llvm.smin.i64(i64 %6196, i64 %6091)
  %6198 = call i64 @llvm.smin.i64(i64 %6197, i64 16)
  %6199 = icmp sgt i64 %6198, %6195
  %6200 = trunc i64 %6198 to i32
  %6201 = shl nsw i32 -1, %6200
  %6202 = xor i32 %6201, -1
  %6203 = trunc i64 %6195 to i32
  %6204 = shl nsw i32 -1, %6203
  %6205 = and i32 %6204, %6202
  %6206 = trunc i32 %6205 to i16
  %6207 = select i1 %6199, i16 %6206, i16 0
  br label %6208

6208:                                             ; preds = %6192, %6189
  %6209 = phi i16 [ %6191, %6189 ], [ %6207, %6192 ]
  %6210 = select i1 %6107, i16 0, i16 %6209
  %6211 = getelementptr inbounds float, ptr %6110, i64 %6188
  %6212 = bitcast i16 %6210 to <16 x i1>
  %6213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6211, <16 x i1> %6212, <16 x float> zeroinitializer)
  %6214 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6213, <16 x float> %6130, <16 x float> %6123)
  %6215 = add i64 %6132, %6093
  br i1 %1167, label %6219, label %6216

6216:                                             ; preds = %6208
  %6217 = getelementptr i16, ptr %6133, i64 %6094
  %6218 = load i16, ptr %6217, align 2
  br label %6235

6219:                                             ; preds = %6208
  %6220 = icmp slt i64 %6215, 0
  %6221 = sub nsw i64 0, %6215
  %6222 = select i1 %6220, i64 %6221, i64 0
  %6223 = sub nsw i64 %7, %6215
  %6224 = call i64 @llvm.smin.i64(i64 %6223, i64 %6095)
  %6225 = call i64 @llvm.smin.i64(i64 %6224, i64 16)
  %6226 = icmp sgt i64 %6225, %6222
  %6227 = trunc i64 %6225 to i32
  %6228 = shl nsw i32 -1, %6227
  %6229 = xor i32 %6228, -1
  %6230 = trunc i64 %6222 to i32
  %6231 = shl nsw i32 -1, %6230
  %6232 = and i32 %6231, %6229
  %6233 = trunc i32 %6232 to i16
  %6234 = select i1 %6226, i16 %6233, i16 0
  br label %6235

6235:                                             ; preds = %6219, %6216
  %6236 = phi i16 [ %6218, %6216 ], [ %6234, %6219 ]
  %6237 = select i1 %6107, i16 0, i16 %6236
  %6238 = getelementptr inbounds float, ptr %6110, i64 %6215
  %6239 = bitcast i16 %6237 to <16 x i1>
  %6240 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6238, <16 x i1> %6239, <16 x float> zeroinitializer)
  %6241 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6240, <16 x float> %6130, <16 x float> %6122)
  %6242 = add nuw nsw i64 %6126, 1
  %6243 = icmp eq i64 %6242, %11
  br i1 %6243, label %6114, label %6121

6244:                                             ; preds = %6114, %6079
  %6245 = phi <16 x float> [ zeroinitializer, %6079 ], [ %6115, %6114 ]
  %6246 = phi <16 x float> [ zeroinitializer, %6079 ], [ %6116, %6114 ]
  %6247 = phi <16 x float> [ zeroinitializer, %6079 ], [ %6117, %6114 ]
  %6248 = phi <16 x float> [ zeroinitializer, %6079 ], [ %6118, %6114 ]
  %6249 = shl nsw i64 %5315, 4
  %6250 = sub nsw i64 %9, %6249
  %6251 = icmp sgt i64 %6250, 15
  %6252 = trunc i64 %6250 to i32
  %6253 = shl nsw i32 -1, %6252
  %6254 = trunc i32 %6253 to i16
  %6255 = xor i16 %6254, -1
  %6256 = select i1 %6251, i16 -1, i16 %6255
  br i1 %3987, label %6262, label %6257

6257:                                             ; preds = %6244
  %6258 = load float, ptr %1581, align 4
  %6259 = insertelement <16 x float> poison, float %6258, i64 0
  %6260 = shufflevector <16 x float> %6259, <16 x float> poison, <16 x i32> zeroinitializer
  %6261 = fadd <16 x float> %6248, %6260
  br label %6262

6262:                                             ; preds = %6257, %6244
  %6263 = phi <16 x float> [ %6261, %6257 ], [ %6248, %6244 ]
  %6264 = getelementptr inbounds nuw float, ptr %1588, i64 %6249
  %6265 = getelementptr inbounds nuw float, ptr %1593, i64 %6249
  %6266 = select i1 %3988, ptr null, ptr %6265
  %6267 = bitcast i16 %6256 to <16 x i1>
  switch i64 %1304, label %528 [
    i64 1, label %6268
    i64 2, label %6271
    i64 3, label %6278
    i64 0, label %6323
  ]

6268:                                             ; preds = %6262
  %6269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6266, <16 x i1> %6267, <16 x float> zeroinitializer)
  %6270 = fadd <16 x float> %6263, %6269
  br label %6285

6271:                                             ; preds = %6262
  %6272 = bitcast <16 x float> %6263 to <8 x i64>
  %6273 = or <8 x i64> %6272, %1169
  %6274 = fcmp oeq <16 x float> %6263, %46
  %6275 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6263, i32 4)
  %6276 = bitcast <8 x i64> %6273 to <16 x float>
  %6277 = select <16 x i1> %6274, <16 x float> %6276, <16 x float> %6275
  br label %6285

6278:                                             ; preds = %6262
  %6279 = bitcast <16 x float> %6263 to <8 x i64>
  %6280 = and <8 x i64> %6279, %1168
  %6281 = fcmp oeq <16 x float> %6263, %43
  %6282 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6263, i32 4)
  %6283 = bitcast <8 x i64> %6280 to <16 x float>
  %6284 = select <16 x i1> %6281, <16 x float> %6283, <16 x float> %6282
  br label %6285

6285:                                             ; preds = %6278, %6271, %6268
  %6286 = phi <16 x float> [ %6270, %6268 ], [ %6277, %6271 ], [ %6284, %6278 ]
  switch i64 %1306, label %528 [
    i64 1, label %6301
    i64 2, label %6294
    i64 3, label %6287
    i64 0, label %6323
  ]

6287:                                             ; preds = %6285
  %6288 = bitcast <16 x float> %6286 to <8 x i64>
  %6289 = and <8 x i64> %6288, %1168
  %6290 = fcmp oeq <16 x float> %6286, %43
  %6291 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6286, i32 4)
  %6292 = bitcast <8 x i64> %6289 to <16 x float>
  %6293 = select <16 x i1> %6290, <16 x float> %6292, <16 x float> %6291
  br label %6304

6294:                                             ; preds = %6285
  %6295 = bitcast <16 x float> %6286 to <8 x i64>
  %6296 = or <8 x i64> %6295, %1169
  %6297 = fcmp oeq <16 x float> %6286, %46
  %6298 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6286, i32 4)
  %6299 = bitcast <8 x i64> %6296 to <16 x float>
  %6300 = select <16 x i1> %6297, <16 x float> %6299, <16 x float> %6298
  br label %6304

6301:                                             ; preds = %6285
  %6302 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6266, <16 x i1> %6267, <16 x float> zeroinitializer)
  %6303 = fadd <16 x float> %6286, %6302
  br label %6304

6304:                                             ; preds = %6301, %6294, %6287
  %6305 = phi <16 x float> [ %6303, %6301 ], [ %6300, %6294 ], [ %6293, %6287 ]
  switch i64 %1308, label %528 [
    i64 1, label %6320
    i64 2, label %6313
    i64 3, label %6306
    i64 0, label %6323
  ]

6306:                                             ; preds = %6304
  %6307 = bitcast <16 x float> %6305 to <8 x i64>
  %6308 = and <8 x i64> %6307, %1168
  %6309 = fcmp oeq <16 x float> %6305, %43
  %6310 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6305, i32 4)
  %6311 = bitcast <8 x i64> %6308 to <16 x float>
  %6312 = select <16 x i1> %6309, <16 x float> %6311, <16 x float> %6310
  br label %6323

6313:                                             ; preds = %6304
  %6314 = bitcast <16 x float> %6305 to <8 x i64>
  %6315 = or <8 x i64> %6314, %1169
  %6316 = fcmp oeq <16 x float> %6305, %46
  %6317 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6305, i32 4)
  %6318 = bitcast <8 x i64> %6315 to <16 x float>
  %6319 = select <16 x i1> %6316, <16 x float> %6318, <16 x float> %6317
  br label %6323

6320:                                             ; preds = %6304
  %6321 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6266, <16 x i1> %6267, <16 x float> zeroinitializer)
  %6322 = fadd <16 x float> %6305, %6321
  br label %6323

6323:                                             ; preds = %6306, %6313, %6320, %6304, %6285, %6262
  %6324 = phi <16 x float> [ %6305, %6304 ], [ %6263, %6262 ], [ %6286, %6285 ], [ %6322, %6320 ], [ %6319, %6313 ], [ %6312, %6306 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6324, ptr align 1 %6264, <16 x i1> %6267)
  %6325 = shl i64 %5315, 4
  %6326 = or disjoint i64 %6325, 16
  %6327 = sub nsw i64 %9, %6326
  %6328 = icmp sgt i64 %6327, 15
  %6329 = trunc i64 %6327 to i32
  %6330 = shl nsw i32 -1, %6329
  %6331 = trunc i32 %6330 to i16
  %6332 = xor i16 %6331, -1
  %6333 = select i1 %6328, i16 -1, i16 %6332
  br i1 %3987, label %6339, label %6334

6334:                                             ; preds = %6323
  %6335 = load float, ptr %1581, align 4
  %6336 = insertelement <16 x float> poison, float %6335, i64 0
  %6337 = shufflevector <16 x float> %6336, <16 x float> poison, <16 x i32> zeroinitializer
  %6338 = fadd <16 x float> %6247, %6337
  br label %6339

6339:                                             ; preds = %6334, %6323
  %6340 = phi <16 x float> [ %6338, %6334 ], [ %6247, %6323 ]
  %6341 = getelementptr inbounds nuw float, ptr %1588, i64 %6326
  %6342 = getelementptr inbounds nuw float, ptr %1593, i64 %6326
  %6343 = select i1 %3988, ptr null, ptr %6342
  %6344 = bitcast i16 %6333 to <16 x i1>
  switch i64 %1304, label %528 [
    i64 1, label %6359
    i64 2, label %6352
    i64 3, label %6345
    i64 0, label %6400
  ]

6345:                                             ; preds = %6339
  %6346 = bitcast <16 x float> %6340 to <8 x i64>
  %6347 = and <8 x i64> %6346, %1168
  %6348 = fcmp oeq <16 x float> %6340, %43
  %6349 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6340, i32 4)
  %6350 = bitcast <8 x i64> %6347 to <16 x float>
  %6351 = select <16 x i1> %6348, <16 x float> %6350, <16 x float> %6349
  br label %6362

6352:                                             ; preds = %6339
  %6353 = bitcast <16 x float> %6340 to <8 x i64>
  %6354 = or <8 x i64> %6353, %1169
  %6355 = fcmp oeq <16 x float> %6340, %46
  %6356 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6340, i32 4)
  %6357 = bitcast <8 x i64> %6354 to <16 x float>
  %6358 = select <16 x i1> %6355, <16 x float> %6357, <16 x float> %6356
  br label %6362

6359:                                             ; preds = %6339
  %6360 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6343, <16 x i1> %6344, <16 x float> zeroinitializer)
  %6361 = fadd <16 x float> %6340, %6360
  br label %6362

6362:                                             ; preds = %6359, %6352, %6345
  %6363 = phi <16 x float> [ %6361, %6359 ], [ %6358, %6352 ], [ %6351, %6345 ]
  switch i64 %1310, label %528 [
    i64 1, label %6378
    i64 2, label %6371
    i64 3, label %6364
    i64 0, label %6400
  ]

6364:                                             ; preds = %6362
  %6365 = bitcast <16 x float> %6363 to <8 x i64>
  %6366 = and <8 x i64> %6365, %1168
  %6367 = fcmp oeq <16 x float> %6363, %43
  %6368 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6363, i32 4)
  %6369 = bitcast <8 x i64> %6366 to <16 x float>
  %6370 = select <16 x i1> %6367, <16 x float> %6369, <16 x float> %6368
  br label %6381

6371:                                             ; preds = %6362
  %6372 = bitcast <16 x float> %6363 to <8 x i64>
  %6373 = or <8 x i64> %6372, %1169
  %6374 = fcmp oeq <16 x float> %6363, %46
  %6375 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6363, i32 4)
  %6376 = bitcast <8 x i64> %6373 to <16 x float>
  %6377 = select <16 x i1> %6374, <16 x float> %6376, <16 x float> %6375
  br label %6381

6378:                                             ; preds = %6362
  %6379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6343, <16 x i1> %6344, <16 x float> zeroinitializer)
  %6380 = fadd <16 x float> %6363, %6379
  br label %6381

6381:                                             ; preds = %6378, %6371, %6364
  %6382 = phi <16 x float> [ %6380, %6378 ], [ %6377, %6371 ], [ %6370, %6364 ]
  switch i64 %1312, label %528 [
    i64 1, label %6397
    i64 2, label %6390
    i64 3, label %6383
    i64 0, label %6400
  ]

6383:                                             ; preds = %6381
  %6384 = bitcast <16 x float> %6382 to <8 x i64>
  %6385 = and <8 x i64> %6384, %1168
  %6386 = fcmp oeq <16 x float> %6382, %43
  %6387 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6382, i32 4)
  %6388 = bitcast <8 x i64> %6385 to <16 x float>
  %6389 = select <16 x i1> %6386, <16 x float> %6388, <16 x float> %6387
  br label %6400

6390:                                             ; preds = %6381
  %6391 = bitcast <16 x float> %6382 to <8 x i64>
  %6392 = or <8 x i64> %6391, %1169
  %6393 = fcmp oeq <16 x float> %6382, %46
  %6394 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6382, i32 4)
  %6395 = bitcast <8 x i64> %6392 to <16 x float>
  %6396 = select <16 x i1> %6393, <16 x float> %6395, <16 x float> %6394
  br label %6400

6397:                                             ; preds = %6381
  %6398 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6343, <16 x i1> %6344, <16 x float> zeroinitializer)
  %6399 = fadd <16 x float> %6382, %6398
  br label %6400

6400:                                             ; preds = %6383, %6390, %6397, %6381, %6362, %6339
  %6401 = phi <16 x float> [ %6382, %6381 ], [ %6340, %6339 ], [ %6363, %6362 ], [ %6399, %6397 ], [ %6396, %6390 ], [ %6389, %6383 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6401, ptr nonnull align 1 %6341, <16 x i1> %6344)
  %6402 = shl i64 %5315, 4
  %6403 = or disjoint i64 %6402, 32
  %6404 = sub nsw i64 %9, %6403
  %6405 = icmp sgt i64 %6404, 15
  %6406 = trunc i64 %6404 to i32
  %6407 = shl nsw i32 -1, %6406
  %6408 = trunc i32 %6407 to i16
  %6409 = xor i16 %6408, -1
  %6410 = select i1 %6405, i16 -1, i16 %6409
  br i1 %3987, label %6416, label %6411

6411:                                             ; preds = %6400
  %6412 = load float, ptr %1581, align 4
  %6413 = insertelement <16 x float> poison, float %6412, i64 0
  %6414 = shufflevector <16 x float> %6413, <16 x float> poison, <16 x i32> zeroinitializer
  %6415 = fadd <16 x float> %6246, %6414
  br label %6416

6416:                                             ; preds = %6411, %6400
  %6417 = phi <16 x float> [ %6415, %6411 ], [ %6246, %6400 ]
  %6418 = getelementptr inbounds nuw float, ptr %1588, i64 %6403
  %6419 = getelementptr inbounds nuw float, ptr %1593, i64 %6403
  %6420 = select i1 %3988, ptr null, ptr %6419
  %6421 = bitcast i16 %6410 to <16 x i1>
  switch i64 %1304, label %528 [
    i64 1, label %6436
    i64 2, label %6429
    i64 3, label %6422
    i64 0, label %6477
  ]

6422:                                             ; preds = %6416
  %6423 = bitcast <16 x float> %6417 to <8 x i64>
  %6424 = and <8 x i64> %6423, %1168
  %6425 = fcmp oeq <16 x float> %6417, %43
  %6426 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6417, i32 4)
  %6427 = bitcast <8 x i64> %6424 to <16 x float>
  %6428 = select <16 x i1> %6425, <16 x float> %6427, <16 x float> %6426
  br label %6439

6429:                                             ; preds = %6416
  %6430 = bitcast <16 x float> %6417 to <8 x i64>
  %6431 = or <8 x i64> %6430, %1169
  %6432 = fcmp oeq <16 x float> %6417, %46
  %6433 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6417, i32 4)
  %6434 = bitcast <8 x i64> %6431 to <16 x float>
  %6435 = select <16 x i1> %6432, <16 x float> %6434, <16 x float> %6433
  br label %6439

6436:                                             ; preds = %6416
  %6437 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6420, <16 x i1> %6421, <16 x float> zeroinitializer)
  %6438 = fadd <16 x float> %6417, %6437
  br label %6439

6439:                                             ; preds = %6436, %6429, %6422
  %6440 = phi <16 x float> [ %6438, %6436 ], [ %6435, %6429 ], [ %6428, %6422 ]
  switch i64 %1314, label %528 [
    i64 1, label %6455
    i64 2, label %6448
    i64 3, label %6441
    i64 0, label %6477
  ]

6441:                                             ; preds = %6439
  %6442 = bitcast <16 x float> %6440 to <8 x i64>
  %6443 = and <8 x i64> %6442, %1168
  %6444 = fcmp oeq <16 x float> %6440, %43
  %6445 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6440, i32 4)
  %6446 = bitcast <8 x i64> %6443 to <16 x float>
  %6447 = select <16 x i1> %6444, <16 x float> %6446, <16 x float> %6445
  br label %6458

6448:                                             ; preds = %6439
  %6449 = bitcast <16 x float> %6440 to <8 x i64>
  %6450 = or <8 x i64> %6449, %1169
  %6451 = fcmp oeq <16 x float> %6440, %46
  %6452 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6440, i32 4)
  %6453 = bitcast <8 x i64> %6450 to <16 x float>
  %6454 = select <16 x i1> %6451, <16 x float> %6453, <16 x float> %6452
  br label %6458

6455:                                             ; preds = %6439
  %6456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6420, <16 x i1> %6421, <16 x float> zeroinitializer)
  %6457 = fadd <16 x float> %6440, %6456
  br label %6458

6458:                                             ; preds = %6455, %6448, %6441
  %6459 = phi <16 x float> [ %6457, %6455 ], [ %6454, %6448 ], [ %6447, %6441 ]
  switch i64 %1316, label %528 [
    i64 1, label %6474
    i64 2, label %6467
    i64 3, label %6460
    i64 0, label %6477
  ]

6460:                                             ; preds = %6458
  %6461 = bitcast <16 x float> %6459 to <8 x i64>
  %6462 = and <8 x i64> %6461, %1168
  %6463 = fcmp oeq <16 x float> %6459, %43
  %6464 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6459, i32 4)
  %6465 = bitcast <8 x i64> %6462 to <16 x float>
  %6466 = select <16 x i1> %6463, <16 x float> %6465, <16 x float> %6464
  br label %6477

6467:                                             ; preds = %6458
  %6468 = bitcast <16 x float> %6459 to <8 x i64>
  %6469 = or <8 x i64> %6468, %1169
  %6470 = fcmp oeq <16 x float> %6459, %46
  %6471 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6459, i32 4)
  %6472 = bitcast <8 x i64> %6469 to <16 x float>
  %6473 = select <16 x i1> %6470, <16 x float> %6472, <16 x float> %6471
  br label %6477

6474:                                             ; preds = %6458
  %6475 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6420, <16 x i1> %6421, <16 x float> zeroinitializer)
  %6476 = fadd <16 x float> %6459, %6475
  br label %6477

6477:                                             ; preds = %6460, %6467, %6474, %6458, %6439, %6416
  %6478 = phi <16 x float> [ %6459, %6458 ], [ %6417, %6416 ], [ %6440, %6439 ], [ %6476, %6474 ], [ %6473, %6467 ], [ %6466, %6460 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6478, ptr nonnull align 1 %6418, <16 x i1> %6421)
  %6479 = shl i64 %5315, 4
  %6480 = or disjoint i64 %6479, 48
  %6481 = sub nsw i64 %9, %6480
  %6482 = icmp sgt i64 %6481, 15
  %6483 = trunc i64 %6481 to i32
  %6484 = shl nsw i32 -1, %6483
  %6485 = trunc i32 %6484 to i16
  %6486 = xor i16 %6485, -1
  %6487 = select i1 %6482, i16 -1, i16 %6486
  br i1 %3987, label %6493, label %6488

6488:                                             ; preds = %6477
  %6489 = load float, ptr %1581, align 4
  %6490 = insertelement <16 x float> poison, float %6489, i64 0
  %6491 = shufflevector <16 x float> %6490, <16 x float> poison, <16 x i32> zeroinitializer
  %6492 = fadd <16 x float> %6245, %6491
  br label %6493

6493:                                             ; preds = %6488, %6477
  %6494 = phi <16 x float> [ %6492, %6488 ], [ %6245, %6477 ]
  %6495 = getelementptr inbounds nuw float, ptr %1588, i64 %6480
  %6496 = getelementptr inbounds nuw float, ptr %1593, i64 %6480
  %6497 = select i1 %3988, ptr null, ptr %6496
  %6498 = bitcast i16 %6487 to <16 x i1>
  switch i64 %1304, label %528 [
    i64 1, label %6513
    i64 2, label %6506
    i64 3, label %6499
    i64 0, label %6554
  ]

6499:                                             ; preds = %6493
  %6500 = bitcast <16 x float> %6494 to <8 x i64>
  %6501 = and <8 x i64> %6500, %1168
  %6502 = fcmp oeq <16 x float> %6494, %43
  %6503 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6494, i32 4)
  %6504 = bitcast <8 x i64> %6501 to <16 x float>
  %6505 = select <16 x i1> %6502, <16 x float> %6504, <16 x float> %6503
  br label %6516

6506:                                             ; preds = %6493
  %6507 = bitcast <16 x float> %6494 to <8 x i64>
  %6508 = or <8 x i64> %6507, %1169
  %6509 = fcmp oeq <16 x float> %6494, %46
  %6510 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6494, i32 4)
  %6511 = bitcast <8 x i64> %6508 to <16 x float>
  %6512 = select <16 x i1> %6509, <16 x float> %6511, <16 x float> %6510
  br label %6516

6513:                                             ; preds = %6493
  %6514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6497, <16 x i1> %6498, <16 x float> zeroinitializer)
  %6515 = fadd <16 x float> %6494, %6514
  br label %6516

6516:                                             ; preds = %6513, %6506, %6499
  %6517 = phi <16 x float> [ %6515, %6513 ], [ %6512, %6506 ], [ %6505, %6499 ]
  switch i64 %1318, label %528 [
    i64 1, label %6532
    i64 2, label %6525
    i64 3, label %6518
    i64 0, label %6554
  ]

6518:                                             ; preds = %6516
  %6519 = bitcast <16 x float> %6517 to <8 x i64>
  %6520 = and <8 x i64> %6519, %1168
  %6521 = fcmp oeq <16 x float> %6517, %43
  %6522 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6517, i32 4)
  %6523 = bitcast <8 x i64> %6520 to <16 x float>
  %6524 = select <16 x i1> %6521, <16 x float> %6523, <16 x float> %6522
  br label %6535

6525:                                             ; preds = %6516
  %6526 = bitcast <16 x float> %6517 to <8 x i64>
  %6527 = or <8 x i64> %6526, %1169
  %6528 = fcmp oeq <16 x float> %6517, %46
  %6529 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6517, i32 4)
  %6530 = bitcast <8 x i64> %6527 to <16 x float>
  %6531 = select <16 x i1> %6528, <16 x float> %6530, <16 x float> %6529
  br label %6535

6532:                                             ; preds = %6516
  %6533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6497, <16 x i1> %6498, <16 x float> zeroinitializer)
  %6534 = fadd <16 x float> %6517, %6533
  br label %6535

6535:                                             ; preds = %6532, %6525, %6518
  %6536 = phi <16 x float> [ %6534, %6532 ], [ %6531, %6525 ], [ %6524, %6518 ]
  switch i64 %1320, label %528 [
    i64 1, label %6551
    i64 2, label %6544
    i64 3, label %6537
    i64 0, label %6554
  ]

6537:                                             ; preds = %6535
  %6538 = bitcast <16 x float> %6536 to <8 x i64>
  %6539 = and <8 x i64> %6538, %1168
  %6540 = fcmp oeq <16 x float> %6536, %43
  %6541 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6536, i32 4)
  %6542 = bitcast <8 x i64> %6539 to <16 x float>
  %6543 = select <16 x i1> %6540, <16 x float> %6542, <16 x float> %6541
  br label %6554

6544:                                             ; preds = %6535
  %6545 = bitcast <16 x float> %6536 to <8 x i64>
  %6546 = or <8 x i64> %6545, %1169
  %6547 = fcmp oeq <16 x float> %6536, %46
  %6548 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6536, i32 4)
  %6549 = bitcast <8 x i64> %6546 to <16 x float>
  %6550 = select <16 x i1> %6547, <16 x float> %6549, <16 x float> %6548
  br label %6554

6551:                                             ; preds = %6535
  %6552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6497, <16 x i1> %6498, <16 x float> zeroinitializer)
  %6553 = fadd <16 x float> %6536, %6552
  br label %6554

6554:                                             ; preds = %6537, %6544, %6551, %6535, %6516, %6493
  %6555 = phi <16 x float> [ %6536, %6535 ], [ %6494, %6493 ], [ %6517, %6516 ], [ %6553, %6551 ], [ %6550, %6544 ], [ %6543, %6537 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6555, ptr nonnull align 1 %6495, <16 x i1> %6498)
  br label %8990

6556:                                             ; preds = %5314
  br i1 %1165, label %6557, label %6755

6557:                                             ; preds = %6556
  %6558 = shl nsw i64 %5315, 4
  %6559 = mul nuw nsw i64 %5315, %11
  %6560 = sub nsw i64 %9, %6558
  %6561 = or disjoint i64 %5315, 1
  %6562 = shl nsw i64 %6561, 4
  %6563 = mul nuw nsw i64 %6561, %11
  %6564 = sub nsw i64 %9, %6562
  %6565 = or disjoint i64 %5315, 2
  %6566 = shl nsw i64 %6565, 4
  %6567 = mul nuw nsw i64 %6565, %11
  %6568 = sub nsw i64 %9, %6566
  %6569 = or disjoint i64 %5315, 3
  %6570 = shl nsw i64 %6569, 4
  %6571 = mul nuw nsw i64 %6569, %11
  %6572 = sub nsw i64 %9, %6570
  %6573 = or disjoint i64 %5315, 4
  %6574 = shl nsw i64 %6573, 4
  %6575 = mul nuw nsw i64 %6573, %11
  %6576 = sub nsw i64 %9, %6574
  br label %6577

6577:                                             ; preds = %6557, %6596
  %6578 = phi <16 x float> [ zeroinitializer, %6557 ], [ %6597, %6596 ]
  %6579 = phi <16 x float> [ zeroinitializer, %6557 ], [ %6598, %6596 ]
  %6580 = phi <16 x float> [ zeroinitializer, %6557 ], [ %6599, %6596 ]
  %6581 = phi <16 x float> [ zeroinitializer, %6557 ], [ %6600, %6596 ]
  %6582 = phi <16 x float> [ zeroinitializer, %6557 ], [ %6601, %6596 ]
  %6583 = phi i64 [ 0, %6557 ], [ %6602, %6596 ]
  %6584 = mul nsw i64 %6583, %14
  %6585 = sub i64 %6584, %16
  %6586 = add i64 %6585, %3992
  %6587 = icmp slt i64 %6586, 0
  %6588 = icmp sge i64 %6586, %6
  %6589 = or i1 %6587, %6588
  %6590 = select i1 %6589, i64 0, i64 %6586
  %6591 = mul nsw i64 %6590, %7
  %6592 = getelementptr inbounds float, ptr %1578, i64 %6591
  br i1 %1166, label %6593, label %6596

6593:                                             ; preds = %6577
  %6594 = mul nuw nsw i64 %6583, %11
  %6595 = getelementptr inbounds nuw float, ptr %1580, i64 %6594
  br label %6604

6596:                                             ; preds = %6746, %6577
  %6597 = phi <16 x float> [ %6578, %6577 ], [ %6752, %6746 ]
  %6598 = phi <16 x float> [ %6579, %6577 ], [ %6725, %6746 ]
  %6599 = phi <16 x float> [ %6580, %6577 ], [ %6698, %6746 ]
  %6600 = phi <16 x float> [ %6581, %6577 ], [ %6671, %6746 ]
  %6601 = phi <16 x float> [ %6582, %6577 ], [ %6644, %6746 ]
  %6602 = add nuw nsw i64 %6583, 1
  %6603 = icmp eq i64 %6602, %10
  br i1 %6603, label %6755, label %6577

6604:                                             ; preds = %6593, %6746
  %6605 = phi <16 x float> [ %6578, %6593 ], [ %6752, %6746 ]
  %6606 = phi <16 x float> [ %6579, %6593 ], [ %6725, %6746 ]
  %6607 = phi <16 x float> [ %6580, %6593 ], [ %6698, %6746 ]
  %6608 = phi <16 x float> [ %6581, %6593 ], [ %6671, %6746 ]
  %6609 = phi <16 x float> [ %6582, %6593 ], [ %6644, %6746 ]
  %6610 = phi i64 [ 0, %6593 ], [ %6753, %6746 ]
  %6611 = getelementptr inbounds nuw float, ptr %6595, i64 %6610
  %6612 = load float, ptr %6611, align 4
  %6613 = insertelement <16 x float> poison, float %6612, i64 0
  %6614 = shufflevector <16 x float> %6613, <16 x float> poison, <16 x i32> zeroinitializer
  %6615 = mul nsw i64 %6610, %15
  %6616 = sub i64 %6615, %17
  %6617 = getelementptr i16, ptr %1152, i64 %6610
  %6618 = add i64 %6616, %6558
  br i1 %1167, label %6622, label %6619

6619:                                             ; preds = %6604
  %6620 = getelementptr i16, ptr %6617, i64 %6559
  %6621 = load i16, ptr %6620, align 2
  br label %6638

6622:                                             ; preds = %6604
  %6623 = icmp slt i64 %6618, 0
  %6624 = sub nsw i64 0, %6618
  %6625 = select i1 %6623, i64 %6624, i64 0
  %6626 = sub nsw i64 %7, %6618
  %6627 = call i64 @llvm.smin.i64(i64 %6626, i64 %6560)
  %6628 = call i64 @llvm.smin.i64(i64 %6627, i64 16)
  %6629 = icmp sgt i64 %6628, %6625
  %6630 = trunc i64 %6628 to i32
  %6631 = shl nsw i32 -1, %6630
  %6632 = xor i32 %6631, -1
  %6633 = trunc i64 %6625 to i32
  %6634 = shl nsw i32 -1, %6633
  %6635 = and i32 %6634, %6632
  %6636 = trunc i32 %6635 to i16
  %6637 = select i1 %6629, i16 %6636, i16 0
  br label %6638

6638:                                             ; preds = %6622, %6619
  %6639 = phi i16 [ %6621, %6619 ], [ %6637, %6622 ]
  %6640 = select i1 %6589, i16 0, i16 %6639
  %6641 = getelementptr inbounds float, ptr %6592, i64 %6618
  %6642 = bitcast i16 %6640 to <16 x i1>
  %6643 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6641, <16 x i1> %6642, <16 x float> zeroinitializer)
  %6644 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6643, <16 x float> %6614, <16 x float> %6609)
  %6645 = add i64 %6616, %6562
  br i1 %1167, label %6649, label %6646

6646:                                             ; preds = %6638
  %6647 = getelementptr i16, ptr %6617, i64 %6563
  %6648 = load i16, ptr %6647, align 2
  br label %6665

6649:                                             ; preds = %6638
  %6650 = icmp slt i64 %6645, 0
  %6651 = sub nsw i64 0, %6645
  %6652 = select i1 %6650, i64 %6651, i64 0
  %6653 = sub nsw i64 %7, %6645
  %6654 = call i64 @llvm.smin.i64(i64 %6653, i64 %6564)
  %6655 = call i64 @llvm.smin.i64(i64 %6654, i64 16)
  %6656 = icmp sgt i64 %6655, %6652
  %6657 = trunc i64 %6655 to i32
  %6658 = shl nsw i32 -1, %6657
  %6659 = xor i32 %6658, -1
  %6660 = trunc i64 %6652 to i32
  %6661 = shl nsw i32 -1, %6660
  %6662 = and i32 %6661, %6659
  %6663 = trunc i32 %6662 to i16
  %6664 = select i1 %6656, i16 %6663, i16 0
  br label %6665

6665:                                             ; preds = %6649, %6646
  %6666 = phi i16 [ %6648, %6646 ], [ %6664, %6649 ]
  %6667 = select i1 %6589, i16 0, i16 %6666
  %6668 = getelementptr inbounds float, ptr %6592, i64 %6645
  %6669 = bitcast i16 %6667 to <16 x i1>
  %6670 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6668, <16 x i1> %6669, <16 x float> zeroinitializer)
  %6671 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6670, <16 x float> %6614, <16 x float> %6608)
  %6672 = add i64 %6616, %6566
  br i1 %1167, label %6676, label %6673

6673:                                             ; preds = %6665
  %6674 = getelementptr i16, ptr %6617, i64 %6567
  %6675 = load i16, ptr %6674, align 2
  br label %6692

6676:                                             ; preds = %6665
  %6677 = icmp slt i64 %6672, 0
  %6678 = sub nsw i64 0, %6672
  %6679 = select i1 %6677, i64 %6678, i64 0
  %6680 = sub nsw i64 %7, %6672
  %6681 = call i64 @llvm.smin.i64(i64 %6680, i64 %6568)
  %6682 = call i64 @llvm.smin.i64(i64 %6681, i64 16)
  %6683 = icmp sgt i64 %6682, %6679
  %6684 = trunc i64 %6682 to i32
  %6685 = shl nsw i32 -1, %6684
  %6686 = xor i32 %6685, -1
  %6687 = trunc i64 %6679 to i32
  %6688 = shl nsw i32 -1, %6687
  %6689 = and i32 %6688, %6686
  %6690 = trunc i32 %6689 to i16
  %6691 = select i1 %6683, i16 %6690, i16 0
  br label %6692

6692:                                             ; preds = %6676, %6673
  %6693 = phi i16 [ %6675, %6673 ], [ %6691, %6676 ]
  %6694 = select i1 %6589, i16 0, i16 %6693
  %6695 = getelementptr inbounds float, ptr %6592, i64 %6672
  %6696 = bitcast i16 %6694 to <16 x i1>
  %6697 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6695, <16 x i1> %6696, <16 x float> zeroinitializer)
  %6698 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6697, <16 x float> %6614, <16 x float> %6607)
  %6699 = add i64 %6616, %6570
  br i1 %1167, label %6703, label %6700

6700:                                             ; preds = %6692
  %6701 = getelementptr i16, ptr %6617, i64 %6571
  %6702 = load i16, ptr %6701, align 2
  br label %6719

6703:                                             ; preds = %6692
  %6704 = icmp slt i64 %6699, 0
  %6705 = sub nsw i64 0, %6699
  %6706 = select i1 %6704, i64 %6705, i64 0
  %6707 = sub nsw i64 %7, %6699
  %6708 = call i64 @llvm.smin.i64(i64 %6707, i64 %6572)
  %6709 = call i64 @llvm.smin.i64(i64 %6708, i64 16)
  %6710 = icmp sgt i64 %6709, %6706
  %6711 = trunc i64 %6709 to i32
  %6712 = shl nsw i32 -1, %6711
  %6713 = xor i32 %6712, -1
  %6714 = trunc i64 %6706 to i32
  %6715 = shl nsw i32 -1, %6714
  %6716 = and i32 %6715, %6713
  %6717 = trunc i32 %6716 to i16
  %6718 = select i1 %6710, i16 %6717, i16 0
  br label %6719

6719:                                             ; preds = %6703, %6700
  %6720 = phi i16 [ %6702, %6700 ], [ %6718, %6703 ]
  %6721 = select i1 %6589, i16 0, i16 %6720
  %6722 = getelementptr inbounds float, ptr %6592, i64 %6699
  %6723 = bitcast i16 %6721 to <16 x i1>
  %6724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6722, <16 x i1> %6723, <16 x float> zeroinitializer)
  %6725 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6724, <16 x float> %6614, <16 x float> %6606)
  %6726 = add i64 %6616, %6574
  br i1 %1167, label %6730, label %6727

6727:                                             ; preds = %6719
  %6728 = getelementptr i16, ptr %6617, i64 %6575
  %6729 = load i16, ptr %6728, align 2
  br label %6746

6730:                                             ; preds = %6719
  %6731 = icmp slt i64 %6726, 0
  %6732 = sub nsw i64 0, %6726
  %6733 = select i1 %6731, i64 %6732, i64 0
  %6734 = sub nsw i64 %7, %6726
  %6735 = call i64 @llvm.smin.i64(i64 %6734, i64 %6576)
  %6736 = call i64 @llvm.smin.i64(i64 %6735, i64 16)
  %6737 = icmp sgt i64 %6736, %6733
  %6738 = trunc i64 %6736 to i32
  %6739 = shl nsw i32 -1, %6738
  %6740 = xor i32 %6739, -1
  %6741 = trunc i64 %6733 to i32
  %6742 = shl nsw i32 -1, %6741
  %6743 = and i32 %6742, %6740
  %6744 = trunc i32 %6743 to i16
  %6745 = select i1 %6737, i16 %6744, i16 0
  br label %6746

6746:                                             ; preds = %6730, %6727
  %6747 = phi i16 [ %6729, %6727 ], [ %6745, %6730 ]
  %6748 = select i1 %6589, i16 0, i16 %6747
  %6749 = getelementptr inbounds float, ptr %6592, i64 %6726
  %6750 = bitcast i16 %6748 to <16 x i1>
  %6751 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6749, <16 x i1> %6750, <16 x float> zeroinitializer)
  %6752 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6751, <16 x float> %6614, <16 x float> %6605)
  %6753 = add nuw nsw i64 %6610, 1
  %6754 = icmp eq i64 %6753, %11
  br i1 %6754, label %6596, label %6604

6755:                                             ; preds = %6596, %6556
  %6756 = phi <16 x float> [ zeroinitializer, %6556 ], [ %6597, %6596 ]
  %6757 = phi <16 x float> [ zeroinitializer, %6556 ], [ %6598, %6596 ]
  %6758 = phi <16 x float> [ zeroinitializer, %6556 ], [ %6599, %6596 ]
  %6759 = phi <16 x float> [ zeroinitializer, %6556 ], [ %6600, %6596 ]
  %6760 = phi <16 x float> [ zeroinitializer, %6556 ], [ %6601, %6596 ]
  %6761 = shl nsw i64 %5315, 4
  %6762 = sub nsw i64 %9, %6761
  %6763 = icmp sgt i64 %6762, 15
  %6764 = trunc i64 %6762 to i32
  %6765 = shl nsw i32 -1, %6764
  %6766 = trunc i32 %6765 to i16
  %6767 = xor i16 %6766, -1
  %6768 = select i1 %6763, i16 -1, i16 %6767
  br i1 %3987, label %6774, label %6769

6769:                                             ; preds = %6755
  %6770 = load float, ptr %1581, align 4
  %6771 = insertelement <16 x float> poison, float %6770, i64 0
  %6772 = shufflevector <16 x float> %6771, <16 x float> poison, <16 x i32> zeroinitializer
  %6773 = fadd <16 x float> %6760, %6772
  br label %6774

6774:                                             ; preds = %6769, %6755
  %6775 = phi <16 x float> [ %6773, %6769 ], [ %6760, %6755 ]
  %6776 = getelementptr inbounds nuw float, ptr %1588, i64 %6761
  %6777 = getelementptr inbounds nuw float, ptr %1593, i64 %6761
  %6778 = select i1 %3988, ptr null, ptr %6777
  %6779 = bitcast i16 %6768 to <16 x i1>
  switch i64 %1283, label %528 [
    i64 1, label %6780
    i64 2, label %6783
    i64 3, label %6790
    i64 0, label %6835
  ]

6780:                                             ; preds = %6774
  %6781 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6778, <16 x i1> %6779, <16 x float> zeroinitializer)
  %6782 = fadd <16 x float> %6775, %6781
  br label %6797

6783:                                             ; preds = %6774
  %6784 = bitcast <16 x float> %6775 to <8 x i64>
  %6785 = or <8 x i64> %6784, %1169
  %6786 = fcmp oeq <16 x float> %6775, %46
  %6787 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6775, i32 4)
  %6788 = bitcast <8 x i64> %6785 to <16 x float>
  %6789 = select <16 x i1> %6786, <16 x float> %6788, <16 x float> %6787
  br label %6797

6790:                                             ; preds = %6774
  %6791 = bitcast <16 x float> %6775 to <8 x i64>
  %6792 = and <8 x i64> %6791, %1168
  %6793 = fcmp oeq <16 x float> %6775, %43
  %6794 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6775, i32 4)
  %6795 = bitcast <8 x i64> %6792 to <16 x float>
  %6796 = select <16 x i1> %6793, <16 x float> %6795, <16 x float> %6794
  br label %6797

6797:                                             ; preds = %6790, %6783, %6780
  %6798 = phi <16 x float> [ %6782, %6780 ], [ %6789, %6783 ], [ %6796, %6790 ]
  switch i64 %1285, label %528 [
    i64 1, label %6813
    i64 2, label %6806
    i64 3, label %6799
    i64 0, label %6835
  ]

6799:                                             ; preds = %6797
  %6800 = bitcast <16 x float> %6798 to <8 x i64>
  %6801 = and <8 x i64> %6800, %1168
  %6802 = fcmp oeq <16 x float> %6798, %43
  %6803 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6798, i32 4)
  %6804 = bitcast <8 x i64> %6801 to <16 x float>
  %6805 = select <16 x i1> %6802, <16 x float> %6804, <16 x float> %6803
  br label %6816

6806:                                             ; preds = %6797
  %6807 = bitcast <16 x float> %6798 to <8 x i64>
  %6808 = or <8 x i64> %6807, %1169
  %6809 = fcmp oeq <16 x float> %6798, %46
  %6810 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6798, i32 4)
  %6811 = bitcast <8 x i64> %6808 to <16 x float>
  %6812 = select <16 x i1> %6809, <16 x float> %6811, <16 x float> %6810
  br label %6816

6813:                                             ; preds = %6797
  %6814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6778, <16 x i1> %6779, <16 x float> zeroinitializer)
  %6815 = fadd <16 x float> %6798, %6814
  br label %6816

6816:                                             ; preds = %6813, %6806, %6799
  %6817 = phi <16 x float> [ %6815, %6813 ], [ %6812, %6806 ], [ %6805, %6799 ]
  switch i64 %1287, label %528 [
    i64 1, label %6832
    i64 2, label %6825
    i64 3, label %6818
    i64 0, label %6835
  ]

6818:                                             ; preds = %6816
  %6819 = bitcast <16 x float> %6817 to <8 x i64>
  %6820 = and <8 x i64> %6819, %1168
  %6821 = fcmp oeq <16 x float> %6817, %43
  %6822 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6817, i32 4)
  %6823 = bitcast <8 x i64> %6820 to <16 x float>
  %6824 = select <16 x i1> %6821, <16 x float> %6823, <16 x float> %6822
  br label %6835

6825:                                             ; preds = %6816
  %6826 = bitcast <16 x float> %6817 to <8 x i64>
  %6827 = or <8 x i64> %6826, %1169
  %6828 = fcmp oeq <16 x float> %6817, %46
  %6829 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6817, i32 4)
  %6830 = bitcast <8 x i64> %6827 to <16 x float>
  %6831 = select <16 x i1> %6828, <16 x float> %6830, <16 x float> %6829
  br label %6835

6832:                                             ; preds = %6816
  %6833 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6778, <16 x i1> %6779, <16 x float> zeroinitializer)
  %6834 = fadd <16 x float> %6817, %6833
  br label %6835

6835:                                             ; preds = %6818, %6825, %6832, %6816, %6797, %6774
  %6836 = phi <16 x float> [ %6817, %6816 ], [ %6775, %6774 ], [ %6798, %6797 ], [ %6834, %6832 ], [ %6831, %6825 ], [ %6824, %6818 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6836, ptr align 1 %6776, <16 x i1> %6779)
  %6837 = shl i64 %5315, 4
  %6838 = or disjoint i64 %6837, 16
  %6839 = sub nsw i64 %9, %6838
  %6840 = icmp sgt i64 %6839, 15
  %6841 = trunc i64 %6839 to i32
  %6842 = shl nsw i32 -1, %6841
  %6843 = trunc i32 %6842 to i16
  %6844 = xor i16 %6843, -1
  %6845 = select i1 %6840, i16 -1, i16 %6844
  br i1 %3987, label %6851, label %6846

6846:                                             ; preds = %6835
  %6847 = load float, ptr %1581, align 4
  %6848 = insertelement <16 x float> poison, float %6847, i64 0
  %6849 = shufflevector <16 x float> %6848, <16 x float> poison, <16 x i32> zeroinitializer
  %6850 = fadd <16 x float> %6759, %6849
  br label %6851

6851:                                             ; preds = %6846, %6835
  %6852 = phi <16 x float> [ %6850, %6846 ], [ %6759, %6835 ]
  %6853 = getelementptr inbounds nuw float, ptr %1588, i64 %6838
  %6854 = getelementptr inbounds nuw float, ptr %1593, i64 %6838
  %6855 = select i1 %3988, ptr null, ptr %6854
  %6856 = bitcast i16 %6845 to <16 x i1>
  switch i64 %1283, label %528 [
    i64 1, label %6871
    i64 2, label %6864
    i64 3, label %6857
    i64 0, label %6912
  ]

6857:                                             ; preds = %6851
  %6858 = bitcast <16 x float> %6852 to <8 x i64>
  %6859 = and <8 x i64> %6858, %1168
  %6860 = fcmp oeq <16 x float> %6852, %43
  %6861 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6852, i32 4)
  %6862 = bitcast <8 x i64> %6859 to <16 x float>
  %6863 = select <16 x i1> %6860, <16 x float> %6862, <16 x float> %6861
  br label %6874

6864:                                             ; preds = %6851
  %6865 = bitcast <16 x float> %6852 to <8 x i64>
  %6866 = or <8 x i64> %6865, %1169
  %6867 = fcmp oeq <16 x float> %6852, %46
  %6868 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6852, i32 4)
  %6869 = bitcast <8 x i64> %6866 to <16 x float>
  %6870 = select <16 x i1> %6867, <16 x float> %6869, <16 x float> %6868
  br label %6874

6871:                                             ; preds = %6851
  %6872 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6855, <16 x i1> %6856, <16 x float> zeroinitializer)
  %6873 = fadd <16 x float> %6852, %6872
  br label %6874

6874:                                             ; preds = %6871, %6864, %6857
  %6875 = phi <16 x float> [ %6873, %6871 ], [ %6870, %6864 ], [ %6863, %6857 ]
  switch i64 %1289, label %528 [
    i64 1, label %6890
    i64 2, label %6883
    i64 3, label %6876
    i64 0, label %6912
  ]

6876:                                             ; preds = %6874
  %6877 = bitcast <16 x float> %6875 to <8 x i64>
  %6878 = and <8 x i64> %6877, %1168
  %6879 = fcmp oeq <16 x float> %6875, %43
  %6880 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6875, i32 4)
  %6881 = bitcast <8 x i64> %6878 to <16 x float>
  %6882 = select <16 x i1> %6879, <16 x float> %6881, <16 x float> %6880
  br label %6893

6883:                                             ; preds = %6874
  %6884 = bitcast <16 x float> %6875 to <8 x i64>
  %6885 = or <8 x i64> %6884, %1169
  %6886 = fcmp oeq <16 x float> %6875, %46
  %6887 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6875, i32 4)
  %6888 = bitcast <8 x i64> %6885 to <16 x float>
  %6889 = select <16 x i1> %6886, <16 x float> %6888, <16 x float> %6887
  br label %6893

6890:                                             ; preds = %6874
  %6891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6855, <16 x i1> %6856, <16 x float> zeroinitializer)
  %6892 = fadd <16 x float> %6875, %6891
  br label %6893

6893:                                             ; preds = %6890, %6883, %6876
  %6894 = phi <16 x float> [ %6892, %6890 ], [ %6889, %6883 ], [ %6882, %6876 ]
  switch i64 %1291, label %528 [
    i64 1, label %6909
    i64 2, label %6902
    i64 3, label %6895
    i64 0, label %6912
  ]

6895:                                             ; preds = %6893
  %6896 = bitcast <16 x float> %6894 to <8 x i64>
  %6897 = and <8 x i64> %6896, %1168
  %6898 = fcmp oeq <16 x float> %6894, %43
  %6899 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6894, i32 4)
  %6900 = bitcast <8 x i64> %6897 to <16 x float>
  %6901 = select <16 x i1> %6898, <16 x float> %6900, <16 x float> %6899
  br label %6912

6902:                                             ; preds = %6893
  %6903 = bitcast <16 x float> %6894 to <8 x i64>
  %6904 = or <8 x i64> %6903, %1169
  %6905 = fcmp oeq <16 x float> %6894, %46
  %6906 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6894, i32 4)
  %6907 = bitcast <8 x i64> %6904 to <16 x float>
  %6908 = select <16 x i1> %6905, <16 x float> %6907, <16 x float> %6906
  br label %6912

6909:                                             ; preds = %6893
  %6910 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6855, <16 x i1> %6856, <16 x float> zeroinitializer)
  %6911 = fadd <16 x float> %6894, %6910
  br label %6912

6912:                                             ; preds = %6895, %6902, %6909, %6893, %6874, %6851
  %6913 = phi <16 x float> [ %6894, %6893 ], [ %6852, %6851 ], [ %6875, %6874 ], [ %6911, %6909 ], [ %6908, %6902 ], [ %6901, %6895 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6913, ptr nonnull align 1 %6853, <16 x i1> %6856)
  %6914 = shl i64 %5315, 4
  %6915 = or disjoint i64 %6914, 32
  %6916 = sub nsw i64 %9, %6915
  %6917 = icmp sgt i64 %6916, 15
  %6918 = trunc i64 %6916 to i32
  %6919 = shl nsw i32 -1, %6918
  %6920 = trunc i32 %6919 to i16
  %6921 = xor i16 %6920, -1
  %6922 = select i1 %6917, i16 -1, i16 %6921
  br i1 %3987, label %6928, label %6923

6923:                                             ; preds = %6912
  %6924 = load float, ptr %1581, align 4
  %6925 = insertelement <16 x float> poison, float %6924, i64 0
  %6926 = shufflevector <16 x float> %6925, <16 x float> poison, <16 x i32> zeroinitializer
  %6927 = fadd <16 x float> %6758, %6926
  br label %6928

6928:                                             ; preds = %6923, %6912
  %6929 = phi <16 x float> [ %6927, %6923 ], [ %6758, %6912 ]
  %6930 = getelementptr inbounds nuw float, ptr %1588, i64 %6915
  %6931 = getelementptr inbounds nuw float, ptr %1593, i64 %6915
  %6932 = select i1 %3988, ptr null, ptr %6931
  %6933 = bitcast i16 %6922 to <16 x i1>
  switch i64 %1283, label %528 [
    i64 1, label %6948
    i64 2, label %6941
    i64 3, label %6934
    i64 0, label %6989
  ]

6934:                                             ; preds = %6928
  %6935 = bitcast <16 x float> %6929 to <8 x i64>
  %6936 = and <8 x i64> %6935, %1168
  %6937 = fcmp oeq <16 x float> %6929, %43
  %6938 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6929, i32 4)
  %6939 = bitcast <8 x i64> %6936 to <16 x float>
  %6940 = select <16 x i1> %6937, <16 x float> %6939, <16 x float> %6938
  br label %6951

6941:                                             ; preds = %6928
  %6942 = bitcast <16 x float> %6929 to <8 x i64>
  %6943 = or <8 x i64> %6942, %1169
  %6944 = fcmp oeq <16 x float> %6929, %46
  %6945 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6929, i32 4)
  %6946 = bitcast <8 x i64> %6943 to <16 x float>
  %6947 = select <16 x i1> %6944, <16 x float> %6946, <16 x float> %6945
  br label %6951

6948:                                             ; preds = %6928
  %6949 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6932, <16 x i1> %6933, <16 x float> zeroinitializer)
  %6950 = fadd <16 x float> %6929, %6949
  br label %6951

6951:                                             ; preds = %6948, %6941, %6934
  %6952 = phi <16 x float> [ %6950, %6948 ], [ %6947, %6941 ], [ %6940, %6934 ]
  switch i64 %1293, label %528 [
    i64 1, label %6967
    i64 2, label %6960
    i64 3, label %6953
    i64 0, label %6989
  ]

6953:                                             ; preds = %6951
  %6954 = bitcast <16 x float> %6952 to <8 x i64>
  %6955 = and <8 x i64> %6954, %1168
  %6956 = fcmp oeq <16 x float> %6952, %43
  %6957 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6952, i32 4)
  %6958 = bitcast <8 x i64> %6955 to <16 x float>
  %6959 = select <16 x i1> %6956, <16 x float> %6958, <16 x float> %6957
  br label %6970

6960:                                             ; preds = %6951
  %6961 = bitcast <16 x float> %6952 to <8 x i64>
  %6962 = or <8 x i64> %6961, %1169
  %6963 = fcmp oeq <16 x float> %6952, %46
  %6964 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6952, i32 4)
  %6965 = bitcast <8 x i64> %6962 to <16 x float>
  %6966 = select <16 x i1> %6963, <16 x float> %6965, <16 x float> %6964
  br label %6970

6967:                                             ; preds = %6951
  %6968 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6932, <16 x i1> %6933, <16 x float> zeroinitializer)
  %6969 = fadd <16 x float> %6952, %6968
  br label %6970

6970:                                             ; preds = %6967, %6960, %6953
  %6971 = phi <16 x float> [ %6969, %6967 ], [ %6966, %6960 ], [ %6959, %6953 ]
  switch i64 %1295, label %528 [
    i64 1, label %6986
    i64 2, label %6979
    i64 3, label %6972
    i64 0, label %6989
  ]

6972:                                             ; preds = %6970
  %6973 = bitcast <16 x float> %6971 to <8 x i64>
  %6974 = and <8 x i64> %6973, %1168
  %6975 = fcmp oeq <16 x float> %6971, %43
  %6976 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6971, i32 4)
  %6977 = bitcast <8 x i64> %6974 to <16 x float>
  %6978 = select <16 x i1> %6975, <16 x float> %6977, <16 x float> %6976
  br label %6989

6979:                                             ; preds = %6970
  %6980 = bitcast <16 x float> %6971 to <8 x i64>
  %6981 = or <8 x i64> %6980, %1169
  %6982 = fcmp oeq <16 x float> %6971, %46
  %6983 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6971, i32 4)
  %6984 = bitcast <8 x i64> %6981 to <16 x float>
  %6985 = select <16 x i1> %6982, <16 x float> %6984, <16 x float> %6983
  br label %6989

6986:                                             ; preds = %6970
  %6987 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6932, <16 x i1> %6933, <16 x float> zeroinitializer)
  %6988 = fadd <16 x float> %6971, %6987
  br label %6989

6989:                                             ; preds = %6972, %6979, %6986, %6970, %6951, %6928
  %6990 = phi <16 x float> [ %6971, %6970 ], [ %6929, %6928 ], [ %6952, %6951 ], [ %6988, %6986 ], [ %6985, %6979 ], [ %6978, %6972 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6990, ptr nonnull align 1 %6930, <16 x i1> %6933)
  %6991 = shl i64 %5315, 4
  %6992 = or disjoint i64 %6991, 48
  %6993 = sub nsw i64 %9, %6992
  %6994 = icmp sgt i64 %6993, 15
  %6995 = trunc i64 %6993 to i32
  %6996 = shl nsw i32 -1, %6995
  %6997 = trunc i32 %6996 to i16
  %6998 = xor i16 %6997, -1
  %6999 = select i1 %6994, i16 -1, i16 %6998
  br i1 %3987, label %7005, label %7000

7000:                                             ; preds = %6989
  %7001 = load float, ptr %1581, align 4
  %7002 = insertelement <16 x float> poison, float %7001, i64 0
  %7003 = shufflevector <16 x float> %7002, <16 x float> poison, <16 x i32> zeroinitializer
  %7004 = fadd <16 x float> %6757, %7003
  br label %7005

7005:                                             ; preds = %7000, %6989
  %7006 = phi <16 x float> [ %7004, %7000 ], [ %6757, %6989 ]
  %7007 = getelementptr inbounds nuw float, ptr %1588, i64 %6992
  %7008 = getelementptr inbounds nuw float, ptr %1593, i64 %6992
  %7009 = select i1 %3988, ptr null, ptr %7008
  %7010 = bitcast i16 %6999 to <16 x i1>
  switch i64 %1283, label %528 [
    i64 1, label %7025
    i64 2, label %7018
    i64 3, label %7011
    i64 0, label %7066
  ]

7011:                                             ; preds = %7005
  %7012 = bitcast <16 x float> %7006 to <8 x i64>
  %7013 = and <8 x i64> %7012, %1168
  %7014 = fcmp oeq <16 x float> %7006, %43
  %7015 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7006, i32 4)
  %7016 = bitcast <8 x i64> %7013 to <16 x float>
  %7017 = select <16 x i1> %7014, <16 x float> %7016, <16 x float> %7015
  br label %7028

7018:                                             ; preds = %7005
  %7019 = bitcast <16 x float> %7006 to <8 x i64>
  %7020 = or <8 x i64> %7019, %1169
  %7021 = fcmp oeq <16 x float> %7006, %46
  %7022 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7006, i32 4)
  %7023 = bitcast <8 x i64> %7020 to <16 x float>
  %7024 = select <16 x i1> %7021, <16 x float> %7023, <16 x float> %7022
  br label %7028

7025:                                             ; preds = %7005
  %7026 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7009, <16 x i1> %7010, <16 x float> zeroinitializer)
  %7027 = fadd <16 x float> %7006, %7026
  br label %7028

7028:                                             ; preds = %7025, %7018, %7011
  %7029 = phi <16 x float> [ %7027, %7025 ], [ %7024, %7018 ], [ %7017, %7011 ]
  switch i64 %1297, label %528 [
    i64 1, label %7044
    i64 2, label %7037
    i64 3, label %7030
    i64 0, label %7066
  ]

7030:                                             ; preds = %7028
  %7031 = bitcast <16 x float> %7029 to <8 x i64>
  %7032 = and <8 x i64> %7031, %1168
  %7033 = fcmp oeq <16 x float> %7029, %43
  %7034 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7029, i32 4)
  %7035 = bitcast <8 x i64> %7032 to <16 x float>
  %7036 = select <16 x i1> %7033, <16 x float> %7035, <16 x float> %7034
  br label %7047

7037:                                             ; preds = %7028
  %7038 = bitcast <16 x float> %7029 to <8 x i64>
  %7039 = or <8 x i64> %7038, %1169
  %7040 = fcmp oeq <16 x float> %7029, %46
  %7041 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7029, i32 4)
  %7042 = bitcast <8 x i64> %7039 to <16 x float>
  %7043 = select <16 x i1> %7040, <16 x float> %7042, <16 x float> %7041
  br label %7047

7044:                                             ; preds = %7028
  %7045 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7009, <16 x i1> %7010, <16 x float> zeroinitializer)
  %7046 = fadd <16 x float> %7029, %7045
  br label %7047

7047:                                             ; preds = %7044, %7037, %7030
  %7048 = phi <16 x float> [ %7046, %7044 ], [ %7043, %7037 ], [ %7036, %7030 ]
  switch i64 %1299, label %528 [
    i64 1, label %7063
    i64 2, label %7056
    i64 3, label %7049
    i64 0, label %7066
  ]

7049:                                             ; preds = %7047
  %7050 = bitcast <16 x float> %7048 to <8 x i64>
  %7051 = and <8 x i64> %7050, %1168
  %7052 = fcmp oeq <16 x float> %7048, %43
  %7053 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7048, i32 4)
  %7054 = bitcast <8 x i64> %7051 to <16 x float>
  %7055 = select <16 x i1> %7052, <16 x float> %7054, <16 x float> %7053
  br label %7066

7056:                                             ; preds = %7047
  %7057 = bitcast <16 x float> %7048 to <8 x i64>
  %7058 = or <8 x i64> %7057, %1169
  %7059 = fcmp oeq <16 x float> %7048, %46
  %7060 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7048, i32 4)
  %7061 = bitcast <8 x i64> %7058 to <16 x float>
  %7062 = select <16 x i1> %7059, <16 x float> %7061, <16 x float> %7060
  br label %7066

7063:                                             ; preds = %7047
  %7064 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7009, <16 x i1> %7010, <16 x float> zeroinitializer)
  %7065 = fadd <16 x float> %7048, %7064
  br label %7066

7066:                                             ; preds = %7049, %7056, %7063, %7047, %7028, %7005
  %7067 = phi <16 x float> [ %7048, %7047 ], [ %7006, %7005 ], [ %7029, %7028 ], [ %7065, %7063 ], [ %7062, %7056 ], [ %7055, %7049 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7067, ptr nonnull align 1 %7007, <16 x i1> %7010)
  %7068 = shl i64 %5315, 4
  %7069 = or disjoint i64 %7068, 64
  %7070 = sub nsw i64 %9, %7069
  %7071 = icmp sgt i64 %7070, 15
  %7072 = trunc i64 %7070 to i32
  %7073 = shl nsw i32 -1, %7072
  %7074 = trunc i32 %7073 to i16
  %7075 = xor i16 %7074, -1
  %7076 = select i1 %7071, i16 -1, i16 %7075
  br i1 %3987, label %7082, label %7077

7077:                                             ; preds = %7066
  %7078 = load float, ptr %1581, align 4
  %7079 = insertelement <16 x float> poison, float %7078, i64 0
  %7080 = shufflevector <16 x float> %7079, <16 x float> poison, <16 x i32> zeroinitializer
  %7081 = fadd <16 x float> %6756, %7080
  br label %7082

7082:                                             ; preds = %7077, %7066
  %7083 = phi <16 x float> [ %7081, %7077 ], [ %6756, %7066 ]
  %7084 = getelementptr inbounds nuw float, ptr %1588, i64 %7069
  %7085 = getelementptr inbounds nuw float, ptr %1593, i64 %7069
  %7086 = select i1 %3988, ptr null, ptr %7085
  %7087 = bitcast i16 %7076 to <16 x i1>
  switch i64 %1283, label %528 [
    i64 1, label %7102
    i64 2, label %7095
    i64 3, label %7088
    i64 0, label %7143
  ]

7088:                                             ; preds = %7082
  %7089 = bitcast <16 x float> %7083 to <8 x i64>
  %7090 = and <8 x i64> %7089, %1168
  %7091 = fcmp oeq <16 x float> %7083, %43
  %7092 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7083, i32 4)
  %7093 = bitcast <8 x i64> %7090 to <16 x float>
  %7094 = select <16 x i1> %7091, <16 x float> %7093, <16 x float> %7092
  br label %7105

7095:                                             ; preds = %7082
  %7096 = bitcast <16 x float> %7083 to <8 x i64>
  %7097 = or <8 x i64> %7096, %1169
  %7098 = fcmp oeq <16 x float> %7083, %46
  %7099 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7083, i32 4)
  %7100 = bitcast <8 x i64> %7097 to <16 x float>
  %7101 = select <16 x i1> %7098, <16 x float> %7100, <16 x float> %7099
  br label %7105

7102:                                             ; preds = %7082
  %7103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7086, <16 x i1> %7087, <16 x float> zeroinitializer)
  %7104 = fadd <16 x float> %7083, %7103
  br label %7105

7105:                                             ; preds = %7102, %7095, %7088
  %7106 = phi <16 x float> [ %7104, %7102 ], [ %7101, %7095 ], [ %7094, %7088 ]
  switch i64 %1301, label %528 [
    i64 1, label %7121
    i64 2, label %7114
    i64 3, label %7107
    i64 0, label %7143
  ]

7107:                                             ; preds = %7105
  %7108 = bitcast <16 x float> %7106 to <8 x i64>
  %7109 = and <8 x i64> %7108, %1168
  %7110 = fcmp oeq <16 x float> %7106, %43
  %7111 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7106, i32 4)
  %7112 = bitcast <8 x i64> %7109 to <16 x float>
  %7113 = select <16 x i1> %7110, <16 x float> %7112, <16 x float> %7111
  br label %7124

7114:                                             ; preds = %7105
  %7115 = bitcast <16 x float> %7106 to <8 x i64>
  %7116 = or <8 x i64> %7115, %1169
  %7117 = fcmp oeq <16 x float> %7106, %46
  %7118 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7106, i32 4)
  %7119 = bitcast <8 x i64> %7116 to <16 x float>
  %7120 = select <16 x i1> %7117, <16 x float> %7119, <16 x float> %7118
  br label %7124

7121:                                             ; preds = %7105
  %7122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7086, <16 x i1> %7087, <16 x float> zeroinitializer)
  %7123 = fadd <16 x float> %7106, %7122
  br label %7124

7124:                                             ; preds = %7121, %7114, %7107
  %7125 = phi <16 x float> [ %7123, %7121 ], [ %7120, %7114 ], [ %7113, %7107 ]
  switch i64 %1303, label %528 [
    i64 1, label %7140
    i64 2, label %7133
    i64 3, label %7126
    i64 0, label %7143
  ]

7126:                                             ; preds = %7124
  %7127 = bitcast <16 x float> %7125 to <8 x i64>
  %7128 = and <8 x i64> %7127, %1168
  %7129 = fcmp oeq <16 x float> %7125, %43
  %7130 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7125, i32 4)
  %7131 = bitcast <8 x i64> %7128 to <16 x float>
  %7132 = select <16 x i1> %7129, <16 x float> %7131, <16 x float> %7130
  br label %7143

7133:                                             ; preds = %7124
  %7134 = bitcast <16 x float> %7125 to <8 x i64>
  %7135 = or <8 x i64> %7134, %1169
  %7136 = fcmp oeq <16 x float> %7125, %46
  %7137 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7125, i32 4)
  %7138 = bitcast <8 x i64> %7135 to <16 x float>
  %7139 = select <16 x i1> %7136, <16 x float> %7138, <16 x float> %7137
  br label %7143

7140:                                             ; preds = %7124
  %7141 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7086, <16 x i1> %7087, <16 x float> zeroinitializer)
  %7142 = fadd <16 x float> %7125, %7141
  br label %7143

7143:                                             ; preds = %7126, %7133, %7140, %7124, %7105, %7082
  %7144 = phi <16 x float> [ %7125, %7124 ], [ %7083, %7082 ], [ %7106, %7105 ], [ %7142, %7140 ], [ %7139, %7133 ], [ %7132, %7126 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7144, ptr nonnull align 1 %7084, <16 x i1> %7087)
  br label %8990

7145:                                             ; preds = %5314
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %28, i8 0, i64 384, i1 false)
  br i1 %1165, label %7146, label %7214

7146:                                             ; preds = %7145, %7160
  %7147 = phi i64 [ %7161, %7160 ], [ 0, %7145 ]
  %7148 = mul nsw i64 %7147, %14
  %7149 = sub i64 %7148, %16
  %7150 = add i64 %7149, %3991
  %7151 = icmp slt i64 %7150, 0
  %7152 = icmp sge i64 %7150, %6
  %7153 = or i1 %7151, %7152
  %7154 = select i1 %7153, i64 0, i64 %7150
  %7155 = mul nsw i64 %7154, %7
  %7156 = getelementptr inbounds float, ptr %1578, i64 %7155
  br i1 %1166, label %7157, label %7160

7157:                                             ; preds = %7146
  %7158 = mul nuw nsw i64 %7147, %11
  %7159 = getelementptr inbounds nuw float, ptr %1580, i64 %7158
  br label %7163

7160:                                             ; preds = %7172, %7146
  %7161 = add nuw nsw i64 %7147, 1
  %7162 = icmp eq i64 %7161, %10
  br i1 %7162, label %7212, label %7146

7163:                                             ; preds = %7157, %7172
  %7164 = phi i64 [ 0, %7157 ], [ %7173, %7172 ]
  %7165 = getelementptr inbounds nuw float, ptr %7159, i64 %7164
  %7166 = load float, ptr %7165, align 4
  %7167 = insertelement <16 x float> poison, float %7166, i64 0
  %7168 = shufflevector <16 x float> %7167, <16 x float> poison, <16 x i32> zeroinitializer
  %7169 = mul nsw i64 %7164, %15
  %7170 = sub i64 %7169, %17
  %7171 = getelementptr i16, ptr %1152, i64 %7164
  br label %7175

7172:                                             ; preds = %7201
  %7173 = add nuw nsw i64 %7164, 1
  %7174 = icmp eq i64 %7173, %11
  br i1 %7174, label %7160, label %7163

7175:                                             ; preds = %7163, %7201
  %7176 = phi i64 [ 0, %7163 ], [ %7210, %7201 ]
  %7177 = or disjoint i64 %5315, %7176
  %7178 = shl nsw i64 %7177, 4
  %7179 = add i64 %7170, %7178
  br i1 %1167, label %7184, label %7180

7180:                                             ; preds = %7175
  %7181 = mul nuw nsw i64 %7177, %11
  %7182 = getelementptr i16, ptr %7171, i64 %7181
  %7183 = load i16, ptr %7182, align 2
  br label %7201

7184:                                             ; preds = %7175
  %7185 = sub nsw i64 %9, %7178
  %7186 = icmp slt i64 %7179, 0
  %7187 = sub nsw i64 0, %7179
  %7188 = select i1 %7186, i64 %7187, i64 0
  %7189 = sub nsw i64 %7, %7179
  %7190 = call i64 @llvm.smin.i64(i64 %7189, i64 %7185)
  %7191 = call i64 @llvm.smin.i64(i64 %7190, i64 16)
  %7192 = icmp sgt i64 %7191, %7188
  %7193 = trunc i64 %7191 to i32
  %7194 = shl nsw i32 -1, %7193
  %7195 = xor i32 %7194, -1
  %7196 = trunc i64 %7188 to i32
  %7197 = shl nsw i32 -1, %7196
  %7198 = and i32 %7197, %7195
  %7199 = trunc i32 %7198 to i16
  %7200 = select i1 %7192, i16 %7199, i16 0
  br label %7201

7201:                                             ; preds = %7184, %7180
  %7202 = phi i16 [ %7183, %7180 ], [ %7200, %7184 ]
  %7203 = getelementptr inbounds nuw <16 x float>, ptr %28, i64 %7176
  %7204 = select i1 %7153, i16 0, i16 %7202
  %7205 = getelementptr inbounds float, ptr %7156, i64 %7179
  %7206 = bitcast i16 %7204 to <16 x i1>
  %7207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7205, <16 x i1> %7206, <16 x float> zeroinitializer)
  %7208 = load <16 x float>, ptr %7203, align 64
  %7209 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7207, <16 x float> %7168, <16 x float> %7208)
  store <16 x float> %7209, ptr %7203, align 64
  %7210 = add nuw nsw i64 %7176, 1
  %7211 = icmp eq i64 %7210, 6
  br i1 %7211, label %7172, label %7175

7212:                                             ; preds = %7160
  %7213 = load <16 x float>, ptr %28, align 64
  br label %7214

7214:                                             ; preds = %7212, %7145
  %7215 = phi <16 x float> [ %7213, %7212 ], [ zeroinitializer, %7145 ]
  %7216 = shl nsw i64 %5315, 4
  %7217 = sub nsw i64 %9, %7216
  %7218 = icmp sgt i64 %7217, 15
  %7219 = trunc i64 %7217 to i32
  %7220 = shl nsw i32 -1, %7219
  %7221 = trunc i32 %7220 to i16
  %7222 = xor i16 %7221, -1
  %7223 = select i1 %7218, i16 -1, i16 %7222
  br i1 %3987, label %7229, label %7224

7224:                                             ; preds = %7214
  %7225 = load float, ptr %1581, align 4
  %7226 = insertelement <16 x float> poison, float %7225, i64 0
  %7227 = shufflevector <16 x float> %7226, <16 x float> poison, <16 x i32> zeroinitializer
  %7228 = fadd <16 x float> %7215, %7227
  br label %7229

7229:                                             ; preds = %7224, %7214
  %7230 = phi <16 x float> [ %7228, %7224 ], [ %7215, %7214 ]
  %7231 = getelementptr inbounds nuw float, ptr %1588, i64 %7216
  %7232 = getelementptr inbounds nuw float, ptr %1593, i64 %7216
  %7233 = select i1 %3988, ptr null, ptr %7232
  %7234 = bitcast i16 %7223 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7235
    i64 2, label %7238
    i64 3, label %7245
    i64 0, label %7290
  ]

7235:                                             ; preds = %7229
  %7236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7233, <16 x i1> %7234, <16 x float> zeroinitializer)
  %7237 = fadd <16 x float> %7230, %7236
  br label %7252

7238:                                             ; preds = %7229
  %7239 = bitcast <16 x float> %7230 to <8 x i64>
  %7240 = or <8 x i64> %7239, %1169
  %7241 = fcmp oeq <16 x float> %7230, %46
  %7242 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7230, i32 4)
  %7243 = bitcast <8 x i64> %7240 to <16 x float>
  %7244 = select <16 x i1> %7241, <16 x float> %7243, <16 x float> %7242
  br label %7252

7245:                                             ; preds = %7229
  %7246 = bitcast <16 x float> %7230 to <8 x i64>
  %7247 = and <8 x i64> %7246, %1168
  %7248 = fcmp oeq <16 x float> %7230, %43
  %7249 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7230, i32 4)
  %7250 = bitcast <8 x i64> %7247 to <16 x float>
  %7251 = select <16 x i1> %7248, <16 x float> %7250, <16 x float> %7249
  br label %7252

7252:                                             ; preds = %7245, %7238, %7235
  %7253 = phi <16 x float> [ %7237, %7235 ], [ %7244, %7238 ], [ %7251, %7245 ]
  switch i64 %1255, label %528 [
    i64 1, label %7268
    i64 2, label %7261
    i64 3, label %7254
    i64 0, label %7290
  ]

7254:                                             ; preds = %7252
  %7255 = bitcast <16 x float> %7253 to <8 x i64>
  %7256 = and <8 x i64> %7255, %1168
  %7257 = fcmp oeq <16 x float> %7253, %43
  %7258 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7253, i32 4)
  %7259 = bitcast <8 x i64> %7256 to <16 x float>
  %7260 = select <16 x i1> %7257, <16 x float> %7259, <16 x float> %7258
  br label %7271

7261:                                             ; preds = %7252
  %7262 = bitcast <16 x float> %7253 to <8 x i64>
  %7263 = or <8 x i64> %7262, %1169
  %7264 = fcmp oeq <16 x float> %7253, %46
  %7265 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7253, i32 4)
  %7266 = bitcast <8 x i64> %7263 to <16 x float>
  %7267 = select <16 x i1> %7264, <16 x float> %7266, <16 x float> %7265
  br label %7271

7268:                                             ; preds = %7252
  %7269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7233, <16 x i1> %7234, <16 x float> zeroinitializer)
  %7270 = fadd <16 x float> %7253, %7269
  br label %7271

7271:                                             ; preds = %7268, %7261, %7254
  %7272 = phi <16 x float> [ %7270, %7268 ], [ %7267, %7261 ], [ %7260, %7254 ]
  switch i64 %1257, label %528 [
    i64 1, label %7287
    i64 2, label %7280
    i64 3, label %7273
    i64 0, label %7290
  ]

7273:                                             ; preds = %7271
  %7274 = bitcast <16 x float> %7272 to <8 x i64>
  %7275 = and <8 x i64> %7274, %1168
  %7276 = fcmp oeq <16 x float> %7272, %43
  %7277 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7272, i32 4)
  %7278 = bitcast <8 x i64> %7275 to <16 x float>
  %7279 = select <16 x i1> %7276, <16 x float> %7278, <16 x float> %7277
  br label %7290

7280:                                             ; preds = %7271
  %7281 = bitcast <16 x float> %7272 to <8 x i64>
  %7282 = or <8 x i64> %7281, %1169
  %7283 = fcmp oeq <16 x float> %7272, %46
  %7284 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7272, i32 4)
  %7285 = bitcast <8 x i64> %7282 to <16 x float>
  %7286 = select <16 x i1> %7283, <16 x float> %7285, <16 x float> %7284
  br label %7290

7287:                                             ; preds = %7271
  %7288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7233, <16 x i1> %7234, <16 x float> zeroinitializer)
  %7289 = fadd <16 x float> %7272, %7288
  br label %7290

7290:                                             ; preds = %7273, %7280, %7287, %7271, %7252, %7229
  %7291 = phi <16 x float> [ %7272, %7271 ], [ %7230, %7229 ], [ %7253, %7252 ], [ %7289, %7287 ], [ %7286, %7280 ], [ %7279, %7273 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7291, ptr align 1 %7231, <16 x i1> %7234)
  %7292 = shl i64 %5315, 4
  %7293 = or disjoint i64 %7292, 16
  %7294 = sub nsw i64 %9, %7293
  %7295 = icmp sgt i64 %7294, 15
  %7296 = trunc i64 %7294 to i32
  %7297 = shl nsw i32 -1, %7296
  %7298 = trunc i32 %7297 to i16
  %7299 = xor i16 %7298, -1
  %7300 = select i1 %7295, i16 -1, i16 %7299
  %7301 = load <16 x float>, ptr %1258, align 64
  br i1 %3987, label %7307, label %7302

7302:                                             ; preds = %7290
  %7303 = load float, ptr %1581, align 4
  %7304 = insertelement <16 x float> poison, float %7303, i64 0
  %7305 = shufflevector <16 x float> %7304, <16 x float> poison, <16 x i32> zeroinitializer
  %7306 = fadd <16 x float> %7301, %7305
  br label %7307

7307:                                             ; preds = %7302, %7290
  %7308 = phi <16 x float> [ %7306, %7302 ], [ %7301, %7290 ]
  %7309 = getelementptr inbounds nuw float, ptr %1588, i64 %7293
  %7310 = getelementptr inbounds nuw float, ptr %1593, i64 %7293
  %7311 = select i1 %3988, ptr null, ptr %7310
  %7312 = bitcast i16 %7300 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7327
    i64 2, label %7320
    i64 3, label %7313
    i64 0, label %7368
  ]

7313:                                             ; preds = %7307
  %7314 = bitcast <16 x float> %7308 to <8 x i64>
  %7315 = and <8 x i64> %7314, %1168
  %7316 = fcmp oeq <16 x float> %7308, %43
  %7317 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7308, i32 4)
  %7318 = bitcast <8 x i64> %7315 to <16 x float>
  %7319 = select <16 x i1> %7316, <16 x float> %7318, <16 x float> %7317
  br label %7330

7320:                                             ; preds = %7307
  %7321 = bitcast <16 x float> %7308 to <8 x i64>
  %7322 = or <8 x i64> %7321, %1169
  %7323 = fcmp oeq <16 x float> %7308, %46
  %7324 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7308, i32 4)
  %7325 = bitcast <8 x i64> %7322 to <16 x float>
  %7326 = select <16 x i1> %7323, <16 x float> %7325, <16 x float> %7324
  br label %7330

7327:                                             ; preds = %7307
  %7328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7311, <16 x i1> %7312, <16 x float> zeroinitializer)
  %7329 = fadd <16 x float> %7308, %7328
  br label %7330

7330:                                             ; preds = %7327, %7320, %7313
  %7331 = phi <16 x float> [ %7329, %7327 ], [ %7326, %7320 ], [ %7319, %7313 ]
  switch i64 %1260, label %528 [
    i64 1, label %7346
    i64 2, label %7339
    i64 3, label %7332
    i64 0, label %7368
  ]

7332:                                             ; preds = %7330
  %7333 = bitcast <16 x float> %7331 to <8 x i64>
  %7334 = and <8 x i64> %7333, %1168
  %7335 = fcmp oeq <16 x float> %7331, %43
  %7336 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7331, i32 4)
  %7337 = bitcast <8 x i64> %7334 to <16 x float>
  %7338 = select <16 x i1> %7335, <16 x float> %7337, <16 x float> %7336
  br label %7349

7339:                                             ; preds = %7330
  %7340 = bitcast <16 x float> %7331 to <8 x i64>
  %7341 = or <8 x i64> %7340, %1169
  %7342 = fcmp oeq <16 x float> %7331, %46
  %7343 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7331, i32 4)
  %7344 = bitcast <8 x i64> %7341 to <16 x float>
  %7345 = select <16 x i1> %7342, <16 x float> %7344, <16 x float> %7343
  br label %7349

7346:                                             ; preds = %7330
  %7347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7311, <16 x i1> %7312, <16 x float> zeroinitializer)
  %7348 = fadd <16 x float> %7331, %7347
  br label %7349

7349:                                             ; preds = %7346, %7339, %7332
  %7350 = phi <16 x float> [ %7348, %7346 ], [ %7345, %7339 ], [ %7338, %7332 ]
  switch i64 %1262, label %528 [
    i64 1, label %7365
    i64 2, label %7358
    i64 3, label %7351
    i64 0, label %7368
  ]

7351:                                             ; preds = %7349
  %7352 = bitcast <16 x float> %7350 to <8 x i64>
  %7353 = and <8 x i64> %7352, %1168
  %7354 = fcmp oeq <16 x float> %7350, %43
  %7355 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7350, i32 4)
  %7356 = bitcast <8 x i64> %7353 to <16 x float>
  %7357 = select <16 x i1> %7354, <16 x float> %7356, <16 x float> %7355
  br label %7368

7358:                                             ; preds = %7349
  %7359 = bitcast <16 x float> %7350 to <8 x i64>
  %7360 = or <8 x i64> %7359, %1169
  %7361 = fcmp oeq <16 x float> %7350, %46
  %7362 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7350, i32 4)
  %7363 = bitcast <8 x i64> %7360 to <16 x float>
  %7364 = select <16 x i1> %7361, <16 x float> %7363, <16 x float> %7362
  br label %7368

7365:                                             ; preds = %7349
  %7366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7311, <16 x i1> %7312, <16 x float> zeroinitializer)
  %7367 = fadd <16 x float> %7350, %7366
  br label %7368

7368:                                             ; preds = %7351, %7358, %7365, %7349, %7330, %7307
  %7369 = phi <16 x float> [ %7350, %7349 ], [ %7308, %7307 ], [ %7331, %7330 ], [ %7367, %7365 ], [ %7364, %7358 ], [ %7357, %7351 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7369, ptr nonnull align 1 %7309, <16 x i1> %7312)
  %7370 = shl i64 %5315, 4
  %7371 = or disjoint i64 %7370, 32
  %7372 = sub nsw i64 %9, %7371
  %7373 = icmp sgt i64 %7372, 15
  %7374 = trunc i64 %7372 to i32
  %7375 = shl nsw i32 -1, %7374
  %7376 = trunc i32 %7375 to i16
  %7377 = xor i16 %7376, -1
  %7378 = select i1 %7373, i16 -1, i16 %7377
  %7379 = load <16 x float>, ptr %1263, align 64
  br i1 %3987, label %7385, label %7380

7380:                                             ; preds = %7368
  %7381 = load float, ptr %1581, align 4
  %7382 = insertelement <16 x float> poison, float %7381, i64 0
  %7383 = shufflevector <16 x float> %7382, <16 x float> poison, <16 x i32> zeroinitializer
  %7384 = fadd <16 x float> %7379, %7383
  br label %7385

7385:                                             ; preds = %7380, %7368
  %7386 = phi <16 x float> [ %7384, %7380 ], [ %7379, %7368 ]
  %7387 = getelementptr inbounds nuw float, ptr %1588, i64 %7371
  %7388 = getelementptr inbounds nuw float, ptr %1593, i64 %7371
  %7389 = select i1 %3988, ptr null, ptr %7388
  %7390 = bitcast i16 %7378 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7405
    i64 2, label %7398
    i64 3, label %7391
    i64 0, label %7446
  ]

7391:                                             ; preds = %7385
  %7392 = bitcast <16 x float> %7386 to <8 x i64>
  %7393 = and <8 x i64> %7392, %1168
  %7394 = fcmp oeq <16 x float> %7386, %43
  %7395 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7386, i32 4)
  %7396 = bitcast <8 x i64> %7393 to <16 x float>
  %7397 = select <16 x i1> %7394, <16 x float> %7396, <16 x float> %7395
  br label %7408

7398:                                             ; preds = %7385
  %7399 = bitcast <16 x float> %7386 to <8 x i64>
  %7400 = or <8 x i64> %7399, %1169
  %7401 = fcmp oeq <16 x float> %7386, %46
  %7402 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7386, i32 4)
  %7403 = bitcast <8 x i64> %7400 to <16 x float>
  %7404 = select <16 x i1> %7401, <16 x float> %7403, <16 x float> %7402
  br label %7408

7405:                                             ; preds = %7385
  %7406 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7389, <16 x i1> %7390, <16 x float> zeroinitializer)
  %7407 = fadd <16 x float> %7386, %7406
  br label %7408

7408:                                             ; preds = %7405, %7398, %7391
  %7409 = phi <16 x float> [ %7407, %7405 ], [ %7404, %7398 ], [ %7397, %7391 ]
  switch i64 %1265, label %528 [
    i64 1, label %7424
    i64 2, label %7417
    i64 3, label %7410
    i64 0, label %7446
  ]

7410:                                             ; preds = %7408
  %7411 = bitcast <16 x float> %7409 to <8 x i64>
  %7412 = and <8 x i64> %7411, %1168
  %7413 = fcmp oeq <16 x float> %7409, %43
  %7414 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7409, i32 4)
  %7415 = bitcast <8 x i64> %7412 to <16 x float>
  %7416 = select <16 x i1> %7413, <16 x float> %7415, <16 x float> %7414
  br label %7427

7417:                                             ; preds = %7408
  %7418 = bitcast <16 x float> %7409 to <8 x i64>
  %7419 = or <8 x i64> %7418, %1169
  %7420 = fcmp oeq <16 x float> %7409, %46
  %7421 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7409, i32 4)
  %7422 = bitcast <8 x i64> %7419 to <16 x float>
  %7423 = select <16 x i1> %7420, <16 x float> %7422, <16 x float> %7421
  br label %7427

7424:                                             ; preds = %7408
  %7425 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7389, <16 x i1> %7390, <16 x float> zeroinitializer)
  %7426 = fadd <16 x float> %7409, %7425
  br label %7427

7427:                                             ; preds = %7424, %7417, %7410
  %7428 = phi <16 x float> [ %7426, %7424 ], [ %7423, %7417 ], [ %7416, %7410 ]
  switch i64 %1267, label %528 [
    i64 1, label %7443
    i64 2, label %7436
    i64 3, label %7429
    i64 0, label %7446
  ]

7429:                                             ; preds = %7427
  %7430 = bitcast <16 x float> %7428 to <8 x i64>
  %7431 = and <8 x i64> %7430, %1168
  %7432 = fcmp oeq <16 x float> %7428, %43
  %7433 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7428, i32 4)
  %7434 = bitcast <8 x i64> %7431 to <16 x float>
  %7435 = select <16 x i1> %7432, <16 x float> %7434, <16 x float> %7433
  br label %7446

7436:                                             ; preds = %7427
  %7437 = bitcast <16 x float> %7428 to <8 x i64>
  %7438 = or <8 x i64> %7437, %1169
  %7439 = fcmp oeq <16 x float> %7428, %46
  %7440 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7428, i32 4)
  %7441 = bitcast <8 x i64> %7438 to <16 x float>
  %7442 = select <16 x i1> %7439, <16 x float> %7441, <16 x float> %7440
  br label %7446

7443:                                             ; preds = %7427
  %7444 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7389, <16 x i1> %7390, <16 x float> zeroinitializer)
  %7445 = fadd <16 x float> %7428, %7444
  br label %7446

7446:                                             ; preds = %7429, %7436, %7443, %7427, %7408, %7385
  %7447 = phi <16 x float> [ %7428, %7427 ], [ %7386, %7385 ], [ %7409, %7408 ], [ %7445, %7443 ], [ %7442, %7436 ], [ %7435, %7429 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7447, ptr nonnull align 1 %7387, <16 x i1> %7390)
  %7448 = shl i64 %5315, 4
  %7449 = or disjoint i64 %7448, 48
  %7450 = sub nsw i64 %9, %7449
  %7451 = icmp sgt i64 %7450, 15
  %7452 = trunc i64 %7450 to i32
  %7453 = shl nsw i32 -1, %7452
  %7454 = trunc i32 %7453 to i16
  %7455 = xor i16 %7454, -1
  %7456 = select i1 %7451, i16 -1, i16 %7455
  %7457 = load <16 x float>, ptr %1268, align 64
  br i1 %3987, label %7463, label %7458

7458:                                             ; preds = %7446
  %7459 = load float, ptr %1581, align 4
  %7460 = insertelement <16 x float> poison, float %7459, i64 0
  %7461 = shufflevector <16 x float> %7460, <16 x float> poison, <16 x i32> zeroinitializer
  %7462 = fadd <16 x float> %7457, %7461
  br label %7463

7463:                                             ; preds = %7458, %7446
  %7464 = phi <16 x float> [ %7462, %7458 ], [ %7457, %7446 ]
  %7465 = getelementptr inbounds nuw float, ptr %1588, i64 %7449
  %7466 = getelementptr inbounds nuw float, ptr %1593, i64 %7449
  %7467 = select i1 %3988, ptr null, ptr %7466
  %7468 = bitcast i16 %7456 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7483
    i64 2, label %7476
    i64 3, label %7469
    i64 0, label %7524
  ]

7469:                                             ; preds = %7463
  %7470 = bitcast <16 x float> %7464 to <8 x i64>
  %7471 = and <8 x i64> %7470, %1168
  %7472 = fcmp oeq <16 x float> %7464, %43
  %7473 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7464, i32 4)
  %7474 = bitcast <8 x i64> %7471 to <16 x float>
  %7475 = select <16 x i1> %7472, <16 x float> %7474, <16 x float> %7473
  br label %7486

7476:                                             ; preds = %7463
  %7477 = bitcast <16 x float> %7464 to <8 x i64>
  %7478 = or <8 x i64> %7477, %1169
  %7479 = fcmp oeq <16 x float> %7464, %46
  %7480 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7464, i32 4)
  %7481 = bitcast <8 x i64> %7478 to <16 x float>
  %7482 = select <16 x i1> %7479, <16 x float> %7481, <16 x float> %7480
  br label %7486

7483:                                             ; preds = %7463
  %7484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7467, <16 x i1> %7468, <16 x float> zeroinitializer)
  %7485 = fadd <16 x float> %7464, %7484
  br label %7486

7486:                                             ; preds = %7483, %7476, %7469
  %7487 = phi <16 x float> [ %7485, %7483 ], [ %7482, %7476 ], [ %7475, %7469 ]
  switch i64 %1270, label %528 [
    i64 1, label %7502
    i64 2, label %7495
    i64 3, label %7488
    i64 0, label %7524
  ]

7488:                                             ; preds = %7486
  %7489 = bitcast <16 x float> %7487 to <8 x i64>
  %7490 = and <8 x i64> %7489, %1168
  %7491 = fcmp oeq <16 x float> %7487, %43
  %7492 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7487, i32 4)
  %7493 = bitcast <8 x i64> %7490 to <16 x float>
  %7494 = select <16 x i1> %7491, <16 x float> %7493, <16 x float> %7492
  br label %7505

7495:                                             ; preds = %7486
  %7496 = bitcast <16 x float> %7487 to <8 x i64>
  %7497 = or <8 x i64> %7496, %1169
  %7498 = fcmp oeq <16 x float> %7487, %46
  %7499 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7487, i32 4)
  %7500 = bitcast <8 x i64> %7497 to <16 x float>
  %7501 = select <16 x i1> %7498, <16 x float> %7500, <16 x float> %7499
  br label %7505

7502:                                             ; preds = %7486
  %7503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7467, <16 x i1> %7468, <16 x float> zeroinitializer)
  %7504 = fadd <16 x float> %7487, %7503
  br label %7505

7505:                                             ; preds = %7502, %7495, %7488
  %7506 = phi <16 x float> [ %7504, %7502 ], [ %7501, %7495 ], [ %7494, %7488 ]
  switch i64 %1272, label %528 [
    i64 1, label %7521
    i64 2, label %7514
    i64 3, label %7507
    i64 0, label %7524
  ]

7507:                                             ; preds = %7505
  %7508 = bitcast <16 x float> %7506 to <8 x i64>
  %7509 = and <8 x i64> %7508, %1168
  %7510 = fcmp oeq <16 x float> %7506, %43
  %7511 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7506, i32 4)
  %7512 = bitcast <8 x i64> %7509 to <16 x float>
  %7513 = select <16 x i1> %7510, <16 x float> %7512, <16 x float> %7511
  br label %7524

7514:                                             ; preds = %7505
  %7515 = bitcast <16 x float> %7506 to <8 x i64>
  %7516 = or <8 x i64> %7515, %1169
  %7517 = fcmp oeq <16 x float> %7506, %46
  %7518 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7506, i32 4)
  %7519 = bitcast <8 x i64> %7516 to <16 x float>
  %7520 = select <16 x i1> %7517, <16 x float> %7519, <16 x float> %7518
  br label %7524

7521:                                             ; preds = %7505
  %7522 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7467, <16 x i1> %7468, <16 x float> zeroinitializer)
  %7523 = fadd <16 x float> %7506, %7522
  br label %7524

7524:                                             ; preds = %7507, %7514, %7521, %7505, %7486, %7463
  %7525 = phi <16 x float> [ %7506, %7505 ], [ %7464, %7463 ], [ %7487, %7486 ], [ %7523, %7521 ], [ %7520, %7514 ], [ %7513, %7507 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7525, ptr nonnull align 1 %7465, <16 x i1> %7468)
  %7526 = shl i64 %5315, 4
  %7527 = or disjoint i64 %7526, 64
  %7528 = sub nsw i64 %9, %7527
  %7529 = icmp sgt i64 %7528, 15
  %7530 = trunc i64 %7528 to i32
  %7531 = shl nsw i32 -1, %7530
  %7532 = trunc i32 %7531 to i16
  %7533 = xor i16 %7532, -1
  %7534 = select i1 %7529, i16 -1, i16 %7533
  %7535 = load <16 x float>, ptr %1273, align 64
  br i1 %3987, label %7541, label %7536

7536:                                             ; preds = %7524
  %7537 = load float, ptr %1581, align 4
  %7538 = insertelement <16 x float> poison, float %7537, i64 0
  %7539 = shufflevector <16 x float> %7538, <16 x float> poison, <16 x i32> zeroinitializer
  %7540 = fadd <16 x float> %7535, %7539
  br label %7541

7541:                                             ; preds = %7536, %7524
  %7542 = phi <16 x float> [ %7540, %7536 ], [ %7535, %7524 ]
  %7543 = getelementptr inbounds nuw float, ptr %1588, i64 %7527
  %7544 = getelementptr inbounds nuw float, ptr %1593, i64 %7527
  %7545 = select i1 %3988, ptr null, ptr %7544
  %7546 = bitcast i16 %7534 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7561
    i64 2, label %7554
    i64 3, label %7547
    i64 0, label %7602
  ]

7547:                                             ; preds = %7541
  %7548 = bitcast <16 x float> %7542 to <8 x i64>
  %7549 = and <8 x i64> %7548, %1168
  %7550 = fcmp oeq <16 x float> %7542, %43
  %7551 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7542, i32 4)
  %7552 = bitcast <8 x i64> %7549 to <16 x float>
  %7553 = select <16 x i1> %7550, <16 x float> %7552, <16 x float> %7551
  br label %7564

7554:                                             ; preds = %7541
  %7555 = bitcast <16 x float> %7542 to <8 x i64>
  %7556 = or <8 x i64> %7555, %1169
  %7557 = fcmp oeq <16 x float> %7542, %46
  %7558 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7542, i32 4)
  %7559 = bitcast <8 x i64> %7556 to <16 x float>
  %7560 = select <16 x i1> %7557, <16 x float> %7559, <16 x float> %7558
  br label %7564

7561:                                             ; preds = %7541
  %7562 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7545, <16 x i1> %7546, <16 x float> zeroinitializer)
  %7563 = fadd <16 x float> %7542, %7562
  br label %7564

7564:                                             ; preds = %7561, %7554, %7547
  %7565 = phi <16 x float> [ %7563, %7561 ], [ %7560, %7554 ], [ %7553, %7547 ]
  switch i64 %1275, label %528 [
    i64 1, label %7580
    i64 2, label %7573
    i64 3, label %7566
    i64 0, label %7602
  ]

7566:                                             ; preds = %7564
  %7567 = bitcast <16 x float> %7565 to <8 x i64>
  %7568 = and <8 x i64> %7567, %1168
  %7569 = fcmp oeq <16 x float> %7565, %43
  %7570 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7565, i32 4)
  %7571 = bitcast <8 x i64> %7568 to <16 x float>
  %7572 = select <16 x i1> %7569, <16 x float> %7571, <16 x float> %7570
  br label %7583

7573:                                             ; preds = %7564
  %7574 = bitcast <16 x float> %7565 to <8 x i64>
  %7575 = or <8 x i64> %7574, %1169
  %7576 = fcmp oeq <16 x float> %7565, %46
  %7577 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7565, i32 4)
  %7578 = bitcast <8 x i64> %7575 to <16 x float>
  %7579 = select <16 x i1> %7576, <16 x float> %7578, <16 x float> %7577
  br label %7583

7580:                                             ; preds = %7564
  %7581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7545, <16 x i1> %7546, <16 x float> zeroinitializer)
  %7582 = fadd <16 x float> %7565, %7581
  br label %7583

7583:                                             ; preds = %7580, %7573, %7566
  %7584 = phi <16 x float> [ %7582, %7580 ], [ %7579, %7573 ], [ %7572, %7566 ]
  switch i64 %1277, label %528 [
    i64 1, label %7599
    i64 2, label %7592
    i64 3, label %7585
    i64 0, label %7602
  ]

7585:                                             ; preds = %7583
  %7586 = bitcast <16 x float> %7584 to <8 x i64>
  %7587 = and <8 x i64> %7586, %1168
  %7588 = fcmp oeq <16 x float> %7584, %43
  %7589 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7584, i32 4)
  %7590 = bitcast <8 x i64> %7587 to <16 x float>
  %7591 = select <16 x i1> %7588, <16 x float> %7590, <16 x float> %7589
  br label %7602

7592:                                             ; preds = %7583
  %7593 = bitcast <16 x float> %7584 to <8 x i64>
  %7594 = or <8 x i64> %7593, %1169
  %7595 = fcmp oeq <16 x float> %7584, %46
  %7596 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7584, i32 4)
  %7597 = bitcast <8 x i64> %7594 to <16 x float>
  %7598 = select <16 x i1> %7595, <16 x float> %7597, <16 x float> %7596
  br label %7602

7599:                                             ; preds = %7583
  %7600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7545, <16 x i1> %7546, <16 x float> zeroinitializer)
  %7601 = fadd <16 x float> %7584, %7600
  br label %7602

7602:                                             ; preds = %7585, %7592, %7599, %7583, %7564, %7541
  %7603 = phi <16 x float> [ %7584, %7583 ], [ %7542, %7541 ], [ %7565, %7564 ], [ %7601, %7599 ], [ %7598, %7592 ], [ %7591, %7585 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7603, ptr nonnull align 1 %7543, <16 x i1> %7546)
  %7604 = shl i64 %5315, 4
  %7605 = or disjoint i64 %7604, 80
  %7606 = sub nsw i64 %9, %7605
  %7607 = icmp sgt i64 %7606, 15
  %7608 = trunc i64 %7606 to i32
  %7609 = shl nsw i32 -1, %7608
  %7610 = trunc i32 %7609 to i16
  %7611 = xor i16 %7610, -1
  %7612 = select i1 %7607, i16 -1, i16 %7611
  %7613 = load <16 x float>, ptr %1278, align 64
  br i1 %3987, label %7619, label %7614

7614:                                             ; preds = %7602
  %7615 = load float, ptr %1581, align 4
  %7616 = insertelement <16 x float> poison, float %7615, i64 0
  %7617 = shufflevector <16 x float> %7616, <16 x float> poison, <16 x i32> zeroinitializer
  %7618 = fadd <16 x float> %7613, %7617
  br label %7619

7619:                                             ; preds = %7614, %7602
  %7620 = phi <16 x float> [ %7618, %7614 ], [ %7613, %7602 ]
  %7621 = getelementptr inbounds nuw float, ptr %1588, i64 %7605
  %7622 = getelementptr inbounds nuw float, ptr %1593, i64 %7605
  %7623 = select i1 %3988, ptr null, ptr %7622
  %7624 = bitcast i16 %7612 to <16 x i1>
  switch i64 %1253, label %528 [
    i64 1, label %7639
    i64 2, label %7632
    i64 3, label %7625
    i64 0, label %7680
  ]

7625:                                             ; preds = %7619
  %7626 = bitcast <16 x float> %7620 to <8 x i64>
  %7627 = and <8 x i64> %7626, %1168
  %7628 = fcmp oeq <16 x float> %7620, %43
  %7629 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7620, i32 4)
  %7630 = bitcast <8 x i64> %7627 to <16 x float>
  %7631 = select <16 x i1> %7628, <16 x float> %7630, <16 x float> %7629
  br label %7642

7632:                                             ; preds = %7619
  %7633 = bitcast <16 x float> %7620 to <8 x i64>
  %7634 = or <8 x i64> %7633, %1169
  %7635 = fcmp oeq <16 x float> %7620, %46
  %7636 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7620, i32 4)
  %7637 = bitcast <8 x i64> %7634 to <16 x float>
  %7638 = select <16 x i1> %7635, <16 x float> %7637, <16 x float> %7636
  br label %7642

7639:                                             ; preds = %7619
  %7640 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7623, <16 x i1> %7624, <16 x float> zeroinitializer)
  %7641 = fadd <16 x float> %7620, %7640
  br label %7642

7642:                                             ; preds = %7639, %7632, %7625
  %7643 = phi <16 x float> [ %7641, %7639 ], [ %7638, %7632 ], [ %7631, %7625 ]
  switch i64 %1280, label %528 [
    i64 1, label %7658
    i64 2, label %7651
    i64 3, label %7644
    i64 0, label %7680
  ]

7644:                                             ; preds = %7642
  %7645 = bitcast <16 x float> %7643 to <8 x i64>
  %7646 = and <8 x i64> %7645, %1168
  %7647 = fcmp oeq <16 x float> %7643, %43
  %7648 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7643, i32 4)
  %7649 = bitcast <8 x i64> %7646 to <16 x float>
  %7650 = select <16 x i1> %7647, <16 x float> %7649, <16 x float> %7648
  br label %7661

7651:                                             ; preds = %7642
  %7652 = bitcast <16 x float> %7643 to <8 x i64>
  %7653 = or <8 x i64> %7652, %1169
  %7654 = fcmp oeq <16 x float> %7643, %46
  %7655 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7643, i32 4)
  %7656 = bitcast <8 x i64> %7653 to <16 x float>
  %7657 = select <16 x i1> %7654, <16 x float> %7656, <16 x float> %7655
  br label %7661

7658:                                             ; preds = %7642
  %7659 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7623, <16 x i1> %7624, <16 x float> zeroinitializer)
  %7660 = fadd <16 x float> %7643, %7659
  br label %7661

7661:                                             ; preds = %7658, %7651, %7644
  %7662 = phi <16 x float> [ %7660, %7658 ], [ %7657, %7651 ], [ %7650, %7644 ]
  switch i64 %1282, label %528 [
    i64 1, label %7677
    i64 2, label %7670
    i64 3, label %7663
    i64 0, label %7680
  ]

7663:                                             ; preds = %7661
  %7664 = bitcast <16 x float> %7662 to <8 x i64>
  %7665 = and <8 x i64> %7664, %1168
  %7666 = fcmp oeq <16 x float> %7662, %43
  %7667 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7662, i32 4)
  %7668 = bitcast <8 x i64> %7665 to <16 x float>
  %7669 = select <16 x i1> %7666, <16 x float> %7668, <16 x float> %7667
  br label %7680

7670:                                             ; preds = %7661
  %7671 = bitcast <16 x float> %7662 to <8 x i64>
  %7672 = or <8 x i64> %7671, %1169
  %7673 = fcmp oeq <16 x float> %7662, %46
  %7674 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7662, i32 4)
  %7675 = bitcast <8 x i64> %7672 to <16 x float>
  %7676 = select <16 x i1> %7673, <16 x float> %7675, <16 x float> %7674
  br label %7680

7677:                                             ; preds = %7661
  %7678 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7623, <16 x i1> %7624, <16 x float> zeroinitializer)
  %7679 = fadd <16 x float> %7662, %7678
  br label %7680

7680:                                             ; preds = %7663, %7670, %7677, %7661, %7642, %7619
  %7681 = phi <16 x float> [ %7662, %7661 ], [ %7620, %7619 ], [ %7643, %7642 ], [ %7679, %7677 ], [ %7676, %7670 ], [ %7669, %7663 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7681, ptr nonnull align 1 %7621, <16 x i1> %7624)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %8990

7682:                                             ; preds = %5314
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %29, i8 0, i64 448, i1 false)
  br i1 %1165, label %7683, label %7751

7683:                                             ; preds = %7682, %7697
  %7684 = phi i64 [ %7698, %7697 ], [ 0, %7682 ]
  %7685 = mul nsw i64 %7684, %14
  %7686 = sub i64 %7685, %16
  %7687 = add i64 %7686, %3990
  %7688 = icmp slt i64 %7687, 0
  %7689 = icmp sge i64 %7687, %6
  %7690 = or i1 %7688, %7689
  %7691 = select i1 %7690, i64 0, i64 %7687
  %7692 = mul nsw i64 %7691, %7
  %7693 = getelementptr inbounds float, ptr %1578, i64 %7692
  br i1 %1166, label %7694, label %7697

7694:                                             ; preds = %7683
  %7695 = mul nuw nsw i64 %7684, %11
  %7696 = getelementptr inbounds nuw float, ptr %1580, i64 %7695
  br label %7700

7697:                                             ; preds = %7709, %7683
  %7698 = add nuw nsw i64 %7684, 1
  %7699 = icmp eq i64 %7698, %10
  br i1 %7699, label %7749, label %7683

7700:                                             ; preds = %7694, %7709
  %7701 = phi i64 [ 0, %7694 ], [ %7710, %7709 ]
  %7702 = getelementptr inbounds nuw float, ptr %7696, i64 %7701
  %7703 = load float, ptr %7702, align 4
  %7704 = insertelement <16 x float> poison, float %7703, i64 0
  %7705 = shufflevector <16 x float> %7704, <16 x float> poison, <16 x i32> zeroinitializer
  %7706 = mul nsw i64 %7701, %15
  %7707 = sub i64 %7706, %17
  %7708 = getelementptr i16, ptr %1152, i64 %7701
  br label %7712

7709:                                             ; preds = %7738
  %7710 = add nuw nsw i64 %7701, 1
  %7711 = icmp eq i64 %7710, %11
  br i1 %7711, label %7697, label %7700

7712:                                             ; preds = %7700, %7738
  %7713 = phi i64 [ 0, %7700 ], [ %7747, %7738 ]
  %7714 = or disjoint i64 %5315, %7713
  %7715 = shl nsw i64 %7714, 4
  %7716 = add i64 %7707, %7715
  br i1 %1167, label %7721, label %7717

7717:                                             ; preds = %7712
  %7718 = mul nuw nsw i64 %7714, %11
  %7719 = getelementptr i16, ptr %7708, i64 %7718
  %7720 = load i16, ptr %7719, align 2
  br label %7738

7721:                                             ; preds = %7712
  %7722 = sub nsw i64 %9, %7715
  %7723 = icmp slt i64 %7716, 0
  %7724 = sub nsw i64 0, %7716
  %7725 = select i1 %7723, i64 %7724, i64 0
  %7726 = sub nsw i64 %7, %7716
  %7727 = call i64 @llvm.smin.i64(i64 %7726, i64 %7722)
  %7728 = call i64 @llvm.smin.i64(i64 %7727, i64 16)
  %7729 = icmp sgt i64 %7728, %7725
  %7730 = trunc i64 %7728 to i32
  %7731 = shl nsw i32 -1, %7730
  %7732 = xor i32 %7731, -1
  %7733 = trunc i64 %7725 to i32
  %7734 = shl nsw i32 -1, %7733
  %7735 = and i32 %7734, %7732
  %7736 = trunc i32 %7735 to i16
  %7737 = select i1 %7729, i16 %7736, i16 0
  br label %7738

7738:                                             ; preds = %7721, %7717
  %7739 = phi i16 [ %7720, %7717 ], [ %7737, %7721 ]
  %7740 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %7713
  %7741 = select i1 %7690, i16 0, i16 %7739
  %7742 = getelementptr inbounds float, ptr %7693, i64 %7716
  %7743 = bitcast i16 %7741 to <16 x i1>
  %7744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7742, <16 x i1> %7743, <16 x float> zeroinitializer)
  %7745 = load <16 x float>, ptr %7740, align 64
  %7746 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7744, <16 x float> %7705, <16 x float> %7745)
  store <16 x float> %7746, ptr %7740, align 64
  %7747 = add nuw nsw i64 %7713, 1
  %7748 = icmp eq i64 %7747, 7
  br i1 %7748, label %7709, label %7712

7749:                                             ; preds = %7697
  %7750 = load <16 x float>, ptr %29, align 64
  br label %7751

7751:                                             ; preds = %7749, %7682
  %7752 = phi <16 x float> [ %7750, %7749 ], [ zeroinitializer, %7682 ]
  %7753 = shl nsw i64 %5315, 4
  %7754 = sub nsw i64 %9, %7753
  %7755 = icmp sgt i64 %7754, 15
  %7756 = trunc i64 %7754 to i32
  %7757 = shl nsw i32 -1, %7756
  %7758 = trunc i32 %7757 to i16
  %7759 = xor i16 %7758, -1
  %7760 = select i1 %7755, i16 -1, i16 %7759
  br i1 %3987, label %7766, label %7761

7761:                                             ; preds = %7751
  %7762 = load float, ptr %1581, align 4
  %7763 = insertelement <16 x float> poison, float %7762, i64 0
  %7764 = shufflevector <16 x float> %7763, <16 x float> poison, <16 x i32> zeroinitializer
  %7765 = fadd <16 x float> %7752, %7764
  br label %7766

7766:                                             ; preds = %7761, %7751
  %7767 = phi <16 x float> [ %7765, %7761 ], [ %7752, %7751 ]
  %7768 = getelementptr inbounds nuw float, ptr %1588, i64 %7753
  %7769 = getelementptr inbounds nuw float, ptr %1593, i64 %7753
  %7770 = select i1 %3988, ptr null, ptr %7769
  %7771 = bitcast i16 %7760 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %7772
    i64 2, label %7775
    i64 3, label %7782
    i64 0, label %7827
  ]

7772:                                             ; preds = %7766
  %7773 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7770, <16 x i1> %7771, <16 x float> zeroinitializer)
  %7774 = fadd <16 x float> %7767, %7773
  br label %7789

7775:                                             ; preds = %7766
  %7776 = bitcast <16 x float> %7767 to <8 x i64>
  %7777 = or <8 x i64> %7776, %1169
  %7778 = fcmp oeq <16 x float> %7767, %46
  %7779 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7767, i32 4)
  %7780 = bitcast <8 x i64> %7777 to <16 x float>
  %7781 = select <16 x i1> %7778, <16 x float> %7780, <16 x float> %7779
  br label %7789

7782:                                             ; preds = %7766
  %7783 = bitcast <16 x float> %7767 to <8 x i64>
  %7784 = and <8 x i64> %7783, %1168
  %7785 = fcmp oeq <16 x float> %7767, %43
  %7786 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7767, i32 4)
  %7787 = bitcast <8 x i64> %7784 to <16 x float>
  %7788 = select <16 x i1> %7785, <16 x float> %7787, <16 x float> %7786
  br label %7789

7789:                                             ; preds = %7782, %7775, %7772
  %7790 = phi <16 x float> [ %7774, %7772 ], [ %7781, %7775 ], [ %7788, %7782 ]
  switch i64 %1220, label %528 [
    i64 1, label %7805
    i64 2, label %7798
    i64 3, label %7791
    i64 0, label %7827
  ]

7791:                                             ; preds = %7789
  %7792 = bitcast <16 x float> %7790 to <8 x i64>
  %7793 = and <8 x i64> %7792, %1168
  %7794 = fcmp oeq <16 x float> %7790, %43
  %7795 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7790, i32 4)
  %7796 = bitcast <8 x i64> %7793 to <16 x float>
  %7797 = select <16 x i1> %7794, <16 x float> %7796, <16 x float> %7795
  br label %7808

7798:                                             ; preds = %7789
  %7799 = bitcast <16 x float> %7790 to <8 x i64>
  %7800 = or <8 x i64> %7799, %1169
  %7801 = fcmp oeq <16 x float> %7790, %46
  %7802 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7790, i32 4)
  %7803 = bitcast <8 x i64> %7800 to <16 x float>
  %7804 = select <16 x i1> %7801, <16 x float> %7803, <16 x float> %7802
  br label %7808

7805:                                             ; preds = %7789
  %7806 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7770, <16 x i1> %7771, <16 x float> zeroinitializer)
  %7807 = fadd <16 x float> %7790, %7806
  br label %7808

7808:                                             ; preds = %7805, %7798, %7791
  %7809 = phi <16 x float> [ %7807, %7805 ], [ %7804, %7798 ], [ %7797, %7791 ]
  switch i64 %1222, label %528 [
    i64 1, label %7824
    i64 2, label %7817
    i64 3, label %7810
    i64 0, label %7827
  ]

7810:                                             ; preds = %7808
  %7811 = bitcast <16 x float> %7809 to <8 x i64>
  %7812 = and <8 x i64> %7811, %1168
  %7813 = fcmp oeq <16 x float> %7809, %43
  %7814 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7809, i32 4)
  %7815 = bitcast <8 x i64> %7812 to <16 x float>
  %7816 = select <16 x i1> %7813, <16 x float> %7815, <16 x float> %7814
  br label %7827

7817:                                             ; preds = %7808
  %7818 = bitcast <16 x float> %7809 to <8 x i64>
  %7819 = or <8 x i64> %7818, %1169
  %7820 = fcmp oeq <16 x float> %7809, %46
  %7821 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7809, i32 4)
  %7822 = bitcast <8 x i64> %7819 to <16 x float>
  %7823 = select <16 x i1> %7820, <16 x float> %7822, <16 x float> %7821
  br label %7827

7824:                                             ; preds = %7808
  %7825 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7770, <16 x i1> %7771, <16 x float> zeroinitializer)
  %7826 = fadd <16 x float> %7809, %7825
  br label %7827

7827:                                             ; preds = %7810, %7817, %7824, %7808, %7789, %7766
  %7828 = phi <16 x float> [ %7809, %7808 ], [ %7767, %7766 ], [ %7790, %7789 ], [ %7826, %7824 ], [ %7823, %7817 ], [ %7816, %7810 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7828, ptr align 1 %7768, <16 x i1> %7771)
  %7829 = shl i64 %5315, 4
  %7830 = or disjoint i64 %7829, 16
  %7831 = sub nsw i64 %9, %7830
  %7832 = icmp sgt i64 %7831, 15
  %7833 = trunc i64 %7831 to i32
  %7834 = shl nsw i32 -1, %7833
  %7835 = trunc i32 %7834 to i16
  %7836 = xor i16 %7835, -1
  %7837 = select i1 %7832, i16 -1, i16 %7836
  %7838 = load <16 x float>, ptr %1223, align 64
  br i1 %3987, label %7844, label %7839

7839:                                             ; preds = %7827
  %7840 = load float, ptr %1581, align 4
  %7841 = insertelement <16 x float> poison, float %7840, i64 0
  %7842 = shufflevector <16 x float> %7841, <16 x float> poison, <16 x i32> zeroinitializer
  %7843 = fadd <16 x float> %7838, %7842
  br label %7844

7844:                                             ; preds = %7839, %7827
  %7845 = phi <16 x float> [ %7843, %7839 ], [ %7838, %7827 ]
  %7846 = getelementptr inbounds nuw float, ptr %1588, i64 %7830
  %7847 = getelementptr inbounds nuw float, ptr %1593, i64 %7830
  %7848 = select i1 %3988, ptr null, ptr %7847
  %7849 = bitcast i16 %7837 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %7864
    i64 2, label %7857
    i64 3, label %7850
    i64 0, label %7905
  ]

7850:                                             ; preds = %7844
  %7851 = bitcast <16 x float> %7845 to <8 x i64>
  %7852 = and <8 x i64> %7851, %1168
  %7853 = fcmp oeq <16 x float> %7845, %43
  %7854 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7845, i32 4)
  %7855 = bitcast <8 x i64> %7852 to <16 x float>
  %7856 = select <16 x i1> %7853, <16 x float> %7855, <16 x float> %7854
  br label %7867

7857:                                             ; preds = %7844
  %7858 = bitcast <16 x float> %7845 to <8 x i64>
  %7859 = or <8 x i64> %7858, %1169
  %7860 = fcmp oeq <16 x float> %7845, %46
  %7861 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7845, i32 4)
  %7862 = bitcast <8 x i64> %7859 to <16 x float>
  %7863 = select <16 x i1> %7860, <16 x float> %7862, <16 x float> %7861
  br label %7867

7864:                                             ; preds = %7844
  %7865 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7848, <16 x i1> %7849, <16 x float> zeroinitializer)
  %7866 = fadd <16 x float> %7845, %7865
  br label %7867

7867:                                             ; preds = %7864, %7857, %7850
  %7868 = phi <16 x float> [ %7866, %7864 ], [ %7863, %7857 ], [ %7856, %7850 ]
  switch i64 %1225, label %528 [
    i64 1, label %7883
    i64 2, label %7876
    i64 3, label %7869
    i64 0, label %7905
  ]

7869:                                             ; preds = %7867
  %7870 = bitcast <16 x float> %7868 to <8 x i64>
  %7871 = and <8 x i64> %7870, %1168
  %7872 = fcmp oeq <16 x float> %7868, %43
  %7873 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7868, i32 4)
  %7874 = bitcast <8 x i64> %7871 to <16 x float>
  %7875 = select <16 x i1> %7872, <16 x float> %7874, <16 x float> %7873
  br label %7886

7876:                                             ; preds = %7867
  %7877 = bitcast <16 x float> %7868 to <8 x i64>
  %7878 = or <8 x i64> %7877, %1169
  %7879 = fcmp oeq <16 x float> %7868, %46
  %7880 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7868, i32 4)
  %7881 = bitcast <8 x i64> %7878 to <16 x float>
  %7882 = select <16 x i1> %7879, <16 x float> %7881, <16 x float> %7880
  br label %7886

7883:                                             ; preds = %7867
  %7884 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7848, <16 x i1> %7849, <16 x float> zeroinitializer)
  %7885 = fadd <16 x float> %7868, %7884
  br label %7886

7886:                                             ; preds = %7883, %7876, %7869
  %7887 = phi <16 x float> [ %7885, %7883 ], [ %7882, %7876 ], [ %7875, %7869 ]
  switch i64 %1227, label %528 [
    i64 1, label %7902
    i64 2, label %7895
    i64 3, label %7888
    i64 0, label %7905
  ]

7888:                                             ; preds = %7886
  %7889 = bitcast <16 x float> %7887 to <8 x i64>
  %7890 = and <8 x i64> %7889, %1168
  %7891 = fcmp oeq <16 x float> %7887, %43
  %7892 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7887, i32 4)
  %7893 = bitcast <8 x i64> %7890 to <16 x float>
  %7894 = select <16 x i1> %7891, <16 x float> %7893, <16 x float> %7892
  br label %7905

7895:                                             ; preds = %7886
  %7896 = bitcast <16 x float> %7887 to <8 x i64>
  %7897 = or <8 x i64> %7896, %1169
  %7898 = fcmp oeq <16 x float> %7887, %46
  %7899 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7887, i32 4)
  %7900 = bitcast <8 x i64> %7897 to <16 x float>
  %7901 = select <16 x i1> %7898, <16 x float> %7900, <16 x float> %7899
  br label %7905

7902:                                             ; preds = %7886
  %7903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7848, <16 x i1> %7849, <16 x float> zeroinitializer)
  %7904 = fadd <16 x float> %7887, %7903
  br label %7905

7905:                                             ; preds = %7888, %7895, %7902, %7886, %7867, %7844
  %7906 = phi <16 x float> [ %7887, %7886 ], [ %7845, %7844 ], [ %7868, %7867 ], [ %7904, %7902 ], [ %7901, %7895 ], [ %7894, %7888 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7906, ptr nonnull align 1 %7846, <16 x i1> %7849)
  %7907 = shl i64 %5315, 4
  %7908 = or disjoint i64 %7907, 32
  %7909 = sub nsw i64 %9, %7908
  %7910 = icmp sgt i64 %7909, 15
  %7911 = trunc i64 %7909 to i32
  %7912 = shl nsw i32 -1, %7911
  %7913 = trunc i32 %7912 to i16
  %7914 = xor i16 %7913, -1
  %7915 = select i1 %7910, i16 -1, i16 %7914
  %7916 = load <16 x float>, ptr %1228, align 64
  br i1 %3987, label %7922, label %7917

7917:                                             ; preds = %7905
  %7918 = load float, ptr %1581, align 4
  %7919 = insertelement <16 x float> poison, float %7918, i64 0
  %7920 = shufflevector <16 x float> %7919, <16 x float> poison, <16 x i32> zeroinitializer
  %7921 = fadd <16 x float> %7916, %7920
  br label %7922

7922:                                             ; preds = %7917, %7905
  %7923 = phi <16 x float> [ %7921, %7917 ], [ %7916, %7905 ]
  %7924 = getelementptr inbounds nuw float, ptr %1588, i64 %7908
  %7925 = getelementptr inbounds nuw float, ptr %1593, i64 %7908
  %7926 = select i1 %3988, ptr null, ptr %7925
  %7927 = bitcast i16 %7915 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %7942
    i64 2, label %7935
    i64 3, label %7928
    i64 0, label %7983
  ]

7928:                                             ; preds = %7922
  %7929 = bitcast <16 x float> %7923 to <8 x i64>
  %7930 = and <8 x i64> %7929, %1168
  %7931 = fcmp oeq <16 x float> %7923, %43
  %7932 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7923, i32 4)
  %7933 = bitcast <8 x i64> %7930 to <16 x float>
  %7934 = select <16 x i1> %7931, <16 x float> %7933, <16 x float> %7932
  br label %7945

7935:                                             ; preds = %7922
  %7936 = bitcast <16 x float> %7923 to <8 x i64>
  %7937 = or <8 x i64> %7936, %1169
  %7938 = fcmp oeq <16 x float> %7923, %46
  %7939 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7923, i32 4)
  %7940 = bitcast <8 x i64> %7937 to <16 x float>
  %7941 = select <16 x i1> %7938, <16 x float> %7940, <16 x float> %7939
  br label %7945

7942:                                             ; preds = %7922
  %7943 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7926, <16 x i1> %7927, <16 x float> zeroinitializer)
  %7944 = fadd <16 x float> %7923, %7943
  br label %7945

7945:                                             ; preds = %7942, %7935, %7928
  %7946 = phi <16 x float> [ %7944, %7942 ], [ %7941, %7935 ], [ %7934, %7928 ]
  switch i64 %1230, label %528 [
    i64 1, label %7961
    i64 2, label %7954
    i64 3, label %7947
    i64 0, label %7983
  ]

7947:                                             ; preds = %7945
  %7948 = bitcast <16 x float> %7946 to <8 x i64>
  %7949 = and <8 x i64> %7948, %1168
  %7950 = fcmp oeq <16 x float> %7946, %43
  %7951 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7946, i32 4)
  %7952 = bitcast <8 x i64> %7949 to <16 x float>
  %7953 = select <16 x i1> %7950, <16 x float> %7952, <16 x float> %7951
  br label %7964

7954:                                             ; preds = %7945
  %7955 = bitcast <16 x float> %7946 to <8 x i64>
  %7956 = or <8 x i64> %7955, %1169
  %7957 = fcmp oeq <16 x float> %7946, %46
  %7958 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7946, i32 4)
  %7959 = bitcast <8 x i64> %7956 to <16 x float>
  %7960 = select <16 x i1> %7957, <16 x float> %7959, <16 x float> %7958
  br label %7964

7961:                                             ; preds = %7945
  %7962 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7926, <16 x i1> %7927, <16 x float> zeroinitializer)
  %7963 = fadd <16 x float> %7946, %7962
  br label %7964

7964:                                             ; preds = %7961, %7954, %7947
  %7965 = phi <16 x float> [ %7963, %7961 ], [ %7960, %7954 ], [ %7953, %7947 ]
  switch i64 %1232, label %528 [
    i64 1, label %7980
    i64 2, label %7973
    i64 3, label %7966
    i64 0, label %7983
  ]

7966:                                             ; preds = %7964
  %7967 = bitcast <16 x float> %7965 to <8 x i64>
  %7968 = and <8 x i64> %7967, %1168
  %7969 = fcmp oeq <16 x float> %7965, %43
  %7970 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7965, i32 4)
  %7971 = bitcast <8 x i64> %7968 to <16 x float>
  %7972 = select <16 x i1> %7969, <16 x float> %7971, <16 x float> %7970
  br label %7983

7973:                                             ; preds = %7964
  %7974 = bitcast <16 x float> %7965 to <8 x i64>
  %7975 = or <8 x i64> %7974, %1169
  %7976 = fcmp oeq <16 x float> %7965, %46
  %7977 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7965, i32 4)
  %7978 = bitcast <8 x i64> %7975 to <16 x float>
  %7979 = select <16 x i1> %7976, <16 x float> %7978, <16 x float> %7977
  br label %7983

7980:                                             ; preds = %7964
  %7981 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7926, <16 x i1> %7927, <16 x float> zeroinitializer)
  %7982 = fadd <16 x float> %7965, %7981
  br label %7983

7983:                                             ; preds = %7966, %7973, %7980, %7964, %7945, %7922
  %7984 = phi <16 x float> [ %7965, %7964 ], [ %7923, %7922 ], [ %7946, %7945 ], [ %7982, %7980 ], [ %7979, %7973 ], [ %7972, %7966 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7984, ptr nonnull align 1 %7924, <16 x i1> %7927)
  %7985 = shl i64 %5315, 4
  %7986 = or disjoint i64 %7985, 48
  %7987 = sub nsw i64 %9, %7986
  %7988 = icmp sgt i64 %7987, 15
  %7989 = trunc i64 %7987 to i32
  %7990 = shl nsw i32 -1, %7989
  %7991 = trunc i32 %7990 to i16
  %7992 = xor i16 %7991, -1
  %7993 = select i1 %7988, i16 -1, i16 %7992
  %7994 = load <16 x float>, ptr %1233, align 64
  br i1 %3987, label %8000, label %7995

7995:                                             ; preds = %7983
  %7996 = load float, ptr %1581, align 4
  %7997 = insertelement <16 x float> poison, float %7996, i64 0
  %7998 = shufflevector <16 x float> %7997, <16 x float> poison, <16 x i32> zeroinitializer
  %7999 = fadd <16 x float> %7994, %7998
  br label %8000

8000:                                             ; preds = %7995, %7983
  %8001 = phi <16 x float> [ %7999, %7995 ], [ %7994, %7983 ]
  %8002 = getelementptr inbounds nuw float, ptr %1588, i64 %7986
  %8003 = getelementptr inbounds nuw float, ptr %1593, i64 %7986
  %8004 = select i1 %3988, ptr null, ptr %8003
  %8005 = bitcast i16 %7993 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %8020
    i64 2, label %8013
    i64 3, label %8006
    i64 0, label %8061
  ]

8006:                                             ; preds = %8000
  %8007 = bitcast <16 x float> %8001 to <8 x i64>
  %8008 = and <8 x i64> %8007, %1168
  %8009 = fcmp oeq <16 x float> %8001, %43
  %8010 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8001, i32 4)
  %8011 = bitcast <8 x i64> %8008 to <16 x float>
  %8012 = select <16 x i1> %8009, <16 x float> %8011, <16 x float> %8010
  br label %8023

8013:                                             ; preds = %8000
  %8014 = bitcast <16 x float> %8001 to <8 x i64>
  %8015 = or <8 x i64> %8014, %1169
  %8016 = fcmp oeq <16 x float> %8001, %46
  %8017 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8001, i32 4)
  %8018 = bitcast <8 x i64> %8015 to <16 x float>
  %8019 = select <16 x i1> %8016, <16 x float> %8018, <16 x float> %8017
  br label %8023

8020:                                             ; preds = %8000
  %8021 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8004, <16 x i1> %8005, <16 x float> zeroinitializer)
  %8022 = fadd <16 x float> %8001, %8021
  br label %8023

8023:                                             ; preds = %8020, %8013, %8006
  %8024 = phi <16 x float> [ %8022, %8020 ], [ %8019, %8013 ], [ %8012, %8006 ]
  switch i64 %1235, label %528 [
    i64 1, label %8039
    i64 2, label %8032
    i64 3, label %8025
    i64 0, label %8061
  ]

8025:                                             ; preds = %8023
  %8026 = bitcast <16 x float> %8024 to <8 x i64>
  %8027 = and <8 x i64> %8026, %1168
  %8028 = fcmp oeq <16 x float> %8024, %43
  %8029 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8024, i32 4)
  %8030 = bitcast <8 x i64> %8027 to <16 x float>
  %8031 = select <16 x i1> %8028, <16 x float> %8030, <16 x float> %8029
  br label %8042

8032:                                             ; preds = %8023
  %8033 = bitcast <16 x float> %8024 to <8 x i64>
  %8034 = or <8 x i64> %8033, %1169
  %8035 = fcmp oeq <16 x float> %8024, %46
  %8036 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8024, i32 4)
  %8037 = bitcast <8 x i64> %8034 to <16 x float>
  %8038 = select <16 x i1> %8035, <16 x float> %8037, <16 x float> %8036
  br label %8042

8039:                                             ; preds = %8023
  %8040 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8004, <16 x i1> %8005, <16 x float> zeroinitializer)
  %8041 = fadd <16 x float> %8024, %8040
  br label %8042

8042:                                             ; preds = %8039, %8032, %8025
  %8043 = phi <16 x float> [ %8041, %8039 ], [ %8038, %8032 ], [ %8031, %8025 ]
  switch i64 %1237, label %528 [
    i64 1, label %8058
    i64 2, label %8051
    i64 3, label %8044
    i64 0, label %8061
  ]

8044:                                             ; preds = %8042
  %8045 = bitcast <16 x float> %8043 to <8 x i64>
  %8046 = and <8 x i64> %8045, %1168
  %8047 = fcmp oeq <16 x float> %8043, %43
  %8048 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8043, i32 4)
  %8049 = bitcast <8 x i64> %8046 to <16 x float>
  %8050 = select <16 x i1> %8047, <16 x float> %8049, <16 x float> %8048
  br label %8061

8051:                                             ; preds = %8042
  %8052 = bitcast <16 x float> %8043 to <8 x i64>
  %8053 = or <8 x i64> %8052, %1169
  %8054 = fcmp oeq <16 x float> %8043, %46
  %8055 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8043, i32 4)
  %8056 = bitcast <8 x i64> %8053 to <16 x float>
  %8057 = select <16 x i1> %8054, <16 x float> %8056, <16 x float> %8055
  br label %8061

8058:                                             ; preds = %8042
  %8059 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8004, <16 x i1> %8005, <16 x float> zeroinitializer)
  %8060 = fadd <16 x float> %8043, %8059
  br label %8061

8061:                                             ; preds = %8044, %8051, %8058, %8042, %8023, %8000
  %8062 = phi <16 x float> [ %8043, %8042 ], [ %8001, %8000 ], [ %8024, %8023 ], [ %8060, %8058 ], [ %8057, %8051 ], [ %8050, %8044 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8062, ptr nonnull align 1 %8002, <16 x i1> %8005)
  %8063 = shl i64 %5315, 4
  %8064 = or disjoint i64 %8063, 64
  %8065 = sub nsw i64 %9, %8064
  %8066 = icmp sgt i64 %8065, 15
  %8067 = trunc i64 %8065 to i32
  %8068 = shl nsw i32 -1, %8067
  %8069 = trunc i32 %8068 to i16
  %8070 = xor i16 %8069, -1
  %8071 = select i1 %8066, i16 -1, i16 %8070
  %8072 = load <16 x float>, ptr %1238, align 64
  br i1 %3987, label %8078, label %8073

8073:                                             ; preds = %8061
  %8074 = load float, ptr %1581, align 4
  %8075 = insertelement <16 x float> poison, float %8074, i64 0
  %8076 = shufflevector <16 x float> %8075, <16 x float> poison, <16 x i32> zeroinitializer
  %8077 = fadd <16 x float> %8072, %8076
  br label %8078

8078:                                             ; preds = %8073, %8061
  %8079 = phi <16 x float> [ %8077, %8073 ], [ %8072, %8061 ]
  %8080 = getelementptr inbounds nuw float, ptr %1588, i64 %8064
  %8081 = getelementptr inbounds nuw float, ptr %1593, i64 %8064
  %8082 = select i1 %3988, ptr null, ptr %8081
  %8083 = bitcast i16 %8071 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %8098
    i64 2, label %8091
    i64 3, label %8084
    i64 0, label %8139
  ]

8084:                                             ; preds = %8078
  %8085 = bitcast <16 x float> %8079 to <8 x i64>
  %8086 = and <8 x i64> %8085, %1168
  %8087 = fcmp oeq <16 x float> %8079, %43
  %8088 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8079, i32 4)
  %8089 = bitcast <8 x i64> %8086 to <16 x float>
  %8090 = select <16 x i1> %8087, <16 x float> %8089, <16 x float> %8088
  br label %8101

8091:                                             ; preds = %8078
  %8092 = bitcast <16 x float> %8079 to <8 x i64>
  %8093 = or <8 x i64> %8092, %1169
  %8094 = fcmp oeq <16 x float> %8079, %46
  %8095 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8079, i32 4)
  %8096 = bitcast <8 x i64> %8093 to <16 x float>
  %8097 = select <16 x i1> %8094, <16 x float> %8096, <16 x float> %8095
  br label %8101

8098:                                             ; preds = %8078
  %8099 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8082, <16 x i1> %8083, <16 x float> zeroinitializer)
  %8100 = fadd <16 x float> %8079, %8099
  br label %8101

8101:                                             ; preds = %8098, %8091, %8084
  %8102 = phi <16 x float> [ %8100, %8098 ], [ %8097, %8091 ], [ %8090, %8084 ]
  switch i64 %1240, label %528 [
    i64 1, label %8117
    i64 2, label %8110
    i64 3, label %8103
    i64 0, label %8139
  ]

8103:                                             ; preds = %8101
  %8104 = bitcast <16 x float> %8102 to <8 x i64>
  %8105 = and <8 x i64> %8104, %1168
  %8106 = fcmp oeq <16 x float> %8102, %43
  %8107 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8102, i32 4)
  %8108 = bitcast <8 x i64> %8105 to <16 x float>
  %8109 = select <16 x i1> %8106, <16 x float> %8108, <16 x float> %8107
  br label %8120

8110:                                             ; preds = %8101
  %8111 = bitcast <16 x float> %8102 to <8 x i64>
  %8112 = or <8 x i64> %8111, %1169
  %8113 = fcmp oeq <16 x float> %8102, %46
  %8114 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8102, i32 4)
  %8115 = bitcast <8 x i64> %8112 to <16 x float>
  %8116 = select <16 x i1> %8113, <16 x float> %8115, <16 x float> %8114
  br label %8120

8117:                                             ; preds = %8101
  %8118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8082, <16 x i1> %8083, <16 x float> zeroinitializer)
  %8119 = fadd <16 x float> %8102, %8118
  br label %8120

8120:                                             ; preds = %8117, %8110, %8103
  %8121 = phi <16 x float> [ %8119, %8117 ], [ %8116, %8110 ], [ %8109, %8103 ]
  switch i64 %1242, label %528 [
    i64 1, label %8136
    i64 2, label %8129
    i64 3, label %8122
    i64 0, label %8139
  ]

8122:                                             ; preds = %8120
  %8123 = bitcast <16 x float> %8121 to <8 x i64>
  %8124 = and <8 x i64> %8123, %1168
  %8125 = fcmp oeq <16 x float> %8121, %43
  %8126 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8121, i32 4)
  %8127 = bitcast <8 x i64> %8124 to <16 x float>
  %8128 = select <16 x i1> %8125, <16 x float> %8127, <16 x float> %8126
  br label %8139

8129:                                             ; preds = %8120
  %8130 = bitcast <16 x float> %8121 to <8 x i64>
  %8131 = or <8 x i64> %8130, %1169
  %8132 = fcmp oeq <16 x float> %8121, %46
  %8133 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8121, i32 4)
  %8134 = bitcast <8 x i64> %8131 to <16 x float>
  %8135 = select <16 x i1> %8132, <16 x float> %8134, <16 x float> %8133
  br label %8139

8136:                                             ; preds = %8120
  %8137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8082, <16 x i1> %8083, <16 x float> zeroinitializer)
  %8138 = fadd <16 x float> %8121, %8137
  br label %8139

8139:                                             ; preds = %8122, %8129, %8136, %8120, %8101, %8078
  %8140 = phi <16 x float> [ %8121, %8120 ], [ %8079, %8078 ], [ %8102, %8101 ], [ %8138, %8136 ], [ %8135, %8129 ], [ %8128, %8122 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8140, ptr nonnull align 1 %8080, <16 x i1> %8083)
  %8141 = shl i64 %5315, 4
  %8142 = or disjoint i64 %8141, 80
  %8143 = sub nsw i64 %9, %8142
  %8144 = icmp sgt i64 %8143, 15
  %8145 = trunc i64 %8143 to i32
  %8146 = shl nsw i32 -1, %8145
  %8147 = trunc i32 %8146 to i16
  %8148 = xor i16 %8147, -1
  %8149 = select i1 %8144, i16 -1, i16 %8148
  %8150 = load <16 x float>, ptr %1243, align 64
  br i1 %3987, label %8156, label %8151

8151:                                             ; preds = %8139
  %8152 = load float, ptr %1581, align 4
  %8153 = insertelement <16 x float> poison, float %8152, i64 0
  %8154 = shufflevector <16 x float> %8153, <16 x float> poison, <16 x i32> zeroinitializer
  %8155 = fadd <16 x float> %8150, %8154
  br label %8156

8156:                                             ; preds = %8151, %8139
  %8157 = phi <16 x float> [ %8155, %8151 ], [ %8150, %8139 ]
  %8158 = getelementptr inbounds nuw float, ptr %1588, i64 %8142
  %8159 = getelementptr inbounds nuw float, ptr %1593, i64 %8142
  %8160 = select i1 %3988, ptr null, ptr %8159
  %8161 = bitcast i16 %8149 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %8176
    i64 2, label %8169
    i64 3, label %8162
    i64 0, label %8217
  ]

8162:                                             ; preds = %8156
  %8163 = bitcast <16 x float> %8157 to <8 x i64>
  %8164 = and <8 x i64> %8163, %1168
  %8165 = fcmp oeq <16 x float> %8157, %43
  %8166 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8157, i32 4)
  %8167 = bitcast <8 x i64> %8164 to <16 x float>
  %8168 = select <16 x i1> %8165, <16 x float> %8167, <16 x float> %8166
  br label %8179

8169:                                             ; preds = %8156
  %8170 = bitcast <16 x float> %8157 to <8 x i64>
  %8171 = or <8 x i64> %8170, %1169
  %8172 = fcmp oeq <16 x float> %8157, %46
  %8173 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8157, i32 4)
  %8174 = bitcast <8 x i64> %8171 to <16 x float>
  %8175 = select <16 x i1> %8172, <16 x float> %8174, <16 x float> %8173
  br label %8179

8176:                                             ; preds = %8156
  %8177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8160, <16 x i1> %8161, <16 x float> zeroinitializer)
  %8178 = fadd <16 x float> %8157, %8177
  br label %8179

8179:                                             ; preds = %8176, %8169, %8162
  %8180 = phi <16 x float> [ %8178, %8176 ], [ %8175, %8169 ], [ %8168, %8162 ]
  switch i64 %1245, label %528 [
    i64 1, label %8195
    i64 2, label %8188
    i64 3, label %8181
    i64 0, label %8217
  ]

8181:                                             ; preds = %8179
  %8182 = bitcast <16 x float> %8180 to <8 x i64>
  %8183 = and <8 x i64> %8182, %1168
  %8184 = fcmp oeq <16 x float> %8180, %43
  %8185 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8180, i32 4)
  %8186 = bitcast <8 x i64> %8183 to <16 x float>
  %8187 = select <16 x i1> %8184, <16 x float> %8186, <16 x float> %8185
  br label %8198

8188:                                             ; preds = %8179
  %8189 = bitcast <16 x float> %8180 to <8 x i64>
  %8190 = or <8 x i64> %8189, %1169
  %8191 = fcmp oeq <16 x float> %8180, %46
  %8192 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8180, i32 4)
  %8193 = bitcast <8 x i64> %8190 to <16 x float>
  %8194 = select <16 x i1> %8191, <16 x float> %8193, <16 x float> %8192
  br label %8198

8195:                                             ; preds = %8179
  %8196 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8160, <16 x i1> %8161, <16 x float> zeroinitializer)
  %8197 = fadd <16 x float> %8180, %8196
  br label %8198

8198:                                             ; preds = %8195, %8188, %8181
  %8199 = phi <16 x float> [ %8197, %8195 ], [ %8194, %8188 ], [ %8187, %8181 ]
  switch i64 %1247, label %528 [
    i64 1, label %8214
    i64 2, label %8207
    i64 3, label %8200
    i64 0, label %8217
  ]

8200:                                             ; preds = %8198
  %8201 = bitcast <16 x float> %8199 to <8 x i64>
  %8202 = and <8 x i64> %8201, %1168
  %8203 = fcmp oeq <16 x float> %8199, %43
  %8204 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8199, i32 4)
  %8205 = bitcast <8 x i64> %8202 to <16 x float>
  %8206 = select <16 x i1> %8203, <16 x float> %8205, <16 x float> %8204
  br label %8217

8207:                                             ; preds = %8198
  %8208 = bitcast <16 x float> %8199 to <8 x i64>
  %8209 = or <8 x i64> %8208, %1169
  %8210 = fcmp oeq <16 x float> %8199, %46
  %8211 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8199, i32 4)
  %8212 = bitcast <8 x i64> %8209 to <16 x float>
  %8213 = select <16 x i1> %8210, <16 x float> %8212, <16 x float> %8211
  br label %8217

8214:                                             ; preds = %8198
  %8215 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8160, <16 x i1> %8161, <16 x float> zeroinitializer)
  %8216 = fadd <16 x float> %8199, %8215
  br label %8217

8217:                                             ; preds = %8200, %8207, %8214, %8198, %8179, %8156
  %8218 = phi <16 x float> [ %8199, %8198 ], [ %8157, %8156 ], [ %8180, %8179 ], [ %8216, %8214 ], [ %8213, %8207 ], [ %8206, %8200 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8218, ptr nonnull align 1 %8158, <16 x i1> %8161)
  %8219 = shl i64 %5315, 4
  %8220 = or disjoint i64 %8219, 96
  %8221 = sub nsw i64 %9, %8220
  %8222 = icmp sgt i64 %8221, 15
  %8223 = trunc i64 %8221 to i32
  %8224 = shl nsw i32 -1, %8223
  %8225 = trunc i32 %8224 to i16
  %8226 = xor i16 %8225, -1
  %8227 = select i1 %8222, i16 -1, i16 %8226
  %8228 = load <16 x float>, ptr %1248, align 64
  br i1 %3987, label %8234, label %8229

8229:                                             ; preds = %8217
  %8230 = load float, ptr %1581, align 4
  %8231 = insertelement <16 x float> poison, float %8230, i64 0
  %8232 = shufflevector <16 x float> %8231, <16 x float> poison, <16 x i32> zeroinitializer
  %8233 = fadd <16 x float> %8228, %8232
  br label %8234

8234:                                             ; preds = %8229, %8217
  %8235 = phi <16 x float> [ %8233, %8229 ], [ %8228, %8217 ]
  %8236 = getelementptr inbounds nuw float, ptr %1588, i64 %8220
  %8237 = getelementptr inbounds nuw float, ptr %1593, i64 %8220
  %8238 = select i1 %3988, ptr null, ptr %8237
  %8239 = bitcast i16 %8227 to <16 x i1>
  switch i64 %1218, label %528 [
    i64 1, label %8254
    i64 2, label %8247
    i64 3, label %8240
    i64 0, label %8295
  ]

8240:                                             ; preds = %8234
  %8241 = bitcast <16 x float> %8235 to <8 x i64>
  %8242 = and <8 x i64> %8241, %1168
  %8243 = fcmp oeq <16 x float> %8235, %43
  %8244 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8235, i32 4)
  %8245 = bitcast <8 x i64> %8242 to <16 x float>
  %8246 = select <16 x i1> %8243, <16 x float> %8245, <16 x float> %8244
  br label %8257

8247:                                             ; preds = %8234
  %8248 = bitcast <16 x float> %8235 to <8 x i64>
  %8249 = or <8 x i64> %8248, %1169
  %8250 = fcmp oeq <16 x float> %8235, %46
  %8251 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8235, i32 4)
  %8252 = bitcast <8 x i64> %8249 to <16 x float>
  %8253 = select <16 x i1> %8250, <16 x float> %8252, <16 x float> %8251
  br label %8257

8254:                                             ; preds = %8234
  %8255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8238, <16 x i1> %8239, <16 x float> zeroinitializer)
  %8256 = fadd <16 x float> %8235, %8255
  br label %8257

8257:                                             ; preds = %8254, %8247, %8240
  %8258 = phi <16 x float> [ %8256, %8254 ], [ %8253, %8247 ], [ %8246, %8240 ]
  switch i64 %1250, label %528 [
    i64 1, label %8273
    i64 2, label %8266
    i64 3, label %8259
    i64 0, label %8295
  ]

8259:                                             ; preds = %8257
  %8260 = bitcast <16 x float> %8258 to <8 x i64>
  %8261 = and <8 x i64> %8260, %1168
  %8262 = fcmp oeq <16 x float> %8258, %43
  %8263 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8258, i32 4)
  %8264 = bitcast <8 x i64> %8261 to <16 x float>
  %8265 = select <16 x i1> %8262, <16 x float> %8264, <16 x float> %8263
  br label %8276

8266:                                             ; preds = %8257
  %8267 = bitcast <16 x float> %8258 to <8 x i64>
  %8268 = or <8 x i64> %8267, %1169
  %8269 = fcmp oeq <16 x float> %8258, %46
  %8270 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8258, i32 4)
  %8271 = bitcast <8 x i64> %8268 to <16 x float>
  %8272 = select <16 x i1> %8269, <16 x float> %8271, <16 x float> %8270
  br label %8276

8273:                                             ; preds = %8257
  %8274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8238, <16 x i1> %8239, <16 x float> zeroinitializer)
  %8275 = fadd <16 x float> %8258, %8274
  br label %8276

8276:                                             ; preds = %8273, %8266, %8259
  %8277 = phi <16 x float> [ %8275, %8273 ], [ %8272, %8266 ], [ %8265, %8259 ]
  switch i64 %1252, label %528 [
    i64 1, label %8292
    i64 2, label %8285
    i64 3, label %8278
    i64 0, label %8295
  ]

8278:                                             ; preds = %8276
  %8279 = bitcast <16 x float> %8277 to <8 x i64>
  %8280 = and <8 x i64> %8279, %1168
  %8281 = fcmp oeq <16 x float> %8277, %43
  %8282 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8277, i32 4)
  %8283 = bitcast <8 x i64> %8280 to <16 x float>
  %8284 = select <16 x i1> %8281, <16 x float> %8283, <16 x float> %8282
  br label %8295

8285:                                             ; preds = %8276
  %8286 = bitcast <16 x float> %8277 to <8 x i64>
  %8287 = or <8 x i64> %8286, %1169
  %8288 = fcmp oeq <16 x float> %8277, %46
  %8289 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8277, i32 4)
  %8290 = bitcast <8 x i64> %8287 to <16 x float>
  %8291 = select <16 x i1> %8288, <16 x float> %8290, <16 x float> %8289
  br label %8295

8292:                                             ; preds = %8276
  %8293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8238, <16 x i1> %8239, <16 x float> zeroinitializer)
  %8294 = fadd <16 x float> %8277, %8293
  br label %8295

8295:                                             ; preds = %8278, %8285, %8292, %8276, %8257, %8234
  %8296 = phi <16 x float> [ %8277, %8276 ], [ %8235, %8234 ], [ %8258, %8257 ], [ %8294, %8292 ], [ %8291, %8285 ], [ %8284, %8278 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8296, ptr nonnull align 1 %8236, <16 x i1> %8239)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %8990

8297:                                             ; preds = %5314
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %30, i8 0, i64 512, i1 false)
  br i1 %1165, label %8298, label %8366

8298:                                             ; preds = %8297, %8312
  %8299 = phi i64 [ %8313, %8312 ], [ 0, %8297 ]
  %8300 = mul nsw i64 %8299, %14
  %8301 = sub i64 %8300, %16
  %8302 = add i64 %8301, %3989
  %8303 = icmp slt i64 %8302, 0
  %8304 = icmp sge i64 %8302, %6
  %8305 = or i1 %8303, %8304
  %8306 = select i1 %8305, i64 0, i64 %8302
  %8307 = mul nsw i64 %8306, %7
  %8308 = getelementptr inbounds float, ptr %1578, i64 %8307
  br i1 %1166, label %8309, label %8312

8309:                                             ; preds = %8298
  %8310 = mul nuw nsw i64 %8299, %11
  %8311 = getelementptr inbounds nuw float, ptr %1580, i64 %8310
  br label %8315

8312:                                             ; preds = %8324, %8298
  %8313 = add nuw nsw i64 %8299, 1
  %8314 = icmp eq i64 %8313, %10
  br i1 %8314, label %8364, label %8298

8315:                                             ; preds = %8309, %8324
  %8316 = phi i64 [ 0, %8309 ], [ %8325, %8324 ]
  %8317 = getelementptr inbounds nuw float, ptr %8311, i64 %8316
  %8318 = load float, ptr %8317, align 4
  %8319 = insertelement <16 x float> poison, float %8318, i64 0
  %8320 = shufflevector <16 x float> %8319, <16 x float> poison, <16 x i32> zeroinitializer
  %8321 = mul nsw i64 %8316, %15
  %8322 = sub i64 %8321, %17
  %8323 = getelementptr i16, ptr %1152, i64 %8316
  br label %8327

8324:                                             ; preds = %8353
  %8325 = add nuw nsw i64 %8316, 1
  %8326 = icmp eq i64 %8325, %11
  br i1 %8326, label %8312, label %8315

8327:                                             ; preds = %8315, %8353
  %8328 = phi i64 [ 0, %8315 ], [ %8362, %8353 ]
  %8329 = or disjoint i64 %5315, %8328
  %8330 = shl nsw i64 %8329, 4
  %8331 = add i64 %8322, %8330
  br i1 %1167, label %8336, label %8332

8332:                                             ; preds = %8327
  %8333 = mul nuw nsw i64 %8329, %11
  %8334 = getelementptr i16, ptr %8323, i64 %8333
  %8335 = load i16, ptr %8334, align 2
  br label %8353

8336:                                             ; preds = %8327
  %8337 = sub nsw i64 %9, %8330
  %8338 = icmp slt i64 %8331, 0
  %8339 = sub nsw i64 0, %8331
  %8340 = select i1 %8338, i64 %8339, i64 0
  %8341 = sub nsw i64 %7, %8331
  %8342 = call i64 @llvm.smin.i64(i64 %8341, i64 %8337)
  %8343 = call i64 @llvm.smin.i64(i64 %8342, i64 16)
  %8344 = icmp sgt i64 %8343, %8340
  %8345 = trunc i64 %8343 to i32
  %8346 = shl nsw i32 -1, %8345
  %8347 = xor i32 %8346, -1
  %8348 = trunc i64 %8340 to i32
  %8349 = shl nsw i32 -1, %8348
  %8350 = and i32 %8349, %8347
  %8351 = trunc i32 %8350 to i16
  %8352 = select i1 %8344, i16 %8351, i16 0
  br label %8353

8353:                                             ; preds = %8336, %8332
  %8354 = phi i16 [ %8335, %8332 ], [ %8352, %8336 ]
  %8355 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %8328
  %8356 = select i1 %8305, i16 0, i16 %8354
  %8357 = getelementptr inbounds float, ptr %8308, i64 %8331
  %8358 = bitcast i16 %8356 to <16 x i1>
  %8359 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8357, <16 x i1> %8358, <16 x float> zeroinitializer)
  %8360 = load <16 x float>, ptr %8355, align 64
  %8361 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8359, <16 x float> %8320, <16 x float> %8360)
  store <16 x float> %8361, ptr %8355, align 64
  %8362 = add nuw nsw i64 %8328, 1
  %8363 = icmp eq i64 %8362, 8
  br i1 %8363, label %8324, label %8327

8364:                                             ; preds = %8312
  %8365 = load <16 x float>, ptr %30, align 64
  br label %8366

8366:                                             ; preds = %8364, %8297
  %8367 = phi <16 x float> [ %8365, %8364 ], [ zeroinitializer, %8297 ]
  %8368 = shl nsw i64 %5315, 4
  %8369 = sub nsw i64 %9, %8368
  %8370 = icmp sgt i64 %8369, 15
  %8371 = trunc i64 %8369 to i32
  %8372 = shl nsw i32 -1, %8371
  %8373 = trunc i32 %8372 to i16
  %8374 = xor i16 %8373, -1
  %8375 = select i1 %8370, i16 -1, i16 %8374
  br i1 %3987, label %8381, label %8376

8376:                                             ; preds = %8366
  %8377 = load float, ptr %1581, align 4
  %8378 = insertelement <16 x float> poison, float %8377, i64 0
  %8379 = shufflevector <16 x float> %8378, <16 x float> poison, <16 x i32> zeroinitializer
  %8380 = fadd <16 x float> %8367, %8379
  br label %8381

8381:                                             ; preds = %8376, %8366
  %8382 = phi <16 x float> [ %8380, %8376 ], [ %8367, %8366 ]
  %8383 = getelementptr inbounds nuw float, ptr %1588, i64 %8368
  %8384 = getelementptr inbounds nuw float, ptr %1593, i64 %8368
  %8385 = select i1 %3988, ptr null, ptr %8384
  %8386 = bitcast i16 %8375 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8387
    i64 2, label %8390
    i64 3, label %8397
    i64 0, label %8442
  ]

8387:                                             ; preds = %8381
  %8388 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %8386, <16 x float> zeroinitializer)
  %8389 = fadd <16 x float> %8382, %8388
  br label %8404

8390:                                             ; preds = %8381
  %8391 = bitcast <16 x float> %8382 to <8 x i64>
  %8392 = or <8 x i64> %8391, %1169
  %8393 = fcmp oeq <16 x float> %8382, %46
  %8394 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8382, i32 4)
  %8395 = bitcast <8 x i64> %8392 to <16 x float>
  %8396 = select <16 x i1> %8393, <16 x float> %8395, <16 x float> %8394
  br label %8404

8397:                                             ; preds = %8381
  %8398 = bitcast <16 x float> %8382 to <8 x i64>
  %8399 = and <8 x i64> %8398, %1168
  %8400 = fcmp oeq <16 x float> %8382, %43
  %8401 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8382, i32 4)
  %8402 = bitcast <8 x i64> %8399 to <16 x float>
  %8403 = select <16 x i1> %8400, <16 x float> %8402, <16 x float> %8401
  br label %8404

8404:                                             ; preds = %8397, %8390, %8387
  %8405 = phi <16 x float> [ %8389, %8387 ], [ %8396, %8390 ], [ %8403, %8397 ]
  switch i64 %1180, label %528 [
    i64 1, label %8420
    i64 2, label %8413
    i64 3, label %8406
    i64 0, label %8442
  ]

8406:                                             ; preds = %8404
  %8407 = bitcast <16 x float> %8405 to <8 x i64>
  %8408 = and <8 x i64> %8407, %1168
  %8409 = fcmp oeq <16 x float> %8405, %43
  %8410 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8405, i32 4)
  %8411 = bitcast <8 x i64> %8408 to <16 x float>
  %8412 = select <16 x i1> %8409, <16 x float> %8411, <16 x float> %8410
  br label %8423

8413:                                             ; preds = %8404
  %8414 = bitcast <16 x float> %8405 to <8 x i64>
  %8415 = or <8 x i64> %8414, %1169
  %8416 = fcmp oeq <16 x float> %8405, %46
  %8417 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8405, i32 4)
  %8418 = bitcast <8 x i64> %8415 to <16 x float>
  %8419 = select <16 x i1> %8416, <16 x float> %8418, <16 x float> %8417
  br label %8423

8420:                                             ; preds = %8404
  %8421 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %8386, <16 x float> zeroinitializer)
  %8422 = fadd <16 x float> %8405, %8421
  br label %8423

8423:                                             ; preds = %8420, %8413, %8406
  %8424 = phi <16 x float> [ %8422, %8420 ], [ %8419, %8413 ], [ %8412, %8406 ]
  switch i64 %1182, label %528 [
    i64 1, label %8439
    i64 2, label %8432
    i64 3, label %8425
    i64 0, label %8442
  ]

8425:                                             ; preds = %8423
  %8426 = bitcast <16 x float> %8424 to <8 x i64>
  %8427 = and <8 x i64> %8426, %1168
  %8428 = fcmp oeq <16 x float> %8424, %43
  %8429 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8424, i32 4)
  %8430 = bitcast <8 x i64> %8427 to <16 x float>
  %8431 = select <16 x i1> %8428, <16 x float> %8430, <16 x float> %8429
  br label %8442

8432:                                             ; preds = %8423
  %8433 = bitcast <16 x float> %8424 to <8 x i64>
  %8434 = or <8 x i64> %8433, %1169
  %8435 = fcmp oeq <16 x float> %8424, %46
  %8436 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8424, i32 4)
  %8437 = bitcast <8 x i64> %8434 to <16 x float>
  %8438 = select <16 x i1> %8435, <16 x float> %8437, <16 x float> %8436
  br label %8442

8439:                                             ; preds = %8423
  %8440 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8385, <16 x i1> %8386, <16 x float> zeroinitializer)
  %8441 = fadd <16 x float> %8424, %8440
  br label %8442

8442:                                             ; preds = %8425, %8432, %8439, %8423, %8404, %8381
  %8443 = phi <16 x float> [ %8424, %8423 ], [ %8382, %8381 ], [ %8405, %8404 ], [ %8441, %8439 ], [ %8438, %8432 ], [ %8431, %8425 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8443, ptr align 1 %8383, <16 x i1> %8386)
  %8444 = shl i64 %5315, 4
  %8445 = or disjoint i64 %8444, 16
  %8446 = sub nsw i64 %9, %8445
  %8447 = icmp sgt i64 %8446, 15
  %8448 = trunc i64 %8446 to i32
  %8449 = shl nsw i32 -1, %8448
  %8450 = trunc i32 %8449 to i16
  %8451 = xor i16 %8450, -1
  %8452 = select i1 %8447, i16 -1, i16 %8451
  %8453 = load <16 x float>, ptr %1183, align 64
  br i1 %3987, label %8459, label %8454

8454:                                             ; preds = %8442
  %8455 = load float, ptr %1581, align 4
  %8456 = insertelement <16 x float> poison, float %8455, i64 0
  %8457 = shufflevector <16 x float> %8456, <16 x float> poison, <16 x i32> zeroinitializer
  %8458 = fadd <16 x float> %8453, %8457
  br label %8459

8459:                                             ; preds = %8454, %8442
  %8460 = phi <16 x float> [ %8458, %8454 ], [ %8453, %8442 ]
  %8461 = getelementptr inbounds nuw float, ptr %1588, i64 %8445
  %8462 = getelementptr inbounds nuw float, ptr %1593, i64 %8445
  %8463 = select i1 %3988, ptr null, ptr %8462
  %8464 = bitcast i16 %8452 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8479
    i64 2, label %8472
    i64 3, label %8465
    i64 0, label %8520
  ]

8465:                                             ; preds = %8459
  %8466 = bitcast <16 x float> %8460 to <8 x i64>
  %8467 = and <8 x i64> %8466, %1168
  %8468 = fcmp oeq <16 x float> %8460, %43
  %8469 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8460, i32 4)
  %8470 = bitcast <8 x i64> %8467 to <16 x float>
  %8471 = select <16 x i1> %8468, <16 x float> %8470, <16 x float> %8469
  br label %8482

8472:                                             ; preds = %8459
  %8473 = bitcast <16 x float> %8460 to <8 x i64>
  %8474 = or <8 x i64> %8473, %1169
  %8475 = fcmp oeq <16 x float> %8460, %46
  %8476 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8460, i32 4)
  %8477 = bitcast <8 x i64> %8474 to <16 x float>
  %8478 = select <16 x i1> %8475, <16 x float> %8477, <16 x float> %8476
  br label %8482

8479:                                             ; preds = %8459
  %8480 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8463, <16 x i1> %8464, <16 x float> zeroinitializer)
  %8481 = fadd <16 x float> %8460, %8480
  br label %8482

8482:                                             ; preds = %8479, %8472, %8465
  %8483 = phi <16 x float> [ %8481, %8479 ], [ %8478, %8472 ], [ %8471, %8465 ]
  switch i64 %1185, label %528 [
    i64 1, label %8498
    i64 2, label %8491
    i64 3, label %8484
    i64 0, label %8520
  ]

8484:                                             ; preds = %8482
  %8485 = bitcast <16 x float> %8483 to <8 x i64>
  %8486 = and <8 x i64> %8485, %1168
  %8487 = fcmp oeq <16 x float> %8483, %43
  %8488 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8483, i32 4)
  %8489 = bitcast <8 x i64> %8486 to <16 x float>
  %8490 = select <16 x i1> %8487, <16 x float> %8489, <16 x float> %8488
  br label %8501

8491:                                             ; preds = %8482
  %8492 = bitcast <16 x float> %8483 to <8 x i64>
  %8493 = or <8 x i64> %8492, %1169
  %8494 = fcmp oeq <16 x float> %8483, %46
  %8495 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8483, i32 4)
  %8496 = bitcast <8 x i64> %8493 to <16 x float>
  %8497 = select <16 x i1> %8494, <16 x float> %8496, <16 x float> %8495
  br label %8501

8498:                                             ; preds = %8482
  %8499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8463, <16 x i1> %8464, <16 x float> zeroinitializer)
  %8500 = fadd <16 x float> %8483, %8499
  br label %8501

8501:                                             ; preds = %8498, %8491, %8484
  %8502 = phi <16 x float> [ %8500, %8498 ], [ %8497, %8491 ], [ %8490, %8484 ]
  switch i64 %1187, label %528 [
    i64 1, label %8517
    i64 2, label %8510
    i64 3, label %8503
    i64 0, label %8520
  ]

8503:                                             ; preds = %8501
  %8504 = bitcast <16 x float> %8502 to <8 x i64>
  %8505 = and <8 x i64> %8504, %1168
  %8506 = fcmp oeq <16 x float> %8502, %43
  %8507 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8502, i32 4)
  %8508 = bitcast <8 x i64> %8505 to <16 x float>
  %8509 = select <16 x i1> %8506, <16 x float> %8508, <16 x float> %8507
  br label %8520

8510:                                             ; preds = %8501
  %8511 = bitcast <16 x float> %8502 to <8 x i64>
  %8512 = or <8 x i64> %8511, %1169
  %8513 = fcmp oeq <16 x float> %8502, %46
  %8514 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8502, i32 4)
  %8515 = bitcast <8 x i64> %8512 to <16 x float>
  %8516 = select <16 x i1> %8513, <16 x float> %8515, <16 x float> %8514
  br label %8520

8517:                                             ; preds = %8501
  %8518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8463, <16 x i1> %8464, <16 x float> zeroinitializer)
  %8519 = fadd <16 x float> %8502, %8518
  br label %8520

8520:                                             ; preds = %8503, %8510, %8517, %8501, %8482, %8459
  %8521 = phi <16 x float> [ %8502, %8501 ], [ %8460, %8459 ], [ %8483, %8482 ], [ %8519, %8517 ], [ %8516, %8510 ], [ %8509, %8503 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8521, ptr nonnull align 1 %8461, <16 x i1> %8464)
  %8522 = shl i64 %5315, 4
  %8523 = or disjoint i64 %8522, 32
  %8524 = sub nsw i64 %9, %8523
  %8525 = icmp sgt i64 %8524, 15
  %8526 = trunc i64 %8524 to i32
  %8527 = shl nsw i32 -1, %8526
  %8528 = trunc i32 %8527 to i16
  %8529 = xor i16 %8528, -1
  %8530 = select i1 %8525, i16 -1, i16 %8529
  %8531 = load <16 x float>, ptr %1188, align 64
  br i1 %3987, label %8537, label %8532

8532:                                             ; preds = %8520
  %8533 = load float, ptr %1581, align 4
  %8534 = insertelement <16 x float> poison, float %8533, i64 0
  %8535 = shufflevector <16 x float> %8534, <16 x float> poison, <16 x i32> zeroinitializer
  %8536 = fadd <16 x float> %8531, %8535
  br label %8537

8537:                                             ; preds = %8532, %8520
  %8538 = phi <16 x float> [ %8536, %8532 ], [ %8531, %8520 ]
  %8539 = getelementptr inbounds nuw float, ptr %1588, i64 %8523
  %8540 = getelementptr inbounds nuw float, ptr %1593, i64 %8523
  %8541 = select i1 %3988, ptr null, ptr %8540
  %8542 = bitcast i16 %8530 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8557
    i64 2, label %8550
    i64 3, label %8543
    i64 0, label %8598
  ]

8543:                                             ; preds = %8537
  %8544 = bitcast <16 x float> %8538 to <8 x i64>
  %8545 = and <8 x i64> %8544, %1168
  %8546 = fcmp oeq <16 x float> %8538, %43
  %8547 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8538, i32 4)
  %8548 = bitcast <8 x i64> %8545 to <16 x float>
  %8549 = select <16 x i1> %8546, <16 x float> %8548, <16 x float> %8547
  br label %8560

8550:                                             ; preds = %8537
  %8551 = bitcast <16 x float> %8538 to <8 x i64>
  %8552 = or <8 x i64> %8551, %1169
  %8553 = fcmp oeq <16 x float> %8538, %46
  %8554 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8538, i32 4)
  %8555 = bitcast <8 x i64> %8552 to <16 x float>
  %8556 = select <16 x i1> %8553, <16 x float> %8555, <16 x float> %8554
  br label %8560

8557:                                             ; preds = %8537
  %8558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8541, <16 x i1> %8542, <16 x float> zeroinitializer)
  %8559 = fadd <16 x float> %8538, %8558
  br label %8560

8560:                                             ; preds = %8557, %8550, %8543
  %8561 = phi <16 x float> [ %8559, %8557 ], [ %8556, %8550 ], [ %8549, %8543 ]
  switch i64 %1190, label %528 [
    i64 1, label %8576
    i64 2, label %8569
    i64 3, label %8562
    i64 0, label %8598
  ]

8562:                                             ; preds = %8560
  %8563 = bitcast <16 x float> %8561 to <8 x i64>
  %8564 = and <8 x i64> %8563, %1168
  %8565 = fcmp oeq <16 x float> %8561, %43
  %8566 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8561, i32 4)
  %8567 = bitcast <8 x i64> %8564 to <16 x float>
  %8568 = select <16 x i1> %8565, <16 x float> %8567, <16 x float> %8566
  br label %8579

8569:                                             ; preds = %8560
  %8570 = bitcast <16 x float> %8561 to <8 x i64>
  %8571 = or <8 x i64> %8570, %1169
  %8572 = fcmp oeq <16 x float> %8561, %46
  %8573 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8561, i32 4)
  %8574 = bitcast <8 x i64> %8571 to <16 x float>
  %8575 = select <16 x i1> %8572, <16 x float> %8574, <16 x float> %8573
  br label %8579

8576:                                             ; preds = %8560
  %8577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8541, <16 x i1> %8542, <16 x float> zeroinitializer)
  %8578 = fadd <16 x float> %8561, %8577
  br label %8579

8579:                                             ; preds = %8576, %8569, %8562
  %8580 = phi <16 x float> [ %8578, %8576 ], [ %8575, %8569 ], [ %8568, %8562 ]
  switch i64 %1192, label %528 [
    i64 1, label %8595
    i64 2, label %8588
    i64 3, label %8581
    i64 0, label %8598
  ]

8581:                                             ; preds = %8579
  %8582 = bitcast <16 x float> %8580 to <8 x i64>
  %8583 = and <8 x i64> %8582, %1168
  %8584 = fcmp oeq <16 x float> %8580, %43
  %8585 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8580, i32 4)
  %8586 = bitcast <8 x i64> %8583 to <16 x float>
  %8587 = select <16 x i1> %8584, <16 x float> %8586, <16 x float> %8585
  br label %8598

8588:                                             ; preds = %8579
  %8589 = bitcast <16 x float> %8580 to <8 x i64>
  %8590 = or <8 x i64> %8589, %1169
  %8591 = fcmp oeq <16 x float> %8580, %46
  %8592 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8580, i32 4)
  %8593 = bitcast <8 x i64> %8590 to <16 x float>
  %8594 = select <16 x i1> %8591, <16 x float> %8593, <16 x float> %8592
  br label %8598

8595:                                             ; preds = %8579
  %8596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8541, <16 x i1> %8542, <16 x float> zeroinitializer)
  %8597 = fadd <16 x float> %8580, %8596
  br label %8598

8598:                                             ; preds = %8581, %8588, %8595, %8579, %8560, %8537
  %8599 = phi <16 x float> [ %8580, %8579 ], [ %8538, %8537 ], [ %8561, %8560 ], [ %8597, %8595 ], [ %8594, %8588 ], [ %8587, %8581 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8599, ptr nonnull align 1 %8539, <16 x i1> %8542)
  %8600 = shl i64 %5315, 4
  %8601 = or disjoint i64 %8600, 48
  %8602 = sub nsw i64 %9, %8601
  %8603 = icmp sgt i64 %8602, 15
  %8604 = trunc i64 %8602 to i32
  %8605 = shl nsw i32 -1, %8604
  %8606 = trunc i32 %8605 to i16
  %8607 = xor i16 %8606, -1
  %8608 = select i1 %8603, i16 -1, i16 %8607
  %8609 = load <16 x float>, ptr %1193, align 64
  br i1 %3987, label %8615, label %8610

8610:                                             ; preds = %8598
  %8611 = load float, ptr %1581, align 4
  %8612 = insertelement <16 x float> poison, float %8611, i64 0
  %8613 = shufflevector <16 x float> %8612, <16 x float> poison, <16 x i32> zeroinitializer
  %8614 = fadd <16 x float> %8609, %8613
  br label %8615

8615:                                             ; preds = %8610, %8598
  %8616 = phi <16 x float> [ %8614, %8610 ], [ %8609, %8598 ]
  %8617 = getelementptr inbounds nuw float, ptr %1588, i64 %8601
  %8618 = getelementptr inbounds nuw float, ptr %1593, i64 %8601
  %8619 = select i1 %3988, ptr null, ptr %8618
  %8620 = bitcast i16 %8608 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8635
    i64 2, label %8628
    i64 3, label %8621
    i64 0, label %8676
  ]

8621:                                             ; preds = %8615
  %8622 = bitcast <16 x float> %8616 to <8 x i64>
  %8623 = and <8 x i64> %8622, %1168
  %8624 = fcmp oeq <16 x float> %8616, %43
  %8625 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8616, i32 4)
  %8626 = bitcast <8 x i64> %8623 to <16 x float>
  %8627 = select <16 x i1> %8624, <16 x float> %8626, <16 x float> %8625
  br label %8638

8628:                                             ; preds = %8615
  %8629 = bitcast <16 x float> %8616 to <8 x i64>
  %8630 = or <8 x i64> %8629, %1169
  %8631 = fcmp oeq <16 x float> %8616, %46
  %8632 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8616, i32 4)
  %8633 = bitcast <8 x i64> %8630 to <16 x float>
  %8634 = select <16 x i1> %8631, <16 x float> %8633, <16 x float> %8632
  br label %8638

8635:                                             ; preds = %8615
  %8636 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8619, <16 x i1> %8620, <16 x float> zeroinitializer)
  %8637 = fadd <16 x float> %8616, %8636
  br label %8638

8638:                                             ; preds = %8635, %8628, %8621
  %8639 = phi <16 x float> [ %8637, %8635 ], [ %8634, %8628 ], [ %8627, %8621 ]
  switch i64 %1195, label %528 [
    i64 1, label %8654
    i64 2, label %8647
    i64 3, label %8640
    i64 0, label %8676
  ]

8640:                                             ; preds = %8638
  %8641 = bitcast <16 x float> %8639 to <8 x i64>
  %8642 = and <8 x i64> %8641, %1168
  %8643 = fcmp oeq <16 x float> %8639, %43
  %8644 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8639, i32 4)
  %8645 = bitcast <8 x i64> %8642 to <16 x float>
  %8646 = select <16 x i1> %8643, <16 x float> %8645, <16 x float> %8644
  br label %8657

8647:                                             ; preds = %8638
  %8648 = bitcast <16 x float> %8639 to <8 x i64>
  %8649 = or <8 x i64> %8648, %1169
  %8650 = fcmp oeq <16 x float> %8639, %46
  %8651 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8639, i32 4)
  %8652 = bitcast <8 x i64> %8649 to <16 x float>
  %8653 = select <16 x i1> %8650, <16 x float> %8652, <16 x float> %8651
  br label %8657

8654:                                             ; preds = %8638
  %8655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8619, <16 x i1> %8620, <16 x float> zeroinitializer)
  %8656 = fadd <16 x float> %8639, %8655
  br label %8657

8657:                                             ; preds = %8654, %8647, %8640
  %8658 = phi <16 x float> [ %8656, %8654 ], [ %8653, %8647 ], [ %8646, %8640 ]
  switch i64 %1197, label %528 [
    i64 1, label %8673
    i64 2, label %8666
    i64 3, label %8659
    i64 0, label %8676
  ]

8659:                                             ; preds = %8657
  %8660 = bitcast <16 x float> %8658 to <8 x i64>
  %8661 = and <8 x i64> %8660, %1168
  %8662 = fcmp oeq <16 x float> %8658, %43
  %8663 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8658, i32 4)
  %8664 = bitcast <8 x i64> %8661 to <16 x float>
  %8665 = select <16 x i1> %8662, <16 x float> %8664, <16 x float> %8663
  br label %8676

8666:                                             ; preds = %8657
  %8667 = bitcast <16 x float> %8658 to <8 x i64>
  %8668 = or <8 x i64> %8667, %1169
  %8669 = fcmp oeq <16 x float> %8658, %46
  %8670 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8658, i32 4)
  %8671 = bitcast <8 x i64> %8668 to <16 x float>
  %8672 = select <16 x i1> %8669, <16 x float> %8671, <16 x float> %8670
  br label %8676

8673:                                             ; preds = %8657
  %8674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8619, <16 x i1> %8620, <16 x float> zeroinitializer)
  %8675 = fadd <16 x float> %8658, %8674
  br label %8676

8676:                                             ; preds = %8659, %8666, %8673, %8657, %8638, %8615
  %8677 = phi <16 x float> [ %8658, %8657 ], [ %8616, %8615 ], [ %8639, %8638 ], [ %8675, %8673 ], [ %8672, %8666 ], [ %8665, %8659 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8677, ptr nonnull align 1 %8617, <16 x i1> %8620)
  %8678 = shl i64 %5315, 4
  %8679 = or disjoint i64 %8678, 64
  %8680 = sub nsw i64 %9, %8679
  %8681 = icmp sgt i64 %8680, 15
  %8682 = trunc i64 %8680 to i32
  %8683 = shl nsw i32 -1, %8682
  %8684 = trunc i32 %8683 to i16
  %8685 = xor i16 %8684, -1
  %8686 = select i1 %8681, i16 -1, i16 %8685
  %8687 = load <16 x float>, ptr %1198, align 64
  br i1 %3987, label %8693, label %8688

8688:                                             ; preds = %8676
  %8689 = load float, ptr %1581, align 4
  %8690 = insertelement <16 x float> poison, float %8689, i64 0
  %8691 = shufflevector <16 x float> %8690, <16 x float> poison, <16 x i32> zeroinitializer
  %8692 = fadd <16 x float> %8687, %8691
  br label %8693

8693:                                             ; preds = %8688, %8676
  %8694 = phi <16 x float> [ %8692, %8688 ], [ %8687, %8676 ]
  %8695 = getelementptr inbounds nuw float, ptr %1588, i64 %8679
  %8696 = getelementptr inbounds nuw float, ptr %1593, i64 %8679
  %8697 = select i1 %3988, ptr null, ptr %8696
  %8698 = bitcast i16 %8686 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8713
    i64 2, label %8706
    i64 3, label %8699
    i64 0, label %8754
  ]

8699:                                             ; preds = %8693
  %8700 = bitcast <16 x float> %8694 to <8 x i64>
  %8701 = and <8 x i64> %8700, %1168
  %8702 = fcmp oeq <16 x float> %8694, %43
  %8703 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8694, i32 4)
  %8704 = bitcast <8 x i64> %8701 to <16 x float>
  %8705 = select <16 x i1> %8702, <16 x float> %8704, <16 x float> %8703
  br label %8716

8706:                                             ; preds = %8693
  %8707 = bitcast <16 x float> %8694 to <8 x i64>
  %8708 = or <8 x i64> %8707, %1169
  %8709 = fcmp oeq <16 x float> %8694, %46
  %8710 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8694, i32 4)
  %8711 = bitcast <8 x i64> %8708 to <16 x float>
  %8712 = select <16 x i1> %8709, <16 x float> %8711, <16 x float> %8710
  br label %8716

8713:                                             ; preds = %8693
  %8714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8697, <16 x i1> %8698, <16 x float> zeroinitializer)
  %8715 = fadd <16 x float> %8694, %8714
  br label %8716

8716:                                             ; preds = %8713, %8706, %8699
  %8717 = phi <16 x float> [ %8715, %8713 ], [ %8712, %8706 ], [ %8705, %8699 ]
  switch i64 %1200, label %528 [
    i64 1, label %8732
    i64 2, label %8725
    i64 3, label %8718
    i64 0, label %8754
  ]

8718:                                             ; preds = %8716
  %8719 = bitcast <16 x float> %8717 to <8 x i64>
  %8720 = and <8 x i64> %8719, %1168
  %8721 = fcmp oeq <16 x float> %8717, %43
  %8722 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8717, i32 4)
  %8723 = bitcast <8 x i64> %8720 to <16 x float>
  %8724 = select <16 x i1> %8721, <16 x float> %8723, <16 x float> %8722
  br label %8735

8725:                                             ; preds = %8716
  %8726 = bitcast <16 x float> %8717 to <8 x i64>
  %8727 = or <8 x i64> %8726, %1169
  %8728 = fcmp oeq <16 x float> %8717, %46
  %8729 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8717, i32 4)
  %8730 = bitcast <8 x i64> %8727 to <16 x float>
  %8731 = select <16 x i1> %8728, <16 x float> %8730, <16 x float> %8729
  br label %8735

8732:                                             ; preds = %8716
  %8733 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8697, <16 x i1> %8698, <16 x float> zeroinitializer)
  %8734 = fadd <16 x float> %8717, %8733
  br label %8735

8735:                                             ; preds = %8732, %8725, %8718
  %8736 = phi <16 x float> [ %8734, %8732 ], [ %8731, %8725 ], [ %8724, %8718 ]
  switch i64 %1202, label %528 [
    i64 1, label %8751
    i64 2, label %8744
    i64 3, label %8737
    i64 0, label %8754
  ]

8737:                                             ; preds = %8735
  %8738 = bitcast <16 x float> %8736 to <8 x i64>
  %8739 = and <8 x i64> %8738, %1168
  %8740 = fcmp oeq <16 x float> %8736, %43
  %8741 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8736, i32 4)
  %8742 = bitcast <8 x i64> %8739 to <16 x float>
  %8743 = select <16 x i1> %8740, <16 x float> %8742, <16 x float> %8741
  br label %8754

8744:                                             ; preds = %8735
  %8745 = bitcast <16 x float> %8736 to <8 x i64>
  %8746 = or <8 x i64> %8745, %1169
  %8747 = fcmp oeq <16 x float> %8736, %46
  %8748 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8736, i32 4)
  %8749 = bitcast <8 x i64> %8746 to <16 x float>
  %8750 = select <16 x i1> %8747, <16 x float> %8749, <16 x float> %8748
  br label %8754

8751:                                             ; preds = %8735
  %8752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8697, <16 x i1> %8698, <16 x float> zeroinitializer)
  %8753 = fadd <16 x float> %8736, %8752
  br label %8754

8754:                                             ; preds = %8737, %8744, %8751, %8735, %8716, %8693
  %8755 = phi <16 x float> [ %8736, %8735 ], [ %8694, %8693 ], [ %8717, %8716 ], [ %8753, %8751 ], [ %8750, %8744 ], [ %8743, %8737 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8755, ptr nonnull align 1 %8695, <16 x i1> %8698)
  %8756 = shl i64 %5315, 4
  %8757 = or disjoint i64 %8756, 80
  %8758 = sub nsw i64 %9, %8757
  %8759 = icmp sgt i64 %8758, 15
  %8760 = trunc i64 %8758 to i32
  %8761 = shl nsw i32 -1, %8760
  %8762 = trunc i32 %8761 to i16
  %8763 = xor i16 %8762, -1
  %8764 = select i1 %8759, i16 -1, i16 %8763
  %8765 = load <16 x float>, ptr %1203, align 64
  br i1 %3987, label %8771, label %8766

8766:                                             ; preds = %8754
  %8767 = load float, ptr %1581, align 4
  %8768 = insertelement <16 x float> poison, float %8767, i64 0
  %8769 = shufflevector <16 x float> %8768, <16 x float> poison, <16 x i32> zeroinitializer
  %8770 = fadd <16 x float> %8765, %8769
  br label %8771

8771:                                             ; preds = %8766, %8754
  %8772 = phi <16 x float> [ %8770, %8766 ], [ %8765, %8754 ]
  %8773 = getelementptr inbounds nuw float, ptr %1588, i64 %8757
  %8774 = getelementptr inbounds nuw float, ptr %1593, i64 %8757
  %8775 = select i1 %3988, ptr null, ptr %8774
  %8776 = bitcast i16 %8764 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8791
    i64 2, label %8784
    i64 3, label %8777
    i64 0, label %8832
  ]

8777:                                             ; preds = %8771
  %8778 = bitcast <16 x float> %8772 to <8 x i64>
  %8779 = and <8 x i64> %8778, %1168
  %8780 = fcmp oeq <16 x float> %8772, %43
  %8781 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8772, i32 4)
  %8782 = bitcast <8 x i64> %8779 to <16 x float>
  %8783 = select <16 x i1> %8780, <16 x float> %8782, <16 x float> %8781
  br label %8794

8784:                                             ; preds = %8771
  %8785 = bitcast <16 x float> %8772 to <8 x i64>
  %8786 = or <8 x i64> %8785, %1169
  %8787 = fcmp oeq <16 x float> %8772, %46
  %8788 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8772, i32 4)
  %8789 = bitcast <8 x i64> %8786 to <16 x float>
  %8790 = select <16 x i1> %8787, <16 x float> %8789, <16 x float> %8788
  br label %8794

8791:                                             ; preds = %8771
  %8792 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8775, <16 x i1> %8776, <16 x float> zeroinitializer)
  %8793 = fadd <16 x float> %8772, %8792
  br label %8794

8794:                                             ; preds = %8791, %8784, %8777
  %8795 = phi <16 x float> [ %8793, %8791 ], [ %8790, %8784 ], [ %8783, %8777 ]
  switch i64 %1205, label %528 [
    i64 1, label %8810
    i64 2, label %8803
    i64 3, label %8796
    i64 0, label %8832
  ]

8796:                                             ; preds = %8794
  %8797 = bitcast <16 x float> %8795 to <8 x i64>
  %8798 = and <8 x i64> %8797, %1168
  %8799 = fcmp oeq <16 x float> %8795, %43
  %8800 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8795, i32 4)
  %8801 = bitcast <8 x i64> %8798 to <16 x float>
  %8802 = select <16 x i1> %8799, <16 x float> %8801, <16 x float> %8800
  br label %8813

8803:                                             ; preds = %8794
  %8804 = bitcast <16 x float> %8795 to <8 x i64>
  %8805 = or <8 x i64> %8804, %1169
  %8806 = fcmp oeq <16 x float> %8795, %46
  %8807 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8795, i32 4)
  %8808 = bitcast <8 x i64> %8805 to <16 x float>
  %8809 = select <16 x i1> %8806, <16 x float> %8808, <16 x float> %8807
  br label %8813

8810:                                             ; preds = %8794
  %8811 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8775, <16 x i1> %8776, <16 x float> zeroinitializer)
  %8812 = fadd <16 x float> %8795, %8811
  br label %8813

8813:                                             ; preds = %8810, %8803, %8796
  %8814 = phi <16 x float> [ %8812, %8810 ], [ %8809, %8803 ], [ %8802, %8796 ]
  switch i64 %1207, label %528 [
    i64 1, label %8829
    i64 2, label %8822
    i64 3, label %8815
    i64 0, label %8832
  ]

8815:                                             ; preds = %8813
  %8816 = bitcast <16 x float> %8814 to <8 x i64>
  %8817 = and <8 x i64> %8816, %1168
  %8818 = fcmp oeq <16 x float> %8814, %43
  %8819 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8814, i32 4)
  %8820 = bitcast <8 x i64> %8817 to <16 x float>
  %8821 = select <16 x i1> %8818, <16 x float> %8820, <16 x float> %8819
  br label %8832

8822:                                             ; preds = %8813
  %8823 = bitcast <16 x float> %8814 to <8 x i64>
  %8824 = or <8 x i64> %8823, %1169
  %8825 = fcmp oeq <16 x float> %8814, %46
  %8826 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8814, i32 4)
  %8827 = bitcast <8 x i64> %8824 to <16 x float>
  %8828 = select <16 x i1> %8825, <16 x float> %8827, <16 x float> %8826
  br label %8832

8829:                                             ; preds = %8813
  %8830 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8775, <16 x i1> %8776, <16 x float> zeroinitializer)
  %8831 = fadd <16 x float> %8814, %8830
  br label %8832

8832:                                             ; preds = %8815, %8822, %8829, %8813, %8794, %8771
  %8833 = phi <16 x float> [ %8814, %8813 ], [ %8772, %8771 ], [ %8795, %8794 ], [ %8831, %8829 ], [ %8828, %8822 ], [ %8821, %8815 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8833, ptr nonnull align 1 %8773, <16 x i1> %8776)
  %8834 = shl i64 %5315, 4
  %8835 = or disjoint i64 %8834, 96
  %8836 = sub nsw i64 %9, %8835
  %8837 = icmp sgt i64 %8836, 15
  %8838 = trunc i64 %8836 to i32
  %8839 = shl nsw i32 -1, %8838
  %8840 = trunc i32 %8839 to i16
  %8841 = xor i16 %8840, -1
  %8842 = select i1 %8837, i16 -1, i16 %8841
  %8843 = load <16 x float>, ptr %1208, align 64
  br i1 %3987, label %8849, label %8844

8844:                                             ; preds = %8832
  %8845 = load float, ptr %1581, align 4
  %8846 = insertelement <16 x float> poison, float %8845, i64 0
  %8847 = shufflevector <16 x float> %8846, <16 x float> poison, <16 x i32> zeroinitializer
  %8848 = fadd <16 x float> %8843, %8847
  br label %8849

8849:                                             ; preds = %8844, %8832
  %8850 = phi <16 x float> [ %8848, %8844 ], [ %8843, %8832 ]
  %8851 = getelementptr inbounds nuw float, ptr %1588, i64 %8835
  %8852 = getelementptr inbounds nuw float, ptr %1593, i64 %8835
  %8853 = select i1 %3988, ptr null, ptr %8852
  %8854 = bitcast i16 %8842 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8869
    i64 2, label %8862
    i64 3, label %8855
    i64 0, label %8910
  ]

8855:                                             ; preds = %8849
  %8856 = bitcast <16 x float> %8850 to <8 x i64>
  %8857 = and <8 x i64> %8856, %1168
  %8858 = fcmp oeq <16 x float> %8850, %43
  %8859 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8850, i32 4)
  %8860 = bitcast <8 x i64> %8857 to <16 x float>
  %8861 = select <16 x i1> %8858, <16 x float> %8860, <16 x float> %8859
  br label %8872

8862:                                             ; preds = %8849
  %8863 = bitcast <16 x float> %8850 to <8 x i64>
  %8864 = or <8 x i64> %8863, %1169
  %8865 = fcmp oeq <16 x float> %8850, %46
  %8866 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8850, i32 4)
  %8867 = bitcast <8 x i64> %8864 to <16 x float>
  %8868 = select <16 x i1> %8865, <16 x float> %8867, <16 x float> %8866
  br label %8872

8869:                                             ; preds = %8849
  %8870 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8854, <16 x float> zeroinitializer)
  %8871 = fadd <16 x float> %8850, %8870
  br label %8872

8872:                                             ; preds = %8869, %8862, %8855
  %8873 = phi <16 x float> [ %8871, %8869 ], [ %8868, %8862 ], [ %8861, %8855 ]
  switch i64 %1210, label %528 [
    i64 1, label %8888
    i64 2, label %8881
    i64 3, label %8874
    i64 0, label %8910
  ]

8874:                                             ; preds = %8872
  %8875 = bitcast <16 x float> %8873 to <8 x i64>
  %8876 = and <8 x i64> %8875, %1168
  %8877 = fcmp oeq <16 x float> %8873, %43
  %8878 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8873, i32 4)
  %8879 = bitcast <8 x i64> %8876 to <16 x float>
  %8880 = select <16 x i1> %8877, <16 x float> %8879, <16 x float> %8878
  br label %8891

8881:                                             ; preds = %8872
  %8882 = bitcast <16 x float> %8873 to <8 x i64>
  %8883 = or <8 x i64> %8882, %1169
  %8884 = fcmp oeq <16 x float> %8873, %46
  %8885 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8873, i32 4)
  %8886 = bitcast <8 x i64> %8883 to <16 x float>
  %8887 = select <16 x i1> %8884, <16 x float> %8886, <16 x float> %8885
  br label %8891

8888:                                             ; preds = %8872
  %8889 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8854, <16 x float> zeroinitializer)
  %8890 = fadd <16 x float> %8873, %8889
  br label %8891

8891:                                             ; preds = %8888, %8881, %8874
  %8892 = phi <16 x float> [ %8890, %8888 ], [ %8887, %8881 ], [ %8880, %8874 ]
  switch i64 %1212, label %528 [
    i64 1, label %8907
    i64 2, label %8900
    i64 3, label %8893
    i64 0, label %8910
  ]

8893:                                             ; preds = %8891
  %8894 = bitcast <16 x float> %8892 to <8 x i64>
  %8895 = and <8 x i64> %8894, %1168
  %8896 = fcmp oeq <16 x float> %8892, %43
  %8897 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8892, i32 4)
  %8898 = bitcast <8 x i64> %8895 to <16 x float>
  %8899 = select <16 x i1> %8896, <16 x float> %8898, <16 x float> %8897
  br label %8910

8900:                                             ; preds = %8891
  %8901 = bitcast <16 x float> %8892 to <8 x i64>
  %8902 = or <8 x i64> %8901, %1169
  %8903 = fcmp oeq <16 x float> %8892, %46
  %8904 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8892, i32 4)
  %8905 = bitcast <8 x i64> %8902 to <16 x float>
  %8906 = select <16 x i1> %8903, <16 x float> %8905, <16 x float> %8904
  br label %8910

8907:                                             ; preds = %8891
  %8908 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8853, <16 x i1> %8854, <16 x float> zeroinitializer)
  %8909 = fadd <16 x float> %8892, %8908
  br label %8910

8910:                                             ; preds = %8893, %8900, %8907, %8891, %8872, %8849
  %8911 = phi <16 x float> [ %8892, %8891 ], [ %8850, %8849 ], [ %8873, %8872 ], [ %8909, %8907 ], [ %8906, %8900 ], [ %8899, %8893 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8911, ptr nonnull align 1 %8851, <16 x i1> %8854)
  %8912 = shl i64 %5315, 4
  %8913 = or disjoint i64 %8912, 112
  %8914 = sub nsw i64 %9, %8913
  %8915 = icmp sgt i64 %8914, 15
  %8916 = trunc i64 %8914 to i32
  %8917 = shl nsw i32 -1, %8916
  %8918 = trunc i32 %8917 to i16
  %8919 = xor i16 %8918, -1
  %8920 = select i1 %8915, i16 -1, i16 %8919
  %8921 = load <16 x float>, ptr %1213, align 64
  br i1 %3987, label %8927, label %8922

8922:                                             ; preds = %8910
  %8923 = load float, ptr %1581, align 4
  %8924 = insertelement <16 x float> poison, float %8923, i64 0
  %8925 = shufflevector <16 x float> %8924, <16 x float> poison, <16 x i32> zeroinitializer
  %8926 = fadd <16 x float> %8921, %8925
  br label %8927

8927:                                             ; preds = %8922, %8910
  %8928 = phi <16 x float> [ %8926, %8922 ], [ %8921, %8910 ]
  %8929 = getelementptr inbounds nuw float, ptr %1588, i64 %8913
  %8930 = getelementptr inbounds nuw float, ptr %1593, i64 %8913
  %8931 = select i1 %3988, ptr null, ptr %8930
  %8932 = bitcast i16 %8920 to <16 x i1>
  switch i64 %1178, label %528 [
    i64 1, label %8947
    i64 2, label %8940
    i64 3, label %8933
    i64 0, label %8988
  ]

8933:                                             ; preds = %8927
  %8934 = bitcast <16 x float> %8928 to <8 x i64>
  %8935 = and <8 x i64> %8934, %1168
  %8936 = fcmp oeq <16 x float> %8928, %43
  %8937 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8928, i32 4)
  %8938 = bitcast <8 x i64> %8935 to <16 x float>
  %8939 = select <16 x i1> %8936, <16 x float> %8938, <16 x float> %8937
  br label %8950

8940:                                             ; preds = %8927
  %8941 = bitcast <16 x float> %8928 to <8 x i64>
  %8942 = or <8 x i64> %8941, %1169
  %8943 = fcmp oeq <16 x float> %8928, %46
  %8944 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8928, i32 4)
  %8945 = bitcast <8 x i64> %8942 to <16 x float>
  %8946 = select <16 x i1> %8943, <16 x float> %8945, <16 x float> %8944
  br label %8950

8947:                                             ; preds = %8927
  %8948 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8931, <16 x i1> %8932, <16 x float> zeroinitializer)
  %8949 = fadd <16 x float> %8928, %8948
  br label %8950

8950:                                             ; preds = %8947, %8940, %8933
  %8951 = phi <16 x float> [ %8949, %8947 ], [ %8946, %8940 ], [ %8939, %8933 ]
  switch i64 %1215, label %528 [
    i64 1, label %8966
    i64 2, label %8959
    i64 3, label %8952
    i64 0, label %8988
  ]

8952:                                             ; preds = %8950
  %8953 = bitcast <16 x float> %8951 to <8 x i64>
  %8954 = and <8 x i64> %8953, %1168
  %8955 = fcmp oeq <16 x float> %8951, %43
  %8956 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8951, i32 4)
  %8957 = bitcast <8 x i64> %8954 to <16 x float>
  %8958 = select <16 x i1> %8955, <16 x float> %8957, <16 x float> %8956
  br label %8969

8959:                                             ; preds = %8950
  %8960 = bitcast <16 x float> %8951 to <8 x i64>
  %8961 = or <8 x i64> %8960, %1169
  %8962 = fcmp oeq <16 x float> %8951, %46
  %8963 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8951, i32 4)
  %8964 = bitcast <8 x i64> %8961 to <16 x float>
  %8965 = select <16 x i1> %8962, <16 x float> %8964, <16 x float> %8963
  br label %8969

8966:                                             ; preds = %8950
  %8967 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8931, <16 x i1> %8932, <16 x float> zeroinitializer)
  %8968 = fadd <16 x float> %8951, %8967
  br label %8969

8969:                                             ; preds = %8966, %8959, %8952
  %8970 = phi <16 x float> [ %8968, %8966 ], [ %8965, %8959 ], [ %8958, %8952 ]
  switch i64 %1217, label %528 [
    i64 1, label %8985
    i64 2, label %8978
    i64 3, label %8971
    i64 0, label %8988
  ]

8971:                                             ; preds = %8969
  %8972 = bitcast <16 x float> %8970 to <8 x i64>
  %8973 = and <8 x i64> %8972, %1168
  %8974 = fcmp oeq <16 x float> %8970, %43
  %8975 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8970, i32 4)
  %8976 = bitcast <8 x i64> %8973 to <16 x float>
  %8977 = select <16 x i1> %8974, <16 x float> %8976, <16 x float> %8975
  br label %8988

8978:                                             ; preds = %8969
  %8979 = bitcast <16 x float> %8970 to <8 x i64>
  %8980 = or <8 x i64> %8979, %1169
  %8981 = fcmp oeq <16 x float> %8970, %46
  %8982 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8970, i32 4)
  %8983 = bitcast <8 x i64> %8980 to <16 x float>
  %8984 = select <16 x i1> %8981, <16 x float> %8983, <16 x float> %8982
  br label %8988

8985:                                             ; preds = %8969
  %8986 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8931, <16 x i1> %8932, <16 x float> zeroinitializer)
  %8987 = fadd <16 x float> %8970, %8986
  br label %8988

8988:                                             ; preds = %8971, %8978, %8985, %8969, %8950, %8927
  %8989 = phi <16 x float> [ %8970, %8969 ], [ %8928, %8927 ], [ %8951, %8950 ], [ %8987, %8985 ], [ %8984, %8978 ], [ %8977, %8971 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8989, ptr nonnull align 1 %8929, <16 x i1> %8932)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8990

8990:                                             ; preds = %5459, %5712, %6077, %6554, %7143, %7680, %8295, %8988, %5314
  %8991 = add nuw nsw i64 %5315, 8
  %8992 = icmp slt i64 %8991, %1060
  br i1 %8992, label %5314, label %8993

8993:                                             ; preds = %8990, %5311, %3985, %3997, %1980, %2688, %3248, %3982, %1600
  %8994 = zext nneg i32 %1598 to i64
  %8995 = add nsw i64 %1574, %8994
  %8996 = add nsw i64 %1571, %8994
  %8997 = icmp eq i64 %8996, %8
  br i1 %8997, label %8998, label %9004

8998:                                             ; preds = %8993
  %8999 = add nsw i64 %1572, 1
  %9000 = icmp eq i64 %8999, %5
  %9001 = zext i1 %9000 to i64
  %9002 = add nsw i64 %1573, %9001
  %9003 = select i1 %9000, i64 0, i64 %8999
  br label %9004

9004:                                             ; preds = %8998, %8993
  %9005 = phi i64 [ %1573, %8993 ], [ %9002, %8998 ]
  %9006 = phi i64 [ %1572, %8993 ], [ %9003, %8998 ]
  %9007 = phi i64 [ %8996, %8993 ], [ 0, %8998 ]
  %9008 = icmp slt i64 %8995, %4
  br i1 %9008, label %1570, label %1569

9009:                                             ; preds = %27, %1569
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
