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
  br i1 %50, label %8479, label %51

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

534:                                              ; preds = %1034, %1015, %993, %967, %948, %926, %900, %881, %859, %833, %814, %792, %766, %747, %725, %699, %680, %658, %632, %613, %580, %554, %535, %4771, %4752, %4730, %4704, %4685, %4663, %4637, %4618, %4596, %4570, %4551, %4529, %4503, %4484, %4462, %4436, %4417, %4395, %4369, %4350, %4328, %4302, %4283, %4264, %4038, %4019, %3997, %3971, %3952, %3930, %3904, %3885, %3863, %3837, %3818, %3796, %3770, %3751, %3729, %3703, %3684, %3662, %3636, %3617, %3595, %3569, %3550, %3531, %3331, %3312, %3293, %3264, %3245, %3226, %3197, %3178, %3159, %3130, %3111, %3092, %2926, %2907, %2884, %2850, %2831, %2808, %2774, %2755, %2732, %2698, %2679, %2658, %2425, %2406, %2383, %2349, %2330, %2307, %2273, %2254, %2233, %2043, %2024, %2001, %1967, %1948, %1927, %1780, %1761, %1742, %8447, %8428, %8405, %8369, %8350, %8327, %8291, %8272, %8249, %8213, %8194, %8171, %8135, %8116, %8093, %8057, %8038, %8015, %7979, %7960, %7937, %7901, %7882, %7859, %7754, %7735, %7712, %7676, %7657, %7634, %7598, %7579, %7556, %7520, %7501, %7478, %7442, %7423, %7400, %7364, %7345, %7322, %7286, %7267, %7244, %7139, %7120, %7097, %7061, %7042, %7019, %6983, %6964, %6941, %6905, %6886, %6863, %6827, %6808, %6785, %6749, %6730, %6707, %6602, %6583, %6560, %6525, %6506, %6483, %6448, %6429, %6406, %6371, %6352, %6329, %6294, %6275, %6252, %6013, %5994, %5971, %5936, %5917, %5894, %5859, %5840, %5817, %5782, %5763, %5740, %5536, %5517, %5494, %5459, %5440, %5417, %5382, %5363, %5340, %5171, %5152, %5129, %5094, %5075, %5052, %4918, %4899, %4880
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
  br i1 %1155, label %1156, label %8478

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

1530:                                             ; preds = %1156, %1560
  %1531 = phi i64 [ %1154, %1156 ], [ %1562, %1560 ]
  %1532 = phi i64 [ %1184, %1156 ], [ %1564, %1560 ]
  %1533 = phi i64 [ %1153, %1156 ], [ %1561, %1560 ]
  %1534 = call i64 @llvm.smin.i64(i64 %1532, i64 %1152)
  %1535 = add i64 %1534, %1531
  %1536 = call i64 @llvm.smax.i64(i64 %1060, i64 %1531)
  %1537 = sub i64 %1535, %1536
  %1538 = call i64 @llvm.smin.i64(i64 %5, i64 %1537)
  %1539 = icmp sgt i64 %1060, %1531
  %1540 = sub nsw i64 %1060, %1531
  %1541 = select i1 %1539, i64 %1540, i64 0
  %1542 = sub nsw i64 %4, %1531
  %1543 = call i64 @llvm.smin.i64(i64 %1542, i64 %1152)
  %1544 = sub nsw i64 %1543, %1541
  %1545 = icmp slt i64 %1544, %5
  br i1 %1545, label %1546, label %1548

1546:                                             ; preds = %1530
  %1547 = srem i64 %1541, %5
  br label %1548

1548:                                             ; preds = %1530, %1546
  %1549 = phi i64 [ %1547, %1546 ], [ 0, %1530 ]
  %1550 = call i64 @llvm.smin.i64(i64 %1544, i64 %5)
  %1551 = icmp sgt i64 %1550, 0
  br i1 %1551, label %1552, label %1560

1552:                                             ; preds = %1548
  %1553 = add i64 %1157, %1541
  %1554 = mul nsw i64 %1533, %19
  %1555 = getelementptr inbounds float, ptr %35, i64 %1554
  %1556 = mul nsw i64 %1533, %20
  %1557 = getelementptr inbounds float, ptr %39, i64 %1556
  %1558 = mul nsw i64 %1533, %23
  %1559 = getelementptr inbounds float, ptr %38, i64 %1558
  br label %1565

1560:                                             ; preds = %8475, %1548
  %1561 = add nsw i64 %1533, 1
  %1562 = add i64 %1531, %1152
  %1563 = icmp slt i64 %1562, %4
  %1564 = sub i64 %1532, %1152
  br i1 %1563, label %1530, label %8478

1565:                                             ; preds = %1552, %8475
  %1566 = phi i64 [ 0, %1552 ], [ %8476, %8475 ]
  %1567 = add nsw i64 %1566, %1549
  %1568 = icmp slt i64 %1567, %5
  %1569 = select i1 %1568, i64 0, i64 %5
  %1570 = sub nsw i64 %1567, %1569
  %1571 = icmp sgt i64 %1541, %1570
  br i1 %1571, label %1572, label %1575

1572:                                             ; preds = %1565
  %1573 = sub i64 %1553, %1570
  %1574 = sdiv i64 %1573, %5
  br label %1575

1575:                                             ; preds = %1565, %1572
  %1576 = phi i64 [ %1574, %1572 ], [ 0, %1565 ]
  %1577 = xor i64 %1570, -1
  %1578 = add i64 %1543, %1577
  %1579 = sdiv i64 %1578, %5
  %1580 = icmp sgt i64 %1576, %1579
  br i1 %1580, label %8475, label %1581

1581:                                             ; preds = %1575
  %1582 = mul i64 %1158, %1570
  %1583 = getelementptr inbounds float, ptr %1555, i64 %1582
  %1584 = mul nsw i64 %1570, %60
  %1585 = getelementptr inbounds float, ptr %36, i64 %1584
  %1586 = getelementptr inbounds float, ptr %37, i64 %1570
  %1587 = select i1 %1159, ptr null, ptr %1586
  %1588 = mul nsw i64 %1570, %61
  %1589 = getelementptr inbounds float, ptr %1557, i64 %1588
  %1590 = getelementptr inbounds float, ptr %1559, i64 %1588
  %1591 = select i1 %1160, ptr null, ptr %1590
  %1592 = mul nsw i64 %1576, %52
  %1593 = add i64 %1579, 1
  %1594 = mul i64 %1593, %52
  %1595 = call i64 @llvm.smin.i64(i64 %1594, i64 %8)
  %1596 = mul nsw i64 %1592, %12
  %1597 = sub nsw i64 %1596, %16
  %1598 = add nsw i64 %1595, -1
  %1599 = mul nsw i64 %1598, %12
  %1600 = add i64 %1163, %1599
  %1601 = add nsw i64 %1600, 1
  %1602 = call i64 @llvm.smax.i64(i64 %1597, i64 0)
  %1603 = icmp slt i64 %1600, %6
  %1604 = select i1 %1603, i64 %1601, i64 %6
  %1605 = add nsw i64 %1570, 1
  %1606 = icmp slt i64 %1605, %5
  br i1 %1606, label %1607, label %1626

1607:                                             ; preds = %1581
  %1608 = sub nsw i64 %1604, %1602
  %1609 = mul nsw i64 %1608, %7
  %1610 = icmp slt i64 %1609, 8193
  br i1 %1610, label %1611, label %1626

1611:                                             ; preds = %1607
  %1612 = getelementptr inbounds float, ptr %1583, i64 %1158
  %1613 = mul i64 %1164, %1602
  %1614 = getelementptr inbounds i8, ptr %1612, i64 %1613
  %1615 = mul i64 %1164, %1604
  %1616 = getelementptr inbounds i8, ptr %1612, i64 %1615
  %1617 = sub nsw i64 %1615, %1613
  %1618 = icmp sgt i64 %1617, 8192
  %1619 = getelementptr inbounds nuw i8, ptr %1614, i64 8192
  %1620 = select i1 %1618, ptr %1619, ptr %1616
  %1621 = icmp ult ptr %1614, %1620
  br i1 %1621, label %1622, label %1626

1622:                                             ; preds = %1611, %1622
  %1623 = phi ptr [ %1624, %1622 ], [ %1614, %1611 ]
  call void @llvm.prefetch.p0(ptr %1623, i32 0, i32 3, i32 1)
  %1624 = getelementptr inbounds nuw i8, ptr %1623, i64 64
  %1625 = icmp ult ptr %1624, %1620
  br i1 %1625, label %1622, label %1626

1626:                                             ; preds = %1622, %1611, %1607, %1581
  %1627 = icmp slt i64 %1592, %1595
  br i1 %53, label %1632, label %1628

1628:                                             ; preds = %1626
  br i1 %1627, label %1629, label %8475

1629:                                             ; preds = %1628
  %1630 = icmp eq ptr %1591, null
  %1631 = icmp eq ptr %1587, null
  br label %1636

1632:                                             ; preds = %1626
  br i1 %1627, label %1633, label %8475

1633:                                             ; preds = %1632
  %1634 = icmp eq ptr %1591, null
  %1635 = icmp eq ptr %1587, null
  br label %2950

1636:                                             ; preds = %1629, %1646
  %1637 = phi i64 [ %1592, %1629 ], [ %1647, %1646 ]
  %1638 = mul nsw i64 %1637, %9
  %1639 = getelementptr inbounds float, ptr %1589, i64 %1638
  %1640 = getelementptr inbounds float, ptr %1591, i64 %1638
  %1641 = select i1 %1630, ptr null, ptr %1640
  br i1 %1165, label %1642, label %1646

1642:                                             ; preds = %1636
  %1643 = mul nsw i64 %1637, %12
  %1644 = sub i64 %1643, %16
  %1645 = icmp eq ptr %1641, null
  br label %1649

1646:                                             ; preds = %2947, %1636
  %1647 = add i64 %1637, 1
  %1648 = icmp eq i64 %1647, %1595
  br i1 %1648, label %8475, label %1636

1649:                                             ; preds = %1642, %2947
  %1650 = phi i64 [ 0, %1642 ], [ %2948, %2947 ]
  %1651 = sub nsw i64 %9, %1650
  %1652 = add nuw nsw i64 %1651, 15
  %1653 = lshr i64 %1652, 4
  %1654 = icmp ugt i64 %1651, 48
  %1655 = trunc i64 %1653 to i32
  %1656 = select i1 %1654, i32 4, i32 %1655
  switch i32 %1656, label %2947 [
    i32 1, label %1657
    i32 2, label %1801
    i32 3, label %2064
    i32 4, label %2446
  ]

1657:                                             ; preds = %1649
  br i1 %1166, label %1658, label %1662

1658:                                             ; preds = %1657
  %1659 = shl nuw nsw i64 %1650, 1
  %1660 = shl nsw i64 %1651, 1
  %1661 = add nsw i64 %1660, -1
  br label %1674

1662:                                             ; preds = %1688, %1657
  %1663 = phi <16 x float> [ zeroinitializer, %1657 ], [ %1689, %1688 ]
  %1664 = icmp sgt i64 %1651, 15
  %1665 = trunc i64 %1651 to i32
  %1666 = shl nsw i32 -1, %1665
  %1667 = trunc i32 %1666 to i16
  %1668 = xor i16 %1667, -1
  %1669 = select i1 %1664, i16 -1, i16 %1668
  %1670 = getelementptr inbounds nuw float, ptr %1639, i64 %1650
  %1671 = getelementptr inbounds nuw float, ptr %1641, i64 %1650
  %1672 = select i1 %1645, ptr null, ptr %1671
  %1673 = bitcast i16 %1669 to <16 x i1>
  br i1 %1631, label %1742, label %1737

1674:                                             ; preds = %1658, %1688
  %1675 = phi <16 x float> [ zeroinitializer, %1658 ], [ %1689, %1688 ]
  %1676 = phi i64 [ 0, %1658 ], [ %1690, %1688 ]
  %1677 = mul nsw i64 %1676, %14
  %1678 = add i64 %1644, %1677
  %1679 = icmp sgt i64 %1678, -1
  %1680 = icmp slt i64 %1678, %6
  %1681 = and i1 %1679, %1680
  %1682 = select i1 %1681, i64 %1678, i64 0
  %1683 = mul nsw i64 %1682, %7
  %1684 = getelementptr inbounds float, ptr %1583, i64 %1683
  br i1 %1167, label %1685, label %1688

1685:                                             ; preds = %1674
  %1686 = mul nuw nsw i64 %1676, %11
  %1687 = getelementptr inbounds nuw float, ptr %1585, i64 %1686
  br label %1692

1688:                                             ; preds = %1723, %1674
  %1689 = phi <16 x float> [ %1675, %1674 ], [ %1734, %1723 ]
  %1690 = add nuw nsw i64 %1676, 1
  %1691 = icmp eq i64 %1690, %10
  br i1 %1691, label %1662, label %1674

1692:                                             ; preds = %1685, %1723
  %1693 = phi <16 x float> [ %1675, %1685 ], [ %1734, %1723 ]
  %1694 = phi i64 [ 0, %1685 ], [ %1735, %1723 ]
  %1695 = getelementptr inbounds nuw float, ptr %1687, i64 %1694
  %1696 = load float, ptr %1695, align 4
  %1697 = insertelement <16 x float> poison, float %1696, i64 0
  %1698 = shufflevector <16 x float> %1697, <16 x float> poison, <16 x i32> zeroinitializer
  %1699 = mul nsw i64 %1694, %15
  %1700 = sub i64 %1699, %17
  %1701 = add i64 %1700, %1659
  %1702 = icmp slt i64 %1701, 0
  %1703 = sub nsw i64 0, %1701
  %1704 = select i1 %1702, i64 %1703, i64 0
  %1705 = sub nsw i64 %7, %1701
  %1706 = call i64 @llvm.smin.i64(i64 %1705, i64 %1661)
  %1707 = call i64 @llvm.smin.i64(i64 %1706, i64 32)
  %1708 = icmp sgt i64 %1707, %1704
  %1709 = select i1 %1681, i1 %1708, i1 false
  %1710 = select i1 %1709, i64 %1704, i64 0
  %1711 = select i1 %1709, i64 %1707, i64 0
  %1712 = getelementptr inbounds float, ptr %1684, i64 %1701
  %1713 = icmp sgt i64 %1711, %1710
  br i1 %1713, label %1714, label %1723

1714:                                             ; preds = %1692
  %1715 = icmp sgt i64 %1711, 31
  %1716 = trunc i64 %1711 to i32
  %1717 = shl nsw i32 -1, %1716
  %1718 = xor i32 %1717, -1
  %1719 = select i1 %1715, i32 -1, i32 %1718
  %1720 = trunc i64 %1710 to i32
  %1721 = shl nsw i32 -1, %1720
  %1722 = and i32 %1719, %1721
  br label %1723

1723:                                             ; preds = %1714, %1692
  %1724 = phi i32 [ %1722, %1714 ], [ 0, %1692 ]
  %1725 = trunc i32 %1724 to i16
  %1726 = bitcast i16 %1725 to <16 x i1>
  %1727 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1712, <16 x i1> %1726, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1728 = lshr i32 %1724, 16
  %1729 = trunc nuw i32 %1728 to i16
  %1730 = getelementptr inbounds nuw i8, ptr %1712, i64 64
  %1731 = bitcast i16 %1729 to <16 x i1>
  %1732 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1730, <16 x i1> %1731, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1733 = shufflevector <16 x float> %1727, <16 x float> %1732, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1734 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1733, <16 x float> %1698, <16 x float> %1693)
  %1735 = add nuw nsw i64 %1694, 1
  %1736 = icmp eq i64 %1735, %11
  br i1 %1736, label %1688, label %1692

1737:                                             ; preds = %1662
  %1738 = load float, ptr %1586, align 4
  %1739 = insertelement <16 x float> poison, float %1738, i64 0
  %1740 = shufflevector <16 x float> %1739, <16 x float> poison, <16 x i32> zeroinitializer
  %1741 = fadd <16 x float> %1663, %1740
  br label %1742

1742:                                             ; preds = %1737, %1662
  %1743 = phi <16 x float> [ %1741, %1737 ], [ %1663, %1662 ]
  switch i64 %1224, label %534 [
    i64 1, label %1744
    i64 2, label %1747
    i64 3, label %1754
    i64 0, label %1799
  ]

1744:                                             ; preds = %1742
  %1745 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1672, <16 x i1> %1673, <16 x float> zeroinitializer)
  %1746 = fadd <16 x float> %1743, %1745
  br label %1761

1747:                                             ; preds = %1742
  %1748 = bitcast <16 x float> %1743 to <8 x i64>
  %1749 = or <8 x i64> %1748, %1169
  %1750 = fcmp oeq <16 x float> %1743, %47
  %1751 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1743, i32 4)
  %1752 = bitcast <8 x i64> %1749 to <16 x float>
  %1753 = select <16 x i1> %1750, <16 x float> %1752, <16 x float> %1751
  br label %1761

1754:                                             ; preds = %1742
  %1755 = bitcast <16 x float> %1743 to <8 x i64>
  %1756 = and <8 x i64> %1755, %1168
  %1757 = fcmp oeq <16 x float> %1743, %44
  %1758 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1743, i32 4)
  %1759 = bitcast <8 x i64> %1756 to <16 x float>
  %1760 = select <16 x i1> %1757, <16 x float> %1759, <16 x float> %1758
  br label %1761

1761:                                             ; preds = %1754, %1747, %1744
  %1762 = phi <16 x float> [ %1746, %1744 ], [ %1753, %1747 ], [ %1760, %1754 ]
  switch i64 %1226, label %534 [
    i64 1, label %1777
    i64 2, label %1770
    i64 3, label %1763
    i64 0, label %1799
  ]

1763:                                             ; preds = %1761
  %1764 = bitcast <16 x float> %1762 to <8 x i64>
  %1765 = and <8 x i64> %1764, %1168
  %1766 = fcmp oeq <16 x float> %1762, %44
  %1767 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1762, i32 4)
  %1768 = bitcast <8 x i64> %1765 to <16 x float>
  %1769 = select <16 x i1> %1766, <16 x float> %1768, <16 x float> %1767
  br label %1780

1770:                                             ; preds = %1761
  %1771 = bitcast <16 x float> %1762 to <8 x i64>
  %1772 = or <8 x i64> %1771, %1169
  %1773 = fcmp oeq <16 x float> %1762, %47
  %1774 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1762, i32 4)
  %1775 = bitcast <8 x i64> %1772 to <16 x float>
  %1776 = select <16 x i1> %1773, <16 x float> %1775, <16 x float> %1774
  br label %1780

1777:                                             ; preds = %1761
  %1778 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1672, <16 x i1> %1673, <16 x float> zeroinitializer)
  %1779 = fadd <16 x float> %1762, %1778
  br label %1780

1780:                                             ; preds = %1777, %1770, %1763
  %1781 = phi <16 x float> [ %1779, %1777 ], [ %1776, %1770 ], [ %1769, %1763 ]
  switch i64 %1228, label %534 [
    i64 1, label %1796
    i64 2, label %1789
    i64 3, label %1782
    i64 0, label %1799
  ]

1782:                                             ; preds = %1780
  %1783 = bitcast <16 x float> %1781 to <8 x i64>
  %1784 = and <8 x i64> %1783, %1168
  %1785 = fcmp oeq <16 x float> %1781, %44
  %1786 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1781, i32 4)
  %1787 = bitcast <8 x i64> %1784 to <16 x float>
  %1788 = select <16 x i1> %1785, <16 x float> %1787, <16 x float> %1786
  br label %1799

1789:                                             ; preds = %1780
  %1790 = bitcast <16 x float> %1781 to <8 x i64>
  %1791 = or <8 x i64> %1790, %1169
  %1792 = fcmp oeq <16 x float> %1781, %47
  %1793 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1781, i32 4)
  %1794 = bitcast <8 x i64> %1791 to <16 x float>
  %1795 = select <16 x i1> %1792, <16 x float> %1794, <16 x float> %1793
  br label %1799

1796:                                             ; preds = %1780
  %1797 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1672, <16 x i1> %1673, <16 x float> zeroinitializer)
  %1798 = fadd <16 x float> %1781, %1797
  br label %1799

1799:                                             ; preds = %1782, %1789, %1796, %1780, %1761, %1742
  %1800 = phi <16 x float> [ %1781, %1780 ], [ %1743, %1742 ], [ %1762, %1761 ], [ %1798, %1796 ], [ %1795, %1789 ], [ %1788, %1782 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1800, ptr align 1 %1670, <16 x i1> %1673)
  br label %2947

1801:                                             ; preds = %1649
  br i1 %1166, label %1802, label %1811

1802:                                             ; preds = %1801
  %1803 = shl nuw nsw i64 %1650, 1
  %1804 = shl nsw i64 %1651, 1
  %1805 = add nsw i64 %1804, -1
  %1806 = or disjoint i64 %1650, 16
  %1807 = sub nsw i64 %9, %1806
  %1808 = shl nuw nsw i64 %1806, 1
  %1809 = shl nsw i64 %1807, 1
  %1810 = add nsw i64 %1809, -1
  br label %1822

1811:                                             ; preds = %1837, %1801
  %1812 = phi <16 x float> [ zeroinitializer, %1801 ], [ %1838, %1837 ]
  %1813 = phi <16 x float> [ zeroinitializer, %1801 ], [ %1839, %1837 ]
  %1814 = getelementptr inbounds nuw float, ptr %1639, i64 %1650
  %1815 = getelementptr inbounds nuw float, ptr %1641, i64 %1650
  %1816 = icmp sgt i64 %1651, 15
  %1817 = trunc i64 %1651 to i32
  %1818 = shl nsw i32 -1, %1817
  %1819 = trunc i32 %1818 to i16
  %1820 = xor i16 %1819, -1
  %1821 = select i1 %1816, i16 -1, i16 %1820
  br i1 %1631, label %1927, label %1922

1822:                                             ; preds = %1802, %1837
  %1823 = phi <16 x float> [ zeroinitializer, %1802 ], [ %1838, %1837 ]
  %1824 = phi <16 x float> [ zeroinitializer, %1802 ], [ %1839, %1837 ]
  %1825 = phi i64 [ 0, %1802 ], [ %1840, %1837 ]
  %1826 = mul nsw i64 %1825, %14
  %1827 = add i64 %1644, %1826
  %1828 = icmp sgt i64 %1827, -1
  %1829 = icmp slt i64 %1827, %6
  %1830 = and i1 %1828, %1829
  %1831 = select i1 %1830, i64 %1827, i64 0
  %1832 = mul nsw i64 %1831, %7
  %1833 = getelementptr inbounds float, ptr %1583, i64 %1832
  br i1 %1167, label %1834, label %1837

1834:                                             ; preds = %1822
  %1835 = mul nuw nsw i64 %1825, %11
  %1836 = getelementptr inbounds nuw float, ptr %1585, i64 %1835
  br label %1842

1837:                                             ; preds = %1908, %1822
  %1838 = phi <16 x float> [ %1823, %1822 ], [ %1919, %1908 ]
  %1839 = phi <16 x float> [ %1824, %1822 ], [ %1885, %1908 ]
  %1840 = add nuw nsw i64 %1825, 1
  %1841 = icmp eq i64 %1840, %10
  br i1 %1841, label %1811, label %1822

1842:                                             ; preds = %1834, %1908
  %1843 = phi <16 x float> [ %1823, %1834 ], [ %1919, %1908 ]
  %1844 = phi <16 x float> [ %1824, %1834 ], [ %1885, %1908 ]
  %1845 = phi i64 [ 0, %1834 ], [ %1920, %1908 ]
  %1846 = getelementptr inbounds nuw float, ptr %1836, i64 %1845
  %1847 = load float, ptr %1846, align 4
  %1848 = insertelement <16 x float> poison, float %1847, i64 0
  %1849 = shufflevector <16 x float> %1848, <16 x float> poison, <16 x i32> zeroinitializer
  %1850 = mul nsw i64 %1845, %15
  %1851 = sub i64 %1850, %17
  %1852 = add i64 %1851, %1803
  %1853 = icmp slt i64 %1852, 0
  %1854 = sub nsw i64 0, %1852
  %1855 = select i1 %1853, i64 %1854, i64 0
  %1856 = sub nsw i64 %7, %1852
  %1857 = call i64 @llvm.smin.i64(i64 %1856, i64 %1805)
  %1858 = call i64 @llvm.smin.i64(i64 %1857, i64 32)
  %1859 = icmp sgt i64 %1858, %1855
  %1860 = select i1 %1830, i1 %1859, i1 false
  %1861 = select i1 %1860, i64 %1855, i64 0
  %1862 = select i1 %1860, i64 %1858, i64 0
  %1863 = getelementptr inbounds float, ptr %1833, i64 %1852
  %1864 = icmp sgt i64 %1862, %1861
  br i1 %1864, label %1865, label %1874

1865:                                             ; preds = %1842
  %1866 = icmp sgt i64 %1862, 31
  %1867 = trunc i64 %1862 to i32
  %1868 = shl nsw i32 -1, %1867
  %1869 = xor i32 %1868, -1
  %1870 = select i1 %1866, i32 -1, i32 %1869
  %1871 = trunc i64 %1861 to i32
  %1872 = shl nsw i32 -1, %1871
  %1873 = and i32 %1870, %1872
  br label %1874

1874:                                             ; preds = %1865, %1842
  %1875 = phi i32 [ %1873, %1865 ], [ 0, %1842 ]
  %1876 = trunc i32 %1875 to i16
  %1877 = bitcast i16 %1876 to <16 x i1>
  %1878 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1863, <16 x i1> %1877, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1879 = lshr i32 %1875, 16
  %1880 = trunc nuw i32 %1879 to i16
  %1881 = getelementptr inbounds nuw i8, ptr %1863, i64 64
  %1882 = bitcast i16 %1880 to <16 x i1>
  %1883 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1881, <16 x i1> %1882, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1884 = shufflevector <16 x float> %1878, <16 x float> %1883, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1885 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1884, <16 x float> %1849, <16 x float> %1844)
  %1886 = add i64 %1851, %1808
  %1887 = icmp slt i64 %1886, 0
  %1888 = sub nsw i64 0, %1886
  %1889 = select i1 %1887, i64 %1888, i64 0
  %1890 = sub nsw i64 %7, %1886
  %1891 = call i64 @llvm.smin.i64(i64 %1890, i64 %1810)
  %1892 = call i64 @llvm.smin.i64(i64 %1891, i64 32)
  %1893 = icmp sgt i64 %1892, %1889
  %1894 = select i1 %1830, i1 %1893, i1 false
  %1895 = select i1 %1894, i64 %1889, i64 0
  %1896 = select i1 %1894, i64 %1892, i64 0
  %1897 = getelementptr inbounds float, ptr %1833, i64 %1886
  %1898 = icmp sgt i64 %1896, %1895
  br i1 %1898, label %1899, label %1908

1899:                                             ; preds = %1874
  %1900 = icmp sgt i64 %1896, 31
  %1901 = trunc i64 %1896 to i32
  %1902 = shl nsw i32 -1, %1901
  %1903 = xor i32 %1902, -1
  %1904 = select i1 %1900, i32 -1, i32 %1903
  %1905 = trunc i64 %1895 to i32
  %1906 = shl nsw i32 -1, %1905
  %1907 = and i32 %1904, %1906
  br label %1908

1908:                                             ; preds = %1899, %1874
  %1909 = phi i32 [ %1907, %1899 ], [ 0, %1874 ]
  %1910 = trunc i32 %1909 to i16
  %1911 = bitcast i16 %1910 to <16 x i1>
  %1912 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1897, <16 x i1> %1911, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1913 = lshr i32 %1909, 16
  %1914 = trunc nuw i32 %1913 to i16
  %1915 = getelementptr inbounds nuw i8, ptr %1897, i64 64
  %1916 = bitcast i16 %1914 to <16 x i1>
  %1917 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1915, <16 x i1> %1916, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1918 = shufflevector <16 x float> %1912, <16 x float> %1917, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1919 = call <16 x float> @llvm.fma.v16f32(<16 x float> %1918, <16 x float> %1849, <16 x float> %1843)
  %1920 = add nuw nsw i64 %1845, 1
  %1921 = icmp eq i64 %1920, %11
  br i1 %1921, label %1837, label %1842

1922:                                             ; preds = %1811
  %1923 = load float, ptr %1586, align 4
  %1924 = insertelement <16 x float> poison, float %1923, i64 0
  %1925 = shufflevector <16 x float> %1924, <16 x float> poison, <16 x i32> zeroinitializer
  %1926 = fadd <16 x float> %1813, %1925
  br label %1927

1927:                                             ; preds = %1922, %1811
  %1928 = phi <16 x float> [ %1926, %1922 ], [ %1813, %1811 ]
  %1929 = select i1 %1645, ptr null, ptr %1815
  %1930 = bitcast i16 %1821 to <16 x i1>
  switch i64 %1215, label %534 [
    i64 1, label %1931
    i64 2, label %1934
    i64 3, label %1941
    i64 0, label %1986
  ]

1931:                                             ; preds = %1927
  %1932 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1929, <16 x i1> %1930, <16 x float> zeroinitializer)
  %1933 = fadd <16 x float> %1928, %1932
  br label %1948

1934:                                             ; preds = %1927
  %1935 = bitcast <16 x float> %1928 to <8 x i64>
  %1936 = or <8 x i64> %1935, %1169
  %1937 = fcmp oeq <16 x float> %1928, %47
  %1938 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1928, i32 4)
  %1939 = bitcast <8 x i64> %1936 to <16 x float>
  %1940 = select <16 x i1> %1937, <16 x float> %1939, <16 x float> %1938
  br label %1948

1941:                                             ; preds = %1927
  %1942 = bitcast <16 x float> %1928 to <8 x i64>
  %1943 = and <8 x i64> %1942, %1168
  %1944 = fcmp oeq <16 x float> %1928, %44
  %1945 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1928, i32 4)
  %1946 = bitcast <8 x i64> %1943 to <16 x float>
  %1947 = select <16 x i1> %1944, <16 x float> %1946, <16 x float> %1945
  br label %1948

1948:                                             ; preds = %1941, %1934, %1931
  %1949 = phi <16 x float> [ %1933, %1931 ], [ %1940, %1934 ], [ %1947, %1941 ]
  switch i64 %1217, label %534 [
    i64 1, label %1964
    i64 2, label %1957
    i64 3, label %1950
    i64 0, label %1986
  ]

1950:                                             ; preds = %1948
  %1951 = bitcast <16 x float> %1949 to <8 x i64>
  %1952 = and <8 x i64> %1951, %1168
  %1953 = fcmp oeq <16 x float> %1949, %44
  %1954 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1949, i32 4)
  %1955 = bitcast <8 x i64> %1952 to <16 x float>
  %1956 = select <16 x i1> %1953, <16 x float> %1955, <16 x float> %1954
  br label %1967

1957:                                             ; preds = %1948
  %1958 = bitcast <16 x float> %1949 to <8 x i64>
  %1959 = or <8 x i64> %1958, %1169
  %1960 = fcmp oeq <16 x float> %1949, %47
  %1961 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1949, i32 4)
  %1962 = bitcast <8 x i64> %1959 to <16 x float>
  %1963 = select <16 x i1> %1960, <16 x float> %1962, <16 x float> %1961
  br label %1967

1964:                                             ; preds = %1948
  %1965 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1929, <16 x i1> %1930, <16 x float> zeroinitializer)
  %1966 = fadd <16 x float> %1949, %1965
  br label %1967

1967:                                             ; preds = %1964, %1957, %1950
  %1968 = phi <16 x float> [ %1966, %1964 ], [ %1963, %1957 ], [ %1956, %1950 ]
  switch i64 %1219, label %534 [
    i64 1, label %1983
    i64 2, label %1976
    i64 3, label %1969
    i64 0, label %1986
  ]

1969:                                             ; preds = %1967
  %1970 = bitcast <16 x float> %1968 to <8 x i64>
  %1971 = and <8 x i64> %1970, %1168
  %1972 = fcmp oeq <16 x float> %1968, %44
  %1973 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1968, i32 4)
  %1974 = bitcast <8 x i64> %1971 to <16 x float>
  %1975 = select <16 x i1> %1972, <16 x float> %1974, <16 x float> %1973
  br label %1986

1976:                                             ; preds = %1967
  %1977 = bitcast <16 x float> %1968 to <8 x i64>
  %1978 = or <8 x i64> %1977, %1169
  %1979 = fcmp oeq <16 x float> %1968, %47
  %1980 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1968, i32 4)
  %1981 = bitcast <8 x i64> %1978 to <16 x float>
  %1982 = select <16 x i1> %1979, <16 x float> %1981, <16 x float> %1980
  br label %1986

1983:                                             ; preds = %1967
  %1984 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1929, <16 x i1> %1930, <16 x float> zeroinitializer)
  %1985 = fadd <16 x float> %1968, %1984
  br label %1986

1986:                                             ; preds = %1969, %1976, %1983, %1967, %1948, %1927
  %1987 = phi <16 x float> [ %1968, %1967 ], [ %1928, %1927 ], [ %1949, %1948 ], [ %1985, %1983 ], [ %1982, %1976 ], [ %1975, %1969 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %1987, ptr align 1 %1814, <16 x i1> %1930)
  %1988 = or disjoint i64 %1650, 16
  %1989 = sub nsw i64 %9, %1988
  %1990 = icmp sgt i64 %1989, 15
  %1991 = trunc i64 %1989 to i32
  %1992 = shl nsw i32 -1, %1991
  %1993 = trunc i32 %1992 to i16
  %1994 = xor i16 %1993, -1
  %1995 = select i1 %1990, i16 -1, i16 %1994
  br i1 %1631, label %2001, label %1996

1996:                                             ; preds = %1986
  %1997 = load float, ptr %1586, align 4
  %1998 = insertelement <16 x float> poison, float %1997, i64 0
  %1999 = shufflevector <16 x float> %1998, <16 x float> poison, <16 x i32> zeroinitializer
  %2000 = fadd <16 x float> %1812, %1999
  br label %2001

2001:                                             ; preds = %1996, %1986
  %2002 = phi <16 x float> [ %2000, %1996 ], [ %1812, %1986 ]
  %2003 = getelementptr inbounds nuw i8, ptr %1814, i64 64
  %2004 = getelementptr inbounds nuw i8, ptr %1815, i64 64
  %2005 = select i1 %1645, ptr null, ptr %2004
  %2006 = bitcast i16 %1995 to <16 x i1>
  switch i64 %1215, label %534 [
    i64 1, label %2021
    i64 2, label %2014
    i64 3, label %2007
    i64 0, label %2062
  ]

2007:                                             ; preds = %2001
  %2008 = bitcast <16 x float> %2002 to <8 x i64>
  %2009 = and <8 x i64> %2008, %1168
  %2010 = fcmp oeq <16 x float> %2002, %44
  %2011 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2002, i32 4)
  %2012 = bitcast <8 x i64> %2009 to <16 x float>
  %2013 = select <16 x i1> %2010, <16 x float> %2012, <16 x float> %2011
  br label %2024

2014:                                             ; preds = %2001
  %2015 = bitcast <16 x float> %2002 to <8 x i64>
  %2016 = or <8 x i64> %2015, %1169
  %2017 = fcmp oeq <16 x float> %2002, %47
  %2018 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2002, i32 4)
  %2019 = bitcast <8 x i64> %2016 to <16 x float>
  %2020 = select <16 x i1> %2017, <16 x float> %2019, <16 x float> %2018
  br label %2024

2021:                                             ; preds = %2001
  %2022 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2006, <16 x float> zeroinitializer)
  %2023 = fadd <16 x float> %2002, %2022
  br label %2024

2024:                                             ; preds = %2021, %2014, %2007
  %2025 = phi <16 x float> [ %2023, %2021 ], [ %2020, %2014 ], [ %2013, %2007 ]
  switch i64 %1221, label %534 [
    i64 1, label %2040
    i64 2, label %2033
    i64 3, label %2026
    i64 0, label %2062
  ]

2026:                                             ; preds = %2024
  %2027 = bitcast <16 x float> %2025 to <8 x i64>
  %2028 = and <8 x i64> %2027, %1168
  %2029 = fcmp oeq <16 x float> %2025, %44
  %2030 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2025, i32 4)
  %2031 = bitcast <8 x i64> %2028 to <16 x float>
  %2032 = select <16 x i1> %2029, <16 x float> %2031, <16 x float> %2030
  br label %2043

2033:                                             ; preds = %2024
  %2034 = bitcast <16 x float> %2025 to <8 x i64>
  %2035 = or <8 x i64> %2034, %1169
  %2036 = fcmp oeq <16 x float> %2025, %47
  %2037 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2025, i32 4)
  %2038 = bitcast <8 x i64> %2035 to <16 x float>
  %2039 = select <16 x i1> %2036, <16 x float> %2038, <16 x float> %2037
  br label %2043

2040:                                             ; preds = %2024
  %2041 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2006, <16 x float> zeroinitializer)
  %2042 = fadd <16 x float> %2025, %2041
  br label %2043

2043:                                             ; preds = %2040, %2033, %2026
  %2044 = phi <16 x float> [ %2042, %2040 ], [ %2039, %2033 ], [ %2032, %2026 ]
  switch i64 %1223, label %534 [
    i64 1, label %2059
    i64 2, label %2052
    i64 3, label %2045
    i64 0, label %2062
  ]

2045:                                             ; preds = %2043
  %2046 = bitcast <16 x float> %2044 to <8 x i64>
  %2047 = and <8 x i64> %2046, %1168
  %2048 = fcmp oeq <16 x float> %2044, %44
  %2049 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2044, i32 4)
  %2050 = bitcast <8 x i64> %2047 to <16 x float>
  %2051 = select <16 x i1> %2048, <16 x float> %2050, <16 x float> %2049
  br label %2062

2052:                                             ; preds = %2043
  %2053 = bitcast <16 x float> %2044 to <8 x i64>
  %2054 = or <8 x i64> %2053, %1169
  %2055 = fcmp oeq <16 x float> %2044, %47
  %2056 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2044, i32 4)
  %2057 = bitcast <8 x i64> %2054 to <16 x float>
  %2058 = select <16 x i1> %2055, <16 x float> %2057, <16 x float> %2056
  br label %2062

2059:                                             ; preds = %2043
  %2060 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2005, <16 x i1> %2006, <16 x float> zeroinitializer)
  %2061 = fadd <16 x float> %2044, %2060
  br label %2062

2062:                                             ; preds = %2045, %2052, %2059, %2043, %2024, %2001
  %2063 = phi <16 x float> [ %2044, %2043 ], [ %2002, %2001 ], [ %2025, %2024 ], [ %2061, %2059 ], [ %2058, %2052 ], [ %2051, %2045 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2063, ptr nonnull align 1 %2003, <16 x i1> %2006)
  br label %2947

2064:                                             ; preds = %1649
  br i1 %1166, label %2065, label %2079

2065:                                             ; preds = %2064
  %2066 = shl nuw nsw i64 %1650, 1
  %2067 = shl nsw i64 %1651, 1
  %2068 = add nsw i64 %2067, -1
  %2069 = or disjoint i64 %1650, 16
  %2070 = sub nsw i64 %9, %2069
  %2071 = shl nuw nsw i64 %2069, 1
  %2072 = shl nsw i64 %2070, 1
  %2073 = add nsw i64 %2072, -1
  %2074 = or disjoint i64 %1650, 32
  %2075 = sub nsw i64 %9, %2074
  %2076 = shl nuw nsw i64 %2074, 1
  %2077 = shl nsw i64 %2075, 1
  %2078 = add nsw i64 %2077, -1
  br label %2091

2079:                                             ; preds = %2107, %2064
  %2080 = phi <16 x float> [ zeroinitializer, %2064 ], [ %2108, %2107 ]
  %2081 = phi <16 x float> [ zeroinitializer, %2064 ], [ %2109, %2107 ]
  %2082 = phi <16 x float> [ zeroinitializer, %2064 ], [ %2110, %2107 ]
  %2083 = getelementptr inbounds nuw float, ptr %1639, i64 %1650
  %2084 = getelementptr inbounds nuw float, ptr %1641, i64 %1650
  %2085 = icmp sgt i64 %1651, 15
  %2086 = trunc i64 %1651 to i32
  %2087 = shl nsw i32 -1, %2086
  %2088 = trunc i32 %2087 to i16
  %2089 = xor i16 %2088, -1
  %2090 = select i1 %2085, i16 -1, i16 %2089
  br i1 %1631, label %2233, label %2228

2091:                                             ; preds = %2065, %2107
  %2092 = phi <16 x float> [ zeroinitializer, %2065 ], [ %2108, %2107 ]
  %2093 = phi <16 x float> [ zeroinitializer, %2065 ], [ %2109, %2107 ]
  %2094 = phi <16 x float> [ zeroinitializer, %2065 ], [ %2110, %2107 ]
  %2095 = phi i64 [ 0, %2065 ], [ %2111, %2107 ]
  %2096 = mul nsw i64 %2095, %14
  %2097 = add i64 %1644, %2096
  %2098 = icmp sgt i64 %2097, -1
  %2099 = icmp slt i64 %2097, %6
  %2100 = and i1 %2098, %2099
  %2101 = select i1 %2100, i64 %2097, i64 0
  %2102 = mul nsw i64 %2101, %7
  %2103 = getelementptr inbounds float, ptr %1583, i64 %2102
  br i1 %1167, label %2104, label %2107

2104:                                             ; preds = %2091
  %2105 = mul nuw nsw i64 %2095, %11
  %2106 = getelementptr inbounds nuw float, ptr %1585, i64 %2105
  br label %2113

2107:                                             ; preds = %2214, %2091
  %2108 = phi <16 x float> [ %2092, %2091 ], [ %2225, %2214 ]
  %2109 = phi <16 x float> [ %2093, %2091 ], [ %2191, %2214 ]
  %2110 = phi <16 x float> [ %2094, %2091 ], [ %2157, %2214 ]
  %2111 = add nuw nsw i64 %2095, 1
  %2112 = icmp eq i64 %2111, %10
  br i1 %2112, label %2079, label %2091

2113:                                             ; preds = %2104, %2214
  %2114 = phi <16 x float> [ %2092, %2104 ], [ %2225, %2214 ]
  %2115 = phi <16 x float> [ %2093, %2104 ], [ %2191, %2214 ]
  %2116 = phi <16 x float> [ %2094, %2104 ], [ %2157, %2214 ]
  %2117 = phi i64 [ 0, %2104 ], [ %2226, %2214 ]
  %2118 = getelementptr inbounds nuw float, ptr %2106, i64 %2117
  %2119 = load float, ptr %2118, align 4
  %2120 = insertelement <16 x float> poison, float %2119, i64 0
  %2121 = shufflevector <16 x float> %2120, <16 x float> poison, <16 x i32> zeroinitializer
  %2122 = mul nsw i64 %2117, %15
  %2123 = sub i64 %2122, %17
  %2124 = add i64 %2123, %2066
  %2125 = icmp slt i64 %2124, 0
  %2126 = sub nsw i64 0, %2124
  %2127 = select i1 %2125, i64 %2126, i64 0
  %2128 = sub nsw i64 %7, %2124
  %2129 = call i64 @llvm.smin.i64(i64 %2128, i64 %2068)
  %2130 = call i64 @llvm.smin.i64(i64 %2129, i64 32)
  %2131 = icmp sgt i64 %2130, %2127
  %2132 = select i1 %2100, i1 %2131, i1 false
  %2133 = select i1 %2132, i64 %2127, i64 0
  %2134 = select i1 %2132, i64 %2130, i64 0
  %2135 = getelementptr inbounds float, ptr %2103, i64 %2124
  %2136 = icmp sgt i64 %2134, %2133
  br i1 %2136, label %2137, label %2146

2137:                                             ; preds = %2113
  %2138 = icmp sgt i64 %2134, 31
  %2139 = trunc i64 %2134 to i32
  %2140 = shl nsw i32 -1, %2139
  %2141 = xor i32 %2140, -1
  %2142 = select i1 %2138, i32 -1, i32 %2141
  %2143 = trunc i64 %2133 to i32
  %2144 = shl nsw i32 -1, %2143
  %2145 = and i32 %2142, %2144
  br label %2146

2146:                                             ; preds = %2137, %2113
  %2147 = phi i32 [ %2145, %2137 ], [ 0, %2113 ]
  %2148 = trunc i32 %2147 to i16
  %2149 = bitcast i16 %2148 to <16 x i1>
  %2150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2135, <16 x i1> %2149, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2151 = lshr i32 %2147, 16
  %2152 = trunc nuw i32 %2151 to i16
  %2153 = getelementptr inbounds nuw i8, ptr %2135, i64 64
  %2154 = bitcast i16 %2152 to <16 x i1>
  %2155 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2153, <16 x i1> %2154, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2156 = shufflevector <16 x float> %2150, <16 x float> %2155, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2157 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2156, <16 x float> %2121, <16 x float> %2116)
  %2158 = add i64 %2123, %2071
  %2159 = icmp slt i64 %2158, 0
  %2160 = sub nsw i64 0, %2158
  %2161 = select i1 %2159, i64 %2160, i64 0
  %2162 = sub nsw i64 %7, %2158
  %2163 = call i64 @llvm.smin.i64(i64 %2162, i64 %2073)
  %2164 = call i64 @llvm.smin.i64(i64 %2163, i64 32)
  %2165 = icmp sgt i64 %2164, %2161
  %2166 = select i1 %2100, i1 %2165, i1 false
  %2167 = select i1 %2166, i64 %2161, i64 0
  %2168 = select i1 %2166, i64 %2164, i64 0
  %2169 = getelementptr inbounds float, ptr %2103, i64 %2158
  %2170 = icmp sgt i64 %2168, %2167
  br i1 %2170, label %2171, label %2180

2171:                                             ; preds = %2146
  %2172 = icmp sgt i64 %2168, 31
  %2173 = trunc i64 %2168 to i32
  %2174 = shl nsw i32 -1, %2173
  %2175 = xor i32 %2174, -1
  %2176 = select i1 %2172, i32 -1, i32 %2175
  %2177 = trunc i64 %2167 to i32
  %2178 = shl nsw i32 -1, %2177
  %2179 = and i32 %2176, %2178
  br label %2180

2180:                                             ; preds = %2171, %2146
  %2181 = phi i32 [ %2179, %2171 ], [ 0, %2146 ]
  %2182 = trunc i32 %2181 to i16
  %2183 = bitcast i16 %2182 to <16 x i1>
  %2184 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2169, <16 x i1> %2183, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2185 = lshr i32 %2181, 16
  %2186 = trunc nuw i32 %2185 to i16
  %2187 = getelementptr inbounds nuw i8, ptr %2169, i64 64
  %2188 = bitcast i16 %2186 to <16 x i1>
  %2189 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2187, <16 x i1> %2188, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2190 = shufflevector <16 x float> %2184, <16 x float> %2189, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2191 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2190, <16 x float> %2121, <16 x float> %2115)
  %2192 = add i64 %2123, %2076
  %2193 = icmp slt i64 %2192, 0
  %2194 = sub nsw i64 0, %2192
  %2195 = select i1 %2193, i64 %2194, i64 0
  %2196 = sub nsw i64 %7, %2192
  %2197 = call i64 @llvm.smin.i64(i64 %2196, i64 %2078)
  %2198 = call i64 @llvm.smin.i64(i64 %2197, i64 32)
  %2199 = icmp sgt i64 %2198, %2195
  %2200 = select i1 %2100, i1 %2199, i1 false
  %2201 = select i1 %2200, i64 %2195, i64 0
  %2202 = select i1 %2200, i64 %2198, i64 0
  %2203 = getelementptr inbounds float, ptr %2103, i64 %2192
  %2204 = icmp sgt i64 %2202, %2201
  br i1 %2204, label %2205, label %2214

2205:                                             ; preds = %2180
  %2206 = icmp sgt i64 %2202, 31
  %2207 = trunc i64 %2202 to i32
  %2208 = shl nsw i32 -1, %2207
  %2209 = xor i32 %2208, -1
  %2210 = select i1 %2206, i32 -1, i32 %2209
  %2211 = trunc i64 %2201 to i32
  %2212 = shl nsw i32 -1, %2211
  %2213 = and i32 %2210, %2212
  br label %2214

2214:                                             ; preds = %2205, %2180
  %2215 = phi i32 [ %2213, %2205 ], [ 0, %2180 ]
  %2216 = trunc i32 %2215 to i16
  %2217 = bitcast i16 %2216 to <16 x i1>
  %2218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2203, <16 x i1> %2217, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2219 = lshr i32 %2215, 16
  %2220 = trunc nuw i32 %2219 to i16
  %2221 = getelementptr inbounds nuw i8, ptr %2203, i64 64
  %2222 = bitcast i16 %2220 to <16 x i1>
  %2223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2221, <16 x i1> %2222, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2224 = shufflevector <16 x float> %2218, <16 x float> %2223, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2225 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2224, <16 x float> %2121, <16 x float> %2114)
  %2226 = add nuw nsw i64 %2117, 1
  %2227 = icmp eq i64 %2226, %11
  br i1 %2227, label %2107, label %2113

2228:                                             ; preds = %2079
  %2229 = load float, ptr %1586, align 4
  %2230 = insertelement <16 x float> poison, float %2229, i64 0
  %2231 = shufflevector <16 x float> %2230, <16 x float> poison, <16 x i32> zeroinitializer
  %2232 = fadd <16 x float> %2082, %2231
  br label %2233

2233:                                             ; preds = %2228, %2079
  %2234 = phi <16 x float> [ %2232, %2228 ], [ %2082, %2079 ]
  %2235 = select i1 %1645, ptr null, ptr %2084
  %2236 = bitcast i16 %2090 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2237
    i64 2, label %2240
    i64 3, label %2247
    i64 0, label %2292
  ]

2237:                                             ; preds = %2233
  %2238 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2235, <16 x i1> %2236, <16 x float> zeroinitializer)
  %2239 = fadd <16 x float> %2234, %2238
  br label %2254

2240:                                             ; preds = %2233
  %2241 = bitcast <16 x float> %2234 to <8 x i64>
  %2242 = or <8 x i64> %2241, %1169
  %2243 = fcmp oeq <16 x float> %2234, %47
  %2244 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2234, i32 4)
  %2245 = bitcast <8 x i64> %2242 to <16 x float>
  %2246 = select <16 x i1> %2243, <16 x float> %2245, <16 x float> %2244
  br label %2254

2247:                                             ; preds = %2233
  %2248 = bitcast <16 x float> %2234 to <8 x i64>
  %2249 = and <8 x i64> %2248, %1168
  %2250 = fcmp oeq <16 x float> %2234, %44
  %2251 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2234, i32 4)
  %2252 = bitcast <8 x i64> %2249 to <16 x float>
  %2253 = select <16 x i1> %2250, <16 x float> %2252, <16 x float> %2251
  br label %2254

2254:                                             ; preds = %2247, %2240, %2237
  %2255 = phi <16 x float> [ %2239, %2237 ], [ %2246, %2240 ], [ %2253, %2247 ]
  switch i64 %1204, label %534 [
    i64 1, label %2270
    i64 2, label %2263
    i64 3, label %2256
    i64 0, label %2292
  ]

2256:                                             ; preds = %2254
  %2257 = bitcast <16 x float> %2255 to <8 x i64>
  %2258 = and <8 x i64> %2257, %1168
  %2259 = fcmp oeq <16 x float> %2255, %44
  %2260 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2255, i32 4)
  %2261 = bitcast <8 x i64> %2258 to <16 x float>
  %2262 = select <16 x i1> %2259, <16 x float> %2261, <16 x float> %2260
  br label %2273

2263:                                             ; preds = %2254
  %2264 = bitcast <16 x float> %2255 to <8 x i64>
  %2265 = or <8 x i64> %2264, %1169
  %2266 = fcmp oeq <16 x float> %2255, %47
  %2267 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2255, i32 4)
  %2268 = bitcast <8 x i64> %2265 to <16 x float>
  %2269 = select <16 x i1> %2266, <16 x float> %2268, <16 x float> %2267
  br label %2273

2270:                                             ; preds = %2254
  %2271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2235, <16 x i1> %2236, <16 x float> zeroinitializer)
  %2272 = fadd <16 x float> %2255, %2271
  br label %2273

2273:                                             ; preds = %2270, %2263, %2256
  %2274 = phi <16 x float> [ %2272, %2270 ], [ %2269, %2263 ], [ %2262, %2256 ]
  switch i64 %1206, label %534 [
    i64 1, label %2289
    i64 2, label %2282
    i64 3, label %2275
    i64 0, label %2292
  ]

2275:                                             ; preds = %2273
  %2276 = bitcast <16 x float> %2274 to <8 x i64>
  %2277 = and <8 x i64> %2276, %1168
  %2278 = fcmp oeq <16 x float> %2274, %44
  %2279 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2274, i32 4)
  %2280 = bitcast <8 x i64> %2277 to <16 x float>
  %2281 = select <16 x i1> %2278, <16 x float> %2280, <16 x float> %2279
  br label %2292

2282:                                             ; preds = %2273
  %2283 = bitcast <16 x float> %2274 to <8 x i64>
  %2284 = or <8 x i64> %2283, %1169
  %2285 = fcmp oeq <16 x float> %2274, %47
  %2286 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2274, i32 4)
  %2287 = bitcast <8 x i64> %2284 to <16 x float>
  %2288 = select <16 x i1> %2285, <16 x float> %2287, <16 x float> %2286
  br label %2292

2289:                                             ; preds = %2273
  %2290 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2235, <16 x i1> %2236, <16 x float> zeroinitializer)
  %2291 = fadd <16 x float> %2274, %2290
  br label %2292

2292:                                             ; preds = %2275, %2282, %2289, %2273, %2254, %2233
  %2293 = phi <16 x float> [ %2274, %2273 ], [ %2234, %2233 ], [ %2255, %2254 ], [ %2291, %2289 ], [ %2288, %2282 ], [ %2281, %2275 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2293, ptr align 1 %2083, <16 x i1> %2236)
  %2294 = or disjoint i64 %1650, 16
  %2295 = sub nsw i64 %9, %2294
  %2296 = icmp sgt i64 %2295, 15
  %2297 = trunc i64 %2295 to i32
  %2298 = shl nsw i32 -1, %2297
  %2299 = trunc i32 %2298 to i16
  %2300 = xor i16 %2299, -1
  %2301 = select i1 %2296, i16 -1, i16 %2300
  br i1 %1631, label %2307, label %2302

2302:                                             ; preds = %2292
  %2303 = load float, ptr %1586, align 4
  %2304 = insertelement <16 x float> poison, float %2303, i64 0
  %2305 = shufflevector <16 x float> %2304, <16 x float> poison, <16 x i32> zeroinitializer
  %2306 = fadd <16 x float> %2081, %2305
  br label %2307

2307:                                             ; preds = %2302, %2292
  %2308 = phi <16 x float> [ %2306, %2302 ], [ %2081, %2292 ]
  %2309 = getelementptr inbounds nuw i8, ptr %2083, i64 64
  %2310 = getelementptr inbounds nuw i8, ptr %2084, i64 64
  %2311 = select i1 %1645, ptr null, ptr %2310
  %2312 = bitcast i16 %2301 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2327
    i64 2, label %2320
    i64 3, label %2313
    i64 0, label %2368
  ]

2313:                                             ; preds = %2307
  %2314 = bitcast <16 x float> %2308 to <8 x i64>
  %2315 = and <8 x i64> %2314, %1168
  %2316 = fcmp oeq <16 x float> %2308, %44
  %2317 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2308, i32 4)
  %2318 = bitcast <8 x i64> %2315 to <16 x float>
  %2319 = select <16 x i1> %2316, <16 x float> %2318, <16 x float> %2317
  br label %2330

2320:                                             ; preds = %2307
  %2321 = bitcast <16 x float> %2308 to <8 x i64>
  %2322 = or <8 x i64> %2321, %1169
  %2323 = fcmp oeq <16 x float> %2308, %47
  %2324 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2308, i32 4)
  %2325 = bitcast <8 x i64> %2322 to <16 x float>
  %2326 = select <16 x i1> %2323, <16 x float> %2325, <16 x float> %2324
  br label %2330

2327:                                             ; preds = %2307
  %2328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2311, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2329 = fadd <16 x float> %2308, %2328
  br label %2330

2330:                                             ; preds = %2327, %2320, %2313
  %2331 = phi <16 x float> [ %2329, %2327 ], [ %2326, %2320 ], [ %2319, %2313 ]
  switch i64 %1208, label %534 [
    i64 1, label %2346
    i64 2, label %2339
    i64 3, label %2332
    i64 0, label %2368
  ]

2332:                                             ; preds = %2330
  %2333 = bitcast <16 x float> %2331 to <8 x i64>
  %2334 = and <8 x i64> %2333, %1168
  %2335 = fcmp oeq <16 x float> %2331, %44
  %2336 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2331, i32 4)
  %2337 = bitcast <8 x i64> %2334 to <16 x float>
  %2338 = select <16 x i1> %2335, <16 x float> %2337, <16 x float> %2336
  br label %2349

2339:                                             ; preds = %2330
  %2340 = bitcast <16 x float> %2331 to <8 x i64>
  %2341 = or <8 x i64> %2340, %1169
  %2342 = fcmp oeq <16 x float> %2331, %47
  %2343 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2331, i32 4)
  %2344 = bitcast <8 x i64> %2341 to <16 x float>
  %2345 = select <16 x i1> %2342, <16 x float> %2344, <16 x float> %2343
  br label %2349

2346:                                             ; preds = %2330
  %2347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2311, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2348 = fadd <16 x float> %2331, %2347
  br label %2349

2349:                                             ; preds = %2346, %2339, %2332
  %2350 = phi <16 x float> [ %2348, %2346 ], [ %2345, %2339 ], [ %2338, %2332 ]
  switch i64 %1210, label %534 [
    i64 1, label %2365
    i64 2, label %2358
    i64 3, label %2351
    i64 0, label %2368
  ]

2351:                                             ; preds = %2349
  %2352 = bitcast <16 x float> %2350 to <8 x i64>
  %2353 = and <8 x i64> %2352, %1168
  %2354 = fcmp oeq <16 x float> %2350, %44
  %2355 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2350, i32 4)
  %2356 = bitcast <8 x i64> %2353 to <16 x float>
  %2357 = select <16 x i1> %2354, <16 x float> %2356, <16 x float> %2355
  br label %2368

2358:                                             ; preds = %2349
  %2359 = bitcast <16 x float> %2350 to <8 x i64>
  %2360 = or <8 x i64> %2359, %1169
  %2361 = fcmp oeq <16 x float> %2350, %47
  %2362 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2350, i32 4)
  %2363 = bitcast <8 x i64> %2360 to <16 x float>
  %2364 = select <16 x i1> %2361, <16 x float> %2363, <16 x float> %2362
  br label %2368

2365:                                             ; preds = %2349
  %2366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2311, <16 x i1> %2312, <16 x float> zeroinitializer)
  %2367 = fadd <16 x float> %2350, %2366
  br label %2368

2368:                                             ; preds = %2351, %2358, %2365, %2349, %2330, %2307
  %2369 = phi <16 x float> [ %2350, %2349 ], [ %2308, %2307 ], [ %2331, %2330 ], [ %2367, %2365 ], [ %2364, %2358 ], [ %2357, %2351 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2369, ptr nonnull align 1 %2309, <16 x i1> %2312)
  %2370 = or disjoint i64 %1650, 32
  %2371 = sub nsw i64 %9, %2370
  %2372 = icmp sgt i64 %2371, 15
  %2373 = trunc i64 %2371 to i32
  %2374 = shl nsw i32 -1, %2373
  %2375 = trunc i32 %2374 to i16
  %2376 = xor i16 %2375, -1
  %2377 = select i1 %2372, i16 -1, i16 %2376
  br i1 %1631, label %2383, label %2378

2378:                                             ; preds = %2368
  %2379 = load float, ptr %1586, align 4
  %2380 = insertelement <16 x float> poison, float %2379, i64 0
  %2381 = shufflevector <16 x float> %2380, <16 x float> poison, <16 x i32> zeroinitializer
  %2382 = fadd <16 x float> %2080, %2381
  br label %2383

2383:                                             ; preds = %2378, %2368
  %2384 = phi <16 x float> [ %2382, %2378 ], [ %2080, %2368 ]
  %2385 = getelementptr inbounds nuw i8, ptr %2083, i64 128
  %2386 = getelementptr inbounds nuw i8, ptr %2084, i64 128
  %2387 = select i1 %1645, ptr null, ptr %2386
  %2388 = bitcast i16 %2377 to <16 x i1>
  switch i64 %1202, label %534 [
    i64 1, label %2403
    i64 2, label %2396
    i64 3, label %2389
    i64 0, label %2444
  ]

2389:                                             ; preds = %2383
  %2390 = bitcast <16 x float> %2384 to <8 x i64>
  %2391 = and <8 x i64> %2390, %1168
  %2392 = fcmp oeq <16 x float> %2384, %44
  %2393 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2384, i32 4)
  %2394 = bitcast <8 x i64> %2391 to <16 x float>
  %2395 = select <16 x i1> %2392, <16 x float> %2394, <16 x float> %2393
  br label %2406

2396:                                             ; preds = %2383
  %2397 = bitcast <16 x float> %2384 to <8 x i64>
  %2398 = or <8 x i64> %2397, %1169
  %2399 = fcmp oeq <16 x float> %2384, %47
  %2400 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2384, i32 4)
  %2401 = bitcast <8 x i64> %2398 to <16 x float>
  %2402 = select <16 x i1> %2399, <16 x float> %2401, <16 x float> %2400
  br label %2406

2403:                                             ; preds = %2383
  %2404 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2387, <16 x i1> %2388, <16 x float> zeroinitializer)
  %2405 = fadd <16 x float> %2384, %2404
  br label %2406

2406:                                             ; preds = %2403, %2396, %2389
  %2407 = phi <16 x float> [ %2405, %2403 ], [ %2402, %2396 ], [ %2395, %2389 ]
  switch i64 %1212, label %534 [
    i64 1, label %2422
    i64 2, label %2415
    i64 3, label %2408
    i64 0, label %2444
  ]

2408:                                             ; preds = %2406
  %2409 = bitcast <16 x float> %2407 to <8 x i64>
  %2410 = and <8 x i64> %2409, %1168
  %2411 = fcmp oeq <16 x float> %2407, %44
  %2412 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2407, i32 4)
  %2413 = bitcast <8 x i64> %2410 to <16 x float>
  %2414 = select <16 x i1> %2411, <16 x float> %2413, <16 x float> %2412
  br label %2425

2415:                                             ; preds = %2406
  %2416 = bitcast <16 x float> %2407 to <8 x i64>
  %2417 = or <8 x i64> %2416, %1169
  %2418 = fcmp oeq <16 x float> %2407, %47
  %2419 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2407, i32 4)
  %2420 = bitcast <8 x i64> %2417 to <16 x float>
  %2421 = select <16 x i1> %2418, <16 x float> %2420, <16 x float> %2419
  br label %2425

2422:                                             ; preds = %2406
  %2423 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2387, <16 x i1> %2388, <16 x float> zeroinitializer)
  %2424 = fadd <16 x float> %2407, %2423
  br label %2425

2425:                                             ; preds = %2422, %2415, %2408
  %2426 = phi <16 x float> [ %2424, %2422 ], [ %2421, %2415 ], [ %2414, %2408 ]
  switch i64 %1214, label %534 [
    i64 1, label %2441
    i64 2, label %2434
    i64 3, label %2427
    i64 0, label %2444
  ]

2427:                                             ; preds = %2425
  %2428 = bitcast <16 x float> %2426 to <8 x i64>
  %2429 = and <8 x i64> %2428, %1168
  %2430 = fcmp oeq <16 x float> %2426, %44
  %2431 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2426, i32 4)
  %2432 = bitcast <8 x i64> %2429 to <16 x float>
  %2433 = select <16 x i1> %2430, <16 x float> %2432, <16 x float> %2431
  br label %2444

2434:                                             ; preds = %2425
  %2435 = bitcast <16 x float> %2426 to <8 x i64>
  %2436 = or <8 x i64> %2435, %1169
  %2437 = fcmp oeq <16 x float> %2426, %47
  %2438 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2426, i32 4)
  %2439 = bitcast <8 x i64> %2436 to <16 x float>
  %2440 = select <16 x i1> %2437, <16 x float> %2439, <16 x float> %2438
  br label %2444

2441:                                             ; preds = %2425
  %2442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2387, <16 x i1> %2388, <16 x float> zeroinitializer)
  %2443 = fadd <16 x float> %2426, %2442
  br label %2444

2444:                                             ; preds = %2427, %2434, %2441, %2425, %2406, %2383
  %2445 = phi <16 x float> [ %2426, %2425 ], [ %2384, %2383 ], [ %2407, %2406 ], [ %2443, %2441 ], [ %2440, %2434 ], [ %2433, %2427 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2445, ptr nonnull align 1 %2385, <16 x i1> %2388)
  br label %2947

2446:                                             ; preds = %1649
  br i1 %1166, label %2447, label %2466

2447:                                             ; preds = %2446
  %2448 = shl nuw nsw i64 %1650, 1
  %2449 = shl nsw i64 %1651, 1
  %2450 = add nsw i64 %2449, -1
  %2451 = or disjoint i64 %1650, 16
  %2452 = sub nsw i64 %9, %2451
  %2453 = shl nuw nsw i64 %2451, 1
  %2454 = shl nsw i64 %2452, 1
  %2455 = add nsw i64 %2454, -1
  %2456 = or disjoint i64 %1650, 32
  %2457 = sub nsw i64 %9, %2456
  %2458 = shl nuw nsw i64 %2456, 1
  %2459 = shl nsw i64 %2457, 1
  %2460 = add nsw i64 %2459, -1
  %2461 = or disjoint i64 %1650, 48
  %2462 = sub nsw i64 %9, %2461
  %2463 = shl nuw nsw i64 %2461, 1
  %2464 = shl nsw i64 %2462, 1
  %2465 = add nsw i64 %2464, -1
  br label %2479

2466:                                             ; preds = %2496, %2446
  %2467 = phi <16 x float> [ zeroinitializer, %2446 ], [ %2497, %2496 ]
  %2468 = phi <16 x float> [ zeroinitializer, %2446 ], [ %2498, %2496 ]
  %2469 = phi <16 x float> [ zeroinitializer, %2446 ], [ %2499, %2496 ]
  %2470 = phi <16 x float> [ zeroinitializer, %2446 ], [ %2500, %2496 ]
  %2471 = getelementptr inbounds nuw float, ptr %1639, i64 %1650
  %2472 = getelementptr inbounds nuw float, ptr %1641, i64 %1650
  %2473 = icmp sgt i64 %1651, 15
  %2474 = trunc i64 %1651 to i32
  %2475 = shl nsw i32 -1, %2474
  %2476 = trunc i32 %2475 to i16
  %2477 = xor i16 %2476, -1
  %2478 = select i1 %2473, i16 -1, i16 %2477
  br i1 %1631, label %2658, label %2653

2479:                                             ; preds = %2447, %2496
  %2480 = phi <16 x float> [ zeroinitializer, %2447 ], [ %2497, %2496 ]
  %2481 = phi <16 x float> [ zeroinitializer, %2447 ], [ %2498, %2496 ]
  %2482 = phi <16 x float> [ zeroinitializer, %2447 ], [ %2499, %2496 ]
  %2483 = phi <16 x float> [ zeroinitializer, %2447 ], [ %2500, %2496 ]
  %2484 = phi i64 [ 0, %2447 ], [ %2501, %2496 ]
  %2485 = mul nsw i64 %2484, %14
  %2486 = add i64 %1644, %2485
  %2487 = icmp sgt i64 %2486, -1
  %2488 = icmp slt i64 %2486, %6
  %2489 = and i1 %2487, %2488
  %2490 = select i1 %2489, i64 %2486, i64 0
  %2491 = mul nsw i64 %2490, %7
  %2492 = getelementptr inbounds float, ptr %1583, i64 %2491
  br i1 %1167, label %2493, label %2496

2493:                                             ; preds = %2479
  %2494 = mul nuw nsw i64 %2484, %11
  %2495 = getelementptr inbounds nuw float, ptr %1585, i64 %2494
  br label %2503

2496:                                             ; preds = %2639, %2479
  %2497 = phi <16 x float> [ %2480, %2479 ], [ %2650, %2639 ]
  %2498 = phi <16 x float> [ %2481, %2479 ], [ %2616, %2639 ]
  %2499 = phi <16 x float> [ %2482, %2479 ], [ %2582, %2639 ]
  %2500 = phi <16 x float> [ %2483, %2479 ], [ %2548, %2639 ]
  %2501 = add nuw nsw i64 %2484, 1
  %2502 = icmp eq i64 %2501, %10
  br i1 %2502, label %2466, label %2479

2503:                                             ; preds = %2493, %2639
  %2504 = phi <16 x float> [ %2480, %2493 ], [ %2650, %2639 ]
  %2505 = phi <16 x float> [ %2481, %2493 ], [ %2616, %2639 ]
  %2506 = phi <16 x float> [ %2482, %2493 ], [ %2582, %2639 ]
  %2507 = phi <16 x float> [ %2483, %2493 ], [ %2548, %2639 ]
  %2508 = phi i64 [ 0, %2493 ], [ %2651, %2639 ]
  %2509 = getelementptr inbounds nuw float, ptr %2495, i64 %2508
  %2510 = load float, ptr %2509, align 4
  %2511 = insertelement <16 x float> poison, float %2510, i64 0
  %2512 = shufflevector <16 x float> %2511, <16 x float> poison, <16 x i32> zeroinitializer
  %2513 = mul nsw i64 %2508, %15
  %2514 = sub i64 %2513, %17
  %2515 = add i64 %2514, %2448
  %2516 = icmp slt i64 %2515, 0
  %2517 = sub nsw i64 0, %2515
  %2518 = select i1 %2516, i64 %2517, i64 0
  %2519 = sub nsw i64 %7, %2515
  %2520 = call i64 @llvm.smin.i64(i64 %2519, i64 %2450)
  %2521 = call i64 @llvm.smin.i64(i64 %2520, i64 32)
  %2522 = icmp sgt i64 %2521, %2518
  %2523 = select i1 %2489, i1 %2522, i1 false
  %2524 = select i1 %2523, i64 %2518, i64 0
  %2525 = select i1 %2523, i64 %2521, i64 0
  %2526 = getelementptr inbounds float, ptr %2492, i64 %2515
  %2527 = icmp sgt i64 %2525, %2524
  br i1 %2527, label %2528, label %2537

2528:                                             ; preds = %2503
  %2529 = icmp sgt i64 %2525, 31
  %2530 = trunc i64 %2525 to i32
  %2531 = shl nsw i32 -1, %2530
  %2532 = xor i32 %2531, -1
  %2533 = select i1 %2529, i32 -1, i32 %2532
  %2534 = trunc i64 %2524 to i32
  %2535 = shl nsw i32 -1, %2534
  %2536 = and i32 %2533, %2535
  br label %2537

2537:                                             ; preds = %2528, %2503
  %2538 = phi i32 [ %2536, %2528 ], [ 0, %2503 ]
  %2539 = trunc i32 %2538 to i16
  %2540 = bitcast i16 %2539 to <16 x i1>
  %2541 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2526, <16 x i1> %2540, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2542 = lshr i32 %2538, 16
  %2543 = trunc nuw i32 %2542 to i16
  %2544 = getelementptr inbounds nuw i8, ptr %2526, i64 64
  %2545 = bitcast i16 %2543 to <16 x i1>
  %2546 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2544, <16 x i1> %2545, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2547 = shufflevector <16 x float> %2541, <16 x float> %2546, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2548 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2547, <16 x float> %2512, <16 x float> %2507)
  %2549 = add i64 %2514, %2453
  %2550 = icmp slt i64 %2549, 0
  %2551 = sub nsw i64 0, %2549
  %2552 = select i1 %2550, i64 %2551, i64 0
  %2553 = sub nsw i64 %7, %2549
  %2554 = call i64 @llvm.smin.i64(i64 %2553, i64 %2455)
  %2555 = call i64 @llvm.smin.i64(i64 %2554, i64 32)
  %2556 = icmp sgt i64 %2555, %2552
  %2557 = select i1 %2489, i1 %2556, i1 false
  %2558 = select i1 %2557, i64 %2552, i64 0
  %2559 = select i1 %2557, i64 %2555, i64 0
  %2560 = getelementptr inbounds float, ptr %2492, i64 %2549
  %2561 = icmp sgt i64 %2559, %2558
  br i1 %2561, label %2562, label %2571

2562:                                             ; preds = %2537
  %2563 = icmp sgt i64 %2559, 31
  %2564 = trunc i64 %2559 to i32
  %2565 = shl nsw i32 -1, %2564
  %2566 = xor i32 %2565, -1
  %2567 = select i1 %2563, i32 -1, i32 %2566
  %2568 = trunc i64 %2558 to i32
  %2569 = shl nsw i32 -1, %2568
  %2570 = and i32 %2567, %2569
  br label %2571

2571:                                             ; preds = %2562, %2537
  %2572 = phi i32 [ %2570, %2562 ], [ 0, %2537 ]
  %2573 = trunc i32 %2572 to i16
  %2574 = bitcast i16 %2573 to <16 x i1>
  %2575 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2560, <16 x i1> %2574, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2576 = lshr i32 %2572, 16
  %2577 = trunc nuw i32 %2576 to i16
  %2578 = getelementptr inbounds nuw i8, ptr %2560, i64 64
  %2579 = bitcast i16 %2577 to <16 x i1>
  %2580 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2578, <16 x i1> %2579, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2581 = shufflevector <16 x float> %2575, <16 x float> %2580, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2582 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2581, <16 x float> %2512, <16 x float> %2506)
  %2583 = add i64 %2514, %2458
  %2584 = icmp slt i64 %2583, 0
  %2585 = sub nsw i64 0, %2583
  %2586 = select i1 %2584, i64 %2585, i64 0
  %2587 = sub nsw i64 %7, %2583
  %2588 = call i64 @llvm.smin.i64(i64 %2587, i64 %2460)
  %2589 = call i64 @llvm.smin.i64(i64 %2588, i64 32)
  %2590 = icmp sgt i64 %2589, %2586
  %2591 = select i1 %2489, i1 %2590, i1 false
  %2592 = select i1 %2591, i64 %2586, i64 0
  %2593 = select i1 %2591, i64 %2589, i64 0
  %2594 = getelementptr inbounds float, ptr %2492, i64 %2583
  %2595 = icmp sgt i64 %2593, %2592
  br i1 %2595, label %2596, label %2605

2596:                                             ; preds = %2571
  %2597 = icmp sgt i64 %2593, 31
  %2598 = trunc i64 %2593 to i32
  %2599 = shl nsw i32 -1, %2598
  %2600 = xor i32 %2599, -1
  %2601 = select i1 %2597, i32 -1, i32 %2600
  %2602 = trunc i64 %2592 to i32
  %2603 = shl nsw i32 -1, %2602
  %2604 = and i32 %2601, %2603
  br label %2605

2605:                                             ; preds = %2596, %2571
  %2606 = phi i32 [ %2604, %2596 ], [ 0, %2571 ]
  %2607 = trunc i32 %2606 to i16
  %2608 = bitcast i16 %2607 to <16 x i1>
  %2609 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2594, <16 x i1> %2608, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2610 = lshr i32 %2606, 16
  %2611 = trunc nuw i32 %2610 to i16
  %2612 = getelementptr inbounds nuw i8, ptr %2594, i64 64
  %2613 = bitcast i16 %2611 to <16 x i1>
  %2614 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2612, <16 x i1> %2613, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2615 = shufflevector <16 x float> %2609, <16 x float> %2614, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2616 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2615, <16 x float> %2512, <16 x float> %2505)
  %2617 = add i64 %2514, %2463
  %2618 = icmp slt i64 %2617, 0
  %2619 = sub nsw i64 0, %2617
  %2620 = select i1 %2618, i64 %2619, i64 0
  %2621 = sub nsw i64 %7, %2617
  %2622 = call i64 @llvm.smin.i64(i64 %2621, i64 %2465)
  %2623 = call i64 @llvm.smin.i64(i64 %2622, i64 32)
  %2624 = icmp sgt i64 %2623, %2620
  %2625 = select i1 %2489, i1 %2624, i1 false
  %2626 = select i1 %2625, i64 %2620, i64 0
  %2627 = select i1 %2625, i64 %2623, i64 0
  %2628 = getelementptr inbounds float, ptr %2492, i64 %2617
  %2629 = icmp sgt i64 %2627, %2626
  br i1 %2629, label %2630, label %2639

2630:                                             ; preds = %2605
  %2631 = icmp sgt i64 %2627, 31
  %2632 = trunc i64 %2627 to i32
  %2633 = shl nsw i32 -1, %2632
  %2634 = xor i32 %2633, -1
  %2635 = select i1 %2631, i32 -1, i32 %2634
  %2636 = trunc i64 %2626 to i32
  %2637 = shl nsw i32 -1, %2636
  %2638 = and i32 %2635, %2637
  br label %2639

2639:                                             ; preds = %2630, %2605
  %2640 = phi i32 [ %2638, %2630 ], [ 0, %2605 ]
  %2641 = trunc i32 %2640 to i16
  %2642 = bitcast i16 %2641 to <16 x i1>
  %2643 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2628, <16 x i1> %2642, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2644 = lshr i32 %2640, 16
  %2645 = trunc nuw i32 %2644 to i16
  %2646 = getelementptr inbounds nuw i8, ptr %2628, i64 64
  %2647 = bitcast i16 %2645 to <16 x i1>
  %2648 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2646, <16 x i1> %2647, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2649 = shufflevector <16 x float> %2643, <16 x float> %2648, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2650 = call <16 x float> @llvm.fma.v16f32(<16 x float> %2649, <16 x float> %2512, <16 x float> %2504)
  %2651 = add nuw nsw i64 %2508, 1
  %2652 = icmp eq i64 %2651, %11
  br i1 %2652, label %2496, label %2503

2653:                                             ; preds = %2466
  %2654 = load float, ptr %1586, align 4
  %2655 = insertelement <16 x float> poison, float %2654, i64 0
  %2656 = shufflevector <16 x float> %2655, <16 x float> poison, <16 x i32> zeroinitializer
  %2657 = fadd <16 x float> %2470, %2656
  br label %2658

2658:                                             ; preds = %2653, %2466
  %2659 = phi <16 x float> [ %2657, %2653 ], [ %2470, %2466 ]
  %2660 = select i1 %1645, ptr null, ptr %2472
  %2661 = bitcast i16 %2478 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2662
    i64 2, label %2665
    i64 3, label %2672
    i64 0, label %2717
  ]

2662:                                             ; preds = %2658
  %2663 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2660, <16 x i1> %2661, <16 x float> zeroinitializer)
  %2664 = fadd <16 x float> %2659, %2663
  br label %2679

2665:                                             ; preds = %2658
  %2666 = bitcast <16 x float> %2659 to <8 x i64>
  %2667 = or <8 x i64> %2666, %1169
  %2668 = fcmp oeq <16 x float> %2659, %47
  %2669 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2659, i32 4)
  %2670 = bitcast <8 x i64> %2667 to <16 x float>
  %2671 = select <16 x i1> %2668, <16 x float> %2670, <16 x float> %2669
  br label %2679

2672:                                             ; preds = %2658
  %2673 = bitcast <16 x float> %2659 to <8 x i64>
  %2674 = and <8 x i64> %2673, %1168
  %2675 = fcmp oeq <16 x float> %2659, %44
  %2676 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2659, i32 4)
  %2677 = bitcast <8 x i64> %2674 to <16 x float>
  %2678 = select <16 x i1> %2675, <16 x float> %2677, <16 x float> %2676
  br label %2679

2679:                                             ; preds = %2672, %2665, %2662
  %2680 = phi <16 x float> [ %2664, %2662 ], [ %2671, %2665 ], [ %2678, %2672 ]
  switch i64 %1187, label %534 [
    i64 1, label %2695
    i64 2, label %2688
    i64 3, label %2681
    i64 0, label %2717
  ]

2681:                                             ; preds = %2679
  %2682 = bitcast <16 x float> %2680 to <8 x i64>
  %2683 = and <8 x i64> %2682, %1168
  %2684 = fcmp oeq <16 x float> %2680, %44
  %2685 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2680, i32 4)
  %2686 = bitcast <8 x i64> %2683 to <16 x float>
  %2687 = select <16 x i1> %2684, <16 x float> %2686, <16 x float> %2685
  br label %2698

2688:                                             ; preds = %2679
  %2689 = bitcast <16 x float> %2680 to <8 x i64>
  %2690 = or <8 x i64> %2689, %1169
  %2691 = fcmp oeq <16 x float> %2680, %47
  %2692 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2680, i32 4)
  %2693 = bitcast <8 x i64> %2690 to <16 x float>
  %2694 = select <16 x i1> %2691, <16 x float> %2693, <16 x float> %2692
  br label %2698

2695:                                             ; preds = %2679
  %2696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2660, <16 x i1> %2661, <16 x float> zeroinitializer)
  %2697 = fadd <16 x float> %2680, %2696
  br label %2698

2698:                                             ; preds = %2695, %2688, %2681
  %2699 = phi <16 x float> [ %2697, %2695 ], [ %2694, %2688 ], [ %2687, %2681 ]
  switch i64 %1189, label %534 [
    i64 1, label %2714
    i64 2, label %2707
    i64 3, label %2700
    i64 0, label %2717
  ]

2700:                                             ; preds = %2698
  %2701 = bitcast <16 x float> %2699 to <8 x i64>
  %2702 = and <8 x i64> %2701, %1168
  %2703 = fcmp oeq <16 x float> %2699, %44
  %2704 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2699, i32 4)
  %2705 = bitcast <8 x i64> %2702 to <16 x float>
  %2706 = select <16 x i1> %2703, <16 x float> %2705, <16 x float> %2704
  br label %2717

2707:                                             ; preds = %2698
  %2708 = bitcast <16 x float> %2699 to <8 x i64>
  %2709 = or <8 x i64> %2708, %1169
  %2710 = fcmp oeq <16 x float> %2699, %47
  %2711 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2699, i32 4)
  %2712 = bitcast <8 x i64> %2709 to <16 x float>
  %2713 = select <16 x i1> %2710, <16 x float> %2712, <16 x float> %2711
  br label %2717

2714:                                             ; preds = %2698
  %2715 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2660, <16 x i1> %2661, <16 x float> zeroinitializer)
  %2716 = fadd <16 x float> %2699, %2715
  br label %2717

2717:                                             ; preds = %2700, %2707, %2714, %2698, %2679, %2658
  %2718 = phi <16 x float> [ %2699, %2698 ], [ %2659, %2658 ], [ %2680, %2679 ], [ %2716, %2714 ], [ %2713, %2707 ], [ %2706, %2700 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2718, ptr align 1 %2471, <16 x i1> %2661)
  %2719 = or disjoint i64 %1650, 16
  %2720 = sub nsw i64 %9, %2719
  %2721 = icmp sgt i64 %2720, 15
  %2722 = trunc i64 %2720 to i32
  %2723 = shl nsw i32 -1, %2722
  %2724 = trunc i32 %2723 to i16
  %2725 = xor i16 %2724, -1
  %2726 = select i1 %2721, i16 -1, i16 %2725
  br i1 %1631, label %2732, label %2727

2727:                                             ; preds = %2717
  %2728 = load float, ptr %1586, align 4
  %2729 = insertelement <16 x float> poison, float %2728, i64 0
  %2730 = shufflevector <16 x float> %2729, <16 x float> poison, <16 x i32> zeroinitializer
  %2731 = fadd <16 x float> %2469, %2730
  br label %2732

2732:                                             ; preds = %2727, %2717
  %2733 = phi <16 x float> [ %2731, %2727 ], [ %2469, %2717 ]
  %2734 = getelementptr inbounds nuw i8, ptr %2471, i64 64
  %2735 = getelementptr inbounds nuw i8, ptr %2472, i64 64
  %2736 = select i1 %1645, ptr null, ptr %2735
  %2737 = bitcast i16 %2726 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2752
    i64 2, label %2745
    i64 3, label %2738
    i64 0, label %2793
  ]

2738:                                             ; preds = %2732
  %2739 = bitcast <16 x float> %2733 to <8 x i64>
  %2740 = and <8 x i64> %2739, %1168
  %2741 = fcmp oeq <16 x float> %2733, %44
  %2742 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2733, i32 4)
  %2743 = bitcast <8 x i64> %2740 to <16 x float>
  %2744 = select <16 x i1> %2741, <16 x float> %2743, <16 x float> %2742
  br label %2755

2745:                                             ; preds = %2732
  %2746 = bitcast <16 x float> %2733 to <8 x i64>
  %2747 = or <8 x i64> %2746, %1169
  %2748 = fcmp oeq <16 x float> %2733, %47
  %2749 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2733, i32 4)
  %2750 = bitcast <8 x i64> %2747 to <16 x float>
  %2751 = select <16 x i1> %2748, <16 x float> %2750, <16 x float> %2749
  br label %2755

2752:                                             ; preds = %2732
  %2753 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2736, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2754 = fadd <16 x float> %2733, %2753
  br label %2755

2755:                                             ; preds = %2752, %2745, %2738
  %2756 = phi <16 x float> [ %2754, %2752 ], [ %2751, %2745 ], [ %2744, %2738 ]
  switch i64 %1191, label %534 [
    i64 1, label %2771
    i64 2, label %2764
    i64 3, label %2757
    i64 0, label %2793
  ]

2757:                                             ; preds = %2755
  %2758 = bitcast <16 x float> %2756 to <8 x i64>
  %2759 = and <8 x i64> %2758, %1168
  %2760 = fcmp oeq <16 x float> %2756, %44
  %2761 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2756, i32 4)
  %2762 = bitcast <8 x i64> %2759 to <16 x float>
  %2763 = select <16 x i1> %2760, <16 x float> %2762, <16 x float> %2761
  br label %2774

2764:                                             ; preds = %2755
  %2765 = bitcast <16 x float> %2756 to <8 x i64>
  %2766 = or <8 x i64> %2765, %1169
  %2767 = fcmp oeq <16 x float> %2756, %47
  %2768 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2756, i32 4)
  %2769 = bitcast <8 x i64> %2766 to <16 x float>
  %2770 = select <16 x i1> %2767, <16 x float> %2769, <16 x float> %2768
  br label %2774

2771:                                             ; preds = %2755
  %2772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2736, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2773 = fadd <16 x float> %2756, %2772
  br label %2774

2774:                                             ; preds = %2771, %2764, %2757
  %2775 = phi <16 x float> [ %2773, %2771 ], [ %2770, %2764 ], [ %2763, %2757 ]
  switch i64 %1193, label %534 [
    i64 1, label %2790
    i64 2, label %2783
    i64 3, label %2776
    i64 0, label %2793
  ]

2776:                                             ; preds = %2774
  %2777 = bitcast <16 x float> %2775 to <8 x i64>
  %2778 = and <8 x i64> %2777, %1168
  %2779 = fcmp oeq <16 x float> %2775, %44
  %2780 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2775, i32 4)
  %2781 = bitcast <8 x i64> %2778 to <16 x float>
  %2782 = select <16 x i1> %2779, <16 x float> %2781, <16 x float> %2780
  br label %2793

2783:                                             ; preds = %2774
  %2784 = bitcast <16 x float> %2775 to <8 x i64>
  %2785 = or <8 x i64> %2784, %1169
  %2786 = fcmp oeq <16 x float> %2775, %47
  %2787 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2775, i32 4)
  %2788 = bitcast <8 x i64> %2785 to <16 x float>
  %2789 = select <16 x i1> %2786, <16 x float> %2788, <16 x float> %2787
  br label %2793

2790:                                             ; preds = %2774
  %2791 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2736, <16 x i1> %2737, <16 x float> zeroinitializer)
  %2792 = fadd <16 x float> %2775, %2791
  br label %2793

2793:                                             ; preds = %2776, %2783, %2790, %2774, %2755, %2732
  %2794 = phi <16 x float> [ %2775, %2774 ], [ %2733, %2732 ], [ %2756, %2755 ], [ %2792, %2790 ], [ %2789, %2783 ], [ %2782, %2776 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2794, ptr nonnull align 1 %2734, <16 x i1> %2737)
  %2795 = or disjoint i64 %1650, 32
  %2796 = sub nsw i64 %9, %2795
  %2797 = icmp sgt i64 %2796, 15
  %2798 = trunc i64 %2796 to i32
  %2799 = shl nsw i32 -1, %2798
  %2800 = trunc i32 %2799 to i16
  %2801 = xor i16 %2800, -1
  %2802 = select i1 %2797, i16 -1, i16 %2801
  br i1 %1631, label %2808, label %2803

2803:                                             ; preds = %2793
  %2804 = load float, ptr %1586, align 4
  %2805 = insertelement <16 x float> poison, float %2804, i64 0
  %2806 = shufflevector <16 x float> %2805, <16 x float> poison, <16 x i32> zeroinitializer
  %2807 = fadd <16 x float> %2468, %2806
  br label %2808

2808:                                             ; preds = %2803, %2793
  %2809 = phi <16 x float> [ %2807, %2803 ], [ %2468, %2793 ]
  %2810 = getelementptr inbounds nuw i8, ptr %2471, i64 128
  %2811 = getelementptr inbounds nuw i8, ptr %2472, i64 128
  %2812 = select i1 %1645, ptr null, ptr %2811
  %2813 = bitcast i16 %2802 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2828
    i64 2, label %2821
    i64 3, label %2814
    i64 0, label %2869
  ]

2814:                                             ; preds = %2808
  %2815 = bitcast <16 x float> %2809 to <8 x i64>
  %2816 = and <8 x i64> %2815, %1168
  %2817 = fcmp oeq <16 x float> %2809, %44
  %2818 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2809, i32 4)
  %2819 = bitcast <8 x i64> %2816 to <16 x float>
  %2820 = select <16 x i1> %2817, <16 x float> %2819, <16 x float> %2818
  br label %2831

2821:                                             ; preds = %2808
  %2822 = bitcast <16 x float> %2809 to <8 x i64>
  %2823 = or <8 x i64> %2822, %1169
  %2824 = fcmp oeq <16 x float> %2809, %47
  %2825 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2809, i32 4)
  %2826 = bitcast <8 x i64> %2823 to <16 x float>
  %2827 = select <16 x i1> %2824, <16 x float> %2826, <16 x float> %2825
  br label %2831

2828:                                             ; preds = %2808
  %2829 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2812, <16 x i1> %2813, <16 x float> zeroinitializer)
  %2830 = fadd <16 x float> %2809, %2829
  br label %2831

2831:                                             ; preds = %2828, %2821, %2814
  %2832 = phi <16 x float> [ %2830, %2828 ], [ %2827, %2821 ], [ %2820, %2814 ]
  switch i64 %1195, label %534 [
    i64 1, label %2847
    i64 2, label %2840
    i64 3, label %2833
    i64 0, label %2869
  ]

2833:                                             ; preds = %2831
  %2834 = bitcast <16 x float> %2832 to <8 x i64>
  %2835 = and <8 x i64> %2834, %1168
  %2836 = fcmp oeq <16 x float> %2832, %44
  %2837 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2832, i32 4)
  %2838 = bitcast <8 x i64> %2835 to <16 x float>
  %2839 = select <16 x i1> %2836, <16 x float> %2838, <16 x float> %2837
  br label %2850

2840:                                             ; preds = %2831
  %2841 = bitcast <16 x float> %2832 to <8 x i64>
  %2842 = or <8 x i64> %2841, %1169
  %2843 = fcmp oeq <16 x float> %2832, %47
  %2844 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2832, i32 4)
  %2845 = bitcast <8 x i64> %2842 to <16 x float>
  %2846 = select <16 x i1> %2843, <16 x float> %2845, <16 x float> %2844
  br label %2850

2847:                                             ; preds = %2831
  %2848 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2812, <16 x i1> %2813, <16 x float> zeroinitializer)
  %2849 = fadd <16 x float> %2832, %2848
  br label %2850

2850:                                             ; preds = %2847, %2840, %2833
  %2851 = phi <16 x float> [ %2849, %2847 ], [ %2846, %2840 ], [ %2839, %2833 ]
  switch i64 %1197, label %534 [
    i64 1, label %2866
    i64 2, label %2859
    i64 3, label %2852
    i64 0, label %2869
  ]

2852:                                             ; preds = %2850
  %2853 = bitcast <16 x float> %2851 to <8 x i64>
  %2854 = and <8 x i64> %2853, %1168
  %2855 = fcmp oeq <16 x float> %2851, %44
  %2856 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2851, i32 4)
  %2857 = bitcast <8 x i64> %2854 to <16 x float>
  %2858 = select <16 x i1> %2855, <16 x float> %2857, <16 x float> %2856
  br label %2869

2859:                                             ; preds = %2850
  %2860 = bitcast <16 x float> %2851 to <8 x i64>
  %2861 = or <8 x i64> %2860, %1169
  %2862 = fcmp oeq <16 x float> %2851, %47
  %2863 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2851, i32 4)
  %2864 = bitcast <8 x i64> %2861 to <16 x float>
  %2865 = select <16 x i1> %2862, <16 x float> %2864, <16 x float> %2863
  br label %2869

2866:                                             ; preds = %2850
  %2867 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2812, <16 x i1> %2813, <16 x float> zeroinitializer)
  %2868 = fadd <16 x float> %2851, %2867
  br label %2869

2869:                                             ; preds = %2852, %2859, %2866, %2850, %2831, %2808
  %2870 = phi <16 x float> [ %2851, %2850 ], [ %2809, %2808 ], [ %2832, %2831 ], [ %2868, %2866 ], [ %2865, %2859 ], [ %2858, %2852 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2870, ptr nonnull align 1 %2810, <16 x i1> %2813)
  %2871 = or disjoint i64 %1650, 48
  %2872 = sub nsw i64 %9, %2871
  %2873 = icmp sgt i64 %2872, 15
  %2874 = trunc i64 %2872 to i32
  %2875 = shl nsw i32 -1, %2874
  %2876 = trunc i32 %2875 to i16
  %2877 = xor i16 %2876, -1
  %2878 = select i1 %2873, i16 -1, i16 %2877
  br i1 %1631, label %2884, label %2879

2879:                                             ; preds = %2869
  %2880 = load float, ptr %1586, align 4
  %2881 = insertelement <16 x float> poison, float %2880, i64 0
  %2882 = shufflevector <16 x float> %2881, <16 x float> poison, <16 x i32> zeroinitializer
  %2883 = fadd <16 x float> %2467, %2882
  br label %2884

2884:                                             ; preds = %2879, %2869
  %2885 = phi <16 x float> [ %2883, %2879 ], [ %2467, %2869 ]
  %2886 = getelementptr inbounds nuw i8, ptr %2471, i64 192
  %2887 = getelementptr inbounds nuw i8, ptr %2472, i64 192
  %2888 = select i1 %1645, ptr null, ptr %2887
  %2889 = bitcast i16 %2878 to <16 x i1>
  switch i64 %1185, label %534 [
    i64 1, label %2904
    i64 2, label %2897
    i64 3, label %2890
    i64 0, label %2945
  ]

2890:                                             ; preds = %2884
  %2891 = bitcast <16 x float> %2885 to <8 x i64>
  %2892 = and <8 x i64> %2891, %1168
  %2893 = fcmp oeq <16 x float> %2885, %44
  %2894 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2885, i32 4)
  %2895 = bitcast <8 x i64> %2892 to <16 x float>
  %2896 = select <16 x i1> %2893, <16 x float> %2895, <16 x float> %2894
  br label %2907

2897:                                             ; preds = %2884
  %2898 = bitcast <16 x float> %2885 to <8 x i64>
  %2899 = or <8 x i64> %2898, %1169
  %2900 = fcmp oeq <16 x float> %2885, %47
  %2901 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2885, i32 4)
  %2902 = bitcast <8 x i64> %2899 to <16 x float>
  %2903 = select <16 x i1> %2900, <16 x float> %2902, <16 x float> %2901
  br label %2907

2904:                                             ; preds = %2884
  %2905 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2888, <16 x i1> %2889, <16 x float> zeroinitializer)
  %2906 = fadd <16 x float> %2885, %2905
  br label %2907

2907:                                             ; preds = %2904, %2897, %2890
  %2908 = phi <16 x float> [ %2906, %2904 ], [ %2903, %2897 ], [ %2896, %2890 ]
  switch i64 %1199, label %534 [
    i64 1, label %2923
    i64 2, label %2916
    i64 3, label %2909
    i64 0, label %2945
  ]

2909:                                             ; preds = %2907
  %2910 = bitcast <16 x float> %2908 to <8 x i64>
  %2911 = and <8 x i64> %2910, %1168
  %2912 = fcmp oeq <16 x float> %2908, %44
  %2913 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2908, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2926

2916:                                             ; preds = %2907
  %2917 = bitcast <16 x float> %2908 to <8 x i64>
  %2918 = or <8 x i64> %2917, %1169
  %2919 = fcmp oeq <16 x float> %2908, %47
  %2920 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2908, i32 4)
  %2921 = bitcast <8 x i64> %2918 to <16 x float>
  %2922 = select <16 x i1> %2919, <16 x float> %2921, <16 x float> %2920
  br label %2926

2923:                                             ; preds = %2907
  %2924 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2888, <16 x i1> %2889, <16 x float> zeroinitializer)
  %2925 = fadd <16 x float> %2908, %2924
  br label %2926

2926:                                             ; preds = %2923, %2916, %2909
  %2927 = phi <16 x float> [ %2925, %2923 ], [ %2922, %2916 ], [ %2915, %2909 ]
  switch i64 %1201, label %534 [
    i64 1, label %2942
    i64 2, label %2935
    i64 3, label %2928
    i64 0, label %2945
  ]

2928:                                             ; preds = %2926
  %2929 = bitcast <16 x float> %2927 to <8 x i64>
  %2930 = and <8 x i64> %2929, %1168
  %2931 = fcmp oeq <16 x float> %2927, %44
  %2932 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2927, i32 4)
  %2933 = bitcast <8 x i64> %2930 to <16 x float>
  %2934 = select <16 x i1> %2931, <16 x float> %2933, <16 x float> %2932
  br label %2945

2935:                                             ; preds = %2926
  %2936 = bitcast <16 x float> %2927 to <8 x i64>
  %2937 = or <8 x i64> %2936, %1169
  %2938 = fcmp oeq <16 x float> %2927, %47
  %2939 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2927, i32 4)
  %2940 = bitcast <8 x i64> %2937 to <16 x float>
  %2941 = select <16 x i1> %2938, <16 x float> %2940, <16 x float> %2939
  br label %2945

2942:                                             ; preds = %2926
  %2943 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2888, <16 x i1> %2889, <16 x float> zeroinitializer)
  %2944 = fadd <16 x float> %2927, %2943
  br label %2945

2945:                                             ; preds = %2928, %2935, %2942, %2926, %2907, %2884
  %2946 = phi <16 x float> [ %2927, %2926 ], [ %2885, %2884 ], [ %2908, %2907 ], [ %2944, %2942 ], [ %2941, %2935 ], [ %2934, %2928 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %2946, ptr nonnull align 1 %2886, <16 x i1> %2889)
  br label %2947

2947:                                             ; preds = %1649, %2945, %2444, %2062, %1799
  %2948 = add nuw nsw i64 %1650, 64
  %2949 = icmp slt i64 %2948, %9
  br i1 %2949, label %1649, label %1646

2950:                                             ; preds = %1633, %8471
  %2951 = phi i64 [ %1592, %1633 ], [ %8473, %8471 ]
  %2952 = mul nsw i64 %2951, %9
  %2953 = getelementptr inbounds float, ptr %1589, i64 %2952
  %2954 = getelementptr inbounds float, ptr %1591, i64 %2952
  %2955 = select i1 %1634, ptr null, ptr %2954
  %2956 = sub nsw i64 %1595, %2951
  %2957 = icmp slt i64 %2956, %1175
  %2958 = select i1 %2957, i32 1, i32 %1174
  %2959 = icmp samesign ugt i32 %2958, 1
  br i1 %2959, label %2971, label %2960

2960:                                             ; preds = %2950
  br i1 %1165, label %2961, label %8471

2961:                                             ; preds = %2960
  %2962 = icmp eq ptr %2955, null
  %2963 = mul nsw i64 %2951, %12
  %2964 = mul nsw i64 %2951, %12
  %2965 = mul nsw i64 %2951, %12
  %2966 = mul nsw i64 %2951, %12
  %2967 = mul nsw i64 %2951, %12
  %2968 = mul nsw i64 %2951, %12
  %2969 = mul nsw i64 %2951, %12
  %2970 = mul nsw i64 %2951, %12
  br label %4792

2971:                                             ; preds = %2950
  switch i64 %1062, label %8471 [
    i64 1, label %2972
    i64 2, label %3352
    i64 4, label %4059
  ]

2972:                                             ; preds = %2971
  br i1 %1166, label %2973, label %2981

2973:                                             ; preds = %2972
  %2974 = mul nsw i64 %2951, %12
  %2975 = add nsw i64 %2951, 1
  %2976 = mul nsw i64 %2975, %12
  %2977 = add nsw i64 %2951, 2
  %2978 = mul nsw i64 %2977, %12
  %2979 = add nsw i64 %2951, 3
  %2980 = mul nsw i64 %2979, %12
  br label %2987

2981:                                             ; preds = %3026, %2972
  %2982 = phi <16 x float> [ zeroinitializer, %2972 ], [ %3027, %3026 ]
  %2983 = phi <16 x float> [ zeroinitializer, %2972 ], [ %3028, %3026 ]
  %2984 = phi <16 x float> [ zeroinitializer, %2972 ], [ %3029, %3026 ]
  %2985 = phi <16 x float> [ zeroinitializer, %2972 ], [ %3030, %3026 ]
  %2986 = icmp eq ptr %2955, null
  br i1 %1635, label %3092, label %3087

2987:                                             ; preds = %2973, %3026
  %2988 = phi <16 x float> [ zeroinitializer, %2973 ], [ %3027, %3026 ]
  %2989 = phi <16 x float> [ zeroinitializer, %2973 ], [ %3028, %3026 ]
  %2990 = phi <16 x float> [ zeroinitializer, %2973 ], [ %3029, %3026 ]
  %2991 = phi <16 x float> [ zeroinitializer, %2973 ], [ %3030, %3026 ]
  %2992 = phi i64 [ 0, %2973 ], [ %3031, %3026 ]
  %2993 = mul nsw i64 %2992, %14
  %2994 = sub i64 %2993, %16
  %2995 = add i64 %2994, %2974
  %2996 = icmp slt i64 %2995, 0
  %2997 = icmp sge i64 %2995, %6
  %2998 = or i1 %2996, %2997
  %2999 = select i1 %2998, i64 0, i64 %2995
  %3000 = mul nsw i64 %2999, %7
  %3001 = getelementptr inbounds float, ptr %1583, i64 %3000
  %3002 = add i64 %2994, %2976
  %3003 = icmp slt i64 %3002, 0
  %3004 = icmp sge i64 %3002, %6
  %3005 = or i1 %3003, %3004
  %3006 = select i1 %3005, i64 0, i64 %3002
  %3007 = mul nsw i64 %3006, %7
  %3008 = getelementptr inbounds float, ptr %1583, i64 %3007
  %3009 = add i64 %2994, %2978
  %3010 = icmp slt i64 %3009, 0
  %3011 = icmp sge i64 %3009, %6
  %3012 = or i1 %3010, %3011
  %3013 = select i1 %3012, i64 0, i64 %3009
  %3014 = mul nsw i64 %3013, %7
  %3015 = getelementptr inbounds float, ptr %1583, i64 %3014
  %3016 = add i64 %2994, %2980
  %3017 = icmp slt i64 %3016, 0
  %3018 = icmp sge i64 %3016, %6
  %3019 = or i1 %3017, %3018
  %3020 = select i1 %3019, i64 0, i64 %3016
  %3021 = mul nsw i64 %3020, %7
  %3022 = getelementptr inbounds float, ptr %1583, i64 %3021
  br i1 %1167, label %3023, label %3026

3023:                                             ; preds = %2987
  %3024 = mul nuw nsw i64 %2992, %11
  %3025 = getelementptr inbounds nuw float, ptr %1585, i64 %3024
  br label %3033

3026:                                             ; preds = %3063, %2987
  %3027 = phi <16 x float> [ %2988, %2987 ], [ %3069, %3063 ]
  %3028 = phi <16 x float> [ %2989, %2987 ], [ %3074, %3063 ]
  %3029 = phi <16 x float> [ %2990, %2987 ], [ %3079, %3063 ]
  %3030 = phi <16 x float> [ %2991, %2987 ], [ %3084, %3063 ]
  %3031 = add nuw nsw i64 %2992, 1
  %3032 = icmp eq i64 %3031, %10
  br i1 %3032, label %2981, label %2987

3033:                                             ; preds = %3023, %3063
  %3034 = phi <16 x float> [ %2988, %3023 ], [ %3069, %3063 ]
  %3035 = phi <16 x float> [ %2989, %3023 ], [ %3074, %3063 ]
  %3036 = phi <16 x float> [ %2990, %3023 ], [ %3079, %3063 ]
  %3037 = phi <16 x float> [ %2991, %3023 ], [ %3084, %3063 ]
  %3038 = phi i64 [ 0, %3023 ], [ %3085, %3063 ]
  %3039 = getelementptr inbounds nuw float, ptr %3025, i64 %3038
  %3040 = load float, ptr %3039, align 4
  %3041 = insertelement <16 x float> poison, float %3040, i64 0
  %3042 = shufflevector <16 x float> %3041, <16 x float> poison, <16 x i32> zeroinitializer
  %3043 = mul nsw i64 %3038, %15
  %3044 = sub nsw i64 %3043, %17
  %3045 = icmp slt i64 %3044, 0
  %3046 = sub nsw i64 0, %3044
  %3047 = select i1 %3045, i64 %3046, i64 0
  %3048 = sub nsw i64 %7, %3044
  %3049 = call i64 @llvm.smin.i64(i64 %3048, i64 %9)
  %3050 = call i64 @llvm.smin.i64(i64 %3049, i64 16)
  %3051 = icmp sgt i64 %3050, %3047
  %3052 = trunc i64 %3050 to i32
  %3053 = shl nsw i32 -1, %3052
  %3054 = xor i32 %3053, -1
  %3055 = trunc i64 %3047 to i32
  %3056 = shl nsw i32 -1, %3055
  %3057 = and i32 %3056, %3054
  %3058 = trunc i32 %3057 to i16
  %3059 = select i1 %3051, i16 %3058, i16 0
  br i1 %1176, label %3063, label %3060

3060:                                             ; preds = %3033
  %3061 = getelementptr i16, ptr %1151, i64 %3038
  %3062 = load i16, ptr %3061, align 2
  br label %3063

3063:                                             ; preds = %3033, %3060
  %3064 = phi i16 [ %3062, %3060 ], [ %3059, %3033 ]
  %3065 = select i1 %2998, i16 0, i16 %3064
  %3066 = getelementptr inbounds float, ptr %3001, i64 %3044
  %3067 = bitcast i16 %3065 to <16 x i1>
  %3068 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3066, <16 x i1> %3067, <16 x float> zeroinitializer)
  %3069 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3068, <16 x float> %3042, <16 x float> %3034)
  %3070 = select i1 %3005, i16 0, i16 %3064
  %3071 = getelementptr inbounds float, ptr %3008, i64 %3044
  %3072 = bitcast i16 %3070 to <16 x i1>
  %3073 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3071, <16 x i1> %3072, <16 x float> zeroinitializer)
  %3074 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3073, <16 x float> %3042, <16 x float> %3035)
  %3075 = select i1 %3012, i16 0, i16 %3064
  %3076 = getelementptr inbounds float, ptr %3015, i64 %3044
  %3077 = bitcast i16 %3075 to <16 x i1>
  %3078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3076, <16 x i1> %3077, <16 x float> zeroinitializer)
  %3079 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3078, <16 x float> %3042, <16 x float> %3036)
  %3080 = select i1 %3019, i16 0, i16 %3064
  %3081 = getelementptr inbounds float, ptr %3022, i64 %3044
  %3082 = bitcast i16 %3080 to <16 x i1>
  %3083 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3081, <16 x i1> %3082, <16 x float> zeroinitializer)
  %3084 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3083, <16 x float> %3042, <16 x float> %3037)
  %3085 = add nuw nsw i64 %3038, 1
  %3086 = icmp eq i64 %3085, %11
  br i1 %3086, label %3026, label %3033

3087:                                             ; preds = %2981
  %3088 = load float, ptr %1586, align 4
  %3089 = insertelement <16 x float> poison, float %3088, i64 0
  %3090 = shufflevector <16 x float> %3089, <16 x float> poison, <16 x i32> zeroinitializer
  %3091 = fadd <16 x float> %2982, %3090
  br label %3092

3092:                                             ; preds = %3087, %2981
  %3093 = phi <16 x float> [ %3091, %3087 ], [ %2982, %2981 ]
  switch i64 %1511, label %534 [
    i64 1, label %3094
    i64 2, label %3097
    i64 3, label %3104
    i64 0, label %3149
  ]

3094:                                             ; preds = %3092
  %3095 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3096 = fadd <16 x float> %3093, %3095
  br label %3111

3097:                                             ; preds = %3092
  %3098 = bitcast <16 x float> %3093 to <8 x i64>
  %3099 = or <8 x i64> %3098, %1169
  %3100 = fcmp oeq <16 x float> %3093, %47
  %3101 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3093, i32 4)
  %3102 = bitcast <8 x i64> %3099 to <16 x float>
  %3103 = select <16 x i1> %3100, <16 x float> %3102, <16 x float> %3101
  br label %3111

3104:                                             ; preds = %3092
  %3105 = bitcast <16 x float> %3093 to <8 x i64>
  %3106 = and <8 x i64> %3105, %1168
  %3107 = fcmp oeq <16 x float> %3093, %44
  %3108 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3093, i32 4)
  %3109 = bitcast <8 x i64> %3106 to <16 x float>
  %3110 = select <16 x i1> %3107, <16 x float> %3109, <16 x float> %3108
  br label %3111

3111:                                             ; preds = %3104, %3097, %3094
  %3112 = phi <16 x float> [ %3096, %3094 ], [ %3103, %3097 ], [ %3110, %3104 ]
  switch i64 %1513, label %534 [
    i64 1, label %3127
    i64 2, label %3120
    i64 3, label %3113
    i64 0, label %3149
  ]

3113:                                             ; preds = %3111
  %3114 = bitcast <16 x float> %3112 to <8 x i64>
  %3115 = and <8 x i64> %3114, %1168
  %3116 = fcmp oeq <16 x float> %3112, %44
  %3117 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3112, i32 4)
  %3118 = bitcast <8 x i64> %3115 to <16 x float>
  %3119 = select <16 x i1> %3116, <16 x float> %3118, <16 x float> %3117
  br label %3130

3120:                                             ; preds = %3111
  %3121 = bitcast <16 x float> %3112 to <8 x i64>
  %3122 = or <8 x i64> %3121, %1169
  %3123 = fcmp oeq <16 x float> %3112, %47
  %3124 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3112, i32 4)
  %3125 = bitcast <8 x i64> %3122 to <16 x float>
  %3126 = select <16 x i1> %3123, <16 x float> %3125, <16 x float> %3124
  br label %3130

3127:                                             ; preds = %3111
  %3128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3129 = fadd <16 x float> %3112, %3128
  br label %3130

3130:                                             ; preds = %3127, %3120, %3113
  %3131 = phi <16 x float> [ %3129, %3127 ], [ %3126, %3120 ], [ %3119, %3113 ]
  switch i64 %1515, label %534 [
    i64 1, label %3146
    i64 2, label %3139
    i64 3, label %3132
    i64 0, label %3149
  ]

3132:                                             ; preds = %3130
  %3133 = bitcast <16 x float> %3131 to <8 x i64>
  %3134 = and <8 x i64> %3133, %1168
  %3135 = fcmp oeq <16 x float> %3131, %44
  %3136 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3131, i32 4)
  %3137 = bitcast <8 x i64> %3134 to <16 x float>
  %3138 = select <16 x i1> %3135, <16 x float> %3137, <16 x float> %3136
  br label %3149

3139:                                             ; preds = %3130
  %3140 = bitcast <16 x float> %3131 to <8 x i64>
  %3141 = or <8 x i64> %3140, %1169
  %3142 = fcmp oeq <16 x float> %3131, %47
  %3143 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3131, i32 4)
  %3144 = bitcast <8 x i64> %3141 to <16 x float>
  %3145 = select <16 x i1> %3142, <16 x float> %3144, <16 x float> %3143
  br label %3149

3146:                                             ; preds = %3130
  %3147 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3148 = fadd <16 x float> %3131, %3147
  br label %3149

3149:                                             ; preds = %3132, %3139, %3146, %3130, %3111, %3092
  %3150 = phi <16 x float> [ %3131, %3130 ], [ %3093, %3092 ], [ %3112, %3111 ], [ %3148, %3146 ], [ %3145, %3139 ], [ %3138, %3132 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3150, ptr align 1 %2953, <16 x i1> %1183)
  %3151 = getelementptr inbounds float, ptr %2953, i64 %9
  %3152 = getelementptr inbounds float, ptr %2955, i64 %9
  %3153 = select i1 %2986, ptr null, ptr %3152
  br i1 %1635, label %3159, label %3154

3154:                                             ; preds = %3149
  %3155 = load float, ptr %1586, align 4
  %3156 = insertelement <16 x float> poison, float %3155, i64 0
  %3157 = shufflevector <16 x float> %3156, <16 x float> poison, <16 x i32> zeroinitializer
  %3158 = fadd <16 x float> %2983, %3157
  br label %3159

3159:                                             ; preds = %3154, %3149
  %3160 = phi <16 x float> [ %3158, %3154 ], [ %2983, %3149 ]
  switch i64 %1511, label %534 [
    i64 1, label %3175
    i64 2, label %3168
    i64 3, label %3161
    i64 0, label %3216
  ]

3161:                                             ; preds = %3159
  %3162 = bitcast <16 x float> %3160 to <8 x i64>
  %3163 = and <8 x i64> %3162, %1168
  %3164 = fcmp oeq <16 x float> %3160, %44
  %3165 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3160, i32 4)
  %3166 = bitcast <8 x i64> %3163 to <16 x float>
  %3167 = select <16 x i1> %3164, <16 x float> %3166, <16 x float> %3165
  br label %3178

3168:                                             ; preds = %3159
  %3169 = bitcast <16 x float> %3160 to <8 x i64>
  %3170 = or <8 x i64> %3169, %1169
  %3171 = fcmp oeq <16 x float> %3160, %47
  %3172 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3160, i32 4)
  %3173 = bitcast <8 x i64> %3170 to <16 x float>
  %3174 = select <16 x i1> %3171, <16 x float> %3173, <16 x float> %3172
  br label %3178

3175:                                             ; preds = %3159
  %3176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3177 = fadd <16 x float> %3160, %3176
  br label %3178

3178:                                             ; preds = %3175, %3168, %3161
  %3179 = phi <16 x float> [ %3177, %3175 ], [ %3174, %3168 ], [ %3167, %3161 ]
  switch i64 %1517, label %534 [
    i64 1, label %3194
    i64 2, label %3187
    i64 3, label %3180
    i64 0, label %3216
  ]

3180:                                             ; preds = %3178
  %3181 = bitcast <16 x float> %3179 to <8 x i64>
  %3182 = and <8 x i64> %3181, %1168
  %3183 = fcmp oeq <16 x float> %3179, %44
  %3184 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3179, i32 4)
  %3185 = bitcast <8 x i64> %3182 to <16 x float>
  %3186 = select <16 x i1> %3183, <16 x float> %3185, <16 x float> %3184
  br label %3197

3187:                                             ; preds = %3178
  %3188 = bitcast <16 x float> %3179 to <8 x i64>
  %3189 = or <8 x i64> %3188, %1169
  %3190 = fcmp oeq <16 x float> %3179, %47
  %3191 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3179, i32 4)
  %3192 = bitcast <8 x i64> %3189 to <16 x float>
  %3193 = select <16 x i1> %3190, <16 x float> %3192, <16 x float> %3191
  br label %3197

3194:                                             ; preds = %3178
  %3195 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3196 = fadd <16 x float> %3179, %3195
  br label %3197

3197:                                             ; preds = %3194, %3187, %3180
  %3198 = phi <16 x float> [ %3196, %3194 ], [ %3193, %3187 ], [ %3186, %3180 ]
  switch i64 %1519, label %534 [
    i64 1, label %3213
    i64 2, label %3206
    i64 3, label %3199
    i64 0, label %3216
  ]

3199:                                             ; preds = %3197
  %3200 = bitcast <16 x float> %3198 to <8 x i64>
  %3201 = and <8 x i64> %3200, %1168
  %3202 = fcmp oeq <16 x float> %3198, %44
  %3203 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3198, i32 4)
  %3204 = bitcast <8 x i64> %3201 to <16 x float>
  %3205 = select <16 x i1> %3202, <16 x float> %3204, <16 x float> %3203
  br label %3216

3206:                                             ; preds = %3197
  %3207 = bitcast <16 x float> %3198 to <8 x i64>
  %3208 = or <8 x i64> %3207, %1169
  %3209 = fcmp oeq <16 x float> %3198, %47
  %3210 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3198, i32 4)
  %3211 = bitcast <8 x i64> %3208 to <16 x float>
  %3212 = select <16 x i1> %3209, <16 x float> %3211, <16 x float> %3210
  br label %3216

3213:                                             ; preds = %3197
  %3214 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3153, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3215 = fadd <16 x float> %3198, %3214
  br label %3216

3216:                                             ; preds = %3199, %3206, %3213, %3197, %3178, %3159
  %3217 = phi <16 x float> [ %3198, %3197 ], [ %3160, %3159 ], [ %3179, %3178 ], [ %3215, %3213 ], [ %3212, %3206 ], [ %3205, %3199 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3217, ptr align 1 %3151, <16 x i1> %1183)
  %3218 = getelementptr inbounds float, ptr %2953, i64 %1520
  %3219 = getelementptr inbounds float, ptr %2955, i64 %1520
  %3220 = select i1 %2986, ptr null, ptr %3219
  br i1 %1635, label %3226, label %3221

3221:                                             ; preds = %3216
  %3222 = load float, ptr %1586, align 4
  %3223 = insertelement <16 x float> poison, float %3222, i64 0
  %3224 = shufflevector <16 x float> %3223, <16 x float> poison, <16 x i32> zeroinitializer
  %3225 = fadd <16 x float> %2984, %3224
  br label %3226

3226:                                             ; preds = %3221, %3216
  %3227 = phi <16 x float> [ %3225, %3221 ], [ %2984, %3216 ]
  switch i64 %1511, label %534 [
    i64 1, label %3242
    i64 2, label %3235
    i64 3, label %3228
    i64 0, label %3283
  ]

3228:                                             ; preds = %3226
  %3229 = bitcast <16 x float> %3227 to <8 x i64>
  %3230 = and <8 x i64> %3229, %1168
  %3231 = fcmp oeq <16 x float> %3227, %44
  %3232 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3227, i32 4)
  %3233 = bitcast <8 x i64> %3230 to <16 x float>
  %3234 = select <16 x i1> %3231, <16 x float> %3233, <16 x float> %3232
  br label %3245

3235:                                             ; preds = %3226
  %3236 = bitcast <16 x float> %3227 to <8 x i64>
  %3237 = or <8 x i64> %3236, %1169
  %3238 = fcmp oeq <16 x float> %3227, %47
  %3239 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3227, i32 4)
  %3240 = bitcast <8 x i64> %3237 to <16 x float>
  %3241 = select <16 x i1> %3238, <16 x float> %3240, <16 x float> %3239
  br label %3245

3242:                                             ; preds = %3226
  %3243 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3220, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3244 = fadd <16 x float> %3227, %3243
  br label %3245

3245:                                             ; preds = %3242, %3235, %3228
  %3246 = phi <16 x float> [ %3244, %3242 ], [ %3241, %3235 ], [ %3234, %3228 ]
  switch i64 %1522, label %534 [
    i64 1, label %3261
    i64 2, label %3254
    i64 3, label %3247
    i64 0, label %3283
  ]

3247:                                             ; preds = %3245
  %3248 = bitcast <16 x float> %3246 to <8 x i64>
  %3249 = and <8 x i64> %3248, %1168
  %3250 = fcmp oeq <16 x float> %3246, %44
  %3251 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3246, i32 4)
  %3252 = bitcast <8 x i64> %3249 to <16 x float>
  %3253 = select <16 x i1> %3250, <16 x float> %3252, <16 x float> %3251
  br label %3264

3254:                                             ; preds = %3245
  %3255 = bitcast <16 x float> %3246 to <8 x i64>
  %3256 = or <8 x i64> %3255, %1169
  %3257 = fcmp oeq <16 x float> %3246, %47
  %3258 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3246, i32 4)
  %3259 = bitcast <8 x i64> %3256 to <16 x float>
  %3260 = select <16 x i1> %3257, <16 x float> %3259, <16 x float> %3258
  br label %3264

3261:                                             ; preds = %3245
  %3262 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3220, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3263 = fadd <16 x float> %3246, %3262
  br label %3264

3264:                                             ; preds = %3261, %3254, %3247
  %3265 = phi <16 x float> [ %3263, %3261 ], [ %3260, %3254 ], [ %3253, %3247 ]
  switch i64 %1524, label %534 [
    i64 1, label %3280
    i64 2, label %3273
    i64 3, label %3266
    i64 0, label %3283
  ]

3266:                                             ; preds = %3264
  %3267 = bitcast <16 x float> %3265 to <8 x i64>
  %3268 = and <8 x i64> %3267, %1168
  %3269 = fcmp oeq <16 x float> %3265, %44
  %3270 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3265, i32 4)
  %3271 = bitcast <8 x i64> %3268 to <16 x float>
  %3272 = select <16 x i1> %3269, <16 x float> %3271, <16 x float> %3270
  br label %3283

3273:                                             ; preds = %3264
  %3274 = bitcast <16 x float> %3265 to <8 x i64>
  %3275 = or <8 x i64> %3274, %1169
  %3276 = fcmp oeq <16 x float> %3265, %47
  %3277 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3265, i32 4)
  %3278 = bitcast <8 x i64> %3275 to <16 x float>
  %3279 = select <16 x i1> %3276, <16 x float> %3278, <16 x float> %3277
  br label %3283

3280:                                             ; preds = %3264
  %3281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3220, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3282 = fadd <16 x float> %3265, %3281
  br label %3283

3283:                                             ; preds = %3266, %3273, %3280, %3264, %3245, %3226
  %3284 = phi <16 x float> [ %3265, %3264 ], [ %3227, %3226 ], [ %3246, %3245 ], [ %3282, %3280 ], [ %3279, %3273 ], [ %3272, %3266 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3284, ptr align 1 %3218, <16 x i1> %1183)
  %3285 = getelementptr inbounds float, ptr %2953, i64 %1525
  %3286 = getelementptr inbounds float, ptr %2955, i64 %1525
  %3287 = select i1 %2986, ptr null, ptr %3286
  br i1 %1635, label %3293, label %3288

3288:                                             ; preds = %3283
  %3289 = load float, ptr %1586, align 4
  %3290 = insertelement <16 x float> poison, float %3289, i64 0
  %3291 = shufflevector <16 x float> %3290, <16 x float> poison, <16 x i32> zeroinitializer
  %3292 = fadd <16 x float> %2985, %3291
  br label %3293

3293:                                             ; preds = %3288, %3283
  %3294 = phi <16 x float> [ %3292, %3288 ], [ %2985, %3283 ]
  switch i64 %1511, label %534 [
    i64 1, label %3309
    i64 2, label %3302
    i64 3, label %3295
    i64 0, label %3350
  ]

3295:                                             ; preds = %3293
  %3296 = bitcast <16 x float> %3294 to <8 x i64>
  %3297 = and <8 x i64> %3296, %1168
  %3298 = fcmp oeq <16 x float> %3294, %44
  %3299 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3294, i32 4)
  %3300 = bitcast <8 x i64> %3297 to <16 x float>
  %3301 = select <16 x i1> %3298, <16 x float> %3300, <16 x float> %3299
  br label %3312

3302:                                             ; preds = %3293
  %3303 = bitcast <16 x float> %3294 to <8 x i64>
  %3304 = or <8 x i64> %3303, %1169
  %3305 = fcmp oeq <16 x float> %3294, %47
  %3306 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3294, i32 4)
  %3307 = bitcast <8 x i64> %3304 to <16 x float>
  %3308 = select <16 x i1> %3305, <16 x float> %3307, <16 x float> %3306
  br label %3312

3309:                                             ; preds = %3293
  %3310 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3287, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3311 = fadd <16 x float> %3294, %3310
  br label %3312

3312:                                             ; preds = %3309, %3302, %3295
  %3313 = phi <16 x float> [ %3311, %3309 ], [ %3308, %3302 ], [ %3301, %3295 ]
  switch i64 %1527, label %534 [
    i64 1, label %3328
    i64 2, label %3321
    i64 3, label %3314
    i64 0, label %3350
  ]

3314:                                             ; preds = %3312
  %3315 = bitcast <16 x float> %3313 to <8 x i64>
  %3316 = and <8 x i64> %3315, %1168
  %3317 = fcmp oeq <16 x float> %3313, %44
  %3318 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3313, i32 4)
  %3319 = bitcast <8 x i64> %3316 to <16 x float>
  %3320 = select <16 x i1> %3317, <16 x float> %3319, <16 x float> %3318
  br label %3331

3321:                                             ; preds = %3312
  %3322 = bitcast <16 x float> %3313 to <8 x i64>
  %3323 = or <8 x i64> %3322, %1169
  %3324 = fcmp oeq <16 x float> %3313, %47
  %3325 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3313, i32 4)
  %3326 = bitcast <8 x i64> %3323 to <16 x float>
  %3327 = select <16 x i1> %3324, <16 x float> %3326, <16 x float> %3325
  br label %3331

3328:                                             ; preds = %3312
  %3329 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3287, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3330 = fadd <16 x float> %3313, %3329
  br label %3331

3331:                                             ; preds = %3328, %3321, %3314
  %3332 = phi <16 x float> [ %3330, %3328 ], [ %3327, %3321 ], [ %3320, %3314 ]
  switch i64 %1529, label %534 [
    i64 1, label %3347
    i64 2, label %3340
    i64 3, label %3333
    i64 0, label %3350
  ]

3333:                                             ; preds = %3331
  %3334 = bitcast <16 x float> %3332 to <8 x i64>
  %3335 = and <8 x i64> %3334, %1168
  %3336 = fcmp oeq <16 x float> %3332, %44
  %3337 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3332, i32 4)
  %3338 = bitcast <8 x i64> %3335 to <16 x float>
  %3339 = select <16 x i1> %3336, <16 x float> %3338, <16 x float> %3337
  br label %3350

3340:                                             ; preds = %3331
  %3341 = bitcast <16 x float> %3332 to <8 x i64>
  %3342 = or <8 x i64> %3341, %1169
  %3343 = fcmp oeq <16 x float> %3332, %47
  %3344 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3332, i32 4)
  %3345 = bitcast <8 x i64> %3342 to <16 x float>
  %3346 = select <16 x i1> %3343, <16 x float> %3345, <16 x float> %3344
  br label %3350

3347:                                             ; preds = %3331
  %3348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3287, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3349 = fadd <16 x float> %3332, %3348
  br label %3350

3350:                                             ; preds = %3333, %3340, %3347, %3331, %3312, %3293
  %3351 = phi <16 x float> [ %3332, %3331 ], [ %3294, %3293 ], [ %3313, %3312 ], [ %3349, %3347 ], [ %3346, %3340 ], [ %3339, %3333 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3351, ptr align 1 %3285, <16 x i1> %1183)
  br label %8471

3352:                                             ; preds = %2971
  br i1 %1166, label %3353, label %3361

3353:                                             ; preds = %3352
  %3354 = mul nsw i64 %2951, %12
  %3355 = add nsw i64 %2951, 1
  %3356 = mul nsw i64 %3355, %12
  %3357 = add nsw i64 %2951, 2
  %3358 = mul nsw i64 %3357, %12
  %3359 = add nsw i64 %2951, 3
  %3360 = mul nsw i64 %3359, %12
  br label %3371

3361:                                             ; preds = %3414, %3352
  %3362 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3415, %3414 ]
  %3363 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3416, %3414 ]
  %3364 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3417, %3414 ]
  %3365 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3418, %3414 ]
  %3366 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3419, %3414 ]
  %3367 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3420, %3414 ]
  %3368 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3421, %3414 ]
  %3369 = phi <16 x float> [ zeroinitializer, %3352 ], [ %3422, %3414 ]
  %3370 = icmp eq ptr %2955, null
  br i1 %1635, label %3531, label %3526

3371:                                             ; preds = %3353, %3414
  %3372 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3415, %3414 ]
  %3373 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3416, %3414 ]
  %3374 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3417, %3414 ]
  %3375 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3418, %3414 ]
  %3376 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3419, %3414 ]
  %3377 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3420, %3414 ]
  %3378 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3421, %3414 ]
  %3379 = phi <16 x float> [ zeroinitializer, %3353 ], [ %3422, %3414 ]
  %3380 = phi i64 [ 0, %3353 ], [ %3423, %3414 ]
  %3381 = mul nsw i64 %3380, %14
  %3382 = sub i64 %3381, %16
  %3383 = add i64 %3382, %3354
  %3384 = icmp slt i64 %3383, 0
  %3385 = icmp sge i64 %3383, %6
  %3386 = or i1 %3384, %3385
  %3387 = select i1 %3386, i64 0, i64 %3383
  %3388 = mul nsw i64 %3387, %7
  %3389 = getelementptr inbounds float, ptr %1583, i64 %3388
  %3390 = add i64 %3382, %3356
  %3391 = icmp slt i64 %3390, 0
  %3392 = icmp sge i64 %3390, %6
  %3393 = or i1 %3391, %3392
  %3394 = select i1 %3393, i64 0, i64 %3390
  %3395 = mul nsw i64 %3394, %7
  %3396 = getelementptr inbounds float, ptr %1583, i64 %3395
  %3397 = add i64 %3382, %3358
  %3398 = icmp slt i64 %3397, 0
  %3399 = icmp sge i64 %3397, %6
  %3400 = or i1 %3398, %3399
  %3401 = select i1 %3400, i64 0, i64 %3397
  %3402 = mul nsw i64 %3401, %7
  %3403 = getelementptr inbounds float, ptr %1583, i64 %3402
  %3404 = add i64 %3382, %3360
  %3405 = icmp slt i64 %3404, 0
  %3406 = icmp sge i64 %3404, %6
  %3407 = or i1 %3405, %3406
  %3408 = select i1 %3407, i64 0, i64 %3404
  %3409 = mul nsw i64 %3408, %7
  %3410 = getelementptr inbounds float, ptr %1583, i64 %3409
  br i1 %1167, label %3411, label %3414

3411:                                             ; preds = %3371
  %3412 = mul nuw nsw i64 %3380, %11
  %3413 = getelementptr inbounds nuw float, ptr %1585, i64 %3412
  br label %3425

3414:                                             ; preds = %3502, %3371
  %3415 = phi <16 x float> [ %3372, %3371 ], [ %3466, %3502 ]
  %3416 = phi <16 x float> [ %3373, %3371 ], [ %3508, %3502 ]
  %3417 = phi <16 x float> [ %3374, %3371 ], [ %3471, %3502 ]
  %3418 = phi <16 x float> [ %3375, %3371 ], [ %3513, %3502 ]
  %3419 = phi <16 x float> [ %3376, %3371 ], [ %3476, %3502 ]
  %3420 = phi <16 x float> [ %3377, %3371 ], [ %3518, %3502 ]
  %3421 = phi <16 x float> [ %3378, %3371 ], [ %3481, %3502 ]
  %3422 = phi <16 x float> [ %3379, %3371 ], [ %3523, %3502 ]
  %3423 = add nuw nsw i64 %3380, 1
  %3424 = icmp eq i64 %3423, %10
  br i1 %3424, label %3361, label %3371

3425:                                             ; preds = %3411, %3502
  %3426 = phi <16 x float> [ %3372, %3411 ], [ %3466, %3502 ]
  %3427 = phi <16 x float> [ %3373, %3411 ], [ %3508, %3502 ]
  %3428 = phi <16 x float> [ %3374, %3411 ], [ %3471, %3502 ]
  %3429 = phi <16 x float> [ %3375, %3411 ], [ %3513, %3502 ]
  %3430 = phi <16 x float> [ %3376, %3411 ], [ %3476, %3502 ]
  %3431 = phi <16 x float> [ %3377, %3411 ], [ %3518, %3502 ]
  %3432 = phi <16 x float> [ %3378, %3411 ], [ %3481, %3502 ]
  %3433 = phi <16 x float> [ %3379, %3411 ], [ %3523, %3502 ]
  %3434 = phi i64 [ 0, %3411 ], [ %3524, %3502 ]
  %3435 = getelementptr inbounds nuw float, ptr %3413, i64 %3434
  %3436 = load float, ptr %3435, align 4
  %3437 = insertelement <16 x float> poison, float %3436, i64 0
  %3438 = shufflevector <16 x float> %3437, <16 x float> poison, <16 x i32> zeroinitializer
  %3439 = mul nsw i64 %3434, %15
  %3440 = sub i64 %3439, %17
  %3441 = getelementptr i16, ptr %1151, i64 %3434
  br i1 %1176, label %3444, label %3442

3442:                                             ; preds = %3425
  %3443 = load i16, ptr %3441, align 2
  br label %3460

3444:                                             ; preds = %3425
  %3445 = icmp slt i64 %3440, 0
  %3446 = sub nsw i64 0, %3440
  %3447 = select i1 %3445, i64 %3446, i64 0
  %3448 = sub nsw i64 %7, %3440
  %3449 = call i64 @llvm.smin.i64(i64 %3448, i64 %9)
  %3450 = call i64 @llvm.smin.i64(i64 %3449, i64 16)
  %3451 = icmp sgt i64 %3450, %3447
  %3452 = trunc i64 %3450 to i32
  %3453 = shl nsw i32 -1, %3452
  %3454 = xor i32 %3453, -1
  %3455 = trunc i64 %3447 to i32
  %3456 = shl nsw i32 -1, %3455
  %3457 = and i32 %3456, %3454
  %3458 = trunc i32 %3457 to i16
  %3459 = select i1 %3451, i16 %3458, i16 0
  br label %3460

3460:                                             ; preds = %3444, %3442
  %3461 = phi i16 [ %3443, %3442 ], [ %3459, %3444 ]
  %3462 = select i1 %3386, i16 0, i16 %3461
  %3463 = getelementptr inbounds float, ptr %3389, i64 %3440
  %3464 = bitcast i16 %3462 to <16 x i1>
  %3465 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3463, <16 x i1> %3464, <16 x float> zeroinitializer)
  %3466 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3465, <16 x float> %3438, <16 x float> %3426)
  %3467 = select i1 %3393, i16 0, i16 %3461
  %3468 = getelementptr inbounds float, ptr %3396, i64 %3440
  %3469 = bitcast i16 %3467 to <16 x i1>
  %3470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3468, <16 x i1> %3469, <16 x float> zeroinitializer)
  %3471 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3470, <16 x float> %3438, <16 x float> %3428)
  %3472 = select i1 %3400, i16 0, i16 %3461
  %3473 = getelementptr inbounds float, ptr %3403, i64 %3440
  %3474 = bitcast i16 %3472 to <16 x i1>
  %3475 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3473, <16 x i1> %3474, <16 x float> zeroinitializer)
  %3476 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3475, <16 x float> %3438, <16 x float> %3430)
  %3477 = select i1 %3407, i16 0, i16 %3461
  %3478 = getelementptr inbounds float, ptr %3410, i64 %3440
  %3479 = bitcast i16 %3477 to <16 x i1>
  %3480 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3478, <16 x i1> %3479, <16 x float> zeroinitializer)
  %3481 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3480, <16 x float> %3438, <16 x float> %3432)
  %3482 = add i64 %3440, 16
  br i1 %1176, label %3486, label %3483

3483:                                             ; preds = %3460
  %3484 = getelementptr i16, ptr %3441, i64 %11
  %3485 = load i16, ptr %3484, align 2
  br label %3502

3486:                                             ; preds = %3460
  %3487 = icmp slt i64 %3482, 0
  %3488 = sub i64 -16, %3440
  %3489 = select i1 %3487, i64 %3488, i64 0
  %3490 = sub nsw i64 %7, %3482
  %3491 = call i64 @llvm.smin.i64(i64 %3490, i64 %1464)
  %3492 = call i64 @llvm.smin.i64(i64 %3491, i64 16)
  %3493 = icmp sgt i64 %3492, %3489
  %3494 = trunc i64 %3492 to i32
  %3495 = shl nsw i32 -1, %3494
  %3496 = xor i32 %3495, -1
  %3497 = trunc i64 %3489 to i32
  %3498 = shl nsw i32 -1, %3497
  %3499 = and i32 %3498, %3496
  %3500 = trunc i32 %3499 to i16
  %3501 = select i1 %3493, i16 %3500, i16 0
  br label %3502

3502:                                             ; preds = %3486, %3483
  %3503 = phi i16 [ %3485, %3483 ], [ %3501, %3486 ]
  %3504 = select i1 %3386, i16 0, i16 %3503
  %3505 = getelementptr inbounds float, ptr %3389, i64 %3482
  %3506 = bitcast i16 %3504 to <16 x i1>
  %3507 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3505, <16 x i1> %3506, <16 x float> zeroinitializer)
  %3508 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3507, <16 x float> %3438, <16 x float> %3427)
  %3509 = select i1 %3393, i16 0, i16 %3503
  %3510 = getelementptr inbounds float, ptr %3396, i64 %3482
  %3511 = bitcast i16 %3509 to <16 x i1>
  %3512 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3510, <16 x i1> %3511, <16 x float> zeroinitializer)
  %3513 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3512, <16 x float> %3438, <16 x float> %3429)
  %3514 = select i1 %3400, i16 0, i16 %3503
  %3515 = getelementptr inbounds float, ptr %3403, i64 %3482
  %3516 = bitcast i16 %3514 to <16 x i1>
  %3517 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3515, <16 x i1> %3516, <16 x float> zeroinitializer)
  %3518 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3517, <16 x float> %3438, <16 x float> %3431)
  %3519 = select i1 %3407, i16 0, i16 %3503
  %3520 = getelementptr inbounds float, ptr %3410, i64 %3482
  %3521 = bitcast i16 %3519 to <16 x i1>
  %3522 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3520, <16 x i1> %3521, <16 x float> zeroinitializer)
  %3523 = call <16 x float> @llvm.fma.v16f32(<16 x float> %3522, <16 x float> %3438, <16 x float> %3433)
  %3524 = add nuw nsw i64 %3434, 1
  %3525 = icmp eq i64 %3524, %11
  br i1 %3525, label %3414, label %3425

3526:                                             ; preds = %3361
  %3527 = load float, ptr %1586, align 4
  %3528 = insertelement <16 x float> poison, float %3527, i64 0
  %3529 = shufflevector <16 x float> %3528, <16 x float> poison, <16 x i32> zeroinitializer
  %3530 = fadd <16 x float> %3362, %3529
  br label %3531

3531:                                             ; preds = %3526, %3361
  %3532 = phi <16 x float> [ %3530, %3526 ], [ %3362, %3361 ]
  switch i64 %1465, label %534 [
    i64 1, label %3533
    i64 2, label %3536
    i64 3, label %3543
    i64 0, label %3588
  ]

3533:                                             ; preds = %3531
  %3534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3535 = fadd <16 x float> %3532, %3534
  br label %3550

3536:                                             ; preds = %3531
  %3537 = bitcast <16 x float> %3532 to <8 x i64>
  %3538 = or <8 x i64> %3537, %1169
  %3539 = fcmp oeq <16 x float> %3532, %47
  %3540 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3532, i32 4)
  %3541 = bitcast <8 x i64> %3538 to <16 x float>
  %3542 = select <16 x i1> %3539, <16 x float> %3541, <16 x float> %3540
  br label %3550

3543:                                             ; preds = %3531
  %3544 = bitcast <16 x float> %3532 to <8 x i64>
  %3545 = and <8 x i64> %3544, %1168
  %3546 = fcmp oeq <16 x float> %3532, %44
  %3547 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3532, i32 4)
  %3548 = bitcast <8 x i64> %3545 to <16 x float>
  %3549 = select <16 x i1> %3546, <16 x float> %3548, <16 x float> %3547
  br label %3550

3550:                                             ; preds = %3543, %3536, %3533
  %3551 = phi <16 x float> [ %3535, %3533 ], [ %3542, %3536 ], [ %3549, %3543 ]
  switch i64 %1467, label %534 [
    i64 1, label %3566
    i64 2, label %3559
    i64 3, label %3552
    i64 0, label %3588
  ]

3552:                                             ; preds = %3550
  %3553 = bitcast <16 x float> %3551 to <8 x i64>
  %3554 = and <8 x i64> %3553, %1168
  %3555 = fcmp oeq <16 x float> %3551, %44
  %3556 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3551, i32 4)
  %3557 = bitcast <8 x i64> %3554 to <16 x float>
  %3558 = select <16 x i1> %3555, <16 x float> %3557, <16 x float> %3556
  br label %3569

3559:                                             ; preds = %3550
  %3560 = bitcast <16 x float> %3551 to <8 x i64>
  %3561 = or <8 x i64> %3560, %1169
  %3562 = fcmp oeq <16 x float> %3551, %47
  %3563 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3551, i32 4)
  %3564 = bitcast <8 x i64> %3561 to <16 x float>
  %3565 = select <16 x i1> %3562, <16 x float> %3564, <16 x float> %3563
  br label %3569

3566:                                             ; preds = %3550
  %3567 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3568 = fadd <16 x float> %3551, %3567
  br label %3569

3569:                                             ; preds = %3566, %3559, %3552
  %3570 = phi <16 x float> [ %3568, %3566 ], [ %3565, %3559 ], [ %3558, %3552 ]
  switch i64 %1469, label %534 [
    i64 1, label %3585
    i64 2, label %3578
    i64 3, label %3571
    i64 0, label %3588
  ]

3571:                                             ; preds = %3569
  %3572 = bitcast <16 x float> %3570 to <8 x i64>
  %3573 = and <8 x i64> %3572, %1168
  %3574 = fcmp oeq <16 x float> %3570, %44
  %3575 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3570, i32 4)
  %3576 = bitcast <8 x i64> %3573 to <16 x float>
  %3577 = select <16 x i1> %3574, <16 x float> %3576, <16 x float> %3575
  br label %3588

3578:                                             ; preds = %3569
  %3579 = bitcast <16 x float> %3570 to <8 x i64>
  %3580 = or <8 x i64> %3579, %1169
  %3581 = fcmp oeq <16 x float> %3570, %47
  %3582 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3570, i32 4)
  %3583 = bitcast <8 x i64> %3580 to <16 x float>
  %3584 = select <16 x i1> %3581, <16 x float> %3583, <16 x float> %3582
  br label %3588

3585:                                             ; preds = %3569
  %3586 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3587 = fadd <16 x float> %3570, %3586
  br label %3588

3588:                                             ; preds = %3571, %3578, %3585, %3569, %3550, %3531
  %3589 = phi <16 x float> [ %3570, %3569 ], [ %3532, %3531 ], [ %3551, %3550 ], [ %3587, %3585 ], [ %3584, %3578 ], [ %3577, %3571 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3589, ptr align 1 %2953, <16 x i1> %1183)
  br i1 %1635, label %3595, label %3590

3590:                                             ; preds = %3588
  %3591 = load float, ptr %1586, align 4
  %3592 = insertelement <16 x float> poison, float %3591, i64 0
  %3593 = shufflevector <16 x float> %3592, <16 x float> poison, <16 x i32> zeroinitializer
  %3594 = fadd <16 x float> %3363, %3593
  br label %3595

3595:                                             ; preds = %3590, %3588
  %3596 = phi <16 x float> [ %3594, %3590 ], [ %3363, %3588 ]
  %3597 = getelementptr inbounds nuw i8, ptr %2953, i64 64
  %3598 = getelementptr inbounds nuw i8, ptr %2955, i64 64
  %3599 = select i1 %3370, ptr null, ptr %3598
  switch i64 %1465, label %534 [
    i64 1, label %3614
    i64 2, label %3607
    i64 3, label %3600
    i64 0, label %3655
  ]

3600:                                             ; preds = %3595
  %3601 = bitcast <16 x float> %3596 to <8 x i64>
  %3602 = and <8 x i64> %3601, %1168
  %3603 = fcmp oeq <16 x float> %3596, %44
  %3604 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3596, i32 4)
  %3605 = bitcast <8 x i64> %3602 to <16 x float>
  %3606 = select <16 x i1> %3603, <16 x float> %3605, <16 x float> %3604
  br label %3617

3607:                                             ; preds = %3595
  %3608 = bitcast <16 x float> %3596 to <8 x i64>
  %3609 = or <8 x i64> %3608, %1169
  %3610 = fcmp oeq <16 x float> %3596, %47
  %3611 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3596, i32 4)
  %3612 = bitcast <8 x i64> %3609 to <16 x float>
  %3613 = select <16 x i1> %3610, <16 x float> %3612, <16 x float> %3611
  br label %3617

3614:                                             ; preds = %3595
  %3615 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3599, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3616 = fadd <16 x float> %3596, %3615
  br label %3617

3617:                                             ; preds = %3614, %3607, %3600
  %3618 = phi <16 x float> [ %3616, %3614 ], [ %3613, %3607 ], [ %3606, %3600 ]
  switch i64 %1479, label %534 [
    i64 1, label %3633
    i64 2, label %3626
    i64 3, label %3619
    i64 0, label %3655
  ]

3619:                                             ; preds = %3617
  %3620 = bitcast <16 x float> %3618 to <8 x i64>
  %3621 = and <8 x i64> %3620, %1168
  %3622 = fcmp oeq <16 x float> %3618, %44
  %3623 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3618, i32 4)
  %3624 = bitcast <8 x i64> %3621 to <16 x float>
  %3625 = select <16 x i1> %3622, <16 x float> %3624, <16 x float> %3623
  br label %3636

3626:                                             ; preds = %3617
  %3627 = bitcast <16 x float> %3618 to <8 x i64>
  %3628 = or <8 x i64> %3627, %1169
  %3629 = fcmp oeq <16 x float> %3618, %47
  %3630 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3618, i32 4)
  %3631 = bitcast <8 x i64> %3628 to <16 x float>
  %3632 = select <16 x i1> %3629, <16 x float> %3631, <16 x float> %3630
  br label %3636

3633:                                             ; preds = %3617
  %3634 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3599, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3635 = fadd <16 x float> %3618, %3634
  br label %3636

3636:                                             ; preds = %3633, %3626, %3619
  %3637 = phi <16 x float> [ %3635, %3633 ], [ %3632, %3626 ], [ %3625, %3619 ]
  switch i64 %1481, label %534 [
    i64 1, label %3652
    i64 2, label %3645
    i64 3, label %3638
    i64 0, label %3655
  ]

3638:                                             ; preds = %3636
  %3639 = bitcast <16 x float> %3637 to <8 x i64>
  %3640 = and <8 x i64> %3639, %1168
  %3641 = fcmp oeq <16 x float> %3637, %44
  %3642 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3637, i32 4)
  %3643 = bitcast <8 x i64> %3640 to <16 x float>
  %3644 = select <16 x i1> %3641, <16 x float> %3643, <16 x float> %3642
  br label %3655

3645:                                             ; preds = %3636
  %3646 = bitcast <16 x float> %3637 to <8 x i64>
  %3647 = or <8 x i64> %3646, %1169
  %3648 = fcmp oeq <16 x float> %3637, %47
  %3649 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3637, i32 4)
  %3650 = bitcast <8 x i64> %3647 to <16 x float>
  %3651 = select <16 x i1> %3648, <16 x float> %3650, <16 x float> %3649
  br label %3655

3652:                                             ; preds = %3636
  %3653 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3599, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3654 = fadd <16 x float> %3637, %3653
  br label %3655

3655:                                             ; preds = %3638, %3645, %3652, %3636, %3617, %3595
  %3656 = phi <16 x float> [ %3637, %3636 ], [ %3596, %3595 ], [ %3618, %3617 ], [ %3654, %3652 ], [ %3651, %3645 ], [ %3644, %3638 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3656, ptr nonnull align 1 %3597, <16 x i1> %1477)
  br i1 %1635, label %3662, label %3657

3657:                                             ; preds = %3655
  %3658 = load float, ptr %1586, align 4
  %3659 = insertelement <16 x float> poison, float %3658, i64 0
  %3660 = shufflevector <16 x float> %3659, <16 x float> poison, <16 x i32> zeroinitializer
  %3661 = fadd <16 x float> %3364, %3660
  br label %3662

3662:                                             ; preds = %3657, %3655
  %3663 = phi <16 x float> [ %3661, %3657 ], [ %3364, %3655 ]
  %3664 = getelementptr inbounds float, ptr %2953, i64 %9
  %3665 = getelementptr inbounds float, ptr %2955, i64 %9
  %3666 = select i1 %3370, ptr null, ptr %3665
  switch i64 %1465, label %534 [
    i64 1, label %3681
    i64 2, label %3674
    i64 3, label %3667
    i64 0, label %3722
  ]

3667:                                             ; preds = %3662
  %3668 = bitcast <16 x float> %3663 to <8 x i64>
  %3669 = and <8 x i64> %3668, %1168
  %3670 = fcmp oeq <16 x float> %3663, %44
  %3671 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3663, i32 4)
  %3672 = bitcast <8 x i64> %3669 to <16 x float>
  %3673 = select <16 x i1> %3670, <16 x float> %3672, <16 x float> %3671
  br label %3684

3674:                                             ; preds = %3662
  %3675 = bitcast <16 x float> %3663 to <8 x i64>
  %3676 = or <8 x i64> %3675, %1169
  %3677 = fcmp oeq <16 x float> %3663, %47
  %3678 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3663, i32 4)
  %3679 = bitcast <8 x i64> %3676 to <16 x float>
  %3680 = select <16 x i1> %3677, <16 x float> %3679, <16 x float> %3678
  br label %3684

3681:                                             ; preds = %3662
  %3682 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3683 = fadd <16 x float> %3663, %3682
  br label %3684

3684:                                             ; preds = %3681, %3674, %3667
  %3685 = phi <16 x float> [ %3683, %3681 ], [ %3680, %3674 ], [ %3673, %3667 ]
  switch i64 %1483, label %534 [
    i64 1, label %3700
    i64 2, label %3693
    i64 3, label %3686
    i64 0, label %3722
  ]

3686:                                             ; preds = %3684
  %3687 = bitcast <16 x float> %3685 to <8 x i64>
  %3688 = and <8 x i64> %3687, %1168
  %3689 = fcmp oeq <16 x float> %3685, %44
  %3690 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3685, i32 4)
  %3691 = bitcast <8 x i64> %3688 to <16 x float>
  %3692 = select <16 x i1> %3689, <16 x float> %3691, <16 x float> %3690
  br label %3703

3693:                                             ; preds = %3684
  %3694 = bitcast <16 x float> %3685 to <8 x i64>
  %3695 = or <8 x i64> %3694, %1169
  %3696 = fcmp oeq <16 x float> %3685, %47
  %3697 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3685, i32 4)
  %3698 = bitcast <8 x i64> %3695 to <16 x float>
  %3699 = select <16 x i1> %3696, <16 x float> %3698, <16 x float> %3697
  br label %3703

3700:                                             ; preds = %3684
  %3701 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3702 = fadd <16 x float> %3685, %3701
  br label %3703

3703:                                             ; preds = %3700, %3693, %3686
  %3704 = phi <16 x float> [ %3702, %3700 ], [ %3699, %3693 ], [ %3692, %3686 ]
  switch i64 %1485, label %534 [
    i64 1, label %3719
    i64 2, label %3712
    i64 3, label %3705
    i64 0, label %3722
  ]

3705:                                             ; preds = %3703
  %3706 = bitcast <16 x float> %3704 to <8 x i64>
  %3707 = and <8 x i64> %3706, %1168
  %3708 = fcmp oeq <16 x float> %3704, %44
  %3709 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3704, i32 4)
  %3710 = bitcast <8 x i64> %3707 to <16 x float>
  %3711 = select <16 x i1> %3708, <16 x float> %3710, <16 x float> %3709
  br label %3722

3712:                                             ; preds = %3703
  %3713 = bitcast <16 x float> %3704 to <8 x i64>
  %3714 = or <8 x i64> %3713, %1169
  %3715 = fcmp oeq <16 x float> %3704, %47
  %3716 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3704, i32 4)
  %3717 = bitcast <8 x i64> %3714 to <16 x float>
  %3718 = select <16 x i1> %3715, <16 x float> %3717, <16 x float> %3716
  br label %3722

3719:                                             ; preds = %3703
  %3720 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3666, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3721 = fadd <16 x float> %3704, %3720
  br label %3722

3722:                                             ; preds = %3705, %3712, %3719, %3703, %3684, %3662
  %3723 = phi <16 x float> [ %3704, %3703 ], [ %3663, %3662 ], [ %3685, %3684 ], [ %3721, %3719 ], [ %3718, %3712 ], [ %3711, %3705 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3723, ptr align 1 %3664, <16 x i1> %1183)
  br i1 %1635, label %3729, label %3724

3724:                                             ; preds = %3722
  %3725 = load float, ptr %1586, align 4
  %3726 = insertelement <16 x float> poison, float %3725, i64 0
  %3727 = shufflevector <16 x float> %3726, <16 x float> poison, <16 x i32> zeroinitializer
  %3728 = fadd <16 x float> %3365, %3727
  br label %3729

3729:                                             ; preds = %3724, %3722
  %3730 = phi <16 x float> [ %3728, %3724 ], [ %3365, %3722 ]
  %3731 = getelementptr inbounds float, ptr %2953, i64 %1486
  %3732 = getelementptr inbounds float, ptr %2955, i64 %1486
  %3733 = select i1 %3370, ptr null, ptr %3732
  switch i64 %1465, label %534 [
    i64 1, label %3748
    i64 2, label %3741
    i64 3, label %3734
    i64 0, label %3789
  ]

3734:                                             ; preds = %3729
  %3735 = bitcast <16 x float> %3730 to <8 x i64>
  %3736 = and <8 x i64> %3735, %1168
  %3737 = fcmp oeq <16 x float> %3730, %44
  %3738 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3730, i32 4)
  %3739 = bitcast <8 x i64> %3736 to <16 x float>
  %3740 = select <16 x i1> %3737, <16 x float> %3739, <16 x float> %3738
  br label %3751

3741:                                             ; preds = %3729
  %3742 = bitcast <16 x float> %3730 to <8 x i64>
  %3743 = or <8 x i64> %3742, %1169
  %3744 = fcmp oeq <16 x float> %3730, %47
  %3745 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3730, i32 4)
  %3746 = bitcast <8 x i64> %3743 to <16 x float>
  %3747 = select <16 x i1> %3744, <16 x float> %3746, <16 x float> %3745
  br label %3751

3748:                                             ; preds = %3729
  %3749 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3733, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3750 = fadd <16 x float> %3730, %3749
  br label %3751

3751:                                             ; preds = %3748, %3741, %3734
  %3752 = phi <16 x float> [ %3750, %3748 ], [ %3747, %3741 ], [ %3740, %3734 ]
  switch i64 %1488, label %534 [
    i64 1, label %3767
    i64 2, label %3760
    i64 3, label %3753
    i64 0, label %3789
  ]

3753:                                             ; preds = %3751
  %3754 = bitcast <16 x float> %3752 to <8 x i64>
  %3755 = and <8 x i64> %3754, %1168
  %3756 = fcmp oeq <16 x float> %3752, %44
  %3757 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3752, i32 4)
  %3758 = bitcast <8 x i64> %3755 to <16 x float>
  %3759 = select <16 x i1> %3756, <16 x float> %3758, <16 x float> %3757
  br label %3770

3760:                                             ; preds = %3751
  %3761 = bitcast <16 x float> %3752 to <8 x i64>
  %3762 = or <8 x i64> %3761, %1169
  %3763 = fcmp oeq <16 x float> %3752, %47
  %3764 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3752, i32 4)
  %3765 = bitcast <8 x i64> %3762 to <16 x float>
  %3766 = select <16 x i1> %3763, <16 x float> %3765, <16 x float> %3764
  br label %3770

3767:                                             ; preds = %3751
  %3768 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3733, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3769 = fadd <16 x float> %3752, %3768
  br label %3770

3770:                                             ; preds = %3767, %3760, %3753
  %3771 = phi <16 x float> [ %3769, %3767 ], [ %3766, %3760 ], [ %3759, %3753 ]
  switch i64 %1490, label %534 [
    i64 1, label %3786
    i64 2, label %3779
    i64 3, label %3772
    i64 0, label %3789
  ]

3772:                                             ; preds = %3770
  %3773 = bitcast <16 x float> %3771 to <8 x i64>
  %3774 = and <8 x i64> %3773, %1168
  %3775 = fcmp oeq <16 x float> %3771, %44
  %3776 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3771, i32 4)
  %3777 = bitcast <8 x i64> %3774 to <16 x float>
  %3778 = select <16 x i1> %3775, <16 x float> %3777, <16 x float> %3776
  br label %3789

3779:                                             ; preds = %3770
  %3780 = bitcast <16 x float> %3771 to <8 x i64>
  %3781 = or <8 x i64> %3780, %1169
  %3782 = fcmp oeq <16 x float> %3771, %47
  %3783 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3771, i32 4)
  %3784 = bitcast <8 x i64> %3781 to <16 x float>
  %3785 = select <16 x i1> %3782, <16 x float> %3784, <16 x float> %3783
  br label %3789

3786:                                             ; preds = %3770
  %3787 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3733, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3788 = fadd <16 x float> %3771, %3787
  br label %3789

3789:                                             ; preds = %3772, %3779, %3786, %3770, %3751, %3729
  %3790 = phi <16 x float> [ %3771, %3770 ], [ %3730, %3729 ], [ %3752, %3751 ], [ %3788, %3786 ], [ %3785, %3779 ], [ %3778, %3772 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3790, ptr align 1 %3731, <16 x i1> %1477)
  br i1 %1635, label %3796, label %3791

3791:                                             ; preds = %3789
  %3792 = load float, ptr %1586, align 4
  %3793 = insertelement <16 x float> poison, float %3792, i64 0
  %3794 = shufflevector <16 x float> %3793, <16 x float> poison, <16 x i32> zeroinitializer
  %3795 = fadd <16 x float> %3366, %3794
  br label %3796

3796:                                             ; preds = %3791, %3789
  %3797 = phi <16 x float> [ %3795, %3791 ], [ %3366, %3789 ]
  %3798 = getelementptr inbounds float, ptr %2953, i64 %1491
  %3799 = getelementptr inbounds float, ptr %2955, i64 %1491
  %3800 = select i1 %3370, ptr null, ptr %3799
  switch i64 %1465, label %534 [
    i64 1, label %3815
    i64 2, label %3808
    i64 3, label %3801
    i64 0, label %3856
  ]

3801:                                             ; preds = %3796
  %3802 = bitcast <16 x float> %3797 to <8 x i64>
  %3803 = and <8 x i64> %3802, %1168
  %3804 = fcmp oeq <16 x float> %3797, %44
  %3805 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3797, i32 4)
  %3806 = bitcast <8 x i64> %3803 to <16 x float>
  %3807 = select <16 x i1> %3804, <16 x float> %3806, <16 x float> %3805
  br label %3818

3808:                                             ; preds = %3796
  %3809 = bitcast <16 x float> %3797 to <8 x i64>
  %3810 = or <8 x i64> %3809, %1169
  %3811 = fcmp oeq <16 x float> %3797, %47
  %3812 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3797, i32 4)
  %3813 = bitcast <8 x i64> %3810 to <16 x float>
  %3814 = select <16 x i1> %3811, <16 x float> %3813, <16 x float> %3812
  br label %3818

3815:                                             ; preds = %3796
  %3816 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3800, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3817 = fadd <16 x float> %3797, %3816
  br label %3818

3818:                                             ; preds = %3815, %3808, %3801
  %3819 = phi <16 x float> [ %3817, %3815 ], [ %3814, %3808 ], [ %3807, %3801 ]
  switch i64 %1493, label %534 [
    i64 1, label %3834
    i64 2, label %3827
    i64 3, label %3820
    i64 0, label %3856
  ]

3820:                                             ; preds = %3818
  %3821 = bitcast <16 x float> %3819 to <8 x i64>
  %3822 = and <8 x i64> %3821, %1168
  %3823 = fcmp oeq <16 x float> %3819, %44
  %3824 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3819, i32 4)
  %3825 = bitcast <8 x i64> %3822 to <16 x float>
  %3826 = select <16 x i1> %3823, <16 x float> %3825, <16 x float> %3824
  br label %3837

3827:                                             ; preds = %3818
  %3828 = bitcast <16 x float> %3819 to <8 x i64>
  %3829 = or <8 x i64> %3828, %1169
  %3830 = fcmp oeq <16 x float> %3819, %47
  %3831 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3819, i32 4)
  %3832 = bitcast <8 x i64> %3829 to <16 x float>
  %3833 = select <16 x i1> %3830, <16 x float> %3832, <16 x float> %3831
  br label %3837

3834:                                             ; preds = %3818
  %3835 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3800, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3836 = fadd <16 x float> %3819, %3835
  br label %3837

3837:                                             ; preds = %3834, %3827, %3820
  %3838 = phi <16 x float> [ %3836, %3834 ], [ %3833, %3827 ], [ %3826, %3820 ]
  switch i64 %1495, label %534 [
    i64 1, label %3853
    i64 2, label %3846
    i64 3, label %3839
    i64 0, label %3856
  ]

3839:                                             ; preds = %3837
  %3840 = bitcast <16 x float> %3838 to <8 x i64>
  %3841 = and <8 x i64> %3840, %1168
  %3842 = fcmp oeq <16 x float> %3838, %44
  %3843 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3838, i32 4)
  %3844 = bitcast <8 x i64> %3841 to <16 x float>
  %3845 = select <16 x i1> %3842, <16 x float> %3844, <16 x float> %3843
  br label %3856

3846:                                             ; preds = %3837
  %3847 = bitcast <16 x float> %3838 to <8 x i64>
  %3848 = or <8 x i64> %3847, %1169
  %3849 = fcmp oeq <16 x float> %3838, %47
  %3850 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3838, i32 4)
  %3851 = bitcast <8 x i64> %3848 to <16 x float>
  %3852 = select <16 x i1> %3849, <16 x float> %3851, <16 x float> %3850
  br label %3856

3853:                                             ; preds = %3837
  %3854 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3800, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3855 = fadd <16 x float> %3838, %3854
  br label %3856

3856:                                             ; preds = %3839, %3846, %3853, %3837, %3818, %3796
  %3857 = phi <16 x float> [ %3838, %3837 ], [ %3797, %3796 ], [ %3819, %3818 ], [ %3855, %3853 ], [ %3852, %3846 ], [ %3845, %3839 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3857, ptr align 1 %3798, <16 x i1> %1183)
  br i1 %1635, label %3863, label %3858

3858:                                             ; preds = %3856
  %3859 = load float, ptr %1586, align 4
  %3860 = insertelement <16 x float> poison, float %3859, i64 0
  %3861 = shufflevector <16 x float> %3860, <16 x float> poison, <16 x i32> zeroinitializer
  %3862 = fadd <16 x float> %3367, %3861
  br label %3863

3863:                                             ; preds = %3858, %3856
  %3864 = phi <16 x float> [ %3862, %3858 ], [ %3367, %3856 ]
  %3865 = getelementptr inbounds float, ptr %2953, i64 %1496
  %3866 = getelementptr inbounds float, ptr %2955, i64 %1496
  %3867 = select i1 %3370, ptr null, ptr %3866
  switch i64 %1465, label %534 [
    i64 1, label %3882
    i64 2, label %3875
    i64 3, label %3868
    i64 0, label %3923
  ]

3868:                                             ; preds = %3863
  %3869 = bitcast <16 x float> %3864 to <8 x i64>
  %3870 = and <8 x i64> %3869, %1168
  %3871 = fcmp oeq <16 x float> %3864, %44
  %3872 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3864, i32 4)
  %3873 = bitcast <8 x i64> %3870 to <16 x float>
  %3874 = select <16 x i1> %3871, <16 x float> %3873, <16 x float> %3872
  br label %3885

3875:                                             ; preds = %3863
  %3876 = bitcast <16 x float> %3864 to <8 x i64>
  %3877 = or <8 x i64> %3876, %1169
  %3878 = fcmp oeq <16 x float> %3864, %47
  %3879 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3864, i32 4)
  %3880 = bitcast <8 x i64> %3877 to <16 x float>
  %3881 = select <16 x i1> %3878, <16 x float> %3880, <16 x float> %3879
  br label %3885

3882:                                             ; preds = %3863
  %3883 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3867, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3884 = fadd <16 x float> %3864, %3883
  br label %3885

3885:                                             ; preds = %3882, %3875, %3868
  %3886 = phi <16 x float> [ %3884, %3882 ], [ %3881, %3875 ], [ %3874, %3868 ]
  switch i64 %1498, label %534 [
    i64 1, label %3901
    i64 2, label %3894
    i64 3, label %3887
    i64 0, label %3923
  ]

3887:                                             ; preds = %3885
  %3888 = bitcast <16 x float> %3886 to <8 x i64>
  %3889 = and <8 x i64> %3888, %1168
  %3890 = fcmp oeq <16 x float> %3886, %44
  %3891 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3886, i32 4)
  %3892 = bitcast <8 x i64> %3889 to <16 x float>
  %3893 = select <16 x i1> %3890, <16 x float> %3892, <16 x float> %3891
  br label %3904

3894:                                             ; preds = %3885
  %3895 = bitcast <16 x float> %3886 to <8 x i64>
  %3896 = or <8 x i64> %3895, %1169
  %3897 = fcmp oeq <16 x float> %3886, %47
  %3898 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3886, i32 4)
  %3899 = bitcast <8 x i64> %3896 to <16 x float>
  %3900 = select <16 x i1> %3897, <16 x float> %3899, <16 x float> %3898
  br label %3904

3901:                                             ; preds = %3885
  %3902 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3867, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3903 = fadd <16 x float> %3886, %3902
  br label %3904

3904:                                             ; preds = %3901, %3894, %3887
  %3905 = phi <16 x float> [ %3903, %3901 ], [ %3900, %3894 ], [ %3893, %3887 ]
  switch i64 %1500, label %534 [
    i64 1, label %3920
    i64 2, label %3913
    i64 3, label %3906
    i64 0, label %3923
  ]

3906:                                             ; preds = %3904
  %3907 = bitcast <16 x float> %3905 to <8 x i64>
  %3908 = and <8 x i64> %3907, %1168
  %3909 = fcmp oeq <16 x float> %3905, %44
  %3910 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3905, i32 4)
  %3911 = bitcast <8 x i64> %3908 to <16 x float>
  %3912 = select <16 x i1> %3909, <16 x float> %3911, <16 x float> %3910
  br label %3923

3913:                                             ; preds = %3904
  %3914 = bitcast <16 x float> %3905 to <8 x i64>
  %3915 = or <8 x i64> %3914, %1169
  %3916 = fcmp oeq <16 x float> %3905, %47
  %3917 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3905, i32 4)
  %3918 = bitcast <8 x i64> %3915 to <16 x float>
  %3919 = select <16 x i1> %3916, <16 x float> %3918, <16 x float> %3917
  br label %3923

3920:                                             ; preds = %3904
  %3921 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3867, <16 x i1> %1477, <16 x float> zeroinitializer)
  %3922 = fadd <16 x float> %3905, %3921
  br label %3923

3923:                                             ; preds = %3906, %3913, %3920, %3904, %3885, %3863
  %3924 = phi <16 x float> [ %3905, %3904 ], [ %3864, %3863 ], [ %3886, %3885 ], [ %3922, %3920 ], [ %3919, %3913 ], [ %3912, %3906 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3924, ptr align 1 %3865, <16 x i1> %1477)
  br i1 %1635, label %3930, label %3925

3925:                                             ; preds = %3923
  %3926 = load float, ptr %1586, align 4
  %3927 = insertelement <16 x float> poison, float %3926, i64 0
  %3928 = shufflevector <16 x float> %3927, <16 x float> poison, <16 x i32> zeroinitializer
  %3929 = fadd <16 x float> %3368, %3928
  br label %3930

3930:                                             ; preds = %3925, %3923
  %3931 = phi <16 x float> [ %3929, %3925 ], [ %3368, %3923 ]
  %3932 = getelementptr inbounds float, ptr %2953, i64 %1501
  %3933 = getelementptr inbounds float, ptr %2955, i64 %1501
  %3934 = select i1 %3370, ptr null, ptr %3933
  switch i64 %1465, label %534 [
    i64 1, label %3949
    i64 2, label %3942
    i64 3, label %3935
    i64 0, label %3990
  ]

3935:                                             ; preds = %3930
  %3936 = bitcast <16 x float> %3931 to <8 x i64>
  %3937 = and <8 x i64> %3936, %1168
  %3938 = fcmp oeq <16 x float> %3931, %44
  %3939 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3931, i32 4)
  %3940 = bitcast <8 x i64> %3937 to <16 x float>
  %3941 = select <16 x i1> %3938, <16 x float> %3940, <16 x float> %3939
  br label %3952

3942:                                             ; preds = %3930
  %3943 = bitcast <16 x float> %3931 to <8 x i64>
  %3944 = or <8 x i64> %3943, %1169
  %3945 = fcmp oeq <16 x float> %3931, %47
  %3946 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3931, i32 4)
  %3947 = bitcast <8 x i64> %3944 to <16 x float>
  %3948 = select <16 x i1> %3945, <16 x float> %3947, <16 x float> %3946
  br label %3952

3949:                                             ; preds = %3930
  %3950 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3951 = fadd <16 x float> %3931, %3950
  br label %3952

3952:                                             ; preds = %3949, %3942, %3935
  %3953 = phi <16 x float> [ %3951, %3949 ], [ %3948, %3942 ], [ %3941, %3935 ]
  switch i64 %1503, label %534 [
    i64 1, label %3968
    i64 2, label %3961
    i64 3, label %3954
    i64 0, label %3990
  ]

3954:                                             ; preds = %3952
  %3955 = bitcast <16 x float> %3953 to <8 x i64>
  %3956 = and <8 x i64> %3955, %1168
  %3957 = fcmp oeq <16 x float> %3953, %44
  %3958 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3953, i32 4)
  %3959 = bitcast <8 x i64> %3956 to <16 x float>
  %3960 = select <16 x i1> %3957, <16 x float> %3959, <16 x float> %3958
  br label %3971

3961:                                             ; preds = %3952
  %3962 = bitcast <16 x float> %3953 to <8 x i64>
  %3963 = or <8 x i64> %3962, %1169
  %3964 = fcmp oeq <16 x float> %3953, %47
  %3965 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3953, i32 4)
  %3966 = bitcast <8 x i64> %3963 to <16 x float>
  %3967 = select <16 x i1> %3964, <16 x float> %3966, <16 x float> %3965
  br label %3971

3968:                                             ; preds = %3952
  %3969 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3970 = fadd <16 x float> %3953, %3969
  br label %3971

3971:                                             ; preds = %3968, %3961, %3954
  %3972 = phi <16 x float> [ %3970, %3968 ], [ %3967, %3961 ], [ %3960, %3954 ]
  switch i64 %1505, label %534 [
    i64 1, label %3987
    i64 2, label %3980
    i64 3, label %3973
    i64 0, label %3990
  ]

3973:                                             ; preds = %3971
  %3974 = bitcast <16 x float> %3972 to <8 x i64>
  %3975 = and <8 x i64> %3974, %1168
  %3976 = fcmp oeq <16 x float> %3972, %44
  %3977 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3972, i32 4)
  %3978 = bitcast <8 x i64> %3975 to <16 x float>
  %3979 = select <16 x i1> %3976, <16 x float> %3978, <16 x float> %3977
  br label %3990

3980:                                             ; preds = %3971
  %3981 = bitcast <16 x float> %3972 to <8 x i64>
  %3982 = or <8 x i64> %3981, %1169
  %3983 = fcmp oeq <16 x float> %3972, %47
  %3984 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3972, i32 4)
  %3985 = bitcast <8 x i64> %3982 to <16 x float>
  %3986 = select <16 x i1> %3983, <16 x float> %3985, <16 x float> %3984
  br label %3990

3987:                                             ; preds = %3971
  %3988 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %1183, <16 x float> zeroinitializer)
  %3989 = fadd <16 x float> %3972, %3988
  br label %3990

3990:                                             ; preds = %3973, %3980, %3987, %3971, %3952, %3930
  %3991 = phi <16 x float> [ %3972, %3971 ], [ %3931, %3930 ], [ %3953, %3952 ], [ %3989, %3987 ], [ %3986, %3980 ], [ %3979, %3973 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %3991, ptr align 1 %3932, <16 x i1> %1183)
  br i1 %1635, label %3997, label %3992

3992:                                             ; preds = %3990
  %3993 = load float, ptr %1586, align 4
  %3994 = insertelement <16 x float> poison, float %3993, i64 0
  %3995 = shufflevector <16 x float> %3994, <16 x float> poison, <16 x i32> zeroinitializer
  %3996 = fadd <16 x float> %3369, %3995
  br label %3997

3997:                                             ; preds = %3992, %3990
  %3998 = phi <16 x float> [ %3996, %3992 ], [ %3369, %3990 ]
  %3999 = getelementptr inbounds float, ptr %2953, i64 %1506
  %4000 = getelementptr inbounds float, ptr %2955, i64 %1506
  %4001 = select i1 %3370, ptr null, ptr %4000
  switch i64 %1465, label %534 [
    i64 1, label %4016
    i64 2, label %4009
    i64 3, label %4002
    i64 0, label %4057
  ]

4002:                                             ; preds = %3997
  %4003 = bitcast <16 x float> %3998 to <8 x i64>
  %4004 = and <8 x i64> %4003, %1168
  %4005 = fcmp oeq <16 x float> %3998, %44
  %4006 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3998, i32 4)
  %4007 = bitcast <8 x i64> %4004 to <16 x float>
  %4008 = select <16 x i1> %4005, <16 x float> %4007, <16 x float> %4006
  br label %4019

4009:                                             ; preds = %3997
  %4010 = bitcast <16 x float> %3998 to <8 x i64>
  %4011 = or <8 x i64> %4010, %1169
  %4012 = fcmp oeq <16 x float> %3998, %47
  %4013 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3998, i32 4)
  %4014 = bitcast <8 x i64> %4011 to <16 x float>
  %4015 = select <16 x i1> %4012, <16 x float> %4014, <16 x float> %4013
  br label %4019

4016:                                             ; preds = %3997
  %4017 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4001, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4018 = fadd <16 x float> %3998, %4017
  br label %4019

4019:                                             ; preds = %4016, %4009, %4002
  %4020 = phi <16 x float> [ %4018, %4016 ], [ %4015, %4009 ], [ %4008, %4002 ]
  switch i64 %1508, label %534 [
    i64 1, label %4035
    i64 2, label %4028
    i64 3, label %4021
    i64 0, label %4057
  ]

4021:                                             ; preds = %4019
  %4022 = bitcast <16 x float> %4020 to <8 x i64>
  %4023 = and <8 x i64> %4022, %1168
  %4024 = fcmp oeq <16 x float> %4020, %44
  %4025 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4020, i32 4)
  %4026 = bitcast <8 x i64> %4023 to <16 x float>
  %4027 = select <16 x i1> %4024, <16 x float> %4026, <16 x float> %4025
  br label %4038

4028:                                             ; preds = %4019
  %4029 = bitcast <16 x float> %4020 to <8 x i64>
  %4030 = or <8 x i64> %4029, %1169
  %4031 = fcmp oeq <16 x float> %4020, %47
  %4032 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4020, i32 4)
  %4033 = bitcast <8 x i64> %4030 to <16 x float>
  %4034 = select <16 x i1> %4031, <16 x float> %4033, <16 x float> %4032
  br label %4038

4035:                                             ; preds = %4019
  %4036 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4001, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4037 = fadd <16 x float> %4020, %4036
  br label %4038

4038:                                             ; preds = %4035, %4028, %4021
  %4039 = phi <16 x float> [ %4037, %4035 ], [ %4034, %4028 ], [ %4027, %4021 ]
  switch i64 %1510, label %534 [
    i64 1, label %4054
    i64 2, label %4047
    i64 3, label %4040
    i64 0, label %4057
  ]

4040:                                             ; preds = %4038
  %4041 = bitcast <16 x float> %4039 to <8 x i64>
  %4042 = and <8 x i64> %4041, %1168
  %4043 = fcmp oeq <16 x float> %4039, %44
  %4044 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4039, i32 4)
  %4045 = bitcast <8 x i64> %4042 to <16 x float>
  %4046 = select <16 x i1> %4043, <16 x float> %4045, <16 x float> %4044
  br label %4057

4047:                                             ; preds = %4038
  %4048 = bitcast <16 x float> %4039 to <8 x i64>
  %4049 = or <8 x i64> %4048, %1169
  %4050 = fcmp oeq <16 x float> %4039, %47
  %4051 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4039, i32 4)
  %4052 = bitcast <8 x i64> %4049 to <16 x float>
  %4053 = select <16 x i1> %4050, <16 x float> %4052, <16 x float> %4051
  br label %4057

4054:                                             ; preds = %4038
  %4055 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4001, <16 x i1> %1477, <16 x float> zeroinitializer)
  %4056 = fadd <16 x float> %4039, %4055
  br label %4057

4057:                                             ; preds = %4040, %4047, %4054, %4038, %4019, %3997
  %4058 = phi <16 x float> [ %4039, %4038 ], [ %3998, %3997 ], [ %4020, %4019 ], [ %4056, %4054 ], [ %4053, %4047 ], [ %4046, %4040 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4058, ptr align 1 %3999, <16 x i1> %1477)
  br label %8471

4059:                                             ; preds = %2971
  br i1 %1166, label %4060, label %4064

4060:                                             ; preds = %4059
  %4061 = mul nsw i64 %2951, %12
  %4062 = add nsw i64 %2951, 1
  %4063 = mul nsw i64 %4062, %12
  br label %4074

4064:                                             ; preds = %4103, %4059
  %4065 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4104, %4103 ]
  %4066 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4105, %4103 ]
  %4067 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4106, %4103 ]
  %4068 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4107, %4103 ]
  %4069 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4108, %4103 ]
  %4070 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4109, %4103 ]
  %4071 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4110, %4103 ]
  %4072 = phi <16 x float> [ zeroinitializer, %4059 ], [ %4111, %4103 ]
  %4073 = icmp eq ptr %2955, null
  br i1 %1635, label %4264, label %4259

4074:                                             ; preds = %4060, %4103
  %4075 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4104, %4103 ]
  %4076 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4105, %4103 ]
  %4077 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4106, %4103 ]
  %4078 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4107, %4103 ]
  %4079 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4108, %4103 ]
  %4080 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4109, %4103 ]
  %4081 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4110, %4103 ]
  %4082 = phi <16 x float> [ zeroinitializer, %4060 ], [ %4111, %4103 ]
  %4083 = phi i64 [ 0, %4060 ], [ %4112, %4103 ]
  %4084 = mul nsw i64 %4083, %14
  %4085 = sub i64 %4084, %16
  %4086 = add i64 %4085, %4061
  %4087 = icmp slt i64 %4086, 0
  %4088 = icmp sge i64 %4086, %6
  %4089 = or i1 %4087, %4088
  %4090 = select i1 %4089, i64 0, i64 %4086
  %4091 = mul nsw i64 %4090, %7
  %4092 = getelementptr inbounds float, ptr %1583, i64 %4091
  %4093 = add i64 %4085, %4063
  %4094 = icmp slt i64 %4093, 0
  %4095 = icmp sge i64 %4093, %6
  %4096 = or i1 %4094, %4095
  %4097 = select i1 %4096, i64 0, i64 %4093
  %4098 = mul nsw i64 %4097, %7
  %4099 = getelementptr inbounds float, ptr %1583, i64 %4098
  br i1 %1167, label %4100, label %4103

4100:                                             ; preds = %4074
  %4101 = mul nuw nsw i64 %4083, %11
  %4102 = getelementptr inbounds nuw float, ptr %1585, i64 %4101
  br label %4114

4103:                                             ; preds = %4245, %4074
  %4104 = phi <16 x float> [ %4075, %4074 ], [ %4155, %4245 ]
  %4105 = phi <16 x float> [ %4076, %4074 ], [ %4187, %4245 ]
  %4106 = phi <16 x float> [ %4077, %4074 ], [ %4219, %4245 ]
  %4107 = phi <16 x float> [ %4078, %4074 ], [ %4251, %4245 ]
  %4108 = phi <16 x float> [ %4079, %4074 ], [ %4160, %4245 ]
  %4109 = phi <16 x float> [ %4080, %4074 ], [ %4192, %4245 ]
  %4110 = phi <16 x float> [ %4081, %4074 ], [ %4224, %4245 ]
  %4111 = phi <16 x float> [ %4082, %4074 ], [ %4256, %4245 ]
  %4112 = add nuw nsw i64 %4083, 1
  %4113 = icmp eq i64 %4112, %10
  br i1 %4113, label %4064, label %4074

4114:                                             ; preds = %4100, %4245
  %4115 = phi <16 x float> [ %4075, %4100 ], [ %4155, %4245 ]
  %4116 = phi <16 x float> [ %4076, %4100 ], [ %4187, %4245 ]
  %4117 = phi <16 x float> [ %4077, %4100 ], [ %4219, %4245 ]
  %4118 = phi <16 x float> [ %4078, %4100 ], [ %4251, %4245 ]
  %4119 = phi <16 x float> [ %4079, %4100 ], [ %4160, %4245 ]
  %4120 = phi <16 x float> [ %4080, %4100 ], [ %4192, %4245 ]
  %4121 = phi <16 x float> [ %4081, %4100 ], [ %4224, %4245 ]
  %4122 = phi <16 x float> [ %4082, %4100 ], [ %4256, %4245 ]
  %4123 = phi i64 [ 0, %4100 ], [ %4257, %4245 ]
  %4124 = getelementptr inbounds nuw float, ptr %4102, i64 %4123
  %4125 = load float, ptr %4124, align 4
  %4126 = insertelement <16 x float> poison, float %4125, i64 0
  %4127 = shufflevector <16 x float> %4126, <16 x float> poison, <16 x i32> zeroinitializer
  %4128 = mul nsw i64 %4123, %15
  %4129 = sub i64 %4128, %17
  %4130 = getelementptr i16, ptr %1151, i64 %4123
  br i1 %1176, label %4133, label %4131

4131:                                             ; preds = %4114
  %4132 = load i16, ptr %4130, align 2
  br label %4149

4133:                                             ; preds = %4114
  %4134 = icmp slt i64 %4129, 0
  %4135 = sub nsw i64 0, %4129
  %4136 = select i1 %4134, i64 %4135, i64 0
  %4137 = sub nsw i64 %7, %4129
  %4138 = call i64 @llvm.smin.i64(i64 %4137, i64 %9)
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

4149:                                             ; preds = %4133, %4131
  %4150 = phi i16 [ %4132, %4131 ], [ %4148, %4133 ]
  %4151 = select i1 %4089, i16 0, i16 %4150
  %4152 = getelementptr inbounds float, ptr %4092, i64 %4129
  %4153 = bitcast i16 %4151 to <16 x i1>
  %4154 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4152, <16 x i1> %4153, <16 x float> zeroinitializer)
  %4155 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4154, <16 x float> %4127, <16 x float> %4115)
  %4156 = select i1 %4096, i16 0, i16 %4150
  %4157 = getelementptr inbounds float, ptr %4099, i64 %4129
  %4158 = bitcast i16 %4156 to <16 x i1>
  %4159 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4157, <16 x i1> %4158, <16 x float> zeroinitializer)
  %4160 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4159, <16 x float> %4127, <16 x float> %4119)
  %4161 = add i64 %4129, 16
  br i1 %1176, label %4165, label %4162

4162:                                             ; preds = %4149
  %4163 = getelementptr i16, ptr %4130, i64 %11
  %4164 = load i16, ptr %4163, align 2
  br label %4181

4165:                                             ; preds = %4149
  %4166 = icmp slt i64 %4161, 0
  %4167 = sub i64 -16, %4129
  %4168 = select i1 %4166, i64 %4167, i64 0
  %4169 = sub nsw i64 %7, %4161
  %4170 = call i64 @llvm.smin.i64(i64 %4169, i64 %1399)
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
  %4183 = select i1 %4089, i16 0, i16 %4182
  %4184 = getelementptr inbounds float, ptr %4092, i64 %4161
  %4185 = bitcast i16 %4183 to <16 x i1>
  %4186 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4184, <16 x i1> %4185, <16 x float> zeroinitializer)
  %4187 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4186, <16 x float> %4127, <16 x float> %4116)
  %4188 = select i1 %4096, i16 0, i16 %4182
  %4189 = getelementptr inbounds float, ptr %4099, i64 %4161
  %4190 = bitcast i16 %4188 to <16 x i1>
  %4191 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4189, <16 x i1> %4190, <16 x float> zeroinitializer)
  %4192 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4191, <16 x float> %4127, <16 x float> %4120)
  %4193 = add i64 %4129, 32
  br i1 %1176, label %4197, label %4194

4194:                                             ; preds = %4181
  %4195 = getelementptr i8, ptr %4130, i64 %1400
  %4196 = load i16, ptr %4195, align 2
  br label %4213

4197:                                             ; preds = %4181
  %4198 = icmp slt i64 %4193, 0
  %4199 = sub i64 -32, %4129
  %4200 = select i1 %4198, i64 %4199, i64 0
  %4201 = sub nsw i64 %7, %4193
  %4202 = call i64 @llvm.smin.i64(i64 %4201, i64 %1401)
  %4203 = call i64 @llvm.smin.i64(i64 %4202, i64 16)
  %4204 = icmp sgt i64 %4203, %4200
  %4205 = trunc i64 %4203 to i32
  %4206 = shl nsw i32 -1, %4205
  %4207 = xor i32 %4206, -1
  %4208 = trunc i64 %4200 to i32
  %4209 = shl nsw i32 -1, %4208
  %4210 = and i32 %4209, %4207
  %4211 = trunc i32 %4210 to i16
  %4212 = select i1 %4204, i16 %4211, i16 0
  br label %4213

4213:                                             ; preds = %4197, %4194
  %4214 = phi i16 [ %4196, %4194 ], [ %4212, %4197 ]
  %4215 = select i1 %4089, i16 0, i16 %4214
  %4216 = getelementptr inbounds float, ptr %4092, i64 %4193
  %4217 = bitcast i16 %4215 to <16 x i1>
  %4218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4216, <16 x i1> %4217, <16 x float> zeroinitializer)
  %4219 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4218, <16 x float> %4127, <16 x float> %4117)
  %4220 = select i1 %4096, i16 0, i16 %4214
  %4221 = getelementptr inbounds float, ptr %4099, i64 %4193
  %4222 = bitcast i16 %4220 to <16 x i1>
  %4223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4221, <16 x i1> %4222, <16 x float> zeroinitializer)
  %4224 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4223, <16 x float> %4127, <16 x float> %4121)
  %4225 = add i64 %4129, 48
  br i1 %1176, label %4229, label %4226

4226:                                             ; preds = %4213
  %4227 = getelementptr i8, ptr %4130, i64 %1402
  %4228 = load i16, ptr %4227, align 2
  br label %4245

4229:                                             ; preds = %4213
  %4230 = icmp slt i64 %4225, 0
  %4231 = sub i64 -48, %4129
  %4232 = select i1 %4230, i64 %4231, i64 0
  %4233 = sub nsw i64 %7, %4225
  %4234 = call i64 @llvm.smin.i64(i64 %4233, i64 %1403)
  %4235 = call i64 @llvm.smin.i64(i64 %4234, i64 16)
  %4236 = icmp sgt i64 %4235, %4232
  %4237 = trunc i64 %4235 to i32
  %4238 = shl nsw i32 -1, %4237
  %4239 = xor i32 %4238, -1
  %4240 = trunc i64 %4232 to i32
  %4241 = shl nsw i32 -1, %4240
  %4242 = and i32 %4241, %4239
  %4243 = trunc i32 %4242 to i16
  %4244 = select i1 %4236, i16 %4243, i16 0
  br label %4245

4245:                                             ; preds = %4229, %4226
  %4246 = phi i16 [ %4228, %4226 ], [ %4244, %4229 ]
  %4247 = select i1 %4089, i16 0, i16 %4246
  %4248 = getelementptr inbounds float, ptr %4092, i64 %4225
  %4249 = bitcast i16 %4247 to <16 x i1>
  %4250 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4248, <16 x i1> %4249, <16 x float> zeroinitializer)
  %4251 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4250, <16 x float> %4127, <16 x float> %4118)
  %4252 = select i1 %4096, i16 0, i16 %4246
  %4253 = getelementptr inbounds float, ptr %4099, i64 %4225
  %4254 = bitcast i16 %4252 to <16 x i1>
  %4255 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4253, <16 x i1> %4254, <16 x float> zeroinitializer)
  %4256 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4255, <16 x float> %4127, <16 x float> %4122)
  %4257 = add nuw nsw i64 %4123, 1
  %4258 = icmp eq i64 %4257, %11
  br i1 %4258, label %4103, label %4114

4259:                                             ; preds = %4064
  %4260 = load float, ptr %1586, align 4
  %4261 = insertelement <16 x float> poison, float %4260, i64 0
  %4262 = shufflevector <16 x float> %4261, <16 x float> poison, <16 x i32> zeroinitializer
  %4263 = fadd <16 x float> %4065, %4262
  br label %4264

4264:                                             ; preds = %4259, %4064
  %4265 = phi <16 x float> [ %4263, %4259 ], [ %4065, %4064 ]
  switch i64 %1404, label %534 [
    i64 1, label %4266
    i64 2, label %4269
    i64 3, label %4276
    i64 0, label %4321
  ]

4266:                                             ; preds = %4264
  %4267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4268 = fadd <16 x float> %4265, %4267
  br label %4283

4269:                                             ; preds = %4264
  %4270 = bitcast <16 x float> %4265 to <8 x i64>
  %4271 = or <8 x i64> %4270, %1169
  %4272 = fcmp oeq <16 x float> %4265, %47
  %4273 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4265, i32 4)
  %4274 = bitcast <8 x i64> %4271 to <16 x float>
  %4275 = select <16 x i1> %4272, <16 x float> %4274, <16 x float> %4273
  br label %4283

4276:                                             ; preds = %4264
  %4277 = bitcast <16 x float> %4265 to <8 x i64>
  %4278 = and <8 x i64> %4277, %1168
  %4279 = fcmp oeq <16 x float> %4265, %44
  %4280 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4265, i32 4)
  %4281 = bitcast <8 x i64> %4278 to <16 x float>
  %4282 = select <16 x i1> %4279, <16 x float> %4281, <16 x float> %4280
  br label %4283

4283:                                             ; preds = %4276, %4269, %4266
  %4284 = phi <16 x float> [ %4268, %4266 ], [ %4275, %4269 ], [ %4282, %4276 ]
  switch i64 %1406, label %534 [
    i64 1, label %4299
    i64 2, label %4292
    i64 3, label %4285
    i64 0, label %4321
  ]

4285:                                             ; preds = %4283
  %4286 = bitcast <16 x float> %4284 to <8 x i64>
  %4287 = and <8 x i64> %4286, %1168
  %4288 = fcmp oeq <16 x float> %4284, %44
  %4289 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4284, i32 4)
  %4290 = bitcast <8 x i64> %4287 to <16 x float>
  %4291 = select <16 x i1> %4288, <16 x float> %4290, <16 x float> %4289
  br label %4302

4292:                                             ; preds = %4283
  %4293 = bitcast <16 x float> %4284 to <8 x i64>
  %4294 = or <8 x i64> %4293, %1169
  %4295 = fcmp oeq <16 x float> %4284, %47
  %4296 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4284, i32 4)
  %4297 = bitcast <8 x i64> %4294 to <16 x float>
  %4298 = select <16 x i1> %4295, <16 x float> %4297, <16 x float> %4296
  br label %4302

4299:                                             ; preds = %4283
  %4300 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4301 = fadd <16 x float> %4284, %4300
  br label %4302

4302:                                             ; preds = %4299, %4292, %4285
  %4303 = phi <16 x float> [ %4301, %4299 ], [ %4298, %4292 ], [ %4291, %4285 ]
  switch i64 %1408, label %534 [
    i64 1, label %4318
    i64 2, label %4311
    i64 3, label %4304
    i64 0, label %4321
  ]

4304:                                             ; preds = %4302
  %4305 = bitcast <16 x float> %4303 to <8 x i64>
  %4306 = and <8 x i64> %4305, %1168
  %4307 = fcmp oeq <16 x float> %4303, %44
  %4308 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4303, i32 4)
  %4309 = bitcast <8 x i64> %4306 to <16 x float>
  %4310 = select <16 x i1> %4307, <16 x float> %4309, <16 x float> %4308
  br label %4321

4311:                                             ; preds = %4302
  %4312 = bitcast <16 x float> %4303 to <8 x i64>
  %4313 = or <8 x i64> %4312, %1169
  %4314 = fcmp oeq <16 x float> %4303, %47
  %4315 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4303, i32 4)
  %4316 = bitcast <8 x i64> %4313 to <16 x float>
  %4317 = select <16 x i1> %4314, <16 x float> %4316, <16 x float> %4315
  br label %4321

4318:                                             ; preds = %4302
  %4319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4320 = fadd <16 x float> %4303, %4319
  br label %4321

4321:                                             ; preds = %4304, %4311, %4318, %4302, %4283, %4264
  %4322 = phi <16 x float> [ %4303, %4302 ], [ %4265, %4264 ], [ %4284, %4283 ], [ %4320, %4318 ], [ %4317, %4311 ], [ %4310, %4304 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4322, ptr align 1 %2953, <16 x i1> %1183)
  br i1 %1635, label %4328, label %4323

4323:                                             ; preds = %4321
  %4324 = load float, ptr %1586, align 4
  %4325 = insertelement <16 x float> poison, float %4324, i64 0
  %4326 = shufflevector <16 x float> %4325, <16 x float> poison, <16 x i32> zeroinitializer
  %4327 = fadd <16 x float> %4066, %4326
  br label %4328

4328:                                             ; preds = %4323, %4321
  %4329 = phi <16 x float> [ %4327, %4323 ], [ %4066, %4321 ]
  %4330 = getelementptr inbounds nuw i8, ptr %2953, i64 64
  %4331 = getelementptr inbounds nuw i8, ptr %2955, i64 64
  %4332 = select i1 %4073, ptr null, ptr %4331
  switch i64 %1404, label %534 [
    i64 1, label %4347
    i64 2, label %4340
    i64 3, label %4333
    i64 0, label %4388
  ]

4333:                                             ; preds = %4328
  %4334 = bitcast <16 x float> %4329 to <8 x i64>
  %4335 = and <8 x i64> %4334, %1168
  %4336 = fcmp oeq <16 x float> %4329, %44
  %4337 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4329, i32 4)
  %4338 = bitcast <8 x i64> %4335 to <16 x float>
  %4339 = select <16 x i1> %4336, <16 x float> %4338, <16 x float> %4337
  br label %4350

4340:                                             ; preds = %4328
  %4341 = bitcast <16 x float> %4329 to <8 x i64>
  %4342 = or <8 x i64> %4341, %1169
  %4343 = fcmp oeq <16 x float> %4329, %47
  %4344 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4329, i32 4)
  %4345 = bitcast <8 x i64> %4342 to <16 x float>
  %4346 = select <16 x i1> %4343, <16 x float> %4345, <16 x float> %4344
  br label %4350

4347:                                             ; preds = %4328
  %4348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4332, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4349 = fadd <16 x float> %4329, %4348
  br label %4350

4350:                                             ; preds = %4347, %4340, %4333
  %4351 = phi <16 x float> [ %4349, %4347 ], [ %4346, %4340 ], [ %4339, %4333 ]
  switch i64 %1418, label %534 [
    i64 1, label %4366
    i64 2, label %4359
    i64 3, label %4352
    i64 0, label %4388
  ]

4352:                                             ; preds = %4350
  %4353 = bitcast <16 x float> %4351 to <8 x i64>
  %4354 = and <8 x i64> %4353, %1168
  %4355 = fcmp oeq <16 x float> %4351, %44
  %4356 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4351, i32 4)
  %4357 = bitcast <8 x i64> %4354 to <16 x float>
  %4358 = select <16 x i1> %4355, <16 x float> %4357, <16 x float> %4356
  br label %4369

4359:                                             ; preds = %4350
  %4360 = bitcast <16 x float> %4351 to <8 x i64>
  %4361 = or <8 x i64> %4360, %1169
  %4362 = fcmp oeq <16 x float> %4351, %47
  %4363 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4351, i32 4)
  %4364 = bitcast <8 x i64> %4361 to <16 x float>
  %4365 = select <16 x i1> %4362, <16 x float> %4364, <16 x float> %4363
  br label %4369

4366:                                             ; preds = %4350
  %4367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4332, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4368 = fadd <16 x float> %4351, %4367
  br label %4369

4369:                                             ; preds = %4366, %4359, %4352
  %4370 = phi <16 x float> [ %4368, %4366 ], [ %4365, %4359 ], [ %4358, %4352 ]
  switch i64 %1420, label %534 [
    i64 1, label %4385
    i64 2, label %4378
    i64 3, label %4371
    i64 0, label %4388
  ]

4371:                                             ; preds = %4369
  %4372 = bitcast <16 x float> %4370 to <8 x i64>
  %4373 = and <8 x i64> %4372, %1168
  %4374 = fcmp oeq <16 x float> %4370, %44
  %4375 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4370, i32 4)
  %4376 = bitcast <8 x i64> %4373 to <16 x float>
  %4377 = select <16 x i1> %4374, <16 x float> %4376, <16 x float> %4375
  br label %4388

4378:                                             ; preds = %4369
  %4379 = bitcast <16 x float> %4370 to <8 x i64>
  %4380 = or <8 x i64> %4379, %1169
  %4381 = fcmp oeq <16 x float> %4370, %47
  %4382 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4370, i32 4)
  %4383 = bitcast <8 x i64> %4380 to <16 x float>
  %4384 = select <16 x i1> %4381, <16 x float> %4383, <16 x float> %4382
  br label %4388

4385:                                             ; preds = %4369
  %4386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4332, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4387 = fadd <16 x float> %4370, %4386
  br label %4388

4388:                                             ; preds = %4371, %4378, %4385, %4369, %4350, %4328
  %4389 = phi <16 x float> [ %4370, %4369 ], [ %4329, %4328 ], [ %4351, %4350 ], [ %4387, %4385 ], [ %4384, %4378 ], [ %4377, %4371 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4389, ptr nonnull align 1 %4330, <16 x i1> %1416)
  br i1 %1635, label %4395, label %4390

4390:                                             ; preds = %4388
  %4391 = load float, ptr %1586, align 4
  %4392 = insertelement <16 x float> poison, float %4391, i64 0
  %4393 = shufflevector <16 x float> %4392, <16 x float> poison, <16 x i32> zeroinitializer
  %4394 = fadd <16 x float> %4067, %4393
  br label %4395

4395:                                             ; preds = %4390, %4388
  %4396 = phi <16 x float> [ %4394, %4390 ], [ %4067, %4388 ]
  %4397 = getelementptr inbounds nuw i8, ptr %2953, i64 128
  %4398 = getelementptr inbounds nuw i8, ptr %2955, i64 128
  %4399 = select i1 %4073, ptr null, ptr %4398
  switch i64 %1404, label %534 [
    i64 1, label %4414
    i64 2, label %4407
    i64 3, label %4400
    i64 0, label %4455
  ]

4400:                                             ; preds = %4395
  %4401 = bitcast <16 x float> %4396 to <8 x i64>
  %4402 = and <8 x i64> %4401, %1168
  %4403 = fcmp oeq <16 x float> %4396, %44
  %4404 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4396, i32 4)
  %4405 = bitcast <8 x i64> %4402 to <16 x float>
  %4406 = select <16 x i1> %4403, <16 x float> %4405, <16 x float> %4404
  br label %4417

4407:                                             ; preds = %4395
  %4408 = bitcast <16 x float> %4396 to <8 x i64>
  %4409 = or <8 x i64> %4408, %1169
  %4410 = fcmp oeq <16 x float> %4396, %47
  %4411 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4396, i32 4)
  %4412 = bitcast <8 x i64> %4409 to <16 x float>
  %4413 = select <16 x i1> %4410, <16 x float> %4412, <16 x float> %4411
  br label %4417

4414:                                             ; preds = %4395
  %4415 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4399, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4416 = fadd <16 x float> %4396, %4415
  br label %4417

4417:                                             ; preds = %4414, %4407, %4400
  %4418 = phi <16 x float> [ %4416, %4414 ], [ %4413, %4407 ], [ %4406, %4400 ]
  switch i64 %1430, label %534 [
    i64 1, label %4433
    i64 2, label %4426
    i64 3, label %4419
    i64 0, label %4455
  ]

4419:                                             ; preds = %4417
  %4420 = bitcast <16 x float> %4418 to <8 x i64>
  %4421 = and <8 x i64> %4420, %1168
  %4422 = fcmp oeq <16 x float> %4418, %44
  %4423 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4418, i32 4)
  %4424 = bitcast <8 x i64> %4421 to <16 x float>
  %4425 = select <16 x i1> %4422, <16 x float> %4424, <16 x float> %4423
  br label %4436

4426:                                             ; preds = %4417
  %4427 = bitcast <16 x float> %4418 to <8 x i64>
  %4428 = or <8 x i64> %4427, %1169
  %4429 = fcmp oeq <16 x float> %4418, %47
  %4430 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4418, i32 4)
  %4431 = bitcast <8 x i64> %4428 to <16 x float>
  %4432 = select <16 x i1> %4429, <16 x float> %4431, <16 x float> %4430
  br label %4436

4433:                                             ; preds = %4417
  %4434 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4399, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4435 = fadd <16 x float> %4418, %4434
  br label %4436

4436:                                             ; preds = %4433, %4426, %4419
  %4437 = phi <16 x float> [ %4435, %4433 ], [ %4432, %4426 ], [ %4425, %4419 ]
  switch i64 %1432, label %534 [
    i64 1, label %4452
    i64 2, label %4445
    i64 3, label %4438
    i64 0, label %4455
  ]

4438:                                             ; preds = %4436
  %4439 = bitcast <16 x float> %4437 to <8 x i64>
  %4440 = and <8 x i64> %4439, %1168
  %4441 = fcmp oeq <16 x float> %4437, %44
  %4442 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4437, i32 4)
  %4443 = bitcast <8 x i64> %4440 to <16 x float>
  %4444 = select <16 x i1> %4441, <16 x float> %4443, <16 x float> %4442
  br label %4455

4445:                                             ; preds = %4436
  %4446 = bitcast <16 x float> %4437 to <8 x i64>
  %4447 = or <8 x i64> %4446, %1169
  %4448 = fcmp oeq <16 x float> %4437, %47
  %4449 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4437, i32 4)
  %4450 = bitcast <8 x i64> %4447 to <16 x float>
  %4451 = select <16 x i1> %4448, <16 x float> %4450, <16 x float> %4449
  br label %4455

4452:                                             ; preds = %4436
  %4453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4399, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4454 = fadd <16 x float> %4437, %4453
  br label %4455

4455:                                             ; preds = %4438, %4445, %4452, %4436, %4417, %4395
  %4456 = phi <16 x float> [ %4437, %4436 ], [ %4396, %4395 ], [ %4418, %4417 ], [ %4454, %4452 ], [ %4451, %4445 ], [ %4444, %4438 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4456, ptr nonnull align 1 %4397, <16 x i1> %1428)
  br i1 %1635, label %4462, label %4457

4457:                                             ; preds = %4455
  %4458 = load float, ptr %1586, align 4
  %4459 = insertelement <16 x float> poison, float %4458, i64 0
  %4460 = shufflevector <16 x float> %4459, <16 x float> poison, <16 x i32> zeroinitializer
  %4461 = fadd <16 x float> %4068, %4460
  br label %4462

4462:                                             ; preds = %4457, %4455
  %4463 = phi <16 x float> [ %4461, %4457 ], [ %4068, %4455 ]
  %4464 = getelementptr inbounds nuw i8, ptr %2953, i64 192
  %4465 = getelementptr inbounds nuw i8, ptr %2955, i64 192
  %4466 = select i1 %4073, ptr null, ptr %4465
  switch i64 %1404, label %534 [
    i64 1, label %4481
    i64 2, label %4474
    i64 3, label %4467
    i64 0, label %4522
  ]

4467:                                             ; preds = %4462
  %4468 = bitcast <16 x float> %4463 to <8 x i64>
  %4469 = and <8 x i64> %4468, %1168
  %4470 = fcmp oeq <16 x float> %4463, %44
  %4471 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4463, i32 4)
  %4472 = bitcast <8 x i64> %4469 to <16 x float>
  %4473 = select <16 x i1> %4470, <16 x float> %4472, <16 x float> %4471
  br label %4484

4474:                                             ; preds = %4462
  %4475 = bitcast <16 x float> %4463 to <8 x i64>
  %4476 = or <8 x i64> %4475, %1169
  %4477 = fcmp oeq <16 x float> %4463, %47
  %4478 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4463, i32 4)
  %4479 = bitcast <8 x i64> %4476 to <16 x float>
  %4480 = select <16 x i1> %4477, <16 x float> %4479, <16 x float> %4478
  br label %4484

4481:                                             ; preds = %4462
  %4482 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4466, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4483 = fadd <16 x float> %4463, %4482
  br label %4484

4484:                                             ; preds = %4481, %4474, %4467
  %4485 = phi <16 x float> [ %4483, %4481 ], [ %4480, %4474 ], [ %4473, %4467 ]
  switch i64 %1442, label %534 [
    i64 1, label %4500
    i64 2, label %4493
    i64 3, label %4486
    i64 0, label %4522
  ]

4486:                                             ; preds = %4484
  %4487 = bitcast <16 x float> %4485 to <8 x i64>
  %4488 = and <8 x i64> %4487, %1168
  %4489 = fcmp oeq <16 x float> %4485, %44
  %4490 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4485, i32 4)
  %4491 = bitcast <8 x i64> %4488 to <16 x float>
  %4492 = select <16 x i1> %4489, <16 x float> %4491, <16 x float> %4490
  br label %4503

4493:                                             ; preds = %4484
  %4494 = bitcast <16 x float> %4485 to <8 x i64>
  %4495 = or <8 x i64> %4494, %1169
  %4496 = fcmp oeq <16 x float> %4485, %47
  %4497 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4485, i32 4)
  %4498 = bitcast <8 x i64> %4495 to <16 x float>
  %4499 = select <16 x i1> %4496, <16 x float> %4498, <16 x float> %4497
  br label %4503

4500:                                             ; preds = %4484
  %4501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4466, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4502 = fadd <16 x float> %4485, %4501
  br label %4503

4503:                                             ; preds = %4500, %4493, %4486
  %4504 = phi <16 x float> [ %4502, %4500 ], [ %4499, %4493 ], [ %4492, %4486 ]
  switch i64 %1444, label %534 [
    i64 1, label %4519
    i64 2, label %4512
    i64 3, label %4505
    i64 0, label %4522
  ]

4505:                                             ; preds = %4503
  %4506 = bitcast <16 x float> %4504 to <8 x i64>
  %4507 = and <8 x i64> %4506, %1168
  %4508 = fcmp oeq <16 x float> %4504, %44
  %4509 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4504, i32 4)
  %4510 = bitcast <8 x i64> %4507 to <16 x float>
  %4511 = select <16 x i1> %4508, <16 x float> %4510, <16 x float> %4509
  br label %4522

4512:                                             ; preds = %4503
  %4513 = bitcast <16 x float> %4504 to <8 x i64>
  %4514 = or <8 x i64> %4513, %1169
  %4515 = fcmp oeq <16 x float> %4504, %47
  %4516 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4504, i32 4)
  %4517 = bitcast <8 x i64> %4514 to <16 x float>
  %4518 = select <16 x i1> %4515, <16 x float> %4517, <16 x float> %4516
  br label %4522

4519:                                             ; preds = %4503
  %4520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4466, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4521 = fadd <16 x float> %4504, %4520
  br label %4522

4522:                                             ; preds = %4505, %4512, %4519, %4503, %4484, %4462
  %4523 = phi <16 x float> [ %4504, %4503 ], [ %4463, %4462 ], [ %4485, %4484 ], [ %4521, %4519 ], [ %4518, %4512 ], [ %4511, %4505 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4523, ptr nonnull align 1 %4464, <16 x i1> %1440)
  br i1 %1635, label %4529, label %4524

4524:                                             ; preds = %4522
  %4525 = load float, ptr %1586, align 4
  %4526 = insertelement <16 x float> poison, float %4525, i64 0
  %4527 = shufflevector <16 x float> %4526, <16 x float> poison, <16 x i32> zeroinitializer
  %4528 = fadd <16 x float> %4069, %4527
  br label %4529

4529:                                             ; preds = %4524, %4522
  %4530 = phi <16 x float> [ %4528, %4524 ], [ %4069, %4522 ]
  %4531 = getelementptr inbounds float, ptr %2953, i64 %9
  %4532 = getelementptr inbounds float, ptr %2955, i64 %9
  %4533 = select i1 %4073, ptr null, ptr %4532
  switch i64 %1404, label %534 [
    i64 1, label %4548
    i64 2, label %4541
    i64 3, label %4534
    i64 0, label %4589
  ]

4534:                                             ; preds = %4529
  %4535 = bitcast <16 x float> %4530 to <8 x i64>
  %4536 = and <8 x i64> %4535, %1168
  %4537 = fcmp oeq <16 x float> %4530, %44
  %4538 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4530, i32 4)
  %4539 = bitcast <8 x i64> %4536 to <16 x float>
  %4540 = select <16 x i1> %4537, <16 x float> %4539, <16 x float> %4538
  br label %4551

4541:                                             ; preds = %4529
  %4542 = bitcast <16 x float> %4530 to <8 x i64>
  %4543 = or <8 x i64> %4542, %1169
  %4544 = fcmp oeq <16 x float> %4530, %47
  %4545 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4530, i32 4)
  %4546 = bitcast <8 x i64> %4543 to <16 x float>
  %4547 = select <16 x i1> %4544, <16 x float> %4546, <16 x float> %4545
  br label %4551

4548:                                             ; preds = %4529
  %4549 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4533, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4550 = fadd <16 x float> %4530, %4549
  br label %4551

4551:                                             ; preds = %4548, %4541, %4534
  %4552 = phi <16 x float> [ %4550, %4548 ], [ %4547, %4541 ], [ %4540, %4534 ]
  switch i64 %1446, label %534 [
    i64 1, label %4567
    i64 2, label %4560
    i64 3, label %4553
    i64 0, label %4589
  ]

4553:                                             ; preds = %4551
  %4554 = bitcast <16 x float> %4552 to <8 x i64>
  %4555 = and <8 x i64> %4554, %1168
  %4556 = fcmp oeq <16 x float> %4552, %44
  %4557 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4552, i32 4)
  %4558 = bitcast <8 x i64> %4555 to <16 x float>
  %4559 = select <16 x i1> %4556, <16 x float> %4558, <16 x float> %4557
  br label %4570

4560:                                             ; preds = %4551
  %4561 = bitcast <16 x float> %4552 to <8 x i64>
  %4562 = or <8 x i64> %4561, %1169
  %4563 = fcmp oeq <16 x float> %4552, %47
  %4564 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4552, i32 4)
  %4565 = bitcast <8 x i64> %4562 to <16 x float>
  %4566 = select <16 x i1> %4563, <16 x float> %4565, <16 x float> %4564
  br label %4570

4567:                                             ; preds = %4551
  %4568 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4533, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4569 = fadd <16 x float> %4552, %4568
  br label %4570

4570:                                             ; preds = %4567, %4560, %4553
  %4571 = phi <16 x float> [ %4569, %4567 ], [ %4566, %4560 ], [ %4559, %4553 ]
  switch i64 %1448, label %534 [
    i64 1, label %4586
    i64 2, label %4579
    i64 3, label %4572
    i64 0, label %4589
  ]

4572:                                             ; preds = %4570
  %4573 = bitcast <16 x float> %4571 to <8 x i64>
  %4574 = and <8 x i64> %4573, %1168
  %4575 = fcmp oeq <16 x float> %4571, %44
  %4576 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4571, i32 4)
  %4577 = bitcast <8 x i64> %4574 to <16 x float>
  %4578 = select <16 x i1> %4575, <16 x float> %4577, <16 x float> %4576
  br label %4589

4579:                                             ; preds = %4570
  %4580 = bitcast <16 x float> %4571 to <8 x i64>
  %4581 = or <8 x i64> %4580, %1169
  %4582 = fcmp oeq <16 x float> %4571, %47
  %4583 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4571, i32 4)
  %4584 = bitcast <8 x i64> %4581 to <16 x float>
  %4585 = select <16 x i1> %4582, <16 x float> %4584, <16 x float> %4583
  br label %4589

4586:                                             ; preds = %4570
  %4587 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4533, <16 x i1> %1183, <16 x float> zeroinitializer)
  %4588 = fadd <16 x float> %4571, %4587
  br label %4589

4589:                                             ; preds = %4572, %4579, %4586, %4570, %4551, %4529
  %4590 = phi <16 x float> [ %4571, %4570 ], [ %4530, %4529 ], [ %4552, %4551 ], [ %4588, %4586 ], [ %4585, %4579 ], [ %4578, %4572 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4590, ptr align 1 %4531, <16 x i1> %1183)
  br i1 %1635, label %4596, label %4591

4591:                                             ; preds = %4589
  %4592 = load float, ptr %1586, align 4
  %4593 = insertelement <16 x float> poison, float %4592, i64 0
  %4594 = shufflevector <16 x float> %4593, <16 x float> poison, <16 x i32> zeroinitializer
  %4595 = fadd <16 x float> %4070, %4594
  br label %4596

4596:                                             ; preds = %4591, %4589
  %4597 = phi <16 x float> [ %4595, %4591 ], [ %4070, %4589 ]
  %4598 = getelementptr inbounds float, ptr %2953, i64 %1449
  %4599 = getelementptr inbounds float, ptr %2955, i64 %1449
  %4600 = select i1 %4073, ptr null, ptr %4599
  switch i64 %1404, label %534 [
    i64 1, label %4615
    i64 2, label %4608
    i64 3, label %4601
    i64 0, label %4656
  ]

4601:                                             ; preds = %4596
  %4602 = bitcast <16 x float> %4597 to <8 x i64>
  %4603 = and <8 x i64> %4602, %1168
  %4604 = fcmp oeq <16 x float> %4597, %44
  %4605 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4597, i32 4)
  %4606 = bitcast <8 x i64> %4603 to <16 x float>
  %4607 = select <16 x i1> %4604, <16 x float> %4606, <16 x float> %4605
  br label %4618

4608:                                             ; preds = %4596
  %4609 = bitcast <16 x float> %4597 to <8 x i64>
  %4610 = or <8 x i64> %4609, %1169
  %4611 = fcmp oeq <16 x float> %4597, %47
  %4612 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4597, i32 4)
  %4613 = bitcast <8 x i64> %4610 to <16 x float>
  %4614 = select <16 x i1> %4611, <16 x float> %4613, <16 x float> %4612
  br label %4618

4615:                                             ; preds = %4596
  %4616 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4600, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4617 = fadd <16 x float> %4597, %4616
  br label %4618

4618:                                             ; preds = %4615, %4608, %4601
  %4619 = phi <16 x float> [ %4617, %4615 ], [ %4614, %4608 ], [ %4607, %4601 ]
  switch i64 %1451, label %534 [
    i64 1, label %4634
    i64 2, label %4627
    i64 3, label %4620
    i64 0, label %4656
  ]

4620:                                             ; preds = %4618
  %4621 = bitcast <16 x float> %4619 to <8 x i64>
  %4622 = and <8 x i64> %4621, %1168
  %4623 = fcmp oeq <16 x float> %4619, %44
  %4624 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4619, i32 4)
  %4625 = bitcast <8 x i64> %4622 to <16 x float>
  %4626 = select <16 x i1> %4623, <16 x float> %4625, <16 x float> %4624
  br label %4637

4627:                                             ; preds = %4618
  %4628 = bitcast <16 x float> %4619 to <8 x i64>
  %4629 = or <8 x i64> %4628, %1169
  %4630 = fcmp oeq <16 x float> %4619, %47
  %4631 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4619, i32 4)
  %4632 = bitcast <8 x i64> %4629 to <16 x float>
  %4633 = select <16 x i1> %4630, <16 x float> %4632, <16 x float> %4631
  br label %4637

4634:                                             ; preds = %4618
  %4635 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4600, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4636 = fadd <16 x float> %4619, %4635
  br label %4637

4637:                                             ; preds = %4634, %4627, %4620
  %4638 = phi <16 x float> [ %4636, %4634 ], [ %4633, %4627 ], [ %4626, %4620 ]
  switch i64 %1453, label %534 [
    i64 1, label %4653
    i64 2, label %4646
    i64 3, label %4639
    i64 0, label %4656
  ]

4639:                                             ; preds = %4637
  %4640 = bitcast <16 x float> %4638 to <8 x i64>
  %4641 = and <8 x i64> %4640, %1168
  %4642 = fcmp oeq <16 x float> %4638, %44
  %4643 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4638, i32 4)
  %4644 = bitcast <8 x i64> %4641 to <16 x float>
  %4645 = select <16 x i1> %4642, <16 x float> %4644, <16 x float> %4643
  br label %4656

4646:                                             ; preds = %4637
  %4647 = bitcast <16 x float> %4638 to <8 x i64>
  %4648 = or <8 x i64> %4647, %1169
  %4649 = fcmp oeq <16 x float> %4638, %47
  %4650 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4638, i32 4)
  %4651 = bitcast <8 x i64> %4648 to <16 x float>
  %4652 = select <16 x i1> %4649, <16 x float> %4651, <16 x float> %4650
  br label %4656

4653:                                             ; preds = %4637
  %4654 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4600, <16 x i1> %1416, <16 x float> zeroinitializer)
  %4655 = fadd <16 x float> %4638, %4654
  br label %4656

4656:                                             ; preds = %4639, %4646, %4653, %4637, %4618, %4596
  %4657 = phi <16 x float> [ %4638, %4637 ], [ %4597, %4596 ], [ %4619, %4618 ], [ %4655, %4653 ], [ %4652, %4646 ], [ %4645, %4639 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4657, ptr align 1 %4598, <16 x i1> %1416)
  br i1 %1635, label %4663, label %4658

4658:                                             ; preds = %4656
  %4659 = load float, ptr %1586, align 4
  %4660 = insertelement <16 x float> poison, float %4659, i64 0
  %4661 = shufflevector <16 x float> %4660, <16 x float> poison, <16 x i32> zeroinitializer
  %4662 = fadd <16 x float> %4071, %4661
  br label %4663

4663:                                             ; preds = %4658, %4656
  %4664 = phi <16 x float> [ %4662, %4658 ], [ %4071, %4656 ]
  %4665 = getelementptr inbounds float, ptr %2953, i64 %1454
  %4666 = getelementptr inbounds float, ptr %2955, i64 %1454
  %4667 = select i1 %4073, ptr null, ptr %4666
  switch i64 %1404, label %534 [
    i64 1, label %4682
    i64 2, label %4675
    i64 3, label %4668
    i64 0, label %4723
  ]

4668:                                             ; preds = %4663
  %4669 = bitcast <16 x float> %4664 to <8 x i64>
  %4670 = and <8 x i64> %4669, %1168
  %4671 = fcmp oeq <16 x float> %4664, %44
  %4672 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4664, i32 4)
  %4673 = bitcast <8 x i64> %4670 to <16 x float>
  %4674 = select <16 x i1> %4671, <16 x float> %4673, <16 x float> %4672
  br label %4685

4675:                                             ; preds = %4663
  %4676 = bitcast <16 x float> %4664 to <8 x i64>
  %4677 = or <8 x i64> %4676, %1169
  %4678 = fcmp oeq <16 x float> %4664, %47
  %4679 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4664, i32 4)
  %4680 = bitcast <8 x i64> %4677 to <16 x float>
  %4681 = select <16 x i1> %4678, <16 x float> %4680, <16 x float> %4679
  br label %4685

4682:                                             ; preds = %4663
  %4683 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4667, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4684 = fadd <16 x float> %4664, %4683
  br label %4685

4685:                                             ; preds = %4682, %4675, %4668
  %4686 = phi <16 x float> [ %4684, %4682 ], [ %4681, %4675 ], [ %4674, %4668 ]
  switch i64 %1456, label %534 [
    i64 1, label %4701
    i64 2, label %4694
    i64 3, label %4687
    i64 0, label %4723
  ]

4687:                                             ; preds = %4685
  %4688 = bitcast <16 x float> %4686 to <8 x i64>
  %4689 = and <8 x i64> %4688, %1168
  %4690 = fcmp oeq <16 x float> %4686, %44
  %4691 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4686, i32 4)
  %4692 = bitcast <8 x i64> %4689 to <16 x float>
  %4693 = select <16 x i1> %4690, <16 x float> %4692, <16 x float> %4691
  br label %4704

4694:                                             ; preds = %4685
  %4695 = bitcast <16 x float> %4686 to <8 x i64>
  %4696 = or <8 x i64> %4695, %1169
  %4697 = fcmp oeq <16 x float> %4686, %47
  %4698 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4686, i32 4)
  %4699 = bitcast <8 x i64> %4696 to <16 x float>
  %4700 = select <16 x i1> %4697, <16 x float> %4699, <16 x float> %4698
  br label %4704

4701:                                             ; preds = %4685
  %4702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4667, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4703 = fadd <16 x float> %4686, %4702
  br label %4704

4704:                                             ; preds = %4701, %4694, %4687
  %4705 = phi <16 x float> [ %4703, %4701 ], [ %4700, %4694 ], [ %4693, %4687 ]
  switch i64 %1458, label %534 [
    i64 1, label %4720
    i64 2, label %4713
    i64 3, label %4706
    i64 0, label %4723
  ]

4706:                                             ; preds = %4704
  %4707 = bitcast <16 x float> %4705 to <8 x i64>
  %4708 = and <8 x i64> %4707, %1168
  %4709 = fcmp oeq <16 x float> %4705, %44
  %4710 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4705, i32 4)
  %4711 = bitcast <8 x i64> %4708 to <16 x float>
  %4712 = select <16 x i1> %4709, <16 x float> %4711, <16 x float> %4710
  br label %4723

4713:                                             ; preds = %4704
  %4714 = bitcast <16 x float> %4705 to <8 x i64>
  %4715 = or <8 x i64> %4714, %1169
  %4716 = fcmp oeq <16 x float> %4705, %47
  %4717 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4705, i32 4)
  %4718 = bitcast <8 x i64> %4715 to <16 x float>
  %4719 = select <16 x i1> %4716, <16 x float> %4718, <16 x float> %4717
  br label %4723

4720:                                             ; preds = %4704
  %4721 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4667, <16 x i1> %1428, <16 x float> zeroinitializer)
  %4722 = fadd <16 x float> %4705, %4721
  br label %4723

4723:                                             ; preds = %4706, %4713, %4720, %4704, %4685, %4663
  %4724 = phi <16 x float> [ %4705, %4704 ], [ %4664, %4663 ], [ %4686, %4685 ], [ %4722, %4720 ], [ %4719, %4713 ], [ %4712, %4706 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4724, ptr align 1 %4665, <16 x i1> %1428)
  br i1 %1635, label %4730, label %4725

4725:                                             ; preds = %4723
  %4726 = load float, ptr %1586, align 4
  %4727 = insertelement <16 x float> poison, float %4726, i64 0
  %4728 = shufflevector <16 x float> %4727, <16 x float> poison, <16 x i32> zeroinitializer
  %4729 = fadd <16 x float> %4072, %4728
  br label %4730

4730:                                             ; preds = %4725, %4723
  %4731 = phi <16 x float> [ %4729, %4725 ], [ %4072, %4723 ]
  %4732 = getelementptr inbounds float, ptr %2953, i64 %1459
  %4733 = getelementptr inbounds float, ptr %2955, i64 %1459
  %4734 = select i1 %4073, ptr null, ptr %4733
  switch i64 %1404, label %534 [
    i64 1, label %4749
    i64 2, label %4742
    i64 3, label %4735
    i64 0, label %4790
  ]

4735:                                             ; preds = %4730
  %4736 = bitcast <16 x float> %4731 to <8 x i64>
  %4737 = and <8 x i64> %4736, %1168
  %4738 = fcmp oeq <16 x float> %4731, %44
  %4739 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4731, i32 4)
  %4740 = bitcast <8 x i64> %4737 to <16 x float>
  %4741 = select <16 x i1> %4738, <16 x float> %4740, <16 x float> %4739
  br label %4752

4742:                                             ; preds = %4730
  %4743 = bitcast <16 x float> %4731 to <8 x i64>
  %4744 = or <8 x i64> %4743, %1169
  %4745 = fcmp oeq <16 x float> %4731, %47
  %4746 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4731, i32 4)
  %4747 = bitcast <8 x i64> %4744 to <16 x float>
  %4748 = select <16 x i1> %4745, <16 x float> %4747, <16 x float> %4746
  br label %4752

4749:                                             ; preds = %4730
  %4750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4734, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4751 = fadd <16 x float> %4731, %4750
  br label %4752

4752:                                             ; preds = %4749, %4742, %4735
  %4753 = phi <16 x float> [ %4751, %4749 ], [ %4748, %4742 ], [ %4741, %4735 ]
  switch i64 %1461, label %534 [
    i64 1, label %4768
    i64 2, label %4761
    i64 3, label %4754
    i64 0, label %4790
  ]

4754:                                             ; preds = %4752
  %4755 = bitcast <16 x float> %4753 to <8 x i64>
  %4756 = and <8 x i64> %4755, %1168
  %4757 = fcmp oeq <16 x float> %4753, %44
  %4758 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4753, i32 4)
  %4759 = bitcast <8 x i64> %4756 to <16 x float>
  %4760 = select <16 x i1> %4757, <16 x float> %4759, <16 x float> %4758
  br label %4771

4761:                                             ; preds = %4752
  %4762 = bitcast <16 x float> %4753 to <8 x i64>
  %4763 = or <8 x i64> %4762, %1169
  %4764 = fcmp oeq <16 x float> %4753, %47
  %4765 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4753, i32 4)
  %4766 = bitcast <8 x i64> %4763 to <16 x float>
  %4767 = select <16 x i1> %4764, <16 x float> %4766, <16 x float> %4765
  br label %4771

4768:                                             ; preds = %4752
  %4769 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4734, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4770 = fadd <16 x float> %4753, %4769
  br label %4771

4771:                                             ; preds = %4768, %4761, %4754
  %4772 = phi <16 x float> [ %4770, %4768 ], [ %4767, %4761 ], [ %4760, %4754 ]
  switch i64 %1463, label %534 [
    i64 1, label %4787
    i64 2, label %4780
    i64 3, label %4773
    i64 0, label %4790
  ]

4773:                                             ; preds = %4771
  %4774 = bitcast <16 x float> %4772 to <8 x i64>
  %4775 = and <8 x i64> %4774, %1168
  %4776 = fcmp oeq <16 x float> %4772, %44
  %4777 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4772, i32 4)
  %4778 = bitcast <8 x i64> %4775 to <16 x float>
  %4779 = select <16 x i1> %4776, <16 x float> %4778, <16 x float> %4777
  br label %4790

4780:                                             ; preds = %4771
  %4781 = bitcast <16 x float> %4772 to <8 x i64>
  %4782 = or <8 x i64> %4781, %1169
  %4783 = fcmp oeq <16 x float> %4772, %47
  %4784 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4772, i32 4)
  %4785 = bitcast <8 x i64> %4782 to <16 x float>
  %4786 = select <16 x i1> %4783, <16 x float> %4785, <16 x float> %4784
  br label %4790

4787:                                             ; preds = %4771
  %4788 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4734, <16 x i1> %1440, <16 x float> zeroinitializer)
  %4789 = fadd <16 x float> %4772, %4788
  br label %4790

4790:                                             ; preds = %4773, %4780, %4787, %4771, %4752, %4730
  %4791 = phi <16 x float> [ %4772, %4771 ], [ %4731, %4730 ], [ %4753, %4752 ], [ %4789, %4787 ], [ %4786, %4780 ], [ %4779, %4773 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4791, ptr align 1 %4732, <16 x i1> %1440)
  br label %8471

4792:                                             ; preds = %2961, %8468
  %4793 = phi i64 [ 0, %2961 ], [ %8469, %8468 ]
  %4794 = sub nsw i64 %1062, %4793
  %4795 = icmp sgt i64 %4794, 7
  %4796 = trunc i64 %4794 to i32
  %4797 = select i1 %4795, i32 8, i32 %4796
  switch i32 %4797, label %8468 [
    i32 1, label %4798
    i32 2, label %4939
    i32 3, label %5192
    i32 4, label %5557
    i32 5, label %6034
    i32 6, label %6623
    i32 7, label %7160
    i32 8, label %7775
  ]

4798:                                             ; preds = %4792
  %4799 = shl nsw i64 %4793, 4
  br i1 %1166, label %4802, label %4800

4800:                                             ; preds = %4798
  %4801 = sub nsw i64 %9, %4799
  br label %4807

4802:                                             ; preds = %4798
  %4803 = sub i64 %4799, %17
  %4804 = mul nsw i64 %4793, %11
  %4805 = getelementptr i16, ptr %1151, i64 %4804
  %4806 = sub nsw i64 %9, %4799
  br label %4820

4807:                                             ; preds = %4835, %4800
  %4808 = phi i64 [ %4801, %4800 ], [ %4806, %4835 ]
  %4809 = phi <16 x float> [ zeroinitializer, %4800 ], [ %4836, %4835 ]
  %4810 = icmp sgt i64 %4808, 15
  %4811 = trunc i64 %4808 to i32
  %4812 = shl nsw i32 -1, %4811
  %4813 = trunc i32 %4812 to i16
  %4814 = xor i16 %4813, -1
  %4815 = select i1 %4810, i16 -1, i16 %4814
  %4816 = getelementptr inbounds nuw float, ptr %2953, i64 %4799
  %4817 = getelementptr inbounds nuw float, ptr %2955, i64 %4799
  %4818 = select i1 %2962, ptr null, ptr %4817
  %4819 = bitcast i16 %4815 to <16 x i1>
  br i1 %1635, label %4880, label %4875

4820:                                             ; preds = %4802, %4835
  %4821 = phi <16 x float> [ zeroinitializer, %4802 ], [ %4836, %4835 ]
  %4822 = phi i64 [ 0, %4802 ], [ %4837, %4835 ]
  %4823 = mul nsw i64 %4822, %14
  %4824 = sub i64 %4823, %16
  %4825 = add i64 %4824, %2970
  %4826 = icmp slt i64 %4825, 0
  %4827 = icmp sge i64 %4825, %6
  %4828 = or i1 %4826, %4827
  %4829 = select i1 %4828, i64 0, i64 %4825
  %4830 = mul nsw i64 %4829, %7
  %4831 = getelementptr inbounds float, ptr %1583, i64 %4830
  br i1 %1167, label %4832, label %4835

4832:                                             ; preds = %4820
  %4833 = mul nuw nsw i64 %4822, %11
  %4834 = getelementptr inbounds nuw float, ptr %1585, i64 %4833
  br label %4839

4835:                                             ; preds = %4866, %4820
  %4836 = phi <16 x float> [ %4821, %4820 ], [ %4872, %4866 ]
  %4837 = add nuw nsw i64 %4822, 1
  %4838 = icmp eq i64 %4837, %10
  br i1 %4838, label %4807, label %4820

4839:                                             ; preds = %4832, %4866
  %4840 = phi <16 x float> [ %4821, %4832 ], [ %4872, %4866 ]
  %4841 = phi i64 [ 0, %4832 ], [ %4873, %4866 ]
  %4842 = getelementptr inbounds nuw float, ptr %4834, i64 %4841
  %4843 = load float, ptr %4842, align 4
  %4844 = insertelement <16 x float> poison, float %4843, i64 0
  %4845 = shufflevector <16 x float> %4844, <16 x float> poison, <16 x i32> zeroinitializer
  %4846 = mul nsw i64 %4841, %15
  %4847 = add i64 %4803, %4846
  %4848 = icmp slt i64 %4847, 0
  %4849 = sub nsw i64 0, %4847
  %4850 = select i1 %4848, i64 %4849, i64 0
  %4851 = sub nsw i64 %7, %4847
  %4852 = call i64 @llvm.smin.i64(i64 %4851, i64 %4806)
  %4853 = call i64 @llvm.smin.i64(i64 %4852, i64 16)
  %4854 = icmp sgt i64 %4853, %4850
  %4855 = trunc i64 %4853 to i32
  %4856 = shl nsw i32 -1, %4855
  %4857 = xor i32 %4856, -1
  %4858 = trunc i64 %4850 to i32
  %4859 = shl nsw i32 -1, %4858
  %4860 = and i32 %4859, %4857
  %4861 = trunc i32 %4860 to i16
  %4862 = select i1 %4854, i16 %4861, i16 0
  br i1 %1176, label %4866, label %4863

4863:                                             ; preds = %4839
  %4864 = getelementptr i16, ptr %4805, i64 %4841
  %4865 = load i16, ptr %4864, align 2
  br label %4866

4866:                                             ; preds = %4839, %4863
  %4867 = phi i16 [ %4865, %4863 ], [ %4862, %4839 ]
  %4868 = select i1 %4828, i16 0, i16 %4867
  %4869 = getelementptr inbounds float, ptr %4831, i64 %4847
  %4870 = bitcast i16 %4868 to <16 x i1>
  %4871 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4869, <16 x i1> %4870, <16 x float> zeroinitializer)
  %4872 = call <16 x float> @llvm.fma.v16f32(<16 x float> %4871, <16 x float> %4845, <16 x float> %4840)
  %4873 = add nuw nsw i64 %4841, 1
  %4874 = icmp eq i64 %4873, %11
  br i1 %4874, label %4835, label %4839

4875:                                             ; preds = %4807
  %4876 = load float, ptr %1586, align 4
  %4877 = insertelement <16 x float> poison, float %4876, i64 0
  %4878 = shufflevector <16 x float> %4877, <16 x float> poison, <16 x i32> zeroinitializer
  %4879 = fadd <16 x float> %4809, %4878
  br label %4880

4880:                                             ; preds = %4875, %4807
  %4881 = phi <16 x float> [ %4879, %4875 ], [ %4809, %4807 ]
  switch i64 %1394, label %534 [
    i64 1, label %4882
    i64 2, label %4885
    i64 3, label %4892
    i64 0, label %4937
  ]

4882:                                             ; preds = %4880
  %4883 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4818, <16 x i1> %4819, <16 x float> zeroinitializer)
  %4884 = fadd <16 x float> %4881, %4883
  br label %4899

4885:                                             ; preds = %4880
  %4886 = bitcast <16 x float> %4881 to <8 x i64>
  %4887 = or <8 x i64> %4886, %1169
  %4888 = fcmp oeq <16 x float> %4881, %47
  %4889 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4881, i32 4)
  %4890 = bitcast <8 x i64> %4887 to <16 x float>
  %4891 = select <16 x i1> %4888, <16 x float> %4890, <16 x float> %4889
  br label %4899

4892:                                             ; preds = %4880
  %4893 = bitcast <16 x float> %4881 to <8 x i64>
  %4894 = and <8 x i64> %4893, %1168
  %4895 = fcmp oeq <16 x float> %4881, %44
  %4896 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4881, i32 4)
  %4897 = bitcast <8 x i64> %4894 to <16 x float>
  %4898 = select <16 x i1> %4895, <16 x float> %4897, <16 x float> %4896
  br label %4899

4899:                                             ; preds = %4892, %4885, %4882
  %4900 = phi <16 x float> [ %4884, %4882 ], [ %4891, %4885 ], [ %4898, %4892 ]
  switch i64 %1396, label %534 [
    i64 1, label %4915
    i64 2, label %4908
    i64 3, label %4901
    i64 0, label %4937
  ]

4901:                                             ; preds = %4899
  %4902 = bitcast <16 x float> %4900 to <8 x i64>
  %4903 = and <8 x i64> %4902, %1168
  %4904 = fcmp oeq <16 x float> %4900, %44
  %4905 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4900, i32 4)
  %4906 = bitcast <8 x i64> %4903 to <16 x float>
  %4907 = select <16 x i1> %4904, <16 x float> %4906, <16 x float> %4905
  br label %4918

4908:                                             ; preds = %4899
  %4909 = bitcast <16 x float> %4900 to <8 x i64>
  %4910 = or <8 x i64> %4909, %1169
  %4911 = fcmp oeq <16 x float> %4900, %47
  %4912 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4900, i32 4)
  %4913 = bitcast <8 x i64> %4910 to <16 x float>
  %4914 = select <16 x i1> %4911, <16 x float> %4913, <16 x float> %4912
  br label %4918

4915:                                             ; preds = %4899
  %4916 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4818, <16 x i1> %4819, <16 x float> zeroinitializer)
  %4917 = fadd <16 x float> %4900, %4916
  br label %4918

4918:                                             ; preds = %4915, %4908, %4901
  %4919 = phi <16 x float> [ %4917, %4915 ], [ %4914, %4908 ], [ %4907, %4901 ]
  switch i64 %1398, label %534 [
    i64 1, label %4934
    i64 2, label %4927
    i64 3, label %4920
    i64 0, label %4937
  ]

4920:                                             ; preds = %4918
  %4921 = bitcast <16 x float> %4919 to <8 x i64>
  %4922 = and <8 x i64> %4921, %1168
  %4923 = fcmp oeq <16 x float> %4919, %44
  %4924 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4919, i32 4)
  %4925 = bitcast <8 x i64> %4922 to <16 x float>
  %4926 = select <16 x i1> %4923, <16 x float> %4925, <16 x float> %4924
  br label %4937

4927:                                             ; preds = %4918
  %4928 = bitcast <16 x float> %4919 to <8 x i64>
  %4929 = or <8 x i64> %4928, %1169
  %4930 = fcmp oeq <16 x float> %4919, %47
  %4931 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4919, i32 4)
  %4932 = bitcast <8 x i64> %4929 to <16 x float>
  %4933 = select <16 x i1> %4930, <16 x float> %4932, <16 x float> %4931
  br label %4937

4934:                                             ; preds = %4918
  %4935 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4818, <16 x i1> %4819, <16 x float> zeroinitializer)
  %4936 = fadd <16 x float> %4919, %4935
  br label %4937

4937:                                             ; preds = %4920, %4927, %4934, %4918, %4899, %4880
  %4938 = phi <16 x float> [ %4919, %4918 ], [ %4881, %4880 ], [ %4900, %4899 ], [ %4936, %4934 ], [ %4933, %4927 ], [ %4926, %4920 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %4938, ptr align 1 %4816, <16 x i1> %4819)
  br label %8468

4939:                                             ; preds = %4792
  br i1 %1166, label %4940, label %5036

4940:                                             ; preds = %4939
  %4941 = shl nsw i64 %4793, 4
  %4942 = mul nuw nsw i64 %4793, %11
  %4943 = sub nsw i64 %9, %4941
  %4944 = or disjoint i64 %4793, 1
  %4945 = shl nsw i64 %4944, 4
  %4946 = mul nuw nsw i64 %4944, %11
  %4947 = sub nsw i64 %9, %4945
  br label %4948

4948:                                             ; preds = %4940, %4964
  %4949 = phi <16 x float> [ zeroinitializer, %4940 ], [ %4965, %4964 ]
  %4950 = phi <16 x float> [ zeroinitializer, %4940 ], [ %4966, %4964 ]
  %4951 = phi i64 [ 0, %4940 ], [ %4967, %4964 ]
  %4952 = mul nsw i64 %4951, %14
  %4953 = sub i64 %4952, %16
  %4954 = add i64 %4953, %2969
  %4955 = icmp slt i64 %4954, 0
  %4956 = icmp sge i64 %4954, %6
  %4957 = or i1 %4955, %4956
  %4958 = select i1 %4957, i64 0, i64 %4954
  %4959 = mul nsw i64 %4958, %7
  %4960 = getelementptr inbounds float, ptr %1583, i64 %4959
  br i1 %1167, label %4961, label %4964

4961:                                             ; preds = %4948
  %4962 = mul nuw nsw i64 %4951, %11
  %4963 = getelementptr inbounds nuw float, ptr %1585, i64 %4962
  br label %4969

4964:                                             ; preds = %5027, %4948
  %4965 = phi <16 x float> [ %4949, %4948 ], [ %5006, %5027 ]
  %4966 = phi <16 x float> [ %4950, %4948 ], [ %5033, %5027 ]
  %4967 = add nuw nsw i64 %4951, 1
  %4968 = icmp eq i64 %4967, %10
  br i1 %4968, label %5036, label %4948

4969:                                             ; preds = %4961, %5027
  %4970 = phi <16 x float> [ %4949, %4961 ], [ %5006, %5027 ]
  %4971 = phi <16 x float> [ %4950, %4961 ], [ %5033, %5027 ]
  %4972 = phi i64 [ 0, %4961 ], [ %5034, %5027 ]
  %4973 = getelementptr inbounds nuw float, ptr %4963, i64 %4972
  %4974 = load float, ptr %4973, align 4
  %4975 = insertelement <16 x float> poison, float %4974, i64 0
  %4976 = shufflevector <16 x float> %4975, <16 x float> poison, <16 x i32> zeroinitializer
  %4977 = mul nsw i64 %4972, %15
  %4978 = sub i64 %4977, %17
  %4979 = getelementptr i16, ptr %1151, i64 %4972
  %4980 = add i64 %4978, %4941
  br i1 %1176, label %4984, label %4981

4981:                                             ; preds = %4969
  %4982 = getelementptr i16, ptr %4979, i64 %4942
  %4983 = load i16, ptr %4982, align 2
  br label %5000

4984:                                             ; preds = %4969
  %4985 = icmp slt i64 %4980, 0
  %4986 = sub nsw i64 0, %4980
  %4987 = select i1 %4985, i64 %4986, i64 0
  %4988 = sub nsw i64 %7, %4980
  %4989 = call i64 @llvm.smin.i64(i64 %4988, i64 %4943)
  %4990 = call i64 @llvm.smin.i64(i64 %4989, i64 16)
  %4991 = icmp sgt i64 %4990, %4987
  %4992 = trunc i64 %4990 to i32
  %4993 = shl nsw i32 -1, %4992
  %4994 = xor i32 %4993, -1
  %4995 = trunc i64 %4987 to i32
  %4996 = shl nsw i32 -1, %4995
  %4997 = and i32 %4996, %4994
  %4998 = trunc i32 %4997 to i16
  %4999 = select i1 %4991, i16 %4998, i16 0
  br label %5000

5000:                                             ; preds = %4984, %4981
  %5001 = phi i16 [ %4983, %4981 ], [ %4999, %4984 ]
  %5002 = select i1 %4957, i16 0, i16 %5001
  %5003 = getelementptr inbounds float, ptr %4960, i64 %4980
  %5004 = bitcast i16 %5002 to <16 x i1>
  %5005 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5003, <16 x i1> %5004, <16 x float> zeroinitializer)
  %5006 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5005, <16 x float> %4976, <16 x float> %4970)
  %5007 = add i64 %4978, %4945
  br i1 %1176, label %5011, label %5008

5008:                                             ; preds = %5000
  %5009 = getelementptr i16, ptr %4979, i64 %4946
  %5010 = load i16, ptr %5009, align 2
  br label %5027

5011:                                             ; preds = %5000
  %5012 = icmp slt i64 %5007, 0
  %5013 = sub nsw i64 0, %5007
  %5014 = select i1 %5012, i64 %5013, i64 0
  %5015 = sub nsw i64 %7, %5007
  %5016 = call i64 @llvm.smin.i64(i64 %5015, i64 %4947)
  %5017 = call i64 @llvm.smin.i64(i64 %5016, i64 16)
  %5018 = icmp sgt i64 %5017, %5014
  %5019 = trunc i64 %5017 to i32
  %5020 = shl nsw i32 -1, %5019
  %5021 = xor i32 %5020, -1
  %5022 = trunc i64 %5014 to i32
  %5023 = shl nsw i32 -1, %5022
  %5024 = and i32 %5023, %5021
  %5025 = trunc i32 %5024 to i16
  %5026 = select i1 %5018, i16 %5025, i16 0
  br label %5027

5027:                                             ; preds = %5011, %5008
  %5028 = phi i16 [ %5010, %5008 ], [ %5026, %5011 ]
  %5029 = select i1 %4957, i16 0, i16 %5028
  %5030 = getelementptr inbounds float, ptr %4960, i64 %5007
  %5031 = bitcast i16 %5029 to <16 x i1>
  %5032 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5030, <16 x i1> %5031, <16 x float> zeroinitializer)
  %5033 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5032, <16 x float> %4976, <16 x float> %4971)
  %5034 = add nuw nsw i64 %4972, 1
  %5035 = icmp eq i64 %5034, %11
  br i1 %5035, label %4964, label %4969

5036:                                             ; preds = %4964, %4939
  %5037 = phi <16 x float> [ zeroinitializer, %4939 ], [ %4965, %4964 ]
  %5038 = phi <16 x float> [ zeroinitializer, %4939 ], [ %4966, %4964 ]
  %5039 = shl nsw i64 %4793, 4
  %5040 = sub nsw i64 %9, %5039
  %5041 = icmp sgt i64 %5040, 15
  %5042 = trunc i64 %5040 to i32
  %5043 = shl nsw i32 -1, %5042
  %5044 = trunc i32 %5043 to i16
  %5045 = xor i16 %5044, -1
  %5046 = select i1 %5041, i16 -1, i16 %5045
  br i1 %1635, label %5052, label %5047

5047:                                             ; preds = %5036
  %5048 = load float, ptr %1586, align 4
  %5049 = insertelement <16 x float> poison, float %5048, i64 0
  %5050 = shufflevector <16 x float> %5049, <16 x float> poison, <16 x i32> zeroinitializer
  %5051 = fadd <16 x float> %5037, %5050
  br label %5052

5052:                                             ; preds = %5047, %5036
  %5053 = phi <16 x float> [ %5051, %5047 ], [ %5037, %5036 ]
  %5054 = getelementptr inbounds nuw float, ptr %2953, i64 %5039
  %5055 = getelementptr inbounds nuw float, ptr %2955, i64 %5039
  %5056 = select i1 %2962, ptr null, ptr %5055
  %5057 = bitcast i16 %5046 to <16 x i1>
  switch i64 %1385, label %534 [
    i64 1, label %5058
    i64 2, label %5061
    i64 3, label %5068
    i64 0, label %5113
  ]

5058:                                             ; preds = %5052
  %5059 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5056, <16 x i1> %5057, <16 x float> zeroinitializer)
  %5060 = fadd <16 x float> %5053, %5059
  br label %5075

5061:                                             ; preds = %5052
  %5062 = bitcast <16 x float> %5053 to <8 x i64>
  %5063 = or <8 x i64> %5062, %1169
  %5064 = fcmp oeq <16 x float> %5053, %47
  %5065 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5053, i32 4)
  %5066 = bitcast <8 x i64> %5063 to <16 x float>
  %5067 = select <16 x i1> %5064, <16 x float> %5066, <16 x float> %5065
  br label %5075

5068:                                             ; preds = %5052
  %5069 = bitcast <16 x float> %5053 to <8 x i64>
  %5070 = and <8 x i64> %5069, %1168
  %5071 = fcmp oeq <16 x float> %5053, %44
  %5072 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5053, i32 4)
  %5073 = bitcast <8 x i64> %5070 to <16 x float>
  %5074 = select <16 x i1> %5071, <16 x float> %5073, <16 x float> %5072
  br label %5075

5075:                                             ; preds = %5068, %5061, %5058
  %5076 = phi <16 x float> [ %5060, %5058 ], [ %5067, %5061 ], [ %5074, %5068 ]
  switch i64 %1387, label %534 [
    i64 1, label %5091
    i64 2, label %5084
    i64 3, label %5077
    i64 0, label %5113
  ]

5077:                                             ; preds = %5075
  %5078 = bitcast <16 x float> %5076 to <8 x i64>
  %5079 = and <8 x i64> %5078, %1168
  %5080 = fcmp oeq <16 x float> %5076, %44
  %5081 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5076, i32 4)
  %5082 = bitcast <8 x i64> %5079 to <16 x float>
  %5083 = select <16 x i1> %5080, <16 x float> %5082, <16 x float> %5081
  br label %5094

5084:                                             ; preds = %5075
  %5085 = bitcast <16 x float> %5076 to <8 x i64>
  %5086 = or <8 x i64> %5085, %1169
  %5087 = fcmp oeq <16 x float> %5076, %47
  %5088 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5076, i32 4)
  %5089 = bitcast <8 x i64> %5086 to <16 x float>
  %5090 = select <16 x i1> %5087, <16 x float> %5089, <16 x float> %5088
  br label %5094

5091:                                             ; preds = %5075
  %5092 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5056, <16 x i1> %5057, <16 x float> zeroinitializer)
  %5093 = fadd <16 x float> %5076, %5092
  br label %5094

5094:                                             ; preds = %5091, %5084, %5077
  %5095 = phi <16 x float> [ %5093, %5091 ], [ %5090, %5084 ], [ %5083, %5077 ]
  switch i64 %1389, label %534 [
    i64 1, label %5110
    i64 2, label %5103
    i64 3, label %5096
    i64 0, label %5113
  ]

5096:                                             ; preds = %5094
  %5097 = bitcast <16 x float> %5095 to <8 x i64>
  %5098 = and <8 x i64> %5097, %1168
  %5099 = fcmp oeq <16 x float> %5095, %44
  %5100 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5095, i32 4)
  %5101 = bitcast <8 x i64> %5098 to <16 x float>
  %5102 = select <16 x i1> %5099, <16 x float> %5101, <16 x float> %5100
  br label %5113

5103:                                             ; preds = %5094
  %5104 = bitcast <16 x float> %5095 to <8 x i64>
  %5105 = or <8 x i64> %5104, %1169
  %5106 = fcmp oeq <16 x float> %5095, %47
  %5107 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5095, i32 4)
  %5108 = bitcast <8 x i64> %5105 to <16 x float>
  %5109 = select <16 x i1> %5106, <16 x float> %5108, <16 x float> %5107
  br label %5113

5110:                                             ; preds = %5094
  %5111 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5056, <16 x i1> %5057, <16 x float> zeroinitializer)
  %5112 = fadd <16 x float> %5095, %5111
  br label %5113

5113:                                             ; preds = %5096, %5103, %5110, %5094, %5075, %5052
  %5114 = phi <16 x float> [ %5095, %5094 ], [ %5053, %5052 ], [ %5076, %5075 ], [ %5112, %5110 ], [ %5109, %5103 ], [ %5102, %5096 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5114, ptr align 1 %5054, <16 x i1> %5057)
  %5115 = shl i64 %4793, 4
  %5116 = or disjoint i64 %5115, 16
  %5117 = sub nsw i64 %9, %5116
  %5118 = icmp sgt i64 %5117, 15
  %5119 = trunc i64 %5117 to i32
  %5120 = shl nsw i32 -1, %5119
  %5121 = trunc i32 %5120 to i16
  %5122 = xor i16 %5121, -1
  %5123 = select i1 %5118, i16 -1, i16 %5122
  br i1 %1635, label %5129, label %5124

5124:                                             ; preds = %5113
  %5125 = load float, ptr %1586, align 4
  %5126 = insertelement <16 x float> poison, float %5125, i64 0
  %5127 = shufflevector <16 x float> %5126, <16 x float> poison, <16 x i32> zeroinitializer
  %5128 = fadd <16 x float> %5038, %5127
  br label %5129

5129:                                             ; preds = %5124, %5113
  %5130 = phi <16 x float> [ %5128, %5124 ], [ %5038, %5113 ]
  %5131 = getelementptr inbounds nuw float, ptr %2953, i64 %5116
  %5132 = getelementptr inbounds nuw float, ptr %2955, i64 %5116
  %5133 = select i1 %2962, ptr null, ptr %5132
  %5134 = bitcast i16 %5123 to <16 x i1>
  switch i64 %1385, label %534 [
    i64 1, label %5149
    i64 2, label %5142
    i64 3, label %5135
    i64 0, label %5190
  ]

5135:                                             ; preds = %5129
  %5136 = bitcast <16 x float> %5130 to <8 x i64>
  %5137 = and <8 x i64> %5136, %1168
  %5138 = fcmp oeq <16 x float> %5130, %44
  %5139 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5130, i32 4)
  %5140 = bitcast <8 x i64> %5137 to <16 x float>
  %5141 = select <16 x i1> %5138, <16 x float> %5140, <16 x float> %5139
  br label %5152

5142:                                             ; preds = %5129
  %5143 = bitcast <16 x float> %5130 to <8 x i64>
  %5144 = or <8 x i64> %5143, %1169
  %5145 = fcmp oeq <16 x float> %5130, %47
  %5146 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5130, i32 4)
  %5147 = bitcast <8 x i64> %5144 to <16 x float>
  %5148 = select <16 x i1> %5145, <16 x float> %5147, <16 x float> %5146
  br label %5152

5149:                                             ; preds = %5129
  %5150 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5133, <16 x i1> %5134, <16 x float> zeroinitializer)
  %5151 = fadd <16 x float> %5130, %5150
  br label %5152

5152:                                             ; preds = %5149, %5142, %5135
  %5153 = phi <16 x float> [ %5151, %5149 ], [ %5148, %5142 ], [ %5141, %5135 ]
  switch i64 %1391, label %534 [
    i64 1, label %5168
    i64 2, label %5161
    i64 3, label %5154
    i64 0, label %5190
  ]

5154:                                             ; preds = %5152
  %5155 = bitcast <16 x float> %5153 to <8 x i64>
  %5156 = and <8 x i64> %5155, %1168
  %5157 = fcmp oeq <16 x float> %5153, %44
  %5158 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5153, i32 4)
  %5159 = bitcast <8 x i64> %5156 to <16 x float>
  %5160 = select <16 x i1> %5157, <16 x float> %5159, <16 x float> %5158
  br label %5171

5161:                                             ; preds = %5152
  %5162 = bitcast <16 x float> %5153 to <8 x i64>
  %5163 = or <8 x i64> %5162, %1169
  %5164 = fcmp oeq <16 x float> %5153, %47
  %5165 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5153, i32 4)
  %5166 = bitcast <8 x i64> %5163 to <16 x float>
  %5167 = select <16 x i1> %5164, <16 x float> %5166, <16 x float> %5165
  br label %5171

5168:                                             ; preds = %5152
  %5169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5133, <16 x i1> %5134, <16 x float> zeroinitializer)
  %5170 = fadd <16 x float> %5153, %5169
  br label %5171

5171:                                             ; preds = %5168, %5161, %5154
  %5172 = phi <16 x float> [ %5170, %5168 ], [ %5167, %5161 ], [ %5160, %5154 ]
  switch i64 %1393, label %534 [
    i64 1, label %5187
    i64 2, label %5180
    i64 3, label %5173
    i64 0, label %5190
  ]

5173:                                             ; preds = %5171
  %5174 = bitcast <16 x float> %5172 to <8 x i64>
  %5175 = and <8 x i64> %5174, %1168
  %5176 = fcmp oeq <16 x float> %5172, %44
  %5177 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5172, i32 4)
  %5178 = bitcast <8 x i64> %5175 to <16 x float>
  %5179 = select <16 x i1> %5176, <16 x float> %5178, <16 x float> %5177
  br label %5190

5180:                                             ; preds = %5171
  %5181 = bitcast <16 x float> %5172 to <8 x i64>
  %5182 = or <8 x i64> %5181, %1169
  %5183 = fcmp oeq <16 x float> %5172, %47
  %5184 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5172, i32 4)
  %5185 = bitcast <8 x i64> %5182 to <16 x float>
  %5186 = select <16 x i1> %5183, <16 x float> %5185, <16 x float> %5184
  br label %5190

5187:                                             ; preds = %5171
  %5188 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5133, <16 x i1> %5134, <16 x float> zeroinitializer)
  %5189 = fadd <16 x float> %5172, %5188
  br label %5190

5190:                                             ; preds = %5173, %5180, %5187, %5171, %5152, %5129
  %5191 = phi <16 x float> [ %5172, %5171 ], [ %5130, %5129 ], [ %5153, %5152 ], [ %5189, %5187 ], [ %5186, %5180 ], [ %5179, %5173 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5191, ptr nonnull align 1 %5131, <16 x i1> %5134)
  br label %8468

5192:                                             ; preds = %4792
  br i1 %1166, label %5193, label %5323

5193:                                             ; preds = %5192
  %5194 = shl nsw i64 %4793, 4
  %5195 = mul nuw nsw i64 %4793, %11
  %5196 = sub nsw i64 %9, %5194
  %5197 = or disjoint i64 %4793, 1
  %5198 = shl nsw i64 %5197, 4
  %5199 = mul nuw nsw i64 %5197, %11
  %5200 = sub nsw i64 %9, %5198
  %5201 = or disjoint i64 %4793, 2
  %5202 = shl nsw i64 %5201, 4
  %5203 = mul nuw nsw i64 %5201, %11
  %5204 = sub nsw i64 %9, %5202
  br label %5205

5205:                                             ; preds = %5193, %5222
  %5206 = phi <16 x float> [ zeroinitializer, %5193 ], [ %5223, %5222 ]
  %5207 = phi <16 x float> [ zeroinitializer, %5193 ], [ %5224, %5222 ]
  %5208 = phi <16 x float> [ zeroinitializer, %5193 ], [ %5225, %5222 ]
  %5209 = phi i64 [ 0, %5193 ], [ %5226, %5222 ]
  %5210 = mul nsw i64 %5209, %14
  %5211 = sub i64 %5210, %16
  %5212 = add i64 %5211, %2968
  %5213 = icmp slt i64 %5212, 0
  %5214 = icmp sge i64 %5212, %6
  %5215 = or i1 %5213, %5214
  %5216 = select i1 %5215, i64 0, i64 %5212
  %5217 = mul nsw i64 %5216, %7
  %5218 = getelementptr inbounds float, ptr %1583, i64 %5217
  br i1 %1167, label %5219, label %5222

5219:                                             ; preds = %5205
  %5220 = mul nuw nsw i64 %5209, %11
  %5221 = getelementptr inbounds nuw float, ptr %1585, i64 %5220
  br label %5228

5222:                                             ; preds = %5314, %5205
  %5223 = phi <16 x float> [ %5206, %5205 ], [ %5266, %5314 ]
  %5224 = phi <16 x float> [ %5207, %5205 ], [ %5293, %5314 ]
  %5225 = phi <16 x float> [ %5208, %5205 ], [ %5320, %5314 ]
  %5226 = add nuw nsw i64 %5209, 1
  %5227 = icmp eq i64 %5226, %10
  br i1 %5227, label %5323, label %5205

5228:                                             ; preds = %5219, %5314
  %5229 = phi <16 x float> [ %5206, %5219 ], [ %5266, %5314 ]
  %5230 = phi <16 x float> [ %5207, %5219 ], [ %5293, %5314 ]
  %5231 = phi <16 x float> [ %5208, %5219 ], [ %5320, %5314 ]
  %5232 = phi i64 [ 0, %5219 ], [ %5321, %5314 ]
  %5233 = getelementptr inbounds nuw float, ptr %5221, i64 %5232
  %5234 = load float, ptr %5233, align 4
  %5235 = insertelement <16 x float> poison, float %5234, i64 0
  %5236 = shufflevector <16 x float> %5235, <16 x float> poison, <16 x i32> zeroinitializer
  %5237 = mul nsw i64 %5232, %15
  %5238 = sub i64 %5237, %17
  %5239 = getelementptr i16, ptr %1151, i64 %5232
  %5240 = add i64 %5238, %5194
  br i1 %1176, label %5244, label %5241

5241:                                             ; preds = %5228
  %5242 = getelementptr i16, ptr %5239, i64 %5195
  %5243 = load i16, ptr %5242, align 2
  br label %5260

5244:                                             ; preds = %5228
  %5245 = icmp slt i64 %5240, 0
  %5246 = sub nsw i64 0, %5240
  %5247 = select i1 %5245, i64 %5246, i64 0
  %5248 = sub nsw i64 %7, %5240
  %5249 = call i64 @llvm.smin.i64(i64 %5248, i64 %5196)
  %5250 = call i64 @llvm.smin.i64(i64 %5249, i64 16)
  %5251 = icmp sgt i64 %5250, %5247
  %5252 = trunc i64 %5250 to i32
  %5253 = shl nsw i32 -1, %5252
  %5254 = xor i32 %5253, -1
  %5255 = trunc i64 %5247 to i32
  %5256 = shl nsw i32 -1, %5255
  %5257 = and i32 %5256, %5254
  %5258 = trunc i32 %5257 to i16
  %5259 = select i1 %5251, i16 %5258, i16 0
  br label %5260

5260:                                             ; preds = %5244, %5241
  %5261 = phi i16 [ %5243, %5241 ], [ %5259, %5244 ]
  %5262 = select i1 %5215, i16 0, i16 %5261
  %5263 = getelementptr inbounds float, ptr %5218, i64 %5240
  %5264 = bitcast i16 %5262 to <16 x i1>
  %5265 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5263, <16 x i1> %5264, <16 x float> zeroinitializer)
  %5266 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5265, <16 x float> %5236, <16 x float> %5229)
  %5267 = add i64 %5238, %5198
  br i1 %1176, label %5271, label %5268

5268:                                             ; preds = %5260
  %5269 = getelementptr i16, ptr %5239, i64 %5199
  %5270 = load i16, ptr %5269, align 2
  br label %5287

5271:                                             ; preds = %5260
  %5272 = icmp slt i64 %5267, 0
  %5273 = sub nsw i64 0, %5267
  %5274 = select i1 %5272, i64 %5273, i64 0
  %5275 = sub nsw i64 %7, %5267
  %5276 = call i64 @llvm.smin.i64(i64 %5275, i64 %5200)
  %5277 = call i64 @llvm.smin.i64(i64 %5276, i64 16)
  %5278 = icmp sgt i64 %5277, %5274
  %5279 = trunc i64 %5277 to i32
  %5280 = shl nsw i32 -1, %5279
  %5281 = xor i32 %5280, -1
  %5282 = trunc i64 %5274 to i32
  %5283 = shl nsw i32 -1, %5282
  %5284 = and i32 %5283, %5281
  %5285 = trunc i32 %5284 to i16
  %5286 = select i1 %5278, i16 %5285, i16 0
  br label %5287

5287:                                             ; preds = %5271, %5268
  %5288 = phi i16 [ %5270, %5268 ], [ %5286, %5271 ]
  %5289 = select i1 %5215, i16 0, i16 %5288
  %5290 = getelementptr inbounds float, ptr %5218, i64 %5267
  %5291 = bitcast i16 %5289 to <16 x i1>
  %5292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5290, <16 x i1> %5291, <16 x float> zeroinitializer)
  %5293 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5292, <16 x float> %5236, <16 x float> %5230)
  %5294 = add i64 %5238, %5202
  br i1 %1176, label %5298, label %5295

5295:                                             ; preds = %5287
  %5296 = getelementptr i16, ptr %5239, i64 %5203
  %5297 = load i16, ptr %5296, align 2
  br label %5314

5298:                                             ; preds = %5287
  %5299 = icmp slt i64 %5294, 0
  %5300 = sub nsw i64 0, %5294
  %5301 = select i1 %5299, i64 %5300, i64 0
  %5302 = sub nsw i64 %7, %5294
  %5303 = call i64 @llvm.smin.i64(i64 %5302, i64 %5204)
  %5304 = call i64 @llvm.smin.i64(i64 %5303, i64 16)
  %5305 = icmp sgt i64 %5304, %5301
  %5306 = trunc i64 %5304 to i32
  %5307 = shl nsw i32 -1, %5306
  %5308 = xor i32 %5307, -1
  %5309 = trunc i64 %5301 to i32
  %5310 = shl nsw i32 -1, %5309
  %5311 = and i32 %5310, %5308
  %5312 = trunc i32 %5311 to i16
  %5313 = select i1 %5305, i16 %5312, i16 0
  br label %5314

5314:                                             ; preds = %5298, %5295
  %5315 = phi i16 [ %5297, %5295 ], [ %5313, %5298 ]
  %5316 = select i1 %5215, i16 0, i16 %5315
  %5317 = getelementptr inbounds float, ptr %5218, i64 %5294
  %5318 = bitcast i16 %5316 to <16 x i1>
  %5319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5317, <16 x i1> %5318, <16 x float> zeroinitializer)
  %5320 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5319, <16 x float> %5236, <16 x float> %5231)
  %5321 = add nuw nsw i64 %5232, 1
  %5322 = icmp eq i64 %5321, %11
  br i1 %5322, label %5222, label %5228

5323:                                             ; preds = %5222, %5192
  %5324 = phi <16 x float> [ zeroinitializer, %5192 ], [ %5223, %5222 ]
  %5325 = phi <16 x float> [ zeroinitializer, %5192 ], [ %5224, %5222 ]
  %5326 = phi <16 x float> [ zeroinitializer, %5192 ], [ %5225, %5222 ]
  %5327 = shl nsw i64 %4793, 4
  %5328 = sub nsw i64 %9, %5327
  %5329 = icmp sgt i64 %5328, 15
  %5330 = trunc i64 %5328 to i32
  %5331 = shl nsw i32 -1, %5330
  %5332 = trunc i32 %5331 to i16
  %5333 = xor i16 %5332, -1
  %5334 = select i1 %5329, i16 -1, i16 %5333
  br i1 %1635, label %5340, label %5335

5335:                                             ; preds = %5323
  %5336 = load float, ptr %1586, align 4
  %5337 = insertelement <16 x float> poison, float %5336, i64 0
  %5338 = shufflevector <16 x float> %5337, <16 x float> poison, <16 x i32> zeroinitializer
  %5339 = fadd <16 x float> %5324, %5338
  br label %5340

5340:                                             ; preds = %5335, %5323
  %5341 = phi <16 x float> [ %5339, %5335 ], [ %5324, %5323 ]
  %5342 = getelementptr inbounds nuw float, ptr %2953, i64 %5327
  %5343 = getelementptr inbounds nuw float, ptr %2955, i64 %5327
  %5344 = select i1 %2962, ptr null, ptr %5343
  %5345 = bitcast i16 %5334 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5346
    i64 2, label %5349
    i64 3, label %5356
    i64 0, label %5401
  ]

5346:                                             ; preds = %5340
  %5347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5344, <16 x i1> %5345, <16 x float> zeroinitializer)
  %5348 = fadd <16 x float> %5341, %5347
  br label %5363

5349:                                             ; preds = %5340
  %5350 = bitcast <16 x float> %5341 to <8 x i64>
  %5351 = or <8 x i64> %5350, %1169
  %5352 = fcmp oeq <16 x float> %5341, %47
  %5353 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5341, i32 4)
  %5354 = bitcast <8 x i64> %5351 to <16 x float>
  %5355 = select <16 x i1> %5352, <16 x float> %5354, <16 x float> %5353
  br label %5363

5356:                                             ; preds = %5340
  %5357 = bitcast <16 x float> %5341 to <8 x i64>
  %5358 = and <8 x i64> %5357, %1168
  %5359 = fcmp oeq <16 x float> %5341, %44
  %5360 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5341, i32 4)
  %5361 = bitcast <8 x i64> %5358 to <16 x float>
  %5362 = select <16 x i1> %5359, <16 x float> %5361, <16 x float> %5360
  br label %5363

5363:                                             ; preds = %5356, %5349, %5346
  %5364 = phi <16 x float> [ %5348, %5346 ], [ %5355, %5349 ], [ %5362, %5356 ]
  switch i64 %1374, label %534 [
    i64 1, label %5379
    i64 2, label %5372
    i64 3, label %5365
    i64 0, label %5401
  ]

5365:                                             ; preds = %5363
  %5366 = bitcast <16 x float> %5364 to <8 x i64>
  %5367 = and <8 x i64> %5366, %1168
  %5368 = fcmp oeq <16 x float> %5364, %44
  %5369 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5364, i32 4)
  %5370 = bitcast <8 x i64> %5367 to <16 x float>
  %5371 = select <16 x i1> %5368, <16 x float> %5370, <16 x float> %5369
  br label %5382

5372:                                             ; preds = %5363
  %5373 = bitcast <16 x float> %5364 to <8 x i64>
  %5374 = or <8 x i64> %5373, %1169
  %5375 = fcmp oeq <16 x float> %5364, %47
  %5376 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5364, i32 4)
  %5377 = bitcast <8 x i64> %5374 to <16 x float>
  %5378 = select <16 x i1> %5375, <16 x float> %5377, <16 x float> %5376
  br label %5382

5379:                                             ; preds = %5363
  %5380 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5344, <16 x i1> %5345, <16 x float> zeroinitializer)
  %5381 = fadd <16 x float> %5364, %5380
  br label %5382

5382:                                             ; preds = %5379, %5372, %5365
  %5383 = phi <16 x float> [ %5381, %5379 ], [ %5378, %5372 ], [ %5371, %5365 ]
  switch i64 %1376, label %534 [
    i64 1, label %5398
    i64 2, label %5391
    i64 3, label %5384
    i64 0, label %5401
  ]

5384:                                             ; preds = %5382
  %5385 = bitcast <16 x float> %5383 to <8 x i64>
  %5386 = and <8 x i64> %5385, %1168
  %5387 = fcmp oeq <16 x float> %5383, %44
  %5388 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5383, i32 4)
  %5389 = bitcast <8 x i64> %5386 to <16 x float>
  %5390 = select <16 x i1> %5387, <16 x float> %5389, <16 x float> %5388
  br label %5401

5391:                                             ; preds = %5382
  %5392 = bitcast <16 x float> %5383 to <8 x i64>
  %5393 = or <8 x i64> %5392, %1169
  %5394 = fcmp oeq <16 x float> %5383, %47
  %5395 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5383, i32 4)
  %5396 = bitcast <8 x i64> %5393 to <16 x float>
  %5397 = select <16 x i1> %5394, <16 x float> %5396, <16 x float> %5395
  br label %5401

5398:                                             ; preds = %5382
  %5399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5344, <16 x i1> %5345, <16 x float> zeroinitializer)
  %5400 = fadd <16 x float> %5383, %5399
  br label %5401

5401:                                             ; preds = %5384, %5391, %5398, %5382, %5363, %5340
  %5402 = phi <16 x float> [ %5383, %5382 ], [ %5341, %5340 ], [ %5364, %5363 ], [ %5400, %5398 ], [ %5397, %5391 ], [ %5390, %5384 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5402, ptr align 1 %5342, <16 x i1> %5345)
  %5403 = shl i64 %4793, 4
  %5404 = or disjoint i64 %5403, 16
  %5405 = sub nsw i64 %9, %5404
  %5406 = icmp sgt i64 %5405, 15
  %5407 = trunc i64 %5405 to i32
  %5408 = shl nsw i32 -1, %5407
  %5409 = trunc i32 %5408 to i16
  %5410 = xor i16 %5409, -1
  %5411 = select i1 %5406, i16 -1, i16 %5410
  br i1 %1635, label %5417, label %5412

5412:                                             ; preds = %5401
  %5413 = load float, ptr %1586, align 4
  %5414 = insertelement <16 x float> poison, float %5413, i64 0
  %5415 = shufflevector <16 x float> %5414, <16 x float> poison, <16 x i32> zeroinitializer
  %5416 = fadd <16 x float> %5325, %5415
  br label %5417

5417:                                             ; preds = %5412, %5401
  %5418 = phi <16 x float> [ %5416, %5412 ], [ %5325, %5401 ]
  %5419 = getelementptr inbounds nuw float, ptr %2953, i64 %5404
  %5420 = getelementptr inbounds nuw float, ptr %2955, i64 %5404
  %5421 = select i1 %2962, ptr null, ptr %5420
  %5422 = bitcast i16 %5411 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5437
    i64 2, label %5430
    i64 3, label %5423
    i64 0, label %5478
  ]

5423:                                             ; preds = %5417
  %5424 = bitcast <16 x float> %5418 to <8 x i64>
  %5425 = and <8 x i64> %5424, %1168
  %5426 = fcmp oeq <16 x float> %5418, %44
  %5427 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5418, i32 4)
  %5428 = bitcast <8 x i64> %5425 to <16 x float>
  %5429 = select <16 x i1> %5426, <16 x float> %5428, <16 x float> %5427
  br label %5440

5430:                                             ; preds = %5417
  %5431 = bitcast <16 x float> %5418 to <8 x i64>
  %5432 = or <8 x i64> %5431, %1169
  %5433 = fcmp oeq <16 x float> %5418, %47
  %5434 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5418, i32 4)
  %5435 = bitcast <8 x i64> %5432 to <16 x float>
  %5436 = select <16 x i1> %5433, <16 x float> %5435, <16 x float> %5434
  br label %5440

5437:                                             ; preds = %5417
  %5438 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5421, <16 x i1> %5422, <16 x float> zeroinitializer)
  %5439 = fadd <16 x float> %5418, %5438
  br label %5440

5440:                                             ; preds = %5437, %5430, %5423
  %5441 = phi <16 x float> [ %5439, %5437 ], [ %5436, %5430 ], [ %5429, %5423 ]
  switch i64 %1378, label %534 [
    i64 1, label %5456
    i64 2, label %5449
    i64 3, label %5442
    i64 0, label %5478
  ]

5442:                                             ; preds = %5440
  %5443 = bitcast <16 x float> %5441 to <8 x i64>
  %5444 = and <8 x i64> %5443, %1168
  %5445 = fcmp oeq <16 x float> %5441, %44
  %5446 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5441, i32 4)
  %5447 = bitcast <8 x i64> %5444 to <16 x float>
  %5448 = select <16 x i1> %5445, <16 x float> %5447, <16 x float> %5446
  br label %5459

5449:                                             ; preds = %5440
  %5450 = bitcast <16 x float> %5441 to <8 x i64>
  %5451 = or <8 x i64> %5450, %1169
  %5452 = fcmp oeq <16 x float> %5441, %47
  %5453 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5441, i32 4)
  %5454 = bitcast <8 x i64> %5451 to <16 x float>
  %5455 = select <16 x i1> %5452, <16 x float> %5454, <16 x float> %5453
  br label %5459

5456:                                             ; preds = %5440
  %5457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5421, <16 x i1> %5422, <16 x float> zeroinitializer)
  %5458 = fadd <16 x float> %5441, %5457
  br label %5459

5459:                                             ; preds = %5456, %5449, %5442
  %5460 = phi <16 x float> [ %5458, %5456 ], [ %5455, %5449 ], [ %5448, %5442 ]
  switch i64 %1380, label %534 [
    i64 1, label %5475
    i64 2, label %5468
    i64 3, label %5461
    i64 0, label %5478
  ]

5461:                                             ; preds = %5459
  %5462 = bitcast <16 x float> %5460 to <8 x i64>
  %5463 = and <8 x i64> %5462, %1168
  %5464 = fcmp oeq <16 x float> %5460, %44
  %5465 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5460, i32 4)
  %5466 = bitcast <8 x i64> %5463 to <16 x float>
  %5467 = select <16 x i1> %5464, <16 x float> %5466, <16 x float> %5465
  br label %5478

5468:                                             ; preds = %5459
  %5469 = bitcast <16 x float> %5460 to <8 x i64>
  %5470 = or <8 x i64> %5469, %1169
  %5471 = fcmp oeq <16 x float> %5460, %47
  %5472 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5460, i32 4)
  %5473 = bitcast <8 x i64> %5470 to <16 x float>
  %5474 = select <16 x i1> %5471, <16 x float> %5473, <16 x float> %5472
  br label %5478

5475:                                             ; preds = %5459
  %5476 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5421, <16 x i1> %5422, <16 x float> zeroinitializer)
  %5477 = fadd <16 x float> %5460, %5476
  br label %5478

5478:                                             ; preds = %5461, %5468, %5475, %5459, %5440, %5417
  %5479 = phi <16 x float> [ %5460, %5459 ], [ %5418, %5417 ], [ %5441, %5440 ], [ %5477, %5475 ], [ %5474, %5468 ], [ %5467, %5461 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5479, ptr nonnull align 1 %5419, <16 x i1> %5422)
  %5480 = shl i64 %4793, 4
  %5481 = or disjoint i64 %5480, 32
  %5482 = sub nsw i64 %9, %5481
  %5483 = icmp sgt i64 %5482, 15
  %5484 = trunc i64 %5482 to i32
  %5485 = shl nsw i32 -1, %5484
  %5486 = trunc i32 %5485 to i16
  %5487 = xor i16 %5486, -1
  %5488 = select i1 %5483, i16 -1, i16 %5487
  br i1 %1635, label %5494, label %5489

5489:                                             ; preds = %5478
  %5490 = load float, ptr %1586, align 4
  %5491 = insertelement <16 x float> poison, float %5490, i64 0
  %5492 = shufflevector <16 x float> %5491, <16 x float> poison, <16 x i32> zeroinitializer
  %5493 = fadd <16 x float> %5326, %5492
  br label %5494

5494:                                             ; preds = %5489, %5478
  %5495 = phi <16 x float> [ %5493, %5489 ], [ %5326, %5478 ]
  %5496 = getelementptr inbounds nuw float, ptr %2953, i64 %5481
  %5497 = getelementptr inbounds nuw float, ptr %2955, i64 %5481
  %5498 = select i1 %2962, ptr null, ptr %5497
  %5499 = bitcast i16 %5488 to <16 x i1>
  switch i64 %1372, label %534 [
    i64 1, label %5514
    i64 2, label %5507
    i64 3, label %5500
    i64 0, label %5555
  ]

5500:                                             ; preds = %5494
  %5501 = bitcast <16 x float> %5495 to <8 x i64>
  %5502 = and <8 x i64> %5501, %1168
  %5503 = fcmp oeq <16 x float> %5495, %44
  %5504 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5495, i32 4)
  %5505 = bitcast <8 x i64> %5502 to <16 x float>
  %5506 = select <16 x i1> %5503, <16 x float> %5505, <16 x float> %5504
  br label %5517

5507:                                             ; preds = %5494
  %5508 = bitcast <16 x float> %5495 to <8 x i64>
  %5509 = or <8 x i64> %5508, %1169
  %5510 = fcmp oeq <16 x float> %5495, %47
  %5511 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5495, i32 4)
  %5512 = bitcast <8 x i64> %5509 to <16 x float>
  %5513 = select <16 x i1> %5510, <16 x float> %5512, <16 x float> %5511
  br label %5517

5514:                                             ; preds = %5494
  %5515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5498, <16 x i1> %5499, <16 x float> zeroinitializer)
  %5516 = fadd <16 x float> %5495, %5515
  br label %5517

5517:                                             ; preds = %5514, %5507, %5500
  %5518 = phi <16 x float> [ %5516, %5514 ], [ %5513, %5507 ], [ %5506, %5500 ]
  switch i64 %1382, label %534 [
    i64 1, label %5533
    i64 2, label %5526
    i64 3, label %5519
    i64 0, label %5555
  ]

5519:                                             ; preds = %5517
  %5520 = bitcast <16 x float> %5518 to <8 x i64>
  %5521 = and <8 x i64> %5520, %1168
  %5522 = fcmp oeq <16 x float> %5518, %44
  %5523 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5518, i32 4)
  %5524 = bitcast <8 x i64> %5521 to <16 x float>
  %5525 = select <16 x i1> %5522, <16 x float> %5524, <16 x float> %5523
  br label %5536

5526:                                             ; preds = %5517
  %5527 = bitcast <16 x float> %5518 to <8 x i64>
  %5528 = or <8 x i64> %5527, %1169
  %5529 = fcmp oeq <16 x float> %5518, %47
  %5530 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5518, i32 4)
  %5531 = bitcast <8 x i64> %5528 to <16 x float>
  %5532 = select <16 x i1> %5529, <16 x float> %5531, <16 x float> %5530
  br label %5536

5533:                                             ; preds = %5517
  %5534 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5498, <16 x i1> %5499, <16 x float> zeroinitializer)
  %5535 = fadd <16 x float> %5518, %5534
  br label %5536

5536:                                             ; preds = %5533, %5526, %5519
  %5537 = phi <16 x float> [ %5535, %5533 ], [ %5532, %5526 ], [ %5525, %5519 ]
  switch i64 %1384, label %534 [
    i64 1, label %5552
    i64 2, label %5545
    i64 3, label %5538
    i64 0, label %5555
  ]

5538:                                             ; preds = %5536
  %5539 = bitcast <16 x float> %5537 to <8 x i64>
  %5540 = and <8 x i64> %5539, %1168
  %5541 = fcmp oeq <16 x float> %5537, %44
  %5542 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5537, i32 4)
  %5543 = bitcast <8 x i64> %5540 to <16 x float>
  %5544 = select <16 x i1> %5541, <16 x float> %5543, <16 x float> %5542
  br label %5555

5545:                                             ; preds = %5536
  %5546 = bitcast <16 x float> %5537 to <8 x i64>
  %5547 = or <8 x i64> %5546, %1169
  %5548 = fcmp oeq <16 x float> %5537, %47
  %5549 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5537, i32 4)
  %5550 = bitcast <8 x i64> %5547 to <16 x float>
  %5551 = select <16 x i1> %5548, <16 x float> %5550, <16 x float> %5549
  br label %5555

5552:                                             ; preds = %5536
  %5553 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5498, <16 x i1> %5499, <16 x float> zeroinitializer)
  %5554 = fadd <16 x float> %5537, %5553
  br label %5555

5555:                                             ; preds = %5538, %5545, %5552, %5536, %5517, %5494
  %5556 = phi <16 x float> [ %5537, %5536 ], [ %5495, %5494 ], [ %5518, %5517 ], [ %5554, %5552 ], [ %5551, %5545 ], [ %5544, %5538 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5556, ptr nonnull align 1 %5496, <16 x i1> %5499)
  br label %8468

5557:                                             ; preds = %4792
  br i1 %1166, label %5558, label %5722

5558:                                             ; preds = %5557
  %5559 = shl nsw i64 %4793, 4
  %5560 = mul nuw nsw i64 %4793, %11
  %5561 = sub nsw i64 %9, %5559
  %5562 = or disjoint i64 %4793, 1
  %5563 = shl nsw i64 %5562, 4
  %5564 = mul nuw nsw i64 %5562, %11
  %5565 = sub nsw i64 %9, %5563
  %5566 = or disjoint i64 %4793, 2
  %5567 = shl nsw i64 %5566, 4
  %5568 = mul nuw nsw i64 %5566, %11
  %5569 = sub nsw i64 %9, %5567
  %5570 = or disjoint i64 %4793, 3
  %5571 = shl nsw i64 %5570, 4
  %5572 = mul nuw nsw i64 %5570, %11
  %5573 = sub nsw i64 %9, %5571
  br label %5574

5574:                                             ; preds = %5558, %5592
  %5575 = phi <16 x float> [ zeroinitializer, %5558 ], [ %5593, %5592 ]
  %5576 = phi <16 x float> [ zeroinitializer, %5558 ], [ %5594, %5592 ]
  %5577 = phi <16 x float> [ zeroinitializer, %5558 ], [ %5595, %5592 ]
  %5578 = phi <16 x float> [ zeroinitializer, %5558 ], [ %5596, %5592 ]
  %5579 = phi i64 [ 0, %5558 ], [ %5597, %5592 ]
  %5580 = mul nsw i64 %5579, %14
  %5581 = sub i64 %5580, %16
  %5582 = add i64 %5581, %2967
  %5583 = icmp slt i64 %5582, 0
  %5584 = icmp sge i64 %5582, %6
  %5585 = or i1 %5583, %5584
  %5586 = select i1 %5585, i64 0, i64 %5582
  %5587 = mul nsw i64 %5586, %7
  %5588 = getelementptr inbounds float, ptr %1583, i64 %5587
  br i1 %1167, label %5589, label %5592

5589:                                             ; preds = %5574
  %5590 = mul nuw nsw i64 %5579, %11
  %5591 = getelementptr inbounds nuw float, ptr %1585, i64 %5590
  br label %5599

5592:                                             ; preds = %5713, %5574
  %5593 = phi <16 x float> [ %5575, %5574 ], [ %5638, %5713 ]
  %5594 = phi <16 x float> [ %5576, %5574 ], [ %5665, %5713 ]
  %5595 = phi <16 x float> [ %5577, %5574 ], [ %5692, %5713 ]
  %5596 = phi <16 x float> [ %5578, %5574 ], [ %5719, %5713 ]
  %5597 = add nuw nsw i64 %5579, 1
  %5598 = icmp eq i64 %5597, %10
  br i1 %5598, label %5722, label %5574

5599:                                             ; preds = %5589, %5713
  %5600 = phi <16 x float> [ %5575, %5589 ], [ %5638, %5713 ]
  %5601 = phi <16 x float> [ %5576, %5589 ], [ %5665, %5713 ]
  %5602 = phi <16 x float> [ %5577, %5589 ], [ %5692, %5713 ]
  %5603 = phi <16 x float> [ %5578, %5589 ], [ %5719, %5713 ]
  %5604 = phi i64 [ 0, %5589 ], [ %5720, %5713 ]
  %5605 = getelementptr inbounds nuw float, ptr %5591, i64 %5604
  %5606 = load float, ptr %5605, align 4
  %5607 = insertelement <16 x float> poison, float %5606, i64 0
  %5608 = shufflevector <16 x float> %5607, <16 x float> poison, <16 x i32> zeroinitializer
  %5609 = mul nsw i64 %5604, %15
  %5610 = sub i64 %5609, %17
  %5611 = getelementptr i16, ptr %1151, i64 %5604
  %5612 = add i64 %5610, %5559
  br i1 %1176, label %5616, label %5613

5613:                                             ; preds = %5599
  %5614 = getelementptr i16, ptr %5611, i64 %5560
  %5615 = load i16, ptr %5614, align 2
  br label %5632

5616:                                             ; preds = %5599
  %5617 = icmp slt i64 %5612, 0
  %5618 = sub nsw i64 0, %5612
  %5619 = select i1 %5617, i64 %5618, i64 0
  %5620 = sub nsw i64 %7, %5612
  %5621 = call i64 @llvm.smin.i64(i64 %5620, i64 %5561)
  %5622 = call i64 @llvm.smin.i64(i64 %5621, i64 16)
  %5623 = icmp sgt i64 %5622, %5619
  %5624 = trunc i64 %5622 to i32
  %5625 = shl nsw i32 -1, %5624
  %5626 = xor i32 %5625, -1
  %5627 = trunc i64 %5619 to i32
  %5628 = shl nsw i32 -1, %5627
  %5629 = and i32 %5628, %5626
  %5630 = trunc i32 %5629 to i16
  %5631 = select i1 %5623, i16 %5630, i16 0
  br label %5632

5632:                                             ; preds = %5616, %5613
  %5633 = phi i16 [ %5615, %5613 ], [ %5631, %5616 ]
  %5634 = select i1 %5585, i16 0, i16 %5633
  %5635 = getelementptr inbounds float, ptr %5588, i64 %5612
  %5636 = bitcast i16 %5634 to <16 x i1>
  %5637 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5635, <16 x i1> %5636, <16 x float> zeroinitializer)
  %5638 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5637, <16 x float> %5608, <16 x float> %5600)
  %5639 = add i64 %5610, %5563
  br i1 %1176, label %5643, label %5640

5640:                                             ; preds = %5632
  %5641 = getelementptr i16, ptr %5611, i64 %5564
  %5642 = load i16, ptr %5641, align 2
  br label %5659

5643:                                             ; preds = %5632
  %5644 = icmp slt i64 %5639, 0
  %5645 = sub nsw i64 0, %5639
  %5646 = select i1 %5644, i64 %5645, i64 0
  %5647 = sub nsw i64 %7, %5639
  %5648 = call i64 @llvm.smin.i64(i64 %5647, i64 %5565)
  %5649 = call i64 @llvm.smin.i64(i64 %5648, i64 16)
  %5650 = icmp sgt i64 %5649, %5646
  %5651 = trunc i64 %5649 to i32
  %5652 = shl nsw i32 -1, %5651
  %5653 = xor i32 %5652, -1
  %5654 = trunc i64 %5646 to i32
  %5655 = shl nsw i32 -1, %5654
  %5656 = and i32 %5655, %5653
  %5657 = trunc i32 %5656 to i16
  %5658 = select i1 %5650, i16 %5657, i16 0
  br label %5659

5659:                                             ; preds = %5643, %5640
  %5660 = phi i16 [ %5642, %5640 ], [ %5658, %5643 ]
  %5661 = select i1 %5585, i16 0, i16 %5660
  %5662 = getelementptr inbounds float, ptr %5588, i64 %5639
  %5663 = bitcast i16 %5661 to <16 x i1>
  %5664 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5662, <16 x i1> %5663, <16 x float> zeroinitializer)
  %5665 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5664, <16 x float> %5608, <16 x float> %5601)
  %5666 = add i64 %5610, %5567
  br i1 %1176, label %5670, label %5667

5667:                                             ; preds = %5659
  %5668 = getelementptr i16, ptr %5611, i64 %5568
  %5669 = load i16, ptr %5668, align 2
  br label %5686

5670:                                             ; preds = %5659
  %5671 = icmp slt i64 %5666, 0
  %5672 = sub nsw i64 0, %5666
  %5673 = select i1 %5671, i64 %5672, i64 0
  %5674 = sub nsw i64 %7, %5666
  %5675 = call i64 @llvm.smin.i64(i64 %5674, i64 %5569)
  %5676 = call i64 @llvm.smin.i64(i64 %5675, i64 16)
  %5677 = icmp sgt i64 %5676, %5673
  %5678 = trunc i64 %5676 to i32
  %5679 = shl nsw i32 -1, %5678
  %5680 = xor i32 %5679, -1
  %5681 = trunc i64 %5673 to i32
  %5682 = shl nsw i32 -1, %5681
  %5683 = and i32 %5682, %5680
  %5684 = trunc i32 %5683 to i16
  %5685 = select i1 %5677, i16 %5684, i16 0
  br label %5686

5686:                                             ; preds = %5670, %5667
  %5687 = phi i16 [ %5669, %5667 ], [ %5685, %5670 ]
  %5688 = select i1 %5585, i16 0, i16 %5687
  %5689 = getelementptr inbounds float, ptr %5588, i64 %5666
  %5690 = bitcast i16 %5688 to <16 x i1>
  %5691 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5689, <16 x i1> %5690, <16 x float> zeroinitializer)
  %5692 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5691, <16 x float> %5608, <16 x float> %5602)
  %5693 = add i64 %5610, %5571
  br i1 %1176, label %5697, label %5694

5694:                                             ; preds = %5686
  %5695 = getelementptr i16, ptr %5611, i64 %5572
  %5696 = load i16, ptr %5695, align 2
  br label %5713

5697:                                             ; preds = %5686
  %5698 = icmp slt i64 %5693, 0
  %5699 = sub nsw i64 0, %5693
  %5700 = select i1 %5698, i64 %5699, i64 0
  %5701 = sub nsw i64 %7, %5693
  %5702 = call i64 @llvm.smin.i64(i64 %5701, i64 %5573)
  %5703 = call i64 @llvm.smin.i64(i64 %5702, i64 16)
  %5704 = icmp sgt i64 %5703, %5700
  %5705 = trunc i64 %5703 to i32
  %5706 = shl nsw i32 -1, %5705
  %5707 = xor i32 %5706, -1
  %5708 = trunc i64 %5700 to i32
  %5709 = shl nsw i32 -1, %5708
  %5710 = and i32 %5709, %5707
  %5711 = trunc i32 %5710 to i16
  %5712 = select i1 %5704, i16 %5711, i16 0
  br label %5713

5713:                                             ; preds = %5697, %5694
  %5714 = phi i16 [ %5696, %5694 ], [ %5712, %5697 ]
  %5715 = select i1 %5585, i16 0, i16 %5714
  %5716 = getelementptr inbounds float, ptr %5588, i64 %5693
  %5717 = bitcast i16 %5715 to <16 x i1>
  %5718 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5716, <16 x i1> %5717, <16 x float> zeroinitializer)
  %5719 = call <16 x float> @llvm.fma.v16f32(<16 x float> %5718, <16 x float> %5608, <16 x float> %5603)
  %5720 = add nuw nsw i64 %5604, 1
  %5721 = icmp eq i64 %5720, %11
  br i1 %5721, label %5592, label %5599

5722:                                             ; preds = %5592, %5557
  %5723 = phi <16 x float> [ zeroinitializer, %5557 ], [ %5593, %5592 ]
  %5724 = phi <16 x float> [ zeroinitializer, %5557 ], [ %5594, %5592 ]
  %5725 = phi <16 x float> [ zeroinitializer, %5557 ], [ %5595, %5592 ]
  %5726 = phi <16 x float> [ zeroinitializer, %5557 ], [ %5596, %5592 ]
  %5727 = shl nsw i64 %4793, 4
  %5728 = sub nsw i64 %9, %5727
  %5729 = icmp sgt i64 %5728, 15
  %5730 = trunc i64 %5728 to i32
  %5731 = shl nsw i32 -1, %5730
  %5732 = trunc i32 %5731 to i16
  %5733 = xor i16 %5732, -1
  %5734 = select i1 %5729, i16 -1, i16 %5733
  br i1 %1635, label %5740, label %5735

5735:                                             ; preds = %5722
  %5736 = load float, ptr %1586, align 4
  %5737 = insertelement <16 x float> poison, float %5736, i64 0
  %5738 = shufflevector <16 x float> %5737, <16 x float> poison, <16 x i32> zeroinitializer
  %5739 = fadd <16 x float> %5723, %5738
  br label %5740

5740:                                             ; preds = %5735, %5722
  %5741 = phi <16 x float> [ %5739, %5735 ], [ %5723, %5722 ]
  %5742 = getelementptr inbounds nuw float, ptr %2953, i64 %5727
  %5743 = getelementptr inbounds nuw float, ptr %2955, i64 %5727
  %5744 = select i1 %2962, ptr null, ptr %5743
  %5745 = bitcast i16 %5734 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5746
    i64 2, label %5749
    i64 3, label %5756
    i64 0, label %5801
  ]

5746:                                             ; preds = %5740
  %5747 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5744, <16 x i1> %5745, <16 x float> zeroinitializer)
  %5748 = fadd <16 x float> %5741, %5747
  br label %5763

5749:                                             ; preds = %5740
  %5750 = bitcast <16 x float> %5741 to <8 x i64>
  %5751 = or <8 x i64> %5750, %1169
  %5752 = fcmp oeq <16 x float> %5741, %47
  %5753 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5741, i32 4)
  %5754 = bitcast <8 x i64> %5751 to <16 x float>
  %5755 = select <16 x i1> %5752, <16 x float> %5754, <16 x float> %5753
  br label %5763

5756:                                             ; preds = %5740
  %5757 = bitcast <16 x float> %5741 to <8 x i64>
  %5758 = and <8 x i64> %5757, %1168
  %5759 = fcmp oeq <16 x float> %5741, %44
  %5760 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5741, i32 4)
  %5761 = bitcast <8 x i64> %5758 to <16 x float>
  %5762 = select <16 x i1> %5759, <16 x float> %5761, <16 x float> %5760
  br label %5763

5763:                                             ; preds = %5756, %5749, %5746
  %5764 = phi <16 x float> [ %5748, %5746 ], [ %5755, %5749 ], [ %5762, %5756 ]
  switch i64 %1357, label %534 [
    i64 1, label %5779
    i64 2, label %5772
    i64 3, label %5765
    i64 0, label %5801
  ]

5765:                                             ; preds = %5763
  %5766 = bitcast <16 x float> %5764 to <8 x i64>
  %5767 = and <8 x i64> %5766, %1168
  %5768 = fcmp oeq <16 x float> %5764, %44
  %5769 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5764, i32 4)
  %5770 = bitcast <8 x i64> %5767 to <16 x float>
  %5771 = select <16 x i1> %5768, <16 x float> %5770, <16 x float> %5769
  br label %5782

5772:                                             ; preds = %5763
  %5773 = bitcast <16 x float> %5764 to <8 x i64>
  %5774 = or <8 x i64> %5773, %1169
  %5775 = fcmp oeq <16 x float> %5764, %47
  %5776 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5764, i32 4)
  %5777 = bitcast <8 x i64> %5774 to <16 x float>
  %5778 = select <16 x i1> %5775, <16 x float> %5777, <16 x float> %5776
  br label %5782

5779:                                             ; preds = %5763
  %5780 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5744, <16 x i1> %5745, <16 x float> zeroinitializer)
  %5781 = fadd <16 x float> %5764, %5780
  br label %5782

5782:                                             ; preds = %5779, %5772, %5765
  %5783 = phi <16 x float> [ %5781, %5779 ], [ %5778, %5772 ], [ %5771, %5765 ]
  switch i64 %1359, label %534 [
    i64 1, label %5798
    i64 2, label %5791
    i64 3, label %5784
    i64 0, label %5801
  ]

5784:                                             ; preds = %5782
  %5785 = bitcast <16 x float> %5783 to <8 x i64>
  %5786 = and <8 x i64> %5785, %1168
  %5787 = fcmp oeq <16 x float> %5783, %44
  %5788 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5783, i32 4)
  %5789 = bitcast <8 x i64> %5786 to <16 x float>
  %5790 = select <16 x i1> %5787, <16 x float> %5789, <16 x float> %5788
  br label %5801

5791:                                             ; preds = %5782
  %5792 = bitcast <16 x float> %5783 to <8 x i64>
  %5793 = or <8 x i64> %5792, %1169
  %5794 = fcmp oeq <16 x float> %5783, %47
  %5795 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5783, i32 4)
  %5796 = bitcast <8 x i64> %5793 to <16 x float>
  %5797 = select <16 x i1> %5794, <16 x float> %5796, <16 x float> %5795
  br label %5801

5798:                                             ; preds = %5782
  %5799 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5744, <16 x i1> %5745, <16 x float> zeroinitializer)
  %5800 = fadd <16 x float> %5783, %5799
  br label %5801

5801:                                             ; preds = %5784, %5791, %5798, %5782, %5763, %5740
  %5802 = phi <16 x float> [ %5783, %5782 ], [ %5741, %5740 ], [ %5764, %5763 ], [ %5800, %5798 ], [ %5797, %5791 ], [ %5790, %5784 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5802, ptr align 1 %5742, <16 x i1> %5745)
  %5803 = shl i64 %4793, 4
  %5804 = or disjoint i64 %5803, 16
  %5805 = sub nsw i64 %9, %5804
  %5806 = icmp sgt i64 %5805, 15
  %5807 = trunc i64 %5805 to i32
  %5808 = shl nsw i32 -1, %5807
  %5809 = trunc i32 %5808 to i16
  %5810 = xor i16 %5809, -1
  %5811 = select i1 %5806, i16 -1, i16 %5810
  br i1 %1635, label %5817, label %5812

5812:                                             ; preds = %5801
  %5813 = load float, ptr %1586, align 4
  %5814 = insertelement <16 x float> poison, float %5813, i64 0
  %5815 = shufflevector <16 x float> %5814, <16 x float> poison, <16 x i32> zeroinitializer
  %5816 = fadd <16 x float> %5724, %5815
  br label %5817

5817:                                             ; preds = %5812, %5801
  %5818 = phi <16 x float> [ %5816, %5812 ], [ %5724, %5801 ]
  %5819 = getelementptr inbounds nuw float, ptr %2953, i64 %5804
  %5820 = getelementptr inbounds nuw float, ptr %2955, i64 %5804
  %5821 = select i1 %2962, ptr null, ptr %5820
  %5822 = bitcast i16 %5811 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5837
    i64 2, label %5830
    i64 3, label %5823
    i64 0, label %5878
  ]

5823:                                             ; preds = %5817
  %5824 = bitcast <16 x float> %5818 to <8 x i64>
  %5825 = and <8 x i64> %5824, %1168
  %5826 = fcmp oeq <16 x float> %5818, %44
  %5827 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5818, i32 4)
  %5828 = bitcast <8 x i64> %5825 to <16 x float>
  %5829 = select <16 x i1> %5826, <16 x float> %5828, <16 x float> %5827
  br label %5840

5830:                                             ; preds = %5817
  %5831 = bitcast <16 x float> %5818 to <8 x i64>
  %5832 = or <8 x i64> %5831, %1169
  %5833 = fcmp oeq <16 x float> %5818, %47
  %5834 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5818, i32 4)
  %5835 = bitcast <8 x i64> %5832 to <16 x float>
  %5836 = select <16 x i1> %5833, <16 x float> %5835, <16 x float> %5834
  br label %5840

5837:                                             ; preds = %5817
  %5838 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5821, <16 x i1> %5822, <16 x float> zeroinitializer)
  %5839 = fadd <16 x float> %5818, %5838
  br label %5840

5840:                                             ; preds = %5837, %5830, %5823
  %5841 = phi <16 x float> [ %5839, %5837 ], [ %5836, %5830 ], [ %5829, %5823 ]
  switch i64 %1361, label %534 [
    i64 1, label %5856
    i64 2, label %5849
    i64 3, label %5842
    i64 0, label %5878
  ]

5842:                                             ; preds = %5840
  %5843 = bitcast <16 x float> %5841 to <8 x i64>
  %5844 = and <8 x i64> %5843, %1168
  %5845 = fcmp oeq <16 x float> %5841, %44
  %5846 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5841, i32 4)
  %5847 = bitcast <8 x i64> %5844 to <16 x float>
  %5848 = select <16 x i1> %5845, <16 x float> %5847, <16 x float> %5846
  br label %5859

5849:                                             ; preds = %5840
  %5850 = bitcast <16 x float> %5841 to <8 x i64>
  %5851 = or <8 x i64> %5850, %1169
  %5852 = fcmp oeq <16 x float> %5841, %47
  %5853 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5841, i32 4)
  %5854 = bitcast <8 x i64> %5851 to <16 x float>
  %5855 = select <16 x i1> %5852, <16 x float> %5854, <16 x float> %5853
  br label %5859

5856:                                             ; preds = %5840
  %5857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5821, <16 x i1> %5822, <16 x float> zeroinitializer)
  %5858 = fadd <16 x float> %5841, %5857
  br label %5859

5859:                                             ; preds = %5856, %5849, %5842
  %5860 = phi <16 x float> [ %5858, %5856 ], [ %5855, %5849 ], [ %5848, %5842 ]
  switch i64 %1363, label %534 [
    i64 1, label %5875
    i64 2, label %5868
    i64 3, label %5861
    i64 0, label %5878
  ]

5861:                                             ; preds = %5859
  %5862 = bitcast <16 x float> %5860 to <8 x i64>
  %5863 = and <8 x i64> %5862, %1168
  %5864 = fcmp oeq <16 x float> %5860, %44
  %5865 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5860, i32 4)
  %5866 = bitcast <8 x i64> %5863 to <16 x float>
  %5867 = select <16 x i1> %5864, <16 x float> %5866, <16 x float> %5865
  br label %5878

5868:                                             ; preds = %5859
  %5869 = bitcast <16 x float> %5860 to <8 x i64>
  %5870 = or <8 x i64> %5869, %1169
  %5871 = fcmp oeq <16 x float> %5860, %47
  %5872 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5860, i32 4)
  %5873 = bitcast <8 x i64> %5870 to <16 x float>
  %5874 = select <16 x i1> %5871, <16 x float> %5873, <16 x float> %5872
  br label %5878

5875:                                             ; preds = %5859
  %5876 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5821, <16 x i1> %5822, <16 x float> zeroinitializer)
  %5877 = fadd <16 x float> %5860, %5876
  br label %5878

5878:                                             ; preds = %5861, %5868, %5875, %5859, %5840, %5817
  %5879 = phi <16 x float> [ %5860, %5859 ], [ %5818, %5817 ], [ %5841, %5840 ], [ %5877, %5875 ], [ %5874, %5868 ], [ %5867, %5861 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5879, ptr nonnull align 1 %5819, <16 x i1> %5822)
  %5880 = shl i64 %4793, 4
  %5881 = or disjoint i64 %5880, 32
  %5882 = sub nsw i64 %9, %5881
  %5883 = icmp sgt i64 %5882, 15
  %5884 = trunc i64 %5882 to i32
  %5885 = shl nsw i32 -1, %5884
  %5886 = trunc i32 %5885 to i16
  %5887 = xor i16 %5886, -1
  %5888 = select i1 %5883, i16 -1, i16 %5887
  br i1 %1635, label %5894, label %5889

5889:                                             ; preds = %5878
  %5890 = load float, ptr %1586, align 4
  %5891 = insertelement <16 x float> poison, float %5890, i64 0
  %5892 = shufflevector <16 x float> %5891, <16 x float> poison, <16 x i32> zeroinitializer
  %5893 = fadd <16 x float> %5725, %5892
  br label %5894

5894:                                             ; preds = %5889, %5878
  %5895 = phi <16 x float> [ %5893, %5889 ], [ %5725, %5878 ]
  %5896 = getelementptr inbounds nuw float, ptr %2953, i64 %5881
  %5897 = getelementptr inbounds nuw float, ptr %2955, i64 %5881
  %5898 = select i1 %2962, ptr null, ptr %5897
  %5899 = bitcast i16 %5888 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5914
    i64 2, label %5907
    i64 3, label %5900
    i64 0, label %5955
  ]

5900:                                             ; preds = %5894
  %5901 = bitcast <16 x float> %5895 to <8 x i64>
  %5902 = and <8 x i64> %5901, %1168
  %5903 = fcmp oeq <16 x float> %5895, %44
  %5904 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5895, i32 4)
  %5905 = bitcast <8 x i64> %5902 to <16 x float>
  %5906 = select <16 x i1> %5903, <16 x float> %5905, <16 x float> %5904
  br label %5917

5907:                                             ; preds = %5894
  %5908 = bitcast <16 x float> %5895 to <8 x i64>
  %5909 = or <8 x i64> %5908, %1169
  %5910 = fcmp oeq <16 x float> %5895, %47
  %5911 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5895, i32 4)
  %5912 = bitcast <8 x i64> %5909 to <16 x float>
  %5913 = select <16 x i1> %5910, <16 x float> %5912, <16 x float> %5911
  br label %5917

5914:                                             ; preds = %5894
  %5915 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5898, <16 x i1> %5899, <16 x float> zeroinitializer)
  %5916 = fadd <16 x float> %5895, %5915
  br label %5917

5917:                                             ; preds = %5914, %5907, %5900
  %5918 = phi <16 x float> [ %5916, %5914 ], [ %5913, %5907 ], [ %5906, %5900 ]
  switch i64 %1365, label %534 [
    i64 1, label %5933
    i64 2, label %5926
    i64 3, label %5919
    i64 0, label %5955
  ]

5919:                                             ; preds = %5917
  %5920 = bitcast <16 x float> %5918 to <8 x i64>
  %5921 = and <8 x i64> %5920, %1168
  %5922 = fcmp oeq <16 x float> %5918, %44
  %5923 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5918, i32 4)
  %5924 = bitcast <8 x i64> %5921 to <16 x float>
  %5925 = select <16 x i1> %5922, <16 x float> %5924, <16 x float> %5923
  br label %5936

5926:                                             ; preds = %5917
  %5927 = bitcast <16 x float> %5918 to <8 x i64>
  %5928 = or <8 x i64> %5927, %1169
  %5929 = fcmp oeq <16 x float> %5918, %47
  %5930 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5918, i32 4)
  %5931 = bitcast <8 x i64> %5928 to <16 x float>
  %5932 = select <16 x i1> %5929, <16 x float> %5931, <16 x float> %5930
  br label %5936

5933:                                             ; preds = %5917
  %5934 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5898, <16 x i1> %5899, <16 x float> zeroinitializer)
  %5935 = fadd <16 x float> %5918, %5934
  br label %5936

5936:                                             ; preds = %5933, %5926, %5919
  %5937 = phi <16 x float> [ %5935, %5933 ], [ %5932, %5926 ], [ %5925, %5919 ]
  switch i64 %1367, label %534 [
    i64 1, label %5952
    i64 2, label %5945
    i64 3, label %5938
    i64 0, label %5955
  ]

5938:                                             ; preds = %5936
  %5939 = bitcast <16 x float> %5937 to <8 x i64>
  %5940 = and <8 x i64> %5939, %1168
  %5941 = fcmp oeq <16 x float> %5937, %44
  %5942 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5937, i32 4)
  %5943 = bitcast <8 x i64> %5940 to <16 x float>
  %5944 = select <16 x i1> %5941, <16 x float> %5943, <16 x float> %5942
  br label %5955

5945:                                             ; preds = %5936
  %5946 = bitcast <16 x float> %5937 to <8 x i64>
  %5947 = or <8 x i64> %5946, %1169
  %5948 = fcmp oeq <16 x float> %5937, %47
  %5949 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5937, i32 4)
  %5950 = bitcast <8 x i64> %5947 to <16 x float>
  %5951 = select <16 x i1> %5948, <16 x float> %5950, <16 x float> %5949
  br label %5955

5952:                                             ; preds = %5936
  %5953 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5898, <16 x i1> %5899, <16 x float> zeroinitializer)
  %5954 = fadd <16 x float> %5937, %5953
  br label %5955

5955:                                             ; preds = %5938, %5945, %5952, %5936, %5917, %5894
  %5956 = phi <16 x float> [ %5937, %5936 ], [ %5895, %5894 ], [ %5918, %5917 ], [ %5954, %5952 ], [ %5951, %5945 ], [ %5944, %5938 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %5956, ptr nonnull align 1 %5896, <16 x i1> %5899)
  %5957 = shl i64 %4793, 4
  %5958 = or disjoint i64 %5957, 48
  %5959 = sub nsw i64 %9, %5958
  %5960 = icmp sgt i64 %5959, 15
  %5961 = trunc i64 %5959 to i32
  %5962 = shl nsw i32 -1, %5961
  %5963 = trunc i32 %5962 to i16
  %5964 = xor i16 %5963, -1
  %5965 = select i1 %5960, i16 -1, i16 %5964
  br i1 %1635, label %5971, label %5966

5966:                                             ; preds = %5955
  %5967 = load float, ptr %1586, align 4
  %5968 = insertelement <16 x float> poison, float %5967, i64 0
  %5969 = shufflevector <16 x float> %5968, <16 x float> poison, <16 x i32> zeroinitializer
  %5970 = fadd <16 x float> %5726, %5969
  br label %5971

5971:                                             ; preds = %5966, %5955
  %5972 = phi <16 x float> [ %5970, %5966 ], [ %5726, %5955 ]
  %5973 = getelementptr inbounds nuw float, ptr %2953, i64 %5958
  %5974 = getelementptr inbounds nuw float, ptr %2955, i64 %5958
  %5975 = select i1 %2962, ptr null, ptr %5974
  %5976 = bitcast i16 %5965 to <16 x i1>
  switch i64 %1355, label %534 [
    i64 1, label %5991
    i64 2, label %5984
    i64 3, label %5977
    i64 0, label %6032
  ]

5977:                                             ; preds = %5971
  %5978 = bitcast <16 x float> %5972 to <8 x i64>
  %5979 = and <8 x i64> %5978, %1168
  %5980 = fcmp oeq <16 x float> %5972, %44
  %5981 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5972, i32 4)
  %5982 = bitcast <8 x i64> %5979 to <16 x float>
  %5983 = select <16 x i1> %5980, <16 x float> %5982, <16 x float> %5981
  br label %5994

5984:                                             ; preds = %5971
  %5985 = bitcast <16 x float> %5972 to <8 x i64>
  %5986 = or <8 x i64> %5985, %1169
  %5987 = fcmp oeq <16 x float> %5972, %47
  %5988 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5972, i32 4)
  %5989 = bitcast <8 x i64> %5986 to <16 x float>
  %5990 = select <16 x i1> %5987, <16 x float> %5989, <16 x float> %5988
  br label %5994

5991:                                             ; preds = %5971
  %5992 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5975, <16 x i1> %5976, <16 x float> zeroinitializer)
  %5993 = fadd <16 x float> %5972, %5992
  br label %5994

5994:                                             ; preds = %5991, %5984, %5977
  %5995 = phi <16 x float> [ %5993, %5991 ], [ %5990, %5984 ], [ %5983, %5977 ]
  switch i64 %1369, label %534 [
    i64 1, label %6010
    i64 2, label %6003
    i64 3, label %5996
    i64 0, label %6032
  ]

5996:                                             ; preds = %5994
  %5997 = bitcast <16 x float> %5995 to <8 x i64>
  %5998 = and <8 x i64> %5997, %1168
  %5999 = fcmp oeq <16 x float> %5995, %44
  %6000 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5995, i32 4)
  %6001 = bitcast <8 x i64> %5998 to <16 x float>
  %6002 = select <16 x i1> %5999, <16 x float> %6001, <16 x float> %6000
  br label %6013

6003:                                             ; preds = %5994
  %6004 = bitcast <16 x float> %5995 to <8 x i64>
  %6005 = or <8 x i64> %6004, %1169
  %6006 = fcmp oeq <16 x float> %5995, %47
  %6007 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5995, i32 4)
  %6008 = bitcast <8 x i64> %6005 to <16 x float>
  %6009 = select <16 x i1> %6006, <16 x float> %6008, <16 x float> %6007
  br label %6013

6010:                                             ; preds = %5994
  %6011 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5975, <16 x i1> %5976, <16 x float> zeroinitializer)
  %6012 = fadd <16 x float> %5995, %6011
  br label %6013

6013:                                             ; preds = %6010, %6003, %5996
  %6014 = phi <16 x float> [ %6012, %6010 ], [ %6009, %6003 ], [ %6002, %5996 ]
  switch i64 %1371, label %534 [
    i64 1, label %6029
    i64 2, label %6022
    i64 3, label %6015
    i64 0, label %6032
  ]

6015:                                             ; preds = %6013
  %6016 = bitcast <16 x float> %6014 to <8 x i64>
  %6017 = and <8 x i64> %6016, %1168
  %6018 = fcmp oeq <16 x float> %6014, %44
  %6019 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6014, i32 4)
  %6020 = bitcast <8 x i64> %6017 to <16 x float>
  %6021 = select <16 x i1> %6018, <16 x float> %6020, <16 x float> %6019
  br label %6032

6022:                                             ; preds = %6013
  %6023 = bitcast <16 x float> %6014 to <8 x i64>
  %6024 = or <8 x i64> %6023, %1169
  %6025 = fcmp oeq <16 x float> %6014, %47
  %6026 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6014, i32 4)
  %6027 = bitcast <8 x i64> %6024 to <16 x float>
  %6028 = select <16 x i1> %6025, <16 x float> %6027, <16 x float> %6026
  br label %6032

6029:                                             ; preds = %6013
  %6030 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5975, <16 x i1> %5976, <16 x float> zeroinitializer)
  %6031 = fadd <16 x float> %6014, %6030
  br label %6032

6032:                                             ; preds = %6015, %6022, %6029, %6013, %5994, %5971
  %6033 = phi <16 x float> [ %6014, %6013 ], [ %5972, %5971 ], [ %5995, %5994 ], [ %6031, %6029 ], [ %6028, %6022 ], [ %6021, %6015 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6033, ptr nonnull align 1 %5973, <16 x i1> %5976)
  br label %8468

6034:                                             ; preds = %4792
  br i1 %1166, label %6035, label %6233

6035:                                             ; preds = %6034
  %6036 = shl nsw i64 %4793, 4
  %6037 = mul nuw nsw i64 %4793, %11
  %6038 = sub nsw i64 %9, %6036
  %6039 = or disjoint i64 %4793, 1
  %6040 = shl nsw i64 %6039, 4
  %6041 = mul nuw nsw i64 %6039, %11
  %6042 = sub nsw i64 %9, %6040
  %6043 = or disjoint i64 %4793, 2
  %6044 = shl nsw i64 %6043, 4
  %6045 = mul nuw nsw i64 %6043, %11
  %6046 = sub nsw i64 %9, %6044
  %6047 = or disjoint i64 %4793, 3
  %6048 = shl nsw i64 %6047, 4
  %6049 = mul nuw nsw i64 %6047, %11
  %6050 = sub nsw i64 %9, %6048
  %6051 = or disjoint i64 %4793, 4
  %6052 = shl nsw i64 %6051, 4
  %6053 = mul nuw nsw i64 %6051, %11
  %6054 = sub nsw i64 %9, %6052
  br label %6055

6055:                                             ; preds = %6035, %6074
  %6056 = phi <16 x float> [ zeroinitializer, %6035 ], [ %6075, %6074 ]
  %6057 = phi <16 x float> [ zeroinitializer, %6035 ], [ %6076, %6074 ]
  %6058 = phi <16 x float> [ zeroinitializer, %6035 ], [ %6077, %6074 ]
  %6059 = phi <16 x float> [ zeroinitializer, %6035 ], [ %6078, %6074 ]
  %6060 = phi <16 x float> [ zeroinitializer, %6035 ], [ %6079, %6074 ]
  %6061 = phi i64 [ 0, %6035 ], [ %6080, %6074 ]
  %6062 = mul nsw i64 %6061, %14
  %6063 = sub i64 %6062, %16
  %6064 = add i64 %6063, %2966
  %6065 = icmp slt i64 %6064, 0
  %6066 = icmp sge i64 %6064, %6
  %6067 = or i1 %6065, %6066
  %6068 = select i1 %6067, i64 0, i64 %6064
  %6069 = mul nsw i64 %6068, %7
  %6070 = getelementptr inbounds float, ptr %1583, i64 %6069
  br i1 %1167, label %6071, label %6074

6071:                                             ; preds = %6055
  %6072 = mul nuw nsw i64 %6061, %11
  %6073 = getelementptr inbounds nuw float, ptr %1585, i64 %6072
  br label %6082

6074:                                             ; preds = %6224, %6055
  %6075 = phi <16 x float> [ %6056, %6055 ], [ %6230, %6224 ]
  %6076 = phi <16 x float> [ %6057, %6055 ], [ %6203, %6224 ]
  %6077 = phi <16 x float> [ %6058, %6055 ], [ %6176, %6224 ]
  %6078 = phi <16 x float> [ %6059, %6055 ], [ %6149, %6224 ]
  %6079 = phi <16 x float> [ %6060, %6055 ], [ %6122, %6224 ]
  %6080 = add nuw nsw i64 %6061, 1
  %6081 = icmp eq i64 %6080, %10
  br i1 %6081, label %6233, label %6055

6082:                                             ; preds = %6071, %6224
  %6083 = phi <16 x float> [ %6056, %6071 ], [ %6230, %6224 ]
  %6084 = phi <16 x float> [ %6057, %6071 ], [ %6203, %6224 ]
  %6085 = phi <16 x float> [ %6058, %6071 ], [ %6176, %6224 ]
  %6086 = phi <16 x float> [ %6059, %6071 ], [ %6149, %6224 ]
  %6087 = phi <16 x float> [ %6060, %6071 ], [ %6122, %6224 ]
  %6088 = phi i64 [ 0, %6071 ], [ %6231, %6224 ]
  %6089 = getelementptr inbounds nuw float, ptr %6073, i64 %6088
  %6090 = load float, ptr %6089, align 4
  %6091 = insertelement <16 x float> poison, float %6090, i64 0
  %6092 = shufflevector <16 x float> %6091, <16 x float> poison, <16 x i32> zeroinitializer
  %6093 = mul nsw i64 %6088, %15
  %6094 = sub i64 %6093, %17
  %6095 = getelementptr i16, ptr %1151, i64 %6088
  %6096 = add i64 %6094, %6036
  br i1 %1176, label %6100, label %6097

6097:                                             ; preds = %6082
  %6098 = getelementptr i16, ptr %6095, i64 %6037
  %6099 = load i16, ptr %6098, align 2
  br label %6116

6100:                                             ; preds = %6082
  %6101 = icmp slt i64 %6096, 0
  %6102 = sub nsw i64 0, %6096
  %6103 = select i1 %6101, i64 %6102, i64 0
  %6104 = sub nsw i64 %7, %6096
  %6105 = call i64 @llvm.smin.i64(i64 %6104, i64 %6038)
  %6106 = call i64 @llvm.smin.i64(i64 %6105, i64 16)
  %6107 = icmp sgt i64 %6106, %6103
  %6108 = trunc i64 %6106 to i32
  %6109 = shl nsw i32 -1, %6108
  %6110 = xor i32 %6109, -1
  %6111 = trunc i64 %6103 to i32
  %6112 = shl nsw i32 -1, %6111
  %6113 = and i32 %6112, %6110
  %6114 = trunc i32 %6113 to i16
  %6115 = select i1 %6107, i16 %6114, i16 0
  br label %6116

6116:                                             ; preds = %6100, %6097
  %6117 = phi i16 [ %6099, %6097 ], [ %6115, %6100 ]
  %6118 = select i1 %6067, i16 0, i16 %6117
  %6119 = getelementptr inbounds float, ptr %6070, i64 %6096
  %6120 = bitcast i16 %6118 to <16 x i1>
  %6121 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6119, <16 x i1> %6120, <16 x float> zeroinitializer)
  %6122 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6121, <16 x float> %6092, <16 x float> %6087)
  %6123 = add i64 %6094, %6040
  br i1 %1176, label %6127, label %6124

6124:                                             ; preds = %6116
  %6125 = getelementptr i16, ptr %6095, i64 %6041
  %6126 = load i16, ptr %6125, align 2
  br label %6143

6127:                                             ; preds = %6116
  %6128 = icmp slt i64 %6123, 0
  %6129 = sub nsw i64 0, %6123
  %6130 = select i1 %6128, i64 %6129, i64 0
  %6131 = sub nsw i64 %7, %6123
  %6132 = call i64 @llvm.smin.i64(i64 %6131, i64 %6042)
  %6133 = call i64 @llvm.smin.i64(i64 %6132, i64 16)
  %6134 = icmp sgt i64 %6133, %6130
  %6135 = trunc i64 %6133 to i32
  %6136 = shl nsw i32 -1, %6135
  %6137 = xor i32 %6136, -1
  %6138 = trunc i64 %6130 to i32
  %6139 = shl nsw i32 -1, %6138
  %6140 = and i32 %6139, %6137
  %6141 = trunc i32 %6140 to i16
  %6142 = select i1 %6134, i16 %6141, i16 0
  br label %6143

6143:                                             ; preds = %6127, %6124
  %6144 = phi i16 [ %6126, %6124 ], [ %6142, %6127 ]
  %6145 = select i1 %6067, i16 0, i16 %6144
  %6146 = getelementptr inbounds float, ptr %6070, i64 %6123
  %6147 = bitcast i16 %6145 to <16 x i1>
  %6148 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6146, <16 x i1> %6147, <16 x float> zeroinitializer)
  %6149 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6148, <16 x float> %6092, <16 x float> %6086)
  %6150 = add i64 %6094, %6044
  br i1 %1176, label %6154, label %6151

6151:                                             ; preds = %6143
  %6152 = getelementptr i16, ptr %6095, i64 %6045
  %6153 = load i16, ptr %6152, align 2
  br label %6170

6154:                                             ; preds = %6143
  %6155 = icmp slt i64 %6150, 0
  %6156 = sub nsw i64 0, %6150
  %6157 = select i1 %6155, i64 %6156, i64 0
  %6158 = sub nsw i64 %7, %6150
  %6159 = call i64 @llvm.smin.i64(i64 %6158, i64 %6046)
  %6160 = call i64 @llvm.smin.i64(i64 %6159, i64 16)
  %6161 = icmp sgt i64 %6160, %6157
  %6162 = trunc i64 %6160 to i32
  %6163 = shl nsw i32 -1, %6162
  %6164 = xor i32 %6163, -1
  %6165 = trunc i64 %6157 to i32
  %6166 = shl nsw i32 -1, %6165
  %6167 = and i32 %6166, %6164
  %6168 = trunc i32 %6167 to i16
  %6169 = select i1 %6161, i16 %6168, i16 0
  br label %6170

6170:                                             ; preds = %6154, %6151
  %6171 = phi i16 [ %6153, %6151 ], [ %6169, %6154 ]
  %6172 = select i1 %6067, i16 0, i16 %6171
  %6173 = getelementptr inbounds float, ptr %6070, i64 %6150
  %6174 = bitcast i16 %6172 to <16 x i1>
  %6175 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6173, <16 x i1> %6174, <16 x float> zeroinitializer)
  %6176 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6175, <16 x float> %6092, <16 x float> %6085)
  %6177 = add i64 %6094, %6048
  br i1 %1176, label %6181, label %6178

6178:                                             ; preds = %6170
  %6179 = getelementptr i16, ptr %6095, i64 %6049
  %6180 = load i16, ptr %6179, align 2
  br label %6197

6181:                                             ; preds = %6170
  %6182 = icmp slt i64 %6177, 0
  %6183 = sub nsw i64 0, %6177
  %6184 = select i1 %6182, i64 %6183, i64 0
  %6185 = sub nsw i64 %7, %6177
  %6186 = call i64 @llvm.smin.i64(i64 %6185, i64 %6050)
  %6187 = call i64 @llvm.smin.i64(i64 %6186, i64 16)
  %6188 = icmp sgt i64 %6187, %6184
  %6189 = trunc i64 %6187 to i32
  %6190 = shl nsw i32 -1, %6189
  %6191 = xor i32 %6190, -1
  %6192 = trunc i64 %6184 to i32
  %6193 = shl nsw i32 -1, %6192
  %6194 = and i32 %6193, %6191
  %6195 = trunc i32 %6194 to i16
  %6196 = select i1 %6188, i16 %6195, i16 0
  br label %6197

6197:                                             ; preds = %6181, %6178
  %6198 = phi i16 [ %6180, %6178 ], [ %6196, %6181 ]
  %6199 = select i1 %6067, i16 0, i16 %6198
  %6200 = getelementptr inbounds float, ptr %6070, i64 %6177
  %6201 = bitcast i16 %6199 to <16 x i1>
  %6202 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6200, <16 x i1> %6201, <16 x float> zeroinitializer)
  %6203 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6202, <16 x float> %6092, <16 x float> %6084)
  %6204 = add i64 %6094, %6052
  br i1 %1176, label %6208, label %6205

6205:                                             ; preds = %6197
  %6206 = getelementptr i16, ptr %6095, i64 %6053
  %6207 = load i16, ptr %6206, align 2
  br label %6224

6208:                                             ; preds = %6197
  %6209 = icmp slt i64 %6204, 0
  %6210 = sub nsw i64 0, %6204
  %6211 = select i1 %6209, i64 %6210, i64 0
  %6212 = sub nsw i64 %7, %6204
  %6213 = call i64 @llvm.smin.i64(i64 %6212, i64 %6054)
  %6214 = call i64 @llvm.smin.i64(i64 %6213, i64 16)
  %6215 = icmp sgt i64 %6214, %6211
  %6216 = trunc i64 %6214 to i32
  %6217 = shl nsw i32 -1, %6216
  %6218 = xor i32 %6217, -1
  %6219 = trunc i64 %6211 to i32
  %6220 = shl nsw i32 -1, %6219
  %6221 = and i32 %6220, %6218
  %6222 = trunc i32 %6221 to i16
  %6223 = select i1 %6215, i16 %6222, i16 0
  br label %6224

6224:                                             ; preds = %6208, %6205
  %6225 = phi i16 [ %6207, %6205 ], [ %6223, %6208 ]
  %6226 = select i1 %6067, i16 0, i16 %6225
  %6227 = getelementptr inbounds float, ptr %6070, i64 %6204
  %6228 = bitcast i16 %6226 to <16 x i1>
  %6229 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6227, <16 x i1> %6228, <16 x float> zeroinitializer)
  %6230 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6229, <16 x float> %6092, <16 x float> %6083)
  %6231 = add nuw nsw i64 %6088, 1
  %6232 = icmp eq i64 %6231, %11
  br i1 %6232, label %6074, label %6082

6233:                                             ; preds = %6074, %6034
  %6234 = phi <16 x float> [ zeroinitializer, %6034 ], [ %6075, %6074 ]
  %6235 = phi <16 x float> [ zeroinitializer, %6034 ], [ %6076, %6074 ]
  %6236 = phi <16 x float> [ zeroinitializer, %6034 ], [ %6077, %6074 ]
  %6237 = phi <16 x float> [ zeroinitializer, %6034 ], [ %6078, %6074 ]
  %6238 = phi <16 x float> [ zeroinitializer, %6034 ], [ %6079, %6074 ]
  %6239 = shl nsw i64 %4793, 4
  %6240 = sub nsw i64 %9, %6239
  %6241 = icmp sgt i64 %6240, 15
  %6242 = trunc i64 %6240 to i32
  %6243 = shl nsw i32 -1, %6242
  %6244 = trunc i32 %6243 to i16
  %6245 = xor i16 %6244, -1
  %6246 = select i1 %6241, i16 -1, i16 %6245
  br i1 %1635, label %6252, label %6247

6247:                                             ; preds = %6233
  %6248 = load float, ptr %1586, align 4
  %6249 = insertelement <16 x float> poison, float %6248, i64 0
  %6250 = shufflevector <16 x float> %6249, <16 x float> poison, <16 x i32> zeroinitializer
  %6251 = fadd <16 x float> %6238, %6250
  br label %6252

6252:                                             ; preds = %6247, %6233
  %6253 = phi <16 x float> [ %6251, %6247 ], [ %6238, %6233 ]
  %6254 = getelementptr inbounds nuw float, ptr %2953, i64 %6239
  %6255 = getelementptr inbounds nuw float, ptr %2955, i64 %6239
  %6256 = select i1 %2962, ptr null, ptr %6255
  %6257 = bitcast i16 %6246 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6258
    i64 2, label %6261
    i64 3, label %6268
    i64 0, label %6313
  ]

6258:                                             ; preds = %6252
  %6259 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6256, <16 x i1> %6257, <16 x float> zeroinitializer)
  %6260 = fadd <16 x float> %6253, %6259
  br label %6275

6261:                                             ; preds = %6252
  %6262 = bitcast <16 x float> %6253 to <8 x i64>
  %6263 = or <8 x i64> %6262, %1169
  %6264 = fcmp oeq <16 x float> %6253, %47
  %6265 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6253, i32 4)
  %6266 = bitcast <8 x i64> %6263 to <16 x float>
  %6267 = select <16 x i1> %6264, <16 x float> %6266, <16 x float> %6265
  br label %6275

6268:                                             ; preds = %6252
  %6269 = bitcast <16 x float> %6253 to <8 x i64>
  %6270 = and <8 x i64> %6269, %1168
  %6271 = fcmp oeq <16 x float> %6253, %44
  %6272 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6253, i32 4)
  %6273 = bitcast <8 x i64> %6270 to <16 x float>
  %6274 = select <16 x i1> %6271, <16 x float> %6273, <16 x float> %6272
  br label %6275

6275:                                             ; preds = %6268, %6261, %6258
  %6276 = phi <16 x float> [ %6260, %6258 ], [ %6267, %6261 ], [ %6274, %6268 ]
  switch i64 %1336, label %534 [
    i64 1, label %6291
    i64 2, label %6284
    i64 3, label %6277
    i64 0, label %6313
  ]

6277:                                             ; preds = %6275
  %6278 = bitcast <16 x float> %6276 to <8 x i64>
  %6279 = and <8 x i64> %6278, %1168
  %6280 = fcmp oeq <16 x float> %6276, %44
  %6281 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6276, i32 4)
  %6282 = bitcast <8 x i64> %6279 to <16 x float>
  %6283 = select <16 x i1> %6280, <16 x float> %6282, <16 x float> %6281
  br label %6294

6284:                                             ; preds = %6275
  %6285 = bitcast <16 x float> %6276 to <8 x i64>
  %6286 = or <8 x i64> %6285, %1169
  %6287 = fcmp oeq <16 x float> %6276, %47
  %6288 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6276, i32 4)
  %6289 = bitcast <8 x i64> %6286 to <16 x float>
  %6290 = select <16 x i1> %6287, <16 x float> %6289, <16 x float> %6288
  br label %6294

6291:                                             ; preds = %6275
  %6292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6256, <16 x i1> %6257, <16 x float> zeroinitializer)
  %6293 = fadd <16 x float> %6276, %6292
  br label %6294

6294:                                             ; preds = %6291, %6284, %6277
  %6295 = phi <16 x float> [ %6293, %6291 ], [ %6290, %6284 ], [ %6283, %6277 ]
  switch i64 %1338, label %534 [
    i64 1, label %6310
    i64 2, label %6303
    i64 3, label %6296
    i64 0, label %6313
  ]

6296:                                             ; preds = %6294
  %6297 = bitcast <16 x float> %6295 to <8 x i64>
  %6298 = and <8 x i64> %6297, %1168
  %6299 = fcmp oeq <16 x float> %6295, %44
  %6300 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6295, i32 4)
  %6301 = bitcast <8 x i64> %6298 to <16 x float>
  %6302 = select <16 x i1> %6299, <16 x float> %6301, <16 x float> %6300
  br label %6313

6303:                                             ; preds = %6294
  %6304 = bitcast <16 x float> %6295 to <8 x i64>
  %6305 = or <8 x i64> %6304, %1169
  %6306 = fcmp oeq <16 x float> %6295, %47
  %6307 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6295, i32 4)
  %6308 = bitcast <8 x i64> %6305 to <16 x float>
  %6309 = select <16 x i1> %6306, <16 x float> %6308, <16 x float> %6307
  br label %6313

6310:                                             ; preds = %6294
  %6311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6256, <16 x i1> %6257, <16 x float> zeroinitializer)
  %6312 = fadd <16 x float> %6295, %6311
  br label %6313

6313:                                             ; preds = %6296, %6303, %6310, %6294, %6275, %6252
  %6314 = phi <16 x float> [ %6295, %6294 ], [ %6253, %6252 ], [ %6276, %6275 ], [ %6312, %6310 ], [ %6309, %6303 ], [ %6302, %6296 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6314, ptr align 1 %6254, <16 x i1> %6257)
  %6315 = shl i64 %4793, 4
  %6316 = or disjoint i64 %6315, 16
  %6317 = sub nsw i64 %9, %6316
  %6318 = icmp sgt i64 %6317, 15
  %6319 = trunc i64 %6317 to i32
  %6320 = shl nsw i32 -1, %6319
  %6321 = trunc i32 %6320 to i16
  %6322 = xor i16 %6321, -1
  %6323 = select i1 %6318, i16 -1, i16 %6322
  br i1 %1635, label %6329, label %6324

6324:                                             ; preds = %6313
  %6325 = load float, ptr %1586, align 4
  %6326 = insertelement <16 x float> poison, float %6325, i64 0
  %6327 = shufflevector <16 x float> %6326, <16 x float> poison, <16 x i32> zeroinitializer
  %6328 = fadd <16 x float> %6237, %6327
  br label %6329

6329:                                             ; preds = %6324, %6313
  %6330 = phi <16 x float> [ %6328, %6324 ], [ %6237, %6313 ]
  %6331 = getelementptr inbounds nuw float, ptr %2953, i64 %6316
  %6332 = getelementptr inbounds nuw float, ptr %2955, i64 %6316
  %6333 = select i1 %2962, ptr null, ptr %6332
  %6334 = bitcast i16 %6323 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6349
    i64 2, label %6342
    i64 3, label %6335
    i64 0, label %6390
  ]

6335:                                             ; preds = %6329
  %6336 = bitcast <16 x float> %6330 to <8 x i64>
  %6337 = and <8 x i64> %6336, %1168
  %6338 = fcmp oeq <16 x float> %6330, %44
  %6339 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6330, i32 4)
  %6340 = bitcast <8 x i64> %6337 to <16 x float>
  %6341 = select <16 x i1> %6338, <16 x float> %6340, <16 x float> %6339
  br label %6352

6342:                                             ; preds = %6329
  %6343 = bitcast <16 x float> %6330 to <8 x i64>
  %6344 = or <8 x i64> %6343, %1169
  %6345 = fcmp oeq <16 x float> %6330, %47
  %6346 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6330, i32 4)
  %6347 = bitcast <8 x i64> %6344 to <16 x float>
  %6348 = select <16 x i1> %6345, <16 x float> %6347, <16 x float> %6346
  br label %6352

6349:                                             ; preds = %6329
  %6350 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %6334, <16 x float> zeroinitializer)
  %6351 = fadd <16 x float> %6330, %6350
  br label %6352

6352:                                             ; preds = %6349, %6342, %6335
  %6353 = phi <16 x float> [ %6351, %6349 ], [ %6348, %6342 ], [ %6341, %6335 ]
  switch i64 %1340, label %534 [
    i64 1, label %6368
    i64 2, label %6361
    i64 3, label %6354
    i64 0, label %6390
  ]

6354:                                             ; preds = %6352
  %6355 = bitcast <16 x float> %6353 to <8 x i64>
  %6356 = and <8 x i64> %6355, %1168
  %6357 = fcmp oeq <16 x float> %6353, %44
  %6358 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6353, i32 4)
  %6359 = bitcast <8 x i64> %6356 to <16 x float>
  %6360 = select <16 x i1> %6357, <16 x float> %6359, <16 x float> %6358
  br label %6371

6361:                                             ; preds = %6352
  %6362 = bitcast <16 x float> %6353 to <8 x i64>
  %6363 = or <8 x i64> %6362, %1169
  %6364 = fcmp oeq <16 x float> %6353, %47
  %6365 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6353, i32 4)
  %6366 = bitcast <8 x i64> %6363 to <16 x float>
  %6367 = select <16 x i1> %6364, <16 x float> %6366, <16 x float> %6365
  br label %6371

6368:                                             ; preds = %6352
  %6369 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %6334, <16 x float> zeroinitializer)
  %6370 = fadd <16 x float> %6353, %6369
  br label %6371

6371:                                             ; preds = %6368, %6361, %6354
  %6372 = phi <16 x float> [ %6370, %6368 ], [ %6367, %6361 ], [ %6360, %6354 ]
  switch i64 %1342, label %534 [
    i64 1, label %6387
    i64 2, label %6380
    i64 3, label %6373
    i64 0, label %6390
  ]

6373:                                             ; preds = %6371
  %6374 = bitcast <16 x float> %6372 to <8 x i64>
  %6375 = and <8 x i64> %6374, %1168
  %6376 = fcmp oeq <16 x float> %6372, %44
  %6377 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6372, i32 4)
  %6378 = bitcast <8 x i64> %6375 to <16 x float>
  %6379 = select <16 x i1> %6376, <16 x float> %6378, <16 x float> %6377
  br label %6390

6380:                                             ; preds = %6371
  %6381 = bitcast <16 x float> %6372 to <8 x i64>
  %6382 = or <8 x i64> %6381, %1169
  %6383 = fcmp oeq <16 x float> %6372, %47
  %6384 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6372, i32 4)
  %6385 = bitcast <8 x i64> %6382 to <16 x float>
  %6386 = select <16 x i1> %6383, <16 x float> %6385, <16 x float> %6384
  br label %6390

6387:                                             ; preds = %6371
  %6388 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %6334, <16 x float> zeroinitializer)
  %6389 = fadd <16 x float> %6372, %6388
  br label %6390

6390:                                             ; preds = %6373, %6380, %6387, %6371, %6352, %6329
  %6391 = phi <16 x float> [ %6372, %6371 ], [ %6330, %6329 ], [ %6353, %6352 ], [ %6389, %6387 ], [ %6386, %6380 ], [ %6379, %6373 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6391, ptr nonnull align 1 %6331, <16 x i1> %6334)
  %6392 = shl i64 %4793, 4
  %6393 = or disjoint i64 %6392, 32
  %6394 = sub nsw i64 %9, %6393
  %6395 = icmp sgt i64 %6394, 15
  %6396 = trunc i64 %6394 to i32
  %6397 = shl nsw i32 -1, %6396
  %6398 = trunc i32 %6397 to i16
  %6399 = xor i16 %6398, -1
  %6400 = select i1 %6395, i16 -1, i16 %6399
  br i1 %1635, label %6406, label %6401

6401:                                             ; preds = %6390
  %6402 = load float, ptr %1586, align 4
  %6403 = insertelement <16 x float> poison, float %6402, i64 0
  %6404 = shufflevector <16 x float> %6403, <16 x float> poison, <16 x i32> zeroinitializer
  %6405 = fadd <16 x float> %6236, %6404
  br label %6406

6406:                                             ; preds = %6401, %6390
  %6407 = phi <16 x float> [ %6405, %6401 ], [ %6236, %6390 ]
  %6408 = getelementptr inbounds nuw float, ptr %2953, i64 %6393
  %6409 = getelementptr inbounds nuw float, ptr %2955, i64 %6393
  %6410 = select i1 %2962, ptr null, ptr %6409
  %6411 = bitcast i16 %6400 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6426
    i64 2, label %6419
    i64 3, label %6412
    i64 0, label %6467
  ]

6412:                                             ; preds = %6406
  %6413 = bitcast <16 x float> %6407 to <8 x i64>
  %6414 = and <8 x i64> %6413, %1168
  %6415 = fcmp oeq <16 x float> %6407, %44
  %6416 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6407, i32 4)
  %6417 = bitcast <8 x i64> %6414 to <16 x float>
  %6418 = select <16 x i1> %6415, <16 x float> %6417, <16 x float> %6416
  br label %6429

6419:                                             ; preds = %6406
  %6420 = bitcast <16 x float> %6407 to <8 x i64>
  %6421 = or <8 x i64> %6420, %1169
  %6422 = fcmp oeq <16 x float> %6407, %47
  %6423 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6407, i32 4)
  %6424 = bitcast <8 x i64> %6421 to <16 x float>
  %6425 = select <16 x i1> %6422, <16 x float> %6424, <16 x float> %6423
  br label %6429

6426:                                             ; preds = %6406
  %6427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6410, <16 x i1> %6411, <16 x float> zeroinitializer)
  %6428 = fadd <16 x float> %6407, %6427
  br label %6429

6429:                                             ; preds = %6426, %6419, %6412
  %6430 = phi <16 x float> [ %6428, %6426 ], [ %6425, %6419 ], [ %6418, %6412 ]
  switch i64 %1344, label %534 [
    i64 1, label %6445
    i64 2, label %6438
    i64 3, label %6431
    i64 0, label %6467
  ]

6431:                                             ; preds = %6429
  %6432 = bitcast <16 x float> %6430 to <8 x i64>
  %6433 = and <8 x i64> %6432, %1168
  %6434 = fcmp oeq <16 x float> %6430, %44
  %6435 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6430, i32 4)
  %6436 = bitcast <8 x i64> %6433 to <16 x float>
  %6437 = select <16 x i1> %6434, <16 x float> %6436, <16 x float> %6435
  br label %6448

6438:                                             ; preds = %6429
  %6439 = bitcast <16 x float> %6430 to <8 x i64>
  %6440 = or <8 x i64> %6439, %1169
  %6441 = fcmp oeq <16 x float> %6430, %47
  %6442 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6430, i32 4)
  %6443 = bitcast <8 x i64> %6440 to <16 x float>
  %6444 = select <16 x i1> %6441, <16 x float> %6443, <16 x float> %6442
  br label %6448

6445:                                             ; preds = %6429
  %6446 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6410, <16 x i1> %6411, <16 x float> zeroinitializer)
  %6447 = fadd <16 x float> %6430, %6446
  br label %6448

6448:                                             ; preds = %6445, %6438, %6431
  %6449 = phi <16 x float> [ %6447, %6445 ], [ %6444, %6438 ], [ %6437, %6431 ]
  switch i64 %1346, label %534 [
    i64 1, label %6464
    i64 2, label %6457
    i64 3, label %6450
    i64 0, label %6467
  ]

6450:                                             ; preds = %6448
  %6451 = bitcast <16 x float> %6449 to <8 x i64>
  %6452 = and <8 x i64> %6451, %1168
  %6453 = fcmp oeq <16 x float> %6449, %44
  %6454 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6449, i32 4)
  %6455 = bitcast <8 x i64> %6452 to <16 x float>
  %6456 = select <16 x i1> %6453, <16 x float> %6455, <16 x float> %6454
  br label %6467

6457:                                             ; preds = %6448
  %6458 = bitcast <16 x float> %6449 to <8 x i64>
  %6459 = or <8 x i64> %6458, %1169
  %6460 = fcmp oeq <16 x float> %6449, %47
  %6461 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6449, i32 4)
  %6462 = bitcast <8 x i64> %6459 to <16 x float>
  %6463 = select <16 x i1> %6460, <16 x float> %6462, <16 x float> %6461
  br label %6467

6464:                                             ; preds = %6448
  %6465 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6410, <16 x i1> %6411, <16 x float> zeroinitializer)
  %6466 = fadd <16 x float> %6449, %6465
  br label %6467

6467:                                             ; preds = %6450, %6457, %6464, %6448, %6429, %6406
  %6468 = phi <16 x float> [ %6449, %6448 ], [ %6407, %6406 ], [ %6430, %6429 ], [ %6466, %6464 ], [ %6463, %6457 ], [ %6456, %6450 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6468, ptr nonnull align 1 %6408, <16 x i1> %6411)
  %6469 = shl i64 %4793, 4
  %6470 = or disjoint i64 %6469, 48
  %6471 = sub nsw i64 %9, %6470
  %6472 = icmp sgt i64 %6471, 15
  %6473 = trunc i64 %6471 to i32
  %6474 = shl nsw i32 -1, %6473
  %6475 = trunc i32 %6474 to i16
  %6476 = xor i16 %6475, -1
  %6477 = select i1 %6472, i16 -1, i16 %6476
  br i1 %1635, label %6483, label %6478

6478:                                             ; preds = %6467
  %6479 = load float, ptr %1586, align 4
  %6480 = insertelement <16 x float> poison, float %6479, i64 0
  %6481 = shufflevector <16 x float> %6480, <16 x float> poison, <16 x i32> zeroinitializer
  %6482 = fadd <16 x float> %6235, %6481
  br label %6483

6483:                                             ; preds = %6478, %6467
  %6484 = phi <16 x float> [ %6482, %6478 ], [ %6235, %6467 ]
  %6485 = getelementptr inbounds nuw float, ptr %2953, i64 %6470
  %6486 = getelementptr inbounds nuw float, ptr %2955, i64 %6470
  %6487 = select i1 %2962, ptr null, ptr %6486
  %6488 = bitcast i16 %6477 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6503
    i64 2, label %6496
    i64 3, label %6489
    i64 0, label %6544
  ]

6489:                                             ; preds = %6483
  %6490 = bitcast <16 x float> %6484 to <8 x i64>
  %6491 = and <8 x i64> %6490, %1168
  %6492 = fcmp oeq <16 x float> %6484, %44
  %6493 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6484, i32 4)
  %6494 = bitcast <8 x i64> %6491 to <16 x float>
  %6495 = select <16 x i1> %6492, <16 x float> %6494, <16 x float> %6493
  br label %6506

6496:                                             ; preds = %6483
  %6497 = bitcast <16 x float> %6484 to <8 x i64>
  %6498 = or <8 x i64> %6497, %1169
  %6499 = fcmp oeq <16 x float> %6484, %47
  %6500 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6484, i32 4)
  %6501 = bitcast <8 x i64> %6498 to <16 x float>
  %6502 = select <16 x i1> %6499, <16 x float> %6501, <16 x float> %6500
  br label %6506

6503:                                             ; preds = %6483
  %6504 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6487, <16 x i1> %6488, <16 x float> zeroinitializer)
  %6505 = fadd <16 x float> %6484, %6504
  br label %6506

6506:                                             ; preds = %6503, %6496, %6489
  %6507 = phi <16 x float> [ %6505, %6503 ], [ %6502, %6496 ], [ %6495, %6489 ]
  switch i64 %1348, label %534 [
    i64 1, label %6522
    i64 2, label %6515
    i64 3, label %6508
    i64 0, label %6544
  ]

6508:                                             ; preds = %6506
  %6509 = bitcast <16 x float> %6507 to <8 x i64>
  %6510 = and <8 x i64> %6509, %1168
  %6511 = fcmp oeq <16 x float> %6507, %44
  %6512 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6507, i32 4)
  %6513 = bitcast <8 x i64> %6510 to <16 x float>
  %6514 = select <16 x i1> %6511, <16 x float> %6513, <16 x float> %6512
  br label %6525

6515:                                             ; preds = %6506
  %6516 = bitcast <16 x float> %6507 to <8 x i64>
  %6517 = or <8 x i64> %6516, %1169
  %6518 = fcmp oeq <16 x float> %6507, %47
  %6519 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6507, i32 4)
  %6520 = bitcast <8 x i64> %6517 to <16 x float>
  %6521 = select <16 x i1> %6518, <16 x float> %6520, <16 x float> %6519
  br label %6525

6522:                                             ; preds = %6506
  %6523 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6487, <16 x i1> %6488, <16 x float> zeroinitializer)
  %6524 = fadd <16 x float> %6507, %6523
  br label %6525

6525:                                             ; preds = %6522, %6515, %6508
  %6526 = phi <16 x float> [ %6524, %6522 ], [ %6521, %6515 ], [ %6514, %6508 ]
  switch i64 %1350, label %534 [
    i64 1, label %6541
    i64 2, label %6534
    i64 3, label %6527
    i64 0, label %6544
  ]

6527:                                             ; preds = %6525
  %6528 = bitcast <16 x float> %6526 to <8 x i64>
  %6529 = and <8 x i64> %6528, %1168
  %6530 = fcmp oeq <16 x float> %6526, %44
  %6531 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6526, i32 4)
  %6532 = bitcast <8 x i64> %6529 to <16 x float>
  %6533 = select <16 x i1> %6530, <16 x float> %6532, <16 x float> %6531
  br label %6544

6534:                                             ; preds = %6525
  %6535 = bitcast <16 x float> %6526 to <8 x i64>
  %6536 = or <8 x i64> %6535, %1169
  %6537 = fcmp oeq <16 x float> %6526, %47
  %6538 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6526, i32 4)
  %6539 = bitcast <8 x i64> %6536 to <16 x float>
  %6540 = select <16 x i1> %6537, <16 x float> %6539, <16 x float> %6538
  br label %6544

6541:                                             ; preds = %6525
  %6542 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6487, <16 x i1> %6488, <16 x float> zeroinitializer)
  %6543 = fadd <16 x float> %6526, %6542
  br label %6544

6544:                                             ; preds = %6527, %6534, %6541, %6525, %6506, %6483
  %6545 = phi <16 x float> [ %6526, %6525 ], [ %6484, %6483 ], [ %6507, %6506 ], [ %6543, %6541 ], [ %6540, %6534 ], [ %6533, %6527 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6545, ptr nonnull align 1 %6485, <16 x i1> %6488)
  %6546 = shl i64 %4793, 4
  %6547 = or disjoint i64 %6546, 64
  %6548 = sub nsw i64 %9, %6547
  %6549 = icmp sgt i64 %6548, 15
  %6550 = trunc i64 %6548 to i32
  %6551 = shl nsw i32 -1, %6550
  %6552 = trunc i32 %6551 to i16
  %6553 = xor i16 %6552, -1
  %6554 = select i1 %6549, i16 -1, i16 %6553
  br i1 %1635, label %6560, label %6555

6555:                                             ; preds = %6544
  %6556 = load float, ptr %1586, align 4
  %6557 = insertelement <16 x float> poison, float %6556, i64 0
  %6558 = shufflevector <16 x float> %6557, <16 x float> poison, <16 x i32> zeroinitializer
  %6559 = fadd <16 x float> %6234, %6558
  br label %6560

6560:                                             ; preds = %6555, %6544
  %6561 = phi <16 x float> [ %6559, %6555 ], [ %6234, %6544 ]
  %6562 = getelementptr inbounds nuw float, ptr %2953, i64 %6547
  %6563 = getelementptr inbounds nuw float, ptr %2955, i64 %6547
  %6564 = select i1 %2962, ptr null, ptr %6563
  %6565 = bitcast i16 %6554 to <16 x i1>
  switch i64 %1334, label %534 [
    i64 1, label %6580
    i64 2, label %6573
    i64 3, label %6566
    i64 0, label %6621
  ]

6566:                                             ; preds = %6560
  %6567 = bitcast <16 x float> %6561 to <8 x i64>
  %6568 = and <8 x i64> %6567, %1168
  %6569 = fcmp oeq <16 x float> %6561, %44
  %6570 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6561, i32 4)
  %6571 = bitcast <8 x i64> %6568 to <16 x float>
  %6572 = select <16 x i1> %6569, <16 x float> %6571, <16 x float> %6570
  br label %6583

6573:                                             ; preds = %6560
  %6574 = bitcast <16 x float> %6561 to <8 x i64>
  %6575 = or <8 x i64> %6574, %1169
  %6576 = fcmp oeq <16 x float> %6561, %47
  %6577 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6561, i32 4)
  %6578 = bitcast <8 x i64> %6575 to <16 x float>
  %6579 = select <16 x i1> %6576, <16 x float> %6578, <16 x float> %6577
  br label %6583

6580:                                             ; preds = %6560
  %6581 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6564, <16 x i1> %6565, <16 x float> zeroinitializer)
  %6582 = fadd <16 x float> %6561, %6581
  br label %6583

6583:                                             ; preds = %6580, %6573, %6566
  %6584 = phi <16 x float> [ %6582, %6580 ], [ %6579, %6573 ], [ %6572, %6566 ]
  switch i64 %1352, label %534 [
    i64 1, label %6599
    i64 2, label %6592
    i64 3, label %6585
    i64 0, label %6621
  ]

6585:                                             ; preds = %6583
  %6586 = bitcast <16 x float> %6584 to <8 x i64>
  %6587 = and <8 x i64> %6586, %1168
  %6588 = fcmp oeq <16 x float> %6584, %44
  %6589 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6584, i32 4)
  %6590 = bitcast <8 x i64> %6587 to <16 x float>
  %6591 = select <16 x i1> %6588, <16 x float> %6590, <16 x float> %6589
  br label %6602

6592:                                             ; preds = %6583
  %6593 = bitcast <16 x float> %6584 to <8 x i64>
  %6594 = or <8 x i64> %6593, %1169
  %6595 = fcmp oeq <16 x float> %6584, %47
  %6596 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6584, i32 4)
  %6597 = bitcast <8 x i64> %6594 to <16 x float>
  %6598 = select <16 x i1> %6595, <16 x float> %6597, <16 x float> %6596
  br label %6602

6599:                                             ; preds = %6583
  %6600 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6564, <16 x i1> %6565, <16 x float> zeroinitializer)
  %6601 = fadd <16 x float> %6584, %6600
  br label %6602

6602:                                             ; preds = %6599, %6592, %6585
  %6603 = phi <16 x float> [ %6601, %6599 ], [ %6598, %6592 ], [ %6591, %6585 ]
  switch i64 %1354, label %534 [
    i64 1, label %6618
    i64 2, label %6611
    i64 3, label %6604
    i64 0, label %6621
  ]

6604:                                             ; preds = %6602
  %6605 = bitcast <16 x float> %6603 to <8 x i64>
  %6606 = and <8 x i64> %6605, %1168
  %6607 = fcmp oeq <16 x float> %6603, %44
  %6608 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6603, i32 4)
  %6609 = bitcast <8 x i64> %6606 to <16 x float>
  %6610 = select <16 x i1> %6607, <16 x float> %6609, <16 x float> %6608
  br label %6621

6611:                                             ; preds = %6602
  %6612 = bitcast <16 x float> %6603 to <8 x i64>
  %6613 = or <8 x i64> %6612, %1169
  %6614 = fcmp oeq <16 x float> %6603, %47
  %6615 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6603, i32 4)
  %6616 = bitcast <8 x i64> %6613 to <16 x float>
  %6617 = select <16 x i1> %6614, <16 x float> %6616, <16 x float> %6615
  br label %6621

6618:                                             ; preds = %6602
  %6619 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6564, <16 x i1> %6565, <16 x float> zeroinitializer)
  %6620 = fadd <16 x float> %6603, %6619
  br label %6621

6621:                                             ; preds = %6604, %6611, %6618, %6602, %6583, %6560
  %6622 = phi <16 x float> [ %6603, %6602 ], [ %6561, %6560 ], [ %6584, %6583 ], [ %6620, %6618 ], [ %6617, %6611 ], [ %6610, %6604 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6622, ptr nonnull align 1 %6562, <16 x i1> %6565)
  br label %8468

6623:                                             ; preds = %4792
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %29, i8 0, i64 384, i1 false)
  br i1 %1166, label %6624, label %6692

6624:                                             ; preds = %6623, %6638
  %6625 = phi i64 [ %6639, %6638 ], [ 0, %6623 ]
  %6626 = mul nsw i64 %6625, %14
  %6627 = sub i64 %6626, %16
  %6628 = add i64 %6627, %2965
  %6629 = icmp slt i64 %6628, 0
  %6630 = icmp sge i64 %6628, %6
  %6631 = or i1 %6629, %6630
  %6632 = select i1 %6631, i64 0, i64 %6628
  %6633 = mul nsw i64 %6632, %7
  %6634 = getelementptr inbounds float, ptr %1583, i64 %6633
  br i1 %1167, label %6635, label %6638

6635:                                             ; preds = %6624
  %6636 = mul nuw nsw i64 %6625, %11
  %6637 = getelementptr inbounds nuw float, ptr %1585, i64 %6636
  br label %6641

6638:                                             ; preds = %6650, %6624
  %6639 = add nuw nsw i64 %6625, 1
  %6640 = icmp eq i64 %6639, %10
  br i1 %6640, label %6690, label %6624

6641:                                             ; preds = %6635, %6650
  %6642 = phi i64 [ 0, %6635 ], [ %6651, %6650 ]
  %6643 = getelementptr inbounds nuw float, ptr %6637, i64 %6642
  %6644 = load float, ptr %6643, align 4
  %6645 = insertelement <16 x float> poison, float %6644, i64 0
  %6646 = shufflevector <16 x float> %6645, <16 x float> poison, <16 x i32> zeroinitializer
  %6647 = mul nsw i64 %6642, %15
  %6648 = sub i64 %6647, %17
  %6649 = getelementptr i16, ptr %1151, i64 %6642
  br label %6653

6650:                                             ; preds = %6679
  %6651 = add nuw nsw i64 %6642, 1
  %6652 = icmp eq i64 %6651, %11
  br i1 %6652, label %6638, label %6641

6653:                                             ; preds = %6641, %6679
  %6654 = phi i64 [ 0, %6641 ], [ %6688, %6679 ]
  %6655 = or disjoint i64 %4793, %6654
  %6656 = shl nsw i64 %6655, 4
  %6657 = add i64 %6648, %6656
  br i1 %1176, label %6662, label %6658

6658:                                             ; preds = %6653
  %6659 = mul nuw nsw i64 %6655, %11
  %6660 = getelementptr i16, ptr %6649, i64 %6659
  %6661 = load i16, ptr %6660, align 2
  br label %6679

6662:                                             ; preds = %6653
  %6663 = sub nsw i64 %9, %6656
  %6664 = icmp slt i64 %6657, 0
  %6665 = sub nsw i64 0, %6657
  %6666 = select i1 %6664, i64 %6665, i64 0
  %6667 = sub nsw i64 %7, %6657
  %6668 = call i64 @llvm.smin.i64(i64 %6667, i64 %6663)
  %6669 = call i64 @llvm.smin.i64(i64 %6668, i64 16)
  %6670 = icmp sgt i64 %6669, %6666
  %6671 = trunc i64 %6669 to i32
  %6672 = shl nsw i32 -1, %6671
  %6673 = xor i32 %6672, -1
  %6674 = trunc i64 %6666 to i32
  %6675 = shl nsw i32 -1, %6674
  %6676 = and i32 %6675, %6673
  %6677 = trunc i32 %6676 to i16
  %6678 = select i1 %6670, i16 %6677, i16 0
  br label %6679

6679:                                             ; preds = %6662, %6658
  %6680 = phi i16 [ %6661, %6658 ], [ %6678, %6662 ]
  %6681 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %6654
  %6682 = select i1 %6631, i16 0, i16 %6680
  %6683 = getelementptr inbounds float, ptr %6634, i64 %6657
  %6684 = bitcast i16 %6682 to <16 x i1>
  %6685 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6683, <16 x i1> %6684, <16 x float> zeroinitializer)
  %6686 = load <16 x float>, ptr %6681, align 64
  %6687 = call <16 x float> @llvm.fma.v16f32(<16 x float> %6685, <16 x float> %6646, <16 x float> %6686)
  store <16 x float> %6687, ptr %6681, align 64
  %6688 = add nuw nsw i64 %6654, 1
  %6689 = icmp eq i64 %6688, 6
  br i1 %6689, label %6650, label %6653

6690:                                             ; preds = %6638
  %6691 = load <16 x float>, ptr %29, align 64
  br label %6692

6692:                                             ; preds = %6690, %6623
  %6693 = phi <16 x float> [ %6691, %6690 ], [ zeroinitializer, %6623 ]
  %6694 = shl nsw i64 %4793, 4
  %6695 = sub nsw i64 %9, %6694
  %6696 = icmp sgt i64 %6695, 15
  %6697 = trunc i64 %6695 to i32
  %6698 = shl nsw i32 -1, %6697
  %6699 = trunc i32 %6698 to i16
  %6700 = xor i16 %6699, -1
  %6701 = select i1 %6696, i16 -1, i16 %6700
  br i1 %1635, label %6707, label %6702

6702:                                             ; preds = %6692
  %6703 = load float, ptr %1586, align 4
  %6704 = insertelement <16 x float> poison, float %6703, i64 0
  %6705 = shufflevector <16 x float> %6704, <16 x float> poison, <16 x i32> zeroinitializer
  %6706 = fadd <16 x float> %6693, %6705
  br label %6707

6707:                                             ; preds = %6702, %6692
  %6708 = phi <16 x float> [ %6706, %6702 ], [ %6693, %6692 ]
  %6709 = getelementptr inbounds nuw float, ptr %2953, i64 %6694
  %6710 = getelementptr inbounds nuw float, ptr %2955, i64 %6694
  %6711 = select i1 %2962, ptr null, ptr %6710
  %6712 = bitcast i16 %6701 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6713
    i64 2, label %6716
    i64 3, label %6723
    i64 0, label %6768
  ]

6713:                                             ; preds = %6707
  %6714 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6711, <16 x i1> %6712, <16 x float> zeroinitializer)
  %6715 = fadd <16 x float> %6708, %6714
  br label %6730

6716:                                             ; preds = %6707
  %6717 = bitcast <16 x float> %6708 to <8 x i64>
  %6718 = or <8 x i64> %6717, %1169
  %6719 = fcmp oeq <16 x float> %6708, %47
  %6720 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6708, i32 4)
  %6721 = bitcast <8 x i64> %6718 to <16 x float>
  %6722 = select <16 x i1> %6719, <16 x float> %6721, <16 x float> %6720
  br label %6730

6723:                                             ; preds = %6707
  %6724 = bitcast <16 x float> %6708 to <8 x i64>
  %6725 = and <8 x i64> %6724, %1168
  %6726 = fcmp oeq <16 x float> %6708, %44
  %6727 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6708, i32 4)
  %6728 = bitcast <8 x i64> %6725 to <16 x float>
  %6729 = select <16 x i1> %6726, <16 x float> %6728, <16 x float> %6727
  br label %6730

6730:                                             ; preds = %6723, %6716, %6713
  %6731 = phi <16 x float> [ %6715, %6713 ], [ %6722, %6716 ], [ %6729, %6723 ]
  switch i64 %1306, label %534 [
    i64 1, label %6746
    i64 2, label %6739
    i64 3, label %6732
    i64 0, label %6768
  ]

6732:                                             ; preds = %6730
  %6733 = bitcast <16 x float> %6731 to <8 x i64>
  %6734 = and <8 x i64> %6733, %1168
  %6735 = fcmp oeq <16 x float> %6731, %44
  %6736 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6731, i32 4)
  %6737 = bitcast <8 x i64> %6734 to <16 x float>
  %6738 = select <16 x i1> %6735, <16 x float> %6737, <16 x float> %6736
  br label %6749

6739:                                             ; preds = %6730
  %6740 = bitcast <16 x float> %6731 to <8 x i64>
  %6741 = or <8 x i64> %6740, %1169
  %6742 = fcmp oeq <16 x float> %6731, %47
  %6743 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6731, i32 4)
  %6744 = bitcast <8 x i64> %6741 to <16 x float>
  %6745 = select <16 x i1> %6742, <16 x float> %6744, <16 x float> %6743
  br label %6749

6746:                                             ; preds = %6730
  %6747 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6711, <16 x i1> %6712, <16 x float> zeroinitializer)
  %6748 = fadd <16 x float> %6731, %6747
  br label %6749

6749:                                             ; preds = %6746, %6739, %6732
  %6750 = phi <16 x float> [ %6748, %6746 ], [ %6745, %6739 ], [ %6738, %6732 ]
  switch i64 %1308, label %534 [
    i64 1, label %6765
    i64 2, label %6758
    i64 3, label %6751
    i64 0, label %6768
  ]

6751:                                             ; preds = %6749
  %6752 = bitcast <16 x float> %6750 to <8 x i64>
  %6753 = and <8 x i64> %6752, %1168
  %6754 = fcmp oeq <16 x float> %6750, %44
  %6755 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6750, i32 4)
  %6756 = bitcast <8 x i64> %6753 to <16 x float>
  %6757 = select <16 x i1> %6754, <16 x float> %6756, <16 x float> %6755
  br label %6768

6758:                                             ; preds = %6749
  %6759 = bitcast <16 x float> %6750 to <8 x i64>
  %6760 = or <8 x i64> %6759, %1169
  %6761 = fcmp oeq <16 x float> %6750, %47
  %6762 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6750, i32 4)
  %6763 = bitcast <8 x i64> %6760 to <16 x float>
  %6764 = select <16 x i1> %6761, <16 x float> %6763, <16 x float> %6762
  br label %6768

6765:                                             ; preds = %6749
  %6766 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6711, <16 x i1> %6712, <16 x float> zeroinitializer)
  %6767 = fadd <16 x float> %6750, %6766
  br label %6768

6768:                                             ; preds = %6751, %6758, %6765, %6749, %6730, %6707
  %6769 = phi <16 x float> [ %6750, %6749 ], [ %6708, %6707 ], [ %6731, %6730 ], [ %6767, %6765 ], [ %6764, %6758 ], [ %6757, %6751 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6769, ptr align 1 %6709, <16 x i1> %6712)
  %6770 = shl i64 %4793, 4
  %6771 = or disjoint i64 %6770, 16
  %6772 = sub nsw i64 %9, %6771
  %6773 = icmp sgt i64 %6772, 15
  %6774 = trunc i64 %6772 to i32
  %6775 = shl nsw i32 -1, %6774
  %6776 = trunc i32 %6775 to i16
  %6777 = xor i16 %6776, -1
  %6778 = select i1 %6773, i16 -1, i16 %6777
  %6779 = load <16 x float>, ptr %1309, align 64
  br i1 %1635, label %6785, label %6780

6780:                                             ; preds = %6768
  %6781 = load float, ptr %1586, align 4
  %6782 = insertelement <16 x float> poison, float %6781, i64 0
  %6783 = shufflevector <16 x float> %6782, <16 x float> poison, <16 x i32> zeroinitializer
  %6784 = fadd <16 x float> %6779, %6783
  br label %6785

6785:                                             ; preds = %6780, %6768
  %6786 = phi <16 x float> [ %6784, %6780 ], [ %6779, %6768 ]
  %6787 = getelementptr inbounds nuw float, ptr %2953, i64 %6771
  %6788 = getelementptr inbounds nuw float, ptr %2955, i64 %6771
  %6789 = select i1 %2962, ptr null, ptr %6788
  %6790 = bitcast i16 %6778 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6805
    i64 2, label %6798
    i64 3, label %6791
    i64 0, label %6846
  ]

6791:                                             ; preds = %6785
  %6792 = bitcast <16 x float> %6786 to <8 x i64>
  %6793 = and <8 x i64> %6792, %1168
  %6794 = fcmp oeq <16 x float> %6786, %44
  %6795 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6786, i32 4)
  %6796 = bitcast <8 x i64> %6793 to <16 x float>
  %6797 = select <16 x i1> %6794, <16 x float> %6796, <16 x float> %6795
  br label %6808

6798:                                             ; preds = %6785
  %6799 = bitcast <16 x float> %6786 to <8 x i64>
  %6800 = or <8 x i64> %6799, %1169
  %6801 = fcmp oeq <16 x float> %6786, %47
  %6802 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6786, i32 4)
  %6803 = bitcast <8 x i64> %6800 to <16 x float>
  %6804 = select <16 x i1> %6801, <16 x float> %6803, <16 x float> %6802
  br label %6808

6805:                                             ; preds = %6785
  %6806 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6789, <16 x i1> %6790, <16 x float> zeroinitializer)
  %6807 = fadd <16 x float> %6786, %6806
  br label %6808

6808:                                             ; preds = %6805, %6798, %6791
  %6809 = phi <16 x float> [ %6807, %6805 ], [ %6804, %6798 ], [ %6797, %6791 ]
  switch i64 %1311, label %534 [
    i64 1, label %6824
    i64 2, label %6817
    i64 3, label %6810
    i64 0, label %6846
  ]

6810:                                             ; preds = %6808
  %6811 = bitcast <16 x float> %6809 to <8 x i64>
  %6812 = and <8 x i64> %6811, %1168
  %6813 = fcmp oeq <16 x float> %6809, %44
  %6814 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6809, i32 4)
  %6815 = bitcast <8 x i64> %6812 to <16 x float>
  %6816 = select <16 x i1> %6813, <16 x float> %6815, <16 x float> %6814
  br label %6827

6817:                                             ; preds = %6808
  %6818 = bitcast <16 x float> %6809 to <8 x i64>
  %6819 = or <8 x i64> %6818, %1169
  %6820 = fcmp oeq <16 x float> %6809, %47
  %6821 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6809, i32 4)
  %6822 = bitcast <8 x i64> %6819 to <16 x float>
  %6823 = select <16 x i1> %6820, <16 x float> %6822, <16 x float> %6821
  br label %6827

6824:                                             ; preds = %6808
  %6825 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6789, <16 x i1> %6790, <16 x float> zeroinitializer)
  %6826 = fadd <16 x float> %6809, %6825
  br label %6827

6827:                                             ; preds = %6824, %6817, %6810
  %6828 = phi <16 x float> [ %6826, %6824 ], [ %6823, %6817 ], [ %6816, %6810 ]
  switch i64 %1313, label %534 [
    i64 1, label %6843
    i64 2, label %6836
    i64 3, label %6829
    i64 0, label %6846
  ]

6829:                                             ; preds = %6827
  %6830 = bitcast <16 x float> %6828 to <8 x i64>
  %6831 = and <8 x i64> %6830, %1168
  %6832 = fcmp oeq <16 x float> %6828, %44
  %6833 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6828, i32 4)
  %6834 = bitcast <8 x i64> %6831 to <16 x float>
  %6835 = select <16 x i1> %6832, <16 x float> %6834, <16 x float> %6833
  br label %6846

6836:                                             ; preds = %6827
  %6837 = bitcast <16 x float> %6828 to <8 x i64>
  %6838 = or <8 x i64> %6837, %1169
  %6839 = fcmp oeq <16 x float> %6828, %47
  %6840 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6828, i32 4)
  %6841 = bitcast <8 x i64> %6838 to <16 x float>
  %6842 = select <16 x i1> %6839, <16 x float> %6841, <16 x float> %6840
  br label %6846

6843:                                             ; preds = %6827
  %6844 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6789, <16 x i1> %6790, <16 x float> zeroinitializer)
  %6845 = fadd <16 x float> %6828, %6844
  br label %6846

6846:                                             ; preds = %6829, %6836, %6843, %6827, %6808, %6785
  %6847 = phi <16 x float> [ %6828, %6827 ], [ %6786, %6785 ], [ %6809, %6808 ], [ %6845, %6843 ], [ %6842, %6836 ], [ %6835, %6829 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6847, ptr nonnull align 1 %6787, <16 x i1> %6790)
  %6848 = shl i64 %4793, 4
  %6849 = or disjoint i64 %6848, 32
  %6850 = sub nsw i64 %9, %6849
  %6851 = icmp sgt i64 %6850, 15
  %6852 = trunc i64 %6850 to i32
  %6853 = shl nsw i32 -1, %6852
  %6854 = trunc i32 %6853 to i16
  %6855 = xor i16 %6854, -1
  %6856 = select i1 %6851, i16 -1, i16 %6855
  %6857 = load <16 x float>, ptr %1314, align 64
  br i1 %1635, label %6863, label %6858

6858:                                             ; preds = %6846
  %6859 = load float, ptr %1586, align 4
  %6860 = insertelement <16 x float> poison, float %6859, i64 0
  %6861 = shufflevector <16 x float> %6860, <16 x float> poison, <16 x i32> zeroinitializer
  %6862 = fadd <16 x float> %6857, %6861
  br label %6863

6863:                                             ; preds = %6858, %6846
  %6864 = phi <16 x float> [ %6862, %6858 ], [ %6857, %6846 ]
  %6865 = getelementptr inbounds nuw float, ptr %2953, i64 %6849
  %6866 = getelementptr inbounds nuw float, ptr %2955, i64 %6849
  %6867 = select i1 %2962, ptr null, ptr %6866
  %6868 = bitcast i16 %6856 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6883
    i64 2, label %6876
    i64 3, label %6869
    i64 0, label %6924
  ]

6869:                                             ; preds = %6863
  %6870 = bitcast <16 x float> %6864 to <8 x i64>
  %6871 = and <8 x i64> %6870, %1168
  %6872 = fcmp oeq <16 x float> %6864, %44
  %6873 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6864, i32 4)
  %6874 = bitcast <8 x i64> %6871 to <16 x float>
  %6875 = select <16 x i1> %6872, <16 x float> %6874, <16 x float> %6873
  br label %6886

6876:                                             ; preds = %6863
  %6877 = bitcast <16 x float> %6864 to <8 x i64>
  %6878 = or <8 x i64> %6877, %1169
  %6879 = fcmp oeq <16 x float> %6864, %47
  %6880 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6864, i32 4)
  %6881 = bitcast <8 x i64> %6878 to <16 x float>
  %6882 = select <16 x i1> %6879, <16 x float> %6881, <16 x float> %6880
  br label %6886

6883:                                             ; preds = %6863
  %6884 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6867, <16 x i1> %6868, <16 x float> zeroinitializer)
  %6885 = fadd <16 x float> %6864, %6884
  br label %6886

6886:                                             ; preds = %6883, %6876, %6869
  %6887 = phi <16 x float> [ %6885, %6883 ], [ %6882, %6876 ], [ %6875, %6869 ]
  switch i64 %1316, label %534 [
    i64 1, label %6902
    i64 2, label %6895
    i64 3, label %6888
    i64 0, label %6924
  ]

6888:                                             ; preds = %6886
  %6889 = bitcast <16 x float> %6887 to <8 x i64>
  %6890 = and <8 x i64> %6889, %1168
  %6891 = fcmp oeq <16 x float> %6887, %44
  %6892 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6887, i32 4)
  %6893 = bitcast <8 x i64> %6890 to <16 x float>
  %6894 = select <16 x i1> %6891, <16 x float> %6893, <16 x float> %6892
  br label %6905

6895:                                             ; preds = %6886
  %6896 = bitcast <16 x float> %6887 to <8 x i64>
  %6897 = or <8 x i64> %6896, %1169
  %6898 = fcmp oeq <16 x float> %6887, %47
  %6899 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6887, i32 4)
  %6900 = bitcast <8 x i64> %6897 to <16 x float>
  %6901 = select <16 x i1> %6898, <16 x float> %6900, <16 x float> %6899
  br label %6905

6902:                                             ; preds = %6886
  %6903 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6867, <16 x i1> %6868, <16 x float> zeroinitializer)
  %6904 = fadd <16 x float> %6887, %6903
  br label %6905

6905:                                             ; preds = %6902, %6895, %6888
  %6906 = phi <16 x float> [ %6904, %6902 ], [ %6901, %6895 ], [ %6894, %6888 ]
  switch i64 %1318, label %534 [
    i64 1, label %6921
    i64 2, label %6914
    i64 3, label %6907
    i64 0, label %6924
  ]

6907:                                             ; preds = %6905
  %6908 = bitcast <16 x float> %6906 to <8 x i64>
  %6909 = and <8 x i64> %6908, %1168
  %6910 = fcmp oeq <16 x float> %6906, %44
  %6911 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6906, i32 4)
  %6912 = bitcast <8 x i64> %6909 to <16 x float>
  %6913 = select <16 x i1> %6910, <16 x float> %6912, <16 x float> %6911
  br label %6924

6914:                                             ; preds = %6905
  %6915 = bitcast <16 x float> %6906 to <8 x i64>
  %6916 = or <8 x i64> %6915, %1169
  %6917 = fcmp oeq <16 x float> %6906, %47
  %6918 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6906, i32 4)
  %6919 = bitcast <8 x i64> %6916 to <16 x float>
  %6920 = select <16 x i1> %6917, <16 x float> %6919, <16 x float> %6918
  br label %6924

6921:                                             ; preds = %6905
  %6922 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6867, <16 x i1> %6868, <16 x float> zeroinitializer)
  %6923 = fadd <16 x float> %6906, %6922
  br label %6924

6924:                                             ; preds = %6907, %6914, %6921, %6905, %6886, %6863
  %6925 = phi <16 x float> [ %6906, %6905 ], [ %6864, %6863 ], [ %6887, %6886 ], [ %6923, %6921 ], [ %6920, %6914 ], [ %6913, %6907 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %6925, ptr nonnull align 1 %6865, <16 x i1> %6868)
  %6926 = shl i64 %4793, 4
  %6927 = or disjoint i64 %6926, 48
  %6928 = sub nsw i64 %9, %6927
  %6929 = icmp sgt i64 %6928, 15
  %6930 = trunc i64 %6928 to i32
  %6931 = shl nsw i32 -1, %6930
  %6932 = trunc i32 %6931 to i16
  %6933 = xor i16 %6932, -1
  %6934 = select i1 %6929, i16 -1, i16 %6933
  %6935 = load <16 x float>, ptr %1319, align 64
  br i1 %1635, label %6941, label %6936

6936:                                             ; preds = %6924
  %6937 = load float, ptr %1586, align 4
  %6938 = insertelement <16 x float> poison, float %6937, i64 0
  %6939 = shufflevector <16 x float> %6938, <16 x float> poison, <16 x i32> zeroinitializer
  %6940 = fadd <16 x float> %6935, %6939
  br label %6941

6941:                                             ; preds = %6936, %6924
  %6942 = phi <16 x float> [ %6940, %6936 ], [ %6935, %6924 ]
  %6943 = getelementptr inbounds nuw float, ptr %2953, i64 %6927
  %6944 = getelementptr inbounds nuw float, ptr %2955, i64 %6927
  %6945 = select i1 %2962, ptr null, ptr %6944
  %6946 = bitcast i16 %6934 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %6961
    i64 2, label %6954
    i64 3, label %6947
    i64 0, label %7002
  ]

6947:                                             ; preds = %6941
  %6948 = bitcast <16 x float> %6942 to <8 x i64>
  %6949 = and <8 x i64> %6948, %1168
  %6950 = fcmp oeq <16 x float> %6942, %44
  %6951 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6942, i32 4)
  %6952 = bitcast <8 x i64> %6949 to <16 x float>
  %6953 = select <16 x i1> %6950, <16 x float> %6952, <16 x float> %6951
  br label %6964

6954:                                             ; preds = %6941
  %6955 = bitcast <16 x float> %6942 to <8 x i64>
  %6956 = or <8 x i64> %6955, %1169
  %6957 = fcmp oeq <16 x float> %6942, %47
  %6958 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6942, i32 4)
  %6959 = bitcast <8 x i64> %6956 to <16 x float>
  %6960 = select <16 x i1> %6957, <16 x float> %6959, <16 x float> %6958
  br label %6964

6961:                                             ; preds = %6941
  %6962 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6945, <16 x i1> %6946, <16 x float> zeroinitializer)
  %6963 = fadd <16 x float> %6942, %6962
  br label %6964

6964:                                             ; preds = %6961, %6954, %6947
  %6965 = phi <16 x float> [ %6963, %6961 ], [ %6960, %6954 ], [ %6953, %6947 ]
  switch i64 %1321, label %534 [
    i64 1, label %6980
    i64 2, label %6973
    i64 3, label %6966
    i64 0, label %7002
  ]

6966:                                             ; preds = %6964
  %6967 = bitcast <16 x float> %6965 to <8 x i64>
  %6968 = and <8 x i64> %6967, %1168
  %6969 = fcmp oeq <16 x float> %6965, %44
  %6970 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6965, i32 4)
  %6971 = bitcast <8 x i64> %6968 to <16 x float>
  %6972 = select <16 x i1> %6969, <16 x float> %6971, <16 x float> %6970
  br label %6983

6973:                                             ; preds = %6964
  %6974 = bitcast <16 x float> %6965 to <8 x i64>
  %6975 = or <8 x i64> %6974, %1169
  %6976 = fcmp oeq <16 x float> %6965, %47
  %6977 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6965, i32 4)
  %6978 = bitcast <8 x i64> %6975 to <16 x float>
  %6979 = select <16 x i1> %6976, <16 x float> %6978, <16 x float> %6977
  br label %6983

6980:                                             ; preds = %6964
  %6981 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6945, <16 x i1> %6946, <16 x float> zeroinitializer)
  %6982 = fadd <16 x float> %6965, %6981
  br label %6983

6983:                                             ; preds = %6980, %6973, %6966
  %6984 = phi <16 x float> [ %6982, %6980 ], [ %6979, %6973 ], [ %6972, %6966 ]
  switch i64 %1323, label %534 [
    i64 1, label %6999
    i64 2, label %6992
    i64 3, label %6985
    i64 0, label %7002
  ]

6985:                                             ; preds = %6983
  %6986 = bitcast <16 x float> %6984 to <8 x i64>
  %6987 = and <8 x i64> %6986, %1168
  %6988 = fcmp oeq <16 x float> %6984, %44
  %6989 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6984, i32 4)
  %6990 = bitcast <8 x i64> %6987 to <16 x float>
  %6991 = select <16 x i1> %6988, <16 x float> %6990, <16 x float> %6989
  br label %7002

6992:                                             ; preds = %6983
  %6993 = bitcast <16 x float> %6984 to <8 x i64>
  %6994 = or <8 x i64> %6993, %1169
  %6995 = fcmp oeq <16 x float> %6984, %47
  %6996 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6984, i32 4)
  %6997 = bitcast <8 x i64> %6994 to <16 x float>
  %6998 = select <16 x i1> %6995, <16 x float> %6997, <16 x float> %6996
  br label %7002

6999:                                             ; preds = %6983
  %7000 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6945, <16 x i1> %6946, <16 x float> zeroinitializer)
  %7001 = fadd <16 x float> %6984, %7000
  br label %7002

7002:                                             ; preds = %6985, %6992, %6999, %6983, %6964, %6941
  %7003 = phi <16 x float> [ %6984, %6983 ], [ %6942, %6941 ], [ %6965, %6964 ], [ %7001, %6999 ], [ %6998, %6992 ], [ %6991, %6985 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7003, ptr nonnull align 1 %6943, <16 x i1> %6946)
  %7004 = shl i64 %4793, 4
  %7005 = or disjoint i64 %7004, 64
  %7006 = sub nsw i64 %9, %7005
  %7007 = icmp sgt i64 %7006, 15
  %7008 = trunc i64 %7006 to i32
  %7009 = shl nsw i32 -1, %7008
  %7010 = trunc i32 %7009 to i16
  %7011 = xor i16 %7010, -1
  %7012 = select i1 %7007, i16 -1, i16 %7011
  %7013 = load <16 x float>, ptr %1324, align 64
  br i1 %1635, label %7019, label %7014

7014:                                             ; preds = %7002
  %7015 = load float, ptr %1586, align 4
  %7016 = insertelement <16 x float> poison, float %7015, i64 0
  %7017 = shufflevector <16 x float> %7016, <16 x float> poison, <16 x i32> zeroinitializer
  %7018 = fadd <16 x float> %7013, %7017
  br label %7019

7019:                                             ; preds = %7014, %7002
  %7020 = phi <16 x float> [ %7018, %7014 ], [ %7013, %7002 ]
  %7021 = getelementptr inbounds nuw float, ptr %2953, i64 %7005
  %7022 = getelementptr inbounds nuw float, ptr %2955, i64 %7005
  %7023 = select i1 %2962, ptr null, ptr %7022
  %7024 = bitcast i16 %7012 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %7039
    i64 2, label %7032
    i64 3, label %7025
    i64 0, label %7080
  ]

7025:                                             ; preds = %7019
  %7026 = bitcast <16 x float> %7020 to <8 x i64>
  %7027 = and <8 x i64> %7026, %1168
  %7028 = fcmp oeq <16 x float> %7020, %44
  %7029 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7020, i32 4)
  %7030 = bitcast <8 x i64> %7027 to <16 x float>
  %7031 = select <16 x i1> %7028, <16 x float> %7030, <16 x float> %7029
  br label %7042

7032:                                             ; preds = %7019
  %7033 = bitcast <16 x float> %7020 to <8 x i64>
  %7034 = or <8 x i64> %7033, %1169
  %7035 = fcmp oeq <16 x float> %7020, %47
  %7036 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7020, i32 4)
  %7037 = bitcast <8 x i64> %7034 to <16 x float>
  %7038 = select <16 x i1> %7035, <16 x float> %7037, <16 x float> %7036
  br label %7042

7039:                                             ; preds = %7019
  %7040 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7023, <16 x i1> %7024, <16 x float> zeroinitializer)
  %7041 = fadd <16 x float> %7020, %7040
  br label %7042

7042:                                             ; preds = %7039, %7032, %7025
  %7043 = phi <16 x float> [ %7041, %7039 ], [ %7038, %7032 ], [ %7031, %7025 ]
  switch i64 %1326, label %534 [
    i64 1, label %7058
    i64 2, label %7051
    i64 3, label %7044
    i64 0, label %7080
  ]

7044:                                             ; preds = %7042
  %7045 = bitcast <16 x float> %7043 to <8 x i64>
  %7046 = and <8 x i64> %7045, %1168
  %7047 = fcmp oeq <16 x float> %7043, %44
  %7048 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7043, i32 4)
  %7049 = bitcast <8 x i64> %7046 to <16 x float>
  %7050 = select <16 x i1> %7047, <16 x float> %7049, <16 x float> %7048
  br label %7061

7051:                                             ; preds = %7042
  %7052 = bitcast <16 x float> %7043 to <8 x i64>
  %7053 = or <8 x i64> %7052, %1169
  %7054 = fcmp oeq <16 x float> %7043, %47
  %7055 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7043, i32 4)
  %7056 = bitcast <8 x i64> %7053 to <16 x float>
  %7057 = select <16 x i1> %7054, <16 x float> %7056, <16 x float> %7055
  br label %7061

7058:                                             ; preds = %7042
  %7059 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7023, <16 x i1> %7024, <16 x float> zeroinitializer)
  %7060 = fadd <16 x float> %7043, %7059
  br label %7061

7061:                                             ; preds = %7058, %7051, %7044
  %7062 = phi <16 x float> [ %7060, %7058 ], [ %7057, %7051 ], [ %7050, %7044 ]
  switch i64 %1328, label %534 [
    i64 1, label %7077
    i64 2, label %7070
    i64 3, label %7063
    i64 0, label %7080
  ]

7063:                                             ; preds = %7061
  %7064 = bitcast <16 x float> %7062 to <8 x i64>
  %7065 = and <8 x i64> %7064, %1168
  %7066 = fcmp oeq <16 x float> %7062, %44
  %7067 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7062, i32 4)
  %7068 = bitcast <8 x i64> %7065 to <16 x float>
  %7069 = select <16 x i1> %7066, <16 x float> %7068, <16 x float> %7067
  br label %7080

7070:                                             ; preds = %7061
  %7071 = bitcast <16 x float> %7062 to <8 x i64>
  %7072 = or <8 x i64> %7071, %1169
  %7073 = fcmp oeq <16 x float> %7062, %47
  %7074 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7062, i32 4)
  %7075 = bitcast <8 x i64> %7072 to <16 x float>
  %7076 = select <16 x i1> %7073, <16 x float> %7075, <16 x float> %7074
  br label %7080

7077:                                             ; preds = %7061
  %7078 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7023, <16 x i1> %7024, <16 x float> zeroinitializer)
  %7079 = fadd <16 x float> %7062, %7078
  br label %7080

7080:                                             ; preds = %7063, %7070, %7077, %7061, %7042, %7019
  %7081 = phi <16 x float> [ %7062, %7061 ], [ %7020, %7019 ], [ %7043, %7042 ], [ %7079, %7077 ], [ %7076, %7070 ], [ %7069, %7063 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7081, ptr nonnull align 1 %7021, <16 x i1> %7024)
  %7082 = shl i64 %4793, 4
  %7083 = or disjoint i64 %7082, 80
  %7084 = sub nsw i64 %9, %7083
  %7085 = icmp sgt i64 %7084, 15
  %7086 = trunc i64 %7084 to i32
  %7087 = shl nsw i32 -1, %7086
  %7088 = trunc i32 %7087 to i16
  %7089 = xor i16 %7088, -1
  %7090 = select i1 %7085, i16 -1, i16 %7089
  %7091 = load <16 x float>, ptr %1329, align 64
  br i1 %1635, label %7097, label %7092

7092:                                             ; preds = %7080
  %7093 = load float, ptr %1586, align 4
  %7094 = insertelement <16 x float> poison, float %7093, i64 0
  %7095 = shufflevector <16 x float> %7094, <16 x float> poison, <16 x i32> zeroinitializer
  %7096 = fadd <16 x float> %7091, %7095
  br label %7097

7097:                                             ; preds = %7092, %7080
  %7098 = phi <16 x float> [ %7096, %7092 ], [ %7091, %7080 ]
  %7099 = getelementptr inbounds nuw float, ptr %2953, i64 %7083
  %7100 = getelementptr inbounds nuw float, ptr %2955, i64 %7083
  %7101 = select i1 %2962, ptr null, ptr %7100
  %7102 = bitcast i16 %7090 to <16 x i1>
  switch i64 %1304, label %534 [
    i64 1, label %7117
    i64 2, label %7110
    i64 3, label %7103
    i64 0, label %7158
  ]

7103:                                             ; preds = %7097
  %7104 = bitcast <16 x float> %7098 to <8 x i64>
  %7105 = and <8 x i64> %7104, %1168
  %7106 = fcmp oeq <16 x float> %7098, %44
  %7107 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7098, i32 4)
  %7108 = bitcast <8 x i64> %7105 to <16 x float>
  %7109 = select <16 x i1> %7106, <16 x float> %7108, <16 x float> %7107
  br label %7120

7110:                                             ; preds = %7097
  %7111 = bitcast <16 x float> %7098 to <8 x i64>
  %7112 = or <8 x i64> %7111, %1169
  %7113 = fcmp oeq <16 x float> %7098, %47
  %7114 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7098, i32 4)
  %7115 = bitcast <8 x i64> %7112 to <16 x float>
  %7116 = select <16 x i1> %7113, <16 x float> %7115, <16 x float> %7114
  br label %7120

7117:                                             ; preds = %7097
  %7118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7101, <16 x i1> %7102, <16 x float> zeroinitializer)
  %7119 = fadd <16 x float> %7098, %7118
  br label %7120

7120:                                             ; preds = %7117, %7110, %7103
  %7121 = phi <16 x float> [ %7119, %7117 ], [ %7116, %7110 ], [ %7109, %7103 ]
  switch i64 %1331, label %534 [
    i64 1, label %7136
    i64 2, label %7129
    i64 3, label %7122
    i64 0, label %7158
  ]

7122:                                             ; preds = %7120
  %7123 = bitcast <16 x float> %7121 to <8 x i64>
  %7124 = and <8 x i64> %7123, %1168
  %7125 = fcmp oeq <16 x float> %7121, %44
  %7126 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7121, i32 4)
  %7127 = bitcast <8 x i64> %7124 to <16 x float>
  %7128 = select <16 x i1> %7125, <16 x float> %7127, <16 x float> %7126
  br label %7139

7129:                                             ; preds = %7120
  %7130 = bitcast <16 x float> %7121 to <8 x i64>
  %7131 = or <8 x i64> %7130, %1169
  %7132 = fcmp oeq <16 x float> %7121, %47
  %7133 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7121, i32 4)
  %7134 = bitcast <8 x i64> %7131 to <16 x float>
  %7135 = select <16 x i1> %7132, <16 x float> %7134, <16 x float> %7133
  br label %7139

7136:                                             ; preds = %7120
  %7137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7101, <16 x i1> %7102, <16 x float> zeroinitializer)
  %7138 = fadd <16 x float> %7121, %7137
  br label %7139

7139:                                             ; preds = %7136, %7129, %7122
  %7140 = phi <16 x float> [ %7138, %7136 ], [ %7135, %7129 ], [ %7128, %7122 ]
  switch i64 %1333, label %534 [
    i64 1, label %7155
    i64 2, label %7148
    i64 3, label %7141
    i64 0, label %7158
  ]

7141:                                             ; preds = %7139
  %7142 = bitcast <16 x float> %7140 to <8 x i64>
  %7143 = and <8 x i64> %7142, %1168
  %7144 = fcmp oeq <16 x float> %7140, %44
  %7145 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7140, i32 4)
  %7146 = bitcast <8 x i64> %7143 to <16 x float>
  %7147 = select <16 x i1> %7144, <16 x float> %7146, <16 x float> %7145
  br label %7158

7148:                                             ; preds = %7139
  %7149 = bitcast <16 x float> %7140 to <8 x i64>
  %7150 = or <8 x i64> %7149, %1169
  %7151 = fcmp oeq <16 x float> %7140, %47
  %7152 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7140, i32 4)
  %7153 = bitcast <8 x i64> %7150 to <16 x float>
  %7154 = select <16 x i1> %7151, <16 x float> %7153, <16 x float> %7152
  br label %7158

7155:                                             ; preds = %7139
  %7156 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7101, <16 x i1> %7102, <16 x float> zeroinitializer)
  %7157 = fadd <16 x float> %7140, %7156
  br label %7158

7158:                                             ; preds = %7141, %7148, %7155, %7139, %7120, %7097
  %7159 = phi <16 x float> [ %7140, %7139 ], [ %7098, %7097 ], [ %7121, %7120 ], [ %7157, %7155 ], [ %7154, %7148 ], [ %7147, %7141 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7159, ptr nonnull align 1 %7099, <16 x i1> %7102)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %8468

7160:                                             ; preds = %4792
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %30, i8 0, i64 448, i1 false)
  br i1 %1166, label %7161, label %7229

7161:                                             ; preds = %7160, %7175
  %7162 = phi i64 [ %7176, %7175 ], [ 0, %7160 ]
  %7163 = mul nsw i64 %7162, %14
  %7164 = sub i64 %7163, %16
  %7165 = add i64 %7164, %2964
  %7166 = icmp slt i64 %7165, 0
  %7167 = icmp sge i64 %7165, %6
  %7168 = or i1 %7166, %7167
  %7169 = select i1 %7168, i64 0, i64 %7165
  %7170 = mul nsw i64 %7169, %7
  %7171 = getelementptr inbounds float, ptr %1583, i64 %7170
  br i1 %1167, label %7172, label %7175

7172:                                             ; preds = %7161
  %7173 = mul nuw nsw i64 %7162, %11
  %7174 = getelementptr inbounds nuw float, ptr %1585, i64 %7173
  br label %7178

7175:                                             ; preds = %7187, %7161
  %7176 = add nuw nsw i64 %7162, 1
  %7177 = icmp eq i64 %7176, %10
  br i1 %7177, label %7227, label %7161

7178:                                             ; preds = %7172, %7187
  %7179 = phi i64 [ 0, %7172 ], [ %7188, %7187 ]
  %7180 = getelementptr inbounds nuw float, ptr %7174, i64 %7179
  %7181 = load float, ptr %7180, align 4
  %7182 = insertelement <16 x float> poison, float %7181, i64 0
  %7183 = shufflevector <16 x float> %7182, <16 x float> poison, <16 x i32> zeroinitializer
  %7184 = mul nsw i64 %7179, %15
  %7185 = sub i64 %7184, %17
  %7186 = getelementptr i16, ptr %1151, i64 %7179
  br label %7190

7187:                                             ; preds = %7216
  %7188 = add nuw nsw i64 %7179, 1
  %7189 = icmp eq i64 %7188, %11
  br i1 %7189, label %7175, label %7178

7190:                                             ; preds = %7178, %7216
  %7191 = phi i64 [ 0, %7178 ], [ %7225, %7216 ]
  %7192 = or disjoint i64 %4793, %7191
  %7193 = shl nsw i64 %7192, 4
  %7194 = add i64 %7185, %7193
  br i1 %1176, label %7199, label %7195

7195:                                             ; preds = %7190
  %7196 = mul nuw nsw i64 %7192, %11
  %7197 = getelementptr i16, ptr %7186, i64 %7196
  %7198 = load i16, ptr %7197, align 2
  br label %7216

7199:                                             ; preds = %7190
  %7200 = sub nsw i64 %9, %7193
  %7201 = icmp slt i64 %7194, 0
  %7202 = sub nsw i64 0, %7194
  %7203 = select i1 %7201, i64 %7202, i64 0
  %7204 = sub nsw i64 %7, %7194
  %7205 = call i64 @llvm.smin.i64(i64 %7204, i64 %7200)
  %7206 = call i64 @llvm.smin.i64(i64 %7205, i64 16)
  %7207 = icmp sgt i64 %7206, %7203
  %7208 = trunc i64 %7206 to i32
  %7209 = shl nsw i32 -1, %7208
  %7210 = xor i32 %7209, -1
  %7211 = trunc i64 %7203 to i32
  %7212 = shl nsw i32 -1, %7211
  %7213 = and i32 %7212, %7210
  %7214 = trunc i32 %7213 to i16
  %7215 = select i1 %7207, i16 %7214, i16 0
  br label %7216

7216:                                             ; preds = %7199, %7195
  %7217 = phi i16 [ %7198, %7195 ], [ %7215, %7199 ]
  %7218 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %7191
  %7219 = select i1 %7168, i16 0, i16 %7217
  %7220 = getelementptr inbounds float, ptr %7171, i64 %7194
  %7221 = bitcast i16 %7219 to <16 x i1>
  %7222 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7220, <16 x i1> %7221, <16 x float> zeroinitializer)
  %7223 = load <16 x float>, ptr %7218, align 64
  %7224 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7222, <16 x float> %7183, <16 x float> %7223)
  store <16 x float> %7224, ptr %7218, align 64
  %7225 = add nuw nsw i64 %7191, 1
  %7226 = icmp eq i64 %7225, 7
  br i1 %7226, label %7187, label %7190

7227:                                             ; preds = %7175
  %7228 = load <16 x float>, ptr %30, align 64
  br label %7229

7229:                                             ; preds = %7227, %7160
  %7230 = phi <16 x float> [ %7228, %7227 ], [ zeroinitializer, %7160 ]
  %7231 = shl nsw i64 %4793, 4
  %7232 = sub nsw i64 %9, %7231
  %7233 = icmp sgt i64 %7232, 15
  %7234 = trunc i64 %7232 to i32
  %7235 = shl nsw i32 -1, %7234
  %7236 = trunc i32 %7235 to i16
  %7237 = xor i16 %7236, -1
  %7238 = select i1 %7233, i16 -1, i16 %7237
  br i1 %1635, label %7244, label %7239

7239:                                             ; preds = %7229
  %7240 = load float, ptr %1586, align 4
  %7241 = insertelement <16 x float> poison, float %7240, i64 0
  %7242 = shufflevector <16 x float> %7241, <16 x float> poison, <16 x i32> zeroinitializer
  %7243 = fadd <16 x float> %7230, %7242
  br label %7244

7244:                                             ; preds = %7239, %7229
  %7245 = phi <16 x float> [ %7243, %7239 ], [ %7230, %7229 ]
  %7246 = getelementptr inbounds nuw float, ptr %2953, i64 %7231
  %7247 = getelementptr inbounds nuw float, ptr %2955, i64 %7231
  %7248 = select i1 %2962, ptr null, ptr %7247
  %7249 = bitcast i16 %7238 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7250
    i64 2, label %7253
    i64 3, label %7260
    i64 0, label %7305
  ]

7250:                                             ; preds = %7244
  %7251 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7248, <16 x i1> %7249, <16 x float> zeroinitializer)
  %7252 = fadd <16 x float> %7245, %7251
  br label %7267

7253:                                             ; preds = %7244
  %7254 = bitcast <16 x float> %7245 to <8 x i64>
  %7255 = or <8 x i64> %7254, %1169
  %7256 = fcmp oeq <16 x float> %7245, %47
  %7257 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7245, i32 4)
  %7258 = bitcast <8 x i64> %7255 to <16 x float>
  %7259 = select <16 x i1> %7256, <16 x float> %7258, <16 x float> %7257
  br label %7267

7260:                                             ; preds = %7244
  %7261 = bitcast <16 x float> %7245 to <8 x i64>
  %7262 = and <8 x i64> %7261, %1168
  %7263 = fcmp oeq <16 x float> %7245, %44
  %7264 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7245, i32 4)
  %7265 = bitcast <8 x i64> %7262 to <16 x float>
  %7266 = select <16 x i1> %7263, <16 x float> %7265, <16 x float> %7264
  br label %7267

7267:                                             ; preds = %7260, %7253, %7250
  %7268 = phi <16 x float> [ %7252, %7250 ], [ %7259, %7253 ], [ %7266, %7260 ]
  switch i64 %1271, label %534 [
    i64 1, label %7283
    i64 2, label %7276
    i64 3, label %7269
    i64 0, label %7305
  ]

7269:                                             ; preds = %7267
  %7270 = bitcast <16 x float> %7268 to <8 x i64>
  %7271 = and <8 x i64> %7270, %1168
  %7272 = fcmp oeq <16 x float> %7268, %44
  %7273 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7268, i32 4)
  %7274 = bitcast <8 x i64> %7271 to <16 x float>
  %7275 = select <16 x i1> %7272, <16 x float> %7274, <16 x float> %7273
  br label %7286

7276:                                             ; preds = %7267
  %7277 = bitcast <16 x float> %7268 to <8 x i64>
  %7278 = or <8 x i64> %7277, %1169
  %7279 = fcmp oeq <16 x float> %7268, %47
  %7280 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7268, i32 4)
  %7281 = bitcast <8 x i64> %7278 to <16 x float>
  %7282 = select <16 x i1> %7279, <16 x float> %7281, <16 x float> %7280
  br label %7286

7283:                                             ; preds = %7267
  %7284 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7248, <16 x i1> %7249, <16 x float> zeroinitializer)
  %7285 = fadd <16 x float> %7268, %7284
  br label %7286

7286:                                             ; preds = %7283, %7276, %7269
  %7287 = phi <16 x float> [ %7285, %7283 ], [ %7282, %7276 ], [ %7275, %7269 ]
  switch i64 %1273, label %534 [
    i64 1, label %7302
    i64 2, label %7295
    i64 3, label %7288
    i64 0, label %7305
  ]

7288:                                             ; preds = %7286
  %7289 = bitcast <16 x float> %7287 to <8 x i64>
  %7290 = and <8 x i64> %7289, %1168
  %7291 = fcmp oeq <16 x float> %7287, %44
  %7292 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7287, i32 4)
  %7293 = bitcast <8 x i64> %7290 to <16 x float>
  %7294 = select <16 x i1> %7291, <16 x float> %7293, <16 x float> %7292
  br label %7305

7295:                                             ; preds = %7286
  %7296 = bitcast <16 x float> %7287 to <8 x i64>
  %7297 = or <8 x i64> %7296, %1169
  %7298 = fcmp oeq <16 x float> %7287, %47
  %7299 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7287, i32 4)
  %7300 = bitcast <8 x i64> %7297 to <16 x float>
  %7301 = select <16 x i1> %7298, <16 x float> %7300, <16 x float> %7299
  br label %7305

7302:                                             ; preds = %7286
  %7303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7248, <16 x i1> %7249, <16 x float> zeroinitializer)
  %7304 = fadd <16 x float> %7287, %7303
  br label %7305

7305:                                             ; preds = %7288, %7295, %7302, %7286, %7267, %7244
  %7306 = phi <16 x float> [ %7287, %7286 ], [ %7245, %7244 ], [ %7268, %7267 ], [ %7304, %7302 ], [ %7301, %7295 ], [ %7294, %7288 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7306, ptr align 1 %7246, <16 x i1> %7249)
  %7307 = shl i64 %4793, 4
  %7308 = or disjoint i64 %7307, 16
  %7309 = sub nsw i64 %9, %7308
  %7310 = icmp sgt i64 %7309, 15
  %7311 = trunc i64 %7309 to i32
  %7312 = shl nsw i32 -1, %7311
  %7313 = trunc i32 %7312 to i16
  %7314 = xor i16 %7313, -1
  %7315 = select i1 %7310, i16 -1, i16 %7314
  %7316 = load <16 x float>, ptr %1274, align 64
  br i1 %1635, label %7322, label %7317

7317:                                             ; preds = %7305
  %7318 = load float, ptr %1586, align 4
  %7319 = insertelement <16 x float> poison, float %7318, i64 0
  %7320 = shufflevector <16 x float> %7319, <16 x float> poison, <16 x i32> zeroinitializer
  %7321 = fadd <16 x float> %7316, %7320
  br label %7322

7322:                                             ; preds = %7317, %7305
  %7323 = phi <16 x float> [ %7321, %7317 ], [ %7316, %7305 ]
  %7324 = getelementptr inbounds nuw float, ptr %2953, i64 %7308
  %7325 = getelementptr inbounds nuw float, ptr %2955, i64 %7308
  %7326 = select i1 %2962, ptr null, ptr %7325
  %7327 = bitcast i16 %7315 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7342
    i64 2, label %7335
    i64 3, label %7328
    i64 0, label %7383
  ]

7328:                                             ; preds = %7322
  %7329 = bitcast <16 x float> %7323 to <8 x i64>
  %7330 = and <8 x i64> %7329, %1168
  %7331 = fcmp oeq <16 x float> %7323, %44
  %7332 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7323, i32 4)
  %7333 = bitcast <8 x i64> %7330 to <16 x float>
  %7334 = select <16 x i1> %7331, <16 x float> %7333, <16 x float> %7332
  br label %7345

7335:                                             ; preds = %7322
  %7336 = bitcast <16 x float> %7323 to <8 x i64>
  %7337 = or <8 x i64> %7336, %1169
  %7338 = fcmp oeq <16 x float> %7323, %47
  %7339 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7323, i32 4)
  %7340 = bitcast <8 x i64> %7337 to <16 x float>
  %7341 = select <16 x i1> %7338, <16 x float> %7340, <16 x float> %7339
  br label %7345

7342:                                             ; preds = %7322
  %7343 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7326, <16 x i1> %7327, <16 x float> zeroinitializer)
  %7344 = fadd <16 x float> %7323, %7343
  br label %7345

7345:                                             ; preds = %7342, %7335, %7328
  %7346 = phi <16 x float> [ %7344, %7342 ], [ %7341, %7335 ], [ %7334, %7328 ]
  switch i64 %1276, label %534 [
    i64 1, label %7361
    i64 2, label %7354
    i64 3, label %7347
    i64 0, label %7383
  ]

7347:                                             ; preds = %7345
  %7348 = bitcast <16 x float> %7346 to <8 x i64>
  %7349 = and <8 x i64> %7348, %1168
  %7350 = fcmp oeq <16 x float> %7346, %44
  %7351 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7346, i32 4)
  %7352 = bitcast <8 x i64> %7349 to <16 x float>
  %7353 = select <16 x i1> %7350, <16 x float> %7352, <16 x float> %7351
  br label %7364

7354:                                             ; preds = %7345
  %7355 = bitcast <16 x float> %7346 to <8 x i64>
  %7356 = or <8 x i64> %7355, %1169
  %7357 = fcmp oeq <16 x float> %7346, %47
  %7358 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7346, i32 4)
  %7359 = bitcast <8 x i64> %7356 to <16 x float>
  %7360 = select <16 x i1> %7357, <16 x float> %7359, <16 x float> %7358
  br label %7364

7361:                                             ; preds = %7345
  %7362 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7326, <16 x i1> %7327, <16 x float> zeroinitializer)
  %7363 = fadd <16 x float> %7346, %7362
  br label %7364

7364:                                             ; preds = %7361, %7354, %7347
  %7365 = phi <16 x float> [ %7363, %7361 ], [ %7360, %7354 ], [ %7353, %7347 ]
  switch i64 %1278, label %534 [
    i64 1, label %7380
    i64 2, label %7373
    i64 3, label %7366
    i64 0, label %7383
  ]

7366:                                             ; preds = %7364
  %7367 = bitcast <16 x float> %7365 to <8 x i64>
  %7368 = and <8 x i64> %7367, %1168
  %7369 = fcmp oeq <16 x float> %7365, %44
  %7370 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7365, i32 4)
  %7371 = bitcast <8 x i64> %7368 to <16 x float>
  %7372 = select <16 x i1> %7369, <16 x float> %7371, <16 x float> %7370
  br label %7383

7373:                                             ; preds = %7364
  %7374 = bitcast <16 x float> %7365 to <8 x i64>
  %7375 = or <8 x i64> %7374, %1169
  %7376 = fcmp oeq <16 x float> %7365, %47
  %7377 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7365, i32 4)
  %7378 = bitcast <8 x i64> %7375 to <16 x float>
  %7379 = select <16 x i1> %7376, <16 x float> %7378, <16 x float> %7377
  br label %7383

7380:                                             ; preds = %7364
  %7381 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7326, <16 x i1> %7327, <16 x float> zeroinitializer)
  %7382 = fadd <16 x float> %7365, %7381
  br label %7383

7383:                                             ; preds = %7366, %7373, %7380, %7364, %7345, %7322
  %7384 = phi <16 x float> [ %7365, %7364 ], [ %7323, %7322 ], [ %7346, %7345 ], [ %7382, %7380 ], [ %7379, %7373 ], [ %7372, %7366 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7384, ptr nonnull align 1 %7324, <16 x i1> %7327)
  %7385 = shl i64 %4793, 4
  %7386 = or disjoint i64 %7385, 32
  %7387 = sub nsw i64 %9, %7386
  %7388 = icmp sgt i64 %7387, 15
  %7389 = trunc i64 %7387 to i32
  %7390 = shl nsw i32 -1, %7389
  %7391 = trunc i32 %7390 to i16
  %7392 = xor i16 %7391, -1
  %7393 = select i1 %7388, i16 -1, i16 %7392
  %7394 = load <16 x float>, ptr %1279, align 64
  br i1 %1635, label %7400, label %7395

7395:                                             ; preds = %7383
  %7396 = load float, ptr %1586, align 4
  %7397 = insertelement <16 x float> poison, float %7396, i64 0
  %7398 = shufflevector <16 x float> %7397, <16 x float> poison, <16 x i32> zeroinitializer
  %7399 = fadd <16 x float> %7394, %7398
  br label %7400

7400:                                             ; preds = %7395, %7383
  %7401 = phi <16 x float> [ %7399, %7395 ], [ %7394, %7383 ]
  %7402 = getelementptr inbounds nuw float, ptr %2953, i64 %7386
  %7403 = getelementptr inbounds nuw float, ptr %2955, i64 %7386
  %7404 = select i1 %2962, ptr null, ptr %7403
  %7405 = bitcast i16 %7393 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7420
    i64 2, label %7413
    i64 3, label %7406
    i64 0, label %7461
  ]

7406:                                             ; preds = %7400
  %7407 = bitcast <16 x float> %7401 to <8 x i64>
  %7408 = and <8 x i64> %7407, %1168
  %7409 = fcmp oeq <16 x float> %7401, %44
  %7410 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7401, i32 4)
  %7411 = bitcast <8 x i64> %7408 to <16 x float>
  %7412 = select <16 x i1> %7409, <16 x float> %7411, <16 x float> %7410
  br label %7423

7413:                                             ; preds = %7400
  %7414 = bitcast <16 x float> %7401 to <8 x i64>
  %7415 = or <8 x i64> %7414, %1169
  %7416 = fcmp oeq <16 x float> %7401, %47
  %7417 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7401, i32 4)
  %7418 = bitcast <8 x i64> %7415 to <16 x float>
  %7419 = select <16 x i1> %7416, <16 x float> %7418, <16 x float> %7417
  br label %7423

7420:                                             ; preds = %7400
  %7421 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7404, <16 x i1> %7405, <16 x float> zeroinitializer)
  %7422 = fadd <16 x float> %7401, %7421
  br label %7423

7423:                                             ; preds = %7420, %7413, %7406
  %7424 = phi <16 x float> [ %7422, %7420 ], [ %7419, %7413 ], [ %7412, %7406 ]
  switch i64 %1281, label %534 [
    i64 1, label %7439
    i64 2, label %7432
    i64 3, label %7425
    i64 0, label %7461
  ]

7425:                                             ; preds = %7423
  %7426 = bitcast <16 x float> %7424 to <8 x i64>
  %7427 = and <8 x i64> %7426, %1168
  %7428 = fcmp oeq <16 x float> %7424, %44
  %7429 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7424, i32 4)
  %7430 = bitcast <8 x i64> %7427 to <16 x float>
  %7431 = select <16 x i1> %7428, <16 x float> %7430, <16 x float> %7429
  br label %7442

7432:                                             ; preds = %7423
  %7433 = bitcast <16 x float> %7424 to <8 x i64>
  %7434 = or <8 x i64> %7433, %1169
  %7435 = fcmp oeq <16 x float> %7424, %47
  %7436 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7424, i32 4)
  %7437 = bitcast <8 x i64> %7434 to <16 x float>
  %7438 = select <16 x i1> %7435, <16 x float> %7437, <16 x float> %7436
  br label %7442

7439:                                             ; preds = %7423
  %7440 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7404, <16 x i1> %7405, <16 x float> zeroinitializer)
  %7441 = fadd <16 x float> %7424, %7440
  br label %7442

7442:                                             ; preds = %7439, %7432, %7425
  %7443 = phi <16 x float> [ %7441, %7439 ], [ %7438, %7432 ], [ %7431, %7425 ]
  switch i64 %1283, label %534 [
    i64 1, label %7458
    i64 2, label %7451
    i64 3, label %7444
    i64 0, label %7461
  ]

7444:                                             ; preds = %7442
  %7445 = bitcast <16 x float> %7443 to <8 x i64>
  %7446 = and <8 x i64> %7445, %1168
  %7447 = fcmp oeq <16 x float> %7443, %44
  %7448 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7443, i32 4)
  %7449 = bitcast <8 x i64> %7446 to <16 x float>
  %7450 = select <16 x i1> %7447, <16 x float> %7449, <16 x float> %7448
  br label %7461

7451:                                             ; preds = %7442
  %7452 = bitcast <16 x float> %7443 to <8 x i64>
  %7453 = or <8 x i64> %7452, %1169
  %7454 = fcmp oeq <16 x float> %7443, %47
  %7455 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7443, i32 4)
  %7456 = bitcast <8 x i64> %7453 to <16 x float>
  %7457 = select <16 x i1> %7454, <16 x float> %7456, <16 x float> %7455
  br label %7461

7458:                                             ; preds = %7442
  %7459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7404, <16 x i1> %7405, <16 x float> zeroinitializer)
  %7460 = fadd <16 x float> %7443, %7459
  br label %7461

7461:                                             ; preds = %7444, %7451, %7458, %7442, %7423, %7400
  %7462 = phi <16 x float> [ %7443, %7442 ], [ %7401, %7400 ], [ %7424, %7423 ], [ %7460, %7458 ], [ %7457, %7451 ], [ %7450, %7444 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7462, ptr nonnull align 1 %7402, <16 x i1> %7405)
  %7463 = shl i64 %4793, 4
  %7464 = or disjoint i64 %7463, 48
  %7465 = sub nsw i64 %9, %7464
  %7466 = icmp sgt i64 %7465, 15
  %7467 = trunc i64 %7465 to i32
  %7468 = shl nsw i32 -1, %7467
  %7469 = trunc i32 %7468 to i16
  %7470 = xor i16 %7469, -1
  %7471 = select i1 %7466, i16 -1, i16 %7470
  %7472 = load <16 x float>, ptr %1284, align 64
  br i1 %1635, label %7478, label %7473

7473:                                             ; preds = %7461
  %7474 = load float, ptr %1586, align 4
  %7475 = insertelement <16 x float> poison, float %7474, i64 0
  %7476 = shufflevector <16 x float> %7475, <16 x float> poison, <16 x i32> zeroinitializer
  %7477 = fadd <16 x float> %7472, %7476
  br label %7478

7478:                                             ; preds = %7473, %7461
  %7479 = phi <16 x float> [ %7477, %7473 ], [ %7472, %7461 ]
  %7480 = getelementptr inbounds nuw float, ptr %2953, i64 %7464
  %7481 = getelementptr inbounds nuw float, ptr %2955, i64 %7464
  %7482 = select i1 %2962, ptr null, ptr %7481
  %7483 = bitcast i16 %7471 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7498
    i64 2, label %7491
    i64 3, label %7484
    i64 0, label %7539
  ]

7484:                                             ; preds = %7478
  %7485 = bitcast <16 x float> %7479 to <8 x i64>
  %7486 = and <8 x i64> %7485, %1168
  %7487 = fcmp oeq <16 x float> %7479, %44
  %7488 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7479, i32 4)
  %7489 = bitcast <8 x i64> %7486 to <16 x float>
  %7490 = select <16 x i1> %7487, <16 x float> %7489, <16 x float> %7488
  br label %7501

7491:                                             ; preds = %7478
  %7492 = bitcast <16 x float> %7479 to <8 x i64>
  %7493 = or <8 x i64> %7492, %1169
  %7494 = fcmp oeq <16 x float> %7479, %47
  %7495 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7479, i32 4)
  %7496 = bitcast <8 x i64> %7493 to <16 x float>
  %7497 = select <16 x i1> %7494, <16 x float> %7496, <16 x float> %7495
  br label %7501

7498:                                             ; preds = %7478
  %7499 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %7483, <16 x float> zeroinitializer)
  %7500 = fadd <16 x float> %7479, %7499
  br label %7501

7501:                                             ; preds = %7498, %7491, %7484
  %7502 = phi <16 x float> [ %7500, %7498 ], [ %7497, %7491 ], [ %7490, %7484 ]
  switch i64 %1286, label %534 [
    i64 1, label %7517
    i64 2, label %7510
    i64 3, label %7503
    i64 0, label %7539
  ]

7503:                                             ; preds = %7501
  %7504 = bitcast <16 x float> %7502 to <8 x i64>
  %7505 = and <8 x i64> %7504, %1168
  %7506 = fcmp oeq <16 x float> %7502, %44
  %7507 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7502, i32 4)
  %7508 = bitcast <8 x i64> %7505 to <16 x float>
  %7509 = select <16 x i1> %7506, <16 x float> %7508, <16 x float> %7507
  br label %7520

7510:                                             ; preds = %7501
  %7511 = bitcast <16 x float> %7502 to <8 x i64>
  %7512 = or <8 x i64> %7511, %1169
  %7513 = fcmp oeq <16 x float> %7502, %47
  %7514 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7502, i32 4)
  %7515 = bitcast <8 x i64> %7512 to <16 x float>
  %7516 = select <16 x i1> %7513, <16 x float> %7515, <16 x float> %7514
  br label %7520

7517:                                             ; preds = %7501
  %7518 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %7483, <16 x float> zeroinitializer)
  %7519 = fadd <16 x float> %7502, %7518
  br label %7520

7520:                                             ; preds = %7517, %7510, %7503
  %7521 = phi <16 x float> [ %7519, %7517 ], [ %7516, %7510 ], [ %7509, %7503 ]
  switch i64 %1288, label %534 [
    i64 1, label %7536
    i64 2, label %7529
    i64 3, label %7522
    i64 0, label %7539
  ]

7522:                                             ; preds = %7520
  %7523 = bitcast <16 x float> %7521 to <8 x i64>
  %7524 = and <8 x i64> %7523, %1168
  %7525 = fcmp oeq <16 x float> %7521, %44
  %7526 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7521, i32 4)
  %7527 = bitcast <8 x i64> %7524 to <16 x float>
  %7528 = select <16 x i1> %7525, <16 x float> %7527, <16 x float> %7526
  br label %7539

7529:                                             ; preds = %7520
  %7530 = bitcast <16 x float> %7521 to <8 x i64>
  %7531 = or <8 x i64> %7530, %1169
  %7532 = fcmp oeq <16 x float> %7521, %47
  %7533 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7521, i32 4)
  %7534 = bitcast <8 x i64> %7531 to <16 x float>
  %7535 = select <16 x i1> %7532, <16 x float> %7534, <16 x float> %7533
  br label %7539

7536:                                             ; preds = %7520
  %7537 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7482, <16 x i1> %7483, <16 x float> zeroinitializer)
  %7538 = fadd <16 x float> %7521, %7537
  br label %7539

7539:                                             ; preds = %7522, %7529, %7536, %7520, %7501, %7478
  %7540 = phi <16 x float> [ %7521, %7520 ], [ %7479, %7478 ], [ %7502, %7501 ], [ %7538, %7536 ], [ %7535, %7529 ], [ %7528, %7522 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7540, ptr nonnull align 1 %7480, <16 x i1> %7483)
  %7541 = shl i64 %4793, 4
  %7542 = or disjoint i64 %7541, 64
  %7543 = sub nsw i64 %9, %7542
  %7544 = icmp sgt i64 %7543, 15
  %7545 = trunc i64 %7543 to i32
  %7546 = shl nsw i32 -1, %7545
  %7547 = trunc i32 %7546 to i16
  %7548 = xor i16 %7547, -1
  %7549 = select i1 %7544, i16 -1, i16 %7548
  %7550 = load <16 x float>, ptr %1289, align 64
  br i1 %1635, label %7556, label %7551

7551:                                             ; preds = %7539
  %7552 = load float, ptr %1586, align 4
  %7553 = insertelement <16 x float> poison, float %7552, i64 0
  %7554 = shufflevector <16 x float> %7553, <16 x float> poison, <16 x i32> zeroinitializer
  %7555 = fadd <16 x float> %7550, %7554
  br label %7556

7556:                                             ; preds = %7551, %7539
  %7557 = phi <16 x float> [ %7555, %7551 ], [ %7550, %7539 ]
  %7558 = getelementptr inbounds nuw float, ptr %2953, i64 %7542
  %7559 = getelementptr inbounds nuw float, ptr %2955, i64 %7542
  %7560 = select i1 %2962, ptr null, ptr %7559
  %7561 = bitcast i16 %7549 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7576
    i64 2, label %7569
    i64 3, label %7562
    i64 0, label %7617
  ]

7562:                                             ; preds = %7556
  %7563 = bitcast <16 x float> %7557 to <8 x i64>
  %7564 = and <8 x i64> %7563, %1168
  %7565 = fcmp oeq <16 x float> %7557, %44
  %7566 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7557, i32 4)
  %7567 = bitcast <8 x i64> %7564 to <16 x float>
  %7568 = select <16 x i1> %7565, <16 x float> %7567, <16 x float> %7566
  br label %7579

7569:                                             ; preds = %7556
  %7570 = bitcast <16 x float> %7557 to <8 x i64>
  %7571 = or <8 x i64> %7570, %1169
  %7572 = fcmp oeq <16 x float> %7557, %47
  %7573 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7557, i32 4)
  %7574 = bitcast <8 x i64> %7571 to <16 x float>
  %7575 = select <16 x i1> %7572, <16 x float> %7574, <16 x float> %7573
  br label %7579

7576:                                             ; preds = %7556
  %7577 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7560, <16 x i1> %7561, <16 x float> zeroinitializer)
  %7578 = fadd <16 x float> %7557, %7577
  br label %7579

7579:                                             ; preds = %7576, %7569, %7562
  %7580 = phi <16 x float> [ %7578, %7576 ], [ %7575, %7569 ], [ %7568, %7562 ]
  switch i64 %1291, label %534 [
    i64 1, label %7595
    i64 2, label %7588
    i64 3, label %7581
    i64 0, label %7617
  ]

7581:                                             ; preds = %7579
  %7582 = bitcast <16 x float> %7580 to <8 x i64>
  %7583 = and <8 x i64> %7582, %1168
  %7584 = fcmp oeq <16 x float> %7580, %44
  %7585 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7580, i32 4)
  %7586 = bitcast <8 x i64> %7583 to <16 x float>
  %7587 = select <16 x i1> %7584, <16 x float> %7586, <16 x float> %7585
  br label %7598

7588:                                             ; preds = %7579
  %7589 = bitcast <16 x float> %7580 to <8 x i64>
  %7590 = or <8 x i64> %7589, %1169
  %7591 = fcmp oeq <16 x float> %7580, %47
  %7592 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7580, i32 4)
  %7593 = bitcast <8 x i64> %7590 to <16 x float>
  %7594 = select <16 x i1> %7591, <16 x float> %7593, <16 x float> %7592
  br label %7598

7595:                                             ; preds = %7579
  %7596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7560, <16 x i1> %7561, <16 x float> zeroinitializer)
  %7597 = fadd <16 x float> %7580, %7596
  br label %7598

7598:                                             ; preds = %7595, %7588, %7581
  %7599 = phi <16 x float> [ %7597, %7595 ], [ %7594, %7588 ], [ %7587, %7581 ]
  switch i64 %1293, label %534 [
    i64 1, label %7614
    i64 2, label %7607
    i64 3, label %7600
    i64 0, label %7617
  ]

7600:                                             ; preds = %7598
  %7601 = bitcast <16 x float> %7599 to <8 x i64>
  %7602 = and <8 x i64> %7601, %1168
  %7603 = fcmp oeq <16 x float> %7599, %44
  %7604 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7599, i32 4)
  %7605 = bitcast <8 x i64> %7602 to <16 x float>
  %7606 = select <16 x i1> %7603, <16 x float> %7605, <16 x float> %7604
  br label %7617

7607:                                             ; preds = %7598
  %7608 = bitcast <16 x float> %7599 to <8 x i64>
  %7609 = or <8 x i64> %7608, %1169
  %7610 = fcmp oeq <16 x float> %7599, %47
  %7611 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7599, i32 4)
  %7612 = bitcast <8 x i64> %7609 to <16 x float>
  %7613 = select <16 x i1> %7610, <16 x float> %7612, <16 x float> %7611
  br label %7617

7614:                                             ; preds = %7598
  %7615 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7560, <16 x i1> %7561, <16 x float> zeroinitializer)
  %7616 = fadd <16 x float> %7599, %7615
  br label %7617

7617:                                             ; preds = %7600, %7607, %7614, %7598, %7579, %7556
  %7618 = phi <16 x float> [ %7599, %7598 ], [ %7557, %7556 ], [ %7580, %7579 ], [ %7616, %7614 ], [ %7613, %7607 ], [ %7606, %7600 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7618, ptr nonnull align 1 %7558, <16 x i1> %7561)
  %7619 = shl i64 %4793, 4
  %7620 = or disjoint i64 %7619, 80
  %7621 = sub nsw i64 %9, %7620
  %7622 = icmp sgt i64 %7621, 15
  %7623 = trunc i64 %7621 to i32
  %7624 = shl nsw i32 -1, %7623
  %7625 = trunc i32 %7624 to i16
  %7626 = xor i16 %7625, -1
  %7627 = select i1 %7622, i16 -1, i16 %7626
  %7628 = load <16 x float>, ptr %1294, align 64
  br i1 %1635, label %7634, label %7629

7629:                                             ; preds = %7617
  %7630 = load float, ptr %1586, align 4
  %7631 = insertelement <16 x float> poison, float %7630, i64 0
  %7632 = shufflevector <16 x float> %7631, <16 x float> poison, <16 x i32> zeroinitializer
  %7633 = fadd <16 x float> %7628, %7632
  br label %7634

7634:                                             ; preds = %7629, %7617
  %7635 = phi <16 x float> [ %7633, %7629 ], [ %7628, %7617 ]
  %7636 = getelementptr inbounds nuw float, ptr %2953, i64 %7620
  %7637 = getelementptr inbounds nuw float, ptr %2955, i64 %7620
  %7638 = select i1 %2962, ptr null, ptr %7637
  %7639 = bitcast i16 %7627 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7654
    i64 2, label %7647
    i64 3, label %7640
    i64 0, label %7695
  ]

7640:                                             ; preds = %7634
  %7641 = bitcast <16 x float> %7635 to <8 x i64>
  %7642 = and <8 x i64> %7641, %1168
  %7643 = fcmp oeq <16 x float> %7635, %44
  %7644 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7635, i32 4)
  %7645 = bitcast <8 x i64> %7642 to <16 x float>
  %7646 = select <16 x i1> %7643, <16 x float> %7645, <16 x float> %7644
  br label %7657

7647:                                             ; preds = %7634
  %7648 = bitcast <16 x float> %7635 to <8 x i64>
  %7649 = or <8 x i64> %7648, %1169
  %7650 = fcmp oeq <16 x float> %7635, %47
  %7651 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7635, i32 4)
  %7652 = bitcast <8 x i64> %7649 to <16 x float>
  %7653 = select <16 x i1> %7650, <16 x float> %7652, <16 x float> %7651
  br label %7657

7654:                                             ; preds = %7634
  %7655 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7638, <16 x i1> %7639, <16 x float> zeroinitializer)
  %7656 = fadd <16 x float> %7635, %7655
  br label %7657

7657:                                             ; preds = %7654, %7647, %7640
  %7658 = phi <16 x float> [ %7656, %7654 ], [ %7653, %7647 ], [ %7646, %7640 ]
  switch i64 %1296, label %534 [
    i64 1, label %7673
    i64 2, label %7666
    i64 3, label %7659
    i64 0, label %7695
  ]

7659:                                             ; preds = %7657
  %7660 = bitcast <16 x float> %7658 to <8 x i64>
  %7661 = and <8 x i64> %7660, %1168
  %7662 = fcmp oeq <16 x float> %7658, %44
  %7663 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7658, i32 4)
  %7664 = bitcast <8 x i64> %7661 to <16 x float>
  %7665 = select <16 x i1> %7662, <16 x float> %7664, <16 x float> %7663
  br label %7676

7666:                                             ; preds = %7657
  %7667 = bitcast <16 x float> %7658 to <8 x i64>
  %7668 = or <8 x i64> %7667, %1169
  %7669 = fcmp oeq <16 x float> %7658, %47
  %7670 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7658, i32 4)
  %7671 = bitcast <8 x i64> %7668 to <16 x float>
  %7672 = select <16 x i1> %7669, <16 x float> %7671, <16 x float> %7670
  br label %7676

7673:                                             ; preds = %7657
  %7674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7638, <16 x i1> %7639, <16 x float> zeroinitializer)
  %7675 = fadd <16 x float> %7658, %7674
  br label %7676

7676:                                             ; preds = %7673, %7666, %7659
  %7677 = phi <16 x float> [ %7675, %7673 ], [ %7672, %7666 ], [ %7665, %7659 ]
  switch i64 %1298, label %534 [
    i64 1, label %7692
    i64 2, label %7685
    i64 3, label %7678
    i64 0, label %7695
  ]

7678:                                             ; preds = %7676
  %7679 = bitcast <16 x float> %7677 to <8 x i64>
  %7680 = and <8 x i64> %7679, %1168
  %7681 = fcmp oeq <16 x float> %7677, %44
  %7682 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7677, i32 4)
  %7683 = bitcast <8 x i64> %7680 to <16 x float>
  %7684 = select <16 x i1> %7681, <16 x float> %7683, <16 x float> %7682
  br label %7695

7685:                                             ; preds = %7676
  %7686 = bitcast <16 x float> %7677 to <8 x i64>
  %7687 = or <8 x i64> %7686, %1169
  %7688 = fcmp oeq <16 x float> %7677, %47
  %7689 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7677, i32 4)
  %7690 = bitcast <8 x i64> %7687 to <16 x float>
  %7691 = select <16 x i1> %7688, <16 x float> %7690, <16 x float> %7689
  br label %7695

7692:                                             ; preds = %7676
  %7693 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7638, <16 x i1> %7639, <16 x float> zeroinitializer)
  %7694 = fadd <16 x float> %7677, %7693
  br label %7695

7695:                                             ; preds = %7678, %7685, %7692, %7676, %7657, %7634
  %7696 = phi <16 x float> [ %7677, %7676 ], [ %7635, %7634 ], [ %7658, %7657 ], [ %7694, %7692 ], [ %7691, %7685 ], [ %7684, %7678 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7696, ptr nonnull align 1 %7636, <16 x i1> %7639)
  %7697 = shl i64 %4793, 4
  %7698 = or disjoint i64 %7697, 96
  %7699 = sub nsw i64 %9, %7698
  %7700 = icmp sgt i64 %7699, 15
  %7701 = trunc i64 %7699 to i32
  %7702 = shl nsw i32 -1, %7701
  %7703 = trunc i32 %7702 to i16
  %7704 = xor i16 %7703, -1
  %7705 = select i1 %7700, i16 -1, i16 %7704
  %7706 = load <16 x float>, ptr %1299, align 64
  br i1 %1635, label %7712, label %7707

7707:                                             ; preds = %7695
  %7708 = load float, ptr %1586, align 4
  %7709 = insertelement <16 x float> poison, float %7708, i64 0
  %7710 = shufflevector <16 x float> %7709, <16 x float> poison, <16 x i32> zeroinitializer
  %7711 = fadd <16 x float> %7706, %7710
  br label %7712

7712:                                             ; preds = %7707, %7695
  %7713 = phi <16 x float> [ %7711, %7707 ], [ %7706, %7695 ]
  %7714 = getelementptr inbounds nuw float, ptr %2953, i64 %7698
  %7715 = getelementptr inbounds nuw float, ptr %2955, i64 %7698
  %7716 = select i1 %2962, ptr null, ptr %7715
  %7717 = bitcast i16 %7705 to <16 x i1>
  switch i64 %1269, label %534 [
    i64 1, label %7732
    i64 2, label %7725
    i64 3, label %7718
    i64 0, label %7773
  ]

7718:                                             ; preds = %7712
  %7719 = bitcast <16 x float> %7713 to <8 x i64>
  %7720 = and <8 x i64> %7719, %1168
  %7721 = fcmp oeq <16 x float> %7713, %44
  %7722 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7713, i32 4)
  %7723 = bitcast <8 x i64> %7720 to <16 x float>
  %7724 = select <16 x i1> %7721, <16 x float> %7723, <16 x float> %7722
  br label %7735

7725:                                             ; preds = %7712
  %7726 = bitcast <16 x float> %7713 to <8 x i64>
  %7727 = or <8 x i64> %7726, %1169
  %7728 = fcmp oeq <16 x float> %7713, %47
  %7729 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7713, i32 4)
  %7730 = bitcast <8 x i64> %7727 to <16 x float>
  %7731 = select <16 x i1> %7728, <16 x float> %7730, <16 x float> %7729
  br label %7735

7732:                                             ; preds = %7712
  %7733 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7716, <16 x i1> %7717, <16 x float> zeroinitializer)
  %7734 = fadd <16 x float> %7713, %7733
  br label %7735

7735:                                             ; preds = %7732, %7725, %7718
  %7736 = phi <16 x float> [ %7734, %7732 ], [ %7731, %7725 ], [ %7724, %7718 ]
  switch i64 %1301, label %534 [
    i64 1, label %7751
    i64 2, label %7744
    i64 3, label %7737
    i64 0, label %7773
  ]

7737:                                             ; preds = %7735
  %7738 = bitcast <16 x float> %7736 to <8 x i64>
  %7739 = and <8 x i64> %7738, %1168
  %7740 = fcmp oeq <16 x float> %7736, %44
  %7741 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7736, i32 4)
  %7742 = bitcast <8 x i64> %7739 to <16 x float>
  %7743 = select <16 x i1> %7740, <16 x float> %7742, <16 x float> %7741
  br label %7754

7744:                                             ; preds = %7735
  %7745 = bitcast <16 x float> %7736 to <8 x i64>
  %7746 = or <8 x i64> %7745, %1169
  %7747 = fcmp oeq <16 x float> %7736, %47
  %7748 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7736, i32 4)
  %7749 = bitcast <8 x i64> %7746 to <16 x float>
  %7750 = select <16 x i1> %7747, <16 x float> %7749, <16 x float> %7748
  br label %7754

7751:                                             ; preds = %7735
  %7752 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7716, <16 x i1> %7717, <16 x float> zeroinitializer)
  %7753 = fadd <16 x float> %7736, %7752
  br label %7754

7754:                                             ; preds = %7751, %7744, %7737
  %7755 = phi <16 x float> [ %7753, %7751 ], [ %7750, %7744 ], [ %7743, %7737 ]
  switch i64 %1303, label %534 [
    i64 1, label %7770
    i64 2, label %7763
    i64 3, label %7756
    i64 0, label %7773
  ]

7756:                                             ; preds = %7754
  %7757 = bitcast <16 x float> %7755 to <8 x i64>
  %7758 = and <8 x i64> %7757, %1168
  %7759 = fcmp oeq <16 x float> %7755, %44
  %7760 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7755, i32 4)
  %7761 = bitcast <8 x i64> %7758 to <16 x float>
  %7762 = select <16 x i1> %7759, <16 x float> %7761, <16 x float> %7760
  br label %7773

7763:                                             ; preds = %7754
  %7764 = bitcast <16 x float> %7755 to <8 x i64>
  %7765 = or <8 x i64> %7764, %1169
  %7766 = fcmp oeq <16 x float> %7755, %47
  %7767 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7755, i32 4)
  %7768 = bitcast <8 x i64> %7765 to <16 x float>
  %7769 = select <16 x i1> %7766, <16 x float> %7768, <16 x float> %7767
  br label %7773

7770:                                             ; preds = %7754
  %7771 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7716, <16 x i1> %7717, <16 x float> zeroinitializer)
  %7772 = fadd <16 x float> %7755, %7771
  br label %7773

7773:                                             ; preds = %7756, %7763, %7770, %7754, %7735, %7712
  %7774 = phi <16 x float> [ %7755, %7754 ], [ %7713, %7712 ], [ %7736, %7735 ], [ %7772, %7770 ], [ %7769, %7763 ], [ %7762, %7756 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7774, ptr nonnull align 1 %7714, <16 x i1> %7717)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %8468

7775:                                             ; preds = %4792
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %31, i8 0, i64 512, i1 false)
  br i1 %1166, label %7776, label %7844

7776:                                             ; preds = %7775, %7790
  %7777 = phi i64 [ %7791, %7790 ], [ 0, %7775 ]
  %7778 = mul nsw i64 %7777, %14
  %7779 = sub i64 %7778, %16
  %7780 = add i64 %7779, %2963
  %7781 = icmp slt i64 %7780, 0
  %7782 = icmp sge i64 %7780, %6
  %7783 = or i1 %7781, %7782
  %7784 = select i1 %7783, i64 0, i64 %7780
  %7785 = mul nsw i64 %7784, %7
  %7786 = getelementptr inbounds float, ptr %1583, i64 %7785
  br i1 %1167, label %7787, label %7790

7787:                                             ; preds = %7776
  %7788 = mul nuw nsw i64 %7777, %11
  %7789 = getelementptr inbounds nuw float, ptr %1585, i64 %7788
  br label %7793

7790:                                             ; preds = %7802, %7776
  %7791 = add nuw nsw i64 %7777, 1
  %7792 = icmp eq i64 %7791, %10
  br i1 %7792, label %7842, label %7776

7793:                                             ; preds = %7787, %7802
  %7794 = phi i64 [ 0, %7787 ], [ %7803, %7802 ]
  %7795 = getelementptr inbounds nuw float, ptr %7789, i64 %7794
  %7796 = load float, ptr %7795, align 4
  %7797 = insertelement <16 x float> poison, float %7796, i64 0
  %7798 = shufflevector <16 x float> %7797, <16 x float> poison, <16 x i32> zeroinitializer
  %7799 = mul nsw i64 %7794, %15
  %7800 = sub i64 %7799, %17
  %7801 = getelementptr i16, ptr %1151, i64 %7794
  br label %7805

7802:                                             ; preds = %7831
  %7803 = add nuw nsw i64 %7794, 1
  %7804 = icmp eq i64 %7803, %11
  br i1 %7804, label %7790, label %7793

7805:                                             ; preds = %7793, %7831
  %7806 = phi i64 [ 0, %7793 ], [ %7840, %7831 ]
  %7807 = or disjoint i64 %4793, %7806
  %7808 = shl nsw i64 %7807, 4
  %7809 = add i64 %7800, %7808
  br i1 %1176, label %7814, label %7810

7810:                                             ; preds = %7805
  %7811 = mul nuw nsw i64 %7807, %11
  %7812 = getelementptr i16, ptr %7801, i64 %7811
  %7813 = load i16, ptr %7812, align 2
  br label %7831

7814:                                             ; preds = %7805
  %7815 = sub nsw i64 %9, %7808
  %7816 = icmp slt i64 %7809, 0
  %7817 = sub nsw i64 0, %7809
  %7818 = select i1 %7816, i64 %7817, i64 0
  %7819 = sub nsw i64 %7, %7809
  %7820 = call i64 @llvm.smin.i64(i64 %7819, i64 %7815)
  %7821 = call i64 @llvm.smin.i64(i64 %7820, i64 16)
  %7822 = icmp sgt i64 %7821, %7818
  %7823 = trunc i64 %7821 to i32
  %7824 = shl nsw i32 -1, %7823
  %7825 = xor i32 %7824, -1
  %7826 = trunc i64 %7818 to i32
  %7827 = shl nsw i32 -1, %7826
  %7828 = and i32 %7827, %7825
  %7829 = trunc i32 %7828 to i16
  %7830 = select i1 %7822, i16 %7829, i16 0
  br label %7831

7831:                                             ; preds = %7814, %7810
  %7832 = phi i16 [ %7813, %7810 ], [ %7830, %7814 ]
  %7833 = getelementptr inbounds nuw <16 x float>, ptr %31, i64 %7806
  %7834 = select i1 %7783, i16 0, i16 %7832
  %7835 = getelementptr inbounds float, ptr %7786, i64 %7809
  %7836 = bitcast i16 %7834 to <16 x i1>
  %7837 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7835, <16 x i1> %7836, <16 x float> zeroinitializer)
  %7838 = load <16 x float>, ptr %7833, align 64
  %7839 = call <16 x float> @llvm.fma.v16f32(<16 x float> %7837, <16 x float> %7798, <16 x float> %7838)
  store <16 x float> %7839, ptr %7833, align 64
  %7840 = add nuw nsw i64 %7806, 1
  %7841 = icmp eq i64 %7840, 8
  br i1 %7841, label %7802, label %7805

7842:                                             ; preds = %7790
  %7843 = load <16 x float>, ptr %31, align 64
  br label %7844

7844:                                             ; preds = %7842, %7775
  %7845 = phi <16 x float> [ %7843, %7842 ], [ zeroinitializer, %7775 ]
  %7846 = shl nsw i64 %4793, 4
  %7847 = sub nsw i64 %9, %7846
  %7848 = icmp sgt i64 %7847, 15
  %7849 = trunc i64 %7847 to i32
  %7850 = shl nsw i32 -1, %7849
  %7851 = trunc i32 %7850 to i16
  %7852 = xor i16 %7851, -1
  %7853 = select i1 %7848, i16 -1, i16 %7852
  br i1 %1635, label %7859, label %7854

7854:                                             ; preds = %7844
  %7855 = load float, ptr %1586, align 4
  %7856 = insertelement <16 x float> poison, float %7855, i64 0
  %7857 = shufflevector <16 x float> %7856, <16 x float> poison, <16 x i32> zeroinitializer
  %7858 = fadd <16 x float> %7845, %7857
  br label %7859

7859:                                             ; preds = %7854, %7844
  %7860 = phi <16 x float> [ %7858, %7854 ], [ %7845, %7844 ]
  %7861 = getelementptr inbounds nuw float, ptr %2953, i64 %7846
  %7862 = getelementptr inbounds nuw float, ptr %2955, i64 %7846
  %7863 = select i1 %2962, ptr null, ptr %7862
  %7864 = bitcast i16 %7853 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %7865
    i64 2, label %7868
    i64 3, label %7875
    i64 0, label %7920
  ]

7865:                                             ; preds = %7859
  %7866 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7863, <16 x i1> %7864, <16 x float> zeroinitializer)
  %7867 = fadd <16 x float> %7860, %7866
  br label %7882

7868:                                             ; preds = %7859
  %7869 = bitcast <16 x float> %7860 to <8 x i64>
  %7870 = or <8 x i64> %7869, %1169
  %7871 = fcmp oeq <16 x float> %7860, %47
  %7872 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7860, i32 4)
  %7873 = bitcast <8 x i64> %7870 to <16 x float>
  %7874 = select <16 x i1> %7871, <16 x float> %7873, <16 x float> %7872
  br label %7882

7875:                                             ; preds = %7859
  %7876 = bitcast <16 x float> %7860 to <8 x i64>
  %7877 = and <8 x i64> %7876, %1168
  %7878 = fcmp oeq <16 x float> %7860, %44
  %7879 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7860, i32 4)
  %7880 = bitcast <8 x i64> %7877 to <16 x float>
  %7881 = select <16 x i1> %7878, <16 x float> %7880, <16 x float> %7879
  br label %7882

7882:                                             ; preds = %7875, %7868, %7865
  %7883 = phi <16 x float> [ %7867, %7865 ], [ %7874, %7868 ], [ %7881, %7875 ]
  switch i64 %1231, label %534 [
    i64 1, label %7898
    i64 2, label %7891
    i64 3, label %7884
    i64 0, label %7920
  ]

7884:                                             ; preds = %7882
  %7885 = bitcast <16 x float> %7883 to <8 x i64>
  %7886 = and <8 x i64> %7885, %1168
  %7887 = fcmp oeq <16 x float> %7883, %44
  %7888 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7883, i32 4)
  %7889 = bitcast <8 x i64> %7886 to <16 x float>
  %7890 = select <16 x i1> %7887, <16 x float> %7889, <16 x float> %7888
  br label %7901

7891:                                             ; preds = %7882
  %7892 = bitcast <16 x float> %7883 to <8 x i64>
  %7893 = or <8 x i64> %7892, %1169
  %7894 = fcmp oeq <16 x float> %7883, %47
  %7895 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7883, i32 4)
  %7896 = bitcast <8 x i64> %7893 to <16 x float>
  %7897 = select <16 x i1> %7894, <16 x float> %7896, <16 x float> %7895
  br label %7901

7898:                                             ; preds = %7882
  %7899 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7863, <16 x i1> %7864, <16 x float> zeroinitializer)
  %7900 = fadd <16 x float> %7883, %7899
  br label %7901

7901:                                             ; preds = %7898, %7891, %7884
  %7902 = phi <16 x float> [ %7900, %7898 ], [ %7897, %7891 ], [ %7890, %7884 ]
  switch i64 %1233, label %534 [
    i64 1, label %7917
    i64 2, label %7910
    i64 3, label %7903
    i64 0, label %7920
  ]

7903:                                             ; preds = %7901
  %7904 = bitcast <16 x float> %7902 to <8 x i64>
  %7905 = and <8 x i64> %7904, %1168
  %7906 = fcmp oeq <16 x float> %7902, %44
  %7907 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7902, i32 4)
  %7908 = bitcast <8 x i64> %7905 to <16 x float>
  %7909 = select <16 x i1> %7906, <16 x float> %7908, <16 x float> %7907
  br label %7920

7910:                                             ; preds = %7901
  %7911 = bitcast <16 x float> %7902 to <8 x i64>
  %7912 = or <8 x i64> %7911, %1169
  %7913 = fcmp oeq <16 x float> %7902, %47
  %7914 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7902, i32 4)
  %7915 = bitcast <8 x i64> %7912 to <16 x float>
  %7916 = select <16 x i1> %7913, <16 x float> %7915, <16 x float> %7914
  br label %7920

7917:                                             ; preds = %7901
  %7918 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7863, <16 x i1> %7864, <16 x float> zeroinitializer)
  %7919 = fadd <16 x float> %7902, %7918
  br label %7920

7920:                                             ; preds = %7903, %7910, %7917, %7901, %7882, %7859
  %7921 = phi <16 x float> [ %7902, %7901 ], [ %7860, %7859 ], [ %7883, %7882 ], [ %7919, %7917 ], [ %7916, %7910 ], [ %7909, %7903 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7921, ptr align 1 %7861, <16 x i1> %7864)
  %7922 = shl i64 %4793, 4
  %7923 = or disjoint i64 %7922, 16
  %7924 = sub nsw i64 %9, %7923
  %7925 = icmp sgt i64 %7924, 15
  %7926 = trunc i64 %7924 to i32
  %7927 = shl nsw i32 -1, %7926
  %7928 = trunc i32 %7927 to i16
  %7929 = xor i16 %7928, -1
  %7930 = select i1 %7925, i16 -1, i16 %7929
  %7931 = load <16 x float>, ptr %1234, align 64
  br i1 %1635, label %7937, label %7932

7932:                                             ; preds = %7920
  %7933 = load float, ptr %1586, align 4
  %7934 = insertelement <16 x float> poison, float %7933, i64 0
  %7935 = shufflevector <16 x float> %7934, <16 x float> poison, <16 x i32> zeroinitializer
  %7936 = fadd <16 x float> %7931, %7935
  br label %7937

7937:                                             ; preds = %7932, %7920
  %7938 = phi <16 x float> [ %7936, %7932 ], [ %7931, %7920 ]
  %7939 = getelementptr inbounds nuw float, ptr %2953, i64 %7923
  %7940 = getelementptr inbounds nuw float, ptr %2955, i64 %7923
  %7941 = select i1 %2962, ptr null, ptr %7940
  %7942 = bitcast i16 %7930 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %7957
    i64 2, label %7950
    i64 3, label %7943
    i64 0, label %7998
  ]

7943:                                             ; preds = %7937
  %7944 = bitcast <16 x float> %7938 to <8 x i64>
  %7945 = and <8 x i64> %7944, %1168
  %7946 = fcmp oeq <16 x float> %7938, %44
  %7947 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7938, i32 4)
  %7948 = bitcast <8 x i64> %7945 to <16 x float>
  %7949 = select <16 x i1> %7946, <16 x float> %7948, <16 x float> %7947
  br label %7960

7950:                                             ; preds = %7937
  %7951 = bitcast <16 x float> %7938 to <8 x i64>
  %7952 = or <8 x i64> %7951, %1169
  %7953 = fcmp oeq <16 x float> %7938, %47
  %7954 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7938, i32 4)
  %7955 = bitcast <8 x i64> %7952 to <16 x float>
  %7956 = select <16 x i1> %7953, <16 x float> %7955, <16 x float> %7954
  br label %7960

7957:                                             ; preds = %7937
  %7958 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7941, <16 x i1> %7942, <16 x float> zeroinitializer)
  %7959 = fadd <16 x float> %7938, %7958
  br label %7960

7960:                                             ; preds = %7957, %7950, %7943
  %7961 = phi <16 x float> [ %7959, %7957 ], [ %7956, %7950 ], [ %7949, %7943 ]
  switch i64 %1236, label %534 [
    i64 1, label %7976
    i64 2, label %7969
    i64 3, label %7962
    i64 0, label %7998
  ]

7962:                                             ; preds = %7960
  %7963 = bitcast <16 x float> %7961 to <8 x i64>
  %7964 = and <8 x i64> %7963, %1168
  %7965 = fcmp oeq <16 x float> %7961, %44
  %7966 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7961, i32 4)
  %7967 = bitcast <8 x i64> %7964 to <16 x float>
  %7968 = select <16 x i1> %7965, <16 x float> %7967, <16 x float> %7966
  br label %7979

7969:                                             ; preds = %7960
  %7970 = bitcast <16 x float> %7961 to <8 x i64>
  %7971 = or <8 x i64> %7970, %1169
  %7972 = fcmp oeq <16 x float> %7961, %47
  %7973 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7961, i32 4)
  %7974 = bitcast <8 x i64> %7971 to <16 x float>
  %7975 = select <16 x i1> %7972, <16 x float> %7974, <16 x float> %7973
  br label %7979

7976:                                             ; preds = %7960
  %7977 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7941, <16 x i1> %7942, <16 x float> zeroinitializer)
  %7978 = fadd <16 x float> %7961, %7977
  br label %7979

7979:                                             ; preds = %7976, %7969, %7962
  %7980 = phi <16 x float> [ %7978, %7976 ], [ %7975, %7969 ], [ %7968, %7962 ]
  switch i64 %1238, label %534 [
    i64 1, label %7995
    i64 2, label %7988
    i64 3, label %7981
    i64 0, label %7998
  ]

7981:                                             ; preds = %7979
  %7982 = bitcast <16 x float> %7980 to <8 x i64>
  %7983 = and <8 x i64> %7982, %1168
  %7984 = fcmp oeq <16 x float> %7980, %44
  %7985 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7980, i32 4)
  %7986 = bitcast <8 x i64> %7983 to <16 x float>
  %7987 = select <16 x i1> %7984, <16 x float> %7986, <16 x float> %7985
  br label %7998

7988:                                             ; preds = %7979
  %7989 = bitcast <16 x float> %7980 to <8 x i64>
  %7990 = or <8 x i64> %7989, %1169
  %7991 = fcmp oeq <16 x float> %7980, %47
  %7992 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7980, i32 4)
  %7993 = bitcast <8 x i64> %7990 to <16 x float>
  %7994 = select <16 x i1> %7991, <16 x float> %7993, <16 x float> %7992
  br label %7998

7995:                                             ; preds = %7979
  %7996 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7941, <16 x i1> %7942, <16 x float> zeroinitializer)
  %7997 = fadd <16 x float> %7980, %7996
  br label %7998

7998:                                             ; preds = %7981, %7988, %7995, %7979, %7960, %7937
  %7999 = phi <16 x float> [ %7980, %7979 ], [ %7938, %7937 ], [ %7961, %7960 ], [ %7997, %7995 ], [ %7994, %7988 ], [ %7987, %7981 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %7999, ptr nonnull align 1 %7939, <16 x i1> %7942)
  %8000 = shl i64 %4793, 4
  %8001 = or disjoint i64 %8000, 32
  %8002 = sub nsw i64 %9, %8001
  %8003 = icmp sgt i64 %8002, 15
  %8004 = trunc i64 %8002 to i32
  %8005 = shl nsw i32 -1, %8004
  %8006 = trunc i32 %8005 to i16
  %8007 = xor i16 %8006, -1
  %8008 = select i1 %8003, i16 -1, i16 %8007
  %8009 = load <16 x float>, ptr %1239, align 64
  br i1 %1635, label %8015, label %8010

8010:                                             ; preds = %7998
  %8011 = load float, ptr %1586, align 4
  %8012 = insertelement <16 x float> poison, float %8011, i64 0
  %8013 = shufflevector <16 x float> %8012, <16 x float> poison, <16 x i32> zeroinitializer
  %8014 = fadd <16 x float> %8009, %8013
  br label %8015

8015:                                             ; preds = %8010, %7998
  %8016 = phi <16 x float> [ %8014, %8010 ], [ %8009, %7998 ]
  %8017 = getelementptr inbounds nuw float, ptr %2953, i64 %8001
  %8018 = getelementptr inbounds nuw float, ptr %2955, i64 %8001
  %8019 = select i1 %2962, ptr null, ptr %8018
  %8020 = bitcast i16 %8008 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8035
    i64 2, label %8028
    i64 3, label %8021
    i64 0, label %8076
  ]

8021:                                             ; preds = %8015
  %8022 = bitcast <16 x float> %8016 to <8 x i64>
  %8023 = and <8 x i64> %8022, %1168
  %8024 = fcmp oeq <16 x float> %8016, %44
  %8025 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8016, i32 4)
  %8026 = bitcast <8 x i64> %8023 to <16 x float>
  %8027 = select <16 x i1> %8024, <16 x float> %8026, <16 x float> %8025
  br label %8038

8028:                                             ; preds = %8015
  %8029 = bitcast <16 x float> %8016 to <8 x i64>
  %8030 = or <8 x i64> %8029, %1169
  %8031 = fcmp oeq <16 x float> %8016, %47
  %8032 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8016, i32 4)
  %8033 = bitcast <8 x i64> %8030 to <16 x float>
  %8034 = select <16 x i1> %8031, <16 x float> %8033, <16 x float> %8032
  br label %8038

8035:                                             ; preds = %8015
  %8036 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8019, <16 x i1> %8020, <16 x float> zeroinitializer)
  %8037 = fadd <16 x float> %8016, %8036
  br label %8038

8038:                                             ; preds = %8035, %8028, %8021
  %8039 = phi <16 x float> [ %8037, %8035 ], [ %8034, %8028 ], [ %8027, %8021 ]
  switch i64 %1241, label %534 [
    i64 1, label %8054
    i64 2, label %8047
    i64 3, label %8040
    i64 0, label %8076
  ]

8040:                                             ; preds = %8038
  %8041 = bitcast <16 x float> %8039 to <8 x i64>
  %8042 = and <8 x i64> %8041, %1168
  %8043 = fcmp oeq <16 x float> %8039, %44
  %8044 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8039, i32 4)
  %8045 = bitcast <8 x i64> %8042 to <16 x float>
  %8046 = select <16 x i1> %8043, <16 x float> %8045, <16 x float> %8044
  br label %8057

8047:                                             ; preds = %8038
  %8048 = bitcast <16 x float> %8039 to <8 x i64>
  %8049 = or <8 x i64> %8048, %1169
  %8050 = fcmp oeq <16 x float> %8039, %47
  %8051 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8039, i32 4)
  %8052 = bitcast <8 x i64> %8049 to <16 x float>
  %8053 = select <16 x i1> %8050, <16 x float> %8052, <16 x float> %8051
  br label %8057

8054:                                             ; preds = %8038
  %8055 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8019, <16 x i1> %8020, <16 x float> zeroinitializer)
  %8056 = fadd <16 x float> %8039, %8055
  br label %8057

8057:                                             ; preds = %8054, %8047, %8040
  %8058 = phi <16 x float> [ %8056, %8054 ], [ %8053, %8047 ], [ %8046, %8040 ]
  switch i64 %1243, label %534 [
    i64 1, label %8073
    i64 2, label %8066
    i64 3, label %8059
    i64 0, label %8076
  ]

8059:                                             ; preds = %8057
  %8060 = bitcast <16 x float> %8058 to <8 x i64>
  %8061 = and <8 x i64> %8060, %1168
  %8062 = fcmp oeq <16 x float> %8058, %44
  %8063 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8058, i32 4)
  %8064 = bitcast <8 x i64> %8061 to <16 x float>
  %8065 = select <16 x i1> %8062, <16 x float> %8064, <16 x float> %8063
  br label %8076

8066:                                             ; preds = %8057
  %8067 = bitcast <16 x float> %8058 to <8 x i64>
  %8068 = or <8 x i64> %8067, %1169
  %8069 = fcmp oeq <16 x float> %8058, %47
  %8070 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8058, i32 4)
  %8071 = bitcast <8 x i64> %8068 to <16 x float>
  %8072 = select <16 x i1> %8069, <16 x float> %8071, <16 x float> %8070
  br label %8076

8073:                                             ; preds = %8057
  %8074 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8019, <16 x i1> %8020, <16 x float> zeroinitializer)
  %8075 = fadd <16 x float> %8058, %8074
  br label %8076

8076:                                             ; preds = %8059, %8066, %8073, %8057, %8038, %8015
  %8077 = phi <16 x float> [ %8058, %8057 ], [ %8016, %8015 ], [ %8039, %8038 ], [ %8075, %8073 ], [ %8072, %8066 ], [ %8065, %8059 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8077, ptr nonnull align 1 %8017, <16 x i1> %8020)
  %8078 = shl i64 %4793, 4
  %8079 = or disjoint i64 %8078, 48
  %8080 = sub nsw i64 %9, %8079
  %8081 = icmp sgt i64 %8080, 15
  %8082 = trunc i64 %8080 to i32
  %8083 = shl nsw i32 -1, %8082
  %8084 = trunc i32 %8083 to i16
  %8085 = xor i16 %8084, -1
  %8086 = select i1 %8081, i16 -1, i16 %8085
  %8087 = load <16 x float>, ptr %1244, align 64
  br i1 %1635, label %8093, label %8088

8088:                                             ; preds = %8076
  %8089 = load float, ptr %1586, align 4
  %8090 = insertelement <16 x float> poison, float %8089, i64 0
  %8091 = shufflevector <16 x float> %8090, <16 x float> poison, <16 x i32> zeroinitializer
  %8092 = fadd <16 x float> %8087, %8091
  br label %8093

8093:                                             ; preds = %8088, %8076
  %8094 = phi <16 x float> [ %8092, %8088 ], [ %8087, %8076 ]
  %8095 = getelementptr inbounds nuw float, ptr %2953, i64 %8079
  %8096 = getelementptr inbounds nuw float, ptr %2955, i64 %8079
  %8097 = select i1 %2962, ptr null, ptr %8096
  %8098 = bitcast i16 %8086 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8113
    i64 2, label %8106
    i64 3, label %8099
    i64 0, label %8154
  ]

8099:                                             ; preds = %8093
  %8100 = bitcast <16 x float> %8094 to <8 x i64>
  %8101 = and <8 x i64> %8100, %1168
  %8102 = fcmp oeq <16 x float> %8094, %44
  %8103 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8094, i32 4)
  %8104 = bitcast <8 x i64> %8101 to <16 x float>
  %8105 = select <16 x i1> %8102, <16 x float> %8104, <16 x float> %8103
  br label %8116

8106:                                             ; preds = %8093
  %8107 = bitcast <16 x float> %8094 to <8 x i64>
  %8108 = or <8 x i64> %8107, %1169
  %8109 = fcmp oeq <16 x float> %8094, %47
  %8110 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8094, i32 4)
  %8111 = bitcast <8 x i64> %8108 to <16 x float>
  %8112 = select <16 x i1> %8109, <16 x float> %8111, <16 x float> %8110
  br label %8116

8113:                                             ; preds = %8093
  %8114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8097, <16 x i1> %8098, <16 x float> zeroinitializer)
  %8115 = fadd <16 x float> %8094, %8114
  br label %8116

8116:                                             ; preds = %8113, %8106, %8099
  %8117 = phi <16 x float> [ %8115, %8113 ], [ %8112, %8106 ], [ %8105, %8099 ]
  switch i64 %1246, label %534 [
    i64 1, label %8132
    i64 2, label %8125
    i64 3, label %8118
    i64 0, label %8154
  ]

8118:                                             ; preds = %8116
  %8119 = bitcast <16 x float> %8117 to <8 x i64>
  %8120 = and <8 x i64> %8119, %1168
  %8121 = fcmp oeq <16 x float> %8117, %44
  %8122 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8117, i32 4)
  %8123 = bitcast <8 x i64> %8120 to <16 x float>
  %8124 = select <16 x i1> %8121, <16 x float> %8123, <16 x float> %8122
  br label %8135

8125:                                             ; preds = %8116
  %8126 = bitcast <16 x float> %8117 to <8 x i64>
  %8127 = or <8 x i64> %8126, %1169
  %8128 = fcmp oeq <16 x float> %8117, %47
  %8129 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8117, i32 4)
  %8130 = bitcast <8 x i64> %8127 to <16 x float>
  %8131 = select <16 x i1> %8128, <16 x float> %8130, <16 x float> %8129
  br label %8135

8132:                                             ; preds = %8116
  %8133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8097, <16 x i1> %8098, <16 x float> zeroinitializer)
  %8134 = fadd <16 x float> %8117, %8133
  br label %8135

8135:                                             ; preds = %8132, %8125, %8118
  %8136 = phi <16 x float> [ %8134, %8132 ], [ %8131, %8125 ], [ %8124, %8118 ]
  switch i64 %1248, label %534 [
    i64 1, label %8151
    i64 2, label %8144
    i64 3, label %8137
    i64 0, label %8154
  ]

8137:                                             ; preds = %8135
  %8138 = bitcast <16 x float> %8136 to <8 x i64>
  %8139 = and <8 x i64> %8138, %1168
  %8140 = fcmp oeq <16 x float> %8136, %44
  %8141 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8136, i32 4)
  %8142 = bitcast <8 x i64> %8139 to <16 x float>
  %8143 = select <16 x i1> %8140, <16 x float> %8142, <16 x float> %8141
  br label %8154

8144:                                             ; preds = %8135
  %8145 = bitcast <16 x float> %8136 to <8 x i64>
  %8146 = or <8 x i64> %8145, %1169
  %8147 = fcmp oeq <16 x float> %8136, %47
  %8148 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8136, i32 4)
  %8149 = bitcast <8 x i64> %8146 to <16 x float>
  %8150 = select <16 x i1> %8147, <16 x float> %8149, <16 x float> %8148
  br label %8154

8151:                                             ; preds = %8135
  %8152 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8097, <16 x i1> %8098, <16 x float> zeroinitializer)
  %8153 = fadd <16 x float> %8136, %8152
  br label %8154

8154:                                             ; preds = %8137, %8144, %8151, %8135, %8116, %8093
  %8155 = phi <16 x float> [ %8136, %8135 ], [ %8094, %8093 ], [ %8117, %8116 ], [ %8153, %8151 ], [ %8150, %8144 ], [ %8143, %8137 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8155, ptr nonnull align 1 %8095, <16 x i1> %8098)
  %8156 = shl i64 %4793, 4
  %8157 = or disjoint i64 %8156, 64
  %8158 = sub nsw i64 %9, %8157
  %8159 = icmp sgt i64 %8158, 15
  %8160 = trunc i64 %8158 to i32
  %8161 = shl nsw i32 -1, %8160
  %8162 = trunc i32 %8161 to i16
  %8163 = xor i16 %8162, -1
  %8164 = select i1 %8159, i16 -1, i16 %8163
  %8165 = load <16 x float>, ptr %1249, align 64
  br i1 %1635, label %8171, label %8166

8166:                                             ; preds = %8154
  %8167 = load float, ptr %1586, align 4
  %8168 = insertelement <16 x float> poison, float %8167, i64 0
  %8169 = shufflevector <16 x float> %8168, <16 x float> poison, <16 x i32> zeroinitializer
  %8170 = fadd <16 x float> %8165, %8169
  br label %8171

8171:                                             ; preds = %8166, %8154
  %8172 = phi <16 x float> [ %8170, %8166 ], [ %8165, %8154 ]
  %8173 = getelementptr inbounds nuw float, ptr %2953, i64 %8157
  %8174 = getelementptr inbounds nuw float, ptr %2955, i64 %8157
  %8175 = select i1 %2962, ptr null, ptr %8174
  %8176 = bitcast i16 %8164 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8191
    i64 2, label %8184
    i64 3, label %8177
    i64 0, label %8232
  ]

8177:                                             ; preds = %8171
  %8178 = bitcast <16 x float> %8172 to <8 x i64>
  %8179 = and <8 x i64> %8178, %1168
  %8180 = fcmp oeq <16 x float> %8172, %44
  %8181 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8172, i32 4)
  %8182 = bitcast <8 x i64> %8179 to <16 x float>
  %8183 = select <16 x i1> %8180, <16 x float> %8182, <16 x float> %8181
  br label %8194

8184:                                             ; preds = %8171
  %8185 = bitcast <16 x float> %8172 to <8 x i64>
  %8186 = or <8 x i64> %8185, %1169
  %8187 = fcmp oeq <16 x float> %8172, %47
  %8188 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8172, i32 4)
  %8189 = bitcast <8 x i64> %8186 to <16 x float>
  %8190 = select <16 x i1> %8187, <16 x float> %8189, <16 x float> %8188
  br label %8194

8191:                                             ; preds = %8171
  %8192 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8175, <16 x i1> %8176, <16 x float> zeroinitializer)
  %8193 = fadd <16 x float> %8172, %8192
  br label %8194

8194:                                             ; preds = %8191, %8184, %8177
  %8195 = phi <16 x float> [ %8193, %8191 ], [ %8190, %8184 ], [ %8183, %8177 ]
  switch i64 %1251, label %534 [
    i64 1, label %8210
    i64 2, label %8203
    i64 3, label %8196
    i64 0, label %8232
  ]

8196:                                             ; preds = %8194
  %8197 = bitcast <16 x float> %8195 to <8 x i64>
  %8198 = and <8 x i64> %8197, %1168
  %8199 = fcmp oeq <16 x float> %8195, %44
  %8200 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8195, i32 4)
  %8201 = bitcast <8 x i64> %8198 to <16 x float>
  %8202 = select <16 x i1> %8199, <16 x float> %8201, <16 x float> %8200
  br label %8213

8203:                                             ; preds = %8194
  %8204 = bitcast <16 x float> %8195 to <8 x i64>
  %8205 = or <8 x i64> %8204, %1169
  %8206 = fcmp oeq <16 x float> %8195, %47
  %8207 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8195, i32 4)
  %8208 = bitcast <8 x i64> %8205 to <16 x float>
  %8209 = select <16 x i1> %8206, <16 x float> %8208, <16 x float> %8207
  br label %8213

8210:                                             ; preds = %8194
  %8211 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8175, <16 x i1> %8176, <16 x float> zeroinitializer)
  %8212 = fadd <16 x float> %8195, %8211
  br label %8213

8213:                                             ; preds = %8210, %8203, %8196
  %8214 = phi <16 x float> [ %8212, %8210 ], [ %8209, %8203 ], [ %8202, %8196 ]
  switch i64 %1253, label %534 [
    i64 1, label %8229
    i64 2, label %8222
    i64 3, label %8215
    i64 0, label %8232
  ]

8215:                                             ; preds = %8213
  %8216 = bitcast <16 x float> %8214 to <8 x i64>
  %8217 = and <8 x i64> %8216, %1168
  %8218 = fcmp oeq <16 x float> %8214, %44
  %8219 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8214, i32 4)
  %8220 = bitcast <8 x i64> %8217 to <16 x float>
  %8221 = select <16 x i1> %8218, <16 x float> %8220, <16 x float> %8219
  br label %8232

8222:                                             ; preds = %8213
  %8223 = bitcast <16 x float> %8214 to <8 x i64>
  %8224 = or <8 x i64> %8223, %1169
  %8225 = fcmp oeq <16 x float> %8214, %47
  %8226 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8214, i32 4)
  %8227 = bitcast <8 x i64> %8224 to <16 x float>
  %8228 = select <16 x i1> %8225, <16 x float> %8227, <16 x float> %8226
  br label %8232

8229:                                             ; preds = %8213
  %8230 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8175, <16 x i1> %8176, <16 x float> zeroinitializer)
  %8231 = fadd <16 x float> %8214, %8230
  br label %8232

8232:                                             ; preds = %8215, %8222, %8229, %8213, %8194, %8171
  %8233 = phi <16 x float> [ %8214, %8213 ], [ %8172, %8171 ], [ %8195, %8194 ], [ %8231, %8229 ], [ %8228, %8222 ], [ %8221, %8215 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8233, ptr nonnull align 1 %8173, <16 x i1> %8176)
  %8234 = shl i64 %4793, 4
  %8235 = or disjoint i64 %8234, 80
  %8236 = sub nsw i64 %9, %8235
  %8237 = icmp sgt i64 %8236, 15
  %8238 = trunc i64 %8236 to i32
  %8239 = shl nsw i32 -1, %8238
  %8240 = trunc i32 %8239 to i16
  %8241 = xor i16 %8240, -1
  %8242 = select i1 %8237, i16 -1, i16 %8241
  %8243 = load <16 x float>, ptr %1254, align 64
  br i1 %1635, label %8249, label %8244

8244:                                             ; preds = %8232
  %8245 = load float, ptr %1586, align 4
  %8246 = insertelement <16 x float> poison, float %8245, i64 0
  %8247 = shufflevector <16 x float> %8246, <16 x float> poison, <16 x i32> zeroinitializer
  %8248 = fadd <16 x float> %8243, %8247
  br label %8249

8249:                                             ; preds = %8244, %8232
  %8250 = phi <16 x float> [ %8248, %8244 ], [ %8243, %8232 ]
  %8251 = getelementptr inbounds nuw float, ptr %2953, i64 %8235
  %8252 = getelementptr inbounds nuw float, ptr %2955, i64 %8235
  %8253 = select i1 %2962, ptr null, ptr %8252
  %8254 = bitcast i16 %8242 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8269
    i64 2, label %8262
    i64 3, label %8255
    i64 0, label %8310
  ]

8255:                                             ; preds = %8249
  %8256 = bitcast <16 x float> %8250 to <8 x i64>
  %8257 = and <8 x i64> %8256, %1168
  %8258 = fcmp oeq <16 x float> %8250, %44
  %8259 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8250, i32 4)
  %8260 = bitcast <8 x i64> %8257 to <16 x float>
  %8261 = select <16 x i1> %8258, <16 x float> %8260, <16 x float> %8259
  br label %8272

8262:                                             ; preds = %8249
  %8263 = bitcast <16 x float> %8250 to <8 x i64>
  %8264 = or <8 x i64> %8263, %1169
  %8265 = fcmp oeq <16 x float> %8250, %47
  %8266 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8250, i32 4)
  %8267 = bitcast <8 x i64> %8264 to <16 x float>
  %8268 = select <16 x i1> %8265, <16 x float> %8267, <16 x float> %8266
  br label %8272

8269:                                             ; preds = %8249
  %8270 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8253, <16 x i1> %8254, <16 x float> zeroinitializer)
  %8271 = fadd <16 x float> %8250, %8270
  br label %8272

8272:                                             ; preds = %8269, %8262, %8255
  %8273 = phi <16 x float> [ %8271, %8269 ], [ %8268, %8262 ], [ %8261, %8255 ]
  switch i64 %1256, label %534 [
    i64 1, label %8288
    i64 2, label %8281
    i64 3, label %8274
    i64 0, label %8310
  ]

8274:                                             ; preds = %8272
  %8275 = bitcast <16 x float> %8273 to <8 x i64>
  %8276 = and <8 x i64> %8275, %1168
  %8277 = fcmp oeq <16 x float> %8273, %44
  %8278 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8273, i32 4)
  %8279 = bitcast <8 x i64> %8276 to <16 x float>
  %8280 = select <16 x i1> %8277, <16 x float> %8279, <16 x float> %8278
  br label %8291

8281:                                             ; preds = %8272
  %8282 = bitcast <16 x float> %8273 to <8 x i64>
  %8283 = or <8 x i64> %8282, %1169
  %8284 = fcmp oeq <16 x float> %8273, %47
  %8285 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8273, i32 4)
  %8286 = bitcast <8 x i64> %8283 to <16 x float>
  %8287 = select <16 x i1> %8284, <16 x float> %8286, <16 x float> %8285
  br label %8291

8288:                                             ; preds = %8272
  %8289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8253, <16 x i1> %8254, <16 x float> zeroinitializer)
  %8290 = fadd <16 x float> %8273, %8289
  br label %8291

8291:                                             ; preds = %8288, %8281, %8274
  %8292 = phi <16 x float> [ %8290, %8288 ], [ %8287, %8281 ], [ %8280, %8274 ]
  switch i64 %1258, label %534 [
    i64 1, label %8307
    i64 2, label %8300
    i64 3, label %8293
    i64 0, label %8310
  ]

8293:                                             ; preds = %8291
  %8294 = bitcast <16 x float> %8292 to <8 x i64>
  %8295 = and <8 x i64> %8294, %1168
  %8296 = fcmp oeq <16 x float> %8292, %44
  %8297 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8292, i32 4)
  %8298 = bitcast <8 x i64> %8295 to <16 x float>
  %8299 = select <16 x i1> %8296, <16 x float> %8298, <16 x float> %8297
  br label %8310

8300:                                             ; preds = %8291
  %8301 = bitcast <16 x float> %8292 to <8 x i64>
  %8302 = or <8 x i64> %8301, %1169
  %8303 = fcmp oeq <16 x float> %8292, %47
  %8304 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8292, i32 4)
  %8305 = bitcast <8 x i64> %8302 to <16 x float>
  %8306 = select <16 x i1> %8303, <16 x float> %8305, <16 x float> %8304
  br label %8310

8307:                                             ; preds = %8291
  %8308 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8253, <16 x i1> %8254, <16 x float> zeroinitializer)
  %8309 = fadd <16 x float> %8292, %8308
  br label %8310

8310:                                             ; preds = %8293, %8300, %8307, %8291, %8272, %8249
  %8311 = phi <16 x float> [ %8292, %8291 ], [ %8250, %8249 ], [ %8273, %8272 ], [ %8309, %8307 ], [ %8306, %8300 ], [ %8299, %8293 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8311, ptr nonnull align 1 %8251, <16 x i1> %8254)
  %8312 = shl i64 %4793, 4
  %8313 = or disjoint i64 %8312, 96
  %8314 = sub nsw i64 %9, %8313
  %8315 = icmp sgt i64 %8314, 15
  %8316 = trunc i64 %8314 to i32
  %8317 = shl nsw i32 -1, %8316
  %8318 = trunc i32 %8317 to i16
  %8319 = xor i16 %8318, -1
  %8320 = select i1 %8315, i16 -1, i16 %8319
  %8321 = load <16 x float>, ptr %1259, align 64
  br i1 %1635, label %8327, label %8322

8322:                                             ; preds = %8310
  %8323 = load float, ptr %1586, align 4
  %8324 = insertelement <16 x float> poison, float %8323, i64 0
  %8325 = shufflevector <16 x float> %8324, <16 x float> poison, <16 x i32> zeroinitializer
  %8326 = fadd <16 x float> %8321, %8325
  br label %8327

8327:                                             ; preds = %8322, %8310
  %8328 = phi <16 x float> [ %8326, %8322 ], [ %8321, %8310 ]
  %8329 = getelementptr inbounds nuw float, ptr %2953, i64 %8313
  %8330 = getelementptr inbounds nuw float, ptr %2955, i64 %8313
  %8331 = select i1 %2962, ptr null, ptr %8330
  %8332 = bitcast i16 %8320 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8347
    i64 2, label %8340
    i64 3, label %8333
    i64 0, label %8388
  ]

8333:                                             ; preds = %8327
  %8334 = bitcast <16 x float> %8328 to <8 x i64>
  %8335 = and <8 x i64> %8334, %1168
  %8336 = fcmp oeq <16 x float> %8328, %44
  %8337 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8328, i32 4)
  %8338 = bitcast <8 x i64> %8335 to <16 x float>
  %8339 = select <16 x i1> %8336, <16 x float> %8338, <16 x float> %8337
  br label %8350

8340:                                             ; preds = %8327
  %8341 = bitcast <16 x float> %8328 to <8 x i64>
  %8342 = or <8 x i64> %8341, %1169
  %8343 = fcmp oeq <16 x float> %8328, %47
  %8344 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8328, i32 4)
  %8345 = bitcast <8 x i64> %8342 to <16 x float>
  %8346 = select <16 x i1> %8343, <16 x float> %8345, <16 x float> %8344
  br label %8350

8347:                                             ; preds = %8327
  %8348 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8331, <16 x i1> %8332, <16 x float> zeroinitializer)
  %8349 = fadd <16 x float> %8328, %8348
  br label %8350

8350:                                             ; preds = %8347, %8340, %8333
  %8351 = phi <16 x float> [ %8349, %8347 ], [ %8346, %8340 ], [ %8339, %8333 ]
  switch i64 %1261, label %534 [
    i64 1, label %8366
    i64 2, label %8359
    i64 3, label %8352
    i64 0, label %8388
  ]

8352:                                             ; preds = %8350
  %8353 = bitcast <16 x float> %8351 to <8 x i64>
  %8354 = and <8 x i64> %8353, %1168
  %8355 = fcmp oeq <16 x float> %8351, %44
  %8356 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8351, i32 4)
  %8357 = bitcast <8 x i64> %8354 to <16 x float>
  %8358 = select <16 x i1> %8355, <16 x float> %8357, <16 x float> %8356
  br label %8369

8359:                                             ; preds = %8350
  %8360 = bitcast <16 x float> %8351 to <8 x i64>
  %8361 = or <8 x i64> %8360, %1169
  %8362 = fcmp oeq <16 x float> %8351, %47
  %8363 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8351, i32 4)
  %8364 = bitcast <8 x i64> %8361 to <16 x float>
  %8365 = select <16 x i1> %8362, <16 x float> %8364, <16 x float> %8363
  br label %8369

8366:                                             ; preds = %8350
  %8367 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8331, <16 x i1> %8332, <16 x float> zeroinitializer)
  %8368 = fadd <16 x float> %8351, %8367
  br label %8369

8369:                                             ; preds = %8366, %8359, %8352
  %8370 = phi <16 x float> [ %8368, %8366 ], [ %8365, %8359 ], [ %8358, %8352 ]
  switch i64 %1263, label %534 [
    i64 1, label %8385
    i64 2, label %8378
    i64 3, label %8371
    i64 0, label %8388
  ]

8371:                                             ; preds = %8369
  %8372 = bitcast <16 x float> %8370 to <8 x i64>
  %8373 = and <8 x i64> %8372, %1168
  %8374 = fcmp oeq <16 x float> %8370, %44
  %8375 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8370, i32 4)
  %8376 = bitcast <8 x i64> %8373 to <16 x float>
  %8377 = select <16 x i1> %8374, <16 x float> %8376, <16 x float> %8375
  br label %8388

8378:                                             ; preds = %8369
  %8379 = bitcast <16 x float> %8370 to <8 x i64>
  %8380 = or <8 x i64> %8379, %1169
  %8381 = fcmp oeq <16 x float> %8370, %47
  %8382 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8370, i32 4)
  %8383 = bitcast <8 x i64> %8380 to <16 x float>
  %8384 = select <16 x i1> %8381, <16 x float> %8383, <16 x float> %8382
  br label %8388

8385:                                             ; preds = %8369
  %8386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8331, <16 x i1> %8332, <16 x float> zeroinitializer)
  %8387 = fadd <16 x float> %8370, %8386
  br label %8388

8388:                                             ; preds = %8371, %8378, %8385, %8369, %8350, %8327
  %8389 = phi <16 x float> [ %8370, %8369 ], [ %8328, %8327 ], [ %8351, %8350 ], [ %8387, %8385 ], [ %8384, %8378 ], [ %8377, %8371 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8389, ptr nonnull align 1 %8329, <16 x i1> %8332)
  %8390 = shl i64 %4793, 4
  %8391 = or disjoint i64 %8390, 112
  %8392 = sub nsw i64 %9, %8391
  %8393 = icmp sgt i64 %8392, 15
  %8394 = trunc i64 %8392 to i32
  %8395 = shl nsw i32 -1, %8394
  %8396 = trunc i32 %8395 to i16
  %8397 = xor i16 %8396, -1
  %8398 = select i1 %8393, i16 -1, i16 %8397
  %8399 = load <16 x float>, ptr %1264, align 64
  br i1 %1635, label %8405, label %8400

8400:                                             ; preds = %8388
  %8401 = load float, ptr %1586, align 4
  %8402 = insertelement <16 x float> poison, float %8401, i64 0
  %8403 = shufflevector <16 x float> %8402, <16 x float> poison, <16 x i32> zeroinitializer
  %8404 = fadd <16 x float> %8399, %8403
  br label %8405

8405:                                             ; preds = %8400, %8388
  %8406 = phi <16 x float> [ %8404, %8400 ], [ %8399, %8388 ]
  %8407 = getelementptr inbounds nuw float, ptr %2953, i64 %8391
  %8408 = getelementptr inbounds nuw float, ptr %2955, i64 %8391
  %8409 = select i1 %2962, ptr null, ptr %8408
  %8410 = bitcast i16 %8398 to <16 x i1>
  switch i64 %1229, label %534 [
    i64 1, label %8425
    i64 2, label %8418
    i64 3, label %8411
    i64 0, label %8466
  ]

8411:                                             ; preds = %8405
  %8412 = bitcast <16 x float> %8406 to <8 x i64>
  %8413 = and <8 x i64> %8412, %1168
  %8414 = fcmp oeq <16 x float> %8406, %44
  %8415 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8406, i32 4)
  %8416 = bitcast <8 x i64> %8413 to <16 x float>
  %8417 = select <16 x i1> %8414, <16 x float> %8416, <16 x float> %8415
  br label %8428

8418:                                             ; preds = %8405
  %8419 = bitcast <16 x float> %8406 to <8 x i64>
  %8420 = or <8 x i64> %8419, %1169
  %8421 = fcmp oeq <16 x float> %8406, %47
  %8422 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8406, i32 4)
  %8423 = bitcast <8 x i64> %8420 to <16 x float>
  %8424 = select <16 x i1> %8421, <16 x float> %8423, <16 x float> %8422
  br label %8428

8425:                                             ; preds = %8405
  %8426 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8409, <16 x i1> %8410, <16 x float> zeroinitializer)
  %8427 = fadd <16 x float> %8406, %8426
  br label %8428

8428:                                             ; preds = %8425, %8418, %8411
  %8429 = phi <16 x float> [ %8427, %8425 ], [ %8424, %8418 ], [ %8417, %8411 ]
  switch i64 %1266, label %534 [
    i64 1, label %8444
    i64 2, label %8437
    i64 3, label %8430
    i64 0, label %8466
  ]

8430:                                             ; preds = %8428
  %8431 = bitcast <16 x float> %8429 to <8 x i64>
  %8432 = and <8 x i64> %8431, %1168
  %8433 = fcmp oeq <16 x float> %8429, %44
  %8434 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8429, i32 4)
  %8435 = bitcast <8 x i64> %8432 to <16 x float>
  %8436 = select <16 x i1> %8433, <16 x float> %8435, <16 x float> %8434
  br label %8447

8437:                                             ; preds = %8428
  %8438 = bitcast <16 x float> %8429 to <8 x i64>
  %8439 = or <8 x i64> %8438, %1169
  %8440 = fcmp oeq <16 x float> %8429, %47
  %8441 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8429, i32 4)
  %8442 = bitcast <8 x i64> %8439 to <16 x float>
  %8443 = select <16 x i1> %8440, <16 x float> %8442, <16 x float> %8441
  br label %8447

8444:                                             ; preds = %8428
  %8445 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8409, <16 x i1> %8410, <16 x float> zeroinitializer)
  %8446 = fadd <16 x float> %8429, %8445
  br label %8447

8447:                                             ; preds = %8444, %8437, %8430
  %8448 = phi <16 x float> [ %8446, %8444 ], [ %8443, %8437 ], [ %8436, %8430 ]
  switch i64 %1268, label %534 [
    i64 1, label %8463
    i64 2, label %8456
    i64 3, label %8449
    i64 0, label %8466
  ]

8449:                                             ; preds = %8447
  %8450 = bitcast <16 x float> %8448 to <8 x i64>
  %8451 = and <8 x i64> %8450, %1168
  %8452 = fcmp oeq <16 x float> %8448, %44
  %8453 = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8448, i32 4)
  %8454 = bitcast <8 x i64> %8451 to <16 x float>
  %8455 = select <16 x i1> %8452, <16 x float> %8454, <16 x float> %8453
  br label %8466

8456:                                             ; preds = %8447
  %8457 = bitcast <16 x float> %8448 to <8 x i64>
  %8458 = or <8 x i64> %8457, %1169
  %8459 = fcmp oeq <16 x float> %8448, %47
  %8460 = call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8448, i32 4)
  %8461 = bitcast <8 x i64> %8458 to <16 x float>
  %8462 = select <16 x i1> %8459, <16 x float> %8461, <16 x float> %8460
  br label %8466

8463:                                             ; preds = %8447
  %8464 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8409, <16 x i1> %8410, <16 x float> zeroinitializer)
  %8465 = fadd <16 x float> %8448, %8464
  br label %8466

8466:                                             ; preds = %8449, %8456, %8463, %8447, %8428, %8405
  %8467 = phi <16 x float> [ %8448, %8447 ], [ %8406, %8405 ], [ %8429, %8428 ], [ %8465, %8463 ], [ %8462, %8456 ], [ %8455, %8449 ]
  call void @llvm.masked.store.v16f32.p0(<16 x float> %8467, ptr nonnull align 1 %8407, <16 x i1> %8410)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %8468

8468:                                             ; preds = %4937, %5190, %5555, %6032, %6621, %7158, %7773, %8466, %4792
  %8469 = add nuw nsw i64 %4793, 8
  %8470 = icmp slt i64 %8469, %1062
  br i1 %8470, label %4792, label %8471

8471:                                             ; preds = %8468, %2960, %3350, %4057, %4790, %2971
  %8472 = zext nneg i32 %2958 to i64
  %8473 = add nsw i64 %2951, %8472
  %8474 = icmp slt i64 %8473, %1595
  br i1 %8474, label %2950, label %8475

8475:                                             ; preds = %1646, %8471, %1628, %1632, %1575
  %8476 = add nuw nsw i64 %1566, 1
  %8477 = icmp eq i64 %8476, %1538
  br i1 %8477, label %1560, label %1565

8478:                                             ; preds = %1560, %1150
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %8479

8479:                                             ; preds = %28, %8478
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
