; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [4 x [8 x <16 x float>]], align 64
  %29 = alloca [4 x [8 x <16 x float>]], align 64
  %30 = alloca [4 x [8 x <16 x float>]], align 64
  %31 = alloca [8 x <16 x float>], align 64
  %32 = alloca [8 x <16 x float>], align 64
  %33 = alloca [8 x <16 x float>], align 64
  %34 = alloca [8 x <16 x float>], align 64
  %35 = alloca [256 x i16], align 16
  %36 = alloca [49 x i64], align 16
  %37 = alloca [112 x i16], align 16
  %38 = inttoptr i64 %0 to ptr
  %39 = inttoptr i64 %1 to ptr
  %40 = inttoptr i64 %21 to ptr
  %41 = inttoptr i64 %22 to ptr
  %42 = inttoptr i64 %2 to ptr
  %43 = trunc i64 %24 to i32
  %44 = trunc i64 %25 to i32
  %45 = insertelement <16 x i32> poison, i32 %43, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = insertelement <16 x i32> poison, i32 %44, i64 0
  %49 = bitcast <16 x i32> %48 to <16 x float>
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = icmp slt i64 %3, %4
  br i1 %51, label %52, label %11464

52:                                               ; preds = %27
  %53 = icmp eq i64 %13, 2
  %54 = srem i64 %3, %8
  %55 = sdiv i64 %3, %8
  %56 = srem i64 %55, %5
  %57 = sdiv i64 %55, %5
  %58 = mul i64 %11, %10
  %59 = mul nsw i64 %9, %8
  %60 = add nsw i64 %59, 15
  %61 = sdiv i64 %60, 16
  %62 = add nsw i64 %61, 1
  %63 = sdiv i64 %62, 2
  %64 = shl nsw i64 %63, 1
  %65 = icmp eq i64 %12, 1
  %66 = icmp eq i64 %13, 1
  %67 = and i1 %65, %66
  %68 = icmp eq i64 %9, %7
  %69 = and i1 %68, %67
  %70 = icmp slt i64 %7, 9
  %71 = and i1 %70, %69
  %72 = mul nsw i64 %64, %58
  %73 = icmp slt i64 %72, 257
  %74 = select i1 %71, i1 %73, i1 false
  br i1 %74, label %75, label %1059

75:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  %76 = trunc i64 %9 to i32
  %77 = insertelement <16 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <16 x i32> %77, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %103

79:                                               ; preds = %103
  %80 = sdiv i64 16, %9
  %81 = trunc nsw i64 %80 to i32
  %82 = insertelement <16 x i32> poison, i32 %81, i64 0
  %83 = shufflevector <16 x i32> %82, <16 x i32> poison, <16 x i32> zeroinitializer
  %84 = srem i64 16, %9
  %85 = trunc nuw nsw i64 %84 to i32
  %86 = insertelement <16 x i32> poison, i32 %85, i64 0
  %87 = shufflevector <16 x i32> %86, <16 x i32> poison, <16 x i32> zeroinitializer
  %88 = icmp sgt i64 %10, 0
  br i1 %88, label %89, label %169

89:                                               ; preds = %79
  %90 = icmp sgt i64 %11, 0
  %91 = icmp ult i64 %11, 8
  %92 = icmp ult i64 %11, 32
  %93 = and i64 %11, 24
  %94 = and i64 %11, 9223372036854775776
  %95 = insertelement <8 x i64> poison, i64 %15, i64 0
  %96 = shufflevector <8 x i64> %95, <8 x i64> poison, <8 x i32> zeroinitializer
  %97 = icmp eq i64 %11, %94
  %98 = icmp eq i64 %93, 0
  %99 = and i64 %11, 9223372036854775800
  %100 = insertelement <8 x i64> poison, i64 %15, i64 0
  %101 = shufflevector <8 x i64> %100, <8 x i64> poison, <8 x i32> zeroinitializer
  %102 = icmp eq i64 %11, %99
  br label %114

103:                                              ; preds = %103, %75
  %104 = phi i32 [ 0, %75 ], [ %112, %103 ]
  %105 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %75 ], [ %109, %103 ]
  %106 = phi <16 x i32> [ zeroinitializer, %75 ], [ %111, %103 ]
  %107 = icmp sge <16 x i32> %105, %78
  %108 = select <16 x i1> %107, <16 x i32> %78, <16 x i32> zeroinitializer
  %109 = sub <16 x i32> %105, %108
  %110 = zext <16 x i1> %107 to <16 x i32>
  %111 = add <16 x i32> %106, %110
  %112 = add nsw i32 %104, %76
  %113 = icmp slt i32 %112, 16
  br i1 %113, label %103, label %79

114:                                              ; preds = %182, %89
  %115 = phi i64 [ 0, %89 ], [ %183, %182 ]
  br i1 %90, label %116, label %182

116:                                              ; preds = %114
  %117 = mul nsw i64 %115, %14
  %118 = sub nsw i64 %117, %16
  %119 = mul nsw i64 %118, %9
  %120 = sub i64 %119, %17
  %121 = mul nuw nsw i64 %115, %11
  %122 = getelementptr i64, ptr %36, i64 %121
  br i1 %91, label %167, label %123

123:                                              ; preds = %116
  br i1 %92, label %150, label %124

124:                                              ; preds = %123
  %125 = insertelement <8 x i64> poison, i64 %120, i64 0
  %126 = shufflevector <8 x i64> %125, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %127

127:                                              ; preds = %127, %124
  %128 = phi i64 [ 0, %124 ], [ %145, %127 ]
  %129 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %124 ], [ %146, %127 ]
  %130 = add <8 x i64> %129, splat (i64 8)
  %131 = add <8 x i64> %129, splat (i64 16)
  %132 = add <8 x i64> %129, splat (i64 24)
  %133 = mul nsw <8 x i64> %129, %96
  %134 = mul nsw <8 x i64> %130, %96
  %135 = mul nsw <8 x i64> %131, %96
  %136 = mul nsw <8 x i64> %132, %96
  %137 = add <8 x i64> %126, %133
  %138 = add <8 x i64> %126, %134
  %139 = add <8 x i64> %126, %135
  %140 = add <8 x i64> %126, %136
  %141 = getelementptr i64, ptr %122, i64 %128
  %142 = getelementptr i8, ptr %141, i64 64
  %143 = getelementptr i8, ptr %141, i64 128
  %144 = getelementptr i8, ptr %141, i64 192
  store <8 x i64> %137, ptr %141, align 8
  store <8 x i64> %138, ptr %142, align 8
  store <8 x i64> %139, ptr %143, align 8
  store <8 x i64> %140, ptr %144, align 8
  %145 = add nuw i64 %128, 32
  %146 = add <8 x i64> %129, splat (i64 32)
  %147 = icmp eq i64 %145, %94
  br i1 %147, label %148, label %127

148:                                              ; preds = %127
  br i1 %97, label %182, label %149

149:                                              ; preds = %148
  br i1 %98, label %167, label %150

150:                                              ; preds = %123, %149
  %151 = phi i64 [ %94, %149 ], [ 0, %123 ]
  %152 = insertelement <8 x i64> poison, i64 %120, i64 0
  %153 = shufflevector <8 x i64> %152, <8 x i64> poison, <8 x i32> zeroinitializer
  %154 = insertelement <8 x i64> poison, i64 %151, i64 0
  %155 = shufflevector <8 x i64> %154, <8 x i64> poison, <8 x i32> zeroinitializer
  %156 = or disjoint <8 x i64> %155, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %157

157:                                              ; preds = %157, %150
  %158 = phi i64 [ %151, %150 ], [ %163, %157 ]
  %159 = phi <8 x i64> [ %156, %150 ], [ %164, %157 ]
  %160 = mul nsw <8 x i64> %159, %101
  %161 = add <8 x i64> %153, %160
  %162 = getelementptr i64, ptr %122, i64 %158
  store <8 x i64> %161, ptr %162, align 8
  %163 = add nuw i64 %158, 8
  %164 = add nuw nsw <8 x i64> %159, splat (i64 8)
  %165 = icmp eq i64 %163, %99
  br i1 %165, label %166, label %157

166:                                              ; preds = %157
  br i1 %102, label %182, label %167

167:                                              ; preds = %116, %149, %166
  %168 = phi i64 [ 0, %116 ], [ %94, %149 ], [ %99, %166 ]
  br label %185

169:                                              ; preds = %182, %79
  %170 = icmp sgt i64 %59, 0
  br i1 %170, label %171, label %274

171:                                              ; preds = %169
  %172 = mul nsw i64 %9, %6
  %173 = trunc i64 %6 to i32
  %174 = insertelement <16 x i32> poison, i32 %173, i64 0
  %175 = shufflevector <16 x i32> %174, <16 x i32> poison, <16 x i32> zeroinitializer
  %176 = icmp sgt i64 %11, 0
  %177 = and i64 %11, 1
  %178 = icmp eq i64 %11, 1
  %179 = and i64 %11, 9223372036854775806
  %180 = icmp eq i64 %177, 0
  %181 = icmp ne i64 %177, 0
  br label %192

182:                                              ; preds = %185, %148, %166, %114
  %183 = add nuw nsw i64 %115, 1
  %184 = icmp eq i64 %183, %10
  br i1 %184, label %169, label %114

185:                                              ; preds = %167, %185
  %186 = phi i64 [ %190, %185 ], [ %168, %167 ]
  %187 = mul nsw i64 %186, %15
  %188 = add i64 %120, %187
  %189 = getelementptr i64, ptr %122, i64 %186
  store i64 %188, ptr %189, align 8
  %190 = add nuw nsw i64 %186, 1
  %191 = icmp eq i64 %190, %11
  br i1 %191, label %182, label %185

192:                                              ; preds = %207, %171
  %193 = phi i64 [ 0, %171 ], [ %215, %207 ]
  %194 = phi <16 x i32> [ %109, %171 ], [ %212, %207 ]
  %195 = phi <16 x i32> [ %111, %171 ], [ %214, %207 ]
  br i1 %88, label %196, label %207

196:                                              ; preds = %192
  %197 = shl nsw i64 %193, 4
  %198 = sub nsw i64 %172, %197
  %199 = tail call i64 @llvm.smax.i64(i64 %198, i64 0)
  %200 = tail call i64 @llvm.umin.i64(i64 %199, i64 16)
  %201 = trunc nuw nsw i64 %200 to i32
  %202 = shl nsw i32 -1, %201
  %203 = trunc i32 %202 to i16
  %204 = xor i16 %203, -1
  %205 = mul nsw i64 %193, %58
  %206 = getelementptr i16, ptr %35, i64 %205
  br label %217

207:                                              ; preds = %244, %192
  %208 = add <16 x i32> %195, %83
  %209 = add <16 x i32> %194, %87
  %210 = icmp sge <16 x i32> %209, %78
  %211 = select <16 x i1> %210, <16 x i32> %78, <16 x i32> zeroinitializer
  %212 = sub <16 x i32> %209, %211
  %213 = zext <16 x i1> %210 to <16 x i32>
  %214 = add <16 x i32> %208, %213
  %215 = add nuw nsw i64 %193, 1
  %216 = icmp eq i64 %215, %64
  br i1 %216, label %274, label %192

217:                                              ; preds = %244, %196
  %218 = phi i64 [ 0, %196 ], [ %245, %244 ]
  %219 = mul nsw i64 %218, %14
  %220 = sub nsw i64 %219, %16
  %221 = trunc i64 %220 to i32
  %222 = insertelement <16 x i32> poison, i32 %221, i64 0
  %223 = shufflevector <16 x i32> %222, <16 x i32> poison, <16 x i32> zeroinitializer
  %224 = add <16 x i32> %223, %195
  %225 = icmp ult <16 x i32> %224, %175
  %226 = bitcast <16 x i1> %225 to i16
  %227 = and i16 %226, %204
  br i1 %176, label %228, label %244

228:                                              ; preds = %217
  %229 = mul nuw nsw i64 %218, %11
  %230 = getelementptr i16, ptr %206, i64 %229
  br i1 %178, label %232, label %247

231:                                              ; preds = %247
  br i1 %180, label %244, label %232

232:                                              ; preds = %231, %228
  %233 = phi i64 [ 0, %228 ], [ %271, %231 ]
  tail call void @llvm.assume(i1 %181)
  %234 = mul nsw i64 %233, %15
  %235 = sub nsw i64 %234, %17
  %236 = trunc i64 %235 to i32
  %237 = insertelement <16 x i32> poison, i32 %236, i64 0
  %238 = shufflevector <16 x i32> %237, <16 x i32> poison, <16 x i32> zeroinitializer
  %239 = add <16 x i32> %238, %194
  %240 = icmp ult <16 x i32> %239, %78
  %241 = bitcast <16 x i1> %240 to i16
  %242 = and i16 %227, %241
  %243 = getelementptr i16, ptr %230, i64 %233
  store i16 %242, ptr %243, align 2
  br label %244

244:                                              ; preds = %232, %231, %217
  %245 = add nuw nsw i64 %218, 1
  %246 = icmp eq i64 %245, %10
  br i1 %246, label %207, label %217

247:                                              ; preds = %228, %247
  %248 = phi i64 [ %271, %247 ], [ 0, %228 ]
  %249 = phi i64 [ %272, %247 ], [ 0, %228 ]
  %250 = mul nsw i64 %248, %15
  %251 = sub nsw i64 %250, %17
  %252 = trunc i64 %251 to i32
  %253 = insertelement <16 x i32> poison, i32 %252, i64 0
  %254 = shufflevector <16 x i32> %253, <16 x i32> poison, <16 x i32> zeroinitializer
  %255 = add <16 x i32> %254, %194
  %256 = icmp ult <16 x i32> %255, %78
  %257 = bitcast <16 x i1> %256 to i16
  %258 = and i16 %227, %257
  %259 = getelementptr i16, ptr %230, i64 %248
  store i16 %258, ptr %259, align 2
  %260 = or disjoint i64 %248, 1
  %261 = mul nsw i64 %260, %15
  %262 = sub nsw i64 %261, %17
  %263 = trunc i64 %262 to i32
  %264 = insertelement <16 x i32> poison, i32 %263, i64 0
  %265 = shufflevector <16 x i32> %264, <16 x i32> poison, <16 x i32> zeroinitializer
  %266 = add <16 x i32> %265, %194
  %267 = icmp ult <16 x i32> %266, %78
  %268 = bitcast <16 x i1> %267 to i16
  %269 = and i16 %227, %268
  %270 = getelementptr i16, ptr %230, i64 %260
  store i16 %269, ptr %270, align 2
  %271 = add nuw nsw i64 %248, 2
  %272 = add i64 %249, 2
  %273 = icmp eq i64 %272, %179
  br i1 %273, label %231, label %247

274:                                              ; preds = %207, %169
  %275 = icmp eq i64 %54, 0
  br i1 %275, label %276, label %1055

276:                                              ; preds = %274
  %277 = shl nsw i64 %8, 2
  %278 = mul i64 %9, %6
  %279 = icmp eq i64 %22, 0
  %280 = icmp sgt i64 %58, 0
  %281 = bitcast <16 x float> %47 to <8 x i64>
  %282 = bitcast <16 x float> %50 to <8 x i64>
  %283 = icmp eq i64 %21, 0
  %284 = and i64 %26, 3
  %285 = lshr i64 %26, 2
  %286 = and i64 %285, 3
  %287 = lshr i64 %26, 4
  %288 = and i64 %287, 3
  %289 = lshr i64 %26, 2
  %290 = and i64 %289, 3
  %291 = lshr i64 %26, 4
  %292 = and i64 %291, 3
  %293 = icmp eq i64 %21, 0
  %294 = lshr i64 %26, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %26, 4
  %297 = and i64 %296, 3
  %298 = lshr i64 %26, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %26, 4
  %301 = and i64 %300, 3
  %302 = icmp eq i64 %21, 0
  %303 = lshr i64 %26, 2
  %304 = and i64 %303, 3
  %305 = lshr i64 %26, 4
  %306 = and i64 %305, 3
  %307 = lshr i64 %26, 2
  %308 = and i64 %307, 3
  %309 = lshr i64 %26, 4
  %310 = and i64 %309, 3
  %311 = icmp eq i64 %21, 0
  %312 = lshr i64 %26, 2
  %313 = and i64 %312, 3
  %314 = lshr i64 %26, 4
  %315 = and i64 %314, 3
  %316 = lshr i64 %26, 2
  %317 = and i64 %316, 3
  %318 = lshr i64 %26, 4
  %319 = and i64 %318, 3
  br label %320

320:                                              ; preds = %276, %412
  %321 = phi i64 [ %3, %276 ], [ %413, %412 ]
  %322 = phi i64 [ %56, %276 ], [ %406, %412 ]
  %323 = phi i64 [ %57, %276 ], [ %405, %412 ]
  %324 = sub nsw i64 %4, %321
  %325 = icmp slt i64 %324, %277
  br i1 %325, label %1055, label %326

326:                                              ; preds = %320
  %327 = mul nsw i64 %323, %19
  %328 = getelementptr inbounds float, ptr %38, i64 %327
  %329 = mul i64 %278, %322
  %330 = getelementptr inbounds float, ptr %328, i64 %329
  %331 = mul nsw i64 %322, %58
  %332 = getelementptr inbounds float, ptr %39, i64 %331
  %333 = getelementptr inbounds float, ptr %40, i64 %322
  %334 = mul nsw i64 %323, %20
  %335 = getelementptr inbounds float, ptr %42, i64 %334
  %336 = mul nsw i64 %322, %59
  %337 = getelementptr inbounds float, ptr %335, i64 %336
  %338 = mul nsw i64 %323, %23
  %339 = getelementptr inbounds float, ptr %41, i64 %338
  %340 = getelementptr inbounds float, ptr %339, i64 %336
  %341 = select i1 %279, ptr null, ptr %340
  %342 = add nsw i64 %322, 1
  %343 = icmp eq i64 %342, %5
  %344 = zext i1 %343 to i64
  %345 = add nsw i64 %323, %344
  %346 = select i1 %343, i64 0, i64 %342
  %347 = mul nsw i64 %345, %19
  %348 = getelementptr inbounds float, ptr %38, i64 %347
  %349 = mul i64 %278, %346
  %350 = getelementptr inbounds float, ptr %348, i64 %349
  %351 = mul nsw i64 %346, %58
  %352 = getelementptr inbounds float, ptr %39, i64 %351
  %353 = getelementptr inbounds float, ptr %40, i64 %346
  %354 = mul nsw i64 %345, %20
  %355 = getelementptr inbounds float, ptr %42, i64 %354
  %356 = mul nsw i64 %346, %59
  %357 = getelementptr inbounds float, ptr %355, i64 %356
  %358 = mul nsw i64 %345, %23
  %359 = getelementptr inbounds float, ptr %41, i64 %358
  %360 = getelementptr inbounds float, ptr %359, i64 %356
  %361 = select i1 %279, ptr null, ptr %360
  %362 = add nsw i64 %346, 1
  %363 = icmp eq i64 %362, %5
  %364 = zext i1 %363 to i64
  %365 = add nsw i64 %345, %364
  %366 = select i1 %363, i64 0, i64 %362
  %367 = mul nsw i64 %365, %19
  %368 = getelementptr inbounds float, ptr %38, i64 %367
  %369 = mul i64 %278, %366
  %370 = getelementptr inbounds float, ptr %368, i64 %369
  %371 = mul nsw i64 %366, %58
  %372 = getelementptr inbounds float, ptr %39, i64 %371
  %373 = getelementptr inbounds float, ptr %40, i64 %366
  %374 = mul nsw i64 %365, %20
  %375 = getelementptr inbounds float, ptr %42, i64 %374
  %376 = mul nsw i64 %366, %59
  %377 = getelementptr inbounds float, ptr %375, i64 %376
  %378 = mul nsw i64 %365, %23
  %379 = getelementptr inbounds float, ptr %41, i64 %378
  %380 = getelementptr inbounds float, ptr %379, i64 %376
  %381 = select i1 %279, ptr null, ptr %380
  %382 = add nsw i64 %366, 1
  %383 = icmp eq i64 %382, %5
  %384 = zext i1 %383 to i64
  %385 = add nsw i64 %365, %384
  %386 = select i1 %383, i64 0, i64 %382
  %387 = mul nsw i64 %385, %19
  %388 = getelementptr inbounds float, ptr %38, i64 %387
  %389 = mul i64 %278, %386
  %390 = getelementptr inbounds float, ptr %388, i64 %389
  %391 = mul nsw i64 %386, %58
  %392 = getelementptr inbounds float, ptr %39, i64 %391
  %393 = getelementptr inbounds float, ptr %40, i64 %386
  %394 = mul nsw i64 %385, %20
  %395 = getelementptr inbounds float, ptr %42, i64 %394
  %396 = mul nsw i64 %386, %59
  %397 = getelementptr inbounds float, ptr %395, i64 %396
  %398 = mul nsw i64 %385, %23
  %399 = getelementptr inbounds float, ptr %41, i64 %398
  %400 = getelementptr inbounds float, ptr %399, i64 %396
  %401 = select i1 %279, ptr null, ptr %400
  %402 = add nsw i64 %386, 1
  %403 = icmp eq i64 %402, %5
  %404 = zext i1 %403 to i64
  %405 = add nsw i64 %385, %404
  %406 = select i1 %403, i64 0, i64 %402
  br i1 %170, label %407, label %412

407:                                              ; preds = %326
  %408 = icmp eq ptr %341, null
  %409 = icmp eq ptr %361, null
  %410 = icmp eq ptr %381, null
  %411 = icmp eq ptr %401, null
  br label %415

412:                                              ; preds = %1051, %326
  %413 = add nsw i64 %321, %277
  %414 = icmp slt i64 %413, %4
  br i1 %414, label %320, label %1055

415:                                              ; preds = %407, %1051
  %416 = phi i64 [ %1053, %1051 ], [ 0, %407 ]
  br i1 %280, label %417, label %426

417:                                              ; preds = %415
  %418 = shl i64 %416, 6
  %419 = mul nuw nsw i64 %416, %58
  %420 = getelementptr i8, ptr %330, i64 %418
  %421 = getelementptr i8, ptr %350, i64 %418
  %422 = getelementptr i8, ptr %370, i64 %418
  %423 = getelementptr i8, ptr %390, i64 %418
  %424 = or disjoint i64 %416, 1
  %425 = mul nuw nsw i64 %424, %58
  br label %435

426:                                              ; preds = %435, %415
  %427 = phi <16 x float> [ zeroinitializer, %415 ], [ %491, %435 ]
  %428 = phi <16 x float> [ zeroinitializer, %415 ], [ %477, %435 ]
  %429 = phi <16 x float> [ zeroinitializer, %415 ], [ %488, %435 ]
  %430 = phi <16 x float> [ zeroinitializer, %415 ], [ %470, %435 ]
  %431 = phi <16 x float> [ zeroinitializer, %415 ], [ %485, %435 ]
  %432 = phi <16 x float> [ zeroinitializer, %415 ], [ %463, %435 ]
  %433 = phi <16 x float> [ zeroinitializer, %415 ], [ %482, %435 ]
  %434 = phi <16 x float> [ zeroinitializer, %415 ], [ %456, %435 ]
  br i1 %283, label %499, label %494

435:                                              ; preds = %417, %435
  %436 = phi <16 x float> [ zeroinitializer, %417 ], [ %491, %435 ]
  %437 = phi <16 x float> [ zeroinitializer, %417 ], [ %477, %435 ]
  %438 = phi <16 x float> [ zeroinitializer, %417 ], [ %488, %435 ]
  %439 = phi <16 x float> [ zeroinitializer, %417 ], [ %470, %435 ]
  %440 = phi <16 x float> [ zeroinitializer, %417 ], [ %485, %435 ]
  %441 = phi <16 x float> [ zeroinitializer, %417 ], [ %463, %435 ]
  %442 = phi <16 x float> [ zeroinitializer, %417 ], [ %482, %435 ]
  %443 = phi <16 x float> [ zeroinitializer, %417 ], [ %456, %435 ]
  %444 = phi i64 [ 0, %417 ], [ %492, %435 ]
  %445 = getelementptr inbounds nuw i64, ptr %36, i64 %444
  %446 = load i64, ptr %445, align 8
  %447 = getelementptr i16, ptr %35, i64 %444
  %448 = getelementptr i16, ptr %447, i64 %419
  %449 = load <16 x i1>, ptr %448, align 2
  %450 = getelementptr float, ptr %420, i64 %446
  %451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %450, <16 x i1> %449, <16 x float> zeroinitializer)
  %452 = getelementptr inbounds nuw float, ptr %332, i64 %444
  %453 = load float, ptr %452, align 4
  %454 = insertelement <16 x float> poison, float %453, i64 0
  %455 = shufflevector <16 x float> %454, <16 x float> poison, <16 x i32> zeroinitializer
  %456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %451, <16 x float> %455, <16 x float> %443)
  %457 = getelementptr float, ptr %421, i64 %446
  %458 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %457, <16 x i1> %449, <16 x float> zeroinitializer)
  %459 = getelementptr inbounds nuw float, ptr %352, i64 %444
  %460 = load float, ptr %459, align 4
  %461 = insertelement <16 x float> poison, float %460, i64 0
  %462 = shufflevector <16 x float> %461, <16 x float> poison, <16 x i32> zeroinitializer
  %463 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %458, <16 x float> %462, <16 x float> %441)
  %464 = getelementptr float, ptr %422, i64 %446
  %465 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %464, <16 x i1> %449, <16 x float> zeroinitializer)
  %466 = getelementptr inbounds nuw float, ptr %372, i64 %444
  %467 = load float, ptr %466, align 4
  %468 = insertelement <16 x float> poison, float %467, i64 0
  %469 = shufflevector <16 x float> %468, <16 x float> poison, <16 x i32> zeroinitializer
  %470 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %465, <16 x float> %469, <16 x float> %439)
  %471 = getelementptr float, ptr %423, i64 %446
  %472 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %471, <16 x i1> %449, <16 x float> zeroinitializer)
  %473 = getelementptr inbounds nuw float, ptr %392, i64 %444
  %474 = load float, ptr %473, align 4
  %475 = insertelement <16 x float> poison, float %474, i64 0
  %476 = shufflevector <16 x float> %475, <16 x float> poison, <16 x i32> zeroinitializer
  %477 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %472, <16 x float> %476, <16 x float> %437)
  %478 = getelementptr i16, ptr %447, i64 %425
  %479 = load <16 x i1>, ptr %478, align 2
  %480 = getelementptr inbounds nuw i8, ptr %450, i64 64
  %481 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %480, <16 x i1> %479, <16 x float> zeroinitializer)
  %482 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %481, <16 x float> %455, <16 x float> %442)
  %483 = getelementptr inbounds nuw i8, ptr %457, i64 64
  %484 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %483, <16 x i1> %479, <16 x float> zeroinitializer)
  %485 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %484, <16 x float> %462, <16 x float> %440)
  %486 = getelementptr inbounds nuw i8, ptr %464, i64 64
  %487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %486, <16 x i1> %479, <16 x float> zeroinitializer)
  %488 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %487, <16 x float> %469, <16 x float> %438)
  %489 = getelementptr inbounds nuw i8, ptr %471, i64 64
  %490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %489, <16 x i1> %479, <16 x float> zeroinitializer)
  %491 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %490, <16 x float> %476, <16 x float> %436)
  %492 = add nuw nsw i64 %444, 1
  %493 = icmp eq i64 %492, %58
  br i1 %493, label %426, label %435

494:                                              ; preds = %426
  %495 = load float, ptr %333, align 4
  %496 = insertelement <16 x float> poison, float %495, i64 0
  %497 = shufflevector <16 x float> %496, <16 x float> poison, <16 x i32> zeroinitializer
  %498 = fadd <16 x float> %434, %497
  br label %499

499:                                              ; preds = %494, %426
  %500 = phi <16 x float> [ %498, %494 ], [ %434, %426 ]
  %501 = shl nsw i64 %416, 4
  %502 = icmp slt i64 %501, %59
  %503 = sub nsw i64 %59, %501
  %504 = tail call i64 @llvm.smin.i64(i64 %503, i64 16)
  %505 = trunc nuw i64 %504 to i32
  %506 = shl nsw i32 -1, %505
  %507 = trunc i32 %506 to i16
  %508 = xor i16 %507, -1
  %509 = select i1 %502, i16 %508, i16 0
  %510 = getelementptr inbounds nuw float, ptr %337, i64 %501
  %511 = getelementptr inbounds nuw float, ptr %341, i64 %501
  %512 = select i1 %408, ptr null, ptr %511
  %513 = bitcast i16 %509 to <16 x i1>
  switch i64 %284, label %531 [
    i64 1, label %514
    i64 2, label %517
    i64 3, label %524
    i64 0, label %571
  ]

514:                                              ; preds = %499
  %515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %512, <16 x i1> %513, <16 x float> zeroinitializer)
  %516 = fadd <16 x float> %500, %515
  br label %533

517:                                              ; preds = %499
  %518 = bitcast <16 x float> %500 to <8 x i64>
  %519 = or <8 x i64> %518, %282
  %520 = fcmp oeq <16 x float> %500, %50
  %521 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %500, i32 4)
  %522 = bitcast <8 x i64> %519 to <16 x float>
  %523 = select <16 x i1> %520, <16 x float> %522, <16 x float> %521
  br label %533

524:                                              ; preds = %499
  %525 = bitcast <16 x float> %500 to <8 x i64>
  %526 = and <8 x i64> %525, %281
  %527 = fcmp oeq <16 x float> %500, %47
  %528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %500, i32 4)
  %529 = bitcast <8 x i64> %526 to <16 x float>
  %530 = select <16 x i1> %527, <16 x float> %529, <16 x float> %528
  br label %533

531:                                              ; preds = %499
  unreachable

532:                                              ; preds = %1032, %1013, %991, %965, %946, %924, %898, %879, %857, %831, %812, %790, %764, %745, %723, %697, %678, %656, %630, %611, %578, %552, %533, %7748, %7729, %7707, %7681, %7662, %7640, %7614, %7595, %7573, %7547, %7528, %7506, %7480, %7461, %7439, %7413, %7394, %7372, %7346, %7327, %7305, %7279, %7260, %7241, %7014, %6995, %6973, %6947, %6928, %6906, %6880, %6861, %6839, %6813, %6794, %6772, %6746, %6727, %6705, %6679, %6660, %6641, %6454, %6435, %6413, %6387, %6368, %6346, %6320, %6301, %6279, %6253, %6234, %6212, %6186, %6167, %6145, %6119, %6100, %6078, %6052, %6033, %6011, %5985, %5966, %5947, %5746, %5727, %5708, %5679, %5660, %5641, %5612, %5593, %5574, %5545, %5526, %5507, %11424, %11405, %11382, %11346, %11327, %11304, %11268, %11249, %11226, %11190, %11171, %11148, %11112, %11093, %11070, %11034, %11015, %10992, %10956, %10937, %10914, %10878, %10859, %10836, %10731, %10712, %10689, %10653, %10634, %10611, %10575, %10556, %10533, %10497, %10478, %10455, %10419, %10400, %10377, %10341, %10322, %10299, %10263, %10244, %10221, %10116, %10097, %10074, %10038, %10019, %9996, %9960, %9941, %9918, %9882, %9863, %9840, %9804, %9785, %9762, %9726, %9707, %9684, %9579, %9560, %9537, %9502, %9483, %9460, %9425, %9406, %9383, %9348, %9329, %9306, %9271, %9252, %9229, %8990, %8971, %8948, %8913, %8894, %8871, %8836, %8817, %8794, %8759, %8740, %8717, %8513, %8494, %8471, %8436, %8417, %8394, %8359, %8340, %8317, %8148, %8129, %8106, %8071, %8052, %8029, %7895, %7876, %7857, %4857, %4838, %4815, %4780, %4761, %4738, %4703, %4684, %4661, %4626, %4607, %4584, %4549, %4530, %4507, %4472, %4453, %4430, %4395, %4376, %4353, %4318, %4299, %4278, %4166, %4147, %4124, %4089, %4070, %4047, %4012, %3993, %3970, %3935, %3916, %3893, %3858, %3839, %3816, %3781, %3762, %3739, %3704, %3685, %3664, %3552, %3533, %3510, %3475, %3456, %3433, %3398, %3379, %3356, %3321, %3302, %3279, %3244, %3225, %3202, %3167, %3148, %3127, %3015, %2996, %2973, %2938, %2919, %2896, %2861, %2842, %2819, %2784, %2765, %2742, %2707, %2688, %2667, %2555, %2536, %2513, %2479, %2460, %2437, %2403, %2384, %2361, %2327, %2308, %2287, %2054, %2035, %2012, %1978, %1959, %1936, %1902, %1883, %1862, %1672, %1653, %1630, %1596, %1577, %1556, %1409, %1390, %1371
  unreachable

533:                                              ; preds = %524, %517, %514
  %534 = phi <16 x float> [ %516, %514 ], [ %523, %517 ], [ %530, %524 ]
  switch i64 %286, label %532 [
    i64 1, label %549
    i64 2, label %542
    i64 3, label %535
    i64 0, label %571
  ]

535:                                              ; preds = %533
  %536 = bitcast <16 x float> %534 to <8 x i64>
  %537 = and <8 x i64> %536, %281
  %538 = fcmp oeq <16 x float> %534, %47
  %539 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %534, i32 4)
  %540 = bitcast <8 x i64> %537 to <16 x float>
  %541 = select <16 x i1> %538, <16 x float> %540, <16 x float> %539
  br label %552

542:                                              ; preds = %533
  %543 = bitcast <16 x float> %534 to <8 x i64>
  %544 = or <8 x i64> %543, %282
  %545 = fcmp oeq <16 x float> %534, %50
  %546 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %534, i32 4)
  %547 = bitcast <8 x i64> %544 to <16 x float>
  %548 = select <16 x i1> %545, <16 x float> %547, <16 x float> %546
  br label %552

549:                                              ; preds = %533
  %550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %512, <16 x i1> %513, <16 x float> zeroinitializer)
  %551 = fadd <16 x float> %534, %550
  br label %552

552:                                              ; preds = %549, %542, %535
  %553 = phi <16 x float> [ %551, %549 ], [ %548, %542 ], [ %541, %535 ]
  switch i64 %288, label %532 [
    i64 1, label %568
    i64 2, label %561
    i64 3, label %554
    i64 0, label %571
  ]

554:                                              ; preds = %552
  %555 = bitcast <16 x float> %553 to <8 x i64>
  %556 = and <8 x i64> %555, %281
  %557 = fcmp oeq <16 x float> %553, %47
  %558 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %553, i32 4)
  %559 = bitcast <8 x i64> %556 to <16 x float>
  %560 = select <16 x i1> %557, <16 x float> %559, <16 x float> %558
  br label %571

561:                                              ; preds = %552
  %562 = bitcast <16 x float> %553 to <8 x i64>
  %563 = or <8 x i64> %562, %282
  %564 = fcmp oeq <16 x float> %553, %50
  %565 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %553, i32 4)
  %566 = bitcast <8 x i64> %563 to <16 x float>
  %567 = select <16 x i1> %564, <16 x float> %566, <16 x float> %565
  br label %571

568:                                              ; preds = %552
  %569 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %512, <16 x i1> %513, <16 x float> zeroinitializer)
  %570 = fadd <16 x float> %553, %569
  br label %571

571:                                              ; preds = %554, %561, %568, %552, %533, %499
  %572 = phi <16 x float> [ %553, %552 ], [ %500, %499 ], [ %534, %533 ], [ %570, %568 ], [ %567, %561 ], [ %560, %554 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %572, ptr align 1 %510, <16 x i1> %513)
  br i1 %283, label %578, label %573

573:                                              ; preds = %571
  %574 = load float, ptr %333, align 4
  %575 = insertelement <16 x float> poison, float %574, i64 0
  %576 = shufflevector <16 x float> %575, <16 x float> poison, <16 x i32> zeroinitializer
  %577 = fadd <16 x float> %433, %576
  br label %578

578:                                              ; preds = %573, %571
  %579 = phi <16 x float> [ %577, %573 ], [ %433, %571 ]
  %580 = shl i64 %416, 4
  %581 = or disjoint i64 %580, 16
  %582 = icmp slt i64 %581, %59
  %583 = sub nsw i64 %59, %581
  %584 = tail call i64 @llvm.smin.i64(i64 %583, i64 16)
  %585 = trunc nuw i64 %584 to i32
  %586 = shl nsw i32 -1, %585
  %587 = trunc i32 %586 to i16
  %588 = xor i16 %587, -1
  %589 = select i1 %582, i16 %588, i16 0
  %590 = getelementptr inbounds nuw float, ptr %337, i64 %581
  %591 = getelementptr inbounds nuw float, ptr %341, i64 %581
  %592 = select i1 %408, ptr null, ptr %591
  %593 = bitcast i16 %589 to <16 x i1>
  switch i64 %284, label %532 [
    i64 1, label %608
    i64 2, label %601
    i64 3, label %594
    i64 0, label %649
  ]

594:                                              ; preds = %578
  %595 = bitcast <16 x float> %579 to <8 x i64>
  %596 = and <8 x i64> %595, %281
  %597 = fcmp oeq <16 x float> %579, %47
  %598 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %579, i32 4)
  %599 = bitcast <8 x i64> %596 to <16 x float>
  %600 = select <16 x i1> %597, <16 x float> %599, <16 x float> %598
  br label %611

601:                                              ; preds = %578
  %602 = bitcast <16 x float> %579 to <8 x i64>
  %603 = or <8 x i64> %602, %282
  %604 = fcmp oeq <16 x float> %579, %50
  %605 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %579, i32 4)
  %606 = bitcast <8 x i64> %603 to <16 x float>
  %607 = select <16 x i1> %604, <16 x float> %606, <16 x float> %605
  br label %611

608:                                              ; preds = %578
  %609 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %592, <16 x i1> %593, <16 x float> zeroinitializer)
  %610 = fadd <16 x float> %579, %609
  br label %611

611:                                              ; preds = %608, %601, %594
  %612 = phi <16 x float> [ %610, %608 ], [ %607, %601 ], [ %600, %594 ]
  switch i64 %290, label %532 [
    i64 1, label %627
    i64 2, label %620
    i64 3, label %613
    i64 0, label %649
  ]

613:                                              ; preds = %611
  %614 = bitcast <16 x float> %612 to <8 x i64>
  %615 = and <8 x i64> %614, %281
  %616 = fcmp oeq <16 x float> %612, %47
  %617 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %612, i32 4)
  %618 = bitcast <8 x i64> %615 to <16 x float>
  %619 = select <16 x i1> %616, <16 x float> %618, <16 x float> %617
  br label %630

620:                                              ; preds = %611
  %621 = bitcast <16 x float> %612 to <8 x i64>
  %622 = or <8 x i64> %621, %282
  %623 = fcmp oeq <16 x float> %612, %50
  %624 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %612, i32 4)
  %625 = bitcast <8 x i64> %622 to <16 x float>
  %626 = select <16 x i1> %623, <16 x float> %625, <16 x float> %624
  br label %630

627:                                              ; preds = %611
  %628 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %592, <16 x i1> %593, <16 x float> zeroinitializer)
  %629 = fadd <16 x float> %612, %628
  br label %630

630:                                              ; preds = %627, %620, %613
  %631 = phi <16 x float> [ %629, %627 ], [ %626, %620 ], [ %619, %613 ]
  switch i64 %292, label %532 [
    i64 1, label %646
    i64 2, label %639
    i64 3, label %632
    i64 0, label %649
  ]

632:                                              ; preds = %630
  %633 = bitcast <16 x float> %631 to <8 x i64>
  %634 = and <8 x i64> %633, %281
  %635 = fcmp oeq <16 x float> %631, %47
  %636 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %631, i32 4)
  %637 = bitcast <8 x i64> %634 to <16 x float>
  %638 = select <16 x i1> %635, <16 x float> %637, <16 x float> %636
  br label %649

639:                                              ; preds = %630
  %640 = bitcast <16 x float> %631 to <8 x i64>
  %641 = or <8 x i64> %640, %282
  %642 = fcmp oeq <16 x float> %631, %50
  %643 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %631, i32 4)
  %644 = bitcast <8 x i64> %641 to <16 x float>
  %645 = select <16 x i1> %642, <16 x float> %644, <16 x float> %643
  br label %649

646:                                              ; preds = %630
  %647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %592, <16 x i1> %593, <16 x float> zeroinitializer)
  %648 = fadd <16 x float> %631, %647
  br label %649

649:                                              ; preds = %632, %639, %646, %630, %611, %578
  %650 = phi <16 x float> [ %631, %630 ], [ %579, %578 ], [ %612, %611 ], [ %648, %646 ], [ %645, %639 ], [ %638, %632 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %650, ptr nonnull align 1 %590, <16 x i1> %593)
  br i1 %293, label %656, label %651

651:                                              ; preds = %649
  %652 = load float, ptr %353, align 4
  %653 = insertelement <16 x float> poison, float %652, i64 0
  %654 = shufflevector <16 x float> %653, <16 x float> poison, <16 x i32> zeroinitializer
  %655 = fadd <16 x float> %432, %654
  br label %656

656:                                              ; preds = %651, %649
  %657 = phi <16 x float> [ %655, %651 ], [ %432, %649 ]
  %658 = getelementptr inbounds nuw float, ptr %357, i64 %501
  %659 = getelementptr inbounds nuw float, ptr %361, i64 %501
  %660 = select i1 %409, ptr null, ptr %659
  switch i64 %284, label %532 [
    i64 1, label %675
    i64 2, label %668
    i64 3, label %661
    i64 0, label %716
  ]

661:                                              ; preds = %656
  %662 = bitcast <16 x float> %657 to <8 x i64>
  %663 = and <8 x i64> %662, %281
  %664 = fcmp oeq <16 x float> %657, %47
  %665 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %657, i32 4)
  %666 = bitcast <8 x i64> %663 to <16 x float>
  %667 = select <16 x i1> %664, <16 x float> %666, <16 x float> %665
  br label %678

668:                                              ; preds = %656
  %669 = bitcast <16 x float> %657 to <8 x i64>
  %670 = or <8 x i64> %669, %282
  %671 = fcmp oeq <16 x float> %657, %50
  %672 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %657, i32 4)
  %673 = bitcast <8 x i64> %670 to <16 x float>
  %674 = select <16 x i1> %671, <16 x float> %673, <16 x float> %672
  br label %678

675:                                              ; preds = %656
  %676 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %660, <16 x i1> %513, <16 x float> zeroinitializer)
  %677 = fadd <16 x float> %657, %676
  br label %678

678:                                              ; preds = %675, %668, %661
  %679 = phi <16 x float> [ %677, %675 ], [ %674, %668 ], [ %667, %661 ]
  switch i64 %295, label %532 [
    i64 1, label %694
    i64 2, label %687
    i64 3, label %680
    i64 0, label %716
  ]

680:                                              ; preds = %678
  %681 = bitcast <16 x float> %679 to <8 x i64>
  %682 = and <8 x i64> %681, %281
  %683 = fcmp oeq <16 x float> %679, %47
  %684 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %679, i32 4)
  %685 = bitcast <8 x i64> %682 to <16 x float>
  %686 = select <16 x i1> %683, <16 x float> %685, <16 x float> %684
  br label %697

687:                                              ; preds = %678
  %688 = bitcast <16 x float> %679 to <8 x i64>
  %689 = or <8 x i64> %688, %282
  %690 = fcmp oeq <16 x float> %679, %50
  %691 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %679, i32 4)
  %692 = bitcast <8 x i64> %689 to <16 x float>
  %693 = select <16 x i1> %690, <16 x float> %692, <16 x float> %691
  br label %697

694:                                              ; preds = %678
  %695 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %660, <16 x i1> %513, <16 x float> zeroinitializer)
  %696 = fadd <16 x float> %679, %695
  br label %697

697:                                              ; preds = %694, %687, %680
  %698 = phi <16 x float> [ %696, %694 ], [ %693, %687 ], [ %686, %680 ]
  switch i64 %297, label %532 [
    i64 1, label %713
    i64 2, label %706
    i64 3, label %699
    i64 0, label %716
  ]

699:                                              ; preds = %697
  %700 = bitcast <16 x float> %698 to <8 x i64>
  %701 = and <8 x i64> %700, %281
  %702 = fcmp oeq <16 x float> %698, %47
  %703 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %698, i32 4)
  %704 = bitcast <8 x i64> %701 to <16 x float>
  %705 = select <16 x i1> %702, <16 x float> %704, <16 x float> %703
  br label %716

706:                                              ; preds = %697
  %707 = bitcast <16 x float> %698 to <8 x i64>
  %708 = or <8 x i64> %707, %282
  %709 = fcmp oeq <16 x float> %698, %50
  %710 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %698, i32 4)
  %711 = bitcast <8 x i64> %708 to <16 x float>
  %712 = select <16 x i1> %709, <16 x float> %711, <16 x float> %710
  br label %716

713:                                              ; preds = %697
  %714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %660, <16 x i1> %513, <16 x float> zeroinitializer)
  %715 = fadd <16 x float> %698, %714
  br label %716

716:                                              ; preds = %699, %706, %713, %697, %678, %656
  %717 = phi <16 x float> [ %698, %697 ], [ %657, %656 ], [ %679, %678 ], [ %715, %713 ], [ %712, %706 ], [ %705, %699 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %717, ptr align 1 %658, <16 x i1> %513)
  br i1 %293, label %723, label %718

718:                                              ; preds = %716
  %719 = load float, ptr %353, align 4
  %720 = insertelement <16 x float> poison, float %719, i64 0
  %721 = shufflevector <16 x float> %720, <16 x float> poison, <16 x i32> zeroinitializer
  %722 = fadd <16 x float> %431, %721
  br label %723

723:                                              ; preds = %718, %716
  %724 = phi <16 x float> [ %722, %718 ], [ %431, %716 ]
  %725 = getelementptr inbounds nuw float, ptr %357, i64 %581
  %726 = getelementptr inbounds nuw float, ptr %361, i64 %581
  %727 = select i1 %409, ptr null, ptr %726
  switch i64 %284, label %532 [
    i64 1, label %742
    i64 2, label %735
    i64 3, label %728
    i64 0, label %783
  ]

728:                                              ; preds = %723
  %729 = bitcast <16 x float> %724 to <8 x i64>
  %730 = and <8 x i64> %729, %281
  %731 = fcmp oeq <16 x float> %724, %47
  %732 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %724, i32 4)
  %733 = bitcast <8 x i64> %730 to <16 x float>
  %734 = select <16 x i1> %731, <16 x float> %733, <16 x float> %732
  br label %745

735:                                              ; preds = %723
  %736 = bitcast <16 x float> %724 to <8 x i64>
  %737 = or <8 x i64> %736, %282
  %738 = fcmp oeq <16 x float> %724, %50
  %739 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %724, i32 4)
  %740 = bitcast <8 x i64> %737 to <16 x float>
  %741 = select <16 x i1> %738, <16 x float> %740, <16 x float> %739
  br label %745

742:                                              ; preds = %723
  %743 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %727, <16 x i1> %593, <16 x float> zeroinitializer)
  %744 = fadd <16 x float> %724, %743
  br label %745

745:                                              ; preds = %742, %735, %728
  %746 = phi <16 x float> [ %744, %742 ], [ %741, %735 ], [ %734, %728 ]
  switch i64 %299, label %532 [
    i64 1, label %761
    i64 2, label %754
    i64 3, label %747
    i64 0, label %783
  ]

747:                                              ; preds = %745
  %748 = bitcast <16 x float> %746 to <8 x i64>
  %749 = and <8 x i64> %748, %281
  %750 = fcmp oeq <16 x float> %746, %47
  %751 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %746, i32 4)
  %752 = bitcast <8 x i64> %749 to <16 x float>
  %753 = select <16 x i1> %750, <16 x float> %752, <16 x float> %751
  br label %764

754:                                              ; preds = %745
  %755 = bitcast <16 x float> %746 to <8 x i64>
  %756 = or <8 x i64> %755, %282
  %757 = fcmp oeq <16 x float> %746, %50
  %758 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %746, i32 4)
  %759 = bitcast <8 x i64> %756 to <16 x float>
  %760 = select <16 x i1> %757, <16 x float> %759, <16 x float> %758
  br label %764

761:                                              ; preds = %745
  %762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %727, <16 x i1> %593, <16 x float> zeroinitializer)
  %763 = fadd <16 x float> %746, %762
  br label %764

764:                                              ; preds = %761, %754, %747
  %765 = phi <16 x float> [ %763, %761 ], [ %760, %754 ], [ %753, %747 ]
  switch i64 %301, label %532 [
    i64 1, label %780
    i64 2, label %773
    i64 3, label %766
    i64 0, label %783
  ]

766:                                              ; preds = %764
  %767 = bitcast <16 x float> %765 to <8 x i64>
  %768 = and <8 x i64> %767, %281
  %769 = fcmp oeq <16 x float> %765, %47
  %770 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %765, i32 4)
  %771 = bitcast <8 x i64> %768 to <16 x float>
  %772 = select <16 x i1> %769, <16 x float> %771, <16 x float> %770
  br label %783

773:                                              ; preds = %764
  %774 = bitcast <16 x float> %765 to <8 x i64>
  %775 = or <8 x i64> %774, %282
  %776 = fcmp oeq <16 x float> %765, %50
  %777 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %765, i32 4)
  %778 = bitcast <8 x i64> %775 to <16 x float>
  %779 = select <16 x i1> %776, <16 x float> %778, <16 x float> %777
  br label %783

780:                                              ; preds = %764
  %781 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %727, <16 x i1> %593, <16 x float> zeroinitializer)
  %782 = fadd <16 x float> %765, %781
  br label %783

783:                                              ; preds = %766, %773, %780, %764, %745, %723
  %784 = phi <16 x float> [ %765, %764 ], [ %724, %723 ], [ %746, %745 ], [ %782, %780 ], [ %779, %773 ], [ %772, %766 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %784, ptr nonnull align 1 %725, <16 x i1> %593)
  br i1 %302, label %790, label %785

785:                                              ; preds = %783
  %786 = load float, ptr %373, align 4
  %787 = insertelement <16 x float> poison, float %786, i64 0
  %788 = shufflevector <16 x float> %787, <16 x float> poison, <16 x i32> zeroinitializer
  %789 = fadd <16 x float> %430, %788
  br label %790

790:                                              ; preds = %785, %783
  %791 = phi <16 x float> [ %789, %785 ], [ %430, %783 ]
  %792 = getelementptr inbounds nuw float, ptr %377, i64 %501
  %793 = getelementptr inbounds nuw float, ptr %381, i64 %501
  %794 = select i1 %410, ptr null, ptr %793
  switch i64 %284, label %532 [
    i64 1, label %809
    i64 2, label %802
    i64 3, label %795
    i64 0, label %850
  ]

795:                                              ; preds = %790
  %796 = bitcast <16 x float> %791 to <8 x i64>
  %797 = and <8 x i64> %796, %281
  %798 = fcmp oeq <16 x float> %791, %47
  %799 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %791, i32 4)
  %800 = bitcast <8 x i64> %797 to <16 x float>
  %801 = select <16 x i1> %798, <16 x float> %800, <16 x float> %799
  br label %812

802:                                              ; preds = %790
  %803 = bitcast <16 x float> %791 to <8 x i64>
  %804 = or <8 x i64> %803, %282
  %805 = fcmp oeq <16 x float> %791, %50
  %806 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %791, i32 4)
  %807 = bitcast <8 x i64> %804 to <16 x float>
  %808 = select <16 x i1> %805, <16 x float> %807, <16 x float> %806
  br label %812

809:                                              ; preds = %790
  %810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %794, <16 x i1> %513, <16 x float> zeroinitializer)
  %811 = fadd <16 x float> %791, %810
  br label %812

812:                                              ; preds = %809, %802, %795
  %813 = phi <16 x float> [ %811, %809 ], [ %808, %802 ], [ %801, %795 ]
  switch i64 %304, label %532 [
    i64 1, label %828
    i64 2, label %821
    i64 3, label %814
    i64 0, label %850
  ]

814:                                              ; preds = %812
  %815 = bitcast <16 x float> %813 to <8 x i64>
  %816 = and <8 x i64> %815, %281
  %817 = fcmp oeq <16 x float> %813, %47
  %818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %813, i32 4)
  %819 = bitcast <8 x i64> %816 to <16 x float>
  %820 = select <16 x i1> %817, <16 x float> %819, <16 x float> %818
  br label %831

821:                                              ; preds = %812
  %822 = bitcast <16 x float> %813 to <8 x i64>
  %823 = or <8 x i64> %822, %282
  %824 = fcmp oeq <16 x float> %813, %50
  %825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %813, i32 4)
  %826 = bitcast <8 x i64> %823 to <16 x float>
  %827 = select <16 x i1> %824, <16 x float> %826, <16 x float> %825
  br label %831

828:                                              ; preds = %812
  %829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %794, <16 x i1> %513, <16 x float> zeroinitializer)
  %830 = fadd <16 x float> %813, %829
  br label %831

831:                                              ; preds = %828, %821, %814
  %832 = phi <16 x float> [ %830, %828 ], [ %827, %821 ], [ %820, %814 ]
  switch i64 %306, label %532 [
    i64 1, label %847
    i64 2, label %840
    i64 3, label %833
    i64 0, label %850
  ]

833:                                              ; preds = %831
  %834 = bitcast <16 x float> %832 to <8 x i64>
  %835 = and <8 x i64> %834, %281
  %836 = fcmp oeq <16 x float> %832, %47
  %837 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %832, i32 4)
  %838 = bitcast <8 x i64> %835 to <16 x float>
  %839 = select <16 x i1> %836, <16 x float> %838, <16 x float> %837
  br label %850

840:                                              ; preds = %831
  %841 = bitcast <16 x float> %832 to <8 x i64>
  %842 = or <8 x i64> %841, %282
  %843 = fcmp oeq <16 x float> %832, %50
  %844 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %832, i32 4)
  %845 = bitcast <8 x i64> %842 to <16 x float>
  %846 = select <16 x i1> %843, <16 x float> %845, <16 x float> %844
  br label %850

847:                                              ; preds = %831
  %848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %794, <16 x i1> %513, <16 x float> zeroinitializer)
  %849 = fadd <16 x float> %832, %848
  br label %850

850:                                              ; preds = %833, %840, %847, %831, %812, %790
  %851 = phi <16 x float> [ %832, %831 ], [ %791, %790 ], [ %813, %812 ], [ %849, %847 ], [ %846, %840 ], [ %839, %833 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %851, ptr align 1 %792, <16 x i1> %513)
  br i1 %302, label %857, label %852

852:                                              ; preds = %850
  %853 = load float, ptr %373, align 4
  %854 = insertelement <16 x float> poison, float %853, i64 0
  %855 = shufflevector <16 x float> %854, <16 x float> poison, <16 x i32> zeroinitializer
  %856 = fadd <16 x float> %429, %855
  br label %857

857:                                              ; preds = %852, %850
  %858 = phi <16 x float> [ %856, %852 ], [ %429, %850 ]
  %859 = getelementptr inbounds nuw float, ptr %377, i64 %581
  %860 = getelementptr inbounds nuw float, ptr %381, i64 %581
  %861 = select i1 %410, ptr null, ptr %860
  switch i64 %284, label %532 [
    i64 1, label %876
    i64 2, label %869
    i64 3, label %862
    i64 0, label %917
  ]

862:                                              ; preds = %857
  %863 = bitcast <16 x float> %858 to <8 x i64>
  %864 = and <8 x i64> %863, %281
  %865 = fcmp oeq <16 x float> %858, %47
  %866 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %858, i32 4)
  %867 = bitcast <8 x i64> %864 to <16 x float>
  %868 = select <16 x i1> %865, <16 x float> %867, <16 x float> %866
  br label %879

869:                                              ; preds = %857
  %870 = bitcast <16 x float> %858 to <8 x i64>
  %871 = or <8 x i64> %870, %282
  %872 = fcmp oeq <16 x float> %858, %50
  %873 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %858, i32 4)
  %874 = bitcast <8 x i64> %871 to <16 x float>
  %875 = select <16 x i1> %872, <16 x float> %874, <16 x float> %873
  br label %879

876:                                              ; preds = %857
  %877 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %861, <16 x i1> %593, <16 x float> zeroinitializer)
  %878 = fadd <16 x float> %858, %877
  br label %879

879:                                              ; preds = %876, %869, %862
  %880 = phi <16 x float> [ %878, %876 ], [ %875, %869 ], [ %868, %862 ]
  switch i64 %308, label %532 [
    i64 1, label %895
    i64 2, label %888
    i64 3, label %881
    i64 0, label %917
  ]

881:                                              ; preds = %879
  %882 = bitcast <16 x float> %880 to <8 x i64>
  %883 = and <8 x i64> %882, %281
  %884 = fcmp oeq <16 x float> %880, %47
  %885 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %880, i32 4)
  %886 = bitcast <8 x i64> %883 to <16 x float>
  %887 = select <16 x i1> %884, <16 x float> %886, <16 x float> %885
  br label %898

888:                                              ; preds = %879
  %889 = bitcast <16 x float> %880 to <8 x i64>
  %890 = or <8 x i64> %889, %282
  %891 = fcmp oeq <16 x float> %880, %50
  %892 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %880, i32 4)
  %893 = bitcast <8 x i64> %890 to <16 x float>
  %894 = select <16 x i1> %891, <16 x float> %893, <16 x float> %892
  br label %898

895:                                              ; preds = %879
  %896 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %861, <16 x i1> %593, <16 x float> zeroinitializer)
  %897 = fadd <16 x float> %880, %896
  br label %898

898:                                              ; preds = %895, %888, %881
  %899 = phi <16 x float> [ %897, %895 ], [ %894, %888 ], [ %887, %881 ]
  switch i64 %310, label %532 [
    i64 1, label %914
    i64 2, label %907
    i64 3, label %900
    i64 0, label %917
  ]

900:                                              ; preds = %898
  %901 = bitcast <16 x float> %899 to <8 x i64>
  %902 = and <8 x i64> %901, %281
  %903 = fcmp oeq <16 x float> %899, %47
  %904 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %899, i32 4)
  %905 = bitcast <8 x i64> %902 to <16 x float>
  %906 = select <16 x i1> %903, <16 x float> %905, <16 x float> %904
  br label %917

907:                                              ; preds = %898
  %908 = bitcast <16 x float> %899 to <8 x i64>
  %909 = or <8 x i64> %908, %282
  %910 = fcmp oeq <16 x float> %899, %50
  %911 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %899, i32 4)
  %912 = bitcast <8 x i64> %909 to <16 x float>
  %913 = select <16 x i1> %910, <16 x float> %912, <16 x float> %911
  br label %917

914:                                              ; preds = %898
  %915 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %861, <16 x i1> %593, <16 x float> zeroinitializer)
  %916 = fadd <16 x float> %899, %915
  br label %917

917:                                              ; preds = %900, %907, %914, %898, %879, %857
  %918 = phi <16 x float> [ %899, %898 ], [ %858, %857 ], [ %880, %879 ], [ %916, %914 ], [ %913, %907 ], [ %906, %900 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %918, ptr nonnull align 1 %859, <16 x i1> %593)
  br i1 %311, label %924, label %919

919:                                              ; preds = %917
  %920 = load float, ptr %393, align 4
  %921 = insertelement <16 x float> poison, float %920, i64 0
  %922 = shufflevector <16 x float> %921, <16 x float> poison, <16 x i32> zeroinitializer
  %923 = fadd <16 x float> %428, %922
  br label %924

924:                                              ; preds = %919, %917
  %925 = phi <16 x float> [ %923, %919 ], [ %428, %917 ]
  %926 = getelementptr inbounds nuw float, ptr %397, i64 %501
  %927 = getelementptr inbounds nuw float, ptr %401, i64 %501
  %928 = select i1 %411, ptr null, ptr %927
  switch i64 %284, label %532 [
    i64 1, label %943
    i64 2, label %936
    i64 3, label %929
    i64 0, label %984
  ]

929:                                              ; preds = %924
  %930 = bitcast <16 x float> %925 to <8 x i64>
  %931 = and <8 x i64> %930, %281
  %932 = fcmp oeq <16 x float> %925, %47
  %933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %925, i32 4)
  %934 = bitcast <8 x i64> %931 to <16 x float>
  %935 = select <16 x i1> %932, <16 x float> %934, <16 x float> %933
  br label %946

936:                                              ; preds = %924
  %937 = bitcast <16 x float> %925 to <8 x i64>
  %938 = or <8 x i64> %937, %282
  %939 = fcmp oeq <16 x float> %925, %50
  %940 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %925, i32 4)
  %941 = bitcast <8 x i64> %938 to <16 x float>
  %942 = select <16 x i1> %939, <16 x float> %941, <16 x float> %940
  br label %946

943:                                              ; preds = %924
  %944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %928, <16 x i1> %513, <16 x float> zeroinitializer)
  %945 = fadd <16 x float> %925, %944
  br label %946

946:                                              ; preds = %943, %936, %929
  %947 = phi <16 x float> [ %945, %943 ], [ %942, %936 ], [ %935, %929 ]
  switch i64 %313, label %532 [
    i64 1, label %962
    i64 2, label %955
    i64 3, label %948
    i64 0, label %984
  ]

948:                                              ; preds = %946
  %949 = bitcast <16 x float> %947 to <8 x i64>
  %950 = and <8 x i64> %949, %281
  %951 = fcmp oeq <16 x float> %947, %47
  %952 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %947, i32 4)
  %953 = bitcast <8 x i64> %950 to <16 x float>
  %954 = select <16 x i1> %951, <16 x float> %953, <16 x float> %952
  br label %965

955:                                              ; preds = %946
  %956 = bitcast <16 x float> %947 to <8 x i64>
  %957 = or <8 x i64> %956, %282
  %958 = fcmp oeq <16 x float> %947, %50
  %959 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %947, i32 4)
  %960 = bitcast <8 x i64> %957 to <16 x float>
  %961 = select <16 x i1> %958, <16 x float> %960, <16 x float> %959
  br label %965

962:                                              ; preds = %946
  %963 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %928, <16 x i1> %513, <16 x float> zeroinitializer)
  %964 = fadd <16 x float> %947, %963
  br label %965

965:                                              ; preds = %962, %955, %948
  %966 = phi <16 x float> [ %964, %962 ], [ %961, %955 ], [ %954, %948 ]
  switch i64 %315, label %532 [
    i64 1, label %981
    i64 2, label %974
    i64 3, label %967
    i64 0, label %984
  ]

967:                                              ; preds = %965
  %968 = bitcast <16 x float> %966 to <8 x i64>
  %969 = and <8 x i64> %968, %281
  %970 = fcmp oeq <16 x float> %966, %47
  %971 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %966, i32 4)
  %972 = bitcast <8 x i64> %969 to <16 x float>
  %973 = select <16 x i1> %970, <16 x float> %972, <16 x float> %971
  br label %984

974:                                              ; preds = %965
  %975 = bitcast <16 x float> %966 to <8 x i64>
  %976 = or <8 x i64> %975, %282
  %977 = fcmp oeq <16 x float> %966, %50
  %978 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %966, i32 4)
  %979 = bitcast <8 x i64> %976 to <16 x float>
  %980 = select <16 x i1> %977, <16 x float> %979, <16 x float> %978
  br label %984

981:                                              ; preds = %965
  %982 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %928, <16 x i1> %513, <16 x float> zeroinitializer)
  %983 = fadd <16 x float> %966, %982
  br label %984

984:                                              ; preds = %967, %974, %981, %965, %946, %924
  %985 = phi <16 x float> [ %966, %965 ], [ %925, %924 ], [ %947, %946 ], [ %983, %981 ], [ %980, %974 ], [ %973, %967 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %985, ptr align 1 %926, <16 x i1> %513)
  br i1 %311, label %991, label %986

986:                                              ; preds = %984
  %987 = load float, ptr %393, align 4
  %988 = insertelement <16 x float> poison, float %987, i64 0
  %989 = shufflevector <16 x float> %988, <16 x float> poison, <16 x i32> zeroinitializer
  %990 = fadd <16 x float> %427, %989
  br label %991

991:                                              ; preds = %986, %984
  %992 = phi <16 x float> [ %990, %986 ], [ %427, %984 ]
  %993 = getelementptr inbounds nuw float, ptr %397, i64 %581
  %994 = getelementptr inbounds nuw float, ptr %401, i64 %581
  %995 = select i1 %411, ptr null, ptr %994
  switch i64 %284, label %532 [
    i64 1, label %1010
    i64 2, label %1003
    i64 3, label %996
    i64 0, label %1051
  ]

996:                                              ; preds = %991
  %997 = bitcast <16 x float> %992 to <8 x i64>
  %998 = and <8 x i64> %997, %281
  %999 = fcmp oeq <16 x float> %992, %47
  %1000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %992, i32 4)
  %1001 = bitcast <8 x i64> %998 to <16 x float>
  %1002 = select <16 x i1> %999, <16 x float> %1001, <16 x float> %1000
  br label %1013

1003:                                             ; preds = %991
  %1004 = bitcast <16 x float> %992 to <8 x i64>
  %1005 = or <8 x i64> %1004, %282
  %1006 = fcmp oeq <16 x float> %992, %50
  %1007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %992, i32 4)
  %1008 = bitcast <8 x i64> %1005 to <16 x float>
  %1009 = select <16 x i1> %1006, <16 x float> %1008, <16 x float> %1007
  br label %1013

1010:                                             ; preds = %991
  %1011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %995, <16 x i1> %593, <16 x float> zeroinitializer)
  %1012 = fadd <16 x float> %992, %1011
  br label %1013

1013:                                             ; preds = %1010, %1003, %996
  %1014 = phi <16 x float> [ %1012, %1010 ], [ %1009, %1003 ], [ %1002, %996 ]
  switch i64 %317, label %532 [
    i64 1, label %1029
    i64 2, label %1022
    i64 3, label %1015
    i64 0, label %1051
  ]

1015:                                             ; preds = %1013
  %1016 = bitcast <16 x float> %1014 to <8 x i64>
  %1017 = and <8 x i64> %1016, %281
  %1018 = fcmp oeq <16 x float> %1014, %47
  %1019 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1014, i32 4)
  %1020 = bitcast <8 x i64> %1017 to <16 x float>
  %1021 = select <16 x i1> %1018, <16 x float> %1020, <16 x float> %1019
  br label %1032

1022:                                             ; preds = %1013
  %1023 = bitcast <16 x float> %1014 to <8 x i64>
  %1024 = or <8 x i64> %1023, %282
  %1025 = fcmp oeq <16 x float> %1014, %50
  %1026 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1014, i32 4)
  %1027 = bitcast <8 x i64> %1024 to <16 x float>
  %1028 = select <16 x i1> %1025, <16 x float> %1027, <16 x float> %1026
  br label %1032

1029:                                             ; preds = %1013
  %1030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %995, <16 x i1> %593, <16 x float> zeroinitializer)
  %1031 = fadd <16 x float> %1014, %1030
  br label %1032

1032:                                             ; preds = %1029, %1022, %1015
  %1033 = phi <16 x float> [ %1031, %1029 ], [ %1028, %1022 ], [ %1021, %1015 ]
  switch i64 %319, label %532 [
    i64 1, label %1048
    i64 2, label %1041
    i64 3, label %1034
    i64 0, label %1051
  ]

1034:                                             ; preds = %1032
  %1035 = bitcast <16 x float> %1033 to <8 x i64>
  %1036 = and <8 x i64> %1035, %281
  %1037 = fcmp oeq <16 x float> %1033, %47
  %1038 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1033, i32 4)
  %1039 = bitcast <8 x i64> %1036 to <16 x float>
  %1040 = select <16 x i1> %1037, <16 x float> %1039, <16 x float> %1038
  br label %1051

1041:                                             ; preds = %1032
  %1042 = bitcast <16 x float> %1033 to <8 x i64>
  %1043 = or <8 x i64> %1042, %282
  %1044 = fcmp oeq <16 x float> %1033, %50
  %1045 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1033, i32 4)
  %1046 = bitcast <8 x i64> %1043 to <16 x float>
  %1047 = select <16 x i1> %1044, <16 x float> %1046, <16 x float> %1045
  br label %1051

1048:                                             ; preds = %1032
  %1049 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %995, <16 x i1> %593, <16 x float> zeroinitializer)
  %1050 = fadd <16 x float> %1033, %1049
  br label %1051

1051:                                             ; preds = %1034, %1041, %1048, %1032, %1013, %991
  %1052 = phi <16 x float> [ %1033, %1032 ], [ %992, %991 ], [ %1014, %1013 ], [ %1050, %1048 ], [ %1047, %1041 ], [ %1040, %1034 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1052, ptr nonnull align 1 %993, <16 x i1> %593)
  %1053 = add nuw nsw i64 %416, 2
  %1054 = icmp slt i64 %1053, %61
  br i1 %1054, label %415, label %412

1055:                                             ; preds = %320, %412, %274
  %1056 = phi i64 [ %57, %274 ], [ %405, %412 ], [ %323, %320 ]
  %1057 = phi i64 [ %56, %274 ], [ %406, %412 ], [ %322, %320 ]
  %1058 = phi i64 [ %3, %274 ], [ %413, %412 ], [ %321, %320 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %1059

1059:                                             ; preds = %1055, %52
  %1060 = phi i64 [ %1056, %1055 ], [ %57, %52 ]
  %1061 = phi i64 [ %1057, %1055 ], [ %56, %52 ]
  %1062 = phi i64 [ %1058, %1055 ], [ %3, %52 ]
  br i1 %53, label %1063, label %4881

1063:                                             ; preds = %1059
  %1064 = icmp slt i64 %1062, %4
  br i1 %1064, label %1065, label %11464

1065:                                             ; preds = %1063
  %1066 = mul i64 %7, %6
  %1067 = icmp eq i64 %22, 0
  %1068 = icmp sgt i64 %9, 0
  %1069 = icmp sgt i64 %10, 0
  %1070 = icmp sgt i64 %11, 0
  %1071 = bitcast <16 x float> %47 to <8 x i64>
  %1072 = bitcast <16 x float> %50 to <8 x i64>
  %1073 = icmp eq i64 %21, 0
  %1074 = and i64 %26, 3
  %1075 = lshr i64 %26, 2
  %1076 = and i64 %1075, 3
  %1077 = lshr i64 %26, 4
  %1078 = and i64 %1077, 3
  %1079 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %1080 = lshr i64 %26, 2
  %1081 = and i64 %1080, 3
  %1082 = lshr i64 %26, 4
  %1083 = and i64 %1082, 3
  %1084 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %1085 = lshr i64 %26, 2
  %1086 = and i64 %1085, 3
  %1087 = lshr i64 %26, 4
  %1088 = and i64 %1087, 3
  %1089 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %1090 = lshr i64 %26, 2
  %1091 = and i64 %1090, 3
  %1092 = lshr i64 %26, 4
  %1093 = and i64 %1092, 3
  %1094 = getelementptr inbounds nuw i8, ptr %34, i64 256
  %1095 = lshr i64 %26, 2
  %1096 = and i64 %1095, 3
  %1097 = lshr i64 %26, 4
  %1098 = and i64 %1097, 3
  %1099 = getelementptr inbounds nuw i8, ptr %34, i64 320
  %1100 = lshr i64 %26, 2
  %1101 = and i64 %1100, 3
  %1102 = lshr i64 %26, 4
  %1103 = and i64 %1102, 3
  %1104 = getelementptr inbounds nuw i8, ptr %34, i64 384
  %1105 = lshr i64 %26, 2
  %1106 = and i64 %1105, 3
  %1107 = lshr i64 %26, 4
  %1108 = and i64 %1107, 3
  %1109 = getelementptr inbounds nuw i8, ptr %34, i64 448
  %1110 = lshr i64 %26, 2
  %1111 = and i64 %1110, 3
  %1112 = lshr i64 %26, 4
  %1113 = and i64 %1112, 3
  %1114 = and i64 %26, 3
  %1115 = lshr i64 %26, 2
  %1116 = and i64 %1115, 3
  %1117 = lshr i64 %26, 4
  %1118 = and i64 %1117, 3
  %1119 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %1120 = lshr i64 %26, 2
  %1121 = and i64 %1120, 3
  %1122 = lshr i64 %26, 4
  %1123 = and i64 %1122, 3
  %1124 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %1125 = lshr i64 %26, 2
  %1126 = and i64 %1125, 3
  %1127 = lshr i64 %26, 4
  %1128 = and i64 %1127, 3
  %1129 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %1130 = lshr i64 %26, 2
  %1131 = and i64 %1130, 3
  %1132 = lshr i64 %26, 4
  %1133 = and i64 %1132, 3
  %1134 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %1135 = lshr i64 %26, 2
  %1136 = and i64 %1135, 3
  %1137 = lshr i64 %26, 4
  %1138 = and i64 %1137, 3
  %1139 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %1140 = lshr i64 %26, 2
  %1141 = and i64 %1140, 3
  %1142 = lshr i64 %26, 4
  %1143 = and i64 %1142, 3
  %1144 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %1145 = lshr i64 %26, 2
  %1146 = and i64 %1145, 3
  %1147 = lshr i64 %26, 4
  %1148 = and i64 %1147, 3
  %1149 = and i64 %26, 3
  %1150 = lshr i64 %26, 2
  %1151 = and i64 %1150, 3
  %1152 = lshr i64 %26, 4
  %1153 = and i64 %1152, 3
  %1154 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %1155 = lshr i64 %26, 2
  %1156 = and i64 %1155, 3
  %1157 = lshr i64 %26, 4
  %1158 = and i64 %1157, 3
  %1159 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %1160 = lshr i64 %26, 2
  %1161 = and i64 %1160, 3
  %1162 = lshr i64 %26, 4
  %1163 = and i64 %1162, 3
  %1164 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %1165 = lshr i64 %26, 2
  %1166 = and i64 %1165, 3
  %1167 = lshr i64 %26, 4
  %1168 = and i64 %1167, 3
  %1169 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %1170 = lshr i64 %26, 2
  %1171 = and i64 %1170, 3
  %1172 = lshr i64 %26, 4
  %1173 = and i64 %1172, 3
  %1174 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %1175 = lshr i64 %26, 2
  %1176 = and i64 %1175, 3
  %1177 = lshr i64 %26, 4
  %1178 = and i64 %1177, 3
  %1179 = and i64 %26, 3
  %1180 = lshr i64 %26, 2
  %1181 = and i64 %1180, 3
  %1182 = lshr i64 %26, 4
  %1183 = and i64 %1182, 3
  %1184 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %1185 = lshr i64 %26, 2
  %1186 = and i64 %1185, 3
  %1187 = lshr i64 %26, 4
  %1188 = and i64 %1187, 3
  %1189 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %1190 = lshr i64 %26, 2
  %1191 = and i64 %1190, 3
  %1192 = lshr i64 %26, 4
  %1193 = and i64 %1192, 3
  %1194 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %1195 = lshr i64 %26, 2
  %1196 = and i64 %1195, 3
  %1197 = lshr i64 %26, 4
  %1198 = and i64 %1197, 3
  %1199 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %1200 = lshr i64 %26, 2
  %1201 = and i64 %1200, 3
  %1202 = lshr i64 %26, 4
  %1203 = and i64 %1202, 3
  %1204 = and i64 %26, 3
  %1205 = lshr i64 %26, 2
  %1206 = and i64 %1205, 3
  %1207 = lshr i64 %26, 4
  %1208 = and i64 %1207, 3
  %1209 = lshr i64 %26, 2
  %1210 = and i64 %1209, 3
  %1211 = lshr i64 %26, 4
  %1212 = and i64 %1211, 3
  %1213 = lshr i64 %26, 2
  %1214 = and i64 %1213, 3
  %1215 = lshr i64 %26, 4
  %1216 = and i64 %1215, 3
  %1217 = lshr i64 %26, 2
  %1218 = and i64 %1217, 3
  %1219 = lshr i64 %26, 4
  %1220 = and i64 %1219, 3
  %1221 = and i64 %26, 3
  %1222 = lshr i64 %26, 2
  %1223 = and i64 %1222, 3
  %1224 = lshr i64 %26, 4
  %1225 = and i64 %1224, 3
  %1226 = lshr i64 %26, 2
  %1227 = and i64 %1226, 3
  %1228 = lshr i64 %26, 4
  %1229 = and i64 %1228, 3
  %1230 = lshr i64 %26, 2
  %1231 = and i64 %1230, 3
  %1232 = lshr i64 %26, 4
  %1233 = and i64 %1232, 3
  %1234 = and i64 %26, 3
  %1235 = lshr i64 %26, 2
  %1236 = and i64 %1235, 3
  %1237 = lshr i64 %26, 4
  %1238 = and i64 %1237, 3
  %1239 = lshr i64 %26, 2
  %1240 = and i64 %1239, 3
  %1241 = lshr i64 %26, 4
  %1242 = and i64 %1241, 3
  %1243 = and i64 %26, 3
  %1244 = lshr i64 %26, 2
  %1245 = and i64 %1244, 3
  %1246 = lshr i64 %26, 4
  %1247 = and i64 %1246, 3
  br label %1248

1248:                                             ; preds = %1065, %1275
  %1249 = phi i64 [ %1062, %1065 ], [ %1276, %1275 ]
  %1250 = srem i64 %1249, %8
  %1251 = sdiv i64 %1249, %8
  %1252 = srem i64 %1251, %5
  %1253 = sdiv i64 %1251, %5
  %1254 = mul nsw i64 %1253, %19
  %1255 = getelementptr inbounds float, ptr %38, i64 %1254
  %1256 = mul i64 %1066, %1252
  %1257 = getelementptr inbounds float, ptr %1255, i64 %1256
  %1258 = mul i64 %58, %1252
  %1259 = getelementptr inbounds float, ptr %39, i64 %1258
  %1260 = getelementptr inbounds float, ptr %40, i64 %1252
  %1261 = mul nsw i64 %1253, %20
  %1262 = getelementptr inbounds float, ptr %42, i64 %1261
  %1263 = mul nsw i64 %1252, %8
  %1264 = add nsw i64 %1263, %1250
  %1265 = mul nsw i64 %1264, %9
  %1266 = getelementptr inbounds float, ptr %1262, i64 %1265
  %1267 = mul nsw i64 %1253, %23
  %1268 = getelementptr inbounds float, ptr %41, i64 %1267
  %1269 = getelementptr inbounds float, ptr %1268, i64 %1265
  %1270 = select i1 %1067, ptr null, ptr %1269
  br i1 %1068, label %1271, label %1275

1271:                                             ; preds = %1248
  %1272 = mul nsw i64 %1250, %12
  %1273 = sub i64 %1272, %16
  %1274 = icmp eq ptr %1270, null
  br label %1278

1275:                                             ; preds = %4878, %1248
  %1276 = add i64 %1249, 1
  %1277 = icmp eq i64 %1276, %4
  br i1 %1277, label %11464, label %1248

1278:                                             ; preds = %1271, %4878
  %1279 = phi i64 [ 0, %1271 ], [ %4879, %4878 ]
  %1280 = sub nsw i64 %9, %1279
  %1281 = add nuw nsw i64 %1280, 15
  %1282 = lshr i64 %1281, 4
  %1283 = icmp ugt i64 %1280, 112
  %1284 = trunc i64 %1282 to i32
  %1285 = select i1 %1283, i32 8, i32 %1284
  switch i32 %1285, label %4878 [
    i32 1, label %1286
    i32 2, label %1430
    i32 3, label %1693
    i32 4, label %2075
    i32 5, label %2576
    i32 6, label %3036
    i32 7, label %3573
    i32 8, label %4187
  ]

1286:                                             ; preds = %1278
  br i1 %1069, label %1287, label %1291

1287:                                             ; preds = %1286
  %1288 = shl nuw nsw i64 %1279, 1
  %1289 = shl nsw i64 %1280, 1
  %1290 = add nsw i64 %1289, -1
  br label %1303

1291:                                             ; preds = %1317, %1286
  %1292 = phi <16 x float> [ zeroinitializer, %1286 ], [ %1318, %1317 ]
  %1293 = icmp sgt i64 %1280, 15
  %1294 = trunc i64 %1280 to i32
  %1295 = shl nsw i32 -1, %1294
  %1296 = trunc i32 %1295 to i16
  %1297 = xor i16 %1296, -1
  %1298 = select i1 %1293, i16 -1, i16 %1297
  %1299 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %1300 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %1301 = select i1 %1274, ptr null, ptr %1300
  %1302 = bitcast i16 %1298 to <16 x i1>
  br i1 %1073, label %1371, label %1366

1303:                                             ; preds = %1287, %1317
  %1304 = phi <16 x float> [ zeroinitializer, %1287 ], [ %1318, %1317 ]
  %1305 = phi i64 [ 0, %1287 ], [ %1319, %1317 ]
  %1306 = mul nsw i64 %1305, %14
  %1307 = add i64 %1273, %1306
  %1308 = icmp sgt i64 %1307, -1
  %1309 = icmp slt i64 %1307, %6
  %1310 = and i1 %1308, %1309
  %1311 = select i1 %1310, i64 %1307, i64 0
  %1312 = mul nsw i64 %1311, %7
  %1313 = getelementptr inbounds float, ptr %1257, i64 %1312
  br i1 %1070, label %1314, label %1317

1314:                                             ; preds = %1303
  %1315 = mul nuw nsw i64 %1305, %11
  %1316 = getelementptr inbounds nuw float, ptr %1259, i64 %1315
  br label %1321

1317:                                             ; preds = %1352, %1303
  %1318 = phi <16 x float> [ %1304, %1303 ], [ %1363, %1352 ]
  %1319 = add nuw nsw i64 %1305, 1
  %1320 = icmp eq i64 %1319, %10
  br i1 %1320, label %1291, label %1303

1321:                                             ; preds = %1314, %1352
  %1322 = phi <16 x float> [ %1304, %1314 ], [ %1363, %1352 ]
  %1323 = phi i64 [ 0, %1314 ], [ %1364, %1352 ]
  %1324 = getelementptr inbounds nuw float, ptr %1316, i64 %1323
  %1325 = load float, ptr %1324, align 4
  %1326 = insertelement <16 x float> poison, float %1325, i64 0
  %1327 = shufflevector <16 x float> %1326, <16 x float> poison, <16 x i32> zeroinitializer
  %1328 = mul nsw i64 %1323, %15
  %1329 = sub i64 %1328, %17
  %1330 = add i64 %1329, %1288
  %1331 = icmp slt i64 %1330, 0
  %1332 = sub nsw i64 0, %1330
  %1333 = select i1 %1331, i64 %1332, i64 0
  %1334 = sub nsw i64 %7, %1330
  %1335 = tail call i64 @llvm.smin.i64(i64 %1334, i64 %1290)
  %1336 = tail call i64 @llvm.smin.i64(i64 %1335, i64 32)
  %1337 = icmp sgt i64 %1336, %1333
  %1338 = select i1 %1310, i1 %1337, i1 false
  %1339 = select i1 %1338, i64 %1333, i64 0
  %1340 = select i1 %1338, i64 %1336, i64 0
  %1341 = getelementptr inbounds float, ptr %1313, i64 %1330
  %1342 = icmp sgt i64 %1340, %1339
  br i1 %1342, label %1343, label %1352

1343:                                             ; preds = %1321
  %1344 = icmp sgt i64 %1340, 31
  %1345 = trunc i64 %1340 to i32
  %1346 = shl nsw i32 -1, %1345
  %1347 = xor i32 %1346, -1
  %1348 = select i1 %1344, i32 -1, i32 %1347
  %1349 = trunc i64 %1339 to i32
  %1350 = shl nsw i32 -1, %1349
  %1351 = and i32 %1348, %1350
  br label %1352

1352:                                             ; preds = %1343, %1321
  %1353 = phi i32 [ %1351, %1343 ], [ 0, %1321 ]
  %1354 = trunc i32 %1353 to i16
  %1355 = bitcast i16 %1354 to <16 x i1>
  %1356 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1341, <16 x i1> %1355, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1357 = lshr i32 %1353, 16
  %1358 = trunc nuw i32 %1357 to i16
  %1359 = getelementptr inbounds nuw i8, ptr %1341, i64 64
  %1360 = bitcast i16 %1358 to <16 x i1>
  %1361 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1359, <16 x i1> %1360, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1362 = shufflevector <16 x float> %1356, <16 x float> %1361, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1362, <16 x float> %1327, <16 x float> %1322)
  %1364 = add nuw nsw i64 %1323, 1
  %1365 = icmp eq i64 %1364, %11
  br i1 %1365, label %1317, label %1321

1366:                                             ; preds = %1291
  %1367 = load float, ptr %1260, align 4
  %1368 = insertelement <16 x float> poison, float %1367, i64 0
  %1369 = shufflevector <16 x float> %1368, <16 x float> poison, <16 x i32> zeroinitializer
  %1370 = fadd <16 x float> %1292, %1369
  br label %1371

1371:                                             ; preds = %1366, %1291
  %1372 = phi <16 x float> [ %1370, %1366 ], [ %1292, %1291 ]
  switch i64 %1243, label %532 [
    i64 1, label %1373
    i64 2, label %1376
    i64 3, label %1383
    i64 0, label %1428
  ]

1373:                                             ; preds = %1371
  %1374 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1301, <16 x i1> %1302, <16 x float> zeroinitializer)
  %1375 = fadd <16 x float> %1372, %1374
  br label %1390

1376:                                             ; preds = %1371
  %1377 = bitcast <16 x float> %1372 to <8 x i64>
  %1378 = or <8 x i64> %1377, %1072
  %1379 = fcmp oeq <16 x float> %1372, %50
  %1380 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1372, i32 4)
  %1381 = bitcast <8 x i64> %1378 to <16 x float>
  %1382 = select <16 x i1> %1379, <16 x float> %1381, <16 x float> %1380
  br label %1390

1383:                                             ; preds = %1371
  %1384 = bitcast <16 x float> %1372 to <8 x i64>
  %1385 = and <8 x i64> %1384, %1071
  %1386 = fcmp oeq <16 x float> %1372, %47
  %1387 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1372, i32 4)
  %1388 = bitcast <8 x i64> %1385 to <16 x float>
  %1389 = select <16 x i1> %1386, <16 x float> %1388, <16 x float> %1387
  br label %1390

1390:                                             ; preds = %1383, %1376, %1373
  %1391 = phi <16 x float> [ %1375, %1373 ], [ %1382, %1376 ], [ %1389, %1383 ]
  switch i64 %1245, label %532 [
    i64 1, label %1406
    i64 2, label %1399
    i64 3, label %1392
    i64 0, label %1428
  ]

1392:                                             ; preds = %1390
  %1393 = bitcast <16 x float> %1391 to <8 x i64>
  %1394 = and <8 x i64> %1393, %1071
  %1395 = fcmp oeq <16 x float> %1391, %47
  %1396 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1391, i32 4)
  %1397 = bitcast <8 x i64> %1394 to <16 x float>
  %1398 = select <16 x i1> %1395, <16 x float> %1397, <16 x float> %1396
  br label %1409

1399:                                             ; preds = %1390
  %1400 = bitcast <16 x float> %1391 to <8 x i64>
  %1401 = or <8 x i64> %1400, %1072
  %1402 = fcmp oeq <16 x float> %1391, %50
  %1403 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1391, i32 4)
  %1404 = bitcast <8 x i64> %1401 to <16 x float>
  %1405 = select <16 x i1> %1402, <16 x float> %1404, <16 x float> %1403
  br label %1409

1406:                                             ; preds = %1390
  %1407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1301, <16 x i1> %1302, <16 x float> zeroinitializer)
  %1408 = fadd <16 x float> %1391, %1407
  br label %1409

1409:                                             ; preds = %1406, %1399, %1392
  %1410 = phi <16 x float> [ %1408, %1406 ], [ %1405, %1399 ], [ %1398, %1392 ]
  switch i64 %1247, label %532 [
    i64 1, label %1425
    i64 2, label %1418
    i64 3, label %1411
    i64 0, label %1428
  ]

1411:                                             ; preds = %1409
  %1412 = bitcast <16 x float> %1410 to <8 x i64>
  %1413 = and <8 x i64> %1412, %1071
  %1414 = fcmp oeq <16 x float> %1410, %47
  %1415 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1410, i32 4)
  %1416 = bitcast <8 x i64> %1413 to <16 x float>
  %1417 = select <16 x i1> %1414, <16 x float> %1416, <16 x float> %1415
  br label %1428

1418:                                             ; preds = %1409
  %1419 = bitcast <16 x float> %1410 to <8 x i64>
  %1420 = or <8 x i64> %1419, %1072
  %1421 = fcmp oeq <16 x float> %1410, %50
  %1422 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1410, i32 4)
  %1423 = bitcast <8 x i64> %1420 to <16 x float>
  %1424 = select <16 x i1> %1421, <16 x float> %1423, <16 x float> %1422
  br label %1428

1425:                                             ; preds = %1409
  %1426 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1301, <16 x i1> %1302, <16 x float> zeroinitializer)
  %1427 = fadd <16 x float> %1410, %1426
  br label %1428

1428:                                             ; preds = %1411, %1418, %1425, %1409, %1390, %1371
  %1429 = phi <16 x float> [ %1410, %1409 ], [ %1372, %1371 ], [ %1391, %1390 ], [ %1427, %1425 ], [ %1424, %1418 ], [ %1417, %1411 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1429, ptr align 1 %1299, <16 x i1> %1302)
  br label %4878

1430:                                             ; preds = %1278
  br i1 %1069, label %1431, label %1440

1431:                                             ; preds = %1430
  %1432 = shl nuw nsw i64 %1279, 1
  %1433 = shl nsw i64 %1280, 1
  %1434 = add nsw i64 %1433, -1
  %1435 = or disjoint i64 %1279, 16
  %1436 = sub nsw i64 %9, %1435
  %1437 = shl nuw nsw i64 %1435, 1
  %1438 = shl nsw i64 %1436, 1
  %1439 = add nsw i64 %1438, -1
  br label %1451

1440:                                             ; preds = %1466, %1430
  %1441 = phi <16 x float> [ zeroinitializer, %1430 ], [ %1467, %1466 ]
  %1442 = phi <16 x float> [ zeroinitializer, %1430 ], [ %1468, %1466 ]
  %1443 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %1444 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %1445 = icmp sgt i64 %1280, 15
  %1446 = trunc i64 %1280 to i32
  %1447 = shl nsw i32 -1, %1446
  %1448 = trunc i32 %1447 to i16
  %1449 = xor i16 %1448, -1
  %1450 = select i1 %1445, i16 -1, i16 %1449
  br i1 %1073, label %1556, label %1551

1451:                                             ; preds = %1431, %1466
  %1452 = phi <16 x float> [ zeroinitializer, %1431 ], [ %1467, %1466 ]
  %1453 = phi <16 x float> [ zeroinitializer, %1431 ], [ %1468, %1466 ]
  %1454 = phi i64 [ 0, %1431 ], [ %1469, %1466 ]
  %1455 = mul nsw i64 %1454, %14
  %1456 = add i64 %1273, %1455
  %1457 = icmp sgt i64 %1456, -1
  %1458 = icmp slt i64 %1456, %6
  %1459 = and i1 %1457, %1458
  %1460 = select i1 %1459, i64 %1456, i64 0
  %1461 = mul nsw i64 %1460, %7
  %1462 = getelementptr inbounds float, ptr %1257, i64 %1461
  br i1 %1070, label %1463, label %1466

1463:                                             ; preds = %1451
  %1464 = mul nuw nsw i64 %1454, %11
  %1465 = getelementptr inbounds nuw float, ptr %1259, i64 %1464
  br label %1471

1466:                                             ; preds = %1537, %1451
  %1467 = phi <16 x float> [ %1452, %1451 ], [ %1548, %1537 ]
  %1468 = phi <16 x float> [ %1453, %1451 ], [ %1514, %1537 ]
  %1469 = add nuw nsw i64 %1454, 1
  %1470 = icmp eq i64 %1469, %10
  br i1 %1470, label %1440, label %1451

1471:                                             ; preds = %1463, %1537
  %1472 = phi <16 x float> [ %1452, %1463 ], [ %1548, %1537 ]
  %1473 = phi <16 x float> [ %1453, %1463 ], [ %1514, %1537 ]
  %1474 = phi i64 [ 0, %1463 ], [ %1549, %1537 ]
  %1475 = getelementptr inbounds nuw float, ptr %1465, i64 %1474
  %1476 = load float, ptr %1475, align 4
  %1477 = insertelement <16 x float> poison, float %1476, i64 0
  %1478 = shufflevector <16 x float> %1477, <16 x float> poison, <16 x i32> zeroinitializer
  %1479 = mul nsw i64 %1474, %15
  %1480 = sub i64 %1479, %17
  %1481 = add i64 %1480, %1432
  %1482 = icmp slt i64 %1481, 0
  %1483 = sub nsw i64 0, %1481
  %1484 = select i1 %1482, i64 %1483, i64 0
  %1485 = sub nsw i64 %7, %1481
  %1486 = tail call i64 @llvm.smin.i64(i64 %1485, i64 %1434)
  %1487 = tail call i64 @llvm.smin.i64(i64 %1486, i64 32)
  %1488 = icmp sgt i64 %1487, %1484
  %1489 = select i1 %1459, i1 %1488, i1 false
  %1490 = select i1 %1489, i64 %1484, i64 0
  %1491 = select i1 %1489, i64 %1487, i64 0
  %1492 = getelementptr inbounds float, ptr %1462, i64 %1481
  %1493 = icmp sgt i64 %1491, %1490
  br i1 %1493, label %1494, label %1503

1494:                                             ; preds = %1471
  %1495 = icmp sgt i64 %1491, 31
  %1496 = trunc i64 %1491 to i32
  %1497 = shl nsw i32 -1, %1496
  %1498 = xor i32 %1497, -1
  %1499 = select i1 %1495, i32 -1, i32 %1498
  %1500 = trunc i64 %1490 to i32
  %1501 = shl nsw i32 -1, %1500
  %1502 = and i32 %1499, %1501
  br label %1503

1503:                                             ; preds = %1494, %1471
  %1504 = phi i32 [ %1502, %1494 ], [ 0, %1471 ]
  %1505 = trunc i32 %1504 to i16
  %1506 = bitcast i16 %1505 to <16 x i1>
  %1507 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1492, <16 x i1> %1506, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1508 = lshr i32 %1504, 16
  %1509 = trunc nuw i32 %1508 to i16
  %1510 = getelementptr inbounds nuw i8, ptr %1492, i64 64
  %1511 = bitcast i16 %1509 to <16 x i1>
  %1512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1510, <16 x i1> %1511, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1513 = shufflevector <16 x float> %1507, <16 x float> %1512, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1514 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1513, <16 x float> %1478, <16 x float> %1473)
  %1515 = add i64 %1480, %1437
  %1516 = icmp slt i64 %1515, 0
  %1517 = sub nsw i64 0, %1515
  %1518 = select i1 %1516, i64 %1517, i64 0
  %1519 = sub nsw i64 %7, %1515
  %1520 = tail call i64 @llvm.smin.i64(i64 %1519, i64 %1439)
  %1521 = tail call i64 @llvm.smin.i64(i64 %1520, i64 32)
  %1522 = icmp sgt i64 %1521, %1518
  %1523 = select i1 %1459, i1 %1522, i1 false
  %1524 = select i1 %1523, i64 %1518, i64 0
  %1525 = select i1 %1523, i64 %1521, i64 0
  %1526 = getelementptr inbounds float, ptr %1462, i64 %1515
  %1527 = icmp sgt i64 %1525, %1524
  br i1 %1527, label %1528, label %1537

1528:                                             ; preds = %1503
  %1529 = icmp sgt i64 %1525, 31
  %1530 = trunc i64 %1525 to i32
  %1531 = shl nsw i32 -1, %1530
  %1532 = xor i32 %1531, -1
  %1533 = select i1 %1529, i32 -1, i32 %1532
  %1534 = trunc i64 %1524 to i32
  %1535 = shl nsw i32 -1, %1534
  %1536 = and i32 %1533, %1535
  br label %1537

1537:                                             ; preds = %1528, %1503
  %1538 = phi i32 [ %1536, %1528 ], [ 0, %1503 ]
  %1539 = trunc i32 %1538 to i16
  %1540 = bitcast i16 %1539 to <16 x i1>
  %1541 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1526, <16 x i1> %1540, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1542 = lshr i32 %1538, 16
  %1543 = trunc nuw i32 %1542 to i16
  %1544 = getelementptr inbounds nuw i8, ptr %1526, i64 64
  %1545 = bitcast i16 %1543 to <16 x i1>
  %1546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1544, <16 x i1> %1545, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1547 = shufflevector <16 x float> %1541, <16 x float> %1546, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1548 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1547, <16 x float> %1478, <16 x float> %1472)
  %1549 = add nuw nsw i64 %1474, 1
  %1550 = icmp eq i64 %1549, %11
  br i1 %1550, label %1466, label %1471

1551:                                             ; preds = %1440
  %1552 = load float, ptr %1260, align 4
  %1553 = insertelement <16 x float> poison, float %1552, i64 0
  %1554 = shufflevector <16 x float> %1553, <16 x float> poison, <16 x i32> zeroinitializer
  %1555 = fadd <16 x float> %1442, %1554
  br label %1556

1556:                                             ; preds = %1551, %1440
  %1557 = phi <16 x float> [ %1555, %1551 ], [ %1442, %1440 ]
  %1558 = select i1 %1274, ptr null, ptr %1444
  %1559 = bitcast i16 %1450 to <16 x i1>
  switch i64 %1234, label %532 [
    i64 1, label %1560
    i64 2, label %1563
    i64 3, label %1570
    i64 0, label %1615
  ]

1560:                                             ; preds = %1556
  %1561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1558, <16 x i1> %1559, <16 x float> zeroinitializer)
  %1562 = fadd <16 x float> %1557, %1561
  br label %1577

1563:                                             ; preds = %1556
  %1564 = bitcast <16 x float> %1557 to <8 x i64>
  %1565 = or <8 x i64> %1564, %1072
  %1566 = fcmp oeq <16 x float> %1557, %50
  %1567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1557, i32 4)
  %1568 = bitcast <8 x i64> %1565 to <16 x float>
  %1569 = select <16 x i1> %1566, <16 x float> %1568, <16 x float> %1567
  br label %1577

1570:                                             ; preds = %1556
  %1571 = bitcast <16 x float> %1557 to <8 x i64>
  %1572 = and <8 x i64> %1571, %1071
  %1573 = fcmp oeq <16 x float> %1557, %47
  %1574 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1557, i32 4)
  %1575 = bitcast <8 x i64> %1572 to <16 x float>
  %1576 = select <16 x i1> %1573, <16 x float> %1575, <16 x float> %1574
  br label %1577

1577:                                             ; preds = %1570, %1563, %1560
  %1578 = phi <16 x float> [ %1562, %1560 ], [ %1569, %1563 ], [ %1576, %1570 ]
  switch i64 %1236, label %532 [
    i64 1, label %1593
    i64 2, label %1586
    i64 3, label %1579
    i64 0, label %1615
  ]

1579:                                             ; preds = %1577
  %1580 = bitcast <16 x float> %1578 to <8 x i64>
  %1581 = and <8 x i64> %1580, %1071
  %1582 = fcmp oeq <16 x float> %1578, %47
  %1583 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1578, i32 4)
  %1584 = bitcast <8 x i64> %1581 to <16 x float>
  %1585 = select <16 x i1> %1582, <16 x float> %1584, <16 x float> %1583
  br label %1596

1586:                                             ; preds = %1577
  %1587 = bitcast <16 x float> %1578 to <8 x i64>
  %1588 = or <8 x i64> %1587, %1072
  %1589 = fcmp oeq <16 x float> %1578, %50
  %1590 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1578, i32 4)
  %1591 = bitcast <8 x i64> %1588 to <16 x float>
  %1592 = select <16 x i1> %1589, <16 x float> %1591, <16 x float> %1590
  br label %1596

1593:                                             ; preds = %1577
  %1594 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1558, <16 x i1> %1559, <16 x float> zeroinitializer)
  %1595 = fadd <16 x float> %1578, %1594
  br label %1596

1596:                                             ; preds = %1593, %1586, %1579
  %1597 = phi <16 x float> [ %1595, %1593 ], [ %1592, %1586 ], [ %1585, %1579 ]
  switch i64 %1238, label %532 [
    i64 1, label %1612
    i64 2, label %1605
    i64 3, label %1598
    i64 0, label %1615
  ]

1598:                                             ; preds = %1596
  %1599 = bitcast <16 x float> %1597 to <8 x i64>
  %1600 = and <8 x i64> %1599, %1071
  %1601 = fcmp oeq <16 x float> %1597, %47
  %1602 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1597, i32 4)
  %1603 = bitcast <8 x i64> %1600 to <16 x float>
  %1604 = select <16 x i1> %1601, <16 x float> %1603, <16 x float> %1602
  br label %1615

1605:                                             ; preds = %1596
  %1606 = bitcast <16 x float> %1597 to <8 x i64>
  %1607 = or <8 x i64> %1606, %1072
  %1608 = fcmp oeq <16 x float> %1597, %50
  %1609 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1597, i32 4)
  %1610 = bitcast <8 x i64> %1607 to <16 x float>
  %1611 = select <16 x i1> %1608, <16 x float> %1610, <16 x float> %1609
  br label %1615

1612:                                             ; preds = %1596
  %1613 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1558, <16 x i1> %1559, <16 x float> zeroinitializer)
  %1614 = fadd <16 x float> %1597, %1613
  br label %1615

1615:                                             ; preds = %1598, %1605, %1612, %1596, %1577, %1556
  %1616 = phi <16 x float> [ %1597, %1596 ], [ %1557, %1556 ], [ %1578, %1577 ], [ %1614, %1612 ], [ %1611, %1605 ], [ %1604, %1598 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1616, ptr align 1 %1443, <16 x i1> %1559)
  %1617 = or disjoint i64 %1279, 16
  %1618 = sub nsw i64 %9, %1617
  %1619 = icmp sgt i64 %1618, 15
  %1620 = trunc i64 %1618 to i32
  %1621 = shl nsw i32 -1, %1620
  %1622 = trunc i32 %1621 to i16
  %1623 = xor i16 %1622, -1
  %1624 = select i1 %1619, i16 -1, i16 %1623
  br i1 %1073, label %1630, label %1625

1625:                                             ; preds = %1615
  %1626 = load float, ptr %1260, align 4
  %1627 = insertelement <16 x float> poison, float %1626, i64 0
  %1628 = shufflevector <16 x float> %1627, <16 x float> poison, <16 x i32> zeroinitializer
  %1629 = fadd <16 x float> %1441, %1628
  br label %1630

1630:                                             ; preds = %1625, %1615
  %1631 = phi <16 x float> [ %1629, %1625 ], [ %1441, %1615 ]
  %1632 = getelementptr inbounds nuw i8, ptr %1443, i64 64
  %1633 = getelementptr inbounds nuw i8, ptr %1444, i64 64
  %1634 = select i1 %1274, ptr null, ptr %1633
  %1635 = bitcast i16 %1624 to <16 x i1>
  switch i64 %1234, label %532 [
    i64 1, label %1650
    i64 2, label %1643
    i64 3, label %1636
    i64 0, label %1691
  ]

1636:                                             ; preds = %1630
  %1637 = bitcast <16 x float> %1631 to <8 x i64>
  %1638 = and <8 x i64> %1637, %1071
  %1639 = fcmp oeq <16 x float> %1631, %47
  %1640 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1631, i32 4)
  %1641 = bitcast <8 x i64> %1638 to <16 x float>
  %1642 = select <16 x i1> %1639, <16 x float> %1641, <16 x float> %1640
  br label %1653

1643:                                             ; preds = %1630
  %1644 = bitcast <16 x float> %1631 to <8 x i64>
  %1645 = or <8 x i64> %1644, %1072
  %1646 = fcmp oeq <16 x float> %1631, %50
  %1647 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1631, i32 4)
  %1648 = bitcast <8 x i64> %1645 to <16 x float>
  %1649 = select <16 x i1> %1646, <16 x float> %1648, <16 x float> %1647
  br label %1653

1650:                                             ; preds = %1630
  %1651 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1634, <16 x i1> %1635, <16 x float> zeroinitializer)
  %1652 = fadd <16 x float> %1631, %1651
  br label %1653

1653:                                             ; preds = %1650, %1643, %1636
  %1654 = phi <16 x float> [ %1652, %1650 ], [ %1649, %1643 ], [ %1642, %1636 ]
  switch i64 %1240, label %532 [
    i64 1, label %1669
    i64 2, label %1662
    i64 3, label %1655
    i64 0, label %1691
  ]

1655:                                             ; preds = %1653
  %1656 = bitcast <16 x float> %1654 to <8 x i64>
  %1657 = and <8 x i64> %1656, %1071
  %1658 = fcmp oeq <16 x float> %1654, %47
  %1659 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1654, i32 4)
  %1660 = bitcast <8 x i64> %1657 to <16 x float>
  %1661 = select <16 x i1> %1658, <16 x float> %1660, <16 x float> %1659
  br label %1672

1662:                                             ; preds = %1653
  %1663 = bitcast <16 x float> %1654 to <8 x i64>
  %1664 = or <8 x i64> %1663, %1072
  %1665 = fcmp oeq <16 x float> %1654, %50
  %1666 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1654, i32 4)
  %1667 = bitcast <8 x i64> %1664 to <16 x float>
  %1668 = select <16 x i1> %1665, <16 x float> %1667, <16 x float> %1666
  br label %1672

1669:                                             ; preds = %1653
  %1670 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1634, <16 x i1> %1635, <16 x float> zeroinitializer)
  %1671 = fadd <16 x float> %1654, %1670
  br label %1672

1672:                                             ; preds = %1669, %1662, %1655
  %1673 = phi <16 x float> [ %1671, %1669 ], [ %1668, %1662 ], [ %1661, %1655 ]
  switch i64 %1242, label %532 [
    i64 1, label %1688
    i64 2, label %1681
    i64 3, label %1674
    i64 0, label %1691
  ]

1674:                                             ; preds = %1672
  %1675 = bitcast <16 x float> %1673 to <8 x i64>
  %1676 = and <8 x i64> %1675, %1071
  %1677 = fcmp oeq <16 x float> %1673, %47
  %1678 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1673, i32 4)
  %1679 = bitcast <8 x i64> %1676 to <16 x float>
  %1680 = select <16 x i1> %1677, <16 x float> %1679, <16 x float> %1678
  br label %1691

1681:                                             ; preds = %1672
  %1682 = bitcast <16 x float> %1673 to <8 x i64>
  %1683 = or <8 x i64> %1682, %1072
  %1684 = fcmp oeq <16 x float> %1673, %50
  %1685 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1673, i32 4)
  %1686 = bitcast <8 x i64> %1683 to <16 x float>
  %1687 = select <16 x i1> %1684, <16 x float> %1686, <16 x float> %1685
  br label %1691

1688:                                             ; preds = %1672
  %1689 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1634, <16 x i1> %1635, <16 x float> zeroinitializer)
  %1690 = fadd <16 x float> %1673, %1689
  br label %1691

1691:                                             ; preds = %1674, %1681, %1688, %1672, %1653, %1630
  %1692 = phi <16 x float> [ %1673, %1672 ], [ %1631, %1630 ], [ %1654, %1653 ], [ %1690, %1688 ], [ %1687, %1681 ], [ %1680, %1674 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1692, ptr nonnull align 1 %1632, <16 x i1> %1635)
  br label %4878

1693:                                             ; preds = %1278
  br i1 %1069, label %1694, label %1708

1694:                                             ; preds = %1693
  %1695 = shl nuw nsw i64 %1279, 1
  %1696 = shl nsw i64 %1280, 1
  %1697 = add nsw i64 %1696, -1
  %1698 = or disjoint i64 %1279, 16
  %1699 = sub nsw i64 %9, %1698
  %1700 = shl nuw nsw i64 %1698, 1
  %1701 = shl nsw i64 %1699, 1
  %1702 = add nsw i64 %1701, -1
  %1703 = or disjoint i64 %1279, 32
  %1704 = sub nsw i64 %9, %1703
  %1705 = shl nuw nsw i64 %1703, 1
  %1706 = shl nsw i64 %1704, 1
  %1707 = add nsw i64 %1706, -1
  br label %1720

1708:                                             ; preds = %1736, %1693
  %1709 = phi <16 x float> [ zeroinitializer, %1693 ], [ %1737, %1736 ]
  %1710 = phi <16 x float> [ zeroinitializer, %1693 ], [ %1738, %1736 ]
  %1711 = phi <16 x float> [ zeroinitializer, %1693 ], [ %1739, %1736 ]
  %1712 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %1713 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %1714 = icmp sgt i64 %1280, 15
  %1715 = trunc i64 %1280 to i32
  %1716 = shl nsw i32 -1, %1715
  %1717 = trunc i32 %1716 to i16
  %1718 = xor i16 %1717, -1
  %1719 = select i1 %1714, i16 -1, i16 %1718
  br i1 %1073, label %1862, label %1857

1720:                                             ; preds = %1694, %1736
  %1721 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1737, %1736 ]
  %1722 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1738, %1736 ]
  %1723 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1739, %1736 ]
  %1724 = phi i64 [ 0, %1694 ], [ %1740, %1736 ]
  %1725 = mul nsw i64 %1724, %14
  %1726 = add i64 %1273, %1725
  %1727 = icmp sgt i64 %1726, -1
  %1728 = icmp slt i64 %1726, %6
  %1729 = and i1 %1727, %1728
  %1730 = select i1 %1729, i64 %1726, i64 0
  %1731 = mul nsw i64 %1730, %7
  %1732 = getelementptr inbounds float, ptr %1257, i64 %1731
  br i1 %1070, label %1733, label %1736

1733:                                             ; preds = %1720
  %1734 = mul nuw nsw i64 %1724, %11
  %1735 = getelementptr inbounds nuw float, ptr %1259, i64 %1734
  br label %1742

1736:                                             ; preds = %1843, %1720
  %1737 = phi <16 x float> [ %1721, %1720 ], [ %1854, %1843 ]
  %1738 = phi <16 x float> [ %1722, %1720 ], [ %1820, %1843 ]
  %1739 = phi <16 x float> [ %1723, %1720 ], [ %1786, %1843 ]
  %1740 = add nuw nsw i64 %1724, 1
  %1741 = icmp eq i64 %1740, %10
  br i1 %1741, label %1708, label %1720

1742:                                             ; preds = %1733, %1843
  %1743 = phi <16 x float> [ %1721, %1733 ], [ %1854, %1843 ]
  %1744 = phi <16 x float> [ %1722, %1733 ], [ %1820, %1843 ]
  %1745 = phi <16 x float> [ %1723, %1733 ], [ %1786, %1843 ]
  %1746 = phi i64 [ 0, %1733 ], [ %1855, %1843 ]
  %1747 = getelementptr inbounds nuw float, ptr %1735, i64 %1746
  %1748 = load float, ptr %1747, align 4
  %1749 = insertelement <16 x float> poison, float %1748, i64 0
  %1750 = shufflevector <16 x float> %1749, <16 x float> poison, <16 x i32> zeroinitializer
  %1751 = mul nsw i64 %1746, %15
  %1752 = sub i64 %1751, %17
  %1753 = add i64 %1752, %1695
  %1754 = icmp slt i64 %1753, 0
  %1755 = sub nsw i64 0, %1753
  %1756 = select i1 %1754, i64 %1755, i64 0
  %1757 = sub nsw i64 %7, %1753
  %1758 = tail call i64 @llvm.smin.i64(i64 %1757, i64 %1697)
  %1759 = tail call i64 @llvm.smin.i64(i64 %1758, i64 32)
  %1760 = icmp sgt i64 %1759, %1756
  %1761 = select i1 %1729, i1 %1760, i1 false
  %1762 = select i1 %1761, i64 %1756, i64 0
  %1763 = select i1 %1761, i64 %1759, i64 0
  %1764 = getelementptr inbounds float, ptr %1732, i64 %1753
  %1765 = icmp sgt i64 %1763, %1762
  br i1 %1765, label %1766, label %1775

1766:                                             ; preds = %1742
  %1767 = icmp sgt i64 %1763, 31
  %1768 = trunc i64 %1763 to i32
  %1769 = shl nsw i32 -1, %1768
  %1770 = xor i32 %1769, -1
  %1771 = select i1 %1767, i32 -1, i32 %1770
  %1772 = trunc i64 %1762 to i32
  %1773 = shl nsw i32 -1, %1772
  %1774 = and i32 %1771, %1773
  br label %1775

1775:                                             ; preds = %1766, %1742
  %1776 = phi i32 [ %1774, %1766 ], [ 0, %1742 ]
  %1777 = trunc i32 %1776 to i16
  %1778 = bitcast i16 %1777 to <16 x i1>
  %1779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1764, <16 x i1> %1778, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1780 = lshr i32 %1776, 16
  %1781 = trunc nuw i32 %1780 to i16
  %1782 = getelementptr inbounds nuw i8, ptr %1764, i64 64
  %1783 = bitcast i16 %1781 to <16 x i1>
  %1784 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1782, <16 x i1> %1783, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1785 = shufflevector <16 x float> %1779, <16 x float> %1784, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1786 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1785, <16 x float> %1750, <16 x float> %1745)
  %1787 = add i64 %1752, %1700
  %1788 = icmp slt i64 %1787, 0
  %1789 = sub nsw i64 0, %1787
  %1790 = select i1 %1788, i64 %1789, i64 0
  %1791 = sub nsw i64 %7, %1787
  %1792 = tail call i64 @llvm.smin.i64(i64 %1791, i64 %1702)
  %1793 = tail call i64 @llvm.smin.i64(i64 %1792, i64 32)
  %1794 = icmp sgt i64 %1793, %1790
  %1795 = select i1 %1729, i1 %1794, i1 false
  %1796 = select i1 %1795, i64 %1790, i64 0
  %1797 = select i1 %1795, i64 %1793, i64 0
  %1798 = getelementptr inbounds float, ptr %1732, i64 %1787
  %1799 = icmp sgt i64 %1797, %1796
  br i1 %1799, label %1800, label %1809

1800:                                             ; preds = %1775
  %1801 = icmp sgt i64 %1797, 31
  %1802 = trunc i64 %1797 to i32
  %1803 = shl nsw i32 -1, %1802
  %1804 = xor i32 %1803, -1
  %1805 = select i1 %1801, i32 -1, i32 %1804
  %1806 = trunc i64 %1796 to i32
  %1807 = shl nsw i32 -1, %1806
  %1808 = and i32 %1805, %1807
  br label %1809

1809:                                             ; preds = %1800, %1775
  %1810 = phi i32 [ %1808, %1800 ], [ 0, %1775 ]
  %1811 = trunc i32 %1810 to i16
  %1812 = bitcast i16 %1811 to <16 x i1>
  %1813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1798, <16 x i1> %1812, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1814 = lshr i32 %1810, 16
  %1815 = trunc nuw i32 %1814 to i16
  %1816 = getelementptr inbounds nuw i8, ptr %1798, i64 64
  %1817 = bitcast i16 %1815 to <16 x i1>
  %1818 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1816, <16 x i1> %1817, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1819 = shufflevector <16 x float> %1813, <16 x float> %1818, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1820 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1819, <16 x float> %1750, <16 x float> %1744)
  %1821 = add i64 %1752, %1705
  %1822 = icmp slt i64 %1821, 0
  %1823 = sub nsw i64 0, %1821
  %1824 = select i1 %1822, i64 %1823, i64 0
  %1825 = sub nsw i64 %7, %1821
  %1826 = tail call i64 @llvm.smin.i64(i64 %1825, i64 %1707)
  %1827 = tail call i64 @llvm.smin.i64(i64 %1826, i64 32)
  %1828 = icmp sgt i64 %1827, %1824
  %1829 = select i1 %1729, i1 %1828, i1 false
  %1830 = select i1 %1829, i64 %1824, i64 0
  %1831 = select i1 %1829, i64 %1827, i64 0
  %1832 = getelementptr inbounds float, ptr %1732, i64 %1821
  %1833 = icmp sgt i64 %1831, %1830
  br i1 %1833, label %1834, label %1843

1834:                                             ; preds = %1809
  %1835 = icmp sgt i64 %1831, 31
  %1836 = trunc i64 %1831 to i32
  %1837 = shl nsw i32 -1, %1836
  %1838 = xor i32 %1837, -1
  %1839 = select i1 %1835, i32 -1, i32 %1838
  %1840 = trunc i64 %1830 to i32
  %1841 = shl nsw i32 -1, %1840
  %1842 = and i32 %1839, %1841
  br label %1843

1843:                                             ; preds = %1834, %1809
  %1844 = phi i32 [ %1842, %1834 ], [ 0, %1809 ]
  %1845 = trunc i32 %1844 to i16
  %1846 = bitcast i16 %1845 to <16 x i1>
  %1847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1832, <16 x i1> %1846, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1848 = lshr i32 %1844, 16
  %1849 = trunc nuw i32 %1848 to i16
  %1850 = getelementptr inbounds nuw i8, ptr %1832, i64 64
  %1851 = bitcast i16 %1849 to <16 x i1>
  %1852 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1850, <16 x i1> %1851, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1853 = shufflevector <16 x float> %1847, <16 x float> %1852, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1854 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1853, <16 x float> %1750, <16 x float> %1743)
  %1855 = add nuw nsw i64 %1746, 1
  %1856 = icmp eq i64 %1855, %11
  br i1 %1856, label %1736, label %1742

1857:                                             ; preds = %1708
  %1858 = load float, ptr %1260, align 4
  %1859 = insertelement <16 x float> poison, float %1858, i64 0
  %1860 = shufflevector <16 x float> %1859, <16 x float> poison, <16 x i32> zeroinitializer
  %1861 = fadd <16 x float> %1711, %1860
  br label %1862

1862:                                             ; preds = %1857, %1708
  %1863 = phi <16 x float> [ %1861, %1857 ], [ %1711, %1708 ]
  %1864 = select i1 %1274, ptr null, ptr %1713
  %1865 = bitcast i16 %1719 to <16 x i1>
  switch i64 %1221, label %532 [
    i64 1, label %1866
    i64 2, label %1869
    i64 3, label %1876
    i64 0, label %1921
  ]

1866:                                             ; preds = %1862
  %1867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1864, <16 x i1> %1865, <16 x float> zeroinitializer)
  %1868 = fadd <16 x float> %1863, %1867
  br label %1883

1869:                                             ; preds = %1862
  %1870 = bitcast <16 x float> %1863 to <8 x i64>
  %1871 = or <8 x i64> %1870, %1072
  %1872 = fcmp oeq <16 x float> %1863, %50
  %1873 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1863, i32 4)
  %1874 = bitcast <8 x i64> %1871 to <16 x float>
  %1875 = select <16 x i1> %1872, <16 x float> %1874, <16 x float> %1873
  br label %1883

1876:                                             ; preds = %1862
  %1877 = bitcast <16 x float> %1863 to <8 x i64>
  %1878 = and <8 x i64> %1877, %1071
  %1879 = fcmp oeq <16 x float> %1863, %47
  %1880 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1863, i32 4)
  %1881 = bitcast <8 x i64> %1878 to <16 x float>
  %1882 = select <16 x i1> %1879, <16 x float> %1881, <16 x float> %1880
  br label %1883

1883:                                             ; preds = %1876, %1869, %1866
  %1884 = phi <16 x float> [ %1868, %1866 ], [ %1875, %1869 ], [ %1882, %1876 ]
  switch i64 %1223, label %532 [
    i64 1, label %1899
    i64 2, label %1892
    i64 3, label %1885
    i64 0, label %1921
  ]

1885:                                             ; preds = %1883
  %1886 = bitcast <16 x float> %1884 to <8 x i64>
  %1887 = and <8 x i64> %1886, %1071
  %1888 = fcmp oeq <16 x float> %1884, %47
  %1889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1884, i32 4)
  %1890 = bitcast <8 x i64> %1887 to <16 x float>
  %1891 = select <16 x i1> %1888, <16 x float> %1890, <16 x float> %1889
  br label %1902

1892:                                             ; preds = %1883
  %1893 = bitcast <16 x float> %1884 to <8 x i64>
  %1894 = or <8 x i64> %1893, %1072
  %1895 = fcmp oeq <16 x float> %1884, %50
  %1896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1884, i32 4)
  %1897 = bitcast <8 x i64> %1894 to <16 x float>
  %1898 = select <16 x i1> %1895, <16 x float> %1897, <16 x float> %1896
  br label %1902

1899:                                             ; preds = %1883
  %1900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1864, <16 x i1> %1865, <16 x float> zeroinitializer)
  %1901 = fadd <16 x float> %1884, %1900
  br label %1902

1902:                                             ; preds = %1899, %1892, %1885
  %1903 = phi <16 x float> [ %1901, %1899 ], [ %1898, %1892 ], [ %1891, %1885 ]
  switch i64 %1225, label %532 [
    i64 1, label %1918
    i64 2, label %1911
    i64 3, label %1904
    i64 0, label %1921
  ]

1904:                                             ; preds = %1902
  %1905 = bitcast <16 x float> %1903 to <8 x i64>
  %1906 = and <8 x i64> %1905, %1071
  %1907 = fcmp oeq <16 x float> %1903, %47
  %1908 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1903, i32 4)
  %1909 = bitcast <8 x i64> %1906 to <16 x float>
  %1910 = select <16 x i1> %1907, <16 x float> %1909, <16 x float> %1908
  br label %1921

1911:                                             ; preds = %1902
  %1912 = bitcast <16 x float> %1903 to <8 x i64>
  %1913 = or <8 x i64> %1912, %1072
  %1914 = fcmp oeq <16 x float> %1903, %50
  %1915 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1903, i32 4)
  %1916 = bitcast <8 x i64> %1913 to <16 x float>
  %1917 = select <16 x i1> %1914, <16 x float> %1916, <16 x float> %1915
  br label %1921

1918:                                             ; preds = %1902
  %1919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1864, <16 x i1> %1865, <16 x float> zeroinitializer)
  %1920 = fadd <16 x float> %1903, %1919
  br label %1921

1921:                                             ; preds = %1904, %1911, %1918, %1902, %1883, %1862
  %1922 = phi <16 x float> [ %1903, %1902 ], [ %1863, %1862 ], [ %1884, %1883 ], [ %1920, %1918 ], [ %1917, %1911 ], [ %1910, %1904 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1922, ptr align 1 %1712, <16 x i1> %1865)
  %1923 = or disjoint i64 %1279, 16
  %1924 = sub nsw i64 %9, %1923
  %1925 = icmp sgt i64 %1924, 15
  %1926 = trunc i64 %1924 to i32
  %1927 = shl nsw i32 -1, %1926
  %1928 = trunc i32 %1927 to i16
  %1929 = xor i16 %1928, -1
  %1930 = select i1 %1925, i16 -1, i16 %1929
  br i1 %1073, label %1936, label %1931

1931:                                             ; preds = %1921
  %1932 = load float, ptr %1260, align 4
  %1933 = insertelement <16 x float> poison, float %1932, i64 0
  %1934 = shufflevector <16 x float> %1933, <16 x float> poison, <16 x i32> zeroinitializer
  %1935 = fadd <16 x float> %1710, %1934
  br label %1936

1936:                                             ; preds = %1931, %1921
  %1937 = phi <16 x float> [ %1935, %1931 ], [ %1710, %1921 ]
  %1938 = getelementptr inbounds nuw i8, ptr %1712, i64 64
  %1939 = getelementptr inbounds nuw i8, ptr %1713, i64 64
  %1940 = select i1 %1274, ptr null, ptr %1939
  %1941 = bitcast i16 %1930 to <16 x i1>
  switch i64 %1221, label %532 [
    i64 1, label %1956
    i64 2, label %1949
    i64 3, label %1942
    i64 0, label %1997
  ]

1942:                                             ; preds = %1936
  %1943 = bitcast <16 x float> %1937 to <8 x i64>
  %1944 = and <8 x i64> %1943, %1071
  %1945 = fcmp oeq <16 x float> %1937, %47
  %1946 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1937, i32 4)
  %1947 = bitcast <8 x i64> %1944 to <16 x float>
  %1948 = select <16 x i1> %1945, <16 x float> %1947, <16 x float> %1946
  br label %1959

1949:                                             ; preds = %1936
  %1950 = bitcast <16 x float> %1937 to <8 x i64>
  %1951 = or <8 x i64> %1950, %1072
  %1952 = fcmp oeq <16 x float> %1937, %50
  %1953 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1937, i32 4)
  %1954 = bitcast <8 x i64> %1951 to <16 x float>
  %1955 = select <16 x i1> %1952, <16 x float> %1954, <16 x float> %1953
  br label %1959

1956:                                             ; preds = %1936
  %1957 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1940, <16 x i1> %1941, <16 x float> zeroinitializer)
  %1958 = fadd <16 x float> %1937, %1957
  br label %1959

1959:                                             ; preds = %1956, %1949, %1942
  %1960 = phi <16 x float> [ %1958, %1956 ], [ %1955, %1949 ], [ %1948, %1942 ]
  switch i64 %1227, label %532 [
    i64 1, label %1975
    i64 2, label %1968
    i64 3, label %1961
    i64 0, label %1997
  ]

1961:                                             ; preds = %1959
  %1962 = bitcast <16 x float> %1960 to <8 x i64>
  %1963 = and <8 x i64> %1962, %1071
  %1964 = fcmp oeq <16 x float> %1960, %47
  %1965 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1960, i32 4)
  %1966 = bitcast <8 x i64> %1963 to <16 x float>
  %1967 = select <16 x i1> %1964, <16 x float> %1966, <16 x float> %1965
  br label %1978

1968:                                             ; preds = %1959
  %1969 = bitcast <16 x float> %1960 to <8 x i64>
  %1970 = or <8 x i64> %1969, %1072
  %1971 = fcmp oeq <16 x float> %1960, %50
  %1972 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1960, i32 4)
  %1973 = bitcast <8 x i64> %1970 to <16 x float>
  %1974 = select <16 x i1> %1971, <16 x float> %1973, <16 x float> %1972
  br label %1978

1975:                                             ; preds = %1959
  %1976 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1940, <16 x i1> %1941, <16 x float> zeroinitializer)
  %1977 = fadd <16 x float> %1960, %1976
  br label %1978

1978:                                             ; preds = %1975, %1968, %1961
  %1979 = phi <16 x float> [ %1977, %1975 ], [ %1974, %1968 ], [ %1967, %1961 ]
  switch i64 %1229, label %532 [
    i64 1, label %1994
    i64 2, label %1987
    i64 3, label %1980
    i64 0, label %1997
  ]

1980:                                             ; preds = %1978
  %1981 = bitcast <16 x float> %1979 to <8 x i64>
  %1982 = and <8 x i64> %1981, %1071
  %1983 = fcmp oeq <16 x float> %1979, %47
  %1984 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %1979, i32 4)
  %1985 = bitcast <8 x i64> %1982 to <16 x float>
  %1986 = select <16 x i1> %1983, <16 x float> %1985, <16 x float> %1984
  br label %1997

1987:                                             ; preds = %1978
  %1988 = bitcast <16 x float> %1979 to <8 x i64>
  %1989 = or <8 x i64> %1988, %1072
  %1990 = fcmp oeq <16 x float> %1979, %50
  %1991 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %1979, i32 4)
  %1992 = bitcast <8 x i64> %1989 to <16 x float>
  %1993 = select <16 x i1> %1990, <16 x float> %1992, <16 x float> %1991
  br label %1997

1994:                                             ; preds = %1978
  %1995 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1940, <16 x i1> %1941, <16 x float> zeroinitializer)
  %1996 = fadd <16 x float> %1979, %1995
  br label %1997

1997:                                             ; preds = %1980, %1987, %1994, %1978, %1959, %1936
  %1998 = phi <16 x float> [ %1979, %1978 ], [ %1937, %1936 ], [ %1960, %1959 ], [ %1996, %1994 ], [ %1993, %1987 ], [ %1986, %1980 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1998, ptr nonnull align 1 %1938, <16 x i1> %1941)
  %1999 = or disjoint i64 %1279, 32
  %2000 = sub nsw i64 %9, %1999
  %2001 = icmp sgt i64 %2000, 15
  %2002 = trunc i64 %2000 to i32
  %2003 = shl nsw i32 -1, %2002
  %2004 = trunc i32 %2003 to i16
  %2005 = xor i16 %2004, -1
  %2006 = select i1 %2001, i16 -1, i16 %2005
  br i1 %1073, label %2012, label %2007

2007:                                             ; preds = %1997
  %2008 = load float, ptr %1260, align 4
  %2009 = insertelement <16 x float> poison, float %2008, i64 0
  %2010 = shufflevector <16 x float> %2009, <16 x float> poison, <16 x i32> zeroinitializer
  %2011 = fadd <16 x float> %1709, %2010
  br label %2012

2012:                                             ; preds = %2007, %1997
  %2013 = phi <16 x float> [ %2011, %2007 ], [ %1709, %1997 ]
  %2014 = getelementptr inbounds nuw i8, ptr %1712, i64 128
  %2015 = getelementptr inbounds nuw i8, ptr %1713, i64 128
  %2016 = select i1 %1274, ptr null, ptr %2015
  %2017 = bitcast i16 %2006 to <16 x i1>
  switch i64 %1221, label %532 [
    i64 1, label %2032
    i64 2, label %2025
    i64 3, label %2018
    i64 0, label %2073
  ]

2018:                                             ; preds = %2012
  %2019 = bitcast <16 x float> %2013 to <8 x i64>
  %2020 = and <8 x i64> %2019, %1071
  %2021 = fcmp oeq <16 x float> %2013, %47
  %2022 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2013, i32 4)
  %2023 = bitcast <8 x i64> %2020 to <16 x float>
  %2024 = select <16 x i1> %2021, <16 x float> %2023, <16 x float> %2022
  br label %2035

2025:                                             ; preds = %2012
  %2026 = bitcast <16 x float> %2013 to <8 x i64>
  %2027 = or <8 x i64> %2026, %1072
  %2028 = fcmp oeq <16 x float> %2013, %50
  %2029 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2013, i32 4)
  %2030 = bitcast <8 x i64> %2027 to <16 x float>
  %2031 = select <16 x i1> %2028, <16 x float> %2030, <16 x float> %2029
  br label %2035

2032:                                             ; preds = %2012
  %2033 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2016, <16 x i1> %2017, <16 x float> zeroinitializer)
  %2034 = fadd <16 x float> %2013, %2033
  br label %2035

2035:                                             ; preds = %2032, %2025, %2018
  %2036 = phi <16 x float> [ %2034, %2032 ], [ %2031, %2025 ], [ %2024, %2018 ]
  switch i64 %1231, label %532 [
    i64 1, label %2051
    i64 2, label %2044
    i64 3, label %2037
    i64 0, label %2073
  ]

2037:                                             ; preds = %2035
  %2038 = bitcast <16 x float> %2036 to <8 x i64>
  %2039 = and <8 x i64> %2038, %1071
  %2040 = fcmp oeq <16 x float> %2036, %47
  %2041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2036, i32 4)
  %2042 = bitcast <8 x i64> %2039 to <16 x float>
  %2043 = select <16 x i1> %2040, <16 x float> %2042, <16 x float> %2041
  br label %2054

2044:                                             ; preds = %2035
  %2045 = bitcast <16 x float> %2036 to <8 x i64>
  %2046 = or <8 x i64> %2045, %1072
  %2047 = fcmp oeq <16 x float> %2036, %50
  %2048 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2036, i32 4)
  %2049 = bitcast <8 x i64> %2046 to <16 x float>
  %2050 = select <16 x i1> %2047, <16 x float> %2049, <16 x float> %2048
  br label %2054

2051:                                             ; preds = %2035
  %2052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2016, <16 x i1> %2017, <16 x float> zeroinitializer)
  %2053 = fadd <16 x float> %2036, %2052
  br label %2054

2054:                                             ; preds = %2051, %2044, %2037
  %2055 = phi <16 x float> [ %2053, %2051 ], [ %2050, %2044 ], [ %2043, %2037 ]
  switch i64 %1233, label %532 [
    i64 1, label %2070
    i64 2, label %2063
    i64 3, label %2056
    i64 0, label %2073
  ]

2056:                                             ; preds = %2054
  %2057 = bitcast <16 x float> %2055 to <8 x i64>
  %2058 = and <8 x i64> %2057, %1071
  %2059 = fcmp oeq <16 x float> %2055, %47
  %2060 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2055, i32 4)
  %2061 = bitcast <8 x i64> %2058 to <16 x float>
  %2062 = select <16 x i1> %2059, <16 x float> %2061, <16 x float> %2060
  br label %2073

2063:                                             ; preds = %2054
  %2064 = bitcast <16 x float> %2055 to <8 x i64>
  %2065 = or <8 x i64> %2064, %1072
  %2066 = fcmp oeq <16 x float> %2055, %50
  %2067 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2055, i32 4)
  %2068 = bitcast <8 x i64> %2065 to <16 x float>
  %2069 = select <16 x i1> %2066, <16 x float> %2068, <16 x float> %2067
  br label %2073

2070:                                             ; preds = %2054
  %2071 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2016, <16 x i1> %2017, <16 x float> zeroinitializer)
  %2072 = fadd <16 x float> %2055, %2071
  br label %2073

2073:                                             ; preds = %2056, %2063, %2070, %2054, %2035, %2012
  %2074 = phi <16 x float> [ %2055, %2054 ], [ %2013, %2012 ], [ %2036, %2035 ], [ %2072, %2070 ], [ %2069, %2063 ], [ %2062, %2056 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2074, ptr nonnull align 1 %2014, <16 x i1> %2017)
  br label %4878

2075:                                             ; preds = %1278
  br i1 %1069, label %2076, label %2095

2076:                                             ; preds = %2075
  %2077 = shl nuw nsw i64 %1279, 1
  %2078 = shl nsw i64 %1280, 1
  %2079 = add nsw i64 %2078, -1
  %2080 = or disjoint i64 %1279, 16
  %2081 = sub nsw i64 %9, %2080
  %2082 = shl nuw nsw i64 %2080, 1
  %2083 = shl nsw i64 %2081, 1
  %2084 = add nsw i64 %2083, -1
  %2085 = or disjoint i64 %1279, 32
  %2086 = sub nsw i64 %9, %2085
  %2087 = shl nuw nsw i64 %2085, 1
  %2088 = shl nsw i64 %2086, 1
  %2089 = add nsw i64 %2088, -1
  %2090 = or disjoint i64 %1279, 48
  %2091 = sub nsw i64 %9, %2090
  %2092 = shl nuw nsw i64 %2090, 1
  %2093 = shl nsw i64 %2091, 1
  %2094 = add nsw i64 %2093, -1
  br label %2108

2095:                                             ; preds = %2125, %2075
  %2096 = phi <16 x float> [ zeroinitializer, %2075 ], [ %2126, %2125 ]
  %2097 = phi <16 x float> [ zeroinitializer, %2075 ], [ %2127, %2125 ]
  %2098 = phi <16 x float> [ zeroinitializer, %2075 ], [ %2128, %2125 ]
  %2099 = phi <16 x float> [ zeroinitializer, %2075 ], [ %2129, %2125 ]
  %2100 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %2101 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %2102 = icmp sgt i64 %1280, 15
  %2103 = trunc i64 %1280 to i32
  %2104 = shl nsw i32 -1, %2103
  %2105 = trunc i32 %2104 to i16
  %2106 = xor i16 %2105, -1
  %2107 = select i1 %2102, i16 -1, i16 %2106
  br i1 %1073, label %2287, label %2282

2108:                                             ; preds = %2076, %2125
  %2109 = phi <16 x float> [ zeroinitializer, %2076 ], [ %2126, %2125 ]
  %2110 = phi <16 x float> [ zeroinitializer, %2076 ], [ %2127, %2125 ]
  %2111 = phi <16 x float> [ zeroinitializer, %2076 ], [ %2128, %2125 ]
  %2112 = phi <16 x float> [ zeroinitializer, %2076 ], [ %2129, %2125 ]
  %2113 = phi i64 [ 0, %2076 ], [ %2130, %2125 ]
  %2114 = mul nsw i64 %2113, %14
  %2115 = add i64 %1273, %2114
  %2116 = icmp sgt i64 %2115, -1
  %2117 = icmp slt i64 %2115, %6
  %2118 = and i1 %2116, %2117
  %2119 = select i1 %2118, i64 %2115, i64 0
  %2120 = mul nsw i64 %2119, %7
  %2121 = getelementptr inbounds float, ptr %1257, i64 %2120
  br i1 %1070, label %2122, label %2125

2122:                                             ; preds = %2108
  %2123 = mul nuw nsw i64 %2113, %11
  %2124 = getelementptr inbounds nuw float, ptr %1259, i64 %2123
  br label %2132

2125:                                             ; preds = %2268, %2108
  %2126 = phi <16 x float> [ %2109, %2108 ], [ %2279, %2268 ]
  %2127 = phi <16 x float> [ %2110, %2108 ], [ %2245, %2268 ]
  %2128 = phi <16 x float> [ %2111, %2108 ], [ %2211, %2268 ]
  %2129 = phi <16 x float> [ %2112, %2108 ], [ %2177, %2268 ]
  %2130 = add nuw nsw i64 %2113, 1
  %2131 = icmp eq i64 %2130, %10
  br i1 %2131, label %2095, label %2108

2132:                                             ; preds = %2122, %2268
  %2133 = phi <16 x float> [ %2109, %2122 ], [ %2279, %2268 ]
  %2134 = phi <16 x float> [ %2110, %2122 ], [ %2245, %2268 ]
  %2135 = phi <16 x float> [ %2111, %2122 ], [ %2211, %2268 ]
  %2136 = phi <16 x float> [ %2112, %2122 ], [ %2177, %2268 ]
  %2137 = phi i64 [ 0, %2122 ], [ %2280, %2268 ]
  %2138 = getelementptr inbounds nuw float, ptr %2124, i64 %2137
  %2139 = load float, ptr %2138, align 4
  %2140 = insertelement <16 x float> poison, float %2139, i64 0
  %2141 = shufflevector <16 x float> %2140, <16 x float> poison, <16 x i32> zeroinitializer
  %2142 = mul nsw i64 %2137, %15
  %2143 = sub i64 %2142, %17
  %2144 = add i64 %2143, %2077
  %2145 = icmp slt i64 %2144, 0
  %2146 = sub nsw i64 0, %2144
  %2147 = select i1 %2145, i64 %2146, i64 0
  %2148 = sub nsw i64 %7, %2144
  %2149 = tail call i64 @llvm.smin.i64(i64 %2148, i64 %2079)
  %2150 = tail call i64 @llvm.smin.i64(i64 %2149, i64 32)
  %2151 = icmp sgt i64 %2150, %2147
  %2152 = select i1 %2118, i1 %2151, i1 false
  %2153 = select i1 %2152, i64 %2147, i64 0
  %2154 = select i1 %2152, i64 %2150, i64 0
  %2155 = getelementptr inbounds float, ptr %2121, i64 %2144
  %2156 = icmp sgt i64 %2154, %2153
  br i1 %2156, label %2157, label %2166

2157:                                             ; preds = %2132
  %2158 = icmp sgt i64 %2154, 31
  %2159 = trunc i64 %2154 to i32
  %2160 = shl nsw i32 -1, %2159
  %2161 = xor i32 %2160, -1
  %2162 = select i1 %2158, i32 -1, i32 %2161
  %2163 = trunc i64 %2153 to i32
  %2164 = shl nsw i32 -1, %2163
  %2165 = and i32 %2162, %2164
  br label %2166

2166:                                             ; preds = %2157, %2132
  %2167 = phi i32 [ %2165, %2157 ], [ 0, %2132 ]
  %2168 = trunc i32 %2167 to i16
  %2169 = bitcast i16 %2168 to <16 x i1>
  %2170 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2155, <16 x i1> %2169, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2171 = lshr i32 %2167, 16
  %2172 = trunc nuw i32 %2171 to i16
  %2173 = getelementptr inbounds nuw i8, ptr %2155, i64 64
  %2174 = bitcast i16 %2172 to <16 x i1>
  %2175 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2173, <16 x i1> %2174, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2176 = shufflevector <16 x float> %2170, <16 x float> %2175, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2177 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2176, <16 x float> %2141, <16 x float> %2136)
  %2178 = add i64 %2143, %2082
  %2179 = icmp slt i64 %2178, 0
  %2180 = sub nsw i64 0, %2178
  %2181 = select i1 %2179, i64 %2180, i64 0
  %2182 = sub nsw i64 %7, %2178
  %2183 = tail call i64 @llvm.smin.i64(i64 %2182, i64 %2084)
  %2184 = tail call i64 @llvm.smin.i64(i64 %2183, i64 32)
  %2185 = icmp sgt i64 %2184, %2181
  %2186 = select i1 %2118, i1 %2185, i1 false
  %2187 = select i1 %2186, i64 %2181, i64 0
  %2188 = select i1 %2186, i64 %2184, i64 0
  %2189 = getelementptr inbounds float, ptr %2121, i64 %2178
  %2190 = icmp sgt i64 %2188, %2187
  br i1 %2190, label %2191, label %2200

2191:                                             ; preds = %2166
  %2192 = icmp sgt i64 %2188, 31
  %2193 = trunc i64 %2188 to i32
  %2194 = shl nsw i32 -1, %2193
  %2195 = xor i32 %2194, -1
  %2196 = select i1 %2192, i32 -1, i32 %2195
  %2197 = trunc i64 %2187 to i32
  %2198 = shl nsw i32 -1, %2197
  %2199 = and i32 %2196, %2198
  br label %2200

2200:                                             ; preds = %2191, %2166
  %2201 = phi i32 [ %2199, %2191 ], [ 0, %2166 ]
  %2202 = trunc i32 %2201 to i16
  %2203 = bitcast i16 %2202 to <16 x i1>
  %2204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2189, <16 x i1> %2203, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2205 = lshr i32 %2201, 16
  %2206 = trunc nuw i32 %2205 to i16
  %2207 = getelementptr inbounds nuw i8, ptr %2189, i64 64
  %2208 = bitcast i16 %2206 to <16 x i1>
  %2209 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2207, <16 x i1> %2208, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2210 = shufflevector <16 x float> %2204, <16 x float> %2209, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2210, <16 x float> %2141, <16 x float> %2135)
  %2212 = add i64 %2143, %2087
  %2213 = icmp slt i64 %2212, 0
  %2214 = sub nsw i64 0, %2212
  %2215 = select i1 %2213, i64 %2214, i64 0
  %2216 = sub nsw i64 %7, %2212
  %2217 = tail call i64 @llvm.smin.i64(i64 %2216, i64 %2089)
  %2218 = tail call i64 @llvm.smin.i64(i64 %2217, i64 32)
  %2219 = icmp sgt i64 %2218, %2215
  %2220 = select i1 %2118, i1 %2219, i1 false
  %2221 = select i1 %2220, i64 %2215, i64 0
  %2222 = select i1 %2220, i64 %2218, i64 0
  %2223 = getelementptr inbounds float, ptr %2121, i64 %2212
  %2224 = icmp sgt i64 %2222, %2221
  br i1 %2224, label %2225, label %2234

2225:                                             ; preds = %2200
  %2226 = icmp sgt i64 %2222, 31
  %2227 = trunc i64 %2222 to i32
  %2228 = shl nsw i32 -1, %2227
  %2229 = xor i32 %2228, -1
  %2230 = select i1 %2226, i32 -1, i32 %2229
  %2231 = trunc i64 %2221 to i32
  %2232 = shl nsw i32 -1, %2231
  %2233 = and i32 %2230, %2232
  br label %2234

2234:                                             ; preds = %2225, %2200
  %2235 = phi i32 [ %2233, %2225 ], [ 0, %2200 ]
  %2236 = trunc i32 %2235 to i16
  %2237 = bitcast i16 %2236 to <16 x i1>
  %2238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2223, <16 x i1> %2237, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2239 = lshr i32 %2235, 16
  %2240 = trunc nuw i32 %2239 to i16
  %2241 = getelementptr inbounds nuw i8, ptr %2223, i64 64
  %2242 = bitcast i16 %2240 to <16 x i1>
  %2243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2241, <16 x i1> %2242, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2244 = shufflevector <16 x float> %2238, <16 x float> %2243, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2245 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2244, <16 x float> %2141, <16 x float> %2134)
  %2246 = add i64 %2143, %2092
  %2247 = icmp slt i64 %2246, 0
  %2248 = sub nsw i64 0, %2246
  %2249 = select i1 %2247, i64 %2248, i64 0
  %2250 = sub nsw i64 %7, %2246
  %2251 = tail call i64 @llvm.smin.i64(i64 %2250, i64 %2094)
  %2252 = tail call i64 @llvm.smin.i64(i64 %2251, i64 32)
  %2253 = icmp sgt i64 %2252, %2249
  %2254 = select i1 %2118, i1 %2253, i1 false
  %2255 = select i1 %2254, i64 %2249, i64 0
  %2256 = select i1 %2254, i64 %2252, i64 0
  %2257 = getelementptr inbounds float, ptr %2121, i64 %2246
  %2258 = icmp sgt i64 %2256, %2255
  br i1 %2258, label %2259, label %2268

2259:                                             ; preds = %2234
  %2260 = icmp sgt i64 %2256, 31
  %2261 = trunc i64 %2256 to i32
  %2262 = shl nsw i32 -1, %2261
  %2263 = xor i32 %2262, -1
  %2264 = select i1 %2260, i32 -1, i32 %2263
  %2265 = trunc i64 %2255 to i32
  %2266 = shl nsw i32 -1, %2265
  %2267 = and i32 %2264, %2266
  br label %2268

2268:                                             ; preds = %2259, %2234
  %2269 = phi i32 [ %2267, %2259 ], [ 0, %2234 ]
  %2270 = trunc i32 %2269 to i16
  %2271 = bitcast i16 %2270 to <16 x i1>
  %2272 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2257, <16 x i1> %2271, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2273 = lshr i32 %2269, 16
  %2274 = trunc nuw i32 %2273 to i16
  %2275 = getelementptr inbounds nuw i8, ptr %2257, i64 64
  %2276 = bitcast i16 %2274 to <16 x i1>
  %2277 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2275, <16 x i1> %2276, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2278 = shufflevector <16 x float> %2272, <16 x float> %2277, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2279 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2278, <16 x float> %2141, <16 x float> %2133)
  %2280 = add nuw nsw i64 %2137, 1
  %2281 = icmp eq i64 %2280, %11
  br i1 %2281, label %2125, label %2132

2282:                                             ; preds = %2095
  %2283 = load float, ptr %1260, align 4
  %2284 = insertelement <16 x float> poison, float %2283, i64 0
  %2285 = shufflevector <16 x float> %2284, <16 x float> poison, <16 x i32> zeroinitializer
  %2286 = fadd <16 x float> %2099, %2285
  br label %2287

2287:                                             ; preds = %2282, %2095
  %2288 = phi <16 x float> [ %2286, %2282 ], [ %2099, %2095 ]
  %2289 = select i1 %1274, ptr null, ptr %2101
  %2290 = bitcast i16 %2107 to <16 x i1>
  switch i64 %1204, label %532 [
    i64 1, label %2291
    i64 2, label %2294
    i64 3, label %2301
    i64 0, label %2346
  ]

2291:                                             ; preds = %2287
  %2292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2293 = fadd <16 x float> %2288, %2292
  br label %2308

2294:                                             ; preds = %2287
  %2295 = bitcast <16 x float> %2288 to <8 x i64>
  %2296 = or <8 x i64> %2295, %1072
  %2297 = fcmp oeq <16 x float> %2288, %50
  %2298 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2288, i32 4)
  %2299 = bitcast <8 x i64> %2296 to <16 x float>
  %2300 = select <16 x i1> %2297, <16 x float> %2299, <16 x float> %2298
  br label %2308

2301:                                             ; preds = %2287
  %2302 = bitcast <16 x float> %2288 to <8 x i64>
  %2303 = and <8 x i64> %2302, %1071
  %2304 = fcmp oeq <16 x float> %2288, %47
  %2305 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2288, i32 4)
  %2306 = bitcast <8 x i64> %2303 to <16 x float>
  %2307 = select <16 x i1> %2304, <16 x float> %2306, <16 x float> %2305
  br label %2308

2308:                                             ; preds = %2301, %2294, %2291
  %2309 = phi <16 x float> [ %2293, %2291 ], [ %2300, %2294 ], [ %2307, %2301 ]
  switch i64 %1206, label %532 [
    i64 1, label %2324
    i64 2, label %2317
    i64 3, label %2310
    i64 0, label %2346
  ]

2310:                                             ; preds = %2308
  %2311 = bitcast <16 x float> %2309 to <8 x i64>
  %2312 = and <8 x i64> %2311, %1071
  %2313 = fcmp oeq <16 x float> %2309, %47
  %2314 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2309, i32 4)
  %2315 = bitcast <8 x i64> %2312 to <16 x float>
  %2316 = select <16 x i1> %2313, <16 x float> %2315, <16 x float> %2314
  br label %2327

2317:                                             ; preds = %2308
  %2318 = bitcast <16 x float> %2309 to <8 x i64>
  %2319 = or <8 x i64> %2318, %1072
  %2320 = fcmp oeq <16 x float> %2309, %50
  %2321 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2309, i32 4)
  %2322 = bitcast <8 x i64> %2319 to <16 x float>
  %2323 = select <16 x i1> %2320, <16 x float> %2322, <16 x float> %2321
  br label %2327

2324:                                             ; preds = %2308
  %2325 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2326 = fadd <16 x float> %2309, %2325
  br label %2327

2327:                                             ; preds = %2324, %2317, %2310
  %2328 = phi <16 x float> [ %2326, %2324 ], [ %2323, %2317 ], [ %2316, %2310 ]
  switch i64 %1208, label %532 [
    i64 1, label %2343
    i64 2, label %2336
    i64 3, label %2329
    i64 0, label %2346
  ]

2329:                                             ; preds = %2327
  %2330 = bitcast <16 x float> %2328 to <8 x i64>
  %2331 = and <8 x i64> %2330, %1071
  %2332 = fcmp oeq <16 x float> %2328, %47
  %2333 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2328, i32 4)
  %2334 = bitcast <8 x i64> %2331 to <16 x float>
  %2335 = select <16 x i1> %2332, <16 x float> %2334, <16 x float> %2333
  br label %2346

2336:                                             ; preds = %2327
  %2337 = bitcast <16 x float> %2328 to <8 x i64>
  %2338 = or <8 x i64> %2337, %1072
  %2339 = fcmp oeq <16 x float> %2328, %50
  %2340 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2328, i32 4)
  %2341 = bitcast <8 x i64> %2338 to <16 x float>
  %2342 = select <16 x i1> %2339, <16 x float> %2341, <16 x float> %2340
  br label %2346

2343:                                             ; preds = %2327
  %2344 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2345 = fadd <16 x float> %2328, %2344
  br label %2346

2346:                                             ; preds = %2329, %2336, %2343, %2327, %2308, %2287
  %2347 = phi <16 x float> [ %2328, %2327 ], [ %2288, %2287 ], [ %2309, %2308 ], [ %2345, %2343 ], [ %2342, %2336 ], [ %2335, %2329 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2347, ptr align 1 %2100, <16 x i1> %2290)
  %2348 = or disjoint i64 %1279, 16
  %2349 = sub nsw i64 %9, %2348
  %2350 = icmp sgt i64 %2349, 15
  %2351 = trunc i64 %2349 to i32
  %2352 = shl nsw i32 -1, %2351
  %2353 = trunc i32 %2352 to i16
  %2354 = xor i16 %2353, -1
  %2355 = select i1 %2350, i16 -1, i16 %2354
  br i1 %1073, label %2361, label %2356

2356:                                             ; preds = %2346
  %2357 = load float, ptr %1260, align 4
  %2358 = insertelement <16 x float> poison, float %2357, i64 0
  %2359 = shufflevector <16 x float> %2358, <16 x float> poison, <16 x i32> zeroinitializer
  %2360 = fadd <16 x float> %2098, %2359
  br label %2361

2361:                                             ; preds = %2356, %2346
  %2362 = phi <16 x float> [ %2360, %2356 ], [ %2098, %2346 ]
  %2363 = getelementptr inbounds nuw i8, ptr %2100, i64 64
  %2364 = getelementptr inbounds nuw i8, ptr %2101, i64 64
  %2365 = select i1 %1274, ptr null, ptr %2364
  %2366 = bitcast i16 %2355 to <16 x i1>
  switch i64 %1204, label %532 [
    i64 1, label %2381
    i64 2, label %2374
    i64 3, label %2367
    i64 0, label %2422
  ]

2367:                                             ; preds = %2361
  %2368 = bitcast <16 x float> %2362 to <8 x i64>
  %2369 = and <8 x i64> %2368, %1071
  %2370 = fcmp oeq <16 x float> %2362, %47
  %2371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2362, i32 4)
  %2372 = bitcast <8 x i64> %2369 to <16 x float>
  %2373 = select <16 x i1> %2370, <16 x float> %2372, <16 x float> %2371
  br label %2384

2374:                                             ; preds = %2361
  %2375 = bitcast <16 x float> %2362 to <8 x i64>
  %2376 = or <8 x i64> %2375, %1072
  %2377 = fcmp oeq <16 x float> %2362, %50
  %2378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2362, i32 4)
  %2379 = bitcast <8 x i64> %2376 to <16 x float>
  %2380 = select <16 x i1> %2377, <16 x float> %2379, <16 x float> %2378
  br label %2384

2381:                                             ; preds = %2361
  %2382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2383 = fadd <16 x float> %2362, %2382
  br label %2384

2384:                                             ; preds = %2381, %2374, %2367
  %2385 = phi <16 x float> [ %2383, %2381 ], [ %2380, %2374 ], [ %2373, %2367 ]
  switch i64 %1210, label %532 [
    i64 1, label %2400
    i64 2, label %2393
    i64 3, label %2386
    i64 0, label %2422
  ]

2386:                                             ; preds = %2384
  %2387 = bitcast <16 x float> %2385 to <8 x i64>
  %2388 = and <8 x i64> %2387, %1071
  %2389 = fcmp oeq <16 x float> %2385, %47
  %2390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2385, i32 4)
  %2391 = bitcast <8 x i64> %2388 to <16 x float>
  %2392 = select <16 x i1> %2389, <16 x float> %2391, <16 x float> %2390
  br label %2403

2393:                                             ; preds = %2384
  %2394 = bitcast <16 x float> %2385 to <8 x i64>
  %2395 = or <8 x i64> %2394, %1072
  %2396 = fcmp oeq <16 x float> %2385, %50
  %2397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2385, i32 4)
  %2398 = bitcast <8 x i64> %2395 to <16 x float>
  %2399 = select <16 x i1> %2396, <16 x float> %2398, <16 x float> %2397
  br label %2403

2400:                                             ; preds = %2384
  %2401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2402 = fadd <16 x float> %2385, %2401
  br label %2403

2403:                                             ; preds = %2400, %2393, %2386
  %2404 = phi <16 x float> [ %2402, %2400 ], [ %2399, %2393 ], [ %2392, %2386 ]
  switch i64 %1212, label %532 [
    i64 1, label %2419
    i64 2, label %2412
    i64 3, label %2405
    i64 0, label %2422
  ]

2405:                                             ; preds = %2403
  %2406 = bitcast <16 x float> %2404 to <8 x i64>
  %2407 = and <8 x i64> %2406, %1071
  %2408 = fcmp oeq <16 x float> %2404, %47
  %2409 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2404, i32 4)
  %2410 = bitcast <8 x i64> %2407 to <16 x float>
  %2411 = select <16 x i1> %2408, <16 x float> %2410, <16 x float> %2409
  br label %2422

2412:                                             ; preds = %2403
  %2413 = bitcast <16 x float> %2404 to <8 x i64>
  %2414 = or <8 x i64> %2413, %1072
  %2415 = fcmp oeq <16 x float> %2404, %50
  %2416 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2404, i32 4)
  %2417 = bitcast <8 x i64> %2414 to <16 x float>
  %2418 = select <16 x i1> %2415, <16 x float> %2417, <16 x float> %2416
  br label %2422

2419:                                             ; preds = %2403
  %2420 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2421 = fadd <16 x float> %2404, %2420
  br label %2422

2422:                                             ; preds = %2405, %2412, %2419, %2403, %2384, %2361
  %2423 = phi <16 x float> [ %2404, %2403 ], [ %2362, %2361 ], [ %2385, %2384 ], [ %2421, %2419 ], [ %2418, %2412 ], [ %2411, %2405 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2423, ptr nonnull align 1 %2363, <16 x i1> %2366)
  %2424 = or disjoint i64 %1279, 32
  %2425 = sub nsw i64 %9, %2424
  %2426 = icmp sgt i64 %2425, 15
  %2427 = trunc i64 %2425 to i32
  %2428 = shl nsw i32 -1, %2427
  %2429 = trunc i32 %2428 to i16
  %2430 = xor i16 %2429, -1
  %2431 = select i1 %2426, i16 -1, i16 %2430
  br i1 %1073, label %2437, label %2432

2432:                                             ; preds = %2422
  %2433 = load float, ptr %1260, align 4
  %2434 = insertelement <16 x float> poison, float %2433, i64 0
  %2435 = shufflevector <16 x float> %2434, <16 x float> poison, <16 x i32> zeroinitializer
  %2436 = fadd <16 x float> %2097, %2435
  br label %2437

2437:                                             ; preds = %2432, %2422
  %2438 = phi <16 x float> [ %2436, %2432 ], [ %2097, %2422 ]
  %2439 = getelementptr inbounds nuw i8, ptr %2100, i64 128
  %2440 = getelementptr inbounds nuw i8, ptr %2101, i64 128
  %2441 = select i1 %1274, ptr null, ptr %2440
  %2442 = bitcast i16 %2431 to <16 x i1>
  switch i64 %1204, label %532 [
    i64 1, label %2457
    i64 2, label %2450
    i64 3, label %2443
    i64 0, label %2498
  ]

2443:                                             ; preds = %2437
  %2444 = bitcast <16 x float> %2438 to <8 x i64>
  %2445 = and <8 x i64> %2444, %1071
  %2446 = fcmp oeq <16 x float> %2438, %47
  %2447 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2438, i32 4)
  %2448 = bitcast <8 x i64> %2445 to <16 x float>
  %2449 = select <16 x i1> %2446, <16 x float> %2448, <16 x float> %2447
  br label %2460

2450:                                             ; preds = %2437
  %2451 = bitcast <16 x float> %2438 to <8 x i64>
  %2452 = or <8 x i64> %2451, %1072
  %2453 = fcmp oeq <16 x float> %2438, %50
  %2454 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2438, i32 4)
  %2455 = bitcast <8 x i64> %2452 to <16 x float>
  %2456 = select <16 x i1> %2453, <16 x float> %2455, <16 x float> %2454
  br label %2460

2457:                                             ; preds = %2437
  %2458 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2441, <16 x i1> %2442, <16 x float> zeroinitializer)
  %2459 = fadd <16 x float> %2438, %2458
  br label %2460

2460:                                             ; preds = %2457, %2450, %2443
  %2461 = phi <16 x float> [ %2459, %2457 ], [ %2456, %2450 ], [ %2449, %2443 ]
  switch i64 %1214, label %532 [
    i64 1, label %2476
    i64 2, label %2469
    i64 3, label %2462
    i64 0, label %2498
  ]

2462:                                             ; preds = %2460
  %2463 = bitcast <16 x float> %2461 to <8 x i64>
  %2464 = and <8 x i64> %2463, %1071
  %2465 = fcmp oeq <16 x float> %2461, %47
  %2466 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2461, i32 4)
  %2467 = bitcast <8 x i64> %2464 to <16 x float>
  %2468 = select <16 x i1> %2465, <16 x float> %2467, <16 x float> %2466
  br label %2479

2469:                                             ; preds = %2460
  %2470 = bitcast <16 x float> %2461 to <8 x i64>
  %2471 = or <8 x i64> %2470, %1072
  %2472 = fcmp oeq <16 x float> %2461, %50
  %2473 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2461, i32 4)
  %2474 = bitcast <8 x i64> %2471 to <16 x float>
  %2475 = select <16 x i1> %2472, <16 x float> %2474, <16 x float> %2473
  br label %2479

2476:                                             ; preds = %2460
  %2477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2441, <16 x i1> %2442, <16 x float> zeroinitializer)
  %2478 = fadd <16 x float> %2461, %2477
  br label %2479

2479:                                             ; preds = %2476, %2469, %2462
  %2480 = phi <16 x float> [ %2478, %2476 ], [ %2475, %2469 ], [ %2468, %2462 ]
  switch i64 %1216, label %532 [
    i64 1, label %2495
    i64 2, label %2488
    i64 3, label %2481
    i64 0, label %2498
  ]

2481:                                             ; preds = %2479
  %2482 = bitcast <16 x float> %2480 to <8 x i64>
  %2483 = and <8 x i64> %2482, %1071
  %2484 = fcmp oeq <16 x float> %2480, %47
  %2485 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2480, i32 4)
  %2486 = bitcast <8 x i64> %2483 to <16 x float>
  %2487 = select <16 x i1> %2484, <16 x float> %2486, <16 x float> %2485
  br label %2498

2488:                                             ; preds = %2479
  %2489 = bitcast <16 x float> %2480 to <8 x i64>
  %2490 = or <8 x i64> %2489, %1072
  %2491 = fcmp oeq <16 x float> %2480, %50
  %2492 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2480, i32 4)
  %2493 = bitcast <8 x i64> %2490 to <16 x float>
  %2494 = select <16 x i1> %2491, <16 x float> %2493, <16 x float> %2492
  br label %2498

2495:                                             ; preds = %2479
  %2496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2441, <16 x i1> %2442, <16 x float> zeroinitializer)
  %2497 = fadd <16 x float> %2480, %2496
  br label %2498

2498:                                             ; preds = %2481, %2488, %2495, %2479, %2460, %2437
  %2499 = phi <16 x float> [ %2480, %2479 ], [ %2438, %2437 ], [ %2461, %2460 ], [ %2497, %2495 ], [ %2494, %2488 ], [ %2487, %2481 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2499, ptr nonnull align 1 %2439, <16 x i1> %2442)
  %2500 = or disjoint i64 %1279, 48
  %2501 = sub nsw i64 %9, %2500
  %2502 = icmp sgt i64 %2501, 15
  %2503 = trunc i64 %2501 to i32
  %2504 = shl nsw i32 -1, %2503
  %2505 = trunc i32 %2504 to i16
  %2506 = xor i16 %2505, -1
  %2507 = select i1 %2502, i16 -1, i16 %2506
  br i1 %1073, label %2513, label %2508

2508:                                             ; preds = %2498
  %2509 = load float, ptr %1260, align 4
  %2510 = insertelement <16 x float> poison, float %2509, i64 0
  %2511 = shufflevector <16 x float> %2510, <16 x float> poison, <16 x i32> zeroinitializer
  %2512 = fadd <16 x float> %2096, %2511
  br label %2513

2513:                                             ; preds = %2508, %2498
  %2514 = phi <16 x float> [ %2512, %2508 ], [ %2096, %2498 ]
  %2515 = getelementptr inbounds nuw i8, ptr %2100, i64 192
  %2516 = getelementptr inbounds nuw i8, ptr %2101, i64 192
  %2517 = select i1 %1274, ptr null, ptr %2516
  %2518 = bitcast i16 %2507 to <16 x i1>
  switch i64 %1204, label %532 [
    i64 1, label %2533
    i64 2, label %2526
    i64 3, label %2519
    i64 0, label %2574
  ]

2519:                                             ; preds = %2513
  %2520 = bitcast <16 x float> %2514 to <8 x i64>
  %2521 = and <8 x i64> %2520, %1071
  %2522 = fcmp oeq <16 x float> %2514, %47
  %2523 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2514, i32 4)
  %2524 = bitcast <8 x i64> %2521 to <16 x float>
  %2525 = select <16 x i1> %2522, <16 x float> %2524, <16 x float> %2523
  br label %2536

2526:                                             ; preds = %2513
  %2527 = bitcast <16 x float> %2514 to <8 x i64>
  %2528 = or <8 x i64> %2527, %1072
  %2529 = fcmp oeq <16 x float> %2514, %50
  %2530 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2514, i32 4)
  %2531 = bitcast <8 x i64> %2528 to <16 x float>
  %2532 = select <16 x i1> %2529, <16 x float> %2531, <16 x float> %2530
  br label %2536

2533:                                             ; preds = %2513
  %2534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2517, <16 x i1> %2518, <16 x float> zeroinitializer)
  %2535 = fadd <16 x float> %2514, %2534
  br label %2536

2536:                                             ; preds = %2533, %2526, %2519
  %2537 = phi <16 x float> [ %2535, %2533 ], [ %2532, %2526 ], [ %2525, %2519 ]
  switch i64 %1218, label %532 [
    i64 1, label %2552
    i64 2, label %2545
    i64 3, label %2538
    i64 0, label %2574
  ]

2538:                                             ; preds = %2536
  %2539 = bitcast <16 x float> %2537 to <8 x i64>
  %2540 = and <8 x i64> %2539, %1071
  %2541 = fcmp oeq <16 x float> %2537, %47
  %2542 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2537, i32 4)
  %2543 = bitcast <8 x i64> %2540 to <16 x float>
  %2544 = select <16 x i1> %2541, <16 x float> %2543, <16 x float> %2542
  br label %2555

2545:                                             ; preds = %2536
  %2546 = bitcast <16 x float> %2537 to <8 x i64>
  %2547 = or <8 x i64> %2546, %1072
  %2548 = fcmp oeq <16 x float> %2537, %50
  %2549 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2537, i32 4)
  %2550 = bitcast <8 x i64> %2547 to <16 x float>
  %2551 = select <16 x i1> %2548, <16 x float> %2550, <16 x float> %2549
  br label %2555

2552:                                             ; preds = %2536
  %2553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2517, <16 x i1> %2518, <16 x float> zeroinitializer)
  %2554 = fadd <16 x float> %2537, %2553
  br label %2555

2555:                                             ; preds = %2552, %2545, %2538
  %2556 = phi <16 x float> [ %2554, %2552 ], [ %2551, %2545 ], [ %2544, %2538 ]
  switch i64 %1220, label %532 [
    i64 1, label %2571
    i64 2, label %2564
    i64 3, label %2557
    i64 0, label %2574
  ]

2557:                                             ; preds = %2555
  %2558 = bitcast <16 x float> %2556 to <8 x i64>
  %2559 = and <8 x i64> %2558, %1071
  %2560 = fcmp oeq <16 x float> %2556, %47
  %2561 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2556, i32 4)
  %2562 = bitcast <8 x i64> %2559 to <16 x float>
  %2563 = select <16 x i1> %2560, <16 x float> %2562, <16 x float> %2561
  br label %2574

2564:                                             ; preds = %2555
  %2565 = bitcast <16 x float> %2556 to <8 x i64>
  %2566 = or <8 x i64> %2565, %1072
  %2567 = fcmp oeq <16 x float> %2556, %50
  %2568 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2556, i32 4)
  %2569 = bitcast <8 x i64> %2566 to <16 x float>
  %2570 = select <16 x i1> %2567, <16 x float> %2569, <16 x float> %2568
  br label %2574

2571:                                             ; preds = %2555
  %2572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2517, <16 x i1> %2518, <16 x float> zeroinitializer)
  %2573 = fadd <16 x float> %2556, %2572
  br label %2574

2574:                                             ; preds = %2557, %2564, %2571, %2555, %2536, %2513
  %2575 = phi <16 x float> [ %2556, %2555 ], [ %2514, %2513 ], [ %2537, %2536 ], [ %2573, %2571 ], [ %2570, %2564 ], [ %2563, %2557 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2575, ptr nonnull align 1 %2515, <16 x i1> %2518)
  br label %4878

2576:                                             ; preds = %1278
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(320) %31, i8 0, i64 320, i1 false)
  br i1 %1069, label %2589, label %2579

2577:                                             ; preds = %2602
  %2578 = load <16 x float>, ptr %31, align 64
  br label %2579

2579:                                             ; preds = %2577, %2576
  %2580 = phi <16 x float> [ %2578, %2577 ], [ zeroinitializer, %2576 ]
  %2581 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %2582 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %2583 = icmp sgt i64 %1280, 15
  %2584 = trunc i64 %1280 to i32
  %2585 = shl nsw i32 -1, %2584
  %2586 = trunc i32 %2585 to i16
  %2587 = xor i16 %2586, -1
  %2588 = select i1 %2583, i16 -1, i16 %2587
  br i1 %1073, label %2667, label %2662

2589:                                             ; preds = %2576, %2602
  %2590 = phi i64 [ %2603, %2602 ], [ 0, %2576 ]
  %2591 = mul nsw i64 %2590, %14
  %2592 = add i64 %1273, %2591
  %2593 = icmp sgt i64 %2592, -1
  %2594 = icmp slt i64 %2592, %6
  %2595 = and i1 %2593, %2594
  %2596 = select i1 %2595, i64 %2592, i64 0
  %2597 = mul nsw i64 %2596, %7
  %2598 = getelementptr inbounds float, ptr %1257, i64 %2597
  br i1 %1070, label %2599, label %2602

2599:                                             ; preds = %2589
  %2600 = mul nuw nsw i64 %2590, %11
  %2601 = getelementptr inbounds nuw float, ptr %1259, i64 %2600
  br label %2605

2602:                                             ; preds = %2613, %2589
  %2603 = add nuw nsw i64 %2590, 1
  %2604 = icmp eq i64 %2603, %10
  br i1 %2604, label %2577, label %2589

2605:                                             ; preds = %2599, %2613
  %2606 = phi i64 [ 0, %2599 ], [ %2614, %2613 ]
  %2607 = getelementptr inbounds nuw float, ptr %2601, i64 %2606
  %2608 = load float, ptr %2607, align 4
  %2609 = insertelement <16 x float> poison, float %2608, i64 0
  %2610 = shufflevector <16 x float> %2609, <16 x float> poison, <16 x i32> zeroinitializer
  %2611 = mul nsw i64 %2606, %15
  %2612 = sub i64 %2611, %17
  br label %2616

2613:                                             ; preds = %2646
  %2614 = add nuw nsw i64 %2606, 1
  %2615 = icmp eq i64 %2614, %11
  br i1 %2615, label %2602, label %2605

2616:                                             ; preds = %2605, %2646
  %2617 = phi i64 [ 0, %2605 ], [ %2660, %2646 ]
  %2618 = shl nuw nsw i64 %2617, 4
  %2619 = or disjoint i64 %1279, %2618
  %2620 = sub nsw i64 %9, %2619
  %2621 = shl nuw nsw i64 %2619, 1
  %2622 = add i64 %2612, %2621
  %2623 = icmp slt i64 %2622, 0
  %2624 = sub nsw i64 0, %2622
  %2625 = select i1 %2623, i64 %2624, i64 0
  %2626 = sub nsw i64 %7, %2622
  %2627 = shl nsw i64 %2620, 1
  %2628 = add nsw i64 %2627, -1
  %2629 = tail call i64 @llvm.smin.i64(i64 %2626, i64 %2628)
  %2630 = tail call i64 @llvm.smin.i64(i64 %2629, i64 32)
  %2631 = icmp sgt i64 %2630, %2625
  %2632 = select i1 %2595, i1 %2631, i1 false
  %2633 = select i1 %2632, i64 %2625, i64 0
  %2634 = select i1 %2632, i64 %2630, i64 0
  %2635 = getelementptr inbounds float, ptr %2598, i64 %2622
  %2636 = icmp sgt i64 %2634, %2633
  br i1 %2636, label %2637, label %2646

2637:                                             ; preds = %2616
  %2638 = icmp sgt i64 %2634, 31
  %2639 = trunc i64 %2634 to i32
  %2640 = shl nsw i32 -1, %2639
  %2641 = xor i32 %2640, -1
  %2642 = select i1 %2638, i32 -1, i32 %2641
  %2643 = trunc i64 %2633 to i32
  %2644 = shl nsw i32 -1, %2643
  %2645 = and i32 %2642, %2644
  br label %2646

2646:                                             ; preds = %2637, %2616
  %2647 = phi i32 [ %2645, %2637 ], [ 0, %2616 ]
  %2648 = trunc i32 %2647 to i16
  %2649 = bitcast i16 %2648 to <16 x i1>
  %2650 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2635, <16 x i1> %2649, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2651 = lshr i32 %2647, 16
  %2652 = trunc nuw i32 %2651 to i16
  %2653 = getelementptr inbounds nuw i8, ptr %2635, i64 64
  %2654 = bitcast i16 %2652 to <16 x i1>
  %2655 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2653, <16 x i1> %2654, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2656 = shufflevector <16 x float> %2650, <16 x float> %2655, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2657 = getelementptr inbounds nuw <16 x float>, ptr %31, i64 %2617
  %2658 = load <16 x float>, ptr %2657, align 64
  %2659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2656, <16 x float> %2610, <16 x float> %2658)
  store <16 x float> %2659, ptr %2657, align 64
  %2660 = add nuw nsw i64 %2617, 1
  %2661 = icmp eq i64 %2660, 5
  br i1 %2661, label %2613, label %2616

2662:                                             ; preds = %2579
  %2663 = load float, ptr %1260, align 4
  %2664 = insertelement <16 x float> poison, float %2663, i64 0
  %2665 = shufflevector <16 x float> %2664, <16 x float> poison, <16 x i32> zeroinitializer
  %2666 = fadd <16 x float> %2580, %2665
  br label %2667

2667:                                             ; preds = %2662, %2579
  %2668 = phi <16 x float> [ %2666, %2662 ], [ %2580, %2579 ]
  %2669 = select i1 %1274, ptr null, ptr %2582
  %2670 = bitcast i16 %2588 to <16 x i1>
  switch i64 %1179, label %532 [
    i64 1, label %2671
    i64 2, label %2674
    i64 3, label %2681
    i64 0, label %2726
  ]

2671:                                             ; preds = %2667
  %2672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2669, <16 x i1> %2670, <16 x float> zeroinitializer)
  %2673 = fadd <16 x float> %2668, %2672
  br label %2688

2674:                                             ; preds = %2667
  %2675 = bitcast <16 x float> %2668 to <8 x i64>
  %2676 = or <8 x i64> %2675, %1072
  %2677 = fcmp oeq <16 x float> %2668, %50
  %2678 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2668, i32 4)
  %2679 = bitcast <8 x i64> %2676 to <16 x float>
  %2680 = select <16 x i1> %2677, <16 x float> %2679, <16 x float> %2678
  br label %2688

2681:                                             ; preds = %2667
  %2682 = bitcast <16 x float> %2668 to <8 x i64>
  %2683 = and <8 x i64> %2682, %1071
  %2684 = fcmp oeq <16 x float> %2668, %47
  %2685 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2668, i32 4)
  %2686 = bitcast <8 x i64> %2683 to <16 x float>
  %2687 = select <16 x i1> %2684, <16 x float> %2686, <16 x float> %2685
  br label %2688

2688:                                             ; preds = %2681, %2674, %2671
  %2689 = phi <16 x float> [ %2673, %2671 ], [ %2680, %2674 ], [ %2687, %2681 ]
  switch i64 %1181, label %532 [
    i64 1, label %2704
    i64 2, label %2697
    i64 3, label %2690
    i64 0, label %2726
  ]

2690:                                             ; preds = %2688
  %2691 = bitcast <16 x float> %2689 to <8 x i64>
  %2692 = and <8 x i64> %2691, %1071
  %2693 = fcmp oeq <16 x float> %2689, %47
  %2694 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2689, i32 4)
  %2695 = bitcast <8 x i64> %2692 to <16 x float>
  %2696 = select <16 x i1> %2693, <16 x float> %2695, <16 x float> %2694
  br label %2707

2697:                                             ; preds = %2688
  %2698 = bitcast <16 x float> %2689 to <8 x i64>
  %2699 = or <8 x i64> %2698, %1072
  %2700 = fcmp oeq <16 x float> %2689, %50
  %2701 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2689, i32 4)
  %2702 = bitcast <8 x i64> %2699 to <16 x float>
  %2703 = select <16 x i1> %2700, <16 x float> %2702, <16 x float> %2701
  br label %2707

2704:                                             ; preds = %2688
  %2705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2669, <16 x i1> %2670, <16 x float> zeroinitializer)
  %2706 = fadd <16 x float> %2689, %2705
  br label %2707

2707:                                             ; preds = %2704, %2697, %2690
  %2708 = phi <16 x float> [ %2706, %2704 ], [ %2703, %2697 ], [ %2696, %2690 ]
  switch i64 %1183, label %532 [
    i64 1, label %2723
    i64 2, label %2716
    i64 3, label %2709
    i64 0, label %2726
  ]

2709:                                             ; preds = %2707
  %2710 = bitcast <16 x float> %2708 to <8 x i64>
  %2711 = and <8 x i64> %2710, %1071
  %2712 = fcmp oeq <16 x float> %2708, %47
  %2713 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2708, i32 4)
  %2714 = bitcast <8 x i64> %2711 to <16 x float>
  %2715 = select <16 x i1> %2712, <16 x float> %2714, <16 x float> %2713
  br label %2726

2716:                                             ; preds = %2707
  %2717 = bitcast <16 x float> %2708 to <8 x i64>
  %2718 = or <8 x i64> %2717, %1072
  %2719 = fcmp oeq <16 x float> %2708, %50
  %2720 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2708, i32 4)
  %2721 = bitcast <8 x i64> %2718 to <16 x float>
  %2722 = select <16 x i1> %2719, <16 x float> %2721, <16 x float> %2720
  br label %2726

2723:                                             ; preds = %2707
  %2724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2669, <16 x i1> %2670, <16 x float> zeroinitializer)
  %2725 = fadd <16 x float> %2708, %2724
  br label %2726

2726:                                             ; preds = %2709, %2716, %2723, %2707, %2688, %2667
  %2727 = phi <16 x float> [ %2708, %2707 ], [ %2668, %2667 ], [ %2689, %2688 ], [ %2725, %2723 ], [ %2722, %2716 ], [ %2715, %2709 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2727, ptr align 1 %2581, <16 x i1> %2670)
  %2728 = or disjoint i64 %1279, 16
  %2729 = sub nsw i64 %9, %2728
  %2730 = icmp sgt i64 %2729, 15
  %2731 = trunc i64 %2729 to i32
  %2732 = shl nsw i32 -1, %2731
  %2733 = trunc i32 %2732 to i16
  %2734 = xor i16 %2733, -1
  %2735 = select i1 %2730, i16 -1, i16 %2734
  %2736 = load <16 x float>, ptr %1184, align 64
  br i1 %1073, label %2742, label %2737

2737:                                             ; preds = %2726
  %2738 = load float, ptr %1260, align 4
  %2739 = insertelement <16 x float> poison, float %2738, i64 0
  %2740 = shufflevector <16 x float> %2739, <16 x float> poison, <16 x i32> zeroinitializer
  %2741 = fadd <16 x float> %2736, %2740
  br label %2742

2742:                                             ; preds = %2737, %2726
  %2743 = phi <16 x float> [ %2741, %2737 ], [ %2736, %2726 ]
  %2744 = getelementptr inbounds nuw i8, ptr %2581, i64 64
  %2745 = getelementptr inbounds nuw i8, ptr %2582, i64 64
  %2746 = select i1 %1274, ptr null, ptr %2745
  %2747 = bitcast i16 %2735 to <16 x i1>
  switch i64 %1179, label %532 [
    i64 1, label %2762
    i64 2, label %2755
    i64 3, label %2748
    i64 0, label %2803
  ]

2748:                                             ; preds = %2742
  %2749 = bitcast <16 x float> %2743 to <8 x i64>
  %2750 = and <8 x i64> %2749, %1071
  %2751 = fcmp oeq <16 x float> %2743, %47
  %2752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2743, i32 4)
  %2753 = bitcast <8 x i64> %2750 to <16 x float>
  %2754 = select <16 x i1> %2751, <16 x float> %2753, <16 x float> %2752
  br label %2765

2755:                                             ; preds = %2742
  %2756 = bitcast <16 x float> %2743 to <8 x i64>
  %2757 = or <8 x i64> %2756, %1072
  %2758 = fcmp oeq <16 x float> %2743, %50
  %2759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2743, i32 4)
  %2760 = bitcast <8 x i64> %2757 to <16 x float>
  %2761 = select <16 x i1> %2758, <16 x float> %2760, <16 x float> %2759
  br label %2765

2762:                                             ; preds = %2742
  %2763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2746, <16 x i1> %2747, <16 x float> zeroinitializer)
  %2764 = fadd <16 x float> %2743, %2763
  br label %2765

2765:                                             ; preds = %2762, %2755, %2748
  %2766 = phi <16 x float> [ %2764, %2762 ], [ %2761, %2755 ], [ %2754, %2748 ]
  switch i64 %1186, label %532 [
    i64 1, label %2781
    i64 2, label %2774
    i64 3, label %2767
    i64 0, label %2803
  ]

2767:                                             ; preds = %2765
  %2768 = bitcast <16 x float> %2766 to <8 x i64>
  %2769 = and <8 x i64> %2768, %1071
  %2770 = fcmp oeq <16 x float> %2766, %47
  %2771 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2766, i32 4)
  %2772 = bitcast <8 x i64> %2769 to <16 x float>
  %2773 = select <16 x i1> %2770, <16 x float> %2772, <16 x float> %2771
  br label %2784

2774:                                             ; preds = %2765
  %2775 = bitcast <16 x float> %2766 to <8 x i64>
  %2776 = or <8 x i64> %2775, %1072
  %2777 = fcmp oeq <16 x float> %2766, %50
  %2778 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2766, i32 4)
  %2779 = bitcast <8 x i64> %2776 to <16 x float>
  %2780 = select <16 x i1> %2777, <16 x float> %2779, <16 x float> %2778
  br label %2784

2781:                                             ; preds = %2765
  %2782 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2746, <16 x i1> %2747, <16 x float> zeroinitializer)
  %2783 = fadd <16 x float> %2766, %2782
  br label %2784

2784:                                             ; preds = %2781, %2774, %2767
  %2785 = phi <16 x float> [ %2783, %2781 ], [ %2780, %2774 ], [ %2773, %2767 ]
  switch i64 %1188, label %532 [
    i64 1, label %2800
    i64 2, label %2793
    i64 3, label %2786
    i64 0, label %2803
  ]

2786:                                             ; preds = %2784
  %2787 = bitcast <16 x float> %2785 to <8 x i64>
  %2788 = and <8 x i64> %2787, %1071
  %2789 = fcmp oeq <16 x float> %2785, %47
  %2790 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2785, i32 4)
  %2791 = bitcast <8 x i64> %2788 to <16 x float>
  %2792 = select <16 x i1> %2789, <16 x float> %2791, <16 x float> %2790
  br label %2803

2793:                                             ; preds = %2784
  %2794 = bitcast <16 x float> %2785 to <8 x i64>
  %2795 = or <8 x i64> %2794, %1072
  %2796 = fcmp oeq <16 x float> %2785, %50
  %2797 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2785, i32 4)
  %2798 = bitcast <8 x i64> %2795 to <16 x float>
  %2799 = select <16 x i1> %2796, <16 x float> %2798, <16 x float> %2797
  br label %2803

2800:                                             ; preds = %2784
  %2801 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2746, <16 x i1> %2747, <16 x float> zeroinitializer)
  %2802 = fadd <16 x float> %2785, %2801
  br label %2803

2803:                                             ; preds = %2786, %2793, %2800, %2784, %2765, %2742
  %2804 = phi <16 x float> [ %2785, %2784 ], [ %2743, %2742 ], [ %2766, %2765 ], [ %2802, %2800 ], [ %2799, %2793 ], [ %2792, %2786 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2804, ptr nonnull align 1 %2744, <16 x i1> %2747)
  %2805 = or disjoint i64 %1279, 32
  %2806 = sub nsw i64 %9, %2805
  %2807 = icmp sgt i64 %2806, 15
  %2808 = trunc i64 %2806 to i32
  %2809 = shl nsw i32 -1, %2808
  %2810 = trunc i32 %2809 to i16
  %2811 = xor i16 %2810, -1
  %2812 = select i1 %2807, i16 -1, i16 %2811
  %2813 = load <16 x float>, ptr %1189, align 64
  br i1 %1073, label %2819, label %2814

2814:                                             ; preds = %2803
  %2815 = load float, ptr %1260, align 4
  %2816 = insertelement <16 x float> poison, float %2815, i64 0
  %2817 = shufflevector <16 x float> %2816, <16 x float> poison, <16 x i32> zeroinitializer
  %2818 = fadd <16 x float> %2813, %2817
  br label %2819

2819:                                             ; preds = %2814, %2803
  %2820 = phi <16 x float> [ %2818, %2814 ], [ %2813, %2803 ]
  %2821 = getelementptr inbounds nuw i8, ptr %2581, i64 128
  %2822 = getelementptr inbounds nuw i8, ptr %2582, i64 128
  %2823 = select i1 %1274, ptr null, ptr %2822
  %2824 = bitcast i16 %2812 to <16 x i1>
  switch i64 %1179, label %532 [
    i64 1, label %2839
    i64 2, label %2832
    i64 3, label %2825
    i64 0, label %2880
  ]

2825:                                             ; preds = %2819
  %2826 = bitcast <16 x float> %2820 to <8 x i64>
  %2827 = and <8 x i64> %2826, %1071
  %2828 = fcmp oeq <16 x float> %2820, %47
  %2829 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2820, i32 4)
  %2830 = bitcast <8 x i64> %2827 to <16 x float>
  %2831 = select <16 x i1> %2828, <16 x float> %2830, <16 x float> %2829
  br label %2842

2832:                                             ; preds = %2819
  %2833 = bitcast <16 x float> %2820 to <8 x i64>
  %2834 = or <8 x i64> %2833, %1072
  %2835 = fcmp oeq <16 x float> %2820, %50
  %2836 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2820, i32 4)
  %2837 = bitcast <8 x i64> %2834 to <16 x float>
  %2838 = select <16 x i1> %2835, <16 x float> %2837, <16 x float> %2836
  br label %2842

2839:                                             ; preds = %2819
  %2840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2824, <16 x float> zeroinitializer)
  %2841 = fadd <16 x float> %2820, %2840
  br label %2842

2842:                                             ; preds = %2839, %2832, %2825
  %2843 = phi <16 x float> [ %2841, %2839 ], [ %2838, %2832 ], [ %2831, %2825 ]
  switch i64 %1191, label %532 [
    i64 1, label %2858
    i64 2, label %2851
    i64 3, label %2844
    i64 0, label %2880
  ]

2844:                                             ; preds = %2842
  %2845 = bitcast <16 x float> %2843 to <8 x i64>
  %2846 = and <8 x i64> %2845, %1071
  %2847 = fcmp oeq <16 x float> %2843, %47
  %2848 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2843, i32 4)
  %2849 = bitcast <8 x i64> %2846 to <16 x float>
  %2850 = select <16 x i1> %2847, <16 x float> %2849, <16 x float> %2848
  br label %2861

2851:                                             ; preds = %2842
  %2852 = bitcast <16 x float> %2843 to <8 x i64>
  %2853 = or <8 x i64> %2852, %1072
  %2854 = fcmp oeq <16 x float> %2843, %50
  %2855 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2843, i32 4)
  %2856 = bitcast <8 x i64> %2853 to <16 x float>
  %2857 = select <16 x i1> %2854, <16 x float> %2856, <16 x float> %2855
  br label %2861

2858:                                             ; preds = %2842
  %2859 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2824, <16 x float> zeroinitializer)
  %2860 = fadd <16 x float> %2843, %2859
  br label %2861

2861:                                             ; preds = %2858, %2851, %2844
  %2862 = phi <16 x float> [ %2860, %2858 ], [ %2857, %2851 ], [ %2850, %2844 ]
  switch i64 %1193, label %532 [
    i64 1, label %2877
    i64 2, label %2870
    i64 3, label %2863
    i64 0, label %2880
  ]

2863:                                             ; preds = %2861
  %2864 = bitcast <16 x float> %2862 to <8 x i64>
  %2865 = and <8 x i64> %2864, %1071
  %2866 = fcmp oeq <16 x float> %2862, %47
  %2867 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2862, i32 4)
  %2868 = bitcast <8 x i64> %2865 to <16 x float>
  %2869 = select <16 x i1> %2866, <16 x float> %2868, <16 x float> %2867
  br label %2880

2870:                                             ; preds = %2861
  %2871 = bitcast <16 x float> %2862 to <8 x i64>
  %2872 = or <8 x i64> %2871, %1072
  %2873 = fcmp oeq <16 x float> %2862, %50
  %2874 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2862, i32 4)
  %2875 = bitcast <8 x i64> %2872 to <16 x float>
  %2876 = select <16 x i1> %2873, <16 x float> %2875, <16 x float> %2874
  br label %2880

2877:                                             ; preds = %2861
  %2878 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2823, <16 x i1> %2824, <16 x float> zeroinitializer)
  %2879 = fadd <16 x float> %2862, %2878
  br label %2880

2880:                                             ; preds = %2863, %2870, %2877, %2861, %2842, %2819
  %2881 = phi <16 x float> [ %2862, %2861 ], [ %2820, %2819 ], [ %2843, %2842 ], [ %2879, %2877 ], [ %2876, %2870 ], [ %2869, %2863 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2881, ptr nonnull align 1 %2821, <16 x i1> %2824)
  %2882 = or disjoint i64 %1279, 48
  %2883 = sub nsw i64 %9, %2882
  %2884 = icmp sgt i64 %2883, 15
  %2885 = trunc i64 %2883 to i32
  %2886 = shl nsw i32 -1, %2885
  %2887 = trunc i32 %2886 to i16
  %2888 = xor i16 %2887, -1
  %2889 = select i1 %2884, i16 -1, i16 %2888
  %2890 = load <16 x float>, ptr %1194, align 64
  br i1 %1073, label %2896, label %2891

2891:                                             ; preds = %2880
  %2892 = load float, ptr %1260, align 4
  %2893 = insertelement <16 x float> poison, float %2892, i64 0
  %2894 = shufflevector <16 x float> %2893, <16 x float> poison, <16 x i32> zeroinitializer
  %2895 = fadd <16 x float> %2890, %2894
  br label %2896

2896:                                             ; preds = %2891, %2880
  %2897 = phi <16 x float> [ %2895, %2891 ], [ %2890, %2880 ]
  %2898 = getelementptr inbounds nuw i8, ptr %2581, i64 192
  %2899 = getelementptr inbounds nuw i8, ptr %2582, i64 192
  %2900 = select i1 %1274, ptr null, ptr %2899
  %2901 = bitcast i16 %2889 to <16 x i1>
  switch i64 %1179, label %532 [
    i64 1, label %2916
    i64 2, label %2909
    i64 3, label %2902
    i64 0, label %2957
  ]

2902:                                             ; preds = %2896
  %2903 = bitcast <16 x float> %2897 to <8 x i64>
  %2904 = and <8 x i64> %2903, %1071
  %2905 = fcmp oeq <16 x float> %2897, %47
  %2906 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2897, i32 4)
  %2907 = bitcast <8 x i64> %2904 to <16 x float>
  %2908 = select <16 x i1> %2905, <16 x float> %2907, <16 x float> %2906
  br label %2919

2909:                                             ; preds = %2896
  %2910 = bitcast <16 x float> %2897 to <8 x i64>
  %2911 = or <8 x i64> %2910, %1072
  %2912 = fcmp oeq <16 x float> %2897, %50
  %2913 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2897, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2919

2916:                                             ; preds = %2896
  %2917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2900, <16 x i1> %2901, <16 x float> zeroinitializer)
  %2918 = fadd <16 x float> %2897, %2917
  br label %2919

2919:                                             ; preds = %2916, %2909, %2902
  %2920 = phi <16 x float> [ %2918, %2916 ], [ %2915, %2909 ], [ %2908, %2902 ]
  switch i64 %1196, label %532 [
    i64 1, label %2935
    i64 2, label %2928
    i64 3, label %2921
    i64 0, label %2957
  ]

2921:                                             ; preds = %2919
  %2922 = bitcast <16 x float> %2920 to <8 x i64>
  %2923 = and <8 x i64> %2922, %1071
  %2924 = fcmp oeq <16 x float> %2920, %47
  %2925 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2920, i32 4)
  %2926 = bitcast <8 x i64> %2923 to <16 x float>
  %2927 = select <16 x i1> %2924, <16 x float> %2926, <16 x float> %2925
  br label %2938

2928:                                             ; preds = %2919
  %2929 = bitcast <16 x float> %2920 to <8 x i64>
  %2930 = or <8 x i64> %2929, %1072
  %2931 = fcmp oeq <16 x float> %2920, %50
  %2932 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2920, i32 4)
  %2933 = bitcast <8 x i64> %2930 to <16 x float>
  %2934 = select <16 x i1> %2931, <16 x float> %2933, <16 x float> %2932
  br label %2938

2935:                                             ; preds = %2919
  %2936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2900, <16 x i1> %2901, <16 x float> zeroinitializer)
  %2937 = fadd <16 x float> %2920, %2936
  br label %2938

2938:                                             ; preds = %2935, %2928, %2921
  %2939 = phi <16 x float> [ %2937, %2935 ], [ %2934, %2928 ], [ %2927, %2921 ]
  switch i64 %1198, label %532 [
    i64 1, label %2954
    i64 2, label %2947
    i64 3, label %2940
    i64 0, label %2957
  ]

2940:                                             ; preds = %2938
  %2941 = bitcast <16 x float> %2939 to <8 x i64>
  %2942 = and <8 x i64> %2941, %1071
  %2943 = fcmp oeq <16 x float> %2939, %47
  %2944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2939, i32 4)
  %2945 = bitcast <8 x i64> %2942 to <16 x float>
  %2946 = select <16 x i1> %2943, <16 x float> %2945, <16 x float> %2944
  br label %2957

2947:                                             ; preds = %2938
  %2948 = bitcast <16 x float> %2939 to <8 x i64>
  %2949 = or <8 x i64> %2948, %1072
  %2950 = fcmp oeq <16 x float> %2939, %50
  %2951 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2939, i32 4)
  %2952 = bitcast <8 x i64> %2949 to <16 x float>
  %2953 = select <16 x i1> %2950, <16 x float> %2952, <16 x float> %2951
  br label %2957

2954:                                             ; preds = %2938
  %2955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2900, <16 x i1> %2901, <16 x float> zeroinitializer)
  %2956 = fadd <16 x float> %2939, %2955
  br label %2957

2957:                                             ; preds = %2940, %2947, %2954, %2938, %2919, %2896
  %2958 = phi <16 x float> [ %2939, %2938 ], [ %2897, %2896 ], [ %2920, %2919 ], [ %2956, %2954 ], [ %2953, %2947 ], [ %2946, %2940 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2958, ptr nonnull align 1 %2898, <16 x i1> %2901)
  %2959 = or disjoint i64 %1279, 64
  %2960 = sub nsw i64 %9, %2959
  %2961 = icmp sgt i64 %2960, 15
  %2962 = trunc i64 %2960 to i32
  %2963 = shl nsw i32 -1, %2962
  %2964 = trunc i32 %2963 to i16
  %2965 = xor i16 %2964, -1
  %2966 = select i1 %2961, i16 -1, i16 %2965
  %2967 = load <16 x float>, ptr %1199, align 64
  br i1 %1073, label %2973, label %2968

2968:                                             ; preds = %2957
  %2969 = load float, ptr %1260, align 4
  %2970 = insertelement <16 x float> poison, float %2969, i64 0
  %2971 = shufflevector <16 x float> %2970, <16 x float> poison, <16 x i32> zeroinitializer
  %2972 = fadd <16 x float> %2967, %2971
  br label %2973

2973:                                             ; preds = %2968, %2957
  %2974 = phi <16 x float> [ %2972, %2968 ], [ %2967, %2957 ]
  %2975 = getelementptr inbounds nuw i8, ptr %2581, i64 256
  %2976 = getelementptr inbounds nuw i8, ptr %2582, i64 256
  %2977 = select i1 %1274, ptr null, ptr %2976
  %2978 = bitcast i16 %2966 to <16 x i1>
  switch i64 %1179, label %532 [
    i64 1, label %2993
    i64 2, label %2986
    i64 3, label %2979
    i64 0, label %3034
  ]

2979:                                             ; preds = %2973
  %2980 = bitcast <16 x float> %2974 to <8 x i64>
  %2981 = and <8 x i64> %2980, %1071
  %2982 = fcmp oeq <16 x float> %2974, %47
  %2983 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2974, i32 4)
  %2984 = bitcast <8 x i64> %2981 to <16 x float>
  %2985 = select <16 x i1> %2982, <16 x float> %2984, <16 x float> %2983
  br label %2996

2986:                                             ; preds = %2973
  %2987 = bitcast <16 x float> %2974 to <8 x i64>
  %2988 = or <8 x i64> %2987, %1072
  %2989 = fcmp oeq <16 x float> %2974, %50
  %2990 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2974, i32 4)
  %2991 = bitcast <8 x i64> %2988 to <16 x float>
  %2992 = select <16 x i1> %2989, <16 x float> %2991, <16 x float> %2990
  br label %2996

2993:                                             ; preds = %2973
  %2994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2977, <16 x i1> %2978, <16 x float> zeroinitializer)
  %2995 = fadd <16 x float> %2974, %2994
  br label %2996

2996:                                             ; preds = %2993, %2986, %2979
  %2997 = phi <16 x float> [ %2995, %2993 ], [ %2992, %2986 ], [ %2985, %2979 ]
  switch i64 %1201, label %532 [
    i64 1, label %3012
    i64 2, label %3005
    i64 3, label %2998
    i64 0, label %3034
  ]

2998:                                             ; preds = %2996
  %2999 = bitcast <16 x float> %2997 to <8 x i64>
  %3000 = and <8 x i64> %2999, %1071
  %3001 = fcmp oeq <16 x float> %2997, %47
  %3002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %2997, i32 4)
  %3003 = bitcast <8 x i64> %3000 to <16 x float>
  %3004 = select <16 x i1> %3001, <16 x float> %3003, <16 x float> %3002
  br label %3015

3005:                                             ; preds = %2996
  %3006 = bitcast <16 x float> %2997 to <8 x i64>
  %3007 = or <8 x i64> %3006, %1072
  %3008 = fcmp oeq <16 x float> %2997, %50
  %3009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %2997, i32 4)
  %3010 = bitcast <8 x i64> %3007 to <16 x float>
  %3011 = select <16 x i1> %3008, <16 x float> %3010, <16 x float> %3009
  br label %3015

3012:                                             ; preds = %2996
  %3013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2977, <16 x i1> %2978, <16 x float> zeroinitializer)
  %3014 = fadd <16 x float> %2997, %3013
  br label %3015

3015:                                             ; preds = %3012, %3005, %2998
  %3016 = phi <16 x float> [ %3014, %3012 ], [ %3011, %3005 ], [ %3004, %2998 ]
  switch i64 %1203, label %532 [
    i64 1, label %3031
    i64 2, label %3024
    i64 3, label %3017
    i64 0, label %3034
  ]

3017:                                             ; preds = %3015
  %3018 = bitcast <16 x float> %3016 to <8 x i64>
  %3019 = and <8 x i64> %3018, %1071
  %3020 = fcmp oeq <16 x float> %3016, %47
  %3021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3016, i32 4)
  %3022 = bitcast <8 x i64> %3019 to <16 x float>
  %3023 = select <16 x i1> %3020, <16 x float> %3022, <16 x float> %3021
  br label %3034

3024:                                             ; preds = %3015
  %3025 = bitcast <16 x float> %3016 to <8 x i64>
  %3026 = or <8 x i64> %3025, %1072
  %3027 = fcmp oeq <16 x float> %3016, %50
  %3028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3016, i32 4)
  %3029 = bitcast <8 x i64> %3026 to <16 x float>
  %3030 = select <16 x i1> %3027, <16 x float> %3029, <16 x float> %3028
  br label %3034

3031:                                             ; preds = %3015
  %3032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2977, <16 x i1> %2978, <16 x float> zeroinitializer)
  %3033 = fadd <16 x float> %3016, %3032
  br label %3034

3034:                                             ; preds = %3017, %3024, %3031, %3015, %2996, %2973
  %3035 = phi <16 x float> [ %3016, %3015 ], [ %2974, %2973 ], [ %2997, %2996 ], [ %3033, %3031 ], [ %3030, %3024 ], [ %3023, %3017 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3035, ptr nonnull align 1 %2975, <16 x i1> %2978)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %4878

3036:                                             ; preds = %1278
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %32, i8 0, i64 384, i1 false)
  br i1 %1069, label %3049, label %3039

3037:                                             ; preds = %3062
  %3038 = load <16 x float>, ptr %32, align 64
  br label %3039

3039:                                             ; preds = %3037, %3036
  %3040 = phi <16 x float> [ %3038, %3037 ], [ zeroinitializer, %3036 ]
  %3041 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %3042 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %3043 = icmp sgt i64 %1280, 15
  %3044 = trunc i64 %1280 to i32
  %3045 = shl nsw i32 -1, %3044
  %3046 = trunc i32 %3045 to i16
  %3047 = xor i16 %3046, -1
  %3048 = select i1 %3043, i16 -1, i16 %3047
  br i1 %1073, label %3127, label %3122

3049:                                             ; preds = %3036, %3062
  %3050 = phi i64 [ %3063, %3062 ], [ 0, %3036 ]
  %3051 = mul nsw i64 %3050, %14
  %3052 = add i64 %1273, %3051
  %3053 = icmp sgt i64 %3052, -1
  %3054 = icmp slt i64 %3052, %6
  %3055 = and i1 %3053, %3054
  %3056 = select i1 %3055, i64 %3052, i64 0
  %3057 = mul nsw i64 %3056, %7
  %3058 = getelementptr inbounds float, ptr %1257, i64 %3057
  br i1 %1070, label %3059, label %3062

3059:                                             ; preds = %3049
  %3060 = mul nuw nsw i64 %3050, %11
  %3061 = getelementptr inbounds nuw float, ptr %1259, i64 %3060
  br label %3065

3062:                                             ; preds = %3073, %3049
  %3063 = add nuw nsw i64 %3050, 1
  %3064 = icmp eq i64 %3063, %10
  br i1 %3064, label %3037, label %3049

3065:                                             ; preds = %3059, %3073
  %3066 = phi i64 [ 0, %3059 ], [ %3074, %3073 ]
  %3067 = getelementptr inbounds nuw float, ptr %3061, i64 %3066
  %3068 = load float, ptr %3067, align 4
  %3069 = insertelement <16 x float> poison, float %3068, i64 0
  %3070 = shufflevector <16 x float> %3069, <16 x float> poison, <16 x i32> zeroinitializer
  %3071 = mul nsw i64 %3066, %15
  %3072 = sub i64 %3071, %17
  br label %3076

3073:                                             ; preds = %3106
  %3074 = add nuw nsw i64 %3066, 1
  %3075 = icmp eq i64 %3074, %11
  br i1 %3075, label %3062, label %3065

3076:                                             ; preds = %3065, %3106
  %3077 = phi i64 [ 0, %3065 ], [ %3120, %3106 ]
  %3078 = shl nuw nsw i64 %3077, 4
  %3079 = or disjoint i64 %1279, %3078
  %3080 = sub nsw i64 %9, %3079
  %3081 = shl nuw nsw i64 %3079, 1
  %3082 = add i64 %3072, %3081
  %3083 = icmp slt i64 %3082, 0
  %3084 = sub nsw i64 0, %3082
  %3085 = select i1 %3083, i64 %3084, i64 0
  %3086 = sub nsw i64 %7, %3082
  %3087 = shl nsw i64 %3080, 1
  %3088 = add nsw i64 %3087, -1
  %3089 = tail call i64 @llvm.smin.i64(i64 %3086, i64 %3088)
  %3090 = tail call i64 @llvm.smin.i64(i64 %3089, i64 32)
  %3091 = icmp sgt i64 %3090, %3085
  %3092 = select i1 %3055, i1 %3091, i1 false
  %3093 = select i1 %3092, i64 %3085, i64 0
  %3094 = select i1 %3092, i64 %3090, i64 0
  %3095 = getelementptr inbounds float, ptr %3058, i64 %3082
  %3096 = icmp sgt i64 %3094, %3093
  br i1 %3096, label %3097, label %3106

3097:                                             ; preds = %3076
  %3098 = icmp sgt i64 %3094, 31
  %3099 = trunc i64 %3094 to i32
  %3100 = shl nsw i32 -1, %3099
  %3101 = xor i32 %3100, -1
  %3102 = select i1 %3098, i32 -1, i32 %3101
  %3103 = trunc i64 %3093 to i32
  %3104 = shl nsw i32 -1, %3103
  %3105 = and i32 %3102, %3104
  br label %3106

3106:                                             ; preds = %3097, %3076
  %3107 = phi i32 [ %3105, %3097 ], [ 0, %3076 ]
  %3108 = trunc i32 %3107 to i16
  %3109 = bitcast i16 %3108 to <16 x i1>
  %3110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3095, <16 x i1> %3109, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3111 = lshr i32 %3107, 16
  %3112 = trunc nuw i32 %3111 to i16
  %3113 = getelementptr inbounds nuw i8, ptr %3095, i64 64
  %3114 = bitcast i16 %3112 to <16 x i1>
  %3115 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3113, <16 x i1> %3114, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3116 = shufflevector <16 x float> %3110, <16 x float> %3115, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3117 = getelementptr inbounds nuw <16 x float>, ptr %32, i64 %3077
  %3118 = load <16 x float>, ptr %3117, align 64
  %3119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3116, <16 x float> %3070, <16 x float> %3118)
  store <16 x float> %3119, ptr %3117, align 64
  %3120 = add nuw nsw i64 %3077, 1
  %3121 = icmp eq i64 %3120, 6
  br i1 %3121, label %3073, label %3076

3122:                                             ; preds = %3039
  %3123 = load float, ptr %1260, align 4
  %3124 = insertelement <16 x float> poison, float %3123, i64 0
  %3125 = shufflevector <16 x float> %3124, <16 x float> poison, <16 x i32> zeroinitializer
  %3126 = fadd <16 x float> %3040, %3125
  br label %3127

3127:                                             ; preds = %3122, %3039
  %3128 = phi <16 x float> [ %3126, %3122 ], [ %3040, %3039 ]
  %3129 = select i1 %1274, ptr null, ptr %3042
  %3130 = bitcast i16 %3048 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3131
    i64 2, label %3134
    i64 3, label %3141
    i64 0, label %3186
  ]

3131:                                             ; preds = %3127
  %3132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3129, <16 x i1> %3130, <16 x float> zeroinitializer)
  %3133 = fadd <16 x float> %3128, %3132
  br label %3148

3134:                                             ; preds = %3127
  %3135 = bitcast <16 x float> %3128 to <8 x i64>
  %3136 = or <8 x i64> %3135, %1072
  %3137 = fcmp oeq <16 x float> %3128, %50
  %3138 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3128, i32 4)
  %3139 = bitcast <8 x i64> %3136 to <16 x float>
  %3140 = select <16 x i1> %3137, <16 x float> %3139, <16 x float> %3138
  br label %3148

3141:                                             ; preds = %3127
  %3142 = bitcast <16 x float> %3128 to <8 x i64>
  %3143 = and <8 x i64> %3142, %1071
  %3144 = fcmp oeq <16 x float> %3128, %47
  %3145 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3128, i32 4)
  %3146 = bitcast <8 x i64> %3143 to <16 x float>
  %3147 = select <16 x i1> %3144, <16 x float> %3146, <16 x float> %3145
  br label %3148

3148:                                             ; preds = %3141, %3134, %3131
  %3149 = phi <16 x float> [ %3133, %3131 ], [ %3140, %3134 ], [ %3147, %3141 ]
  switch i64 %1151, label %532 [
    i64 1, label %3164
    i64 2, label %3157
    i64 3, label %3150
    i64 0, label %3186
  ]

3150:                                             ; preds = %3148
  %3151 = bitcast <16 x float> %3149 to <8 x i64>
  %3152 = and <8 x i64> %3151, %1071
  %3153 = fcmp oeq <16 x float> %3149, %47
  %3154 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3149, i32 4)
  %3155 = bitcast <8 x i64> %3152 to <16 x float>
  %3156 = select <16 x i1> %3153, <16 x float> %3155, <16 x float> %3154
  br label %3167

3157:                                             ; preds = %3148
  %3158 = bitcast <16 x float> %3149 to <8 x i64>
  %3159 = or <8 x i64> %3158, %1072
  %3160 = fcmp oeq <16 x float> %3149, %50
  %3161 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3149, i32 4)
  %3162 = bitcast <8 x i64> %3159 to <16 x float>
  %3163 = select <16 x i1> %3160, <16 x float> %3162, <16 x float> %3161
  br label %3167

3164:                                             ; preds = %3148
  %3165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3129, <16 x i1> %3130, <16 x float> zeroinitializer)
  %3166 = fadd <16 x float> %3149, %3165
  br label %3167

3167:                                             ; preds = %3164, %3157, %3150
  %3168 = phi <16 x float> [ %3166, %3164 ], [ %3163, %3157 ], [ %3156, %3150 ]
  switch i64 %1153, label %532 [
    i64 1, label %3183
    i64 2, label %3176
    i64 3, label %3169
    i64 0, label %3186
  ]

3169:                                             ; preds = %3167
  %3170 = bitcast <16 x float> %3168 to <8 x i64>
  %3171 = and <8 x i64> %3170, %1071
  %3172 = fcmp oeq <16 x float> %3168, %47
  %3173 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3168, i32 4)
  %3174 = bitcast <8 x i64> %3171 to <16 x float>
  %3175 = select <16 x i1> %3172, <16 x float> %3174, <16 x float> %3173
  br label %3186

3176:                                             ; preds = %3167
  %3177 = bitcast <16 x float> %3168 to <8 x i64>
  %3178 = or <8 x i64> %3177, %1072
  %3179 = fcmp oeq <16 x float> %3168, %50
  %3180 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3168, i32 4)
  %3181 = bitcast <8 x i64> %3178 to <16 x float>
  %3182 = select <16 x i1> %3179, <16 x float> %3181, <16 x float> %3180
  br label %3186

3183:                                             ; preds = %3167
  %3184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3129, <16 x i1> %3130, <16 x float> zeroinitializer)
  %3185 = fadd <16 x float> %3168, %3184
  br label %3186

3186:                                             ; preds = %3169, %3176, %3183, %3167, %3148, %3127
  %3187 = phi <16 x float> [ %3168, %3167 ], [ %3128, %3127 ], [ %3149, %3148 ], [ %3185, %3183 ], [ %3182, %3176 ], [ %3175, %3169 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3187, ptr align 1 %3041, <16 x i1> %3130)
  %3188 = or disjoint i64 %1279, 16
  %3189 = sub nsw i64 %9, %3188
  %3190 = icmp sgt i64 %3189, 15
  %3191 = trunc i64 %3189 to i32
  %3192 = shl nsw i32 -1, %3191
  %3193 = trunc i32 %3192 to i16
  %3194 = xor i16 %3193, -1
  %3195 = select i1 %3190, i16 -1, i16 %3194
  %3196 = load <16 x float>, ptr %1154, align 64
  br i1 %1073, label %3202, label %3197

3197:                                             ; preds = %3186
  %3198 = load float, ptr %1260, align 4
  %3199 = insertelement <16 x float> poison, float %3198, i64 0
  %3200 = shufflevector <16 x float> %3199, <16 x float> poison, <16 x i32> zeroinitializer
  %3201 = fadd <16 x float> %3196, %3200
  br label %3202

3202:                                             ; preds = %3197, %3186
  %3203 = phi <16 x float> [ %3201, %3197 ], [ %3196, %3186 ]
  %3204 = getelementptr inbounds nuw i8, ptr %3041, i64 64
  %3205 = getelementptr inbounds nuw i8, ptr %3042, i64 64
  %3206 = select i1 %1274, ptr null, ptr %3205
  %3207 = bitcast i16 %3195 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3222
    i64 2, label %3215
    i64 3, label %3208
    i64 0, label %3263
  ]

3208:                                             ; preds = %3202
  %3209 = bitcast <16 x float> %3203 to <8 x i64>
  %3210 = and <8 x i64> %3209, %1071
  %3211 = fcmp oeq <16 x float> %3203, %47
  %3212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3203, i32 4)
  %3213 = bitcast <8 x i64> %3210 to <16 x float>
  %3214 = select <16 x i1> %3211, <16 x float> %3213, <16 x float> %3212
  br label %3225

3215:                                             ; preds = %3202
  %3216 = bitcast <16 x float> %3203 to <8 x i64>
  %3217 = or <8 x i64> %3216, %1072
  %3218 = fcmp oeq <16 x float> %3203, %50
  %3219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3203, i32 4)
  %3220 = bitcast <8 x i64> %3217 to <16 x float>
  %3221 = select <16 x i1> %3218, <16 x float> %3220, <16 x float> %3219
  br label %3225

3222:                                             ; preds = %3202
  %3223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3206, <16 x i1> %3207, <16 x float> zeroinitializer)
  %3224 = fadd <16 x float> %3203, %3223
  br label %3225

3225:                                             ; preds = %3222, %3215, %3208
  %3226 = phi <16 x float> [ %3224, %3222 ], [ %3221, %3215 ], [ %3214, %3208 ]
  switch i64 %1156, label %532 [
    i64 1, label %3241
    i64 2, label %3234
    i64 3, label %3227
    i64 0, label %3263
  ]

3227:                                             ; preds = %3225
  %3228 = bitcast <16 x float> %3226 to <8 x i64>
  %3229 = and <8 x i64> %3228, %1071
  %3230 = fcmp oeq <16 x float> %3226, %47
  %3231 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3226, i32 4)
  %3232 = bitcast <8 x i64> %3229 to <16 x float>
  %3233 = select <16 x i1> %3230, <16 x float> %3232, <16 x float> %3231
  br label %3244

3234:                                             ; preds = %3225
  %3235 = bitcast <16 x float> %3226 to <8 x i64>
  %3236 = or <8 x i64> %3235, %1072
  %3237 = fcmp oeq <16 x float> %3226, %50
  %3238 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3226, i32 4)
  %3239 = bitcast <8 x i64> %3236 to <16 x float>
  %3240 = select <16 x i1> %3237, <16 x float> %3239, <16 x float> %3238
  br label %3244

3241:                                             ; preds = %3225
  %3242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3206, <16 x i1> %3207, <16 x float> zeroinitializer)
  %3243 = fadd <16 x float> %3226, %3242
  br label %3244

3244:                                             ; preds = %3241, %3234, %3227
  %3245 = phi <16 x float> [ %3243, %3241 ], [ %3240, %3234 ], [ %3233, %3227 ]
  switch i64 %1158, label %532 [
    i64 1, label %3260
    i64 2, label %3253
    i64 3, label %3246
    i64 0, label %3263
  ]

3246:                                             ; preds = %3244
  %3247 = bitcast <16 x float> %3245 to <8 x i64>
  %3248 = and <8 x i64> %3247, %1071
  %3249 = fcmp oeq <16 x float> %3245, %47
  %3250 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3245, i32 4)
  %3251 = bitcast <8 x i64> %3248 to <16 x float>
  %3252 = select <16 x i1> %3249, <16 x float> %3251, <16 x float> %3250
  br label %3263

3253:                                             ; preds = %3244
  %3254 = bitcast <16 x float> %3245 to <8 x i64>
  %3255 = or <8 x i64> %3254, %1072
  %3256 = fcmp oeq <16 x float> %3245, %50
  %3257 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3245, i32 4)
  %3258 = bitcast <8 x i64> %3255 to <16 x float>
  %3259 = select <16 x i1> %3256, <16 x float> %3258, <16 x float> %3257
  br label %3263

3260:                                             ; preds = %3244
  %3261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3206, <16 x i1> %3207, <16 x float> zeroinitializer)
  %3262 = fadd <16 x float> %3245, %3261
  br label %3263

3263:                                             ; preds = %3246, %3253, %3260, %3244, %3225, %3202
  %3264 = phi <16 x float> [ %3245, %3244 ], [ %3203, %3202 ], [ %3226, %3225 ], [ %3262, %3260 ], [ %3259, %3253 ], [ %3252, %3246 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3264, ptr nonnull align 1 %3204, <16 x i1> %3207)
  %3265 = or disjoint i64 %1279, 32
  %3266 = sub nsw i64 %9, %3265
  %3267 = icmp sgt i64 %3266, 15
  %3268 = trunc i64 %3266 to i32
  %3269 = shl nsw i32 -1, %3268
  %3270 = trunc i32 %3269 to i16
  %3271 = xor i16 %3270, -1
  %3272 = select i1 %3267, i16 -1, i16 %3271
  %3273 = load <16 x float>, ptr %1159, align 64
  br i1 %1073, label %3279, label %3274

3274:                                             ; preds = %3263
  %3275 = load float, ptr %1260, align 4
  %3276 = insertelement <16 x float> poison, float %3275, i64 0
  %3277 = shufflevector <16 x float> %3276, <16 x float> poison, <16 x i32> zeroinitializer
  %3278 = fadd <16 x float> %3273, %3277
  br label %3279

3279:                                             ; preds = %3274, %3263
  %3280 = phi <16 x float> [ %3278, %3274 ], [ %3273, %3263 ]
  %3281 = getelementptr inbounds nuw i8, ptr %3041, i64 128
  %3282 = getelementptr inbounds nuw i8, ptr %3042, i64 128
  %3283 = select i1 %1274, ptr null, ptr %3282
  %3284 = bitcast i16 %3272 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3299
    i64 2, label %3292
    i64 3, label %3285
    i64 0, label %3340
  ]

3285:                                             ; preds = %3279
  %3286 = bitcast <16 x float> %3280 to <8 x i64>
  %3287 = and <8 x i64> %3286, %1071
  %3288 = fcmp oeq <16 x float> %3280, %47
  %3289 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3280, i32 4)
  %3290 = bitcast <8 x i64> %3287 to <16 x float>
  %3291 = select <16 x i1> %3288, <16 x float> %3290, <16 x float> %3289
  br label %3302

3292:                                             ; preds = %3279
  %3293 = bitcast <16 x float> %3280 to <8 x i64>
  %3294 = or <8 x i64> %3293, %1072
  %3295 = fcmp oeq <16 x float> %3280, %50
  %3296 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3280, i32 4)
  %3297 = bitcast <8 x i64> %3294 to <16 x float>
  %3298 = select <16 x i1> %3295, <16 x float> %3297, <16 x float> %3296
  br label %3302

3299:                                             ; preds = %3279
  %3300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3283, <16 x i1> %3284, <16 x float> zeroinitializer)
  %3301 = fadd <16 x float> %3280, %3300
  br label %3302

3302:                                             ; preds = %3299, %3292, %3285
  %3303 = phi <16 x float> [ %3301, %3299 ], [ %3298, %3292 ], [ %3291, %3285 ]
  switch i64 %1161, label %532 [
    i64 1, label %3318
    i64 2, label %3311
    i64 3, label %3304
    i64 0, label %3340
  ]

3304:                                             ; preds = %3302
  %3305 = bitcast <16 x float> %3303 to <8 x i64>
  %3306 = and <8 x i64> %3305, %1071
  %3307 = fcmp oeq <16 x float> %3303, %47
  %3308 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3303, i32 4)
  %3309 = bitcast <8 x i64> %3306 to <16 x float>
  %3310 = select <16 x i1> %3307, <16 x float> %3309, <16 x float> %3308
  br label %3321

3311:                                             ; preds = %3302
  %3312 = bitcast <16 x float> %3303 to <8 x i64>
  %3313 = or <8 x i64> %3312, %1072
  %3314 = fcmp oeq <16 x float> %3303, %50
  %3315 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3303, i32 4)
  %3316 = bitcast <8 x i64> %3313 to <16 x float>
  %3317 = select <16 x i1> %3314, <16 x float> %3316, <16 x float> %3315
  br label %3321

3318:                                             ; preds = %3302
  %3319 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3283, <16 x i1> %3284, <16 x float> zeroinitializer)
  %3320 = fadd <16 x float> %3303, %3319
  br label %3321

3321:                                             ; preds = %3318, %3311, %3304
  %3322 = phi <16 x float> [ %3320, %3318 ], [ %3317, %3311 ], [ %3310, %3304 ]
  switch i64 %1163, label %532 [
    i64 1, label %3337
    i64 2, label %3330
    i64 3, label %3323
    i64 0, label %3340
  ]

3323:                                             ; preds = %3321
  %3324 = bitcast <16 x float> %3322 to <8 x i64>
  %3325 = and <8 x i64> %3324, %1071
  %3326 = fcmp oeq <16 x float> %3322, %47
  %3327 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3322, i32 4)
  %3328 = bitcast <8 x i64> %3325 to <16 x float>
  %3329 = select <16 x i1> %3326, <16 x float> %3328, <16 x float> %3327
  br label %3340

3330:                                             ; preds = %3321
  %3331 = bitcast <16 x float> %3322 to <8 x i64>
  %3332 = or <8 x i64> %3331, %1072
  %3333 = fcmp oeq <16 x float> %3322, %50
  %3334 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3322, i32 4)
  %3335 = bitcast <8 x i64> %3332 to <16 x float>
  %3336 = select <16 x i1> %3333, <16 x float> %3335, <16 x float> %3334
  br label %3340

3337:                                             ; preds = %3321
  %3338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3283, <16 x i1> %3284, <16 x float> zeroinitializer)
  %3339 = fadd <16 x float> %3322, %3338
  br label %3340

3340:                                             ; preds = %3323, %3330, %3337, %3321, %3302, %3279
  %3341 = phi <16 x float> [ %3322, %3321 ], [ %3280, %3279 ], [ %3303, %3302 ], [ %3339, %3337 ], [ %3336, %3330 ], [ %3329, %3323 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3341, ptr nonnull align 1 %3281, <16 x i1> %3284)
  %3342 = or disjoint i64 %1279, 48
  %3343 = sub nsw i64 %9, %3342
  %3344 = icmp sgt i64 %3343, 15
  %3345 = trunc i64 %3343 to i32
  %3346 = shl nsw i32 -1, %3345
  %3347 = trunc i32 %3346 to i16
  %3348 = xor i16 %3347, -1
  %3349 = select i1 %3344, i16 -1, i16 %3348
  %3350 = load <16 x float>, ptr %1164, align 64
  br i1 %1073, label %3356, label %3351

3351:                                             ; preds = %3340
  %3352 = load float, ptr %1260, align 4
  %3353 = insertelement <16 x float> poison, float %3352, i64 0
  %3354 = shufflevector <16 x float> %3353, <16 x float> poison, <16 x i32> zeroinitializer
  %3355 = fadd <16 x float> %3350, %3354
  br label %3356

3356:                                             ; preds = %3351, %3340
  %3357 = phi <16 x float> [ %3355, %3351 ], [ %3350, %3340 ]
  %3358 = getelementptr inbounds nuw i8, ptr %3041, i64 192
  %3359 = getelementptr inbounds nuw i8, ptr %3042, i64 192
  %3360 = select i1 %1274, ptr null, ptr %3359
  %3361 = bitcast i16 %3349 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3376
    i64 2, label %3369
    i64 3, label %3362
    i64 0, label %3417
  ]

3362:                                             ; preds = %3356
  %3363 = bitcast <16 x float> %3357 to <8 x i64>
  %3364 = and <8 x i64> %3363, %1071
  %3365 = fcmp oeq <16 x float> %3357, %47
  %3366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3357, i32 4)
  %3367 = bitcast <8 x i64> %3364 to <16 x float>
  %3368 = select <16 x i1> %3365, <16 x float> %3367, <16 x float> %3366
  br label %3379

3369:                                             ; preds = %3356
  %3370 = bitcast <16 x float> %3357 to <8 x i64>
  %3371 = or <8 x i64> %3370, %1072
  %3372 = fcmp oeq <16 x float> %3357, %50
  %3373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3357, i32 4)
  %3374 = bitcast <8 x i64> %3371 to <16 x float>
  %3375 = select <16 x i1> %3372, <16 x float> %3374, <16 x float> %3373
  br label %3379

3376:                                             ; preds = %3356
  %3377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3360, <16 x i1> %3361, <16 x float> zeroinitializer)
  %3378 = fadd <16 x float> %3357, %3377
  br label %3379

3379:                                             ; preds = %3376, %3369, %3362
  %3380 = phi <16 x float> [ %3378, %3376 ], [ %3375, %3369 ], [ %3368, %3362 ]
  switch i64 %1166, label %532 [
    i64 1, label %3395
    i64 2, label %3388
    i64 3, label %3381
    i64 0, label %3417
  ]

3381:                                             ; preds = %3379
  %3382 = bitcast <16 x float> %3380 to <8 x i64>
  %3383 = and <8 x i64> %3382, %1071
  %3384 = fcmp oeq <16 x float> %3380, %47
  %3385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3380, i32 4)
  %3386 = bitcast <8 x i64> %3383 to <16 x float>
  %3387 = select <16 x i1> %3384, <16 x float> %3386, <16 x float> %3385
  br label %3398

3388:                                             ; preds = %3379
  %3389 = bitcast <16 x float> %3380 to <8 x i64>
  %3390 = or <8 x i64> %3389, %1072
  %3391 = fcmp oeq <16 x float> %3380, %50
  %3392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3380, i32 4)
  %3393 = bitcast <8 x i64> %3390 to <16 x float>
  %3394 = select <16 x i1> %3391, <16 x float> %3393, <16 x float> %3392
  br label %3398

3395:                                             ; preds = %3379
  %3396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3360, <16 x i1> %3361, <16 x float> zeroinitializer)
  %3397 = fadd <16 x float> %3380, %3396
  br label %3398

3398:                                             ; preds = %3395, %3388, %3381
  %3399 = phi <16 x float> [ %3397, %3395 ], [ %3394, %3388 ], [ %3387, %3381 ]
  switch i64 %1168, label %532 [
    i64 1, label %3414
    i64 2, label %3407
    i64 3, label %3400
    i64 0, label %3417
  ]

3400:                                             ; preds = %3398
  %3401 = bitcast <16 x float> %3399 to <8 x i64>
  %3402 = and <8 x i64> %3401, %1071
  %3403 = fcmp oeq <16 x float> %3399, %47
  %3404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3399, i32 4)
  %3405 = bitcast <8 x i64> %3402 to <16 x float>
  %3406 = select <16 x i1> %3403, <16 x float> %3405, <16 x float> %3404
  br label %3417

3407:                                             ; preds = %3398
  %3408 = bitcast <16 x float> %3399 to <8 x i64>
  %3409 = or <8 x i64> %3408, %1072
  %3410 = fcmp oeq <16 x float> %3399, %50
  %3411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3399, i32 4)
  %3412 = bitcast <8 x i64> %3409 to <16 x float>
  %3413 = select <16 x i1> %3410, <16 x float> %3412, <16 x float> %3411
  br label %3417

3414:                                             ; preds = %3398
  %3415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3360, <16 x i1> %3361, <16 x float> zeroinitializer)
  %3416 = fadd <16 x float> %3399, %3415
  br label %3417

3417:                                             ; preds = %3400, %3407, %3414, %3398, %3379, %3356
  %3418 = phi <16 x float> [ %3399, %3398 ], [ %3357, %3356 ], [ %3380, %3379 ], [ %3416, %3414 ], [ %3413, %3407 ], [ %3406, %3400 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3418, ptr nonnull align 1 %3358, <16 x i1> %3361)
  %3419 = or disjoint i64 %1279, 64
  %3420 = sub nsw i64 %9, %3419
  %3421 = icmp sgt i64 %3420, 15
  %3422 = trunc i64 %3420 to i32
  %3423 = shl nsw i32 -1, %3422
  %3424 = trunc i32 %3423 to i16
  %3425 = xor i16 %3424, -1
  %3426 = select i1 %3421, i16 -1, i16 %3425
  %3427 = load <16 x float>, ptr %1169, align 64
  br i1 %1073, label %3433, label %3428

3428:                                             ; preds = %3417
  %3429 = load float, ptr %1260, align 4
  %3430 = insertelement <16 x float> poison, float %3429, i64 0
  %3431 = shufflevector <16 x float> %3430, <16 x float> poison, <16 x i32> zeroinitializer
  %3432 = fadd <16 x float> %3427, %3431
  br label %3433

3433:                                             ; preds = %3428, %3417
  %3434 = phi <16 x float> [ %3432, %3428 ], [ %3427, %3417 ]
  %3435 = getelementptr inbounds nuw i8, ptr %3041, i64 256
  %3436 = getelementptr inbounds nuw i8, ptr %3042, i64 256
  %3437 = select i1 %1274, ptr null, ptr %3436
  %3438 = bitcast i16 %3426 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3453
    i64 2, label %3446
    i64 3, label %3439
    i64 0, label %3494
  ]

3439:                                             ; preds = %3433
  %3440 = bitcast <16 x float> %3434 to <8 x i64>
  %3441 = and <8 x i64> %3440, %1071
  %3442 = fcmp oeq <16 x float> %3434, %47
  %3443 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3434, i32 4)
  %3444 = bitcast <8 x i64> %3441 to <16 x float>
  %3445 = select <16 x i1> %3442, <16 x float> %3444, <16 x float> %3443
  br label %3456

3446:                                             ; preds = %3433
  %3447 = bitcast <16 x float> %3434 to <8 x i64>
  %3448 = or <8 x i64> %3447, %1072
  %3449 = fcmp oeq <16 x float> %3434, %50
  %3450 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3434, i32 4)
  %3451 = bitcast <8 x i64> %3448 to <16 x float>
  %3452 = select <16 x i1> %3449, <16 x float> %3451, <16 x float> %3450
  br label %3456

3453:                                             ; preds = %3433
  %3454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3437, <16 x i1> %3438, <16 x float> zeroinitializer)
  %3455 = fadd <16 x float> %3434, %3454
  br label %3456

3456:                                             ; preds = %3453, %3446, %3439
  %3457 = phi <16 x float> [ %3455, %3453 ], [ %3452, %3446 ], [ %3445, %3439 ]
  switch i64 %1171, label %532 [
    i64 1, label %3472
    i64 2, label %3465
    i64 3, label %3458
    i64 0, label %3494
  ]

3458:                                             ; preds = %3456
  %3459 = bitcast <16 x float> %3457 to <8 x i64>
  %3460 = and <8 x i64> %3459, %1071
  %3461 = fcmp oeq <16 x float> %3457, %47
  %3462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3457, i32 4)
  %3463 = bitcast <8 x i64> %3460 to <16 x float>
  %3464 = select <16 x i1> %3461, <16 x float> %3463, <16 x float> %3462
  br label %3475

3465:                                             ; preds = %3456
  %3466 = bitcast <16 x float> %3457 to <8 x i64>
  %3467 = or <8 x i64> %3466, %1072
  %3468 = fcmp oeq <16 x float> %3457, %50
  %3469 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3457, i32 4)
  %3470 = bitcast <8 x i64> %3467 to <16 x float>
  %3471 = select <16 x i1> %3468, <16 x float> %3470, <16 x float> %3469
  br label %3475

3472:                                             ; preds = %3456
  %3473 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3437, <16 x i1> %3438, <16 x float> zeroinitializer)
  %3474 = fadd <16 x float> %3457, %3473
  br label %3475

3475:                                             ; preds = %3472, %3465, %3458
  %3476 = phi <16 x float> [ %3474, %3472 ], [ %3471, %3465 ], [ %3464, %3458 ]
  switch i64 %1173, label %532 [
    i64 1, label %3491
    i64 2, label %3484
    i64 3, label %3477
    i64 0, label %3494
  ]

3477:                                             ; preds = %3475
  %3478 = bitcast <16 x float> %3476 to <8 x i64>
  %3479 = and <8 x i64> %3478, %1071
  %3480 = fcmp oeq <16 x float> %3476, %47
  %3481 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3476, i32 4)
  %3482 = bitcast <8 x i64> %3479 to <16 x float>
  %3483 = select <16 x i1> %3480, <16 x float> %3482, <16 x float> %3481
  br label %3494

3484:                                             ; preds = %3475
  %3485 = bitcast <16 x float> %3476 to <8 x i64>
  %3486 = or <8 x i64> %3485, %1072
  %3487 = fcmp oeq <16 x float> %3476, %50
  %3488 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3476, i32 4)
  %3489 = bitcast <8 x i64> %3486 to <16 x float>
  %3490 = select <16 x i1> %3487, <16 x float> %3489, <16 x float> %3488
  br label %3494

3491:                                             ; preds = %3475
  %3492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3437, <16 x i1> %3438, <16 x float> zeroinitializer)
  %3493 = fadd <16 x float> %3476, %3492
  br label %3494

3494:                                             ; preds = %3477, %3484, %3491, %3475, %3456, %3433
  %3495 = phi <16 x float> [ %3476, %3475 ], [ %3434, %3433 ], [ %3457, %3456 ], [ %3493, %3491 ], [ %3490, %3484 ], [ %3483, %3477 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3495, ptr nonnull align 1 %3435, <16 x i1> %3438)
  %3496 = or disjoint i64 %1279, 80
  %3497 = sub nsw i64 %9, %3496
  %3498 = icmp sgt i64 %3497, 15
  %3499 = trunc i64 %3497 to i32
  %3500 = shl nsw i32 -1, %3499
  %3501 = trunc i32 %3500 to i16
  %3502 = xor i16 %3501, -1
  %3503 = select i1 %3498, i16 -1, i16 %3502
  %3504 = load <16 x float>, ptr %1174, align 64
  br i1 %1073, label %3510, label %3505

3505:                                             ; preds = %3494
  %3506 = load float, ptr %1260, align 4
  %3507 = insertelement <16 x float> poison, float %3506, i64 0
  %3508 = shufflevector <16 x float> %3507, <16 x float> poison, <16 x i32> zeroinitializer
  %3509 = fadd <16 x float> %3504, %3508
  br label %3510

3510:                                             ; preds = %3505, %3494
  %3511 = phi <16 x float> [ %3509, %3505 ], [ %3504, %3494 ]
  %3512 = getelementptr inbounds nuw i8, ptr %3041, i64 320
  %3513 = getelementptr inbounds nuw i8, ptr %3042, i64 320
  %3514 = select i1 %1274, ptr null, ptr %3513
  %3515 = bitcast i16 %3503 to <16 x i1>
  switch i64 %1149, label %532 [
    i64 1, label %3530
    i64 2, label %3523
    i64 3, label %3516
    i64 0, label %3571
  ]

3516:                                             ; preds = %3510
  %3517 = bitcast <16 x float> %3511 to <8 x i64>
  %3518 = and <8 x i64> %3517, %1071
  %3519 = fcmp oeq <16 x float> %3511, %47
  %3520 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3511, i32 4)
  %3521 = bitcast <8 x i64> %3518 to <16 x float>
  %3522 = select <16 x i1> %3519, <16 x float> %3521, <16 x float> %3520
  br label %3533

3523:                                             ; preds = %3510
  %3524 = bitcast <16 x float> %3511 to <8 x i64>
  %3525 = or <8 x i64> %3524, %1072
  %3526 = fcmp oeq <16 x float> %3511, %50
  %3527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3511, i32 4)
  %3528 = bitcast <8 x i64> %3525 to <16 x float>
  %3529 = select <16 x i1> %3526, <16 x float> %3528, <16 x float> %3527
  br label %3533

3530:                                             ; preds = %3510
  %3531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3514, <16 x i1> %3515, <16 x float> zeroinitializer)
  %3532 = fadd <16 x float> %3511, %3531
  br label %3533

3533:                                             ; preds = %3530, %3523, %3516
  %3534 = phi <16 x float> [ %3532, %3530 ], [ %3529, %3523 ], [ %3522, %3516 ]
  switch i64 %1176, label %532 [
    i64 1, label %3549
    i64 2, label %3542
    i64 3, label %3535
    i64 0, label %3571
  ]

3535:                                             ; preds = %3533
  %3536 = bitcast <16 x float> %3534 to <8 x i64>
  %3537 = and <8 x i64> %3536, %1071
  %3538 = fcmp oeq <16 x float> %3534, %47
  %3539 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3534, i32 4)
  %3540 = bitcast <8 x i64> %3537 to <16 x float>
  %3541 = select <16 x i1> %3538, <16 x float> %3540, <16 x float> %3539
  br label %3552

3542:                                             ; preds = %3533
  %3543 = bitcast <16 x float> %3534 to <8 x i64>
  %3544 = or <8 x i64> %3543, %1072
  %3545 = fcmp oeq <16 x float> %3534, %50
  %3546 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3534, i32 4)
  %3547 = bitcast <8 x i64> %3544 to <16 x float>
  %3548 = select <16 x i1> %3545, <16 x float> %3547, <16 x float> %3546
  br label %3552

3549:                                             ; preds = %3533
  %3550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3514, <16 x i1> %3515, <16 x float> zeroinitializer)
  %3551 = fadd <16 x float> %3534, %3550
  br label %3552

3552:                                             ; preds = %3549, %3542, %3535
  %3553 = phi <16 x float> [ %3551, %3549 ], [ %3548, %3542 ], [ %3541, %3535 ]
  switch i64 %1178, label %532 [
    i64 1, label %3568
    i64 2, label %3561
    i64 3, label %3554
    i64 0, label %3571
  ]

3554:                                             ; preds = %3552
  %3555 = bitcast <16 x float> %3553 to <8 x i64>
  %3556 = and <8 x i64> %3555, %1071
  %3557 = fcmp oeq <16 x float> %3553, %47
  %3558 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3553, i32 4)
  %3559 = bitcast <8 x i64> %3556 to <16 x float>
  %3560 = select <16 x i1> %3557, <16 x float> %3559, <16 x float> %3558
  br label %3571

3561:                                             ; preds = %3552
  %3562 = bitcast <16 x float> %3553 to <8 x i64>
  %3563 = or <8 x i64> %3562, %1072
  %3564 = fcmp oeq <16 x float> %3553, %50
  %3565 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3553, i32 4)
  %3566 = bitcast <8 x i64> %3563 to <16 x float>
  %3567 = select <16 x i1> %3564, <16 x float> %3566, <16 x float> %3565
  br label %3571

3568:                                             ; preds = %3552
  %3569 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3514, <16 x i1> %3515, <16 x float> zeroinitializer)
  %3570 = fadd <16 x float> %3553, %3569
  br label %3571

3571:                                             ; preds = %3554, %3561, %3568, %3552, %3533, %3510
  %3572 = phi <16 x float> [ %3553, %3552 ], [ %3511, %3510 ], [ %3534, %3533 ], [ %3570, %3568 ], [ %3567, %3561 ], [ %3560, %3554 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3572, ptr nonnull align 1 %3512, <16 x i1> %3515)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %4878

3573:                                             ; preds = %1278
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %33, i8 0, i64 448, i1 false)
  br i1 %1069, label %3586, label %3576

3574:                                             ; preds = %3599
  %3575 = load <16 x float>, ptr %33, align 64
  br label %3576

3576:                                             ; preds = %3574, %3573
  %3577 = phi <16 x float> [ %3575, %3574 ], [ zeroinitializer, %3573 ]
  %3578 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %3579 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %3580 = icmp sgt i64 %1280, 15
  %3581 = trunc i64 %1280 to i32
  %3582 = shl nsw i32 -1, %3581
  %3583 = trunc i32 %3582 to i16
  %3584 = xor i16 %3583, -1
  %3585 = select i1 %3580, i16 -1, i16 %3584
  br i1 %1073, label %3664, label %3659

3586:                                             ; preds = %3573, %3599
  %3587 = phi i64 [ %3600, %3599 ], [ 0, %3573 ]
  %3588 = mul nsw i64 %3587, %14
  %3589 = add i64 %1273, %3588
  %3590 = icmp sgt i64 %3589, -1
  %3591 = icmp slt i64 %3589, %6
  %3592 = and i1 %3590, %3591
  %3593 = select i1 %3592, i64 %3589, i64 0
  %3594 = mul nsw i64 %3593, %7
  %3595 = getelementptr inbounds float, ptr %1257, i64 %3594
  br i1 %1070, label %3596, label %3599

3596:                                             ; preds = %3586
  %3597 = mul nuw nsw i64 %3587, %11
  %3598 = getelementptr inbounds nuw float, ptr %1259, i64 %3597
  br label %3602

3599:                                             ; preds = %3610, %3586
  %3600 = add nuw nsw i64 %3587, 1
  %3601 = icmp eq i64 %3600, %10
  br i1 %3601, label %3574, label %3586

3602:                                             ; preds = %3596, %3610
  %3603 = phi i64 [ 0, %3596 ], [ %3611, %3610 ]
  %3604 = getelementptr inbounds nuw float, ptr %3598, i64 %3603
  %3605 = load float, ptr %3604, align 4
  %3606 = insertelement <16 x float> poison, float %3605, i64 0
  %3607 = shufflevector <16 x float> %3606, <16 x float> poison, <16 x i32> zeroinitializer
  %3608 = mul nsw i64 %3603, %15
  %3609 = sub i64 %3608, %17
  br label %3613

3610:                                             ; preds = %3643
  %3611 = add nuw nsw i64 %3603, 1
  %3612 = icmp eq i64 %3611, %11
  br i1 %3612, label %3599, label %3602

3613:                                             ; preds = %3602, %3643
  %3614 = phi i64 [ 0, %3602 ], [ %3657, %3643 ]
  %3615 = shl nuw nsw i64 %3614, 4
  %3616 = or disjoint i64 %1279, %3615
  %3617 = sub nsw i64 %9, %3616
  %3618 = shl nuw nsw i64 %3616, 1
  %3619 = add i64 %3609, %3618
  %3620 = icmp slt i64 %3619, 0
  %3621 = sub nsw i64 0, %3619
  %3622 = select i1 %3620, i64 %3621, i64 0
  %3623 = sub nsw i64 %7, %3619
  %3624 = shl nsw i64 %3617, 1
  %3625 = add nsw i64 %3624, -1
  %3626 = tail call i64 @llvm.smin.i64(i64 %3623, i64 %3625)
  %3627 = tail call i64 @llvm.smin.i64(i64 %3626, i64 32)
  %3628 = icmp sgt i64 %3627, %3622
  %3629 = select i1 %3592, i1 %3628, i1 false
  %3630 = select i1 %3629, i64 %3622, i64 0
  %3631 = select i1 %3629, i64 %3627, i64 0
  %3632 = getelementptr inbounds float, ptr %3595, i64 %3619
  %3633 = icmp sgt i64 %3631, %3630
  br i1 %3633, label %3634, label %3643

3634:                                             ; preds = %3613
  %3635 = icmp sgt i64 %3631, 31
  %3636 = trunc i64 %3631 to i32
  %3637 = shl nsw i32 -1, %3636
  %3638 = xor i32 %3637, -1
  %3639 = select i1 %3635, i32 -1, i32 %3638
  %3640 = trunc i64 %3630 to i32
  %3641 = shl nsw i32 -1, %3640
  %3642 = and i32 %3639, %3641
  br label %3643

3643:                                             ; preds = %3634, %3613
  %3644 = phi i32 [ %3642, %3634 ], [ 0, %3613 ]
  %3645 = trunc i32 %3644 to i16
  %3646 = bitcast i16 %3645 to <16 x i1>
  %3647 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3632, <16 x i1> %3646, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3648 = lshr i32 %3644, 16
  %3649 = trunc nuw i32 %3648 to i16
  %3650 = getelementptr inbounds nuw i8, ptr %3632, i64 64
  %3651 = bitcast i16 %3649 to <16 x i1>
  %3652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3650, <16 x i1> %3651, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3653 = shufflevector <16 x float> %3647, <16 x float> %3652, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3654 = getelementptr inbounds nuw <16 x float>, ptr %33, i64 %3614
  %3655 = load <16 x float>, ptr %3654, align 64
  %3656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3653, <16 x float> %3607, <16 x float> %3655)
  store <16 x float> %3656, ptr %3654, align 64
  %3657 = add nuw nsw i64 %3614, 1
  %3658 = icmp eq i64 %3657, 7
  br i1 %3658, label %3610, label %3613

3659:                                             ; preds = %3576
  %3660 = load float, ptr %1260, align 4
  %3661 = insertelement <16 x float> poison, float %3660, i64 0
  %3662 = shufflevector <16 x float> %3661, <16 x float> poison, <16 x i32> zeroinitializer
  %3663 = fadd <16 x float> %3577, %3662
  br label %3664

3664:                                             ; preds = %3659, %3576
  %3665 = phi <16 x float> [ %3663, %3659 ], [ %3577, %3576 ]
  %3666 = select i1 %1274, ptr null, ptr %3579
  %3667 = bitcast i16 %3585 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %3668
    i64 2, label %3671
    i64 3, label %3678
    i64 0, label %3723
  ]

3668:                                             ; preds = %3664
  %3669 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %3667, <16 x float> zeroinitializer)
  %3670 = fadd <16 x float> %3665, %3669
  br label %3685

3671:                                             ; preds = %3664
  %3672 = bitcast <16 x float> %3665 to <8 x i64>
  %3673 = or <8 x i64> %3672, %1072
  %3674 = fcmp oeq <16 x float> %3665, %50
  %3675 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3665, i32 4)
  %3676 = bitcast <8 x i64> %3673 to <16 x float>
  %3677 = select <16 x i1> %3674, <16 x float> %3676, <16 x float> %3675
  br label %3685

3678:                                             ; preds = %3664
  %3679 = bitcast <16 x float> %3665 to <8 x i64>
  %3680 = and <8 x i64> %3679, %1071
  %3681 = fcmp oeq <16 x float> %3665, %47
  %3682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3665, i32 4)
  %3683 = bitcast <8 x i64> %3680 to <16 x float>
  %3684 = select <16 x i1> %3681, <16 x float> %3683, <16 x float> %3682
  br label %3685

3685:                                             ; preds = %3678, %3671, %3668
  %3686 = phi <16 x float> [ %3670, %3668 ], [ %3677, %3671 ], [ %3684, %3678 ]
  switch i64 %1116, label %532 [
    i64 1, label %3701
    i64 2, label %3694
    i64 3, label %3687
    i64 0, label %3723
  ]

3687:                                             ; preds = %3685
  %3688 = bitcast <16 x float> %3686 to <8 x i64>
  %3689 = and <8 x i64> %3688, %1071
  %3690 = fcmp oeq <16 x float> %3686, %47
  %3691 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3686, i32 4)
  %3692 = bitcast <8 x i64> %3689 to <16 x float>
  %3693 = select <16 x i1> %3690, <16 x float> %3692, <16 x float> %3691
  br label %3704

3694:                                             ; preds = %3685
  %3695 = bitcast <16 x float> %3686 to <8 x i64>
  %3696 = or <8 x i64> %3695, %1072
  %3697 = fcmp oeq <16 x float> %3686, %50
  %3698 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3686, i32 4)
  %3699 = bitcast <8 x i64> %3696 to <16 x float>
  %3700 = select <16 x i1> %3697, <16 x float> %3699, <16 x float> %3698
  br label %3704

3701:                                             ; preds = %3685
  %3702 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %3667, <16 x float> zeroinitializer)
  %3703 = fadd <16 x float> %3686, %3702
  br label %3704

3704:                                             ; preds = %3701, %3694, %3687
  %3705 = phi <16 x float> [ %3703, %3701 ], [ %3700, %3694 ], [ %3693, %3687 ]
  switch i64 %1118, label %532 [
    i64 1, label %3720
    i64 2, label %3713
    i64 3, label %3706
    i64 0, label %3723
  ]

3706:                                             ; preds = %3704
  %3707 = bitcast <16 x float> %3705 to <8 x i64>
  %3708 = and <8 x i64> %3707, %1071
  %3709 = fcmp oeq <16 x float> %3705, %47
  %3710 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3705, i32 4)
  %3711 = bitcast <8 x i64> %3708 to <16 x float>
  %3712 = select <16 x i1> %3709, <16 x float> %3711, <16 x float> %3710
  br label %3723

3713:                                             ; preds = %3704
  %3714 = bitcast <16 x float> %3705 to <8 x i64>
  %3715 = or <8 x i64> %3714, %1072
  %3716 = fcmp oeq <16 x float> %3705, %50
  %3717 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3705, i32 4)
  %3718 = bitcast <8 x i64> %3715 to <16 x float>
  %3719 = select <16 x i1> %3716, <16 x float> %3718, <16 x float> %3717
  br label %3723

3720:                                             ; preds = %3704
  %3721 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %3667, <16 x float> zeroinitializer)
  %3722 = fadd <16 x float> %3705, %3721
  br label %3723

3723:                                             ; preds = %3706, %3713, %3720, %3704, %3685, %3664
  %3724 = phi <16 x float> [ %3705, %3704 ], [ %3665, %3664 ], [ %3686, %3685 ], [ %3722, %3720 ], [ %3719, %3713 ], [ %3712, %3706 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3724, ptr align 1 %3578, <16 x i1> %3667)
  %3725 = or disjoint i64 %1279, 16
  %3726 = sub nsw i64 %9, %3725
  %3727 = icmp sgt i64 %3726, 15
  %3728 = trunc i64 %3726 to i32
  %3729 = shl nsw i32 -1, %3728
  %3730 = trunc i32 %3729 to i16
  %3731 = xor i16 %3730, -1
  %3732 = select i1 %3727, i16 -1, i16 %3731
  %3733 = load <16 x float>, ptr %1119, align 64
  br i1 %1073, label %3739, label %3734

3734:                                             ; preds = %3723
  %3735 = load float, ptr %1260, align 4
  %3736 = insertelement <16 x float> poison, float %3735, i64 0
  %3737 = shufflevector <16 x float> %3736, <16 x float> poison, <16 x i32> zeroinitializer
  %3738 = fadd <16 x float> %3733, %3737
  br label %3739

3739:                                             ; preds = %3734, %3723
  %3740 = phi <16 x float> [ %3738, %3734 ], [ %3733, %3723 ]
  %3741 = getelementptr inbounds nuw i8, ptr %3578, i64 64
  %3742 = getelementptr inbounds nuw i8, ptr %3579, i64 64
  %3743 = select i1 %1274, ptr null, ptr %3742
  %3744 = bitcast i16 %3732 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %3759
    i64 2, label %3752
    i64 3, label %3745
    i64 0, label %3800
  ]

3745:                                             ; preds = %3739
  %3746 = bitcast <16 x float> %3740 to <8 x i64>
  %3747 = and <8 x i64> %3746, %1071
  %3748 = fcmp oeq <16 x float> %3740, %47
  %3749 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3740, i32 4)
  %3750 = bitcast <8 x i64> %3747 to <16 x float>
  %3751 = select <16 x i1> %3748, <16 x float> %3750, <16 x float> %3749
  br label %3762

3752:                                             ; preds = %3739
  %3753 = bitcast <16 x float> %3740 to <8 x i64>
  %3754 = or <8 x i64> %3753, %1072
  %3755 = fcmp oeq <16 x float> %3740, %50
  %3756 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3740, i32 4)
  %3757 = bitcast <8 x i64> %3754 to <16 x float>
  %3758 = select <16 x i1> %3755, <16 x float> %3757, <16 x float> %3756
  br label %3762

3759:                                             ; preds = %3739
  %3760 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3743, <16 x i1> %3744, <16 x float> zeroinitializer)
  %3761 = fadd <16 x float> %3740, %3760
  br label %3762

3762:                                             ; preds = %3759, %3752, %3745
  %3763 = phi <16 x float> [ %3761, %3759 ], [ %3758, %3752 ], [ %3751, %3745 ]
  switch i64 %1121, label %532 [
    i64 1, label %3778
    i64 2, label %3771
    i64 3, label %3764
    i64 0, label %3800
  ]

3764:                                             ; preds = %3762
  %3765 = bitcast <16 x float> %3763 to <8 x i64>
  %3766 = and <8 x i64> %3765, %1071
  %3767 = fcmp oeq <16 x float> %3763, %47
  %3768 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3763, i32 4)
  %3769 = bitcast <8 x i64> %3766 to <16 x float>
  %3770 = select <16 x i1> %3767, <16 x float> %3769, <16 x float> %3768
  br label %3781

3771:                                             ; preds = %3762
  %3772 = bitcast <16 x float> %3763 to <8 x i64>
  %3773 = or <8 x i64> %3772, %1072
  %3774 = fcmp oeq <16 x float> %3763, %50
  %3775 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3763, i32 4)
  %3776 = bitcast <8 x i64> %3773 to <16 x float>
  %3777 = select <16 x i1> %3774, <16 x float> %3776, <16 x float> %3775
  br label %3781

3778:                                             ; preds = %3762
  %3779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3743, <16 x i1> %3744, <16 x float> zeroinitializer)
  %3780 = fadd <16 x float> %3763, %3779
  br label %3781

3781:                                             ; preds = %3778, %3771, %3764
  %3782 = phi <16 x float> [ %3780, %3778 ], [ %3777, %3771 ], [ %3770, %3764 ]
  switch i64 %1123, label %532 [
    i64 1, label %3797
    i64 2, label %3790
    i64 3, label %3783
    i64 0, label %3800
  ]

3783:                                             ; preds = %3781
  %3784 = bitcast <16 x float> %3782 to <8 x i64>
  %3785 = and <8 x i64> %3784, %1071
  %3786 = fcmp oeq <16 x float> %3782, %47
  %3787 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3782, i32 4)
  %3788 = bitcast <8 x i64> %3785 to <16 x float>
  %3789 = select <16 x i1> %3786, <16 x float> %3788, <16 x float> %3787
  br label %3800

3790:                                             ; preds = %3781
  %3791 = bitcast <16 x float> %3782 to <8 x i64>
  %3792 = or <8 x i64> %3791, %1072
  %3793 = fcmp oeq <16 x float> %3782, %50
  %3794 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3782, i32 4)
  %3795 = bitcast <8 x i64> %3792 to <16 x float>
  %3796 = select <16 x i1> %3793, <16 x float> %3795, <16 x float> %3794
  br label %3800

3797:                                             ; preds = %3781
  %3798 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3743, <16 x i1> %3744, <16 x float> zeroinitializer)
  %3799 = fadd <16 x float> %3782, %3798
  br label %3800

3800:                                             ; preds = %3783, %3790, %3797, %3781, %3762, %3739
  %3801 = phi <16 x float> [ %3782, %3781 ], [ %3740, %3739 ], [ %3763, %3762 ], [ %3799, %3797 ], [ %3796, %3790 ], [ %3789, %3783 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3801, ptr nonnull align 1 %3741, <16 x i1> %3744)
  %3802 = or disjoint i64 %1279, 32
  %3803 = sub nsw i64 %9, %3802
  %3804 = icmp sgt i64 %3803, 15
  %3805 = trunc i64 %3803 to i32
  %3806 = shl nsw i32 -1, %3805
  %3807 = trunc i32 %3806 to i16
  %3808 = xor i16 %3807, -1
  %3809 = select i1 %3804, i16 -1, i16 %3808
  %3810 = load <16 x float>, ptr %1124, align 64
  br i1 %1073, label %3816, label %3811

3811:                                             ; preds = %3800
  %3812 = load float, ptr %1260, align 4
  %3813 = insertelement <16 x float> poison, float %3812, i64 0
  %3814 = shufflevector <16 x float> %3813, <16 x float> poison, <16 x i32> zeroinitializer
  %3815 = fadd <16 x float> %3810, %3814
  br label %3816

3816:                                             ; preds = %3811, %3800
  %3817 = phi <16 x float> [ %3815, %3811 ], [ %3810, %3800 ]
  %3818 = getelementptr inbounds nuw i8, ptr %3578, i64 128
  %3819 = getelementptr inbounds nuw i8, ptr %3579, i64 128
  %3820 = select i1 %1274, ptr null, ptr %3819
  %3821 = bitcast i16 %3809 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %3836
    i64 2, label %3829
    i64 3, label %3822
    i64 0, label %3877
  ]

3822:                                             ; preds = %3816
  %3823 = bitcast <16 x float> %3817 to <8 x i64>
  %3824 = and <8 x i64> %3823, %1071
  %3825 = fcmp oeq <16 x float> %3817, %47
  %3826 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3817, i32 4)
  %3827 = bitcast <8 x i64> %3824 to <16 x float>
  %3828 = select <16 x i1> %3825, <16 x float> %3827, <16 x float> %3826
  br label %3839

3829:                                             ; preds = %3816
  %3830 = bitcast <16 x float> %3817 to <8 x i64>
  %3831 = or <8 x i64> %3830, %1072
  %3832 = fcmp oeq <16 x float> %3817, %50
  %3833 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3817, i32 4)
  %3834 = bitcast <8 x i64> %3831 to <16 x float>
  %3835 = select <16 x i1> %3832, <16 x float> %3834, <16 x float> %3833
  br label %3839

3836:                                             ; preds = %3816
  %3837 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3820, <16 x i1> %3821, <16 x float> zeroinitializer)
  %3838 = fadd <16 x float> %3817, %3837
  br label %3839

3839:                                             ; preds = %3836, %3829, %3822
  %3840 = phi <16 x float> [ %3838, %3836 ], [ %3835, %3829 ], [ %3828, %3822 ]
  switch i64 %1126, label %532 [
    i64 1, label %3855
    i64 2, label %3848
    i64 3, label %3841
    i64 0, label %3877
  ]

3841:                                             ; preds = %3839
  %3842 = bitcast <16 x float> %3840 to <8 x i64>
  %3843 = and <8 x i64> %3842, %1071
  %3844 = fcmp oeq <16 x float> %3840, %47
  %3845 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3840, i32 4)
  %3846 = bitcast <8 x i64> %3843 to <16 x float>
  %3847 = select <16 x i1> %3844, <16 x float> %3846, <16 x float> %3845
  br label %3858

3848:                                             ; preds = %3839
  %3849 = bitcast <16 x float> %3840 to <8 x i64>
  %3850 = or <8 x i64> %3849, %1072
  %3851 = fcmp oeq <16 x float> %3840, %50
  %3852 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3840, i32 4)
  %3853 = bitcast <8 x i64> %3850 to <16 x float>
  %3854 = select <16 x i1> %3851, <16 x float> %3853, <16 x float> %3852
  br label %3858

3855:                                             ; preds = %3839
  %3856 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3820, <16 x i1> %3821, <16 x float> zeroinitializer)
  %3857 = fadd <16 x float> %3840, %3856
  br label %3858

3858:                                             ; preds = %3855, %3848, %3841
  %3859 = phi <16 x float> [ %3857, %3855 ], [ %3854, %3848 ], [ %3847, %3841 ]
  switch i64 %1128, label %532 [
    i64 1, label %3874
    i64 2, label %3867
    i64 3, label %3860
    i64 0, label %3877
  ]

3860:                                             ; preds = %3858
  %3861 = bitcast <16 x float> %3859 to <8 x i64>
  %3862 = and <8 x i64> %3861, %1071
  %3863 = fcmp oeq <16 x float> %3859, %47
  %3864 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3859, i32 4)
  %3865 = bitcast <8 x i64> %3862 to <16 x float>
  %3866 = select <16 x i1> %3863, <16 x float> %3865, <16 x float> %3864
  br label %3877

3867:                                             ; preds = %3858
  %3868 = bitcast <16 x float> %3859 to <8 x i64>
  %3869 = or <8 x i64> %3868, %1072
  %3870 = fcmp oeq <16 x float> %3859, %50
  %3871 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3859, i32 4)
  %3872 = bitcast <8 x i64> %3869 to <16 x float>
  %3873 = select <16 x i1> %3870, <16 x float> %3872, <16 x float> %3871
  br label %3877

3874:                                             ; preds = %3858
  %3875 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3820, <16 x i1> %3821, <16 x float> zeroinitializer)
  %3876 = fadd <16 x float> %3859, %3875
  br label %3877

3877:                                             ; preds = %3860, %3867, %3874, %3858, %3839, %3816
  %3878 = phi <16 x float> [ %3859, %3858 ], [ %3817, %3816 ], [ %3840, %3839 ], [ %3876, %3874 ], [ %3873, %3867 ], [ %3866, %3860 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3878, ptr nonnull align 1 %3818, <16 x i1> %3821)
  %3879 = or disjoint i64 %1279, 48
  %3880 = sub nsw i64 %9, %3879
  %3881 = icmp sgt i64 %3880, 15
  %3882 = trunc i64 %3880 to i32
  %3883 = shl nsw i32 -1, %3882
  %3884 = trunc i32 %3883 to i16
  %3885 = xor i16 %3884, -1
  %3886 = select i1 %3881, i16 -1, i16 %3885
  %3887 = load <16 x float>, ptr %1129, align 64
  br i1 %1073, label %3893, label %3888

3888:                                             ; preds = %3877
  %3889 = load float, ptr %1260, align 4
  %3890 = insertelement <16 x float> poison, float %3889, i64 0
  %3891 = shufflevector <16 x float> %3890, <16 x float> poison, <16 x i32> zeroinitializer
  %3892 = fadd <16 x float> %3887, %3891
  br label %3893

3893:                                             ; preds = %3888, %3877
  %3894 = phi <16 x float> [ %3892, %3888 ], [ %3887, %3877 ]
  %3895 = getelementptr inbounds nuw i8, ptr %3578, i64 192
  %3896 = getelementptr inbounds nuw i8, ptr %3579, i64 192
  %3897 = select i1 %1274, ptr null, ptr %3896
  %3898 = bitcast i16 %3886 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %3913
    i64 2, label %3906
    i64 3, label %3899
    i64 0, label %3954
  ]

3899:                                             ; preds = %3893
  %3900 = bitcast <16 x float> %3894 to <8 x i64>
  %3901 = and <8 x i64> %3900, %1071
  %3902 = fcmp oeq <16 x float> %3894, %47
  %3903 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3894, i32 4)
  %3904 = bitcast <8 x i64> %3901 to <16 x float>
  %3905 = select <16 x i1> %3902, <16 x float> %3904, <16 x float> %3903
  br label %3916

3906:                                             ; preds = %3893
  %3907 = bitcast <16 x float> %3894 to <8 x i64>
  %3908 = or <8 x i64> %3907, %1072
  %3909 = fcmp oeq <16 x float> %3894, %50
  %3910 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3894, i32 4)
  %3911 = bitcast <8 x i64> %3908 to <16 x float>
  %3912 = select <16 x i1> %3909, <16 x float> %3911, <16 x float> %3910
  br label %3916

3913:                                             ; preds = %3893
  %3914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3897, <16 x i1> %3898, <16 x float> zeroinitializer)
  %3915 = fadd <16 x float> %3894, %3914
  br label %3916

3916:                                             ; preds = %3913, %3906, %3899
  %3917 = phi <16 x float> [ %3915, %3913 ], [ %3912, %3906 ], [ %3905, %3899 ]
  switch i64 %1131, label %532 [
    i64 1, label %3932
    i64 2, label %3925
    i64 3, label %3918
    i64 0, label %3954
  ]

3918:                                             ; preds = %3916
  %3919 = bitcast <16 x float> %3917 to <8 x i64>
  %3920 = and <8 x i64> %3919, %1071
  %3921 = fcmp oeq <16 x float> %3917, %47
  %3922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3917, i32 4)
  %3923 = bitcast <8 x i64> %3920 to <16 x float>
  %3924 = select <16 x i1> %3921, <16 x float> %3923, <16 x float> %3922
  br label %3935

3925:                                             ; preds = %3916
  %3926 = bitcast <16 x float> %3917 to <8 x i64>
  %3927 = or <8 x i64> %3926, %1072
  %3928 = fcmp oeq <16 x float> %3917, %50
  %3929 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3917, i32 4)
  %3930 = bitcast <8 x i64> %3927 to <16 x float>
  %3931 = select <16 x i1> %3928, <16 x float> %3930, <16 x float> %3929
  br label %3935

3932:                                             ; preds = %3916
  %3933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3897, <16 x i1> %3898, <16 x float> zeroinitializer)
  %3934 = fadd <16 x float> %3917, %3933
  br label %3935

3935:                                             ; preds = %3932, %3925, %3918
  %3936 = phi <16 x float> [ %3934, %3932 ], [ %3931, %3925 ], [ %3924, %3918 ]
  switch i64 %1133, label %532 [
    i64 1, label %3951
    i64 2, label %3944
    i64 3, label %3937
    i64 0, label %3954
  ]

3937:                                             ; preds = %3935
  %3938 = bitcast <16 x float> %3936 to <8 x i64>
  %3939 = and <8 x i64> %3938, %1071
  %3940 = fcmp oeq <16 x float> %3936, %47
  %3941 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3936, i32 4)
  %3942 = bitcast <8 x i64> %3939 to <16 x float>
  %3943 = select <16 x i1> %3940, <16 x float> %3942, <16 x float> %3941
  br label %3954

3944:                                             ; preds = %3935
  %3945 = bitcast <16 x float> %3936 to <8 x i64>
  %3946 = or <8 x i64> %3945, %1072
  %3947 = fcmp oeq <16 x float> %3936, %50
  %3948 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3936, i32 4)
  %3949 = bitcast <8 x i64> %3946 to <16 x float>
  %3950 = select <16 x i1> %3947, <16 x float> %3949, <16 x float> %3948
  br label %3954

3951:                                             ; preds = %3935
  %3952 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3897, <16 x i1> %3898, <16 x float> zeroinitializer)
  %3953 = fadd <16 x float> %3936, %3952
  br label %3954

3954:                                             ; preds = %3937, %3944, %3951, %3935, %3916, %3893
  %3955 = phi <16 x float> [ %3936, %3935 ], [ %3894, %3893 ], [ %3917, %3916 ], [ %3953, %3951 ], [ %3950, %3944 ], [ %3943, %3937 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3955, ptr nonnull align 1 %3895, <16 x i1> %3898)
  %3956 = or disjoint i64 %1279, 64
  %3957 = sub nsw i64 %9, %3956
  %3958 = icmp sgt i64 %3957, 15
  %3959 = trunc i64 %3957 to i32
  %3960 = shl nsw i32 -1, %3959
  %3961 = trunc i32 %3960 to i16
  %3962 = xor i16 %3961, -1
  %3963 = select i1 %3958, i16 -1, i16 %3962
  %3964 = load <16 x float>, ptr %1134, align 64
  br i1 %1073, label %3970, label %3965

3965:                                             ; preds = %3954
  %3966 = load float, ptr %1260, align 4
  %3967 = insertelement <16 x float> poison, float %3966, i64 0
  %3968 = shufflevector <16 x float> %3967, <16 x float> poison, <16 x i32> zeroinitializer
  %3969 = fadd <16 x float> %3964, %3968
  br label %3970

3970:                                             ; preds = %3965, %3954
  %3971 = phi <16 x float> [ %3969, %3965 ], [ %3964, %3954 ]
  %3972 = getelementptr inbounds nuw i8, ptr %3578, i64 256
  %3973 = getelementptr inbounds nuw i8, ptr %3579, i64 256
  %3974 = select i1 %1274, ptr null, ptr %3973
  %3975 = bitcast i16 %3963 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %3990
    i64 2, label %3983
    i64 3, label %3976
    i64 0, label %4031
  ]

3976:                                             ; preds = %3970
  %3977 = bitcast <16 x float> %3971 to <8 x i64>
  %3978 = and <8 x i64> %3977, %1071
  %3979 = fcmp oeq <16 x float> %3971, %47
  %3980 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3971, i32 4)
  %3981 = bitcast <8 x i64> %3978 to <16 x float>
  %3982 = select <16 x i1> %3979, <16 x float> %3981, <16 x float> %3980
  br label %3993

3983:                                             ; preds = %3970
  %3984 = bitcast <16 x float> %3971 to <8 x i64>
  %3985 = or <8 x i64> %3984, %1072
  %3986 = fcmp oeq <16 x float> %3971, %50
  %3987 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3971, i32 4)
  %3988 = bitcast <8 x i64> %3985 to <16 x float>
  %3989 = select <16 x i1> %3986, <16 x float> %3988, <16 x float> %3987
  br label %3993

3990:                                             ; preds = %3970
  %3991 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3974, <16 x i1> %3975, <16 x float> zeroinitializer)
  %3992 = fadd <16 x float> %3971, %3991
  br label %3993

3993:                                             ; preds = %3990, %3983, %3976
  %3994 = phi <16 x float> [ %3992, %3990 ], [ %3989, %3983 ], [ %3982, %3976 ]
  switch i64 %1136, label %532 [
    i64 1, label %4009
    i64 2, label %4002
    i64 3, label %3995
    i64 0, label %4031
  ]

3995:                                             ; preds = %3993
  %3996 = bitcast <16 x float> %3994 to <8 x i64>
  %3997 = and <8 x i64> %3996, %1071
  %3998 = fcmp oeq <16 x float> %3994, %47
  %3999 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %3994, i32 4)
  %4000 = bitcast <8 x i64> %3997 to <16 x float>
  %4001 = select <16 x i1> %3998, <16 x float> %4000, <16 x float> %3999
  br label %4012

4002:                                             ; preds = %3993
  %4003 = bitcast <16 x float> %3994 to <8 x i64>
  %4004 = or <8 x i64> %4003, %1072
  %4005 = fcmp oeq <16 x float> %3994, %50
  %4006 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %3994, i32 4)
  %4007 = bitcast <8 x i64> %4004 to <16 x float>
  %4008 = select <16 x i1> %4005, <16 x float> %4007, <16 x float> %4006
  br label %4012

4009:                                             ; preds = %3993
  %4010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3974, <16 x i1> %3975, <16 x float> zeroinitializer)
  %4011 = fadd <16 x float> %3994, %4010
  br label %4012

4012:                                             ; preds = %4009, %4002, %3995
  %4013 = phi <16 x float> [ %4011, %4009 ], [ %4008, %4002 ], [ %4001, %3995 ]
  switch i64 %1138, label %532 [
    i64 1, label %4028
    i64 2, label %4021
    i64 3, label %4014
    i64 0, label %4031
  ]

4014:                                             ; preds = %4012
  %4015 = bitcast <16 x float> %4013 to <8 x i64>
  %4016 = and <8 x i64> %4015, %1071
  %4017 = fcmp oeq <16 x float> %4013, %47
  %4018 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4013, i32 4)
  %4019 = bitcast <8 x i64> %4016 to <16 x float>
  %4020 = select <16 x i1> %4017, <16 x float> %4019, <16 x float> %4018
  br label %4031

4021:                                             ; preds = %4012
  %4022 = bitcast <16 x float> %4013 to <8 x i64>
  %4023 = or <8 x i64> %4022, %1072
  %4024 = fcmp oeq <16 x float> %4013, %50
  %4025 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4013, i32 4)
  %4026 = bitcast <8 x i64> %4023 to <16 x float>
  %4027 = select <16 x i1> %4024, <16 x float> %4026, <16 x float> %4025
  br label %4031

4028:                                             ; preds = %4012
  %4029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3974, <16 x i1> %3975, <16 x float> zeroinitializer)
  %4030 = fadd <16 x float> %4013, %4029
  br label %4031

4031:                                             ; preds = %4014, %4021, %4028, %4012, %3993, %3970
  %4032 = phi <16 x float> [ %4013, %4012 ], [ %3971, %3970 ], [ %3994, %3993 ], [ %4030, %4028 ], [ %4027, %4021 ], [ %4020, %4014 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4032, ptr nonnull align 1 %3972, <16 x i1> %3975)
  %4033 = or disjoint i64 %1279, 80
  %4034 = sub nsw i64 %9, %4033
  %4035 = icmp sgt i64 %4034, 15
  %4036 = trunc i64 %4034 to i32
  %4037 = shl nsw i32 -1, %4036
  %4038 = trunc i32 %4037 to i16
  %4039 = xor i16 %4038, -1
  %4040 = select i1 %4035, i16 -1, i16 %4039
  %4041 = load <16 x float>, ptr %1139, align 64
  br i1 %1073, label %4047, label %4042

4042:                                             ; preds = %4031
  %4043 = load float, ptr %1260, align 4
  %4044 = insertelement <16 x float> poison, float %4043, i64 0
  %4045 = shufflevector <16 x float> %4044, <16 x float> poison, <16 x i32> zeroinitializer
  %4046 = fadd <16 x float> %4041, %4045
  br label %4047

4047:                                             ; preds = %4042, %4031
  %4048 = phi <16 x float> [ %4046, %4042 ], [ %4041, %4031 ]
  %4049 = getelementptr inbounds nuw i8, ptr %3578, i64 320
  %4050 = getelementptr inbounds nuw i8, ptr %3579, i64 320
  %4051 = select i1 %1274, ptr null, ptr %4050
  %4052 = bitcast i16 %4040 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %4067
    i64 2, label %4060
    i64 3, label %4053
    i64 0, label %4108
  ]

4053:                                             ; preds = %4047
  %4054 = bitcast <16 x float> %4048 to <8 x i64>
  %4055 = and <8 x i64> %4054, %1071
  %4056 = fcmp oeq <16 x float> %4048, %47
  %4057 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4048, i32 4)
  %4058 = bitcast <8 x i64> %4055 to <16 x float>
  %4059 = select <16 x i1> %4056, <16 x float> %4058, <16 x float> %4057
  br label %4070

4060:                                             ; preds = %4047
  %4061 = bitcast <16 x float> %4048 to <8 x i64>
  %4062 = or <8 x i64> %4061, %1072
  %4063 = fcmp oeq <16 x float> %4048, %50
  %4064 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4048, i32 4)
  %4065 = bitcast <8 x i64> %4062 to <16 x float>
  %4066 = select <16 x i1> %4063, <16 x float> %4065, <16 x float> %4064
  br label %4070

4067:                                             ; preds = %4047
  %4068 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4051, <16 x i1> %4052, <16 x float> zeroinitializer)
  %4069 = fadd <16 x float> %4048, %4068
  br label %4070

4070:                                             ; preds = %4067, %4060, %4053
  %4071 = phi <16 x float> [ %4069, %4067 ], [ %4066, %4060 ], [ %4059, %4053 ]
  switch i64 %1141, label %532 [
    i64 1, label %4086
    i64 2, label %4079
    i64 3, label %4072
    i64 0, label %4108
  ]

4072:                                             ; preds = %4070
  %4073 = bitcast <16 x float> %4071 to <8 x i64>
  %4074 = and <8 x i64> %4073, %1071
  %4075 = fcmp oeq <16 x float> %4071, %47
  %4076 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4071, i32 4)
  %4077 = bitcast <8 x i64> %4074 to <16 x float>
  %4078 = select <16 x i1> %4075, <16 x float> %4077, <16 x float> %4076
  br label %4089

4079:                                             ; preds = %4070
  %4080 = bitcast <16 x float> %4071 to <8 x i64>
  %4081 = or <8 x i64> %4080, %1072
  %4082 = fcmp oeq <16 x float> %4071, %50
  %4083 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4071, i32 4)
  %4084 = bitcast <8 x i64> %4081 to <16 x float>
  %4085 = select <16 x i1> %4082, <16 x float> %4084, <16 x float> %4083
  br label %4089

4086:                                             ; preds = %4070
  %4087 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4051, <16 x i1> %4052, <16 x float> zeroinitializer)
  %4088 = fadd <16 x float> %4071, %4087
  br label %4089

4089:                                             ; preds = %4086, %4079, %4072
  %4090 = phi <16 x float> [ %4088, %4086 ], [ %4085, %4079 ], [ %4078, %4072 ]
  switch i64 %1143, label %532 [
    i64 1, label %4105
    i64 2, label %4098
    i64 3, label %4091
    i64 0, label %4108
  ]

4091:                                             ; preds = %4089
  %4092 = bitcast <16 x float> %4090 to <8 x i64>
  %4093 = and <8 x i64> %4092, %1071
  %4094 = fcmp oeq <16 x float> %4090, %47
  %4095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4090, i32 4)
  %4096 = bitcast <8 x i64> %4093 to <16 x float>
  %4097 = select <16 x i1> %4094, <16 x float> %4096, <16 x float> %4095
  br label %4108

4098:                                             ; preds = %4089
  %4099 = bitcast <16 x float> %4090 to <8 x i64>
  %4100 = or <8 x i64> %4099, %1072
  %4101 = fcmp oeq <16 x float> %4090, %50
  %4102 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4090, i32 4)
  %4103 = bitcast <8 x i64> %4100 to <16 x float>
  %4104 = select <16 x i1> %4101, <16 x float> %4103, <16 x float> %4102
  br label %4108

4105:                                             ; preds = %4089
  %4106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4051, <16 x i1> %4052, <16 x float> zeroinitializer)
  %4107 = fadd <16 x float> %4090, %4106
  br label %4108

4108:                                             ; preds = %4091, %4098, %4105, %4089, %4070, %4047
  %4109 = phi <16 x float> [ %4090, %4089 ], [ %4048, %4047 ], [ %4071, %4070 ], [ %4107, %4105 ], [ %4104, %4098 ], [ %4097, %4091 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4109, ptr nonnull align 1 %4049, <16 x i1> %4052)
  %4110 = or disjoint i64 %1279, 96
  %4111 = sub nsw i64 %9, %4110
  %4112 = icmp sgt i64 %4111, 15
  %4113 = trunc i64 %4111 to i32
  %4114 = shl nsw i32 -1, %4113
  %4115 = trunc i32 %4114 to i16
  %4116 = xor i16 %4115, -1
  %4117 = select i1 %4112, i16 -1, i16 %4116
  %4118 = load <16 x float>, ptr %1144, align 64
  br i1 %1073, label %4124, label %4119

4119:                                             ; preds = %4108
  %4120 = load float, ptr %1260, align 4
  %4121 = insertelement <16 x float> poison, float %4120, i64 0
  %4122 = shufflevector <16 x float> %4121, <16 x float> poison, <16 x i32> zeroinitializer
  %4123 = fadd <16 x float> %4118, %4122
  br label %4124

4124:                                             ; preds = %4119, %4108
  %4125 = phi <16 x float> [ %4123, %4119 ], [ %4118, %4108 ]
  %4126 = getelementptr inbounds nuw i8, ptr %3578, i64 384
  %4127 = getelementptr inbounds nuw i8, ptr %3579, i64 384
  %4128 = select i1 %1274, ptr null, ptr %4127
  %4129 = bitcast i16 %4117 to <16 x i1>
  switch i64 %1114, label %532 [
    i64 1, label %4144
    i64 2, label %4137
    i64 3, label %4130
    i64 0, label %4185
  ]

4130:                                             ; preds = %4124
  %4131 = bitcast <16 x float> %4125 to <8 x i64>
  %4132 = and <8 x i64> %4131, %1071
  %4133 = fcmp oeq <16 x float> %4125, %47
  %4134 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4125, i32 4)
  %4135 = bitcast <8 x i64> %4132 to <16 x float>
  %4136 = select <16 x i1> %4133, <16 x float> %4135, <16 x float> %4134
  br label %4147

4137:                                             ; preds = %4124
  %4138 = bitcast <16 x float> %4125 to <8 x i64>
  %4139 = or <8 x i64> %4138, %1072
  %4140 = fcmp oeq <16 x float> %4125, %50
  %4141 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4125, i32 4)
  %4142 = bitcast <8 x i64> %4139 to <16 x float>
  %4143 = select <16 x i1> %4140, <16 x float> %4142, <16 x float> %4141
  br label %4147

4144:                                             ; preds = %4124
  %4145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4129, <16 x float> zeroinitializer)
  %4146 = fadd <16 x float> %4125, %4145
  br label %4147

4147:                                             ; preds = %4144, %4137, %4130
  %4148 = phi <16 x float> [ %4146, %4144 ], [ %4143, %4137 ], [ %4136, %4130 ]
  switch i64 %1146, label %532 [
    i64 1, label %4163
    i64 2, label %4156
    i64 3, label %4149
    i64 0, label %4185
  ]

4149:                                             ; preds = %4147
  %4150 = bitcast <16 x float> %4148 to <8 x i64>
  %4151 = and <8 x i64> %4150, %1071
  %4152 = fcmp oeq <16 x float> %4148, %47
  %4153 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4148, i32 4)
  %4154 = bitcast <8 x i64> %4151 to <16 x float>
  %4155 = select <16 x i1> %4152, <16 x float> %4154, <16 x float> %4153
  br label %4166

4156:                                             ; preds = %4147
  %4157 = bitcast <16 x float> %4148 to <8 x i64>
  %4158 = or <8 x i64> %4157, %1072
  %4159 = fcmp oeq <16 x float> %4148, %50
  %4160 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4148, i32 4)
  %4161 = bitcast <8 x i64> %4158 to <16 x float>
  %4162 = select <16 x i1> %4159, <16 x float> %4161, <16 x float> %4160
  br label %4166

4163:                                             ; preds = %4147
  %4164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4129, <16 x float> zeroinitializer)
  %4165 = fadd <16 x float> %4148, %4164
  br label %4166

4166:                                             ; preds = %4163, %4156, %4149
  %4167 = phi <16 x float> [ %4165, %4163 ], [ %4162, %4156 ], [ %4155, %4149 ]
  switch i64 %1148, label %532 [
    i64 1, label %4182
    i64 2, label %4175
    i64 3, label %4168
    i64 0, label %4185
  ]

4168:                                             ; preds = %4166
  %4169 = bitcast <16 x float> %4167 to <8 x i64>
  %4170 = and <8 x i64> %4169, %1071
  %4171 = fcmp oeq <16 x float> %4167, %47
  %4172 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4167, i32 4)
  %4173 = bitcast <8 x i64> %4170 to <16 x float>
  %4174 = select <16 x i1> %4171, <16 x float> %4173, <16 x float> %4172
  br label %4185

4175:                                             ; preds = %4166
  %4176 = bitcast <16 x float> %4167 to <8 x i64>
  %4177 = or <8 x i64> %4176, %1072
  %4178 = fcmp oeq <16 x float> %4167, %50
  %4179 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4167, i32 4)
  %4180 = bitcast <8 x i64> %4177 to <16 x float>
  %4181 = select <16 x i1> %4178, <16 x float> %4180, <16 x float> %4179
  br label %4185

4182:                                             ; preds = %4166
  %4183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4129, <16 x float> zeroinitializer)
  %4184 = fadd <16 x float> %4167, %4183
  br label %4185

4185:                                             ; preds = %4168, %4175, %4182, %4166, %4147, %4124
  %4186 = phi <16 x float> [ %4167, %4166 ], [ %4125, %4124 ], [ %4148, %4147 ], [ %4184, %4182 ], [ %4181, %4175 ], [ %4174, %4168 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4186, ptr nonnull align 1 %4126, <16 x i1> %4129)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %4878

4187:                                             ; preds = %1278
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %34, i8 0, i64 512, i1 false)
  br i1 %1069, label %4200, label %4190

4188:                                             ; preds = %4213
  %4189 = load <16 x float>, ptr %34, align 64
  br label %4190

4190:                                             ; preds = %4188, %4187
  %4191 = phi <16 x float> [ %4189, %4188 ], [ zeroinitializer, %4187 ]
  %4192 = getelementptr inbounds nuw float, ptr %1266, i64 %1279
  %4193 = getelementptr inbounds nuw float, ptr %1270, i64 %1279
  %4194 = icmp sgt i64 %1280, 15
  %4195 = trunc i64 %1280 to i32
  %4196 = shl nsw i32 -1, %4195
  %4197 = trunc i32 %4196 to i16
  %4198 = xor i16 %4197, -1
  %4199 = select i1 %4194, i16 -1, i16 %4198
  br i1 %1073, label %4278, label %4273

4200:                                             ; preds = %4187, %4213
  %4201 = phi i64 [ %4214, %4213 ], [ 0, %4187 ]
  %4202 = mul nsw i64 %4201, %14
  %4203 = add i64 %1273, %4202
  %4204 = icmp sgt i64 %4203, -1
  %4205 = icmp slt i64 %4203, %6
  %4206 = and i1 %4204, %4205
  %4207 = select i1 %4206, i64 %4203, i64 0
  %4208 = mul nsw i64 %4207, %7
  %4209 = getelementptr inbounds float, ptr %1257, i64 %4208
  br i1 %1070, label %4210, label %4213

4210:                                             ; preds = %4200
  %4211 = mul nuw nsw i64 %4201, %11
  %4212 = getelementptr inbounds nuw float, ptr %1259, i64 %4211
  br label %4216

4213:                                             ; preds = %4224, %4200
  %4214 = add nuw nsw i64 %4201, 1
  %4215 = icmp eq i64 %4214, %10
  br i1 %4215, label %4188, label %4200

4216:                                             ; preds = %4210, %4224
  %4217 = phi i64 [ 0, %4210 ], [ %4225, %4224 ]
  %4218 = getelementptr inbounds nuw float, ptr %4212, i64 %4217
  %4219 = load float, ptr %4218, align 4
  %4220 = insertelement <16 x float> poison, float %4219, i64 0
  %4221 = shufflevector <16 x float> %4220, <16 x float> poison, <16 x i32> zeroinitializer
  %4222 = mul nsw i64 %4217, %15
  %4223 = sub i64 %4222, %17
  br label %4227

4224:                                             ; preds = %4257
  %4225 = add nuw nsw i64 %4217, 1
  %4226 = icmp eq i64 %4225, %11
  br i1 %4226, label %4213, label %4216

4227:                                             ; preds = %4216, %4257
  %4228 = phi i64 [ 0, %4216 ], [ %4271, %4257 ]
  %4229 = shl nuw nsw i64 %4228, 4
  %4230 = or disjoint i64 %1279, %4229
  %4231 = sub nsw i64 %9, %4230
  %4232 = shl nuw nsw i64 %4230, 1
  %4233 = add i64 %4223, %4232
  %4234 = icmp slt i64 %4233, 0
  %4235 = sub nsw i64 0, %4233
  %4236 = select i1 %4234, i64 %4235, i64 0
  %4237 = sub nsw i64 %7, %4233
  %4238 = shl nsw i64 %4231, 1
  %4239 = add nsw i64 %4238, -1
  %4240 = tail call i64 @llvm.smin.i64(i64 %4237, i64 %4239)
  %4241 = tail call i64 @llvm.smin.i64(i64 %4240, i64 32)
  %4242 = icmp sgt i64 %4241, %4236
  %4243 = select i1 %4206, i1 %4242, i1 false
  %4244 = select i1 %4243, i64 %4236, i64 0
  %4245 = select i1 %4243, i64 %4241, i64 0
  %4246 = getelementptr inbounds float, ptr %4209, i64 %4233
  %4247 = icmp sgt i64 %4245, %4244
  br i1 %4247, label %4248, label %4257

4248:                                             ; preds = %4227
  %4249 = icmp sgt i64 %4245, 31
  %4250 = trunc i64 %4245 to i32
  %4251 = shl nsw i32 -1, %4250
  %4252 = xor i32 %4251, -1
  %4253 = select i1 %4249, i32 -1, i32 %4252
  %4254 = trunc i64 %4244 to i32
  %4255 = shl nsw i32 -1, %4254
  %4256 = and i32 %4253, %4255
  br label %4257

4257:                                             ; preds = %4248, %4227
  %4258 = phi i32 [ %4256, %4248 ], [ 0, %4227 ]
  %4259 = trunc i32 %4258 to i16
  %4260 = bitcast i16 %4259 to <16 x i1>
  %4261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4246, <16 x i1> %4260, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4262 = lshr i32 %4258, 16
  %4263 = trunc nuw i32 %4262 to i16
  %4264 = getelementptr inbounds nuw i8, ptr %4246, i64 64
  %4265 = bitcast i16 %4263 to <16 x i1>
  %4266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4264, <16 x i1> %4265, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4267 = shufflevector <16 x float> %4261, <16 x float> %4266, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4268 = getelementptr inbounds nuw <16 x float>, ptr %34, i64 %4228
  %4269 = load <16 x float>, ptr %4268, align 64
  %4270 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4267, <16 x float> %4221, <16 x float> %4269)
  store <16 x float> %4270, ptr %4268, align 64
  %4271 = add nuw nsw i64 %4228, 1
  %4272 = icmp eq i64 %4271, 8
  br i1 %4272, label %4224, label %4227

4273:                                             ; preds = %4190
  %4274 = load float, ptr %1260, align 4
  %4275 = insertelement <16 x float> poison, float %4274, i64 0
  %4276 = shufflevector <16 x float> %4275, <16 x float> poison, <16 x i32> zeroinitializer
  %4277 = fadd <16 x float> %4191, %4276
  br label %4278

4278:                                             ; preds = %4273, %4190
  %4279 = phi <16 x float> [ %4277, %4273 ], [ %4191, %4190 ]
  %4280 = select i1 %1274, ptr null, ptr %4193
  %4281 = bitcast i16 %4199 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4282
    i64 2, label %4285
    i64 3, label %4292
    i64 0, label %4337
  ]

4282:                                             ; preds = %4278
  %4283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4280, <16 x i1> %4281, <16 x float> zeroinitializer)
  %4284 = fadd <16 x float> %4279, %4283
  br label %4299

4285:                                             ; preds = %4278
  %4286 = bitcast <16 x float> %4279 to <8 x i64>
  %4287 = or <8 x i64> %4286, %1072
  %4288 = fcmp oeq <16 x float> %4279, %50
  %4289 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4279, i32 4)
  %4290 = bitcast <8 x i64> %4287 to <16 x float>
  %4291 = select <16 x i1> %4288, <16 x float> %4290, <16 x float> %4289
  br label %4299

4292:                                             ; preds = %4278
  %4293 = bitcast <16 x float> %4279 to <8 x i64>
  %4294 = and <8 x i64> %4293, %1071
  %4295 = fcmp oeq <16 x float> %4279, %47
  %4296 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4279, i32 4)
  %4297 = bitcast <8 x i64> %4294 to <16 x float>
  %4298 = select <16 x i1> %4295, <16 x float> %4297, <16 x float> %4296
  br label %4299

4299:                                             ; preds = %4292, %4285, %4282
  %4300 = phi <16 x float> [ %4284, %4282 ], [ %4291, %4285 ], [ %4298, %4292 ]
  switch i64 %1076, label %532 [
    i64 1, label %4315
    i64 2, label %4308
    i64 3, label %4301
    i64 0, label %4337
  ]

4301:                                             ; preds = %4299
  %4302 = bitcast <16 x float> %4300 to <8 x i64>
  %4303 = and <8 x i64> %4302, %1071
  %4304 = fcmp oeq <16 x float> %4300, %47
  %4305 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4300, i32 4)
  %4306 = bitcast <8 x i64> %4303 to <16 x float>
  %4307 = select <16 x i1> %4304, <16 x float> %4306, <16 x float> %4305
  br label %4318

4308:                                             ; preds = %4299
  %4309 = bitcast <16 x float> %4300 to <8 x i64>
  %4310 = or <8 x i64> %4309, %1072
  %4311 = fcmp oeq <16 x float> %4300, %50
  %4312 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4300, i32 4)
  %4313 = bitcast <8 x i64> %4310 to <16 x float>
  %4314 = select <16 x i1> %4311, <16 x float> %4313, <16 x float> %4312
  br label %4318

4315:                                             ; preds = %4299
  %4316 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4280, <16 x i1> %4281, <16 x float> zeroinitializer)
  %4317 = fadd <16 x float> %4300, %4316
  br label %4318

4318:                                             ; preds = %4315, %4308, %4301
  %4319 = phi <16 x float> [ %4317, %4315 ], [ %4314, %4308 ], [ %4307, %4301 ]
  switch i64 %1078, label %532 [
    i64 1, label %4334
    i64 2, label %4327
    i64 3, label %4320
    i64 0, label %4337
  ]

4320:                                             ; preds = %4318
  %4321 = bitcast <16 x float> %4319 to <8 x i64>
  %4322 = and <8 x i64> %4321, %1071
  %4323 = fcmp oeq <16 x float> %4319, %47
  %4324 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4319, i32 4)
  %4325 = bitcast <8 x i64> %4322 to <16 x float>
  %4326 = select <16 x i1> %4323, <16 x float> %4325, <16 x float> %4324
  br label %4337

4327:                                             ; preds = %4318
  %4328 = bitcast <16 x float> %4319 to <8 x i64>
  %4329 = or <8 x i64> %4328, %1072
  %4330 = fcmp oeq <16 x float> %4319, %50
  %4331 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4319, i32 4)
  %4332 = bitcast <8 x i64> %4329 to <16 x float>
  %4333 = select <16 x i1> %4330, <16 x float> %4332, <16 x float> %4331
  br label %4337

4334:                                             ; preds = %4318
  %4335 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4280, <16 x i1> %4281, <16 x float> zeroinitializer)
  %4336 = fadd <16 x float> %4319, %4335
  br label %4337

4337:                                             ; preds = %4320, %4327, %4334, %4318, %4299, %4278
  %4338 = phi <16 x float> [ %4319, %4318 ], [ %4279, %4278 ], [ %4300, %4299 ], [ %4336, %4334 ], [ %4333, %4327 ], [ %4326, %4320 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4338, ptr align 1 %4192, <16 x i1> %4281)
  %4339 = or disjoint i64 %1279, 16
  %4340 = sub nsw i64 %9, %4339
  %4341 = icmp sgt i64 %4340, 15
  %4342 = trunc i64 %4340 to i32
  %4343 = shl nsw i32 -1, %4342
  %4344 = trunc i32 %4343 to i16
  %4345 = xor i16 %4344, -1
  %4346 = select i1 %4341, i16 -1, i16 %4345
  %4347 = load <16 x float>, ptr %1079, align 64
  br i1 %1073, label %4353, label %4348

4348:                                             ; preds = %4337
  %4349 = load float, ptr %1260, align 4
  %4350 = insertelement <16 x float> poison, float %4349, i64 0
  %4351 = shufflevector <16 x float> %4350, <16 x float> poison, <16 x i32> zeroinitializer
  %4352 = fadd <16 x float> %4347, %4351
  br label %4353

4353:                                             ; preds = %4348, %4337
  %4354 = phi <16 x float> [ %4352, %4348 ], [ %4347, %4337 ]
  %4355 = getelementptr inbounds nuw i8, ptr %4192, i64 64
  %4356 = getelementptr inbounds nuw i8, ptr %4193, i64 64
  %4357 = select i1 %1274, ptr null, ptr %4356
  %4358 = bitcast i16 %4346 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4373
    i64 2, label %4366
    i64 3, label %4359
    i64 0, label %4414
  ]

4359:                                             ; preds = %4353
  %4360 = bitcast <16 x float> %4354 to <8 x i64>
  %4361 = and <8 x i64> %4360, %1071
  %4362 = fcmp oeq <16 x float> %4354, %47
  %4363 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4354, i32 4)
  %4364 = bitcast <8 x i64> %4361 to <16 x float>
  %4365 = select <16 x i1> %4362, <16 x float> %4364, <16 x float> %4363
  br label %4376

4366:                                             ; preds = %4353
  %4367 = bitcast <16 x float> %4354 to <8 x i64>
  %4368 = or <8 x i64> %4367, %1072
  %4369 = fcmp oeq <16 x float> %4354, %50
  %4370 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4354, i32 4)
  %4371 = bitcast <8 x i64> %4368 to <16 x float>
  %4372 = select <16 x i1> %4369, <16 x float> %4371, <16 x float> %4370
  br label %4376

4373:                                             ; preds = %4353
  %4374 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4357, <16 x i1> %4358, <16 x float> zeroinitializer)
  %4375 = fadd <16 x float> %4354, %4374
  br label %4376

4376:                                             ; preds = %4373, %4366, %4359
  %4377 = phi <16 x float> [ %4375, %4373 ], [ %4372, %4366 ], [ %4365, %4359 ]
  switch i64 %1081, label %532 [
    i64 1, label %4392
    i64 2, label %4385
    i64 3, label %4378
    i64 0, label %4414
  ]

4378:                                             ; preds = %4376
  %4379 = bitcast <16 x float> %4377 to <8 x i64>
  %4380 = and <8 x i64> %4379, %1071
  %4381 = fcmp oeq <16 x float> %4377, %47
  %4382 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4377, i32 4)
  %4383 = bitcast <8 x i64> %4380 to <16 x float>
  %4384 = select <16 x i1> %4381, <16 x float> %4383, <16 x float> %4382
  br label %4395

4385:                                             ; preds = %4376
  %4386 = bitcast <16 x float> %4377 to <8 x i64>
  %4387 = or <8 x i64> %4386, %1072
  %4388 = fcmp oeq <16 x float> %4377, %50
  %4389 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4377, i32 4)
  %4390 = bitcast <8 x i64> %4387 to <16 x float>
  %4391 = select <16 x i1> %4388, <16 x float> %4390, <16 x float> %4389
  br label %4395

4392:                                             ; preds = %4376
  %4393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4357, <16 x i1> %4358, <16 x float> zeroinitializer)
  %4394 = fadd <16 x float> %4377, %4393
  br label %4395

4395:                                             ; preds = %4392, %4385, %4378
  %4396 = phi <16 x float> [ %4394, %4392 ], [ %4391, %4385 ], [ %4384, %4378 ]
  switch i64 %1083, label %532 [
    i64 1, label %4411
    i64 2, label %4404
    i64 3, label %4397
    i64 0, label %4414
  ]

4397:                                             ; preds = %4395
  %4398 = bitcast <16 x float> %4396 to <8 x i64>
  %4399 = and <8 x i64> %4398, %1071
  %4400 = fcmp oeq <16 x float> %4396, %47
  %4401 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4396, i32 4)
  %4402 = bitcast <8 x i64> %4399 to <16 x float>
  %4403 = select <16 x i1> %4400, <16 x float> %4402, <16 x float> %4401
  br label %4414

4404:                                             ; preds = %4395
  %4405 = bitcast <16 x float> %4396 to <8 x i64>
  %4406 = or <8 x i64> %4405, %1072
  %4407 = fcmp oeq <16 x float> %4396, %50
  %4408 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4396, i32 4)
  %4409 = bitcast <8 x i64> %4406 to <16 x float>
  %4410 = select <16 x i1> %4407, <16 x float> %4409, <16 x float> %4408
  br label %4414

4411:                                             ; preds = %4395
  %4412 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4357, <16 x i1> %4358, <16 x float> zeroinitializer)
  %4413 = fadd <16 x float> %4396, %4412
  br label %4414

4414:                                             ; preds = %4397, %4404, %4411, %4395, %4376, %4353
  %4415 = phi <16 x float> [ %4396, %4395 ], [ %4354, %4353 ], [ %4377, %4376 ], [ %4413, %4411 ], [ %4410, %4404 ], [ %4403, %4397 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4415, ptr nonnull align 1 %4355, <16 x i1> %4358)
  %4416 = or disjoint i64 %1279, 32
  %4417 = sub nsw i64 %9, %4416
  %4418 = icmp sgt i64 %4417, 15
  %4419 = trunc i64 %4417 to i32
  %4420 = shl nsw i32 -1, %4419
  %4421 = trunc i32 %4420 to i16
  %4422 = xor i16 %4421, -1
  %4423 = select i1 %4418, i16 -1, i16 %4422
  %4424 = load <16 x float>, ptr %1084, align 64
  br i1 %1073, label %4430, label %4425

4425:                                             ; preds = %4414
  %4426 = load float, ptr %1260, align 4
  %4427 = insertelement <16 x float> poison, float %4426, i64 0
  %4428 = shufflevector <16 x float> %4427, <16 x float> poison, <16 x i32> zeroinitializer
  %4429 = fadd <16 x float> %4424, %4428
  br label %4430

4430:                                             ; preds = %4425, %4414
  %4431 = phi <16 x float> [ %4429, %4425 ], [ %4424, %4414 ]
  %4432 = getelementptr inbounds nuw i8, ptr %4192, i64 128
  %4433 = getelementptr inbounds nuw i8, ptr %4193, i64 128
  %4434 = select i1 %1274, ptr null, ptr %4433
  %4435 = bitcast i16 %4423 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4450
    i64 2, label %4443
    i64 3, label %4436
    i64 0, label %4491
  ]

4436:                                             ; preds = %4430
  %4437 = bitcast <16 x float> %4431 to <8 x i64>
  %4438 = and <8 x i64> %4437, %1071
  %4439 = fcmp oeq <16 x float> %4431, %47
  %4440 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4431, i32 4)
  %4441 = bitcast <8 x i64> %4438 to <16 x float>
  %4442 = select <16 x i1> %4439, <16 x float> %4441, <16 x float> %4440
  br label %4453

4443:                                             ; preds = %4430
  %4444 = bitcast <16 x float> %4431 to <8 x i64>
  %4445 = or <8 x i64> %4444, %1072
  %4446 = fcmp oeq <16 x float> %4431, %50
  %4447 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4431, i32 4)
  %4448 = bitcast <8 x i64> %4445 to <16 x float>
  %4449 = select <16 x i1> %4446, <16 x float> %4448, <16 x float> %4447
  br label %4453

4450:                                             ; preds = %4430
  %4451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4434, <16 x i1> %4435, <16 x float> zeroinitializer)
  %4452 = fadd <16 x float> %4431, %4451
  br label %4453

4453:                                             ; preds = %4450, %4443, %4436
  %4454 = phi <16 x float> [ %4452, %4450 ], [ %4449, %4443 ], [ %4442, %4436 ]
  switch i64 %1086, label %532 [
    i64 1, label %4469
    i64 2, label %4462
    i64 3, label %4455
    i64 0, label %4491
  ]

4455:                                             ; preds = %4453
  %4456 = bitcast <16 x float> %4454 to <8 x i64>
  %4457 = and <8 x i64> %4456, %1071
  %4458 = fcmp oeq <16 x float> %4454, %47
  %4459 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4454, i32 4)
  %4460 = bitcast <8 x i64> %4457 to <16 x float>
  %4461 = select <16 x i1> %4458, <16 x float> %4460, <16 x float> %4459
  br label %4472

4462:                                             ; preds = %4453
  %4463 = bitcast <16 x float> %4454 to <8 x i64>
  %4464 = or <8 x i64> %4463, %1072
  %4465 = fcmp oeq <16 x float> %4454, %50
  %4466 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4454, i32 4)
  %4467 = bitcast <8 x i64> %4464 to <16 x float>
  %4468 = select <16 x i1> %4465, <16 x float> %4467, <16 x float> %4466
  br label %4472

4469:                                             ; preds = %4453
  %4470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4434, <16 x i1> %4435, <16 x float> zeroinitializer)
  %4471 = fadd <16 x float> %4454, %4470
  br label %4472

4472:                                             ; preds = %4469, %4462, %4455
  %4473 = phi <16 x float> [ %4471, %4469 ], [ %4468, %4462 ], [ %4461, %4455 ]
  switch i64 %1088, label %532 [
    i64 1, label %4488
    i64 2, label %4481
    i64 3, label %4474
    i64 0, label %4491
  ]

4474:                                             ; preds = %4472
  %4475 = bitcast <16 x float> %4473 to <8 x i64>
  %4476 = and <8 x i64> %4475, %1071
  %4477 = fcmp oeq <16 x float> %4473, %47
  %4478 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4473, i32 4)
  %4479 = bitcast <8 x i64> %4476 to <16 x float>
  %4480 = select <16 x i1> %4477, <16 x float> %4479, <16 x float> %4478
  br label %4491

4481:                                             ; preds = %4472
  %4482 = bitcast <16 x float> %4473 to <8 x i64>
  %4483 = or <8 x i64> %4482, %1072
  %4484 = fcmp oeq <16 x float> %4473, %50
  %4485 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4473, i32 4)
  %4486 = bitcast <8 x i64> %4483 to <16 x float>
  %4487 = select <16 x i1> %4484, <16 x float> %4486, <16 x float> %4485
  br label %4491

4488:                                             ; preds = %4472
  %4489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4434, <16 x i1> %4435, <16 x float> zeroinitializer)
  %4490 = fadd <16 x float> %4473, %4489
  br label %4491

4491:                                             ; preds = %4474, %4481, %4488, %4472, %4453, %4430
  %4492 = phi <16 x float> [ %4473, %4472 ], [ %4431, %4430 ], [ %4454, %4453 ], [ %4490, %4488 ], [ %4487, %4481 ], [ %4480, %4474 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4492, ptr nonnull align 1 %4432, <16 x i1> %4435)
  %4493 = or disjoint i64 %1279, 48
  %4494 = sub nsw i64 %9, %4493
  %4495 = icmp sgt i64 %4494, 15
  %4496 = trunc i64 %4494 to i32
  %4497 = shl nsw i32 -1, %4496
  %4498 = trunc i32 %4497 to i16
  %4499 = xor i16 %4498, -1
  %4500 = select i1 %4495, i16 -1, i16 %4499
  %4501 = load <16 x float>, ptr %1089, align 64
  br i1 %1073, label %4507, label %4502

4502:                                             ; preds = %4491
  %4503 = load float, ptr %1260, align 4
  %4504 = insertelement <16 x float> poison, float %4503, i64 0
  %4505 = shufflevector <16 x float> %4504, <16 x float> poison, <16 x i32> zeroinitializer
  %4506 = fadd <16 x float> %4501, %4505
  br label %4507

4507:                                             ; preds = %4502, %4491
  %4508 = phi <16 x float> [ %4506, %4502 ], [ %4501, %4491 ]
  %4509 = getelementptr inbounds nuw i8, ptr %4192, i64 192
  %4510 = getelementptr inbounds nuw i8, ptr %4193, i64 192
  %4511 = select i1 %1274, ptr null, ptr %4510
  %4512 = bitcast i16 %4500 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4527
    i64 2, label %4520
    i64 3, label %4513
    i64 0, label %4568
  ]

4513:                                             ; preds = %4507
  %4514 = bitcast <16 x float> %4508 to <8 x i64>
  %4515 = and <8 x i64> %4514, %1071
  %4516 = fcmp oeq <16 x float> %4508, %47
  %4517 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4508, i32 4)
  %4518 = bitcast <8 x i64> %4515 to <16 x float>
  %4519 = select <16 x i1> %4516, <16 x float> %4518, <16 x float> %4517
  br label %4530

4520:                                             ; preds = %4507
  %4521 = bitcast <16 x float> %4508 to <8 x i64>
  %4522 = or <8 x i64> %4521, %1072
  %4523 = fcmp oeq <16 x float> %4508, %50
  %4524 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4508, i32 4)
  %4525 = bitcast <8 x i64> %4522 to <16 x float>
  %4526 = select <16 x i1> %4523, <16 x float> %4525, <16 x float> %4524
  br label %4530

4527:                                             ; preds = %4507
  %4528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4511, <16 x i1> %4512, <16 x float> zeroinitializer)
  %4529 = fadd <16 x float> %4508, %4528
  br label %4530

4530:                                             ; preds = %4527, %4520, %4513
  %4531 = phi <16 x float> [ %4529, %4527 ], [ %4526, %4520 ], [ %4519, %4513 ]
  switch i64 %1091, label %532 [
    i64 1, label %4546
    i64 2, label %4539
    i64 3, label %4532
    i64 0, label %4568
  ]

4532:                                             ; preds = %4530
  %4533 = bitcast <16 x float> %4531 to <8 x i64>
  %4534 = and <8 x i64> %4533, %1071
  %4535 = fcmp oeq <16 x float> %4531, %47
  %4536 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4531, i32 4)
  %4537 = bitcast <8 x i64> %4534 to <16 x float>
  %4538 = select <16 x i1> %4535, <16 x float> %4537, <16 x float> %4536
  br label %4549

4539:                                             ; preds = %4530
  %4540 = bitcast <16 x float> %4531 to <8 x i64>
  %4541 = or <8 x i64> %4540, %1072
  %4542 = fcmp oeq <16 x float> %4531, %50
  %4543 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4531, i32 4)
  %4544 = bitcast <8 x i64> %4541 to <16 x float>
  %4545 = select <16 x i1> %4542, <16 x float> %4544, <16 x float> %4543
  br label %4549

4546:                                             ; preds = %4530
  %4547 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4511, <16 x i1> %4512, <16 x float> zeroinitializer)
  %4548 = fadd <16 x float> %4531, %4547
  br label %4549

4549:                                             ; preds = %4546, %4539, %4532
  %4550 = phi <16 x float> [ %4548, %4546 ], [ %4545, %4539 ], [ %4538, %4532 ]
  switch i64 %1093, label %532 [
    i64 1, label %4565
    i64 2, label %4558
    i64 3, label %4551
    i64 0, label %4568
  ]

4551:                                             ; preds = %4549
  %4552 = bitcast <16 x float> %4550 to <8 x i64>
  %4553 = and <8 x i64> %4552, %1071
  %4554 = fcmp oeq <16 x float> %4550, %47
  %4555 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4550, i32 4)
  %4556 = bitcast <8 x i64> %4553 to <16 x float>
  %4557 = select <16 x i1> %4554, <16 x float> %4556, <16 x float> %4555
  br label %4568

4558:                                             ; preds = %4549
  %4559 = bitcast <16 x float> %4550 to <8 x i64>
  %4560 = or <8 x i64> %4559, %1072
  %4561 = fcmp oeq <16 x float> %4550, %50
  %4562 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4550, i32 4)
  %4563 = bitcast <8 x i64> %4560 to <16 x float>
  %4564 = select <16 x i1> %4561, <16 x float> %4563, <16 x float> %4562
  br label %4568

4565:                                             ; preds = %4549
  %4566 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4511, <16 x i1> %4512, <16 x float> zeroinitializer)
  %4567 = fadd <16 x float> %4550, %4566
  br label %4568

4568:                                             ; preds = %4551, %4558, %4565, %4549, %4530, %4507
  %4569 = phi <16 x float> [ %4550, %4549 ], [ %4508, %4507 ], [ %4531, %4530 ], [ %4567, %4565 ], [ %4564, %4558 ], [ %4557, %4551 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4569, ptr nonnull align 1 %4509, <16 x i1> %4512)
  %4570 = or disjoint i64 %1279, 64
  %4571 = sub nsw i64 %9, %4570
  %4572 = icmp sgt i64 %4571, 15
  %4573 = trunc i64 %4571 to i32
  %4574 = shl nsw i32 -1, %4573
  %4575 = trunc i32 %4574 to i16
  %4576 = xor i16 %4575, -1
  %4577 = select i1 %4572, i16 -1, i16 %4576
  %4578 = load <16 x float>, ptr %1094, align 64
  br i1 %1073, label %4584, label %4579

4579:                                             ; preds = %4568
  %4580 = load float, ptr %1260, align 4
  %4581 = insertelement <16 x float> poison, float %4580, i64 0
  %4582 = shufflevector <16 x float> %4581, <16 x float> poison, <16 x i32> zeroinitializer
  %4583 = fadd <16 x float> %4578, %4582
  br label %4584

4584:                                             ; preds = %4579, %4568
  %4585 = phi <16 x float> [ %4583, %4579 ], [ %4578, %4568 ]
  %4586 = getelementptr inbounds nuw i8, ptr %4192, i64 256
  %4587 = getelementptr inbounds nuw i8, ptr %4193, i64 256
  %4588 = select i1 %1274, ptr null, ptr %4587
  %4589 = bitcast i16 %4577 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4604
    i64 2, label %4597
    i64 3, label %4590
    i64 0, label %4645
  ]

4590:                                             ; preds = %4584
  %4591 = bitcast <16 x float> %4585 to <8 x i64>
  %4592 = and <8 x i64> %4591, %1071
  %4593 = fcmp oeq <16 x float> %4585, %47
  %4594 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4585, i32 4)
  %4595 = bitcast <8 x i64> %4592 to <16 x float>
  %4596 = select <16 x i1> %4593, <16 x float> %4595, <16 x float> %4594
  br label %4607

4597:                                             ; preds = %4584
  %4598 = bitcast <16 x float> %4585 to <8 x i64>
  %4599 = or <8 x i64> %4598, %1072
  %4600 = fcmp oeq <16 x float> %4585, %50
  %4601 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4585, i32 4)
  %4602 = bitcast <8 x i64> %4599 to <16 x float>
  %4603 = select <16 x i1> %4600, <16 x float> %4602, <16 x float> %4601
  br label %4607

4604:                                             ; preds = %4584
  %4605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4588, <16 x i1> %4589, <16 x float> zeroinitializer)
  %4606 = fadd <16 x float> %4585, %4605
  br label %4607

4607:                                             ; preds = %4604, %4597, %4590
  %4608 = phi <16 x float> [ %4606, %4604 ], [ %4603, %4597 ], [ %4596, %4590 ]
  switch i64 %1096, label %532 [
    i64 1, label %4623
    i64 2, label %4616
    i64 3, label %4609
    i64 0, label %4645
  ]

4609:                                             ; preds = %4607
  %4610 = bitcast <16 x float> %4608 to <8 x i64>
  %4611 = and <8 x i64> %4610, %1071
  %4612 = fcmp oeq <16 x float> %4608, %47
  %4613 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4608, i32 4)
  %4614 = bitcast <8 x i64> %4611 to <16 x float>
  %4615 = select <16 x i1> %4612, <16 x float> %4614, <16 x float> %4613
  br label %4626

4616:                                             ; preds = %4607
  %4617 = bitcast <16 x float> %4608 to <8 x i64>
  %4618 = or <8 x i64> %4617, %1072
  %4619 = fcmp oeq <16 x float> %4608, %50
  %4620 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4608, i32 4)
  %4621 = bitcast <8 x i64> %4618 to <16 x float>
  %4622 = select <16 x i1> %4619, <16 x float> %4621, <16 x float> %4620
  br label %4626

4623:                                             ; preds = %4607
  %4624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4588, <16 x i1> %4589, <16 x float> zeroinitializer)
  %4625 = fadd <16 x float> %4608, %4624
  br label %4626

4626:                                             ; preds = %4623, %4616, %4609
  %4627 = phi <16 x float> [ %4625, %4623 ], [ %4622, %4616 ], [ %4615, %4609 ]
  switch i64 %1098, label %532 [
    i64 1, label %4642
    i64 2, label %4635
    i64 3, label %4628
    i64 0, label %4645
  ]

4628:                                             ; preds = %4626
  %4629 = bitcast <16 x float> %4627 to <8 x i64>
  %4630 = and <8 x i64> %4629, %1071
  %4631 = fcmp oeq <16 x float> %4627, %47
  %4632 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4627, i32 4)
  %4633 = bitcast <8 x i64> %4630 to <16 x float>
  %4634 = select <16 x i1> %4631, <16 x float> %4633, <16 x float> %4632
  br label %4645

4635:                                             ; preds = %4626
  %4636 = bitcast <16 x float> %4627 to <8 x i64>
  %4637 = or <8 x i64> %4636, %1072
  %4638 = fcmp oeq <16 x float> %4627, %50
  %4639 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4627, i32 4)
  %4640 = bitcast <8 x i64> %4637 to <16 x float>
  %4641 = select <16 x i1> %4638, <16 x float> %4640, <16 x float> %4639
  br label %4645

4642:                                             ; preds = %4626
  %4643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4588, <16 x i1> %4589, <16 x float> zeroinitializer)
  %4644 = fadd <16 x float> %4627, %4643
  br label %4645

4645:                                             ; preds = %4628, %4635, %4642, %4626, %4607, %4584
  %4646 = phi <16 x float> [ %4627, %4626 ], [ %4585, %4584 ], [ %4608, %4607 ], [ %4644, %4642 ], [ %4641, %4635 ], [ %4634, %4628 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4646, ptr nonnull align 1 %4586, <16 x i1> %4589)
  %4647 = or disjoint i64 %1279, 80
  %4648 = sub nsw i64 %9, %4647
  %4649 = icmp sgt i64 %4648, 15
  %4650 = trunc i64 %4648 to i32
  %4651 = shl nsw i32 -1, %4650
  %4652 = trunc i32 %4651 to i16
  %4653 = xor i16 %4652, -1
  %4654 = select i1 %4649, i16 -1, i16 %4653
  %4655 = load <16 x float>, ptr %1099, align 64
  br i1 %1073, label %4661, label %4656

4656:                                             ; preds = %4645
  %4657 = load float, ptr %1260, align 4
  %4658 = insertelement <16 x float> poison, float %4657, i64 0
  %4659 = shufflevector <16 x float> %4658, <16 x float> poison, <16 x i32> zeroinitializer
  %4660 = fadd <16 x float> %4655, %4659
  br label %4661

4661:                                             ; preds = %4656, %4645
  %4662 = phi <16 x float> [ %4660, %4656 ], [ %4655, %4645 ]
  %4663 = getelementptr inbounds nuw i8, ptr %4192, i64 320
  %4664 = getelementptr inbounds nuw i8, ptr %4193, i64 320
  %4665 = select i1 %1274, ptr null, ptr %4664
  %4666 = bitcast i16 %4654 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4681
    i64 2, label %4674
    i64 3, label %4667
    i64 0, label %4722
  ]

4667:                                             ; preds = %4661
  %4668 = bitcast <16 x float> %4662 to <8 x i64>
  %4669 = and <8 x i64> %4668, %1071
  %4670 = fcmp oeq <16 x float> %4662, %47
  %4671 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4662, i32 4)
  %4672 = bitcast <8 x i64> %4669 to <16 x float>
  %4673 = select <16 x i1> %4670, <16 x float> %4672, <16 x float> %4671
  br label %4684

4674:                                             ; preds = %4661
  %4675 = bitcast <16 x float> %4662 to <8 x i64>
  %4676 = or <8 x i64> %4675, %1072
  %4677 = fcmp oeq <16 x float> %4662, %50
  %4678 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4662, i32 4)
  %4679 = bitcast <8 x i64> %4676 to <16 x float>
  %4680 = select <16 x i1> %4677, <16 x float> %4679, <16 x float> %4678
  br label %4684

4681:                                             ; preds = %4661
  %4682 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4666, <16 x float> zeroinitializer)
  %4683 = fadd <16 x float> %4662, %4682
  br label %4684

4684:                                             ; preds = %4681, %4674, %4667
  %4685 = phi <16 x float> [ %4683, %4681 ], [ %4680, %4674 ], [ %4673, %4667 ]
  switch i64 %1101, label %532 [
    i64 1, label %4700
    i64 2, label %4693
    i64 3, label %4686
    i64 0, label %4722
  ]

4686:                                             ; preds = %4684
  %4687 = bitcast <16 x float> %4685 to <8 x i64>
  %4688 = and <8 x i64> %4687, %1071
  %4689 = fcmp oeq <16 x float> %4685, %47
  %4690 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4685, i32 4)
  %4691 = bitcast <8 x i64> %4688 to <16 x float>
  %4692 = select <16 x i1> %4689, <16 x float> %4691, <16 x float> %4690
  br label %4703

4693:                                             ; preds = %4684
  %4694 = bitcast <16 x float> %4685 to <8 x i64>
  %4695 = or <8 x i64> %4694, %1072
  %4696 = fcmp oeq <16 x float> %4685, %50
  %4697 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4685, i32 4)
  %4698 = bitcast <8 x i64> %4695 to <16 x float>
  %4699 = select <16 x i1> %4696, <16 x float> %4698, <16 x float> %4697
  br label %4703

4700:                                             ; preds = %4684
  %4701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4666, <16 x float> zeroinitializer)
  %4702 = fadd <16 x float> %4685, %4701
  br label %4703

4703:                                             ; preds = %4700, %4693, %4686
  %4704 = phi <16 x float> [ %4702, %4700 ], [ %4699, %4693 ], [ %4692, %4686 ]
  switch i64 %1103, label %532 [
    i64 1, label %4719
    i64 2, label %4712
    i64 3, label %4705
    i64 0, label %4722
  ]

4705:                                             ; preds = %4703
  %4706 = bitcast <16 x float> %4704 to <8 x i64>
  %4707 = and <8 x i64> %4706, %1071
  %4708 = fcmp oeq <16 x float> %4704, %47
  %4709 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4704, i32 4)
  %4710 = bitcast <8 x i64> %4707 to <16 x float>
  %4711 = select <16 x i1> %4708, <16 x float> %4710, <16 x float> %4709
  br label %4722

4712:                                             ; preds = %4703
  %4713 = bitcast <16 x float> %4704 to <8 x i64>
  %4714 = or <8 x i64> %4713, %1072
  %4715 = fcmp oeq <16 x float> %4704, %50
  %4716 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4704, i32 4)
  %4717 = bitcast <8 x i64> %4714 to <16 x float>
  %4718 = select <16 x i1> %4715, <16 x float> %4717, <16 x float> %4716
  br label %4722

4719:                                             ; preds = %4703
  %4720 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4666, <16 x float> zeroinitializer)
  %4721 = fadd <16 x float> %4704, %4720
  br label %4722

4722:                                             ; preds = %4705, %4712, %4719, %4703, %4684, %4661
  %4723 = phi <16 x float> [ %4704, %4703 ], [ %4662, %4661 ], [ %4685, %4684 ], [ %4721, %4719 ], [ %4718, %4712 ], [ %4711, %4705 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4723, ptr nonnull align 1 %4663, <16 x i1> %4666)
  %4724 = or disjoint i64 %1279, 96
  %4725 = sub nsw i64 %9, %4724
  %4726 = icmp sgt i64 %4725, 15
  %4727 = trunc i64 %4725 to i32
  %4728 = shl nsw i32 -1, %4727
  %4729 = trunc i32 %4728 to i16
  %4730 = xor i16 %4729, -1
  %4731 = select i1 %4726, i16 -1, i16 %4730
  %4732 = load <16 x float>, ptr %1104, align 64
  br i1 %1073, label %4738, label %4733

4733:                                             ; preds = %4722
  %4734 = load float, ptr %1260, align 4
  %4735 = insertelement <16 x float> poison, float %4734, i64 0
  %4736 = shufflevector <16 x float> %4735, <16 x float> poison, <16 x i32> zeroinitializer
  %4737 = fadd <16 x float> %4732, %4736
  br label %4738

4738:                                             ; preds = %4733, %4722
  %4739 = phi <16 x float> [ %4737, %4733 ], [ %4732, %4722 ]
  %4740 = getelementptr inbounds nuw i8, ptr %4192, i64 384
  %4741 = getelementptr inbounds nuw i8, ptr %4193, i64 384
  %4742 = select i1 %1274, ptr null, ptr %4741
  %4743 = bitcast i16 %4731 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4758
    i64 2, label %4751
    i64 3, label %4744
    i64 0, label %4799
  ]

4744:                                             ; preds = %4738
  %4745 = bitcast <16 x float> %4739 to <8 x i64>
  %4746 = and <8 x i64> %4745, %1071
  %4747 = fcmp oeq <16 x float> %4739, %47
  %4748 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4739, i32 4)
  %4749 = bitcast <8 x i64> %4746 to <16 x float>
  %4750 = select <16 x i1> %4747, <16 x float> %4749, <16 x float> %4748
  br label %4761

4751:                                             ; preds = %4738
  %4752 = bitcast <16 x float> %4739 to <8 x i64>
  %4753 = or <8 x i64> %4752, %1072
  %4754 = fcmp oeq <16 x float> %4739, %50
  %4755 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4739, i32 4)
  %4756 = bitcast <8 x i64> %4753 to <16 x float>
  %4757 = select <16 x i1> %4754, <16 x float> %4756, <16 x float> %4755
  br label %4761

4758:                                             ; preds = %4738
  %4759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4742, <16 x i1> %4743, <16 x float> zeroinitializer)
  %4760 = fadd <16 x float> %4739, %4759
  br label %4761

4761:                                             ; preds = %4758, %4751, %4744
  %4762 = phi <16 x float> [ %4760, %4758 ], [ %4757, %4751 ], [ %4750, %4744 ]
  switch i64 %1106, label %532 [
    i64 1, label %4777
    i64 2, label %4770
    i64 3, label %4763
    i64 0, label %4799
  ]

4763:                                             ; preds = %4761
  %4764 = bitcast <16 x float> %4762 to <8 x i64>
  %4765 = and <8 x i64> %4764, %1071
  %4766 = fcmp oeq <16 x float> %4762, %47
  %4767 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4762, i32 4)
  %4768 = bitcast <8 x i64> %4765 to <16 x float>
  %4769 = select <16 x i1> %4766, <16 x float> %4768, <16 x float> %4767
  br label %4780

4770:                                             ; preds = %4761
  %4771 = bitcast <16 x float> %4762 to <8 x i64>
  %4772 = or <8 x i64> %4771, %1072
  %4773 = fcmp oeq <16 x float> %4762, %50
  %4774 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4762, i32 4)
  %4775 = bitcast <8 x i64> %4772 to <16 x float>
  %4776 = select <16 x i1> %4773, <16 x float> %4775, <16 x float> %4774
  br label %4780

4777:                                             ; preds = %4761
  %4778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4742, <16 x i1> %4743, <16 x float> zeroinitializer)
  %4779 = fadd <16 x float> %4762, %4778
  br label %4780

4780:                                             ; preds = %4777, %4770, %4763
  %4781 = phi <16 x float> [ %4779, %4777 ], [ %4776, %4770 ], [ %4769, %4763 ]
  switch i64 %1108, label %532 [
    i64 1, label %4796
    i64 2, label %4789
    i64 3, label %4782
    i64 0, label %4799
  ]

4782:                                             ; preds = %4780
  %4783 = bitcast <16 x float> %4781 to <8 x i64>
  %4784 = and <8 x i64> %4783, %1071
  %4785 = fcmp oeq <16 x float> %4781, %47
  %4786 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4781, i32 4)
  %4787 = bitcast <8 x i64> %4784 to <16 x float>
  %4788 = select <16 x i1> %4785, <16 x float> %4787, <16 x float> %4786
  br label %4799

4789:                                             ; preds = %4780
  %4790 = bitcast <16 x float> %4781 to <8 x i64>
  %4791 = or <8 x i64> %4790, %1072
  %4792 = fcmp oeq <16 x float> %4781, %50
  %4793 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4781, i32 4)
  %4794 = bitcast <8 x i64> %4791 to <16 x float>
  %4795 = select <16 x i1> %4792, <16 x float> %4794, <16 x float> %4793
  br label %4799

4796:                                             ; preds = %4780
  %4797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4742, <16 x i1> %4743, <16 x float> zeroinitializer)
  %4798 = fadd <16 x float> %4781, %4797
  br label %4799

4799:                                             ; preds = %4782, %4789, %4796, %4780, %4761, %4738
  %4800 = phi <16 x float> [ %4781, %4780 ], [ %4739, %4738 ], [ %4762, %4761 ], [ %4798, %4796 ], [ %4795, %4789 ], [ %4788, %4782 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4800, ptr nonnull align 1 %4740, <16 x i1> %4743)
  %4801 = or disjoint i64 %1279, 112
  %4802 = sub nsw i64 %9, %4801
  %4803 = icmp sgt i64 %4802, 15
  %4804 = trunc i64 %4802 to i32
  %4805 = shl nsw i32 -1, %4804
  %4806 = trunc i32 %4805 to i16
  %4807 = xor i16 %4806, -1
  %4808 = select i1 %4803, i16 -1, i16 %4807
  %4809 = load <16 x float>, ptr %1109, align 64
  br i1 %1073, label %4815, label %4810

4810:                                             ; preds = %4799
  %4811 = load float, ptr %1260, align 4
  %4812 = insertelement <16 x float> poison, float %4811, i64 0
  %4813 = shufflevector <16 x float> %4812, <16 x float> poison, <16 x i32> zeroinitializer
  %4814 = fadd <16 x float> %4809, %4813
  br label %4815

4815:                                             ; preds = %4810, %4799
  %4816 = phi <16 x float> [ %4814, %4810 ], [ %4809, %4799 ]
  %4817 = getelementptr inbounds nuw i8, ptr %4192, i64 448
  %4818 = getelementptr inbounds nuw i8, ptr %4193, i64 448
  %4819 = select i1 %1274, ptr null, ptr %4818
  %4820 = bitcast i16 %4808 to <16 x i1>
  switch i64 %1074, label %532 [
    i64 1, label %4835
    i64 2, label %4828
    i64 3, label %4821
    i64 0, label %4876
  ]

4821:                                             ; preds = %4815
  %4822 = bitcast <16 x float> %4816 to <8 x i64>
  %4823 = and <8 x i64> %4822, %1071
  %4824 = fcmp oeq <16 x float> %4816, %47
  %4825 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4816, i32 4)
  %4826 = bitcast <8 x i64> %4823 to <16 x float>
  %4827 = select <16 x i1> %4824, <16 x float> %4826, <16 x float> %4825
  br label %4838

4828:                                             ; preds = %4815
  %4829 = bitcast <16 x float> %4816 to <8 x i64>
  %4830 = or <8 x i64> %4829, %1072
  %4831 = fcmp oeq <16 x float> %4816, %50
  %4832 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4816, i32 4)
  %4833 = bitcast <8 x i64> %4830 to <16 x float>
  %4834 = select <16 x i1> %4831, <16 x float> %4833, <16 x float> %4832
  br label %4838

4835:                                             ; preds = %4815
  %4836 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4819, <16 x i1> %4820, <16 x float> zeroinitializer)
  %4837 = fadd <16 x float> %4816, %4836
  br label %4838

4838:                                             ; preds = %4835, %4828, %4821
  %4839 = phi <16 x float> [ %4837, %4835 ], [ %4834, %4828 ], [ %4827, %4821 ]
  switch i64 %1111, label %532 [
    i64 1, label %4854
    i64 2, label %4847
    i64 3, label %4840
    i64 0, label %4876
  ]

4840:                                             ; preds = %4838
  %4841 = bitcast <16 x float> %4839 to <8 x i64>
  %4842 = and <8 x i64> %4841, %1071
  %4843 = fcmp oeq <16 x float> %4839, %47
  %4844 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4839, i32 4)
  %4845 = bitcast <8 x i64> %4842 to <16 x float>
  %4846 = select <16 x i1> %4843, <16 x float> %4845, <16 x float> %4844
  br label %4857

4847:                                             ; preds = %4838
  %4848 = bitcast <16 x float> %4839 to <8 x i64>
  %4849 = or <8 x i64> %4848, %1072
  %4850 = fcmp oeq <16 x float> %4839, %50
  %4851 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4839, i32 4)
  %4852 = bitcast <8 x i64> %4849 to <16 x float>
  %4853 = select <16 x i1> %4850, <16 x float> %4852, <16 x float> %4851
  br label %4857

4854:                                             ; preds = %4838
  %4855 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4819, <16 x i1> %4820, <16 x float> zeroinitializer)
  %4856 = fadd <16 x float> %4839, %4855
  br label %4857

4857:                                             ; preds = %4854, %4847, %4840
  %4858 = phi <16 x float> [ %4856, %4854 ], [ %4853, %4847 ], [ %4846, %4840 ]
  switch i64 %1113, label %532 [
    i64 1, label %4873
    i64 2, label %4866
    i64 3, label %4859
    i64 0, label %4876
  ]

4859:                                             ; preds = %4857
  %4860 = bitcast <16 x float> %4858 to <8 x i64>
  %4861 = and <8 x i64> %4860, %1071
  %4862 = fcmp oeq <16 x float> %4858, %47
  %4863 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %4858, i32 4)
  %4864 = bitcast <8 x i64> %4861 to <16 x float>
  %4865 = select <16 x i1> %4862, <16 x float> %4864, <16 x float> %4863
  br label %4876

4866:                                             ; preds = %4857
  %4867 = bitcast <16 x float> %4858 to <8 x i64>
  %4868 = or <8 x i64> %4867, %1072
  %4869 = fcmp oeq <16 x float> %4858, %50
  %4870 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %4858, i32 4)
  %4871 = bitcast <8 x i64> %4868 to <16 x float>
  %4872 = select <16 x i1> %4869, <16 x float> %4871, <16 x float> %4870
  br label %4876

4873:                                             ; preds = %4857
  %4874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4819, <16 x i1> %4820, <16 x float> zeroinitializer)
  %4875 = fadd <16 x float> %4858, %4874
  br label %4876

4876:                                             ; preds = %4859, %4866, %4873, %4857, %4838, %4815
  %4877 = phi <16 x float> [ %4858, %4857 ], [ %4816, %4815 ], [ %4839, %4838 ], [ %4875, %4873 ], [ %4872, %4866 ], [ %4865, %4859 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4877, ptr nonnull align 1 %4817, <16 x i1> %4820)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %4878

4878:                                             ; preds = %1278, %4876, %4185, %3571, %3034, %2574, %2073, %1691, %1428
  %4879 = add nuw nsw i64 %1279, 128
  %4880 = icmp slt i64 %4879, %9
  br i1 %4880, label %1278, label %1275

4881:                                             ; preds = %1059
  %4882 = add nsw i64 %9, 15
  %4883 = sdiv i64 %4882, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %4884 = icmp slt i64 %9, 257
  %4885 = icmp slt i64 %11, 8
  %4886 = and i1 %4884, %4885
  br i1 %4886, label %4887, label %4970

4887:                                             ; preds = %4881
  %4888 = icmp sgt i64 %9, 0
  br i1 %4888, label %4889, label %4970

4889:                                             ; preds = %4887
  %4890 = icmp sgt i64 %11, 0
  %4891 = tail call i64 @llvm.smax.i64(i64 %4883, i64 1)
  %4892 = insertelement <8 x i64> poison, i64 %7, i64 0
  %4893 = shufflevector <8 x i64> %4892, <8 x i64> poison, <8 x i32> zeroinitializer
  %4894 = insertelement <8 x i64> poison, i64 %15, i64 0
  %4895 = shufflevector <8 x i64> %4894, <8 x i64> poison, <8 x i32> zeroinitializer
  %4896 = add nsw i64 %11, -1
  %4897 = insertelement <8 x i64> poison, i64 %4896, i64 0
  %4898 = shufflevector <8 x i64> %4897, <8 x i64> poison, <8 x i32> zeroinitializer
  %4899 = icmp uge <8 x i64> %4898, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4900 = mul nsw <8 x i64> %4895, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %4901 = extractelement <8 x i1> %4899, i64 0
  %4902 = extractelement <8 x i1> %4899, i64 1
  %4903 = extractelement <8 x i1> %4899, i64 2
  %4904 = extractelement <8 x i1> %4899, i64 3
  %4905 = extractelement <8 x i1> %4899, i64 4
  %4906 = extractelement <8 x i1> %4899, i64 5
  %4907 = extractelement <8 x i1> %4899, i64 6
  %4908 = extractelement <8 x i1> %4899, i64 7
  br label %4909

4909:                                             ; preds = %4889, %4967
  %4910 = phi i64 [ 0, %4889 ], [ %4968, %4967 ]
  br i1 %4890, label %4911, label %4967

4911:                                             ; preds = %4909
  %4912 = mul nuw nsw i64 %4910, %11
  %4913 = getelementptr i16, ptr %37, i64 %4912
  %4914 = shl nsw i64 %4910, 4
  %4915 = sub i64 %4914, %17
  %4916 = insertelement <8 x i64> poison, i64 %4915, i64 0
  %4917 = shufflevector <8 x i64> %4916, <8 x i64> poison, <8 x i32> zeroinitializer
  %4918 = sub nsw i64 %9, %4914
  %4919 = insertelement <8 x i64> poison, i64 %4918, i64 0
  %4920 = shufflevector <8 x i64> %4919, <8 x i64> poison, <8 x i32> zeroinitializer
  %4921 = add <8 x i64> %4917, %4900
  %4922 = icmp slt <8 x i64> %4921, zeroinitializer
  %4923 = sub nsw <8 x i64> zeroinitializer, %4921
  %4924 = select <8 x i1> %4922, <8 x i64> %4923, <8 x i64> zeroinitializer
  %4925 = sub nsw <8 x i64> %4893, %4921
  %4926 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4925, <8 x i64> %4920)
  %4927 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %4926, <8 x i64> splat (i64 16))
  %4928 = icmp sgt <8 x i64> %4927, %4924
  %4929 = trunc <8 x i64> %4927 to <8 x i32>
  %4930 = shl nsw <8 x i32> splat (i32 -1), %4929
  %4931 = xor <8 x i32> %4930, splat (i32 -1)
  %4932 = trunc <8 x i64> %4924 to <8 x i32>
  %4933 = shl nsw <8 x i32> splat (i32 -1), %4932
  %4934 = and <8 x i32> %4933, %4931
  %4935 = trunc <8 x i32> %4934 to <8 x i16>
  %4936 = select <8 x i1> %4928, <8 x i16> %4935, <8 x i16> zeroinitializer
  br i1 %4901, label %4937, label %4939

4937:                                             ; preds = %4911
  %4938 = extractelement <8 x i16> %4936, i64 0
  store i16 %4938, ptr %4913, align 2
  br label %4939

4939:                                             ; preds = %4937, %4911
  br i1 %4902, label %4940, label %4943

4940:                                             ; preds = %4939
  %4941 = getelementptr i8, ptr %4913, i64 2
  %4942 = extractelement <8 x i16> %4936, i64 1
  store i16 %4942, ptr %4941, align 2
  br label %4943

4943:                                             ; preds = %4940, %4939
  br i1 %4903, label %4944, label %4947

4944:                                             ; preds = %4943
  %4945 = getelementptr i8, ptr %4913, i64 4
  %4946 = extractelement <8 x i16> %4936, i64 2
  store i16 %4946, ptr %4945, align 2
  br label %4947

4947:                                             ; preds = %4944, %4943
  br i1 %4904, label %4948, label %4951

4948:                                             ; preds = %4947
  %4949 = getelementptr i8, ptr %4913, i64 6
  %4950 = extractelement <8 x i16> %4936, i64 3
  store i16 %4950, ptr %4949, align 2
  br label %4951

4951:                                             ; preds = %4948, %4947
  br i1 %4905, label %4952, label %4955

4952:                                             ; preds = %4951
  %4953 = getelementptr i8, ptr %4913, i64 8
  %4954 = extractelement <8 x i16> %4936, i64 4
  store i16 %4954, ptr %4953, align 2
  br label %4955

4955:                                             ; preds = %4952, %4951
  br i1 %4906, label %4956, label %4959

4956:                                             ; preds = %4955
  %4957 = getelementptr i8, ptr %4913, i64 10
  %4958 = extractelement <8 x i16> %4936, i64 5
  store i16 %4958, ptr %4957, align 2
  br label %4959

4959:                                             ; preds = %4956, %4955
  br i1 %4907, label %4960, label %4963

4960:                                             ; preds = %4959
  %4961 = getelementptr i8, ptr %4913, i64 12
  %4962 = extractelement <8 x i16> %4936, i64 6
  store i16 %4962, ptr %4961, align 2
  br label %4963

4963:                                             ; preds = %4960, %4959
  br i1 %4908, label %4964, label %4967

4964:                                             ; preds = %4963
  %4965 = getelementptr i8, ptr %4913, i64 14
  %4966 = extractelement <8 x i16> %4936, i64 7
  store i16 %4966, ptr %4965, align 2
  br label %4967

4967:                                             ; preds = %4963, %4964, %4909
  %4968 = add nuw nsw i64 %4910, 1
  %4969 = icmp eq i64 %4968, %4891
  br i1 %4969, label %4970, label %4909

4970:                                             ; preds = %4967, %4887, %4881
  %4971 = phi ptr [ null, %4881 ], [ %37, %4887 ], [ %37, %4967 ]
  %4972 = icmp slt i64 %1062, %4
  br i1 %4972, label %4973, label %5342

4973:                                             ; preds = %4970
  %4974 = mul i64 %7, %6
  %4975 = icmp eq i64 %21, 0
  %4976 = icmp eq i64 %22, 0
  %4977 = icmp sgt i64 %9, 64
  %4978 = icmp slt i64 %9, 33
  %4979 = select i1 %4978, i32 4, i32 2
  %4980 = select i1 %4977, i32 1, i32 %4979
  %4981 = zext nneg i32 %4980 to i64
  %4982 = icmp sgt i64 %9, 0
  %4983 = icmp sgt i64 %10, 0
  %4984 = icmp sgt i64 %11, 0
  %4985 = icmp eq ptr %4971, null
  %4986 = bitcast <16 x float> %47 to <8 x i64>
  %4987 = bitcast <16 x float> %50 to <8 x i64>
  %4988 = icmp sgt i64 %9, 15
  %4989 = trunc i64 %9 to i32
  %4990 = shl nsw i32 -1, %4989
  %4991 = trunc i32 %4990 to i16
  %4992 = xor i16 %4991, -1
  %4993 = select i1 %4988, i16 -1, i16 %4992
  %4994 = bitcast i16 %4993 to <16 x i1>
  %4995 = and i64 %26, 3
  %4996 = lshr i64 %26, 2
  %4997 = and i64 %4996, 3
  %4998 = lshr i64 %26, 4
  %4999 = and i64 %4998, 3
  %5000 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %5001 = lshr i64 %26, 2
  %5002 = and i64 %5001, 3
  %5003 = lshr i64 %26, 4
  %5004 = and i64 %5003, 3
  %5005 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %5006 = lshr i64 %26, 2
  %5007 = and i64 %5006, 3
  %5008 = lshr i64 %26, 4
  %5009 = and i64 %5008, 3
  %5010 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %5011 = lshr i64 %26, 2
  %5012 = and i64 %5011, 3
  %5013 = lshr i64 %26, 4
  %5014 = and i64 %5013, 3
  %5015 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %5016 = lshr i64 %26, 2
  %5017 = and i64 %5016, 3
  %5018 = lshr i64 %26, 4
  %5019 = and i64 %5018, 3
  %5020 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %5021 = lshr i64 %26, 2
  %5022 = and i64 %5021, 3
  %5023 = lshr i64 %26, 4
  %5024 = and i64 %5023, 3
  %5025 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %5026 = lshr i64 %26, 2
  %5027 = and i64 %5026, 3
  %5028 = lshr i64 %26, 4
  %5029 = and i64 %5028, 3
  %5030 = getelementptr inbounds nuw i8, ptr %30, i64 448
  %5031 = lshr i64 %26, 2
  %5032 = and i64 %5031, 3
  %5033 = lshr i64 %26, 4
  %5034 = and i64 %5033, 3
  %5035 = and i64 %26, 3
  %5036 = lshr i64 %26, 2
  %5037 = and i64 %5036, 3
  %5038 = lshr i64 %26, 4
  %5039 = and i64 %5038, 3
  %5040 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %5041 = lshr i64 %26, 2
  %5042 = and i64 %5041, 3
  %5043 = lshr i64 %26, 4
  %5044 = and i64 %5043, 3
  %5045 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %5046 = lshr i64 %26, 2
  %5047 = and i64 %5046, 3
  %5048 = lshr i64 %26, 4
  %5049 = and i64 %5048, 3
  %5050 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %5051 = lshr i64 %26, 2
  %5052 = and i64 %5051, 3
  %5053 = lshr i64 %26, 4
  %5054 = and i64 %5053, 3
  %5055 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %5056 = lshr i64 %26, 2
  %5057 = and i64 %5056, 3
  %5058 = lshr i64 %26, 4
  %5059 = and i64 %5058, 3
  %5060 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %5061 = lshr i64 %26, 2
  %5062 = and i64 %5061, 3
  %5063 = lshr i64 %26, 4
  %5064 = and i64 %5063, 3
  %5065 = getelementptr inbounds nuw i8, ptr %29, i64 384
  %5066 = lshr i64 %26, 2
  %5067 = and i64 %5066, 3
  %5068 = lshr i64 %26, 4
  %5069 = and i64 %5068, 3
  %5070 = and i64 %26, 3
  %5071 = lshr i64 %26, 2
  %5072 = and i64 %5071, 3
  %5073 = lshr i64 %26, 4
  %5074 = and i64 %5073, 3
  %5075 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %5076 = lshr i64 %26, 2
  %5077 = and i64 %5076, 3
  %5078 = lshr i64 %26, 4
  %5079 = and i64 %5078, 3
  %5080 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %5081 = lshr i64 %26, 2
  %5082 = and i64 %5081, 3
  %5083 = lshr i64 %26, 4
  %5084 = and i64 %5083, 3
  %5085 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %5086 = lshr i64 %26, 2
  %5087 = and i64 %5086, 3
  %5088 = lshr i64 %26, 4
  %5089 = and i64 %5088, 3
  %5090 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %5091 = lshr i64 %26, 2
  %5092 = and i64 %5091, 3
  %5093 = lshr i64 %26, 4
  %5094 = and i64 %5093, 3
  %5095 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %5096 = lshr i64 %26, 2
  %5097 = and i64 %5096, 3
  %5098 = lshr i64 %26, 4
  %5099 = and i64 %5098, 3
  %5100 = and i64 %26, 3
  %5101 = lshr i64 %26, 2
  %5102 = and i64 %5101, 3
  %5103 = lshr i64 %26, 4
  %5104 = and i64 %5103, 3
  %5105 = lshr i64 %26, 2
  %5106 = and i64 %5105, 3
  %5107 = lshr i64 %26, 4
  %5108 = and i64 %5107, 3
  %5109 = lshr i64 %26, 2
  %5110 = and i64 %5109, 3
  %5111 = lshr i64 %26, 4
  %5112 = and i64 %5111, 3
  %5113 = lshr i64 %26, 2
  %5114 = and i64 %5113, 3
  %5115 = lshr i64 %26, 4
  %5116 = and i64 %5115, 3
  %5117 = lshr i64 %26, 2
  %5118 = and i64 %5117, 3
  %5119 = lshr i64 %26, 4
  %5120 = and i64 %5119, 3
  %5121 = and i64 %26, 3
  %5122 = lshr i64 %26, 2
  %5123 = and i64 %5122, 3
  %5124 = lshr i64 %26, 4
  %5125 = and i64 %5124, 3
  %5126 = lshr i64 %26, 2
  %5127 = and i64 %5126, 3
  %5128 = lshr i64 %26, 4
  %5129 = and i64 %5128, 3
  %5130 = lshr i64 %26, 2
  %5131 = and i64 %5130, 3
  %5132 = lshr i64 %26, 4
  %5133 = and i64 %5132, 3
  %5134 = lshr i64 %26, 2
  %5135 = and i64 %5134, 3
  %5136 = lshr i64 %26, 4
  %5137 = and i64 %5136, 3
  %5138 = and i64 %26, 3
  %5139 = lshr i64 %26, 2
  %5140 = and i64 %5139, 3
  %5141 = lshr i64 %26, 4
  %5142 = and i64 %5141, 3
  %5143 = lshr i64 %26, 2
  %5144 = and i64 %5143, 3
  %5145 = lshr i64 %26, 4
  %5146 = and i64 %5145, 3
  %5147 = lshr i64 %26, 2
  %5148 = and i64 %5147, 3
  %5149 = lshr i64 %26, 4
  %5150 = and i64 %5149, 3
  %5151 = and i64 %26, 3
  %5152 = lshr i64 %26, 2
  %5153 = and i64 %5152, 3
  %5154 = lshr i64 %26, 4
  %5155 = and i64 %5154, 3
  %5156 = lshr i64 %26, 2
  %5157 = and i64 %5156, 3
  %5158 = lshr i64 %26, 4
  %5159 = and i64 %5158, 3
  %5160 = and i64 %26, 3
  %5161 = lshr i64 %26, 2
  %5162 = and i64 %5161, 3
  %5163 = lshr i64 %26, 4
  %5164 = and i64 %5163, 3
  %5165 = add nsw i64 %9, -16
  %5166 = shl i64 %11, 2
  %5167 = add nsw i64 %9, -32
  %5168 = mul i64 %11, 6
  %5169 = add nsw i64 %9, -48
  %5170 = and i64 %26, 3
  %5171 = lshr i64 %26, 2
  %5172 = and i64 %5171, 3
  %5173 = lshr i64 %26, 4
  %5174 = and i64 %5173, 3
  %5175 = icmp sgt i64 %9, 31
  %5176 = trunc i64 %9 to i32
  %5177 = add i32 %5176, -16
  %5178 = shl nsw i32 -1, %5177
  %5179 = trunc i32 %5178 to i16
  %5180 = xor i16 %5179, -1
  %5181 = select i1 %5175, i16 -1, i16 %5180
  %5182 = bitcast i16 %5181 to <16 x i1>
  %5183 = lshr i64 %26, 2
  %5184 = and i64 %5183, 3
  %5185 = lshr i64 %26, 4
  %5186 = and i64 %5185, 3
  %5187 = icmp sgt i64 %9, 47
  %5188 = trunc i64 %9 to i32
  %5189 = add i32 %5188, -32
  %5190 = shl nsw i32 -1, %5189
  %5191 = trunc i32 %5190 to i16
  %5192 = xor i16 %5191, -1
  %5193 = select i1 %5187, i16 -1, i16 %5192
  %5194 = bitcast i16 %5193 to <16 x i1>
  %5195 = lshr i64 %26, 2
  %5196 = and i64 %5195, 3
  %5197 = lshr i64 %26, 4
  %5198 = and i64 %5197, 3
  %5199 = icmp sgt i64 %9, 63
  %5200 = trunc i64 %9 to i32
  %5201 = add i32 %5200, -48
  %5202 = shl nsw i32 -1, %5201
  %5203 = trunc i32 %5202 to i16
  %5204 = xor i16 %5203, -1
  %5205 = select i1 %5199, i16 -1, i16 %5204
  %5206 = bitcast i16 %5205 to <16 x i1>
  %5207 = lshr i64 %26, 2
  %5208 = and i64 %5207, 3
  %5209 = lshr i64 %26, 4
  %5210 = and i64 %5209, 3
  %5211 = lshr i64 %26, 2
  %5212 = and i64 %5211, 3
  %5213 = lshr i64 %26, 4
  %5214 = and i64 %5213, 3
  %5215 = add nsw i64 %9, 16
  %5216 = lshr i64 %26, 2
  %5217 = and i64 %5216, 3
  %5218 = lshr i64 %26, 4
  %5219 = and i64 %5218, 3
  %5220 = add nsw i64 %9, 32
  %5221 = lshr i64 %26, 2
  %5222 = and i64 %5221, 3
  %5223 = lshr i64 %26, 4
  %5224 = and i64 %5223, 3
  %5225 = add nsw i64 %9, 48
  %5226 = lshr i64 %26, 2
  %5227 = and i64 %5226, 3
  %5228 = lshr i64 %26, 4
  %5229 = and i64 %5228, 3
  %5230 = add nsw i64 %9, -16
  %5231 = shl i64 %11, 2
  %5232 = add nsw i64 %9, -32
  %5233 = and i64 %26, 3
  %5234 = lshr i64 %26, 2
  %5235 = and i64 %5234, 3
  %5236 = lshr i64 %26, 4
  %5237 = and i64 %5236, 3
  %5238 = icmp sgt i64 %9, 31
  %5239 = trunc i64 %9 to i32
  %5240 = add i32 %5239, -16
  %5241 = shl nsw i32 -1, %5240
  %5242 = trunc i32 %5241 to i16
  %5243 = xor i16 %5242, -1
  %5244 = select i1 %5238, i16 -1, i16 %5243
  %5245 = bitcast i16 %5244 to <16 x i1>
  %5246 = lshr i64 %26, 2
  %5247 = and i64 %5246, 3
  %5248 = lshr i64 %26, 4
  %5249 = and i64 %5248, 3
  %5250 = icmp sgt i64 %9, 47
  %5251 = trunc i64 %9 to i32
  %5252 = add i32 %5251, -32
  %5253 = shl nsw i32 -1, %5252
  %5254 = trunc i32 %5253 to i16
  %5255 = xor i16 %5254, -1
  %5256 = select i1 %5250, i16 -1, i16 %5255
  %5257 = bitcast i16 %5256 to <16 x i1>
  %5258 = lshr i64 %26, 2
  %5259 = and i64 %5258, 3
  %5260 = lshr i64 %26, 4
  %5261 = and i64 %5260, 3
  %5262 = lshr i64 %26, 2
  %5263 = and i64 %5262, 3
  %5264 = lshr i64 %26, 4
  %5265 = and i64 %5264, 3
  %5266 = add nsw i64 %9, 16
  %5267 = lshr i64 %26, 2
  %5268 = and i64 %5267, 3
  %5269 = lshr i64 %26, 4
  %5270 = and i64 %5269, 3
  %5271 = add nsw i64 %9, 32
  %5272 = lshr i64 %26, 2
  %5273 = and i64 %5272, 3
  %5274 = lshr i64 %26, 4
  %5275 = and i64 %5274, 3
  %5276 = add nsw i64 %9, -16
  %5277 = and i64 %26, 3
  %5278 = lshr i64 %26, 2
  %5279 = and i64 %5278, 3
  %5280 = lshr i64 %26, 4
  %5281 = and i64 %5280, 3
  %5282 = icmp sgt i64 %9, 31
  %5283 = trunc i64 %9 to i32
  %5284 = add i32 %5283, -16
  %5285 = shl nsw i32 -1, %5284
  %5286 = trunc i32 %5285 to i16
  %5287 = xor i16 %5286, -1
  %5288 = select i1 %5282, i16 -1, i16 %5287
  %5289 = bitcast i16 %5288 to <16 x i1>
  %5290 = lshr i64 %26, 2
  %5291 = and i64 %5290, 3
  %5292 = lshr i64 %26, 4
  %5293 = and i64 %5292, 3
  %5294 = lshr i64 %26, 2
  %5295 = and i64 %5294, 3
  %5296 = lshr i64 %26, 4
  %5297 = and i64 %5296, 3
  %5298 = add nsw i64 %9, 16
  %5299 = lshr i64 %26, 2
  %5300 = and i64 %5299, 3
  %5301 = lshr i64 %26, 4
  %5302 = and i64 %5301, 3
  %5303 = shl nsw i64 %9, 1
  %5304 = lshr i64 %26, 2
  %5305 = and i64 %5304, 3
  %5306 = lshr i64 %26, 4
  %5307 = and i64 %5306, 3
  %5308 = add nsw i64 %5303, 16
  %5309 = lshr i64 %26, 2
  %5310 = and i64 %5309, 3
  %5311 = lshr i64 %26, 4
  %5312 = and i64 %5311, 3
  %5313 = mul nsw i64 %9, 3
  %5314 = lshr i64 %26, 2
  %5315 = and i64 %5314, 3
  %5316 = lshr i64 %26, 4
  %5317 = and i64 %5316, 3
  %5318 = add nsw i64 %5313, 16
  %5319 = lshr i64 %26, 2
  %5320 = and i64 %5319, 3
  %5321 = lshr i64 %26, 4
  %5322 = and i64 %5321, 3
  %5323 = and i64 %26, 3
  %5324 = lshr i64 %26, 2
  %5325 = and i64 %5324, 3
  %5326 = lshr i64 %26, 4
  %5327 = and i64 %5326, 3
  %5328 = lshr i64 %26, 2
  %5329 = and i64 %5328, 3
  %5330 = lshr i64 %26, 4
  %5331 = and i64 %5330, 3
  %5332 = shl nsw i64 %9, 1
  %5333 = lshr i64 %26, 2
  %5334 = and i64 %5333, 3
  %5335 = lshr i64 %26, 4
  %5336 = and i64 %5335, 3
  %5337 = mul nsw i64 %9, 3
  %5338 = lshr i64 %26, 2
  %5339 = and i64 %5338, 3
  %5340 = lshr i64 %26, 4
  %5341 = and i64 %5340, 3
  br label %5343

5342:                                             ; preds = %11459, %4970
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %11464

5343:                                             ; preds = %4973, %11459
  %5344 = phi i64 [ %54, %4973 ], [ %11462, %11459 ]
  %5345 = phi i64 [ %1061, %4973 ], [ %11461, %11459 ]
  %5346 = phi i64 [ %1060, %4973 ], [ %11460, %11459 ]
  %5347 = phi i64 [ %1062, %4973 ], [ %11450, %11459 ]
  %5348 = mul nsw i64 %5346, %19
  %5349 = getelementptr inbounds float, ptr %38, i64 %5348
  %5350 = mul i64 %4974, %5345
  %5351 = getelementptr inbounds float, ptr %5349, i64 %5350
  %5352 = mul nsw i64 %5345, %58
  %5353 = getelementptr inbounds float, ptr %39, i64 %5352
  %5354 = getelementptr inbounds float, ptr %40, i64 %5345
  %5355 = select i1 %4975, ptr null, ptr %5354
  %5356 = mul nsw i64 %5346, %20
  %5357 = getelementptr inbounds float, ptr %42, i64 %5356
  %5358 = mul nsw i64 %5345, %59
  %5359 = getelementptr inbounds float, ptr %5357, i64 %5358
  %5360 = mul nsw i64 %5344, %9
  %5361 = getelementptr inbounds float, ptr %5359, i64 %5360
  %5362 = mul nsw i64 %5346, %23
  %5363 = getelementptr inbounds float, ptr %41, i64 %5362
  %5364 = getelementptr inbounds float, ptr %5363, i64 %5358
  %5365 = getelementptr inbounds float, ptr %5364, i64 %5360
  %5366 = select i1 %4976, ptr null, ptr %5365
  %5367 = sub nsw i64 %8, %5344
  %5368 = sub nsw i64 %4, %5347
  %5369 = call i64 @llvm.smin.i64(i64 %5367, i64 %5368)
  %5370 = icmp slt i64 %5369, %4981
  %5371 = select i1 %5370, i32 1, i32 %4980
  %5372 = icmp samesign ugt i32 %5371, 1
  br i1 %5372, label %5385, label %5373

5373:                                             ; preds = %5343
  br i1 %4982, label %5374, label %11448

5374:                                             ; preds = %5373
  %5375 = icmp eq ptr %5355, null
  %5376 = icmp eq ptr %5366, null
  %5377 = mul nsw i64 %5344, %12
  %5378 = mul nsw i64 %5344, %12
  %5379 = mul nsw i64 %5344, %12
  %5380 = mul nsw i64 %5344, %12
  %5381 = mul nsw i64 %5344, %12
  %5382 = mul nsw i64 %5344, %12
  %5383 = mul nsw i64 %5344, %12
  %5384 = mul nsw i64 %5344, %12
  br label %7769

5385:                                             ; preds = %5343
  switch i64 %4883, label %11448 [
    i64 1, label %5386
    i64 2, label %5767
    i64 3, label %6475
    i64 4, label %7035
  ]

5386:                                             ; preds = %5385
  br i1 %4983, label %5387, label %5395

5387:                                             ; preds = %5386
  %5388 = mul nsw i64 %5344, %12
  %5389 = add nsw i64 %5344, 1
  %5390 = mul nsw i64 %5389, %12
  %5391 = add nsw i64 %5344, 2
  %5392 = mul nsw i64 %5391, %12
  %5393 = add nsw i64 %5344, 3
  %5394 = mul nsw i64 %5393, %12
  br label %5402

5395:                                             ; preds = %5441, %5386
  %5396 = phi <16 x float> [ zeroinitializer, %5386 ], [ %5442, %5441 ]
  %5397 = phi <16 x float> [ zeroinitializer, %5386 ], [ %5443, %5441 ]
  %5398 = phi <16 x float> [ zeroinitializer, %5386 ], [ %5444, %5441 ]
  %5399 = phi <16 x float> [ zeroinitializer, %5386 ], [ %5445, %5441 ]
  %5400 = icmp eq ptr %5355, null
  %5401 = icmp eq ptr %5366, null
  br i1 %5400, label %5507, label %5502

5402:                                             ; preds = %5387, %5441
  %5403 = phi <16 x float> [ zeroinitializer, %5387 ], [ %5442, %5441 ]
  %5404 = phi <16 x float> [ zeroinitializer, %5387 ], [ %5443, %5441 ]
  %5405 = phi <16 x float> [ zeroinitializer, %5387 ], [ %5444, %5441 ]
  %5406 = phi <16 x float> [ zeroinitializer, %5387 ], [ %5445, %5441 ]
  %5407 = phi i64 [ 0, %5387 ], [ %5446, %5441 ]
  %5408 = mul nsw i64 %5407, %14
  %5409 = sub i64 %5408, %16
  %5410 = add i64 %5409, %5388
  %5411 = icmp slt i64 %5410, 0
  %5412 = icmp sge i64 %5410, %6
  %5413 = or i1 %5411, %5412
  %5414 = select i1 %5413, i64 0, i64 %5410
  %5415 = mul nsw i64 %5414, %7
  %5416 = getelementptr inbounds float, ptr %5351, i64 %5415
  %5417 = add i64 %5409, %5390
  %5418 = icmp slt i64 %5417, 0
  %5419 = icmp sge i64 %5417, %6
  %5420 = or i1 %5418, %5419
  %5421 = select i1 %5420, i64 0, i64 %5417
  %5422 = mul nsw i64 %5421, %7
  %5423 = getelementptr inbounds float, ptr %5351, i64 %5422
  %5424 = add i64 %5409, %5392
  %5425 = icmp slt i64 %5424, 0
  %5426 = icmp sge i64 %5424, %6
  %5427 = or i1 %5425, %5426
  %5428 = select i1 %5427, i64 0, i64 %5424
  %5429 = mul nsw i64 %5428, %7
  %5430 = getelementptr inbounds float, ptr %5351, i64 %5429
  %5431 = add i64 %5409, %5394
  %5432 = icmp slt i64 %5431, 0
  %5433 = icmp sge i64 %5431, %6
  %5434 = or i1 %5432, %5433
  %5435 = select i1 %5434, i64 0, i64 %5431
  %5436 = mul nsw i64 %5435, %7
  %5437 = getelementptr inbounds float, ptr %5351, i64 %5436
  br i1 %4984, label %5438, label %5441

5438:                                             ; preds = %5402
  %5439 = mul nuw nsw i64 %5407, %11
  %5440 = getelementptr inbounds nuw float, ptr %5353, i64 %5439
  br label %5448

5441:                                             ; preds = %5478, %5402
  %5442 = phi <16 x float> [ %5403, %5402 ], [ %5484, %5478 ]
  %5443 = phi <16 x float> [ %5404, %5402 ], [ %5489, %5478 ]
  %5444 = phi <16 x float> [ %5405, %5402 ], [ %5494, %5478 ]
  %5445 = phi <16 x float> [ %5406, %5402 ], [ %5499, %5478 ]
  %5446 = add nuw nsw i64 %5407, 1
  %5447 = icmp eq i64 %5446, %10
  br i1 %5447, label %5395, label %5402

5448:                                             ; preds = %5438, %5478
  %5449 = phi <16 x float> [ %5403, %5438 ], [ %5484, %5478 ]
  %5450 = phi <16 x float> [ %5404, %5438 ], [ %5489, %5478 ]
  %5451 = phi <16 x float> [ %5405, %5438 ], [ %5494, %5478 ]
  %5452 = phi <16 x float> [ %5406, %5438 ], [ %5499, %5478 ]
  %5453 = phi i64 [ 0, %5438 ], [ %5500, %5478 ]
  %5454 = getelementptr inbounds nuw float, ptr %5440, i64 %5453
  %5455 = load float, ptr %5454, align 4
  %5456 = insertelement <16 x float> poison, float %5455, i64 0
  %5457 = shufflevector <16 x float> %5456, <16 x float> poison, <16 x i32> zeroinitializer
  %5458 = mul nsw i64 %5453, %15
  %5459 = sub nsw i64 %5458, %17
  %5460 = icmp slt i64 %5459, 0
  %5461 = sub nsw i64 0, %5459
  %5462 = select i1 %5460, i64 %5461, i64 0
  %5463 = sub nsw i64 %7, %5459
  %5464 = call i64 @llvm.smin.i64(i64 %5463, i64 %9)
  %5465 = call i64 @llvm.smin.i64(i64 %5464, i64 16)
  %5466 = icmp sgt i64 %5465, %5462
  %5467 = trunc i64 %5465 to i32
  %5468 = shl nsw i32 -1, %5467
  %5469 = xor i32 %5468, -1
  %5470 = trunc i64 %5462 to i32
  %5471 = shl nsw i32 -1, %5470
  %5472 = and i32 %5471, %5469
  %5473 = trunc i32 %5472 to i16
  %5474 = select i1 %5466, i16 %5473, i16 0
  br i1 %4985, label %5478, label %5475

5475:                                             ; preds = %5448
  %5476 = getelementptr i16, ptr %4971, i64 %5453
  %5477 = load i16, ptr %5476, align 2
  br label %5478

5478:                                             ; preds = %5448, %5475
  %5479 = phi i16 [ %5477, %5475 ], [ %5474, %5448 ]
  %5480 = select i1 %5413, i16 0, i16 %5479
  %5481 = getelementptr inbounds float, ptr %5416, i64 %5459
  %5482 = bitcast i16 %5480 to <16 x i1>
  %5483 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5481, <16 x i1> %5482, <16 x float> zeroinitializer)
  %5484 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5483, <16 x float> %5457, <16 x float> %5449)
  %5485 = select i1 %5420, i16 0, i16 %5479
  %5486 = getelementptr inbounds float, ptr %5423, i64 %5459
  %5487 = bitcast i16 %5485 to <16 x i1>
  %5488 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5486, <16 x i1> %5487, <16 x float> zeroinitializer)
  %5489 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5488, <16 x float> %5457, <16 x float> %5450)
  %5490 = select i1 %5427, i16 0, i16 %5479
  %5491 = getelementptr inbounds float, ptr %5430, i64 %5459
  %5492 = bitcast i16 %5490 to <16 x i1>
  %5493 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5491, <16 x i1> %5492, <16 x float> zeroinitializer)
  %5494 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5493, <16 x float> %5457, <16 x float> %5451)
  %5495 = select i1 %5434, i16 0, i16 %5479
  %5496 = getelementptr inbounds float, ptr %5437, i64 %5459
  %5497 = bitcast i16 %5495 to <16 x i1>
  %5498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5496, <16 x i1> %5497, <16 x float> zeroinitializer)
  %5499 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5498, <16 x float> %5457, <16 x float> %5452)
  %5500 = add nuw nsw i64 %5453, 1
  %5501 = icmp eq i64 %5500, %11
  br i1 %5501, label %5441, label %5448

5502:                                             ; preds = %5395
  %5503 = load float, ptr %5354, align 4
  %5504 = insertelement <16 x float> poison, float %5503, i64 0
  %5505 = shufflevector <16 x float> %5504, <16 x float> poison, <16 x i32> zeroinitializer
  %5506 = fadd <16 x float> %5396, %5505
  br label %5507

5507:                                             ; preds = %5502, %5395
  %5508 = phi <16 x float> [ %5506, %5502 ], [ %5396, %5395 ]
  switch i64 %5323, label %532 [
    i64 1, label %5509
    i64 2, label %5512
    i64 3, label %5519
    i64 0, label %5564
  ]

5509:                                             ; preds = %5507
  %5510 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5511 = fadd <16 x float> %5508, %5510
  br label %5526

5512:                                             ; preds = %5507
  %5513 = bitcast <16 x float> %5508 to <8 x i64>
  %5514 = or <8 x i64> %5513, %4987
  %5515 = fcmp oeq <16 x float> %5508, %50
  %5516 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5508, i32 4)
  %5517 = bitcast <8 x i64> %5514 to <16 x float>
  %5518 = select <16 x i1> %5515, <16 x float> %5517, <16 x float> %5516
  br label %5526

5519:                                             ; preds = %5507
  %5520 = bitcast <16 x float> %5508 to <8 x i64>
  %5521 = and <8 x i64> %5520, %4986
  %5522 = fcmp oeq <16 x float> %5508, %47
  %5523 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5508, i32 4)
  %5524 = bitcast <8 x i64> %5521 to <16 x float>
  %5525 = select <16 x i1> %5522, <16 x float> %5524, <16 x float> %5523
  br label %5526

5526:                                             ; preds = %5519, %5512, %5509
  %5527 = phi <16 x float> [ %5511, %5509 ], [ %5518, %5512 ], [ %5525, %5519 ]
  switch i64 %5325, label %532 [
    i64 1, label %5542
    i64 2, label %5535
    i64 3, label %5528
    i64 0, label %5564
  ]

5528:                                             ; preds = %5526
  %5529 = bitcast <16 x float> %5527 to <8 x i64>
  %5530 = and <8 x i64> %5529, %4986
  %5531 = fcmp oeq <16 x float> %5527, %47
  %5532 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5527, i32 4)
  %5533 = bitcast <8 x i64> %5530 to <16 x float>
  %5534 = select <16 x i1> %5531, <16 x float> %5533, <16 x float> %5532
  br label %5545

5535:                                             ; preds = %5526
  %5536 = bitcast <16 x float> %5527 to <8 x i64>
  %5537 = or <8 x i64> %5536, %4987
  %5538 = fcmp oeq <16 x float> %5527, %50
  %5539 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5527, i32 4)
  %5540 = bitcast <8 x i64> %5537 to <16 x float>
  %5541 = select <16 x i1> %5538, <16 x float> %5540, <16 x float> %5539
  br label %5545

5542:                                             ; preds = %5526
  %5543 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5544 = fadd <16 x float> %5527, %5543
  br label %5545

5545:                                             ; preds = %5542, %5535, %5528
  %5546 = phi <16 x float> [ %5544, %5542 ], [ %5541, %5535 ], [ %5534, %5528 ]
  switch i64 %5327, label %532 [
    i64 1, label %5561
    i64 2, label %5554
    i64 3, label %5547
    i64 0, label %5564
  ]

5547:                                             ; preds = %5545
  %5548 = bitcast <16 x float> %5546 to <8 x i64>
  %5549 = and <8 x i64> %5548, %4986
  %5550 = fcmp oeq <16 x float> %5546, %47
  %5551 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5546, i32 4)
  %5552 = bitcast <8 x i64> %5549 to <16 x float>
  %5553 = select <16 x i1> %5550, <16 x float> %5552, <16 x float> %5551
  br label %5564

5554:                                             ; preds = %5545
  %5555 = bitcast <16 x float> %5546 to <8 x i64>
  %5556 = or <8 x i64> %5555, %4987
  %5557 = fcmp oeq <16 x float> %5546, %50
  %5558 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5546, i32 4)
  %5559 = bitcast <8 x i64> %5556 to <16 x float>
  %5560 = select <16 x i1> %5557, <16 x float> %5559, <16 x float> %5558
  br label %5564

5561:                                             ; preds = %5545
  %5562 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5563 = fadd <16 x float> %5546, %5562
  br label %5564

5564:                                             ; preds = %5547, %5554, %5561, %5545, %5526, %5507
  %5565 = phi <16 x float> [ %5546, %5545 ], [ %5508, %5507 ], [ %5527, %5526 ], [ %5563, %5561 ], [ %5560, %5554 ], [ %5553, %5547 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5565, ptr align 1 %5361, <16 x i1> %4994)
  %5566 = getelementptr inbounds float, ptr %5361, i64 %9
  %5567 = getelementptr inbounds float, ptr %5366, i64 %9
  %5568 = select i1 %5401, ptr null, ptr %5567
  br i1 %5400, label %5574, label %5569

5569:                                             ; preds = %5564
  %5570 = load float, ptr %5354, align 4
  %5571 = insertelement <16 x float> poison, float %5570, i64 0
  %5572 = shufflevector <16 x float> %5571, <16 x float> poison, <16 x i32> zeroinitializer
  %5573 = fadd <16 x float> %5397, %5572
  br label %5574

5574:                                             ; preds = %5569, %5564
  %5575 = phi <16 x float> [ %5573, %5569 ], [ %5397, %5564 ]
  switch i64 %5323, label %532 [
    i64 1, label %5590
    i64 2, label %5583
    i64 3, label %5576
    i64 0, label %5631
  ]

5576:                                             ; preds = %5574
  %5577 = bitcast <16 x float> %5575 to <8 x i64>
  %5578 = and <8 x i64> %5577, %4986
  %5579 = fcmp oeq <16 x float> %5575, %47
  %5580 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5575, i32 4)
  %5581 = bitcast <8 x i64> %5578 to <16 x float>
  %5582 = select <16 x i1> %5579, <16 x float> %5581, <16 x float> %5580
  br label %5593

5583:                                             ; preds = %5574
  %5584 = bitcast <16 x float> %5575 to <8 x i64>
  %5585 = or <8 x i64> %5584, %4987
  %5586 = fcmp oeq <16 x float> %5575, %50
  %5587 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5575, i32 4)
  %5588 = bitcast <8 x i64> %5585 to <16 x float>
  %5589 = select <16 x i1> %5586, <16 x float> %5588, <16 x float> %5587
  br label %5593

5590:                                             ; preds = %5574
  %5591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5568, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5592 = fadd <16 x float> %5575, %5591
  br label %5593

5593:                                             ; preds = %5590, %5583, %5576
  %5594 = phi <16 x float> [ %5592, %5590 ], [ %5589, %5583 ], [ %5582, %5576 ]
  switch i64 %5329, label %532 [
    i64 1, label %5609
    i64 2, label %5602
    i64 3, label %5595
    i64 0, label %5631
  ]

5595:                                             ; preds = %5593
  %5596 = bitcast <16 x float> %5594 to <8 x i64>
  %5597 = and <8 x i64> %5596, %4986
  %5598 = fcmp oeq <16 x float> %5594, %47
  %5599 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5594, i32 4)
  %5600 = bitcast <8 x i64> %5597 to <16 x float>
  %5601 = select <16 x i1> %5598, <16 x float> %5600, <16 x float> %5599
  br label %5612

5602:                                             ; preds = %5593
  %5603 = bitcast <16 x float> %5594 to <8 x i64>
  %5604 = or <8 x i64> %5603, %4987
  %5605 = fcmp oeq <16 x float> %5594, %50
  %5606 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5594, i32 4)
  %5607 = bitcast <8 x i64> %5604 to <16 x float>
  %5608 = select <16 x i1> %5605, <16 x float> %5607, <16 x float> %5606
  br label %5612

5609:                                             ; preds = %5593
  %5610 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5568, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5611 = fadd <16 x float> %5594, %5610
  br label %5612

5612:                                             ; preds = %5609, %5602, %5595
  %5613 = phi <16 x float> [ %5611, %5609 ], [ %5608, %5602 ], [ %5601, %5595 ]
  switch i64 %5331, label %532 [
    i64 1, label %5628
    i64 2, label %5621
    i64 3, label %5614
    i64 0, label %5631
  ]

5614:                                             ; preds = %5612
  %5615 = bitcast <16 x float> %5613 to <8 x i64>
  %5616 = and <8 x i64> %5615, %4986
  %5617 = fcmp oeq <16 x float> %5613, %47
  %5618 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5613, i32 4)
  %5619 = bitcast <8 x i64> %5616 to <16 x float>
  %5620 = select <16 x i1> %5617, <16 x float> %5619, <16 x float> %5618
  br label %5631

5621:                                             ; preds = %5612
  %5622 = bitcast <16 x float> %5613 to <8 x i64>
  %5623 = or <8 x i64> %5622, %4987
  %5624 = fcmp oeq <16 x float> %5613, %50
  %5625 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5613, i32 4)
  %5626 = bitcast <8 x i64> %5623 to <16 x float>
  %5627 = select <16 x i1> %5624, <16 x float> %5626, <16 x float> %5625
  br label %5631

5628:                                             ; preds = %5612
  %5629 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5568, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5630 = fadd <16 x float> %5613, %5629
  br label %5631

5631:                                             ; preds = %5614, %5621, %5628, %5612, %5593, %5574
  %5632 = phi <16 x float> [ %5613, %5612 ], [ %5575, %5574 ], [ %5594, %5593 ], [ %5630, %5628 ], [ %5627, %5621 ], [ %5620, %5614 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5632, ptr align 1 %5566, <16 x i1> %4994)
  %5633 = getelementptr inbounds float, ptr %5361, i64 %5332
  %5634 = getelementptr inbounds float, ptr %5366, i64 %5332
  %5635 = select i1 %5401, ptr null, ptr %5634
  br i1 %5400, label %5641, label %5636

5636:                                             ; preds = %5631
  %5637 = load float, ptr %5354, align 4
  %5638 = insertelement <16 x float> poison, float %5637, i64 0
  %5639 = shufflevector <16 x float> %5638, <16 x float> poison, <16 x i32> zeroinitializer
  %5640 = fadd <16 x float> %5398, %5639
  br label %5641

5641:                                             ; preds = %5636, %5631
  %5642 = phi <16 x float> [ %5640, %5636 ], [ %5398, %5631 ]
  switch i64 %5323, label %532 [
    i64 1, label %5657
    i64 2, label %5650
    i64 3, label %5643
    i64 0, label %5698
  ]

5643:                                             ; preds = %5641
  %5644 = bitcast <16 x float> %5642 to <8 x i64>
  %5645 = and <8 x i64> %5644, %4986
  %5646 = fcmp oeq <16 x float> %5642, %47
  %5647 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5642, i32 4)
  %5648 = bitcast <8 x i64> %5645 to <16 x float>
  %5649 = select <16 x i1> %5646, <16 x float> %5648, <16 x float> %5647
  br label %5660

5650:                                             ; preds = %5641
  %5651 = bitcast <16 x float> %5642 to <8 x i64>
  %5652 = or <8 x i64> %5651, %4987
  %5653 = fcmp oeq <16 x float> %5642, %50
  %5654 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5642, i32 4)
  %5655 = bitcast <8 x i64> %5652 to <16 x float>
  %5656 = select <16 x i1> %5653, <16 x float> %5655, <16 x float> %5654
  br label %5660

5657:                                             ; preds = %5641
  %5658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5635, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5659 = fadd <16 x float> %5642, %5658
  br label %5660

5660:                                             ; preds = %5657, %5650, %5643
  %5661 = phi <16 x float> [ %5659, %5657 ], [ %5656, %5650 ], [ %5649, %5643 ]
  switch i64 %5334, label %532 [
    i64 1, label %5676
    i64 2, label %5669
    i64 3, label %5662
    i64 0, label %5698
  ]

5662:                                             ; preds = %5660
  %5663 = bitcast <16 x float> %5661 to <8 x i64>
  %5664 = and <8 x i64> %5663, %4986
  %5665 = fcmp oeq <16 x float> %5661, %47
  %5666 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5661, i32 4)
  %5667 = bitcast <8 x i64> %5664 to <16 x float>
  %5668 = select <16 x i1> %5665, <16 x float> %5667, <16 x float> %5666
  br label %5679

5669:                                             ; preds = %5660
  %5670 = bitcast <16 x float> %5661 to <8 x i64>
  %5671 = or <8 x i64> %5670, %4987
  %5672 = fcmp oeq <16 x float> %5661, %50
  %5673 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5661, i32 4)
  %5674 = bitcast <8 x i64> %5671 to <16 x float>
  %5675 = select <16 x i1> %5672, <16 x float> %5674, <16 x float> %5673
  br label %5679

5676:                                             ; preds = %5660
  %5677 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5635, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5678 = fadd <16 x float> %5661, %5677
  br label %5679

5679:                                             ; preds = %5676, %5669, %5662
  %5680 = phi <16 x float> [ %5678, %5676 ], [ %5675, %5669 ], [ %5668, %5662 ]
  switch i64 %5336, label %532 [
    i64 1, label %5695
    i64 2, label %5688
    i64 3, label %5681
    i64 0, label %5698
  ]

5681:                                             ; preds = %5679
  %5682 = bitcast <16 x float> %5680 to <8 x i64>
  %5683 = and <8 x i64> %5682, %4986
  %5684 = fcmp oeq <16 x float> %5680, %47
  %5685 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5680, i32 4)
  %5686 = bitcast <8 x i64> %5683 to <16 x float>
  %5687 = select <16 x i1> %5684, <16 x float> %5686, <16 x float> %5685
  br label %5698

5688:                                             ; preds = %5679
  %5689 = bitcast <16 x float> %5680 to <8 x i64>
  %5690 = or <8 x i64> %5689, %4987
  %5691 = fcmp oeq <16 x float> %5680, %50
  %5692 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5680, i32 4)
  %5693 = bitcast <8 x i64> %5690 to <16 x float>
  %5694 = select <16 x i1> %5691, <16 x float> %5693, <16 x float> %5692
  br label %5698

5695:                                             ; preds = %5679
  %5696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5635, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5697 = fadd <16 x float> %5680, %5696
  br label %5698

5698:                                             ; preds = %5681, %5688, %5695, %5679, %5660, %5641
  %5699 = phi <16 x float> [ %5680, %5679 ], [ %5642, %5641 ], [ %5661, %5660 ], [ %5697, %5695 ], [ %5694, %5688 ], [ %5687, %5681 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5699, ptr align 1 %5633, <16 x i1> %4994)
  %5700 = getelementptr inbounds float, ptr %5361, i64 %5337
  %5701 = getelementptr inbounds float, ptr %5366, i64 %5337
  %5702 = select i1 %5401, ptr null, ptr %5701
  br i1 %5400, label %5708, label %5703

5703:                                             ; preds = %5698
  %5704 = load float, ptr %5354, align 4
  %5705 = insertelement <16 x float> poison, float %5704, i64 0
  %5706 = shufflevector <16 x float> %5705, <16 x float> poison, <16 x i32> zeroinitializer
  %5707 = fadd <16 x float> %5399, %5706
  br label %5708

5708:                                             ; preds = %5703, %5698
  %5709 = phi <16 x float> [ %5707, %5703 ], [ %5399, %5698 ]
  switch i64 %5323, label %532 [
    i64 1, label %5724
    i64 2, label %5717
    i64 3, label %5710
    i64 0, label %5765
  ]

5710:                                             ; preds = %5708
  %5711 = bitcast <16 x float> %5709 to <8 x i64>
  %5712 = and <8 x i64> %5711, %4986
  %5713 = fcmp oeq <16 x float> %5709, %47
  %5714 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5709, i32 4)
  %5715 = bitcast <8 x i64> %5712 to <16 x float>
  %5716 = select <16 x i1> %5713, <16 x float> %5715, <16 x float> %5714
  br label %5727

5717:                                             ; preds = %5708
  %5718 = bitcast <16 x float> %5709 to <8 x i64>
  %5719 = or <8 x i64> %5718, %4987
  %5720 = fcmp oeq <16 x float> %5709, %50
  %5721 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5709, i32 4)
  %5722 = bitcast <8 x i64> %5719 to <16 x float>
  %5723 = select <16 x i1> %5720, <16 x float> %5722, <16 x float> %5721
  br label %5727

5724:                                             ; preds = %5708
  %5725 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5702, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5726 = fadd <16 x float> %5709, %5725
  br label %5727

5727:                                             ; preds = %5724, %5717, %5710
  %5728 = phi <16 x float> [ %5726, %5724 ], [ %5723, %5717 ], [ %5716, %5710 ]
  switch i64 %5339, label %532 [
    i64 1, label %5743
    i64 2, label %5736
    i64 3, label %5729
    i64 0, label %5765
  ]

5729:                                             ; preds = %5727
  %5730 = bitcast <16 x float> %5728 to <8 x i64>
  %5731 = and <8 x i64> %5730, %4986
  %5732 = fcmp oeq <16 x float> %5728, %47
  %5733 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5728, i32 4)
  %5734 = bitcast <8 x i64> %5731 to <16 x float>
  %5735 = select <16 x i1> %5732, <16 x float> %5734, <16 x float> %5733
  br label %5746

5736:                                             ; preds = %5727
  %5737 = bitcast <16 x float> %5728 to <8 x i64>
  %5738 = or <8 x i64> %5737, %4987
  %5739 = fcmp oeq <16 x float> %5728, %50
  %5740 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5728, i32 4)
  %5741 = bitcast <8 x i64> %5738 to <16 x float>
  %5742 = select <16 x i1> %5739, <16 x float> %5741, <16 x float> %5740
  br label %5746

5743:                                             ; preds = %5727
  %5744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5702, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5745 = fadd <16 x float> %5728, %5744
  br label %5746

5746:                                             ; preds = %5743, %5736, %5729
  %5747 = phi <16 x float> [ %5745, %5743 ], [ %5742, %5736 ], [ %5735, %5729 ]
  switch i64 %5341, label %532 [
    i64 1, label %5762
    i64 2, label %5755
    i64 3, label %5748
    i64 0, label %5765
  ]

5748:                                             ; preds = %5746
  %5749 = bitcast <16 x float> %5747 to <8 x i64>
  %5750 = and <8 x i64> %5749, %4986
  %5751 = fcmp oeq <16 x float> %5747, %47
  %5752 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5747, i32 4)
  %5753 = bitcast <8 x i64> %5750 to <16 x float>
  %5754 = select <16 x i1> %5751, <16 x float> %5753, <16 x float> %5752
  br label %5765

5755:                                             ; preds = %5746
  %5756 = bitcast <16 x float> %5747 to <8 x i64>
  %5757 = or <8 x i64> %5756, %4987
  %5758 = fcmp oeq <16 x float> %5747, %50
  %5759 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5747, i32 4)
  %5760 = bitcast <8 x i64> %5757 to <16 x float>
  %5761 = select <16 x i1> %5758, <16 x float> %5760, <16 x float> %5759
  br label %5765

5762:                                             ; preds = %5746
  %5763 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5702, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5764 = fadd <16 x float> %5747, %5763
  br label %5765

5765:                                             ; preds = %5748, %5755, %5762, %5746, %5727, %5708
  %5766 = phi <16 x float> [ %5747, %5746 ], [ %5709, %5708 ], [ %5728, %5727 ], [ %5764, %5762 ], [ %5761, %5755 ], [ %5754, %5748 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5766, ptr align 1 %5700, <16 x i1> %4994)
  br label %11448

5767:                                             ; preds = %5385
  br i1 %4983, label %5768, label %5776

5768:                                             ; preds = %5767
  %5769 = mul nsw i64 %5344, %12
  %5770 = add nsw i64 %5344, 1
  %5771 = mul nsw i64 %5770, %12
  %5772 = add nsw i64 %5344, 2
  %5773 = mul nsw i64 %5772, %12
  %5774 = add nsw i64 %5344, 3
  %5775 = mul nsw i64 %5774, %12
  br label %5787

5776:                                             ; preds = %5830, %5767
  %5777 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5831, %5830 ]
  %5778 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5832, %5830 ]
  %5779 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5833, %5830 ]
  %5780 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5834, %5830 ]
  %5781 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5835, %5830 ]
  %5782 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5836, %5830 ]
  %5783 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5837, %5830 ]
  %5784 = phi <16 x float> [ zeroinitializer, %5767 ], [ %5838, %5830 ]
  %5785 = icmp eq ptr %5355, null
  %5786 = icmp eq ptr %5366, null
  br i1 %5785, label %5947, label %5942

5787:                                             ; preds = %5768, %5830
  %5788 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5831, %5830 ]
  %5789 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5832, %5830 ]
  %5790 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5833, %5830 ]
  %5791 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5834, %5830 ]
  %5792 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5835, %5830 ]
  %5793 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5836, %5830 ]
  %5794 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5837, %5830 ]
  %5795 = phi <16 x float> [ zeroinitializer, %5768 ], [ %5838, %5830 ]
  %5796 = phi i64 [ 0, %5768 ], [ %5839, %5830 ]
  %5797 = mul nsw i64 %5796, %14
  %5798 = sub i64 %5797, %16
  %5799 = add i64 %5798, %5769
  %5800 = icmp slt i64 %5799, 0
  %5801 = icmp sge i64 %5799, %6
  %5802 = or i1 %5800, %5801
  %5803 = select i1 %5802, i64 0, i64 %5799
  %5804 = mul nsw i64 %5803, %7
  %5805 = getelementptr inbounds float, ptr %5351, i64 %5804
  %5806 = add i64 %5798, %5771
  %5807 = icmp slt i64 %5806, 0
  %5808 = icmp sge i64 %5806, %6
  %5809 = or i1 %5807, %5808
  %5810 = select i1 %5809, i64 0, i64 %5806
  %5811 = mul nsw i64 %5810, %7
  %5812 = getelementptr inbounds float, ptr %5351, i64 %5811
  %5813 = add i64 %5798, %5773
  %5814 = icmp slt i64 %5813, 0
  %5815 = icmp sge i64 %5813, %6
  %5816 = or i1 %5814, %5815
  %5817 = select i1 %5816, i64 0, i64 %5813
  %5818 = mul nsw i64 %5817, %7
  %5819 = getelementptr inbounds float, ptr %5351, i64 %5818
  %5820 = add i64 %5798, %5775
  %5821 = icmp slt i64 %5820, 0
  %5822 = icmp sge i64 %5820, %6
  %5823 = or i1 %5821, %5822
  %5824 = select i1 %5823, i64 0, i64 %5820
  %5825 = mul nsw i64 %5824, %7
  %5826 = getelementptr inbounds float, ptr %5351, i64 %5825
  br i1 %4984, label %5827, label %5830

5827:                                             ; preds = %5787
  %5828 = mul nuw nsw i64 %5796, %11
  %5829 = getelementptr inbounds nuw float, ptr %5353, i64 %5828
  br label %5841

5830:                                             ; preds = %5918, %5787
  %5831 = phi <16 x float> [ %5788, %5787 ], [ %5882, %5918 ]
  %5832 = phi <16 x float> [ %5789, %5787 ], [ %5924, %5918 ]
  %5833 = phi <16 x float> [ %5790, %5787 ], [ %5887, %5918 ]
  %5834 = phi <16 x float> [ %5791, %5787 ], [ %5929, %5918 ]
  %5835 = phi <16 x float> [ %5792, %5787 ], [ %5892, %5918 ]
  %5836 = phi <16 x float> [ %5793, %5787 ], [ %5934, %5918 ]
  %5837 = phi <16 x float> [ %5794, %5787 ], [ %5897, %5918 ]
  %5838 = phi <16 x float> [ %5795, %5787 ], [ %5939, %5918 ]
  %5839 = add nuw nsw i64 %5796, 1
  %5840 = icmp eq i64 %5839, %10
  br i1 %5840, label %5776, label %5787

5841:                                             ; preds = %5827, %5918
  %5842 = phi <16 x float> [ %5788, %5827 ], [ %5882, %5918 ]
  %5843 = phi <16 x float> [ %5789, %5827 ], [ %5924, %5918 ]
  %5844 = phi <16 x float> [ %5790, %5827 ], [ %5887, %5918 ]
  %5845 = phi <16 x float> [ %5791, %5827 ], [ %5929, %5918 ]
  %5846 = phi <16 x float> [ %5792, %5827 ], [ %5892, %5918 ]
  %5847 = phi <16 x float> [ %5793, %5827 ], [ %5934, %5918 ]
  %5848 = phi <16 x float> [ %5794, %5827 ], [ %5897, %5918 ]
  %5849 = phi <16 x float> [ %5795, %5827 ], [ %5939, %5918 ]
  %5850 = phi i64 [ 0, %5827 ], [ %5940, %5918 ]
  %5851 = getelementptr inbounds nuw float, ptr %5829, i64 %5850
  %5852 = load float, ptr %5851, align 4
  %5853 = insertelement <16 x float> poison, float %5852, i64 0
  %5854 = shufflevector <16 x float> %5853, <16 x float> poison, <16 x i32> zeroinitializer
  %5855 = mul nsw i64 %5850, %15
  %5856 = sub i64 %5855, %17
  %5857 = getelementptr i16, ptr %4971, i64 %5850
  br i1 %4985, label %5860, label %5858

5858:                                             ; preds = %5841
  %5859 = load i16, ptr %5857, align 2
  br label %5876

5860:                                             ; preds = %5841
  %5861 = icmp slt i64 %5856, 0
  %5862 = sub nsw i64 0, %5856
  %5863 = select i1 %5861, i64 %5862, i64 0
  %5864 = sub nsw i64 %7, %5856
  %5865 = call i64 @llvm.smin.i64(i64 %5864, i64 %9)
  %5866 = call i64 @llvm.smin.i64(i64 %5865, i64 16)
  %5867 = icmp sgt i64 %5866, %5863
  %5868 = trunc i64 %5866 to i32
  %5869 = shl nsw i32 -1, %5868
  %5870 = xor i32 %5869, -1
  %5871 = trunc i64 %5863 to i32
  %5872 = shl nsw i32 -1, %5871
  %5873 = and i32 %5872, %5870
  %5874 = trunc i32 %5873 to i16
  %5875 = select i1 %5867, i16 %5874, i16 0
  br label %5876

5876:                                             ; preds = %5860, %5858
  %5877 = phi i16 [ %5859, %5858 ], [ %5875, %5860 ]
  %5878 = select i1 %5802, i16 0, i16 %5877
  %5879 = getelementptr inbounds float, ptr %5805, i64 %5856
  %5880 = bitcast i16 %5878 to <16 x i1>
  %5881 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5879, <16 x i1> %5880, <16 x float> zeroinitializer)
  %5882 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5881, <16 x float> %5854, <16 x float> %5842)
  %5883 = select i1 %5809, i16 0, i16 %5877
  %5884 = getelementptr inbounds float, ptr %5812, i64 %5856
  %5885 = bitcast i16 %5883 to <16 x i1>
  %5886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5884, <16 x i1> %5885, <16 x float> zeroinitializer)
  %5887 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5886, <16 x float> %5854, <16 x float> %5844)
  %5888 = select i1 %5816, i16 0, i16 %5877
  %5889 = getelementptr inbounds float, ptr %5819, i64 %5856
  %5890 = bitcast i16 %5888 to <16 x i1>
  %5891 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5889, <16 x i1> %5890, <16 x float> zeroinitializer)
  %5892 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5891, <16 x float> %5854, <16 x float> %5846)
  %5893 = select i1 %5823, i16 0, i16 %5877
  %5894 = getelementptr inbounds float, ptr %5826, i64 %5856
  %5895 = bitcast i16 %5893 to <16 x i1>
  %5896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5894, <16 x i1> %5895, <16 x float> zeroinitializer)
  %5897 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5896, <16 x float> %5854, <16 x float> %5848)
  %5898 = add i64 %5856, 16
  br i1 %4985, label %5902, label %5899

5899:                                             ; preds = %5876
  %5900 = getelementptr i16, ptr %5857, i64 %11
  %5901 = load i16, ptr %5900, align 2
  br label %5918

5902:                                             ; preds = %5876
  %5903 = icmp slt i64 %5898, 0
  %5904 = sub i64 -16, %5856
  %5905 = select i1 %5903, i64 %5904, i64 0
  %5906 = sub nsw i64 %7, %5898
  %5907 = call i64 @llvm.smin.i64(i64 %5906, i64 %5276)
  %5908 = call i64 @llvm.smin.i64(i64 %5907, i64 16)
  %5909 = icmp sgt i64 %5908, %5905
  %5910 = trunc i64 %5908 to i32
  %5911 = shl nsw i32 -1, %5910
  %5912 = xor i32 %5911, -1
  %5913 = trunc i64 %5905 to i32
  %5914 = shl nsw i32 -1, %5913
  %5915 = and i32 %5914, %5912
  %5916 = trunc i32 %5915 to i16
  %5917 = select i1 %5909, i16 %5916, i16 0
  br label %5918

5918:                                             ; preds = %5902, %5899
  %5919 = phi i16 [ %5901, %5899 ], [ %5917, %5902 ]
  %5920 = select i1 %5802, i16 0, i16 %5919
  %5921 = getelementptr inbounds float, ptr %5805, i64 %5898
  %5922 = bitcast i16 %5920 to <16 x i1>
  %5923 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5921, <16 x i1> %5922, <16 x float> zeroinitializer)
  %5924 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5923, <16 x float> %5854, <16 x float> %5843)
  %5925 = select i1 %5809, i16 0, i16 %5919
  %5926 = getelementptr inbounds float, ptr %5812, i64 %5898
  %5927 = bitcast i16 %5925 to <16 x i1>
  %5928 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5926, <16 x i1> %5927, <16 x float> zeroinitializer)
  %5929 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5928, <16 x float> %5854, <16 x float> %5845)
  %5930 = select i1 %5816, i16 0, i16 %5919
  %5931 = getelementptr inbounds float, ptr %5819, i64 %5898
  %5932 = bitcast i16 %5930 to <16 x i1>
  %5933 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5931, <16 x i1> %5932, <16 x float> zeroinitializer)
  %5934 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5933, <16 x float> %5854, <16 x float> %5847)
  %5935 = select i1 %5823, i16 0, i16 %5919
  %5936 = getelementptr inbounds float, ptr %5826, i64 %5898
  %5937 = bitcast i16 %5935 to <16 x i1>
  %5938 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5936, <16 x i1> %5937, <16 x float> zeroinitializer)
  %5939 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5938, <16 x float> %5854, <16 x float> %5849)
  %5940 = add nuw nsw i64 %5850, 1
  %5941 = icmp eq i64 %5940, %11
  br i1 %5941, label %5830, label %5841

5942:                                             ; preds = %5776
  %5943 = load float, ptr %5354, align 4
  %5944 = insertelement <16 x float> poison, float %5943, i64 0
  %5945 = shufflevector <16 x float> %5944, <16 x float> poison, <16 x i32> zeroinitializer
  %5946 = fadd <16 x float> %5777, %5945
  br label %5947

5947:                                             ; preds = %5942, %5776
  %5948 = phi <16 x float> [ %5946, %5942 ], [ %5777, %5776 ]
  switch i64 %5277, label %532 [
    i64 1, label %5949
    i64 2, label %5952
    i64 3, label %5959
    i64 0, label %6004
  ]

5949:                                             ; preds = %5947
  %5950 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5951 = fadd <16 x float> %5948, %5950
  br label %5966

5952:                                             ; preds = %5947
  %5953 = bitcast <16 x float> %5948 to <8 x i64>
  %5954 = or <8 x i64> %5953, %4987
  %5955 = fcmp oeq <16 x float> %5948, %50
  %5956 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5948, i32 4)
  %5957 = bitcast <8 x i64> %5954 to <16 x float>
  %5958 = select <16 x i1> %5955, <16 x float> %5957, <16 x float> %5956
  br label %5966

5959:                                             ; preds = %5947
  %5960 = bitcast <16 x float> %5948 to <8 x i64>
  %5961 = and <8 x i64> %5960, %4986
  %5962 = fcmp oeq <16 x float> %5948, %47
  %5963 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5948, i32 4)
  %5964 = bitcast <8 x i64> %5961 to <16 x float>
  %5965 = select <16 x i1> %5962, <16 x float> %5964, <16 x float> %5963
  br label %5966

5966:                                             ; preds = %5959, %5952, %5949
  %5967 = phi <16 x float> [ %5951, %5949 ], [ %5958, %5952 ], [ %5965, %5959 ]
  switch i64 %5279, label %532 [
    i64 1, label %5982
    i64 2, label %5975
    i64 3, label %5968
    i64 0, label %6004
  ]

5968:                                             ; preds = %5966
  %5969 = bitcast <16 x float> %5967 to <8 x i64>
  %5970 = and <8 x i64> %5969, %4986
  %5971 = fcmp oeq <16 x float> %5967, %47
  %5972 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5967, i32 4)
  %5973 = bitcast <8 x i64> %5970 to <16 x float>
  %5974 = select <16 x i1> %5971, <16 x float> %5973, <16 x float> %5972
  br label %5985

5975:                                             ; preds = %5966
  %5976 = bitcast <16 x float> %5967 to <8 x i64>
  %5977 = or <8 x i64> %5976, %4987
  %5978 = fcmp oeq <16 x float> %5967, %50
  %5979 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5967, i32 4)
  %5980 = bitcast <8 x i64> %5977 to <16 x float>
  %5981 = select <16 x i1> %5978, <16 x float> %5980, <16 x float> %5979
  br label %5985

5982:                                             ; preds = %5966
  %5983 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %5984 = fadd <16 x float> %5967, %5983
  br label %5985

5985:                                             ; preds = %5982, %5975, %5968
  %5986 = phi <16 x float> [ %5984, %5982 ], [ %5981, %5975 ], [ %5974, %5968 ]
  switch i64 %5281, label %532 [
    i64 1, label %6001
    i64 2, label %5994
    i64 3, label %5987
    i64 0, label %6004
  ]

5987:                                             ; preds = %5985
  %5988 = bitcast <16 x float> %5986 to <8 x i64>
  %5989 = and <8 x i64> %5988, %4986
  %5990 = fcmp oeq <16 x float> %5986, %47
  %5991 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %5986, i32 4)
  %5992 = bitcast <8 x i64> %5989 to <16 x float>
  %5993 = select <16 x i1> %5990, <16 x float> %5992, <16 x float> %5991
  br label %6004

5994:                                             ; preds = %5985
  %5995 = bitcast <16 x float> %5986 to <8 x i64>
  %5996 = or <8 x i64> %5995, %4987
  %5997 = fcmp oeq <16 x float> %5986, %50
  %5998 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %5986, i32 4)
  %5999 = bitcast <8 x i64> %5996 to <16 x float>
  %6000 = select <16 x i1> %5997, <16 x float> %5999, <16 x float> %5998
  br label %6004

6001:                                             ; preds = %5985
  %6002 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6003 = fadd <16 x float> %5986, %6002
  br label %6004

6004:                                             ; preds = %5987, %5994, %6001, %5985, %5966, %5947
  %6005 = phi <16 x float> [ %5986, %5985 ], [ %5948, %5947 ], [ %5967, %5966 ], [ %6003, %6001 ], [ %6000, %5994 ], [ %5993, %5987 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6005, ptr align 1 %5361, <16 x i1> %4994)
  br i1 %5785, label %6011, label %6006

6006:                                             ; preds = %6004
  %6007 = load float, ptr %5354, align 4
  %6008 = insertelement <16 x float> poison, float %6007, i64 0
  %6009 = shufflevector <16 x float> %6008, <16 x float> poison, <16 x i32> zeroinitializer
  %6010 = fadd <16 x float> %5778, %6009
  br label %6011

6011:                                             ; preds = %6006, %6004
  %6012 = phi <16 x float> [ %6010, %6006 ], [ %5778, %6004 ]
  %6013 = getelementptr inbounds nuw i8, ptr %5361, i64 64
  %6014 = getelementptr inbounds nuw i8, ptr %5366, i64 64
  %6015 = select i1 %5786, ptr null, ptr %6014
  switch i64 %5277, label %532 [
    i64 1, label %6030
    i64 2, label %6023
    i64 3, label %6016
    i64 0, label %6071
  ]

6016:                                             ; preds = %6011
  %6017 = bitcast <16 x float> %6012 to <8 x i64>
  %6018 = and <8 x i64> %6017, %4986
  %6019 = fcmp oeq <16 x float> %6012, %47
  %6020 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6012, i32 4)
  %6021 = bitcast <8 x i64> %6018 to <16 x float>
  %6022 = select <16 x i1> %6019, <16 x float> %6021, <16 x float> %6020
  br label %6033

6023:                                             ; preds = %6011
  %6024 = bitcast <16 x float> %6012 to <8 x i64>
  %6025 = or <8 x i64> %6024, %4987
  %6026 = fcmp oeq <16 x float> %6012, %50
  %6027 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6012, i32 4)
  %6028 = bitcast <8 x i64> %6025 to <16 x float>
  %6029 = select <16 x i1> %6026, <16 x float> %6028, <16 x float> %6027
  br label %6033

6030:                                             ; preds = %6011
  %6031 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6015, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6032 = fadd <16 x float> %6012, %6031
  br label %6033

6033:                                             ; preds = %6030, %6023, %6016
  %6034 = phi <16 x float> [ %6032, %6030 ], [ %6029, %6023 ], [ %6022, %6016 ]
  switch i64 %5291, label %532 [
    i64 1, label %6049
    i64 2, label %6042
    i64 3, label %6035
    i64 0, label %6071
  ]

6035:                                             ; preds = %6033
  %6036 = bitcast <16 x float> %6034 to <8 x i64>
  %6037 = and <8 x i64> %6036, %4986
  %6038 = fcmp oeq <16 x float> %6034, %47
  %6039 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6034, i32 4)
  %6040 = bitcast <8 x i64> %6037 to <16 x float>
  %6041 = select <16 x i1> %6038, <16 x float> %6040, <16 x float> %6039
  br label %6052

6042:                                             ; preds = %6033
  %6043 = bitcast <16 x float> %6034 to <8 x i64>
  %6044 = or <8 x i64> %6043, %4987
  %6045 = fcmp oeq <16 x float> %6034, %50
  %6046 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6034, i32 4)
  %6047 = bitcast <8 x i64> %6044 to <16 x float>
  %6048 = select <16 x i1> %6045, <16 x float> %6047, <16 x float> %6046
  br label %6052

6049:                                             ; preds = %6033
  %6050 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6015, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6051 = fadd <16 x float> %6034, %6050
  br label %6052

6052:                                             ; preds = %6049, %6042, %6035
  %6053 = phi <16 x float> [ %6051, %6049 ], [ %6048, %6042 ], [ %6041, %6035 ]
  switch i64 %5293, label %532 [
    i64 1, label %6068
    i64 2, label %6061
    i64 3, label %6054
    i64 0, label %6071
  ]

6054:                                             ; preds = %6052
  %6055 = bitcast <16 x float> %6053 to <8 x i64>
  %6056 = and <8 x i64> %6055, %4986
  %6057 = fcmp oeq <16 x float> %6053, %47
  %6058 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6053, i32 4)
  %6059 = bitcast <8 x i64> %6056 to <16 x float>
  %6060 = select <16 x i1> %6057, <16 x float> %6059, <16 x float> %6058
  br label %6071

6061:                                             ; preds = %6052
  %6062 = bitcast <16 x float> %6053 to <8 x i64>
  %6063 = or <8 x i64> %6062, %4987
  %6064 = fcmp oeq <16 x float> %6053, %50
  %6065 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6053, i32 4)
  %6066 = bitcast <8 x i64> %6063 to <16 x float>
  %6067 = select <16 x i1> %6064, <16 x float> %6066, <16 x float> %6065
  br label %6071

6068:                                             ; preds = %6052
  %6069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6015, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6070 = fadd <16 x float> %6053, %6069
  br label %6071

6071:                                             ; preds = %6054, %6061, %6068, %6052, %6033, %6011
  %6072 = phi <16 x float> [ %6053, %6052 ], [ %6012, %6011 ], [ %6034, %6033 ], [ %6070, %6068 ], [ %6067, %6061 ], [ %6060, %6054 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6072, ptr nonnull align 1 %6013, <16 x i1> %5289)
  br i1 %5785, label %6078, label %6073

6073:                                             ; preds = %6071
  %6074 = load float, ptr %5354, align 4
  %6075 = insertelement <16 x float> poison, float %6074, i64 0
  %6076 = shufflevector <16 x float> %6075, <16 x float> poison, <16 x i32> zeroinitializer
  %6077 = fadd <16 x float> %5779, %6076
  br label %6078

6078:                                             ; preds = %6073, %6071
  %6079 = phi <16 x float> [ %6077, %6073 ], [ %5779, %6071 ]
  %6080 = getelementptr inbounds float, ptr %5361, i64 %9
  %6081 = getelementptr inbounds float, ptr %5366, i64 %9
  %6082 = select i1 %5786, ptr null, ptr %6081
  switch i64 %5277, label %532 [
    i64 1, label %6097
    i64 2, label %6090
    i64 3, label %6083
    i64 0, label %6138
  ]

6083:                                             ; preds = %6078
  %6084 = bitcast <16 x float> %6079 to <8 x i64>
  %6085 = and <8 x i64> %6084, %4986
  %6086 = fcmp oeq <16 x float> %6079, %47
  %6087 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6079, i32 4)
  %6088 = bitcast <8 x i64> %6085 to <16 x float>
  %6089 = select <16 x i1> %6086, <16 x float> %6088, <16 x float> %6087
  br label %6100

6090:                                             ; preds = %6078
  %6091 = bitcast <16 x float> %6079 to <8 x i64>
  %6092 = or <8 x i64> %6091, %4987
  %6093 = fcmp oeq <16 x float> %6079, %50
  %6094 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6079, i32 4)
  %6095 = bitcast <8 x i64> %6092 to <16 x float>
  %6096 = select <16 x i1> %6093, <16 x float> %6095, <16 x float> %6094
  br label %6100

6097:                                             ; preds = %6078
  %6098 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6082, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6099 = fadd <16 x float> %6079, %6098
  br label %6100

6100:                                             ; preds = %6097, %6090, %6083
  %6101 = phi <16 x float> [ %6099, %6097 ], [ %6096, %6090 ], [ %6089, %6083 ]
  switch i64 %5295, label %532 [
    i64 1, label %6116
    i64 2, label %6109
    i64 3, label %6102
    i64 0, label %6138
  ]

6102:                                             ; preds = %6100
  %6103 = bitcast <16 x float> %6101 to <8 x i64>
  %6104 = and <8 x i64> %6103, %4986
  %6105 = fcmp oeq <16 x float> %6101, %47
  %6106 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6101, i32 4)
  %6107 = bitcast <8 x i64> %6104 to <16 x float>
  %6108 = select <16 x i1> %6105, <16 x float> %6107, <16 x float> %6106
  br label %6119

6109:                                             ; preds = %6100
  %6110 = bitcast <16 x float> %6101 to <8 x i64>
  %6111 = or <8 x i64> %6110, %4987
  %6112 = fcmp oeq <16 x float> %6101, %50
  %6113 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6101, i32 4)
  %6114 = bitcast <8 x i64> %6111 to <16 x float>
  %6115 = select <16 x i1> %6112, <16 x float> %6114, <16 x float> %6113
  br label %6119

6116:                                             ; preds = %6100
  %6117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6082, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6118 = fadd <16 x float> %6101, %6117
  br label %6119

6119:                                             ; preds = %6116, %6109, %6102
  %6120 = phi <16 x float> [ %6118, %6116 ], [ %6115, %6109 ], [ %6108, %6102 ]
  switch i64 %5297, label %532 [
    i64 1, label %6135
    i64 2, label %6128
    i64 3, label %6121
    i64 0, label %6138
  ]

6121:                                             ; preds = %6119
  %6122 = bitcast <16 x float> %6120 to <8 x i64>
  %6123 = and <8 x i64> %6122, %4986
  %6124 = fcmp oeq <16 x float> %6120, %47
  %6125 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6120, i32 4)
  %6126 = bitcast <8 x i64> %6123 to <16 x float>
  %6127 = select <16 x i1> %6124, <16 x float> %6126, <16 x float> %6125
  br label %6138

6128:                                             ; preds = %6119
  %6129 = bitcast <16 x float> %6120 to <8 x i64>
  %6130 = or <8 x i64> %6129, %4987
  %6131 = fcmp oeq <16 x float> %6120, %50
  %6132 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6120, i32 4)
  %6133 = bitcast <8 x i64> %6130 to <16 x float>
  %6134 = select <16 x i1> %6131, <16 x float> %6133, <16 x float> %6132
  br label %6138

6135:                                             ; preds = %6119
  %6136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6082, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6137 = fadd <16 x float> %6120, %6136
  br label %6138

6138:                                             ; preds = %6121, %6128, %6135, %6119, %6100, %6078
  %6139 = phi <16 x float> [ %6120, %6119 ], [ %6079, %6078 ], [ %6101, %6100 ], [ %6137, %6135 ], [ %6134, %6128 ], [ %6127, %6121 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6139, ptr align 1 %6080, <16 x i1> %4994)
  br i1 %5785, label %6145, label %6140

6140:                                             ; preds = %6138
  %6141 = load float, ptr %5354, align 4
  %6142 = insertelement <16 x float> poison, float %6141, i64 0
  %6143 = shufflevector <16 x float> %6142, <16 x float> poison, <16 x i32> zeroinitializer
  %6144 = fadd <16 x float> %5780, %6143
  br label %6145

6145:                                             ; preds = %6140, %6138
  %6146 = phi <16 x float> [ %6144, %6140 ], [ %5780, %6138 ]
  %6147 = getelementptr inbounds float, ptr %5361, i64 %5298
  %6148 = getelementptr inbounds float, ptr %5366, i64 %5298
  %6149 = select i1 %5786, ptr null, ptr %6148
  switch i64 %5277, label %532 [
    i64 1, label %6164
    i64 2, label %6157
    i64 3, label %6150
    i64 0, label %6205
  ]

6150:                                             ; preds = %6145
  %6151 = bitcast <16 x float> %6146 to <8 x i64>
  %6152 = and <8 x i64> %6151, %4986
  %6153 = fcmp oeq <16 x float> %6146, %47
  %6154 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6146, i32 4)
  %6155 = bitcast <8 x i64> %6152 to <16 x float>
  %6156 = select <16 x i1> %6153, <16 x float> %6155, <16 x float> %6154
  br label %6167

6157:                                             ; preds = %6145
  %6158 = bitcast <16 x float> %6146 to <8 x i64>
  %6159 = or <8 x i64> %6158, %4987
  %6160 = fcmp oeq <16 x float> %6146, %50
  %6161 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6146, i32 4)
  %6162 = bitcast <8 x i64> %6159 to <16 x float>
  %6163 = select <16 x i1> %6160, <16 x float> %6162, <16 x float> %6161
  br label %6167

6164:                                             ; preds = %6145
  %6165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6149, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6166 = fadd <16 x float> %6146, %6165
  br label %6167

6167:                                             ; preds = %6164, %6157, %6150
  %6168 = phi <16 x float> [ %6166, %6164 ], [ %6163, %6157 ], [ %6156, %6150 ]
  switch i64 %5300, label %532 [
    i64 1, label %6183
    i64 2, label %6176
    i64 3, label %6169
    i64 0, label %6205
  ]

6169:                                             ; preds = %6167
  %6170 = bitcast <16 x float> %6168 to <8 x i64>
  %6171 = and <8 x i64> %6170, %4986
  %6172 = fcmp oeq <16 x float> %6168, %47
  %6173 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6168, i32 4)
  %6174 = bitcast <8 x i64> %6171 to <16 x float>
  %6175 = select <16 x i1> %6172, <16 x float> %6174, <16 x float> %6173
  br label %6186

6176:                                             ; preds = %6167
  %6177 = bitcast <16 x float> %6168 to <8 x i64>
  %6178 = or <8 x i64> %6177, %4987
  %6179 = fcmp oeq <16 x float> %6168, %50
  %6180 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6168, i32 4)
  %6181 = bitcast <8 x i64> %6178 to <16 x float>
  %6182 = select <16 x i1> %6179, <16 x float> %6181, <16 x float> %6180
  br label %6186

6183:                                             ; preds = %6167
  %6184 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6149, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6185 = fadd <16 x float> %6168, %6184
  br label %6186

6186:                                             ; preds = %6183, %6176, %6169
  %6187 = phi <16 x float> [ %6185, %6183 ], [ %6182, %6176 ], [ %6175, %6169 ]
  switch i64 %5302, label %532 [
    i64 1, label %6202
    i64 2, label %6195
    i64 3, label %6188
    i64 0, label %6205
  ]

6188:                                             ; preds = %6186
  %6189 = bitcast <16 x float> %6187 to <8 x i64>
  %6190 = and <8 x i64> %6189, %4986
  %6191 = fcmp oeq <16 x float> %6187, %47
  %6192 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6187, i32 4)
  %6193 = bitcast <8 x i64> %6190 to <16 x float>
  %6194 = select <16 x i1> %6191, <16 x float> %6193, <16 x float> %6192
  br label %6205

6195:                                             ; preds = %6186
  %6196 = bitcast <16 x float> %6187 to <8 x i64>
  %6197 = or <8 x i64> %6196, %4987
  %6198 = fcmp oeq <16 x float> %6187, %50
  %6199 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6187, i32 4)
  %6200 = bitcast <8 x i64> %6197 to <16 x float>
  %6201 = select <16 x i1> %6198, <16 x float> %6200, <16 x float> %6199
  br label %6205

6202:                                             ; preds = %6186
  %6203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6149, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6204 = fadd <16 x float> %6187, %6203
  br label %6205

6205:                                             ; preds = %6188, %6195, %6202, %6186, %6167, %6145
  %6206 = phi <16 x float> [ %6187, %6186 ], [ %6146, %6145 ], [ %6168, %6167 ], [ %6204, %6202 ], [ %6201, %6195 ], [ %6194, %6188 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6206, ptr align 1 %6147, <16 x i1> %5289)
  br i1 %5785, label %6212, label %6207

6207:                                             ; preds = %6205
  %6208 = load float, ptr %5354, align 4
  %6209 = insertelement <16 x float> poison, float %6208, i64 0
  %6210 = shufflevector <16 x float> %6209, <16 x float> poison, <16 x i32> zeroinitializer
  %6211 = fadd <16 x float> %5781, %6210
  br label %6212

6212:                                             ; preds = %6207, %6205
  %6213 = phi <16 x float> [ %6211, %6207 ], [ %5781, %6205 ]
  %6214 = getelementptr inbounds float, ptr %5361, i64 %5303
  %6215 = getelementptr inbounds float, ptr %5366, i64 %5303
  %6216 = select i1 %5786, ptr null, ptr %6215
  switch i64 %5277, label %532 [
    i64 1, label %6231
    i64 2, label %6224
    i64 3, label %6217
    i64 0, label %6272
  ]

6217:                                             ; preds = %6212
  %6218 = bitcast <16 x float> %6213 to <8 x i64>
  %6219 = and <8 x i64> %6218, %4986
  %6220 = fcmp oeq <16 x float> %6213, %47
  %6221 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6213, i32 4)
  %6222 = bitcast <8 x i64> %6219 to <16 x float>
  %6223 = select <16 x i1> %6220, <16 x float> %6222, <16 x float> %6221
  br label %6234

6224:                                             ; preds = %6212
  %6225 = bitcast <16 x float> %6213 to <8 x i64>
  %6226 = or <8 x i64> %6225, %4987
  %6227 = fcmp oeq <16 x float> %6213, %50
  %6228 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6213, i32 4)
  %6229 = bitcast <8 x i64> %6226 to <16 x float>
  %6230 = select <16 x i1> %6227, <16 x float> %6229, <16 x float> %6228
  br label %6234

6231:                                             ; preds = %6212
  %6232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6216, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6233 = fadd <16 x float> %6213, %6232
  br label %6234

6234:                                             ; preds = %6231, %6224, %6217
  %6235 = phi <16 x float> [ %6233, %6231 ], [ %6230, %6224 ], [ %6223, %6217 ]
  switch i64 %5305, label %532 [
    i64 1, label %6250
    i64 2, label %6243
    i64 3, label %6236
    i64 0, label %6272
  ]

6236:                                             ; preds = %6234
  %6237 = bitcast <16 x float> %6235 to <8 x i64>
  %6238 = and <8 x i64> %6237, %4986
  %6239 = fcmp oeq <16 x float> %6235, %47
  %6240 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6235, i32 4)
  %6241 = bitcast <8 x i64> %6238 to <16 x float>
  %6242 = select <16 x i1> %6239, <16 x float> %6241, <16 x float> %6240
  br label %6253

6243:                                             ; preds = %6234
  %6244 = bitcast <16 x float> %6235 to <8 x i64>
  %6245 = or <8 x i64> %6244, %4987
  %6246 = fcmp oeq <16 x float> %6235, %50
  %6247 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6235, i32 4)
  %6248 = bitcast <8 x i64> %6245 to <16 x float>
  %6249 = select <16 x i1> %6246, <16 x float> %6248, <16 x float> %6247
  br label %6253

6250:                                             ; preds = %6234
  %6251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6216, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6252 = fadd <16 x float> %6235, %6251
  br label %6253

6253:                                             ; preds = %6250, %6243, %6236
  %6254 = phi <16 x float> [ %6252, %6250 ], [ %6249, %6243 ], [ %6242, %6236 ]
  switch i64 %5307, label %532 [
    i64 1, label %6269
    i64 2, label %6262
    i64 3, label %6255
    i64 0, label %6272
  ]

6255:                                             ; preds = %6253
  %6256 = bitcast <16 x float> %6254 to <8 x i64>
  %6257 = and <8 x i64> %6256, %4986
  %6258 = fcmp oeq <16 x float> %6254, %47
  %6259 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6254, i32 4)
  %6260 = bitcast <8 x i64> %6257 to <16 x float>
  %6261 = select <16 x i1> %6258, <16 x float> %6260, <16 x float> %6259
  br label %6272

6262:                                             ; preds = %6253
  %6263 = bitcast <16 x float> %6254 to <8 x i64>
  %6264 = or <8 x i64> %6263, %4987
  %6265 = fcmp oeq <16 x float> %6254, %50
  %6266 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6254, i32 4)
  %6267 = bitcast <8 x i64> %6264 to <16 x float>
  %6268 = select <16 x i1> %6265, <16 x float> %6267, <16 x float> %6266
  br label %6272

6269:                                             ; preds = %6253
  %6270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6216, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6271 = fadd <16 x float> %6254, %6270
  br label %6272

6272:                                             ; preds = %6255, %6262, %6269, %6253, %6234, %6212
  %6273 = phi <16 x float> [ %6254, %6253 ], [ %6213, %6212 ], [ %6235, %6234 ], [ %6271, %6269 ], [ %6268, %6262 ], [ %6261, %6255 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6273, ptr align 1 %6214, <16 x i1> %4994)
  br i1 %5785, label %6279, label %6274

6274:                                             ; preds = %6272
  %6275 = load float, ptr %5354, align 4
  %6276 = insertelement <16 x float> poison, float %6275, i64 0
  %6277 = shufflevector <16 x float> %6276, <16 x float> poison, <16 x i32> zeroinitializer
  %6278 = fadd <16 x float> %5782, %6277
  br label %6279

6279:                                             ; preds = %6274, %6272
  %6280 = phi <16 x float> [ %6278, %6274 ], [ %5782, %6272 ]
  %6281 = getelementptr inbounds float, ptr %5361, i64 %5308
  %6282 = getelementptr inbounds float, ptr %5366, i64 %5308
  %6283 = select i1 %5786, ptr null, ptr %6282
  switch i64 %5277, label %532 [
    i64 1, label %6298
    i64 2, label %6291
    i64 3, label %6284
    i64 0, label %6339
  ]

6284:                                             ; preds = %6279
  %6285 = bitcast <16 x float> %6280 to <8 x i64>
  %6286 = and <8 x i64> %6285, %4986
  %6287 = fcmp oeq <16 x float> %6280, %47
  %6288 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6280, i32 4)
  %6289 = bitcast <8 x i64> %6286 to <16 x float>
  %6290 = select <16 x i1> %6287, <16 x float> %6289, <16 x float> %6288
  br label %6301

6291:                                             ; preds = %6279
  %6292 = bitcast <16 x float> %6280 to <8 x i64>
  %6293 = or <8 x i64> %6292, %4987
  %6294 = fcmp oeq <16 x float> %6280, %50
  %6295 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6280, i32 4)
  %6296 = bitcast <8 x i64> %6293 to <16 x float>
  %6297 = select <16 x i1> %6294, <16 x float> %6296, <16 x float> %6295
  br label %6301

6298:                                             ; preds = %6279
  %6299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6283, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6300 = fadd <16 x float> %6280, %6299
  br label %6301

6301:                                             ; preds = %6298, %6291, %6284
  %6302 = phi <16 x float> [ %6300, %6298 ], [ %6297, %6291 ], [ %6290, %6284 ]
  switch i64 %5310, label %532 [
    i64 1, label %6317
    i64 2, label %6310
    i64 3, label %6303
    i64 0, label %6339
  ]

6303:                                             ; preds = %6301
  %6304 = bitcast <16 x float> %6302 to <8 x i64>
  %6305 = and <8 x i64> %6304, %4986
  %6306 = fcmp oeq <16 x float> %6302, %47
  %6307 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6302, i32 4)
  %6308 = bitcast <8 x i64> %6305 to <16 x float>
  %6309 = select <16 x i1> %6306, <16 x float> %6308, <16 x float> %6307
  br label %6320

6310:                                             ; preds = %6301
  %6311 = bitcast <16 x float> %6302 to <8 x i64>
  %6312 = or <8 x i64> %6311, %4987
  %6313 = fcmp oeq <16 x float> %6302, %50
  %6314 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6302, i32 4)
  %6315 = bitcast <8 x i64> %6312 to <16 x float>
  %6316 = select <16 x i1> %6313, <16 x float> %6315, <16 x float> %6314
  br label %6320

6317:                                             ; preds = %6301
  %6318 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6283, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6319 = fadd <16 x float> %6302, %6318
  br label %6320

6320:                                             ; preds = %6317, %6310, %6303
  %6321 = phi <16 x float> [ %6319, %6317 ], [ %6316, %6310 ], [ %6309, %6303 ]
  switch i64 %5312, label %532 [
    i64 1, label %6336
    i64 2, label %6329
    i64 3, label %6322
    i64 0, label %6339
  ]

6322:                                             ; preds = %6320
  %6323 = bitcast <16 x float> %6321 to <8 x i64>
  %6324 = and <8 x i64> %6323, %4986
  %6325 = fcmp oeq <16 x float> %6321, %47
  %6326 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6321, i32 4)
  %6327 = bitcast <8 x i64> %6324 to <16 x float>
  %6328 = select <16 x i1> %6325, <16 x float> %6327, <16 x float> %6326
  br label %6339

6329:                                             ; preds = %6320
  %6330 = bitcast <16 x float> %6321 to <8 x i64>
  %6331 = or <8 x i64> %6330, %4987
  %6332 = fcmp oeq <16 x float> %6321, %50
  %6333 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6321, i32 4)
  %6334 = bitcast <8 x i64> %6331 to <16 x float>
  %6335 = select <16 x i1> %6332, <16 x float> %6334, <16 x float> %6333
  br label %6339

6336:                                             ; preds = %6320
  %6337 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6283, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6338 = fadd <16 x float> %6321, %6337
  br label %6339

6339:                                             ; preds = %6322, %6329, %6336, %6320, %6301, %6279
  %6340 = phi <16 x float> [ %6321, %6320 ], [ %6280, %6279 ], [ %6302, %6301 ], [ %6338, %6336 ], [ %6335, %6329 ], [ %6328, %6322 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6340, ptr align 1 %6281, <16 x i1> %5289)
  br i1 %5785, label %6346, label %6341

6341:                                             ; preds = %6339
  %6342 = load float, ptr %5354, align 4
  %6343 = insertelement <16 x float> poison, float %6342, i64 0
  %6344 = shufflevector <16 x float> %6343, <16 x float> poison, <16 x i32> zeroinitializer
  %6345 = fadd <16 x float> %5783, %6344
  br label %6346

6346:                                             ; preds = %6341, %6339
  %6347 = phi <16 x float> [ %6345, %6341 ], [ %5783, %6339 ]
  %6348 = getelementptr inbounds float, ptr %5361, i64 %5313
  %6349 = getelementptr inbounds float, ptr %5366, i64 %5313
  %6350 = select i1 %5786, ptr null, ptr %6349
  switch i64 %5277, label %532 [
    i64 1, label %6365
    i64 2, label %6358
    i64 3, label %6351
    i64 0, label %6406
  ]

6351:                                             ; preds = %6346
  %6352 = bitcast <16 x float> %6347 to <8 x i64>
  %6353 = and <8 x i64> %6352, %4986
  %6354 = fcmp oeq <16 x float> %6347, %47
  %6355 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6347, i32 4)
  %6356 = bitcast <8 x i64> %6353 to <16 x float>
  %6357 = select <16 x i1> %6354, <16 x float> %6356, <16 x float> %6355
  br label %6368

6358:                                             ; preds = %6346
  %6359 = bitcast <16 x float> %6347 to <8 x i64>
  %6360 = or <8 x i64> %6359, %4987
  %6361 = fcmp oeq <16 x float> %6347, %50
  %6362 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6347, i32 4)
  %6363 = bitcast <8 x i64> %6360 to <16 x float>
  %6364 = select <16 x i1> %6361, <16 x float> %6363, <16 x float> %6362
  br label %6368

6365:                                             ; preds = %6346
  %6366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6367 = fadd <16 x float> %6347, %6366
  br label %6368

6368:                                             ; preds = %6365, %6358, %6351
  %6369 = phi <16 x float> [ %6367, %6365 ], [ %6364, %6358 ], [ %6357, %6351 ]
  switch i64 %5315, label %532 [
    i64 1, label %6384
    i64 2, label %6377
    i64 3, label %6370
    i64 0, label %6406
  ]

6370:                                             ; preds = %6368
  %6371 = bitcast <16 x float> %6369 to <8 x i64>
  %6372 = and <8 x i64> %6371, %4986
  %6373 = fcmp oeq <16 x float> %6369, %47
  %6374 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6369, i32 4)
  %6375 = bitcast <8 x i64> %6372 to <16 x float>
  %6376 = select <16 x i1> %6373, <16 x float> %6375, <16 x float> %6374
  br label %6387

6377:                                             ; preds = %6368
  %6378 = bitcast <16 x float> %6369 to <8 x i64>
  %6379 = or <8 x i64> %6378, %4987
  %6380 = fcmp oeq <16 x float> %6369, %50
  %6381 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6369, i32 4)
  %6382 = bitcast <8 x i64> %6379 to <16 x float>
  %6383 = select <16 x i1> %6380, <16 x float> %6382, <16 x float> %6381
  br label %6387

6384:                                             ; preds = %6368
  %6385 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6386 = fadd <16 x float> %6369, %6385
  br label %6387

6387:                                             ; preds = %6384, %6377, %6370
  %6388 = phi <16 x float> [ %6386, %6384 ], [ %6383, %6377 ], [ %6376, %6370 ]
  switch i64 %5317, label %532 [
    i64 1, label %6403
    i64 2, label %6396
    i64 3, label %6389
    i64 0, label %6406
  ]

6389:                                             ; preds = %6387
  %6390 = bitcast <16 x float> %6388 to <8 x i64>
  %6391 = and <8 x i64> %6390, %4986
  %6392 = fcmp oeq <16 x float> %6388, %47
  %6393 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6388, i32 4)
  %6394 = bitcast <8 x i64> %6391 to <16 x float>
  %6395 = select <16 x i1> %6392, <16 x float> %6394, <16 x float> %6393
  br label %6406

6396:                                             ; preds = %6387
  %6397 = bitcast <16 x float> %6388 to <8 x i64>
  %6398 = or <8 x i64> %6397, %4987
  %6399 = fcmp oeq <16 x float> %6388, %50
  %6400 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6388, i32 4)
  %6401 = bitcast <8 x i64> %6398 to <16 x float>
  %6402 = select <16 x i1> %6399, <16 x float> %6401, <16 x float> %6400
  br label %6406

6403:                                             ; preds = %6387
  %6404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6405 = fadd <16 x float> %6388, %6404
  br label %6406

6406:                                             ; preds = %6389, %6396, %6403, %6387, %6368, %6346
  %6407 = phi <16 x float> [ %6388, %6387 ], [ %6347, %6346 ], [ %6369, %6368 ], [ %6405, %6403 ], [ %6402, %6396 ], [ %6395, %6389 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6407, ptr align 1 %6348, <16 x i1> %4994)
  br i1 %5785, label %6413, label %6408

6408:                                             ; preds = %6406
  %6409 = load float, ptr %5354, align 4
  %6410 = insertelement <16 x float> poison, float %6409, i64 0
  %6411 = shufflevector <16 x float> %6410, <16 x float> poison, <16 x i32> zeroinitializer
  %6412 = fadd <16 x float> %5784, %6411
  br label %6413

6413:                                             ; preds = %6408, %6406
  %6414 = phi <16 x float> [ %6412, %6408 ], [ %5784, %6406 ]
  %6415 = getelementptr inbounds float, ptr %5361, i64 %5318
  %6416 = getelementptr inbounds float, ptr %5366, i64 %5318
  %6417 = select i1 %5786, ptr null, ptr %6416
  switch i64 %5277, label %532 [
    i64 1, label %6432
    i64 2, label %6425
    i64 3, label %6418
    i64 0, label %6473
  ]

6418:                                             ; preds = %6413
  %6419 = bitcast <16 x float> %6414 to <8 x i64>
  %6420 = and <8 x i64> %6419, %4986
  %6421 = fcmp oeq <16 x float> %6414, %47
  %6422 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6414, i32 4)
  %6423 = bitcast <8 x i64> %6420 to <16 x float>
  %6424 = select <16 x i1> %6421, <16 x float> %6423, <16 x float> %6422
  br label %6435

6425:                                             ; preds = %6413
  %6426 = bitcast <16 x float> %6414 to <8 x i64>
  %6427 = or <8 x i64> %6426, %4987
  %6428 = fcmp oeq <16 x float> %6414, %50
  %6429 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6414, i32 4)
  %6430 = bitcast <8 x i64> %6427 to <16 x float>
  %6431 = select <16 x i1> %6428, <16 x float> %6430, <16 x float> %6429
  br label %6435

6432:                                             ; preds = %6413
  %6433 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6417, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6434 = fadd <16 x float> %6414, %6433
  br label %6435

6435:                                             ; preds = %6432, %6425, %6418
  %6436 = phi <16 x float> [ %6434, %6432 ], [ %6431, %6425 ], [ %6424, %6418 ]
  switch i64 %5320, label %532 [
    i64 1, label %6451
    i64 2, label %6444
    i64 3, label %6437
    i64 0, label %6473
  ]

6437:                                             ; preds = %6435
  %6438 = bitcast <16 x float> %6436 to <8 x i64>
  %6439 = and <8 x i64> %6438, %4986
  %6440 = fcmp oeq <16 x float> %6436, %47
  %6441 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6436, i32 4)
  %6442 = bitcast <8 x i64> %6439 to <16 x float>
  %6443 = select <16 x i1> %6440, <16 x float> %6442, <16 x float> %6441
  br label %6454

6444:                                             ; preds = %6435
  %6445 = bitcast <16 x float> %6436 to <8 x i64>
  %6446 = or <8 x i64> %6445, %4987
  %6447 = fcmp oeq <16 x float> %6436, %50
  %6448 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6436, i32 4)
  %6449 = bitcast <8 x i64> %6446 to <16 x float>
  %6450 = select <16 x i1> %6447, <16 x float> %6449, <16 x float> %6448
  br label %6454

6451:                                             ; preds = %6435
  %6452 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6417, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6453 = fadd <16 x float> %6436, %6452
  br label %6454

6454:                                             ; preds = %6451, %6444, %6437
  %6455 = phi <16 x float> [ %6453, %6451 ], [ %6450, %6444 ], [ %6443, %6437 ]
  switch i64 %5322, label %532 [
    i64 1, label %6470
    i64 2, label %6463
    i64 3, label %6456
    i64 0, label %6473
  ]

6456:                                             ; preds = %6454
  %6457 = bitcast <16 x float> %6455 to <8 x i64>
  %6458 = and <8 x i64> %6457, %4986
  %6459 = fcmp oeq <16 x float> %6455, %47
  %6460 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6455, i32 4)
  %6461 = bitcast <8 x i64> %6458 to <16 x float>
  %6462 = select <16 x i1> %6459, <16 x float> %6461, <16 x float> %6460
  br label %6473

6463:                                             ; preds = %6454
  %6464 = bitcast <16 x float> %6455 to <8 x i64>
  %6465 = or <8 x i64> %6464, %4987
  %6466 = fcmp oeq <16 x float> %6455, %50
  %6467 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6455, i32 4)
  %6468 = bitcast <8 x i64> %6465 to <16 x float>
  %6469 = select <16 x i1> %6466, <16 x float> %6468, <16 x float> %6467
  br label %6473

6470:                                             ; preds = %6454
  %6471 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6417, <16 x i1> %5289, <16 x float> zeroinitializer)
  %6472 = fadd <16 x float> %6455, %6471
  br label %6473

6473:                                             ; preds = %6456, %6463, %6470, %6454, %6435, %6413
  %6474 = phi <16 x float> [ %6455, %6454 ], [ %6414, %6413 ], [ %6436, %6435 ], [ %6472, %6470 ], [ %6469, %6463 ], [ %6462, %6456 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6474, ptr align 1 %6415, <16 x i1> %5289)
  br label %11448

6475:                                             ; preds = %5385
  br i1 %4983, label %6476, label %6480

6476:                                             ; preds = %6475
  %6477 = mul nsw i64 %5344, %12
  %6478 = add nsw i64 %5344, 1
  %6479 = mul nsw i64 %6478, %12
  br label %6489

6480:                                             ; preds = %6516, %6475
  %6481 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6517, %6516 ]
  %6482 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6518, %6516 ]
  %6483 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6519, %6516 ]
  %6484 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6520, %6516 ]
  %6485 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6521, %6516 ]
  %6486 = phi <16 x float> [ zeroinitializer, %6475 ], [ %6522, %6516 ]
  %6487 = icmp eq ptr %5355, null
  %6488 = icmp eq ptr %5366, null
  br i1 %6487, label %6641, label %6636

6489:                                             ; preds = %6476, %6516
  %6490 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6517, %6516 ]
  %6491 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6518, %6516 ]
  %6492 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6519, %6516 ]
  %6493 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6520, %6516 ]
  %6494 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6521, %6516 ]
  %6495 = phi <16 x float> [ zeroinitializer, %6476 ], [ %6522, %6516 ]
  %6496 = phi i64 [ 0, %6476 ], [ %6523, %6516 ]
  %6497 = mul nsw i64 %6496, %14
  %6498 = sub i64 %6497, %16
  %6499 = add i64 %6498, %6477
  %6500 = icmp slt i64 %6499, 0
  %6501 = icmp sge i64 %6499, %6
  %6502 = or i1 %6500, %6501
  %6503 = select i1 %6502, i64 0, i64 %6499
  %6504 = mul nsw i64 %6503, %7
  %6505 = getelementptr inbounds float, ptr %5351, i64 %6504
  %6506 = add i64 %6498, %6479
  %6507 = icmp slt i64 %6506, 0
  %6508 = icmp sge i64 %6506, %6
  %6509 = or i1 %6507, %6508
  %6510 = select i1 %6509, i64 0, i64 %6506
  %6511 = mul nsw i64 %6510, %7
  %6512 = getelementptr inbounds float, ptr %5351, i64 %6511
  br i1 %4984, label %6513, label %6516

6513:                                             ; preds = %6489
  %6514 = mul nuw nsw i64 %6496, %11
  %6515 = getelementptr inbounds nuw float, ptr %5353, i64 %6514
  br label %6525

6516:                                             ; preds = %6622, %6489
  %6517 = phi <16 x float> [ %6490, %6489 ], [ %6564, %6622 ]
  %6518 = phi <16 x float> [ %6491, %6489 ], [ %6596, %6622 ]
  %6519 = phi <16 x float> [ %6492, %6489 ], [ %6628, %6622 ]
  %6520 = phi <16 x float> [ %6493, %6489 ], [ %6569, %6622 ]
  %6521 = phi <16 x float> [ %6494, %6489 ], [ %6601, %6622 ]
  %6522 = phi <16 x float> [ %6495, %6489 ], [ %6633, %6622 ]
  %6523 = add nuw nsw i64 %6496, 1
  %6524 = icmp eq i64 %6523, %10
  br i1 %6524, label %6480, label %6489

6525:                                             ; preds = %6513, %6622
  %6526 = phi <16 x float> [ %6490, %6513 ], [ %6564, %6622 ]
  %6527 = phi <16 x float> [ %6491, %6513 ], [ %6596, %6622 ]
  %6528 = phi <16 x float> [ %6492, %6513 ], [ %6628, %6622 ]
  %6529 = phi <16 x float> [ %6493, %6513 ], [ %6569, %6622 ]
  %6530 = phi <16 x float> [ %6494, %6513 ], [ %6601, %6622 ]
  %6531 = phi <16 x float> [ %6495, %6513 ], [ %6633, %6622 ]
  %6532 = phi i64 [ 0, %6513 ], [ %6634, %6622 ]
  %6533 = getelementptr inbounds nuw float, ptr %6515, i64 %6532
  %6534 = load float, ptr %6533, align 4
  %6535 = insertelement <16 x float> poison, float %6534, i64 0
  %6536 = shufflevector <16 x float> %6535, <16 x float> poison, <16 x i32> zeroinitializer
  %6537 = mul nsw i64 %6532, %15
  %6538 = sub i64 %6537, %17
  %6539 = getelementptr i16, ptr %4971, i64 %6532
  br i1 %4985, label %6542, label %6540

6540:                                             ; preds = %6525
  %6541 = load i16, ptr %6539, align 2
  br label %6558

6542:                                             ; preds = %6525
  %6543 = icmp slt i64 %6538, 0
  %6544 = sub nsw i64 0, %6538
  %6545 = select i1 %6543, i64 %6544, i64 0
  %6546 = sub nsw i64 %7, %6538
  %6547 = call i64 @llvm.smin.i64(i64 %6546, i64 %9)
  %6548 = call i64 @llvm.smin.i64(i64 %6547, i64 16)
  %6549 = icmp sgt i64 %6548, %6545
  %6550 = trunc i64 %6548 to i32
  %6551 = shl nsw i32 -1, %6550
  %6552 = xor i32 %6551, -1
  %6553 = trunc i64 %6545 to i32
  %6554 = shl nsw i32 -1, %6553
  %6555 = and i32 %6554, %6552
  %6556 = trunc i32 %6555 to i16
  %6557 = select i1 %6549, i16 %6556, i16 0
  br label %6558

6558:                                             ; preds = %6542, %6540
  %6559 = phi i16 [ %6541, %6540 ], [ %6557, %6542 ]
  %6560 = select i1 %6502, i16 0, i16 %6559
  %6561 = getelementptr inbounds float, ptr %6505, i64 %6538
  %6562 = bitcast i16 %6560 to <16 x i1>
  %6563 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6561, <16 x i1> %6562, <16 x float> zeroinitializer)
  %6564 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6563, <16 x float> %6536, <16 x float> %6526)
  %6565 = select i1 %6509, i16 0, i16 %6559
  %6566 = getelementptr inbounds float, ptr %6512, i64 %6538
  %6567 = bitcast i16 %6565 to <16 x i1>
  %6568 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6566, <16 x i1> %6567, <16 x float> zeroinitializer)
  %6569 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6568, <16 x float> %6536, <16 x float> %6529)
  %6570 = add i64 %6538, 16
  br i1 %4985, label %6574, label %6571

6571:                                             ; preds = %6558
  %6572 = getelementptr i16, ptr %6539, i64 %11
  %6573 = load i16, ptr %6572, align 2
  br label %6590

6574:                                             ; preds = %6558
  %6575 = icmp slt i64 %6570, 0
  %6576 = sub i64 -16, %6538
  %6577 = select i1 %6575, i64 %6576, i64 0
  %6578 = sub nsw i64 %7, %6570
  %6579 = call i64 @llvm.smin.i64(i64 %6578, i64 %5230)
  %6580 = call i64 @llvm.smin.i64(i64 %6579, i64 16)
  %6581 = icmp sgt i64 %6580, %6577
  %6582 = trunc i64 %6580 to i32
  %6583 = shl nsw i32 -1, %6582
  %6584 = xor i32 %6583, -1
  %6585 = trunc i64 %6577 to i32
  %6586 = shl nsw i32 -1, %6585
  %6587 = and i32 %6586, %6584
  %6588 = trunc i32 %6587 to i16
  %6589 = select i1 %6581, i16 %6588, i16 0
  br label %6590

6590:                                             ; preds = %6574, %6571
  %6591 = phi i16 [ %6573, %6571 ], [ %6589, %6574 ]
  %6592 = select i1 %6502, i16 0, i16 %6591
  %6593 = getelementptr inbounds float, ptr %6505, i64 %6570
  %6594 = bitcast i16 %6592 to <16 x i1>
  %6595 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6593, <16 x i1> %6594, <16 x float> zeroinitializer)
  %6596 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6595, <16 x float> %6536, <16 x float> %6527)
  %6597 = select i1 %6509, i16 0, i16 %6591
  %6598 = getelementptr inbounds float, ptr %6512, i64 %6570
  %6599 = bitcast i16 %6597 to <16 x i1>
  %6600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6598, <16 x i1> %6599, <16 x float> zeroinitializer)
  %6601 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6600, <16 x float> %6536, <16 x float> %6530)
  %6602 = add i64 %6538, 32
  br i1 %4985, label %6606, label %6603

6603:                                             ; preds = %6590
  %6604 = getelementptr i8, ptr %6539, i64 %5231
  %6605 = load i16, ptr %6604, align 2
  br label %6622

6606:                                             ; preds = %6590
  %6607 = icmp slt i64 %6602, 0
  %6608 = sub i64 -32, %6538
  %6609 = select i1 %6607, i64 %6608, i64 0
  %6610 = sub nsw i64 %7, %6602
  %6611 = call i64 @llvm.smin.i64(i64 %6610, i64 %5232)
  %6612 = call i64 @llvm.smin.i64(i64 %6611, i64 16)
  %6613 = icmp sgt i64 %6612, %6609
  %6614 = trunc i64 %6612 to i32
  %6615 = shl nsw i32 -1, %6614
  %6616 = xor i32 %6615, -1
  %6617 = trunc i64 %6609 to i32
  %6618 = shl nsw i32 -1, %6617
  %6619 = and i32 %6618, %6616
  %6620 = trunc i32 %6619 to i16
  %6621 = select i1 %6613, i16 %6620, i16 0
  br label %6622

6622:                                             ; preds = %6606, %6603
  %6623 = phi i16 [ %6605, %6603 ], [ %6621, %6606 ]
  %6624 = select i1 %6502, i16 0, i16 %6623
  %6625 = getelementptr inbounds float, ptr %6505, i64 %6602
  %6626 = bitcast i16 %6624 to <16 x i1>
  %6627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6625, <16 x i1> %6626, <16 x float> zeroinitializer)
  %6628 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6627, <16 x float> %6536, <16 x float> %6528)
  %6629 = select i1 %6509, i16 0, i16 %6623
  %6630 = getelementptr inbounds float, ptr %6512, i64 %6602
  %6631 = bitcast i16 %6629 to <16 x i1>
  %6632 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6630, <16 x i1> %6631, <16 x float> zeroinitializer)
  %6633 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6632, <16 x float> %6536, <16 x float> %6531)
  %6634 = add nuw nsw i64 %6532, 1
  %6635 = icmp eq i64 %6634, %11
  br i1 %6635, label %6516, label %6525

6636:                                             ; preds = %6480
  %6637 = load float, ptr %5354, align 4
  %6638 = insertelement <16 x float> poison, float %6637, i64 0
  %6639 = shufflevector <16 x float> %6638, <16 x float> poison, <16 x i32> zeroinitializer
  %6640 = fadd <16 x float> %6481, %6639
  br label %6641

6641:                                             ; preds = %6636, %6480
  %6642 = phi <16 x float> [ %6640, %6636 ], [ %6481, %6480 ]
  switch i64 %5233, label %532 [
    i64 1, label %6643
    i64 2, label %6646
    i64 3, label %6653
    i64 0, label %6698
  ]

6643:                                             ; preds = %6641
  %6644 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6645 = fadd <16 x float> %6642, %6644
  br label %6660

6646:                                             ; preds = %6641
  %6647 = bitcast <16 x float> %6642 to <8 x i64>
  %6648 = or <8 x i64> %6647, %4987
  %6649 = fcmp oeq <16 x float> %6642, %50
  %6650 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6642, i32 4)
  %6651 = bitcast <8 x i64> %6648 to <16 x float>
  %6652 = select <16 x i1> %6649, <16 x float> %6651, <16 x float> %6650
  br label %6660

6653:                                             ; preds = %6641
  %6654 = bitcast <16 x float> %6642 to <8 x i64>
  %6655 = and <8 x i64> %6654, %4986
  %6656 = fcmp oeq <16 x float> %6642, %47
  %6657 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6642, i32 4)
  %6658 = bitcast <8 x i64> %6655 to <16 x float>
  %6659 = select <16 x i1> %6656, <16 x float> %6658, <16 x float> %6657
  br label %6660

6660:                                             ; preds = %6653, %6646, %6643
  %6661 = phi <16 x float> [ %6645, %6643 ], [ %6652, %6646 ], [ %6659, %6653 ]
  switch i64 %5235, label %532 [
    i64 1, label %6676
    i64 2, label %6669
    i64 3, label %6662
    i64 0, label %6698
  ]

6662:                                             ; preds = %6660
  %6663 = bitcast <16 x float> %6661 to <8 x i64>
  %6664 = and <8 x i64> %6663, %4986
  %6665 = fcmp oeq <16 x float> %6661, %47
  %6666 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6661, i32 4)
  %6667 = bitcast <8 x i64> %6664 to <16 x float>
  %6668 = select <16 x i1> %6665, <16 x float> %6667, <16 x float> %6666
  br label %6679

6669:                                             ; preds = %6660
  %6670 = bitcast <16 x float> %6661 to <8 x i64>
  %6671 = or <8 x i64> %6670, %4987
  %6672 = fcmp oeq <16 x float> %6661, %50
  %6673 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6661, i32 4)
  %6674 = bitcast <8 x i64> %6671 to <16 x float>
  %6675 = select <16 x i1> %6672, <16 x float> %6674, <16 x float> %6673
  br label %6679

6676:                                             ; preds = %6660
  %6677 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6678 = fadd <16 x float> %6661, %6677
  br label %6679

6679:                                             ; preds = %6676, %6669, %6662
  %6680 = phi <16 x float> [ %6678, %6676 ], [ %6675, %6669 ], [ %6668, %6662 ]
  switch i64 %5237, label %532 [
    i64 1, label %6695
    i64 2, label %6688
    i64 3, label %6681
    i64 0, label %6698
  ]

6681:                                             ; preds = %6679
  %6682 = bitcast <16 x float> %6680 to <8 x i64>
  %6683 = and <8 x i64> %6682, %4986
  %6684 = fcmp oeq <16 x float> %6680, %47
  %6685 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6680, i32 4)
  %6686 = bitcast <8 x i64> %6683 to <16 x float>
  %6687 = select <16 x i1> %6684, <16 x float> %6686, <16 x float> %6685
  br label %6698

6688:                                             ; preds = %6679
  %6689 = bitcast <16 x float> %6680 to <8 x i64>
  %6690 = or <8 x i64> %6689, %4987
  %6691 = fcmp oeq <16 x float> %6680, %50
  %6692 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6680, i32 4)
  %6693 = bitcast <8 x i64> %6690 to <16 x float>
  %6694 = select <16 x i1> %6691, <16 x float> %6693, <16 x float> %6692
  br label %6698

6695:                                             ; preds = %6679
  %6696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6697 = fadd <16 x float> %6680, %6696
  br label %6698

6698:                                             ; preds = %6681, %6688, %6695, %6679, %6660, %6641
  %6699 = phi <16 x float> [ %6680, %6679 ], [ %6642, %6641 ], [ %6661, %6660 ], [ %6697, %6695 ], [ %6694, %6688 ], [ %6687, %6681 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6699, ptr align 1 %5361, <16 x i1> %4994)
  br i1 %6487, label %6705, label %6700

6700:                                             ; preds = %6698
  %6701 = load float, ptr %5354, align 4
  %6702 = insertelement <16 x float> poison, float %6701, i64 0
  %6703 = shufflevector <16 x float> %6702, <16 x float> poison, <16 x i32> zeroinitializer
  %6704 = fadd <16 x float> %6482, %6703
  br label %6705

6705:                                             ; preds = %6700, %6698
  %6706 = phi <16 x float> [ %6704, %6700 ], [ %6482, %6698 ]
  %6707 = getelementptr inbounds nuw i8, ptr %5361, i64 64
  %6708 = getelementptr inbounds nuw i8, ptr %5366, i64 64
  %6709 = select i1 %6488, ptr null, ptr %6708
  switch i64 %5233, label %532 [
    i64 1, label %6724
    i64 2, label %6717
    i64 3, label %6710
    i64 0, label %6765
  ]

6710:                                             ; preds = %6705
  %6711 = bitcast <16 x float> %6706 to <8 x i64>
  %6712 = and <8 x i64> %6711, %4986
  %6713 = fcmp oeq <16 x float> %6706, %47
  %6714 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6706, i32 4)
  %6715 = bitcast <8 x i64> %6712 to <16 x float>
  %6716 = select <16 x i1> %6713, <16 x float> %6715, <16 x float> %6714
  br label %6727

6717:                                             ; preds = %6705
  %6718 = bitcast <16 x float> %6706 to <8 x i64>
  %6719 = or <8 x i64> %6718, %4987
  %6720 = fcmp oeq <16 x float> %6706, %50
  %6721 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6706, i32 4)
  %6722 = bitcast <8 x i64> %6719 to <16 x float>
  %6723 = select <16 x i1> %6720, <16 x float> %6722, <16 x float> %6721
  br label %6727

6724:                                             ; preds = %6705
  %6725 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6726 = fadd <16 x float> %6706, %6725
  br label %6727

6727:                                             ; preds = %6724, %6717, %6710
  %6728 = phi <16 x float> [ %6726, %6724 ], [ %6723, %6717 ], [ %6716, %6710 ]
  switch i64 %5247, label %532 [
    i64 1, label %6743
    i64 2, label %6736
    i64 3, label %6729
    i64 0, label %6765
  ]

6729:                                             ; preds = %6727
  %6730 = bitcast <16 x float> %6728 to <8 x i64>
  %6731 = and <8 x i64> %6730, %4986
  %6732 = fcmp oeq <16 x float> %6728, %47
  %6733 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6728, i32 4)
  %6734 = bitcast <8 x i64> %6731 to <16 x float>
  %6735 = select <16 x i1> %6732, <16 x float> %6734, <16 x float> %6733
  br label %6746

6736:                                             ; preds = %6727
  %6737 = bitcast <16 x float> %6728 to <8 x i64>
  %6738 = or <8 x i64> %6737, %4987
  %6739 = fcmp oeq <16 x float> %6728, %50
  %6740 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6728, i32 4)
  %6741 = bitcast <8 x i64> %6738 to <16 x float>
  %6742 = select <16 x i1> %6739, <16 x float> %6741, <16 x float> %6740
  br label %6746

6743:                                             ; preds = %6727
  %6744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6745 = fadd <16 x float> %6728, %6744
  br label %6746

6746:                                             ; preds = %6743, %6736, %6729
  %6747 = phi <16 x float> [ %6745, %6743 ], [ %6742, %6736 ], [ %6735, %6729 ]
  switch i64 %5249, label %532 [
    i64 1, label %6762
    i64 2, label %6755
    i64 3, label %6748
    i64 0, label %6765
  ]

6748:                                             ; preds = %6746
  %6749 = bitcast <16 x float> %6747 to <8 x i64>
  %6750 = and <8 x i64> %6749, %4986
  %6751 = fcmp oeq <16 x float> %6747, %47
  %6752 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6747, i32 4)
  %6753 = bitcast <8 x i64> %6750 to <16 x float>
  %6754 = select <16 x i1> %6751, <16 x float> %6753, <16 x float> %6752
  br label %6765

6755:                                             ; preds = %6746
  %6756 = bitcast <16 x float> %6747 to <8 x i64>
  %6757 = or <8 x i64> %6756, %4987
  %6758 = fcmp oeq <16 x float> %6747, %50
  %6759 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6747, i32 4)
  %6760 = bitcast <8 x i64> %6757 to <16 x float>
  %6761 = select <16 x i1> %6758, <16 x float> %6760, <16 x float> %6759
  br label %6765

6762:                                             ; preds = %6746
  %6763 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6764 = fadd <16 x float> %6747, %6763
  br label %6765

6765:                                             ; preds = %6748, %6755, %6762, %6746, %6727, %6705
  %6766 = phi <16 x float> [ %6747, %6746 ], [ %6706, %6705 ], [ %6728, %6727 ], [ %6764, %6762 ], [ %6761, %6755 ], [ %6754, %6748 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6766, ptr nonnull align 1 %6707, <16 x i1> %5245)
  br i1 %6487, label %6772, label %6767

6767:                                             ; preds = %6765
  %6768 = load float, ptr %5354, align 4
  %6769 = insertelement <16 x float> poison, float %6768, i64 0
  %6770 = shufflevector <16 x float> %6769, <16 x float> poison, <16 x i32> zeroinitializer
  %6771 = fadd <16 x float> %6483, %6770
  br label %6772

6772:                                             ; preds = %6767, %6765
  %6773 = phi <16 x float> [ %6771, %6767 ], [ %6483, %6765 ]
  %6774 = getelementptr inbounds nuw i8, ptr %5361, i64 128
  %6775 = getelementptr inbounds nuw i8, ptr %5366, i64 128
  %6776 = select i1 %6488, ptr null, ptr %6775
  switch i64 %5233, label %532 [
    i64 1, label %6791
    i64 2, label %6784
    i64 3, label %6777
    i64 0, label %6832
  ]

6777:                                             ; preds = %6772
  %6778 = bitcast <16 x float> %6773 to <8 x i64>
  %6779 = and <8 x i64> %6778, %4986
  %6780 = fcmp oeq <16 x float> %6773, %47
  %6781 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6773, i32 4)
  %6782 = bitcast <8 x i64> %6779 to <16 x float>
  %6783 = select <16 x i1> %6780, <16 x float> %6782, <16 x float> %6781
  br label %6794

6784:                                             ; preds = %6772
  %6785 = bitcast <16 x float> %6773 to <8 x i64>
  %6786 = or <8 x i64> %6785, %4987
  %6787 = fcmp oeq <16 x float> %6773, %50
  %6788 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6773, i32 4)
  %6789 = bitcast <8 x i64> %6786 to <16 x float>
  %6790 = select <16 x i1> %6787, <16 x float> %6789, <16 x float> %6788
  br label %6794

6791:                                             ; preds = %6772
  %6792 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6776, <16 x i1> %5257, <16 x float> zeroinitializer)
  %6793 = fadd <16 x float> %6773, %6792
  br label %6794

6794:                                             ; preds = %6791, %6784, %6777
  %6795 = phi <16 x float> [ %6793, %6791 ], [ %6790, %6784 ], [ %6783, %6777 ]
  switch i64 %5259, label %532 [
    i64 1, label %6810
    i64 2, label %6803
    i64 3, label %6796
    i64 0, label %6832
  ]

6796:                                             ; preds = %6794
  %6797 = bitcast <16 x float> %6795 to <8 x i64>
  %6798 = and <8 x i64> %6797, %4986
  %6799 = fcmp oeq <16 x float> %6795, %47
  %6800 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6795, i32 4)
  %6801 = bitcast <8 x i64> %6798 to <16 x float>
  %6802 = select <16 x i1> %6799, <16 x float> %6801, <16 x float> %6800
  br label %6813

6803:                                             ; preds = %6794
  %6804 = bitcast <16 x float> %6795 to <8 x i64>
  %6805 = or <8 x i64> %6804, %4987
  %6806 = fcmp oeq <16 x float> %6795, %50
  %6807 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6795, i32 4)
  %6808 = bitcast <8 x i64> %6805 to <16 x float>
  %6809 = select <16 x i1> %6806, <16 x float> %6808, <16 x float> %6807
  br label %6813

6810:                                             ; preds = %6794
  %6811 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6776, <16 x i1> %5257, <16 x float> zeroinitializer)
  %6812 = fadd <16 x float> %6795, %6811
  br label %6813

6813:                                             ; preds = %6810, %6803, %6796
  %6814 = phi <16 x float> [ %6812, %6810 ], [ %6809, %6803 ], [ %6802, %6796 ]
  switch i64 %5261, label %532 [
    i64 1, label %6829
    i64 2, label %6822
    i64 3, label %6815
    i64 0, label %6832
  ]

6815:                                             ; preds = %6813
  %6816 = bitcast <16 x float> %6814 to <8 x i64>
  %6817 = and <8 x i64> %6816, %4986
  %6818 = fcmp oeq <16 x float> %6814, %47
  %6819 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6814, i32 4)
  %6820 = bitcast <8 x i64> %6817 to <16 x float>
  %6821 = select <16 x i1> %6818, <16 x float> %6820, <16 x float> %6819
  br label %6832

6822:                                             ; preds = %6813
  %6823 = bitcast <16 x float> %6814 to <8 x i64>
  %6824 = or <8 x i64> %6823, %4987
  %6825 = fcmp oeq <16 x float> %6814, %50
  %6826 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6814, i32 4)
  %6827 = bitcast <8 x i64> %6824 to <16 x float>
  %6828 = select <16 x i1> %6825, <16 x float> %6827, <16 x float> %6826
  br label %6832

6829:                                             ; preds = %6813
  %6830 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6776, <16 x i1> %5257, <16 x float> zeroinitializer)
  %6831 = fadd <16 x float> %6814, %6830
  br label %6832

6832:                                             ; preds = %6815, %6822, %6829, %6813, %6794, %6772
  %6833 = phi <16 x float> [ %6814, %6813 ], [ %6773, %6772 ], [ %6795, %6794 ], [ %6831, %6829 ], [ %6828, %6822 ], [ %6821, %6815 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6833, ptr nonnull align 1 %6774, <16 x i1> %5257)
  br i1 %6487, label %6839, label %6834

6834:                                             ; preds = %6832
  %6835 = load float, ptr %5354, align 4
  %6836 = insertelement <16 x float> poison, float %6835, i64 0
  %6837 = shufflevector <16 x float> %6836, <16 x float> poison, <16 x i32> zeroinitializer
  %6838 = fadd <16 x float> %6484, %6837
  br label %6839

6839:                                             ; preds = %6834, %6832
  %6840 = phi <16 x float> [ %6838, %6834 ], [ %6484, %6832 ]
  %6841 = getelementptr inbounds float, ptr %5361, i64 %9
  %6842 = getelementptr inbounds float, ptr %5366, i64 %9
  %6843 = select i1 %6488, ptr null, ptr %6842
  switch i64 %5233, label %532 [
    i64 1, label %6858
    i64 2, label %6851
    i64 3, label %6844
    i64 0, label %6899
  ]

6844:                                             ; preds = %6839
  %6845 = bitcast <16 x float> %6840 to <8 x i64>
  %6846 = and <8 x i64> %6845, %4986
  %6847 = fcmp oeq <16 x float> %6840, %47
  %6848 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6840, i32 4)
  %6849 = bitcast <8 x i64> %6846 to <16 x float>
  %6850 = select <16 x i1> %6847, <16 x float> %6849, <16 x float> %6848
  br label %6861

6851:                                             ; preds = %6839
  %6852 = bitcast <16 x float> %6840 to <8 x i64>
  %6853 = or <8 x i64> %6852, %4987
  %6854 = fcmp oeq <16 x float> %6840, %50
  %6855 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6840, i32 4)
  %6856 = bitcast <8 x i64> %6853 to <16 x float>
  %6857 = select <16 x i1> %6854, <16 x float> %6856, <16 x float> %6855
  br label %6861

6858:                                             ; preds = %6839
  %6859 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6843, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6860 = fadd <16 x float> %6840, %6859
  br label %6861

6861:                                             ; preds = %6858, %6851, %6844
  %6862 = phi <16 x float> [ %6860, %6858 ], [ %6857, %6851 ], [ %6850, %6844 ]
  switch i64 %5263, label %532 [
    i64 1, label %6877
    i64 2, label %6870
    i64 3, label %6863
    i64 0, label %6899
  ]

6863:                                             ; preds = %6861
  %6864 = bitcast <16 x float> %6862 to <8 x i64>
  %6865 = and <8 x i64> %6864, %4986
  %6866 = fcmp oeq <16 x float> %6862, %47
  %6867 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6862, i32 4)
  %6868 = bitcast <8 x i64> %6865 to <16 x float>
  %6869 = select <16 x i1> %6866, <16 x float> %6868, <16 x float> %6867
  br label %6880

6870:                                             ; preds = %6861
  %6871 = bitcast <16 x float> %6862 to <8 x i64>
  %6872 = or <8 x i64> %6871, %4987
  %6873 = fcmp oeq <16 x float> %6862, %50
  %6874 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6862, i32 4)
  %6875 = bitcast <8 x i64> %6872 to <16 x float>
  %6876 = select <16 x i1> %6873, <16 x float> %6875, <16 x float> %6874
  br label %6880

6877:                                             ; preds = %6861
  %6878 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6843, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6879 = fadd <16 x float> %6862, %6878
  br label %6880

6880:                                             ; preds = %6877, %6870, %6863
  %6881 = phi <16 x float> [ %6879, %6877 ], [ %6876, %6870 ], [ %6869, %6863 ]
  switch i64 %5265, label %532 [
    i64 1, label %6896
    i64 2, label %6889
    i64 3, label %6882
    i64 0, label %6899
  ]

6882:                                             ; preds = %6880
  %6883 = bitcast <16 x float> %6881 to <8 x i64>
  %6884 = and <8 x i64> %6883, %4986
  %6885 = fcmp oeq <16 x float> %6881, %47
  %6886 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6881, i32 4)
  %6887 = bitcast <8 x i64> %6884 to <16 x float>
  %6888 = select <16 x i1> %6885, <16 x float> %6887, <16 x float> %6886
  br label %6899

6889:                                             ; preds = %6880
  %6890 = bitcast <16 x float> %6881 to <8 x i64>
  %6891 = or <8 x i64> %6890, %4987
  %6892 = fcmp oeq <16 x float> %6881, %50
  %6893 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6881, i32 4)
  %6894 = bitcast <8 x i64> %6891 to <16 x float>
  %6895 = select <16 x i1> %6892, <16 x float> %6894, <16 x float> %6893
  br label %6899

6896:                                             ; preds = %6880
  %6897 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6843, <16 x i1> %4994, <16 x float> zeroinitializer)
  %6898 = fadd <16 x float> %6881, %6897
  br label %6899

6899:                                             ; preds = %6882, %6889, %6896, %6880, %6861, %6839
  %6900 = phi <16 x float> [ %6881, %6880 ], [ %6840, %6839 ], [ %6862, %6861 ], [ %6898, %6896 ], [ %6895, %6889 ], [ %6888, %6882 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6900, ptr align 1 %6841, <16 x i1> %4994)
  br i1 %6487, label %6906, label %6901

6901:                                             ; preds = %6899
  %6902 = load float, ptr %5354, align 4
  %6903 = insertelement <16 x float> poison, float %6902, i64 0
  %6904 = shufflevector <16 x float> %6903, <16 x float> poison, <16 x i32> zeroinitializer
  %6905 = fadd <16 x float> %6485, %6904
  br label %6906

6906:                                             ; preds = %6901, %6899
  %6907 = phi <16 x float> [ %6905, %6901 ], [ %6485, %6899 ]
  %6908 = getelementptr inbounds float, ptr %5361, i64 %5266
  %6909 = getelementptr inbounds float, ptr %5366, i64 %5266
  %6910 = select i1 %6488, ptr null, ptr %6909
  switch i64 %5233, label %532 [
    i64 1, label %6925
    i64 2, label %6918
    i64 3, label %6911
    i64 0, label %6966
  ]

6911:                                             ; preds = %6906
  %6912 = bitcast <16 x float> %6907 to <8 x i64>
  %6913 = and <8 x i64> %6912, %4986
  %6914 = fcmp oeq <16 x float> %6907, %47
  %6915 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6907, i32 4)
  %6916 = bitcast <8 x i64> %6913 to <16 x float>
  %6917 = select <16 x i1> %6914, <16 x float> %6916, <16 x float> %6915
  br label %6928

6918:                                             ; preds = %6906
  %6919 = bitcast <16 x float> %6907 to <8 x i64>
  %6920 = or <8 x i64> %6919, %4987
  %6921 = fcmp oeq <16 x float> %6907, %50
  %6922 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6907, i32 4)
  %6923 = bitcast <8 x i64> %6920 to <16 x float>
  %6924 = select <16 x i1> %6921, <16 x float> %6923, <16 x float> %6922
  br label %6928

6925:                                             ; preds = %6906
  %6926 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6910, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6927 = fadd <16 x float> %6907, %6926
  br label %6928

6928:                                             ; preds = %6925, %6918, %6911
  %6929 = phi <16 x float> [ %6927, %6925 ], [ %6924, %6918 ], [ %6917, %6911 ]
  switch i64 %5268, label %532 [
    i64 1, label %6944
    i64 2, label %6937
    i64 3, label %6930
    i64 0, label %6966
  ]

6930:                                             ; preds = %6928
  %6931 = bitcast <16 x float> %6929 to <8 x i64>
  %6932 = and <8 x i64> %6931, %4986
  %6933 = fcmp oeq <16 x float> %6929, %47
  %6934 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6929, i32 4)
  %6935 = bitcast <8 x i64> %6932 to <16 x float>
  %6936 = select <16 x i1> %6933, <16 x float> %6935, <16 x float> %6934
  br label %6947

6937:                                             ; preds = %6928
  %6938 = bitcast <16 x float> %6929 to <8 x i64>
  %6939 = or <8 x i64> %6938, %4987
  %6940 = fcmp oeq <16 x float> %6929, %50
  %6941 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6929, i32 4)
  %6942 = bitcast <8 x i64> %6939 to <16 x float>
  %6943 = select <16 x i1> %6940, <16 x float> %6942, <16 x float> %6941
  br label %6947

6944:                                             ; preds = %6928
  %6945 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6910, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6946 = fadd <16 x float> %6929, %6945
  br label %6947

6947:                                             ; preds = %6944, %6937, %6930
  %6948 = phi <16 x float> [ %6946, %6944 ], [ %6943, %6937 ], [ %6936, %6930 ]
  switch i64 %5270, label %532 [
    i64 1, label %6963
    i64 2, label %6956
    i64 3, label %6949
    i64 0, label %6966
  ]

6949:                                             ; preds = %6947
  %6950 = bitcast <16 x float> %6948 to <8 x i64>
  %6951 = and <8 x i64> %6950, %4986
  %6952 = fcmp oeq <16 x float> %6948, %47
  %6953 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6948, i32 4)
  %6954 = bitcast <8 x i64> %6951 to <16 x float>
  %6955 = select <16 x i1> %6952, <16 x float> %6954, <16 x float> %6953
  br label %6966

6956:                                             ; preds = %6947
  %6957 = bitcast <16 x float> %6948 to <8 x i64>
  %6958 = or <8 x i64> %6957, %4987
  %6959 = fcmp oeq <16 x float> %6948, %50
  %6960 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6948, i32 4)
  %6961 = bitcast <8 x i64> %6958 to <16 x float>
  %6962 = select <16 x i1> %6959, <16 x float> %6961, <16 x float> %6960
  br label %6966

6963:                                             ; preds = %6947
  %6964 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6910, <16 x i1> %5245, <16 x float> zeroinitializer)
  %6965 = fadd <16 x float> %6948, %6964
  br label %6966

6966:                                             ; preds = %6949, %6956, %6963, %6947, %6928, %6906
  %6967 = phi <16 x float> [ %6948, %6947 ], [ %6907, %6906 ], [ %6929, %6928 ], [ %6965, %6963 ], [ %6962, %6956 ], [ %6955, %6949 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6967, ptr align 1 %6908, <16 x i1> %5245)
  br i1 %6487, label %6973, label %6968

6968:                                             ; preds = %6966
  %6969 = load float, ptr %5354, align 4
  %6970 = insertelement <16 x float> poison, float %6969, i64 0
  %6971 = shufflevector <16 x float> %6970, <16 x float> poison, <16 x i32> zeroinitializer
  %6972 = fadd <16 x float> %6486, %6971
  br label %6973

6973:                                             ; preds = %6968, %6966
  %6974 = phi <16 x float> [ %6972, %6968 ], [ %6486, %6966 ]
  %6975 = getelementptr inbounds float, ptr %5361, i64 %5271
  %6976 = getelementptr inbounds float, ptr %5366, i64 %5271
  %6977 = select i1 %6488, ptr null, ptr %6976
  switch i64 %5233, label %532 [
    i64 1, label %6992
    i64 2, label %6985
    i64 3, label %6978
    i64 0, label %7033
  ]

6978:                                             ; preds = %6973
  %6979 = bitcast <16 x float> %6974 to <8 x i64>
  %6980 = and <8 x i64> %6979, %4986
  %6981 = fcmp oeq <16 x float> %6974, %47
  %6982 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6974, i32 4)
  %6983 = bitcast <8 x i64> %6980 to <16 x float>
  %6984 = select <16 x i1> %6981, <16 x float> %6983, <16 x float> %6982
  br label %6995

6985:                                             ; preds = %6973
  %6986 = bitcast <16 x float> %6974 to <8 x i64>
  %6987 = or <8 x i64> %6986, %4987
  %6988 = fcmp oeq <16 x float> %6974, %50
  %6989 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6974, i32 4)
  %6990 = bitcast <8 x i64> %6987 to <16 x float>
  %6991 = select <16 x i1> %6988, <16 x float> %6990, <16 x float> %6989
  br label %6995

6992:                                             ; preds = %6973
  %6993 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6977, <16 x i1> %5257, <16 x float> zeroinitializer)
  %6994 = fadd <16 x float> %6974, %6993
  br label %6995

6995:                                             ; preds = %6992, %6985, %6978
  %6996 = phi <16 x float> [ %6994, %6992 ], [ %6991, %6985 ], [ %6984, %6978 ]
  switch i64 %5273, label %532 [
    i64 1, label %7011
    i64 2, label %7004
    i64 3, label %6997
    i64 0, label %7033
  ]

6997:                                             ; preds = %6995
  %6998 = bitcast <16 x float> %6996 to <8 x i64>
  %6999 = and <8 x i64> %6998, %4986
  %7000 = fcmp oeq <16 x float> %6996, %47
  %7001 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %6996, i32 4)
  %7002 = bitcast <8 x i64> %6999 to <16 x float>
  %7003 = select <16 x i1> %7000, <16 x float> %7002, <16 x float> %7001
  br label %7014

7004:                                             ; preds = %6995
  %7005 = bitcast <16 x float> %6996 to <8 x i64>
  %7006 = or <8 x i64> %7005, %4987
  %7007 = fcmp oeq <16 x float> %6996, %50
  %7008 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %6996, i32 4)
  %7009 = bitcast <8 x i64> %7006 to <16 x float>
  %7010 = select <16 x i1> %7007, <16 x float> %7009, <16 x float> %7008
  br label %7014

7011:                                             ; preds = %6995
  %7012 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6977, <16 x i1> %5257, <16 x float> zeroinitializer)
  %7013 = fadd <16 x float> %6996, %7012
  br label %7014

7014:                                             ; preds = %7011, %7004, %6997
  %7015 = phi <16 x float> [ %7013, %7011 ], [ %7010, %7004 ], [ %7003, %6997 ]
  switch i64 %5275, label %532 [
    i64 1, label %7030
    i64 2, label %7023
    i64 3, label %7016
    i64 0, label %7033
  ]

7016:                                             ; preds = %7014
  %7017 = bitcast <16 x float> %7015 to <8 x i64>
  %7018 = and <8 x i64> %7017, %4986
  %7019 = fcmp oeq <16 x float> %7015, %47
  %7020 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7015, i32 4)
  %7021 = bitcast <8 x i64> %7018 to <16 x float>
  %7022 = select <16 x i1> %7019, <16 x float> %7021, <16 x float> %7020
  br label %7033

7023:                                             ; preds = %7014
  %7024 = bitcast <16 x float> %7015 to <8 x i64>
  %7025 = or <8 x i64> %7024, %4987
  %7026 = fcmp oeq <16 x float> %7015, %50
  %7027 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7015, i32 4)
  %7028 = bitcast <8 x i64> %7025 to <16 x float>
  %7029 = select <16 x i1> %7026, <16 x float> %7028, <16 x float> %7027
  br label %7033

7030:                                             ; preds = %7014
  %7031 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6977, <16 x i1> %5257, <16 x float> zeroinitializer)
  %7032 = fadd <16 x float> %7015, %7031
  br label %7033

7033:                                             ; preds = %7016, %7023, %7030, %7014, %6995, %6973
  %7034 = phi <16 x float> [ %7015, %7014 ], [ %6974, %6973 ], [ %6996, %6995 ], [ %7032, %7030 ], [ %7029, %7023 ], [ %7022, %7016 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7034, ptr align 1 %6975, <16 x i1> %5257)
  br label %11448

7035:                                             ; preds = %5385
  br i1 %4983, label %7036, label %7040

7036:                                             ; preds = %7035
  %7037 = mul nsw i64 %5344, %12
  %7038 = add nsw i64 %5344, 1
  %7039 = mul nsw i64 %7038, %12
  br label %7051

7040:                                             ; preds = %7080, %7035
  %7041 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7081, %7080 ]
  %7042 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7082, %7080 ]
  %7043 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7083, %7080 ]
  %7044 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7084, %7080 ]
  %7045 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7085, %7080 ]
  %7046 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7086, %7080 ]
  %7047 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7087, %7080 ]
  %7048 = phi <16 x float> [ zeroinitializer, %7035 ], [ %7088, %7080 ]
  %7049 = icmp eq ptr %5355, null
  %7050 = icmp eq ptr %5366, null
  br i1 %7049, label %7241, label %7236

7051:                                             ; preds = %7036, %7080
  %7052 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7081, %7080 ]
  %7053 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7082, %7080 ]
  %7054 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7083, %7080 ]
  %7055 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7084, %7080 ]
  %7056 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7085, %7080 ]
  %7057 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7086, %7080 ]
  %7058 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7087, %7080 ]
  %7059 = phi <16 x float> [ zeroinitializer, %7036 ], [ %7088, %7080 ]
  %7060 = phi i64 [ 0, %7036 ], [ %7089, %7080 ]
  %7061 = mul nsw i64 %7060, %14
  %7062 = sub i64 %7061, %16
  %7063 = add i64 %7062, %7037
  %7064 = icmp slt i64 %7063, 0
  %7065 = icmp sge i64 %7063, %6
  %7066 = or i1 %7064, %7065
  %7067 = select i1 %7066, i64 0, i64 %7063
  %7068 = mul nsw i64 %7067, %7
  %7069 = getelementptr inbounds float, ptr %5351, i64 %7068
  %7070 = add i64 %7062, %7039
  %7071 = icmp slt i64 %7070, 0
  %7072 = icmp sge i64 %7070, %6
  %7073 = or i1 %7071, %7072
  %7074 = select i1 %7073, i64 0, i64 %7070
  %7075 = mul nsw i64 %7074, %7
  %7076 = getelementptr inbounds float, ptr %5351, i64 %7075
  br i1 %4984, label %7077, label %7080

7077:                                             ; preds = %7051
  %7078 = mul nuw nsw i64 %7060, %11
  %7079 = getelementptr inbounds nuw float, ptr %5353, i64 %7078
  br label %7091

7080:                                             ; preds = %7222, %7051
  %7081 = phi <16 x float> [ %7052, %7051 ], [ %7132, %7222 ]
  %7082 = phi <16 x float> [ %7053, %7051 ], [ %7164, %7222 ]
  %7083 = phi <16 x float> [ %7054, %7051 ], [ %7196, %7222 ]
  %7084 = phi <16 x float> [ %7055, %7051 ], [ %7228, %7222 ]
  %7085 = phi <16 x float> [ %7056, %7051 ], [ %7137, %7222 ]
  %7086 = phi <16 x float> [ %7057, %7051 ], [ %7169, %7222 ]
  %7087 = phi <16 x float> [ %7058, %7051 ], [ %7201, %7222 ]
  %7088 = phi <16 x float> [ %7059, %7051 ], [ %7233, %7222 ]
  %7089 = add nuw nsw i64 %7060, 1
  %7090 = icmp eq i64 %7089, %10
  br i1 %7090, label %7040, label %7051

7091:                                             ; preds = %7077, %7222
  %7092 = phi <16 x float> [ %7052, %7077 ], [ %7132, %7222 ]
  %7093 = phi <16 x float> [ %7053, %7077 ], [ %7164, %7222 ]
  %7094 = phi <16 x float> [ %7054, %7077 ], [ %7196, %7222 ]
  %7095 = phi <16 x float> [ %7055, %7077 ], [ %7228, %7222 ]
  %7096 = phi <16 x float> [ %7056, %7077 ], [ %7137, %7222 ]
  %7097 = phi <16 x float> [ %7057, %7077 ], [ %7169, %7222 ]
  %7098 = phi <16 x float> [ %7058, %7077 ], [ %7201, %7222 ]
  %7099 = phi <16 x float> [ %7059, %7077 ], [ %7233, %7222 ]
  %7100 = phi i64 [ 0, %7077 ], [ %7234, %7222 ]
  %7101 = getelementptr inbounds nuw float, ptr %7079, i64 %7100
  %7102 = load float, ptr %7101, align 4
  %7103 = insertelement <16 x float> poison, float %7102, i64 0
  %7104 = shufflevector <16 x float> %7103, <16 x float> poison, <16 x i32> zeroinitializer
  %7105 = mul nsw i64 %7100, %15
  %7106 = sub i64 %7105, %17
  %7107 = getelementptr i16, ptr %4971, i64 %7100
  br i1 %4985, label %7110, label %7108

7108:                                             ; preds = %7091
  %7109 = load i16, ptr %7107, align 2
  br label %7126

7110:                                             ; preds = %7091
  %7111 = icmp slt i64 %7106, 0
  %7112 = sub nsw i64 0, %7106
  %7113 = select i1 %7111, i64 %7112, i64 0
  %7114 = sub nsw i64 %7, %7106
  %7115 = call i64 @llvm.smin.i64(i64 %7114, i64 %9)
  %7116 = call i64 @llvm.smin.i64(i64 %7115, i64 16)
  %7117 = icmp sgt i64 %7116, %7113
  %7118 = trunc i64 %7116 to i32
  %7119 = shl nsw i32 -1, %7118
  %7120 = xor i32 %7119, -1
  %7121 = trunc i64 %7113 to i32
  %7122 = shl nsw i32 -1, %7121
  %7123 = and i32 %7122, %7120
  %7124 = trunc i32 %7123 to i16
  %7125 = select i1 %7117, i16 %7124, i16 0
  br label %7126

7126:                                             ; preds = %7110, %7108
  %7127 = phi i16 [ %7109, %7108 ], [ %7125, %7110 ]
  %7128 = select i1 %7066, i16 0, i16 %7127
  %7129 = getelementptr inbounds float, ptr %7069, i64 %7106
  %7130 = bitcast i16 %7128 to <16 x i1>
  %7131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7129, <16 x i1> %7130, <16 x float> zeroinitializer)
  %7132 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7131, <16 x float> %7104, <16 x float> %7092)
  %7133 = select i1 %7073, i16 0, i16 %7127
  %7134 = getelementptr inbounds float, ptr %7076, i64 %7106
  %7135 = bitcast i16 %7133 to <16 x i1>
  %7136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7134, <16 x i1> %7135, <16 x float> zeroinitializer)
  %7137 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7136, <16 x float> %7104, <16 x float> %7096)
  %7138 = add i64 %7106, 16
  br i1 %4985, label %7142, label %7139

7139:                                             ; preds = %7126
  %7140 = getelementptr i16, ptr %7107, i64 %11
  %7141 = load i16, ptr %7140, align 2
  br label %7158

7142:                                             ; preds = %7126
  %7143 = icmp slt i64 %7138, 0
  %7144 = sub i64 -16, %7106
  %7145 = select i1 %7143, i64 %7144, i64 0
  %7146 = sub nsw i64 %7, %7138
  %7147 = call i64 @llvm.smin.i64(i64 %7146, i64 %5165)
  %7148 = call i64 @llvm.smin.i64(i64 %7147, i64 16)
  %7149 = icmp sgt i64 %7148, %7145
  %7150 = trunc i64 %7148 to i32
  %7151 = shl nsw i32 -1, %7150
  %7152 = xor i32 %7151, -1
  %7153 = trunc i64 %7145 to i32
  %7154 = shl nsw i32 -1, %7153
  %7155 = and i32 %7154, %7152
  %7156 = trunc i32 %7155 to i16
  %7157 = select i1 %7149, i16 %7156, i16 0
  br label %7158

7158:                                             ; preds = %7142, %7139
  %7159 = phi i16 [ %7141, %7139 ], [ %7157, %7142 ]
  %7160 = select i1 %7066, i16 0, i16 %7159
  %7161 = getelementptr inbounds float, ptr %7069, i64 %7138
  %7162 = bitcast i16 %7160 to <16 x i1>
  %7163 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7161, <16 x i1> %7162, <16 x float> zeroinitializer)
  %7164 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7163, <16 x float> %7104, <16 x float> %7093)
  %7165 = select i1 %7073, i16 0, i16 %7159
  %7166 = getelementptr inbounds float, ptr %7076, i64 %7138
  %7167 = bitcast i16 %7165 to <16 x i1>
  %7168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7166, <16 x i1> %7167, <16 x float> zeroinitializer)
  %7169 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7168, <16 x float> %7104, <16 x float> %7097)
  %7170 = add i64 %7106, 32
  br i1 %4985, label %7174, label %7171

7171:                                             ; preds = %7158
  %7172 = getelementptr i8, ptr %7107, i64 %5166
  %7173 = load i16, ptr %7172, align 2
  br label %7190

7174:                                             ; preds = %7158
  %7175 = icmp slt i64 %7170, 0
  %7176 = sub i64 -32, %7106
  %7177 = select i1 %7175, i64 %7176, i64 0
  %7178 = sub nsw i64 %7, %7170
  %7179 = call i64 @llvm.smin.i64(i64 %7178, i64 %5167)
  %7180 = call i64 @llvm.smin.i64(i64 %7179, i64 16)
  %7181 = icmp sgt i64 %7180, %7177
  %7182 = trunc i64 %7180 to i32
  %7183 = shl nsw i32 -1, %7182
  %7184 = xor i32 %7183, -1
  %7185 = trunc i64 %7177 to i32
  %7186 = shl nsw i32 -1, %7185
  %7187 = and i32 %7186, %7184
  %7188 = trunc i32 %7187 to i16
  %7189 = select i1 %7181, i16 %7188, i16 0
  br label %7190

7190:                                             ; preds = %7174, %7171
  %7191 = phi i16 [ %7173, %7171 ], [ %7189, %7174 ]
  %7192 = select i1 %7066, i16 0, i16 %7191
  %7193 = getelementptr inbounds float, ptr %7069, i64 %7170
  %7194 = bitcast i16 %7192 to <16 x i1>
  %7195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7193, <16 x i1> %7194, <16 x float> zeroinitializer)
  %7196 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7195, <16 x float> %7104, <16 x float> %7094)
  %7197 = select i1 %7073, i16 0, i16 %7191
  %7198 = getelementptr inbounds float, ptr %7076, i64 %7170
  %7199 = bitcast i16 %7197 to <16 x i1>
  %7200 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7198, <16 x i1> %7199, <16 x float> zeroinitializer)
  %7201 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7200, <16 x float> %7104, <16 x float> %7098)
  %7202 = add i64 %7106, 48
  br i1 %4985, label %7206, label %7203

7203:                                             ; preds = %7190
  %7204 = getelementptr i8, ptr %7107, i64 %5168
  %7205 = load i16, ptr %7204, align 2
  br label %7222

7206:                                             ; preds = %7190
  %7207 = icmp slt i64 %7202, 0
  %7208 = sub i64 -48, %7106
  %7209 = select i1 %7207, i64 %7208, i64 0
  %7210 = sub nsw i64 %7, %7202
  %7211 = call i64 @llvm.smin.i64(i64 %7210, i64 %5169)
  %7212 = call i64 @llvm.smin.i64(i64 %7211, i64 16)
  %7213 = icmp sgt i64 %7212, %7209
  %7214 = trunc i64 %7212 to i32
  %7215 = shl nsw i32 -1, %7214
  %7216 = xor i32 %7215, -1
  %7217 = trunc i64 %7209 to i32
  %7218 = shl nsw i32 -1, %7217
  %7219 = and i32 %7218, %7216
  %7220 = trunc i32 %7219 to i16
  %7221 = select i1 %7213, i16 %7220, i16 0
  br label %7222

7222:                                             ; preds = %7206, %7203
  %7223 = phi i16 [ %7205, %7203 ], [ %7221, %7206 ]
  %7224 = select i1 %7066, i16 0, i16 %7223
  %7225 = getelementptr inbounds float, ptr %7069, i64 %7202
  %7226 = bitcast i16 %7224 to <16 x i1>
  %7227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7225, <16 x i1> %7226, <16 x float> zeroinitializer)
  %7228 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7227, <16 x float> %7104, <16 x float> %7095)
  %7229 = select i1 %7073, i16 0, i16 %7223
  %7230 = getelementptr inbounds float, ptr %7076, i64 %7202
  %7231 = bitcast i16 %7229 to <16 x i1>
  %7232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7230, <16 x i1> %7231, <16 x float> zeroinitializer)
  %7233 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7232, <16 x float> %7104, <16 x float> %7099)
  %7234 = add nuw nsw i64 %7100, 1
  %7235 = icmp eq i64 %7234, %11
  br i1 %7235, label %7080, label %7091

7236:                                             ; preds = %7040
  %7237 = load float, ptr %5354, align 4
  %7238 = insertelement <16 x float> poison, float %7237, i64 0
  %7239 = shufflevector <16 x float> %7238, <16 x float> poison, <16 x i32> zeroinitializer
  %7240 = fadd <16 x float> %7041, %7239
  br label %7241

7241:                                             ; preds = %7236, %7040
  %7242 = phi <16 x float> [ %7240, %7236 ], [ %7041, %7040 ]
  switch i64 %5170, label %532 [
    i64 1, label %7243
    i64 2, label %7246
    i64 3, label %7253
    i64 0, label %7298
  ]

7243:                                             ; preds = %7241
  %7244 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7245 = fadd <16 x float> %7242, %7244
  br label %7260

7246:                                             ; preds = %7241
  %7247 = bitcast <16 x float> %7242 to <8 x i64>
  %7248 = or <8 x i64> %7247, %4987
  %7249 = fcmp oeq <16 x float> %7242, %50
  %7250 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7242, i32 4)
  %7251 = bitcast <8 x i64> %7248 to <16 x float>
  %7252 = select <16 x i1> %7249, <16 x float> %7251, <16 x float> %7250
  br label %7260

7253:                                             ; preds = %7241
  %7254 = bitcast <16 x float> %7242 to <8 x i64>
  %7255 = and <8 x i64> %7254, %4986
  %7256 = fcmp oeq <16 x float> %7242, %47
  %7257 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7242, i32 4)
  %7258 = bitcast <8 x i64> %7255 to <16 x float>
  %7259 = select <16 x i1> %7256, <16 x float> %7258, <16 x float> %7257
  br label %7260

7260:                                             ; preds = %7253, %7246, %7243
  %7261 = phi <16 x float> [ %7245, %7243 ], [ %7252, %7246 ], [ %7259, %7253 ]
  switch i64 %5172, label %532 [
    i64 1, label %7276
    i64 2, label %7269
    i64 3, label %7262
    i64 0, label %7298
  ]

7262:                                             ; preds = %7260
  %7263 = bitcast <16 x float> %7261 to <8 x i64>
  %7264 = and <8 x i64> %7263, %4986
  %7265 = fcmp oeq <16 x float> %7261, %47
  %7266 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7261, i32 4)
  %7267 = bitcast <8 x i64> %7264 to <16 x float>
  %7268 = select <16 x i1> %7265, <16 x float> %7267, <16 x float> %7266
  br label %7279

7269:                                             ; preds = %7260
  %7270 = bitcast <16 x float> %7261 to <8 x i64>
  %7271 = or <8 x i64> %7270, %4987
  %7272 = fcmp oeq <16 x float> %7261, %50
  %7273 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7261, i32 4)
  %7274 = bitcast <8 x i64> %7271 to <16 x float>
  %7275 = select <16 x i1> %7272, <16 x float> %7274, <16 x float> %7273
  br label %7279

7276:                                             ; preds = %7260
  %7277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7278 = fadd <16 x float> %7261, %7277
  br label %7279

7279:                                             ; preds = %7276, %7269, %7262
  %7280 = phi <16 x float> [ %7278, %7276 ], [ %7275, %7269 ], [ %7268, %7262 ]
  switch i64 %5174, label %532 [
    i64 1, label %7295
    i64 2, label %7288
    i64 3, label %7281
    i64 0, label %7298
  ]

7281:                                             ; preds = %7279
  %7282 = bitcast <16 x float> %7280 to <8 x i64>
  %7283 = and <8 x i64> %7282, %4986
  %7284 = fcmp oeq <16 x float> %7280, %47
  %7285 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7280, i32 4)
  %7286 = bitcast <8 x i64> %7283 to <16 x float>
  %7287 = select <16 x i1> %7284, <16 x float> %7286, <16 x float> %7285
  br label %7298

7288:                                             ; preds = %7279
  %7289 = bitcast <16 x float> %7280 to <8 x i64>
  %7290 = or <8 x i64> %7289, %4987
  %7291 = fcmp oeq <16 x float> %7280, %50
  %7292 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7280, i32 4)
  %7293 = bitcast <8 x i64> %7290 to <16 x float>
  %7294 = select <16 x i1> %7291, <16 x float> %7293, <16 x float> %7292
  br label %7298

7295:                                             ; preds = %7279
  %7296 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5366, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7297 = fadd <16 x float> %7280, %7296
  br label %7298

7298:                                             ; preds = %7281, %7288, %7295, %7279, %7260, %7241
  %7299 = phi <16 x float> [ %7280, %7279 ], [ %7242, %7241 ], [ %7261, %7260 ], [ %7297, %7295 ], [ %7294, %7288 ], [ %7287, %7281 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7299, ptr align 1 %5361, <16 x i1> %4994)
  br i1 %7049, label %7305, label %7300

7300:                                             ; preds = %7298
  %7301 = load float, ptr %5354, align 4
  %7302 = insertelement <16 x float> poison, float %7301, i64 0
  %7303 = shufflevector <16 x float> %7302, <16 x float> poison, <16 x i32> zeroinitializer
  %7304 = fadd <16 x float> %7042, %7303
  br label %7305

7305:                                             ; preds = %7300, %7298
  %7306 = phi <16 x float> [ %7304, %7300 ], [ %7042, %7298 ]
  %7307 = getelementptr inbounds nuw i8, ptr %5361, i64 64
  %7308 = getelementptr inbounds nuw i8, ptr %5366, i64 64
  %7309 = select i1 %7050, ptr null, ptr %7308
  switch i64 %5170, label %532 [
    i64 1, label %7324
    i64 2, label %7317
    i64 3, label %7310
    i64 0, label %7365
  ]

7310:                                             ; preds = %7305
  %7311 = bitcast <16 x float> %7306 to <8 x i64>
  %7312 = and <8 x i64> %7311, %4986
  %7313 = fcmp oeq <16 x float> %7306, %47
  %7314 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7306, i32 4)
  %7315 = bitcast <8 x i64> %7312 to <16 x float>
  %7316 = select <16 x i1> %7313, <16 x float> %7315, <16 x float> %7314
  br label %7327

7317:                                             ; preds = %7305
  %7318 = bitcast <16 x float> %7306 to <8 x i64>
  %7319 = or <8 x i64> %7318, %4987
  %7320 = fcmp oeq <16 x float> %7306, %50
  %7321 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7306, i32 4)
  %7322 = bitcast <8 x i64> %7319 to <16 x float>
  %7323 = select <16 x i1> %7320, <16 x float> %7322, <16 x float> %7321
  br label %7327

7324:                                             ; preds = %7305
  %7325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7309, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7326 = fadd <16 x float> %7306, %7325
  br label %7327

7327:                                             ; preds = %7324, %7317, %7310
  %7328 = phi <16 x float> [ %7326, %7324 ], [ %7323, %7317 ], [ %7316, %7310 ]
  switch i64 %5184, label %532 [
    i64 1, label %7343
    i64 2, label %7336
    i64 3, label %7329
    i64 0, label %7365
  ]

7329:                                             ; preds = %7327
  %7330 = bitcast <16 x float> %7328 to <8 x i64>
  %7331 = and <8 x i64> %7330, %4986
  %7332 = fcmp oeq <16 x float> %7328, %47
  %7333 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7328, i32 4)
  %7334 = bitcast <8 x i64> %7331 to <16 x float>
  %7335 = select <16 x i1> %7332, <16 x float> %7334, <16 x float> %7333
  br label %7346

7336:                                             ; preds = %7327
  %7337 = bitcast <16 x float> %7328 to <8 x i64>
  %7338 = or <8 x i64> %7337, %4987
  %7339 = fcmp oeq <16 x float> %7328, %50
  %7340 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7328, i32 4)
  %7341 = bitcast <8 x i64> %7338 to <16 x float>
  %7342 = select <16 x i1> %7339, <16 x float> %7341, <16 x float> %7340
  br label %7346

7343:                                             ; preds = %7327
  %7344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7309, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7345 = fadd <16 x float> %7328, %7344
  br label %7346

7346:                                             ; preds = %7343, %7336, %7329
  %7347 = phi <16 x float> [ %7345, %7343 ], [ %7342, %7336 ], [ %7335, %7329 ]
  switch i64 %5186, label %532 [
    i64 1, label %7362
    i64 2, label %7355
    i64 3, label %7348
    i64 0, label %7365
  ]

7348:                                             ; preds = %7346
  %7349 = bitcast <16 x float> %7347 to <8 x i64>
  %7350 = and <8 x i64> %7349, %4986
  %7351 = fcmp oeq <16 x float> %7347, %47
  %7352 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7347, i32 4)
  %7353 = bitcast <8 x i64> %7350 to <16 x float>
  %7354 = select <16 x i1> %7351, <16 x float> %7353, <16 x float> %7352
  br label %7365

7355:                                             ; preds = %7346
  %7356 = bitcast <16 x float> %7347 to <8 x i64>
  %7357 = or <8 x i64> %7356, %4987
  %7358 = fcmp oeq <16 x float> %7347, %50
  %7359 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7347, i32 4)
  %7360 = bitcast <8 x i64> %7357 to <16 x float>
  %7361 = select <16 x i1> %7358, <16 x float> %7360, <16 x float> %7359
  br label %7365

7362:                                             ; preds = %7346
  %7363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7309, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7364 = fadd <16 x float> %7347, %7363
  br label %7365

7365:                                             ; preds = %7348, %7355, %7362, %7346, %7327, %7305
  %7366 = phi <16 x float> [ %7347, %7346 ], [ %7306, %7305 ], [ %7328, %7327 ], [ %7364, %7362 ], [ %7361, %7355 ], [ %7354, %7348 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7366, ptr nonnull align 1 %7307, <16 x i1> %5182)
  br i1 %7049, label %7372, label %7367

7367:                                             ; preds = %7365
  %7368 = load float, ptr %5354, align 4
  %7369 = insertelement <16 x float> poison, float %7368, i64 0
  %7370 = shufflevector <16 x float> %7369, <16 x float> poison, <16 x i32> zeroinitializer
  %7371 = fadd <16 x float> %7043, %7370
  br label %7372

7372:                                             ; preds = %7367, %7365
  %7373 = phi <16 x float> [ %7371, %7367 ], [ %7043, %7365 ]
  %7374 = getelementptr inbounds nuw i8, ptr %5361, i64 128
  %7375 = getelementptr inbounds nuw i8, ptr %5366, i64 128
  %7376 = select i1 %7050, ptr null, ptr %7375
  switch i64 %5170, label %532 [
    i64 1, label %7391
    i64 2, label %7384
    i64 3, label %7377
    i64 0, label %7432
  ]

7377:                                             ; preds = %7372
  %7378 = bitcast <16 x float> %7373 to <8 x i64>
  %7379 = and <8 x i64> %7378, %4986
  %7380 = fcmp oeq <16 x float> %7373, %47
  %7381 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7373, i32 4)
  %7382 = bitcast <8 x i64> %7379 to <16 x float>
  %7383 = select <16 x i1> %7380, <16 x float> %7382, <16 x float> %7381
  br label %7394

7384:                                             ; preds = %7372
  %7385 = bitcast <16 x float> %7373 to <8 x i64>
  %7386 = or <8 x i64> %7385, %4987
  %7387 = fcmp oeq <16 x float> %7373, %50
  %7388 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7373, i32 4)
  %7389 = bitcast <8 x i64> %7386 to <16 x float>
  %7390 = select <16 x i1> %7387, <16 x float> %7389, <16 x float> %7388
  br label %7394

7391:                                             ; preds = %7372
  %7392 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7376, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7393 = fadd <16 x float> %7373, %7392
  br label %7394

7394:                                             ; preds = %7391, %7384, %7377
  %7395 = phi <16 x float> [ %7393, %7391 ], [ %7390, %7384 ], [ %7383, %7377 ]
  switch i64 %5196, label %532 [
    i64 1, label %7410
    i64 2, label %7403
    i64 3, label %7396
    i64 0, label %7432
  ]

7396:                                             ; preds = %7394
  %7397 = bitcast <16 x float> %7395 to <8 x i64>
  %7398 = and <8 x i64> %7397, %4986
  %7399 = fcmp oeq <16 x float> %7395, %47
  %7400 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7395, i32 4)
  %7401 = bitcast <8 x i64> %7398 to <16 x float>
  %7402 = select <16 x i1> %7399, <16 x float> %7401, <16 x float> %7400
  br label %7413

7403:                                             ; preds = %7394
  %7404 = bitcast <16 x float> %7395 to <8 x i64>
  %7405 = or <8 x i64> %7404, %4987
  %7406 = fcmp oeq <16 x float> %7395, %50
  %7407 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7395, i32 4)
  %7408 = bitcast <8 x i64> %7405 to <16 x float>
  %7409 = select <16 x i1> %7406, <16 x float> %7408, <16 x float> %7407
  br label %7413

7410:                                             ; preds = %7394
  %7411 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7376, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7412 = fadd <16 x float> %7395, %7411
  br label %7413

7413:                                             ; preds = %7410, %7403, %7396
  %7414 = phi <16 x float> [ %7412, %7410 ], [ %7409, %7403 ], [ %7402, %7396 ]
  switch i64 %5198, label %532 [
    i64 1, label %7429
    i64 2, label %7422
    i64 3, label %7415
    i64 0, label %7432
  ]

7415:                                             ; preds = %7413
  %7416 = bitcast <16 x float> %7414 to <8 x i64>
  %7417 = and <8 x i64> %7416, %4986
  %7418 = fcmp oeq <16 x float> %7414, %47
  %7419 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7414, i32 4)
  %7420 = bitcast <8 x i64> %7417 to <16 x float>
  %7421 = select <16 x i1> %7418, <16 x float> %7420, <16 x float> %7419
  br label %7432

7422:                                             ; preds = %7413
  %7423 = bitcast <16 x float> %7414 to <8 x i64>
  %7424 = or <8 x i64> %7423, %4987
  %7425 = fcmp oeq <16 x float> %7414, %50
  %7426 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7414, i32 4)
  %7427 = bitcast <8 x i64> %7424 to <16 x float>
  %7428 = select <16 x i1> %7425, <16 x float> %7427, <16 x float> %7426
  br label %7432

7429:                                             ; preds = %7413
  %7430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7376, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7431 = fadd <16 x float> %7414, %7430
  br label %7432

7432:                                             ; preds = %7415, %7422, %7429, %7413, %7394, %7372
  %7433 = phi <16 x float> [ %7414, %7413 ], [ %7373, %7372 ], [ %7395, %7394 ], [ %7431, %7429 ], [ %7428, %7422 ], [ %7421, %7415 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7433, ptr nonnull align 1 %7374, <16 x i1> %5194)
  br i1 %7049, label %7439, label %7434

7434:                                             ; preds = %7432
  %7435 = load float, ptr %5354, align 4
  %7436 = insertelement <16 x float> poison, float %7435, i64 0
  %7437 = shufflevector <16 x float> %7436, <16 x float> poison, <16 x i32> zeroinitializer
  %7438 = fadd <16 x float> %7044, %7437
  br label %7439

7439:                                             ; preds = %7434, %7432
  %7440 = phi <16 x float> [ %7438, %7434 ], [ %7044, %7432 ]
  %7441 = getelementptr inbounds nuw i8, ptr %5361, i64 192
  %7442 = getelementptr inbounds nuw i8, ptr %5366, i64 192
  %7443 = select i1 %7050, ptr null, ptr %7442
  switch i64 %5170, label %532 [
    i64 1, label %7458
    i64 2, label %7451
    i64 3, label %7444
    i64 0, label %7499
  ]

7444:                                             ; preds = %7439
  %7445 = bitcast <16 x float> %7440 to <8 x i64>
  %7446 = and <8 x i64> %7445, %4986
  %7447 = fcmp oeq <16 x float> %7440, %47
  %7448 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7440, i32 4)
  %7449 = bitcast <8 x i64> %7446 to <16 x float>
  %7450 = select <16 x i1> %7447, <16 x float> %7449, <16 x float> %7448
  br label %7461

7451:                                             ; preds = %7439
  %7452 = bitcast <16 x float> %7440 to <8 x i64>
  %7453 = or <8 x i64> %7452, %4987
  %7454 = fcmp oeq <16 x float> %7440, %50
  %7455 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7440, i32 4)
  %7456 = bitcast <8 x i64> %7453 to <16 x float>
  %7457 = select <16 x i1> %7454, <16 x float> %7456, <16 x float> %7455
  br label %7461

7458:                                             ; preds = %7439
  %7459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7443, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7460 = fadd <16 x float> %7440, %7459
  br label %7461

7461:                                             ; preds = %7458, %7451, %7444
  %7462 = phi <16 x float> [ %7460, %7458 ], [ %7457, %7451 ], [ %7450, %7444 ]
  switch i64 %5208, label %532 [
    i64 1, label %7477
    i64 2, label %7470
    i64 3, label %7463
    i64 0, label %7499
  ]

7463:                                             ; preds = %7461
  %7464 = bitcast <16 x float> %7462 to <8 x i64>
  %7465 = and <8 x i64> %7464, %4986
  %7466 = fcmp oeq <16 x float> %7462, %47
  %7467 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7462, i32 4)
  %7468 = bitcast <8 x i64> %7465 to <16 x float>
  %7469 = select <16 x i1> %7466, <16 x float> %7468, <16 x float> %7467
  br label %7480

7470:                                             ; preds = %7461
  %7471 = bitcast <16 x float> %7462 to <8 x i64>
  %7472 = or <8 x i64> %7471, %4987
  %7473 = fcmp oeq <16 x float> %7462, %50
  %7474 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7462, i32 4)
  %7475 = bitcast <8 x i64> %7472 to <16 x float>
  %7476 = select <16 x i1> %7473, <16 x float> %7475, <16 x float> %7474
  br label %7480

7477:                                             ; preds = %7461
  %7478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7443, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7479 = fadd <16 x float> %7462, %7478
  br label %7480

7480:                                             ; preds = %7477, %7470, %7463
  %7481 = phi <16 x float> [ %7479, %7477 ], [ %7476, %7470 ], [ %7469, %7463 ]
  switch i64 %5210, label %532 [
    i64 1, label %7496
    i64 2, label %7489
    i64 3, label %7482
    i64 0, label %7499
  ]

7482:                                             ; preds = %7480
  %7483 = bitcast <16 x float> %7481 to <8 x i64>
  %7484 = and <8 x i64> %7483, %4986
  %7485 = fcmp oeq <16 x float> %7481, %47
  %7486 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7481, i32 4)
  %7487 = bitcast <8 x i64> %7484 to <16 x float>
  %7488 = select <16 x i1> %7485, <16 x float> %7487, <16 x float> %7486
  br label %7499

7489:                                             ; preds = %7480
  %7490 = bitcast <16 x float> %7481 to <8 x i64>
  %7491 = or <8 x i64> %7490, %4987
  %7492 = fcmp oeq <16 x float> %7481, %50
  %7493 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7481, i32 4)
  %7494 = bitcast <8 x i64> %7491 to <16 x float>
  %7495 = select <16 x i1> %7492, <16 x float> %7494, <16 x float> %7493
  br label %7499

7496:                                             ; preds = %7480
  %7497 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7443, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7498 = fadd <16 x float> %7481, %7497
  br label %7499

7499:                                             ; preds = %7482, %7489, %7496, %7480, %7461, %7439
  %7500 = phi <16 x float> [ %7481, %7480 ], [ %7440, %7439 ], [ %7462, %7461 ], [ %7498, %7496 ], [ %7495, %7489 ], [ %7488, %7482 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7500, ptr nonnull align 1 %7441, <16 x i1> %5206)
  br i1 %7049, label %7506, label %7501

7501:                                             ; preds = %7499
  %7502 = load float, ptr %5354, align 4
  %7503 = insertelement <16 x float> poison, float %7502, i64 0
  %7504 = shufflevector <16 x float> %7503, <16 x float> poison, <16 x i32> zeroinitializer
  %7505 = fadd <16 x float> %7045, %7504
  br label %7506

7506:                                             ; preds = %7501, %7499
  %7507 = phi <16 x float> [ %7505, %7501 ], [ %7045, %7499 ]
  %7508 = getelementptr inbounds float, ptr %5361, i64 %9
  %7509 = getelementptr inbounds float, ptr %5366, i64 %9
  %7510 = select i1 %7050, ptr null, ptr %7509
  switch i64 %5170, label %532 [
    i64 1, label %7525
    i64 2, label %7518
    i64 3, label %7511
    i64 0, label %7566
  ]

7511:                                             ; preds = %7506
  %7512 = bitcast <16 x float> %7507 to <8 x i64>
  %7513 = and <8 x i64> %7512, %4986
  %7514 = fcmp oeq <16 x float> %7507, %47
  %7515 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7507, i32 4)
  %7516 = bitcast <8 x i64> %7513 to <16 x float>
  %7517 = select <16 x i1> %7514, <16 x float> %7516, <16 x float> %7515
  br label %7528

7518:                                             ; preds = %7506
  %7519 = bitcast <16 x float> %7507 to <8 x i64>
  %7520 = or <8 x i64> %7519, %4987
  %7521 = fcmp oeq <16 x float> %7507, %50
  %7522 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7507, i32 4)
  %7523 = bitcast <8 x i64> %7520 to <16 x float>
  %7524 = select <16 x i1> %7521, <16 x float> %7523, <16 x float> %7522
  br label %7528

7525:                                             ; preds = %7506
  %7526 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7510, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7527 = fadd <16 x float> %7507, %7526
  br label %7528

7528:                                             ; preds = %7525, %7518, %7511
  %7529 = phi <16 x float> [ %7527, %7525 ], [ %7524, %7518 ], [ %7517, %7511 ]
  switch i64 %5212, label %532 [
    i64 1, label %7544
    i64 2, label %7537
    i64 3, label %7530
    i64 0, label %7566
  ]

7530:                                             ; preds = %7528
  %7531 = bitcast <16 x float> %7529 to <8 x i64>
  %7532 = and <8 x i64> %7531, %4986
  %7533 = fcmp oeq <16 x float> %7529, %47
  %7534 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7529, i32 4)
  %7535 = bitcast <8 x i64> %7532 to <16 x float>
  %7536 = select <16 x i1> %7533, <16 x float> %7535, <16 x float> %7534
  br label %7547

7537:                                             ; preds = %7528
  %7538 = bitcast <16 x float> %7529 to <8 x i64>
  %7539 = or <8 x i64> %7538, %4987
  %7540 = fcmp oeq <16 x float> %7529, %50
  %7541 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7529, i32 4)
  %7542 = bitcast <8 x i64> %7539 to <16 x float>
  %7543 = select <16 x i1> %7540, <16 x float> %7542, <16 x float> %7541
  br label %7547

7544:                                             ; preds = %7528
  %7545 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7510, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7546 = fadd <16 x float> %7529, %7545
  br label %7547

7547:                                             ; preds = %7544, %7537, %7530
  %7548 = phi <16 x float> [ %7546, %7544 ], [ %7543, %7537 ], [ %7536, %7530 ]
  switch i64 %5214, label %532 [
    i64 1, label %7563
    i64 2, label %7556
    i64 3, label %7549
    i64 0, label %7566
  ]

7549:                                             ; preds = %7547
  %7550 = bitcast <16 x float> %7548 to <8 x i64>
  %7551 = and <8 x i64> %7550, %4986
  %7552 = fcmp oeq <16 x float> %7548, %47
  %7553 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7548, i32 4)
  %7554 = bitcast <8 x i64> %7551 to <16 x float>
  %7555 = select <16 x i1> %7552, <16 x float> %7554, <16 x float> %7553
  br label %7566

7556:                                             ; preds = %7547
  %7557 = bitcast <16 x float> %7548 to <8 x i64>
  %7558 = or <8 x i64> %7557, %4987
  %7559 = fcmp oeq <16 x float> %7548, %50
  %7560 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7548, i32 4)
  %7561 = bitcast <8 x i64> %7558 to <16 x float>
  %7562 = select <16 x i1> %7559, <16 x float> %7561, <16 x float> %7560
  br label %7566

7563:                                             ; preds = %7547
  %7564 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7510, <16 x i1> %4994, <16 x float> zeroinitializer)
  %7565 = fadd <16 x float> %7548, %7564
  br label %7566

7566:                                             ; preds = %7549, %7556, %7563, %7547, %7528, %7506
  %7567 = phi <16 x float> [ %7548, %7547 ], [ %7507, %7506 ], [ %7529, %7528 ], [ %7565, %7563 ], [ %7562, %7556 ], [ %7555, %7549 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7567, ptr align 1 %7508, <16 x i1> %4994)
  br i1 %7049, label %7573, label %7568

7568:                                             ; preds = %7566
  %7569 = load float, ptr %5354, align 4
  %7570 = insertelement <16 x float> poison, float %7569, i64 0
  %7571 = shufflevector <16 x float> %7570, <16 x float> poison, <16 x i32> zeroinitializer
  %7572 = fadd <16 x float> %7046, %7571
  br label %7573

7573:                                             ; preds = %7568, %7566
  %7574 = phi <16 x float> [ %7572, %7568 ], [ %7046, %7566 ]
  %7575 = getelementptr inbounds float, ptr %5361, i64 %5215
  %7576 = getelementptr inbounds float, ptr %5366, i64 %5215
  %7577 = select i1 %7050, ptr null, ptr %7576
  switch i64 %5170, label %532 [
    i64 1, label %7592
    i64 2, label %7585
    i64 3, label %7578
    i64 0, label %7633
  ]

7578:                                             ; preds = %7573
  %7579 = bitcast <16 x float> %7574 to <8 x i64>
  %7580 = and <8 x i64> %7579, %4986
  %7581 = fcmp oeq <16 x float> %7574, %47
  %7582 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7574, i32 4)
  %7583 = bitcast <8 x i64> %7580 to <16 x float>
  %7584 = select <16 x i1> %7581, <16 x float> %7583, <16 x float> %7582
  br label %7595

7585:                                             ; preds = %7573
  %7586 = bitcast <16 x float> %7574 to <8 x i64>
  %7587 = or <8 x i64> %7586, %4987
  %7588 = fcmp oeq <16 x float> %7574, %50
  %7589 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7574, i32 4)
  %7590 = bitcast <8 x i64> %7587 to <16 x float>
  %7591 = select <16 x i1> %7588, <16 x float> %7590, <16 x float> %7589
  br label %7595

7592:                                             ; preds = %7573
  %7593 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7577, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7594 = fadd <16 x float> %7574, %7593
  br label %7595

7595:                                             ; preds = %7592, %7585, %7578
  %7596 = phi <16 x float> [ %7594, %7592 ], [ %7591, %7585 ], [ %7584, %7578 ]
  switch i64 %5217, label %532 [
    i64 1, label %7611
    i64 2, label %7604
    i64 3, label %7597
    i64 0, label %7633
  ]

7597:                                             ; preds = %7595
  %7598 = bitcast <16 x float> %7596 to <8 x i64>
  %7599 = and <8 x i64> %7598, %4986
  %7600 = fcmp oeq <16 x float> %7596, %47
  %7601 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7596, i32 4)
  %7602 = bitcast <8 x i64> %7599 to <16 x float>
  %7603 = select <16 x i1> %7600, <16 x float> %7602, <16 x float> %7601
  br label %7614

7604:                                             ; preds = %7595
  %7605 = bitcast <16 x float> %7596 to <8 x i64>
  %7606 = or <8 x i64> %7605, %4987
  %7607 = fcmp oeq <16 x float> %7596, %50
  %7608 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7596, i32 4)
  %7609 = bitcast <8 x i64> %7606 to <16 x float>
  %7610 = select <16 x i1> %7607, <16 x float> %7609, <16 x float> %7608
  br label %7614

7611:                                             ; preds = %7595
  %7612 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7577, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7613 = fadd <16 x float> %7596, %7612
  br label %7614

7614:                                             ; preds = %7611, %7604, %7597
  %7615 = phi <16 x float> [ %7613, %7611 ], [ %7610, %7604 ], [ %7603, %7597 ]
  switch i64 %5219, label %532 [
    i64 1, label %7630
    i64 2, label %7623
    i64 3, label %7616
    i64 0, label %7633
  ]

7616:                                             ; preds = %7614
  %7617 = bitcast <16 x float> %7615 to <8 x i64>
  %7618 = and <8 x i64> %7617, %4986
  %7619 = fcmp oeq <16 x float> %7615, %47
  %7620 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7615, i32 4)
  %7621 = bitcast <8 x i64> %7618 to <16 x float>
  %7622 = select <16 x i1> %7619, <16 x float> %7621, <16 x float> %7620
  br label %7633

7623:                                             ; preds = %7614
  %7624 = bitcast <16 x float> %7615 to <8 x i64>
  %7625 = or <8 x i64> %7624, %4987
  %7626 = fcmp oeq <16 x float> %7615, %50
  %7627 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7615, i32 4)
  %7628 = bitcast <8 x i64> %7625 to <16 x float>
  %7629 = select <16 x i1> %7626, <16 x float> %7628, <16 x float> %7627
  br label %7633

7630:                                             ; preds = %7614
  %7631 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7577, <16 x i1> %5182, <16 x float> zeroinitializer)
  %7632 = fadd <16 x float> %7615, %7631
  br label %7633

7633:                                             ; preds = %7616, %7623, %7630, %7614, %7595, %7573
  %7634 = phi <16 x float> [ %7615, %7614 ], [ %7574, %7573 ], [ %7596, %7595 ], [ %7632, %7630 ], [ %7629, %7623 ], [ %7622, %7616 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7634, ptr align 1 %7575, <16 x i1> %5182)
  br i1 %7049, label %7640, label %7635

7635:                                             ; preds = %7633
  %7636 = load float, ptr %5354, align 4
  %7637 = insertelement <16 x float> poison, float %7636, i64 0
  %7638 = shufflevector <16 x float> %7637, <16 x float> poison, <16 x i32> zeroinitializer
  %7639 = fadd <16 x float> %7047, %7638
  br label %7640

7640:                                             ; preds = %7635, %7633
  %7641 = phi <16 x float> [ %7639, %7635 ], [ %7047, %7633 ]
  %7642 = getelementptr inbounds float, ptr %5361, i64 %5220
  %7643 = getelementptr inbounds float, ptr %5366, i64 %5220
  %7644 = select i1 %7050, ptr null, ptr %7643
  switch i64 %5170, label %532 [
    i64 1, label %7659
    i64 2, label %7652
    i64 3, label %7645
    i64 0, label %7700
  ]

7645:                                             ; preds = %7640
  %7646 = bitcast <16 x float> %7641 to <8 x i64>
  %7647 = and <8 x i64> %7646, %4986
  %7648 = fcmp oeq <16 x float> %7641, %47
  %7649 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7641, i32 4)
  %7650 = bitcast <8 x i64> %7647 to <16 x float>
  %7651 = select <16 x i1> %7648, <16 x float> %7650, <16 x float> %7649
  br label %7662

7652:                                             ; preds = %7640
  %7653 = bitcast <16 x float> %7641 to <8 x i64>
  %7654 = or <8 x i64> %7653, %4987
  %7655 = fcmp oeq <16 x float> %7641, %50
  %7656 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7641, i32 4)
  %7657 = bitcast <8 x i64> %7654 to <16 x float>
  %7658 = select <16 x i1> %7655, <16 x float> %7657, <16 x float> %7656
  br label %7662

7659:                                             ; preds = %7640
  %7660 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7644, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7661 = fadd <16 x float> %7641, %7660
  br label %7662

7662:                                             ; preds = %7659, %7652, %7645
  %7663 = phi <16 x float> [ %7661, %7659 ], [ %7658, %7652 ], [ %7651, %7645 ]
  switch i64 %5222, label %532 [
    i64 1, label %7678
    i64 2, label %7671
    i64 3, label %7664
    i64 0, label %7700
  ]

7664:                                             ; preds = %7662
  %7665 = bitcast <16 x float> %7663 to <8 x i64>
  %7666 = and <8 x i64> %7665, %4986
  %7667 = fcmp oeq <16 x float> %7663, %47
  %7668 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7663, i32 4)
  %7669 = bitcast <8 x i64> %7666 to <16 x float>
  %7670 = select <16 x i1> %7667, <16 x float> %7669, <16 x float> %7668
  br label %7681

7671:                                             ; preds = %7662
  %7672 = bitcast <16 x float> %7663 to <8 x i64>
  %7673 = or <8 x i64> %7672, %4987
  %7674 = fcmp oeq <16 x float> %7663, %50
  %7675 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7663, i32 4)
  %7676 = bitcast <8 x i64> %7673 to <16 x float>
  %7677 = select <16 x i1> %7674, <16 x float> %7676, <16 x float> %7675
  br label %7681

7678:                                             ; preds = %7662
  %7679 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7644, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7680 = fadd <16 x float> %7663, %7679
  br label %7681

7681:                                             ; preds = %7678, %7671, %7664
  %7682 = phi <16 x float> [ %7680, %7678 ], [ %7677, %7671 ], [ %7670, %7664 ]
  switch i64 %5224, label %532 [
    i64 1, label %7697
    i64 2, label %7690
    i64 3, label %7683
    i64 0, label %7700
  ]

7683:                                             ; preds = %7681
  %7684 = bitcast <16 x float> %7682 to <8 x i64>
  %7685 = and <8 x i64> %7684, %4986
  %7686 = fcmp oeq <16 x float> %7682, %47
  %7687 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7682, i32 4)
  %7688 = bitcast <8 x i64> %7685 to <16 x float>
  %7689 = select <16 x i1> %7686, <16 x float> %7688, <16 x float> %7687
  br label %7700

7690:                                             ; preds = %7681
  %7691 = bitcast <16 x float> %7682 to <8 x i64>
  %7692 = or <8 x i64> %7691, %4987
  %7693 = fcmp oeq <16 x float> %7682, %50
  %7694 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7682, i32 4)
  %7695 = bitcast <8 x i64> %7692 to <16 x float>
  %7696 = select <16 x i1> %7693, <16 x float> %7695, <16 x float> %7694
  br label %7700

7697:                                             ; preds = %7681
  %7698 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7644, <16 x i1> %5194, <16 x float> zeroinitializer)
  %7699 = fadd <16 x float> %7682, %7698
  br label %7700

7700:                                             ; preds = %7683, %7690, %7697, %7681, %7662, %7640
  %7701 = phi <16 x float> [ %7682, %7681 ], [ %7641, %7640 ], [ %7663, %7662 ], [ %7699, %7697 ], [ %7696, %7690 ], [ %7689, %7683 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7701, ptr align 1 %7642, <16 x i1> %5194)
  br i1 %7049, label %7707, label %7702

7702:                                             ; preds = %7700
  %7703 = load float, ptr %5354, align 4
  %7704 = insertelement <16 x float> poison, float %7703, i64 0
  %7705 = shufflevector <16 x float> %7704, <16 x float> poison, <16 x i32> zeroinitializer
  %7706 = fadd <16 x float> %7048, %7705
  br label %7707

7707:                                             ; preds = %7702, %7700
  %7708 = phi <16 x float> [ %7706, %7702 ], [ %7048, %7700 ]
  %7709 = getelementptr inbounds float, ptr %5361, i64 %5225
  %7710 = getelementptr inbounds float, ptr %5366, i64 %5225
  %7711 = select i1 %7050, ptr null, ptr %7710
  switch i64 %5170, label %532 [
    i64 1, label %7726
    i64 2, label %7719
    i64 3, label %7712
    i64 0, label %7767
  ]

7712:                                             ; preds = %7707
  %7713 = bitcast <16 x float> %7708 to <8 x i64>
  %7714 = and <8 x i64> %7713, %4986
  %7715 = fcmp oeq <16 x float> %7708, %47
  %7716 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7708, i32 4)
  %7717 = bitcast <8 x i64> %7714 to <16 x float>
  %7718 = select <16 x i1> %7715, <16 x float> %7717, <16 x float> %7716
  br label %7729

7719:                                             ; preds = %7707
  %7720 = bitcast <16 x float> %7708 to <8 x i64>
  %7721 = or <8 x i64> %7720, %4987
  %7722 = fcmp oeq <16 x float> %7708, %50
  %7723 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7708, i32 4)
  %7724 = bitcast <8 x i64> %7721 to <16 x float>
  %7725 = select <16 x i1> %7722, <16 x float> %7724, <16 x float> %7723
  br label %7729

7726:                                             ; preds = %7707
  %7727 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7711, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7728 = fadd <16 x float> %7708, %7727
  br label %7729

7729:                                             ; preds = %7726, %7719, %7712
  %7730 = phi <16 x float> [ %7728, %7726 ], [ %7725, %7719 ], [ %7718, %7712 ]
  switch i64 %5227, label %532 [
    i64 1, label %7745
    i64 2, label %7738
    i64 3, label %7731
    i64 0, label %7767
  ]

7731:                                             ; preds = %7729
  %7732 = bitcast <16 x float> %7730 to <8 x i64>
  %7733 = and <8 x i64> %7732, %4986
  %7734 = fcmp oeq <16 x float> %7730, %47
  %7735 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7730, i32 4)
  %7736 = bitcast <8 x i64> %7733 to <16 x float>
  %7737 = select <16 x i1> %7734, <16 x float> %7736, <16 x float> %7735
  br label %7748

7738:                                             ; preds = %7729
  %7739 = bitcast <16 x float> %7730 to <8 x i64>
  %7740 = or <8 x i64> %7739, %4987
  %7741 = fcmp oeq <16 x float> %7730, %50
  %7742 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7730, i32 4)
  %7743 = bitcast <8 x i64> %7740 to <16 x float>
  %7744 = select <16 x i1> %7741, <16 x float> %7743, <16 x float> %7742
  br label %7748

7745:                                             ; preds = %7729
  %7746 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7711, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7747 = fadd <16 x float> %7730, %7746
  br label %7748

7748:                                             ; preds = %7745, %7738, %7731
  %7749 = phi <16 x float> [ %7747, %7745 ], [ %7744, %7738 ], [ %7737, %7731 ]
  switch i64 %5229, label %532 [
    i64 1, label %7764
    i64 2, label %7757
    i64 3, label %7750
    i64 0, label %7767
  ]

7750:                                             ; preds = %7748
  %7751 = bitcast <16 x float> %7749 to <8 x i64>
  %7752 = and <8 x i64> %7751, %4986
  %7753 = fcmp oeq <16 x float> %7749, %47
  %7754 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7749, i32 4)
  %7755 = bitcast <8 x i64> %7752 to <16 x float>
  %7756 = select <16 x i1> %7753, <16 x float> %7755, <16 x float> %7754
  br label %7767

7757:                                             ; preds = %7748
  %7758 = bitcast <16 x float> %7749 to <8 x i64>
  %7759 = or <8 x i64> %7758, %4987
  %7760 = fcmp oeq <16 x float> %7749, %50
  %7761 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7749, i32 4)
  %7762 = bitcast <8 x i64> %7759 to <16 x float>
  %7763 = select <16 x i1> %7760, <16 x float> %7762, <16 x float> %7761
  br label %7767

7764:                                             ; preds = %7748
  %7765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7711, <16 x i1> %5206, <16 x float> zeroinitializer)
  %7766 = fadd <16 x float> %7749, %7765
  br label %7767

7767:                                             ; preds = %7750, %7757, %7764, %7748, %7729, %7707
  %7768 = phi <16 x float> [ %7749, %7748 ], [ %7708, %7707 ], [ %7730, %7729 ], [ %7766, %7764 ], [ %7763, %7757 ], [ %7756, %7750 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7768, ptr align 1 %7709, <16 x i1> %5206)
  br label %11448

7769:                                             ; preds = %5374, %11445
  %7770 = phi i64 [ 0, %5374 ], [ %11446, %11445 ]
  %7771 = sub nsw i64 %4883, %7770
  %7772 = icmp sgt i64 %7771, 7
  %7773 = trunc i64 %7771 to i32
  %7774 = select i1 %7772, i32 8, i32 %7773
  switch i32 %7774, label %11445 [
    i32 1, label %7775
    i32 2, label %7916
    i32 3, label %8169
    i32 4, label %8534
    i32 5, label %9011
    i32 6, label %9600
    i32 7, label %10137
    i32 8, label %10752
  ]

7775:                                             ; preds = %7769
  %7776 = shl nsw i64 %7770, 4
  br i1 %4983, label %7779, label %7777

7777:                                             ; preds = %7775
  %7778 = sub nsw i64 %9, %7776
  br label %7784

7779:                                             ; preds = %7775
  %7780 = sub i64 %7776, %17
  %7781 = mul nsw i64 %7770, %11
  %7782 = getelementptr i16, ptr %4971, i64 %7781
  %7783 = sub nsw i64 %9, %7776
  br label %7797

7784:                                             ; preds = %7812, %7777
  %7785 = phi i64 [ %7778, %7777 ], [ %7783, %7812 ]
  %7786 = phi <16 x float> [ zeroinitializer, %7777 ], [ %7813, %7812 ]
  %7787 = icmp sgt i64 %7785, 15
  %7788 = trunc i64 %7785 to i32
  %7789 = shl nsw i32 -1, %7788
  %7790 = trunc i32 %7789 to i16
  %7791 = xor i16 %7790, -1
  %7792 = select i1 %7787, i16 -1, i16 %7791
  %7793 = getelementptr inbounds nuw float, ptr %5361, i64 %7776
  %7794 = getelementptr inbounds nuw float, ptr %5366, i64 %7776
  %7795 = select i1 %5376, ptr null, ptr %7794
  %7796 = bitcast i16 %7792 to <16 x i1>
  br i1 %5375, label %7857, label %7852

7797:                                             ; preds = %7779, %7812
  %7798 = phi <16 x float> [ zeroinitializer, %7779 ], [ %7813, %7812 ]
  %7799 = phi i64 [ 0, %7779 ], [ %7814, %7812 ]
  %7800 = mul nsw i64 %7799, %14
  %7801 = sub i64 %7800, %16
  %7802 = add i64 %7801, %5384
  %7803 = icmp slt i64 %7802, 0
  %7804 = icmp sge i64 %7802, %6
  %7805 = or i1 %7803, %7804
  %7806 = select i1 %7805, i64 0, i64 %7802
  %7807 = mul nsw i64 %7806, %7
  %7808 = getelementptr inbounds float, ptr %5351, i64 %7807
  br i1 %4984, label %7809, label %7812

7809:                                             ; preds = %7797
  %7810 = mul nuw nsw i64 %7799, %11
  %7811 = getelementptr inbounds nuw float, ptr %5353, i64 %7810
  br label %7816

7812:                                             ; preds = %7843, %7797
  %7813 = phi <16 x float> [ %7798, %7797 ], [ %7849, %7843 ]
  %7814 = add nuw nsw i64 %7799, 1
  %7815 = icmp eq i64 %7814, %10
  br i1 %7815, label %7784, label %7797

7816:                                             ; preds = %7809, %7843
  %7817 = phi <16 x float> [ %7798, %7809 ], [ %7849, %7843 ]
  %7818 = phi i64 [ 0, %7809 ], [ %7850, %7843 ]
  %7819 = getelementptr inbounds nuw float, ptr %7811, i64 %7818
  %7820 = load float, ptr %7819, align 4
  %7821 = insertelement <16 x float> poison, float %7820, i64 0
  %7822 = shufflevector <16 x float> %7821, <16 x float> poison, <16 x i32> zeroinitializer
  %7823 = mul nsw i64 %7818, %15
  %7824 = add i64 %7780, %7823
  %7825 = icmp slt i64 %7824, 0
  %7826 = sub nsw i64 0, %7824
  %7827 = select i1 %7825, i64 %7826, i64 0
  %7828 = sub nsw i64 %7, %7824
  %7829 = call i64 @llvm.smin.i64(i64 %7828, i64 %7783)
  %7830 = call i64 @llvm.smin.i64(i64 %7829, i64 16)
  %7831 = icmp sgt i64 %7830, %7827
  %7832 = trunc i64 %7830 to i32
  %7833 = shl nsw i32 -1, %7832
  %7834 = xor i32 %7833, -1
  %7835 = trunc i64 %7827 to i32
  %7836 = shl nsw i32 -1, %7835
  %7837 = and i32 %7836, %7834
  %7838 = trunc i32 %7837 to i16
  %7839 = select i1 %7831, i16 %7838, i16 0
  br i1 %4985, label %7843, label %7840

7840:                                             ; preds = %7816
  %7841 = getelementptr i16, ptr %7782, i64 %7818
  %7842 = load i16, ptr %7841, align 2
  br label %7843

7843:                                             ; preds = %7816, %7840
  %7844 = phi i16 [ %7842, %7840 ], [ %7839, %7816 ]
  %7845 = select i1 %7805, i16 0, i16 %7844
  %7846 = getelementptr inbounds float, ptr %7808, i64 %7824
  %7847 = bitcast i16 %7845 to <16 x i1>
  %7848 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7846, <16 x i1> %7847, <16 x float> zeroinitializer)
  %7849 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7848, <16 x float> %7822, <16 x float> %7817)
  %7850 = add nuw nsw i64 %7818, 1
  %7851 = icmp eq i64 %7850, %11
  br i1 %7851, label %7812, label %7816

7852:                                             ; preds = %7784
  %7853 = load float, ptr %5354, align 4
  %7854 = insertelement <16 x float> poison, float %7853, i64 0
  %7855 = shufflevector <16 x float> %7854, <16 x float> poison, <16 x i32> zeroinitializer
  %7856 = fadd <16 x float> %7786, %7855
  br label %7857

7857:                                             ; preds = %7852, %7784
  %7858 = phi <16 x float> [ %7856, %7852 ], [ %7786, %7784 ]
  switch i64 %5160, label %532 [
    i64 1, label %7859
    i64 2, label %7862
    i64 3, label %7869
    i64 0, label %7914
  ]

7859:                                             ; preds = %7857
  %7860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7795, <16 x i1> %7796, <16 x float> zeroinitializer)
  %7861 = fadd <16 x float> %7858, %7860
  br label %7876

7862:                                             ; preds = %7857
  %7863 = bitcast <16 x float> %7858 to <8 x i64>
  %7864 = or <8 x i64> %7863, %4987
  %7865 = fcmp oeq <16 x float> %7858, %50
  %7866 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7858, i32 4)
  %7867 = bitcast <8 x i64> %7864 to <16 x float>
  %7868 = select <16 x i1> %7865, <16 x float> %7867, <16 x float> %7866
  br label %7876

7869:                                             ; preds = %7857
  %7870 = bitcast <16 x float> %7858 to <8 x i64>
  %7871 = and <8 x i64> %7870, %4986
  %7872 = fcmp oeq <16 x float> %7858, %47
  %7873 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7858, i32 4)
  %7874 = bitcast <8 x i64> %7871 to <16 x float>
  %7875 = select <16 x i1> %7872, <16 x float> %7874, <16 x float> %7873
  br label %7876

7876:                                             ; preds = %7869, %7862, %7859
  %7877 = phi <16 x float> [ %7861, %7859 ], [ %7868, %7862 ], [ %7875, %7869 ]
  switch i64 %5162, label %532 [
    i64 1, label %7892
    i64 2, label %7885
    i64 3, label %7878
    i64 0, label %7914
  ]

7878:                                             ; preds = %7876
  %7879 = bitcast <16 x float> %7877 to <8 x i64>
  %7880 = and <8 x i64> %7879, %4986
  %7881 = fcmp oeq <16 x float> %7877, %47
  %7882 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7877, i32 4)
  %7883 = bitcast <8 x i64> %7880 to <16 x float>
  %7884 = select <16 x i1> %7881, <16 x float> %7883, <16 x float> %7882
  br label %7895

7885:                                             ; preds = %7876
  %7886 = bitcast <16 x float> %7877 to <8 x i64>
  %7887 = or <8 x i64> %7886, %4987
  %7888 = fcmp oeq <16 x float> %7877, %50
  %7889 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7877, i32 4)
  %7890 = bitcast <8 x i64> %7887 to <16 x float>
  %7891 = select <16 x i1> %7888, <16 x float> %7890, <16 x float> %7889
  br label %7895

7892:                                             ; preds = %7876
  %7893 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7795, <16 x i1> %7796, <16 x float> zeroinitializer)
  %7894 = fadd <16 x float> %7877, %7893
  br label %7895

7895:                                             ; preds = %7892, %7885, %7878
  %7896 = phi <16 x float> [ %7894, %7892 ], [ %7891, %7885 ], [ %7884, %7878 ]
  switch i64 %5164, label %532 [
    i64 1, label %7911
    i64 2, label %7904
    i64 3, label %7897
    i64 0, label %7914
  ]

7897:                                             ; preds = %7895
  %7898 = bitcast <16 x float> %7896 to <8 x i64>
  %7899 = and <8 x i64> %7898, %4986
  %7900 = fcmp oeq <16 x float> %7896, %47
  %7901 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %7896, i32 4)
  %7902 = bitcast <8 x i64> %7899 to <16 x float>
  %7903 = select <16 x i1> %7900, <16 x float> %7902, <16 x float> %7901
  br label %7914

7904:                                             ; preds = %7895
  %7905 = bitcast <16 x float> %7896 to <8 x i64>
  %7906 = or <8 x i64> %7905, %4987
  %7907 = fcmp oeq <16 x float> %7896, %50
  %7908 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %7896, i32 4)
  %7909 = bitcast <8 x i64> %7906 to <16 x float>
  %7910 = select <16 x i1> %7907, <16 x float> %7909, <16 x float> %7908
  br label %7914

7911:                                             ; preds = %7895
  %7912 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7795, <16 x i1> %7796, <16 x float> zeroinitializer)
  %7913 = fadd <16 x float> %7896, %7912
  br label %7914

7914:                                             ; preds = %7897, %7904, %7911, %7895, %7876, %7857
  %7915 = phi <16 x float> [ %7896, %7895 ], [ %7858, %7857 ], [ %7877, %7876 ], [ %7913, %7911 ], [ %7910, %7904 ], [ %7903, %7897 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7915, ptr align 1 %7793, <16 x i1> %7796)
  br label %11445

7916:                                             ; preds = %7769
  br i1 %4983, label %7917, label %8013

7917:                                             ; preds = %7916
  %7918 = shl nsw i64 %7770, 4
  %7919 = mul nuw nsw i64 %7770, %11
  %7920 = sub nsw i64 %9, %7918
  %7921 = or disjoint i64 %7770, 1
  %7922 = shl nsw i64 %7921, 4
  %7923 = mul nuw nsw i64 %7921, %11
  %7924 = sub nsw i64 %9, %7922
  br label %7925

7925:                                             ; preds = %7917, %7941
  %7926 = phi <16 x float> [ zeroinitializer, %7917 ], [ %7942, %7941 ]
  %7927 = phi <16 x float> [ zeroinitializer, %7917 ], [ %7943, %7941 ]
  %7928 = phi i64 [ 0, %7917 ], [ %7944, %7941 ]
  %7929 = mul nsw i64 %7928, %14
  %7930 = sub i64 %7929, %16
  %7931 = add i64 %7930, %5383
  %7932 = icmp slt i64 %7931, 0
  %7933 = icmp sge i64 %7931, %6
  %7934 = or i1 %7932, %7933
  %7935 = select i1 %7934, i64 0, i64 %7931
  %7936 = mul nsw i64 %7935, %7
  %7937 = getelementptr inbounds float, ptr %5351, i64 %7936
  br i1 %4984, label %7938, label %7941

7938:                                             ; preds = %7925
  %7939 = mul nuw nsw i64 %7928, %11
  %7940 = getelementptr inbounds nuw float, ptr %5353, i64 %7939
  br label %7946

7941:                                             ; preds = %8004, %7925
  %7942 = phi <16 x float> [ %7926, %7925 ], [ %7983, %8004 ]
  %7943 = phi <16 x float> [ %7927, %7925 ], [ %8010, %8004 ]
  %7944 = add nuw nsw i64 %7928, 1
  %7945 = icmp eq i64 %7944, %10
  br i1 %7945, label %8013, label %7925

7946:                                             ; preds = %7938, %8004
  %7947 = phi <16 x float> [ %7926, %7938 ], [ %7983, %8004 ]
  %7948 = phi <16 x float> [ %7927, %7938 ], [ %8010, %8004 ]
  %7949 = phi i64 [ 0, %7938 ], [ %8011, %8004 ]
  %7950 = getelementptr inbounds nuw float, ptr %7940, i64 %7949
  %7951 = load float, ptr %7950, align 4
  %7952 = insertelement <16 x float> poison, float %7951, i64 0
  %7953 = shufflevector <16 x float> %7952, <16 x float> poison, <16 x i32> zeroinitializer
  %7954 = mul nsw i64 %7949, %15
  %7955 = sub i64 %7954, %17
  %7956 = getelementptr i16, ptr %4971, i64 %7949
  %7957 = add i64 %7955, %7918
  br i1 %4985, label %7961, label %7958

7958:                                             ; preds = %7946
  %7959 = getelementptr i16, ptr %7956, i64 %7919
  %7960 = load i16, ptr %7959, align 2
  br label %7977

7961:                                             ; preds = %7946
  %7962 = icmp slt i64 %7957, 0
  %7963 = sub nsw i64 0, %7957
  %7964 = select i1 %7962, i64 %7963, i64 0
  %7965 = sub nsw i64 %7, %7957
  %7966 = call i64 @llvm.smin.i64(i64 %7965, i64 %7920)
  %7967 = call i64 @llvm.smin.i64(i64 %7966, i64 16)
  %7968 = icmp sgt i64 %7967, %7964
  %7969 = trunc i64 %7967 to i32
  %7970 = shl nsw i32 -1, %7969
  %7971 = xor i32 %7970, -1
  %7972 = trunc i64 %7964 to i32
  %7973 = shl nsw i32 -1, %7972
  %7974 = and i32 %7973, %7971
  %7975 = trunc i32 %7974 to i16
  %7976 = select i1 %7968, i16 %7975, i16 0
  br label %7977

7977:                                             ; preds = %7961, %7958
  %7978 = phi i16 [ %7960, %7958 ], [ %7976, %7961 ]
  %7979 = select i1 %7934, i16 0, i16 %7978
  %7980 = getelementptr inbounds float, ptr %7937, i64 %7957
  %7981 = bitcast i16 %7979 to <16 x i1>
  %7982 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7980, <16 x i1> %7981, <16 x float> zeroinitializer)
  %7983 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7982, <16 x float> %7953, <16 x float> %7947)
  %7984 = add i64 %7955, %7922
  br i1 %4985, label %7988, label %7985

7985:                                             ; preds = %7977
  %7986 = getelementptr i16, ptr %7956, i64 %7923
  %7987 = load i16, ptr %7986, align 2
  br label %8004

7988:                                             ; preds = %7977
  %7989 = icmp slt i64 %7984, 0
  %7990 = sub nsw i64 0, %7984
  %7991 = select i1 %7989, i64 %7990, i64 0
  %7992 = sub nsw i64 %7, %7984
  %7993 = call i64 @llvm.smin.i64(i64 %7992, i64 %7924)
  %7994 = call i64 @llvm.smin.i64(i64 %7993, i64 16)
  %7995 = icmp sgt i64 %7994, %7991
  %7996 = trunc i64 %7994 to i32
  %7997 = shl nsw i32 -1, %7996
  %7998 = xor i32 %7997, -1
  %7999 = trunc i64 %7991 to i32
  %8000 = shl nsw i32 -1, %7999
  %8001 = and i32 %8000, %7998
  %8002 = trunc i32 %8001 to i16
  %8003 = select i1 %7995, i16 %8002, i16 0
  br label %8004

8004:                                             ; preds = %7988, %7985
  %8005 = phi i16 [ %7987, %7985 ], [ %8003, %7988 ]
  %8006 = select i1 %7934, i16 0, i16 %8005
  %8007 = getelementptr inbounds float, ptr %7937, i64 %7984
  %8008 = bitcast i16 %8006 to <16 x i1>
  %8009 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8007, <16 x i1> %8008, <16 x float> zeroinitializer)
  %8010 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8009, <16 x float> %7953, <16 x float> %7948)
  %8011 = add nuw nsw i64 %7949, 1
  %8012 = icmp eq i64 %8011, %11
  br i1 %8012, label %7941, label %7946

8013:                                             ; preds = %7941, %7916
  %8014 = phi <16 x float> [ zeroinitializer, %7916 ], [ %7942, %7941 ]
  %8015 = phi <16 x float> [ zeroinitializer, %7916 ], [ %7943, %7941 ]
  %8016 = shl nsw i64 %7770, 4
  %8017 = sub nsw i64 %9, %8016
  %8018 = icmp sgt i64 %8017, 15
  %8019 = trunc i64 %8017 to i32
  %8020 = shl nsw i32 -1, %8019
  %8021 = trunc i32 %8020 to i16
  %8022 = xor i16 %8021, -1
  %8023 = select i1 %8018, i16 -1, i16 %8022
  br i1 %5375, label %8029, label %8024

8024:                                             ; preds = %8013
  %8025 = load float, ptr %5354, align 4
  %8026 = insertelement <16 x float> poison, float %8025, i64 0
  %8027 = shufflevector <16 x float> %8026, <16 x float> poison, <16 x i32> zeroinitializer
  %8028 = fadd <16 x float> %8014, %8027
  br label %8029

8029:                                             ; preds = %8024, %8013
  %8030 = phi <16 x float> [ %8028, %8024 ], [ %8014, %8013 ]
  %8031 = getelementptr inbounds nuw float, ptr %5361, i64 %8016
  %8032 = getelementptr inbounds nuw float, ptr %5366, i64 %8016
  %8033 = select i1 %5376, ptr null, ptr %8032
  %8034 = bitcast i16 %8023 to <16 x i1>
  switch i64 %5151, label %532 [
    i64 1, label %8035
    i64 2, label %8038
    i64 3, label %8045
    i64 0, label %8090
  ]

8035:                                             ; preds = %8029
  %8036 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8037 = fadd <16 x float> %8030, %8036
  br label %8052

8038:                                             ; preds = %8029
  %8039 = bitcast <16 x float> %8030 to <8 x i64>
  %8040 = or <8 x i64> %8039, %4987
  %8041 = fcmp oeq <16 x float> %8030, %50
  %8042 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8030, i32 4)
  %8043 = bitcast <8 x i64> %8040 to <16 x float>
  %8044 = select <16 x i1> %8041, <16 x float> %8043, <16 x float> %8042
  br label %8052

8045:                                             ; preds = %8029
  %8046 = bitcast <16 x float> %8030 to <8 x i64>
  %8047 = and <8 x i64> %8046, %4986
  %8048 = fcmp oeq <16 x float> %8030, %47
  %8049 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8030, i32 4)
  %8050 = bitcast <8 x i64> %8047 to <16 x float>
  %8051 = select <16 x i1> %8048, <16 x float> %8050, <16 x float> %8049
  br label %8052

8052:                                             ; preds = %8045, %8038, %8035
  %8053 = phi <16 x float> [ %8037, %8035 ], [ %8044, %8038 ], [ %8051, %8045 ]
  switch i64 %5153, label %532 [
    i64 1, label %8068
    i64 2, label %8061
    i64 3, label %8054
    i64 0, label %8090
  ]

8054:                                             ; preds = %8052
  %8055 = bitcast <16 x float> %8053 to <8 x i64>
  %8056 = and <8 x i64> %8055, %4986
  %8057 = fcmp oeq <16 x float> %8053, %47
  %8058 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8053, i32 4)
  %8059 = bitcast <8 x i64> %8056 to <16 x float>
  %8060 = select <16 x i1> %8057, <16 x float> %8059, <16 x float> %8058
  br label %8071

8061:                                             ; preds = %8052
  %8062 = bitcast <16 x float> %8053 to <8 x i64>
  %8063 = or <8 x i64> %8062, %4987
  %8064 = fcmp oeq <16 x float> %8053, %50
  %8065 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8053, i32 4)
  %8066 = bitcast <8 x i64> %8063 to <16 x float>
  %8067 = select <16 x i1> %8064, <16 x float> %8066, <16 x float> %8065
  br label %8071

8068:                                             ; preds = %8052
  %8069 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8070 = fadd <16 x float> %8053, %8069
  br label %8071

8071:                                             ; preds = %8068, %8061, %8054
  %8072 = phi <16 x float> [ %8070, %8068 ], [ %8067, %8061 ], [ %8060, %8054 ]
  switch i64 %5155, label %532 [
    i64 1, label %8087
    i64 2, label %8080
    i64 3, label %8073
    i64 0, label %8090
  ]

8073:                                             ; preds = %8071
  %8074 = bitcast <16 x float> %8072 to <8 x i64>
  %8075 = and <8 x i64> %8074, %4986
  %8076 = fcmp oeq <16 x float> %8072, %47
  %8077 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8072, i32 4)
  %8078 = bitcast <8 x i64> %8075 to <16 x float>
  %8079 = select <16 x i1> %8076, <16 x float> %8078, <16 x float> %8077
  br label %8090

8080:                                             ; preds = %8071
  %8081 = bitcast <16 x float> %8072 to <8 x i64>
  %8082 = or <8 x i64> %8081, %4987
  %8083 = fcmp oeq <16 x float> %8072, %50
  %8084 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8072, i32 4)
  %8085 = bitcast <8 x i64> %8082 to <16 x float>
  %8086 = select <16 x i1> %8083, <16 x float> %8085, <16 x float> %8084
  br label %8090

8087:                                             ; preds = %8071
  %8088 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8033, <16 x i1> %8034, <16 x float> zeroinitializer)
  %8089 = fadd <16 x float> %8072, %8088
  br label %8090

8090:                                             ; preds = %8073, %8080, %8087, %8071, %8052, %8029
  %8091 = phi <16 x float> [ %8072, %8071 ], [ %8030, %8029 ], [ %8053, %8052 ], [ %8089, %8087 ], [ %8086, %8080 ], [ %8079, %8073 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8091, ptr align 1 %8031, <16 x i1> %8034)
  %8092 = shl i64 %7770, 4
  %8093 = or disjoint i64 %8092, 16
  %8094 = sub nsw i64 %9, %8093
  %8095 = icmp sgt i64 %8094, 15
  %8096 = trunc i64 %8094 to i32
  %8097 = shl nsw i32 -1, %8096
  %8098 = trunc i32 %8097 to i16
  %8099 = xor i16 %8098, -1
  %8100 = select i1 %8095, i16 -1, i16 %8099
  br i1 %5375, label %8106, label %8101

8101:                                             ; preds = %8090
  %8102 = load float, ptr %5354, align 4
  %8103 = insertelement <16 x float> poison, float %8102, i64 0
  %8104 = shufflevector <16 x float> %8103, <16 x float> poison, <16 x i32> zeroinitializer
  %8105 = fadd <16 x float> %8015, %8104
  br label %8106

8106:                                             ; preds = %8101, %8090
  %8107 = phi <16 x float> [ %8105, %8101 ], [ %8015, %8090 ]
  %8108 = getelementptr inbounds nuw float, ptr %5361, i64 %8093
  %8109 = getelementptr inbounds nuw float, ptr %5366, i64 %8093
  %8110 = select i1 %5376, ptr null, ptr %8109
  %8111 = bitcast i16 %8100 to <16 x i1>
  switch i64 %5151, label %532 [
    i64 1, label %8126
    i64 2, label %8119
    i64 3, label %8112
    i64 0, label %8167
  ]

8112:                                             ; preds = %8106
  %8113 = bitcast <16 x float> %8107 to <8 x i64>
  %8114 = and <8 x i64> %8113, %4986
  %8115 = fcmp oeq <16 x float> %8107, %47
  %8116 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8107, i32 4)
  %8117 = bitcast <8 x i64> %8114 to <16 x float>
  %8118 = select <16 x i1> %8115, <16 x float> %8117, <16 x float> %8116
  br label %8129

8119:                                             ; preds = %8106
  %8120 = bitcast <16 x float> %8107 to <8 x i64>
  %8121 = or <8 x i64> %8120, %4987
  %8122 = fcmp oeq <16 x float> %8107, %50
  %8123 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8107, i32 4)
  %8124 = bitcast <8 x i64> %8121 to <16 x float>
  %8125 = select <16 x i1> %8122, <16 x float> %8124, <16 x float> %8123
  br label %8129

8126:                                             ; preds = %8106
  %8127 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8110, <16 x i1> %8111, <16 x float> zeroinitializer)
  %8128 = fadd <16 x float> %8107, %8127
  br label %8129

8129:                                             ; preds = %8126, %8119, %8112
  %8130 = phi <16 x float> [ %8128, %8126 ], [ %8125, %8119 ], [ %8118, %8112 ]
  switch i64 %5157, label %532 [
    i64 1, label %8145
    i64 2, label %8138
    i64 3, label %8131
    i64 0, label %8167
  ]

8131:                                             ; preds = %8129
  %8132 = bitcast <16 x float> %8130 to <8 x i64>
  %8133 = and <8 x i64> %8132, %4986
  %8134 = fcmp oeq <16 x float> %8130, %47
  %8135 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8130, i32 4)
  %8136 = bitcast <8 x i64> %8133 to <16 x float>
  %8137 = select <16 x i1> %8134, <16 x float> %8136, <16 x float> %8135
  br label %8148

8138:                                             ; preds = %8129
  %8139 = bitcast <16 x float> %8130 to <8 x i64>
  %8140 = or <8 x i64> %8139, %4987
  %8141 = fcmp oeq <16 x float> %8130, %50
  %8142 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8130, i32 4)
  %8143 = bitcast <8 x i64> %8140 to <16 x float>
  %8144 = select <16 x i1> %8141, <16 x float> %8143, <16 x float> %8142
  br label %8148

8145:                                             ; preds = %8129
  %8146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8110, <16 x i1> %8111, <16 x float> zeroinitializer)
  %8147 = fadd <16 x float> %8130, %8146
  br label %8148

8148:                                             ; preds = %8145, %8138, %8131
  %8149 = phi <16 x float> [ %8147, %8145 ], [ %8144, %8138 ], [ %8137, %8131 ]
  switch i64 %5159, label %532 [
    i64 1, label %8164
    i64 2, label %8157
    i64 3, label %8150
    i64 0, label %8167
  ]

8150:                                             ; preds = %8148
  %8151 = bitcast <16 x float> %8149 to <8 x i64>
  %8152 = and <8 x i64> %8151, %4986
  %8153 = fcmp oeq <16 x float> %8149, %47
  %8154 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8149, i32 4)
  %8155 = bitcast <8 x i64> %8152 to <16 x float>
  %8156 = select <16 x i1> %8153, <16 x float> %8155, <16 x float> %8154
  br label %8167

8157:                                             ; preds = %8148
  %8158 = bitcast <16 x float> %8149 to <8 x i64>
  %8159 = or <8 x i64> %8158, %4987
  %8160 = fcmp oeq <16 x float> %8149, %50
  %8161 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8149, i32 4)
  %8162 = bitcast <8 x i64> %8159 to <16 x float>
  %8163 = select <16 x i1> %8160, <16 x float> %8162, <16 x float> %8161
  br label %8167

8164:                                             ; preds = %8148
  %8165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8110, <16 x i1> %8111, <16 x float> zeroinitializer)
  %8166 = fadd <16 x float> %8149, %8165
  br label %8167

8167:                                             ; preds = %8150, %8157, %8164, %8148, %8129, %8106
  %8168 = phi <16 x float> [ %8149, %8148 ], [ %8107, %8106 ], [ %8130, %8129 ], [ %8166, %8164 ], [ %8163, %8157 ], [ %8156, %8150 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8168, ptr nonnull align 1 %8108, <16 x i1> %8111)
  br label %11445

8169:                                             ; preds = %7769
  br i1 %4983, label %8170, label %8300

8170:                                             ; preds = %8169
  %8171 = shl nsw i64 %7770, 4
  %8172 = mul nuw nsw i64 %7770, %11
  %8173 = sub nsw i64 %9, %8171
  %8174 = or disjoint i64 %7770, 1
  %8175 = shl nsw i64 %8174, 4
  %8176 = mul nuw nsw i64 %8174, %11
  %8177 = sub nsw i64 %9, %8175
  %8178 = or disjoint i64 %7770, 2
  %8179 = shl nsw i64 %8178, 4
  %8180 = mul nuw nsw i64 %8178, %11
  %8181 = sub nsw i64 %9, %8179
  br label %8182

8182:                                             ; preds = %8170, %8199
  %8183 = phi <16 x float> [ zeroinitializer, %8170 ], [ %8200, %8199 ]
  %8184 = phi <16 x float> [ zeroinitializer, %8170 ], [ %8201, %8199 ]
  %8185 = phi <16 x float> [ zeroinitializer, %8170 ], [ %8202, %8199 ]
  %8186 = phi i64 [ 0, %8170 ], [ %8203, %8199 ]
  %8187 = mul nsw i64 %8186, %14
  %8188 = sub i64 %8187, %16
  %8189 = add i64 %8188, %5382
  %8190 = icmp slt i64 %8189, 0
  %8191 = icmp sge i64 %8189, %6
  %8192 = or i1 %8190, %8191
  %8193 = select i1 %8192, i64 0, i64 %8189
  %8194 = mul nsw i64 %8193, %7
  %8195 = getelementptr inbounds float, ptr %5351, i64 %8194
  br i1 %4984, label %8196, label %8199

8196:                                             ; preds = %8182
  %8197 = mul nuw nsw i64 %8186, %11
  %8198 = getelementptr inbounds nuw float, ptr %5353, i64 %8197
  br label %8205

8199:                                             ; preds = %8291, %8182
  %8200 = phi <16 x float> [ %8183, %8182 ], [ %8243, %8291 ]
  %8201 = phi <16 x float> [ %8184, %8182 ], [ %8270, %8291 ]
  %8202 = phi <16 x float> [ %8185, %8182 ], [ %8297, %8291 ]
  %8203 = add nuw nsw i64 %8186, 1
  %8204 = icmp eq i64 %8203, %10
  br i1 %8204, label %8300, label %8182

8205:                                             ; preds = %8196, %8291
  %8206 = phi <16 x float> [ %8183, %8196 ], [ %8243, %8291 ]
  %8207 = phi <16 x float> [ %8184, %8196 ], [ %8270, %8291 ]
  %8208 = phi <16 x float> [ %8185, %8196 ], [ %8297, %8291 ]
  %8209 = phi i64 [ 0, %8196 ], [ %8298, %8291 ]
  %8210 = getelementptr inbounds nuw float, ptr %8198, i64 %8209
  %8211 = load float, ptr %8210, align 4
  %8212 = insertelement <16 x float> poison, float %8211, i64 0
  %8213 = shufflevector <16 x float> %8212, <16 x float> poison, <16 x i32> zeroinitializer
  %8214 = mul nsw i64 %8209, %15
  %8215 = sub i64 %8214, %17
  %8216 = getelementptr i16, ptr %4971, i64 %8209
  %8217 = add i64 %8215, %8171
  br i1 %4985, label %8221, label %8218

8218:                                             ; preds = %8205
  %8219 = getelementptr i16, ptr %8216, i64 %8172
  %8220 = load i16, ptr %8219, align 2
  br label %8237

8221:                                             ; preds = %8205
  %8222 = icmp slt i64 %8217, 0
  %8223 = sub nsw i64 0, %8217
  %8224 = select i1 %8222, i64 %8223, i64 0
  %8225 = sub nsw i64 %7, %8217
  %8226 = call i64 @llvm.smin.i64(i64 %8225, i64 %8173)
  %8227 = call i64 @llvm.smin.i64(i64 %8226, i64 16)
  %8228 = icmp sgt i64 %8227, %8224
  %8229 = trunc i64 %8227 to i32
  %8230 = shl nsw i32 -1, %8229
  %8231 = xor i32 %8230, -1
  %8232 = trunc i64 %8224 to i32
  %8233 = shl nsw i32 -1, %8232
  %8234 = and i32 %8233, %8231
  %8235 = trunc i32 %8234 to i16
  %8236 = select i1 %8228, i16 %8235, i16 0
  br label %8237

8237:                                             ; preds = %8221, %8218
  %8238 = phi i16 [ %8220, %8218 ], [ %8236, %8221 ]
  %8239 = select i1 %8192, i16 0, i16 %8238
  %8240 = getelementptr inbounds float, ptr %8195, i64 %8217
  %8241 = bitcast i16 %8239 to <16 x i1>
  %8242 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8240, <16 x i1> %8241, <16 x float> zeroinitializer)
  %8243 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8242, <16 x float> %8213, <16 x float> %8206)
  %8244 = add i64 %8215, %8175
  br i1 %4985, label %8248, label %8245

8245:                                             ; preds = %8237
  %8246 = getelementptr i16, ptr %8216, i64 %8176
  %8247 = load i16, ptr %8246, align 2
  br label %8264

8248:                                             ; preds = %8237
  %8249 = icmp slt i64 %8244, 0
  %8250 = sub nsw i64 0, %8244
  %8251 = select i1 %8249, i64 %8250, i64 0
  %8252 = sub nsw i64 %7, %8244
  %8253 = call i64 @llvm.smin.i64(i64 %8252, i64 %8177)
  %8254 = call i64 @llvm.smin.i64(i64 %8253, i64 16)
  %8255 = icmp sgt i64 %8254, %8251
  %8256 = trunc i64 %8254 to i32
  %8257 = shl nsw i32 -1, %8256
  %8258 = xor i32 %8257, -1
  %8259 = trunc i64 %8251 to i32
  %8260 = shl nsw i32 -1, %8259
  %8261 = and i32 %8260, %8258
  %8262 = trunc i32 %8261 to i16
  %8263 = select i1 %8255, i16 %8262, i16 0
  br label %8264

8264:                                             ; preds = %8248, %8245
  %8265 = phi i16 [ %8247, %8245 ], [ %8263, %8248 ]
  %8266 = select i1 %8192, i16 0, i16 %8265
  %8267 = getelementptr inbounds float, ptr %8195, i64 %8244
  %8268 = bitcast i16 %8266 to <16 x i1>
  %8269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8267, <16 x i1> %8268, <16 x float> zeroinitializer)
  %8270 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8269, <16 x float> %8213, <16 x float> %8207)
  %8271 = add i64 %8215, %8179
  br i1 %4985, label %8275, label %8272

8272:                                             ; preds = %8264
  %8273 = getelementptr i16, ptr %8216, i64 %8180
  %8274 = load i16, ptr %8273, align 2
  br label %8291

8275:                                             ; preds = %8264
  %8276 = icmp slt i64 %8271, 0
  %8277 = sub nsw i64 0, %8271
  %8278 = select i1 %8276, i64 %8277, i64 0
  %8279 = sub nsw i64 %7, %8271
  %8280 = call i64 @llvm.smin.i64(i64 %8279, i64 %8181)
  %8281 = call i64 @llvm.smin.i64(i64 %8280, i64 16)
  %8282 = icmp sgt i64 %8281, %8278
  %8283 = trunc i64 %8281 to i32
  %8284 = shl nsw i32 -1, %8283
  %8285 = xor i32 %8284, -1
  %8286 = trunc i64 %8278 to i32
  %8287 = shl nsw i32 -1, %8286
  %8288 = and i32 %8287, %8285
  %8289 = trunc i32 %8288 to i16
  %8290 = select i1 %8282, i16 %8289, i16 0
  br label %8291

8291:                                             ; preds = %8275, %8272
  %8292 = phi i16 [ %8274, %8272 ], [ %8290, %8275 ]
  %8293 = select i1 %8192, i16 0, i16 %8292
  %8294 = getelementptr inbounds float, ptr %8195, i64 %8271
  %8295 = bitcast i16 %8293 to <16 x i1>
  %8296 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8294, <16 x i1> %8295, <16 x float> zeroinitializer)
  %8297 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8296, <16 x float> %8213, <16 x float> %8208)
  %8298 = add nuw nsw i64 %8209, 1
  %8299 = icmp eq i64 %8298, %11
  br i1 %8299, label %8199, label %8205

8300:                                             ; preds = %8199, %8169
  %8301 = phi <16 x float> [ zeroinitializer, %8169 ], [ %8200, %8199 ]
  %8302 = phi <16 x float> [ zeroinitializer, %8169 ], [ %8201, %8199 ]
  %8303 = phi <16 x float> [ zeroinitializer, %8169 ], [ %8202, %8199 ]
  %8304 = shl nsw i64 %7770, 4
  %8305 = sub nsw i64 %9, %8304
  %8306 = icmp sgt i64 %8305, 15
  %8307 = trunc i64 %8305 to i32
  %8308 = shl nsw i32 -1, %8307
  %8309 = trunc i32 %8308 to i16
  %8310 = xor i16 %8309, -1
  %8311 = select i1 %8306, i16 -1, i16 %8310
  br i1 %5375, label %8317, label %8312

8312:                                             ; preds = %8300
  %8313 = load float, ptr %5354, align 4
  %8314 = insertelement <16 x float> poison, float %8313, i64 0
  %8315 = shufflevector <16 x float> %8314, <16 x float> poison, <16 x i32> zeroinitializer
  %8316 = fadd <16 x float> %8301, %8315
  br label %8317

8317:                                             ; preds = %8312, %8300
  %8318 = phi <16 x float> [ %8316, %8312 ], [ %8301, %8300 ]
  %8319 = getelementptr inbounds nuw float, ptr %5361, i64 %8304
  %8320 = getelementptr inbounds nuw float, ptr %5366, i64 %8304
  %8321 = select i1 %5376, ptr null, ptr %8320
  %8322 = bitcast i16 %8311 to <16 x i1>
  switch i64 %5138, label %532 [
    i64 1, label %8323
    i64 2, label %8326
    i64 3, label %8333
    i64 0, label %8378
  ]

8323:                                             ; preds = %8317
  %8324 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8321, <16 x i1> %8322, <16 x float> zeroinitializer)
  %8325 = fadd <16 x float> %8318, %8324
  br label %8340

8326:                                             ; preds = %8317
  %8327 = bitcast <16 x float> %8318 to <8 x i64>
  %8328 = or <8 x i64> %8327, %4987
  %8329 = fcmp oeq <16 x float> %8318, %50
  %8330 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8318, i32 4)
  %8331 = bitcast <8 x i64> %8328 to <16 x float>
  %8332 = select <16 x i1> %8329, <16 x float> %8331, <16 x float> %8330
  br label %8340

8333:                                             ; preds = %8317
  %8334 = bitcast <16 x float> %8318 to <8 x i64>
  %8335 = and <8 x i64> %8334, %4986
  %8336 = fcmp oeq <16 x float> %8318, %47
  %8337 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8318, i32 4)
  %8338 = bitcast <8 x i64> %8335 to <16 x float>
  %8339 = select <16 x i1> %8336, <16 x float> %8338, <16 x float> %8337
  br label %8340

8340:                                             ; preds = %8333, %8326, %8323
  %8341 = phi <16 x float> [ %8325, %8323 ], [ %8332, %8326 ], [ %8339, %8333 ]
  switch i64 %5140, label %532 [
    i64 1, label %8356
    i64 2, label %8349
    i64 3, label %8342
    i64 0, label %8378
  ]

8342:                                             ; preds = %8340
  %8343 = bitcast <16 x float> %8341 to <8 x i64>
  %8344 = and <8 x i64> %8343, %4986
  %8345 = fcmp oeq <16 x float> %8341, %47
  %8346 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8341, i32 4)
  %8347 = bitcast <8 x i64> %8344 to <16 x float>
  %8348 = select <16 x i1> %8345, <16 x float> %8347, <16 x float> %8346
  br label %8359

8349:                                             ; preds = %8340
  %8350 = bitcast <16 x float> %8341 to <8 x i64>
  %8351 = or <8 x i64> %8350, %4987
  %8352 = fcmp oeq <16 x float> %8341, %50
  %8353 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8341, i32 4)
  %8354 = bitcast <8 x i64> %8351 to <16 x float>
  %8355 = select <16 x i1> %8352, <16 x float> %8354, <16 x float> %8353
  br label %8359

8356:                                             ; preds = %8340
  %8357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8321, <16 x i1> %8322, <16 x float> zeroinitializer)
  %8358 = fadd <16 x float> %8341, %8357
  br label %8359

8359:                                             ; preds = %8356, %8349, %8342
  %8360 = phi <16 x float> [ %8358, %8356 ], [ %8355, %8349 ], [ %8348, %8342 ]
  switch i64 %5142, label %532 [
    i64 1, label %8375
    i64 2, label %8368
    i64 3, label %8361
    i64 0, label %8378
  ]

8361:                                             ; preds = %8359
  %8362 = bitcast <16 x float> %8360 to <8 x i64>
  %8363 = and <8 x i64> %8362, %4986
  %8364 = fcmp oeq <16 x float> %8360, %47
  %8365 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8360, i32 4)
  %8366 = bitcast <8 x i64> %8363 to <16 x float>
  %8367 = select <16 x i1> %8364, <16 x float> %8366, <16 x float> %8365
  br label %8378

8368:                                             ; preds = %8359
  %8369 = bitcast <16 x float> %8360 to <8 x i64>
  %8370 = or <8 x i64> %8369, %4987
  %8371 = fcmp oeq <16 x float> %8360, %50
  %8372 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8360, i32 4)
  %8373 = bitcast <8 x i64> %8370 to <16 x float>
  %8374 = select <16 x i1> %8371, <16 x float> %8373, <16 x float> %8372
  br label %8378

8375:                                             ; preds = %8359
  %8376 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8321, <16 x i1> %8322, <16 x float> zeroinitializer)
  %8377 = fadd <16 x float> %8360, %8376
  br label %8378

8378:                                             ; preds = %8361, %8368, %8375, %8359, %8340, %8317
  %8379 = phi <16 x float> [ %8360, %8359 ], [ %8318, %8317 ], [ %8341, %8340 ], [ %8377, %8375 ], [ %8374, %8368 ], [ %8367, %8361 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8379, ptr align 1 %8319, <16 x i1> %8322)
  %8380 = shl i64 %7770, 4
  %8381 = or disjoint i64 %8380, 16
  %8382 = sub nsw i64 %9, %8381
  %8383 = icmp sgt i64 %8382, 15
  %8384 = trunc i64 %8382 to i32
  %8385 = shl nsw i32 -1, %8384
  %8386 = trunc i32 %8385 to i16
  %8387 = xor i16 %8386, -1
  %8388 = select i1 %8383, i16 -1, i16 %8387
  br i1 %5375, label %8394, label %8389

8389:                                             ; preds = %8378
  %8390 = load float, ptr %5354, align 4
  %8391 = insertelement <16 x float> poison, float %8390, i64 0
  %8392 = shufflevector <16 x float> %8391, <16 x float> poison, <16 x i32> zeroinitializer
  %8393 = fadd <16 x float> %8302, %8392
  br label %8394

8394:                                             ; preds = %8389, %8378
  %8395 = phi <16 x float> [ %8393, %8389 ], [ %8302, %8378 ]
  %8396 = getelementptr inbounds nuw float, ptr %5361, i64 %8381
  %8397 = getelementptr inbounds nuw float, ptr %5366, i64 %8381
  %8398 = select i1 %5376, ptr null, ptr %8397
  %8399 = bitcast i16 %8388 to <16 x i1>
  switch i64 %5138, label %532 [
    i64 1, label %8414
    i64 2, label %8407
    i64 3, label %8400
    i64 0, label %8455
  ]

8400:                                             ; preds = %8394
  %8401 = bitcast <16 x float> %8395 to <8 x i64>
  %8402 = and <8 x i64> %8401, %4986
  %8403 = fcmp oeq <16 x float> %8395, %47
  %8404 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8395, i32 4)
  %8405 = bitcast <8 x i64> %8402 to <16 x float>
  %8406 = select <16 x i1> %8403, <16 x float> %8405, <16 x float> %8404
  br label %8417

8407:                                             ; preds = %8394
  %8408 = bitcast <16 x float> %8395 to <8 x i64>
  %8409 = or <8 x i64> %8408, %4987
  %8410 = fcmp oeq <16 x float> %8395, %50
  %8411 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8395, i32 4)
  %8412 = bitcast <8 x i64> %8409 to <16 x float>
  %8413 = select <16 x i1> %8410, <16 x float> %8412, <16 x float> %8411
  br label %8417

8414:                                             ; preds = %8394
  %8415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8398, <16 x i1> %8399, <16 x float> zeroinitializer)
  %8416 = fadd <16 x float> %8395, %8415
  br label %8417

8417:                                             ; preds = %8414, %8407, %8400
  %8418 = phi <16 x float> [ %8416, %8414 ], [ %8413, %8407 ], [ %8406, %8400 ]
  switch i64 %5144, label %532 [
    i64 1, label %8433
    i64 2, label %8426
    i64 3, label %8419
    i64 0, label %8455
  ]

8419:                                             ; preds = %8417
  %8420 = bitcast <16 x float> %8418 to <8 x i64>
  %8421 = and <8 x i64> %8420, %4986
  %8422 = fcmp oeq <16 x float> %8418, %47
  %8423 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8418, i32 4)
  %8424 = bitcast <8 x i64> %8421 to <16 x float>
  %8425 = select <16 x i1> %8422, <16 x float> %8424, <16 x float> %8423
  br label %8436

8426:                                             ; preds = %8417
  %8427 = bitcast <16 x float> %8418 to <8 x i64>
  %8428 = or <8 x i64> %8427, %4987
  %8429 = fcmp oeq <16 x float> %8418, %50
  %8430 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8418, i32 4)
  %8431 = bitcast <8 x i64> %8428 to <16 x float>
  %8432 = select <16 x i1> %8429, <16 x float> %8431, <16 x float> %8430
  br label %8436

8433:                                             ; preds = %8417
  %8434 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8398, <16 x i1> %8399, <16 x float> zeroinitializer)
  %8435 = fadd <16 x float> %8418, %8434
  br label %8436

8436:                                             ; preds = %8433, %8426, %8419
  %8437 = phi <16 x float> [ %8435, %8433 ], [ %8432, %8426 ], [ %8425, %8419 ]
  switch i64 %5146, label %532 [
    i64 1, label %8452
    i64 2, label %8445
    i64 3, label %8438
    i64 0, label %8455
  ]

8438:                                             ; preds = %8436
  %8439 = bitcast <16 x float> %8437 to <8 x i64>
  %8440 = and <8 x i64> %8439, %4986
  %8441 = fcmp oeq <16 x float> %8437, %47
  %8442 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8437, i32 4)
  %8443 = bitcast <8 x i64> %8440 to <16 x float>
  %8444 = select <16 x i1> %8441, <16 x float> %8443, <16 x float> %8442
  br label %8455

8445:                                             ; preds = %8436
  %8446 = bitcast <16 x float> %8437 to <8 x i64>
  %8447 = or <8 x i64> %8446, %4987
  %8448 = fcmp oeq <16 x float> %8437, %50
  %8449 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8437, i32 4)
  %8450 = bitcast <8 x i64> %8447 to <16 x float>
  %8451 = select <16 x i1> %8448, <16 x float> %8450, <16 x float> %8449
  br label %8455

8452:                                             ; preds = %8436
  %8453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8398, <16 x i1> %8399, <16 x float> zeroinitializer)
  %8454 = fadd <16 x float> %8437, %8453
  br label %8455

8455:                                             ; preds = %8438, %8445, %8452, %8436, %8417, %8394
  %8456 = phi <16 x float> [ %8437, %8436 ], [ %8395, %8394 ], [ %8418, %8417 ], [ %8454, %8452 ], [ %8451, %8445 ], [ %8444, %8438 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8456, ptr nonnull align 1 %8396, <16 x i1> %8399)
  %8457 = shl i64 %7770, 4
  %8458 = or disjoint i64 %8457, 32
  %8459 = sub nsw i64 %9, %8458
  %8460 = icmp sgt i64 %8459, 15
  %8461 = trunc i64 %8459 to i32
  %8462 = shl nsw i32 -1, %8461
  %8463 = trunc i32 %8462 to i16
  %8464 = xor i16 %8463, -1
  %8465 = select i1 %8460, i16 -1, i16 %8464
  br i1 %5375, label %8471, label %8466

8466:                                             ; preds = %8455
  %8467 = load float, ptr %5354, align 4
  %8468 = insertelement <16 x float> poison, float %8467, i64 0
  %8469 = shufflevector <16 x float> %8468, <16 x float> poison, <16 x i32> zeroinitializer
  %8470 = fadd <16 x float> %8303, %8469
  br label %8471

8471:                                             ; preds = %8466, %8455
  %8472 = phi <16 x float> [ %8470, %8466 ], [ %8303, %8455 ]
  %8473 = getelementptr inbounds nuw float, ptr %5361, i64 %8458
  %8474 = getelementptr inbounds nuw float, ptr %5366, i64 %8458
  %8475 = select i1 %5376, ptr null, ptr %8474
  %8476 = bitcast i16 %8465 to <16 x i1>
  switch i64 %5138, label %532 [
    i64 1, label %8491
    i64 2, label %8484
    i64 3, label %8477
    i64 0, label %8532
  ]

8477:                                             ; preds = %8471
  %8478 = bitcast <16 x float> %8472 to <8 x i64>
  %8479 = and <8 x i64> %8478, %4986
  %8480 = fcmp oeq <16 x float> %8472, %47
  %8481 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8472, i32 4)
  %8482 = bitcast <8 x i64> %8479 to <16 x float>
  %8483 = select <16 x i1> %8480, <16 x float> %8482, <16 x float> %8481
  br label %8494

8484:                                             ; preds = %8471
  %8485 = bitcast <16 x float> %8472 to <8 x i64>
  %8486 = or <8 x i64> %8485, %4987
  %8487 = fcmp oeq <16 x float> %8472, %50
  %8488 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8472, i32 4)
  %8489 = bitcast <8 x i64> %8486 to <16 x float>
  %8490 = select <16 x i1> %8487, <16 x float> %8489, <16 x float> %8488
  br label %8494

8491:                                             ; preds = %8471
  %8492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8475, <16 x i1> %8476, <16 x float> zeroinitializer)
  %8493 = fadd <16 x float> %8472, %8492
  br label %8494

8494:                                             ; preds = %8491, %8484, %8477
  %8495 = phi <16 x float> [ %8493, %8491 ], [ %8490, %8484 ], [ %8483, %8477 ]
  switch i64 %5148, label %532 [
    i64 1, label %8510
    i64 2, label %8503
    i64 3, label %8496
    i64 0, label %8532
  ]

8496:                                             ; preds = %8494
  %8497 = bitcast <16 x float> %8495 to <8 x i64>
  %8498 = and <8 x i64> %8497, %4986
  %8499 = fcmp oeq <16 x float> %8495, %47
  %8500 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8495, i32 4)
  %8501 = bitcast <8 x i64> %8498 to <16 x float>
  %8502 = select <16 x i1> %8499, <16 x float> %8501, <16 x float> %8500
  br label %8513

8503:                                             ; preds = %8494
  %8504 = bitcast <16 x float> %8495 to <8 x i64>
  %8505 = or <8 x i64> %8504, %4987
  %8506 = fcmp oeq <16 x float> %8495, %50
  %8507 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8495, i32 4)
  %8508 = bitcast <8 x i64> %8505 to <16 x float>
  %8509 = select <16 x i1> %8506, <16 x float> %8508, <16 x float> %8507
  br label %8513

8510:                                             ; preds = %8494
  %8511 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8475, <16 x i1> %8476, <16 x float> zeroinitializer)
  %8512 = fadd <16 x float> %8495, %8511
  br label %8513

8513:                                             ; preds = %8510, %8503, %8496
  %8514 = phi <16 x float> [ %8512, %8510 ], [ %8509, %8503 ], [ %8502, %8496 ]
  switch i64 %5150, label %532 [
    i64 1, label %8529
    i64 2, label %8522
    i64 3, label %8515
    i64 0, label %8532
  ]

8515:                                             ; preds = %8513
  %8516 = bitcast <16 x float> %8514 to <8 x i64>
  %8517 = and <8 x i64> %8516, %4986
  %8518 = fcmp oeq <16 x float> %8514, %47
  %8519 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8514, i32 4)
  %8520 = bitcast <8 x i64> %8517 to <16 x float>
  %8521 = select <16 x i1> %8518, <16 x float> %8520, <16 x float> %8519
  br label %8532

8522:                                             ; preds = %8513
  %8523 = bitcast <16 x float> %8514 to <8 x i64>
  %8524 = or <8 x i64> %8523, %4987
  %8525 = fcmp oeq <16 x float> %8514, %50
  %8526 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8514, i32 4)
  %8527 = bitcast <8 x i64> %8524 to <16 x float>
  %8528 = select <16 x i1> %8525, <16 x float> %8527, <16 x float> %8526
  br label %8532

8529:                                             ; preds = %8513
  %8530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8475, <16 x i1> %8476, <16 x float> zeroinitializer)
  %8531 = fadd <16 x float> %8514, %8530
  br label %8532

8532:                                             ; preds = %8515, %8522, %8529, %8513, %8494, %8471
  %8533 = phi <16 x float> [ %8514, %8513 ], [ %8472, %8471 ], [ %8495, %8494 ], [ %8531, %8529 ], [ %8528, %8522 ], [ %8521, %8515 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8533, ptr nonnull align 1 %8473, <16 x i1> %8476)
  br label %11445

8534:                                             ; preds = %7769
  br i1 %4983, label %8535, label %8699

8535:                                             ; preds = %8534
  %8536 = shl nsw i64 %7770, 4
  %8537 = mul nuw nsw i64 %7770, %11
  %8538 = sub nsw i64 %9, %8536
  %8539 = or disjoint i64 %7770, 1
  %8540 = shl nsw i64 %8539, 4
  %8541 = mul nuw nsw i64 %8539, %11
  %8542 = sub nsw i64 %9, %8540
  %8543 = or disjoint i64 %7770, 2
  %8544 = shl nsw i64 %8543, 4
  %8545 = mul nuw nsw i64 %8543, %11
  %8546 = sub nsw i64 %9, %8544
  %8547 = or disjoint i64 %7770, 3
  %8548 = shl nsw i64 %8547, 4
  %8549 = mul nuw nsw i64 %8547, %11
  %8550 = sub nsw i64 %9, %8548
  br label %8551

8551:                                             ; preds = %8535, %8569
  %8552 = phi <16 x float> [ zeroinitializer, %8535 ], [ %8570, %8569 ]
  %8553 = phi <16 x float> [ zeroinitializer, %8535 ], [ %8571, %8569 ]
  %8554 = phi <16 x float> [ zeroinitializer, %8535 ], [ %8572, %8569 ]
  %8555 = phi <16 x float> [ zeroinitializer, %8535 ], [ %8573, %8569 ]
  %8556 = phi i64 [ 0, %8535 ], [ %8574, %8569 ]
  %8557 = mul nsw i64 %8556, %14
  %8558 = sub i64 %8557, %16
  %8559 = add i64 %8558, %5381
  %8560 = icmp slt i64 %8559, 0
  %8561 = icmp sge i64 %8559, %6
  %8562 = or i1 %8560, %8561
  %8563 = select i1 %8562, i64 0, i64 %8559
  %8564 = mul nsw i64 %8563, %7
  %8565 = getelementptr inbounds float, ptr %5351, i64 %8564
  br i1 %4984, label %8566, label %8569

8566:                                             ; preds = %8551
  %8567 = mul nuw nsw i64 %8556, %11
  %8568 = getelementptr inbounds nuw float, ptr %5353, i64 %8567
  br label %8576

8569:                                             ; preds = %8690, %8551
  %8570 = phi <16 x float> [ %8552, %8551 ], [ %8615, %8690 ]
  %8571 = phi <16 x float> [ %8553, %8551 ], [ %8642, %8690 ]
  %8572 = phi <16 x float> [ %8554, %8551 ], [ %8669, %8690 ]
  %8573 = phi <16 x float> [ %8555, %8551 ], [ %8696, %8690 ]
  %8574 = add nuw nsw i64 %8556, 1
  %8575 = icmp eq i64 %8574, %10
  br i1 %8575, label %8699, label %8551

8576:                                             ; preds = %8566, %8690
  %8577 = phi <16 x float> [ %8552, %8566 ], [ %8615, %8690 ]
  %8578 = phi <16 x float> [ %8553, %8566 ], [ %8642, %8690 ]
  %8579 = phi <16 x float> [ %8554, %8566 ], [ %8669, %8690 ]
  %8580 = phi <16 x float> [ %8555, %8566 ], [ %8696, %8690 ]
  %8581 = phi i64 [ 0, %8566 ], [ %8697, %8690 ]
  %8582 = getelementptr inbounds nuw float, ptr %8568, i64 %8581
  %8583 = load float, ptr %8582, align 4
  %8584 = insertelement <16 x float> poison, float %8583, i64 0
  %8585 = shufflevector <16 x float> %8584, <16 x float> poison, <16 x i32> zeroinitializer
  %8586 = mul nsw i64 %8581, %15
  %8587 = sub i64 %8586, %17
  %8588 = getelementptr i16, ptr %4971, i64 %8581
  %8589 = add i64 %8587, %8536
  br i1 %4985, label %8593, label %8590

8590:                                             ; preds = %8576
  %8591 = getelementptr i16, ptr %8588, i64 %8537
  %8592 = load i16, ptr %8591, align 2
  br label %8609

8593:                                             ; preds = %8576
  %8594 = icmp slt i64 %8589, 0
  %8595 = sub nsw i64 0, %8589
  %8596 = select i1 %8594, i64 %8595, i64 0
  %8597 = sub nsw i64 %7, %8589
  %8598 = call i64 @llvm.smin.i64(i64 %8597, i64 %8538)
  %8599 = call i64 @llvm.smin.i64(i64 %8598, i64 16)
  %8600 = icmp sgt i64 %8599, %8596
  %8601 = trunc i64 %8599 to i32
  %8602 = shl nsw i32 -1, %8601
  %8603 = xor i32 %8602, -1
  %8604 = trunc i64 %8596 to i32
  %8605 = shl nsw i32 -1, %8604
  %8606 = and i32 %8605, %8603
  %8607 = trunc i32 %8606 to i16
  %8608 = select i1 %8600, i16 %8607, i16 0
  br label %8609

8609:                                             ; preds = %8593, %8590
  %8610 = phi i16 [ %8592, %8590 ], [ %8608, %8593 ]
  %8611 = select i1 %8562, i16 0, i16 %8610
  %8612 = getelementptr inbounds float, ptr %8565, i64 %8589
  %8613 = bitcast i16 %8611 to <16 x i1>
  %8614 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8612, <16 x i1> %8613, <16 x float> zeroinitializer)
  %8615 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8614, <16 x float> %8585, <16 x float> %8577)
  %8616 = add i64 %8587, %8540
  br i1 %4985, label %8620, label %8617

8617:                                             ; preds = %8609
  %8618 = getelementptr i16, ptr %8588, i64 %8541
  %8619 = load i16, ptr %8618, align 2
  br label %8636

8620:                                             ; preds = %8609
  %8621 = icmp slt i64 %8616, 0
  %8622 = sub nsw i64 0, %8616
  %8623 = select i1 %8621, i64 %8622, i64 0
  %8624 = sub nsw i64 %7, %8616
  %8625 = call i64 @llvm.smin.i64(i64 %8624, i64 %8542)
  %8626 = call i64 @llvm.smin.i64(i64 %8625, i64 16)
  %8627 = icmp sgt i64 %8626, %8623
  %8628 = trunc i64 %8626 to i32
  %8629 = shl nsw i32 -1, %8628
  %8630 = xor i32 %8629, -1
  %8631 = trunc i64 %8623 to i32
  %8632 = shl nsw i32 -1, %8631
  %8633 = and i32 %8632, %8630
  %8634 = trunc i32 %8633 to i16
  %8635 = select i1 %8627, i16 %8634, i16 0
  br label %8636

8636:                                             ; preds = %8620, %8617
  %8637 = phi i16 [ %8619, %8617 ], [ %8635, %8620 ]
  %8638 = select i1 %8562, i16 0, i16 %8637
  %8639 = getelementptr inbounds float, ptr %8565, i64 %8616
  %8640 = bitcast i16 %8638 to <16 x i1>
  %8641 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8639, <16 x i1> %8640, <16 x float> zeroinitializer)
  %8642 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8641, <16 x float> %8585, <16 x float> %8578)
  %8643 = add i64 %8587, %8544
  br i1 %4985, label %8647, label %8644

8644:                                             ; preds = %8636
  %8645 = getelementptr i16, ptr %8588, i64 %8545
  %8646 = load i16, ptr %8645, align 2
  br label %8663

8647:                                             ; preds = %8636
  %8648 = icmp slt i64 %8643, 0
  %8649 = sub nsw i64 0, %8643
  %8650 = select i1 %8648, i64 %8649, i64 0
  %8651 = sub nsw i64 %7, %8643
  %8652 = call i64 @llvm.smin.i64(i64 %8651, i64 %8546)
  %8653 = call i64 @llvm.smin.i64(i64 %8652, i64 16)
  %8654 = icmp sgt i64 %8653, %8650
  %8655 = trunc i64 %8653 to i32
  %8656 = shl nsw i32 -1, %8655
  %8657 = xor i32 %8656, -1
  %8658 = trunc i64 %8650 to i32
  %8659 = shl nsw i32 -1, %8658
  %8660 = and i32 %8659, %8657
  %8661 = trunc i32 %8660 to i16
  %8662 = select i1 %8654, i16 %8661, i16 0
  br label %8663

8663:                                             ; preds = %8647, %8644
  %8664 = phi i16 [ %8646, %8644 ], [ %8662, %8647 ]
  %8665 = select i1 %8562, i16 0, i16 %8664
  %8666 = getelementptr inbounds float, ptr %8565, i64 %8643
  %8667 = bitcast i16 %8665 to <16 x i1>
  %8668 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8666, <16 x i1> %8667, <16 x float> zeroinitializer)
  %8669 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8668, <16 x float> %8585, <16 x float> %8579)
  %8670 = add i64 %8587, %8548
  br i1 %4985, label %8674, label %8671

8671:                                             ; preds = %8663
  %8672 = getelementptr i16, ptr %8588, i64 %8549
  %8673 = load i16, ptr %8672, align 2
  br label %8690

8674:                                             ; preds = %8663
  %8675 = icmp slt i64 %8670, 0
  %8676 = sub nsw i64 0, %8670
  %8677 = select i1 %8675, i64 %8676, i64 0
  %8678 = sub nsw i64 %7, %8670
  %8679 = call i64 @llvm.smin.i64(i64 %8678, i64 %8550)
  %8680 = call i64 @llvm.smin.i64(i64 %8679, i64 16)
  %8681 = icmp sgt i64 %8680, %8677
  %8682 = trunc i64 %8680 to i32
  %8683 = shl nsw i32 -1, %8682
  %8684 = xor i32 %8683, -1
  %8685 = trunc i64 %8677 to i32
  %8686 = shl nsw i32 -1, %8685
  %8687 = and i32 %8686, %8684
  %8688 = trunc i32 %8687 to i16
  %8689 = select i1 %8681, i16 %8688, i16 0
  br label %8690

8690:                                             ; preds = %8674, %8671
  %8691 = phi i16 [ %8673, %8671 ], [ %8689, %8674 ]
  %8692 = select i1 %8562, i16 0, i16 %8691
  %8693 = getelementptr inbounds float, ptr %8565, i64 %8670
  %8694 = bitcast i16 %8692 to <16 x i1>
  %8695 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8693, <16 x i1> %8694, <16 x float> zeroinitializer)
  %8696 = call <16 x float> @llvm.fma.v16f32(<16 x float> %8695, <16 x float> %8585, <16 x float> %8580)
  %8697 = add nuw nsw i64 %8581, 1
  %8698 = icmp eq i64 %8697, %11
  br i1 %8698, label %8569, label %8576

8699:                                             ; preds = %8569, %8534
  %8700 = phi <16 x float> [ zeroinitializer, %8534 ], [ %8570, %8569 ]
  %8701 = phi <16 x float> [ zeroinitializer, %8534 ], [ %8571, %8569 ]
  %8702 = phi <16 x float> [ zeroinitializer, %8534 ], [ %8572, %8569 ]
  %8703 = phi <16 x float> [ zeroinitializer, %8534 ], [ %8573, %8569 ]
  %8704 = shl nsw i64 %7770, 4
  %8705 = sub nsw i64 %9, %8704
  %8706 = icmp sgt i64 %8705, 15
  %8707 = trunc i64 %8705 to i32
  %8708 = shl nsw i32 -1, %8707
  %8709 = trunc i32 %8708 to i16
  %8710 = xor i16 %8709, -1
  %8711 = select i1 %8706, i16 -1, i16 %8710
  br i1 %5375, label %8717, label %8712

8712:                                             ; preds = %8699
  %8713 = load float, ptr %5354, align 4
  %8714 = insertelement <16 x float> poison, float %8713, i64 0
  %8715 = shufflevector <16 x float> %8714, <16 x float> poison, <16 x i32> zeroinitializer
  %8716 = fadd <16 x float> %8700, %8715
  br label %8717

8717:                                             ; preds = %8712, %8699
  %8718 = phi <16 x float> [ %8716, %8712 ], [ %8700, %8699 ]
  %8719 = getelementptr inbounds nuw float, ptr %5361, i64 %8704
  %8720 = getelementptr inbounds nuw float, ptr %5366, i64 %8704
  %8721 = select i1 %5376, ptr null, ptr %8720
  %8722 = bitcast i16 %8711 to <16 x i1>
  switch i64 %5121, label %532 [
    i64 1, label %8723
    i64 2, label %8726
    i64 3, label %8733
    i64 0, label %8778
  ]

8723:                                             ; preds = %8717
  %8724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8721, <16 x i1> %8722, <16 x float> zeroinitializer)
  %8725 = fadd <16 x float> %8718, %8724
  br label %8740

8726:                                             ; preds = %8717
  %8727 = bitcast <16 x float> %8718 to <8 x i64>
  %8728 = or <8 x i64> %8727, %4987
  %8729 = fcmp oeq <16 x float> %8718, %50
  %8730 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8718, i32 4)
  %8731 = bitcast <8 x i64> %8728 to <16 x float>
  %8732 = select <16 x i1> %8729, <16 x float> %8731, <16 x float> %8730
  br label %8740

8733:                                             ; preds = %8717
  %8734 = bitcast <16 x float> %8718 to <8 x i64>
  %8735 = and <8 x i64> %8734, %4986
  %8736 = fcmp oeq <16 x float> %8718, %47
  %8737 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8718, i32 4)
  %8738 = bitcast <8 x i64> %8735 to <16 x float>
  %8739 = select <16 x i1> %8736, <16 x float> %8738, <16 x float> %8737
  br label %8740

8740:                                             ; preds = %8733, %8726, %8723
  %8741 = phi <16 x float> [ %8725, %8723 ], [ %8732, %8726 ], [ %8739, %8733 ]
  switch i64 %5123, label %532 [
    i64 1, label %8756
    i64 2, label %8749
    i64 3, label %8742
    i64 0, label %8778
  ]

8742:                                             ; preds = %8740
  %8743 = bitcast <16 x float> %8741 to <8 x i64>
  %8744 = and <8 x i64> %8743, %4986
  %8745 = fcmp oeq <16 x float> %8741, %47
  %8746 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8741, i32 4)
  %8747 = bitcast <8 x i64> %8744 to <16 x float>
  %8748 = select <16 x i1> %8745, <16 x float> %8747, <16 x float> %8746
  br label %8759

8749:                                             ; preds = %8740
  %8750 = bitcast <16 x float> %8741 to <8 x i64>
  %8751 = or <8 x i64> %8750, %4987
  %8752 = fcmp oeq <16 x float> %8741, %50
  %8753 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8741, i32 4)
  %8754 = bitcast <8 x i64> %8751 to <16 x float>
  %8755 = select <16 x i1> %8752, <16 x float> %8754, <16 x float> %8753
  br label %8759

8756:                                             ; preds = %8740
  %8757 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8721, <16 x i1> %8722, <16 x float> zeroinitializer)
  %8758 = fadd <16 x float> %8741, %8757
  br label %8759

8759:                                             ; preds = %8756, %8749, %8742
  %8760 = phi <16 x float> [ %8758, %8756 ], [ %8755, %8749 ], [ %8748, %8742 ]
  switch i64 %5125, label %532 [
    i64 1, label %8775
    i64 2, label %8768
    i64 3, label %8761
    i64 0, label %8778
  ]

8761:                                             ; preds = %8759
  %8762 = bitcast <16 x float> %8760 to <8 x i64>
  %8763 = and <8 x i64> %8762, %4986
  %8764 = fcmp oeq <16 x float> %8760, %47
  %8765 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8760, i32 4)
  %8766 = bitcast <8 x i64> %8763 to <16 x float>
  %8767 = select <16 x i1> %8764, <16 x float> %8766, <16 x float> %8765
  br label %8778

8768:                                             ; preds = %8759
  %8769 = bitcast <16 x float> %8760 to <8 x i64>
  %8770 = or <8 x i64> %8769, %4987
  %8771 = fcmp oeq <16 x float> %8760, %50
  %8772 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8760, i32 4)
  %8773 = bitcast <8 x i64> %8770 to <16 x float>
  %8774 = select <16 x i1> %8771, <16 x float> %8773, <16 x float> %8772
  br label %8778

8775:                                             ; preds = %8759
  %8776 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8721, <16 x i1> %8722, <16 x float> zeroinitializer)
  %8777 = fadd <16 x float> %8760, %8776
  br label %8778

8778:                                             ; preds = %8761, %8768, %8775, %8759, %8740, %8717
  %8779 = phi <16 x float> [ %8760, %8759 ], [ %8718, %8717 ], [ %8741, %8740 ], [ %8777, %8775 ], [ %8774, %8768 ], [ %8767, %8761 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8779, ptr align 1 %8719, <16 x i1> %8722)
  %8780 = shl i64 %7770, 4
  %8781 = or disjoint i64 %8780, 16
  %8782 = sub nsw i64 %9, %8781
  %8783 = icmp sgt i64 %8782, 15
  %8784 = trunc i64 %8782 to i32
  %8785 = shl nsw i32 -1, %8784
  %8786 = trunc i32 %8785 to i16
  %8787 = xor i16 %8786, -1
  %8788 = select i1 %8783, i16 -1, i16 %8787
  br i1 %5375, label %8794, label %8789

8789:                                             ; preds = %8778
  %8790 = load float, ptr %5354, align 4
  %8791 = insertelement <16 x float> poison, float %8790, i64 0
  %8792 = shufflevector <16 x float> %8791, <16 x float> poison, <16 x i32> zeroinitializer
  %8793 = fadd <16 x float> %8701, %8792
  br label %8794

8794:                                             ; preds = %8789, %8778
  %8795 = phi <16 x float> [ %8793, %8789 ], [ %8701, %8778 ]
  %8796 = getelementptr inbounds nuw float, ptr %5361, i64 %8781
  %8797 = getelementptr inbounds nuw float, ptr %5366, i64 %8781
  %8798 = select i1 %5376, ptr null, ptr %8797
  %8799 = bitcast i16 %8788 to <16 x i1>
  switch i64 %5121, label %532 [
    i64 1, label %8814
    i64 2, label %8807
    i64 3, label %8800
    i64 0, label %8855
  ]

8800:                                             ; preds = %8794
  %8801 = bitcast <16 x float> %8795 to <8 x i64>
  %8802 = and <8 x i64> %8801, %4986
  %8803 = fcmp oeq <16 x float> %8795, %47
  %8804 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8795, i32 4)
  %8805 = bitcast <8 x i64> %8802 to <16 x float>
  %8806 = select <16 x i1> %8803, <16 x float> %8805, <16 x float> %8804
  br label %8817

8807:                                             ; preds = %8794
  %8808 = bitcast <16 x float> %8795 to <8 x i64>
  %8809 = or <8 x i64> %8808, %4987
  %8810 = fcmp oeq <16 x float> %8795, %50
  %8811 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8795, i32 4)
  %8812 = bitcast <8 x i64> %8809 to <16 x float>
  %8813 = select <16 x i1> %8810, <16 x float> %8812, <16 x float> %8811
  br label %8817

8814:                                             ; preds = %8794
  %8815 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8798, <16 x i1> %8799, <16 x float> zeroinitializer)
  %8816 = fadd <16 x float> %8795, %8815
  br label %8817

8817:                                             ; preds = %8814, %8807, %8800
  %8818 = phi <16 x float> [ %8816, %8814 ], [ %8813, %8807 ], [ %8806, %8800 ]
  switch i64 %5127, label %532 [
    i64 1, label %8833
    i64 2, label %8826
    i64 3, label %8819
    i64 0, label %8855
  ]

8819:                                             ; preds = %8817
  %8820 = bitcast <16 x float> %8818 to <8 x i64>
  %8821 = and <8 x i64> %8820, %4986
  %8822 = fcmp oeq <16 x float> %8818, %47
  %8823 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8818, i32 4)
  %8824 = bitcast <8 x i64> %8821 to <16 x float>
  %8825 = select <16 x i1> %8822, <16 x float> %8824, <16 x float> %8823
  br label %8836

8826:                                             ; preds = %8817
  %8827 = bitcast <16 x float> %8818 to <8 x i64>
  %8828 = or <8 x i64> %8827, %4987
  %8829 = fcmp oeq <16 x float> %8818, %50
  %8830 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8818, i32 4)
  %8831 = bitcast <8 x i64> %8828 to <16 x float>
  %8832 = select <16 x i1> %8829, <16 x float> %8831, <16 x float> %8830
  br label %8836

8833:                                             ; preds = %8817
  %8834 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8798, <16 x i1> %8799, <16 x float> zeroinitializer)
  %8835 = fadd <16 x float> %8818, %8834
  br label %8836

8836:                                             ; preds = %8833, %8826, %8819
  %8837 = phi <16 x float> [ %8835, %8833 ], [ %8832, %8826 ], [ %8825, %8819 ]
  switch i64 %5129, label %532 [
    i64 1, label %8852
    i64 2, label %8845
    i64 3, label %8838
    i64 0, label %8855
  ]

8838:                                             ; preds = %8836
  %8839 = bitcast <16 x float> %8837 to <8 x i64>
  %8840 = and <8 x i64> %8839, %4986
  %8841 = fcmp oeq <16 x float> %8837, %47
  %8842 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8837, i32 4)
  %8843 = bitcast <8 x i64> %8840 to <16 x float>
  %8844 = select <16 x i1> %8841, <16 x float> %8843, <16 x float> %8842
  br label %8855

8845:                                             ; preds = %8836
  %8846 = bitcast <16 x float> %8837 to <8 x i64>
  %8847 = or <8 x i64> %8846, %4987
  %8848 = fcmp oeq <16 x float> %8837, %50
  %8849 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8837, i32 4)
  %8850 = bitcast <8 x i64> %8847 to <16 x float>
  %8851 = select <16 x i1> %8848, <16 x float> %8850, <16 x float> %8849
  br label %8855

8852:                                             ; preds = %8836
  %8853 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8798, <16 x i1> %8799, <16 x float> zeroinitializer)
  %8854 = fadd <16 x float> %8837, %8853
  br label %8855

8855:                                             ; preds = %8838, %8845, %8852, %8836, %8817, %8794
  %8856 = phi <16 x float> [ %8837, %8836 ], [ %8795, %8794 ], [ %8818, %8817 ], [ %8854, %8852 ], [ %8851, %8845 ], [ %8844, %8838 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8856, ptr nonnull align 1 %8796, <16 x i1> %8799)
  %8857 = shl i64 %7770, 4
  %8858 = or disjoint i64 %8857, 32
  %8859 = sub nsw i64 %9, %8858
  %8860 = icmp sgt i64 %8859, 15
  %8861 = trunc i64 %8859 to i32
  %8862 = shl nsw i32 -1, %8861
  %8863 = trunc i32 %8862 to i16
  %8864 = xor i16 %8863, -1
  %8865 = select i1 %8860, i16 -1, i16 %8864
  br i1 %5375, label %8871, label %8866

8866:                                             ; preds = %8855
  %8867 = load float, ptr %5354, align 4
  %8868 = insertelement <16 x float> poison, float %8867, i64 0
  %8869 = shufflevector <16 x float> %8868, <16 x float> poison, <16 x i32> zeroinitializer
  %8870 = fadd <16 x float> %8702, %8869
  br label %8871

8871:                                             ; preds = %8866, %8855
  %8872 = phi <16 x float> [ %8870, %8866 ], [ %8702, %8855 ]
  %8873 = getelementptr inbounds nuw float, ptr %5361, i64 %8858
  %8874 = getelementptr inbounds nuw float, ptr %5366, i64 %8858
  %8875 = select i1 %5376, ptr null, ptr %8874
  %8876 = bitcast i16 %8865 to <16 x i1>
  switch i64 %5121, label %532 [
    i64 1, label %8891
    i64 2, label %8884
    i64 3, label %8877
    i64 0, label %8932
  ]

8877:                                             ; preds = %8871
  %8878 = bitcast <16 x float> %8872 to <8 x i64>
  %8879 = and <8 x i64> %8878, %4986
  %8880 = fcmp oeq <16 x float> %8872, %47
  %8881 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8872, i32 4)
  %8882 = bitcast <8 x i64> %8879 to <16 x float>
  %8883 = select <16 x i1> %8880, <16 x float> %8882, <16 x float> %8881
  br label %8894

8884:                                             ; preds = %8871
  %8885 = bitcast <16 x float> %8872 to <8 x i64>
  %8886 = or <8 x i64> %8885, %4987
  %8887 = fcmp oeq <16 x float> %8872, %50
  %8888 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8872, i32 4)
  %8889 = bitcast <8 x i64> %8886 to <16 x float>
  %8890 = select <16 x i1> %8887, <16 x float> %8889, <16 x float> %8888
  br label %8894

8891:                                             ; preds = %8871
  %8892 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8875, <16 x i1> %8876, <16 x float> zeroinitializer)
  %8893 = fadd <16 x float> %8872, %8892
  br label %8894

8894:                                             ; preds = %8891, %8884, %8877
  %8895 = phi <16 x float> [ %8893, %8891 ], [ %8890, %8884 ], [ %8883, %8877 ]
  switch i64 %5131, label %532 [
    i64 1, label %8910
    i64 2, label %8903
    i64 3, label %8896
    i64 0, label %8932
  ]

8896:                                             ; preds = %8894
  %8897 = bitcast <16 x float> %8895 to <8 x i64>
  %8898 = and <8 x i64> %8897, %4986
  %8899 = fcmp oeq <16 x float> %8895, %47
  %8900 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8895, i32 4)
  %8901 = bitcast <8 x i64> %8898 to <16 x float>
  %8902 = select <16 x i1> %8899, <16 x float> %8901, <16 x float> %8900
  br label %8913

8903:                                             ; preds = %8894
  %8904 = bitcast <16 x float> %8895 to <8 x i64>
  %8905 = or <8 x i64> %8904, %4987
  %8906 = fcmp oeq <16 x float> %8895, %50
  %8907 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8895, i32 4)
  %8908 = bitcast <8 x i64> %8905 to <16 x float>
  %8909 = select <16 x i1> %8906, <16 x float> %8908, <16 x float> %8907
  br label %8913

8910:                                             ; preds = %8894
  %8911 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8875, <16 x i1> %8876, <16 x float> zeroinitializer)
  %8912 = fadd <16 x float> %8895, %8911
  br label %8913

8913:                                             ; preds = %8910, %8903, %8896
  %8914 = phi <16 x float> [ %8912, %8910 ], [ %8909, %8903 ], [ %8902, %8896 ]
  switch i64 %5133, label %532 [
    i64 1, label %8929
    i64 2, label %8922
    i64 3, label %8915
    i64 0, label %8932
  ]

8915:                                             ; preds = %8913
  %8916 = bitcast <16 x float> %8914 to <8 x i64>
  %8917 = and <8 x i64> %8916, %4986
  %8918 = fcmp oeq <16 x float> %8914, %47
  %8919 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8914, i32 4)
  %8920 = bitcast <8 x i64> %8917 to <16 x float>
  %8921 = select <16 x i1> %8918, <16 x float> %8920, <16 x float> %8919
  br label %8932

8922:                                             ; preds = %8913
  %8923 = bitcast <16 x float> %8914 to <8 x i64>
  %8924 = or <8 x i64> %8923, %4987
  %8925 = fcmp oeq <16 x float> %8914, %50
  %8926 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8914, i32 4)
  %8927 = bitcast <8 x i64> %8924 to <16 x float>
  %8928 = select <16 x i1> %8925, <16 x float> %8927, <16 x float> %8926
  br label %8932

8929:                                             ; preds = %8913
  %8930 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8875, <16 x i1> %8876, <16 x float> zeroinitializer)
  %8931 = fadd <16 x float> %8914, %8930
  br label %8932

8932:                                             ; preds = %8915, %8922, %8929, %8913, %8894, %8871
  %8933 = phi <16 x float> [ %8914, %8913 ], [ %8872, %8871 ], [ %8895, %8894 ], [ %8931, %8929 ], [ %8928, %8922 ], [ %8921, %8915 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8933, ptr nonnull align 1 %8873, <16 x i1> %8876)
  %8934 = shl i64 %7770, 4
  %8935 = or disjoint i64 %8934, 48
  %8936 = sub nsw i64 %9, %8935
  %8937 = icmp sgt i64 %8936, 15
  %8938 = trunc i64 %8936 to i32
  %8939 = shl nsw i32 -1, %8938
  %8940 = trunc i32 %8939 to i16
  %8941 = xor i16 %8940, -1
  %8942 = select i1 %8937, i16 -1, i16 %8941
  br i1 %5375, label %8948, label %8943

8943:                                             ; preds = %8932
  %8944 = load float, ptr %5354, align 4
  %8945 = insertelement <16 x float> poison, float %8944, i64 0
  %8946 = shufflevector <16 x float> %8945, <16 x float> poison, <16 x i32> zeroinitializer
  %8947 = fadd <16 x float> %8703, %8946
  br label %8948

8948:                                             ; preds = %8943, %8932
  %8949 = phi <16 x float> [ %8947, %8943 ], [ %8703, %8932 ]
  %8950 = getelementptr inbounds nuw float, ptr %5361, i64 %8935
  %8951 = getelementptr inbounds nuw float, ptr %5366, i64 %8935
  %8952 = select i1 %5376, ptr null, ptr %8951
  %8953 = bitcast i16 %8942 to <16 x i1>
  switch i64 %5121, label %532 [
    i64 1, label %8968
    i64 2, label %8961
    i64 3, label %8954
    i64 0, label %9009
  ]

8954:                                             ; preds = %8948
  %8955 = bitcast <16 x float> %8949 to <8 x i64>
  %8956 = and <8 x i64> %8955, %4986
  %8957 = fcmp oeq <16 x float> %8949, %47
  %8958 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8949, i32 4)
  %8959 = bitcast <8 x i64> %8956 to <16 x float>
  %8960 = select <16 x i1> %8957, <16 x float> %8959, <16 x float> %8958
  br label %8971

8961:                                             ; preds = %8948
  %8962 = bitcast <16 x float> %8949 to <8 x i64>
  %8963 = or <8 x i64> %8962, %4987
  %8964 = fcmp oeq <16 x float> %8949, %50
  %8965 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8949, i32 4)
  %8966 = bitcast <8 x i64> %8963 to <16 x float>
  %8967 = select <16 x i1> %8964, <16 x float> %8966, <16 x float> %8965
  br label %8971

8968:                                             ; preds = %8948
  %8969 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8952, <16 x i1> %8953, <16 x float> zeroinitializer)
  %8970 = fadd <16 x float> %8949, %8969
  br label %8971

8971:                                             ; preds = %8968, %8961, %8954
  %8972 = phi <16 x float> [ %8970, %8968 ], [ %8967, %8961 ], [ %8960, %8954 ]
  switch i64 %5135, label %532 [
    i64 1, label %8987
    i64 2, label %8980
    i64 3, label %8973
    i64 0, label %9009
  ]

8973:                                             ; preds = %8971
  %8974 = bitcast <16 x float> %8972 to <8 x i64>
  %8975 = and <8 x i64> %8974, %4986
  %8976 = fcmp oeq <16 x float> %8972, %47
  %8977 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8972, i32 4)
  %8978 = bitcast <8 x i64> %8975 to <16 x float>
  %8979 = select <16 x i1> %8976, <16 x float> %8978, <16 x float> %8977
  br label %8990

8980:                                             ; preds = %8971
  %8981 = bitcast <16 x float> %8972 to <8 x i64>
  %8982 = or <8 x i64> %8981, %4987
  %8983 = fcmp oeq <16 x float> %8972, %50
  %8984 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8972, i32 4)
  %8985 = bitcast <8 x i64> %8982 to <16 x float>
  %8986 = select <16 x i1> %8983, <16 x float> %8985, <16 x float> %8984
  br label %8990

8987:                                             ; preds = %8971
  %8988 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8952, <16 x i1> %8953, <16 x float> zeroinitializer)
  %8989 = fadd <16 x float> %8972, %8988
  br label %8990

8990:                                             ; preds = %8987, %8980, %8973
  %8991 = phi <16 x float> [ %8989, %8987 ], [ %8986, %8980 ], [ %8979, %8973 ]
  switch i64 %5137, label %532 [
    i64 1, label %9006
    i64 2, label %8999
    i64 3, label %8992
    i64 0, label %9009
  ]

8992:                                             ; preds = %8990
  %8993 = bitcast <16 x float> %8991 to <8 x i64>
  %8994 = and <8 x i64> %8993, %4986
  %8995 = fcmp oeq <16 x float> %8991, %47
  %8996 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %8991, i32 4)
  %8997 = bitcast <8 x i64> %8994 to <16 x float>
  %8998 = select <16 x i1> %8995, <16 x float> %8997, <16 x float> %8996
  br label %9009

8999:                                             ; preds = %8990
  %9000 = bitcast <16 x float> %8991 to <8 x i64>
  %9001 = or <8 x i64> %9000, %4987
  %9002 = fcmp oeq <16 x float> %8991, %50
  %9003 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %8991, i32 4)
  %9004 = bitcast <8 x i64> %9001 to <16 x float>
  %9005 = select <16 x i1> %9002, <16 x float> %9004, <16 x float> %9003
  br label %9009

9006:                                             ; preds = %8990
  %9007 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8952, <16 x i1> %8953, <16 x float> zeroinitializer)
  %9008 = fadd <16 x float> %8991, %9007
  br label %9009

9009:                                             ; preds = %8992, %8999, %9006, %8990, %8971, %8948
  %9010 = phi <16 x float> [ %8991, %8990 ], [ %8949, %8948 ], [ %8972, %8971 ], [ %9008, %9006 ], [ %9005, %8999 ], [ %8998, %8992 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9010, ptr nonnull align 1 %8950, <16 x i1> %8953)
  br label %11445

9011:                                             ; preds = %7769
  br i1 %4983, label %9012, label %9210

9012:                                             ; preds = %9011
  %9013 = shl nsw i64 %7770, 4
  %9014 = mul nuw nsw i64 %7770, %11
  %9015 = sub nsw i64 %9, %9013
  %9016 = or disjoint i64 %7770, 1
  %9017 = shl nsw i64 %9016, 4
  %9018 = mul nuw nsw i64 %9016, %11
  %9019 = sub nsw i64 %9, %9017
  %9020 = or disjoint i64 %7770, 2
  %9021 = shl nsw i64 %9020, 4
  %9022 = mul nuw nsw i64 %9020, %11
  %9023 = sub nsw i64 %9, %9021
  %9024 = or disjoint i64 %7770, 3
  %9025 = shl nsw i64 %9024, 4
  %9026 = mul nuw nsw i64 %9024, %11
  %9027 = sub nsw i64 %9, %9025
  %9028 = or disjoint i64 %7770, 4
  %9029 = shl nsw i64 %9028, 4
  %9030 = mul nuw nsw i64 %9028, %11
  %9031 = sub nsw i64 %9, %9029
  br label %9032

9032:                                             ; preds = %9012, %9051
  %9033 = phi <16 x float> [ zeroinitializer, %9012 ], [ %9052, %9051 ]
  %9034 = phi <16 x float> [ zeroinitializer, %9012 ], [ %9053, %9051 ]
  %9035 = phi <16 x float> [ zeroinitializer, %9012 ], [ %9054, %9051 ]
  %9036 = phi <16 x float> [ zeroinitializer, %9012 ], [ %9055, %9051 ]
  %9037 = phi <16 x float> [ zeroinitializer, %9012 ], [ %9056, %9051 ]
  %9038 = phi i64 [ 0, %9012 ], [ %9057, %9051 ]
  %9039 = mul nsw i64 %9038, %14
  %9040 = sub i64 %9039, %16
  %9041 = add i64 %9040, %5380
  %9042 = icmp slt i64 %9041, 0
  %9043 = icmp sge i64 %9041, %6
  %9044 = or i1 %9042, %9043
  %9045 = select i1 %9044, i64 0, i64 %9041
  %9046 = mul nsw i64 %9045, %7
  %9047 = getelementptr inbounds float, ptr %5351, i64 %9046
  br i1 %4984, label %9048, label %9051

9048:                                             ; preds = %9032
  %9049 = mul nuw nsw i64 %9038, %11
  %9050 = getelementptr inbounds nuw float, ptr %5353, i64 %9049
  br label %9059

9051:                                             ; preds = %9201, %9032
  %9052 = phi <16 x float> [ %9033, %9032 ], [ %9207, %9201 ]
  %9053 = phi <16 x float> [ %9034, %9032 ], [ %9180, %9201 ]
  %9054 = phi <16 x float> [ %9035, %9032 ], [ %9153, %9201 ]
  %9055 = phi <16 x float> [ %9036, %9032 ], [ %9126, %9201 ]
  %9056 = phi <16 x float> [ %9037, %9032 ], [ %9099, %9201 ]
  %9057 = add nuw nsw i64 %9038, 1
  %9058 = icmp eq i64 %9057, %10
  br i1 %9058, label %9210, label %9032

9059:                                             ; preds = %9048, %9201
  %9060 = phi <16 x float> [ %9033, %9048 ], [ %9207, %9201 ]
  %9061 = phi <16 x float> [ %9034, %9048 ], [ %9180, %9201 ]
  %9062 = phi <16 x float> [ %9035, %9048 ], [ %9153, %9201 ]
  %9063 = phi <16 x float> [ %9036, %9048 ], [ %9126, %9201 ]
  %9064 = phi <16 x float> [ %9037, %9048 ], [ %9099, %9201 ]
  %9065 = phi i64 [ 0, %9048 ], [ %9208, %9201 ]
  %9066 = getelementptr inbounds nuw float, ptr %9050, i64 %9065
  %9067 = load float, ptr %9066, align 4
  %9068 = insertelement <16 x float> poison, float %9067, i64 0
  %9069 = shufflevector <16 x float> %9068, <16 x float> poison, <16 x i32> zeroinitializer
  %9070 = mul nsw i64 %9065, %15
  %9071 = sub i64 %9070, %17
  %9072 = getelementptr i16, ptr %4971, i64 %9065
  %9073 = add i64 %9071, %9013
  br i1 %4985, label %9077, label %9074

9074:                                             ; preds = %9059
  %9075 = getelementptr i16, ptr %9072, i64 %9014
  %9076 = load i16, ptr %9075, align 2
  br label %9093

9077:                                             ; preds = %9059
  %9078 = icmp slt i64 %9073, 0
  %9079 = sub nsw i64 0, %9073
  %9080 = select i1 %9078, i64 %9079, i64 0
  %9081 = sub nsw i64 %7, %9073
  %9082 = call i64 @llvm.smin.i64(i64 %9081, i64 %9015)
  %9083 = call i64 @llvm.smin.i64(i64 %9082, i64 16)
  %9084 = icmp sgt i64 %9083, %9080
  %9085 = trunc i64 %9083 to i32
  %9086 = shl nsw i32 -1, %9085
  %9087 = xor i32 %9086, -1
  %9088 = trunc i64 %9080 to i32
  %9089 = shl nsw i32 -1, %9088
  %9090 = and i32 %9089, %9087
  %9091 = trunc i32 %9090 to i16
  %9092 = select i1 %9084, i16 %9091, i16 0
  br label %9093

9093:                                             ; preds = %9077, %9074
  %9094 = phi i16 [ %9076, %9074 ], [ %9092, %9077 ]
  %9095 = select i1 %9044, i16 0, i16 %9094
  %9096 = getelementptr inbounds float, ptr %9047, i64 %9073
  %9097 = bitcast i16 %9095 to <16 x i1>
  %9098 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9096, <16 x i1> %9097, <16 x float> zeroinitializer)
  %9099 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9098, <16 x float> %9069, <16 x float> %9064)
  %9100 = add i64 %9071, %9017
  br i1 %4985, label %9104, label %9101

9101:                                             ; preds = %9093
  %9102 = getelementptr i16, ptr %9072, i64 %9018
  %9103 = load i16, ptr %9102, align 2
  br label %9120

9104:                                             ; preds = %9093
  %9105 = icmp slt i64 %9100, 0
  %9106 = sub nsw i64 0, %9100
  %9107 = select i1 %9105, i64 %9106, i64 0
  %9108 = sub nsw i64 %7, %9100
  %9109 = call i64 @llvm.smin.i64(i64 %9108, i64 %9019)
  %9110 = call i64 @llvm.smin.i64(i64 %9109, i64 16)
  %9111 = icmp sgt i64 %9110, %9107
  %9112 = trunc i64 %9110 to i32
  %9113 = shl nsw i32 -1, %9112
  %9114 = xor i32 %9113, -1
  %9115 = trunc i64 %9107 to i32
  %9116 = shl nsw i32 -1, %9115
  %9117 = and i32 %9116, %9114
  %9118 = trunc i32 %9117 to i16
  %9119 = select i1 %9111, i16 %9118, i16 0
  br label %9120

9120:                                             ; preds = %9104, %9101
  %9121 = phi i16 [ %9103, %9101 ], [ %9119, %9104 ]
  %9122 = select i1 %9044, i16 0, i16 %9121
  %9123 = getelementptr inbounds float, ptr %9047, i64 %9100
  %9124 = bitcast i16 %9122 to <16 x i1>
  %9125 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9123, <16 x i1> %9124, <16 x float> zeroinitializer)
  %9126 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9125, <16 x float> %9069, <16 x float> %9063)
  %9127 = add i64 %9071, %9021
  br i1 %4985, label %9131, label %9128

9128:                                             ; preds = %9120
  %9129 = getelementptr i16, ptr %9072, i64 %9022
  %9130 = load i16, ptr %9129, align 2
  br label %9147

9131:                                             ; preds = %9120
  %9132 = icmp slt i64 %9127, 0
  %9133 = sub nsw i64 0, %9127
  %9134 = select i1 %9132, i64 %9133, i64 0
  %9135 = sub nsw i64 %7, %9127
  %9136 = call i64 @llvm.smin.i64(i64 %9135, i64 %9023)
  %9137 = call i64 @llvm.smin.i64(i64 %9136, i64 16)
  %9138 = icmp sgt i64 %9137, %9134
  %9139 = trunc i64 %9137 to i32
  %9140 = shl nsw i32 -1, %9139
  %9141 = xor i32 %9140, -1
  %9142 = trunc i64 %9134 to i32
  %9143 = shl nsw i32 -1, %9142
  %9144 = and i32 %9143, %9141
  %9145 = trunc i32 %9144 to i16
  %9146 = select i1 %9138, i16 %9145, i16 0
  br label %9147

9147:                                             ; preds = %9131, %9128
  %9148 = phi i16 [ %9130, %9128 ], [ %9146, %9131 ]
  %9149 = select i1 %9044, i16 0, i16 %9148
  %9150 = getelementptr inbounds float, ptr %9047, i64 %9127
  %9151 = bitcast i16 %9149 to <16 x i1>
  %9152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9150, <16 x i1> %9151, <16 x float> zeroinitializer)
  %9153 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9152, <16 x float> %9069, <16 x float> %9062)
  %9154 = add i64 %9071, %9025
  br i1 %4985, label %9158, label %9155

9155:                                             ; preds = %9147
  %9156 = getelementptr i16, ptr %9072, i64 %9026
  %9157 = load i16, ptr %9156, align 2
  br label %9174

9158:                                             ; preds = %9147
  %9159 = icmp slt i64 %9154, 0
  %9160 = sub nsw i64 0, %9154
  %9161 = select i1 %9159, i64 %9160, i64 0
  %9162 = sub nsw i64 %7, %9154
  %9163 = call i64 @llvm.smin.i64(i64 %9162, i64 %9027)
  %9164 = call i64 @llvm.smin.i64(i64 %9163, i64 16)
  %9165 = icmp sgt i64 %9164, %9161
  %9166 = trunc i64 %9164 to i32
  %9167 = shl nsw i32 -1, %9166
  %9168 = xor i32 %9167, -1
  %9169 = trunc i64 %9161 to i32
  %9170 = shl nsw i32 -1, %9169
  %9171 = and i32 %9170, %9168
  %9172 = trunc i32 %9171 to i16
  %9173 = select i1 %9165, i16 %9172, i16 0
  br label %9174

9174:                                             ; preds = %9158, %9155
  %9175 = phi i16 [ %9157, %9155 ], [ %9173, %9158 ]
  %9176 = select i1 %9044, i16 0, i16 %9175
  %9177 = getelementptr inbounds float, ptr %9047, i64 %9154
  %9178 = bitcast i16 %9176 to <16 x i1>
  %9179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9177, <16 x i1> %9178, <16 x float> zeroinitializer)
  %9180 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9179, <16 x float> %9069, <16 x float> %9061)
  %9181 = add i64 %9071, %9029
  br i1 %4985, label %9185, label %9182

9182:                                             ; preds = %9174
  %9183 = getelementptr i16, ptr %9072, i64 %9030
  %9184 = load i16, ptr %9183, align 2
  br label %9201

9185:                                             ; preds = %9174
  %9186 = icmp slt i64 %9181, 0
  %9187 = sub nsw i64 0, %9181
  %9188 = select i1 %9186, i64 %9187, i64 0
  %9189 = sub nsw i64 %7, %9181
  %9190 = call i64 @llvm.smin.i64(i64 %9189, i64 %9031)
  %9191 = call i64 @llvm.smin.i64(i64 %9190, i64 16)
  %9192 = icmp sgt i64 %9191, %9188
  %9193 = trunc i64 %9191 to i32
  %9194 = shl nsw i32 -1, %9193
  %9195 = xor i32 %9194, -1
  %9196 = trunc i64 %9188 to i32
  %9197 = shl nsw i32 -1, %9196
  %9198 = and i32 %9197, %9195
  %9199 = trunc i32 %9198 to i16
  %9200 = select i1 %9192, i16 %9199, i16 0
  br label %9201

9201:                                             ; preds = %9185, %9182
  %9202 = phi i16 [ %9184, %9182 ], [ %9200, %9185 ]
  %9203 = select i1 %9044, i16 0, i16 %9202
  %9204 = getelementptr inbounds float, ptr %9047, i64 %9181
  %9205 = bitcast i16 %9203 to <16 x i1>
  %9206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9204, <16 x i1> %9205, <16 x float> zeroinitializer)
  %9207 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9206, <16 x float> %9069, <16 x float> %9060)
  %9208 = add nuw nsw i64 %9065, 1
  %9209 = icmp eq i64 %9208, %11
  br i1 %9209, label %9051, label %9059

9210:                                             ; preds = %9051, %9011
  %9211 = phi <16 x float> [ zeroinitializer, %9011 ], [ %9052, %9051 ]
  %9212 = phi <16 x float> [ zeroinitializer, %9011 ], [ %9053, %9051 ]
  %9213 = phi <16 x float> [ zeroinitializer, %9011 ], [ %9054, %9051 ]
  %9214 = phi <16 x float> [ zeroinitializer, %9011 ], [ %9055, %9051 ]
  %9215 = phi <16 x float> [ zeroinitializer, %9011 ], [ %9056, %9051 ]
  %9216 = shl nsw i64 %7770, 4
  %9217 = sub nsw i64 %9, %9216
  %9218 = icmp sgt i64 %9217, 15
  %9219 = trunc i64 %9217 to i32
  %9220 = shl nsw i32 -1, %9219
  %9221 = trunc i32 %9220 to i16
  %9222 = xor i16 %9221, -1
  %9223 = select i1 %9218, i16 -1, i16 %9222
  br i1 %5375, label %9229, label %9224

9224:                                             ; preds = %9210
  %9225 = load float, ptr %5354, align 4
  %9226 = insertelement <16 x float> poison, float %9225, i64 0
  %9227 = shufflevector <16 x float> %9226, <16 x float> poison, <16 x i32> zeroinitializer
  %9228 = fadd <16 x float> %9215, %9227
  br label %9229

9229:                                             ; preds = %9224, %9210
  %9230 = phi <16 x float> [ %9228, %9224 ], [ %9215, %9210 ]
  %9231 = getelementptr inbounds nuw float, ptr %5361, i64 %9216
  %9232 = getelementptr inbounds nuw float, ptr %5366, i64 %9216
  %9233 = select i1 %5376, ptr null, ptr %9232
  %9234 = bitcast i16 %9223 to <16 x i1>
  switch i64 %5100, label %532 [
    i64 1, label %9235
    i64 2, label %9238
    i64 3, label %9245
    i64 0, label %9290
  ]

9235:                                             ; preds = %9229
  %9236 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9233, <16 x i1> %9234, <16 x float> zeroinitializer)
  %9237 = fadd <16 x float> %9230, %9236
  br label %9252

9238:                                             ; preds = %9229
  %9239 = bitcast <16 x float> %9230 to <8 x i64>
  %9240 = or <8 x i64> %9239, %4987
  %9241 = fcmp oeq <16 x float> %9230, %50
  %9242 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9230, i32 4)
  %9243 = bitcast <8 x i64> %9240 to <16 x float>
  %9244 = select <16 x i1> %9241, <16 x float> %9243, <16 x float> %9242
  br label %9252

9245:                                             ; preds = %9229
  %9246 = bitcast <16 x float> %9230 to <8 x i64>
  %9247 = and <8 x i64> %9246, %4986
  %9248 = fcmp oeq <16 x float> %9230, %47
  %9249 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9230, i32 4)
  %9250 = bitcast <8 x i64> %9247 to <16 x float>
  %9251 = select <16 x i1> %9248, <16 x float> %9250, <16 x float> %9249
  br label %9252

9252:                                             ; preds = %9245, %9238, %9235
  %9253 = phi <16 x float> [ %9237, %9235 ], [ %9244, %9238 ], [ %9251, %9245 ]
  switch i64 %5102, label %532 [
    i64 1, label %9268
    i64 2, label %9261
    i64 3, label %9254
    i64 0, label %9290
  ]

9254:                                             ; preds = %9252
  %9255 = bitcast <16 x float> %9253 to <8 x i64>
  %9256 = and <8 x i64> %9255, %4986
  %9257 = fcmp oeq <16 x float> %9253, %47
  %9258 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9253, i32 4)
  %9259 = bitcast <8 x i64> %9256 to <16 x float>
  %9260 = select <16 x i1> %9257, <16 x float> %9259, <16 x float> %9258
  br label %9271

9261:                                             ; preds = %9252
  %9262 = bitcast <16 x float> %9253 to <8 x i64>
  %9263 = or <8 x i64> %9262, %4987
  %9264 = fcmp oeq <16 x float> %9253, %50
  %9265 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9253, i32 4)
  %9266 = bitcast <8 x i64> %9263 to <16 x float>
  %9267 = select <16 x i1> %9264, <16 x float> %9266, <16 x float> %9265
  br label %9271

9268:                                             ; preds = %9252
  %9269 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9233, <16 x i1> %9234, <16 x float> zeroinitializer)
  %9270 = fadd <16 x float> %9253, %9269
  br label %9271

9271:                                             ; preds = %9268, %9261, %9254
  %9272 = phi <16 x float> [ %9270, %9268 ], [ %9267, %9261 ], [ %9260, %9254 ]
  switch i64 %5104, label %532 [
    i64 1, label %9287
    i64 2, label %9280
    i64 3, label %9273
    i64 0, label %9290
  ]

9273:                                             ; preds = %9271
  %9274 = bitcast <16 x float> %9272 to <8 x i64>
  %9275 = and <8 x i64> %9274, %4986
  %9276 = fcmp oeq <16 x float> %9272, %47
  %9277 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9272, i32 4)
  %9278 = bitcast <8 x i64> %9275 to <16 x float>
  %9279 = select <16 x i1> %9276, <16 x float> %9278, <16 x float> %9277
  br label %9290

9280:                                             ; preds = %9271
  %9281 = bitcast <16 x float> %9272 to <8 x i64>
  %9282 = or <8 x i64> %9281, %4987
  %9283 = fcmp oeq <16 x float> %9272, %50
  %9284 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9272, i32 4)
  %9285 = bitcast <8 x i64> %9282 to <16 x float>
  %9286 = select <16 x i1> %9283, <16 x float> %9285, <16 x float> %9284
  br label %9290

9287:                                             ; preds = %9271
  %9288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9233, <16 x i1> %9234, <16 x float> zeroinitializer)
  %9289 = fadd <16 x float> %9272, %9288
  br label %9290

9290:                                             ; preds = %9273, %9280, %9287, %9271, %9252, %9229
  %9291 = phi <16 x float> [ %9272, %9271 ], [ %9230, %9229 ], [ %9253, %9252 ], [ %9289, %9287 ], [ %9286, %9280 ], [ %9279, %9273 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9291, ptr align 1 %9231, <16 x i1> %9234)
  %9292 = shl i64 %7770, 4
  %9293 = or disjoint i64 %9292, 16
  %9294 = sub nsw i64 %9, %9293
  %9295 = icmp sgt i64 %9294, 15
  %9296 = trunc i64 %9294 to i32
  %9297 = shl nsw i32 -1, %9296
  %9298 = trunc i32 %9297 to i16
  %9299 = xor i16 %9298, -1
  %9300 = select i1 %9295, i16 -1, i16 %9299
  br i1 %5375, label %9306, label %9301

9301:                                             ; preds = %9290
  %9302 = load float, ptr %5354, align 4
  %9303 = insertelement <16 x float> poison, float %9302, i64 0
  %9304 = shufflevector <16 x float> %9303, <16 x float> poison, <16 x i32> zeroinitializer
  %9305 = fadd <16 x float> %9214, %9304
  br label %9306

9306:                                             ; preds = %9301, %9290
  %9307 = phi <16 x float> [ %9305, %9301 ], [ %9214, %9290 ]
  %9308 = getelementptr inbounds nuw float, ptr %5361, i64 %9293
  %9309 = getelementptr inbounds nuw float, ptr %5366, i64 %9293
  %9310 = select i1 %5376, ptr null, ptr %9309
  %9311 = bitcast i16 %9300 to <16 x i1>
  switch i64 %5100, label %532 [
    i64 1, label %9326
    i64 2, label %9319
    i64 3, label %9312
    i64 0, label %9367
  ]

9312:                                             ; preds = %9306
  %9313 = bitcast <16 x float> %9307 to <8 x i64>
  %9314 = and <8 x i64> %9313, %4986
  %9315 = fcmp oeq <16 x float> %9307, %47
  %9316 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9307, i32 4)
  %9317 = bitcast <8 x i64> %9314 to <16 x float>
  %9318 = select <16 x i1> %9315, <16 x float> %9317, <16 x float> %9316
  br label %9329

9319:                                             ; preds = %9306
  %9320 = bitcast <16 x float> %9307 to <8 x i64>
  %9321 = or <8 x i64> %9320, %4987
  %9322 = fcmp oeq <16 x float> %9307, %50
  %9323 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9307, i32 4)
  %9324 = bitcast <8 x i64> %9321 to <16 x float>
  %9325 = select <16 x i1> %9322, <16 x float> %9324, <16 x float> %9323
  br label %9329

9326:                                             ; preds = %9306
  %9327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9310, <16 x i1> %9311, <16 x float> zeroinitializer)
  %9328 = fadd <16 x float> %9307, %9327
  br label %9329

9329:                                             ; preds = %9326, %9319, %9312
  %9330 = phi <16 x float> [ %9328, %9326 ], [ %9325, %9319 ], [ %9318, %9312 ]
  switch i64 %5106, label %532 [
    i64 1, label %9345
    i64 2, label %9338
    i64 3, label %9331
    i64 0, label %9367
  ]

9331:                                             ; preds = %9329
  %9332 = bitcast <16 x float> %9330 to <8 x i64>
  %9333 = and <8 x i64> %9332, %4986
  %9334 = fcmp oeq <16 x float> %9330, %47
  %9335 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9330, i32 4)
  %9336 = bitcast <8 x i64> %9333 to <16 x float>
  %9337 = select <16 x i1> %9334, <16 x float> %9336, <16 x float> %9335
  br label %9348

9338:                                             ; preds = %9329
  %9339 = bitcast <16 x float> %9330 to <8 x i64>
  %9340 = or <8 x i64> %9339, %4987
  %9341 = fcmp oeq <16 x float> %9330, %50
  %9342 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9330, i32 4)
  %9343 = bitcast <8 x i64> %9340 to <16 x float>
  %9344 = select <16 x i1> %9341, <16 x float> %9343, <16 x float> %9342
  br label %9348

9345:                                             ; preds = %9329
  %9346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9310, <16 x i1> %9311, <16 x float> zeroinitializer)
  %9347 = fadd <16 x float> %9330, %9346
  br label %9348

9348:                                             ; preds = %9345, %9338, %9331
  %9349 = phi <16 x float> [ %9347, %9345 ], [ %9344, %9338 ], [ %9337, %9331 ]
  switch i64 %5108, label %532 [
    i64 1, label %9364
    i64 2, label %9357
    i64 3, label %9350
    i64 0, label %9367
  ]

9350:                                             ; preds = %9348
  %9351 = bitcast <16 x float> %9349 to <8 x i64>
  %9352 = and <8 x i64> %9351, %4986
  %9353 = fcmp oeq <16 x float> %9349, %47
  %9354 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9349, i32 4)
  %9355 = bitcast <8 x i64> %9352 to <16 x float>
  %9356 = select <16 x i1> %9353, <16 x float> %9355, <16 x float> %9354
  br label %9367

9357:                                             ; preds = %9348
  %9358 = bitcast <16 x float> %9349 to <8 x i64>
  %9359 = or <8 x i64> %9358, %4987
  %9360 = fcmp oeq <16 x float> %9349, %50
  %9361 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9349, i32 4)
  %9362 = bitcast <8 x i64> %9359 to <16 x float>
  %9363 = select <16 x i1> %9360, <16 x float> %9362, <16 x float> %9361
  br label %9367

9364:                                             ; preds = %9348
  %9365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9310, <16 x i1> %9311, <16 x float> zeroinitializer)
  %9366 = fadd <16 x float> %9349, %9365
  br label %9367

9367:                                             ; preds = %9350, %9357, %9364, %9348, %9329, %9306
  %9368 = phi <16 x float> [ %9349, %9348 ], [ %9307, %9306 ], [ %9330, %9329 ], [ %9366, %9364 ], [ %9363, %9357 ], [ %9356, %9350 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9368, ptr nonnull align 1 %9308, <16 x i1> %9311)
  %9369 = shl i64 %7770, 4
  %9370 = or disjoint i64 %9369, 32
  %9371 = sub nsw i64 %9, %9370
  %9372 = icmp sgt i64 %9371, 15
  %9373 = trunc i64 %9371 to i32
  %9374 = shl nsw i32 -1, %9373
  %9375 = trunc i32 %9374 to i16
  %9376 = xor i16 %9375, -1
  %9377 = select i1 %9372, i16 -1, i16 %9376
  br i1 %5375, label %9383, label %9378

9378:                                             ; preds = %9367
  %9379 = load float, ptr %5354, align 4
  %9380 = insertelement <16 x float> poison, float %9379, i64 0
  %9381 = shufflevector <16 x float> %9380, <16 x float> poison, <16 x i32> zeroinitializer
  %9382 = fadd <16 x float> %9213, %9381
  br label %9383

9383:                                             ; preds = %9378, %9367
  %9384 = phi <16 x float> [ %9382, %9378 ], [ %9213, %9367 ]
  %9385 = getelementptr inbounds nuw float, ptr %5361, i64 %9370
  %9386 = getelementptr inbounds nuw float, ptr %5366, i64 %9370
  %9387 = select i1 %5376, ptr null, ptr %9386
  %9388 = bitcast i16 %9377 to <16 x i1>
  switch i64 %5100, label %532 [
    i64 1, label %9403
    i64 2, label %9396
    i64 3, label %9389
    i64 0, label %9444
  ]

9389:                                             ; preds = %9383
  %9390 = bitcast <16 x float> %9384 to <8 x i64>
  %9391 = and <8 x i64> %9390, %4986
  %9392 = fcmp oeq <16 x float> %9384, %47
  %9393 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9384, i32 4)
  %9394 = bitcast <8 x i64> %9391 to <16 x float>
  %9395 = select <16 x i1> %9392, <16 x float> %9394, <16 x float> %9393
  br label %9406

9396:                                             ; preds = %9383
  %9397 = bitcast <16 x float> %9384 to <8 x i64>
  %9398 = or <8 x i64> %9397, %4987
  %9399 = fcmp oeq <16 x float> %9384, %50
  %9400 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9384, i32 4)
  %9401 = bitcast <8 x i64> %9398 to <16 x float>
  %9402 = select <16 x i1> %9399, <16 x float> %9401, <16 x float> %9400
  br label %9406

9403:                                             ; preds = %9383
  %9404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9387, <16 x i1> %9388, <16 x float> zeroinitializer)
  %9405 = fadd <16 x float> %9384, %9404
  br label %9406

9406:                                             ; preds = %9403, %9396, %9389
  %9407 = phi <16 x float> [ %9405, %9403 ], [ %9402, %9396 ], [ %9395, %9389 ]
  switch i64 %5110, label %532 [
    i64 1, label %9422
    i64 2, label %9415
    i64 3, label %9408
    i64 0, label %9444
  ]

9408:                                             ; preds = %9406
  %9409 = bitcast <16 x float> %9407 to <8 x i64>
  %9410 = and <8 x i64> %9409, %4986
  %9411 = fcmp oeq <16 x float> %9407, %47
  %9412 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9407, i32 4)
  %9413 = bitcast <8 x i64> %9410 to <16 x float>
  %9414 = select <16 x i1> %9411, <16 x float> %9413, <16 x float> %9412
  br label %9425

9415:                                             ; preds = %9406
  %9416 = bitcast <16 x float> %9407 to <8 x i64>
  %9417 = or <8 x i64> %9416, %4987
  %9418 = fcmp oeq <16 x float> %9407, %50
  %9419 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9407, i32 4)
  %9420 = bitcast <8 x i64> %9417 to <16 x float>
  %9421 = select <16 x i1> %9418, <16 x float> %9420, <16 x float> %9419
  br label %9425

9422:                                             ; preds = %9406
  %9423 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9387, <16 x i1> %9388, <16 x float> zeroinitializer)
  %9424 = fadd <16 x float> %9407, %9423
  br label %9425

9425:                                             ; preds = %9422, %9415, %9408
  %9426 = phi <16 x float> [ %9424, %9422 ], [ %9421, %9415 ], [ %9414, %9408 ]
  switch i64 %5112, label %532 [
    i64 1, label %9441
    i64 2, label %9434
    i64 3, label %9427
    i64 0, label %9444
  ]

9427:                                             ; preds = %9425
  %9428 = bitcast <16 x float> %9426 to <8 x i64>
  %9429 = and <8 x i64> %9428, %4986
  %9430 = fcmp oeq <16 x float> %9426, %47
  %9431 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9426, i32 4)
  %9432 = bitcast <8 x i64> %9429 to <16 x float>
  %9433 = select <16 x i1> %9430, <16 x float> %9432, <16 x float> %9431
  br label %9444

9434:                                             ; preds = %9425
  %9435 = bitcast <16 x float> %9426 to <8 x i64>
  %9436 = or <8 x i64> %9435, %4987
  %9437 = fcmp oeq <16 x float> %9426, %50
  %9438 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9426, i32 4)
  %9439 = bitcast <8 x i64> %9436 to <16 x float>
  %9440 = select <16 x i1> %9437, <16 x float> %9439, <16 x float> %9438
  br label %9444

9441:                                             ; preds = %9425
  %9442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9387, <16 x i1> %9388, <16 x float> zeroinitializer)
  %9443 = fadd <16 x float> %9426, %9442
  br label %9444

9444:                                             ; preds = %9427, %9434, %9441, %9425, %9406, %9383
  %9445 = phi <16 x float> [ %9426, %9425 ], [ %9384, %9383 ], [ %9407, %9406 ], [ %9443, %9441 ], [ %9440, %9434 ], [ %9433, %9427 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9445, ptr nonnull align 1 %9385, <16 x i1> %9388)
  %9446 = shl i64 %7770, 4
  %9447 = or disjoint i64 %9446, 48
  %9448 = sub nsw i64 %9, %9447
  %9449 = icmp sgt i64 %9448, 15
  %9450 = trunc i64 %9448 to i32
  %9451 = shl nsw i32 -1, %9450
  %9452 = trunc i32 %9451 to i16
  %9453 = xor i16 %9452, -1
  %9454 = select i1 %9449, i16 -1, i16 %9453
  br i1 %5375, label %9460, label %9455

9455:                                             ; preds = %9444
  %9456 = load float, ptr %5354, align 4
  %9457 = insertelement <16 x float> poison, float %9456, i64 0
  %9458 = shufflevector <16 x float> %9457, <16 x float> poison, <16 x i32> zeroinitializer
  %9459 = fadd <16 x float> %9212, %9458
  br label %9460

9460:                                             ; preds = %9455, %9444
  %9461 = phi <16 x float> [ %9459, %9455 ], [ %9212, %9444 ]
  %9462 = getelementptr inbounds nuw float, ptr %5361, i64 %9447
  %9463 = getelementptr inbounds nuw float, ptr %5366, i64 %9447
  %9464 = select i1 %5376, ptr null, ptr %9463
  %9465 = bitcast i16 %9454 to <16 x i1>
  switch i64 %5100, label %532 [
    i64 1, label %9480
    i64 2, label %9473
    i64 3, label %9466
    i64 0, label %9521
  ]

9466:                                             ; preds = %9460
  %9467 = bitcast <16 x float> %9461 to <8 x i64>
  %9468 = and <8 x i64> %9467, %4986
  %9469 = fcmp oeq <16 x float> %9461, %47
  %9470 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9461, i32 4)
  %9471 = bitcast <8 x i64> %9468 to <16 x float>
  %9472 = select <16 x i1> %9469, <16 x float> %9471, <16 x float> %9470
  br label %9483

9473:                                             ; preds = %9460
  %9474 = bitcast <16 x float> %9461 to <8 x i64>
  %9475 = or <8 x i64> %9474, %4987
  %9476 = fcmp oeq <16 x float> %9461, %50
  %9477 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9461, i32 4)
  %9478 = bitcast <8 x i64> %9475 to <16 x float>
  %9479 = select <16 x i1> %9476, <16 x float> %9478, <16 x float> %9477
  br label %9483

9480:                                             ; preds = %9460
  %9481 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9464, <16 x i1> %9465, <16 x float> zeroinitializer)
  %9482 = fadd <16 x float> %9461, %9481
  br label %9483

9483:                                             ; preds = %9480, %9473, %9466
  %9484 = phi <16 x float> [ %9482, %9480 ], [ %9479, %9473 ], [ %9472, %9466 ]
  switch i64 %5114, label %532 [
    i64 1, label %9499
    i64 2, label %9492
    i64 3, label %9485
    i64 0, label %9521
  ]

9485:                                             ; preds = %9483
  %9486 = bitcast <16 x float> %9484 to <8 x i64>
  %9487 = and <8 x i64> %9486, %4986
  %9488 = fcmp oeq <16 x float> %9484, %47
  %9489 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9484, i32 4)
  %9490 = bitcast <8 x i64> %9487 to <16 x float>
  %9491 = select <16 x i1> %9488, <16 x float> %9490, <16 x float> %9489
  br label %9502

9492:                                             ; preds = %9483
  %9493 = bitcast <16 x float> %9484 to <8 x i64>
  %9494 = or <8 x i64> %9493, %4987
  %9495 = fcmp oeq <16 x float> %9484, %50
  %9496 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9484, i32 4)
  %9497 = bitcast <8 x i64> %9494 to <16 x float>
  %9498 = select <16 x i1> %9495, <16 x float> %9497, <16 x float> %9496
  br label %9502

9499:                                             ; preds = %9483
  %9500 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9464, <16 x i1> %9465, <16 x float> zeroinitializer)
  %9501 = fadd <16 x float> %9484, %9500
  br label %9502

9502:                                             ; preds = %9499, %9492, %9485
  %9503 = phi <16 x float> [ %9501, %9499 ], [ %9498, %9492 ], [ %9491, %9485 ]
  switch i64 %5116, label %532 [
    i64 1, label %9518
    i64 2, label %9511
    i64 3, label %9504
    i64 0, label %9521
  ]

9504:                                             ; preds = %9502
  %9505 = bitcast <16 x float> %9503 to <8 x i64>
  %9506 = and <8 x i64> %9505, %4986
  %9507 = fcmp oeq <16 x float> %9503, %47
  %9508 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9503, i32 4)
  %9509 = bitcast <8 x i64> %9506 to <16 x float>
  %9510 = select <16 x i1> %9507, <16 x float> %9509, <16 x float> %9508
  br label %9521

9511:                                             ; preds = %9502
  %9512 = bitcast <16 x float> %9503 to <8 x i64>
  %9513 = or <8 x i64> %9512, %4987
  %9514 = fcmp oeq <16 x float> %9503, %50
  %9515 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9503, i32 4)
  %9516 = bitcast <8 x i64> %9513 to <16 x float>
  %9517 = select <16 x i1> %9514, <16 x float> %9516, <16 x float> %9515
  br label %9521

9518:                                             ; preds = %9502
  %9519 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9464, <16 x i1> %9465, <16 x float> zeroinitializer)
  %9520 = fadd <16 x float> %9503, %9519
  br label %9521

9521:                                             ; preds = %9504, %9511, %9518, %9502, %9483, %9460
  %9522 = phi <16 x float> [ %9503, %9502 ], [ %9461, %9460 ], [ %9484, %9483 ], [ %9520, %9518 ], [ %9517, %9511 ], [ %9510, %9504 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9522, ptr nonnull align 1 %9462, <16 x i1> %9465)
  %9523 = shl i64 %7770, 4
  %9524 = or disjoint i64 %9523, 64
  %9525 = sub nsw i64 %9, %9524
  %9526 = icmp sgt i64 %9525, 15
  %9527 = trunc i64 %9525 to i32
  %9528 = shl nsw i32 -1, %9527
  %9529 = trunc i32 %9528 to i16
  %9530 = xor i16 %9529, -1
  %9531 = select i1 %9526, i16 -1, i16 %9530
  br i1 %5375, label %9537, label %9532

9532:                                             ; preds = %9521
  %9533 = load float, ptr %5354, align 4
  %9534 = insertelement <16 x float> poison, float %9533, i64 0
  %9535 = shufflevector <16 x float> %9534, <16 x float> poison, <16 x i32> zeroinitializer
  %9536 = fadd <16 x float> %9211, %9535
  br label %9537

9537:                                             ; preds = %9532, %9521
  %9538 = phi <16 x float> [ %9536, %9532 ], [ %9211, %9521 ]
  %9539 = getelementptr inbounds nuw float, ptr %5361, i64 %9524
  %9540 = getelementptr inbounds nuw float, ptr %5366, i64 %9524
  %9541 = select i1 %5376, ptr null, ptr %9540
  %9542 = bitcast i16 %9531 to <16 x i1>
  switch i64 %5100, label %532 [
    i64 1, label %9557
    i64 2, label %9550
    i64 3, label %9543
    i64 0, label %9598
  ]

9543:                                             ; preds = %9537
  %9544 = bitcast <16 x float> %9538 to <8 x i64>
  %9545 = and <8 x i64> %9544, %4986
  %9546 = fcmp oeq <16 x float> %9538, %47
  %9547 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9538, i32 4)
  %9548 = bitcast <8 x i64> %9545 to <16 x float>
  %9549 = select <16 x i1> %9546, <16 x float> %9548, <16 x float> %9547
  br label %9560

9550:                                             ; preds = %9537
  %9551 = bitcast <16 x float> %9538 to <8 x i64>
  %9552 = or <8 x i64> %9551, %4987
  %9553 = fcmp oeq <16 x float> %9538, %50
  %9554 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9538, i32 4)
  %9555 = bitcast <8 x i64> %9552 to <16 x float>
  %9556 = select <16 x i1> %9553, <16 x float> %9555, <16 x float> %9554
  br label %9560

9557:                                             ; preds = %9537
  %9558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9541, <16 x i1> %9542, <16 x float> zeroinitializer)
  %9559 = fadd <16 x float> %9538, %9558
  br label %9560

9560:                                             ; preds = %9557, %9550, %9543
  %9561 = phi <16 x float> [ %9559, %9557 ], [ %9556, %9550 ], [ %9549, %9543 ]
  switch i64 %5118, label %532 [
    i64 1, label %9576
    i64 2, label %9569
    i64 3, label %9562
    i64 0, label %9598
  ]

9562:                                             ; preds = %9560
  %9563 = bitcast <16 x float> %9561 to <8 x i64>
  %9564 = and <8 x i64> %9563, %4986
  %9565 = fcmp oeq <16 x float> %9561, %47
  %9566 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9561, i32 4)
  %9567 = bitcast <8 x i64> %9564 to <16 x float>
  %9568 = select <16 x i1> %9565, <16 x float> %9567, <16 x float> %9566
  br label %9579

9569:                                             ; preds = %9560
  %9570 = bitcast <16 x float> %9561 to <8 x i64>
  %9571 = or <8 x i64> %9570, %4987
  %9572 = fcmp oeq <16 x float> %9561, %50
  %9573 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9561, i32 4)
  %9574 = bitcast <8 x i64> %9571 to <16 x float>
  %9575 = select <16 x i1> %9572, <16 x float> %9574, <16 x float> %9573
  br label %9579

9576:                                             ; preds = %9560
  %9577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9541, <16 x i1> %9542, <16 x float> zeroinitializer)
  %9578 = fadd <16 x float> %9561, %9577
  br label %9579

9579:                                             ; preds = %9576, %9569, %9562
  %9580 = phi <16 x float> [ %9578, %9576 ], [ %9575, %9569 ], [ %9568, %9562 ]
  switch i64 %5120, label %532 [
    i64 1, label %9595
    i64 2, label %9588
    i64 3, label %9581
    i64 0, label %9598
  ]

9581:                                             ; preds = %9579
  %9582 = bitcast <16 x float> %9580 to <8 x i64>
  %9583 = and <8 x i64> %9582, %4986
  %9584 = fcmp oeq <16 x float> %9580, %47
  %9585 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9580, i32 4)
  %9586 = bitcast <8 x i64> %9583 to <16 x float>
  %9587 = select <16 x i1> %9584, <16 x float> %9586, <16 x float> %9585
  br label %9598

9588:                                             ; preds = %9579
  %9589 = bitcast <16 x float> %9580 to <8 x i64>
  %9590 = or <8 x i64> %9589, %4987
  %9591 = fcmp oeq <16 x float> %9580, %50
  %9592 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9580, i32 4)
  %9593 = bitcast <8 x i64> %9590 to <16 x float>
  %9594 = select <16 x i1> %9591, <16 x float> %9593, <16 x float> %9592
  br label %9598

9595:                                             ; preds = %9579
  %9596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9541, <16 x i1> %9542, <16 x float> zeroinitializer)
  %9597 = fadd <16 x float> %9580, %9596
  br label %9598

9598:                                             ; preds = %9581, %9588, %9595, %9579, %9560, %9537
  %9599 = phi <16 x float> [ %9580, %9579 ], [ %9538, %9537 ], [ %9561, %9560 ], [ %9597, %9595 ], [ %9594, %9588 ], [ %9587, %9581 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9599, ptr nonnull align 1 %9539, <16 x i1> %9542)
  br label %11445

9600:                                             ; preds = %7769
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %28, i8 0, i64 384, i1 false)
  br i1 %4983, label %9601, label %9669

9601:                                             ; preds = %9600, %9615
  %9602 = phi i64 [ %9616, %9615 ], [ 0, %9600 ]
  %9603 = mul nsw i64 %9602, %14
  %9604 = sub i64 %9603, %16
  %9605 = add i64 %9604, %5379
  %9606 = icmp slt i64 %9605, 0
  %9607 = icmp sge i64 %9605, %6
  %9608 = or i1 %9606, %9607
  %9609 = select i1 %9608, i64 0, i64 %9605
  %9610 = mul nsw i64 %9609, %7
  %9611 = getelementptr inbounds float, ptr %5351, i64 %9610
  br i1 %4984, label %9612, label %9615

9612:                                             ; preds = %9601
  %9613 = mul nuw nsw i64 %9602, %11
  %9614 = getelementptr inbounds nuw float, ptr %5353, i64 %9613
  br label %9618

9615:                                             ; preds = %9627, %9601
  %9616 = add nuw nsw i64 %9602, 1
  %9617 = icmp eq i64 %9616, %10
  br i1 %9617, label %9667, label %9601

9618:                                             ; preds = %9612, %9627
  %9619 = phi i64 [ 0, %9612 ], [ %9628, %9627 ]
  %9620 = getelementptr inbounds nuw float, ptr %9614, i64 %9619
  %9621 = load float, ptr %9620, align 4
  %9622 = insertelement <16 x float> poison, float %9621, i64 0
  %9623 = shufflevector <16 x float> %9622, <16 x float> poison, <16 x i32> zeroinitializer
  %9624 = mul nsw i64 %9619, %15
  %9625 = sub i64 %9624, %17
  %9626 = getelementptr i16, ptr %4971, i64 %9619
  br label %9630

9627:                                             ; preds = %9656
  %9628 = add nuw nsw i64 %9619, 1
  %9629 = icmp eq i64 %9628, %11
  br i1 %9629, label %9615, label %9618

9630:                                             ; preds = %9618, %9656
  %9631 = phi i64 [ 0, %9618 ], [ %9665, %9656 ]
  %9632 = or disjoint i64 %7770, %9631
  %9633 = shl nsw i64 %9632, 4
  %9634 = add i64 %9625, %9633
  br i1 %4985, label %9639, label %9635

9635:                                             ; preds = %9630
  %9636 = mul nuw nsw i64 %9632, %11
  %9637 = getelementptr i16, ptr %9626, i64 %9636
  %9638 = load i16, ptr %9637, align 2
  br label %9656

9639:                                             ; preds = %9630
  %9640 = sub nsw i64 %9, %9633
  %9641 = icmp slt i64 %9634, 0
  %9642 = sub nsw i64 0, %9634
  %9643 = select i1 %9641, i64 %9642, i64 0
  %9644 = sub nsw i64 %7, %9634
  %9645 = call i64 @llvm.smin.i64(i64 %9644, i64 %9640)
  %9646 = call i64 @llvm.smin.i64(i64 %9645, i64 16)
  %9647 = icmp sgt i64 %9646, %9643
  %9648 = trunc i64 %9646 to i32
  %9649 = shl nsw i32 -1, %9648
  %9650 = xor i32 %9649, -1
  %9651 = trunc i64 %9643 to i32
  %9652 = shl nsw i32 -1, %9651
  %9653 = and i32 %9652, %9650
  %9654 = trunc i32 %9653 to i16
  %9655 = select i1 %9647, i16 %9654, i16 0
  br label %9656

9656:                                             ; preds = %9639, %9635
  %9657 = phi i16 [ %9638, %9635 ], [ %9655, %9639 ]
  %9658 = getelementptr inbounds nuw <16 x float>, ptr %28, i64 %9631
  %9659 = select i1 %9608, i16 0, i16 %9657
  %9660 = getelementptr inbounds float, ptr %9611, i64 %9634
  %9661 = bitcast i16 %9659 to <16 x i1>
  %9662 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9660, <16 x i1> %9661, <16 x float> zeroinitializer)
  %9663 = load <16 x float>, ptr %9658, align 64
  %9664 = call <16 x float> @llvm.fma.v16f32(<16 x float> %9662, <16 x float> %9623, <16 x float> %9663)
  store <16 x float> %9664, ptr %9658, align 64
  %9665 = add nuw nsw i64 %9631, 1
  %9666 = icmp eq i64 %9665, 6
  br i1 %9666, label %9627, label %9630

9667:                                             ; preds = %9615
  %9668 = load <16 x float>, ptr %28, align 64
  br label %9669

9669:                                             ; preds = %9667, %9600
  %9670 = phi <16 x float> [ %9668, %9667 ], [ zeroinitializer, %9600 ]
  %9671 = shl nsw i64 %7770, 4
  %9672 = sub nsw i64 %9, %9671
  %9673 = icmp sgt i64 %9672, 15
  %9674 = trunc i64 %9672 to i32
  %9675 = shl nsw i32 -1, %9674
  %9676 = trunc i32 %9675 to i16
  %9677 = xor i16 %9676, -1
  %9678 = select i1 %9673, i16 -1, i16 %9677
  br i1 %5375, label %9684, label %9679

9679:                                             ; preds = %9669
  %9680 = load float, ptr %5354, align 4
  %9681 = insertelement <16 x float> poison, float %9680, i64 0
  %9682 = shufflevector <16 x float> %9681, <16 x float> poison, <16 x i32> zeroinitializer
  %9683 = fadd <16 x float> %9670, %9682
  br label %9684

9684:                                             ; preds = %9679, %9669
  %9685 = phi <16 x float> [ %9683, %9679 ], [ %9670, %9669 ]
  %9686 = getelementptr inbounds nuw float, ptr %5361, i64 %9671
  %9687 = getelementptr inbounds nuw float, ptr %5366, i64 %9671
  %9688 = select i1 %5376, ptr null, ptr %9687
  %9689 = bitcast i16 %9678 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %9690
    i64 2, label %9693
    i64 3, label %9700
    i64 0, label %9745
  ]

9690:                                             ; preds = %9684
  %9691 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9688, <16 x i1> %9689, <16 x float> zeroinitializer)
  %9692 = fadd <16 x float> %9685, %9691
  br label %9707

9693:                                             ; preds = %9684
  %9694 = bitcast <16 x float> %9685 to <8 x i64>
  %9695 = or <8 x i64> %9694, %4987
  %9696 = fcmp oeq <16 x float> %9685, %50
  %9697 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9685, i32 4)
  %9698 = bitcast <8 x i64> %9695 to <16 x float>
  %9699 = select <16 x i1> %9696, <16 x float> %9698, <16 x float> %9697
  br label %9707

9700:                                             ; preds = %9684
  %9701 = bitcast <16 x float> %9685 to <8 x i64>
  %9702 = and <8 x i64> %9701, %4986
  %9703 = fcmp oeq <16 x float> %9685, %47
  %9704 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9685, i32 4)
  %9705 = bitcast <8 x i64> %9702 to <16 x float>
  %9706 = select <16 x i1> %9703, <16 x float> %9705, <16 x float> %9704
  br label %9707

9707:                                             ; preds = %9700, %9693, %9690
  %9708 = phi <16 x float> [ %9692, %9690 ], [ %9699, %9693 ], [ %9706, %9700 ]
  switch i64 %5072, label %532 [
    i64 1, label %9723
    i64 2, label %9716
    i64 3, label %9709
    i64 0, label %9745
  ]

9709:                                             ; preds = %9707
  %9710 = bitcast <16 x float> %9708 to <8 x i64>
  %9711 = and <8 x i64> %9710, %4986
  %9712 = fcmp oeq <16 x float> %9708, %47
  %9713 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9708, i32 4)
  %9714 = bitcast <8 x i64> %9711 to <16 x float>
  %9715 = select <16 x i1> %9712, <16 x float> %9714, <16 x float> %9713
  br label %9726

9716:                                             ; preds = %9707
  %9717 = bitcast <16 x float> %9708 to <8 x i64>
  %9718 = or <8 x i64> %9717, %4987
  %9719 = fcmp oeq <16 x float> %9708, %50
  %9720 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9708, i32 4)
  %9721 = bitcast <8 x i64> %9718 to <16 x float>
  %9722 = select <16 x i1> %9719, <16 x float> %9721, <16 x float> %9720
  br label %9726

9723:                                             ; preds = %9707
  %9724 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9688, <16 x i1> %9689, <16 x float> zeroinitializer)
  %9725 = fadd <16 x float> %9708, %9724
  br label %9726

9726:                                             ; preds = %9723, %9716, %9709
  %9727 = phi <16 x float> [ %9725, %9723 ], [ %9722, %9716 ], [ %9715, %9709 ]
  switch i64 %5074, label %532 [
    i64 1, label %9742
    i64 2, label %9735
    i64 3, label %9728
    i64 0, label %9745
  ]

9728:                                             ; preds = %9726
  %9729 = bitcast <16 x float> %9727 to <8 x i64>
  %9730 = and <8 x i64> %9729, %4986
  %9731 = fcmp oeq <16 x float> %9727, %47
  %9732 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9727, i32 4)
  %9733 = bitcast <8 x i64> %9730 to <16 x float>
  %9734 = select <16 x i1> %9731, <16 x float> %9733, <16 x float> %9732
  br label %9745

9735:                                             ; preds = %9726
  %9736 = bitcast <16 x float> %9727 to <8 x i64>
  %9737 = or <8 x i64> %9736, %4987
  %9738 = fcmp oeq <16 x float> %9727, %50
  %9739 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9727, i32 4)
  %9740 = bitcast <8 x i64> %9737 to <16 x float>
  %9741 = select <16 x i1> %9738, <16 x float> %9740, <16 x float> %9739
  br label %9745

9742:                                             ; preds = %9726
  %9743 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9688, <16 x i1> %9689, <16 x float> zeroinitializer)
  %9744 = fadd <16 x float> %9727, %9743
  br label %9745

9745:                                             ; preds = %9728, %9735, %9742, %9726, %9707, %9684
  %9746 = phi <16 x float> [ %9727, %9726 ], [ %9685, %9684 ], [ %9708, %9707 ], [ %9744, %9742 ], [ %9741, %9735 ], [ %9734, %9728 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9746, ptr align 1 %9686, <16 x i1> %9689)
  %9747 = shl i64 %7770, 4
  %9748 = or disjoint i64 %9747, 16
  %9749 = sub nsw i64 %9, %9748
  %9750 = icmp sgt i64 %9749, 15
  %9751 = trunc i64 %9749 to i32
  %9752 = shl nsw i32 -1, %9751
  %9753 = trunc i32 %9752 to i16
  %9754 = xor i16 %9753, -1
  %9755 = select i1 %9750, i16 -1, i16 %9754
  %9756 = load <16 x float>, ptr %5075, align 64
  br i1 %5375, label %9762, label %9757

9757:                                             ; preds = %9745
  %9758 = load float, ptr %5354, align 4
  %9759 = insertelement <16 x float> poison, float %9758, i64 0
  %9760 = shufflevector <16 x float> %9759, <16 x float> poison, <16 x i32> zeroinitializer
  %9761 = fadd <16 x float> %9756, %9760
  br label %9762

9762:                                             ; preds = %9757, %9745
  %9763 = phi <16 x float> [ %9761, %9757 ], [ %9756, %9745 ]
  %9764 = getelementptr inbounds nuw float, ptr %5361, i64 %9748
  %9765 = getelementptr inbounds nuw float, ptr %5366, i64 %9748
  %9766 = select i1 %5376, ptr null, ptr %9765
  %9767 = bitcast i16 %9755 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %9782
    i64 2, label %9775
    i64 3, label %9768
    i64 0, label %9823
  ]

9768:                                             ; preds = %9762
  %9769 = bitcast <16 x float> %9763 to <8 x i64>
  %9770 = and <8 x i64> %9769, %4986
  %9771 = fcmp oeq <16 x float> %9763, %47
  %9772 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9763, i32 4)
  %9773 = bitcast <8 x i64> %9770 to <16 x float>
  %9774 = select <16 x i1> %9771, <16 x float> %9773, <16 x float> %9772
  br label %9785

9775:                                             ; preds = %9762
  %9776 = bitcast <16 x float> %9763 to <8 x i64>
  %9777 = or <8 x i64> %9776, %4987
  %9778 = fcmp oeq <16 x float> %9763, %50
  %9779 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9763, i32 4)
  %9780 = bitcast <8 x i64> %9777 to <16 x float>
  %9781 = select <16 x i1> %9778, <16 x float> %9780, <16 x float> %9779
  br label %9785

9782:                                             ; preds = %9762
  %9783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9766, <16 x i1> %9767, <16 x float> zeroinitializer)
  %9784 = fadd <16 x float> %9763, %9783
  br label %9785

9785:                                             ; preds = %9782, %9775, %9768
  %9786 = phi <16 x float> [ %9784, %9782 ], [ %9781, %9775 ], [ %9774, %9768 ]
  switch i64 %5077, label %532 [
    i64 1, label %9801
    i64 2, label %9794
    i64 3, label %9787
    i64 0, label %9823
  ]

9787:                                             ; preds = %9785
  %9788 = bitcast <16 x float> %9786 to <8 x i64>
  %9789 = and <8 x i64> %9788, %4986
  %9790 = fcmp oeq <16 x float> %9786, %47
  %9791 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9786, i32 4)
  %9792 = bitcast <8 x i64> %9789 to <16 x float>
  %9793 = select <16 x i1> %9790, <16 x float> %9792, <16 x float> %9791
  br label %9804

9794:                                             ; preds = %9785
  %9795 = bitcast <16 x float> %9786 to <8 x i64>
  %9796 = or <8 x i64> %9795, %4987
  %9797 = fcmp oeq <16 x float> %9786, %50
  %9798 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9786, i32 4)
  %9799 = bitcast <8 x i64> %9796 to <16 x float>
  %9800 = select <16 x i1> %9797, <16 x float> %9799, <16 x float> %9798
  br label %9804

9801:                                             ; preds = %9785
  %9802 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9766, <16 x i1> %9767, <16 x float> zeroinitializer)
  %9803 = fadd <16 x float> %9786, %9802
  br label %9804

9804:                                             ; preds = %9801, %9794, %9787
  %9805 = phi <16 x float> [ %9803, %9801 ], [ %9800, %9794 ], [ %9793, %9787 ]
  switch i64 %5079, label %532 [
    i64 1, label %9820
    i64 2, label %9813
    i64 3, label %9806
    i64 0, label %9823
  ]

9806:                                             ; preds = %9804
  %9807 = bitcast <16 x float> %9805 to <8 x i64>
  %9808 = and <8 x i64> %9807, %4986
  %9809 = fcmp oeq <16 x float> %9805, %47
  %9810 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9805, i32 4)
  %9811 = bitcast <8 x i64> %9808 to <16 x float>
  %9812 = select <16 x i1> %9809, <16 x float> %9811, <16 x float> %9810
  br label %9823

9813:                                             ; preds = %9804
  %9814 = bitcast <16 x float> %9805 to <8 x i64>
  %9815 = or <8 x i64> %9814, %4987
  %9816 = fcmp oeq <16 x float> %9805, %50
  %9817 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9805, i32 4)
  %9818 = bitcast <8 x i64> %9815 to <16 x float>
  %9819 = select <16 x i1> %9816, <16 x float> %9818, <16 x float> %9817
  br label %9823

9820:                                             ; preds = %9804
  %9821 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9766, <16 x i1> %9767, <16 x float> zeroinitializer)
  %9822 = fadd <16 x float> %9805, %9821
  br label %9823

9823:                                             ; preds = %9806, %9813, %9820, %9804, %9785, %9762
  %9824 = phi <16 x float> [ %9805, %9804 ], [ %9763, %9762 ], [ %9786, %9785 ], [ %9822, %9820 ], [ %9819, %9813 ], [ %9812, %9806 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9824, ptr nonnull align 1 %9764, <16 x i1> %9767)
  %9825 = shl i64 %7770, 4
  %9826 = or disjoint i64 %9825, 32
  %9827 = sub nsw i64 %9, %9826
  %9828 = icmp sgt i64 %9827, 15
  %9829 = trunc i64 %9827 to i32
  %9830 = shl nsw i32 -1, %9829
  %9831 = trunc i32 %9830 to i16
  %9832 = xor i16 %9831, -1
  %9833 = select i1 %9828, i16 -1, i16 %9832
  %9834 = load <16 x float>, ptr %5080, align 64
  br i1 %5375, label %9840, label %9835

9835:                                             ; preds = %9823
  %9836 = load float, ptr %5354, align 4
  %9837 = insertelement <16 x float> poison, float %9836, i64 0
  %9838 = shufflevector <16 x float> %9837, <16 x float> poison, <16 x i32> zeroinitializer
  %9839 = fadd <16 x float> %9834, %9838
  br label %9840

9840:                                             ; preds = %9835, %9823
  %9841 = phi <16 x float> [ %9839, %9835 ], [ %9834, %9823 ]
  %9842 = getelementptr inbounds nuw float, ptr %5361, i64 %9826
  %9843 = getelementptr inbounds nuw float, ptr %5366, i64 %9826
  %9844 = select i1 %5376, ptr null, ptr %9843
  %9845 = bitcast i16 %9833 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %9860
    i64 2, label %9853
    i64 3, label %9846
    i64 0, label %9901
  ]

9846:                                             ; preds = %9840
  %9847 = bitcast <16 x float> %9841 to <8 x i64>
  %9848 = and <8 x i64> %9847, %4986
  %9849 = fcmp oeq <16 x float> %9841, %47
  %9850 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9841, i32 4)
  %9851 = bitcast <8 x i64> %9848 to <16 x float>
  %9852 = select <16 x i1> %9849, <16 x float> %9851, <16 x float> %9850
  br label %9863

9853:                                             ; preds = %9840
  %9854 = bitcast <16 x float> %9841 to <8 x i64>
  %9855 = or <8 x i64> %9854, %4987
  %9856 = fcmp oeq <16 x float> %9841, %50
  %9857 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9841, i32 4)
  %9858 = bitcast <8 x i64> %9855 to <16 x float>
  %9859 = select <16 x i1> %9856, <16 x float> %9858, <16 x float> %9857
  br label %9863

9860:                                             ; preds = %9840
  %9861 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9844, <16 x i1> %9845, <16 x float> zeroinitializer)
  %9862 = fadd <16 x float> %9841, %9861
  br label %9863

9863:                                             ; preds = %9860, %9853, %9846
  %9864 = phi <16 x float> [ %9862, %9860 ], [ %9859, %9853 ], [ %9852, %9846 ]
  switch i64 %5082, label %532 [
    i64 1, label %9879
    i64 2, label %9872
    i64 3, label %9865
    i64 0, label %9901
  ]

9865:                                             ; preds = %9863
  %9866 = bitcast <16 x float> %9864 to <8 x i64>
  %9867 = and <8 x i64> %9866, %4986
  %9868 = fcmp oeq <16 x float> %9864, %47
  %9869 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9864, i32 4)
  %9870 = bitcast <8 x i64> %9867 to <16 x float>
  %9871 = select <16 x i1> %9868, <16 x float> %9870, <16 x float> %9869
  br label %9882

9872:                                             ; preds = %9863
  %9873 = bitcast <16 x float> %9864 to <8 x i64>
  %9874 = or <8 x i64> %9873, %4987
  %9875 = fcmp oeq <16 x float> %9864, %50
  %9876 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9864, i32 4)
  %9877 = bitcast <8 x i64> %9874 to <16 x float>
  %9878 = select <16 x i1> %9875, <16 x float> %9877, <16 x float> %9876
  br label %9882

9879:                                             ; preds = %9863
  %9880 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9844, <16 x i1> %9845, <16 x float> zeroinitializer)
  %9881 = fadd <16 x float> %9864, %9880
  br label %9882

9882:                                             ; preds = %9879, %9872, %9865
  %9883 = phi <16 x float> [ %9881, %9879 ], [ %9878, %9872 ], [ %9871, %9865 ]
  switch i64 %5084, label %532 [
    i64 1, label %9898
    i64 2, label %9891
    i64 3, label %9884
    i64 0, label %9901
  ]

9884:                                             ; preds = %9882
  %9885 = bitcast <16 x float> %9883 to <8 x i64>
  %9886 = and <8 x i64> %9885, %4986
  %9887 = fcmp oeq <16 x float> %9883, %47
  %9888 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9883, i32 4)
  %9889 = bitcast <8 x i64> %9886 to <16 x float>
  %9890 = select <16 x i1> %9887, <16 x float> %9889, <16 x float> %9888
  br label %9901

9891:                                             ; preds = %9882
  %9892 = bitcast <16 x float> %9883 to <8 x i64>
  %9893 = or <8 x i64> %9892, %4987
  %9894 = fcmp oeq <16 x float> %9883, %50
  %9895 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9883, i32 4)
  %9896 = bitcast <8 x i64> %9893 to <16 x float>
  %9897 = select <16 x i1> %9894, <16 x float> %9896, <16 x float> %9895
  br label %9901

9898:                                             ; preds = %9882
  %9899 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9844, <16 x i1> %9845, <16 x float> zeroinitializer)
  %9900 = fadd <16 x float> %9883, %9899
  br label %9901

9901:                                             ; preds = %9884, %9891, %9898, %9882, %9863, %9840
  %9902 = phi <16 x float> [ %9883, %9882 ], [ %9841, %9840 ], [ %9864, %9863 ], [ %9900, %9898 ], [ %9897, %9891 ], [ %9890, %9884 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9902, ptr nonnull align 1 %9842, <16 x i1> %9845)
  %9903 = shl i64 %7770, 4
  %9904 = or disjoint i64 %9903, 48
  %9905 = sub nsw i64 %9, %9904
  %9906 = icmp sgt i64 %9905, 15
  %9907 = trunc i64 %9905 to i32
  %9908 = shl nsw i32 -1, %9907
  %9909 = trunc i32 %9908 to i16
  %9910 = xor i16 %9909, -1
  %9911 = select i1 %9906, i16 -1, i16 %9910
  %9912 = load <16 x float>, ptr %5085, align 64
  br i1 %5375, label %9918, label %9913

9913:                                             ; preds = %9901
  %9914 = load float, ptr %5354, align 4
  %9915 = insertelement <16 x float> poison, float %9914, i64 0
  %9916 = shufflevector <16 x float> %9915, <16 x float> poison, <16 x i32> zeroinitializer
  %9917 = fadd <16 x float> %9912, %9916
  br label %9918

9918:                                             ; preds = %9913, %9901
  %9919 = phi <16 x float> [ %9917, %9913 ], [ %9912, %9901 ]
  %9920 = getelementptr inbounds nuw float, ptr %5361, i64 %9904
  %9921 = getelementptr inbounds nuw float, ptr %5366, i64 %9904
  %9922 = select i1 %5376, ptr null, ptr %9921
  %9923 = bitcast i16 %9911 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %9938
    i64 2, label %9931
    i64 3, label %9924
    i64 0, label %9979
  ]

9924:                                             ; preds = %9918
  %9925 = bitcast <16 x float> %9919 to <8 x i64>
  %9926 = and <8 x i64> %9925, %4986
  %9927 = fcmp oeq <16 x float> %9919, %47
  %9928 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9919, i32 4)
  %9929 = bitcast <8 x i64> %9926 to <16 x float>
  %9930 = select <16 x i1> %9927, <16 x float> %9929, <16 x float> %9928
  br label %9941

9931:                                             ; preds = %9918
  %9932 = bitcast <16 x float> %9919 to <8 x i64>
  %9933 = or <8 x i64> %9932, %4987
  %9934 = fcmp oeq <16 x float> %9919, %50
  %9935 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9919, i32 4)
  %9936 = bitcast <8 x i64> %9933 to <16 x float>
  %9937 = select <16 x i1> %9934, <16 x float> %9936, <16 x float> %9935
  br label %9941

9938:                                             ; preds = %9918
  %9939 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9922, <16 x i1> %9923, <16 x float> zeroinitializer)
  %9940 = fadd <16 x float> %9919, %9939
  br label %9941

9941:                                             ; preds = %9938, %9931, %9924
  %9942 = phi <16 x float> [ %9940, %9938 ], [ %9937, %9931 ], [ %9930, %9924 ]
  switch i64 %5087, label %532 [
    i64 1, label %9957
    i64 2, label %9950
    i64 3, label %9943
    i64 0, label %9979
  ]

9943:                                             ; preds = %9941
  %9944 = bitcast <16 x float> %9942 to <8 x i64>
  %9945 = and <8 x i64> %9944, %4986
  %9946 = fcmp oeq <16 x float> %9942, %47
  %9947 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9942, i32 4)
  %9948 = bitcast <8 x i64> %9945 to <16 x float>
  %9949 = select <16 x i1> %9946, <16 x float> %9948, <16 x float> %9947
  br label %9960

9950:                                             ; preds = %9941
  %9951 = bitcast <16 x float> %9942 to <8 x i64>
  %9952 = or <8 x i64> %9951, %4987
  %9953 = fcmp oeq <16 x float> %9942, %50
  %9954 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9942, i32 4)
  %9955 = bitcast <8 x i64> %9952 to <16 x float>
  %9956 = select <16 x i1> %9953, <16 x float> %9955, <16 x float> %9954
  br label %9960

9957:                                             ; preds = %9941
  %9958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9922, <16 x i1> %9923, <16 x float> zeroinitializer)
  %9959 = fadd <16 x float> %9942, %9958
  br label %9960

9960:                                             ; preds = %9957, %9950, %9943
  %9961 = phi <16 x float> [ %9959, %9957 ], [ %9956, %9950 ], [ %9949, %9943 ]
  switch i64 %5089, label %532 [
    i64 1, label %9976
    i64 2, label %9969
    i64 3, label %9962
    i64 0, label %9979
  ]

9962:                                             ; preds = %9960
  %9963 = bitcast <16 x float> %9961 to <8 x i64>
  %9964 = and <8 x i64> %9963, %4986
  %9965 = fcmp oeq <16 x float> %9961, %47
  %9966 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9961, i32 4)
  %9967 = bitcast <8 x i64> %9964 to <16 x float>
  %9968 = select <16 x i1> %9965, <16 x float> %9967, <16 x float> %9966
  br label %9979

9969:                                             ; preds = %9960
  %9970 = bitcast <16 x float> %9961 to <8 x i64>
  %9971 = or <8 x i64> %9970, %4987
  %9972 = fcmp oeq <16 x float> %9961, %50
  %9973 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9961, i32 4)
  %9974 = bitcast <8 x i64> %9971 to <16 x float>
  %9975 = select <16 x i1> %9972, <16 x float> %9974, <16 x float> %9973
  br label %9979

9976:                                             ; preds = %9960
  %9977 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9922, <16 x i1> %9923, <16 x float> zeroinitializer)
  %9978 = fadd <16 x float> %9961, %9977
  br label %9979

9979:                                             ; preds = %9962, %9969, %9976, %9960, %9941, %9918
  %9980 = phi <16 x float> [ %9961, %9960 ], [ %9919, %9918 ], [ %9942, %9941 ], [ %9978, %9976 ], [ %9975, %9969 ], [ %9968, %9962 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %9980, ptr nonnull align 1 %9920, <16 x i1> %9923)
  %9981 = shl i64 %7770, 4
  %9982 = or disjoint i64 %9981, 64
  %9983 = sub nsw i64 %9, %9982
  %9984 = icmp sgt i64 %9983, 15
  %9985 = trunc i64 %9983 to i32
  %9986 = shl nsw i32 -1, %9985
  %9987 = trunc i32 %9986 to i16
  %9988 = xor i16 %9987, -1
  %9989 = select i1 %9984, i16 -1, i16 %9988
  %9990 = load <16 x float>, ptr %5090, align 64
  br i1 %5375, label %9996, label %9991

9991:                                             ; preds = %9979
  %9992 = load float, ptr %5354, align 4
  %9993 = insertelement <16 x float> poison, float %9992, i64 0
  %9994 = shufflevector <16 x float> %9993, <16 x float> poison, <16 x i32> zeroinitializer
  %9995 = fadd <16 x float> %9990, %9994
  br label %9996

9996:                                             ; preds = %9991, %9979
  %9997 = phi <16 x float> [ %9995, %9991 ], [ %9990, %9979 ]
  %9998 = getelementptr inbounds nuw float, ptr %5361, i64 %9982
  %9999 = getelementptr inbounds nuw float, ptr %5366, i64 %9982
  %10000 = select i1 %5376, ptr null, ptr %9999
  %10001 = bitcast i16 %9989 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %10016
    i64 2, label %10009
    i64 3, label %10002
    i64 0, label %10057
  ]

10002:                                            ; preds = %9996
  %10003 = bitcast <16 x float> %9997 to <8 x i64>
  %10004 = and <8 x i64> %10003, %4986
  %10005 = fcmp oeq <16 x float> %9997, %47
  %10006 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %9997, i32 4)
  %10007 = bitcast <8 x i64> %10004 to <16 x float>
  %10008 = select <16 x i1> %10005, <16 x float> %10007, <16 x float> %10006
  br label %10019

10009:                                            ; preds = %9996
  %10010 = bitcast <16 x float> %9997 to <8 x i64>
  %10011 = or <8 x i64> %10010, %4987
  %10012 = fcmp oeq <16 x float> %9997, %50
  %10013 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %9997, i32 4)
  %10014 = bitcast <8 x i64> %10011 to <16 x float>
  %10015 = select <16 x i1> %10012, <16 x float> %10014, <16 x float> %10013
  br label %10019

10016:                                            ; preds = %9996
  %10017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10000, <16 x i1> %10001, <16 x float> zeroinitializer)
  %10018 = fadd <16 x float> %9997, %10017
  br label %10019

10019:                                            ; preds = %10016, %10009, %10002
  %10020 = phi <16 x float> [ %10018, %10016 ], [ %10015, %10009 ], [ %10008, %10002 ]
  switch i64 %5092, label %532 [
    i64 1, label %10035
    i64 2, label %10028
    i64 3, label %10021
    i64 0, label %10057
  ]

10021:                                            ; preds = %10019
  %10022 = bitcast <16 x float> %10020 to <8 x i64>
  %10023 = and <8 x i64> %10022, %4986
  %10024 = fcmp oeq <16 x float> %10020, %47
  %10025 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10020, i32 4)
  %10026 = bitcast <8 x i64> %10023 to <16 x float>
  %10027 = select <16 x i1> %10024, <16 x float> %10026, <16 x float> %10025
  br label %10038

10028:                                            ; preds = %10019
  %10029 = bitcast <16 x float> %10020 to <8 x i64>
  %10030 = or <8 x i64> %10029, %4987
  %10031 = fcmp oeq <16 x float> %10020, %50
  %10032 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10020, i32 4)
  %10033 = bitcast <8 x i64> %10030 to <16 x float>
  %10034 = select <16 x i1> %10031, <16 x float> %10033, <16 x float> %10032
  br label %10038

10035:                                            ; preds = %10019
  %10036 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10000, <16 x i1> %10001, <16 x float> zeroinitializer)
  %10037 = fadd <16 x float> %10020, %10036
  br label %10038

10038:                                            ; preds = %10035, %10028, %10021
  %10039 = phi <16 x float> [ %10037, %10035 ], [ %10034, %10028 ], [ %10027, %10021 ]
  switch i64 %5094, label %532 [
    i64 1, label %10054
    i64 2, label %10047
    i64 3, label %10040
    i64 0, label %10057
  ]

10040:                                            ; preds = %10038
  %10041 = bitcast <16 x float> %10039 to <8 x i64>
  %10042 = and <8 x i64> %10041, %4986
  %10043 = fcmp oeq <16 x float> %10039, %47
  %10044 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10039, i32 4)
  %10045 = bitcast <8 x i64> %10042 to <16 x float>
  %10046 = select <16 x i1> %10043, <16 x float> %10045, <16 x float> %10044
  br label %10057

10047:                                            ; preds = %10038
  %10048 = bitcast <16 x float> %10039 to <8 x i64>
  %10049 = or <8 x i64> %10048, %4987
  %10050 = fcmp oeq <16 x float> %10039, %50
  %10051 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10039, i32 4)
  %10052 = bitcast <8 x i64> %10049 to <16 x float>
  %10053 = select <16 x i1> %10050, <16 x float> %10052, <16 x float> %10051
  br label %10057

10054:                                            ; preds = %10038
  %10055 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10000, <16 x i1> %10001, <16 x float> zeroinitializer)
  %10056 = fadd <16 x float> %10039, %10055
  br label %10057

10057:                                            ; preds = %10040, %10047, %10054, %10038, %10019, %9996
  %10058 = phi <16 x float> [ %10039, %10038 ], [ %9997, %9996 ], [ %10020, %10019 ], [ %10056, %10054 ], [ %10053, %10047 ], [ %10046, %10040 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10058, ptr nonnull align 1 %9998, <16 x i1> %10001)
  %10059 = shl i64 %7770, 4
  %10060 = or disjoint i64 %10059, 80
  %10061 = sub nsw i64 %9, %10060
  %10062 = icmp sgt i64 %10061, 15
  %10063 = trunc i64 %10061 to i32
  %10064 = shl nsw i32 -1, %10063
  %10065 = trunc i32 %10064 to i16
  %10066 = xor i16 %10065, -1
  %10067 = select i1 %10062, i16 -1, i16 %10066
  %10068 = load <16 x float>, ptr %5095, align 64
  br i1 %5375, label %10074, label %10069

10069:                                            ; preds = %10057
  %10070 = load float, ptr %5354, align 4
  %10071 = insertelement <16 x float> poison, float %10070, i64 0
  %10072 = shufflevector <16 x float> %10071, <16 x float> poison, <16 x i32> zeroinitializer
  %10073 = fadd <16 x float> %10068, %10072
  br label %10074

10074:                                            ; preds = %10069, %10057
  %10075 = phi <16 x float> [ %10073, %10069 ], [ %10068, %10057 ]
  %10076 = getelementptr inbounds nuw float, ptr %5361, i64 %10060
  %10077 = getelementptr inbounds nuw float, ptr %5366, i64 %10060
  %10078 = select i1 %5376, ptr null, ptr %10077
  %10079 = bitcast i16 %10067 to <16 x i1>
  switch i64 %5070, label %532 [
    i64 1, label %10094
    i64 2, label %10087
    i64 3, label %10080
    i64 0, label %10135
  ]

10080:                                            ; preds = %10074
  %10081 = bitcast <16 x float> %10075 to <8 x i64>
  %10082 = and <8 x i64> %10081, %4986
  %10083 = fcmp oeq <16 x float> %10075, %47
  %10084 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10075, i32 4)
  %10085 = bitcast <8 x i64> %10082 to <16 x float>
  %10086 = select <16 x i1> %10083, <16 x float> %10085, <16 x float> %10084
  br label %10097

10087:                                            ; preds = %10074
  %10088 = bitcast <16 x float> %10075 to <8 x i64>
  %10089 = or <8 x i64> %10088, %4987
  %10090 = fcmp oeq <16 x float> %10075, %50
  %10091 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10075, i32 4)
  %10092 = bitcast <8 x i64> %10089 to <16 x float>
  %10093 = select <16 x i1> %10090, <16 x float> %10092, <16 x float> %10091
  br label %10097

10094:                                            ; preds = %10074
  %10095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %10079, <16 x float> zeroinitializer)
  %10096 = fadd <16 x float> %10075, %10095
  br label %10097

10097:                                            ; preds = %10094, %10087, %10080
  %10098 = phi <16 x float> [ %10096, %10094 ], [ %10093, %10087 ], [ %10086, %10080 ]
  switch i64 %5097, label %532 [
    i64 1, label %10113
    i64 2, label %10106
    i64 3, label %10099
    i64 0, label %10135
  ]

10099:                                            ; preds = %10097
  %10100 = bitcast <16 x float> %10098 to <8 x i64>
  %10101 = and <8 x i64> %10100, %4986
  %10102 = fcmp oeq <16 x float> %10098, %47
  %10103 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10098, i32 4)
  %10104 = bitcast <8 x i64> %10101 to <16 x float>
  %10105 = select <16 x i1> %10102, <16 x float> %10104, <16 x float> %10103
  br label %10116

10106:                                            ; preds = %10097
  %10107 = bitcast <16 x float> %10098 to <8 x i64>
  %10108 = or <8 x i64> %10107, %4987
  %10109 = fcmp oeq <16 x float> %10098, %50
  %10110 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10098, i32 4)
  %10111 = bitcast <8 x i64> %10108 to <16 x float>
  %10112 = select <16 x i1> %10109, <16 x float> %10111, <16 x float> %10110
  br label %10116

10113:                                            ; preds = %10097
  %10114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %10079, <16 x float> zeroinitializer)
  %10115 = fadd <16 x float> %10098, %10114
  br label %10116

10116:                                            ; preds = %10113, %10106, %10099
  %10117 = phi <16 x float> [ %10115, %10113 ], [ %10112, %10106 ], [ %10105, %10099 ]
  switch i64 %5099, label %532 [
    i64 1, label %10132
    i64 2, label %10125
    i64 3, label %10118
    i64 0, label %10135
  ]

10118:                                            ; preds = %10116
  %10119 = bitcast <16 x float> %10117 to <8 x i64>
  %10120 = and <8 x i64> %10119, %4986
  %10121 = fcmp oeq <16 x float> %10117, %47
  %10122 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10117, i32 4)
  %10123 = bitcast <8 x i64> %10120 to <16 x float>
  %10124 = select <16 x i1> %10121, <16 x float> %10123, <16 x float> %10122
  br label %10135

10125:                                            ; preds = %10116
  %10126 = bitcast <16 x float> %10117 to <8 x i64>
  %10127 = or <8 x i64> %10126, %4987
  %10128 = fcmp oeq <16 x float> %10117, %50
  %10129 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10117, i32 4)
  %10130 = bitcast <8 x i64> %10127 to <16 x float>
  %10131 = select <16 x i1> %10128, <16 x float> %10130, <16 x float> %10129
  br label %10135

10132:                                            ; preds = %10116
  %10133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10078, <16 x i1> %10079, <16 x float> zeroinitializer)
  %10134 = fadd <16 x float> %10117, %10133
  br label %10135

10135:                                            ; preds = %10118, %10125, %10132, %10116, %10097, %10074
  %10136 = phi <16 x float> [ %10117, %10116 ], [ %10075, %10074 ], [ %10098, %10097 ], [ %10134, %10132 ], [ %10131, %10125 ], [ %10124, %10118 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10136, ptr nonnull align 1 %10076, <16 x i1> %10079)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %11445

10137:                                            ; preds = %7769
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %29, i8 0, i64 448, i1 false)
  br i1 %4983, label %10138, label %10206

10138:                                            ; preds = %10137, %10152
  %10139 = phi i64 [ %10153, %10152 ], [ 0, %10137 ]
  %10140 = mul nsw i64 %10139, %14
  %10141 = sub i64 %10140, %16
  %10142 = add i64 %10141, %5378
  %10143 = icmp slt i64 %10142, 0
  %10144 = icmp sge i64 %10142, %6
  %10145 = or i1 %10143, %10144
  %10146 = select i1 %10145, i64 0, i64 %10142
  %10147 = mul nsw i64 %10146, %7
  %10148 = getelementptr inbounds float, ptr %5351, i64 %10147
  br i1 %4984, label %10149, label %10152

10149:                                            ; preds = %10138
  %10150 = mul nuw nsw i64 %10139, %11
  %10151 = getelementptr inbounds nuw float, ptr %5353, i64 %10150
  br label %10155

10152:                                            ; preds = %10164, %10138
  %10153 = add nuw nsw i64 %10139, 1
  %10154 = icmp eq i64 %10153, %10
  br i1 %10154, label %10204, label %10138

10155:                                            ; preds = %10149, %10164
  %10156 = phi i64 [ 0, %10149 ], [ %10165, %10164 ]
  %10157 = getelementptr inbounds nuw float, ptr %10151, i64 %10156
  %10158 = load float, ptr %10157, align 4
  %10159 = insertelement <16 x float> poison, float %10158, i64 0
  %10160 = shufflevector <16 x float> %10159, <16 x float> poison, <16 x i32> zeroinitializer
  %10161 = mul nsw i64 %10156, %15
  %10162 = sub i64 %10161, %17
  %10163 = getelementptr i16, ptr %4971, i64 %10156
  br label %10167

10164:                                            ; preds = %10193
  %10165 = add nuw nsw i64 %10156, 1
  %10166 = icmp eq i64 %10165, %11
  br i1 %10166, label %10152, label %10155

10167:                                            ; preds = %10155, %10193
  %10168 = phi i64 [ 0, %10155 ], [ %10202, %10193 ]
  %10169 = or disjoint i64 %7770, %10168
  %10170 = shl nsw i64 %10169, 4
  %10171 = add i64 %10162, %10170
  br i1 %4985, label %10176, label %10172

10172:                                            ; preds = %10167
  %10173 = mul nuw nsw i64 %10169, %11
  %10174 = getelementptr i16, ptr %10163, i64 %10173
  %10175 = load i16, ptr %10174, align 2
  br label %10193

10176:                                            ; preds = %10167
  %10177 = sub nsw i64 %9, %10170
  %10178 = icmp slt i64 %10171, 0
  %10179 = sub nsw i64 0, %10171
  %10180 = select i1 %10178, i64 %10179, i64 0
  %10181 = sub nsw i64 %7, %10171
  %10182 = call i64 @llvm.smin.i64(i64 %10181, i64 %10177)
  %10183 = call i64 @llvm.smin.i64(i64 %10182, i64 16)
  %10184 = icmp sgt i64 %10183, %10180
  %10185 = trunc i64 %10183 to i32
  %10186 = shl nsw i32 -1, %10185
  %10187 = xor i32 %10186, -1
  %10188 = trunc i64 %10180 to i32
  %10189 = shl nsw i32 -1, %10188
  %10190 = and i32 %10189, %10187
  %10191 = trunc i32 %10190 to i16
  %10192 = select i1 %10184, i16 %10191, i16 0
  br label %10193

10193:                                            ; preds = %10176, %10172
  %10194 = phi i16 [ %10175, %10172 ], [ %10192, %10176 ]
  %10195 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %10168
  %10196 = select i1 %10145, i16 0, i16 %10194
  %10197 = getelementptr inbounds float, ptr %10148, i64 %10171
  %10198 = bitcast i16 %10196 to <16 x i1>
  %10199 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10197, <16 x i1> %10198, <16 x float> zeroinitializer)
  %10200 = load <16 x float>, ptr %10195, align 64
  %10201 = call <16 x float> @llvm.fma.v16f32(<16 x float> %10199, <16 x float> %10160, <16 x float> %10200)
  store <16 x float> %10201, ptr %10195, align 64
  %10202 = add nuw nsw i64 %10168, 1
  %10203 = icmp eq i64 %10202, 7
  br i1 %10203, label %10164, label %10167

10204:                                            ; preds = %10152
  %10205 = load <16 x float>, ptr %29, align 64
  br label %10206

10206:                                            ; preds = %10204, %10137
  %10207 = phi <16 x float> [ %10205, %10204 ], [ zeroinitializer, %10137 ]
  %10208 = shl nsw i64 %7770, 4
  %10209 = sub nsw i64 %9, %10208
  %10210 = icmp sgt i64 %10209, 15
  %10211 = trunc i64 %10209 to i32
  %10212 = shl nsw i32 -1, %10211
  %10213 = trunc i32 %10212 to i16
  %10214 = xor i16 %10213, -1
  %10215 = select i1 %10210, i16 -1, i16 %10214
  br i1 %5375, label %10221, label %10216

10216:                                            ; preds = %10206
  %10217 = load float, ptr %5354, align 4
  %10218 = insertelement <16 x float> poison, float %10217, i64 0
  %10219 = shufflevector <16 x float> %10218, <16 x float> poison, <16 x i32> zeroinitializer
  %10220 = fadd <16 x float> %10207, %10219
  br label %10221

10221:                                            ; preds = %10216, %10206
  %10222 = phi <16 x float> [ %10220, %10216 ], [ %10207, %10206 ]
  %10223 = getelementptr inbounds nuw float, ptr %5361, i64 %10208
  %10224 = getelementptr inbounds nuw float, ptr %5366, i64 %10208
  %10225 = select i1 %5376, ptr null, ptr %10224
  %10226 = bitcast i16 %10215 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10227
    i64 2, label %10230
    i64 3, label %10237
    i64 0, label %10282
  ]

10227:                                            ; preds = %10221
  %10228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10225, <16 x i1> %10226, <16 x float> zeroinitializer)
  %10229 = fadd <16 x float> %10222, %10228
  br label %10244

10230:                                            ; preds = %10221
  %10231 = bitcast <16 x float> %10222 to <8 x i64>
  %10232 = or <8 x i64> %10231, %4987
  %10233 = fcmp oeq <16 x float> %10222, %50
  %10234 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10222, i32 4)
  %10235 = bitcast <8 x i64> %10232 to <16 x float>
  %10236 = select <16 x i1> %10233, <16 x float> %10235, <16 x float> %10234
  br label %10244

10237:                                            ; preds = %10221
  %10238 = bitcast <16 x float> %10222 to <8 x i64>
  %10239 = and <8 x i64> %10238, %4986
  %10240 = fcmp oeq <16 x float> %10222, %47
  %10241 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10222, i32 4)
  %10242 = bitcast <8 x i64> %10239 to <16 x float>
  %10243 = select <16 x i1> %10240, <16 x float> %10242, <16 x float> %10241
  br label %10244

10244:                                            ; preds = %10237, %10230, %10227
  %10245 = phi <16 x float> [ %10229, %10227 ], [ %10236, %10230 ], [ %10243, %10237 ]
  switch i64 %5037, label %532 [
    i64 1, label %10260
    i64 2, label %10253
    i64 3, label %10246
    i64 0, label %10282
  ]

10246:                                            ; preds = %10244
  %10247 = bitcast <16 x float> %10245 to <8 x i64>
  %10248 = and <8 x i64> %10247, %4986
  %10249 = fcmp oeq <16 x float> %10245, %47
  %10250 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10245, i32 4)
  %10251 = bitcast <8 x i64> %10248 to <16 x float>
  %10252 = select <16 x i1> %10249, <16 x float> %10251, <16 x float> %10250
  br label %10263

10253:                                            ; preds = %10244
  %10254 = bitcast <16 x float> %10245 to <8 x i64>
  %10255 = or <8 x i64> %10254, %4987
  %10256 = fcmp oeq <16 x float> %10245, %50
  %10257 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10245, i32 4)
  %10258 = bitcast <8 x i64> %10255 to <16 x float>
  %10259 = select <16 x i1> %10256, <16 x float> %10258, <16 x float> %10257
  br label %10263

10260:                                            ; preds = %10244
  %10261 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10225, <16 x i1> %10226, <16 x float> zeroinitializer)
  %10262 = fadd <16 x float> %10245, %10261
  br label %10263

10263:                                            ; preds = %10260, %10253, %10246
  %10264 = phi <16 x float> [ %10262, %10260 ], [ %10259, %10253 ], [ %10252, %10246 ]
  switch i64 %5039, label %532 [
    i64 1, label %10279
    i64 2, label %10272
    i64 3, label %10265
    i64 0, label %10282
  ]

10265:                                            ; preds = %10263
  %10266 = bitcast <16 x float> %10264 to <8 x i64>
  %10267 = and <8 x i64> %10266, %4986
  %10268 = fcmp oeq <16 x float> %10264, %47
  %10269 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10264, i32 4)
  %10270 = bitcast <8 x i64> %10267 to <16 x float>
  %10271 = select <16 x i1> %10268, <16 x float> %10270, <16 x float> %10269
  br label %10282

10272:                                            ; preds = %10263
  %10273 = bitcast <16 x float> %10264 to <8 x i64>
  %10274 = or <8 x i64> %10273, %4987
  %10275 = fcmp oeq <16 x float> %10264, %50
  %10276 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10264, i32 4)
  %10277 = bitcast <8 x i64> %10274 to <16 x float>
  %10278 = select <16 x i1> %10275, <16 x float> %10277, <16 x float> %10276
  br label %10282

10279:                                            ; preds = %10263
  %10280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10225, <16 x i1> %10226, <16 x float> zeroinitializer)
  %10281 = fadd <16 x float> %10264, %10280
  br label %10282

10282:                                            ; preds = %10265, %10272, %10279, %10263, %10244, %10221
  %10283 = phi <16 x float> [ %10264, %10263 ], [ %10222, %10221 ], [ %10245, %10244 ], [ %10281, %10279 ], [ %10278, %10272 ], [ %10271, %10265 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10283, ptr align 1 %10223, <16 x i1> %10226)
  %10284 = shl i64 %7770, 4
  %10285 = or disjoint i64 %10284, 16
  %10286 = sub nsw i64 %9, %10285
  %10287 = icmp sgt i64 %10286, 15
  %10288 = trunc i64 %10286 to i32
  %10289 = shl nsw i32 -1, %10288
  %10290 = trunc i32 %10289 to i16
  %10291 = xor i16 %10290, -1
  %10292 = select i1 %10287, i16 -1, i16 %10291
  %10293 = load <16 x float>, ptr %5040, align 64
  br i1 %5375, label %10299, label %10294

10294:                                            ; preds = %10282
  %10295 = load float, ptr %5354, align 4
  %10296 = insertelement <16 x float> poison, float %10295, i64 0
  %10297 = shufflevector <16 x float> %10296, <16 x float> poison, <16 x i32> zeroinitializer
  %10298 = fadd <16 x float> %10293, %10297
  br label %10299

10299:                                            ; preds = %10294, %10282
  %10300 = phi <16 x float> [ %10298, %10294 ], [ %10293, %10282 ]
  %10301 = getelementptr inbounds nuw float, ptr %5361, i64 %10285
  %10302 = getelementptr inbounds nuw float, ptr %5366, i64 %10285
  %10303 = select i1 %5376, ptr null, ptr %10302
  %10304 = bitcast i16 %10292 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10319
    i64 2, label %10312
    i64 3, label %10305
    i64 0, label %10360
  ]

10305:                                            ; preds = %10299
  %10306 = bitcast <16 x float> %10300 to <8 x i64>
  %10307 = and <8 x i64> %10306, %4986
  %10308 = fcmp oeq <16 x float> %10300, %47
  %10309 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10300, i32 4)
  %10310 = bitcast <8 x i64> %10307 to <16 x float>
  %10311 = select <16 x i1> %10308, <16 x float> %10310, <16 x float> %10309
  br label %10322

10312:                                            ; preds = %10299
  %10313 = bitcast <16 x float> %10300 to <8 x i64>
  %10314 = or <8 x i64> %10313, %4987
  %10315 = fcmp oeq <16 x float> %10300, %50
  %10316 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10300, i32 4)
  %10317 = bitcast <8 x i64> %10314 to <16 x float>
  %10318 = select <16 x i1> %10315, <16 x float> %10317, <16 x float> %10316
  br label %10322

10319:                                            ; preds = %10299
  %10320 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10303, <16 x i1> %10304, <16 x float> zeroinitializer)
  %10321 = fadd <16 x float> %10300, %10320
  br label %10322

10322:                                            ; preds = %10319, %10312, %10305
  %10323 = phi <16 x float> [ %10321, %10319 ], [ %10318, %10312 ], [ %10311, %10305 ]
  switch i64 %5042, label %532 [
    i64 1, label %10338
    i64 2, label %10331
    i64 3, label %10324
    i64 0, label %10360
  ]

10324:                                            ; preds = %10322
  %10325 = bitcast <16 x float> %10323 to <8 x i64>
  %10326 = and <8 x i64> %10325, %4986
  %10327 = fcmp oeq <16 x float> %10323, %47
  %10328 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10323, i32 4)
  %10329 = bitcast <8 x i64> %10326 to <16 x float>
  %10330 = select <16 x i1> %10327, <16 x float> %10329, <16 x float> %10328
  br label %10341

10331:                                            ; preds = %10322
  %10332 = bitcast <16 x float> %10323 to <8 x i64>
  %10333 = or <8 x i64> %10332, %4987
  %10334 = fcmp oeq <16 x float> %10323, %50
  %10335 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10323, i32 4)
  %10336 = bitcast <8 x i64> %10333 to <16 x float>
  %10337 = select <16 x i1> %10334, <16 x float> %10336, <16 x float> %10335
  br label %10341

10338:                                            ; preds = %10322
  %10339 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10303, <16 x i1> %10304, <16 x float> zeroinitializer)
  %10340 = fadd <16 x float> %10323, %10339
  br label %10341

10341:                                            ; preds = %10338, %10331, %10324
  %10342 = phi <16 x float> [ %10340, %10338 ], [ %10337, %10331 ], [ %10330, %10324 ]
  switch i64 %5044, label %532 [
    i64 1, label %10357
    i64 2, label %10350
    i64 3, label %10343
    i64 0, label %10360
  ]

10343:                                            ; preds = %10341
  %10344 = bitcast <16 x float> %10342 to <8 x i64>
  %10345 = and <8 x i64> %10344, %4986
  %10346 = fcmp oeq <16 x float> %10342, %47
  %10347 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10342, i32 4)
  %10348 = bitcast <8 x i64> %10345 to <16 x float>
  %10349 = select <16 x i1> %10346, <16 x float> %10348, <16 x float> %10347
  br label %10360

10350:                                            ; preds = %10341
  %10351 = bitcast <16 x float> %10342 to <8 x i64>
  %10352 = or <8 x i64> %10351, %4987
  %10353 = fcmp oeq <16 x float> %10342, %50
  %10354 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10342, i32 4)
  %10355 = bitcast <8 x i64> %10352 to <16 x float>
  %10356 = select <16 x i1> %10353, <16 x float> %10355, <16 x float> %10354
  br label %10360

10357:                                            ; preds = %10341
  %10358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10303, <16 x i1> %10304, <16 x float> zeroinitializer)
  %10359 = fadd <16 x float> %10342, %10358
  br label %10360

10360:                                            ; preds = %10343, %10350, %10357, %10341, %10322, %10299
  %10361 = phi <16 x float> [ %10342, %10341 ], [ %10300, %10299 ], [ %10323, %10322 ], [ %10359, %10357 ], [ %10356, %10350 ], [ %10349, %10343 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10361, ptr nonnull align 1 %10301, <16 x i1> %10304)
  %10362 = shl i64 %7770, 4
  %10363 = or disjoint i64 %10362, 32
  %10364 = sub nsw i64 %9, %10363
  %10365 = icmp sgt i64 %10364, 15
  %10366 = trunc i64 %10364 to i32
  %10367 = shl nsw i32 -1, %10366
  %10368 = trunc i32 %10367 to i16
  %10369 = xor i16 %10368, -1
  %10370 = select i1 %10365, i16 -1, i16 %10369
  %10371 = load <16 x float>, ptr %5045, align 64
  br i1 %5375, label %10377, label %10372

10372:                                            ; preds = %10360
  %10373 = load float, ptr %5354, align 4
  %10374 = insertelement <16 x float> poison, float %10373, i64 0
  %10375 = shufflevector <16 x float> %10374, <16 x float> poison, <16 x i32> zeroinitializer
  %10376 = fadd <16 x float> %10371, %10375
  br label %10377

10377:                                            ; preds = %10372, %10360
  %10378 = phi <16 x float> [ %10376, %10372 ], [ %10371, %10360 ]
  %10379 = getelementptr inbounds nuw float, ptr %5361, i64 %10363
  %10380 = getelementptr inbounds nuw float, ptr %5366, i64 %10363
  %10381 = select i1 %5376, ptr null, ptr %10380
  %10382 = bitcast i16 %10370 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10397
    i64 2, label %10390
    i64 3, label %10383
    i64 0, label %10438
  ]

10383:                                            ; preds = %10377
  %10384 = bitcast <16 x float> %10378 to <8 x i64>
  %10385 = and <8 x i64> %10384, %4986
  %10386 = fcmp oeq <16 x float> %10378, %47
  %10387 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10378, i32 4)
  %10388 = bitcast <8 x i64> %10385 to <16 x float>
  %10389 = select <16 x i1> %10386, <16 x float> %10388, <16 x float> %10387
  br label %10400

10390:                                            ; preds = %10377
  %10391 = bitcast <16 x float> %10378 to <8 x i64>
  %10392 = or <8 x i64> %10391, %4987
  %10393 = fcmp oeq <16 x float> %10378, %50
  %10394 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10378, i32 4)
  %10395 = bitcast <8 x i64> %10392 to <16 x float>
  %10396 = select <16 x i1> %10393, <16 x float> %10395, <16 x float> %10394
  br label %10400

10397:                                            ; preds = %10377
  %10398 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10381, <16 x i1> %10382, <16 x float> zeroinitializer)
  %10399 = fadd <16 x float> %10378, %10398
  br label %10400

10400:                                            ; preds = %10397, %10390, %10383
  %10401 = phi <16 x float> [ %10399, %10397 ], [ %10396, %10390 ], [ %10389, %10383 ]
  switch i64 %5047, label %532 [
    i64 1, label %10416
    i64 2, label %10409
    i64 3, label %10402
    i64 0, label %10438
  ]

10402:                                            ; preds = %10400
  %10403 = bitcast <16 x float> %10401 to <8 x i64>
  %10404 = and <8 x i64> %10403, %4986
  %10405 = fcmp oeq <16 x float> %10401, %47
  %10406 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10401, i32 4)
  %10407 = bitcast <8 x i64> %10404 to <16 x float>
  %10408 = select <16 x i1> %10405, <16 x float> %10407, <16 x float> %10406
  br label %10419

10409:                                            ; preds = %10400
  %10410 = bitcast <16 x float> %10401 to <8 x i64>
  %10411 = or <8 x i64> %10410, %4987
  %10412 = fcmp oeq <16 x float> %10401, %50
  %10413 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10401, i32 4)
  %10414 = bitcast <8 x i64> %10411 to <16 x float>
  %10415 = select <16 x i1> %10412, <16 x float> %10414, <16 x float> %10413
  br label %10419

10416:                                            ; preds = %10400
  %10417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10381, <16 x i1> %10382, <16 x float> zeroinitializer)
  %10418 = fadd <16 x float> %10401, %10417
  br label %10419

10419:                                            ; preds = %10416, %10409, %10402
  %10420 = phi <16 x float> [ %10418, %10416 ], [ %10415, %10409 ], [ %10408, %10402 ]
  switch i64 %5049, label %532 [
    i64 1, label %10435
    i64 2, label %10428
    i64 3, label %10421
    i64 0, label %10438
  ]

10421:                                            ; preds = %10419
  %10422 = bitcast <16 x float> %10420 to <8 x i64>
  %10423 = and <8 x i64> %10422, %4986
  %10424 = fcmp oeq <16 x float> %10420, %47
  %10425 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10420, i32 4)
  %10426 = bitcast <8 x i64> %10423 to <16 x float>
  %10427 = select <16 x i1> %10424, <16 x float> %10426, <16 x float> %10425
  br label %10438

10428:                                            ; preds = %10419
  %10429 = bitcast <16 x float> %10420 to <8 x i64>
  %10430 = or <8 x i64> %10429, %4987
  %10431 = fcmp oeq <16 x float> %10420, %50
  %10432 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10420, i32 4)
  %10433 = bitcast <8 x i64> %10430 to <16 x float>
  %10434 = select <16 x i1> %10431, <16 x float> %10433, <16 x float> %10432
  br label %10438

10435:                                            ; preds = %10419
  %10436 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10381, <16 x i1> %10382, <16 x float> zeroinitializer)
  %10437 = fadd <16 x float> %10420, %10436
  br label %10438

10438:                                            ; preds = %10421, %10428, %10435, %10419, %10400, %10377
  %10439 = phi <16 x float> [ %10420, %10419 ], [ %10378, %10377 ], [ %10401, %10400 ], [ %10437, %10435 ], [ %10434, %10428 ], [ %10427, %10421 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10439, ptr nonnull align 1 %10379, <16 x i1> %10382)
  %10440 = shl i64 %7770, 4
  %10441 = or disjoint i64 %10440, 48
  %10442 = sub nsw i64 %9, %10441
  %10443 = icmp sgt i64 %10442, 15
  %10444 = trunc i64 %10442 to i32
  %10445 = shl nsw i32 -1, %10444
  %10446 = trunc i32 %10445 to i16
  %10447 = xor i16 %10446, -1
  %10448 = select i1 %10443, i16 -1, i16 %10447
  %10449 = load <16 x float>, ptr %5050, align 64
  br i1 %5375, label %10455, label %10450

10450:                                            ; preds = %10438
  %10451 = load float, ptr %5354, align 4
  %10452 = insertelement <16 x float> poison, float %10451, i64 0
  %10453 = shufflevector <16 x float> %10452, <16 x float> poison, <16 x i32> zeroinitializer
  %10454 = fadd <16 x float> %10449, %10453
  br label %10455

10455:                                            ; preds = %10450, %10438
  %10456 = phi <16 x float> [ %10454, %10450 ], [ %10449, %10438 ]
  %10457 = getelementptr inbounds nuw float, ptr %5361, i64 %10441
  %10458 = getelementptr inbounds nuw float, ptr %5366, i64 %10441
  %10459 = select i1 %5376, ptr null, ptr %10458
  %10460 = bitcast i16 %10448 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10475
    i64 2, label %10468
    i64 3, label %10461
    i64 0, label %10516
  ]

10461:                                            ; preds = %10455
  %10462 = bitcast <16 x float> %10456 to <8 x i64>
  %10463 = and <8 x i64> %10462, %4986
  %10464 = fcmp oeq <16 x float> %10456, %47
  %10465 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10456, i32 4)
  %10466 = bitcast <8 x i64> %10463 to <16 x float>
  %10467 = select <16 x i1> %10464, <16 x float> %10466, <16 x float> %10465
  br label %10478

10468:                                            ; preds = %10455
  %10469 = bitcast <16 x float> %10456 to <8 x i64>
  %10470 = or <8 x i64> %10469, %4987
  %10471 = fcmp oeq <16 x float> %10456, %50
  %10472 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10456, i32 4)
  %10473 = bitcast <8 x i64> %10470 to <16 x float>
  %10474 = select <16 x i1> %10471, <16 x float> %10473, <16 x float> %10472
  br label %10478

10475:                                            ; preds = %10455
  %10476 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10459, <16 x i1> %10460, <16 x float> zeroinitializer)
  %10477 = fadd <16 x float> %10456, %10476
  br label %10478

10478:                                            ; preds = %10475, %10468, %10461
  %10479 = phi <16 x float> [ %10477, %10475 ], [ %10474, %10468 ], [ %10467, %10461 ]
  switch i64 %5052, label %532 [
    i64 1, label %10494
    i64 2, label %10487
    i64 3, label %10480
    i64 0, label %10516
  ]

10480:                                            ; preds = %10478
  %10481 = bitcast <16 x float> %10479 to <8 x i64>
  %10482 = and <8 x i64> %10481, %4986
  %10483 = fcmp oeq <16 x float> %10479, %47
  %10484 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10479, i32 4)
  %10485 = bitcast <8 x i64> %10482 to <16 x float>
  %10486 = select <16 x i1> %10483, <16 x float> %10485, <16 x float> %10484
  br label %10497

10487:                                            ; preds = %10478
  %10488 = bitcast <16 x float> %10479 to <8 x i64>
  %10489 = or <8 x i64> %10488, %4987
  %10490 = fcmp oeq <16 x float> %10479, %50
  %10491 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10479, i32 4)
  %10492 = bitcast <8 x i64> %10489 to <16 x float>
  %10493 = select <16 x i1> %10490, <16 x float> %10492, <16 x float> %10491
  br label %10497

10494:                                            ; preds = %10478
  %10495 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10459, <16 x i1> %10460, <16 x float> zeroinitializer)
  %10496 = fadd <16 x float> %10479, %10495
  br label %10497

10497:                                            ; preds = %10494, %10487, %10480
  %10498 = phi <16 x float> [ %10496, %10494 ], [ %10493, %10487 ], [ %10486, %10480 ]
  switch i64 %5054, label %532 [
    i64 1, label %10513
    i64 2, label %10506
    i64 3, label %10499
    i64 0, label %10516
  ]

10499:                                            ; preds = %10497
  %10500 = bitcast <16 x float> %10498 to <8 x i64>
  %10501 = and <8 x i64> %10500, %4986
  %10502 = fcmp oeq <16 x float> %10498, %47
  %10503 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10498, i32 4)
  %10504 = bitcast <8 x i64> %10501 to <16 x float>
  %10505 = select <16 x i1> %10502, <16 x float> %10504, <16 x float> %10503
  br label %10516

10506:                                            ; preds = %10497
  %10507 = bitcast <16 x float> %10498 to <8 x i64>
  %10508 = or <8 x i64> %10507, %4987
  %10509 = fcmp oeq <16 x float> %10498, %50
  %10510 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10498, i32 4)
  %10511 = bitcast <8 x i64> %10508 to <16 x float>
  %10512 = select <16 x i1> %10509, <16 x float> %10511, <16 x float> %10510
  br label %10516

10513:                                            ; preds = %10497
  %10514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10459, <16 x i1> %10460, <16 x float> zeroinitializer)
  %10515 = fadd <16 x float> %10498, %10514
  br label %10516

10516:                                            ; preds = %10499, %10506, %10513, %10497, %10478, %10455
  %10517 = phi <16 x float> [ %10498, %10497 ], [ %10456, %10455 ], [ %10479, %10478 ], [ %10515, %10513 ], [ %10512, %10506 ], [ %10505, %10499 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10517, ptr nonnull align 1 %10457, <16 x i1> %10460)
  %10518 = shl i64 %7770, 4
  %10519 = or disjoint i64 %10518, 64
  %10520 = sub nsw i64 %9, %10519
  %10521 = icmp sgt i64 %10520, 15
  %10522 = trunc i64 %10520 to i32
  %10523 = shl nsw i32 -1, %10522
  %10524 = trunc i32 %10523 to i16
  %10525 = xor i16 %10524, -1
  %10526 = select i1 %10521, i16 -1, i16 %10525
  %10527 = load <16 x float>, ptr %5055, align 64
  br i1 %5375, label %10533, label %10528

10528:                                            ; preds = %10516
  %10529 = load float, ptr %5354, align 4
  %10530 = insertelement <16 x float> poison, float %10529, i64 0
  %10531 = shufflevector <16 x float> %10530, <16 x float> poison, <16 x i32> zeroinitializer
  %10532 = fadd <16 x float> %10527, %10531
  br label %10533

10533:                                            ; preds = %10528, %10516
  %10534 = phi <16 x float> [ %10532, %10528 ], [ %10527, %10516 ]
  %10535 = getelementptr inbounds nuw float, ptr %5361, i64 %10519
  %10536 = getelementptr inbounds nuw float, ptr %5366, i64 %10519
  %10537 = select i1 %5376, ptr null, ptr %10536
  %10538 = bitcast i16 %10526 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10553
    i64 2, label %10546
    i64 3, label %10539
    i64 0, label %10594
  ]

10539:                                            ; preds = %10533
  %10540 = bitcast <16 x float> %10534 to <8 x i64>
  %10541 = and <8 x i64> %10540, %4986
  %10542 = fcmp oeq <16 x float> %10534, %47
  %10543 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10534, i32 4)
  %10544 = bitcast <8 x i64> %10541 to <16 x float>
  %10545 = select <16 x i1> %10542, <16 x float> %10544, <16 x float> %10543
  br label %10556

10546:                                            ; preds = %10533
  %10547 = bitcast <16 x float> %10534 to <8 x i64>
  %10548 = or <8 x i64> %10547, %4987
  %10549 = fcmp oeq <16 x float> %10534, %50
  %10550 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10534, i32 4)
  %10551 = bitcast <8 x i64> %10548 to <16 x float>
  %10552 = select <16 x i1> %10549, <16 x float> %10551, <16 x float> %10550
  br label %10556

10553:                                            ; preds = %10533
  %10554 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10537, <16 x i1> %10538, <16 x float> zeroinitializer)
  %10555 = fadd <16 x float> %10534, %10554
  br label %10556

10556:                                            ; preds = %10553, %10546, %10539
  %10557 = phi <16 x float> [ %10555, %10553 ], [ %10552, %10546 ], [ %10545, %10539 ]
  switch i64 %5057, label %532 [
    i64 1, label %10572
    i64 2, label %10565
    i64 3, label %10558
    i64 0, label %10594
  ]

10558:                                            ; preds = %10556
  %10559 = bitcast <16 x float> %10557 to <8 x i64>
  %10560 = and <8 x i64> %10559, %4986
  %10561 = fcmp oeq <16 x float> %10557, %47
  %10562 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10557, i32 4)
  %10563 = bitcast <8 x i64> %10560 to <16 x float>
  %10564 = select <16 x i1> %10561, <16 x float> %10563, <16 x float> %10562
  br label %10575

10565:                                            ; preds = %10556
  %10566 = bitcast <16 x float> %10557 to <8 x i64>
  %10567 = or <8 x i64> %10566, %4987
  %10568 = fcmp oeq <16 x float> %10557, %50
  %10569 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10557, i32 4)
  %10570 = bitcast <8 x i64> %10567 to <16 x float>
  %10571 = select <16 x i1> %10568, <16 x float> %10570, <16 x float> %10569
  br label %10575

10572:                                            ; preds = %10556
  %10573 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10537, <16 x i1> %10538, <16 x float> zeroinitializer)
  %10574 = fadd <16 x float> %10557, %10573
  br label %10575

10575:                                            ; preds = %10572, %10565, %10558
  %10576 = phi <16 x float> [ %10574, %10572 ], [ %10571, %10565 ], [ %10564, %10558 ]
  switch i64 %5059, label %532 [
    i64 1, label %10591
    i64 2, label %10584
    i64 3, label %10577
    i64 0, label %10594
  ]

10577:                                            ; preds = %10575
  %10578 = bitcast <16 x float> %10576 to <8 x i64>
  %10579 = and <8 x i64> %10578, %4986
  %10580 = fcmp oeq <16 x float> %10576, %47
  %10581 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10576, i32 4)
  %10582 = bitcast <8 x i64> %10579 to <16 x float>
  %10583 = select <16 x i1> %10580, <16 x float> %10582, <16 x float> %10581
  br label %10594

10584:                                            ; preds = %10575
  %10585 = bitcast <16 x float> %10576 to <8 x i64>
  %10586 = or <8 x i64> %10585, %4987
  %10587 = fcmp oeq <16 x float> %10576, %50
  %10588 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10576, i32 4)
  %10589 = bitcast <8 x i64> %10586 to <16 x float>
  %10590 = select <16 x i1> %10587, <16 x float> %10589, <16 x float> %10588
  br label %10594

10591:                                            ; preds = %10575
  %10592 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10537, <16 x i1> %10538, <16 x float> zeroinitializer)
  %10593 = fadd <16 x float> %10576, %10592
  br label %10594

10594:                                            ; preds = %10577, %10584, %10591, %10575, %10556, %10533
  %10595 = phi <16 x float> [ %10576, %10575 ], [ %10534, %10533 ], [ %10557, %10556 ], [ %10593, %10591 ], [ %10590, %10584 ], [ %10583, %10577 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10595, ptr nonnull align 1 %10535, <16 x i1> %10538)
  %10596 = shl i64 %7770, 4
  %10597 = or disjoint i64 %10596, 80
  %10598 = sub nsw i64 %9, %10597
  %10599 = icmp sgt i64 %10598, 15
  %10600 = trunc i64 %10598 to i32
  %10601 = shl nsw i32 -1, %10600
  %10602 = trunc i32 %10601 to i16
  %10603 = xor i16 %10602, -1
  %10604 = select i1 %10599, i16 -1, i16 %10603
  %10605 = load <16 x float>, ptr %5060, align 64
  br i1 %5375, label %10611, label %10606

10606:                                            ; preds = %10594
  %10607 = load float, ptr %5354, align 4
  %10608 = insertelement <16 x float> poison, float %10607, i64 0
  %10609 = shufflevector <16 x float> %10608, <16 x float> poison, <16 x i32> zeroinitializer
  %10610 = fadd <16 x float> %10605, %10609
  br label %10611

10611:                                            ; preds = %10606, %10594
  %10612 = phi <16 x float> [ %10610, %10606 ], [ %10605, %10594 ]
  %10613 = getelementptr inbounds nuw float, ptr %5361, i64 %10597
  %10614 = getelementptr inbounds nuw float, ptr %5366, i64 %10597
  %10615 = select i1 %5376, ptr null, ptr %10614
  %10616 = bitcast i16 %10604 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10631
    i64 2, label %10624
    i64 3, label %10617
    i64 0, label %10672
  ]

10617:                                            ; preds = %10611
  %10618 = bitcast <16 x float> %10612 to <8 x i64>
  %10619 = and <8 x i64> %10618, %4986
  %10620 = fcmp oeq <16 x float> %10612, %47
  %10621 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10612, i32 4)
  %10622 = bitcast <8 x i64> %10619 to <16 x float>
  %10623 = select <16 x i1> %10620, <16 x float> %10622, <16 x float> %10621
  br label %10634

10624:                                            ; preds = %10611
  %10625 = bitcast <16 x float> %10612 to <8 x i64>
  %10626 = or <8 x i64> %10625, %4987
  %10627 = fcmp oeq <16 x float> %10612, %50
  %10628 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10612, i32 4)
  %10629 = bitcast <8 x i64> %10626 to <16 x float>
  %10630 = select <16 x i1> %10627, <16 x float> %10629, <16 x float> %10628
  br label %10634

10631:                                            ; preds = %10611
  %10632 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10615, <16 x i1> %10616, <16 x float> zeroinitializer)
  %10633 = fadd <16 x float> %10612, %10632
  br label %10634

10634:                                            ; preds = %10631, %10624, %10617
  %10635 = phi <16 x float> [ %10633, %10631 ], [ %10630, %10624 ], [ %10623, %10617 ]
  switch i64 %5062, label %532 [
    i64 1, label %10650
    i64 2, label %10643
    i64 3, label %10636
    i64 0, label %10672
  ]

10636:                                            ; preds = %10634
  %10637 = bitcast <16 x float> %10635 to <8 x i64>
  %10638 = and <8 x i64> %10637, %4986
  %10639 = fcmp oeq <16 x float> %10635, %47
  %10640 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10635, i32 4)
  %10641 = bitcast <8 x i64> %10638 to <16 x float>
  %10642 = select <16 x i1> %10639, <16 x float> %10641, <16 x float> %10640
  br label %10653

10643:                                            ; preds = %10634
  %10644 = bitcast <16 x float> %10635 to <8 x i64>
  %10645 = or <8 x i64> %10644, %4987
  %10646 = fcmp oeq <16 x float> %10635, %50
  %10647 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10635, i32 4)
  %10648 = bitcast <8 x i64> %10645 to <16 x float>
  %10649 = select <16 x i1> %10646, <16 x float> %10648, <16 x float> %10647
  br label %10653

10650:                                            ; preds = %10634
  %10651 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10615, <16 x i1> %10616, <16 x float> zeroinitializer)
  %10652 = fadd <16 x float> %10635, %10651
  br label %10653

10653:                                            ; preds = %10650, %10643, %10636
  %10654 = phi <16 x float> [ %10652, %10650 ], [ %10649, %10643 ], [ %10642, %10636 ]
  switch i64 %5064, label %532 [
    i64 1, label %10669
    i64 2, label %10662
    i64 3, label %10655
    i64 0, label %10672
  ]

10655:                                            ; preds = %10653
  %10656 = bitcast <16 x float> %10654 to <8 x i64>
  %10657 = and <8 x i64> %10656, %4986
  %10658 = fcmp oeq <16 x float> %10654, %47
  %10659 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10654, i32 4)
  %10660 = bitcast <8 x i64> %10657 to <16 x float>
  %10661 = select <16 x i1> %10658, <16 x float> %10660, <16 x float> %10659
  br label %10672

10662:                                            ; preds = %10653
  %10663 = bitcast <16 x float> %10654 to <8 x i64>
  %10664 = or <8 x i64> %10663, %4987
  %10665 = fcmp oeq <16 x float> %10654, %50
  %10666 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10654, i32 4)
  %10667 = bitcast <8 x i64> %10664 to <16 x float>
  %10668 = select <16 x i1> %10665, <16 x float> %10667, <16 x float> %10666
  br label %10672

10669:                                            ; preds = %10653
  %10670 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10615, <16 x i1> %10616, <16 x float> zeroinitializer)
  %10671 = fadd <16 x float> %10654, %10670
  br label %10672

10672:                                            ; preds = %10655, %10662, %10669, %10653, %10634, %10611
  %10673 = phi <16 x float> [ %10654, %10653 ], [ %10612, %10611 ], [ %10635, %10634 ], [ %10671, %10669 ], [ %10668, %10662 ], [ %10661, %10655 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10673, ptr nonnull align 1 %10613, <16 x i1> %10616)
  %10674 = shl i64 %7770, 4
  %10675 = or disjoint i64 %10674, 96
  %10676 = sub nsw i64 %9, %10675
  %10677 = icmp sgt i64 %10676, 15
  %10678 = trunc i64 %10676 to i32
  %10679 = shl nsw i32 -1, %10678
  %10680 = trunc i32 %10679 to i16
  %10681 = xor i16 %10680, -1
  %10682 = select i1 %10677, i16 -1, i16 %10681
  %10683 = load <16 x float>, ptr %5065, align 64
  br i1 %5375, label %10689, label %10684

10684:                                            ; preds = %10672
  %10685 = load float, ptr %5354, align 4
  %10686 = insertelement <16 x float> poison, float %10685, i64 0
  %10687 = shufflevector <16 x float> %10686, <16 x float> poison, <16 x i32> zeroinitializer
  %10688 = fadd <16 x float> %10683, %10687
  br label %10689

10689:                                            ; preds = %10684, %10672
  %10690 = phi <16 x float> [ %10688, %10684 ], [ %10683, %10672 ]
  %10691 = getelementptr inbounds nuw float, ptr %5361, i64 %10675
  %10692 = getelementptr inbounds nuw float, ptr %5366, i64 %10675
  %10693 = select i1 %5376, ptr null, ptr %10692
  %10694 = bitcast i16 %10682 to <16 x i1>
  switch i64 %5035, label %532 [
    i64 1, label %10709
    i64 2, label %10702
    i64 3, label %10695
    i64 0, label %10750
  ]

10695:                                            ; preds = %10689
  %10696 = bitcast <16 x float> %10690 to <8 x i64>
  %10697 = and <8 x i64> %10696, %4986
  %10698 = fcmp oeq <16 x float> %10690, %47
  %10699 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10690, i32 4)
  %10700 = bitcast <8 x i64> %10697 to <16 x float>
  %10701 = select <16 x i1> %10698, <16 x float> %10700, <16 x float> %10699
  br label %10712

10702:                                            ; preds = %10689
  %10703 = bitcast <16 x float> %10690 to <8 x i64>
  %10704 = or <8 x i64> %10703, %4987
  %10705 = fcmp oeq <16 x float> %10690, %50
  %10706 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10690, i32 4)
  %10707 = bitcast <8 x i64> %10704 to <16 x float>
  %10708 = select <16 x i1> %10705, <16 x float> %10707, <16 x float> %10706
  br label %10712

10709:                                            ; preds = %10689
  %10710 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10693, <16 x i1> %10694, <16 x float> zeroinitializer)
  %10711 = fadd <16 x float> %10690, %10710
  br label %10712

10712:                                            ; preds = %10709, %10702, %10695
  %10713 = phi <16 x float> [ %10711, %10709 ], [ %10708, %10702 ], [ %10701, %10695 ]
  switch i64 %5067, label %532 [
    i64 1, label %10728
    i64 2, label %10721
    i64 3, label %10714
    i64 0, label %10750
  ]

10714:                                            ; preds = %10712
  %10715 = bitcast <16 x float> %10713 to <8 x i64>
  %10716 = and <8 x i64> %10715, %4986
  %10717 = fcmp oeq <16 x float> %10713, %47
  %10718 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10713, i32 4)
  %10719 = bitcast <8 x i64> %10716 to <16 x float>
  %10720 = select <16 x i1> %10717, <16 x float> %10719, <16 x float> %10718
  br label %10731

10721:                                            ; preds = %10712
  %10722 = bitcast <16 x float> %10713 to <8 x i64>
  %10723 = or <8 x i64> %10722, %4987
  %10724 = fcmp oeq <16 x float> %10713, %50
  %10725 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10713, i32 4)
  %10726 = bitcast <8 x i64> %10723 to <16 x float>
  %10727 = select <16 x i1> %10724, <16 x float> %10726, <16 x float> %10725
  br label %10731

10728:                                            ; preds = %10712
  %10729 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10693, <16 x i1> %10694, <16 x float> zeroinitializer)
  %10730 = fadd <16 x float> %10713, %10729
  br label %10731

10731:                                            ; preds = %10728, %10721, %10714
  %10732 = phi <16 x float> [ %10730, %10728 ], [ %10727, %10721 ], [ %10720, %10714 ]
  switch i64 %5069, label %532 [
    i64 1, label %10747
    i64 2, label %10740
    i64 3, label %10733
    i64 0, label %10750
  ]

10733:                                            ; preds = %10731
  %10734 = bitcast <16 x float> %10732 to <8 x i64>
  %10735 = and <8 x i64> %10734, %4986
  %10736 = fcmp oeq <16 x float> %10732, %47
  %10737 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10732, i32 4)
  %10738 = bitcast <8 x i64> %10735 to <16 x float>
  %10739 = select <16 x i1> %10736, <16 x float> %10738, <16 x float> %10737
  br label %10750

10740:                                            ; preds = %10731
  %10741 = bitcast <16 x float> %10732 to <8 x i64>
  %10742 = or <8 x i64> %10741, %4987
  %10743 = fcmp oeq <16 x float> %10732, %50
  %10744 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10732, i32 4)
  %10745 = bitcast <8 x i64> %10742 to <16 x float>
  %10746 = select <16 x i1> %10743, <16 x float> %10745, <16 x float> %10744
  br label %10750

10747:                                            ; preds = %10731
  %10748 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10693, <16 x i1> %10694, <16 x float> zeroinitializer)
  %10749 = fadd <16 x float> %10732, %10748
  br label %10750

10750:                                            ; preds = %10733, %10740, %10747, %10731, %10712, %10689
  %10751 = phi <16 x float> [ %10732, %10731 ], [ %10690, %10689 ], [ %10713, %10712 ], [ %10749, %10747 ], [ %10746, %10740 ], [ %10739, %10733 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10751, ptr nonnull align 1 %10691, <16 x i1> %10694)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %11445

10752:                                            ; preds = %7769
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %30, i8 0, i64 512, i1 false)
  br i1 %4983, label %10753, label %10821

10753:                                            ; preds = %10752, %10767
  %10754 = phi i64 [ %10768, %10767 ], [ 0, %10752 ]
  %10755 = mul nsw i64 %10754, %14
  %10756 = sub i64 %10755, %16
  %10757 = add i64 %10756, %5377
  %10758 = icmp slt i64 %10757, 0
  %10759 = icmp sge i64 %10757, %6
  %10760 = or i1 %10758, %10759
  %10761 = select i1 %10760, i64 0, i64 %10757
  %10762 = mul nsw i64 %10761, %7
  %10763 = getelementptr inbounds float, ptr %5351, i64 %10762
  br i1 %4984, label %10764, label %10767

10764:                                            ; preds = %10753
  %10765 = mul nuw nsw i64 %10754, %11
  %10766 = getelementptr inbounds nuw float, ptr %5353, i64 %10765
  br label %10770

10767:                                            ; preds = %10779, %10753
  %10768 = add nuw nsw i64 %10754, 1
  %10769 = icmp eq i64 %10768, %10
  br i1 %10769, label %10819, label %10753

10770:                                            ; preds = %10764, %10779
  %10771 = phi i64 [ 0, %10764 ], [ %10780, %10779 ]
  %10772 = getelementptr inbounds nuw float, ptr %10766, i64 %10771
  %10773 = load float, ptr %10772, align 4
  %10774 = insertelement <16 x float> poison, float %10773, i64 0
  %10775 = shufflevector <16 x float> %10774, <16 x float> poison, <16 x i32> zeroinitializer
  %10776 = mul nsw i64 %10771, %15
  %10777 = sub i64 %10776, %17
  %10778 = getelementptr i16, ptr %4971, i64 %10771
  br label %10782

10779:                                            ; preds = %10808
  %10780 = add nuw nsw i64 %10771, 1
  %10781 = icmp eq i64 %10780, %11
  br i1 %10781, label %10767, label %10770

10782:                                            ; preds = %10770, %10808
  %10783 = phi i64 [ 0, %10770 ], [ %10817, %10808 ]
  %10784 = or disjoint i64 %7770, %10783
  %10785 = shl nsw i64 %10784, 4
  %10786 = add i64 %10777, %10785
  br i1 %4985, label %10791, label %10787

10787:                                            ; preds = %10782
  %10788 = mul nuw nsw i64 %10784, %11
  %10789 = getelementptr i16, ptr %10778, i64 %10788
  %10790 = load i16, ptr %10789, align 2
  br label %10808

10791:                                            ; preds = %10782
  %10792 = sub nsw i64 %9, %10785
  %10793 = icmp slt i64 %10786, 0
  %10794 = sub nsw i64 0, %10786
  %10795 = select i1 %10793, i64 %10794, i64 0
  %10796 = sub nsw i64 %7, %10786
  %10797 = call i64 @llvm.smin.i64(i64 %10796, i64 %10792)
  %10798 = call i64 @llvm.smin.i64(i64 %10797, i64 16)
  %10799 = icmp sgt i64 %10798, %10795
  %10800 = trunc i64 %10798 to i32
  %10801 = shl nsw i32 -1, %10800
  %10802 = xor i32 %10801, -1
  %10803 = trunc i64 %10795 to i32
  %10804 = shl nsw i32 -1, %10803
  %10805 = and i32 %10804, %10802
  %10806 = trunc i32 %10805 to i16
  %10807 = select i1 %10799, i16 %10806, i16 0
  br label %10808

10808:                                            ; preds = %10791, %10787
  %10809 = phi i16 [ %10790, %10787 ], [ %10807, %10791 ]
  %10810 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %10783
  %10811 = select i1 %10760, i16 0, i16 %10809
  %10812 = getelementptr inbounds float, ptr %10763, i64 %10786
  %10813 = bitcast i16 %10811 to <16 x i1>
  %10814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10812, <16 x i1> %10813, <16 x float> zeroinitializer)
  %10815 = load <16 x float>, ptr %10810, align 64
  %10816 = call <16 x float> @llvm.fma.v16f32(<16 x float> %10814, <16 x float> %10775, <16 x float> %10815)
  store <16 x float> %10816, ptr %10810, align 64
  %10817 = add nuw nsw i64 %10783, 1
  %10818 = icmp eq i64 %10817, 8
  br i1 %10818, label %10779, label %10782

10819:                                            ; preds = %10767
  %10820 = load <16 x float>, ptr %30, align 64
  br label %10821

10821:                                            ; preds = %10819, %10752
  %10822 = phi <16 x float> [ %10820, %10819 ], [ zeroinitializer, %10752 ]
  %10823 = shl nsw i64 %7770, 4
  %10824 = sub nsw i64 %9, %10823
  %10825 = icmp sgt i64 %10824, 15
  %10826 = trunc i64 %10824 to i32
  %10827 = shl nsw i32 -1, %10826
  %10828 = trunc i32 %10827 to i16
  %10829 = xor i16 %10828, -1
  %10830 = select i1 %10825, i16 -1, i16 %10829
  br i1 %5375, label %10836, label %10831

10831:                                            ; preds = %10821
  %10832 = load float, ptr %5354, align 4
  %10833 = insertelement <16 x float> poison, float %10832, i64 0
  %10834 = shufflevector <16 x float> %10833, <16 x float> poison, <16 x i32> zeroinitializer
  %10835 = fadd <16 x float> %10822, %10834
  br label %10836

10836:                                            ; preds = %10831, %10821
  %10837 = phi <16 x float> [ %10835, %10831 ], [ %10822, %10821 ]
  %10838 = getelementptr inbounds nuw float, ptr %5361, i64 %10823
  %10839 = getelementptr inbounds nuw float, ptr %5366, i64 %10823
  %10840 = select i1 %5376, ptr null, ptr %10839
  %10841 = bitcast i16 %10830 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %10842
    i64 2, label %10845
    i64 3, label %10852
    i64 0, label %10897
  ]

10842:                                            ; preds = %10836
  %10843 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10840, <16 x i1> %10841, <16 x float> zeroinitializer)
  %10844 = fadd <16 x float> %10837, %10843
  br label %10859

10845:                                            ; preds = %10836
  %10846 = bitcast <16 x float> %10837 to <8 x i64>
  %10847 = or <8 x i64> %10846, %4987
  %10848 = fcmp oeq <16 x float> %10837, %50
  %10849 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10837, i32 4)
  %10850 = bitcast <8 x i64> %10847 to <16 x float>
  %10851 = select <16 x i1> %10848, <16 x float> %10850, <16 x float> %10849
  br label %10859

10852:                                            ; preds = %10836
  %10853 = bitcast <16 x float> %10837 to <8 x i64>
  %10854 = and <8 x i64> %10853, %4986
  %10855 = fcmp oeq <16 x float> %10837, %47
  %10856 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10837, i32 4)
  %10857 = bitcast <8 x i64> %10854 to <16 x float>
  %10858 = select <16 x i1> %10855, <16 x float> %10857, <16 x float> %10856
  br label %10859

10859:                                            ; preds = %10852, %10845, %10842
  %10860 = phi <16 x float> [ %10844, %10842 ], [ %10851, %10845 ], [ %10858, %10852 ]
  switch i64 %4997, label %532 [
    i64 1, label %10875
    i64 2, label %10868
    i64 3, label %10861
    i64 0, label %10897
  ]

10861:                                            ; preds = %10859
  %10862 = bitcast <16 x float> %10860 to <8 x i64>
  %10863 = and <8 x i64> %10862, %4986
  %10864 = fcmp oeq <16 x float> %10860, %47
  %10865 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10860, i32 4)
  %10866 = bitcast <8 x i64> %10863 to <16 x float>
  %10867 = select <16 x i1> %10864, <16 x float> %10866, <16 x float> %10865
  br label %10878

10868:                                            ; preds = %10859
  %10869 = bitcast <16 x float> %10860 to <8 x i64>
  %10870 = or <8 x i64> %10869, %4987
  %10871 = fcmp oeq <16 x float> %10860, %50
  %10872 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10860, i32 4)
  %10873 = bitcast <8 x i64> %10870 to <16 x float>
  %10874 = select <16 x i1> %10871, <16 x float> %10873, <16 x float> %10872
  br label %10878

10875:                                            ; preds = %10859
  %10876 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10840, <16 x i1> %10841, <16 x float> zeroinitializer)
  %10877 = fadd <16 x float> %10860, %10876
  br label %10878

10878:                                            ; preds = %10875, %10868, %10861
  %10879 = phi <16 x float> [ %10877, %10875 ], [ %10874, %10868 ], [ %10867, %10861 ]
  switch i64 %4999, label %532 [
    i64 1, label %10894
    i64 2, label %10887
    i64 3, label %10880
    i64 0, label %10897
  ]

10880:                                            ; preds = %10878
  %10881 = bitcast <16 x float> %10879 to <8 x i64>
  %10882 = and <8 x i64> %10881, %4986
  %10883 = fcmp oeq <16 x float> %10879, %47
  %10884 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10879, i32 4)
  %10885 = bitcast <8 x i64> %10882 to <16 x float>
  %10886 = select <16 x i1> %10883, <16 x float> %10885, <16 x float> %10884
  br label %10897

10887:                                            ; preds = %10878
  %10888 = bitcast <16 x float> %10879 to <8 x i64>
  %10889 = or <8 x i64> %10888, %4987
  %10890 = fcmp oeq <16 x float> %10879, %50
  %10891 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10879, i32 4)
  %10892 = bitcast <8 x i64> %10889 to <16 x float>
  %10893 = select <16 x i1> %10890, <16 x float> %10892, <16 x float> %10891
  br label %10897

10894:                                            ; preds = %10878
  %10895 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10840, <16 x i1> %10841, <16 x float> zeroinitializer)
  %10896 = fadd <16 x float> %10879, %10895
  br label %10897

10897:                                            ; preds = %10880, %10887, %10894, %10878, %10859, %10836
  %10898 = phi <16 x float> [ %10879, %10878 ], [ %10837, %10836 ], [ %10860, %10859 ], [ %10896, %10894 ], [ %10893, %10887 ], [ %10886, %10880 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10898, ptr align 1 %10838, <16 x i1> %10841)
  %10899 = shl i64 %7770, 4
  %10900 = or disjoint i64 %10899, 16
  %10901 = sub nsw i64 %9, %10900
  %10902 = icmp sgt i64 %10901, 15
  %10903 = trunc i64 %10901 to i32
  %10904 = shl nsw i32 -1, %10903
  %10905 = trunc i32 %10904 to i16
  %10906 = xor i16 %10905, -1
  %10907 = select i1 %10902, i16 -1, i16 %10906
  %10908 = load <16 x float>, ptr %5000, align 64
  br i1 %5375, label %10914, label %10909

10909:                                            ; preds = %10897
  %10910 = load float, ptr %5354, align 4
  %10911 = insertelement <16 x float> poison, float %10910, i64 0
  %10912 = shufflevector <16 x float> %10911, <16 x float> poison, <16 x i32> zeroinitializer
  %10913 = fadd <16 x float> %10908, %10912
  br label %10914

10914:                                            ; preds = %10909, %10897
  %10915 = phi <16 x float> [ %10913, %10909 ], [ %10908, %10897 ]
  %10916 = getelementptr inbounds nuw float, ptr %5361, i64 %10900
  %10917 = getelementptr inbounds nuw float, ptr %5366, i64 %10900
  %10918 = select i1 %5376, ptr null, ptr %10917
  %10919 = bitcast i16 %10907 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %10934
    i64 2, label %10927
    i64 3, label %10920
    i64 0, label %10975
  ]

10920:                                            ; preds = %10914
  %10921 = bitcast <16 x float> %10915 to <8 x i64>
  %10922 = and <8 x i64> %10921, %4986
  %10923 = fcmp oeq <16 x float> %10915, %47
  %10924 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10915, i32 4)
  %10925 = bitcast <8 x i64> %10922 to <16 x float>
  %10926 = select <16 x i1> %10923, <16 x float> %10925, <16 x float> %10924
  br label %10937

10927:                                            ; preds = %10914
  %10928 = bitcast <16 x float> %10915 to <8 x i64>
  %10929 = or <8 x i64> %10928, %4987
  %10930 = fcmp oeq <16 x float> %10915, %50
  %10931 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10915, i32 4)
  %10932 = bitcast <8 x i64> %10929 to <16 x float>
  %10933 = select <16 x i1> %10930, <16 x float> %10932, <16 x float> %10931
  br label %10937

10934:                                            ; preds = %10914
  %10935 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10918, <16 x i1> %10919, <16 x float> zeroinitializer)
  %10936 = fadd <16 x float> %10915, %10935
  br label %10937

10937:                                            ; preds = %10934, %10927, %10920
  %10938 = phi <16 x float> [ %10936, %10934 ], [ %10933, %10927 ], [ %10926, %10920 ]
  switch i64 %5002, label %532 [
    i64 1, label %10953
    i64 2, label %10946
    i64 3, label %10939
    i64 0, label %10975
  ]

10939:                                            ; preds = %10937
  %10940 = bitcast <16 x float> %10938 to <8 x i64>
  %10941 = and <8 x i64> %10940, %4986
  %10942 = fcmp oeq <16 x float> %10938, %47
  %10943 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10938, i32 4)
  %10944 = bitcast <8 x i64> %10941 to <16 x float>
  %10945 = select <16 x i1> %10942, <16 x float> %10944, <16 x float> %10943
  br label %10956

10946:                                            ; preds = %10937
  %10947 = bitcast <16 x float> %10938 to <8 x i64>
  %10948 = or <8 x i64> %10947, %4987
  %10949 = fcmp oeq <16 x float> %10938, %50
  %10950 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10938, i32 4)
  %10951 = bitcast <8 x i64> %10948 to <16 x float>
  %10952 = select <16 x i1> %10949, <16 x float> %10951, <16 x float> %10950
  br label %10956

10953:                                            ; preds = %10937
  %10954 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10918, <16 x i1> %10919, <16 x float> zeroinitializer)
  %10955 = fadd <16 x float> %10938, %10954
  br label %10956

10956:                                            ; preds = %10953, %10946, %10939
  %10957 = phi <16 x float> [ %10955, %10953 ], [ %10952, %10946 ], [ %10945, %10939 ]
  switch i64 %5004, label %532 [
    i64 1, label %10972
    i64 2, label %10965
    i64 3, label %10958
    i64 0, label %10975
  ]

10958:                                            ; preds = %10956
  %10959 = bitcast <16 x float> %10957 to <8 x i64>
  %10960 = and <8 x i64> %10959, %4986
  %10961 = fcmp oeq <16 x float> %10957, %47
  %10962 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10957, i32 4)
  %10963 = bitcast <8 x i64> %10960 to <16 x float>
  %10964 = select <16 x i1> %10961, <16 x float> %10963, <16 x float> %10962
  br label %10975

10965:                                            ; preds = %10956
  %10966 = bitcast <16 x float> %10957 to <8 x i64>
  %10967 = or <8 x i64> %10966, %4987
  %10968 = fcmp oeq <16 x float> %10957, %50
  %10969 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10957, i32 4)
  %10970 = bitcast <8 x i64> %10967 to <16 x float>
  %10971 = select <16 x i1> %10968, <16 x float> %10970, <16 x float> %10969
  br label %10975

10972:                                            ; preds = %10956
  %10973 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10918, <16 x i1> %10919, <16 x float> zeroinitializer)
  %10974 = fadd <16 x float> %10957, %10973
  br label %10975

10975:                                            ; preds = %10958, %10965, %10972, %10956, %10937, %10914
  %10976 = phi <16 x float> [ %10957, %10956 ], [ %10915, %10914 ], [ %10938, %10937 ], [ %10974, %10972 ], [ %10971, %10965 ], [ %10964, %10958 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %10976, ptr nonnull align 1 %10916, <16 x i1> %10919)
  %10977 = shl i64 %7770, 4
  %10978 = or disjoint i64 %10977, 32
  %10979 = sub nsw i64 %9, %10978
  %10980 = icmp sgt i64 %10979, 15
  %10981 = trunc i64 %10979 to i32
  %10982 = shl nsw i32 -1, %10981
  %10983 = trunc i32 %10982 to i16
  %10984 = xor i16 %10983, -1
  %10985 = select i1 %10980, i16 -1, i16 %10984
  %10986 = load <16 x float>, ptr %5005, align 64
  br i1 %5375, label %10992, label %10987

10987:                                            ; preds = %10975
  %10988 = load float, ptr %5354, align 4
  %10989 = insertelement <16 x float> poison, float %10988, i64 0
  %10990 = shufflevector <16 x float> %10989, <16 x float> poison, <16 x i32> zeroinitializer
  %10991 = fadd <16 x float> %10986, %10990
  br label %10992

10992:                                            ; preds = %10987, %10975
  %10993 = phi <16 x float> [ %10991, %10987 ], [ %10986, %10975 ]
  %10994 = getelementptr inbounds nuw float, ptr %5361, i64 %10978
  %10995 = getelementptr inbounds nuw float, ptr %5366, i64 %10978
  %10996 = select i1 %5376, ptr null, ptr %10995
  %10997 = bitcast i16 %10985 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11012
    i64 2, label %11005
    i64 3, label %10998
    i64 0, label %11053
  ]

10998:                                            ; preds = %10992
  %10999 = bitcast <16 x float> %10993 to <8 x i64>
  %11000 = and <8 x i64> %10999, %4986
  %11001 = fcmp oeq <16 x float> %10993, %47
  %11002 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %10993, i32 4)
  %11003 = bitcast <8 x i64> %11000 to <16 x float>
  %11004 = select <16 x i1> %11001, <16 x float> %11003, <16 x float> %11002
  br label %11015

11005:                                            ; preds = %10992
  %11006 = bitcast <16 x float> %10993 to <8 x i64>
  %11007 = or <8 x i64> %11006, %4987
  %11008 = fcmp oeq <16 x float> %10993, %50
  %11009 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %10993, i32 4)
  %11010 = bitcast <8 x i64> %11007 to <16 x float>
  %11011 = select <16 x i1> %11008, <16 x float> %11010, <16 x float> %11009
  br label %11015

11012:                                            ; preds = %10992
  %11013 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10996, <16 x i1> %10997, <16 x float> zeroinitializer)
  %11014 = fadd <16 x float> %10993, %11013
  br label %11015

11015:                                            ; preds = %11012, %11005, %10998
  %11016 = phi <16 x float> [ %11014, %11012 ], [ %11011, %11005 ], [ %11004, %10998 ]
  switch i64 %5007, label %532 [
    i64 1, label %11031
    i64 2, label %11024
    i64 3, label %11017
    i64 0, label %11053
  ]

11017:                                            ; preds = %11015
  %11018 = bitcast <16 x float> %11016 to <8 x i64>
  %11019 = and <8 x i64> %11018, %4986
  %11020 = fcmp oeq <16 x float> %11016, %47
  %11021 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11016, i32 4)
  %11022 = bitcast <8 x i64> %11019 to <16 x float>
  %11023 = select <16 x i1> %11020, <16 x float> %11022, <16 x float> %11021
  br label %11034

11024:                                            ; preds = %11015
  %11025 = bitcast <16 x float> %11016 to <8 x i64>
  %11026 = or <8 x i64> %11025, %4987
  %11027 = fcmp oeq <16 x float> %11016, %50
  %11028 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11016, i32 4)
  %11029 = bitcast <8 x i64> %11026 to <16 x float>
  %11030 = select <16 x i1> %11027, <16 x float> %11029, <16 x float> %11028
  br label %11034

11031:                                            ; preds = %11015
  %11032 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10996, <16 x i1> %10997, <16 x float> zeroinitializer)
  %11033 = fadd <16 x float> %11016, %11032
  br label %11034

11034:                                            ; preds = %11031, %11024, %11017
  %11035 = phi <16 x float> [ %11033, %11031 ], [ %11030, %11024 ], [ %11023, %11017 ]
  switch i64 %5009, label %532 [
    i64 1, label %11050
    i64 2, label %11043
    i64 3, label %11036
    i64 0, label %11053
  ]

11036:                                            ; preds = %11034
  %11037 = bitcast <16 x float> %11035 to <8 x i64>
  %11038 = and <8 x i64> %11037, %4986
  %11039 = fcmp oeq <16 x float> %11035, %47
  %11040 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11035, i32 4)
  %11041 = bitcast <8 x i64> %11038 to <16 x float>
  %11042 = select <16 x i1> %11039, <16 x float> %11041, <16 x float> %11040
  br label %11053

11043:                                            ; preds = %11034
  %11044 = bitcast <16 x float> %11035 to <8 x i64>
  %11045 = or <8 x i64> %11044, %4987
  %11046 = fcmp oeq <16 x float> %11035, %50
  %11047 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11035, i32 4)
  %11048 = bitcast <8 x i64> %11045 to <16 x float>
  %11049 = select <16 x i1> %11046, <16 x float> %11048, <16 x float> %11047
  br label %11053

11050:                                            ; preds = %11034
  %11051 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10996, <16 x i1> %10997, <16 x float> zeroinitializer)
  %11052 = fadd <16 x float> %11035, %11051
  br label %11053

11053:                                            ; preds = %11036, %11043, %11050, %11034, %11015, %10992
  %11054 = phi <16 x float> [ %11035, %11034 ], [ %10993, %10992 ], [ %11016, %11015 ], [ %11052, %11050 ], [ %11049, %11043 ], [ %11042, %11036 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11054, ptr nonnull align 1 %10994, <16 x i1> %10997)
  %11055 = shl i64 %7770, 4
  %11056 = or disjoint i64 %11055, 48
  %11057 = sub nsw i64 %9, %11056
  %11058 = icmp sgt i64 %11057, 15
  %11059 = trunc i64 %11057 to i32
  %11060 = shl nsw i32 -1, %11059
  %11061 = trunc i32 %11060 to i16
  %11062 = xor i16 %11061, -1
  %11063 = select i1 %11058, i16 -1, i16 %11062
  %11064 = load <16 x float>, ptr %5010, align 64
  br i1 %5375, label %11070, label %11065

11065:                                            ; preds = %11053
  %11066 = load float, ptr %5354, align 4
  %11067 = insertelement <16 x float> poison, float %11066, i64 0
  %11068 = shufflevector <16 x float> %11067, <16 x float> poison, <16 x i32> zeroinitializer
  %11069 = fadd <16 x float> %11064, %11068
  br label %11070

11070:                                            ; preds = %11065, %11053
  %11071 = phi <16 x float> [ %11069, %11065 ], [ %11064, %11053 ]
  %11072 = getelementptr inbounds nuw float, ptr %5361, i64 %11056
  %11073 = getelementptr inbounds nuw float, ptr %5366, i64 %11056
  %11074 = select i1 %5376, ptr null, ptr %11073
  %11075 = bitcast i16 %11063 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11090
    i64 2, label %11083
    i64 3, label %11076
    i64 0, label %11131
  ]

11076:                                            ; preds = %11070
  %11077 = bitcast <16 x float> %11071 to <8 x i64>
  %11078 = and <8 x i64> %11077, %4986
  %11079 = fcmp oeq <16 x float> %11071, %47
  %11080 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11071, i32 4)
  %11081 = bitcast <8 x i64> %11078 to <16 x float>
  %11082 = select <16 x i1> %11079, <16 x float> %11081, <16 x float> %11080
  br label %11093

11083:                                            ; preds = %11070
  %11084 = bitcast <16 x float> %11071 to <8 x i64>
  %11085 = or <8 x i64> %11084, %4987
  %11086 = fcmp oeq <16 x float> %11071, %50
  %11087 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11071, i32 4)
  %11088 = bitcast <8 x i64> %11085 to <16 x float>
  %11089 = select <16 x i1> %11086, <16 x float> %11088, <16 x float> %11087
  br label %11093

11090:                                            ; preds = %11070
  %11091 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11074, <16 x i1> %11075, <16 x float> zeroinitializer)
  %11092 = fadd <16 x float> %11071, %11091
  br label %11093

11093:                                            ; preds = %11090, %11083, %11076
  %11094 = phi <16 x float> [ %11092, %11090 ], [ %11089, %11083 ], [ %11082, %11076 ]
  switch i64 %5012, label %532 [
    i64 1, label %11109
    i64 2, label %11102
    i64 3, label %11095
    i64 0, label %11131
  ]

11095:                                            ; preds = %11093
  %11096 = bitcast <16 x float> %11094 to <8 x i64>
  %11097 = and <8 x i64> %11096, %4986
  %11098 = fcmp oeq <16 x float> %11094, %47
  %11099 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11094, i32 4)
  %11100 = bitcast <8 x i64> %11097 to <16 x float>
  %11101 = select <16 x i1> %11098, <16 x float> %11100, <16 x float> %11099
  br label %11112

11102:                                            ; preds = %11093
  %11103 = bitcast <16 x float> %11094 to <8 x i64>
  %11104 = or <8 x i64> %11103, %4987
  %11105 = fcmp oeq <16 x float> %11094, %50
  %11106 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11094, i32 4)
  %11107 = bitcast <8 x i64> %11104 to <16 x float>
  %11108 = select <16 x i1> %11105, <16 x float> %11107, <16 x float> %11106
  br label %11112

11109:                                            ; preds = %11093
  %11110 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11074, <16 x i1> %11075, <16 x float> zeroinitializer)
  %11111 = fadd <16 x float> %11094, %11110
  br label %11112

11112:                                            ; preds = %11109, %11102, %11095
  %11113 = phi <16 x float> [ %11111, %11109 ], [ %11108, %11102 ], [ %11101, %11095 ]
  switch i64 %5014, label %532 [
    i64 1, label %11128
    i64 2, label %11121
    i64 3, label %11114
    i64 0, label %11131
  ]

11114:                                            ; preds = %11112
  %11115 = bitcast <16 x float> %11113 to <8 x i64>
  %11116 = and <8 x i64> %11115, %4986
  %11117 = fcmp oeq <16 x float> %11113, %47
  %11118 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11113, i32 4)
  %11119 = bitcast <8 x i64> %11116 to <16 x float>
  %11120 = select <16 x i1> %11117, <16 x float> %11119, <16 x float> %11118
  br label %11131

11121:                                            ; preds = %11112
  %11122 = bitcast <16 x float> %11113 to <8 x i64>
  %11123 = or <8 x i64> %11122, %4987
  %11124 = fcmp oeq <16 x float> %11113, %50
  %11125 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11113, i32 4)
  %11126 = bitcast <8 x i64> %11123 to <16 x float>
  %11127 = select <16 x i1> %11124, <16 x float> %11126, <16 x float> %11125
  br label %11131

11128:                                            ; preds = %11112
  %11129 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11074, <16 x i1> %11075, <16 x float> zeroinitializer)
  %11130 = fadd <16 x float> %11113, %11129
  br label %11131

11131:                                            ; preds = %11114, %11121, %11128, %11112, %11093, %11070
  %11132 = phi <16 x float> [ %11113, %11112 ], [ %11071, %11070 ], [ %11094, %11093 ], [ %11130, %11128 ], [ %11127, %11121 ], [ %11120, %11114 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11132, ptr nonnull align 1 %11072, <16 x i1> %11075)
  %11133 = shl i64 %7770, 4
  %11134 = or disjoint i64 %11133, 64
  %11135 = sub nsw i64 %9, %11134
  %11136 = icmp sgt i64 %11135, 15
  %11137 = trunc i64 %11135 to i32
  %11138 = shl nsw i32 -1, %11137
  %11139 = trunc i32 %11138 to i16
  %11140 = xor i16 %11139, -1
  %11141 = select i1 %11136, i16 -1, i16 %11140
  %11142 = load <16 x float>, ptr %5015, align 64
  br i1 %5375, label %11148, label %11143

11143:                                            ; preds = %11131
  %11144 = load float, ptr %5354, align 4
  %11145 = insertelement <16 x float> poison, float %11144, i64 0
  %11146 = shufflevector <16 x float> %11145, <16 x float> poison, <16 x i32> zeroinitializer
  %11147 = fadd <16 x float> %11142, %11146
  br label %11148

11148:                                            ; preds = %11143, %11131
  %11149 = phi <16 x float> [ %11147, %11143 ], [ %11142, %11131 ]
  %11150 = getelementptr inbounds nuw float, ptr %5361, i64 %11134
  %11151 = getelementptr inbounds nuw float, ptr %5366, i64 %11134
  %11152 = select i1 %5376, ptr null, ptr %11151
  %11153 = bitcast i16 %11141 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11168
    i64 2, label %11161
    i64 3, label %11154
    i64 0, label %11209
  ]

11154:                                            ; preds = %11148
  %11155 = bitcast <16 x float> %11149 to <8 x i64>
  %11156 = and <8 x i64> %11155, %4986
  %11157 = fcmp oeq <16 x float> %11149, %47
  %11158 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11149, i32 4)
  %11159 = bitcast <8 x i64> %11156 to <16 x float>
  %11160 = select <16 x i1> %11157, <16 x float> %11159, <16 x float> %11158
  br label %11171

11161:                                            ; preds = %11148
  %11162 = bitcast <16 x float> %11149 to <8 x i64>
  %11163 = or <8 x i64> %11162, %4987
  %11164 = fcmp oeq <16 x float> %11149, %50
  %11165 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11149, i32 4)
  %11166 = bitcast <8 x i64> %11163 to <16 x float>
  %11167 = select <16 x i1> %11164, <16 x float> %11166, <16 x float> %11165
  br label %11171

11168:                                            ; preds = %11148
  %11169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11152, <16 x i1> %11153, <16 x float> zeroinitializer)
  %11170 = fadd <16 x float> %11149, %11169
  br label %11171

11171:                                            ; preds = %11168, %11161, %11154
  %11172 = phi <16 x float> [ %11170, %11168 ], [ %11167, %11161 ], [ %11160, %11154 ]
  switch i64 %5017, label %532 [
    i64 1, label %11187
    i64 2, label %11180
    i64 3, label %11173
    i64 0, label %11209
  ]

11173:                                            ; preds = %11171
  %11174 = bitcast <16 x float> %11172 to <8 x i64>
  %11175 = and <8 x i64> %11174, %4986
  %11176 = fcmp oeq <16 x float> %11172, %47
  %11177 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11172, i32 4)
  %11178 = bitcast <8 x i64> %11175 to <16 x float>
  %11179 = select <16 x i1> %11176, <16 x float> %11178, <16 x float> %11177
  br label %11190

11180:                                            ; preds = %11171
  %11181 = bitcast <16 x float> %11172 to <8 x i64>
  %11182 = or <8 x i64> %11181, %4987
  %11183 = fcmp oeq <16 x float> %11172, %50
  %11184 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11172, i32 4)
  %11185 = bitcast <8 x i64> %11182 to <16 x float>
  %11186 = select <16 x i1> %11183, <16 x float> %11185, <16 x float> %11184
  br label %11190

11187:                                            ; preds = %11171
  %11188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11152, <16 x i1> %11153, <16 x float> zeroinitializer)
  %11189 = fadd <16 x float> %11172, %11188
  br label %11190

11190:                                            ; preds = %11187, %11180, %11173
  %11191 = phi <16 x float> [ %11189, %11187 ], [ %11186, %11180 ], [ %11179, %11173 ]
  switch i64 %5019, label %532 [
    i64 1, label %11206
    i64 2, label %11199
    i64 3, label %11192
    i64 0, label %11209
  ]

11192:                                            ; preds = %11190
  %11193 = bitcast <16 x float> %11191 to <8 x i64>
  %11194 = and <8 x i64> %11193, %4986
  %11195 = fcmp oeq <16 x float> %11191, %47
  %11196 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11191, i32 4)
  %11197 = bitcast <8 x i64> %11194 to <16 x float>
  %11198 = select <16 x i1> %11195, <16 x float> %11197, <16 x float> %11196
  br label %11209

11199:                                            ; preds = %11190
  %11200 = bitcast <16 x float> %11191 to <8 x i64>
  %11201 = or <8 x i64> %11200, %4987
  %11202 = fcmp oeq <16 x float> %11191, %50
  %11203 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11191, i32 4)
  %11204 = bitcast <8 x i64> %11201 to <16 x float>
  %11205 = select <16 x i1> %11202, <16 x float> %11204, <16 x float> %11203
  br label %11209

11206:                                            ; preds = %11190
  %11207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11152, <16 x i1> %11153, <16 x float> zeroinitializer)
  %11208 = fadd <16 x float> %11191, %11207
  br label %11209

11209:                                            ; preds = %11192, %11199, %11206, %11190, %11171, %11148
  %11210 = phi <16 x float> [ %11191, %11190 ], [ %11149, %11148 ], [ %11172, %11171 ], [ %11208, %11206 ], [ %11205, %11199 ], [ %11198, %11192 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11210, ptr nonnull align 1 %11150, <16 x i1> %11153)
  %11211 = shl i64 %7770, 4
  %11212 = or disjoint i64 %11211, 80
  %11213 = sub nsw i64 %9, %11212
  %11214 = icmp sgt i64 %11213, 15
  %11215 = trunc i64 %11213 to i32
  %11216 = shl nsw i32 -1, %11215
  %11217 = trunc i32 %11216 to i16
  %11218 = xor i16 %11217, -1
  %11219 = select i1 %11214, i16 -1, i16 %11218
  %11220 = load <16 x float>, ptr %5020, align 64
  br i1 %5375, label %11226, label %11221

11221:                                            ; preds = %11209
  %11222 = load float, ptr %5354, align 4
  %11223 = insertelement <16 x float> poison, float %11222, i64 0
  %11224 = shufflevector <16 x float> %11223, <16 x float> poison, <16 x i32> zeroinitializer
  %11225 = fadd <16 x float> %11220, %11224
  br label %11226

11226:                                            ; preds = %11221, %11209
  %11227 = phi <16 x float> [ %11225, %11221 ], [ %11220, %11209 ]
  %11228 = getelementptr inbounds nuw float, ptr %5361, i64 %11212
  %11229 = getelementptr inbounds nuw float, ptr %5366, i64 %11212
  %11230 = select i1 %5376, ptr null, ptr %11229
  %11231 = bitcast i16 %11219 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11246
    i64 2, label %11239
    i64 3, label %11232
    i64 0, label %11287
  ]

11232:                                            ; preds = %11226
  %11233 = bitcast <16 x float> %11227 to <8 x i64>
  %11234 = and <8 x i64> %11233, %4986
  %11235 = fcmp oeq <16 x float> %11227, %47
  %11236 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11227, i32 4)
  %11237 = bitcast <8 x i64> %11234 to <16 x float>
  %11238 = select <16 x i1> %11235, <16 x float> %11237, <16 x float> %11236
  br label %11249

11239:                                            ; preds = %11226
  %11240 = bitcast <16 x float> %11227 to <8 x i64>
  %11241 = or <8 x i64> %11240, %4987
  %11242 = fcmp oeq <16 x float> %11227, %50
  %11243 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11227, i32 4)
  %11244 = bitcast <8 x i64> %11241 to <16 x float>
  %11245 = select <16 x i1> %11242, <16 x float> %11244, <16 x float> %11243
  br label %11249

11246:                                            ; preds = %11226
  %11247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11230, <16 x i1> %11231, <16 x float> zeroinitializer)
  %11248 = fadd <16 x float> %11227, %11247
  br label %11249

11249:                                            ; preds = %11246, %11239, %11232
  %11250 = phi <16 x float> [ %11248, %11246 ], [ %11245, %11239 ], [ %11238, %11232 ]
  switch i64 %5022, label %532 [
    i64 1, label %11265
    i64 2, label %11258
    i64 3, label %11251
    i64 0, label %11287
  ]

11251:                                            ; preds = %11249
  %11252 = bitcast <16 x float> %11250 to <8 x i64>
  %11253 = and <8 x i64> %11252, %4986
  %11254 = fcmp oeq <16 x float> %11250, %47
  %11255 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11250, i32 4)
  %11256 = bitcast <8 x i64> %11253 to <16 x float>
  %11257 = select <16 x i1> %11254, <16 x float> %11256, <16 x float> %11255
  br label %11268

11258:                                            ; preds = %11249
  %11259 = bitcast <16 x float> %11250 to <8 x i64>
  %11260 = or <8 x i64> %11259, %4987
  %11261 = fcmp oeq <16 x float> %11250, %50
  %11262 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11250, i32 4)
  %11263 = bitcast <8 x i64> %11260 to <16 x float>
  %11264 = select <16 x i1> %11261, <16 x float> %11263, <16 x float> %11262
  br label %11268

11265:                                            ; preds = %11249
  %11266 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11230, <16 x i1> %11231, <16 x float> zeroinitializer)
  %11267 = fadd <16 x float> %11250, %11266
  br label %11268

11268:                                            ; preds = %11265, %11258, %11251
  %11269 = phi <16 x float> [ %11267, %11265 ], [ %11264, %11258 ], [ %11257, %11251 ]
  switch i64 %5024, label %532 [
    i64 1, label %11284
    i64 2, label %11277
    i64 3, label %11270
    i64 0, label %11287
  ]

11270:                                            ; preds = %11268
  %11271 = bitcast <16 x float> %11269 to <8 x i64>
  %11272 = and <8 x i64> %11271, %4986
  %11273 = fcmp oeq <16 x float> %11269, %47
  %11274 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11269, i32 4)
  %11275 = bitcast <8 x i64> %11272 to <16 x float>
  %11276 = select <16 x i1> %11273, <16 x float> %11275, <16 x float> %11274
  br label %11287

11277:                                            ; preds = %11268
  %11278 = bitcast <16 x float> %11269 to <8 x i64>
  %11279 = or <8 x i64> %11278, %4987
  %11280 = fcmp oeq <16 x float> %11269, %50
  %11281 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11269, i32 4)
  %11282 = bitcast <8 x i64> %11279 to <16 x float>
  %11283 = select <16 x i1> %11280, <16 x float> %11282, <16 x float> %11281
  br label %11287

11284:                                            ; preds = %11268
  %11285 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11230, <16 x i1> %11231, <16 x float> zeroinitializer)
  %11286 = fadd <16 x float> %11269, %11285
  br label %11287

11287:                                            ; preds = %11270, %11277, %11284, %11268, %11249, %11226
  %11288 = phi <16 x float> [ %11269, %11268 ], [ %11227, %11226 ], [ %11250, %11249 ], [ %11286, %11284 ], [ %11283, %11277 ], [ %11276, %11270 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11288, ptr nonnull align 1 %11228, <16 x i1> %11231)
  %11289 = shl i64 %7770, 4
  %11290 = or disjoint i64 %11289, 96
  %11291 = sub nsw i64 %9, %11290
  %11292 = icmp sgt i64 %11291, 15
  %11293 = trunc i64 %11291 to i32
  %11294 = shl nsw i32 -1, %11293
  %11295 = trunc i32 %11294 to i16
  %11296 = xor i16 %11295, -1
  %11297 = select i1 %11292, i16 -1, i16 %11296
  %11298 = load <16 x float>, ptr %5025, align 64
  br i1 %5375, label %11304, label %11299

11299:                                            ; preds = %11287
  %11300 = load float, ptr %5354, align 4
  %11301 = insertelement <16 x float> poison, float %11300, i64 0
  %11302 = shufflevector <16 x float> %11301, <16 x float> poison, <16 x i32> zeroinitializer
  %11303 = fadd <16 x float> %11298, %11302
  br label %11304

11304:                                            ; preds = %11299, %11287
  %11305 = phi <16 x float> [ %11303, %11299 ], [ %11298, %11287 ]
  %11306 = getelementptr inbounds nuw float, ptr %5361, i64 %11290
  %11307 = getelementptr inbounds nuw float, ptr %5366, i64 %11290
  %11308 = select i1 %5376, ptr null, ptr %11307
  %11309 = bitcast i16 %11297 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11324
    i64 2, label %11317
    i64 3, label %11310
    i64 0, label %11365
  ]

11310:                                            ; preds = %11304
  %11311 = bitcast <16 x float> %11305 to <8 x i64>
  %11312 = and <8 x i64> %11311, %4986
  %11313 = fcmp oeq <16 x float> %11305, %47
  %11314 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11305, i32 4)
  %11315 = bitcast <8 x i64> %11312 to <16 x float>
  %11316 = select <16 x i1> %11313, <16 x float> %11315, <16 x float> %11314
  br label %11327

11317:                                            ; preds = %11304
  %11318 = bitcast <16 x float> %11305 to <8 x i64>
  %11319 = or <8 x i64> %11318, %4987
  %11320 = fcmp oeq <16 x float> %11305, %50
  %11321 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11305, i32 4)
  %11322 = bitcast <8 x i64> %11319 to <16 x float>
  %11323 = select <16 x i1> %11320, <16 x float> %11322, <16 x float> %11321
  br label %11327

11324:                                            ; preds = %11304
  %11325 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11308, <16 x i1> %11309, <16 x float> zeroinitializer)
  %11326 = fadd <16 x float> %11305, %11325
  br label %11327

11327:                                            ; preds = %11324, %11317, %11310
  %11328 = phi <16 x float> [ %11326, %11324 ], [ %11323, %11317 ], [ %11316, %11310 ]
  switch i64 %5027, label %532 [
    i64 1, label %11343
    i64 2, label %11336
    i64 3, label %11329
    i64 0, label %11365
  ]

11329:                                            ; preds = %11327
  %11330 = bitcast <16 x float> %11328 to <8 x i64>
  %11331 = and <8 x i64> %11330, %4986
  %11332 = fcmp oeq <16 x float> %11328, %47
  %11333 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11328, i32 4)
  %11334 = bitcast <8 x i64> %11331 to <16 x float>
  %11335 = select <16 x i1> %11332, <16 x float> %11334, <16 x float> %11333
  br label %11346

11336:                                            ; preds = %11327
  %11337 = bitcast <16 x float> %11328 to <8 x i64>
  %11338 = or <8 x i64> %11337, %4987
  %11339 = fcmp oeq <16 x float> %11328, %50
  %11340 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11328, i32 4)
  %11341 = bitcast <8 x i64> %11338 to <16 x float>
  %11342 = select <16 x i1> %11339, <16 x float> %11341, <16 x float> %11340
  br label %11346

11343:                                            ; preds = %11327
  %11344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11308, <16 x i1> %11309, <16 x float> zeroinitializer)
  %11345 = fadd <16 x float> %11328, %11344
  br label %11346

11346:                                            ; preds = %11343, %11336, %11329
  %11347 = phi <16 x float> [ %11345, %11343 ], [ %11342, %11336 ], [ %11335, %11329 ]
  switch i64 %5029, label %532 [
    i64 1, label %11362
    i64 2, label %11355
    i64 3, label %11348
    i64 0, label %11365
  ]

11348:                                            ; preds = %11346
  %11349 = bitcast <16 x float> %11347 to <8 x i64>
  %11350 = and <8 x i64> %11349, %4986
  %11351 = fcmp oeq <16 x float> %11347, %47
  %11352 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11347, i32 4)
  %11353 = bitcast <8 x i64> %11350 to <16 x float>
  %11354 = select <16 x i1> %11351, <16 x float> %11353, <16 x float> %11352
  br label %11365

11355:                                            ; preds = %11346
  %11356 = bitcast <16 x float> %11347 to <8 x i64>
  %11357 = or <8 x i64> %11356, %4987
  %11358 = fcmp oeq <16 x float> %11347, %50
  %11359 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11347, i32 4)
  %11360 = bitcast <8 x i64> %11357 to <16 x float>
  %11361 = select <16 x i1> %11358, <16 x float> %11360, <16 x float> %11359
  br label %11365

11362:                                            ; preds = %11346
  %11363 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11308, <16 x i1> %11309, <16 x float> zeroinitializer)
  %11364 = fadd <16 x float> %11347, %11363
  br label %11365

11365:                                            ; preds = %11348, %11355, %11362, %11346, %11327, %11304
  %11366 = phi <16 x float> [ %11347, %11346 ], [ %11305, %11304 ], [ %11328, %11327 ], [ %11364, %11362 ], [ %11361, %11355 ], [ %11354, %11348 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11366, ptr nonnull align 1 %11306, <16 x i1> %11309)
  %11367 = shl i64 %7770, 4
  %11368 = or disjoint i64 %11367, 112
  %11369 = sub nsw i64 %9, %11368
  %11370 = icmp sgt i64 %11369, 15
  %11371 = trunc i64 %11369 to i32
  %11372 = shl nsw i32 -1, %11371
  %11373 = trunc i32 %11372 to i16
  %11374 = xor i16 %11373, -1
  %11375 = select i1 %11370, i16 -1, i16 %11374
  %11376 = load <16 x float>, ptr %5030, align 64
  br i1 %5375, label %11382, label %11377

11377:                                            ; preds = %11365
  %11378 = load float, ptr %5354, align 4
  %11379 = insertelement <16 x float> poison, float %11378, i64 0
  %11380 = shufflevector <16 x float> %11379, <16 x float> poison, <16 x i32> zeroinitializer
  %11381 = fadd <16 x float> %11376, %11380
  br label %11382

11382:                                            ; preds = %11377, %11365
  %11383 = phi <16 x float> [ %11381, %11377 ], [ %11376, %11365 ]
  %11384 = getelementptr inbounds nuw float, ptr %5361, i64 %11368
  %11385 = getelementptr inbounds nuw float, ptr %5366, i64 %11368
  %11386 = select i1 %5376, ptr null, ptr %11385
  %11387 = bitcast i16 %11375 to <16 x i1>
  switch i64 %4995, label %532 [
    i64 1, label %11402
    i64 2, label %11395
    i64 3, label %11388
    i64 0, label %11443
  ]

11388:                                            ; preds = %11382
  %11389 = bitcast <16 x float> %11383 to <8 x i64>
  %11390 = and <8 x i64> %11389, %4986
  %11391 = fcmp oeq <16 x float> %11383, %47
  %11392 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11383, i32 4)
  %11393 = bitcast <8 x i64> %11390 to <16 x float>
  %11394 = select <16 x i1> %11391, <16 x float> %11393, <16 x float> %11392
  br label %11405

11395:                                            ; preds = %11382
  %11396 = bitcast <16 x float> %11383 to <8 x i64>
  %11397 = or <8 x i64> %11396, %4987
  %11398 = fcmp oeq <16 x float> %11383, %50
  %11399 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11383, i32 4)
  %11400 = bitcast <8 x i64> %11397 to <16 x float>
  %11401 = select <16 x i1> %11398, <16 x float> %11400, <16 x float> %11399
  br label %11405

11402:                                            ; preds = %11382
  %11403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11386, <16 x i1> %11387, <16 x float> zeroinitializer)
  %11404 = fadd <16 x float> %11383, %11403
  br label %11405

11405:                                            ; preds = %11402, %11395, %11388
  %11406 = phi <16 x float> [ %11404, %11402 ], [ %11401, %11395 ], [ %11394, %11388 ]
  switch i64 %5032, label %532 [
    i64 1, label %11421
    i64 2, label %11414
    i64 3, label %11407
    i64 0, label %11443
  ]

11407:                                            ; preds = %11405
  %11408 = bitcast <16 x float> %11406 to <8 x i64>
  %11409 = and <8 x i64> %11408, %4986
  %11410 = fcmp oeq <16 x float> %11406, %47
  %11411 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11406, i32 4)
  %11412 = bitcast <8 x i64> %11409 to <16 x float>
  %11413 = select <16 x i1> %11410, <16 x float> %11412, <16 x float> %11411
  br label %11424

11414:                                            ; preds = %11405
  %11415 = bitcast <16 x float> %11406 to <8 x i64>
  %11416 = or <8 x i64> %11415, %4987
  %11417 = fcmp oeq <16 x float> %11406, %50
  %11418 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11406, i32 4)
  %11419 = bitcast <8 x i64> %11416 to <16 x float>
  %11420 = select <16 x i1> %11417, <16 x float> %11419, <16 x float> %11418
  br label %11424

11421:                                            ; preds = %11405
  %11422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11386, <16 x i1> %11387, <16 x float> zeroinitializer)
  %11423 = fadd <16 x float> %11406, %11422
  br label %11424

11424:                                            ; preds = %11421, %11414, %11407
  %11425 = phi <16 x float> [ %11423, %11421 ], [ %11420, %11414 ], [ %11413, %11407 ]
  switch i64 %5034, label %532 [
    i64 1, label %11440
    i64 2, label %11433
    i64 3, label %11426
    i64 0, label %11443
  ]

11426:                                            ; preds = %11424
  %11427 = bitcast <16 x float> %11425 to <8 x i64>
  %11428 = and <8 x i64> %11427, %4986
  %11429 = fcmp oeq <16 x float> %11425, %47
  %11430 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %47, <16 x float> %11425, i32 4)
  %11431 = bitcast <8 x i64> %11428 to <16 x float>
  %11432 = select <16 x i1> %11429, <16 x float> %11431, <16 x float> %11430
  br label %11443

11433:                                            ; preds = %11424
  %11434 = bitcast <16 x float> %11425 to <8 x i64>
  %11435 = or <8 x i64> %11434, %4987
  %11436 = fcmp oeq <16 x float> %11425, %50
  %11437 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %50, <16 x float> %11425, i32 4)
  %11438 = bitcast <8 x i64> %11435 to <16 x float>
  %11439 = select <16 x i1> %11436, <16 x float> %11438, <16 x float> %11437
  br label %11443

11440:                                            ; preds = %11424
  %11441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11386, <16 x i1> %11387, <16 x float> zeroinitializer)
  %11442 = fadd <16 x float> %11425, %11441
  br label %11443

11443:                                            ; preds = %11426, %11433, %11440, %11424, %11405, %11382
  %11444 = phi <16 x float> [ %11425, %11424 ], [ %11383, %11382 ], [ %11406, %11405 ], [ %11442, %11440 ], [ %11439, %11433 ], [ %11432, %11426 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %11444, ptr nonnull align 1 %11384, <16 x i1> %11387)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %11445

11445:                                            ; preds = %7914, %8167, %8532, %9009, %9598, %10135, %10750, %11443, %7769
  %11446 = add nuw nsw i64 %7770, 8
  %11447 = icmp slt i64 %11446, %4883
  br i1 %11447, label %7769, label %11448

11448:                                            ; preds = %11445, %5373, %5765, %6473, %7033, %7767, %5385
  %11449 = zext nneg i32 %5371 to i64
  %11450 = add nsw i64 %5347, %11449
  %11451 = add nsw i64 %5344, %11449
  %11452 = icmp eq i64 %11451, %8
  br i1 %11452, label %11453, label %11459

11453:                                            ; preds = %11448
  %11454 = add nsw i64 %5345, 1
  %11455 = icmp eq i64 %11454, %5
  %11456 = zext i1 %11455 to i64
  %11457 = add nsw i64 %5346, %11456
  %11458 = select i1 %11455, i64 0, i64 %11454
  br label %11459

11459:                                            ; preds = %11453, %11448
  %11460 = phi i64 [ %5346, %11448 ], [ %11457, %11453 ]
  %11461 = phi i64 [ %5345, %11448 ], [ %11458, %11453 ]
  %11462 = phi i64 [ %11451, %11448 ], [ 0, %11453 ]
  %11463 = icmp slt i64 %11450, %4
  br i1 %11463, label %5343, label %5342

11464:                                            ; preds = %1275, %1063, %5342, %27
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
