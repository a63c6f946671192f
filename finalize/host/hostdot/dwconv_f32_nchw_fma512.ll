; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27) local_unnamed_addr {
  %29 = alloca [4 x [8 x <16 x float>]], align 64
  %30 = alloca [4 x [8 x <16 x float>]], align 64
  %31 = alloca [4 x [8 x <16 x float>]], align 64
  %32 = alloca [256 x i16], align 16
  %33 = alloca [49 x i64], align 16
  %34 = alloca [112 x i16], align 16
  %35 = inttoptr i64 %0 to ptr
  %36 = inttoptr i64 %1 to ptr
  %37 = inttoptr i64 %21 to ptr
  %38 = inttoptr i64 %22 to ptr
  %39 = inttoptr i64 %2 to ptr
  %40 = trunc i64 %24 to i32
  %41 = trunc i64 %25 to i32
  %42 = insertelement <16 x i32> poison, i32 %40, i64 0
  %43 = bitcast <16 x i32> %42 to <16 x float>
  %44 = shufflevector <16 x float> %43, <16 x float> poison, <16 x i32> zeroinitializer
  %45 = insertelement <16 x i32> poison, i32 %41, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = icmp sge i64 %3, %4
  %49 = icmp slt i64 %27, 1
  %50 = or i1 %48, %49
  br i1 %50, label %8468, label %51

51:                                               ; preds = %28
  %52 = tail call i64 @llvm.smin.i64(i64 %27, i64 %8)
  %53 = icmp ne i64 %13, 2
  %54 = add i64 %8, -1
  %55 = add i64 %54, %52
  %56 = sdiv i64 %55, %52
  %57 = srem i64 %3, %5
  %58 = sdiv i64 %3, %5
  %59 = sdiv i64 %58, %56
  %60 = mul i64 %11, %10
  %61 = mul nsw i64 %9, %8
  %62 = add nsw i64 %61, 15
  %63 = sdiv i64 %62, 16
  %64 = add nsw i64 %63, 1
  %65 = sdiv i64 %64, 2
  %66 = shl nsw i64 %65, 1
  %67 = icmp sle i64 %8, %27
  %68 = icmp eq i64 %12, 1
  %69 = and i1 %68, %67
  %70 = icmp eq i64 %13, 1
  %71 = and i1 %70, %69
  %72 = icmp eq i64 %9, %7
  %73 = and i1 %72, %71
  %74 = icmp slt i64 %7, 9
  %75 = and i1 %74, %73
  %76 = mul nsw i64 %66, %60
  %77 = icmp slt i64 %76, 257
  %78 = select i1 %75, i1 %77, i1 false
  br i1 %78, label %79, label %1059

79:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  %80 = trunc i64 %9 to i32
  %81 = insertelement <16 x i32> poison, i32 %80, i64 0
  %82 = shufflevector <16 x i32> %81, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %107

83:                                               ; preds = %107
  %84 = sdiv i64 16, %9
  %85 = trunc nsw i64 %84 to i32
  %86 = insertelement <16 x i32> poison, i32 %85, i64 0
  %87 = shufflevector <16 x i32> %86, <16 x i32> poison, <16 x i32> zeroinitializer
  %88 = srem i64 16, %9
  %89 = trunc nuw nsw i64 %88 to i32
  %90 = insertelement <16 x i32> poison, i32 %89, i64 0
  %91 = shufflevector <16 x i32> %90, <16 x i32> poison, <16 x i32> zeroinitializer
  %92 = icmp sgt i64 %10, 0
  br i1 %92, label %93, label %173

93:                                               ; preds = %83
  %94 = icmp sgt i64 %11, 0
  %95 = icmp ult i64 %11, 8
  %96 = icmp ult i64 %11, 32
  %97 = and i64 %11, 24
  %98 = and i64 %11, 9223372036854775776
  %99 = insertelement <8 x i64> poison, i64 %15, i64 0
  %100 = shufflevector <8 x i64> %99, <8 x i64> poison, <8 x i32> zeroinitializer
  %101 = icmp eq i64 %11, %98
  %102 = icmp eq i64 %97, 0
  %103 = and i64 %11, 9223372036854775800
  %104 = insertelement <8 x i64> poison, i64 %15, i64 0
  %105 = shufflevector <8 x i64> %104, <8 x i64> poison, <8 x i32> zeroinitializer
  %106 = icmp eq i64 %11, %103
  br label %118

107:                                              ; preds = %107, %79
  %108 = phi i32 [ 0, %79 ], [ %116, %107 ]
  %109 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %79 ], [ %113, %107 ]
  %110 = phi <16 x i32> [ zeroinitializer, %79 ], [ %115, %107 ]
  %111 = icmp sge <16 x i32> %109, %82
  %112 = select <16 x i1> %111, <16 x i32> %82, <16 x i32> zeroinitializer
  %113 = sub <16 x i32> %109, %112
  %114 = zext <16 x i1> %111 to <16 x i32>
  %115 = add <16 x i32> %110, %114
  %116 = add nsw i32 %108, %80
  %117 = icmp slt i32 %116, 16
  br i1 %117, label %107, label %83

118:                                              ; preds = %186, %93
  %119 = phi i64 [ 0, %93 ], [ %187, %186 ]
  br i1 %94, label %120, label %186

120:                                              ; preds = %118
  %121 = mul nsw i64 %119, %14
  %122 = sub nsw i64 %121, %16
  %123 = mul nsw i64 %122, %9
  %124 = sub i64 %123, %17
  %125 = mul nuw nsw i64 %119, %11
  %126 = getelementptr i64, ptr %33, i64 %125
  br i1 %95, label %171, label %127

127:                                              ; preds = %120
  br i1 %96, label %154, label %128

128:                                              ; preds = %127
  %129 = insertelement <8 x i64> poison, i64 %124, i64 0
  %130 = shufflevector <8 x i64> %129, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %131

131:                                              ; preds = %131, %128
  %132 = phi i64 [ 0, %128 ], [ %149, %131 ]
  %133 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %128 ], [ %150, %131 ]
  %134 = add <8 x i64> %133, splat (i64 8)
  %135 = add <8 x i64> %133, splat (i64 16)
  %136 = add <8 x i64> %133, splat (i64 24)
  %137 = mul nsw <8 x i64> %133, %100
  %138 = mul nsw <8 x i64> %134, %100
  %139 = mul nsw <8 x i64> %135, %100
  %140 = mul nsw <8 x i64> %136, %100
  %141 = add <8 x i64> %130, %137
  %142 = add <8 x i64> %130, %138
  %143 = add <8 x i64> %130, %139
  %144 = add <8 x i64> %130, %140
  %145 = getelementptr i64, ptr %126, i64 %132
  %146 = getelementptr i8, ptr %145, i64 64
  %147 = getelementptr i8, ptr %145, i64 128
  %148 = getelementptr i8, ptr %145, i64 192
  store <8 x i64> %141, ptr %145, align 8
  store <8 x i64> %142, ptr %146, align 8
  store <8 x i64> %143, ptr %147, align 8
  store <8 x i64> %144, ptr %148, align 8
  %149 = add nuw i64 %132, 32
  %150 = add <8 x i64> %133, splat (i64 32)
  %151 = icmp eq i64 %149, %98
  br i1 %151, label %152, label %131

152:                                              ; preds = %131
  br i1 %101, label %186, label %153

153:                                              ; preds = %152
  br i1 %102, label %171, label %154

154:                                              ; preds = %127, %153
  %155 = phi i64 [ %98, %153 ], [ 0, %127 ]
  %156 = insertelement <8 x i64> poison, i64 %124, i64 0
  %157 = shufflevector <8 x i64> %156, <8 x i64> poison, <8 x i32> zeroinitializer
  %158 = insertelement <8 x i64> poison, i64 %155, i64 0
  %159 = shufflevector <8 x i64> %158, <8 x i64> poison, <8 x i32> zeroinitializer
  %160 = or disjoint <8 x i64> %159, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %161

161:                                              ; preds = %161, %154
  %162 = phi i64 [ %155, %154 ], [ %167, %161 ]
  %163 = phi <8 x i64> [ %160, %154 ], [ %168, %161 ]
  %164 = mul nsw <8 x i64> %163, %105
  %165 = add <8 x i64> %157, %164
  %166 = getelementptr i64, ptr %126, i64 %162
  store <8 x i64> %165, ptr %166, align 8
  %167 = add nuw i64 %162, 8
  %168 = add nuw nsw <8 x i64> %163, splat (i64 8)
  %169 = icmp eq i64 %167, %103
  br i1 %169, label %170, label %161

170:                                              ; preds = %161
  br i1 %106, label %186, label %171

171:                                              ; preds = %120, %153, %170
  %172 = phi i64 [ 0, %120 ], [ %98, %153 ], [ %103, %170 ]
  br label %189

173:                                              ; preds = %186, %83
  %174 = icmp sgt i64 %61, 0
  br i1 %174, label %175, label %278

175:                                              ; preds = %173
  %176 = mul nsw i64 %9, %6
  %177 = trunc i64 %6 to i32
  %178 = insertelement <16 x i32> poison, i32 %177, i64 0
  %179 = shufflevector <16 x i32> %178, <16 x i32> poison, <16 x i32> zeroinitializer
  %180 = icmp sgt i64 %11, 0
  %181 = and i64 %11, 1
  %182 = icmp eq i64 %11, 1
  %183 = and i64 %11, 9223372036854775806
  %184 = icmp eq i64 %181, 0
  %185 = icmp ne i64 %181, 0
  br label %196

186:                                              ; preds = %189, %152, %170, %118
  %187 = add nuw nsw i64 %119, 1
  %188 = icmp eq i64 %187, %10
  br i1 %188, label %173, label %118

189:                                              ; preds = %171, %189
  %190 = phi i64 [ %194, %189 ], [ %172, %171 ]
  %191 = mul nsw i64 %190, %15
  %192 = add i64 %124, %191
  %193 = getelementptr i64, ptr %126, i64 %190
  store i64 %192, ptr %193, align 8
  %194 = add nuw nsw i64 %190, 1
  %195 = icmp eq i64 %194, %11
  br i1 %195, label %186, label %189

196:                                              ; preds = %211, %175
  %197 = phi i64 [ 0, %175 ], [ %219, %211 ]
  %198 = phi <16 x i32> [ %113, %175 ], [ %216, %211 ]
  %199 = phi <16 x i32> [ %115, %175 ], [ %218, %211 ]
  br i1 %92, label %200, label %211

200:                                              ; preds = %196
  %201 = shl nsw i64 %197, 4
  %202 = sub nsw i64 %176, %201
  %203 = tail call i64 @llvm.smax.i64(i64 %202, i64 0)
  %204 = tail call i64 @llvm.umin.i64(i64 %203, i64 16)
  %205 = trunc nuw nsw i64 %204 to i32
  %206 = shl nsw i32 -1, %205
  %207 = trunc i32 %206 to i16
  %208 = xor i16 %207, -1
  %209 = mul nsw i64 %197, %60
  %210 = getelementptr i16, ptr %32, i64 %209
  br label %221

211:                                              ; preds = %248, %196
  %212 = add <16 x i32> %199, %87
  %213 = add <16 x i32> %198, %91
  %214 = icmp sge <16 x i32> %213, %82
  %215 = select <16 x i1> %214, <16 x i32> %82, <16 x i32> zeroinitializer
  %216 = sub <16 x i32> %213, %215
  %217 = zext <16 x i1> %214 to <16 x i32>
  %218 = add <16 x i32> %212, %217
  %219 = add nuw nsw i64 %197, 1
  %220 = icmp eq i64 %219, %66
  br i1 %220, label %278, label %196

221:                                              ; preds = %248, %200
  %222 = phi i64 [ 0, %200 ], [ %249, %248 ]
  %223 = mul nsw i64 %222, %14
  %224 = sub nsw i64 %223, %16
  %225 = trunc i64 %224 to i32
  %226 = insertelement <16 x i32> poison, i32 %225, i64 0
  %227 = shufflevector <16 x i32> %226, <16 x i32> poison, <16 x i32> zeroinitializer
  %228 = add <16 x i32> %227, %199
  %229 = icmp ult <16 x i32> %228, %179
  %230 = bitcast <16 x i1> %229 to i16
  %231 = and i16 %230, %208
  br i1 %180, label %232, label %248

232:                                              ; preds = %221
  %233 = mul nuw nsw i64 %222, %11
  %234 = getelementptr i16, ptr %210, i64 %233
  br i1 %182, label %236, label %251

235:                                              ; preds = %251
  br i1 %184, label %248, label %236

236:                                              ; preds = %235, %232
  %237 = phi i64 [ 0, %232 ], [ %275, %235 ]
  tail call void @llvm.assume(i1 %185)
  %238 = mul nsw i64 %237, %15
  %239 = sub nsw i64 %238, %17
  %240 = trunc i64 %239 to i32
  %241 = insertelement <16 x i32> poison, i32 %240, i64 0
  %242 = shufflevector <16 x i32> %241, <16 x i32> poison, <16 x i32> zeroinitializer
  %243 = add <16 x i32> %242, %198
  %244 = icmp ult <16 x i32> %243, %82
  %245 = bitcast <16 x i1> %244 to i16
  %246 = and i16 %231, %245
  %247 = getelementptr i16, ptr %234, i64 %237
  store i16 %246, ptr %247, align 2
  br label %248

248:                                              ; preds = %236, %235, %221
  %249 = add nuw nsw i64 %222, 1
  %250 = icmp eq i64 %249, %10
  br i1 %250, label %211, label %221

251:                                              ; preds = %232, %251
  %252 = phi i64 [ %275, %251 ], [ 0, %232 ]
  %253 = phi i64 [ %276, %251 ], [ 0, %232 ]
  %254 = mul nsw i64 %252, %15
  %255 = sub nsw i64 %254, %17
  %256 = trunc i64 %255 to i32
  %257 = insertelement <16 x i32> poison, i32 %256, i64 0
  %258 = shufflevector <16 x i32> %257, <16 x i32> poison, <16 x i32> zeroinitializer
  %259 = add <16 x i32> %258, %198
  %260 = icmp ult <16 x i32> %259, %82
  %261 = bitcast <16 x i1> %260 to i16
  %262 = and i16 %231, %261
  %263 = getelementptr i16, ptr %234, i64 %252
  store i16 %262, ptr %263, align 2
  %264 = or disjoint i64 %252, 1
  %265 = mul nsw i64 %264, %15
  %266 = sub nsw i64 %265, %17
  %267 = trunc i64 %266 to i32
  %268 = insertelement <16 x i32> poison, i32 %267, i64 0
  %269 = shufflevector <16 x i32> %268, <16 x i32> poison, <16 x i32> zeroinitializer
  %270 = add <16 x i32> %269, %198
  %271 = icmp ult <16 x i32> %270, %82
  %272 = bitcast <16 x i1> %271 to i16
  %273 = and i16 %231, %272
  %274 = getelementptr i16, ptr %234, i64 %264
  store i16 %273, ptr %274, align 2
  %275 = add nuw nsw i64 %252, 2
  %276 = add i64 %253, 2
  %277 = icmp eq i64 %276, %183
  br i1 %277, label %235, label %251

278:                                              ; preds = %211, %173
  %279 = sub nsw i64 %4, %3
  %280 = icmp sgt i64 %279, 3
  br i1 %280, label %281, label %1057

281:                                              ; preds = %278
  %282 = mul i64 %9, %6
  %283 = icmp eq i64 %22, 0
  %284 = icmp sgt i64 %60, 0
  %285 = bitcast <16 x float> %44 to <8 x i64>
  %286 = bitcast <16 x float> %47 to <8 x i64>
  %287 = icmp eq i64 %21, 0
  %288 = and i64 %26, 3
  %289 = lshr i64 %26, 2
  %290 = and i64 %289, 3
  %291 = lshr i64 %26, 4
  %292 = and i64 %291, 3
  %293 = lshr i64 %26, 2
  %294 = and i64 %293, 3
  %295 = lshr i64 %26, 4
  %296 = and i64 %295, 3
  %297 = icmp eq i64 %21, 0
  %298 = lshr i64 %26, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %26, 4
  %301 = and i64 %300, 3
  %302 = lshr i64 %26, 2
  %303 = and i64 %302, 3
  %304 = lshr i64 %26, 4
  %305 = and i64 %304, 3
  %306 = icmp eq i64 %21, 0
  %307 = lshr i64 %26, 2
  %308 = and i64 %307, 3
  %309 = lshr i64 %26, 4
  %310 = and i64 %309, 3
  %311 = lshr i64 %26, 2
  %312 = and i64 %311, 3
  %313 = lshr i64 %26, 4
  %314 = and i64 %313, 3
  %315 = icmp eq i64 %21, 0
  %316 = lshr i64 %26, 2
  %317 = and i64 %316, 3
  %318 = lshr i64 %26, 4
  %319 = and i64 %318, 3
  %320 = lshr i64 %26, 2
  %321 = and i64 %320, 3
  %322 = lshr i64 %26, 4
  %323 = and i64 %322, 3
  br label %324

324:                                              ; preds = %281, %413
  %325 = phi i64 [ %3, %281 ], [ %414, %413 ]
  %326 = phi i64 [ %57, %281 ], [ %407, %413 ]
  %327 = phi i64 [ %59, %281 ], [ %406, %413 ]
  %328 = mul nsw i64 %327, %19
  %329 = getelementptr inbounds float, ptr %35, i64 %328
  %330 = mul i64 %282, %326
  %331 = getelementptr inbounds float, ptr %329, i64 %330
  %332 = mul nsw i64 %326, %60
  %333 = getelementptr inbounds float, ptr %36, i64 %332
  %334 = getelementptr inbounds float, ptr %37, i64 %326
  %335 = mul nsw i64 %327, %20
  %336 = getelementptr inbounds float, ptr %39, i64 %335
  %337 = mul nsw i64 %326, %61
  %338 = getelementptr inbounds float, ptr %336, i64 %337
  %339 = mul nsw i64 %327, %23
  %340 = getelementptr inbounds float, ptr %38, i64 %339
  %341 = getelementptr inbounds float, ptr %340, i64 %337
  %342 = select i1 %283, ptr null, ptr %341
  %343 = add nsw i64 %326, 1
  %344 = icmp eq i64 %343, %5
  %345 = zext i1 %344 to i64
  %346 = add nsw i64 %327, %345
  %347 = select i1 %344, i64 0, i64 %343
  %348 = mul nsw i64 %346, %19
  %349 = getelementptr inbounds float, ptr %35, i64 %348
  %350 = mul i64 %282, %347
  %351 = getelementptr inbounds float, ptr %349, i64 %350
  %352 = mul nsw i64 %347, %60
  %353 = getelementptr inbounds float, ptr %36, i64 %352
  %354 = getelementptr inbounds float, ptr %37, i64 %347
  %355 = mul nsw i64 %346, %20
  %356 = getelementptr inbounds float, ptr %39, i64 %355
  %357 = mul nsw i64 %347, %61
  %358 = getelementptr inbounds float, ptr %356, i64 %357
  %359 = mul nsw i64 %346, %23
  %360 = getelementptr inbounds float, ptr %38, i64 %359
  %361 = getelementptr inbounds float, ptr %360, i64 %357
  %362 = select i1 %283, ptr null, ptr %361
  %363 = add nsw i64 %347, 1
  %364 = icmp eq i64 %363, %5
  %365 = zext i1 %364 to i64
  %366 = add nsw i64 %346, %365
  %367 = select i1 %364, i64 0, i64 %363
  %368 = mul nsw i64 %366, %19
  %369 = getelementptr inbounds float, ptr %35, i64 %368
  %370 = mul i64 %282, %367
  %371 = getelementptr inbounds float, ptr %369, i64 %370
  %372 = mul nsw i64 %367, %60
  %373 = getelementptr inbounds float, ptr %36, i64 %372
  %374 = getelementptr inbounds float, ptr %37, i64 %367
  %375 = mul nsw i64 %366, %20
  %376 = getelementptr inbounds float, ptr %39, i64 %375
  %377 = mul nsw i64 %367, %61
  %378 = getelementptr inbounds float, ptr %376, i64 %377
  %379 = mul nsw i64 %366, %23
  %380 = getelementptr inbounds float, ptr %38, i64 %379
  %381 = getelementptr inbounds float, ptr %380, i64 %377
  %382 = select i1 %283, ptr null, ptr %381
  %383 = add nsw i64 %367, 1
  %384 = icmp eq i64 %383, %5
  %385 = zext i1 %384 to i64
  %386 = add nsw i64 %366, %385
  %387 = select i1 %384, i64 0, i64 %383
  %388 = mul nsw i64 %386, %19
  %389 = getelementptr inbounds float, ptr %35, i64 %388
  %390 = mul i64 %282, %387
  %391 = getelementptr inbounds float, ptr %389, i64 %390
  %392 = mul nsw i64 %387, %60
  %393 = getelementptr inbounds float, ptr %36, i64 %392
  %394 = getelementptr inbounds float, ptr %37, i64 %387
  %395 = mul nsw i64 %386, %20
  %396 = getelementptr inbounds float, ptr %39, i64 %395
  %397 = mul nsw i64 %387, %61
  %398 = getelementptr inbounds float, ptr %396, i64 %397
  %399 = mul nsw i64 %386, %23
  %400 = getelementptr inbounds float, ptr %38, i64 %399
  %401 = getelementptr inbounds float, ptr %400, i64 %397
  %402 = select i1 %283, ptr null, ptr %401
  %403 = add nsw i64 %387, 1
  %404 = icmp eq i64 %403, %5
  %405 = zext i1 %404 to i64
  %406 = add nsw i64 %386, %405
  %407 = select i1 %404, i64 0, i64 %403
  br i1 %174, label %408, label %413

408:                                              ; preds = %324
  %409 = icmp eq ptr %342, null
  %410 = icmp eq ptr %362, null
  %411 = icmp eq ptr %382, null
  %412 = icmp eq ptr %402, null
  br label %417

413:                                              ; preds = %1053, %324
  %414 = add nsw i64 %325, 4
  %415 = sub nsw i64 %4, %414
  %416 = icmp sgt i64 %415, 3
  br i1 %416, label %324, label %1057

417:                                              ; preds = %408, %1053
  %418 = phi i64 [ %1055, %1053 ], [ 0, %408 ]
  br i1 %284, label %419, label %428

419:                                              ; preds = %417
  %420 = shl i64 %418, 6
  %421 = mul nuw nsw i64 %418, %60
  %422 = getelementptr i8, ptr %331, i64 %420
  %423 = getelementptr i8, ptr %351, i64 %420
  %424 = getelementptr i8, ptr %371, i64 %420
  %425 = getelementptr i8, ptr %391, i64 %420
  %426 = or disjoint i64 %418, 1
  %427 = mul nuw nsw i64 %426, %60
  br label %437

428:                                              ; preds = %437, %417
  %429 = phi <16 x float> [ zeroinitializer, %417 ], [ %493, %437 ]
  %430 = phi <16 x float> [ zeroinitializer, %417 ], [ %479, %437 ]
  %431 = phi <16 x float> [ zeroinitializer, %417 ], [ %490, %437 ]
  %432 = phi <16 x float> [ zeroinitializer, %417 ], [ %472, %437 ]
  %433 = phi <16 x float> [ zeroinitializer, %417 ], [ %487, %437 ]
  %434 = phi <16 x float> [ zeroinitializer, %417 ], [ %465, %437 ]
  %435 = phi <16 x float> [ zeroinitializer, %417 ], [ %484, %437 ]
  %436 = phi <16 x float> [ zeroinitializer, %417 ], [ %458, %437 ]
  br i1 %287, label %501, label %496

437:                                              ; preds = %419, %437
  %438 = phi <16 x float> [ zeroinitializer, %419 ], [ %493, %437 ]
  %439 = phi <16 x float> [ zeroinitializer, %419 ], [ %479, %437 ]
  %440 = phi <16 x float> [ zeroinitializer, %419 ], [ %490, %437 ]
  %441 = phi <16 x float> [ zeroinitializer, %419 ], [ %472, %437 ]
  %442 = phi <16 x float> [ zeroinitializer, %419 ], [ %487, %437 ]
  %443 = phi <16 x float> [ zeroinitializer, %419 ], [ %465, %437 ]
  %444 = phi <16 x float> [ zeroinitializer, %419 ], [ %484, %437 ]
  %445 = phi <16 x float> [ zeroinitializer, %419 ], [ %458, %437 ]
  %446 = phi i64 [ 0, %419 ], [ %494, %437 ]
  %447 = getelementptr inbounds nuw i64, ptr %33, i64 %446
  %448 = load i64, ptr %447, align 8
  %449 = getelementptr i16, ptr %32, i64 %446
  %450 = getelementptr i16, ptr %449, i64 %421
  %451 = load <16 x i1>, ptr %450, align 2
  %452 = getelementptr float, ptr %422, i64 %448
  %453 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %452, <16 x i1> %451, <16 x float> zeroinitializer)
  %454 = getelementptr inbounds nuw float, ptr %333, i64 %446
  %455 = load float, ptr %454, align 4
  %456 = insertelement <16 x float> poison, float %455, i64 0
  %457 = shufflevector <16 x float> %456, <16 x float> poison, <16 x i32> zeroinitializer
  %458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %453, <16 x float> %457, <16 x float> %445)
  %459 = getelementptr float, ptr %423, i64 %448
  %460 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %459, <16 x i1> %451, <16 x float> zeroinitializer)
  %461 = getelementptr inbounds nuw float, ptr %353, i64 %446
  %462 = load float, ptr %461, align 4
  %463 = insertelement <16 x float> poison, float %462, i64 0
  %464 = shufflevector <16 x float> %463, <16 x float> poison, <16 x i32> zeroinitializer
  %465 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %460, <16 x float> %464, <16 x float> %443)
  %466 = getelementptr float, ptr %424, i64 %448
  %467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %466, <16 x i1> %451, <16 x float> zeroinitializer)
  %468 = getelementptr inbounds nuw float, ptr %373, i64 %446
  %469 = load float, ptr %468, align 4
  %470 = insertelement <16 x float> poison, float %469, i64 0
  %471 = shufflevector <16 x float> %470, <16 x float> poison, <16 x i32> zeroinitializer
  %472 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %467, <16 x float> %471, <16 x float> %441)
  %473 = getelementptr float, ptr %425, i64 %448
  %474 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %473, <16 x i1> %451, <16 x float> zeroinitializer)
  %475 = getelementptr inbounds nuw float, ptr %393, i64 %446
  %476 = load float, ptr %475, align 4
  %477 = insertelement <16 x float> poison, float %476, i64 0
  %478 = shufflevector <16 x float> %477, <16 x float> poison, <16 x i32> zeroinitializer
  %479 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %474, <16 x float> %478, <16 x float> %439)
  %480 = getelementptr i16, ptr %449, i64 %427
  %481 = load <16 x i1>, ptr %480, align 2
  %482 = getelementptr inbounds nuw i8, ptr %452, i64 64
  %483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %482, <16 x i1> %481, <16 x float> zeroinitializer)
  %484 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %483, <16 x float> %457, <16 x float> %444)
  %485 = getelementptr inbounds nuw i8, ptr %459, i64 64
  %486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %485, <16 x i1> %481, <16 x float> zeroinitializer)
  %487 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %486, <16 x float> %464, <16 x float> %442)
  %488 = getelementptr inbounds nuw i8, ptr %466, i64 64
  %489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %488, <16 x i1> %481, <16 x float> zeroinitializer)
  %490 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %489, <16 x float> %471, <16 x float> %440)
  %491 = getelementptr inbounds nuw i8, ptr %473, i64 64
  %492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %491, <16 x i1> %481, <16 x float> zeroinitializer)
  %493 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %492, <16 x float> %478, <16 x float> %438)
  %494 = add nuw nsw i64 %446, 1
  %495 = icmp eq i64 %494, %60
  br i1 %495, label %428, label %437

496:                                              ; preds = %428
  %497 = load float, ptr %334, align 4
  %498 = insertelement <16 x float> poison, float %497, i64 0
  %499 = shufflevector <16 x float> %498, <16 x float> poison, <16 x i32> zeroinitializer
  %500 = fadd <16 x float> %436, %499
  br label %501

501:                                              ; preds = %496, %428
  %502 = phi <16 x float> [ %500, %496 ], [ %436, %428 ]
  %503 = shl nsw i64 %418, 4
  %504 = icmp slt i64 %503, %61
  %505 = sub nsw i64 %61, %503
  %506 = tail call i64 @llvm.smin.i64(i64 %505, i64 16)
  %507 = trunc nuw i64 %506 to i32
  %508 = shl nsw i32 -1, %507
  %509 = trunc i32 %508 to i16
  %510 = xor i16 %509, -1
  %511 = select i1 %504, i16 %510, i16 0
  %512 = getelementptr inbounds nuw float, ptr %338, i64 %503
  %513 = getelementptr inbounds nuw float, ptr %342, i64 %503
  %514 = select i1 %409, ptr null, ptr %513
  %515 = bitcast i16 %511 to <16 x i1>
  switch i64 %288, label %533 [
    i64 1, label %516
    i64 2, label %519
    i64 3, label %526
    i64 0, label %573
  ]

516:                                              ; preds = %501
  %517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %514, <16 x i1> %515, <16 x float> zeroinitializer)
  %518 = fadd <16 x float> %502, %517
  br label %535

519:                                              ; preds = %501
  %520 = bitcast <16 x float> %502 to <8 x i64>
  %521 = or <8 x i64> %520, %286
  %522 = fcmp oeq <16 x float> %502, %47
  %523 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %502, i32 4)
  %524 = bitcast <8 x i64> %521 to <16 x float>
  %525 = select <16 x i1> %522, <16 x float> %524, <16 x float> %523
  br label %535

526:                                              ; preds = %501
  %527 = bitcast <16 x float> %502 to <8 x i64>
  %528 = and <8 x i64> %527, %285
  %529 = fcmp oeq <16 x float> %502, %44
  %530 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %502, i32 4)
  %531 = bitcast <8 x i64> %528 to <16 x float>
  %532 = select <16 x i1> %529, <16 x float> %531, <16 x float> %530
  br label %535

533:                                              ; preds = %501
  unreachable

534:                                              ; preds = %1034, %1015, %993, %967, %948, %926, %900, %881, %859, %833, %814, %792, %766, %747, %725, %699, %680, %658, %632, %613, %580, %554, %535, %4755, %4736, %4714, %4688, %4669, %4647, %4621, %4602, %4580, %4554, %4535, %4513, %4487, %4468, %4446, %4420, %4401, %4379, %4353, %4334, %4312, %4286, %4267, %4248, %4022, %4003, %3981, %3955, %3936, %3914, %3888, %3869, %3847, %3821, %3802, %3780, %3754, %3735, %3713, %3687, %3668, %3646, %3620, %3601, %3579, %3553, %3534, %3515, %3315, %3296, %3277, %3248, %3229, %3210, %3181, %3162, %3143, %3114, %3095, %3076, %2910, %2891, %2868, %2834, %2815, %2792, %2758, %2739, %2716, %2682, %2663, %2642, %2409, %2390, %2367, %2333, %2314, %2291, %2257, %2238, %2217, %2027, %2008, %1985, %1951, %1932, %1911, %1764, %1745, %1726, %8431, %8412, %8389, %8353, %8334, %8311, %8275, %8256, %8233, %8197, %8178, %8155, %8119, %8100, %8077, %8041, %8022, %7999, %7963, %7944, %7921, %7885, %7866, %7843, %7738, %7719, %7696, %7660, %7641, %7618, %7582, %7563, %7540, %7504, %7485, %7462, %7426, %7407, %7384, %7348, %7329, %7306, %7270, %7251, %7228, %7123, %7104, %7081, %7045, %7026, %7003, %6967, %6948, %6925, %6889, %6870, %6847, %6811, %6792, %6769, %6733, %6714, %6691, %6586, %6567, %6544, %6509, %6490, %6467, %6432, %6413, %6390, %6355, %6336, %6313, %6278, %6259, %6236, %5997, %5978, %5955, %5920, %5901, %5878, %5843, %5824, %5801, %5766, %5747, %5724, %5520, %5501, %5478, %5443, %5424, %5401, %5366, %5347, %5324, %5155, %5136, %5113, %5078, %5059, %5036, %4902, %4883, %4864
  unreachable

535:                                              ; preds = %526, %519, %516
  %536 = phi <16 x float> [ %518, %516 ], [ %525, %519 ], [ %532, %526 ]
  switch i64 %290, label %534 [
    i64 1, label %551
    i64 2, label %544
    i64 3, label %537
    i64 0, label %573
  ]

537:                                              ; preds = %535
  %538 = bitcast <16 x float> %536 to <8 x i64>
  %539 = and <8 x i64> %538, %285
  %540 = fcmp oeq <16 x float> %536, %44
  %541 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %536, i32 4)
  %542 = bitcast <8 x i64> %539 to <16 x float>
  %543 = select <16 x i1> %540, <16 x float> %542, <16 x float> %541
  br label %554

544:                                              ; preds = %535
  %545 = bitcast <16 x float> %536 to <8 x i64>
  %546 = or <8 x i64> %545, %286
  %547 = fcmp oeq <16 x float> %536, %47
  %548 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %536, i32 4)
  %549 = bitcast <8 x i64> %546 to <16 x float>
  %550 = select <16 x i1> %547, <16 x float> %549, <16 x float> %548
  br label %554

551:                                              ; preds = %535
  %552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %514, <16 x i1> %515, <16 x float> zeroinitializer)
  %553 = fadd <16 x float> %536, %552
  br label %554

554:                                              ; preds = %551, %544, %537
  %555 = phi <16 x float> [ %553, %551 ], [ %550, %544 ], [ %543, %537 ]
  switch i64 %292, label %534 [
    i64 1, label %570
    i64 2, label %563
    i64 3, label %556
    i64 0, label %573
  ]

556:                                              ; preds = %554
  %557 = bitcast <16 x float> %555 to <8 x i64>
  %558 = and <8 x i64> %557, %285
  %559 = fcmp oeq <16 x float> %555, %44
  %560 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %555, i32 4)
  %561 = bitcast <8 x i64> %558 to <16 x float>
  %562 = select <16 x i1> %559, <16 x float> %561, <16 x float> %560
  br label %573

563:                                              ; preds = %554
  %564 = bitcast <16 x float> %555 to <8 x i64>
  %565 = or <8 x i64> %564, %286
  %566 = fcmp oeq <16 x float> %555, %47
  %567 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %555, i32 4)
  %568 = bitcast <8 x i64> %565 to <16 x float>
  %569 = select <16 x i1> %566, <16 x float> %568, <16 x float> %567
  br label %573

570:                                              ; preds = %554
  %571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %514, <16 x i1> %515, <16 x float> zeroinitializer)
  %572 = fadd <16 x float> %555, %571
  br label %573

573:                                              ; preds = %556, %563, %570, %554, %535, %501
  %574 = phi <16 x float> [ %555, %554 ], [ %502, %501 ], [ %536, %535 ], [ %572, %570 ], [ %569, %563 ], [ %562, %556 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %574, ptr align 1 %512, <16 x i1> %515)
  br i1 %287, label %580, label %575

575:                                              ; preds = %573
  %576 = load float, ptr %334, align 4
  %577 = insertelement <16 x float> poison, float %576, i64 0
  %578 = shufflevector <16 x float> %577, <16 x float> poison, <16 x i32> zeroinitializer
  %579 = fadd <16 x float> %435, %578
  br label %580

580:                                              ; preds = %575, %573
  %581 = phi <16 x float> [ %579, %575 ], [ %435, %573 ]
  %582 = shl i64 %418, 4
  %583 = or disjoint i64 %582, 16
  %584 = icmp slt i64 %583, %61
  %585 = sub nsw i64 %61, %583
  %586 = tail call i64 @llvm.smin.i64(i64 %585, i64 16)
  %587 = trunc nuw i64 %586 to i32
  %588 = shl nsw i32 -1, %587
  %589 = trunc i32 %588 to i16
  %590 = xor i16 %589, -1
  %591 = select i1 %584, i16 %590, i16 0
  %592 = getelementptr inbounds nuw float, ptr %338, i64 %583
  %593 = getelementptr inbounds nuw float, ptr %342, i64 %583
  %594 = select i1 %409, ptr null, ptr %593
  %595 = bitcast i16 %591 to <16 x i1>
  switch i64 %288, label %534 [
    i64 1, label %610
    i64 2, label %603
    i64 3, label %596
    i64 0, label %651
  ]

596:                                              ; preds = %580
  %597 = bitcast <16 x float> %581 to <8 x i64>
  %598 = and <8 x i64> %597, %285
  %599 = fcmp oeq <16 x float> %581, %44
  %600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %581, i32 4)
  %601 = bitcast <8 x i64> %598 to <16 x float>
  %602 = select <16 x i1> %599, <16 x float> %601, <16 x float> %600
  br label %613

603:                                              ; preds = %580
  %604 = bitcast <16 x float> %581 to <8 x i64>
  %605 = or <8 x i64> %604, %286
  %606 = fcmp oeq <16 x float> %581, %47
  %607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %581, i32 4)
  %608 = bitcast <8 x i64> %605 to <16 x float>
  %609 = select <16 x i1> %606, <16 x float> %608, <16 x float> %607
  br label %613

610:                                              ; preds = %580
  %611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %612 = fadd <16 x float> %581, %611
  br label %613

613:                                              ; preds = %610, %603, %596
  %614 = phi <16 x float> [ %612, %610 ], [ %609, %603 ], [ %602, %596 ]
  switch i64 %294, label %534 [
    i64 1, label %629
    i64 2, label %622
    i64 3, label %615
    i64 0, label %651
  ]

615:                                              ; preds = %613
  %616 = bitcast <16 x float> %614 to <8 x i64>
  %617 = and <8 x i64> %616, %285
  %618 = fcmp oeq <16 x float> %614, %44
  %619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %614, i32 4)
  %620 = bitcast <8 x i64> %617 to <16 x float>
  %621 = select <16 x i1> %618, <16 x float> %620, <16 x float> %619
  br label %632

622:                                              ; preds = %613
  %623 = bitcast <16 x float> %614 to <8 x i64>
  %624 = or <8 x i64> %623, %286
  %625 = fcmp oeq <16 x float> %614, %47
  %626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %614, i32 4)
  %627 = bitcast <8 x i64> %624 to <16 x float>
  %628 = select <16 x i1> %625, <16 x float> %627, <16 x float> %626
  br label %632

629:                                              ; preds = %613
  %630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %631 = fadd <16 x float> %614, %630
  br label %632

632:                                              ; preds = %629, %622, %615
  %633 = phi <16 x float> [ %631, %629 ], [ %628, %622 ], [ %621, %615 ]
  switch i64 %296, label %534 [
    i64 1, label %648
    i64 2, label %641
    i64 3, label %634
    i64 0, label %651
  ]

634:                                              ; preds = %632
  %635 = bitcast <16 x float> %633 to <8 x i64>
  %636 = and <8 x i64> %635, %285
  %637 = fcmp oeq <16 x float> %633, %44
  %638 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %633, i32 4)
  %639 = bitcast <8 x i64> %636 to <16 x float>
  %640 = select <16 x i1> %637, <16 x float> %639, <16 x float> %638
  br label %651

641:                                              ; preds = %632
  %642 = bitcast <16 x float> %633 to <8 x i64>
  %643 = or <8 x i64> %642, %286
  %644 = fcmp oeq <16 x float> %633, %47
  %645 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %633, i32 4)
  %646 = bitcast <8 x i64> %643 to <16 x float>
  %647 = select <16 x i1> %644, <16 x float> %646, <16 x float> %645
  br label %651

648:                                              ; preds = %632
  %649 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %650 = fadd <16 x float> %633, %649
  br label %651

651:                                              ; preds = %634, %641, %648, %632, %613, %580
  %652 = phi <16 x float> [ %633, %632 ], [ %581, %580 ], [ %614, %613 ], [ %650, %648 ], [ %647, %641 ], [ %640, %634 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %652, ptr nonnull align 1 %592, <16 x i1> %595)
  br i1 %297, label %658, label %653

653:                                              ; preds = %651
  %654 = load float, ptr %354, align 4
  %655 = insertelement <16 x float> poison, float %654, i64 0
  %656 = shufflevector <16 x float> %655, <16 x float> poison, <16 x i32> zeroinitializer
  %657 = fadd <16 x float> %434, %656
  br label %658

658:                                              ; preds = %653, %651
  %659 = phi <16 x float> [ %657, %653 ], [ %434, %651 ]
  %660 = getelementptr inbounds nuw float, ptr %358, i64 %503
  %661 = getelementptr inbounds nuw float, ptr %362, i64 %503
  %662 = select i1 %410, ptr null, ptr %661
  switch i64 %288, label %534 [
    i64 1, label %677
    i64 2, label %670
    i64 3, label %663
    i64 0, label %718
  ]

663:                                              ; preds = %658
  %664 = bitcast <16 x float> %659 to <8 x i64>
  %665 = and <8 x i64> %664, %285
  %666 = fcmp oeq <16 x float> %659, %44
  %667 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %659, i32 4)
  %668 = bitcast <8 x i64> %665 to <16 x float>
  %669 = select <16 x i1> %666, <16 x float> %668, <16 x float> %667
  br label %680

670:                                              ; preds = %658
  %671 = bitcast <16 x float> %659 to <8 x i64>
  %672 = or <8 x i64> %671, %286
  %673 = fcmp oeq <16 x float> %659, %47
  %674 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %659, i32 4)
  %675 = bitcast <8 x i64> %672 to <16 x float>
  %676 = select <16 x i1> %673, <16 x float> %675, <16 x float> %674
  br label %680

677:                                              ; preds = %658
  %678 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %662, <16 x i1> %515, <16 x float> zeroinitializer)
  %679 = fadd <16 x float> %659, %678
  br label %680

680:                                              ; preds = %677, %670, %663
  %681 = phi <16 x float> [ %679, %677 ], [ %676, %670 ], [ %669, %663 ]
  switch i64 %299, label %534 [
    i64 1, label %696
    i64 2, label %689
    i64 3, label %682
    i64 0, label %718
  ]

682:                                              ; preds = %680
  %683 = bitcast <16 x float> %681 to <8 x i64>
  %684 = and <8 x i64> %683, %285
  %685 = fcmp oeq <16 x float> %681, %44
  %686 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %681, i32 4)
  %687 = bitcast <8 x i64> %684 to <16 x float>
  %688 = select <16 x i1> %685, <16 x float> %687, <16 x float> %686
  br label %699

689:                                              ; preds = %680
  %690 = bitcast <16 x float> %681 to <8 x i64>
  %691 = or <8 x i64> %690, %286
  %692 = fcmp oeq <16 x float> %681, %47
  %693 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %681, i32 4)
  %694 = bitcast <8 x i64> %691 to <16 x float>
  %695 = select <16 x i1> %692, <16 x float> %694, <16 x float> %693
  br label %699

696:                                              ; preds = %680
  %697 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %662, <16 x i1> %515, <16 x float> zeroinitializer)
  %698 = fadd <16 x float> %681, %697
  br label %699

699:                                              ; preds = %696, %689, %682
  %700 = phi <16 x float> [ %698, %696 ], [ %695, %689 ], [ %688, %682 ]
  switch i64 %301, label %534 [
    i64 1, label %715
    i64 2, label %708
    i64 3, label %701
    i64 0, label %718
  ]

701:                                              ; preds = %699
  %702 = bitcast <16 x float> %700 to <8 x i64>
  %703 = and <8 x i64> %702, %285
  %704 = fcmp oeq <16 x float> %700, %44
  %705 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %700, i32 4)
  %706 = bitcast <8 x i64> %703 to <16 x float>
  %707 = select <16 x i1> %704, <16 x float> %706, <16 x float> %705
  br label %718

708:                                              ; preds = %699
  %709 = bitcast <16 x float> %700 to <8 x i64>
  %710 = or <8 x i64> %709, %286
  %711 = fcmp oeq <16 x float> %700, %47
  %712 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %700, i32 4)
  %713 = bitcast <8 x i64> %710 to <16 x float>
  %714 = select <16 x i1> %711, <16 x float> %713, <16 x float> %712
  br label %718

715:                                              ; preds = %699
  %716 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %662, <16 x i1> %515, <16 x float> zeroinitializer)
  %717 = fadd <16 x float> %700, %716
  br label %718

718:                                              ; preds = %701, %708, %715, %699, %680, %658
  %719 = phi <16 x float> [ %700, %699 ], [ %659, %658 ], [ %681, %680 ], [ %717, %715 ], [ %714, %708 ], [ %707, %701 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %719, ptr align 1 %660, <16 x i1> %515)
  br i1 %297, label %725, label %720

720:                                              ; preds = %718
  %721 = load float, ptr %354, align 4
  %722 = insertelement <16 x float> poison, float %721, i64 0
  %723 = shufflevector <16 x float> %722, <16 x float> poison, <16 x i32> zeroinitializer
  %724 = fadd <16 x float> %433, %723
  br label %725

725:                                              ; preds = %720, %718
  %726 = phi <16 x float> [ %724, %720 ], [ %433, %718 ]
  %727 = getelementptr inbounds nuw float, ptr %358, i64 %583
  %728 = getelementptr inbounds nuw float, ptr %362, i64 %583
  %729 = select i1 %410, ptr null, ptr %728
  switch i64 %288, label %534 [
    i64 1, label %744
    i64 2, label %737
    i64 3, label %730
    i64 0, label %785
  ]

730:                                              ; preds = %725
  %731 = bitcast <16 x float> %726 to <8 x i64>
  %732 = and <8 x i64> %731, %285
  %733 = fcmp oeq <16 x float> %726, %44
  %734 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %726, i32 4)
  %735 = bitcast <8 x i64> %732 to <16 x float>
  %736 = select <16 x i1> %733, <16 x float> %735, <16 x float> %734
  br label %747

737:                                              ; preds = %725
  %738 = bitcast <16 x float> %726 to <8 x i64>
  %739 = or <8 x i64> %738, %286
  %740 = fcmp oeq <16 x float> %726, %47
  %741 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %726, i32 4)
  %742 = bitcast <8 x i64> %739 to <16 x float>
  %743 = select <16 x i1> %740, <16 x float> %742, <16 x float> %741
  br label %747

744:                                              ; preds = %725
  %745 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %729, <16 x i1> %595, <16 x float> zeroinitializer)
  %746 = fadd <16 x float> %726, %745
  br label %747

747:                                              ; preds = %744, %737, %730
  %748 = phi <16 x float> [ %746, %744 ], [ %743, %737 ], [ %736, %730 ]
  switch i64 %303, label %534 [
    i64 1, label %763
    i64 2, label %756
    i64 3, label %749
    i64 0, label %785
  ]

749:                                              ; preds = %747
  %750 = bitcast <16 x float> %748 to <8 x i64>
  %751 = and <8 x i64> %750, %285
  %752 = fcmp oeq <16 x float> %748, %44
  %753 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %748, i32 4)
  %754 = bitcast <8 x i64> %751 to <16 x float>
  %755 = select <16 x i1> %752, <16 x float> %754, <16 x float> %753
  br label %766

756:                                              ; preds = %747
  %757 = bitcast <16 x float> %748 to <8 x i64>
  %758 = or <8 x i64> %757, %286
  %759 = fcmp oeq <16 x float> %748, %47
  %760 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %748, i32 4)
  %761 = bitcast <8 x i64> %758 to <16 x float>
  %762 = select <16 x i1> %759, <16 x float> %761, <16 x float> %760
  br label %766

763:                                              ; preds = %747
  %764 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %729, <16 x i1> %595, <16 x float> zeroinitializer)
  %765 = fadd <16 x float> %748, %764
  br label %766

766:                                              ; preds = %763, %756, %749
  %767 = phi <16 x float> [ %765, %763 ], [ %762, %756 ], [ %755, %749 ]
  switch i64 %305, label %534 [
    i64 1, label %782
    i64 2, label %775
    i64 3, label %768
    i64 0, label %785
  ]

768:                                              ; preds = %766
  %769 = bitcast <16 x float> %767 to <8 x i64>
  %770 = and <8 x i64> %769, %285
  %771 = fcmp oeq <16 x float> %767, %44
  %772 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %767, i32 4)
  %773 = bitcast <8 x i64> %770 to <16 x float>
  %774 = select <16 x i1> %771, <16 x float> %773, <16 x float> %772
  br label %785

775:                                              ; preds = %766
  %776 = bitcast <16 x float> %767 to <8 x i64>
  %777 = or <8 x i64> %776, %286
  %778 = fcmp oeq <16 x float> %767, %47
  %779 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %767, i32 4)
  %780 = bitcast <8 x i64> %777 to <16 x float>
  %781 = select <16 x i1> %778, <16 x float> %780, <16 x float> %779
  br label %785

782:                                              ; preds = %766
  %783 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %729, <16 x i1> %595, <16 x float> zeroinitializer)
  %784 = fadd <16 x float> %767, %783
  br label %785

785:                                              ; preds = %768, %775, %782, %766, %747, %725
  %786 = phi <16 x float> [ %767, %766 ], [ %726, %725 ], [ %748, %747 ], [ %784, %782 ], [ %781, %775 ], [ %774, %768 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %786, ptr nonnull align 1 %727, <16 x i1> %595)
  br i1 %306, label %792, label %787

787:                                              ; preds = %785
  %788 = load float, ptr %374, align 4
  %789 = insertelement <16 x float> poison, float %788, i64 0
  %790 = shufflevector <16 x float> %789, <16 x float> poison, <16 x i32> zeroinitializer
  %791 = fadd <16 x float> %432, %790
  br label %792

792:                                              ; preds = %787, %785
  %793 = phi <16 x float> [ %791, %787 ], [ %432, %785 ]
  %794 = getelementptr inbounds nuw float, ptr %378, i64 %503
  %795 = getelementptr inbounds nuw float, ptr %382, i64 %503
  %796 = select i1 %411, ptr null, ptr %795
  switch i64 %288, label %534 [
    i64 1, label %811
    i64 2, label %804
    i64 3, label %797
    i64 0, label %852
  ]

797:                                              ; preds = %792
  %798 = bitcast <16 x float> %793 to <8 x i64>
  %799 = and <8 x i64> %798, %285
  %800 = fcmp oeq <16 x float> %793, %44
  %801 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %793, i32 4)
  %802 = bitcast <8 x i64> %799 to <16 x float>
  %803 = select <16 x i1> %800, <16 x float> %802, <16 x float> %801
  br label %814

804:                                              ; preds = %792
  %805 = bitcast <16 x float> %793 to <8 x i64>
  %806 = or <8 x i64> %805, %286
  %807 = fcmp oeq <16 x float> %793, %47
  %808 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %793, i32 4)
  %809 = bitcast <8 x i64> %806 to <16 x float>
  %810 = select <16 x i1> %807, <16 x float> %809, <16 x float> %808
  br label %814

811:                                              ; preds = %792
  %812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %796, <16 x i1> %515, <16 x float> zeroinitializer)
  %813 = fadd <16 x float> %793, %812
  br label %814

814:                                              ; preds = %811, %804, %797
  %815 = phi <16 x float> [ %813, %811 ], [ %810, %804 ], [ %803, %797 ]
  switch i64 %308, label %534 [
    i64 1, label %830
    i64 2, label %823
    i64 3, label %816
    i64 0, label %852
  ]

816:                                              ; preds = %814
  %817 = bitcast <16 x float> %815 to <8 x i64>
  %818 = and <8 x i64> %817, %285
  %819 = fcmp oeq <16 x float> %815, %44
  %820 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %815, i32 4)
  %821 = bitcast <8 x i64> %818 to <16 x float>
  %822 = select <16 x i1> %819, <16 x float> %821, <16 x float> %820
  br label %833

823:                                              ; preds = %814
  %824 = bitcast <16 x float> %815 to <8 x i64>
  %825 = or <8 x i64> %824, %286
  %826 = fcmp oeq <16 x float> %815, %47
  %827 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %815, i32 4)
  %828 = bitcast <8 x i64> %825 to <16 x float>
  %829 = select <16 x i1> %826, <16 x float> %828, <16 x float> %827
  br label %833

830:                                              ; preds = %814
  %831 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %796, <16 x i1> %515, <16 x float> zeroinitializer)
  %832 = fadd <16 x float> %815, %831
  br label %833

833:                                              ; preds = %830, %823, %816
  %834 = phi <16 x float> [ %832, %830 ], [ %829, %823 ], [ %822, %816 ]
  switch i64 %310, label %534 [
    i64 1, label %849
    i64 2, label %842
    i64 3, label %835
    i64 0, label %852
  ]

835:                                              ; preds = %833
  %836 = bitcast <16 x float> %834 to <8 x i64>
  %837 = and <8 x i64> %836, %285
  %838 = fcmp oeq <16 x float> %834, %44
  %839 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %834, i32 4)
  %840 = bitcast <8 x i64> %837 to <16 x float>
  %841 = select <16 x i1> %838, <16 x float> %840, <16 x float> %839
  br label %852

842:                                              ; preds = %833
  %843 = bitcast <16 x float> %834 to <8 x i64>
  %844 = or <8 x i64> %843, %286
  %845 = fcmp oeq <16 x float> %834, %47
  %846 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %834, i32 4)
  %847 = bitcast <8 x i64> %844 to <16 x float>
  %848 = select <16 x i1> %845, <16 x float> %847, <16 x float> %846
  br label %852

849:                                              ; preds = %833
  %850 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %796, <16 x i1> %515, <16 x float> zeroinitializer)
  %851 = fadd <16 x float> %834, %850
  br label %852

852:                                              ; preds = %835, %842, %849, %833, %814, %792
  %853 = phi <16 x float> [ %834, %833 ], [ %793, %792 ], [ %815, %814 ], [ %851, %849 ], [ %848, %842 ], [ %841, %835 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %853, ptr align 1 %794, <16 x i1> %515)
  br i1 %306, label %859, label %854

854:                                              ; preds = %852
  %855 = load float, ptr %374, align 4
  %856 = insertelement <16 x float> poison, float %855, i64 0
  %857 = shufflevector <16 x float> %856, <16 x float> poison, <16 x i32> zeroinitializer
  %858 = fadd <16 x float> %431, %857
  br label %859

859:                                              ; preds = %854, %852
  %860 = phi <16 x float> [ %858, %854 ], [ %431, %852 ]
  %861 = getelementptr inbounds nuw float, ptr %378, i64 %583
  %862 = getelementptr inbounds nuw float, ptr %382, i64 %583
  %863 = select i1 %411, ptr null, ptr %862
  switch i64 %288, label %534 [
    i64 1, label %878
    i64 2, label %871
    i64 3, label %864
    i64 0, label %919
  ]

864:                                              ; preds = %859
  %865 = bitcast <16 x float> %860 to <8 x i64>
  %866 = and <8 x i64> %865, %285
  %867 = fcmp oeq <16 x float> %860, %44
  %868 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %860, i32 4)
  %869 = bitcast <8 x i64> %866 to <16 x float>
  %870 = select <16 x i1> %867, <16 x float> %869, <16 x float> %868
  br label %881

871:                                              ; preds = %859
  %872 = bitcast <16 x float> %860 to <8 x i64>
  %873 = or <8 x i64> %872, %286
  %874 = fcmp oeq <16 x float> %860, %47
  %875 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %860, i32 4)
  %876 = bitcast <8 x i64> %873 to <16 x float>
  %877 = select <16 x i1> %874, <16 x float> %876, <16 x float> %875
  br label %881

878:                                              ; preds = %859
  %879 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %595, <16 x float> zeroinitializer)
  %880 = fadd <16 x float> %860, %879
  br label %881

881:                                              ; preds = %878, %871, %864
  %882 = phi <16 x float> [ %880, %878 ], [ %877, %871 ], [ %870, %864 ]
  switch i64 %312, label %534 [
    i64 1, label %897
    i64 2, label %890
    i64 3, label %883
    i64 0, label %919
  ]

883:                                              ; preds = %881
  %884 = bitcast <16 x float> %882 to <8 x i64>
  %885 = and <8 x i64> %884, %285
  %886 = fcmp oeq <16 x float> %882, %44
  %887 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %882, i32 4)
  %888 = bitcast <8 x i64> %885 to <16 x float>
  %889 = select <16 x i1> %886, <16 x float> %888, <16 x float> %887
  br label %900

890:                                              ; preds = %881
  %891 = bitcast <16 x float> %882 to <8 x i64>
  %892 = or <8 x i64> %891, %286
  %893 = fcmp oeq <16 x float> %882, %47
  %894 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %882, i32 4)
  %895 = bitcast <8 x i64> %892 to <16 x float>
  %896 = select <16 x i1> %893, <16 x float> %895, <16 x float> %894
  br label %900

897:                                              ; preds = %881
  %898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %595, <16 x float> zeroinitializer)
  %899 = fadd <16 x float> %882, %898
  br label %900

900:                                              ; preds = %897, %890, %883
  %901 = phi <16 x float> [ %899, %897 ], [ %896, %890 ], [ %889, %883 ]
  switch i64 %314, label %534 [
    i64 1, label %916
    i64 2, label %909
    i64 3, label %902
    i64 0, label %919
  ]

902:                                              ; preds = %900
  %903 = bitcast <16 x float> %901 to <8 x i64>
  %904 = and <8 x i64> %903, %285
  %905 = fcmp oeq <16 x float> %901, %44
  %906 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %901, i32 4)
  %907 = bitcast <8 x i64> %904 to <16 x float>
  %908 = select <16 x i1> %905, <16 x float> %907, <16 x float> %906
  br label %919

909:                                              ; preds = %900
  %910 = bitcast <16 x float> %901 to <8 x i64>
  %911 = or <8 x i64> %910, %286
  %912 = fcmp oeq <16 x float> %901, %47
  %913 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %901, i32 4)
  %914 = bitcast <8 x i64> %911 to <16 x float>
  %915 = select <16 x i1> %912, <16 x float> %914, <16 x float> %913
  br label %919

916:                                              ; preds = %900
  %917 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %863, <16 x i1> %595, <16 x float> zeroinitializer)
  %918 = fadd <16 x float> %901, %917
  br label %919

919:                                              ; preds = %902, %909, %916, %900, %881, %859
  %920 = phi <16 x float> [ %901, %900 ], [ %860, %859 ], [ %882, %881 ], [ %918, %916 ], [ %915, %909 ], [ %908, %902 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %920, ptr nonnull align 1 %861, <16 x i1> %595)
  br i1 %315, label %926, label %921

921:                                              ; preds = %919
  %922 = load float, ptr %394, align 4
  %923 = insertelement <16 x float> poison, float %922, i64 0
  %924 = shufflevector <16 x float> %923, <16 x float> poison, <16 x i32> zeroinitializer
  %925 = fadd <16 x float> %430, %924
  br label %926

926:                                              ; preds = %921, %919
  %927 = phi <16 x float> [ %925, %921 ], [ %430, %919 ]
  %928 = getelementptr inbounds nuw float, ptr %398, i64 %503
  %929 = getelementptr inbounds nuw float, ptr %402, i64 %503
  %930 = select i1 %412, ptr null, ptr %929
  switch i64 %288, label %534 [
    i64 1, label %945
    i64 2, label %938
    i64 3, label %931
    i64 0, label %986
  ]

931:                                              ; preds = %926
  %932 = bitcast <16 x float> %927 to <8 x i64>
  %933 = and <8 x i64> %932, %285
  %934 = fcmp oeq <16 x float> %927, %44
  %935 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %927, i32 4)
  %936 = bitcast <8 x i64> %933 to <16 x float>
  %937 = select <16 x i1> %934, <16 x float> %936, <16 x float> %935
  br label %948

938:                                              ; preds = %926
  %939 = bitcast <16 x float> %927 to <8 x i64>
  %940 = or <8 x i64> %939, %286
  %941 = fcmp oeq <16 x float> %927, %47
  %942 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %927, i32 4)
  %943 = bitcast <8 x i64> %940 to <16 x float>
  %944 = select <16 x i1> %941, <16 x float> %943, <16 x float> %942
  br label %948

945:                                              ; preds = %926
  %946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %515, <16 x float> zeroinitializer)
  %947 = fadd <16 x float> %927, %946
  br label %948

948:                                              ; preds = %945, %938, %931
  %949 = phi <16 x float> [ %947, %945 ], [ %944, %938 ], [ %937, %931 ]
  switch i64 %317, label %534 [
    i64 1, label %964
    i64 2, label %957
    i64 3, label %950
    i64 0, label %986
  ]

950:                                              ; preds = %948
  %951 = bitcast <16 x float> %949 to <8 x i64>
  %952 = and <8 x i64> %951, %285
  %953 = fcmp oeq <16 x float> %949, %44
  %954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %949, i32 4)
  %955 = bitcast <8 x i64> %952 to <16 x float>
  %956 = select <16 x i1> %953, <16 x float> %955, <16 x float> %954
  br label %967

957:                                              ; preds = %948
  %958 = bitcast <16 x float> %949 to <8 x i64>
  %959 = or <8 x i64> %958, %286
  %960 = fcmp oeq <16 x float> %949, %47
  %961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %949, i32 4)
  %962 = bitcast <8 x i64> %959 to <16 x float>
  %963 = select <16 x i1> %960, <16 x float> %962, <16 x float> %961
  br label %967

964:                                              ; preds = %948
  %965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %515, <16 x float> zeroinitializer)
  %966 = fadd <16 x float> %949, %965
  br label %967

967:                                              ; preds = %964, %957, %950
  %968 = phi <16 x float> [ %966, %964 ], [ %963, %957 ], [ %956, %950 ]
  switch i64 %319, label %534 [
    i64 1, label %983
    i64 2, label %976
    i64 3, label %969
    i64 0, label %986
  ]

969:                                              ; preds = %967
  %970 = bitcast <16 x float> %968 to <8 x i64>
  %971 = and <8 x i64> %970, %285
  %972 = fcmp oeq <16 x float> %968, %44
  %973 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %968, i32 4)
  %974 = bitcast <8 x i64> %971 to <16 x float>
  %975 = select <16 x i1> %972, <16 x float> %974, <16 x float> %973
  br label %986

976:                                              ; preds = %967
  %977 = bitcast <16 x float> %968 to <8 x i64>
  %978 = or <8 x i64> %977, %286
  %979 = fcmp oeq <16 x float> %968, %47
  %980 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %968, i32 4)
  %981 = bitcast <8 x i64> %978 to <16 x float>
  %982 = select <16 x i1> %979, <16 x float> %981, <16 x float> %980
  br label %986

983:                                              ; preds = %967
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %930, <16 x i1> %515, <16 x float> zeroinitializer)
  %985 = fadd <16 x float> %968, %984
  br label %986

986:                                              ; preds = %969, %976, %983, %967, %948, %926
  %987 = phi <16 x float> [ %968, %967 ], [ %927, %926 ], [ %949, %948 ], [ %985, %983 ], [ %982, %976 ], [ %975, %969 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %987, ptr align 1 %928, <16 x i1> %515)
  br i1 %315, label %993, label %988

988:                                              ; preds = %986
  %989 = load float, ptr %394, align 4
  %990 = insertelement <16 x float> poison, float %989, i64 0
  %991 = shufflevector <16 x float> %990, <16 x float> poison, <16 x i32> zeroinitializer
  %992 = fadd <16 x float> %429, %991
  br label %993

993:                                              ; preds = %988, %986
  %994 = phi <16 x float> [ %992, %988 ], [ %429, %986 ]
  %995 = getelementptr inbounds nuw float, ptr %398, i64 %583
  %996 = getelementptr inbounds nuw float, ptr %402, i64 %583
  %997 = select i1 %412, ptr null, ptr %996
  switch i64 %288, label %534 [
    i64 1, label %1012
    i64 2, label %1005
    i64 3, label %998
    i64 0, label %1053
  ]

998:                                              ; preds = %993
  %999 = bitcast <16 x float> %994 to <8 x i64>
  %1000 = and <8 x i64> %999, %285
  %1001 = fcmp oeq <16 x float> %994, %44
  %1002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %994, i32 4)
  %1003 = bitcast <8 x i64> %1000 to <16 x float>
  %1004 = select <16 x i1> %1001, <16 x float> %1003, <16 x float> %1002
  br label %1015

1005:                                             ; preds = %993
  %1006 = bitcast <16 x float> %994 to <8 x i64>
  %1007 = or <8 x i64> %1006, %286
  %1008 = fcmp oeq <16 x float> %994, %47
  %1009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %994, i32 4)
  %1010 = bitcast <8 x i64> %1007 to <16 x float>
  %1011 = select <16 x i1> %1008, <16 x float> %1010, <16 x float> %1009
  br label %1015

1012:                                             ; preds = %993
  %1013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %997, <16 x i1> %595, <16 x float> zeroinitializer)
  %1014 = fadd <16 x float> %994, %1013
  br label %1015

1015:                                             ; preds = %1012, %1005, %998
  %1016 = phi <16 x float> [ %1014, %1012 ], [ %1011, %1005 ], [ %1004, %998 ]
  switch i64 %321, label %534 [
    i64 1, label %1031
    i64 2, label %1024
    i64 3, label %1017
    i64 0, label %1053
  ]

1017:                                             ; preds = %1015
  %1018 = bitcast <16 x float> %1016 to <8 x i64>
  %1019 = and <8 x i64> %1018, %285
  %1020 = fcmp oeq <16 x float> %1016, %44
  %1021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1016, i32 4)
  %1022 = bitcast <8 x i64> %1019 to <16 x float>
  %1023 = select <16 x i1> %1020, <16 x float> %1022, <16 x float> %1021
  br label %1034

1024:                                             ; preds = %1015
  %1025 = bitcast <16 x float> %1016 to <8 x i64>
  %1026 = or <8 x i64> %1025, %286
  %1027 = fcmp oeq <16 x float> %1016, %47
  %1028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1016, i32 4)
  %1029 = bitcast <8 x i64> %1026 to <16 x float>
  %1030 = select <16 x i1> %1027, <16 x float> %1029, <16 x float> %1028
  br label %1034

1031:                                             ; preds = %1015
  %1032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %997, <16 x i1> %595, <16 x float> zeroinitializer)
  %1033 = fadd <16 x float> %1016, %1032
  br label %1034

1034:                                             ; preds = %1031, %1024, %1017
  %1035 = phi <16 x float> [ %1033, %1031 ], [ %1030, %1024 ], [ %1023, %1017 ]
  switch i64 %323, label %534 [
    i64 1, label %1050
    i64 2, label %1043
    i64 3, label %1036
    i64 0, label %1053
  ]

1036:                                             ; preds = %1034
  %1037 = bitcast <16 x float> %1035 to <8 x i64>
  %1038 = and <8 x i64> %1037, %285
  %1039 = fcmp oeq <16 x float> %1035, %44
  %1040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1035, i32 4)
  %1041 = bitcast <8 x i64> %1038 to <16 x float>
  %1042 = select <16 x i1> %1039, <16 x float> %1041, <16 x float> %1040
  br label %1053

1043:                                             ; preds = %1034
  %1044 = bitcast <16 x float> %1035 to <8 x i64>
  %1045 = or <8 x i64> %1044, %286
  %1046 = fcmp oeq <16 x float> %1035, %47
  %1047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1035, i32 4)
  %1048 = bitcast <8 x i64> %1045 to <16 x float>
  %1049 = select <16 x i1> %1046, <16 x float> %1048, <16 x float> %1047
  br label %1053

1050:                                             ; preds = %1034
  %1051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %997, <16 x i1> %595, <16 x float> zeroinitializer)
  %1052 = fadd <16 x float> %1035, %1051
  br label %1053

1053:                                             ; preds = %1036, %1043, %1050, %1034, %1015, %993
  %1054 = phi <16 x float> [ %1035, %1034 ], [ %994, %993 ], [ %1016, %1015 ], [ %1052, %1050 ], [ %1049, %1043 ], [ %1042, %1036 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1054, ptr nonnull align 1 %995, <16 x i1> %595)
  %1055 = add nuw nsw i64 %418, 2
  %1056 = icmp slt i64 %1055, %63
  br i1 %1056, label %417, label %413

1057:                                             ; preds = %413, %278
  %1058 = phi i64 [ %3, %278 ], [ %414, %413 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %1059

1059:                                             ; preds = %1057, %51
  %1060 = phi i64 [ %1058, %1057 ], [ %3, %51 ]
  %1061 = add nsw i64 %9, 15
  %1062 = sdiv i64 %1061, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %1063 = icmp slt i64 %9, 257
  %1064 = icmp slt i64 %11, 8
  %1065 = and i1 %1063, %1064
  %1066 = and i1 %1065, %53
  br i1 %1066, label %1067, label %1150

1067:                                             ; preds = %1059
  %1068 = icmp sgt i64 %9, 0
  br i1 %1068, label %1069, label %1150

1069:                                             ; preds = %1067
  %1070 = icmp sgt i64 %11, 0
  %1071 = tail call i64 @llvm.smax.i64(i64 %1062, i64 1)
  %1072 = insertelement <8 x i64> poison, i64 %7, i64 0
  %1073 = shufflevector <8 x i64> %1072, <8 x i64> poison, <8 x i32> zeroinitializer
  %1074 = insertelement <8 x i64> poison, i64 %15, i64 0
  %1075 = shufflevector <8 x i64> %1074, <8 x i64> poison, <8 x i32> zeroinitializer
  %1076 = add nsw i64 %11, -1
  %1077 = insertelement <8 x i64> poison, i64 %1076, i64 0
  %1078 = shufflevector <8 x i64> %1077, <8 x i64> poison, <8 x i32> zeroinitializer
  %1079 = icmp uge <8 x i64> %1078, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1080 = mul nsw <8 x i64> %1075, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1081 = extractelement <8 x i1> %1079, i64 0
  %1082 = extractelement <8 x i1> %1079, i64 1
  %1083 = extractelement <8 x i1> %1079, i64 2
  %1084 = extractelement <8 x i1> %1079, i64 3
  %1085 = extractelement <8 x i1> %1079, i64 4
  %1086 = extractelement <8 x i1> %1079, i64 5
  %1087 = extractelement <8 x i1> %1079, i64 6
  %1088 = extractelement <8 x i1> %1079, i64 7
  br label %1089

1089:                                             ; preds = %1069, %1147
  %1090 = phi i64 [ 0, %1069 ], [ %1148, %1147 ]
  br i1 %1070, label %1091, label %1147

1091:                                             ; preds = %1089
  %1092 = mul nuw nsw i64 %1090, %11
  %1093 = getelementptr i16, ptr %34, i64 %1092
  %1094 = shl nsw i64 %1090, 4
  %1095 = sub i64 %1094, %17
  %1096 = insertelement <8 x i64> poison, i64 %1095, i64 0
  %1097 = shufflevector <8 x i64> %1096, <8 x i64> poison, <8 x i32> zeroinitializer
  %1098 = sub nsw i64 %9, %1094
  %1099 = insertelement <8 x i64> poison, i64 %1098, i64 0
  %1100 = shufflevector <8 x i64> %1099, <8 x i64> poison, <8 x i32> zeroinitializer
  %1101 = add <8 x i64> %1097, %1080
  %1102 = icmp slt <8 x i64> %1101, zeroinitializer
  %1103 = sub nsw <8 x i64> zeroinitializer, %1101
  %1104 = select <8 x i1> %1102, <8 x i64> %1103, <8 x i64> zeroinitializer
  %1105 = sub nsw <8 x i64> %1073, %1101
  %1106 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1105, <8 x i64> %1100)
  %1107 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1106, <8 x i64> splat (i64 16))
  %1108 = icmp sgt <8 x i64> %1107, %1104
  %1109 = trunc <8 x i64> %1107 to <8 x i32>
  %1110 = shl nsw <8 x i32> splat (i32 -1), %1109
  %1111 = xor <8 x i32> %1110, splat (i32 -1)
  %1112 = trunc <8 x i64> %1104 to <8 x i32>
  %1113 = shl nsw <8 x i32> splat (i32 -1), %1112
  %1114 = and <8 x i32> %1113, %1111
  %1115 = trunc <8 x i32> %1114 to <8 x i16>
  %1116 = select <8 x i1> %1108, <8 x i16> %1115, <8 x i16> zeroinitializer
  br i1 %1081, label %1117, label %1119

1117:                                             ; preds = %1091
  %1118 = extractelement <8 x i16> %1116, i64 0
  store i16 %1118, ptr %1093, align 2
  br label %1119

1119:                                             ; preds = %1117, %1091
  br i1 %1082, label %1120, label %1123

1120:                                             ; preds = %1119
  %1121 = getelementptr i8, ptr %1093, i64 2
  %1122 = extractelement <8 x i16> %1116, i64 1
  store i16 %1122, ptr %1121, align 2
  br label %1123

1123:                                             ; preds = %1120, %1119
  br i1 %1083, label %1124, label %1127

1124:                                             ; preds = %1123
  %1125 = getelementptr i8, ptr %1093, i64 4
  %1126 = extractelement <8 x i16> %1116, i64 2
  store i16 %1126, ptr %1125, align 2
  br label %1127

1127:                                             ; preds = %1124, %1123
  br i1 %1084, label %1128, label %1131

1128:                                             ; preds = %1127
  %1129 = getelementptr i8, ptr %1093, i64 6
  %1130 = extractelement <8 x i16> %1116, i64 3
  store i16 %1130, ptr %1129, align 2
  br label %1131

1131:                                             ; preds = %1128, %1127
  br i1 %1085, label %1132, label %1135

1132:                                             ; preds = %1131
  %1133 = getelementptr i8, ptr %1093, i64 8
  %1134 = extractelement <8 x i16> %1116, i64 4
  store i16 %1134, ptr %1133, align 2
  br label %1135

1135:                                             ; preds = %1132, %1131
  br i1 %1086, label %1136, label %1139

1136:                                             ; preds = %1135
  %1137 = getelementptr i8, ptr %1093, i64 10
  %1138 = extractelement <8 x i16> %1116, i64 5
  store i16 %1138, ptr %1137, align 2
  br label %1139

1139:                                             ; preds = %1136, %1135
  br i1 %1087, label %1140, label %1143

1140:                                             ; preds = %1139
  %1141 = getelementptr i8, ptr %1093, i64 12
  %1142 = extractelement <8 x i16> %1116, i64 6
  store i16 %1142, ptr %1141, align 2
  br label %1143

1143:                                             ; preds = %1140, %1139
  br i1 %1088, label %1144, label %1147

1144:                                             ; preds = %1143
  %1145 = getelementptr i8, ptr %1093, i64 14
  %1146 = extractelement <8 x i16> %1116, i64 7
  store i16 %1146, ptr %1145, align 2
  br label %1147

1147:                                             ; preds = %1143, %1144, %1089
  %1148 = add nuw nsw i64 %1090, 1
  %1149 = icmp eq i64 %1148, %1071
  br i1 %1149, label %1150, label %1089

1150:                                             ; preds = %1147, %1067, %1059
  %1151 = phi ptr [ null, %1059 ], [ %34, %1067 ], [ %34, %1147 ]
  %1152 = mul nsw i64 %56, %5
  %1153 = sdiv i64 %1060, %1152
  %1154 = mul nsw i64 %1153, %1152
  %1155 = icmp slt i64 %1154, %4
  br i1 %1155, label %1156, label %8467

1156:                                             ; preds = %1150
  %1157 = add i64 %5, -1
  %1158 = mul i64 %7, %6
  %1159 = icmp eq i64 %21, 0
  %1160 = icmp eq i64 %22, 0
  %1161 = add nsw i64 %10, -1
  %1162 = mul nsw i64 %14, %1161
  %1163 = sub i64 %1162, %16
  %1164 = shl i64 %7, 2
  %1165 = icmp sgt i64 %9, 0
  %1166 = icmp sgt i64 %10, 0
  %1167 = icmp sgt i64 %11, 0
  %1168 = bitcast <16 x float> %44 to <8 x i64>
  %1169 = bitcast <16 x float> %47 to <8 x i64>
  %1170 = add i64 %9, -49
  %1171 = icmp ult i64 %1170, 16
  %1172 = icmp slt i64 %9, 33
  %1173 = select i1 %1172, i32 4, i32 1
  %1174 = select i1 %1171, i32 2, i32 %1173
  %1175 = zext nneg i32 %1174 to i64
  %1176 = icmp eq ptr %1151, null
  %1177 = icmp sgt i64 %9, 15
  %1178 = trunc i64 %9 to i32
  %1179 = shl nsw i32 -1, %1178
  %1180 = trunc i32 %1179 to i16
  %1181 = xor i16 %1180, -1
  %1182 = select i1 %1177, i16 -1, i16 %1181
  %1183 = bitcast i16 %1182 to <16 x i1>
  %1184 = sub i64 %4, %1154
  %1185 = and i64 %26, 3
  %1186 = lshr i64 %26, 2
  %1187 = and i64 %1186, 3
  %1188 = lshr i64 %26, 4
  %1189 = and i64 %1188, 3
  %1190 = lshr i64 %26, 2
  %1191 = and i64 %1190, 3
  %1192 = lshr i64 %26, 4
  %1193 = and i64 %1192, 3
  %1194 = lshr i64 %26, 2
  %1195 = and i64 %1194, 3
  %1196 = lshr i64 %26, 4
  %1197 = and i64 %1196, 3
  %1198 = lshr i64 %26, 2
  %1199 = and i64 %1198, 3
  %1200 = lshr i64 %26, 4
  %1201 = and i64 %1200, 3
  %1202 = and i64 %26, 3
  %1203 = lshr i64 %26, 2
  %1204 = and i64 %1203, 3
  %1205 = lshr i64 %26, 4
  %1206 = and i64 %1205, 3
  %1207 = lshr i64 %26, 2
  %1208 = and i64 %1207, 3
  %1209 = lshr i64 %26, 4
  %1210 = and i64 %1209, 3
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
  %1229 = and i64 %26, 3
  %1230 = lshr i64 %26, 2
  %1231 = and i64 %1230, 3
  %1232 = lshr i64 %26, 4
  %1233 = and i64 %1232, 3
  %1234 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %1235 = lshr i64 %26, 2
  %1236 = and i64 %1235, 3
  %1237 = lshr i64 %26, 4
  %1238 = and i64 %1237, 3
  %1239 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %1240 = lshr i64 %26, 2
  %1241 = and i64 %1240, 3
  %1242 = lshr i64 %26, 4
  %1243 = and i64 %1242, 3
  %1244 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %1245 = lshr i64 %26, 2
  %1246 = and i64 %1245, 3
  %1247 = lshr i64 %26, 4
  %1248 = and i64 %1247, 3
  %1249 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %1250 = lshr i64 %26, 2
  %1251 = and i64 %1250, 3
  %1252 = lshr i64 %26, 4
  %1253 = and i64 %1252, 3
  %1254 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %1255 = lshr i64 %26, 2
  %1256 = and i64 %1255, 3
  %1257 = lshr i64 %26, 4
  %1258 = and i64 %1257, 3
  %1259 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %1260 = lshr i64 %26, 2
  %1261 = and i64 %1260, 3
  %1262 = lshr i64 %26, 4
  %1263 = and i64 %1262, 3
  %1264 = getelementptr inbounds nuw i8, ptr %31, i64 448
  %1265 = lshr i64 %26, 2
  %1266 = and i64 %1265, 3
  %1267 = lshr i64 %26, 4
  %1268 = and i64 %1267, 3
  %1269 = and i64 %26, 3
  %1270 = lshr i64 %26, 2
  %1271 = and i64 %1270, 3
  %1272 = lshr i64 %26, 4
  %1273 = and i64 %1272, 3
  %1274 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %1275 = lshr i64 %26, 2
  %1276 = and i64 %1275, 3
  %1277 = lshr i64 %26, 4
  %1278 = and i64 %1277, 3
  %1279 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %1280 = lshr i64 %26, 2
  %1281 = and i64 %1280, 3
  %1282 = lshr i64 %26, 4
  %1283 = and i64 %1282, 3
  %1284 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %1285 = lshr i64 %26, 2
  %1286 = and i64 %1285, 3
  %1287 = lshr i64 %26, 4
  %1288 = and i64 %1287, 3
  %1289 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %1290 = lshr i64 %26, 2
  %1291 = and i64 %1290, 3
  %1292 = lshr i64 %26, 4
  %1293 = and i64 %1292, 3
  %1294 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %1295 = lshr i64 %26, 2
  %1296 = and i64 %1295, 3
  %1297 = lshr i64 %26, 4
  %1298 = and i64 %1297, 3
  %1299 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %1300 = lshr i64 %26, 2
  %1301 = and i64 %1300, 3
  %1302 = lshr i64 %26, 4
  %1303 = and i64 %1302, 3
  %1304 = and i64 %26, 3
  %1305 = lshr i64 %26, 2
  %1306 = and i64 %1305, 3
  %1307 = lshr i64 %26, 4
  %1308 = and i64 %1307, 3
  %1309 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %1310 = lshr i64 %26, 2
  %1311 = and i64 %1310, 3
  %1312 = lshr i64 %26, 4
  %1313 = and i64 %1312, 3
  %1314 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %1315 = lshr i64 %26, 2
  %1316 = and i64 %1315, 3
  %1317 = lshr i64 %26, 4
  %1318 = and i64 %1317, 3
  %1319 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %1320 = lshr i64 %26, 2
  %1321 = and i64 %1320, 3
  %1322 = lshr i64 %26, 4
  %1323 = and i64 %1322, 3
  %1324 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %1325 = lshr i64 %26, 2
  %1326 = and i64 %1325, 3
  %1327 = lshr i64 %26, 4
  %1328 = and i64 %1327, 3
  %1329 = getelementptr inbounds nuw i8, ptr %29, i64 320
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
  %1343 = lshr i64 %26, 2
  %1344 = and i64 %1343, 3
  %1345 = lshr i64 %26, 4
  %1346 = and i64 %1345, 3
  %1347 = lshr i64 %26, 2
  %1348 = and i64 %1347, 3
  %1349 = lshr i64 %26, 4
  %1350 = and i64 %1349, 3
  %1351 = lshr i64 %26, 2
  %1352 = and i64 %1351, 3
  %1353 = lshr i64 %26, 4
  %1354 = and i64 %1353, 3
  %1355 = and i64 %26, 3
  %1356 = lshr i64 %26, 2
  %1357 = and i64 %1356, 3
  %1358 = lshr i64 %26, 4
  %1359 = and i64 %1358, 3
  %1360 = lshr i64 %26, 2
  %1361 = and i64 %1360, 3
  %1362 = lshr i64 %26, 4
  %1363 = and i64 %1362, 3
  %1364 = lshr i64 %26, 2
  %1365 = and i64 %1364, 3
  %1366 = lshr i64 %26, 4
  %1367 = and i64 %1366, 3
  %1368 = lshr i64 %26, 2
  %1369 = and i64 %1368, 3
  %1370 = lshr i64 %26, 4
  %1371 = and i64 %1370, 3
  %1372 = and i64 %26, 3
  %1373 = lshr i64 %26, 2
  %1374 = and i64 %1373, 3
  %1375 = lshr i64 %26, 4
  %1376 = and i64 %1375, 3
  %1377 = lshr i64 %26, 2
  %1378 = and i64 %1377, 3
  %1379 = lshr i64 %26, 4
  %1380 = and i64 %1379, 3
  %1381 = lshr i64 %26, 2
  %1382 = and i64 %1381, 3
  %1383 = lshr i64 %26, 4
  %1384 = and i64 %1383, 3
  %1385 = and i64 %26, 3
  %1386 = lshr i64 %26, 2
  %1387 = and i64 %1386, 3
  %1388 = lshr i64 %26, 4
  %1389 = and i64 %1388, 3
  %1390 = lshr i64 %26, 2
  %1391 = and i64 %1390, 3
  %1392 = lshr i64 %26, 4
  %1393 = and i64 %1392, 3
  %1394 = and i64 %26, 3
  %1395 = lshr i64 %26, 2
  %1396 = and i64 %1395, 3
  %1397 = lshr i64 %26, 4
  %1398 = and i64 %1397, 3
  %1399 = add nsw i64 %9, -16
  %1400 = shl i64 %11, 2
  %1401 = add nsw i64 %9, -32
  %1402 = mul i64 %11, 6
  %1403 = add nsw i64 %9, -48
  %1404 = and i64 %26, 3
  %1405 = lshr i64 %26, 2
  %1406 = and i64 %1405, 3
  %1407 = lshr i64 %26, 4
  %1408 = and i64 %1407, 3
  %1409 = icmp sgt i64 %9, 31
  %1410 = trunc i64 %9 to i32
  %1411 = add i32 %1410, -16
  %1412 = shl nsw i32 -1, %1411
  %1413 = trunc i32 %1412 to i16
  %1414 = xor i16 %1413, -1
  %1415 = select i1 %1409, i16 -1, i16 %1414
  %1416 = bitcast i16 %1415 to <16 x i1>
  %1417 = lshr i64 %26, 2
  %1418 = and i64 %1417, 3
  %1419 = lshr i64 %26, 4
  %1420 = and i64 %1419, 3
  %1421 = icmp sgt i64 %9, 47
  %1422 = trunc i64 %9 to i32
  %1423 = add i32 %1422, -32
  %1424 = shl nsw i32 -1, %1423
  %1425 = trunc i32 %1424 to i16
  %1426 = xor i16 %1425, -1
  %1427 = select i1 %1421, i16 -1, i16 %1426
  %1428 = bitcast i16 %1427 to <16 x i1>
  %1429 = lshr i64 %26, 2
  %1430 = and i64 %1429, 3
  %1431 = lshr i64 %26, 4
  %1432 = and i64 %1431, 3
  %1433 = icmp sgt i64 %9, 63
  %1434 = trunc i64 %9 to i32
  %1435 = add i32 %1434, -48
  %1436 = shl nsw i32 -1, %1435
  %1437 = trunc i32 %1436 to i16
  %1438 = xor i16 %1437, -1
  %1439 = select i1 %1433, i16 -1, i16 %1438
  %1440 = bitcast i16 %1439 to <16 x i1>
  %1441 = lshr i64 %26, 2
  %1442 = and i64 %1441, 3
  %1443 = lshr i64 %26, 4
  %1444 = and i64 %1443, 3
  %1445 = lshr i64 %26, 2
  %1446 = and i64 %1445, 3
  %1447 = lshr i64 %26, 4
  %1448 = and i64 %1447, 3
  %1449 = add nsw i64 %9, 16
  %1450 = lshr i64 %26, 2
  %1451 = and i64 %1450, 3
  %1452 = lshr i64 %26, 4
  %1453 = and i64 %1452, 3
  %1454 = add nsw i64 %9, 32
  %1455 = lshr i64 %26, 2
  %1456 = and i64 %1455, 3
  %1457 = lshr i64 %26, 4
  %1458 = and i64 %1457, 3
  %1459 = add nsw i64 %9, 48
  %1460 = lshr i64 %26, 2
  %1461 = and i64 %1460, 3
  %1462 = lshr i64 %26, 4
  %1463 = and i64 %1462, 3
  %1464 = add nsw i64 %9, -16
  %1465 = and i64 %26, 3
  %1466 = lshr i64 %26, 2
  %1467 = and i64 %1466, 3
  %1468 = lshr i64 %26, 4
  %1469 = and i64 %1468, 3
  %1470 = icmp sgt i64 %9, 31
  %1471 = trunc i64 %9 to i32
  %1472 = add i32 %1471, -16
  %1473 = shl nsw i32 -1, %1472
  %1474 = trunc i32 %1473 to i16
  %1475 = xor i16 %1474, -1
  %1476 = select i1 %1470, i16 -1, i16 %1475
  %1477 = bitcast i16 %1476 to <16 x i1>
  %1478 = lshr i64 %26, 2
  %1479 = and i64 %1478, 3
  %1480 = lshr i64 %26, 4
  %1481 = and i64 %1480, 3
  %1482 = lshr i64 %26, 2
  %1483 = and i64 %1482, 3
  %1484 = lshr i64 %26, 4
  %1485 = and i64 %1484, 3
  %1486 = add nsw i64 %9, 16
  %1487 = lshr i64 %26, 2
  %1488 = and i64 %1487, 3
  %1489 = lshr i64 %26, 4
  %1490 = and i64 %1489, 3
  %1491 = shl nsw i64 %9, 1
  %1492 = lshr i64 %26, 2
  %1493 = and i64 %1492, 3
  %1494 = lshr i64 %26, 4
  %1495 = and i64 %1494, 3
  %1496 = add nsw i64 %1491, 16
  %1497 = lshr i64 %26, 2
  %1498 = and i64 %1497, 3
  %1499 = lshr i64 %26, 4
  %1500 = and i64 %1499, 3
  %1501 = mul nsw i64 %9, 3
  %1502 = lshr i64 %26, 2
  %1503 = and i64 %1502, 3
  %1504 = lshr i64 %26, 4
  %1505 = and i64 %1504, 3
  %1506 = add nsw i64 %1501, 16
  %1507 = lshr i64 %26, 2
  %1508 = and i64 %1507, 3
  %1509 = lshr i64 %26, 4
  %1510 = and i64 %1509, 3
  %1511 = and i64 %26, 3
  %1512 = lshr i64 %26, 2
  %1513 = and i64 %1512, 3
  %1514 = lshr i64 %26, 4
  %1515 = and i64 %1514, 3
  %1516 = lshr i64 %26, 2
  %1517 = and i64 %1516, 3
  %1518 = lshr i64 %26, 4
  %1519 = and i64 %1518, 3
  %1520 = shl nsw i64 %9, 1
  %1521 = lshr i64 %26, 2
  %1522 = and i64 %1521, 3
  %1523 = lshr i64 %26, 4
  %1524 = and i64 %1523, 3
  %1525 = mul nsw i64 %9, 3
  %1526 = lshr i64 %26, 2
  %1527 = and i64 %1526, 3
  %1528 = lshr i64 %26, 4
  %1529 = and i64 %1528, 3
  br label %1530

1530:                                             ; preds = %1156, %8462
  %1531 = phi i64 [ %1184, %1156 ], [ %8466, %8462 ]
  %1532 = phi i64 [ %1154, %1156 ], [ %8464, %8462 ]
  %1533 = phi i64 [ %1153, %1156 ], [ %8463, %8462 ]
  %1534 = call i64 @llvm.smin.i64(i64 %5, i64 %1531)
  %1535 = call i64 @llvm.smin.i64(i64 %1534, i64 %1152)
  %1536 = icmp sgt i64 %1060, %1532
  %1537 = sub nsw i64 %1060, %1532
  %1538 = select i1 %1536, i64 %1537, i64 0
  %1539 = sub nsw i64 %4, %1532
  %1540 = call i64 @llvm.smin.i64(i64 %1539, i64 %1152)
  %1541 = call i64 @llvm.smin.i64(i64 %5, i64 %1540)
  %1542 = icmp sgt i64 %1541, 0
  br i1 %1542, label %1543, label %8462

1543:                                             ; preds = %1530
  %1544 = add i64 %1157, %1538
  %1545 = mul nsw i64 %1533, %19
  %1546 = getelementptr inbounds float, ptr %35, i64 %1545
  %1547 = mul nsw i64 %1533, %20
  %1548 = getelementptr inbounds float, ptr %39, i64 %1547
  %1549 = mul nsw i64 %1533, %23
  %1550 = getelementptr inbounds float, ptr %38, i64 %1549
  br label %1551

1551:                                             ; preds = %1543, %8459
  %1552 = phi i64 [ 0, %1543 ], [ %8460, %8459 ]
  %1553 = icmp samesign ugt i64 %1538, %1552
  br i1 %1553, label %1554, label %1557

1554:                                             ; preds = %1551
  %1555 = sub i64 %1544, %1552
  %1556 = sdiv i64 %1555, %5
  br label %1557

1557:                                             ; preds = %1551, %1554
  %1558 = phi i64 [ %1556, %1554 ], [ 0, %1551 ]
  %1559 = xor i64 %1552, -1
  %1560 = add i64 %1540, %1559
  %1561 = sdiv i64 %1560, %5
  %1562 = icmp sgt i64 %1558, %1561
  br i1 %1562, label %1563, label %1565

1563:                                             ; preds = %1557
  %1564 = add nuw nsw i64 %1552, 1
  br label %8459

1565:                                             ; preds = %1557
  %1566 = mul i64 %1158, %1552
  %1567 = getelementptr inbounds float, ptr %1546, i64 %1566
  %1568 = mul nsw i64 %1552, %60
  %1569 = getelementptr inbounds float, ptr %36, i64 %1568
  %1570 = getelementptr inbounds nuw float, ptr %37, i64 %1552
  %1571 = select i1 %1159, ptr null, ptr %1570
  %1572 = mul nsw i64 %1552, %61
  %1573 = getelementptr inbounds float, ptr %1548, i64 %1572
  %1574 = getelementptr inbounds float, ptr %1550, i64 %1572
  %1575 = select i1 %1160, ptr null, ptr %1574
  %1576 = mul nsw i64 %1558, %52
  %1577 = add i64 %1561, 1
  %1578 = mul i64 %1577, %52
  %1579 = call i64 @llvm.smin.i64(i64 %1578, i64 %8)
  %1580 = mul nsw i64 %1576, %12
  %1581 = sub nsw i64 %1580, %16
  %1582 = add nsw i64 %1579, -1
  %1583 = mul nsw i64 %1582, %12
  %1584 = add i64 %1163, %1583
  %1585 = add nsw i64 %1584, 1
  %1586 = call i64 @llvm.smax.i64(i64 %1581, i64 0)
  %1587 = icmp slt i64 %1584, %6
  %1588 = select i1 %1587, i64 %1585, i64 %6
  %1589 = add nuw nsw i64 %1552, 1
  %1590 = icmp slt i64 %1589, %5
  br i1 %1590, label %1591, label %1610

1591:                                             ; preds = %1565
  %1592 = sub nsw i64 %1588, %1586
  %1593 = mul nsw i64 %1592, %7
  %1594 = icmp slt i64 %1593, 8193
  br i1 %1594, label %1595, label %1610

1595:                                             ; preds = %1591
  %1596 = getelementptr inbounds float, ptr %1567, i64 %1158
  %1597 = mul i64 %1164, %1586
  %1598 = getelementptr inbounds i8, ptr %1596, i64 %1597
  %1599 = mul i64 %1164, %1588
  %1600 = getelementptr inbounds i8, ptr %1596, i64 %1599
  %1601 = sub nsw i64 %1599, %1597
  %1602 = icmp sgt i64 %1601, 8192
  %1603 = getelementptr inbounds nuw i8, ptr %1598, i64 8192
  %1604 = select i1 %1602, ptr %1603, ptr %1600
  %1605 = icmp ult ptr %1598, %1604
  br i1 %1605, label %1606, label %1610

1606:                                             ; preds = %1595, %1606
  %1607 = phi ptr [ %1608, %1606 ], [ %1598, %1595 ]
  call void @llvm.prefetch.p0(ptr %1607, i32 0, i32 3, i32 1)
  %1608 = getelementptr inbounds nuw i8, ptr %1607, i64 64
  %1609 = icmp ult ptr %1608, %1604
  br i1 %1609, label %1606, label %1610

1610:                                             ; preds = %1606, %1595, %1591, %1565
  %1611 = icmp slt i64 %1576, %1579
  br i1 %53, label %1616, label %1612

1612:                                             ; preds = %1610
  br i1 %1611, label %1613, label %8459

1613:                                             ; preds = %1612
  %1614 = icmp eq ptr %1575, null
  %1615 = icmp eq ptr %1571, null
  br label %1620

1616:                                             ; preds = %1610
  br i1 %1611, label %1617, label %8459

1617:                                             ; preds = %1616
  %1618 = icmp eq ptr %1575, null
  %1619 = icmp eq ptr %1571, null
  br label %2934

1620:                                             ; preds = %1613, %1630
  %1621 = phi i64 [ %1576, %1613 ], [ %1631, %1630 ]
  %1622 = mul nsw i64 %1621, %9
  %1623 = getelementptr inbounds float, ptr %1573, i64 %1622
  %1624 = getelementptr inbounds float, ptr %1575, i64 %1622
  %1625 = select i1 %1614, ptr null, ptr %1624
  br i1 %1165, label %1626, label %1630

1626:                                             ; preds = %1620
  %1627 = mul nsw i64 %1621, %12
  %1628 = sub i64 %1627, %16
  %1629 = icmp eq ptr %1625, null
  br label %1633

1630:                                             ; preds = %2931, %1620
  %1631 = add i64 %1621, 1
  %1632 = icmp eq i64 %1631, %1579
  br i1 %1632, label %8459, label %1620

1633:                                             ; preds = %1626, %2931
  %1634 = phi i64 [ 0, %1626 ], [ %2932, %2931 ]
  %1635 = sub nsw i64 %9, %1634
  %1636 = add nuw nsw i64 %1635, 15
  %1637 = lshr i64 %1636, 4
  %1638 = icmp ugt i64 %1635, 48
  %1639 = trunc i64 %1637 to i32
  %1640 = select i1 %1638, i32 4, i32 %1639
  switch i32 %1640, label %2931 [
    i32 1, label %1641
    i32 2, label %1785
    i32 3, label %2048
    i32 4, label %2430
  ]

1641:                                             ; preds = %1633
  br i1 %1166, label %1642, label %1646

1642:                                             ; preds = %1641
  %1643 = shl nuw nsw i64 %1634, 1
  %1644 = shl nsw i64 %1635, 1
  %1645 = add nsw i64 %1644, -1
  br label %1658

1646:                                             ; preds = %1672, %1641
  %1647 = phi <16 x float> [ zeroinitializer, %1641 ], [ %1673, %1672 ]
  %1648 = icmp sgt i64 %1635, 15
  %1649 = trunc i64 %1635 to i32
  %1650 = shl nsw i32 -1, %1649
  %1651 = trunc i32 %1650 to i16
  %1652 = xor i16 %1651, -1
  %1653 = select i1 %1648, i16 -1, i16 %1652
  %1654 = getelementptr inbounds nuw float, ptr %1623, i64 %1634
  %1655 = getelementptr inbounds nuw float, ptr %1625, i64 %1634
  %1656 = select i1 %1629, ptr null, ptr %1655
  %1657 = bitcast i16 %1653 to <16 x i1>
  br i1 %1615, label %1726, label %1721

1658:                                             ; preds = %1642, %1672
  %1659 = phi <16 x float> [ zeroinitializer, %1642 ], [ %1673, %1672 ]
  %1660 = phi i64 [ 0, %1642 ], [ %1674, %1672 ]
  %1661 = mul nsw i64 %1660, %14
  %1662 = add i64 %1628, %1661
  %1663 = icmp sgt i64 %1662, -1
  %1664 = icmp slt i64 %1662, %6
  %1665 = and i1 %1663, %1664
  %1666 = select i1 %1665, i64 %1662, i64 0
  %1667 = mul nsw i64 %1666, %7
  %1668 = getelementptr inbounds float, ptr %1567, i64 %1667
  br i1 %1167, label %1669, label %1672

1669:                                             ; preds = %1658
  %1670 = mul nuw nsw i64 %1660, %11
  %1671 = getelementptr inbounds nuw float, ptr %1569, i64 %1670
  br label %1676

1672:                                             ; preds = %1707, %1658
  %1673 = phi <16 x float> [ %1659, %1658 ], [ %1718, %1707 ]
  %1674 = add nuw nsw i64 %1660, 1
  %1675 = icmp eq i64 %1674, %10
  br i1 %1675, label %1646, label %1658

1676:                                             ; preds = %1669, %1707
  %1677 = phi <16 x float> [ %1659, %1669 ], [ %1718, %1707 ]
  %1678 = phi i64 [ 0, %1669 ], [ %1719, %1707 ]
  %1679 = getelementptr inbounds nuw float, ptr %1671, i64 %1678
  %1680 = load float, ptr %1679, align 4
  %1681 = insertelement <16 x float> poison, float %1680, i64 0
  %1682 = shufflevector <16 x float> %1681, <16 x float> poison, <16 x i32> zeroinitializer
  %1683 = mul nsw i64 %1678, %15
  %1684 = sub i64 %1683, %17
  %1685 = add i64 %1684, %1643
  %1686 = icmp slt i64 %1685, 0
  %1687 = sub nsw i64 0, %1685
  %1688 = select i1 %1686, i64 %1687, i64 0
  %1689 = sub nsw i64 %7, %1685
  %1690 = call i64 @llvm.smin.i64(i64 %1689, i64 %1645)
  %1691 = call i64 @llvm.smin.i64(i64 %1690, i64 32)
  %1692 = icmp sgt i64 %1691, %1688
  %1693 = select i1 %1665, i1 %1692, i1 false
  %1694 = select i1 %1693, i64 %1688, i64 0
  %1695 = select i1 %1693, i64 %1691, i64 0
  %1696 = getelementptr inbounds float, ptr %1668, i64 %1685
  %1697 = icmp sgt i64 %1695, %1694
  br i1 %1697, label %1698, label %1707

1698:                                             ; preds = %1676
  %1699 = icmp sgt i64 %1695, 31
  %1700 = trunc i64 %1695 to i32
  %1701 = shl nsw i32 -1, %1700
  %1702 = xor i32 %1701, -1
  %1703 = select i1 %1699, i32 -1, i32 %1702
  %1704 = trunc i64 %1694 to i32
  %1705 = shl nsw i32 -1, %1704
  %1706 = and i32 %1703, %1705
  br label %1707

1707:                                             ; preds = %1698, %1676
  %1708 = phi i32 [ %1706, %1698 ], [ 0, %1676 ]
  %1709 = trunc i32 %1708 to i16
  %1710 = bitcast i16 %1709 to <16 x i1>
  %1711 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1696, <16 x i1> %1710, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1712 = lshr i32 %1708, 16
  %1713 = trunc nuw i32 %1712 to i16
  %1714 = getelementptr inbounds nuw i8, ptr %1696, i64 64
  %1715 = bitcast i16 %1713 to <16 x i1>
  %1716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1714, <16 x i1> %1715, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1717 = shufflevector <16 x float> %1711, <16 x float> %1716, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1718 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1717, <16 x float> %1682, <16 x float> %1677)
  %1719 = add nuw nsw i64 %1678, 1
  %1720 = icmp eq i64 %1719, %11
  br i1 %1720, label %1672, label %1676

1721:                                             ; preds = %1646
  %1722 = load float, ptr %1570, align 4
  %1723 = insertelement <16 x float> poison, float %1722, i64 0
  %1724 = shufflevector <16 x float> %1723, <16 x float> poison, <16 x i32> zeroinitializer
  %1725 = fadd <16 x float> %1647, %1724
  br label %1726

1726:                                             ; preds = %1721, %1646
  %1727 = phi <16 x float> [ %1725, %1721 ], [ %1647, %1646 ]
  switch i64 %1224, label %534 [
    i64 1, label %1728
    i64 2, label %1731
    i64 3, label %1738
    i64 0, label %1783
  ]

1728:                                             ; preds = %1726
  %1729 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %1657, <16 x float> zeroinitializer)
  %1730 = fadd <16 x float> %1727, %1729
  br label %1745

1731:                                             ; preds = %1726
  %1732 = bitcast <16 x float> %1727 to <8 x i64>
  %1733 = or <8 x i64> %1732, %1169
  %1734 = fcmp oeq <16 x float> %1727, %47
  %1735 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1727, i32 4)
  %1736 = bitcast <8 x i64> %1733 to <16 x float>
  %1737 = select <16 x i1> %1734, <16 x float> %1736, <16 x float> %1735
  br label %1745

1738:                                             ; preds = %1726
  %1739 = bitcast <16 x float> %1727 to <8 x i64>
  %1740 = and <8 x i64> %1739, %1168
  %1741 = fcmp oeq <16 x float> %1727, %44
  %1742 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1727, i32 4)
  %1743 = bitcast <8 x i64> %1740 to <16 x float>
  %1744 = select <16 x i1> %1741, <16 x float> %1743, <16 x float> %1742
  br label %1745

1745:                                             ; preds = %1738, %1731, %1728
  %1746 = phi <16 x float> [ %1730, %1728 ], [ %1737, %1731 ], [ %1744, %1738 ]
  switch i64 %1226, label %534 [
    i64 1, label %1761
    i64 2, label %1754
    i64 3, label %1747
    i64 0, label %1783
  ]

1747:                                             ; preds = %1745
  %1748 = bitcast <16 x float> %1746 to <8 x i64>
  %1749 = and <8 x i64> %1748, %1168
  %1750 = fcmp oeq <16 x float> %1746, %44
  %1751 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1746, i32 4)
  %1752 = bitcast <8 x i64> %1749 to <16 x float>
  %1753 = select <16 x i1> %1750, <16 x float> %1752, <16 x float> %1751
  br label %1764

1754:                                             ; preds = %1745
  %1755 = bitcast <16 x float> %1746 to <8 x i64>
  %1756 = or <8 x i64> %1755, %1169
  %1757 = fcmp oeq <16 x float> %1746, %47
  %1758 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1746, i32 4)
  %1759 = bitcast <8 x i64> %1756 to <16 x float>
  %1760 = select <16 x i1> %1757, <16 x float> %1759, <16 x float> %1758
  br label %1764

1761:                                             ; preds = %1745
  %1762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %1657, <16 x float> zeroinitializer)
  %1763 = fadd <16 x float> %1746, %1762
  br label %1764

1764:                                             ; preds = %1761, %1754, %1747
  %1765 = phi <16 x float> [ %1763, %1761 ], [ %1760, %1754 ], [ %1753, %1747 ]
  switch i64 %1228, label %534 [
    i64 1, label %1780
    i64 2, label %1773
    i64 3, label %1766
    i64 0, label %1783
  ]

1766:                                             ; preds = %1764
  %1767 = bitcast <16 x float> %1765 to <8 x i64>
  %1768 = and <8 x i64> %1767, %1168
  %1769 = fcmp oeq <16 x float> %1765, %44
  %1770 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1765, i32 4)
  %1771 = bitcast <8 x i64> %1768 to <16 x float>
  %1772 = select <16 x i1> %1769, <16 x float> %1771, <16 x float> %1770
  br label %1783

1773:                                             ; preds = %1764
  %1774 = bitcast <16 x float> %1765 to <8 x i64>
  %1775 = or <8 x i64> %1774, %1169
  %1776 = fcmp oeq <16 x float> %1765, %47
  %1777 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1765, i32 4)
  %1778 = bitcast <8 x i64> %1775 to <16 x float>
  %1779 = select <16 x i1> %1776, <16 x float> %1778, <16 x float> %1777
  br label %1783

1780:                                             ; preds = %1764
  %1781 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %1657, <16 x float> zeroinitializer)
  %1782 = fadd <16 x float> %1765, %1781
  br label %1783

1783:                                             ; preds = %1766, %1773, %1780, %1764, %1745, %1726
  %1784 = phi <16 x float> [ %1765, %1764 ], [ %1727, %1726 ], [ %1746, %1745 ], [ %1782, %1780 ], [ %1779, %1773 ], [ %1772, %1766 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1784, ptr align 1 %1654, <16 x i1> %1657)
  br label %2931

1785:                                             ; preds = %1633
  br i1 %1166, label %1786, label %1795

1786:                                             ; preds = %1785
  %1787 = shl nuw nsw i64 %1634, 1
  %1788 = shl nsw i64 %1635, 1
  %1789 = add nsw i64 %1788, -1
  %1790 = or disjoint i64 %1634, 16
  %1791 = sub nsw i64 %9, %1790
  %1792 = shl nuw nsw i64 %1790, 1
  %1793 = shl nsw i64 %1791, 1
  %1794 = add nsw i64 %1793, -1
  br label %1806

1795:                                             ; preds = %1821, %1785
  %1796 = phi <16 x float> [ zeroinitializer, %1785 ], [ %1822, %1821 ]
  %1797 = phi <16 x float> [ zeroinitializer, %1785 ], [ %1823, %1821 ]
  %1798 = getelementptr inbounds nuw float, ptr %1623, i64 %1634
  %1799 = getelementptr inbounds nuw float, ptr %1625, i64 %1634
  %1800 = icmp sgt i64 %1635, 15
  %1801 = trunc i64 %1635 to i32
  %1802 = shl nsw i32 -1, %1801
  %1803 = trunc i32 %1802 to i16
  %1804 = xor i16 %1803, -1
  %1805 = select i1 %1800, i16 -1, i16 %1804
  br i1 %1615, label %1911, label %1906

1806:                                             ; preds = %1786, %1821
  %1807 = phi <16 x float> [ zeroinitializer, %1786 ], [ %1822, %1821 ]
  %1808 = phi <16 x float> [ zeroinitializer, %1786 ], [ %1823, %1821 ]
  %1809 = phi i64 [ 0, %1786 ], [ %1824, %1821 ]
  %1810 = mul nsw i64 %1809, %14
  %1811 = add i64 %1628, %1810
  %1812 = icmp sgt i64 %1811, -1
  %1813 = icmp slt i64 %1811, %6
  %1814 = and i1 %1812, %1813
  %1815 = select i1 %1814, i64 %1811, i64 0
  %1816 = mul nsw i64 %1815, %7
  %1817 = getelementptr inbounds float, ptr %1567, i64 %1816
  br i1 %1167, label %1818, label %1821

1818:                                             ; preds = %1806
  %1819 = mul nuw nsw i64 %1809, %11
  %1820 = getelementptr inbounds nuw float, ptr %1569, i64 %1819
  br label %1826

1821:                                             ; preds = %1892, %1806
  %1822 = phi <16 x float> [ %1807, %1806 ], [ %1903, %1892 ]
  %1823 = phi <16 x float> [ %1808, %1806 ], [ %1869, %1892 ]
  %1824 = add nuw nsw i64 %1809, 1
  %1825 = icmp eq i64 %1824, %10
  br i1 %1825, label %1795, label %1806

1826:                                             ; preds = %1818, %1892
  %1827 = phi <16 x float> [ %1807, %1818 ], [ %1903, %1892 ]
  %1828 = phi <16 x float> [ %1808, %1818 ], [ %1869, %1892 ]
  %1829 = phi i64 [ 0, %1818 ], [ %1904, %1892 ]
  %1830 = getelementptr inbounds nuw float, ptr %1820, i64 %1829
  %1831 = load float, ptr %1830, align 4
  %1832 = insertelement <16 x float> poison, float %1831, i64 0
  %1833 = shufflevector <16 x float> %1832, <16 x float> poison, <16 x i32> zeroinitializer
  %1834 = mul nsw i64 %1829, %15
  %1835 = sub i64 %1834, %17
  %1836 = add i64 %1835, %1787
  %1837 = icmp slt i64 %1836, 0
  %1838 = sub nsw i64 0, %1836
  %1839 = select i1 %1837, i64 %1838, i64 0
  %1840 = sub nsw i64 %7, %1836
  %1841 = call i64 @llvm.smin.i64(i64 %1840, i64 %1789)
  %1842 = call i64 @llvm.smin.i64(i64 %1841, i64 32)
  %1843 = icmp sgt i64 %1842, %1839
  %1844 = select i1 %1814, i1 %1843, i1 false
  %1845 = select i1 %1844, i64 %1839, i64 0
  %1846 = select i1 %1844, i64 %1842, i64 0
  %1847 = getelementptr inbounds float, ptr %1817, i64 %1836
  %1848 = icmp sgt i64 %1846, %1845
  br i1 %1848, label %1849, label %1858

1849:                                             ; preds = %1826
  %1850 = icmp sgt i64 %1846, 31
  %1851 = trunc i64 %1846 to i32
  %1852 = shl nsw i32 -1, %1851
  %1853 = xor i32 %1852, -1
  %1854 = select i1 %1850, i32 -1, i32 %1853
  %1855 = trunc i64 %1845 to i32
  %1856 = shl nsw i32 -1, %1855
  %1857 = and i32 %1854, %1856
  br label %1858

1858:                                             ; preds = %1849, %1826
  %1859 = phi i32 [ %1857, %1849 ], [ 0, %1826 ]
  %1860 = trunc i32 %1859 to i16
  %1861 = bitcast i16 %1860 to <16 x i1>
  %1862 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1847, <16 x i1> %1861, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1863 = lshr i32 %1859, 16
  %1864 = trunc nuw i32 %1863 to i16
  %1865 = getelementptr inbounds nuw i8, ptr %1847, i64 64
  %1866 = bitcast i16 %1864 to <16 x i1>
  %1867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1865, <16 x i1> %1866, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1868 = shufflevector <16 x float> %1862, <16 x float> %1867, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1869 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1868, <16 x float> %1833, <16 x float> %1828)
  %1870 = add i64 %1835, %1792
  %1871 = icmp slt i64 %1870, 0
  %1872 = sub nsw i64 0, %1870
  %1873 = select i1 %1871, i64 %1872, i64 0
  %1874 = sub nsw i64 %7, %1870
  %1875 = call i64 @llvm.smin.i64(i64 %1874, i64 %1794)
  %1876 = call i64 @llvm.smin.i64(i64 %1875, i64 32)
  %1877 = icmp sgt i64 %1876, %1873
  %1878 = select i1 %1814, i1 %1877, i1 false
  %1879 = select i1 %1878, i64 %1873, i64 0
  %1880 = select i1 %1878, i64 %1876, i64 0
  %1881 = getelementptr inbounds float, ptr %1817, i64 %1870
  %1882 = icmp sgt i64 %1880, %1879
  br i1 %1882, label %1883, label %1892

1883:                                             ; preds = %1858
  %1884 = icmp sgt i64 %1880, 31
  %1885 = trunc i64 %1880 to i32
  %1886 = shl nsw i32 -1, %1885
  %1887 = xor i32 %1886, -1
  %1888 = select i1 %1884, i32 -1, i32 %1887
  %1889 = trunc i64 %1879 to i32
  %1890 = shl nsw i32 -1, %1889
  %1891 = and i32 %1888, %1890
  br label %1892

1892:                                             ; preds = %1883, %1858
  %1893 = phi i32 [ %1891, %1883 ], [ 0, %1858 ]
  %1894 = trunc i32 %1893 to i16
  %1895 = bitcast i16 %1894 to <16 x i1>
  %1896 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1881, <16 x i1> %1895, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1897 = lshr i32 %1893, 16
  %1898 = trunc nuw i32 %1897 to i16
  %1899 = getelementptr inbounds nuw i8, ptr %1881, i64 64
  %1900 = bitcast i16 %1898 to <16 x i1>
  %1901 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1899, <16 x i1> %1900, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1902 = shufflevector <16 x float> %1896, <16 x float> %1901, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1903 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1902, <16 x float> %1833, <16 x float> %1827)
  %1904 = add nuw nsw i64 %1829, 1
  %1905 = icmp eq i64 %1904, %11
  br i1 %1905, label %1821, label %1826

1906:                                             ; preds = %1795
  %1907 = load float, ptr %1570, align 4
  %1908 = insertelement <16 x float> poison, float %1907, i64 0
  %1909 = shufflevector <16 x float> %1908, <16 x float> poison, <16 x i32> zeroinitializer
  %1910 = fadd <16 x float> %1797, %1909
  br label %1911

1911:                                             ; preds = %1906, %1795
  %1912 = phi <16 x float> [ %1910, %1906 ], [ %1797, %1795 ]
  %1913 = select i1 %1629, ptr null, ptr %1799
  %1914 = bitcast i16 %1805 to <16 x i1>
  switch i64 %1215, label %534 [
    i64 1, label %1915
    i64 2, label %1918
    i64 3, label %1925
    i64 0, label %1970
  ]

1915:                                             ; preds = %1911
  %1916 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1914, <16 x float> zeroinitializer)
  %1917 = fadd <16 x float> %1912, %1916
  br label %1932

1918:                                             ; preds = %1911
  %1919 = bitcast <16 x float> %1912 to <8 x i64>
  %1920 = or <8 x i64> %1919, %1169
  %1921 = fcmp oeq <16 x float> %1912, %47
  %1922 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1912, i32 4)
  %1923 = bitcast <8 x i64> %1920 to <16 x float>
  %1924 = select <16 x i1> %1921, <16 x float> %1923, <16 x float> %1922
  br label %1932

1925:                                             ; preds = %1911
  %1926 = bitcast <16 x float> %1912 to <8 x i64>
  %1927 = and <8 x i64> %1926, %1168
  %1928 = fcmp oeq <16 x float> %1912, %44
  %1929 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1912, i32 4)
  %1930 = bitcast <8 x i64> %1927 to <16 x float>
  %1931 = select <16 x i1> %1928, <16 x float> %1930, <16 x float> %1929
  br label %1932

1932:                                             ; preds = %1925, %1918, %1915
  %1933 = phi <16 x float> [ %1917, %1915 ], [ %1924, %1918 ], [ %1931, %1925 ]
  switch i64 %1217, label %534 [
    i64 1, label %1948
    i64 2, label %1941
    i64 3, label %1934
    i64 0, label %1970
  ]

1934:                                             ; preds = %1932
  %1935 = bitcast <16 x float> %1933 to <8 x i64>
  %1936 = and <8 x i64> %1935, %1168
  %1937 = fcmp oeq <16 x float> %1933, %44
  %1938 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1933, i32 4)
  %1939 = bitcast <8 x i64> %1936 to <16 x float>
  %1940 = select <16 x i1> %1937, <16 x float> %1939, <16 x float> %1938
  br label %1951

1941:                                             ; preds = %1932
  %1942 = bitcast <16 x float> %1933 to <8 x i64>
  %1943 = or <8 x i64> %1942, %1169
  %1944 = fcmp oeq <16 x float> %1933, %47
  %1945 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1933, i32 4)
  %1946 = bitcast <8 x i64> %1943 to <16 x float>
  %1947 = select <16 x i1> %1944, <16 x float> %1946, <16 x float> %1945
  br label %1951

1948:                                             ; preds = %1932
  %1949 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1914, <16 x float> zeroinitializer)
  %1950 = fadd <16 x float> %1933, %1949
  br label %1951

1951:                                             ; preds = %1948, %1941, %1934
  %1952 = phi <16 x float> [ %1950, %1948 ], [ %1947, %1941 ], [ %1940, %1934 ]
  switch i64 %1219, label %534 [
    i64 1, label %1967
    i64 2, label %1960
    i64 3, label %1953
    i64 0, label %1970
  ]

1953:                                             ; preds = %1951
  %1954 = bitcast <16 x float> %1952 to <8 x i64>
  %1955 = and <8 x i64> %1954, %1168
  %1956 = fcmp oeq <16 x float> %1952, %44
  %1957 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1952, i32 4)
  %1958 = bitcast <8 x i64> %1955 to <16 x float>
  %1959 = select <16 x i1> %1956, <16 x float> %1958, <16 x float> %1957
  br label %1970

1960:                                             ; preds = %1951
  %1961 = bitcast <16 x float> %1952 to <8 x i64>
  %1962 = or <8 x i64> %1961, %1169
  %1963 = fcmp oeq <16 x float> %1952, %47
  %1964 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1952, i32 4)
  %1965 = bitcast <8 x i64> %1962 to <16 x float>
  %1966 = select <16 x i1> %1963, <16 x float> %1965, <16 x float> %1964
  br label %1970

1967:                                             ; preds = %1951
  %1968 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1913, <16 x i1> %1914, <16 x float> zeroinitializer)
  %1969 = fadd <16 x float> %1952, %1968
  br label %1970

1970:                                             ; preds = %1953, %1960, %1967, %1951, %1932, %1911
  %1971 = phi <16 x float> [ %1952, %1951 ], [ %1912, %1911 ], [ %1933, %1932 ], [ %1969, %1967 ], [ %1966, %1960 ], [ %1959, %1953 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1971, ptr align 1 %1798, <16 x i1> %1914)
  %1972 = or disjoint i64 %1634, 16
  %1973 = sub nsw i64 %9, %1972
  %1974 = icmp sgt i64 %1973, 15
  %1975 = trunc i64 %1973 to i32
  %1976 = shl nsw i32 -1, %1975
  %1977 = trunc i32 %1976 to i16
  %1978 = xor i16 %1977, -1
  %1979 = select i1 %1974, i16 -1, i16 %1978
  br i1 %1615, label %1985, label %1980

1980:                                             ; preds = %1970
  %1981 = load float, ptr %1570, align 4
  %1982 = insertelement <16 x float> poison, float %1981, i64 0
  %1983 = shufflevector <16 x float> %1982, <16 x float> poison, <16 x i32> zeroinitializer
  %1984 = fadd <16 x float> %1796, %1983
  br label %1985

1985:                                             ; preds = %1980, %1970
  %1986 = phi <16 x float> [ %1984, %1980 ], [ %1796, %1970 ]
  %1987 = getelementptr inbounds nuw i8, ptr %1798, i64 64
  %1988 = getelementptr inbounds nuw i8, ptr %1799, i64 64
  %1989 = select i1 %1629, ptr null, ptr %1988
  %1990 = bitcast i16 %1979 to <16 x i1>
  switch i64 %1215, label %534 [
    i64 1, label %2005
    i64 2, label %1998
    i64 3, label %1991
    i64 0, label %2046
  ]

1991:                                             ; preds = %1985
  %1992 = bitcast <16 x float> %1986 to <8 x i64>
  %1993 = and <8 x i64> %1992, %1168
  %1994 = fcmp oeq <16 x float> %1986, %44
  %1995 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1986, i32 4)
  %1996 = bitcast <8 x i64> %1993 to <16 x float>
  %1997 = select <16 x i1> %1994, <16 x float> %1996, <16 x float> %1995
  br label %2008

1998:                                             ; preds = %1985
  %1999 = bitcast <16 x float> %1986 to <8 x i64>
  %2000 = or <8 x i64> %1999, %1169
  %2001 = fcmp oeq <16 x float> %1986, %47
  %2002 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1986, i32 4)
  %2003 = bitcast <8 x i64> %2000 to <16 x float>
  %2004 = select <16 x i1> %2001, <16 x float> %2003, <16 x float> %2002
  br label %2008

2005:                                             ; preds = %1985
  %2006 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1989, <16 x i1> %1990, <16 x float> zeroinitializer)
  %2007 = fadd <16 x float> %1986, %2006
  br label %2008

2008:                                             ; preds = %2005, %1998, %1991
  %2009 = phi <16 x float> [ %2007, %2005 ], [ %2004, %1998 ], [ %1997, %1991 ]
  switch i64 %1221, label %534 [
    i64 1, label %2024
    i64 2, label %2017
    i64 3, label %2010
    i64 0, label %2046
  ]

2010:                                             ; preds = %2008
  %2011 = bitcast <16 x float> %2009 to <8 x i64>
  %2012 = and <8 x i64> %2011, %1168
  %2013 = fcmp oeq <16 x float> %2009, %44
  %2014 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2009, i32 4)
  %2015 = bitcast <8 x i64> %2012 to <16 x float>
  %2016 = select <16 x i1> %2013, <16 x float> %2015, <16 x float> %2014
  br label %2027

2017:                                             ; preds = %2008
  %2018 = bitcast <16 x float> %2009 to <8 x i64>
  %2019 = or <8 x i64> %2018, %1169
  %2020 = fcmp oeq <16 x float> %2009, %47
  %2021 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2009, i32 4)
  %2022 = bitcast <8 x i64> %2019 to <16 x float>
  %2023 = select <16 x i1> %2020, <16 x float> %2022, <16 x float> %2021
  br label %2027

2024:                                             ; preds = %2008
  %2025 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1989, <16 x i1> %1990, <16 x float> zeroinitializer)
  %2026 = fadd <16 x float> %2009, %2025
  br label %2027

2027:                                             ; preds = %2024, %2017, %2010
  %2028 = phi <16 x float> [ %2026, %2024 ], [ %2023, %2017 ], [ %2016, %2010 ]
  switch i64 %1223, label %534 [
    i64 1, label %2043
    i64 2, label %2036
    i64 3, label %2029
    i64 0, label %2046
  ]

2029:                                             ; preds = %2027
  %2030 = bitcast <16 x float> %2028 to <8 x i64>
  %2031 = and <8 x i64> %2030, %1168
  %2032 = fcmp oeq <16 x float> %2028, %44
  %2033 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2028, i32 4)
  %2034 = bitcast <8 x i64> %2031 to <16 x float>
  %2035 = select <16 x i1> %2032, <16 x float> %2034, <16 x float> %2033
  br label %2046

2036:                                             ; preds = %2027
  %2037 = bitcast <16 x float> %2028 to <8 x i64>
  %2038 = or <8 x i64> %2037, %1169
  %2039 = fcmp oeq <16 x float> %2028, %47
  %2040 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2028, i32 4)
  %2041 = bitcast <8 x i64> %2038 to <16 x float>
  %2042 = select <16 x i1> %2039, <16 x float> %2041, <16 x float> %2040
  br label %2046

2043:                                             ; preds = %2027
  %2044 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1989, <16 x i1> %1990, <16 x float> zeroinitializer)
  %2045 = fadd <16 x float> %2028, %2044
  br label %2046

2046:                                             ; preds = %2029, %2036, %2043, %2027, %2008, %1985
  %2047 = phi <16 x float> [ %2028, %2027 ], [ %1986, %1985 ], [ %2009, %2008 ], [ %2045, %2043 ], [ %2042, %2036 ], [ %2035, %2029 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2047, ptr nonnull align 1 %1987, <16 x i1> %1990)
  br label %2931

2048:                                             ; preds = %1633
  br i1 %1166, label %2049, label %2063

2049:                                             ; preds = %2048
  %2050 = shl nuw nsw i64 %1634, 1
  %2051 = shl nsw i64 %1635, 1
  %2052 = add nsw i64 %2051, -1
  %2053 = or disjoint i64 %1634, 16
  %2054 = sub nsw i64 %9, %2053
  %2055 = shl nuw nsw i64 %2053, 1
  %2056 = shl nsw i64 %2054, 1
  %2057 = add nsw i64 %2056, -1
  %2058 = or disjoint i64 %1634, 32
  %2059 = sub nsw i64 %9, %2058
  %2060 = shl nuw nsw i64 %2058, 1
  %2061 = shl nsw i64 %2059, 1
  %2062 = add nsw i64 %2061, -1
  br label %2075

2063:                                             ; preds = %2091, %2048
  %2064 = phi <16 x float> [ zeroinitializer, %2048 ], [ %2092, %2091 ]
  %2065 = phi <16 x float> [ zeroinitializer, %2048 ], [ %2093, %2091 ]
  %2066 = phi <16 x float> [ zeroinitializer, %2048 ], [ %2094, %2091 ]
  %2067 = getelementptr inbounds nuw float, ptr %1623, i64 %1634
  %2068 = getelementptr inbounds nuw float, ptr %1625, i64 %1634
  %2069 = icmp sgt i64 %1635, 15
  %2070 = trunc i64 %1635 to i32
  %2071 = shl nsw i32 -1, %2070
  %2072 = trunc i32 %2071 to i16
  %2073 = xor i16 %2072, -1
  %2074 = select i1 %2069, i16 -1, i16 %2073
  br i1 %1615, label %2217, label %2212

2075:                                             ; preds = %2049, %2091
  %2076 = phi <16 x float> [ zeroinitializer, %2049 ], [ %2092, %2091 ]
  %2077 = phi <16 x float> [ zeroinitializer, %2049 ], [ %2093, %2091 ]
  %2078 = phi <16 x float> [ zeroinitializer, %2049 ], [ %2094, %2091 ]
  %2079 = phi i64 [ 0, %2049 ], [ %2095, %2091 ]
  %2080 = mul nsw i64 %2079, %14
  %2081 = add i64 %1628, %2080
  %2082 = icmp sgt i64 %2081, -1
  %2083 = icmp slt i64 %2081, %6
  %2084 = and i1 %2082, %2083
  %2085 = select i1 %2084, i64 %2081, i64 0
  %2086 = mul nsw i64 %2085, %7
  %2087 = getelementptr inbounds float, ptr %1567, i64 %2086
  br i1 %1167, label %2088, label %2091

2088:                                             ; preds = %2075
  %2089 = mul nuw nsw i64 %2079, %11
  %2090 = getelementptr inbounds nuw float, ptr %1569, i64 %2089
  br label %2097

2091:                                             ; preds = %2198, %2075
  %2092 = phi <16 x float> [ %2076, %2075 ], [ %2209, %2198 ]
  %2093 = phi <16 x float> [ %2077, %2075 ], [ %2175, %2198 ]
  %2094 = phi <16 x float> [ %2078, %2075 ], [ %2141, %2198 ]
  %2095 = add nuw nsw i64 %2079, 1
  %2096 = icmp eq i64 %2095, %10
  br i1 %2096, label %2063, label %2075

2097:                                             ; preds = %2088, %2198
  %2098 = phi <16 x float> [ %2076, %2088 ], [ %2209, %2198 ]
  %2099 = phi <16 x float> [ %2077, %2088 ], [ %2175, %2198 ]
  %2100 = phi <16 x float> [ %2078, %2088 ], [ %2141, %2198 ]
  %2101 = phi i64 [ 0, %2088 ], [ %2210, %2198 ]
  %2102 = getelementptr inbounds nuw float, ptr %2090, i64 %2101
  %2103 = load float, ptr %2102, align 4
  %2104 = insertelement <16 x float> poison, float %2103, i64 0
  %2105 = shufflevector <16 x float> %2104, <16 x float> poison, <16 x i32> zeroinitializer
  %2106 = mul nsw i64 %2101, %15
  %2107 = sub i64 %2106, %17
  %2108 = add i64 %2107, %2050
  %2109 = icmp slt i64 %2108, 0
  %2110 = sub nsw i64 0, %2108
  %2111 = select i1 %2109, i64 %2110, i64 0
  %2112 = sub nsw i64 %7, %2108
  %2113 = call i64 @llvm.smin.i64(i64 %2112, i64 %2052)
  %2114 = call i64 @llvm.smin.i64(i64 %2113, i64 32)
  %2115 = icmp sgt i64 %2114, %2111
  %2116 = select i1 %2084, i1 %2115, i1 false
  %2117 = select i1 %2116, i64 %2111, i64 0
  %2118 = select i1 %2116, i64 %2114, i64 0
  %2119 = getelementptr inbounds float, ptr %2087, i64 %2108
  %2120 = icmp sgt i64 %2118, %2117
  br i1 %2120, label %2121, label %2130

2121:                                             ; preds = %2097
  %2122 = icmp sgt i64 %2118, 31
  %2123 = trunc i64 %2118 to i32
  %2124 = shl nsw i32 -1, %2123
  %2125 = xor i32 %2124, -1
  %2126 = select i1 %2122, i32 -1, i32 %2125
  %2127 = trunc i64 %2117 to i32
  %2128 = shl nsw i32 -1, %2127
  %2129 = and i32 %2126, %2128
  br label %2130

2130:                                             ; preds = %2121, %2097
  %2131 = phi i32 [ %2129, %2121 ], [ 0, %2097 ]
  %2132 = trunc i32 %2131 to i16
  %2133 = bitcast i16 %2132 to <16 x i1>
  %2134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2119, <16 x i1> %2133, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2135 = lshr i32 %2131, 16
  %2136 = trunc nuw i32 %2135 to i16
  %2137 = getelementptr inbounds nuw i8, ptr %2119, i64 64
  %2138 = bitcast i16 %2136 to <16 x i1>
  %2139 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2137, <16 x i1> %2138, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2140 = shufflevector <16 x float> %2134, <16 x float> %2139, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2141 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2140, <16 x float> %2105, <16 x float> %2100)
  %2142 = add i64 %2107, %2055
  %2143 = icmp slt i64 %2142, 0
  %2144 = sub nsw i64 0, %2142
  %2145 = select i1 %2143, i64 %2144, i64 0
  %2146 = sub nsw i64 %7, %2142
  %2147 = call i64 @llvm.smin.i64(i64 %2146, i64 %2057)
  %2148 = call i64 @llvm.smin.i64(i64 %2147, i64 32)
  %2149 = icmp sgt i64 %2148, %2145
  %2150 = select i1 %2084, i1 %2149, i1 false
  %2151 = select i1 %2150, i64 %2145, i64 0
  %2152 = select i1 %2150, i64 %2148, i64 0
  %2153 = getelementptr inbounds float, ptr %2087, i64 %2142
  %2154 = icmp sgt i64 %2152, %2151
  br i1 %2154, label %2155, label %2164

2155:                                             ; preds = %2130
  %2156 = icmp sgt i64 %2152, 31
  %2157 = trunc i64 %2152 to i32
  %2158 = shl nsw i32 -1, %2157
  %2159 = xor i32 %2158, -1
  %2160 = select i1 %2156, i32 -1, i32 %2159
  %2161 = trunc i64 %2151 to i32
  %2162 = shl nsw i32 -1, %2161
  %2163 = and i32 %2160, %2162
  br label %2164

2164:                                             ; preds = %2155, %2130
  %2165 = phi i32 [ %2163, %2155 ], [ 0, %2130 ]
  %2166 = trunc i32 %2165 to i16
  %2167 = bitcast i16 %2166 to <16 x i1>
  %2168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2153, <16 x i1> %2167, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2169 = lshr i32 %2165, 16
  %2170 = trunc nuw i32 %2169 to i16
  %2171 = getelementptr inbounds nuw i8, ptr %2153, i64 64
  %2172 = bitcast i16 %2170 to <16 x i1>
  %2173 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2171, <16 x i1> %2172, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2174 = shufflevector <16 x float> %2168, <16 x float> %2173, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2175 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2174, <16 x float> %2105, <16 x float> %2099)
  %2176 = add i64 %2107, %2060
  %2177 = icmp slt i64 %2176, 0
  %2178 = sub nsw i64 0, %2176
  %2179 = select i1 %2177, i64 %2178, i64 0
  %2180 = sub nsw i64 %7, %2176
  %2181 = call i64 @llvm.smin.i64(i64 %2180, i64 %2062)
  %2182 = call i64 @llvm.smin.i64(i64 %2181, i64 32)
  %2183 = icmp sgt i64 %2182, %2179
  %2184 = select i1 %2084, i1 %2183, i1 false
  %2185 = select i1 %2184, i64 %2179, i64 0
  %2186 = select i1 %2184, i64 %2182, i64 0
  %2187 = getelementptr inbounds float, ptr %2087, i64 %2176
  %2188 = icmp sgt i64 %2186, %2185
  br i1 %2188, label %2189, label %2198

2189:                                             ; preds = %2164
  %2190 = icmp sgt i64 %2186, 31
  %2191 = trunc i64 %2186 to i32
  %2192 = shl nsw i32 -1, %2191
  %2193 = xor i32 %2192, -1
  %2194 = select i1 %2190, i32 -1, i32 %2193
  %2195 = trunc i64 %2185 to i32
  %2196 = shl nsw i32 -1, %2195
  %2197 = and i32 %2194, %2196
  br label %2198

2198:                                             ; preds = %2189, %2164
  %2199 = phi i32 [ %2197, %2189 ], [ 0, %2164 ]
  %2200 = trunc i32 %2199 to i16
  %2201 = bitcast i16 %2200 to <16 x i1>
  %2202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2187, <16 x i1> %2201, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2203 = lshr i32 %2199, 16
  %2204 = trunc nuw i32 %2203 to i16
  %2205 = getelementptr inbounds nuw i8, ptr %2187, i64 64
  %2206 = bitcast i16 %2204 to <16 x i1>
  %2207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2205, <16 x i1> %2206, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2208 = shufflevector <16 x float> %2202, <16 x float> %2207, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2209 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2208, <16 x float> %2105, <16 x float> %2098)
  %2210 = add nuw nsw i64 %2101, 1
  %2211 = icmp eq i64 %2210, %11
  br i1 %2211, label %2091, label %2097

2212:                                             ; preds = %2063
  %2213 = load float, ptr %1570, align 4
  %2214 = insertelement <16 x float> poison, float %2213, i64 0
  %2215 = shufflevector <16 x float> %2214, <16 x float> poison, <16 x i32> zeroinitializer
  %2216 = fadd <16 x float> %2066, %2215
  br label %2217

2217:                                             ; preds = %2212, %2063
  %2218 = phi <16 x float> [ %2216, %2212 ], [ %2066, %2063 ]
  %2219 = select i1 %1629, ptr null, ptr %2068
  %2220 = bitcast i16 %2074 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2221
    i64 2, label %2224
    i64 3, label %2231
    i64 0, label %2276
  ]

2221:                                             ; preds = %2217
  %2222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2220, <16 x float> zeroinitializer)
  %2223 = fadd <16 x float> %2218, %2222
  br label %2238

2224:                                             ; preds = %2217
  %2225 = bitcast <16 x float> %2218 to <8 x i64>
  %2226 = or <8 x i64> %2225, %1169
  %2227 = fcmp oeq <16 x float> %2218, %47
  %2228 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2218, i32 4)
  %2229 = bitcast <8 x i64> %2226 to <16 x float>
  %2230 = select <16 x i1> %2227, <16 x float> %2229, <16 x float> %2228
  br label %2238

2231:                                             ; preds = %2217
  %2232 = bitcast <16 x float> %2218 to <8 x i64>
  %2233 = and <8 x i64> %2232, %1168
  %2234 = fcmp oeq <16 x float> %2218, %44
  %2235 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2218, i32 4)
  %2236 = bitcast <8 x i64> %2233 to <16 x float>
  %2237 = select <16 x i1> %2234, <16 x float> %2236, <16 x float> %2235
  br label %2238

2238:                                             ; preds = %2231, %2224, %2221
  %2239 = phi <16 x float> [ %2223, %2221 ], [ %2230, %2224 ], [ %2237, %2231 ]
  switch i64 %1204, label %534 [
    i64 1, label %2254
    i64 2, label %2247
    i64 3, label %2240
    i64 0, label %2276
  ]

2240:                                             ; preds = %2238
  %2241 = bitcast <16 x float> %2239 to <8 x i64>
  %2242 = and <8 x i64> %2241, %1168
  %2243 = fcmp oeq <16 x float> %2239, %44
  %2244 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2239, i32 4)
  %2245 = bitcast <8 x i64> %2242 to <16 x float>
  %2246 = select <16 x i1> %2243, <16 x float> %2245, <16 x float> %2244
  br label %2257

2247:                                             ; preds = %2238
  %2248 = bitcast <16 x float> %2239 to <8 x i64>
  %2249 = or <8 x i64> %2248, %1169
  %2250 = fcmp oeq <16 x float> %2239, %47
  %2251 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2239, i32 4)
  %2252 = bitcast <8 x i64> %2249 to <16 x float>
  %2253 = select <16 x i1> %2250, <16 x float> %2252, <16 x float> %2251
  br label %2257

2254:                                             ; preds = %2238
  %2255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2220, <16 x float> zeroinitializer)
  %2256 = fadd <16 x float> %2239, %2255
  br label %2257

2257:                                             ; preds = %2254, %2247, %2240
  %2258 = phi <16 x float> [ %2256, %2254 ], [ %2253, %2247 ], [ %2246, %2240 ]
  switch i64 %1206, label %534 [
    i64 1, label %2273
    i64 2, label %2266
    i64 3, label %2259
    i64 0, label %2276
  ]

2259:                                             ; preds = %2257
  %2260 = bitcast <16 x float> %2258 to <8 x i64>
  %2261 = and <8 x i64> %2260, %1168
  %2262 = fcmp oeq <16 x float> %2258, %44
  %2263 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2258, i32 4)
  %2264 = bitcast <8 x i64> %2261 to <16 x float>
  %2265 = select <16 x i1> %2262, <16 x float> %2264, <16 x float> %2263
  br label %2276

2266:                                             ; preds = %2257
  %2267 = bitcast <16 x float> %2258 to <8 x i64>
  %2268 = or <8 x i64> %2267, %1169
  %2269 = fcmp oeq <16 x float> %2258, %47
  %2270 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2258, i32 4)
  %2271 = bitcast <8 x i64> %2268 to <16 x float>
  %2272 = select <16 x i1> %2269, <16 x float> %2271, <16 x float> %2270
  br label %2276

2273:                                             ; preds = %2257
  %2274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2220, <16 x float> zeroinitializer)
  %2275 = fadd <16 x float> %2258, %2274
  br label %2276

2276:                                             ; preds = %2259, %2266, %2273, %2257, %2238, %2217
  %2277 = phi <16 x float> [ %2258, %2257 ], [ %2218, %2217 ], [ %2239, %2238 ], [ %2275, %2273 ], [ %2272, %2266 ], [ %2265, %2259 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2277, ptr align 1 %2067, <16 x i1> %2220)
  %2278 = or disjoint i64 %1634, 16
  %2279 = sub nsw i64 %9, %2278
  %2280 = icmp sgt i64 %2279, 15
  %2281 = trunc i64 %2279 to i32
  %2282 = shl nsw i32 -1, %2281
  %2283 = trunc i32 %2282 to i16
  %2284 = xor i16 %2283, -1
  %2285 = select i1 %2280, i16 -1, i16 %2284
  br i1 %1615, label %2291, label %2286

2286:                                             ; preds = %2276
  %2287 = load float, ptr %1570, align 4
  %2288 = insertelement <16 x float> poison, float %2287, i64 0
  %2289 = shufflevector <16 x float> %2288, <16 x float> poison, <16 x i32> zeroinitializer
  %2290 = fadd <16 x float> %2065, %2289
  br label %2291

2291:                                             ; preds = %2286, %2276
  %2292 = phi <16 x float> [ %2290, %2286 ], [ %2065, %2276 ]
  %2293 = getelementptr inbounds nuw i8, ptr %2067, i64 64
  %2294 = getelementptr inbounds nuw i8, ptr %2068, i64 64
  %2295 = select i1 %1629, ptr null, ptr %2294
  %2296 = bitcast i16 %2285 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2311
    i64 2, label %2304
    i64 3, label %2297
    i64 0, label %2352
  ]

2297:                                             ; preds = %2291
  %2298 = bitcast <16 x float> %2292 to <8 x i64>
  %2299 = and <8 x i64> %2298, %1168
  %2300 = fcmp oeq <16 x float> %2292, %44
  %2301 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2292, i32 4)
  %2302 = bitcast <8 x i64> %2299 to <16 x float>
  %2303 = select <16 x i1> %2300, <16 x float> %2302, <16 x float> %2301
  br label %2314

2304:                                             ; preds = %2291
  %2305 = bitcast <16 x float> %2292 to <8 x i64>
  %2306 = or <8 x i64> %2305, %1169
  %2307 = fcmp oeq <16 x float> %2292, %47
  %2308 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2292, i32 4)
  %2309 = bitcast <8 x i64> %2306 to <16 x float>
  %2310 = select <16 x i1> %2307, <16 x float> %2309, <16 x float> %2308
  br label %2314

2311:                                             ; preds = %2291
  %2312 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2295, <16 x i1> %2296, <16 x float> zeroinitializer)
  %2313 = fadd <16 x float> %2292, %2312
  br label %2314

2314:                                             ; preds = %2311, %2304, %2297
  %2315 = phi <16 x float> [ %2313, %2311 ], [ %2310, %2304 ], [ %2303, %2297 ]
  switch i64 %1208, label %534 [
    i64 1, label %2330
    i64 2, label %2323
    i64 3, label %2316
    i64 0, label %2352
  ]

2316:                                             ; preds = %2314
  %2317 = bitcast <16 x float> %2315 to <8 x i64>
  %2318 = and <8 x i64> %2317, %1168
  %2319 = fcmp oeq <16 x float> %2315, %44
  %2320 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2315, i32 4)
  %2321 = bitcast <8 x i64> %2318 to <16 x float>
  %2322 = select <16 x i1> %2319, <16 x float> %2321, <16 x float> %2320
  br label %2333

2323:                                             ; preds = %2314
  %2324 = bitcast <16 x float> %2315 to <8 x i64>
  %2325 = or <8 x i64> %2324, %1169
  %2326 = fcmp oeq <16 x float> %2315, %47
  %2327 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2315, i32 4)
  %2328 = bitcast <8 x i64> %2325 to <16 x float>
  %2329 = select <16 x i1> %2326, <16 x float> %2328, <16 x float> %2327
  br label %2333

2330:                                             ; preds = %2314
  %2331 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2295, <16 x i1> %2296, <16 x float> zeroinitializer)
  %2332 = fadd <16 x float> %2315, %2331
  br label %2333

2333:                                             ; preds = %2330, %2323, %2316
  %2334 = phi <16 x float> [ %2332, %2330 ], [ %2329, %2323 ], [ %2322, %2316 ]
  switch i64 %1210, label %534 [
    i64 1, label %2349
    i64 2, label %2342
    i64 3, label %2335
    i64 0, label %2352
  ]

2335:                                             ; preds = %2333
  %2336 = bitcast <16 x float> %2334 to <8 x i64>
  %2337 = and <8 x i64> %2336, %1168
  %2338 = fcmp oeq <16 x float> %2334, %44
  %2339 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2334, i32 4)
  %2340 = bitcast <8 x i64> %2337 to <16 x float>
  %2341 = select <16 x i1> %2338, <16 x float> %2340, <16 x float> %2339
  br label %2352

2342:                                             ; preds = %2333
  %2343 = bitcast <16 x float> %2334 to <8 x i64>
  %2344 = or <8 x i64> %2343, %1169
  %2345 = fcmp oeq <16 x float> %2334, %47
  %2346 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2334, i32 4)
  %2347 = bitcast <8 x i64> %2344 to <16 x float>
  %2348 = select <16 x i1> %2345, <16 x float> %2347, <16 x float> %2346
  br label %2352

2349:                                             ; preds = %2333
  %2350 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2295, <16 x i1> %2296, <16 x float> zeroinitializer)
  %2351 = fadd <16 x float> %2334, %2350
  br label %2352

2352:                                             ; preds = %2335, %2342, %2349, %2333, %2314, %2291
  %2353 = phi <16 x float> [ %2334, %2333 ], [ %2292, %2291 ], [ %2315, %2314 ], [ %2351, %2349 ], [ %2348, %2342 ], [ %2341, %2335 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2353, ptr nonnull align 1 %2293, <16 x i1> %2296)
  %2354 = or disjoint i64 %1634, 32
  %2355 = sub nsw i64 %9, %2354
  %2356 = icmp sgt i64 %2355, 15
  %2357 = trunc i64 %2355 to i32
  %2358 = shl nsw i32 -1, %2357
  %2359 = trunc i32 %2358 to i16
  %2360 = xor i16 %2359, -1
  %2361 = select i1 %2356, i16 -1, i16 %2360
  br i1 %1615, label %2367, label %2362

2362:                                             ; preds = %2352
  %2363 = load float, ptr %1570, align 4
  %2364 = insertelement <16 x float> poison, float %2363, i64 0
  %2365 = shufflevector <16 x float> %2364, <16 x float> poison, <16 x i32> zeroinitializer
  %2366 = fadd <16 x float> %2064, %2365
  br label %2367

2367:                                             ; preds = %2362, %2352
  %2368 = phi <16 x float> [ %2366, %2362 ], [ %2064, %2352 ]
  %2369 = getelementptr inbounds nuw i8, ptr %2067, i64 128
  %2370 = getelementptr inbounds nuw i8, ptr %2068, i64 128
  %2371 = select i1 %1629, ptr null, ptr %2370
  %2372 = bitcast i16 %2361 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2387
    i64 2, label %2380
    i64 3, label %2373
    i64 0, label %2428
  ]

2373:                                             ; preds = %2367
  %2374 = bitcast <16 x float> %2368 to <8 x i64>
  %2375 = and <8 x i64> %2374, %1168
  %2376 = fcmp oeq <16 x float> %2368, %44
  %2377 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2368, i32 4)
  %2378 = bitcast <8 x i64> %2375 to <16 x float>
  %2379 = select <16 x i1> %2376, <16 x float> %2378, <16 x float> %2377
  br label %2390

2380:                                             ; preds = %2367
  %2381 = bitcast <16 x float> %2368 to <8 x i64>
  %2382 = or <8 x i64> %2381, %1169
  %2383 = fcmp oeq <16 x float> %2368, %47
  %2384 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2368, i32 4)
  %2385 = bitcast <8 x i64> %2382 to <16 x float>
  %2386 = select <16 x i1> %2383, <16 x float> %2385, <16 x float> %2384
  br label %2390

2387:                                             ; preds = %2367
  %2388 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2372, <16 x float> zeroinitializer)
  %2389 = fadd <16 x float> %2368, %2388
  br label %2390

2390:                                             ; preds = %2387, %2380, %2373
  %2391 = phi <16 x float> [ %2389, %2387 ], [ %2386, %2380 ], [ %2379, %2373 ]
  switch i64 %1212, label %534 [
    i64 1, label %2406
    i64 2, label %2399
    i64 3, label %2392
    i64 0, label %2428
  ]

2392:                                             ; preds = %2390
  %2393 = bitcast <16 x float> %2391 to <8 x i64>
  %2394 = and <8 x i64> %2393, %1168
  %2395 = fcmp oeq <16 x float> %2391, %44
  %2396 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2391, i32 4)
  %2397 = bitcast <8 x i64> %2394 to <16 x float>
  %2398 = select <16 x i1> %2395, <16 x float> %2397, <16 x float> %2396
  br label %2409

2399:                                             ; preds = %2390
  %2400 = bitcast <16 x float> %2391 to <8 x i64>
  %2401 = or <8 x i64> %2400, %1169
  %2402 = fcmp oeq <16 x float> %2391, %47
  %2403 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2391, i32 4)
  %2404 = bitcast <8 x i64> %2401 to <16 x float>
  %2405 = select <16 x i1> %2402, <16 x float> %2404, <16 x float> %2403
  br label %2409

2406:                                             ; preds = %2390
  %2407 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2372, <16 x float> zeroinitializer)
  %2408 = fadd <16 x float> %2391, %2407
  br label %2409

2409:                                             ; preds = %2406, %2399, %2392
  %2410 = phi <16 x float> [ %2408, %2406 ], [ %2405, %2399 ], [ %2398, %2392 ]
  switch i64 %1214, label %534 [
    i64 1, label %2425
    i64 2, label %2418
    i64 3, label %2411
    i64 0, label %2428
  ]

2411:                                             ; preds = %2409
  %2412 = bitcast <16 x float> %2410 to <8 x i64>
  %2413 = and <8 x i64> %2412, %1168
  %2414 = fcmp oeq <16 x float> %2410, %44
  %2415 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2410, i32 4)
  %2416 = bitcast <8 x i64> %2413 to <16 x float>
  %2417 = select <16 x i1> %2414, <16 x float> %2416, <16 x float> %2415
  br label %2428

2418:                                             ; preds = %2409
  %2419 = bitcast <16 x float> %2410 to <8 x i64>
  %2420 = or <8 x i64> %2419, %1169
  %2421 = fcmp oeq <16 x float> %2410, %47
  %2422 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2410, i32 4)
  %2423 = bitcast <8 x i64> %2420 to <16 x float>
  %2424 = select <16 x i1> %2421, <16 x float> %2423, <16 x float> %2422
  br label %2428

2425:                                             ; preds = %2409
  %2426 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2371, <16 x i1> %2372, <16 x float> zeroinitializer)
  %2427 = fadd <16 x float> %2410, %2426
  br label %2428

2428:                                             ; preds = %2411, %2418, %2425, %2409, %2390, %2367
  %2429 = phi <16 x float> [ %2410, %2409 ], [ %2368, %2367 ], [ %2391, %2390 ], [ %2427, %2425 ], [ %2424, %2418 ], [ %2417, %2411 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2429, ptr nonnull align 1 %2369, <16 x i1> %2372)
  br label %2931

2430:                                             ; preds = %1633
  br i1 %1166, label %2431, label %2450

2431:                                             ; preds = %2430
  %2432 = shl nuw nsw i64 %1634, 1
  %2433 = shl nsw i64 %1635, 1
  %2434 = add nsw i64 %2433, -1
  %2435 = or disjoint i64 %1634, 16
  %2436 = sub nsw i64 %9, %2435
  %2437 = shl nuw nsw i64 %2435, 1
  %2438 = shl nsw i64 %2436, 1
  %2439 = add nsw i64 %2438, -1
  %2440 = or disjoint i64 %1634, 32
  %2441 = sub nsw i64 %9, %2440
  %2442 = shl nuw nsw i64 %2440, 1
  %2443 = shl nsw i64 %2441, 1
  %2444 = add nsw i64 %2443, -1
  %2445 = or disjoint i64 %1634, 48
  %2446 = sub nsw i64 %9, %2445
  %2447 = shl nuw nsw i64 %2445, 1
  %2448 = shl nsw i64 %2446, 1
  %2449 = add nsw i64 %2448, -1
  br label %2463

2450:                                             ; preds = %2480, %2430
  %2451 = phi <16 x float> [ zeroinitializer, %2430 ], [ %2481, %2480 ]
  %2452 = phi <16 x float> [ zeroinitializer, %2430 ], [ %2482, %2480 ]
  %2453 = phi <16 x float> [ zeroinitializer, %2430 ], [ %2483, %2480 ]
  %2454 = phi <16 x float> [ zeroinitializer, %2430 ], [ %2484, %2480 ]
  %2455 = getelementptr inbounds nuw float, ptr %1623, i64 %1634
  %2456 = getelementptr inbounds nuw float, ptr %1625, i64 %1634
  %2457 = icmp sgt i64 %1635, 15
  %2458 = trunc i64 %1635 to i32
  %2459 = shl nsw i32 -1, %2458
  %2460 = trunc i32 %2459 to i16
  %2461 = xor i16 %2460, -1
  %2462 = select i1 %2457, i16 -1, i16 %2461
  br i1 %1615, label %2642, label %2637

2463:                                             ; preds = %2431, %2480
  %2464 = phi <16 x float> [ zeroinitializer, %2431 ], [ %2481, %2480 ]
  %2465 = phi <16 x float> [ zeroinitializer, %2431 ], [ %2482, %2480 ]
  %2466 = phi <16 x float> [ zeroinitializer, %2431 ], [ %2483, %2480 ]
  %2467 = phi <16 x float> [ zeroinitializer, %2431 ], [ %2484, %2480 ]
  %2468 = phi i64 [ 0, %2431 ], [ %2485, %2480 ]
  %2469 = mul nsw i64 %2468, %14
  %2470 = add i64 %1628, %2469
  %2471 = icmp sgt i64 %2470, -1
  %2472 = icmp slt i64 %2470, %6
  %2473 = and i1 %2471, %2472
  %2474 = select i1 %2473, i64 %2470, i64 0
  %2475 = mul nsw i64 %2474, %7
  %2476 = getelementptr inbounds float, ptr %1567, i64 %2475
  br i1 %1167, label %2477, label %2480

2477:                                             ; preds = %2463
  %2478 = mul nuw nsw i64 %2468, %11
  %2479 = getelementptr inbounds nuw float, ptr %1569, i64 %2478
  br label %2487

2480:                                             ; preds = %2623, %2463
  %2481 = phi <16 x float> [ %2464, %2463 ], [ %2634, %2623 ]
  %2482 = phi <16 x float> [ %2465, %2463 ], [ %2600, %2623 ]
  %2483 = phi <16 x float> [ %2466, %2463 ], [ %2566, %2623 ]
  %2484 = phi <16 x float> [ %2467, %2463 ], [ %2532, %2623 ]
  %2485 = add nuw nsw i64 %2468, 1
  %2486 = icmp eq i64 %2485, %10
  br i1 %2486, label %2450, label %2463

2487:                                             ; preds = %2477, %2623
  %2488 = phi <16 x float> [ %2464, %2477 ], [ %2634, %2623 ]
  %2489 = phi <16 x float> [ %2465, %2477 ], [ %2600, %2623 ]
  %2490 = phi <16 x float> [ %2466, %2477 ], [ %2566, %2623 ]
  %2491 = phi <16 x float> [ %2467, %2477 ], [ %2532, %2623 ]
  %2492 = phi i64 [ 0, %2477 ], [ %2635, %2623 ]
  %2493 = getelementptr inbounds nuw float, ptr %2479, i64 %2492
  %2494 = load float, ptr %2493, align 4
  %2495 = insertelement <16 x float> poison, float %2494, i64 0
  %2496 = shufflevector <16 x float> %2495, <16 x float> poison, <16 x i32> zeroinitializer
  %2497 = mul nsw i64 %2492, %15
  %2498 = sub i64 %2497, %17
  %2499 = add i64 %2498, %2432
  %2500 = icmp slt i64 %2499, 0
  %2501 = sub nsw i64 0, %2499
  %2502 = select i1 %2500, i64 %2501, i64 0
  %2503 = sub nsw i64 %7, %2499
  %2504 = call i64 @llvm.smin.i64(i64 %2503, i64 %2434)
  %2505 = call i64 @llvm.smin.i64(i64 %2504, i64 32)
  %2506 = icmp sgt i64 %2505, %2502
  %2507 = select i1 %2473, i1 %2506, i1 false
  %2508 = select i1 %2507, i64 %2502, i64 0
  %2509 = select i1 %2507, i64 %2505, i64 0
  %2510 = getelementptr inbounds float, ptr %2476, i64 %2499
  %2511 = icmp sgt i64 %2509, %2508
  br i1 %2511, label %2512, label %2521

2512:                                             ; preds = %2487
  %2513 = icmp sgt i64 %2509, 31
  %2514 = trunc i64 %2509 to i32
  %2515 = shl nsw i32 -1, %2514
  %2516 = xor i32 %2515, -1
  %2517 = select i1 %2513, i32 -1, i32 %2516
  %2518 = trunc i64 %2508 to i32
  %2519 = shl nsw i32 -1, %2518
  %2520 = and i32 %2517, %2519
  br label %2521

2521:                                             ; preds = %2512, %2487
  %2522 = phi i32 [ %2520, %2512 ], [ 0, %2487 ]
  %2523 = trunc i32 %2522 to i16
  %2524 = bitcast i16 %2523 to <16 x i1>
  %2525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2510, <16 x i1> %2524, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2526 = lshr i32 %2522, 16
  %2527 = trunc nuw i32 %2526 to i16
  %2528 = getelementptr inbounds nuw i8, ptr %2510, i64 64
  %2529 = bitcast i16 %2527 to <16 x i1>
  %2530 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2528, <16 x i1> %2529, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2531 = shufflevector <16 x float> %2525, <16 x float> %2530, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2532 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2531, <16 x float> %2496, <16 x float> %2491)
  %2533 = add i64 %2498, %2437
  %2534 = icmp slt i64 %2533, 0
  %2535 = sub nsw i64 0, %2533
  %2536 = select i1 %2534, i64 %2535, i64 0
  %2537 = sub nsw i64 %7, %2533
  %2538 = call i64 @llvm.smin.i64(i64 %2537, i64 %2439)
  %2539 = call i64 @llvm.smin.i64(i64 %2538, i64 32)
  %2540 = icmp sgt i64 %2539, %2536
  %2541 = select i1 %2473, i1 %2540, i1 false
  %2542 = select i1 %2541, i64 %2536, i64 0
  %2543 = select i1 %2541, i64 %2539, i64 0
  %2544 = getelementptr inbounds float, ptr %2476, i64 %2533
  %2545 = icmp sgt i64 %2543, %2542
  br i1 %2545, label %2546, label %2555

2546:                                             ; preds = %2521
  %2547 = icmp sgt i64 %2543, 31
  %2548 = trunc i64 %2543 to i32
  %2549 = shl nsw i32 -1, %2548
  %2550 = xor i32 %2549, -1
  %2551 = select i1 %2547, i32 -1, i32 %2550
  %2552 = trunc i64 %2542 to i32
  %2553 = shl nsw i32 -1, %2552
  %2554 = and i32 %2551, %2553
  br label %2555

2555:                                             ; preds = %2546, %2521
  %2556 = phi i32 [ %2554, %2546 ], [ 0, %2521 ]
  %2557 = trunc i32 %2556 to i16
  %2558 = bitcast i16 %2557 to <16 x i1>
  %2559 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2544, <16 x i1> %2558, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2560 = lshr i32 %2556, 16
  %2561 = trunc nuw i32 %2560 to i16
  %2562 = getelementptr inbounds nuw i8, ptr %2544, i64 64
  %2563 = bitcast i16 %2561 to <16 x i1>
  %2564 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2562, <16 x i1> %2563, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2565 = shufflevector <16 x float> %2559, <16 x float> %2564, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2566 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2565, <16 x float> %2496, <16 x float> %2490)
  %2567 = add i64 %2498, %2442
  %2568 = icmp slt i64 %2567, 0
  %2569 = sub nsw i64 0, %2567
  %2570 = select i1 %2568, i64 %2569, i64 0
  %2571 = sub nsw i64 %7, %2567
  %2572 = call i64 @llvm.smin.i64(i64 %2571, i64 %2444)
  %2573 = call i64 @llvm.smin.i64(i64 %2572, i64 32)
  %2574 = icmp sgt i64 %2573, %2570
  %2575 = select i1 %2473, i1 %2574, i1 false
  %2576 = select i1 %2575, i64 %2570, i64 0
  %2577 = select i1 %2575, i64 %2573, i64 0
  %2578 = getelementptr inbounds float, ptr %2476, i64 %2567
  %2579 = icmp sgt i64 %2577, %2576
  br i1 %2579, label %2580, label %2589

2580:                                             ; preds = %2555
  %2581 = icmp sgt i64 %2577, 31
  %2582 = trunc i64 %2577 to i32
  %2583 = shl nsw i32 -1, %2582
  %2584 = xor i32 %2583, -1
  %2585 = select i1 %2581, i32 -1, i32 %2584
  %2586 = trunc i64 %2576 to i32
  %2587 = shl nsw i32 -1, %2586
  %2588 = and i32 %2585, %2587
  br label %2589

2589:                                             ; preds = %2580, %2555
  %2590 = phi i32 [ %2588, %2580 ], [ 0, %2555 ]
  %2591 = trunc i32 %2590 to i16
  %2592 = bitcast i16 %2591 to <16 x i1>
  %2593 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2578, <16 x i1> %2592, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2594 = lshr i32 %2590, 16
  %2595 = trunc nuw i32 %2594 to i16
  %2596 = getelementptr inbounds nuw i8, ptr %2578, i64 64
  %2597 = bitcast i16 %2595 to <16 x i1>
  %2598 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2596, <16 x i1> %2597, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2599 = shufflevector <16 x float> %2593, <16 x float> %2598, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2600 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2599, <16 x float> %2496, <16 x float> %2489)
  %2601 = add i64 %2498, %2447
  %2602 = icmp slt i64 %2601, 0
  %2603 = sub nsw i64 0, %2601
  %2604 = select i1 %2602, i64 %2603, i64 0
  %2605 = sub nsw i64 %7, %2601
  %2606 = call i64 @llvm.smin.i64(i64 %2605, i64 %2449)
  %2607 = call i64 @llvm.smin.i64(i64 %2606, i64 32)
  %2608 = icmp sgt i64 %2607, %2604
  %2609 = select i1 %2473, i1 %2608, i1 false
  %2610 = select i1 %2609, i64 %2604, i64 0
  %2611 = select i1 %2609, i64 %2607, i64 0
  %2612 = getelementptr inbounds float, ptr %2476, i64 %2601
  %2613 = icmp sgt i64 %2611, %2610
  br i1 %2613, label %2614, label %2623

2614:                                             ; preds = %2589
  %2615 = icmp sgt i64 %2611, 31
  %2616 = trunc i64 %2611 to i32
  %2617 = shl nsw i32 -1, %2616
  %2618 = xor i32 %2617, -1
  %2619 = select i1 %2615, i32 -1, i32 %2618
  %2620 = trunc i64 %2610 to i32
  %2621 = shl nsw i32 -1, %2620
  %2622 = and i32 %2619, %2621
  br label %2623

2623:                                             ; preds = %2614, %2589
  %2624 = phi i32 [ %2622, %2614 ], [ 0, %2589 ]
  %2625 = trunc i32 %2624 to i16
  %2626 = bitcast i16 %2625 to <16 x i1>
  %2627 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2612, <16 x i1> %2626, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2628 = lshr i32 %2624, 16
  %2629 = trunc nuw i32 %2628 to i16
  %2630 = getelementptr inbounds nuw i8, ptr %2612, i64 64
  %2631 = bitcast i16 %2629 to <16 x i1>
  %2632 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2630, <16 x i1> %2631, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2633 = shufflevector <16 x float> %2627, <16 x float> %2632, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2634 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2633, <16 x float> %2496, <16 x float> %2488)
  %2635 = add nuw nsw i64 %2492, 1
  %2636 = icmp eq i64 %2635, %11
  br i1 %2636, label %2480, label %2487

2637:                                             ; preds = %2450
  %2638 = load float, ptr %1570, align 4
  %2639 = insertelement <16 x float> poison, float %2638, i64 0
  %2640 = shufflevector <16 x float> %2639, <16 x float> poison, <16 x i32> zeroinitializer
  %2641 = fadd <16 x float> %2454, %2640
  br label %2642

2642:                                             ; preds = %2637, %2450
  %2643 = phi <16 x float> [ %2641, %2637 ], [ %2454, %2450 ]
  %2644 = select i1 %1629, ptr null, ptr %2456
  %2645 = bitcast i16 %2462 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2646
    i64 2, label %2649
    i64 3, label %2656
    i64 0, label %2701
  ]

2646:                                             ; preds = %2642
  %2647 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2644, <16 x i1> %2645, <16 x float> zeroinitializer)
  %2648 = fadd <16 x float> %2643, %2647
  br label %2663

2649:                                             ; preds = %2642
  %2650 = bitcast <16 x float> %2643 to <8 x i64>
  %2651 = or <8 x i64> %2650, %1169
  %2652 = fcmp oeq <16 x float> %2643, %47
  %2653 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2643, i32 4)
  %2654 = bitcast <8 x i64> %2651 to <16 x float>
  %2655 = select <16 x i1> %2652, <16 x float> %2654, <16 x float> %2653
  br label %2663

2656:                                             ; preds = %2642
  %2657 = bitcast <16 x float> %2643 to <8 x i64>
  %2658 = and <8 x i64> %2657, %1168
  %2659 = fcmp oeq <16 x float> %2643, %44
  %2660 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2643, i32 4)
  %2661 = bitcast <8 x i64> %2658 to <16 x float>
  %2662 = select <16 x i1> %2659, <16 x float> %2661, <16 x float> %2660
  br label %2663

2663:                                             ; preds = %2656, %2649, %2646
  %2664 = phi <16 x float> [ %2648, %2646 ], [ %2655, %2649 ], [ %2662, %2656 ]
  switch i64 %1187, label %534 [
    i64 1, label %2679
    i64 2, label %2672
    i64 3, label %2665
    i64 0, label %2701
  ]

2665:                                             ; preds = %2663
  %2666 = bitcast <16 x float> %2664 to <8 x i64>
  %2667 = and <8 x i64> %2666, %1168
  %2668 = fcmp oeq <16 x float> %2664, %44
  %2669 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2664, i32 4)
  %2670 = bitcast <8 x i64> %2667 to <16 x float>
  %2671 = select <16 x i1> %2668, <16 x float> %2670, <16 x float> %2669
  br label %2682

2672:                                             ; preds = %2663
  %2673 = bitcast <16 x float> %2664 to <8 x i64>
  %2674 = or <8 x i64> %2673, %1169
  %2675 = fcmp oeq <16 x float> %2664, %47
  %2676 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2664, i32 4)
  %2677 = bitcast <8 x i64> %2674 to <16 x float>
  %2678 = select <16 x i1> %2675, <16 x float> %2677, <16 x float> %2676
  br label %2682

2679:                                             ; preds = %2663
  %2680 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2644, <16 x i1> %2645, <16 x float> zeroinitializer)
  %2681 = fadd <16 x float> %2664, %2680
  br label %2682

2682:                                             ; preds = %2679, %2672, %2665
  %2683 = phi <16 x float> [ %2681, %2679 ], [ %2678, %2672 ], [ %2671, %2665 ]
  switch i64 %1189, label %534 [
    i64 1, label %2698
    i64 2, label %2691
    i64 3, label %2684
    i64 0, label %2701
  ]

2684:                                             ; preds = %2682
  %2685 = bitcast <16 x float> %2683 to <8 x i64>
  %2686 = and <8 x i64> %2685, %1168
  %2687 = fcmp oeq <16 x float> %2683, %44
  %2688 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2683, i32 4)
  %2689 = bitcast <8 x i64> %2686 to <16 x float>
  %2690 = select <16 x i1> %2687, <16 x float> %2689, <16 x float> %2688
  br label %2701

2691:                                             ; preds = %2682
  %2692 = bitcast <16 x float> %2683 to <8 x i64>
  %2693 = or <8 x i64> %2692, %1169
  %2694 = fcmp oeq <16 x float> %2683, %47
  %2695 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2683, i32 4)
  %2696 = bitcast <8 x i64> %2693 to <16 x float>
  %2697 = select <16 x i1> %2694, <16 x float> %2696, <16 x float> %2695
  br label %2701

2698:                                             ; preds = %2682
  %2699 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2644, <16 x i1> %2645, <16 x float> zeroinitializer)
  %2700 = fadd <16 x float> %2683, %2699
  br label %2701

2701:                                             ; preds = %2684, %2691, %2698, %2682, %2663, %2642
  %2702 = phi <16 x float> [ %2683, %2682 ], [ %2643, %2642 ], [ %2664, %2663 ], [ %2700, %2698 ], [ %2697, %2691 ], [ %2690, %2684 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2702, ptr align 1 %2455, <16 x i1> %2645)
  %2703 = or disjoint i64 %1634, 16
  %2704 = sub nsw i64 %9, %2703
  %2705 = icmp sgt i64 %2704, 15
  %2706 = trunc i64 %2704 to i32
  %2707 = shl nsw i32 -1, %2706
  %2708 = trunc i32 %2707 to i16
  %2709 = xor i16 %2708, -1
  %2710 = select i1 %2705, i16 -1, i16 %2709
  br i1 %1615, label %2716, label %2711

2711:                                             ; preds = %2701
  %2712 = load float, ptr %1570, align 4
  %2713 = insertelement <16 x float> poison, float %2712, i64 0
  %2714 = shufflevector <16 x float> %2713, <16 x float> poison, <16 x i32> zeroinitializer
  %2715 = fadd <16 x float> %2453, %2714
  br label %2716

2716:                                             ; preds = %2711, %2701
  %2717 = phi <16 x float> [ %2715, %2711 ], [ %2453, %2701 ]
  %2718 = getelementptr inbounds nuw i8, ptr %2455, i64 64
  %2719 = getelementptr inbounds nuw i8, ptr %2456, i64 64
  %2720 = select i1 %1629, ptr null, ptr %2719
  %2721 = bitcast i16 %2710 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2736
    i64 2, label %2729
    i64 3, label %2722
    i64 0, label %2777
  ]

2722:                                             ; preds = %2716
  %2723 = bitcast <16 x float> %2717 to <8 x i64>
  %2724 = and <8 x i64> %2723, %1168
  %2725 = fcmp oeq <16 x float> %2717, %44
  %2726 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2717, i32 4)
  %2727 = bitcast <8 x i64> %2724 to <16 x float>
  %2728 = select <16 x i1> %2725, <16 x float> %2727, <16 x float> %2726
  br label %2739

2729:                                             ; preds = %2716
  %2730 = bitcast <16 x float> %2717 to <8 x i64>
  %2731 = or <8 x i64> %2730, %1169
  %2732 = fcmp oeq <16 x float> %2717, %47
  %2733 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2717, i32 4)
  %2734 = bitcast <8 x i64> %2731 to <16 x float>
  %2735 = select <16 x i1> %2732, <16 x float> %2734, <16 x float> %2733
  br label %2739

2736:                                             ; preds = %2716
  %2737 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2720, <16 x i1> %2721, <16 x float> zeroinitializer)
  %2738 = fadd <16 x float> %2717, %2737
  br label %2739

2739:                                             ; preds = %2736, %2729, %2722
  %2740 = phi <16 x float> [ %2738, %2736 ], [ %2735, %2729 ], [ %2728, %2722 ]
  switch i64 %1191, label %534 [
    i64 1, label %2755
    i64 2, label %2748
    i64 3, label %2741
    i64 0, label %2777
  ]

2741:                                             ; preds = %2739
  %2742 = bitcast <16 x float> %2740 to <8 x i64>
  %2743 = and <8 x i64> %2742, %1168
  %2744 = fcmp oeq <16 x float> %2740, %44
  %2745 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2740, i32 4)
  %2746 = bitcast <8 x i64> %2743 to <16 x float>
  %2747 = select <16 x i1> %2744, <16 x float> %2746, <16 x float> %2745
  br label %2758

2748:                                             ; preds = %2739
  %2749 = bitcast <16 x float> %2740 to <8 x i64>
  %2750 = or <8 x i64> %2749, %1169
  %2751 = fcmp oeq <16 x float> %2740, %47
  %2752 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2740, i32 4)
  %2753 = bitcast <8 x i64> %2750 to <16 x float>
  %2754 = select <16 x i1> %2751, <16 x float> %2753, <16 x float> %2752
  br label %2758

2755:                                             ; preds = %2739
  %2756 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2720, <16 x i1> %2721, <16 x float> zeroinitializer)
  %2757 = fadd <16 x float> %2740, %2756
  br label %2758

2758:                                             ; preds = %2755, %2748, %2741
  %2759 = phi <16 x float> [ %2757, %2755 ], [ %2754, %2748 ], [ %2747, %2741 ]
  switch i64 %1193, label %534 [
    i64 1, label %2774
    i64 2, label %2767
    i64 3, label %2760
    i64 0, label %2777
  ]

2760:                                             ; preds = %2758
  %2761 = bitcast <16 x float> %2759 to <8 x i64>
  %2762 = and <8 x i64> %2761, %1168
  %2763 = fcmp oeq <16 x float> %2759, %44
  %2764 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2759, i32 4)
  %2765 = bitcast <8 x i64> %2762 to <16 x float>
  %2766 = select <16 x i1> %2763, <16 x float> %2765, <16 x float> %2764
  br label %2777

2767:                                             ; preds = %2758
  %2768 = bitcast <16 x float> %2759 to <8 x i64>
  %2769 = or <8 x i64> %2768, %1169
  %2770 = fcmp oeq <16 x float> %2759, %47
  %2771 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2759, i32 4)
  %2772 = bitcast <8 x i64> %2769 to <16 x float>
  %2773 = select <16 x i1> %2770, <16 x float> %2772, <16 x float> %2771
  br label %2777

2774:                                             ; preds = %2758
  %2775 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2720, <16 x i1> %2721, <16 x float> zeroinitializer)
  %2776 = fadd <16 x float> %2759, %2775
  br label %2777

2777:                                             ; preds = %2760, %2767, %2774, %2758, %2739, %2716
  %2778 = phi <16 x float> [ %2759, %2758 ], [ %2717, %2716 ], [ %2740, %2739 ], [ %2776, %2774 ], [ %2773, %2767 ], [ %2766, %2760 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2778, ptr nonnull align 1 %2718, <16 x i1> %2721)
  %2779 = or disjoint i64 %1634, 32
  %2780 = sub nsw i64 %9, %2779
  %2781 = icmp sgt i64 %2780, 15
  %2782 = trunc i64 %2780 to i32
  %2783 = shl nsw i32 -1, %2782
  %2784 = trunc i32 %2783 to i16
  %2785 = xor i16 %2784, -1
  %2786 = select i1 %2781, i16 -1, i16 %2785
  br i1 %1615, label %2792, label %2787

2787:                                             ; preds = %2777
  %2788 = load float, ptr %1570, align 4
  %2789 = insertelement <16 x float> poison, float %2788, i64 0
  %2790 = shufflevector <16 x float> %2789, <16 x float> poison, <16 x i32> zeroinitializer
  %2791 = fadd <16 x float> %2452, %2790
  br label %2792

2792:                                             ; preds = %2787, %2777
  %2793 = phi <16 x float> [ %2791, %2787 ], [ %2452, %2777 ]
  %2794 = getelementptr inbounds nuw i8, ptr %2455, i64 128
  %2795 = getelementptr inbounds nuw i8, ptr %2456, i64 128
  %2796 = select i1 %1629, ptr null, ptr %2795
  %2797 = bitcast i16 %2786 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2812
    i64 2, label %2805
    i64 3, label %2798
    i64 0, label %2853
  ]

2798:                                             ; preds = %2792
  %2799 = bitcast <16 x float> %2793 to <8 x i64>
  %2800 = and <8 x i64> %2799, %1168
  %2801 = fcmp oeq <16 x float> %2793, %44
  %2802 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2793, i32 4)
  %2803 = bitcast <8 x i64> %2800 to <16 x float>
  %2804 = select <16 x i1> %2801, <16 x float> %2803, <16 x float> %2802
  br label %2815

2805:                                             ; preds = %2792
  %2806 = bitcast <16 x float> %2793 to <8 x i64>
  %2807 = or <8 x i64> %2806, %1169
  %2808 = fcmp oeq <16 x float> %2793, %47
  %2809 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2793, i32 4)
  %2810 = bitcast <8 x i64> %2807 to <16 x float>
  %2811 = select <16 x i1> %2808, <16 x float> %2810, <16 x float> %2809
  br label %2815

2812:                                             ; preds = %2792
  %2813 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2796, <16 x i1> %2797, <16 x float> zeroinitializer)
  %2814 = fadd <16 x float> %2793, %2813
  br label %2815

2815:                                             ; preds = %2812, %2805, %2798
  %2816 = phi <16 x float> [ %2814, %2812 ], [ %2811, %2805 ], [ %2804, %2798 ]
  switch i64 %1195, label %534 [
    i64 1, label %2831
    i64 2, label %2824
    i64 3, label %2817
    i64 0, label %2853
  ]

2817:                                             ; preds = %2815
  %2818 = bitcast <16 x float> %2816 to <8 x i64>
  %2819 = and <8 x i64> %2818, %1168
  %2820 = fcmp oeq <16 x float> %2816, %44
  %2821 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2816, i32 4)
  %2822 = bitcast <8 x i64> %2819 to <16 x float>
  %2823 = select <16 x i1> %2820, <16 x float> %2822, <16 x float> %2821
  br label %2834

2824:                                             ; preds = %2815
  %2825 = bitcast <16 x float> %2816 to <8 x i64>
  %2826 = or <8 x i64> %2825, %1169
  %2827 = fcmp oeq <16 x float> %2816, %47
  %2828 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2816, i32 4)
  %2829 = bitcast <8 x i64> %2826 to <16 x float>
  %2830 = select <16 x i1> %2827, <16 x float> %2829, <16 x float> %2828
  br label %2834

2831:                                             ; preds = %2815
  %2832 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2796, <16 x i1> %2797, <16 x float> zeroinitializer)
  %2833 = fadd <16 x float> %2816, %2832
  br label %2834

2834:                                             ; preds = %2831, %2824, %2817
  %2835 = phi <16 x float> [ %2833, %2831 ], [ %2830, %2824 ], [ %2823, %2817 ]
  switch i64 %1197, label %534 [
    i64 1, label %2850
    i64 2, label %2843
    i64 3, label %2836
    i64 0, label %2853
  ]

2836:                                             ; preds = %2834
  %2837 = bitcast <16 x float> %2835 to <8 x i64>
  %2838 = and <8 x i64> %2837, %1168
  %2839 = fcmp oeq <16 x float> %2835, %44
  %2840 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2835, i32 4)
  %2841 = bitcast <8 x i64> %2838 to <16 x float>
  %2842 = select <16 x i1> %2839, <16 x float> %2841, <16 x float> %2840
  br label %2853

2843:                                             ; preds = %2834
  %2844 = bitcast <16 x float> %2835 to <8 x i64>
  %2845 = or <8 x i64> %2844, %1169
  %2846 = fcmp oeq <16 x float> %2835, %47
  %2847 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2835, i32 4)
  %2848 = bitcast <8 x i64> %2845 to <16 x float>
  %2849 = select <16 x i1> %2846, <16 x float> %2848, <16 x float> %2847
  br label %2853

2850:                                             ; preds = %2834
  %2851 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2796, <16 x i1> %2797, <16 x float> zeroinitializer)
  %2852 = fadd <16 x float> %2835, %2851
  br label %2853

2853:                                             ; preds = %2836, %2843, %2850, %2834, %2815, %2792
  %2854 = phi <16 x float> [ %2835, %2834 ], [ %2793, %2792 ], [ %2816, %2815 ], [ %2852, %2850 ], [ %2849, %2843 ], [ %2842, %2836 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2854, ptr nonnull align 1 %2794, <16 x i1> %2797)
  %2855 = or disjoint i64 %1634, 48
  %2856 = sub nsw i64 %9, %2855
  %2857 = icmp sgt i64 %2856, 15
  %2858 = trunc i64 %2856 to i32
  %2859 = shl nsw i32 -1, %2858
  %2860 = trunc i32 %2859 to i16
  %2861 = xor i16 %2860, -1
  %2862 = select i1 %2857, i16 -1, i16 %2861
  br i1 %1615, label %2868, label %2863

2863:                                             ; preds = %2853
  %2864 = load float, ptr %1570, align 4
  %2865 = insertelement <16 x float> poison, float %2864, i64 0
  %2866 = shufflevector <16 x float> %2865, <16 x float> poison, <16 x i32> zeroinitializer
  %2867 = fadd <16 x float> %2451, %2866
  br label %2868

2868:                                             ; preds = %2863, %2853
  %2869 = phi <16 x float> [ %2867, %2863 ], [ %2451, %2853 ]
  %2870 = getelementptr inbounds nuw i8, ptr %2455, i64 192
  %2871 = getelementptr inbounds nuw i8, ptr %2456, i64 192
  %2872 = select i1 %1629, ptr null, ptr %2871
  %2873 = bitcast i16 %2862 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2888
    i64 2, label %2881
    i64 3, label %2874
    i64 0, label %2929
  ]

2874:                                             ; preds = %2868
  %2875 = bitcast <16 x float> %2869 to <8 x i64>
  %2876 = and <8 x i64> %2875, %1168
  %2877 = fcmp oeq <16 x float> %2869, %44
  %2878 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2869, i32 4)
  %2879 = bitcast <8 x i64> %2876 to <16 x float>
  %2880 = select <16 x i1> %2877, <16 x float> %2879, <16 x float> %2878
  br label %2891

2881:                                             ; preds = %2868
  %2882 = bitcast <16 x float> %2869 to <8 x i64>
  %2883 = or <8 x i64> %2882, %1169
  %2884 = fcmp oeq <16 x float> %2869, %47
  %2885 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2869, i32 4)
  %2886 = bitcast <8 x i64> %2883 to <16 x float>
  %2887 = select <16 x i1> %2884, <16 x float> %2886, <16 x float> %2885
  br label %2891

2888:                                             ; preds = %2868
  %2889 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2873, <16 x float> zeroinitializer)
  %2890 = fadd <16 x float> %2869, %2889
  br label %2891

2891:                                             ; preds = %2888, %2881, %2874
  %2892 = phi <16 x float> [ %2890, %2888 ], [ %2887, %2881 ], [ %2880, %2874 ]
  switch i64 %1199, label %534 [
    i64 1, label %2907
    i64 2, label %2900
    i64 3, label %2893
    i64 0, label %2929
  ]

2893:                                             ; preds = %2891
  %2894 = bitcast <16 x float> %2892 to <8 x i64>
  %2895 = and <8 x i64> %2894, %1168
  %2896 = fcmp oeq <16 x float> %2892, %44
  %2897 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2892, i32 4)
  %2898 = bitcast <8 x i64> %2895 to <16 x float>
  %2899 = select <16 x i1> %2896, <16 x float> %2898, <16 x float> %2897
  br label %2910

2900:                                             ; preds = %2891
  %2901 = bitcast <16 x float> %2892 to <8 x i64>
  %2902 = or <8 x i64> %2901, %1169
  %2903 = fcmp oeq <16 x float> %2892, %47
  %2904 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2892, i32 4)
  %2905 = bitcast <8 x i64> %2902 to <16 x float>
  %2906 = select <16 x i1> %2903, <16 x float> %2905, <16 x float> %2904
  br label %2910

2907:                                             ; preds = %2891
  %2908 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2873, <16 x float> zeroinitializer)
  %2909 = fadd <16 x float> %2892, %2908
  br label %2910

2910:                                             ; preds = %2907, %2900, %2893
  %2911 = phi <16 x float> [ %2909, %2907 ], [ %2906, %2900 ], [ %2899, %2893 ]
  switch i64 %1201, label %534 [
    i64 1, label %2926
    i64 2, label %2919
    i64 3, label %2912
    i64 0, label %2929
  ]

2912:                                             ; preds = %2910
  %2913 = bitcast <16 x float> %2911 to <8 x i64>
  %2914 = and <8 x i64> %2913, %1168
  %2915 = fcmp oeq <16 x float> %2911, %44
  %2916 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2911, i32 4)
  %2917 = bitcast <8 x i64> %2914 to <16 x float>
  %2918 = select <16 x i1> %2915, <16 x float> %2917, <16 x float> %2916
  br label %2929

2919:                                             ; preds = %2910
  %2920 = bitcast <16 x float> %2911 to <8 x i64>
  %2921 = or <8 x i64> %2920, %1169
  %2922 = fcmp oeq <16 x float> %2911, %47
  %2923 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2911, i32 4)
  %2924 = bitcast <8 x i64> %2921 to <16 x float>
  %2925 = select <16 x i1> %2922, <16 x float> %2924, <16 x float> %2923
  br label %2929

2926:                                             ; preds = %2910
  %2927 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2872, <16 x i1> %2873, <16 x float> zeroinitializer)
  %2928 = fadd <16 x float> %2911, %2927
  br label %2929

2929:                                             ; preds = %2912, %2919, %2926, %2910, %2891, %2868
  %2930 = phi <16 x float> [ %2911, %2910 ], [ %2869, %2868 ], [ %2892, %2891 ], [ %2928, %2926 ], [ %2925, %2919 ], [ %2918, %2912 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2930, ptr nonnull align 1 %2870, <16 x i1> %2873)
  br label %2931

2931:                                             ; preds = %1633, %2929, %2428, %2046, %1783
  %2932 = add nuw nsw i64 %1634, 64
  %2933 = icmp slt i64 %2932, %9
  br i1 %2933, label %1633, label %1630

2934:                                             ; preds = %1617, %8455
  %2935 = phi i64 [ %1576, %1617 ], [ %8457, %8455 ]
  %2936 = mul nsw i64 %2935, %9
  %2937 = getelementptr inbounds float, ptr %1573, i64 %2936
  %2938 = getelementptr inbounds float, ptr %1575, i64 %2936
  %2939 = select i1 %1618, ptr null, ptr %2938
  %2940 = sub nsw i64 %1579, %2935
  %2941 = icmp slt i64 %2940, %1175
  %2942 = select i1 %2941, i32 1, i32 %1174
  %2943 = icmp samesign ugt i32 %2942, 1
  br i1 %2943, label %2955, label %2944

2944:                                             ; preds = %2934
  br i1 %1165, label %2945, label %8455

2945:                                             ; preds = %2944
  %2946 = icmp eq ptr %2939, null
  %2947 = mul nsw i64 %2935, %12
  %2948 = mul nsw i64 %2935, %12
  %2949 = mul nsw i64 %2935, %12
  %2950 = mul nsw i64 %2935, %12
  %2951 = mul nsw i64 %2935, %12
  %2952 = mul nsw i64 %2935, %12
  %2953 = mul nsw i64 %2935, %12
  %2954 = mul nsw i64 %2935, %12
  br label %4776

2955:                                             ; preds = %2934
  switch i64 %1062, label %8455 [
    i64 1, label %2956
    i64 2, label %3336
    i64 4, label %4043
  ]

2956:                                             ; preds = %2955
  br i1 %1166, label %2957, label %2965

2957:                                             ; preds = %2956
  %2958 = mul nsw i64 %2935, %12
  %2959 = add nsw i64 %2935, 1
  %2960 = mul nsw i64 %2959, %12
  %2961 = add nsw i64 %2935, 2
  %2962 = mul nsw i64 %2961, %12
  %2963 = add nsw i64 %2935, 3
  %2964 = mul nsw i64 %2963, %12
  br label %2971

2965:                                             ; preds = %3010, %2956
  %2966 = phi <16 x float> [ zeroinitializer, %2956 ], [ %3011, %3010 ]
  %2967 = phi <16 x float> [ zeroinitializer, %2956 ], [ %3012, %3010 ]
  %2968 = phi <16 x float> [ zeroinitializer, %2956 ], [ %3013, %3010 ]
  %2969 = phi <16 x float> [ zeroinitializer, %2956 ], [ %3014, %3010 ]
  %2970 = icmp eq ptr %2939, null
  br i1 %1619, label %3076, label %3071

2971:                                             ; preds = %2957, %3010
  %2972 = phi <16 x float> [ zeroinitializer, %2957 ], [ %3011, %3010 ]
  %2973 = phi <16 x float> [ zeroinitializer, %2957 ], [ %3012, %3010 ]
  %2974 = phi <16 x float> [ zeroinitializer, %2957 ], [ %3013, %3010 ]
  %2975 = phi <16 x float> [ zeroinitializer, %2957 ], [ %3014, %3010 ]
  %2976 = phi i64 [ 0, %2957 ], [ %3015, %3010 ]
  %2977 = mul nsw i64 %2976, %14
  %2978 = sub i64 %2977, %16
  %2979 = add i64 %2978, %2958
  %2980 = icmp slt i64 %2979, 0
  %2981 = icmp sge i64 %2979, %6
  %2982 = or i1 %2980, %2981
  %2983 = select i1 %2982, i64 0, i64 %2979
  %2984 = mul nsw i64 %2983, %7
  %2985 = getelementptr inbounds float, ptr %1567, i64 %2984
  %2986 = add i64 %2978, %2960
  %2987 = icmp slt i64 %2986, 0
  %2988 = icmp sge i64 %2986, %6
  %2989 = or i1 %2987, %2988
  %2990 = select i1 %2989, i64 0, i64 %2986
  %2991 = mul nsw i64 %2990, %7
  %2992 = getelementptr inbounds float, ptr %1567, i64 %2991
  %2993 = add i64 %2978, %2962
  %2994 = icmp slt i64 %2993, 0
  %2995 = icmp sge i64 %2993, %6
  %2996 = or i1 %2994, %2995
  %2997 = select i1 %2996, i64 0, i64 %2993
  %2998 = mul nsw i64 %2997, %7
  %2999 = getelementptr inbounds float, ptr %1567, i64 %2998
  %3000 = add i64 %2978, %2964
  %3001 = icmp slt i64 %3000, 0
  %3002 = icmp sge i64 %3000, %6
  %3003 = or i1 %3001, %3002
  %3004 = select i1 %3003, i64 0, i64 %3000
  %3005 = mul nsw i64 %3004, %7
  %3006 = getelementptr inbounds float, ptr %1567, i64 %3005
  br i1 %1167, label %3007, label %3010

3007:                                             ; preds = %2971
  %3008 = mul nuw nsw i64 %2976, %11
  %3009 = getelementptr inbounds nuw float, ptr %1569, i64 %3008
  br label %3017

3010:                                             ; preds = %3047, %2971
  %3011 = phi <16 x float> [ %2972, %2971 ], [ %3053, %3047 ]
  %3012 = phi <16 x float> [ %2973, %2971 ], [ %3058, %3047 ]
  %3013 = phi <16 x float> [ %2974, %2971 ], [ %3063, %3047 ]
  %3014 = phi <16 x float> [ %2975, %2971 ], [ %3068, %3047 ]
  %3015 = add nuw nsw i64 %2976, 1
  %3016 = icmp eq i64 %3015, %10
  br i1 %3016, label %2965, label %2971

3017:                                             ; preds = %3007, %3047
  %3018 = phi <16 x float> [ %2972, %3007 ], [ %3053, %3047 ]
  %3019 = phi <16 x float> [ %2973, %3007 ], [ %3058, %3047 ]
  %3020 = phi <16 x float> [ %2974, %3007 ], [ %3063, %3047 ]
  %3021 = phi <16 x float> [ %2975, %3007 ], [ %3068, %3047 ]
  %3022 = phi i64 [ 0, %3007 ], [ %3069, %3047 ]
  %3023 = getelementptr inbounds nuw float, ptr %3009, i64 %3022
  %3024 = load float, ptr %3023, align 4
  %3025 = insertelement <16 x float> poison, float %3024, i64 0
  %3026 = shufflevector <16 x float> %3025, <16 x float> poison, <16 x i32> zeroinitializer
  %3027 = mul nsw i64 %3022, %15
  %3028 = sub nsw i64 %3027, %17
  %3029 = icmp slt i64 %3028, 0
  %3030 = sub nsw i64 0, %3028
  %3031 = select i1 %3029, i64 %3030, i64 0
  %3032 = sub nsw i64 %7, %3028
  %3033 = call i64 @llvm.smin.i64(i64 %3032, i64 %9)
  %3034 = call i64 @llvm.smin.i64(i64 %3033, i64 16)
  %3035 = icmp sgt i64 %3034, %3031
  %3036 = trunc i64 %3034 to i32
  %3037 = shl nsw i32 -1, %3036
  %3038 = xor i32 %3037, -1
  %3039 = trunc i64 %3031 to i32
  %3040 = shl nsw i32 -1, %3039
  %3041 = and i32 %3040, %3038
  %3042 = trunc i32 %3041 to i16
  %3043 = select i1 %3035, i16 %3042, i16 0
  br i1 %1176, label %3047, label %3044

3044:                                             ; preds = %3017
  %3045 = getelementptr i16, ptr %1151, i64 %3022
  %3046 = load i16, ptr %3045, align 2
  br label %3047

3047:                                             ; preds = %3017, %3044
  %3048 = phi i16 [ %3046, %3044 ], [ %3043, %3017 ]
  %3049 = select i1 %2982, i16 0, i16 %3048
  %3050 = getelementptr inbounds float, ptr %2985, i64 %3028
  %3051 = bitcast i16 %3049 to <16 x i1>
  %3052 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3050, <16 x i1> %3051, <16 x float> zeroinitializer)
  %3053 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3052, <16 x float> %3026, <16 x float> %3018)
  %3054 = select i1 %2989, i16 0, i16 %3048
  %3055 = getelementptr inbounds float, ptr %2992, i64 %3028
  %3056 = bitcast i16 %3054 to <16 x i1>
  %3057 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3055, <16 x i1> %3056, <16 x float> zeroinitializer)
  %3058 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3057, <16 x float> %3026, <16 x float> %3019)
  %3059 = select i1 %2996, i16 0, i16 %3048
  %3060 = getelementptr inbounds float, ptr %2999, i64 %3028
  %3061 = bitcast i16 %3059 to <16 x i1>
  %3062 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3060, <16 x i1> %3061, <16 x float> zeroinitializer)
  %3063 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3062, <16 x float> %3026, <16 x float> %3020)
  %3064 = select i1 %3003, i16 0, i16 %3048
  %3065 = getelementptr inbounds float, ptr %3006, i64 %3028
  %3066 = bitcast i16 %3064 to <16 x i1>
  %3067 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3065, <16 x i1> %3066, <16 x float> zeroinitializer)
  %3068 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3067, <16 x float> %3026, <16 x float> %3021)
  %3069 = add nuw nsw i64 %3022, 1
  %3070 = icmp eq i64 %3069, %11
  br i1 %3070, label %3010, label %3017

3071:                                             ; preds = %2965
  %3072 = load float, ptr %1570, align 4
  %3073 = insertelement <16 x float> poison, float %3072, i64 0
  %3074 = shufflevector <16 x float> %3073, <16 x float> poison, <16 x i32> zeroinitializer
  %3075 = fadd <16 x float> %2966, %3074
  br label %3076

3076:                                             ; preds = %3071, %2965
  %3077 = phi <16 x float> [ %3075, %3071 ], [ %2966, %2965 ]
  switch i64 %1511, label %534 [
    i64 1, label %3078
    i64 2, label %3081
    i64 3, label %3088
    i64 0, label %3133
  ]

3078:                                             ; preds = %3076
  %3079 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3080 = fadd <16 x float> %3077, %3079
  br label %3095

3081:                                             ; preds = %3076
  %3082 = bitcast <16 x float> %3077 to <8 x i64>
  %3083 = or <8 x i64> %3082, %1169
  %3084 = fcmp oeq <16 x float> %3077, %47
  %3085 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3077, i32 4)
  %3086 = bitcast <8 x i64> %3083 to <16 x float>
  %3087 = select <16 x i1> %3084, <16 x float> %3086, <16 x float> %3085
  br label %3095

3088:                                             ; preds = %3076
  %3089 = bitcast <16 x float> %3077 to <8 x i64>
  %3090 = and <8 x i64> %3089, %1168
  %3091 = fcmp oeq <16 x float> %3077, %44
  %3092 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3077, i32 4)
  %3093 = bitcast <8 x i64> %3090 to <16 x float>
  %3094 = select <16 x i1> %3091, <16 x float> %3093, <16 x float> %3092
  br label %3095

3095:                                             ; preds = %3088, %3081, %3078
  %3096 = phi <16 x float> [ %3080, %3078 ], [ %3087, %3081 ], [ %3094, %3088 ]
  switch i64 %1513, label %534 [
    i64 1, label %3111
    i64 2, label %3104
    i64 3, label %3097
    i64 0, label %3133
  ]

3097:                                             ; preds = %3095
  %3098 = bitcast <16 x float> %3096 to <8 x i64>
  %3099 = and <8 x i64> %3098, %1168
  %3100 = fcmp oeq <16 x float> %3096, %44
  %3101 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3096, i32 4)
  %3102 = bitcast <8 x i64> %3099 to <16 x float>
  %3103 = select <16 x i1> %3100, <16 x float> %3102, <16 x float> %3101
  br label %3114

3104:                                             ; preds = %3095
  %3105 = bitcast <16 x float> %3096 to <8 x i64>
  %3106 = or <8 x i64> %3105, %1169
  %3107 = fcmp oeq <16 x float> %3096, %47
  %3108 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3096, i32 4)
  %3109 = bitcast <8 x i64> %3106 to <16 x float>
  %3110 = select <16 x i1> %3107, <16 x float> %3109, <16 x float> %3108
  br label %3114

3111:                                             ; preds = %3095
  %3112 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3113 = fadd <16 x float> %3096, %3112
  br label %3114

3114:                                             ; preds = %3111, %3104, %3097
  %3115 = phi <16 x float> [ %3113, %3111 ], [ %3110, %3104 ], [ %3103, %3097 ]
  switch i64 %1515, label %534 [
    i64 1, label %3130
    i64 2, label %3123
    i64 3, label %3116
    i64 0, label %3133
  ]

3116:                                             ; preds = %3114
  %3117 = bitcast <16 x float> %3115 to <8 x i64>
  %3118 = and <8 x i64> %3117, %1168
  %3119 = fcmp oeq <16 x float> %3115, %44
  %3120 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3115, i32 4)
  %3121 = bitcast <8 x i64> %3118 to <16 x float>
  %3122 = select <16 x i1> %3119, <16 x float> %3121, <16 x float> %3120
  br label %3133

3123:                                             ; preds = %3114
  %3124 = bitcast <16 x float> %3115 to <8 x i64>
  %3125 = or <8 x i64> %3124, %1169
  %3126 = fcmp oeq <16 x float> %3115, %47
  %3127 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3115, i32 4)
  %3128 = bitcast <8 x i64> %3125 to <16 x float>
  %3129 = select <16 x i1> %3126, <16 x float> %3128, <16 x float> %3127
  br label %3133

3130:                                             ; preds = %3114
  %3131 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3132 = fadd <16 x float> %3115, %3131
  br label %3133

3133:                                             ; preds = %3116, %3123, %3130, %3114, %3095, %3076
  %3134 = phi <16 x float> [ %3115, %3114 ], [ %3077, %3076 ], [ %3096, %3095 ], [ %3132, %3130 ], [ %3129, %3123 ], [ %3122, %3116 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3134, ptr align 1 %2937, <16 x i1> %1183)
  %3135 = getelementptr inbounds float, ptr %2937, i64 %9
  %3136 = getelementptr inbounds float, ptr %2939, i64 %9
  %3137 = select i1 %2970, ptr null, ptr %3136
  br i1 %1619, label %3143, label %3138

3138:                                             ; preds = %3133
  %3139 = load float, ptr %1570, align 4
  %3140 = insertelement <16 x float> poison, float %3139, i64 0
  %3141 = shufflevector <16 x float> %3140, <16 x float> poison, <16 x i32> zeroinitializer
  %3142 = fadd <16 x float> %2967, %3141
  br label %3143

3143:                                             ; preds = %3138, %3133
  %3144 = phi <16 x float> [ %3142, %3138 ], [ %2967, %3133 ]
  switch i64 %1511, label %534 [
    i64 1, label %3159
    i64 2, label %3152
    i64 3, label %3145
    i64 0, label %3200
  ]

3145:                                             ; preds = %3143
  %3146 = bitcast <16 x float> %3144 to <8 x i64>
  %3147 = and <8 x i64> %3146, %1168
  %3148 = fcmp oeq <16 x float> %3144, %44
  %3149 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3144, i32 4)
  %3150 = bitcast <8 x i64> %3147 to <16 x float>
  %3151 = select <16 x i1> %3148, <16 x float> %3150, <16 x float> %3149
  br label %3162

3152:                                             ; preds = %3143
  %3153 = bitcast <16 x float> %3144 to <8 x i64>
  %3154 = or <8 x i64> %3153, %1169
  %3155 = fcmp oeq <16 x float> %3144, %47
  %3156 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3144, i32 4)
  %3157 = bitcast <8 x i64> %3154 to <16 x float>
  %3158 = select <16 x i1> %3155, <16 x float> %3157, <16 x float> %3156
  br label %3162

3159:                                             ; preds = %3143
  %3160 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3137, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3161 = fadd <16 x float> %3144, %3160
  br label %3162

3162:                                             ; preds = %3159, %3152, %3145
  %3163 = phi <16 x float> [ %3161, %3159 ], [ %3158, %3152 ], [ %3151, %3145 ]
  switch i64 %1517, label %534 [
    i64 1, label %3178
    i64 2, label %3171
    i64 3, label %3164
    i64 0, label %3200
  ]

3164:                                             ; preds = %3162
  %3165 = bitcast <16 x float> %3163 to <8 x i64>
  %3166 = and <8 x i64> %3165, %1168
  %3167 = fcmp oeq <16 x float> %3163, %44
  %3168 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3163, i32 4)
  %3169 = bitcast <8 x i64> %3166 to <16 x float>
  %3170 = select <16 x i1> %3167, <16 x float> %3169, <16 x float> %3168
  br label %3181

3171:                                             ; preds = %3162
  %3172 = bitcast <16 x float> %3163 to <8 x i64>
  %3173 = or <8 x i64> %3172, %1169
  %3174 = fcmp oeq <16 x float> %3163, %47
  %3175 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3163, i32 4)
  %3176 = bitcast <8 x i64> %3173 to <16 x float>
  %3177 = select <16 x i1> %3174, <16 x float> %3176, <16 x float> %3175
  br label %3181

3178:                                             ; preds = %3162
  %3179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3137, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3180 = fadd <16 x float> %3163, %3179
  br label %3181

3181:                                             ; preds = %3178, %3171, %3164
  %3182 = phi <16 x float> [ %3180, %3178 ], [ %3177, %3171 ], [ %3170, %3164 ]
  switch i64 %1519, label %534 [
    i64 1, label %3197
    i64 2, label %3190
    i64 3, label %3183
    i64 0, label %3200
  ]

3183:                                             ; preds = %3181
  %3184 = bitcast <16 x float> %3182 to <8 x i64>
  %3185 = and <8 x i64> %3184, %1168
  %3186 = fcmp oeq <16 x float> %3182, %44
  %3187 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3182, i32 4)
  %3188 = bitcast <8 x i64> %3185 to <16 x float>
  %3189 = select <16 x i1> %3186, <16 x float> %3188, <16 x float> %3187
  br label %3200

3190:                                             ; preds = %3181
  %3191 = bitcast <16 x float> %3182 to <8 x i64>
  %3192 = or <8 x i64> %3191, %1169
  %3193 = fcmp oeq <16 x float> %3182, %47
  %3194 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3182, i32 4)
  %3195 = bitcast <8 x i64> %3192 to <16 x float>
  %3196 = select <16 x i1> %3193, <16 x float> %3195, <16 x float> %3194
  br label %3200

3197:                                             ; preds = %3181
  %3198 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3137, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3199 = fadd <16 x float> %3182, %3198
  br label %3200

3200:                                             ; preds = %3183, %3190, %3197, %3181, %3162, %3143
  %3201 = phi <16 x float> [ %3182, %3181 ], [ %3144, %3143 ], [ %3163, %3162 ], [ %3199, %3197 ], [ %3196, %3190 ], [ %3189, %3183 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3201, ptr align 1 %3135, <16 x i1> %1183)
  %3202 = getelementptr inbounds float, ptr %2937, i64 %1520
  %3203 = getelementptr inbounds float, ptr %2939, i64 %1520
  %3204 = select i1 %2970, ptr null, ptr %3203
  br i1 %1619, label %3210, label %3205

3205:                                             ; preds = %3200
  %3206 = load float, ptr %1570, align 4
  %3207 = insertelement <16 x float> poison, float %3206, i64 0
  %3208 = shufflevector <16 x float> %3207, <16 x float> poison, <16 x i32> zeroinitializer
  %3209 = fadd <16 x float> %2968, %3208
  br label %3210

3210:                                             ; preds = %3205, %3200
  %3211 = phi <16 x float> [ %3209, %3205 ], [ %2968, %3200 ]
  switch i64 %1511, label %534 [
    i64 1, label %3226
    i64 2, label %3219
    i64 3, label %3212
    i64 0, label %3267
  ]

3212:                                             ; preds = %3210
  %3213 = bitcast <16 x float> %3211 to <8 x i64>
  %3214 = and <8 x i64> %3213, %1168
  %3215 = fcmp oeq <16 x float> %3211, %44
  %3216 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3211, i32 4)
  %3217 = bitcast <8 x i64> %3214 to <16 x float>
  %3218 = select <16 x i1> %3215, <16 x float> %3217, <16 x float> %3216
  br label %3229

3219:                                             ; preds = %3210
  %3220 = bitcast <16 x float> %3211 to <8 x i64>
  %3221 = or <8 x i64> %3220, %1169
  %3222 = fcmp oeq <16 x float> %3211, %47
  %3223 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3211, i32 4)
  %3224 = bitcast <8 x i64> %3221 to <16 x float>
  %3225 = select <16 x i1> %3222, <16 x float> %3224, <16 x float> %3223
  br label %3229

3226:                                             ; preds = %3210
  %3227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3228 = fadd <16 x float> %3211, %3227
  br label %3229

3229:                                             ; preds = %3226, %3219, %3212
  %3230 = phi <16 x float> [ %3228, %3226 ], [ %3225, %3219 ], [ %3218, %3212 ]
  switch i64 %1522, label %534 [
    i64 1, label %3245
    i64 2, label %3238
    i64 3, label %3231
    i64 0, label %3267
  ]

3231:                                             ; preds = %3229
  %3232 = bitcast <16 x float> %3230 to <8 x i64>
  %3233 = and <8 x i64> %3232, %1168
  %3234 = fcmp oeq <16 x float> %3230, %44
  %3235 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3230, i32 4)
  %3236 = bitcast <8 x i64> %3233 to <16 x float>
  %3237 = select <16 x i1> %3234, <16 x float> %3236, <16 x float> %3235
  br label %3248

3238:                                             ; preds = %3229
  %3239 = bitcast <16 x float> %3230 to <8 x i64>
  %3240 = or <8 x i64> %3239, %1169
  %3241 = fcmp oeq <16 x float> %3230, %47
  %3242 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3230, i32 4)
  %3243 = bitcast <8 x i64> %3240 to <16 x float>
  %3244 = select <16 x i1> %3241, <16 x float> %3243, <16 x float> %3242
  br label %3248

3245:                                             ; preds = %3229
  %3246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3247 = fadd <16 x float> %3230, %3246
  br label %3248

3248:                                             ; preds = %3245, %3238, %3231
  %3249 = phi <16 x float> [ %3247, %3245 ], [ %3244, %3238 ], [ %3237, %3231 ]
  switch i64 %1524, label %534 [
    i64 1, label %3264
    i64 2, label %3257
    i64 3, label %3250
    i64 0, label %3267
  ]

3250:                                             ; preds = %3248
  %3251 = bitcast <16 x float> %3249 to <8 x i64>
  %3252 = and <8 x i64> %3251, %1168
  %3253 = fcmp oeq <16 x float> %3249, %44
  %3254 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3249, i32 4)
  %3255 = bitcast <8 x i64> %3252 to <16 x float>
  %3256 = select <16 x i1> %3253, <16 x float> %3255, <16 x float> %3254
  br label %3267

3257:                                             ; preds = %3248
  %3258 = bitcast <16 x float> %3249 to <8 x i64>
  %3259 = or <8 x i64> %3258, %1169
  %3260 = fcmp oeq <16 x float> %3249, %47
  %3261 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3249, i32 4)
  %3262 = bitcast <8 x i64> %3259 to <16 x float>
  %3263 = select <16 x i1> %3260, <16 x float> %3262, <16 x float> %3261
  br label %3267

3264:                                             ; preds = %3248
  %3265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3204, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3266 = fadd <16 x float> %3249, %3265
  br label %3267

3267:                                             ; preds = %3250, %3257, %3264, %3248, %3229, %3210
  %3268 = phi <16 x float> [ %3249, %3248 ], [ %3211, %3210 ], [ %3230, %3229 ], [ %3266, %3264 ], [ %3263, %3257 ], [ %3256, %3250 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3268, ptr align 1 %3202, <16 x i1> %1183)
  %3269 = getelementptr inbounds float, ptr %2937, i64 %1525
  %3270 = getelementptr inbounds float, ptr %2939, i64 %1525
  %3271 = select i1 %2970, ptr null, ptr %3270
  br i1 %1619, label %3277, label %3272

3272:                                             ; preds = %3267
  %3273 = load float, ptr %1570, align 4
  %3274 = insertelement <16 x float> poison, float %3273, i64 0
  %3275 = shufflevector <16 x float> %3274, <16 x float> poison, <16 x i32> zeroinitializer
  %3276 = fadd <16 x float> %2969, %3275
  br label %3277

3277:                                             ; preds = %3272, %3267
  %3278 = phi <16 x float> [ %3276, %3272 ], [ %2969, %3267 ]
  switch i64 %1511, label %534 [
    i64 1, label %3293
    i64 2, label %3286
    i64 3, label %3279
    i64 0, label %3334
  ]

3279:                                             ; preds = %3277
  %3280 = bitcast <16 x float> %3278 to <8 x i64>
  %3281 = and <8 x i64> %3280, %1168
  %3282 = fcmp oeq <16 x float> %3278, %44
  %3283 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3278, i32 4)
  %3284 = bitcast <8 x i64> %3281 to <16 x float>
  %3285 = select <16 x i1> %3282, <16 x float> %3284, <16 x float> %3283
  br label %3296

3286:                                             ; preds = %3277
  %3287 = bitcast <16 x float> %3278 to <8 x i64>
  %3288 = or <8 x i64> %3287, %1169
  %3289 = fcmp oeq <16 x float> %3278, %47
  %3290 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3278, i32 4)
  %3291 = bitcast <8 x i64> %3288 to <16 x float>
  %3292 = select <16 x i1> %3289, <16 x float> %3291, <16 x float> %3290
  br label %3296

3293:                                             ; preds = %3277
  %3294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3271, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3295 = fadd <16 x float> %3278, %3294
  br label %3296

3296:                                             ; preds = %3293, %3286, %3279
  %3297 = phi <16 x float> [ %3295, %3293 ], [ %3292, %3286 ], [ %3285, %3279 ]
  switch i64 %1527, label %534 [
    i64 1, label %3312
    i64 2, label %3305
    i64 3, label %3298
    i64 0, label %3334
  ]

3298:                                             ; preds = %3296
  %3299 = bitcast <16 x float> %3297 to <8 x i64>
  %3300 = and <8 x i64> %3299, %1168
  %3301 = fcmp oeq <16 x float> %3297, %44
  %3302 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3297, i32 4)
  %3303 = bitcast <8 x i64> %3300 to <16 x float>
  %3304 = select <16 x i1> %3301, <16 x float> %3303, <16 x float> %3302
  br label %3315

3305:                                             ; preds = %3296
  %3306 = bitcast <16 x float> %3297 to <8 x i64>
  %3307 = or <8 x i64> %3306, %1169
  %3308 = fcmp oeq <16 x float> %3297, %47
  %3309 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3297, i32 4)
  %3310 = bitcast <8 x i64> %3307 to <16 x float>
  %3311 = select <16 x i1> %3308, <16 x float> %3310, <16 x float> %3309
  br label %3315

3312:                                             ; preds = %3296
  %3313 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3271, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3314 = fadd <16 x float> %3297, %3313
  br label %3315

3315:                                             ; preds = %3312, %3305, %3298
  %3316 = phi <16 x float> [ %3314, %3312 ], [ %3311, %3305 ], [ %3304, %3298 ]
  switch i64 %1529, label %534 [
    i64 1, label %3331
    i64 2, label %3324
    i64 3, label %3317
    i64 0, label %3334
  ]

3317:                                             ; preds = %3315
  %3318 = bitcast <16 x float> %3316 to <8 x i64>
  %3319 = and <8 x i64> %3318, %1168
  %3320 = fcmp oeq <16 x float> %3316, %44
  %3321 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3316, i32 4)
  %3322 = bitcast <8 x i64> %3319 to <16 x float>
  %3323 = select <16 x i1> %3320, <16 x float> %3322, <16 x float> %3321
  br label %3334

3324:                                             ; preds = %3315
  %3325 = bitcast <16 x float> %3316 to <8 x i64>
  %3326 = or <8 x i64> %3325, %1169
  %3327 = fcmp oeq <16 x float> %3316, %47
  %3328 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3316, i32 4)
  %3329 = bitcast <8 x i64> %3326 to <16 x float>
  %3330 = select <16 x i1> %3327, <16 x float> %3329, <16 x float> %3328
  br label %3334

3331:                                             ; preds = %3315
  %3332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3271, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3333 = fadd <16 x float> %3316, %3332
  br label %3334

3334:                                             ; preds = %3317, %3324, %3331, %3315, %3296, %3277
  %3335 = phi <16 x float> [ %3316, %3315 ], [ %3278, %3277 ], [ %3297, %3296 ], [ %3333, %3331 ], [ %3330, %3324 ], [ %3323, %3317 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3335, ptr align 1 %3269, <16 x i1> %1183)
  br label %8455

3336:                                             ; preds = %2955
  br i1 %1166, label %3337, label %3345

3337:                                             ; preds = %3336
  %3338 = mul nsw i64 %2935, %12
  %3339 = add nsw i64 %2935, 1
  %3340 = mul nsw i64 %3339, %12
  %3341 = add nsw i64 %2935, 2
  %3342 = mul nsw i64 %3341, %12
  %3343 = add nsw i64 %2935, 3
  %3344 = mul nsw i64 %3343, %12
  br label %3355

3345:                                             ; preds = %3398, %3336
  %3346 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3399, %3398 ]
  %3347 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3400, %3398 ]
  %3348 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3401, %3398 ]
  %3349 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3402, %3398 ]
  %3350 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3403, %3398 ]
  %3351 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3404, %3398 ]
  %3352 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3405, %3398 ]
  %3353 = phi <16 x float> [ zeroinitializer, %3336 ], [ %3406, %3398 ]
  %3354 = icmp eq ptr %2939, null
  br i1 %1619, label %3515, label %3510

3355:                                             ; preds = %3337, %3398
  %3356 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3399, %3398 ]
  %3357 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3400, %3398 ]
  %3358 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3401, %3398 ]
  %3359 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3402, %3398 ]
  %3360 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3403, %3398 ]
  %3361 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3404, %3398 ]
  %3362 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3405, %3398 ]
  %3363 = phi <16 x float> [ zeroinitializer, %3337 ], [ %3406, %3398 ]
  %3364 = phi i64 [ 0, %3337 ], [ %3407, %3398 ]
  %3365 = mul nsw i64 %3364, %14
  %3366 = sub i64 %3365, %16
  %3367 = add i64 %3366, %3338
  %3368 = icmp slt i64 %3367, 0
  %3369 = icmp sge i64 %3367, %6
  %3370 = or i1 %3368, %3369
  %3371 = select i1 %3370, i64 0, i64 %3367
  %3372 = mul nsw i64 %3371, %7
  %3373 = getelementptr inbounds float, ptr %1567, i64 %3372
  %3374 = add i64 %3366, %3340
  %3375 = icmp slt i64 %3374, 0
  %3376 = icmp sge i64 %3374, %6
  %3377 = or i1 %3375, %3376
  %3378 = select i1 %3377, i64 0, i64 %3374
  %3379 = mul nsw i64 %3378, %7
  %3380 = getelementptr inbounds float, ptr %1567, i64 %3379
  %3381 = add i64 %3366, %3342
  %3382 = icmp slt i64 %3381, 0
  %3383 = icmp sge i64 %3381, %6
  %3384 = or i1 %3382, %3383
  %3385 = select i1 %3384, i64 0, i64 %3381
  %3386 = mul nsw i64 %3385, %7
  %3387 = getelementptr inbounds float, ptr %1567, i64 %3386
  %3388 = add i64 %3366, %3344
  %3389 = icmp slt i64 %3388, 0
  %3390 = icmp sge i64 %3388, %6
  %3391 = or i1 %3389, %3390
  %3392 = select i1 %3391, i64 0, i64 %3388
  %3393 = mul nsw i64 %3392, %7
  %3394 = getelementptr inbounds float, ptr %1567, i64 %3393
  br i1 %1167, label %3395, label %3398

3395:                                             ; preds = %3355
  %3396 = mul nuw nsw i64 %3364, %11
  %3397 = getelementptr inbounds nuw float, ptr %1569, i64 %3396
  br label %3409

3398:                                             ; preds = %3486, %3355
  %3399 = phi <16 x float> [ %3356, %3355 ], [ %3450, %3486 ]
  %3400 = phi <16 x float> [ %3357, %3355 ], [ %3492, %3486 ]
  %3401 = phi <16 x float> [ %3358, %3355 ], [ %3455, %3486 ]
  %3402 = phi <16 x float> [ %3359, %3355 ], [ %3497, %3486 ]
  %3403 = phi <16 x float> [ %3360, %3355 ], [ %3460, %3486 ]
  %3404 = phi <16 x float> [ %3361, %3355 ], [ %3502, %3486 ]
  %3405 = phi <16 x float> [ %3362, %3355 ], [ %3465, %3486 ]
  %3406 = phi <16 x float> [ %3363, %3355 ], [ %3507, %3486 ]
  %3407 = add nuw nsw i64 %3364, 1
  %3408 = icmp eq i64 %3407, %10
  br i1 %3408, label %3345, label %3355

3409:                                             ; preds = %3395, %3486
  %3410 = phi <16 x float> [ %3356, %3395 ], [ %3450, %3486 ]
  %3411 = phi <16 x float> [ %3357, %3395 ], [ %3492, %3486 ]
  %3412 = phi <16 x float> [ %3358, %3395 ], [ %3455, %3486 ]
  %3413 = phi <16 x float> [ %3359, %3395 ], [ %3497, %3486 ]
  %3414 = phi <16 x float> [ %3360, %3395 ], [ %3460, %3486 ]
  %3415 = phi <16 x float> [ %3361, %3395 ], [ %3502, %3486 ]
  %3416 = phi <16 x float> [ %3362, %3395 ], [ %3465, %3486 ]
  %3417 = phi <16 x float> [ %3363, %3395 ], [ %3507, %3486 ]
  %3418 = phi i64 [ 0, %3395 ], [ %3508, %3486 ]
  %3419 = getelementptr inbounds nuw float, ptr %3397, i64 %3418
  %3420 = load float, ptr %3419, align 4
  %3421 = insertelement <16 x float> poison, float %3420, i64 0
  %3422 = shufflevector <16 x float> %3421, <16 x float> poison, <16 x i32> zeroinitializer
  %3423 = mul nsw i64 %3418, %15
  %3424 = sub i64 %3423, %17
  %3425 = getelementptr i16, ptr %1151, i64 %3418
  br i1 %1176, label %3428, label %3426

3426:                                             ; preds = %3409
  %3427 = load i16, ptr %3425, align 2
  br label %3444

3428:                                             ; preds = %3409
  %3429 = icmp slt i64 %3424, 0
  %3430 = sub nsw i64 0, %3424
  %3431 = select i1 %3429, i64 %3430, i64 0
  %3432 = sub nsw i64 %7, %3424
  %3433 = call i64 @llvm.smin.i64(i64 %3432, i64 %9)
  %3434 = call i64 @llvm.smin.i64(i64 %3433, i64 16)
  %3435 = icmp sgt i64 %3434, %3431
  %3436 = trunc i64 %3434 to i32
  %3437 = shl nsw i32 -1, %3436
  %3438 = xor i32 %3437, -1
  %3439 = trunc i64 %3431 to i32
  %3440 = shl nsw i32 -1, %3439
  %3441 = and i32 %3440, %3438
  %3442 = trunc i32 %3441 to i16
  %3443 = select i1 %3435, i16 %3442, i16 0
  br label %3444

3444:                                             ; preds = %3428, %3426
  %3445 = phi i16 [ %3427, %3426 ], [ %3443, %3428 ]
  %3446 = select i1 %3370, i16 0, i16 %3445
  %3447 = getelementptr inbounds float, ptr %3373, i64 %3424
  %3448 = bitcast i16 %3446 to <16 x i1>
  %3449 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3447, <16 x i1> %3448, <16 x float> zeroinitializer)
  %3450 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3449, <16 x float> %3422, <16 x float> %3410)
  %3451 = select i1 %3377, i16 0, i16 %3445
  %3452 = getelementptr inbounds float, ptr %3380, i64 %3424
  %3453 = bitcast i16 %3451 to <16 x i1>
  %3454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3452, <16 x i1> %3453, <16 x float> zeroinitializer)
  %3455 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3454, <16 x float> %3422, <16 x float> %3412)
  %3456 = select i1 %3384, i16 0, i16 %3445
  %3457 = getelementptr inbounds float, ptr %3387, i64 %3424
  %3458 = bitcast i16 %3456 to <16 x i1>
  %3459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3457, <16 x i1> %3458, <16 x float> zeroinitializer)
  %3460 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3459, <16 x float> %3422, <16 x float> %3414)
  %3461 = select i1 %3391, i16 0, i16 %3445
  %3462 = getelementptr inbounds float, ptr %3394, i64 %3424
  %3463 = bitcast i16 %3461 to <16 x i1>
  %3464 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3462, <16 x i1> %3463, <16 x float> zeroinitializer)
  %3465 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3464, <16 x float> %3422, <16 x float> %3416)
  %3466 = add i64 %3424, 16
  br i1 %1176, label %3470, label %3467

3467:                                             ; preds = %3444
  %3468 = getelementptr i16, ptr %3425, i64 %11
  %3469 = load i16, ptr %3468, align 2
  br label %3486

3470:                                             ; preds = %3444
  %3471 = icmp slt i64 %3466, 0
  %3472 = sub i64 -16, %3424
  %3473 = select i1 %3471, i64 %3472, i64 0
  %3474 = sub nsw i64 %7, %3466
  %3475 = call i64 @llvm.smin.i64(i64 %3474, i64 %1464)
  %3476 = call i64 @llvm.smin.i64(i64 %3475, i64 16)
  %3477 = icmp sgt i64 %3476, %3473
  %3478 = trunc i64 %3476 to i32
  %3479 = shl nsw i32 -1, %3478
  %3480 = xor i32 %3479, -1
  %3481 = trunc i64 %3473 to i32
  %3482 = shl nsw i32 -1, %3481
  %3483 = and i32 %3482, %3480
  %3484 = trunc i32 %3483 to i16
  %3485 = select i1 %3477, i16 %3484, i16 0
  br label %3486

3486:                                             ; preds = %3470, %3467
  %3487 = phi i16 [ %3469, %3467 ], [ %3485, %3470 ]
  %3488 = select i1 %3370, i16 0, i16 %3487
  %3489 = getelementptr inbounds float, ptr %3373, i64 %3466
  %3490 = bitcast i16 %3488 to <16 x i1>
  %3491 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3489, <16 x i1> %3490, <16 x float> zeroinitializer)
  %3492 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3491, <16 x float> %3422, <16 x float> %3411)
  %3493 = select i1 %3377, i16 0, i16 %3487
  %3494 = getelementptr inbounds float, ptr %3380, i64 %3466
  %3495 = bitcast i16 %3493 to <16 x i1>
  %3496 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3494, <16 x i1> %3495, <16 x float> zeroinitializer)
  %3497 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3496, <16 x float> %3422, <16 x float> %3413)
  %3498 = select i1 %3384, i16 0, i16 %3487
  %3499 = getelementptr inbounds float, ptr %3387, i64 %3466
  %3500 = bitcast i16 %3498 to <16 x i1>
  %3501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3499, <16 x i1> %3500, <16 x float> zeroinitializer)
  %3502 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3501, <16 x float> %3422, <16 x float> %3415)
  %3503 = select i1 %3391, i16 0, i16 %3487
  %3504 = getelementptr inbounds float, ptr %3394, i64 %3466
  %3505 = bitcast i16 %3503 to <16 x i1>
  %3506 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3504, <16 x i1> %3505, <16 x float> zeroinitializer)
  %3507 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3422, <16 x float> %3417)
  %3508 = add nuw nsw i64 %3418, 1
  %3509 = icmp eq i64 %3508, %11
  br i1 %3509, label %3398, label %3409

3510:                                             ; preds = %3345
  %3511 = load float, ptr %1570, align 4
  %3512 = insertelement <16 x float> poison, float %3511, i64 0
  %3513 = shufflevector <16 x float> %3512, <16 x float> poison, <16 x i32> zeroinitializer
  %3514 = fadd <16 x float> %3346, %3513
  br label %3515

3515:                                             ; preds = %3510, %3345
  %3516 = phi <16 x float> [ %3514, %3510 ], [ %3346, %3345 ]
  switch i64 %1465, label %534 [
    i64 1, label %3517
    i64 2, label %3520
    i64 3, label %3527
    i64 0, label %3572
  ]

3517:                                             ; preds = %3515
  %3518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3519 = fadd <16 x float> %3516, %3518
  br label %3534

3520:                                             ; preds = %3515
  %3521 = bitcast <16 x float> %3516 to <8 x i64>
  %3522 = or <8 x i64> %3521, %1169
  %3523 = fcmp oeq <16 x float> %3516, %47
  %3524 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3516, i32 4)
  %3525 = bitcast <8 x i64> %3522 to <16 x float>
  %3526 = select <16 x i1> %3523, <16 x float> %3525, <16 x float> %3524
  br label %3534

3527:                                             ; preds = %3515
  %3528 = bitcast <16 x float> %3516 to <8 x i64>
  %3529 = and <8 x i64> %3528, %1168
  %3530 = fcmp oeq <16 x float> %3516, %44
  %3531 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3516, i32 4)
  %3532 = bitcast <8 x i64> %3529 to <16 x float>
  %3533 = select <16 x i1> %3530, <16 x float> %3532, <16 x float> %3531
  br label %3534

3534:                                             ; preds = %3527, %3520, %3517
  %3535 = phi <16 x float> [ %3519, %3517 ], [ %3526, %3520 ], [ %3533, %3527 ]
  switch i64 %1467, label %534 [
    i64 1, label %3550
    i64 2, label %3543
    i64 3, label %3536
    i64 0, label %3572
  ]

3536:                                             ; preds = %3534
  %3537 = bitcast <16 x float> %3535 to <8 x i64>
  %3538 = and <8 x i64> %3537, %1168
  %3539 = fcmp oeq <16 x float> %3535, %44
  %3540 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3535, i32 4)
  %3541 = bitcast <8 x i64> %3538 to <16 x float>
  %3542 = select <16 x i1> %3539, <16 x float> %3541, <16 x float> %3540
  br label %3553

3543:                                             ; preds = %3534
  %3544 = bitcast <16 x float> %3535 to <8 x i64>
  %3545 = or <8 x i64> %3544, %1169
  %3546 = fcmp oeq <16 x float> %3535, %47
  %3547 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3535, i32 4)
  %3548 = bitcast <8 x i64> %3545 to <16 x float>
  %3549 = select <16 x i1> %3546, <16 x float> %3548, <16 x float> %3547
  br label %3553

3550:                                             ; preds = %3534
  %3551 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3552 = fadd <16 x float> %3535, %3551
  br label %3553

3553:                                             ; preds = %3550, %3543, %3536
  %3554 = phi <16 x float> [ %3552, %3550 ], [ %3549, %3543 ], [ %3542, %3536 ]
  switch i64 %1469, label %534 [
    i64 1, label %3569
    i64 2, label %3562
    i64 3, label %3555
    i64 0, label %3572
  ]

3555:                                             ; preds = %3553
  %3556 = bitcast <16 x float> %3554 to <8 x i64>
  %3557 = and <8 x i64> %3556, %1168
  %3558 = fcmp oeq <16 x float> %3554, %44
  %3559 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3554, i32 4)
  %3560 = bitcast <8 x i64> %3557 to <16 x float>
  %3561 = select <16 x i1> %3558, <16 x float> %3560, <16 x float> %3559
  br label %3572

3562:                                             ; preds = %3553
  %3563 = bitcast <16 x float> %3554 to <8 x i64>
  %3564 = or <8 x i64> %3563, %1169
  %3565 = fcmp oeq <16 x float> %3554, %47
  %3566 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3554, i32 4)
  %3567 = bitcast <8 x i64> %3564 to <16 x float>
  %3568 = select <16 x i1> %3565, <16 x float> %3567, <16 x float> %3566
  br label %3572

3569:                                             ; preds = %3553
  %3570 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3571 = fadd <16 x float> %3554, %3570
  br label %3572

3572:                                             ; preds = %3555, %3562, %3569, %3553, %3534, %3515
  %3573 = phi <16 x float> [ %3554, %3553 ], [ %3516, %3515 ], [ %3535, %3534 ], [ %3571, %3569 ], [ %3568, %3562 ], [ %3561, %3555 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3573, ptr align 1 %2937, <16 x i1> %1183)
  br i1 %1619, label %3579, label %3574

3574:                                             ; preds = %3572
  %3575 = load float, ptr %1570, align 4
  %3576 = insertelement <16 x float> poison, float %3575, i64 0
  %3577 = shufflevector <16 x float> %3576, <16 x float> poison, <16 x i32> zeroinitializer
  %3578 = fadd <16 x float> %3347, %3577
  br label %3579

3579:                                             ; preds = %3574, %3572
  %3580 = phi <16 x float> [ %3578, %3574 ], [ %3347, %3572 ]
  %3581 = getelementptr inbounds nuw i8, ptr %2937, i64 64
  %3582 = getelementptr inbounds nuw i8, ptr %2939, i64 64
  %3583 = select i1 %3354, ptr null, ptr %3582
  switch i64 %1465, label %534 [
    i64 1, label %3598
    i64 2, label %3591
    i64 3, label %3584
    i64 0, label %3639
  ]

3584:                                             ; preds = %3579
  %3585 = bitcast <16 x float> %3580 to <8 x i64>
  %3586 = and <8 x i64> %3585, %1168
  %3587 = fcmp oeq <16 x float> %3580, %44
  %3588 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3580, i32 4)
  %3589 = bitcast <8 x i64> %3586 to <16 x float>
  %3590 = select <16 x i1> %3587, <16 x float> %3589, <16 x float> %3588
  br label %3601

3591:                                             ; preds = %3579
  %3592 = bitcast <16 x float> %3580 to <8 x i64>
  %3593 = or <8 x i64> %3592, %1169
  %3594 = fcmp oeq <16 x float> %3580, %47
  %3595 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3580, i32 4)
  %3596 = bitcast <8 x i64> %3593 to <16 x float>
  %3597 = select <16 x i1> %3594, <16 x float> %3596, <16 x float> %3595
  br label %3601

3598:                                             ; preds = %3579
  %3599 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3583, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3600 = fadd <16 x float> %3580, %3599
  br label %3601

3601:                                             ; preds = %3598, %3591, %3584
  %3602 = phi <16 x float> [ %3600, %3598 ], [ %3597, %3591 ], [ %3590, %3584 ]
  switch i64 %1479, label %534 [
    i64 1, label %3617
    i64 2, label %3610
    i64 3, label %3603
    i64 0, label %3639
  ]

3603:                                             ; preds = %3601
  %3604 = bitcast <16 x float> %3602 to <8 x i64>
  %3605 = and <8 x i64> %3604, %1168
  %3606 = fcmp oeq <16 x float> %3602, %44
  %3607 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3602, i32 4)
  %3608 = bitcast <8 x i64> %3605 to <16 x float>
  %3609 = select <16 x i1> %3606, <16 x float> %3608, <16 x float> %3607
  br label %3620

3610:                                             ; preds = %3601
  %3611 = bitcast <16 x float> %3602 to <8 x i64>
  %3612 = or <8 x i64> %3611, %1169
  %3613 = fcmp oeq <16 x float> %3602, %47
  %3614 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3602, i32 4)
  %3615 = bitcast <8 x i64> %3612 to <16 x float>
  %3616 = select <16 x i1> %3613, <16 x float> %3615, <16 x float> %3614
  br label %3620

3617:                                             ; preds = %3601
  %3618 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3583, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3619 = fadd <16 x float> %3602, %3618
  br label %3620

3620:                                             ; preds = %3617, %3610, %3603
  %3621 = phi <16 x float> [ %3619, %3617 ], [ %3616, %3610 ], [ %3609, %3603 ]
  switch i64 %1481, label %534 [
    i64 1, label %3636
    i64 2, label %3629
    i64 3, label %3622
    i64 0, label %3639
  ]

3622:                                             ; preds = %3620
  %3623 = bitcast <16 x float> %3621 to <8 x i64>
  %3624 = and <8 x i64> %3623, %1168
  %3625 = fcmp oeq <16 x float> %3621, %44
  %3626 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3621, i32 4)
  %3627 = bitcast <8 x i64> %3624 to <16 x float>
  %3628 = select <16 x i1> %3625, <16 x float> %3627, <16 x float> %3626
  br label %3639

3629:                                             ; preds = %3620
  %3630 = bitcast <16 x float> %3621 to <8 x i64>
  %3631 = or <8 x i64> %3630, %1169
  %3632 = fcmp oeq <16 x float> %3621, %47
  %3633 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3621, i32 4)
  %3634 = bitcast <8 x i64> %3631 to <16 x float>
  %3635 = select <16 x i1> %3632, <16 x float> %3634, <16 x float> %3633
  br label %3639

3636:                                             ; preds = %3620
  %3637 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3583, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3638 = fadd <16 x float> %3621, %3637
  br label %3639

3639:                                             ; preds = %3622, %3629, %3636, %3620, %3601, %3579
  %3640 = phi <16 x float> [ %3621, %3620 ], [ %3580, %3579 ], [ %3602, %3601 ], [ %3638, %3636 ], [ %3635, %3629 ], [ %3628, %3622 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3640, ptr nonnull align 1 %3581, <16 x i1> %1477)
  br i1 %1619, label %3646, label %3641

3641:                                             ; preds = %3639
  %3642 = load float, ptr %1570, align 4
  %3643 = insertelement <16 x float> poison, float %3642, i64 0
  %3644 = shufflevector <16 x float> %3643, <16 x float> poison, <16 x i32> zeroinitializer
  %3645 = fadd <16 x float> %3348, %3644
  br label %3646

3646:                                             ; preds = %3641, %3639
  %3647 = phi <16 x float> [ %3645, %3641 ], [ %3348, %3639 ]
  %3648 = getelementptr inbounds float, ptr %2937, i64 %9
  %3649 = getelementptr inbounds float, ptr %2939, i64 %9
  %3650 = select i1 %3354, ptr null, ptr %3649
  switch i64 %1465, label %534 [
    i64 1, label %3665
    i64 2, label %3658
    i64 3, label %3651
    i64 0, label %3706
  ]

3651:                                             ; preds = %3646
  %3652 = bitcast <16 x float> %3647 to <8 x i64>
  %3653 = and <8 x i64> %3652, %1168
  %3654 = fcmp oeq <16 x float> %3647, %44
  %3655 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3647, i32 4)
  %3656 = bitcast <8 x i64> %3653 to <16 x float>
  %3657 = select <16 x i1> %3654, <16 x float> %3656, <16 x float> %3655
  br label %3668

3658:                                             ; preds = %3646
  %3659 = bitcast <16 x float> %3647 to <8 x i64>
  %3660 = or <8 x i64> %3659, %1169
  %3661 = fcmp oeq <16 x float> %3647, %47
  %3662 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3647, i32 4)
  %3663 = bitcast <8 x i64> %3660 to <16 x float>
  %3664 = select <16 x i1> %3661, <16 x float> %3663, <16 x float> %3662
  br label %3668

3665:                                             ; preds = %3646
  %3666 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3650, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3667 = fadd <16 x float> %3647, %3666
  br label %3668

3668:                                             ; preds = %3665, %3658, %3651
  %3669 = phi <16 x float> [ %3667, %3665 ], [ %3664, %3658 ], [ %3657, %3651 ]
  switch i64 %1483, label %534 [
    i64 1, label %3684
    i64 2, label %3677
    i64 3, label %3670
    i64 0, label %3706
  ]

3670:                                             ; preds = %3668
  %3671 = bitcast <16 x float> %3669 to <8 x i64>
  %3672 = and <8 x i64> %3671, %1168
  %3673 = fcmp oeq <16 x float> %3669, %44
  %3674 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3669, i32 4)
  %3675 = bitcast <8 x i64> %3672 to <16 x float>
  %3676 = select <16 x i1> %3673, <16 x float> %3675, <16 x float> %3674
  br label %3687

3677:                                             ; preds = %3668
  %3678 = bitcast <16 x float> %3669 to <8 x i64>
  %3679 = or <8 x i64> %3678, %1169
  %3680 = fcmp oeq <16 x float> %3669, %47
  %3681 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3669, i32 4)
  %3682 = bitcast <8 x i64> %3679 to <16 x float>
  %3683 = select <16 x i1> %3680, <16 x float> %3682, <16 x float> %3681
  br label %3687

3684:                                             ; preds = %3668
  %3685 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3650, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3686 = fadd <16 x float> %3669, %3685
  br label %3687

3687:                                             ; preds = %3684, %3677, %3670
  %3688 = phi <16 x float> [ %3686, %3684 ], [ %3683, %3677 ], [ %3676, %3670 ]
  switch i64 %1485, label %534 [
    i64 1, label %3703
    i64 2, label %3696
    i64 3, label %3689
    i64 0, label %3706
  ]

3689:                                             ; preds = %3687
  %3690 = bitcast <16 x float> %3688 to <8 x i64>
  %3691 = and <8 x i64> %3690, %1168
  %3692 = fcmp oeq <16 x float> %3688, %44
  %3693 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3688, i32 4)
  %3694 = bitcast <8 x i64> %3691 to <16 x float>
  %3695 = select <16 x i1> %3692, <16 x float> %3694, <16 x float> %3693
  br label %3706

3696:                                             ; preds = %3687
  %3697 = bitcast <16 x float> %3688 to <8 x i64>
  %3698 = or <8 x i64> %3697, %1169
  %3699 = fcmp oeq <16 x float> %3688, %47
  %3700 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3688, i32 4)
  %3701 = bitcast <8 x i64> %3698 to <16 x float>
  %3702 = select <16 x i1> %3699, <16 x float> %3701, <16 x float> %3700
  br label %3706

3703:                                             ; preds = %3687
  %3704 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3650, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3705 = fadd <16 x float> %3688, %3704
  br label %3706

3706:                                             ; preds = %3689, %3696, %3703, %3687, %3668, %3646
  %3707 = phi <16 x float> [ %3688, %3687 ], [ %3647, %3646 ], [ %3669, %3668 ], [ %3705, %3703 ], [ %3702, %3696 ], [ %3695, %3689 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3707, ptr align 1 %3648, <16 x i1> %1183)
  br i1 %1619, label %3713, label %3708

3708:                                             ; preds = %3706
  %3709 = load float, ptr %1570, align 4
  %3710 = insertelement <16 x float> poison, float %3709, i64 0
  %3711 = shufflevector <16 x float> %3710, <16 x float> poison, <16 x i32> zeroinitializer
  %3712 = fadd <16 x float> %3349, %3711
  br label %3713

3713:                                             ; preds = %3708, %3706
  %3714 = phi <16 x float> [ %3712, %3708 ], [ %3349, %3706 ]
  %3715 = getelementptr inbounds float, ptr %2937, i64 %1486
  %3716 = getelementptr inbounds float, ptr %2939, i64 %1486
  %3717 = select i1 %3354, ptr null, ptr %3716
  switch i64 %1465, label %534 [
    i64 1, label %3732
    i64 2, label %3725
    i64 3, label %3718
    i64 0, label %3773
  ]

3718:                                             ; preds = %3713
  %3719 = bitcast <16 x float> %3714 to <8 x i64>
  %3720 = and <8 x i64> %3719, %1168
  %3721 = fcmp oeq <16 x float> %3714, %44
  %3722 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3714, i32 4)
  %3723 = bitcast <8 x i64> %3720 to <16 x float>
  %3724 = select <16 x i1> %3721, <16 x float> %3723, <16 x float> %3722
  br label %3735

3725:                                             ; preds = %3713
  %3726 = bitcast <16 x float> %3714 to <8 x i64>
  %3727 = or <8 x i64> %3726, %1169
  %3728 = fcmp oeq <16 x float> %3714, %47
  %3729 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3714, i32 4)
  %3730 = bitcast <8 x i64> %3727 to <16 x float>
  %3731 = select <16 x i1> %3728, <16 x float> %3730, <16 x float> %3729
  br label %3735

3732:                                             ; preds = %3713
  %3733 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3717, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3734 = fadd <16 x float> %3714, %3733
  br label %3735

3735:                                             ; preds = %3732, %3725, %3718
  %3736 = phi <16 x float> [ %3734, %3732 ], [ %3731, %3725 ], [ %3724, %3718 ]
  switch i64 %1488, label %534 [
    i64 1, label %3751
    i64 2, label %3744
    i64 3, label %3737
    i64 0, label %3773
  ]

3737:                                             ; preds = %3735
  %3738 = bitcast <16 x float> %3736 to <8 x i64>
  %3739 = and <8 x i64> %3738, %1168
  %3740 = fcmp oeq <16 x float> %3736, %44
  %3741 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3736, i32 4)
  %3742 = bitcast <8 x i64> %3739 to <16 x float>
  %3743 = select <16 x i1> %3740, <16 x float> %3742, <16 x float> %3741
  br label %3754

3744:                                             ; preds = %3735
  %3745 = bitcast <16 x float> %3736 to <8 x i64>
  %3746 = or <8 x i64> %3745, %1169
  %3747 = fcmp oeq <16 x float> %3736, %47
  %3748 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3736, i32 4)
  %3749 = bitcast <8 x i64> %3746 to <16 x float>
  %3750 = select <16 x i1> %3747, <16 x float> %3749, <16 x float> %3748
  br label %3754

3751:                                             ; preds = %3735
  %3752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3717, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3753 = fadd <16 x float> %3736, %3752
  br label %3754

3754:                                             ; preds = %3751, %3744, %3737
  %3755 = phi <16 x float> [ %3753, %3751 ], [ %3750, %3744 ], [ %3743, %3737 ]
  switch i64 %1490, label %534 [
    i64 1, label %3770
    i64 2, label %3763
    i64 3, label %3756
    i64 0, label %3773
  ]

3756:                                             ; preds = %3754
  %3757 = bitcast <16 x float> %3755 to <8 x i64>
  %3758 = and <8 x i64> %3757, %1168
  %3759 = fcmp oeq <16 x float> %3755, %44
  %3760 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3755, i32 4)
  %3761 = bitcast <8 x i64> %3758 to <16 x float>
  %3762 = select <16 x i1> %3759, <16 x float> %3761, <16 x float> %3760
  br label %3773

3763:                                             ; preds = %3754
  %3764 = bitcast <16 x float> %3755 to <8 x i64>
  %3765 = or <8 x i64> %3764, %1169
  %3766 = fcmp oeq <16 x float> %3755, %47
  %3767 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3755, i32 4)
  %3768 = bitcast <8 x i64> %3765 to <16 x float>
  %3769 = select <16 x i1> %3766, <16 x float> %3768, <16 x float> %3767
  br label %3773

3770:                                             ; preds = %3754
  %3771 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3717, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3772 = fadd <16 x float> %3755, %3771
  br label %3773

3773:                                             ; preds = %3756, %3763, %3770, %3754, %3735, %3713
  %3774 = phi <16 x float> [ %3755, %3754 ], [ %3714, %3713 ], [ %3736, %3735 ], [ %3772, %3770 ], [ %3769, %3763 ], [ %3762, %3756 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3774, ptr align 1 %3715, <16 x i1> %1477)
  br i1 %1619, label %3780, label %3775

3775:                                             ; preds = %3773
  %3776 = load float, ptr %1570, align 4
  %3777 = insertelement <16 x float> poison, float %3776, i64 0
  %3778 = shufflevector <16 x float> %3777, <16 x float> poison, <16 x i32> zeroinitializer
  %3779 = fadd <16 x float> %3350, %3778
  br label %3780

3780:                                             ; preds = %3775, %3773
  %3781 = phi <16 x float> [ %3779, %3775 ], [ %3350, %3773 ]
  %3782 = getelementptr inbounds float, ptr %2937, i64 %1491
  %3783 = getelementptr inbounds float, ptr %2939, i64 %1491
  %3784 = select i1 %3354, ptr null, ptr %3783
  switch i64 %1465, label %534 [
    i64 1, label %3799
    i64 2, label %3792
    i64 3, label %3785
    i64 0, label %3840
  ]

3785:                                             ; preds = %3780
  %3786 = bitcast <16 x float> %3781 to <8 x i64>
  %3787 = and <8 x i64> %3786, %1168
  %3788 = fcmp oeq <16 x float> %3781, %44
  %3789 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3781, i32 4)
  %3790 = bitcast <8 x i64> %3787 to <16 x float>
  %3791 = select <16 x i1> %3788, <16 x float> %3790, <16 x float> %3789
  br label %3802

3792:                                             ; preds = %3780
  %3793 = bitcast <16 x float> %3781 to <8 x i64>
  %3794 = or <8 x i64> %3793, %1169
  %3795 = fcmp oeq <16 x float> %3781, %47
  %3796 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3781, i32 4)
  %3797 = bitcast <8 x i64> %3794 to <16 x float>
  %3798 = select <16 x i1> %3795, <16 x float> %3797, <16 x float> %3796
  br label %3802

3799:                                             ; preds = %3780
  %3800 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3784, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3801 = fadd <16 x float> %3781, %3800
  br label %3802

3802:                                             ; preds = %3799, %3792, %3785
  %3803 = phi <16 x float> [ %3801, %3799 ], [ %3798, %3792 ], [ %3791, %3785 ]
  switch i64 %1493, label %534 [
    i64 1, label %3818
    i64 2, label %3811
    i64 3, label %3804
    i64 0, label %3840
  ]

3804:                                             ; preds = %3802
  %3805 = bitcast <16 x float> %3803 to <8 x i64>
  %3806 = and <8 x i64> %3805, %1168
  %3807 = fcmp oeq <16 x float> %3803, %44
  %3808 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3803, i32 4)
  %3809 = bitcast <8 x i64> %3806 to <16 x float>
  %3810 = select <16 x i1> %3807, <16 x float> %3809, <16 x float> %3808
  br label %3821

3811:                                             ; preds = %3802
  %3812 = bitcast <16 x float> %3803 to <8 x i64>
  %3813 = or <8 x i64> %3812, %1169
  %3814 = fcmp oeq <16 x float> %3803, %47
  %3815 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3803, i32 4)
  %3816 = bitcast <8 x i64> %3813 to <16 x float>
  %3817 = select <16 x i1> %3814, <16 x float> %3816, <16 x float> %3815
  br label %3821

3818:                                             ; preds = %3802
  %3819 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3784, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3820 = fadd <16 x float> %3803, %3819
  br label %3821

3821:                                             ; preds = %3818, %3811, %3804
  %3822 = phi <16 x float> [ %3820, %3818 ], [ %3817, %3811 ], [ %3810, %3804 ]
  switch i64 %1495, label %534 [
    i64 1, label %3837
    i64 2, label %3830
    i64 3, label %3823
    i64 0, label %3840
  ]

3823:                                             ; preds = %3821
  %3824 = bitcast <16 x float> %3822 to <8 x i64>
  %3825 = and <8 x i64> %3824, %1168
  %3826 = fcmp oeq <16 x float> %3822, %44
  %3827 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3822, i32 4)
  %3828 = bitcast <8 x i64> %3825 to <16 x float>
  %3829 = select <16 x i1> %3826, <16 x float> %3828, <16 x float> %3827
  br label %3840

3830:                                             ; preds = %3821
  %3831 = bitcast <16 x float> %3822 to <8 x i64>
  %3832 = or <8 x i64> %3831, %1169
  %3833 = fcmp oeq <16 x float> %3822, %47
  %3834 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3822, i32 4)
  %3835 = bitcast <8 x i64> %3832 to <16 x float>
  %3836 = select <16 x i1> %3833, <16 x float> %3835, <16 x float> %3834
  br label %3840

3837:                                             ; preds = %3821
  %3838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3784, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3839 = fadd <16 x float> %3822, %3838
  br label %3840

3840:                                             ; preds = %3823, %3830, %3837, %3821, %3802, %3780
  %3841 = phi <16 x float> [ %3822, %3821 ], [ %3781, %3780 ], [ %3803, %3802 ], [ %3839, %3837 ], [ %3836, %3830 ], [ %3829, %3823 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3841, ptr align 1 %3782, <16 x i1> %1183)
  br i1 %1619, label %3847, label %3842

3842:                                             ; preds = %3840
  %3843 = load float, ptr %1570, align 4
  %3844 = insertelement <16 x float> poison, float %3843, i64 0
  %3845 = shufflevector <16 x float> %3844, <16 x float> poison, <16 x i32> zeroinitializer
  %3846 = fadd <16 x float> %3351, %3845
  br label %3847

3847:                                             ; preds = %3842, %3840
  %3848 = phi <16 x float> [ %3846, %3842 ], [ %3351, %3840 ]
  %3849 = getelementptr inbounds float, ptr %2937, i64 %1496
  %3850 = getelementptr inbounds float, ptr %2939, i64 %1496
  %3851 = select i1 %3354, ptr null, ptr %3850
  switch i64 %1465, label %534 [
    i64 1, label %3866
    i64 2, label %3859
    i64 3, label %3852
    i64 0, label %3907
  ]

3852:                                             ; preds = %3847
  %3853 = bitcast <16 x float> %3848 to <8 x i64>
  %3854 = and <8 x i64> %3853, %1168
  %3855 = fcmp oeq <16 x float> %3848, %44
  %3856 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3848, i32 4)
  %3857 = bitcast <8 x i64> %3854 to <16 x float>
  %3858 = select <16 x i1> %3855, <16 x float> %3857, <16 x float> %3856
  br label %3869

3859:                                             ; preds = %3847
  %3860 = bitcast <16 x float> %3848 to <8 x i64>
  %3861 = or <8 x i64> %3860, %1169
  %3862 = fcmp oeq <16 x float> %3848, %47
  %3863 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3848, i32 4)
  %3864 = bitcast <8 x i64> %3861 to <16 x float>
  %3865 = select <16 x i1> %3862, <16 x float> %3864, <16 x float> %3863
  br label %3869

3866:                                             ; preds = %3847
  %3867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3851, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3868 = fadd <16 x float> %3848, %3867
  br label %3869

3869:                                             ; preds = %3866, %3859, %3852
  %3870 = phi <16 x float> [ %3868, %3866 ], [ %3865, %3859 ], [ %3858, %3852 ]
  switch i64 %1498, label %534 [
    i64 1, label %3885
    i64 2, label %3878
    i64 3, label %3871
    i64 0, label %3907
  ]

3871:                                             ; preds = %3869
  %3872 = bitcast <16 x float> %3870 to <8 x i64>
  %3873 = and <8 x i64> %3872, %1168
  %3874 = fcmp oeq <16 x float> %3870, %44
  %3875 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3870, i32 4)
  %3876 = bitcast <8 x i64> %3873 to <16 x float>
  %3877 = select <16 x i1> %3874, <16 x float> %3876, <16 x float> %3875
  br label %3888

3878:                                             ; preds = %3869
  %3879 = bitcast <16 x float> %3870 to <8 x i64>
  %3880 = or <8 x i64> %3879, %1169
  %3881 = fcmp oeq <16 x float> %3870, %47
  %3882 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3870, i32 4)
  %3883 = bitcast <8 x i64> %3880 to <16 x float>
  %3884 = select <16 x i1> %3881, <16 x float> %3883, <16 x float> %3882
  br label %3888

3885:                                             ; preds = %3869
  %3886 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3851, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3887 = fadd <16 x float> %3870, %3886
  br label %3888

3888:                                             ; preds = %3885, %3878, %3871
  %3889 = phi <16 x float> [ %3887, %3885 ], [ %3884, %3878 ], [ %3877, %3871 ]
  switch i64 %1500, label %534 [
    i64 1, label %3904
    i64 2, label %3897
    i64 3, label %3890
    i64 0, label %3907
  ]

3890:                                             ; preds = %3888
  %3891 = bitcast <16 x float> %3889 to <8 x i64>
  %3892 = and <8 x i64> %3891, %1168
  %3893 = fcmp oeq <16 x float> %3889, %44
  %3894 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3889, i32 4)
  %3895 = bitcast <8 x i64> %3892 to <16 x float>
  %3896 = select <16 x i1> %3893, <16 x float> %3895, <16 x float> %3894
  br label %3907

3897:                                             ; preds = %3888
  %3898 = bitcast <16 x float> %3889 to <8 x i64>
  %3899 = or <8 x i64> %3898, %1169
  %3900 = fcmp oeq <16 x float> %3889, %47
  %3901 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3889, i32 4)
  %3902 = bitcast <8 x i64> %3899 to <16 x float>
  %3903 = select <16 x i1> %3900, <16 x float> %3902, <16 x float> %3901
  br label %3907

3904:                                             ; preds = %3888
  %3905 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3851, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3906 = fadd <16 x float> %3889, %3905
  br label %3907

3907:                                             ; preds = %3890, %3897, %3904, %3888, %3869, %3847
  %3908 = phi <16 x float> [ %3889, %3888 ], [ %3848, %3847 ], [ %3870, %3869 ], [ %3906, %3904 ], [ %3903, %3897 ], [ %3896, %3890 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3908, ptr align 1 %3849, <16 x i1> %1477)
  br i1 %1619, label %3914, label %3909

3909:                                             ; preds = %3907
  %3910 = load float, ptr %1570, align 4
  %3911 = insertelement <16 x float> poison, float %3910, i64 0
  %3912 = shufflevector <16 x float> %3911, <16 x float> poison, <16 x i32> zeroinitializer
  %3913 = fadd <16 x float> %3352, %3912
  br label %3914

3914:                                             ; preds = %3909, %3907
  %3915 = phi <16 x float> [ %3913, %3909 ], [ %3352, %3907 ]
  %3916 = getelementptr inbounds float, ptr %2937, i64 %1501
  %3917 = getelementptr inbounds float, ptr %2939, i64 %1501
  %3918 = select i1 %3354, ptr null, ptr %3917
  switch i64 %1465, label %534 [
    i64 1, label %3933
    i64 2, label %3926
    i64 3, label %3919
    i64 0, label %3974
  ]

3919:                                             ; preds = %3914
  %3920 = bitcast <16 x float> %3915 to <8 x i64>
  %3921 = and <8 x i64> %3920, %1168
  %3922 = fcmp oeq <16 x float> %3915, %44
  %3923 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3915, i32 4)
  %3924 = bitcast <8 x i64> %3921 to <16 x float>
  %3925 = select <16 x i1> %3922, <16 x float> %3924, <16 x float> %3923
  br label %3936

3926:                                             ; preds = %3914
  %3927 = bitcast <16 x float> %3915 to <8 x i64>
  %3928 = or <8 x i64> %3927, %1169
  %3929 = fcmp oeq <16 x float> %3915, %47
  %3930 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3915, i32 4)
  %3931 = bitcast <8 x i64> %3928 to <16 x float>
  %3932 = select <16 x i1> %3929, <16 x float> %3931, <16 x float> %3930
  br label %3936

3933:                                             ; preds = %3914
  %3934 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3918, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3935 = fadd <16 x float> %3915, %3934
  br label %3936

3936:                                             ; preds = %3933, %3926, %3919
  %3937 = phi <16 x float> [ %3935, %3933 ], [ %3932, %3926 ], [ %3925, %3919 ]
  switch i64 %1503, label %534 [
    i64 1, label %3952
    i64 2, label %3945
    i64 3, label %3938
    i64 0, label %3974
  ]

3938:                                             ; preds = %3936
  %3939 = bitcast <16 x float> %3937 to <8 x i64>
  %3940 = and <8 x i64> %3939, %1168
  %3941 = fcmp oeq <16 x float> %3937, %44
  %3942 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3937, i32 4)
  %3943 = bitcast <8 x i64> %3940 to <16 x float>
  %3944 = select <16 x i1> %3941, <16 x float> %3943, <16 x float> %3942
  br label %3955

3945:                                             ; preds = %3936
  %3946 = bitcast <16 x float> %3937 to <8 x i64>
  %3947 = or <8 x i64> %3946, %1169
  %3948 = fcmp oeq <16 x float> %3937, %47
  %3949 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3937, i32 4)
  %3950 = bitcast <8 x i64> %3947 to <16 x float>
  %3951 = select <16 x i1> %3948, <16 x float> %3950, <16 x float> %3949
  br label %3955

3952:                                             ; preds = %3936
  %3953 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3918, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3954 = fadd <16 x float> %3937, %3953
  br label %3955

3955:                                             ; preds = %3952, %3945, %3938
  %3956 = phi <16 x float> [ %3954, %3952 ], [ %3951, %3945 ], [ %3944, %3938 ]
  switch i64 %1505, label %534 [
    i64 1, label %3971
    i64 2, label %3964
    i64 3, label %3957
    i64 0, label %3974
  ]

3957:                                             ; preds = %3955
  %3958 = bitcast <16 x float> %3956 to <8 x i64>
  %3959 = and <8 x i64> %3958, %1168
  %3960 = fcmp oeq <16 x float> %3956, %44
  %3961 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3956, i32 4)
  %3962 = bitcast <8 x i64> %3959 to <16 x float>
  %3963 = select <16 x i1> %3960, <16 x float> %3962, <16 x float> %3961
  br label %3974

3964:                                             ; preds = %3955
  %3965 = bitcast <16 x float> %3956 to <8 x i64>
  %3966 = or <8 x i64> %3965, %1169
  %3967 = fcmp oeq <16 x float> %3956, %47
  %3968 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3956, i32 4)
  %3969 = bitcast <8 x i64> %3966 to <16 x float>
  %3970 = select <16 x i1> %3967, <16 x float> %3969, <16 x float> %3968
  br label %3974

3971:                                             ; preds = %3955
  %3972 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3918, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3973 = fadd <16 x float> %3956, %3972
  br label %3974

3974:                                             ; preds = %3957, %3964, %3971, %3955, %3936, %3914
  %3975 = phi <16 x float> [ %3956, %3955 ], [ %3915, %3914 ], [ %3937, %3936 ], [ %3973, %3971 ], [ %3970, %3964 ], [ %3963, %3957 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3975, ptr align 1 %3916, <16 x i1> %1183)
  br i1 %1619, label %3981, label %3976

3976:                                             ; preds = %3974
  %3977 = load float, ptr %1570, align 4
  %3978 = insertelement <16 x float> poison, float %3977, i64 0
  %3979 = shufflevector <16 x float> %3978, <16 x float> poison, <16 x i32> zeroinitializer
  %3980 = fadd <16 x float> %3353, %3979
  br label %3981

3981:                                             ; preds = %3976, %3974
  %3982 = phi <16 x float> [ %3980, %3976 ], [ %3353, %3974 ]
  %3983 = getelementptr inbounds float, ptr %2937, i64 %1506
  %3984 = getelementptr inbounds float, ptr %2939, i64 %1506
  %3985 = select i1 %3354, ptr null, ptr %3984
  switch i64 %1465, label %534 [
    i64 1, label %4000
    i64 2, label %3993
    i64 3, label %3986
    i64 0, label %4041
  ]

3986:                                             ; preds = %3981
  %3987 = bitcast <16 x float> %3982 to <8 x i64>
  %3988 = and <8 x i64> %3987, %1168
  %3989 = fcmp oeq <16 x float> %3982, %44
  %3990 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3982, i32 4)
  %3991 = bitcast <8 x i64> %3988 to <16 x float>
  %3992 = select <16 x i1> %3989, <16 x float> %3991, <16 x float> %3990
  br label %4003

3993:                                             ; preds = %3981
  %3994 = bitcast <16 x float> %3982 to <8 x i64>
  %3995 = or <8 x i64> %3994, %1169
  %3996 = fcmp oeq <16 x float> %3982, %47
  %3997 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3982, i32 4)
  %3998 = bitcast <8 x i64> %3995 to <16 x float>
  %3999 = select <16 x i1> %3996, <16 x float> %3998, <16 x float> %3997
  br label %4003

4000:                                             ; preds = %3981
  %4001 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3985, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4002 = fadd <16 x float> %3982, %4001
  br label %4003

4003:                                             ; preds = %4000, %3993, %3986
  %4004 = phi <16 x float> [ %4002, %4000 ], [ %3999, %3993 ], [ %3992, %3986 ]
  switch i64 %1508, label %534 [
    i64 1, label %4019
    i64 2, label %4012
    i64 3, label %4005
    i64 0, label %4041
  ]

4005:                                             ; preds = %4003
  %4006 = bitcast <16 x float> %4004 to <8 x i64>
  %4007 = and <8 x i64> %4006, %1168
  %4008 = fcmp oeq <16 x float> %4004, %44
  %4009 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4004, i32 4)
  %4010 = bitcast <8 x i64> %4007 to <16 x float>
  %4011 = select <16 x i1> %4008, <16 x float> %4010, <16 x float> %4009
  br label %4022

4012:                                             ; preds = %4003
  %4013 = bitcast <16 x float> %4004 to <8 x i64>
  %4014 = or <8 x i64> %4013, %1169
  %4015 = fcmp oeq <16 x float> %4004, %47
  %4016 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4004, i32 4)
  %4017 = bitcast <8 x i64> %4014 to <16 x float>
  %4018 = select <16 x i1> %4015, <16 x float> %4017, <16 x float> %4016
  br label %4022

4019:                                             ; preds = %4003
  %4020 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3985, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4021 = fadd <16 x float> %4004, %4020
  br label %4022

4022:                                             ; preds = %4019, %4012, %4005
  %4023 = phi <16 x float> [ %4021, %4019 ], [ %4018, %4012 ], [ %4011, %4005 ]
  switch i64 %1510, label %534 [
    i64 1, label %4038
    i64 2, label %4031
    i64 3, label %4024
    i64 0, label %4041
  ]

4024:                                             ; preds = %4022
  %4025 = bitcast <16 x float> %4023 to <8 x i64>
  %4026 = and <8 x i64> %4025, %1168
  %4027 = fcmp oeq <16 x float> %4023, %44
  %4028 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4023, i32 4)
  %4029 = bitcast <8 x i64> %4026 to <16 x float>
  %4030 = select <16 x i1> %4027, <16 x float> %4029, <16 x float> %4028
  br label %4041

4031:                                             ; preds = %4022
  %4032 = bitcast <16 x float> %4023 to <8 x i64>
  %4033 = or <8 x i64> %4032, %1169
  %4034 = fcmp oeq <16 x float> %4023, %47
  %4035 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4023, i32 4)
  %4036 = bitcast <8 x i64> %4033 to <16 x float>
  %4037 = select <16 x i1> %4034, <16 x float> %4036, <16 x float> %4035
  br label %4041

4038:                                             ; preds = %4022
  %4039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3985, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4040 = fadd <16 x float> %4023, %4039
  br label %4041

4041:                                             ; preds = %4024, %4031, %4038, %4022, %4003, %3981
  %4042 = phi <16 x float> [ %4023, %4022 ], [ %3982, %3981 ], [ %4004, %4003 ], [ %4040, %4038 ], [ %4037, %4031 ], [ %4030, %4024 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4042, ptr align 1 %3983, <16 x i1> %1477)
  br label %8455

4043:                                             ; preds = %2955
  br i1 %1166, label %4044, label %4048

4044:                                             ; preds = %4043
  %4045 = mul nsw i64 %2935, %12
  %4046 = add nsw i64 %2935, 1
  %4047 = mul nsw i64 %4046, %12
  br label %4058

4048:                                             ; preds = %4087, %4043
  %4049 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4088, %4087 ]
  %4050 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4089, %4087 ]
  %4051 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4090, %4087 ]
  %4052 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4091, %4087 ]
  %4053 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4092, %4087 ]
  %4054 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4093, %4087 ]
  %4055 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4094, %4087 ]
  %4056 = phi <16 x float> [ zeroinitializer, %4043 ], [ %4095, %4087 ]
  %4057 = icmp eq ptr %2939, null
  br i1 %1619, label %4248, label %4243

4058:                                             ; preds = %4044, %4087
  %4059 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4088, %4087 ]
  %4060 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4089, %4087 ]
  %4061 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4090, %4087 ]
  %4062 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4091, %4087 ]
  %4063 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4092, %4087 ]
  %4064 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4093, %4087 ]
  %4065 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4094, %4087 ]
  %4066 = phi <16 x float> [ zeroinitializer, %4044 ], [ %4095, %4087 ]
  %4067 = phi i64 [ 0, %4044 ], [ %4096, %4087 ]
  %4068 = mul nsw i64 %4067, %14
  %4069 = sub i64 %4068, %16
  %4070 = add i64 %4069, %4045
  %4071 = icmp slt i64 %4070, 0
  %4072 = icmp sge i64 %4070, %6
  %4073 = or i1 %4071, %4072
  %4074 = select i1 %4073, i64 0, i64 %4070
  %4075 = mul nsw i64 %4074, %7
  %4076 = getelementptr inbounds float, ptr %1567, i64 %4075
  %4077 = add i64 %4069, %4047
  %4078 = icmp slt i64 %4077, 0
  %4079 = icmp sge i64 %4077, %6
  %4080 = or i1 %4078, %4079
  %4081 = select i1 %4080, i64 0, i64 %4077
  %4082 = mul nsw i64 %4081, %7
  %4083 = getelementptr inbounds float, ptr %1567, i64 %4082
  br i1 %1167, label %4084, label %4087

4084:                                             ; preds = %4058
  %4085 = mul nuw nsw i64 %4067, %11
  %4086 = getelementptr inbounds nuw float, ptr %1569, i64 %4085
  br label %4098

4087:                                             ; preds = %4229, %4058
  %4088 = phi <16 x float> [ %4059, %4058 ], [ %4139, %4229 ]
  %4089 = phi <16 x float> [ %4060, %4058 ], [ %4171, %4229 ]
  %4090 = phi <16 x float> [ %4061, %4058 ], [ %4203, %4229 ]
  %4091 = phi <16 x float> [ %4062, %4058 ], [ %4235, %4229 ]
  %4092 = phi <16 x float> [ %4063, %4058 ], [ %4144, %4229 ]
  %4093 = phi <16 x float> [ %4064, %4058 ], [ %4176, %4229 ]
  %4094 = phi <16 x float> [ %4065, %4058 ], [ %4208, %4229 ]
  %4095 = phi <16 x float> [ %4066, %4058 ], [ %4240, %4229 ]
  %4096 = add nuw nsw i64 %4067, 1
  %4097 = icmp eq i64 %4096, %10
  br i1 %4097, label %4048, label %4058

4098:                                             ; preds = %4084, %4229
  %4099 = phi <16 x float> [ %4059, %4084 ], [ %4139, %4229 ]
  %4100 = phi <16 x float> [ %4060, %4084 ], [ %4171, %4229 ]
  %4101 = phi <16 x float> [ %4061, %4084 ], [ %4203, %4229 ]
  %4102 = phi <16 x float> [ %4062, %4084 ], [ %4235, %4229 ]
  %4103 = phi <16 x float> [ %4063, %4084 ], [ %4144, %4229 ]
  %4104 = phi <16 x float> [ %4064, %4084 ], [ %4176, %4229 ]
  %4105 = phi <16 x float> [ %4065, %4084 ], [ %4208, %4229 ]
  %4106 = phi <16 x float> [ %4066, %4084 ], [ %4240, %4229 ]
  %4107 = phi i64 [ 0, %4084 ], [ %4241, %4229 ]
  %4108 = getelementptr inbounds nuw float, ptr %4086, i64 %4107
  %4109 = load float, ptr %4108, align 4
  %4110 = insertelement <16 x float> poison, float %4109, i64 0
  %4111 = shufflevector <16 x float> %4110, <16 x float> poison, <16 x i32> zeroinitializer
  %4112 = mul nsw i64 %4107, %15
  %4113 = sub i64 %4112, %17
  %4114 = getelementptr i16, ptr %1151, i64 %4107
  br i1 %1176, label %4117, label %4115

4115:                                             ; preds = %4098
  %4116 = load i16, ptr %4114, align 2
  br label %4133

4117:                                             ; preds = %4098
  %4118 = icmp slt i64 %4113, 0
  %4119 = sub nsw i64 0, %4113
  %4120 = select i1 %4118, i64 %4119, i64 0
  %4121 = sub nsw i64 %7, %4113
  %4122 = call i64 @llvm.smin.i64(i64 %4121, i64 %9)
  %4123 = call i64 @llvm.smin.i64(i64 %4122, i64 16)
  %4124 = icmp sgt i64 %4123, %4120
  %4125 = trunc i64 %4123 to i32
  %4126 = shl nsw i32 -1, %4125
  %4127 = xor i32 %4126, -1
  %4128 = trunc i64 %4120 to i32
  %4129 = shl nsw i32 -1, %4128
  %4130 = and i32 %4129, %4127
  %4131 = trunc i32 %4130 to i16
  %4132 = select i1 %4124, i16 %4131, i16 0
  br label %4133

4133:                                             ; preds = %4117, %4115
  %4134 = phi i16 [ %4116, %4115 ], [ %4132, %4117 ]
  %4135 = select i1 %4073, i16 0, i16 %4134
  %4136 = getelementptr inbounds float, ptr %4076, i64 %4113
  %4137 = bitcast i16 %4135 to <16 x i1>
  %4138 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4136, <16 x i1> %4137, <16 x float> zeroinitializer)
  %4139 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4138, <16 x float> %4111, <16 x float> %4099)
  %4140 = select i1 %4080, i16 0, i16 %4134
  %4141 = getelementptr inbounds float, ptr %4083, i64 %4113
  %4142 = bitcast i16 %4140 to <16 x i1>
  %4143 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4141, <16 x i1> %4142, <16 x float> zeroinitializer)
  %4144 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4143, <16 x float> %4111, <16 x float> %4103)
  %4145 = add i64 %4113, 16
  br i1 %1176, label %4149, label %4146

4146:                                             ; preds = %4133
  %4147 = getelementptr i16, ptr %4114, i64 %11
  %4148 = load i16, ptr %4147, align 2
  br label %4165

4149:                                             ; preds = %4133
  %4150 = icmp slt i64 %4145, 0
  %4151 = sub i64 -16, %4113
  %4152 = select i1 %4150, i64 %4151, i64 0
  %4153 = sub nsw i64 %7, %4145
  %4154 = call i64 @llvm.smin.i64(i64 %4153, i64 %1399)
  %4155 = call i64 @llvm.smin.i64(i64 %4154, i64 16)
  %4156 = icmp sgt i64 %4155, %4152
  %4157 = trunc i64 %4155 to i32
  %4158 = shl nsw i32 -1, %4157
  %4159 = xor i32 %4158, -1
  %4160 = trunc i64 %4152 to i32
  %4161 = shl nsw i32 -1, %4160
  %4162 = and i32 %4161, %4159
  %4163 = trunc i32 %4162 to i16
  %4164 = select i1 %4156, i16 %4163, i16 0
  br label %4165

4165:                                             ; preds = %4149, %4146
  %4166 = phi i16 [ %4148, %4146 ], [ %4164, %4149 ]
  %4167 = select i1 %4073, i16 0, i16 %4166
  %4168 = getelementptr inbounds float, ptr %4076, i64 %4145
  %4169 = bitcast i16 %4167 to <16 x i1>
  %4170 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4168, <16 x i1> %4169, <16 x float> zeroinitializer)
  %4171 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4170, <16 x float> %4111, <16 x float> %4100)
  %4172 = select i1 %4080, i16 0, i16 %4166
  %4173 = getelementptr inbounds float, ptr %4083, i64 %4145
  %4174 = bitcast i16 %4172 to <16 x i1>
  %4175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4173, <16 x i1> %4174, <16 x float> zeroinitializer)
  %4176 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4175, <16 x float> %4111, <16 x float> %4104)
  %4177 = add i64 %4113, 32
  br i1 %1176, label %4181, label %4178

4178:                                             ; preds = %4165
  %4179 = getelementptr i8, ptr %4114, i64 %1400
  %4180 = load i16, ptr %4179, align 2
  br label %4197

4181:                                             ; preds = %4165
  %4182 = icmp slt i64 %4177, 0
  %4183 = sub i64 -32, %4113
  %4184 = select i1 %4182, i64 %4183, i64 0
  %4185 = sub nsw i64 %7, %4177
  %4186 = call i64 @llvm.smin.i64(i64 %4185, i64 %1401)
  %4187 = call i64 @llvm.smin.i64(i64 %4186, i64 16)
  %4188 = icmp sgt i64 %4187, %4184
  %4189 = trunc i64 %4187 to i32
  %4190 = shl nsw i32 -1, %4189
  %4191 = xor i32 %4190, -1
  %4192 = trunc i64 %4184 to i32
  %4193 = shl nsw i32 -1, %4192
  %4194 = and i32 %4193, %4191
  %4195 = trunc i32 %4194 to i16
  %4196 = select i1 %4188, i16 %4195, i16 0
  br label %4197

4197:                                             ; preds = %4181, %4178
  %4198 = phi i16 [ %4180, %4178 ], [ %4196, %4181 ]
  %4199 = select i1 %4073, i16 0, i16 %4198
  %4200 = getelementptr inbounds float, ptr %4076, i64 %4177
  %4201 = bitcast i16 %4199 to <16 x i1>
  %4202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4200, <16 x i1> %4201, <16 x float> zeroinitializer)
  %4203 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4202, <16 x float> %4111, <16 x float> %4101)
  %4204 = select i1 %4080, i16 0, i16 %4198
  %4205 = getelementptr inbounds float, ptr %4083, i64 %4177
  %4206 = bitcast i16 %4204 to <16 x i1>
  %4207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4205, <16 x i1> %4206, <16 x float> zeroinitializer)
  %4208 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4207, <16 x float> %4111, <16 x float> %4105)
  %4209 = add i64 %4113, 48
  br i1 %1176, label %4213, label %4210

4210:                                             ; preds = %4197
  %4211 = getelementptr i8, ptr %4114, i64 %1402
  %4212 = load i16, ptr %4211, align 2
  br label %4229

4213:                                             ; preds = %4197
  %4214 = icmp slt i64 %4209, 0
  %4215 = sub i64 -48, %4113
  %4216 = select i1 %4214, i64 %4215, i64 0
  %4217 = sub nsw i64 %7, %4209
  %4218 = call i64 @llvm.smin.i64(i64 %4217, i64 %1403)
  %4219 = call i64 @llvm.smin.i64(i64 %4218, i64 16)
  %4220 = icmp sgt i64 %4219, %4216
  %4221 = trunc i64 %4219 to i32
  %4222 = shl nsw i32 -1, %4221
  %4223 = xor i32 %4222, -1
  %4224 = trunc i64 %4216 to i32
  %4225 = shl nsw i32 -1, %4224
  %4226 = and i32 %4225, %4223
  %4227 = trunc i32 %4226 to i16
  %4228 = select i1 %4220, i16 %4227, i16 0
  br label %4229

4229:                                             ; preds = %4213, %4210
  %4230 = phi i16 [ %4212, %4210 ], [ %4228, %4213 ]
  %4231 = select i1 %4073, i16 0, i16 %4230
  %4232 = getelementptr inbounds float, ptr %4076, i64 %4209
  %4233 = bitcast i16 %4231 to <16 x i1>
  %4234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4232, <16 x i1> %4233, <16 x float> zeroinitializer)
  %4235 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4234, <16 x float> %4111, <16 x float> %4102)
  %4236 = select i1 %4080, i16 0, i16 %4230
  %4237 = getelementptr inbounds float, ptr %4083, i64 %4209
  %4238 = bitcast i16 %4236 to <16 x i1>
  %4239 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4237, <16 x i1> %4238, <16 x float> zeroinitializer)
  %4240 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4239, <16 x float> %4111, <16 x float> %4106)
  %4241 = add nuw nsw i64 %4107, 1
  %4242 = icmp eq i64 %4241, %11
  br i1 %4242, label %4087, label %4098

4243:                                             ; preds = %4048
  %4244 = load float, ptr %1570, align 4
  %4245 = insertelement <16 x float> poison, float %4244, i64 0
  %4246 = shufflevector <16 x float> %4245, <16 x float> poison, <16 x i32> zeroinitializer
  %4247 = fadd <16 x float> %4049, %4246
  br label %4248

4248:                                             ; preds = %4243, %4048
  %4249 = phi <16 x float> [ %4247, %4243 ], [ %4049, %4048 ]
  switch i64 %1404, label %534 [
    i64 1, label %4250
    i64 2, label %4253
    i64 3, label %4260
    i64 0, label %4305
  ]

4250:                                             ; preds = %4248
  %4251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4252 = fadd <16 x float> %4249, %4251
  br label %4267

4253:                                             ; preds = %4248
  %4254 = bitcast <16 x float> %4249 to <8 x i64>
  %4255 = or <8 x i64> %4254, %1169
  %4256 = fcmp oeq <16 x float> %4249, %47
  %4257 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4249, i32 4)
  %4258 = bitcast <8 x i64> %4255 to <16 x float>
  %4259 = select <16 x i1> %4256, <16 x float> %4258, <16 x float> %4257
  br label %4267

4260:                                             ; preds = %4248
  %4261 = bitcast <16 x float> %4249 to <8 x i64>
  %4262 = and <8 x i64> %4261, %1168
  %4263 = fcmp oeq <16 x float> %4249, %44
  %4264 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4249, i32 4)
  %4265 = bitcast <8 x i64> %4262 to <16 x float>
  %4266 = select <16 x i1> %4263, <16 x float> %4265, <16 x float> %4264
  br label %4267

4267:                                             ; preds = %4260, %4253, %4250
  %4268 = phi <16 x float> [ %4252, %4250 ], [ %4259, %4253 ], [ %4266, %4260 ]
  switch i64 %1406, label %534 [
    i64 1, label %4283
    i64 2, label %4276
    i64 3, label %4269
    i64 0, label %4305
  ]

4269:                                             ; preds = %4267
  %4270 = bitcast <16 x float> %4268 to <8 x i64>
  %4271 = and <8 x i64> %4270, %1168
  %4272 = fcmp oeq <16 x float> %4268, %44
  %4273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4268, i32 4)
  %4274 = bitcast <8 x i64> %4271 to <16 x float>
  %4275 = select <16 x i1> %4272, <16 x float> %4274, <16 x float> %4273
  br label %4286

4276:                                             ; preds = %4267
  %4277 = bitcast <16 x float> %4268 to <8 x i64>
  %4278 = or <8 x i64> %4277, %1169
  %4279 = fcmp oeq <16 x float> %4268, %47
  %4280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4268, i32 4)
  %4281 = bitcast <8 x i64> %4278 to <16 x float>
  %4282 = select <16 x i1> %4279, <16 x float> %4281, <16 x float> %4280
  br label %4286

4283:                                             ; preds = %4267
  %4284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4285 = fadd <16 x float> %4268, %4284
  br label %4286

4286:                                             ; preds = %4283, %4276, %4269
  %4287 = phi <16 x float> [ %4285, %4283 ], [ %4282, %4276 ], [ %4275, %4269 ]
  switch i64 %1408, label %534 [
    i64 1, label %4302
    i64 2, label %4295
    i64 3, label %4288
    i64 0, label %4305
  ]

4288:                                             ; preds = %4286
  %4289 = bitcast <16 x float> %4287 to <8 x i64>
  %4290 = and <8 x i64> %4289, %1168
  %4291 = fcmp oeq <16 x float> %4287, %44
  %4292 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4287, i32 4)
  %4293 = bitcast <8 x i64> %4290 to <16 x float>
  %4294 = select <16 x i1> %4291, <16 x float> %4293, <16 x float> %4292
  br label %4305

4295:                                             ; preds = %4286
  %4296 = bitcast <16 x float> %4287 to <8 x i64>
  %4297 = or <8 x i64> %4296, %1169
  %4298 = fcmp oeq <16 x float> %4287, %47
  %4299 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4287, i32 4)
  %4300 = bitcast <8 x i64> %4297 to <16 x float>
  %4301 = select <16 x i1> %4298, <16 x float> %4300, <16 x float> %4299
  br label %4305

4302:                                             ; preds = %4286
  %4303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2939, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4304 = fadd <16 x float> %4287, %4303
  br label %4305

4305:                                             ; preds = %4288, %4295, %4302, %4286, %4267, %4248
  %4306 = phi <16 x float> [ %4287, %4286 ], [ %4249, %4248 ], [ %4268, %4267 ], [ %4304, %4302 ], [ %4301, %4295 ], [ %4294, %4288 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4306, ptr align 1 %2937, <16 x i1> %1183)
  br i1 %1619, label %4312, label %4307

4307:                                             ; preds = %4305
  %4308 = load float, ptr %1570, align 4
  %4309 = insertelement <16 x float> poison, float %4308, i64 0
  %4310 = shufflevector <16 x float> %4309, <16 x float> poison, <16 x i32> zeroinitializer
  %4311 = fadd <16 x float> %4050, %4310
  br label %4312

4312:                                             ; preds = %4307, %4305
  %4313 = phi <16 x float> [ %4311, %4307 ], [ %4050, %4305 ]
  %4314 = getelementptr inbounds nuw i8, ptr %2937, i64 64
  %4315 = getelementptr inbounds nuw i8, ptr %2939, i64 64
  %4316 = select i1 %4057, ptr null, ptr %4315
  switch i64 %1404, label %534 [
    i64 1, label %4331
    i64 2, label %4324
    i64 3, label %4317
    i64 0, label %4372
  ]

4317:                                             ; preds = %4312
  %4318 = bitcast <16 x float> %4313 to <8 x i64>
  %4319 = and <8 x i64> %4318, %1168
  %4320 = fcmp oeq <16 x float> %4313, %44
  %4321 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4313, i32 4)
  %4322 = bitcast <8 x i64> %4319 to <16 x float>
  %4323 = select <16 x i1> %4320, <16 x float> %4322, <16 x float> %4321
  br label %4334

4324:                                             ; preds = %4312
  %4325 = bitcast <16 x float> %4313 to <8 x i64>
  %4326 = or <8 x i64> %4325, %1169
  %4327 = fcmp oeq <16 x float> %4313, %47
  %4328 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4313, i32 4)
  %4329 = bitcast <8 x i64> %4326 to <16 x float>
  %4330 = select <16 x i1> %4327, <16 x float> %4329, <16 x float> %4328
  br label %4334

4331:                                             ; preds = %4312
  %4332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4316, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4333 = fadd <16 x float> %4313, %4332
  br label %4334

4334:                                             ; preds = %4331, %4324, %4317
  %4335 = phi <16 x float> [ %4333, %4331 ], [ %4330, %4324 ], [ %4323, %4317 ]
  switch i64 %1418, label %534 [
    i64 1, label %4350
    i64 2, label %4343
    i64 3, label %4336
    i64 0, label %4372
  ]

4336:                                             ; preds = %4334
  %4337 = bitcast <16 x float> %4335 to <8 x i64>
  %4338 = and <8 x i64> %4337, %1168
  %4339 = fcmp oeq <16 x float> %4335, %44
  %4340 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4335, i32 4)
  %4341 = bitcast <8 x i64> %4338 to <16 x float>
  %4342 = select <16 x i1> %4339, <16 x float> %4341, <16 x float> %4340
  br label %4353

4343:                                             ; preds = %4334
  %4344 = bitcast <16 x float> %4335 to <8 x i64>
  %4345 = or <8 x i64> %4344, %1169
  %4346 = fcmp oeq <16 x float> %4335, %47
  %4347 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4335, i32 4)
  %4348 = bitcast <8 x i64> %4345 to <16 x float>
  %4349 = select <16 x i1> %4346, <16 x float> %4348, <16 x float> %4347
  br label %4353

4350:                                             ; preds = %4334
  %4351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4316, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4352 = fadd <16 x float> %4335, %4351
  br label %4353

4353:                                             ; preds = %4350, %4343, %4336
  %4354 = phi <16 x float> [ %4352, %4350 ], [ %4349, %4343 ], [ %4342, %4336 ]
  switch i64 %1420, label %534 [
    i64 1, label %4369
    i64 2, label %4362
    i64 3, label %4355
    i64 0, label %4372
  ]

4355:                                             ; preds = %4353
  %4356 = bitcast <16 x float> %4354 to <8 x i64>
  %4357 = and <8 x i64> %4356, %1168
  %4358 = fcmp oeq <16 x float> %4354, %44
  %4359 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4354, i32 4)
  %4360 = bitcast <8 x i64> %4357 to <16 x float>
  %4361 = select <16 x i1> %4358, <16 x float> %4360, <16 x float> %4359
  br label %4372

4362:                                             ; preds = %4353
  %4363 = bitcast <16 x float> %4354 to <8 x i64>
  %4364 = or <8 x i64> %4363, %1169
  %4365 = fcmp oeq <16 x float> %4354, %47
  %4366 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4354, i32 4)
  %4367 = bitcast <8 x i64> %4364 to <16 x float>
  %4368 = select <16 x i1> %4365, <16 x float> %4367, <16 x float> %4366
  br label %4372

4369:                                             ; preds = %4353
  %4370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4316, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4371 = fadd <16 x float> %4354, %4370
  br label %4372

4372:                                             ; preds = %4355, %4362, %4369, %4353, %4334, %4312
  %4373 = phi <16 x float> [ %4354, %4353 ], [ %4313, %4312 ], [ %4335, %4334 ], [ %4371, %4369 ], [ %4368, %4362 ], [ %4361, %4355 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4373, ptr nonnull align 1 %4314, <16 x i1> %1416)
  br i1 %1619, label %4379, label %4374

4374:                                             ; preds = %4372
  %4375 = load float, ptr %1570, align 4
  %4376 = insertelement <16 x float> poison, float %4375, i64 0
  %4377 = shufflevector <16 x float> %4376, <16 x float> poison, <16 x i32> zeroinitializer
  %4378 = fadd <16 x float> %4051, %4377
  br label %4379

4379:                                             ; preds = %4374, %4372
  %4380 = phi <16 x float> [ %4378, %4374 ], [ %4051, %4372 ]
  %4381 = getelementptr inbounds nuw i8, ptr %2937, i64 128
  %4382 = getelementptr inbounds nuw i8, ptr %2939, i64 128
  %4383 = select i1 %4057, ptr null, ptr %4382
  switch i64 %1404, label %534 [
    i64 1, label %4398
    i64 2, label %4391
    i64 3, label %4384
    i64 0, label %4439
  ]

4384:                                             ; preds = %4379
  %4385 = bitcast <16 x float> %4380 to <8 x i64>
  %4386 = and <8 x i64> %4385, %1168
  %4387 = fcmp oeq <16 x float> %4380, %44
  %4388 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4380, i32 4)
  %4389 = bitcast <8 x i64> %4386 to <16 x float>
  %4390 = select <16 x i1> %4387, <16 x float> %4389, <16 x float> %4388
  br label %4401

4391:                                             ; preds = %4379
  %4392 = bitcast <16 x float> %4380 to <8 x i64>
  %4393 = or <8 x i64> %4392, %1169
  %4394 = fcmp oeq <16 x float> %4380, %47
  %4395 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4380, i32 4)
  %4396 = bitcast <8 x i64> %4393 to <16 x float>
  %4397 = select <16 x i1> %4394, <16 x float> %4396, <16 x float> %4395
  br label %4401

4398:                                             ; preds = %4379
  %4399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4383, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4400 = fadd <16 x float> %4380, %4399
  br label %4401

4401:                                             ; preds = %4398, %4391, %4384
  %4402 = phi <16 x float> [ %4400, %4398 ], [ %4397, %4391 ], [ %4390, %4384 ]
  switch i64 %1430, label %534 [
    i64 1, label %4417
    i64 2, label %4410
    i64 3, label %4403
    i64 0, label %4439
  ]

4403:                                             ; preds = %4401
  %4404 = bitcast <16 x float> %4402 to <8 x i64>
  %4405 = and <8 x i64> %4404, %1168
  %4406 = fcmp oeq <16 x float> %4402, %44
  %4407 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4402, i32 4)
  %4408 = bitcast <8 x i64> %4405 to <16 x float>
  %4409 = select <16 x i1> %4406, <16 x float> %4408, <16 x float> %4407
  br label %4420

4410:                                             ; preds = %4401
  %4411 = bitcast <16 x float> %4402 to <8 x i64>
  %4412 = or <8 x i64> %4411, %1169
  %4413 = fcmp oeq <16 x float> %4402, %47
  %4414 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4402, i32 4)
  %4415 = bitcast <8 x i64> %4412 to <16 x float>
  %4416 = select <16 x i1> %4413, <16 x float> %4415, <16 x float> %4414
  br label %4420

4417:                                             ; preds = %4401
  %4418 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4383, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4419 = fadd <16 x float> %4402, %4418
  br label %4420

4420:                                             ; preds = %4417, %4410, %4403
  %4421 = phi <16 x float> [ %4419, %4417 ], [ %4416, %4410 ], [ %4409, %4403 ]
  switch i64 %1432, label %534 [
    i64 1, label %4436
    i64 2, label %4429
    i64 3, label %4422
    i64 0, label %4439
  ]

4422:                                             ; preds = %4420
  %4423 = bitcast <16 x float> %4421 to <8 x i64>
  %4424 = and <8 x i64> %4423, %1168
  %4425 = fcmp oeq <16 x float> %4421, %44
  %4426 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4421, i32 4)
  %4427 = bitcast <8 x i64> %4424 to <16 x float>
  %4428 = select <16 x i1> %4425, <16 x float> %4427, <16 x float> %4426
  br label %4439

4429:                                             ; preds = %4420
  %4430 = bitcast <16 x float> %4421 to <8 x i64>
  %4431 = or <8 x i64> %4430, %1169
  %4432 = fcmp oeq <16 x float> %4421, %47
  %4433 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4421, i32 4)
  %4434 = bitcast <8 x i64> %4431 to <16 x float>
  %4435 = select <16 x i1> %4432, <16 x float> %4434, <16 x float> %4433
  br label %4439

4436:                                             ; preds = %4420
  %4437 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4383, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4438 = fadd <16 x float> %4421, %4437
  br label %4439

4439:                                             ; preds = %4422, %4429, %4436, %4420, %4401, %4379
  %4440 = phi <16 x float> [ %4421, %4420 ], [ %4380, %4379 ], [ %4402, %4401 ], [ %4438, %4436 ], [ %4435, %4429 ], [ %4428, %4422 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4440, ptr nonnull align 1 %4381, <16 x i1> %1428)
  br i1 %1619, label %4446, label %4441

4441:                                             ; preds = %4439
  %4442 = load float, ptr %1570, align 4
  %4443 = insertelement <16 x float> poison, float %4442, i64 0
  %4444 = shufflevector <16 x float> %4443, <16 x float> poison, <16 x i32> zeroinitializer
  %4445 = fadd <16 x float> %4052, %4444
  br label %4446

4446:                                             ; preds = %4441, %4439
  %4447 = phi <16 x float> [ %4445, %4441 ], [ %4052, %4439 ]
  %4448 = getelementptr inbounds nuw i8, ptr %2937, i64 192
  %4449 = getelementptr inbounds nuw i8, ptr %2939, i64 192
  %4450 = select i1 %4057, ptr null, ptr %4449
  switch i64 %1404, label %534 [
    i64 1, label %4465
    i64 2, label %4458
    i64 3, label %4451
    i64 0, label %4506
  ]

4451:                                             ; preds = %4446
  %4452 = bitcast <16 x float> %4447 to <8 x i64>
  %4453 = and <8 x i64> %4452, %1168
  %4454 = fcmp oeq <16 x float> %4447, %44
  %4455 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4447, i32 4)
  %4456 = bitcast <8 x i64> %4453 to <16 x float>
  %4457 = select <16 x i1> %4454, <16 x float> %4456, <16 x float> %4455
  br label %4468

4458:                                             ; preds = %4446
  %4459 = bitcast <16 x float> %4447 to <8 x i64>
  %4460 = or <8 x i64> %4459, %1169
  %4461 = fcmp oeq <16 x float> %4447, %47
  %4462 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4447, i32 4)
  %4463 = bitcast <8 x i64> %4460 to <16 x float>
  %4464 = select <16 x i1> %4461, <16 x float> %4463, <16 x float> %4462
  br label %4468

4465:                                             ; preds = %4446
  %4466 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4450, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4467 = fadd <16 x float> %4447, %4466
  br label %4468

4468:                                             ; preds = %4465, %4458, %4451
  %4469 = phi <16 x float> [ %4467, %4465 ], [ %4464, %4458 ], [ %4457, %4451 ]
  switch i64 %1442, label %534 [
    i64 1, label %4484
    i64 2, label %4477
    i64 3, label %4470
    i64 0, label %4506
  ]

4470:                                             ; preds = %4468
  %4471 = bitcast <16 x float> %4469 to <8 x i64>
  %4472 = and <8 x i64> %4471, %1168
  %4473 = fcmp oeq <16 x float> %4469, %44
  %4474 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4469, i32 4)
  %4475 = bitcast <8 x i64> %4472 to <16 x float>
  %4476 = select <16 x i1> %4473, <16 x float> %4475, <16 x float> %4474
  br label %4487

4477:                                             ; preds = %4468
  %4478 = bitcast <16 x float> %4469 to <8 x i64>
  %4479 = or <8 x i64> %4478, %1169
  %4480 = fcmp oeq <16 x float> %4469, %47
  %4481 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4469, i32 4)
  %4482 = bitcast <8 x i64> %4479 to <16 x float>
  %4483 = select <16 x i1> %4480, <16 x float> %4482, <16 x float> %4481
  br label %4487

4484:                                             ; preds = %4468
  %4485 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4450, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4486 = fadd <16 x float> %4469, %4485
  br label %4487

4487:                                             ; preds = %4484, %4477, %4470
  %4488 = phi <16 x float> [ %4486, %4484 ], [ %4483, %4477 ], [ %4476, %4470 ]
  switch i64 %1444, label %534 [
    i64 1, label %4503
    i64 2, label %4496
    i64 3, label %4489
    i64 0, label %4506
  ]

4489:                                             ; preds = %4487
  %4490 = bitcast <16 x float> %4488 to <8 x i64>
  %4491 = and <8 x i64> %4490, %1168
  %4492 = fcmp oeq <16 x float> %4488, %44
  %4493 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4488, i32 4)
  %4494 = bitcast <8 x i64> %4491 to <16 x float>
  %4495 = select <16 x i1> %4492, <16 x float> %4494, <16 x float> %4493
  br label %4506

4496:                                             ; preds = %4487
  %4497 = bitcast <16 x float> %4488 to <8 x i64>
  %4498 = or <8 x i64> %4497, %1169
  %4499 = fcmp oeq <16 x float> %4488, %47
  %4500 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4488, i32 4)
  %4501 = bitcast <8 x i64> %4498 to <16 x float>
  %4502 = select <16 x i1> %4499, <16 x float> %4501, <16 x float> %4500
  br label %4506

4503:                                             ; preds = %4487
  %4504 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4450, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4505 = fadd <16 x float> %4488, %4504
  br label %4506

4506:                                             ; preds = %4489, %4496, %4503, %4487, %4468, %4446
  %4507 = phi <16 x float> [ %4488, %4487 ], [ %4447, %4446 ], [ %4469, %4468 ], [ %4505, %4503 ], [ %4502, %4496 ], [ %4495, %4489 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4507, ptr nonnull align 1 %4448, <16 x i1> %1440)
  br i1 %1619, label %4513, label %4508

4508:                                             ; preds = %4506
  %4509 = load float, ptr %1570, align 4
  %4510 = insertelement <16 x float> poison, float %4509, i64 0
  %4511 = shufflevector <16 x float> %4510, <16 x float> poison, <16 x i32> zeroinitializer
  %4512 = fadd <16 x float> %4053, %4511
  br label %4513

4513:                                             ; preds = %4508, %4506
  %4514 = phi <16 x float> [ %4512, %4508 ], [ %4053, %4506 ]
  %4515 = getelementptr inbounds float, ptr %2937, i64 %9
  %4516 = getelementptr inbounds float, ptr %2939, i64 %9
  %4517 = select i1 %4057, ptr null, ptr %4516
  switch i64 %1404, label %534 [
    i64 1, label %4532
    i64 2, label %4525
    i64 3, label %4518
    i64 0, label %4573
  ]

4518:                                             ; preds = %4513
  %4519 = bitcast <16 x float> %4514 to <8 x i64>
  %4520 = and <8 x i64> %4519, %1168
  %4521 = fcmp oeq <16 x float> %4514, %44
  %4522 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4514, i32 4)
  %4523 = bitcast <8 x i64> %4520 to <16 x float>
  %4524 = select <16 x i1> %4521, <16 x float> %4523, <16 x float> %4522
  br label %4535

4525:                                             ; preds = %4513
  %4526 = bitcast <16 x float> %4514 to <8 x i64>
  %4527 = or <8 x i64> %4526, %1169
  %4528 = fcmp oeq <16 x float> %4514, %47
  %4529 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4514, i32 4)
  %4530 = bitcast <8 x i64> %4527 to <16 x float>
  %4531 = select <16 x i1> %4528, <16 x float> %4530, <16 x float> %4529
  br label %4535

4532:                                             ; preds = %4513
  %4533 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4517, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4534 = fadd <16 x float> %4514, %4533
  br label %4535

4535:                                             ; preds = %4532, %4525, %4518
  %4536 = phi <16 x float> [ %4534, %4532 ], [ %4531, %4525 ], [ %4524, %4518 ]
  switch i64 %1446, label %534 [
    i64 1, label %4551
    i64 2, label %4544
    i64 3, label %4537
    i64 0, label %4573
  ]

4537:                                             ; preds = %4535
  %4538 = bitcast <16 x float> %4536 to <8 x i64>
  %4539 = and <8 x i64> %4538, %1168
  %4540 = fcmp oeq <16 x float> %4536, %44
  %4541 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4536, i32 4)
  %4542 = bitcast <8 x i64> %4539 to <16 x float>
  %4543 = select <16 x i1> %4540, <16 x float> %4542, <16 x float> %4541
  br label %4554

4544:                                             ; preds = %4535
  %4545 = bitcast <16 x float> %4536 to <8 x i64>
  %4546 = or <8 x i64> %4545, %1169
  %4547 = fcmp oeq <16 x float> %4536, %47
  %4548 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4536, i32 4)
  %4549 = bitcast <8 x i64> %4546 to <16 x float>
  %4550 = select <16 x i1> %4547, <16 x float> %4549, <16 x float> %4548
  br label %4554

4551:                                             ; preds = %4535
  %4552 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4517, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4553 = fadd <16 x float> %4536, %4552
  br label %4554

4554:                                             ; preds = %4551, %4544, %4537
  %4555 = phi <16 x float> [ %4553, %4551 ], [ %4550, %4544 ], [ %4543, %4537 ]
  switch i64 %1448, label %534 [
    i64 1, label %4570
    i64 2, label %4563
    i64 3, label %4556
    i64 0, label %4573
  ]

4556:                                             ; preds = %4554
  %4557 = bitcast <16 x float> %4555 to <8 x i64>
  %4558 = and <8 x i64> %4557, %1168
  %4559 = fcmp oeq <16 x float> %4555, %44
  %4560 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4555, i32 4)
  %4561 = bitcast <8 x i64> %4558 to <16 x float>
  %4562 = select <16 x i1> %4559, <16 x float> %4561, <16 x float> %4560
  br label %4573

4563:                                             ; preds = %4554
  %4564 = bitcast <16 x float> %4555 to <8 x i64>
  %4565 = or <8 x i64> %4564, %1169
  %4566 = fcmp oeq <16 x float> %4555, %47
  %4567 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4555, i32 4)
  %4568 = bitcast <8 x i64> %4565 to <16 x float>
  %4569 = select <16 x i1> %4566, <16 x float> %4568, <16 x float> %4567
  br label %4573

4570:                                             ; preds = %4554
  %4571 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4517, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4572 = fadd <16 x float> %4555, %4571
  br label %4573

4573:                                             ; preds = %4556, %4563, %4570, %4554, %4535, %4513
  %4574 = phi <16 x float> [ %4555, %4554 ], [ %4514, %4513 ], [ %4536, %4535 ], [ %4572, %4570 ], [ %4569, %4563 ], [ %4562, %4556 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4574, ptr align 1 %4515, <16 x i1> %1183)
  br i1 %1619, label %4580, label %4575

4575:                                             ; preds = %4573
  %4576 = load float, ptr %1570, align 4
  %4577 = insertelement <16 x float> poison, float %4576, i64 0
  %4578 = shufflevector <16 x float> %4577, <16 x float> poison, <16 x i32> zeroinitializer
  %4579 = fadd <16 x float> %4054, %4578
  br label %4580

4580:                                             ; preds = %4575, %4573
  %4581 = phi <16 x float> [ %4579, %4575 ], [ %4054, %4573 ]
  %4582 = getelementptr inbounds float, ptr %2937, i64 %1449
  %4583 = getelementptr inbounds float, ptr %2939, i64 %1449
  %4584 = select i1 %4057, ptr null, ptr %4583
  switch i64 %1404, label %534 [
    i64 1, label %4599
    i64 2, label %4592
    i64 3, label %4585
    i64 0, label %4640
  ]

4585:                                             ; preds = %4580
  %4586 = bitcast <16 x float> %4581 to <8 x i64>
  %4587 = and <8 x i64> %4586, %1168
  %4588 = fcmp oeq <16 x float> %4581, %44
  %4589 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4581, i32 4)
  %4590 = bitcast <8 x i64> %4587 to <16 x float>
  %4591 = select <16 x i1> %4588, <16 x float> %4590, <16 x float> %4589
  br label %4602

4592:                                             ; preds = %4580
  %4593 = bitcast <16 x float> %4581 to <8 x i64>
  %4594 = or <8 x i64> %4593, %1169
  %4595 = fcmp oeq <16 x float> %4581, %47
  %4596 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4581, i32 4)
  %4597 = bitcast <8 x i64> %4594 to <16 x float>
  %4598 = select <16 x i1> %4595, <16 x float> %4597, <16 x float> %4596
  br label %4602

4599:                                             ; preds = %4580
  %4600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4584, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4601 = fadd <16 x float> %4581, %4600
  br label %4602

4602:                                             ; preds = %4599, %4592, %4585
  %4603 = phi <16 x float> [ %4601, %4599 ], [ %4598, %4592 ], [ %4591, %4585 ]
  switch i64 %1451, label %534 [
    i64 1, label %4618
    i64 2, label %4611
    i64 3, label %4604
    i64 0, label %4640
  ]

4604:                                             ; preds = %4602
  %4605 = bitcast <16 x float> %4603 to <8 x i64>
  %4606 = and <8 x i64> %4605, %1168
  %4607 = fcmp oeq <16 x float> %4603, %44
  %4608 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4603, i32 4)
  %4609 = bitcast <8 x i64> %4606 to <16 x float>
  %4610 = select <16 x i1> %4607, <16 x float> %4609, <16 x float> %4608
  br label %4621

4611:                                             ; preds = %4602
  %4612 = bitcast <16 x float> %4603 to <8 x i64>
  %4613 = or <8 x i64> %4612, %1169
  %4614 = fcmp oeq <16 x float> %4603, %47
  %4615 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4603, i32 4)
  %4616 = bitcast <8 x i64> %4613 to <16 x float>
  %4617 = select <16 x i1> %4614, <16 x float> %4616, <16 x float> %4615
  br label %4621

4618:                                             ; preds = %4602
  %4619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4584, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4620 = fadd <16 x float> %4603, %4619
  br label %4621

4621:                                             ; preds = %4618, %4611, %4604
  %4622 = phi <16 x float> [ %4620, %4618 ], [ %4617, %4611 ], [ %4610, %4604 ]
  switch i64 %1453, label %534 [
    i64 1, label %4637
    i64 2, label %4630
    i64 3, label %4623
    i64 0, label %4640
  ]

4623:                                             ; preds = %4621
  %4624 = bitcast <16 x float> %4622 to <8 x i64>
  %4625 = and <8 x i64> %4624, %1168
  %4626 = fcmp oeq <16 x float> %4622, %44
  %4627 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4622, i32 4)
  %4628 = bitcast <8 x i64> %4625 to <16 x float>
  %4629 = select <16 x i1> %4626, <16 x float> %4628, <16 x float> %4627
  br label %4640

4630:                                             ; preds = %4621
  %4631 = bitcast <16 x float> %4622 to <8 x i64>
  %4632 = or <8 x i64> %4631, %1169
  %4633 = fcmp oeq <16 x float> %4622, %47
  %4634 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4622, i32 4)
  %4635 = bitcast <8 x i64> %4632 to <16 x float>
  %4636 = select <16 x i1> %4633, <16 x float> %4635, <16 x float> %4634
  br label %4640

4637:                                             ; preds = %4621
  %4638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4584, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4639 = fadd <16 x float> %4622, %4638
  br label %4640

4640:                                             ; preds = %4623, %4630, %4637, %4621, %4602, %4580
  %4641 = phi <16 x float> [ %4622, %4621 ], [ %4581, %4580 ], [ %4603, %4602 ], [ %4639, %4637 ], [ %4636, %4630 ], [ %4629, %4623 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4641, ptr align 1 %4582, <16 x i1> %1416)
  br i1 %1619, label %4647, label %4642

4642:                                             ; preds = %4640
  %4643 = load float, ptr %1570, align 4
  %4644 = insertelement <16 x float> poison, float %4643, i64 0
  %4645 = shufflevector <16 x float> %4644, <16 x float> poison, <16 x i32> zeroinitializer
  %4646 = fadd <16 x float> %4055, %4645
  br label %4647

4647:                                             ; preds = %4642, %4640
  %4648 = phi <16 x float> [ %4646, %4642 ], [ %4055, %4640 ]
  %4649 = getelementptr inbounds float, ptr %2937, i64 %1454
  %4650 = getelementptr inbounds float, ptr %2939, i64 %1454
  %4651 = select i1 %4057, ptr null, ptr %4650
  switch i64 %1404, label %534 [
    i64 1, label %4666
    i64 2, label %4659
    i64 3, label %4652
    i64 0, label %4707
  ]

4652:                                             ; preds = %4647
  %4653 = bitcast <16 x float> %4648 to <8 x i64>
  %4654 = and <8 x i64> %4653, %1168
  %4655 = fcmp oeq <16 x float> %4648, %44
  %4656 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4648, i32 4)
  %4657 = bitcast <8 x i64> %4654 to <16 x float>
  %4658 = select <16 x i1> %4655, <16 x float> %4657, <16 x float> %4656
  br label %4669

4659:                                             ; preds = %4647
  %4660 = bitcast <16 x float> %4648 to <8 x i64>
  %4661 = or <8 x i64> %4660, %1169
  %4662 = fcmp oeq <16 x float> %4648, %47
  %4663 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4648, i32 4)
  %4664 = bitcast <8 x i64> %4661 to <16 x float>
  %4665 = select <16 x i1> %4662, <16 x float> %4664, <16 x float> %4663
  br label %4669

4666:                                             ; preds = %4647
  %4667 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4651, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4668 = fadd <16 x float> %4648, %4667
  br label %4669

4669:                                             ; preds = %4666, %4659, %4652
  %4670 = phi <16 x float> [ %4668, %4666 ], [ %4665, %4659 ], [ %4658, %4652 ]
  switch i64 %1456, label %534 [
    i64 1, label %4685
    i64 2, label %4678
    i64 3, label %4671
    i64 0, label %4707
  ]

4671:                                             ; preds = %4669
  %4672 = bitcast <16 x float> %4670 to <8 x i64>
  %4673 = and <8 x i64> %4672, %1168
  %4674 = fcmp oeq <16 x float> %4670, %44
  %4675 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4670, i32 4)
  %4676 = bitcast <8 x i64> %4673 to <16 x float>
  %4677 = select <16 x i1> %4674, <16 x float> %4676, <16 x float> %4675
  br label %4688

4678:                                             ; preds = %4669
  %4679 = bitcast <16 x float> %4670 to <8 x i64>
  %4680 = or <8 x i64> %4679, %1169
  %4681 = fcmp oeq <16 x float> %4670, %47
  %4682 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4670, i32 4)
  %4683 = bitcast <8 x i64> %4680 to <16 x float>
  %4684 = select <16 x i1> %4681, <16 x float> %4683, <16 x float> %4682
  br label %4688

4685:                                             ; preds = %4669
  %4686 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4651, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4687 = fadd <16 x float> %4670, %4686
  br label %4688

4688:                                             ; preds = %4685, %4678, %4671
  %4689 = phi <16 x float> [ %4687, %4685 ], [ %4684, %4678 ], [ %4677, %4671 ]
  switch i64 %1458, label %534 [
    i64 1, label %4704
    i64 2, label %4697
    i64 3, label %4690
    i64 0, label %4707
  ]

4690:                                             ; preds = %4688
  %4691 = bitcast <16 x float> %4689 to <8 x i64>
  %4692 = and <8 x i64> %4691, %1168
  %4693 = fcmp oeq <16 x float> %4689, %44
  %4694 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4689, i32 4)
  %4695 = bitcast <8 x i64> %4692 to <16 x float>
  %4696 = select <16 x i1> %4693, <16 x float> %4695, <16 x float> %4694
  br label %4707

4697:                                             ; preds = %4688
  %4698 = bitcast <16 x float> %4689 to <8 x i64>
  %4699 = or <8 x i64> %4698, %1169
  %4700 = fcmp oeq <16 x float> %4689, %47
  %4701 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4689, i32 4)
  %4702 = bitcast <8 x i64> %4699 to <16 x float>
  %4703 = select <16 x i1> %4700, <16 x float> %4702, <16 x float> %4701
  br label %4707

4704:                                             ; preds = %4688
  %4705 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4651, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4706 = fadd <16 x float> %4689, %4705
  br label %4707

4707:                                             ; preds = %4690, %4697, %4704, %4688, %4669, %4647
  %4708 = phi <16 x float> [ %4689, %4688 ], [ %4648, %4647 ], [ %4670, %4669 ], [ %4706, %4704 ], [ %4703, %4697 ], [ %4696, %4690 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4708, ptr align 1 %4649, <16 x i1> %1428)
  br i1 %1619, label %4714, label %4709

4709:                                             ; preds = %4707
  %4710 = load float, ptr %1570, align 4
  %4711 = insertelement <16 x float> poison, float %4710, i64 0
  %4712 = shufflevector <16 x float> %4711, <16 x float> poison, <16 x i32> zeroinitializer
  %4713 = fadd <16 x float> %4056, %4712
  br label %4714

4714:                                             ; preds = %4709, %4707
  %4715 = phi <16 x float> [ %4713, %4709 ], [ %4056, %4707 ]
  %4716 = getelementptr inbounds float, ptr %2937, i64 %1459
  %4717 = getelementptr inbounds float, ptr %2939, i64 %1459
  %4718 = select i1 %4057, ptr null, ptr %4717
  switch i64 %1404, label %534 [
    i64 1, label %4733
    i64 2, label %4726
    i64 3, label %4719
    i64 0, label %4774
  ]

4719:                                             ; preds = %4714
  %4720 = bitcast <16 x float> %4715 to <8 x i64>
  %4721 = and <8 x i64> %4720, %1168
  %4722 = fcmp oeq <16 x float> %4715, %44
  %4723 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4715, i32 4)
  %4724 = bitcast <8 x i64> %4721 to <16 x float>
  %4725 = select <16 x i1> %4722, <16 x float> %4724, <16 x float> %4723
  br label %4736

4726:                                             ; preds = %4714
  %4727 = bitcast <16 x float> %4715 to <8 x i64>
  %4728 = or <8 x i64> %4727, %1169
  %4729 = fcmp oeq <16 x float> %4715, %47
  %4730 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4715, i32 4)
  %4731 = bitcast <8 x i64> %4728 to <16 x float>
  %4732 = select <16 x i1> %4729, <16 x float> %4731, <16 x float> %4730
  br label %4736

4733:                                             ; preds = %4714
  %4734 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4718, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4735 = fadd <16 x float> %4715, %4734
  br label %4736

4736:                                             ; preds = %4733, %4726, %4719
  %4737 = phi <16 x float> [ %4735, %4733 ], [ %4732, %4726 ], [ %4725, %4719 ]
  switch i64 %1461, label %534 [
    i64 1, label %4752
    i64 2, label %4745
    i64 3, label %4738
    i64 0, label %4774
  ]

4738:                                             ; preds = %4736
  %4739 = bitcast <16 x float> %4737 to <8 x i64>
  %4740 = and <8 x i64> %4739, %1168
  %4741 = fcmp oeq <16 x float> %4737, %44
  %4742 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4737, i32 4)
  %4743 = bitcast <8 x i64> %4740 to <16 x float>
  %4744 = select <16 x i1> %4741, <16 x float> %4743, <16 x float> %4742
  br label %4755

4745:                                             ; preds = %4736
  %4746 = bitcast <16 x float> %4737 to <8 x i64>
  %4747 = or <8 x i64> %4746, %1169
  %4748 = fcmp oeq <16 x float> %4737, %47
  %4749 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4737, i32 4)
  %4750 = bitcast <8 x i64> %4747 to <16 x float>
  %4751 = select <16 x i1> %4748, <16 x float> %4750, <16 x float> %4749
  br label %4755

4752:                                             ; preds = %4736
  %4753 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4718, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4754 = fadd <16 x float> %4737, %4753
  br label %4755

4755:                                             ; preds = %4752, %4745, %4738
  %4756 = phi <16 x float> [ %4754, %4752 ], [ %4751, %4745 ], [ %4744, %4738 ]
  switch i64 %1463, label %534 [
    i64 1, label %4771
    i64 2, label %4764
    i64 3, label %4757
    i64 0, label %4774
  ]

4757:                                             ; preds = %4755
  %4758 = bitcast <16 x float> %4756 to <8 x i64>
  %4759 = and <8 x i64> %4758, %1168
  %4760 = fcmp oeq <16 x float> %4756, %44
  %4761 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4756, i32 4)
  %4762 = bitcast <8 x i64> %4759 to <16 x float>
  %4763 = select <16 x i1> %4760, <16 x float> %4762, <16 x float> %4761
  br label %4774

4764:                                             ; preds = %4755
  %4765 = bitcast <16 x float> %4756 to <8 x i64>
  %4766 = or <8 x i64> %4765, %1169
  %4767 = fcmp oeq <16 x float> %4756, %47
  %4768 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4756, i32 4)
  %4769 = bitcast <8 x i64> %4766 to <16 x float>
  %4770 = select <16 x i1> %4767, <16 x float> %4769, <16 x float> %4768
  br label %4774

4771:                                             ; preds = %4755
  %4772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4718, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4773 = fadd <16 x float> %4756, %4772
  br label %4774

4774:                                             ; preds = %4757, %4764, %4771, %4755, %4736, %4714
  %4775 = phi <16 x float> [ %4756, %4755 ], [ %4715, %4714 ], [ %4737, %4736 ], [ %4773, %4771 ], [ %4770, %4764 ], [ %4763, %4757 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4775, ptr align 1 %4716, <16 x i1> %1440)
  br label %8455

4776:                                             ; preds = %2945, %8452
  %4777 = phi i64 [ 0, %2945 ], [ %8453, %8452 ]
  %4778 = sub nsw i64 %1062, %4777
  %4779 = icmp sgt i64 %4778, 7
  %4780 = trunc i64 %4778 to i32
  %4781 = select i1 %4779, i32 8, i32 %4780
  switch i32 %4781, label %8452 [
    i32 1, label %4782
    i32 2, label %4923
    i32 3, label %5176
    i32 4, label %5541
    i32 5, label %6018
    i32 6, label %6607
    i32 7, label %7144
    i32 8, label %7759
  ]

4782:                                             ; preds = %4776
  %4783 = shl nsw i64 %4777, 4
  br i1 %1166, label %4786, label %4784

4784:                                             ; preds = %4782
  %4785 = sub nsw i64 %9, %4783
  br label %4791

4786:                                             ; preds = %4782
  %4787 = sub i64 %4783, %17
  %4788 = mul nsw i64 %4777, %11
  %4789 = getelementptr i16, ptr %1151, i64 %4788
  %4790 = sub nsw i64 %9, %4783
  br label %4804

4791:                                             ; preds = %4819, %4784
  %4792 = phi i64 [ %4785, %4784 ], [ %4790, %4819 ]
  %4793 = phi <16 x float> [ zeroinitializer, %4784 ], [ %4820, %4819 ]
  %4794 = icmp sgt i64 %4792, 15
  %4795 = trunc i64 %4792 to i32
  %4796 = shl nsw i32 -1, %4795
  %4797 = trunc i32 %4796 to i16
  %4798 = xor i16 %4797, -1
  %4799 = select i1 %4794, i16 -1, i16 %4798
  %4800 = getelementptr inbounds nuw float, ptr %2937, i64 %4783
  %4801 = getelementptr inbounds nuw float, ptr %2939, i64 %4783
  %4802 = select i1 %2946, ptr null, ptr %4801
  %4803 = bitcast i16 %4799 to <16 x i1>
  br i1 %1619, label %4864, label %4859

4804:                                             ; preds = %4786, %4819
  %4805 = phi <16 x float> [ zeroinitializer, %4786 ], [ %4820, %4819 ]
  %4806 = phi i64 [ 0, %4786 ], [ %4821, %4819 ]
  %4807 = mul nsw i64 %4806, %14
  %4808 = sub i64 %4807, %16
  %4809 = add i64 %4808, %2954
  %4810 = icmp slt i64 %4809, 0
  %4811 = icmp sge i64 %4809, %6
  %4812 = or i1 %4810, %4811
  %4813 = select i1 %4812, i64 0, i64 %4809
  %4814 = mul nsw i64 %4813, %7
  %4815 = getelementptr inbounds float, ptr %1567, i64 %4814
  br i1 %1167, label %4816, label %4819

4816:                                             ; preds = %4804
  %4817 = mul nuw nsw i64 %4806, %11
  %4818 = getelementptr inbounds nuw float, ptr %1569, i64 %4817
  br label %4823

4819:                                             ; preds = %4850, %4804
  %4820 = phi <16 x float> [ %4805, %4804 ], [ %4856, %4850 ]
  %4821 = add nuw nsw i64 %4806, 1
  %4822 = icmp eq i64 %4821, %10
  br i1 %4822, label %4791, label %4804

4823:                                             ; preds = %4816, %4850
  %4824 = phi <16 x float> [ %4805, %4816 ], [ %4856, %4850 ]
  %4825 = phi i64 [ 0, %4816 ], [ %4857, %4850 ]
  %4826 = getelementptr inbounds nuw float, ptr %4818, i64 %4825
  %4827 = load float, ptr %4826, align 4
  %4828 = insertelement <16 x float> poison, float %4827, i64 0
  %4829 = shufflevector <16 x float> %4828, <16 x float> poison, <16 x i32> zeroinitializer
  %4830 = mul nsw i64 %4825, %15
  %4831 = add i64 %4787, %4830
  %4832 = icmp slt i64 %4831, 0
  %4833 = sub nsw i64 0, %4831
  %4834 = select i1 %4832, i64 %4833, i64 0
  %4835 = sub nsw i64 %7, %4831
  %4836 = call i64 @llvm.smin.i64(i64 %4835, i64 %4790)
  %4837 = call i64 @llvm.smin.i64(i64 %4836, i64 16)
  %4838 = icmp sgt i64 %4837, %4834
  %4839 = trunc i64 %4837 to i32
  %4840 = shl nsw i32 -1, %4839
  %4841 = xor i32 %4840, -1
  %4842 = trunc i64 %4834 to i32
  %4843 = shl nsw i32 -1, %4842
  %4844 = and i32 %4843, %4841
  %4845 = trunc i32 %4844 to i16
  %4846 = select i1 %4838, i16 %4845, i16 0
  br i1 %1176, label %4850, label %4847

4847:                                             ; preds = %4823
  %4848 = getelementptr i16, ptr %4789, i64 %4825
  %4849 = load i16, ptr %4848, align 2
  br label %4850

4850:                                             ; preds = %4823, %4847
  %4851 = phi i16 [ %4849, %4847 ], [ %4846, %4823 ]
  %4852 = select i1 %4812, i16 0, i16 %4851
  %4853 = getelementptr inbounds float, ptr %4815, i64 %4831
  %4854 = bitcast i16 %4852 to <16 x i1>
  %4855 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4853, <16 x i1> %4854, <16 x float> zeroinitializer)
  %4856 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4855, <16 x float> %4829, <16 x float> %4824)
  %4857 = add nuw nsw i64 %4825, 1
  %4858 = icmp eq i64 %4857, %11
  br i1 %4858, label %4819, label %4823

4859:                                             ; preds = %4791
  %4860 = load float, ptr %1570, align 4
  %4861 = insertelement <16 x float> poison, float %4860, i64 0
  %4862 = shufflevector <16 x float> %4861, <16 x float> poison, <16 x i32> zeroinitializer
  %4863 = fadd <16 x float> %4793, %4862
  br label %4864

4864:                                             ; preds = %4859, %4791
  %4865 = phi <16 x float> [ %4863, %4859 ], [ %4793, %4791 ]
  switch i64 %1394, label %534 [
    i64 1, label %4866
    i64 2, label %4869
    i64 3, label %4876
    i64 0, label %4921
  ]

4866:                                             ; preds = %4864
  %4867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4802, <16 x i1> %4803, <16 x float> zeroinitializer)
  %4868 = fadd <16 x float> %4865, %4867
  br label %4883

4869:                                             ; preds = %4864
  %4870 = bitcast <16 x float> %4865 to <8 x i64>
  %4871 = or <8 x i64> %4870, %1169
  %4872 = fcmp oeq <16 x float> %4865, %47
  %4873 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4865, i32 4)
  %4874 = bitcast <8 x i64> %4871 to <16 x float>
  %4875 = select <16 x i1> %4872, <16 x float> %4874, <16 x float> %4873
  br label %4883

4876:                                             ; preds = %4864
  %4877 = bitcast <16 x float> %4865 to <8 x i64>
  %4878 = and <8 x i64> %4877, %1168
  %4879 = fcmp oeq <16 x float> %4865, %44
  %4880 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4865, i32 4)
  %4881 = bitcast <8 x i64> %4878 to <16 x float>
  %4882 = select <16 x i1> %4879, <16 x float> %4881, <16 x float> %4880
  br label %4883

4883:                                             ; preds = %4876, %4869, %4866
  %4884 = phi <16 x float> [ %4868, %4866 ], [ %4875, %4869 ], [ %4882, %4876 ]
  switch i64 %1396, label %534 [
    i64 1, label %4899
    i64 2, label %4892
    i64 3, label %4885
    i64 0, label %4921
  ]

4885:                                             ; preds = %4883
  %4886 = bitcast <16 x float> %4884 to <8 x i64>
  %4887 = and <8 x i64> %4886, %1168
  %4888 = fcmp oeq <16 x float> %4884, %44
  %4889 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4884, i32 4)
  %4890 = bitcast <8 x i64> %4887 to <16 x float>
  %4891 = select <16 x i1> %4888, <16 x float> %4890, <16 x float> %4889
  br label %4902

4892:                                             ; preds = %4883
  %4893 = bitcast <16 x float> %4884 to <8 x i64>
  %4894 = or <8 x i64> %4893, %1169
  %4895 = fcmp oeq <16 x float> %4884, %47
  %4896 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4884, i32 4)
  %4897 = bitcast <8 x i64> %4894 to <16 x float>
  %4898 = select <16 x i1> %4895, <16 x float> %4897, <16 x float> %4896
  br label %4902

4899:                                             ; preds = %4883
  %4900 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4802, <16 x i1> %4803, <16 x float> zeroinitializer)
  %4901 = fadd <16 x float> %4884, %4900
  br label %4902

4902:                                             ; preds = %4899, %4892, %4885
  %4903 = phi <16 x float> [ %4901, %4899 ], [ %4898, %4892 ], [ %4891, %4885 ]
  switch i64 %1398, label %534 [
    i64 1, label %4918
    i64 2, label %4911
    i64 3, label %4904
    i64 0, label %4921
  ]

4904:                                             ; preds = %4902
  %4905 = bitcast <16 x float> %4903 to <8 x i64>
  %4906 = and <8 x i64> %4905, %1168
  %4907 = fcmp oeq <16 x float> %4903, %44
  %4908 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4903, i32 4)
  %4909 = bitcast <8 x i64> %4906 to <16 x float>
  %4910 = select <16 x i1> %4907, <16 x float> %4909, <16 x float> %4908
  br label %4921

4911:                                             ; preds = %4902
  %4912 = bitcast <16 x float> %4903 to <8 x i64>
  %4913 = or <8 x i64> %4912, %1169
  %4914 = fcmp oeq <16 x float> %4903, %47
  %4915 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4903, i32 4)
  %4916 = bitcast <8 x i64> %4913 to <16 x float>
  %4917 = select <16 x i1> %4914, <16 x float> %4916, <16 x float> %4915
  br label %4921

4918:                                             ; preds = %4902
  %4919 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4802, <16 x i1> %4803, <16 x float> zeroinitializer)
  %4920 = fadd <16 x float> %4903, %4919
  br label %4921

4921:                                             ; preds = %4904, %4911, %4918, %4902, %4883, %4864
  %4922 = phi <16 x float> [ %4903, %4902 ], [ %4865, %4864 ], [ %4884, %4883 ], [ %4920, %4918 ], [ %4917, %4911 ], [ %4910, %4904 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4922, ptr align 1 %4800, <16 x i1> %4803)
  br label %8452

4923:                                             ; preds = %4776
  br i1 %1166, label %4924, label %5020

4924:                                             ; preds = %4923
  %4925 = shl nsw i64 %4777, 4
  %4926 = mul nuw nsw i64 %4777, %11
  %4927 = sub nsw i64 %9, %4925
  %4928 = or disjoint i64 %4777, 1
  %4929 = shl nsw i64 %4928, 4
  %4930 = mul nuw nsw i64 %4928, %11
  %4931 = sub nsw i64 %9, %4929
  br label %4932

4932:                                             ; preds = %4924, %4948
  %4933 = phi <16 x float> [ zeroinitializer, %4924 ], [ %4949, %4948 ]
  %4934 = phi <16 x float> [ zeroinitializer, %4924 ], [ %4950, %4948 ]
  %4935 = phi i64 [ 0, %4924 ], [ %4951, %4948 ]
  %4936 = mul nsw i64 %4935, %14
  %4937 = sub i64 %4936, %16
  %4938 = add i64 %4937, %2953
  %4939 = icmp slt i64 %4938, 0
  %4940 = icmp sge i64 %4938, %6
  %4941 = or i1 %4939, %4940
  %4942 = select i1 %4941, i64 0, i64 %4938
  %4943 = mul nsw i64 %4942, %7
  %4944 = getelementptr inbounds float, ptr %1567, i64 %4943
  br i1 %1167, label %4945, label %4948

4945:                                             ; preds = %4932
  %4946 = mul nuw nsw i64 %4935, %11
  %4947 = getelementptr inbounds nuw float, ptr %1569, i64 %4946
  br label %4953

4948:                                             ; preds = %5011, %4932
  %4949 = phi <16 x float> [ %4933, %4932 ], [ %4990, %5011 ]
  %4950 = phi <16 x float> [ %4934, %4932 ], [ %5017, %5011 ]
  %4951 = add nuw nsw i64 %4935, 1
  %4952 = icmp eq i64 %4951, %10
  br i1 %4952, label %5020, label %4932

4953:                                             ; preds = %4945, %5011
  %4954 = phi <16 x float> [ %4933, %4945 ], [ %4990, %5011 ]
  %4955 = phi <16 x float> [ %4934, %4945 ], [ %5017, %5011 ]
  %4956 = phi i64 [ 0, %4945 ], [ %5018, %5011 ]
  %4957 = getelementptr inbounds nuw float, ptr %4947, i64 %4956
  %4958 = load float, ptr %4957, align 4
  %4959 = insertelement <16 x float> poison, float %4958, i64 0
  %4960 = shufflevector <16 x float> %4959, <16 x float> poison, <16 x i32> zeroinitializer
  %4961 = mul nsw i64 %4956, %15
  %4962 = sub i64 %4961, %17
  %4963 = getelementptr i16, ptr %1151, i64 %4956
  %4964 = add i64 %4962, %4925
  br i1 %1176, label %4968, label %4965

4965:                                             ; preds = %4953
  %4966 = getelementptr i16, ptr %4963, i64 %4926
  %4967 = load i16, ptr %4966, align 2
  br label %4984

4968:                                             ; preds = %4953
  %4969 = icmp slt i64 %4964, 0
  %4970 = sub nsw i64 0, %4964
  %4971 = select i1 %4969, i64 %4970, i64 0
  %4972 = sub nsw i64 %7, %4964
  %4973 = call i64 @llvm.smin.i64(i64 %4972, i64 %4927)
  %4974 = call i64 @llvm.smin.i64(i64 %4973, i64 16)
  %4975 = icmp sgt i64 %4974, %4971
  %4976 = trunc i64 %4974 to i32
  %4977 = shl nsw i32 -1, %4976
  %4978 = xor i32 %4977, -1
  %4979 = trunc i64 %4971 to i32
  %4980 = shl nsw i32 -1, %4979
  %4981 = and i32 %4980, %4978
  %4982 = trunc i32 %4981 to i16
  %4983 = select i1 %4975, i16 %4982, i16 0
  br label %4984

4984:                                             ; preds = %4968, %4965
  %4985 = phi i16 [ %4967, %4965 ], [ %4983, %4968 ]
  %4986 = select i1 %4941, i16 0, i16 %4985
  %4987 = getelementptr inbounds float, ptr %4944, i64 %4964
  %4988 = bitcast i16 %4986 to <16 x i1>
  %4989 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4987, <16 x i1> %4988, <16 x float> zeroinitializer)
  %4990 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4989, <16 x float> %4960, <16 x float> %4954)
  %4991 = add i64 %4962, %4929
  br i1 %1176, label %4995, label %4992

4992:                                             ; preds = %4984
  %4993 = getelementptr i16, ptr %4963, i64 %4930
  %4994 = load i16, ptr %4993, align 2
  br label %5011

4995:                                             ; preds = %4984
  %4996 = icmp slt i64 %4991, 0
  %4997 = sub nsw i64 0, %4991
  %4998 = select i1 %4996, i64 %4997, i64 0
  %4999 = sub nsw i64 %7, %4991
  %5000 = call i64 @llvm.smin.i64(i64 %4999, i64 %4931)
  %5001 = call i64 @llvm.smin.i64(i64 %5000, i64 16)
  %5002 = icmp sgt i64 %5001, %4998
  %5003 = trunc i64 %5001 to i32
  %5004 = shl nsw i32 -1, %5003
  %5005 = xor i32 %5004, -1
  %5006 = trunc i64 %4998 to i32
  %5007 = shl nsw i32 -1, %5006
  %5008 = and i32 %5007, %5005
  %5009 = trunc i32 %5008 to i16
  %5010 = select i1 %5002, i16 %5009, i16 0
  br label %5011

5011:                                             ; preds = %4995, %4992
  %5012 = phi i16 [ %4994, %4992 ], [ %5010, %4995 ]
  %5013 = select i1 %4941, i16 0, i16 %5012
  %5014 = getelementptr inbounds float, ptr %4944, i64 %4991
  %5015 = bitcast i16 %5013 to <16 x i1>
  %5016 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5014, <16 x i1> %5015, <16 x float> zeroinitializer)
  %5017 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5016, <16 x float> %4960, <16 x float> %4955)
  %5018 = add nuw nsw i64 %4956, 1
  %5019 = icmp eq i64 %5018, %11
  br i1 %5019, label %4948, label %4953

5020:                                             ; preds = %4948, %4923
  %5021 = phi <16 x float> [ zeroinitializer, %4923 ], [ %4949, %4948 ]
  %5022 = phi <16 x float> [ zeroinitializer, %4923 ], [ %4950, %4948 ]
  %5023 = shl nsw i64 %4777, 4
  %5024 = sub nsw i64 %9, %5023
  %5025 = icmp sgt i64 %5024, 15
  %5026 = trunc i64 %5024 to i32
  %5027 = shl nsw i32 -1, %5026
  %5028 = trunc i32 %5027 to i16
  %5029 = xor i16 %5028, -1
  %5030 = select i1 %5025, i16 -1, i16 %5029
  br i1 %1619, label %5036, label %5031

5031:                                             ; preds = %5020
  %5032 = load float, ptr %1570, align 4
  %5033 = insertelement <16 x float> poison, float %5032, i64 0
  %5034 = shufflevector <16 x float> %5033, <16 x float> poison, <16 x i32> zeroinitializer
  %5035 = fadd <16 x float> %5021, %5034
  br label %5036

5036:                                             ; preds = %5031, %5020
  %5037 = phi <16 x float> [ %5035, %5031 ], [ %5021, %5020 ]
  %5038 = getelementptr inbounds nuw float, ptr %2937, i64 %5023
  %5039 = getelementptr inbounds nuw float, ptr %2939, i64 %5023
  %5040 = select i1 %2946, ptr null, ptr %5039
  %5041 = bitcast i16 %5030 to <16 x i1>
  switch i64 %1385, label %534 [
    i64 1, label %5042
    i64 2, label %5045
    i64 3, label %5052
    i64 0, label %5097
  ]

5042:                                             ; preds = %5036
  %5043 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5040, <16 x i1> %5041, <16 x float> zeroinitializer)
  %5044 = fadd <16 x float> %5037, %5043
  br label %5059

5045:                                             ; preds = %5036
  %5046 = bitcast <16 x float> %5037 to <8 x i64>
  %5047 = or <8 x i64> %5046, %1169
  %5048 = fcmp oeq <16 x float> %5037, %47
  %5049 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5037, i32 4)
  %5050 = bitcast <8 x i64> %5047 to <16 x float>
  %5051 = select <16 x i1> %5048, <16 x float> %5050, <16 x float> %5049
  br label %5059

5052:                                             ; preds = %5036
  %5053 = bitcast <16 x float> %5037 to <8 x i64>
  %5054 = and <8 x i64> %5053, %1168
  %5055 = fcmp oeq <16 x float> %5037, %44
  %5056 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5037, i32 4)
  %5057 = bitcast <8 x i64> %5054 to <16 x float>
  %5058 = select <16 x i1> %5055, <16 x float> %5057, <16 x float> %5056
  br label %5059

5059:                                             ; preds = %5052, %5045, %5042
  %5060 = phi <16 x float> [ %5044, %5042 ], [ %5051, %5045 ], [ %5058, %5052 ]
  switch i64 %1387, label %534 [
    i64 1, label %5075
    i64 2, label %5068
    i64 3, label %5061
    i64 0, label %5097
  ]

5061:                                             ; preds = %5059
  %5062 = bitcast <16 x float> %5060 to <8 x i64>
  %5063 = and <8 x i64> %5062, %1168
  %5064 = fcmp oeq <16 x float> %5060, %44
  %5065 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5060, i32 4)
  %5066 = bitcast <8 x i64> %5063 to <16 x float>
  %5067 = select <16 x i1> %5064, <16 x float> %5066, <16 x float> %5065
  br label %5078

5068:                                             ; preds = %5059
  %5069 = bitcast <16 x float> %5060 to <8 x i64>
  %5070 = or <8 x i64> %5069, %1169
  %5071 = fcmp oeq <16 x float> %5060, %47
  %5072 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5060, i32 4)
  %5073 = bitcast <8 x i64> %5070 to <16 x float>
  %5074 = select <16 x i1> %5071, <16 x float> %5073, <16 x float> %5072
  br label %5078

5075:                                             ; preds = %5059
  %5076 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5040, <16 x i1> %5041, <16 x float> zeroinitializer)
  %5077 = fadd <16 x float> %5060, %5076
  br label %5078

5078:                                             ; preds = %5075, %5068, %5061
  %5079 = phi <16 x float> [ %5077, %5075 ], [ %5074, %5068 ], [ %5067, %5061 ]
  switch i64 %1389, label %534 [
    i64 1, label %5094
    i64 2, label %5087
    i64 3, label %5080
    i64 0, label %5097
  ]

5080:                                             ; preds = %5078
  %5081 = bitcast <16 x float> %5079 to <8 x i64>
  %5082 = and <8 x i64> %5081, %1168
  %5083 = fcmp oeq <16 x float> %5079, %44
  %5084 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5079, i32 4)
  %5085 = bitcast <8 x i64> %5082 to <16 x float>
  %5086 = select <16 x i1> %5083, <16 x float> %5085, <16 x float> %5084
  br label %5097

5087:                                             ; preds = %5078
  %5088 = bitcast <16 x float> %5079 to <8 x i64>
  %5089 = or <8 x i64> %5088, %1169
  %5090 = fcmp oeq <16 x float> %5079, %47
  %5091 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5079, i32 4)
  %5092 = bitcast <8 x i64> %5089 to <16 x float>
  %5093 = select <16 x i1> %5090, <16 x float> %5092, <16 x float> %5091
  br label %5097

5094:                                             ; preds = %5078
  %5095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5040, <16 x i1> %5041, <16 x float> zeroinitializer)
  %5096 = fadd <16 x float> %5079, %5095
  br label %5097

5097:                                             ; preds = %5080, %5087, %5094, %5078, %5059, %5036
  %5098 = phi <16 x float> [ %5079, %5078 ], [ %5037, %5036 ], [ %5060, %5059 ], [ %5096, %5094 ], [ %5093, %5087 ], [ %5086, %5080 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5098, ptr align 1 %5038, <16 x i1> %5041)
  %5099 = shl i64 %4777, 4
  %5100 = or disjoint i64 %5099, 16
  %5101 = sub nsw i64 %9, %5100
  %5102 = icmp sgt i64 %5101, 15
  %5103 = trunc i64 %5101 to i32
  %5104 = shl nsw i32 -1, %5103
  %5105 = trunc i32 %5104 to i16
  %5106 = xor i16 %5105, -1
  %5107 = select i1 %5102, i16 -1, i16 %5106
  br i1 %1619, label %5113, label %5108

5108:                                             ; preds = %5097
  %5109 = load float, ptr %1570, align 4
  %5110 = insertelement <16 x float> poison, float %5109, i64 0
  %5111 = shufflevector <16 x float> %5110, <16 x float> poison, <16 x i32> zeroinitializer
  %5112 = fadd <16 x float> %5022, %5111
  br label %5113

5113:                                             ; preds = %5108, %5097
  %5114 = phi <16 x float> [ %5112, %5108 ], [ %5022, %5097 ]
  %5115 = getelementptr inbounds nuw float, ptr %2937, i64 %5100
  %5116 = getelementptr inbounds nuw float, ptr %2939, i64 %5100
  %5117 = select i1 %2946, ptr null, ptr %5116
  %5118 = bitcast i16 %5107 to <16 x i1>
  switch i64 %1385, label %534 [
    i64 1, label %5133
    i64 2, label %5126
    i64 3, label %5119
    i64 0, label %5174
  ]

5119:                                             ; preds = %5113
  %5120 = bitcast <16 x float> %5114 to <8 x i64>
  %5121 = and <8 x i64> %5120, %1168
  %5122 = fcmp oeq <16 x float> %5114, %44
  %5123 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5114, i32 4)
  %5124 = bitcast <8 x i64> %5121 to <16 x float>
  %5125 = select <16 x i1> %5122, <16 x float> %5124, <16 x float> %5123
  br label %5136

5126:                                             ; preds = %5113
  %5127 = bitcast <16 x float> %5114 to <8 x i64>
  %5128 = or <8 x i64> %5127, %1169
  %5129 = fcmp oeq <16 x float> %5114, %47
  %5130 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5114, i32 4)
  %5131 = bitcast <8 x i64> %5128 to <16 x float>
  %5132 = select <16 x i1> %5129, <16 x float> %5131, <16 x float> %5130
  br label %5136

5133:                                             ; preds = %5113
  %5134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5117, <16 x i1> %5118, <16 x float> zeroinitializer)
  %5135 = fadd <16 x float> %5114, %5134
  br label %5136

5136:                                             ; preds = %5133, %5126, %5119
  %5137 = phi <16 x float> [ %5135, %5133 ], [ %5132, %5126 ], [ %5125, %5119 ]
  switch i64 %1391, label %534 [
    i64 1, label %5152
    i64 2, label %5145
    i64 3, label %5138
    i64 0, label %5174
  ]

5138:                                             ; preds = %5136
  %5139 = bitcast <16 x float> %5137 to <8 x i64>
  %5140 = and <8 x i64> %5139, %1168
  %5141 = fcmp oeq <16 x float> %5137, %44
  %5142 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5137, i32 4)
  %5143 = bitcast <8 x i64> %5140 to <16 x float>
  %5144 = select <16 x i1> %5141, <16 x float> %5143, <16 x float> %5142
  br label %5155

5145:                                             ; preds = %5136
  %5146 = bitcast <16 x float> %5137 to <8 x i64>
  %5147 = or <8 x i64> %5146, %1169
  %5148 = fcmp oeq <16 x float> %5137, %47
  %5149 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5137, i32 4)
  %5150 = bitcast <8 x i64> %5147 to <16 x float>
  %5151 = select <16 x i1> %5148, <16 x float> %5150, <16 x float> %5149
  br label %5155

5152:                                             ; preds = %5136
  %5153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5117, <16 x i1> %5118, <16 x float> zeroinitializer)
  %5154 = fadd <16 x float> %5137, %5153
  br label %5155

5155:                                             ; preds = %5152, %5145, %5138
  %5156 = phi <16 x float> [ %5154, %5152 ], [ %5151, %5145 ], [ %5144, %5138 ]
  switch i64 %1393, label %534 [
    i64 1, label %5171
    i64 2, label %5164
    i64 3, label %5157
    i64 0, label %5174
  ]

5157:                                             ; preds = %5155
  %5158 = bitcast <16 x float> %5156 to <8 x i64>
  %5159 = and <8 x i64> %5158, %1168
  %5160 = fcmp oeq <16 x float> %5156, %44
  %5161 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5156, i32 4)
  %5162 = bitcast <8 x i64> %5159 to <16 x float>
  %5163 = select <16 x i1> %5160, <16 x float> %5162, <16 x float> %5161
  br label %5174

5164:                                             ; preds = %5155
  %5165 = bitcast <16 x float> %5156 to <8 x i64>
  %5166 = or <8 x i64> %5165, %1169
  %5167 = fcmp oeq <16 x float> %5156, %47
  %5168 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5156, i32 4)
  %5169 = bitcast <8 x i64> %5166 to <16 x float>
  %5170 = select <16 x i1> %5167, <16 x float> %5169, <16 x float> %5168
  br label %5174

5171:                                             ; preds = %5155
  %5172 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5117, <16 x i1> %5118, <16 x float> zeroinitializer)
  %5173 = fadd <16 x float> %5156, %5172
  br label %5174

5174:                                             ; preds = %5157, %5164, %5171, %5155, %5136, %5113
  %5175 = phi <16 x float> [ %5156, %5155 ], [ %5114, %5113 ], [ %5137, %5136 ], [ %5173, %5171 ], [ %5170, %5164 ], [ %5163, %5157 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5175, ptr nonnull align 1 %5115, <16 x i1> %5118)
  br label %8452

5176:                                             ; preds = %4776
  br i1 %1166, label %5177, label %5307

5177:                                             ; preds = %5176
  %5178 = shl nsw i64 %4777, 4
  %5179 = mul nuw nsw i64 %4777, %11
  %5180 = sub nsw i64 %9, %5178
  %5181 = or disjoint i64 %4777, 1
  %5182 = shl nsw i64 %5181, 4
  %5183 = mul nuw nsw i64 %5181, %11
  %5184 = sub nsw i64 %9, %5182
  %5185 = or disjoint i64 %4777, 2
  %5186 = shl nsw i64 %5185, 4
  %5187 = mul nuw nsw i64 %5185, %11
  %5188 = sub nsw i64 %9, %5186
  br label %5189

5189:                                             ; preds = %5177, %5206
  %5190 = phi <16 x float> [ zeroinitializer, %5177 ], [ %5207, %5206 ]
  %5191 = phi <16 x float> [ zeroinitializer, %5177 ], [ %5208, %5206 ]
  %5192 = phi <16 x float> [ zeroinitializer, %5177 ], [ %5209, %5206 ]
  %5193 = phi i64 [ 0, %5177 ], [ %5210, %5206 ]
  %5194 = mul nsw i64 %5193, %14
  %5195 = sub i64 %5194, %16
  %5196 = add i64 %5195, %2952
  %5197 = icmp slt i64 %5196, 0
  %5198 = icmp sge i64 %5196, %6
  %5199 = or i1 %5197, %5198
  %5200 = select i1 %5199, i64 0, i64 %5196
  %5201 = mul nsw i64 %5200, %7
  %5202 = getelementptr inbounds float, ptr %1567, i64 %5201
  br i1 %1167, label %5203, label %5206

5203:                                             ; preds = %5189
  %5204 = mul nuw nsw i64 %5193, %11
  %5205 = getelementptr inbounds nuw float, ptr %1569, i64 %5204
  br label %5212

5206:                                             ; preds = %5298, %5189
  %5207 = phi <16 x float> [ %5190, %5189 ], [ %5250, %5298 ]
  %5208 = phi <16 x float> [ %5191, %5189 ], [ %5277, %5298 ]
  %5209 = phi <16 x float> [ %5192, %5189 ], [ %5304, %5298 ]
  %5210 = add nuw nsw i64 %5193, 1
  %5211 = icmp eq i64 %5210, %10
  br i1 %5211, label %5307, label %5189

5212:                                             ; preds = %5203, %5298
  %5213 = phi <16 x float> [ %5190, %5203 ], [ %5250, %5298 ]
  %5214 = phi <16 x float> [ %5191, %5203 ], [ %5277, %5298 ]
  %5215 = phi <16 x float> [ %5192, %5203 ], [ %5304, %5298 ]
  %5216 = phi i64 [ 0, %5203 ], [ %5305, %5298 ]
  %5217 = getelementptr inbounds nuw float, ptr %5205, i64 %5216
  %5218 = load float, ptr %5217, align 4
  %5219 = insertelement <16 x float> poison, float %5218, i64 0
  %5220 = shufflevector <16 x float> %5219, <16 x float> poison, <16 x i32> zeroinitializer
  %5221 = mul nsw i64 %5216, %15
  %5222 = sub i64 %5221, %17
  %5223 = getelementptr i16, ptr %1151, i64 %5216
  %5224 = add i64 %5222, %5178
  br i1 %1176, label %5228, label %5225

5225:                                             ; preds = %5212
  %5226 = getelementptr i16, ptr %5223, i64 %5179
  %5227 = load i16, ptr %5226, align 2
  br label %5244

5228:                                             ; preds = %5212
  %5229 = icmp slt i64 %5224, 0
  %5230 = sub nsw i64 0, %5224
  %5231 = select i1 %5229, i64 %5230, i64 0
  %5232 = sub nsw i64 %7, %5224
  %5233 = call i64 @llvm.smin.i64(i64 %5232, i64 %5180)
  %5234 = call i64 @llvm.smin.i64(i64 %5233, i64 16)
  %5235 = icmp sgt i64 %5234, %5231
  %5236 = trunc i64 %5234 to i32
  %5237 = shl nsw i32 -1, %5236
  %5238 = xor i32 %5237, -1
  %5239 = trunc i64 %5231 to i32
  %5240 = shl nsw i32 -1, %5239
  %5241 = and i32 %5240, %5238
  %5242 = trunc i32 %5241 to i16
  %5243 = select i1 %5235, i16 %5242, i16 0
  br label %5244

5244:                                             ; preds = %5228, %5225
  %5245 = phi i16 [ %5227, %5225 ], [ %5243, %5228 ]
  %5246 = select i1 %5199, i16 0, i16 %5245
  %5247 = getelementptr inbounds float, ptr %5202, i64 %5224
  %5248 = bitcast i16 %5246 to <16 x i1>
  %5249 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5247, <16 x i1> %5248, <16 x float> zeroinitializer)
  %5250 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5249, <16 x float> %5220, <16 x float> %5213)
  %5251 = add i64 %5222, %5182
  br i1 %1176, label %5255, label %5252

5252:                                             ; preds = %5244
  %5253 = getelementptr i16, ptr %5223, i64 %5183
  %5254 = load i16, ptr %5253, align 2
  br label %5271

5255:                                             ; preds = %5244
  %5256 = icmp slt i64 %5251, 0
  %5257 = sub nsw i64 0, %5251
  %5258 = select i1 %5256, i64 %5257, i64 0
  %5259 = sub nsw i64 %7, %5251
  %5260 = call i64 @llvm.smin.i64(i64 %5259, i64 %5184)
  %5261 = call i64 @llvm.smin.i64(i64 %5260, i64 16)
  %5262 = icmp sgt i64 %5261, %5258
  %5263 = trunc i64 %5261 to i32
  %5264 = shl nsw i32 -1, %5263
  %5265 = xor i32 %5264, -1
  %5266 = trunc i64 %5258 to i32
  %5267 = shl nsw i32 -1, %5266
  %5268 = and i32 %5267, %5265
  %5269 = trunc i32 %5268 to i16
  %5270 = select i1 %5262, i16 %5269, i16 0
  br label %5271

5271:                                             ; preds = %5255, %5252
  %5272 = phi i16 [ %5254, %5252 ], [ %5270, %5255 ]
  %5273 = select i1 %5199, i16 0, i16 %5272
  %5274 = getelementptr inbounds float, ptr %5202, i64 %5251
  %5275 = bitcast i16 %5273 to <16 x i1>
  %5276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5274, <16 x i1> %5275, <16 x float> zeroinitializer)
  %5277 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5276, <16 x float> %5220, <16 x float> %5214)
  %5278 = add i64 %5222, %5186
  br i1 %1176, label %5282, label %5279

5279:                                             ; preds = %5271
  %5280 = getelementptr i16, ptr %5223, i64 %5187
  %5281 = load i16, ptr %5280, align 2
  br label %5298

5282:                                             ; preds = %5271
  %5283 = icmp slt i64 %5278, 0
  %5284 = sub nsw i64 0, %5278
  %5285 = select i1 %5283, i64 %5284, i64 0
  %5286 = sub nsw i64 %7, %5278
  %5287 = call i64 @llvm.smin.i64(i64 %5286, i64 %5188)
  %5288 = call i64 @llvm.smin.i64(i64 %5287, i64 16)
  %5289 = icmp sgt i64 %5288, %5285
  %5290 = trunc i64 %5288 to i32
  %5291 = shl nsw i32 -1, %5290
  %5292 = xor i32 %5291, -1
  %5293 = trunc i64 %5285 to i32
  %5294 = shl nsw i32 -1, %5293
  %5295 = and i32 %5294, %5292
  %5296 = trunc i32 %5295 to i16
  %5297 = select i1 %5289, i16 %5296, i16 0
  br label %5298

5298:                                             ; preds = %5282, %5279
  %5299 = phi i16 [ %5281, %5279 ], [ %5297, %5282 ]
  %5300 = select i1 %5199, i16 0, i16 %5299
  %5301 = getelementptr inbounds float, ptr %5202, i64 %5278
  %5302 = bitcast i16 %5300 to <16 x i1>
  %5303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5301, <16 x i1> %5302, <16 x float> zeroinitializer)
  %5304 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5303, <16 x float> %5220, <16 x float> %5215)
  %5305 = add nuw nsw i64 %5216, 1
  %5306 = icmp eq i64 %5305, %11
  br i1 %5306, label %5206, label %5212

5307:                                             ; preds = %5206, %5176
  %5308 = phi <16 x float> [ zeroinitializer, %5176 ], [ %5207, %5206 ]
  %5309 = phi <16 x float> [ zeroinitializer, %5176 ], [ %5208, %5206 ]
  %5310 = phi <16 x float> [ zeroinitializer, %5176 ], [ %5209, %5206 ]
  %5311 = shl nsw i64 %4777, 4
  %5312 = sub nsw i64 %9, %5311
  %5313 = icmp sgt i64 %5312, 15
  %5314 = trunc i64 %5312 to i32
  %5315 = shl nsw i32 -1, %5314
  %5316 = trunc i32 %5315 to i16
  %5317 = xor i16 %5316, -1
  %5318 = select i1 %5313, i16 -1, i16 %5317
  br i1 %1619, label %5324, label %5319

5319:                                             ; preds = %5307
  %5320 = load float, ptr %1570, align 4
  %5321 = insertelement <16 x float> poison, float %5320, i64 0
  %5322 = shufflevector <16 x float> %5321, <16 x float> poison, <16 x i32> zeroinitializer
  %5323 = fadd <16 x float> %5308, %5322
  br label %5324

5324:                                             ; preds = %5319, %5307
  %5325 = phi <16 x float> [ %5323, %5319 ], [ %5308, %5307 ]
  %5326 = getelementptr inbounds nuw float, ptr %2937, i64 %5311
  %5327 = getelementptr inbounds nuw float, ptr %2939, i64 %5311
  %5328 = select i1 %2946, ptr null, ptr %5327
  %5329 = bitcast i16 %5318 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5330
    i64 2, label %5333
    i64 3, label %5340
    i64 0, label %5385
  ]

5330:                                             ; preds = %5324
  %5331 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5328, <16 x i1> %5329, <16 x float> zeroinitializer)
  %5332 = fadd <16 x float> %5325, %5331
  br label %5347

5333:                                             ; preds = %5324
  %5334 = bitcast <16 x float> %5325 to <8 x i64>
  %5335 = or <8 x i64> %5334, %1169
  %5336 = fcmp oeq <16 x float> %5325, %47
  %5337 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5325, i32 4)
  %5338 = bitcast <8 x i64> %5335 to <16 x float>
  %5339 = select <16 x i1> %5336, <16 x float> %5338, <16 x float> %5337
  br label %5347

5340:                                             ; preds = %5324
  %5341 = bitcast <16 x float> %5325 to <8 x i64>
  %5342 = and <8 x i64> %5341, %1168
  %5343 = fcmp oeq <16 x float> %5325, %44
  %5344 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5325, i32 4)
  %5345 = bitcast <8 x i64> %5342 to <16 x float>
  %5346 = select <16 x i1> %5343, <16 x float> %5345, <16 x float> %5344
  br label %5347

5347:                                             ; preds = %5340, %5333, %5330
  %5348 = phi <16 x float> [ %5332, %5330 ], [ %5339, %5333 ], [ %5346, %5340 ]
  switch i64 %1374, label %534 [
    i64 1, label %5363
    i64 2, label %5356
    i64 3, label %5349
    i64 0, label %5385
  ]

5349:                                             ; preds = %5347
  %5350 = bitcast <16 x float> %5348 to <8 x i64>
  %5351 = and <8 x i64> %5350, %1168
  %5352 = fcmp oeq <16 x float> %5348, %44
  %5353 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5348, i32 4)
  %5354 = bitcast <8 x i64> %5351 to <16 x float>
  %5355 = select <16 x i1> %5352, <16 x float> %5354, <16 x float> %5353
  br label %5366

5356:                                             ; preds = %5347
  %5357 = bitcast <16 x float> %5348 to <8 x i64>
  %5358 = or <8 x i64> %5357, %1169
  %5359 = fcmp oeq <16 x float> %5348, %47
  %5360 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5348, i32 4)
  %5361 = bitcast <8 x i64> %5358 to <16 x float>
  %5362 = select <16 x i1> %5359, <16 x float> %5361, <16 x float> %5360
  br label %5366

5363:                                             ; preds = %5347
  %5364 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5328, <16 x i1> %5329, <16 x float> zeroinitializer)
  %5365 = fadd <16 x float> %5348, %5364
  br label %5366

5366:                                             ; preds = %5363, %5356, %5349
  %5367 = phi <16 x float> [ %5365, %5363 ], [ %5362, %5356 ], [ %5355, %5349 ]
  switch i64 %1376, label %534 [
    i64 1, label %5382
    i64 2, label %5375
    i64 3, label %5368
    i64 0, label %5385
  ]

5368:                                             ; preds = %5366
  %5369 = bitcast <16 x float> %5367 to <8 x i64>
  %5370 = and <8 x i64> %5369, %1168
  %5371 = fcmp oeq <16 x float> %5367, %44
  %5372 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5367, i32 4)
  %5373 = bitcast <8 x i64> %5370 to <16 x float>
  %5374 = select <16 x i1> %5371, <16 x float> %5373, <16 x float> %5372
  br label %5385

5375:                                             ; preds = %5366
  %5376 = bitcast <16 x float> %5367 to <8 x i64>
  %5377 = or <8 x i64> %5376, %1169
  %5378 = fcmp oeq <16 x float> %5367, %47
  %5379 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5367, i32 4)
  %5380 = bitcast <8 x i64> %5377 to <16 x float>
  %5381 = select <16 x i1> %5378, <16 x float> %5380, <16 x float> %5379
  br label %5385

5382:                                             ; preds = %5366
  %5383 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5328, <16 x i1> %5329, <16 x float> zeroinitializer)
  %5384 = fadd <16 x float> %5367, %5383
  br label %5385

5385:                                             ; preds = %5368, %5375, %5382, %5366, %5347, %5324
  %5386 = phi <16 x float> [ %5367, %5366 ], [ %5325, %5324 ], [ %5348, %5347 ], [ %5384, %5382 ], [ %5381, %5375 ], [ %5374, %5368 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5386, ptr align 1 %5326, <16 x i1> %5329)
  %5387 = shl i64 %4777, 4
  %5388 = or disjoint i64 %5387, 16
  %5389 = sub nsw i64 %9, %5388
  %5390 = icmp sgt i64 %5389, 15
  %5391 = trunc i64 %5389 to i32
  %5392 = shl nsw i32 -1, %5391
  %5393 = trunc i32 %5392 to i16
  %5394 = xor i16 %5393, -1
  %5395 = select i1 %5390, i16 -1, i16 %5394
  br i1 %1619, label %5401, label %5396

5396:                                             ; preds = %5385
  %5397 = load float, ptr %1570, align 4
  %5398 = insertelement <16 x float> poison, float %5397, i64 0
  %5399 = shufflevector <16 x float> %5398, <16 x float> poison, <16 x i32> zeroinitializer
  %5400 = fadd <16 x float> %5309, %5399
  br label %5401

5401:                                             ; preds = %5396, %5385
  %5402 = phi <16 x float> [ %5400, %5396 ], [ %5309, %5385 ]
  %5403 = getelementptr inbounds nuw float, ptr %2937, i64 %5388
  %5404 = getelementptr inbounds nuw float, ptr %2939, i64 %5388
  %5405 = select i1 %2946, ptr null, ptr %5404
  %5406 = bitcast i16 %5395 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5421
    i64 2, label %5414
    i64 3, label %5407
    i64 0, label %5462
  ]

5407:                                             ; preds = %5401
  %5408 = bitcast <16 x float> %5402 to <8 x i64>
  %5409 = and <8 x i64> %5408, %1168
  %5410 = fcmp oeq <16 x float> %5402, %44
  %5411 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5402, i32 4)
  %5412 = bitcast <8 x i64> %5409 to <16 x float>
  %5413 = select <16 x i1> %5410, <16 x float> %5412, <16 x float> %5411
  br label %5424

5414:                                             ; preds = %5401
  %5415 = bitcast <16 x float> %5402 to <8 x i64>
  %5416 = or <8 x i64> %5415, %1169
  %5417 = fcmp oeq <16 x float> %5402, %47
  %5418 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5402, i32 4)
  %5419 = bitcast <8 x i64> %5416 to <16 x float>
  %5420 = select <16 x i1> %5417, <16 x float> %5419, <16 x float> %5418
  br label %5424

5421:                                             ; preds = %5401
  %5422 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5405, <16 x i1> %5406, <16 x float> zeroinitializer)
  %5423 = fadd <16 x float> %5402, %5422
  br label %5424

5424:                                             ; preds = %5421, %5414, %5407
  %5425 = phi <16 x float> [ %5423, %5421 ], [ %5420, %5414 ], [ %5413, %5407 ]
  switch i64 %1378, label %534 [
    i64 1, label %5440
    i64 2, label %5433
    i64 3, label %5426
    i64 0, label %5462
  ]

5426:                                             ; preds = %5424
  %5427 = bitcast <16 x float> %5425 to <8 x i64>
  %5428 = and <8 x i64> %5427, %1168
  %5429 = fcmp oeq <16 x float> %5425, %44
  %5430 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5425, i32 4)
  %5431 = bitcast <8 x i64> %5428 to <16 x float>
  %5432 = select <16 x i1> %5429, <16 x float> %5431, <16 x float> %5430
  br label %5443

5433:                                             ; preds = %5424
  %5434 = bitcast <16 x float> %5425 to <8 x i64>
  %5435 = or <8 x i64> %5434, %1169
  %5436 = fcmp oeq <16 x float> %5425, %47
  %5437 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5425, i32 4)
  %5438 = bitcast <8 x i64> %5435 to <16 x float>
  %5439 = select <16 x i1> %5436, <16 x float> %5438, <16 x float> %5437
  br label %5443

5440:                                             ; preds = %5424
  %5441 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5405, <16 x i1> %5406, <16 x float> zeroinitializer)
  %5442 = fadd <16 x float> %5425, %5441
  br label %5443

5443:                                             ; preds = %5440, %5433, %5426
  %5444 = phi <16 x float> [ %5442, %5440 ], [ %5439, %5433 ], [ %5432, %5426 ]
  switch i64 %1380, label %534 [
    i64 1, label %5459
    i64 2, label %5452
    i64 3, label %5445
    i64 0, label %5462
  ]

5445:                                             ; preds = %5443
  %5446 = bitcast <16 x float> %5444 to <8 x i64>
  %5447 = and <8 x i64> %5446, %1168
  %5448 = fcmp oeq <16 x float> %5444, %44
  %5449 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5444, i32 4)
  %5450 = bitcast <8 x i64> %5447 to <16 x float>
  %5451 = select <16 x i1> %5448, <16 x float> %5450, <16 x float> %5449
  br label %5462

5452:                                             ; preds = %5443
  %5453 = bitcast <16 x float> %5444 to <8 x i64>
  %5454 = or <8 x i64> %5453, %1169
  %5455 = fcmp oeq <16 x float> %5444, %47
  %5456 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5444, i32 4)
  %5457 = bitcast <8 x i64> %5454 to <16 x float>
  %5458 = select <16 x i1> %5455, <16 x float> %5457, <16 x float> %5456
  br label %5462

5459:                                             ; preds = %5443
  %5460 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5405, <16 x i1> %5406, <16 x float> zeroinitializer)
  %5461 = fadd <16 x float> %5444, %5460
  br label %5462

5462:                                             ; preds = %5445, %5452, %5459, %5443, %5424, %5401
  %5463 = phi <16 x float> [ %5444, %5443 ], [ %5402, %5401 ], [ %5425, %5424 ], [ %5461, %5459 ], [ %5458, %5452 ], [ %5451, %5445 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5463, ptr nonnull align 1 %5403, <16 x i1> %5406)
  %5464 = shl i64 %4777, 4
  %5465 = or disjoint i64 %5464, 32
  %5466 = sub nsw i64 %9, %5465
  %5467 = icmp sgt i64 %5466, 15
  %5468 = trunc i64 %5466 to i32
  %5469 = shl nsw i32 -1, %5468
  %5470 = trunc i32 %5469 to i16
  %5471 = xor i16 %5470, -1
  %5472 = select i1 %5467, i16 -1, i16 %5471
  br i1 %1619, label %5478, label %5473

5473:                                             ; preds = %5462
  %5474 = load float, ptr %1570, align 4
  %5475 = insertelement <16 x float> poison, float %5474, i64 0
  %5476 = shufflevector <16 x float> %5475, <16 x float> poison, <16 x i32> zeroinitializer
  %5477 = fadd <16 x float> %5310, %5476
  br label %5478

5478:                                             ; preds = %5473, %5462
  %5479 = phi <16 x float> [ %5477, %5473 ], [ %5310, %5462 ]
  %5480 = getelementptr inbounds nuw float, ptr %2937, i64 %5465
  %5481 = getelementptr inbounds nuw float, ptr %2939, i64 %5465
  %5482 = select i1 %2946, ptr null, ptr %5481
  %5483 = bitcast i16 %5472 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5498
    i64 2, label %5491
    i64 3, label %5484
    i64 0, label %5539
  ]

5484:                                             ; preds = %5478
  %5485 = bitcast <16 x float> %5479 to <8 x i64>
  %5486 = and <8 x i64> %5485, %1168
  %5487 = fcmp oeq <16 x float> %5479, %44
  %5488 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5479, i32 4)
  %5489 = bitcast <8 x i64> %5486 to <16 x float>
  %5490 = select <16 x i1> %5487, <16 x float> %5489, <16 x float> %5488
  br label %5501

5491:                                             ; preds = %5478
  %5492 = bitcast <16 x float> %5479 to <8 x i64>
  %5493 = or <8 x i64> %5492, %1169
  %5494 = fcmp oeq <16 x float> %5479, %47
  %5495 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5479, i32 4)
  %5496 = bitcast <8 x i64> %5493 to <16 x float>
  %5497 = select <16 x i1> %5494, <16 x float> %5496, <16 x float> %5495
  br label %5501

5498:                                             ; preds = %5478
  %5499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5482, <16 x i1> %5483, <16 x float> zeroinitializer)
  %5500 = fadd <16 x float> %5479, %5499
  br label %5501

5501:                                             ; preds = %5498, %5491, %5484
  %5502 = phi <16 x float> [ %5500, %5498 ], [ %5497, %5491 ], [ %5490, %5484 ]
  switch i64 %1382, label %534 [
    i64 1, label %5517
    i64 2, label %5510
    i64 3, label %5503
    i64 0, label %5539
  ]

5503:                                             ; preds = %5501
  %5504 = bitcast <16 x float> %5502 to <8 x i64>
  %5505 = and <8 x i64> %5504, %1168
  %5506 = fcmp oeq <16 x float> %5502, %44
  %5507 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5502, i32 4)
  %5508 = bitcast <8 x i64> %5505 to <16 x float>
  %5509 = select <16 x i1> %5506, <16 x float> %5508, <16 x float> %5507
  br label %5520

5510:                                             ; preds = %5501
  %5511 = bitcast <16 x float> %5502 to <8 x i64>
  %5512 = or <8 x i64> %5511, %1169
  %5513 = fcmp oeq <16 x float> %5502, %47
  %5514 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5502, i32 4)
  %5515 = bitcast <8 x i64> %5512 to <16 x float>
  %5516 = select <16 x i1> %5513, <16 x float> %5515, <16 x float> %5514
  br label %5520

5517:                                             ; preds = %5501
  %5518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5482, <16 x i1> %5483, <16 x float> zeroinitializer)
  %5519 = fadd <16 x float> %5502, %5518
  br label %5520

5520:                                             ; preds = %5517, %5510, %5503
  %5521 = phi <16 x float> [ %5519, %5517 ], [ %5516, %5510 ], [ %5509, %5503 ]
  switch i64 %1384, label %534 [
    i64 1, label %5536
    i64 2, label %5529
    i64 3, label %5522
    i64 0, label %5539
  ]

5522:                                             ; preds = %5520
  %5523 = bitcast <16 x float> %5521 to <8 x i64>
  %5524 = and <8 x i64> %5523, %1168
  %5525 = fcmp oeq <16 x float> %5521, %44
  %5526 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5521, i32 4)
  %5527 = bitcast <8 x i64> %5524 to <16 x float>
  %5528 = select <16 x i1> %5525, <16 x float> %5527, <16 x float> %5526
  br label %5539

5529:                                             ; preds = %5520
  %5530 = bitcast <16 x float> %5521 to <8 x i64>
  %5531 = or <8 x i64> %5530, %1169
  %5532 = fcmp oeq <16 x float> %5521, %47
  %5533 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5521, i32 4)
  %5534 = bitcast <8 x i64> %5531 to <16 x float>
  %5535 = select <16 x i1> %5532, <16 x float> %5534, <16 x float> %5533
  br label %5539

5536:                                             ; preds = %5520
  %5537 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5482, <16 x i1> %5483, <16 x float> zeroinitializer)
  %5538 = fadd <16 x float> %5521, %5537
  br label %5539

5539:                                             ; preds = %5522, %5529, %5536, %5520, %5501, %5478
  %5540 = phi <16 x float> [ %5521, %5520 ], [ %5479, %5478 ], [ %5502, %5501 ], [ %5538, %5536 ], [ %5535, %5529 ], [ %5528, %5522 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5540, ptr nonnull align 1 %5480, <16 x i1> %5483)
  br label %8452

5541:                                             ; preds = %4776
  br i1 %1166, label %5542, label %5706

5542:                                             ; preds = %5541
  %5543 = shl nsw i64 %4777, 4
  %5544 = mul nuw nsw i64 %4777, %11
  %5545 = sub nsw i64 %9, %5543
  %5546 = or disjoint i64 %4777, 1
  %5547 = shl nsw i64 %5546, 4
  %5548 = mul nuw nsw i64 %5546, %11
  %5549 = sub nsw i64 %9, %5547
  %5550 = or disjoint i64 %4777, 2
  %5551 = shl nsw i64 %5550, 4
  %5552 = mul nuw nsw i64 %5550, %11
  %5553 = sub nsw i64 %9, %5551
  %5554 = or disjoint i64 %4777, 3
  %5555 = shl nsw i64 %5554, 4
  %5556 = mul nuw nsw i64 %5554, %11
  %5557 = sub nsw i64 %9, %5555
  br label %5558

5558:                                             ; preds = %5542, %5576
  %5559 = phi <16 x float> [ zeroinitializer, %5542 ], [ %5577, %5576 ]
  %5560 = phi <16 x float> [ zeroinitializer, %5542 ], [ %5578, %5576 ]
  %5561 = phi <16 x float> [ zeroinitializer, %5542 ], [ %5579, %5576 ]
  %5562 = phi <16 x float> [ zeroinitializer, %5542 ], [ %5580, %5576 ]
  %5563 = phi i64 [ 0, %5542 ], [ %5581, %5576 ]
  %5564 = mul nsw i64 %5563, %14
  %5565 = sub i64 %5564, %16
  %5566 = add i64 %5565, %2951
  %5567 = icmp slt i64 %5566, 0
  %5568 = icmp sge i64 %5566, %6
  %5569 = or i1 %5567, %5568
  %5570 = select i1 %5569, i64 0, i64 %5566
  %5571 = mul nsw i64 %5570, %7
  %5572 = getelementptr inbounds float, ptr %1567, i64 %5571
  br i1 %1167, label %5573, label %5576

5573:                                             ; preds = %5558
  %5574 = mul nuw nsw i64 %5563, %11
  %5575 = getelementptr inbounds nuw float, ptr %1569, i64 %5574
  br label %5583

5576:                                             ; preds = %5697, %5558
  %5577 = phi <16 x float> [ %5559, %5558 ], [ %5622, %5697 ]
  %5578 = phi <16 x float> [ %5560, %5558 ], [ %5649, %5697 ]
  %5579 = phi <16 x float> [ %5561, %5558 ], [ %5676, %5697 ]
  %5580 = phi <16 x float> [ %5562, %5558 ], [ %5703, %5697 ]
  %5581 = add nuw nsw i64 %5563, 1
  %5582 = icmp eq i64 %5581, %10
  br i1 %5582, label %5706, label %5558

5583:                                             ; preds = %5573, %5697
  %5584 = phi <16 x float> [ %5559, %5573 ], [ %5622, %5697 ]
  %5585 = phi <16 x float> [ %5560, %5573 ], [ %5649, %5697 ]
  %5586 = phi <16 x float> [ %5561, %5573 ], [ %5676, %5697 ]
  %5587 = phi <16 x float> [ %5562, %5573 ], [ %5703, %5697 ]
  %5588 = phi i64 [ 0, %5573 ], [ %5704, %5697 ]
  %5589 = getelementptr inbounds nuw float, ptr %5575, i64 %5588
  %5590 = load float, ptr %5589, align 4
  %5591 = insertelement <16 x float> poison, float %5590, i64 0
  %5592 = shufflevector <16 x float> %5591, <16 x float> poison, <16 x i32> zeroinitializer
  %5593 = mul nsw i64 %5588, %15
  %5594 = sub i64 %5593, %17
  %5595 = getelementptr i16, ptr %1151, i64 %5588
  %5596 = add i64 %5594, %5543
  br i1 %1176, label %5600, label %5597

5597:                                             ; preds = %5583
  %5598 = getelementptr i16, ptr %5595, i64 %5544
  %5599 = load i16, ptr %5598, align 2
  br label %5616

5600:                                             ; preds = %5583
  %5601 = icmp slt i64 %5596, 0
  %5602 = sub nsw i64 0, %5596
  %5603 = select i1 %5601, i64 %5602, i64 0
  %5604 = sub nsw i64 %7, %5596
  %5605 = call i64 @llvm.smin.i64(i64 %5604, i64 %5545)
  %5606 = call i64 @llvm.smin.i64(i64 %5605, i64 16)
  %5607 = icmp sgt i64 %5606, %5603
  %5608 = trunc i64 %5606 to i32
  %5609 = shl nsw i32 -1, %5608
  %5610 = xor i32 %5609, -1
  %5611 = trunc i64 %5603 to i32
  %5612 = shl nsw i32 -1, %5611
  %5613 = and i32 %5612, %5610
  %5614 = trunc i32 %5613 to i16
  %5615 = select i1 %5607, i16 %5614, i16 0
  br label %5616

5616:                                             ; preds = %5600, %5597
  %5617 = phi i16 [ %5599, %5597 ], [ %5615, %5600 ]
  %5618 = select i1 %5569, i16 0, i16 %5617
  %5619 = getelementptr inbounds float, ptr %5572, i64 %5596
  %5620 = bitcast i16 %5618 to <16 x i1>
  %5621 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5619, <16 x i1> %5620, <16 x float> zeroinitializer)
  %5622 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5621, <16 x float> %5592, <16 x float> %5584)
  %5623 = add i64 %5594, %5547
  br i1 %1176, label %5627, label %5624

5624:                                             ; preds = %5616
  %5625 = getelementptr i16, ptr %5595, i64 %5548
  %5626 = load i16, ptr %5625, align 2
  br label %5643

5627:                                             ; preds = %5616
  %5628 = icmp slt i64 %5623, 0
  %5629 = sub nsw i64 0, %5623
  %5630 = select i1 %5628, i64 %5629, i64 0
  %5631 = sub nsw i64 %7, %5623
  %5632 = call i64 @llvm.smin.i64(i64 %5631, i64 %5549)
  %5633 = call i64 @llvm.smin.i64(i64 %5632, i64 16)
  %5634 = icmp sgt i64 %5633, %5630
  %5635 = trunc i64 %5633 to i32
  %5636 = shl nsw i32 -1, %5635
  %5637 = xor i32 %5636, -1
  %5638 = trunc i64 %5630 to i32
  %5639 = shl nsw i32 -1, %5638
  %5640 = and i32 %5639, %5637
  %5641 = trunc i32 %5640 to i16
  %5642 = select i1 %5634, i16 %5641, i16 0
  br label %5643

5643:                                             ; preds = %5627, %5624
  %5644 = phi i16 [ %5626, %5624 ], [ %5642, %5627 ]
  %5645 = select i1 %5569, i16 0, i16 %5644
  %5646 = getelementptr inbounds float, ptr %5572, i64 %5623
  %5647 = bitcast i16 %5645 to <16 x i1>
  %5648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5646, <16 x i1> %5647, <16 x float> zeroinitializer)
  %5649 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5648, <16 x float> %5592, <16 x float> %5585)
  %5650 = add i64 %5594, %5551
  br i1 %1176, label %5654, label %5651

5651:                                             ; preds = %5643
  %5652 = getelementptr i16, ptr %5595, i64 %5552
  %5653 = load i16, ptr %5652, align 2
  br label %5670

5654:                                             ; preds = %5643
  %5655 = icmp slt i64 %5650, 0
  %5656 = sub nsw i64 0, %5650
  %5657 = select i1 %5655, i64 %5656, i64 0
  %5658 = sub nsw i64 %7, %5650
  %5659 = call i64 @llvm.smin.i64(i64 %5658, i64 %5553)
  %5660 = call i64 @llvm.smin.i64(i64 %5659, i64 16)
  %5661 = icmp sgt i64 %5660, %5657
  %5662 = trunc i64 %5660 to i32
  %5663 = shl nsw i32 -1, %5662
  %5664 = xor i32 %5663, -1
  %5665 = trunc i64 %5657 to i32
  %5666 = shl nsw i32 -1, %5665
  %5667 = and i32 %5666, %5664
  %5668 = trunc i32 %5667 to i16
  %5669 = select i1 %5661, i16 %5668, i16 0
  br label %5670

5670:                                             ; preds = %5654, %5651
  %5671 = phi i16 [ %5653, %5651 ], [ %5669, %5654 ]
  %5672 = select i1 %5569, i16 0, i16 %5671
  %5673 = getelementptr inbounds float, ptr %5572, i64 %5650
  %5674 = bitcast i16 %5672 to <16 x i1>
  %5675 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5673, <16 x i1> %5674, <16 x float> zeroinitializer)
  %5676 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5675, <16 x float> %5592, <16 x float> %5586)
  %5677 = add i64 %5594, %5555
  br i1 %1176, label %5681, label %5678

5678:                                             ; preds = %5670
  %5679 = getelementptr i16, ptr %5595, i64 %5556
  %5680 = load i16, ptr %5679, align 2
  br label %5697

5681:                                             ; preds = %5670
  %5682 = icmp slt i64 %5677, 0
  %5683 = sub nsw i64 0, %5677
  %5684 = select i1 %5682, i64 %5683, i64 0
  %5685 = sub nsw i64 %7, %5677
  %5686 = call i64 @llvm.smin.i64(i64 %5685, i64 %5557)
  %5687 = call i64 @llvm.smin.i64(i64 %5686, i64 16)
  %5688 = icmp sgt i64 %5687, %5684
  %5689 = trunc i64 %5687 to i32
  %5690 = shl nsw i32 -1, %5689
  %5691 = xor i32 %5690, -1
  %5692 = trunc i64 %5684 to i32
  %5693 = shl nsw i32 -1, %5692
  %5694 = and i32 %5693, %5691
  %5695 = trunc i32 %5694 to i16
  %5696 = select i1 %5688, i16 %5695, i16 0
  br label %5697

5697:                                             ; preds = %5681, %5678
  %5698 = phi i16 [ %5680, %5678 ], [ %5696, %5681 ]
  %5699 = select i1 %5569, i16 0, i16 %5698
  %5700 = getelementptr inbounds float, ptr %5572, i64 %5677
  %5701 = bitcast i16 %5699 to <16 x i1>
  %5702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5700, <16 x i1> %5701, <16 x float> zeroinitializer)
  %5703 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5702, <16 x float> %5592, <16 x float> %5587)
  %5704 = add nuw nsw i64 %5588, 1
  %5705 = icmp eq i64 %5704, %11
  br i1 %5705, label %5576, label %5583

5706:                                             ; preds = %5576, %5541
  %5707 = phi <16 x float> [ zeroinitializer, %5541 ], [ %5577, %5576 ]
  %5708 = phi <16 x float> [ zeroinitializer, %5541 ], [ %5578, %5576 ]
  %5709 = phi <16 x float> [ zeroinitializer, %5541 ], [ %5579, %5576 ]
  %5710 = phi <16 x float> [ zeroinitializer, %5541 ], [ %5580, %5576 ]
  %5711 = shl nsw i64 %4777, 4
  %5712 = sub nsw i64 %9, %5711
  %5713 = icmp sgt i64 %5712, 15
  %5714 = trunc i64 %5712 to i32
  %5715 = shl nsw i32 -1, %5714
  %5716 = trunc i32 %5715 to i16
  %5717 = xor i16 %5716, -1
  %5718 = select i1 %5713, i16 -1, i16 %5717
  br i1 %1619, label %5724, label %5719

5719:                                             ; preds = %5706
  %5720 = load float, ptr %1570, align 4
  %5721 = insertelement <16 x float> poison, float %5720, i64 0
  %5722 = shufflevector <16 x float> %5721, <16 x float> poison, <16 x i32> zeroinitializer
  %5723 = fadd <16 x float> %5707, %5722
  br label %5724

5724:                                             ; preds = %5719, %5706
  %5725 = phi <16 x float> [ %5723, %5719 ], [ %5707, %5706 ]
  %5726 = getelementptr inbounds nuw float, ptr %2937, i64 %5711
  %5727 = getelementptr inbounds nuw float, ptr %2939, i64 %5711
  %5728 = select i1 %2946, ptr null, ptr %5727
  %5729 = bitcast i16 %5718 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5730
    i64 2, label %5733
    i64 3, label %5740
    i64 0, label %5785
  ]

5730:                                             ; preds = %5724
  %5731 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5728, <16 x i1> %5729, <16 x float> zeroinitializer)
  %5732 = fadd <16 x float> %5725, %5731
  br label %5747

5733:                                             ; preds = %5724
  %5734 = bitcast <16 x float> %5725 to <8 x i64>
  %5735 = or <8 x i64> %5734, %1169
  %5736 = fcmp oeq <16 x float> %5725, %47
  %5737 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5725, i32 4)
  %5738 = bitcast <8 x i64> %5735 to <16 x float>
  %5739 = select <16 x i1> %5736, <16 x float> %5738, <16 x float> %5737
  br label %5747

5740:                                             ; preds = %5724
  %5741 = bitcast <16 x float> %5725 to <8 x i64>
  %5742 = and <8 x i64> %5741, %1168
  %5743 = fcmp oeq <16 x float> %5725, %44
  %5744 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5725, i32 4)
  %5745 = bitcast <8 x i64> %5742 to <16 x float>
  %5746 = select <16 x i1> %5743, <16 x float> %5745, <16 x float> %5744
  br label %5747

5747:                                             ; preds = %5740, %5733, %5730
  %5748 = phi <16 x float> [ %5732, %5730 ], [ %5739, %5733 ], [ %5746, %5740 ]
  switch i64 %1357, label %534 [
    i64 1, label %5763
    i64 2, label %5756
    i64 3, label %5749
    i64 0, label %5785
  ]

5749:                                             ; preds = %5747
  %5750 = bitcast <16 x float> %5748 to <8 x i64>
  %5751 = and <8 x i64> %5750, %1168
  %5752 = fcmp oeq <16 x float> %5748, %44
  %5753 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5748, i32 4)
  %5754 = bitcast <8 x i64> %5751 to <16 x float>
  %5755 = select <16 x i1> %5752, <16 x float> %5754, <16 x float> %5753
  br label %5766

5756:                                             ; preds = %5747
  %5757 = bitcast <16 x float> %5748 to <8 x i64>
  %5758 = or <8 x i64> %5757, %1169
  %5759 = fcmp oeq <16 x float> %5748, %47
  %5760 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5748, i32 4)
  %5761 = bitcast <8 x i64> %5758 to <16 x float>
  %5762 = select <16 x i1> %5759, <16 x float> %5761, <16 x float> %5760
  br label %5766

5763:                                             ; preds = %5747
  %5764 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5728, <16 x i1> %5729, <16 x float> zeroinitializer)
  %5765 = fadd <16 x float> %5748, %5764
  br label %5766

5766:                                             ; preds = %5763, %5756, %5749
  %5767 = phi <16 x float> [ %5765, %5763 ], [ %5762, %5756 ], [ %5755, %5749 ]
  switch i64 %1359, label %534 [
    i64 1, label %5782
    i64 2, label %5775
    i64 3, label %5768
    i64 0, label %5785
  ]

5768:                                             ; preds = %5766
  %5769 = bitcast <16 x float> %5767 to <8 x i64>
  %5770 = and <8 x i64> %5769, %1168
  %5771 = fcmp oeq <16 x float> %5767, %44
  %5772 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5767, i32 4)
  %5773 = bitcast <8 x i64> %5770 to <16 x float>
  %5774 = select <16 x i1> %5771, <16 x float> %5773, <16 x float> %5772
  br label %5785

5775:                                             ; preds = %5766
  %5776 = bitcast <16 x float> %5767 to <8 x i64>
  %5777 = or <8 x i64> %5776, %1169
  %5778 = fcmp oeq <16 x float> %5767, %47
  %5779 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5767, i32 4)
  %5780 = bitcast <8 x i64> %5777 to <16 x float>
  %5781 = select <16 x i1> %5778, <16 x float> %5780, <16 x float> %5779
  br label %5785

5782:                                             ; preds = %5766
  %5783 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5728, <16 x i1> %5729, <16 x float> zeroinitializer)
  %5784 = fadd <16 x float> %5767, %5783
  br label %5785

5785:                                             ; preds = %5768, %5775, %5782, %5766, %5747, %5724
  %5786 = phi <16 x float> [ %5767, %5766 ], [ %5725, %5724 ], [ %5748, %5747 ], [ %5784, %5782 ], [ %5781, %5775 ], [ %5774, %5768 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5786, ptr align 1 %5726, <16 x i1> %5729)
  %5787 = shl i64 %4777, 4
  %5788 = or disjoint i64 %5787, 16
  %5789 = sub nsw i64 %9, %5788
  %5790 = icmp sgt i64 %5789, 15
  %5791 = trunc i64 %5789 to i32
  %5792 = shl nsw i32 -1, %5791
  %5793 = trunc i32 %5792 to i16
  %5794 = xor i16 %5793, -1
  %5795 = select i1 %5790, i16 -1, i16 %5794
  br i1 %1619, label %5801, label %5796

5796:                                             ; preds = %5785
  %5797 = load float, ptr %1570, align 4
  %5798 = insertelement <16 x float> poison, float %5797, i64 0
  %5799 = shufflevector <16 x float> %5798, <16 x float> poison, <16 x i32> zeroinitializer
  %5800 = fadd <16 x float> %5708, %5799
  br label %5801

5801:                                             ; preds = %5796, %5785
  %5802 = phi <16 x float> [ %5800, %5796 ], [ %5708, %5785 ]
  %5803 = getelementptr inbounds nuw float, ptr %2937, i64 %5788
  %5804 = getelementptr inbounds nuw float, ptr %2939, i64 %5788
  %5805 = select i1 %2946, ptr null, ptr %5804
  %5806 = bitcast i16 %5795 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5821
    i64 2, label %5814
    i64 3, label %5807
    i64 0, label %5862
  ]

5807:                                             ; preds = %5801
  %5808 = bitcast <16 x float> %5802 to <8 x i64>
  %5809 = and <8 x i64> %5808, %1168
  %5810 = fcmp oeq <16 x float> %5802, %44
  %5811 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5802, i32 4)
  %5812 = bitcast <8 x i64> %5809 to <16 x float>
  %5813 = select <16 x i1> %5810, <16 x float> %5812, <16 x float> %5811
  br label %5824

5814:                                             ; preds = %5801
  %5815 = bitcast <16 x float> %5802 to <8 x i64>
  %5816 = or <8 x i64> %5815, %1169
  %5817 = fcmp oeq <16 x float> %5802, %47
  %5818 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5802, i32 4)
  %5819 = bitcast <8 x i64> %5816 to <16 x float>
  %5820 = select <16 x i1> %5817, <16 x float> %5819, <16 x float> %5818
  br label %5824

5821:                                             ; preds = %5801
  %5822 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5805, <16 x i1> %5806, <16 x float> zeroinitializer)
  %5823 = fadd <16 x float> %5802, %5822
  br label %5824

5824:                                             ; preds = %5821, %5814, %5807
  %5825 = phi <16 x float> [ %5823, %5821 ], [ %5820, %5814 ], [ %5813, %5807 ]
  switch i64 %1361, label %534 [
    i64 1, label %5840
    i64 2, label %5833
    i64 3, label %5826
    i64 0, label %5862
  ]

5826:                                             ; preds = %5824
  %5827 = bitcast <16 x float> %5825 to <8 x i64>
  %5828 = and <8 x i64> %5827, %1168
  %5829 = fcmp oeq <16 x float> %5825, %44
  %5830 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5825, i32 4)
  %5831 = bitcast <8 x i64> %5828 to <16 x float>
  %5832 = select <16 x i1> %5829, <16 x float> %5831, <16 x float> %5830
  br label %5843

5833:                                             ; preds = %5824
  %5834 = bitcast <16 x float> %5825 to <8 x i64>
  %5835 = or <8 x i64> %5834, %1169
  %5836 = fcmp oeq <16 x float> %5825, %47
  %5837 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5825, i32 4)
  %5838 = bitcast <8 x i64> %5835 to <16 x float>
  %5839 = select <16 x i1> %5836, <16 x float> %5838, <16 x float> %5837
  br label %5843

5840:                                             ; preds = %5824
  %5841 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5805, <16 x i1> %5806, <16 x float> zeroinitializer)
  %5842 = fadd <16 x float> %5825, %5841
  br label %5843

5843:                                             ; preds = %5840, %5833, %5826
  %5844 = phi <16 x float> [ %5842, %5840 ], [ %5839, %5833 ], [ %5832, %5826 ]
  switch i64 %1363, label %534 [
    i64 1, label %5859
    i64 2, label %5852
    i64 3, label %5845
    i64 0, label %5862
  ]

5845:                                             ; preds = %5843
  %5846 = bitcast <16 x float> %5844 to <8 x i64>
  %5847 = and <8 x i64> %5846, %1168
  %5848 = fcmp oeq <16 x float> %5844, %44
  %5849 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5844, i32 4)
  %5850 = bitcast <8 x i64> %5847 to <16 x float>
  %5851 = select <16 x i1> %5848, <16 x float> %5850, <16 x float> %5849
  br label %5862

5852:                                             ; preds = %5843
  %5853 = bitcast <16 x float> %5844 to <8 x i64>
  %5854 = or <8 x i64> %5853, %1169
  %5855 = fcmp oeq <16 x float> %5844, %47
  %5856 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5844, i32 4)
  %5857 = bitcast <8 x i64> %5854 to <16 x float>
  %5858 = select <16 x i1> %5855, <16 x float> %5857, <16 x float> %5856
  br label %5862

5859:                                             ; preds = %5843
  %5860 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5805, <16 x i1> %5806, <16 x float> zeroinitializer)
  %5861 = fadd <16 x float> %5844, %5860
  br label %5862

5862:                                             ; preds = %5845, %5852, %5859, %5843, %5824, %5801
  %5863 = phi <16 x float> [ %5844, %5843 ], [ %5802, %5801 ], [ %5825, %5824 ], [ %5861, %5859 ], [ %5858, %5852 ], [ %5851, %5845 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5863, ptr nonnull align 1 %5803, <16 x i1> %5806)
  %5864 = shl i64 %4777, 4
  %5865 = or disjoint i64 %5864, 32
  %5866 = sub nsw i64 %9, %5865
  %5867 = icmp sgt i64 %5866, 15
  %5868 = trunc i64 %5866 to i32
  %5869 = shl nsw i32 -1, %5868
  %5870 = trunc i32 %5869 to i16
  %5871 = xor i16 %5870, -1
  %5872 = select i1 %5867, i16 -1, i16 %5871
  br i1 %1619, label %5878, label %5873

5873:                                             ; preds = %5862
  %5874 = load float, ptr %1570, align 4
  %5875 = insertelement <16 x float> poison, float %5874, i64 0
  %5876 = shufflevector <16 x float> %5875, <16 x float> poison, <16 x i32> zeroinitializer
  %5877 = fadd <16 x float> %5709, %5876
  br label %5878

5878:                                             ; preds = %5873, %5862
  %5879 = phi <16 x float> [ %5877, %5873 ], [ %5709, %5862 ]
  %5880 = getelementptr inbounds nuw float, ptr %2937, i64 %5865
  %5881 = getelementptr inbounds nuw float, ptr %2939, i64 %5865
  %5882 = select i1 %2946, ptr null, ptr %5881
  %5883 = bitcast i16 %5872 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5898
    i64 2, label %5891
    i64 3, label %5884
    i64 0, label %5939
  ]

5884:                                             ; preds = %5878
  %5885 = bitcast <16 x float> %5879 to <8 x i64>
  %5886 = and <8 x i64> %5885, %1168
  %5887 = fcmp oeq <16 x float> %5879, %44
  %5888 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5879, i32 4)
  %5889 = bitcast <8 x i64> %5886 to <16 x float>
  %5890 = select <16 x i1> %5887, <16 x float> %5889, <16 x float> %5888
  br label %5901

5891:                                             ; preds = %5878
  %5892 = bitcast <16 x float> %5879 to <8 x i64>
  %5893 = or <8 x i64> %5892, %1169
  %5894 = fcmp oeq <16 x float> %5879, %47
  %5895 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5879, i32 4)
  %5896 = bitcast <8 x i64> %5893 to <16 x float>
  %5897 = select <16 x i1> %5894, <16 x float> %5896, <16 x float> %5895
  br label %5901

5898:                                             ; preds = %5878
  %5899 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5882, <16 x i1> %5883, <16 x float> zeroinitializer)
  %5900 = fadd <16 x float> %5879, %5899
  br label %5901

5901:                                             ; preds = %5898, %5891, %5884
  %5902 = phi <16 x float> [ %5900, %5898 ], [ %5897, %5891 ], [ %5890, %5884 ]
  switch i64 %1365, label %534 [
    i64 1, label %5917
    i64 2, label %5910
    i64 3, label %5903
    i64 0, label %5939
  ]

5903:                                             ; preds = %5901
  %5904 = bitcast <16 x float> %5902 to <8 x i64>
  %5905 = and <8 x i64> %5904, %1168
  %5906 = fcmp oeq <16 x float> %5902, %44
  %5907 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5902, i32 4)
  %5908 = bitcast <8 x i64> %5905 to <16 x float>
  %5909 = select <16 x i1> %5906, <16 x float> %5908, <16 x float> %5907
  br label %5920

5910:                                             ; preds = %5901
  %5911 = bitcast <16 x float> %5902 to <8 x i64>
  %5912 = or <8 x i64> %5911, %1169
  %5913 = fcmp oeq <16 x float> %5902, %47
  %5914 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5902, i32 4)
  %5915 = bitcast <8 x i64> %5912 to <16 x float>
  %5916 = select <16 x i1> %5913, <16 x float> %5915, <16 x float> %5914
  br label %5920

5917:                                             ; preds = %5901
  %5918 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5882, <16 x i1> %5883, <16 x float> zeroinitializer)
  %5919 = fadd <16 x float> %5902, %5918
  br label %5920

5920:                                             ; preds = %5917, %5910, %5903
  %5921 = phi <16 x float> [ %5919, %5917 ], [ %5916, %5910 ], [ %5909, %5903 ]
  switch i64 %1367, label %534 [
    i64 1, label %5936
    i64 2, label %5929
    i64 3, label %5922
    i64 0, label %5939
  ]

5922:                                             ; preds = %5920
  %5923 = bitcast <16 x float> %5921 to <8 x i64>
  %5924 = and <8 x i64> %5923, %1168
  %5925 = fcmp oeq <16 x float> %5921, %44
  %5926 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5921, i32 4)
  %5927 = bitcast <8 x i64> %5924 to <16 x float>
  %5928 = select <16 x i1> %5925, <16 x float> %5927, <16 x float> %5926
  br label %5939

5929:                                             ; preds = %5920
  %5930 = bitcast <16 x float> %5921 to <8 x i64>
  %5931 = or <8 x i64> %5930, %1169
  %5932 = fcmp oeq <16 x float> %5921, %47
  %5933 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5921, i32 4)
  %5934 = bitcast <8 x i64> %5931 to <16 x float>
  %5935 = select <16 x i1> %5932, <16 x float> %5934, <16 x float> %5933
  br label %5939

5936:                                             ; preds = %5920
  %5937 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5882, <16 x i1> %5883, <16 x float> zeroinitializer)
  %5938 = fadd <16 x float> %5921, %5937
  br label %5939

5939:                                             ; preds = %5922, %5929, %5936, %5920, %5901, %5878
  %5940 = phi <16 x float> [ %5921, %5920 ], [ %5879, %5878 ], [ %5902, %5901 ], [ %5938, %5936 ], [ %5935, %5929 ], [ %5928, %5922 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5940, ptr nonnull align 1 %5880, <16 x i1> %5883)
  %5941 = shl i64 %4777, 4
  %5942 = or disjoint i64 %5941, 48
  %5943 = sub nsw i64 %9, %5942
  %5944 = icmp sgt i64 %5943, 15
  %5945 = trunc i64 %5943 to i32
  %5946 = shl nsw i32 -1, %5945
  %5947 = trunc i32 %5946 to i16
  %5948 = xor i16 %5947, -1
  %5949 = select i1 %5944, i16 -1, i16 %5948
  br i1 %1619, label %5955, label %5950

5950:                                             ; preds = %5939
  %5951 = load float, ptr %1570, align 4
  %5952 = insertelement <16 x float> poison, float %5951, i64 0
  %5953 = shufflevector <16 x float> %5952, <16 x float> poison, <16 x i32> zeroinitializer
  %5954 = fadd <16 x float> %5710, %5953
  br label %5955

5955:                                             ; preds = %5950, %5939
  %5956 = phi <16 x float> [ %5954, %5950 ], [ %5710, %5939 ]
  %5957 = getelementptr inbounds nuw float, ptr %2937, i64 %5942
  %5958 = getelementptr inbounds nuw float, ptr %2939, i64 %5942
  %5959 = select i1 %2946, ptr null, ptr %5958
  %5960 = bitcast i16 %5949 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5975
    i64 2, label %5968
    i64 3, label %5961
    i64 0, label %6016
  ]

5961:                                             ; preds = %5955
  %5962 = bitcast <16 x float> %5956 to <8 x i64>
  %5963 = and <8 x i64> %5962, %1168
  %5964 = fcmp oeq <16 x float> %5956, %44
  %5965 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5956, i32 4)
  %5966 = bitcast <8 x i64> %5963 to <16 x float>
  %5967 = select <16 x i1> %5964, <16 x float> %5966, <16 x float> %5965
  br label %5978

5968:                                             ; preds = %5955
  %5969 = bitcast <16 x float> %5956 to <8 x i64>
  %5970 = or <8 x i64> %5969, %1169
  %5971 = fcmp oeq <16 x float> %5956, %47
  %5972 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5956, i32 4)
  %5973 = bitcast <8 x i64> %5970 to <16 x float>
  %5974 = select <16 x i1> %5971, <16 x float> %5973, <16 x float> %5972
  br label %5978

5975:                                             ; preds = %5955
  %5976 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5959, <16 x i1> %5960, <16 x float> zeroinitializer)
  %5977 = fadd <16 x float> %5956, %5976
  br label %5978

5978:                                             ; preds = %5975, %5968, %5961
  %5979 = phi <16 x float> [ %5977, %5975 ], [ %5974, %5968 ], [ %5967, %5961 ]
  switch i64 %1369, label %534 [
    i64 1, label %5994
    i64 2, label %5987
    i64 3, label %5980
    i64 0, label %6016
  ]

5980:                                             ; preds = %5978
  %5981 = bitcast <16 x float> %5979 to <8 x i64>
  %5982 = and <8 x i64> %5981, %1168
  %5983 = fcmp oeq <16 x float> %5979, %44
  %5984 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5979, i32 4)
  %5985 = bitcast <8 x i64> %5982 to <16 x float>
  %5986 = select <16 x i1> %5983, <16 x float> %5985, <16 x float> %5984
  br label %5997

5987:                                             ; preds = %5978
  %5988 = bitcast <16 x float> %5979 to <8 x i64>
  %5989 = or <8 x i64> %5988, %1169
  %5990 = fcmp oeq <16 x float> %5979, %47
  %5991 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5979, i32 4)
  %5992 = bitcast <8 x i64> %5989 to <16 x float>
  %5993 = select <16 x i1> %5990, <16 x float> %5992, <16 x float> %5991
  br label %5997

5994:                                             ; preds = %5978
  %5995 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5959, <16 x i1> %5960, <16 x float> zeroinitializer)
  %5996 = fadd <16 x float> %5979, %5995
  br label %5997

5997:                                             ; preds = %5994, %5987, %5980
  %5998 = phi <16 x float> [ %5996, %5994 ], [ %5993, %5987 ], [ %5986, %5980 ]
  switch i64 %1371, label %534 [
    i64 1, label %6013
    i64 2, label %6006
    i64 3, label %5999
    i64 0, label %6016
  ]

5999:                                             ; preds = %5997
  %6000 = bitcast <16 x float> %5998 to <8 x i64>
  %6001 = and <8 x i64> %6000, %1168
  %6002 = fcmp oeq <16 x float> %5998, %44
  %6003 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5998, i32 4)
  %6004 = bitcast <8 x i64> %6001 to <16 x float>
  %6005 = select <16 x i1> %6002, <16 x float> %6004, <16 x float> %6003
  br label %6016

6006:                                             ; preds = %5997
  %6007 = bitcast <16 x float> %5998 to <8 x i64>
  %6008 = or <8 x i64> %6007, %1169
  %6009 = fcmp oeq <16 x float> %5998, %47
  %6010 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5998, i32 4)
  %6011 = bitcast <8 x i64> %6008 to <16 x float>
  %6012 = select <16 x i1> %6009, <16 x float> %6011, <16 x float> %6010
  br label %6016

6013:                                             ; preds = %5997
  %6014 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5959, <16 x i1> %5960, <16 x float> zeroinitializer)
  %6015 = fadd <16 x float> %5998, %6014
  br label %6016

6016:                                             ; preds = %5999, %6006, %6013, %5997, %5978, %5955
  %6017 = phi <16 x float> [ %5998, %5997 ], [ %5956, %5955 ], [ %5979, %5978 ], [ %6015, %6013 ], [ %6012, %6006 ], [ %6005, %5999 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6017, ptr nonnull align 1 %5957, <16 x i1> %5960)
  br label %8452

6018:                                             ; preds = %4776
  br i1 %1166, label %6019, label %6217

6019:                                             ; preds = %6018
  %6020 = shl nsw i64 %4777, 4
  %6021 = mul nuw nsw i64 %4777, %11
  %6022 = sub nsw i64 %9, %6020
  %6023 = or disjoint i64 %4777, 1
  %6024 = shl nsw i64 %6023, 4
  %6025 = mul nuw nsw i64 %6023, %11
  %6026 = sub nsw i64 %9, %6024
  %6027 = or disjoint i64 %4777, 2
  %6028 = shl nsw i64 %6027, 4
  %6029 = mul nuw nsw i64 %6027, %11
  %6030 = sub nsw i64 %9, %6028
  %6031 = or disjoint i64 %4777, 3
  %6032 = shl nsw i64 %6031, 4
  %6033 = mul nuw nsw i64 %6031, %11
  %6034 = sub nsw i64 %9, %6032
  %6035 = or disjoint i64 %4777, 4
  %6036 = shl nsw i64 %6035, 4
  %6037 = mul nuw nsw i64 %6035, %11
  %6038 = sub nsw i64 %9, %6036
  br label %6039

6039:                                             ; preds = %6019, %6058
  %6040 = phi <16 x float> [ zeroinitializer, %6019 ], [ %6059, %6058 ]
  %6041 = phi <16 x float> [ zeroinitializer, %6019 ], [ %6060, %6058 ]
  %6042 = phi <16 x float> [ zeroinitializer, %6019 ], [ %6061, %6058 ]
  %6043 = phi <16 x float> [ zeroinitializer, %6019 ], [ %6062, %6058 ]
  %6044 = phi <16 x float> [ zeroinitializer, %6019 ], [ %6063, %6058 ]
  %6045 = phi i64 [ 0, %6019 ], [ %6064, %6058 ]
  %6046 = mul nsw i64 %6045, %14
  %6047 = sub i64 %6046, %16
  %6048 = add i64 %6047, %2950
  %6049 = icmp slt i64 %6048, 0
  %6050 = icmp sge i64 %6048, %6
  %6051 = or i1 %6049, %6050
  %6052 = select i1 %6051, i64 0, i64 %6048
  %6053 = mul nsw i64 %6052, %7
  %6054 = getelementptr inbounds float, ptr %1567, i64 %6053
  br i1 %1167, label %6055, label %6058

6055:                                             ; preds = %6039
  %6056 = mul nuw nsw i64 %6045, %11
  %6057 = getelementptr inbounds nuw float, ptr %1569, i64 %6056
  br label %6066

6058:                                             ; preds = %6208, %6039
  %6059 = phi <16 x float> [ %6040, %6039 ], [ %6214, %6208 ]
  %6060 = phi <16 x float> [ %6041, %6039 ], [ %6187, %6208 ]
  %6061 = phi <16 x float> [ %6042, %6039 ], [ %6160, %6208 ]
  %6062 = phi <16 x float> [ %6043, %6039 ], [ %6133, %6208 ]
  %6063 = phi <16 x float> [ %6044, %6039 ], [ %6106, %6208 ]
  %6064 = add nuw nsw i64 %6045, 1
  %6065 = icmp eq i64 %6064, %10
  br i1 %6065, label %6217, label %6039

6066:                                             ; preds = %6055, %6208
  %6067 = phi <16 x float> [ %6040, %6055 ], [ %6214, %6208 ]
  %6068 = phi <16 x float> [ %6041, %6055 ], [ %6187, %6208 ]
  %6069 = phi <16 x float> [ %6042, %6055 ], [ %6160, %6208 ]
  %6070 = phi <16 x float> [ %6043, %6055 ], [ %6133, %6208 ]
  %6071 = phi <16 x float> [ %6044, %6055 ], [ %6106, %6208 ]
  %6072 = phi i64 [ 0, %6055 ], [ %6215, %6208 ]
  %6073 = getelementptr inbounds nuw float, ptr %6057, i64 %6072
  %6074 = load float, ptr %6073, align 4
  %6075 = insertelement <16 x float> poison, float %6074, i64 0
  %6076 = shufflevector <16 x float> %6075, <16 x float> poison, <16 x i32> zeroinitializer
  %6077 = mul nsw i64 %6072, %15
  %6078 = sub i64 %6077, %17
  %6079 = getelementptr i16, ptr %1151, i64 %6072
  %6080 = add i64 %6078, %6020
  br i1 %1176, label %6084, label %6081

6081:                                             ; preds = %6066
  %6082 = getelementptr i16, ptr %6079, i64 %6021
  %6083 = load i16, ptr %6082, align 2
  br label %6100

6084:                                             ; preds = %6066
  %6085 = icmp slt i64 %6080, 0
  %6086 = sub nsw i64 0, %6080
  %6087 = select i1 %6085, i64 %6086, i64 0
  %6088 = sub nsw i64 %7, %6080
  %6089 = call i64 @llvm.smin.i64(i64 %6088, i64 %6022)
  %6090 = call i64 @llvm.smin.i64(i64 %6089, i64 16)
  %6091 = icmp sgt i64 %6090, %6087
  %6092 = trunc i64 %6090 to i32
  %6093 = shl nsw i32 -1, %6092
  %6094 = xor i32 %6093, -1
  %6095 = trunc i64 %6087 to i32
  %6096 = shl nsw i32 -1, %6095
  %6097 = and i32 %6096, %6094
  %6098 = trunc i32 %6097 to i16
  %6099 = select i1 %6091, i16 %6098, i16 0
  br label %6100

6100:                                             ; preds = %6084, %6081
  %6101 = phi i16 [ %6083, %6081 ], [ %6099, %6084 ]
  %6102 = select i1 %6051, i16 0, i16 %6101
  %6103 = getelementptr inbounds float, ptr %6054, i64 %6080
  %6104 = bitcast i16 %6102 to <16 x i1>
  %6105 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6103, <16 x i1> %6104, <16 x float> zeroinitializer)
  %6106 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6105, <16 x float> %6076, <16 x float> %6071)
  %6107 = add i64 %6078, %6024
  br i1 %1176, label %6111, label %6108

6108:                                             ; preds = %6100
  %6109 = getelementptr i16, ptr %6079, i64 %6025
  %6110 = load i16, ptr %6109, align 2
  br label %6127

6111:                                             ; preds = %6100
  %6112 = icmp slt i64 %6107, 0
  %6113 = sub nsw i64 0, %6107
  %6114 = select i1 %6112, i64 %6113, i64 0
  %6115 = sub nsw i64 %7, %6107
  %6116 = call i64 @llvm.smin.i64(i64 %6115, i64 %6026)
  %6117 = call i64 @llvm.smin.i64(i64 %6116, i64 16)
  %6118 = icmp sgt i64 %6117, %6114
  %6119 = trunc i64 %6117 to i32
  %6120 = shl nsw i32 -1, %6119
  %6121 = xor i32 %6120, -1
  %6122 = trunc i64 %6114 to i32
  %6123 = shl nsw i32 -1, %6122
  %6124 = and i32 %6123, %6121
  %6125 = trunc i32 %6124 to i16
  %6126 = select i1 %6118, i16 %6125, i16 0
  br label %6127

6127:                                             ; preds = %6111, %6108
  %6128 = phi i16 [ %6110, %6108 ], [ %6126, %6111 ]
  %6129 = select i1 %6051, i16 0, i16 %6128
  %6130 = getelementptr inbounds float, ptr %6054, i64 %6107
  %6131 = bitcast i16 %6129 to <16 x i1>
  %6132 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6130, <16 x i1> %6131, <16 x float> zeroinitializer)
  %6133 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6132, <16 x float> %6076, <16 x float> %6070)
  %6134 = add i64 %6078, %6028
  br i1 %1176, label %6138, label %6135

6135:                                             ; preds = %6127
  %6136 = getelementptr i16, ptr %6079, i64 %6029
  %6137 = load i16, ptr %6136, align 2
  br label %6154

6138:                                             ; preds = %6127
  %6139 = icmp slt i64 %6134, 0
  %6140 = sub nsw i64 0, %6134
  %6141 = select i1 %6139, i64 %6140, i64 0
  %6142 = sub nsw i64 %7, %6134
  %6143 = call i64 @llvm.smin.i64(i64 %6142, i64 %6030)
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
  %6156 = select i1 %6051, i16 0, i16 %6155
  %6157 = getelementptr inbounds float, ptr %6054, i64 %6134
  %6158 = bitcast i16 %6156 to <16 x i1>
  %6159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6157, <16 x i1> %6158, <16 x float> zeroinitializer)
  %6160 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6159, <16 x float> %6076, <16 x float> %6069)
  %6161 = add i64 %6078, %6032
  br i1 %1176, label %6165, label %6162

6162:                                             ; preds = %6154
  %6163 = getelementptr i16, ptr %6079, i64 %6033
  %6164 = load i16, ptr %6163, align 2
  br label %6181

6165:                                             ; preds = %6154
  %6166 = icmp slt i64 %6161, 0
  %6167 = sub nsw i64 0, %6161
  %6168 = select i1 %6166, i64 %6167, i64 0
  %6169 = sub nsw i64 %7, %6161
  %6170 = call i64 @llvm.smin.i64(i64 %6169, i64 %6034)
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
  %6183 = select i1 %6051, i16 0, i16 %6182
  %6184 = getelementptr inbounds float, ptr %6054, i64 %6161
  %6185 = bitcast i16 %6183 to <16 x i1>
  %6186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6184, <16 x i1> %6185, <16 x float> zeroinitializer)
  %6187 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6186, <16 x float> %6076, <16 x float> %6068)
  %6188 = add i64 %6078, %6036
  br i1 %1176, label %6192, label %6189

6189:                                             ; preds = %6181
  %6190 = getelementptr i16, ptr %6079, i64 %6037
  %6191 = load i16, ptr %6190, align 2
  br label %6208

6192:                                             ; preds = %6181
  %6193 = icmp slt i64 %6188, 0
  %6194 = sub nsw i64 0, %6188
  %6195 = select i1 %6193, i64 %6194, i64 0
  %6196 = sub nsw i64 %7, %6188
  %6197 = call i64 @llvm.smin.i64(i64 %6196, i64 %6038)
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
  %6210 = select i1 %6051, i16 0, i16 %6209
  %6211 = getelementptr inbounds float, ptr %6054, i64 %6188
  %6212 = bitcast i16 %6210 to <16 x i1>
  %6213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6211, <16 x i1> %6212, <16 x float> zeroinitializer)
  %6214 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6213, <16 x float> %6076, <16 x float> %6067)
  %6215 = add nuw nsw i64 %6072, 1
  %6216 = icmp eq i64 %6215, %11
  br i1 %6216, label %6058, label %6066

6217:                                             ; preds = %6058, %6018
  %6218 = phi <16 x float> [ zeroinitializer, %6018 ], [ %6059, %6058 ]
  %6219 = phi <16 x float> [ zeroinitializer, %6018 ], [ %6060, %6058 ]
  %6220 = phi <16 x float> [ zeroinitializer, %6018 ], [ %6061, %6058 ]
  %6221 = phi <16 x float> [ zeroinitializer, %6018 ], [ %6062, %6058 ]
  %6222 = phi <16 x float> [ zeroinitializer, %6018 ], [ %6063, %6058 ]
  %6223 = shl nsw i64 %4777, 4
  %6224 = sub nsw i64 %9, %6223
  %6225 = icmp sgt i64 %6224, 15
  %6226 = trunc i64 %6224 to i32
  %6227 = shl nsw i32 -1, %6226
  %6228 = trunc i32 %6227 to i16
  %6229 = xor i16 %6228, -1
  %6230 = select i1 %6225, i16 -1, i16 %6229
  br i1 %1619, label %6236, label %6231

6231:                                             ; preds = %6217
  %6232 = load float, ptr %1570, align 4
  %6233 = insertelement <16 x float> poison, float %6232, i64 0
  %6234 = shufflevector <16 x float> %6233, <16 x float> poison, <16 x i32> zeroinitializer
  %6235 = fadd <16 x float> %6222, %6234
  br label %6236

6236:                                             ; preds = %6231, %6217
  %6237 = phi <16 x float> [ %6235, %6231 ], [ %6222, %6217 ]
  %6238 = getelementptr inbounds nuw float, ptr %2937, i64 %6223
  %6239 = getelementptr inbounds nuw float, ptr %2939, i64 %6223
  %6240 = select i1 %2946, ptr null, ptr %6239
  %6241 = bitcast i16 %6230 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6242
    i64 2, label %6245
    i64 3, label %6252
    i64 0, label %6297
  ]

6242:                                             ; preds = %6236
  %6243 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6240, <16 x i1> %6241, <16 x float> zeroinitializer)
  %6244 = fadd <16 x float> %6237, %6243
  br label %6259

6245:                                             ; preds = %6236
  %6246 = bitcast <16 x float> %6237 to <8 x i64>
  %6247 = or <8 x i64> %6246, %1169
  %6248 = fcmp oeq <16 x float> %6237, %47
  %6249 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6237, i32 4)
  %6250 = bitcast <8 x i64> %6247 to <16 x float>
  %6251 = select <16 x i1> %6248, <16 x float> %6250, <16 x float> %6249
  br label %6259

6252:                                             ; preds = %6236
  %6253 = bitcast <16 x float> %6237 to <8 x i64>
  %6254 = and <8 x i64> %6253, %1168
  %6255 = fcmp oeq <16 x float> %6237, %44
  %6256 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6237, i32 4)
  %6257 = bitcast <8 x i64> %6254 to <16 x float>
  %6258 = select <16 x i1> %6255, <16 x float> %6257, <16 x float> %6256
  br label %6259

6259:                                             ; preds = %6252, %6245, %6242
  %6260 = phi <16 x float> [ %6244, %6242 ], [ %6251, %6245 ], [ %6258, %6252 ]
  switch i64 %1336, label %534 [
    i64 1, label %6275
    i64 2, label %6268
    i64 3, label %6261
    i64 0, label %6297
  ]

6261:                                             ; preds = %6259
  %6262 = bitcast <16 x float> %6260 to <8 x i64>
  %6263 = and <8 x i64> %6262, %1168
  %6264 = fcmp oeq <16 x float> %6260, %44
  %6265 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6260, i32 4)
  %6266 = bitcast <8 x i64> %6263 to <16 x float>
  %6267 = select <16 x i1> %6264, <16 x float> %6266, <16 x float> %6265
  br label %6278

6268:                                             ; preds = %6259
  %6269 = bitcast <16 x float> %6260 to <8 x i64>
  %6270 = or <8 x i64> %6269, %1169
  %6271 = fcmp oeq <16 x float> %6260, %47
  %6272 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6260, i32 4)
  %6273 = bitcast <8 x i64> %6270 to <16 x float>
  %6274 = select <16 x i1> %6271, <16 x float> %6273, <16 x float> %6272
  br label %6278

6275:                                             ; preds = %6259
  %6276 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6240, <16 x i1> %6241, <16 x float> zeroinitializer)
  %6277 = fadd <16 x float> %6260, %6276
  br label %6278

6278:                                             ; preds = %6275, %6268, %6261
  %6279 = phi <16 x float> [ %6277, %6275 ], [ %6274, %6268 ], [ %6267, %6261 ]
  switch i64 %1338, label %534 [
    i64 1, label %6294
    i64 2, label %6287
    i64 3, label %6280
    i64 0, label %6297
  ]

6280:                                             ; preds = %6278
  %6281 = bitcast <16 x float> %6279 to <8 x i64>
  %6282 = and <8 x i64> %6281, %1168
  %6283 = fcmp oeq <16 x float> %6279, %44
  %6284 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6279, i32 4)
  %6285 = bitcast <8 x i64> %6282 to <16 x float>
  %6286 = select <16 x i1> %6283, <16 x float> %6285, <16 x float> %6284
  br label %6297

6287:                                             ; preds = %6278
  %6288 = bitcast <16 x float> %6279 to <8 x i64>
  %6289 = or <8 x i64> %6288, %1169
  %6290 = fcmp oeq <16 x float> %6279, %47
  %6291 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6279, i32 4)
  %6292 = bitcast <8 x i64> %6289 to <16 x float>
  %6293 = select <16 x i1> %6290, <16 x float> %6292, <16 x float> %6291
  br label %6297

6294:                                             ; preds = %6278
  %6295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6240, <16 x i1> %6241, <16 x float> zeroinitializer)
  %6296 = fadd <16 x float> %6279, %6295
  br label %6297

6297:                                             ; preds = %6280, %6287, %6294, %6278, %6259, %6236
  %6298 = phi <16 x float> [ %6279, %6278 ], [ %6237, %6236 ], [ %6260, %6259 ], [ %6296, %6294 ], [ %6293, %6287 ], [ %6286, %6280 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6298, ptr align 1 %6238, <16 x i1> %6241)
  %6299 = shl i64 %4777, 4
  %6300 = or disjoint i64 %6299, 16
  %6301 = sub nsw i64 %9, %6300
  %6302 = icmp sgt i64 %6301, 15
  %6303 = trunc i64 %6301 to i32
  %6304 = shl nsw i32 -1, %6303
  %6305 = trunc i32 %6304 to i16
  %6306 = xor i16 %6305, -1
  %6307 = select i1 %6302, i16 -1, i16 %6306
  br i1 %1619, label %6313, label %6308

6308:                                             ; preds = %6297
  %6309 = load float, ptr %1570, align 4
  %6310 = insertelement <16 x float> poison, float %6309, i64 0
  %6311 = shufflevector <16 x float> %6310, <16 x float> poison, <16 x i32> zeroinitializer
  %6312 = fadd <16 x float> %6221, %6311
  br label %6313

6313:                                             ; preds = %6308, %6297
  %6314 = phi <16 x float> [ %6312, %6308 ], [ %6221, %6297 ]
  %6315 = getelementptr inbounds nuw float, ptr %2937, i64 %6300
  %6316 = getelementptr inbounds nuw float, ptr %2939, i64 %6300
  %6317 = select i1 %2946, ptr null, ptr %6316
  %6318 = bitcast i16 %6307 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6333
    i64 2, label %6326
    i64 3, label %6319
    i64 0, label %6374
  ]

6319:                                             ; preds = %6313
  %6320 = bitcast <16 x float> %6314 to <8 x i64>
  %6321 = and <8 x i64> %6320, %1168
  %6322 = fcmp oeq <16 x float> %6314, %44
  %6323 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6314, i32 4)
  %6324 = bitcast <8 x i64> %6321 to <16 x float>
  %6325 = select <16 x i1> %6322, <16 x float> %6324, <16 x float> %6323
  br label %6336

6326:                                             ; preds = %6313
  %6327 = bitcast <16 x float> %6314 to <8 x i64>
  %6328 = or <8 x i64> %6327, %1169
  %6329 = fcmp oeq <16 x float> %6314, %47
  %6330 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6314, i32 4)
  %6331 = bitcast <8 x i64> %6328 to <16 x float>
  %6332 = select <16 x i1> %6329, <16 x float> %6331, <16 x float> %6330
  br label %6336

6333:                                             ; preds = %6313
  %6334 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6317, <16 x i1> %6318, <16 x float> zeroinitializer)
  %6335 = fadd <16 x float> %6314, %6334
  br label %6336

6336:                                             ; preds = %6333, %6326, %6319
  %6337 = phi <16 x float> [ %6335, %6333 ], [ %6332, %6326 ], [ %6325, %6319 ]
  switch i64 %1340, label %534 [
    i64 1, label %6352
    i64 2, label %6345
    i64 3, label %6338
    i64 0, label %6374
  ]

6338:                                             ; preds = %6336
  %6339 = bitcast <16 x float> %6337 to <8 x i64>
  %6340 = and <8 x i64> %6339, %1168
  %6341 = fcmp oeq <16 x float> %6337, %44
  %6342 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6337, i32 4)
  %6343 = bitcast <8 x i64> %6340 to <16 x float>
  %6344 = select <16 x i1> %6341, <16 x float> %6343, <16 x float> %6342
  br label %6355

6345:                                             ; preds = %6336
  %6346 = bitcast <16 x float> %6337 to <8 x i64>
  %6347 = or <8 x i64> %6346, %1169
  %6348 = fcmp oeq <16 x float> %6337, %47
  %6349 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6337, i32 4)
  %6350 = bitcast <8 x i64> %6347 to <16 x float>
  %6351 = select <16 x i1> %6348, <16 x float> %6350, <16 x float> %6349
  br label %6355

6352:                                             ; preds = %6336
  %6353 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6317, <16 x i1> %6318, <16 x float> zeroinitializer)
  %6354 = fadd <16 x float> %6337, %6353
  br label %6355

6355:                                             ; preds = %6352, %6345, %6338
  %6356 = phi <16 x float> [ %6354, %6352 ], [ %6351, %6345 ], [ %6344, %6338 ]
  switch i64 %1342, label %534 [
    i64 1, label %6371
    i64 2, label %6364
    i64 3, label %6357
    i64 0, label %6374
  ]

6357:                                             ; preds = %6355
  %6358 = bitcast <16 x float> %6356 to <8 x i64>
  %6359 = and <8 x i64> %6358, %1168
  %6360 = fcmp oeq <16 x float> %6356, %44
  %6361 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6356, i32 4)
  %6362 = bitcast <8 x i64> %6359 to <16 x float>
  %6363 = select <16 x i1> %6360, <16 x float> %6362, <16 x float> %6361
  br label %6374

6364:                                             ; preds = %6355
  %6365 = bitcast <16 x float> %6356 to <8 x i64>
  %6366 = or <8 x i64> %6365, %1169
  %6367 = fcmp oeq <16 x float> %6356, %47
  %6368 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6356, i32 4)
  %6369 = bitcast <8 x i64> %6366 to <16 x float>
  %6370 = select <16 x i1> %6367, <16 x float> %6369, <16 x float> %6368
  br label %6374

6371:                                             ; preds = %6355
  %6372 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6317, <16 x i1> %6318, <16 x float> zeroinitializer)
  %6373 = fadd <16 x float> %6356, %6372
  br label %6374

6374:                                             ; preds = %6357, %6364, %6371, %6355, %6336, %6313
  %6375 = phi <16 x float> [ %6356, %6355 ], [ %6314, %6313 ], [ %6337, %6336 ], [ %6373, %6371 ], [ %6370, %6364 ], [ %6363, %6357 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6375, ptr nonnull align 1 %6315, <16 x i1> %6318)
  %6376 = shl i64 %4777, 4
  %6377 = or disjoint i64 %6376, 32
  %6378 = sub nsw i64 %9, %6377
  %6379 = icmp sgt i64 %6378, 15
  %6380 = trunc i64 %6378 to i32
  %6381 = shl nsw i32 -1, %6380
  %6382 = trunc i32 %6381 to i16
  %6383 = xor i16 %6382, -1
  %6384 = select i1 %6379, i16 -1, i16 %6383
  br i1 %1619, label %6390, label %6385

6385:                                             ; preds = %6374
  %6386 = load float, ptr %1570, align 4
  %6387 = insertelement <16 x float> poison, float %6386, i64 0
  %6388 = shufflevector <16 x float> %6387, <16 x float> poison, <16 x i32> zeroinitializer
  %6389 = fadd <16 x float> %6220, %6388
  br label %6390

6390:                                             ; preds = %6385, %6374
  %6391 = phi <16 x float> [ %6389, %6385 ], [ %6220, %6374 ]
  %6392 = getelementptr inbounds nuw float, ptr %2937, i64 %6377
  %6393 = getelementptr inbounds nuw float, ptr %2939, i64 %6377
  %6394 = select i1 %2946, ptr null, ptr %6393
  %6395 = bitcast i16 %6384 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6410
    i64 2, label %6403
    i64 3, label %6396
    i64 0, label %6451
  ]

6396:                                             ; preds = %6390
  %6397 = bitcast <16 x float> %6391 to <8 x i64>
  %6398 = and <8 x i64> %6397, %1168
  %6399 = fcmp oeq <16 x float> %6391, %44
  %6400 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6391, i32 4)
  %6401 = bitcast <8 x i64> %6398 to <16 x float>
  %6402 = select <16 x i1> %6399, <16 x float> %6401, <16 x float> %6400
  br label %6413

6403:                                             ; preds = %6390
  %6404 = bitcast <16 x float> %6391 to <8 x i64>
  %6405 = or <8 x i64> %6404, %1169
  %6406 = fcmp oeq <16 x float> %6391, %47
  %6407 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6391, i32 4)
  %6408 = bitcast <8 x i64> %6405 to <16 x float>
  %6409 = select <16 x i1> %6406, <16 x float> %6408, <16 x float> %6407
  br label %6413

6410:                                             ; preds = %6390
  %6411 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6394, <16 x i1> %6395, <16 x float> zeroinitializer)
  %6412 = fadd <16 x float> %6391, %6411
  br label %6413

6413:                                             ; preds = %6410, %6403, %6396
  %6414 = phi <16 x float> [ %6412, %6410 ], [ %6409, %6403 ], [ %6402, %6396 ]
  switch i64 %1344, label %534 [
    i64 1, label %6429
    i64 2, label %6422
    i64 3, label %6415
    i64 0, label %6451
  ]

6415:                                             ; preds = %6413
  %6416 = bitcast <16 x float> %6414 to <8 x i64>
  %6417 = and <8 x i64> %6416, %1168
  %6418 = fcmp oeq <16 x float> %6414, %44
  %6419 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6414, i32 4)
  %6420 = bitcast <8 x i64> %6417 to <16 x float>
  %6421 = select <16 x i1> %6418, <16 x float> %6420, <16 x float> %6419
  br label %6432

6422:                                             ; preds = %6413
  %6423 = bitcast <16 x float> %6414 to <8 x i64>
  %6424 = or <8 x i64> %6423, %1169
  %6425 = fcmp oeq <16 x float> %6414, %47
  %6426 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6414, i32 4)
  %6427 = bitcast <8 x i64> %6424 to <16 x float>
  %6428 = select <16 x i1> %6425, <16 x float> %6427, <16 x float> %6426
  br label %6432

6429:                                             ; preds = %6413
  %6430 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6394, <16 x i1> %6395, <16 x float> zeroinitializer)
  %6431 = fadd <16 x float> %6414, %6430
  br label %6432

6432:                                             ; preds = %6429, %6422, %6415
  %6433 = phi <16 x float> [ %6431, %6429 ], [ %6428, %6422 ], [ %6421, %6415 ]
  switch i64 %1346, label %534 [
    i64 1, label %6448
    i64 2, label %6441
    i64 3, label %6434
    i64 0, label %6451
  ]

6434:                                             ; preds = %6432
  %6435 = bitcast <16 x float> %6433 to <8 x i64>
  %6436 = and <8 x i64> %6435, %1168
  %6437 = fcmp oeq <16 x float> %6433, %44
  %6438 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6433, i32 4)
  %6439 = bitcast <8 x i64> %6436 to <16 x float>
  %6440 = select <16 x i1> %6437, <16 x float> %6439, <16 x float> %6438
  br label %6451

6441:                                             ; preds = %6432
  %6442 = bitcast <16 x float> %6433 to <8 x i64>
  %6443 = or <8 x i64> %6442, %1169
  %6444 = fcmp oeq <16 x float> %6433, %47
  %6445 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6433, i32 4)
  %6446 = bitcast <8 x i64> %6443 to <16 x float>
  %6447 = select <16 x i1> %6444, <16 x float> %6446, <16 x float> %6445
  br label %6451

6448:                                             ; preds = %6432
  %6449 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6394, <16 x i1> %6395, <16 x float> zeroinitializer)
  %6450 = fadd <16 x float> %6433, %6449
  br label %6451

6451:                                             ; preds = %6434, %6441, %6448, %6432, %6413, %6390
  %6452 = phi <16 x float> [ %6433, %6432 ], [ %6391, %6390 ], [ %6414, %6413 ], [ %6450, %6448 ], [ %6447, %6441 ], [ %6440, %6434 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6452, ptr nonnull align 1 %6392, <16 x i1> %6395)
  %6453 = shl i64 %4777, 4
  %6454 = or disjoint i64 %6453, 48
  %6455 = sub nsw i64 %9, %6454
  %6456 = icmp sgt i64 %6455, 15
  %6457 = trunc i64 %6455 to i32
  %6458 = shl nsw i32 -1, %6457
  %6459 = trunc i32 %6458 to i16
  %6460 = xor i16 %6459, -1
  %6461 = select i1 %6456, i16 -1, i16 %6460
  br i1 %1619, label %6467, label %6462

6462:                                             ; preds = %6451
  %6463 = load float, ptr %1570, align 4
  %6464 = insertelement <16 x float> poison, float %6463, i64 0
  %6465 = shufflevector <16 x float> %6464, <16 x float> poison, <16 x i32> zeroinitializer
  %6466 = fadd <16 x float> %6219, %6465
  br label %6467

6467:                                             ; preds = %6462, %6451
  %6468 = phi <16 x float> [ %6466, %6462 ], [ %6219, %6451 ]
  %6469 = getelementptr inbounds nuw float, ptr %2937, i64 %6454
  %6470 = getelementptr inbounds nuw float, ptr %2939, i64 %6454
  %6471 = select i1 %2946, ptr null, ptr %6470
  %6472 = bitcast i16 %6461 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6487
    i64 2, label %6480
    i64 3, label %6473
    i64 0, label %6528
  ]

6473:                                             ; preds = %6467
  %6474 = bitcast <16 x float> %6468 to <8 x i64>
  %6475 = and <8 x i64> %6474, %1168
  %6476 = fcmp oeq <16 x float> %6468, %44
  %6477 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6468, i32 4)
  %6478 = bitcast <8 x i64> %6475 to <16 x float>
  %6479 = select <16 x i1> %6476, <16 x float> %6478, <16 x float> %6477
  br label %6490

6480:                                             ; preds = %6467
  %6481 = bitcast <16 x float> %6468 to <8 x i64>
  %6482 = or <8 x i64> %6481, %1169
  %6483 = fcmp oeq <16 x float> %6468, %47
  %6484 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6468, i32 4)
  %6485 = bitcast <8 x i64> %6482 to <16 x float>
  %6486 = select <16 x i1> %6483, <16 x float> %6485, <16 x float> %6484
  br label %6490

6487:                                             ; preds = %6467
  %6488 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6471, <16 x i1> %6472, <16 x float> zeroinitializer)
  %6489 = fadd <16 x float> %6468, %6488
  br label %6490

6490:                                             ; preds = %6487, %6480, %6473
  %6491 = phi <16 x float> [ %6489, %6487 ], [ %6486, %6480 ], [ %6479, %6473 ]
  switch i64 %1348, label %534 [
    i64 1, label %6506
    i64 2, label %6499
    i64 3, label %6492
    i64 0, label %6528
  ]

6492:                                             ; preds = %6490
  %6493 = bitcast <16 x float> %6491 to <8 x i64>
  %6494 = and <8 x i64> %6493, %1168
  %6495 = fcmp oeq <16 x float> %6491, %44
  %6496 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6491, i32 4)
  %6497 = bitcast <8 x i64> %6494 to <16 x float>
  %6498 = select <16 x i1> %6495, <16 x float> %6497, <16 x float> %6496
  br label %6509

6499:                                             ; preds = %6490
  %6500 = bitcast <16 x float> %6491 to <8 x i64>
  %6501 = or <8 x i64> %6500, %1169
  %6502 = fcmp oeq <16 x float> %6491, %47
  %6503 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6491, i32 4)
  %6504 = bitcast <8 x i64> %6501 to <16 x float>
  %6505 = select <16 x i1> %6502, <16 x float> %6504, <16 x float> %6503
  br label %6509

6506:                                             ; preds = %6490
  %6507 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6471, <16 x i1> %6472, <16 x float> zeroinitializer)
  %6508 = fadd <16 x float> %6491, %6507
  br label %6509

6509:                                             ; preds = %6506, %6499, %6492
  %6510 = phi <16 x float> [ %6508, %6506 ], [ %6505, %6499 ], [ %6498, %6492 ]
  switch i64 %1350, label %534 [
    i64 1, label %6525
    i64 2, label %6518
    i64 3, label %6511
    i64 0, label %6528
  ]

6511:                                             ; preds = %6509
  %6512 = bitcast <16 x float> %6510 to <8 x i64>
  %6513 = and <8 x i64> %6512, %1168
  %6514 = fcmp oeq <16 x float> %6510, %44
  %6515 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6510, i32 4)
  %6516 = bitcast <8 x i64> %6513 to <16 x float>
  %6517 = select <16 x i1> %6514, <16 x float> %6516, <16 x float> %6515
  br label %6528

6518:                                             ; preds = %6509
  %6519 = bitcast <16 x float> %6510 to <8 x i64>
  %6520 = or <8 x i64> %6519, %1169
  %6521 = fcmp oeq <16 x float> %6510, %47
  %6522 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6510, i32 4)
  %6523 = bitcast <8 x i64> %6520 to <16 x float>
  %6524 = select <16 x i1> %6521, <16 x float> %6523, <16 x float> %6522
  br label %6528

6525:                                             ; preds = %6509
  %6526 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6471, <16 x i1> %6472, <16 x float> zeroinitializer)
  %6527 = fadd <16 x float> %6510, %6526
  br label %6528

6528:                                             ; preds = %6511, %6518, %6525, %6509, %6490, %6467
  %6529 = phi <16 x float> [ %6510, %6509 ], [ %6468, %6467 ], [ %6491, %6490 ], [ %6527, %6525 ], [ %6524, %6518 ], [ %6517, %6511 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6529, ptr nonnull align 1 %6469, <16 x i1> %6472)
  %6530 = shl i64 %4777, 4
  %6531 = or disjoint i64 %6530, 64
  %6532 = sub nsw i64 %9, %6531
  %6533 = icmp sgt i64 %6532, 15
  %6534 = trunc i64 %6532 to i32
  %6535 = shl nsw i32 -1, %6534
  %6536 = trunc i32 %6535 to i16
  %6537 = xor i16 %6536, -1
  %6538 = select i1 %6533, i16 -1, i16 %6537
  br i1 %1619, label %6544, label %6539

6539:                                             ; preds = %6528
  %6540 = load float, ptr %1570, align 4
  %6541 = insertelement <16 x float> poison, float %6540, i64 0
  %6542 = shufflevector <16 x float> %6541, <16 x float> poison, <16 x i32> zeroinitializer
  %6543 = fadd <16 x float> %6218, %6542
  br label %6544

6544:                                             ; preds = %6539, %6528
  %6545 = phi <16 x float> [ %6543, %6539 ], [ %6218, %6528 ]
  %6546 = getelementptr inbounds nuw float, ptr %2937, i64 %6531
  %6547 = getelementptr inbounds nuw float, ptr %2939, i64 %6531
  %6548 = select i1 %2946, ptr null, ptr %6547
  %6549 = bitcast i16 %6538 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6564
    i64 2, label %6557
    i64 3, label %6550
    i64 0, label %6605
  ]

6550:                                             ; preds = %6544
  %6551 = bitcast <16 x float> %6545 to <8 x i64>
  %6552 = and <8 x i64> %6551, %1168
  %6553 = fcmp oeq <16 x float> %6545, %44
  %6554 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6545, i32 4)
  %6555 = bitcast <8 x i64> %6552 to <16 x float>
  %6556 = select <16 x i1> %6553, <16 x float> %6555, <16 x float> %6554
  br label %6567

6557:                                             ; preds = %6544
  %6558 = bitcast <16 x float> %6545 to <8 x i64>
  %6559 = or <8 x i64> %6558, %1169
  %6560 = fcmp oeq <16 x float> %6545, %47
  %6561 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6545, i32 4)
  %6562 = bitcast <8 x i64> %6559 to <16 x float>
  %6563 = select <16 x i1> %6560, <16 x float> %6562, <16 x float> %6561
  br label %6567

6564:                                             ; preds = %6544
  %6565 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6548, <16 x i1> %6549, <16 x float> zeroinitializer)
  %6566 = fadd <16 x float> %6545, %6565
  br label %6567

6567:                                             ; preds = %6564, %6557, %6550
  %6568 = phi <16 x float> [ %6566, %6564 ], [ %6563, %6557 ], [ %6556, %6550 ]
  switch i64 %1352, label %534 [
    i64 1, label %6583
    i64 2, label %6576
    i64 3, label %6569
    i64 0, label %6605
  ]

6569:                                             ; preds = %6567
  %6570 = bitcast <16 x float> %6568 to <8 x i64>
  %6571 = and <8 x i64> %6570, %1168
  %6572 = fcmp oeq <16 x float> %6568, %44
  %6573 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6568, i32 4)
  %6574 = bitcast <8 x i64> %6571 to <16 x float>
  %6575 = select <16 x i1> %6572, <16 x float> %6574, <16 x float> %6573
  br label %6586

6576:                                             ; preds = %6567
  %6577 = bitcast <16 x float> %6568 to <8 x i64>
  %6578 = or <8 x i64> %6577, %1169
  %6579 = fcmp oeq <16 x float> %6568, %47
  %6580 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6568, i32 4)
  %6581 = bitcast <8 x i64> %6578 to <16 x float>
  %6582 = select <16 x i1> %6579, <16 x float> %6581, <16 x float> %6580
  br label %6586

6583:                                             ; preds = %6567
  %6584 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6548, <16 x i1> %6549, <16 x float> zeroinitializer)
  %6585 = fadd <16 x float> %6568, %6584
  br label %6586

6586:                                             ; preds = %6583, %6576, %6569
  %6587 = phi <16 x float> [ %6585, %6583 ], [ %6582, %6576 ], [ %6575, %6569 ]
  switch i64 %1354, label %534 [
    i64 1, label %6602
    i64 2, label %6595
    i64 3, label %6588
    i64 0, label %6605
  ]

6588:                                             ; preds = %6586
  %6589 = bitcast <16 x float> %6587 to <8 x i64>
  %6590 = and <8 x i64> %6589, %1168
  %6591 = fcmp oeq <16 x float> %6587, %44
  %6592 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6587, i32 4)
  %6593 = bitcast <8 x i64> %6590 to <16 x float>
  %6594 = select <16 x i1> %6591, <16 x float> %6593, <16 x float> %6592
  br label %6605

6595:                                             ; preds = %6586
  %6596 = bitcast <16 x float> %6587 to <8 x i64>
  %6597 = or <8 x i64> %6596, %1169
  %6598 = fcmp oeq <16 x float> %6587, %47
  %6599 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6587, i32 4)
  %6600 = bitcast <8 x i64> %6597 to <16 x float>
  %6601 = select <16 x i1> %6598, <16 x float> %6600, <16 x float> %6599
  br label %6605

6602:                                             ; preds = %6586
  %6603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6548, <16 x i1> %6549, <16 x float> zeroinitializer)
  %6604 = fadd <16 x float> %6587, %6603
  br label %6605

6605:                                             ; preds = %6588, %6595, %6602, %6586, %6567, %6544
  %6606 = phi <16 x float> [ %6587, %6586 ], [ %6545, %6544 ], [ %6568, %6567 ], [ %6604, %6602 ], [ %6601, %6595 ], [ %6594, %6588 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6606, ptr nonnull align 1 %6546, <16 x i1> %6549)
  br label %8452

6607:                                             ; preds = %4776
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %29, i8 0, i64 384, i1 false)
  br i1 %1166, label %6608, label %6676

6608:                                             ; preds = %6607, %6622
  %6609 = phi i64 [ %6623, %6622 ], [ 0, %6607 ]
  %6610 = mul nsw i64 %6609, %14
  %6611 = sub i64 %6610, %16
  %6612 = add i64 %6611, %2949
  %6613 = icmp slt i64 %6612, 0
  %6614 = icmp sge i64 %6612, %6
  %6615 = or i1 %6613, %6614
  %6616 = select i1 %6615, i64 0, i64 %6612
  %6617 = mul nsw i64 %6616, %7
  %6618 = getelementptr inbounds float, ptr %1567, i64 %6617
  br i1 %1167, label %6619, label %6622

6619:                                             ; preds = %6608
  %6620 = mul nuw nsw i64 %6609, %11
  %6621 = getelementptr inbounds nuw float, ptr %1569, i64 %6620
  br label %6625

6622:                                             ; preds = %6634, %6608
  %6623 = add nuw nsw i64 %6609, 1
  %6624 = icmp eq i64 %6623, %10
  br i1 %6624, label %6674, label %6608

6625:                                             ; preds = %6619, %6634
  %6626 = phi i64 [ 0, %6619 ], [ %6635, %6634 ]
  %6627 = getelementptr inbounds nuw float, ptr %6621, i64 %6626
  %6628 = load float, ptr %6627, align 4
  %6629 = insertelement <16 x float> poison, float %6628, i64 0
  %6630 = shufflevector <16 x float> %6629, <16 x float> poison, <16 x i32> zeroinitializer
  %6631 = mul nsw i64 %6626, %15
  %6632 = sub i64 %6631, %17
  %6633 = getelementptr i16, ptr %1151, i64 %6626
  br label %6637

6634:                                             ; preds = %6663
  %6635 = add nuw nsw i64 %6626, 1
  %6636 = icmp eq i64 %6635, %11
  br i1 %6636, label %6622, label %6625

6637:                                             ; preds = %6625, %6663
  %6638 = phi i64 [ 0, %6625 ], [ %6672, %6663 ]
  %6639 = or disjoint i64 %4777, %6638
  %6640 = shl nsw i64 %6639, 4
  %6641 = add i64 %6632, %6640
  br i1 %1176, label %6646, label %6642

6642:                                             ; preds = %6637
  %6643 = mul nuw nsw i64 %6639, %11
  %6644 = getelementptr i16, ptr %6633, i64 %6643
  %6645 = load i16, ptr %6644, align 2
  br label %6663

6646:                                             ; preds = %6637
  %6647 = sub nsw i64 %9, %6640
  %6648 = icmp slt i64 %6641, 0
  %6649 = sub nsw i64 0, %6641
  %6650 = select i1 %6648, i64 %6649, i64 0
  %6651 = sub nsw i64 %7, %6641
  %6652 = call i64 @llvm.smin.i64(i64 %6651, i64 %6647)
  %6653 = call i64 @llvm.smin.i64(i64 %6652, i64 16)
  %6654 = icmp sgt i64 %6653, %6650
  %6655 = trunc i64 %6653 to i32
  %6656 = shl nsw i32 -1, %6655
  %6657 = xor i32 %6656, -1
  %6658 = trunc i64 %6650 to i32
  %6659 = shl nsw i32 -1, %6658
  %6660 = and i32 %6659, %6657
  %6661 = trunc i32 %6660 to i16
  %6662 = select i1 %6654, i16 %6661, i16 0
  br label %6663

6663:                                             ; preds = %6646, %6642
  %6664 = phi i16 [ %6645, %6642 ], [ %6662, %6646 ]
  %6665 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %6638
  %6666 = select i1 %6615, i16 0, i16 %6664
  %6667 = getelementptr inbounds float, ptr %6618, i64 %6641
  %6668 = bitcast i16 %6666 to <16 x i1>
  %6669 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6667, <16 x i1> %6668, <16 x float> zeroinitializer)
  %6670 = load <16 x float>, ptr %6665, align 64
  %6671 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6669, <16 x float> %6630, <16 x float> %6670)
  store <16 x float> %6671, ptr %6665, align 64
  %6672 = add nuw nsw i64 %6638, 1
  %6673 = icmp eq i64 %6672, 6
  br i1 %6673, label %6634, label %6637

6674:                                             ; preds = %6622
  %6675 = load <16 x float>, ptr %29, align 64
  br label %6676

6676:                                             ; preds = %6674, %6607
  %6677 = phi <16 x float> [ %6675, %6674 ], [ zeroinitializer, %6607 ]
  %6678 = shl nsw i64 %4777, 4
  %6679 = sub nsw i64 %9, %6678
  %6680 = icmp sgt i64 %6679, 15
  %6681 = trunc i64 %6679 to i32
  %6682 = shl nsw i32 -1, %6681
  %6683 = trunc i32 %6682 to i16
  %6684 = xor i16 %6683, -1
  %6685 = select i1 %6680, i16 -1, i16 %6684
  br i1 %1619, label %6691, label %6686

6686:                                             ; preds = %6676
  %6687 = load float, ptr %1570, align 4
  %6688 = insertelement <16 x float> poison, float %6687, i64 0
  %6689 = shufflevector <16 x float> %6688, <16 x float> poison, <16 x i32> zeroinitializer
  %6690 = fadd <16 x float> %6677, %6689
  br label %6691

6691:                                             ; preds = %6686, %6676
  %6692 = phi <16 x float> [ %6690, %6686 ], [ %6677, %6676 ]
  %6693 = getelementptr inbounds nuw float, ptr %2937, i64 %6678
  %6694 = getelementptr inbounds nuw float, ptr %2939, i64 %6678
  %6695 = select i1 %2946, ptr null, ptr %6694
  %6696 = bitcast i16 %6685 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6697
    i64 2, label %6700
    i64 3, label %6707
    i64 0, label %6752
  ]

6697:                                             ; preds = %6691
  %6698 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6695, <16 x i1> %6696, <16 x float> zeroinitializer)
  %6699 = fadd <16 x float> %6692, %6698
  br label %6714

6700:                                             ; preds = %6691
  %6701 = bitcast <16 x float> %6692 to <8 x i64>
  %6702 = or <8 x i64> %6701, %1169
  %6703 = fcmp oeq <16 x float> %6692, %47
  %6704 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6692, i32 4)
  %6705 = bitcast <8 x i64> %6702 to <16 x float>
  %6706 = select <16 x i1> %6703, <16 x float> %6705, <16 x float> %6704
  br label %6714

6707:                                             ; preds = %6691
  %6708 = bitcast <16 x float> %6692 to <8 x i64>
  %6709 = and <8 x i64> %6708, %1168
  %6710 = fcmp oeq <16 x float> %6692, %44
  %6711 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6692, i32 4)
  %6712 = bitcast <8 x i64> %6709 to <16 x float>
  %6713 = select <16 x i1> %6710, <16 x float> %6712, <16 x float> %6711
  br label %6714

6714:                                             ; preds = %6707, %6700, %6697
  %6715 = phi <16 x float> [ %6699, %6697 ], [ %6706, %6700 ], [ %6713, %6707 ]
  switch i64 %1306, label %534 [
    i64 1, label %6730
    i64 2, label %6723
    i64 3, label %6716
    i64 0, label %6752
  ]

6716:                                             ; preds = %6714
  %6717 = bitcast <16 x float> %6715 to <8 x i64>
  %6718 = and <8 x i64> %6717, %1168
  %6719 = fcmp oeq <16 x float> %6715, %44
  %6720 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6715, i32 4)
  %6721 = bitcast <8 x i64> %6718 to <16 x float>
  %6722 = select <16 x i1> %6719, <16 x float> %6721, <16 x float> %6720
  br label %6733

6723:                                             ; preds = %6714
  %6724 = bitcast <16 x float> %6715 to <8 x i64>
  %6725 = or <8 x i64> %6724, %1169
  %6726 = fcmp oeq <16 x float> %6715, %47
  %6727 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6715, i32 4)
  %6728 = bitcast <8 x i64> %6725 to <16 x float>
  %6729 = select <16 x i1> %6726, <16 x float> %6728, <16 x float> %6727
  br label %6733

6730:                                             ; preds = %6714
  %6731 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6695, <16 x i1> %6696, <16 x float> zeroinitializer)
  %6732 = fadd <16 x float> %6715, %6731
  br label %6733

6733:                                             ; preds = %6730, %6723, %6716
  %6734 = phi <16 x float> [ %6732, %6730 ], [ %6729, %6723 ], [ %6722, %6716 ]
  switch i64 %1308, label %534 [
    i64 1, label %6749
    i64 2, label %6742
    i64 3, label %6735
    i64 0, label %6752
  ]

6735:                                             ; preds = %6733
  %6736 = bitcast <16 x float> %6734 to <8 x i64>
  %6737 = and <8 x i64> %6736, %1168
  %6738 = fcmp oeq <16 x float> %6734, %44
  %6739 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6734, i32 4)
  %6740 = bitcast <8 x i64> %6737 to <16 x float>
  %6741 = select <16 x i1> %6738, <16 x float> %6740, <16 x float> %6739
  br label %6752

6742:                                             ; preds = %6733
  %6743 = bitcast <16 x float> %6734 to <8 x i64>
  %6744 = or <8 x i64> %6743, %1169
  %6745 = fcmp oeq <16 x float> %6734, %47
  %6746 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6734, i32 4)
  %6747 = bitcast <8 x i64> %6744 to <16 x float>
  %6748 = select <16 x i1> %6745, <16 x float> %6747, <16 x float> %6746
  br label %6752

6749:                                             ; preds = %6733
  %6750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6695, <16 x i1> %6696, <16 x float> zeroinitializer)
  %6751 = fadd <16 x float> %6734, %6750
  br label %6752

6752:                                             ; preds = %6735, %6742, %6749, %6733, %6714, %6691
  %6753 = phi <16 x float> [ %6734, %6733 ], [ %6692, %6691 ], [ %6715, %6714 ], [ %6751, %6749 ], [ %6748, %6742 ], [ %6741, %6735 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6753, ptr align 1 %6693, <16 x i1> %6696)
  %6754 = shl i64 %4777, 4
  %6755 = or disjoint i64 %6754, 16
  %6756 = sub nsw i64 %9, %6755
  %6757 = icmp sgt i64 %6756, 15
  %6758 = trunc i64 %6756 to i32
  %6759 = shl nsw i32 -1, %6758
  %6760 = trunc i32 %6759 to i16
  %6761 = xor i16 %6760, -1
  %6762 = select i1 %6757, i16 -1, i16 %6761
  %6763 = load <16 x float>, ptr %1309, align 64
  br i1 %1619, label %6769, label %6764

6764:                                             ; preds = %6752
  %6765 = load float, ptr %1570, align 4
  %6766 = insertelement <16 x float> poison, float %6765, i64 0
  %6767 = shufflevector <16 x float> %6766, <16 x float> poison, <16 x i32> zeroinitializer
  %6768 = fadd <16 x float> %6763, %6767
  br label %6769

6769:                                             ; preds = %6764, %6752
  %6770 = phi <16 x float> [ %6768, %6764 ], [ %6763, %6752 ]
  %6771 = getelementptr inbounds nuw float, ptr %2937, i64 %6755
  %6772 = getelementptr inbounds nuw float, ptr %2939, i64 %6755
  %6773 = select i1 %2946, ptr null, ptr %6772
  %6774 = bitcast i16 %6762 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6789
    i64 2, label %6782
    i64 3, label %6775
    i64 0, label %6830
  ]

6775:                                             ; preds = %6769
  %6776 = bitcast <16 x float> %6770 to <8 x i64>
  %6777 = and <8 x i64> %6776, %1168
  %6778 = fcmp oeq <16 x float> %6770, %44
  %6779 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6770, i32 4)
  %6780 = bitcast <8 x i64> %6777 to <16 x float>
  %6781 = select <16 x i1> %6778, <16 x float> %6780, <16 x float> %6779
  br label %6792

6782:                                             ; preds = %6769
  %6783 = bitcast <16 x float> %6770 to <8 x i64>
  %6784 = or <8 x i64> %6783, %1169
  %6785 = fcmp oeq <16 x float> %6770, %47
  %6786 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6770, i32 4)
  %6787 = bitcast <8 x i64> %6784 to <16 x float>
  %6788 = select <16 x i1> %6785, <16 x float> %6787, <16 x float> %6786
  br label %6792

6789:                                             ; preds = %6769
  %6790 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6773, <16 x i1> %6774, <16 x float> zeroinitializer)
  %6791 = fadd <16 x float> %6770, %6790
  br label %6792

6792:                                             ; preds = %6789, %6782, %6775
  %6793 = phi <16 x float> [ %6791, %6789 ], [ %6788, %6782 ], [ %6781, %6775 ]
  switch i64 %1311, label %534 [
    i64 1, label %6808
    i64 2, label %6801
    i64 3, label %6794
    i64 0, label %6830
  ]

6794:                                             ; preds = %6792
  %6795 = bitcast <16 x float> %6793 to <8 x i64>
  %6796 = and <8 x i64> %6795, %1168
  %6797 = fcmp oeq <16 x float> %6793, %44
  %6798 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6793, i32 4)
  %6799 = bitcast <8 x i64> %6796 to <16 x float>
  %6800 = select <16 x i1> %6797, <16 x float> %6799, <16 x float> %6798
  br label %6811

6801:                                             ; preds = %6792
  %6802 = bitcast <16 x float> %6793 to <8 x i64>
  %6803 = or <8 x i64> %6802, %1169
  %6804 = fcmp oeq <16 x float> %6793, %47
  %6805 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6793, i32 4)
  %6806 = bitcast <8 x i64> %6803 to <16 x float>
  %6807 = select <16 x i1> %6804, <16 x float> %6806, <16 x float> %6805
  br label %6811

6808:                                             ; preds = %6792
  %6809 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6773, <16 x i1> %6774, <16 x float> zeroinitializer)
  %6810 = fadd <16 x float> %6793, %6809
  br label %6811

6811:                                             ; preds = %6808, %6801, %6794
  %6812 = phi <16 x float> [ %6810, %6808 ], [ %6807, %6801 ], [ %6800, %6794 ]
  switch i64 %1313, label %534 [
    i64 1, label %6827
    i64 2, label %6820
    i64 3, label %6813
    i64 0, label %6830
  ]

6813:                                             ; preds = %6811
  %6814 = bitcast <16 x float> %6812 to <8 x i64>
  %6815 = and <8 x i64> %6814, %1168
  %6816 = fcmp oeq <16 x float> %6812, %44
  %6817 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6812, i32 4)
  %6818 = bitcast <8 x i64> %6815 to <16 x float>
  %6819 = select <16 x i1> %6816, <16 x float> %6818, <16 x float> %6817
  br label %6830

6820:                                             ; preds = %6811
  %6821 = bitcast <16 x float> %6812 to <8 x i64>
  %6822 = or <8 x i64> %6821, %1169
  %6823 = fcmp oeq <16 x float> %6812, %47
  %6824 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6812, i32 4)
  %6825 = bitcast <8 x i64> %6822 to <16 x float>
  %6826 = select <16 x i1> %6823, <16 x float> %6825, <16 x float> %6824
  br label %6830

6827:                                             ; preds = %6811
  %6828 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6773, <16 x i1> %6774, <16 x float> zeroinitializer)
  %6829 = fadd <16 x float> %6812, %6828
  br label %6830

6830:                                             ; preds = %6813, %6820, %6827, %6811, %6792, %6769
  %6831 = phi <16 x float> [ %6812, %6811 ], [ %6770, %6769 ], [ %6793, %6792 ], [ %6829, %6827 ], [ %6826, %6820 ], [ %6819, %6813 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6831, ptr nonnull align 1 %6771, <16 x i1> %6774)
  %6832 = shl i64 %4777, 4
  %6833 = or disjoint i64 %6832, 32
  %6834 = sub nsw i64 %9, %6833
  %6835 = icmp sgt i64 %6834, 15
  %6836 = trunc i64 %6834 to i32
  %6837 = shl nsw i32 -1, %6836
  %6838 = trunc i32 %6837 to i16
  %6839 = xor i16 %6838, -1
  %6840 = select i1 %6835, i16 -1, i16 %6839
  %6841 = load <16 x float>, ptr %1314, align 64
  br i1 %1619, label %6847, label %6842

6842:                                             ; preds = %6830
  %6843 = load float, ptr %1570, align 4
  %6844 = insertelement <16 x float> poison, float %6843, i64 0
  %6845 = shufflevector <16 x float> %6844, <16 x float> poison, <16 x i32> zeroinitializer
  %6846 = fadd <16 x float> %6841, %6845
  br label %6847

6847:                                             ; preds = %6842, %6830
  %6848 = phi <16 x float> [ %6846, %6842 ], [ %6841, %6830 ]
  %6849 = getelementptr inbounds nuw float, ptr %2937, i64 %6833
  %6850 = getelementptr inbounds nuw float, ptr %2939, i64 %6833
  %6851 = select i1 %2946, ptr null, ptr %6850
  %6852 = bitcast i16 %6840 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6867
    i64 2, label %6860
    i64 3, label %6853
    i64 0, label %6908
  ]

6853:                                             ; preds = %6847
  %6854 = bitcast <16 x float> %6848 to <8 x i64>
  %6855 = and <8 x i64> %6854, %1168
  %6856 = fcmp oeq <16 x float> %6848, %44
  %6857 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6848, i32 4)
  %6858 = bitcast <8 x i64> %6855 to <16 x float>
  %6859 = select <16 x i1> %6856, <16 x float> %6858, <16 x float> %6857
  br label %6870

6860:                                             ; preds = %6847
  %6861 = bitcast <16 x float> %6848 to <8 x i64>
  %6862 = or <8 x i64> %6861, %1169
  %6863 = fcmp oeq <16 x float> %6848, %47
  %6864 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6848, i32 4)
  %6865 = bitcast <8 x i64> %6862 to <16 x float>
  %6866 = select <16 x i1> %6863, <16 x float> %6865, <16 x float> %6864
  br label %6870

6867:                                             ; preds = %6847
  %6868 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %6852, <16 x float> zeroinitializer)
  %6869 = fadd <16 x float> %6848, %6868
  br label %6870

6870:                                             ; preds = %6867, %6860, %6853
  %6871 = phi <16 x float> [ %6869, %6867 ], [ %6866, %6860 ], [ %6859, %6853 ]
  switch i64 %1316, label %534 [
    i64 1, label %6886
    i64 2, label %6879
    i64 3, label %6872
    i64 0, label %6908
  ]

6872:                                             ; preds = %6870
  %6873 = bitcast <16 x float> %6871 to <8 x i64>
  %6874 = and <8 x i64> %6873, %1168
  %6875 = fcmp oeq <16 x float> %6871, %44
  %6876 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6871, i32 4)
  %6877 = bitcast <8 x i64> %6874 to <16 x float>
  %6878 = select <16 x i1> %6875, <16 x float> %6877, <16 x float> %6876
  br label %6889

6879:                                             ; preds = %6870
  %6880 = bitcast <16 x float> %6871 to <8 x i64>
  %6881 = or <8 x i64> %6880, %1169
  %6882 = fcmp oeq <16 x float> %6871, %47
  %6883 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6871, i32 4)
  %6884 = bitcast <8 x i64> %6881 to <16 x float>
  %6885 = select <16 x i1> %6882, <16 x float> %6884, <16 x float> %6883
  br label %6889

6886:                                             ; preds = %6870
  %6887 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %6852, <16 x float> zeroinitializer)
  %6888 = fadd <16 x float> %6871, %6887
  br label %6889

6889:                                             ; preds = %6886, %6879, %6872
  %6890 = phi <16 x float> [ %6888, %6886 ], [ %6885, %6879 ], [ %6878, %6872 ]
  switch i64 %1318, label %534 [
    i64 1, label %6905
    i64 2, label %6898
    i64 3, label %6891
    i64 0, label %6908
  ]

6891:                                             ; preds = %6889
  %6892 = bitcast <16 x float> %6890 to <8 x i64>
  %6893 = and <8 x i64> %6892, %1168
  %6894 = fcmp oeq <16 x float> %6890, %44
  %6895 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6890, i32 4)
  %6896 = bitcast <8 x i64> %6893 to <16 x float>
  %6897 = select <16 x i1> %6894, <16 x float> %6896, <16 x float> %6895
  br label %6908

6898:                                             ; preds = %6889
  %6899 = bitcast <16 x float> %6890 to <8 x i64>
  %6900 = or <8 x i64> %6899, %1169
  %6901 = fcmp oeq <16 x float> %6890, %47
  %6902 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6890, i32 4)
  %6903 = bitcast <8 x i64> %6900 to <16 x float>
  %6904 = select <16 x i1> %6901, <16 x float> %6903, <16 x float> %6902
  br label %6908

6905:                                             ; preds = %6889
  %6906 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6851, <16 x i1> %6852, <16 x float> zeroinitializer)
  %6907 = fadd <16 x float> %6890, %6906
  br label %6908

6908:                                             ; preds = %6891, %6898, %6905, %6889, %6870, %6847
  %6909 = phi <16 x float> [ %6890, %6889 ], [ %6848, %6847 ], [ %6871, %6870 ], [ %6907, %6905 ], [ %6904, %6898 ], [ %6897, %6891 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6909, ptr nonnull align 1 %6849, <16 x i1> %6852)
  %6910 = shl i64 %4777, 4
  %6911 = or disjoint i64 %6910, 48
  %6912 = sub nsw i64 %9, %6911
  %6913 = icmp sgt i64 %6912, 15
  %6914 = trunc i64 %6912 to i32
  %6915 = shl nsw i32 -1, %6914
  %6916 = trunc i32 %6915 to i16
  %6917 = xor i16 %6916, -1
  %6918 = select i1 %6913, i16 -1, i16 %6917
  %6919 = load <16 x float>, ptr %1319, align 64
  br i1 %1619, label %6925, label %6920

6920:                                             ; preds = %6908
  %6921 = load float, ptr %1570, align 4
  %6922 = insertelement <16 x float> poison, float %6921, i64 0
  %6923 = shufflevector <16 x float> %6922, <16 x float> poison, <16 x i32> zeroinitializer
  %6924 = fadd <16 x float> %6919, %6923
  br label %6925

6925:                                             ; preds = %6920, %6908
  %6926 = phi <16 x float> [ %6924, %6920 ], [ %6919, %6908 ]
  %6927 = getelementptr inbounds nuw float, ptr %2937, i64 %6911
  %6928 = getelementptr inbounds nuw float, ptr %2939, i64 %6911
  %6929 = select i1 %2946, ptr null, ptr %6928
  %6930 = bitcast i16 %6918 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6945
    i64 2, label %6938
    i64 3, label %6931
    i64 0, label %6986
  ]

6931:                                             ; preds = %6925
  %6932 = bitcast <16 x float> %6926 to <8 x i64>
  %6933 = and <8 x i64> %6932, %1168
  %6934 = fcmp oeq <16 x float> %6926, %44
  %6935 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6926, i32 4)
  %6936 = bitcast <8 x i64> %6933 to <16 x float>
  %6937 = select <16 x i1> %6934, <16 x float> %6936, <16 x float> %6935
  br label %6948

6938:                                             ; preds = %6925
  %6939 = bitcast <16 x float> %6926 to <8 x i64>
  %6940 = or <8 x i64> %6939, %1169
  %6941 = fcmp oeq <16 x float> %6926, %47
  %6942 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6926, i32 4)
  %6943 = bitcast <8 x i64> %6940 to <16 x float>
  %6944 = select <16 x i1> %6941, <16 x float> %6943, <16 x float> %6942
  br label %6948

6945:                                             ; preds = %6925
  %6946 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6929, <16 x i1> %6930, <16 x float> zeroinitializer)
  %6947 = fadd <16 x float> %6926, %6946
  br label %6948

6948:                                             ; preds = %6945, %6938, %6931
  %6949 = phi <16 x float> [ %6947, %6945 ], [ %6944, %6938 ], [ %6937, %6931 ]
  switch i64 %1321, label %534 [
    i64 1, label %6964
    i64 2, label %6957
    i64 3, label %6950
    i64 0, label %6986
  ]

6950:                                             ; preds = %6948
  %6951 = bitcast <16 x float> %6949 to <8 x i64>
  %6952 = and <8 x i64> %6951, %1168
  %6953 = fcmp oeq <16 x float> %6949, %44
  %6954 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6949, i32 4)
  %6955 = bitcast <8 x i64> %6952 to <16 x float>
  %6956 = select <16 x i1> %6953, <16 x float> %6955, <16 x float> %6954
  br label %6967

6957:                                             ; preds = %6948
  %6958 = bitcast <16 x float> %6949 to <8 x i64>
  %6959 = or <8 x i64> %6958, %1169
  %6960 = fcmp oeq <16 x float> %6949, %47
  %6961 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6949, i32 4)
  %6962 = bitcast <8 x i64> %6959 to <16 x float>
  %6963 = select <16 x i1> %6960, <16 x float> %6962, <16 x float> %6961
  br label %6967

6964:                                             ; preds = %6948
  %6965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6929, <16 x i1> %6930, <16 x float> zeroinitializer)
  %6966 = fadd <16 x float> %6949, %6965
  br label %6967

6967:                                             ; preds = %6964, %6957, %6950
  %6968 = phi <16 x float> [ %6966, %6964 ], [ %6963, %6957 ], [ %6956, %6950 ]
  switch i64 %1323, label %534 [
    i64 1, label %6983
    i64 2, label %6976
    i64 3, label %6969
    i64 0, label %6986
  ]

6969:                                             ; preds = %6967
  %6970 = bitcast <16 x float> %6968 to <8 x i64>
  %6971 = and <8 x i64> %6970, %1168
  %6972 = fcmp oeq <16 x float> %6968, %44
  %6973 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6968, i32 4)
  %6974 = bitcast <8 x i64> %6971 to <16 x float>
  %6975 = select <16 x i1> %6972, <16 x float> %6974, <16 x float> %6973
  br label %6986

6976:                                             ; preds = %6967
  %6977 = bitcast <16 x float> %6968 to <8 x i64>
  %6978 = or <8 x i64> %6977, %1169
  %6979 = fcmp oeq <16 x float> %6968, %47
  %6980 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6968, i32 4)
  %6981 = bitcast <8 x i64> %6978 to <16 x float>
  %6982 = select <16 x i1> %6979, <16 x float> %6981, <16 x float> %6980
  br label %6986

6983:                                             ; preds = %6967
  %6984 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6929, <16 x i1> %6930, <16 x float> zeroinitializer)
  %6985 = fadd <16 x float> %6968, %6984
  br label %6986

6986:                                             ; preds = %6969, %6976, %6983, %6967, %6948, %6925
  %6987 = phi <16 x float> [ %6968, %6967 ], [ %6926, %6925 ], [ %6949, %6948 ], [ %6985, %6983 ], [ %6982, %6976 ], [ %6975, %6969 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6987, ptr nonnull align 1 %6927, <16 x i1> %6930)
  %6988 = shl i64 %4777, 4
  %6989 = or disjoint i64 %6988, 64
  %6990 = sub nsw i64 %9, %6989
  %6991 = icmp sgt i64 %6990, 15
  %6992 = trunc i64 %6990 to i32
  %6993 = shl nsw i32 -1, %6992
  %6994 = trunc i32 %6993 to i16
  %6995 = xor i16 %6994, -1
  %6996 = select i1 %6991, i16 -1, i16 %6995
  %6997 = load <16 x float>, ptr %1324, align 64
  br i1 %1619, label %7003, label %6998

6998:                                             ; preds = %6986
  %6999 = load float, ptr %1570, align 4
  %7000 = insertelement <16 x float> poison, float %6999, i64 0
  %7001 = shufflevector <16 x float> %7000, <16 x float> poison, <16 x i32> zeroinitializer
  %7002 = fadd <16 x float> %6997, %7001
  br label %7003

7003:                                             ; preds = %6998, %6986
  %7004 = phi <16 x float> [ %7002, %6998 ], [ %6997, %6986 ]
  %7005 = getelementptr inbounds nuw float, ptr %2937, i64 %6989
  %7006 = getelementptr inbounds nuw float, ptr %2939, i64 %6989
  %7007 = select i1 %2946, ptr null, ptr %7006
  %7008 = bitcast i16 %6996 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %7023
    i64 2, label %7016
    i64 3, label %7009
    i64 0, label %7064
  ]

7009:                                             ; preds = %7003
  %7010 = bitcast <16 x float> %7004 to <8 x i64>
  %7011 = and <8 x i64> %7010, %1168
  %7012 = fcmp oeq <16 x float> %7004, %44
  %7013 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7004, i32 4)
  %7014 = bitcast <8 x i64> %7011 to <16 x float>
  %7015 = select <16 x i1> %7012, <16 x float> %7014, <16 x float> %7013
  br label %7026

7016:                                             ; preds = %7003
  %7017 = bitcast <16 x float> %7004 to <8 x i64>
  %7018 = or <8 x i64> %7017, %1169
  %7019 = fcmp oeq <16 x float> %7004, %47
  %7020 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7004, i32 4)
  %7021 = bitcast <8 x i64> %7018 to <16 x float>
  %7022 = select <16 x i1> %7019, <16 x float> %7021, <16 x float> %7020
  br label %7026

7023:                                             ; preds = %7003
  %7024 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7007, <16 x i1> %7008, <16 x float> zeroinitializer)
  %7025 = fadd <16 x float> %7004, %7024
  br label %7026

7026:                                             ; preds = %7023, %7016, %7009
  %7027 = phi <16 x float> [ %7025, %7023 ], [ %7022, %7016 ], [ %7015, %7009 ]
  switch i64 %1326, label %534 [
    i64 1, label %7042
    i64 2, label %7035
    i64 3, label %7028
    i64 0, label %7064
  ]

7028:                                             ; preds = %7026
  %7029 = bitcast <16 x float> %7027 to <8 x i64>
  %7030 = and <8 x i64> %7029, %1168
  %7031 = fcmp oeq <16 x float> %7027, %44
  %7032 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7027, i32 4)
  %7033 = bitcast <8 x i64> %7030 to <16 x float>
  %7034 = select <16 x i1> %7031, <16 x float> %7033, <16 x float> %7032
  br label %7045

7035:                                             ; preds = %7026
  %7036 = bitcast <16 x float> %7027 to <8 x i64>
  %7037 = or <8 x i64> %7036, %1169
  %7038 = fcmp oeq <16 x float> %7027, %47
  %7039 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7027, i32 4)
  %7040 = bitcast <8 x i64> %7037 to <16 x float>
  %7041 = select <16 x i1> %7038, <16 x float> %7040, <16 x float> %7039
  br label %7045

7042:                                             ; preds = %7026
  %7043 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7007, <16 x i1> %7008, <16 x float> zeroinitializer)
  %7044 = fadd <16 x float> %7027, %7043
  br label %7045

7045:                                             ; preds = %7042, %7035, %7028
  %7046 = phi <16 x float> [ %7044, %7042 ], [ %7041, %7035 ], [ %7034, %7028 ]
  switch i64 %1328, label %534 [
    i64 1, label %7061
    i64 2, label %7054
    i64 3, label %7047
    i64 0, label %7064
  ]

7047:                                             ; preds = %7045
  %7048 = bitcast <16 x float> %7046 to <8 x i64>
  %7049 = and <8 x i64> %7048, %1168
  %7050 = fcmp oeq <16 x float> %7046, %44
  %7051 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7046, i32 4)
  %7052 = bitcast <8 x i64> %7049 to <16 x float>
  %7053 = select <16 x i1> %7050, <16 x float> %7052, <16 x float> %7051
  br label %7064

7054:                                             ; preds = %7045
  %7055 = bitcast <16 x float> %7046 to <8 x i64>
  %7056 = or <8 x i64> %7055, %1169
  %7057 = fcmp oeq <16 x float> %7046, %47
  %7058 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7046, i32 4)
  %7059 = bitcast <8 x i64> %7056 to <16 x float>
  %7060 = select <16 x i1> %7057, <16 x float> %7059, <16 x float> %7058
  br label %7064

7061:                                             ; preds = %7045
  %7062 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7007, <16 x i1> %7008, <16 x float> zeroinitializer)
  %7063 = fadd <16 x float> %7046, %7062
  br label %7064

7064:                                             ; preds = %7047, %7054, %7061, %7045, %7026, %7003
  %7065 = phi <16 x float> [ %7046, %7045 ], [ %7004, %7003 ], [ %7027, %7026 ], [ %7063, %7061 ], [ %7060, %7054 ], [ %7053, %7047 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7065, ptr nonnull align 1 %7005, <16 x i1> %7008)
  %7066 = shl i64 %4777, 4
  %7067 = or disjoint i64 %7066, 80
  %7068 = sub nsw i64 %9, %7067
  %7069 = icmp sgt i64 %7068, 15
  %7070 = trunc i64 %7068 to i32
  %7071 = shl nsw i32 -1, %7070
  %7072 = trunc i32 %7071 to i16
  %7073 = xor i16 %7072, -1
  %7074 = select i1 %7069, i16 -1, i16 %7073
  %7075 = load <16 x float>, ptr %1329, align 64
  br i1 %1619, label %7081, label %7076

7076:                                             ; preds = %7064
  %7077 = load float, ptr %1570, align 4
  %7078 = insertelement <16 x float> poison, float %7077, i64 0
  %7079 = shufflevector <16 x float> %7078, <16 x float> poison, <16 x i32> zeroinitializer
  %7080 = fadd <16 x float> %7075, %7079
  br label %7081

7081:                                             ; preds = %7076, %7064
  %7082 = phi <16 x float> [ %7080, %7076 ], [ %7075, %7064 ]
  %7083 = getelementptr inbounds nuw float, ptr %2937, i64 %7067
  %7084 = getelementptr inbounds nuw float, ptr %2939, i64 %7067
  %7085 = select i1 %2946, ptr null, ptr %7084
  %7086 = bitcast i16 %7074 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %7101
    i64 2, label %7094
    i64 3, label %7087
    i64 0, label %7142
  ]

7087:                                             ; preds = %7081
  %7088 = bitcast <16 x float> %7082 to <8 x i64>
  %7089 = and <8 x i64> %7088, %1168
  %7090 = fcmp oeq <16 x float> %7082, %44
  %7091 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7082, i32 4)
  %7092 = bitcast <8 x i64> %7089 to <16 x float>
  %7093 = select <16 x i1> %7090, <16 x float> %7092, <16 x float> %7091
  br label %7104

7094:                                             ; preds = %7081
  %7095 = bitcast <16 x float> %7082 to <8 x i64>
  %7096 = or <8 x i64> %7095, %1169
  %7097 = fcmp oeq <16 x float> %7082, %47
  %7098 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7082, i32 4)
  %7099 = bitcast <8 x i64> %7096 to <16 x float>
  %7100 = select <16 x i1> %7097, <16 x float> %7099, <16 x float> %7098
  br label %7104

7101:                                             ; preds = %7081
  %7102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %7086, <16 x float> zeroinitializer)
  %7103 = fadd <16 x float> %7082, %7102
  br label %7104

7104:                                             ; preds = %7101, %7094, %7087
  %7105 = phi <16 x float> [ %7103, %7101 ], [ %7100, %7094 ], [ %7093, %7087 ]
  switch i64 %1331, label %534 [
    i64 1, label %7120
    i64 2, label %7113
    i64 3, label %7106
    i64 0, label %7142
  ]

7106:                                             ; preds = %7104
  %7107 = bitcast <16 x float> %7105 to <8 x i64>
  %7108 = and <8 x i64> %7107, %1168
  %7109 = fcmp oeq <16 x float> %7105, %44
  %7110 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7105, i32 4)
  %7111 = bitcast <8 x i64> %7108 to <16 x float>
  %7112 = select <16 x i1> %7109, <16 x float> %7111, <16 x float> %7110
  br label %7123

7113:                                             ; preds = %7104
  %7114 = bitcast <16 x float> %7105 to <8 x i64>
  %7115 = or <8 x i64> %7114, %1169
  %7116 = fcmp oeq <16 x float> %7105, %47
  %7117 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7105, i32 4)
  %7118 = bitcast <8 x i64> %7115 to <16 x float>
  %7119 = select <16 x i1> %7116, <16 x float> %7118, <16 x float> %7117
  br label %7123

7120:                                             ; preds = %7104
  %7121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %7086, <16 x float> zeroinitializer)
  %7122 = fadd <16 x float> %7105, %7121
  br label %7123

7123:                                             ; preds = %7120, %7113, %7106
  %7124 = phi <16 x float> [ %7122, %7120 ], [ %7119, %7113 ], [ %7112, %7106 ]
  switch i64 %1333, label %534 [
    i64 1, label %7139
    i64 2, label %7132
    i64 3, label %7125
    i64 0, label %7142
  ]

7125:                                             ; preds = %7123
  %7126 = bitcast <16 x float> %7124 to <8 x i64>
  %7127 = and <8 x i64> %7126, %1168
  %7128 = fcmp oeq <16 x float> %7124, %44
  %7129 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7124, i32 4)
  %7130 = bitcast <8 x i64> %7127 to <16 x float>
  %7131 = select <16 x i1> %7128, <16 x float> %7130, <16 x float> %7129
  br label %7142

7132:                                             ; preds = %7123
  %7133 = bitcast <16 x float> %7124 to <8 x i64>
  %7134 = or <8 x i64> %7133, %1169
  %7135 = fcmp oeq <16 x float> %7124, %47
  %7136 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7124, i32 4)
  %7137 = bitcast <8 x i64> %7134 to <16 x float>
  %7138 = select <16 x i1> %7135, <16 x float> %7137, <16 x float> %7136
  br label %7142

7139:                                             ; preds = %7123
  %7140 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %7086, <16 x float> zeroinitializer)
  %7141 = fadd <16 x float> %7124, %7140
  br label %7142

7142:                                             ; preds = %7125, %7132, %7139, %7123, %7104, %7081
  %7143 = phi <16 x float> [ %7124, %7123 ], [ %7082, %7081 ], [ %7105, %7104 ], [ %7141, %7139 ], [ %7138, %7132 ], [ %7131, %7125 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7143, ptr nonnull align 1 %7083, <16 x i1> %7086)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %8452

7144:                                             ; preds = %4776
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %30, i8 0, i64 448, i1 false)
  br i1 %1166, label %7145, label %7213

7145:                                             ; preds = %7144, %7159
  %7146 = phi i64 [ %7160, %7159 ], [ 0, %7144 ]
  %7147 = mul nsw i64 %7146, %14
  %7148 = sub i64 %7147, %16
  %7149 = add i64 %7148, %2948
  %7150 = icmp slt i64 %7149, 0
  %7151 = icmp sge i64 %7149, %6
  %7152 = or i1 %7150, %7151
  %7153 = select i1 %7152, i64 0, i64 %7149
  %7154 = mul nsw i64 %7153, %7
  %7155 = getelementptr inbounds float, ptr %1567, i64 %7154
  br i1 %1167, label %7156, label %7159

7156:                                             ; preds = %7145
  %7157 = mul nuw nsw i64 %7146, %11
  %7158 = getelementptr inbounds nuw float, ptr %1569, i64 %7157
  br label %7162

7159:                                             ; preds = %7171, %7145
  %7160 = add nuw nsw i64 %7146, 1
  %7161 = icmp eq i64 %7160, %10
  br i1 %7161, label %7211, label %7145

7162:                                             ; preds = %7156, %7171
  %7163 = phi i64 [ 0, %7156 ], [ %7172, %7171 ]
  %7164 = getelementptr inbounds nuw float, ptr %7158, i64 %7163
  %7165 = load float, ptr %7164, align 4
  %7166 = insertelement <16 x float> poison, float %7165, i64 0
  %7167 = shufflevector <16 x float> %7166, <16 x float> poison, <16 x i32> zeroinitializer
  %7168 = mul nsw i64 %7163, %15
  %7169 = sub i64 %7168, %17
  %7170 = getelementptr i16, ptr %1151, i64 %7163
  br label %7174

7171:                                             ; preds = %7200
  %7172 = add nuw nsw i64 %7163, 1
  %7173 = icmp eq i64 %7172, %11
  br i1 %7173, label %7159, label %7162

7174:                                             ; preds = %7162, %7200
  %7175 = phi i64 [ 0, %7162 ], [ %7209, %7200 ]
  %7176 = or disjoint i64 %4777, %7175
  %7177 = shl nsw i64 %7176, 4
  %7178 = add i64 %7169, %7177
  br i1 %1176, label %7183, label %7179

7179:                                             ; preds = %7174
  %7180 = mul nuw nsw i64 %7176, %11
  %7181 = getelementptr i16, ptr %7170, i64 %7180
  %7182 = load i16, ptr %7181, align 2
  br label %7200

7183:                                             ; preds = %7174
  %7184 = sub nsw i64 %9, %7177
  %7185 = icmp slt i64 %7178, 0
  %7186 = sub nsw i64 0, %7178
  %7187 = select i1 %7185, i64 %7186, i64 0
  %7188 = sub nsw i64 %7, %7178
  %7189 = call i64 @llvm.smin.i64(i64 %7188, i64 %7184)
  %7190 = call i64 @llvm.smin.i64(i64 %7189, i64 16)
  %7191 = icmp sgt i64 %7190, %7187
  %7192 = trunc i64 %7190 to i32
  %7193 = shl nsw i32 -1, %7192
  %7194 = xor i32 %7193, -1
  %7195 = trunc i64 %7187 to i32
  %7196 = shl nsw i32 -1, %7195
  %7197 = and i32 %7196, %7194
  %7198 = trunc i32 %7197 to i16
  %7199 = select i1 %7191, i16 %7198, i16 0
  br label %7200

7200:                                             ; preds = %7183, %7179
  %7201 = phi i16 [ %7182, %7179 ], [ %7199, %7183 ]
  %7202 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %7175
  %7203 = select i1 %7152, i16 0, i16 %7201
  %7204 = getelementptr inbounds float, ptr %7155, i64 %7178
  %7205 = bitcast i16 %7203 to <16 x i1>
  %7206 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7204, <16 x i1> %7205, <16 x float> zeroinitializer)
  %7207 = load <16 x float>, ptr %7202, align 64
  %7208 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7206, <16 x float> %7167, <16 x float> %7207)
  store <16 x float> %7208, ptr %7202, align 64
  %7209 = add nuw nsw i64 %7175, 1
  %7210 = icmp eq i64 %7209, 7
  br i1 %7210, label %7171, label %7174

7211:                                             ; preds = %7159
  %7212 = load <16 x float>, ptr %30, align 64
  br label %7213

7213:                                             ; preds = %7211, %7144
  %7214 = phi <16 x float> [ %7212, %7211 ], [ zeroinitializer, %7144 ]
  %7215 = shl nsw i64 %4777, 4
  %7216 = sub nsw i64 %9, %7215
  %7217 = icmp sgt i64 %7216, 15
  %7218 = trunc i64 %7216 to i32
  %7219 = shl nsw i32 -1, %7218
  %7220 = trunc i32 %7219 to i16
  %7221 = xor i16 %7220, -1
  %7222 = select i1 %7217, i16 -1, i16 %7221
  br i1 %1619, label %7228, label %7223

7223:                                             ; preds = %7213
  %7224 = load float, ptr %1570, align 4
  %7225 = insertelement <16 x float> poison, float %7224, i64 0
  %7226 = shufflevector <16 x float> %7225, <16 x float> poison, <16 x i32> zeroinitializer
  %7227 = fadd <16 x float> %7214, %7226
  br label %7228

7228:                                             ; preds = %7223, %7213
  %7229 = phi <16 x float> [ %7227, %7223 ], [ %7214, %7213 ]
  %7230 = getelementptr inbounds nuw float, ptr %2937, i64 %7215
  %7231 = getelementptr inbounds nuw float, ptr %2939, i64 %7215
  %7232 = select i1 %2946, ptr null, ptr %7231
  %7233 = bitcast i16 %7222 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7234
    i64 2, label %7237
    i64 3, label %7244
    i64 0, label %7289
  ]

7234:                                             ; preds = %7228
  %7235 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7232, <16 x i1> %7233, <16 x float> zeroinitializer)
  %7236 = fadd <16 x float> %7229, %7235
  br label %7251

7237:                                             ; preds = %7228
  %7238 = bitcast <16 x float> %7229 to <8 x i64>
  %7239 = or <8 x i64> %7238, %1169
  %7240 = fcmp oeq <16 x float> %7229, %47
  %7241 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7229, i32 4)
  %7242 = bitcast <8 x i64> %7239 to <16 x float>
  %7243 = select <16 x i1> %7240, <16 x float> %7242, <16 x float> %7241
  br label %7251

7244:                                             ; preds = %7228
  %7245 = bitcast <16 x float> %7229 to <8 x i64>
  %7246 = and <8 x i64> %7245, %1168
  %7247 = fcmp oeq <16 x float> %7229, %44
  %7248 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7229, i32 4)
  %7249 = bitcast <8 x i64> %7246 to <16 x float>
  %7250 = select <16 x i1> %7247, <16 x float> %7249, <16 x float> %7248
  br label %7251

7251:                                             ; preds = %7244, %7237, %7234
  %7252 = phi <16 x float> [ %7236, %7234 ], [ %7243, %7237 ], [ %7250, %7244 ]
  switch i64 %1271, label %534 [
    i64 1, label %7267
    i64 2, label %7260
    i64 3, label %7253
    i64 0, label %7289
  ]

7253:                                             ; preds = %7251
  %7254 = bitcast <16 x float> %7252 to <8 x i64>
  %7255 = and <8 x i64> %7254, %1168
  %7256 = fcmp oeq <16 x float> %7252, %44
  %7257 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7252, i32 4)
  %7258 = bitcast <8 x i64> %7255 to <16 x float>
  %7259 = select <16 x i1> %7256, <16 x float> %7258, <16 x float> %7257
  br label %7270

7260:                                             ; preds = %7251
  %7261 = bitcast <16 x float> %7252 to <8 x i64>
  %7262 = or <8 x i64> %7261, %1169
  %7263 = fcmp oeq <16 x float> %7252, %47
  %7264 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7252, i32 4)
  %7265 = bitcast <8 x i64> %7262 to <16 x float>
  %7266 = select <16 x i1> %7263, <16 x float> %7265, <16 x float> %7264
  br label %7270

7267:                                             ; preds = %7251
  %7268 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7232, <16 x i1> %7233, <16 x float> zeroinitializer)
  %7269 = fadd <16 x float> %7252, %7268
  br label %7270

7270:                                             ; preds = %7267, %7260, %7253
  %7271 = phi <16 x float> [ %7269, %7267 ], [ %7266, %7260 ], [ %7259, %7253 ]
  switch i64 %1273, label %534 [
    i64 1, label %7286
    i64 2, label %7279
    i64 3, label %7272
    i64 0, label %7289
  ]

7272:                                             ; preds = %7270
  %7273 = bitcast <16 x float> %7271 to <8 x i64>
  %7274 = and <8 x i64> %7273, %1168
  %7275 = fcmp oeq <16 x float> %7271, %44
  %7276 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7271, i32 4)
  %7277 = bitcast <8 x i64> %7274 to <16 x float>
  %7278 = select <16 x i1> %7275, <16 x float> %7277, <16 x float> %7276
  br label %7289

7279:                                             ; preds = %7270
  %7280 = bitcast <16 x float> %7271 to <8 x i64>
  %7281 = or <8 x i64> %7280, %1169
  %7282 = fcmp oeq <16 x float> %7271, %47
  %7283 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7271, i32 4)
  %7284 = bitcast <8 x i64> %7281 to <16 x float>
  %7285 = select <16 x i1> %7282, <16 x float> %7284, <16 x float> %7283
  br label %7289

7286:                                             ; preds = %7270
  %7287 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7232, <16 x i1> %7233, <16 x float> zeroinitializer)
  %7288 = fadd <16 x float> %7271, %7287
  br label %7289

7289:                                             ; preds = %7272, %7279, %7286, %7270, %7251, %7228
  %7290 = phi <16 x float> [ %7271, %7270 ], [ %7229, %7228 ], [ %7252, %7251 ], [ %7288, %7286 ], [ %7285, %7279 ], [ %7278, %7272 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7290, ptr align 1 %7230, <16 x i1> %7233)
  %7291 = shl i64 %4777, 4
  %7292 = or disjoint i64 %7291, 16
  %7293 = sub nsw i64 %9, %7292
  %7294 = icmp sgt i64 %7293, 15
  %7295 = trunc i64 %7293 to i32
  %7296 = shl nsw i32 -1, %7295
  %7297 = trunc i32 %7296 to i16
  %7298 = xor i16 %7297, -1
  %7299 = select i1 %7294, i16 -1, i16 %7298
  %7300 = load <16 x float>, ptr %1274, align 64
  br i1 %1619, label %7306, label %7301

7301:                                             ; preds = %7289
  %7302 = load float, ptr %1570, align 4
  %7303 = insertelement <16 x float> poison, float %7302, i64 0
  %7304 = shufflevector <16 x float> %7303, <16 x float> poison, <16 x i32> zeroinitializer
  %7305 = fadd <16 x float> %7300, %7304
  br label %7306

7306:                                             ; preds = %7301, %7289
  %7307 = phi <16 x float> [ %7305, %7301 ], [ %7300, %7289 ]
  %7308 = getelementptr inbounds nuw float, ptr %2937, i64 %7292
  %7309 = getelementptr inbounds nuw float, ptr %2939, i64 %7292
  %7310 = select i1 %2946, ptr null, ptr %7309
  %7311 = bitcast i16 %7299 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7326
    i64 2, label %7319
    i64 3, label %7312
    i64 0, label %7367
  ]

7312:                                             ; preds = %7306
  %7313 = bitcast <16 x float> %7307 to <8 x i64>
  %7314 = and <8 x i64> %7313, %1168
  %7315 = fcmp oeq <16 x float> %7307, %44
  %7316 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7307, i32 4)
  %7317 = bitcast <8 x i64> %7314 to <16 x float>
  %7318 = select <16 x i1> %7315, <16 x float> %7317, <16 x float> %7316
  br label %7329

7319:                                             ; preds = %7306
  %7320 = bitcast <16 x float> %7307 to <8 x i64>
  %7321 = or <8 x i64> %7320, %1169
  %7322 = fcmp oeq <16 x float> %7307, %47
  %7323 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7307, i32 4)
  %7324 = bitcast <8 x i64> %7321 to <16 x float>
  %7325 = select <16 x i1> %7322, <16 x float> %7324, <16 x float> %7323
  br label %7329

7326:                                             ; preds = %7306
  %7327 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7310, <16 x i1> %7311, <16 x float> zeroinitializer)
  %7328 = fadd <16 x float> %7307, %7327
  br label %7329

7329:                                             ; preds = %7326, %7319, %7312
  %7330 = phi <16 x float> [ %7328, %7326 ], [ %7325, %7319 ], [ %7318, %7312 ]
  switch i64 %1276, label %534 [
    i64 1, label %7345
    i64 2, label %7338
    i64 3, label %7331
    i64 0, label %7367
  ]

7331:                                             ; preds = %7329
  %7332 = bitcast <16 x float> %7330 to <8 x i64>
  %7333 = and <8 x i64> %7332, %1168
  %7334 = fcmp oeq <16 x float> %7330, %44
  %7335 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7330, i32 4)
  %7336 = bitcast <8 x i64> %7333 to <16 x float>
  %7337 = select <16 x i1> %7334, <16 x float> %7336, <16 x float> %7335
  br label %7348

7338:                                             ; preds = %7329
  %7339 = bitcast <16 x float> %7330 to <8 x i64>
  %7340 = or <8 x i64> %7339, %1169
  %7341 = fcmp oeq <16 x float> %7330, %47
  %7342 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7330, i32 4)
  %7343 = bitcast <8 x i64> %7340 to <16 x float>
  %7344 = select <16 x i1> %7341, <16 x float> %7343, <16 x float> %7342
  br label %7348

7345:                                             ; preds = %7329
  %7346 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7310, <16 x i1> %7311, <16 x float> zeroinitializer)
  %7347 = fadd <16 x float> %7330, %7346
  br label %7348

7348:                                             ; preds = %7345, %7338, %7331
  %7349 = phi <16 x float> [ %7347, %7345 ], [ %7344, %7338 ], [ %7337, %7331 ]
  switch i64 %1278, label %534 [
    i64 1, label %7364
    i64 2, label %7357
    i64 3, label %7350
    i64 0, label %7367
  ]

7350:                                             ; preds = %7348
  %7351 = bitcast <16 x float> %7349 to <8 x i64>
  %7352 = and <8 x i64> %7351, %1168
  %7353 = fcmp oeq <16 x float> %7349, %44
  %7354 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7349, i32 4)
  %7355 = bitcast <8 x i64> %7352 to <16 x float>
  %7356 = select <16 x i1> %7353, <16 x float> %7355, <16 x float> %7354
  br label %7367

7357:                                             ; preds = %7348
  %7358 = bitcast <16 x float> %7349 to <8 x i64>
  %7359 = or <8 x i64> %7358, %1169
  %7360 = fcmp oeq <16 x float> %7349, %47
  %7361 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7349, i32 4)
  %7362 = bitcast <8 x i64> %7359 to <16 x float>
  %7363 = select <16 x i1> %7360, <16 x float> %7362, <16 x float> %7361
  br label %7367

7364:                                             ; preds = %7348
  %7365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7310, <16 x i1> %7311, <16 x float> zeroinitializer)
  %7366 = fadd <16 x float> %7349, %7365
  br label %7367

7367:                                             ; preds = %7350, %7357, %7364, %7348, %7329, %7306
  %7368 = phi <16 x float> [ %7349, %7348 ], [ %7307, %7306 ], [ %7330, %7329 ], [ %7366, %7364 ], [ %7363, %7357 ], [ %7356, %7350 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7368, ptr nonnull align 1 %7308, <16 x i1> %7311)
  %7369 = shl i64 %4777, 4
  %7370 = or disjoint i64 %7369, 32
  %7371 = sub nsw i64 %9, %7370
  %7372 = icmp sgt i64 %7371, 15
  %7373 = trunc i64 %7371 to i32
  %7374 = shl nsw i32 -1, %7373
  %7375 = trunc i32 %7374 to i16
  %7376 = xor i16 %7375, -1
  %7377 = select i1 %7372, i16 -1, i16 %7376
  %7378 = load <16 x float>, ptr %1279, align 64
  br i1 %1619, label %7384, label %7379

7379:                                             ; preds = %7367
  %7380 = load float, ptr %1570, align 4
  %7381 = insertelement <16 x float> poison, float %7380, i64 0
  %7382 = shufflevector <16 x float> %7381, <16 x float> poison, <16 x i32> zeroinitializer
  %7383 = fadd <16 x float> %7378, %7382
  br label %7384

7384:                                             ; preds = %7379, %7367
  %7385 = phi <16 x float> [ %7383, %7379 ], [ %7378, %7367 ]
  %7386 = getelementptr inbounds nuw float, ptr %2937, i64 %7370
  %7387 = getelementptr inbounds nuw float, ptr %2939, i64 %7370
  %7388 = select i1 %2946, ptr null, ptr %7387
  %7389 = bitcast i16 %7377 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7404
    i64 2, label %7397
    i64 3, label %7390
    i64 0, label %7445
  ]

7390:                                             ; preds = %7384
  %7391 = bitcast <16 x float> %7385 to <8 x i64>
  %7392 = and <8 x i64> %7391, %1168
  %7393 = fcmp oeq <16 x float> %7385, %44
  %7394 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7385, i32 4)
  %7395 = bitcast <8 x i64> %7392 to <16 x float>
  %7396 = select <16 x i1> %7393, <16 x float> %7395, <16 x float> %7394
  br label %7407

7397:                                             ; preds = %7384
  %7398 = bitcast <16 x float> %7385 to <8 x i64>
  %7399 = or <8 x i64> %7398, %1169
  %7400 = fcmp oeq <16 x float> %7385, %47
  %7401 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7385, i32 4)
  %7402 = bitcast <8 x i64> %7399 to <16 x float>
  %7403 = select <16 x i1> %7400, <16 x float> %7402, <16 x float> %7401
  br label %7407

7404:                                             ; preds = %7384
  %7405 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7388, <16 x i1> %7389, <16 x float> zeroinitializer)
  %7406 = fadd <16 x float> %7385, %7405
  br label %7407

7407:                                             ; preds = %7404, %7397, %7390
  %7408 = phi <16 x float> [ %7406, %7404 ], [ %7403, %7397 ], [ %7396, %7390 ]
  switch i64 %1281, label %534 [
    i64 1, label %7423
    i64 2, label %7416
    i64 3, label %7409
    i64 0, label %7445
  ]

7409:                                             ; preds = %7407
  %7410 = bitcast <16 x float> %7408 to <8 x i64>
  %7411 = and <8 x i64> %7410, %1168
  %7412 = fcmp oeq <16 x float> %7408, %44
  %7413 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7408, i32 4)
  %7414 = bitcast <8 x i64> %7411 to <16 x float>
  %7415 = select <16 x i1> %7412, <16 x float> %7414, <16 x float> %7413
  br label %7426

7416:                                             ; preds = %7407
  %7417 = bitcast <16 x float> %7408 to <8 x i64>
  %7418 = or <8 x i64> %7417, %1169
  %7419 = fcmp oeq <16 x float> %7408, %47
  %7420 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7408, i32 4)
  %7421 = bitcast <8 x i64> %7418 to <16 x float>
  %7422 = select <16 x i1> %7419, <16 x float> %7421, <16 x float> %7420
  br label %7426

7423:                                             ; preds = %7407
  %7424 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7388, <16 x i1> %7389, <16 x float> zeroinitializer)
  %7425 = fadd <16 x float> %7408, %7424
  br label %7426

7426:                                             ; preds = %7423, %7416, %7409
  %7427 = phi <16 x float> [ %7425, %7423 ], [ %7422, %7416 ], [ %7415, %7409 ]
  switch i64 %1283, label %534 [
    i64 1, label %7442
    i64 2, label %7435
    i64 3, label %7428
    i64 0, label %7445
  ]

7428:                                             ; preds = %7426
  %7429 = bitcast <16 x float> %7427 to <8 x i64>
  %7430 = and <8 x i64> %7429, %1168
  %7431 = fcmp oeq <16 x float> %7427, %44
  %7432 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7427, i32 4)
  %7433 = bitcast <8 x i64> %7430 to <16 x float>
  %7434 = select <16 x i1> %7431, <16 x float> %7433, <16 x float> %7432
  br label %7445

7435:                                             ; preds = %7426
  %7436 = bitcast <16 x float> %7427 to <8 x i64>
  %7437 = or <8 x i64> %7436, %1169
  %7438 = fcmp oeq <16 x float> %7427, %47
  %7439 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7427, i32 4)
  %7440 = bitcast <8 x i64> %7437 to <16 x float>
  %7441 = select <16 x i1> %7438, <16 x float> %7440, <16 x float> %7439
  br label %7445

7442:                                             ; preds = %7426
  %7443 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7388, <16 x i1> %7389, <16 x float> zeroinitializer)
  %7444 = fadd <16 x float> %7427, %7443
  br label %7445

7445:                                             ; preds = %7428, %7435, %7442, %7426, %7407, %7384
  %7446 = phi <16 x float> [ %7427, %7426 ], [ %7385, %7384 ], [ %7408, %7407 ], [ %7444, %7442 ], [ %7441, %7435 ], [ %7434, %7428 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7446, ptr nonnull align 1 %7386, <16 x i1> %7389)
  %7447 = shl i64 %4777, 4
  %7448 = or disjoint i64 %7447, 48
  %7449 = sub nsw i64 %9, %7448
  %7450 = icmp sgt i64 %7449, 15
  %7451 = trunc i64 %7449 to i32
  %7452 = shl nsw i32 -1, %7451
  %7453 = trunc i32 %7452 to i16
  %7454 = xor i16 %7453, -1
  %7455 = select i1 %7450, i16 -1, i16 %7454
  %7456 = load <16 x float>, ptr %1284, align 64
  br i1 %1619, label %7462, label %7457

7457:                                             ; preds = %7445
  %7458 = load float, ptr %1570, align 4
  %7459 = insertelement <16 x float> poison, float %7458, i64 0
  %7460 = shufflevector <16 x float> %7459, <16 x float> poison, <16 x i32> zeroinitializer
  %7461 = fadd <16 x float> %7456, %7460
  br label %7462

7462:                                             ; preds = %7457, %7445
  %7463 = phi <16 x float> [ %7461, %7457 ], [ %7456, %7445 ]
  %7464 = getelementptr inbounds nuw float, ptr %2937, i64 %7448
  %7465 = getelementptr inbounds nuw float, ptr %2939, i64 %7448
  %7466 = select i1 %2946, ptr null, ptr %7465
  %7467 = bitcast i16 %7455 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7482
    i64 2, label %7475
    i64 3, label %7468
    i64 0, label %7523
  ]

7468:                                             ; preds = %7462
  %7469 = bitcast <16 x float> %7463 to <8 x i64>
  %7470 = and <8 x i64> %7469, %1168
  %7471 = fcmp oeq <16 x float> %7463, %44
  %7472 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7463, i32 4)
  %7473 = bitcast <8 x i64> %7470 to <16 x float>
  %7474 = select <16 x i1> %7471, <16 x float> %7473, <16 x float> %7472
  br label %7485

7475:                                             ; preds = %7462
  %7476 = bitcast <16 x float> %7463 to <8 x i64>
  %7477 = or <8 x i64> %7476, %1169
  %7478 = fcmp oeq <16 x float> %7463, %47
  %7479 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7463, i32 4)
  %7480 = bitcast <8 x i64> %7477 to <16 x float>
  %7481 = select <16 x i1> %7478, <16 x float> %7480, <16 x float> %7479
  br label %7485

7482:                                             ; preds = %7462
  %7483 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7466, <16 x i1> %7467, <16 x float> zeroinitializer)
  %7484 = fadd <16 x float> %7463, %7483
  br label %7485

7485:                                             ; preds = %7482, %7475, %7468
  %7486 = phi <16 x float> [ %7484, %7482 ], [ %7481, %7475 ], [ %7474, %7468 ]
  switch i64 %1286, label %534 [
    i64 1, label %7501
    i64 2, label %7494
    i64 3, label %7487
    i64 0, label %7523
  ]

7487:                                             ; preds = %7485
  %7488 = bitcast <16 x float> %7486 to <8 x i64>
  %7489 = and <8 x i64> %7488, %1168
  %7490 = fcmp oeq <16 x float> %7486, %44
  %7491 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7486, i32 4)
  %7492 = bitcast <8 x i64> %7489 to <16 x float>
  %7493 = select <16 x i1> %7490, <16 x float> %7492, <16 x float> %7491
  br label %7504

7494:                                             ; preds = %7485
  %7495 = bitcast <16 x float> %7486 to <8 x i64>
  %7496 = or <8 x i64> %7495, %1169
  %7497 = fcmp oeq <16 x float> %7486, %47
  %7498 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7486, i32 4)
  %7499 = bitcast <8 x i64> %7496 to <16 x float>
  %7500 = select <16 x i1> %7497, <16 x float> %7499, <16 x float> %7498
  br label %7504

7501:                                             ; preds = %7485
  %7502 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7466, <16 x i1> %7467, <16 x float> zeroinitializer)
  %7503 = fadd <16 x float> %7486, %7502
  br label %7504

7504:                                             ; preds = %7501, %7494, %7487
  %7505 = phi <16 x float> [ %7503, %7501 ], [ %7500, %7494 ], [ %7493, %7487 ]
  switch i64 %1288, label %534 [
    i64 1, label %7520
    i64 2, label %7513
    i64 3, label %7506
    i64 0, label %7523
  ]

7506:                                             ; preds = %7504
  %7507 = bitcast <16 x float> %7505 to <8 x i64>
  %7508 = and <8 x i64> %7507, %1168
  %7509 = fcmp oeq <16 x float> %7505, %44
  %7510 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7505, i32 4)
  %7511 = bitcast <8 x i64> %7508 to <16 x float>
  %7512 = select <16 x i1> %7509, <16 x float> %7511, <16 x float> %7510
  br label %7523

7513:                                             ; preds = %7504
  %7514 = bitcast <16 x float> %7505 to <8 x i64>
  %7515 = or <8 x i64> %7514, %1169
  %7516 = fcmp oeq <16 x float> %7505, %47
  %7517 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7505, i32 4)
  %7518 = bitcast <8 x i64> %7515 to <16 x float>
  %7519 = select <16 x i1> %7516, <16 x float> %7518, <16 x float> %7517
  br label %7523

7520:                                             ; preds = %7504
  %7521 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7466, <16 x i1> %7467, <16 x float> zeroinitializer)
  %7522 = fadd <16 x float> %7505, %7521
  br label %7523

7523:                                             ; preds = %7506, %7513, %7520, %7504, %7485, %7462
  %7524 = phi <16 x float> [ %7505, %7504 ], [ %7463, %7462 ], [ %7486, %7485 ], [ %7522, %7520 ], [ %7519, %7513 ], [ %7512, %7506 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7524, ptr nonnull align 1 %7464, <16 x i1> %7467)
  %7525 = shl i64 %4777, 4
  %7526 = or disjoint i64 %7525, 64
  %7527 = sub nsw i64 %9, %7526
  %7528 = icmp sgt i64 %7527, 15
  %7529 = trunc i64 %7527 to i32
  %7530 = shl nsw i32 -1, %7529
  %7531 = trunc i32 %7530 to i16
  %7532 = xor i16 %7531, -1
  %7533 = select i1 %7528, i16 -1, i16 %7532
  %7534 = load <16 x float>, ptr %1289, align 64
  br i1 %1619, label %7540, label %7535

7535:                                             ; preds = %7523
  %7536 = load float, ptr %1570, align 4
  %7537 = insertelement <16 x float> poison, float %7536, i64 0
  %7538 = shufflevector <16 x float> %7537, <16 x float> poison, <16 x i32> zeroinitializer
  %7539 = fadd <16 x float> %7534, %7538
  br label %7540

7540:                                             ; preds = %7535, %7523
  %7541 = phi <16 x float> [ %7539, %7535 ], [ %7534, %7523 ]
  %7542 = getelementptr inbounds nuw float, ptr %2937, i64 %7526
  %7543 = getelementptr inbounds nuw float, ptr %2939, i64 %7526
  %7544 = select i1 %2946, ptr null, ptr %7543
  %7545 = bitcast i16 %7533 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7560
    i64 2, label %7553
    i64 3, label %7546
    i64 0, label %7601
  ]

7546:                                             ; preds = %7540
  %7547 = bitcast <16 x float> %7541 to <8 x i64>
  %7548 = and <8 x i64> %7547, %1168
  %7549 = fcmp oeq <16 x float> %7541, %44
  %7550 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7541, i32 4)
  %7551 = bitcast <8 x i64> %7548 to <16 x float>
  %7552 = select <16 x i1> %7549, <16 x float> %7551, <16 x float> %7550
  br label %7563

7553:                                             ; preds = %7540
  %7554 = bitcast <16 x float> %7541 to <8 x i64>
  %7555 = or <8 x i64> %7554, %1169
  %7556 = fcmp oeq <16 x float> %7541, %47
  %7557 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7541, i32 4)
  %7558 = bitcast <8 x i64> %7555 to <16 x float>
  %7559 = select <16 x i1> %7556, <16 x float> %7558, <16 x float> %7557
  br label %7563

7560:                                             ; preds = %7540
  %7561 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7544, <16 x i1> %7545, <16 x float> zeroinitializer)
  %7562 = fadd <16 x float> %7541, %7561
  br label %7563

7563:                                             ; preds = %7560, %7553, %7546
  %7564 = phi <16 x float> [ %7562, %7560 ], [ %7559, %7553 ], [ %7552, %7546 ]
  switch i64 %1291, label %534 [
    i64 1, label %7579
    i64 2, label %7572
    i64 3, label %7565
    i64 0, label %7601
  ]

7565:                                             ; preds = %7563
  %7566 = bitcast <16 x float> %7564 to <8 x i64>
  %7567 = and <8 x i64> %7566, %1168
  %7568 = fcmp oeq <16 x float> %7564, %44
  %7569 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7564, i32 4)
  %7570 = bitcast <8 x i64> %7567 to <16 x float>
  %7571 = select <16 x i1> %7568, <16 x float> %7570, <16 x float> %7569
  br label %7582

7572:                                             ; preds = %7563
  %7573 = bitcast <16 x float> %7564 to <8 x i64>
  %7574 = or <8 x i64> %7573, %1169
  %7575 = fcmp oeq <16 x float> %7564, %47
  %7576 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7564, i32 4)
  %7577 = bitcast <8 x i64> %7574 to <16 x float>
  %7578 = select <16 x i1> %7575, <16 x float> %7577, <16 x float> %7576
  br label %7582

7579:                                             ; preds = %7563
  %7580 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7544, <16 x i1> %7545, <16 x float> zeroinitializer)
  %7581 = fadd <16 x float> %7564, %7580
  br label %7582

7582:                                             ; preds = %7579, %7572, %7565
  %7583 = phi <16 x float> [ %7581, %7579 ], [ %7578, %7572 ], [ %7571, %7565 ]
  switch i64 %1293, label %534 [
    i64 1, label %7598
    i64 2, label %7591
    i64 3, label %7584
    i64 0, label %7601
  ]

7584:                                             ; preds = %7582
  %7585 = bitcast <16 x float> %7583 to <8 x i64>
  %7586 = and <8 x i64> %7585, %1168
  %7587 = fcmp oeq <16 x float> %7583, %44
  %7588 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7583, i32 4)
  %7589 = bitcast <8 x i64> %7586 to <16 x float>
  %7590 = select <16 x i1> %7587, <16 x float> %7589, <16 x float> %7588
  br label %7601

7591:                                             ; preds = %7582
  %7592 = bitcast <16 x float> %7583 to <8 x i64>
  %7593 = or <8 x i64> %7592, %1169
  %7594 = fcmp oeq <16 x float> %7583, %47
  %7595 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7583, i32 4)
  %7596 = bitcast <8 x i64> %7593 to <16 x float>
  %7597 = select <16 x i1> %7594, <16 x float> %7596, <16 x float> %7595
  br label %7601

7598:                                             ; preds = %7582
  %7599 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7544, <16 x i1> %7545, <16 x float> zeroinitializer)
  %7600 = fadd <16 x float> %7583, %7599
  br label %7601

7601:                                             ; preds = %7584, %7591, %7598, %7582, %7563, %7540
  %7602 = phi <16 x float> [ %7583, %7582 ], [ %7541, %7540 ], [ %7564, %7563 ], [ %7600, %7598 ], [ %7597, %7591 ], [ %7590, %7584 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7602, ptr nonnull align 1 %7542, <16 x i1> %7545)
  %7603 = shl i64 %4777, 4
  %7604 = or disjoint i64 %7603, 80
  %7605 = sub nsw i64 %9, %7604
  %7606 = icmp sgt i64 %7605, 15
  %7607 = trunc i64 %7605 to i32
  %7608 = shl nsw i32 -1, %7607
  %7609 = trunc i32 %7608 to i16
  %7610 = xor i16 %7609, -1
  %7611 = select i1 %7606, i16 -1, i16 %7610
  %7612 = load <16 x float>, ptr %1294, align 64
  br i1 %1619, label %7618, label %7613

7613:                                             ; preds = %7601
  %7614 = load float, ptr %1570, align 4
  %7615 = insertelement <16 x float> poison, float %7614, i64 0
  %7616 = shufflevector <16 x float> %7615, <16 x float> poison, <16 x i32> zeroinitializer
  %7617 = fadd <16 x float> %7612, %7616
  br label %7618

7618:                                             ; preds = %7613, %7601
  %7619 = phi <16 x float> [ %7617, %7613 ], [ %7612, %7601 ]
  %7620 = getelementptr inbounds nuw float, ptr %2937, i64 %7604
  %7621 = getelementptr inbounds nuw float, ptr %2939, i64 %7604
  %7622 = select i1 %2946, ptr null, ptr %7621
  %7623 = bitcast i16 %7611 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7638
    i64 2, label %7631
    i64 3, label %7624
    i64 0, label %7679
  ]

7624:                                             ; preds = %7618
  %7625 = bitcast <16 x float> %7619 to <8 x i64>
  %7626 = and <8 x i64> %7625, %1168
  %7627 = fcmp oeq <16 x float> %7619, %44
  %7628 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7619, i32 4)
  %7629 = bitcast <8 x i64> %7626 to <16 x float>
  %7630 = select <16 x i1> %7627, <16 x float> %7629, <16 x float> %7628
  br label %7641

7631:                                             ; preds = %7618
  %7632 = bitcast <16 x float> %7619 to <8 x i64>
  %7633 = or <8 x i64> %7632, %1169
  %7634 = fcmp oeq <16 x float> %7619, %47
  %7635 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7619, i32 4)
  %7636 = bitcast <8 x i64> %7633 to <16 x float>
  %7637 = select <16 x i1> %7634, <16 x float> %7636, <16 x float> %7635
  br label %7641

7638:                                             ; preds = %7618
  %7639 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7622, <16 x i1> %7623, <16 x float> zeroinitializer)
  %7640 = fadd <16 x float> %7619, %7639
  br label %7641

7641:                                             ; preds = %7638, %7631, %7624
  %7642 = phi <16 x float> [ %7640, %7638 ], [ %7637, %7631 ], [ %7630, %7624 ]
  switch i64 %1296, label %534 [
    i64 1, label %7657
    i64 2, label %7650
    i64 3, label %7643
    i64 0, label %7679
  ]

7643:                                             ; preds = %7641
  %7644 = bitcast <16 x float> %7642 to <8 x i64>
  %7645 = and <8 x i64> %7644, %1168
  %7646 = fcmp oeq <16 x float> %7642, %44
  %7647 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7642, i32 4)
  %7648 = bitcast <8 x i64> %7645 to <16 x float>
  %7649 = select <16 x i1> %7646, <16 x float> %7648, <16 x float> %7647
  br label %7660

7650:                                             ; preds = %7641
  %7651 = bitcast <16 x float> %7642 to <8 x i64>
  %7652 = or <8 x i64> %7651, %1169
  %7653 = fcmp oeq <16 x float> %7642, %47
  %7654 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7642, i32 4)
  %7655 = bitcast <8 x i64> %7652 to <16 x float>
  %7656 = select <16 x i1> %7653, <16 x float> %7655, <16 x float> %7654
  br label %7660

7657:                                             ; preds = %7641
  %7658 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7622, <16 x i1> %7623, <16 x float> zeroinitializer)
  %7659 = fadd <16 x float> %7642, %7658
  br label %7660

7660:                                             ; preds = %7657, %7650, %7643
  %7661 = phi <16 x float> [ %7659, %7657 ], [ %7656, %7650 ], [ %7649, %7643 ]
  switch i64 %1298, label %534 [
    i64 1, label %7676
    i64 2, label %7669
    i64 3, label %7662
    i64 0, label %7679
  ]

7662:                                             ; preds = %7660
  %7663 = bitcast <16 x float> %7661 to <8 x i64>
  %7664 = and <8 x i64> %7663, %1168
  %7665 = fcmp oeq <16 x float> %7661, %44
  %7666 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7661, i32 4)
  %7667 = bitcast <8 x i64> %7664 to <16 x float>
  %7668 = select <16 x i1> %7665, <16 x float> %7667, <16 x float> %7666
  br label %7679

7669:                                             ; preds = %7660
  %7670 = bitcast <16 x float> %7661 to <8 x i64>
  %7671 = or <8 x i64> %7670, %1169
  %7672 = fcmp oeq <16 x float> %7661, %47
  %7673 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7661, i32 4)
  %7674 = bitcast <8 x i64> %7671 to <16 x float>
  %7675 = select <16 x i1> %7672, <16 x float> %7674, <16 x float> %7673
  br label %7679

7676:                                             ; preds = %7660
  %7677 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7622, <16 x i1> %7623, <16 x float> zeroinitializer)
  %7678 = fadd <16 x float> %7661, %7677
  br label %7679

7679:                                             ; preds = %7662, %7669, %7676, %7660, %7641, %7618
  %7680 = phi <16 x float> [ %7661, %7660 ], [ %7619, %7618 ], [ %7642, %7641 ], [ %7678, %7676 ], [ %7675, %7669 ], [ %7668, %7662 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7680, ptr nonnull align 1 %7620, <16 x i1> %7623)
  %7681 = shl i64 %4777, 4
  %7682 = or disjoint i64 %7681, 96
  %7683 = sub nsw i64 %9, %7682
  %7684 = icmp sgt i64 %7683, 15
  %7685 = trunc i64 %7683 to i32
  %7686 = shl nsw i32 -1, %7685
  %7687 = trunc i32 %7686 to i16
  %7688 = xor i16 %7687, -1
  %7689 = select i1 %7684, i16 -1, i16 %7688
  %7690 = load <16 x float>, ptr %1299, align 64
  br i1 %1619, label %7696, label %7691

7691:                                             ; preds = %7679
  %7692 = load float, ptr %1570, align 4
  %7693 = insertelement <16 x float> poison, float %7692, i64 0
  %7694 = shufflevector <16 x float> %7693, <16 x float> poison, <16 x i32> zeroinitializer
  %7695 = fadd <16 x float> %7690, %7694
  br label %7696

7696:                                             ; preds = %7691, %7679
  %7697 = phi <16 x float> [ %7695, %7691 ], [ %7690, %7679 ]
  %7698 = getelementptr inbounds nuw float, ptr %2937, i64 %7682
  %7699 = getelementptr inbounds nuw float, ptr %2939, i64 %7682
  %7700 = select i1 %2946, ptr null, ptr %7699
  %7701 = bitcast i16 %7689 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7716
    i64 2, label %7709
    i64 3, label %7702
    i64 0, label %7757
  ]

7702:                                             ; preds = %7696
  %7703 = bitcast <16 x float> %7697 to <8 x i64>
  %7704 = and <8 x i64> %7703, %1168
  %7705 = fcmp oeq <16 x float> %7697, %44
  %7706 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7697, i32 4)
  %7707 = bitcast <8 x i64> %7704 to <16 x float>
  %7708 = select <16 x i1> %7705, <16 x float> %7707, <16 x float> %7706
  br label %7719

7709:                                             ; preds = %7696
  %7710 = bitcast <16 x float> %7697 to <8 x i64>
  %7711 = or <8 x i64> %7710, %1169
  %7712 = fcmp oeq <16 x float> %7697, %47
  %7713 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7697, i32 4)
  %7714 = bitcast <8 x i64> %7711 to <16 x float>
  %7715 = select <16 x i1> %7712, <16 x float> %7714, <16 x float> %7713
  br label %7719

7716:                                             ; preds = %7696
  %7717 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7700, <16 x i1> %7701, <16 x float> zeroinitializer)
  %7718 = fadd <16 x float> %7697, %7717
  br label %7719

7719:                                             ; preds = %7716, %7709, %7702
  %7720 = phi <16 x float> [ %7718, %7716 ], [ %7715, %7709 ], [ %7708, %7702 ]
  switch i64 %1301, label %534 [
    i64 1, label %7735
    i64 2, label %7728
    i64 3, label %7721
    i64 0, label %7757
  ]

7721:                                             ; preds = %7719
  %7722 = bitcast <16 x float> %7720 to <8 x i64>
  %7723 = and <8 x i64> %7722, %1168
  %7724 = fcmp oeq <16 x float> %7720, %44
  %7725 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7720, i32 4)
  %7726 = bitcast <8 x i64> %7723 to <16 x float>
  %7727 = select <16 x i1> %7724, <16 x float> %7726, <16 x float> %7725
  br label %7738

7728:                                             ; preds = %7719
  %7729 = bitcast <16 x float> %7720 to <8 x i64>
  %7730 = or <8 x i64> %7729, %1169
  %7731 = fcmp oeq <16 x float> %7720, %47
  %7732 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7720, i32 4)
  %7733 = bitcast <8 x i64> %7730 to <16 x float>
  %7734 = select <16 x i1> %7731, <16 x float> %7733, <16 x float> %7732
  br label %7738

7735:                                             ; preds = %7719
  %7736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7700, <16 x i1> %7701, <16 x float> zeroinitializer)
  %7737 = fadd <16 x float> %7720, %7736
  br label %7738

7738:                                             ; preds = %7735, %7728, %7721
  %7739 = phi <16 x float> [ %7737, %7735 ], [ %7734, %7728 ], [ %7727, %7721 ]
  switch i64 %1303, label %534 [
    i64 1, label %7754
    i64 2, label %7747
    i64 3, label %7740
    i64 0, label %7757
  ]

7740:                                             ; preds = %7738
  %7741 = bitcast <16 x float> %7739 to <8 x i64>
  %7742 = and <8 x i64> %7741, %1168
  %7743 = fcmp oeq <16 x float> %7739, %44
  %7744 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7739, i32 4)
  %7745 = bitcast <8 x i64> %7742 to <16 x float>
  %7746 = select <16 x i1> %7743, <16 x float> %7745, <16 x float> %7744
  br label %7757

7747:                                             ; preds = %7738
  %7748 = bitcast <16 x float> %7739 to <8 x i64>
  %7749 = or <8 x i64> %7748, %1169
  %7750 = fcmp oeq <16 x float> %7739, %47
  %7751 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7739, i32 4)
  %7752 = bitcast <8 x i64> %7749 to <16 x float>
  %7753 = select <16 x i1> %7750, <16 x float> %7752, <16 x float> %7751
  br label %7757

7754:                                             ; preds = %7738
  %7755 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7700, <16 x i1> %7701, <16 x float> zeroinitializer)
  %7756 = fadd <16 x float> %7739, %7755
  br label %7757

7757:                                             ; preds = %7740, %7747, %7754, %7738, %7719, %7696
  %7758 = phi <16 x float> [ %7739, %7738 ], [ %7697, %7696 ], [ %7720, %7719 ], [ %7756, %7754 ], [ %7753, %7747 ], [ %7746, %7740 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7758, ptr nonnull align 1 %7698, <16 x i1> %7701)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8452

7759:                                             ; preds = %4776
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %31, i8 0, i64 512, i1 false)
  br i1 %1166, label %7760, label %7828

7760:                                             ; preds = %7759, %7774
  %7761 = phi i64 [ %7775, %7774 ], [ 0, %7759 ]
  %7762 = mul nsw i64 %7761, %14
  %7763 = sub i64 %7762, %16
  %7764 = add i64 %7763, %2947
  %7765 = icmp slt i64 %7764, 0
  %7766 = icmp sge i64 %7764, %6
  %7767 = or i1 %7765, %7766
  %7768 = select i1 %7767, i64 0, i64 %7764
  %7769 = mul nsw i64 %7768, %7
  %7770 = getelementptr inbounds float, ptr %1567, i64 %7769
  br i1 %1167, label %7771, label %7774

7771:                                             ; preds = %7760
  %7772 = mul nuw nsw i64 %7761, %11
  %7773 = getelementptr inbounds nuw float, ptr %1569, i64 %7772
  br label %7777

7774:                                             ; preds = %7786, %7760
  %7775 = add nuw nsw i64 %7761, 1
  %7776 = icmp eq i64 %7775, %10
  br i1 %7776, label %7826, label %7760

7777:                                             ; preds = %7771, %7786
  %7778 = phi i64 [ 0, %7771 ], [ %7787, %7786 ]
  %7779 = getelementptr inbounds nuw float, ptr %7773, i64 %7778
  %7780 = load float, ptr %7779, align 4
  %7781 = insertelement <16 x float> poison, float %7780, i64 0
  %7782 = shufflevector <16 x float> %7781, <16 x float> poison, <16 x i32> zeroinitializer
  %7783 = mul nsw i64 %7778, %15
  %7784 = sub i64 %7783, %17
  %7785 = getelementptr i16, ptr %1151, i64 %7778
  br label %7789

7786:                                             ; preds = %7815
  %7787 = add nuw nsw i64 %7778, 1
  %7788 = icmp eq i64 %7787, %11
  br i1 %7788, label %7774, label %7777

7789:                                             ; preds = %7777, %7815
  %7790 = phi i64 [ 0, %7777 ], [ %7824, %7815 ]
  %7791 = or disjoint i64 %4777, %7790
  %7792 = shl nsw i64 %7791, 4
  %7793 = add i64 %7784, %7792
  br i1 %1176, label %7798, label %7794

7794:                                             ; preds = %7789
  %7795 = mul nuw nsw i64 %7791, %11
  %7796 = getelementptr i16, ptr %7785, i64 %7795
  %7797 = load i16, ptr %7796, align 2
  br label %7815

7798:                                             ; preds = %7789
  %7799 = sub nsw i64 %9, %7792
  %7800 = icmp slt i64 %7793, 0
  %7801 = sub nsw i64 0, %7793
  %7802 = select i1 %7800, i64 %7801, i64 0
  %7803 = sub nsw i64 %7, %7793
  %7804 = call i64 @llvm.smin.i64(i64 %7803, i64 %7799)
  %7805 = call i64 @llvm.smin.i64(i64 %7804, i64 16)
  %7806 = icmp sgt i64 %7805, %7802
  %7807 = trunc i64 %7805 to i32
  %7808 = shl nsw i32 -1, %7807
  %7809 = xor i32 %7808, -1
  %7810 = trunc i64 %7802 to i32
  %7811 = shl nsw i32 -1, %7810
  %7812 = and i32 %7811, %7809
  %7813 = trunc i32 %7812 to i16
  %7814 = select i1 %7806, i16 %7813, i16 0
  br label %7815

7815:                                             ; preds = %7798, %7794
  %7816 = phi i16 [ %7797, %7794 ], [ %7814, %7798 ]
  %7817 = getelementptr inbounds nuw <16 x float>, ptr %31, i64 %7790
  %7818 = select i1 %7767, i16 0, i16 %7816
  %7819 = getelementptr inbounds float, ptr %7770, i64 %7793
  %7820 = bitcast i16 %7818 to <16 x i1>
  %7821 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7819, <16 x i1> %7820, <16 x float> zeroinitializer)
  %7822 = load <16 x float>, ptr %7817, align 64
  %7823 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7821, <16 x float> %7782, <16 x float> %7822)
  store <16 x float> %7823, ptr %7817, align 64
  %7824 = add nuw nsw i64 %7790, 1
  %7825 = icmp eq i64 %7824, 8
  br i1 %7825, label %7786, label %7789

7826:                                             ; preds = %7774
  %7827 = load <16 x float>, ptr %31, align 64
  br label %7828

7828:                                             ; preds = %7826, %7759
  %7829 = phi <16 x float> [ %7827, %7826 ], [ zeroinitializer, %7759 ]
  %7830 = shl nsw i64 %4777, 4
  %7831 = sub nsw i64 %9, %7830
  %7832 = icmp sgt i64 %7831, 15
  %7833 = trunc i64 %7831 to i32
  %7834 = shl nsw i32 -1, %7833
  %7835 = trunc i32 %7834 to i16
  %7836 = xor i16 %7835, -1
  %7837 = select i1 %7832, i16 -1, i16 %7836
  br i1 %1619, label %7843, label %7838

7838:                                             ; preds = %7828
  %7839 = load float, ptr %1570, align 4
  %7840 = insertelement <16 x float> poison, float %7839, i64 0
  %7841 = shufflevector <16 x float> %7840, <16 x float> poison, <16 x i32> zeroinitializer
  %7842 = fadd <16 x float> %7829, %7841
  br label %7843

7843:                                             ; preds = %7838, %7828
  %7844 = phi <16 x float> [ %7842, %7838 ], [ %7829, %7828 ]
  %7845 = getelementptr inbounds nuw float, ptr %2937, i64 %7830
  %7846 = getelementptr inbounds nuw float, ptr %2939, i64 %7830
  %7847 = select i1 %2946, ptr null, ptr %7846
  %7848 = bitcast i16 %7837 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %7849
    i64 2, label %7852
    i64 3, label %7859
    i64 0, label %7904
  ]

7849:                                             ; preds = %7843
  %7850 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7847, <16 x i1> %7848, <16 x float> zeroinitializer)
  %7851 = fadd <16 x float> %7844, %7850
  br label %7866

7852:                                             ; preds = %7843
  %7853 = bitcast <16 x float> %7844 to <8 x i64>
  %7854 = or <8 x i64> %7853, %1169
  %7855 = fcmp oeq <16 x float> %7844, %47
  %7856 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7844, i32 4)
  %7857 = bitcast <8 x i64> %7854 to <16 x float>
  %7858 = select <16 x i1> %7855, <16 x float> %7857, <16 x float> %7856
  br label %7866

7859:                                             ; preds = %7843
  %7860 = bitcast <16 x float> %7844 to <8 x i64>
  %7861 = and <8 x i64> %7860, %1168
  %7862 = fcmp oeq <16 x float> %7844, %44
  %7863 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7844, i32 4)
  %7864 = bitcast <8 x i64> %7861 to <16 x float>
  %7865 = select <16 x i1> %7862, <16 x float> %7864, <16 x float> %7863
  br label %7866

7866:                                             ; preds = %7859, %7852, %7849
  %7867 = phi <16 x float> [ %7851, %7849 ], [ %7858, %7852 ], [ %7865, %7859 ]
  switch i64 %1231, label %534 [
    i64 1, label %7882
    i64 2, label %7875
    i64 3, label %7868
    i64 0, label %7904
  ]

7868:                                             ; preds = %7866
  %7869 = bitcast <16 x float> %7867 to <8 x i64>
  %7870 = and <8 x i64> %7869, %1168
  %7871 = fcmp oeq <16 x float> %7867, %44
  %7872 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7867, i32 4)
  %7873 = bitcast <8 x i64> %7870 to <16 x float>
  %7874 = select <16 x i1> %7871, <16 x float> %7873, <16 x float> %7872
  br label %7885

7875:                                             ; preds = %7866
  %7876 = bitcast <16 x float> %7867 to <8 x i64>
  %7877 = or <8 x i64> %7876, %1169
  %7878 = fcmp oeq <16 x float> %7867, %47
  %7879 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7867, i32 4)
  %7880 = bitcast <8 x i64> %7877 to <16 x float>
  %7881 = select <16 x i1> %7878, <16 x float> %7880, <16 x float> %7879
  br label %7885

7882:                                             ; preds = %7866
  %7883 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7847, <16 x i1> %7848, <16 x float> zeroinitializer)
  %7884 = fadd <16 x float> %7867, %7883
  br label %7885

7885:                                             ; preds = %7882, %7875, %7868
  %7886 = phi <16 x float> [ %7884, %7882 ], [ %7881, %7875 ], [ %7874, %7868 ]
  switch i64 %1233, label %534 [
    i64 1, label %7901
    i64 2, label %7894
    i64 3, label %7887
    i64 0, label %7904
  ]

7887:                                             ; preds = %7885
  %7888 = bitcast <16 x float> %7886 to <8 x i64>
  %7889 = and <8 x i64> %7888, %1168
  %7890 = fcmp oeq <16 x float> %7886, %44
  %7891 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7886, i32 4)
  %7892 = bitcast <8 x i64> %7889 to <16 x float>
  %7893 = select <16 x i1> %7890, <16 x float> %7892, <16 x float> %7891
  br label %7904

7894:                                             ; preds = %7885
  %7895 = bitcast <16 x float> %7886 to <8 x i64>
  %7896 = or <8 x i64> %7895, %1169
  %7897 = fcmp oeq <16 x float> %7886, %47
  %7898 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7886, i32 4)
  %7899 = bitcast <8 x i64> %7896 to <16 x float>
  %7900 = select <16 x i1> %7897, <16 x float> %7899, <16 x float> %7898
  br label %7904

7901:                                             ; preds = %7885
  %7902 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7847, <16 x i1> %7848, <16 x float> zeroinitializer)
  %7903 = fadd <16 x float> %7886, %7902
  br label %7904

7904:                                             ; preds = %7887, %7894, %7901, %7885, %7866, %7843
  %7905 = phi <16 x float> [ %7886, %7885 ], [ %7844, %7843 ], [ %7867, %7866 ], [ %7903, %7901 ], [ %7900, %7894 ], [ %7893, %7887 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7905, ptr align 1 %7845, <16 x i1> %7848)
  %7906 = shl i64 %4777, 4
  %7907 = or disjoint i64 %7906, 16
  %7908 = sub nsw i64 %9, %7907
  %7909 = icmp sgt i64 %7908, 15
  %7910 = trunc i64 %7908 to i32
  %7911 = shl nsw i32 -1, %7910
  %7912 = trunc i32 %7911 to i16
  %7913 = xor i16 %7912, -1
  %7914 = select i1 %7909, i16 -1, i16 %7913
  %7915 = load <16 x float>, ptr %1234, align 64
  br i1 %1619, label %7921, label %7916

7916:                                             ; preds = %7904
  %7917 = load float, ptr %1570, align 4
  %7918 = insertelement <16 x float> poison, float %7917, i64 0
  %7919 = shufflevector <16 x float> %7918, <16 x float> poison, <16 x i32> zeroinitializer
  %7920 = fadd <16 x float> %7915, %7919
  br label %7921

7921:                                             ; preds = %7916, %7904
  %7922 = phi <16 x float> [ %7920, %7916 ], [ %7915, %7904 ]
  %7923 = getelementptr inbounds nuw float, ptr %2937, i64 %7907
  %7924 = getelementptr inbounds nuw float, ptr %2939, i64 %7907
  %7925 = select i1 %2946, ptr null, ptr %7924
  %7926 = bitcast i16 %7914 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %7941
    i64 2, label %7934
    i64 3, label %7927
    i64 0, label %7982
  ]

7927:                                             ; preds = %7921
  %7928 = bitcast <16 x float> %7922 to <8 x i64>
  %7929 = and <8 x i64> %7928, %1168
  %7930 = fcmp oeq <16 x float> %7922, %44
  %7931 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7922, i32 4)
  %7932 = bitcast <8 x i64> %7929 to <16 x float>
  %7933 = select <16 x i1> %7930, <16 x float> %7932, <16 x float> %7931
  br label %7944

7934:                                             ; preds = %7921
  %7935 = bitcast <16 x float> %7922 to <8 x i64>
  %7936 = or <8 x i64> %7935, %1169
  %7937 = fcmp oeq <16 x float> %7922, %47
  %7938 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7922, i32 4)
  %7939 = bitcast <8 x i64> %7936 to <16 x float>
  %7940 = select <16 x i1> %7937, <16 x float> %7939, <16 x float> %7938
  br label %7944

7941:                                             ; preds = %7921
  %7942 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7926, <16 x float> zeroinitializer)
  %7943 = fadd <16 x float> %7922, %7942
  br label %7944

7944:                                             ; preds = %7941, %7934, %7927
  %7945 = phi <16 x float> [ %7943, %7941 ], [ %7940, %7934 ], [ %7933, %7927 ]
  switch i64 %1236, label %534 [
    i64 1, label %7960
    i64 2, label %7953
    i64 3, label %7946
    i64 0, label %7982
  ]

7946:                                             ; preds = %7944
  %7947 = bitcast <16 x float> %7945 to <8 x i64>
  %7948 = and <8 x i64> %7947, %1168
  %7949 = fcmp oeq <16 x float> %7945, %44
  %7950 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7945, i32 4)
  %7951 = bitcast <8 x i64> %7948 to <16 x float>
  %7952 = select <16 x i1> %7949, <16 x float> %7951, <16 x float> %7950
  br label %7963

7953:                                             ; preds = %7944
  %7954 = bitcast <16 x float> %7945 to <8 x i64>
  %7955 = or <8 x i64> %7954, %1169
  %7956 = fcmp oeq <16 x float> %7945, %47
  %7957 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7945, i32 4)
  %7958 = bitcast <8 x i64> %7955 to <16 x float>
  %7959 = select <16 x i1> %7956, <16 x float> %7958, <16 x float> %7957
  br label %7963

7960:                                             ; preds = %7944
  %7961 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7926, <16 x float> zeroinitializer)
  %7962 = fadd <16 x float> %7945, %7961
  br label %7963

7963:                                             ; preds = %7960, %7953, %7946
  %7964 = phi <16 x float> [ %7962, %7960 ], [ %7959, %7953 ], [ %7952, %7946 ]
  switch i64 %1238, label %534 [
    i64 1, label %7979
    i64 2, label %7972
    i64 3, label %7965
    i64 0, label %7982
  ]

7965:                                             ; preds = %7963
  %7966 = bitcast <16 x float> %7964 to <8 x i64>
  %7967 = and <8 x i64> %7966, %1168
  %7968 = fcmp oeq <16 x float> %7964, %44
  %7969 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7964, i32 4)
  %7970 = bitcast <8 x i64> %7967 to <16 x float>
  %7971 = select <16 x i1> %7968, <16 x float> %7970, <16 x float> %7969
  br label %7982

7972:                                             ; preds = %7963
  %7973 = bitcast <16 x float> %7964 to <8 x i64>
  %7974 = or <8 x i64> %7973, %1169
  %7975 = fcmp oeq <16 x float> %7964, %47
  %7976 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7964, i32 4)
  %7977 = bitcast <8 x i64> %7974 to <16 x float>
  %7978 = select <16 x i1> %7975, <16 x float> %7977, <16 x float> %7976
  br label %7982

7979:                                             ; preds = %7963
  %7980 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7926, <16 x float> zeroinitializer)
  %7981 = fadd <16 x float> %7964, %7980
  br label %7982

7982:                                             ; preds = %7965, %7972, %7979, %7963, %7944, %7921
  %7983 = phi <16 x float> [ %7964, %7963 ], [ %7922, %7921 ], [ %7945, %7944 ], [ %7981, %7979 ], [ %7978, %7972 ], [ %7971, %7965 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7983, ptr nonnull align 1 %7923, <16 x i1> %7926)
  %7984 = shl i64 %4777, 4
  %7985 = or disjoint i64 %7984, 32
  %7986 = sub nsw i64 %9, %7985
  %7987 = icmp sgt i64 %7986, 15
  %7988 = trunc i64 %7986 to i32
  %7989 = shl nsw i32 -1, %7988
  %7990 = trunc i32 %7989 to i16
  %7991 = xor i16 %7990, -1
  %7992 = select i1 %7987, i16 -1, i16 %7991
  %7993 = load <16 x float>, ptr %1239, align 64
  br i1 %1619, label %7999, label %7994

7994:                                             ; preds = %7982
  %7995 = load float, ptr %1570, align 4
  %7996 = insertelement <16 x float> poison, float %7995, i64 0
  %7997 = shufflevector <16 x float> %7996, <16 x float> poison, <16 x i32> zeroinitializer
  %7998 = fadd <16 x float> %7993, %7997
  br label %7999

7999:                                             ; preds = %7994, %7982
  %8000 = phi <16 x float> [ %7998, %7994 ], [ %7993, %7982 ]
  %8001 = getelementptr inbounds nuw float, ptr %2937, i64 %7985
  %8002 = getelementptr inbounds nuw float, ptr %2939, i64 %7985
  %8003 = select i1 %2946, ptr null, ptr %8002
  %8004 = bitcast i16 %7992 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8019
    i64 2, label %8012
    i64 3, label %8005
    i64 0, label %8060
  ]

8005:                                             ; preds = %7999
  %8006 = bitcast <16 x float> %8000 to <8 x i64>
  %8007 = and <8 x i64> %8006, %1168
  %8008 = fcmp oeq <16 x float> %8000, %44
  %8009 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8000, i32 4)
  %8010 = bitcast <8 x i64> %8007 to <16 x float>
  %8011 = select <16 x i1> %8008, <16 x float> %8010, <16 x float> %8009
  br label %8022

8012:                                             ; preds = %7999
  %8013 = bitcast <16 x float> %8000 to <8 x i64>
  %8014 = or <8 x i64> %8013, %1169
  %8015 = fcmp oeq <16 x float> %8000, %47
  %8016 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8000, i32 4)
  %8017 = bitcast <8 x i64> %8014 to <16 x float>
  %8018 = select <16 x i1> %8015, <16 x float> %8017, <16 x float> %8016
  br label %8022

8019:                                             ; preds = %7999
  %8020 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8003, <16 x i1> %8004, <16 x float> zeroinitializer)
  %8021 = fadd <16 x float> %8000, %8020
  br label %8022

8022:                                             ; preds = %8019, %8012, %8005
  %8023 = phi <16 x float> [ %8021, %8019 ], [ %8018, %8012 ], [ %8011, %8005 ]
  switch i64 %1241, label %534 [
    i64 1, label %8038
    i64 2, label %8031
    i64 3, label %8024
    i64 0, label %8060
  ]

8024:                                             ; preds = %8022
  %8025 = bitcast <16 x float> %8023 to <8 x i64>
  %8026 = and <8 x i64> %8025, %1168
  %8027 = fcmp oeq <16 x float> %8023, %44
  %8028 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8023, i32 4)
  %8029 = bitcast <8 x i64> %8026 to <16 x float>
  %8030 = select <16 x i1> %8027, <16 x float> %8029, <16 x float> %8028
  br label %8041

8031:                                             ; preds = %8022
  %8032 = bitcast <16 x float> %8023 to <8 x i64>
  %8033 = or <8 x i64> %8032, %1169
  %8034 = fcmp oeq <16 x float> %8023, %47
  %8035 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8023, i32 4)
  %8036 = bitcast <8 x i64> %8033 to <16 x float>
  %8037 = select <16 x i1> %8034, <16 x float> %8036, <16 x float> %8035
  br label %8041

8038:                                             ; preds = %8022
  %8039 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8003, <16 x i1> %8004, <16 x float> zeroinitializer)
  %8040 = fadd <16 x float> %8023, %8039
  br label %8041

8041:                                             ; preds = %8038, %8031, %8024
  %8042 = phi <16 x float> [ %8040, %8038 ], [ %8037, %8031 ], [ %8030, %8024 ]
  switch i64 %1243, label %534 [
    i64 1, label %8057
    i64 2, label %8050
    i64 3, label %8043
    i64 0, label %8060
  ]

8043:                                             ; preds = %8041
  %8044 = bitcast <16 x float> %8042 to <8 x i64>
  %8045 = and <8 x i64> %8044, %1168
  %8046 = fcmp oeq <16 x float> %8042, %44
  %8047 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8042, i32 4)
  %8048 = bitcast <8 x i64> %8045 to <16 x float>
  %8049 = select <16 x i1> %8046, <16 x float> %8048, <16 x float> %8047
  br label %8060

8050:                                             ; preds = %8041
  %8051 = bitcast <16 x float> %8042 to <8 x i64>
  %8052 = or <8 x i64> %8051, %1169
  %8053 = fcmp oeq <16 x float> %8042, %47
  %8054 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8042, i32 4)
  %8055 = bitcast <8 x i64> %8052 to <16 x float>
  %8056 = select <16 x i1> %8053, <16 x float> %8055, <16 x float> %8054
  br label %8060

8057:                                             ; preds = %8041
  %8058 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8003, <16 x i1> %8004, <16 x float> zeroinitializer)
  %8059 = fadd <16 x float> %8042, %8058
  br label %8060

8060:                                             ; preds = %8043, %8050, %8057, %8041, %8022, %7999
  %8061 = phi <16 x float> [ %8042, %8041 ], [ %8000, %7999 ], [ %8023, %8022 ], [ %8059, %8057 ], [ %8056, %8050 ], [ %8049, %8043 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8061, ptr nonnull align 1 %8001, <16 x i1> %8004)
  %8062 = shl i64 %4777, 4
  %8063 = or disjoint i64 %8062, 48
  %8064 = sub nsw i64 %9, %8063
  %8065 = icmp sgt i64 %8064, 15
  %8066 = trunc i64 %8064 to i32
  %8067 = shl nsw i32 -1, %8066
  %8068 = trunc i32 %8067 to i16
  %8069 = xor i16 %8068, -1
  %8070 = select i1 %8065, i16 -1, i16 %8069
  %8071 = load <16 x float>, ptr %1244, align 64
  br i1 %1619, label %8077, label %8072

8072:                                             ; preds = %8060
  %8073 = load float, ptr %1570, align 4
  %8074 = insertelement <16 x float> poison, float %8073, i64 0
  %8075 = shufflevector <16 x float> %8074, <16 x float> poison, <16 x i32> zeroinitializer
  %8076 = fadd <16 x float> %8071, %8075
  br label %8077

8077:                                             ; preds = %8072, %8060
  %8078 = phi <16 x float> [ %8076, %8072 ], [ %8071, %8060 ]
  %8079 = getelementptr inbounds nuw float, ptr %2937, i64 %8063
  %8080 = getelementptr inbounds nuw float, ptr %2939, i64 %8063
  %8081 = select i1 %2946, ptr null, ptr %8080
  %8082 = bitcast i16 %8070 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8097
    i64 2, label %8090
    i64 3, label %8083
    i64 0, label %8138
  ]

8083:                                             ; preds = %8077
  %8084 = bitcast <16 x float> %8078 to <8 x i64>
  %8085 = and <8 x i64> %8084, %1168
  %8086 = fcmp oeq <16 x float> %8078, %44
  %8087 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8078, i32 4)
  %8088 = bitcast <8 x i64> %8085 to <16 x float>
  %8089 = select <16 x i1> %8086, <16 x float> %8088, <16 x float> %8087
  br label %8100

8090:                                             ; preds = %8077
  %8091 = bitcast <16 x float> %8078 to <8 x i64>
  %8092 = or <8 x i64> %8091, %1169
  %8093 = fcmp oeq <16 x float> %8078, %47
  %8094 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8078, i32 4)
  %8095 = bitcast <8 x i64> %8092 to <16 x float>
  %8096 = select <16 x i1> %8093, <16 x float> %8095, <16 x float> %8094
  br label %8100

8097:                                             ; preds = %8077
  %8098 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8081, <16 x i1> %8082, <16 x float> zeroinitializer)
  %8099 = fadd <16 x float> %8078, %8098
  br label %8100

8100:                                             ; preds = %8097, %8090, %8083
  %8101 = phi <16 x float> [ %8099, %8097 ], [ %8096, %8090 ], [ %8089, %8083 ]
  switch i64 %1246, label %534 [
    i64 1, label %8116
    i64 2, label %8109
    i64 3, label %8102
    i64 0, label %8138
  ]

8102:                                             ; preds = %8100
  %8103 = bitcast <16 x float> %8101 to <8 x i64>
  %8104 = and <8 x i64> %8103, %1168
  %8105 = fcmp oeq <16 x float> %8101, %44
  %8106 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8101, i32 4)
  %8107 = bitcast <8 x i64> %8104 to <16 x float>
  %8108 = select <16 x i1> %8105, <16 x float> %8107, <16 x float> %8106
  br label %8119

8109:                                             ; preds = %8100
  %8110 = bitcast <16 x float> %8101 to <8 x i64>
  %8111 = or <8 x i64> %8110, %1169
  %8112 = fcmp oeq <16 x float> %8101, %47
  %8113 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8101, i32 4)
  %8114 = bitcast <8 x i64> %8111 to <16 x float>
  %8115 = select <16 x i1> %8112, <16 x float> %8114, <16 x float> %8113
  br label %8119

8116:                                             ; preds = %8100
  %8117 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8081, <16 x i1> %8082, <16 x float> zeroinitializer)
  %8118 = fadd <16 x float> %8101, %8117
  br label %8119

8119:                                             ; preds = %8116, %8109, %8102
  %8120 = phi <16 x float> [ %8118, %8116 ], [ %8115, %8109 ], [ %8108, %8102 ]
  switch i64 %1248, label %534 [
    i64 1, label %8135
    i64 2, label %8128
    i64 3, label %8121
    i64 0, label %8138
  ]

8121:                                             ; preds = %8119
  %8122 = bitcast <16 x float> %8120 to <8 x i64>
  %8123 = and <8 x i64> %8122, %1168
  %8124 = fcmp oeq <16 x float> %8120, %44
  %8125 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8120, i32 4)
  %8126 = bitcast <8 x i64> %8123 to <16 x float>
  %8127 = select <16 x i1> %8124, <16 x float> %8126, <16 x float> %8125
  br label %8138

8128:                                             ; preds = %8119
  %8129 = bitcast <16 x float> %8120 to <8 x i64>
  %8130 = or <8 x i64> %8129, %1169
  %8131 = fcmp oeq <16 x float> %8120, %47
  %8132 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8120, i32 4)
  %8133 = bitcast <8 x i64> %8130 to <16 x float>
  %8134 = select <16 x i1> %8131, <16 x float> %8133, <16 x float> %8132
  br label %8138

8135:                                             ; preds = %8119
  %8136 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8081, <16 x i1> %8082, <16 x float> zeroinitializer)
  %8137 = fadd <16 x float> %8120, %8136
  br label %8138

8138:                                             ; preds = %8121, %8128, %8135, %8119, %8100, %8077
  %8139 = phi <16 x float> [ %8120, %8119 ], [ %8078, %8077 ], [ %8101, %8100 ], [ %8137, %8135 ], [ %8134, %8128 ], [ %8127, %8121 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8139, ptr nonnull align 1 %8079, <16 x i1> %8082)
  %8140 = shl i64 %4777, 4
  %8141 = or disjoint i64 %8140, 64
  %8142 = sub nsw i64 %9, %8141
  %8143 = icmp sgt i64 %8142, 15
  %8144 = trunc i64 %8142 to i32
  %8145 = shl nsw i32 -1, %8144
  %8146 = trunc i32 %8145 to i16
  %8147 = xor i16 %8146, -1
  %8148 = select i1 %8143, i16 -1, i16 %8147
  %8149 = load <16 x float>, ptr %1249, align 64
  br i1 %1619, label %8155, label %8150

8150:                                             ; preds = %8138
  %8151 = load float, ptr %1570, align 4
  %8152 = insertelement <16 x float> poison, float %8151, i64 0
  %8153 = shufflevector <16 x float> %8152, <16 x float> poison, <16 x i32> zeroinitializer
  %8154 = fadd <16 x float> %8149, %8153
  br label %8155

8155:                                             ; preds = %8150, %8138
  %8156 = phi <16 x float> [ %8154, %8150 ], [ %8149, %8138 ]
  %8157 = getelementptr inbounds nuw float, ptr %2937, i64 %8141
  %8158 = getelementptr inbounds nuw float, ptr %2939, i64 %8141
  %8159 = select i1 %2946, ptr null, ptr %8158
  %8160 = bitcast i16 %8148 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8175
    i64 2, label %8168
    i64 3, label %8161
    i64 0, label %8216
  ]

8161:                                             ; preds = %8155
  %8162 = bitcast <16 x float> %8156 to <8 x i64>
  %8163 = and <8 x i64> %8162, %1168
  %8164 = fcmp oeq <16 x float> %8156, %44
  %8165 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8156, i32 4)
  %8166 = bitcast <8 x i64> %8163 to <16 x float>
  %8167 = select <16 x i1> %8164, <16 x float> %8166, <16 x float> %8165
  br label %8178

8168:                                             ; preds = %8155
  %8169 = bitcast <16 x float> %8156 to <8 x i64>
  %8170 = or <8 x i64> %8169, %1169
  %8171 = fcmp oeq <16 x float> %8156, %47
  %8172 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8156, i32 4)
  %8173 = bitcast <8 x i64> %8170 to <16 x float>
  %8174 = select <16 x i1> %8171, <16 x float> %8173, <16 x float> %8172
  br label %8178

8175:                                             ; preds = %8155
  %8176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8159, <16 x i1> %8160, <16 x float> zeroinitializer)
  %8177 = fadd <16 x float> %8156, %8176
  br label %8178

8178:                                             ; preds = %8175, %8168, %8161
  %8179 = phi <16 x float> [ %8177, %8175 ], [ %8174, %8168 ], [ %8167, %8161 ]
  switch i64 %1251, label %534 [
    i64 1, label %8194
    i64 2, label %8187
    i64 3, label %8180
    i64 0, label %8216
  ]

8180:                                             ; preds = %8178
  %8181 = bitcast <16 x float> %8179 to <8 x i64>
  %8182 = and <8 x i64> %8181, %1168
  %8183 = fcmp oeq <16 x float> %8179, %44
  %8184 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8179, i32 4)
  %8185 = bitcast <8 x i64> %8182 to <16 x float>
  %8186 = select <16 x i1> %8183, <16 x float> %8185, <16 x float> %8184
  br label %8197

8187:                                             ; preds = %8178
  %8188 = bitcast <16 x float> %8179 to <8 x i64>
  %8189 = or <8 x i64> %8188, %1169
  %8190 = fcmp oeq <16 x float> %8179, %47
  %8191 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8179, i32 4)
  %8192 = bitcast <8 x i64> %8189 to <16 x float>
  %8193 = select <16 x i1> %8190, <16 x float> %8192, <16 x float> %8191
  br label %8197

8194:                                             ; preds = %8178
  %8195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8159, <16 x i1> %8160, <16 x float> zeroinitializer)
  %8196 = fadd <16 x float> %8179, %8195
  br label %8197

8197:                                             ; preds = %8194, %8187, %8180
  %8198 = phi <16 x float> [ %8196, %8194 ], [ %8193, %8187 ], [ %8186, %8180 ]
  switch i64 %1253, label %534 [
    i64 1, label %8213
    i64 2, label %8206
    i64 3, label %8199
    i64 0, label %8216
  ]

8199:                                             ; preds = %8197
  %8200 = bitcast <16 x float> %8198 to <8 x i64>
  %8201 = and <8 x i64> %8200, %1168
  %8202 = fcmp oeq <16 x float> %8198, %44
  %8203 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8198, i32 4)
  %8204 = bitcast <8 x i64> %8201 to <16 x float>
  %8205 = select <16 x i1> %8202, <16 x float> %8204, <16 x float> %8203
  br label %8216

8206:                                             ; preds = %8197
  %8207 = bitcast <16 x float> %8198 to <8 x i64>
  %8208 = or <8 x i64> %8207, %1169
  %8209 = fcmp oeq <16 x float> %8198, %47
  %8210 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8198, i32 4)
  %8211 = bitcast <8 x i64> %8208 to <16 x float>
  %8212 = select <16 x i1> %8209, <16 x float> %8211, <16 x float> %8210
  br label %8216

8213:                                             ; preds = %8197
  %8214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8159, <16 x i1> %8160, <16 x float> zeroinitializer)
  %8215 = fadd <16 x float> %8198, %8214
  br label %8216

8216:                                             ; preds = %8199, %8206, %8213, %8197, %8178, %8155
  %8217 = phi <16 x float> [ %8198, %8197 ], [ %8156, %8155 ], [ %8179, %8178 ], [ %8215, %8213 ], [ %8212, %8206 ], [ %8205, %8199 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8217, ptr nonnull align 1 %8157, <16 x i1> %8160)
  %8218 = shl i64 %4777, 4
  %8219 = or disjoint i64 %8218, 80
  %8220 = sub nsw i64 %9, %8219
  %8221 = icmp sgt i64 %8220, 15
  %8222 = trunc i64 %8220 to i32
  %8223 = shl nsw i32 -1, %8222
  %8224 = trunc i32 %8223 to i16
  %8225 = xor i16 %8224, -1
  %8226 = select i1 %8221, i16 -1, i16 %8225
  %8227 = load <16 x float>, ptr %1254, align 64
  br i1 %1619, label %8233, label %8228

8228:                                             ; preds = %8216
  %8229 = load float, ptr %1570, align 4
  %8230 = insertelement <16 x float> poison, float %8229, i64 0
  %8231 = shufflevector <16 x float> %8230, <16 x float> poison, <16 x i32> zeroinitializer
  %8232 = fadd <16 x float> %8227, %8231
  br label %8233

8233:                                             ; preds = %8228, %8216
  %8234 = phi <16 x float> [ %8232, %8228 ], [ %8227, %8216 ]
  %8235 = getelementptr inbounds nuw float, ptr %2937, i64 %8219
  %8236 = getelementptr inbounds nuw float, ptr %2939, i64 %8219
  %8237 = select i1 %2946, ptr null, ptr %8236
  %8238 = bitcast i16 %8226 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8253
    i64 2, label %8246
    i64 3, label %8239
    i64 0, label %8294
  ]

8239:                                             ; preds = %8233
  %8240 = bitcast <16 x float> %8234 to <8 x i64>
  %8241 = and <8 x i64> %8240, %1168
  %8242 = fcmp oeq <16 x float> %8234, %44
  %8243 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8234, i32 4)
  %8244 = bitcast <8 x i64> %8241 to <16 x float>
  %8245 = select <16 x i1> %8242, <16 x float> %8244, <16 x float> %8243
  br label %8256

8246:                                             ; preds = %8233
  %8247 = bitcast <16 x float> %8234 to <8 x i64>
  %8248 = or <8 x i64> %8247, %1169
  %8249 = fcmp oeq <16 x float> %8234, %47
  %8250 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8234, i32 4)
  %8251 = bitcast <8 x i64> %8248 to <16 x float>
  %8252 = select <16 x i1> %8249, <16 x float> %8251, <16 x float> %8250
  br label %8256

8253:                                             ; preds = %8233
  %8254 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8237, <16 x i1> %8238, <16 x float> zeroinitializer)
  %8255 = fadd <16 x float> %8234, %8254
  br label %8256

8256:                                             ; preds = %8253, %8246, %8239
  %8257 = phi <16 x float> [ %8255, %8253 ], [ %8252, %8246 ], [ %8245, %8239 ]
  switch i64 %1256, label %534 [
    i64 1, label %8272
    i64 2, label %8265
    i64 3, label %8258
    i64 0, label %8294
  ]

8258:                                             ; preds = %8256
  %8259 = bitcast <16 x float> %8257 to <8 x i64>
  %8260 = and <8 x i64> %8259, %1168
  %8261 = fcmp oeq <16 x float> %8257, %44
  %8262 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8257, i32 4)
  %8263 = bitcast <8 x i64> %8260 to <16 x float>
  %8264 = select <16 x i1> %8261, <16 x float> %8263, <16 x float> %8262
  br label %8275

8265:                                             ; preds = %8256
  %8266 = bitcast <16 x float> %8257 to <8 x i64>
  %8267 = or <8 x i64> %8266, %1169
  %8268 = fcmp oeq <16 x float> %8257, %47
  %8269 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8257, i32 4)
  %8270 = bitcast <8 x i64> %8267 to <16 x float>
  %8271 = select <16 x i1> %8268, <16 x float> %8270, <16 x float> %8269
  br label %8275

8272:                                             ; preds = %8256
  %8273 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8237, <16 x i1> %8238, <16 x float> zeroinitializer)
  %8274 = fadd <16 x float> %8257, %8273
  br label %8275

8275:                                             ; preds = %8272, %8265, %8258
  %8276 = phi <16 x float> [ %8274, %8272 ], [ %8271, %8265 ], [ %8264, %8258 ]
  switch i64 %1258, label %534 [
    i64 1, label %8291
    i64 2, label %8284
    i64 3, label %8277
    i64 0, label %8294
  ]

8277:                                             ; preds = %8275
  %8278 = bitcast <16 x float> %8276 to <8 x i64>
  %8279 = and <8 x i64> %8278, %1168
  %8280 = fcmp oeq <16 x float> %8276, %44
  %8281 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8276, i32 4)
  %8282 = bitcast <8 x i64> %8279 to <16 x float>
  %8283 = select <16 x i1> %8280, <16 x float> %8282, <16 x float> %8281
  br label %8294

8284:                                             ; preds = %8275
  %8285 = bitcast <16 x float> %8276 to <8 x i64>
  %8286 = or <8 x i64> %8285, %1169
  %8287 = fcmp oeq <16 x float> %8276, %47
  %8288 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8276, i32 4)
  %8289 = bitcast <8 x i64> %8286 to <16 x float>
  %8290 = select <16 x i1> %8287, <16 x float> %8289, <16 x float> %8288
  br label %8294

8291:                                             ; preds = %8275
  %8292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8237, <16 x i1> %8238, <16 x float> zeroinitializer)
  %8293 = fadd <16 x float> %8276, %8292
  br label %8294

8294:                                             ; preds = %8277, %8284, %8291, %8275, %8256, %8233
  %8295 = phi <16 x float> [ %8276, %8275 ], [ %8234, %8233 ], [ %8257, %8256 ], [ %8293, %8291 ], [ %8290, %8284 ], [ %8283, %8277 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8295, ptr nonnull align 1 %8235, <16 x i1> %8238)
  %8296 = shl i64 %4777, 4
  %8297 = or disjoint i64 %8296, 96
  %8298 = sub nsw i64 %9, %8297
  %8299 = icmp sgt i64 %8298, 15
  %8300 = trunc i64 %8298 to i32
  %8301 = shl nsw i32 -1, %8300
  %8302 = trunc i32 %8301 to i16
  %8303 = xor i16 %8302, -1
  %8304 = select i1 %8299, i16 -1, i16 %8303
  %8305 = load <16 x float>, ptr %1259, align 64
  br i1 %1619, label %8311, label %8306

8306:                                             ; preds = %8294
  %8307 = load float, ptr %1570, align 4
  %8308 = insertelement <16 x float> poison, float %8307, i64 0
  %8309 = shufflevector <16 x float> %8308, <16 x float> poison, <16 x i32> zeroinitializer
  %8310 = fadd <16 x float> %8305, %8309
  br label %8311

8311:                                             ; preds = %8306, %8294
  %8312 = phi <16 x float> [ %8310, %8306 ], [ %8305, %8294 ]
  %8313 = getelementptr inbounds nuw float, ptr %2937, i64 %8297
  %8314 = getelementptr inbounds nuw float, ptr %2939, i64 %8297
  %8315 = select i1 %2946, ptr null, ptr %8314
  %8316 = bitcast i16 %8304 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8331
    i64 2, label %8324
    i64 3, label %8317
    i64 0, label %8372
  ]

8317:                                             ; preds = %8311
  %8318 = bitcast <16 x float> %8312 to <8 x i64>
  %8319 = and <8 x i64> %8318, %1168
  %8320 = fcmp oeq <16 x float> %8312, %44
  %8321 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8312, i32 4)
  %8322 = bitcast <8 x i64> %8319 to <16 x float>
  %8323 = select <16 x i1> %8320, <16 x float> %8322, <16 x float> %8321
  br label %8334

8324:                                             ; preds = %8311
  %8325 = bitcast <16 x float> %8312 to <8 x i64>
  %8326 = or <8 x i64> %8325, %1169
  %8327 = fcmp oeq <16 x float> %8312, %47
  %8328 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8312, i32 4)
  %8329 = bitcast <8 x i64> %8326 to <16 x float>
  %8330 = select <16 x i1> %8327, <16 x float> %8329, <16 x float> %8328
  br label %8334

8331:                                             ; preds = %8311
  %8332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8315, <16 x i1> %8316, <16 x float> zeroinitializer)
  %8333 = fadd <16 x float> %8312, %8332
  br label %8334

8334:                                             ; preds = %8331, %8324, %8317
  %8335 = phi <16 x float> [ %8333, %8331 ], [ %8330, %8324 ], [ %8323, %8317 ]
  switch i64 %1261, label %534 [
    i64 1, label %8350
    i64 2, label %8343
    i64 3, label %8336
    i64 0, label %8372
  ]

8336:                                             ; preds = %8334
  %8337 = bitcast <16 x float> %8335 to <8 x i64>
  %8338 = and <8 x i64> %8337, %1168
  %8339 = fcmp oeq <16 x float> %8335, %44
  %8340 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8335, i32 4)
  %8341 = bitcast <8 x i64> %8338 to <16 x float>
  %8342 = select <16 x i1> %8339, <16 x float> %8341, <16 x float> %8340
  br label %8353

8343:                                             ; preds = %8334
  %8344 = bitcast <16 x float> %8335 to <8 x i64>
  %8345 = or <8 x i64> %8344, %1169
  %8346 = fcmp oeq <16 x float> %8335, %47
  %8347 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8335, i32 4)
  %8348 = bitcast <8 x i64> %8345 to <16 x float>
  %8349 = select <16 x i1> %8346, <16 x float> %8348, <16 x float> %8347
  br label %8353

8350:                                             ; preds = %8334
  %8351 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8315, <16 x i1> %8316, <16 x float> zeroinitializer)
  %8352 = fadd <16 x float> %8335, %8351
  br label %8353

8353:                                             ; preds = %8350, %8343, %8336
  %8354 = phi <16 x float> [ %8352, %8350 ], [ %8349, %8343 ], [ %8342, %8336 ]
  switch i64 %1263, label %534 [
    i64 1, label %8369
    i64 2, label %8362
    i64 3, label %8355
    i64 0, label %8372
  ]

8355:                                             ; preds = %8353
  %8356 = bitcast <16 x float> %8354 to <8 x i64>
  %8357 = and <8 x i64> %8356, %1168
  %8358 = fcmp oeq <16 x float> %8354, %44
  %8359 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8354, i32 4)
  %8360 = bitcast <8 x i64> %8357 to <16 x float>
  %8361 = select <16 x i1> %8358, <16 x float> %8360, <16 x float> %8359
  br label %8372

8362:                                             ; preds = %8353
  %8363 = bitcast <16 x float> %8354 to <8 x i64>
  %8364 = or <8 x i64> %8363, %1169
  %8365 = fcmp oeq <16 x float> %8354, %47
  %8366 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8354, i32 4)
  %8367 = bitcast <8 x i64> %8364 to <16 x float>
  %8368 = select <16 x i1> %8365, <16 x float> %8367, <16 x float> %8366
  br label %8372

8369:                                             ; preds = %8353
  %8370 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8315, <16 x i1> %8316, <16 x float> zeroinitializer)
  %8371 = fadd <16 x float> %8354, %8370
  br label %8372

8372:                                             ; preds = %8355, %8362, %8369, %8353, %8334, %8311
  %8373 = phi <16 x float> [ %8354, %8353 ], [ %8312, %8311 ], [ %8335, %8334 ], [ %8371, %8369 ], [ %8368, %8362 ], [ %8361, %8355 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8373, ptr nonnull align 1 %8313, <16 x i1> %8316)
  %8374 = shl i64 %4777, 4
  %8375 = or disjoint i64 %8374, 112
  %8376 = sub nsw i64 %9, %8375
  %8377 = icmp sgt i64 %8376, 15
  %8378 = trunc i64 %8376 to i32
  %8379 = shl nsw i32 -1, %8378
  %8380 = trunc i32 %8379 to i16
  %8381 = xor i16 %8380, -1
  %8382 = select i1 %8377, i16 -1, i16 %8381
  %8383 = load <16 x float>, ptr %1264, align 64
  br i1 %1619, label %8389, label %8384

8384:                                             ; preds = %8372
  %8385 = load float, ptr %1570, align 4
  %8386 = insertelement <16 x float> poison, float %8385, i64 0
  %8387 = shufflevector <16 x float> %8386, <16 x float> poison, <16 x i32> zeroinitializer
  %8388 = fadd <16 x float> %8383, %8387
  br label %8389

8389:                                             ; preds = %8384, %8372
  %8390 = phi <16 x float> [ %8388, %8384 ], [ %8383, %8372 ]
  %8391 = getelementptr inbounds nuw float, ptr %2937, i64 %8375
  %8392 = getelementptr inbounds nuw float, ptr %2939, i64 %8375
  %8393 = select i1 %2946, ptr null, ptr %8392
  %8394 = bitcast i16 %8382 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8409
    i64 2, label %8402
    i64 3, label %8395
    i64 0, label %8450
  ]

8395:                                             ; preds = %8389
  %8396 = bitcast <16 x float> %8390 to <8 x i64>
  %8397 = and <8 x i64> %8396, %1168
  %8398 = fcmp oeq <16 x float> %8390, %44
  %8399 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8390, i32 4)
  %8400 = bitcast <8 x i64> %8397 to <16 x float>
  %8401 = select <16 x i1> %8398, <16 x float> %8400, <16 x float> %8399
  br label %8412

8402:                                             ; preds = %8389
  %8403 = bitcast <16 x float> %8390 to <8 x i64>
  %8404 = or <8 x i64> %8403, %1169
  %8405 = fcmp oeq <16 x float> %8390, %47
  %8406 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8390, i32 4)
  %8407 = bitcast <8 x i64> %8404 to <16 x float>
  %8408 = select <16 x i1> %8405, <16 x float> %8407, <16 x float> %8406
  br label %8412

8409:                                             ; preds = %8389
  %8410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8393, <16 x i1> %8394, <16 x float> zeroinitializer)
  %8411 = fadd <16 x float> %8390, %8410
  br label %8412

8412:                                             ; preds = %8409, %8402, %8395
  %8413 = phi <16 x float> [ %8411, %8409 ], [ %8408, %8402 ], [ %8401, %8395 ]
  switch i64 %1266, label %534 [
    i64 1, label %8428
    i64 2, label %8421
    i64 3, label %8414
    i64 0, label %8450
  ]

8414:                                             ; preds = %8412
  %8415 = bitcast <16 x float> %8413 to <8 x i64>
  %8416 = and <8 x i64> %8415, %1168
  %8417 = fcmp oeq <16 x float> %8413, %44
  %8418 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8413, i32 4)
  %8419 = bitcast <8 x i64> %8416 to <16 x float>
  %8420 = select <16 x i1> %8417, <16 x float> %8419, <16 x float> %8418
  br label %8431

8421:                                             ; preds = %8412
  %8422 = bitcast <16 x float> %8413 to <8 x i64>
  %8423 = or <8 x i64> %8422, %1169
  %8424 = fcmp oeq <16 x float> %8413, %47
  %8425 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8413, i32 4)
  %8426 = bitcast <8 x i64> %8423 to <16 x float>
  %8427 = select <16 x i1> %8424, <16 x float> %8426, <16 x float> %8425
  br label %8431

8428:                                             ; preds = %8412
  %8429 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8393, <16 x i1> %8394, <16 x float> zeroinitializer)
  %8430 = fadd <16 x float> %8413, %8429
  br label %8431

8431:                                             ; preds = %8428, %8421, %8414
  %8432 = phi <16 x float> [ %8430, %8428 ], [ %8427, %8421 ], [ %8420, %8414 ]
  switch i64 %1268, label %534 [
    i64 1, label %8447
    i64 2, label %8440
    i64 3, label %8433
    i64 0, label %8450
  ]

8433:                                             ; preds = %8431
  %8434 = bitcast <16 x float> %8432 to <8 x i64>
  %8435 = and <8 x i64> %8434, %1168
  %8436 = fcmp oeq <16 x float> %8432, %44
  %8437 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8432, i32 4)
  %8438 = bitcast <8 x i64> %8435 to <16 x float>
  %8439 = select <16 x i1> %8436, <16 x float> %8438, <16 x float> %8437
  br label %8450

8440:                                             ; preds = %8431
  %8441 = bitcast <16 x float> %8432 to <8 x i64>
  %8442 = or <8 x i64> %8441, %1169
  %8443 = fcmp oeq <16 x float> %8432, %47
  %8444 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8432, i32 4)
  %8445 = bitcast <8 x i64> %8442 to <16 x float>
  %8446 = select <16 x i1> %8443, <16 x float> %8445, <16 x float> %8444
  br label %8450

8447:                                             ; preds = %8431
  %8448 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8393, <16 x i1> %8394, <16 x float> zeroinitializer)
  %8449 = fadd <16 x float> %8432, %8448
  br label %8450

8450:                                             ; preds = %8433, %8440, %8447, %8431, %8412, %8389
  %8451 = phi <16 x float> [ %8432, %8431 ], [ %8390, %8389 ], [ %8413, %8412 ], [ %8449, %8447 ], [ %8446, %8440 ], [ %8439, %8433 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8451, ptr nonnull align 1 %8391, <16 x i1> %8394)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %8452

8452:                                             ; preds = %4921, %5174, %5539, %6016, %6605, %7142, %7757, %8450, %4776
  %8453 = add nuw nsw i64 %4777, 8
  %8454 = icmp slt i64 %8453, %1062
  br i1 %8454, label %4776, label %8455

8455:                                             ; preds = %8452, %2944, %3334, %4041, %4774, %2955
  %8456 = zext nneg i32 %2942 to i64
  %8457 = add nsw i64 %2935, %8456
  %8458 = icmp slt i64 %8457, %1579
  br i1 %8458, label %2934, label %8459

8459:                                             ; preds = %1630, %8455, %1563, %1612, %1616
  %8460 = phi i64 [ %1564, %1563 ], [ %1589, %8455 ], [ %1589, %1616 ], [ %1589, %1612 ], [ %1589, %1630 ]
  %8461 = icmp eq i64 %8460, %1535
  br i1 %8461, label %8462, label %1551

8462:                                             ; preds = %8459, %1530
  %8463 = add nsw i64 %1533, 1
  %8464 = mul nsw i64 %8463, %1152
  %8465 = icmp slt i64 %8464, %4
  %8466 = sub i64 %1531, %1152
  br i1 %8465, label %1530, label %8467

8467:                                             ; preds = %8462, %1150
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %8468

8468:                                             ; preds = %28, %8467
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg)

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
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
