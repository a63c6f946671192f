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
  %36 = alloca [256 x <4 x i64>], align 32
  %37 = alloca [49 x i64], align 16
  %38 = alloca [112 x <4 x i64>], align 32
  %39 = inttoptr i64 %0 to ptr
  %40 = inttoptr i64 %1 to ptr
  %41 = inttoptr i64 %21 to ptr
  %42 = inttoptr i64 %22 to ptr
  %43 = inttoptr i64 %2 to ptr
  %44 = trunc i64 %24 to i32
  %45 = trunc i64 %25 to i32
  %46 = insertelement <8 x i32> poison, i32 %44, i64 0
  %47 = bitcast <8 x i32> %46 to <8 x float>
  %48 = shufflevector <8 x float> %47, <8 x float> poison, <8 x i32> zeroinitializer
  %49 = insertelement <8 x i32> poison, i32 %45, i64 0
  %50 = bitcast <8 x i32> %49 to <8 x float>
  %51 = shufflevector <8 x float> %50, <8 x float> poison, <8 x i32> zeroinitializer
  %52 = icmp slt i64 %3, %4
  br i1 %52, label %53, label %7884

53:                                               ; preds = %27
  %54 = icmp eq i64 %13, 2
  %55 = srem i64 %3, %8
  %56 = sdiv i64 %3, %8
  %57 = srem i64 %56, %5
  %58 = sdiv i64 %56, %5
  %59 = mul i64 %11, %10
  %60 = mul nsw i64 %9, %8
  %61 = add nsw i64 %60, 7
  %62 = sdiv i64 %61, 8
  %63 = add nsw i64 %62, 1
  %64 = sdiv i64 %63, 2
  %65 = shl nsw i64 %64, 1
  %66 = icmp eq i64 %12, 1
  %67 = icmp eq i64 %13, 1
  %68 = and i1 %66, %67
  %69 = icmp eq i64 %9, %7
  %70 = and i1 %69, %68
  %71 = icmp slt i64 %7, 5
  %72 = and i1 %71, %70
  %73 = mul nsw i64 %65, %59
  %74 = icmp slt i64 %73, 257
  %75 = select i1 %72, i1 %74, i1 false
  br i1 %75, label %76, label %1031

76:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %77 = trunc i64 %9 to i32
  %78 = insertelement <8 x i32> poison, i32 %77, i64 0
  %79 = shufflevector <8 x i32> %78, <8 x i32> poison, <8 x i32> zeroinitializer
  %80 = add <8 x i32> %79, splat (i32 -1)
  br label %105

81:                                               ; preds = %105
  %82 = sdiv i64 8, %9
  %83 = trunc nsw i64 %82 to i32
  %84 = insertelement <8 x i32> poison, i32 %83, i64 0
  %85 = shufflevector <8 x i32> %84, <8 x i32> poison, <8 x i32> zeroinitializer
  %86 = srem i64 8, %9
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = insertelement <8 x i32> poison, i32 %87, i64 0
  %89 = shufflevector <8 x i32> %88, <8 x i32> poison, <8 x i32> zeroinitializer
  %90 = icmp sgt i64 %10, 0
  br i1 %90, label %91, label %171

91:                                               ; preds = %81
  %92 = icmp sgt i64 %11, 0
  %93 = icmp ult i64 %11, 4
  %94 = icmp ult i64 %11, 16
  %95 = and i64 %11, 12
  %96 = and i64 %11, 9223372036854775792
  %97 = insertelement <4 x i64> poison, i64 %15, i64 0
  %98 = shufflevector <4 x i64> %97, <4 x i64> poison, <4 x i32> zeroinitializer
  %99 = icmp eq i64 %11, %96
  %100 = icmp eq i64 %95, 0
  %101 = and i64 %11, 9223372036854775804
  %102 = insertelement <4 x i64> poison, i64 %15, i64 0
  %103 = shufflevector <4 x i64> %102, <4 x i64> poison, <4 x i32> zeroinitializer
  %104 = icmp eq i64 %11, %101
  br label %116

105:                                              ; preds = %105, %76
  %106 = phi i32 [ 0, %76 ], [ %114, %105 ]
  %107 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %76 ], [ %112, %105 ]
  %108 = phi <8 x i32> [ zeroinitializer, %76 ], [ %113, %105 ]
  %109 = icmp sgt <8 x i32> %107, %80
  %110 = zext <8 x i1> %109 to <8 x i32>
  %111 = select <8 x i1> %109, <8 x i32> %79, <8 x i32> zeroinitializer
  %112 = sub <8 x i32> %107, %111
  %113 = add <8 x i32> %108, %110
  %114 = add nsw i32 %106, %77
  %115 = icmp slt i32 %114, 8
  br i1 %115, label %105, label %81

116:                                              ; preds = %179, %91
  %117 = phi i64 [ 0, %91 ], [ %180, %179 ]
  br i1 %92, label %118, label %179

118:                                              ; preds = %116
  %119 = mul nsw i64 %117, %14
  %120 = sub nsw i64 %119, %16
  %121 = mul nsw i64 %120, %9
  %122 = sub i64 %121, %17
  %123 = mul nuw nsw i64 %117, %11
  %124 = getelementptr i64, ptr %37, i64 %123
  br i1 %93, label %169, label %125

125:                                              ; preds = %118
  br i1 %94, label %152, label %126

126:                                              ; preds = %125
  %127 = insertelement <4 x i64> poison, i64 %122, i64 0
  %128 = shufflevector <4 x i64> %127, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %129

129:                                              ; preds = %129, %126
  %130 = phi i64 [ 0, %126 ], [ %147, %129 ]
  %131 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %126 ], [ %148, %129 ]
  %132 = add <4 x i64> %131, splat (i64 4)
  %133 = add <4 x i64> %131, splat (i64 8)
  %134 = add <4 x i64> %131, splat (i64 12)
  %135 = mul nsw <4 x i64> %131, %98
  %136 = mul nsw <4 x i64> %132, %98
  %137 = mul nsw <4 x i64> %133, %98
  %138 = mul nsw <4 x i64> %134, %98
  %139 = add <4 x i64> %128, %135
  %140 = add <4 x i64> %128, %136
  %141 = add <4 x i64> %128, %137
  %142 = add <4 x i64> %128, %138
  %143 = getelementptr i64, ptr %124, i64 %130
  %144 = getelementptr i8, ptr %143, i64 32
  %145 = getelementptr i8, ptr %143, i64 64
  %146 = getelementptr i8, ptr %143, i64 96
  store <4 x i64> %139, ptr %143, align 8
  store <4 x i64> %140, ptr %144, align 8
  store <4 x i64> %141, ptr %145, align 8
  store <4 x i64> %142, ptr %146, align 8
  %147 = add nuw i64 %130, 16
  %148 = add <4 x i64> %131, splat (i64 16)
  %149 = icmp eq i64 %147, %96
  br i1 %149, label %150, label %129

150:                                              ; preds = %129
  br i1 %99, label %179, label %151

151:                                              ; preds = %150
  br i1 %100, label %169, label %152

152:                                              ; preds = %125, %151
  %153 = phi i64 [ %96, %151 ], [ 0, %125 ]
  %154 = insertelement <4 x i64> poison, i64 %122, i64 0
  %155 = shufflevector <4 x i64> %154, <4 x i64> poison, <4 x i32> zeroinitializer
  %156 = insertelement <4 x i64> poison, i64 %153, i64 0
  %157 = shufflevector <4 x i64> %156, <4 x i64> poison, <4 x i32> zeroinitializer
  %158 = or disjoint <4 x i64> %157, <i64 0, i64 1, i64 2, i64 3>
  br label %159

159:                                              ; preds = %159, %152
  %160 = phi i64 [ %153, %152 ], [ %165, %159 ]
  %161 = phi <4 x i64> [ %158, %152 ], [ %166, %159 ]
  %162 = mul nsw <4 x i64> %161, %103
  %163 = add <4 x i64> %155, %162
  %164 = getelementptr i64, ptr %124, i64 %160
  store <4 x i64> %163, ptr %164, align 8
  %165 = add nuw i64 %160, 4
  %166 = add nuw nsw <4 x i64> %161, splat (i64 4)
  %167 = icmp eq i64 %165, %101
  br i1 %167, label %168, label %159

168:                                              ; preds = %159
  br i1 %104, label %179, label %169

169:                                              ; preds = %118, %151, %168
  %170 = phi i64 [ 0, %118 ], [ %96, %151 ], [ %101, %168 ]
  br label %182

171:                                              ; preds = %179, %81
  %172 = icmp sgt i64 %60, 0
  br i1 %172, label %173, label %248

173:                                              ; preds = %171
  %174 = mul nsw i64 %9, %6
  %175 = trunc i64 %6 to i32
  %176 = insertelement <8 x i32> poison, i32 %175, i64 0
  %177 = shufflevector <8 x i32> %176, <8 x i32> poison, <8 x i32> zeroinitializer
  %178 = icmp sgt i64 %11, 0
  br label %189

179:                                              ; preds = %182, %150, %168, %116
  %180 = add nuw nsw i64 %117, 1
  %181 = icmp eq i64 %180, %10
  br i1 %181, label %171, label %116

182:                                              ; preds = %169, %182
  %183 = phi i64 [ %187, %182 ], [ %170, %169 ]
  %184 = mul nsw i64 %183, %15
  %185 = add i64 %122, %184
  %186 = getelementptr i64, ptr %124, i64 %183
  store i64 %185, ptr %186, align 8
  %187 = add nuw nsw i64 %183, 1
  %188 = icmp eq i64 %187, %11
  br i1 %188, label %179, label %182

189:                                              ; preds = %204, %173
  %190 = phi i64 [ 0, %173 ], [ %212, %204 ]
  %191 = phi <8 x i32> [ %112, %173 ], [ %210, %204 ]
  %192 = phi <8 x i32> [ %113, %173 ], [ %211, %204 ]
  %193 = shl nsw i64 %190, 3
  %194 = sub nsw i64 %174, %193
  %195 = tail call i64 @llvm.smax.i64(i64 %194, i64 0)
  %196 = tail call i64 @llvm.umin.i64(i64 %195, i64 8)
  %197 = trunc nuw nsw i64 %196 to i32
  %198 = insertelement <8 x i32> poison, i32 %197, i64 0
  %199 = shufflevector <8 x i32> %198, <8 x i32> poison, <8 x i32> zeroinitializer
  %200 = icmp samesign ugt <8 x i32> %199, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %90, label %201, label %204

201:                                              ; preds = %189
  %202 = mul nsw i64 %190, %59
  %203 = getelementptr <4 x i64>, ptr %36, i64 %202
  br label %214

204:                                              ; preds = %229, %189
  %205 = add <8 x i32> %192, %85
  %206 = add <8 x i32> %191, %89
  %207 = icmp sgt <8 x i32> %206, %80
  %208 = zext <8 x i1> %207 to <8 x i32>
  %209 = select <8 x i1> %207, <8 x i32> %79, <8 x i32> zeroinitializer
  %210 = sub <8 x i32> %206, %209
  %211 = add <8 x i32> %205, %208
  %212 = add nuw nsw i64 %190, 1
  %213 = icmp eq i64 %212, %65
  br i1 %213, label %248, label %189

214:                                              ; preds = %229, %201
  %215 = phi i64 [ 0, %201 ], [ %230, %229 ]
  br i1 %178, label %216, label %229

216:                                              ; preds = %214
  %217 = mul nsw i64 %215, %14
  %218 = sub nsw i64 %217, %16
  %219 = trunc i64 %218 to i32
  %220 = insertelement <8 x i32> poison, i32 %219, i64 0
  %221 = shufflevector <8 x i32> %220, <8 x i32> poison, <8 x i32> zeroinitializer
  %222 = add <8 x i32> %221, %192
  %223 = icmp sgt <8 x i32> %222, splat (i32 -1)
  %224 = icmp sgt <8 x i32> %177, %222
  %225 = and <8 x i1> %223, %200
  %226 = and <8 x i1> %225, %224
  %227 = mul nuw nsw i64 %215, %11
  %228 = getelementptr <4 x i64>, ptr %203, i64 %227
  br label %232

229:                                              ; preds = %232, %214
  %230 = add nuw nsw i64 %215, 1
  %231 = icmp eq i64 %230, %10
  br i1 %231, label %204, label %214

232:                                              ; preds = %232, %216
  %233 = phi i64 [ 0, %216 ], [ %246, %232 ]
  %234 = mul nsw i64 %233, %15
  %235 = sub nsw i64 %234, %17
  %236 = trunc i64 %235 to i32
  %237 = insertelement <8 x i32> poison, i32 %236, i64 0
  %238 = shufflevector <8 x i32> %237, <8 x i32> poison, <8 x i32> zeroinitializer
  %239 = add <8 x i32> %238, %191
  %240 = icmp sgt <8 x i32> %79, %239
  %241 = icmp sgt <8 x i32> %239, splat (i32 -1)
  %242 = and <8 x i1> %226, %241
  %243 = and <8 x i1> %242, %240
  %244 = sext <8 x i1> %243 to <8 x i32>
  %245 = getelementptr <4 x i64>, ptr %228, i64 %233
  store <8 x i32> %244, ptr %245, align 32
  %246 = add nuw nsw i64 %233, 1
  %247 = icmp eq i64 %246, %11
  br i1 %247, label %229, label %232

248:                                              ; preds = %204, %171
  %249 = icmp eq i64 %55, 0
  br i1 %249, label %250, label %1027

250:                                              ; preds = %248
  %251 = shl nsw i64 %8, 2
  %252 = mul i64 %9, %6
  %253 = icmp eq i64 %22, 0
  %254 = icmp sgt i64 %59, 0
  %255 = bitcast <8 x float> %48 to <8 x i32>
  %256 = bitcast <8 x float> %51 to <8 x i32>
  %257 = icmp eq i64 %21, 0
  %258 = and i64 %26, 3
  %259 = lshr i64 %26, 2
  %260 = and i64 %259, 3
  %261 = lshr i64 %26, 4
  %262 = and i64 %261, 3
  %263 = lshr i64 %26, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %26, 4
  %266 = and i64 %265, 3
  %267 = icmp eq i64 %21, 0
  %268 = lshr i64 %26, 2
  %269 = and i64 %268, 3
  %270 = lshr i64 %26, 4
  %271 = and i64 %270, 3
  %272 = lshr i64 %26, 2
  %273 = and i64 %272, 3
  %274 = lshr i64 %26, 4
  %275 = and i64 %274, 3
  %276 = icmp eq i64 %21, 0
  %277 = lshr i64 %26, 2
  %278 = and i64 %277, 3
  %279 = lshr i64 %26, 4
  %280 = and i64 %279, 3
  %281 = lshr i64 %26, 2
  %282 = and i64 %281, 3
  %283 = lshr i64 %26, 4
  %284 = and i64 %283, 3
  %285 = icmp eq i64 %21, 0
  %286 = lshr i64 %26, 2
  %287 = and i64 %286, 3
  %288 = lshr i64 %26, 4
  %289 = and i64 %288, 3
  %290 = lshr i64 %26, 2
  %291 = and i64 %290, 3
  %292 = lshr i64 %26, 4
  %293 = and i64 %292, 3
  br label %294

294:                                              ; preds = %250, %386
  %295 = phi i64 [ %3, %250 ], [ %387, %386 ]
  %296 = phi i64 [ %57, %250 ], [ %380, %386 ]
  %297 = phi i64 [ %58, %250 ], [ %379, %386 ]
  %298 = sub nsw i64 %4, %295
  %299 = icmp slt i64 %298, %251
  br i1 %299, label %1027, label %300

300:                                              ; preds = %294
  %301 = mul nsw i64 %297, %19
  %302 = getelementptr inbounds float, ptr %39, i64 %301
  %303 = mul i64 %252, %296
  %304 = getelementptr inbounds float, ptr %302, i64 %303
  %305 = mul nsw i64 %296, %59
  %306 = getelementptr inbounds float, ptr %40, i64 %305
  %307 = getelementptr inbounds float, ptr %41, i64 %296
  %308 = mul nsw i64 %297, %20
  %309 = getelementptr inbounds float, ptr %43, i64 %308
  %310 = mul nsw i64 %296, %60
  %311 = getelementptr inbounds float, ptr %309, i64 %310
  %312 = mul nsw i64 %297, %23
  %313 = getelementptr inbounds float, ptr %42, i64 %312
  %314 = getelementptr inbounds float, ptr %313, i64 %310
  %315 = select i1 %253, ptr null, ptr %314
  %316 = add nsw i64 %296, 1
  %317 = icmp eq i64 %316, %5
  %318 = zext i1 %317 to i64
  %319 = add nsw i64 %297, %318
  %320 = select i1 %317, i64 0, i64 %316
  %321 = mul nsw i64 %319, %19
  %322 = getelementptr inbounds float, ptr %39, i64 %321
  %323 = mul i64 %252, %320
  %324 = getelementptr inbounds float, ptr %322, i64 %323
  %325 = mul nsw i64 %320, %59
  %326 = getelementptr inbounds float, ptr %40, i64 %325
  %327 = getelementptr inbounds float, ptr %41, i64 %320
  %328 = mul nsw i64 %319, %20
  %329 = getelementptr inbounds float, ptr %43, i64 %328
  %330 = mul nsw i64 %320, %60
  %331 = getelementptr inbounds float, ptr %329, i64 %330
  %332 = mul nsw i64 %319, %23
  %333 = getelementptr inbounds float, ptr %42, i64 %332
  %334 = getelementptr inbounds float, ptr %333, i64 %330
  %335 = select i1 %253, ptr null, ptr %334
  %336 = add nsw i64 %320, 1
  %337 = icmp eq i64 %336, %5
  %338 = zext i1 %337 to i64
  %339 = add nsw i64 %319, %338
  %340 = select i1 %337, i64 0, i64 %336
  %341 = mul nsw i64 %339, %19
  %342 = getelementptr inbounds float, ptr %39, i64 %341
  %343 = mul i64 %252, %340
  %344 = getelementptr inbounds float, ptr %342, i64 %343
  %345 = mul nsw i64 %340, %59
  %346 = getelementptr inbounds float, ptr %40, i64 %345
  %347 = getelementptr inbounds float, ptr %41, i64 %340
  %348 = mul nsw i64 %339, %20
  %349 = getelementptr inbounds float, ptr %43, i64 %348
  %350 = mul nsw i64 %340, %60
  %351 = getelementptr inbounds float, ptr %349, i64 %350
  %352 = mul nsw i64 %339, %23
  %353 = getelementptr inbounds float, ptr %42, i64 %352
  %354 = getelementptr inbounds float, ptr %353, i64 %350
  %355 = select i1 %253, ptr null, ptr %354
  %356 = add nsw i64 %340, 1
  %357 = icmp eq i64 %356, %5
  %358 = zext i1 %357 to i64
  %359 = add nsw i64 %339, %358
  %360 = select i1 %357, i64 0, i64 %356
  %361 = mul nsw i64 %359, %19
  %362 = getelementptr inbounds float, ptr %39, i64 %361
  %363 = mul i64 %252, %360
  %364 = getelementptr inbounds float, ptr %362, i64 %363
  %365 = mul nsw i64 %360, %59
  %366 = getelementptr inbounds float, ptr %40, i64 %365
  %367 = getelementptr inbounds float, ptr %41, i64 %360
  %368 = mul nsw i64 %359, %20
  %369 = getelementptr inbounds float, ptr %43, i64 %368
  %370 = mul nsw i64 %360, %60
  %371 = getelementptr inbounds float, ptr %369, i64 %370
  %372 = mul nsw i64 %359, %23
  %373 = getelementptr inbounds float, ptr %42, i64 %372
  %374 = getelementptr inbounds float, ptr %373, i64 %370
  %375 = select i1 %253, ptr null, ptr %374
  %376 = add nsw i64 %360, 1
  %377 = icmp eq i64 %376, %5
  %378 = zext i1 %377 to i64
  %379 = add nsw i64 %359, %378
  %380 = select i1 %377, i64 0, i64 %376
  br i1 %172, label %381, label %386

381:                                              ; preds = %300
  %382 = icmp eq ptr %315, null
  %383 = icmp eq ptr %335, null
  %384 = icmp eq ptr %355, null
  %385 = icmp eq ptr %375, null
  br label %389

386:                                              ; preds = %1023, %300
  %387 = add nsw i64 %295, %251
  %388 = icmp slt i64 %387, %4
  br i1 %388, label %294, label %1027

389:                                              ; preds = %381, %1023
  %390 = phi i64 [ %1025, %1023 ], [ 0, %381 ]
  br i1 %254, label %391, label %400

391:                                              ; preds = %389
  %392 = shl i64 %390, 5
  %393 = mul nuw nsw i64 %390, %59
  %394 = getelementptr i8, ptr %304, i64 %392
  %395 = getelementptr i8, ptr %324, i64 %392
  %396 = getelementptr i8, ptr %344, i64 %392
  %397 = getelementptr i8, ptr %364, i64 %392
  %398 = or disjoint i64 %390, 1
  %399 = mul nuw nsw i64 %398, %59
  br label %409

400:                                              ; preds = %409, %389
  %401 = phi <8 x float> [ zeroinitializer, %389 ], [ %465, %409 ]
  %402 = phi <8 x float> [ zeroinitializer, %389 ], [ %451, %409 ]
  %403 = phi <8 x float> [ zeroinitializer, %389 ], [ %462, %409 ]
  %404 = phi <8 x float> [ zeroinitializer, %389 ], [ %444, %409 ]
  %405 = phi <8 x float> [ zeroinitializer, %389 ], [ %459, %409 ]
  %406 = phi <8 x float> [ zeroinitializer, %389 ], [ %437, %409 ]
  %407 = phi <8 x float> [ zeroinitializer, %389 ], [ %456, %409 ]
  %408 = phi <8 x float> [ zeroinitializer, %389 ], [ %430, %409 ]
  br i1 %257, label %473, label %468

409:                                              ; preds = %391, %409
  %410 = phi <8 x float> [ zeroinitializer, %391 ], [ %465, %409 ]
  %411 = phi <8 x float> [ zeroinitializer, %391 ], [ %451, %409 ]
  %412 = phi <8 x float> [ zeroinitializer, %391 ], [ %462, %409 ]
  %413 = phi <8 x float> [ zeroinitializer, %391 ], [ %444, %409 ]
  %414 = phi <8 x float> [ zeroinitializer, %391 ], [ %459, %409 ]
  %415 = phi <8 x float> [ zeroinitializer, %391 ], [ %437, %409 ]
  %416 = phi <8 x float> [ zeroinitializer, %391 ], [ %456, %409 ]
  %417 = phi <8 x float> [ zeroinitializer, %391 ], [ %430, %409 ]
  %418 = phi i64 [ 0, %391 ], [ %466, %409 ]
  %419 = getelementptr inbounds nuw i64, ptr %37, i64 %418
  %420 = load i64, ptr %419, align 8
  %421 = getelementptr <4 x i64>, ptr %36, i64 %418
  %422 = getelementptr <4 x i64>, ptr %421, i64 %393
  %423 = load <8 x i32>, ptr %422, align 32
  %424 = getelementptr float, ptr %394, i64 %420
  %425 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %424, <8 x i32> %423)
  %426 = getelementptr inbounds nuw float, ptr %306, i64 %418
  %427 = load float, ptr %426, align 1
  %428 = insertelement <8 x float> poison, float %427, i64 0
  %429 = shufflevector <8 x float> %428, <8 x float> poison, <8 x i32> zeroinitializer
  %430 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %425, <8 x float> %429, <8 x float> %417)
  %431 = getelementptr float, ptr %395, i64 %420
  %432 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %431, <8 x i32> %423)
  %433 = getelementptr inbounds nuw float, ptr %326, i64 %418
  %434 = load float, ptr %433, align 1
  %435 = insertelement <8 x float> poison, float %434, i64 0
  %436 = shufflevector <8 x float> %435, <8 x float> poison, <8 x i32> zeroinitializer
  %437 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %432, <8 x float> %436, <8 x float> %415)
  %438 = getelementptr float, ptr %396, i64 %420
  %439 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %438, <8 x i32> %423)
  %440 = getelementptr inbounds nuw float, ptr %346, i64 %418
  %441 = load float, ptr %440, align 1
  %442 = insertelement <8 x float> poison, float %441, i64 0
  %443 = shufflevector <8 x float> %442, <8 x float> poison, <8 x i32> zeroinitializer
  %444 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %439, <8 x float> %443, <8 x float> %413)
  %445 = getelementptr float, ptr %397, i64 %420
  %446 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %445, <8 x i32> %423)
  %447 = getelementptr inbounds nuw float, ptr %366, i64 %418
  %448 = load float, ptr %447, align 1
  %449 = insertelement <8 x float> poison, float %448, i64 0
  %450 = shufflevector <8 x float> %449, <8 x float> poison, <8 x i32> zeroinitializer
  %451 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %446, <8 x float> %450, <8 x float> %411)
  %452 = getelementptr <4 x i64>, ptr %421, i64 %399
  %453 = load <8 x i32>, ptr %452, align 32
  %454 = getelementptr inbounds nuw i8, ptr %424, i64 32
  %455 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %454, <8 x i32> %453)
  %456 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %455, <8 x float> %429, <8 x float> %416)
  %457 = getelementptr inbounds nuw i8, ptr %431, i64 32
  %458 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %457, <8 x i32> %453)
  %459 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %458, <8 x float> %436, <8 x float> %414)
  %460 = getelementptr inbounds nuw i8, ptr %438, i64 32
  %461 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %460, <8 x i32> %453)
  %462 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %461, <8 x float> %443, <8 x float> %412)
  %463 = getelementptr inbounds nuw i8, ptr %445, i64 32
  %464 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %463, <8 x i32> %453)
  %465 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %464, <8 x float> %450, <8 x float> %410)
  %466 = add nuw nsw i64 %418, 1
  %467 = icmp eq i64 %466, %59
  br i1 %467, label %400, label %409

468:                                              ; preds = %400
  %469 = load float, ptr %307, align 1
  %470 = insertelement <8 x float> poison, float %469, i64 0
  %471 = shufflevector <8 x float> %470, <8 x float> poison, <8 x i32> zeroinitializer
  %472 = fadd <8 x float> %408, %471
  br label %473

473:                                              ; preds = %468, %400
  %474 = phi <8 x float> [ %472, %468 ], [ %408, %400 ]
  %475 = shl nsw i64 %390, 3
  %476 = icmp slt i64 %475, %60
  %477 = sub nsw i64 %60, %475
  %478 = tail call i64 @llvm.smin.i64(i64 %477, i64 8)
  %479 = trunc nuw i64 %478 to i32
  %480 = select i1 %476, i32 %479, i32 0
  %481 = insertelement <8 x i32> poison, i32 %480, i64 0
  %482 = shufflevector <8 x i32> %481, <8 x i32> poison, <8 x i32> zeroinitializer
  %483 = icmp sgt <8 x i32> %482, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %484 = getelementptr inbounds nuw float, ptr %311, i64 %475
  %485 = getelementptr inbounds nuw float, ptr %315, i64 %475
  %486 = select i1 %382, ptr null, ptr %485
  switch i64 %258, label %504 [
    i64 1, label %487
    i64 2, label %490
    i64 3, label %497
    i64 0, label %544
  ]

487:                                              ; preds = %473
  %488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %486, <8 x i1> %483, <8 x float> zeroinitializer)
  %489 = fadd <8 x float> %474, %488
  br label %506

490:                                              ; preds = %473
  %491 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %474)
  %492 = bitcast <8 x float> %474 to <8 x i32>
  %493 = or <8 x i32> %492, %256
  %494 = bitcast <8 x i32> %493 to <8 x float>
  %495 = fcmp oeq <8 x float> %474, %51
  %496 = select <8 x i1> %495, <8 x float> %494, <8 x float> %491
  br label %506

497:                                              ; preds = %473
  %498 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %474)
  %499 = bitcast <8 x float> %474 to <8 x i32>
  %500 = and <8 x i32> %499, %255
  %501 = bitcast <8 x i32> %500 to <8 x float>
  %502 = fcmp oeq <8 x float> %474, %48
  %503 = select <8 x i1> %502, <8 x float> %501, <8 x float> %498
  br label %506

504:                                              ; preds = %473
  unreachable

505:                                              ; preds = %1004, %985, %963, %937, %918, %896, %870, %851, %829, %803, %784, %762, %736, %717, %695, %669, %650, %628, %602, %583, %551, %525, %506, %4367, %4348, %4326, %4299, %4280, %4258, %4231, %4212, %4190, %4163, %4144, %4122, %4095, %4076, %4054, %4027, %4008, %3986, %3959, %3940, %3918, %3891, %3872, %3853, %3732, %3713, %3691, %3665, %3646, %3624, %3598, %3579, %3557, %3531, %3512, %3490, %3464, %3445, %3423, %3397, %3378, %3356, %3330, %3311, %3289, %3263, %3244, %3225, %3014, %2995, %2976, %2947, %2928, %2909, %2880, %2861, %2842, %2813, %2794, %2775, %7844, %7825, %7803, %7767, %7748, %7726, %7690, %7671, %7649, %7613, %7594, %7572, %7536, %7517, %7495, %7459, %7440, %7418, %7382, %7363, %7341, %7305, %7286, %7264, %7154, %7135, %7113, %7077, %7058, %7036, %7000, %6981, %6959, %6923, %6904, %6882, %6846, %6827, %6805, %6769, %6750, %6728, %6692, %6673, %6651, %6541, %6522, %6500, %6464, %6445, %6423, %6387, %6368, %6346, %6310, %6291, %6269, %6233, %6214, %6192, %6156, %6137, %6115, %6005, %5986, %5964, %5928, %5909, %5887, %5851, %5832, %5810, %5774, %5755, %5733, %5697, %5678, %5656, %5546, %5527, %5505, %5469, %5450, %5428, %5392, %5373, %5351, %5315, %5296, %5274, %5164, %5145, %5123, %5088, %5069, %5047, %5012, %4993, %4971, %4782, %4763, %4741, %4706, %4687, %4665, %4518, %4499, %4480, %2201, %2182, %2160, %2127, %2108, %2086, %2053, %2034, %2012, %1979, %1960, %1940, %1825, %1806, %1784, %1751, %1732, %1710, %1677, %1658, %1638, %1523, %1504, %1482, %1450, %1431, %1411, %1258, %1239, %1220
  unreachable

506:                                              ; preds = %497, %490, %487
  %507 = phi <8 x float> [ %489, %487 ], [ %496, %490 ], [ %503, %497 ]
  switch i64 %260, label %505 [
    i64 1, label %522
    i64 2, label %515
    i64 3, label %508
    i64 0, label %544
  ]

508:                                              ; preds = %506
  %509 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %507)
  %510 = bitcast <8 x float> %507 to <8 x i32>
  %511 = and <8 x i32> %510, %255
  %512 = bitcast <8 x i32> %511 to <8 x float>
  %513 = fcmp oeq <8 x float> %507, %48
  %514 = select <8 x i1> %513, <8 x float> %512, <8 x float> %509
  br label %525

515:                                              ; preds = %506
  %516 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %507)
  %517 = bitcast <8 x float> %507 to <8 x i32>
  %518 = or <8 x i32> %517, %256
  %519 = bitcast <8 x i32> %518 to <8 x float>
  %520 = fcmp oeq <8 x float> %507, %51
  %521 = select <8 x i1> %520, <8 x float> %519, <8 x float> %516
  br label %525

522:                                              ; preds = %506
  %523 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %486, <8 x i1> %483, <8 x float> zeroinitializer)
  %524 = fadd <8 x float> %507, %523
  br label %525

525:                                              ; preds = %522, %515, %508
  %526 = phi <8 x float> [ %524, %522 ], [ %521, %515 ], [ %514, %508 ]
  switch i64 %262, label %505 [
    i64 1, label %541
    i64 2, label %534
    i64 3, label %527
    i64 0, label %544
  ]

527:                                              ; preds = %525
  %528 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %526)
  %529 = bitcast <8 x float> %526 to <8 x i32>
  %530 = and <8 x i32> %529, %255
  %531 = bitcast <8 x i32> %530 to <8 x float>
  %532 = fcmp oeq <8 x float> %526, %48
  %533 = select <8 x i1> %532, <8 x float> %531, <8 x float> %528
  br label %544

534:                                              ; preds = %525
  %535 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %526)
  %536 = bitcast <8 x float> %526 to <8 x i32>
  %537 = or <8 x i32> %536, %256
  %538 = bitcast <8 x i32> %537 to <8 x float>
  %539 = fcmp oeq <8 x float> %526, %51
  %540 = select <8 x i1> %539, <8 x float> %538, <8 x float> %535
  br label %544

541:                                              ; preds = %525
  %542 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %486, <8 x i1> %483, <8 x float> zeroinitializer)
  %543 = fadd <8 x float> %526, %542
  br label %544

544:                                              ; preds = %527, %534, %541, %525, %506, %473
  %545 = phi <8 x float> [ %526, %525 ], [ %474, %473 ], [ %507, %506 ], [ %543, %541 ], [ %540, %534 ], [ %533, %527 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %545, ptr align 1 %484, <8 x i1> %483)
  br i1 %257, label %551, label %546

546:                                              ; preds = %544
  %547 = load float, ptr %307, align 1
  %548 = insertelement <8 x float> poison, float %547, i64 0
  %549 = shufflevector <8 x float> %548, <8 x float> poison, <8 x i32> zeroinitializer
  %550 = fadd <8 x float> %407, %549
  br label %551

551:                                              ; preds = %546, %544
  %552 = phi <8 x float> [ %550, %546 ], [ %407, %544 ]
  %553 = shl i64 %390, 3
  %554 = or disjoint i64 %553, 8
  %555 = icmp slt i64 %554, %60
  %556 = sub nsw i64 %60, %554
  %557 = tail call i64 @llvm.smin.i64(i64 %556, i64 8)
  %558 = trunc nuw i64 %557 to i32
  %559 = select i1 %555, i32 %558, i32 0
  %560 = insertelement <8 x i32> poison, i32 %559, i64 0
  %561 = shufflevector <8 x i32> %560, <8 x i32> poison, <8 x i32> zeroinitializer
  %562 = icmp sgt <8 x i32> %561, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %563 = getelementptr inbounds nuw float, ptr %311, i64 %554
  %564 = getelementptr inbounds nuw float, ptr %315, i64 %554
  %565 = select i1 %382, ptr null, ptr %564
  switch i64 %258, label %505 [
    i64 1, label %580
    i64 2, label %573
    i64 3, label %566
    i64 0, label %621
  ]

566:                                              ; preds = %551
  %567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %552)
  %568 = bitcast <8 x float> %552 to <8 x i32>
  %569 = and <8 x i32> %568, %255
  %570 = bitcast <8 x i32> %569 to <8 x float>
  %571 = fcmp oeq <8 x float> %552, %48
  %572 = select <8 x i1> %571, <8 x float> %570, <8 x float> %567
  br label %583

573:                                              ; preds = %551
  %574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %552)
  %575 = bitcast <8 x float> %552 to <8 x i32>
  %576 = or <8 x i32> %575, %256
  %577 = bitcast <8 x i32> %576 to <8 x float>
  %578 = fcmp oeq <8 x float> %552, %51
  %579 = select <8 x i1> %578, <8 x float> %577, <8 x float> %574
  br label %583

580:                                              ; preds = %551
  %581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %565, <8 x i1> %562, <8 x float> zeroinitializer)
  %582 = fadd <8 x float> %552, %581
  br label %583

583:                                              ; preds = %580, %573, %566
  %584 = phi <8 x float> [ %582, %580 ], [ %579, %573 ], [ %572, %566 ]
  switch i64 %264, label %505 [
    i64 1, label %599
    i64 2, label %592
    i64 3, label %585
    i64 0, label %621
  ]

585:                                              ; preds = %583
  %586 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %584)
  %587 = bitcast <8 x float> %584 to <8 x i32>
  %588 = and <8 x i32> %587, %255
  %589 = bitcast <8 x i32> %588 to <8 x float>
  %590 = fcmp oeq <8 x float> %584, %48
  %591 = select <8 x i1> %590, <8 x float> %589, <8 x float> %586
  br label %602

592:                                              ; preds = %583
  %593 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %584)
  %594 = bitcast <8 x float> %584 to <8 x i32>
  %595 = or <8 x i32> %594, %256
  %596 = bitcast <8 x i32> %595 to <8 x float>
  %597 = fcmp oeq <8 x float> %584, %51
  %598 = select <8 x i1> %597, <8 x float> %596, <8 x float> %593
  br label %602

599:                                              ; preds = %583
  %600 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %565, <8 x i1> %562, <8 x float> zeroinitializer)
  %601 = fadd <8 x float> %584, %600
  br label %602

602:                                              ; preds = %599, %592, %585
  %603 = phi <8 x float> [ %601, %599 ], [ %598, %592 ], [ %591, %585 ]
  switch i64 %266, label %505 [
    i64 1, label %618
    i64 2, label %611
    i64 3, label %604
    i64 0, label %621
  ]

604:                                              ; preds = %602
  %605 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %603)
  %606 = bitcast <8 x float> %603 to <8 x i32>
  %607 = and <8 x i32> %606, %255
  %608 = bitcast <8 x i32> %607 to <8 x float>
  %609 = fcmp oeq <8 x float> %603, %48
  %610 = select <8 x i1> %609, <8 x float> %608, <8 x float> %605
  br label %621

611:                                              ; preds = %602
  %612 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %603)
  %613 = bitcast <8 x float> %603 to <8 x i32>
  %614 = or <8 x i32> %613, %256
  %615 = bitcast <8 x i32> %614 to <8 x float>
  %616 = fcmp oeq <8 x float> %603, %51
  %617 = select <8 x i1> %616, <8 x float> %615, <8 x float> %612
  br label %621

618:                                              ; preds = %602
  %619 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %565, <8 x i1> %562, <8 x float> zeroinitializer)
  %620 = fadd <8 x float> %603, %619
  br label %621

621:                                              ; preds = %604, %611, %618, %602, %583, %551
  %622 = phi <8 x float> [ %603, %602 ], [ %552, %551 ], [ %584, %583 ], [ %620, %618 ], [ %617, %611 ], [ %610, %604 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %622, ptr nonnull align 1 %563, <8 x i1> %562)
  br i1 %267, label %628, label %623

623:                                              ; preds = %621
  %624 = load float, ptr %327, align 1
  %625 = insertelement <8 x float> poison, float %624, i64 0
  %626 = shufflevector <8 x float> %625, <8 x float> poison, <8 x i32> zeroinitializer
  %627 = fadd <8 x float> %406, %626
  br label %628

628:                                              ; preds = %623, %621
  %629 = phi <8 x float> [ %627, %623 ], [ %406, %621 ]
  %630 = getelementptr inbounds nuw float, ptr %331, i64 %475
  %631 = getelementptr inbounds nuw float, ptr %335, i64 %475
  %632 = select i1 %383, ptr null, ptr %631
  switch i64 %258, label %505 [
    i64 1, label %647
    i64 2, label %640
    i64 3, label %633
    i64 0, label %688
  ]

633:                                              ; preds = %628
  %634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %629)
  %635 = bitcast <8 x float> %629 to <8 x i32>
  %636 = and <8 x i32> %635, %255
  %637 = bitcast <8 x i32> %636 to <8 x float>
  %638 = fcmp oeq <8 x float> %629, %48
  %639 = select <8 x i1> %638, <8 x float> %637, <8 x float> %634
  br label %650

640:                                              ; preds = %628
  %641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %629)
  %642 = bitcast <8 x float> %629 to <8 x i32>
  %643 = or <8 x i32> %642, %256
  %644 = bitcast <8 x i32> %643 to <8 x float>
  %645 = fcmp oeq <8 x float> %629, %51
  %646 = select <8 x i1> %645, <8 x float> %644, <8 x float> %641
  br label %650

647:                                              ; preds = %628
  %648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %632, <8 x i1> %483, <8 x float> zeroinitializer)
  %649 = fadd <8 x float> %629, %648
  br label %650

650:                                              ; preds = %647, %640, %633
  %651 = phi <8 x float> [ %649, %647 ], [ %646, %640 ], [ %639, %633 ]
  switch i64 %269, label %505 [
    i64 1, label %666
    i64 2, label %659
    i64 3, label %652
    i64 0, label %688
  ]

652:                                              ; preds = %650
  %653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %651)
  %654 = bitcast <8 x float> %651 to <8 x i32>
  %655 = and <8 x i32> %654, %255
  %656 = bitcast <8 x i32> %655 to <8 x float>
  %657 = fcmp oeq <8 x float> %651, %48
  %658 = select <8 x i1> %657, <8 x float> %656, <8 x float> %653
  br label %669

659:                                              ; preds = %650
  %660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %651)
  %661 = bitcast <8 x float> %651 to <8 x i32>
  %662 = or <8 x i32> %661, %256
  %663 = bitcast <8 x i32> %662 to <8 x float>
  %664 = fcmp oeq <8 x float> %651, %51
  %665 = select <8 x i1> %664, <8 x float> %663, <8 x float> %660
  br label %669

666:                                              ; preds = %650
  %667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %632, <8 x i1> %483, <8 x float> zeroinitializer)
  %668 = fadd <8 x float> %651, %667
  br label %669

669:                                              ; preds = %666, %659, %652
  %670 = phi <8 x float> [ %668, %666 ], [ %665, %659 ], [ %658, %652 ]
  switch i64 %271, label %505 [
    i64 1, label %685
    i64 2, label %678
    i64 3, label %671
    i64 0, label %688
  ]

671:                                              ; preds = %669
  %672 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %670)
  %673 = bitcast <8 x float> %670 to <8 x i32>
  %674 = and <8 x i32> %673, %255
  %675 = bitcast <8 x i32> %674 to <8 x float>
  %676 = fcmp oeq <8 x float> %670, %48
  %677 = select <8 x i1> %676, <8 x float> %675, <8 x float> %672
  br label %688

678:                                              ; preds = %669
  %679 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %670)
  %680 = bitcast <8 x float> %670 to <8 x i32>
  %681 = or <8 x i32> %680, %256
  %682 = bitcast <8 x i32> %681 to <8 x float>
  %683 = fcmp oeq <8 x float> %670, %51
  %684 = select <8 x i1> %683, <8 x float> %682, <8 x float> %679
  br label %688

685:                                              ; preds = %669
  %686 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %632, <8 x i1> %483, <8 x float> zeroinitializer)
  %687 = fadd <8 x float> %670, %686
  br label %688

688:                                              ; preds = %671, %678, %685, %669, %650, %628
  %689 = phi <8 x float> [ %670, %669 ], [ %629, %628 ], [ %651, %650 ], [ %687, %685 ], [ %684, %678 ], [ %677, %671 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %689, ptr align 1 %630, <8 x i1> %483)
  br i1 %267, label %695, label %690

690:                                              ; preds = %688
  %691 = load float, ptr %327, align 1
  %692 = insertelement <8 x float> poison, float %691, i64 0
  %693 = shufflevector <8 x float> %692, <8 x float> poison, <8 x i32> zeroinitializer
  %694 = fadd <8 x float> %405, %693
  br label %695

695:                                              ; preds = %690, %688
  %696 = phi <8 x float> [ %694, %690 ], [ %405, %688 ]
  %697 = getelementptr inbounds nuw float, ptr %331, i64 %554
  %698 = getelementptr inbounds nuw float, ptr %335, i64 %554
  %699 = select i1 %383, ptr null, ptr %698
  switch i64 %258, label %505 [
    i64 1, label %714
    i64 2, label %707
    i64 3, label %700
    i64 0, label %755
  ]

700:                                              ; preds = %695
  %701 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %696)
  %702 = bitcast <8 x float> %696 to <8 x i32>
  %703 = and <8 x i32> %702, %255
  %704 = bitcast <8 x i32> %703 to <8 x float>
  %705 = fcmp oeq <8 x float> %696, %48
  %706 = select <8 x i1> %705, <8 x float> %704, <8 x float> %701
  br label %717

707:                                              ; preds = %695
  %708 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %696)
  %709 = bitcast <8 x float> %696 to <8 x i32>
  %710 = or <8 x i32> %709, %256
  %711 = bitcast <8 x i32> %710 to <8 x float>
  %712 = fcmp oeq <8 x float> %696, %51
  %713 = select <8 x i1> %712, <8 x float> %711, <8 x float> %708
  br label %717

714:                                              ; preds = %695
  %715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %699, <8 x i1> %562, <8 x float> zeroinitializer)
  %716 = fadd <8 x float> %696, %715
  br label %717

717:                                              ; preds = %714, %707, %700
  %718 = phi <8 x float> [ %716, %714 ], [ %713, %707 ], [ %706, %700 ]
  switch i64 %273, label %505 [
    i64 1, label %733
    i64 2, label %726
    i64 3, label %719
    i64 0, label %755
  ]

719:                                              ; preds = %717
  %720 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %718)
  %721 = bitcast <8 x float> %718 to <8 x i32>
  %722 = and <8 x i32> %721, %255
  %723 = bitcast <8 x i32> %722 to <8 x float>
  %724 = fcmp oeq <8 x float> %718, %48
  %725 = select <8 x i1> %724, <8 x float> %723, <8 x float> %720
  br label %736

726:                                              ; preds = %717
  %727 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %718)
  %728 = bitcast <8 x float> %718 to <8 x i32>
  %729 = or <8 x i32> %728, %256
  %730 = bitcast <8 x i32> %729 to <8 x float>
  %731 = fcmp oeq <8 x float> %718, %51
  %732 = select <8 x i1> %731, <8 x float> %730, <8 x float> %727
  br label %736

733:                                              ; preds = %717
  %734 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %699, <8 x i1> %562, <8 x float> zeroinitializer)
  %735 = fadd <8 x float> %718, %734
  br label %736

736:                                              ; preds = %733, %726, %719
  %737 = phi <8 x float> [ %735, %733 ], [ %732, %726 ], [ %725, %719 ]
  switch i64 %275, label %505 [
    i64 1, label %752
    i64 2, label %745
    i64 3, label %738
    i64 0, label %755
  ]

738:                                              ; preds = %736
  %739 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %737)
  %740 = bitcast <8 x float> %737 to <8 x i32>
  %741 = and <8 x i32> %740, %255
  %742 = bitcast <8 x i32> %741 to <8 x float>
  %743 = fcmp oeq <8 x float> %737, %48
  %744 = select <8 x i1> %743, <8 x float> %742, <8 x float> %739
  br label %755

745:                                              ; preds = %736
  %746 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %737)
  %747 = bitcast <8 x float> %737 to <8 x i32>
  %748 = or <8 x i32> %747, %256
  %749 = bitcast <8 x i32> %748 to <8 x float>
  %750 = fcmp oeq <8 x float> %737, %51
  %751 = select <8 x i1> %750, <8 x float> %749, <8 x float> %746
  br label %755

752:                                              ; preds = %736
  %753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %699, <8 x i1> %562, <8 x float> zeroinitializer)
  %754 = fadd <8 x float> %737, %753
  br label %755

755:                                              ; preds = %738, %745, %752, %736, %717, %695
  %756 = phi <8 x float> [ %737, %736 ], [ %696, %695 ], [ %718, %717 ], [ %754, %752 ], [ %751, %745 ], [ %744, %738 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %756, ptr nonnull align 1 %697, <8 x i1> %562)
  br i1 %276, label %762, label %757

757:                                              ; preds = %755
  %758 = load float, ptr %347, align 1
  %759 = insertelement <8 x float> poison, float %758, i64 0
  %760 = shufflevector <8 x float> %759, <8 x float> poison, <8 x i32> zeroinitializer
  %761 = fadd <8 x float> %404, %760
  br label %762

762:                                              ; preds = %757, %755
  %763 = phi <8 x float> [ %761, %757 ], [ %404, %755 ]
  %764 = getelementptr inbounds nuw float, ptr %351, i64 %475
  %765 = getelementptr inbounds nuw float, ptr %355, i64 %475
  %766 = select i1 %384, ptr null, ptr %765
  switch i64 %258, label %505 [
    i64 1, label %781
    i64 2, label %774
    i64 3, label %767
    i64 0, label %822
  ]

767:                                              ; preds = %762
  %768 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %763)
  %769 = bitcast <8 x float> %763 to <8 x i32>
  %770 = and <8 x i32> %769, %255
  %771 = bitcast <8 x i32> %770 to <8 x float>
  %772 = fcmp oeq <8 x float> %763, %48
  %773 = select <8 x i1> %772, <8 x float> %771, <8 x float> %768
  br label %784

774:                                              ; preds = %762
  %775 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %763)
  %776 = bitcast <8 x float> %763 to <8 x i32>
  %777 = or <8 x i32> %776, %256
  %778 = bitcast <8 x i32> %777 to <8 x float>
  %779 = fcmp oeq <8 x float> %763, %51
  %780 = select <8 x i1> %779, <8 x float> %778, <8 x float> %775
  br label %784

781:                                              ; preds = %762
  %782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %766, <8 x i1> %483, <8 x float> zeroinitializer)
  %783 = fadd <8 x float> %763, %782
  br label %784

784:                                              ; preds = %781, %774, %767
  %785 = phi <8 x float> [ %783, %781 ], [ %780, %774 ], [ %773, %767 ]
  switch i64 %278, label %505 [
    i64 1, label %800
    i64 2, label %793
    i64 3, label %786
    i64 0, label %822
  ]

786:                                              ; preds = %784
  %787 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %785)
  %788 = bitcast <8 x float> %785 to <8 x i32>
  %789 = and <8 x i32> %788, %255
  %790 = bitcast <8 x i32> %789 to <8 x float>
  %791 = fcmp oeq <8 x float> %785, %48
  %792 = select <8 x i1> %791, <8 x float> %790, <8 x float> %787
  br label %803

793:                                              ; preds = %784
  %794 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %785)
  %795 = bitcast <8 x float> %785 to <8 x i32>
  %796 = or <8 x i32> %795, %256
  %797 = bitcast <8 x i32> %796 to <8 x float>
  %798 = fcmp oeq <8 x float> %785, %51
  %799 = select <8 x i1> %798, <8 x float> %797, <8 x float> %794
  br label %803

800:                                              ; preds = %784
  %801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %766, <8 x i1> %483, <8 x float> zeroinitializer)
  %802 = fadd <8 x float> %785, %801
  br label %803

803:                                              ; preds = %800, %793, %786
  %804 = phi <8 x float> [ %802, %800 ], [ %799, %793 ], [ %792, %786 ]
  switch i64 %280, label %505 [
    i64 1, label %819
    i64 2, label %812
    i64 3, label %805
    i64 0, label %822
  ]

805:                                              ; preds = %803
  %806 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %804)
  %807 = bitcast <8 x float> %804 to <8 x i32>
  %808 = and <8 x i32> %807, %255
  %809 = bitcast <8 x i32> %808 to <8 x float>
  %810 = fcmp oeq <8 x float> %804, %48
  %811 = select <8 x i1> %810, <8 x float> %809, <8 x float> %806
  br label %822

812:                                              ; preds = %803
  %813 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %804)
  %814 = bitcast <8 x float> %804 to <8 x i32>
  %815 = or <8 x i32> %814, %256
  %816 = bitcast <8 x i32> %815 to <8 x float>
  %817 = fcmp oeq <8 x float> %804, %51
  %818 = select <8 x i1> %817, <8 x float> %816, <8 x float> %813
  br label %822

819:                                              ; preds = %803
  %820 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %766, <8 x i1> %483, <8 x float> zeroinitializer)
  %821 = fadd <8 x float> %804, %820
  br label %822

822:                                              ; preds = %805, %812, %819, %803, %784, %762
  %823 = phi <8 x float> [ %804, %803 ], [ %763, %762 ], [ %785, %784 ], [ %821, %819 ], [ %818, %812 ], [ %811, %805 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %823, ptr align 1 %764, <8 x i1> %483)
  br i1 %276, label %829, label %824

824:                                              ; preds = %822
  %825 = load float, ptr %347, align 1
  %826 = insertelement <8 x float> poison, float %825, i64 0
  %827 = shufflevector <8 x float> %826, <8 x float> poison, <8 x i32> zeroinitializer
  %828 = fadd <8 x float> %403, %827
  br label %829

829:                                              ; preds = %824, %822
  %830 = phi <8 x float> [ %828, %824 ], [ %403, %822 ]
  %831 = getelementptr inbounds nuw float, ptr %351, i64 %554
  %832 = getelementptr inbounds nuw float, ptr %355, i64 %554
  %833 = select i1 %384, ptr null, ptr %832
  switch i64 %258, label %505 [
    i64 1, label %848
    i64 2, label %841
    i64 3, label %834
    i64 0, label %889
  ]

834:                                              ; preds = %829
  %835 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %830)
  %836 = bitcast <8 x float> %830 to <8 x i32>
  %837 = and <8 x i32> %836, %255
  %838 = bitcast <8 x i32> %837 to <8 x float>
  %839 = fcmp oeq <8 x float> %830, %48
  %840 = select <8 x i1> %839, <8 x float> %838, <8 x float> %835
  br label %851

841:                                              ; preds = %829
  %842 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %830)
  %843 = bitcast <8 x float> %830 to <8 x i32>
  %844 = or <8 x i32> %843, %256
  %845 = bitcast <8 x i32> %844 to <8 x float>
  %846 = fcmp oeq <8 x float> %830, %51
  %847 = select <8 x i1> %846, <8 x float> %845, <8 x float> %842
  br label %851

848:                                              ; preds = %829
  %849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %833, <8 x i1> %562, <8 x float> zeroinitializer)
  %850 = fadd <8 x float> %830, %849
  br label %851

851:                                              ; preds = %848, %841, %834
  %852 = phi <8 x float> [ %850, %848 ], [ %847, %841 ], [ %840, %834 ]
  switch i64 %282, label %505 [
    i64 1, label %867
    i64 2, label %860
    i64 3, label %853
    i64 0, label %889
  ]

853:                                              ; preds = %851
  %854 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %852)
  %855 = bitcast <8 x float> %852 to <8 x i32>
  %856 = and <8 x i32> %855, %255
  %857 = bitcast <8 x i32> %856 to <8 x float>
  %858 = fcmp oeq <8 x float> %852, %48
  %859 = select <8 x i1> %858, <8 x float> %857, <8 x float> %854
  br label %870

860:                                              ; preds = %851
  %861 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %852)
  %862 = bitcast <8 x float> %852 to <8 x i32>
  %863 = or <8 x i32> %862, %256
  %864 = bitcast <8 x i32> %863 to <8 x float>
  %865 = fcmp oeq <8 x float> %852, %51
  %866 = select <8 x i1> %865, <8 x float> %864, <8 x float> %861
  br label %870

867:                                              ; preds = %851
  %868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %833, <8 x i1> %562, <8 x float> zeroinitializer)
  %869 = fadd <8 x float> %852, %868
  br label %870

870:                                              ; preds = %867, %860, %853
  %871 = phi <8 x float> [ %869, %867 ], [ %866, %860 ], [ %859, %853 ]
  switch i64 %284, label %505 [
    i64 1, label %886
    i64 2, label %879
    i64 3, label %872
    i64 0, label %889
  ]

872:                                              ; preds = %870
  %873 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %871)
  %874 = bitcast <8 x float> %871 to <8 x i32>
  %875 = and <8 x i32> %874, %255
  %876 = bitcast <8 x i32> %875 to <8 x float>
  %877 = fcmp oeq <8 x float> %871, %48
  %878 = select <8 x i1> %877, <8 x float> %876, <8 x float> %873
  br label %889

879:                                              ; preds = %870
  %880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %871)
  %881 = bitcast <8 x float> %871 to <8 x i32>
  %882 = or <8 x i32> %881, %256
  %883 = bitcast <8 x i32> %882 to <8 x float>
  %884 = fcmp oeq <8 x float> %871, %51
  %885 = select <8 x i1> %884, <8 x float> %883, <8 x float> %880
  br label %889

886:                                              ; preds = %870
  %887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %833, <8 x i1> %562, <8 x float> zeroinitializer)
  %888 = fadd <8 x float> %871, %887
  br label %889

889:                                              ; preds = %872, %879, %886, %870, %851, %829
  %890 = phi <8 x float> [ %871, %870 ], [ %830, %829 ], [ %852, %851 ], [ %888, %886 ], [ %885, %879 ], [ %878, %872 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %890, ptr nonnull align 1 %831, <8 x i1> %562)
  br i1 %285, label %896, label %891

891:                                              ; preds = %889
  %892 = load float, ptr %367, align 1
  %893 = insertelement <8 x float> poison, float %892, i64 0
  %894 = shufflevector <8 x float> %893, <8 x float> poison, <8 x i32> zeroinitializer
  %895 = fadd <8 x float> %402, %894
  br label %896

896:                                              ; preds = %891, %889
  %897 = phi <8 x float> [ %895, %891 ], [ %402, %889 ]
  %898 = getelementptr inbounds nuw float, ptr %371, i64 %475
  %899 = getelementptr inbounds nuw float, ptr %375, i64 %475
  %900 = select i1 %385, ptr null, ptr %899
  switch i64 %258, label %505 [
    i64 1, label %915
    i64 2, label %908
    i64 3, label %901
    i64 0, label %956
  ]

901:                                              ; preds = %896
  %902 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %897)
  %903 = bitcast <8 x float> %897 to <8 x i32>
  %904 = and <8 x i32> %903, %255
  %905 = bitcast <8 x i32> %904 to <8 x float>
  %906 = fcmp oeq <8 x float> %897, %48
  %907 = select <8 x i1> %906, <8 x float> %905, <8 x float> %902
  br label %918

908:                                              ; preds = %896
  %909 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %897)
  %910 = bitcast <8 x float> %897 to <8 x i32>
  %911 = or <8 x i32> %910, %256
  %912 = bitcast <8 x i32> %911 to <8 x float>
  %913 = fcmp oeq <8 x float> %897, %51
  %914 = select <8 x i1> %913, <8 x float> %912, <8 x float> %909
  br label %918

915:                                              ; preds = %896
  %916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %900, <8 x i1> %483, <8 x float> zeroinitializer)
  %917 = fadd <8 x float> %897, %916
  br label %918

918:                                              ; preds = %915, %908, %901
  %919 = phi <8 x float> [ %917, %915 ], [ %914, %908 ], [ %907, %901 ]
  switch i64 %287, label %505 [
    i64 1, label %934
    i64 2, label %927
    i64 3, label %920
    i64 0, label %956
  ]

920:                                              ; preds = %918
  %921 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %919)
  %922 = bitcast <8 x float> %919 to <8 x i32>
  %923 = and <8 x i32> %922, %255
  %924 = bitcast <8 x i32> %923 to <8 x float>
  %925 = fcmp oeq <8 x float> %919, %48
  %926 = select <8 x i1> %925, <8 x float> %924, <8 x float> %921
  br label %937

927:                                              ; preds = %918
  %928 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %919)
  %929 = bitcast <8 x float> %919 to <8 x i32>
  %930 = or <8 x i32> %929, %256
  %931 = bitcast <8 x i32> %930 to <8 x float>
  %932 = fcmp oeq <8 x float> %919, %51
  %933 = select <8 x i1> %932, <8 x float> %931, <8 x float> %928
  br label %937

934:                                              ; preds = %918
  %935 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %900, <8 x i1> %483, <8 x float> zeroinitializer)
  %936 = fadd <8 x float> %919, %935
  br label %937

937:                                              ; preds = %934, %927, %920
  %938 = phi <8 x float> [ %936, %934 ], [ %933, %927 ], [ %926, %920 ]
  switch i64 %289, label %505 [
    i64 1, label %953
    i64 2, label %946
    i64 3, label %939
    i64 0, label %956
  ]

939:                                              ; preds = %937
  %940 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %938)
  %941 = bitcast <8 x float> %938 to <8 x i32>
  %942 = and <8 x i32> %941, %255
  %943 = bitcast <8 x i32> %942 to <8 x float>
  %944 = fcmp oeq <8 x float> %938, %48
  %945 = select <8 x i1> %944, <8 x float> %943, <8 x float> %940
  br label %956

946:                                              ; preds = %937
  %947 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %938)
  %948 = bitcast <8 x float> %938 to <8 x i32>
  %949 = or <8 x i32> %948, %256
  %950 = bitcast <8 x i32> %949 to <8 x float>
  %951 = fcmp oeq <8 x float> %938, %51
  %952 = select <8 x i1> %951, <8 x float> %950, <8 x float> %947
  br label %956

953:                                              ; preds = %937
  %954 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %900, <8 x i1> %483, <8 x float> zeroinitializer)
  %955 = fadd <8 x float> %938, %954
  br label %956

956:                                              ; preds = %939, %946, %953, %937, %918, %896
  %957 = phi <8 x float> [ %938, %937 ], [ %897, %896 ], [ %919, %918 ], [ %955, %953 ], [ %952, %946 ], [ %945, %939 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %957, ptr align 1 %898, <8 x i1> %483)
  br i1 %285, label %963, label %958

958:                                              ; preds = %956
  %959 = load float, ptr %367, align 1
  %960 = insertelement <8 x float> poison, float %959, i64 0
  %961 = shufflevector <8 x float> %960, <8 x float> poison, <8 x i32> zeroinitializer
  %962 = fadd <8 x float> %401, %961
  br label %963

963:                                              ; preds = %958, %956
  %964 = phi <8 x float> [ %962, %958 ], [ %401, %956 ]
  %965 = getelementptr inbounds nuw float, ptr %371, i64 %554
  %966 = getelementptr inbounds nuw float, ptr %375, i64 %554
  %967 = select i1 %385, ptr null, ptr %966
  switch i64 %258, label %505 [
    i64 1, label %982
    i64 2, label %975
    i64 3, label %968
    i64 0, label %1023
  ]

968:                                              ; preds = %963
  %969 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %964)
  %970 = bitcast <8 x float> %964 to <8 x i32>
  %971 = and <8 x i32> %970, %255
  %972 = bitcast <8 x i32> %971 to <8 x float>
  %973 = fcmp oeq <8 x float> %964, %48
  %974 = select <8 x i1> %973, <8 x float> %972, <8 x float> %969
  br label %985

975:                                              ; preds = %963
  %976 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %964)
  %977 = bitcast <8 x float> %964 to <8 x i32>
  %978 = or <8 x i32> %977, %256
  %979 = bitcast <8 x i32> %978 to <8 x float>
  %980 = fcmp oeq <8 x float> %964, %51
  %981 = select <8 x i1> %980, <8 x float> %979, <8 x float> %976
  br label %985

982:                                              ; preds = %963
  %983 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %967, <8 x i1> %562, <8 x float> zeroinitializer)
  %984 = fadd <8 x float> %964, %983
  br label %985

985:                                              ; preds = %982, %975, %968
  %986 = phi <8 x float> [ %984, %982 ], [ %981, %975 ], [ %974, %968 ]
  switch i64 %291, label %505 [
    i64 1, label %1001
    i64 2, label %994
    i64 3, label %987
    i64 0, label %1023
  ]

987:                                              ; preds = %985
  %988 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %986)
  %989 = bitcast <8 x float> %986 to <8 x i32>
  %990 = and <8 x i32> %989, %255
  %991 = bitcast <8 x i32> %990 to <8 x float>
  %992 = fcmp oeq <8 x float> %986, %48
  %993 = select <8 x i1> %992, <8 x float> %991, <8 x float> %988
  br label %1004

994:                                              ; preds = %985
  %995 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %986)
  %996 = bitcast <8 x float> %986 to <8 x i32>
  %997 = or <8 x i32> %996, %256
  %998 = bitcast <8 x i32> %997 to <8 x float>
  %999 = fcmp oeq <8 x float> %986, %51
  %1000 = select <8 x i1> %999, <8 x float> %998, <8 x float> %995
  br label %1004

1001:                                             ; preds = %985
  %1002 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %967, <8 x i1> %562, <8 x float> zeroinitializer)
  %1003 = fadd <8 x float> %986, %1002
  br label %1004

1004:                                             ; preds = %1001, %994, %987
  %1005 = phi <8 x float> [ %1003, %1001 ], [ %1000, %994 ], [ %993, %987 ]
  switch i64 %293, label %505 [
    i64 1, label %1020
    i64 2, label %1013
    i64 3, label %1006
    i64 0, label %1023
  ]

1006:                                             ; preds = %1004
  %1007 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1005)
  %1008 = bitcast <8 x float> %1005 to <8 x i32>
  %1009 = and <8 x i32> %1008, %255
  %1010 = bitcast <8 x i32> %1009 to <8 x float>
  %1011 = fcmp oeq <8 x float> %1005, %48
  %1012 = select <8 x i1> %1011, <8 x float> %1010, <8 x float> %1007
  br label %1023

1013:                                             ; preds = %1004
  %1014 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1005)
  %1015 = bitcast <8 x float> %1005 to <8 x i32>
  %1016 = or <8 x i32> %1015, %256
  %1017 = bitcast <8 x i32> %1016 to <8 x float>
  %1018 = fcmp oeq <8 x float> %1005, %51
  %1019 = select <8 x i1> %1018, <8 x float> %1017, <8 x float> %1014
  br label %1023

1020:                                             ; preds = %1004
  %1021 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %967, <8 x i1> %562, <8 x float> zeroinitializer)
  %1022 = fadd <8 x float> %1005, %1021
  br label %1023

1023:                                             ; preds = %1006, %1013, %1020, %1004, %985, %963
  %1024 = phi <8 x float> [ %1005, %1004 ], [ %964, %963 ], [ %986, %985 ], [ %1022, %1020 ], [ %1019, %1013 ], [ %1012, %1006 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1024, ptr nonnull align 1 %965, <8 x i1> %562)
  %1025 = add nuw nsw i64 %390, 2
  %1026 = icmp slt i64 %1025, %62
  br i1 %1026, label %389, label %386

1027:                                             ; preds = %294, %386, %248
  %1028 = phi i64 [ %58, %248 ], [ %379, %386 ], [ %297, %294 ]
  %1029 = phi i64 [ %57, %248 ], [ %380, %386 ], [ %296, %294 ]
  %1030 = phi i64 [ %3, %248 ], [ %387, %386 ], [ %295, %294 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %1031

1031:                                             ; preds = %1027, %53
  %1032 = phi i64 [ %1028, %1027 ], [ %58, %53 ]
  %1033 = phi i64 [ %1029, %1027 ], [ %57, %53 ]
  %1034 = phi i64 [ %1030, %1027 ], [ %3, %53 ]
  br i1 %54, label %1035, label %2226

1035:                                             ; preds = %1031
  %1036 = icmp slt i64 %1034, %4
  br i1 %1036, label %1037, label %7884

1037:                                             ; preds = %1035
  %1038 = mul i64 %7, %6
  %1039 = icmp eq i64 %22, 0
  %1040 = icmp sgt i64 %9, 0
  %1041 = icmp sgt i64 %10, 0
  %1042 = icmp sgt i64 %11, 0
  %1043 = bitcast <8 x float> %48 to <8 x i32>
  %1044 = bitcast <8 x float> %51 to <8 x i32>
  %1045 = icmp eq i64 %21, 0
  %1046 = and i64 %26, 3
  %1047 = lshr i64 %26, 2
  %1048 = and i64 %1047, 3
  %1049 = lshr i64 %26, 4
  %1050 = and i64 %1049, 3
  %1051 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %1052 = lshr i64 %26, 2
  %1053 = and i64 %1052, 3
  %1054 = lshr i64 %26, 4
  %1055 = and i64 %1054, 3
  %1056 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %1057 = lshr i64 %26, 2
  %1058 = and i64 %1057, 3
  %1059 = lshr i64 %26, 4
  %1060 = and i64 %1059, 3
  %1061 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %1062 = lshr i64 %26, 2
  %1063 = and i64 %1062, 3
  %1064 = lshr i64 %26, 4
  %1065 = and i64 %1064, 3
  %1066 = and i64 %26, 3
  %1067 = lshr i64 %26, 2
  %1068 = and i64 %1067, 3
  %1069 = lshr i64 %26, 4
  %1070 = and i64 %1069, 3
  %1071 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %1072 = lshr i64 %26, 2
  %1073 = and i64 %1072, 3
  %1074 = lshr i64 %26, 4
  %1075 = and i64 %1074, 3
  %1076 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %1077 = lshr i64 %26, 2
  %1078 = and i64 %1077, 3
  %1079 = lshr i64 %26, 4
  %1080 = and i64 %1079, 3
  %1081 = and i64 %26, 3
  %1082 = lshr i64 %26, 2
  %1083 = and i64 %1082, 3
  %1084 = lshr i64 %26, 4
  %1085 = and i64 %1084, 3
  %1086 = lshr i64 %26, 2
  %1087 = and i64 %1086, 3
  %1088 = lshr i64 %26, 4
  %1089 = and i64 %1088, 3
  %1090 = and i64 %26, 3
  %1091 = lshr i64 %26, 2
  %1092 = and i64 %1091, 3
  %1093 = lshr i64 %26, 4
  %1094 = and i64 %1093, 3
  br label %1095

1095:                                             ; preds = %1037, %1122
  %1096 = phi i64 [ %1034, %1037 ], [ %1123, %1122 ]
  %1097 = srem i64 %1096, %8
  %1098 = sdiv i64 %1096, %8
  %1099 = srem i64 %1098, %5
  %1100 = sdiv i64 %1098, %5
  %1101 = mul nsw i64 %1100, %19
  %1102 = getelementptr inbounds float, ptr %39, i64 %1101
  %1103 = mul i64 %1038, %1099
  %1104 = getelementptr inbounds float, ptr %1102, i64 %1103
  %1105 = mul i64 %59, %1099
  %1106 = getelementptr inbounds float, ptr %40, i64 %1105
  %1107 = getelementptr inbounds float, ptr %41, i64 %1099
  %1108 = mul nsw i64 %1100, %20
  %1109 = getelementptr inbounds float, ptr %43, i64 %1108
  %1110 = mul nsw i64 %1099, %8
  %1111 = add nsw i64 %1110, %1097
  %1112 = mul nsw i64 %1111, %9
  %1113 = getelementptr inbounds float, ptr %1109, i64 %1112
  %1114 = mul nsw i64 %1100, %23
  %1115 = getelementptr inbounds float, ptr %42, i64 %1114
  %1116 = getelementptr inbounds float, ptr %1115, i64 %1112
  %1117 = select i1 %1039, ptr null, ptr %1116
  br i1 %1040, label %1118, label %1122

1118:                                             ; preds = %1095
  %1119 = mul nsw i64 %1097, %12
  %1120 = sub i64 %1119, %16
  %1121 = icmp eq ptr %1117, null
  br label %1125

1122:                                             ; preds = %2222, %1095
  %1123 = add i64 %1096, 1
  %1124 = icmp eq i64 %1123, %4
  br i1 %1124, label %7884, label %1095

1125:                                             ; preds = %1118, %2222
  %1126 = phi i64 [ 0, %1118 ], [ %2224, %2222 ]
  %1127 = phi i64 [ 0, %1118 ], [ %2223, %2222 ]
  %1128 = sub nsw i64 %9, %1127
  %1129 = add nuw nsw i64 %1128, 7
  %1130 = lshr i64 %1129, 3
  %1131 = icmp ugt i64 %1128, 24
  %1132 = trunc i64 %1130 to i32
  %1133 = select i1 %1131, i32 4, i32 %1132
  switch i32 %1133, label %2222 [
    i32 1, label %1134
    i32 2, label %1279
    i32 3, label %1544
    i32 4, label %1846
  ]

1134:                                             ; preds = %1125
  br i1 %1041, label %1135, label %1139

1135:                                             ; preds = %1134
  %1136 = shl nuw nsw i64 %1127, 1
  %1137 = shl nsw i64 %1128, 1
  %1138 = add nsw i64 %1137, -1
  br label %1149

1139:                                             ; preds = %1163, %1134
  %1140 = phi <8 x float> [ zeroinitializer, %1134 ], [ %1164, %1163 ]
  %1141 = tail call i64 @llvm.smin.i64(i64 %1128, i64 8)
  %1142 = trunc i64 %1141 to i32
  %1143 = insertelement <8 x i32> poison, i32 %1142, i64 0
  %1144 = shufflevector <8 x i32> %1143, <8 x i32> poison, <8 x i32> zeroinitializer
  %1145 = icmp sgt <8 x i32> %1144, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1146 = getelementptr inbounds nuw float, ptr %1113, i64 %1127
  %1147 = getelementptr inbounds nuw float, ptr %1117, i64 %1127
  %1148 = select i1 %1121, ptr null, ptr %1147
  br i1 %1045, label %1220, label %1215

1149:                                             ; preds = %1135, %1163
  %1150 = phi <8 x float> [ zeroinitializer, %1135 ], [ %1164, %1163 ]
  %1151 = phi i64 [ 0, %1135 ], [ %1165, %1163 ]
  %1152 = mul nsw i64 %1151, %14
  %1153 = add i64 %1120, %1152
  %1154 = icmp sgt i64 %1153, -1
  %1155 = icmp slt i64 %1153, %6
  %1156 = and i1 %1154, %1155
  %1157 = select i1 %1156, i64 %1153, i64 0
  %1158 = mul nsw i64 %1157, %7
  %1159 = getelementptr inbounds float, ptr %1104, i64 %1158
  br i1 %1042, label %1160, label %1163

1160:                                             ; preds = %1149
  %1161 = mul nuw nsw i64 %1151, %11
  %1162 = getelementptr inbounds nuw float, ptr %1106, i64 %1161
  br label %1167

1163:                                             ; preds = %1167, %1149
  %1164 = phi <8 x float> [ %1150, %1149 ], [ %1212, %1167 ]
  %1165 = add nuw nsw i64 %1151, 1
  %1166 = icmp eq i64 %1165, %10
  br i1 %1166, label %1139, label %1149

1167:                                             ; preds = %1160, %1167
  %1168 = phi <8 x float> [ %1150, %1160 ], [ %1212, %1167 ]
  %1169 = phi i64 [ 0, %1160 ], [ %1213, %1167 ]
  %1170 = getelementptr inbounds nuw float, ptr %1162, i64 %1169
  %1171 = load float, ptr %1170, align 1
  %1172 = insertelement <8 x float> poison, float %1171, i64 0
  %1173 = shufflevector <8 x float> %1172, <8 x float> poison, <8 x i32> zeroinitializer
  %1174 = mul nsw i64 %1169, %15
  %1175 = sub i64 %1174, %17
  %1176 = add i64 %1175, %1136
  %1177 = icmp slt i64 %1176, 0
  %1178 = sub nsw i64 0, %1176
  %1179 = select i1 %1177, i64 %1178, i64 0
  %1180 = sub nsw i64 %7, %1176
  %1181 = tail call i64 @llvm.smin.i64(i64 %1180, i64 %1138)
  %1182 = tail call i64 @llvm.smin.i64(i64 %1181, i64 16)
  %1183 = icmp sgt i64 %1182, %1179
  %1184 = select i1 %1156, i1 %1183, i1 false
  %1185 = select i1 %1184, i64 %1179, i64 0
  %1186 = select i1 %1184, i64 %1182, i64 0
  %1187 = getelementptr inbounds float, ptr %1159, i64 %1176
  %1188 = trunc i64 %1185 to i32
  %1189 = icmp sgt i64 %1186, %1185
  %1190 = trunc i64 %1186 to i32
  %1191 = select i1 %1189, i32 %1190, i32 0
  %1192 = insertelement <8 x i32> poison, i32 %1188, i64 0
  %1193 = shufflevector <8 x i32> %1192, <8 x i32> poison, <8 x i32> zeroinitializer
  %1194 = icmp slt <8 x i32> %1193, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1195 = insertelement <8 x i32> poison, i32 %1191, i64 0
  %1196 = shufflevector <8 x i32> %1195, <8 x i32> poison, <8 x i32> zeroinitializer
  %1197 = icmp sgt <8 x i32> %1196, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1198 = and <8 x i1> %1194, %1197
  %1199 = add nsw i32 %1188, -8
  %1200 = insertelement <8 x i32> poison, i32 %1199, i64 0
  %1201 = shufflevector <8 x i32> %1200, <8 x i32> poison, <8 x i32> zeroinitializer
  %1202 = icmp slt <8 x i32> %1201, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1203 = add nsw i32 %1191, -8
  %1204 = insertelement <8 x i32> poison, i32 %1203, i64 0
  %1205 = shufflevector <8 x i32> %1204, <8 x i32> poison, <8 x i32> zeroinitializer
  %1206 = icmp sgt <8 x i32> %1205, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1207 = and <8 x i1> %1202, %1206
  %1208 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1187, <8 x i1> %1198, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1209 = getelementptr inbounds nuw i8, ptr %1187, i64 32
  %1210 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1209, <8 x i1> %1207, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1211 = shufflevector <8 x float> %1208, <8 x float> %1210, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1212 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1211, <8 x float> %1173, <8 x float> %1168)
  %1213 = add nuw nsw i64 %1169, 1
  %1214 = icmp eq i64 %1213, %11
  br i1 %1214, label %1163, label %1167

1215:                                             ; preds = %1139
  %1216 = load float, ptr %1107, align 1
  %1217 = insertelement <8 x float> poison, float %1216, i64 0
  %1218 = shufflevector <8 x float> %1217, <8 x float> poison, <8 x i32> zeroinitializer
  %1219 = fadd <8 x float> %1140, %1218
  br label %1220

1220:                                             ; preds = %1215, %1139
  %1221 = phi <8 x float> [ %1219, %1215 ], [ %1140, %1139 ]
  switch i64 %1090, label %505 [
    i64 1, label %1222
    i64 2, label %1225
    i64 3, label %1232
    i64 0, label %1277
  ]

1222:                                             ; preds = %1220
  %1223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1148, <8 x i1> %1145, <8 x float> zeroinitializer)
  %1224 = fadd <8 x float> %1221, %1223
  br label %1239

1225:                                             ; preds = %1220
  %1226 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1221)
  %1227 = bitcast <8 x float> %1221 to <8 x i32>
  %1228 = or <8 x i32> %1227, %1044
  %1229 = bitcast <8 x i32> %1228 to <8 x float>
  %1230 = fcmp oeq <8 x float> %1221, %51
  %1231 = select <8 x i1> %1230, <8 x float> %1229, <8 x float> %1226
  br label %1239

1232:                                             ; preds = %1220
  %1233 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1221)
  %1234 = bitcast <8 x float> %1221 to <8 x i32>
  %1235 = and <8 x i32> %1234, %1043
  %1236 = bitcast <8 x i32> %1235 to <8 x float>
  %1237 = fcmp oeq <8 x float> %1221, %48
  %1238 = select <8 x i1> %1237, <8 x float> %1236, <8 x float> %1233
  br label %1239

1239:                                             ; preds = %1232, %1225, %1222
  %1240 = phi <8 x float> [ %1224, %1222 ], [ %1231, %1225 ], [ %1238, %1232 ]
  switch i64 %1092, label %505 [
    i64 1, label %1255
    i64 2, label %1248
    i64 3, label %1241
    i64 0, label %1277
  ]

1241:                                             ; preds = %1239
  %1242 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1240)
  %1243 = bitcast <8 x float> %1240 to <8 x i32>
  %1244 = and <8 x i32> %1243, %1043
  %1245 = bitcast <8 x i32> %1244 to <8 x float>
  %1246 = fcmp oeq <8 x float> %1240, %48
  %1247 = select <8 x i1> %1246, <8 x float> %1245, <8 x float> %1242
  br label %1258

1248:                                             ; preds = %1239
  %1249 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1240)
  %1250 = bitcast <8 x float> %1240 to <8 x i32>
  %1251 = or <8 x i32> %1250, %1044
  %1252 = bitcast <8 x i32> %1251 to <8 x float>
  %1253 = fcmp oeq <8 x float> %1240, %51
  %1254 = select <8 x i1> %1253, <8 x float> %1252, <8 x float> %1249
  br label %1258

1255:                                             ; preds = %1239
  %1256 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1148, <8 x i1> %1145, <8 x float> zeroinitializer)
  %1257 = fadd <8 x float> %1240, %1256
  br label %1258

1258:                                             ; preds = %1255, %1248, %1241
  %1259 = phi <8 x float> [ %1257, %1255 ], [ %1254, %1248 ], [ %1247, %1241 ]
  switch i64 %1094, label %505 [
    i64 1, label %1274
    i64 2, label %1267
    i64 3, label %1260
    i64 0, label %1277
  ]

1260:                                             ; preds = %1258
  %1261 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1259)
  %1262 = bitcast <8 x float> %1259 to <8 x i32>
  %1263 = and <8 x i32> %1262, %1043
  %1264 = bitcast <8 x i32> %1263 to <8 x float>
  %1265 = fcmp oeq <8 x float> %1259, %48
  %1266 = select <8 x i1> %1265, <8 x float> %1264, <8 x float> %1261
  br label %1277

1267:                                             ; preds = %1258
  %1268 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1259)
  %1269 = bitcast <8 x float> %1259 to <8 x i32>
  %1270 = or <8 x i32> %1269, %1044
  %1271 = bitcast <8 x i32> %1270 to <8 x float>
  %1272 = fcmp oeq <8 x float> %1259, %51
  %1273 = select <8 x i1> %1272, <8 x float> %1271, <8 x float> %1268
  br label %1277

1274:                                             ; preds = %1258
  %1275 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1148, <8 x i1> %1145, <8 x float> zeroinitializer)
  %1276 = fadd <8 x float> %1259, %1275
  br label %1277

1277:                                             ; preds = %1260, %1267, %1274, %1258, %1239, %1220
  %1278 = phi <8 x float> [ %1259, %1258 ], [ %1221, %1220 ], [ %1240, %1239 ], [ %1276, %1274 ], [ %1273, %1267 ], [ %1266, %1260 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1278, ptr align 1 %1146, <8 x i1> %1145)
  br label %2222

1279:                                             ; preds = %1125
  br i1 %1041, label %1280, label %1289

1280:                                             ; preds = %1279
  %1281 = shl nuw nsw i64 %1127, 1
  %1282 = shl nsw i64 %1128, 1
  %1283 = add nsw i64 %1282, -1
  %1284 = or disjoint i64 %1127, 8
  %1285 = sub nsw i64 %9, %1284
  %1286 = shl nuw nsw i64 %1284, 1
  %1287 = shl nsw i64 %1285, 1
  %1288 = add nsw i64 %1287, -1
  br label %1300

1289:                                             ; preds = %1315, %1279
  %1290 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1316, %1315 ]
  %1291 = phi <8 x float> [ zeroinitializer, %1279 ], [ %1317, %1315 ]
  %1292 = add i64 %1126, %9
  %1293 = getelementptr inbounds nuw float, ptr %1113, i64 %1127
  %1294 = getelementptr inbounds nuw float, ptr %1117, i64 %1127
  %1295 = tail call i64 @llvm.smin.i64(i64 %1292, i64 8)
  %1296 = trunc i64 %1295 to i32
  %1297 = insertelement <8 x i32> poison, i32 %1296, i64 0
  %1298 = shufflevector <8 x i32> %1297, <8 x i32> poison, <8 x i32> zeroinitializer
  %1299 = icmp sgt <8 x i32> %1298, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1045, label %1411, label %1406

1300:                                             ; preds = %1280, %1315
  %1301 = phi <8 x float> [ zeroinitializer, %1280 ], [ %1316, %1315 ]
  %1302 = phi <8 x float> [ zeroinitializer, %1280 ], [ %1317, %1315 ]
  %1303 = phi i64 [ 0, %1280 ], [ %1318, %1315 ]
  %1304 = mul nsw i64 %1303, %14
  %1305 = add i64 %1120, %1304
  %1306 = icmp sgt i64 %1305, -1
  %1307 = icmp slt i64 %1305, %6
  %1308 = and i1 %1306, %1307
  %1309 = select i1 %1308, i64 %1305, i64 0
  %1310 = mul nsw i64 %1309, %7
  %1311 = getelementptr inbounds float, ptr %1104, i64 %1310
  br i1 %1042, label %1312, label %1315

1312:                                             ; preds = %1300
  %1313 = mul nuw nsw i64 %1303, %11
  %1314 = getelementptr inbounds nuw float, ptr %1106, i64 %1313
  br label %1320

1315:                                             ; preds = %1320, %1300
  %1316 = phi <8 x float> [ %1301, %1300 ], [ %1366, %1320 ]
  %1317 = phi <8 x float> [ %1302, %1300 ], [ %1403, %1320 ]
  %1318 = add nuw nsw i64 %1303, 1
  %1319 = icmp eq i64 %1318, %10
  br i1 %1319, label %1289, label %1300

1320:                                             ; preds = %1312, %1320
  %1321 = phi <8 x float> [ %1301, %1312 ], [ %1366, %1320 ]
  %1322 = phi <8 x float> [ %1302, %1312 ], [ %1403, %1320 ]
  %1323 = phi i64 [ 0, %1312 ], [ %1404, %1320 ]
  %1324 = getelementptr inbounds nuw float, ptr %1314, i64 %1323
  %1325 = load float, ptr %1324, align 1
  %1326 = insertelement <8 x float> poison, float %1325, i64 0
  %1327 = shufflevector <8 x float> %1326, <8 x float> poison, <8 x i32> zeroinitializer
  %1328 = mul nsw i64 %1323, %15
  %1329 = sub i64 %1328, %17
  %1330 = add i64 %1329, %1281
  %1331 = icmp slt i64 %1330, 0
  %1332 = sub nsw i64 0, %1330
  %1333 = select i1 %1331, i64 %1332, i64 0
  %1334 = sub nsw i64 %7, %1330
  %1335 = tail call i64 @llvm.smin.i64(i64 %1334, i64 %1283)
  %1336 = tail call i64 @llvm.smin.i64(i64 %1335, i64 16)
  %1337 = icmp sgt i64 %1336, %1333
  %1338 = select i1 %1308, i1 %1337, i1 false
  %1339 = select i1 %1338, i64 %1333, i64 0
  %1340 = select i1 %1338, i64 %1336, i64 0
  %1341 = getelementptr inbounds float, ptr %1311, i64 %1330
  %1342 = trunc i64 %1339 to i32
  %1343 = icmp sgt i64 %1340, %1339
  %1344 = trunc i64 %1340 to i32
  %1345 = select i1 %1343, i32 %1344, i32 0
  %1346 = insertelement <8 x i32> poison, i32 %1342, i64 0
  %1347 = shufflevector <8 x i32> %1346, <8 x i32> poison, <8 x i32> zeroinitializer
  %1348 = icmp slt <8 x i32> %1347, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1349 = insertelement <8 x i32> poison, i32 %1345, i64 0
  %1350 = shufflevector <8 x i32> %1349, <8 x i32> poison, <8 x i32> zeroinitializer
  %1351 = icmp sgt <8 x i32> %1350, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1352 = and <8 x i1> %1348, %1351
  %1353 = add nsw i32 %1342, -8
  %1354 = insertelement <8 x i32> poison, i32 %1353, i64 0
  %1355 = shufflevector <8 x i32> %1354, <8 x i32> poison, <8 x i32> zeroinitializer
  %1356 = icmp slt <8 x i32> %1355, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1357 = add nsw i32 %1345, -8
  %1358 = insertelement <8 x i32> poison, i32 %1357, i64 0
  %1359 = shufflevector <8 x i32> %1358, <8 x i32> poison, <8 x i32> zeroinitializer
  %1360 = icmp sgt <8 x i32> %1359, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1361 = and <8 x i1> %1356, %1360
  %1362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1341, <8 x i1> %1352, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1363 = getelementptr inbounds nuw i8, ptr %1341, i64 32
  %1364 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1363, <8 x i1> %1361, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1365 = shufflevector <8 x float> %1362, <8 x float> %1364, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1366 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1365, <8 x float> %1327, <8 x float> %1321)
  %1367 = add i64 %1329, %1286
  %1368 = icmp slt i64 %1367, 0
  %1369 = sub nsw i64 0, %1367
  %1370 = select i1 %1368, i64 %1369, i64 0
  %1371 = sub nsw i64 %7, %1367
  %1372 = tail call i64 @llvm.smin.i64(i64 %1371, i64 %1288)
  %1373 = tail call i64 @llvm.smin.i64(i64 %1372, i64 16)
  %1374 = icmp sgt i64 %1373, %1370
  %1375 = select i1 %1308, i1 %1374, i1 false
  %1376 = select i1 %1375, i64 %1370, i64 0
  %1377 = select i1 %1375, i64 %1373, i64 0
  %1378 = getelementptr inbounds float, ptr %1311, i64 %1367
  %1379 = trunc i64 %1376 to i32
  %1380 = icmp sgt i64 %1377, %1376
  %1381 = trunc i64 %1377 to i32
  %1382 = select i1 %1380, i32 %1381, i32 0
  %1383 = insertelement <8 x i32> poison, i32 %1379, i64 0
  %1384 = shufflevector <8 x i32> %1383, <8 x i32> poison, <8 x i32> zeroinitializer
  %1385 = icmp slt <8 x i32> %1384, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1386 = insertelement <8 x i32> poison, i32 %1382, i64 0
  %1387 = shufflevector <8 x i32> %1386, <8 x i32> poison, <8 x i32> zeroinitializer
  %1388 = icmp sgt <8 x i32> %1387, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1389 = and <8 x i1> %1385, %1388
  %1390 = add nsw i32 %1379, -8
  %1391 = insertelement <8 x i32> poison, i32 %1390, i64 0
  %1392 = shufflevector <8 x i32> %1391, <8 x i32> poison, <8 x i32> zeroinitializer
  %1393 = icmp slt <8 x i32> %1392, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1394 = add nsw i32 %1382, -8
  %1395 = insertelement <8 x i32> poison, i32 %1394, i64 0
  %1396 = shufflevector <8 x i32> %1395, <8 x i32> poison, <8 x i32> zeroinitializer
  %1397 = icmp sgt <8 x i32> %1396, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1398 = and <8 x i1> %1393, %1397
  %1399 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1378, <8 x i1> %1389, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1400 = getelementptr inbounds nuw i8, ptr %1378, i64 32
  %1401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1400, <8 x i1> %1398, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1402 = shufflevector <8 x float> %1399, <8 x float> %1401, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1403 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1402, <8 x float> %1327, <8 x float> %1322)
  %1404 = add nuw nsw i64 %1323, 1
  %1405 = icmp eq i64 %1404, %11
  br i1 %1405, label %1315, label %1320

1406:                                             ; preds = %1289
  %1407 = load float, ptr %1107, align 1
  %1408 = insertelement <8 x float> poison, float %1407, i64 0
  %1409 = shufflevector <8 x float> %1408, <8 x float> poison, <8 x i32> zeroinitializer
  %1410 = fadd <8 x float> %1290, %1409
  br label %1411

1411:                                             ; preds = %1406, %1289
  %1412 = phi <8 x float> [ %1410, %1406 ], [ %1290, %1289 ]
  %1413 = select i1 %1121, ptr null, ptr %1294
  switch i64 %1081, label %505 [
    i64 1, label %1414
    i64 2, label %1417
    i64 3, label %1424
    i64 0, label %1469
  ]

1414:                                             ; preds = %1411
  %1415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1413, <8 x i1> %1299, <8 x float> zeroinitializer)
  %1416 = fadd <8 x float> %1412, %1415
  br label %1431

1417:                                             ; preds = %1411
  %1418 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1412)
  %1419 = bitcast <8 x float> %1412 to <8 x i32>
  %1420 = or <8 x i32> %1419, %1044
  %1421 = bitcast <8 x i32> %1420 to <8 x float>
  %1422 = fcmp oeq <8 x float> %1412, %51
  %1423 = select <8 x i1> %1422, <8 x float> %1421, <8 x float> %1418
  br label %1431

1424:                                             ; preds = %1411
  %1425 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1412)
  %1426 = bitcast <8 x float> %1412 to <8 x i32>
  %1427 = and <8 x i32> %1426, %1043
  %1428 = bitcast <8 x i32> %1427 to <8 x float>
  %1429 = fcmp oeq <8 x float> %1412, %48
  %1430 = select <8 x i1> %1429, <8 x float> %1428, <8 x float> %1425
  br label %1431

1431:                                             ; preds = %1424, %1417, %1414
  %1432 = phi <8 x float> [ %1416, %1414 ], [ %1423, %1417 ], [ %1430, %1424 ]
  switch i64 %1083, label %505 [
    i64 1, label %1447
    i64 2, label %1440
    i64 3, label %1433
    i64 0, label %1469
  ]

1433:                                             ; preds = %1431
  %1434 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1432)
  %1435 = bitcast <8 x float> %1432 to <8 x i32>
  %1436 = and <8 x i32> %1435, %1043
  %1437 = bitcast <8 x i32> %1436 to <8 x float>
  %1438 = fcmp oeq <8 x float> %1432, %48
  %1439 = select <8 x i1> %1438, <8 x float> %1437, <8 x float> %1434
  br label %1450

1440:                                             ; preds = %1431
  %1441 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1432)
  %1442 = bitcast <8 x float> %1432 to <8 x i32>
  %1443 = or <8 x i32> %1442, %1044
  %1444 = bitcast <8 x i32> %1443 to <8 x float>
  %1445 = fcmp oeq <8 x float> %1432, %51
  %1446 = select <8 x i1> %1445, <8 x float> %1444, <8 x float> %1441
  br label %1450

1447:                                             ; preds = %1431
  %1448 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1413, <8 x i1> %1299, <8 x float> zeroinitializer)
  %1449 = fadd <8 x float> %1432, %1448
  br label %1450

1450:                                             ; preds = %1447, %1440, %1433
  %1451 = phi <8 x float> [ %1449, %1447 ], [ %1446, %1440 ], [ %1439, %1433 ]
  switch i64 %1085, label %505 [
    i64 1, label %1466
    i64 2, label %1459
    i64 3, label %1452
    i64 0, label %1469
  ]

1452:                                             ; preds = %1450
  %1453 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1451)
  %1454 = bitcast <8 x float> %1451 to <8 x i32>
  %1455 = and <8 x i32> %1454, %1043
  %1456 = bitcast <8 x i32> %1455 to <8 x float>
  %1457 = fcmp oeq <8 x float> %1451, %48
  %1458 = select <8 x i1> %1457, <8 x float> %1456, <8 x float> %1453
  br label %1469

1459:                                             ; preds = %1450
  %1460 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1451)
  %1461 = bitcast <8 x float> %1451 to <8 x i32>
  %1462 = or <8 x i32> %1461, %1044
  %1463 = bitcast <8 x i32> %1462 to <8 x float>
  %1464 = fcmp oeq <8 x float> %1451, %51
  %1465 = select <8 x i1> %1464, <8 x float> %1463, <8 x float> %1460
  br label %1469

1466:                                             ; preds = %1450
  %1467 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1413, <8 x i1> %1299, <8 x float> zeroinitializer)
  %1468 = fadd <8 x float> %1451, %1467
  br label %1469

1469:                                             ; preds = %1452, %1459, %1466, %1450, %1431, %1411
  %1470 = phi <8 x float> [ %1451, %1450 ], [ %1412, %1411 ], [ %1432, %1431 ], [ %1468, %1466 ], [ %1465, %1459 ], [ %1458, %1452 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1470, ptr align 1 %1293, <8 x i1> %1299)
  %1471 = add i64 %1292, -8
  %1472 = tail call i64 @llvm.smin.i64(i64 %1471, i64 8)
  %1473 = trunc i64 %1472 to i32
  %1474 = insertelement <8 x i32> poison, i32 %1473, i64 0
  %1475 = shufflevector <8 x i32> %1474, <8 x i32> poison, <8 x i32> zeroinitializer
  %1476 = icmp sgt <8 x i32> %1475, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1045, label %1482, label %1477

1477:                                             ; preds = %1469
  %1478 = load float, ptr %1107, align 1
  %1479 = insertelement <8 x float> poison, float %1478, i64 0
  %1480 = shufflevector <8 x float> %1479, <8 x float> poison, <8 x i32> zeroinitializer
  %1481 = fadd <8 x float> %1291, %1480
  br label %1482

1482:                                             ; preds = %1477, %1469
  %1483 = phi <8 x float> [ %1481, %1477 ], [ %1291, %1469 ]
  %1484 = getelementptr inbounds nuw i8, ptr %1293, i64 32
  %1485 = getelementptr inbounds nuw i8, ptr %1294, i64 32
  %1486 = select i1 %1121, ptr null, ptr %1485
  switch i64 %1081, label %505 [
    i64 1, label %1501
    i64 2, label %1494
    i64 3, label %1487
    i64 0, label %1542
  ]

1487:                                             ; preds = %1482
  %1488 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1483)
  %1489 = bitcast <8 x float> %1483 to <8 x i32>
  %1490 = and <8 x i32> %1489, %1043
  %1491 = bitcast <8 x i32> %1490 to <8 x float>
  %1492 = fcmp oeq <8 x float> %1483, %48
  %1493 = select <8 x i1> %1492, <8 x float> %1491, <8 x float> %1488
  br label %1504

1494:                                             ; preds = %1482
  %1495 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1483)
  %1496 = bitcast <8 x float> %1483 to <8 x i32>
  %1497 = or <8 x i32> %1496, %1044
  %1498 = bitcast <8 x i32> %1497 to <8 x float>
  %1499 = fcmp oeq <8 x float> %1483, %51
  %1500 = select <8 x i1> %1499, <8 x float> %1498, <8 x float> %1495
  br label %1504

1501:                                             ; preds = %1482
  %1502 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1486, <8 x i1> %1476, <8 x float> zeroinitializer)
  %1503 = fadd <8 x float> %1483, %1502
  br label %1504

1504:                                             ; preds = %1501, %1494, %1487
  %1505 = phi <8 x float> [ %1503, %1501 ], [ %1500, %1494 ], [ %1493, %1487 ]
  switch i64 %1087, label %505 [
    i64 1, label %1520
    i64 2, label %1513
    i64 3, label %1506
    i64 0, label %1542
  ]

1506:                                             ; preds = %1504
  %1507 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1505)
  %1508 = bitcast <8 x float> %1505 to <8 x i32>
  %1509 = and <8 x i32> %1508, %1043
  %1510 = bitcast <8 x i32> %1509 to <8 x float>
  %1511 = fcmp oeq <8 x float> %1505, %48
  %1512 = select <8 x i1> %1511, <8 x float> %1510, <8 x float> %1507
  br label %1523

1513:                                             ; preds = %1504
  %1514 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1505)
  %1515 = bitcast <8 x float> %1505 to <8 x i32>
  %1516 = or <8 x i32> %1515, %1044
  %1517 = bitcast <8 x i32> %1516 to <8 x float>
  %1518 = fcmp oeq <8 x float> %1505, %51
  %1519 = select <8 x i1> %1518, <8 x float> %1517, <8 x float> %1514
  br label %1523

1520:                                             ; preds = %1504
  %1521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1486, <8 x i1> %1476, <8 x float> zeroinitializer)
  %1522 = fadd <8 x float> %1505, %1521
  br label %1523

1523:                                             ; preds = %1520, %1513, %1506
  %1524 = phi <8 x float> [ %1522, %1520 ], [ %1519, %1513 ], [ %1512, %1506 ]
  switch i64 %1089, label %505 [
    i64 1, label %1539
    i64 2, label %1532
    i64 3, label %1525
    i64 0, label %1542
  ]

1525:                                             ; preds = %1523
  %1526 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1524)
  %1527 = bitcast <8 x float> %1524 to <8 x i32>
  %1528 = and <8 x i32> %1527, %1043
  %1529 = bitcast <8 x i32> %1528 to <8 x float>
  %1530 = fcmp oeq <8 x float> %1524, %48
  %1531 = select <8 x i1> %1530, <8 x float> %1529, <8 x float> %1526
  br label %1542

1532:                                             ; preds = %1523
  %1533 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1524)
  %1534 = bitcast <8 x float> %1524 to <8 x i32>
  %1535 = or <8 x i32> %1534, %1044
  %1536 = bitcast <8 x i32> %1535 to <8 x float>
  %1537 = fcmp oeq <8 x float> %1524, %51
  %1538 = select <8 x i1> %1537, <8 x float> %1536, <8 x float> %1533
  br label %1542

1539:                                             ; preds = %1523
  %1540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1486, <8 x i1> %1476, <8 x float> zeroinitializer)
  %1541 = fadd <8 x float> %1524, %1540
  br label %1542

1542:                                             ; preds = %1525, %1532, %1539, %1523, %1504, %1482
  %1543 = phi <8 x float> [ %1524, %1523 ], [ %1483, %1482 ], [ %1505, %1504 ], [ %1541, %1539 ], [ %1538, %1532 ], [ %1531, %1525 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1543, ptr nonnull align 1 %1484, <8 x i1> %1476)
  br label %2222

1544:                                             ; preds = %1125
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %34, i8 0, i64 96, i1 false)
  br i1 %1041, label %1557, label %1547

1545:                                             ; preds = %1570
  %1546 = load <8 x float>, ptr %34, align 32
  br label %1547

1547:                                             ; preds = %1545, %1544
  %1548 = phi <8 x float> [ %1546, %1545 ], [ zeroinitializer, %1544 ]
  %1549 = add i64 %1126, %9
  %1550 = getelementptr inbounds nuw float, ptr %1113, i64 %1127
  %1551 = getelementptr inbounds nuw float, ptr %1117, i64 %1127
  %1552 = tail call i64 @llvm.smin.i64(i64 %1549, i64 8)
  %1553 = trunc i64 %1552 to i32
  %1554 = insertelement <8 x i32> poison, i32 %1553, i64 0
  %1555 = shufflevector <8 x i32> %1554, <8 x i32> poison, <8 x i32> zeroinitializer
  %1556 = icmp sgt <8 x i32> %1555, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1045, label %1638, label %1633

1557:                                             ; preds = %1544, %1570
  %1558 = phi i64 [ %1571, %1570 ], [ 0, %1544 ]
  %1559 = mul nsw i64 %1558, %14
  %1560 = add i64 %1120, %1559
  %1561 = icmp sgt i64 %1560, -1
  %1562 = icmp slt i64 %1560, %6
  %1563 = and i1 %1561, %1562
  %1564 = select i1 %1563, i64 %1560, i64 0
  %1565 = mul nsw i64 %1564, %7
  %1566 = getelementptr inbounds float, ptr %1104, i64 %1565
  br i1 %1042, label %1567, label %1570

1567:                                             ; preds = %1557
  %1568 = mul nuw nsw i64 %1558, %11
  %1569 = getelementptr inbounds nuw float, ptr %1106, i64 %1568
  br label %1573

1570:                                             ; preds = %1581, %1557
  %1571 = add nuw nsw i64 %1558, 1
  %1572 = icmp eq i64 %1571, %10
  br i1 %1572, label %1545, label %1557

1573:                                             ; preds = %1567, %1581
  %1574 = phi i64 [ 0, %1567 ], [ %1582, %1581 ]
  %1575 = getelementptr inbounds nuw float, ptr %1569, i64 %1574
  %1576 = load float, ptr %1575, align 1
  %1577 = insertelement <8 x float> poison, float %1576, i64 0
  %1578 = shufflevector <8 x float> %1577, <8 x float> poison, <8 x i32> zeroinitializer
  %1579 = mul nsw i64 %1574, %15
  %1580 = sub i64 %1579, %17
  br label %1584

1581:                                             ; preds = %1584
  %1582 = add nuw nsw i64 %1574, 1
  %1583 = icmp eq i64 %1582, %11
  br i1 %1583, label %1570, label %1573

1584:                                             ; preds = %1573, %1584
  %1585 = phi i64 [ 0, %1573 ], [ %1631, %1584 ]
  %1586 = shl nuw nsw i64 %1585, 3
  %1587 = or disjoint i64 %1127, %1586
  %1588 = sub nsw i64 %9, %1587
  %1589 = shl nuw nsw i64 %1587, 1
  %1590 = add i64 %1580, %1589
  %1591 = icmp slt i64 %1590, 0
  %1592 = sub nsw i64 0, %1590
  %1593 = select i1 %1591, i64 %1592, i64 0
  %1594 = sub nsw i64 %7, %1590
  %1595 = shl nsw i64 %1588, 1
  %1596 = add nsw i64 %1595, -1
  %1597 = tail call i64 @llvm.smin.i64(i64 %1594, i64 %1596)
  %1598 = tail call i64 @llvm.smin.i64(i64 %1597, i64 16)
  %1599 = icmp sgt i64 %1598, %1593
  %1600 = select i1 %1563, i1 %1599, i1 false
  %1601 = select i1 %1600, i64 %1593, i64 0
  %1602 = select i1 %1600, i64 %1598, i64 0
  %1603 = getelementptr inbounds float, ptr %1566, i64 %1590
  %1604 = trunc i64 %1601 to i32
  %1605 = icmp sgt i64 %1602, %1601
  %1606 = trunc i64 %1602 to i32
  %1607 = select i1 %1605, i32 %1606, i32 0
  %1608 = insertelement <8 x i32> poison, i32 %1604, i64 0
  %1609 = shufflevector <8 x i32> %1608, <8 x i32> poison, <8 x i32> zeroinitializer
  %1610 = icmp slt <8 x i32> %1609, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1611 = insertelement <8 x i32> poison, i32 %1607, i64 0
  %1612 = shufflevector <8 x i32> %1611, <8 x i32> poison, <8 x i32> zeroinitializer
  %1613 = icmp sgt <8 x i32> %1612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1614 = and <8 x i1> %1610, %1613
  %1615 = add nsw i32 %1604, -8
  %1616 = insertelement <8 x i32> poison, i32 %1615, i64 0
  %1617 = shufflevector <8 x i32> %1616, <8 x i32> poison, <8 x i32> zeroinitializer
  %1618 = icmp slt <8 x i32> %1617, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1619 = add nsw i32 %1607, -8
  %1620 = insertelement <8 x i32> poison, i32 %1619, i64 0
  %1621 = shufflevector <8 x i32> %1620, <8 x i32> poison, <8 x i32> zeroinitializer
  %1622 = icmp sgt <8 x i32> %1621, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1623 = and <8 x i1> %1618, %1622
  %1624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1603, <8 x i1> %1614, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1625 = getelementptr inbounds nuw i8, ptr %1603, i64 32
  %1626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1625, <8 x i1> %1623, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1627 = shufflevector <8 x float> %1624, <8 x float> %1626, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1628 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %1585
  %1629 = load <8 x float>, ptr %1628, align 32
  %1630 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1627, <8 x float> %1578, <8 x float> %1629)
  store <8 x float> %1630, ptr %1628, align 32
  %1631 = add nuw nsw i64 %1585, 1
  %1632 = icmp eq i64 %1631, 3
  br i1 %1632, label %1581, label %1584

1633:                                             ; preds = %1547
  %1634 = load float, ptr %1107, align 1
  %1635 = insertelement <8 x float> poison, float %1634, i64 0
  %1636 = shufflevector <8 x float> %1635, <8 x float> poison, <8 x i32> zeroinitializer
  %1637 = fadd <8 x float> %1548, %1636
  br label %1638

1638:                                             ; preds = %1633, %1547
  %1639 = phi <8 x float> [ %1637, %1633 ], [ %1548, %1547 ]
  %1640 = select i1 %1121, ptr null, ptr %1551
  switch i64 %1066, label %505 [
    i64 1, label %1641
    i64 2, label %1644
    i64 3, label %1651
    i64 0, label %1696
  ]

1641:                                             ; preds = %1638
  %1642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1640, <8 x i1> %1556, <8 x float> zeroinitializer)
  %1643 = fadd <8 x float> %1639, %1642
  br label %1658

1644:                                             ; preds = %1638
  %1645 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1639)
  %1646 = bitcast <8 x float> %1639 to <8 x i32>
  %1647 = or <8 x i32> %1646, %1044
  %1648 = bitcast <8 x i32> %1647 to <8 x float>
  %1649 = fcmp oeq <8 x float> %1639, %51
  %1650 = select <8 x i1> %1649, <8 x float> %1648, <8 x float> %1645
  br label %1658

1651:                                             ; preds = %1638
  %1652 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1639)
  %1653 = bitcast <8 x float> %1639 to <8 x i32>
  %1654 = and <8 x i32> %1653, %1043
  %1655 = bitcast <8 x i32> %1654 to <8 x float>
  %1656 = fcmp oeq <8 x float> %1639, %48
  %1657 = select <8 x i1> %1656, <8 x float> %1655, <8 x float> %1652
  br label %1658

1658:                                             ; preds = %1651, %1644, %1641
  %1659 = phi <8 x float> [ %1643, %1641 ], [ %1650, %1644 ], [ %1657, %1651 ]
  switch i64 %1068, label %505 [
    i64 1, label %1674
    i64 2, label %1667
    i64 3, label %1660
    i64 0, label %1696
  ]

1660:                                             ; preds = %1658
  %1661 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1659)
  %1662 = bitcast <8 x float> %1659 to <8 x i32>
  %1663 = and <8 x i32> %1662, %1043
  %1664 = bitcast <8 x i32> %1663 to <8 x float>
  %1665 = fcmp oeq <8 x float> %1659, %48
  %1666 = select <8 x i1> %1665, <8 x float> %1664, <8 x float> %1661
  br label %1677

1667:                                             ; preds = %1658
  %1668 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1659)
  %1669 = bitcast <8 x float> %1659 to <8 x i32>
  %1670 = or <8 x i32> %1669, %1044
  %1671 = bitcast <8 x i32> %1670 to <8 x float>
  %1672 = fcmp oeq <8 x float> %1659, %51
  %1673 = select <8 x i1> %1672, <8 x float> %1671, <8 x float> %1668
  br label %1677

1674:                                             ; preds = %1658
  %1675 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1640, <8 x i1> %1556, <8 x float> zeroinitializer)
  %1676 = fadd <8 x float> %1659, %1675
  br label %1677

1677:                                             ; preds = %1674, %1667, %1660
  %1678 = phi <8 x float> [ %1676, %1674 ], [ %1673, %1667 ], [ %1666, %1660 ]
  switch i64 %1070, label %505 [
    i64 1, label %1693
    i64 2, label %1686
    i64 3, label %1679
    i64 0, label %1696
  ]

1679:                                             ; preds = %1677
  %1680 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1678)
  %1681 = bitcast <8 x float> %1678 to <8 x i32>
  %1682 = and <8 x i32> %1681, %1043
  %1683 = bitcast <8 x i32> %1682 to <8 x float>
  %1684 = fcmp oeq <8 x float> %1678, %48
  %1685 = select <8 x i1> %1684, <8 x float> %1683, <8 x float> %1680
  br label %1696

1686:                                             ; preds = %1677
  %1687 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1678)
  %1688 = bitcast <8 x float> %1678 to <8 x i32>
  %1689 = or <8 x i32> %1688, %1044
  %1690 = bitcast <8 x i32> %1689 to <8 x float>
  %1691 = fcmp oeq <8 x float> %1678, %51
  %1692 = select <8 x i1> %1691, <8 x float> %1690, <8 x float> %1687
  br label %1696

1693:                                             ; preds = %1677
  %1694 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1640, <8 x i1> %1556, <8 x float> zeroinitializer)
  %1695 = fadd <8 x float> %1678, %1694
  br label %1696

1696:                                             ; preds = %1679, %1686, %1693, %1677, %1658, %1638
  %1697 = phi <8 x float> [ %1678, %1677 ], [ %1639, %1638 ], [ %1659, %1658 ], [ %1695, %1693 ], [ %1692, %1686 ], [ %1685, %1679 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1697, ptr align 1 %1550, <8 x i1> %1556)
  %1698 = add i64 %1549, -8
  %1699 = tail call i64 @llvm.smin.i64(i64 %1698, i64 8)
  %1700 = trunc i64 %1699 to i32
  %1701 = insertelement <8 x i32> poison, i32 %1700, i64 0
  %1702 = shufflevector <8 x i32> %1701, <8 x i32> poison, <8 x i32> zeroinitializer
  %1703 = icmp sgt <8 x i32> %1702, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1704 = load <8 x float>, ptr %1071, align 32
  br i1 %1045, label %1710, label %1705

1705:                                             ; preds = %1696
  %1706 = load float, ptr %1107, align 1
  %1707 = insertelement <8 x float> poison, float %1706, i64 0
  %1708 = shufflevector <8 x float> %1707, <8 x float> poison, <8 x i32> zeroinitializer
  %1709 = fadd <8 x float> %1704, %1708
  br label %1710

1710:                                             ; preds = %1705, %1696
  %1711 = phi <8 x float> [ %1709, %1705 ], [ %1704, %1696 ]
  %1712 = getelementptr inbounds nuw i8, ptr %1550, i64 32
  %1713 = getelementptr inbounds nuw i8, ptr %1551, i64 32
  %1714 = select i1 %1121, ptr null, ptr %1713
  switch i64 %1066, label %505 [
    i64 1, label %1729
    i64 2, label %1722
    i64 3, label %1715
    i64 0, label %1770
  ]

1715:                                             ; preds = %1710
  %1716 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1711)
  %1717 = bitcast <8 x float> %1711 to <8 x i32>
  %1718 = and <8 x i32> %1717, %1043
  %1719 = bitcast <8 x i32> %1718 to <8 x float>
  %1720 = fcmp oeq <8 x float> %1711, %48
  %1721 = select <8 x i1> %1720, <8 x float> %1719, <8 x float> %1716
  br label %1732

1722:                                             ; preds = %1710
  %1723 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1711)
  %1724 = bitcast <8 x float> %1711 to <8 x i32>
  %1725 = or <8 x i32> %1724, %1044
  %1726 = bitcast <8 x i32> %1725 to <8 x float>
  %1727 = fcmp oeq <8 x float> %1711, %51
  %1728 = select <8 x i1> %1727, <8 x float> %1726, <8 x float> %1723
  br label %1732

1729:                                             ; preds = %1710
  %1730 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1714, <8 x i1> %1703, <8 x float> zeroinitializer)
  %1731 = fadd <8 x float> %1711, %1730
  br label %1732

1732:                                             ; preds = %1729, %1722, %1715
  %1733 = phi <8 x float> [ %1731, %1729 ], [ %1728, %1722 ], [ %1721, %1715 ]
  switch i64 %1073, label %505 [
    i64 1, label %1748
    i64 2, label %1741
    i64 3, label %1734
    i64 0, label %1770
  ]

1734:                                             ; preds = %1732
  %1735 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1733)
  %1736 = bitcast <8 x float> %1733 to <8 x i32>
  %1737 = and <8 x i32> %1736, %1043
  %1738 = bitcast <8 x i32> %1737 to <8 x float>
  %1739 = fcmp oeq <8 x float> %1733, %48
  %1740 = select <8 x i1> %1739, <8 x float> %1738, <8 x float> %1735
  br label %1751

1741:                                             ; preds = %1732
  %1742 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1733)
  %1743 = bitcast <8 x float> %1733 to <8 x i32>
  %1744 = or <8 x i32> %1743, %1044
  %1745 = bitcast <8 x i32> %1744 to <8 x float>
  %1746 = fcmp oeq <8 x float> %1733, %51
  %1747 = select <8 x i1> %1746, <8 x float> %1745, <8 x float> %1742
  br label %1751

1748:                                             ; preds = %1732
  %1749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1714, <8 x i1> %1703, <8 x float> zeroinitializer)
  %1750 = fadd <8 x float> %1733, %1749
  br label %1751

1751:                                             ; preds = %1748, %1741, %1734
  %1752 = phi <8 x float> [ %1750, %1748 ], [ %1747, %1741 ], [ %1740, %1734 ]
  switch i64 %1075, label %505 [
    i64 1, label %1767
    i64 2, label %1760
    i64 3, label %1753
    i64 0, label %1770
  ]

1753:                                             ; preds = %1751
  %1754 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1752)
  %1755 = bitcast <8 x float> %1752 to <8 x i32>
  %1756 = and <8 x i32> %1755, %1043
  %1757 = bitcast <8 x i32> %1756 to <8 x float>
  %1758 = fcmp oeq <8 x float> %1752, %48
  %1759 = select <8 x i1> %1758, <8 x float> %1757, <8 x float> %1754
  br label %1770

1760:                                             ; preds = %1751
  %1761 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1752)
  %1762 = bitcast <8 x float> %1752 to <8 x i32>
  %1763 = or <8 x i32> %1762, %1044
  %1764 = bitcast <8 x i32> %1763 to <8 x float>
  %1765 = fcmp oeq <8 x float> %1752, %51
  %1766 = select <8 x i1> %1765, <8 x float> %1764, <8 x float> %1761
  br label %1770

1767:                                             ; preds = %1751
  %1768 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1714, <8 x i1> %1703, <8 x float> zeroinitializer)
  %1769 = fadd <8 x float> %1752, %1768
  br label %1770

1770:                                             ; preds = %1753, %1760, %1767, %1751, %1732, %1710
  %1771 = phi <8 x float> [ %1752, %1751 ], [ %1711, %1710 ], [ %1733, %1732 ], [ %1769, %1767 ], [ %1766, %1760 ], [ %1759, %1753 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1771, ptr nonnull align 1 %1712, <8 x i1> %1703)
  %1772 = add i64 %1549, -16
  %1773 = tail call i64 @llvm.smin.i64(i64 %1772, i64 8)
  %1774 = trunc i64 %1773 to i32
  %1775 = insertelement <8 x i32> poison, i32 %1774, i64 0
  %1776 = shufflevector <8 x i32> %1775, <8 x i32> poison, <8 x i32> zeroinitializer
  %1777 = icmp sgt <8 x i32> %1776, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1778 = load <8 x float>, ptr %1076, align 32
  br i1 %1045, label %1784, label %1779

1779:                                             ; preds = %1770
  %1780 = load float, ptr %1107, align 1
  %1781 = insertelement <8 x float> poison, float %1780, i64 0
  %1782 = shufflevector <8 x float> %1781, <8 x float> poison, <8 x i32> zeroinitializer
  %1783 = fadd <8 x float> %1778, %1782
  br label %1784

1784:                                             ; preds = %1779, %1770
  %1785 = phi <8 x float> [ %1783, %1779 ], [ %1778, %1770 ]
  %1786 = getelementptr inbounds nuw i8, ptr %1550, i64 64
  %1787 = getelementptr inbounds nuw i8, ptr %1551, i64 64
  %1788 = select i1 %1121, ptr null, ptr %1787
  switch i64 %1066, label %505 [
    i64 1, label %1803
    i64 2, label %1796
    i64 3, label %1789
    i64 0, label %1844
  ]

1789:                                             ; preds = %1784
  %1790 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1785)
  %1791 = bitcast <8 x float> %1785 to <8 x i32>
  %1792 = and <8 x i32> %1791, %1043
  %1793 = bitcast <8 x i32> %1792 to <8 x float>
  %1794 = fcmp oeq <8 x float> %1785, %48
  %1795 = select <8 x i1> %1794, <8 x float> %1793, <8 x float> %1790
  br label %1806

1796:                                             ; preds = %1784
  %1797 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1785)
  %1798 = bitcast <8 x float> %1785 to <8 x i32>
  %1799 = or <8 x i32> %1798, %1044
  %1800 = bitcast <8 x i32> %1799 to <8 x float>
  %1801 = fcmp oeq <8 x float> %1785, %51
  %1802 = select <8 x i1> %1801, <8 x float> %1800, <8 x float> %1797
  br label %1806

1803:                                             ; preds = %1784
  %1804 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1788, <8 x i1> %1777, <8 x float> zeroinitializer)
  %1805 = fadd <8 x float> %1785, %1804
  br label %1806

1806:                                             ; preds = %1803, %1796, %1789
  %1807 = phi <8 x float> [ %1805, %1803 ], [ %1802, %1796 ], [ %1795, %1789 ]
  switch i64 %1078, label %505 [
    i64 1, label %1822
    i64 2, label %1815
    i64 3, label %1808
    i64 0, label %1844
  ]

1808:                                             ; preds = %1806
  %1809 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1807)
  %1810 = bitcast <8 x float> %1807 to <8 x i32>
  %1811 = and <8 x i32> %1810, %1043
  %1812 = bitcast <8 x i32> %1811 to <8 x float>
  %1813 = fcmp oeq <8 x float> %1807, %48
  %1814 = select <8 x i1> %1813, <8 x float> %1812, <8 x float> %1809
  br label %1825

1815:                                             ; preds = %1806
  %1816 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1807)
  %1817 = bitcast <8 x float> %1807 to <8 x i32>
  %1818 = or <8 x i32> %1817, %1044
  %1819 = bitcast <8 x i32> %1818 to <8 x float>
  %1820 = fcmp oeq <8 x float> %1807, %51
  %1821 = select <8 x i1> %1820, <8 x float> %1819, <8 x float> %1816
  br label %1825

1822:                                             ; preds = %1806
  %1823 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1788, <8 x i1> %1777, <8 x float> zeroinitializer)
  %1824 = fadd <8 x float> %1807, %1823
  br label %1825

1825:                                             ; preds = %1822, %1815, %1808
  %1826 = phi <8 x float> [ %1824, %1822 ], [ %1821, %1815 ], [ %1814, %1808 ]
  switch i64 %1080, label %505 [
    i64 1, label %1841
    i64 2, label %1834
    i64 3, label %1827
    i64 0, label %1844
  ]

1827:                                             ; preds = %1825
  %1828 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1826)
  %1829 = bitcast <8 x float> %1826 to <8 x i32>
  %1830 = and <8 x i32> %1829, %1043
  %1831 = bitcast <8 x i32> %1830 to <8 x float>
  %1832 = fcmp oeq <8 x float> %1826, %48
  %1833 = select <8 x i1> %1832, <8 x float> %1831, <8 x float> %1828
  br label %1844

1834:                                             ; preds = %1825
  %1835 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1826)
  %1836 = bitcast <8 x float> %1826 to <8 x i32>
  %1837 = or <8 x i32> %1836, %1044
  %1838 = bitcast <8 x i32> %1837 to <8 x float>
  %1839 = fcmp oeq <8 x float> %1826, %51
  %1840 = select <8 x i1> %1839, <8 x float> %1838, <8 x float> %1835
  br label %1844

1841:                                             ; preds = %1825
  %1842 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1788, <8 x i1> %1777, <8 x float> zeroinitializer)
  %1843 = fadd <8 x float> %1826, %1842
  br label %1844

1844:                                             ; preds = %1827, %1834, %1841, %1825, %1806, %1784
  %1845 = phi <8 x float> [ %1826, %1825 ], [ %1785, %1784 ], [ %1807, %1806 ], [ %1843, %1841 ], [ %1840, %1834 ], [ %1833, %1827 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1845, ptr nonnull align 1 %1786, <8 x i1> %1777)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %2222

1846:                                             ; preds = %1125
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %35, i8 0, i64 128, i1 false)
  br i1 %1041, label %1859, label %1849

1847:                                             ; preds = %1872
  %1848 = load <8 x float>, ptr %35, align 32
  br label %1849

1849:                                             ; preds = %1847, %1846
  %1850 = phi <8 x float> [ %1848, %1847 ], [ zeroinitializer, %1846 ]
  %1851 = add i64 %1126, %9
  %1852 = getelementptr inbounds nuw float, ptr %1113, i64 %1127
  %1853 = getelementptr inbounds nuw float, ptr %1117, i64 %1127
  %1854 = tail call i64 @llvm.smin.i64(i64 %1851, i64 8)
  %1855 = trunc i64 %1854 to i32
  %1856 = insertelement <8 x i32> poison, i32 %1855, i64 0
  %1857 = shufflevector <8 x i32> %1856, <8 x i32> poison, <8 x i32> zeroinitializer
  %1858 = icmp sgt <8 x i32> %1857, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1045, label %1940, label %1935

1859:                                             ; preds = %1846, %1872
  %1860 = phi i64 [ %1873, %1872 ], [ 0, %1846 ]
  %1861 = mul nsw i64 %1860, %14
  %1862 = add i64 %1120, %1861
  %1863 = icmp sgt i64 %1862, -1
  %1864 = icmp slt i64 %1862, %6
  %1865 = and i1 %1863, %1864
  %1866 = select i1 %1865, i64 %1862, i64 0
  %1867 = mul nsw i64 %1866, %7
  %1868 = getelementptr inbounds float, ptr %1104, i64 %1867
  br i1 %1042, label %1869, label %1872

1869:                                             ; preds = %1859
  %1870 = mul nuw nsw i64 %1860, %11
  %1871 = getelementptr inbounds nuw float, ptr %1106, i64 %1870
  br label %1875

1872:                                             ; preds = %1883, %1859
  %1873 = add nuw nsw i64 %1860, 1
  %1874 = icmp eq i64 %1873, %10
  br i1 %1874, label %1847, label %1859

1875:                                             ; preds = %1869, %1883
  %1876 = phi i64 [ 0, %1869 ], [ %1884, %1883 ]
  %1877 = getelementptr inbounds nuw float, ptr %1871, i64 %1876
  %1878 = load float, ptr %1877, align 1
  %1879 = insertelement <8 x float> poison, float %1878, i64 0
  %1880 = shufflevector <8 x float> %1879, <8 x float> poison, <8 x i32> zeroinitializer
  %1881 = mul nsw i64 %1876, %15
  %1882 = sub i64 %1881, %17
  br label %1886

1883:                                             ; preds = %1886
  %1884 = add nuw nsw i64 %1876, 1
  %1885 = icmp eq i64 %1884, %11
  br i1 %1885, label %1872, label %1875

1886:                                             ; preds = %1875, %1886
  %1887 = phi i64 [ 0, %1875 ], [ %1933, %1886 ]
  %1888 = shl nuw nsw i64 %1887, 3
  %1889 = or disjoint i64 %1127, %1888
  %1890 = sub nsw i64 %9, %1889
  %1891 = shl nuw nsw i64 %1889, 1
  %1892 = add i64 %1882, %1891
  %1893 = icmp slt i64 %1892, 0
  %1894 = sub nsw i64 0, %1892
  %1895 = select i1 %1893, i64 %1894, i64 0
  %1896 = sub nsw i64 %7, %1892
  %1897 = shl nsw i64 %1890, 1
  %1898 = add nsw i64 %1897, -1
  %1899 = tail call i64 @llvm.smin.i64(i64 %1896, i64 %1898)
  %1900 = tail call i64 @llvm.smin.i64(i64 %1899, i64 16)
  %1901 = icmp sgt i64 %1900, %1895
  %1902 = select i1 %1865, i1 %1901, i1 false
  %1903 = select i1 %1902, i64 %1895, i64 0
  %1904 = select i1 %1902, i64 %1900, i64 0
  %1905 = getelementptr inbounds float, ptr %1868, i64 %1892
  %1906 = trunc i64 %1903 to i32
  %1907 = icmp sgt i64 %1904, %1903
  %1908 = trunc i64 %1904 to i32
  %1909 = select i1 %1907, i32 %1908, i32 0
  %1910 = insertelement <8 x i32> poison, i32 %1906, i64 0
  %1911 = shufflevector <8 x i32> %1910, <8 x i32> poison, <8 x i32> zeroinitializer
  %1912 = icmp slt <8 x i32> %1911, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1913 = insertelement <8 x i32> poison, i32 %1909, i64 0
  %1914 = shufflevector <8 x i32> %1913, <8 x i32> poison, <8 x i32> zeroinitializer
  %1915 = icmp sgt <8 x i32> %1914, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1916 = and <8 x i1> %1912, %1915
  %1917 = add nsw i32 %1906, -8
  %1918 = insertelement <8 x i32> poison, i32 %1917, i64 0
  %1919 = shufflevector <8 x i32> %1918, <8 x i32> poison, <8 x i32> zeroinitializer
  %1920 = icmp slt <8 x i32> %1919, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1921 = add nsw i32 %1909, -8
  %1922 = insertelement <8 x i32> poison, i32 %1921, i64 0
  %1923 = shufflevector <8 x i32> %1922, <8 x i32> poison, <8 x i32> zeroinitializer
  %1924 = icmp sgt <8 x i32> %1923, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1925 = and <8 x i1> %1920, %1924
  %1926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1905, <8 x i1> %1916, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1927 = getelementptr inbounds nuw i8, ptr %1905, i64 32
  %1928 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1927, <8 x i1> %1925, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1929 = shufflevector <8 x float> %1926, <8 x float> %1928, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1930 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %1887
  %1931 = load <8 x float>, ptr %1930, align 32
  %1932 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1929, <8 x float> %1880, <8 x float> %1931)
  store <8 x float> %1932, ptr %1930, align 32
  %1933 = add nuw nsw i64 %1887, 1
  %1934 = icmp eq i64 %1933, 4
  br i1 %1934, label %1883, label %1886

1935:                                             ; preds = %1849
  %1936 = load float, ptr %1107, align 1
  %1937 = insertelement <8 x float> poison, float %1936, i64 0
  %1938 = shufflevector <8 x float> %1937, <8 x float> poison, <8 x i32> zeroinitializer
  %1939 = fadd <8 x float> %1850, %1938
  br label %1940

1940:                                             ; preds = %1935, %1849
  %1941 = phi <8 x float> [ %1939, %1935 ], [ %1850, %1849 ]
  %1942 = select i1 %1121, ptr null, ptr %1853
  switch i64 %1046, label %505 [
    i64 1, label %1943
    i64 2, label %1946
    i64 3, label %1953
    i64 0, label %1998
  ]

1943:                                             ; preds = %1940
  %1944 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1942, <8 x i1> %1858, <8 x float> zeroinitializer)
  %1945 = fadd <8 x float> %1941, %1944
  br label %1960

1946:                                             ; preds = %1940
  %1947 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1941)
  %1948 = bitcast <8 x float> %1941 to <8 x i32>
  %1949 = or <8 x i32> %1948, %1044
  %1950 = bitcast <8 x i32> %1949 to <8 x float>
  %1951 = fcmp oeq <8 x float> %1941, %51
  %1952 = select <8 x i1> %1951, <8 x float> %1950, <8 x float> %1947
  br label %1960

1953:                                             ; preds = %1940
  %1954 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1941)
  %1955 = bitcast <8 x float> %1941 to <8 x i32>
  %1956 = and <8 x i32> %1955, %1043
  %1957 = bitcast <8 x i32> %1956 to <8 x float>
  %1958 = fcmp oeq <8 x float> %1941, %48
  %1959 = select <8 x i1> %1958, <8 x float> %1957, <8 x float> %1954
  br label %1960

1960:                                             ; preds = %1953, %1946, %1943
  %1961 = phi <8 x float> [ %1945, %1943 ], [ %1952, %1946 ], [ %1959, %1953 ]
  switch i64 %1048, label %505 [
    i64 1, label %1976
    i64 2, label %1969
    i64 3, label %1962
    i64 0, label %1998
  ]

1962:                                             ; preds = %1960
  %1963 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1961)
  %1964 = bitcast <8 x float> %1961 to <8 x i32>
  %1965 = and <8 x i32> %1964, %1043
  %1966 = bitcast <8 x i32> %1965 to <8 x float>
  %1967 = fcmp oeq <8 x float> %1961, %48
  %1968 = select <8 x i1> %1967, <8 x float> %1966, <8 x float> %1963
  br label %1979

1969:                                             ; preds = %1960
  %1970 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1961)
  %1971 = bitcast <8 x float> %1961 to <8 x i32>
  %1972 = or <8 x i32> %1971, %1044
  %1973 = bitcast <8 x i32> %1972 to <8 x float>
  %1974 = fcmp oeq <8 x float> %1961, %51
  %1975 = select <8 x i1> %1974, <8 x float> %1973, <8 x float> %1970
  br label %1979

1976:                                             ; preds = %1960
  %1977 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1942, <8 x i1> %1858, <8 x float> zeroinitializer)
  %1978 = fadd <8 x float> %1961, %1977
  br label %1979

1979:                                             ; preds = %1976, %1969, %1962
  %1980 = phi <8 x float> [ %1978, %1976 ], [ %1975, %1969 ], [ %1968, %1962 ]
  switch i64 %1050, label %505 [
    i64 1, label %1995
    i64 2, label %1988
    i64 3, label %1981
    i64 0, label %1998
  ]

1981:                                             ; preds = %1979
  %1982 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %1980)
  %1983 = bitcast <8 x float> %1980 to <8 x i32>
  %1984 = and <8 x i32> %1983, %1043
  %1985 = bitcast <8 x i32> %1984 to <8 x float>
  %1986 = fcmp oeq <8 x float> %1980, %48
  %1987 = select <8 x i1> %1986, <8 x float> %1985, <8 x float> %1982
  br label %1998

1988:                                             ; preds = %1979
  %1989 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %1980)
  %1990 = bitcast <8 x float> %1980 to <8 x i32>
  %1991 = or <8 x i32> %1990, %1044
  %1992 = bitcast <8 x i32> %1991 to <8 x float>
  %1993 = fcmp oeq <8 x float> %1980, %51
  %1994 = select <8 x i1> %1993, <8 x float> %1992, <8 x float> %1989
  br label %1998

1995:                                             ; preds = %1979
  %1996 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1942, <8 x i1> %1858, <8 x float> zeroinitializer)
  %1997 = fadd <8 x float> %1980, %1996
  br label %1998

1998:                                             ; preds = %1981, %1988, %1995, %1979, %1960, %1940
  %1999 = phi <8 x float> [ %1980, %1979 ], [ %1941, %1940 ], [ %1961, %1960 ], [ %1997, %1995 ], [ %1994, %1988 ], [ %1987, %1981 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1999, ptr align 1 %1852, <8 x i1> %1858)
  %2000 = add i64 %1851, -8
  %2001 = tail call i64 @llvm.smin.i64(i64 %2000, i64 8)
  %2002 = trunc i64 %2001 to i32
  %2003 = insertelement <8 x i32> poison, i32 %2002, i64 0
  %2004 = shufflevector <8 x i32> %2003, <8 x i32> poison, <8 x i32> zeroinitializer
  %2005 = icmp sgt <8 x i32> %2004, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2006 = load <8 x float>, ptr %1051, align 32
  br i1 %1045, label %2012, label %2007

2007:                                             ; preds = %1998
  %2008 = load float, ptr %1107, align 1
  %2009 = insertelement <8 x float> poison, float %2008, i64 0
  %2010 = shufflevector <8 x float> %2009, <8 x float> poison, <8 x i32> zeroinitializer
  %2011 = fadd <8 x float> %2006, %2010
  br label %2012

2012:                                             ; preds = %2007, %1998
  %2013 = phi <8 x float> [ %2011, %2007 ], [ %2006, %1998 ]
  %2014 = getelementptr inbounds nuw i8, ptr %1852, i64 32
  %2015 = getelementptr inbounds nuw i8, ptr %1853, i64 32
  %2016 = select i1 %1121, ptr null, ptr %2015
  switch i64 %1046, label %505 [
    i64 1, label %2031
    i64 2, label %2024
    i64 3, label %2017
    i64 0, label %2072
  ]

2017:                                             ; preds = %2012
  %2018 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2013)
  %2019 = bitcast <8 x float> %2013 to <8 x i32>
  %2020 = and <8 x i32> %2019, %1043
  %2021 = bitcast <8 x i32> %2020 to <8 x float>
  %2022 = fcmp oeq <8 x float> %2013, %48
  %2023 = select <8 x i1> %2022, <8 x float> %2021, <8 x float> %2018
  br label %2034

2024:                                             ; preds = %2012
  %2025 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2013)
  %2026 = bitcast <8 x float> %2013 to <8 x i32>
  %2027 = or <8 x i32> %2026, %1044
  %2028 = bitcast <8 x i32> %2027 to <8 x float>
  %2029 = fcmp oeq <8 x float> %2013, %51
  %2030 = select <8 x i1> %2029, <8 x float> %2028, <8 x float> %2025
  br label %2034

2031:                                             ; preds = %2012
  %2032 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2016, <8 x i1> %2005, <8 x float> zeroinitializer)
  %2033 = fadd <8 x float> %2013, %2032
  br label %2034

2034:                                             ; preds = %2031, %2024, %2017
  %2035 = phi <8 x float> [ %2033, %2031 ], [ %2030, %2024 ], [ %2023, %2017 ]
  switch i64 %1053, label %505 [
    i64 1, label %2050
    i64 2, label %2043
    i64 3, label %2036
    i64 0, label %2072
  ]

2036:                                             ; preds = %2034
  %2037 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2035)
  %2038 = bitcast <8 x float> %2035 to <8 x i32>
  %2039 = and <8 x i32> %2038, %1043
  %2040 = bitcast <8 x i32> %2039 to <8 x float>
  %2041 = fcmp oeq <8 x float> %2035, %48
  %2042 = select <8 x i1> %2041, <8 x float> %2040, <8 x float> %2037
  br label %2053

2043:                                             ; preds = %2034
  %2044 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2035)
  %2045 = bitcast <8 x float> %2035 to <8 x i32>
  %2046 = or <8 x i32> %2045, %1044
  %2047 = bitcast <8 x i32> %2046 to <8 x float>
  %2048 = fcmp oeq <8 x float> %2035, %51
  %2049 = select <8 x i1> %2048, <8 x float> %2047, <8 x float> %2044
  br label %2053

2050:                                             ; preds = %2034
  %2051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2016, <8 x i1> %2005, <8 x float> zeroinitializer)
  %2052 = fadd <8 x float> %2035, %2051
  br label %2053

2053:                                             ; preds = %2050, %2043, %2036
  %2054 = phi <8 x float> [ %2052, %2050 ], [ %2049, %2043 ], [ %2042, %2036 ]
  switch i64 %1055, label %505 [
    i64 1, label %2069
    i64 2, label %2062
    i64 3, label %2055
    i64 0, label %2072
  ]

2055:                                             ; preds = %2053
  %2056 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2054)
  %2057 = bitcast <8 x float> %2054 to <8 x i32>
  %2058 = and <8 x i32> %2057, %1043
  %2059 = bitcast <8 x i32> %2058 to <8 x float>
  %2060 = fcmp oeq <8 x float> %2054, %48
  %2061 = select <8 x i1> %2060, <8 x float> %2059, <8 x float> %2056
  br label %2072

2062:                                             ; preds = %2053
  %2063 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2054)
  %2064 = bitcast <8 x float> %2054 to <8 x i32>
  %2065 = or <8 x i32> %2064, %1044
  %2066 = bitcast <8 x i32> %2065 to <8 x float>
  %2067 = fcmp oeq <8 x float> %2054, %51
  %2068 = select <8 x i1> %2067, <8 x float> %2066, <8 x float> %2063
  br label %2072

2069:                                             ; preds = %2053
  %2070 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2016, <8 x i1> %2005, <8 x float> zeroinitializer)
  %2071 = fadd <8 x float> %2054, %2070
  br label %2072

2072:                                             ; preds = %2055, %2062, %2069, %2053, %2034, %2012
  %2073 = phi <8 x float> [ %2054, %2053 ], [ %2013, %2012 ], [ %2035, %2034 ], [ %2071, %2069 ], [ %2068, %2062 ], [ %2061, %2055 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2073, ptr nonnull align 1 %2014, <8 x i1> %2005)
  %2074 = add i64 %1851, -16
  %2075 = tail call i64 @llvm.smin.i64(i64 %2074, i64 8)
  %2076 = trunc i64 %2075 to i32
  %2077 = insertelement <8 x i32> poison, i32 %2076, i64 0
  %2078 = shufflevector <8 x i32> %2077, <8 x i32> poison, <8 x i32> zeroinitializer
  %2079 = icmp sgt <8 x i32> %2078, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2080 = load <8 x float>, ptr %1056, align 32
  br i1 %1045, label %2086, label %2081

2081:                                             ; preds = %2072
  %2082 = load float, ptr %1107, align 1
  %2083 = insertelement <8 x float> poison, float %2082, i64 0
  %2084 = shufflevector <8 x float> %2083, <8 x float> poison, <8 x i32> zeroinitializer
  %2085 = fadd <8 x float> %2080, %2084
  br label %2086

2086:                                             ; preds = %2081, %2072
  %2087 = phi <8 x float> [ %2085, %2081 ], [ %2080, %2072 ]
  %2088 = getelementptr inbounds nuw i8, ptr %1852, i64 64
  %2089 = getelementptr inbounds nuw i8, ptr %1853, i64 64
  %2090 = select i1 %1121, ptr null, ptr %2089
  switch i64 %1046, label %505 [
    i64 1, label %2105
    i64 2, label %2098
    i64 3, label %2091
    i64 0, label %2146
  ]

2091:                                             ; preds = %2086
  %2092 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2087)
  %2093 = bitcast <8 x float> %2087 to <8 x i32>
  %2094 = and <8 x i32> %2093, %1043
  %2095 = bitcast <8 x i32> %2094 to <8 x float>
  %2096 = fcmp oeq <8 x float> %2087, %48
  %2097 = select <8 x i1> %2096, <8 x float> %2095, <8 x float> %2092
  br label %2108

2098:                                             ; preds = %2086
  %2099 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2087)
  %2100 = bitcast <8 x float> %2087 to <8 x i32>
  %2101 = or <8 x i32> %2100, %1044
  %2102 = bitcast <8 x i32> %2101 to <8 x float>
  %2103 = fcmp oeq <8 x float> %2087, %51
  %2104 = select <8 x i1> %2103, <8 x float> %2102, <8 x float> %2099
  br label %2108

2105:                                             ; preds = %2086
  %2106 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2090, <8 x i1> %2079, <8 x float> zeroinitializer)
  %2107 = fadd <8 x float> %2087, %2106
  br label %2108

2108:                                             ; preds = %2105, %2098, %2091
  %2109 = phi <8 x float> [ %2107, %2105 ], [ %2104, %2098 ], [ %2097, %2091 ]
  switch i64 %1058, label %505 [
    i64 1, label %2124
    i64 2, label %2117
    i64 3, label %2110
    i64 0, label %2146
  ]

2110:                                             ; preds = %2108
  %2111 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2109)
  %2112 = bitcast <8 x float> %2109 to <8 x i32>
  %2113 = and <8 x i32> %2112, %1043
  %2114 = bitcast <8 x i32> %2113 to <8 x float>
  %2115 = fcmp oeq <8 x float> %2109, %48
  %2116 = select <8 x i1> %2115, <8 x float> %2114, <8 x float> %2111
  br label %2127

2117:                                             ; preds = %2108
  %2118 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2109)
  %2119 = bitcast <8 x float> %2109 to <8 x i32>
  %2120 = or <8 x i32> %2119, %1044
  %2121 = bitcast <8 x i32> %2120 to <8 x float>
  %2122 = fcmp oeq <8 x float> %2109, %51
  %2123 = select <8 x i1> %2122, <8 x float> %2121, <8 x float> %2118
  br label %2127

2124:                                             ; preds = %2108
  %2125 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2090, <8 x i1> %2079, <8 x float> zeroinitializer)
  %2126 = fadd <8 x float> %2109, %2125
  br label %2127

2127:                                             ; preds = %2124, %2117, %2110
  %2128 = phi <8 x float> [ %2126, %2124 ], [ %2123, %2117 ], [ %2116, %2110 ]
  switch i64 %1060, label %505 [
    i64 1, label %2143
    i64 2, label %2136
    i64 3, label %2129
    i64 0, label %2146
  ]

2129:                                             ; preds = %2127
  %2130 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2128)
  %2131 = bitcast <8 x float> %2128 to <8 x i32>
  %2132 = and <8 x i32> %2131, %1043
  %2133 = bitcast <8 x i32> %2132 to <8 x float>
  %2134 = fcmp oeq <8 x float> %2128, %48
  %2135 = select <8 x i1> %2134, <8 x float> %2133, <8 x float> %2130
  br label %2146

2136:                                             ; preds = %2127
  %2137 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2128)
  %2138 = bitcast <8 x float> %2128 to <8 x i32>
  %2139 = or <8 x i32> %2138, %1044
  %2140 = bitcast <8 x i32> %2139 to <8 x float>
  %2141 = fcmp oeq <8 x float> %2128, %51
  %2142 = select <8 x i1> %2141, <8 x float> %2140, <8 x float> %2137
  br label %2146

2143:                                             ; preds = %2127
  %2144 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2090, <8 x i1> %2079, <8 x float> zeroinitializer)
  %2145 = fadd <8 x float> %2128, %2144
  br label %2146

2146:                                             ; preds = %2129, %2136, %2143, %2127, %2108, %2086
  %2147 = phi <8 x float> [ %2128, %2127 ], [ %2087, %2086 ], [ %2109, %2108 ], [ %2145, %2143 ], [ %2142, %2136 ], [ %2135, %2129 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2147, ptr nonnull align 1 %2088, <8 x i1> %2079)
  %2148 = add i64 %1851, -24
  %2149 = tail call i64 @llvm.smin.i64(i64 %2148, i64 8)
  %2150 = trunc i64 %2149 to i32
  %2151 = insertelement <8 x i32> poison, i32 %2150, i64 0
  %2152 = shufflevector <8 x i32> %2151, <8 x i32> poison, <8 x i32> zeroinitializer
  %2153 = icmp sgt <8 x i32> %2152, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2154 = load <8 x float>, ptr %1061, align 32
  br i1 %1045, label %2160, label %2155

2155:                                             ; preds = %2146
  %2156 = load float, ptr %1107, align 1
  %2157 = insertelement <8 x float> poison, float %2156, i64 0
  %2158 = shufflevector <8 x float> %2157, <8 x float> poison, <8 x i32> zeroinitializer
  %2159 = fadd <8 x float> %2154, %2158
  br label %2160

2160:                                             ; preds = %2155, %2146
  %2161 = phi <8 x float> [ %2159, %2155 ], [ %2154, %2146 ]
  %2162 = getelementptr inbounds nuw i8, ptr %1852, i64 96
  %2163 = getelementptr inbounds nuw i8, ptr %1853, i64 96
  %2164 = select i1 %1121, ptr null, ptr %2163
  switch i64 %1046, label %505 [
    i64 1, label %2179
    i64 2, label %2172
    i64 3, label %2165
    i64 0, label %2220
  ]

2165:                                             ; preds = %2160
  %2166 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2161)
  %2167 = bitcast <8 x float> %2161 to <8 x i32>
  %2168 = and <8 x i32> %2167, %1043
  %2169 = bitcast <8 x i32> %2168 to <8 x float>
  %2170 = fcmp oeq <8 x float> %2161, %48
  %2171 = select <8 x i1> %2170, <8 x float> %2169, <8 x float> %2166
  br label %2182

2172:                                             ; preds = %2160
  %2173 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2161)
  %2174 = bitcast <8 x float> %2161 to <8 x i32>
  %2175 = or <8 x i32> %2174, %1044
  %2176 = bitcast <8 x i32> %2175 to <8 x float>
  %2177 = fcmp oeq <8 x float> %2161, %51
  %2178 = select <8 x i1> %2177, <8 x float> %2176, <8 x float> %2173
  br label %2182

2179:                                             ; preds = %2160
  %2180 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2164, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2181 = fadd <8 x float> %2161, %2180
  br label %2182

2182:                                             ; preds = %2179, %2172, %2165
  %2183 = phi <8 x float> [ %2181, %2179 ], [ %2178, %2172 ], [ %2171, %2165 ]
  switch i64 %1063, label %505 [
    i64 1, label %2198
    i64 2, label %2191
    i64 3, label %2184
    i64 0, label %2220
  ]

2184:                                             ; preds = %2182
  %2185 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2183)
  %2186 = bitcast <8 x float> %2183 to <8 x i32>
  %2187 = and <8 x i32> %2186, %1043
  %2188 = bitcast <8 x i32> %2187 to <8 x float>
  %2189 = fcmp oeq <8 x float> %2183, %48
  %2190 = select <8 x i1> %2189, <8 x float> %2188, <8 x float> %2185
  br label %2201

2191:                                             ; preds = %2182
  %2192 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2183)
  %2193 = bitcast <8 x float> %2183 to <8 x i32>
  %2194 = or <8 x i32> %2193, %1044
  %2195 = bitcast <8 x i32> %2194 to <8 x float>
  %2196 = fcmp oeq <8 x float> %2183, %51
  %2197 = select <8 x i1> %2196, <8 x float> %2195, <8 x float> %2192
  br label %2201

2198:                                             ; preds = %2182
  %2199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2164, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2200 = fadd <8 x float> %2183, %2199
  br label %2201

2201:                                             ; preds = %2198, %2191, %2184
  %2202 = phi <8 x float> [ %2200, %2198 ], [ %2197, %2191 ], [ %2190, %2184 ]
  switch i64 %1065, label %505 [
    i64 1, label %2217
    i64 2, label %2210
    i64 3, label %2203
    i64 0, label %2220
  ]

2203:                                             ; preds = %2201
  %2204 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2202)
  %2205 = bitcast <8 x float> %2202 to <8 x i32>
  %2206 = and <8 x i32> %2205, %1043
  %2207 = bitcast <8 x i32> %2206 to <8 x float>
  %2208 = fcmp oeq <8 x float> %2202, %48
  %2209 = select <8 x i1> %2208, <8 x float> %2207, <8 x float> %2204
  br label %2220

2210:                                             ; preds = %2201
  %2211 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2202)
  %2212 = bitcast <8 x float> %2202 to <8 x i32>
  %2213 = or <8 x i32> %2212, %1044
  %2214 = bitcast <8 x i32> %2213 to <8 x float>
  %2215 = fcmp oeq <8 x float> %2202, %51
  %2216 = select <8 x i1> %2215, <8 x float> %2214, <8 x float> %2211
  br label %2220

2217:                                             ; preds = %2201
  %2218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2164, <8 x i1> %2153, <8 x float> zeroinitializer)
  %2219 = fadd <8 x float> %2202, %2218
  br label %2220

2220:                                             ; preds = %2203, %2210, %2217, %2201, %2182, %2160
  %2221 = phi <8 x float> [ %2202, %2201 ], [ %2161, %2160 ], [ %2183, %2182 ], [ %2219, %2217 ], [ %2216, %2210 ], [ %2209, %2203 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2221, ptr nonnull align 1 %2162, <8 x i1> %2153)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2222

2222:                                             ; preds = %1125, %2220, %1844, %1542, %1277
  %2223 = add nuw nsw i64 %1127, 32
  %2224 = sub nuw nsw i64 -32, %1127
  %2225 = icmp slt i64 %2223, %9
  br i1 %2225, label %1125, label %1122

2226:                                             ; preds = %1031
  %2227 = add nsw i64 %9, 7
  %2228 = sdiv i64 %2227, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %2229 = icmp slt i64 %9, 129
  %2230 = icmp slt i64 %11, 8
  %2231 = and i1 %2229, %2230
  br i1 %2231, label %2232, label %2274

2232:                                             ; preds = %2226
  %2233 = icmp sgt i64 %9, 0
  br i1 %2233, label %2234, label %2274

2234:                                             ; preds = %2232
  %2235 = icmp sgt i64 %11, 0
  %2236 = tail call i64 @llvm.smax.i64(i64 %2228, i64 1)
  br label %2237

2237:                                             ; preds = %2234, %2245
  %2238 = phi i64 [ 0, %2234 ], [ %2246, %2245 ]
  br i1 %2235, label %2239, label %2245

2239:                                             ; preds = %2237
  %2240 = shl nsw i64 %2238, 3
  %2241 = sub nsw i64 %9, %2240
  %2242 = sub i64 %2240, %17
  %2243 = mul nuw nsw i64 %2238, %11
  %2244 = getelementptr <4 x i64>, ptr %38, i64 %2243
  br label %2248

2245:                                             ; preds = %2248, %2237
  %2246 = add nuw nsw i64 %2238, 1
  %2247 = icmp eq i64 %2246, %2236
  br i1 %2247, label %2274, label %2237

2248:                                             ; preds = %2239, %2248
  %2249 = phi i64 [ 0, %2239 ], [ %2272, %2248 ]
  %2250 = mul nsw i64 %2249, %15
  %2251 = add i64 %2242, %2250
  %2252 = icmp slt i64 %2251, 0
  %2253 = sub nsw i64 0, %2251
  %2254 = select i1 %2252, i64 %2253, i64 0
  %2255 = sub nsw i64 %7, %2251
  %2256 = tail call i64 @llvm.smin.i64(i64 %2255, i64 %2241)
  %2257 = tail call i64 @llvm.smin.i64(i64 %2256, i64 8)
  %2258 = icmp sgt i64 %2257, %2254
  %2259 = trunc i64 %2254 to i32
  %2260 = select i1 %2258, i32 %2259, i32 0
  %2261 = insertelement <8 x i32> poison, i32 %2260, i64 0
  %2262 = shufflevector <8 x i32> %2261, <8 x i32> poison, <8 x i32> zeroinitializer
  %2263 = icmp slt <8 x i32> %2262, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2264 = trunc i64 %2257 to i32
  %2265 = select i1 %2258, i32 %2264, i32 0
  %2266 = insertelement <8 x i32> poison, i32 %2265, i64 0
  %2267 = shufflevector <8 x i32> %2266, <8 x i32> poison, <8 x i32> zeroinitializer
  %2268 = icmp sgt <8 x i32> %2267, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2269 = and <8 x i1> %2268, %2263
  %2270 = sext <8 x i1> %2269 to <8 x i32>
  %2271 = getelementptr <4 x i64>, ptr %2244, i64 %2249
  store <8 x i32> %2270, ptr %2271, align 32
  %2272 = add nuw nsw i64 %2249, 1
  %2273 = icmp eq i64 %2272, %11
  br i1 %2273, label %2245, label %2248

2274:                                             ; preds = %2245, %2232, %2226
  %2275 = phi ptr [ null, %2226 ], [ %38, %2232 ], [ %38, %2245 ]
  %2276 = icmp slt i64 %1034, %4
  br i1 %2276, label %2277, label %2605

2277:                                             ; preds = %2274
  %2278 = mul i64 %7, %6
  %2279 = icmp eq i64 %21, 0
  %2280 = icmp eq i64 %22, 0
  %2281 = add i64 %9, -25
  %2282 = icmp ult i64 %2281, 8
  %2283 = icmp slt i64 %9, 17
  %2284 = select i1 %2283, i32 4, i32 1
  %2285 = select i1 %2282, i32 2, i32 %2284
  %2286 = zext nneg i32 %2285 to i64
  %2287 = icmp sgt i64 %9, 0
  %2288 = icmp sgt i64 %10, 0
  %2289 = icmp sgt i64 %11, 0
  %2290 = icmp eq ptr %2275, null
  %2291 = bitcast <8 x float> %48 to <8 x i32>
  %2292 = bitcast <8 x float> %51 to <8 x i32>
  %2293 = icmp sgt i64 %9, 7
  %2294 = trunc i64 %9 to i32
  %2295 = select i1 %2293, i32 8, i32 %2294
  %2296 = insertelement <8 x i32> poison, i32 %2295, i64 0
  %2297 = shufflevector <8 x i32> %2296, <8 x i32> poison, <8 x i32> zeroinitializer
  %2298 = icmp sgt <8 x i32> %2297, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2299 = and i64 %26, 3
  %2300 = lshr i64 %26, 2
  %2301 = and i64 %2300, 3
  %2302 = lshr i64 %26, 4
  %2303 = and i64 %2302, 3
  %2304 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %2305 = lshr i64 %26, 2
  %2306 = and i64 %2305, 3
  %2307 = lshr i64 %26, 4
  %2308 = and i64 %2307, 3
  %2309 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %2310 = lshr i64 %26, 2
  %2311 = and i64 %2310, 3
  %2312 = lshr i64 %26, 4
  %2313 = and i64 %2312, 3
  %2314 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %2315 = lshr i64 %26, 2
  %2316 = and i64 %2315, 3
  %2317 = lshr i64 %26, 4
  %2318 = and i64 %2317, 3
  %2319 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %2320 = lshr i64 %26, 2
  %2321 = and i64 %2320, 3
  %2322 = lshr i64 %26, 4
  %2323 = and i64 %2322, 3
  %2324 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %2325 = lshr i64 %26, 2
  %2326 = and i64 %2325, 3
  %2327 = lshr i64 %26, 4
  %2328 = and i64 %2327, 3
  %2329 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %2330 = lshr i64 %26, 2
  %2331 = and i64 %2330, 3
  %2332 = lshr i64 %26, 4
  %2333 = and i64 %2332, 3
  %2334 = getelementptr inbounds nuw i8, ptr %33, i64 224
  %2335 = lshr i64 %26, 2
  %2336 = and i64 %2335, 3
  %2337 = lshr i64 %26, 4
  %2338 = and i64 %2337, 3
  %2339 = and i64 %26, 3
  %2340 = lshr i64 %26, 2
  %2341 = and i64 %2340, 3
  %2342 = lshr i64 %26, 4
  %2343 = and i64 %2342, 3
  %2344 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %2345 = lshr i64 %26, 2
  %2346 = and i64 %2345, 3
  %2347 = lshr i64 %26, 4
  %2348 = and i64 %2347, 3
  %2349 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %2350 = lshr i64 %26, 2
  %2351 = and i64 %2350, 3
  %2352 = lshr i64 %26, 4
  %2353 = and i64 %2352, 3
  %2354 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %2355 = lshr i64 %26, 2
  %2356 = and i64 %2355, 3
  %2357 = lshr i64 %26, 4
  %2358 = and i64 %2357, 3
  %2359 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %2360 = lshr i64 %26, 2
  %2361 = and i64 %2360, 3
  %2362 = lshr i64 %26, 4
  %2363 = and i64 %2362, 3
  %2364 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %2365 = lshr i64 %26, 2
  %2366 = and i64 %2365, 3
  %2367 = lshr i64 %26, 4
  %2368 = and i64 %2367, 3
  %2369 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %2370 = lshr i64 %26, 2
  %2371 = and i64 %2370, 3
  %2372 = lshr i64 %26, 4
  %2373 = and i64 %2372, 3
  %2374 = and i64 %26, 3
  %2375 = lshr i64 %26, 2
  %2376 = and i64 %2375, 3
  %2377 = lshr i64 %26, 4
  %2378 = and i64 %2377, 3
  %2379 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %2380 = lshr i64 %26, 2
  %2381 = and i64 %2380, 3
  %2382 = lshr i64 %26, 4
  %2383 = and i64 %2382, 3
  %2384 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %2385 = lshr i64 %26, 2
  %2386 = and i64 %2385, 3
  %2387 = lshr i64 %26, 4
  %2388 = and i64 %2387, 3
  %2389 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %2390 = lshr i64 %26, 2
  %2391 = and i64 %2390, 3
  %2392 = lshr i64 %26, 4
  %2393 = and i64 %2392, 3
  %2394 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %2395 = lshr i64 %26, 2
  %2396 = and i64 %2395, 3
  %2397 = lshr i64 %26, 4
  %2398 = and i64 %2397, 3
  %2399 = getelementptr inbounds nuw i8, ptr %31, i64 160
  %2400 = lshr i64 %26, 2
  %2401 = and i64 %2400, 3
  %2402 = lshr i64 %26, 4
  %2403 = and i64 %2402, 3
  %2404 = and i64 %26, 3
  %2405 = lshr i64 %26, 2
  %2406 = and i64 %2405, 3
  %2407 = lshr i64 %26, 4
  %2408 = and i64 %2407, 3
  %2409 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %2410 = lshr i64 %26, 2
  %2411 = and i64 %2410, 3
  %2412 = lshr i64 %26, 4
  %2413 = and i64 %2412, 3
  %2414 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %2415 = lshr i64 %26, 2
  %2416 = and i64 %2415, 3
  %2417 = lshr i64 %26, 4
  %2418 = and i64 %2417, 3
  %2419 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %2420 = lshr i64 %26, 2
  %2421 = and i64 %2420, 3
  %2422 = lshr i64 %26, 4
  %2423 = and i64 %2422, 3
  %2424 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %2425 = lshr i64 %26, 2
  %2426 = and i64 %2425, 3
  %2427 = lshr i64 %26, 4
  %2428 = and i64 %2427, 3
  %2429 = and i64 %26, 3
  %2430 = lshr i64 %26, 2
  %2431 = and i64 %2430, 3
  %2432 = lshr i64 %26, 4
  %2433 = and i64 %2432, 3
  %2434 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %2435 = lshr i64 %26, 2
  %2436 = and i64 %2435, 3
  %2437 = lshr i64 %26, 4
  %2438 = and i64 %2437, 3
  %2439 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %2440 = lshr i64 %26, 2
  %2441 = and i64 %2440, 3
  %2442 = lshr i64 %26, 4
  %2443 = and i64 %2442, 3
  %2444 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %2445 = lshr i64 %26, 2
  %2446 = and i64 %2445, 3
  %2447 = lshr i64 %26, 4
  %2448 = and i64 %2447, 3
  %2449 = and i64 %26, 3
  %2450 = lshr i64 %26, 2
  %2451 = and i64 %2450, 3
  %2452 = lshr i64 %26, 4
  %2453 = and i64 %2452, 3
  %2454 = lshr i64 %26, 2
  %2455 = and i64 %2454, 3
  %2456 = lshr i64 %26, 4
  %2457 = and i64 %2456, 3
  %2458 = lshr i64 %26, 2
  %2459 = and i64 %2458, 3
  %2460 = lshr i64 %26, 4
  %2461 = and i64 %2460, 3
  %2462 = and i64 %26, 3
  %2463 = lshr i64 %26, 2
  %2464 = and i64 %2463, 3
  %2465 = lshr i64 %26, 4
  %2466 = and i64 %2465, 3
  %2467 = lshr i64 %26, 2
  %2468 = and i64 %2467, 3
  %2469 = lshr i64 %26, 4
  %2470 = and i64 %2469, 3
  %2471 = and i64 %26, 3
  %2472 = lshr i64 %26, 2
  %2473 = and i64 %2472, 3
  %2474 = lshr i64 %26, 4
  %2475 = and i64 %2474, 3
  %2476 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %2477 = and i64 %26, 3
  %2478 = lshr i64 %26, 2
  %2479 = and i64 %2478, 3
  %2480 = lshr i64 %26, 4
  %2481 = and i64 %2480, 3
  %2482 = icmp sgt i64 %9, 15
  %2483 = trunc i64 %9 to i32
  %2484 = add i32 %2483, -8
  %2485 = select i1 %2482, i32 8, i32 %2484
  %2486 = insertelement <8 x i32> poison, i32 %2485, i64 0
  %2487 = shufflevector <8 x i32> %2486, <8 x i32> poison, <8 x i32> zeroinitializer
  %2488 = icmp sgt <8 x i32> %2487, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2489 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %2490 = lshr i64 %26, 2
  %2491 = and i64 %2490, 3
  %2492 = lshr i64 %26, 4
  %2493 = and i64 %2492, 3
  %2494 = icmp sgt i64 %9, 23
  %2495 = trunc i64 %9 to i32
  %2496 = add i32 %2495, -16
  %2497 = select i1 %2494, i32 8, i32 %2496
  %2498 = insertelement <8 x i32> poison, i32 %2497, i64 0
  %2499 = shufflevector <8 x i32> %2498, <8 x i32> poison, <8 x i32> zeroinitializer
  %2500 = icmp sgt <8 x i32> %2499, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2501 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %2502 = lshr i64 %26, 2
  %2503 = and i64 %2502, 3
  %2504 = lshr i64 %26, 4
  %2505 = and i64 %2504, 3
  %2506 = icmp sgt i64 %9, 31
  %2507 = trunc i64 %9 to i32
  %2508 = add i32 %2507, -24
  %2509 = select i1 %2506, i32 8, i32 %2508
  %2510 = insertelement <8 x i32> poison, i32 %2509, i64 0
  %2511 = shufflevector <8 x i32> %2510, <8 x i32> poison, <8 x i32> zeroinitializer
  %2512 = icmp sgt <8 x i32> %2511, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2513 = getelementptr inbounds nuw i8, ptr %28, i64 96
  %2514 = lshr i64 %26, 2
  %2515 = and i64 %2514, 3
  %2516 = lshr i64 %26, 4
  %2517 = and i64 %2516, 3
  %2518 = lshr i64 %26, 2
  %2519 = and i64 %2518, 3
  %2520 = lshr i64 %26, 4
  %2521 = and i64 %2520, 3
  %2522 = add nsw i64 %9, 8
  %2523 = getelementptr inbounds nuw i8, ptr %28, i64 288
  %2524 = lshr i64 %26, 2
  %2525 = and i64 %2524, 3
  %2526 = lshr i64 %26, 4
  %2527 = and i64 %2526, 3
  %2528 = add nsw i64 %9, 16
  %2529 = getelementptr inbounds nuw i8, ptr %28, i64 320
  %2530 = lshr i64 %26, 2
  %2531 = and i64 %2530, 3
  %2532 = lshr i64 %26, 4
  %2533 = and i64 %2532, 3
  %2534 = add nsw i64 %9, 24
  %2535 = getelementptr inbounds nuw i8, ptr %28, i64 352
  %2536 = lshr i64 %26, 2
  %2537 = and i64 %2536, 3
  %2538 = lshr i64 %26, 4
  %2539 = and i64 %2538, 3
  %2540 = add nsw i64 %9, -8
  %2541 = and i64 %26, 3
  %2542 = lshr i64 %26, 2
  %2543 = and i64 %2542, 3
  %2544 = lshr i64 %26, 4
  %2545 = and i64 %2544, 3
  %2546 = icmp sgt i64 %9, 15
  %2547 = trunc i64 %9 to i32
  %2548 = add i32 %2547, -8
  %2549 = select i1 %2546, i32 8, i32 %2548
  %2550 = insertelement <8 x i32> poison, i32 %2549, i64 0
  %2551 = shufflevector <8 x i32> %2550, <8 x i32> poison, <8 x i32> zeroinitializer
  %2552 = icmp sgt <8 x i32> %2551, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2553 = lshr i64 %26, 2
  %2554 = and i64 %2553, 3
  %2555 = lshr i64 %26, 4
  %2556 = and i64 %2555, 3
  %2557 = lshr i64 %26, 2
  %2558 = and i64 %2557, 3
  %2559 = lshr i64 %26, 4
  %2560 = and i64 %2559, 3
  %2561 = add nsw i64 %9, 8
  %2562 = lshr i64 %26, 2
  %2563 = and i64 %2562, 3
  %2564 = lshr i64 %26, 4
  %2565 = and i64 %2564, 3
  %2566 = shl nsw i64 %9, 1
  %2567 = lshr i64 %26, 2
  %2568 = and i64 %2567, 3
  %2569 = lshr i64 %26, 4
  %2570 = and i64 %2569, 3
  %2571 = add nsw i64 %2566, 8
  %2572 = lshr i64 %26, 2
  %2573 = and i64 %2572, 3
  %2574 = lshr i64 %26, 4
  %2575 = and i64 %2574, 3
  %2576 = mul nsw i64 %9, 3
  %2577 = lshr i64 %26, 2
  %2578 = and i64 %2577, 3
  %2579 = lshr i64 %26, 4
  %2580 = and i64 %2579, 3
  %2581 = add nsw i64 %2576, 8
  %2582 = lshr i64 %26, 2
  %2583 = and i64 %2582, 3
  %2584 = lshr i64 %26, 4
  %2585 = and i64 %2584, 3
  %2586 = and i64 %26, 3
  %2587 = lshr i64 %26, 2
  %2588 = and i64 %2587, 3
  %2589 = lshr i64 %26, 4
  %2590 = and i64 %2589, 3
  %2591 = lshr i64 %26, 2
  %2592 = and i64 %2591, 3
  %2593 = lshr i64 %26, 4
  %2594 = and i64 %2593, 3
  %2595 = shl nsw i64 %9, 1
  %2596 = lshr i64 %26, 2
  %2597 = and i64 %2596, 3
  %2598 = lshr i64 %26, 4
  %2599 = and i64 %2598, 3
  %2600 = mul nsw i64 %9, 3
  %2601 = lshr i64 %26, 2
  %2602 = and i64 %2601, 3
  %2603 = lshr i64 %26, 4
  %2604 = and i64 %2603, 3
  br label %2606

2605:                                             ; preds = %7879, %2274
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  br label %7884

2606:                                             ; preds = %2277, %7879
  %2607 = phi i64 [ %55, %2277 ], [ %7882, %7879 ]
  %2608 = phi i64 [ %1033, %2277 ], [ %7881, %7879 ]
  %2609 = phi i64 [ %1032, %2277 ], [ %7880, %7879 ]
  %2610 = phi i64 [ %1034, %2277 ], [ %7870, %7879 ]
  %2611 = mul nsw i64 %2609, %19
  %2612 = getelementptr inbounds float, ptr %39, i64 %2611
  %2613 = mul i64 %2278, %2608
  %2614 = getelementptr inbounds float, ptr %2612, i64 %2613
  %2615 = mul nsw i64 %2608, %59
  %2616 = getelementptr inbounds float, ptr %40, i64 %2615
  %2617 = getelementptr inbounds float, ptr %41, i64 %2608
  %2618 = select i1 %2279, ptr null, ptr %2617
  %2619 = mul nsw i64 %2609, %20
  %2620 = getelementptr inbounds float, ptr %43, i64 %2619
  %2621 = mul nsw i64 %2608, %60
  %2622 = getelementptr inbounds float, ptr %2620, i64 %2621
  %2623 = mul nsw i64 %2607, %9
  %2624 = getelementptr inbounds float, ptr %2622, i64 %2623
  %2625 = mul nsw i64 %2609, %23
  %2626 = getelementptr inbounds float, ptr %42, i64 %2625
  %2627 = getelementptr inbounds float, ptr %2626, i64 %2621
  %2628 = getelementptr inbounds float, ptr %2627, i64 %2623
  %2629 = select i1 %2280, ptr null, ptr %2628
  %2630 = sub nsw i64 %8, %2607
  %2631 = sub nsw i64 %4, %2610
  %2632 = call i64 @llvm.smin.i64(i64 %2630, i64 %2631)
  %2633 = icmp slt i64 %2632, %2286
  %2634 = select i1 %2633, i32 1, i32 %2285
  %2635 = icmp samesign ugt i32 %2634, 1
  br i1 %2635, label %2648, label %2636

2636:                                             ; preds = %2606
  br i1 %2287, label %2637, label %7868

2637:                                             ; preds = %2636
  %2638 = icmp eq ptr %2618, null
  %2639 = icmp eq ptr %2629, null
  %2640 = mul nsw i64 %2607, %12
  %2641 = mul nsw i64 %2607, %12
  %2642 = mul nsw i64 %2607, %12
  %2643 = mul nsw i64 %2607, %12
  %2644 = mul nsw i64 %2607, %12
  %2645 = mul nsw i64 %2607, %12
  %2646 = mul nsw i64 %2607, %12
  %2647 = mul nsw i64 %2607, %12
  br label %4388

2648:                                             ; preds = %2606
  switch i64 %2228, label %7868 [
    i64 1, label %2649
    i64 2, label %3035
    i64 4, label %3753
  ]

2649:                                             ; preds = %2648
  br i1 %2288, label %2650, label %2658

2650:                                             ; preds = %2649
  %2651 = mul nsw i64 %2607, %12
  %2652 = add nsw i64 %2607, 1
  %2653 = mul nsw i64 %2652, %12
  %2654 = add nsw i64 %2607, 2
  %2655 = mul nsw i64 %2654, %12
  %2656 = add nsw i64 %2607, 3
  %2657 = mul nsw i64 %2656, %12
  br label %2665

2658:                                             ; preds = %2704, %2649
  %2659 = phi <8 x float> [ zeroinitializer, %2649 ], [ %2705, %2704 ]
  %2660 = phi <8 x float> [ zeroinitializer, %2649 ], [ %2706, %2704 ]
  %2661 = phi <8 x float> [ zeroinitializer, %2649 ], [ %2707, %2704 ]
  %2662 = phi <8 x float> [ zeroinitializer, %2649 ], [ %2708, %2704 ]
  %2663 = icmp eq ptr %2618, null
  %2664 = icmp eq ptr %2629, null
  br i1 %2663, label %2775, label %2770

2665:                                             ; preds = %2650, %2704
  %2666 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2705, %2704 ]
  %2667 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2706, %2704 ]
  %2668 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2707, %2704 ]
  %2669 = phi <8 x float> [ zeroinitializer, %2650 ], [ %2708, %2704 ]
  %2670 = phi i64 [ 0, %2650 ], [ %2709, %2704 ]
  %2671 = mul nsw i64 %2670, %14
  %2672 = sub i64 %2671, %16
  %2673 = add i64 %2672, %2651
  %2674 = icmp slt i64 %2673, 0
  %2675 = icmp sge i64 %2673, %6
  %2676 = or i1 %2674, %2675
  %2677 = select i1 %2676, i64 0, i64 %2673
  %2678 = mul nsw i64 %2677, %7
  %2679 = getelementptr inbounds float, ptr %2614, i64 %2678
  %2680 = add i64 %2672, %2653
  %2681 = icmp slt i64 %2680, 0
  %2682 = icmp sge i64 %2680, %6
  %2683 = or i1 %2681, %2682
  %2684 = select i1 %2683, i64 0, i64 %2680
  %2685 = mul nsw i64 %2684, %7
  %2686 = getelementptr inbounds float, ptr %2614, i64 %2685
  %2687 = add i64 %2672, %2655
  %2688 = icmp slt i64 %2687, 0
  %2689 = icmp sge i64 %2687, %6
  %2690 = or i1 %2688, %2689
  %2691 = select i1 %2690, i64 0, i64 %2687
  %2692 = mul nsw i64 %2691, %7
  %2693 = getelementptr inbounds float, ptr %2614, i64 %2692
  %2694 = add i64 %2672, %2657
  %2695 = icmp slt i64 %2694, 0
  %2696 = icmp sge i64 %2694, %6
  %2697 = or i1 %2695, %2696
  %2698 = select i1 %2697, i64 0, i64 %2694
  %2699 = mul nsw i64 %2698, %7
  %2700 = getelementptr inbounds float, ptr %2614, i64 %2699
  br i1 %2289, label %2701, label %2704

2701:                                             ; preds = %2665
  %2702 = mul nuw nsw i64 %2670, %11
  %2703 = getelementptr inbounds nuw float, ptr %2616, i64 %2702
  br label %2711

2704:                                             ; preds = %2746, %2665
  %2705 = phi <8 x float> [ %2666, %2665 ], [ %2752, %2746 ]
  %2706 = phi <8 x float> [ %2667, %2665 ], [ %2757, %2746 ]
  %2707 = phi <8 x float> [ %2668, %2665 ], [ %2762, %2746 ]
  %2708 = phi <8 x float> [ %2669, %2665 ], [ %2767, %2746 ]
  %2709 = add nuw nsw i64 %2670, 1
  %2710 = icmp eq i64 %2709, %10
  br i1 %2710, label %2658, label %2665

2711:                                             ; preds = %2701, %2746
  %2712 = phi <8 x float> [ %2666, %2701 ], [ %2752, %2746 ]
  %2713 = phi <8 x float> [ %2667, %2701 ], [ %2757, %2746 ]
  %2714 = phi <8 x float> [ %2668, %2701 ], [ %2762, %2746 ]
  %2715 = phi <8 x float> [ %2669, %2701 ], [ %2767, %2746 ]
  %2716 = phi i64 [ 0, %2701 ], [ %2768, %2746 ]
  %2717 = getelementptr inbounds nuw float, ptr %2703, i64 %2716
  %2718 = load float, ptr %2717, align 1
  %2719 = insertelement <8 x float> poison, float %2718, i64 0
  %2720 = shufflevector <8 x float> %2719, <8 x float> poison, <8 x i32> zeroinitializer
  %2721 = mul nsw i64 %2716, %15
  %2722 = sub nsw i64 %2721, %17
  %2723 = icmp slt i64 %2722, 0
  %2724 = sub nsw i64 0, %2722
  %2725 = select i1 %2723, i64 %2724, i64 0
  %2726 = sub nsw i64 %7, %2722
  %2727 = call i64 @llvm.smin.i64(i64 %2726, i64 %9)
  %2728 = call i64 @llvm.smin.i64(i64 %2727, i64 8)
  %2729 = icmp sgt i64 %2728, %2725
  %2730 = trunc i64 %2725 to i32
  %2731 = select i1 %2729, i32 %2730, i32 0
  %2732 = insertelement <8 x i32> poison, i32 %2731, i64 0
  %2733 = shufflevector <8 x i32> %2732, <8 x i32> poison, <8 x i32> zeroinitializer
  %2734 = icmp slt <8 x i32> %2733, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2735 = trunc i64 %2728 to i32
  %2736 = select i1 %2729, i32 %2735, i32 0
  %2737 = insertelement <8 x i32> poison, i32 %2736, i64 0
  %2738 = shufflevector <8 x i32> %2737, <8 x i32> poison, <8 x i32> zeroinitializer
  %2739 = icmp sgt <8 x i32> %2738, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2740 = and <8 x i1> %2739, %2734
  %2741 = sext <8 x i1> %2740 to <8 x i32>
  %2742 = bitcast <8 x i32> %2741 to <4 x i64>
  br i1 %2290, label %2746, label %2743

2743:                                             ; preds = %2711
  %2744 = getelementptr <4 x i64>, ptr %2275, i64 %2716
  %2745 = load <4 x i64>, ptr %2744, align 32
  br label %2746

2746:                                             ; preds = %2711, %2743
  %2747 = phi <4 x i64> [ %2745, %2743 ], [ %2742, %2711 ]
  %2748 = getelementptr inbounds float, ptr %2679, i64 %2722
  %2749 = select i1 %2676, <4 x i64> zeroinitializer, <4 x i64> %2747
  %2750 = bitcast <4 x i64> %2749 to <8 x i32>
  %2751 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2748, <8 x i32> %2750)
  %2752 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2751, <8 x float> %2720, <8 x float> %2712)
  %2753 = getelementptr inbounds float, ptr %2686, i64 %2722
  %2754 = select i1 %2683, <4 x i64> zeroinitializer, <4 x i64> %2747
  %2755 = bitcast <4 x i64> %2754 to <8 x i32>
  %2756 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2753, <8 x i32> %2755)
  %2757 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2756, <8 x float> %2720, <8 x float> %2713)
  %2758 = getelementptr inbounds float, ptr %2693, i64 %2722
  %2759 = select i1 %2690, <4 x i64> zeroinitializer, <4 x i64> %2747
  %2760 = bitcast <4 x i64> %2759 to <8 x i32>
  %2761 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2758, <8 x i32> %2760)
  %2762 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2761, <8 x float> %2720, <8 x float> %2714)
  %2763 = getelementptr inbounds float, ptr %2700, i64 %2722
  %2764 = select i1 %2697, <4 x i64> zeroinitializer, <4 x i64> %2747
  %2765 = bitcast <4 x i64> %2764 to <8 x i32>
  %2766 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2763, <8 x i32> %2765)
  %2767 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2766, <8 x float> %2720, <8 x float> %2715)
  %2768 = add nuw nsw i64 %2716, 1
  %2769 = icmp eq i64 %2768, %11
  br i1 %2769, label %2704, label %2711

2770:                                             ; preds = %2658
  %2771 = load float, ptr %2617, align 1
  %2772 = insertelement <8 x float> poison, float %2771, i64 0
  %2773 = shufflevector <8 x float> %2772, <8 x float> poison, <8 x i32> zeroinitializer
  %2774 = fadd <8 x float> %2659, %2773
  br label %2775

2775:                                             ; preds = %2770, %2658
  %2776 = phi <8 x float> [ %2774, %2770 ], [ %2659, %2658 ]
  switch i64 %2586, label %505 [
    i64 1, label %2777
    i64 2, label %2780
    i64 3, label %2787
    i64 0, label %2832
  ]

2777:                                             ; preds = %2775
  %2778 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2779 = fadd <8 x float> %2776, %2778
  br label %2794

2780:                                             ; preds = %2775
  %2781 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2776)
  %2782 = bitcast <8 x float> %2776 to <8 x i32>
  %2783 = or <8 x i32> %2782, %2292
  %2784 = bitcast <8 x i32> %2783 to <8 x float>
  %2785 = fcmp oeq <8 x float> %2776, %51
  %2786 = select <8 x i1> %2785, <8 x float> %2784, <8 x float> %2781
  br label %2794

2787:                                             ; preds = %2775
  %2788 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2776)
  %2789 = bitcast <8 x float> %2776 to <8 x i32>
  %2790 = and <8 x i32> %2789, %2291
  %2791 = bitcast <8 x i32> %2790 to <8 x float>
  %2792 = fcmp oeq <8 x float> %2776, %48
  %2793 = select <8 x i1> %2792, <8 x float> %2791, <8 x float> %2788
  br label %2794

2794:                                             ; preds = %2787, %2780, %2777
  %2795 = phi <8 x float> [ %2779, %2777 ], [ %2786, %2780 ], [ %2793, %2787 ]
  switch i64 %2588, label %505 [
    i64 1, label %2810
    i64 2, label %2803
    i64 3, label %2796
    i64 0, label %2832
  ]

2796:                                             ; preds = %2794
  %2797 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2795)
  %2798 = bitcast <8 x float> %2795 to <8 x i32>
  %2799 = and <8 x i32> %2798, %2291
  %2800 = bitcast <8 x i32> %2799 to <8 x float>
  %2801 = fcmp oeq <8 x float> %2795, %48
  %2802 = select <8 x i1> %2801, <8 x float> %2800, <8 x float> %2797
  br label %2813

2803:                                             ; preds = %2794
  %2804 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2795)
  %2805 = bitcast <8 x float> %2795 to <8 x i32>
  %2806 = or <8 x i32> %2805, %2292
  %2807 = bitcast <8 x i32> %2806 to <8 x float>
  %2808 = fcmp oeq <8 x float> %2795, %51
  %2809 = select <8 x i1> %2808, <8 x float> %2807, <8 x float> %2804
  br label %2813

2810:                                             ; preds = %2794
  %2811 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2812 = fadd <8 x float> %2795, %2811
  br label %2813

2813:                                             ; preds = %2810, %2803, %2796
  %2814 = phi <8 x float> [ %2812, %2810 ], [ %2809, %2803 ], [ %2802, %2796 ]
  switch i64 %2590, label %505 [
    i64 1, label %2829
    i64 2, label %2822
    i64 3, label %2815
    i64 0, label %2832
  ]

2815:                                             ; preds = %2813
  %2816 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2814)
  %2817 = bitcast <8 x float> %2814 to <8 x i32>
  %2818 = and <8 x i32> %2817, %2291
  %2819 = bitcast <8 x i32> %2818 to <8 x float>
  %2820 = fcmp oeq <8 x float> %2814, %48
  %2821 = select <8 x i1> %2820, <8 x float> %2819, <8 x float> %2816
  br label %2832

2822:                                             ; preds = %2813
  %2823 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2814)
  %2824 = bitcast <8 x float> %2814 to <8 x i32>
  %2825 = or <8 x i32> %2824, %2292
  %2826 = bitcast <8 x i32> %2825 to <8 x float>
  %2827 = fcmp oeq <8 x float> %2814, %51
  %2828 = select <8 x i1> %2827, <8 x float> %2826, <8 x float> %2823
  br label %2832

2829:                                             ; preds = %2813
  %2830 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2831 = fadd <8 x float> %2814, %2830
  br label %2832

2832:                                             ; preds = %2815, %2822, %2829, %2813, %2794, %2775
  %2833 = phi <8 x float> [ %2814, %2813 ], [ %2776, %2775 ], [ %2795, %2794 ], [ %2831, %2829 ], [ %2828, %2822 ], [ %2821, %2815 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2833, ptr align 1 %2624, <8 x i1> %2298)
  %2834 = getelementptr inbounds float, ptr %2624, i64 %9
  %2835 = getelementptr inbounds float, ptr %2629, i64 %9
  %2836 = select i1 %2664, ptr null, ptr %2835
  br i1 %2663, label %2842, label %2837

2837:                                             ; preds = %2832
  %2838 = load float, ptr %2617, align 1
  %2839 = insertelement <8 x float> poison, float %2838, i64 0
  %2840 = shufflevector <8 x float> %2839, <8 x float> poison, <8 x i32> zeroinitializer
  %2841 = fadd <8 x float> %2660, %2840
  br label %2842

2842:                                             ; preds = %2837, %2832
  %2843 = phi <8 x float> [ %2841, %2837 ], [ %2660, %2832 ]
  switch i64 %2586, label %505 [
    i64 1, label %2858
    i64 2, label %2851
    i64 3, label %2844
    i64 0, label %2899
  ]

2844:                                             ; preds = %2842
  %2845 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2843)
  %2846 = bitcast <8 x float> %2843 to <8 x i32>
  %2847 = and <8 x i32> %2846, %2291
  %2848 = bitcast <8 x i32> %2847 to <8 x float>
  %2849 = fcmp oeq <8 x float> %2843, %48
  %2850 = select <8 x i1> %2849, <8 x float> %2848, <8 x float> %2845
  br label %2861

2851:                                             ; preds = %2842
  %2852 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2843)
  %2853 = bitcast <8 x float> %2843 to <8 x i32>
  %2854 = or <8 x i32> %2853, %2292
  %2855 = bitcast <8 x i32> %2854 to <8 x float>
  %2856 = fcmp oeq <8 x float> %2843, %51
  %2857 = select <8 x i1> %2856, <8 x float> %2855, <8 x float> %2852
  br label %2861

2858:                                             ; preds = %2842
  %2859 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2860 = fadd <8 x float> %2843, %2859
  br label %2861

2861:                                             ; preds = %2858, %2851, %2844
  %2862 = phi <8 x float> [ %2860, %2858 ], [ %2857, %2851 ], [ %2850, %2844 ]
  switch i64 %2592, label %505 [
    i64 1, label %2877
    i64 2, label %2870
    i64 3, label %2863
    i64 0, label %2899
  ]

2863:                                             ; preds = %2861
  %2864 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2862)
  %2865 = bitcast <8 x float> %2862 to <8 x i32>
  %2866 = and <8 x i32> %2865, %2291
  %2867 = bitcast <8 x i32> %2866 to <8 x float>
  %2868 = fcmp oeq <8 x float> %2862, %48
  %2869 = select <8 x i1> %2868, <8 x float> %2867, <8 x float> %2864
  br label %2880

2870:                                             ; preds = %2861
  %2871 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2862)
  %2872 = bitcast <8 x float> %2862 to <8 x i32>
  %2873 = or <8 x i32> %2872, %2292
  %2874 = bitcast <8 x i32> %2873 to <8 x float>
  %2875 = fcmp oeq <8 x float> %2862, %51
  %2876 = select <8 x i1> %2875, <8 x float> %2874, <8 x float> %2871
  br label %2880

2877:                                             ; preds = %2861
  %2878 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2879 = fadd <8 x float> %2862, %2878
  br label %2880

2880:                                             ; preds = %2877, %2870, %2863
  %2881 = phi <8 x float> [ %2879, %2877 ], [ %2876, %2870 ], [ %2869, %2863 ]
  switch i64 %2594, label %505 [
    i64 1, label %2896
    i64 2, label %2889
    i64 3, label %2882
    i64 0, label %2899
  ]

2882:                                             ; preds = %2880
  %2883 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2881)
  %2884 = bitcast <8 x float> %2881 to <8 x i32>
  %2885 = and <8 x i32> %2884, %2291
  %2886 = bitcast <8 x i32> %2885 to <8 x float>
  %2887 = fcmp oeq <8 x float> %2881, %48
  %2888 = select <8 x i1> %2887, <8 x float> %2886, <8 x float> %2883
  br label %2899

2889:                                             ; preds = %2880
  %2890 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2881)
  %2891 = bitcast <8 x float> %2881 to <8 x i32>
  %2892 = or <8 x i32> %2891, %2292
  %2893 = bitcast <8 x i32> %2892 to <8 x float>
  %2894 = fcmp oeq <8 x float> %2881, %51
  %2895 = select <8 x i1> %2894, <8 x float> %2893, <8 x float> %2890
  br label %2899

2896:                                             ; preds = %2880
  %2897 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2898 = fadd <8 x float> %2881, %2897
  br label %2899

2899:                                             ; preds = %2882, %2889, %2896, %2880, %2861, %2842
  %2900 = phi <8 x float> [ %2881, %2880 ], [ %2843, %2842 ], [ %2862, %2861 ], [ %2898, %2896 ], [ %2895, %2889 ], [ %2888, %2882 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2900, ptr align 1 %2834, <8 x i1> %2298)
  %2901 = getelementptr inbounds float, ptr %2624, i64 %2595
  %2902 = getelementptr inbounds float, ptr %2629, i64 %2595
  %2903 = select i1 %2664, ptr null, ptr %2902
  br i1 %2663, label %2909, label %2904

2904:                                             ; preds = %2899
  %2905 = load float, ptr %2617, align 1
  %2906 = insertelement <8 x float> poison, float %2905, i64 0
  %2907 = shufflevector <8 x float> %2906, <8 x float> poison, <8 x i32> zeroinitializer
  %2908 = fadd <8 x float> %2661, %2907
  br label %2909

2909:                                             ; preds = %2904, %2899
  %2910 = phi <8 x float> [ %2908, %2904 ], [ %2661, %2899 ]
  switch i64 %2586, label %505 [
    i64 1, label %2925
    i64 2, label %2918
    i64 3, label %2911
    i64 0, label %2966
  ]

2911:                                             ; preds = %2909
  %2912 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2910)
  %2913 = bitcast <8 x float> %2910 to <8 x i32>
  %2914 = and <8 x i32> %2913, %2291
  %2915 = bitcast <8 x i32> %2914 to <8 x float>
  %2916 = fcmp oeq <8 x float> %2910, %48
  %2917 = select <8 x i1> %2916, <8 x float> %2915, <8 x float> %2912
  br label %2928

2918:                                             ; preds = %2909
  %2919 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2910)
  %2920 = bitcast <8 x float> %2910 to <8 x i32>
  %2921 = or <8 x i32> %2920, %2292
  %2922 = bitcast <8 x i32> %2921 to <8 x float>
  %2923 = fcmp oeq <8 x float> %2910, %51
  %2924 = select <8 x i1> %2923, <8 x float> %2922, <8 x float> %2919
  br label %2928

2925:                                             ; preds = %2909
  %2926 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2903, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2927 = fadd <8 x float> %2910, %2926
  br label %2928

2928:                                             ; preds = %2925, %2918, %2911
  %2929 = phi <8 x float> [ %2927, %2925 ], [ %2924, %2918 ], [ %2917, %2911 ]
  switch i64 %2597, label %505 [
    i64 1, label %2944
    i64 2, label %2937
    i64 3, label %2930
    i64 0, label %2966
  ]

2930:                                             ; preds = %2928
  %2931 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2929)
  %2932 = bitcast <8 x float> %2929 to <8 x i32>
  %2933 = and <8 x i32> %2932, %2291
  %2934 = bitcast <8 x i32> %2933 to <8 x float>
  %2935 = fcmp oeq <8 x float> %2929, %48
  %2936 = select <8 x i1> %2935, <8 x float> %2934, <8 x float> %2931
  br label %2947

2937:                                             ; preds = %2928
  %2938 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2929)
  %2939 = bitcast <8 x float> %2929 to <8 x i32>
  %2940 = or <8 x i32> %2939, %2292
  %2941 = bitcast <8 x i32> %2940 to <8 x float>
  %2942 = fcmp oeq <8 x float> %2929, %51
  %2943 = select <8 x i1> %2942, <8 x float> %2941, <8 x float> %2938
  br label %2947

2944:                                             ; preds = %2928
  %2945 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2903, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2946 = fadd <8 x float> %2929, %2945
  br label %2947

2947:                                             ; preds = %2944, %2937, %2930
  %2948 = phi <8 x float> [ %2946, %2944 ], [ %2943, %2937 ], [ %2936, %2930 ]
  switch i64 %2599, label %505 [
    i64 1, label %2963
    i64 2, label %2956
    i64 3, label %2949
    i64 0, label %2966
  ]

2949:                                             ; preds = %2947
  %2950 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2948)
  %2951 = bitcast <8 x float> %2948 to <8 x i32>
  %2952 = and <8 x i32> %2951, %2291
  %2953 = bitcast <8 x i32> %2952 to <8 x float>
  %2954 = fcmp oeq <8 x float> %2948, %48
  %2955 = select <8 x i1> %2954, <8 x float> %2953, <8 x float> %2950
  br label %2966

2956:                                             ; preds = %2947
  %2957 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2948)
  %2958 = bitcast <8 x float> %2948 to <8 x i32>
  %2959 = or <8 x i32> %2958, %2292
  %2960 = bitcast <8 x i32> %2959 to <8 x float>
  %2961 = fcmp oeq <8 x float> %2948, %51
  %2962 = select <8 x i1> %2961, <8 x float> %2960, <8 x float> %2957
  br label %2966

2963:                                             ; preds = %2947
  %2964 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2903, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2965 = fadd <8 x float> %2948, %2964
  br label %2966

2966:                                             ; preds = %2949, %2956, %2963, %2947, %2928, %2909
  %2967 = phi <8 x float> [ %2948, %2947 ], [ %2910, %2909 ], [ %2929, %2928 ], [ %2965, %2963 ], [ %2962, %2956 ], [ %2955, %2949 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2967, ptr align 1 %2901, <8 x i1> %2298)
  %2968 = getelementptr inbounds float, ptr %2624, i64 %2600
  %2969 = getelementptr inbounds float, ptr %2629, i64 %2600
  %2970 = select i1 %2664, ptr null, ptr %2969
  br i1 %2663, label %2976, label %2971

2971:                                             ; preds = %2966
  %2972 = load float, ptr %2617, align 1
  %2973 = insertelement <8 x float> poison, float %2972, i64 0
  %2974 = shufflevector <8 x float> %2973, <8 x float> poison, <8 x i32> zeroinitializer
  %2975 = fadd <8 x float> %2662, %2974
  br label %2976

2976:                                             ; preds = %2971, %2966
  %2977 = phi <8 x float> [ %2975, %2971 ], [ %2662, %2966 ]
  switch i64 %2586, label %505 [
    i64 1, label %2992
    i64 2, label %2985
    i64 3, label %2978
    i64 0, label %3033
  ]

2978:                                             ; preds = %2976
  %2979 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2977)
  %2980 = bitcast <8 x float> %2977 to <8 x i32>
  %2981 = and <8 x i32> %2980, %2291
  %2982 = bitcast <8 x i32> %2981 to <8 x float>
  %2983 = fcmp oeq <8 x float> %2977, %48
  %2984 = select <8 x i1> %2983, <8 x float> %2982, <8 x float> %2979
  br label %2995

2985:                                             ; preds = %2976
  %2986 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2977)
  %2987 = bitcast <8 x float> %2977 to <8 x i32>
  %2988 = or <8 x i32> %2987, %2292
  %2989 = bitcast <8 x i32> %2988 to <8 x float>
  %2990 = fcmp oeq <8 x float> %2977, %51
  %2991 = select <8 x i1> %2990, <8 x float> %2989, <8 x float> %2986
  br label %2995

2992:                                             ; preds = %2976
  %2993 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2970, <8 x i1> %2298, <8 x float> zeroinitializer)
  %2994 = fadd <8 x float> %2977, %2993
  br label %2995

2995:                                             ; preds = %2992, %2985, %2978
  %2996 = phi <8 x float> [ %2994, %2992 ], [ %2991, %2985 ], [ %2984, %2978 ]
  switch i64 %2602, label %505 [
    i64 1, label %3011
    i64 2, label %3004
    i64 3, label %2997
    i64 0, label %3033
  ]

2997:                                             ; preds = %2995
  %2998 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %2996)
  %2999 = bitcast <8 x float> %2996 to <8 x i32>
  %3000 = and <8 x i32> %2999, %2291
  %3001 = bitcast <8 x i32> %3000 to <8 x float>
  %3002 = fcmp oeq <8 x float> %2996, %48
  %3003 = select <8 x i1> %3002, <8 x float> %3001, <8 x float> %2998
  br label %3014

3004:                                             ; preds = %2995
  %3005 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %2996)
  %3006 = bitcast <8 x float> %2996 to <8 x i32>
  %3007 = or <8 x i32> %3006, %2292
  %3008 = bitcast <8 x i32> %3007 to <8 x float>
  %3009 = fcmp oeq <8 x float> %2996, %51
  %3010 = select <8 x i1> %3009, <8 x float> %3008, <8 x float> %3005
  br label %3014

3011:                                             ; preds = %2995
  %3012 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2970, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3013 = fadd <8 x float> %2996, %3012
  br label %3014

3014:                                             ; preds = %3011, %3004, %2997
  %3015 = phi <8 x float> [ %3013, %3011 ], [ %3010, %3004 ], [ %3003, %2997 ]
  switch i64 %2604, label %505 [
    i64 1, label %3030
    i64 2, label %3023
    i64 3, label %3016
    i64 0, label %3033
  ]

3016:                                             ; preds = %3014
  %3017 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3015)
  %3018 = bitcast <8 x float> %3015 to <8 x i32>
  %3019 = and <8 x i32> %3018, %2291
  %3020 = bitcast <8 x i32> %3019 to <8 x float>
  %3021 = fcmp oeq <8 x float> %3015, %48
  %3022 = select <8 x i1> %3021, <8 x float> %3020, <8 x float> %3017
  br label %3033

3023:                                             ; preds = %3014
  %3024 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3015)
  %3025 = bitcast <8 x float> %3015 to <8 x i32>
  %3026 = or <8 x i32> %3025, %2292
  %3027 = bitcast <8 x i32> %3026 to <8 x float>
  %3028 = fcmp oeq <8 x float> %3015, %51
  %3029 = select <8 x i1> %3028, <8 x float> %3027, <8 x float> %3024
  br label %3033

3030:                                             ; preds = %3014
  %3031 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2970, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3032 = fadd <8 x float> %3015, %3031
  br label %3033

3033:                                             ; preds = %3016, %3023, %3030, %3014, %2995, %2976
  %3034 = phi <8 x float> [ %3015, %3014 ], [ %2977, %2976 ], [ %2996, %2995 ], [ %3032, %3030 ], [ %3029, %3023 ], [ %3022, %3016 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3034, ptr align 1 %2968, <8 x i1> %2298)
  br label %7868

3035:                                             ; preds = %2648
  br i1 %2288, label %3036, label %3044

3036:                                             ; preds = %3035
  %3037 = mul nsw i64 %2607, %12
  %3038 = add nsw i64 %2607, 1
  %3039 = mul nsw i64 %3038, %12
  %3040 = add nsw i64 %2607, 2
  %3041 = mul nsw i64 %3040, %12
  %3042 = add nsw i64 %2607, 3
  %3043 = mul nsw i64 %3042, %12
  br label %3055

3044:                                             ; preds = %3098, %3035
  %3045 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3099, %3098 ]
  %3046 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3100, %3098 ]
  %3047 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3101, %3098 ]
  %3048 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3102, %3098 ]
  %3049 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3103, %3098 ]
  %3050 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3104, %3098 ]
  %3051 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3105, %3098 ]
  %3052 = phi <8 x float> [ zeroinitializer, %3035 ], [ %3106, %3098 ]
  %3053 = icmp eq ptr %2618, null
  %3054 = icmp eq ptr %2629, null
  br i1 %3053, label %3225, label %3220

3055:                                             ; preds = %3036, %3098
  %3056 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3099, %3098 ]
  %3057 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3100, %3098 ]
  %3058 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3101, %3098 ]
  %3059 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3102, %3098 ]
  %3060 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3103, %3098 ]
  %3061 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3104, %3098 ]
  %3062 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3105, %3098 ]
  %3063 = phi <8 x float> [ zeroinitializer, %3036 ], [ %3106, %3098 ]
  %3064 = phi i64 [ 0, %3036 ], [ %3107, %3098 ]
  %3065 = mul nsw i64 %3064, %14
  %3066 = sub i64 %3065, %16
  %3067 = add i64 %3066, %3037
  %3068 = icmp slt i64 %3067, 0
  %3069 = icmp sge i64 %3067, %6
  %3070 = or i1 %3068, %3069
  %3071 = select i1 %3070, i64 0, i64 %3067
  %3072 = mul nsw i64 %3071, %7
  %3073 = getelementptr inbounds float, ptr %2614, i64 %3072
  %3074 = add i64 %3066, %3039
  %3075 = icmp slt i64 %3074, 0
  %3076 = icmp sge i64 %3074, %6
  %3077 = or i1 %3075, %3076
  %3078 = select i1 %3077, i64 0, i64 %3074
  %3079 = mul nsw i64 %3078, %7
  %3080 = getelementptr inbounds float, ptr %2614, i64 %3079
  %3081 = add i64 %3066, %3041
  %3082 = icmp slt i64 %3081, 0
  %3083 = icmp sge i64 %3081, %6
  %3084 = or i1 %3082, %3083
  %3085 = select i1 %3084, i64 0, i64 %3081
  %3086 = mul nsw i64 %3085, %7
  %3087 = getelementptr inbounds float, ptr %2614, i64 %3086
  %3088 = add i64 %3066, %3043
  %3089 = icmp slt i64 %3088, 0
  %3090 = icmp sge i64 %3088, %6
  %3091 = or i1 %3089, %3090
  %3092 = select i1 %3091, i64 0, i64 %3088
  %3093 = mul nsw i64 %3092, %7
  %3094 = getelementptr inbounds float, ptr %2614, i64 %3093
  br i1 %2289, label %3095, label %3098

3095:                                             ; preds = %3055
  %3096 = mul nuw nsw i64 %3064, %11
  %3097 = getelementptr inbounds nuw float, ptr %2616, i64 %3096
  br label %3109

3098:                                             ; preds = %3196, %3055
  %3099 = phi <8 x float> [ %3056, %3055 ], [ %3155, %3196 ]
  %3100 = phi <8 x float> [ %3057, %3055 ], [ %3202, %3196 ]
  %3101 = phi <8 x float> [ %3058, %3055 ], [ %3160, %3196 ]
  %3102 = phi <8 x float> [ %3059, %3055 ], [ %3207, %3196 ]
  %3103 = phi <8 x float> [ %3060, %3055 ], [ %3165, %3196 ]
  %3104 = phi <8 x float> [ %3061, %3055 ], [ %3212, %3196 ]
  %3105 = phi <8 x float> [ %3062, %3055 ], [ %3170, %3196 ]
  %3106 = phi <8 x float> [ %3063, %3055 ], [ %3217, %3196 ]
  %3107 = add nuw nsw i64 %3064, 1
  %3108 = icmp eq i64 %3107, %10
  br i1 %3108, label %3044, label %3055

3109:                                             ; preds = %3095, %3196
  %3110 = phi <8 x float> [ %3056, %3095 ], [ %3155, %3196 ]
  %3111 = phi <8 x float> [ %3057, %3095 ], [ %3202, %3196 ]
  %3112 = phi <8 x float> [ %3058, %3095 ], [ %3160, %3196 ]
  %3113 = phi <8 x float> [ %3059, %3095 ], [ %3207, %3196 ]
  %3114 = phi <8 x float> [ %3060, %3095 ], [ %3165, %3196 ]
  %3115 = phi <8 x float> [ %3061, %3095 ], [ %3212, %3196 ]
  %3116 = phi <8 x float> [ %3062, %3095 ], [ %3170, %3196 ]
  %3117 = phi <8 x float> [ %3063, %3095 ], [ %3217, %3196 ]
  %3118 = phi i64 [ 0, %3095 ], [ %3218, %3196 ]
  %3119 = getelementptr inbounds nuw float, ptr %3097, i64 %3118
  %3120 = load float, ptr %3119, align 1
  %3121 = insertelement <8 x float> poison, float %3120, i64 0
  %3122 = shufflevector <8 x float> %3121, <8 x float> poison, <8 x i32> zeroinitializer
  %3123 = mul nsw i64 %3118, %15
  %3124 = sub i64 %3123, %17
  %3125 = getelementptr <4 x i64>, ptr %2275, i64 %3118
  br i1 %2290, label %3128, label %3126

3126:                                             ; preds = %3109
  %3127 = load <4 x i64>, ptr %3125, align 32
  br label %3149

3128:                                             ; preds = %3109
  %3129 = icmp slt i64 %3124, 0
  %3130 = sub nsw i64 0, %3124
  %3131 = select i1 %3129, i64 %3130, i64 0
  %3132 = sub nsw i64 %7, %3124
  %3133 = call i64 @llvm.smin.i64(i64 %3132, i64 %9)
  %3134 = call i64 @llvm.smin.i64(i64 %3133, i64 8)
  %3135 = icmp sgt i64 %3134, %3131
  %3136 = trunc i64 %3131 to i32
  %3137 = select i1 %3135, i32 %3136, i32 0
  %3138 = insertelement <8 x i32> poison, i32 %3137, i64 0
  %3139 = shufflevector <8 x i32> %3138, <8 x i32> poison, <8 x i32> zeroinitializer
  %3140 = icmp slt <8 x i32> %3139, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3141 = trunc i64 %3134 to i32
  %3142 = select i1 %3135, i32 %3141, i32 0
  %3143 = insertelement <8 x i32> poison, i32 %3142, i64 0
  %3144 = shufflevector <8 x i32> %3143, <8 x i32> poison, <8 x i32> zeroinitializer
  %3145 = icmp sgt <8 x i32> %3144, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3146 = and <8 x i1> %3145, %3140
  %3147 = sext <8 x i1> %3146 to <8 x i32>
  %3148 = bitcast <8 x i32> %3147 to <4 x i64>
  br label %3149

3149:                                             ; preds = %3128, %3126
  %3150 = phi <4 x i64> [ %3127, %3126 ], [ %3148, %3128 ]
  %3151 = getelementptr inbounds float, ptr %3073, i64 %3124
  %3152 = select i1 %3070, <4 x i64> zeroinitializer, <4 x i64> %3150
  %3153 = bitcast <4 x i64> %3152 to <8 x i32>
  %3154 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3151, <8 x i32> %3153)
  %3155 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3154, <8 x float> %3122, <8 x float> %3110)
  %3156 = getelementptr inbounds float, ptr %3080, i64 %3124
  %3157 = select i1 %3077, <4 x i64> zeroinitializer, <4 x i64> %3150
  %3158 = bitcast <4 x i64> %3157 to <8 x i32>
  %3159 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3156, <8 x i32> %3158)
  %3160 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3159, <8 x float> %3122, <8 x float> %3112)
  %3161 = getelementptr inbounds float, ptr %3087, i64 %3124
  %3162 = select i1 %3084, <4 x i64> zeroinitializer, <4 x i64> %3150
  %3163 = bitcast <4 x i64> %3162 to <8 x i32>
  %3164 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3161, <8 x i32> %3163)
  %3165 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3164, <8 x float> %3122, <8 x float> %3114)
  %3166 = getelementptr inbounds float, ptr %3094, i64 %3124
  %3167 = select i1 %3091, <4 x i64> zeroinitializer, <4 x i64> %3150
  %3168 = bitcast <4 x i64> %3167 to <8 x i32>
  %3169 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3166, <8 x i32> %3168)
  %3170 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3169, <8 x float> %3122, <8 x float> %3116)
  %3171 = add i64 %3124, 8
  br i1 %2290, label %3175, label %3172

3172:                                             ; preds = %3149
  %3173 = getelementptr <4 x i64>, ptr %3125, i64 %11
  %3174 = load <4 x i64>, ptr %3173, align 32
  br label %3196

3175:                                             ; preds = %3149
  %3176 = icmp slt i64 %3171, 0
  %3177 = sub i64 -8, %3124
  %3178 = select i1 %3176, i64 %3177, i64 0
  %3179 = sub nsw i64 %7, %3171
  %3180 = call i64 @llvm.smin.i64(i64 %3179, i64 %2540)
  %3181 = call i64 @llvm.smin.i64(i64 %3180, i64 8)
  %3182 = icmp sgt i64 %3181, %3178
  %3183 = trunc i64 %3178 to i32
  %3184 = select i1 %3182, i32 %3183, i32 0
  %3185 = insertelement <8 x i32> poison, i32 %3184, i64 0
  %3186 = shufflevector <8 x i32> %3185, <8 x i32> poison, <8 x i32> zeroinitializer
  %3187 = icmp slt <8 x i32> %3186, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3188 = trunc i64 %3181 to i32
  %3189 = select i1 %3182, i32 %3188, i32 0
  %3190 = insertelement <8 x i32> poison, i32 %3189, i64 0
  %3191 = shufflevector <8 x i32> %3190, <8 x i32> poison, <8 x i32> zeroinitializer
  %3192 = icmp sgt <8 x i32> %3191, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3193 = and <8 x i1> %3192, %3187
  %3194 = sext <8 x i1> %3193 to <8 x i32>
  %3195 = bitcast <8 x i32> %3194 to <4 x i64>
  br label %3196

3196:                                             ; preds = %3175, %3172
  %3197 = phi <4 x i64> [ %3174, %3172 ], [ %3195, %3175 ]
  %3198 = getelementptr inbounds float, ptr %3073, i64 %3171
  %3199 = select i1 %3070, <4 x i64> zeroinitializer, <4 x i64> %3197
  %3200 = bitcast <4 x i64> %3199 to <8 x i32>
  %3201 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3198, <8 x i32> %3200)
  %3202 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3201, <8 x float> %3122, <8 x float> %3111)
  %3203 = getelementptr inbounds float, ptr %3080, i64 %3171
  %3204 = select i1 %3077, <4 x i64> zeroinitializer, <4 x i64> %3197
  %3205 = bitcast <4 x i64> %3204 to <8 x i32>
  %3206 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3203, <8 x i32> %3205)
  %3207 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3206, <8 x float> %3122, <8 x float> %3113)
  %3208 = getelementptr inbounds float, ptr %3087, i64 %3171
  %3209 = select i1 %3084, <4 x i64> zeroinitializer, <4 x i64> %3197
  %3210 = bitcast <4 x i64> %3209 to <8 x i32>
  %3211 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3208, <8 x i32> %3210)
  %3212 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3211, <8 x float> %3122, <8 x float> %3115)
  %3213 = getelementptr inbounds float, ptr %3094, i64 %3171
  %3214 = select i1 %3091, <4 x i64> zeroinitializer, <4 x i64> %3197
  %3215 = bitcast <4 x i64> %3214 to <8 x i32>
  %3216 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3213, <8 x i32> %3215)
  %3217 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3216, <8 x float> %3122, <8 x float> %3117)
  %3218 = add nuw nsw i64 %3118, 1
  %3219 = icmp eq i64 %3218, %11
  br i1 %3219, label %3098, label %3109

3220:                                             ; preds = %3044
  %3221 = load float, ptr %2617, align 1
  %3222 = insertelement <8 x float> poison, float %3221, i64 0
  %3223 = shufflevector <8 x float> %3222, <8 x float> poison, <8 x i32> zeroinitializer
  %3224 = fadd <8 x float> %3045, %3223
  br label %3225

3225:                                             ; preds = %3220, %3044
  %3226 = phi <8 x float> [ %3224, %3220 ], [ %3045, %3044 ]
  switch i64 %2541, label %505 [
    i64 1, label %3227
    i64 2, label %3230
    i64 3, label %3237
    i64 0, label %3282
  ]

3227:                                             ; preds = %3225
  %3228 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3229 = fadd <8 x float> %3226, %3228
  br label %3244

3230:                                             ; preds = %3225
  %3231 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3226)
  %3232 = bitcast <8 x float> %3226 to <8 x i32>
  %3233 = or <8 x i32> %3232, %2292
  %3234 = bitcast <8 x i32> %3233 to <8 x float>
  %3235 = fcmp oeq <8 x float> %3226, %51
  %3236 = select <8 x i1> %3235, <8 x float> %3234, <8 x float> %3231
  br label %3244

3237:                                             ; preds = %3225
  %3238 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3226)
  %3239 = bitcast <8 x float> %3226 to <8 x i32>
  %3240 = and <8 x i32> %3239, %2291
  %3241 = bitcast <8 x i32> %3240 to <8 x float>
  %3242 = fcmp oeq <8 x float> %3226, %48
  %3243 = select <8 x i1> %3242, <8 x float> %3241, <8 x float> %3238
  br label %3244

3244:                                             ; preds = %3237, %3230, %3227
  %3245 = phi <8 x float> [ %3229, %3227 ], [ %3236, %3230 ], [ %3243, %3237 ]
  switch i64 %2543, label %505 [
    i64 1, label %3260
    i64 2, label %3253
    i64 3, label %3246
    i64 0, label %3282
  ]

3246:                                             ; preds = %3244
  %3247 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3245)
  %3248 = bitcast <8 x float> %3245 to <8 x i32>
  %3249 = and <8 x i32> %3248, %2291
  %3250 = bitcast <8 x i32> %3249 to <8 x float>
  %3251 = fcmp oeq <8 x float> %3245, %48
  %3252 = select <8 x i1> %3251, <8 x float> %3250, <8 x float> %3247
  br label %3263

3253:                                             ; preds = %3244
  %3254 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3245)
  %3255 = bitcast <8 x float> %3245 to <8 x i32>
  %3256 = or <8 x i32> %3255, %2292
  %3257 = bitcast <8 x i32> %3256 to <8 x float>
  %3258 = fcmp oeq <8 x float> %3245, %51
  %3259 = select <8 x i1> %3258, <8 x float> %3257, <8 x float> %3254
  br label %3263

3260:                                             ; preds = %3244
  %3261 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3262 = fadd <8 x float> %3245, %3261
  br label %3263

3263:                                             ; preds = %3260, %3253, %3246
  %3264 = phi <8 x float> [ %3262, %3260 ], [ %3259, %3253 ], [ %3252, %3246 ]
  switch i64 %2545, label %505 [
    i64 1, label %3279
    i64 2, label %3272
    i64 3, label %3265
    i64 0, label %3282
  ]

3265:                                             ; preds = %3263
  %3266 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3264)
  %3267 = bitcast <8 x float> %3264 to <8 x i32>
  %3268 = and <8 x i32> %3267, %2291
  %3269 = bitcast <8 x i32> %3268 to <8 x float>
  %3270 = fcmp oeq <8 x float> %3264, %48
  %3271 = select <8 x i1> %3270, <8 x float> %3269, <8 x float> %3266
  br label %3282

3272:                                             ; preds = %3263
  %3273 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3264)
  %3274 = bitcast <8 x float> %3264 to <8 x i32>
  %3275 = or <8 x i32> %3274, %2292
  %3276 = bitcast <8 x i32> %3275 to <8 x float>
  %3277 = fcmp oeq <8 x float> %3264, %51
  %3278 = select <8 x i1> %3277, <8 x float> %3276, <8 x float> %3273
  br label %3282

3279:                                             ; preds = %3263
  %3280 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3281 = fadd <8 x float> %3264, %3280
  br label %3282

3282:                                             ; preds = %3265, %3272, %3279, %3263, %3244, %3225
  %3283 = phi <8 x float> [ %3264, %3263 ], [ %3226, %3225 ], [ %3245, %3244 ], [ %3281, %3279 ], [ %3278, %3272 ], [ %3271, %3265 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3283, ptr align 1 %2624, <8 x i1> %2298)
  br i1 %3053, label %3289, label %3284

3284:                                             ; preds = %3282
  %3285 = load float, ptr %2617, align 1
  %3286 = insertelement <8 x float> poison, float %3285, i64 0
  %3287 = shufflevector <8 x float> %3286, <8 x float> poison, <8 x i32> zeroinitializer
  %3288 = fadd <8 x float> %3046, %3287
  br label %3289

3289:                                             ; preds = %3284, %3282
  %3290 = phi <8 x float> [ %3288, %3284 ], [ %3046, %3282 ]
  %3291 = getelementptr inbounds nuw i8, ptr %2624, i64 32
  %3292 = getelementptr inbounds nuw i8, ptr %2629, i64 32
  %3293 = select i1 %3054, ptr null, ptr %3292
  switch i64 %2541, label %505 [
    i64 1, label %3308
    i64 2, label %3301
    i64 3, label %3294
    i64 0, label %3349
  ]

3294:                                             ; preds = %3289
  %3295 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3290)
  %3296 = bitcast <8 x float> %3290 to <8 x i32>
  %3297 = and <8 x i32> %3296, %2291
  %3298 = bitcast <8 x i32> %3297 to <8 x float>
  %3299 = fcmp oeq <8 x float> %3290, %48
  %3300 = select <8 x i1> %3299, <8 x float> %3298, <8 x float> %3295
  br label %3311

3301:                                             ; preds = %3289
  %3302 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3290)
  %3303 = bitcast <8 x float> %3290 to <8 x i32>
  %3304 = or <8 x i32> %3303, %2292
  %3305 = bitcast <8 x i32> %3304 to <8 x float>
  %3306 = fcmp oeq <8 x float> %3290, %51
  %3307 = select <8 x i1> %3306, <8 x float> %3305, <8 x float> %3302
  br label %3311

3308:                                             ; preds = %3289
  %3309 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3293, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3310 = fadd <8 x float> %3290, %3309
  br label %3311

3311:                                             ; preds = %3308, %3301, %3294
  %3312 = phi <8 x float> [ %3310, %3308 ], [ %3307, %3301 ], [ %3300, %3294 ]
  switch i64 %2554, label %505 [
    i64 1, label %3327
    i64 2, label %3320
    i64 3, label %3313
    i64 0, label %3349
  ]

3313:                                             ; preds = %3311
  %3314 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3312)
  %3315 = bitcast <8 x float> %3312 to <8 x i32>
  %3316 = and <8 x i32> %3315, %2291
  %3317 = bitcast <8 x i32> %3316 to <8 x float>
  %3318 = fcmp oeq <8 x float> %3312, %48
  %3319 = select <8 x i1> %3318, <8 x float> %3317, <8 x float> %3314
  br label %3330

3320:                                             ; preds = %3311
  %3321 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3312)
  %3322 = bitcast <8 x float> %3312 to <8 x i32>
  %3323 = or <8 x i32> %3322, %2292
  %3324 = bitcast <8 x i32> %3323 to <8 x float>
  %3325 = fcmp oeq <8 x float> %3312, %51
  %3326 = select <8 x i1> %3325, <8 x float> %3324, <8 x float> %3321
  br label %3330

3327:                                             ; preds = %3311
  %3328 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3293, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3329 = fadd <8 x float> %3312, %3328
  br label %3330

3330:                                             ; preds = %3327, %3320, %3313
  %3331 = phi <8 x float> [ %3329, %3327 ], [ %3326, %3320 ], [ %3319, %3313 ]
  switch i64 %2556, label %505 [
    i64 1, label %3346
    i64 2, label %3339
    i64 3, label %3332
    i64 0, label %3349
  ]

3332:                                             ; preds = %3330
  %3333 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3331)
  %3334 = bitcast <8 x float> %3331 to <8 x i32>
  %3335 = and <8 x i32> %3334, %2291
  %3336 = bitcast <8 x i32> %3335 to <8 x float>
  %3337 = fcmp oeq <8 x float> %3331, %48
  %3338 = select <8 x i1> %3337, <8 x float> %3336, <8 x float> %3333
  br label %3349

3339:                                             ; preds = %3330
  %3340 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3331)
  %3341 = bitcast <8 x float> %3331 to <8 x i32>
  %3342 = or <8 x i32> %3341, %2292
  %3343 = bitcast <8 x i32> %3342 to <8 x float>
  %3344 = fcmp oeq <8 x float> %3331, %51
  %3345 = select <8 x i1> %3344, <8 x float> %3343, <8 x float> %3340
  br label %3349

3346:                                             ; preds = %3330
  %3347 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3293, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3348 = fadd <8 x float> %3331, %3347
  br label %3349

3349:                                             ; preds = %3332, %3339, %3346, %3330, %3311, %3289
  %3350 = phi <8 x float> [ %3331, %3330 ], [ %3290, %3289 ], [ %3312, %3311 ], [ %3348, %3346 ], [ %3345, %3339 ], [ %3338, %3332 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3350, ptr nonnull align 1 %3291, <8 x i1> %2552)
  br i1 %3053, label %3356, label %3351

3351:                                             ; preds = %3349
  %3352 = load float, ptr %2617, align 1
  %3353 = insertelement <8 x float> poison, float %3352, i64 0
  %3354 = shufflevector <8 x float> %3353, <8 x float> poison, <8 x i32> zeroinitializer
  %3355 = fadd <8 x float> %3047, %3354
  br label %3356

3356:                                             ; preds = %3351, %3349
  %3357 = phi <8 x float> [ %3355, %3351 ], [ %3047, %3349 ]
  %3358 = getelementptr inbounds float, ptr %2624, i64 %9
  %3359 = getelementptr inbounds float, ptr %2629, i64 %9
  %3360 = select i1 %3054, ptr null, ptr %3359
  switch i64 %2541, label %505 [
    i64 1, label %3375
    i64 2, label %3368
    i64 3, label %3361
    i64 0, label %3416
  ]

3361:                                             ; preds = %3356
  %3362 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3357)
  %3363 = bitcast <8 x float> %3357 to <8 x i32>
  %3364 = and <8 x i32> %3363, %2291
  %3365 = bitcast <8 x i32> %3364 to <8 x float>
  %3366 = fcmp oeq <8 x float> %3357, %48
  %3367 = select <8 x i1> %3366, <8 x float> %3365, <8 x float> %3362
  br label %3378

3368:                                             ; preds = %3356
  %3369 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3357)
  %3370 = bitcast <8 x float> %3357 to <8 x i32>
  %3371 = or <8 x i32> %3370, %2292
  %3372 = bitcast <8 x i32> %3371 to <8 x float>
  %3373 = fcmp oeq <8 x float> %3357, %51
  %3374 = select <8 x i1> %3373, <8 x float> %3372, <8 x float> %3369
  br label %3378

3375:                                             ; preds = %3356
  %3376 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3360, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3377 = fadd <8 x float> %3357, %3376
  br label %3378

3378:                                             ; preds = %3375, %3368, %3361
  %3379 = phi <8 x float> [ %3377, %3375 ], [ %3374, %3368 ], [ %3367, %3361 ]
  switch i64 %2558, label %505 [
    i64 1, label %3394
    i64 2, label %3387
    i64 3, label %3380
    i64 0, label %3416
  ]

3380:                                             ; preds = %3378
  %3381 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3379)
  %3382 = bitcast <8 x float> %3379 to <8 x i32>
  %3383 = and <8 x i32> %3382, %2291
  %3384 = bitcast <8 x i32> %3383 to <8 x float>
  %3385 = fcmp oeq <8 x float> %3379, %48
  %3386 = select <8 x i1> %3385, <8 x float> %3384, <8 x float> %3381
  br label %3397

3387:                                             ; preds = %3378
  %3388 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3379)
  %3389 = bitcast <8 x float> %3379 to <8 x i32>
  %3390 = or <8 x i32> %3389, %2292
  %3391 = bitcast <8 x i32> %3390 to <8 x float>
  %3392 = fcmp oeq <8 x float> %3379, %51
  %3393 = select <8 x i1> %3392, <8 x float> %3391, <8 x float> %3388
  br label %3397

3394:                                             ; preds = %3378
  %3395 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3360, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3396 = fadd <8 x float> %3379, %3395
  br label %3397

3397:                                             ; preds = %3394, %3387, %3380
  %3398 = phi <8 x float> [ %3396, %3394 ], [ %3393, %3387 ], [ %3386, %3380 ]
  switch i64 %2560, label %505 [
    i64 1, label %3413
    i64 2, label %3406
    i64 3, label %3399
    i64 0, label %3416
  ]

3399:                                             ; preds = %3397
  %3400 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3398)
  %3401 = bitcast <8 x float> %3398 to <8 x i32>
  %3402 = and <8 x i32> %3401, %2291
  %3403 = bitcast <8 x i32> %3402 to <8 x float>
  %3404 = fcmp oeq <8 x float> %3398, %48
  %3405 = select <8 x i1> %3404, <8 x float> %3403, <8 x float> %3400
  br label %3416

3406:                                             ; preds = %3397
  %3407 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3398)
  %3408 = bitcast <8 x float> %3398 to <8 x i32>
  %3409 = or <8 x i32> %3408, %2292
  %3410 = bitcast <8 x i32> %3409 to <8 x float>
  %3411 = fcmp oeq <8 x float> %3398, %51
  %3412 = select <8 x i1> %3411, <8 x float> %3410, <8 x float> %3407
  br label %3416

3413:                                             ; preds = %3397
  %3414 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3360, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3415 = fadd <8 x float> %3398, %3414
  br label %3416

3416:                                             ; preds = %3399, %3406, %3413, %3397, %3378, %3356
  %3417 = phi <8 x float> [ %3398, %3397 ], [ %3357, %3356 ], [ %3379, %3378 ], [ %3415, %3413 ], [ %3412, %3406 ], [ %3405, %3399 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3417, ptr align 1 %3358, <8 x i1> %2298)
  br i1 %3053, label %3423, label %3418

3418:                                             ; preds = %3416
  %3419 = load float, ptr %2617, align 1
  %3420 = insertelement <8 x float> poison, float %3419, i64 0
  %3421 = shufflevector <8 x float> %3420, <8 x float> poison, <8 x i32> zeroinitializer
  %3422 = fadd <8 x float> %3048, %3421
  br label %3423

3423:                                             ; preds = %3418, %3416
  %3424 = phi <8 x float> [ %3422, %3418 ], [ %3048, %3416 ]
  %3425 = getelementptr inbounds float, ptr %2624, i64 %2561
  %3426 = getelementptr inbounds float, ptr %2629, i64 %2561
  %3427 = select i1 %3054, ptr null, ptr %3426
  switch i64 %2541, label %505 [
    i64 1, label %3442
    i64 2, label %3435
    i64 3, label %3428
    i64 0, label %3483
  ]

3428:                                             ; preds = %3423
  %3429 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3424)
  %3430 = bitcast <8 x float> %3424 to <8 x i32>
  %3431 = and <8 x i32> %3430, %2291
  %3432 = bitcast <8 x i32> %3431 to <8 x float>
  %3433 = fcmp oeq <8 x float> %3424, %48
  %3434 = select <8 x i1> %3433, <8 x float> %3432, <8 x float> %3429
  br label %3445

3435:                                             ; preds = %3423
  %3436 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3424)
  %3437 = bitcast <8 x float> %3424 to <8 x i32>
  %3438 = or <8 x i32> %3437, %2292
  %3439 = bitcast <8 x i32> %3438 to <8 x float>
  %3440 = fcmp oeq <8 x float> %3424, %51
  %3441 = select <8 x i1> %3440, <8 x float> %3439, <8 x float> %3436
  br label %3445

3442:                                             ; preds = %3423
  %3443 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3427, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3444 = fadd <8 x float> %3424, %3443
  br label %3445

3445:                                             ; preds = %3442, %3435, %3428
  %3446 = phi <8 x float> [ %3444, %3442 ], [ %3441, %3435 ], [ %3434, %3428 ]
  switch i64 %2563, label %505 [
    i64 1, label %3461
    i64 2, label %3454
    i64 3, label %3447
    i64 0, label %3483
  ]

3447:                                             ; preds = %3445
  %3448 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3446)
  %3449 = bitcast <8 x float> %3446 to <8 x i32>
  %3450 = and <8 x i32> %3449, %2291
  %3451 = bitcast <8 x i32> %3450 to <8 x float>
  %3452 = fcmp oeq <8 x float> %3446, %48
  %3453 = select <8 x i1> %3452, <8 x float> %3451, <8 x float> %3448
  br label %3464

3454:                                             ; preds = %3445
  %3455 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3446)
  %3456 = bitcast <8 x float> %3446 to <8 x i32>
  %3457 = or <8 x i32> %3456, %2292
  %3458 = bitcast <8 x i32> %3457 to <8 x float>
  %3459 = fcmp oeq <8 x float> %3446, %51
  %3460 = select <8 x i1> %3459, <8 x float> %3458, <8 x float> %3455
  br label %3464

3461:                                             ; preds = %3445
  %3462 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3427, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3463 = fadd <8 x float> %3446, %3462
  br label %3464

3464:                                             ; preds = %3461, %3454, %3447
  %3465 = phi <8 x float> [ %3463, %3461 ], [ %3460, %3454 ], [ %3453, %3447 ]
  switch i64 %2565, label %505 [
    i64 1, label %3480
    i64 2, label %3473
    i64 3, label %3466
    i64 0, label %3483
  ]

3466:                                             ; preds = %3464
  %3467 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3465)
  %3468 = bitcast <8 x float> %3465 to <8 x i32>
  %3469 = and <8 x i32> %3468, %2291
  %3470 = bitcast <8 x i32> %3469 to <8 x float>
  %3471 = fcmp oeq <8 x float> %3465, %48
  %3472 = select <8 x i1> %3471, <8 x float> %3470, <8 x float> %3467
  br label %3483

3473:                                             ; preds = %3464
  %3474 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3465)
  %3475 = bitcast <8 x float> %3465 to <8 x i32>
  %3476 = or <8 x i32> %3475, %2292
  %3477 = bitcast <8 x i32> %3476 to <8 x float>
  %3478 = fcmp oeq <8 x float> %3465, %51
  %3479 = select <8 x i1> %3478, <8 x float> %3477, <8 x float> %3474
  br label %3483

3480:                                             ; preds = %3464
  %3481 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3427, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3482 = fadd <8 x float> %3465, %3481
  br label %3483

3483:                                             ; preds = %3466, %3473, %3480, %3464, %3445, %3423
  %3484 = phi <8 x float> [ %3465, %3464 ], [ %3424, %3423 ], [ %3446, %3445 ], [ %3482, %3480 ], [ %3479, %3473 ], [ %3472, %3466 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3484, ptr align 1 %3425, <8 x i1> %2552)
  br i1 %3053, label %3490, label %3485

3485:                                             ; preds = %3483
  %3486 = load float, ptr %2617, align 1
  %3487 = insertelement <8 x float> poison, float %3486, i64 0
  %3488 = shufflevector <8 x float> %3487, <8 x float> poison, <8 x i32> zeroinitializer
  %3489 = fadd <8 x float> %3049, %3488
  br label %3490

3490:                                             ; preds = %3485, %3483
  %3491 = phi <8 x float> [ %3489, %3485 ], [ %3049, %3483 ]
  %3492 = getelementptr inbounds float, ptr %2624, i64 %2566
  %3493 = getelementptr inbounds float, ptr %2629, i64 %2566
  %3494 = select i1 %3054, ptr null, ptr %3493
  switch i64 %2541, label %505 [
    i64 1, label %3509
    i64 2, label %3502
    i64 3, label %3495
    i64 0, label %3550
  ]

3495:                                             ; preds = %3490
  %3496 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3491)
  %3497 = bitcast <8 x float> %3491 to <8 x i32>
  %3498 = and <8 x i32> %3497, %2291
  %3499 = bitcast <8 x i32> %3498 to <8 x float>
  %3500 = fcmp oeq <8 x float> %3491, %48
  %3501 = select <8 x i1> %3500, <8 x float> %3499, <8 x float> %3496
  br label %3512

3502:                                             ; preds = %3490
  %3503 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3491)
  %3504 = bitcast <8 x float> %3491 to <8 x i32>
  %3505 = or <8 x i32> %3504, %2292
  %3506 = bitcast <8 x i32> %3505 to <8 x float>
  %3507 = fcmp oeq <8 x float> %3491, %51
  %3508 = select <8 x i1> %3507, <8 x float> %3506, <8 x float> %3503
  br label %3512

3509:                                             ; preds = %3490
  %3510 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3494, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3511 = fadd <8 x float> %3491, %3510
  br label %3512

3512:                                             ; preds = %3509, %3502, %3495
  %3513 = phi <8 x float> [ %3511, %3509 ], [ %3508, %3502 ], [ %3501, %3495 ]
  switch i64 %2568, label %505 [
    i64 1, label %3528
    i64 2, label %3521
    i64 3, label %3514
    i64 0, label %3550
  ]

3514:                                             ; preds = %3512
  %3515 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3513)
  %3516 = bitcast <8 x float> %3513 to <8 x i32>
  %3517 = and <8 x i32> %3516, %2291
  %3518 = bitcast <8 x i32> %3517 to <8 x float>
  %3519 = fcmp oeq <8 x float> %3513, %48
  %3520 = select <8 x i1> %3519, <8 x float> %3518, <8 x float> %3515
  br label %3531

3521:                                             ; preds = %3512
  %3522 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3513)
  %3523 = bitcast <8 x float> %3513 to <8 x i32>
  %3524 = or <8 x i32> %3523, %2292
  %3525 = bitcast <8 x i32> %3524 to <8 x float>
  %3526 = fcmp oeq <8 x float> %3513, %51
  %3527 = select <8 x i1> %3526, <8 x float> %3525, <8 x float> %3522
  br label %3531

3528:                                             ; preds = %3512
  %3529 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3494, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3530 = fadd <8 x float> %3513, %3529
  br label %3531

3531:                                             ; preds = %3528, %3521, %3514
  %3532 = phi <8 x float> [ %3530, %3528 ], [ %3527, %3521 ], [ %3520, %3514 ]
  switch i64 %2570, label %505 [
    i64 1, label %3547
    i64 2, label %3540
    i64 3, label %3533
    i64 0, label %3550
  ]

3533:                                             ; preds = %3531
  %3534 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3532)
  %3535 = bitcast <8 x float> %3532 to <8 x i32>
  %3536 = and <8 x i32> %3535, %2291
  %3537 = bitcast <8 x i32> %3536 to <8 x float>
  %3538 = fcmp oeq <8 x float> %3532, %48
  %3539 = select <8 x i1> %3538, <8 x float> %3537, <8 x float> %3534
  br label %3550

3540:                                             ; preds = %3531
  %3541 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3532)
  %3542 = bitcast <8 x float> %3532 to <8 x i32>
  %3543 = or <8 x i32> %3542, %2292
  %3544 = bitcast <8 x i32> %3543 to <8 x float>
  %3545 = fcmp oeq <8 x float> %3532, %51
  %3546 = select <8 x i1> %3545, <8 x float> %3544, <8 x float> %3541
  br label %3550

3547:                                             ; preds = %3531
  %3548 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3494, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3549 = fadd <8 x float> %3532, %3548
  br label %3550

3550:                                             ; preds = %3533, %3540, %3547, %3531, %3512, %3490
  %3551 = phi <8 x float> [ %3532, %3531 ], [ %3491, %3490 ], [ %3513, %3512 ], [ %3549, %3547 ], [ %3546, %3540 ], [ %3539, %3533 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3551, ptr align 1 %3492, <8 x i1> %2298)
  br i1 %3053, label %3557, label %3552

3552:                                             ; preds = %3550
  %3553 = load float, ptr %2617, align 1
  %3554 = insertelement <8 x float> poison, float %3553, i64 0
  %3555 = shufflevector <8 x float> %3554, <8 x float> poison, <8 x i32> zeroinitializer
  %3556 = fadd <8 x float> %3050, %3555
  br label %3557

3557:                                             ; preds = %3552, %3550
  %3558 = phi <8 x float> [ %3556, %3552 ], [ %3050, %3550 ]
  %3559 = getelementptr inbounds float, ptr %2624, i64 %2571
  %3560 = getelementptr inbounds float, ptr %2629, i64 %2571
  %3561 = select i1 %3054, ptr null, ptr %3560
  switch i64 %2541, label %505 [
    i64 1, label %3576
    i64 2, label %3569
    i64 3, label %3562
    i64 0, label %3617
  ]

3562:                                             ; preds = %3557
  %3563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3558)
  %3564 = bitcast <8 x float> %3558 to <8 x i32>
  %3565 = and <8 x i32> %3564, %2291
  %3566 = bitcast <8 x i32> %3565 to <8 x float>
  %3567 = fcmp oeq <8 x float> %3558, %48
  %3568 = select <8 x i1> %3567, <8 x float> %3566, <8 x float> %3563
  br label %3579

3569:                                             ; preds = %3557
  %3570 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3558)
  %3571 = bitcast <8 x float> %3558 to <8 x i32>
  %3572 = or <8 x i32> %3571, %2292
  %3573 = bitcast <8 x i32> %3572 to <8 x float>
  %3574 = fcmp oeq <8 x float> %3558, %51
  %3575 = select <8 x i1> %3574, <8 x float> %3573, <8 x float> %3570
  br label %3579

3576:                                             ; preds = %3557
  %3577 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3561, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3578 = fadd <8 x float> %3558, %3577
  br label %3579

3579:                                             ; preds = %3576, %3569, %3562
  %3580 = phi <8 x float> [ %3578, %3576 ], [ %3575, %3569 ], [ %3568, %3562 ]
  switch i64 %2573, label %505 [
    i64 1, label %3595
    i64 2, label %3588
    i64 3, label %3581
    i64 0, label %3617
  ]

3581:                                             ; preds = %3579
  %3582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3580)
  %3583 = bitcast <8 x float> %3580 to <8 x i32>
  %3584 = and <8 x i32> %3583, %2291
  %3585 = bitcast <8 x i32> %3584 to <8 x float>
  %3586 = fcmp oeq <8 x float> %3580, %48
  %3587 = select <8 x i1> %3586, <8 x float> %3585, <8 x float> %3582
  br label %3598

3588:                                             ; preds = %3579
  %3589 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3580)
  %3590 = bitcast <8 x float> %3580 to <8 x i32>
  %3591 = or <8 x i32> %3590, %2292
  %3592 = bitcast <8 x i32> %3591 to <8 x float>
  %3593 = fcmp oeq <8 x float> %3580, %51
  %3594 = select <8 x i1> %3593, <8 x float> %3592, <8 x float> %3589
  br label %3598

3595:                                             ; preds = %3579
  %3596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3561, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3597 = fadd <8 x float> %3580, %3596
  br label %3598

3598:                                             ; preds = %3595, %3588, %3581
  %3599 = phi <8 x float> [ %3597, %3595 ], [ %3594, %3588 ], [ %3587, %3581 ]
  switch i64 %2575, label %505 [
    i64 1, label %3614
    i64 2, label %3607
    i64 3, label %3600
    i64 0, label %3617
  ]

3600:                                             ; preds = %3598
  %3601 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3599)
  %3602 = bitcast <8 x float> %3599 to <8 x i32>
  %3603 = and <8 x i32> %3602, %2291
  %3604 = bitcast <8 x i32> %3603 to <8 x float>
  %3605 = fcmp oeq <8 x float> %3599, %48
  %3606 = select <8 x i1> %3605, <8 x float> %3604, <8 x float> %3601
  br label %3617

3607:                                             ; preds = %3598
  %3608 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3599)
  %3609 = bitcast <8 x float> %3599 to <8 x i32>
  %3610 = or <8 x i32> %3609, %2292
  %3611 = bitcast <8 x i32> %3610 to <8 x float>
  %3612 = fcmp oeq <8 x float> %3599, %51
  %3613 = select <8 x i1> %3612, <8 x float> %3611, <8 x float> %3608
  br label %3617

3614:                                             ; preds = %3598
  %3615 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3561, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3616 = fadd <8 x float> %3599, %3615
  br label %3617

3617:                                             ; preds = %3600, %3607, %3614, %3598, %3579, %3557
  %3618 = phi <8 x float> [ %3599, %3598 ], [ %3558, %3557 ], [ %3580, %3579 ], [ %3616, %3614 ], [ %3613, %3607 ], [ %3606, %3600 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3618, ptr align 1 %3559, <8 x i1> %2552)
  br i1 %3053, label %3624, label %3619

3619:                                             ; preds = %3617
  %3620 = load float, ptr %2617, align 1
  %3621 = insertelement <8 x float> poison, float %3620, i64 0
  %3622 = shufflevector <8 x float> %3621, <8 x float> poison, <8 x i32> zeroinitializer
  %3623 = fadd <8 x float> %3051, %3622
  br label %3624

3624:                                             ; preds = %3619, %3617
  %3625 = phi <8 x float> [ %3623, %3619 ], [ %3051, %3617 ]
  %3626 = getelementptr inbounds float, ptr %2624, i64 %2576
  %3627 = getelementptr inbounds float, ptr %2629, i64 %2576
  %3628 = select i1 %3054, ptr null, ptr %3627
  switch i64 %2541, label %505 [
    i64 1, label %3643
    i64 2, label %3636
    i64 3, label %3629
    i64 0, label %3684
  ]

3629:                                             ; preds = %3624
  %3630 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3625)
  %3631 = bitcast <8 x float> %3625 to <8 x i32>
  %3632 = and <8 x i32> %3631, %2291
  %3633 = bitcast <8 x i32> %3632 to <8 x float>
  %3634 = fcmp oeq <8 x float> %3625, %48
  %3635 = select <8 x i1> %3634, <8 x float> %3633, <8 x float> %3630
  br label %3646

3636:                                             ; preds = %3624
  %3637 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3625)
  %3638 = bitcast <8 x float> %3625 to <8 x i32>
  %3639 = or <8 x i32> %3638, %2292
  %3640 = bitcast <8 x i32> %3639 to <8 x float>
  %3641 = fcmp oeq <8 x float> %3625, %51
  %3642 = select <8 x i1> %3641, <8 x float> %3640, <8 x float> %3637
  br label %3646

3643:                                             ; preds = %3624
  %3644 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3628, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3645 = fadd <8 x float> %3625, %3644
  br label %3646

3646:                                             ; preds = %3643, %3636, %3629
  %3647 = phi <8 x float> [ %3645, %3643 ], [ %3642, %3636 ], [ %3635, %3629 ]
  switch i64 %2578, label %505 [
    i64 1, label %3662
    i64 2, label %3655
    i64 3, label %3648
    i64 0, label %3684
  ]

3648:                                             ; preds = %3646
  %3649 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3647)
  %3650 = bitcast <8 x float> %3647 to <8 x i32>
  %3651 = and <8 x i32> %3650, %2291
  %3652 = bitcast <8 x i32> %3651 to <8 x float>
  %3653 = fcmp oeq <8 x float> %3647, %48
  %3654 = select <8 x i1> %3653, <8 x float> %3652, <8 x float> %3649
  br label %3665

3655:                                             ; preds = %3646
  %3656 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3647)
  %3657 = bitcast <8 x float> %3647 to <8 x i32>
  %3658 = or <8 x i32> %3657, %2292
  %3659 = bitcast <8 x i32> %3658 to <8 x float>
  %3660 = fcmp oeq <8 x float> %3647, %51
  %3661 = select <8 x i1> %3660, <8 x float> %3659, <8 x float> %3656
  br label %3665

3662:                                             ; preds = %3646
  %3663 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3628, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3664 = fadd <8 x float> %3647, %3663
  br label %3665

3665:                                             ; preds = %3662, %3655, %3648
  %3666 = phi <8 x float> [ %3664, %3662 ], [ %3661, %3655 ], [ %3654, %3648 ]
  switch i64 %2580, label %505 [
    i64 1, label %3681
    i64 2, label %3674
    i64 3, label %3667
    i64 0, label %3684
  ]

3667:                                             ; preds = %3665
  %3668 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3666)
  %3669 = bitcast <8 x float> %3666 to <8 x i32>
  %3670 = and <8 x i32> %3669, %2291
  %3671 = bitcast <8 x i32> %3670 to <8 x float>
  %3672 = fcmp oeq <8 x float> %3666, %48
  %3673 = select <8 x i1> %3672, <8 x float> %3671, <8 x float> %3668
  br label %3684

3674:                                             ; preds = %3665
  %3675 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3666)
  %3676 = bitcast <8 x float> %3666 to <8 x i32>
  %3677 = or <8 x i32> %3676, %2292
  %3678 = bitcast <8 x i32> %3677 to <8 x float>
  %3679 = fcmp oeq <8 x float> %3666, %51
  %3680 = select <8 x i1> %3679, <8 x float> %3678, <8 x float> %3675
  br label %3684

3681:                                             ; preds = %3665
  %3682 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3628, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3683 = fadd <8 x float> %3666, %3682
  br label %3684

3684:                                             ; preds = %3667, %3674, %3681, %3665, %3646, %3624
  %3685 = phi <8 x float> [ %3666, %3665 ], [ %3625, %3624 ], [ %3647, %3646 ], [ %3683, %3681 ], [ %3680, %3674 ], [ %3673, %3667 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3685, ptr align 1 %3626, <8 x i1> %2298)
  br i1 %3053, label %3691, label %3686

3686:                                             ; preds = %3684
  %3687 = load float, ptr %2617, align 1
  %3688 = insertelement <8 x float> poison, float %3687, i64 0
  %3689 = shufflevector <8 x float> %3688, <8 x float> poison, <8 x i32> zeroinitializer
  %3690 = fadd <8 x float> %3052, %3689
  br label %3691

3691:                                             ; preds = %3686, %3684
  %3692 = phi <8 x float> [ %3690, %3686 ], [ %3052, %3684 ]
  %3693 = getelementptr inbounds float, ptr %2624, i64 %2581
  %3694 = getelementptr inbounds float, ptr %2629, i64 %2581
  %3695 = select i1 %3054, ptr null, ptr %3694
  switch i64 %2541, label %505 [
    i64 1, label %3710
    i64 2, label %3703
    i64 3, label %3696
    i64 0, label %3751
  ]

3696:                                             ; preds = %3691
  %3697 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3692)
  %3698 = bitcast <8 x float> %3692 to <8 x i32>
  %3699 = and <8 x i32> %3698, %2291
  %3700 = bitcast <8 x i32> %3699 to <8 x float>
  %3701 = fcmp oeq <8 x float> %3692, %48
  %3702 = select <8 x i1> %3701, <8 x float> %3700, <8 x float> %3697
  br label %3713

3703:                                             ; preds = %3691
  %3704 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3692)
  %3705 = bitcast <8 x float> %3692 to <8 x i32>
  %3706 = or <8 x i32> %3705, %2292
  %3707 = bitcast <8 x i32> %3706 to <8 x float>
  %3708 = fcmp oeq <8 x float> %3692, %51
  %3709 = select <8 x i1> %3708, <8 x float> %3707, <8 x float> %3704
  br label %3713

3710:                                             ; preds = %3691
  %3711 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3695, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3712 = fadd <8 x float> %3692, %3711
  br label %3713

3713:                                             ; preds = %3710, %3703, %3696
  %3714 = phi <8 x float> [ %3712, %3710 ], [ %3709, %3703 ], [ %3702, %3696 ]
  switch i64 %2583, label %505 [
    i64 1, label %3729
    i64 2, label %3722
    i64 3, label %3715
    i64 0, label %3751
  ]

3715:                                             ; preds = %3713
  %3716 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3714)
  %3717 = bitcast <8 x float> %3714 to <8 x i32>
  %3718 = and <8 x i32> %3717, %2291
  %3719 = bitcast <8 x i32> %3718 to <8 x float>
  %3720 = fcmp oeq <8 x float> %3714, %48
  %3721 = select <8 x i1> %3720, <8 x float> %3719, <8 x float> %3716
  br label %3732

3722:                                             ; preds = %3713
  %3723 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3714)
  %3724 = bitcast <8 x float> %3714 to <8 x i32>
  %3725 = or <8 x i32> %3724, %2292
  %3726 = bitcast <8 x i32> %3725 to <8 x float>
  %3727 = fcmp oeq <8 x float> %3714, %51
  %3728 = select <8 x i1> %3727, <8 x float> %3726, <8 x float> %3723
  br label %3732

3729:                                             ; preds = %3713
  %3730 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3695, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3731 = fadd <8 x float> %3714, %3730
  br label %3732

3732:                                             ; preds = %3729, %3722, %3715
  %3733 = phi <8 x float> [ %3731, %3729 ], [ %3728, %3722 ], [ %3721, %3715 ]
  switch i64 %2585, label %505 [
    i64 1, label %3748
    i64 2, label %3741
    i64 3, label %3734
    i64 0, label %3751
  ]

3734:                                             ; preds = %3732
  %3735 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3733)
  %3736 = bitcast <8 x float> %3733 to <8 x i32>
  %3737 = and <8 x i32> %3736, %2291
  %3738 = bitcast <8 x i32> %3737 to <8 x float>
  %3739 = fcmp oeq <8 x float> %3733, %48
  %3740 = select <8 x i1> %3739, <8 x float> %3738, <8 x float> %3735
  br label %3751

3741:                                             ; preds = %3732
  %3742 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3733)
  %3743 = bitcast <8 x float> %3733 to <8 x i32>
  %3744 = or <8 x i32> %3743, %2292
  %3745 = bitcast <8 x i32> %3744 to <8 x float>
  %3746 = fcmp oeq <8 x float> %3733, %51
  %3747 = select <8 x i1> %3746, <8 x float> %3745, <8 x float> %3742
  br label %3751

3748:                                             ; preds = %3732
  %3749 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3695, <8 x i1> %2552, <8 x float> zeroinitializer)
  %3750 = fadd <8 x float> %3733, %3749
  br label %3751

3751:                                             ; preds = %3734, %3741, %3748, %3732, %3713, %3691
  %3752 = phi <8 x float> [ %3733, %3732 ], [ %3692, %3691 ], [ %3714, %3713 ], [ %3750, %3748 ], [ %3747, %3741 ], [ %3740, %3734 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3752, ptr align 1 %3693, <8 x i1> %2552)
  br label %7868

3753:                                             ; preds = %2648
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %28, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %2476, i8 0, i64 128, i1 false)
  br i1 %2288, label %3754, label %3760

3754:                                             ; preds = %3753
  %3755 = mul nsw i64 %2607, %12
  %3756 = add nsw i64 %2607, 1
  %3757 = mul nsw i64 %3756, %12
  br label %3764

3758:                                             ; preds = %3785
  %3759 = load <8 x float>, ptr %28, align 32
  br label %3760

3760:                                             ; preds = %3758, %3753
  %3761 = phi <8 x float> [ %3759, %3758 ], [ zeroinitializer, %3753 ]
  %3762 = icmp eq ptr %2618, null
  %3763 = icmp eq ptr %2629, null
  br i1 %3762, label %3853, label %3848

3764:                                             ; preds = %3754, %3785
  %3765 = phi i64 [ %3786, %3785 ], [ 0, %3754 ]
  %3766 = mul nsw i64 %3765, %14
  %3767 = sub i64 %3766, %16
  %3768 = add i64 %3767, %3755
  %3769 = icmp slt i64 %3768, 0
  %3770 = icmp sge i64 %3768, %6
  %3771 = or i1 %3769, %3770
  %3772 = select i1 %3771, i64 0, i64 %3768
  %3773 = mul nsw i64 %3772, %7
  %3774 = getelementptr inbounds float, ptr %2614, i64 %3773
  %3775 = add i64 %3767, %3757
  %3776 = icmp slt i64 %3775, 0
  %3777 = icmp sge i64 %3775, %6
  %3778 = or i1 %3776, %3777
  %3779 = select i1 %3778, i64 0, i64 %3775
  %3780 = mul nsw i64 %3779, %7
  %3781 = getelementptr inbounds float, ptr %2614, i64 %3780
  br i1 %2289, label %3782, label %3785

3782:                                             ; preds = %3764
  %3783 = mul nuw nsw i64 %3765, %11
  %3784 = getelementptr inbounds nuw float, ptr %2616, i64 %3783
  br label %3788

3785:                                             ; preds = %3797, %3764
  %3786 = add nuw nsw i64 %3765, 1
  %3787 = icmp eq i64 %3786, %10
  br i1 %3787, label %3758, label %3764

3788:                                             ; preds = %3782, %3797
  %3789 = phi i64 [ 0, %3782 ], [ %3798, %3797 ]
  %3790 = getelementptr inbounds nuw float, ptr %3784, i64 %3789
  %3791 = load float, ptr %3790, align 1
  %3792 = insertelement <8 x float> poison, float %3791, i64 0
  %3793 = shufflevector <8 x float> %3792, <8 x float> poison, <8 x i32> zeroinitializer
  %3794 = mul nsw i64 %3789, %15
  %3795 = sub i64 %3794, %17
  %3796 = getelementptr <4 x i64>, ptr %2275, i64 %3789
  br label %3800

3797:                                             ; preds = %3830
  %3798 = add nuw nsw i64 %3789, 1
  %3799 = icmp eq i64 %3798, %11
  br i1 %3799, label %3785, label %3788

3800:                                             ; preds = %3788, %3830
  %3801 = phi i64 [ 0, %3788 ], [ %3846, %3830 ]
  %3802 = shl nuw nsw i64 %3801, 3
  %3803 = add i64 %3795, %3802
  br i1 %2290, label %3808, label %3804

3804:                                             ; preds = %3800
  %3805 = mul nuw nsw i64 %11, %3801
  %3806 = getelementptr <4 x i64>, ptr %3796, i64 %3805
  %3807 = load <4 x i64>, ptr %3806, align 32
  br label %3830

3808:                                             ; preds = %3800
  %3809 = sub nsw i64 %9, %3802
  %3810 = icmp slt i64 %3803, 0
  %3811 = sub nsw i64 0, %3803
  %3812 = select i1 %3810, i64 %3811, i64 0
  %3813 = sub nsw i64 %7, %3803
  %3814 = call i64 @llvm.smin.i64(i64 %3813, i64 %3809)
  %3815 = call i64 @llvm.smin.i64(i64 %3814, i64 8)
  %3816 = icmp sgt i64 %3815, %3812
  %3817 = trunc i64 %3812 to i32
  %3818 = select i1 %3816, i32 %3817, i32 0
  %3819 = insertelement <8 x i32> poison, i32 %3818, i64 0
  %3820 = shufflevector <8 x i32> %3819, <8 x i32> poison, <8 x i32> zeroinitializer
  %3821 = icmp slt <8 x i32> %3820, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3822 = trunc i64 %3815 to i32
  %3823 = select i1 %3816, i32 %3822, i32 0
  %3824 = insertelement <8 x i32> poison, i32 %3823, i64 0
  %3825 = shufflevector <8 x i32> %3824, <8 x i32> poison, <8 x i32> zeroinitializer
  %3826 = icmp sgt <8 x i32> %3825, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3827 = and <8 x i1> %3826, %3821
  %3828 = sext <8 x i1> %3827 to <8 x i32>
  %3829 = bitcast <8 x i32> %3828 to <4 x i64>
  br label %3830

3830:                                             ; preds = %3808, %3804
  %3831 = phi <4 x i64> [ %3807, %3804 ], [ %3829, %3808 ]
  %3832 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %3801
  %3833 = getelementptr inbounds float, ptr %3774, i64 %3803
  %3834 = select i1 %3771, <4 x i64> zeroinitializer, <4 x i64> %3831
  %3835 = bitcast <4 x i64> %3834 to <8 x i32>
  %3836 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3833, <8 x i32> %3835)
  %3837 = load <8 x float>, ptr %3832, align 32
  %3838 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3836, <8 x float> %3793, <8 x float> %3837)
  store <8 x float> %3838, ptr %3832, align 32
  %3839 = getelementptr inbounds float, ptr %3781, i64 %3803
  %3840 = select i1 %3778, <4 x i64> zeroinitializer, <4 x i64> %3831
  %3841 = bitcast <4 x i64> %3840 to <8 x i32>
  %3842 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3839, <8 x i32> %3841)
  %3843 = getelementptr inbounds nuw i8, ptr %3832, i64 256
  %3844 = load <8 x float>, ptr %3843, align 32
  %3845 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3842, <8 x float> %3793, <8 x float> %3844)
  store <8 x float> %3845, ptr %3843, align 32
  %3846 = add nuw nsw i64 %3801, 1
  %3847 = icmp eq i64 %3846, 4
  br i1 %3847, label %3797, label %3800

3848:                                             ; preds = %3760
  %3849 = load float, ptr %2617, align 1
  %3850 = insertelement <8 x float> poison, float %3849, i64 0
  %3851 = shufflevector <8 x float> %3850, <8 x float> poison, <8 x i32> zeroinitializer
  %3852 = fadd <8 x float> %3761, %3851
  br label %3853

3853:                                             ; preds = %3848, %3760
  %3854 = phi <8 x float> [ %3852, %3848 ], [ %3761, %3760 ]
  switch i64 %2477, label %505 [
    i64 1, label %3855
    i64 2, label %3858
    i64 3, label %3865
    i64 0, label %3910
  ]

3855:                                             ; preds = %3853
  %3856 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3857 = fadd <8 x float> %3854, %3856
  br label %3872

3858:                                             ; preds = %3853
  %3859 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3854)
  %3860 = bitcast <8 x float> %3854 to <8 x i32>
  %3861 = or <8 x i32> %3860, %2292
  %3862 = bitcast <8 x i32> %3861 to <8 x float>
  %3863 = fcmp oeq <8 x float> %3854, %51
  %3864 = select <8 x i1> %3863, <8 x float> %3862, <8 x float> %3859
  br label %3872

3865:                                             ; preds = %3853
  %3866 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3854)
  %3867 = bitcast <8 x float> %3854 to <8 x i32>
  %3868 = and <8 x i32> %3867, %2291
  %3869 = bitcast <8 x i32> %3868 to <8 x float>
  %3870 = fcmp oeq <8 x float> %3854, %48
  %3871 = select <8 x i1> %3870, <8 x float> %3869, <8 x float> %3866
  br label %3872

3872:                                             ; preds = %3865, %3858, %3855
  %3873 = phi <8 x float> [ %3857, %3855 ], [ %3864, %3858 ], [ %3871, %3865 ]
  switch i64 %2479, label %505 [
    i64 1, label %3888
    i64 2, label %3881
    i64 3, label %3874
    i64 0, label %3910
  ]

3874:                                             ; preds = %3872
  %3875 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3873)
  %3876 = bitcast <8 x float> %3873 to <8 x i32>
  %3877 = and <8 x i32> %3876, %2291
  %3878 = bitcast <8 x i32> %3877 to <8 x float>
  %3879 = fcmp oeq <8 x float> %3873, %48
  %3880 = select <8 x i1> %3879, <8 x float> %3878, <8 x float> %3875
  br label %3891

3881:                                             ; preds = %3872
  %3882 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3873)
  %3883 = bitcast <8 x float> %3873 to <8 x i32>
  %3884 = or <8 x i32> %3883, %2292
  %3885 = bitcast <8 x i32> %3884 to <8 x float>
  %3886 = fcmp oeq <8 x float> %3873, %51
  %3887 = select <8 x i1> %3886, <8 x float> %3885, <8 x float> %3882
  br label %3891

3888:                                             ; preds = %3872
  %3889 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3890 = fadd <8 x float> %3873, %3889
  br label %3891

3891:                                             ; preds = %3888, %3881, %3874
  %3892 = phi <8 x float> [ %3890, %3888 ], [ %3887, %3881 ], [ %3880, %3874 ]
  switch i64 %2481, label %505 [
    i64 1, label %3907
    i64 2, label %3900
    i64 3, label %3893
    i64 0, label %3910
  ]

3893:                                             ; preds = %3891
  %3894 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3892)
  %3895 = bitcast <8 x float> %3892 to <8 x i32>
  %3896 = and <8 x i32> %3895, %2291
  %3897 = bitcast <8 x i32> %3896 to <8 x float>
  %3898 = fcmp oeq <8 x float> %3892, %48
  %3899 = select <8 x i1> %3898, <8 x float> %3897, <8 x float> %3894
  br label %3910

3900:                                             ; preds = %3891
  %3901 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3892)
  %3902 = bitcast <8 x float> %3892 to <8 x i32>
  %3903 = or <8 x i32> %3902, %2292
  %3904 = bitcast <8 x i32> %3903 to <8 x float>
  %3905 = fcmp oeq <8 x float> %3892, %51
  %3906 = select <8 x i1> %3905, <8 x float> %3904, <8 x float> %3901
  br label %3910

3907:                                             ; preds = %3891
  %3908 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2629, <8 x i1> %2298, <8 x float> zeroinitializer)
  %3909 = fadd <8 x float> %3892, %3908
  br label %3910

3910:                                             ; preds = %3893, %3900, %3907, %3891, %3872, %3853
  %3911 = phi <8 x float> [ %3892, %3891 ], [ %3854, %3853 ], [ %3873, %3872 ], [ %3909, %3907 ], [ %3906, %3900 ], [ %3899, %3893 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3911, ptr align 1 %2624, <8 x i1> %2298)
  %3912 = load <8 x float>, ptr %2489, align 32
  br i1 %3762, label %3918, label %3913

3913:                                             ; preds = %3910
  %3914 = load float, ptr %2617, align 1
  %3915 = insertelement <8 x float> poison, float %3914, i64 0
  %3916 = shufflevector <8 x float> %3915, <8 x float> poison, <8 x i32> zeroinitializer
  %3917 = fadd <8 x float> %3912, %3916
  br label %3918

3918:                                             ; preds = %3913, %3910
  %3919 = phi <8 x float> [ %3917, %3913 ], [ %3912, %3910 ]
  %3920 = getelementptr inbounds nuw i8, ptr %2624, i64 32
  %3921 = getelementptr inbounds nuw i8, ptr %2629, i64 32
  %3922 = select i1 %3763, ptr null, ptr %3921
  switch i64 %2477, label %505 [
    i64 1, label %3937
    i64 2, label %3930
    i64 3, label %3923
    i64 0, label %3978
  ]

3923:                                             ; preds = %3918
  %3924 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3919)
  %3925 = bitcast <8 x float> %3919 to <8 x i32>
  %3926 = and <8 x i32> %3925, %2291
  %3927 = bitcast <8 x i32> %3926 to <8 x float>
  %3928 = fcmp oeq <8 x float> %3919, %48
  %3929 = select <8 x i1> %3928, <8 x float> %3927, <8 x float> %3924
  br label %3940

3930:                                             ; preds = %3918
  %3931 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3919)
  %3932 = bitcast <8 x float> %3919 to <8 x i32>
  %3933 = or <8 x i32> %3932, %2292
  %3934 = bitcast <8 x i32> %3933 to <8 x float>
  %3935 = fcmp oeq <8 x float> %3919, %51
  %3936 = select <8 x i1> %3935, <8 x float> %3934, <8 x float> %3931
  br label %3940

3937:                                             ; preds = %3918
  %3938 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3922, <8 x i1> %2488, <8 x float> zeroinitializer)
  %3939 = fadd <8 x float> %3919, %3938
  br label %3940

3940:                                             ; preds = %3937, %3930, %3923
  %3941 = phi <8 x float> [ %3939, %3937 ], [ %3936, %3930 ], [ %3929, %3923 ]
  switch i64 %2491, label %505 [
    i64 1, label %3956
    i64 2, label %3949
    i64 3, label %3942
    i64 0, label %3978
  ]

3942:                                             ; preds = %3940
  %3943 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3941)
  %3944 = bitcast <8 x float> %3941 to <8 x i32>
  %3945 = and <8 x i32> %3944, %2291
  %3946 = bitcast <8 x i32> %3945 to <8 x float>
  %3947 = fcmp oeq <8 x float> %3941, %48
  %3948 = select <8 x i1> %3947, <8 x float> %3946, <8 x float> %3943
  br label %3959

3949:                                             ; preds = %3940
  %3950 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3941)
  %3951 = bitcast <8 x float> %3941 to <8 x i32>
  %3952 = or <8 x i32> %3951, %2292
  %3953 = bitcast <8 x i32> %3952 to <8 x float>
  %3954 = fcmp oeq <8 x float> %3941, %51
  %3955 = select <8 x i1> %3954, <8 x float> %3953, <8 x float> %3950
  br label %3959

3956:                                             ; preds = %3940
  %3957 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3922, <8 x i1> %2488, <8 x float> zeroinitializer)
  %3958 = fadd <8 x float> %3941, %3957
  br label %3959

3959:                                             ; preds = %3956, %3949, %3942
  %3960 = phi <8 x float> [ %3958, %3956 ], [ %3955, %3949 ], [ %3948, %3942 ]
  switch i64 %2493, label %505 [
    i64 1, label %3975
    i64 2, label %3968
    i64 3, label %3961
    i64 0, label %3978
  ]

3961:                                             ; preds = %3959
  %3962 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3960)
  %3963 = bitcast <8 x float> %3960 to <8 x i32>
  %3964 = and <8 x i32> %3963, %2291
  %3965 = bitcast <8 x i32> %3964 to <8 x float>
  %3966 = fcmp oeq <8 x float> %3960, %48
  %3967 = select <8 x i1> %3966, <8 x float> %3965, <8 x float> %3962
  br label %3978

3968:                                             ; preds = %3959
  %3969 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3960)
  %3970 = bitcast <8 x float> %3960 to <8 x i32>
  %3971 = or <8 x i32> %3970, %2292
  %3972 = bitcast <8 x i32> %3971 to <8 x float>
  %3973 = fcmp oeq <8 x float> %3960, %51
  %3974 = select <8 x i1> %3973, <8 x float> %3972, <8 x float> %3969
  br label %3978

3975:                                             ; preds = %3959
  %3976 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3922, <8 x i1> %2488, <8 x float> zeroinitializer)
  %3977 = fadd <8 x float> %3960, %3976
  br label %3978

3978:                                             ; preds = %3961, %3968, %3975, %3959, %3940, %3918
  %3979 = phi <8 x float> [ %3960, %3959 ], [ %3919, %3918 ], [ %3941, %3940 ], [ %3977, %3975 ], [ %3974, %3968 ], [ %3967, %3961 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3979, ptr nonnull align 1 %3920, <8 x i1> %2488)
  %3980 = load <8 x float>, ptr %2501, align 32
  br i1 %3762, label %3986, label %3981

3981:                                             ; preds = %3978
  %3982 = load float, ptr %2617, align 1
  %3983 = insertelement <8 x float> poison, float %3982, i64 0
  %3984 = shufflevector <8 x float> %3983, <8 x float> poison, <8 x i32> zeroinitializer
  %3985 = fadd <8 x float> %3980, %3984
  br label %3986

3986:                                             ; preds = %3981, %3978
  %3987 = phi <8 x float> [ %3985, %3981 ], [ %3980, %3978 ]
  %3988 = getelementptr inbounds nuw i8, ptr %2624, i64 64
  %3989 = getelementptr inbounds nuw i8, ptr %2629, i64 64
  %3990 = select i1 %3763, ptr null, ptr %3989
  switch i64 %2477, label %505 [
    i64 1, label %4005
    i64 2, label %3998
    i64 3, label %3991
    i64 0, label %4046
  ]

3991:                                             ; preds = %3986
  %3992 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %3987)
  %3993 = bitcast <8 x float> %3987 to <8 x i32>
  %3994 = and <8 x i32> %3993, %2291
  %3995 = bitcast <8 x i32> %3994 to <8 x float>
  %3996 = fcmp oeq <8 x float> %3987, %48
  %3997 = select <8 x i1> %3996, <8 x float> %3995, <8 x float> %3992
  br label %4008

3998:                                             ; preds = %3986
  %3999 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %3987)
  %4000 = bitcast <8 x float> %3987 to <8 x i32>
  %4001 = or <8 x i32> %4000, %2292
  %4002 = bitcast <8 x i32> %4001 to <8 x float>
  %4003 = fcmp oeq <8 x float> %3987, %51
  %4004 = select <8 x i1> %4003, <8 x float> %4002, <8 x float> %3999
  br label %4008

4005:                                             ; preds = %3986
  %4006 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3990, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4007 = fadd <8 x float> %3987, %4006
  br label %4008

4008:                                             ; preds = %4005, %3998, %3991
  %4009 = phi <8 x float> [ %4007, %4005 ], [ %4004, %3998 ], [ %3997, %3991 ]
  switch i64 %2503, label %505 [
    i64 1, label %4024
    i64 2, label %4017
    i64 3, label %4010
    i64 0, label %4046
  ]

4010:                                             ; preds = %4008
  %4011 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4009)
  %4012 = bitcast <8 x float> %4009 to <8 x i32>
  %4013 = and <8 x i32> %4012, %2291
  %4014 = bitcast <8 x i32> %4013 to <8 x float>
  %4015 = fcmp oeq <8 x float> %4009, %48
  %4016 = select <8 x i1> %4015, <8 x float> %4014, <8 x float> %4011
  br label %4027

4017:                                             ; preds = %4008
  %4018 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4009)
  %4019 = bitcast <8 x float> %4009 to <8 x i32>
  %4020 = or <8 x i32> %4019, %2292
  %4021 = bitcast <8 x i32> %4020 to <8 x float>
  %4022 = fcmp oeq <8 x float> %4009, %51
  %4023 = select <8 x i1> %4022, <8 x float> %4021, <8 x float> %4018
  br label %4027

4024:                                             ; preds = %4008
  %4025 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3990, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4026 = fadd <8 x float> %4009, %4025
  br label %4027

4027:                                             ; preds = %4024, %4017, %4010
  %4028 = phi <8 x float> [ %4026, %4024 ], [ %4023, %4017 ], [ %4016, %4010 ]
  switch i64 %2505, label %505 [
    i64 1, label %4043
    i64 2, label %4036
    i64 3, label %4029
    i64 0, label %4046
  ]

4029:                                             ; preds = %4027
  %4030 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4028)
  %4031 = bitcast <8 x float> %4028 to <8 x i32>
  %4032 = and <8 x i32> %4031, %2291
  %4033 = bitcast <8 x i32> %4032 to <8 x float>
  %4034 = fcmp oeq <8 x float> %4028, %48
  %4035 = select <8 x i1> %4034, <8 x float> %4033, <8 x float> %4030
  br label %4046

4036:                                             ; preds = %4027
  %4037 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4028)
  %4038 = bitcast <8 x float> %4028 to <8 x i32>
  %4039 = or <8 x i32> %4038, %2292
  %4040 = bitcast <8 x i32> %4039 to <8 x float>
  %4041 = fcmp oeq <8 x float> %4028, %51
  %4042 = select <8 x i1> %4041, <8 x float> %4040, <8 x float> %4037
  br label %4046

4043:                                             ; preds = %4027
  %4044 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3990, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4045 = fadd <8 x float> %4028, %4044
  br label %4046

4046:                                             ; preds = %4029, %4036, %4043, %4027, %4008, %3986
  %4047 = phi <8 x float> [ %4028, %4027 ], [ %3987, %3986 ], [ %4009, %4008 ], [ %4045, %4043 ], [ %4042, %4036 ], [ %4035, %4029 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4047, ptr nonnull align 1 %3988, <8 x i1> %2500)
  %4048 = load <8 x float>, ptr %2513, align 32
  br i1 %3762, label %4054, label %4049

4049:                                             ; preds = %4046
  %4050 = load float, ptr %2617, align 1
  %4051 = insertelement <8 x float> poison, float %4050, i64 0
  %4052 = shufflevector <8 x float> %4051, <8 x float> poison, <8 x i32> zeroinitializer
  %4053 = fadd <8 x float> %4048, %4052
  br label %4054

4054:                                             ; preds = %4049, %4046
  %4055 = phi <8 x float> [ %4053, %4049 ], [ %4048, %4046 ]
  %4056 = getelementptr inbounds nuw i8, ptr %2624, i64 96
  %4057 = getelementptr inbounds nuw i8, ptr %2629, i64 96
  %4058 = select i1 %3763, ptr null, ptr %4057
  switch i64 %2477, label %505 [
    i64 1, label %4073
    i64 2, label %4066
    i64 3, label %4059
    i64 0, label %4114
  ]

4059:                                             ; preds = %4054
  %4060 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4055)
  %4061 = bitcast <8 x float> %4055 to <8 x i32>
  %4062 = and <8 x i32> %4061, %2291
  %4063 = bitcast <8 x i32> %4062 to <8 x float>
  %4064 = fcmp oeq <8 x float> %4055, %48
  %4065 = select <8 x i1> %4064, <8 x float> %4063, <8 x float> %4060
  br label %4076

4066:                                             ; preds = %4054
  %4067 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4055)
  %4068 = bitcast <8 x float> %4055 to <8 x i32>
  %4069 = or <8 x i32> %4068, %2292
  %4070 = bitcast <8 x i32> %4069 to <8 x float>
  %4071 = fcmp oeq <8 x float> %4055, %51
  %4072 = select <8 x i1> %4071, <8 x float> %4070, <8 x float> %4067
  br label %4076

4073:                                             ; preds = %4054
  %4074 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4058, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4075 = fadd <8 x float> %4055, %4074
  br label %4076

4076:                                             ; preds = %4073, %4066, %4059
  %4077 = phi <8 x float> [ %4075, %4073 ], [ %4072, %4066 ], [ %4065, %4059 ]
  switch i64 %2515, label %505 [
    i64 1, label %4092
    i64 2, label %4085
    i64 3, label %4078
    i64 0, label %4114
  ]

4078:                                             ; preds = %4076
  %4079 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4077)
  %4080 = bitcast <8 x float> %4077 to <8 x i32>
  %4081 = and <8 x i32> %4080, %2291
  %4082 = bitcast <8 x i32> %4081 to <8 x float>
  %4083 = fcmp oeq <8 x float> %4077, %48
  %4084 = select <8 x i1> %4083, <8 x float> %4082, <8 x float> %4079
  br label %4095

4085:                                             ; preds = %4076
  %4086 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4077)
  %4087 = bitcast <8 x float> %4077 to <8 x i32>
  %4088 = or <8 x i32> %4087, %2292
  %4089 = bitcast <8 x i32> %4088 to <8 x float>
  %4090 = fcmp oeq <8 x float> %4077, %51
  %4091 = select <8 x i1> %4090, <8 x float> %4089, <8 x float> %4086
  br label %4095

4092:                                             ; preds = %4076
  %4093 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4058, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4094 = fadd <8 x float> %4077, %4093
  br label %4095

4095:                                             ; preds = %4092, %4085, %4078
  %4096 = phi <8 x float> [ %4094, %4092 ], [ %4091, %4085 ], [ %4084, %4078 ]
  switch i64 %2517, label %505 [
    i64 1, label %4111
    i64 2, label %4104
    i64 3, label %4097
    i64 0, label %4114
  ]

4097:                                             ; preds = %4095
  %4098 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4096)
  %4099 = bitcast <8 x float> %4096 to <8 x i32>
  %4100 = and <8 x i32> %4099, %2291
  %4101 = bitcast <8 x i32> %4100 to <8 x float>
  %4102 = fcmp oeq <8 x float> %4096, %48
  %4103 = select <8 x i1> %4102, <8 x float> %4101, <8 x float> %4098
  br label %4114

4104:                                             ; preds = %4095
  %4105 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4096)
  %4106 = bitcast <8 x float> %4096 to <8 x i32>
  %4107 = or <8 x i32> %4106, %2292
  %4108 = bitcast <8 x i32> %4107 to <8 x float>
  %4109 = fcmp oeq <8 x float> %4096, %51
  %4110 = select <8 x i1> %4109, <8 x float> %4108, <8 x float> %4105
  br label %4114

4111:                                             ; preds = %4095
  %4112 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4058, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4113 = fadd <8 x float> %4096, %4112
  br label %4114

4114:                                             ; preds = %4097, %4104, %4111, %4095, %4076, %4054
  %4115 = phi <8 x float> [ %4096, %4095 ], [ %4055, %4054 ], [ %4077, %4076 ], [ %4113, %4111 ], [ %4110, %4104 ], [ %4103, %4097 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4115, ptr nonnull align 1 %4056, <8 x i1> %2512)
  %4116 = load <8 x float>, ptr %2476, align 32
  br i1 %3762, label %4122, label %4117

4117:                                             ; preds = %4114
  %4118 = load float, ptr %2617, align 1
  %4119 = insertelement <8 x float> poison, float %4118, i64 0
  %4120 = shufflevector <8 x float> %4119, <8 x float> poison, <8 x i32> zeroinitializer
  %4121 = fadd <8 x float> %4116, %4120
  br label %4122

4122:                                             ; preds = %4117, %4114
  %4123 = phi <8 x float> [ %4121, %4117 ], [ %4116, %4114 ]
  %4124 = getelementptr inbounds float, ptr %2624, i64 %9
  %4125 = getelementptr inbounds float, ptr %2629, i64 %9
  %4126 = select i1 %3763, ptr null, ptr %4125
  switch i64 %2477, label %505 [
    i64 1, label %4141
    i64 2, label %4134
    i64 3, label %4127
    i64 0, label %4182
  ]

4127:                                             ; preds = %4122
  %4128 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4123)
  %4129 = bitcast <8 x float> %4123 to <8 x i32>
  %4130 = and <8 x i32> %4129, %2291
  %4131 = bitcast <8 x i32> %4130 to <8 x float>
  %4132 = fcmp oeq <8 x float> %4123, %48
  %4133 = select <8 x i1> %4132, <8 x float> %4131, <8 x float> %4128
  br label %4144

4134:                                             ; preds = %4122
  %4135 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4123)
  %4136 = bitcast <8 x float> %4123 to <8 x i32>
  %4137 = or <8 x i32> %4136, %2292
  %4138 = bitcast <8 x i32> %4137 to <8 x float>
  %4139 = fcmp oeq <8 x float> %4123, %51
  %4140 = select <8 x i1> %4139, <8 x float> %4138, <8 x float> %4135
  br label %4144

4141:                                             ; preds = %4122
  %4142 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4126, <8 x i1> %2298, <8 x float> zeroinitializer)
  %4143 = fadd <8 x float> %4123, %4142
  br label %4144

4144:                                             ; preds = %4141, %4134, %4127
  %4145 = phi <8 x float> [ %4143, %4141 ], [ %4140, %4134 ], [ %4133, %4127 ]
  switch i64 %2519, label %505 [
    i64 1, label %4160
    i64 2, label %4153
    i64 3, label %4146
    i64 0, label %4182
  ]

4146:                                             ; preds = %4144
  %4147 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4145)
  %4148 = bitcast <8 x float> %4145 to <8 x i32>
  %4149 = and <8 x i32> %4148, %2291
  %4150 = bitcast <8 x i32> %4149 to <8 x float>
  %4151 = fcmp oeq <8 x float> %4145, %48
  %4152 = select <8 x i1> %4151, <8 x float> %4150, <8 x float> %4147
  br label %4163

4153:                                             ; preds = %4144
  %4154 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4145)
  %4155 = bitcast <8 x float> %4145 to <8 x i32>
  %4156 = or <8 x i32> %4155, %2292
  %4157 = bitcast <8 x i32> %4156 to <8 x float>
  %4158 = fcmp oeq <8 x float> %4145, %51
  %4159 = select <8 x i1> %4158, <8 x float> %4157, <8 x float> %4154
  br label %4163

4160:                                             ; preds = %4144
  %4161 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4126, <8 x i1> %2298, <8 x float> zeroinitializer)
  %4162 = fadd <8 x float> %4145, %4161
  br label %4163

4163:                                             ; preds = %4160, %4153, %4146
  %4164 = phi <8 x float> [ %4162, %4160 ], [ %4159, %4153 ], [ %4152, %4146 ]
  switch i64 %2521, label %505 [
    i64 1, label %4179
    i64 2, label %4172
    i64 3, label %4165
    i64 0, label %4182
  ]

4165:                                             ; preds = %4163
  %4166 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4164)
  %4167 = bitcast <8 x float> %4164 to <8 x i32>
  %4168 = and <8 x i32> %4167, %2291
  %4169 = bitcast <8 x i32> %4168 to <8 x float>
  %4170 = fcmp oeq <8 x float> %4164, %48
  %4171 = select <8 x i1> %4170, <8 x float> %4169, <8 x float> %4166
  br label %4182

4172:                                             ; preds = %4163
  %4173 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4164)
  %4174 = bitcast <8 x float> %4164 to <8 x i32>
  %4175 = or <8 x i32> %4174, %2292
  %4176 = bitcast <8 x i32> %4175 to <8 x float>
  %4177 = fcmp oeq <8 x float> %4164, %51
  %4178 = select <8 x i1> %4177, <8 x float> %4176, <8 x float> %4173
  br label %4182

4179:                                             ; preds = %4163
  %4180 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4126, <8 x i1> %2298, <8 x float> zeroinitializer)
  %4181 = fadd <8 x float> %4164, %4180
  br label %4182

4182:                                             ; preds = %4165, %4172, %4179, %4163, %4144, %4122
  %4183 = phi <8 x float> [ %4164, %4163 ], [ %4123, %4122 ], [ %4145, %4144 ], [ %4181, %4179 ], [ %4178, %4172 ], [ %4171, %4165 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4183, ptr align 1 %4124, <8 x i1> %2298)
  %4184 = load <8 x float>, ptr %2523, align 32
  br i1 %3762, label %4190, label %4185

4185:                                             ; preds = %4182
  %4186 = load float, ptr %2617, align 1
  %4187 = insertelement <8 x float> poison, float %4186, i64 0
  %4188 = shufflevector <8 x float> %4187, <8 x float> poison, <8 x i32> zeroinitializer
  %4189 = fadd <8 x float> %4184, %4188
  br label %4190

4190:                                             ; preds = %4185, %4182
  %4191 = phi <8 x float> [ %4189, %4185 ], [ %4184, %4182 ]
  %4192 = getelementptr inbounds float, ptr %2624, i64 %2522
  %4193 = getelementptr inbounds float, ptr %2629, i64 %2522
  %4194 = select i1 %3763, ptr null, ptr %4193
  switch i64 %2477, label %505 [
    i64 1, label %4209
    i64 2, label %4202
    i64 3, label %4195
    i64 0, label %4250
  ]

4195:                                             ; preds = %4190
  %4196 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4191)
  %4197 = bitcast <8 x float> %4191 to <8 x i32>
  %4198 = and <8 x i32> %4197, %2291
  %4199 = bitcast <8 x i32> %4198 to <8 x float>
  %4200 = fcmp oeq <8 x float> %4191, %48
  %4201 = select <8 x i1> %4200, <8 x float> %4199, <8 x float> %4196
  br label %4212

4202:                                             ; preds = %4190
  %4203 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4191)
  %4204 = bitcast <8 x float> %4191 to <8 x i32>
  %4205 = or <8 x i32> %4204, %2292
  %4206 = bitcast <8 x i32> %4205 to <8 x float>
  %4207 = fcmp oeq <8 x float> %4191, %51
  %4208 = select <8 x i1> %4207, <8 x float> %4206, <8 x float> %4203
  br label %4212

4209:                                             ; preds = %4190
  %4210 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4194, <8 x i1> %2488, <8 x float> zeroinitializer)
  %4211 = fadd <8 x float> %4191, %4210
  br label %4212

4212:                                             ; preds = %4209, %4202, %4195
  %4213 = phi <8 x float> [ %4211, %4209 ], [ %4208, %4202 ], [ %4201, %4195 ]
  switch i64 %2525, label %505 [
    i64 1, label %4228
    i64 2, label %4221
    i64 3, label %4214
    i64 0, label %4250
  ]

4214:                                             ; preds = %4212
  %4215 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4213)
  %4216 = bitcast <8 x float> %4213 to <8 x i32>
  %4217 = and <8 x i32> %4216, %2291
  %4218 = bitcast <8 x i32> %4217 to <8 x float>
  %4219 = fcmp oeq <8 x float> %4213, %48
  %4220 = select <8 x i1> %4219, <8 x float> %4218, <8 x float> %4215
  br label %4231

4221:                                             ; preds = %4212
  %4222 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4213)
  %4223 = bitcast <8 x float> %4213 to <8 x i32>
  %4224 = or <8 x i32> %4223, %2292
  %4225 = bitcast <8 x i32> %4224 to <8 x float>
  %4226 = fcmp oeq <8 x float> %4213, %51
  %4227 = select <8 x i1> %4226, <8 x float> %4225, <8 x float> %4222
  br label %4231

4228:                                             ; preds = %4212
  %4229 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4194, <8 x i1> %2488, <8 x float> zeroinitializer)
  %4230 = fadd <8 x float> %4213, %4229
  br label %4231

4231:                                             ; preds = %4228, %4221, %4214
  %4232 = phi <8 x float> [ %4230, %4228 ], [ %4227, %4221 ], [ %4220, %4214 ]
  switch i64 %2527, label %505 [
    i64 1, label %4247
    i64 2, label %4240
    i64 3, label %4233
    i64 0, label %4250
  ]

4233:                                             ; preds = %4231
  %4234 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4232)
  %4235 = bitcast <8 x float> %4232 to <8 x i32>
  %4236 = and <8 x i32> %4235, %2291
  %4237 = bitcast <8 x i32> %4236 to <8 x float>
  %4238 = fcmp oeq <8 x float> %4232, %48
  %4239 = select <8 x i1> %4238, <8 x float> %4237, <8 x float> %4234
  br label %4250

4240:                                             ; preds = %4231
  %4241 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4232)
  %4242 = bitcast <8 x float> %4232 to <8 x i32>
  %4243 = or <8 x i32> %4242, %2292
  %4244 = bitcast <8 x i32> %4243 to <8 x float>
  %4245 = fcmp oeq <8 x float> %4232, %51
  %4246 = select <8 x i1> %4245, <8 x float> %4244, <8 x float> %4241
  br label %4250

4247:                                             ; preds = %4231
  %4248 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4194, <8 x i1> %2488, <8 x float> zeroinitializer)
  %4249 = fadd <8 x float> %4232, %4248
  br label %4250

4250:                                             ; preds = %4233, %4240, %4247, %4231, %4212, %4190
  %4251 = phi <8 x float> [ %4232, %4231 ], [ %4191, %4190 ], [ %4213, %4212 ], [ %4249, %4247 ], [ %4246, %4240 ], [ %4239, %4233 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4251, ptr align 1 %4192, <8 x i1> %2488)
  %4252 = load <8 x float>, ptr %2529, align 32
  br i1 %3762, label %4258, label %4253

4253:                                             ; preds = %4250
  %4254 = load float, ptr %2617, align 1
  %4255 = insertelement <8 x float> poison, float %4254, i64 0
  %4256 = shufflevector <8 x float> %4255, <8 x float> poison, <8 x i32> zeroinitializer
  %4257 = fadd <8 x float> %4252, %4256
  br label %4258

4258:                                             ; preds = %4253, %4250
  %4259 = phi <8 x float> [ %4257, %4253 ], [ %4252, %4250 ]
  %4260 = getelementptr inbounds float, ptr %2624, i64 %2528
  %4261 = getelementptr inbounds float, ptr %2629, i64 %2528
  %4262 = select i1 %3763, ptr null, ptr %4261
  switch i64 %2477, label %505 [
    i64 1, label %4277
    i64 2, label %4270
    i64 3, label %4263
    i64 0, label %4318
  ]

4263:                                             ; preds = %4258
  %4264 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4259)
  %4265 = bitcast <8 x float> %4259 to <8 x i32>
  %4266 = and <8 x i32> %4265, %2291
  %4267 = bitcast <8 x i32> %4266 to <8 x float>
  %4268 = fcmp oeq <8 x float> %4259, %48
  %4269 = select <8 x i1> %4268, <8 x float> %4267, <8 x float> %4264
  br label %4280

4270:                                             ; preds = %4258
  %4271 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4259)
  %4272 = bitcast <8 x float> %4259 to <8 x i32>
  %4273 = or <8 x i32> %4272, %2292
  %4274 = bitcast <8 x i32> %4273 to <8 x float>
  %4275 = fcmp oeq <8 x float> %4259, %51
  %4276 = select <8 x i1> %4275, <8 x float> %4274, <8 x float> %4271
  br label %4280

4277:                                             ; preds = %4258
  %4278 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4279 = fadd <8 x float> %4259, %4278
  br label %4280

4280:                                             ; preds = %4277, %4270, %4263
  %4281 = phi <8 x float> [ %4279, %4277 ], [ %4276, %4270 ], [ %4269, %4263 ]
  switch i64 %2531, label %505 [
    i64 1, label %4296
    i64 2, label %4289
    i64 3, label %4282
    i64 0, label %4318
  ]

4282:                                             ; preds = %4280
  %4283 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4281)
  %4284 = bitcast <8 x float> %4281 to <8 x i32>
  %4285 = and <8 x i32> %4284, %2291
  %4286 = bitcast <8 x i32> %4285 to <8 x float>
  %4287 = fcmp oeq <8 x float> %4281, %48
  %4288 = select <8 x i1> %4287, <8 x float> %4286, <8 x float> %4283
  br label %4299

4289:                                             ; preds = %4280
  %4290 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4281)
  %4291 = bitcast <8 x float> %4281 to <8 x i32>
  %4292 = or <8 x i32> %4291, %2292
  %4293 = bitcast <8 x i32> %4292 to <8 x float>
  %4294 = fcmp oeq <8 x float> %4281, %51
  %4295 = select <8 x i1> %4294, <8 x float> %4293, <8 x float> %4290
  br label %4299

4296:                                             ; preds = %4280
  %4297 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4298 = fadd <8 x float> %4281, %4297
  br label %4299

4299:                                             ; preds = %4296, %4289, %4282
  %4300 = phi <8 x float> [ %4298, %4296 ], [ %4295, %4289 ], [ %4288, %4282 ]
  switch i64 %2533, label %505 [
    i64 1, label %4315
    i64 2, label %4308
    i64 3, label %4301
    i64 0, label %4318
  ]

4301:                                             ; preds = %4299
  %4302 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4300)
  %4303 = bitcast <8 x float> %4300 to <8 x i32>
  %4304 = and <8 x i32> %4303, %2291
  %4305 = bitcast <8 x i32> %4304 to <8 x float>
  %4306 = fcmp oeq <8 x float> %4300, %48
  %4307 = select <8 x i1> %4306, <8 x float> %4305, <8 x float> %4302
  br label %4318

4308:                                             ; preds = %4299
  %4309 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4300)
  %4310 = bitcast <8 x float> %4300 to <8 x i32>
  %4311 = or <8 x i32> %4310, %2292
  %4312 = bitcast <8 x i32> %4311 to <8 x float>
  %4313 = fcmp oeq <8 x float> %4300, %51
  %4314 = select <8 x i1> %4313, <8 x float> %4312, <8 x float> %4309
  br label %4318

4315:                                             ; preds = %4299
  %4316 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %2500, <8 x float> zeroinitializer)
  %4317 = fadd <8 x float> %4300, %4316
  br label %4318

4318:                                             ; preds = %4301, %4308, %4315, %4299, %4280, %4258
  %4319 = phi <8 x float> [ %4300, %4299 ], [ %4259, %4258 ], [ %4281, %4280 ], [ %4317, %4315 ], [ %4314, %4308 ], [ %4307, %4301 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4319, ptr align 1 %4260, <8 x i1> %2500)
  %4320 = load <8 x float>, ptr %2535, align 32
  br i1 %3762, label %4326, label %4321

4321:                                             ; preds = %4318
  %4322 = load float, ptr %2617, align 1
  %4323 = insertelement <8 x float> poison, float %4322, i64 0
  %4324 = shufflevector <8 x float> %4323, <8 x float> poison, <8 x i32> zeroinitializer
  %4325 = fadd <8 x float> %4320, %4324
  br label %4326

4326:                                             ; preds = %4321, %4318
  %4327 = phi <8 x float> [ %4325, %4321 ], [ %4320, %4318 ]
  %4328 = getelementptr inbounds float, ptr %2624, i64 %2534
  %4329 = getelementptr inbounds float, ptr %2629, i64 %2534
  %4330 = select i1 %3763, ptr null, ptr %4329
  switch i64 %2477, label %505 [
    i64 1, label %4345
    i64 2, label %4338
    i64 3, label %4331
    i64 0, label %4386
  ]

4331:                                             ; preds = %4326
  %4332 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4327)
  %4333 = bitcast <8 x float> %4327 to <8 x i32>
  %4334 = and <8 x i32> %4333, %2291
  %4335 = bitcast <8 x i32> %4334 to <8 x float>
  %4336 = fcmp oeq <8 x float> %4327, %48
  %4337 = select <8 x i1> %4336, <8 x float> %4335, <8 x float> %4332
  br label %4348

4338:                                             ; preds = %4326
  %4339 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4327)
  %4340 = bitcast <8 x float> %4327 to <8 x i32>
  %4341 = or <8 x i32> %4340, %2292
  %4342 = bitcast <8 x i32> %4341 to <8 x float>
  %4343 = fcmp oeq <8 x float> %4327, %51
  %4344 = select <8 x i1> %4343, <8 x float> %4342, <8 x float> %4339
  br label %4348

4345:                                             ; preds = %4326
  %4346 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4347 = fadd <8 x float> %4327, %4346
  br label %4348

4348:                                             ; preds = %4345, %4338, %4331
  %4349 = phi <8 x float> [ %4347, %4345 ], [ %4344, %4338 ], [ %4337, %4331 ]
  switch i64 %2537, label %505 [
    i64 1, label %4364
    i64 2, label %4357
    i64 3, label %4350
    i64 0, label %4386
  ]

4350:                                             ; preds = %4348
  %4351 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4349)
  %4352 = bitcast <8 x float> %4349 to <8 x i32>
  %4353 = and <8 x i32> %4352, %2291
  %4354 = bitcast <8 x i32> %4353 to <8 x float>
  %4355 = fcmp oeq <8 x float> %4349, %48
  %4356 = select <8 x i1> %4355, <8 x float> %4354, <8 x float> %4351
  br label %4367

4357:                                             ; preds = %4348
  %4358 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4349)
  %4359 = bitcast <8 x float> %4349 to <8 x i32>
  %4360 = or <8 x i32> %4359, %2292
  %4361 = bitcast <8 x i32> %4360 to <8 x float>
  %4362 = fcmp oeq <8 x float> %4349, %51
  %4363 = select <8 x i1> %4362, <8 x float> %4361, <8 x float> %4358
  br label %4367

4364:                                             ; preds = %4348
  %4365 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4366 = fadd <8 x float> %4349, %4365
  br label %4367

4367:                                             ; preds = %4364, %4357, %4350
  %4368 = phi <8 x float> [ %4366, %4364 ], [ %4363, %4357 ], [ %4356, %4350 ]
  switch i64 %2539, label %505 [
    i64 1, label %4383
    i64 2, label %4376
    i64 3, label %4369
    i64 0, label %4386
  ]

4369:                                             ; preds = %4367
  %4370 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4368)
  %4371 = bitcast <8 x float> %4368 to <8 x i32>
  %4372 = and <8 x i32> %4371, %2291
  %4373 = bitcast <8 x i32> %4372 to <8 x float>
  %4374 = fcmp oeq <8 x float> %4368, %48
  %4375 = select <8 x i1> %4374, <8 x float> %4373, <8 x float> %4370
  br label %4386

4376:                                             ; preds = %4367
  %4377 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4368)
  %4378 = bitcast <8 x float> %4368 to <8 x i32>
  %4379 = or <8 x i32> %4378, %2292
  %4380 = bitcast <8 x i32> %4379 to <8 x float>
  %4381 = fcmp oeq <8 x float> %4368, %51
  %4382 = select <8 x i1> %4381, <8 x float> %4380, <8 x float> %4377
  br label %4386

4383:                                             ; preds = %4367
  %4384 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %2512, <8 x float> zeroinitializer)
  %4385 = fadd <8 x float> %4368, %4384
  br label %4386

4386:                                             ; preds = %4369, %4376, %4383, %4367, %4348, %4326
  %4387 = phi <8 x float> [ %4368, %4367 ], [ %4327, %4326 ], [ %4349, %4348 ], [ %4385, %4383 ], [ %4382, %4376 ], [ %4375, %4369 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4387, ptr align 1 %4328, <8 x i1> %2512)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %7868

4388:                                             ; preds = %2637, %7865
  %4389 = phi i64 [ 0, %2637 ], [ %7866, %7865 ]
  %4390 = sub nsw i64 %2228, %4389
  %4391 = icmp sgt i64 %4390, 7
  %4392 = trunc i64 %4390 to i32
  %4393 = select i1 %4391, i32 8, i32 %4392
  switch i32 %4393, label %7865 [
    i32 1, label %4394
    i32 2, label %4539
    i32 3, label %4803
    i32 4, label %5185
    i32 5, label %5567
    i32 6, label %6026
    i32 7, label %6562
    i32 8, label %7175
  ]

4394:                                             ; preds = %4388
  %4395 = shl nsw i64 %4389, 3
  br i1 %2288, label %4398, label %4396

4396:                                             ; preds = %4394
  %4397 = sub nsw i64 %9, %4395
  br label %4403

4398:                                             ; preds = %4394
  %4399 = sub i64 %4395, %17
  %4400 = mul nsw i64 %4389, %11
  %4401 = getelementptr <4 x i64>, ptr %2275, i64 %4400
  %4402 = sub nsw i64 %9, %4395
  br label %4415

4403:                                             ; preds = %4430, %4396
  %4404 = phi i64 [ %4397, %4396 ], [ %4402, %4430 ]
  %4405 = phi <8 x float> [ zeroinitializer, %4396 ], [ %4431, %4430 ]
  %4406 = icmp sgt i64 %4404, 7
  %4407 = trunc i64 %4404 to i32
  %4408 = select i1 %4406, i32 8, i32 %4407
  %4409 = insertelement <8 x i32> poison, i32 %4408, i64 0
  %4410 = shufflevector <8 x i32> %4409, <8 x i32> poison, <8 x i32> zeroinitializer
  %4411 = icmp sgt <8 x i32> %4410, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4412 = getelementptr inbounds nuw float, ptr %2624, i64 %4395
  %4413 = getelementptr inbounds nuw float, ptr %2629, i64 %4395
  %4414 = select i1 %2639, ptr null, ptr %4413
  br i1 %2638, label %4480, label %4475

4415:                                             ; preds = %4398, %4430
  %4416 = phi <8 x float> [ zeroinitializer, %4398 ], [ %4431, %4430 ]
  %4417 = phi i64 [ 0, %4398 ], [ %4432, %4430 ]
  %4418 = mul nsw i64 %4417, %14
  %4419 = sub i64 %4418, %16
  %4420 = add i64 %4419, %2647
  %4421 = icmp slt i64 %4420, 0
  %4422 = icmp sge i64 %4420, %6
  %4423 = or i1 %4421, %4422
  %4424 = select i1 %4423, i64 0, i64 %4420
  %4425 = mul nsw i64 %4424, %7
  %4426 = getelementptr inbounds float, ptr %2614, i64 %4425
  br i1 %2289, label %4427, label %4430

4427:                                             ; preds = %4415
  %4428 = mul nuw nsw i64 %4417, %11
  %4429 = getelementptr inbounds nuw float, ptr %2616, i64 %4428
  br label %4434

4430:                                             ; preds = %4466, %4415
  %4431 = phi <8 x float> [ %4416, %4415 ], [ %4472, %4466 ]
  %4432 = add nuw nsw i64 %4417, 1
  %4433 = icmp eq i64 %4432, %10
  br i1 %4433, label %4403, label %4415

4434:                                             ; preds = %4427, %4466
  %4435 = phi <8 x float> [ %4416, %4427 ], [ %4472, %4466 ]
  %4436 = phi i64 [ 0, %4427 ], [ %4473, %4466 ]
  %4437 = getelementptr inbounds nuw float, ptr %4429, i64 %4436
  %4438 = load float, ptr %4437, align 1
  %4439 = insertelement <8 x float> poison, float %4438, i64 0
  %4440 = shufflevector <8 x float> %4439, <8 x float> poison, <8 x i32> zeroinitializer
  %4441 = mul nsw i64 %4436, %15
  %4442 = add i64 %4399, %4441
  %4443 = icmp slt i64 %4442, 0
  %4444 = sub nsw i64 0, %4442
  %4445 = select i1 %4443, i64 %4444, i64 0
  %4446 = sub nsw i64 %7, %4442
  %4447 = call i64 @llvm.smin.i64(i64 %4446, i64 %4402)
  %4448 = call i64 @llvm.smin.i64(i64 %4447, i64 8)
  %4449 = icmp sgt i64 %4448, %4445
  %4450 = trunc i64 %4445 to i32
  %4451 = select i1 %4449, i32 %4450, i32 0
  %4452 = insertelement <8 x i32> poison, i32 %4451, i64 0
  %4453 = shufflevector <8 x i32> %4452, <8 x i32> poison, <8 x i32> zeroinitializer
  %4454 = icmp slt <8 x i32> %4453, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4455 = trunc i64 %4448 to i32
  %4456 = select i1 %4449, i32 %4455, i32 0
  %4457 = insertelement <8 x i32> poison, i32 %4456, i64 0
  %4458 = shufflevector <8 x i32> %4457, <8 x i32> poison, <8 x i32> zeroinitializer
  %4459 = icmp sgt <8 x i32> %4458, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4460 = and <8 x i1> %4459, %4454
  %4461 = sext <8 x i1> %4460 to <8 x i32>
  %4462 = bitcast <8 x i32> %4461 to <4 x i64>
  br i1 %2290, label %4466, label %4463

4463:                                             ; preds = %4434
  %4464 = getelementptr <4 x i64>, ptr %4401, i64 %4436
  %4465 = load <4 x i64>, ptr %4464, align 32
  br label %4466

4466:                                             ; preds = %4434, %4463
  %4467 = phi <4 x i64> [ %4465, %4463 ], [ %4462, %4434 ]
  %4468 = getelementptr inbounds float, ptr %4426, i64 %4442
  %4469 = select i1 %4423, <4 x i64> zeroinitializer, <4 x i64> %4467
  %4470 = bitcast <4 x i64> %4469 to <8 x i32>
  %4471 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4468, <8 x i32> %4470)
  %4472 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4471, <8 x float> %4440, <8 x float> %4435)
  %4473 = add nuw nsw i64 %4436, 1
  %4474 = icmp eq i64 %4473, %11
  br i1 %4474, label %4430, label %4434

4475:                                             ; preds = %4403
  %4476 = load float, ptr %2617, align 1
  %4477 = insertelement <8 x float> poison, float %4476, i64 0
  %4478 = shufflevector <8 x float> %4477, <8 x float> poison, <8 x i32> zeroinitializer
  %4479 = fadd <8 x float> %4405, %4478
  br label %4480

4480:                                             ; preds = %4475, %4403
  %4481 = phi <8 x float> [ %4479, %4475 ], [ %4405, %4403 ]
  switch i64 %2471, label %505 [
    i64 1, label %4482
    i64 2, label %4485
    i64 3, label %4492
    i64 0, label %4537
  ]

4482:                                             ; preds = %4480
  %4483 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4414, <8 x i1> %4411, <8 x float> zeroinitializer)
  %4484 = fadd <8 x float> %4481, %4483
  br label %4499

4485:                                             ; preds = %4480
  %4486 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4481)
  %4487 = bitcast <8 x float> %4481 to <8 x i32>
  %4488 = or <8 x i32> %4487, %2292
  %4489 = bitcast <8 x i32> %4488 to <8 x float>
  %4490 = fcmp oeq <8 x float> %4481, %51
  %4491 = select <8 x i1> %4490, <8 x float> %4489, <8 x float> %4486
  br label %4499

4492:                                             ; preds = %4480
  %4493 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4481)
  %4494 = bitcast <8 x float> %4481 to <8 x i32>
  %4495 = and <8 x i32> %4494, %2291
  %4496 = bitcast <8 x i32> %4495 to <8 x float>
  %4497 = fcmp oeq <8 x float> %4481, %48
  %4498 = select <8 x i1> %4497, <8 x float> %4496, <8 x float> %4493
  br label %4499

4499:                                             ; preds = %4492, %4485, %4482
  %4500 = phi <8 x float> [ %4484, %4482 ], [ %4491, %4485 ], [ %4498, %4492 ]
  switch i64 %2473, label %505 [
    i64 1, label %4515
    i64 2, label %4508
    i64 3, label %4501
    i64 0, label %4537
  ]

4501:                                             ; preds = %4499
  %4502 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4500)
  %4503 = bitcast <8 x float> %4500 to <8 x i32>
  %4504 = and <8 x i32> %4503, %2291
  %4505 = bitcast <8 x i32> %4504 to <8 x float>
  %4506 = fcmp oeq <8 x float> %4500, %48
  %4507 = select <8 x i1> %4506, <8 x float> %4505, <8 x float> %4502
  br label %4518

4508:                                             ; preds = %4499
  %4509 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4500)
  %4510 = bitcast <8 x float> %4500 to <8 x i32>
  %4511 = or <8 x i32> %4510, %2292
  %4512 = bitcast <8 x i32> %4511 to <8 x float>
  %4513 = fcmp oeq <8 x float> %4500, %51
  %4514 = select <8 x i1> %4513, <8 x float> %4512, <8 x float> %4509
  br label %4518

4515:                                             ; preds = %4499
  %4516 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4414, <8 x i1> %4411, <8 x float> zeroinitializer)
  %4517 = fadd <8 x float> %4500, %4516
  br label %4518

4518:                                             ; preds = %4515, %4508, %4501
  %4519 = phi <8 x float> [ %4517, %4515 ], [ %4514, %4508 ], [ %4507, %4501 ]
  switch i64 %2475, label %505 [
    i64 1, label %4534
    i64 2, label %4527
    i64 3, label %4520
    i64 0, label %4537
  ]

4520:                                             ; preds = %4518
  %4521 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4519)
  %4522 = bitcast <8 x float> %4519 to <8 x i32>
  %4523 = and <8 x i32> %4522, %2291
  %4524 = bitcast <8 x i32> %4523 to <8 x float>
  %4525 = fcmp oeq <8 x float> %4519, %48
  %4526 = select <8 x i1> %4525, <8 x float> %4524, <8 x float> %4521
  br label %4537

4527:                                             ; preds = %4518
  %4528 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4519)
  %4529 = bitcast <8 x float> %4519 to <8 x i32>
  %4530 = or <8 x i32> %4529, %2292
  %4531 = bitcast <8 x i32> %4530 to <8 x float>
  %4532 = fcmp oeq <8 x float> %4519, %51
  %4533 = select <8 x i1> %4532, <8 x float> %4531, <8 x float> %4528
  br label %4537

4534:                                             ; preds = %4518
  %4535 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4414, <8 x i1> %4411, <8 x float> zeroinitializer)
  %4536 = fadd <8 x float> %4519, %4535
  br label %4537

4537:                                             ; preds = %4520, %4527, %4534, %4518, %4499, %4480
  %4538 = phi <8 x float> [ %4519, %4518 ], [ %4481, %4480 ], [ %4500, %4499 ], [ %4536, %4534 ], [ %4533, %4527 ], [ %4526, %4520 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4538, ptr align 1 %4412, <8 x i1> %4411)
  br label %7865

4539:                                             ; preds = %4388
  br i1 %2288, label %4540, label %4649

4540:                                             ; preds = %4539
  %4541 = shl nsw i64 %4389, 3
  %4542 = mul nuw nsw i64 %4389, %11
  %4543 = or disjoint i64 %4389, 1
  %4544 = shl nsw i64 %4543, 3
  %4545 = mul nuw nsw i64 %4543, %11
  %4546 = sub nsw i64 %9, %4541
  %4547 = shl i64 %4389, 3
  %4548 = or disjoint i64 %4547, 8
  %4549 = sub nsw i64 %9, %4548
  br label %4550

4550:                                             ; preds = %4540, %4566
  %4551 = phi <8 x float> [ zeroinitializer, %4540 ], [ %4567, %4566 ]
  %4552 = phi <8 x float> [ zeroinitializer, %4540 ], [ %4568, %4566 ]
  %4553 = phi i64 [ 0, %4540 ], [ %4569, %4566 ]
  %4554 = mul nsw i64 %4553, %14
  %4555 = sub i64 %4554, %16
  %4556 = add i64 %4555, %2646
  %4557 = icmp slt i64 %4556, 0
  %4558 = icmp sge i64 %4556, %6
  %4559 = or i1 %4557, %4558
  %4560 = select i1 %4559, i64 0, i64 %4556
  %4561 = mul nsw i64 %4560, %7
  %4562 = getelementptr inbounds float, ptr %2614, i64 %4561
  br i1 %2289, label %4563, label %4566

4563:                                             ; preds = %4550
  %4564 = mul nuw nsw i64 %4553, %11
  %4565 = getelementptr inbounds nuw float, ptr %2616, i64 %4564
  br label %4571

4566:                                             ; preds = %4638, %4550
  %4567 = phi <8 x float> [ %4551, %4550 ], [ %4640, %4638 ]
  %4568 = phi <8 x float> [ %4552, %4550 ], [ %4646, %4638 ]
  %4569 = add nuw nsw i64 %4553, 1
  %4570 = icmp eq i64 %4569, %10
  br i1 %4570, label %4649, label %4550

4571:                                             ; preds = %4563, %4638
  %4572 = phi <8 x float> [ %4551, %4563 ], [ %4640, %4638 ]
  %4573 = phi <8 x float> [ %4552, %4563 ], [ %4646, %4638 ]
  %4574 = phi i64 [ 0, %4563 ], [ %4647, %4638 ]
  %4575 = getelementptr inbounds nuw float, ptr %4565, i64 %4574
  %4576 = load float, ptr %4575, align 1
  %4577 = insertelement <8 x float> poison, float %4576, i64 0
  %4578 = shufflevector <8 x float> %4577, <8 x float> poison, <8 x i32> zeroinitializer
  %4579 = mul nsw i64 %4574, %15
  %4580 = sub i64 %4579, %17
  %4581 = add i64 %4580, %4541
  br i1 %2290, label %4594, label %4582

4582:                                             ; preds = %4571
  %4583 = getelementptr <4 x i64>, ptr %2275, i64 %4574
  %4584 = getelementptr <4 x i64>, ptr %4583, i64 %4542
  %4585 = load <4 x i64>, ptr %4584, align 32
  %4586 = getelementptr inbounds float, ptr %4562, i64 %4581
  %4587 = select i1 %4559, <4 x i64> zeroinitializer, <4 x i64> %4585
  %4588 = bitcast <4 x i64> %4587 to <8 x i32>
  %4589 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4586, <8 x i32> %4588)
  %4590 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4589, <8 x float> %4578, <8 x float> %4572)
  %4591 = add i64 %4580, %4544
  %4592 = getelementptr <4 x i64>, ptr %4583, i64 %4545
  %4593 = load <4 x i64>, ptr %4592, align 32
  br label %4638

4594:                                             ; preds = %4571
  %4595 = icmp slt i64 %4581, 0
  %4596 = sub nsw i64 0, %4581
  %4597 = select i1 %4595, i64 %4596, i64 0
  %4598 = sub nsw i64 %7, %4581
  %4599 = call i64 @llvm.smin.i64(i64 %4598, i64 %4546)
  %4600 = call i64 @llvm.smin.i64(i64 %4599, i64 8)
  %4601 = icmp sgt i64 %4600, %4597
  %4602 = trunc i64 %4597 to i32
  %4603 = select i1 %4601, i32 %4602, i32 0
  %4604 = insertelement <8 x i32> poison, i32 %4603, i64 0
  %4605 = shufflevector <8 x i32> %4604, <8 x i32> poison, <8 x i32> zeroinitializer
  %4606 = icmp slt <8 x i32> %4605, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4607 = trunc i64 %4600 to i32
  %4608 = select i1 %4601, i32 %4607, i32 0
  %4609 = insertelement <8 x i32> poison, i32 %4608, i64 0
  %4610 = shufflevector <8 x i32> %4609, <8 x i32> poison, <8 x i32> zeroinitializer
  %4611 = icmp sgt <8 x i32> %4610, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4612 = and <8 x i1> %4611, %4606
  %4613 = getelementptr inbounds float, ptr %4562, i64 %4581
  %4614 = select i1 %4559, <8 x i1> zeroinitializer, <8 x i1> %4612
  %4615 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4613, <8 x i1> %4614, <8 x float> zeroinitializer)
  %4616 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4615, <8 x float> %4578, <8 x float> %4572)
  %4617 = add i64 %4580, %4548
  %4618 = icmp slt i64 %4617, 0
  %4619 = sub nsw i64 0, %4617
  %4620 = select i1 %4618, i64 %4619, i64 0
  %4621 = sub nsw i64 %7, %4617
  %4622 = call i64 @llvm.smin.i64(i64 %4621, i64 %4549)
  %4623 = call i64 @llvm.smin.i64(i64 %4622, i64 8)
  %4624 = icmp sgt i64 %4623, %4620
  %4625 = trunc i64 %4620 to i32
  %4626 = select i1 %4624, i32 %4625, i32 0
  %4627 = insertelement <8 x i32> poison, i32 %4626, i64 0
  %4628 = shufflevector <8 x i32> %4627, <8 x i32> poison, <8 x i32> zeroinitializer
  %4629 = icmp slt <8 x i32> %4628, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4630 = trunc i64 %4623 to i32
  %4631 = select i1 %4624, i32 %4630, i32 0
  %4632 = insertelement <8 x i32> poison, i32 %4631, i64 0
  %4633 = shufflevector <8 x i32> %4632, <8 x i32> poison, <8 x i32> zeroinitializer
  %4634 = icmp sgt <8 x i32> %4633, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4635 = and <8 x i1> %4634, %4629
  %4636 = sext <8 x i1> %4635 to <8 x i32>
  %4637 = bitcast <8 x i32> %4636 to <4 x i64>
  br label %4638

4638:                                             ; preds = %4594, %4582
  %4639 = phi i64 [ %4591, %4582 ], [ %4617, %4594 ]
  %4640 = phi <8 x float> [ %4590, %4582 ], [ %4616, %4594 ]
  %4641 = phi <4 x i64> [ %4593, %4582 ], [ %4637, %4594 ]
  %4642 = getelementptr inbounds float, ptr %4562, i64 %4639
  %4643 = select i1 %4559, <4 x i64> zeroinitializer, <4 x i64> %4641
  %4644 = bitcast <4 x i64> %4643 to <8 x i32>
  %4645 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4642, <8 x i32> %4644)
  %4646 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4645, <8 x float> %4578, <8 x float> %4573)
  %4647 = add nuw nsw i64 %4574, 1
  %4648 = icmp eq i64 %4647, %11
  br i1 %4648, label %4566, label %4571

4649:                                             ; preds = %4566, %4539
  %4650 = phi <8 x float> [ zeroinitializer, %4539 ], [ %4567, %4566 ]
  %4651 = phi <8 x float> [ zeroinitializer, %4539 ], [ %4568, %4566 ]
  %4652 = shl nsw i64 %4389, 3
  %4653 = sub nsw i64 %9, %4652
  %4654 = icmp sgt i64 %4653, 7
  %4655 = trunc i64 %4653 to i32
  %4656 = select i1 %4654, i32 8, i32 %4655
  %4657 = insertelement <8 x i32> poison, i32 %4656, i64 0
  %4658 = shufflevector <8 x i32> %4657, <8 x i32> poison, <8 x i32> zeroinitializer
  %4659 = icmp sgt <8 x i32> %4658, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %4665, label %4660

4660:                                             ; preds = %4649
  %4661 = load float, ptr %2617, align 1
  %4662 = insertelement <8 x float> poison, float %4661, i64 0
  %4663 = shufflevector <8 x float> %4662, <8 x float> poison, <8 x i32> zeroinitializer
  %4664 = fadd <8 x float> %4650, %4663
  br label %4665

4665:                                             ; preds = %4660, %4649
  %4666 = phi <8 x float> [ %4664, %4660 ], [ %4650, %4649 ]
  %4667 = getelementptr inbounds nuw float, ptr %2624, i64 %4652
  %4668 = getelementptr inbounds nuw float, ptr %2629, i64 %4652
  %4669 = select i1 %2639, ptr null, ptr %4668
  switch i64 %2462, label %505 [
    i64 1, label %4670
    i64 2, label %4673
    i64 3, label %4680
    i64 0, label %4725
  ]

4670:                                             ; preds = %4665
  %4671 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4669, <8 x i1> %4659, <8 x float> zeroinitializer)
  %4672 = fadd <8 x float> %4666, %4671
  br label %4687

4673:                                             ; preds = %4665
  %4674 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4666)
  %4675 = bitcast <8 x float> %4666 to <8 x i32>
  %4676 = or <8 x i32> %4675, %2292
  %4677 = bitcast <8 x i32> %4676 to <8 x float>
  %4678 = fcmp oeq <8 x float> %4666, %51
  %4679 = select <8 x i1> %4678, <8 x float> %4677, <8 x float> %4674
  br label %4687

4680:                                             ; preds = %4665
  %4681 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4666)
  %4682 = bitcast <8 x float> %4666 to <8 x i32>
  %4683 = and <8 x i32> %4682, %2291
  %4684 = bitcast <8 x i32> %4683 to <8 x float>
  %4685 = fcmp oeq <8 x float> %4666, %48
  %4686 = select <8 x i1> %4685, <8 x float> %4684, <8 x float> %4681
  br label %4687

4687:                                             ; preds = %4680, %4673, %4670
  %4688 = phi <8 x float> [ %4672, %4670 ], [ %4679, %4673 ], [ %4686, %4680 ]
  switch i64 %2464, label %505 [
    i64 1, label %4703
    i64 2, label %4696
    i64 3, label %4689
    i64 0, label %4725
  ]

4689:                                             ; preds = %4687
  %4690 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4688)
  %4691 = bitcast <8 x float> %4688 to <8 x i32>
  %4692 = and <8 x i32> %4691, %2291
  %4693 = bitcast <8 x i32> %4692 to <8 x float>
  %4694 = fcmp oeq <8 x float> %4688, %48
  %4695 = select <8 x i1> %4694, <8 x float> %4693, <8 x float> %4690
  br label %4706

4696:                                             ; preds = %4687
  %4697 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4688)
  %4698 = bitcast <8 x float> %4688 to <8 x i32>
  %4699 = or <8 x i32> %4698, %2292
  %4700 = bitcast <8 x i32> %4699 to <8 x float>
  %4701 = fcmp oeq <8 x float> %4688, %51
  %4702 = select <8 x i1> %4701, <8 x float> %4700, <8 x float> %4697
  br label %4706

4703:                                             ; preds = %4687
  %4704 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4669, <8 x i1> %4659, <8 x float> zeroinitializer)
  %4705 = fadd <8 x float> %4688, %4704
  br label %4706

4706:                                             ; preds = %4703, %4696, %4689
  %4707 = phi <8 x float> [ %4705, %4703 ], [ %4702, %4696 ], [ %4695, %4689 ]
  switch i64 %2466, label %505 [
    i64 1, label %4722
    i64 2, label %4715
    i64 3, label %4708
    i64 0, label %4725
  ]

4708:                                             ; preds = %4706
  %4709 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4707)
  %4710 = bitcast <8 x float> %4707 to <8 x i32>
  %4711 = and <8 x i32> %4710, %2291
  %4712 = bitcast <8 x i32> %4711 to <8 x float>
  %4713 = fcmp oeq <8 x float> %4707, %48
  %4714 = select <8 x i1> %4713, <8 x float> %4712, <8 x float> %4709
  br label %4725

4715:                                             ; preds = %4706
  %4716 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4707)
  %4717 = bitcast <8 x float> %4707 to <8 x i32>
  %4718 = or <8 x i32> %4717, %2292
  %4719 = bitcast <8 x i32> %4718 to <8 x float>
  %4720 = fcmp oeq <8 x float> %4707, %51
  %4721 = select <8 x i1> %4720, <8 x float> %4719, <8 x float> %4716
  br label %4725

4722:                                             ; preds = %4706
  %4723 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4669, <8 x i1> %4659, <8 x float> zeroinitializer)
  %4724 = fadd <8 x float> %4707, %4723
  br label %4725

4725:                                             ; preds = %4708, %4715, %4722, %4706, %4687, %4665
  %4726 = phi <8 x float> [ %4707, %4706 ], [ %4666, %4665 ], [ %4688, %4687 ], [ %4724, %4722 ], [ %4721, %4715 ], [ %4714, %4708 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4726, ptr align 1 %4667, <8 x i1> %4659)
  %4727 = shl i64 %4389, 3
  %4728 = or disjoint i64 %4727, 8
  %4729 = sub nsw i64 %9, %4728
  %4730 = icmp sgt i64 %4729, 7
  %4731 = trunc i64 %4729 to i32
  %4732 = select i1 %4730, i32 8, i32 %4731
  %4733 = insertelement <8 x i32> poison, i32 %4732, i64 0
  %4734 = shufflevector <8 x i32> %4733, <8 x i32> poison, <8 x i32> zeroinitializer
  %4735 = icmp sgt <8 x i32> %4734, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %4741, label %4736

4736:                                             ; preds = %4725
  %4737 = load float, ptr %2617, align 1
  %4738 = insertelement <8 x float> poison, float %4737, i64 0
  %4739 = shufflevector <8 x float> %4738, <8 x float> poison, <8 x i32> zeroinitializer
  %4740 = fadd <8 x float> %4651, %4739
  br label %4741

4741:                                             ; preds = %4736, %4725
  %4742 = phi <8 x float> [ %4740, %4736 ], [ %4651, %4725 ]
  %4743 = getelementptr inbounds nuw float, ptr %2624, i64 %4728
  %4744 = getelementptr inbounds nuw float, ptr %2629, i64 %4728
  %4745 = select i1 %2639, ptr null, ptr %4744
  switch i64 %2462, label %505 [
    i64 1, label %4760
    i64 2, label %4753
    i64 3, label %4746
    i64 0, label %4801
  ]

4746:                                             ; preds = %4741
  %4747 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4742)
  %4748 = bitcast <8 x float> %4742 to <8 x i32>
  %4749 = and <8 x i32> %4748, %2291
  %4750 = bitcast <8 x i32> %4749 to <8 x float>
  %4751 = fcmp oeq <8 x float> %4742, %48
  %4752 = select <8 x i1> %4751, <8 x float> %4750, <8 x float> %4747
  br label %4763

4753:                                             ; preds = %4741
  %4754 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4742)
  %4755 = bitcast <8 x float> %4742 to <8 x i32>
  %4756 = or <8 x i32> %4755, %2292
  %4757 = bitcast <8 x i32> %4756 to <8 x float>
  %4758 = fcmp oeq <8 x float> %4742, %51
  %4759 = select <8 x i1> %4758, <8 x float> %4757, <8 x float> %4754
  br label %4763

4760:                                             ; preds = %4741
  %4761 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4745, <8 x i1> %4735, <8 x float> zeroinitializer)
  %4762 = fadd <8 x float> %4742, %4761
  br label %4763

4763:                                             ; preds = %4760, %4753, %4746
  %4764 = phi <8 x float> [ %4762, %4760 ], [ %4759, %4753 ], [ %4752, %4746 ]
  switch i64 %2468, label %505 [
    i64 1, label %4779
    i64 2, label %4772
    i64 3, label %4765
    i64 0, label %4801
  ]

4765:                                             ; preds = %4763
  %4766 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4764)
  %4767 = bitcast <8 x float> %4764 to <8 x i32>
  %4768 = and <8 x i32> %4767, %2291
  %4769 = bitcast <8 x i32> %4768 to <8 x float>
  %4770 = fcmp oeq <8 x float> %4764, %48
  %4771 = select <8 x i1> %4770, <8 x float> %4769, <8 x float> %4766
  br label %4782

4772:                                             ; preds = %4763
  %4773 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4764)
  %4774 = bitcast <8 x float> %4764 to <8 x i32>
  %4775 = or <8 x i32> %4774, %2292
  %4776 = bitcast <8 x i32> %4775 to <8 x float>
  %4777 = fcmp oeq <8 x float> %4764, %51
  %4778 = select <8 x i1> %4777, <8 x float> %4776, <8 x float> %4773
  br label %4782

4779:                                             ; preds = %4763
  %4780 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4745, <8 x i1> %4735, <8 x float> zeroinitializer)
  %4781 = fadd <8 x float> %4764, %4780
  br label %4782

4782:                                             ; preds = %4779, %4772, %4765
  %4783 = phi <8 x float> [ %4781, %4779 ], [ %4778, %4772 ], [ %4771, %4765 ]
  switch i64 %2470, label %505 [
    i64 1, label %4798
    i64 2, label %4791
    i64 3, label %4784
    i64 0, label %4801
  ]

4784:                                             ; preds = %4782
  %4785 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4783)
  %4786 = bitcast <8 x float> %4783 to <8 x i32>
  %4787 = and <8 x i32> %4786, %2291
  %4788 = bitcast <8 x i32> %4787 to <8 x float>
  %4789 = fcmp oeq <8 x float> %4783, %48
  %4790 = select <8 x i1> %4789, <8 x float> %4788, <8 x float> %4785
  br label %4801

4791:                                             ; preds = %4782
  %4792 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4783)
  %4793 = bitcast <8 x float> %4783 to <8 x i32>
  %4794 = or <8 x i32> %4793, %2292
  %4795 = bitcast <8 x i32> %4794 to <8 x float>
  %4796 = fcmp oeq <8 x float> %4783, %51
  %4797 = select <8 x i1> %4796, <8 x float> %4795, <8 x float> %4792
  br label %4801

4798:                                             ; preds = %4782
  %4799 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4745, <8 x i1> %4735, <8 x float> zeroinitializer)
  %4800 = fadd <8 x float> %4783, %4799
  br label %4801

4801:                                             ; preds = %4784, %4791, %4798, %4782, %4763, %4741
  %4802 = phi <8 x float> [ %4783, %4782 ], [ %4742, %4741 ], [ %4764, %4763 ], [ %4800, %4798 ], [ %4797, %4791 ], [ %4790, %4784 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4802, ptr nonnull align 1 %4743, <8 x i1> %4735)
  br label %7865

4803:                                             ; preds = %4388
  br i1 %2288, label %4804, label %4954

4804:                                             ; preds = %4803
  %4805 = shl nsw i64 %4389, 3
  %4806 = mul nuw nsw i64 %4389, %11
  %4807 = or disjoint i64 %4389, 1
  %4808 = mul nuw nsw i64 %4807, %11
  %4809 = or disjoint i64 %4389, 2
  %4810 = shl nsw i64 %4809, 3
  %4811 = mul nuw nsw i64 %4809, %11
  %4812 = sub nsw i64 %9, %4805
  %4813 = shl i64 %4389, 3
  %4814 = or disjoint i64 %4813, 8
  %4815 = sub nsw i64 %9, %4814
  %4816 = shl i64 %4389, 3
  %4817 = or disjoint i64 %4816, 16
  %4818 = sub nsw i64 %9, %4817
  %4819 = shl i64 %4807, 5
  br label %4820

4820:                                             ; preds = %4804, %4838
  %4821 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4839, %4838 ]
  %4822 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4840, %4838 ]
  %4823 = phi <8 x float> [ zeroinitializer, %4804 ], [ %4841, %4838 ]
  %4824 = phi i64 [ 0, %4804 ], [ %4842, %4838 ]
  %4825 = mul nsw i64 %4824, %14
  %4826 = sub i64 %4825, %16
  %4827 = add i64 %4826, %2645
  %4828 = icmp slt i64 %4827, 0
  %4829 = icmp sge i64 %4827, %6
  %4830 = or i1 %4828, %4829
  %4831 = select i1 %4830, i64 0, i64 %4827
  %4832 = mul nsw i64 %4831, %7
  %4833 = getelementptr inbounds float, ptr %2614, i64 %4832
  br i1 %2289, label %4834, label %4838

4834:                                             ; preds = %4820
  %4835 = mul nuw nsw i64 %4824, %11
  %4836 = getelementptr inbounds nuw float, ptr %2616, i64 %4835
  %4837 = getelementptr i8, ptr %4833, i64 %4819
  br label %4844

4838:                                             ; preds = %4942, %4820
  %4839 = phi <8 x float> [ %4821, %4820 ], [ %4945, %4942 ]
  %4840 = phi <8 x float> [ %4822, %4820 ], [ %4944, %4942 ]
  %4841 = phi <8 x float> [ %4823, %4820 ], [ %4951, %4942 ]
  %4842 = add nuw nsw i64 %4824, 1
  %4843 = icmp eq i64 %4842, %10
  br i1 %4843, label %4954, label %4820

4844:                                             ; preds = %4834, %4942
  %4845 = phi <8 x float> [ %4821, %4834 ], [ %4945, %4942 ]
  %4846 = phi <8 x float> [ %4822, %4834 ], [ %4944, %4942 ]
  %4847 = phi <8 x float> [ %4823, %4834 ], [ %4951, %4942 ]
  %4848 = phi i64 [ 0, %4834 ], [ %4952, %4942 ]
  %4849 = getelementptr inbounds nuw float, ptr %4836, i64 %4848
  %4850 = load float, ptr %4849, align 1
  %4851 = insertelement <8 x float> poison, float %4850, i64 0
  %4852 = shufflevector <8 x float> %4851, <8 x float> poison, <8 x i32> zeroinitializer
  %4853 = mul nsw i64 %4848, %15
  %4854 = sub i64 %4853, %17
  %4855 = add i64 %4854, %4805
  br i1 %2290, label %4875, label %4856

4856:                                             ; preds = %4844
  %4857 = getelementptr <4 x i64>, ptr %2275, i64 %4848
  %4858 = getelementptr <4 x i64>, ptr %4857, i64 %4806
  %4859 = load <4 x i64>, ptr %4858, align 32
  %4860 = getelementptr inbounds float, ptr %4833, i64 %4855
  %4861 = select i1 %4830, <4 x i64> zeroinitializer, <4 x i64> %4859
  %4862 = bitcast <4 x i64> %4861 to <8 x i32>
  %4863 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4860, <8 x i32> %4862)
  %4864 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4863, <8 x float> %4852, <8 x float> %4845)
  %4865 = getelementptr <4 x i64>, ptr %4857, i64 %4808
  %4866 = load <4 x i64>, ptr %4865, align 32
  %4867 = getelementptr float, ptr %4837, i64 %4854
  %4868 = select i1 %4830, <4 x i64> zeroinitializer, <4 x i64> %4866
  %4869 = bitcast <4 x i64> %4868 to <8 x i32>
  %4870 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4867, <8 x i32> %4869)
  %4871 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4870, <8 x float> %4852, <8 x float> %4846)
  %4872 = add i64 %4854, %4810
  %4873 = getelementptr <4 x i64>, ptr %4857, i64 %4811
  %4874 = load <4 x i64>, ptr %4873, align 32
  br label %4942

4875:                                             ; preds = %4844
  %4876 = icmp slt i64 %4855, 0
  %4877 = sub nsw i64 0, %4855
  %4878 = select i1 %4876, i64 %4877, i64 0
  %4879 = sub nsw i64 %7, %4855
  %4880 = call i64 @llvm.smin.i64(i64 %4879, i64 %4812)
  %4881 = call i64 @llvm.smin.i64(i64 %4880, i64 8)
  %4882 = icmp sgt i64 %4881, %4878
  %4883 = trunc i64 %4878 to i32
  %4884 = select i1 %4882, i32 %4883, i32 0
  %4885 = insertelement <8 x i32> poison, i32 %4884, i64 0
  %4886 = shufflevector <8 x i32> %4885, <8 x i32> poison, <8 x i32> zeroinitializer
  %4887 = icmp slt <8 x i32> %4886, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4888 = trunc i64 %4881 to i32
  %4889 = select i1 %4882, i32 %4888, i32 0
  %4890 = insertelement <8 x i32> poison, i32 %4889, i64 0
  %4891 = shufflevector <8 x i32> %4890, <8 x i32> poison, <8 x i32> zeroinitializer
  %4892 = icmp sgt <8 x i32> %4891, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4893 = and <8 x i1> %4892, %4887
  %4894 = getelementptr inbounds float, ptr %4833, i64 %4855
  %4895 = select i1 %4830, <8 x i1> zeroinitializer, <8 x i1> %4893
  %4896 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4894, <8 x i1> %4895, <8 x float> zeroinitializer)
  %4897 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4896, <8 x float> %4852, <8 x float> %4845)
  %4898 = add i64 %4854, %4814
  %4899 = icmp slt i64 %4898, 0
  %4900 = sub nsw i64 0, %4898
  %4901 = select i1 %4899, i64 %4900, i64 0
  %4902 = sub nsw i64 %7, %4898
  %4903 = call i64 @llvm.smin.i64(i64 %4902, i64 %4815)
  %4904 = call i64 @llvm.smin.i64(i64 %4903, i64 8)
  %4905 = icmp sgt i64 %4904, %4901
  %4906 = trunc i64 %4901 to i32
  %4907 = select i1 %4905, i32 %4906, i32 0
  %4908 = insertelement <8 x i32> poison, i32 %4907, i64 0
  %4909 = shufflevector <8 x i32> %4908, <8 x i32> poison, <8 x i32> zeroinitializer
  %4910 = icmp slt <8 x i32> %4909, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4911 = trunc i64 %4904 to i32
  %4912 = select i1 %4905, i32 %4911, i32 0
  %4913 = insertelement <8 x i32> poison, i32 %4912, i64 0
  %4914 = shufflevector <8 x i32> %4913, <8 x i32> poison, <8 x i32> zeroinitializer
  %4915 = icmp sgt <8 x i32> %4914, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4916 = and <8 x i1> %4915, %4910
  %4917 = getelementptr inbounds float, ptr %4833, i64 %4898
  %4918 = select i1 %4830, <8 x i1> zeroinitializer, <8 x i1> %4916
  %4919 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4917, <8 x i1> %4918, <8 x float> zeroinitializer)
  %4920 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4919, <8 x float> %4852, <8 x float> %4846)
  %4921 = add i64 %4854, %4817
  %4922 = icmp slt i64 %4921, 0
  %4923 = sub nsw i64 0, %4921
  %4924 = select i1 %4922, i64 %4923, i64 0
  %4925 = sub nsw i64 %7, %4921
  %4926 = call i64 @llvm.smin.i64(i64 %4925, i64 %4818)
  %4927 = call i64 @llvm.smin.i64(i64 %4926, i64 8)
  %4928 = icmp sgt i64 %4927, %4924
  %4929 = trunc i64 %4924 to i32
  %4930 = select i1 %4928, i32 %4929, i32 0
  %4931 = insertelement <8 x i32> poison, i32 %4930, i64 0
  %4932 = shufflevector <8 x i32> %4931, <8 x i32> poison, <8 x i32> zeroinitializer
  %4933 = icmp slt <8 x i32> %4932, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4934 = trunc i64 %4927 to i32
  %4935 = select i1 %4928, i32 %4934, i32 0
  %4936 = insertelement <8 x i32> poison, i32 %4935, i64 0
  %4937 = shufflevector <8 x i32> %4936, <8 x i32> poison, <8 x i32> zeroinitializer
  %4938 = icmp sgt <8 x i32> %4937, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4939 = and <8 x i1> %4938, %4933
  %4940 = sext <8 x i1> %4939 to <8 x i32>
  %4941 = bitcast <8 x i32> %4940 to <4 x i64>
  br label %4942

4942:                                             ; preds = %4875, %4856
  %4943 = phi i64 [ %4872, %4856 ], [ %4921, %4875 ]
  %4944 = phi <8 x float> [ %4871, %4856 ], [ %4920, %4875 ]
  %4945 = phi <8 x float> [ %4864, %4856 ], [ %4897, %4875 ]
  %4946 = phi <4 x i64> [ %4874, %4856 ], [ %4941, %4875 ]
  %4947 = getelementptr inbounds float, ptr %4833, i64 %4943
  %4948 = select i1 %4830, <4 x i64> zeroinitializer, <4 x i64> %4946
  %4949 = bitcast <4 x i64> %4948 to <8 x i32>
  %4950 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4947, <8 x i32> %4949)
  %4951 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4950, <8 x float> %4852, <8 x float> %4847)
  %4952 = add nuw nsw i64 %4848, 1
  %4953 = icmp eq i64 %4952, %11
  br i1 %4953, label %4838, label %4844

4954:                                             ; preds = %4838, %4803
  %4955 = phi <8 x float> [ zeroinitializer, %4803 ], [ %4839, %4838 ]
  %4956 = phi <8 x float> [ zeroinitializer, %4803 ], [ %4840, %4838 ]
  %4957 = phi <8 x float> [ zeroinitializer, %4803 ], [ %4841, %4838 ]
  %4958 = shl nsw i64 %4389, 3
  %4959 = sub nsw i64 %9, %4958
  %4960 = icmp sgt i64 %4959, 7
  %4961 = trunc i64 %4959 to i32
  %4962 = select i1 %4960, i32 8, i32 %4961
  %4963 = insertelement <8 x i32> poison, i32 %4962, i64 0
  %4964 = shufflevector <8 x i32> %4963, <8 x i32> poison, <8 x i32> zeroinitializer
  %4965 = icmp sgt <8 x i32> %4964, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %4971, label %4966

4966:                                             ; preds = %4954
  %4967 = load float, ptr %2617, align 1
  %4968 = insertelement <8 x float> poison, float %4967, i64 0
  %4969 = shufflevector <8 x float> %4968, <8 x float> poison, <8 x i32> zeroinitializer
  %4970 = fadd <8 x float> %4955, %4969
  br label %4971

4971:                                             ; preds = %4966, %4954
  %4972 = phi <8 x float> [ %4970, %4966 ], [ %4955, %4954 ]
  %4973 = getelementptr inbounds nuw float, ptr %2624, i64 %4958
  %4974 = getelementptr inbounds nuw float, ptr %2629, i64 %4958
  %4975 = select i1 %2639, ptr null, ptr %4974
  switch i64 %2449, label %505 [
    i64 1, label %4976
    i64 2, label %4979
    i64 3, label %4986
    i64 0, label %5031
  ]

4976:                                             ; preds = %4971
  %4977 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4975, <8 x i1> %4965, <8 x float> zeroinitializer)
  %4978 = fadd <8 x float> %4972, %4977
  br label %4993

4979:                                             ; preds = %4971
  %4980 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4972)
  %4981 = bitcast <8 x float> %4972 to <8 x i32>
  %4982 = or <8 x i32> %4981, %2292
  %4983 = bitcast <8 x i32> %4982 to <8 x float>
  %4984 = fcmp oeq <8 x float> %4972, %51
  %4985 = select <8 x i1> %4984, <8 x float> %4983, <8 x float> %4980
  br label %4993

4986:                                             ; preds = %4971
  %4987 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4972)
  %4988 = bitcast <8 x float> %4972 to <8 x i32>
  %4989 = and <8 x i32> %4988, %2291
  %4990 = bitcast <8 x i32> %4989 to <8 x float>
  %4991 = fcmp oeq <8 x float> %4972, %48
  %4992 = select <8 x i1> %4991, <8 x float> %4990, <8 x float> %4987
  br label %4993

4993:                                             ; preds = %4986, %4979, %4976
  %4994 = phi <8 x float> [ %4978, %4976 ], [ %4985, %4979 ], [ %4992, %4986 ]
  switch i64 %2451, label %505 [
    i64 1, label %5009
    i64 2, label %5002
    i64 3, label %4995
    i64 0, label %5031
  ]

4995:                                             ; preds = %4993
  %4996 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %4994)
  %4997 = bitcast <8 x float> %4994 to <8 x i32>
  %4998 = and <8 x i32> %4997, %2291
  %4999 = bitcast <8 x i32> %4998 to <8 x float>
  %5000 = fcmp oeq <8 x float> %4994, %48
  %5001 = select <8 x i1> %5000, <8 x float> %4999, <8 x float> %4996
  br label %5012

5002:                                             ; preds = %4993
  %5003 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %4994)
  %5004 = bitcast <8 x float> %4994 to <8 x i32>
  %5005 = or <8 x i32> %5004, %2292
  %5006 = bitcast <8 x i32> %5005 to <8 x float>
  %5007 = fcmp oeq <8 x float> %4994, %51
  %5008 = select <8 x i1> %5007, <8 x float> %5006, <8 x float> %5003
  br label %5012

5009:                                             ; preds = %4993
  %5010 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4975, <8 x i1> %4965, <8 x float> zeroinitializer)
  %5011 = fadd <8 x float> %4994, %5010
  br label %5012

5012:                                             ; preds = %5009, %5002, %4995
  %5013 = phi <8 x float> [ %5011, %5009 ], [ %5008, %5002 ], [ %5001, %4995 ]
  switch i64 %2453, label %505 [
    i64 1, label %5028
    i64 2, label %5021
    i64 3, label %5014
    i64 0, label %5031
  ]

5014:                                             ; preds = %5012
  %5015 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5013)
  %5016 = bitcast <8 x float> %5013 to <8 x i32>
  %5017 = and <8 x i32> %5016, %2291
  %5018 = bitcast <8 x i32> %5017 to <8 x float>
  %5019 = fcmp oeq <8 x float> %5013, %48
  %5020 = select <8 x i1> %5019, <8 x float> %5018, <8 x float> %5015
  br label %5031

5021:                                             ; preds = %5012
  %5022 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5013)
  %5023 = bitcast <8 x float> %5013 to <8 x i32>
  %5024 = or <8 x i32> %5023, %2292
  %5025 = bitcast <8 x i32> %5024 to <8 x float>
  %5026 = fcmp oeq <8 x float> %5013, %51
  %5027 = select <8 x i1> %5026, <8 x float> %5025, <8 x float> %5022
  br label %5031

5028:                                             ; preds = %5012
  %5029 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4975, <8 x i1> %4965, <8 x float> zeroinitializer)
  %5030 = fadd <8 x float> %5013, %5029
  br label %5031

5031:                                             ; preds = %5014, %5021, %5028, %5012, %4993, %4971
  %5032 = phi <8 x float> [ %5013, %5012 ], [ %4972, %4971 ], [ %4994, %4993 ], [ %5030, %5028 ], [ %5027, %5021 ], [ %5020, %5014 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5032, ptr align 1 %4973, <8 x i1> %4965)
  %5033 = shl i64 %4389, 3
  %5034 = or disjoint i64 %5033, 8
  %5035 = sub nsw i64 %9, %5034
  %5036 = icmp sgt i64 %5035, 7
  %5037 = trunc i64 %5035 to i32
  %5038 = select i1 %5036, i32 8, i32 %5037
  %5039 = insertelement <8 x i32> poison, i32 %5038, i64 0
  %5040 = shufflevector <8 x i32> %5039, <8 x i32> poison, <8 x i32> zeroinitializer
  %5041 = icmp sgt <8 x i32> %5040, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %5047, label %5042

5042:                                             ; preds = %5031
  %5043 = load float, ptr %2617, align 1
  %5044 = insertelement <8 x float> poison, float %5043, i64 0
  %5045 = shufflevector <8 x float> %5044, <8 x float> poison, <8 x i32> zeroinitializer
  %5046 = fadd <8 x float> %4956, %5045
  br label %5047

5047:                                             ; preds = %5042, %5031
  %5048 = phi <8 x float> [ %5046, %5042 ], [ %4956, %5031 ]
  %5049 = getelementptr inbounds nuw float, ptr %2624, i64 %5034
  %5050 = getelementptr inbounds nuw float, ptr %2629, i64 %5034
  %5051 = select i1 %2639, ptr null, ptr %5050
  switch i64 %2449, label %505 [
    i64 1, label %5066
    i64 2, label %5059
    i64 3, label %5052
    i64 0, label %5107
  ]

5052:                                             ; preds = %5047
  %5053 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5048)
  %5054 = bitcast <8 x float> %5048 to <8 x i32>
  %5055 = and <8 x i32> %5054, %2291
  %5056 = bitcast <8 x i32> %5055 to <8 x float>
  %5057 = fcmp oeq <8 x float> %5048, %48
  %5058 = select <8 x i1> %5057, <8 x float> %5056, <8 x float> %5053
  br label %5069

5059:                                             ; preds = %5047
  %5060 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5048)
  %5061 = bitcast <8 x float> %5048 to <8 x i32>
  %5062 = or <8 x i32> %5061, %2292
  %5063 = bitcast <8 x i32> %5062 to <8 x float>
  %5064 = fcmp oeq <8 x float> %5048, %51
  %5065 = select <8 x i1> %5064, <8 x float> %5063, <8 x float> %5060
  br label %5069

5066:                                             ; preds = %5047
  %5067 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %5041, <8 x float> zeroinitializer)
  %5068 = fadd <8 x float> %5048, %5067
  br label %5069

5069:                                             ; preds = %5066, %5059, %5052
  %5070 = phi <8 x float> [ %5068, %5066 ], [ %5065, %5059 ], [ %5058, %5052 ]
  switch i64 %2455, label %505 [
    i64 1, label %5085
    i64 2, label %5078
    i64 3, label %5071
    i64 0, label %5107
  ]

5071:                                             ; preds = %5069
  %5072 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5070)
  %5073 = bitcast <8 x float> %5070 to <8 x i32>
  %5074 = and <8 x i32> %5073, %2291
  %5075 = bitcast <8 x i32> %5074 to <8 x float>
  %5076 = fcmp oeq <8 x float> %5070, %48
  %5077 = select <8 x i1> %5076, <8 x float> %5075, <8 x float> %5072
  br label %5088

5078:                                             ; preds = %5069
  %5079 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5070)
  %5080 = bitcast <8 x float> %5070 to <8 x i32>
  %5081 = or <8 x i32> %5080, %2292
  %5082 = bitcast <8 x i32> %5081 to <8 x float>
  %5083 = fcmp oeq <8 x float> %5070, %51
  %5084 = select <8 x i1> %5083, <8 x float> %5082, <8 x float> %5079
  br label %5088

5085:                                             ; preds = %5069
  %5086 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %5041, <8 x float> zeroinitializer)
  %5087 = fadd <8 x float> %5070, %5086
  br label %5088

5088:                                             ; preds = %5085, %5078, %5071
  %5089 = phi <8 x float> [ %5087, %5085 ], [ %5084, %5078 ], [ %5077, %5071 ]
  switch i64 %2457, label %505 [
    i64 1, label %5104
    i64 2, label %5097
    i64 3, label %5090
    i64 0, label %5107
  ]

5090:                                             ; preds = %5088
  %5091 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5089)
  %5092 = bitcast <8 x float> %5089 to <8 x i32>
  %5093 = and <8 x i32> %5092, %2291
  %5094 = bitcast <8 x i32> %5093 to <8 x float>
  %5095 = fcmp oeq <8 x float> %5089, %48
  %5096 = select <8 x i1> %5095, <8 x float> %5094, <8 x float> %5091
  br label %5107

5097:                                             ; preds = %5088
  %5098 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5089)
  %5099 = bitcast <8 x float> %5089 to <8 x i32>
  %5100 = or <8 x i32> %5099, %2292
  %5101 = bitcast <8 x i32> %5100 to <8 x float>
  %5102 = fcmp oeq <8 x float> %5089, %51
  %5103 = select <8 x i1> %5102, <8 x float> %5101, <8 x float> %5098
  br label %5107

5104:                                             ; preds = %5088
  %5105 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %5041, <8 x float> zeroinitializer)
  %5106 = fadd <8 x float> %5089, %5105
  br label %5107

5107:                                             ; preds = %5090, %5097, %5104, %5088, %5069, %5047
  %5108 = phi <8 x float> [ %5089, %5088 ], [ %5048, %5047 ], [ %5070, %5069 ], [ %5106, %5104 ], [ %5103, %5097 ], [ %5096, %5090 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5108, ptr nonnull align 1 %5049, <8 x i1> %5041)
  %5109 = shl i64 %4389, 3
  %5110 = or disjoint i64 %5109, 16
  %5111 = sub nsw i64 %9, %5110
  %5112 = icmp sgt i64 %5111, 7
  %5113 = trunc i64 %5111 to i32
  %5114 = select i1 %5112, i32 8, i32 %5113
  %5115 = insertelement <8 x i32> poison, i32 %5114, i64 0
  %5116 = shufflevector <8 x i32> %5115, <8 x i32> poison, <8 x i32> zeroinitializer
  %5117 = icmp sgt <8 x i32> %5116, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %5123, label %5118

5118:                                             ; preds = %5107
  %5119 = load float, ptr %2617, align 1
  %5120 = insertelement <8 x float> poison, float %5119, i64 0
  %5121 = shufflevector <8 x float> %5120, <8 x float> poison, <8 x i32> zeroinitializer
  %5122 = fadd <8 x float> %4957, %5121
  br label %5123

5123:                                             ; preds = %5118, %5107
  %5124 = phi <8 x float> [ %5122, %5118 ], [ %4957, %5107 ]
  %5125 = getelementptr inbounds nuw float, ptr %2624, i64 %5110
  %5126 = getelementptr inbounds nuw float, ptr %2629, i64 %5110
  %5127 = select i1 %2639, ptr null, ptr %5126
  switch i64 %2449, label %505 [
    i64 1, label %5142
    i64 2, label %5135
    i64 3, label %5128
    i64 0, label %5183
  ]

5128:                                             ; preds = %5123
  %5129 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5124)
  %5130 = bitcast <8 x float> %5124 to <8 x i32>
  %5131 = and <8 x i32> %5130, %2291
  %5132 = bitcast <8 x i32> %5131 to <8 x float>
  %5133 = fcmp oeq <8 x float> %5124, %48
  %5134 = select <8 x i1> %5133, <8 x float> %5132, <8 x float> %5129
  br label %5145

5135:                                             ; preds = %5123
  %5136 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5124)
  %5137 = bitcast <8 x float> %5124 to <8 x i32>
  %5138 = or <8 x i32> %5137, %2292
  %5139 = bitcast <8 x i32> %5138 to <8 x float>
  %5140 = fcmp oeq <8 x float> %5124, %51
  %5141 = select <8 x i1> %5140, <8 x float> %5139, <8 x float> %5136
  br label %5145

5142:                                             ; preds = %5123
  %5143 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5127, <8 x i1> %5117, <8 x float> zeroinitializer)
  %5144 = fadd <8 x float> %5124, %5143
  br label %5145

5145:                                             ; preds = %5142, %5135, %5128
  %5146 = phi <8 x float> [ %5144, %5142 ], [ %5141, %5135 ], [ %5134, %5128 ]
  switch i64 %2459, label %505 [
    i64 1, label %5161
    i64 2, label %5154
    i64 3, label %5147
    i64 0, label %5183
  ]

5147:                                             ; preds = %5145
  %5148 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5146)
  %5149 = bitcast <8 x float> %5146 to <8 x i32>
  %5150 = and <8 x i32> %5149, %2291
  %5151 = bitcast <8 x i32> %5150 to <8 x float>
  %5152 = fcmp oeq <8 x float> %5146, %48
  %5153 = select <8 x i1> %5152, <8 x float> %5151, <8 x float> %5148
  br label %5164

5154:                                             ; preds = %5145
  %5155 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5146)
  %5156 = bitcast <8 x float> %5146 to <8 x i32>
  %5157 = or <8 x i32> %5156, %2292
  %5158 = bitcast <8 x i32> %5157 to <8 x float>
  %5159 = fcmp oeq <8 x float> %5146, %51
  %5160 = select <8 x i1> %5159, <8 x float> %5158, <8 x float> %5155
  br label %5164

5161:                                             ; preds = %5145
  %5162 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5127, <8 x i1> %5117, <8 x float> zeroinitializer)
  %5163 = fadd <8 x float> %5146, %5162
  br label %5164

5164:                                             ; preds = %5161, %5154, %5147
  %5165 = phi <8 x float> [ %5163, %5161 ], [ %5160, %5154 ], [ %5153, %5147 ]
  switch i64 %2461, label %505 [
    i64 1, label %5180
    i64 2, label %5173
    i64 3, label %5166
    i64 0, label %5183
  ]

5166:                                             ; preds = %5164
  %5167 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5165)
  %5168 = bitcast <8 x float> %5165 to <8 x i32>
  %5169 = and <8 x i32> %5168, %2291
  %5170 = bitcast <8 x i32> %5169 to <8 x float>
  %5171 = fcmp oeq <8 x float> %5165, %48
  %5172 = select <8 x i1> %5171, <8 x float> %5170, <8 x float> %5167
  br label %5183

5173:                                             ; preds = %5164
  %5174 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5165)
  %5175 = bitcast <8 x float> %5165 to <8 x i32>
  %5176 = or <8 x i32> %5175, %2292
  %5177 = bitcast <8 x i32> %5176 to <8 x float>
  %5178 = fcmp oeq <8 x float> %5165, %51
  %5179 = select <8 x i1> %5178, <8 x float> %5177, <8 x float> %5174
  br label %5183

5180:                                             ; preds = %5164
  %5181 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5127, <8 x i1> %5117, <8 x float> zeroinitializer)
  %5182 = fadd <8 x float> %5165, %5181
  br label %5183

5183:                                             ; preds = %5166, %5173, %5180, %5164, %5145, %5123
  %5184 = phi <8 x float> [ %5165, %5164 ], [ %5124, %5123 ], [ %5146, %5145 ], [ %5182, %5180 ], [ %5179, %5173 ], [ %5172, %5166 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5184, ptr nonnull align 1 %5125, <8 x i1> %5117)
  br label %7865

5185:                                             ; preds = %4388
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  br i1 %2288, label %5186, label %5259

5186:                                             ; preds = %5185, %5200
  %5187 = phi i64 [ %5201, %5200 ], [ 0, %5185 ]
  %5188 = mul nsw i64 %5187, %14
  %5189 = sub i64 %5188, %16
  %5190 = add i64 %5189, %2644
  %5191 = icmp slt i64 %5190, 0
  %5192 = icmp sge i64 %5190, %6
  %5193 = or i1 %5191, %5192
  %5194 = select i1 %5193, i64 0, i64 %5190
  %5195 = mul nsw i64 %5194, %7
  %5196 = getelementptr inbounds float, ptr %2614, i64 %5195
  br i1 %2289, label %5197, label %5200

5197:                                             ; preds = %5186
  %5198 = mul nuw nsw i64 %5187, %11
  %5199 = getelementptr inbounds nuw float, ptr %2616, i64 %5198
  br label %5203

5200:                                             ; preds = %5212, %5186
  %5201 = add nuw nsw i64 %5187, 1
  %5202 = icmp eq i64 %5201, %10
  br i1 %5202, label %5257, label %5186

5203:                                             ; preds = %5197, %5212
  %5204 = phi i64 [ 0, %5197 ], [ %5213, %5212 ]
  %5205 = getelementptr inbounds nuw float, ptr %5199, i64 %5204
  %5206 = load float, ptr %5205, align 1
  %5207 = insertelement <8 x float> poison, float %5206, i64 0
  %5208 = shufflevector <8 x float> %5207, <8 x float> poison, <8 x i32> zeroinitializer
  %5209 = mul nsw i64 %5204, %15
  %5210 = sub i64 %5209, %17
  %5211 = getelementptr <4 x i64>, ptr %2275, i64 %5204
  br label %5215

5212:                                             ; preds = %5246
  %5213 = add nuw nsw i64 %5204, 1
  %5214 = icmp eq i64 %5213, %11
  br i1 %5214, label %5200, label %5203

5215:                                             ; preds = %5203, %5246
  %5216 = phi i64 [ 0, %5203 ], [ %5255, %5246 ]
  %5217 = or disjoint i64 %4389, %5216
  %5218 = shl nsw i64 %5217, 3
  %5219 = add i64 %5210, %5218
  br i1 %2290, label %5224, label %5220

5220:                                             ; preds = %5215
  %5221 = mul nuw nsw i64 %5217, %11
  %5222 = getelementptr <4 x i64>, ptr %5211, i64 %5221
  %5223 = load <4 x i64>, ptr %5222, align 32
  br label %5246

5224:                                             ; preds = %5215
  %5225 = sub nsw i64 %9, %5218
  %5226 = icmp slt i64 %5219, 0
  %5227 = sub nsw i64 0, %5219
  %5228 = select i1 %5226, i64 %5227, i64 0
  %5229 = sub nsw i64 %7, %5219
  %5230 = call i64 @llvm.smin.i64(i64 %5229, i64 %5225)
  %5231 = call i64 @llvm.smin.i64(i64 %5230, i64 8)
  %5232 = icmp sgt i64 %5231, %5228
  %5233 = trunc i64 %5228 to i32
  %5234 = select i1 %5232, i32 %5233, i32 0
  %5235 = insertelement <8 x i32> poison, i32 %5234, i64 0
  %5236 = shufflevector <8 x i32> %5235, <8 x i32> poison, <8 x i32> zeroinitializer
  %5237 = icmp slt <8 x i32> %5236, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5238 = trunc i64 %5231 to i32
  %5239 = select i1 %5232, i32 %5238, i32 0
  %5240 = insertelement <8 x i32> poison, i32 %5239, i64 0
  %5241 = shufflevector <8 x i32> %5240, <8 x i32> poison, <8 x i32> zeroinitializer
  %5242 = icmp sgt <8 x i32> %5241, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5243 = and <8 x i1> %5242, %5237
  %5244 = sext <8 x i1> %5243 to <8 x i32>
  %5245 = bitcast <8 x i32> %5244 to <4 x i64>
  br label %5246

5246:                                             ; preds = %5224, %5220
  %5247 = phi <4 x i64> [ %5223, %5220 ], [ %5245, %5224 ]
  %5248 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %5216
  %5249 = getelementptr inbounds float, ptr %5196, i64 %5219
  %5250 = select i1 %5193, <4 x i64> zeroinitializer, <4 x i64> %5247
  %5251 = bitcast <4 x i64> %5250 to <8 x i32>
  %5252 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5249, <8 x i32> %5251)
  %5253 = load <8 x float>, ptr %5248, align 32
  %5254 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5252, <8 x float> %5208, <8 x float> %5253)
  store <8 x float> %5254, ptr %5248, align 32
  %5255 = add nuw nsw i64 %5216, 1
  %5256 = icmp eq i64 %5255, 4
  br i1 %5256, label %5212, label %5215

5257:                                             ; preds = %5200
  %5258 = load <8 x float>, ptr %29, align 32
  br label %5259

5259:                                             ; preds = %5257, %5185
  %5260 = phi <8 x float> [ %5258, %5257 ], [ zeroinitializer, %5185 ]
  %5261 = shl nsw i64 %4389, 3
  %5262 = sub nsw i64 %9, %5261
  %5263 = icmp sgt i64 %5262, 7
  %5264 = trunc i64 %5262 to i32
  %5265 = select i1 %5263, i32 8, i32 %5264
  %5266 = insertelement <8 x i32> poison, i32 %5265, i64 0
  %5267 = shufflevector <8 x i32> %5266, <8 x i32> poison, <8 x i32> zeroinitializer
  %5268 = icmp sgt <8 x i32> %5267, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %5274, label %5269

5269:                                             ; preds = %5259
  %5270 = load float, ptr %2617, align 1
  %5271 = insertelement <8 x float> poison, float %5270, i64 0
  %5272 = shufflevector <8 x float> %5271, <8 x float> poison, <8 x i32> zeroinitializer
  %5273 = fadd <8 x float> %5260, %5272
  br label %5274

5274:                                             ; preds = %5269, %5259
  %5275 = phi <8 x float> [ %5273, %5269 ], [ %5260, %5259 ]
  %5276 = getelementptr inbounds nuw float, ptr %2624, i64 %5261
  %5277 = getelementptr inbounds nuw float, ptr %2629, i64 %5261
  %5278 = select i1 %2639, ptr null, ptr %5277
  switch i64 %2429, label %505 [
    i64 1, label %5279
    i64 2, label %5282
    i64 3, label %5289
    i64 0, label %5334
  ]

5279:                                             ; preds = %5274
  %5280 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5278, <8 x i1> %5268, <8 x float> zeroinitializer)
  %5281 = fadd <8 x float> %5275, %5280
  br label %5296

5282:                                             ; preds = %5274
  %5283 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5275)
  %5284 = bitcast <8 x float> %5275 to <8 x i32>
  %5285 = or <8 x i32> %5284, %2292
  %5286 = bitcast <8 x i32> %5285 to <8 x float>
  %5287 = fcmp oeq <8 x float> %5275, %51
  %5288 = select <8 x i1> %5287, <8 x float> %5286, <8 x float> %5283
  br label %5296

5289:                                             ; preds = %5274
  %5290 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5275)
  %5291 = bitcast <8 x float> %5275 to <8 x i32>
  %5292 = and <8 x i32> %5291, %2291
  %5293 = bitcast <8 x i32> %5292 to <8 x float>
  %5294 = fcmp oeq <8 x float> %5275, %48
  %5295 = select <8 x i1> %5294, <8 x float> %5293, <8 x float> %5290
  br label %5296

5296:                                             ; preds = %5289, %5282, %5279
  %5297 = phi <8 x float> [ %5281, %5279 ], [ %5288, %5282 ], [ %5295, %5289 ]
  switch i64 %2431, label %505 [
    i64 1, label %5312
    i64 2, label %5305
    i64 3, label %5298
    i64 0, label %5334
  ]

5298:                                             ; preds = %5296
  %5299 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5297)
  %5300 = bitcast <8 x float> %5297 to <8 x i32>
  %5301 = and <8 x i32> %5300, %2291
  %5302 = bitcast <8 x i32> %5301 to <8 x float>
  %5303 = fcmp oeq <8 x float> %5297, %48
  %5304 = select <8 x i1> %5303, <8 x float> %5302, <8 x float> %5299
  br label %5315

5305:                                             ; preds = %5296
  %5306 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5297)
  %5307 = bitcast <8 x float> %5297 to <8 x i32>
  %5308 = or <8 x i32> %5307, %2292
  %5309 = bitcast <8 x i32> %5308 to <8 x float>
  %5310 = fcmp oeq <8 x float> %5297, %51
  %5311 = select <8 x i1> %5310, <8 x float> %5309, <8 x float> %5306
  br label %5315

5312:                                             ; preds = %5296
  %5313 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5278, <8 x i1> %5268, <8 x float> zeroinitializer)
  %5314 = fadd <8 x float> %5297, %5313
  br label %5315

5315:                                             ; preds = %5312, %5305, %5298
  %5316 = phi <8 x float> [ %5314, %5312 ], [ %5311, %5305 ], [ %5304, %5298 ]
  switch i64 %2433, label %505 [
    i64 1, label %5331
    i64 2, label %5324
    i64 3, label %5317
    i64 0, label %5334
  ]

5317:                                             ; preds = %5315
  %5318 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5316)
  %5319 = bitcast <8 x float> %5316 to <8 x i32>
  %5320 = and <8 x i32> %5319, %2291
  %5321 = bitcast <8 x i32> %5320 to <8 x float>
  %5322 = fcmp oeq <8 x float> %5316, %48
  %5323 = select <8 x i1> %5322, <8 x float> %5321, <8 x float> %5318
  br label %5334

5324:                                             ; preds = %5315
  %5325 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5316)
  %5326 = bitcast <8 x float> %5316 to <8 x i32>
  %5327 = or <8 x i32> %5326, %2292
  %5328 = bitcast <8 x i32> %5327 to <8 x float>
  %5329 = fcmp oeq <8 x float> %5316, %51
  %5330 = select <8 x i1> %5329, <8 x float> %5328, <8 x float> %5325
  br label %5334

5331:                                             ; preds = %5315
  %5332 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5278, <8 x i1> %5268, <8 x float> zeroinitializer)
  %5333 = fadd <8 x float> %5316, %5332
  br label %5334

5334:                                             ; preds = %5317, %5324, %5331, %5315, %5296, %5274
  %5335 = phi <8 x float> [ %5316, %5315 ], [ %5275, %5274 ], [ %5297, %5296 ], [ %5333, %5331 ], [ %5330, %5324 ], [ %5323, %5317 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5335, ptr align 1 %5276, <8 x i1> %5268)
  %5336 = shl i64 %4389, 3
  %5337 = or disjoint i64 %5336, 8
  %5338 = sub nsw i64 %9, %5337
  %5339 = icmp sgt i64 %5338, 7
  %5340 = trunc i64 %5338 to i32
  %5341 = select i1 %5339, i32 8, i32 %5340
  %5342 = insertelement <8 x i32> poison, i32 %5341, i64 0
  %5343 = shufflevector <8 x i32> %5342, <8 x i32> poison, <8 x i32> zeroinitializer
  %5344 = icmp sgt <8 x i32> %5343, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5345 = load <8 x float>, ptr %2434, align 32
  br i1 %2638, label %5351, label %5346

5346:                                             ; preds = %5334
  %5347 = load float, ptr %2617, align 1
  %5348 = insertelement <8 x float> poison, float %5347, i64 0
  %5349 = shufflevector <8 x float> %5348, <8 x float> poison, <8 x i32> zeroinitializer
  %5350 = fadd <8 x float> %5345, %5349
  br label %5351

5351:                                             ; preds = %5346, %5334
  %5352 = phi <8 x float> [ %5350, %5346 ], [ %5345, %5334 ]
  %5353 = getelementptr inbounds nuw float, ptr %2624, i64 %5337
  %5354 = getelementptr inbounds nuw float, ptr %2629, i64 %5337
  %5355 = select i1 %2639, ptr null, ptr %5354
  switch i64 %2429, label %505 [
    i64 1, label %5370
    i64 2, label %5363
    i64 3, label %5356
    i64 0, label %5411
  ]

5356:                                             ; preds = %5351
  %5357 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5352)
  %5358 = bitcast <8 x float> %5352 to <8 x i32>
  %5359 = and <8 x i32> %5358, %2291
  %5360 = bitcast <8 x i32> %5359 to <8 x float>
  %5361 = fcmp oeq <8 x float> %5352, %48
  %5362 = select <8 x i1> %5361, <8 x float> %5360, <8 x float> %5357
  br label %5373

5363:                                             ; preds = %5351
  %5364 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5352)
  %5365 = bitcast <8 x float> %5352 to <8 x i32>
  %5366 = or <8 x i32> %5365, %2292
  %5367 = bitcast <8 x i32> %5366 to <8 x float>
  %5368 = fcmp oeq <8 x float> %5352, %51
  %5369 = select <8 x i1> %5368, <8 x float> %5367, <8 x float> %5364
  br label %5373

5370:                                             ; preds = %5351
  %5371 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5355, <8 x i1> %5344, <8 x float> zeroinitializer)
  %5372 = fadd <8 x float> %5352, %5371
  br label %5373

5373:                                             ; preds = %5370, %5363, %5356
  %5374 = phi <8 x float> [ %5372, %5370 ], [ %5369, %5363 ], [ %5362, %5356 ]
  switch i64 %2436, label %505 [
    i64 1, label %5389
    i64 2, label %5382
    i64 3, label %5375
    i64 0, label %5411
  ]

5375:                                             ; preds = %5373
  %5376 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5374)
  %5377 = bitcast <8 x float> %5374 to <8 x i32>
  %5378 = and <8 x i32> %5377, %2291
  %5379 = bitcast <8 x i32> %5378 to <8 x float>
  %5380 = fcmp oeq <8 x float> %5374, %48
  %5381 = select <8 x i1> %5380, <8 x float> %5379, <8 x float> %5376
  br label %5392

5382:                                             ; preds = %5373
  %5383 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5374)
  %5384 = bitcast <8 x float> %5374 to <8 x i32>
  %5385 = or <8 x i32> %5384, %2292
  %5386 = bitcast <8 x i32> %5385 to <8 x float>
  %5387 = fcmp oeq <8 x float> %5374, %51
  %5388 = select <8 x i1> %5387, <8 x float> %5386, <8 x float> %5383
  br label %5392

5389:                                             ; preds = %5373
  %5390 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5355, <8 x i1> %5344, <8 x float> zeroinitializer)
  %5391 = fadd <8 x float> %5374, %5390
  br label %5392

5392:                                             ; preds = %5389, %5382, %5375
  %5393 = phi <8 x float> [ %5391, %5389 ], [ %5388, %5382 ], [ %5381, %5375 ]
  switch i64 %2438, label %505 [
    i64 1, label %5408
    i64 2, label %5401
    i64 3, label %5394
    i64 0, label %5411
  ]

5394:                                             ; preds = %5392
  %5395 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5393)
  %5396 = bitcast <8 x float> %5393 to <8 x i32>
  %5397 = and <8 x i32> %5396, %2291
  %5398 = bitcast <8 x i32> %5397 to <8 x float>
  %5399 = fcmp oeq <8 x float> %5393, %48
  %5400 = select <8 x i1> %5399, <8 x float> %5398, <8 x float> %5395
  br label %5411

5401:                                             ; preds = %5392
  %5402 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5393)
  %5403 = bitcast <8 x float> %5393 to <8 x i32>
  %5404 = or <8 x i32> %5403, %2292
  %5405 = bitcast <8 x i32> %5404 to <8 x float>
  %5406 = fcmp oeq <8 x float> %5393, %51
  %5407 = select <8 x i1> %5406, <8 x float> %5405, <8 x float> %5402
  br label %5411

5408:                                             ; preds = %5392
  %5409 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5355, <8 x i1> %5344, <8 x float> zeroinitializer)
  %5410 = fadd <8 x float> %5393, %5409
  br label %5411

5411:                                             ; preds = %5394, %5401, %5408, %5392, %5373, %5351
  %5412 = phi <8 x float> [ %5393, %5392 ], [ %5352, %5351 ], [ %5374, %5373 ], [ %5410, %5408 ], [ %5407, %5401 ], [ %5400, %5394 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5412, ptr nonnull align 1 %5353, <8 x i1> %5344)
  %5413 = shl i64 %4389, 3
  %5414 = or disjoint i64 %5413, 16
  %5415 = sub nsw i64 %9, %5414
  %5416 = icmp sgt i64 %5415, 7
  %5417 = trunc i64 %5415 to i32
  %5418 = select i1 %5416, i32 8, i32 %5417
  %5419 = insertelement <8 x i32> poison, i32 %5418, i64 0
  %5420 = shufflevector <8 x i32> %5419, <8 x i32> poison, <8 x i32> zeroinitializer
  %5421 = icmp sgt <8 x i32> %5420, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5422 = load <8 x float>, ptr %2439, align 32
  br i1 %2638, label %5428, label %5423

5423:                                             ; preds = %5411
  %5424 = load float, ptr %2617, align 1
  %5425 = insertelement <8 x float> poison, float %5424, i64 0
  %5426 = shufflevector <8 x float> %5425, <8 x float> poison, <8 x i32> zeroinitializer
  %5427 = fadd <8 x float> %5422, %5426
  br label %5428

5428:                                             ; preds = %5423, %5411
  %5429 = phi <8 x float> [ %5427, %5423 ], [ %5422, %5411 ]
  %5430 = getelementptr inbounds nuw float, ptr %2624, i64 %5414
  %5431 = getelementptr inbounds nuw float, ptr %2629, i64 %5414
  %5432 = select i1 %2639, ptr null, ptr %5431
  switch i64 %2429, label %505 [
    i64 1, label %5447
    i64 2, label %5440
    i64 3, label %5433
    i64 0, label %5488
  ]

5433:                                             ; preds = %5428
  %5434 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5429)
  %5435 = bitcast <8 x float> %5429 to <8 x i32>
  %5436 = and <8 x i32> %5435, %2291
  %5437 = bitcast <8 x i32> %5436 to <8 x float>
  %5438 = fcmp oeq <8 x float> %5429, %48
  %5439 = select <8 x i1> %5438, <8 x float> %5437, <8 x float> %5434
  br label %5450

5440:                                             ; preds = %5428
  %5441 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5429)
  %5442 = bitcast <8 x float> %5429 to <8 x i32>
  %5443 = or <8 x i32> %5442, %2292
  %5444 = bitcast <8 x i32> %5443 to <8 x float>
  %5445 = fcmp oeq <8 x float> %5429, %51
  %5446 = select <8 x i1> %5445, <8 x float> %5444, <8 x float> %5441
  br label %5450

5447:                                             ; preds = %5428
  %5448 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5432, <8 x i1> %5421, <8 x float> zeroinitializer)
  %5449 = fadd <8 x float> %5429, %5448
  br label %5450

5450:                                             ; preds = %5447, %5440, %5433
  %5451 = phi <8 x float> [ %5449, %5447 ], [ %5446, %5440 ], [ %5439, %5433 ]
  switch i64 %2441, label %505 [
    i64 1, label %5466
    i64 2, label %5459
    i64 3, label %5452
    i64 0, label %5488
  ]

5452:                                             ; preds = %5450
  %5453 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5451)
  %5454 = bitcast <8 x float> %5451 to <8 x i32>
  %5455 = and <8 x i32> %5454, %2291
  %5456 = bitcast <8 x i32> %5455 to <8 x float>
  %5457 = fcmp oeq <8 x float> %5451, %48
  %5458 = select <8 x i1> %5457, <8 x float> %5456, <8 x float> %5453
  br label %5469

5459:                                             ; preds = %5450
  %5460 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5451)
  %5461 = bitcast <8 x float> %5451 to <8 x i32>
  %5462 = or <8 x i32> %5461, %2292
  %5463 = bitcast <8 x i32> %5462 to <8 x float>
  %5464 = fcmp oeq <8 x float> %5451, %51
  %5465 = select <8 x i1> %5464, <8 x float> %5463, <8 x float> %5460
  br label %5469

5466:                                             ; preds = %5450
  %5467 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5432, <8 x i1> %5421, <8 x float> zeroinitializer)
  %5468 = fadd <8 x float> %5451, %5467
  br label %5469

5469:                                             ; preds = %5466, %5459, %5452
  %5470 = phi <8 x float> [ %5468, %5466 ], [ %5465, %5459 ], [ %5458, %5452 ]
  switch i64 %2443, label %505 [
    i64 1, label %5485
    i64 2, label %5478
    i64 3, label %5471
    i64 0, label %5488
  ]

5471:                                             ; preds = %5469
  %5472 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5470)
  %5473 = bitcast <8 x float> %5470 to <8 x i32>
  %5474 = and <8 x i32> %5473, %2291
  %5475 = bitcast <8 x i32> %5474 to <8 x float>
  %5476 = fcmp oeq <8 x float> %5470, %48
  %5477 = select <8 x i1> %5476, <8 x float> %5475, <8 x float> %5472
  br label %5488

5478:                                             ; preds = %5469
  %5479 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5470)
  %5480 = bitcast <8 x float> %5470 to <8 x i32>
  %5481 = or <8 x i32> %5480, %2292
  %5482 = bitcast <8 x i32> %5481 to <8 x float>
  %5483 = fcmp oeq <8 x float> %5470, %51
  %5484 = select <8 x i1> %5483, <8 x float> %5482, <8 x float> %5479
  br label %5488

5485:                                             ; preds = %5469
  %5486 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5432, <8 x i1> %5421, <8 x float> zeroinitializer)
  %5487 = fadd <8 x float> %5470, %5486
  br label %5488

5488:                                             ; preds = %5471, %5478, %5485, %5469, %5450, %5428
  %5489 = phi <8 x float> [ %5470, %5469 ], [ %5429, %5428 ], [ %5451, %5450 ], [ %5487, %5485 ], [ %5484, %5478 ], [ %5477, %5471 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5489, ptr nonnull align 1 %5430, <8 x i1> %5421)
  %5490 = shl i64 %4389, 3
  %5491 = or disjoint i64 %5490, 24
  %5492 = sub nsw i64 %9, %5491
  %5493 = icmp sgt i64 %5492, 7
  %5494 = trunc i64 %5492 to i32
  %5495 = select i1 %5493, i32 8, i32 %5494
  %5496 = insertelement <8 x i32> poison, i32 %5495, i64 0
  %5497 = shufflevector <8 x i32> %5496, <8 x i32> poison, <8 x i32> zeroinitializer
  %5498 = icmp sgt <8 x i32> %5497, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5499 = load <8 x float>, ptr %2444, align 32
  br i1 %2638, label %5505, label %5500

5500:                                             ; preds = %5488
  %5501 = load float, ptr %2617, align 1
  %5502 = insertelement <8 x float> poison, float %5501, i64 0
  %5503 = shufflevector <8 x float> %5502, <8 x float> poison, <8 x i32> zeroinitializer
  %5504 = fadd <8 x float> %5499, %5503
  br label %5505

5505:                                             ; preds = %5500, %5488
  %5506 = phi <8 x float> [ %5504, %5500 ], [ %5499, %5488 ]
  %5507 = getelementptr inbounds nuw float, ptr %2624, i64 %5491
  %5508 = getelementptr inbounds nuw float, ptr %2629, i64 %5491
  %5509 = select i1 %2639, ptr null, ptr %5508
  switch i64 %2429, label %505 [
    i64 1, label %5524
    i64 2, label %5517
    i64 3, label %5510
    i64 0, label %5565
  ]

5510:                                             ; preds = %5505
  %5511 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5506)
  %5512 = bitcast <8 x float> %5506 to <8 x i32>
  %5513 = and <8 x i32> %5512, %2291
  %5514 = bitcast <8 x i32> %5513 to <8 x float>
  %5515 = fcmp oeq <8 x float> %5506, %48
  %5516 = select <8 x i1> %5515, <8 x float> %5514, <8 x float> %5511
  br label %5527

5517:                                             ; preds = %5505
  %5518 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5506)
  %5519 = bitcast <8 x float> %5506 to <8 x i32>
  %5520 = or <8 x i32> %5519, %2292
  %5521 = bitcast <8 x i32> %5520 to <8 x float>
  %5522 = fcmp oeq <8 x float> %5506, %51
  %5523 = select <8 x i1> %5522, <8 x float> %5521, <8 x float> %5518
  br label %5527

5524:                                             ; preds = %5505
  %5525 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5509, <8 x i1> %5498, <8 x float> zeroinitializer)
  %5526 = fadd <8 x float> %5506, %5525
  br label %5527

5527:                                             ; preds = %5524, %5517, %5510
  %5528 = phi <8 x float> [ %5526, %5524 ], [ %5523, %5517 ], [ %5516, %5510 ]
  switch i64 %2446, label %505 [
    i64 1, label %5543
    i64 2, label %5536
    i64 3, label %5529
    i64 0, label %5565
  ]

5529:                                             ; preds = %5527
  %5530 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5528)
  %5531 = bitcast <8 x float> %5528 to <8 x i32>
  %5532 = and <8 x i32> %5531, %2291
  %5533 = bitcast <8 x i32> %5532 to <8 x float>
  %5534 = fcmp oeq <8 x float> %5528, %48
  %5535 = select <8 x i1> %5534, <8 x float> %5533, <8 x float> %5530
  br label %5546

5536:                                             ; preds = %5527
  %5537 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5528)
  %5538 = bitcast <8 x float> %5528 to <8 x i32>
  %5539 = or <8 x i32> %5538, %2292
  %5540 = bitcast <8 x i32> %5539 to <8 x float>
  %5541 = fcmp oeq <8 x float> %5528, %51
  %5542 = select <8 x i1> %5541, <8 x float> %5540, <8 x float> %5537
  br label %5546

5543:                                             ; preds = %5527
  %5544 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5509, <8 x i1> %5498, <8 x float> zeroinitializer)
  %5545 = fadd <8 x float> %5528, %5544
  br label %5546

5546:                                             ; preds = %5543, %5536, %5529
  %5547 = phi <8 x float> [ %5545, %5543 ], [ %5542, %5536 ], [ %5535, %5529 ]
  switch i64 %2448, label %505 [
    i64 1, label %5562
    i64 2, label %5555
    i64 3, label %5548
    i64 0, label %5565
  ]

5548:                                             ; preds = %5546
  %5549 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5547)
  %5550 = bitcast <8 x float> %5547 to <8 x i32>
  %5551 = and <8 x i32> %5550, %2291
  %5552 = bitcast <8 x i32> %5551 to <8 x float>
  %5553 = fcmp oeq <8 x float> %5547, %48
  %5554 = select <8 x i1> %5553, <8 x float> %5552, <8 x float> %5549
  br label %5565

5555:                                             ; preds = %5546
  %5556 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5547)
  %5557 = bitcast <8 x float> %5547 to <8 x i32>
  %5558 = or <8 x i32> %5557, %2292
  %5559 = bitcast <8 x i32> %5558 to <8 x float>
  %5560 = fcmp oeq <8 x float> %5547, %51
  %5561 = select <8 x i1> %5560, <8 x float> %5559, <8 x float> %5556
  br label %5565

5562:                                             ; preds = %5546
  %5563 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5509, <8 x i1> %5498, <8 x float> zeroinitializer)
  %5564 = fadd <8 x float> %5547, %5563
  br label %5565

5565:                                             ; preds = %5548, %5555, %5562, %5546, %5527, %5505
  %5566 = phi <8 x float> [ %5547, %5546 ], [ %5506, %5505 ], [ %5528, %5527 ], [ %5564, %5562 ], [ %5561, %5555 ], [ %5554, %5548 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5566, ptr nonnull align 1 %5507, <8 x i1> %5498)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7865

5567:                                             ; preds = %4388
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %30, i8 0, i64 160, i1 false)
  br i1 %2288, label %5568, label %5641

5568:                                             ; preds = %5567, %5582
  %5569 = phi i64 [ %5583, %5582 ], [ 0, %5567 ]
  %5570 = mul nsw i64 %5569, %14
  %5571 = sub i64 %5570, %16
  %5572 = add i64 %5571, %2643
  %5573 = icmp slt i64 %5572, 0
  %5574 = icmp sge i64 %5572, %6
  %5575 = or i1 %5573, %5574
  %5576 = select i1 %5575, i64 0, i64 %5572
  %5577 = mul nsw i64 %5576, %7
  %5578 = getelementptr inbounds float, ptr %2614, i64 %5577
  br i1 %2289, label %5579, label %5582

5579:                                             ; preds = %5568
  %5580 = mul nuw nsw i64 %5569, %11
  %5581 = getelementptr inbounds nuw float, ptr %2616, i64 %5580
  br label %5585

5582:                                             ; preds = %5594, %5568
  %5583 = add nuw nsw i64 %5569, 1
  %5584 = icmp eq i64 %5583, %10
  br i1 %5584, label %5639, label %5568

5585:                                             ; preds = %5579, %5594
  %5586 = phi i64 [ 0, %5579 ], [ %5595, %5594 ]
  %5587 = getelementptr inbounds nuw float, ptr %5581, i64 %5586
  %5588 = load float, ptr %5587, align 1
  %5589 = insertelement <8 x float> poison, float %5588, i64 0
  %5590 = shufflevector <8 x float> %5589, <8 x float> poison, <8 x i32> zeroinitializer
  %5591 = mul nsw i64 %5586, %15
  %5592 = sub i64 %5591, %17
  %5593 = getelementptr <4 x i64>, ptr %2275, i64 %5586
  br label %5597

5594:                                             ; preds = %5628
  %5595 = add nuw nsw i64 %5586, 1
  %5596 = icmp eq i64 %5595, %11
  br i1 %5596, label %5582, label %5585

5597:                                             ; preds = %5585, %5628
  %5598 = phi i64 [ 0, %5585 ], [ %5637, %5628 ]
  %5599 = or disjoint i64 %4389, %5598
  %5600 = shl nsw i64 %5599, 3
  %5601 = add i64 %5592, %5600
  br i1 %2290, label %5606, label %5602

5602:                                             ; preds = %5597
  %5603 = mul nuw nsw i64 %5599, %11
  %5604 = getelementptr <4 x i64>, ptr %5593, i64 %5603
  %5605 = load <4 x i64>, ptr %5604, align 32
  br label %5628

5606:                                             ; preds = %5597
  %5607 = sub nsw i64 %9, %5600
  %5608 = icmp slt i64 %5601, 0
  %5609 = sub nsw i64 0, %5601
  %5610 = select i1 %5608, i64 %5609, i64 0
  %5611 = sub nsw i64 %7, %5601
  %5612 = call i64 @llvm.smin.i64(i64 %5611, i64 %5607)
  %5613 = call i64 @llvm.smin.i64(i64 %5612, i64 8)
  %5614 = icmp sgt i64 %5613, %5610
  %5615 = trunc i64 %5610 to i32
  %5616 = select i1 %5614, i32 %5615, i32 0
  %5617 = insertelement <8 x i32> poison, i32 %5616, i64 0
  %5618 = shufflevector <8 x i32> %5617, <8 x i32> poison, <8 x i32> zeroinitializer
  %5619 = icmp slt <8 x i32> %5618, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5620 = trunc i64 %5613 to i32
  %5621 = select i1 %5614, i32 %5620, i32 0
  %5622 = insertelement <8 x i32> poison, i32 %5621, i64 0
  %5623 = shufflevector <8 x i32> %5622, <8 x i32> poison, <8 x i32> zeroinitializer
  %5624 = icmp sgt <8 x i32> %5623, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5625 = and <8 x i1> %5624, %5619
  %5626 = sext <8 x i1> %5625 to <8 x i32>
  %5627 = bitcast <8 x i32> %5626 to <4 x i64>
  br label %5628

5628:                                             ; preds = %5606, %5602
  %5629 = phi <4 x i64> [ %5605, %5602 ], [ %5627, %5606 ]
  %5630 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5598
  %5631 = getelementptr inbounds float, ptr %5578, i64 %5601
  %5632 = select i1 %5575, <4 x i64> zeroinitializer, <4 x i64> %5629
  %5633 = bitcast <4 x i64> %5632 to <8 x i32>
  %5634 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5631, <8 x i32> %5633)
  %5635 = load <8 x float>, ptr %5630, align 32
  %5636 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5634, <8 x float> %5590, <8 x float> %5635)
  store <8 x float> %5636, ptr %5630, align 32
  %5637 = add nuw nsw i64 %5598, 1
  %5638 = icmp eq i64 %5637, 5
  br i1 %5638, label %5594, label %5597

5639:                                             ; preds = %5582
  %5640 = load <8 x float>, ptr %30, align 32
  br label %5641

5641:                                             ; preds = %5639, %5567
  %5642 = phi <8 x float> [ %5640, %5639 ], [ zeroinitializer, %5567 ]
  %5643 = shl nsw i64 %4389, 3
  %5644 = sub nsw i64 %9, %5643
  %5645 = icmp sgt i64 %5644, 7
  %5646 = trunc i64 %5644 to i32
  %5647 = select i1 %5645, i32 8, i32 %5646
  %5648 = insertelement <8 x i32> poison, i32 %5647, i64 0
  %5649 = shufflevector <8 x i32> %5648, <8 x i32> poison, <8 x i32> zeroinitializer
  %5650 = icmp sgt <8 x i32> %5649, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %5656, label %5651

5651:                                             ; preds = %5641
  %5652 = load float, ptr %2617, align 1
  %5653 = insertelement <8 x float> poison, float %5652, i64 0
  %5654 = shufflevector <8 x float> %5653, <8 x float> poison, <8 x i32> zeroinitializer
  %5655 = fadd <8 x float> %5642, %5654
  br label %5656

5656:                                             ; preds = %5651, %5641
  %5657 = phi <8 x float> [ %5655, %5651 ], [ %5642, %5641 ]
  %5658 = getelementptr inbounds nuw float, ptr %2624, i64 %5643
  %5659 = getelementptr inbounds nuw float, ptr %2629, i64 %5643
  %5660 = select i1 %2639, ptr null, ptr %5659
  switch i64 %2404, label %505 [
    i64 1, label %5661
    i64 2, label %5664
    i64 3, label %5671
    i64 0, label %5716
  ]

5661:                                             ; preds = %5656
  %5662 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5660, <8 x i1> %5650, <8 x float> zeroinitializer)
  %5663 = fadd <8 x float> %5657, %5662
  br label %5678

5664:                                             ; preds = %5656
  %5665 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5657)
  %5666 = bitcast <8 x float> %5657 to <8 x i32>
  %5667 = or <8 x i32> %5666, %2292
  %5668 = bitcast <8 x i32> %5667 to <8 x float>
  %5669 = fcmp oeq <8 x float> %5657, %51
  %5670 = select <8 x i1> %5669, <8 x float> %5668, <8 x float> %5665
  br label %5678

5671:                                             ; preds = %5656
  %5672 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5657)
  %5673 = bitcast <8 x float> %5657 to <8 x i32>
  %5674 = and <8 x i32> %5673, %2291
  %5675 = bitcast <8 x i32> %5674 to <8 x float>
  %5676 = fcmp oeq <8 x float> %5657, %48
  %5677 = select <8 x i1> %5676, <8 x float> %5675, <8 x float> %5672
  br label %5678

5678:                                             ; preds = %5671, %5664, %5661
  %5679 = phi <8 x float> [ %5663, %5661 ], [ %5670, %5664 ], [ %5677, %5671 ]
  switch i64 %2406, label %505 [
    i64 1, label %5694
    i64 2, label %5687
    i64 3, label %5680
    i64 0, label %5716
  ]

5680:                                             ; preds = %5678
  %5681 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5679)
  %5682 = bitcast <8 x float> %5679 to <8 x i32>
  %5683 = and <8 x i32> %5682, %2291
  %5684 = bitcast <8 x i32> %5683 to <8 x float>
  %5685 = fcmp oeq <8 x float> %5679, %48
  %5686 = select <8 x i1> %5685, <8 x float> %5684, <8 x float> %5681
  br label %5697

5687:                                             ; preds = %5678
  %5688 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5679)
  %5689 = bitcast <8 x float> %5679 to <8 x i32>
  %5690 = or <8 x i32> %5689, %2292
  %5691 = bitcast <8 x i32> %5690 to <8 x float>
  %5692 = fcmp oeq <8 x float> %5679, %51
  %5693 = select <8 x i1> %5692, <8 x float> %5691, <8 x float> %5688
  br label %5697

5694:                                             ; preds = %5678
  %5695 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5660, <8 x i1> %5650, <8 x float> zeroinitializer)
  %5696 = fadd <8 x float> %5679, %5695
  br label %5697

5697:                                             ; preds = %5694, %5687, %5680
  %5698 = phi <8 x float> [ %5696, %5694 ], [ %5693, %5687 ], [ %5686, %5680 ]
  switch i64 %2408, label %505 [
    i64 1, label %5713
    i64 2, label %5706
    i64 3, label %5699
    i64 0, label %5716
  ]

5699:                                             ; preds = %5697
  %5700 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5698)
  %5701 = bitcast <8 x float> %5698 to <8 x i32>
  %5702 = and <8 x i32> %5701, %2291
  %5703 = bitcast <8 x i32> %5702 to <8 x float>
  %5704 = fcmp oeq <8 x float> %5698, %48
  %5705 = select <8 x i1> %5704, <8 x float> %5703, <8 x float> %5700
  br label %5716

5706:                                             ; preds = %5697
  %5707 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5698)
  %5708 = bitcast <8 x float> %5698 to <8 x i32>
  %5709 = or <8 x i32> %5708, %2292
  %5710 = bitcast <8 x i32> %5709 to <8 x float>
  %5711 = fcmp oeq <8 x float> %5698, %51
  %5712 = select <8 x i1> %5711, <8 x float> %5710, <8 x float> %5707
  br label %5716

5713:                                             ; preds = %5697
  %5714 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5660, <8 x i1> %5650, <8 x float> zeroinitializer)
  %5715 = fadd <8 x float> %5698, %5714
  br label %5716

5716:                                             ; preds = %5699, %5706, %5713, %5697, %5678, %5656
  %5717 = phi <8 x float> [ %5698, %5697 ], [ %5657, %5656 ], [ %5679, %5678 ], [ %5715, %5713 ], [ %5712, %5706 ], [ %5705, %5699 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5717, ptr align 1 %5658, <8 x i1> %5650)
  %5718 = shl i64 %4389, 3
  %5719 = or disjoint i64 %5718, 8
  %5720 = sub nsw i64 %9, %5719
  %5721 = icmp sgt i64 %5720, 7
  %5722 = trunc i64 %5720 to i32
  %5723 = select i1 %5721, i32 8, i32 %5722
  %5724 = insertelement <8 x i32> poison, i32 %5723, i64 0
  %5725 = shufflevector <8 x i32> %5724, <8 x i32> poison, <8 x i32> zeroinitializer
  %5726 = icmp sgt <8 x i32> %5725, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5727 = load <8 x float>, ptr %2409, align 32
  br i1 %2638, label %5733, label %5728

5728:                                             ; preds = %5716
  %5729 = load float, ptr %2617, align 1
  %5730 = insertelement <8 x float> poison, float %5729, i64 0
  %5731 = shufflevector <8 x float> %5730, <8 x float> poison, <8 x i32> zeroinitializer
  %5732 = fadd <8 x float> %5727, %5731
  br label %5733

5733:                                             ; preds = %5728, %5716
  %5734 = phi <8 x float> [ %5732, %5728 ], [ %5727, %5716 ]
  %5735 = getelementptr inbounds nuw float, ptr %2624, i64 %5719
  %5736 = getelementptr inbounds nuw float, ptr %2629, i64 %5719
  %5737 = select i1 %2639, ptr null, ptr %5736
  switch i64 %2404, label %505 [
    i64 1, label %5752
    i64 2, label %5745
    i64 3, label %5738
    i64 0, label %5793
  ]

5738:                                             ; preds = %5733
  %5739 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5734)
  %5740 = bitcast <8 x float> %5734 to <8 x i32>
  %5741 = and <8 x i32> %5740, %2291
  %5742 = bitcast <8 x i32> %5741 to <8 x float>
  %5743 = fcmp oeq <8 x float> %5734, %48
  %5744 = select <8 x i1> %5743, <8 x float> %5742, <8 x float> %5739
  br label %5755

5745:                                             ; preds = %5733
  %5746 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5734)
  %5747 = bitcast <8 x float> %5734 to <8 x i32>
  %5748 = or <8 x i32> %5747, %2292
  %5749 = bitcast <8 x i32> %5748 to <8 x float>
  %5750 = fcmp oeq <8 x float> %5734, %51
  %5751 = select <8 x i1> %5750, <8 x float> %5749, <8 x float> %5746
  br label %5755

5752:                                             ; preds = %5733
  %5753 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5737, <8 x i1> %5726, <8 x float> zeroinitializer)
  %5754 = fadd <8 x float> %5734, %5753
  br label %5755

5755:                                             ; preds = %5752, %5745, %5738
  %5756 = phi <8 x float> [ %5754, %5752 ], [ %5751, %5745 ], [ %5744, %5738 ]
  switch i64 %2411, label %505 [
    i64 1, label %5771
    i64 2, label %5764
    i64 3, label %5757
    i64 0, label %5793
  ]

5757:                                             ; preds = %5755
  %5758 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5756)
  %5759 = bitcast <8 x float> %5756 to <8 x i32>
  %5760 = and <8 x i32> %5759, %2291
  %5761 = bitcast <8 x i32> %5760 to <8 x float>
  %5762 = fcmp oeq <8 x float> %5756, %48
  %5763 = select <8 x i1> %5762, <8 x float> %5761, <8 x float> %5758
  br label %5774

5764:                                             ; preds = %5755
  %5765 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5756)
  %5766 = bitcast <8 x float> %5756 to <8 x i32>
  %5767 = or <8 x i32> %5766, %2292
  %5768 = bitcast <8 x i32> %5767 to <8 x float>
  %5769 = fcmp oeq <8 x float> %5756, %51
  %5770 = select <8 x i1> %5769, <8 x float> %5768, <8 x float> %5765
  br label %5774

5771:                                             ; preds = %5755
  %5772 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5737, <8 x i1> %5726, <8 x float> zeroinitializer)
  %5773 = fadd <8 x float> %5756, %5772
  br label %5774

5774:                                             ; preds = %5771, %5764, %5757
  %5775 = phi <8 x float> [ %5773, %5771 ], [ %5770, %5764 ], [ %5763, %5757 ]
  switch i64 %2413, label %505 [
    i64 1, label %5790
    i64 2, label %5783
    i64 3, label %5776
    i64 0, label %5793
  ]

5776:                                             ; preds = %5774
  %5777 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5775)
  %5778 = bitcast <8 x float> %5775 to <8 x i32>
  %5779 = and <8 x i32> %5778, %2291
  %5780 = bitcast <8 x i32> %5779 to <8 x float>
  %5781 = fcmp oeq <8 x float> %5775, %48
  %5782 = select <8 x i1> %5781, <8 x float> %5780, <8 x float> %5777
  br label %5793

5783:                                             ; preds = %5774
  %5784 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5775)
  %5785 = bitcast <8 x float> %5775 to <8 x i32>
  %5786 = or <8 x i32> %5785, %2292
  %5787 = bitcast <8 x i32> %5786 to <8 x float>
  %5788 = fcmp oeq <8 x float> %5775, %51
  %5789 = select <8 x i1> %5788, <8 x float> %5787, <8 x float> %5784
  br label %5793

5790:                                             ; preds = %5774
  %5791 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5737, <8 x i1> %5726, <8 x float> zeroinitializer)
  %5792 = fadd <8 x float> %5775, %5791
  br label %5793

5793:                                             ; preds = %5776, %5783, %5790, %5774, %5755, %5733
  %5794 = phi <8 x float> [ %5775, %5774 ], [ %5734, %5733 ], [ %5756, %5755 ], [ %5792, %5790 ], [ %5789, %5783 ], [ %5782, %5776 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5794, ptr nonnull align 1 %5735, <8 x i1> %5726)
  %5795 = shl i64 %4389, 3
  %5796 = or disjoint i64 %5795, 16
  %5797 = sub nsw i64 %9, %5796
  %5798 = icmp sgt i64 %5797, 7
  %5799 = trunc i64 %5797 to i32
  %5800 = select i1 %5798, i32 8, i32 %5799
  %5801 = insertelement <8 x i32> poison, i32 %5800, i64 0
  %5802 = shufflevector <8 x i32> %5801, <8 x i32> poison, <8 x i32> zeroinitializer
  %5803 = icmp sgt <8 x i32> %5802, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5804 = load <8 x float>, ptr %2414, align 32
  br i1 %2638, label %5810, label %5805

5805:                                             ; preds = %5793
  %5806 = load float, ptr %2617, align 1
  %5807 = insertelement <8 x float> poison, float %5806, i64 0
  %5808 = shufflevector <8 x float> %5807, <8 x float> poison, <8 x i32> zeroinitializer
  %5809 = fadd <8 x float> %5804, %5808
  br label %5810

5810:                                             ; preds = %5805, %5793
  %5811 = phi <8 x float> [ %5809, %5805 ], [ %5804, %5793 ]
  %5812 = getelementptr inbounds nuw float, ptr %2624, i64 %5796
  %5813 = getelementptr inbounds nuw float, ptr %2629, i64 %5796
  %5814 = select i1 %2639, ptr null, ptr %5813
  switch i64 %2404, label %505 [
    i64 1, label %5829
    i64 2, label %5822
    i64 3, label %5815
    i64 0, label %5870
  ]

5815:                                             ; preds = %5810
  %5816 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5811)
  %5817 = bitcast <8 x float> %5811 to <8 x i32>
  %5818 = and <8 x i32> %5817, %2291
  %5819 = bitcast <8 x i32> %5818 to <8 x float>
  %5820 = fcmp oeq <8 x float> %5811, %48
  %5821 = select <8 x i1> %5820, <8 x float> %5819, <8 x float> %5816
  br label %5832

5822:                                             ; preds = %5810
  %5823 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5811)
  %5824 = bitcast <8 x float> %5811 to <8 x i32>
  %5825 = or <8 x i32> %5824, %2292
  %5826 = bitcast <8 x i32> %5825 to <8 x float>
  %5827 = fcmp oeq <8 x float> %5811, %51
  %5828 = select <8 x i1> %5827, <8 x float> %5826, <8 x float> %5823
  br label %5832

5829:                                             ; preds = %5810
  %5830 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5814, <8 x i1> %5803, <8 x float> zeroinitializer)
  %5831 = fadd <8 x float> %5811, %5830
  br label %5832

5832:                                             ; preds = %5829, %5822, %5815
  %5833 = phi <8 x float> [ %5831, %5829 ], [ %5828, %5822 ], [ %5821, %5815 ]
  switch i64 %2416, label %505 [
    i64 1, label %5848
    i64 2, label %5841
    i64 3, label %5834
    i64 0, label %5870
  ]

5834:                                             ; preds = %5832
  %5835 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5833)
  %5836 = bitcast <8 x float> %5833 to <8 x i32>
  %5837 = and <8 x i32> %5836, %2291
  %5838 = bitcast <8 x i32> %5837 to <8 x float>
  %5839 = fcmp oeq <8 x float> %5833, %48
  %5840 = select <8 x i1> %5839, <8 x float> %5838, <8 x float> %5835
  br label %5851

5841:                                             ; preds = %5832
  %5842 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5833)
  %5843 = bitcast <8 x float> %5833 to <8 x i32>
  %5844 = or <8 x i32> %5843, %2292
  %5845 = bitcast <8 x i32> %5844 to <8 x float>
  %5846 = fcmp oeq <8 x float> %5833, %51
  %5847 = select <8 x i1> %5846, <8 x float> %5845, <8 x float> %5842
  br label %5851

5848:                                             ; preds = %5832
  %5849 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5814, <8 x i1> %5803, <8 x float> zeroinitializer)
  %5850 = fadd <8 x float> %5833, %5849
  br label %5851

5851:                                             ; preds = %5848, %5841, %5834
  %5852 = phi <8 x float> [ %5850, %5848 ], [ %5847, %5841 ], [ %5840, %5834 ]
  switch i64 %2418, label %505 [
    i64 1, label %5867
    i64 2, label %5860
    i64 3, label %5853
    i64 0, label %5870
  ]

5853:                                             ; preds = %5851
  %5854 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5852)
  %5855 = bitcast <8 x float> %5852 to <8 x i32>
  %5856 = and <8 x i32> %5855, %2291
  %5857 = bitcast <8 x i32> %5856 to <8 x float>
  %5858 = fcmp oeq <8 x float> %5852, %48
  %5859 = select <8 x i1> %5858, <8 x float> %5857, <8 x float> %5854
  br label %5870

5860:                                             ; preds = %5851
  %5861 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5852)
  %5862 = bitcast <8 x float> %5852 to <8 x i32>
  %5863 = or <8 x i32> %5862, %2292
  %5864 = bitcast <8 x i32> %5863 to <8 x float>
  %5865 = fcmp oeq <8 x float> %5852, %51
  %5866 = select <8 x i1> %5865, <8 x float> %5864, <8 x float> %5861
  br label %5870

5867:                                             ; preds = %5851
  %5868 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5814, <8 x i1> %5803, <8 x float> zeroinitializer)
  %5869 = fadd <8 x float> %5852, %5868
  br label %5870

5870:                                             ; preds = %5853, %5860, %5867, %5851, %5832, %5810
  %5871 = phi <8 x float> [ %5852, %5851 ], [ %5811, %5810 ], [ %5833, %5832 ], [ %5869, %5867 ], [ %5866, %5860 ], [ %5859, %5853 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5871, ptr nonnull align 1 %5812, <8 x i1> %5803)
  %5872 = shl i64 %4389, 3
  %5873 = or disjoint i64 %5872, 24
  %5874 = sub nsw i64 %9, %5873
  %5875 = icmp sgt i64 %5874, 7
  %5876 = trunc i64 %5874 to i32
  %5877 = select i1 %5875, i32 8, i32 %5876
  %5878 = insertelement <8 x i32> poison, i32 %5877, i64 0
  %5879 = shufflevector <8 x i32> %5878, <8 x i32> poison, <8 x i32> zeroinitializer
  %5880 = icmp sgt <8 x i32> %5879, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5881 = load <8 x float>, ptr %2419, align 32
  br i1 %2638, label %5887, label %5882

5882:                                             ; preds = %5870
  %5883 = load float, ptr %2617, align 1
  %5884 = insertelement <8 x float> poison, float %5883, i64 0
  %5885 = shufflevector <8 x float> %5884, <8 x float> poison, <8 x i32> zeroinitializer
  %5886 = fadd <8 x float> %5881, %5885
  br label %5887

5887:                                             ; preds = %5882, %5870
  %5888 = phi <8 x float> [ %5886, %5882 ], [ %5881, %5870 ]
  %5889 = getelementptr inbounds nuw float, ptr %2624, i64 %5873
  %5890 = getelementptr inbounds nuw float, ptr %2629, i64 %5873
  %5891 = select i1 %2639, ptr null, ptr %5890
  switch i64 %2404, label %505 [
    i64 1, label %5906
    i64 2, label %5899
    i64 3, label %5892
    i64 0, label %5947
  ]

5892:                                             ; preds = %5887
  %5893 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5888)
  %5894 = bitcast <8 x float> %5888 to <8 x i32>
  %5895 = and <8 x i32> %5894, %2291
  %5896 = bitcast <8 x i32> %5895 to <8 x float>
  %5897 = fcmp oeq <8 x float> %5888, %48
  %5898 = select <8 x i1> %5897, <8 x float> %5896, <8 x float> %5893
  br label %5909

5899:                                             ; preds = %5887
  %5900 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5888)
  %5901 = bitcast <8 x float> %5888 to <8 x i32>
  %5902 = or <8 x i32> %5901, %2292
  %5903 = bitcast <8 x i32> %5902 to <8 x float>
  %5904 = fcmp oeq <8 x float> %5888, %51
  %5905 = select <8 x i1> %5904, <8 x float> %5903, <8 x float> %5900
  br label %5909

5906:                                             ; preds = %5887
  %5907 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5891, <8 x i1> %5880, <8 x float> zeroinitializer)
  %5908 = fadd <8 x float> %5888, %5907
  br label %5909

5909:                                             ; preds = %5906, %5899, %5892
  %5910 = phi <8 x float> [ %5908, %5906 ], [ %5905, %5899 ], [ %5898, %5892 ]
  switch i64 %2421, label %505 [
    i64 1, label %5925
    i64 2, label %5918
    i64 3, label %5911
    i64 0, label %5947
  ]

5911:                                             ; preds = %5909
  %5912 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5910)
  %5913 = bitcast <8 x float> %5910 to <8 x i32>
  %5914 = and <8 x i32> %5913, %2291
  %5915 = bitcast <8 x i32> %5914 to <8 x float>
  %5916 = fcmp oeq <8 x float> %5910, %48
  %5917 = select <8 x i1> %5916, <8 x float> %5915, <8 x float> %5912
  br label %5928

5918:                                             ; preds = %5909
  %5919 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5910)
  %5920 = bitcast <8 x float> %5910 to <8 x i32>
  %5921 = or <8 x i32> %5920, %2292
  %5922 = bitcast <8 x i32> %5921 to <8 x float>
  %5923 = fcmp oeq <8 x float> %5910, %51
  %5924 = select <8 x i1> %5923, <8 x float> %5922, <8 x float> %5919
  br label %5928

5925:                                             ; preds = %5909
  %5926 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5891, <8 x i1> %5880, <8 x float> zeroinitializer)
  %5927 = fadd <8 x float> %5910, %5926
  br label %5928

5928:                                             ; preds = %5925, %5918, %5911
  %5929 = phi <8 x float> [ %5927, %5925 ], [ %5924, %5918 ], [ %5917, %5911 ]
  switch i64 %2423, label %505 [
    i64 1, label %5944
    i64 2, label %5937
    i64 3, label %5930
    i64 0, label %5947
  ]

5930:                                             ; preds = %5928
  %5931 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5929)
  %5932 = bitcast <8 x float> %5929 to <8 x i32>
  %5933 = and <8 x i32> %5932, %2291
  %5934 = bitcast <8 x i32> %5933 to <8 x float>
  %5935 = fcmp oeq <8 x float> %5929, %48
  %5936 = select <8 x i1> %5935, <8 x float> %5934, <8 x float> %5931
  br label %5947

5937:                                             ; preds = %5928
  %5938 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5929)
  %5939 = bitcast <8 x float> %5929 to <8 x i32>
  %5940 = or <8 x i32> %5939, %2292
  %5941 = bitcast <8 x i32> %5940 to <8 x float>
  %5942 = fcmp oeq <8 x float> %5929, %51
  %5943 = select <8 x i1> %5942, <8 x float> %5941, <8 x float> %5938
  br label %5947

5944:                                             ; preds = %5928
  %5945 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5891, <8 x i1> %5880, <8 x float> zeroinitializer)
  %5946 = fadd <8 x float> %5929, %5945
  br label %5947

5947:                                             ; preds = %5930, %5937, %5944, %5928, %5909, %5887
  %5948 = phi <8 x float> [ %5929, %5928 ], [ %5888, %5887 ], [ %5910, %5909 ], [ %5946, %5944 ], [ %5943, %5937 ], [ %5936, %5930 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5948, ptr nonnull align 1 %5889, <8 x i1> %5880)
  %5949 = shl i64 %4389, 3
  %5950 = or disjoint i64 %5949, 32
  %5951 = sub nsw i64 %9, %5950
  %5952 = icmp sgt i64 %5951, 7
  %5953 = trunc i64 %5951 to i32
  %5954 = select i1 %5952, i32 8, i32 %5953
  %5955 = insertelement <8 x i32> poison, i32 %5954, i64 0
  %5956 = shufflevector <8 x i32> %5955, <8 x i32> poison, <8 x i32> zeroinitializer
  %5957 = icmp sgt <8 x i32> %5956, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5958 = load <8 x float>, ptr %2424, align 32
  br i1 %2638, label %5964, label %5959

5959:                                             ; preds = %5947
  %5960 = load float, ptr %2617, align 1
  %5961 = insertelement <8 x float> poison, float %5960, i64 0
  %5962 = shufflevector <8 x float> %5961, <8 x float> poison, <8 x i32> zeroinitializer
  %5963 = fadd <8 x float> %5958, %5962
  br label %5964

5964:                                             ; preds = %5959, %5947
  %5965 = phi <8 x float> [ %5963, %5959 ], [ %5958, %5947 ]
  %5966 = getelementptr inbounds nuw float, ptr %2624, i64 %5950
  %5967 = getelementptr inbounds nuw float, ptr %2629, i64 %5950
  %5968 = select i1 %2639, ptr null, ptr %5967
  switch i64 %2404, label %505 [
    i64 1, label %5983
    i64 2, label %5976
    i64 3, label %5969
    i64 0, label %6024
  ]

5969:                                             ; preds = %5964
  %5970 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5965)
  %5971 = bitcast <8 x float> %5965 to <8 x i32>
  %5972 = and <8 x i32> %5971, %2291
  %5973 = bitcast <8 x i32> %5972 to <8 x float>
  %5974 = fcmp oeq <8 x float> %5965, %48
  %5975 = select <8 x i1> %5974, <8 x float> %5973, <8 x float> %5970
  br label %5986

5976:                                             ; preds = %5964
  %5977 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5965)
  %5978 = bitcast <8 x float> %5965 to <8 x i32>
  %5979 = or <8 x i32> %5978, %2292
  %5980 = bitcast <8 x i32> %5979 to <8 x float>
  %5981 = fcmp oeq <8 x float> %5965, %51
  %5982 = select <8 x i1> %5981, <8 x float> %5980, <8 x float> %5977
  br label %5986

5983:                                             ; preds = %5964
  %5984 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5968, <8 x i1> %5957, <8 x float> zeroinitializer)
  %5985 = fadd <8 x float> %5965, %5984
  br label %5986

5986:                                             ; preds = %5983, %5976, %5969
  %5987 = phi <8 x float> [ %5985, %5983 ], [ %5982, %5976 ], [ %5975, %5969 ]
  switch i64 %2426, label %505 [
    i64 1, label %6002
    i64 2, label %5995
    i64 3, label %5988
    i64 0, label %6024
  ]

5988:                                             ; preds = %5986
  %5989 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %5987)
  %5990 = bitcast <8 x float> %5987 to <8 x i32>
  %5991 = and <8 x i32> %5990, %2291
  %5992 = bitcast <8 x i32> %5991 to <8 x float>
  %5993 = fcmp oeq <8 x float> %5987, %48
  %5994 = select <8 x i1> %5993, <8 x float> %5992, <8 x float> %5989
  br label %6005

5995:                                             ; preds = %5986
  %5996 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %5987)
  %5997 = bitcast <8 x float> %5987 to <8 x i32>
  %5998 = or <8 x i32> %5997, %2292
  %5999 = bitcast <8 x i32> %5998 to <8 x float>
  %6000 = fcmp oeq <8 x float> %5987, %51
  %6001 = select <8 x i1> %6000, <8 x float> %5999, <8 x float> %5996
  br label %6005

6002:                                             ; preds = %5986
  %6003 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5968, <8 x i1> %5957, <8 x float> zeroinitializer)
  %6004 = fadd <8 x float> %5987, %6003
  br label %6005

6005:                                             ; preds = %6002, %5995, %5988
  %6006 = phi <8 x float> [ %6004, %6002 ], [ %6001, %5995 ], [ %5994, %5988 ]
  switch i64 %2428, label %505 [
    i64 1, label %6021
    i64 2, label %6014
    i64 3, label %6007
    i64 0, label %6024
  ]

6007:                                             ; preds = %6005
  %6008 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6006)
  %6009 = bitcast <8 x float> %6006 to <8 x i32>
  %6010 = and <8 x i32> %6009, %2291
  %6011 = bitcast <8 x i32> %6010 to <8 x float>
  %6012 = fcmp oeq <8 x float> %6006, %48
  %6013 = select <8 x i1> %6012, <8 x float> %6011, <8 x float> %6008
  br label %6024

6014:                                             ; preds = %6005
  %6015 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6006)
  %6016 = bitcast <8 x float> %6006 to <8 x i32>
  %6017 = or <8 x i32> %6016, %2292
  %6018 = bitcast <8 x i32> %6017 to <8 x float>
  %6019 = fcmp oeq <8 x float> %6006, %51
  %6020 = select <8 x i1> %6019, <8 x float> %6018, <8 x float> %6015
  br label %6024

6021:                                             ; preds = %6005
  %6022 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5968, <8 x i1> %5957, <8 x float> zeroinitializer)
  %6023 = fadd <8 x float> %6006, %6022
  br label %6024

6024:                                             ; preds = %6007, %6014, %6021, %6005, %5986, %5964
  %6025 = phi <8 x float> [ %6006, %6005 ], [ %5965, %5964 ], [ %5987, %5986 ], [ %6023, %6021 ], [ %6020, %6014 ], [ %6013, %6007 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6025, ptr nonnull align 1 %5966, <8 x i1> %5957)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7865

6026:                                             ; preds = %4388
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %31, i8 0, i64 192, i1 false)
  br i1 %2288, label %6027, label %6100

6027:                                             ; preds = %6026, %6041
  %6028 = phi i64 [ %6042, %6041 ], [ 0, %6026 ]
  %6029 = mul nsw i64 %6028, %14
  %6030 = sub i64 %6029, %16
  %6031 = add i64 %6030, %2642
  %6032 = icmp slt i64 %6031, 0
  %6033 = icmp sge i64 %6031, %6
  %6034 = or i1 %6032, %6033
  %6035 = select i1 %6034, i64 0, i64 %6031
  %6036 = mul nsw i64 %6035, %7
  %6037 = getelementptr inbounds float, ptr %2614, i64 %6036
  br i1 %2289, label %6038, label %6041

6038:                                             ; preds = %6027
  %6039 = mul nuw nsw i64 %6028, %11
  %6040 = getelementptr inbounds nuw float, ptr %2616, i64 %6039
  br label %6044

6041:                                             ; preds = %6053, %6027
  %6042 = add nuw nsw i64 %6028, 1
  %6043 = icmp eq i64 %6042, %10
  br i1 %6043, label %6098, label %6027

6044:                                             ; preds = %6038, %6053
  %6045 = phi i64 [ 0, %6038 ], [ %6054, %6053 ]
  %6046 = getelementptr inbounds nuw float, ptr %6040, i64 %6045
  %6047 = load float, ptr %6046, align 1
  %6048 = insertelement <8 x float> poison, float %6047, i64 0
  %6049 = shufflevector <8 x float> %6048, <8 x float> poison, <8 x i32> zeroinitializer
  %6050 = mul nsw i64 %6045, %15
  %6051 = sub i64 %6050, %17
  %6052 = getelementptr <4 x i64>, ptr %2275, i64 %6045
  br label %6056

6053:                                             ; preds = %6087
  %6054 = add nuw nsw i64 %6045, 1
  %6055 = icmp eq i64 %6054, %11
  br i1 %6055, label %6041, label %6044

6056:                                             ; preds = %6044, %6087
  %6057 = phi i64 [ 0, %6044 ], [ %6096, %6087 ]
  %6058 = or disjoint i64 %4389, %6057
  %6059 = shl nsw i64 %6058, 3
  %6060 = add i64 %6051, %6059
  br i1 %2290, label %6065, label %6061

6061:                                             ; preds = %6056
  %6062 = mul nuw nsw i64 %6058, %11
  %6063 = getelementptr <4 x i64>, ptr %6052, i64 %6062
  %6064 = load <4 x i64>, ptr %6063, align 32
  br label %6087

6065:                                             ; preds = %6056
  %6066 = sub nsw i64 %9, %6059
  %6067 = icmp slt i64 %6060, 0
  %6068 = sub nsw i64 0, %6060
  %6069 = select i1 %6067, i64 %6068, i64 0
  %6070 = sub nsw i64 %7, %6060
  %6071 = call i64 @llvm.smin.i64(i64 %6070, i64 %6066)
  %6072 = call i64 @llvm.smin.i64(i64 %6071, i64 8)
  %6073 = icmp sgt i64 %6072, %6069
  %6074 = trunc i64 %6069 to i32
  %6075 = select i1 %6073, i32 %6074, i32 0
  %6076 = insertelement <8 x i32> poison, i32 %6075, i64 0
  %6077 = shufflevector <8 x i32> %6076, <8 x i32> poison, <8 x i32> zeroinitializer
  %6078 = icmp slt <8 x i32> %6077, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6079 = trunc i64 %6072 to i32
  %6080 = select i1 %6073, i32 %6079, i32 0
  %6081 = insertelement <8 x i32> poison, i32 %6080, i64 0
  %6082 = shufflevector <8 x i32> %6081, <8 x i32> poison, <8 x i32> zeroinitializer
  %6083 = icmp sgt <8 x i32> %6082, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6084 = and <8 x i1> %6083, %6078
  %6085 = sext <8 x i1> %6084 to <8 x i32>
  %6086 = bitcast <8 x i32> %6085 to <4 x i64>
  br label %6087

6087:                                             ; preds = %6065, %6061
  %6088 = phi <4 x i64> [ %6064, %6061 ], [ %6086, %6065 ]
  %6089 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %6057
  %6090 = getelementptr inbounds float, ptr %6037, i64 %6060
  %6091 = select i1 %6034, <4 x i64> zeroinitializer, <4 x i64> %6088
  %6092 = bitcast <4 x i64> %6091 to <8 x i32>
  %6093 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6090, <8 x i32> %6092)
  %6094 = load <8 x float>, ptr %6089, align 32
  %6095 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6093, <8 x float> %6049, <8 x float> %6094)
  store <8 x float> %6095, ptr %6089, align 32
  %6096 = add nuw nsw i64 %6057, 1
  %6097 = icmp eq i64 %6096, 6
  br i1 %6097, label %6053, label %6056

6098:                                             ; preds = %6041
  %6099 = load <8 x float>, ptr %31, align 32
  br label %6100

6100:                                             ; preds = %6098, %6026
  %6101 = phi <8 x float> [ %6099, %6098 ], [ zeroinitializer, %6026 ]
  %6102 = shl nsw i64 %4389, 3
  %6103 = sub nsw i64 %9, %6102
  %6104 = icmp sgt i64 %6103, 7
  %6105 = trunc i64 %6103 to i32
  %6106 = select i1 %6104, i32 8, i32 %6105
  %6107 = insertelement <8 x i32> poison, i32 %6106, i64 0
  %6108 = shufflevector <8 x i32> %6107, <8 x i32> poison, <8 x i32> zeroinitializer
  %6109 = icmp sgt <8 x i32> %6108, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %6115, label %6110

6110:                                             ; preds = %6100
  %6111 = load float, ptr %2617, align 1
  %6112 = insertelement <8 x float> poison, float %6111, i64 0
  %6113 = shufflevector <8 x float> %6112, <8 x float> poison, <8 x i32> zeroinitializer
  %6114 = fadd <8 x float> %6101, %6113
  br label %6115

6115:                                             ; preds = %6110, %6100
  %6116 = phi <8 x float> [ %6114, %6110 ], [ %6101, %6100 ]
  %6117 = getelementptr inbounds nuw float, ptr %2624, i64 %6102
  %6118 = getelementptr inbounds nuw float, ptr %2629, i64 %6102
  %6119 = select i1 %2639, ptr null, ptr %6118
  switch i64 %2374, label %505 [
    i64 1, label %6120
    i64 2, label %6123
    i64 3, label %6130
    i64 0, label %6175
  ]

6120:                                             ; preds = %6115
  %6121 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6119, <8 x i1> %6109, <8 x float> zeroinitializer)
  %6122 = fadd <8 x float> %6116, %6121
  br label %6137

6123:                                             ; preds = %6115
  %6124 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6116)
  %6125 = bitcast <8 x float> %6116 to <8 x i32>
  %6126 = or <8 x i32> %6125, %2292
  %6127 = bitcast <8 x i32> %6126 to <8 x float>
  %6128 = fcmp oeq <8 x float> %6116, %51
  %6129 = select <8 x i1> %6128, <8 x float> %6127, <8 x float> %6124
  br label %6137

6130:                                             ; preds = %6115
  %6131 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6116)
  %6132 = bitcast <8 x float> %6116 to <8 x i32>
  %6133 = and <8 x i32> %6132, %2291
  %6134 = bitcast <8 x i32> %6133 to <8 x float>
  %6135 = fcmp oeq <8 x float> %6116, %48
  %6136 = select <8 x i1> %6135, <8 x float> %6134, <8 x float> %6131
  br label %6137

6137:                                             ; preds = %6130, %6123, %6120
  %6138 = phi <8 x float> [ %6122, %6120 ], [ %6129, %6123 ], [ %6136, %6130 ]
  switch i64 %2376, label %505 [
    i64 1, label %6153
    i64 2, label %6146
    i64 3, label %6139
    i64 0, label %6175
  ]

6139:                                             ; preds = %6137
  %6140 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6138)
  %6141 = bitcast <8 x float> %6138 to <8 x i32>
  %6142 = and <8 x i32> %6141, %2291
  %6143 = bitcast <8 x i32> %6142 to <8 x float>
  %6144 = fcmp oeq <8 x float> %6138, %48
  %6145 = select <8 x i1> %6144, <8 x float> %6143, <8 x float> %6140
  br label %6156

6146:                                             ; preds = %6137
  %6147 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6138)
  %6148 = bitcast <8 x float> %6138 to <8 x i32>
  %6149 = or <8 x i32> %6148, %2292
  %6150 = bitcast <8 x i32> %6149 to <8 x float>
  %6151 = fcmp oeq <8 x float> %6138, %51
  %6152 = select <8 x i1> %6151, <8 x float> %6150, <8 x float> %6147
  br label %6156

6153:                                             ; preds = %6137
  %6154 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6119, <8 x i1> %6109, <8 x float> zeroinitializer)
  %6155 = fadd <8 x float> %6138, %6154
  br label %6156

6156:                                             ; preds = %6153, %6146, %6139
  %6157 = phi <8 x float> [ %6155, %6153 ], [ %6152, %6146 ], [ %6145, %6139 ]
  switch i64 %2378, label %505 [
    i64 1, label %6172
    i64 2, label %6165
    i64 3, label %6158
    i64 0, label %6175
  ]

6158:                                             ; preds = %6156
  %6159 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6157)
  %6160 = bitcast <8 x float> %6157 to <8 x i32>
  %6161 = and <8 x i32> %6160, %2291
  %6162 = bitcast <8 x i32> %6161 to <8 x float>
  %6163 = fcmp oeq <8 x float> %6157, %48
  %6164 = select <8 x i1> %6163, <8 x float> %6162, <8 x float> %6159
  br label %6175

6165:                                             ; preds = %6156
  %6166 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6157)
  %6167 = bitcast <8 x float> %6157 to <8 x i32>
  %6168 = or <8 x i32> %6167, %2292
  %6169 = bitcast <8 x i32> %6168 to <8 x float>
  %6170 = fcmp oeq <8 x float> %6157, %51
  %6171 = select <8 x i1> %6170, <8 x float> %6169, <8 x float> %6166
  br label %6175

6172:                                             ; preds = %6156
  %6173 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6119, <8 x i1> %6109, <8 x float> zeroinitializer)
  %6174 = fadd <8 x float> %6157, %6173
  br label %6175

6175:                                             ; preds = %6158, %6165, %6172, %6156, %6137, %6115
  %6176 = phi <8 x float> [ %6157, %6156 ], [ %6116, %6115 ], [ %6138, %6137 ], [ %6174, %6172 ], [ %6171, %6165 ], [ %6164, %6158 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6176, ptr align 1 %6117, <8 x i1> %6109)
  %6177 = shl i64 %4389, 3
  %6178 = or disjoint i64 %6177, 8
  %6179 = sub nsw i64 %9, %6178
  %6180 = icmp sgt i64 %6179, 7
  %6181 = trunc i64 %6179 to i32
  %6182 = select i1 %6180, i32 8, i32 %6181
  %6183 = insertelement <8 x i32> poison, i32 %6182, i64 0
  %6184 = shufflevector <8 x i32> %6183, <8 x i32> poison, <8 x i32> zeroinitializer
  %6185 = icmp sgt <8 x i32> %6184, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6186 = load <8 x float>, ptr %2379, align 32
  br i1 %2638, label %6192, label %6187

6187:                                             ; preds = %6175
  %6188 = load float, ptr %2617, align 1
  %6189 = insertelement <8 x float> poison, float %6188, i64 0
  %6190 = shufflevector <8 x float> %6189, <8 x float> poison, <8 x i32> zeroinitializer
  %6191 = fadd <8 x float> %6186, %6190
  br label %6192

6192:                                             ; preds = %6187, %6175
  %6193 = phi <8 x float> [ %6191, %6187 ], [ %6186, %6175 ]
  %6194 = getelementptr inbounds nuw float, ptr %2624, i64 %6178
  %6195 = getelementptr inbounds nuw float, ptr %2629, i64 %6178
  %6196 = select i1 %2639, ptr null, ptr %6195
  switch i64 %2374, label %505 [
    i64 1, label %6211
    i64 2, label %6204
    i64 3, label %6197
    i64 0, label %6252
  ]

6197:                                             ; preds = %6192
  %6198 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6193)
  %6199 = bitcast <8 x float> %6193 to <8 x i32>
  %6200 = and <8 x i32> %6199, %2291
  %6201 = bitcast <8 x i32> %6200 to <8 x float>
  %6202 = fcmp oeq <8 x float> %6193, %48
  %6203 = select <8 x i1> %6202, <8 x float> %6201, <8 x float> %6198
  br label %6214

6204:                                             ; preds = %6192
  %6205 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6193)
  %6206 = bitcast <8 x float> %6193 to <8 x i32>
  %6207 = or <8 x i32> %6206, %2292
  %6208 = bitcast <8 x i32> %6207 to <8 x float>
  %6209 = fcmp oeq <8 x float> %6193, %51
  %6210 = select <8 x i1> %6209, <8 x float> %6208, <8 x float> %6205
  br label %6214

6211:                                             ; preds = %6192
  %6212 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6196, <8 x i1> %6185, <8 x float> zeroinitializer)
  %6213 = fadd <8 x float> %6193, %6212
  br label %6214

6214:                                             ; preds = %6211, %6204, %6197
  %6215 = phi <8 x float> [ %6213, %6211 ], [ %6210, %6204 ], [ %6203, %6197 ]
  switch i64 %2381, label %505 [
    i64 1, label %6230
    i64 2, label %6223
    i64 3, label %6216
    i64 0, label %6252
  ]

6216:                                             ; preds = %6214
  %6217 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6215)
  %6218 = bitcast <8 x float> %6215 to <8 x i32>
  %6219 = and <8 x i32> %6218, %2291
  %6220 = bitcast <8 x i32> %6219 to <8 x float>
  %6221 = fcmp oeq <8 x float> %6215, %48
  %6222 = select <8 x i1> %6221, <8 x float> %6220, <8 x float> %6217
  br label %6233

6223:                                             ; preds = %6214
  %6224 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6215)
  %6225 = bitcast <8 x float> %6215 to <8 x i32>
  %6226 = or <8 x i32> %6225, %2292
  %6227 = bitcast <8 x i32> %6226 to <8 x float>
  %6228 = fcmp oeq <8 x float> %6215, %51
  %6229 = select <8 x i1> %6228, <8 x float> %6227, <8 x float> %6224
  br label %6233

6230:                                             ; preds = %6214
  %6231 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6196, <8 x i1> %6185, <8 x float> zeroinitializer)
  %6232 = fadd <8 x float> %6215, %6231
  br label %6233

6233:                                             ; preds = %6230, %6223, %6216
  %6234 = phi <8 x float> [ %6232, %6230 ], [ %6229, %6223 ], [ %6222, %6216 ]
  switch i64 %2383, label %505 [
    i64 1, label %6249
    i64 2, label %6242
    i64 3, label %6235
    i64 0, label %6252
  ]

6235:                                             ; preds = %6233
  %6236 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6234)
  %6237 = bitcast <8 x float> %6234 to <8 x i32>
  %6238 = and <8 x i32> %6237, %2291
  %6239 = bitcast <8 x i32> %6238 to <8 x float>
  %6240 = fcmp oeq <8 x float> %6234, %48
  %6241 = select <8 x i1> %6240, <8 x float> %6239, <8 x float> %6236
  br label %6252

6242:                                             ; preds = %6233
  %6243 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6234)
  %6244 = bitcast <8 x float> %6234 to <8 x i32>
  %6245 = or <8 x i32> %6244, %2292
  %6246 = bitcast <8 x i32> %6245 to <8 x float>
  %6247 = fcmp oeq <8 x float> %6234, %51
  %6248 = select <8 x i1> %6247, <8 x float> %6246, <8 x float> %6243
  br label %6252

6249:                                             ; preds = %6233
  %6250 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6196, <8 x i1> %6185, <8 x float> zeroinitializer)
  %6251 = fadd <8 x float> %6234, %6250
  br label %6252

6252:                                             ; preds = %6235, %6242, %6249, %6233, %6214, %6192
  %6253 = phi <8 x float> [ %6234, %6233 ], [ %6193, %6192 ], [ %6215, %6214 ], [ %6251, %6249 ], [ %6248, %6242 ], [ %6241, %6235 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6253, ptr nonnull align 1 %6194, <8 x i1> %6185)
  %6254 = shl i64 %4389, 3
  %6255 = or disjoint i64 %6254, 16
  %6256 = sub nsw i64 %9, %6255
  %6257 = icmp sgt i64 %6256, 7
  %6258 = trunc i64 %6256 to i32
  %6259 = select i1 %6257, i32 8, i32 %6258
  %6260 = insertelement <8 x i32> poison, i32 %6259, i64 0
  %6261 = shufflevector <8 x i32> %6260, <8 x i32> poison, <8 x i32> zeroinitializer
  %6262 = icmp sgt <8 x i32> %6261, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6263 = load <8 x float>, ptr %2384, align 32
  br i1 %2638, label %6269, label %6264

6264:                                             ; preds = %6252
  %6265 = load float, ptr %2617, align 1
  %6266 = insertelement <8 x float> poison, float %6265, i64 0
  %6267 = shufflevector <8 x float> %6266, <8 x float> poison, <8 x i32> zeroinitializer
  %6268 = fadd <8 x float> %6263, %6267
  br label %6269

6269:                                             ; preds = %6264, %6252
  %6270 = phi <8 x float> [ %6268, %6264 ], [ %6263, %6252 ]
  %6271 = getelementptr inbounds nuw float, ptr %2624, i64 %6255
  %6272 = getelementptr inbounds nuw float, ptr %2629, i64 %6255
  %6273 = select i1 %2639, ptr null, ptr %6272
  switch i64 %2374, label %505 [
    i64 1, label %6288
    i64 2, label %6281
    i64 3, label %6274
    i64 0, label %6329
  ]

6274:                                             ; preds = %6269
  %6275 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6270)
  %6276 = bitcast <8 x float> %6270 to <8 x i32>
  %6277 = and <8 x i32> %6276, %2291
  %6278 = bitcast <8 x i32> %6277 to <8 x float>
  %6279 = fcmp oeq <8 x float> %6270, %48
  %6280 = select <8 x i1> %6279, <8 x float> %6278, <8 x float> %6275
  br label %6291

6281:                                             ; preds = %6269
  %6282 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6270)
  %6283 = bitcast <8 x float> %6270 to <8 x i32>
  %6284 = or <8 x i32> %6283, %2292
  %6285 = bitcast <8 x i32> %6284 to <8 x float>
  %6286 = fcmp oeq <8 x float> %6270, %51
  %6287 = select <8 x i1> %6286, <8 x float> %6285, <8 x float> %6282
  br label %6291

6288:                                             ; preds = %6269
  %6289 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6273, <8 x i1> %6262, <8 x float> zeroinitializer)
  %6290 = fadd <8 x float> %6270, %6289
  br label %6291

6291:                                             ; preds = %6288, %6281, %6274
  %6292 = phi <8 x float> [ %6290, %6288 ], [ %6287, %6281 ], [ %6280, %6274 ]
  switch i64 %2386, label %505 [
    i64 1, label %6307
    i64 2, label %6300
    i64 3, label %6293
    i64 0, label %6329
  ]

6293:                                             ; preds = %6291
  %6294 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6292)
  %6295 = bitcast <8 x float> %6292 to <8 x i32>
  %6296 = and <8 x i32> %6295, %2291
  %6297 = bitcast <8 x i32> %6296 to <8 x float>
  %6298 = fcmp oeq <8 x float> %6292, %48
  %6299 = select <8 x i1> %6298, <8 x float> %6297, <8 x float> %6294
  br label %6310

6300:                                             ; preds = %6291
  %6301 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6292)
  %6302 = bitcast <8 x float> %6292 to <8 x i32>
  %6303 = or <8 x i32> %6302, %2292
  %6304 = bitcast <8 x i32> %6303 to <8 x float>
  %6305 = fcmp oeq <8 x float> %6292, %51
  %6306 = select <8 x i1> %6305, <8 x float> %6304, <8 x float> %6301
  br label %6310

6307:                                             ; preds = %6291
  %6308 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6273, <8 x i1> %6262, <8 x float> zeroinitializer)
  %6309 = fadd <8 x float> %6292, %6308
  br label %6310

6310:                                             ; preds = %6307, %6300, %6293
  %6311 = phi <8 x float> [ %6309, %6307 ], [ %6306, %6300 ], [ %6299, %6293 ]
  switch i64 %2388, label %505 [
    i64 1, label %6326
    i64 2, label %6319
    i64 3, label %6312
    i64 0, label %6329
  ]

6312:                                             ; preds = %6310
  %6313 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6311)
  %6314 = bitcast <8 x float> %6311 to <8 x i32>
  %6315 = and <8 x i32> %6314, %2291
  %6316 = bitcast <8 x i32> %6315 to <8 x float>
  %6317 = fcmp oeq <8 x float> %6311, %48
  %6318 = select <8 x i1> %6317, <8 x float> %6316, <8 x float> %6313
  br label %6329

6319:                                             ; preds = %6310
  %6320 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6311)
  %6321 = bitcast <8 x float> %6311 to <8 x i32>
  %6322 = or <8 x i32> %6321, %2292
  %6323 = bitcast <8 x i32> %6322 to <8 x float>
  %6324 = fcmp oeq <8 x float> %6311, %51
  %6325 = select <8 x i1> %6324, <8 x float> %6323, <8 x float> %6320
  br label %6329

6326:                                             ; preds = %6310
  %6327 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6273, <8 x i1> %6262, <8 x float> zeroinitializer)
  %6328 = fadd <8 x float> %6311, %6327
  br label %6329

6329:                                             ; preds = %6312, %6319, %6326, %6310, %6291, %6269
  %6330 = phi <8 x float> [ %6311, %6310 ], [ %6270, %6269 ], [ %6292, %6291 ], [ %6328, %6326 ], [ %6325, %6319 ], [ %6318, %6312 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6330, ptr nonnull align 1 %6271, <8 x i1> %6262)
  %6331 = shl i64 %4389, 3
  %6332 = or disjoint i64 %6331, 24
  %6333 = sub nsw i64 %9, %6332
  %6334 = icmp sgt i64 %6333, 7
  %6335 = trunc i64 %6333 to i32
  %6336 = select i1 %6334, i32 8, i32 %6335
  %6337 = insertelement <8 x i32> poison, i32 %6336, i64 0
  %6338 = shufflevector <8 x i32> %6337, <8 x i32> poison, <8 x i32> zeroinitializer
  %6339 = icmp sgt <8 x i32> %6338, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6340 = load <8 x float>, ptr %2389, align 32
  br i1 %2638, label %6346, label %6341

6341:                                             ; preds = %6329
  %6342 = load float, ptr %2617, align 1
  %6343 = insertelement <8 x float> poison, float %6342, i64 0
  %6344 = shufflevector <8 x float> %6343, <8 x float> poison, <8 x i32> zeroinitializer
  %6345 = fadd <8 x float> %6340, %6344
  br label %6346

6346:                                             ; preds = %6341, %6329
  %6347 = phi <8 x float> [ %6345, %6341 ], [ %6340, %6329 ]
  %6348 = getelementptr inbounds nuw float, ptr %2624, i64 %6332
  %6349 = getelementptr inbounds nuw float, ptr %2629, i64 %6332
  %6350 = select i1 %2639, ptr null, ptr %6349
  switch i64 %2374, label %505 [
    i64 1, label %6365
    i64 2, label %6358
    i64 3, label %6351
    i64 0, label %6406
  ]

6351:                                             ; preds = %6346
  %6352 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6347)
  %6353 = bitcast <8 x float> %6347 to <8 x i32>
  %6354 = and <8 x i32> %6353, %2291
  %6355 = bitcast <8 x i32> %6354 to <8 x float>
  %6356 = fcmp oeq <8 x float> %6347, %48
  %6357 = select <8 x i1> %6356, <8 x float> %6355, <8 x float> %6352
  br label %6368

6358:                                             ; preds = %6346
  %6359 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6347)
  %6360 = bitcast <8 x float> %6347 to <8 x i32>
  %6361 = or <8 x i32> %6360, %2292
  %6362 = bitcast <8 x i32> %6361 to <8 x float>
  %6363 = fcmp oeq <8 x float> %6347, %51
  %6364 = select <8 x i1> %6363, <8 x float> %6362, <8 x float> %6359
  br label %6368

6365:                                             ; preds = %6346
  %6366 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6350, <8 x i1> %6339, <8 x float> zeroinitializer)
  %6367 = fadd <8 x float> %6347, %6366
  br label %6368

6368:                                             ; preds = %6365, %6358, %6351
  %6369 = phi <8 x float> [ %6367, %6365 ], [ %6364, %6358 ], [ %6357, %6351 ]
  switch i64 %2391, label %505 [
    i64 1, label %6384
    i64 2, label %6377
    i64 3, label %6370
    i64 0, label %6406
  ]

6370:                                             ; preds = %6368
  %6371 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6369)
  %6372 = bitcast <8 x float> %6369 to <8 x i32>
  %6373 = and <8 x i32> %6372, %2291
  %6374 = bitcast <8 x i32> %6373 to <8 x float>
  %6375 = fcmp oeq <8 x float> %6369, %48
  %6376 = select <8 x i1> %6375, <8 x float> %6374, <8 x float> %6371
  br label %6387

6377:                                             ; preds = %6368
  %6378 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6369)
  %6379 = bitcast <8 x float> %6369 to <8 x i32>
  %6380 = or <8 x i32> %6379, %2292
  %6381 = bitcast <8 x i32> %6380 to <8 x float>
  %6382 = fcmp oeq <8 x float> %6369, %51
  %6383 = select <8 x i1> %6382, <8 x float> %6381, <8 x float> %6378
  br label %6387

6384:                                             ; preds = %6368
  %6385 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6350, <8 x i1> %6339, <8 x float> zeroinitializer)
  %6386 = fadd <8 x float> %6369, %6385
  br label %6387

6387:                                             ; preds = %6384, %6377, %6370
  %6388 = phi <8 x float> [ %6386, %6384 ], [ %6383, %6377 ], [ %6376, %6370 ]
  switch i64 %2393, label %505 [
    i64 1, label %6403
    i64 2, label %6396
    i64 3, label %6389
    i64 0, label %6406
  ]

6389:                                             ; preds = %6387
  %6390 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6388)
  %6391 = bitcast <8 x float> %6388 to <8 x i32>
  %6392 = and <8 x i32> %6391, %2291
  %6393 = bitcast <8 x i32> %6392 to <8 x float>
  %6394 = fcmp oeq <8 x float> %6388, %48
  %6395 = select <8 x i1> %6394, <8 x float> %6393, <8 x float> %6390
  br label %6406

6396:                                             ; preds = %6387
  %6397 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6388)
  %6398 = bitcast <8 x float> %6388 to <8 x i32>
  %6399 = or <8 x i32> %6398, %2292
  %6400 = bitcast <8 x i32> %6399 to <8 x float>
  %6401 = fcmp oeq <8 x float> %6388, %51
  %6402 = select <8 x i1> %6401, <8 x float> %6400, <8 x float> %6397
  br label %6406

6403:                                             ; preds = %6387
  %6404 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6350, <8 x i1> %6339, <8 x float> zeroinitializer)
  %6405 = fadd <8 x float> %6388, %6404
  br label %6406

6406:                                             ; preds = %6389, %6396, %6403, %6387, %6368, %6346
  %6407 = phi <8 x float> [ %6388, %6387 ], [ %6347, %6346 ], [ %6369, %6368 ], [ %6405, %6403 ], [ %6402, %6396 ], [ %6395, %6389 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6407, ptr nonnull align 1 %6348, <8 x i1> %6339)
  %6408 = shl i64 %4389, 3
  %6409 = or disjoint i64 %6408, 32
  %6410 = sub nsw i64 %9, %6409
  %6411 = icmp sgt i64 %6410, 7
  %6412 = trunc i64 %6410 to i32
  %6413 = select i1 %6411, i32 8, i32 %6412
  %6414 = insertelement <8 x i32> poison, i32 %6413, i64 0
  %6415 = shufflevector <8 x i32> %6414, <8 x i32> poison, <8 x i32> zeroinitializer
  %6416 = icmp sgt <8 x i32> %6415, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6417 = load <8 x float>, ptr %2394, align 32
  br i1 %2638, label %6423, label %6418

6418:                                             ; preds = %6406
  %6419 = load float, ptr %2617, align 1
  %6420 = insertelement <8 x float> poison, float %6419, i64 0
  %6421 = shufflevector <8 x float> %6420, <8 x float> poison, <8 x i32> zeroinitializer
  %6422 = fadd <8 x float> %6417, %6421
  br label %6423

6423:                                             ; preds = %6418, %6406
  %6424 = phi <8 x float> [ %6422, %6418 ], [ %6417, %6406 ]
  %6425 = getelementptr inbounds nuw float, ptr %2624, i64 %6409
  %6426 = getelementptr inbounds nuw float, ptr %2629, i64 %6409
  %6427 = select i1 %2639, ptr null, ptr %6426
  switch i64 %2374, label %505 [
    i64 1, label %6442
    i64 2, label %6435
    i64 3, label %6428
    i64 0, label %6483
  ]

6428:                                             ; preds = %6423
  %6429 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6424)
  %6430 = bitcast <8 x float> %6424 to <8 x i32>
  %6431 = and <8 x i32> %6430, %2291
  %6432 = bitcast <8 x i32> %6431 to <8 x float>
  %6433 = fcmp oeq <8 x float> %6424, %48
  %6434 = select <8 x i1> %6433, <8 x float> %6432, <8 x float> %6429
  br label %6445

6435:                                             ; preds = %6423
  %6436 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6424)
  %6437 = bitcast <8 x float> %6424 to <8 x i32>
  %6438 = or <8 x i32> %6437, %2292
  %6439 = bitcast <8 x i32> %6438 to <8 x float>
  %6440 = fcmp oeq <8 x float> %6424, %51
  %6441 = select <8 x i1> %6440, <8 x float> %6439, <8 x float> %6436
  br label %6445

6442:                                             ; preds = %6423
  %6443 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6427, <8 x i1> %6416, <8 x float> zeroinitializer)
  %6444 = fadd <8 x float> %6424, %6443
  br label %6445

6445:                                             ; preds = %6442, %6435, %6428
  %6446 = phi <8 x float> [ %6444, %6442 ], [ %6441, %6435 ], [ %6434, %6428 ]
  switch i64 %2396, label %505 [
    i64 1, label %6461
    i64 2, label %6454
    i64 3, label %6447
    i64 0, label %6483
  ]

6447:                                             ; preds = %6445
  %6448 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6446)
  %6449 = bitcast <8 x float> %6446 to <8 x i32>
  %6450 = and <8 x i32> %6449, %2291
  %6451 = bitcast <8 x i32> %6450 to <8 x float>
  %6452 = fcmp oeq <8 x float> %6446, %48
  %6453 = select <8 x i1> %6452, <8 x float> %6451, <8 x float> %6448
  br label %6464

6454:                                             ; preds = %6445
  %6455 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6446)
  %6456 = bitcast <8 x float> %6446 to <8 x i32>
  %6457 = or <8 x i32> %6456, %2292
  %6458 = bitcast <8 x i32> %6457 to <8 x float>
  %6459 = fcmp oeq <8 x float> %6446, %51
  %6460 = select <8 x i1> %6459, <8 x float> %6458, <8 x float> %6455
  br label %6464

6461:                                             ; preds = %6445
  %6462 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6427, <8 x i1> %6416, <8 x float> zeroinitializer)
  %6463 = fadd <8 x float> %6446, %6462
  br label %6464

6464:                                             ; preds = %6461, %6454, %6447
  %6465 = phi <8 x float> [ %6463, %6461 ], [ %6460, %6454 ], [ %6453, %6447 ]
  switch i64 %2398, label %505 [
    i64 1, label %6480
    i64 2, label %6473
    i64 3, label %6466
    i64 0, label %6483
  ]

6466:                                             ; preds = %6464
  %6467 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6465)
  %6468 = bitcast <8 x float> %6465 to <8 x i32>
  %6469 = and <8 x i32> %6468, %2291
  %6470 = bitcast <8 x i32> %6469 to <8 x float>
  %6471 = fcmp oeq <8 x float> %6465, %48
  %6472 = select <8 x i1> %6471, <8 x float> %6470, <8 x float> %6467
  br label %6483

6473:                                             ; preds = %6464
  %6474 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6465)
  %6475 = bitcast <8 x float> %6465 to <8 x i32>
  %6476 = or <8 x i32> %6475, %2292
  %6477 = bitcast <8 x i32> %6476 to <8 x float>
  %6478 = fcmp oeq <8 x float> %6465, %51
  %6479 = select <8 x i1> %6478, <8 x float> %6477, <8 x float> %6474
  br label %6483

6480:                                             ; preds = %6464
  %6481 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6427, <8 x i1> %6416, <8 x float> zeroinitializer)
  %6482 = fadd <8 x float> %6465, %6481
  br label %6483

6483:                                             ; preds = %6466, %6473, %6480, %6464, %6445, %6423
  %6484 = phi <8 x float> [ %6465, %6464 ], [ %6424, %6423 ], [ %6446, %6445 ], [ %6482, %6480 ], [ %6479, %6473 ], [ %6472, %6466 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6484, ptr nonnull align 1 %6425, <8 x i1> %6416)
  %6485 = shl i64 %4389, 3
  %6486 = or disjoint i64 %6485, 40
  %6487 = sub nsw i64 %9, %6486
  %6488 = icmp sgt i64 %6487, 7
  %6489 = trunc i64 %6487 to i32
  %6490 = select i1 %6488, i32 8, i32 %6489
  %6491 = insertelement <8 x i32> poison, i32 %6490, i64 0
  %6492 = shufflevector <8 x i32> %6491, <8 x i32> poison, <8 x i32> zeroinitializer
  %6493 = icmp sgt <8 x i32> %6492, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6494 = load <8 x float>, ptr %2399, align 32
  br i1 %2638, label %6500, label %6495

6495:                                             ; preds = %6483
  %6496 = load float, ptr %2617, align 1
  %6497 = insertelement <8 x float> poison, float %6496, i64 0
  %6498 = shufflevector <8 x float> %6497, <8 x float> poison, <8 x i32> zeroinitializer
  %6499 = fadd <8 x float> %6494, %6498
  br label %6500

6500:                                             ; preds = %6495, %6483
  %6501 = phi <8 x float> [ %6499, %6495 ], [ %6494, %6483 ]
  %6502 = getelementptr inbounds nuw float, ptr %2624, i64 %6486
  %6503 = getelementptr inbounds nuw float, ptr %2629, i64 %6486
  %6504 = select i1 %2639, ptr null, ptr %6503
  switch i64 %2374, label %505 [
    i64 1, label %6519
    i64 2, label %6512
    i64 3, label %6505
    i64 0, label %6560
  ]

6505:                                             ; preds = %6500
  %6506 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6501)
  %6507 = bitcast <8 x float> %6501 to <8 x i32>
  %6508 = and <8 x i32> %6507, %2291
  %6509 = bitcast <8 x i32> %6508 to <8 x float>
  %6510 = fcmp oeq <8 x float> %6501, %48
  %6511 = select <8 x i1> %6510, <8 x float> %6509, <8 x float> %6506
  br label %6522

6512:                                             ; preds = %6500
  %6513 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6501)
  %6514 = bitcast <8 x float> %6501 to <8 x i32>
  %6515 = or <8 x i32> %6514, %2292
  %6516 = bitcast <8 x i32> %6515 to <8 x float>
  %6517 = fcmp oeq <8 x float> %6501, %51
  %6518 = select <8 x i1> %6517, <8 x float> %6516, <8 x float> %6513
  br label %6522

6519:                                             ; preds = %6500
  %6520 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6504, <8 x i1> %6493, <8 x float> zeroinitializer)
  %6521 = fadd <8 x float> %6501, %6520
  br label %6522

6522:                                             ; preds = %6519, %6512, %6505
  %6523 = phi <8 x float> [ %6521, %6519 ], [ %6518, %6512 ], [ %6511, %6505 ]
  switch i64 %2401, label %505 [
    i64 1, label %6538
    i64 2, label %6531
    i64 3, label %6524
    i64 0, label %6560
  ]

6524:                                             ; preds = %6522
  %6525 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6523)
  %6526 = bitcast <8 x float> %6523 to <8 x i32>
  %6527 = and <8 x i32> %6526, %2291
  %6528 = bitcast <8 x i32> %6527 to <8 x float>
  %6529 = fcmp oeq <8 x float> %6523, %48
  %6530 = select <8 x i1> %6529, <8 x float> %6528, <8 x float> %6525
  br label %6541

6531:                                             ; preds = %6522
  %6532 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6523)
  %6533 = bitcast <8 x float> %6523 to <8 x i32>
  %6534 = or <8 x i32> %6533, %2292
  %6535 = bitcast <8 x i32> %6534 to <8 x float>
  %6536 = fcmp oeq <8 x float> %6523, %51
  %6537 = select <8 x i1> %6536, <8 x float> %6535, <8 x float> %6532
  br label %6541

6538:                                             ; preds = %6522
  %6539 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6504, <8 x i1> %6493, <8 x float> zeroinitializer)
  %6540 = fadd <8 x float> %6523, %6539
  br label %6541

6541:                                             ; preds = %6538, %6531, %6524
  %6542 = phi <8 x float> [ %6540, %6538 ], [ %6537, %6531 ], [ %6530, %6524 ]
  switch i64 %2403, label %505 [
    i64 1, label %6557
    i64 2, label %6550
    i64 3, label %6543
    i64 0, label %6560
  ]

6543:                                             ; preds = %6541
  %6544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6542)
  %6545 = bitcast <8 x float> %6542 to <8 x i32>
  %6546 = and <8 x i32> %6545, %2291
  %6547 = bitcast <8 x i32> %6546 to <8 x float>
  %6548 = fcmp oeq <8 x float> %6542, %48
  %6549 = select <8 x i1> %6548, <8 x float> %6547, <8 x float> %6544
  br label %6560

6550:                                             ; preds = %6541
  %6551 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6542)
  %6552 = bitcast <8 x float> %6542 to <8 x i32>
  %6553 = or <8 x i32> %6552, %2292
  %6554 = bitcast <8 x i32> %6553 to <8 x float>
  %6555 = fcmp oeq <8 x float> %6542, %51
  %6556 = select <8 x i1> %6555, <8 x float> %6554, <8 x float> %6551
  br label %6560

6557:                                             ; preds = %6541
  %6558 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6504, <8 x i1> %6493, <8 x float> zeroinitializer)
  %6559 = fadd <8 x float> %6542, %6558
  br label %6560

6560:                                             ; preds = %6543, %6550, %6557, %6541, %6522, %6500
  %6561 = phi <8 x float> [ %6542, %6541 ], [ %6501, %6500 ], [ %6523, %6522 ], [ %6559, %6557 ], [ %6556, %6550 ], [ %6549, %6543 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6561, ptr nonnull align 1 %6502, <8 x i1> %6493)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7865

6562:                                             ; preds = %4388
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %32, i8 0, i64 224, i1 false)
  br i1 %2288, label %6563, label %6636

6563:                                             ; preds = %6562, %6577
  %6564 = phi i64 [ %6578, %6577 ], [ 0, %6562 ]
  %6565 = mul nsw i64 %6564, %14
  %6566 = sub i64 %6565, %16
  %6567 = add i64 %6566, %2641
  %6568 = icmp slt i64 %6567, 0
  %6569 = icmp sge i64 %6567, %6
  %6570 = or i1 %6568, %6569
  %6571 = select i1 %6570, i64 0, i64 %6567
  %6572 = mul nsw i64 %6571, %7
  %6573 = getelementptr inbounds float, ptr %2614, i64 %6572
  br i1 %2289, label %6574, label %6577

6574:                                             ; preds = %6563
  %6575 = mul nuw nsw i64 %6564, %11
  %6576 = getelementptr inbounds nuw float, ptr %2616, i64 %6575
  br label %6580

6577:                                             ; preds = %6589, %6563
  %6578 = add nuw nsw i64 %6564, 1
  %6579 = icmp eq i64 %6578, %10
  br i1 %6579, label %6634, label %6563

6580:                                             ; preds = %6574, %6589
  %6581 = phi i64 [ 0, %6574 ], [ %6590, %6589 ]
  %6582 = getelementptr inbounds nuw float, ptr %6576, i64 %6581
  %6583 = load float, ptr %6582, align 1
  %6584 = insertelement <8 x float> poison, float %6583, i64 0
  %6585 = shufflevector <8 x float> %6584, <8 x float> poison, <8 x i32> zeroinitializer
  %6586 = mul nsw i64 %6581, %15
  %6587 = sub i64 %6586, %17
  %6588 = getelementptr <4 x i64>, ptr %2275, i64 %6581
  br label %6592

6589:                                             ; preds = %6623
  %6590 = add nuw nsw i64 %6581, 1
  %6591 = icmp eq i64 %6590, %11
  br i1 %6591, label %6577, label %6580

6592:                                             ; preds = %6580, %6623
  %6593 = phi i64 [ 0, %6580 ], [ %6632, %6623 ]
  %6594 = or disjoint i64 %4389, %6593
  %6595 = shl nsw i64 %6594, 3
  %6596 = add i64 %6587, %6595
  br i1 %2290, label %6601, label %6597

6597:                                             ; preds = %6592
  %6598 = mul nuw nsw i64 %6594, %11
  %6599 = getelementptr <4 x i64>, ptr %6588, i64 %6598
  %6600 = load <4 x i64>, ptr %6599, align 32
  br label %6623

6601:                                             ; preds = %6592
  %6602 = sub nsw i64 %9, %6595
  %6603 = icmp slt i64 %6596, 0
  %6604 = sub nsw i64 0, %6596
  %6605 = select i1 %6603, i64 %6604, i64 0
  %6606 = sub nsw i64 %7, %6596
  %6607 = call i64 @llvm.smin.i64(i64 %6606, i64 %6602)
  %6608 = call i64 @llvm.smin.i64(i64 %6607, i64 8)
  %6609 = icmp sgt i64 %6608, %6605
  %6610 = trunc i64 %6605 to i32
  %6611 = select i1 %6609, i32 %6610, i32 0
  %6612 = insertelement <8 x i32> poison, i32 %6611, i64 0
  %6613 = shufflevector <8 x i32> %6612, <8 x i32> poison, <8 x i32> zeroinitializer
  %6614 = icmp slt <8 x i32> %6613, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6615 = trunc i64 %6608 to i32
  %6616 = select i1 %6609, i32 %6615, i32 0
  %6617 = insertelement <8 x i32> poison, i32 %6616, i64 0
  %6618 = shufflevector <8 x i32> %6617, <8 x i32> poison, <8 x i32> zeroinitializer
  %6619 = icmp sgt <8 x i32> %6618, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6620 = and <8 x i1> %6619, %6614
  %6621 = sext <8 x i1> %6620 to <8 x i32>
  %6622 = bitcast <8 x i32> %6621 to <4 x i64>
  br label %6623

6623:                                             ; preds = %6601, %6597
  %6624 = phi <4 x i64> [ %6600, %6597 ], [ %6622, %6601 ]
  %6625 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6593
  %6626 = getelementptr inbounds float, ptr %6573, i64 %6596
  %6627 = select i1 %6570, <4 x i64> zeroinitializer, <4 x i64> %6624
  %6628 = bitcast <4 x i64> %6627 to <8 x i32>
  %6629 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6626, <8 x i32> %6628)
  %6630 = load <8 x float>, ptr %6625, align 32
  %6631 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6629, <8 x float> %6585, <8 x float> %6630)
  store <8 x float> %6631, ptr %6625, align 32
  %6632 = add nuw nsw i64 %6593, 1
  %6633 = icmp eq i64 %6632, 7
  br i1 %6633, label %6589, label %6592

6634:                                             ; preds = %6577
  %6635 = load <8 x float>, ptr %32, align 32
  br label %6636

6636:                                             ; preds = %6634, %6562
  %6637 = phi <8 x float> [ %6635, %6634 ], [ zeroinitializer, %6562 ]
  %6638 = shl nsw i64 %4389, 3
  %6639 = sub nsw i64 %9, %6638
  %6640 = icmp sgt i64 %6639, 7
  %6641 = trunc i64 %6639 to i32
  %6642 = select i1 %6640, i32 8, i32 %6641
  %6643 = insertelement <8 x i32> poison, i32 %6642, i64 0
  %6644 = shufflevector <8 x i32> %6643, <8 x i32> poison, <8 x i32> zeroinitializer
  %6645 = icmp sgt <8 x i32> %6644, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %6651, label %6646

6646:                                             ; preds = %6636
  %6647 = load float, ptr %2617, align 1
  %6648 = insertelement <8 x float> poison, float %6647, i64 0
  %6649 = shufflevector <8 x float> %6648, <8 x float> poison, <8 x i32> zeroinitializer
  %6650 = fadd <8 x float> %6637, %6649
  br label %6651

6651:                                             ; preds = %6646, %6636
  %6652 = phi <8 x float> [ %6650, %6646 ], [ %6637, %6636 ]
  %6653 = getelementptr inbounds nuw float, ptr %2624, i64 %6638
  %6654 = getelementptr inbounds nuw float, ptr %2629, i64 %6638
  %6655 = select i1 %2639, ptr null, ptr %6654
  switch i64 %2339, label %505 [
    i64 1, label %6656
    i64 2, label %6659
    i64 3, label %6666
    i64 0, label %6711
  ]

6656:                                             ; preds = %6651
  %6657 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6655, <8 x i1> %6645, <8 x float> zeroinitializer)
  %6658 = fadd <8 x float> %6652, %6657
  br label %6673

6659:                                             ; preds = %6651
  %6660 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6652)
  %6661 = bitcast <8 x float> %6652 to <8 x i32>
  %6662 = or <8 x i32> %6661, %2292
  %6663 = bitcast <8 x i32> %6662 to <8 x float>
  %6664 = fcmp oeq <8 x float> %6652, %51
  %6665 = select <8 x i1> %6664, <8 x float> %6663, <8 x float> %6660
  br label %6673

6666:                                             ; preds = %6651
  %6667 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6652)
  %6668 = bitcast <8 x float> %6652 to <8 x i32>
  %6669 = and <8 x i32> %6668, %2291
  %6670 = bitcast <8 x i32> %6669 to <8 x float>
  %6671 = fcmp oeq <8 x float> %6652, %48
  %6672 = select <8 x i1> %6671, <8 x float> %6670, <8 x float> %6667
  br label %6673

6673:                                             ; preds = %6666, %6659, %6656
  %6674 = phi <8 x float> [ %6658, %6656 ], [ %6665, %6659 ], [ %6672, %6666 ]
  switch i64 %2341, label %505 [
    i64 1, label %6689
    i64 2, label %6682
    i64 3, label %6675
    i64 0, label %6711
  ]

6675:                                             ; preds = %6673
  %6676 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6674)
  %6677 = bitcast <8 x float> %6674 to <8 x i32>
  %6678 = and <8 x i32> %6677, %2291
  %6679 = bitcast <8 x i32> %6678 to <8 x float>
  %6680 = fcmp oeq <8 x float> %6674, %48
  %6681 = select <8 x i1> %6680, <8 x float> %6679, <8 x float> %6676
  br label %6692

6682:                                             ; preds = %6673
  %6683 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6674)
  %6684 = bitcast <8 x float> %6674 to <8 x i32>
  %6685 = or <8 x i32> %6684, %2292
  %6686 = bitcast <8 x i32> %6685 to <8 x float>
  %6687 = fcmp oeq <8 x float> %6674, %51
  %6688 = select <8 x i1> %6687, <8 x float> %6686, <8 x float> %6683
  br label %6692

6689:                                             ; preds = %6673
  %6690 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6655, <8 x i1> %6645, <8 x float> zeroinitializer)
  %6691 = fadd <8 x float> %6674, %6690
  br label %6692

6692:                                             ; preds = %6689, %6682, %6675
  %6693 = phi <8 x float> [ %6691, %6689 ], [ %6688, %6682 ], [ %6681, %6675 ]
  switch i64 %2343, label %505 [
    i64 1, label %6708
    i64 2, label %6701
    i64 3, label %6694
    i64 0, label %6711
  ]

6694:                                             ; preds = %6692
  %6695 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6693)
  %6696 = bitcast <8 x float> %6693 to <8 x i32>
  %6697 = and <8 x i32> %6696, %2291
  %6698 = bitcast <8 x i32> %6697 to <8 x float>
  %6699 = fcmp oeq <8 x float> %6693, %48
  %6700 = select <8 x i1> %6699, <8 x float> %6698, <8 x float> %6695
  br label %6711

6701:                                             ; preds = %6692
  %6702 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6693)
  %6703 = bitcast <8 x float> %6693 to <8 x i32>
  %6704 = or <8 x i32> %6703, %2292
  %6705 = bitcast <8 x i32> %6704 to <8 x float>
  %6706 = fcmp oeq <8 x float> %6693, %51
  %6707 = select <8 x i1> %6706, <8 x float> %6705, <8 x float> %6702
  br label %6711

6708:                                             ; preds = %6692
  %6709 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6655, <8 x i1> %6645, <8 x float> zeroinitializer)
  %6710 = fadd <8 x float> %6693, %6709
  br label %6711

6711:                                             ; preds = %6694, %6701, %6708, %6692, %6673, %6651
  %6712 = phi <8 x float> [ %6693, %6692 ], [ %6652, %6651 ], [ %6674, %6673 ], [ %6710, %6708 ], [ %6707, %6701 ], [ %6700, %6694 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6712, ptr align 1 %6653, <8 x i1> %6645)
  %6713 = shl i64 %4389, 3
  %6714 = or disjoint i64 %6713, 8
  %6715 = sub nsw i64 %9, %6714
  %6716 = icmp sgt i64 %6715, 7
  %6717 = trunc i64 %6715 to i32
  %6718 = select i1 %6716, i32 8, i32 %6717
  %6719 = insertelement <8 x i32> poison, i32 %6718, i64 0
  %6720 = shufflevector <8 x i32> %6719, <8 x i32> poison, <8 x i32> zeroinitializer
  %6721 = icmp sgt <8 x i32> %6720, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6722 = load <8 x float>, ptr %2344, align 32
  br i1 %2638, label %6728, label %6723

6723:                                             ; preds = %6711
  %6724 = load float, ptr %2617, align 1
  %6725 = insertelement <8 x float> poison, float %6724, i64 0
  %6726 = shufflevector <8 x float> %6725, <8 x float> poison, <8 x i32> zeroinitializer
  %6727 = fadd <8 x float> %6722, %6726
  br label %6728

6728:                                             ; preds = %6723, %6711
  %6729 = phi <8 x float> [ %6727, %6723 ], [ %6722, %6711 ]
  %6730 = getelementptr inbounds nuw float, ptr %2624, i64 %6714
  %6731 = getelementptr inbounds nuw float, ptr %2629, i64 %6714
  %6732 = select i1 %2639, ptr null, ptr %6731
  switch i64 %2339, label %505 [
    i64 1, label %6747
    i64 2, label %6740
    i64 3, label %6733
    i64 0, label %6788
  ]

6733:                                             ; preds = %6728
  %6734 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6729)
  %6735 = bitcast <8 x float> %6729 to <8 x i32>
  %6736 = and <8 x i32> %6735, %2291
  %6737 = bitcast <8 x i32> %6736 to <8 x float>
  %6738 = fcmp oeq <8 x float> %6729, %48
  %6739 = select <8 x i1> %6738, <8 x float> %6737, <8 x float> %6734
  br label %6750

6740:                                             ; preds = %6728
  %6741 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6729)
  %6742 = bitcast <8 x float> %6729 to <8 x i32>
  %6743 = or <8 x i32> %6742, %2292
  %6744 = bitcast <8 x i32> %6743 to <8 x float>
  %6745 = fcmp oeq <8 x float> %6729, %51
  %6746 = select <8 x i1> %6745, <8 x float> %6744, <8 x float> %6741
  br label %6750

6747:                                             ; preds = %6728
  %6748 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6721, <8 x float> zeroinitializer)
  %6749 = fadd <8 x float> %6729, %6748
  br label %6750

6750:                                             ; preds = %6747, %6740, %6733
  %6751 = phi <8 x float> [ %6749, %6747 ], [ %6746, %6740 ], [ %6739, %6733 ]
  switch i64 %2346, label %505 [
    i64 1, label %6766
    i64 2, label %6759
    i64 3, label %6752
    i64 0, label %6788
  ]

6752:                                             ; preds = %6750
  %6753 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6751)
  %6754 = bitcast <8 x float> %6751 to <8 x i32>
  %6755 = and <8 x i32> %6754, %2291
  %6756 = bitcast <8 x i32> %6755 to <8 x float>
  %6757 = fcmp oeq <8 x float> %6751, %48
  %6758 = select <8 x i1> %6757, <8 x float> %6756, <8 x float> %6753
  br label %6769

6759:                                             ; preds = %6750
  %6760 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6751)
  %6761 = bitcast <8 x float> %6751 to <8 x i32>
  %6762 = or <8 x i32> %6761, %2292
  %6763 = bitcast <8 x i32> %6762 to <8 x float>
  %6764 = fcmp oeq <8 x float> %6751, %51
  %6765 = select <8 x i1> %6764, <8 x float> %6763, <8 x float> %6760
  br label %6769

6766:                                             ; preds = %6750
  %6767 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6721, <8 x float> zeroinitializer)
  %6768 = fadd <8 x float> %6751, %6767
  br label %6769

6769:                                             ; preds = %6766, %6759, %6752
  %6770 = phi <8 x float> [ %6768, %6766 ], [ %6765, %6759 ], [ %6758, %6752 ]
  switch i64 %2348, label %505 [
    i64 1, label %6785
    i64 2, label %6778
    i64 3, label %6771
    i64 0, label %6788
  ]

6771:                                             ; preds = %6769
  %6772 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6770)
  %6773 = bitcast <8 x float> %6770 to <8 x i32>
  %6774 = and <8 x i32> %6773, %2291
  %6775 = bitcast <8 x i32> %6774 to <8 x float>
  %6776 = fcmp oeq <8 x float> %6770, %48
  %6777 = select <8 x i1> %6776, <8 x float> %6775, <8 x float> %6772
  br label %6788

6778:                                             ; preds = %6769
  %6779 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6770)
  %6780 = bitcast <8 x float> %6770 to <8 x i32>
  %6781 = or <8 x i32> %6780, %2292
  %6782 = bitcast <8 x i32> %6781 to <8 x float>
  %6783 = fcmp oeq <8 x float> %6770, %51
  %6784 = select <8 x i1> %6783, <8 x float> %6782, <8 x float> %6779
  br label %6788

6785:                                             ; preds = %6769
  %6786 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6732, <8 x i1> %6721, <8 x float> zeroinitializer)
  %6787 = fadd <8 x float> %6770, %6786
  br label %6788

6788:                                             ; preds = %6771, %6778, %6785, %6769, %6750, %6728
  %6789 = phi <8 x float> [ %6770, %6769 ], [ %6729, %6728 ], [ %6751, %6750 ], [ %6787, %6785 ], [ %6784, %6778 ], [ %6777, %6771 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6789, ptr nonnull align 1 %6730, <8 x i1> %6721)
  %6790 = shl i64 %4389, 3
  %6791 = or disjoint i64 %6790, 16
  %6792 = sub nsw i64 %9, %6791
  %6793 = icmp sgt i64 %6792, 7
  %6794 = trunc i64 %6792 to i32
  %6795 = select i1 %6793, i32 8, i32 %6794
  %6796 = insertelement <8 x i32> poison, i32 %6795, i64 0
  %6797 = shufflevector <8 x i32> %6796, <8 x i32> poison, <8 x i32> zeroinitializer
  %6798 = icmp sgt <8 x i32> %6797, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6799 = load <8 x float>, ptr %2349, align 32
  br i1 %2638, label %6805, label %6800

6800:                                             ; preds = %6788
  %6801 = load float, ptr %2617, align 1
  %6802 = insertelement <8 x float> poison, float %6801, i64 0
  %6803 = shufflevector <8 x float> %6802, <8 x float> poison, <8 x i32> zeroinitializer
  %6804 = fadd <8 x float> %6799, %6803
  br label %6805

6805:                                             ; preds = %6800, %6788
  %6806 = phi <8 x float> [ %6804, %6800 ], [ %6799, %6788 ]
  %6807 = getelementptr inbounds nuw float, ptr %2624, i64 %6791
  %6808 = getelementptr inbounds nuw float, ptr %2629, i64 %6791
  %6809 = select i1 %2639, ptr null, ptr %6808
  switch i64 %2339, label %505 [
    i64 1, label %6824
    i64 2, label %6817
    i64 3, label %6810
    i64 0, label %6865
  ]

6810:                                             ; preds = %6805
  %6811 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6806)
  %6812 = bitcast <8 x float> %6806 to <8 x i32>
  %6813 = and <8 x i32> %6812, %2291
  %6814 = bitcast <8 x i32> %6813 to <8 x float>
  %6815 = fcmp oeq <8 x float> %6806, %48
  %6816 = select <8 x i1> %6815, <8 x float> %6814, <8 x float> %6811
  br label %6827

6817:                                             ; preds = %6805
  %6818 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6806)
  %6819 = bitcast <8 x float> %6806 to <8 x i32>
  %6820 = or <8 x i32> %6819, %2292
  %6821 = bitcast <8 x i32> %6820 to <8 x float>
  %6822 = fcmp oeq <8 x float> %6806, %51
  %6823 = select <8 x i1> %6822, <8 x float> %6821, <8 x float> %6818
  br label %6827

6824:                                             ; preds = %6805
  %6825 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6809, <8 x i1> %6798, <8 x float> zeroinitializer)
  %6826 = fadd <8 x float> %6806, %6825
  br label %6827

6827:                                             ; preds = %6824, %6817, %6810
  %6828 = phi <8 x float> [ %6826, %6824 ], [ %6823, %6817 ], [ %6816, %6810 ]
  switch i64 %2351, label %505 [
    i64 1, label %6843
    i64 2, label %6836
    i64 3, label %6829
    i64 0, label %6865
  ]

6829:                                             ; preds = %6827
  %6830 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6828)
  %6831 = bitcast <8 x float> %6828 to <8 x i32>
  %6832 = and <8 x i32> %6831, %2291
  %6833 = bitcast <8 x i32> %6832 to <8 x float>
  %6834 = fcmp oeq <8 x float> %6828, %48
  %6835 = select <8 x i1> %6834, <8 x float> %6833, <8 x float> %6830
  br label %6846

6836:                                             ; preds = %6827
  %6837 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6828)
  %6838 = bitcast <8 x float> %6828 to <8 x i32>
  %6839 = or <8 x i32> %6838, %2292
  %6840 = bitcast <8 x i32> %6839 to <8 x float>
  %6841 = fcmp oeq <8 x float> %6828, %51
  %6842 = select <8 x i1> %6841, <8 x float> %6840, <8 x float> %6837
  br label %6846

6843:                                             ; preds = %6827
  %6844 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6809, <8 x i1> %6798, <8 x float> zeroinitializer)
  %6845 = fadd <8 x float> %6828, %6844
  br label %6846

6846:                                             ; preds = %6843, %6836, %6829
  %6847 = phi <8 x float> [ %6845, %6843 ], [ %6842, %6836 ], [ %6835, %6829 ]
  switch i64 %2353, label %505 [
    i64 1, label %6862
    i64 2, label %6855
    i64 3, label %6848
    i64 0, label %6865
  ]

6848:                                             ; preds = %6846
  %6849 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6847)
  %6850 = bitcast <8 x float> %6847 to <8 x i32>
  %6851 = and <8 x i32> %6850, %2291
  %6852 = bitcast <8 x i32> %6851 to <8 x float>
  %6853 = fcmp oeq <8 x float> %6847, %48
  %6854 = select <8 x i1> %6853, <8 x float> %6852, <8 x float> %6849
  br label %6865

6855:                                             ; preds = %6846
  %6856 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6847)
  %6857 = bitcast <8 x float> %6847 to <8 x i32>
  %6858 = or <8 x i32> %6857, %2292
  %6859 = bitcast <8 x i32> %6858 to <8 x float>
  %6860 = fcmp oeq <8 x float> %6847, %51
  %6861 = select <8 x i1> %6860, <8 x float> %6859, <8 x float> %6856
  br label %6865

6862:                                             ; preds = %6846
  %6863 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6809, <8 x i1> %6798, <8 x float> zeroinitializer)
  %6864 = fadd <8 x float> %6847, %6863
  br label %6865

6865:                                             ; preds = %6848, %6855, %6862, %6846, %6827, %6805
  %6866 = phi <8 x float> [ %6847, %6846 ], [ %6806, %6805 ], [ %6828, %6827 ], [ %6864, %6862 ], [ %6861, %6855 ], [ %6854, %6848 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6866, ptr nonnull align 1 %6807, <8 x i1> %6798)
  %6867 = shl i64 %4389, 3
  %6868 = or disjoint i64 %6867, 24
  %6869 = sub nsw i64 %9, %6868
  %6870 = icmp sgt i64 %6869, 7
  %6871 = trunc i64 %6869 to i32
  %6872 = select i1 %6870, i32 8, i32 %6871
  %6873 = insertelement <8 x i32> poison, i32 %6872, i64 0
  %6874 = shufflevector <8 x i32> %6873, <8 x i32> poison, <8 x i32> zeroinitializer
  %6875 = icmp sgt <8 x i32> %6874, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6876 = load <8 x float>, ptr %2354, align 32
  br i1 %2638, label %6882, label %6877

6877:                                             ; preds = %6865
  %6878 = load float, ptr %2617, align 1
  %6879 = insertelement <8 x float> poison, float %6878, i64 0
  %6880 = shufflevector <8 x float> %6879, <8 x float> poison, <8 x i32> zeroinitializer
  %6881 = fadd <8 x float> %6876, %6880
  br label %6882

6882:                                             ; preds = %6877, %6865
  %6883 = phi <8 x float> [ %6881, %6877 ], [ %6876, %6865 ]
  %6884 = getelementptr inbounds nuw float, ptr %2624, i64 %6868
  %6885 = getelementptr inbounds nuw float, ptr %2629, i64 %6868
  %6886 = select i1 %2639, ptr null, ptr %6885
  switch i64 %2339, label %505 [
    i64 1, label %6901
    i64 2, label %6894
    i64 3, label %6887
    i64 0, label %6942
  ]

6887:                                             ; preds = %6882
  %6888 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6883)
  %6889 = bitcast <8 x float> %6883 to <8 x i32>
  %6890 = and <8 x i32> %6889, %2291
  %6891 = bitcast <8 x i32> %6890 to <8 x float>
  %6892 = fcmp oeq <8 x float> %6883, %48
  %6893 = select <8 x i1> %6892, <8 x float> %6891, <8 x float> %6888
  br label %6904

6894:                                             ; preds = %6882
  %6895 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6883)
  %6896 = bitcast <8 x float> %6883 to <8 x i32>
  %6897 = or <8 x i32> %6896, %2292
  %6898 = bitcast <8 x i32> %6897 to <8 x float>
  %6899 = fcmp oeq <8 x float> %6883, %51
  %6900 = select <8 x i1> %6899, <8 x float> %6898, <8 x float> %6895
  br label %6904

6901:                                             ; preds = %6882
  %6902 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6886, <8 x i1> %6875, <8 x float> zeroinitializer)
  %6903 = fadd <8 x float> %6883, %6902
  br label %6904

6904:                                             ; preds = %6901, %6894, %6887
  %6905 = phi <8 x float> [ %6903, %6901 ], [ %6900, %6894 ], [ %6893, %6887 ]
  switch i64 %2356, label %505 [
    i64 1, label %6920
    i64 2, label %6913
    i64 3, label %6906
    i64 0, label %6942
  ]

6906:                                             ; preds = %6904
  %6907 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6905)
  %6908 = bitcast <8 x float> %6905 to <8 x i32>
  %6909 = and <8 x i32> %6908, %2291
  %6910 = bitcast <8 x i32> %6909 to <8 x float>
  %6911 = fcmp oeq <8 x float> %6905, %48
  %6912 = select <8 x i1> %6911, <8 x float> %6910, <8 x float> %6907
  br label %6923

6913:                                             ; preds = %6904
  %6914 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6905)
  %6915 = bitcast <8 x float> %6905 to <8 x i32>
  %6916 = or <8 x i32> %6915, %2292
  %6917 = bitcast <8 x i32> %6916 to <8 x float>
  %6918 = fcmp oeq <8 x float> %6905, %51
  %6919 = select <8 x i1> %6918, <8 x float> %6917, <8 x float> %6914
  br label %6923

6920:                                             ; preds = %6904
  %6921 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6886, <8 x i1> %6875, <8 x float> zeroinitializer)
  %6922 = fadd <8 x float> %6905, %6921
  br label %6923

6923:                                             ; preds = %6920, %6913, %6906
  %6924 = phi <8 x float> [ %6922, %6920 ], [ %6919, %6913 ], [ %6912, %6906 ]
  switch i64 %2358, label %505 [
    i64 1, label %6939
    i64 2, label %6932
    i64 3, label %6925
    i64 0, label %6942
  ]

6925:                                             ; preds = %6923
  %6926 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6924)
  %6927 = bitcast <8 x float> %6924 to <8 x i32>
  %6928 = and <8 x i32> %6927, %2291
  %6929 = bitcast <8 x i32> %6928 to <8 x float>
  %6930 = fcmp oeq <8 x float> %6924, %48
  %6931 = select <8 x i1> %6930, <8 x float> %6929, <8 x float> %6926
  br label %6942

6932:                                             ; preds = %6923
  %6933 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6924)
  %6934 = bitcast <8 x float> %6924 to <8 x i32>
  %6935 = or <8 x i32> %6934, %2292
  %6936 = bitcast <8 x i32> %6935 to <8 x float>
  %6937 = fcmp oeq <8 x float> %6924, %51
  %6938 = select <8 x i1> %6937, <8 x float> %6936, <8 x float> %6933
  br label %6942

6939:                                             ; preds = %6923
  %6940 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6886, <8 x i1> %6875, <8 x float> zeroinitializer)
  %6941 = fadd <8 x float> %6924, %6940
  br label %6942

6942:                                             ; preds = %6925, %6932, %6939, %6923, %6904, %6882
  %6943 = phi <8 x float> [ %6924, %6923 ], [ %6883, %6882 ], [ %6905, %6904 ], [ %6941, %6939 ], [ %6938, %6932 ], [ %6931, %6925 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6943, ptr nonnull align 1 %6884, <8 x i1> %6875)
  %6944 = shl i64 %4389, 3
  %6945 = or disjoint i64 %6944, 32
  %6946 = sub nsw i64 %9, %6945
  %6947 = icmp sgt i64 %6946, 7
  %6948 = trunc i64 %6946 to i32
  %6949 = select i1 %6947, i32 8, i32 %6948
  %6950 = insertelement <8 x i32> poison, i32 %6949, i64 0
  %6951 = shufflevector <8 x i32> %6950, <8 x i32> poison, <8 x i32> zeroinitializer
  %6952 = icmp sgt <8 x i32> %6951, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6953 = load <8 x float>, ptr %2359, align 32
  br i1 %2638, label %6959, label %6954

6954:                                             ; preds = %6942
  %6955 = load float, ptr %2617, align 1
  %6956 = insertelement <8 x float> poison, float %6955, i64 0
  %6957 = shufflevector <8 x float> %6956, <8 x float> poison, <8 x i32> zeroinitializer
  %6958 = fadd <8 x float> %6953, %6957
  br label %6959

6959:                                             ; preds = %6954, %6942
  %6960 = phi <8 x float> [ %6958, %6954 ], [ %6953, %6942 ]
  %6961 = getelementptr inbounds nuw float, ptr %2624, i64 %6945
  %6962 = getelementptr inbounds nuw float, ptr %2629, i64 %6945
  %6963 = select i1 %2639, ptr null, ptr %6962
  switch i64 %2339, label %505 [
    i64 1, label %6978
    i64 2, label %6971
    i64 3, label %6964
    i64 0, label %7019
  ]

6964:                                             ; preds = %6959
  %6965 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6960)
  %6966 = bitcast <8 x float> %6960 to <8 x i32>
  %6967 = and <8 x i32> %6966, %2291
  %6968 = bitcast <8 x i32> %6967 to <8 x float>
  %6969 = fcmp oeq <8 x float> %6960, %48
  %6970 = select <8 x i1> %6969, <8 x float> %6968, <8 x float> %6965
  br label %6981

6971:                                             ; preds = %6959
  %6972 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6960)
  %6973 = bitcast <8 x float> %6960 to <8 x i32>
  %6974 = or <8 x i32> %6973, %2292
  %6975 = bitcast <8 x i32> %6974 to <8 x float>
  %6976 = fcmp oeq <8 x float> %6960, %51
  %6977 = select <8 x i1> %6976, <8 x float> %6975, <8 x float> %6972
  br label %6981

6978:                                             ; preds = %6959
  %6979 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6963, <8 x i1> %6952, <8 x float> zeroinitializer)
  %6980 = fadd <8 x float> %6960, %6979
  br label %6981

6981:                                             ; preds = %6978, %6971, %6964
  %6982 = phi <8 x float> [ %6980, %6978 ], [ %6977, %6971 ], [ %6970, %6964 ]
  switch i64 %2361, label %505 [
    i64 1, label %6997
    i64 2, label %6990
    i64 3, label %6983
    i64 0, label %7019
  ]

6983:                                             ; preds = %6981
  %6984 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %6982)
  %6985 = bitcast <8 x float> %6982 to <8 x i32>
  %6986 = and <8 x i32> %6985, %2291
  %6987 = bitcast <8 x i32> %6986 to <8 x float>
  %6988 = fcmp oeq <8 x float> %6982, %48
  %6989 = select <8 x i1> %6988, <8 x float> %6987, <8 x float> %6984
  br label %7000

6990:                                             ; preds = %6981
  %6991 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %6982)
  %6992 = bitcast <8 x float> %6982 to <8 x i32>
  %6993 = or <8 x i32> %6992, %2292
  %6994 = bitcast <8 x i32> %6993 to <8 x float>
  %6995 = fcmp oeq <8 x float> %6982, %51
  %6996 = select <8 x i1> %6995, <8 x float> %6994, <8 x float> %6991
  br label %7000

6997:                                             ; preds = %6981
  %6998 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6963, <8 x i1> %6952, <8 x float> zeroinitializer)
  %6999 = fadd <8 x float> %6982, %6998
  br label %7000

7000:                                             ; preds = %6997, %6990, %6983
  %7001 = phi <8 x float> [ %6999, %6997 ], [ %6996, %6990 ], [ %6989, %6983 ]
  switch i64 %2363, label %505 [
    i64 1, label %7016
    i64 2, label %7009
    i64 3, label %7002
    i64 0, label %7019
  ]

7002:                                             ; preds = %7000
  %7003 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7001)
  %7004 = bitcast <8 x float> %7001 to <8 x i32>
  %7005 = and <8 x i32> %7004, %2291
  %7006 = bitcast <8 x i32> %7005 to <8 x float>
  %7007 = fcmp oeq <8 x float> %7001, %48
  %7008 = select <8 x i1> %7007, <8 x float> %7006, <8 x float> %7003
  br label %7019

7009:                                             ; preds = %7000
  %7010 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7001)
  %7011 = bitcast <8 x float> %7001 to <8 x i32>
  %7012 = or <8 x i32> %7011, %2292
  %7013 = bitcast <8 x i32> %7012 to <8 x float>
  %7014 = fcmp oeq <8 x float> %7001, %51
  %7015 = select <8 x i1> %7014, <8 x float> %7013, <8 x float> %7010
  br label %7019

7016:                                             ; preds = %7000
  %7017 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6963, <8 x i1> %6952, <8 x float> zeroinitializer)
  %7018 = fadd <8 x float> %7001, %7017
  br label %7019

7019:                                             ; preds = %7002, %7009, %7016, %7000, %6981, %6959
  %7020 = phi <8 x float> [ %7001, %7000 ], [ %6960, %6959 ], [ %6982, %6981 ], [ %7018, %7016 ], [ %7015, %7009 ], [ %7008, %7002 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7020, ptr nonnull align 1 %6961, <8 x i1> %6952)
  %7021 = shl i64 %4389, 3
  %7022 = or disjoint i64 %7021, 40
  %7023 = sub nsw i64 %9, %7022
  %7024 = icmp sgt i64 %7023, 7
  %7025 = trunc i64 %7023 to i32
  %7026 = select i1 %7024, i32 8, i32 %7025
  %7027 = insertelement <8 x i32> poison, i32 %7026, i64 0
  %7028 = shufflevector <8 x i32> %7027, <8 x i32> poison, <8 x i32> zeroinitializer
  %7029 = icmp sgt <8 x i32> %7028, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7030 = load <8 x float>, ptr %2364, align 32
  br i1 %2638, label %7036, label %7031

7031:                                             ; preds = %7019
  %7032 = load float, ptr %2617, align 1
  %7033 = insertelement <8 x float> poison, float %7032, i64 0
  %7034 = shufflevector <8 x float> %7033, <8 x float> poison, <8 x i32> zeroinitializer
  %7035 = fadd <8 x float> %7030, %7034
  br label %7036

7036:                                             ; preds = %7031, %7019
  %7037 = phi <8 x float> [ %7035, %7031 ], [ %7030, %7019 ]
  %7038 = getelementptr inbounds nuw float, ptr %2624, i64 %7022
  %7039 = getelementptr inbounds nuw float, ptr %2629, i64 %7022
  %7040 = select i1 %2639, ptr null, ptr %7039
  switch i64 %2339, label %505 [
    i64 1, label %7055
    i64 2, label %7048
    i64 3, label %7041
    i64 0, label %7096
  ]

7041:                                             ; preds = %7036
  %7042 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7037)
  %7043 = bitcast <8 x float> %7037 to <8 x i32>
  %7044 = and <8 x i32> %7043, %2291
  %7045 = bitcast <8 x i32> %7044 to <8 x float>
  %7046 = fcmp oeq <8 x float> %7037, %48
  %7047 = select <8 x i1> %7046, <8 x float> %7045, <8 x float> %7042
  br label %7058

7048:                                             ; preds = %7036
  %7049 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7037)
  %7050 = bitcast <8 x float> %7037 to <8 x i32>
  %7051 = or <8 x i32> %7050, %2292
  %7052 = bitcast <8 x i32> %7051 to <8 x float>
  %7053 = fcmp oeq <8 x float> %7037, %51
  %7054 = select <8 x i1> %7053, <8 x float> %7052, <8 x float> %7049
  br label %7058

7055:                                             ; preds = %7036
  %7056 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7040, <8 x i1> %7029, <8 x float> zeroinitializer)
  %7057 = fadd <8 x float> %7037, %7056
  br label %7058

7058:                                             ; preds = %7055, %7048, %7041
  %7059 = phi <8 x float> [ %7057, %7055 ], [ %7054, %7048 ], [ %7047, %7041 ]
  switch i64 %2366, label %505 [
    i64 1, label %7074
    i64 2, label %7067
    i64 3, label %7060
    i64 0, label %7096
  ]

7060:                                             ; preds = %7058
  %7061 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7059)
  %7062 = bitcast <8 x float> %7059 to <8 x i32>
  %7063 = and <8 x i32> %7062, %2291
  %7064 = bitcast <8 x i32> %7063 to <8 x float>
  %7065 = fcmp oeq <8 x float> %7059, %48
  %7066 = select <8 x i1> %7065, <8 x float> %7064, <8 x float> %7061
  br label %7077

7067:                                             ; preds = %7058
  %7068 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7059)
  %7069 = bitcast <8 x float> %7059 to <8 x i32>
  %7070 = or <8 x i32> %7069, %2292
  %7071 = bitcast <8 x i32> %7070 to <8 x float>
  %7072 = fcmp oeq <8 x float> %7059, %51
  %7073 = select <8 x i1> %7072, <8 x float> %7071, <8 x float> %7068
  br label %7077

7074:                                             ; preds = %7058
  %7075 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7040, <8 x i1> %7029, <8 x float> zeroinitializer)
  %7076 = fadd <8 x float> %7059, %7075
  br label %7077

7077:                                             ; preds = %7074, %7067, %7060
  %7078 = phi <8 x float> [ %7076, %7074 ], [ %7073, %7067 ], [ %7066, %7060 ]
  switch i64 %2368, label %505 [
    i64 1, label %7093
    i64 2, label %7086
    i64 3, label %7079
    i64 0, label %7096
  ]

7079:                                             ; preds = %7077
  %7080 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7078)
  %7081 = bitcast <8 x float> %7078 to <8 x i32>
  %7082 = and <8 x i32> %7081, %2291
  %7083 = bitcast <8 x i32> %7082 to <8 x float>
  %7084 = fcmp oeq <8 x float> %7078, %48
  %7085 = select <8 x i1> %7084, <8 x float> %7083, <8 x float> %7080
  br label %7096

7086:                                             ; preds = %7077
  %7087 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7078)
  %7088 = bitcast <8 x float> %7078 to <8 x i32>
  %7089 = or <8 x i32> %7088, %2292
  %7090 = bitcast <8 x i32> %7089 to <8 x float>
  %7091 = fcmp oeq <8 x float> %7078, %51
  %7092 = select <8 x i1> %7091, <8 x float> %7090, <8 x float> %7087
  br label %7096

7093:                                             ; preds = %7077
  %7094 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7040, <8 x i1> %7029, <8 x float> zeroinitializer)
  %7095 = fadd <8 x float> %7078, %7094
  br label %7096

7096:                                             ; preds = %7079, %7086, %7093, %7077, %7058, %7036
  %7097 = phi <8 x float> [ %7078, %7077 ], [ %7037, %7036 ], [ %7059, %7058 ], [ %7095, %7093 ], [ %7092, %7086 ], [ %7085, %7079 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7097, ptr nonnull align 1 %7038, <8 x i1> %7029)
  %7098 = shl i64 %4389, 3
  %7099 = or disjoint i64 %7098, 48
  %7100 = sub nsw i64 %9, %7099
  %7101 = icmp sgt i64 %7100, 7
  %7102 = trunc i64 %7100 to i32
  %7103 = select i1 %7101, i32 8, i32 %7102
  %7104 = insertelement <8 x i32> poison, i32 %7103, i64 0
  %7105 = shufflevector <8 x i32> %7104, <8 x i32> poison, <8 x i32> zeroinitializer
  %7106 = icmp sgt <8 x i32> %7105, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7107 = load <8 x float>, ptr %2369, align 32
  br i1 %2638, label %7113, label %7108

7108:                                             ; preds = %7096
  %7109 = load float, ptr %2617, align 1
  %7110 = insertelement <8 x float> poison, float %7109, i64 0
  %7111 = shufflevector <8 x float> %7110, <8 x float> poison, <8 x i32> zeroinitializer
  %7112 = fadd <8 x float> %7107, %7111
  br label %7113

7113:                                             ; preds = %7108, %7096
  %7114 = phi <8 x float> [ %7112, %7108 ], [ %7107, %7096 ]
  %7115 = getelementptr inbounds nuw float, ptr %2624, i64 %7099
  %7116 = getelementptr inbounds nuw float, ptr %2629, i64 %7099
  %7117 = select i1 %2639, ptr null, ptr %7116
  switch i64 %2339, label %505 [
    i64 1, label %7132
    i64 2, label %7125
    i64 3, label %7118
    i64 0, label %7173
  ]

7118:                                             ; preds = %7113
  %7119 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7114)
  %7120 = bitcast <8 x float> %7114 to <8 x i32>
  %7121 = and <8 x i32> %7120, %2291
  %7122 = bitcast <8 x i32> %7121 to <8 x float>
  %7123 = fcmp oeq <8 x float> %7114, %48
  %7124 = select <8 x i1> %7123, <8 x float> %7122, <8 x float> %7119
  br label %7135

7125:                                             ; preds = %7113
  %7126 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7114)
  %7127 = bitcast <8 x float> %7114 to <8 x i32>
  %7128 = or <8 x i32> %7127, %2292
  %7129 = bitcast <8 x i32> %7128 to <8 x float>
  %7130 = fcmp oeq <8 x float> %7114, %51
  %7131 = select <8 x i1> %7130, <8 x float> %7129, <8 x float> %7126
  br label %7135

7132:                                             ; preds = %7113
  %7133 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7117, <8 x i1> %7106, <8 x float> zeroinitializer)
  %7134 = fadd <8 x float> %7114, %7133
  br label %7135

7135:                                             ; preds = %7132, %7125, %7118
  %7136 = phi <8 x float> [ %7134, %7132 ], [ %7131, %7125 ], [ %7124, %7118 ]
  switch i64 %2371, label %505 [
    i64 1, label %7151
    i64 2, label %7144
    i64 3, label %7137
    i64 0, label %7173
  ]

7137:                                             ; preds = %7135
  %7138 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7136)
  %7139 = bitcast <8 x float> %7136 to <8 x i32>
  %7140 = and <8 x i32> %7139, %2291
  %7141 = bitcast <8 x i32> %7140 to <8 x float>
  %7142 = fcmp oeq <8 x float> %7136, %48
  %7143 = select <8 x i1> %7142, <8 x float> %7141, <8 x float> %7138
  br label %7154

7144:                                             ; preds = %7135
  %7145 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7136)
  %7146 = bitcast <8 x float> %7136 to <8 x i32>
  %7147 = or <8 x i32> %7146, %2292
  %7148 = bitcast <8 x i32> %7147 to <8 x float>
  %7149 = fcmp oeq <8 x float> %7136, %51
  %7150 = select <8 x i1> %7149, <8 x float> %7148, <8 x float> %7145
  br label %7154

7151:                                             ; preds = %7135
  %7152 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7117, <8 x i1> %7106, <8 x float> zeroinitializer)
  %7153 = fadd <8 x float> %7136, %7152
  br label %7154

7154:                                             ; preds = %7151, %7144, %7137
  %7155 = phi <8 x float> [ %7153, %7151 ], [ %7150, %7144 ], [ %7143, %7137 ]
  switch i64 %2373, label %505 [
    i64 1, label %7170
    i64 2, label %7163
    i64 3, label %7156
    i64 0, label %7173
  ]

7156:                                             ; preds = %7154
  %7157 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7155)
  %7158 = bitcast <8 x float> %7155 to <8 x i32>
  %7159 = and <8 x i32> %7158, %2291
  %7160 = bitcast <8 x i32> %7159 to <8 x float>
  %7161 = fcmp oeq <8 x float> %7155, %48
  %7162 = select <8 x i1> %7161, <8 x float> %7160, <8 x float> %7157
  br label %7173

7163:                                             ; preds = %7154
  %7164 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7155)
  %7165 = bitcast <8 x float> %7155 to <8 x i32>
  %7166 = or <8 x i32> %7165, %2292
  %7167 = bitcast <8 x i32> %7166 to <8 x float>
  %7168 = fcmp oeq <8 x float> %7155, %51
  %7169 = select <8 x i1> %7168, <8 x float> %7167, <8 x float> %7164
  br label %7173

7170:                                             ; preds = %7154
  %7171 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7117, <8 x i1> %7106, <8 x float> zeroinitializer)
  %7172 = fadd <8 x float> %7155, %7171
  br label %7173

7173:                                             ; preds = %7156, %7163, %7170, %7154, %7135, %7113
  %7174 = phi <8 x float> [ %7155, %7154 ], [ %7114, %7113 ], [ %7136, %7135 ], [ %7172, %7170 ], [ %7169, %7163 ], [ %7162, %7156 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7174, ptr nonnull align 1 %7115, <8 x i1> %7106)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7865

7175:                                             ; preds = %4388
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %33, i8 0, i64 256, i1 false)
  br i1 %2288, label %7176, label %7249

7176:                                             ; preds = %7175, %7190
  %7177 = phi i64 [ %7191, %7190 ], [ 0, %7175 ]
  %7178 = mul nsw i64 %7177, %14
  %7179 = sub i64 %7178, %16
  %7180 = add i64 %7179, %2640
  %7181 = icmp slt i64 %7180, 0
  %7182 = icmp sge i64 %7180, %6
  %7183 = or i1 %7181, %7182
  %7184 = select i1 %7183, i64 0, i64 %7180
  %7185 = mul nsw i64 %7184, %7
  %7186 = getelementptr inbounds float, ptr %2614, i64 %7185
  br i1 %2289, label %7187, label %7190

7187:                                             ; preds = %7176
  %7188 = mul nuw nsw i64 %7177, %11
  %7189 = getelementptr inbounds nuw float, ptr %2616, i64 %7188
  br label %7193

7190:                                             ; preds = %7202, %7176
  %7191 = add nuw nsw i64 %7177, 1
  %7192 = icmp eq i64 %7191, %10
  br i1 %7192, label %7247, label %7176

7193:                                             ; preds = %7187, %7202
  %7194 = phi i64 [ 0, %7187 ], [ %7203, %7202 ]
  %7195 = getelementptr inbounds nuw float, ptr %7189, i64 %7194
  %7196 = load float, ptr %7195, align 1
  %7197 = insertelement <8 x float> poison, float %7196, i64 0
  %7198 = shufflevector <8 x float> %7197, <8 x float> poison, <8 x i32> zeroinitializer
  %7199 = mul nsw i64 %7194, %15
  %7200 = sub i64 %7199, %17
  %7201 = getelementptr <4 x i64>, ptr %2275, i64 %7194
  br label %7205

7202:                                             ; preds = %7236
  %7203 = add nuw nsw i64 %7194, 1
  %7204 = icmp eq i64 %7203, %11
  br i1 %7204, label %7190, label %7193

7205:                                             ; preds = %7193, %7236
  %7206 = phi i64 [ 0, %7193 ], [ %7245, %7236 ]
  %7207 = or disjoint i64 %4389, %7206
  %7208 = shl nsw i64 %7207, 3
  %7209 = add i64 %7200, %7208
  br i1 %2290, label %7214, label %7210

7210:                                             ; preds = %7205
  %7211 = mul nuw nsw i64 %7207, %11
  %7212 = getelementptr <4 x i64>, ptr %7201, i64 %7211
  %7213 = load <4 x i64>, ptr %7212, align 32
  br label %7236

7214:                                             ; preds = %7205
  %7215 = sub nsw i64 %9, %7208
  %7216 = icmp slt i64 %7209, 0
  %7217 = sub nsw i64 0, %7209
  %7218 = select i1 %7216, i64 %7217, i64 0
  %7219 = sub nsw i64 %7, %7209
  %7220 = call i64 @llvm.smin.i64(i64 %7219, i64 %7215)
  %7221 = call i64 @llvm.smin.i64(i64 %7220, i64 8)
  %7222 = icmp sgt i64 %7221, %7218
  %7223 = trunc i64 %7218 to i32
  %7224 = select i1 %7222, i32 %7223, i32 0
  %7225 = insertelement <8 x i32> poison, i32 %7224, i64 0
  %7226 = shufflevector <8 x i32> %7225, <8 x i32> poison, <8 x i32> zeroinitializer
  %7227 = icmp slt <8 x i32> %7226, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7228 = trunc i64 %7221 to i32
  %7229 = select i1 %7222, i32 %7228, i32 0
  %7230 = insertelement <8 x i32> poison, i32 %7229, i64 0
  %7231 = shufflevector <8 x i32> %7230, <8 x i32> poison, <8 x i32> zeroinitializer
  %7232 = icmp sgt <8 x i32> %7231, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7233 = and <8 x i1> %7232, %7227
  %7234 = sext <8 x i1> %7233 to <8 x i32>
  %7235 = bitcast <8 x i32> %7234 to <4 x i64>
  br label %7236

7236:                                             ; preds = %7214, %7210
  %7237 = phi <4 x i64> [ %7213, %7210 ], [ %7235, %7214 ]
  %7238 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %7206
  %7239 = getelementptr inbounds float, ptr %7186, i64 %7209
  %7240 = select i1 %7183, <4 x i64> zeroinitializer, <4 x i64> %7237
  %7241 = bitcast <4 x i64> %7240 to <8 x i32>
  %7242 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7239, <8 x i32> %7241)
  %7243 = load <8 x float>, ptr %7238, align 32
  %7244 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7242, <8 x float> %7198, <8 x float> %7243)
  store <8 x float> %7244, ptr %7238, align 32
  %7245 = add nuw nsw i64 %7206, 1
  %7246 = icmp eq i64 %7245, 8
  br i1 %7246, label %7202, label %7205

7247:                                             ; preds = %7190
  %7248 = load <8 x float>, ptr %33, align 32
  br label %7249

7249:                                             ; preds = %7247, %7175
  %7250 = phi <8 x float> [ %7248, %7247 ], [ zeroinitializer, %7175 ]
  %7251 = shl nsw i64 %4389, 3
  %7252 = sub nsw i64 %9, %7251
  %7253 = icmp sgt i64 %7252, 7
  %7254 = trunc i64 %7252 to i32
  %7255 = select i1 %7253, i32 8, i32 %7254
  %7256 = insertelement <8 x i32> poison, i32 %7255, i64 0
  %7257 = shufflevector <8 x i32> %7256, <8 x i32> poison, <8 x i32> zeroinitializer
  %7258 = icmp sgt <8 x i32> %7257, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %2638, label %7264, label %7259

7259:                                             ; preds = %7249
  %7260 = load float, ptr %2617, align 1
  %7261 = insertelement <8 x float> poison, float %7260, i64 0
  %7262 = shufflevector <8 x float> %7261, <8 x float> poison, <8 x i32> zeroinitializer
  %7263 = fadd <8 x float> %7250, %7262
  br label %7264

7264:                                             ; preds = %7259, %7249
  %7265 = phi <8 x float> [ %7263, %7259 ], [ %7250, %7249 ]
  %7266 = getelementptr inbounds nuw float, ptr %2624, i64 %7251
  %7267 = getelementptr inbounds nuw float, ptr %2629, i64 %7251
  %7268 = select i1 %2639, ptr null, ptr %7267
  switch i64 %2299, label %505 [
    i64 1, label %7269
    i64 2, label %7272
    i64 3, label %7279
    i64 0, label %7324
  ]

7269:                                             ; preds = %7264
  %7270 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7268, <8 x i1> %7258, <8 x float> zeroinitializer)
  %7271 = fadd <8 x float> %7265, %7270
  br label %7286

7272:                                             ; preds = %7264
  %7273 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7265)
  %7274 = bitcast <8 x float> %7265 to <8 x i32>
  %7275 = or <8 x i32> %7274, %2292
  %7276 = bitcast <8 x i32> %7275 to <8 x float>
  %7277 = fcmp oeq <8 x float> %7265, %51
  %7278 = select <8 x i1> %7277, <8 x float> %7276, <8 x float> %7273
  br label %7286

7279:                                             ; preds = %7264
  %7280 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7265)
  %7281 = bitcast <8 x float> %7265 to <8 x i32>
  %7282 = and <8 x i32> %7281, %2291
  %7283 = bitcast <8 x i32> %7282 to <8 x float>
  %7284 = fcmp oeq <8 x float> %7265, %48
  %7285 = select <8 x i1> %7284, <8 x float> %7283, <8 x float> %7280
  br label %7286

7286:                                             ; preds = %7279, %7272, %7269
  %7287 = phi <8 x float> [ %7271, %7269 ], [ %7278, %7272 ], [ %7285, %7279 ]
  switch i64 %2301, label %505 [
    i64 1, label %7302
    i64 2, label %7295
    i64 3, label %7288
    i64 0, label %7324
  ]

7288:                                             ; preds = %7286
  %7289 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7287)
  %7290 = bitcast <8 x float> %7287 to <8 x i32>
  %7291 = and <8 x i32> %7290, %2291
  %7292 = bitcast <8 x i32> %7291 to <8 x float>
  %7293 = fcmp oeq <8 x float> %7287, %48
  %7294 = select <8 x i1> %7293, <8 x float> %7292, <8 x float> %7289
  br label %7305

7295:                                             ; preds = %7286
  %7296 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7287)
  %7297 = bitcast <8 x float> %7287 to <8 x i32>
  %7298 = or <8 x i32> %7297, %2292
  %7299 = bitcast <8 x i32> %7298 to <8 x float>
  %7300 = fcmp oeq <8 x float> %7287, %51
  %7301 = select <8 x i1> %7300, <8 x float> %7299, <8 x float> %7296
  br label %7305

7302:                                             ; preds = %7286
  %7303 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7268, <8 x i1> %7258, <8 x float> zeroinitializer)
  %7304 = fadd <8 x float> %7287, %7303
  br label %7305

7305:                                             ; preds = %7302, %7295, %7288
  %7306 = phi <8 x float> [ %7304, %7302 ], [ %7301, %7295 ], [ %7294, %7288 ]
  switch i64 %2303, label %505 [
    i64 1, label %7321
    i64 2, label %7314
    i64 3, label %7307
    i64 0, label %7324
  ]

7307:                                             ; preds = %7305
  %7308 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7306)
  %7309 = bitcast <8 x float> %7306 to <8 x i32>
  %7310 = and <8 x i32> %7309, %2291
  %7311 = bitcast <8 x i32> %7310 to <8 x float>
  %7312 = fcmp oeq <8 x float> %7306, %48
  %7313 = select <8 x i1> %7312, <8 x float> %7311, <8 x float> %7308
  br label %7324

7314:                                             ; preds = %7305
  %7315 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7306)
  %7316 = bitcast <8 x float> %7306 to <8 x i32>
  %7317 = or <8 x i32> %7316, %2292
  %7318 = bitcast <8 x i32> %7317 to <8 x float>
  %7319 = fcmp oeq <8 x float> %7306, %51
  %7320 = select <8 x i1> %7319, <8 x float> %7318, <8 x float> %7315
  br label %7324

7321:                                             ; preds = %7305
  %7322 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7268, <8 x i1> %7258, <8 x float> zeroinitializer)
  %7323 = fadd <8 x float> %7306, %7322
  br label %7324

7324:                                             ; preds = %7307, %7314, %7321, %7305, %7286, %7264
  %7325 = phi <8 x float> [ %7306, %7305 ], [ %7265, %7264 ], [ %7287, %7286 ], [ %7323, %7321 ], [ %7320, %7314 ], [ %7313, %7307 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7325, ptr align 1 %7266, <8 x i1> %7258)
  %7326 = shl i64 %4389, 3
  %7327 = or disjoint i64 %7326, 8
  %7328 = sub nsw i64 %9, %7327
  %7329 = icmp sgt i64 %7328, 7
  %7330 = trunc i64 %7328 to i32
  %7331 = select i1 %7329, i32 8, i32 %7330
  %7332 = insertelement <8 x i32> poison, i32 %7331, i64 0
  %7333 = shufflevector <8 x i32> %7332, <8 x i32> poison, <8 x i32> zeroinitializer
  %7334 = icmp sgt <8 x i32> %7333, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7335 = load <8 x float>, ptr %2304, align 32
  br i1 %2638, label %7341, label %7336

7336:                                             ; preds = %7324
  %7337 = load float, ptr %2617, align 1
  %7338 = insertelement <8 x float> poison, float %7337, i64 0
  %7339 = shufflevector <8 x float> %7338, <8 x float> poison, <8 x i32> zeroinitializer
  %7340 = fadd <8 x float> %7335, %7339
  br label %7341

7341:                                             ; preds = %7336, %7324
  %7342 = phi <8 x float> [ %7340, %7336 ], [ %7335, %7324 ]
  %7343 = getelementptr inbounds nuw float, ptr %2624, i64 %7327
  %7344 = getelementptr inbounds nuw float, ptr %2629, i64 %7327
  %7345 = select i1 %2639, ptr null, ptr %7344
  switch i64 %2299, label %505 [
    i64 1, label %7360
    i64 2, label %7353
    i64 3, label %7346
    i64 0, label %7401
  ]

7346:                                             ; preds = %7341
  %7347 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7342)
  %7348 = bitcast <8 x float> %7342 to <8 x i32>
  %7349 = and <8 x i32> %7348, %2291
  %7350 = bitcast <8 x i32> %7349 to <8 x float>
  %7351 = fcmp oeq <8 x float> %7342, %48
  %7352 = select <8 x i1> %7351, <8 x float> %7350, <8 x float> %7347
  br label %7363

7353:                                             ; preds = %7341
  %7354 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7342)
  %7355 = bitcast <8 x float> %7342 to <8 x i32>
  %7356 = or <8 x i32> %7355, %2292
  %7357 = bitcast <8 x i32> %7356 to <8 x float>
  %7358 = fcmp oeq <8 x float> %7342, %51
  %7359 = select <8 x i1> %7358, <8 x float> %7357, <8 x float> %7354
  br label %7363

7360:                                             ; preds = %7341
  %7361 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7345, <8 x i1> %7334, <8 x float> zeroinitializer)
  %7362 = fadd <8 x float> %7342, %7361
  br label %7363

7363:                                             ; preds = %7360, %7353, %7346
  %7364 = phi <8 x float> [ %7362, %7360 ], [ %7359, %7353 ], [ %7352, %7346 ]
  switch i64 %2306, label %505 [
    i64 1, label %7379
    i64 2, label %7372
    i64 3, label %7365
    i64 0, label %7401
  ]

7365:                                             ; preds = %7363
  %7366 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7364)
  %7367 = bitcast <8 x float> %7364 to <8 x i32>
  %7368 = and <8 x i32> %7367, %2291
  %7369 = bitcast <8 x i32> %7368 to <8 x float>
  %7370 = fcmp oeq <8 x float> %7364, %48
  %7371 = select <8 x i1> %7370, <8 x float> %7369, <8 x float> %7366
  br label %7382

7372:                                             ; preds = %7363
  %7373 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7364)
  %7374 = bitcast <8 x float> %7364 to <8 x i32>
  %7375 = or <8 x i32> %7374, %2292
  %7376 = bitcast <8 x i32> %7375 to <8 x float>
  %7377 = fcmp oeq <8 x float> %7364, %51
  %7378 = select <8 x i1> %7377, <8 x float> %7376, <8 x float> %7373
  br label %7382

7379:                                             ; preds = %7363
  %7380 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7345, <8 x i1> %7334, <8 x float> zeroinitializer)
  %7381 = fadd <8 x float> %7364, %7380
  br label %7382

7382:                                             ; preds = %7379, %7372, %7365
  %7383 = phi <8 x float> [ %7381, %7379 ], [ %7378, %7372 ], [ %7371, %7365 ]
  switch i64 %2308, label %505 [
    i64 1, label %7398
    i64 2, label %7391
    i64 3, label %7384
    i64 0, label %7401
  ]

7384:                                             ; preds = %7382
  %7385 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7383)
  %7386 = bitcast <8 x float> %7383 to <8 x i32>
  %7387 = and <8 x i32> %7386, %2291
  %7388 = bitcast <8 x i32> %7387 to <8 x float>
  %7389 = fcmp oeq <8 x float> %7383, %48
  %7390 = select <8 x i1> %7389, <8 x float> %7388, <8 x float> %7385
  br label %7401

7391:                                             ; preds = %7382
  %7392 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7383)
  %7393 = bitcast <8 x float> %7383 to <8 x i32>
  %7394 = or <8 x i32> %7393, %2292
  %7395 = bitcast <8 x i32> %7394 to <8 x float>
  %7396 = fcmp oeq <8 x float> %7383, %51
  %7397 = select <8 x i1> %7396, <8 x float> %7395, <8 x float> %7392
  br label %7401

7398:                                             ; preds = %7382
  %7399 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7345, <8 x i1> %7334, <8 x float> zeroinitializer)
  %7400 = fadd <8 x float> %7383, %7399
  br label %7401

7401:                                             ; preds = %7384, %7391, %7398, %7382, %7363, %7341
  %7402 = phi <8 x float> [ %7383, %7382 ], [ %7342, %7341 ], [ %7364, %7363 ], [ %7400, %7398 ], [ %7397, %7391 ], [ %7390, %7384 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7402, ptr nonnull align 1 %7343, <8 x i1> %7334)
  %7403 = shl i64 %4389, 3
  %7404 = or disjoint i64 %7403, 16
  %7405 = sub nsw i64 %9, %7404
  %7406 = icmp sgt i64 %7405, 7
  %7407 = trunc i64 %7405 to i32
  %7408 = select i1 %7406, i32 8, i32 %7407
  %7409 = insertelement <8 x i32> poison, i32 %7408, i64 0
  %7410 = shufflevector <8 x i32> %7409, <8 x i32> poison, <8 x i32> zeroinitializer
  %7411 = icmp sgt <8 x i32> %7410, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7412 = load <8 x float>, ptr %2309, align 32
  br i1 %2638, label %7418, label %7413

7413:                                             ; preds = %7401
  %7414 = load float, ptr %2617, align 1
  %7415 = insertelement <8 x float> poison, float %7414, i64 0
  %7416 = shufflevector <8 x float> %7415, <8 x float> poison, <8 x i32> zeroinitializer
  %7417 = fadd <8 x float> %7412, %7416
  br label %7418

7418:                                             ; preds = %7413, %7401
  %7419 = phi <8 x float> [ %7417, %7413 ], [ %7412, %7401 ]
  %7420 = getelementptr inbounds nuw float, ptr %2624, i64 %7404
  %7421 = getelementptr inbounds nuw float, ptr %2629, i64 %7404
  %7422 = select i1 %2639, ptr null, ptr %7421
  switch i64 %2299, label %505 [
    i64 1, label %7437
    i64 2, label %7430
    i64 3, label %7423
    i64 0, label %7478
  ]

7423:                                             ; preds = %7418
  %7424 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7419)
  %7425 = bitcast <8 x float> %7419 to <8 x i32>
  %7426 = and <8 x i32> %7425, %2291
  %7427 = bitcast <8 x i32> %7426 to <8 x float>
  %7428 = fcmp oeq <8 x float> %7419, %48
  %7429 = select <8 x i1> %7428, <8 x float> %7427, <8 x float> %7424
  br label %7440

7430:                                             ; preds = %7418
  %7431 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7419)
  %7432 = bitcast <8 x float> %7419 to <8 x i32>
  %7433 = or <8 x i32> %7432, %2292
  %7434 = bitcast <8 x i32> %7433 to <8 x float>
  %7435 = fcmp oeq <8 x float> %7419, %51
  %7436 = select <8 x i1> %7435, <8 x float> %7434, <8 x float> %7431
  br label %7440

7437:                                             ; preds = %7418
  %7438 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7422, <8 x i1> %7411, <8 x float> zeroinitializer)
  %7439 = fadd <8 x float> %7419, %7438
  br label %7440

7440:                                             ; preds = %7437, %7430, %7423
  %7441 = phi <8 x float> [ %7439, %7437 ], [ %7436, %7430 ], [ %7429, %7423 ]
  switch i64 %2311, label %505 [
    i64 1, label %7456
    i64 2, label %7449
    i64 3, label %7442
    i64 0, label %7478
  ]

7442:                                             ; preds = %7440
  %7443 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7441)
  %7444 = bitcast <8 x float> %7441 to <8 x i32>
  %7445 = and <8 x i32> %7444, %2291
  %7446 = bitcast <8 x i32> %7445 to <8 x float>
  %7447 = fcmp oeq <8 x float> %7441, %48
  %7448 = select <8 x i1> %7447, <8 x float> %7446, <8 x float> %7443
  br label %7459

7449:                                             ; preds = %7440
  %7450 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7441)
  %7451 = bitcast <8 x float> %7441 to <8 x i32>
  %7452 = or <8 x i32> %7451, %2292
  %7453 = bitcast <8 x i32> %7452 to <8 x float>
  %7454 = fcmp oeq <8 x float> %7441, %51
  %7455 = select <8 x i1> %7454, <8 x float> %7453, <8 x float> %7450
  br label %7459

7456:                                             ; preds = %7440
  %7457 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7422, <8 x i1> %7411, <8 x float> zeroinitializer)
  %7458 = fadd <8 x float> %7441, %7457
  br label %7459

7459:                                             ; preds = %7456, %7449, %7442
  %7460 = phi <8 x float> [ %7458, %7456 ], [ %7455, %7449 ], [ %7448, %7442 ]
  switch i64 %2313, label %505 [
    i64 1, label %7475
    i64 2, label %7468
    i64 3, label %7461
    i64 0, label %7478
  ]

7461:                                             ; preds = %7459
  %7462 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7460)
  %7463 = bitcast <8 x float> %7460 to <8 x i32>
  %7464 = and <8 x i32> %7463, %2291
  %7465 = bitcast <8 x i32> %7464 to <8 x float>
  %7466 = fcmp oeq <8 x float> %7460, %48
  %7467 = select <8 x i1> %7466, <8 x float> %7465, <8 x float> %7462
  br label %7478

7468:                                             ; preds = %7459
  %7469 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7460)
  %7470 = bitcast <8 x float> %7460 to <8 x i32>
  %7471 = or <8 x i32> %7470, %2292
  %7472 = bitcast <8 x i32> %7471 to <8 x float>
  %7473 = fcmp oeq <8 x float> %7460, %51
  %7474 = select <8 x i1> %7473, <8 x float> %7472, <8 x float> %7469
  br label %7478

7475:                                             ; preds = %7459
  %7476 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7422, <8 x i1> %7411, <8 x float> zeroinitializer)
  %7477 = fadd <8 x float> %7460, %7476
  br label %7478

7478:                                             ; preds = %7461, %7468, %7475, %7459, %7440, %7418
  %7479 = phi <8 x float> [ %7460, %7459 ], [ %7419, %7418 ], [ %7441, %7440 ], [ %7477, %7475 ], [ %7474, %7468 ], [ %7467, %7461 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7479, ptr nonnull align 1 %7420, <8 x i1> %7411)
  %7480 = shl i64 %4389, 3
  %7481 = or disjoint i64 %7480, 24
  %7482 = sub nsw i64 %9, %7481
  %7483 = icmp sgt i64 %7482, 7
  %7484 = trunc i64 %7482 to i32
  %7485 = select i1 %7483, i32 8, i32 %7484
  %7486 = insertelement <8 x i32> poison, i32 %7485, i64 0
  %7487 = shufflevector <8 x i32> %7486, <8 x i32> poison, <8 x i32> zeroinitializer
  %7488 = icmp sgt <8 x i32> %7487, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7489 = load <8 x float>, ptr %2314, align 32
  br i1 %2638, label %7495, label %7490

7490:                                             ; preds = %7478
  %7491 = load float, ptr %2617, align 1
  %7492 = insertelement <8 x float> poison, float %7491, i64 0
  %7493 = shufflevector <8 x float> %7492, <8 x float> poison, <8 x i32> zeroinitializer
  %7494 = fadd <8 x float> %7489, %7493
  br label %7495

7495:                                             ; preds = %7490, %7478
  %7496 = phi <8 x float> [ %7494, %7490 ], [ %7489, %7478 ]
  %7497 = getelementptr inbounds nuw float, ptr %2624, i64 %7481
  %7498 = getelementptr inbounds nuw float, ptr %2629, i64 %7481
  %7499 = select i1 %2639, ptr null, ptr %7498
  switch i64 %2299, label %505 [
    i64 1, label %7514
    i64 2, label %7507
    i64 3, label %7500
    i64 0, label %7555
  ]

7500:                                             ; preds = %7495
  %7501 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7496)
  %7502 = bitcast <8 x float> %7496 to <8 x i32>
  %7503 = and <8 x i32> %7502, %2291
  %7504 = bitcast <8 x i32> %7503 to <8 x float>
  %7505 = fcmp oeq <8 x float> %7496, %48
  %7506 = select <8 x i1> %7505, <8 x float> %7504, <8 x float> %7501
  br label %7517

7507:                                             ; preds = %7495
  %7508 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7496)
  %7509 = bitcast <8 x float> %7496 to <8 x i32>
  %7510 = or <8 x i32> %7509, %2292
  %7511 = bitcast <8 x i32> %7510 to <8 x float>
  %7512 = fcmp oeq <8 x float> %7496, %51
  %7513 = select <8 x i1> %7512, <8 x float> %7511, <8 x float> %7508
  br label %7517

7514:                                             ; preds = %7495
  %7515 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7499, <8 x i1> %7488, <8 x float> zeroinitializer)
  %7516 = fadd <8 x float> %7496, %7515
  br label %7517

7517:                                             ; preds = %7514, %7507, %7500
  %7518 = phi <8 x float> [ %7516, %7514 ], [ %7513, %7507 ], [ %7506, %7500 ]
  switch i64 %2316, label %505 [
    i64 1, label %7533
    i64 2, label %7526
    i64 3, label %7519
    i64 0, label %7555
  ]

7519:                                             ; preds = %7517
  %7520 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7518)
  %7521 = bitcast <8 x float> %7518 to <8 x i32>
  %7522 = and <8 x i32> %7521, %2291
  %7523 = bitcast <8 x i32> %7522 to <8 x float>
  %7524 = fcmp oeq <8 x float> %7518, %48
  %7525 = select <8 x i1> %7524, <8 x float> %7523, <8 x float> %7520
  br label %7536

7526:                                             ; preds = %7517
  %7527 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7518)
  %7528 = bitcast <8 x float> %7518 to <8 x i32>
  %7529 = or <8 x i32> %7528, %2292
  %7530 = bitcast <8 x i32> %7529 to <8 x float>
  %7531 = fcmp oeq <8 x float> %7518, %51
  %7532 = select <8 x i1> %7531, <8 x float> %7530, <8 x float> %7527
  br label %7536

7533:                                             ; preds = %7517
  %7534 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7499, <8 x i1> %7488, <8 x float> zeroinitializer)
  %7535 = fadd <8 x float> %7518, %7534
  br label %7536

7536:                                             ; preds = %7533, %7526, %7519
  %7537 = phi <8 x float> [ %7535, %7533 ], [ %7532, %7526 ], [ %7525, %7519 ]
  switch i64 %2318, label %505 [
    i64 1, label %7552
    i64 2, label %7545
    i64 3, label %7538
    i64 0, label %7555
  ]

7538:                                             ; preds = %7536
  %7539 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7537)
  %7540 = bitcast <8 x float> %7537 to <8 x i32>
  %7541 = and <8 x i32> %7540, %2291
  %7542 = bitcast <8 x i32> %7541 to <8 x float>
  %7543 = fcmp oeq <8 x float> %7537, %48
  %7544 = select <8 x i1> %7543, <8 x float> %7542, <8 x float> %7539
  br label %7555

7545:                                             ; preds = %7536
  %7546 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7537)
  %7547 = bitcast <8 x float> %7537 to <8 x i32>
  %7548 = or <8 x i32> %7547, %2292
  %7549 = bitcast <8 x i32> %7548 to <8 x float>
  %7550 = fcmp oeq <8 x float> %7537, %51
  %7551 = select <8 x i1> %7550, <8 x float> %7549, <8 x float> %7546
  br label %7555

7552:                                             ; preds = %7536
  %7553 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7499, <8 x i1> %7488, <8 x float> zeroinitializer)
  %7554 = fadd <8 x float> %7537, %7553
  br label %7555

7555:                                             ; preds = %7538, %7545, %7552, %7536, %7517, %7495
  %7556 = phi <8 x float> [ %7537, %7536 ], [ %7496, %7495 ], [ %7518, %7517 ], [ %7554, %7552 ], [ %7551, %7545 ], [ %7544, %7538 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7556, ptr nonnull align 1 %7497, <8 x i1> %7488)
  %7557 = shl i64 %4389, 3
  %7558 = or disjoint i64 %7557, 32
  %7559 = sub nsw i64 %9, %7558
  %7560 = icmp sgt i64 %7559, 7
  %7561 = trunc i64 %7559 to i32
  %7562 = select i1 %7560, i32 8, i32 %7561
  %7563 = insertelement <8 x i32> poison, i32 %7562, i64 0
  %7564 = shufflevector <8 x i32> %7563, <8 x i32> poison, <8 x i32> zeroinitializer
  %7565 = icmp sgt <8 x i32> %7564, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7566 = load <8 x float>, ptr %2319, align 32
  br i1 %2638, label %7572, label %7567

7567:                                             ; preds = %7555
  %7568 = load float, ptr %2617, align 1
  %7569 = insertelement <8 x float> poison, float %7568, i64 0
  %7570 = shufflevector <8 x float> %7569, <8 x float> poison, <8 x i32> zeroinitializer
  %7571 = fadd <8 x float> %7566, %7570
  br label %7572

7572:                                             ; preds = %7567, %7555
  %7573 = phi <8 x float> [ %7571, %7567 ], [ %7566, %7555 ]
  %7574 = getelementptr inbounds nuw float, ptr %2624, i64 %7558
  %7575 = getelementptr inbounds nuw float, ptr %2629, i64 %7558
  %7576 = select i1 %2639, ptr null, ptr %7575
  switch i64 %2299, label %505 [
    i64 1, label %7591
    i64 2, label %7584
    i64 3, label %7577
    i64 0, label %7632
  ]

7577:                                             ; preds = %7572
  %7578 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7573)
  %7579 = bitcast <8 x float> %7573 to <8 x i32>
  %7580 = and <8 x i32> %7579, %2291
  %7581 = bitcast <8 x i32> %7580 to <8 x float>
  %7582 = fcmp oeq <8 x float> %7573, %48
  %7583 = select <8 x i1> %7582, <8 x float> %7581, <8 x float> %7578
  br label %7594

7584:                                             ; preds = %7572
  %7585 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7573)
  %7586 = bitcast <8 x float> %7573 to <8 x i32>
  %7587 = or <8 x i32> %7586, %2292
  %7588 = bitcast <8 x i32> %7587 to <8 x float>
  %7589 = fcmp oeq <8 x float> %7573, %51
  %7590 = select <8 x i1> %7589, <8 x float> %7588, <8 x float> %7585
  br label %7594

7591:                                             ; preds = %7572
  %7592 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7576, <8 x i1> %7565, <8 x float> zeroinitializer)
  %7593 = fadd <8 x float> %7573, %7592
  br label %7594

7594:                                             ; preds = %7591, %7584, %7577
  %7595 = phi <8 x float> [ %7593, %7591 ], [ %7590, %7584 ], [ %7583, %7577 ]
  switch i64 %2321, label %505 [
    i64 1, label %7610
    i64 2, label %7603
    i64 3, label %7596
    i64 0, label %7632
  ]

7596:                                             ; preds = %7594
  %7597 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7595)
  %7598 = bitcast <8 x float> %7595 to <8 x i32>
  %7599 = and <8 x i32> %7598, %2291
  %7600 = bitcast <8 x i32> %7599 to <8 x float>
  %7601 = fcmp oeq <8 x float> %7595, %48
  %7602 = select <8 x i1> %7601, <8 x float> %7600, <8 x float> %7597
  br label %7613

7603:                                             ; preds = %7594
  %7604 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7595)
  %7605 = bitcast <8 x float> %7595 to <8 x i32>
  %7606 = or <8 x i32> %7605, %2292
  %7607 = bitcast <8 x i32> %7606 to <8 x float>
  %7608 = fcmp oeq <8 x float> %7595, %51
  %7609 = select <8 x i1> %7608, <8 x float> %7607, <8 x float> %7604
  br label %7613

7610:                                             ; preds = %7594
  %7611 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7576, <8 x i1> %7565, <8 x float> zeroinitializer)
  %7612 = fadd <8 x float> %7595, %7611
  br label %7613

7613:                                             ; preds = %7610, %7603, %7596
  %7614 = phi <8 x float> [ %7612, %7610 ], [ %7609, %7603 ], [ %7602, %7596 ]
  switch i64 %2323, label %505 [
    i64 1, label %7629
    i64 2, label %7622
    i64 3, label %7615
    i64 0, label %7632
  ]

7615:                                             ; preds = %7613
  %7616 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7614)
  %7617 = bitcast <8 x float> %7614 to <8 x i32>
  %7618 = and <8 x i32> %7617, %2291
  %7619 = bitcast <8 x i32> %7618 to <8 x float>
  %7620 = fcmp oeq <8 x float> %7614, %48
  %7621 = select <8 x i1> %7620, <8 x float> %7619, <8 x float> %7616
  br label %7632

7622:                                             ; preds = %7613
  %7623 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7614)
  %7624 = bitcast <8 x float> %7614 to <8 x i32>
  %7625 = or <8 x i32> %7624, %2292
  %7626 = bitcast <8 x i32> %7625 to <8 x float>
  %7627 = fcmp oeq <8 x float> %7614, %51
  %7628 = select <8 x i1> %7627, <8 x float> %7626, <8 x float> %7623
  br label %7632

7629:                                             ; preds = %7613
  %7630 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7576, <8 x i1> %7565, <8 x float> zeroinitializer)
  %7631 = fadd <8 x float> %7614, %7630
  br label %7632

7632:                                             ; preds = %7615, %7622, %7629, %7613, %7594, %7572
  %7633 = phi <8 x float> [ %7614, %7613 ], [ %7573, %7572 ], [ %7595, %7594 ], [ %7631, %7629 ], [ %7628, %7622 ], [ %7621, %7615 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7633, ptr nonnull align 1 %7574, <8 x i1> %7565)
  %7634 = shl i64 %4389, 3
  %7635 = or disjoint i64 %7634, 40
  %7636 = sub nsw i64 %9, %7635
  %7637 = icmp sgt i64 %7636, 7
  %7638 = trunc i64 %7636 to i32
  %7639 = select i1 %7637, i32 8, i32 %7638
  %7640 = insertelement <8 x i32> poison, i32 %7639, i64 0
  %7641 = shufflevector <8 x i32> %7640, <8 x i32> poison, <8 x i32> zeroinitializer
  %7642 = icmp sgt <8 x i32> %7641, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7643 = load <8 x float>, ptr %2324, align 32
  br i1 %2638, label %7649, label %7644

7644:                                             ; preds = %7632
  %7645 = load float, ptr %2617, align 1
  %7646 = insertelement <8 x float> poison, float %7645, i64 0
  %7647 = shufflevector <8 x float> %7646, <8 x float> poison, <8 x i32> zeroinitializer
  %7648 = fadd <8 x float> %7643, %7647
  br label %7649

7649:                                             ; preds = %7644, %7632
  %7650 = phi <8 x float> [ %7648, %7644 ], [ %7643, %7632 ]
  %7651 = getelementptr inbounds nuw float, ptr %2624, i64 %7635
  %7652 = getelementptr inbounds nuw float, ptr %2629, i64 %7635
  %7653 = select i1 %2639, ptr null, ptr %7652
  switch i64 %2299, label %505 [
    i64 1, label %7668
    i64 2, label %7661
    i64 3, label %7654
    i64 0, label %7709
  ]

7654:                                             ; preds = %7649
  %7655 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7650)
  %7656 = bitcast <8 x float> %7650 to <8 x i32>
  %7657 = and <8 x i32> %7656, %2291
  %7658 = bitcast <8 x i32> %7657 to <8 x float>
  %7659 = fcmp oeq <8 x float> %7650, %48
  %7660 = select <8 x i1> %7659, <8 x float> %7658, <8 x float> %7655
  br label %7671

7661:                                             ; preds = %7649
  %7662 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7650)
  %7663 = bitcast <8 x float> %7650 to <8 x i32>
  %7664 = or <8 x i32> %7663, %2292
  %7665 = bitcast <8 x i32> %7664 to <8 x float>
  %7666 = fcmp oeq <8 x float> %7650, %51
  %7667 = select <8 x i1> %7666, <8 x float> %7665, <8 x float> %7662
  br label %7671

7668:                                             ; preds = %7649
  %7669 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7653, <8 x i1> %7642, <8 x float> zeroinitializer)
  %7670 = fadd <8 x float> %7650, %7669
  br label %7671

7671:                                             ; preds = %7668, %7661, %7654
  %7672 = phi <8 x float> [ %7670, %7668 ], [ %7667, %7661 ], [ %7660, %7654 ]
  switch i64 %2326, label %505 [
    i64 1, label %7687
    i64 2, label %7680
    i64 3, label %7673
    i64 0, label %7709
  ]

7673:                                             ; preds = %7671
  %7674 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7672)
  %7675 = bitcast <8 x float> %7672 to <8 x i32>
  %7676 = and <8 x i32> %7675, %2291
  %7677 = bitcast <8 x i32> %7676 to <8 x float>
  %7678 = fcmp oeq <8 x float> %7672, %48
  %7679 = select <8 x i1> %7678, <8 x float> %7677, <8 x float> %7674
  br label %7690

7680:                                             ; preds = %7671
  %7681 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7672)
  %7682 = bitcast <8 x float> %7672 to <8 x i32>
  %7683 = or <8 x i32> %7682, %2292
  %7684 = bitcast <8 x i32> %7683 to <8 x float>
  %7685 = fcmp oeq <8 x float> %7672, %51
  %7686 = select <8 x i1> %7685, <8 x float> %7684, <8 x float> %7681
  br label %7690

7687:                                             ; preds = %7671
  %7688 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7653, <8 x i1> %7642, <8 x float> zeroinitializer)
  %7689 = fadd <8 x float> %7672, %7688
  br label %7690

7690:                                             ; preds = %7687, %7680, %7673
  %7691 = phi <8 x float> [ %7689, %7687 ], [ %7686, %7680 ], [ %7679, %7673 ]
  switch i64 %2328, label %505 [
    i64 1, label %7706
    i64 2, label %7699
    i64 3, label %7692
    i64 0, label %7709
  ]

7692:                                             ; preds = %7690
  %7693 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7691)
  %7694 = bitcast <8 x float> %7691 to <8 x i32>
  %7695 = and <8 x i32> %7694, %2291
  %7696 = bitcast <8 x i32> %7695 to <8 x float>
  %7697 = fcmp oeq <8 x float> %7691, %48
  %7698 = select <8 x i1> %7697, <8 x float> %7696, <8 x float> %7693
  br label %7709

7699:                                             ; preds = %7690
  %7700 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7691)
  %7701 = bitcast <8 x float> %7691 to <8 x i32>
  %7702 = or <8 x i32> %7701, %2292
  %7703 = bitcast <8 x i32> %7702 to <8 x float>
  %7704 = fcmp oeq <8 x float> %7691, %51
  %7705 = select <8 x i1> %7704, <8 x float> %7703, <8 x float> %7700
  br label %7709

7706:                                             ; preds = %7690
  %7707 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7653, <8 x i1> %7642, <8 x float> zeroinitializer)
  %7708 = fadd <8 x float> %7691, %7707
  br label %7709

7709:                                             ; preds = %7692, %7699, %7706, %7690, %7671, %7649
  %7710 = phi <8 x float> [ %7691, %7690 ], [ %7650, %7649 ], [ %7672, %7671 ], [ %7708, %7706 ], [ %7705, %7699 ], [ %7698, %7692 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7710, ptr nonnull align 1 %7651, <8 x i1> %7642)
  %7711 = shl i64 %4389, 3
  %7712 = or disjoint i64 %7711, 48
  %7713 = sub nsw i64 %9, %7712
  %7714 = icmp sgt i64 %7713, 7
  %7715 = trunc i64 %7713 to i32
  %7716 = select i1 %7714, i32 8, i32 %7715
  %7717 = insertelement <8 x i32> poison, i32 %7716, i64 0
  %7718 = shufflevector <8 x i32> %7717, <8 x i32> poison, <8 x i32> zeroinitializer
  %7719 = icmp sgt <8 x i32> %7718, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7720 = load <8 x float>, ptr %2329, align 32
  br i1 %2638, label %7726, label %7721

7721:                                             ; preds = %7709
  %7722 = load float, ptr %2617, align 1
  %7723 = insertelement <8 x float> poison, float %7722, i64 0
  %7724 = shufflevector <8 x float> %7723, <8 x float> poison, <8 x i32> zeroinitializer
  %7725 = fadd <8 x float> %7720, %7724
  br label %7726

7726:                                             ; preds = %7721, %7709
  %7727 = phi <8 x float> [ %7725, %7721 ], [ %7720, %7709 ]
  %7728 = getelementptr inbounds nuw float, ptr %2624, i64 %7712
  %7729 = getelementptr inbounds nuw float, ptr %2629, i64 %7712
  %7730 = select i1 %2639, ptr null, ptr %7729
  switch i64 %2299, label %505 [
    i64 1, label %7745
    i64 2, label %7738
    i64 3, label %7731
    i64 0, label %7786
  ]

7731:                                             ; preds = %7726
  %7732 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7727)
  %7733 = bitcast <8 x float> %7727 to <8 x i32>
  %7734 = and <8 x i32> %7733, %2291
  %7735 = bitcast <8 x i32> %7734 to <8 x float>
  %7736 = fcmp oeq <8 x float> %7727, %48
  %7737 = select <8 x i1> %7736, <8 x float> %7735, <8 x float> %7732
  br label %7748

7738:                                             ; preds = %7726
  %7739 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7727)
  %7740 = bitcast <8 x float> %7727 to <8 x i32>
  %7741 = or <8 x i32> %7740, %2292
  %7742 = bitcast <8 x i32> %7741 to <8 x float>
  %7743 = fcmp oeq <8 x float> %7727, %51
  %7744 = select <8 x i1> %7743, <8 x float> %7742, <8 x float> %7739
  br label %7748

7745:                                             ; preds = %7726
  %7746 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7730, <8 x i1> %7719, <8 x float> zeroinitializer)
  %7747 = fadd <8 x float> %7727, %7746
  br label %7748

7748:                                             ; preds = %7745, %7738, %7731
  %7749 = phi <8 x float> [ %7747, %7745 ], [ %7744, %7738 ], [ %7737, %7731 ]
  switch i64 %2331, label %505 [
    i64 1, label %7764
    i64 2, label %7757
    i64 3, label %7750
    i64 0, label %7786
  ]

7750:                                             ; preds = %7748
  %7751 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7749)
  %7752 = bitcast <8 x float> %7749 to <8 x i32>
  %7753 = and <8 x i32> %7752, %2291
  %7754 = bitcast <8 x i32> %7753 to <8 x float>
  %7755 = fcmp oeq <8 x float> %7749, %48
  %7756 = select <8 x i1> %7755, <8 x float> %7754, <8 x float> %7751
  br label %7767

7757:                                             ; preds = %7748
  %7758 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7749)
  %7759 = bitcast <8 x float> %7749 to <8 x i32>
  %7760 = or <8 x i32> %7759, %2292
  %7761 = bitcast <8 x i32> %7760 to <8 x float>
  %7762 = fcmp oeq <8 x float> %7749, %51
  %7763 = select <8 x i1> %7762, <8 x float> %7761, <8 x float> %7758
  br label %7767

7764:                                             ; preds = %7748
  %7765 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7730, <8 x i1> %7719, <8 x float> zeroinitializer)
  %7766 = fadd <8 x float> %7749, %7765
  br label %7767

7767:                                             ; preds = %7764, %7757, %7750
  %7768 = phi <8 x float> [ %7766, %7764 ], [ %7763, %7757 ], [ %7756, %7750 ]
  switch i64 %2333, label %505 [
    i64 1, label %7783
    i64 2, label %7776
    i64 3, label %7769
    i64 0, label %7786
  ]

7769:                                             ; preds = %7767
  %7770 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7768)
  %7771 = bitcast <8 x float> %7768 to <8 x i32>
  %7772 = and <8 x i32> %7771, %2291
  %7773 = bitcast <8 x i32> %7772 to <8 x float>
  %7774 = fcmp oeq <8 x float> %7768, %48
  %7775 = select <8 x i1> %7774, <8 x float> %7773, <8 x float> %7770
  br label %7786

7776:                                             ; preds = %7767
  %7777 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7768)
  %7778 = bitcast <8 x float> %7768 to <8 x i32>
  %7779 = or <8 x i32> %7778, %2292
  %7780 = bitcast <8 x i32> %7779 to <8 x float>
  %7781 = fcmp oeq <8 x float> %7768, %51
  %7782 = select <8 x i1> %7781, <8 x float> %7780, <8 x float> %7777
  br label %7786

7783:                                             ; preds = %7767
  %7784 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7730, <8 x i1> %7719, <8 x float> zeroinitializer)
  %7785 = fadd <8 x float> %7768, %7784
  br label %7786

7786:                                             ; preds = %7769, %7776, %7783, %7767, %7748, %7726
  %7787 = phi <8 x float> [ %7768, %7767 ], [ %7727, %7726 ], [ %7749, %7748 ], [ %7785, %7783 ], [ %7782, %7776 ], [ %7775, %7769 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7787, ptr nonnull align 1 %7728, <8 x i1> %7719)
  %7788 = shl i64 %4389, 3
  %7789 = or disjoint i64 %7788, 56
  %7790 = sub nsw i64 %9, %7789
  %7791 = icmp sgt i64 %7790, 7
  %7792 = trunc i64 %7790 to i32
  %7793 = select i1 %7791, i32 8, i32 %7792
  %7794 = insertelement <8 x i32> poison, i32 %7793, i64 0
  %7795 = shufflevector <8 x i32> %7794, <8 x i32> poison, <8 x i32> zeroinitializer
  %7796 = icmp sgt <8 x i32> %7795, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7797 = load <8 x float>, ptr %2334, align 32
  br i1 %2638, label %7803, label %7798

7798:                                             ; preds = %7786
  %7799 = load float, ptr %2617, align 1
  %7800 = insertelement <8 x float> poison, float %7799, i64 0
  %7801 = shufflevector <8 x float> %7800, <8 x float> poison, <8 x i32> zeroinitializer
  %7802 = fadd <8 x float> %7797, %7801
  br label %7803

7803:                                             ; preds = %7798, %7786
  %7804 = phi <8 x float> [ %7802, %7798 ], [ %7797, %7786 ]
  %7805 = getelementptr inbounds nuw float, ptr %2624, i64 %7789
  %7806 = getelementptr inbounds nuw float, ptr %2629, i64 %7789
  %7807 = select i1 %2639, ptr null, ptr %7806
  switch i64 %2299, label %505 [
    i64 1, label %7822
    i64 2, label %7815
    i64 3, label %7808
    i64 0, label %7863
  ]

7808:                                             ; preds = %7803
  %7809 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7804)
  %7810 = bitcast <8 x float> %7804 to <8 x i32>
  %7811 = and <8 x i32> %7810, %2291
  %7812 = bitcast <8 x i32> %7811 to <8 x float>
  %7813 = fcmp oeq <8 x float> %7804, %48
  %7814 = select <8 x i1> %7813, <8 x float> %7812, <8 x float> %7809
  br label %7825

7815:                                             ; preds = %7803
  %7816 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7804)
  %7817 = bitcast <8 x float> %7804 to <8 x i32>
  %7818 = or <8 x i32> %7817, %2292
  %7819 = bitcast <8 x i32> %7818 to <8 x float>
  %7820 = fcmp oeq <8 x float> %7804, %51
  %7821 = select <8 x i1> %7820, <8 x float> %7819, <8 x float> %7816
  br label %7825

7822:                                             ; preds = %7803
  %7823 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7807, <8 x i1> %7796, <8 x float> zeroinitializer)
  %7824 = fadd <8 x float> %7804, %7823
  br label %7825

7825:                                             ; preds = %7822, %7815, %7808
  %7826 = phi <8 x float> [ %7824, %7822 ], [ %7821, %7815 ], [ %7814, %7808 ]
  switch i64 %2336, label %505 [
    i64 1, label %7841
    i64 2, label %7834
    i64 3, label %7827
    i64 0, label %7863
  ]

7827:                                             ; preds = %7825
  %7828 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7826)
  %7829 = bitcast <8 x float> %7826 to <8 x i32>
  %7830 = and <8 x i32> %7829, %2291
  %7831 = bitcast <8 x i32> %7830 to <8 x float>
  %7832 = fcmp oeq <8 x float> %7826, %48
  %7833 = select <8 x i1> %7832, <8 x float> %7831, <8 x float> %7828
  br label %7844

7834:                                             ; preds = %7825
  %7835 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7826)
  %7836 = bitcast <8 x float> %7826 to <8 x i32>
  %7837 = or <8 x i32> %7836, %2292
  %7838 = bitcast <8 x i32> %7837 to <8 x float>
  %7839 = fcmp oeq <8 x float> %7826, %51
  %7840 = select <8 x i1> %7839, <8 x float> %7838, <8 x float> %7835
  br label %7844

7841:                                             ; preds = %7825
  %7842 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7807, <8 x i1> %7796, <8 x float> zeroinitializer)
  %7843 = fadd <8 x float> %7826, %7842
  br label %7844

7844:                                             ; preds = %7841, %7834, %7827
  %7845 = phi <8 x float> [ %7843, %7841 ], [ %7840, %7834 ], [ %7833, %7827 ]
  switch i64 %2338, label %505 [
    i64 1, label %7860
    i64 2, label %7853
    i64 3, label %7846
    i64 0, label %7863
  ]

7846:                                             ; preds = %7844
  %7847 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %48, <8 x float> %7845)
  %7848 = bitcast <8 x float> %7845 to <8 x i32>
  %7849 = and <8 x i32> %7848, %2291
  %7850 = bitcast <8 x i32> %7849 to <8 x float>
  %7851 = fcmp oeq <8 x float> %7845, %48
  %7852 = select <8 x i1> %7851, <8 x float> %7850, <8 x float> %7847
  br label %7863

7853:                                             ; preds = %7844
  %7854 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %51, <8 x float> %7845)
  %7855 = bitcast <8 x float> %7845 to <8 x i32>
  %7856 = or <8 x i32> %7855, %2292
  %7857 = bitcast <8 x i32> %7856 to <8 x float>
  %7858 = fcmp oeq <8 x float> %7845, %51
  %7859 = select <8 x i1> %7858, <8 x float> %7857, <8 x float> %7854
  br label %7863

7860:                                             ; preds = %7844
  %7861 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7807, <8 x i1> %7796, <8 x float> zeroinitializer)
  %7862 = fadd <8 x float> %7845, %7861
  br label %7863

7863:                                             ; preds = %7846, %7853, %7860, %7844, %7825, %7803
  %7864 = phi <8 x float> [ %7845, %7844 ], [ %7804, %7803 ], [ %7826, %7825 ], [ %7862, %7860 ], [ %7859, %7853 ], [ %7852, %7846 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7864, ptr nonnull align 1 %7805, <8 x i1> %7796)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7865

7865:                                             ; preds = %4537, %4801, %5183, %5565, %6024, %6560, %7173, %7863, %4388
  %7866 = add nuw nsw i64 %4389, 8
  %7867 = icmp slt i64 %7866, %2228
  br i1 %7867, label %4388, label %7868

7868:                                             ; preds = %7865, %2636, %3033, %3751, %4386, %2648
  %7869 = zext nneg i32 %2634 to i64
  %7870 = add nsw i64 %2610, %7869
  %7871 = add nsw i64 %2607, %7869
  %7872 = icmp eq i64 %7871, %8
  br i1 %7872, label %7873, label %7879

7873:                                             ; preds = %7868
  %7874 = add nsw i64 %2608, 1
  %7875 = icmp eq i64 %7874, %5
  %7876 = zext i1 %7875 to i64
  %7877 = add nsw i64 %2609, %7876
  %7878 = select i1 %7875, i64 0, i64 %7874
  br label %7879

7879:                                             ; preds = %7873, %7868
  %7880 = phi i64 [ %2609, %7868 ], [ %7877, %7873 ]
  %7881 = phi i64 [ %2608, %7868 ], [ %7878, %7873 ]
  %7882 = phi i64 [ %7871, %7868 ], [ 0, %7873 ]
  %7883 = icmp slt i64 %7870, %4
  br i1 %7883, label %2606, label %2605

7884:                                             ; preds = %1122, %1035, %2605, %27
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
