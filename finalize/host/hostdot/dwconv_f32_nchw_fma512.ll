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
  br i1 %47, label %48, label %8423

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

528:                                              ; preds = %1028, %1009, %987, %961, %942, %920, %894, %875, %853, %827, %808, %786, %760, %741, %719, %693, %674, %652, %626, %607, %574, %548, %529, %4707, %4688, %4666, %4640, %4621, %4599, %4573, %4554, %4532, %4506, %4487, %4465, %4439, %4420, %4398, %4372, %4353, %4331, %4305, %4286, %4264, %4238, %4219, %4200, %3973, %3954, %3932, %3906, %3887, %3865, %3839, %3820, %3798, %3772, %3753, %3731, %3705, %3686, %3664, %3638, %3619, %3597, %3571, %3552, %3530, %3504, %3485, %3466, %3265, %3246, %3227, %3198, %3179, %3160, %3131, %3112, %3093, %3064, %3045, %3026, %8383, %8364, %8341, %8305, %8286, %8263, %8227, %8208, %8185, %8149, %8130, %8107, %8071, %8052, %8029, %7993, %7974, %7951, %7915, %7896, %7873, %7837, %7818, %7795, %7690, %7671, %7648, %7612, %7593, %7570, %7534, %7515, %7492, %7456, %7437, %7414, %7378, %7359, %7336, %7300, %7281, %7258, %7222, %7203, %7180, %7075, %7056, %7033, %6997, %6978, %6955, %6919, %6900, %6877, %6841, %6822, %6799, %6763, %6744, %6721, %6685, %6666, %6643, %6538, %6519, %6496, %6461, %6442, %6419, %6384, %6365, %6342, %6307, %6288, %6265, %6230, %6211, %6188, %5949, %5930, %5907, %5872, %5853, %5830, %5795, %5776, %5753, %5718, %5699, %5676, %5472, %5453, %5430, %5395, %5376, %5353, %5318, %5299, %5276, %5107, %5088, %5065, %5030, %5011, %4988, %4854, %4835, %4816, %2421, %2402, %2379, %2345, %2326, %2303, %2269, %2250, %2227, %2193, %2174, %2153, %1920, %1901, %1878, %1844, %1825, %1802, %1768, %1749, %1728, %1538, %1519, %1496, %1462, %1443, %1422, %1275, %1256, %1237
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
  br i1 %49, label %1059, label %2445

1059:                                             ; preds = %1055
  %1060 = icmp slt i64 %1058, %4
  br i1 %1060, label %1061, label %8423

1061:                                             ; preds = %1059
  %1062 = mul i64 %7, %6
  %1063 = icmp eq i64 %22, 0
  %1064 = icmp sgt i64 %9, 0
  %1065 = icmp sgt i64 %10, 0
  %1066 = icmp sgt i64 %11, 0
  %1067 = bitcast <16 x float> %43 to <8 x i64>
  %1068 = bitcast <16 x float> %46 to <8 x i64>
  %1069 = icmp eq i64 %21, 0
  %1070 = and i64 %26, 3
  %1071 = lshr i64 %26, 2
  %1072 = and i64 %1071, 3
  %1073 = lshr i64 %26, 4
  %1074 = and i64 %1073, 3
  %1075 = lshr i64 %26, 2
  %1076 = and i64 %1075, 3
  %1077 = lshr i64 %26, 4
  %1078 = and i64 %1077, 3
  %1079 = lshr i64 %26, 2
  %1080 = and i64 %1079, 3
  %1081 = lshr i64 %26, 4
  %1082 = and i64 %1081, 3
  %1083 = lshr i64 %26, 2
  %1084 = and i64 %1083, 3
  %1085 = lshr i64 %26, 4
  %1086 = and i64 %1085, 3
  %1087 = and i64 %26, 3
  %1088 = lshr i64 %26, 2
  %1089 = and i64 %1088, 3
  %1090 = lshr i64 %26, 4
  %1091 = and i64 %1090, 3
  %1092 = lshr i64 %26, 2
  %1093 = and i64 %1092, 3
  %1094 = lshr i64 %26, 4
  %1095 = and i64 %1094, 3
  %1096 = lshr i64 %26, 2
  %1097 = and i64 %1096, 3
  %1098 = lshr i64 %26, 4
  %1099 = and i64 %1098, 3
  %1100 = and i64 %26, 3
  %1101 = lshr i64 %26, 2
  %1102 = and i64 %1101, 3
  %1103 = lshr i64 %26, 4
  %1104 = and i64 %1103, 3
  %1105 = lshr i64 %26, 2
  %1106 = and i64 %1105, 3
  %1107 = lshr i64 %26, 4
  %1108 = and i64 %1107, 3
  %1109 = and i64 %26, 3
  %1110 = lshr i64 %26, 2
  %1111 = and i64 %1110, 3
  %1112 = lshr i64 %26, 4
  %1113 = and i64 %1112, 3
  br label %1114

1114:                                             ; preds = %1061, %1141
  %1115 = phi i64 [ %1058, %1061 ], [ %1142, %1141 ]
  %1116 = srem i64 %1115, %8
  %1117 = sdiv i64 %1115, %8
  %1118 = srem i64 %1117, %5
  %1119 = sdiv i64 %1117, %5
  %1120 = mul nsw i64 %1119, %19
  %1121 = getelementptr inbounds float, ptr %34, i64 %1120
  %1122 = mul i64 %1062, %1118
  %1123 = getelementptr inbounds float, ptr %1121, i64 %1122
  %1124 = mul i64 %54, %1118
  %1125 = getelementptr inbounds float, ptr %35, i64 %1124
  %1126 = getelementptr inbounds float, ptr %36, i64 %1118
  %1127 = mul nsw i64 %1119, %20
  %1128 = getelementptr inbounds float, ptr %38, i64 %1127
  %1129 = mul nsw i64 %1118, %8
  %1130 = add nsw i64 %1129, %1116
  %1131 = mul nsw i64 %1130, %9
  %1132 = getelementptr inbounds float, ptr %1128, i64 %1131
  %1133 = mul nsw i64 %1119, %23
  %1134 = getelementptr inbounds float, ptr %37, i64 %1133
  %1135 = getelementptr inbounds float, ptr %1134, i64 %1131
  %1136 = select i1 %1063, ptr null, ptr %1135
  br i1 %1064, label %1137, label %1141

1137:                                             ; preds = %1114
  %1138 = mul nsw i64 %1116, %12
  %1139 = sub i64 %1138, %16
  %1140 = icmp eq ptr %1136, null
  br label %1144

1141:                                             ; preds = %2442, %1114
  %1142 = add i64 %1115, 1
  %1143 = icmp eq i64 %1142, %4
  br i1 %1143, label %8423, label %1114

1144:                                             ; preds = %1137, %2442
  %1145 = phi i64 [ 0, %1137 ], [ %2443, %2442 ]
  %1146 = sub nsw i64 %9, %1145
  %1147 = add nuw nsw i64 %1146, 15
  %1148 = lshr i64 %1147, 4
  %1149 = icmp ugt i64 %1146, 48
  %1150 = trunc i64 %1148 to i32
  %1151 = select i1 %1149, i32 4, i32 %1150
  switch i32 %1151, label %2442 [
    i32 1, label %1152
    i32 2, label %1296
    i32 3, label %1559
    i32 4, label %1941
  ]

1152:                                             ; preds = %1144
  br i1 %1065, label %1153, label %1157

1153:                                             ; preds = %1152
  %1154 = shl nuw nsw i64 %1145, 1
  %1155 = shl nsw i64 %1146, 1
  %1156 = add nsw i64 %1155, -1
  br label %1169

1157:                                             ; preds = %1183, %1152
  %1158 = phi <16 x float> [ zeroinitializer, %1152 ], [ %1184, %1183 ]
  %1159 = icmp sgt i64 %1146, 15
  %1160 = trunc i64 %1146 to i32
  %1161 = shl nsw i32 -1, %1160
  %1162 = trunc i32 %1161 to i16
  %1163 = xor i16 %1162, -1
  %1164 = select i1 %1159, i16 -1, i16 %1163
  %1165 = getelementptr inbounds nuw float, ptr %1132, i64 %1145
  %1166 = getelementptr inbounds nuw float, ptr %1136, i64 %1145
  %1167 = select i1 %1140, ptr null, ptr %1166
  %1168 = bitcast i16 %1164 to <16 x i1>
  br i1 %1069, label %1237, label %1232

1169:                                             ; preds = %1153, %1183
  %1170 = phi <16 x float> [ zeroinitializer, %1153 ], [ %1184, %1183 ]
  %1171 = phi i64 [ 0, %1153 ], [ %1185, %1183 ]
  %1172 = mul nsw i64 %1171, %14
  %1173 = add i64 %1139, %1172
  %1174 = icmp sgt i64 %1173, -1
  %1175 = icmp slt i64 %1173, %6
  %1176 = and i1 %1174, %1175
  %1177 = select i1 %1176, i64 %1173, i64 0
  %1178 = mul nsw i64 %1177, %7
  %1179 = getelementptr inbounds float, ptr %1123, i64 %1178
  br i1 %1066, label %1180, label %1183

1180:                                             ; preds = %1169
  %1181 = mul nuw nsw i64 %1171, %11
  %1182 = getelementptr inbounds nuw float, ptr %1125, i64 %1181
  br label %1187

1183:                                             ; preds = %1218, %1169
  %1184 = phi <16 x float> [ %1170, %1169 ], [ %1229, %1218 ]
  %1185 = add nuw nsw i64 %1171, 1
  %1186 = icmp eq i64 %1185, %10
  br i1 %1186, label %1157, label %1169

1187:                                             ; preds = %1180, %1218
  %1188 = phi <16 x float> [ %1170, %1180 ], [ %1229, %1218 ]
  %1189 = phi i64 [ 0, %1180 ], [ %1230, %1218 ]
  %1190 = getelementptr inbounds nuw float, ptr %1182, i64 %1189
  %1191 = load float, ptr %1190, align 4
  %1192 = insertelement <16 x float> poison, float %1191, i64 0
  %1193 = shufflevector <16 x float> %1192, <16 x float> poison, <16 x i32> zeroinitializer
  %1194 = mul nsw i64 %1189, %15
  %1195 = sub i64 %1194, %17
  %1196 = add i64 %1195, %1154
  %1197 = icmp slt i64 %1196, 0
  %1198 = sub nsw i64 0, %1196
  %1199 = select i1 %1197, i64 %1198, i64 0
  %1200 = sub nsw i64 %7, %1196
  %1201 = tail call i64 @llvm.smin.i64(i64 %1200, i64 %1156)
  %1202 = tail call i64 @llvm.smin.i64(i64 %1201, i64 32)
  %1203 = icmp sgt i64 %1202, %1199
  %1204 = select i1 %1176, i1 %1203, i1 false
  %1205 = select i1 %1204, i64 %1199, i64 0
  %1206 = select i1 %1204, i64 %1202, i64 0
  %1207 = getelementptr inbounds float, ptr %1179, i64 %1196
  %1208 = icmp sgt i64 %1206, %1205
  br i1 %1208, label %1209, label %1218

1209:                                             ; preds = %1187
  %1210 = icmp sgt i64 %1206, 31
  %1211 = trunc i64 %1206 to i32
  %1212 = shl nsw i32 -1, %1211
  %1213 = xor i32 %1212, -1
  %1214 = select i1 %1210, i32 -1, i32 %1213
  %1215 = trunc i64 %1205 to i32
  %1216 = shl nsw i32 -1, %1215
  %1217 = and i32 %1214, %1216
  br label %1218

1218:                                             ; preds = %1209, %1187
  %1219 = phi i32 [ %1217, %1209 ], [ 0, %1187 ]
  %1220 = trunc i32 %1219 to i16
  %1221 = bitcast i16 %1220 to <16 x i1>
  %1222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1207, <16 x i1> %1221, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1223 = lshr i32 %1219, 16
  %1224 = trunc nuw i32 %1223 to i16
  %1225 = getelementptr inbounds nuw i8, ptr %1207, i64 64
  %1226 = bitcast i16 %1224 to <16 x i1>
  %1227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1225, <16 x i1> %1226, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1228 = shufflevector <16 x float> %1222, <16 x float> %1227, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1229 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1228, <16 x float> %1193, <16 x float> %1188)
  %1230 = add nuw nsw i64 %1189, 1
  %1231 = icmp eq i64 %1230, %11
  br i1 %1231, label %1183, label %1187

1232:                                             ; preds = %1157
  %1233 = load float, ptr %1126, align 4
  %1234 = insertelement <16 x float> poison, float %1233, i64 0
  %1235 = shufflevector <16 x float> %1234, <16 x float> poison, <16 x i32> zeroinitializer
  %1236 = fadd <16 x float> %1158, %1235
  br label %1237

1237:                                             ; preds = %1232, %1157
  %1238 = phi <16 x float> [ %1236, %1232 ], [ %1158, %1157 ]
  switch i64 %1109, label %528 [
    i64 1, label %1239
    i64 2, label %1242
    i64 3, label %1249
    i64 0, label %1294
  ]

1239:                                             ; preds = %1237
  %1240 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1167, <16 x i1> %1168, <16 x float> zeroinitializer)
  %1241 = fadd <16 x float> %1238, %1240
  br label %1256

1242:                                             ; preds = %1237
  %1243 = bitcast <16 x float> %1238 to <8 x i64>
  %1244 = or <8 x i64> %1243, %1068
  %1245 = fcmp oeq <16 x float> %1238, %46
  %1246 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1238, i32 4)
  %1247 = bitcast <8 x i64> %1244 to <16 x float>
  %1248 = select <16 x i1> %1245, <16 x float> %1247, <16 x float> %1246
  br label %1256

1249:                                             ; preds = %1237
  %1250 = bitcast <16 x float> %1238 to <8 x i64>
  %1251 = and <8 x i64> %1250, %1067
  %1252 = fcmp oeq <16 x float> %1238, %43
  %1253 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1238, i32 4)
  %1254 = bitcast <8 x i64> %1251 to <16 x float>
  %1255 = select <16 x i1> %1252, <16 x float> %1254, <16 x float> %1253
  br label %1256

1256:                                             ; preds = %1249, %1242, %1239
  %1257 = phi <16 x float> [ %1241, %1239 ], [ %1248, %1242 ], [ %1255, %1249 ]
  switch i64 %1111, label %528 [
    i64 1, label %1272
    i64 2, label %1265
    i64 3, label %1258
    i64 0, label %1294
  ]

1258:                                             ; preds = %1256
  %1259 = bitcast <16 x float> %1257 to <8 x i64>
  %1260 = and <8 x i64> %1259, %1067
  %1261 = fcmp oeq <16 x float> %1257, %43
  %1262 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1257, i32 4)
  %1263 = bitcast <8 x i64> %1260 to <16 x float>
  %1264 = select <16 x i1> %1261, <16 x float> %1263, <16 x float> %1262
  br label %1275

1265:                                             ; preds = %1256
  %1266 = bitcast <16 x float> %1257 to <8 x i64>
  %1267 = or <8 x i64> %1266, %1068
  %1268 = fcmp oeq <16 x float> %1257, %46
  %1269 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1257, i32 4)
  %1270 = bitcast <8 x i64> %1267 to <16 x float>
  %1271 = select <16 x i1> %1268, <16 x float> %1270, <16 x float> %1269
  br label %1275

1272:                                             ; preds = %1256
  %1273 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1167, <16 x i1> %1168, <16 x float> zeroinitializer)
  %1274 = fadd <16 x float> %1257, %1273
  br label %1275

1275:                                             ; preds = %1272, %1265, %1258
  %1276 = phi <16 x float> [ %1274, %1272 ], [ %1271, %1265 ], [ %1264, %1258 ]
  switch i64 %1113, label %528 [
    i64 1, label %1291
    i64 2, label %1284
    i64 3, label %1277
    i64 0, label %1294
  ]

1277:                                             ; preds = %1275
  %1278 = bitcast <16 x float> %1276 to <8 x i64>
  %1279 = and <8 x i64> %1278, %1067
  %1280 = fcmp oeq <16 x float> %1276, %43
  %1281 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1276, i32 4)
  %1282 = bitcast <8 x i64> %1279 to <16 x float>
  %1283 = select <16 x i1> %1280, <16 x float> %1282, <16 x float> %1281
  br label %1294

1284:                                             ; preds = %1275
  %1285 = bitcast <16 x float> %1276 to <8 x i64>
  %1286 = or <8 x i64> %1285, %1068
  %1287 = fcmp oeq <16 x float> %1276, %46
  %1288 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1276, i32 4)
  %1289 = bitcast <8 x i64> %1286 to <16 x float>
  %1290 = select <16 x i1> %1287, <16 x float> %1289, <16 x float> %1288
  br label %1294

1291:                                             ; preds = %1275
  %1292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1167, <16 x i1> %1168, <16 x float> zeroinitializer)
  %1293 = fadd <16 x float> %1276, %1292
  br label %1294

1294:                                             ; preds = %1277, %1284, %1291, %1275, %1256, %1237
  %1295 = phi <16 x float> [ %1276, %1275 ], [ %1238, %1237 ], [ %1257, %1256 ], [ %1293, %1291 ], [ %1290, %1284 ], [ %1283, %1277 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1295, ptr align 1 %1165, <16 x i1> %1168)
  br label %2442

1296:                                             ; preds = %1144
  br i1 %1065, label %1297, label %1306

1297:                                             ; preds = %1296
  %1298 = shl nuw nsw i64 %1145, 1
  %1299 = shl nsw i64 %1146, 1
  %1300 = add nsw i64 %1299, -1
  %1301 = or disjoint i64 %1145, 16
  %1302 = sub nsw i64 %9, %1301
  %1303 = shl nuw nsw i64 %1301, 1
  %1304 = shl nsw i64 %1302, 1
  %1305 = add nsw i64 %1304, -1
  br label %1317

1306:                                             ; preds = %1332, %1296
  %1307 = phi <16 x float> [ zeroinitializer, %1296 ], [ %1333, %1332 ]
  %1308 = phi <16 x float> [ zeroinitializer, %1296 ], [ %1334, %1332 ]
  %1309 = getelementptr inbounds nuw float, ptr %1132, i64 %1145
  %1310 = getelementptr inbounds nuw float, ptr %1136, i64 %1145
  %1311 = icmp sgt i64 %1146, 15
  %1312 = trunc i64 %1146 to i32
  %1313 = shl nsw i32 -1, %1312
  %1314 = trunc i32 %1313 to i16
  %1315 = xor i16 %1314, -1
  %1316 = select i1 %1311, i16 -1, i16 %1315
  br i1 %1069, label %1422, label %1417

1317:                                             ; preds = %1297, %1332
  %1318 = phi <16 x float> [ zeroinitializer, %1297 ], [ %1333, %1332 ]
  %1319 = phi <16 x float> [ zeroinitializer, %1297 ], [ %1334, %1332 ]
  %1320 = phi i64 [ 0, %1297 ], [ %1335, %1332 ]
  %1321 = mul nsw i64 %1320, %14
  %1322 = add i64 %1139, %1321
  %1323 = icmp sgt i64 %1322, -1
  %1324 = icmp slt i64 %1322, %6
  %1325 = and i1 %1323, %1324
  %1326 = select i1 %1325, i64 %1322, i64 0
  %1327 = mul nsw i64 %1326, %7
  %1328 = getelementptr inbounds float, ptr %1123, i64 %1327
  br i1 %1066, label %1329, label %1332

1329:                                             ; preds = %1317
  %1330 = mul nuw nsw i64 %1320, %11
  %1331 = getelementptr inbounds nuw float, ptr %1125, i64 %1330
  br label %1337

1332:                                             ; preds = %1403, %1317
  %1333 = phi <16 x float> [ %1318, %1317 ], [ %1414, %1403 ]
  %1334 = phi <16 x float> [ %1319, %1317 ], [ %1380, %1403 ]
  %1335 = add nuw nsw i64 %1320, 1
  %1336 = icmp eq i64 %1335, %10
  br i1 %1336, label %1306, label %1317

1337:                                             ; preds = %1329, %1403
  %1338 = phi <16 x float> [ %1318, %1329 ], [ %1414, %1403 ]
  %1339 = phi <16 x float> [ %1319, %1329 ], [ %1380, %1403 ]
  %1340 = phi i64 [ 0, %1329 ], [ %1415, %1403 ]
  %1341 = getelementptr inbounds nuw float, ptr %1331, i64 %1340
  %1342 = load float, ptr %1341, align 4
  %1343 = insertelement <16 x float> poison, float %1342, i64 0
  %1344 = shufflevector <16 x float> %1343, <16 x float> poison, <16 x i32> zeroinitializer
  %1345 = mul nsw i64 %1340, %15
  %1346 = sub i64 %1345, %17
  %1347 = add i64 %1346, %1298
  %1348 = icmp slt i64 %1347, 0
  %1349 = sub nsw i64 0, %1347
  %1350 = select i1 %1348, i64 %1349, i64 0
  %1351 = sub nsw i64 %7, %1347
  %1352 = tail call i64 @llvm.smin.i64(i64 %1351, i64 %1300)
  %1353 = tail call i64 @llvm.smin.i64(i64 %1352, i64 32)
  %1354 = icmp sgt i64 %1353, %1350
  %1355 = select i1 %1325, i1 %1354, i1 false
  %1356 = select i1 %1355, i64 %1350, i64 0
  %1357 = select i1 %1355, i64 %1353, i64 0
  %1358 = getelementptr inbounds float, ptr %1328, i64 %1347
  %1359 = icmp sgt i64 %1357, %1356
  br i1 %1359, label %1360, label %1369

1360:                                             ; preds = %1337
  %1361 = icmp sgt i64 %1357, 31
  %1362 = trunc i64 %1357 to i32
  %1363 = shl nsw i32 -1, %1362
  %1364 = xor i32 %1363, -1
  %1365 = select i1 %1361, i32 -1, i32 %1364
  %1366 = trunc i64 %1356 to i32
  %1367 = shl nsw i32 -1, %1366
  %1368 = and i32 %1365, %1367
  br label %1369

1369:                                             ; preds = %1360, %1337
  %1370 = phi i32 [ %1368, %1360 ], [ 0, %1337 ]
  %1371 = trunc i32 %1370 to i16
  %1372 = bitcast i16 %1371 to <16 x i1>
  %1373 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1358, <16 x i1> %1372, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1374 = lshr i32 %1370, 16
  %1375 = trunc nuw i32 %1374 to i16
  %1376 = getelementptr inbounds nuw i8, ptr %1358, i64 64
  %1377 = bitcast i16 %1375 to <16 x i1>
  %1378 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1376, <16 x i1> %1377, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1379 = shufflevector <16 x float> %1373, <16 x float> %1378, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1380 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1379, <16 x float> %1344, <16 x float> %1339)
  %1381 = add i64 %1346, %1303
  %1382 = icmp slt i64 %1381, 0
  %1383 = sub nsw i64 0, %1381
  %1384 = select i1 %1382, i64 %1383, i64 0
  %1385 = sub nsw i64 %7, %1381
  %1386 = tail call i64 @llvm.smin.i64(i64 %1385, i64 %1305)
  %1387 = tail call i64 @llvm.smin.i64(i64 %1386, i64 32)
  %1388 = icmp sgt i64 %1387, %1384
  %1389 = select i1 %1325, i1 %1388, i1 false
  %1390 = select i1 %1389, i64 %1384, i64 0
  %1391 = select i1 %1389, i64 %1387, i64 0
  %1392 = getelementptr inbounds float, ptr %1328, i64 %1381
  %1393 = icmp sgt i64 %1391, %1390
  br i1 %1393, label %1394, label %1403

1394:                                             ; preds = %1369
  %1395 = icmp sgt i64 %1391, 31
  %1396 = trunc i64 %1391 to i32
  %1397 = shl nsw i32 -1, %1396
  %1398 = xor i32 %1397, -1
  %1399 = select i1 %1395, i32 -1, i32 %1398
  %1400 = trunc i64 %1390 to i32
  %1401 = shl nsw i32 -1, %1400
  %1402 = and i32 %1399, %1401
  br label %1403

1403:                                             ; preds = %1394, %1369
  %1404 = phi i32 [ %1402, %1394 ], [ 0, %1369 ]
  %1405 = trunc i32 %1404 to i16
  %1406 = bitcast i16 %1405 to <16 x i1>
  %1407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1392, <16 x i1> %1406, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1408 = lshr i32 %1404, 16
  %1409 = trunc nuw i32 %1408 to i16
  %1410 = getelementptr inbounds nuw i8, ptr %1392, i64 64
  %1411 = bitcast i16 %1409 to <16 x i1>
  %1412 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1410, <16 x i1> %1411, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1413 = shufflevector <16 x float> %1407, <16 x float> %1412, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1414 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1413, <16 x float> %1344, <16 x float> %1338)
  %1415 = add nuw nsw i64 %1340, 1
  %1416 = icmp eq i64 %1415, %11
  br i1 %1416, label %1332, label %1337

1417:                                             ; preds = %1306
  %1418 = load float, ptr %1126, align 4
  %1419 = insertelement <16 x float> poison, float %1418, i64 0
  %1420 = shufflevector <16 x float> %1419, <16 x float> poison, <16 x i32> zeroinitializer
  %1421 = fadd <16 x float> %1308, %1420
  br label %1422

1422:                                             ; preds = %1417, %1306
  %1423 = phi <16 x float> [ %1421, %1417 ], [ %1308, %1306 ]
  %1424 = select i1 %1140, ptr null, ptr %1310
  %1425 = bitcast i16 %1316 to <16 x i1>
  switch i64 %1100, label %528 [
    i64 1, label %1426
    i64 2, label %1429
    i64 3, label %1436
    i64 0, label %1481
  ]

1426:                                             ; preds = %1422
  %1427 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1424, <16 x i1> %1425, <16 x float> zeroinitializer)
  %1428 = fadd <16 x float> %1423, %1427
  br label %1443

1429:                                             ; preds = %1422
  %1430 = bitcast <16 x float> %1423 to <8 x i64>
  %1431 = or <8 x i64> %1430, %1068
  %1432 = fcmp oeq <16 x float> %1423, %46
  %1433 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1423, i32 4)
  %1434 = bitcast <8 x i64> %1431 to <16 x float>
  %1435 = select <16 x i1> %1432, <16 x float> %1434, <16 x float> %1433
  br label %1443

1436:                                             ; preds = %1422
  %1437 = bitcast <16 x float> %1423 to <8 x i64>
  %1438 = and <8 x i64> %1437, %1067
  %1439 = fcmp oeq <16 x float> %1423, %43
  %1440 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1423, i32 4)
  %1441 = bitcast <8 x i64> %1438 to <16 x float>
  %1442 = select <16 x i1> %1439, <16 x float> %1441, <16 x float> %1440
  br label %1443

1443:                                             ; preds = %1436, %1429, %1426
  %1444 = phi <16 x float> [ %1428, %1426 ], [ %1435, %1429 ], [ %1442, %1436 ]
  switch i64 %1102, label %528 [
    i64 1, label %1459
    i64 2, label %1452
    i64 3, label %1445
    i64 0, label %1481
  ]

1445:                                             ; preds = %1443
  %1446 = bitcast <16 x float> %1444 to <8 x i64>
  %1447 = and <8 x i64> %1446, %1067
  %1448 = fcmp oeq <16 x float> %1444, %43
  %1449 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1444, i32 4)
  %1450 = bitcast <8 x i64> %1447 to <16 x float>
  %1451 = select <16 x i1> %1448, <16 x float> %1450, <16 x float> %1449
  br label %1462

1452:                                             ; preds = %1443
  %1453 = bitcast <16 x float> %1444 to <8 x i64>
  %1454 = or <8 x i64> %1453, %1068
  %1455 = fcmp oeq <16 x float> %1444, %46
  %1456 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1444, i32 4)
  %1457 = bitcast <8 x i64> %1454 to <16 x float>
  %1458 = select <16 x i1> %1455, <16 x float> %1457, <16 x float> %1456
  br label %1462

1459:                                             ; preds = %1443
  %1460 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1424, <16 x i1> %1425, <16 x float> zeroinitializer)
  %1461 = fadd <16 x float> %1444, %1460
  br label %1462

1462:                                             ; preds = %1459, %1452, %1445
  %1463 = phi <16 x float> [ %1461, %1459 ], [ %1458, %1452 ], [ %1451, %1445 ]
  switch i64 %1104, label %528 [
    i64 1, label %1478
    i64 2, label %1471
    i64 3, label %1464
    i64 0, label %1481
  ]

1464:                                             ; preds = %1462
  %1465 = bitcast <16 x float> %1463 to <8 x i64>
  %1466 = and <8 x i64> %1465, %1067
  %1467 = fcmp oeq <16 x float> %1463, %43
  %1468 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1463, i32 4)
  %1469 = bitcast <8 x i64> %1466 to <16 x float>
  %1470 = select <16 x i1> %1467, <16 x float> %1469, <16 x float> %1468
  br label %1481

1471:                                             ; preds = %1462
  %1472 = bitcast <16 x float> %1463 to <8 x i64>
  %1473 = or <8 x i64> %1472, %1068
  %1474 = fcmp oeq <16 x float> %1463, %46
  %1475 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1463, i32 4)
  %1476 = bitcast <8 x i64> %1473 to <16 x float>
  %1477 = select <16 x i1> %1474, <16 x float> %1476, <16 x float> %1475
  br label %1481

1478:                                             ; preds = %1462
  %1479 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1424, <16 x i1> %1425, <16 x float> zeroinitializer)
  %1480 = fadd <16 x float> %1463, %1479
  br label %1481

1481:                                             ; preds = %1464, %1471, %1478, %1462, %1443, %1422
  %1482 = phi <16 x float> [ %1463, %1462 ], [ %1423, %1422 ], [ %1444, %1443 ], [ %1480, %1478 ], [ %1477, %1471 ], [ %1470, %1464 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1482, ptr align 1 %1309, <16 x i1> %1425)
  %1483 = or disjoint i64 %1145, 16
  %1484 = sub nsw i64 %9, %1483
  %1485 = icmp sgt i64 %1484, 15
  %1486 = trunc i64 %1484 to i32
  %1487 = shl nsw i32 -1, %1486
  %1488 = trunc i32 %1487 to i16
  %1489 = xor i16 %1488, -1
  %1490 = select i1 %1485, i16 -1, i16 %1489
  br i1 %1069, label %1496, label %1491

1491:                                             ; preds = %1481
  %1492 = load float, ptr %1126, align 4
  %1493 = insertelement <16 x float> poison, float %1492, i64 0
  %1494 = shufflevector <16 x float> %1493, <16 x float> poison, <16 x i32> zeroinitializer
  %1495 = fadd <16 x float> %1307, %1494
  br label %1496

1496:                                             ; preds = %1491, %1481
  %1497 = phi <16 x float> [ %1495, %1491 ], [ %1307, %1481 ]
  %1498 = getelementptr inbounds nuw i8, ptr %1309, i64 64
  %1499 = getelementptr inbounds nuw i8, ptr %1310, i64 64
  %1500 = select i1 %1140, ptr null, ptr %1499
  %1501 = bitcast i16 %1490 to <16 x i1>
  switch i64 %1100, label %528 [
    i64 1, label %1516
    i64 2, label %1509
    i64 3, label %1502
    i64 0, label %1557
  ]

1502:                                             ; preds = %1496
  %1503 = bitcast <16 x float> %1497 to <8 x i64>
  %1504 = and <8 x i64> %1503, %1067
  %1505 = fcmp oeq <16 x float> %1497, %43
  %1506 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1497, i32 4)
  %1507 = bitcast <8 x i64> %1504 to <16 x float>
  %1508 = select <16 x i1> %1505, <16 x float> %1507, <16 x float> %1506
  br label %1519

1509:                                             ; preds = %1496
  %1510 = bitcast <16 x float> %1497 to <8 x i64>
  %1511 = or <8 x i64> %1510, %1068
  %1512 = fcmp oeq <16 x float> %1497, %46
  %1513 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1497, i32 4)
  %1514 = bitcast <8 x i64> %1511 to <16 x float>
  %1515 = select <16 x i1> %1512, <16 x float> %1514, <16 x float> %1513
  br label %1519

1516:                                             ; preds = %1496
  %1517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1500, <16 x i1> %1501, <16 x float> zeroinitializer)
  %1518 = fadd <16 x float> %1497, %1517
  br label %1519

1519:                                             ; preds = %1516, %1509, %1502
  %1520 = phi <16 x float> [ %1518, %1516 ], [ %1515, %1509 ], [ %1508, %1502 ]
  switch i64 %1106, label %528 [
    i64 1, label %1535
    i64 2, label %1528
    i64 3, label %1521
    i64 0, label %1557
  ]

1521:                                             ; preds = %1519
  %1522 = bitcast <16 x float> %1520 to <8 x i64>
  %1523 = and <8 x i64> %1522, %1067
  %1524 = fcmp oeq <16 x float> %1520, %43
  %1525 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1520, i32 4)
  %1526 = bitcast <8 x i64> %1523 to <16 x float>
  %1527 = select <16 x i1> %1524, <16 x float> %1526, <16 x float> %1525
  br label %1538

1528:                                             ; preds = %1519
  %1529 = bitcast <16 x float> %1520 to <8 x i64>
  %1530 = or <8 x i64> %1529, %1068
  %1531 = fcmp oeq <16 x float> %1520, %46
  %1532 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1520, i32 4)
  %1533 = bitcast <8 x i64> %1530 to <16 x float>
  %1534 = select <16 x i1> %1531, <16 x float> %1533, <16 x float> %1532
  br label %1538

1535:                                             ; preds = %1519
  %1536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1500, <16 x i1> %1501, <16 x float> zeroinitializer)
  %1537 = fadd <16 x float> %1520, %1536
  br label %1538

1538:                                             ; preds = %1535, %1528, %1521
  %1539 = phi <16 x float> [ %1537, %1535 ], [ %1534, %1528 ], [ %1527, %1521 ]
  switch i64 %1108, label %528 [
    i64 1, label %1554
    i64 2, label %1547
    i64 3, label %1540
    i64 0, label %1557
  ]

1540:                                             ; preds = %1538
  %1541 = bitcast <16 x float> %1539 to <8 x i64>
  %1542 = and <8 x i64> %1541, %1067
  %1543 = fcmp oeq <16 x float> %1539, %43
  %1544 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1539, i32 4)
  %1545 = bitcast <8 x i64> %1542 to <16 x float>
  %1546 = select <16 x i1> %1543, <16 x float> %1545, <16 x float> %1544
  br label %1557

1547:                                             ; preds = %1538
  %1548 = bitcast <16 x float> %1539 to <8 x i64>
  %1549 = or <8 x i64> %1548, %1068
  %1550 = fcmp oeq <16 x float> %1539, %46
  %1551 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1539, i32 4)
  %1552 = bitcast <8 x i64> %1549 to <16 x float>
  %1553 = select <16 x i1> %1550, <16 x float> %1552, <16 x float> %1551
  br label %1557

1554:                                             ; preds = %1538
  %1555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1500, <16 x i1> %1501, <16 x float> zeroinitializer)
  %1556 = fadd <16 x float> %1539, %1555
  br label %1557

1557:                                             ; preds = %1540, %1547, %1554, %1538, %1519, %1496
  %1558 = phi <16 x float> [ %1539, %1538 ], [ %1497, %1496 ], [ %1520, %1519 ], [ %1556, %1554 ], [ %1553, %1547 ], [ %1546, %1540 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1558, ptr nonnull align 1 %1498, <16 x i1> %1501)
  br label %2442

1559:                                             ; preds = %1144
  br i1 %1065, label %1560, label %1574

1560:                                             ; preds = %1559
  %1561 = shl nuw nsw i64 %1145, 1
  %1562 = shl nsw i64 %1146, 1
  %1563 = add nsw i64 %1562, -1
  %1564 = or disjoint i64 %1145, 16
  %1565 = sub nsw i64 %9, %1564
  %1566 = shl nuw nsw i64 %1564, 1
  %1567 = shl nsw i64 %1565, 1
  %1568 = add nsw i64 %1567, -1
  %1569 = or disjoint i64 %1145, 32
  %1570 = sub nsw i64 %9, %1569
  %1571 = shl nuw nsw i64 %1569, 1
  %1572 = shl nsw i64 %1570, 1
  %1573 = add nsw i64 %1572, -1
  br label %1586

1574:                                             ; preds = %1602, %1559
  %1575 = phi <16 x float> [ zeroinitializer, %1559 ], [ %1603, %1602 ]
  %1576 = phi <16 x float> [ zeroinitializer, %1559 ], [ %1604, %1602 ]
  %1577 = phi <16 x float> [ zeroinitializer, %1559 ], [ %1605, %1602 ]
  %1578 = getelementptr inbounds nuw float, ptr %1132, i64 %1145
  %1579 = getelementptr inbounds nuw float, ptr %1136, i64 %1145
  %1580 = icmp sgt i64 %1146, 15
  %1581 = trunc i64 %1146 to i32
  %1582 = shl nsw i32 -1, %1581
  %1583 = trunc i32 %1582 to i16
  %1584 = xor i16 %1583, -1
  %1585 = select i1 %1580, i16 -1, i16 %1584
  br i1 %1069, label %1728, label %1723

1586:                                             ; preds = %1560, %1602
  %1587 = phi <16 x float> [ zeroinitializer, %1560 ], [ %1603, %1602 ]
  %1588 = phi <16 x float> [ zeroinitializer, %1560 ], [ %1604, %1602 ]
  %1589 = phi <16 x float> [ zeroinitializer, %1560 ], [ %1605, %1602 ]
  %1590 = phi i64 [ 0, %1560 ], [ %1606, %1602 ]
  %1591 = mul nsw i64 %1590, %14
  %1592 = add i64 %1139, %1591
  %1593 = icmp sgt i64 %1592, -1
  %1594 = icmp slt i64 %1592, %6
  %1595 = and i1 %1593, %1594
  %1596 = select i1 %1595, i64 %1592, i64 0
  %1597 = mul nsw i64 %1596, %7
  %1598 = getelementptr inbounds float, ptr %1123, i64 %1597
  br i1 %1066, label %1599, label %1602

1599:                                             ; preds = %1586
  %1600 = mul nuw nsw i64 %1590, %11
  %1601 = getelementptr inbounds nuw float, ptr %1125, i64 %1600
  br label %1608

1602:                                             ; preds = %1709, %1586
  %1603 = phi <16 x float> [ %1587, %1586 ], [ %1720, %1709 ]
  %1604 = phi <16 x float> [ %1588, %1586 ], [ %1686, %1709 ]
  %1605 = phi <16 x float> [ %1589, %1586 ], [ %1652, %1709 ]
  %1606 = add nuw nsw i64 %1590, 1
  %1607 = icmp eq i64 %1606, %10
  br i1 %1607, label %1574, label %1586

1608:                                             ; preds = %1599, %1709
  %1609 = phi <16 x float> [ %1587, %1599 ], [ %1720, %1709 ]
  %1610 = phi <16 x float> [ %1588, %1599 ], [ %1686, %1709 ]
  %1611 = phi <16 x float> [ %1589, %1599 ], [ %1652, %1709 ]
  %1612 = phi i64 [ 0, %1599 ], [ %1721, %1709 ]
  %1613 = getelementptr inbounds nuw float, ptr %1601, i64 %1612
  %1614 = load float, ptr %1613, align 4
  %1615 = insertelement <16 x float> poison, float %1614, i64 0
  %1616 = shufflevector <16 x float> %1615, <16 x float> poison, <16 x i32> zeroinitializer
  %1617 = mul nsw i64 %1612, %15
  %1618 = sub i64 %1617, %17
  %1619 = add i64 %1618, %1561
  %1620 = icmp slt i64 %1619, 0
  %1621 = sub nsw i64 0, %1619
  %1622 = select i1 %1620, i64 %1621, i64 0
  %1623 = sub nsw i64 %7, %1619
  %1624 = tail call i64 @llvm.smin.i64(i64 %1623, i64 %1563)
  %1625 = tail call i64 @llvm.smin.i64(i64 %1624, i64 32)
  %1626 = icmp sgt i64 %1625, %1622
  %1627 = select i1 %1595, i1 %1626, i1 false
  %1628 = select i1 %1627, i64 %1622, i64 0
  %1629 = select i1 %1627, i64 %1625, i64 0
  %1630 = getelementptr inbounds float, ptr %1598, i64 %1619
  %1631 = icmp sgt i64 %1629, %1628
  br i1 %1631, label %1632, label %1641

1632:                                             ; preds = %1608
  %1633 = icmp sgt i64 %1629, 31
  %1634 = trunc i64 %1629 to i32
  %1635 = shl nsw i32 -1, %1634
  %1636 = xor i32 %1635, -1
  %1637 = select i1 %1633, i32 -1, i32 %1636
  %1638 = trunc i64 %1628 to i32
  %1639 = shl nsw i32 -1, %1638
  %1640 = and i32 %1637, %1639
  br label %1641

1641:                                             ; preds = %1632, %1608
  %1642 = phi i32 [ %1640, %1632 ], [ 0, %1608 ]
  %1643 = trunc i32 %1642 to i16
  %1644 = bitcast i16 %1643 to <16 x i1>
  %1645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1630, <16 x i1> %1644, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1646 = lshr i32 %1642, 16
  %1647 = trunc nuw i32 %1646 to i16
  %1648 = getelementptr inbounds nuw i8, ptr %1630, i64 64
  %1649 = bitcast i16 %1647 to <16 x i1>
  %1650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1648, <16 x i1> %1649, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1651 = shufflevector <16 x float> %1645, <16 x float> %1650, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1652 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1651, <16 x float> %1616, <16 x float> %1611)
  %1653 = add i64 %1618, %1566
  %1654 = icmp slt i64 %1653, 0
  %1655 = sub nsw i64 0, %1653
  %1656 = select i1 %1654, i64 %1655, i64 0
  %1657 = sub nsw i64 %7, %1653
  %1658 = tail call i64 @llvm.smin.i64(i64 %1657, i64 %1568)
  %1659 = tail call i64 @llvm.smin.i64(i64 %1658, i64 32)
  %1660 = icmp sgt i64 %1659, %1656
  %1661 = select i1 %1595, i1 %1660, i1 false
  %1662 = select i1 %1661, i64 %1656, i64 0
  %1663 = select i1 %1661, i64 %1659, i64 0
  %1664 = getelementptr inbounds float, ptr %1598, i64 %1653
  %1665 = icmp sgt i64 %1663, %1662
  br i1 %1665, label %1666, label %1675

1666:                                             ; preds = %1641
  %1667 = icmp sgt i64 %1663, 31
  %1668 = trunc i64 %1663 to i32
  %1669 = shl nsw i32 -1, %1668
  %1670 = xor i32 %1669, -1
  %1671 = select i1 %1667, i32 -1, i32 %1670
  %1672 = trunc i64 %1662 to i32
  %1673 = shl nsw i32 -1, %1672
  %1674 = and i32 %1671, %1673
  br label %1675

1675:                                             ; preds = %1666, %1641
  %1676 = phi i32 [ %1674, %1666 ], [ 0, %1641 ]
  %1677 = trunc i32 %1676 to i16
  %1678 = bitcast i16 %1677 to <16 x i1>
  %1679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1664, <16 x i1> %1678, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1680 = lshr i32 %1676, 16
  %1681 = trunc nuw i32 %1680 to i16
  %1682 = getelementptr inbounds nuw i8, ptr %1664, i64 64
  %1683 = bitcast i16 %1681 to <16 x i1>
  %1684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1682, <16 x i1> %1683, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1685 = shufflevector <16 x float> %1679, <16 x float> %1684, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1686 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1685, <16 x float> %1616, <16 x float> %1610)
  %1687 = add i64 %1618, %1571
  %1688 = icmp slt i64 %1687, 0
  %1689 = sub nsw i64 0, %1687
  %1690 = select i1 %1688, i64 %1689, i64 0
  %1691 = sub nsw i64 %7, %1687
  %1692 = tail call i64 @llvm.smin.i64(i64 %1691, i64 %1573)
  %1693 = tail call i64 @llvm.smin.i64(i64 %1692, i64 32)
  %1694 = icmp sgt i64 %1693, %1690
  %1695 = select i1 %1595, i1 %1694, i1 false
  %1696 = select i1 %1695, i64 %1690, i64 0
  %1697 = select i1 %1695, i64 %1693, i64 0
  %1698 = getelementptr inbounds float, ptr %1598, i64 %1687
  %1699 = icmp sgt i64 %1697, %1696
  br i1 %1699, label %1700, label %1709

1700:                                             ; preds = %1675
  %1701 = icmp sgt i64 %1697, 31
  %1702 = trunc i64 %1697 to i32
  %1703 = shl nsw i32 -1, %1702
  %1704 = xor i32 %1703, -1
  %1705 = select i1 %1701, i32 -1, i32 %1704
  %1706 = trunc i64 %1696 to i32
  %1707 = shl nsw i32 -1, %1706
  %1708 = and i32 %1705, %1707
  br label %1709

1709:                                             ; preds = %1700, %1675
  %1710 = phi i32 [ %1708, %1700 ], [ 0, %1675 ]
  %1711 = trunc i32 %1710 to i16
  %1712 = bitcast i16 %1711 to <16 x i1>
  %1713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1698, <16 x i1> %1712, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1714 = lshr i32 %1710, 16
  %1715 = trunc nuw i32 %1714 to i16
  %1716 = getelementptr inbounds nuw i8, ptr %1698, i64 64
  %1717 = bitcast i16 %1715 to <16 x i1>
  %1718 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1716, <16 x i1> %1717, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1719 = shufflevector <16 x float> %1713, <16 x float> %1718, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1720 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1719, <16 x float> %1616, <16 x float> %1609)
  %1721 = add nuw nsw i64 %1612, 1
  %1722 = icmp eq i64 %1721, %11
  br i1 %1722, label %1602, label %1608

1723:                                             ; preds = %1574
  %1724 = load float, ptr %1126, align 4
  %1725 = insertelement <16 x float> poison, float %1724, i64 0
  %1726 = shufflevector <16 x float> %1725, <16 x float> poison, <16 x i32> zeroinitializer
  %1727 = fadd <16 x float> %1577, %1726
  br label %1728

1728:                                             ; preds = %1723, %1574
  %1729 = phi <16 x float> [ %1727, %1723 ], [ %1577, %1574 ]
  %1730 = select i1 %1140, ptr null, ptr %1579
  %1731 = bitcast i16 %1585 to <16 x i1>
  switch i64 %1087, label %528 [
    i64 1, label %1732
    i64 2, label %1735
    i64 3, label %1742
    i64 0, label %1787
  ]

1732:                                             ; preds = %1728
  %1733 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1730, <16 x i1> %1731, <16 x float> zeroinitializer)
  %1734 = fadd <16 x float> %1729, %1733
  br label %1749

1735:                                             ; preds = %1728
  %1736 = bitcast <16 x float> %1729 to <8 x i64>
  %1737 = or <8 x i64> %1736, %1068
  %1738 = fcmp oeq <16 x float> %1729, %46
  %1739 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1729, i32 4)
  %1740 = bitcast <8 x i64> %1737 to <16 x float>
  %1741 = select <16 x i1> %1738, <16 x float> %1740, <16 x float> %1739
  br label %1749

1742:                                             ; preds = %1728
  %1743 = bitcast <16 x float> %1729 to <8 x i64>
  %1744 = and <8 x i64> %1743, %1067
  %1745 = fcmp oeq <16 x float> %1729, %43
  %1746 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1729, i32 4)
  %1747 = bitcast <8 x i64> %1744 to <16 x float>
  %1748 = select <16 x i1> %1745, <16 x float> %1747, <16 x float> %1746
  br label %1749

1749:                                             ; preds = %1742, %1735, %1732
  %1750 = phi <16 x float> [ %1734, %1732 ], [ %1741, %1735 ], [ %1748, %1742 ]
  switch i64 %1089, label %528 [
    i64 1, label %1765
    i64 2, label %1758
    i64 3, label %1751
    i64 0, label %1787
  ]

1751:                                             ; preds = %1749
  %1752 = bitcast <16 x float> %1750 to <8 x i64>
  %1753 = and <8 x i64> %1752, %1067
  %1754 = fcmp oeq <16 x float> %1750, %43
  %1755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1750, i32 4)
  %1756 = bitcast <8 x i64> %1753 to <16 x float>
  %1757 = select <16 x i1> %1754, <16 x float> %1756, <16 x float> %1755
  br label %1768

1758:                                             ; preds = %1749
  %1759 = bitcast <16 x float> %1750 to <8 x i64>
  %1760 = or <8 x i64> %1759, %1068
  %1761 = fcmp oeq <16 x float> %1750, %46
  %1762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1750, i32 4)
  %1763 = bitcast <8 x i64> %1760 to <16 x float>
  %1764 = select <16 x i1> %1761, <16 x float> %1763, <16 x float> %1762
  br label %1768

1765:                                             ; preds = %1749
  %1766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1730, <16 x i1> %1731, <16 x float> zeroinitializer)
  %1767 = fadd <16 x float> %1750, %1766
  br label %1768

1768:                                             ; preds = %1765, %1758, %1751
  %1769 = phi <16 x float> [ %1767, %1765 ], [ %1764, %1758 ], [ %1757, %1751 ]
  switch i64 %1091, label %528 [
    i64 1, label %1784
    i64 2, label %1777
    i64 3, label %1770
    i64 0, label %1787
  ]

1770:                                             ; preds = %1768
  %1771 = bitcast <16 x float> %1769 to <8 x i64>
  %1772 = and <8 x i64> %1771, %1067
  %1773 = fcmp oeq <16 x float> %1769, %43
  %1774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1769, i32 4)
  %1775 = bitcast <8 x i64> %1772 to <16 x float>
  %1776 = select <16 x i1> %1773, <16 x float> %1775, <16 x float> %1774
  br label %1787

1777:                                             ; preds = %1768
  %1778 = bitcast <16 x float> %1769 to <8 x i64>
  %1779 = or <8 x i64> %1778, %1068
  %1780 = fcmp oeq <16 x float> %1769, %46
  %1781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1769, i32 4)
  %1782 = bitcast <8 x i64> %1779 to <16 x float>
  %1783 = select <16 x i1> %1780, <16 x float> %1782, <16 x float> %1781
  br label %1787

1784:                                             ; preds = %1768
  %1785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1730, <16 x i1> %1731, <16 x float> zeroinitializer)
  %1786 = fadd <16 x float> %1769, %1785
  br label %1787

1787:                                             ; preds = %1770, %1777, %1784, %1768, %1749, %1728
  %1788 = phi <16 x float> [ %1769, %1768 ], [ %1729, %1728 ], [ %1750, %1749 ], [ %1786, %1784 ], [ %1783, %1777 ], [ %1776, %1770 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1788, ptr align 1 %1578, <16 x i1> %1731)
  %1789 = or disjoint i64 %1145, 16
  %1790 = sub nsw i64 %9, %1789
  %1791 = icmp sgt i64 %1790, 15
  %1792 = trunc i64 %1790 to i32
  %1793 = shl nsw i32 -1, %1792
  %1794 = trunc i32 %1793 to i16
  %1795 = xor i16 %1794, -1
  %1796 = select i1 %1791, i16 -1, i16 %1795
  br i1 %1069, label %1802, label %1797

1797:                                             ; preds = %1787
  %1798 = load float, ptr %1126, align 4
  %1799 = insertelement <16 x float> poison, float %1798, i64 0
  %1800 = shufflevector <16 x float> %1799, <16 x float> poison, <16 x i32> zeroinitializer
  %1801 = fadd <16 x float> %1576, %1800
  br label %1802

1802:                                             ; preds = %1797, %1787
  %1803 = phi <16 x float> [ %1801, %1797 ], [ %1576, %1787 ]
  %1804 = getelementptr inbounds nuw i8, ptr %1578, i64 64
  %1805 = getelementptr inbounds nuw i8, ptr %1579, i64 64
  %1806 = select i1 %1140, ptr null, ptr %1805
  %1807 = bitcast i16 %1796 to <16 x i1>
  switch i64 %1087, label %528 [
    i64 1, label %1822
    i64 2, label %1815
    i64 3, label %1808
    i64 0, label %1863
  ]

1808:                                             ; preds = %1802
  %1809 = bitcast <16 x float> %1803 to <8 x i64>
  %1810 = and <8 x i64> %1809, %1067
  %1811 = fcmp oeq <16 x float> %1803, %43
  %1812 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1803, i32 4)
  %1813 = bitcast <8 x i64> %1810 to <16 x float>
  %1814 = select <16 x i1> %1811, <16 x float> %1813, <16 x float> %1812
  br label %1825

1815:                                             ; preds = %1802
  %1816 = bitcast <16 x float> %1803 to <8 x i64>
  %1817 = or <8 x i64> %1816, %1068
  %1818 = fcmp oeq <16 x float> %1803, %46
  %1819 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1803, i32 4)
  %1820 = bitcast <8 x i64> %1817 to <16 x float>
  %1821 = select <16 x i1> %1818, <16 x float> %1820, <16 x float> %1819
  br label %1825

1822:                                             ; preds = %1802
  %1823 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1806, <16 x i1> %1807, <16 x float> zeroinitializer)
  %1824 = fadd <16 x float> %1803, %1823
  br label %1825

1825:                                             ; preds = %1822, %1815, %1808
  %1826 = phi <16 x float> [ %1824, %1822 ], [ %1821, %1815 ], [ %1814, %1808 ]
  switch i64 %1093, label %528 [
    i64 1, label %1841
    i64 2, label %1834
    i64 3, label %1827
    i64 0, label %1863
  ]

1827:                                             ; preds = %1825
  %1828 = bitcast <16 x float> %1826 to <8 x i64>
  %1829 = and <8 x i64> %1828, %1067
  %1830 = fcmp oeq <16 x float> %1826, %43
  %1831 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1826, i32 4)
  %1832 = bitcast <8 x i64> %1829 to <16 x float>
  %1833 = select <16 x i1> %1830, <16 x float> %1832, <16 x float> %1831
  br label %1844

1834:                                             ; preds = %1825
  %1835 = bitcast <16 x float> %1826 to <8 x i64>
  %1836 = or <8 x i64> %1835, %1068
  %1837 = fcmp oeq <16 x float> %1826, %46
  %1838 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1826, i32 4)
  %1839 = bitcast <8 x i64> %1836 to <16 x float>
  %1840 = select <16 x i1> %1837, <16 x float> %1839, <16 x float> %1838
  br label %1844

1841:                                             ; preds = %1825
  %1842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1806, <16 x i1> %1807, <16 x float> zeroinitializer)
  %1843 = fadd <16 x float> %1826, %1842
  br label %1844

1844:                                             ; preds = %1841, %1834, %1827
  %1845 = phi <16 x float> [ %1843, %1841 ], [ %1840, %1834 ], [ %1833, %1827 ]
  switch i64 %1095, label %528 [
    i64 1, label %1860
    i64 2, label %1853
    i64 3, label %1846
    i64 0, label %1863
  ]

1846:                                             ; preds = %1844
  %1847 = bitcast <16 x float> %1845 to <8 x i64>
  %1848 = and <8 x i64> %1847, %1067
  %1849 = fcmp oeq <16 x float> %1845, %43
  %1850 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1845, i32 4)
  %1851 = bitcast <8 x i64> %1848 to <16 x float>
  %1852 = select <16 x i1> %1849, <16 x float> %1851, <16 x float> %1850
  br label %1863

1853:                                             ; preds = %1844
  %1854 = bitcast <16 x float> %1845 to <8 x i64>
  %1855 = or <8 x i64> %1854, %1068
  %1856 = fcmp oeq <16 x float> %1845, %46
  %1857 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1845, i32 4)
  %1858 = bitcast <8 x i64> %1855 to <16 x float>
  %1859 = select <16 x i1> %1856, <16 x float> %1858, <16 x float> %1857
  br label %1863

1860:                                             ; preds = %1844
  %1861 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1806, <16 x i1> %1807, <16 x float> zeroinitializer)
  %1862 = fadd <16 x float> %1845, %1861
  br label %1863

1863:                                             ; preds = %1846, %1853, %1860, %1844, %1825, %1802
  %1864 = phi <16 x float> [ %1845, %1844 ], [ %1803, %1802 ], [ %1826, %1825 ], [ %1862, %1860 ], [ %1859, %1853 ], [ %1852, %1846 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1864, ptr nonnull align 1 %1804, <16 x i1> %1807)
  %1865 = or disjoint i64 %1145, 32
  %1866 = sub nsw i64 %9, %1865
  %1867 = icmp sgt i64 %1866, 15
  %1868 = trunc i64 %1866 to i32
  %1869 = shl nsw i32 -1, %1868
  %1870 = trunc i32 %1869 to i16
  %1871 = xor i16 %1870, -1
  %1872 = select i1 %1867, i16 -1, i16 %1871
  br i1 %1069, label %1878, label %1873

1873:                                             ; preds = %1863
  %1874 = load float, ptr %1126, align 4
  %1875 = insertelement <16 x float> poison, float %1874, i64 0
  %1876 = shufflevector <16 x float> %1875, <16 x float> poison, <16 x i32> zeroinitializer
  %1877 = fadd <16 x float> %1575, %1876
  br label %1878

1878:                                             ; preds = %1873, %1863
  %1879 = phi <16 x float> [ %1877, %1873 ], [ %1575, %1863 ]
  %1880 = getelementptr inbounds nuw i8, ptr %1578, i64 128
  %1881 = getelementptr inbounds nuw i8, ptr %1579, i64 128
  %1882 = select i1 %1140, ptr null, ptr %1881
  %1883 = bitcast i16 %1872 to <16 x i1>
  switch i64 %1087, label %528 [
    i64 1, label %1898
    i64 2, label %1891
    i64 3, label %1884
    i64 0, label %1939
  ]

1884:                                             ; preds = %1878
  %1885 = bitcast <16 x float> %1879 to <8 x i64>
  %1886 = and <8 x i64> %1885, %1067
  %1887 = fcmp oeq <16 x float> %1879, %43
  %1888 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1879, i32 4)
  %1889 = bitcast <8 x i64> %1886 to <16 x float>
  %1890 = select <16 x i1> %1887, <16 x float> %1889, <16 x float> %1888
  br label %1901

1891:                                             ; preds = %1878
  %1892 = bitcast <16 x float> %1879 to <8 x i64>
  %1893 = or <8 x i64> %1892, %1068
  %1894 = fcmp oeq <16 x float> %1879, %46
  %1895 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1879, i32 4)
  %1896 = bitcast <8 x i64> %1893 to <16 x float>
  %1897 = select <16 x i1> %1894, <16 x float> %1896, <16 x float> %1895
  br label %1901

1898:                                             ; preds = %1878
  %1899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %1883, <16 x float> zeroinitializer)
  %1900 = fadd <16 x float> %1879, %1899
  br label %1901

1901:                                             ; preds = %1898, %1891, %1884
  %1902 = phi <16 x float> [ %1900, %1898 ], [ %1897, %1891 ], [ %1890, %1884 ]
  switch i64 %1097, label %528 [
    i64 1, label %1917
    i64 2, label %1910
    i64 3, label %1903
    i64 0, label %1939
  ]

1903:                                             ; preds = %1901
  %1904 = bitcast <16 x float> %1902 to <8 x i64>
  %1905 = and <8 x i64> %1904, %1067
  %1906 = fcmp oeq <16 x float> %1902, %43
  %1907 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1902, i32 4)
  %1908 = bitcast <8 x i64> %1905 to <16 x float>
  %1909 = select <16 x i1> %1906, <16 x float> %1908, <16 x float> %1907
  br label %1920

1910:                                             ; preds = %1901
  %1911 = bitcast <16 x float> %1902 to <8 x i64>
  %1912 = or <8 x i64> %1911, %1068
  %1913 = fcmp oeq <16 x float> %1902, %46
  %1914 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1902, i32 4)
  %1915 = bitcast <8 x i64> %1912 to <16 x float>
  %1916 = select <16 x i1> %1913, <16 x float> %1915, <16 x float> %1914
  br label %1920

1917:                                             ; preds = %1901
  %1918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %1883, <16 x float> zeroinitializer)
  %1919 = fadd <16 x float> %1902, %1918
  br label %1920

1920:                                             ; preds = %1917, %1910, %1903
  %1921 = phi <16 x float> [ %1919, %1917 ], [ %1916, %1910 ], [ %1909, %1903 ]
  switch i64 %1099, label %528 [
    i64 1, label %1936
    i64 2, label %1929
    i64 3, label %1922
    i64 0, label %1939
  ]

1922:                                             ; preds = %1920
  %1923 = bitcast <16 x float> %1921 to <8 x i64>
  %1924 = and <8 x i64> %1923, %1067
  %1925 = fcmp oeq <16 x float> %1921, %43
  %1926 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1921, i32 4)
  %1927 = bitcast <8 x i64> %1924 to <16 x float>
  %1928 = select <16 x i1> %1925, <16 x float> %1927, <16 x float> %1926
  br label %1939

1929:                                             ; preds = %1920
  %1930 = bitcast <16 x float> %1921 to <8 x i64>
  %1931 = or <8 x i64> %1930, %1068
  %1932 = fcmp oeq <16 x float> %1921, %46
  %1933 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1921, i32 4)
  %1934 = bitcast <8 x i64> %1931 to <16 x float>
  %1935 = select <16 x i1> %1932, <16 x float> %1934, <16 x float> %1933
  br label %1939

1936:                                             ; preds = %1920
  %1937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1882, <16 x i1> %1883, <16 x float> zeroinitializer)
  %1938 = fadd <16 x float> %1921, %1937
  br label %1939

1939:                                             ; preds = %1922, %1929, %1936, %1920, %1901, %1878
  %1940 = phi <16 x float> [ %1921, %1920 ], [ %1879, %1878 ], [ %1902, %1901 ], [ %1938, %1936 ], [ %1935, %1929 ], [ %1928, %1922 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1940, ptr nonnull align 1 %1880, <16 x i1> %1883)
  br label %2442

1941:                                             ; preds = %1144
  br i1 %1065, label %1942, label %1961

1942:                                             ; preds = %1941
  %1943 = shl nuw nsw i64 %1145, 1
  %1944 = shl nsw i64 %1146, 1
  %1945 = add nsw i64 %1944, -1
  %1946 = or disjoint i64 %1145, 16
  %1947 = sub nsw i64 %9, %1946
  %1948 = shl nuw nsw i64 %1946, 1
  %1949 = shl nsw i64 %1947, 1
  %1950 = add nsw i64 %1949, -1
  %1951 = or disjoint i64 %1145, 32
  %1952 = sub nsw i64 %9, %1951
  %1953 = shl nuw nsw i64 %1951, 1
  %1954 = shl nsw i64 %1952, 1
  %1955 = add nsw i64 %1954, -1
  %1956 = or disjoint i64 %1145, 48
  %1957 = sub nsw i64 %9, %1956
  %1958 = shl nuw nsw i64 %1956, 1
  %1959 = shl nsw i64 %1957, 1
  %1960 = add nsw i64 %1959, -1
  br label %1974

1961:                                             ; preds = %1991, %1941
  %1962 = phi <16 x float> [ zeroinitializer, %1941 ], [ %1992, %1991 ]
  %1963 = phi <16 x float> [ zeroinitializer, %1941 ], [ %1993, %1991 ]
  %1964 = phi <16 x float> [ zeroinitializer, %1941 ], [ %1994, %1991 ]
  %1965 = phi <16 x float> [ zeroinitializer, %1941 ], [ %1995, %1991 ]
  %1966 = getelementptr inbounds nuw float, ptr %1132, i64 %1145
  %1967 = getelementptr inbounds nuw float, ptr %1136, i64 %1145
  %1968 = icmp sgt i64 %1146, 15
  %1969 = trunc i64 %1146 to i32
  %1970 = shl nsw i32 -1, %1969
  %1971 = trunc i32 %1970 to i16
  %1972 = xor i16 %1971, -1
  %1973 = select i1 %1968, i16 -1, i16 %1972
  br i1 %1069, label %2153, label %2148

1974:                                             ; preds = %1942, %1991
  %1975 = phi <16 x float> [ zeroinitializer, %1942 ], [ %1992, %1991 ]
  %1976 = phi <16 x float> [ zeroinitializer, %1942 ], [ %1993, %1991 ]
  %1977 = phi <16 x float> [ zeroinitializer, %1942 ], [ %1994, %1991 ]
  %1978 = phi <16 x float> [ zeroinitializer, %1942 ], [ %1995, %1991 ]
  %1979 = phi i64 [ 0, %1942 ], [ %1996, %1991 ]
  %1980 = mul nsw i64 %1979, %14
  %1981 = add i64 %1139, %1980
  %1982 = icmp sgt i64 %1981, -1
  %1983 = icmp slt i64 %1981, %6
  %1984 = and i1 %1982, %1983
  %1985 = select i1 %1984, i64 %1981, i64 0
  %1986 = mul nsw i64 %1985, %7
  %1987 = getelementptr inbounds float, ptr %1123, i64 %1986
  br i1 %1066, label %1988, label %1991

1988:                                             ; preds = %1974
  %1989 = mul nuw nsw i64 %1979, %11
  %1990 = getelementptr inbounds nuw float, ptr %1125, i64 %1989
  br label %1998

1991:                                             ; preds = %2134, %1974
  %1992 = phi <16 x float> [ %1975, %1974 ], [ %2145, %2134 ]
  %1993 = phi <16 x float> [ %1976, %1974 ], [ %2111, %2134 ]
  %1994 = phi <16 x float> [ %1977, %1974 ], [ %2077, %2134 ]
  %1995 = phi <16 x float> [ %1978, %1974 ], [ %2043, %2134 ]
  %1996 = add nuw nsw i64 %1979, 1
  %1997 = icmp eq i64 %1996, %10
  br i1 %1997, label %1961, label %1974

1998:                                             ; preds = %1988, %2134
  %1999 = phi <16 x float> [ %1975, %1988 ], [ %2145, %2134 ]
  %2000 = phi <16 x float> [ %1976, %1988 ], [ %2111, %2134 ]
  %2001 = phi <16 x float> [ %1977, %1988 ], [ %2077, %2134 ]
  %2002 = phi <16 x float> [ %1978, %1988 ], [ %2043, %2134 ]
  %2003 = phi i64 [ 0, %1988 ], [ %2146, %2134 ]
  %2004 = getelementptr inbounds nuw float, ptr %1990, i64 %2003
  %2005 = load float, ptr %2004, align 4
  %2006 = insertelement <16 x float> poison, float %2005, i64 0
  %2007 = shufflevector <16 x float> %2006, <16 x float> poison, <16 x i32> zeroinitializer
  %2008 = mul nsw i64 %2003, %15
  %2009 = sub i64 %2008, %17
  %2010 = add i64 %2009, %1943
  %2011 = icmp slt i64 %2010, 0
  %2012 = sub nsw i64 0, %2010
  %2013 = select i1 %2011, i64 %2012, i64 0
  %2014 = sub nsw i64 %7, %2010
  %2015 = tail call i64 @llvm.smin.i64(i64 %2014, i64 %1945)
  %2016 = tail call i64 @llvm.smin.i64(i64 %2015, i64 32)
  %2017 = icmp sgt i64 %2016, %2013
  %2018 = select i1 %1984, i1 %2017, i1 false
  %2019 = select i1 %2018, i64 %2013, i64 0
  %2020 = select i1 %2018, i64 %2016, i64 0
  %2021 = getelementptr inbounds float, ptr %1987, i64 %2010
  %2022 = icmp sgt i64 %2020, %2019
  br i1 %2022, label %2023, label %2032

2023:                                             ; preds = %1998
  %2024 = icmp sgt i64 %2020, 31
  %2025 = trunc i64 %2020 to i32
  %2026 = shl nsw i32 -1, %2025
  %2027 = xor i32 %2026, -1
  %2028 = select i1 %2024, i32 -1, i32 %2027
  %2029 = trunc i64 %2019 to i32
  %2030 = shl nsw i32 -1, %2029
  %2031 = and i32 %2028, %2030
  br label %2032

2032:                                             ; preds = %2023, %1998
  %2033 = phi i32 [ %2031, %2023 ], [ 0, %1998 ]
  %2034 = trunc i32 %2033 to i16
  %2035 = bitcast i16 %2034 to <16 x i1>
  %2036 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2021, <16 x i1> %2035, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2037 = lshr i32 %2033, 16
  %2038 = trunc nuw i32 %2037 to i16
  %2039 = getelementptr inbounds nuw i8, ptr %2021, i64 64
  %2040 = bitcast i16 %2038 to <16 x i1>
  %2041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2039, <16 x i1> %2040, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2042 = shufflevector <16 x float> %2036, <16 x float> %2041, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2043 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2042, <16 x float> %2007, <16 x float> %2002)
  %2044 = add i64 %2009, %1948
  %2045 = icmp slt i64 %2044, 0
  %2046 = sub nsw i64 0, %2044
  %2047 = select i1 %2045, i64 %2046, i64 0
  %2048 = sub nsw i64 %7, %2044
  %2049 = tail call i64 @llvm.smin.i64(i64 %2048, i64 %1950)
  %2050 = tail call i64 @llvm.smin.i64(i64 %2049, i64 32)
  %2051 = icmp sgt i64 %2050, %2047
  %2052 = select i1 %1984, i1 %2051, i1 false
  %2053 = select i1 %2052, i64 %2047, i64 0
  %2054 = select i1 %2052, i64 %2050, i64 0
  %2055 = getelementptr inbounds float, ptr %1987, i64 %2044
  %2056 = icmp sgt i64 %2054, %2053
  br i1 %2056, label %2057, label %2066

2057:                                             ; preds = %2032
  %2058 = icmp sgt i64 %2054, 31
  %2059 = trunc i64 %2054 to i32
  %2060 = shl nsw i32 -1, %2059
  %2061 = xor i32 %2060, -1
  %2062 = select i1 %2058, i32 -1, i32 %2061
  %2063 = trunc i64 %2053 to i32
  %2064 = shl nsw i32 -1, %2063
  %2065 = and i32 %2062, %2064
  br label %2066

2066:                                             ; preds = %2057, %2032
  %2067 = phi i32 [ %2065, %2057 ], [ 0, %2032 ]
  %2068 = trunc i32 %2067 to i16
  %2069 = bitcast i16 %2068 to <16 x i1>
  %2070 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2055, <16 x i1> %2069, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2071 = lshr i32 %2067, 16
  %2072 = trunc nuw i32 %2071 to i16
  %2073 = getelementptr inbounds nuw i8, ptr %2055, i64 64
  %2074 = bitcast i16 %2072 to <16 x i1>
  %2075 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2073, <16 x i1> %2074, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2076 = shufflevector <16 x float> %2070, <16 x float> %2075, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2077 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2076, <16 x float> %2007, <16 x float> %2001)
  %2078 = add i64 %2009, %1953
  %2079 = icmp slt i64 %2078, 0
  %2080 = sub nsw i64 0, %2078
  %2081 = select i1 %2079, i64 %2080, i64 0
  %2082 = sub nsw i64 %7, %2078
  %2083 = tail call i64 @llvm.smin.i64(i64 %2082, i64 %1955)
  %2084 = tail call i64 @llvm.smin.i64(i64 %2083, i64 32)
  %2085 = icmp sgt i64 %2084, %2081
  %2086 = select i1 %1984, i1 %2085, i1 false
  %2087 = select i1 %2086, i64 %2081, i64 0
  %2088 = select i1 %2086, i64 %2084, i64 0
  %2089 = getelementptr inbounds float, ptr %1987, i64 %2078
  %2090 = icmp sgt i64 %2088, %2087
  br i1 %2090, label %2091, label %2100

2091:                                             ; preds = %2066
  %2092 = icmp sgt i64 %2088, 31
  %2093 = trunc i64 %2088 to i32
  %2094 = shl nsw i32 -1, %2093
  %2095 = xor i32 %2094, -1
  %2096 = select i1 %2092, i32 -1, i32 %2095
  %2097 = trunc i64 %2087 to i32
  %2098 = shl nsw i32 -1, %2097
  %2099 = and i32 %2096, %2098
  br label %2100

2100:                                             ; preds = %2091, %2066
  %2101 = phi i32 [ %2099, %2091 ], [ 0, %2066 ]
  %2102 = trunc i32 %2101 to i16
  %2103 = bitcast i16 %2102 to <16 x i1>
  %2104 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2089, <16 x i1> %2103, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2105 = lshr i32 %2101, 16
  %2106 = trunc nuw i32 %2105 to i16
  %2107 = getelementptr inbounds nuw i8, ptr %2089, i64 64
  %2108 = bitcast i16 %2106 to <16 x i1>
  %2109 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2107, <16 x i1> %2108, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2110 = shufflevector <16 x float> %2104, <16 x float> %2109, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2111 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2110, <16 x float> %2007, <16 x float> %2000)
  %2112 = add i64 %2009, %1958
  %2113 = icmp slt i64 %2112, 0
  %2114 = sub nsw i64 0, %2112
  %2115 = select i1 %2113, i64 %2114, i64 0
  %2116 = sub nsw i64 %7, %2112
  %2117 = tail call i64 @llvm.smin.i64(i64 %2116, i64 %1960)
  %2118 = tail call i64 @llvm.smin.i64(i64 %2117, i64 32)
  %2119 = icmp sgt i64 %2118, %2115
  %2120 = select i1 %1984, i1 %2119, i1 false
  %2121 = select i1 %2120, i64 %2115, i64 0
  %2122 = select i1 %2120, i64 %2118, i64 0
  %2123 = getelementptr inbounds float, ptr %1987, i64 %2112
  %2124 = icmp sgt i64 %2122, %2121
  br i1 %2124, label %2125, label %2134

2125:                                             ; preds = %2100
  %2126 = icmp sgt i64 %2122, 31
  %2127 = trunc i64 %2122 to i32
  %2128 = shl nsw i32 -1, %2127
  %2129 = xor i32 %2128, -1
  %2130 = select i1 %2126, i32 -1, i32 %2129
  %2131 = trunc i64 %2121 to i32
  %2132 = shl nsw i32 -1, %2131
  %2133 = and i32 %2130, %2132
  br label %2134

2134:                                             ; preds = %2125, %2100
  %2135 = phi i32 [ %2133, %2125 ], [ 0, %2100 ]
  %2136 = trunc i32 %2135 to i16
  %2137 = bitcast i16 %2136 to <16 x i1>
  %2138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2123, <16 x i1> %2137, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2139 = lshr i32 %2135, 16
  %2140 = trunc nuw i32 %2139 to i16
  %2141 = getelementptr inbounds nuw i8, ptr %2123, i64 64
  %2142 = bitcast i16 %2140 to <16 x i1>
  %2143 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2141, <16 x i1> %2142, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2144 = shufflevector <16 x float> %2138, <16 x float> %2143, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2145 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2144, <16 x float> %2007, <16 x float> %1999)
  %2146 = add nuw nsw i64 %2003, 1
  %2147 = icmp eq i64 %2146, %11
  br i1 %2147, label %1991, label %1998

2148:                                             ; preds = %1961
  %2149 = load float, ptr %1126, align 4
  %2150 = insertelement <16 x float> poison, float %2149, i64 0
  %2151 = shufflevector <16 x float> %2150, <16 x float> poison, <16 x i32> zeroinitializer
  %2152 = fadd <16 x float> %1965, %2151
  br label %2153

2153:                                             ; preds = %2148, %1961
  %2154 = phi <16 x float> [ %2152, %2148 ], [ %1965, %1961 ]
  %2155 = select i1 %1140, ptr null, ptr %1967
  %2156 = bitcast i16 %1973 to <16 x i1>
  switch i64 %1070, label %528 [
    i64 1, label %2157
    i64 2, label %2160
    i64 3, label %2167
    i64 0, label %2212
  ]

2157:                                             ; preds = %2153
  %2158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2155, <16 x i1> %2156, <16 x float> zeroinitializer)
  %2159 = fadd <16 x float> %2154, %2158
  br label %2174

2160:                                             ; preds = %2153
  %2161 = bitcast <16 x float> %2154 to <8 x i64>
  %2162 = or <8 x i64> %2161, %1068
  %2163 = fcmp oeq <16 x float> %2154, %46
  %2164 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2154, i32 4)
  %2165 = bitcast <8 x i64> %2162 to <16 x float>
  %2166 = select <16 x i1> %2163, <16 x float> %2165, <16 x float> %2164
  br label %2174

2167:                                             ; preds = %2153
  %2168 = bitcast <16 x float> %2154 to <8 x i64>
  %2169 = and <8 x i64> %2168, %1067
  %2170 = fcmp oeq <16 x float> %2154, %43
  %2171 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2154, i32 4)
  %2172 = bitcast <8 x i64> %2169 to <16 x float>
  %2173 = select <16 x i1> %2170, <16 x float> %2172, <16 x float> %2171
  br label %2174

2174:                                             ; preds = %2167, %2160, %2157
  %2175 = phi <16 x float> [ %2159, %2157 ], [ %2166, %2160 ], [ %2173, %2167 ]
  switch i64 %1072, label %528 [
    i64 1, label %2190
    i64 2, label %2183
    i64 3, label %2176
    i64 0, label %2212
  ]

2176:                                             ; preds = %2174
  %2177 = bitcast <16 x float> %2175 to <8 x i64>
  %2178 = and <8 x i64> %2177, %1067
  %2179 = fcmp oeq <16 x float> %2175, %43
  %2180 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2175, i32 4)
  %2181 = bitcast <8 x i64> %2178 to <16 x float>
  %2182 = select <16 x i1> %2179, <16 x float> %2181, <16 x float> %2180
  br label %2193

2183:                                             ; preds = %2174
  %2184 = bitcast <16 x float> %2175 to <8 x i64>
  %2185 = or <8 x i64> %2184, %1068
  %2186 = fcmp oeq <16 x float> %2175, %46
  %2187 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2175, i32 4)
  %2188 = bitcast <8 x i64> %2185 to <16 x float>
  %2189 = select <16 x i1> %2186, <16 x float> %2188, <16 x float> %2187
  br label %2193

2190:                                             ; preds = %2174
  %2191 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2155, <16 x i1> %2156, <16 x float> zeroinitializer)
  %2192 = fadd <16 x float> %2175, %2191
  br label %2193

2193:                                             ; preds = %2190, %2183, %2176
  %2194 = phi <16 x float> [ %2192, %2190 ], [ %2189, %2183 ], [ %2182, %2176 ]
  switch i64 %1074, label %528 [
    i64 1, label %2209
    i64 2, label %2202
    i64 3, label %2195
    i64 0, label %2212
  ]

2195:                                             ; preds = %2193
  %2196 = bitcast <16 x float> %2194 to <8 x i64>
  %2197 = and <8 x i64> %2196, %1067
  %2198 = fcmp oeq <16 x float> %2194, %43
  %2199 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2194, i32 4)
  %2200 = bitcast <8 x i64> %2197 to <16 x float>
  %2201 = select <16 x i1> %2198, <16 x float> %2200, <16 x float> %2199
  br label %2212

2202:                                             ; preds = %2193
  %2203 = bitcast <16 x float> %2194 to <8 x i64>
  %2204 = or <8 x i64> %2203, %1068
  %2205 = fcmp oeq <16 x float> %2194, %46
  %2206 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2194, i32 4)
  %2207 = bitcast <8 x i64> %2204 to <16 x float>
  %2208 = select <16 x i1> %2205, <16 x float> %2207, <16 x float> %2206
  br label %2212

2209:                                             ; preds = %2193
  %2210 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2155, <16 x i1> %2156, <16 x float> zeroinitializer)
  %2211 = fadd <16 x float> %2194, %2210
  br label %2212

2212:                                             ; preds = %2195, %2202, %2209, %2193, %2174, %2153
  %2213 = phi <16 x float> [ %2194, %2193 ], [ %2154, %2153 ], [ %2175, %2174 ], [ %2211, %2209 ], [ %2208, %2202 ], [ %2201, %2195 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2213, ptr align 1 %1966, <16 x i1> %2156)
  %2214 = or disjoint i64 %1145, 16
  %2215 = sub nsw i64 %9, %2214
  %2216 = icmp sgt i64 %2215, 15
  %2217 = trunc i64 %2215 to i32
  %2218 = shl nsw i32 -1, %2217
  %2219 = trunc i32 %2218 to i16
  %2220 = xor i16 %2219, -1
  %2221 = select i1 %2216, i16 -1, i16 %2220
  br i1 %1069, label %2227, label %2222

2222:                                             ; preds = %2212
  %2223 = load float, ptr %1126, align 4
  %2224 = insertelement <16 x float> poison, float %2223, i64 0
  %2225 = shufflevector <16 x float> %2224, <16 x float> poison, <16 x i32> zeroinitializer
  %2226 = fadd <16 x float> %1964, %2225
  br label %2227

2227:                                             ; preds = %2222, %2212
  %2228 = phi <16 x float> [ %2226, %2222 ], [ %1964, %2212 ]
  %2229 = getelementptr inbounds nuw i8, ptr %1966, i64 64
  %2230 = getelementptr inbounds nuw i8, ptr %1967, i64 64
  %2231 = select i1 %1140, ptr null, ptr %2230
  %2232 = bitcast i16 %2221 to <16 x i1>
  switch i64 %1070, label %528 [
    i64 1, label %2247
    i64 2, label %2240
    i64 3, label %2233
    i64 0, label %2288
  ]

2233:                                             ; preds = %2227
  %2234 = bitcast <16 x float> %2228 to <8 x i64>
  %2235 = and <8 x i64> %2234, %1067
  %2236 = fcmp oeq <16 x float> %2228, %43
  %2237 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2228, i32 4)
  %2238 = bitcast <8 x i64> %2235 to <16 x float>
  %2239 = select <16 x i1> %2236, <16 x float> %2238, <16 x float> %2237
  br label %2250

2240:                                             ; preds = %2227
  %2241 = bitcast <16 x float> %2228 to <8 x i64>
  %2242 = or <8 x i64> %2241, %1068
  %2243 = fcmp oeq <16 x float> %2228, %46
  %2244 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2228, i32 4)
  %2245 = bitcast <8 x i64> %2242 to <16 x float>
  %2246 = select <16 x i1> %2243, <16 x float> %2245, <16 x float> %2244
  br label %2250

2247:                                             ; preds = %2227
  %2248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2231, <16 x i1> %2232, <16 x float> zeroinitializer)
  %2249 = fadd <16 x float> %2228, %2248
  br label %2250

2250:                                             ; preds = %2247, %2240, %2233
  %2251 = phi <16 x float> [ %2249, %2247 ], [ %2246, %2240 ], [ %2239, %2233 ]
  switch i64 %1076, label %528 [
    i64 1, label %2266
    i64 2, label %2259
    i64 3, label %2252
    i64 0, label %2288
  ]

2252:                                             ; preds = %2250
  %2253 = bitcast <16 x float> %2251 to <8 x i64>
  %2254 = and <8 x i64> %2253, %1067
  %2255 = fcmp oeq <16 x float> %2251, %43
  %2256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2251, i32 4)
  %2257 = bitcast <8 x i64> %2254 to <16 x float>
  %2258 = select <16 x i1> %2255, <16 x float> %2257, <16 x float> %2256
  br label %2269

2259:                                             ; preds = %2250
  %2260 = bitcast <16 x float> %2251 to <8 x i64>
  %2261 = or <8 x i64> %2260, %1068
  %2262 = fcmp oeq <16 x float> %2251, %46
  %2263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2251, i32 4)
  %2264 = bitcast <8 x i64> %2261 to <16 x float>
  %2265 = select <16 x i1> %2262, <16 x float> %2264, <16 x float> %2263
  br label %2269

2266:                                             ; preds = %2250
  %2267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2231, <16 x i1> %2232, <16 x float> zeroinitializer)
  %2268 = fadd <16 x float> %2251, %2267
  br label %2269

2269:                                             ; preds = %2266, %2259, %2252
  %2270 = phi <16 x float> [ %2268, %2266 ], [ %2265, %2259 ], [ %2258, %2252 ]
  switch i64 %1078, label %528 [
    i64 1, label %2285
    i64 2, label %2278
    i64 3, label %2271
    i64 0, label %2288
  ]

2271:                                             ; preds = %2269
  %2272 = bitcast <16 x float> %2270 to <8 x i64>
  %2273 = and <8 x i64> %2272, %1067
  %2274 = fcmp oeq <16 x float> %2270, %43
  %2275 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2270, i32 4)
  %2276 = bitcast <8 x i64> %2273 to <16 x float>
  %2277 = select <16 x i1> %2274, <16 x float> %2276, <16 x float> %2275
  br label %2288

2278:                                             ; preds = %2269
  %2279 = bitcast <16 x float> %2270 to <8 x i64>
  %2280 = or <8 x i64> %2279, %1068
  %2281 = fcmp oeq <16 x float> %2270, %46
  %2282 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2270, i32 4)
  %2283 = bitcast <8 x i64> %2280 to <16 x float>
  %2284 = select <16 x i1> %2281, <16 x float> %2283, <16 x float> %2282
  br label %2288

2285:                                             ; preds = %2269
  %2286 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2231, <16 x i1> %2232, <16 x float> zeroinitializer)
  %2287 = fadd <16 x float> %2270, %2286
  br label %2288

2288:                                             ; preds = %2271, %2278, %2285, %2269, %2250, %2227
  %2289 = phi <16 x float> [ %2270, %2269 ], [ %2228, %2227 ], [ %2251, %2250 ], [ %2287, %2285 ], [ %2284, %2278 ], [ %2277, %2271 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2289, ptr nonnull align 1 %2229, <16 x i1> %2232)
  %2290 = or disjoint i64 %1145, 32
  %2291 = sub nsw i64 %9, %2290
  %2292 = icmp sgt i64 %2291, 15
  %2293 = trunc i64 %2291 to i32
  %2294 = shl nsw i32 -1, %2293
  %2295 = trunc i32 %2294 to i16
  %2296 = xor i16 %2295, -1
  %2297 = select i1 %2292, i16 -1, i16 %2296
  br i1 %1069, label %2303, label %2298

2298:                                             ; preds = %2288
  %2299 = load float, ptr %1126, align 4
  %2300 = insertelement <16 x float> poison, float %2299, i64 0
  %2301 = shufflevector <16 x float> %2300, <16 x float> poison, <16 x i32> zeroinitializer
  %2302 = fadd <16 x float> %1963, %2301
  br label %2303

2303:                                             ; preds = %2298, %2288
  %2304 = phi <16 x float> [ %2302, %2298 ], [ %1963, %2288 ]
  %2305 = getelementptr inbounds nuw i8, ptr %1966, i64 128
  %2306 = getelementptr inbounds nuw i8, ptr %1967, i64 128
  %2307 = select i1 %1140, ptr null, ptr %2306
  %2308 = bitcast i16 %2297 to <16 x i1>
  switch i64 %1070, label %528 [
    i64 1, label %2323
    i64 2, label %2316
    i64 3, label %2309
    i64 0, label %2364
  ]

2309:                                             ; preds = %2303
  %2310 = bitcast <16 x float> %2304 to <8 x i64>
  %2311 = and <8 x i64> %2310, %1067
  %2312 = fcmp oeq <16 x float> %2304, %43
  %2313 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2304, i32 4)
  %2314 = bitcast <8 x i64> %2311 to <16 x float>
  %2315 = select <16 x i1> %2312, <16 x float> %2314, <16 x float> %2313
  br label %2326

2316:                                             ; preds = %2303
  %2317 = bitcast <16 x float> %2304 to <8 x i64>
  %2318 = or <8 x i64> %2317, %1068
  %2319 = fcmp oeq <16 x float> %2304, %46
  %2320 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2304, i32 4)
  %2321 = bitcast <8 x i64> %2318 to <16 x float>
  %2322 = select <16 x i1> %2319, <16 x float> %2321, <16 x float> %2320
  br label %2326

2323:                                             ; preds = %2303
  %2324 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2307, <16 x i1> %2308, <16 x float> zeroinitializer)
  %2325 = fadd <16 x float> %2304, %2324
  br label %2326

2326:                                             ; preds = %2323, %2316, %2309
  %2327 = phi <16 x float> [ %2325, %2323 ], [ %2322, %2316 ], [ %2315, %2309 ]
  switch i64 %1080, label %528 [
    i64 1, label %2342
    i64 2, label %2335
    i64 3, label %2328
    i64 0, label %2364
  ]

2328:                                             ; preds = %2326
  %2329 = bitcast <16 x float> %2327 to <8 x i64>
  %2330 = and <8 x i64> %2329, %1067
  %2331 = fcmp oeq <16 x float> %2327, %43
  %2332 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2327, i32 4)
  %2333 = bitcast <8 x i64> %2330 to <16 x float>
  %2334 = select <16 x i1> %2331, <16 x float> %2333, <16 x float> %2332
  br label %2345

2335:                                             ; preds = %2326
  %2336 = bitcast <16 x float> %2327 to <8 x i64>
  %2337 = or <8 x i64> %2336, %1068
  %2338 = fcmp oeq <16 x float> %2327, %46
  %2339 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2327, i32 4)
  %2340 = bitcast <8 x i64> %2337 to <16 x float>
  %2341 = select <16 x i1> %2338, <16 x float> %2340, <16 x float> %2339
  br label %2345

2342:                                             ; preds = %2326
  %2343 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2307, <16 x i1> %2308, <16 x float> zeroinitializer)
  %2344 = fadd <16 x float> %2327, %2343
  br label %2345

2345:                                             ; preds = %2342, %2335, %2328
  %2346 = phi <16 x float> [ %2344, %2342 ], [ %2341, %2335 ], [ %2334, %2328 ]
  switch i64 %1082, label %528 [
    i64 1, label %2361
    i64 2, label %2354
    i64 3, label %2347
    i64 0, label %2364
  ]

2347:                                             ; preds = %2345
  %2348 = bitcast <16 x float> %2346 to <8 x i64>
  %2349 = and <8 x i64> %2348, %1067
  %2350 = fcmp oeq <16 x float> %2346, %43
  %2351 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2346, i32 4)
  %2352 = bitcast <8 x i64> %2349 to <16 x float>
  %2353 = select <16 x i1> %2350, <16 x float> %2352, <16 x float> %2351
  br label %2364

2354:                                             ; preds = %2345
  %2355 = bitcast <16 x float> %2346 to <8 x i64>
  %2356 = or <8 x i64> %2355, %1068
  %2357 = fcmp oeq <16 x float> %2346, %46
  %2358 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2346, i32 4)
  %2359 = bitcast <8 x i64> %2356 to <16 x float>
  %2360 = select <16 x i1> %2357, <16 x float> %2359, <16 x float> %2358
  br label %2364

2361:                                             ; preds = %2345
  %2362 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2307, <16 x i1> %2308, <16 x float> zeroinitializer)
  %2363 = fadd <16 x float> %2346, %2362
  br label %2364

2364:                                             ; preds = %2347, %2354, %2361, %2345, %2326, %2303
  %2365 = phi <16 x float> [ %2346, %2345 ], [ %2304, %2303 ], [ %2327, %2326 ], [ %2363, %2361 ], [ %2360, %2354 ], [ %2353, %2347 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2365, ptr nonnull align 1 %2305, <16 x i1> %2308)
  %2366 = or disjoint i64 %1145, 48
  %2367 = sub nsw i64 %9, %2366
  %2368 = icmp sgt i64 %2367, 15
  %2369 = trunc i64 %2367 to i32
  %2370 = shl nsw i32 -1, %2369
  %2371 = trunc i32 %2370 to i16
  %2372 = xor i16 %2371, -1
  %2373 = select i1 %2368, i16 -1, i16 %2372
  br i1 %1069, label %2379, label %2374

2374:                                             ; preds = %2364
  %2375 = load float, ptr %1126, align 4
  %2376 = insertelement <16 x float> poison, float %2375, i64 0
  %2377 = shufflevector <16 x float> %2376, <16 x float> poison, <16 x i32> zeroinitializer
  %2378 = fadd <16 x float> %1962, %2377
  br label %2379

2379:                                             ; preds = %2374, %2364
  %2380 = phi <16 x float> [ %2378, %2374 ], [ %1962, %2364 ]
  %2381 = getelementptr inbounds nuw i8, ptr %1966, i64 192
  %2382 = getelementptr inbounds nuw i8, ptr %1967, i64 192
  %2383 = select i1 %1140, ptr null, ptr %2382
  %2384 = bitcast i16 %2373 to <16 x i1>
  switch i64 %1070, label %528 [
    i64 1, label %2399
    i64 2, label %2392
    i64 3, label %2385
    i64 0, label %2440
  ]

2385:                                             ; preds = %2379
  %2386 = bitcast <16 x float> %2380 to <8 x i64>
  %2387 = and <8 x i64> %2386, %1067
  %2388 = fcmp oeq <16 x float> %2380, %43
  %2389 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2380, i32 4)
  %2390 = bitcast <8 x i64> %2387 to <16 x float>
  %2391 = select <16 x i1> %2388, <16 x float> %2390, <16 x float> %2389
  br label %2402

2392:                                             ; preds = %2379
  %2393 = bitcast <16 x float> %2380 to <8 x i64>
  %2394 = or <8 x i64> %2393, %1068
  %2395 = fcmp oeq <16 x float> %2380, %46
  %2396 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2380, i32 4)
  %2397 = bitcast <8 x i64> %2394 to <16 x float>
  %2398 = select <16 x i1> %2395, <16 x float> %2397, <16 x float> %2396
  br label %2402

2399:                                             ; preds = %2379
  %2400 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2383, <16 x i1> %2384, <16 x float> zeroinitializer)
  %2401 = fadd <16 x float> %2380, %2400
  br label %2402

2402:                                             ; preds = %2399, %2392, %2385
  %2403 = phi <16 x float> [ %2401, %2399 ], [ %2398, %2392 ], [ %2391, %2385 ]
  switch i64 %1084, label %528 [
    i64 1, label %2418
    i64 2, label %2411
    i64 3, label %2404
    i64 0, label %2440
  ]

2404:                                             ; preds = %2402
  %2405 = bitcast <16 x float> %2403 to <8 x i64>
  %2406 = and <8 x i64> %2405, %1067
  %2407 = fcmp oeq <16 x float> %2403, %43
  %2408 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2403, i32 4)
  %2409 = bitcast <8 x i64> %2406 to <16 x float>
  %2410 = select <16 x i1> %2407, <16 x float> %2409, <16 x float> %2408
  br label %2421

2411:                                             ; preds = %2402
  %2412 = bitcast <16 x float> %2403 to <8 x i64>
  %2413 = or <8 x i64> %2412, %1068
  %2414 = fcmp oeq <16 x float> %2403, %46
  %2415 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2403, i32 4)
  %2416 = bitcast <8 x i64> %2413 to <16 x float>
  %2417 = select <16 x i1> %2414, <16 x float> %2416, <16 x float> %2415
  br label %2421

2418:                                             ; preds = %2402
  %2419 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2383, <16 x i1> %2384, <16 x float> zeroinitializer)
  %2420 = fadd <16 x float> %2403, %2419
  br label %2421

2421:                                             ; preds = %2418, %2411, %2404
  %2422 = phi <16 x float> [ %2420, %2418 ], [ %2417, %2411 ], [ %2410, %2404 ]
  switch i64 %1086, label %528 [
    i64 1, label %2437
    i64 2, label %2430
    i64 3, label %2423
    i64 0, label %2440
  ]

2423:                                             ; preds = %2421
  %2424 = bitcast <16 x float> %2422 to <8 x i64>
  %2425 = and <8 x i64> %2424, %1067
  %2426 = fcmp oeq <16 x float> %2422, %43
  %2427 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2422, i32 4)
  %2428 = bitcast <8 x i64> %2425 to <16 x float>
  %2429 = select <16 x i1> %2426, <16 x float> %2428, <16 x float> %2427
  br label %2440

2430:                                             ; preds = %2421
  %2431 = bitcast <16 x float> %2422 to <8 x i64>
  %2432 = or <8 x i64> %2431, %1068
  %2433 = fcmp oeq <16 x float> %2422, %46
  %2434 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2422, i32 4)
  %2435 = bitcast <8 x i64> %2432 to <16 x float>
  %2436 = select <16 x i1> %2433, <16 x float> %2435, <16 x float> %2434
  br label %2440

2437:                                             ; preds = %2421
  %2438 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2383, <16 x i1> %2384, <16 x float> zeroinitializer)
  %2439 = fadd <16 x float> %2422, %2438
  br label %2440

2440:                                             ; preds = %2423, %2430, %2437, %2421, %2402, %2379
  %2441 = phi <16 x float> [ %2422, %2421 ], [ %2380, %2379 ], [ %2403, %2402 ], [ %2439, %2437 ], [ %2436, %2430 ], [ %2429, %2423 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2441, ptr nonnull align 1 %2381, <16 x i1> %2384)
  br label %2442

2442:                                             ; preds = %1144, %2440, %1939, %1557, %1294
  %2443 = add nuw nsw i64 %1145, 64
  %2444 = icmp slt i64 %2443, %9
  br i1 %2444, label %1144, label %1141

2445:                                             ; preds = %1055
  %2446 = add nsw i64 %9, 15
  %2447 = sdiv i64 %2446, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  %2448 = icmp slt i64 %9, 257
  %2449 = icmp slt i64 %11, 8
  %2450 = and i1 %2448, %2449
  br i1 %2450, label %2451, label %2534

2451:                                             ; preds = %2445
  %2452 = icmp sgt i64 %9, 0
  br i1 %2452, label %2453, label %2534

2453:                                             ; preds = %2451
  %2454 = icmp sgt i64 %11, 0
  %2455 = tail call i64 @llvm.smax.i64(i64 %2447, i64 1)
  %2456 = insertelement <8 x i64> poison, i64 %7, i64 0
  %2457 = shufflevector <8 x i64> %2456, <8 x i64> poison, <8 x i32> zeroinitializer
  %2458 = insertelement <8 x i64> poison, i64 %15, i64 0
  %2459 = shufflevector <8 x i64> %2458, <8 x i64> poison, <8 x i32> zeroinitializer
  %2460 = add nsw i64 %11, -1
  %2461 = insertelement <8 x i64> poison, i64 %2460, i64 0
  %2462 = shufflevector <8 x i64> %2461, <8 x i64> poison, <8 x i32> zeroinitializer
  %2463 = icmp uge <8 x i64> %2462, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2464 = mul nsw <8 x i64> %2459, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2465 = extractelement <8 x i1> %2463, i64 0
  %2466 = extractelement <8 x i1> %2463, i64 1
  %2467 = extractelement <8 x i1> %2463, i64 2
  %2468 = extractelement <8 x i1> %2463, i64 3
  %2469 = extractelement <8 x i1> %2463, i64 4
  %2470 = extractelement <8 x i1> %2463, i64 5
  %2471 = extractelement <8 x i1> %2463, i64 6
  %2472 = extractelement <8 x i1> %2463, i64 7
  br label %2473

2473:                                             ; preds = %2453, %2531
  %2474 = phi i64 [ 0, %2453 ], [ %2532, %2531 ]
  br i1 %2454, label %2475, label %2531

2475:                                             ; preds = %2473
  %2476 = mul nuw nsw i64 %2474, %11
  %2477 = getelementptr i16, ptr %33, i64 %2476
  %2478 = shl nsw i64 %2474, 4
  %2479 = sub i64 %2478, %17
  %2480 = insertelement <8 x i64> poison, i64 %2479, i64 0
  %2481 = shufflevector <8 x i64> %2480, <8 x i64> poison, <8 x i32> zeroinitializer
  %2482 = sub nsw i64 %9, %2478
  %2483 = insertelement <8 x i64> poison, i64 %2482, i64 0
  %2484 = shufflevector <8 x i64> %2483, <8 x i64> poison, <8 x i32> zeroinitializer
  %2485 = add <8 x i64> %2481, %2464
  %2486 = icmp slt <8 x i64> %2485, zeroinitializer
  %2487 = sub nsw <8 x i64> zeroinitializer, %2485
  %2488 = select <8 x i1> %2486, <8 x i64> %2487, <8 x i64> zeroinitializer
  %2489 = sub nsw <8 x i64> %2457, %2485
  %2490 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2489, <8 x i64> %2484)
  %2491 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %2490, <8 x i64> splat (i64 16))
  %2492 = icmp sgt <8 x i64> %2491, %2488
  %2493 = trunc <8 x i64> %2491 to <8 x i32>
  %2494 = shl nsw <8 x i32> splat (i32 -1), %2493
  %2495 = xor <8 x i32> %2494, splat (i32 -1)
  %2496 = trunc <8 x i64> %2488 to <8 x i32>
  %2497 = shl nsw <8 x i32> splat (i32 -1), %2496
  %2498 = and <8 x i32> %2497, %2495
  %2499 = trunc <8 x i32> %2498 to <8 x i16>
  %2500 = select <8 x i1> %2492, <8 x i16> %2499, <8 x i16> zeroinitializer
  br i1 %2465, label %2501, label %2503

2501:                                             ; preds = %2475
  %2502 = extractelement <8 x i16> %2500, i64 0
  store i16 %2502, ptr %2477, align 2
  br label %2503

2503:                                             ; preds = %2501, %2475
  br i1 %2466, label %2504, label %2507

2504:                                             ; preds = %2503
  %2505 = getelementptr i8, ptr %2477, i64 2
  %2506 = extractelement <8 x i16> %2500, i64 1
  store i16 %2506, ptr %2505, align 2
  br label %2507

2507:                                             ; preds = %2504, %2503
  br i1 %2467, label %2508, label %2511

2508:                                             ; preds = %2507
  %2509 = getelementptr i8, ptr %2477, i64 4
  %2510 = extractelement <8 x i16> %2500, i64 2
  store i16 %2510, ptr %2509, align 2
  br label %2511

2511:                                             ; preds = %2508, %2507
  br i1 %2468, label %2512, label %2515

2512:                                             ; preds = %2511
  %2513 = getelementptr i8, ptr %2477, i64 6
  %2514 = extractelement <8 x i16> %2500, i64 3
  store i16 %2514, ptr %2513, align 2
  br label %2515

2515:                                             ; preds = %2512, %2511
  br i1 %2469, label %2516, label %2519

2516:                                             ; preds = %2515
  %2517 = getelementptr i8, ptr %2477, i64 8
  %2518 = extractelement <8 x i16> %2500, i64 4
  store i16 %2518, ptr %2517, align 2
  br label %2519

2519:                                             ; preds = %2516, %2515
  br i1 %2470, label %2520, label %2523

2520:                                             ; preds = %2519
  %2521 = getelementptr i8, ptr %2477, i64 10
  %2522 = extractelement <8 x i16> %2500, i64 5
  store i16 %2522, ptr %2521, align 2
  br label %2523

2523:                                             ; preds = %2520, %2519
  br i1 %2471, label %2524, label %2527

2524:                                             ; preds = %2523
  %2525 = getelementptr i8, ptr %2477, i64 12
  %2526 = extractelement <8 x i16> %2500, i64 6
  store i16 %2526, ptr %2525, align 2
  br label %2527

2527:                                             ; preds = %2524, %2523
  br i1 %2472, label %2528, label %2531

2528:                                             ; preds = %2527
  %2529 = getelementptr i8, ptr %2477, i64 14
  %2530 = extractelement <8 x i16> %2500, i64 7
  store i16 %2530, ptr %2529, align 2
  br label %2531

2531:                                             ; preds = %2527, %2528, %2473
  %2532 = add nuw nsw i64 %2474, 1
  %2533 = icmp eq i64 %2532, %2455
  br i1 %2533, label %2534, label %2473

2534:                                             ; preds = %2531, %2451, %2445
  %2535 = phi ptr [ null, %2445 ], [ %33, %2451 ], [ %33, %2531 ]
  %2536 = icmp slt i64 %1058, %4
  br i1 %2536, label %2537, label %2861

2537:                                             ; preds = %2534
  %2538 = mul i64 %7, %6
  %2539 = icmp eq i64 %21, 0
  %2540 = icmp eq i64 %22, 0
  %2541 = add i64 %9, -49
  %2542 = icmp ult i64 %2541, 16
  %2543 = icmp slt i64 %9, 33
  %2544 = select i1 %2543, i32 4, i32 1
  %2545 = select i1 %2542, i32 2, i32 %2544
  %2546 = zext nneg i32 %2545 to i64
  %2547 = icmp sgt i64 %9, 0
  %2548 = icmp sgt i64 %10, 0
  %2549 = icmp sgt i64 %11, 0
  %2550 = icmp eq ptr %2535, null
  %2551 = bitcast <16 x float> %43 to <8 x i64>
  %2552 = bitcast <16 x float> %46 to <8 x i64>
  %2553 = icmp sgt i64 %9, 15
  %2554 = trunc i64 %9 to i32
  %2555 = shl nsw i32 -1, %2554
  %2556 = trunc i32 %2555 to i16
  %2557 = xor i16 %2556, -1
  %2558 = select i1 %2553, i16 -1, i16 %2557
  %2559 = bitcast i16 %2558 to <16 x i1>
  %2560 = and i64 %26, 3
  %2561 = lshr i64 %26, 2
  %2562 = and i64 %2561, 3
  %2563 = lshr i64 %26, 4
  %2564 = and i64 %2563, 3
  %2565 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %2566 = lshr i64 %26, 2
  %2567 = and i64 %2566, 3
  %2568 = lshr i64 %26, 4
  %2569 = and i64 %2568, 3
  %2570 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %2571 = lshr i64 %26, 2
  %2572 = and i64 %2571, 3
  %2573 = lshr i64 %26, 4
  %2574 = and i64 %2573, 3
  %2575 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %2576 = lshr i64 %26, 2
  %2577 = and i64 %2576, 3
  %2578 = lshr i64 %26, 4
  %2579 = and i64 %2578, 3
  %2580 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %2581 = lshr i64 %26, 2
  %2582 = and i64 %2581, 3
  %2583 = lshr i64 %26, 4
  %2584 = and i64 %2583, 3
  %2585 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %2586 = lshr i64 %26, 2
  %2587 = and i64 %2586, 3
  %2588 = lshr i64 %26, 4
  %2589 = and i64 %2588, 3
  %2590 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %2591 = lshr i64 %26, 2
  %2592 = and i64 %2591, 3
  %2593 = lshr i64 %26, 4
  %2594 = and i64 %2593, 3
  %2595 = getelementptr inbounds nuw i8, ptr %30, i64 448
  %2596 = lshr i64 %26, 2
  %2597 = and i64 %2596, 3
  %2598 = lshr i64 %26, 4
  %2599 = and i64 %2598, 3
  %2600 = and i64 %26, 3
  %2601 = lshr i64 %26, 2
  %2602 = and i64 %2601, 3
  %2603 = lshr i64 %26, 4
  %2604 = and i64 %2603, 3
  %2605 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %2606 = lshr i64 %26, 2
  %2607 = and i64 %2606, 3
  %2608 = lshr i64 %26, 4
  %2609 = and i64 %2608, 3
  %2610 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %2611 = lshr i64 %26, 2
  %2612 = and i64 %2611, 3
  %2613 = lshr i64 %26, 4
  %2614 = and i64 %2613, 3
  %2615 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %2616 = lshr i64 %26, 2
  %2617 = and i64 %2616, 3
  %2618 = lshr i64 %26, 4
  %2619 = and i64 %2618, 3
  %2620 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %2621 = lshr i64 %26, 2
  %2622 = and i64 %2621, 3
  %2623 = lshr i64 %26, 4
  %2624 = and i64 %2623, 3
  %2625 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %2626 = lshr i64 %26, 2
  %2627 = and i64 %2626, 3
  %2628 = lshr i64 %26, 4
  %2629 = and i64 %2628, 3
  %2630 = getelementptr inbounds nuw i8, ptr %29, i64 384
  %2631 = lshr i64 %26, 2
  %2632 = and i64 %2631, 3
  %2633 = lshr i64 %26, 4
  %2634 = and i64 %2633, 3
  %2635 = and i64 %26, 3
  %2636 = lshr i64 %26, 2
  %2637 = and i64 %2636, 3
  %2638 = lshr i64 %26, 4
  %2639 = and i64 %2638, 3
  %2640 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %2641 = lshr i64 %26, 2
  %2642 = and i64 %2641, 3
  %2643 = lshr i64 %26, 4
  %2644 = and i64 %2643, 3
  %2645 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %2646 = lshr i64 %26, 2
  %2647 = and i64 %2646, 3
  %2648 = lshr i64 %26, 4
  %2649 = and i64 %2648, 3
  %2650 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %2651 = lshr i64 %26, 2
  %2652 = and i64 %2651, 3
  %2653 = lshr i64 %26, 4
  %2654 = and i64 %2653, 3
  %2655 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %2656 = lshr i64 %26, 2
  %2657 = and i64 %2656, 3
  %2658 = lshr i64 %26, 4
  %2659 = and i64 %2658, 3
  %2660 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %2661 = lshr i64 %26, 2
  %2662 = and i64 %2661, 3
  %2663 = lshr i64 %26, 4
  %2664 = and i64 %2663, 3
  %2665 = and i64 %26, 3
  %2666 = lshr i64 %26, 2
  %2667 = and i64 %2666, 3
  %2668 = lshr i64 %26, 4
  %2669 = and i64 %2668, 3
  %2670 = lshr i64 %26, 2
  %2671 = and i64 %2670, 3
  %2672 = lshr i64 %26, 4
  %2673 = and i64 %2672, 3
  %2674 = lshr i64 %26, 2
  %2675 = and i64 %2674, 3
  %2676 = lshr i64 %26, 4
  %2677 = and i64 %2676, 3
  %2678 = lshr i64 %26, 2
  %2679 = and i64 %2678, 3
  %2680 = lshr i64 %26, 4
  %2681 = and i64 %2680, 3
  %2682 = lshr i64 %26, 2
  %2683 = and i64 %2682, 3
  %2684 = lshr i64 %26, 4
  %2685 = and i64 %2684, 3
  %2686 = and i64 %26, 3
  %2687 = lshr i64 %26, 2
  %2688 = and i64 %2687, 3
  %2689 = lshr i64 %26, 4
  %2690 = and i64 %2689, 3
  %2691 = lshr i64 %26, 2
  %2692 = and i64 %2691, 3
  %2693 = lshr i64 %26, 4
  %2694 = and i64 %2693, 3
  %2695 = lshr i64 %26, 2
  %2696 = and i64 %2695, 3
  %2697 = lshr i64 %26, 4
  %2698 = and i64 %2697, 3
  %2699 = lshr i64 %26, 2
  %2700 = and i64 %2699, 3
  %2701 = lshr i64 %26, 4
  %2702 = and i64 %2701, 3
  %2703 = and i64 %26, 3
  %2704 = lshr i64 %26, 2
  %2705 = and i64 %2704, 3
  %2706 = lshr i64 %26, 4
  %2707 = and i64 %2706, 3
  %2708 = lshr i64 %26, 2
  %2709 = and i64 %2708, 3
  %2710 = lshr i64 %26, 4
  %2711 = and i64 %2710, 3
  %2712 = lshr i64 %26, 2
  %2713 = and i64 %2712, 3
  %2714 = lshr i64 %26, 4
  %2715 = and i64 %2714, 3
  %2716 = and i64 %26, 3
  %2717 = lshr i64 %26, 2
  %2718 = and i64 %2717, 3
  %2719 = lshr i64 %26, 4
  %2720 = and i64 %2719, 3
  %2721 = lshr i64 %26, 2
  %2722 = and i64 %2721, 3
  %2723 = lshr i64 %26, 4
  %2724 = and i64 %2723, 3
  %2725 = and i64 %26, 3
  %2726 = lshr i64 %26, 2
  %2727 = and i64 %2726, 3
  %2728 = lshr i64 %26, 4
  %2729 = and i64 %2728, 3
  %2730 = add nsw i64 %9, -16
  %2731 = shl i64 %11, 2
  %2732 = add nsw i64 %9, -32
  %2733 = mul i64 %11, 6
  %2734 = add nsw i64 %9, -48
  %2735 = and i64 %26, 3
  %2736 = lshr i64 %26, 2
  %2737 = and i64 %2736, 3
  %2738 = lshr i64 %26, 4
  %2739 = and i64 %2738, 3
  %2740 = icmp sgt i64 %9, 31
  %2741 = trunc i64 %9 to i32
  %2742 = add i32 %2741, -16
  %2743 = shl nsw i32 -1, %2742
  %2744 = trunc i32 %2743 to i16
  %2745 = xor i16 %2744, -1
  %2746 = select i1 %2740, i16 -1, i16 %2745
  %2747 = bitcast i16 %2746 to <16 x i1>
  %2748 = lshr i64 %26, 2
  %2749 = and i64 %2748, 3
  %2750 = lshr i64 %26, 4
  %2751 = and i64 %2750, 3
  %2752 = icmp sgt i64 %9, 47
  %2753 = trunc i64 %9 to i32
  %2754 = add i32 %2753, -32
  %2755 = shl nsw i32 -1, %2754
  %2756 = trunc i32 %2755 to i16
  %2757 = xor i16 %2756, -1
  %2758 = select i1 %2752, i16 -1, i16 %2757
  %2759 = bitcast i16 %2758 to <16 x i1>
  %2760 = lshr i64 %26, 2
  %2761 = and i64 %2760, 3
  %2762 = lshr i64 %26, 4
  %2763 = and i64 %2762, 3
  %2764 = icmp sgt i64 %9, 63
  %2765 = trunc i64 %9 to i32
  %2766 = add i32 %2765, -48
  %2767 = shl nsw i32 -1, %2766
  %2768 = trunc i32 %2767 to i16
  %2769 = xor i16 %2768, -1
  %2770 = select i1 %2764, i16 -1, i16 %2769
  %2771 = bitcast i16 %2770 to <16 x i1>
  %2772 = lshr i64 %26, 2
  %2773 = and i64 %2772, 3
  %2774 = lshr i64 %26, 4
  %2775 = and i64 %2774, 3
  %2776 = lshr i64 %26, 2
  %2777 = and i64 %2776, 3
  %2778 = lshr i64 %26, 4
  %2779 = and i64 %2778, 3
  %2780 = add nsw i64 %9, 16
  %2781 = lshr i64 %26, 2
  %2782 = and i64 %2781, 3
  %2783 = lshr i64 %26, 4
  %2784 = and i64 %2783, 3
  %2785 = add nsw i64 %9, 32
  %2786 = lshr i64 %26, 2
  %2787 = and i64 %2786, 3
  %2788 = lshr i64 %26, 4
  %2789 = and i64 %2788, 3
  %2790 = add nsw i64 %9, 48
  %2791 = lshr i64 %26, 2
  %2792 = and i64 %2791, 3
  %2793 = lshr i64 %26, 4
  %2794 = and i64 %2793, 3
  %2795 = add nsw i64 %9, -16
  %2796 = and i64 %26, 3
  %2797 = lshr i64 %26, 2
  %2798 = and i64 %2797, 3
  %2799 = lshr i64 %26, 4
  %2800 = and i64 %2799, 3
  %2801 = icmp sgt i64 %9, 31
  %2802 = trunc i64 %9 to i32
  %2803 = add i32 %2802, -16
  %2804 = shl nsw i32 -1, %2803
  %2805 = trunc i32 %2804 to i16
  %2806 = xor i16 %2805, -1
  %2807 = select i1 %2801, i16 -1, i16 %2806
  %2808 = bitcast i16 %2807 to <16 x i1>
  %2809 = lshr i64 %26, 2
  %2810 = and i64 %2809, 3
  %2811 = lshr i64 %26, 4
  %2812 = and i64 %2811, 3
  %2813 = lshr i64 %26, 2
  %2814 = and i64 %2813, 3
  %2815 = lshr i64 %26, 4
  %2816 = and i64 %2815, 3
  %2817 = add nsw i64 %9, 16
  %2818 = lshr i64 %26, 2
  %2819 = and i64 %2818, 3
  %2820 = lshr i64 %26, 4
  %2821 = and i64 %2820, 3
  %2822 = shl nsw i64 %9, 1
  %2823 = lshr i64 %26, 2
  %2824 = and i64 %2823, 3
  %2825 = lshr i64 %26, 4
  %2826 = and i64 %2825, 3
  %2827 = add nsw i64 %2822, 16
  %2828 = lshr i64 %26, 2
  %2829 = and i64 %2828, 3
  %2830 = lshr i64 %26, 4
  %2831 = and i64 %2830, 3
  %2832 = mul nsw i64 %9, 3
  %2833 = lshr i64 %26, 2
  %2834 = and i64 %2833, 3
  %2835 = lshr i64 %26, 4
  %2836 = and i64 %2835, 3
  %2837 = add nsw i64 %2832, 16
  %2838 = lshr i64 %26, 2
  %2839 = and i64 %2838, 3
  %2840 = lshr i64 %26, 4
  %2841 = and i64 %2840, 3
  %2842 = and i64 %26, 3
  %2843 = lshr i64 %26, 2
  %2844 = and i64 %2843, 3
  %2845 = lshr i64 %26, 4
  %2846 = and i64 %2845, 3
  %2847 = lshr i64 %26, 2
  %2848 = and i64 %2847, 3
  %2849 = lshr i64 %26, 4
  %2850 = and i64 %2849, 3
  %2851 = shl nsw i64 %9, 1
  %2852 = lshr i64 %26, 2
  %2853 = and i64 %2852, 3
  %2854 = lshr i64 %26, 4
  %2855 = and i64 %2854, 3
  %2856 = mul nsw i64 %9, 3
  %2857 = lshr i64 %26, 2
  %2858 = and i64 %2857, 3
  %2859 = lshr i64 %26, 4
  %2860 = and i64 %2859, 3
  br label %2862

2861:                                             ; preds = %8418, %2534
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %8423

2862:                                             ; preds = %2537, %8418
  %2863 = phi i64 [ %50, %2537 ], [ %8421, %8418 ]
  %2864 = phi i64 [ %1057, %2537 ], [ %8420, %8418 ]
  %2865 = phi i64 [ %1056, %2537 ], [ %8419, %8418 ]
  %2866 = phi i64 [ %1058, %2537 ], [ %8409, %8418 ]
  %2867 = mul nsw i64 %2865, %19
  %2868 = getelementptr inbounds float, ptr %34, i64 %2867
  %2869 = mul i64 %2538, %2864
  %2870 = getelementptr inbounds float, ptr %2868, i64 %2869
  %2871 = mul nsw i64 %2864, %54
  %2872 = getelementptr inbounds float, ptr %35, i64 %2871
  %2873 = getelementptr inbounds float, ptr %36, i64 %2864
  %2874 = select i1 %2539, ptr null, ptr %2873
  %2875 = mul nsw i64 %2865, %20
  %2876 = getelementptr inbounds float, ptr %38, i64 %2875
  %2877 = mul nsw i64 %2864, %55
  %2878 = getelementptr inbounds float, ptr %2876, i64 %2877
  %2879 = mul nsw i64 %2863, %9
  %2880 = getelementptr inbounds float, ptr %2878, i64 %2879
  %2881 = mul nsw i64 %2865, %23
  %2882 = getelementptr inbounds float, ptr %37, i64 %2881
  %2883 = getelementptr inbounds float, ptr %2882, i64 %2877
  %2884 = getelementptr inbounds float, ptr %2883, i64 %2879
  %2885 = select i1 %2540, ptr null, ptr %2884
  %2886 = sub nsw i64 %8, %2863
  %2887 = sub nsw i64 %4, %2866
  %2888 = call i64 @llvm.smin.i64(i64 %2886, i64 %2887)
  %2889 = icmp slt i64 %2888, %2546
  %2890 = select i1 %2889, i32 1, i32 %2545
  %2891 = icmp samesign ugt i32 %2890, 1
  br i1 %2891, label %2904, label %2892

2892:                                             ; preds = %2862
  br i1 %2547, label %2893, label %8407

2893:                                             ; preds = %2892
  %2894 = icmp eq ptr %2874, null
  %2895 = icmp eq ptr %2885, null
  %2896 = mul nsw i64 %2863, %12
  %2897 = mul nsw i64 %2863, %12
  %2898 = mul nsw i64 %2863, %12
  %2899 = mul nsw i64 %2863, %12
  %2900 = mul nsw i64 %2863, %12
  %2901 = mul nsw i64 %2863, %12
  %2902 = mul nsw i64 %2863, %12
  %2903 = mul nsw i64 %2863, %12
  br label %4728

2904:                                             ; preds = %2862
  switch i64 %2447, label %8407 [
    i64 1, label %2905
    i64 2, label %3286
    i64 4, label %3994
  ]

2905:                                             ; preds = %2904
  br i1 %2548, label %2906, label %2914

2906:                                             ; preds = %2905
  %2907 = mul nsw i64 %2863, %12
  %2908 = add nsw i64 %2863, 1
  %2909 = mul nsw i64 %2908, %12
  %2910 = add nsw i64 %2863, 2
  %2911 = mul nsw i64 %2910, %12
  %2912 = add nsw i64 %2863, 3
  %2913 = mul nsw i64 %2912, %12
  br label %2921

2914:                                             ; preds = %2960, %2905
  %2915 = phi <16 x float> [ zeroinitializer, %2905 ], [ %2961, %2960 ]
  %2916 = phi <16 x float> [ zeroinitializer, %2905 ], [ %2962, %2960 ]
  %2917 = phi <16 x float> [ zeroinitializer, %2905 ], [ %2963, %2960 ]
  %2918 = phi <16 x float> [ zeroinitializer, %2905 ], [ %2964, %2960 ]
  %2919 = icmp eq ptr %2874, null
  %2920 = icmp eq ptr %2885, null
  br i1 %2919, label %3026, label %3021

2921:                                             ; preds = %2906, %2960
  %2922 = phi <16 x float> [ zeroinitializer, %2906 ], [ %2961, %2960 ]
  %2923 = phi <16 x float> [ zeroinitializer, %2906 ], [ %2962, %2960 ]
  %2924 = phi <16 x float> [ zeroinitializer, %2906 ], [ %2963, %2960 ]
  %2925 = phi <16 x float> [ zeroinitializer, %2906 ], [ %2964, %2960 ]
  %2926 = phi i64 [ 0, %2906 ], [ %2965, %2960 ]
  %2927 = mul nsw i64 %2926, %14
  %2928 = sub i64 %2927, %16
  %2929 = add i64 %2928, %2907
  %2930 = icmp slt i64 %2929, 0
  %2931 = icmp sge i64 %2929, %6
  %2932 = or i1 %2930, %2931
  %2933 = select i1 %2932, i64 0, i64 %2929
  %2934 = mul nsw i64 %2933, %7
  %2935 = getelementptr inbounds float, ptr %2870, i64 %2934
  %2936 = add i64 %2928, %2909
  %2937 = icmp slt i64 %2936, 0
  %2938 = icmp sge i64 %2936, %6
  %2939 = or i1 %2937, %2938
  %2940 = select i1 %2939, i64 0, i64 %2936
  %2941 = mul nsw i64 %2940, %7
  %2942 = getelementptr inbounds float, ptr %2870, i64 %2941
  %2943 = add i64 %2928, %2911
  %2944 = icmp slt i64 %2943, 0
  %2945 = icmp sge i64 %2943, %6
  %2946 = or i1 %2944, %2945
  %2947 = select i1 %2946, i64 0, i64 %2943
  %2948 = mul nsw i64 %2947, %7
  %2949 = getelementptr inbounds float, ptr %2870, i64 %2948
  %2950 = add i64 %2928, %2913
  %2951 = icmp slt i64 %2950, 0
  %2952 = icmp sge i64 %2950, %6
  %2953 = or i1 %2951, %2952
  %2954 = select i1 %2953, i64 0, i64 %2950
  %2955 = mul nsw i64 %2954, %7
  %2956 = getelementptr inbounds float, ptr %2870, i64 %2955
  br i1 %2549, label %2957, label %2960

2957:                                             ; preds = %2921
  %2958 = mul nuw nsw i64 %2926, %11
  %2959 = getelementptr inbounds nuw float, ptr %2872, i64 %2958
  br label %2967

2960:                                             ; preds = %2997, %2921
  %2961 = phi <16 x float> [ %2922, %2921 ], [ %3003, %2997 ]
  %2962 = phi <16 x float> [ %2923, %2921 ], [ %3008, %2997 ]
  %2963 = phi <16 x float> [ %2924, %2921 ], [ %3013, %2997 ]
  %2964 = phi <16 x float> [ %2925, %2921 ], [ %3018, %2997 ]
  %2965 = add nuw nsw i64 %2926, 1
  %2966 = icmp eq i64 %2965, %10
  br i1 %2966, label %2914, label %2921

2967:                                             ; preds = %2957, %2997
  %2968 = phi <16 x float> [ %2922, %2957 ], [ %3003, %2997 ]
  %2969 = phi <16 x float> [ %2923, %2957 ], [ %3008, %2997 ]
  %2970 = phi <16 x float> [ %2924, %2957 ], [ %3013, %2997 ]
  %2971 = phi <16 x float> [ %2925, %2957 ], [ %3018, %2997 ]
  %2972 = phi i64 [ 0, %2957 ], [ %3019, %2997 ]
  %2973 = getelementptr inbounds nuw float, ptr %2959, i64 %2972
  %2974 = load float, ptr %2973, align 4
  %2975 = insertelement <16 x float> poison, float %2974, i64 0
  %2976 = shufflevector <16 x float> %2975, <16 x float> poison, <16 x i32> zeroinitializer
  %2977 = mul nsw i64 %2972, %15
  %2978 = sub nsw i64 %2977, %17
  %2979 = icmp slt i64 %2978, 0
  %2980 = sub nsw i64 0, %2978
  %2981 = select i1 %2979, i64 %2980, i64 0
  %2982 = sub nsw i64 %7, %2978
  %2983 = call i64 @llvm.smin.i64(i64 %2982, i64 %9)
  %2984 = call i64 @llvm.smin.i64(i64 %2983, i64 16)
  %2985 = icmp sgt i64 %2984, %2981
  %2986 = trunc i64 %2984 to i32
  %2987 = shl nsw i32 -1, %2986
  %2988 = xor i32 %2987, -1
  %2989 = trunc i64 %2981 to i32
  %2990 = shl nsw i32 -1, %2989
  %2991 = and i32 %2990, %2988
  %2992 = trunc i32 %2991 to i16
  %2993 = select i1 %2985, i16 %2992, i16 0
  br i1 %2550, label %2997, label %2994

2994:                                             ; preds = %2967
  %2995 = getelementptr i16, ptr %2535, i64 %2972
  %2996 = load i16, ptr %2995, align 2
  br label %2997

2997:                                             ; preds = %2967, %2994
  %2998 = phi i16 [ %2996, %2994 ], [ %2993, %2967 ]
  %2999 = select i1 %2932, i16 0, i16 %2998
  %3000 = getelementptr inbounds float, ptr %2935, i64 %2978
  %3001 = bitcast i16 %2999 to <16 x i1>
  %3002 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3000, <16 x i1> %3001, <16 x float> zeroinitializer)
  %3003 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %2976, <16 x float> %2968)
  %3004 = select i1 %2939, i16 0, i16 %2998
  %3005 = getelementptr inbounds float, ptr %2942, i64 %2978
  %3006 = bitcast i16 %3004 to <16 x i1>
  %3007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3005, <16 x i1> %3006, <16 x float> zeroinitializer)
  %3008 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3007, <16 x float> %2976, <16 x float> %2969)
  %3009 = select i1 %2946, i16 0, i16 %2998
  %3010 = getelementptr inbounds float, ptr %2949, i64 %2978
  %3011 = bitcast i16 %3009 to <16 x i1>
  %3012 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3010, <16 x i1> %3011, <16 x float> zeroinitializer)
  %3013 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3012, <16 x float> %2976, <16 x float> %2970)
  %3014 = select i1 %2953, i16 0, i16 %2998
  %3015 = getelementptr inbounds float, ptr %2956, i64 %2978
  %3016 = bitcast i16 %3014 to <16 x i1>
  %3017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3015, <16 x i1> %3016, <16 x float> zeroinitializer)
  %3018 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3017, <16 x float> %2976, <16 x float> %2971)
  %3019 = add nuw nsw i64 %2972, 1
  %3020 = icmp eq i64 %3019, %11
  br i1 %3020, label %2960, label %2967

3021:                                             ; preds = %2914
  %3022 = load float, ptr %2873, align 4
  %3023 = insertelement <16 x float> poison, float %3022, i64 0
  %3024 = shufflevector <16 x float> %3023, <16 x float> poison, <16 x i32> zeroinitializer
  %3025 = fadd <16 x float> %2915, %3024
  br label %3026

3026:                                             ; preds = %3021, %2914
  %3027 = phi <16 x float> [ %3025, %3021 ], [ %2915, %2914 ]
  switch i64 %2842, label %528 [
    i64 1, label %3028
    i64 2, label %3031
    i64 3, label %3038
    i64 0, label %3083
  ]

3028:                                             ; preds = %3026
  %3029 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3030 = fadd <16 x float> %3027, %3029
  br label %3045

3031:                                             ; preds = %3026
  %3032 = bitcast <16 x float> %3027 to <8 x i64>
  %3033 = or <8 x i64> %3032, %2552
  %3034 = fcmp oeq <16 x float> %3027, %46
  %3035 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3027, i32 4)
  %3036 = bitcast <8 x i64> %3033 to <16 x float>
  %3037 = select <16 x i1> %3034, <16 x float> %3036, <16 x float> %3035
  br label %3045

3038:                                             ; preds = %3026
  %3039 = bitcast <16 x float> %3027 to <8 x i64>
  %3040 = and <8 x i64> %3039, %2551
  %3041 = fcmp oeq <16 x float> %3027, %43
  %3042 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3027, i32 4)
  %3043 = bitcast <8 x i64> %3040 to <16 x float>
  %3044 = select <16 x i1> %3041, <16 x float> %3043, <16 x float> %3042
  br label %3045

3045:                                             ; preds = %3038, %3031, %3028
  %3046 = phi <16 x float> [ %3030, %3028 ], [ %3037, %3031 ], [ %3044, %3038 ]
  switch i64 %2844, label %528 [
    i64 1, label %3061
    i64 2, label %3054
    i64 3, label %3047
    i64 0, label %3083
  ]

3047:                                             ; preds = %3045
  %3048 = bitcast <16 x float> %3046 to <8 x i64>
  %3049 = and <8 x i64> %3048, %2551
  %3050 = fcmp oeq <16 x float> %3046, %43
  %3051 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3046, i32 4)
  %3052 = bitcast <8 x i64> %3049 to <16 x float>
  %3053 = select <16 x i1> %3050, <16 x float> %3052, <16 x float> %3051
  br label %3064

3054:                                             ; preds = %3045
  %3055 = bitcast <16 x float> %3046 to <8 x i64>
  %3056 = or <8 x i64> %3055, %2552
  %3057 = fcmp oeq <16 x float> %3046, %46
  %3058 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3046, i32 4)
  %3059 = bitcast <8 x i64> %3056 to <16 x float>
  %3060 = select <16 x i1> %3057, <16 x float> %3059, <16 x float> %3058
  br label %3064

3061:                                             ; preds = %3045
  %3062 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3063 = fadd <16 x float> %3046, %3062
  br label %3064

3064:                                             ; preds = %3061, %3054, %3047
  %3065 = phi <16 x float> [ %3063, %3061 ], [ %3060, %3054 ], [ %3053, %3047 ]
  switch i64 %2846, label %528 [
    i64 1, label %3080
    i64 2, label %3073
    i64 3, label %3066
    i64 0, label %3083
  ]

3066:                                             ; preds = %3064
  %3067 = bitcast <16 x float> %3065 to <8 x i64>
  %3068 = and <8 x i64> %3067, %2551
  %3069 = fcmp oeq <16 x float> %3065, %43
  %3070 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3065, i32 4)
  %3071 = bitcast <8 x i64> %3068 to <16 x float>
  %3072 = select <16 x i1> %3069, <16 x float> %3071, <16 x float> %3070
  br label %3083

3073:                                             ; preds = %3064
  %3074 = bitcast <16 x float> %3065 to <8 x i64>
  %3075 = or <8 x i64> %3074, %2552
  %3076 = fcmp oeq <16 x float> %3065, %46
  %3077 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3065, i32 4)
  %3078 = bitcast <8 x i64> %3075 to <16 x float>
  %3079 = select <16 x i1> %3076, <16 x float> %3078, <16 x float> %3077
  br label %3083

3080:                                             ; preds = %3064
  %3081 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3082 = fadd <16 x float> %3065, %3081
  br label %3083

3083:                                             ; preds = %3066, %3073, %3080, %3064, %3045, %3026
  %3084 = phi <16 x float> [ %3065, %3064 ], [ %3027, %3026 ], [ %3046, %3045 ], [ %3082, %3080 ], [ %3079, %3073 ], [ %3072, %3066 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3084, ptr align 1 %2880, <16 x i1> %2559)
  %3085 = getelementptr inbounds float, ptr %2880, i64 %9
  %3086 = getelementptr inbounds float, ptr %2885, i64 %9
  %3087 = select i1 %2920, ptr null, ptr %3086
  br i1 %2919, label %3093, label %3088

3088:                                             ; preds = %3083
  %3089 = load float, ptr %2873, align 4
  %3090 = insertelement <16 x float> poison, float %3089, i64 0
  %3091 = shufflevector <16 x float> %3090, <16 x float> poison, <16 x i32> zeroinitializer
  %3092 = fadd <16 x float> %2916, %3091
  br label %3093

3093:                                             ; preds = %3088, %3083
  %3094 = phi <16 x float> [ %3092, %3088 ], [ %2916, %3083 ]
  switch i64 %2842, label %528 [
    i64 1, label %3109
    i64 2, label %3102
    i64 3, label %3095
    i64 0, label %3150
  ]

3095:                                             ; preds = %3093
  %3096 = bitcast <16 x float> %3094 to <8 x i64>
  %3097 = and <8 x i64> %3096, %2551
  %3098 = fcmp oeq <16 x float> %3094, %43
  %3099 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3094, i32 4)
  %3100 = bitcast <8 x i64> %3097 to <16 x float>
  %3101 = select <16 x i1> %3098, <16 x float> %3100, <16 x float> %3099
  br label %3112

3102:                                             ; preds = %3093
  %3103 = bitcast <16 x float> %3094 to <8 x i64>
  %3104 = or <8 x i64> %3103, %2552
  %3105 = fcmp oeq <16 x float> %3094, %46
  %3106 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3094, i32 4)
  %3107 = bitcast <8 x i64> %3104 to <16 x float>
  %3108 = select <16 x i1> %3105, <16 x float> %3107, <16 x float> %3106
  br label %3112

3109:                                             ; preds = %3093
  %3110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3087, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3111 = fadd <16 x float> %3094, %3110
  br label %3112

3112:                                             ; preds = %3109, %3102, %3095
  %3113 = phi <16 x float> [ %3111, %3109 ], [ %3108, %3102 ], [ %3101, %3095 ]
  switch i64 %2848, label %528 [
    i64 1, label %3128
    i64 2, label %3121
    i64 3, label %3114
    i64 0, label %3150
  ]

3114:                                             ; preds = %3112
  %3115 = bitcast <16 x float> %3113 to <8 x i64>
  %3116 = and <8 x i64> %3115, %2551
  %3117 = fcmp oeq <16 x float> %3113, %43
  %3118 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3113, i32 4)
  %3119 = bitcast <8 x i64> %3116 to <16 x float>
  %3120 = select <16 x i1> %3117, <16 x float> %3119, <16 x float> %3118
  br label %3131

3121:                                             ; preds = %3112
  %3122 = bitcast <16 x float> %3113 to <8 x i64>
  %3123 = or <8 x i64> %3122, %2552
  %3124 = fcmp oeq <16 x float> %3113, %46
  %3125 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3113, i32 4)
  %3126 = bitcast <8 x i64> %3123 to <16 x float>
  %3127 = select <16 x i1> %3124, <16 x float> %3126, <16 x float> %3125
  br label %3131

3128:                                             ; preds = %3112
  %3129 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3087, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3130 = fadd <16 x float> %3113, %3129
  br label %3131

3131:                                             ; preds = %3128, %3121, %3114
  %3132 = phi <16 x float> [ %3130, %3128 ], [ %3127, %3121 ], [ %3120, %3114 ]
  switch i64 %2850, label %528 [
    i64 1, label %3147
    i64 2, label %3140
    i64 3, label %3133
    i64 0, label %3150
  ]

3133:                                             ; preds = %3131
  %3134 = bitcast <16 x float> %3132 to <8 x i64>
  %3135 = and <8 x i64> %3134, %2551
  %3136 = fcmp oeq <16 x float> %3132, %43
  %3137 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3132, i32 4)
  %3138 = bitcast <8 x i64> %3135 to <16 x float>
  %3139 = select <16 x i1> %3136, <16 x float> %3138, <16 x float> %3137
  br label %3150

3140:                                             ; preds = %3131
  %3141 = bitcast <16 x float> %3132 to <8 x i64>
  %3142 = or <8 x i64> %3141, %2552
  %3143 = fcmp oeq <16 x float> %3132, %46
  %3144 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3132, i32 4)
  %3145 = bitcast <8 x i64> %3142 to <16 x float>
  %3146 = select <16 x i1> %3143, <16 x float> %3145, <16 x float> %3144
  br label %3150

3147:                                             ; preds = %3131
  %3148 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3087, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3149 = fadd <16 x float> %3132, %3148
  br label %3150

3150:                                             ; preds = %3133, %3140, %3147, %3131, %3112, %3093
  %3151 = phi <16 x float> [ %3132, %3131 ], [ %3094, %3093 ], [ %3113, %3112 ], [ %3149, %3147 ], [ %3146, %3140 ], [ %3139, %3133 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3151, ptr align 1 %3085, <16 x i1> %2559)
  %3152 = getelementptr inbounds float, ptr %2880, i64 %2851
  %3153 = getelementptr inbounds float, ptr %2885, i64 %2851
  %3154 = select i1 %2920, ptr null, ptr %3153
  br i1 %2919, label %3160, label %3155

3155:                                             ; preds = %3150
  %3156 = load float, ptr %2873, align 4
  %3157 = insertelement <16 x float> poison, float %3156, i64 0
  %3158 = shufflevector <16 x float> %3157, <16 x float> poison, <16 x i32> zeroinitializer
  %3159 = fadd <16 x float> %2917, %3158
  br label %3160

3160:                                             ; preds = %3155, %3150
  %3161 = phi <16 x float> [ %3159, %3155 ], [ %2917, %3150 ]
  switch i64 %2842, label %528 [
    i64 1, label %3176
    i64 2, label %3169
    i64 3, label %3162
    i64 0, label %3217
  ]

3162:                                             ; preds = %3160
  %3163 = bitcast <16 x float> %3161 to <8 x i64>
  %3164 = and <8 x i64> %3163, %2551
  %3165 = fcmp oeq <16 x float> %3161, %43
  %3166 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3161, i32 4)
  %3167 = bitcast <8 x i64> %3164 to <16 x float>
  %3168 = select <16 x i1> %3165, <16 x float> %3167, <16 x float> %3166
  br label %3179

3169:                                             ; preds = %3160
  %3170 = bitcast <16 x float> %3161 to <8 x i64>
  %3171 = or <8 x i64> %3170, %2552
  %3172 = fcmp oeq <16 x float> %3161, %46
  %3173 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3161, i32 4)
  %3174 = bitcast <8 x i64> %3171 to <16 x float>
  %3175 = select <16 x i1> %3172, <16 x float> %3174, <16 x float> %3173
  br label %3179

3176:                                             ; preds = %3160
  %3177 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3154, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3178 = fadd <16 x float> %3161, %3177
  br label %3179

3179:                                             ; preds = %3176, %3169, %3162
  %3180 = phi <16 x float> [ %3178, %3176 ], [ %3175, %3169 ], [ %3168, %3162 ]
  switch i64 %2853, label %528 [
    i64 1, label %3195
    i64 2, label %3188
    i64 3, label %3181
    i64 0, label %3217
  ]

3181:                                             ; preds = %3179
  %3182 = bitcast <16 x float> %3180 to <8 x i64>
  %3183 = and <8 x i64> %3182, %2551
  %3184 = fcmp oeq <16 x float> %3180, %43
  %3185 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3180, i32 4)
  %3186 = bitcast <8 x i64> %3183 to <16 x float>
  %3187 = select <16 x i1> %3184, <16 x float> %3186, <16 x float> %3185
  br label %3198

3188:                                             ; preds = %3179
  %3189 = bitcast <16 x float> %3180 to <8 x i64>
  %3190 = or <8 x i64> %3189, %2552
  %3191 = fcmp oeq <16 x float> %3180, %46
  %3192 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3180, i32 4)
  %3193 = bitcast <8 x i64> %3190 to <16 x float>
  %3194 = select <16 x i1> %3191, <16 x float> %3193, <16 x float> %3192
  br label %3198

3195:                                             ; preds = %3179
  %3196 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3154, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3197 = fadd <16 x float> %3180, %3196
  br label %3198

3198:                                             ; preds = %3195, %3188, %3181
  %3199 = phi <16 x float> [ %3197, %3195 ], [ %3194, %3188 ], [ %3187, %3181 ]
  switch i64 %2855, label %528 [
    i64 1, label %3214
    i64 2, label %3207
    i64 3, label %3200
    i64 0, label %3217
  ]

3200:                                             ; preds = %3198
  %3201 = bitcast <16 x float> %3199 to <8 x i64>
  %3202 = and <8 x i64> %3201, %2551
  %3203 = fcmp oeq <16 x float> %3199, %43
  %3204 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3199, i32 4)
  %3205 = bitcast <8 x i64> %3202 to <16 x float>
  %3206 = select <16 x i1> %3203, <16 x float> %3205, <16 x float> %3204
  br label %3217

3207:                                             ; preds = %3198
  %3208 = bitcast <16 x float> %3199 to <8 x i64>
  %3209 = or <8 x i64> %3208, %2552
  %3210 = fcmp oeq <16 x float> %3199, %46
  %3211 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3199, i32 4)
  %3212 = bitcast <8 x i64> %3209 to <16 x float>
  %3213 = select <16 x i1> %3210, <16 x float> %3212, <16 x float> %3211
  br label %3217

3214:                                             ; preds = %3198
  %3215 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3154, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3216 = fadd <16 x float> %3199, %3215
  br label %3217

3217:                                             ; preds = %3200, %3207, %3214, %3198, %3179, %3160
  %3218 = phi <16 x float> [ %3199, %3198 ], [ %3161, %3160 ], [ %3180, %3179 ], [ %3216, %3214 ], [ %3213, %3207 ], [ %3206, %3200 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3218, ptr align 1 %3152, <16 x i1> %2559)
  %3219 = getelementptr inbounds float, ptr %2880, i64 %2856
  %3220 = getelementptr inbounds float, ptr %2885, i64 %2856
  %3221 = select i1 %2920, ptr null, ptr %3220
  br i1 %2919, label %3227, label %3222

3222:                                             ; preds = %3217
  %3223 = load float, ptr %2873, align 4
  %3224 = insertelement <16 x float> poison, float %3223, i64 0
  %3225 = shufflevector <16 x float> %3224, <16 x float> poison, <16 x i32> zeroinitializer
  %3226 = fadd <16 x float> %2918, %3225
  br label %3227

3227:                                             ; preds = %3222, %3217
  %3228 = phi <16 x float> [ %3226, %3222 ], [ %2918, %3217 ]
  switch i64 %2842, label %528 [
    i64 1, label %3243
    i64 2, label %3236
    i64 3, label %3229
    i64 0, label %3284
  ]

3229:                                             ; preds = %3227
  %3230 = bitcast <16 x float> %3228 to <8 x i64>
  %3231 = and <8 x i64> %3230, %2551
  %3232 = fcmp oeq <16 x float> %3228, %43
  %3233 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3228, i32 4)
  %3234 = bitcast <8 x i64> %3231 to <16 x float>
  %3235 = select <16 x i1> %3232, <16 x float> %3234, <16 x float> %3233
  br label %3246

3236:                                             ; preds = %3227
  %3237 = bitcast <16 x float> %3228 to <8 x i64>
  %3238 = or <8 x i64> %3237, %2552
  %3239 = fcmp oeq <16 x float> %3228, %46
  %3240 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3228, i32 4)
  %3241 = bitcast <8 x i64> %3238 to <16 x float>
  %3242 = select <16 x i1> %3239, <16 x float> %3241, <16 x float> %3240
  br label %3246

3243:                                             ; preds = %3227
  %3244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3221, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3245 = fadd <16 x float> %3228, %3244
  br label %3246

3246:                                             ; preds = %3243, %3236, %3229
  %3247 = phi <16 x float> [ %3245, %3243 ], [ %3242, %3236 ], [ %3235, %3229 ]
  switch i64 %2858, label %528 [
    i64 1, label %3262
    i64 2, label %3255
    i64 3, label %3248
    i64 0, label %3284
  ]

3248:                                             ; preds = %3246
  %3249 = bitcast <16 x float> %3247 to <8 x i64>
  %3250 = and <8 x i64> %3249, %2551
  %3251 = fcmp oeq <16 x float> %3247, %43
  %3252 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3247, i32 4)
  %3253 = bitcast <8 x i64> %3250 to <16 x float>
  %3254 = select <16 x i1> %3251, <16 x float> %3253, <16 x float> %3252
  br label %3265

3255:                                             ; preds = %3246
  %3256 = bitcast <16 x float> %3247 to <8 x i64>
  %3257 = or <8 x i64> %3256, %2552
  %3258 = fcmp oeq <16 x float> %3247, %46
  %3259 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3247, i32 4)
  %3260 = bitcast <8 x i64> %3257 to <16 x float>
  %3261 = select <16 x i1> %3258, <16 x float> %3260, <16 x float> %3259
  br label %3265

3262:                                             ; preds = %3246
  %3263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3221, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3264 = fadd <16 x float> %3247, %3263
  br label %3265

3265:                                             ; preds = %3262, %3255, %3248
  %3266 = phi <16 x float> [ %3264, %3262 ], [ %3261, %3255 ], [ %3254, %3248 ]
  switch i64 %2860, label %528 [
    i64 1, label %3281
    i64 2, label %3274
    i64 3, label %3267
    i64 0, label %3284
  ]

3267:                                             ; preds = %3265
  %3268 = bitcast <16 x float> %3266 to <8 x i64>
  %3269 = and <8 x i64> %3268, %2551
  %3270 = fcmp oeq <16 x float> %3266, %43
  %3271 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3266, i32 4)
  %3272 = bitcast <8 x i64> %3269 to <16 x float>
  %3273 = select <16 x i1> %3270, <16 x float> %3272, <16 x float> %3271
  br label %3284

3274:                                             ; preds = %3265
  %3275 = bitcast <16 x float> %3266 to <8 x i64>
  %3276 = or <8 x i64> %3275, %2552
  %3277 = fcmp oeq <16 x float> %3266, %46
  %3278 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3266, i32 4)
  %3279 = bitcast <8 x i64> %3276 to <16 x float>
  %3280 = select <16 x i1> %3277, <16 x float> %3279, <16 x float> %3278
  br label %3284

3281:                                             ; preds = %3265
  %3282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3221, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3283 = fadd <16 x float> %3266, %3282
  br label %3284

3284:                                             ; preds = %3267, %3274, %3281, %3265, %3246, %3227
  %3285 = phi <16 x float> [ %3266, %3265 ], [ %3228, %3227 ], [ %3247, %3246 ], [ %3283, %3281 ], [ %3280, %3274 ], [ %3273, %3267 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3285, ptr align 1 %3219, <16 x i1> %2559)
  br label %8407

3286:                                             ; preds = %2904
  br i1 %2548, label %3287, label %3295

3287:                                             ; preds = %3286
  %3288 = mul nsw i64 %2863, %12
  %3289 = add nsw i64 %2863, 1
  %3290 = mul nsw i64 %3289, %12
  %3291 = add nsw i64 %2863, 2
  %3292 = mul nsw i64 %3291, %12
  %3293 = add nsw i64 %2863, 3
  %3294 = mul nsw i64 %3293, %12
  br label %3306

3295:                                             ; preds = %3349, %3286
  %3296 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3350, %3349 ]
  %3297 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3351, %3349 ]
  %3298 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3352, %3349 ]
  %3299 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3353, %3349 ]
  %3300 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3354, %3349 ]
  %3301 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3355, %3349 ]
  %3302 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3356, %3349 ]
  %3303 = phi <16 x float> [ zeroinitializer, %3286 ], [ %3357, %3349 ]
  %3304 = icmp eq ptr %2874, null
  %3305 = icmp eq ptr %2885, null
  br i1 %3304, label %3466, label %3461

3306:                                             ; preds = %3287, %3349
  %3307 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3350, %3349 ]
  %3308 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3351, %3349 ]
  %3309 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3352, %3349 ]
  %3310 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3353, %3349 ]
  %3311 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3354, %3349 ]
  %3312 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3355, %3349 ]
  %3313 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3356, %3349 ]
  %3314 = phi <16 x float> [ zeroinitializer, %3287 ], [ %3357, %3349 ]
  %3315 = phi i64 [ 0, %3287 ], [ %3358, %3349 ]
  %3316 = mul nsw i64 %3315, %14
  %3317 = sub i64 %3316, %16
  %3318 = add i64 %3317, %3288
  %3319 = icmp slt i64 %3318, 0
  %3320 = icmp sge i64 %3318, %6
  %3321 = or i1 %3319, %3320
  %3322 = select i1 %3321, i64 0, i64 %3318
  %3323 = mul nsw i64 %3322, %7
  %3324 = getelementptr inbounds float, ptr %2870, i64 %3323
  %3325 = add i64 %3317, %3290
  %3326 = icmp slt i64 %3325, 0
  %3327 = icmp sge i64 %3325, %6
  %3328 = or i1 %3326, %3327
  %3329 = select i1 %3328, i64 0, i64 %3325
  %3330 = mul nsw i64 %3329, %7
  %3331 = getelementptr inbounds float, ptr %2870, i64 %3330
  %3332 = add i64 %3317, %3292
  %3333 = icmp slt i64 %3332, 0
  %3334 = icmp sge i64 %3332, %6
  %3335 = or i1 %3333, %3334
  %3336 = select i1 %3335, i64 0, i64 %3332
  %3337 = mul nsw i64 %3336, %7
  %3338 = getelementptr inbounds float, ptr %2870, i64 %3337
  %3339 = add i64 %3317, %3294
  %3340 = icmp slt i64 %3339, 0
  %3341 = icmp sge i64 %3339, %6
  %3342 = or i1 %3340, %3341
  %3343 = select i1 %3342, i64 0, i64 %3339
  %3344 = mul nsw i64 %3343, %7
  %3345 = getelementptr inbounds float, ptr %2870, i64 %3344
  br i1 %2549, label %3346, label %3349

3346:                                             ; preds = %3306
  %3347 = mul nuw nsw i64 %3315, %11
  %3348 = getelementptr inbounds nuw float, ptr %2872, i64 %3347
  br label %3360

3349:                                             ; preds = %3437, %3306
  %3350 = phi <16 x float> [ %3307, %3306 ], [ %3401, %3437 ]
  %3351 = phi <16 x float> [ %3308, %3306 ], [ %3443, %3437 ]
  %3352 = phi <16 x float> [ %3309, %3306 ], [ %3406, %3437 ]
  %3353 = phi <16 x float> [ %3310, %3306 ], [ %3448, %3437 ]
  %3354 = phi <16 x float> [ %3311, %3306 ], [ %3411, %3437 ]
  %3355 = phi <16 x float> [ %3312, %3306 ], [ %3453, %3437 ]
  %3356 = phi <16 x float> [ %3313, %3306 ], [ %3416, %3437 ]
  %3357 = phi <16 x float> [ %3314, %3306 ], [ %3458, %3437 ]
  %3358 = add nuw nsw i64 %3315, 1
  %3359 = icmp eq i64 %3358, %10
  br i1 %3359, label %3295, label %3306

3360:                                             ; preds = %3346, %3437
  %3361 = phi <16 x float> [ %3307, %3346 ], [ %3401, %3437 ]
  %3362 = phi <16 x float> [ %3308, %3346 ], [ %3443, %3437 ]
  %3363 = phi <16 x float> [ %3309, %3346 ], [ %3406, %3437 ]
  %3364 = phi <16 x float> [ %3310, %3346 ], [ %3448, %3437 ]
  %3365 = phi <16 x float> [ %3311, %3346 ], [ %3411, %3437 ]
  %3366 = phi <16 x float> [ %3312, %3346 ], [ %3453, %3437 ]
  %3367 = phi <16 x float> [ %3313, %3346 ], [ %3416, %3437 ]
  %3368 = phi <16 x float> [ %3314, %3346 ], [ %3458, %3437 ]
  %3369 = phi i64 [ 0, %3346 ], [ %3459, %3437 ]
  %3370 = getelementptr inbounds nuw float, ptr %3348, i64 %3369
  %3371 = load float, ptr %3370, align 4
  %3372 = insertelement <16 x float> poison, float %3371, i64 0
  %3373 = shufflevector <16 x float> %3372, <16 x float> poison, <16 x i32> zeroinitializer
  %3374 = mul nsw i64 %3369, %15
  %3375 = sub i64 %3374, %17
  %3376 = getelementptr i16, ptr %2535, i64 %3369
  br i1 %2550, label %3379, label %3377

3377:                                             ; preds = %3360
  %3378 = load i16, ptr %3376, align 2
  br label %3395

3379:                                             ; preds = %3360
  %3380 = icmp slt i64 %3375, 0
  %3381 = sub nsw i64 0, %3375
  %3382 = select i1 %3380, i64 %3381, i64 0
  %3383 = sub nsw i64 %7, %3375
  %3384 = call i64 @llvm.smin.i64(i64 %3383, i64 %9)
  %3385 = call i64 @llvm.smin.i64(i64 %3384, i64 16)
  %3386 = icmp sgt i64 %3385, %3382
  %3387 = trunc i64 %3385 to i32
  %3388 = shl nsw i32 -1, %3387
  %3389 = xor i32 %3388, -1
  %3390 = trunc i64 %3382 to i32
  %3391 = shl nsw i32 -1, %3390
  %3392 = and i32 %3391, %3389
  %3393 = trunc i32 %3392 to i16
  %3394 = select i1 %3386, i16 %3393, i16 0
  br label %3395

3395:                                             ; preds = %3379, %3377
  %3396 = phi i16 [ %3378, %3377 ], [ %3394, %3379 ]
  %3397 = select i1 %3321, i16 0, i16 %3396
  %3398 = getelementptr inbounds float, ptr %3324, i64 %3375
  %3399 = bitcast i16 %3397 to <16 x i1>
  %3400 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3398, <16 x i1> %3399, <16 x float> zeroinitializer)
  %3401 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3400, <16 x float> %3373, <16 x float> %3361)
  %3402 = select i1 %3328, i16 0, i16 %3396
  %3403 = getelementptr inbounds float, ptr %3331, i64 %3375
  %3404 = bitcast i16 %3402 to <16 x i1>
  %3405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3403, <16 x i1> %3404, <16 x float> zeroinitializer)
  %3406 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3405, <16 x float> %3373, <16 x float> %3363)
  %3407 = select i1 %3335, i16 0, i16 %3396
  %3408 = getelementptr inbounds float, ptr %3338, i64 %3375
  %3409 = bitcast i16 %3407 to <16 x i1>
  %3410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3408, <16 x i1> %3409, <16 x float> zeroinitializer)
  %3411 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3410, <16 x float> %3373, <16 x float> %3365)
  %3412 = select i1 %3342, i16 0, i16 %3396
  %3413 = getelementptr inbounds float, ptr %3345, i64 %3375
  %3414 = bitcast i16 %3412 to <16 x i1>
  %3415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3413, <16 x i1> %3414, <16 x float> zeroinitializer)
  %3416 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3415, <16 x float> %3373, <16 x float> %3367)
  %3417 = add i64 %3375, 16
  br i1 %2550, label %3421, label %3418

3418:                                             ; preds = %3395
  %3419 = getelementptr i16, ptr %3376, i64 %11
  %3420 = load i16, ptr %3419, align 2
  br label %3437

3421:                                             ; preds = %3395
  %3422 = icmp slt i64 %3417, 0
  %3423 = sub i64 -16, %3375
  %3424 = select i1 %3422, i64 %3423, i64 0
  %3425 = sub nsw i64 %7, %3417
  %3426 = call i64 @llvm.smin.i64(i64 %3425, i64 %2795)
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
  %3439 = select i1 %3321, i16 0, i16 %3438
  %3440 = getelementptr inbounds float, ptr %3324, i64 %3417
  %3441 = bitcast i16 %3439 to <16 x i1>
  %3442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3440, <16 x i1> %3441, <16 x float> zeroinitializer)
  %3443 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3442, <16 x float> %3373, <16 x float> %3362)
  %3444 = select i1 %3328, i16 0, i16 %3438
  %3445 = getelementptr inbounds float, ptr %3331, i64 %3417
  %3446 = bitcast i16 %3444 to <16 x i1>
  %3447 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3445, <16 x i1> %3446, <16 x float> zeroinitializer)
  %3448 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3447, <16 x float> %3373, <16 x float> %3364)
  %3449 = select i1 %3335, i16 0, i16 %3438
  %3450 = getelementptr inbounds float, ptr %3338, i64 %3417
  %3451 = bitcast i16 %3449 to <16 x i1>
  %3452 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3450, <16 x i1> %3451, <16 x float> zeroinitializer)
  %3453 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3452, <16 x float> %3373, <16 x float> %3366)
  %3454 = select i1 %3342, i16 0, i16 %3438
  %3455 = getelementptr inbounds float, ptr %3345, i64 %3417
  %3456 = bitcast i16 %3454 to <16 x i1>
  %3457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3455, <16 x i1> %3456, <16 x float> zeroinitializer)
  %3458 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3457, <16 x float> %3373, <16 x float> %3368)
  %3459 = add nuw nsw i64 %3369, 1
  %3460 = icmp eq i64 %3459, %11
  br i1 %3460, label %3349, label %3360

3461:                                             ; preds = %3295
  %3462 = load float, ptr %2873, align 4
  %3463 = insertelement <16 x float> poison, float %3462, i64 0
  %3464 = shufflevector <16 x float> %3463, <16 x float> poison, <16 x i32> zeroinitializer
  %3465 = fadd <16 x float> %3296, %3464
  br label %3466

3466:                                             ; preds = %3461, %3295
  %3467 = phi <16 x float> [ %3465, %3461 ], [ %3296, %3295 ]
  switch i64 %2796, label %528 [
    i64 1, label %3468
    i64 2, label %3471
    i64 3, label %3478
    i64 0, label %3523
  ]

3468:                                             ; preds = %3466
  %3469 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3470 = fadd <16 x float> %3467, %3469
  br label %3485

3471:                                             ; preds = %3466
  %3472 = bitcast <16 x float> %3467 to <8 x i64>
  %3473 = or <8 x i64> %3472, %2552
  %3474 = fcmp oeq <16 x float> %3467, %46
  %3475 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3467, i32 4)
  %3476 = bitcast <8 x i64> %3473 to <16 x float>
  %3477 = select <16 x i1> %3474, <16 x float> %3476, <16 x float> %3475
  br label %3485

3478:                                             ; preds = %3466
  %3479 = bitcast <16 x float> %3467 to <8 x i64>
  %3480 = and <8 x i64> %3479, %2551
  %3481 = fcmp oeq <16 x float> %3467, %43
  %3482 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3467, i32 4)
  %3483 = bitcast <8 x i64> %3480 to <16 x float>
  %3484 = select <16 x i1> %3481, <16 x float> %3483, <16 x float> %3482
  br label %3485

3485:                                             ; preds = %3478, %3471, %3468
  %3486 = phi <16 x float> [ %3470, %3468 ], [ %3477, %3471 ], [ %3484, %3478 ]
  switch i64 %2798, label %528 [
    i64 1, label %3501
    i64 2, label %3494
    i64 3, label %3487
    i64 0, label %3523
  ]

3487:                                             ; preds = %3485
  %3488 = bitcast <16 x float> %3486 to <8 x i64>
  %3489 = and <8 x i64> %3488, %2551
  %3490 = fcmp oeq <16 x float> %3486, %43
  %3491 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3486, i32 4)
  %3492 = bitcast <8 x i64> %3489 to <16 x float>
  %3493 = select <16 x i1> %3490, <16 x float> %3492, <16 x float> %3491
  br label %3504

3494:                                             ; preds = %3485
  %3495 = bitcast <16 x float> %3486 to <8 x i64>
  %3496 = or <8 x i64> %3495, %2552
  %3497 = fcmp oeq <16 x float> %3486, %46
  %3498 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3486, i32 4)
  %3499 = bitcast <8 x i64> %3496 to <16 x float>
  %3500 = select <16 x i1> %3497, <16 x float> %3499, <16 x float> %3498
  br label %3504

3501:                                             ; preds = %3485
  %3502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3503 = fadd <16 x float> %3486, %3502
  br label %3504

3504:                                             ; preds = %3501, %3494, %3487
  %3505 = phi <16 x float> [ %3503, %3501 ], [ %3500, %3494 ], [ %3493, %3487 ]
  switch i64 %2800, label %528 [
    i64 1, label %3520
    i64 2, label %3513
    i64 3, label %3506
    i64 0, label %3523
  ]

3506:                                             ; preds = %3504
  %3507 = bitcast <16 x float> %3505 to <8 x i64>
  %3508 = and <8 x i64> %3507, %2551
  %3509 = fcmp oeq <16 x float> %3505, %43
  %3510 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3505, i32 4)
  %3511 = bitcast <8 x i64> %3508 to <16 x float>
  %3512 = select <16 x i1> %3509, <16 x float> %3511, <16 x float> %3510
  br label %3523

3513:                                             ; preds = %3504
  %3514 = bitcast <16 x float> %3505 to <8 x i64>
  %3515 = or <8 x i64> %3514, %2552
  %3516 = fcmp oeq <16 x float> %3505, %46
  %3517 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3505, i32 4)
  %3518 = bitcast <8 x i64> %3515 to <16 x float>
  %3519 = select <16 x i1> %3516, <16 x float> %3518, <16 x float> %3517
  br label %3523

3520:                                             ; preds = %3504
  %3521 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3522 = fadd <16 x float> %3505, %3521
  br label %3523

3523:                                             ; preds = %3506, %3513, %3520, %3504, %3485, %3466
  %3524 = phi <16 x float> [ %3505, %3504 ], [ %3467, %3466 ], [ %3486, %3485 ], [ %3522, %3520 ], [ %3519, %3513 ], [ %3512, %3506 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3524, ptr align 1 %2880, <16 x i1> %2559)
  br i1 %3304, label %3530, label %3525

3525:                                             ; preds = %3523
  %3526 = load float, ptr %2873, align 4
  %3527 = insertelement <16 x float> poison, float %3526, i64 0
  %3528 = shufflevector <16 x float> %3527, <16 x float> poison, <16 x i32> zeroinitializer
  %3529 = fadd <16 x float> %3297, %3528
  br label %3530

3530:                                             ; preds = %3525, %3523
  %3531 = phi <16 x float> [ %3529, %3525 ], [ %3297, %3523 ]
  %3532 = getelementptr inbounds nuw i8, ptr %2880, i64 64
  %3533 = getelementptr inbounds nuw i8, ptr %2885, i64 64
  %3534 = select i1 %3305, ptr null, ptr %3533
  switch i64 %2796, label %528 [
    i64 1, label %3549
    i64 2, label %3542
    i64 3, label %3535
    i64 0, label %3590
  ]

3535:                                             ; preds = %3530
  %3536 = bitcast <16 x float> %3531 to <8 x i64>
  %3537 = and <8 x i64> %3536, %2551
  %3538 = fcmp oeq <16 x float> %3531, %43
  %3539 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3531, i32 4)
  %3540 = bitcast <8 x i64> %3537 to <16 x float>
  %3541 = select <16 x i1> %3538, <16 x float> %3540, <16 x float> %3539
  br label %3552

3542:                                             ; preds = %3530
  %3543 = bitcast <16 x float> %3531 to <8 x i64>
  %3544 = or <8 x i64> %3543, %2552
  %3545 = fcmp oeq <16 x float> %3531, %46
  %3546 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3531, i32 4)
  %3547 = bitcast <8 x i64> %3544 to <16 x float>
  %3548 = select <16 x i1> %3545, <16 x float> %3547, <16 x float> %3546
  br label %3552

3549:                                             ; preds = %3530
  %3550 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3534, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3551 = fadd <16 x float> %3531, %3550
  br label %3552

3552:                                             ; preds = %3549, %3542, %3535
  %3553 = phi <16 x float> [ %3551, %3549 ], [ %3548, %3542 ], [ %3541, %3535 ]
  switch i64 %2810, label %528 [
    i64 1, label %3568
    i64 2, label %3561
    i64 3, label %3554
    i64 0, label %3590
  ]

3554:                                             ; preds = %3552
  %3555 = bitcast <16 x float> %3553 to <8 x i64>
  %3556 = and <8 x i64> %3555, %2551
  %3557 = fcmp oeq <16 x float> %3553, %43
  %3558 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3553, i32 4)
  %3559 = bitcast <8 x i64> %3556 to <16 x float>
  %3560 = select <16 x i1> %3557, <16 x float> %3559, <16 x float> %3558
  br label %3571

3561:                                             ; preds = %3552
  %3562 = bitcast <16 x float> %3553 to <8 x i64>
  %3563 = or <8 x i64> %3562, %2552
  %3564 = fcmp oeq <16 x float> %3553, %46
  %3565 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3553, i32 4)
  %3566 = bitcast <8 x i64> %3563 to <16 x float>
  %3567 = select <16 x i1> %3564, <16 x float> %3566, <16 x float> %3565
  br label %3571

3568:                                             ; preds = %3552
  %3569 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3534, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3570 = fadd <16 x float> %3553, %3569
  br label %3571

3571:                                             ; preds = %3568, %3561, %3554
  %3572 = phi <16 x float> [ %3570, %3568 ], [ %3567, %3561 ], [ %3560, %3554 ]
  switch i64 %2812, label %528 [
    i64 1, label %3587
    i64 2, label %3580
    i64 3, label %3573
    i64 0, label %3590
  ]

3573:                                             ; preds = %3571
  %3574 = bitcast <16 x float> %3572 to <8 x i64>
  %3575 = and <8 x i64> %3574, %2551
  %3576 = fcmp oeq <16 x float> %3572, %43
  %3577 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3572, i32 4)
  %3578 = bitcast <8 x i64> %3575 to <16 x float>
  %3579 = select <16 x i1> %3576, <16 x float> %3578, <16 x float> %3577
  br label %3590

3580:                                             ; preds = %3571
  %3581 = bitcast <16 x float> %3572 to <8 x i64>
  %3582 = or <8 x i64> %3581, %2552
  %3583 = fcmp oeq <16 x float> %3572, %46
  %3584 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3572, i32 4)
  %3585 = bitcast <8 x i64> %3582 to <16 x float>
  %3586 = select <16 x i1> %3583, <16 x float> %3585, <16 x float> %3584
  br label %3590

3587:                                             ; preds = %3571
  %3588 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3534, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3589 = fadd <16 x float> %3572, %3588
  br label %3590

3590:                                             ; preds = %3573, %3580, %3587, %3571, %3552, %3530
  %3591 = phi <16 x float> [ %3572, %3571 ], [ %3531, %3530 ], [ %3553, %3552 ], [ %3589, %3587 ], [ %3586, %3580 ], [ %3579, %3573 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3591, ptr nonnull align 1 %3532, <16 x i1> %2808)
  br i1 %3304, label %3597, label %3592

3592:                                             ; preds = %3590
  %3593 = load float, ptr %2873, align 4
  %3594 = insertelement <16 x float> poison, float %3593, i64 0
  %3595 = shufflevector <16 x float> %3594, <16 x float> poison, <16 x i32> zeroinitializer
  %3596 = fadd <16 x float> %3298, %3595
  br label %3597

3597:                                             ; preds = %3592, %3590
  %3598 = phi <16 x float> [ %3596, %3592 ], [ %3298, %3590 ]
  %3599 = getelementptr inbounds float, ptr %2880, i64 %9
  %3600 = getelementptr inbounds float, ptr %2885, i64 %9
  %3601 = select i1 %3305, ptr null, ptr %3600
  switch i64 %2796, label %528 [
    i64 1, label %3616
    i64 2, label %3609
    i64 3, label %3602
    i64 0, label %3657
  ]

3602:                                             ; preds = %3597
  %3603 = bitcast <16 x float> %3598 to <8 x i64>
  %3604 = and <8 x i64> %3603, %2551
  %3605 = fcmp oeq <16 x float> %3598, %43
  %3606 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3598, i32 4)
  %3607 = bitcast <8 x i64> %3604 to <16 x float>
  %3608 = select <16 x i1> %3605, <16 x float> %3607, <16 x float> %3606
  br label %3619

3609:                                             ; preds = %3597
  %3610 = bitcast <16 x float> %3598 to <8 x i64>
  %3611 = or <8 x i64> %3610, %2552
  %3612 = fcmp oeq <16 x float> %3598, %46
  %3613 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3598, i32 4)
  %3614 = bitcast <8 x i64> %3611 to <16 x float>
  %3615 = select <16 x i1> %3612, <16 x float> %3614, <16 x float> %3613
  br label %3619

3616:                                             ; preds = %3597
  %3617 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3601, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3618 = fadd <16 x float> %3598, %3617
  br label %3619

3619:                                             ; preds = %3616, %3609, %3602
  %3620 = phi <16 x float> [ %3618, %3616 ], [ %3615, %3609 ], [ %3608, %3602 ]
  switch i64 %2814, label %528 [
    i64 1, label %3635
    i64 2, label %3628
    i64 3, label %3621
    i64 0, label %3657
  ]

3621:                                             ; preds = %3619
  %3622 = bitcast <16 x float> %3620 to <8 x i64>
  %3623 = and <8 x i64> %3622, %2551
  %3624 = fcmp oeq <16 x float> %3620, %43
  %3625 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3620, i32 4)
  %3626 = bitcast <8 x i64> %3623 to <16 x float>
  %3627 = select <16 x i1> %3624, <16 x float> %3626, <16 x float> %3625
  br label %3638

3628:                                             ; preds = %3619
  %3629 = bitcast <16 x float> %3620 to <8 x i64>
  %3630 = or <8 x i64> %3629, %2552
  %3631 = fcmp oeq <16 x float> %3620, %46
  %3632 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3620, i32 4)
  %3633 = bitcast <8 x i64> %3630 to <16 x float>
  %3634 = select <16 x i1> %3631, <16 x float> %3633, <16 x float> %3632
  br label %3638

3635:                                             ; preds = %3619
  %3636 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3601, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3637 = fadd <16 x float> %3620, %3636
  br label %3638

3638:                                             ; preds = %3635, %3628, %3621
  %3639 = phi <16 x float> [ %3637, %3635 ], [ %3634, %3628 ], [ %3627, %3621 ]
  switch i64 %2816, label %528 [
    i64 1, label %3654
    i64 2, label %3647
    i64 3, label %3640
    i64 0, label %3657
  ]

3640:                                             ; preds = %3638
  %3641 = bitcast <16 x float> %3639 to <8 x i64>
  %3642 = and <8 x i64> %3641, %2551
  %3643 = fcmp oeq <16 x float> %3639, %43
  %3644 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3639, i32 4)
  %3645 = bitcast <8 x i64> %3642 to <16 x float>
  %3646 = select <16 x i1> %3643, <16 x float> %3645, <16 x float> %3644
  br label %3657

3647:                                             ; preds = %3638
  %3648 = bitcast <16 x float> %3639 to <8 x i64>
  %3649 = or <8 x i64> %3648, %2552
  %3650 = fcmp oeq <16 x float> %3639, %46
  %3651 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3639, i32 4)
  %3652 = bitcast <8 x i64> %3649 to <16 x float>
  %3653 = select <16 x i1> %3650, <16 x float> %3652, <16 x float> %3651
  br label %3657

3654:                                             ; preds = %3638
  %3655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3601, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3656 = fadd <16 x float> %3639, %3655
  br label %3657

3657:                                             ; preds = %3640, %3647, %3654, %3638, %3619, %3597
  %3658 = phi <16 x float> [ %3639, %3638 ], [ %3598, %3597 ], [ %3620, %3619 ], [ %3656, %3654 ], [ %3653, %3647 ], [ %3646, %3640 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3658, ptr align 1 %3599, <16 x i1> %2559)
  br i1 %3304, label %3664, label %3659

3659:                                             ; preds = %3657
  %3660 = load float, ptr %2873, align 4
  %3661 = insertelement <16 x float> poison, float %3660, i64 0
  %3662 = shufflevector <16 x float> %3661, <16 x float> poison, <16 x i32> zeroinitializer
  %3663 = fadd <16 x float> %3299, %3662
  br label %3664

3664:                                             ; preds = %3659, %3657
  %3665 = phi <16 x float> [ %3663, %3659 ], [ %3299, %3657 ]
  %3666 = getelementptr inbounds float, ptr %2880, i64 %2817
  %3667 = getelementptr inbounds float, ptr %2885, i64 %2817
  %3668 = select i1 %3305, ptr null, ptr %3667
  switch i64 %2796, label %528 [
    i64 1, label %3683
    i64 2, label %3676
    i64 3, label %3669
    i64 0, label %3724
  ]

3669:                                             ; preds = %3664
  %3670 = bitcast <16 x float> %3665 to <8 x i64>
  %3671 = and <8 x i64> %3670, %2551
  %3672 = fcmp oeq <16 x float> %3665, %43
  %3673 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3665, i32 4)
  %3674 = bitcast <8 x i64> %3671 to <16 x float>
  %3675 = select <16 x i1> %3672, <16 x float> %3674, <16 x float> %3673
  br label %3686

3676:                                             ; preds = %3664
  %3677 = bitcast <16 x float> %3665 to <8 x i64>
  %3678 = or <8 x i64> %3677, %2552
  %3679 = fcmp oeq <16 x float> %3665, %46
  %3680 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3665, i32 4)
  %3681 = bitcast <8 x i64> %3678 to <16 x float>
  %3682 = select <16 x i1> %3679, <16 x float> %3681, <16 x float> %3680
  br label %3686

3683:                                             ; preds = %3664
  %3684 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3668, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3685 = fadd <16 x float> %3665, %3684
  br label %3686

3686:                                             ; preds = %3683, %3676, %3669
  %3687 = phi <16 x float> [ %3685, %3683 ], [ %3682, %3676 ], [ %3675, %3669 ]
  switch i64 %2819, label %528 [
    i64 1, label %3702
    i64 2, label %3695
    i64 3, label %3688
    i64 0, label %3724
  ]

3688:                                             ; preds = %3686
  %3689 = bitcast <16 x float> %3687 to <8 x i64>
  %3690 = and <8 x i64> %3689, %2551
  %3691 = fcmp oeq <16 x float> %3687, %43
  %3692 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3687, i32 4)
  %3693 = bitcast <8 x i64> %3690 to <16 x float>
  %3694 = select <16 x i1> %3691, <16 x float> %3693, <16 x float> %3692
  br label %3705

3695:                                             ; preds = %3686
  %3696 = bitcast <16 x float> %3687 to <8 x i64>
  %3697 = or <8 x i64> %3696, %2552
  %3698 = fcmp oeq <16 x float> %3687, %46
  %3699 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3687, i32 4)
  %3700 = bitcast <8 x i64> %3697 to <16 x float>
  %3701 = select <16 x i1> %3698, <16 x float> %3700, <16 x float> %3699
  br label %3705

3702:                                             ; preds = %3686
  %3703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3668, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3704 = fadd <16 x float> %3687, %3703
  br label %3705

3705:                                             ; preds = %3702, %3695, %3688
  %3706 = phi <16 x float> [ %3704, %3702 ], [ %3701, %3695 ], [ %3694, %3688 ]
  switch i64 %2821, label %528 [
    i64 1, label %3721
    i64 2, label %3714
    i64 3, label %3707
    i64 0, label %3724
  ]

3707:                                             ; preds = %3705
  %3708 = bitcast <16 x float> %3706 to <8 x i64>
  %3709 = and <8 x i64> %3708, %2551
  %3710 = fcmp oeq <16 x float> %3706, %43
  %3711 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3706, i32 4)
  %3712 = bitcast <8 x i64> %3709 to <16 x float>
  %3713 = select <16 x i1> %3710, <16 x float> %3712, <16 x float> %3711
  br label %3724

3714:                                             ; preds = %3705
  %3715 = bitcast <16 x float> %3706 to <8 x i64>
  %3716 = or <8 x i64> %3715, %2552
  %3717 = fcmp oeq <16 x float> %3706, %46
  %3718 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3706, i32 4)
  %3719 = bitcast <8 x i64> %3716 to <16 x float>
  %3720 = select <16 x i1> %3717, <16 x float> %3719, <16 x float> %3718
  br label %3724

3721:                                             ; preds = %3705
  %3722 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3668, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3723 = fadd <16 x float> %3706, %3722
  br label %3724

3724:                                             ; preds = %3707, %3714, %3721, %3705, %3686, %3664
  %3725 = phi <16 x float> [ %3706, %3705 ], [ %3665, %3664 ], [ %3687, %3686 ], [ %3723, %3721 ], [ %3720, %3714 ], [ %3713, %3707 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3725, ptr align 1 %3666, <16 x i1> %2808)
  br i1 %3304, label %3731, label %3726

3726:                                             ; preds = %3724
  %3727 = load float, ptr %2873, align 4
  %3728 = insertelement <16 x float> poison, float %3727, i64 0
  %3729 = shufflevector <16 x float> %3728, <16 x float> poison, <16 x i32> zeroinitializer
  %3730 = fadd <16 x float> %3300, %3729
  br label %3731

3731:                                             ; preds = %3726, %3724
  %3732 = phi <16 x float> [ %3730, %3726 ], [ %3300, %3724 ]
  %3733 = getelementptr inbounds float, ptr %2880, i64 %2822
  %3734 = getelementptr inbounds float, ptr %2885, i64 %2822
  %3735 = select i1 %3305, ptr null, ptr %3734
  switch i64 %2796, label %528 [
    i64 1, label %3750
    i64 2, label %3743
    i64 3, label %3736
    i64 0, label %3791
  ]

3736:                                             ; preds = %3731
  %3737 = bitcast <16 x float> %3732 to <8 x i64>
  %3738 = and <8 x i64> %3737, %2551
  %3739 = fcmp oeq <16 x float> %3732, %43
  %3740 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3732, i32 4)
  %3741 = bitcast <8 x i64> %3738 to <16 x float>
  %3742 = select <16 x i1> %3739, <16 x float> %3741, <16 x float> %3740
  br label %3753

3743:                                             ; preds = %3731
  %3744 = bitcast <16 x float> %3732 to <8 x i64>
  %3745 = or <8 x i64> %3744, %2552
  %3746 = fcmp oeq <16 x float> %3732, %46
  %3747 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3732, i32 4)
  %3748 = bitcast <8 x i64> %3745 to <16 x float>
  %3749 = select <16 x i1> %3746, <16 x float> %3748, <16 x float> %3747
  br label %3753

3750:                                             ; preds = %3731
  %3751 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3735, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3752 = fadd <16 x float> %3732, %3751
  br label %3753

3753:                                             ; preds = %3750, %3743, %3736
  %3754 = phi <16 x float> [ %3752, %3750 ], [ %3749, %3743 ], [ %3742, %3736 ]
  switch i64 %2824, label %528 [
    i64 1, label %3769
    i64 2, label %3762
    i64 3, label %3755
    i64 0, label %3791
  ]

3755:                                             ; preds = %3753
  %3756 = bitcast <16 x float> %3754 to <8 x i64>
  %3757 = and <8 x i64> %3756, %2551
  %3758 = fcmp oeq <16 x float> %3754, %43
  %3759 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3754, i32 4)
  %3760 = bitcast <8 x i64> %3757 to <16 x float>
  %3761 = select <16 x i1> %3758, <16 x float> %3760, <16 x float> %3759
  br label %3772

3762:                                             ; preds = %3753
  %3763 = bitcast <16 x float> %3754 to <8 x i64>
  %3764 = or <8 x i64> %3763, %2552
  %3765 = fcmp oeq <16 x float> %3754, %46
  %3766 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3754, i32 4)
  %3767 = bitcast <8 x i64> %3764 to <16 x float>
  %3768 = select <16 x i1> %3765, <16 x float> %3767, <16 x float> %3766
  br label %3772

3769:                                             ; preds = %3753
  %3770 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3735, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3771 = fadd <16 x float> %3754, %3770
  br label %3772

3772:                                             ; preds = %3769, %3762, %3755
  %3773 = phi <16 x float> [ %3771, %3769 ], [ %3768, %3762 ], [ %3761, %3755 ]
  switch i64 %2826, label %528 [
    i64 1, label %3788
    i64 2, label %3781
    i64 3, label %3774
    i64 0, label %3791
  ]

3774:                                             ; preds = %3772
  %3775 = bitcast <16 x float> %3773 to <8 x i64>
  %3776 = and <8 x i64> %3775, %2551
  %3777 = fcmp oeq <16 x float> %3773, %43
  %3778 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3773, i32 4)
  %3779 = bitcast <8 x i64> %3776 to <16 x float>
  %3780 = select <16 x i1> %3777, <16 x float> %3779, <16 x float> %3778
  br label %3791

3781:                                             ; preds = %3772
  %3782 = bitcast <16 x float> %3773 to <8 x i64>
  %3783 = or <8 x i64> %3782, %2552
  %3784 = fcmp oeq <16 x float> %3773, %46
  %3785 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3773, i32 4)
  %3786 = bitcast <8 x i64> %3783 to <16 x float>
  %3787 = select <16 x i1> %3784, <16 x float> %3786, <16 x float> %3785
  br label %3791

3788:                                             ; preds = %3772
  %3789 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3735, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3790 = fadd <16 x float> %3773, %3789
  br label %3791

3791:                                             ; preds = %3774, %3781, %3788, %3772, %3753, %3731
  %3792 = phi <16 x float> [ %3773, %3772 ], [ %3732, %3731 ], [ %3754, %3753 ], [ %3790, %3788 ], [ %3787, %3781 ], [ %3780, %3774 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3792, ptr align 1 %3733, <16 x i1> %2559)
  br i1 %3304, label %3798, label %3793

3793:                                             ; preds = %3791
  %3794 = load float, ptr %2873, align 4
  %3795 = insertelement <16 x float> poison, float %3794, i64 0
  %3796 = shufflevector <16 x float> %3795, <16 x float> poison, <16 x i32> zeroinitializer
  %3797 = fadd <16 x float> %3301, %3796
  br label %3798

3798:                                             ; preds = %3793, %3791
  %3799 = phi <16 x float> [ %3797, %3793 ], [ %3301, %3791 ]
  %3800 = getelementptr inbounds float, ptr %2880, i64 %2827
  %3801 = getelementptr inbounds float, ptr %2885, i64 %2827
  %3802 = select i1 %3305, ptr null, ptr %3801
  switch i64 %2796, label %528 [
    i64 1, label %3817
    i64 2, label %3810
    i64 3, label %3803
    i64 0, label %3858
  ]

3803:                                             ; preds = %3798
  %3804 = bitcast <16 x float> %3799 to <8 x i64>
  %3805 = and <8 x i64> %3804, %2551
  %3806 = fcmp oeq <16 x float> %3799, %43
  %3807 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3799, i32 4)
  %3808 = bitcast <8 x i64> %3805 to <16 x float>
  %3809 = select <16 x i1> %3806, <16 x float> %3808, <16 x float> %3807
  br label %3820

3810:                                             ; preds = %3798
  %3811 = bitcast <16 x float> %3799 to <8 x i64>
  %3812 = or <8 x i64> %3811, %2552
  %3813 = fcmp oeq <16 x float> %3799, %46
  %3814 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3799, i32 4)
  %3815 = bitcast <8 x i64> %3812 to <16 x float>
  %3816 = select <16 x i1> %3813, <16 x float> %3815, <16 x float> %3814
  br label %3820

3817:                                             ; preds = %3798
  %3818 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3802, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3819 = fadd <16 x float> %3799, %3818
  br label %3820

3820:                                             ; preds = %3817, %3810, %3803
  %3821 = phi <16 x float> [ %3819, %3817 ], [ %3816, %3810 ], [ %3809, %3803 ]
  switch i64 %2829, label %528 [
    i64 1, label %3836
    i64 2, label %3829
    i64 3, label %3822
    i64 0, label %3858
  ]

3822:                                             ; preds = %3820
  %3823 = bitcast <16 x float> %3821 to <8 x i64>
  %3824 = and <8 x i64> %3823, %2551
  %3825 = fcmp oeq <16 x float> %3821, %43
  %3826 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3821, i32 4)
  %3827 = bitcast <8 x i64> %3824 to <16 x float>
  %3828 = select <16 x i1> %3825, <16 x float> %3827, <16 x float> %3826
  br label %3839

3829:                                             ; preds = %3820
  %3830 = bitcast <16 x float> %3821 to <8 x i64>
  %3831 = or <8 x i64> %3830, %2552
  %3832 = fcmp oeq <16 x float> %3821, %46
  %3833 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3821, i32 4)
  %3834 = bitcast <8 x i64> %3831 to <16 x float>
  %3835 = select <16 x i1> %3832, <16 x float> %3834, <16 x float> %3833
  br label %3839

3836:                                             ; preds = %3820
  %3837 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3802, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3838 = fadd <16 x float> %3821, %3837
  br label %3839

3839:                                             ; preds = %3836, %3829, %3822
  %3840 = phi <16 x float> [ %3838, %3836 ], [ %3835, %3829 ], [ %3828, %3822 ]
  switch i64 %2831, label %528 [
    i64 1, label %3855
    i64 2, label %3848
    i64 3, label %3841
    i64 0, label %3858
  ]

3841:                                             ; preds = %3839
  %3842 = bitcast <16 x float> %3840 to <8 x i64>
  %3843 = and <8 x i64> %3842, %2551
  %3844 = fcmp oeq <16 x float> %3840, %43
  %3845 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3840, i32 4)
  %3846 = bitcast <8 x i64> %3843 to <16 x float>
  %3847 = select <16 x i1> %3844, <16 x float> %3846, <16 x float> %3845
  br label %3858

3848:                                             ; preds = %3839
  %3849 = bitcast <16 x float> %3840 to <8 x i64>
  %3850 = or <8 x i64> %3849, %2552
  %3851 = fcmp oeq <16 x float> %3840, %46
  %3852 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3840, i32 4)
  %3853 = bitcast <8 x i64> %3850 to <16 x float>
  %3854 = select <16 x i1> %3851, <16 x float> %3853, <16 x float> %3852
  br label %3858

3855:                                             ; preds = %3839
  %3856 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3802, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3857 = fadd <16 x float> %3840, %3856
  br label %3858

3858:                                             ; preds = %3841, %3848, %3855, %3839, %3820, %3798
  %3859 = phi <16 x float> [ %3840, %3839 ], [ %3799, %3798 ], [ %3821, %3820 ], [ %3857, %3855 ], [ %3854, %3848 ], [ %3847, %3841 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3859, ptr align 1 %3800, <16 x i1> %2808)
  br i1 %3304, label %3865, label %3860

3860:                                             ; preds = %3858
  %3861 = load float, ptr %2873, align 4
  %3862 = insertelement <16 x float> poison, float %3861, i64 0
  %3863 = shufflevector <16 x float> %3862, <16 x float> poison, <16 x i32> zeroinitializer
  %3864 = fadd <16 x float> %3302, %3863
  br label %3865

3865:                                             ; preds = %3860, %3858
  %3866 = phi <16 x float> [ %3864, %3860 ], [ %3302, %3858 ]
  %3867 = getelementptr inbounds float, ptr %2880, i64 %2832
  %3868 = getelementptr inbounds float, ptr %2885, i64 %2832
  %3869 = select i1 %3305, ptr null, ptr %3868
  switch i64 %2796, label %528 [
    i64 1, label %3884
    i64 2, label %3877
    i64 3, label %3870
    i64 0, label %3925
  ]

3870:                                             ; preds = %3865
  %3871 = bitcast <16 x float> %3866 to <8 x i64>
  %3872 = and <8 x i64> %3871, %2551
  %3873 = fcmp oeq <16 x float> %3866, %43
  %3874 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3866, i32 4)
  %3875 = bitcast <8 x i64> %3872 to <16 x float>
  %3876 = select <16 x i1> %3873, <16 x float> %3875, <16 x float> %3874
  br label %3887

3877:                                             ; preds = %3865
  %3878 = bitcast <16 x float> %3866 to <8 x i64>
  %3879 = or <8 x i64> %3878, %2552
  %3880 = fcmp oeq <16 x float> %3866, %46
  %3881 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3866, i32 4)
  %3882 = bitcast <8 x i64> %3879 to <16 x float>
  %3883 = select <16 x i1> %3880, <16 x float> %3882, <16 x float> %3881
  br label %3887

3884:                                             ; preds = %3865
  %3885 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3869, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3886 = fadd <16 x float> %3866, %3885
  br label %3887

3887:                                             ; preds = %3884, %3877, %3870
  %3888 = phi <16 x float> [ %3886, %3884 ], [ %3883, %3877 ], [ %3876, %3870 ]
  switch i64 %2834, label %528 [
    i64 1, label %3903
    i64 2, label %3896
    i64 3, label %3889
    i64 0, label %3925
  ]

3889:                                             ; preds = %3887
  %3890 = bitcast <16 x float> %3888 to <8 x i64>
  %3891 = and <8 x i64> %3890, %2551
  %3892 = fcmp oeq <16 x float> %3888, %43
  %3893 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3888, i32 4)
  %3894 = bitcast <8 x i64> %3891 to <16 x float>
  %3895 = select <16 x i1> %3892, <16 x float> %3894, <16 x float> %3893
  br label %3906

3896:                                             ; preds = %3887
  %3897 = bitcast <16 x float> %3888 to <8 x i64>
  %3898 = or <8 x i64> %3897, %2552
  %3899 = fcmp oeq <16 x float> %3888, %46
  %3900 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3888, i32 4)
  %3901 = bitcast <8 x i64> %3898 to <16 x float>
  %3902 = select <16 x i1> %3899, <16 x float> %3901, <16 x float> %3900
  br label %3906

3903:                                             ; preds = %3887
  %3904 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3869, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3905 = fadd <16 x float> %3888, %3904
  br label %3906

3906:                                             ; preds = %3903, %3896, %3889
  %3907 = phi <16 x float> [ %3905, %3903 ], [ %3902, %3896 ], [ %3895, %3889 ]
  switch i64 %2836, label %528 [
    i64 1, label %3922
    i64 2, label %3915
    i64 3, label %3908
    i64 0, label %3925
  ]

3908:                                             ; preds = %3906
  %3909 = bitcast <16 x float> %3907 to <8 x i64>
  %3910 = and <8 x i64> %3909, %2551
  %3911 = fcmp oeq <16 x float> %3907, %43
  %3912 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3907, i32 4)
  %3913 = bitcast <8 x i64> %3910 to <16 x float>
  %3914 = select <16 x i1> %3911, <16 x float> %3913, <16 x float> %3912
  br label %3925

3915:                                             ; preds = %3906
  %3916 = bitcast <16 x float> %3907 to <8 x i64>
  %3917 = or <8 x i64> %3916, %2552
  %3918 = fcmp oeq <16 x float> %3907, %46
  %3919 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3907, i32 4)
  %3920 = bitcast <8 x i64> %3917 to <16 x float>
  %3921 = select <16 x i1> %3918, <16 x float> %3920, <16 x float> %3919
  br label %3925

3922:                                             ; preds = %3906
  %3923 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3869, <16 x i1> %2559, <16 x float> zeroinitializer)
  %3924 = fadd <16 x float> %3907, %3923
  br label %3925

3925:                                             ; preds = %3908, %3915, %3922, %3906, %3887, %3865
  %3926 = phi <16 x float> [ %3907, %3906 ], [ %3866, %3865 ], [ %3888, %3887 ], [ %3924, %3922 ], [ %3921, %3915 ], [ %3914, %3908 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3926, ptr align 1 %3867, <16 x i1> %2559)
  br i1 %3304, label %3932, label %3927

3927:                                             ; preds = %3925
  %3928 = load float, ptr %2873, align 4
  %3929 = insertelement <16 x float> poison, float %3928, i64 0
  %3930 = shufflevector <16 x float> %3929, <16 x float> poison, <16 x i32> zeroinitializer
  %3931 = fadd <16 x float> %3303, %3930
  br label %3932

3932:                                             ; preds = %3927, %3925
  %3933 = phi <16 x float> [ %3931, %3927 ], [ %3303, %3925 ]
  %3934 = getelementptr inbounds float, ptr %2880, i64 %2837
  %3935 = getelementptr inbounds float, ptr %2885, i64 %2837
  %3936 = select i1 %3305, ptr null, ptr %3935
  switch i64 %2796, label %528 [
    i64 1, label %3951
    i64 2, label %3944
    i64 3, label %3937
    i64 0, label %3992
  ]

3937:                                             ; preds = %3932
  %3938 = bitcast <16 x float> %3933 to <8 x i64>
  %3939 = and <8 x i64> %3938, %2551
  %3940 = fcmp oeq <16 x float> %3933, %43
  %3941 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3933, i32 4)
  %3942 = bitcast <8 x i64> %3939 to <16 x float>
  %3943 = select <16 x i1> %3940, <16 x float> %3942, <16 x float> %3941
  br label %3954

3944:                                             ; preds = %3932
  %3945 = bitcast <16 x float> %3933 to <8 x i64>
  %3946 = or <8 x i64> %3945, %2552
  %3947 = fcmp oeq <16 x float> %3933, %46
  %3948 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3933, i32 4)
  %3949 = bitcast <8 x i64> %3946 to <16 x float>
  %3950 = select <16 x i1> %3947, <16 x float> %3949, <16 x float> %3948
  br label %3954

3951:                                             ; preds = %3932
  %3952 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3936, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3953 = fadd <16 x float> %3933, %3952
  br label %3954

3954:                                             ; preds = %3951, %3944, %3937
  %3955 = phi <16 x float> [ %3953, %3951 ], [ %3950, %3944 ], [ %3943, %3937 ]
  switch i64 %2839, label %528 [
    i64 1, label %3970
    i64 2, label %3963
    i64 3, label %3956
    i64 0, label %3992
  ]

3956:                                             ; preds = %3954
  %3957 = bitcast <16 x float> %3955 to <8 x i64>
  %3958 = and <8 x i64> %3957, %2551
  %3959 = fcmp oeq <16 x float> %3955, %43
  %3960 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3955, i32 4)
  %3961 = bitcast <8 x i64> %3958 to <16 x float>
  %3962 = select <16 x i1> %3959, <16 x float> %3961, <16 x float> %3960
  br label %3973

3963:                                             ; preds = %3954
  %3964 = bitcast <16 x float> %3955 to <8 x i64>
  %3965 = or <8 x i64> %3964, %2552
  %3966 = fcmp oeq <16 x float> %3955, %46
  %3967 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3955, i32 4)
  %3968 = bitcast <8 x i64> %3965 to <16 x float>
  %3969 = select <16 x i1> %3966, <16 x float> %3968, <16 x float> %3967
  br label %3973

3970:                                             ; preds = %3954
  %3971 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3936, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3972 = fadd <16 x float> %3955, %3971
  br label %3973

3973:                                             ; preds = %3970, %3963, %3956
  %3974 = phi <16 x float> [ %3972, %3970 ], [ %3969, %3963 ], [ %3962, %3956 ]
  switch i64 %2841, label %528 [
    i64 1, label %3989
    i64 2, label %3982
    i64 3, label %3975
    i64 0, label %3992
  ]

3975:                                             ; preds = %3973
  %3976 = bitcast <16 x float> %3974 to <8 x i64>
  %3977 = and <8 x i64> %3976, %2551
  %3978 = fcmp oeq <16 x float> %3974, %43
  %3979 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3974, i32 4)
  %3980 = bitcast <8 x i64> %3977 to <16 x float>
  %3981 = select <16 x i1> %3978, <16 x float> %3980, <16 x float> %3979
  br label %3992

3982:                                             ; preds = %3973
  %3983 = bitcast <16 x float> %3974 to <8 x i64>
  %3984 = or <8 x i64> %3983, %2552
  %3985 = fcmp oeq <16 x float> %3974, %46
  %3986 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3974, i32 4)
  %3987 = bitcast <8 x i64> %3984 to <16 x float>
  %3988 = select <16 x i1> %3985, <16 x float> %3987, <16 x float> %3986
  br label %3992

3989:                                             ; preds = %3973
  %3990 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3936, <16 x i1> %2808, <16 x float> zeroinitializer)
  %3991 = fadd <16 x float> %3974, %3990
  br label %3992

3992:                                             ; preds = %3975, %3982, %3989, %3973, %3954, %3932
  %3993 = phi <16 x float> [ %3974, %3973 ], [ %3933, %3932 ], [ %3955, %3954 ], [ %3991, %3989 ], [ %3988, %3982 ], [ %3981, %3975 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3993, ptr align 1 %3934, <16 x i1> %2808)
  br label %8407

3994:                                             ; preds = %2904
  br i1 %2548, label %3995, label %3999

3995:                                             ; preds = %3994
  %3996 = mul nsw i64 %2863, %12
  %3997 = add nsw i64 %2863, 1
  %3998 = mul nsw i64 %3997, %12
  br label %4010

3999:                                             ; preds = %4039, %3994
  %4000 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4040, %4039 ]
  %4001 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4041, %4039 ]
  %4002 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4042, %4039 ]
  %4003 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4043, %4039 ]
  %4004 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4044, %4039 ]
  %4005 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4045, %4039 ]
  %4006 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4046, %4039 ]
  %4007 = phi <16 x float> [ zeroinitializer, %3994 ], [ %4047, %4039 ]
  %4008 = icmp eq ptr %2874, null
  %4009 = icmp eq ptr %2885, null
  br i1 %4008, label %4200, label %4195

4010:                                             ; preds = %3995, %4039
  %4011 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4040, %4039 ]
  %4012 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4041, %4039 ]
  %4013 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4042, %4039 ]
  %4014 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4043, %4039 ]
  %4015 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4044, %4039 ]
  %4016 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4045, %4039 ]
  %4017 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4046, %4039 ]
  %4018 = phi <16 x float> [ zeroinitializer, %3995 ], [ %4047, %4039 ]
  %4019 = phi i64 [ 0, %3995 ], [ %4048, %4039 ]
  %4020 = mul nsw i64 %4019, %14
  %4021 = sub i64 %4020, %16
  %4022 = add i64 %4021, %3996
  %4023 = icmp slt i64 %4022, 0
  %4024 = icmp sge i64 %4022, %6
  %4025 = or i1 %4023, %4024
  %4026 = select i1 %4025, i64 0, i64 %4022
  %4027 = mul nsw i64 %4026, %7
  %4028 = getelementptr inbounds float, ptr %2870, i64 %4027
  %4029 = add i64 %4021, %3998
  %4030 = icmp slt i64 %4029, 0
  %4031 = icmp sge i64 %4029, %6
  %4032 = or i1 %4030, %4031
  %4033 = select i1 %4032, i64 0, i64 %4029
  %4034 = mul nsw i64 %4033, %7
  %4035 = getelementptr inbounds float, ptr %2870, i64 %4034
  br i1 %2549, label %4036, label %4039

4036:                                             ; preds = %4010
  %4037 = mul nuw nsw i64 %4019, %11
  %4038 = getelementptr inbounds nuw float, ptr %2872, i64 %4037
  br label %4050

4039:                                             ; preds = %4181, %4010
  %4040 = phi <16 x float> [ %4011, %4010 ], [ %4091, %4181 ]
  %4041 = phi <16 x float> [ %4012, %4010 ], [ %4123, %4181 ]
  %4042 = phi <16 x float> [ %4013, %4010 ], [ %4155, %4181 ]
  %4043 = phi <16 x float> [ %4014, %4010 ], [ %4187, %4181 ]
  %4044 = phi <16 x float> [ %4015, %4010 ], [ %4096, %4181 ]
  %4045 = phi <16 x float> [ %4016, %4010 ], [ %4128, %4181 ]
  %4046 = phi <16 x float> [ %4017, %4010 ], [ %4160, %4181 ]
  %4047 = phi <16 x float> [ %4018, %4010 ], [ %4192, %4181 ]
  %4048 = add nuw nsw i64 %4019, 1
  %4049 = icmp eq i64 %4048, %10
  br i1 %4049, label %3999, label %4010

4050:                                             ; preds = %4036, %4181
  %4051 = phi <16 x float> [ %4011, %4036 ], [ %4091, %4181 ]
  %4052 = phi <16 x float> [ %4012, %4036 ], [ %4123, %4181 ]
  %4053 = phi <16 x float> [ %4013, %4036 ], [ %4155, %4181 ]
  %4054 = phi <16 x float> [ %4014, %4036 ], [ %4187, %4181 ]
  %4055 = phi <16 x float> [ %4015, %4036 ], [ %4096, %4181 ]
  %4056 = phi <16 x float> [ %4016, %4036 ], [ %4128, %4181 ]
  %4057 = phi <16 x float> [ %4017, %4036 ], [ %4160, %4181 ]
  %4058 = phi <16 x float> [ %4018, %4036 ], [ %4192, %4181 ]
  %4059 = phi i64 [ 0, %4036 ], [ %4193, %4181 ]
  %4060 = getelementptr inbounds nuw float, ptr %4038, i64 %4059
  %4061 = load float, ptr %4060, align 4
  %4062 = insertelement <16 x float> poison, float %4061, i64 0
  %4063 = shufflevector <16 x float> %4062, <16 x float> poison, <16 x i32> zeroinitializer
  %4064 = mul nsw i64 %4059, %15
  %4065 = sub i64 %4064, %17
  %4066 = getelementptr i16, ptr %2535, i64 %4059
  br i1 %2550, label %4069, label %4067

4067:                                             ; preds = %4050
  %4068 = load i16, ptr %4066, align 2
  br label %4085

4069:                                             ; preds = %4050
  %4070 = icmp slt i64 %4065, 0
  %4071 = sub nsw i64 0, %4065
  %4072 = select i1 %4070, i64 %4071, i64 0
  %4073 = sub nsw i64 %7, %4065
  %4074 = call i64 @llvm.smin.i64(i64 %4073, i64 %9)
  %4075 = call i64 @llvm.smin.i64(i64 %4074, i64 16)
  %4076 = icmp sgt i64 %4075, %4072
  %4077 = trunc i64 %4075 to i32
  %4078 = shl nsw i32 -1, %4077
  %4079 = xor i32 %4078, -1
  %4080 = trunc i64 %4072 to i32
  %4081 = shl nsw i32 -1, %4080
  %4082 = and i32 %4081, %4079
  %4083 = trunc i32 %4082 to i16
  %4084 = select i1 %4076, i16 %4083, i16 0
  br label %4085

4085:                                             ; preds = %4069, %4067
  %4086 = phi i16 [ %4068, %4067 ], [ %4084, %4069 ]
  %4087 = select i1 %4025, i16 0, i16 %4086
  %4088 = getelementptr inbounds float, ptr %4028, i64 %4065
  %4089 = bitcast i16 %4087 to <16 x i1>
  %4090 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4088, <16 x i1> %4089, <16 x float> zeroinitializer)
  %4091 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4063, <16 x float> %4051)
  %4092 = select i1 %4032, i16 0, i16 %4086
  %4093 = getelementptr inbounds float, ptr %4035, i64 %4065
  %4094 = bitcast i16 %4092 to <16 x i1>
  %4095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4093, <16 x i1> %4094, <16 x float> zeroinitializer)
  %4096 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4095, <16 x float> %4063, <16 x float> %4055)
  %4097 = add i64 %4065, 16
  br i1 %2550, label %4101, label %4098

4098:                                             ; preds = %4085
  %4099 = getelementptr i16, ptr %4066, i64 %11
  %4100 = load i16, ptr %4099, align 2
  br label %4117

4101:                                             ; preds = %4085
  %4102 = icmp slt i64 %4097, 0
  %4103 = sub i64 -16, %4065
  %4104 = select i1 %4102, i64 %4103, i64 0
  %4105 = sub nsw i64 %7, %4097
  %4106 = call i64 @llvm.smin.i64(i64 %4105, i64 %2730)
  %4107 = call i64 @llvm.smin.i64(i64 %4106, i64 16)
  %4108 = icmp sgt i64 %4107, %4104
  %4109 = trunc i64 %4107 to i32
  %4110 = shl nsw i32 -1, %4109
  %4111 = xor i32 %4110, -1
  %4112 = trunc i64 %4104 to i32
  %4113 = shl nsw i32 -1, %4112
  %4114 = and i32 %4113, %4111
  %4115 = trunc i32 %4114 to i16
  %4116 = select i1 %4108, i16 %4115, i16 0
  br label %4117

4117:                                             ; preds = %4101, %4098
  %4118 = phi i16 [ %4100, %4098 ], [ %4116, %4101 ]
  %4119 = select i1 %4025, i16 0, i16 %4118
  %4120 = getelementptr inbounds float, ptr %4028, i64 %4097
  %4121 = bitcast i16 %4119 to <16 x i1>
  %4122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4120, <16 x i1> %4121, <16 x float> zeroinitializer)
  %4123 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4122, <16 x float> %4063, <16 x float> %4052)
  %4124 = select i1 %4032, i16 0, i16 %4118
  %4125 = getelementptr inbounds float, ptr %4035, i64 %4097
  %4126 = bitcast i16 %4124 to <16 x i1>
  %4127 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4125, <16 x i1> %4126, <16 x float> zeroinitializer)
  %4128 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4127, <16 x float> %4063, <16 x float> %4056)
  %4129 = add i64 %4065, 32
  br i1 %2550, label %4133, label %4130

4130:                                             ; preds = %4117
  %4131 = getelementptr i8, ptr %4066, i64 %2731
  %4132 = load i16, ptr %4131, align 2
  br label %4149

4133:                                             ; preds = %4117
  %4134 = icmp slt i64 %4129, 0
  %4135 = sub i64 -32, %4065
  %4136 = select i1 %4134, i64 %4135, i64 0
  %4137 = sub nsw i64 %7, %4129
  %4138 = call i64 @llvm.smin.i64(i64 %4137, i64 %2732)
  %4139 = call i64 @llvm.smin.i64(i64 %4138, i64 16)
  %4140 = icmp sgt i64 %4139, %4136
  %4141 = trunc i64 %4139 to i32
  %4142 = shl nsw i32 -1, %4141
  %4143 = xor i32 %4142, -1
  %4144 = trunc i64 %4136 to i32
  %4145 = shl nsw i32 -1, %4144
  %4146 = and i32 %4145, %4143
  %4147 = trunc i32 %4146 to i16
  %4148 = select i1 %4140, i16 %4147, i16 0
  br label %4149

4149:                                             ; preds = %4133, %4130
  %4150 = phi i16 [ %4132, %4130 ], [ %4148, %4133 ]
  %4151 = select i1 %4025, i16 0, i16 %4150
  %4152 = getelementptr inbounds float, ptr %4028, i64 %4129
  %4153 = bitcast i16 %4151 to <16 x i1>
  %4154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4152, <16 x i1> %4153, <16 x float> zeroinitializer)
  %4155 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4154, <16 x float> %4063, <16 x float> %4053)
  %4156 = select i1 %4032, i16 0, i16 %4150
  %4157 = getelementptr inbounds float, ptr %4035, i64 %4129
  %4158 = bitcast i16 %4156 to <16 x i1>
  %4159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4157, <16 x i1> %4158, <16 x float> zeroinitializer)
  %4160 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4159, <16 x float> %4063, <16 x float> %4057)
  %4161 = add i64 %4065, 48
  br i1 %2550, label %4165, label %4162

4162:                                             ; preds = %4149
  %4163 = getelementptr i8, ptr %4066, i64 %2733
  %4164 = load i16, ptr %4163, align 2
  br label %4181

4165:                                             ; preds = %4149
  %4166 = icmp slt i64 %4161, 0
  %4167 = sub i64 -48, %4065
  %4168 = select i1 %4166, i64 %4167, i64 0
  %4169 = sub nsw i64 %7, %4161
  %4170 = call i64 @llvm.smin.i64(i64 %4169, i64 %2734)
  %4171 = call i64 @llvm.smin.i64(i64 %4170, i64 16)
  %4172 = icmp sgt i64 %4171, %4168
  %4173 = trunc i64 %4171 to i32
  %4174 = shl nsw i32 -1, %4173
  %4175 = xor i32 %4174, -1
  %4176 = trunc i64 %4168 to i32
  %4177 = shl nsw i32 -1, %4176
  %4178 = and i32 %4177, %4175
  %4179 = trunc i32 %4178 to i16
  %4180 = select i1 %4172, i16 %4179, i16 0
  br label %4181

4181:                                             ; preds = %4165, %4162
  %4182 = phi i16 [ %4164, %4162 ], [ %4180, %4165 ]
  %4183 = select i1 %4025, i16 0, i16 %4182
  %4184 = getelementptr inbounds float, ptr %4028, i64 %4161
  %4185 = bitcast i16 %4183 to <16 x i1>
  %4186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4184, <16 x i1> %4185, <16 x float> zeroinitializer)
  %4187 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4186, <16 x float> %4063, <16 x float> %4054)
  %4188 = select i1 %4032, i16 0, i16 %4182
  %4189 = getelementptr inbounds float, ptr %4035, i64 %4161
  %4190 = bitcast i16 %4188 to <16 x i1>
  %4191 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4189, <16 x i1> %4190, <16 x float> zeroinitializer)
  %4192 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4191, <16 x float> %4063, <16 x float> %4058)
  %4193 = add nuw nsw i64 %4059, 1
  %4194 = icmp eq i64 %4193, %11
  br i1 %4194, label %4039, label %4050

4195:                                             ; preds = %3999
  %4196 = load float, ptr %2873, align 4
  %4197 = insertelement <16 x float> poison, float %4196, i64 0
  %4198 = shufflevector <16 x float> %4197, <16 x float> poison, <16 x i32> zeroinitializer
  %4199 = fadd <16 x float> %4000, %4198
  br label %4200

4200:                                             ; preds = %4195, %3999
  %4201 = phi <16 x float> [ %4199, %4195 ], [ %4000, %3999 ]
  switch i64 %2735, label %528 [
    i64 1, label %4202
    i64 2, label %4205
    i64 3, label %4212
    i64 0, label %4257
  ]

4202:                                             ; preds = %4200
  %4203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4204 = fadd <16 x float> %4201, %4203
  br label %4219

4205:                                             ; preds = %4200
  %4206 = bitcast <16 x float> %4201 to <8 x i64>
  %4207 = or <8 x i64> %4206, %2552
  %4208 = fcmp oeq <16 x float> %4201, %46
  %4209 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4201, i32 4)
  %4210 = bitcast <8 x i64> %4207 to <16 x float>
  %4211 = select <16 x i1> %4208, <16 x float> %4210, <16 x float> %4209
  br label %4219

4212:                                             ; preds = %4200
  %4213 = bitcast <16 x float> %4201 to <8 x i64>
  %4214 = and <8 x i64> %4213, %2551
  %4215 = fcmp oeq <16 x float> %4201, %43
  %4216 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4201, i32 4)
  %4217 = bitcast <8 x i64> %4214 to <16 x float>
  %4218 = select <16 x i1> %4215, <16 x float> %4217, <16 x float> %4216
  br label %4219

4219:                                             ; preds = %4212, %4205, %4202
  %4220 = phi <16 x float> [ %4204, %4202 ], [ %4211, %4205 ], [ %4218, %4212 ]
  switch i64 %2737, label %528 [
    i64 1, label %4235
    i64 2, label %4228
    i64 3, label %4221
    i64 0, label %4257
  ]

4221:                                             ; preds = %4219
  %4222 = bitcast <16 x float> %4220 to <8 x i64>
  %4223 = and <8 x i64> %4222, %2551
  %4224 = fcmp oeq <16 x float> %4220, %43
  %4225 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4220, i32 4)
  %4226 = bitcast <8 x i64> %4223 to <16 x float>
  %4227 = select <16 x i1> %4224, <16 x float> %4226, <16 x float> %4225
  br label %4238

4228:                                             ; preds = %4219
  %4229 = bitcast <16 x float> %4220 to <8 x i64>
  %4230 = or <8 x i64> %4229, %2552
  %4231 = fcmp oeq <16 x float> %4220, %46
  %4232 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4220, i32 4)
  %4233 = bitcast <8 x i64> %4230 to <16 x float>
  %4234 = select <16 x i1> %4231, <16 x float> %4233, <16 x float> %4232
  br label %4238

4235:                                             ; preds = %4219
  %4236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4237 = fadd <16 x float> %4220, %4236
  br label %4238

4238:                                             ; preds = %4235, %4228, %4221
  %4239 = phi <16 x float> [ %4237, %4235 ], [ %4234, %4228 ], [ %4227, %4221 ]
  switch i64 %2739, label %528 [
    i64 1, label %4254
    i64 2, label %4247
    i64 3, label %4240
    i64 0, label %4257
  ]

4240:                                             ; preds = %4238
  %4241 = bitcast <16 x float> %4239 to <8 x i64>
  %4242 = and <8 x i64> %4241, %2551
  %4243 = fcmp oeq <16 x float> %4239, %43
  %4244 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4239, i32 4)
  %4245 = bitcast <8 x i64> %4242 to <16 x float>
  %4246 = select <16 x i1> %4243, <16 x float> %4245, <16 x float> %4244
  br label %4257

4247:                                             ; preds = %4238
  %4248 = bitcast <16 x float> %4239 to <8 x i64>
  %4249 = or <8 x i64> %4248, %2552
  %4250 = fcmp oeq <16 x float> %4239, %46
  %4251 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4239, i32 4)
  %4252 = bitcast <8 x i64> %4249 to <16 x float>
  %4253 = select <16 x i1> %4250, <16 x float> %4252, <16 x float> %4251
  br label %4257

4254:                                             ; preds = %4238
  %4255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2885, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4256 = fadd <16 x float> %4239, %4255
  br label %4257

4257:                                             ; preds = %4240, %4247, %4254, %4238, %4219, %4200
  %4258 = phi <16 x float> [ %4239, %4238 ], [ %4201, %4200 ], [ %4220, %4219 ], [ %4256, %4254 ], [ %4253, %4247 ], [ %4246, %4240 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4258, ptr align 1 %2880, <16 x i1> %2559)
  br i1 %4008, label %4264, label %4259

4259:                                             ; preds = %4257
  %4260 = load float, ptr %2873, align 4
  %4261 = insertelement <16 x float> poison, float %4260, i64 0
  %4262 = shufflevector <16 x float> %4261, <16 x float> poison, <16 x i32> zeroinitializer
  %4263 = fadd <16 x float> %4001, %4262
  br label %4264

4264:                                             ; preds = %4259, %4257
  %4265 = phi <16 x float> [ %4263, %4259 ], [ %4001, %4257 ]
  %4266 = getelementptr inbounds nuw i8, ptr %2880, i64 64
  %4267 = getelementptr inbounds nuw i8, ptr %2885, i64 64
  %4268 = select i1 %4009, ptr null, ptr %4267
  switch i64 %2735, label %528 [
    i64 1, label %4283
    i64 2, label %4276
    i64 3, label %4269
    i64 0, label %4324
  ]

4269:                                             ; preds = %4264
  %4270 = bitcast <16 x float> %4265 to <8 x i64>
  %4271 = and <8 x i64> %4270, %2551
  %4272 = fcmp oeq <16 x float> %4265, %43
  %4273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4265, i32 4)
  %4274 = bitcast <8 x i64> %4271 to <16 x float>
  %4275 = select <16 x i1> %4272, <16 x float> %4274, <16 x float> %4273
  br label %4286

4276:                                             ; preds = %4264
  %4277 = bitcast <16 x float> %4265 to <8 x i64>
  %4278 = or <8 x i64> %4277, %2552
  %4279 = fcmp oeq <16 x float> %4265, %46
  %4280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4265, i32 4)
  %4281 = bitcast <8 x i64> %4278 to <16 x float>
  %4282 = select <16 x i1> %4279, <16 x float> %4281, <16 x float> %4280
  br label %4286

4283:                                             ; preds = %4264
  %4284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4268, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4285 = fadd <16 x float> %4265, %4284
  br label %4286

4286:                                             ; preds = %4283, %4276, %4269
  %4287 = phi <16 x float> [ %4285, %4283 ], [ %4282, %4276 ], [ %4275, %4269 ]
  switch i64 %2749, label %528 [
    i64 1, label %4302
    i64 2, label %4295
    i64 3, label %4288
    i64 0, label %4324
  ]

4288:                                             ; preds = %4286
  %4289 = bitcast <16 x float> %4287 to <8 x i64>
  %4290 = and <8 x i64> %4289, %2551
  %4291 = fcmp oeq <16 x float> %4287, %43
  %4292 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4287, i32 4)
  %4293 = bitcast <8 x i64> %4290 to <16 x float>
  %4294 = select <16 x i1> %4291, <16 x float> %4293, <16 x float> %4292
  br label %4305

4295:                                             ; preds = %4286
  %4296 = bitcast <16 x float> %4287 to <8 x i64>
  %4297 = or <8 x i64> %4296, %2552
  %4298 = fcmp oeq <16 x float> %4287, %46
  %4299 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4287, i32 4)
  %4300 = bitcast <8 x i64> %4297 to <16 x float>
  %4301 = select <16 x i1> %4298, <16 x float> %4300, <16 x float> %4299
  br label %4305

4302:                                             ; preds = %4286
  %4303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4268, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4304 = fadd <16 x float> %4287, %4303
  br label %4305

4305:                                             ; preds = %4302, %4295, %4288
  %4306 = phi <16 x float> [ %4304, %4302 ], [ %4301, %4295 ], [ %4294, %4288 ]
  switch i64 %2751, label %528 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
    i64 0, label %4324
  ]

4307:                                             ; preds = %4305
  %4308 = bitcast <16 x float> %4306 to <8 x i64>
  %4309 = and <8 x i64> %4308, %2551
  %4310 = fcmp oeq <16 x float> %4306, %43
  %4311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4306, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4324

4314:                                             ; preds = %4305
  %4315 = bitcast <16 x float> %4306 to <8 x i64>
  %4316 = or <8 x i64> %4315, %2552
  %4317 = fcmp oeq <16 x float> %4306, %46
  %4318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4306, i32 4)
  %4319 = bitcast <8 x i64> %4316 to <16 x float>
  %4320 = select <16 x i1> %4317, <16 x float> %4319, <16 x float> %4318
  br label %4324

4321:                                             ; preds = %4305
  %4322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4268, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4323 = fadd <16 x float> %4306, %4322
  br label %4324

4324:                                             ; preds = %4307, %4314, %4321, %4305, %4286, %4264
  %4325 = phi <16 x float> [ %4306, %4305 ], [ %4265, %4264 ], [ %4287, %4286 ], [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4325, ptr nonnull align 1 %4266, <16 x i1> %2747)
  br i1 %4008, label %4331, label %4326

4326:                                             ; preds = %4324
  %4327 = load float, ptr %2873, align 4
  %4328 = insertelement <16 x float> poison, float %4327, i64 0
  %4329 = shufflevector <16 x float> %4328, <16 x float> poison, <16 x i32> zeroinitializer
  %4330 = fadd <16 x float> %4002, %4329
  br label %4331

4331:                                             ; preds = %4326, %4324
  %4332 = phi <16 x float> [ %4330, %4326 ], [ %4002, %4324 ]
  %4333 = getelementptr inbounds nuw i8, ptr %2880, i64 128
  %4334 = getelementptr inbounds nuw i8, ptr %2885, i64 128
  %4335 = select i1 %4009, ptr null, ptr %4334
  switch i64 %2735, label %528 [
    i64 1, label %4350
    i64 2, label %4343
    i64 3, label %4336
    i64 0, label %4391
  ]

4336:                                             ; preds = %4331
  %4337 = bitcast <16 x float> %4332 to <8 x i64>
  %4338 = and <8 x i64> %4337, %2551
  %4339 = fcmp oeq <16 x float> %4332, %43
  %4340 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4332, i32 4)
  %4341 = bitcast <8 x i64> %4338 to <16 x float>
  %4342 = select <16 x i1> %4339, <16 x float> %4341, <16 x float> %4340
  br label %4353

4343:                                             ; preds = %4331
  %4344 = bitcast <16 x float> %4332 to <8 x i64>
  %4345 = or <8 x i64> %4344, %2552
  %4346 = fcmp oeq <16 x float> %4332, %46
  %4347 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4332, i32 4)
  %4348 = bitcast <8 x i64> %4345 to <16 x float>
  %4349 = select <16 x i1> %4346, <16 x float> %4348, <16 x float> %4347
  br label %4353

4350:                                             ; preds = %4331
  %4351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4335, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4352 = fadd <16 x float> %4332, %4351
  br label %4353

4353:                                             ; preds = %4350, %4343, %4336
  %4354 = phi <16 x float> [ %4352, %4350 ], [ %4349, %4343 ], [ %4342, %4336 ]
  switch i64 %2761, label %528 [
    i64 1, label %4369
    i64 2, label %4362
    i64 3, label %4355
    i64 0, label %4391
  ]

4355:                                             ; preds = %4353
  %4356 = bitcast <16 x float> %4354 to <8 x i64>
  %4357 = and <8 x i64> %4356, %2551
  %4358 = fcmp oeq <16 x float> %4354, %43
  %4359 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4354, i32 4)
  %4360 = bitcast <8 x i64> %4357 to <16 x float>
  %4361 = select <16 x i1> %4358, <16 x float> %4360, <16 x float> %4359
  br label %4372

4362:                                             ; preds = %4353
  %4363 = bitcast <16 x float> %4354 to <8 x i64>
  %4364 = or <8 x i64> %4363, %2552
  %4365 = fcmp oeq <16 x float> %4354, %46
  %4366 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4354, i32 4)
  %4367 = bitcast <8 x i64> %4364 to <16 x float>
  %4368 = select <16 x i1> %4365, <16 x float> %4367, <16 x float> %4366
  br label %4372

4369:                                             ; preds = %4353
  %4370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4335, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4371 = fadd <16 x float> %4354, %4370
  br label %4372

4372:                                             ; preds = %4369, %4362, %4355
  %4373 = phi <16 x float> [ %4371, %4369 ], [ %4368, %4362 ], [ %4361, %4355 ]
  switch i64 %2763, label %528 [
    i64 1, label %4388
    i64 2, label %4381
    i64 3, label %4374
    i64 0, label %4391
  ]

4374:                                             ; preds = %4372
  %4375 = bitcast <16 x float> %4373 to <8 x i64>
  %4376 = and <8 x i64> %4375, %2551
  %4377 = fcmp oeq <16 x float> %4373, %43
  %4378 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4373, i32 4)
  %4379 = bitcast <8 x i64> %4376 to <16 x float>
  %4380 = select <16 x i1> %4377, <16 x float> %4379, <16 x float> %4378
  br label %4391

4381:                                             ; preds = %4372
  %4382 = bitcast <16 x float> %4373 to <8 x i64>
  %4383 = or <8 x i64> %4382, %2552
  %4384 = fcmp oeq <16 x float> %4373, %46
  %4385 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4373, i32 4)
  %4386 = bitcast <8 x i64> %4383 to <16 x float>
  %4387 = select <16 x i1> %4384, <16 x float> %4386, <16 x float> %4385
  br label %4391

4388:                                             ; preds = %4372
  %4389 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4335, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4390 = fadd <16 x float> %4373, %4389
  br label %4391

4391:                                             ; preds = %4374, %4381, %4388, %4372, %4353, %4331
  %4392 = phi <16 x float> [ %4373, %4372 ], [ %4332, %4331 ], [ %4354, %4353 ], [ %4390, %4388 ], [ %4387, %4381 ], [ %4380, %4374 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4392, ptr nonnull align 1 %4333, <16 x i1> %2759)
  br i1 %4008, label %4398, label %4393

4393:                                             ; preds = %4391
  %4394 = load float, ptr %2873, align 4
  %4395 = insertelement <16 x float> poison, float %4394, i64 0
  %4396 = shufflevector <16 x float> %4395, <16 x float> poison, <16 x i32> zeroinitializer
  %4397 = fadd <16 x float> %4003, %4396
  br label %4398

4398:                                             ; preds = %4393, %4391
  %4399 = phi <16 x float> [ %4397, %4393 ], [ %4003, %4391 ]
  %4400 = getelementptr inbounds nuw i8, ptr %2880, i64 192
  %4401 = getelementptr inbounds nuw i8, ptr %2885, i64 192
  %4402 = select i1 %4009, ptr null, ptr %4401
  switch i64 %2735, label %528 [
    i64 1, label %4417
    i64 2, label %4410
    i64 3, label %4403
    i64 0, label %4458
  ]

4403:                                             ; preds = %4398
  %4404 = bitcast <16 x float> %4399 to <8 x i64>
  %4405 = and <8 x i64> %4404, %2551
  %4406 = fcmp oeq <16 x float> %4399, %43
  %4407 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4399, i32 4)
  %4408 = bitcast <8 x i64> %4405 to <16 x float>
  %4409 = select <16 x i1> %4406, <16 x float> %4408, <16 x float> %4407
  br label %4420

4410:                                             ; preds = %4398
  %4411 = bitcast <16 x float> %4399 to <8 x i64>
  %4412 = or <8 x i64> %4411, %2552
  %4413 = fcmp oeq <16 x float> %4399, %46
  %4414 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4399, i32 4)
  %4415 = bitcast <8 x i64> %4412 to <16 x float>
  %4416 = select <16 x i1> %4413, <16 x float> %4415, <16 x float> %4414
  br label %4420

4417:                                             ; preds = %4398
  %4418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4402, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4419 = fadd <16 x float> %4399, %4418
  br label %4420

4420:                                             ; preds = %4417, %4410, %4403
  %4421 = phi <16 x float> [ %4419, %4417 ], [ %4416, %4410 ], [ %4409, %4403 ]
  switch i64 %2773, label %528 [
    i64 1, label %4436
    i64 2, label %4429
    i64 3, label %4422
    i64 0, label %4458
  ]

4422:                                             ; preds = %4420
  %4423 = bitcast <16 x float> %4421 to <8 x i64>
  %4424 = and <8 x i64> %4423, %2551
  %4425 = fcmp oeq <16 x float> %4421, %43
  %4426 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4421, i32 4)
  %4427 = bitcast <8 x i64> %4424 to <16 x float>
  %4428 = select <16 x i1> %4425, <16 x float> %4427, <16 x float> %4426
  br label %4439

4429:                                             ; preds = %4420
  %4430 = bitcast <16 x float> %4421 to <8 x i64>
  %4431 = or <8 x i64> %4430, %2552
  %4432 = fcmp oeq <16 x float> %4421, %46
  %4433 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4421, i32 4)
  %4434 = bitcast <8 x i64> %4431 to <16 x float>
  %4435 = select <16 x i1> %4432, <16 x float> %4434, <16 x float> %4433
  br label %4439

4436:                                             ; preds = %4420
  %4437 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4402, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4438 = fadd <16 x float> %4421, %4437
  br label %4439

4439:                                             ; preds = %4436, %4429, %4422
  %4440 = phi <16 x float> [ %4438, %4436 ], [ %4435, %4429 ], [ %4428, %4422 ]
  switch i64 %2775, label %528 [
    i64 1, label %4455
    i64 2, label %4448
    i64 3, label %4441
    i64 0, label %4458
  ]

4441:                                             ; preds = %4439
  %4442 = bitcast <16 x float> %4440 to <8 x i64>
  %4443 = and <8 x i64> %4442, %2551
  %4444 = fcmp oeq <16 x float> %4440, %43
  %4445 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4440, i32 4)
  %4446 = bitcast <8 x i64> %4443 to <16 x float>
  %4447 = select <16 x i1> %4444, <16 x float> %4446, <16 x float> %4445
  br label %4458

4448:                                             ; preds = %4439
  %4449 = bitcast <16 x float> %4440 to <8 x i64>
  %4450 = or <8 x i64> %4449, %2552
  %4451 = fcmp oeq <16 x float> %4440, %46
  %4452 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4440, i32 4)
  %4453 = bitcast <8 x i64> %4450 to <16 x float>
  %4454 = select <16 x i1> %4451, <16 x float> %4453, <16 x float> %4452
  br label %4458

4455:                                             ; preds = %4439
  %4456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4402, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4457 = fadd <16 x float> %4440, %4456
  br label %4458

4458:                                             ; preds = %4441, %4448, %4455, %4439, %4420, %4398
  %4459 = phi <16 x float> [ %4440, %4439 ], [ %4399, %4398 ], [ %4421, %4420 ], [ %4457, %4455 ], [ %4454, %4448 ], [ %4447, %4441 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4459, ptr nonnull align 1 %4400, <16 x i1> %2771)
  br i1 %4008, label %4465, label %4460

4460:                                             ; preds = %4458
  %4461 = load float, ptr %2873, align 4
  %4462 = insertelement <16 x float> poison, float %4461, i64 0
  %4463 = shufflevector <16 x float> %4462, <16 x float> poison, <16 x i32> zeroinitializer
  %4464 = fadd <16 x float> %4004, %4463
  br label %4465

4465:                                             ; preds = %4460, %4458
  %4466 = phi <16 x float> [ %4464, %4460 ], [ %4004, %4458 ]
  %4467 = getelementptr inbounds float, ptr %2880, i64 %9
  %4468 = getelementptr inbounds float, ptr %2885, i64 %9
  %4469 = select i1 %4009, ptr null, ptr %4468
  switch i64 %2735, label %528 [
    i64 1, label %4484
    i64 2, label %4477
    i64 3, label %4470
    i64 0, label %4525
  ]

4470:                                             ; preds = %4465
  %4471 = bitcast <16 x float> %4466 to <8 x i64>
  %4472 = and <8 x i64> %4471, %2551
  %4473 = fcmp oeq <16 x float> %4466, %43
  %4474 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4466, i32 4)
  %4475 = bitcast <8 x i64> %4472 to <16 x float>
  %4476 = select <16 x i1> %4473, <16 x float> %4475, <16 x float> %4474
  br label %4487

4477:                                             ; preds = %4465
  %4478 = bitcast <16 x float> %4466 to <8 x i64>
  %4479 = or <8 x i64> %4478, %2552
  %4480 = fcmp oeq <16 x float> %4466, %46
  %4481 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4466, i32 4)
  %4482 = bitcast <8 x i64> %4479 to <16 x float>
  %4483 = select <16 x i1> %4480, <16 x float> %4482, <16 x float> %4481
  br label %4487

4484:                                             ; preds = %4465
  %4485 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4469, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4486 = fadd <16 x float> %4466, %4485
  br label %4487

4487:                                             ; preds = %4484, %4477, %4470
  %4488 = phi <16 x float> [ %4486, %4484 ], [ %4483, %4477 ], [ %4476, %4470 ]
  switch i64 %2777, label %528 [
    i64 1, label %4503
    i64 2, label %4496
    i64 3, label %4489
    i64 0, label %4525
  ]

4489:                                             ; preds = %4487
  %4490 = bitcast <16 x float> %4488 to <8 x i64>
  %4491 = and <8 x i64> %4490, %2551
  %4492 = fcmp oeq <16 x float> %4488, %43
  %4493 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4488, i32 4)
  %4494 = bitcast <8 x i64> %4491 to <16 x float>
  %4495 = select <16 x i1> %4492, <16 x float> %4494, <16 x float> %4493
  br label %4506

4496:                                             ; preds = %4487
  %4497 = bitcast <16 x float> %4488 to <8 x i64>
  %4498 = or <8 x i64> %4497, %2552
  %4499 = fcmp oeq <16 x float> %4488, %46
  %4500 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4488, i32 4)
  %4501 = bitcast <8 x i64> %4498 to <16 x float>
  %4502 = select <16 x i1> %4499, <16 x float> %4501, <16 x float> %4500
  br label %4506

4503:                                             ; preds = %4487
  %4504 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4469, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4505 = fadd <16 x float> %4488, %4504
  br label %4506

4506:                                             ; preds = %4503, %4496, %4489
  %4507 = phi <16 x float> [ %4505, %4503 ], [ %4502, %4496 ], [ %4495, %4489 ]
  switch i64 %2779, label %528 [
    i64 1, label %4522
    i64 2, label %4515
    i64 3, label %4508
    i64 0, label %4525
  ]

4508:                                             ; preds = %4506
  %4509 = bitcast <16 x float> %4507 to <8 x i64>
  %4510 = and <8 x i64> %4509, %2551
  %4511 = fcmp oeq <16 x float> %4507, %43
  %4512 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4507, i32 4)
  %4513 = bitcast <8 x i64> %4510 to <16 x float>
  %4514 = select <16 x i1> %4511, <16 x float> %4513, <16 x float> %4512
  br label %4525

4515:                                             ; preds = %4506
  %4516 = bitcast <16 x float> %4507 to <8 x i64>
  %4517 = or <8 x i64> %4516, %2552
  %4518 = fcmp oeq <16 x float> %4507, %46
  %4519 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4507, i32 4)
  %4520 = bitcast <8 x i64> %4517 to <16 x float>
  %4521 = select <16 x i1> %4518, <16 x float> %4520, <16 x float> %4519
  br label %4525

4522:                                             ; preds = %4506
  %4523 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4469, <16 x i1> %2559, <16 x float> zeroinitializer)
  %4524 = fadd <16 x float> %4507, %4523
  br label %4525

4525:                                             ; preds = %4508, %4515, %4522, %4506, %4487, %4465
  %4526 = phi <16 x float> [ %4507, %4506 ], [ %4466, %4465 ], [ %4488, %4487 ], [ %4524, %4522 ], [ %4521, %4515 ], [ %4514, %4508 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4526, ptr align 1 %4467, <16 x i1> %2559)
  br i1 %4008, label %4532, label %4527

4527:                                             ; preds = %4525
  %4528 = load float, ptr %2873, align 4
  %4529 = insertelement <16 x float> poison, float %4528, i64 0
  %4530 = shufflevector <16 x float> %4529, <16 x float> poison, <16 x i32> zeroinitializer
  %4531 = fadd <16 x float> %4005, %4530
  br label %4532

4532:                                             ; preds = %4527, %4525
  %4533 = phi <16 x float> [ %4531, %4527 ], [ %4005, %4525 ]
  %4534 = getelementptr inbounds float, ptr %2880, i64 %2780
  %4535 = getelementptr inbounds float, ptr %2885, i64 %2780
  %4536 = select i1 %4009, ptr null, ptr %4535
  switch i64 %2735, label %528 [
    i64 1, label %4551
    i64 2, label %4544
    i64 3, label %4537
    i64 0, label %4592
  ]

4537:                                             ; preds = %4532
  %4538 = bitcast <16 x float> %4533 to <8 x i64>
  %4539 = and <8 x i64> %4538, %2551
  %4540 = fcmp oeq <16 x float> %4533, %43
  %4541 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4533, i32 4)
  %4542 = bitcast <8 x i64> %4539 to <16 x float>
  %4543 = select <16 x i1> %4540, <16 x float> %4542, <16 x float> %4541
  br label %4554

4544:                                             ; preds = %4532
  %4545 = bitcast <16 x float> %4533 to <8 x i64>
  %4546 = or <8 x i64> %4545, %2552
  %4547 = fcmp oeq <16 x float> %4533, %46
  %4548 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4533, i32 4)
  %4549 = bitcast <8 x i64> %4546 to <16 x float>
  %4550 = select <16 x i1> %4547, <16 x float> %4549, <16 x float> %4548
  br label %4554

4551:                                             ; preds = %4532
  %4552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4536, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4553 = fadd <16 x float> %4533, %4552
  br label %4554

4554:                                             ; preds = %4551, %4544, %4537
  %4555 = phi <16 x float> [ %4553, %4551 ], [ %4550, %4544 ], [ %4543, %4537 ]
  switch i64 %2782, label %528 [
    i64 1, label %4570
    i64 2, label %4563
    i64 3, label %4556
    i64 0, label %4592
  ]

4556:                                             ; preds = %4554
  %4557 = bitcast <16 x float> %4555 to <8 x i64>
  %4558 = and <8 x i64> %4557, %2551
  %4559 = fcmp oeq <16 x float> %4555, %43
  %4560 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4555, i32 4)
  %4561 = bitcast <8 x i64> %4558 to <16 x float>
  %4562 = select <16 x i1> %4559, <16 x float> %4561, <16 x float> %4560
  br label %4573

4563:                                             ; preds = %4554
  %4564 = bitcast <16 x float> %4555 to <8 x i64>
  %4565 = or <8 x i64> %4564, %2552
  %4566 = fcmp oeq <16 x float> %4555, %46
  %4567 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4555, i32 4)
  %4568 = bitcast <8 x i64> %4565 to <16 x float>
  %4569 = select <16 x i1> %4566, <16 x float> %4568, <16 x float> %4567
  br label %4573

4570:                                             ; preds = %4554
  %4571 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4536, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4572 = fadd <16 x float> %4555, %4571
  br label %4573

4573:                                             ; preds = %4570, %4563, %4556
  %4574 = phi <16 x float> [ %4572, %4570 ], [ %4569, %4563 ], [ %4562, %4556 ]
  switch i64 %2784, label %528 [
    i64 1, label %4589
    i64 2, label %4582
    i64 3, label %4575
    i64 0, label %4592
  ]

4575:                                             ; preds = %4573
  %4576 = bitcast <16 x float> %4574 to <8 x i64>
  %4577 = and <8 x i64> %4576, %2551
  %4578 = fcmp oeq <16 x float> %4574, %43
  %4579 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4574, i32 4)
  %4580 = bitcast <8 x i64> %4577 to <16 x float>
  %4581 = select <16 x i1> %4578, <16 x float> %4580, <16 x float> %4579
  br label %4592

4582:                                             ; preds = %4573
  %4583 = bitcast <16 x float> %4574 to <8 x i64>
  %4584 = or <8 x i64> %4583, %2552
  %4585 = fcmp oeq <16 x float> %4574, %46
  %4586 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4574, i32 4)
  %4587 = bitcast <8 x i64> %4584 to <16 x float>
  %4588 = select <16 x i1> %4585, <16 x float> %4587, <16 x float> %4586
  br label %4592

4589:                                             ; preds = %4573
  %4590 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4536, <16 x i1> %2747, <16 x float> zeroinitializer)
  %4591 = fadd <16 x float> %4574, %4590
  br label %4592

4592:                                             ; preds = %4575, %4582, %4589, %4573, %4554, %4532
  %4593 = phi <16 x float> [ %4574, %4573 ], [ %4533, %4532 ], [ %4555, %4554 ], [ %4591, %4589 ], [ %4588, %4582 ], [ %4581, %4575 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4593, ptr align 1 %4534, <16 x i1> %2747)
  br i1 %4008, label %4599, label %4594

4594:                                             ; preds = %4592
  %4595 = load float, ptr %2873, align 4
  %4596 = insertelement <16 x float> poison, float %4595, i64 0
  %4597 = shufflevector <16 x float> %4596, <16 x float> poison, <16 x i32> zeroinitializer
  %4598 = fadd <16 x float> %4006, %4597
  br label %4599

4599:                                             ; preds = %4594, %4592
  %4600 = phi <16 x float> [ %4598, %4594 ], [ %4006, %4592 ]
  %4601 = getelementptr inbounds float, ptr %2880, i64 %2785
  %4602 = getelementptr inbounds float, ptr %2885, i64 %2785
  %4603 = select i1 %4009, ptr null, ptr %4602
  switch i64 %2735, label %528 [
    i64 1, label %4618
    i64 2, label %4611
    i64 3, label %4604
    i64 0, label %4659
  ]

4604:                                             ; preds = %4599
  %4605 = bitcast <16 x float> %4600 to <8 x i64>
  %4606 = and <8 x i64> %4605, %2551
  %4607 = fcmp oeq <16 x float> %4600, %43
  %4608 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4600, i32 4)
  %4609 = bitcast <8 x i64> %4606 to <16 x float>
  %4610 = select <16 x i1> %4607, <16 x float> %4609, <16 x float> %4608
  br label %4621

4611:                                             ; preds = %4599
  %4612 = bitcast <16 x float> %4600 to <8 x i64>
  %4613 = or <8 x i64> %4612, %2552
  %4614 = fcmp oeq <16 x float> %4600, %46
  %4615 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4600, i32 4)
  %4616 = bitcast <8 x i64> %4613 to <16 x float>
  %4617 = select <16 x i1> %4614, <16 x float> %4616, <16 x float> %4615
  br label %4621

4618:                                             ; preds = %4599
  %4619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4603, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4620 = fadd <16 x float> %4600, %4619
  br label %4621

4621:                                             ; preds = %4618, %4611, %4604
  %4622 = phi <16 x float> [ %4620, %4618 ], [ %4617, %4611 ], [ %4610, %4604 ]
  switch i64 %2787, label %528 [
    i64 1, label %4637
    i64 2, label %4630
    i64 3, label %4623
    i64 0, label %4659
  ]

4623:                                             ; preds = %4621
  %4624 = bitcast <16 x float> %4622 to <8 x i64>
  %4625 = and <8 x i64> %4624, %2551
  %4626 = fcmp oeq <16 x float> %4622, %43
  %4627 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4622, i32 4)
  %4628 = bitcast <8 x i64> %4625 to <16 x float>
  %4629 = select <16 x i1> %4626, <16 x float> %4628, <16 x float> %4627
  br label %4640

4630:                                             ; preds = %4621
  %4631 = bitcast <16 x float> %4622 to <8 x i64>
  %4632 = or <8 x i64> %4631, %2552
  %4633 = fcmp oeq <16 x float> %4622, %46
  %4634 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4622, i32 4)
  %4635 = bitcast <8 x i64> %4632 to <16 x float>
  %4636 = select <16 x i1> %4633, <16 x float> %4635, <16 x float> %4634
  br label %4640

4637:                                             ; preds = %4621
  %4638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4603, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4639 = fadd <16 x float> %4622, %4638
  br label %4640

4640:                                             ; preds = %4637, %4630, %4623
  %4641 = phi <16 x float> [ %4639, %4637 ], [ %4636, %4630 ], [ %4629, %4623 ]
  switch i64 %2789, label %528 [
    i64 1, label %4656
    i64 2, label %4649
    i64 3, label %4642
    i64 0, label %4659
  ]

4642:                                             ; preds = %4640
  %4643 = bitcast <16 x float> %4641 to <8 x i64>
  %4644 = and <8 x i64> %4643, %2551
  %4645 = fcmp oeq <16 x float> %4641, %43
  %4646 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4641, i32 4)
  %4647 = bitcast <8 x i64> %4644 to <16 x float>
  %4648 = select <16 x i1> %4645, <16 x float> %4647, <16 x float> %4646
  br label %4659

4649:                                             ; preds = %4640
  %4650 = bitcast <16 x float> %4641 to <8 x i64>
  %4651 = or <8 x i64> %4650, %2552
  %4652 = fcmp oeq <16 x float> %4641, %46
  %4653 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4641, i32 4)
  %4654 = bitcast <8 x i64> %4651 to <16 x float>
  %4655 = select <16 x i1> %4652, <16 x float> %4654, <16 x float> %4653
  br label %4659

4656:                                             ; preds = %4640
  %4657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4603, <16 x i1> %2759, <16 x float> zeroinitializer)
  %4658 = fadd <16 x float> %4641, %4657
  br label %4659

4659:                                             ; preds = %4642, %4649, %4656, %4640, %4621, %4599
  %4660 = phi <16 x float> [ %4641, %4640 ], [ %4600, %4599 ], [ %4622, %4621 ], [ %4658, %4656 ], [ %4655, %4649 ], [ %4648, %4642 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4660, ptr align 1 %4601, <16 x i1> %2759)
  br i1 %4008, label %4666, label %4661

4661:                                             ; preds = %4659
  %4662 = load float, ptr %2873, align 4
  %4663 = insertelement <16 x float> poison, float %4662, i64 0
  %4664 = shufflevector <16 x float> %4663, <16 x float> poison, <16 x i32> zeroinitializer
  %4665 = fadd <16 x float> %4007, %4664
  br label %4666

4666:                                             ; preds = %4661, %4659
  %4667 = phi <16 x float> [ %4665, %4661 ], [ %4007, %4659 ]
  %4668 = getelementptr inbounds float, ptr %2880, i64 %2790
  %4669 = getelementptr inbounds float, ptr %2885, i64 %2790
  %4670 = select i1 %4009, ptr null, ptr %4669
  switch i64 %2735, label %528 [
    i64 1, label %4685
    i64 2, label %4678
    i64 3, label %4671
    i64 0, label %4726
  ]

4671:                                             ; preds = %4666
  %4672 = bitcast <16 x float> %4667 to <8 x i64>
  %4673 = and <8 x i64> %4672, %2551
  %4674 = fcmp oeq <16 x float> %4667, %43
  %4675 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4667, i32 4)
  %4676 = bitcast <8 x i64> %4673 to <16 x float>
  %4677 = select <16 x i1> %4674, <16 x float> %4676, <16 x float> %4675
  br label %4688

4678:                                             ; preds = %4666
  %4679 = bitcast <16 x float> %4667 to <8 x i64>
  %4680 = or <8 x i64> %4679, %2552
  %4681 = fcmp oeq <16 x float> %4667, %46
  %4682 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4667, i32 4)
  %4683 = bitcast <8 x i64> %4680 to <16 x float>
  %4684 = select <16 x i1> %4681, <16 x float> %4683, <16 x float> %4682
  br label %4688

4685:                                             ; preds = %4666
  %4686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4670, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4687 = fadd <16 x float> %4667, %4686
  br label %4688

4688:                                             ; preds = %4685, %4678, %4671
  %4689 = phi <16 x float> [ %4687, %4685 ], [ %4684, %4678 ], [ %4677, %4671 ]
  switch i64 %2792, label %528 [
    i64 1, label %4704
    i64 2, label %4697
    i64 3, label %4690
    i64 0, label %4726
  ]

4690:                                             ; preds = %4688
  %4691 = bitcast <16 x float> %4689 to <8 x i64>
  %4692 = and <8 x i64> %4691, %2551
  %4693 = fcmp oeq <16 x float> %4689, %43
  %4694 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4689, i32 4)
  %4695 = bitcast <8 x i64> %4692 to <16 x float>
  %4696 = select <16 x i1> %4693, <16 x float> %4695, <16 x float> %4694
  br label %4707

4697:                                             ; preds = %4688
  %4698 = bitcast <16 x float> %4689 to <8 x i64>
  %4699 = or <8 x i64> %4698, %2552
  %4700 = fcmp oeq <16 x float> %4689, %46
  %4701 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4689, i32 4)
  %4702 = bitcast <8 x i64> %4699 to <16 x float>
  %4703 = select <16 x i1> %4700, <16 x float> %4702, <16 x float> %4701
  br label %4707

4704:                                             ; preds = %4688
  %4705 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4670, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4706 = fadd <16 x float> %4689, %4705
  br label %4707

4707:                                             ; preds = %4704, %4697, %4690
  %4708 = phi <16 x float> [ %4706, %4704 ], [ %4703, %4697 ], [ %4696, %4690 ]
  switch i64 %2794, label %528 [
    i64 1, label %4723
    i64 2, label %4716
    i64 3, label %4709
    i64 0, label %4726
  ]

4709:                                             ; preds = %4707
  %4710 = bitcast <16 x float> %4708 to <8 x i64>
  %4711 = and <8 x i64> %4710, %2551
  %4712 = fcmp oeq <16 x float> %4708, %43
  %4713 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4708, i32 4)
  %4714 = bitcast <8 x i64> %4711 to <16 x float>
  %4715 = select <16 x i1> %4712, <16 x float> %4714, <16 x float> %4713
  br label %4726

4716:                                             ; preds = %4707
  %4717 = bitcast <16 x float> %4708 to <8 x i64>
  %4718 = or <8 x i64> %4717, %2552
  %4719 = fcmp oeq <16 x float> %4708, %46
  %4720 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4708, i32 4)
  %4721 = bitcast <8 x i64> %4718 to <16 x float>
  %4722 = select <16 x i1> %4719, <16 x float> %4721, <16 x float> %4720
  br label %4726

4723:                                             ; preds = %4707
  %4724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4670, <16 x i1> %2771, <16 x float> zeroinitializer)
  %4725 = fadd <16 x float> %4708, %4724
  br label %4726

4726:                                             ; preds = %4709, %4716, %4723, %4707, %4688, %4666
  %4727 = phi <16 x float> [ %4708, %4707 ], [ %4667, %4666 ], [ %4689, %4688 ], [ %4725, %4723 ], [ %4722, %4716 ], [ %4715, %4709 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4727, ptr align 1 %4668, <16 x i1> %2771)
  br label %8407

4728:                                             ; preds = %2893, %8404
  %4729 = phi i64 [ 0, %2893 ], [ %8405, %8404 ]
  %4730 = sub nsw i64 %2447, %4729
  %4731 = icmp sgt i64 %4730, 7
  %4732 = trunc i64 %4730 to i32
  %4733 = select i1 %4731, i32 8, i32 %4732
  switch i32 %4733, label %8404 [
    i32 1, label %4734
    i32 2, label %4875
    i32 3, label %5128
    i32 4, label %5493
    i32 5, label %5970
    i32 6, label %6559
    i32 7, label %7096
    i32 8, label %7711
  ]

4734:                                             ; preds = %4728
  %4735 = shl nsw i64 %4729, 4
  br i1 %2548, label %4738, label %4736

4736:                                             ; preds = %4734
  %4737 = sub nsw i64 %9, %4735
  br label %4743

4738:                                             ; preds = %4734
  %4739 = sub i64 %4735, %17
  %4740 = mul nsw i64 %4729, %11
  %4741 = getelementptr i16, ptr %2535, i64 %4740
  %4742 = sub nsw i64 %9, %4735
  br label %4756

4743:                                             ; preds = %4771, %4736
  %4744 = phi i64 [ %4737, %4736 ], [ %4742, %4771 ]
  %4745 = phi <16 x float> [ zeroinitializer, %4736 ], [ %4772, %4771 ]
  %4746 = icmp sgt i64 %4744, 15
  %4747 = trunc i64 %4744 to i32
  %4748 = shl nsw i32 -1, %4747
  %4749 = trunc i32 %4748 to i16
  %4750 = xor i16 %4749, -1
  %4751 = select i1 %4746, i16 -1, i16 %4750
  %4752 = getelementptr inbounds nuw float, ptr %2880, i64 %4735
  %4753 = getelementptr inbounds nuw float, ptr %2885, i64 %4735
  %4754 = select i1 %2895, ptr null, ptr %4753
  %4755 = bitcast i16 %4751 to <16 x i1>
  br i1 %2894, label %4816, label %4811

4756:                                             ; preds = %4738, %4771
  %4757 = phi <16 x float> [ zeroinitializer, %4738 ], [ %4772, %4771 ]
  %4758 = phi i64 [ 0, %4738 ], [ %4773, %4771 ]
  %4759 = mul nsw i64 %4758, %14
  %4760 = sub i64 %4759, %16
  %4761 = add i64 %4760, %2903
  %4762 = icmp slt i64 %4761, 0
  %4763 = icmp sge i64 %4761, %6
  %4764 = or i1 %4762, %4763
  %4765 = select i1 %4764, i64 0, i64 %4761
  %4766 = mul nsw i64 %4765, %7
  %4767 = getelementptr inbounds float, ptr %2870, i64 %4766
  br i1 %2549, label %4768, label %4771

4768:                                             ; preds = %4756
  %4769 = mul nuw nsw i64 %4758, %11
  %4770 = getelementptr inbounds nuw float, ptr %2872, i64 %4769
  br label %4775

4771:                                             ; preds = %4802, %4756
  %4772 = phi <16 x float> [ %4757, %4756 ], [ %4808, %4802 ]
  %4773 = add nuw nsw i64 %4758, 1
  %4774 = icmp eq i64 %4773, %10
  br i1 %4774, label %4743, label %4756

4775:                                             ; preds = %4768, %4802
  %4776 = phi <16 x float> [ %4757, %4768 ], [ %4808, %4802 ]
  %4777 = phi i64 [ 0, %4768 ], [ %4809, %4802 ]
  %4778 = getelementptr inbounds nuw float, ptr %4770, i64 %4777
  %4779 = load float, ptr %4778, align 4
  %4780 = insertelement <16 x float> poison, float %4779, i64 0
  %4781 = shufflevector <16 x float> %4780, <16 x float> poison, <16 x i32> zeroinitializer
  %4782 = mul nsw i64 %4777, %15
  %4783 = add i64 %4739, %4782
  %4784 = icmp slt i64 %4783, 0
  %4785 = sub nsw i64 0, %4783
  %4786 = select i1 %4784, i64 %4785, i64 0
  %4787 = sub nsw i64 %7, %4783
  %4788 = call i64 @llvm.smin.i64(i64 %4787, i64 %4742)
  %4789 = call i64 @llvm.smin.i64(i64 %4788, i64 16)
  %4790 = icmp sgt i64 %4789, %4786
  %4791 = trunc i64 %4789 to i32
  %4792 = shl nsw i32 -1, %4791
  %4793 = xor i32 %4792, -1
  %4794 = trunc i64 %4786 to i32
  %4795 = shl nsw i32 -1, %4794
  %4796 = and i32 %4795, %4793
  %4797 = trunc i32 %4796 to i16
  %4798 = select i1 %4790, i16 %4797, i16 0
  br i1 %2550, label %4802, label %4799

4799:                                             ; preds = %4775
  %4800 = getelementptr i16, ptr %4741, i64 %4777
  %4801 = load i16, ptr %4800, align 2
  br label %4802

4802:                                             ; preds = %4775, %4799
  %4803 = phi i16 [ %4801, %4799 ], [ %4798, %4775 ]
  %4804 = select i1 %4764, i16 0, i16 %4803
  %4805 = getelementptr inbounds float, ptr %4767, i64 %4783
  %4806 = bitcast i16 %4804 to <16 x i1>
  %4807 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4805, <16 x i1> %4806, <16 x float> zeroinitializer)
  %4808 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4807, <16 x float> %4781, <16 x float> %4776)
  %4809 = add nuw nsw i64 %4777, 1
  %4810 = icmp eq i64 %4809, %11
  br i1 %4810, label %4771, label %4775

4811:                                             ; preds = %4743
  %4812 = load float, ptr %2873, align 4
  %4813 = insertelement <16 x float> poison, float %4812, i64 0
  %4814 = shufflevector <16 x float> %4813, <16 x float> poison, <16 x i32> zeroinitializer
  %4815 = fadd <16 x float> %4745, %4814
  br label %4816

4816:                                             ; preds = %4811, %4743
  %4817 = phi <16 x float> [ %4815, %4811 ], [ %4745, %4743 ]
  switch i64 %2725, label %528 [
    i64 1, label %4818
    i64 2, label %4821
    i64 3, label %4828
    i64 0, label %4873
  ]

4818:                                             ; preds = %4816
  %4819 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4754, <16 x i1> %4755, <16 x float> zeroinitializer)
  %4820 = fadd <16 x float> %4817, %4819
  br label %4835

4821:                                             ; preds = %4816
  %4822 = bitcast <16 x float> %4817 to <8 x i64>
  %4823 = or <8 x i64> %4822, %2552
  %4824 = fcmp oeq <16 x float> %4817, %46
  %4825 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4817, i32 4)
  %4826 = bitcast <8 x i64> %4823 to <16 x float>
  %4827 = select <16 x i1> %4824, <16 x float> %4826, <16 x float> %4825
  br label %4835

4828:                                             ; preds = %4816
  %4829 = bitcast <16 x float> %4817 to <8 x i64>
  %4830 = and <8 x i64> %4829, %2551
  %4831 = fcmp oeq <16 x float> %4817, %43
  %4832 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4817, i32 4)
  %4833 = bitcast <8 x i64> %4830 to <16 x float>
  %4834 = select <16 x i1> %4831, <16 x float> %4833, <16 x float> %4832
  br label %4835

4835:                                             ; preds = %4828, %4821, %4818
  %4836 = phi <16 x float> [ %4820, %4818 ], [ %4827, %4821 ], [ %4834, %4828 ]
  switch i64 %2727, label %528 [
    i64 1, label %4851
    i64 2, label %4844
    i64 3, label %4837
    i64 0, label %4873
  ]

4837:                                             ; preds = %4835
  %4838 = bitcast <16 x float> %4836 to <8 x i64>
  %4839 = and <8 x i64> %4838, %2551
  %4840 = fcmp oeq <16 x float> %4836, %43
  %4841 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4836, i32 4)
  %4842 = bitcast <8 x i64> %4839 to <16 x float>
  %4843 = select <16 x i1> %4840, <16 x float> %4842, <16 x float> %4841
  br label %4854

4844:                                             ; preds = %4835
  %4845 = bitcast <16 x float> %4836 to <8 x i64>
  %4846 = or <8 x i64> %4845, %2552
  %4847 = fcmp oeq <16 x float> %4836, %46
  %4848 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4836, i32 4)
  %4849 = bitcast <8 x i64> %4846 to <16 x float>
  %4850 = select <16 x i1> %4847, <16 x float> %4849, <16 x float> %4848
  br label %4854

4851:                                             ; preds = %4835
  %4852 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4754, <16 x i1> %4755, <16 x float> zeroinitializer)
  %4853 = fadd <16 x float> %4836, %4852
  br label %4854

4854:                                             ; preds = %4851, %4844, %4837
  %4855 = phi <16 x float> [ %4853, %4851 ], [ %4850, %4844 ], [ %4843, %4837 ]
  switch i64 %2729, label %528 [
    i64 1, label %4870
    i64 2, label %4863
    i64 3, label %4856
    i64 0, label %4873
  ]

4856:                                             ; preds = %4854
  %4857 = bitcast <16 x float> %4855 to <8 x i64>
  %4858 = and <8 x i64> %4857, %2551
  %4859 = fcmp oeq <16 x float> %4855, %43
  %4860 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4855, i32 4)
  %4861 = bitcast <8 x i64> %4858 to <16 x float>
  %4862 = select <16 x i1> %4859, <16 x float> %4861, <16 x float> %4860
  br label %4873

4863:                                             ; preds = %4854
  %4864 = bitcast <16 x float> %4855 to <8 x i64>
  %4865 = or <8 x i64> %4864, %2552
  %4866 = fcmp oeq <16 x float> %4855, %46
  %4867 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4855, i32 4)
  %4868 = bitcast <8 x i64> %4865 to <16 x float>
  %4869 = select <16 x i1> %4866, <16 x float> %4868, <16 x float> %4867
  br label %4873

4870:                                             ; preds = %4854
  %4871 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4754, <16 x i1> %4755, <16 x float> zeroinitializer)
  %4872 = fadd <16 x float> %4855, %4871
  br label %4873

4873:                                             ; preds = %4856, %4863, %4870, %4854, %4835, %4816
  %4874 = phi <16 x float> [ %4855, %4854 ], [ %4817, %4816 ], [ %4836, %4835 ], [ %4872, %4870 ], [ %4869, %4863 ], [ %4862, %4856 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4874, ptr align 1 %4752, <16 x i1> %4755)
  br label %8404

4875:                                             ; preds = %4728
  br i1 %2548, label %4876, label %4972

4876:                                             ; preds = %4875
  %4877 = shl nsw i64 %4729, 4
  %4878 = mul nuw nsw i64 %4729, %11
  %4879 = sub nsw i64 %9, %4877
  %4880 = or disjoint i64 %4729, 1
  %4881 = shl nsw i64 %4880, 4
  %4882 = mul nuw nsw i64 %4880, %11
  %4883 = sub nsw i64 %9, %4881
  br label %4884

4884:                                             ; preds = %4876, %4900
  %4885 = phi <16 x float> [ zeroinitializer, %4876 ], [ %4901, %4900 ]
  %4886 = phi <16 x float> [ zeroinitializer, %4876 ], [ %4902, %4900 ]
  %4887 = phi i64 [ 0, %4876 ], [ %4903, %4900 ]
  %4888 = mul nsw i64 %4887, %14
  %4889 = sub i64 %4888, %16
  %4890 = add i64 %4889, %2902
  %4891 = icmp slt i64 %4890, 0
  %4892 = icmp sge i64 %4890, %6
  %4893 = or i1 %4891, %4892
  %4894 = select i1 %4893, i64 0, i64 %4890
  %4895 = mul nsw i64 %4894, %7
  %4896 = getelementptr inbounds float, ptr %2870, i64 %4895
  br i1 %2549, label %4897, label %4900

4897:                                             ; preds = %4884
  %4898 = mul nuw nsw i64 %4887, %11
  %4899 = getelementptr inbounds nuw float, ptr %2872, i64 %4898
  br label %4905

4900:                                             ; preds = %4963, %4884
  %4901 = phi <16 x float> [ %4885, %4884 ], [ %4942, %4963 ]
  %4902 = phi <16 x float> [ %4886, %4884 ], [ %4969, %4963 ]
  %4903 = add nuw nsw i64 %4887, 1
  %4904 = icmp eq i64 %4903, %10
  br i1 %4904, label %4972, label %4884

4905:                                             ; preds = %4897, %4963
  %4906 = phi <16 x float> [ %4885, %4897 ], [ %4942, %4963 ]
  %4907 = phi <16 x float> [ %4886, %4897 ], [ %4969, %4963 ]
  %4908 = phi i64 [ 0, %4897 ], [ %4970, %4963 ]
  %4909 = getelementptr inbounds nuw float, ptr %4899, i64 %4908
  %4910 = load float, ptr %4909, align 4
  %4911 = insertelement <16 x float> poison, float %4910, i64 0
  %4912 = shufflevector <16 x float> %4911, <16 x float> poison, <16 x i32> zeroinitializer
  %4913 = mul nsw i64 %4908, %15
  %4914 = sub i64 %4913, %17
  %4915 = getelementptr i16, ptr %2535, i64 %4908
  %4916 = add i64 %4914, %4877
  br i1 %2550, label %4920, label %4917

4917:                                             ; preds = %4905
  %4918 = getelementptr i16, ptr %4915, i64 %4878
  %4919 = load i16, ptr %4918, align 2
  br label %4936

4920:                                             ; preds = %4905
  %4921 = icmp slt i64 %4916, 0
  %4922 = sub nsw i64 0, %4916
  %4923 = select i1 %4921, i64 %4922, i64 0
  %4924 = sub nsw i64 %7, %4916
  %4925 = call i64 @llvm.smin.i64(i64 %4924, i64 %4879)
  %4926 = call i64 @llvm.smin.i64(i64 %4925, i64 16)
  %4927 = icmp sgt i64 %4926, %4923
  %4928 = trunc i64 %4926 to i32
  %4929 = shl nsw i32 -1, %4928
  %4930 = xor i32 %4929, -1
  %4931 = trunc i64 %4923 to i32
  %4932 = shl nsw i32 -1, %4931
  %4933 = and i32 %4932, %4930
  %4934 = trunc i32 %4933 to i16
  %4935 = select i1 %4927, i16 %4934, i16 0
  br label %4936

4936:                                             ; preds = %4920, %4917
  %4937 = phi i16 [ %4919, %4917 ], [ %4935, %4920 ]
  %4938 = select i1 %4893, i16 0, i16 %4937
  %4939 = getelementptr inbounds float, ptr %4896, i64 %4916
  %4940 = bitcast i16 %4938 to <16 x i1>
  %4941 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4939, <16 x i1> %4940, <16 x float> zeroinitializer)
  %4942 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4941, <16 x float> %4912, <16 x float> %4906)
  %4943 = add i64 %4914, %4881
  br i1 %2550, label %4947, label %4944

4944:                                             ; preds = %4936
  %4945 = getelementptr i16, ptr %4915, i64 %4882
  %4946 = load i16, ptr %4945, align 2
  br label %4963

4947:                                             ; preds = %4936
  %4948 = icmp slt i64 %4943, 0
  %4949 = sub nsw i64 0, %4943
  %4950 = select i1 %4948, i64 %4949, i64 0
  %4951 = sub nsw i64 %7, %4943
  %4952 = call i64 @llvm.smin.i64(i64 %4951, i64 %4883)
  %4953 = call i64 @llvm.smin.i64(i64 %4952, i64 16)
  %4954 = icmp sgt i64 %4953, %4950
  %4955 = trunc i64 %4953 to i32
  %4956 = shl nsw i32 -1, %4955
  %4957 = xor i32 %4956, -1
  %4958 = trunc i64 %4950 to i32
  %4959 = shl nsw i32 -1, %4958
  %4960 = and i32 %4959, %4957
  %4961 = trunc i32 %4960 to i16
  %4962 = select i1 %4954, i16 %4961, i16 0
  br label %4963

4963:                                             ; preds = %4947, %4944
  %4964 = phi i16 [ %4946, %4944 ], [ %4962, %4947 ]
  %4965 = select i1 %4893, i16 0, i16 %4964
  %4966 = getelementptr inbounds float, ptr %4896, i64 %4943
  %4967 = bitcast i16 %4965 to <16 x i1>
  %4968 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4966, <16 x i1> %4967, <16 x float> zeroinitializer)
  %4969 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4968, <16 x float> %4912, <16 x float> %4907)
  %4970 = add nuw nsw i64 %4908, 1
  %4971 = icmp eq i64 %4970, %11
  br i1 %4971, label %4900, label %4905

4972:                                             ; preds = %4900, %4875
  %4973 = phi <16 x float> [ zeroinitializer, %4875 ], [ %4901, %4900 ]
  %4974 = phi <16 x float> [ zeroinitializer, %4875 ], [ %4902, %4900 ]
  %4975 = shl nsw i64 %4729, 4
  %4976 = sub nsw i64 %9, %4975
  %4977 = icmp sgt i64 %4976, 15
  %4978 = trunc i64 %4976 to i32
  %4979 = shl nsw i32 -1, %4978
  %4980 = trunc i32 %4979 to i16
  %4981 = xor i16 %4980, -1
  %4982 = select i1 %4977, i16 -1, i16 %4981
  br i1 %2894, label %4988, label %4983

4983:                                             ; preds = %4972
  %4984 = load float, ptr %2873, align 4
  %4985 = insertelement <16 x float> poison, float %4984, i64 0
  %4986 = shufflevector <16 x float> %4985, <16 x float> poison, <16 x i32> zeroinitializer
  %4987 = fadd <16 x float> %4973, %4986
  br label %4988

4988:                                             ; preds = %4983, %4972
  %4989 = phi <16 x float> [ %4987, %4983 ], [ %4973, %4972 ]
  %4990 = getelementptr inbounds nuw float, ptr %2880, i64 %4975
  %4991 = getelementptr inbounds nuw float, ptr %2885, i64 %4975
  %4992 = select i1 %2895, ptr null, ptr %4991
  %4993 = bitcast i16 %4982 to <16 x i1>
  switch i64 %2716, label %528 [
    i64 1, label %4994
    i64 2, label %4997
    i64 3, label %5004
    i64 0, label %5049
  ]

4994:                                             ; preds = %4988
  %4995 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4992, <16 x i1> %4993, <16 x float> zeroinitializer)
  %4996 = fadd <16 x float> %4989, %4995
  br label %5011

4997:                                             ; preds = %4988
  %4998 = bitcast <16 x float> %4989 to <8 x i64>
  %4999 = or <8 x i64> %4998, %2552
  %5000 = fcmp oeq <16 x float> %4989, %46
  %5001 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4989, i32 4)
  %5002 = bitcast <8 x i64> %4999 to <16 x float>
  %5003 = select <16 x i1> %5000, <16 x float> %5002, <16 x float> %5001
  br label %5011

5004:                                             ; preds = %4988
  %5005 = bitcast <16 x float> %4989 to <8 x i64>
  %5006 = and <8 x i64> %5005, %2551
  %5007 = fcmp oeq <16 x float> %4989, %43
  %5008 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4989, i32 4)
  %5009 = bitcast <8 x i64> %5006 to <16 x float>
  %5010 = select <16 x i1> %5007, <16 x float> %5009, <16 x float> %5008
  br label %5011

5011:                                             ; preds = %5004, %4997, %4994
  %5012 = phi <16 x float> [ %4996, %4994 ], [ %5003, %4997 ], [ %5010, %5004 ]
  switch i64 %2718, label %528 [
    i64 1, label %5027
    i64 2, label %5020
    i64 3, label %5013
    i64 0, label %5049
  ]

5013:                                             ; preds = %5011
  %5014 = bitcast <16 x float> %5012 to <8 x i64>
  %5015 = and <8 x i64> %5014, %2551
  %5016 = fcmp oeq <16 x float> %5012, %43
  %5017 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5012, i32 4)
  %5018 = bitcast <8 x i64> %5015 to <16 x float>
  %5019 = select <16 x i1> %5016, <16 x float> %5018, <16 x float> %5017
  br label %5030

5020:                                             ; preds = %5011
  %5021 = bitcast <16 x float> %5012 to <8 x i64>
  %5022 = or <8 x i64> %5021, %2552
  %5023 = fcmp oeq <16 x float> %5012, %46
  %5024 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5012, i32 4)
  %5025 = bitcast <8 x i64> %5022 to <16 x float>
  %5026 = select <16 x i1> %5023, <16 x float> %5025, <16 x float> %5024
  br label %5030

5027:                                             ; preds = %5011
  %5028 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4992, <16 x i1> %4993, <16 x float> zeroinitializer)
  %5029 = fadd <16 x float> %5012, %5028
  br label %5030

5030:                                             ; preds = %5027, %5020, %5013
  %5031 = phi <16 x float> [ %5029, %5027 ], [ %5026, %5020 ], [ %5019, %5013 ]
  switch i64 %2720, label %528 [
    i64 1, label %5046
    i64 2, label %5039
    i64 3, label %5032
    i64 0, label %5049
  ]

5032:                                             ; preds = %5030
  %5033 = bitcast <16 x float> %5031 to <8 x i64>
  %5034 = and <8 x i64> %5033, %2551
  %5035 = fcmp oeq <16 x float> %5031, %43
  %5036 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5031, i32 4)
  %5037 = bitcast <8 x i64> %5034 to <16 x float>
  %5038 = select <16 x i1> %5035, <16 x float> %5037, <16 x float> %5036
  br label %5049

5039:                                             ; preds = %5030
  %5040 = bitcast <16 x float> %5031 to <8 x i64>
  %5041 = or <8 x i64> %5040, %2552
  %5042 = fcmp oeq <16 x float> %5031, %46
  %5043 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5031, i32 4)
  %5044 = bitcast <8 x i64> %5041 to <16 x float>
  %5045 = select <16 x i1> %5042, <16 x float> %5044, <16 x float> %5043
  br label %5049

5046:                                             ; preds = %5030
  %5047 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4992, <16 x i1> %4993, <16 x float> zeroinitializer)
  %5048 = fadd <16 x float> %5031, %5047
  br label %5049

5049:                                             ; preds = %5032, %5039, %5046, %5030, %5011, %4988
  %5050 = phi <16 x float> [ %5031, %5030 ], [ %4989, %4988 ], [ %5012, %5011 ], [ %5048, %5046 ], [ %5045, %5039 ], [ %5038, %5032 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5050, ptr align 1 %4990, <16 x i1> %4993)
  %5051 = shl i64 %4729, 4
  %5052 = or disjoint i64 %5051, 16
  %5053 = sub nsw i64 %9, %5052
  %5054 = icmp sgt i64 %5053, 15
  %5055 = trunc i64 %5053 to i32
  %5056 = shl nsw i32 -1, %5055
  %5057 = trunc i32 %5056 to i16
  %5058 = xor i16 %5057, -1
  %5059 = select i1 %5054, i16 -1, i16 %5058
  br i1 %2894, label %5065, label %5060

5060:                                             ; preds = %5049
  %5061 = load float, ptr %2873, align 4
  %5062 = insertelement <16 x float> poison, float %5061, i64 0
  %5063 = shufflevector <16 x float> %5062, <16 x float> poison, <16 x i32> zeroinitializer
  %5064 = fadd <16 x float> %4974, %5063
  br label %5065

5065:                                             ; preds = %5060, %5049
  %5066 = phi <16 x float> [ %5064, %5060 ], [ %4974, %5049 ]
  %5067 = getelementptr inbounds nuw float, ptr %2880, i64 %5052
  %5068 = getelementptr inbounds nuw float, ptr %2885, i64 %5052
  %5069 = select i1 %2895, ptr null, ptr %5068
  %5070 = bitcast i16 %5059 to <16 x i1>
  switch i64 %2716, label %528 [
    i64 1, label %5085
    i64 2, label %5078
    i64 3, label %5071
    i64 0, label %5126
  ]

5071:                                             ; preds = %5065
  %5072 = bitcast <16 x float> %5066 to <8 x i64>
  %5073 = and <8 x i64> %5072, %2551
  %5074 = fcmp oeq <16 x float> %5066, %43
  %5075 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5066, i32 4)
  %5076 = bitcast <8 x i64> %5073 to <16 x float>
  %5077 = select <16 x i1> %5074, <16 x float> %5076, <16 x float> %5075
  br label %5088

5078:                                             ; preds = %5065
  %5079 = bitcast <16 x float> %5066 to <8 x i64>
  %5080 = or <8 x i64> %5079, %2552
  %5081 = fcmp oeq <16 x float> %5066, %46
  %5082 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5066, i32 4)
  %5083 = bitcast <8 x i64> %5080 to <16 x float>
  %5084 = select <16 x i1> %5081, <16 x float> %5083, <16 x float> %5082
  br label %5088

5085:                                             ; preds = %5065
  %5086 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5069, <16 x i1> %5070, <16 x float> zeroinitializer)
  %5087 = fadd <16 x float> %5066, %5086
  br label %5088

5088:                                             ; preds = %5085, %5078, %5071
  %5089 = phi <16 x float> [ %5087, %5085 ], [ %5084, %5078 ], [ %5077, %5071 ]
  switch i64 %2722, label %528 [
    i64 1, label %5104
    i64 2, label %5097
    i64 3, label %5090
    i64 0, label %5126
  ]

5090:                                             ; preds = %5088
  %5091 = bitcast <16 x float> %5089 to <8 x i64>
  %5092 = and <8 x i64> %5091, %2551
  %5093 = fcmp oeq <16 x float> %5089, %43
  %5094 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5089, i32 4)
  %5095 = bitcast <8 x i64> %5092 to <16 x float>
  %5096 = select <16 x i1> %5093, <16 x float> %5095, <16 x float> %5094
  br label %5107

5097:                                             ; preds = %5088
  %5098 = bitcast <16 x float> %5089 to <8 x i64>
  %5099 = or <8 x i64> %5098, %2552
  %5100 = fcmp oeq <16 x float> %5089, %46
  %5101 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5089, i32 4)
  %5102 = bitcast <8 x i64> %5099 to <16 x float>
  %5103 = select <16 x i1> %5100, <16 x float> %5102, <16 x float> %5101
  br label %5107

5104:                                             ; preds = %5088
  %5105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5069, <16 x i1> %5070, <16 x float> zeroinitializer)
  %5106 = fadd <16 x float> %5089, %5105
  br label %5107

5107:                                             ; preds = %5104, %5097, %5090
  %5108 = phi <16 x float> [ %5106, %5104 ], [ %5103, %5097 ], [ %5096, %5090 ]
  switch i64 %2724, label %528 [
    i64 1, label %5123
    i64 2, label %5116
    i64 3, label %5109
    i64 0, label %5126
  ]

5109:                                             ; preds = %5107
  %5110 = bitcast <16 x float> %5108 to <8 x i64>
  %5111 = and <8 x i64> %5110, %2551
  %5112 = fcmp oeq <16 x float> %5108, %43
  %5113 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5108, i32 4)
  %5114 = bitcast <8 x i64> %5111 to <16 x float>
  %5115 = select <16 x i1> %5112, <16 x float> %5114, <16 x float> %5113
  br label %5126

5116:                                             ; preds = %5107
  %5117 = bitcast <16 x float> %5108 to <8 x i64>
  %5118 = or <8 x i64> %5117, %2552
  %5119 = fcmp oeq <16 x float> %5108, %46
  %5120 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5108, i32 4)
  %5121 = bitcast <8 x i64> %5118 to <16 x float>
  %5122 = select <16 x i1> %5119, <16 x float> %5121, <16 x float> %5120
  br label %5126

5123:                                             ; preds = %5107
  %5124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5069, <16 x i1> %5070, <16 x float> zeroinitializer)
  %5125 = fadd <16 x float> %5108, %5124
  br label %5126

5126:                                             ; preds = %5109, %5116, %5123, %5107, %5088, %5065
  %5127 = phi <16 x float> [ %5108, %5107 ], [ %5066, %5065 ], [ %5089, %5088 ], [ %5125, %5123 ], [ %5122, %5116 ], [ %5115, %5109 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5127, ptr nonnull align 1 %5067, <16 x i1> %5070)
  br label %8404

5128:                                             ; preds = %4728
  br i1 %2548, label %5129, label %5259

5129:                                             ; preds = %5128
  %5130 = shl nsw i64 %4729, 4
  %5131 = mul nuw nsw i64 %4729, %11
  %5132 = sub nsw i64 %9, %5130
  %5133 = or disjoint i64 %4729, 1
  %5134 = shl nsw i64 %5133, 4
  %5135 = mul nuw nsw i64 %5133, %11
  %5136 = sub nsw i64 %9, %5134
  %5137 = or disjoint i64 %4729, 2
  %5138 = shl nsw i64 %5137, 4
  %5139 = mul nuw nsw i64 %5137, %11
  %5140 = sub nsw i64 %9, %5138
  br label %5141

5141:                                             ; preds = %5129, %5158
  %5142 = phi <16 x float> [ zeroinitializer, %5129 ], [ %5159, %5158 ]
  %5143 = phi <16 x float> [ zeroinitializer, %5129 ], [ %5160, %5158 ]
  %5144 = phi <16 x float> [ zeroinitializer, %5129 ], [ %5161, %5158 ]
  %5145 = phi i64 [ 0, %5129 ], [ %5162, %5158 ]
  %5146 = mul nsw i64 %5145, %14
  %5147 = sub i64 %5146, %16
  %5148 = add i64 %5147, %2901
  %5149 = icmp slt i64 %5148, 0
  %5150 = icmp sge i64 %5148, %6
  %5151 = or i1 %5149, %5150
  %5152 = select i1 %5151, i64 0, i64 %5148
  %5153 = mul nsw i64 %5152, %7
  %5154 = getelementptr inbounds float, ptr %2870, i64 %5153
  br i1 %2549, label %5155, label %5158

5155:                                             ; preds = %5141
  %5156 = mul nuw nsw i64 %5145, %11
  %5157 = getelementptr inbounds nuw float, ptr %2872, i64 %5156
  br label %5164

5158:                                             ; preds = %5250, %5141
  %5159 = phi <16 x float> [ %5142, %5141 ], [ %5202, %5250 ]
  %5160 = phi <16 x float> [ %5143, %5141 ], [ %5229, %5250 ]
  %5161 = phi <16 x float> [ %5144, %5141 ], [ %5256, %5250 ]
  %5162 = add nuw nsw i64 %5145, 1
  %5163 = icmp eq i64 %5162, %10
  br i1 %5163, label %5259, label %5141

5164:                                             ; preds = %5155, %5250
  %5165 = phi <16 x float> [ %5142, %5155 ], [ %5202, %5250 ]
  %5166 = phi <16 x float> [ %5143, %5155 ], [ %5229, %5250 ]
  %5167 = phi <16 x float> [ %5144, %5155 ], [ %5256, %5250 ]
  %5168 = phi i64 [ 0, %5155 ], [ %5257, %5250 ]
  %5169 = getelementptr inbounds nuw float, ptr %5157, i64 %5168
  %5170 = load float, ptr %5169, align 4
  %5171 = insertelement <16 x float> poison, float %5170, i64 0
  %5172 = shufflevector <16 x float> %5171, <16 x float> poison, <16 x i32> zeroinitializer
  %5173 = mul nsw i64 %5168, %15
  %5174 = sub i64 %5173, %17
  %5175 = getelementptr i16, ptr %2535, i64 %5168
  %5176 = add i64 %5174, %5130
  br i1 %2550, label %5180, label %5177

5177:                                             ; preds = %5164
  %5178 = getelementptr i16, ptr %5175, i64 %5131
  %5179 = load i16, ptr %5178, align 2
  br label %5196

5180:                                             ; preds = %5164
  %5181 = icmp slt i64 %5176, 0
  %5182 = sub nsw i64 0, %5176
  %5183 = select i1 %5181, i64 %5182, i64 0
  %5184 = sub nsw i64 %7, %5176
  %5185 = call i64 @llvm.smin.i64(i64 %5184, i64 %5132)
  %5186 = call i64 @llvm.smin.i64(i64 %5185, i64 16)
  %5187 = icmp sgt i64 %5186, %5183
  %5188 = trunc i64 %5186 to i32
  %5189 = shl nsw i32 -1, %5188
  %5190 = xor i32 %5189, -1
  %5191 = trunc i64 %5183 to i32
  %5192 = shl nsw i32 -1, %5191
  %5193 = and i32 %5192, %5190
  %5194 = trunc i32 %5193 to i16
  %5195 = select i1 %5187, i16 %5194, i16 0
  br label %5196

5196:                                             ; preds = %5180, %5177
  %5197 = phi i16 [ %5179, %5177 ], [ %5195, %5180 ]
  %5198 = select i1 %5151, i16 0, i16 %5197
  %5199 = getelementptr inbounds float, ptr %5154, i64 %5176
  %5200 = bitcast i16 %5198 to <16 x i1>
  %5201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5199, <16 x i1> %5200, <16 x float> zeroinitializer)
  %5202 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5201, <16 x float> %5172, <16 x float> %5165)
  %5203 = add i64 %5174, %5134
  br i1 %2550, label %5207, label %5204

5204:                                             ; preds = %5196
  %5205 = getelementptr i16, ptr %5175, i64 %5135
  %5206 = load i16, ptr %5205, align 2
  br label %5223

5207:                                             ; preds = %5196
  %5208 = icmp slt i64 %5203, 0
  %5209 = sub nsw i64 0, %5203
  %5210 = select i1 %5208, i64 %5209, i64 0
  %5211 = sub nsw i64 %7, %5203
  %5212 = call i64 @llvm.smin.i64(i64 %5211, i64 %5136)
  %5213 = call i64 @llvm.smin.i64(i64 %5212, i64 16)
  %5214 = icmp sgt i64 %5213, %5210
  %5215 = trunc i64 %5213 to i32
  %5216 = shl nsw i32 -1, %5215
  %5217 = xor i32 %5216, -1
  %5218 = trunc i64 %5210 to i32
  %5219 = shl nsw i32 -1, %5218
  %5220 = and i32 %5219, %5217
  %5221 = trunc i32 %5220 to i16
  %5222 = select i1 %5214, i16 %5221, i16 0
  br label %5223

5223:                                             ; preds = %5207, %5204
  %5224 = phi i16 [ %5206, %5204 ], [ %5222, %5207 ]
  %5225 = select i1 %5151, i16 0, i16 %5224
  %5226 = getelementptr inbounds float, ptr %5154, i64 %5203
  %5227 = bitcast i16 %5225 to <16 x i1>
  %5228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5226, <16 x i1> %5227, <16 x float> zeroinitializer)
  %5229 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5228, <16 x float> %5172, <16 x float> %5166)
  %5230 = add i64 %5174, %5138
  br i1 %2550, label %5234, label %5231

5231:                                             ; preds = %5223
  %5232 = getelementptr i16, ptr %5175, i64 %5139
  %5233 = load i16, ptr %5232, align 2
  br label %5250

5234:                                             ; preds = %5223
  %5235 = icmp slt i64 %5230, 0
  %5236 = sub nsw i64 0, %5230
  %5237 = select i1 %5235, i64 %5236, i64 0
  %5238 = sub nsw i64 %7, %5230
  %5239 = call i64 @llvm.smin.i64(i64 %5238, i64 %5140)
  %5240 = call i64 @llvm.smin.i64(i64 %5239, i64 16)
  %5241 = icmp sgt i64 %5240, %5237
  %5242 = trunc i64 %5240 to i32
  %5243 = shl nsw i32 -1, %5242
  %5244 = xor i32 %5243, -1
  %5245 = trunc i64 %5237 to i32
  %5246 = shl nsw i32 -1, %5245
  %5247 = and i32 %5246, %5244
  %5248 = trunc i32 %5247 to i16
  %5249 = select i1 %5241, i16 %5248, i16 0
  br label %5250

5250:                                             ; preds = %5234, %5231
  %5251 = phi i16 [ %5233, %5231 ], [ %5249, %5234 ]
  %5252 = select i1 %5151, i16 0, i16 %5251
  %5253 = getelementptr inbounds float, ptr %5154, i64 %5230
  %5254 = bitcast i16 %5252 to <16 x i1>
  %5255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5253, <16 x i1> %5254, <16 x float> zeroinitializer)
  %5256 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5255, <16 x float> %5172, <16 x float> %5167)
  %5257 = add nuw nsw i64 %5168, 1
  %5258 = icmp eq i64 %5257, %11
  br i1 %5258, label %5158, label %5164

5259:                                             ; preds = %5158, %5128
  %5260 = phi <16 x float> [ zeroinitializer, %5128 ], [ %5159, %5158 ]
  %5261 = phi <16 x float> [ zeroinitializer, %5128 ], [ %5160, %5158 ]
  %5262 = phi <16 x float> [ zeroinitializer, %5128 ], [ %5161, %5158 ]
  %5263 = shl nsw i64 %4729, 4
  %5264 = sub nsw i64 %9, %5263
  %5265 = icmp sgt i64 %5264, 15
  %5266 = trunc i64 %5264 to i32
  %5267 = shl nsw i32 -1, %5266
  %5268 = trunc i32 %5267 to i16
  %5269 = xor i16 %5268, -1
  %5270 = select i1 %5265, i16 -1, i16 %5269
  br i1 %2894, label %5276, label %5271

5271:                                             ; preds = %5259
  %5272 = load float, ptr %2873, align 4
  %5273 = insertelement <16 x float> poison, float %5272, i64 0
  %5274 = shufflevector <16 x float> %5273, <16 x float> poison, <16 x i32> zeroinitializer
  %5275 = fadd <16 x float> %5260, %5274
  br label %5276

5276:                                             ; preds = %5271, %5259
  %5277 = phi <16 x float> [ %5275, %5271 ], [ %5260, %5259 ]
  %5278 = getelementptr inbounds nuw float, ptr %2880, i64 %5263
  %5279 = getelementptr inbounds nuw float, ptr %2885, i64 %5263
  %5280 = select i1 %2895, ptr null, ptr %5279
  %5281 = bitcast i16 %5270 to <16 x i1>
  switch i64 %2703, label %528 [
    i64 1, label %5282
    i64 2, label %5285
    i64 3, label %5292
    i64 0, label %5337
  ]

5282:                                             ; preds = %5276
  %5283 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5280, <16 x i1> %5281, <16 x float> zeroinitializer)
  %5284 = fadd <16 x float> %5277, %5283
  br label %5299

5285:                                             ; preds = %5276
  %5286 = bitcast <16 x float> %5277 to <8 x i64>
  %5287 = or <8 x i64> %5286, %2552
  %5288 = fcmp oeq <16 x float> %5277, %46
  %5289 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5277, i32 4)
  %5290 = bitcast <8 x i64> %5287 to <16 x float>
  %5291 = select <16 x i1> %5288, <16 x float> %5290, <16 x float> %5289
  br label %5299

5292:                                             ; preds = %5276
  %5293 = bitcast <16 x float> %5277 to <8 x i64>
  %5294 = and <8 x i64> %5293, %2551
  %5295 = fcmp oeq <16 x float> %5277, %43
  %5296 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5277, i32 4)
  %5297 = bitcast <8 x i64> %5294 to <16 x float>
  %5298 = select <16 x i1> %5295, <16 x float> %5297, <16 x float> %5296
  br label %5299

5299:                                             ; preds = %5292, %5285, %5282
  %5300 = phi <16 x float> [ %5284, %5282 ], [ %5291, %5285 ], [ %5298, %5292 ]
  switch i64 %2705, label %528 [
    i64 1, label %5315
    i64 2, label %5308
    i64 3, label %5301
    i64 0, label %5337
  ]

5301:                                             ; preds = %5299
  %5302 = bitcast <16 x float> %5300 to <8 x i64>
  %5303 = and <8 x i64> %5302, %2551
  %5304 = fcmp oeq <16 x float> %5300, %43
  %5305 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5300, i32 4)
  %5306 = bitcast <8 x i64> %5303 to <16 x float>
  %5307 = select <16 x i1> %5304, <16 x float> %5306, <16 x float> %5305
  br label %5318

5308:                                             ; preds = %5299
  %5309 = bitcast <16 x float> %5300 to <8 x i64>
  %5310 = or <8 x i64> %5309, %2552
  %5311 = fcmp oeq <16 x float> %5300, %46
  %5312 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5300, i32 4)
  %5313 = bitcast <8 x i64> %5310 to <16 x float>
  %5314 = select <16 x i1> %5311, <16 x float> %5313, <16 x float> %5312
  br label %5318

5315:                                             ; preds = %5299
  %5316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5280, <16 x i1> %5281, <16 x float> zeroinitializer)
  %5317 = fadd <16 x float> %5300, %5316
  br label %5318

5318:                                             ; preds = %5315, %5308, %5301
  %5319 = phi <16 x float> [ %5317, %5315 ], [ %5314, %5308 ], [ %5307, %5301 ]
  switch i64 %2707, label %528 [
    i64 1, label %5334
    i64 2, label %5327
    i64 3, label %5320
    i64 0, label %5337
  ]

5320:                                             ; preds = %5318
  %5321 = bitcast <16 x float> %5319 to <8 x i64>
  %5322 = and <8 x i64> %5321, %2551
  %5323 = fcmp oeq <16 x float> %5319, %43
  %5324 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5319, i32 4)
  %5325 = bitcast <8 x i64> %5322 to <16 x float>
  %5326 = select <16 x i1> %5323, <16 x float> %5325, <16 x float> %5324
  br label %5337

5327:                                             ; preds = %5318
  %5328 = bitcast <16 x float> %5319 to <8 x i64>
  %5329 = or <8 x i64> %5328, %2552
  %5330 = fcmp oeq <16 x float> %5319, %46
  %5331 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5319, i32 4)
  %5332 = bitcast <8 x i64> %5329 to <16 x float>
  %5333 = select <16 x i1> %5330, <16 x float> %5332, <16 x float> %5331
  br label %5337

5334:                                             ; preds = %5318
  %5335 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5280, <16 x i1> %5281, <16 x float> zeroinitializer)
  %5336 = fadd <16 x float> %5319, %5335
  br label %5337

5337:                                             ; preds = %5320, %5327, %5334, %5318, %5299, %5276
  %5338 = phi <16 x float> [ %5319, %5318 ], [ %5277, %5276 ], [ %5300, %5299 ], [ %5336, %5334 ], [ %5333, %5327 ], [ %5326, %5320 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5338, ptr align 1 %5278, <16 x i1> %5281)
  %5339 = shl i64 %4729, 4
  %5340 = or disjoint i64 %5339, 16
  %5341 = sub nsw i64 %9, %5340
  %5342 = icmp sgt i64 %5341, 15
  %5343 = trunc i64 %5341 to i32
  %5344 = shl nsw i32 -1, %5343
  %5345 = trunc i32 %5344 to i16
  %5346 = xor i16 %5345, -1
  %5347 = select i1 %5342, i16 -1, i16 %5346
  br i1 %2894, label %5353, label %5348

5348:                                             ; preds = %5337
  %5349 = load float, ptr %2873, align 4
  %5350 = insertelement <16 x float> poison, float %5349, i64 0
  %5351 = shufflevector <16 x float> %5350, <16 x float> poison, <16 x i32> zeroinitializer
  %5352 = fadd <16 x float> %5261, %5351
  br label %5353

5353:                                             ; preds = %5348, %5337
  %5354 = phi <16 x float> [ %5352, %5348 ], [ %5261, %5337 ]
  %5355 = getelementptr inbounds nuw float, ptr %2880, i64 %5340
  %5356 = getelementptr inbounds nuw float, ptr %2885, i64 %5340
  %5357 = select i1 %2895, ptr null, ptr %5356
  %5358 = bitcast i16 %5347 to <16 x i1>
  switch i64 %2703, label %528 [
    i64 1, label %5373
    i64 2, label %5366
    i64 3, label %5359
    i64 0, label %5414
  ]

5359:                                             ; preds = %5353
  %5360 = bitcast <16 x float> %5354 to <8 x i64>
  %5361 = and <8 x i64> %5360, %2551
  %5362 = fcmp oeq <16 x float> %5354, %43
  %5363 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5354, i32 4)
  %5364 = bitcast <8 x i64> %5361 to <16 x float>
  %5365 = select <16 x i1> %5362, <16 x float> %5364, <16 x float> %5363
  br label %5376

5366:                                             ; preds = %5353
  %5367 = bitcast <16 x float> %5354 to <8 x i64>
  %5368 = or <8 x i64> %5367, %2552
  %5369 = fcmp oeq <16 x float> %5354, %46
  %5370 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5354, i32 4)
  %5371 = bitcast <8 x i64> %5368 to <16 x float>
  %5372 = select <16 x i1> %5369, <16 x float> %5371, <16 x float> %5370
  br label %5376

5373:                                             ; preds = %5353
  %5374 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5357, <16 x i1> %5358, <16 x float> zeroinitializer)
  %5375 = fadd <16 x float> %5354, %5374
  br label %5376

5376:                                             ; preds = %5373, %5366, %5359
  %5377 = phi <16 x float> [ %5375, %5373 ], [ %5372, %5366 ], [ %5365, %5359 ]
  switch i64 %2709, label %528 [
    i64 1, label %5392
    i64 2, label %5385
    i64 3, label %5378
    i64 0, label %5414
  ]

5378:                                             ; preds = %5376
  %5379 = bitcast <16 x float> %5377 to <8 x i64>
  %5380 = and <8 x i64> %5379, %2551
  %5381 = fcmp oeq <16 x float> %5377, %43
  %5382 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5377, i32 4)
  %5383 = bitcast <8 x i64> %5380 to <16 x float>
  %5384 = select <16 x i1> %5381, <16 x float> %5383, <16 x float> %5382
  br label %5395

5385:                                             ; preds = %5376
  %5386 = bitcast <16 x float> %5377 to <8 x i64>
  %5387 = or <8 x i64> %5386, %2552
  %5388 = fcmp oeq <16 x float> %5377, %46
  %5389 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5377, i32 4)
  %5390 = bitcast <8 x i64> %5387 to <16 x float>
  %5391 = select <16 x i1> %5388, <16 x float> %5390, <16 x float> %5389
  br label %5395

5392:                                             ; preds = %5376
  %5393 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5357, <16 x i1> %5358, <16 x float> zeroinitializer)
  %5394 = fadd <16 x float> %5377, %5393
  br label %5395

5395:                                             ; preds = %5392, %5385, %5378
  %5396 = phi <16 x float> [ %5394, %5392 ], [ %5391, %5385 ], [ %5384, %5378 ]
  switch i64 %2711, label %528 [
    i64 1, label %5411
    i64 2, label %5404
    i64 3, label %5397
    i64 0, label %5414
  ]

5397:                                             ; preds = %5395
  %5398 = bitcast <16 x float> %5396 to <8 x i64>
  %5399 = and <8 x i64> %5398, %2551
  %5400 = fcmp oeq <16 x float> %5396, %43
  %5401 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5396, i32 4)
  %5402 = bitcast <8 x i64> %5399 to <16 x float>
  %5403 = select <16 x i1> %5400, <16 x float> %5402, <16 x float> %5401
  br label %5414

5404:                                             ; preds = %5395
  %5405 = bitcast <16 x float> %5396 to <8 x i64>
  %5406 = or <8 x i64> %5405, %2552
  %5407 = fcmp oeq <16 x float> %5396, %46
  %5408 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5396, i32 4)
  %5409 = bitcast <8 x i64> %5406 to <16 x float>
  %5410 = select <16 x i1> %5407, <16 x float> %5409, <16 x float> %5408
  br label %5414

5411:                                             ; preds = %5395
  %5412 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5357, <16 x i1> %5358, <16 x float> zeroinitializer)
  %5413 = fadd <16 x float> %5396, %5412
  br label %5414

5414:                                             ; preds = %5397, %5404, %5411, %5395, %5376, %5353
  %5415 = phi <16 x float> [ %5396, %5395 ], [ %5354, %5353 ], [ %5377, %5376 ], [ %5413, %5411 ], [ %5410, %5404 ], [ %5403, %5397 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5415, ptr nonnull align 1 %5355, <16 x i1> %5358)
  %5416 = shl i64 %4729, 4
  %5417 = or disjoint i64 %5416, 32
  %5418 = sub nsw i64 %9, %5417
  %5419 = icmp sgt i64 %5418, 15
  %5420 = trunc i64 %5418 to i32
  %5421 = shl nsw i32 -1, %5420
  %5422 = trunc i32 %5421 to i16
  %5423 = xor i16 %5422, -1
  %5424 = select i1 %5419, i16 -1, i16 %5423
  br i1 %2894, label %5430, label %5425

5425:                                             ; preds = %5414
  %5426 = load float, ptr %2873, align 4
  %5427 = insertelement <16 x float> poison, float %5426, i64 0
  %5428 = shufflevector <16 x float> %5427, <16 x float> poison, <16 x i32> zeroinitializer
  %5429 = fadd <16 x float> %5262, %5428
  br label %5430

5430:                                             ; preds = %5425, %5414
  %5431 = phi <16 x float> [ %5429, %5425 ], [ %5262, %5414 ]
  %5432 = getelementptr inbounds nuw float, ptr %2880, i64 %5417
  %5433 = getelementptr inbounds nuw float, ptr %2885, i64 %5417
  %5434 = select i1 %2895, ptr null, ptr %5433
  %5435 = bitcast i16 %5424 to <16 x i1>
  switch i64 %2703, label %528 [
    i64 1, label %5450
    i64 2, label %5443
    i64 3, label %5436
    i64 0, label %5491
  ]

5436:                                             ; preds = %5430
  %5437 = bitcast <16 x float> %5431 to <8 x i64>
  %5438 = and <8 x i64> %5437, %2551
  %5439 = fcmp oeq <16 x float> %5431, %43
  %5440 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5431, i32 4)
  %5441 = bitcast <8 x i64> %5438 to <16 x float>
  %5442 = select <16 x i1> %5439, <16 x float> %5441, <16 x float> %5440
  br label %5453

5443:                                             ; preds = %5430
  %5444 = bitcast <16 x float> %5431 to <8 x i64>
  %5445 = or <8 x i64> %5444, %2552
  %5446 = fcmp oeq <16 x float> %5431, %46
  %5447 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5431, i32 4)
  %5448 = bitcast <8 x i64> %5445 to <16 x float>
  %5449 = select <16 x i1> %5446, <16 x float> %5448, <16 x float> %5447
  br label %5453

5450:                                             ; preds = %5430
  %5451 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5434, <16 x i1> %5435, <16 x float> zeroinitializer)
  %5452 = fadd <16 x float> %5431, %5451
  br label %5453

5453:                                             ; preds = %5450, %5443, %5436
  %5454 = phi <16 x float> [ %5452, %5450 ], [ %5449, %5443 ], [ %5442, %5436 ]
  switch i64 %2713, label %528 [
    i64 1, label %5469
    i64 2, label %5462
    i64 3, label %5455
    i64 0, label %5491
  ]

5455:                                             ; preds = %5453
  %5456 = bitcast <16 x float> %5454 to <8 x i64>
  %5457 = and <8 x i64> %5456, %2551
  %5458 = fcmp oeq <16 x float> %5454, %43
  %5459 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5454, i32 4)
  %5460 = bitcast <8 x i64> %5457 to <16 x float>
  %5461 = select <16 x i1> %5458, <16 x float> %5460, <16 x float> %5459
  br label %5472

5462:                                             ; preds = %5453
  %5463 = bitcast <16 x float> %5454 to <8 x i64>
  %5464 = or <8 x i64> %5463, %2552
  %5465 = fcmp oeq <16 x float> %5454, %46
  %5466 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5454, i32 4)
  %5467 = bitcast <8 x i64> %5464 to <16 x float>
  %5468 = select <16 x i1> %5465, <16 x float> %5467, <16 x float> %5466
  br label %5472

5469:                                             ; preds = %5453
  %5470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5434, <16 x i1> %5435, <16 x float> zeroinitializer)
  %5471 = fadd <16 x float> %5454, %5470
  br label %5472

5472:                                             ; preds = %5469, %5462, %5455
  %5473 = phi <16 x float> [ %5471, %5469 ], [ %5468, %5462 ], [ %5461, %5455 ]
  switch i64 %2715, label %528 [
    i64 1, label %5488
    i64 2, label %5481
    i64 3, label %5474
    i64 0, label %5491
  ]

5474:                                             ; preds = %5472
  %5475 = bitcast <16 x float> %5473 to <8 x i64>
  %5476 = and <8 x i64> %5475, %2551
  %5477 = fcmp oeq <16 x float> %5473, %43
  %5478 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5473, i32 4)
  %5479 = bitcast <8 x i64> %5476 to <16 x float>
  %5480 = select <16 x i1> %5477, <16 x float> %5479, <16 x float> %5478
  br label %5491

5481:                                             ; preds = %5472
  %5482 = bitcast <16 x float> %5473 to <8 x i64>
  %5483 = or <8 x i64> %5482, %2552
  %5484 = fcmp oeq <16 x float> %5473, %46
  %5485 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5473, i32 4)
  %5486 = bitcast <8 x i64> %5483 to <16 x float>
  %5487 = select <16 x i1> %5484, <16 x float> %5486, <16 x float> %5485
  br label %5491

5488:                                             ; preds = %5472
  %5489 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5434, <16 x i1> %5435, <16 x float> zeroinitializer)
  %5490 = fadd <16 x float> %5473, %5489
  br label %5491

5491:                                             ; preds = %5474, %5481, %5488, %5472, %5453, %5430
  %5492 = phi <16 x float> [ %5473, %5472 ], [ %5431, %5430 ], [ %5454, %5453 ], [ %5490, %5488 ], [ %5487, %5481 ], [ %5480, %5474 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5492, ptr nonnull align 1 %5432, <16 x i1> %5435)
  br label %8404

5493:                                             ; preds = %4728
  br i1 %2548, label %5494, label %5658

5494:                                             ; preds = %5493
  %5495 = shl nsw i64 %4729, 4
  %5496 = mul nuw nsw i64 %4729, %11
  %5497 = sub nsw i64 %9, %5495
  %5498 = or disjoint i64 %4729, 1
  %5499 = shl nsw i64 %5498, 4
  %5500 = mul nuw nsw i64 %5498, %11
  %5501 = sub nsw i64 %9, %5499
  %5502 = or disjoint i64 %4729, 2
  %5503 = shl nsw i64 %5502, 4
  %5504 = mul nuw nsw i64 %5502, %11
  %5505 = sub nsw i64 %9, %5503
  %5506 = or disjoint i64 %4729, 3
  %5507 = shl nsw i64 %5506, 4
  %5508 = mul nuw nsw i64 %5506, %11
  %5509 = sub nsw i64 %9, %5507
  br label %5510

5510:                                             ; preds = %5494, %5528
  %5511 = phi <16 x float> [ zeroinitializer, %5494 ], [ %5529, %5528 ]
  %5512 = phi <16 x float> [ zeroinitializer, %5494 ], [ %5530, %5528 ]
  %5513 = phi <16 x float> [ zeroinitializer, %5494 ], [ %5531, %5528 ]
  %5514 = phi <16 x float> [ zeroinitializer, %5494 ], [ %5532, %5528 ]
  %5515 = phi i64 [ 0, %5494 ], [ %5533, %5528 ]
  %5516 = mul nsw i64 %5515, %14
  %5517 = sub i64 %5516, %16
  %5518 = add i64 %5517, %2900
  %5519 = icmp slt i64 %5518, 0
  %5520 = icmp sge i64 %5518, %6
  %5521 = or i1 %5519, %5520
  %5522 = select i1 %5521, i64 0, i64 %5518
  %5523 = mul nsw i64 %5522, %7
  %5524 = getelementptr inbounds float, ptr %2870, i64 %5523
  br i1 %2549, label %5525, label %5528

5525:                                             ; preds = %5510
  %5526 = mul nuw nsw i64 %5515, %11
  %5527 = getelementptr inbounds nuw float, ptr %2872, i64 %5526
  br label %5535

5528:                                             ; preds = %5649, %5510
  %5529 = phi <16 x float> [ %5511, %5510 ], [ %5574, %5649 ]
  %5530 = phi <16 x float> [ %5512, %5510 ], [ %5601, %5649 ]
  %5531 = phi <16 x float> [ %5513, %5510 ], [ %5628, %5649 ]
  %5532 = phi <16 x float> [ %5514, %5510 ], [ %5655, %5649 ]
  %5533 = add nuw nsw i64 %5515, 1
  %5534 = icmp eq i64 %5533, %10
  br i1 %5534, label %5658, label %5510

5535:                                             ; preds = %5525, %5649
  %5536 = phi <16 x float> [ %5511, %5525 ], [ %5574, %5649 ]
  %5537 = phi <16 x float> [ %5512, %5525 ], [ %5601, %5649 ]
  %5538 = phi <16 x float> [ %5513, %5525 ], [ %5628, %5649 ]
  %5539 = phi <16 x float> [ %5514, %5525 ], [ %5655, %5649 ]
  %5540 = phi i64 [ 0, %5525 ], [ %5656, %5649 ]
  %5541 = getelementptr inbounds nuw float, ptr %5527, i64 %5540
  %5542 = load float, ptr %5541, align 4
  %5543 = insertelement <16 x float> poison, float %5542, i64 0
  %5544 = shufflevector <16 x float> %5543, <16 x float> poison, <16 x i32> zeroinitializer
  %5545 = mul nsw i64 %5540, %15
  %5546 = sub i64 %5545, %17
  %5547 = getelementptr i16, ptr %2535, i64 %5540
  %5548 = add i64 %5546, %5495
  br i1 %2550, label %5552, label %5549

5549:                                             ; preds = %5535
  %5550 = getelementptr i16, ptr %5547, i64 %5496
  %5551 = load i16, ptr %5550, align 2
  br label %5568

5552:                                             ; preds = %5535
  %5553 = icmp slt i64 %5548, 0
  %5554 = sub nsw i64 0, %5548
  %5555 = select i1 %5553, i64 %5554, i64 0
  %5556 = sub nsw i64 %7, %5548
  %5557 = call i64 @llvm.smin.i64(i64 %5556, i64 %5497)
  %5558 = call i64 @llvm.smin.i64(i64 %5557, i64 16)
  %5559 = icmp sgt i64 %5558, %5555
  %5560 = trunc i64 %5558 to i32
  %5561 = shl nsw i32 -1, %5560
  %5562 = xor i32 %5561, -1
  %5563 = trunc i64 %5555 to i32
  %5564 = shl nsw i32 -1, %5563
  %5565 = and i32 %5564, %5562
  %5566 = trunc i32 %5565 to i16
  %5567 = select i1 %5559, i16 %5566, i16 0
  br label %5568

5568:                                             ; preds = %5552, %5549
  %5569 = phi i16 [ %5551, %5549 ], [ %5567, %5552 ]
  %5570 = select i1 %5521, i16 0, i16 %5569
  %5571 = getelementptr inbounds float, ptr %5524, i64 %5548
  %5572 = bitcast i16 %5570 to <16 x i1>
  %5573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5571, <16 x i1> %5572, <16 x float> zeroinitializer)
  %5574 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5573, <16 x float> %5544, <16 x float> %5536)
  %5575 = add i64 %5546, %5499
  br i1 %2550, label %5579, label %5576

5576:                                             ; preds = %5568
  %5577 = getelementptr i16, ptr %5547, i64 %5500
  %5578 = load i16, ptr %5577, align 2
  br label %5595

5579:                                             ; preds = %5568
  %5580 = icmp slt i64 %5575, 0
  %5581 = sub nsw i64 0, %5575
  %5582 = select i1 %5580, i64 %5581, i64 0
  %5583 = sub nsw i64 %7, %5575
  %5584 = call i64 @llvm.smin.i64(i64 %5583, i64 %5501)
  %5585 = call i64 @llvm.smin.i64(i64 %5584, i64 16)
  %5586 = icmp sgt i64 %5585, %5582
  %5587 = trunc i64 %5585 to i32
  %5588 = shl nsw i32 -1, %5587
  %5589 = xor i32 %5588, -1
  %5590 = trunc i64 %5582 to i32
  %5591 = shl nsw i32 -1, %5590
  %5592 = and i32 %5591, %5589
  %5593 = trunc i32 %5592 to i16
  %5594 = select i1 %5586, i16 %5593, i16 0
  br label %5595

5595:                                             ; preds = %5579, %5576
  %5596 = phi i16 [ %5578, %5576 ], [ %5594, %5579 ]
  %5597 = select i1 %5521, i16 0, i16 %5596
  %5598 = getelementptr inbounds float, ptr %5524, i64 %5575
  %5599 = bitcast i16 %5597 to <16 x i1>
  %5600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5598, <16 x i1> %5599, <16 x float> zeroinitializer)
  %5601 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5600, <16 x float> %5544, <16 x float> %5537)
  %5602 = add i64 %5546, %5503
  br i1 %2550, label %5606, label %5603

5603:                                             ; preds = %5595
  %5604 = getelementptr i16, ptr %5547, i64 %5504
  %5605 = load i16, ptr %5604, align 2
  br label %5622

5606:                                             ; preds = %5595
  %5607 = icmp slt i64 %5602, 0
  %5608 = sub nsw i64 0, %5602
  %5609 = select i1 %5607, i64 %5608, i64 0
  %5610 = sub nsw i64 %7, %5602
  %5611 = call i64 @llvm.smin.i64(i64 %5610, i64 %5505)
  %5612 = call i64 @llvm.smin.i64(i64 %5611, i64 16)
  %5613 = icmp sgt i64 %5612, %5609
  %5614 = trunc i64 %5612 to i32
  %5615 = shl nsw i32 -1, %5614
  %5616 = xor i32 %5615, -1
  %5617 = trunc i64 %5609 to i32
  %5618 = shl nsw i32 -1, %5617
  %5619 = and i32 %5618, %5616
  %5620 = trunc i32 %5619 to i16
  %5621 = select i1 %5613, i16 %5620, i16 0
  br label %5622

5622:                                             ; preds = %5606, %5603
  %5623 = phi i16 [ %5605, %5603 ], [ %5621, %5606 ]
  %5624 = select i1 %5521, i16 0, i16 %5623
  %5625 = getelementptr inbounds float, ptr %5524, i64 %5602
  %5626 = bitcast i16 %5624 to <16 x i1>
  %5627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5625, <16 x i1> %5626, <16 x float> zeroinitializer)
  %5628 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5627, <16 x float> %5544, <16 x float> %5538)
  %5629 = add i64 %5546, %5507
  br i1 %2550, label %5633, label %5630

5630:                                             ; preds = %5622
  %5631 = getelementptr i16, ptr %5547, i64 %5508
  %5632 = load i16, ptr %5631, align 2
  br label %5649

5633:                                             ; preds = %5622
  %5634 = icmp slt i64 %5629, 0
  %5635 = sub nsw i64 0, %5629
  %5636 = select i1 %5634, i64 %5635, i64 0
  %5637 = sub nsw i64 %7, %5629
  %5638 = call i64 @llvm.smin.i64(i64 %5637, i64 %5509)
  %5639 = call i64 @llvm.smin.i64(i64 %5638, i64 16)
  %5640 = icmp sgt i64 %5639, %5636
  %5641 = trunc i64 %5639 to i32
  %5642 = shl nsw i32 -1, %5641
  %5643 = xor i32 %5642, -1
  %5644 = trunc i64 %5636 to i32
  %5645 = shl nsw i32 -1, %5644
  %5646 = and i32 %5645, %5643
  %5647 = trunc i32 %5646 to i16
  %5648 = select i1 %5640, i16 %5647, i16 0
  br label %5649

5649:                                             ; preds = %5633, %5630
  %5650 = phi i16 [ %5632, %5630 ], [ %5648, %5633 ]
  %5651 = select i1 %5521, i16 0, i16 %5650
  %5652 = getelementptr inbounds float, ptr %5524, i64 %5629
  %5653 = bitcast i16 %5651 to <16 x i1>
  %5654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5652, <16 x i1> %5653, <16 x float> zeroinitializer)
  %5655 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5654, <16 x float> %5544, <16 x float> %5539)
  %5656 = add nuw nsw i64 %5540, 1
  %5657 = icmp eq i64 %5656, %11
  br i1 %5657, label %5528, label %5535

5658:                                             ; preds = %5528, %5493
  %5659 = phi <16 x float> [ zeroinitializer, %5493 ], [ %5529, %5528 ]
  %5660 = phi <16 x float> [ zeroinitializer, %5493 ], [ %5530, %5528 ]
  %5661 = phi <16 x float> [ zeroinitializer, %5493 ], [ %5531, %5528 ]
  %5662 = phi <16 x float> [ zeroinitializer, %5493 ], [ %5532, %5528 ]
  %5663 = shl nsw i64 %4729, 4
  %5664 = sub nsw i64 %9, %5663
  %5665 = icmp sgt i64 %5664, 15
  %5666 = trunc i64 %5664 to i32
  %5667 = shl nsw i32 -1, %5666
  %5668 = trunc i32 %5667 to i16
  %5669 = xor i16 %5668, -1
  %5670 = select i1 %5665, i16 -1, i16 %5669
  br i1 %2894, label %5676, label %5671

5671:                                             ; preds = %5658
  %5672 = load float, ptr %2873, align 4
  %5673 = insertelement <16 x float> poison, float %5672, i64 0
  %5674 = shufflevector <16 x float> %5673, <16 x float> poison, <16 x i32> zeroinitializer
  %5675 = fadd <16 x float> %5659, %5674
  br label %5676

5676:                                             ; preds = %5671, %5658
  %5677 = phi <16 x float> [ %5675, %5671 ], [ %5659, %5658 ]
  %5678 = getelementptr inbounds nuw float, ptr %2880, i64 %5663
  %5679 = getelementptr inbounds nuw float, ptr %2885, i64 %5663
  %5680 = select i1 %2895, ptr null, ptr %5679
  %5681 = bitcast i16 %5670 to <16 x i1>
  switch i64 %2686, label %528 [
    i64 1, label %5682
    i64 2, label %5685
    i64 3, label %5692
    i64 0, label %5737
  ]

5682:                                             ; preds = %5676
  %5683 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5680, <16 x i1> %5681, <16 x float> zeroinitializer)
  %5684 = fadd <16 x float> %5677, %5683
  br label %5699

5685:                                             ; preds = %5676
  %5686 = bitcast <16 x float> %5677 to <8 x i64>
  %5687 = or <8 x i64> %5686, %2552
  %5688 = fcmp oeq <16 x float> %5677, %46
  %5689 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5677, i32 4)
  %5690 = bitcast <8 x i64> %5687 to <16 x float>
  %5691 = select <16 x i1> %5688, <16 x float> %5690, <16 x float> %5689
  br label %5699

5692:                                             ; preds = %5676
  %5693 = bitcast <16 x float> %5677 to <8 x i64>
  %5694 = and <8 x i64> %5693, %2551
  %5695 = fcmp oeq <16 x float> %5677, %43
  %5696 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5677, i32 4)
  %5697 = bitcast <8 x i64> %5694 to <16 x float>
  %5698 = select <16 x i1> %5695, <16 x float> %5697, <16 x float> %5696
  br label %5699

5699:                                             ; preds = %5692, %5685, %5682
  %5700 = phi <16 x float> [ %5684, %5682 ], [ %5691, %5685 ], [ %5698, %5692 ]
  switch i64 %2688, label %528 [
    i64 1, label %5715
    i64 2, label %5708
    i64 3, label %5701
    i64 0, label %5737
  ]

5701:                                             ; preds = %5699
  %5702 = bitcast <16 x float> %5700 to <8 x i64>
  %5703 = and <8 x i64> %5702, %2551
  %5704 = fcmp oeq <16 x float> %5700, %43
  %5705 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5700, i32 4)
  %5706 = bitcast <8 x i64> %5703 to <16 x float>
  %5707 = select <16 x i1> %5704, <16 x float> %5706, <16 x float> %5705
  br label %5718

5708:                                             ; preds = %5699
  %5709 = bitcast <16 x float> %5700 to <8 x i64>
  %5710 = or <8 x i64> %5709, %2552
  %5711 = fcmp oeq <16 x float> %5700, %46
  %5712 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5700, i32 4)
  %5713 = bitcast <8 x i64> %5710 to <16 x float>
  %5714 = select <16 x i1> %5711, <16 x float> %5713, <16 x float> %5712
  br label %5718

5715:                                             ; preds = %5699
  %5716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5680, <16 x i1> %5681, <16 x float> zeroinitializer)
  %5717 = fadd <16 x float> %5700, %5716
  br label %5718

5718:                                             ; preds = %5715, %5708, %5701
  %5719 = phi <16 x float> [ %5717, %5715 ], [ %5714, %5708 ], [ %5707, %5701 ]
  switch i64 %2690, label %528 [
    i64 1, label %5734
    i64 2, label %5727
    i64 3, label %5720
    i64 0, label %5737
  ]

5720:                                             ; preds = %5718
  %5721 = bitcast <16 x float> %5719 to <8 x i64>
  %5722 = and <8 x i64> %5721, %2551
  %5723 = fcmp oeq <16 x float> %5719, %43
  %5724 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5719, i32 4)
  %5725 = bitcast <8 x i64> %5722 to <16 x float>
  %5726 = select <16 x i1> %5723, <16 x float> %5725, <16 x float> %5724
  br label %5737

5727:                                             ; preds = %5718
  %5728 = bitcast <16 x float> %5719 to <8 x i64>
  %5729 = or <8 x i64> %5728, %2552
  %5730 = fcmp oeq <16 x float> %5719, %46
  %5731 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5719, i32 4)
  %5732 = bitcast <8 x i64> %5729 to <16 x float>
  %5733 = select <16 x i1> %5730, <16 x float> %5732, <16 x float> %5731
  br label %5737

5734:                                             ; preds = %5718
  %5735 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5680, <16 x i1> %5681, <16 x float> zeroinitializer)
  %5736 = fadd <16 x float> %5719, %5735
  br label %5737

5737:                                             ; preds = %5720, %5727, %5734, %5718, %5699, %5676
  %5738 = phi <16 x float> [ %5719, %5718 ], [ %5677, %5676 ], [ %5700, %5699 ], [ %5736, %5734 ], [ %5733, %5727 ], [ %5726, %5720 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5738, ptr align 1 %5678, <16 x i1> %5681)
  %5739 = shl i64 %4729, 4
  %5740 = or disjoint i64 %5739, 16
  %5741 = sub nsw i64 %9, %5740
  %5742 = icmp sgt i64 %5741, 15
  %5743 = trunc i64 %5741 to i32
  %5744 = shl nsw i32 -1, %5743
  %5745 = trunc i32 %5744 to i16
  %5746 = xor i16 %5745, -1
  %5747 = select i1 %5742, i16 -1, i16 %5746
  br i1 %2894, label %5753, label %5748

5748:                                             ; preds = %5737
  %5749 = load float, ptr %2873, align 4
  %5750 = insertelement <16 x float> poison, float %5749, i64 0
  %5751 = shufflevector <16 x float> %5750, <16 x float> poison, <16 x i32> zeroinitializer
  %5752 = fadd <16 x float> %5660, %5751
  br label %5753

5753:                                             ; preds = %5748, %5737
  %5754 = phi <16 x float> [ %5752, %5748 ], [ %5660, %5737 ]
  %5755 = getelementptr inbounds nuw float, ptr %2880, i64 %5740
  %5756 = getelementptr inbounds nuw float, ptr %2885, i64 %5740
  %5757 = select i1 %2895, ptr null, ptr %5756
  %5758 = bitcast i16 %5747 to <16 x i1>
  switch i64 %2686, label %528 [
    i64 1, label %5773
    i64 2, label %5766
    i64 3, label %5759
    i64 0, label %5814
  ]

5759:                                             ; preds = %5753
  %5760 = bitcast <16 x float> %5754 to <8 x i64>
  %5761 = and <8 x i64> %5760, %2551
  %5762 = fcmp oeq <16 x float> %5754, %43
  %5763 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5754, i32 4)
  %5764 = bitcast <8 x i64> %5761 to <16 x float>
  %5765 = select <16 x i1> %5762, <16 x float> %5764, <16 x float> %5763
  br label %5776

5766:                                             ; preds = %5753
  %5767 = bitcast <16 x float> %5754 to <8 x i64>
  %5768 = or <8 x i64> %5767, %2552
  %5769 = fcmp oeq <16 x float> %5754, %46
  %5770 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5754, i32 4)
  %5771 = bitcast <8 x i64> %5768 to <16 x float>
  %5772 = select <16 x i1> %5769, <16 x float> %5771, <16 x float> %5770
  br label %5776

5773:                                             ; preds = %5753
  %5774 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5757, <16 x i1> %5758, <16 x float> zeroinitializer)
  %5775 = fadd <16 x float> %5754, %5774
  br label %5776

5776:                                             ; preds = %5773, %5766, %5759
  %5777 = phi <16 x float> [ %5775, %5773 ], [ %5772, %5766 ], [ %5765, %5759 ]
  switch i64 %2692, label %528 [
    i64 1, label %5792
    i64 2, label %5785
    i64 3, label %5778
    i64 0, label %5814
  ]

5778:                                             ; preds = %5776
  %5779 = bitcast <16 x float> %5777 to <8 x i64>
  %5780 = and <8 x i64> %5779, %2551
  %5781 = fcmp oeq <16 x float> %5777, %43
  %5782 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5777, i32 4)
  %5783 = bitcast <8 x i64> %5780 to <16 x float>
  %5784 = select <16 x i1> %5781, <16 x float> %5783, <16 x float> %5782
  br label %5795

5785:                                             ; preds = %5776
  %5786 = bitcast <16 x float> %5777 to <8 x i64>
  %5787 = or <8 x i64> %5786, %2552
  %5788 = fcmp oeq <16 x float> %5777, %46
  %5789 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5777, i32 4)
  %5790 = bitcast <8 x i64> %5787 to <16 x float>
  %5791 = select <16 x i1> %5788, <16 x float> %5790, <16 x float> %5789
  br label %5795

5792:                                             ; preds = %5776
  %5793 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5757, <16 x i1> %5758, <16 x float> zeroinitializer)
  %5794 = fadd <16 x float> %5777, %5793
  br label %5795

5795:                                             ; preds = %5792, %5785, %5778
  %5796 = phi <16 x float> [ %5794, %5792 ], [ %5791, %5785 ], [ %5784, %5778 ]
  switch i64 %2694, label %528 [
    i64 1, label %5811
    i64 2, label %5804
    i64 3, label %5797
    i64 0, label %5814
  ]

5797:                                             ; preds = %5795
  %5798 = bitcast <16 x float> %5796 to <8 x i64>
  %5799 = and <8 x i64> %5798, %2551
  %5800 = fcmp oeq <16 x float> %5796, %43
  %5801 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5796, i32 4)
  %5802 = bitcast <8 x i64> %5799 to <16 x float>
  %5803 = select <16 x i1> %5800, <16 x float> %5802, <16 x float> %5801
  br label %5814

5804:                                             ; preds = %5795
  %5805 = bitcast <16 x float> %5796 to <8 x i64>
  %5806 = or <8 x i64> %5805, %2552
  %5807 = fcmp oeq <16 x float> %5796, %46
  %5808 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5796, i32 4)
  %5809 = bitcast <8 x i64> %5806 to <16 x float>
  %5810 = select <16 x i1> %5807, <16 x float> %5809, <16 x float> %5808
  br label %5814

5811:                                             ; preds = %5795
  %5812 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5757, <16 x i1> %5758, <16 x float> zeroinitializer)
  %5813 = fadd <16 x float> %5796, %5812
  br label %5814

5814:                                             ; preds = %5797, %5804, %5811, %5795, %5776, %5753
  %5815 = phi <16 x float> [ %5796, %5795 ], [ %5754, %5753 ], [ %5777, %5776 ], [ %5813, %5811 ], [ %5810, %5804 ], [ %5803, %5797 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5815, ptr nonnull align 1 %5755, <16 x i1> %5758)
  %5816 = shl i64 %4729, 4
  %5817 = or disjoint i64 %5816, 32
  %5818 = sub nsw i64 %9, %5817
  %5819 = icmp sgt i64 %5818, 15
  %5820 = trunc i64 %5818 to i32
  %5821 = shl nsw i32 -1, %5820
  %5822 = trunc i32 %5821 to i16
  %5823 = xor i16 %5822, -1
  %5824 = select i1 %5819, i16 -1, i16 %5823
  br i1 %2894, label %5830, label %5825

5825:                                             ; preds = %5814
  %5826 = load float, ptr %2873, align 4
  %5827 = insertelement <16 x float> poison, float %5826, i64 0
  %5828 = shufflevector <16 x float> %5827, <16 x float> poison, <16 x i32> zeroinitializer
  %5829 = fadd <16 x float> %5661, %5828
  br label %5830

5830:                                             ; preds = %5825, %5814
  %5831 = phi <16 x float> [ %5829, %5825 ], [ %5661, %5814 ]
  %5832 = getelementptr inbounds nuw float, ptr %2880, i64 %5817
  %5833 = getelementptr inbounds nuw float, ptr %2885, i64 %5817
  %5834 = select i1 %2895, ptr null, ptr %5833
  %5835 = bitcast i16 %5824 to <16 x i1>
  switch i64 %2686, label %528 [
    i64 1, label %5850
    i64 2, label %5843
    i64 3, label %5836
    i64 0, label %5891
  ]

5836:                                             ; preds = %5830
  %5837 = bitcast <16 x float> %5831 to <8 x i64>
  %5838 = and <8 x i64> %5837, %2551
  %5839 = fcmp oeq <16 x float> %5831, %43
  %5840 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5831, i32 4)
  %5841 = bitcast <8 x i64> %5838 to <16 x float>
  %5842 = select <16 x i1> %5839, <16 x float> %5841, <16 x float> %5840
  br label %5853

5843:                                             ; preds = %5830
  %5844 = bitcast <16 x float> %5831 to <8 x i64>
  %5845 = or <8 x i64> %5844, %2552
  %5846 = fcmp oeq <16 x float> %5831, %46
  %5847 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5831, i32 4)
  %5848 = bitcast <8 x i64> %5845 to <16 x float>
  %5849 = select <16 x i1> %5846, <16 x float> %5848, <16 x float> %5847
  br label %5853

5850:                                             ; preds = %5830
  %5851 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5834, <16 x i1> %5835, <16 x float> zeroinitializer)
  %5852 = fadd <16 x float> %5831, %5851
  br label %5853

5853:                                             ; preds = %5850, %5843, %5836
  %5854 = phi <16 x float> [ %5852, %5850 ], [ %5849, %5843 ], [ %5842, %5836 ]
  switch i64 %2696, label %528 [
    i64 1, label %5869
    i64 2, label %5862
    i64 3, label %5855
    i64 0, label %5891
  ]

5855:                                             ; preds = %5853
  %5856 = bitcast <16 x float> %5854 to <8 x i64>
  %5857 = and <8 x i64> %5856, %2551
  %5858 = fcmp oeq <16 x float> %5854, %43
  %5859 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5854, i32 4)
  %5860 = bitcast <8 x i64> %5857 to <16 x float>
  %5861 = select <16 x i1> %5858, <16 x float> %5860, <16 x float> %5859
  br label %5872

5862:                                             ; preds = %5853
  %5863 = bitcast <16 x float> %5854 to <8 x i64>
  %5864 = or <8 x i64> %5863, %2552
  %5865 = fcmp oeq <16 x float> %5854, %46
  %5866 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5854, i32 4)
  %5867 = bitcast <8 x i64> %5864 to <16 x float>
  %5868 = select <16 x i1> %5865, <16 x float> %5867, <16 x float> %5866
  br label %5872

5869:                                             ; preds = %5853
  %5870 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5834, <16 x i1> %5835, <16 x float> zeroinitializer)
  %5871 = fadd <16 x float> %5854, %5870
  br label %5872

5872:                                             ; preds = %5869, %5862, %5855
  %5873 = phi <16 x float> [ %5871, %5869 ], [ %5868, %5862 ], [ %5861, %5855 ]
  switch i64 %2698, label %528 [
    i64 1, label %5888
    i64 2, label %5881
    i64 3, label %5874
    i64 0, label %5891
  ]

5874:                                             ; preds = %5872
  %5875 = bitcast <16 x float> %5873 to <8 x i64>
  %5876 = and <8 x i64> %5875, %2551
  %5877 = fcmp oeq <16 x float> %5873, %43
  %5878 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5873, i32 4)
  %5879 = bitcast <8 x i64> %5876 to <16 x float>
  %5880 = select <16 x i1> %5877, <16 x float> %5879, <16 x float> %5878
  br label %5891

5881:                                             ; preds = %5872
  %5882 = bitcast <16 x float> %5873 to <8 x i64>
  %5883 = or <8 x i64> %5882, %2552
  %5884 = fcmp oeq <16 x float> %5873, %46
  %5885 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5873, i32 4)
  %5886 = bitcast <8 x i64> %5883 to <16 x float>
  %5887 = select <16 x i1> %5884, <16 x float> %5886, <16 x float> %5885
  br label %5891

5888:                                             ; preds = %5872
  %5889 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5834, <16 x i1> %5835, <16 x float> zeroinitializer)
  %5890 = fadd <16 x float> %5873, %5889
  br label %5891

5891:                                             ; preds = %5874, %5881, %5888, %5872, %5853, %5830
  %5892 = phi <16 x float> [ %5873, %5872 ], [ %5831, %5830 ], [ %5854, %5853 ], [ %5890, %5888 ], [ %5887, %5881 ], [ %5880, %5874 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5892, ptr nonnull align 1 %5832, <16 x i1> %5835)
  %5893 = shl i64 %4729, 4
  %5894 = or disjoint i64 %5893, 48
  %5895 = sub nsw i64 %9, %5894
  %5896 = icmp sgt i64 %5895, 15
  %5897 = trunc i64 %5895 to i32
  %5898 = shl nsw i32 -1, %5897
  %5899 = trunc i32 %5898 to i16
  %5900 = xor i16 %5899, -1
  %5901 = select i1 %5896, i16 -1, i16 %5900
  br i1 %2894, label %5907, label %5902

5902:                                             ; preds = %5891
  %5903 = load float, ptr %2873, align 4
  %5904 = insertelement <16 x float> poison, float %5903, i64 0
  %5905 = shufflevector <16 x float> %5904, <16 x float> poison, <16 x i32> zeroinitializer
  %5906 = fadd <16 x float> %5662, %5905
  br label %5907

5907:                                             ; preds = %5902, %5891
  %5908 = phi <16 x float> [ %5906, %5902 ], [ %5662, %5891 ]
  %5909 = getelementptr inbounds nuw float, ptr %2880, i64 %5894
  %5910 = getelementptr inbounds nuw float, ptr %2885, i64 %5894
  %5911 = select i1 %2895, ptr null, ptr %5910
  %5912 = bitcast i16 %5901 to <16 x i1>
  switch i64 %2686, label %528 [
    i64 1, label %5927
    i64 2, label %5920
    i64 3, label %5913
    i64 0, label %5968
  ]

5913:                                             ; preds = %5907
  %5914 = bitcast <16 x float> %5908 to <8 x i64>
  %5915 = and <8 x i64> %5914, %2551
  %5916 = fcmp oeq <16 x float> %5908, %43
  %5917 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5908, i32 4)
  %5918 = bitcast <8 x i64> %5915 to <16 x float>
  %5919 = select <16 x i1> %5916, <16 x float> %5918, <16 x float> %5917
  br label %5930

5920:                                             ; preds = %5907
  %5921 = bitcast <16 x float> %5908 to <8 x i64>
  %5922 = or <8 x i64> %5921, %2552
  %5923 = fcmp oeq <16 x float> %5908, %46
  %5924 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5908, i32 4)
  %5925 = bitcast <8 x i64> %5922 to <16 x float>
  %5926 = select <16 x i1> %5923, <16 x float> %5925, <16 x float> %5924
  br label %5930

5927:                                             ; preds = %5907
  %5928 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5912, <16 x float> zeroinitializer)
  %5929 = fadd <16 x float> %5908, %5928
  br label %5930

5930:                                             ; preds = %5927, %5920, %5913
  %5931 = phi <16 x float> [ %5929, %5927 ], [ %5926, %5920 ], [ %5919, %5913 ]
  switch i64 %2700, label %528 [
    i64 1, label %5946
    i64 2, label %5939
    i64 3, label %5932
    i64 0, label %5968
  ]

5932:                                             ; preds = %5930
  %5933 = bitcast <16 x float> %5931 to <8 x i64>
  %5934 = and <8 x i64> %5933, %2551
  %5935 = fcmp oeq <16 x float> %5931, %43
  %5936 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5931, i32 4)
  %5937 = bitcast <8 x i64> %5934 to <16 x float>
  %5938 = select <16 x i1> %5935, <16 x float> %5937, <16 x float> %5936
  br label %5949

5939:                                             ; preds = %5930
  %5940 = bitcast <16 x float> %5931 to <8 x i64>
  %5941 = or <8 x i64> %5940, %2552
  %5942 = fcmp oeq <16 x float> %5931, %46
  %5943 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5931, i32 4)
  %5944 = bitcast <8 x i64> %5941 to <16 x float>
  %5945 = select <16 x i1> %5942, <16 x float> %5944, <16 x float> %5943
  br label %5949

5946:                                             ; preds = %5930
  %5947 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5912, <16 x float> zeroinitializer)
  %5948 = fadd <16 x float> %5931, %5947
  br label %5949

5949:                                             ; preds = %5946, %5939, %5932
  %5950 = phi <16 x float> [ %5948, %5946 ], [ %5945, %5939 ], [ %5938, %5932 ]
  switch i64 %2702, label %528 [
    i64 1, label %5965
    i64 2, label %5958
    i64 3, label %5951
    i64 0, label %5968
  ]

5951:                                             ; preds = %5949
  %5952 = bitcast <16 x float> %5950 to <8 x i64>
  %5953 = and <8 x i64> %5952, %2551
  %5954 = fcmp oeq <16 x float> %5950, %43
  %5955 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5950, i32 4)
  %5956 = bitcast <8 x i64> %5953 to <16 x float>
  %5957 = select <16 x i1> %5954, <16 x float> %5956, <16 x float> %5955
  br label %5968

5958:                                             ; preds = %5949
  %5959 = bitcast <16 x float> %5950 to <8 x i64>
  %5960 = or <8 x i64> %5959, %2552
  %5961 = fcmp oeq <16 x float> %5950, %46
  %5962 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5950, i32 4)
  %5963 = bitcast <8 x i64> %5960 to <16 x float>
  %5964 = select <16 x i1> %5961, <16 x float> %5963, <16 x float> %5962
  br label %5968

5965:                                             ; preds = %5949
  %5966 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5911, <16 x i1> %5912, <16 x float> zeroinitializer)
  %5967 = fadd <16 x float> %5950, %5966
  br label %5968

5968:                                             ; preds = %5951, %5958, %5965, %5949, %5930, %5907
  %5969 = phi <16 x float> [ %5950, %5949 ], [ %5908, %5907 ], [ %5931, %5930 ], [ %5967, %5965 ], [ %5964, %5958 ], [ %5957, %5951 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5969, ptr nonnull align 1 %5909, <16 x i1> %5912)
  br label %8404

5970:                                             ; preds = %4728
  br i1 %2548, label %5971, label %6169

5971:                                             ; preds = %5970
  %5972 = shl nsw i64 %4729, 4
  %5973 = mul nuw nsw i64 %4729, %11
  %5974 = sub nsw i64 %9, %5972
  %5975 = or disjoint i64 %4729, 1
  %5976 = shl nsw i64 %5975, 4
  %5977 = mul nuw nsw i64 %5975, %11
  %5978 = sub nsw i64 %9, %5976
  %5979 = or disjoint i64 %4729, 2
  %5980 = shl nsw i64 %5979, 4
  %5981 = mul nuw nsw i64 %5979, %11
  %5982 = sub nsw i64 %9, %5980
  %5983 = or disjoint i64 %4729, 3
  %5984 = shl nsw i64 %5983, 4
  %5985 = mul nuw nsw i64 %5983, %11
  %5986 = sub nsw i64 %9, %5984
  %5987 = or disjoint i64 %4729, 4
  %5988 = shl nsw i64 %5987, 4
  %5989 = mul nuw nsw i64 %5987, %11
  %5990 = sub nsw i64 %9, %5988
  br label %5991

5991:                                             ; preds = %5971, %6010
  %5992 = phi <16 x float> [ zeroinitializer, %5971 ], [ %6011, %6010 ]
  %5993 = phi <16 x float> [ zeroinitializer, %5971 ], [ %6012, %6010 ]
  %5994 = phi <16 x float> [ zeroinitializer, %5971 ], [ %6013, %6010 ]
  %5995 = phi <16 x float> [ zeroinitializer, %5971 ], [ %6014, %6010 ]
  %5996 = phi <16 x float> [ zeroinitializer, %5971 ], [ %6015, %6010 ]
  %5997 = phi i64 [ 0, %5971 ], [ %6016, %6010 ]
  %5998 = mul nsw i64 %5997, %14
  %5999 = sub i64 %5998, %16
  %6000 = add i64 %5999, %2899
  %6001 = icmp slt i64 %6000, 0
  %6002 = icmp sge i64 %6000, %6
  %6003 = or i1 %6001, %6002
  %6004 = select i1 %6003, i64 0, i64 %6000
  %6005 = mul nsw i64 %6004, %7
  %6006 = getelementptr inbounds float, ptr %2870, i64 %6005
  br i1 %2549, label %6007, label %6010

6007:                                             ; preds = %5991
  %6008 = mul nuw nsw i64 %5997, %11
  %6009 = getelementptr inbounds nuw float, ptr %2872, i64 %6008
  br label %6018

6010:                                             ; preds = %6160, %5991
  %6011 = phi <16 x float> [ %5992, %5991 ], [ %6166, %6160 ]
  %6012 = phi <16 x float> [ %5993, %5991 ], [ %6139, %6160 ]
  %6013 = phi <16 x float> [ %5994, %5991 ], [ %6112, %6160 ]
  %6014 = phi <16 x float> [ %5995, %5991 ], [ %6085, %6160 ]
  %6015 = phi <16 x float> [ %5996, %5991 ], [ %6058, %6160 ]
  %6016 = add nuw nsw i64 %5997, 1
  %6017 = icmp eq i64 %6016, %10
  br i1 %6017, label %6169, label %5991

6018:                                             ; preds = %6007, %6160
  %6019 = phi <16 x float> [ %5992, %6007 ], [ %6166, %6160 ]
  %6020 = phi <16 x float> [ %5993, %6007 ], [ %6139, %6160 ]
  %6021 = phi <16 x float> [ %5994, %6007 ], [ %6112, %6160 ]
  %6022 = phi <16 x float> [ %5995, %6007 ], [ %6085, %6160 ]
  %6023 = phi <16 x float> [ %5996, %6007 ], [ %6058, %6160 ]
  %6024 = phi i64 [ 0, %6007 ], [ %6167, %6160 ]
  %6025 = getelementptr inbounds nuw float, ptr %6009, i64 %6024
  %6026 = load float, ptr %6025, align 4
  %6027 = insertelement <16 x float> poison, float %6026, i64 0
  %6028 = shufflevector <16 x float> %6027, <16 x float> poison, <16 x i32> zeroinitializer
  %6029 = mul nsw i64 %6024, %15
  %6030 = sub i64 %6029, %17
  %6031 = getelementptr i16, ptr %2535, i64 %6024
  %6032 = add i64 %6030, %5972
  br i1 %2550, label %6036, label %6033

6033:                                             ; preds = %6018
  %6034 = getelementptr i16, ptr %6031, i64 %5973
  %6035 = load i16, ptr %6034, align 2
  br label %6052

6036:                                             ; preds = %6018
  %6037 = icmp slt i64 %6032, 0
  %6038 = sub nsw i64 0, %6032
  %6039 = select i1 %6037, i64 %6038, i64 0
  %6040 = sub nsw i64 %7, %6032
  %6041 = call i64 @llvm.smin.i64(i64 %6040, i64 %5974)
  %6042 = call i64 @llvm.smin.i64(i64 %6041, i64 16)
  %6043 = icmp sgt i64 %6042, %6039
  %6044 = trunc i64 %6042 to i32
  %6045 = shl nsw i32 -1, %6044
  %6046 = xor i32 %6045, -1
  %6047 = trunc i64 %6039 to i32
  %6048 = shl nsw i32 -1, %6047
  %6049 = and i32 %6048, %6046
  %6050 = trunc i32 %6049 to i16
  %6051 = select i1 %6043, i16 %6050, i16 0
  br label %6052

6052:                                             ; preds = %6036, %6033
  %6053 = phi i16 [ %6035, %6033 ], [ %6051, %6036 ]
  %6054 = select i1 %6003, i16 0, i16 %6053
  %6055 = getelementptr inbounds float, ptr %6006, i64 %6032
  %6056 = bitcast i16 %6054 to <16 x i1>
  %6057 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6055, <16 x i1> %6056, <16 x float> zeroinitializer)
  %6058 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6057, <16 x float> %6028, <16 x float> %6023)
  %6059 = add i64 %6030, %5976
  br i1 %2550, label %6063, label %6060

6060:                                             ; preds = %6052
  %6061 = getelementptr i16, ptr %6031, i64 %5977
  %6062 = load i16, ptr %6061, align 2
  br label %6079

6063:                                             ; preds = %6052
  %6064 = icmp slt i64 %6059, 0
  %6065 = sub nsw i64 0, %6059
  %6066 = select i1 %6064, i64 %6065, i64 0
  %6067 = sub nsw i64 %7, %6059
  %6068 = call i64 @llvm.smin.i64(i64 %6067, i64 %5978)
  %6069 = call i64 @llvm.smin.i64(i64 %6068, i64 16)
  %6070 = icmp sgt i64 %6069, %6066
  %6071 = trunc i64 %6069 to i32
  %6072 = shl nsw i32 -1, %6071
  %6073 = xor i32 %6072, -1
  %6074 = trunc i64 %6066 to i32
  %6075 = shl nsw i32 -1, %6074
  %6076 = and i32 %6075, %6073
  %6077 = trunc i32 %6076 to i16
  %6078 = select i1 %6070, i16 %6077, i16 0
  br label %6079

6079:                                             ; preds = %6063, %6060
  %6080 = phi i16 [ %6062, %6060 ], [ %6078, %6063 ]
  %6081 = select i1 %6003, i16 0, i16 %6080
  %6082 = getelementptr inbounds float, ptr %6006, i64 %6059
  %6083 = bitcast i16 %6081 to <16 x i1>
  %6084 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6082, <16 x i1> %6083, <16 x float> zeroinitializer)
  %6085 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6084, <16 x float> %6028, <16 x float> %6022)
  %6086 = add i64 %6030, %5980
  br i1 %2550, label %6090, label %6087

6087:                                             ; preds = %6079
  %6088 = getelementptr i16, ptr %6031, i64 %5981
  %6089 = load i16, ptr %6088, align 2
  br label %6106

6090:                                             ; preds = %6079
  %6091 = icmp slt i64 %6086, 0
  %6092 = sub nsw i64 0, %6086
  %6093 = select i1 %6091, i64 %6092, i64 0
  %6094 = sub nsw i64 %7, %6086
  %6095 = call i64 @llvm.smin.i64(i64 %6094, i64 %5982)
  %6096 = call i64 @llvm.smin.i64(i64 %6095, i64 16)
  %6097 = icmp sgt i64 %6096, %6093
  %6098 = trunc i64 %6096 to i32
  %6099 = shl nsw i32 -1, %6098
  %6100 = xor i32 %6099, -1
  %6101 = trunc i64 %6093 to i32
  %6102 = shl nsw i32 -1, %6101
  %6103 = and i32 %6102, %6100
  %6104 = trunc i32 %6103 to i16
  %6105 = select i1 %6097, i16 %6104, i16 0
  br label %6106

6106:                                             ; preds = %6090, %6087
  %6107 = phi i16 [ %6089, %6087 ], [ %6105, %6090 ]
  %6108 = select i1 %6003, i16 0, i16 %6107
  %6109 = getelementptr inbounds float, ptr %6006, i64 %6086
  %6110 = bitcast i16 %6108 to <16 x i1>
  %6111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6109, <16 x i1> %6110, <16 x float> zeroinitializer)
  %6112 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6111, <16 x float> %6028, <16 x float> %6021)
  %6113 = add i64 %6030, %5984
  br i1 %2550, label %6117, label %6114

6114:                                             ; preds = %6106
  %6115 = getelementptr i16, ptr %6031, i64 %5985
  %6116 = load i16, ptr %6115, align 2
  br label %6133

6117:                                             ; preds = %6106
  %6118 = icmp slt i64 %6113, 0
  %6119 = sub nsw i64 0, %6113
  %6120 = select i1 %6118, i64 %6119, i64 0
  %6121 = sub nsw i64 %7, %6113
  %6122 = call i64 @llvm.smin.i64(i64 %6121, i64 %5986)
  %6123 = call i64 @llvm.smin.i64(i64 %6122, i64 16)
  %6124 = icmp sgt i64 %6123, %6120
  %6125 = trunc i64 %6123 to i32
  %6126 = shl nsw i32 -1, %6125
  %6127 = xor i32 %6126, -1
  %6128 = trunc i64 %6120 to i32
  %6129 = shl nsw i32 -1, %6128
  %6130 = and i32 %6129, %6127
  %6131 = trunc i32 %6130 to i16
  %6132 = select i1 %6124, i16 %6131, i16 0
  br label %6133

6133:                                             ; preds = %6117, %6114
  %6134 = phi i16 [ %6116, %6114 ], [ %6132, %6117 ]
  %6135 = select i1 %6003, i16 0, i16 %6134
  %6136 = getelementptr inbounds float, ptr %6006, i64 %6113
  %6137 = bitcast i16 %6135 to <16 x i1>
  %6138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6136, <16 x i1> %6137, <16 x float> zeroinitializer)
  %6139 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6138, <16 x float> %6028, <16 x float> %6020)
  %6140 = add i64 %6030, %5988
  br i1 %2550, label %6144, label %6141

6141:                                             ; preds = %6133
  %6142 = getelementptr i16, ptr %6031, i64 %5989
  %6143 = load i16, ptr %6142, align 2
  br label %6160

6144:                                             ; preds = %6133
  %6145 = icmp slt i64 %6140, 0
  %6146 = sub nsw i64 0, %6140
  %6147 = select i1 %6145, i64 %6146, i64 0
  %6148 = sub nsw i64 %7, %6140
  %6149 = call i64 @llvm.smin.i64(i64 %6148, i64 %5990)
  %6150 = call i64 @llvm.smin.i64(i64 %6149, i64 16)
  %6151 = icmp sgt i64 %6150, %6147
  %6152 = trunc i64 %6150 to i32
  %6153 = shl nsw i32 -1, %6152
  %6154 = xor i32 %6153, -1
  %6155 = trunc i64 %6147 to i32
  %6156 = shl nsw i32 -1, %6155
  %6157 = and i32 %6156, %6154
  %6158 = trunc i32 %6157 to i16
  %6159 = select i1 %6151, i16 %6158, i16 0
  br label %6160

6160:                                             ; preds = %6144, %6141
  %6161 = phi i16 [ %6143, %6141 ], [ %6159, %6144 ]
  %6162 = select i1 %6003, i16 0, i16 %6161
  %6163 = getelementptr inbounds float, ptr %6006, i64 %6140
  %6164 = bitcast i16 %6162 to <16 x i1>
  %6165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6163, <16 x i1> %6164, <16 x float> zeroinitializer)
  %6166 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6165, <16 x float> %6028, <16 x float> %6019)
  %6167 = add nuw nsw i64 %6024, 1
  %6168 = icmp eq i64 %6167, %11
  br i1 %6168, label %6010, label %6018

6169:                                             ; preds = %6010, %5970
  %6170 = phi <16 x float> [ zeroinitializer, %5970 ], [ %6011, %6010 ]
  %6171 = phi <16 x float> [ zeroinitializer, %5970 ], [ %6012, %6010 ]
  %6172 = phi <16 x float> [ zeroinitializer, %5970 ], [ %6013, %6010 ]
  %6173 = phi <16 x float> [ zeroinitializer, %5970 ], [ %6014, %6010 ]
  %6174 = phi <16 x float> [ zeroinitializer, %5970 ], [ %6015, %6010 ]
  %6175 = shl nsw i64 %4729, 4
  %6176 = sub nsw i64 %9, %6175
  %6177 = icmp sgt i64 %6176, 15
  %6178 = trunc i64 %6176 to i32
  %6179 = shl nsw i32 -1, %6178
  %6180 = trunc i32 %6179 to i16
  %6181 = xor i16 %6180, -1
  %6182 = select i1 %6177, i16 -1, i16 %6181
  br i1 %2894, label %6188, label %6183

6183:                                             ; preds = %6169
  %6184 = load float, ptr %2873, align 4
  %6185 = insertelement <16 x float> poison, float %6184, i64 0
  %6186 = shufflevector <16 x float> %6185, <16 x float> poison, <16 x i32> zeroinitializer
  %6187 = fadd <16 x float> %6174, %6186
  br label %6188

6188:                                             ; preds = %6183, %6169
  %6189 = phi <16 x float> [ %6187, %6183 ], [ %6174, %6169 ]
  %6190 = getelementptr inbounds nuw float, ptr %2880, i64 %6175
  %6191 = getelementptr inbounds nuw float, ptr %2885, i64 %6175
  %6192 = select i1 %2895, ptr null, ptr %6191
  %6193 = bitcast i16 %6182 to <16 x i1>
  switch i64 %2665, label %528 [
    i64 1, label %6194
    i64 2, label %6197
    i64 3, label %6204
    i64 0, label %6249
  ]

6194:                                             ; preds = %6188
  %6195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6192, <16 x i1> %6193, <16 x float> zeroinitializer)
  %6196 = fadd <16 x float> %6189, %6195
  br label %6211

6197:                                             ; preds = %6188
  %6198 = bitcast <16 x float> %6189 to <8 x i64>
  %6199 = or <8 x i64> %6198, %2552
  %6200 = fcmp oeq <16 x float> %6189, %46
  %6201 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6189, i32 4)
  %6202 = bitcast <8 x i64> %6199 to <16 x float>
  %6203 = select <16 x i1> %6200, <16 x float> %6202, <16 x float> %6201
  br label %6211

6204:                                             ; preds = %6188
  %6205 = bitcast <16 x float> %6189 to <8 x i64>
  %6206 = and <8 x i64> %6205, %2551
  %6207 = fcmp oeq <16 x float> %6189, %43
  %6208 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6189, i32 4)
  %6209 = bitcast <8 x i64> %6206 to <16 x float>
  %6210 = select <16 x i1> %6207, <16 x float> %6209, <16 x float> %6208
  br label %6211

6211:                                             ; preds = %6204, %6197, %6194
  %6212 = phi <16 x float> [ %6196, %6194 ], [ %6203, %6197 ], [ %6210, %6204 ]
  switch i64 %2667, label %528 [
    i64 1, label %6227
    i64 2, label %6220
    i64 3, label %6213
    i64 0, label %6249
  ]

6213:                                             ; preds = %6211
  %6214 = bitcast <16 x float> %6212 to <8 x i64>
  %6215 = and <8 x i64> %6214, %2551
  %6216 = fcmp oeq <16 x float> %6212, %43
  %6217 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6212, i32 4)
  %6218 = bitcast <8 x i64> %6215 to <16 x float>
  %6219 = select <16 x i1> %6216, <16 x float> %6218, <16 x float> %6217
  br label %6230

6220:                                             ; preds = %6211
  %6221 = bitcast <16 x float> %6212 to <8 x i64>
  %6222 = or <8 x i64> %6221, %2552
  %6223 = fcmp oeq <16 x float> %6212, %46
  %6224 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6212, i32 4)
  %6225 = bitcast <8 x i64> %6222 to <16 x float>
  %6226 = select <16 x i1> %6223, <16 x float> %6225, <16 x float> %6224
  br label %6230

6227:                                             ; preds = %6211
  %6228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6192, <16 x i1> %6193, <16 x float> zeroinitializer)
  %6229 = fadd <16 x float> %6212, %6228
  br label %6230

6230:                                             ; preds = %6227, %6220, %6213
  %6231 = phi <16 x float> [ %6229, %6227 ], [ %6226, %6220 ], [ %6219, %6213 ]
  switch i64 %2669, label %528 [
    i64 1, label %6246
    i64 2, label %6239
    i64 3, label %6232
    i64 0, label %6249
  ]

6232:                                             ; preds = %6230
  %6233 = bitcast <16 x float> %6231 to <8 x i64>
  %6234 = and <8 x i64> %6233, %2551
  %6235 = fcmp oeq <16 x float> %6231, %43
  %6236 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6231, i32 4)
  %6237 = bitcast <8 x i64> %6234 to <16 x float>
  %6238 = select <16 x i1> %6235, <16 x float> %6237, <16 x float> %6236
  br label %6249

6239:                                             ; preds = %6230
  %6240 = bitcast <16 x float> %6231 to <8 x i64>
  %6241 = or <8 x i64> %6240, %2552
  %6242 = fcmp oeq <16 x float> %6231, %46
  %6243 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6231, i32 4)
  %6244 = bitcast <8 x i64> %6241 to <16 x float>
  %6245 = select <16 x i1> %6242, <16 x float> %6244, <16 x float> %6243
  br label %6249

6246:                                             ; preds = %6230
  %6247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6192, <16 x i1> %6193, <16 x float> zeroinitializer)
  %6248 = fadd <16 x float> %6231, %6247
  br label %6249

6249:                                             ; preds = %6232, %6239, %6246, %6230, %6211, %6188
  %6250 = phi <16 x float> [ %6231, %6230 ], [ %6189, %6188 ], [ %6212, %6211 ], [ %6248, %6246 ], [ %6245, %6239 ], [ %6238, %6232 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6250, ptr align 1 %6190, <16 x i1> %6193)
  %6251 = shl i64 %4729, 4
  %6252 = or disjoint i64 %6251, 16
  %6253 = sub nsw i64 %9, %6252
  %6254 = icmp sgt i64 %6253, 15
  %6255 = trunc i64 %6253 to i32
  %6256 = shl nsw i32 -1, %6255
  %6257 = trunc i32 %6256 to i16
  %6258 = xor i16 %6257, -1
  %6259 = select i1 %6254, i16 -1, i16 %6258
  br i1 %2894, label %6265, label %6260

6260:                                             ; preds = %6249
  %6261 = load float, ptr %2873, align 4
  %6262 = insertelement <16 x float> poison, float %6261, i64 0
  %6263 = shufflevector <16 x float> %6262, <16 x float> poison, <16 x i32> zeroinitializer
  %6264 = fadd <16 x float> %6173, %6263
  br label %6265

6265:                                             ; preds = %6260, %6249
  %6266 = phi <16 x float> [ %6264, %6260 ], [ %6173, %6249 ]
  %6267 = getelementptr inbounds nuw float, ptr %2880, i64 %6252
  %6268 = getelementptr inbounds nuw float, ptr %2885, i64 %6252
  %6269 = select i1 %2895, ptr null, ptr %6268
  %6270 = bitcast i16 %6259 to <16 x i1>
  switch i64 %2665, label %528 [
    i64 1, label %6285
    i64 2, label %6278
    i64 3, label %6271
    i64 0, label %6326
  ]

6271:                                             ; preds = %6265
  %6272 = bitcast <16 x float> %6266 to <8 x i64>
  %6273 = and <8 x i64> %6272, %2551
  %6274 = fcmp oeq <16 x float> %6266, %43
  %6275 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6266, i32 4)
  %6276 = bitcast <8 x i64> %6273 to <16 x float>
  %6277 = select <16 x i1> %6274, <16 x float> %6276, <16 x float> %6275
  br label %6288

6278:                                             ; preds = %6265
  %6279 = bitcast <16 x float> %6266 to <8 x i64>
  %6280 = or <8 x i64> %6279, %2552
  %6281 = fcmp oeq <16 x float> %6266, %46
  %6282 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6266, i32 4)
  %6283 = bitcast <8 x i64> %6280 to <16 x float>
  %6284 = select <16 x i1> %6281, <16 x float> %6283, <16 x float> %6282
  br label %6288

6285:                                             ; preds = %6265
  %6286 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6269, <16 x i1> %6270, <16 x float> zeroinitializer)
  %6287 = fadd <16 x float> %6266, %6286
  br label %6288

6288:                                             ; preds = %6285, %6278, %6271
  %6289 = phi <16 x float> [ %6287, %6285 ], [ %6284, %6278 ], [ %6277, %6271 ]
  switch i64 %2671, label %528 [
    i64 1, label %6304
    i64 2, label %6297
    i64 3, label %6290
    i64 0, label %6326
  ]

6290:                                             ; preds = %6288
  %6291 = bitcast <16 x float> %6289 to <8 x i64>
  %6292 = and <8 x i64> %6291, %2551
  %6293 = fcmp oeq <16 x float> %6289, %43
  %6294 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6289, i32 4)
  %6295 = bitcast <8 x i64> %6292 to <16 x float>
  %6296 = select <16 x i1> %6293, <16 x float> %6295, <16 x float> %6294
  br label %6307

6297:                                             ; preds = %6288
  %6298 = bitcast <16 x float> %6289 to <8 x i64>
  %6299 = or <8 x i64> %6298, %2552
  %6300 = fcmp oeq <16 x float> %6289, %46
  %6301 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6289, i32 4)
  %6302 = bitcast <8 x i64> %6299 to <16 x float>
  %6303 = select <16 x i1> %6300, <16 x float> %6302, <16 x float> %6301
  br label %6307

6304:                                             ; preds = %6288
  %6305 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6269, <16 x i1> %6270, <16 x float> zeroinitializer)
  %6306 = fadd <16 x float> %6289, %6305
  br label %6307

6307:                                             ; preds = %6304, %6297, %6290
  %6308 = phi <16 x float> [ %6306, %6304 ], [ %6303, %6297 ], [ %6296, %6290 ]
  switch i64 %2673, label %528 [
    i64 1, label %6323
    i64 2, label %6316
    i64 3, label %6309
    i64 0, label %6326
  ]

6309:                                             ; preds = %6307
  %6310 = bitcast <16 x float> %6308 to <8 x i64>
  %6311 = and <8 x i64> %6310, %2551
  %6312 = fcmp oeq <16 x float> %6308, %43
  %6313 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6308, i32 4)
  %6314 = bitcast <8 x i64> %6311 to <16 x float>
  %6315 = select <16 x i1> %6312, <16 x float> %6314, <16 x float> %6313
  br label %6326

6316:                                             ; preds = %6307
  %6317 = bitcast <16 x float> %6308 to <8 x i64>
  %6318 = or <8 x i64> %6317, %2552
  %6319 = fcmp oeq <16 x float> %6308, %46
  %6320 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6308, i32 4)
  %6321 = bitcast <8 x i64> %6318 to <16 x float>
  %6322 = select <16 x i1> %6319, <16 x float> %6321, <16 x float> %6320
  br label %6326

6323:                                             ; preds = %6307
  %6324 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6269, <16 x i1> %6270, <16 x float> zeroinitializer)
  %6325 = fadd <16 x float> %6308, %6324
  br label %6326

6326:                                             ; preds = %6309, %6316, %6323, %6307, %6288, %6265
  %6327 = phi <16 x float> [ %6308, %6307 ], [ %6266, %6265 ], [ %6289, %6288 ], [ %6325, %6323 ], [ %6322, %6316 ], [ %6315, %6309 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6327, ptr nonnull align 1 %6267, <16 x i1> %6270)
  %6328 = shl i64 %4729, 4
  %6329 = or disjoint i64 %6328, 32
  %6330 = sub nsw i64 %9, %6329
  %6331 = icmp sgt i64 %6330, 15
  %6332 = trunc i64 %6330 to i32
  %6333 = shl nsw i32 -1, %6332
  %6334 = trunc i32 %6333 to i16
  %6335 = xor i16 %6334, -1
  %6336 = select i1 %6331, i16 -1, i16 %6335
  br i1 %2894, label %6342, label %6337

6337:                                             ; preds = %6326
  %6338 = load float, ptr %2873, align 4
  %6339 = insertelement <16 x float> poison, float %6338, i64 0
  %6340 = shufflevector <16 x float> %6339, <16 x float> poison, <16 x i32> zeroinitializer
  %6341 = fadd <16 x float> %6172, %6340
  br label %6342

6342:                                             ; preds = %6337, %6326
  %6343 = phi <16 x float> [ %6341, %6337 ], [ %6172, %6326 ]
  %6344 = getelementptr inbounds nuw float, ptr %2880, i64 %6329
  %6345 = getelementptr inbounds nuw float, ptr %2885, i64 %6329
  %6346 = select i1 %2895, ptr null, ptr %6345
  %6347 = bitcast i16 %6336 to <16 x i1>
  switch i64 %2665, label %528 [
    i64 1, label %6362
    i64 2, label %6355
    i64 3, label %6348
    i64 0, label %6403
  ]

6348:                                             ; preds = %6342
  %6349 = bitcast <16 x float> %6343 to <8 x i64>
  %6350 = and <8 x i64> %6349, %2551
  %6351 = fcmp oeq <16 x float> %6343, %43
  %6352 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6343, i32 4)
  %6353 = bitcast <8 x i64> %6350 to <16 x float>
  %6354 = select <16 x i1> %6351, <16 x float> %6353, <16 x float> %6352
  br label %6365

6355:                                             ; preds = %6342
  %6356 = bitcast <16 x float> %6343 to <8 x i64>
  %6357 = or <8 x i64> %6356, %2552
  %6358 = fcmp oeq <16 x float> %6343, %46
  %6359 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6343, i32 4)
  %6360 = bitcast <8 x i64> %6357 to <16 x float>
  %6361 = select <16 x i1> %6358, <16 x float> %6360, <16 x float> %6359
  br label %6365

6362:                                             ; preds = %6342
  %6363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6346, <16 x i1> %6347, <16 x float> zeroinitializer)
  %6364 = fadd <16 x float> %6343, %6363
  br label %6365

6365:                                             ; preds = %6362, %6355, %6348
  %6366 = phi <16 x float> [ %6364, %6362 ], [ %6361, %6355 ], [ %6354, %6348 ]
  switch i64 %2675, label %528 [
    i64 1, label %6381
    i64 2, label %6374
    i64 3, label %6367
    i64 0, label %6403
  ]

6367:                                             ; preds = %6365
  %6368 = bitcast <16 x float> %6366 to <8 x i64>
  %6369 = and <8 x i64> %6368, %2551
  %6370 = fcmp oeq <16 x float> %6366, %43
  %6371 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6366, i32 4)
  %6372 = bitcast <8 x i64> %6369 to <16 x float>
  %6373 = select <16 x i1> %6370, <16 x float> %6372, <16 x float> %6371
  br label %6384

6374:                                             ; preds = %6365
  %6375 = bitcast <16 x float> %6366 to <8 x i64>
  %6376 = or <8 x i64> %6375, %2552
  %6377 = fcmp oeq <16 x float> %6366, %46
  %6378 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6366, i32 4)
  %6379 = bitcast <8 x i64> %6376 to <16 x float>
  %6380 = select <16 x i1> %6377, <16 x float> %6379, <16 x float> %6378
  br label %6384

6381:                                             ; preds = %6365
  %6382 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6346, <16 x i1> %6347, <16 x float> zeroinitializer)
  %6383 = fadd <16 x float> %6366, %6382
  br label %6384

6384:                                             ; preds = %6381, %6374, %6367
  %6385 = phi <16 x float> [ %6383, %6381 ], [ %6380, %6374 ], [ %6373, %6367 ]
  switch i64 %2677, label %528 [
    i64 1, label %6400
    i64 2, label %6393
    i64 3, label %6386
    i64 0, label %6403
  ]

6386:                                             ; preds = %6384
  %6387 = bitcast <16 x float> %6385 to <8 x i64>
  %6388 = and <8 x i64> %6387, %2551
  %6389 = fcmp oeq <16 x float> %6385, %43
  %6390 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6385, i32 4)
  %6391 = bitcast <8 x i64> %6388 to <16 x float>
  %6392 = select <16 x i1> %6389, <16 x float> %6391, <16 x float> %6390
  br label %6403

6393:                                             ; preds = %6384
  %6394 = bitcast <16 x float> %6385 to <8 x i64>
  %6395 = or <8 x i64> %6394, %2552
  %6396 = fcmp oeq <16 x float> %6385, %46
  %6397 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6385, i32 4)
  %6398 = bitcast <8 x i64> %6395 to <16 x float>
  %6399 = select <16 x i1> %6396, <16 x float> %6398, <16 x float> %6397
  br label %6403

6400:                                             ; preds = %6384
  %6401 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6346, <16 x i1> %6347, <16 x float> zeroinitializer)
  %6402 = fadd <16 x float> %6385, %6401
  br label %6403

6403:                                             ; preds = %6386, %6393, %6400, %6384, %6365, %6342
  %6404 = phi <16 x float> [ %6385, %6384 ], [ %6343, %6342 ], [ %6366, %6365 ], [ %6402, %6400 ], [ %6399, %6393 ], [ %6392, %6386 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6404, ptr nonnull align 1 %6344, <16 x i1> %6347)
  %6405 = shl i64 %4729, 4
  %6406 = or disjoint i64 %6405, 48
  %6407 = sub nsw i64 %9, %6406
  %6408 = icmp sgt i64 %6407, 15
  %6409 = trunc i64 %6407 to i32
  %6410 = shl nsw i32 -1, %6409
  %6411 = trunc i32 %6410 to i16
  %6412 = xor i16 %6411, -1
  %6413 = select i1 %6408, i16 -1, i16 %6412
  br i1 %2894, label %6419, label %6414

6414:                                             ; preds = %6403
  %6415 = load float, ptr %2873, align 4
  %6416 = insertelement <16 x float> poison, float %6415, i64 0
  %6417 = shufflevector <16 x float> %6416, <16 x float> poison, <16 x i32> zeroinitializer
  %6418 = fadd <16 x float> %6171, %6417
  br label %6419

6419:                                             ; preds = %6414, %6403
  %6420 = phi <16 x float> [ %6418, %6414 ], [ %6171, %6403 ]
  %6421 = getelementptr inbounds nuw float, ptr %2880, i64 %6406
  %6422 = getelementptr inbounds nuw float, ptr %2885, i64 %6406
  %6423 = select i1 %2895, ptr null, ptr %6422
  %6424 = bitcast i16 %6413 to <16 x i1>
  switch i64 %2665, label %528 [
    i64 1, label %6439
    i64 2, label %6432
    i64 3, label %6425
    i64 0, label %6480
  ]

6425:                                             ; preds = %6419
  %6426 = bitcast <16 x float> %6420 to <8 x i64>
  %6427 = and <8 x i64> %6426, %2551
  %6428 = fcmp oeq <16 x float> %6420, %43
  %6429 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6420, i32 4)
  %6430 = bitcast <8 x i64> %6427 to <16 x float>
  %6431 = select <16 x i1> %6428, <16 x float> %6430, <16 x float> %6429
  br label %6442

6432:                                             ; preds = %6419
  %6433 = bitcast <16 x float> %6420 to <8 x i64>
  %6434 = or <8 x i64> %6433, %2552
  %6435 = fcmp oeq <16 x float> %6420, %46
  %6436 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6420, i32 4)
  %6437 = bitcast <8 x i64> %6434 to <16 x float>
  %6438 = select <16 x i1> %6435, <16 x float> %6437, <16 x float> %6436
  br label %6442

6439:                                             ; preds = %6419
  %6440 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6423, <16 x i1> %6424, <16 x float> zeroinitializer)
  %6441 = fadd <16 x float> %6420, %6440
  br label %6442

6442:                                             ; preds = %6439, %6432, %6425
  %6443 = phi <16 x float> [ %6441, %6439 ], [ %6438, %6432 ], [ %6431, %6425 ]
  switch i64 %2679, label %528 [
    i64 1, label %6458
    i64 2, label %6451
    i64 3, label %6444
    i64 0, label %6480
  ]

6444:                                             ; preds = %6442
  %6445 = bitcast <16 x float> %6443 to <8 x i64>
  %6446 = and <8 x i64> %6445, %2551
  %6447 = fcmp oeq <16 x float> %6443, %43
  %6448 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6443, i32 4)
  %6449 = bitcast <8 x i64> %6446 to <16 x float>
  %6450 = select <16 x i1> %6447, <16 x float> %6449, <16 x float> %6448
  br label %6461

6451:                                             ; preds = %6442
  %6452 = bitcast <16 x float> %6443 to <8 x i64>
  %6453 = or <8 x i64> %6452, %2552
  %6454 = fcmp oeq <16 x float> %6443, %46
  %6455 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6443, i32 4)
  %6456 = bitcast <8 x i64> %6453 to <16 x float>
  %6457 = select <16 x i1> %6454, <16 x float> %6456, <16 x float> %6455
  br label %6461

6458:                                             ; preds = %6442
  %6459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6423, <16 x i1> %6424, <16 x float> zeroinitializer)
  %6460 = fadd <16 x float> %6443, %6459
  br label %6461

6461:                                             ; preds = %6458, %6451, %6444
  %6462 = phi <16 x float> [ %6460, %6458 ], [ %6457, %6451 ], [ %6450, %6444 ]
  switch i64 %2681, label %528 [
    i64 1, label %6477
    i64 2, label %6470
    i64 3, label %6463
    i64 0, label %6480
  ]

6463:                                             ; preds = %6461
  %6464 = bitcast <16 x float> %6462 to <8 x i64>
  %6465 = and <8 x i64> %6464, %2551
  %6466 = fcmp oeq <16 x float> %6462, %43
  %6467 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6462, i32 4)
  %6468 = bitcast <8 x i64> %6465 to <16 x float>
  %6469 = select <16 x i1> %6466, <16 x float> %6468, <16 x float> %6467
  br label %6480

6470:                                             ; preds = %6461
  %6471 = bitcast <16 x float> %6462 to <8 x i64>
  %6472 = or <8 x i64> %6471, %2552
  %6473 = fcmp oeq <16 x float> %6462, %46
  %6474 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6462, i32 4)
  %6475 = bitcast <8 x i64> %6472 to <16 x float>
  %6476 = select <16 x i1> %6473, <16 x float> %6475, <16 x float> %6474
  br label %6480

6477:                                             ; preds = %6461
  %6478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6423, <16 x i1> %6424, <16 x float> zeroinitializer)
  %6479 = fadd <16 x float> %6462, %6478
  br label %6480

6480:                                             ; preds = %6463, %6470, %6477, %6461, %6442, %6419
  %6481 = phi <16 x float> [ %6462, %6461 ], [ %6420, %6419 ], [ %6443, %6442 ], [ %6479, %6477 ], [ %6476, %6470 ], [ %6469, %6463 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6481, ptr nonnull align 1 %6421, <16 x i1> %6424)
  %6482 = shl i64 %4729, 4
  %6483 = or disjoint i64 %6482, 64
  %6484 = sub nsw i64 %9, %6483
  %6485 = icmp sgt i64 %6484, 15
  %6486 = trunc i64 %6484 to i32
  %6487 = shl nsw i32 -1, %6486
  %6488 = trunc i32 %6487 to i16
  %6489 = xor i16 %6488, -1
  %6490 = select i1 %6485, i16 -1, i16 %6489
  br i1 %2894, label %6496, label %6491

6491:                                             ; preds = %6480
  %6492 = load float, ptr %2873, align 4
  %6493 = insertelement <16 x float> poison, float %6492, i64 0
  %6494 = shufflevector <16 x float> %6493, <16 x float> poison, <16 x i32> zeroinitializer
  %6495 = fadd <16 x float> %6170, %6494
  br label %6496

6496:                                             ; preds = %6491, %6480
  %6497 = phi <16 x float> [ %6495, %6491 ], [ %6170, %6480 ]
  %6498 = getelementptr inbounds nuw float, ptr %2880, i64 %6483
  %6499 = getelementptr inbounds nuw float, ptr %2885, i64 %6483
  %6500 = select i1 %2895, ptr null, ptr %6499
  %6501 = bitcast i16 %6490 to <16 x i1>
  switch i64 %2665, label %528 [
    i64 1, label %6516
    i64 2, label %6509
    i64 3, label %6502
    i64 0, label %6557
  ]

6502:                                             ; preds = %6496
  %6503 = bitcast <16 x float> %6497 to <8 x i64>
  %6504 = and <8 x i64> %6503, %2551
  %6505 = fcmp oeq <16 x float> %6497, %43
  %6506 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6497, i32 4)
  %6507 = bitcast <8 x i64> %6504 to <16 x float>
  %6508 = select <16 x i1> %6505, <16 x float> %6507, <16 x float> %6506
  br label %6519

6509:                                             ; preds = %6496
  %6510 = bitcast <16 x float> %6497 to <8 x i64>
  %6511 = or <8 x i64> %6510, %2552
  %6512 = fcmp oeq <16 x float> %6497, %46
  %6513 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6497, i32 4)
  %6514 = bitcast <8 x i64> %6511 to <16 x float>
  %6515 = select <16 x i1> %6512, <16 x float> %6514, <16 x float> %6513
  br label %6519

6516:                                             ; preds = %6496
  %6517 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6500, <16 x i1> %6501, <16 x float> zeroinitializer)
  %6518 = fadd <16 x float> %6497, %6517
  br label %6519

6519:                                             ; preds = %6516, %6509, %6502
  %6520 = phi <16 x float> [ %6518, %6516 ], [ %6515, %6509 ], [ %6508, %6502 ]
  switch i64 %2683, label %528 [
    i64 1, label %6535
    i64 2, label %6528
    i64 3, label %6521
    i64 0, label %6557
  ]

6521:                                             ; preds = %6519
  %6522 = bitcast <16 x float> %6520 to <8 x i64>
  %6523 = and <8 x i64> %6522, %2551
  %6524 = fcmp oeq <16 x float> %6520, %43
  %6525 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6520, i32 4)
  %6526 = bitcast <8 x i64> %6523 to <16 x float>
  %6527 = select <16 x i1> %6524, <16 x float> %6526, <16 x float> %6525
  br label %6538

6528:                                             ; preds = %6519
  %6529 = bitcast <16 x float> %6520 to <8 x i64>
  %6530 = or <8 x i64> %6529, %2552
  %6531 = fcmp oeq <16 x float> %6520, %46
  %6532 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6520, i32 4)
  %6533 = bitcast <8 x i64> %6530 to <16 x float>
  %6534 = select <16 x i1> %6531, <16 x float> %6533, <16 x float> %6532
  br label %6538

6535:                                             ; preds = %6519
  %6536 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6500, <16 x i1> %6501, <16 x float> zeroinitializer)
  %6537 = fadd <16 x float> %6520, %6536
  br label %6538

6538:                                             ; preds = %6535, %6528, %6521
  %6539 = phi <16 x float> [ %6537, %6535 ], [ %6534, %6528 ], [ %6527, %6521 ]
  switch i64 %2685, label %528 [
    i64 1, label %6554
    i64 2, label %6547
    i64 3, label %6540
    i64 0, label %6557
  ]

6540:                                             ; preds = %6538
  %6541 = bitcast <16 x float> %6539 to <8 x i64>
  %6542 = and <8 x i64> %6541, %2551
  %6543 = fcmp oeq <16 x float> %6539, %43
  %6544 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6539, i32 4)
  %6545 = bitcast <8 x i64> %6542 to <16 x float>
  %6546 = select <16 x i1> %6543, <16 x float> %6545, <16 x float> %6544
  br label %6557

6547:                                             ; preds = %6538
  %6548 = bitcast <16 x float> %6539 to <8 x i64>
  %6549 = or <8 x i64> %6548, %2552
  %6550 = fcmp oeq <16 x float> %6539, %46
  %6551 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6539, i32 4)
  %6552 = bitcast <8 x i64> %6549 to <16 x float>
  %6553 = select <16 x i1> %6550, <16 x float> %6552, <16 x float> %6551
  br label %6557

6554:                                             ; preds = %6538
  %6555 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6500, <16 x i1> %6501, <16 x float> zeroinitializer)
  %6556 = fadd <16 x float> %6539, %6555
  br label %6557

6557:                                             ; preds = %6540, %6547, %6554, %6538, %6519, %6496
  %6558 = phi <16 x float> [ %6539, %6538 ], [ %6497, %6496 ], [ %6520, %6519 ], [ %6556, %6554 ], [ %6553, %6547 ], [ %6546, %6540 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6558, ptr nonnull align 1 %6498, <16 x i1> %6501)
  br label %8404

6559:                                             ; preds = %4728
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %28, i8 0, i64 384, i1 false)
  br i1 %2548, label %6560, label %6628

6560:                                             ; preds = %6559, %6574
  %6561 = phi i64 [ %6575, %6574 ], [ 0, %6559 ]
  %6562 = mul nsw i64 %6561, %14
  %6563 = sub i64 %6562, %16
  %6564 = add i64 %6563, %2898
  %6565 = icmp slt i64 %6564, 0
  %6566 = icmp sge i64 %6564, %6
  %6567 = or i1 %6565, %6566
  %6568 = select i1 %6567, i64 0, i64 %6564
  %6569 = mul nsw i64 %6568, %7
  %6570 = getelementptr inbounds float, ptr %2870, i64 %6569
  br i1 %2549, label %6571, label %6574

6571:                                             ; preds = %6560
  %6572 = mul nuw nsw i64 %6561, %11
  %6573 = getelementptr inbounds nuw float, ptr %2872, i64 %6572
  br label %6577

6574:                                             ; preds = %6586, %6560
  %6575 = add nuw nsw i64 %6561, 1
  %6576 = icmp eq i64 %6575, %10
  br i1 %6576, label %6626, label %6560

6577:                                             ; preds = %6571, %6586
  %6578 = phi i64 [ 0, %6571 ], [ %6587, %6586 ]
  %6579 = getelementptr inbounds nuw float, ptr %6573, i64 %6578
  %6580 = load float, ptr %6579, align 4
  %6581 = insertelement <16 x float> poison, float %6580, i64 0
  %6582 = shufflevector <16 x float> %6581, <16 x float> poison, <16 x i32> zeroinitializer
  %6583 = mul nsw i64 %6578, %15
  %6584 = sub i64 %6583, %17
  %6585 = getelementptr i16, ptr %2535, i64 %6578
  br label %6589

6586:                                             ; preds = %6615
  %6587 = add nuw nsw i64 %6578, 1
  %6588 = icmp eq i64 %6587, %11
  br i1 %6588, label %6574, label %6577

6589:                                             ; preds = %6577, %6615
  %6590 = phi i64 [ 0, %6577 ], [ %6624, %6615 ]
  %6591 = or disjoint i64 %4729, %6590
  %6592 = shl nsw i64 %6591, 4
  %6593 = add i64 %6584, %6592
  br i1 %2550, label %6598, label %6594

6594:                                             ; preds = %6589
  %6595 = mul nuw nsw i64 %6591, %11
  %6596 = getelementptr i16, ptr %6585, i64 %6595
  %6597 = load i16, ptr %6596, align 2
  br label %6615

6598:                                             ; preds = %6589
  %6599 = sub nsw i64 %9, %6592
  %6600 = icmp slt i64 %6593, 0
  %6601 = sub nsw i64 0, %6593
  %6602 = select i1 %6600, i64 %6601, i64 0
  %6603 = sub nsw i64 %7, %6593
  %6604 = call i64 @llvm.smin.i64(i64 %6603, i64 %6599)
  %6605 = call i64 @llvm.smin.i64(i64 %6604, i64 16)
  %6606 = icmp sgt i64 %6605, %6602
  %6607 = trunc i64 %6605 to i32
  %6608 = shl nsw i32 -1, %6607
  %6609 = xor i32 %6608, -1
  %6610 = trunc i64 %6602 to i32
  %6611 = shl nsw i32 -1, %6610
  %6612 = and i32 %6611, %6609
  %6613 = trunc i32 %6612 to i16
  %6614 = select i1 %6606, i16 %6613, i16 0
  br label %6615

6615:                                             ; preds = %6598, %6594
  %6616 = phi i16 [ %6597, %6594 ], [ %6614, %6598 ]
  %6617 = getelementptr inbounds nuw <16 x float>, ptr %28, i64 %6590
  %6618 = select i1 %6567, i16 0, i16 %6616
  %6619 = getelementptr inbounds float, ptr %6570, i64 %6593
  %6620 = bitcast i16 %6618 to <16 x i1>
  %6621 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6619, <16 x i1> %6620, <16 x float> zeroinitializer)
  %6622 = load <16 x float>, ptr %6617, align 64
  %6623 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6621, <16 x float> %6582, <16 x float> %6622)
  store <16 x float> %6623, ptr %6617, align 64
  %6624 = add nuw nsw i64 %6590, 1
  %6625 = icmp eq i64 %6624, 6
  br i1 %6625, label %6586, label %6589

6626:                                             ; preds = %6574
  %6627 = load <16 x float>, ptr %28, align 64
  br label %6628

6628:                                             ; preds = %6626, %6559
  %6629 = phi <16 x float> [ %6627, %6626 ], [ zeroinitializer, %6559 ]
  %6630 = shl nsw i64 %4729, 4
  %6631 = sub nsw i64 %9, %6630
  %6632 = icmp sgt i64 %6631, 15
  %6633 = trunc i64 %6631 to i32
  %6634 = shl nsw i32 -1, %6633
  %6635 = trunc i32 %6634 to i16
  %6636 = xor i16 %6635, -1
  %6637 = select i1 %6632, i16 -1, i16 %6636
  br i1 %2894, label %6643, label %6638

6638:                                             ; preds = %6628
  %6639 = load float, ptr %2873, align 4
  %6640 = insertelement <16 x float> poison, float %6639, i64 0
  %6641 = shufflevector <16 x float> %6640, <16 x float> poison, <16 x i32> zeroinitializer
  %6642 = fadd <16 x float> %6629, %6641
  br label %6643

6643:                                             ; preds = %6638, %6628
  %6644 = phi <16 x float> [ %6642, %6638 ], [ %6629, %6628 ]
  %6645 = getelementptr inbounds nuw float, ptr %2880, i64 %6630
  %6646 = getelementptr inbounds nuw float, ptr %2885, i64 %6630
  %6647 = select i1 %2895, ptr null, ptr %6646
  %6648 = bitcast i16 %6637 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %6649
    i64 2, label %6652
    i64 3, label %6659
    i64 0, label %6704
  ]

6649:                                             ; preds = %6643
  %6650 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6647, <16 x i1> %6648, <16 x float> zeroinitializer)
  %6651 = fadd <16 x float> %6644, %6650
  br label %6666

6652:                                             ; preds = %6643
  %6653 = bitcast <16 x float> %6644 to <8 x i64>
  %6654 = or <8 x i64> %6653, %2552
  %6655 = fcmp oeq <16 x float> %6644, %46
  %6656 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6644, i32 4)
  %6657 = bitcast <8 x i64> %6654 to <16 x float>
  %6658 = select <16 x i1> %6655, <16 x float> %6657, <16 x float> %6656
  br label %6666

6659:                                             ; preds = %6643
  %6660 = bitcast <16 x float> %6644 to <8 x i64>
  %6661 = and <8 x i64> %6660, %2551
  %6662 = fcmp oeq <16 x float> %6644, %43
  %6663 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6644, i32 4)
  %6664 = bitcast <8 x i64> %6661 to <16 x float>
  %6665 = select <16 x i1> %6662, <16 x float> %6664, <16 x float> %6663
  br label %6666

6666:                                             ; preds = %6659, %6652, %6649
  %6667 = phi <16 x float> [ %6651, %6649 ], [ %6658, %6652 ], [ %6665, %6659 ]
  switch i64 %2637, label %528 [
    i64 1, label %6682
    i64 2, label %6675
    i64 3, label %6668
    i64 0, label %6704
  ]

6668:                                             ; preds = %6666
  %6669 = bitcast <16 x float> %6667 to <8 x i64>
  %6670 = and <8 x i64> %6669, %2551
  %6671 = fcmp oeq <16 x float> %6667, %43
  %6672 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6667, i32 4)
  %6673 = bitcast <8 x i64> %6670 to <16 x float>
  %6674 = select <16 x i1> %6671, <16 x float> %6673, <16 x float> %6672
  br label %6685

6675:                                             ; preds = %6666
  %6676 = bitcast <16 x float> %6667 to <8 x i64>
  %6677 = or <8 x i64> %6676, %2552
  %6678 = fcmp oeq <16 x float> %6667, %46
  %6679 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6667, i32 4)
  %6680 = bitcast <8 x i64> %6677 to <16 x float>
  %6681 = select <16 x i1> %6678, <16 x float> %6680, <16 x float> %6679
  br label %6685

6682:                                             ; preds = %6666
  %6683 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6647, <16 x i1> %6648, <16 x float> zeroinitializer)
  %6684 = fadd <16 x float> %6667, %6683
  br label %6685

6685:                                             ; preds = %6682, %6675, %6668
  %6686 = phi <16 x float> [ %6684, %6682 ], [ %6681, %6675 ], [ %6674, %6668 ]
  switch i64 %2639, label %528 [
    i64 1, label %6701
    i64 2, label %6694
    i64 3, label %6687
    i64 0, label %6704
  ]

6687:                                             ; preds = %6685
  %6688 = bitcast <16 x float> %6686 to <8 x i64>
  %6689 = and <8 x i64> %6688, %2551
  %6690 = fcmp oeq <16 x float> %6686, %43
  %6691 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6686, i32 4)
  %6692 = bitcast <8 x i64> %6689 to <16 x float>
  %6693 = select <16 x i1> %6690, <16 x float> %6692, <16 x float> %6691
  br label %6704

6694:                                             ; preds = %6685
  %6695 = bitcast <16 x float> %6686 to <8 x i64>
  %6696 = or <8 x i64> %6695, %2552
  %6697 = fcmp oeq <16 x float> %6686, %46
  %6698 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6686, i32 4)
  %6699 = bitcast <8 x i64> %6696 to <16 x float>
  %6700 = select <16 x i1> %6697, <16 x float> %6699, <16 x float> %6698
  br label %6704

6701:                                             ; preds = %6685
  %6702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6647, <16 x i1> %6648, <16 x float> zeroinitializer)
  %6703 = fadd <16 x float> %6686, %6702
  br label %6704

6704:                                             ; preds = %6687, %6694, %6701, %6685, %6666, %6643
  %6705 = phi <16 x float> [ %6686, %6685 ], [ %6644, %6643 ], [ %6667, %6666 ], [ %6703, %6701 ], [ %6700, %6694 ], [ %6693, %6687 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6705, ptr align 1 %6645, <16 x i1> %6648)
  %6706 = shl i64 %4729, 4
  %6707 = or disjoint i64 %6706, 16
  %6708 = sub nsw i64 %9, %6707
  %6709 = icmp sgt i64 %6708, 15
  %6710 = trunc i64 %6708 to i32
  %6711 = shl nsw i32 -1, %6710
  %6712 = trunc i32 %6711 to i16
  %6713 = xor i16 %6712, -1
  %6714 = select i1 %6709, i16 -1, i16 %6713
  %6715 = load <16 x float>, ptr %2640, align 64
  br i1 %2894, label %6721, label %6716

6716:                                             ; preds = %6704
  %6717 = load float, ptr %2873, align 4
  %6718 = insertelement <16 x float> poison, float %6717, i64 0
  %6719 = shufflevector <16 x float> %6718, <16 x float> poison, <16 x i32> zeroinitializer
  %6720 = fadd <16 x float> %6715, %6719
  br label %6721

6721:                                             ; preds = %6716, %6704
  %6722 = phi <16 x float> [ %6720, %6716 ], [ %6715, %6704 ]
  %6723 = getelementptr inbounds nuw float, ptr %2880, i64 %6707
  %6724 = getelementptr inbounds nuw float, ptr %2885, i64 %6707
  %6725 = select i1 %2895, ptr null, ptr %6724
  %6726 = bitcast i16 %6714 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %6741
    i64 2, label %6734
    i64 3, label %6727
    i64 0, label %6782
  ]

6727:                                             ; preds = %6721
  %6728 = bitcast <16 x float> %6722 to <8 x i64>
  %6729 = and <8 x i64> %6728, %2551
  %6730 = fcmp oeq <16 x float> %6722, %43
  %6731 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6722, i32 4)
  %6732 = bitcast <8 x i64> %6729 to <16 x float>
  %6733 = select <16 x i1> %6730, <16 x float> %6732, <16 x float> %6731
  br label %6744

6734:                                             ; preds = %6721
  %6735 = bitcast <16 x float> %6722 to <8 x i64>
  %6736 = or <8 x i64> %6735, %2552
  %6737 = fcmp oeq <16 x float> %6722, %46
  %6738 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6722, i32 4)
  %6739 = bitcast <8 x i64> %6736 to <16 x float>
  %6740 = select <16 x i1> %6737, <16 x float> %6739, <16 x float> %6738
  br label %6744

6741:                                             ; preds = %6721
  %6742 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6725, <16 x i1> %6726, <16 x float> zeroinitializer)
  %6743 = fadd <16 x float> %6722, %6742
  br label %6744

6744:                                             ; preds = %6741, %6734, %6727
  %6745 = phi <16 x float> [ %6743, %6741 ], [ %6740, %6734 ], [ %6733, %6727 ]
  switch i64 %2642, label %528 [
    i64 1, label %6760
    i64 2, label %6753
    i64 3, label %6746
    i64 0, label %6782
  ]

6746:                                             ; preds = %6744
  %6747 = bitcast <16 x float> %6745 to <8 x i64>
  %6748 = and <8 x i64> %6747, %2551
  %6749 = fcmp oeq <16 x float> %6745, %43
  %6750 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6745, i32 4)
  %6751 = bitcast <8 x i64> %6748 to <16 x float>
  %6752 = select <16 x i1> %6749, <16 x float> %6751, <16 x float> %6750
  br label %6763

6753:                                             ; preds = %6744
  %6754 = bitcast <16 x float> %6745 to <8 x i64>
  %6755 = or <8 x i64> %6754, %2552
  %6756 = fcmp oeq <16 x float> %6745, %46
  %6757 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6745, i32 4)
  %6758 = bitcast <8 x i64> %6755 to <16 x float>
  %6759 = select <16 x i1> %6756, <16 x float> %6758, <16 x float> %6757
  br label %6763

6760:                                             ; preds = %6744
  %6761 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6725, <16 x i1> %6726, <16 x float> zeroinitializer)
  %6762 = fadd <16 x float> %6745, %6761
  br label %6763

6763:                                             ; preds = %6760, %6753, %6746
  %6764 = phi <16 x float> [ %6762, %6760 ], [ %6759, %6753 ], [ %6752, %6746 ]
  switch i64 %2644, label %528 [
    i64 1, label %6779
    i64 2, label %6772
    i64 3, label %6765
    i64 0, label %6782
  ]

6765:                                             ; preds = %6763
  %6766 = bitcast <16 x float> %6764 to <8 x i64>
  %6767 = and <8 x i64> %6766, %2551
  %6768 = fcmp oeq <16 x float> %6764, %43
  %6769 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6764, i32 4)
  %6770 = bitcast <8 x i64> %6767 to <16 x float>
  %6771 = select <16 x i1> %6768, <16 x float> %6770, <16 x float> %6769
  br label %6782

6772:                                             ; preds = %6763
  %6773 = bitcast <16 x float> %6764 to <8 x i64>
  %6774 = or <8 x i64> %6773, %2552
  %6775 = fcmp oeq <16 x float> %6764, %46
  %6776 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6764, i32 4)
  %6777 = bitcast <8 x i64> %6774 to <16 x float>
  %6778 = select <16 x i1> %6775, <16 x float> %6777, <16 x float> %6776
  br label %6782

6779:                                             ; preds = %6763
  %6780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6725, <16 x i1> %6726, <16 x float> zeroinitializer)
  %6781 = fadd <16 x float> %6764, %6780
  br label %6782

6782:                                             ; preds = %6765, %6772, %6779, %6763, %6744, %6721
  %6783 = phi <16 x float> [ %6764, %6763 ], [ %6722, %6721 ], [ %6745, %6744 ], [ %6781, %6779 ], [ %6778, %6772 ], [ %6771, %6765 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6783, ptr nonnull align 1 %6723, <16 x i1> %6726)
  %6784 = shl i64 %4729, 4
  %6785 = or disjoint i64 %6784, 32
  %6786 = sub nsw i64 %9, %6785
  %6787 = icmp sgt i64 %6786, 15
  %6788 = trunc i64 %6786 to i32
  %6789 = shl nsw i32 -1, %6788
  %6790 = trunc i32 %6789 to i16
  %6791 = xor i16 %6790, -1
  %6792 = select i1 %6787, i16 -1, i16 %6791
  %6793 = load <16 x float>, ptr %2645, align 64
  br i1 %2894, label %6799, label %6794

6794:                                             ; preds = %6782
  %6795 = load float, ptr %2873, align 4
  %6796 = insertelement <16 x float> poison, float %6795, i64 0
  %6797 = shufflevector <16 x float> %6796, <16 x float> poison, <16 x i32> zeroinitializer
  %6798 = fadd <16 x float> %6793, %6797
  br label %6799

6799:                                             ; preds = %6794, %6782
  %6800 = phi <16 x float> [ %6798, %6794 ], [ %6793, %6782 ]
  %6801 = getelementptr inbounds nuw float, ptr %2880, i64 %6785
  %6802 = getelementptr inbounds nuw float, ptr %2885, i64 %6785
  %6803 = select i1 %2895, ptr null, ptr %6802
  %6804 = bitcast i16 %6792 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %6819
    i64 2, label %6812
    i64 3, label %6805
    i64 0, label %6860
  ]

6805:                                             ; preds = %6799
  %6806 = bitcast <16 x float> %6800 to <8 x i64>
  %6807 = and <8 x i64> %6806, %2551
  %6808 = fcmp oeq <16 x float> %6800, %43
  %6809 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6800, i32 4)
  %6810 = bitcast <8 x i64> %6807 to <16 x float>
  %6811 = select <16 x i1> %6808, <16 x float> %6810, <16 x float> %6809
  br label %6822

6812:                                             ; preds = %6799
  %6813 = bitcast <16 x float> %6800 to <8 x i64>
  %6814 = or <8 x i64> %6813, %2552
  %6815 = fcmp oeq <16 x float> %6800, %46
  %6816 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6800, i32 4)
  %6817 = bitcast <8 x i64> %6814 to <16 x float>
  %6818 = select <16 x i1> %6815, <16 x float> %6817, <16 x float> %6816
  br label %6822

6819:                                             ; preds = %6799
  %6820 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6803, <16 x i1> %6804, <16 x float> zeroinitializer)
  %6821 = fadd <16 x float> %6800, %6820
  br label %6822

6822:                                             ; preds = %6819, %6812, %6805
  %6823 = phi <16 x float> [ %6821, %6819 ], [ %6818, %6812 ], [ %6811, %6805 ]
  switch i64 %2647, label %528 [
    i64 1, label %6838
    i64 2, label %6831
    i64 3, label %6824
    i64 0, label %6860
  ]

6824:                                             ; preds = %6822
  %6825 = bitcast <16 x float> %6823 to <8 x i64>
  %6826 = and <8 x i64> %6825, %2551
  %6827 = fcmp oeq <16 x float> %6823, %43
  %6828 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6823, i32 4)
  %6829 = bitcast <8 x i64> %6826 to <16 x float>
  %6830 = select <16 x i1> %6827, <16 x float> %6829, <16 x float> %6828
  br label %6841

6831:                                             ; preds = %6822
  %6832 = bitcast <16 x float> %6823 to <8 x i64>
  %6833 = or <8 x i64> %6832, %2552
  %6834 = fcmp oeq <16 x float> %6823, %46
  %6835 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6823, i32 4)
  %6836 = bitcast <8 x i64> %6833 to <16 x float>
  %6837 = select <16 x i1> %6834, <16 x float> %6836, <16 x float> %6835
  br label %6841

6838:                                             ; preds = %6822
  %6839 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6803, <16 x i1> %6804, <16 x float> zeroinitializer)
  %6840 = fadd <16 x float> %6823, %6839
  br label %6841

6841:                                             ; preds = %6838, %6831, %6824
  %6842 = phi <16 x float> [ %6840, %6838 ], [ %6837, %6831 ], [ %6830, %6824 ]
  switch i64 %2649, label %528 [
    i64 1, label %6857
    i64 2, label %6850
    i64 3, label %6843
    i64 0, label %6860
  ]

6843:                                             ; preds = %6841
  %6844 = bitcast <16 x float> %6842 to <8 x i64>
  %6845 = and <8 x i64> %6844, %2551
  %6846 = fcmp oeq <16 x float> %6842, %43
  %6847 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6842, i32 4)
  %6848 = bitcast <8 x i64> %6845 to <16 x float>
  %6849 = select <16 x i1> %6846, <16 x float> %6848, <16 x float> %6847
  br label %6860

6850:                                             ; preds = %6841
  %6851 = bitcast <16 x float> %6842 to <8 x i64>
  %6852 = or <8 x i64> %6851, %2552
  %6853 = fcmp oeq <16 x float> %6842, %46
  %6854 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6842, i32 4)
  %6855 = bitcast <8 x i64> %6852 to <16 x float>
  %6856 = select <16 x i1> %6853, <16 x float> %6855, <16 x float> %6854
  br label %6860

6857:                                             ; preds = %6841
  %6858 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6803, <16 x i1> %6804, <16 x float> zeroinitializer)
  %6859 = fadd <16 x float> %6842, %6858
  br label %6860

6860:                                             ; preds = %6843, %6850, %6857, %6841, %6822, %6799
  %6861 = phi <16 x float> [ %6842, %6841 ], [ %6800, %6799 ], [ %6823, %6822 ], [ %6859, %6857 ], [ %6856, %6850 ], [ %6849, %6843 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6861, ptr nonnull align 1 %6801, <16 x i1> %6804)
  %6862 = shl i64 %4729, 4
  %6863 = or disjoint i64 %6862, 48
  %6864 = sub nsw i64 %9, %6863
  %6865 = icmp sgt i64 %6864, 15
  %6866 = trunc i64 %6864 to i32
  %6867 = shl nsw i32 -1, %6866
  %6868 = trunc i32 %6867 to i16
  %6869 = xor i16 %6868, -1
  %6870 = select i1 %6865, i16 -1, i16 %6869
  %6871 = load <16 x float>, ptr %2650, align 64
  br i1 %2894, label %6877, label %6872

6872:                                             ; preds = %6860
  %6873 = load float, ptr %2873, align 4
  %6874 = insertelement <16 x float> poison, float %6873, i64 0
  %6875 = shufflevector <16 x float> %6874, <16 x float> poison, <16 x i32> zeroinitializer
  %6876 = fadd <16 x float> %6871, %6875
  br label %6877

6877:                                             ; preds = %6872, %6860
  %6878 = phi <16 x float> [ %6876, %6872 ], [ %6871, %6860 ]
  %6879 = getelementptr inbounds nuw float, ptr %2880, i64 %6863
  %6880 = getelementptr inbounds nuw float, ptr %2885, i64 %6863
  %6881 = select i1 %2895, ptr null, ptr %6880
  %6882 = bitcast i16 %6870 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %6897
    i64 2, label %6890
    i64 3, label %6883
    i64 0, label %6938
  ]

6883:                                             ; preds = %6877
  %6884 = bitcast <16 x float> %6878 to <8 x i64>
  %6885 = and <8 x i64> %6884, %2551
  %6886 = fcmp oeq <16 x float> %6878, %43
  %6887 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6878, i32 4)
  %6888 = bitcast <8 x i64> %6885 to <16 x float>
  %6889 = select <16 x i1> %6886, <16 x float> %6888, <16 x float> %6887
  br label %6900

6890:                                             ; preds = %6877
  %6891 = bitcast <16 x float> %6878 to <8 x i64>
  %6892 = or <8 x i64> %6891, %2552
  %6893 = fcmp oeq <16 x float> %6878, %46
  %6894 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6878, i32 4)
  %6895 = bitcast <8 x i64> %6892 to <16 x float>
  %6896 = select <16 x i1> %6893, <16 x float> %6895, <16 x float> %6894
  br label %6900

6897:                                             ; preds = %6877
  %6898 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6881, <16 x i1> %6882, <16 x float> zeroinitializer)
  %6899 = fadd <16 x float> %6878, %6898
  br label %6900

6900:                                             ; preds = %6897, %6890, %6883
  %6901 = phi <16 x float> [ %6899, %6897 ], [ %6896, %6890 ], [ %6889, %6883 ]
  switch i64 %2652, label %528 [
    i64 1, label %6916
    i64 2, label %6909
    i64 3, label %6902
    i64 0, label %6938
  ]

6902:                                             ; preds = %6900
  %6903 = bitcast <16 x float> %6901 to <8 x i64>
  %6904 = and <8 x i64> %6903, %2551
  %6905 = fcmp oeq <16 x float> %6901, %43
  %6906 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6901, i32 4)
  %6907 = bitcast <8 x i64> %6904 to <16 x float>
  %6908 = select <16 x i1> %6905, <16 x float> %6907, <16 x float> %6906
  br label %6919

6909:                                             ; preds = %6900
  %6910 = bitcast <16 x float> %6901 to <8 x i64>
  %6911 = or <8 x i64> %6910, %2552
  %6912 = fcmp oeq <16 x float> %6901, %46
  %6913 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6901, i32 4)
  %6914 = bitcast <8 x i64> %6911 to <16 x float>
  %6915 = select <16 x i1> %6912, <16 x float> %6914, <16 x float> %6913
  br label %6919

6916:                                             ; preds = %6900
  %6917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6881, <16 x i1> %6882, <16 x float> zeroinitializer)
  %6918 = fadd <16 x float> %6901, %6917
  br label %6919

6919:                                             ; preds = %6916, %6909, %6902
  %6920 = phi <16 x float> [ %6918, %6916 ], [ %6915, %6909 ], [ %6908, %6902 ]
  switch i64 %2654, label %528 [
    i64 1, label %6935
    i64 2, label %6928
    i64 3, label %6921
    i64 0, label %6938
  ]

6921:                                             ; preds = %6919
  %6922 = bitcast <16 x float> %6920 to <8 x i64>
  %6923 = and <8 x i64> %6922, %2551
  %6924 = fcmp oeq <16 x float> %6920, %43
  %6925 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6920, i32 4)
  %6926 = bitcast <8 x i64> %6923 to <16 x float>
  %6927 = select <16 x i1> %6924, <16 x float> %6926, <16 x float> %6925
  br label %6938

6928:                                             ; preds = %6919
  %6929 = bitcast <16 x float> %6920 to <8 x i64>
  %6930 = or <8 x i64> %6929, %2552
  %6931 = fcmp oeq <16 x float> %6920, %46
  %6932 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6920, i32 4)
  %6933 = bitcast <8 x i64> %6930 to <16 x float>
  %6934 = select <16 x i1> %6931, <16 x float> %6933, <16 x float> %6932
  br label %6938

6935:                                             ; preds = %6919
  %6936 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6881, <16 x i1> %6882, <16 x float> zeroinitializer)
  %6937 = fadd <16 x float> %6920, %6936
  br label %6938

6938:                                             ; preds = %6921, %6928, %6935, %6919, %6900, %6877
  %6939 = phi <16 x float> [ %6920, %6919 ], [ %6878, %6877 ], [ %6901, %6900 ], [ %6937, %6935 ], [ %6934, %6928 ], [ %6927, %6921 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6939, ptr nonnull align 1 %6879, <16 x i1> %6882)
  %6940 = shl i64 %4729, 4
  %6941 = or disjoint i64 %6940, 64
  %6942 = sub nsw i64 %9, %6941
  %6943 = icmp sgt i64 %6942, 15
  %6944 = trunc i64 %6942 to i32
  %6945 = shl nsw i32 -1, %6944
  %6946 = trunc i32 %6945 to i16
  %6947 = xor i16 %6946, -1
  %6948 = select i1 %6943, i16 -1, i16 %6947
  %6949 = load <16 x float>, ptr %2655, align 64
  br i1 %2894, label %6955, label %6950

6950:                                             ; preds = %6938
  %6951 = load float, ptr %2873, align 4
  %6952 = insertelement <16 x float> poison, float %6951, i64 0
  %6953 = shufflevector <16 x float> %6952, <16 x float> poison, <16 x i32> zeroinitializer
  %6954 = fadd <16 x float> %6949, %6953
  br label %6955

6955:                                             ; preds = %6950, %6938
  %6956 = phi <16 x float> [ %6954, %6950 ], [ %6949, %6938 ]
  %6957 = getelementptr inbounds nuw float, ptr %2880, i64 %6941
  %6958 = getelementptr inbounds nuw float, ptr %2885, i64 %6941
  %6959 = select i1 %2895, ptr null, ptr %6958
  %6960 = bitcast i16 %6948 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %6975
    i64 2, label %6968
    i64 3, label %6961
    i64 0, label %7016
  ]

6961:                                             ; preds = %6955
  %6962 = bitcast <16 x float> %6956 to <8 x i64>
  %6963 = and <8 x i64> %6962, %2551
  %6964 = fcmp oeq <16 x float> %6956, %43
  %6965 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6956, i32 4)
  %6966 = bitcast <8 x i64> %6963 to <16 x float>
  %6967 = select <16 x i1> %6964, <16 x float> %6966, <16 x float> %6965
  br label %6978

6968:                                             ; preds = %6955
  %6969 = bitcast <16 x float> %6956 to <8 x i64>
  %6970 = or <8 x i64> %6969, %2552
  %6971 = fcmp oeq <16 x float> %6956, %46
  %6972 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6956, i32 4)
  %6973 = bitcast <8 x i64> %6970 to <16 x float>
  %6974 = select <16 x i1> %6971, <16 x float> %6973, <16 x float> %6972
  br label %6978

6975:                                             ; preds = %6955
  %6976 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6959, <16 x i1> %6960, <16 x float> zeroinitializer)
  %6977 = fadd <16 x float> %6956, %6976
  br label %6978

6978:                                             ; preds = %6975, %6968, %6961
  %6979 = phi <16 x float> [ %6977, %6975 ], [ %6974, %6968 ], [ %6967, %6961 ]
  switch i64 %2657, label %528 [
    i64 1, label %6994
    i64 2, label %6987
    i64 3, label %6980
    i64 0, label %7016
  ]

6980:                                             ; preds = %6978
  %6981 = bitcast <16 x float> %6979 to <8 x i64>
  %6982 = and <8 x i64> %6981, %2551
  %6983 = fcmp oeq <16 x float> %6979, %43
  %6984 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6979, i32 4)
  %6985 = bitcast <8 x i64> %6982 to <16 x float>
  %6986 = select <16 x i1> %6983, <16 x float> %6985, <16 x float> %6984
  br label %6997

6987:                                             ; preds = %6978
  %6988 = bitcast <16 x float> %6979 to <8 x i64>
  %6989 = or <8 x i64> %6988, %2552
  %6990 = fcmp oeq <16 x float> %6979, %46
  %6991 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6979, i32 4)
  %6992 = bitcast <8 x i64> %6989 to <16 x float>
  %6993 = select <16 x i1> %6990, <16 x float> %6992, <16 x float> %6991
  br label %6997

6994:                                             ; preds = %6978
  %6995 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6959, <16 x i1> %6960, <16 x float> zeroinitializer)
  %6996 = fadd <16 x float> %6979, %6995
  br label %6997

6997:                                             ; preds = %6994, %6987, %6980
  %6998 = phi <16 x float> [ %6996, %6994 ], [ %6993, %6987 ], [ %6986, %6980 ]
  switch i64 %2659, label %528 [
    i64 1, label %7013
    i64 2, label %7006
    i64 3, label %6999
    i64 0, label %7016
  ]

6999:                                             ; preds = %6997
  %7000 = bitcast <16 x float> %6998 to <8 x i64>
  %7001 = and <8 x i64> %7000, %2551
  %7002 = fcmp oeq <16 x float> %6998, %43
  %7003 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6998, i32 4)
  %7004 = bitcast <8 x i64> %7001 to <16 x float>
  %7005 = select <16 x i1> %7002, <16 x float> %7004, <16 x float> %7003
  br label %7016

7006:                                             ; preds = %6997
  %7007 = bitcast <16 x float> %6998 to <8 x i64>
  %7008 = or <8 x i64> %7007, %2552
  %7009 = fcmp oeq <16 x float> %6998, %46
  %7010 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6998, i32 4)
  %7011 = bitcast <8 x i64> %7008 to <16 x float>
  %7012 = select <16 x i1> %7009, <16 x float> %7011, <16 x float> %7010
  br label %7016

7013:                                             ; preds = %6997
  %7014 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6959, <16 x i1> %6960, <16 x float> zeroinitializer)
  %7015 = fadd <16 x float> %6998, %7014
  br label %7016

7016:                                             ; preds = %6999, %7006, %7013, %6997, %6978, %6955
  %7017 = phi <16 x float> [ %6998, %6997 ], [ %6956, %6955 ], [ %6979, %6978 ], [ %7015, %7013 ], [ %7012, %7006 ], [ %7005, %6999 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7017, ptr nonnull align 1 %6957, <16 x i1> %6960)
  %7018 = shl i64 %4729, 4
  %7019 = or disjoint i64 %7018, 80
  %7020 = sub nsw i64 %9, %7019
  %7021 = icmp sgt i64 %7020, 15
  %7022 = trunc i64 %7020 to i32
  %7023 = shl nsw i32 -1, %7022
  %7024 = trunc i32 %7023 to i16
  %7025 = xor i16 %7024, -1
  %7026 = select i1 %7021, i16 -1, i16 %7025
  %7027 = load <16 x float>, ptr %2660, align 64
  br i1 %2894, label %7033, label %7028

7028:                                             ; preds = %7016
  %7029 = load float, ptr %2873, align 4
  %7030 = insertelement <16 x float> poison, float %7029, i64 0
  %7031 = shufflevector <16 x float> %7030, <16 x float> poison, <16 x i32> zeroinitializer
  %7032 = fadd <16 x float> %7027, %7031
  br label %7033

7033:                                             ; preds = %7028, %7016
  %7034 = phi <16 x float> [ %7032, %7028 ], [ %7027, %7016 ]
  %7035 = getelementptr inbounds nuw float, ptr %2880, i64 %7019
  %7036 = getelementptr inbounds nuw float, ptr %2885, i64 %7019
  %7037 = select i1 %2895, ptr null, ptr %7036
  %7038 = bitcast i16 %7026 to <16 x i1>
  switch i64 %2635, label %528 [
    i64 1, label %7053
    i64 2, label %7046
    i64 3, label %7039
    i64 0, label %7094
  ]

7039:                                             ; preds = %7033
  %7040 = bitcast <16 x float> %7034 to <8 x i64>
  %7041 = and <8 x i64> %7040, %2551
  %7042 = fcmp oeq <16 x float> %7034, %43
  %7043 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7034, i32 4)
  %7044 = bitcast <8 x i64> %7041 to <16 x float>
  %7045 = select <16 x i1> %7042, <16 x float> %7044, <16 x float> %7043
  br label %7056

7046:                                             ; preds = %7033
  %7047 = bitcast <16 x float> %7034 to <8 x i64>
  %7048 = or <8 x i64> %7047, %2552
  %7049 = fcmp oeq <16 x float> %7034, %46
  %7050 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7034, i32 4)
  %7051 = bitcast <8 x i64> %7048 to <16 x float>
  %7052 = select <16 x i1> %7049, <16 x float> %7051, <16 x float> %7050
  br label %7056

7053:                                             ; preds = %7033
  %7054 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7037, <16 x i1> %7038, <16 x float> zeroinitializer)
  %7055 = fadd <16 x float> %7034, %7054
  br label %7056

7056:                                             ; preds = %7053, %7046, %7039
  %7057 = phi <16 x float> [ %7055, %7053 ], [ %7052, %7046 ], [ %7045, %7039 ]
  switch i64 %2662, label %528 [
    i64 1, label %7072
    i64 2, label %7065
    i64 3, label %7058
    i64 0, label %7094
  ]

7058:                                             ; preds = %7056
  %7059 = bitcast <16 x float> %7057 to <8 x i64>
  %7060 = and <8 x i64> %7059, %2551
  %7061 = fcmp oeq <16 x float> %7057, %43
  %7062 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7057, i32 4)
  %7063 = bitcast <8 x i64> %7060 to <16 x float>
  %7064 = select <16 x i1> %7061, <16 x float> %7063, <16 x float> %7062
  br label %7075

7065:                                             ; preds = %7056
  %7066 = bitcast <16 x float> %7057 to <8 x i64>
  %7067 = or <8 x i64> %7066, %2552
  %7068 = fcmp oeq <16 x float> %7057, %46
  %7069 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7057, i32 4)
  %7070 = bitcast <8 x i64> %7067 to <16 x float>
  %7071 = select <16 x i1> %7068, <16 x float> %7070, <16 x float> %7069
  br label %7075

7072:                                             ; preds = %7056
  %7073 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7037, <16 x i1> %7038, <16 x float> zeroinitializer)
  %7074 = fadd <16 x float> %7057, %7073
  br label %7075

7075:                                             ; preds = %7072, %7065, %7058
  %7076 = phi <16 x float> [ %7074, %7072 ], [ %7071, %7065 ], [ %7064, %7058 ]
  switch i64 %2664, label %528 [
    i64 1, label %7091
    i64 2, label %7084
    i64 3, label %7077
    i64 0, label %7094
  ]

7077:                                             ; preds = %7075
  %7078 = bitcast <16 x float> %7076 to <8 x i64>
  %7079 = and <8 x i64> %7078, %2551
  %7080 = fcmp oeq <16 x float> %7076, %43
  %7081 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7076, i32 4)
  %7082 = bitcast <8 x i64> %7079 to <16 x float>
  %7083 = select <16 x i1> %7080, <16 x float> %7082, <16 x float> %7081
  br label %7094

7084:                                             ; preds = %7075
  %7085 = bitcast <16 x float> %7076 to <8 x i64>
  %7086 = or <8 x i64> %7085, %2552
  %7087 = fcmp oeq <16 x float> %7076, %46
  %7088 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7076, i32 4)
  %7089 = bitcast <8 x i64> %7086 to <16 x float>
  %7090 = select <16 x i1> %7087, <16 x float> %7089, <16 x float> %7088
  br label %7094

7091:                                             ; preds = %7075
  %7092 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7037, <16 x i1> %7038, <16 x float> zeroinitializer)
  %7093 = fadd <16 x float> %7076, %7092
  br label %7094

7094:                                             ; preds = %7077, %7084, %7091, %7075, %7056, %7033
  %7095 = phi <16 x float> [ %7076, %7075 ], [ %7034, %7033 ], [ %7057, %7056 ], [ %7093, %7091 ], [ %7090, %7084 ], [ %7083, %7077 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7095, ptr nonnull align 1 %7035, <16 x i1> %7038)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %8404

7096:                                             ; preds = %4728
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %29, i8 0, i64 448, i1 false)
  br i1 %2548, label %7097, label %7165

7097:                                             ; preds = %7096, %7111
  %7098 = phi i64 [ %7112, %7111 ], [ 0, %7096 ]
  %7099 = mul nsw i64 %7098, %14
  %7100 = sub i64 %7099, %16
  %7101 = add i64 %7100, %2897
  %7102 = icmp slt i64 %7101, 0
  %7103 = icmp sge i64 %7101, %6
  %7104 = or i1 %7102, %7103
  %7105 = select i1 %7104, i64 0, i64 %7101
  %7106 = mul nsw i64 %7105, %7
  %7107 = getelementptr inbounds float, ptr %2870, i64 %7106
  br i1 %2549, label %7108, label %7111

7108:                                             ; preds = %7097
  %7109 = mul nuw nsw i64 %7098, %11
  %7110 = getelementptr inbounds nuw float, ptr %2872, i64 %7109
  br label %7114

7111:                                             ; preds = %7123, %7097
  %7112 = add nuw nsw i64 %7098, 1
  %7113 = icmp eq i64 %7112, %10
  br i1 %7113, label %7163, label %7097

7114:                                             ; preds = %7108, %7123
  %7115 = phi i64 [ 0, %7108 ], [ %7124, %7123 ]
  %7116 = getelementptr inbounds nuw float, ptr %7110, i64 %7115
  %7117 = load float, ptr %7116, align 4
  %7118 = insertelement <16 x float> poison, float %7117, i64 0
  %7119 = shufflevector <16 x float> %7118, <16 x float> poison, <16 x i32> zeroinitializer
  %7120 = mul nsw i64 %7115, %15
  %7121 = sub i64 %7120, %17
  %7122 = getelementptr i16, ptr %2535, i64 %7115
  br label %7126

7123:                                             ; preds = %7152
  %7124 = add nuw nsw i64 %7115, 1
  %7125 = icmp eq i64 %7124, %11
  br i1 %7125, label %7111, label %7114

7126:                                             ; preds = %7114, %7152
  %7127 = phi i64 [ 0, %7114 ], [ %7161, %7152 ]
  %7128 = or disjoint i64 %4729, %7127
  %7129 = shl nsw i64 %7128, 4
  %7130 = add i64 %7121, %7129
  br i1 %2550, label %7135, label %7131

7131:                                             ; preds = %7126
  %7132 = mul nuw nsw i64 %7128, %11
  %7133 = getelementptr i16, ptr %7122, i64 %7132
  %7134 = load i16, ptr %7133, align 2
  br label %7152

7135:                                             ; preds = %7126
  %7136 = sub nsw i64 %9, %7129
  %7137 = icmp slt i64 %7130, 0
  %7138 = sub nsw i64 0, %7130
  %7139 = select i1 %7137, i64 %7138, i64 0
  %7140 = sub nsw i64 %7, %7130
  %7141 = call i64 @llvm.smin.i64(i64 %7140, i64 %7136)
  %7142 = call i64 @llvm.smin.i64(i64 %7141, i64 16)
  %7143 = icmp sgt i64 %7142, %7139
  %7144 = trunc i64 %7142 to i32
  %7145 = shl nsw i32 -1, %7144
  %7146 = xor i32 %7145, -1
  %7147 = trunc i64 %7139 to i32
  %7148 = shl nsw i32 -1, %7147
  %7149 = and i32 %7148, %7146
  %7150 = trunc i32 %7149 to i16
  %7151 = select i1 %7143, i16 %7150, i16 0
  br label %7152

7152:                                             ; preds = %7135, %7131
  %7153 = phi i16 [ %7134, %7131 ], [ %7151, %7135 ]
  %7154 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %7127
  %7155 = select i1 %7104, i16 0, i16 %7153
  %7156 = getelementptr inbounds float, ptr %7107, i64 %7130
  %7157 = bitcast i16 %7155 to <16 x i1>
  %7158 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7156, <16 x i1> %7157, <16 x float> zeroinitializer)
  %7159 = load <16 x float>, ptr %7154, align 64
  %7160 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7158, <16 x float> %7119, <16 x float> %7159)
  store <16 x float> %7160, ptr %7154, align 64
  %7161 = add nuw nsw i64 %7127, 1
  %7162 = icmp eq i64 %7161, 7
  br i1 %7162, label %7123, label %7126

7163:                                             ; preds = %7111
  %7164 = load <16 x float>, ptr %29, align 64
  br label %7165

7165:                                             ; preds = %7163, %7096
  %7166 = phi <16 x float> [ %7164, %7163 ], [ zeroinitializer, %7096 ]
  %7167 = shl nsw i64 %4729, 4
  %7168 = sub nsw i64 %9, %7167
  %7169 = icmp sgt i64 %7168, 15
  %7170 = trunc i64 %7168 to i32
  %7171 = shl nsw i32 -1, %7170
  %7172 = trunc i32 %7171 to i16
  %7173 = xor i16 %7172, -1
  %7174 = select i1 %7169, i16 -1, i16 %7173
  br i1 %2894, label %7180, label %7175

7175:                                             ; preds = %7165
  %7176 = load float, ptr %2873, align 4
  %7177 = insertelement <16 x float> poison, float %7176, i64 0
  %7178 = shufflevector <16 x float> %7177, <16 x float> poison, <16 x i32> zeroinitializer
  %7179 = fadd <16 x float> %7166, %7178
  br label %7180

7180:                                             ; preds = %7175, %7165
  %7181 = phi <16 x float> [ %7179, %7175 ], [ %7166, %7165 ]
  %7182 = getelementptr inbounds nuw float, ptr %2880, i64 %7167
  %7183 = getelementptr inbounds nuw float, ptr %2885, i64 %7167
  %7184 = select i1 %2895, ptr null, ptr %7183
  %7185 = bitcast i16 %7174 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7186
    i64 2, label %7189
    i64 3, label %7196
    i64 0, label %7241
  ]

7186:                                             ; preds = %7180
  %7187 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7184, <16 x i1> %7185, <16 x float> zeroinitializer)
  %7188 = fadd <16 x float> %7181, %7187
  br label %7203

7189:                                             ; preds = %7180
  %7190 = bitcast <16 x float> %7181 to <8 x i64>
  %7191 = or <8 x i64> %7190, %2552
  %7192 = fcmp oeq <16 x float> %7181, %46
  %7193 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7181, i32 4)
  %7194 = bitcast <8 x i64> %7191 to <16 x float>
  %7195 = select <16 x i1> %7192, <16 x float> %7194, <16 x float> %7193
  br label %7203

7196:                                             ; preds = %7180
  %7197 = bitcast <16 x float> %7181 to <8 x i64>
  %7198 = and <8 x i64> %7197, %2551
  %7199 = fcmp oeq <16 x float> %7181, %43
  %7200 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7181, i32 4)
  %7201 = bitcast <8 x i64> %7198 to <16 x float>
  %7202 = select <16 x i1> %7199, <16 x float> %7201, <16 x float> %7200
  br label %7203

7203:                                             ; preds = %7196, %7189, %7186
  %7204 = phi <16 x float> [ %7188, %7186 ], [ %7195, %7189 ], [ %7202, %7196 ]
  switch i64 %2602, label %528 [
    i64 1, label %7219
    i64 2, label %7212
    i64 3, label %7205
    i64 0, label %7241
  ]

7205:                                             ; preds = %7203
  %7206 = bitcast <16 x float> %7204 to <8 x i64>
  %7207 = and <8 x i64> %7206, %2551
  %7208 = fcmp oeq <16 x float> %7204, %43
  %7209 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7204, i32 4)
  %7210 = bitcast <8 x i64> %7207 to <16 x float>
  %7211 = select <16 x i1> %7208, <16 x float> %7210, <16 x float> %7209
  br label %7222

7212:                                             ; preds = %7203
  %7213 = bitcast <16 x float> %7204 to <8 x i64>
  %7214 = or <8 x i64> %7213, %2552
  %7215 = fcmp oeq <16 x float> %7204, %46
  %7216 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7204, i32 4)
  %7217 = bitcast <8 x i64> %7214 to <16 x float>
  %7218 = select <16 x i1> %7215, <16 x float> %7217, <16 x float> %7216
  br label %7222

7219:                                             ; preds = %7203
  %7220 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7184, <16 x i1> %7185, <16 x float> zeroinitializer)
  %7221 = fadd <16 x float> %7204, %7220
  br label %7222

7222:                                             ; preds = %7219, %7212, %7205
  %7223 = phi <16 x float> [ %7221, %7219 ], [ %7218, %7212 ], [ %7211, %7205 ]
  switch i64 %2604, label %528 [
    i64 1, label %7238
    i64 2, label %7231
    i64 3, label %7224
    i64 0, label %7241
  ]

7224:                                             ; preds = %7222
  %7225 = bitcast <16 x float> %7223 to <8 x i64>
  %7226 = and <8 x i64> %7225, %2551
  %7227 = fcmp oeq <16 x float> %7223, %43
  %7228 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7223, i32 4)
  %7229 = bitcast <8 x i64> %7226 to <16 x float>
  %7230 = select <16 x i1> %7227, <16 x float> %7229, <16 x float> %7228
  br label %7241

7231:                                             ; preds = %7222
  %7232 = bitcast <16 x float> %7223 to <8 x i64>
  %7233 = or <8 x i64> %7232, %2552
  %7234 = fcmp oeq <16 x float> %7223, %46
  %7235 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7223, i32 4)
  %7236 = bitcast <8 x i64> %7233 to <16 x float>
  %7237 = select <16 x i1> %7234, <16 x float> %7236, <16 x float> %7235
  br label %7241

7238:                                             ; preds = %7222
  %7239 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7184, <16 x i1> %7185, <16 x float> zeroinitializer)
  %7240 = fadd <16 x float> %7223, %7239
  br label %7241

7241:                                             ; preds = %7224, %7231, %7238, %7222, %7203, %7180
  %7242 = phi <16 x float> [ %7223, %7222 ], [ %7181, %7180 ], [ %7204, %7203 ], [ %7240, %7238 ], [ %7237, %7231 ], [ %7230, %7224 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7242, ptr align 1 %7182, <16 x i1> %7185)
  %7243 = shl i64 %4729, 4
  %7244 = or disjoint i64 %7243, 16
  %7245 = sub nsw i64 %9, %7244
  %7246 = icmp sgt i64 %7245, 15
  %7247 = trunc i64 %7245 to i32
  %7248 = shl nsw i32 -1, %7247
  %7249 = trunc i32 %7248 to i16
  %7250 = xor i16 %7249, -1
  %7251 = select i1 %7246, i16 -1, i16 %7250
  %7252 = load <16 x float>, ptr %2605, align 64
  br i1 %2894, label %7258, label %7253

7253:                                             ; preds = %7241
  %7254 = load float, ptr %2873, align 4
  %7255 = insertelement <16 x float> poison, float %7254, i64 0
  %7256 = shufflevector <16 x float> %7255, <16 x float> poison, <16 x i32> zeroinitializer
  %7257 = fadd <16 x float> %7252, %7256
  br label %7258

7258:                                             ; preds = %7253, %7241
  %7259 = phi <16 x float> [ %7257, %7253 ], [ %7252, %7241 ]
  %7260 = getelementptr inbounds nuw float, ptr %2880, i64 %7244
  %7261 = getelementptr inbounds nuw float, ptr %2885, i64 %7244
  %7262 = select i1 %2895, ptr null, ptr %7261
  %7263 = bitcast i16 %7251 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7278
    i64 2, label %7271
    i64 3, label %7264
    i64 0, label %7319
  ]

7264:                                             ; preds = %7258
  %7265 = bitcast <16 x float> %7259 to <8 x i64>
  %7266 = and <8 x i64> %7265, %2551
  %7267 = fcmp oeq <16 x float> %7259, %43
  %7268 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7259, i32 4)
  %7269 = bitcast <8 x i64> %7266 to <16 x float>
  %7270 = select <16 x i1> %7267, <16 x float> %7269, <16 x float> %7268
  br label %7281

7271:                                             ; preds = %7258
  %7272 = bitcast <16 x float> %7259 to <8 x i64>
  %7273 = or <8 x i64> %7272, %2552
  %7274 = fcmp oeq <16 x float> %7259, %46
  %7275 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7259, i32 4)
  %7276 = bitcast <8 x i64> %7273 to <16 x float>
  %7277 = select <16 x i1> %7274, <16 x float> %7276, <16 x float> %7275
  br label %7281

7278:                                             ; preds = %7258
  %7279 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7262, <16 x i1> %7263, <16 x float> zeroinitializer)
  %7280 = fadd <16 x float> %7259, %7279
  br label %7281

7281:                                             ; preds = %7278, %7271, %7264
  %7282 = phi <16 x float> [ %7280, %7278 ], [ %7277, %7271 ], [ %7270, %7264 ]
  switch i64 %2607, label %528 [
    i64 1, label %7297
    i64 2, label %7290
    i64 3, label %7283
    i64 0, label %7319
  ]

7283:                                             ; preds = %7281
  %7284 = bitcast <16 x float> %7282 to <8 x i64>
  %7285 = and <8 x i64> %7284, %2551
  %7286 = fcmp oeq <16 x float> %7282, %43
  %7287 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7282, i32 4)
  %7288 = bitcast <8 x i64> %7285 to <16 x float>
  %7289 = select <16 x i1> %7286, <16 x float> %7288, <16 x float> %7287
  br label %7300

7290:                                             ; preds = %7281
  %7291 = bitcast <16 x float> %7282 to <8 x i64>
  %7292 = or <8 x i64> %7291, %2552
  %7293 = fcmp oeq <16 x float> %7282, %46
  %7294 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7282, i32 4)
  %7295 = bitcast <8 x i64> %7292 to <16 x float>
  %7296 = select <16 x i1> %7293, <16 x float> %7295, <16 x float> %7294
  br label %7300

7297:                                             ; preds = %7281
  %7298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7262, <16 x i1> %7263, <16 x float> zeroinitializer)
  %7299 = fadd <16 x float> %7282, %7298
  br label %7300

7300:                                             ; preds = %7297, %7290, %7283
  %7301 = phi <16 x float> [ %7299, %7297 ], [ %7296, %7290 ], [ %7289, %7283 ]
  switch i64 %2609, label %528 [
    i64 1, label %7316
    i64 2, label %7309
    i64 3, label %7302
    i64 0, label %7319
  ]

7302:                                             ; preds = %7300
  %7303 = bitcast <16 x float> %7301 to <8 x i64>
  %7304 = and <8 x i64> %7303, %2551
  %7305 = fcmp oeq <16 x float> %7301, %43
  %7306 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7301, i32 4)
  %7307 = bitcast <8 x i64> %7304 to <16 x float>
  %7308 = select <16 x i1> %7305, <16 x float> %7307, <16 x float> %7306
  br label %7319

7309:                                             ; preds = %7300
  %7310 = bitcast <16 x float> %7301 to <8 x i64>
  %7311 = or <8 x i64> %7310, %2552
  %7312 = fcmp oeq <16 x float> %7301, %46
  %7313 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7301, i32 4)
  %7314 = bitcast <8 x i64> %7311 to <16 x float>
  %7315 = select <16 x i1> %7312, <16 x float> %7314, <16 x float> %7313
  br label %7319

7316:                                             ; preds = %7300
  %7317 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7262, <16 x i1> %7263, <16 x float> zeroinitializer)
  %7318 = fadd <16 x float> %7301, %7317
  br label %7319

7319:                                             ; preds = %7302, %7309, %7316, %7300, %7281, %7258
  %7320 = phi <16 x float> [ %7301, %7300 ], [ %7259, %7258 ], [ %7282, %7281 ], [ %7318, %7316 ], [ %7315, %7309 ], [ %7308, %7302 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7320, ptr nonnull align 1 %7260, <16 x i1> %7263)
  %7321 = shl i64 %4729, 4
  %7322 = or disjoint i64 %7321, 32
  %7323 = sub nsw i64 %9, %7322
  %7324 = icmp sgt i64 %7323, 15
  %7325 = trunc i64 %7323 to i32
  %7326 = shl nsw i32 -1, %7325
  %7327 = trunc i32 %7326 to i16
  %7328 = xor i16 %7327, -1
  %7329 = select i1 %7324, i16 -1, i16 %7328
  %7330 = load <16 x float>, ptr %2610, align 64
  br i1 %2894, label %7336, label %7331

7331:                                             ; preds = %7319
  %7332 = load float, ptr %2873, align 4
  %7333 = insertelement <16 x float> poison, float %7332, i64 0
  %7334 = shufflevector <16 x float> %7333, <16 x float> poison, <16 x i32> zeroinitializer
  %7335 = fadd <16 x float> %7330, %7334
  br label %7336

7336:                                             ; preds = %7331, %7319
  %7337 = phi <16 x float> [ %7335, %7331 ], [ %7330, %7319 ]
  %7338 = getelementptr inbounds nuw float, ptr %2880, i64 %7322
  %7339 = getelementptr inbounds nuw float, ptr %2885, i64 %7322
  %7340 = select i1 %2895, ptr null, ptr %7339
  %7341 = bitcast i16 %7329 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7356
    i64 2, label %7349
    i64 3, label %7342
    i64 0, label %7397
  ]

7342:                                             ; preds = %7336
  %7343 = bitcast <16 x float> %7337 to <8 x i64>
  %7344 = and <8 x i64> %7343, %2551
  %7345 = fcmp oeq <16 x float> %7337, %43
  %7346 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7337, i32 4)
  %7347 = bitcast <8 x i64> %7344 to <16 x float>
  %7348 = select <16 x i1> %7345, <16 x float> %7347, <16 x float> %7346
  br label %7359

7349:                                             ; preds = %7336
  %7350 = bitcast <16 x float> %7337 to <8 x i64>
  %7351 = or <8 x i64> %7350, %2552
  %7352 = fcmp oeq <16 x float> %7337, %46
  %7353 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7337, i32 4)
  %7354 = bitcast <8 x i64> %7351 to <16 x float>
  %7355 = select <16 x i1> %7352, <16 x float> %7354, <16 x float> %7353
  br label %7359

7356:                                             ; preds = %7336
  %7357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7340, <16 x i1> %7341, <16 x float> zeroinitializer)
  %7358 = fadd <16 x float> %7337, %7357
  br label %7359

7359:                                             ; preds = %7356, %7349, %7342
  %7360 = phi <16 x float> [ %7358, %7356 ], [ %7355, %7349 ], [ %7348, %7342 ]
  switch i64 %2612, label %528 [
    i64 1, label %7375
    i64 2, label %7368
    i64 3, label %7361
    i64 0, label %7397
  ]

7361:                                             ; preds = %7359
  %7362 = bitcast <16 x float> %7360 to <8 x i64>
  %7363 = and <8 x i64> %7362, %2551
  %7364 = fcmp oeq <16 x float> %7360, %43
  %7365 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7360, i32 4)
  %7366 = bitcast <8 x i64> %7363 to <16 x float>
  %7367 = select <16 x i1> %7364, <16 x float> %7366, <16 x float> %7365
  br label %7378

7368:                                             ; preds = %7359
  %7369 = bitcast <16 x float> %7360 to <8 x i64>
  %7370 = or <8 x i64> %7369, %2552
  %7371 = fcmp oeq <16 x float> %7360, %46
  %7372 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7360, i32 4)
  %7373 = bitcast <8 x i64> %7370 to <16 x float>
  %7374 = select <16 x i1> %7371, <16 x float> %7373, <16 x float> %7372
  br label %7378

7375:                                             ; preds = %7359
  %7376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7340, <16 x i1> %7341, <16 x float> zeroinitializer)
  %7377 = fadd <16 x float> %7360, %7376
  br label %7378

7378:                                             ; preds = %7375, %7368, %7361
  %7379 = phi <16 x float> [ %7377, %7375 ], [ %7374, %7368 ], [ %7367, %7361 ]
  switch i64 %2614, label %528 [
    i64 1, label %7394
    i64 2, label %7387
    i64 3, label %7380
    i64 0, label %7397
  ]

7380:                                             ; preds = %7378
  %7381 = bitcast <16 x float> %7379 to <8 x i64>
  %7382 = and <8 x i64> %7381, %2551
  %7383 = fcmp oeq <16 x float> %7379, %43
  %7384 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7379, i32 4)
  %7385 = bitcast <8 x i64> %7382 to <16 x float>
  %7386 = select <16 x i1> %7383, <16 x float> %7385, <16 x float> %7384
  br label %7397

7387:                                             ; preds = %7378
  %7388 = bitcast <16 x float> %7379 to <8 x i64>
  %7389 = or <8 x i64> %7388, %2552
  %7390 = fcmp oeq <16 x float> %7379, %46
  %7391 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7379, i32 4)
  %7392 = bitcast <8 x i64> %7389 to <16 x float>
  %7393 = select <16 x i1> %7390, <16 x float> %7392, <16 x float> %7391
  br label %7397

7394:                                             ; preds = %7378
  %7395 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7340, <16 x i1> %7341, <16 x float> zeroinitializer)
  %7396 = fadd <16 x float> %7379, %7395
  br label %7397

7397:                                             ; preds = %7380, %7387, %7394, %7378, %7359, %7336
  %7398 = phi <16 x float> [ %7379, %7378 ], [ %7337, %7336 ], [ %7360, %7359 ], [ %7396, %7394 ], [ %7393, %7387 ], [ %7386, %7380 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7398, ptr nonnull align 1 %7338, <16 x i1> %7341)
  %7399 = shl i64 %4729, 4
  %7400 = or disjoint i64 %7399, 48
  %7401 = sub nsw i64 %9, %7400
  %7402 = icmp sgt i64 %7401, 15
  %7403 = trunc i64 %7401 to i32
  %7404 = shl nsw i32 -1, %7403
  %7405 = trunc i32 %7404 to i16
  %7406 = xor i16 %7405, -1
  %7407 = select i1 %7402, i16 -1, i16 %7406
  %7408 = load <16 x float>, ptr %2615, align 64
  br i1 %2894, label %7414, label %7409

7409:                                             ; preds = %7397
  %7410 = load float, ptr %2873, align 4
  %7411 = insertelement <16 x float> poison, float %7410, i64 0
  %7412 = shufflevector <16 x float> %7411, <16 x float> poison, <16 x i32> zeroinitializer
  %7413 = fadd <16 x float> %7408, %7412
  br label %7414

7414:                                             ; preds = %7409, %7397
  %7415 = phi <16 x float> [ %7413, %7409 ], [ %7408, %7397 ]
  %7416 = getelementptr inbounds nuw float, ptr %2880, i64 %7400
  %7417 = getelementptr inbounds nuw float, ptr %2885, i64 %7400
  %7418 = select i1 %2895, ptr null, ptr %7417
  %7419 = bitcast i16 %7407 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7434
    i64 2, label %7427
    i64 3, label %7420
    i64 0, label %7475
  ]

7420:                                             ; preds = %7414
  %7421 = bitcast <16 x float> %7415 to <8 x i64>
  %7422 = and <8 x i64> %7421, %2551
  %7423 = fcmp oeq <16 x float> %7415, %43
  %7424 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7415, i32 4)
  %7425 = bitcast <8 x i64> %7422 to <16 x float>
  %7426 = select <16 x i1> %7423, <16 x float> %7425, <16 x float> %7424
  br label %7437

7427:                                             ; preds = %7414
  %7428 = bitcast <16 x float> %7415 to <8 x i64>
  %7429 = or <8 x i64> %7428, %2552
  %7430 = fcmp oeq <16 x float> %7415, %46
  %7431 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7415, i32 4)
  %7432 = bitcast <8 x i64> %7429 to <16 x float>
  %7433 = select <16 x i1> %7430, <16 x float> %7432, <16 x float> %7431
  br label %7437

7434:                                             ; preds = %7414
  %7435 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7418, <16 x i1> %7419, <16 x float> zeroinitializer)
  %7436 = fadd <16 x float> %7415, %7435
  br label %7437

7437:                                             ; preds = %7434, %7427, %7420
  %7438 = phi <16 x float> [ %7436, %7434 ], [ %7433, %7427 ], [ %7426, %7420 ]
  switch i64 %2617, label %528 [
    i64 1, label %7453
    i64 2, label %7446
    i64 3, label %7439
    i64 0, label %7475
  ]

7439:                                             ; preds = %7437
  %7440 = bitcast <16 x float> %7438 to <8 x i64>
  %7441 = and <8 x i64> %7440, %2551
  %7442 = fcmp oeq <16 x float> %7438, %43
  %7443 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7438, i32 4)
  %7444 = bitcast <8 x i64> %7441 to <16 x float>
  %7445 = select <16 x i1> %7442, <16 x float> %7444, <16 x float> %7443
  br label %7456

7446:                                             ; preds = %7437
  %7447 = bitcast <16 x float> %7438 to <8 x i64>
  %7448 = or <8 x i64> %7447, %2552
  %7449 = fcmp oeq <16 x float> %7438, %46
  %7450 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7438, i32 4)
  %7451 = bitcast <8 x i64> %7448 to <16 x float>
  %7452 = select <16 x i1> %7449, <16 x float> %7451, <16 x float> %7450
  br label %7456

7453:                                             ; preds = %7437
  %7454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7418, <16 x i1> %7419, <16 x float> zeroinitializer)
  %7455 = fadd <16 x float> %7438, %7454
  br label %7456

7456:                                             ; preds = %7453, %7446, %7439
  %7457 = phi <16 x float> [ %7455, %7453 ], [ %7452, %7446 ], [ %7445, %7439 ]
  switch i64 %2619, label %528 [
    i64 1, label %7472
    i64 2, label %7465
    i64 3, label %7458
    i64 0, label %7475
  ]

7458:                                             ; preds = %7456
  %7459 = bitcast <16 x float> %7457 to <8 x i64>
  %7460 = and <8 x i64> %7459, %2551
  %7461 = fcmp oeq <16 x float> %7457, %43
  %7462 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7457, i32 4)
  %7463 = bitcast <8 x i64> %7460 to <16 x float>
  %7464 = select <16 x i1> %7461, <16 x float> %7463, <16 x float> %7462
  br label %7475

7465:                                             ; preds = %7456
  %7466 = bitcast <16 x float> %7457 to <8 x i64>
  %7467 = or <8 x i64> %7466, %2552
  %7468 = fcmp oeq <16 x float> %7457, %46
  %7469 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7457, i32 4)
  %7470 = bitcast <8 x i64> %7467 to <16 x float>
  %7471 = select <16 x i1> %7468, <16 x float> %7470, <16 x float> %7469
  br label %7475

7472:                                             ; preds = %7456
  %7473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7418, <16 x i1> %7419, <16 x float> zeroinitializer)
  %7474 = fadd <16 x float> %7457, %7473
  br label %7475

7475:                                             ; preds = %7458, %7465, %7472, %7456, %7437, %7414
  %7476 = phi <16 x float> [ %7457, %7456 ], [ %7415, %7414 ], [ %7438, %7437 ], [ %7474, %7472 ], [ %7471, %7465 ], [ %7464, %7458 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7476, ptr nonnull align 1 %7416, <16 x i1> %7419)
  %7477 = shl i64 %4729, 4
  %7478 = or disjoint i64 %7477, 64
  %7479 = sub nsw i64 %9, %7478
  %7480 = icmp sgt i64 %7479, 15
  %7481 = trunc i64 %7479 to i32
  %7482 = shl nsw i32 -1, %7481
  %7483 = trunc i32 %7482 to i16
  %7484 = xor i16 %7483, -1
  %7485 = select i1 %7480, i16 -1, i16 %7484
  %7486 = load <16 x float>, ptr %2620, align 64
  br i1 %2894, label %7492, label %7487

7487:                                             ; preds = %7475
  %7488 = load float, ptr %2873, align 4
  %7489 = insertelement <16 x float> poison, float %7488, i64 0
  %7490 = shufflevector <16 x float> %7489, <16 x float> poison, <16 x i32> zeroinitializer
  %7491 = fadd <16 x float> %7486, %7490
  br label %7492

7492:                                             ; preds = %7487, %7475
  %7493 = phi <16 x float> [ %7491, %7487 ], [ %7486, %7475 ]
  %7494 = getelementptr inbounds nuw float, ptr %2880, i64 %7478
  %7495 = getelementptr inbounds nuw float, ptr %2885, i64 %7478
  %7496 = select i1 %2895, ptr null, ptr %7495
  %7497 = bitcast i16 %7485 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7512
    i64 2, label %7505
    i64 3, label %7498
    i64 0, label %7553
  ]

7498:                                             ; preds = %7492
  %7499 = bitcast <16 x float> %7493 to <8 x i64>
  %7500 = and <8 x i64> %7499, %2551
  %7501 = fcmp oeq <16 x float> %7493, %43
  %7502 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7493, i32 4)
  %7503 = bitcast <8 x i64> %7500 to <16 x float>
  %7504 = select <16 x i1> %7501, <16 x float> %7503, <16 x float> %7502
  br label %7515

7505:                                             ; preds = %7492
  %7506 = bitcast <16 x float> %7493 to <8 x i64>
  %7507 = or <8 x i64> %7506, %2552
  %7508 = fcmp oeq <16 x float> %7493, %46
  %7509 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7493, i32 4)
  %7510 = bitcast <8 x i64> %7507 to <16 x float>
  %7511 = select <16 x i1> %7508, <16 x float> %7510, <16 x float> %7509
  br label %7515

7512:                                             ; preds = %7492
  %7513 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7496, <16 x i1> %7497, <16 x float> zeroinitializer)
  %7514 = fadd <16 x float> %7493, %7513
  br label %7515

7515:                                             ; preds = %7512, %7505, %7498
  %7516 = phi <16 x float> [ %7514, %7512 ], [ %7511, %7505 ], [ %7504, %7498 ]
  switch i64 %2622, label %528 [
    i64 1, label %7531
    i64 2, label %7524
    i64 3, label %7517
    i64 0, label %7553
  ]

7517:                                             ; preds = %7515
  %7518 = bitcast <16 x float> %7516 to <8 x i64>
  %7519 = and <8 x i64> %7518, %2551
  %7520 = fcmp oeq <16 x float> %7516, %43
  %7521 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7516, i32 4)
  %7522 = bitcast <8 x i64> %7519 to <16 x float>
  %7523 = select <16 x i1> %7520, <16 x float> %7522, <16 x float> %7521
  br label %7534

7524:                                             ; preds = %7515
  %7525 = bitcast <16 x float> %7516 to <8 x i64>
  %7526 = or <8 x i64> %7525, %2552
  %7527 = fcmp oeq <16 x float> %7516, %46
  %7528 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7516, i32 4)
  %7529 = bitcast <8 x i64> %7526 to <16 x float>
  %7530 = select <16 x i1> %7527, <16 x float> %7529, <16 x float> %7528
  br label %7534

7531:                                             ; preds = %7515
  %7532 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7496, <16 x i1> %7497, <16 x float> zeroinitializer)
  %7533 = fadd <16 x float> %7516, %7532
  br label %7534

7534:                                             ; preds = %7531, %7524, %7517
  %7535 = phi <16 x float> [ %7533, %7531 ], [ %7530, %7524 ], [ %7523, %7517 ]
  switch i64 %2624, label %528 [
    i64 1, label %7550
    i64 2, label %7543
    i64 3, label %7536
    i64 0, label %7553
  ]

7536:                                             ; preds = %7534
  %7537 = bitcast <16 x float> %7535 to <8 x i64>
  %7538 = and <8 x i64> %7537, %2551
  %7539 = fcmp oeq <16 x float> %7535, %43
  %7540 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7535, i32 4)
  %7541 = bitcast <8 x i64> %7538 to <16 x float>
  %7542 = select <16 x i1> %7539, <16 x float> %7541, <16 x float> %7540
  br label %7553

7543:                                             ; preds = %7534
  %7544 = bitcast <16 x float> %7535 to <8 x i64>
  %7545 = or <8 x i64> %7544, %2552
  %7546 = fcmp oeq <16 x float> %7535, %46
  %7547 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7535, i32 4)
  %7548 = bitcast <8 x i64> %7545 to <16 x float>
  %7549 = select <16 x i1> %7546, <16 x float> %7548, <16 x float> %7547
  br label %7553

7550:                                             ; preds = %7534
  %7551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7496, <16 x i1> %7497, <16 x float> zeroinitializer)
  %7552 = fadd <16 x float> %7535, %7551
  br label %7553

7553:                                             ; preds = %7536, %7543, %7550, %7534, %7515, %7492
  %7554 = phi <16 x float> [ %7535, %7534 ], [ %7493, %7492 ], [ %7516, %7515 ], [ %7552, %7550 ], [ %7549, %7543 ], [ %7542, %7536 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7554, ptr nonnull align 1 %7494, <16 x i1> %7497)
  %7555 = shl i64 %4729, 4
  %7556 = or disjoint i64 %7555, 80
  %7557 = sub nsw i64 %9, %7556
  %7558 = icmp sgt i64 %7557, 15
  %7559 = trunc i64 %7557 to i32
  %7560 = shl nsw i32 -1, %7559
  %7561 = trunc i32 %7560 to i16
  %7562 = xor i16 %7561, -1
  %7563 = select i1 %7558, i16 -1, i16 %7562
  %7564 = load <16 x float>, ptr %2625, align 64
  br i1 %2894, label %7570, label %7565

7565:                                             ; preds = %7553
  %7566 = load float, ptr %2873, align 4
  %7567 = insertelement <16 x float> poison, float %7566, i64 0
  %7568 = shufflevector <16 x float> %7567, <16 x float> poison, <16 x i32> zeroinitializer
  %7569 = fadd <16 x float> %7564, %7568
  br label %7570

7570:                                             ; preds = %7565, %7553
  %7571 = phi <16 x float> [ %7569, %7565 ], [ %7564, %7553 ]
  %7572 = getelementptr inbounds nuw float, ptr %2880, i64 %7556
  %7573 = getelementptr inbounds nuw float, ptr %2885, i64 %7556
  %7574 = select i1 %2895, ptr null, ptr %7573
  %7575 = bitcast i16 %7563 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7590
    i64 2, label %7583
    i64 3, label %7576
    i64 0, label %7631
  ]

7576:                                             ; preds = %7570
  %7577 = bitcast <16 x float> %7571 to <8 x i64>
  %7578 = and <8 x i64> %7577, %2551
  %7579 = fcmp oeq <16 x float> %7571, %43
  %7580 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7571, i32 4)
  %7581 = bitcast <8 x i64> %7578 to <16 x float>
  %7582 = select <16 x i1> %7579, <16 x float> %7581, <16 x float> %7580
  br label %7593

7583:                                             ; preds = %7570
  %7584 = bitcast <16 x float> %7571 to <8 x i64>
  %7585 = or <8 x i64> %7584, %2552
  %7586 = fcmp oeq <16 x float> %7571, %46
  %7587 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7571, i32 4)
  %7588 = bitcast <8 x i64> %7585 to <16 x float>
  %7589 = select <16 x i1> %7586, <16 x float> %7588, <16 x float> %7587
  br label %7593

7590:                                             ; preds = %7570
  %7591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7574, <16 x i1> %7575, <16 x float> zeroinitializer)
  %7592 = fadd <16 x float> %7571, %7591
  br label %7593

7593:                                             ; preds = %7590, %7583, %7576
  %7594 = phi <16 x float> [ %7592, %7590 ], [ %7589, %7583 ], [ %7582, %7576 ]
  switch i64 %2627, label %528 [
    i64 1, label %7609
    i64 2, label %7602
    i64 3, label %7595
    i64 0, label %7631
  ]

7595:                                             ; preds = %7593
  %7596 = bitcast <16 x float> %7594 to <8 x i64>
  %7597 = and <8 x i64> %7596, %2551
  %7598 = fcmp oeq <16 x float> %7594, %43
  %7599 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7594, i32 4)
  %7600 = bitcast <8 x i64> %7597 to <16 x float>
  %7601 = select <16 x i1> %7598, <16 x float> %7600, <16 x float> %7599
  br label %7612

7602:                                             ; preds = %7593
  %7603 = bitcast <16 x float> %7594 to <8 x i64>
  %7604 = or <8 x i64> %7603, %2552
  %7605 = fcmp oeq <16 x float> %7594, %46
  %7606 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7594, i32 4)
  %7607 = bitcast <8 x i64> %7604 to <16 x float>
  %7608 = select <16 x i1> %7605, <16 x float> %7607, <16 x float> %7606
  br label %7612

7609:                                             ; preds = %7593
  %7610 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7574, <16 x i1> %7575, <16 x float> zeroinitializer)
  %7611 = fadd <16 x float> %7594, %7610
  br label %7612

7612:                                             ; preds = %7609, %7602, %7595
  %7613 = phi <16 x float> [ %7611, %7609 ], [ %7608, %7602 ], [ %7601, %7595 ]
  switch i64 %2629, label %528 [
    i64 1, label %7628
    i64 2, label %7621
    i64 3, label %7614
    i64 0, label %7631
  ]

7614:                                             ; preds = %7612
  %7615 = bitcast <16 x float> %7613 to <8 x i64>
  %7616 = and <8 x i64> %7615, %2551
  %7617 = fcmp oeq <16 x float> %7613, %43
  %7618 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7613, i32 4)
  %7619 = bitcast <8 x i64> %7616 to <16 x float>
  %7620 = select <16 x i1> %7617, <16 x float> %7619, <16 x float> %7618
  br label %7631

7621:                                             ; preds = %7612
  %7622 = bitcast <16 x float> %7613 to <8 x i64>
  %7623 = or <8 x i64> %7622, %2552
  %7624 = fcmp oeq <16 x float> %7613, %46
  %7625 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7613, i32 4)
  %7626 = bitcast <8 x i64> %7623 to <16 x float>
  %7627 = select <16 x i1> %7624, <16 x float> %7626, <16 x float> %7625
  br label %7631

7628:                                             ; preds = %7612
  %7629 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7574, <16 x i1> %7575, <16 x float> zeroinitializer)
  %7630 = fadd <16 x float> %7613, %7629
  br label %7631

7631:                                             ; preds = %7614, %7621, %7628, %7612, %7593, %7570
  %7632 = phi <16 x float> [ %7613, %7612 ], [ %7571, %7570 ], [ %7594, %7593 ], [ %7630, %7628 ], [ %7627, %7621 ], [ %7620, %7614 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7632, ptr nonnull align 1 %7572, <16 x i1> %7575)
  %7633 = shl i64 %4729, 4
  %7634 = or disjoint i64 %7633, 96
  %7635 = sub nsw i64 %9, %7634
  %7636 = icmp sgt i64 %7635, 15
  %7637 = trunc i64 %7635 to i32
  %7638 = shl nsw i32 -1, %7637
  %7639 = trunc i32 %7638 to i16
  %7640 = xor i16 %7639, -1
  %7641 = select i1 %7636, i16 -1, i16 %7640
  %7642 = load <16 x float>, ptr %2630, align 64
  br i1 %2894, label %7648, label %7643

7643:                                             ; preds = %7631
  %7644 = load float, ptr %2873, align 4
  %7645 = insertelement <16 x float> poison, float %7644, i64 0
  %7646 = shufflevector <16 x float> %7645, <16 x float> poison, <16 x i32> zeroinitializer
  %7647 = fadd <16 x float> %7642, %7646
  br label %7648

7648:                                             ; preds = %7643, %7631
  %7649 = phi <16 x float> [ %7647, %7643 ], [ %7642, %7631 ]
  %7650 = getelementptr inbounds nuw float, ptr %2880, i64 %7634
  %7651 = getelementptr inbounds nuw float, ptr %2885, i64 %7634
  %7652 = select i1 %2895, ptr null, ptr %7651
  %7653 = bitcast i16 %7641 to <16 x i1>
  switch i64 %2600, label %528 [
    i64 1, label %7668
    i64 2, label %7661
    i64 3, label %7654
    i64 0, label %7709
  ]

7654:                                             ; preds = %7648
  %7655 = bitcast <16 x float> %7649 to <8 x i64>
  %7656 = and <8 x i64> %7655, %2551
  %7657 = fcmp oeq <16 x float> %7649, %43
  %7658 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7649, i32 4)
  %7659 = bitcast <8 x i64> %7656 to <16 x float>
  %7660 = select <16 x i1> %7657, <16 x float> %7659, <16 x float> %7658
  br label %7671

7661:                                             ; preds = %7648
  %7662 = bitcast <16 x float> %7649 to <8 x i64>
  %7663 = or <8 x i64> %7662, %2552
  %7664 = fcmp oeq <16 x float> %7649, %46
  %7665 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7649, i32 4)
  %7666 = bitcast <8 x i64> %7663 to <16 x float>
  %7667 = select <16 x i1> %7664, <16 x float> %7666, <16 x float> %7665
  br label %7671

7668:                                             ; preds = %7648
  %7669 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7652, <16 x i1> %7653, <16 x float> zeroinitializer)
  %7670 = fadd <16 x float> %7649, %7669
  br label %7671

7671:                                             ; preds = %7668, %7661, %7654
  %7672 = phi <16 x float> [ %7670, %7668 ], [ %7667, %7661 ], [ %7660, %7654 ]
  switch i64 %2632, label %528 [
    i64 1, label %7687
    i64 2, label %7680
    i64 3, label %7673
    i64 0, label %7709
  ]

7673:                                             ; preds = %7671
  %7674 = bitcast <16 x float> %7672 to <8 x i64>
  %7675 = and <8 x i64> %7674, %2551
  %7676 = fcmp oeq <16 x float> %7672, %43
  %7677 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7672, i32 4)
  %7678 = bitcast <8 x i64> %7675 to <16 x float>
  %7679 = select <16 x i1> %7676, <16 x float> %7678, <16 x float> %7677
  br label %7690

7680:                                             ; preds = %7671
  %7681 = bitcast <16 x float> %7672 to <8 x i64>
  %7682 = or <8 x i64> %7681, %2552
  %7683 = fcmp oeq <16 x float> %7672, %46
  %7684 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7672, i32 4)
  %7685 = bitcast <8 x i64> %7682 to <16 x float>
  %7686 = select <16 x i1> %7683, <16 x float> %7685, <16 x float> %7684
  br label %7690

7687:                                             ; preds = %7671
  %7688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7652, <16 x i1> %7653, <16 x float> zeroinitializer)
  %7689 = fadd <16 x float> %7672, %7688
  br label %7690

7690:                                             ; preds = %7687, %7680, %7673
  %7691 = phi <16 x float> [ %7689, %7687 ], [ %7686, %7680 ], [ %7679, %7673 ]
  switch i64 %2634, label %528 [
    i64 1, label %7706
    i64 2, label %7699
    i64 3, label %7692
    i64 0, label %7709
  ]

7692:                                             ; preds = %7690
  %7693 = bitcast <16 x float> %7691 to <8 x i64>
  %7694 = and <8 x i64> %7693, %2551
  %7695 = fcmp oeq <16 x float> %7691, %43
  %7696 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7691, i32 4)
  %7697 = bitcast <8 x i64> %7694 to <16 x float>
  %7698 = select <16 x i1> %7695, <16 x float> %7697, <16 x float> %7696
  br label %7709

7699:                                             ; preds = %7690
  %7700 = bitcast <16 x float> %7691 to <8 x i64>
  %7701 = or <8 x i64> %7700, %2552
  %7702 = fcmp oeq <16 x float> %7691, %46
  %7703 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7691, i32 4)
  %7704 = bitcast <8 x i64> %7701 to <16 x float>
  %7705 = select <16 x i1> %7702, <16 x float> %7704, <16 x float> %7703
  br label %7709

7706:                                             ; preds = %7690
  %7707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7652, <16 x i1> %7653, <16 x float> zeroinitializer)
  %7708 = fadd <16 x float> %7691, %7707
  br label %7709

7709:                                             ; preds = %7692, %7699, %7706, %7690, %7671, %7648
  %7710 = phi <16 x float> [ %7691, %7690 ], [ %7649, %7648 ], [ %7672, %7671 ], [ %7708, %7706 ], [ %7705, %7699 ], [ %7698, %7692 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7710, ptr nonnull align 1 %7650, <16 x i1> %7653)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %8404

7711:                                             ; preds = %4728
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %30, i8 0, i64 512, i1 false)
  br i1 %2548, label %7712, label %7780

7712:                                             ; preds = %7711, %7726
  %7713 = phi i64 [ %7727, %7726 ], [ 0, %7711 ]
  %7714 = mul nsw i64 %7713, %14
  %7715 = sub i64 %7714, %16
  %7716 = add i64 %7715, %2896
  %7717 = icmp slt i64 %7716, 0
  %7718 = icmp sge i64 %7716, %6
  %7719 = or i1 %7717, %7718
  %7720 = select i1 %7719, i64 0, i64 %7716
  %7721 = mul nsw i64 %7720, %7
  %7722 = getelementptr inbounds float, ptr %2870, i64 %7721
  br i1 %2549, label %7723, label %7726

7723:                                             ; preds = %7712
  %7724 = mul nuw nsw i64 %7713, %11
  %7725 = getelementptr inbounds nuw float, ptr %2872, i64 %7724
  br label %7729

7726:                                             ; preds = %7738, %7712
  %7727 = add nuw nsw i64 %7713, 1
  %7728 = icmp eq i64 %7727, %10
  br i1 %7728, label %7778, label %7712

7729:                                             ; preds = %7723, %7738
  %7730 = phi i64 [ 0, %7723 ], [ %7739, %7738 ]
  %7731 = getelementptr inbounds nuw float, ptr %7725, i64 %7730
  %7732 = load float, ptr %7731, align 4
  %7733 = insertelement <16 x float> poison, float %7732, i64 0
  %7734 = shufflevector <16 x float> %7733, <16 x float> poison, <16 x i32> zeroinitializer
  %7735 = mul nsw i64 %7730, %15
  %7736 = sub i64 %7735, %17
  %7737 = getelementptr i16, ptr %2535, i64 %7730
  br label %7741

7738:                                             ; preds = %7767
  %7739 = add nuw nsw i64 %7730, 1
  %7740 = icmp eq i64 %7739, %11
  br i1 %7740, label %7726, label %7729

7741:                                             ; preds = %7729, %7767
  %7742 = phi i64 [ 0, %7729 ], [ %7776, %7767 ]
  %7743 = or disjoint i64 %4729, %7742
  %7744 = shl nsw i64 %7743, 4
  %7745 = add i64 %7736, %7744
  br i1 %2550, label %7750, label %7746

7746:                                             ; preds = %7741
  %7747 = mul nuw nsw i64 %7743, %11
  %7748 = getelementptr i16, ptr %7737, i64 %7747
  %7749 = load i16, ptr %7748, align 2
  br label %7767

7750:                                             ; preds = %7741
  %7751 = sub nsw i64 %9, %7744
  %7752 = icmp slt i64 %7745, 0
  %7753 = sub nsw i64 0, %7745
  %7754 = select i1 %7752, i64 %7753, i64 0
  %7755 = sub nsw i64 %7, %7745
  %7756 = call i64 @llvm.smin.i64(i64 %7755, i64 %7751)
  %7757 = call i64 @llvm.smin.i64(i64 %7756, i64 16)
  %7758 = icmp sgt i64 %7757, %7754
  %7759 = trunc i64 %7757 to i32
  %7760 = shl nsw i32 -1, %7759
  %7761 = xor i32 %7760, -1
  %7762 = trunc i64 %7754 to i32
  %7763 = shl nsw i32 -1, %7762
  %7764 = and i32 %7763, %7761
  %7765 = trunc i32 %7764 to i16
  %7766 = select i1 %7758, i16 %7765, i16 0
  br label %7767

7767:                                             ; preds = %7750, %7746
  %7768 = phi i16 [ %7749, %7746 ], [ %7766, %7750 ]
  %7769 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %7742
  %7770 = select i1 %7719, i16 0, i16 %7768
  %7771 = getelementptr inbounds float, ptr %7722, i64 %7745
  %7772 = bitcast i16 %7770 to <16 x i1>
  %7773 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7771, <16 x i1> %7772, <16 x float> zeroinitializer)
  %7774 = load <16 x float>, ptr %7769, align 64
  %7775 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7773, <16 x float> %7734, <16 x float> %7774)
  store <16 x float> %7775, ptr %7769, align 64
  %7776 = add nuw nsw i64 %7742, 1
  %7777 = icmp eq i64 %7776, 8
  br i1 %7777, label %7738, label %7741

7778:                                             ; preds = %7726
  %7779 = load <16 x float>, ptr %30, align 64
  br label %7780

7780:                                             ; preds = %7778, %7711
  %7781 = phi <16 x float> [ %7779, %7778 ], [ zeroinitializer, %7711 ]
  %7782 = shl nsw i64 %4729, 4
  %7783 = sub nsw i64 %9, %7782
  %7784 = icmp sgt i64 %7783, 15
  %7785 = trunc i64 %7783 to i32
  %7786 = shl nsw i32 -1, %7785
  %7787 = trunc i32 %7786 to i16
  %7788 = xor i16 %7787, -1
  %7789 = select i1 %7784, i16 -1, i16 %7788
  br i1 %2894, label %7795, label %7790

7790:                                             ; preds = %7780
  %7791 = load float, ptr %2873, align 4
  %7792 = insertelement <16 x float> poison, float %7791, i64 0
  %7793 = shufflevector <16 x float> %7792, <16 x float> poison, <16 x i32> zeroinitializer
  %7794 = fadd <16 x float> %7781, %7793
  br label %7795

7795:                                             ; preds = %7790, %7780
  %7796 = phi <16 x float> [ %7794, %7790 ], [ %7781, %7780 ]
  %7797 = getelementptr inbounds nuw float, ptr %2880, i64 %7782
  %7798 = getelementptr inbounds nuw float, ptr %2885, i64 %7782
  %7799 = select i1 %2895, ptr null, ptr %7798
  %7800 = bitcast i16 %7789 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %7801
    i64 2, label %7804
    i64 3, label %7811
    i64 0, label %7856
  ]

7801:                                             ; preds = %7795
  %7802 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7799, <16 x i1> %7800, <16 x float> zeroinitializer)
  %7803 = fadd <16 x float> %7796, %7802
  br label %7818

7804:                                             ; preds = %7795
  %7805 = bitcast <16 x float> %7796 to <8 x i64>
  %7806 = or <8 x i64> %7805, %2552
  %7807 = fcmp oeq <16 x float> %7796, %46
  %7808 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7796, i32 4)
  %7809 = bitcast <8 x i64> %7806 to <16 x float>
  %7810 = select <16 x i1> %7807, <16 x float> %7809, <16 x float> %7808
  br label %7818

7811:                                             ; preds = %7795
  %7812 = bitcast <16 x float> %7796 to <8 x i64>
  %7813 = and <8 x i64> %7812, %2551
  %7814 = fcmp oeq <16 x float> %7796, %43
  %7815 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7796, i32 4)
  %7816 = bitcast <8 x i64> %7813 to <16 x float>
  %7817 = select <16 x i1> %7814, <16 x float> %7816, <16 x float> %7815
  br label %7818

7818:                                             ; preds = %7811, %7804, %7801
  %7819 = phi <16 x float> [ %7803, %7801 ], [ %7810, %7804 ], [ %7817, %7811 ]
  switch i64 %2562, label %528 [
    i64 1, label %7834
    i64 2, label %7827
    i64 3, label %7820
    i64 0, label %7856
  ]

7820:                                             ; preds = %7818
  %7821 = bitcast <16 x float> %7819 to <8 x i64>
  %7822 = and <8 x i64> %7821, %2551
  %7823 = fcmp oeq <16 x float> %7819, %43
  %7824 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7819, i32 4)
  %7825 = bitcast <8 x i64> %7822 to <16 x float>
  %7826 = select <16 x i1> %7823, <16 x float> %7825, <16 x float> %7824
  br label %7837

7827:                                             ; preds = %7818
  %7828 = bitcast <16 x float> %7819 to <8 x i64>
  %7829 = or <8 x i64> %7828, %2552
  %7830 = fcmp oeq <16 x float> %7819, %46
  %7831 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7819, i32 4)
  %7832 = bitcast <8 x i64> %7829 to <16 x float>
  %7833 = select <16 x i1> %7830, <16 x float> %7832, <16 x float> %7831
  br label %7837

7834:                                             ; preds = %7818
  %7835 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7799, <16 x i1> %7800, <16 x float> zeroinitializer)
  %7836 = fadd <16 x float> %7819, %7835
  br label %7837

7837:                                             ; preds = %7834, %7827, %7820
  %7838 = phi <16 x float> [ %7836, %7834 ], [ %7833, %7827 ], [ %7826, %7820 ]
  switch i64 %2564, label %528 [
    i64 1, label %7853
    i64 2, label %7846
    i64 3, label %7839
    i64 0, label %7856
  ]

7839:                                             ; preds = %7837
  %7840 = bitcast <16 x float> %7838 to <8 x i64>
  %7841 = and <8 x i64> %7840, %2551
  %7842 = fcmp oeq <16 x float> %7838, %43
  %7843 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7838, i32 4)
  %7844 = bitcast <8 x i64> %7841 to <16 x float>
  %7845 = select <16 x i1> %7842, <16 x float> %7844, <16 x float> %7843
  br label %7856

7846:                                             ; preds = %7837
  %7847 = bitcast <16 x float> %7838 to <8 x i64>
  %7848 = or <8 x i64> %7847, %2552
  %7849 = fcmp oeq <16 x float> %7838, %46
  %7850 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7838, i32 4)
  %7851 = bitcast <8 x i64> %7848 to <16 x float>
  %7852 = select <16 x i1> %7849, <16 x float> %7851, <16 x float> %7850
  br label %7856

7853:                                             ; preds = %7837
  %7854 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7799, <16 x i1> %7800, <16 x float> zeroinitializer)
  %7855 = fadd <16 x float> %7838, %7854
  br label %7856

7856:                                             ; preds = %7839, %7846, %7853, %7837, %7818, %7795
  %7857 = phi <16 x float> [ %7838, %7837 ], [ %7796, %7795 ], [ %7819, %7818 ], [ %7855, %7853 ], [ %7852, %7846 ], [ %7845, %7839 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7857, ptr align 1 %7797, <16 x i1> %7800)
  %7858 = shl i64 %4729, 4
  %7859 = or disjoint i64 %7858, 16
  %7860 = sub nsw i64 %9, %7859
  %7861 = icmp sgt i64 %7860, 15
  %7862 = trunc i64 %7860 to i32
  %7863 = shl nsw i32 -1, %7862
  %7864 = trunc i32 %7863 to i16
  %7865 = xor i16 %7864, -1
  %7866 = select i1 %7861, i16 -1, i16 %7865
  %7867 = load <16 x float>, ptr %2565, align 64
  br i1 %2894, label %7873, label %7868

7868:                                             ; preds = %7856
  %7869 = load float, ptr %2873, align 4
  %7870 = insertelement <16 x float> poison, float %7869, i64 0
  %7871 = shufflevector <16 x float> %7870, <16 x float> poison, <16 x i32> zeroinitializer
  %7872 = fadd <16 x float> %7867, %7871
  br label %7873

7873:                                             ; preds = %7868, %7856
  %7874 = phi <16 x float> [ %7872, %7868 ], [ %7867, %7856 ]
  %7875 = getelementptr inbounds nuw float, ptr %2880, i64 %7859
  %7876 = getelementptr inbounds nuw float, ptr %2885, i64 %7859
  %7877 = select i1 %2895, ptr null, ptr %7876
  %7878 = bitcast i16 %7866 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %7893
    i64 2, label %7886
    i64 3, label %7879
    i64 0, label %7934
  ]

7879:                                             ; preds = %7873
  %7880 = bitcast <16 x float> %7874 to <8 x i64>
  %7881 = and <8 x i64> %7880, %2551
  %7882 = fcmp oeq <16 x float> %7874, %43
  %7883 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7874, i32 4)
  %7884 = bitcast <8 x i64> %7881 to <16 x float>
  %7885 = select <16 x i1> %7882, <16 x float> %7884, <16 x float> %7883
  br label %7896

7886:                                             ; preds = %7873
  %7887 = bitcast <16 x float> %7874 to <8 x i64>
  %7888 = or <8 x i64> %7887, %2552
  %7889 = fcmp oeq <16 x float> %7874, %46
  %7890 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7874, i32 4)
  %7891 = bitcast <8 x i64> %7888 to <16 x float>
  %7892 = select <16 x i1> %7889, <16 x float> %7891, <16 x float> %7890
  br label %7896

7893:                                             ; preds = %7873
  %7894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7877, <16 x i1> %7878, <16 x float> zeroinitializer)
  %7895 = fadd <16 x float> %7874, %7894
  br label %7896

7896:                                             ; preds = %7893, %7886, %7879
  %7897 = phi <16 x float> [ %7895, %7893 ], [ %7892, %7886 ], [ %7885, %7879 ]
  switch i64 %2567, label %528 [
    i64 1, label %7912
    i64 2, label %7905
    i64 3, label %7898
    i64 0, label %7934
  ]

7898:                                             ; preds = %7896
  %7899 = bitcast <16 x float> %7897 to <8 x i64>
  %7900 = and <8 x i64> %7899, %2551
  %7901 = fcmp oeq <16 x float> %7897, %43
  %7902 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7897, i32 4)
  %7903 = bitcast <8 x i64> %7900 to <16 x float>
  %7904 = select <16 x i1> %7901, <16 x float> %7903, <16 x float> %7902
  br label %7915

7905:                                             ; preds = %7896
  %7906 = bitcast <16 x float> %7897 to <8 x i64>
  %7907 = or <8 x i64> %7906, %2552
  %7908 = fcmp oeq <16 x float> %7897, %46
  %7909 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7897, i32 4)
  %7910 = bitcast <8 x i64> %7907 to <16 x float>
  %7911 = select <16 x i1> %7908, <16 x float> %7910, <16 x float> %7909
  br label %7915

7912:                                             ; preds = %7896
  %7913 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7877, <16 x i1> %7878, <16 x float> zeroinitializer)
  %7914 = fadd <16 x float> %7897, %7913
  br label %7915

7915:                                             ; preds = %7912, %7905, %7898
  %7916 = phi <16 x float> [ %7914, %7912 ], [ %7911, %7905 ], [ %7904, %7898 ]
  switch i64 %2569, label %528 [
    i64 1, label %7931
    i64 2, label %7924
    i64 3, label %7917
    i64 0, label %7934
  ]

7917:                                             ; preds = %7915
  %7918 = bitcast <16 x float> %7916 to <8 x i64>
  %7919 = and <8 x i64> %7918, %2551
  %7920 = fcmp oeq <16 x float> %7916, %43
  %7921 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7916, i32 4)
  %7922 = bitcast <8 x i64> %7919 to <16 x float>
  %7923 = select <16 x i1> %7920, <16 x float> %7922, <16 x float> %7921
  br label %7934

7924:                                             ; preds = %7915
  %7925 = bitcast <16 x float> %7916 to <8 x i64>
  %7926 = or <8 x i64> %7925, %2552
  %7927 = fcmp oeq <16 x float> %7916, %46
  %7928 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7916, i32 4)
  %7929 = bitcast <8 x i64> %7926 to <16 x float>
  %7930 = select <16 x i1> %7927, <16 x float> %7929, <16 x float> %7928
  br label %7934

7931:                                             ; preds = %7915
  %7932 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7877, <16 x i1> %7878, <16 x float> zeroinitializer)
  %7933 = fadd <16 x float> %7916, %7932
  br label %7934

7934:                                             ; preds = %7917, %7924, %7931, %7915, %7896, %7873
  %7935 = phi <16 x float> [ %7916, %7915 ], [ %7874, %7873 ], [ %7897, %7896 ], [ %7933, %7931 ], [ %7930, %7924 ], [ %7923, %7917 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7935, ptr nonnull align 1 %7875, <16 x i1> %7878)
  %7936 = shl i64 %4729, 4
  %7937 = or disjoint i64 %7936, 32
  %7938 = sub nsw i64 %9, %7937
  %7939 = icmp sgt i64 %7938, 15
  %7940 = trunc i64 %7938 to i32
  %7941 = shl nsw i32 -1, %7940
  %7942 = trunc i32 %7941 to i16
  %7943 = xor i16 %7942, -1
  %7944 = select i1 %7939, i16 -1, i16 %7943
  %7945 = load <16 x float>, ptr %2570, align 64
  br i1 %2894, label %7951, label %7946

7946:                                             ; preds = %7934
  %7947 = load float, ptr %2873, align 4
  %7948 = insertelement <16 x float> poison, float %7947, i64 0
  %7949 = shufflevector <16 x float> %7948, <16 x float> poison, <16 x i32> zeroinitializer
  %7950 = fadd <16 x float> %7945, %7949
  br label %7951

7951:                                             ; preds = %7946, %7934
  %7952 = phi <16 x float> [ %7950, %7946 ], [ %7945, %7934 ]
  %7953 = getelementptr inbounds nuw float, ptr %2880, i64 %7937
  %7954 = getelementptr inbounds nuw float, ptr %2885, i64 %7937
  %7955 = select i1 %2895, ptr null, ptr %7954
  %7956 = bitcast i16 %7944 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %7971
    i64 2, label %7964
    i64 3, label %7957
    i64 0, label %8012
  ]

7957:                                             ; preds = %7951
  %7958 = bitcast <16 x float> %7952 to <8 x i64>
  %7959 = and <8 x i64> %7958, %2551
  %7960 = fcmp oeq <16 x float> %7952, %43
  %7961 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7952, i32 4)
  %7962 = bitcast <8 x i64> %7959 to <16 x float>
  %7963 = select <16 x i1> %7960, <16 x float> %7962, <16 x float> %7961
  br label %7974

7964:                                             ; preds = %7951
  %7965 = bitcast <16 x float> %7952 to <8 x i64>
  %7966 = or <8 x i64> %7965, %2552
  %7967 = fcmp oeq <16 x float> %7952, %46
  %7968 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7952, i32 4)
  %7969 = bitcast <8 x i64> %7966 to <16 x float>
  %7970 = select <16 x i1> %7967, <16 x float> %7969, <16 x float> %7968
  br label %7974

7971:                                             ; preds = %7951
  %7972 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7955, <16 x i1> %7956, <16 x float> zeroinitializer)
  %7973 = fadd <16 x float> %7952, %7972
  br label %7974

7974:                                             ; preds = %7971, %7964, %7957
  %7975 = phi <16 x float> [ %7973, %7971 ], [ %7970, %7964 ], [ %7963, %7957 ]
  switch i64 %2572, label %528 [
    i64 1, label %7990
    i64 2, label %7983
    i64 3, label %7976
    i64 0, label %8012
  ]

7976:                                             ; preds = %7974
  %7977 = bitcast <16 x float> %7975 to <8 x i64>
  %7978 = and <8 x i64> %7977, %2551
  %7979 = fcmp oeq <16 x float> %7975, %43
  %7980 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7975, i32 4)
  %7981 = bitcast <8 x i64> %7978 to <16 x float>
  %7982 = select <16 x i1> %7979, <16 x float> %7981, <16 x float> %7980
  br label %7993

7983:                                             ; preds = %7974
  %7984 = bitcast <16 x float> %7975 to <8 x i64>
  %7985 = or <8 x i64> %7984, %2552
  %7986 = fcmp oeq <16 x float> %7975, %46
  %7987 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7975, i32 4)
  %7988 = bitcast <8 x i64> %7985 to <16 x float>
  %7989 = select <16 x i1> %7986, <16 x float> %7988, <16 x float> %7987
  br label %7993

7990:                                             ; preds = %7974
  %7991 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7955, <16 x i1> %7956, <16 x float> zeroinitializer)
  %7992 = fadd <16 x float> %7975, %7991
  br label %7993

7993:                                             ; preds = %7990, %7983, %7976
  %7994 = phi <16 x float> [ %7992, %7990 ], [ %7989, %7983 ], [ %7982, %7976 ]
  switch i64 %2574, label %528 [
    i64 1, label %8009
    i64 2, label %8002
    i64 3, label %7995
    i64 0, label %8012
  ]

7995:                                             ; preds = %7993
  %7996 = bitcast <16 x float> %7994 to <8 x i64>
  %7997 = and <8 x i64> %7996, %2551
  %7998 = fcmp oeq <16 x float> %7994, %43
  %7999 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7994, i32 4)
  %8000 = bitcast <8 x i64> %7997 to <16 x float>
  %8001 = select <16 x i1> %7998, <16 x float> %8000, <16 x float> %7999
  br label %8012

8002:                                             ; preds = %7993
  %8003 = bitcast <16 x float> %7994 to <8 x i64>
  %8004 = or <8 x i64> %8003, %2552
  %8005 = fcmp oeq <16 x float> %7994, %46
  %8006 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7994, i32 4)
  %8007 = bitcast <8 x i64> %8004 to <16 x float>
  %8008 = select <16 x i1> %8005, <16 x float> %8007, <16 x float> %8006
  br label %8012

8009:                                             ; preds = %7993
  %8010 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7955, <16 x i1> %7956, <16 x float> zeroinitializer)
  %8011 = fadd <16 x float> %7994, %8010
  br label %8012

8012:                                             ; preds = %7995, %8002, %8009, %7993, %7974, %7951
  %8013 = phi <16 x float> [ %7994, %7993 ], [ %7952, %7951 ], [ %7975, %7974 ], [ %8011, %8009 ], [ %8008, %8002 ], [ %8001, %7995 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8013, ptr nonnull align 1 %7953, <16 x i1> %7956)
  %8014 = shl i64 %4729, 4
  %8015 = or disjoint i64 %8014, 48
  %8016 = sub nsw i64 %9, %8015
  %8017 = icmp sgt i64 %8016, 15
  %8018 = trunc i64 %8016 to i32
  %8019 = shl nsw i32 -1, %8018
  %8020 = trunc i32 %8019 to i16
  %8021 = xor i16 %8020, -1
  %8022 = select i1 %8017, i16 -1, i16 %8021
  %8023 = load <16 x float>, ptr %2575, align 64
  br i1 %2894, label %8029, label %8024

8024:                                             ; preds = %8012
  %8025 = load float, ptr %2873, align 4
  %8026 = insertelement <16 x float> poison, float %8025, i64 0
  %8027 = shufflevector <16 x float> %8026, <16 x float> poison, <16 x i32> zeroinitializer
  %8028 = fadd <16 x float> %8023, %8027
  br label %8029

8029:                                             ; preds = %8024, %8012
  %8030 = phi <16 x float> [ %8028, %8024 ], [ %8023, %8012 ]
  %8031 = getelementptr inbounds nuw float, ptr %2880, i64 %8015
  %8032 = getelementptr inbounds nuw float, ptr %2885, i64 %8015
  %8033 = select i1 %2895, ptr null, ptr %8032
  %8034 = bitcast i16 %8022 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %8049
    i64 2, label %8042
    i64 3, label %8035
    i64 0, label %8090
  ]

8035:                                             ; preds = %8029
  %8036 = bitcast <16 x float> %8030 to <8 x i64>
  %8037 = and <8 x i64> %8036, %2551
  %8038 = fcmp oeq <16 x float> %8030, %43
  %8039 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8030, i32 4)
  %8040 = bitcast <8 x i64> %8037 to <16 x float>
  %8041 = select <16 x i1> %8038, <16 x float> %8040, <16 x float> %8039
  br label %8052

8042:                                             ; preds = %8029
  %8043 = bitcast <16 x float> %8030 to <8 x i64>
  %8044 = or <8 x i64> %8043, %2552
  %8045 = fcmp oeq <16 x float> %8030, %46
  %8046 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8030, i32 4)
  %8047 = bitcast <8 x i64> %8044 to <16 x float>
  %8048 = select <16 x i1> %8045, <16 x float> %8047, <16 x float> %8046
  br label %8052

8049:                                             ; preds = %8029
  %8050 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8051 = fadd <16 x float> %8030, %8050
  br label %8052

8052:                                             ; preds = %8049, %8042, %8035
  %8053 = phi <16 x float> [ %8051, %8049 ], [ %8048, %8042 ], [ %8041, %8035 ]
  switch i64 %2577, label %528 [
    i64 1, label %8068
    i64 2, label %8061
    i64 3, label %8054
    i64 0, label %8090
  ]

8054:                                             ; preds = %8052
  %8055 = bitcast <16 x float> %8053 to <8 x i64>
  %8056 = and <8 x i64> %8055, %2551
  %8057 = fcmp oeq <16 x float> %8053, %43
  %8058 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8053, i32 4)
  %8059 = bitcast <8 x i64> %8056 to <16 x float>
  %8060 = select <16 x i1> %8057, <16 x float> %8059, <16 x float> %8058
  br label %8071

8061:                                             ; preds = %8052
  %8062 = bitcast <16 x float> %8053 to <8 x i64>
  %8063 = or <8 x i64> %8062, %2552
  %8064 = fcmp oeq <16 x float> %8053, %46
  %8065 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8053, i32 4)
  %8066 = bitcast <8 x i64> %8063 to <16 x float>
  %8067 = select <16 x i1> %8064, <16 x float> %8066, <16 x float> %8065
  br label %8071

8068:                                             ; preds = %8052
  %8069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8070 = fadd <16 x float> %8053, %8069
  br label %8071

8071:                                             ; preds = %8068, %8061, %8054
  %8072 = phi <16 x float> [ %8070, %8068 ], [ %8067, %8061 ], [ %8060, %8054 ]
  switch i64 %2579, label %528 [
    i64 1, label %8087
    i64 2, label %8080
    i64 3, label %8073
    i64 0, label %8090
  ]

8073:                                             ; preds = %8071
  %8074 = bitcast <16 x float> %8072 to <8 x i64>
  %8075 = and <8 x i64> %8074, %2551
  %8076 = fcmp oeq <16 x float> %8072, %43
  %8077 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8072, i32 4)
  %8078 = bitcast <8 x i64> %8075 to <16 x float>
  %8079 = select <16 x i1> %8076, <16 x float> %8078, <16 x float> %8077
  br label %8090

8080:                                             ; preds = %8071
  %8081 = bitcast <16 x float> %8072 to <8 x i64>
  %8082 = or <8 x i64> %8081, %2552
  %8083 = fcmp oeq <16 x float> %8072, %46
  %8084 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8072, i32 4)
  %8085 = bitcast <8 x i64> %8082 to <16 x float>
  %8086 = select <16 x i1> %8083, <16 x float> %8085, <16 x float> %8084
  br label %8090

8087:                                             ; preds = %8071
  %8088 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8089 = fadd <16 x float> %8072, %8088
  br label %8090

8090:                                             ; preds = %8073, %8080, %8087, %8071, %8052, %8029
  %8091 = phi <16 x float> [ %8072, %8071 ], [ %8030, %8029 ], [ %8053, %8052 ], [ %8089, %8087 ], [ %8086, %8080 ], [ %8079, %8073 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8091, ptr nonnull align 1 %8031, <16 x i1> %8034)
  %8092 = shl i64 %4729, 4
  %8093 = or disjoint i64 %8092, 64
  %8094 = sub nsw i64 %9, %8093
  %8095 = icmp sgt i64 %8094, 15
  %8096 = trunc i64 %8094 to i32
  %8097 = shl nsw i32 -1, %8096
  %8098 = trunc i32 %8097 to i16
  %8099 = xor i16 %8098, -1
  %8100 = select i1 %8095, i16 -1, i16 %8099
  %8101 = load <16 x float>, ptr %2580, align 64
  br i1 %2894, label %8107, label %8102

8102:                                             ; preds = %8090
  %8103 = load float, ptr %2873, align 4
  %8104 = insertelement <16 x float> poison, float %8103, i64 0
  %8105 = shufflevector <16 x float> %8104, <16 x float> poison, <16 x i32> zeroinitializer
  %8106 = fadd <16 x float> %8101, %8105
  br label %8107

8107:                                             ; preds = %8102, %8090
  %8108 = phi <16 x float> [ %8106, %8102 ], [ %8101, %8090 ]
  %8109 = getelementptr inbounds nuw float, ptr %2880, i64 %8093
  %8110 = getelementptr inbounds nuw float, ptr %2885, i64 %8093
  %8111 = select i1 %2895, ptr null, ptr %8110
  %8112 = bitcast i16 %8100 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %8127
    i64 2, label %8120
    i64 3, label %8113
    i64 0, label %8168
  ]

8113:                                             ; preds = %8107
  %8114 = bitcast <16 x float> %8108 to <8 x i64>
  %8115 = and <8 x i64> %8114, %2551
  %8116 = fcmp oeq <16 x float> %8108, %43
  %8117 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8108, i32 4)
  %8118 = bitcast <8 x i64> %8115 to <16 x float>
  %8119 = select <16 x i1> %8116, <16 x float> %8118, <16 x float> %8117
  br label %8130

8120:                                             ; preds = %8107
  %8121 = bitcast <16 x float> %8108 to <8 x i64>
  %8122 = or <8 x i64> %8121, %2552
  %8123 = fcmp oeq <16 x float> %8108, %46
  %8124 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8108, i32 4)
  %8125 = bitcast <8 x i64> %8122 to <16 x float>
  %8126 = select <16 x i1> %8123, <16 x float> %8125, <16 x float> %8124
  br label %8130

8127:                                             ; preds = %8107
  %8128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8111, <16 x i1> %8112, <16 x float> zeroinitializer)
  %8129 = fadd <16 x float> %8108, %8128
  br label %8130

8130:                                             ; preds = %8127, %8120, %8113
  %8131 = phi <16 x float> [ %8129, %8127 ], [ %8126, %8120 ], [ %8119, %8113 ]
  switch i64 %2582, label %528 [
    i64 1, label %8146
    i64 2, label %8139
    i64 3, label %8132
    i64 0, label %8168
  ]

8132:                                             ; preds = %8130
  %8133 = bitcast <16 x float> %8131 to <8 x i64>
  %8134 = and <8 x i64> %8133, %2551
  %8135 = fcmp oeq <16 x float> %8131, %43
  %8136 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8131, i32 4)
  %8137 = bitcast <8 x i64> %8134 to <16 x float>
  %8138 = select <16 x i1> %8135, <16 x float> %8137, <16 x float> %8136
  br label %8149

8139:                                             ; preds = %8130
  %8140 = bitcast <16 x float> %8131 to <8 x i64>
  %8141 = or <8 x i64> %8140, %2552
  %8142 = fcmp oeq <16 x float> %8131, %46
  %8143 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8131, i32 4)
  %8144 = bitcast <8 x i64> %8141 to <16 x float>
  %8145 = select <16 x i1> %8142, <16 x float> %8144, <16 x float> %8143
  br label %8149

8146:                                             ; preds = %8130
  %8147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8111, <16 x i1> %8112, <16 x float> zeroinitializer)
  %8148 = fadd <16 x float> %8131, %8147
  br label %8149

8149:                                             ; preds = %8146, %8139, %8132
  %8150 = phi <16 x float> [ %8148, %8146 ], [ %8145, %8139 ], [ %8138, %8132 ]
  switch i64 %2584, label %528 [
    i64 1, label %8165
    i64 2, label %8158
    i64 3, label %8151
    i64 0, label %8168
  ]

8151:                                             ; preds = %8149
  %8152 = bitcast <16 x float> %8150 to <8 x i64>
  %8153 = and <8 x i64> %8152, %2551
  %8154 = fcmp oeq <16 x float> %8150, %43
  %8155 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8150, i32 4)
  %8156 = bitcast <8 x i64> %8153 to <16 x float>
  %8157 = select <16 x i1> %8154, <16 x float> %8156, <16 x float> %8155
  br label %8168

8158:                                             ; preds = %8149
  %8159 = bitcast <16 x float> %8150 to <8 x i64>
  %8160 = or <8 x i64> %8159, %2552
  %8161 = fcmp oeq <16 x float> %8150, %46
  %8162 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8150, i32 4)
  %8163 = bitcast <8 x i64> %8160 to <16 x float>
  %8164 = select <16 x i1> %8161, <16 x float> %8163, <16 x float> %8162
  br label %8168

8165:                                             ; preds = %8149
  %8166 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8111, <16 x i1> %8112, <16 x float> zeroinitializer)
  %8167 = fadd <16 x float> %8150, %8166
  br label %8168

8168:                                             ; preds = %8151, %8158, %8165, %8149, %8130, %8107
  %8169 = phi <16 x float> [ %8150, %8149 ], [ %8108, %8107 ], [ %8131, %8130 ], [ %8167, %8165 ], [ %8164, %8158 ], [ %8157, %8151 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8169, ptr nonnull align 1 %8109, <16 x i1> %8112)
  %8170 = shl i64 %4729, 4
  %8171 = or disjoint i64 %8170, 80
  %8172 = sub nsw i64 %9, %8171
  %8173 = icmp sgt i64 %8172, 15
  %8174 = trunc i64 %8172 to i32
  %8175 = shl nsw i32 -1, %8174
  %8176 = trunc i32 %8175 to i16
  %8177 = xor i16 %8176, -1
  %8178 = select i1 %8173, i16 -1, i16 %8177
  %8179 = load <16 x float>, ptr %2585, align 64
  br i1 %2894, label %8185, label %8180

8180:                                             ; preds = %8168
  %8181 = load float, ptr %2873, align 4
  %8182 = insertelement <16 x float> poison, float %8181, i64 0
  %8183 = shufflevector <16 x float> %8182, <16 x float> poison, <16 x i32> zeroinitializer
  %8184 = fadd <16 x float> %8179, %8183
  br label %8185

8185:                                             ; preds = %8180, %8168
  %8186 = phi <16 x float> [ %8184, %8180 ], [ %8179, %8168 ]
  %8187 = getelementptr inbounds nuw float, ptr %2880, i64 %8171
  %8188 = getelementptr inbounds nuw float, ptr %2885, i64 %8171
  %8189 = select i1 %2895, ptr null, ptr %8188
  %8190 = bitcast i16 %8178 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %8205
    i64 2, label %8198
    i64 3, label %8191
    i64 0, label %8246
  ]

8191:                                             ; preds = %8185
  %8192 = bitcast <16 x float> %8186 to <8 x i64>
  %8193 = and <8 x i64> %8192, %2551
  %8194 = fcmp oeq <16 x float> %8186, %43
  %8195 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8186, i32 4)
  %8196 = bitcast <8 x i64> %8193 to <16 x float>
  %8197 = select <16 x i1> %8194, <16 x float> %8196, <16 x float> %8195
  br label %8208

8198:                                             ; preds = %8185
  %8199 = bitcast <16 x float> %8186 to <8 x i64>
  %8200 = or <8 x i64> %8199, %2552
  %8201 = fcmp oeq <16 x float> %8186, %46
  %8202 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8186, i32 4)
  %8203 = bitcast <8 x i64> %8200 to <16 x float>
  %8204 = select <16 x i1> %8201, <16 x float> %8203, <16 x float> %8202
  br label %8208

8205:                                             ; preds = %8185
  %8206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8189, <16 x i1> %8190, <16 x float> zeroinitializer)
  %8207 = fadd <16 x float> %8186, %8206
  br label %8208

8208:                                             ; preds = %8205, %8198, %8191
  %8209 = phi <16 x float> [ %8207, %8205 ], [ %8204, %8198 ], [ %8197, %8191 ]
  switch i64 %2587, label %528 [
    i64 1, label %8224
    i64 2, label %8217
    i64 3, label %8210
    i64 0, label %8246
  ]

8210:                                             ; preds = %8208
  %8211 = bitcast <16 x float> %8209 to <8 x i64>
  %8212 = and <8 x i64> %8211, %2551
  %8213 = fcmp oeq <16 x float> %8209, %43
  %8214 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8209, i32 4)
  %8215 = bitcast <8 x i64> %8212 to <16 x float>
  %8216 = select <16 x i1> %8213, <16 x float> %8215, <16 x float> %8214
  br label %8227

8217:                                             ; preds = %8208
  %8218 = bitcast <16 x float> %8209 to <8 x i64>
  %8219 = or <8 x i64> %8218, %2552
  %8220 = fcmp oeq <16 x float> %8209, %46
  %8221 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8209, i32 4)
  %8222 = bitcast <8 x i64> %8219 to <16 x float>
  %8223 = select <16 x i1> %8220, <16 x float> %8222, <16 x float> %8221
  br label %8227

8224:                                             ; preds = %8208
  %8225 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8189, <16 x i1> %8190, <16 x float> zeroinitializer)
  %8226 = fadd <16 x float> %8209, %8225
  br label %8227

8227:                                             ; preds = %8224, %8217, %8210
  %8228 = phi <16 x float> [ %8226, %8224 ], [ %8223, %8217 ], [ %8216, %8210 ]
  switch i64 %2589, label %528 [
    i64 1, label %8243
    i64 2, label %8236
    i64 3, label %8229
    i64 0, label %8246
  ]

8229:                                             ; preds = %8227
  %8230 = bitcast <16 x float> %8228 to <8 x i64>
  %8231 = and <8 x i64> %8230, %2551
  %8232 = fcmp oeq <16 x float> %8228, %43
  %8233 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8228, i32 4)
  %8234 = bitcast <8 x i64> %8231 to <16 x float>
  %8235 = select <16 x i1> %8232, <16 x float> %8234, <16 x float> %8233
  br label %8246

8236:                                             ; preds = %8227
  %8237 = bitcast <16 x float> %8228 to <8 x i64>
  %8238 = or <8 x i64> %8237, %2552
  %8239 = fcmp oeq <16 x float> %8228, %46
  %8240 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8228, i32 4)
  %8241 = bitcast <8 x i64> %8238 to <16 x float>
  %8242 = select <16 x i1> %8239, <16 x float> %8241, <16 x float> %8240
  br label %8246

8243:                                             ; preds = %8227
  %8244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8189, <16 x i1> %8190, <16 x float> zeroinitializer)
  %8245 = fadd <16 x float> %8228, %8244
  br label %8246

8246:                                             ; preds = %8229, %8236, %8243, %8227, %8208, %8185
  %8247 = phi <16 x float> [ %8228, %8227 ], [ %8186, %8185 ], [ %8209, %8208 ], [ %8245, %8243 ], [ %8242, %8236 ], [ %8235, %8229 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8247, ptr nonnull align 1 %8187, <16 x i1> %8190)
  %8248 = shl i64 %4729, 4
  %8249 = or disjoint i64 %8248, 96
  %8250 = sub nsw i64 %9, %8249
  %8251 = icmp sgt i64 %8250, 15
  %8252 = trunc i64 %8250 to i32
  %8253 = shl nsw i32 -1, %8252
  %8254 = trunc i32 %8253 to i16
  %8255 = xor i16 %8254, -1
  %8256 = select i1 %8251, i16 -1, i16 %8255
  %8257 = load <16 x float>, ptr %2590, align 64
  br i1 %2894, label %8263, label %8258

8258:                                             ; preds = %8246
  %8259 = load float, ptr %2873, align 4
  %8260 = insertelement <16 x float> poison, float %8259, i64 0
  %8261 = shufflevector <16 x float> %8260, <16 x float> poison, <16 x i32> zeroinitializer
  %8262 = fadd <16 x float> %8257, %8261
  br label %8263

8263:                                             ; preds = %8258, %8246
  %8264 = phi <16 x float> [ %8262, %8258 ], [ %8257, %8246 ]
  %8265 = getelementptr inbounds nuw float, ptr %2880, i64 %8249
  %8266 = getelementptr inbounds nuw float, ptr %2885, i64 %8249
  %8267 = select i1 %2895, ptr null, ptr %8266
  %8268 = bitcast i16 %8256 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %8283
    i64 2, label %8276
    i64 3, label %8269
    i64 0, label %8324
  ]

8269:                                             ; preds = %8263
  %8270 = bitcast <16 x float> %8264 to <8 x i64>
  %8271 = and <8 x i64> %8270, %2551
  %8272 = fcmp oeq <16 x float> %8264, %43
  %8273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8264, i32 4)
  %8274 = bitcast <8 x i64> %8271 to <16 x float>
  %8275 = select <16 x i1> %8272, <16 x float> %8274, <16 x float> %8273
  br label %8286

8276:                                             ; preds = %8263
  %8277 = bitcast <16 x float> %8264 to <8 x i64>
  %8278 = or <8 x i64> %8277, %2552
  %8279 = fcmp oeq <16 x float> %8264, %46
  %8280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8264, i32 4)
  %8281 = bitcast <8 x i64> %8278 to <16 x float>
  %8282 = select <16 x i1> %8279, <16 x float> %8281, <16 x float> %8280
  br label %8286

8283:                                             ; preds = %8263
  %8284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8267, <16 x i1> %8268, <16 x float> zeroinitializer)
  %8285 = fadd <16 x float> %8264, %8284
  br label %8286

8286:                                             ; preds = %8283, %8276, %8269
  %8287 = phi <16 x float> [ %8285, %8283 ], [ %8282, %8276 ], [ %8275, %8269 ]
  switch i64 %2592, label %528 [
    i64 1, label %8302
    i64 2, label %8295
    i64 3, label %8288
    i64 0, label %8324
  ]

8288:                                             ; preds = %8286
  %8289 = bitcast <16 x float> %8287 to <8 x i64>
  %8290 = and <8 x i64> %8289, %2551
  %8291 = fcmp oeq <16 x float> %8287, %43
  %8292 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8287, i32 4)
  %8293 = bitcast <8 x i64> %8290 to <16 x float>
  %8294 = select <16 x i1> %8291, <16 x float> %8293, <16 x float> %8292
  br label %8305

8295:                                             ; preds = %8286
  %8296 = bitcast <16 x float> %8287 to <8 x i64>
  %8297 = or <8 x i64> %8296, %2552
  %8298 = fcmp oeq <16 x float> %8287, %46
  %8299 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8287, i32 4)
  %8300 = bitcast <8 x i64> %8297 to <16 x float>
  %8301 = select <16 x i1> %8298, <16 x float> %8300, <16 x float> %8299
  br label %8305

8302:                                             ; preds = %8286
  %8303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8267, <16 x i1> %8268, <16 x float> zeroinitializer)
  %8304 = fadd <16 x float> %8287, %8303
  br label %8305

8305:                                             ; preds = %8302, %8295, %8288
  %8306 = phi <16 x float> [ %8304, %8302 ], [ %8301, %8295 ], [ %8294, %8288 ]
  switch i64 %2594, label %528 [
    i64 1, label %8321
    i64 2, label %8314
    i64 3, label %8307
    i64 0, label %8324
  ]

8307:                                             ; preds = %8305
  %8308 = bitcast <16 x float> %8306 to <8 x i64>
  %8309 = and <8 x i64> %8308, %2551
  %8310 = fcmp oeq <16 x float> %8306, %43
  %8311 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8306, i32 4)
  %8312 = bitcast <8 x i64> %8309 to <16 x float>
  %8313 = select <16 x i1> %8310, <16 x float> %8312, <16 x float> %8311
  br label %8324

8314:                                             ; preds = %8305
  %8315 = bitcast <16 x float> %8306 to <8 x i64>
  %8316 = or <8 x i64> %8315, %2552
  %8317 = fcmp oeq <16 x float> %8306, %46
  %8318 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8306, i32 4)
  %8319 = bitcast <8 x i64> %8316 to <16 x float>
  %8320 = select <16 x i1> %8317, <16 x float> %8319, <16 x float> %8318
  br label %8324

8321:                                             ; preds = %8305
  %8322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8267, <16 x i1> %8268, <16 x float> zeroinitializer)
  %8323 = fadd <16 x float> %8306, %8322
  br label %8324

8324:                                             ; preds = %8307, %8314, %8321, %8305, %8286, %8263
  %8325 = phi <16 x float> [ %8306, %8305 ], [ %8264, %8263 ], [ %8287, %8286 ], [ %8323, %8321 ], [ %8320, %8314 ], [ %8313, %8307 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8325, ptr nonnull align 1 %8265, <16 x i1> %8268)
  %8326 = shl i64 %4729, 4
  %8327 = or disjoint i64 %8326, 112
  %8328 = sub nsw i64 %9, %8327
  %8329 = icmp sgt i64 %8328, 15
  %8330 = trunc i64 %8328 to i32
  %8331 = shl nsw i32 -1, %8330
  %8332 = trunc i32 %8331 to i16
  %8333 = xor i16 %8332, -1
  %8334 = select i1 %8329, i16 -1, i16 %8333
  %8335 = load <16 x float>, ptr %2595, align 64
  br i1 %2894, label %8341, label %8336

8336:                                             ; preds = %8324
  %8337 = load float, ptr %2873, align 4
  %8338 = insertelement <16 x float> poison, float %8337, i64 0
  %8339 = shufflevector <16 x float> %8338, <16 x float> poison, <16 x i32> zeroinitializer
  %8340 = fadd <16 x float> %8335, %8339
  br label %8341

8341:                                             ; preds = %8336, %8324
  %8342 = phi <16 x float> [ %8340, %8336 ], [ %8335, %8324 ]
  %8343 = getelementptr inbounds nuw float, ptr %2880, i64 %8327
  %8344 = getelementptr inbounds nuw float, ptr %2885, i64 %8327
  %8345 = select i1 %2895, ptr null, ptr %8344
  %8346 = bitcast i16 %8334 to <16 x i1>
  switch i64 %2560, label %528 [
    i64 1, label %8361
    i64 2, label %8354
    i64 3, label %8347
    i64 0, label %8402
  ]

8347:                                             ; preds = %8341
  %8348 = bitcast <16 x float> %8342 to <8 x i64>
  %8349 = and <8 x i64> %8348, %2551
  %8350 = fcmp oeq <16 x float> %8342, %43
  %8351 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8342, i32 4)
  %8352 = bitcast <8 x i64> %8349 to <16 x float>
  %8353 = select <16 x i1> %8350, <16 x float> %8352, <16 x float> %8351
  br label %8364

8354:                                             ; preds = %8341
  %8355 = bitcast <16 x float> %8342 to <8 x i64>
  %8356 = or <8 x i64> %8355, %2552
  %8357 = fcmp oeq <16 x float> %8342, %46
  %8358 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8342, i32 4)
  %8359 = bitcast <8 x i64> %8356 to <16 x float>
  %8360 = select <16 x i1> %8357, <16 x float> %8359, <16 x float> %8358
  br label %8364

8361:                                             ; preds = %8341
  %8362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8345, <16 x i1> %8346, <16 x float> zeroinitializer)
  %8363 = fadd <16 x float> %8342, %8362
  br label %8364

8364:                                             ; preds = %8361, %8354, %8347
  %8365 = phi <16 x float> [ %8363, %8361 ], [ %8360, %8354 ], [ %8353, %8347 ]
  switch i64 %2597, label %528 [
    i64 1, label %8380
    i64 2, label %8373
    i64 3, label %8366
    i64 0, label %8402
  ]

8366:                                             ; preds = %8364
  %8367 = bitcast <16 x float> %8365 to <8 x i64>
  %8368 = and <8 x i64> %8367, %2551
  %8369 = fcmp oeq <16 x float> %8365, %43
  %8370 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8365, i32 4)
  %8371 = bitcast <8 x i64> %8368 to <16 x float>
  %8372 = select <16 x i1> %8369, <16 x float> %8371, <16 x float> %8370
  br label %8383

8373:                                             ; preds = %8364
  %8374 = bitcast <16 x float> %8365 to <8 x i64>
  %8375 = or <8 x i64> %8374, %2552
  %8376 = fcmp oeq <16 x float> %8365, %46
  %8377 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8365, i32 4)
  %8378 = bitcast <8 x i64> %8375 to <16 x float>
  %8379 = select <16 x i1> %8376, <16 x float> %8378, <16 x float> %8377
  br label %8383

8380:                                             ; preds = %8364
  %8381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8345, <16 x i1> %8346, <16 x float> zeroinitializer)
  %8382 = fadd <16 x float> %8365, %8381
  br label %8383

8383:                                             ; preds = %8380, %8373, %8366
  %8384 = phi <16 x float> [ %8382, %8380 ], [ %8379, %8373 ], [ %8372, %8366 ]
  switch i64 %2599, label %528 [
    i64 1, label %8399
    i64 2, label %8392
    i64 3, label %8385
    i64 0, label %8402
  ]

8385:                                             ; preds = %8383
  %8386 = bitcast <16 x float> %8384 to <8 x i64>
  %8387 = and <8 x i64> %8386, %2551
  %8388 = fcmp oeq <16 x float> %8384, %43
  %8389 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %8384, i32 4)
  %8390 = bitcast <8 x i64> %8387 to <16 x float>
  %8391 = select <16 x i1> %8388, <16 x float> %8390, <16 x float> %8389
  br label %8402

8392:                                             ; preds = %8383
  %8393 = bitcast <16 x float> %8384 to <8 x i64>
  %8394 = or <8 x i64> %8393, %2552
  %8395 = fcmp oeq <16 x float> %8384, %46
  %8396 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %8384, i32 4)
  %8397 = bitcast <8 x i64> %8394 to <16 x float>
  %8398 = select <16 x i1> %8395, <16 x float> %8397, <16 x float> %8396
  br label %8402

8399:                                             ; preds = %8383
  %8400 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8345, <16 x i1> %8346, <16 x float> zeroinitializer)
  %8401 = fadd <16 x float> %8384, %8400
  br label %8402

8402:                                             ; preds = %8385, %8392, %8399, %8383, %8364, %8341
  %8403 = phi <16 x float> [ %8384, %8383 ], [ %8342, %8341 ], [ %8365, %8364 ], [ %8401, %8399 ], [ %8398, %8392 ], [ %8391, %8385 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8403, ptr nonnull align 1 %8343, <16 x i1> %8346)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8404

8404:                                             ; preds = %4873, %5126, %5491, %5968, %6557, %7094, %7709, %8402, %4728
  %8405 = add nuw nsw i64 %4729, 8
  %8406 = icmp slt i64 %8405, %2447
  br i1 %8406, label %4728, label %8407

8407:                                             ; preds = %8404, %2892, %3284, %3992, %4726, %2904
  %8408 = zext nneg i32 %2890 to i64
  %8409 = add nsw i64 %2866, %8408
  %8410 = add nsw i64 %2863, %8408
  %8411 = icmp eq i64 %8410, %8
  br i1 %8411, label %8412, label %8418

8412:                                             ; preds = %8407
  %8413 = add nsw i64 %2864, 1
  %8414 = icmp eq i64 %8413, %5
  %8415 = zext i1 %8414 to i64
  %8416 = add nsw i64 %2865, %8415
  %8417 = select i1 %8414, i64 0, i64 %8413
  br label %8418

8418:                                             ; preds = %8412, %8407
  %8419 = phi i64 [ %2865, %8407 ], [ %8416, %8412 ]
  %8420 = phi i64 [ %2864, %8407 ], [ %8417, %8412 ]
  %8421 = phi i64 [ %8410, %8407 ], [ 0, %8412 ]
  %8422 = icmp slt i64 %8409, %4
  br i1 %8422, label %2862, label %2861

8423:                                             ; preds = %1141, %1059, %2861, %27
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
