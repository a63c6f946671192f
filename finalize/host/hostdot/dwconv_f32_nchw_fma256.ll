; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27) local_unnamed_addr {
  %29 = alloca [4 x [8 x <8 x float>]], align 32
  %30 = alloca [4 x [8 x <8 x float>]], align 32
  %31 = alloca [4 x [8 x <8 x float>]], align 32
  %32 = alloca [4 x [8 x <8 x float>]], align 32
  %33 = alloca [4 x [8 x <8 x float>]], align 32
  %34 = alloca [4 x [8 x <8 x float>]], align 32
  %35 = alloca [8 x <8 x float>], align 32
  %36 = alloca [8 x <8 x float>], align 32
  %37 = alloca [256 x <4 x i64>], align 32
  %38 = alloca [49 x i64], align 16
  %39 = alloca [112 x <4 x i64>], align 32
  %40 = inttoptr i64 %0 to ptr
  %41 = inttoptr i64 %1 to ptr
  %42 = inttoptr i64 %21 to ptr
  %43 = inttoptr i64 %22 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = trunc i64 %24 to i32
  %46 = trunc i64 %25 to i32
  %47 = insertelement <8 x i32> poison, i32 %45, i64 0
  %48 = bitcast <8 x i32> %47 to <8 x float>
  %49 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> zeroinitializer
  %50 = insertelement <8 x i32> poison, i32 %46, i64 0
  %51 = bitcast <8 x i32> %50 to <8 x float>
  %52 = shufflevector <8 x float> %51, <8 x float> poison, <8 x i32> zeroinitializer
  %53 = icmp sge i64 %3, %4
  %54 = icmp slt i64 %27, 1
  %55 = or i1 %53, %54
  br i1 %55, label %7929, label %56

56:                                               ; preds = %28
  %57 = tail call i64 @llvm.smin.i64(i64 %27, i64 %8)
  %58 = icmp ne i64 %13, 2
  %59 = add i64 %8, -1
  %60 = add i64 %59, %57
  %61 = sdiv i64 %60, %57
  %62 = srem i64 %3, %5
  %63 = sdiv i64 %3, %5
  %64 = sdiv i64 %63, %61
  %65 = mul i64 %11, %10
  %66 = mul nsw i64 %9, %8
  %67 = add nsw i64 %66, 7
  %68 = sdiv i64 %67, 8
  %69 = add nsw i64 %68, 1
  %70 = sdiv i64 %69, 2
  %71 = shl nsw i64 %70, 1
  %72 = icmp sle i64 %8, %27
  %73 = icmp eq i64 %12, 1
  %74 = and i1 %73, %72
  %75 = icmp eq i64 %13, 1
  %76 = and i1 %75, %74
  %77 = icmp eq i64 %9, %7
  %78 = and i1 %77, %76
  %79 = icmp slt i64 %7, 5
  %80 = and i1 %79, %78
  %81 = mul nsw i64 %71, %65
  %82 = icmp slt i64 %81, 257
  %83 = select i1 %80, i1 %82, i1 false
  br i1 %83, label %84, label %1035

84:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  %85 = trunc i64 %9 to i32
  %86 = insertelement <8 x i32> poison, i32 %85, i64 0
  %87 = shufflevector <8 x i32> %86, <8 x i32> poison, <8 x i32> zeroinitializer
  %88 = add <8 x i32> %87, splat (i32 -1)
  br label %113

89:                                               ; preds = %113
  %90 = sdiv i64 8, %9
  %91 = trunc nsw i64 %90 to i32
  %92 = insertelement <8 x i32> poison, i32 %91, i64 0
  %93 = shufflevector <8 x i32> %92, <8 x i32> poison, <8 x i32> zeroinitializer
  %94 = srem i64 8, %9
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer
  %98 = icmp sgt i64 %10, 0
  br i1 %98, label %99, label %179

99:                                               ; preds = %89
  %100 = icmp sgt i64 %11, 0
  %101 = icmp ult i64 %11, 4
  %102 = icmp ult i64 %11, 16
  %103 = and i64 %11, 12
  %104 = and i64 %11, 9223372036854775792
  %105 = insertelement <4 x i64> poison, i64 %15, i64 0
  %106 = shufflevector <4 x i64> %105, <4 x i64> poison, <4 x i32> zeroinitializer
  %107 = icmp eq i64 %11, %104
  %108 = icmp eq i64 %103, 0
  %109 = and i64 %11, 9223372036854775804
  %110 = insertelement <4 x i64> poison, i64 %15, i64 0
  %111 = shufflevector <4 x i64> %110, <4 x i64> poison, <4 x i32> zeroinitializer
  %112 = icmp eq i64 %11, %109
  br label %124

113:                                              ; preds = %113, %84
  %114 = phi i32 [ 0, %84 ], [ %122, %113 ]
  %115 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %84 ], [ %120, %113 ]
  %116 = phi <8 x i32> [ zeroinitializer, %84 ], [ %121, %113 ]
  %117 = icmp sgt <8 x i32> %115, %88
  %118 = zext <8 x i1> %117 to <8 x i32>
  %119 = select <8 x i1> %117, <8 x i32> %87, <8 x i32> zeroinitializer
  %120 = sub <8 x i32> %115, %119
  %121 = add <8 x i32> %116, %118
  %122 = add nsw i32 %114, %85
  %123 = icmp slt i32 %122, 8
  br i1 %123, label %113, label %89

124:                                              ; preds = %187, %99
  %125 = phi i64 [ 0, %99 ], [ %188, %187 ]
  br i1 %100, label %126, label %187

126:                                              ; preds = %124
  %127 = mul nsw i64 %125, %14
  %128 = sub nsw i64 %127, %16
  %129 = mul nsw i64 %128, %9
  %130 = sub i64 %129, %17
  %131 = mul nuw nsw i64 %125, %11
  %132 = getelementptr i64, ptr %38, i64 %131
  br i1 %101, label %177, label %133

133:                                              ; preds = %126
  br i1 %102, label %160, label %134

134:                                              ; preds = %133
  %135 = insertelement <4 x i64> poison, i64 %130, i64 0
  %136 = shufflevector <4 x i64> %135, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %137

137:                                              ; preds = %137, %134
  %138 = phi i64 [ 0, %134 ], [ %155, %137 ]
  %139 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %134 ], [ %156, %137 ]
  %140 = add <4 x i64> %139, splat (i64 4)
  %141 = add <4 x i64> %139, splat (i64 8)
  %142 = add <4 x i64> %139, splat (i64 12)
  %143 = mul nsw <4 x i64> %139, %106
  %144 = mul nsw <4 x i64> %140, %106
  %145 = mul nsw <4 x i64> %141, %106
  %146 = mul nsw <4 x i64> %142, %106
  %147 = add <4 x i64> %136, %143
  %148 = add <4 x i64> %136, %144
  %149 = add <4 x i64> %136, %145
  %150 = add <4 x i64> %136, %146
  %151 = getelementptr i64, ptr %132, i64 %138
  %152 = getelementptr i8, ptr %151, i64 32
  %153 = getelementptr i8, ptr %151, i64 64
  %154 = getelementptr i8, ptr %151, i64 96
  store <4 x i64> %147, ptr %151, align 8
  store <4 x i64> %148, ptr %152, align 8
  store <4 x i64> %149, ptr %153, align 8
  store <4 x i64> %150, ptr %154, align 8
  %155 = add nuw i64 %138, 16
  %156 = add <4 x i64> %139, splat (i64 16)
  %157 = icmp eq i64 %155, %104
  br i1 %157, label %158, label %137

158:                                              ; preds = %137
  br i1 %107, label %187, label %159

159:                                              ; preds = %158
  br i1 %108, label %177, label %160

160:                                              ; preds = %133, %159
  %161 = phi i64 [ %104, %159 ], [ 0, %133 ]
  %162 = insertelement <4 x i64> poison, i64 %130, i64 0
  %163 = shufflevector <4 x i64> %162, <4 x i64> poison, <4 x i32> zeroinitializer
  %164 = insertelement <4 x i64> poison, i64 %161, i64 0
  %165 = shufflevector <4 x i64> %164, <4 x i64> poison, <4 x i32> zeroinitializer
  %166 = or disjoint <4 x i64> %165, <i64 0, i64 1, i64 2, i64 3>
  br label %167

167:                                              ; preds = %167, %160
  %168 = phi i64 [ %161, %160 ], [ %173, %167 ]
  %169 = phi <4 x i64> [ %166, %160 ], [ %174, %167 ]
  %170 = mul nsw <4 x i64> %169, %111
  %171 = add <4 x i64> %163, %170
  %172 = getelementptr i64, ptr %132, i64 %168
  store <4 x i64> %171, ptr %172, align 8
  %173 = add nuw i64 %168, 4
  %174 = add nuw nsw <4 x i64> %169, splat (i64 4)
  %175 = icmp eq i64 %173, %109
  br i1 %175, label %176, label %167

176:                                              ; preds = %167
  br i1 %112, label %187, label %177

177:                                              ; preds = %126, %159, %176
  %178 = phi i64 [ 0, %126 ], [ %104, %159 ], [ %109, %176 ]
  br label %190

179:                                              ; preds = %187, %89
  %180 = icmp sgt i64 %66, 0
  br i1 %180, label %181, label %256

181:                                              ; preds = %179
  %182 = mul nsw i64 %9, %6
  %183 = trunc i64 %6 to i32
  %184 = insertelement <8 x i32> poison, i32 %183, i64 0
  %185 = shufflevector <8 x i32> %184, <8 x i32> poison, <8 x i32> zeroinitializer
  %186 = icmp sgt i64 %11, 0
  br label %197

187:                                              ; preds = %190, %158, %176, %124
  %188 = add nuw nsw i64 %125, 1
  %189 = icmp eq i64 %188, %10
  br i1 %189, label %179, label %124

190:                                              ; preds = %177, %190
  %191 = phi i64 [ %195, %190 ], [ %178, %177 ]
  %192 = mul nsw i64 %191, %15
  %193 = add i64 %130, %192
  %194 = getelementptr i64, ptr %132, i64 %191
  store i64 %193, ptr %194, align 8
  %195 = add nuw nsw i64 %191, 1
  %196 = icmp eq i64 %195, %11
  br i1 %196, label %187, label %190

197:                                              ; preds = %212, %181
  %198 = phi i64 [ 0, %181 ], [ %220, %212 ]
  %199 = phi <8 x i32> [ %120, %181 ], [ %218, %212 ]
  %200 = phi <8 x i32> [ %121, %181 ], [ %219, %212 ]
  %201 = shl nsw i64 %198, 3
  %202 = sub nsw i64 %182, %201
  %203 = tail call i64 @llvm.smax.i64(i64 %202, i64 0)
  %204 = tail call i64 @llvm.umin.i64(i64 %203, i64 8)
  %205 = trunc nuw nsw i64 %204 to i32
  %206 = insertelement <8 x i32> poison, i32 %205, i64 0
  %207 = shufflevector <8 x i32> %206, <8 x i32> poison, <8 x i32> zeroinitializer
  %208 = icmp samesign ugt <8 x i32> %207, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %98, label %209, label %212

209:                                              ; preds = %197
  %210 = mul nsw i64 %198, %65
  %211 = getelementptr <4 x i64>, ptr %37, i64 %210
  br label %222

212:                                              ; preds = %237, %197
  %213 = add <8 x i32> %200, %93
  %214 = add <8 x i32> %199, %97
  %215 = icmp sgt <8 x i32> %214, %88
  %216 = zext <8 x i1> %215 to <8 x i32>
  %217 = select <8 x i1> %215, <8 x i32> %87, <8 x i32> zeroinitializer
  %218 = sub <8 x i32> %214, %217
  %219 = add <8 x i32> %213, %216
  %220 = add nuw nsw i64 %198, 1
  %221 = icmp eq i64 %220, %71
  br i1 %221, label %256, label %197

222:                                              ; preds = %237, %209
  %223 = phi i64 [ 0, %209 ], [ %238, %237 ]
  br i1 %186, label %224, label %237

224:                                              ; preds = %222
  %225 = mul nsw i64 %223, %14
  %226 = sub nsw i64 %225, %16
  %227 = trunc i64 %226 to i32
  %228 = insertelement <8 x i32> poison, i32 %227, i64 0
  %229 = shufflevector <8 x i32> %228, <8 x i32> poison, <8 x i32> zeroinitializer
  %230 = add <8 x i32> %229, %200
  %231 = icmp sgt <8 x i32> %230, splat (i32 -1)
  %232 = icmp sgt <8 x i32> %185, %230
  %233 = and <8 x i1> %231, %208
  %234 = and <8 x i1> %233, %232
  %235 = mul nuw nsw i64 %223, %11
  %236 = getelementptr <4 x i64>, ptr %211, i64 %235
  br label %240

237:                                              ; preds = %240, %222
  %238 = add nuw nsw i64 %223, 1
  %239 = icmp eq i64 %238, %10
  br i1 %239, label %212, label %222

240:                                              ; preds = %240, %224
  %241 = phi i64 [ 0, %224 ], [ %254, %240 ]
  %242 = mul nsw i64 %241, %15
  %243 = sub nsw i64 %242, %17
  %244 = trunc i64 %243 to i32
  %245 = insertelement <8 x i32> poison, i32 %244, i64 0
  %246 = shufflevector <8 x i32> %245, <8 x i32> poison, <8 x i32> zeroinitializer
  %247 = add <8 x i32> %246, %199
  %248 = icmp sgt <8 x i32> %87, %247
  %249 = icmp sgt <8 x i32> %247, splat (i32 -1)
  %250 = and <8 x i1> %234, %249
  %251 = and <8 x i1> %250, %248
  %252 = sext <8 x i1> %251 to <8 x i32>
  %253 = getelementptr <4 x i64>, ptr %236, i64 %241
  store <8 x i32> %252, ptr %253, align 32
  %254 = add nuw nsw i64 %241, 1
  %255 = icmp eq i64 %254, %11
  br i1 %255, label %237, label %240

256:                                              ; preds = %212, %179
  %257 = sub nsw i64 %4, %3
  %258 = icmp sgt i64 %257, 3
  br i1 %258, label %259, label %1033

259:                                              ; preds = %256
  %260 = mul i64 %9, %6
  %261 = icmp eq i64 %22, 0
  %262 = icmp sgt i64 %65, 0
  %263 = bitcast <8 x float> %49 to <8 x i32>
  %264 = bitcast <8 x float> %52 to <8 x i32>
  %265 = icmp eq i64 %21, 0
  %266 = and i64 %26, 3
  %267 = lshr i64 %26, 2
  %268 = and i64 %267, 3
  %269 = lshr i64 %26, 4
  %270 = and i64 %269, 3
  %271 = lshr i64 %26, 2
  %272 = and i64 %271, 3
  %273 = lshr i64 %26, 4
  %274 = and i64 %273, 3
  %275 = icmp eq i64 %21, 0
  %276 = lshr i64 %26, 2
  %277 = and i64 %276, 3
  %278 = lshr i64 %26, 4
  %279 = and i64 %278, 3
  %280 = lshr i64 %26, 2
  %281 = and i64 %280, 3
  %282 = lshr i64 %26, 4
  %283 = and i64 %282, 3
  %284 = icmp eq i64 %21, 0
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
  br label %302

302:                                              ; preds = %259, %391
  %303 = phi i64 [ %3, %259 ], [ %392, %391 ]
  %304 = phi i64 [ %62, %259 ], [ %385, %391 ]
  %305 = phi i64 [ %64, %259 ], [ %384, %391 ]
  %306 = mul nsw i64 %305, %19
  %307 = getelementptr inbounds float, ptr %40, i64 %306
  %308 = mul i64 %260, %304
  %309 = getelementptr inbounds float, ptr %307, i64 %308
  %310 = mul nsw i64 %304, %65
  %311 = getelementptr inbounds float, ptr %41, i64 %310
  %312 = getelementptr inbounds float, ptr %42, i64 %304
  %313 = mul nsw i64 %305, %20
  %314 = getelementptr inbounds float, ptr %44, i64 %313
  %315 = mul nsw i64 %304, %66
  %316 = getelementptr inbounds float, ptr %314, i64 %315
  %317 = mul nsw i64 %305, %23
  %318 = getelementptr inbounds float, ptr %43, i64 %317
  %319 = getelementptr inbounds float, ptr %318, i64 %315
  %320 = select i1 %261, ptr null, ptr %319
  %321 = add nsw i64 %304, 1
  %322 = icmp eq i64 %321, %5
  %323 = zext i1 %322 to i64
  %324 = add nsw i64 %305, %323
  %325 = select i1 %322, i64 0, i64 %321
  %326 = mul nsw i64 %324, %19
  %327 = getelementptr inbounds float, ptr %40, i64 %326
  %328 = mul i64 %260, %325
  %329 = getelementptr inbounds float, ptr %327, i64 %328
  %330 = mul nsw i64 %325, %65
  %331 = getelementptr inbounds float, ptr %41, i64 %330
  %332 = getelementptr inbounds float, ptr %42, i64 %325
  %333 = mul nsw i64 %324, %20
  %334 = getelementptr inbounds float, ptr %44, i64 %333
  %335 = mul nsw i64 %325, %66
  %336 = getelementptr inbounds float, ptr %334, i64 %335
  %337 = mul nsw i64 %324, %23
  %338 = getelementptr inbounds float, ptr %43, i64 %337
  %339 = getelementptr inbounds float, ptr %338, i64 %335
  %340 = select i1 %261, ptr null, ptr %339
  %341 = add nsw i64 %325, 1
  %342 = icmp eq i64 %341, %5
  %343 = zext i1 %342 to i64
  %344 = add nsw i64 %324, %343
  %345 = select i1 %342, i64 0, i64 %341
  %346 = mul nsw i64 %344, %19
  %347 = getelementptr inbounds float, ptr %40, i64 %346
  %348 = mul i64 %260, %345
  %349 = getelementptr inbounds float, ptr %347, i64 %348
  %350 = mul nsw i64 %345, %65
  %351 = getelementptr inbounds float, ptr %41, i64 %350
  %352 = getelementptr inbounds float, ptr %42, i64 %345
  %353 = mul nsw i64 %344, %20
  %354 = getelementptr inbounds float, ptr %44, i64 %353
  %355 = mul nsw i64 %345, %66
  %356 = getelementptr inbounds float, ptr %354, i64 %355
  %357 = mul nsw i64 %344, %23
  %358 = getelementptr inbounds float, ptr %43, i64 %357
  %359 = getelementptr inbounds float, ptr %358, i64 %355
  %360 = select i1 %261, ptr null, ptr %359
  %361 = add nsw i64 %345, 1
  %362 = icmp eq i64 %361, %5
  %363 = zext i1 %362 to i64
  %364 = add nsw i64 %344, %363
  %365 = select i1 %362, i64 0, i64 %361
  %366 = mul nsw i64 %364, %19
  %367 = getelementptr inbounds float, ptr %40, i64 %366
  %368 = mul i64 %260, %365
  %369 = getelementptr inbounds float, ptr %367, i64 %368
  %370 = mul nsw i64 %365, %65
  %371 = getelementptr inbounds float, ptr %41, i64 %370
  %372 = getelementptr inbounds float, ptr %42, i64 %365
  %373 = mul nsw i64 %364, %20
  %374 = getelementptr inbounds float, ptr %44, i64 %373
  %375 = mul nsw i64 %365, %66
  %376 = getelementptr inbounds float, ptr %374, i64 %375
  %377 = mul nsw i64 %364, %23
  %378 = getelementptr inbounds float, ptr %43, i64 %377
  %379 = getelementptr inbounds float, ptr %378, i64 %375
  %380 = select i1 %261, ptr null, ptr %379
  %381 = add nsw i64 %365, 1
  %382 = icmp eq i64 %381, %5
  %383 = zext i1 %382 to i64
  %384 = add nsw i64 %364, %383
  %385 = select i1 %382, i64 0, i64 %381
  br i1 %180, label %386, label %391

386:                                              ; preds = %302
  %387 = icmp eq ptr %320, null
  %388 = icmp eq ptr %340, null
  %389 = icmp eq ptr %360, null
  %390 = icmp eq ptr %380, null
  br label %395

391:                                              ; preds = %1029, %302
  %392 = add nsw i64 %303, 4
  %393 = sub nsw i64 %4, %392
  %394 = icmp sgt i64 %393, 3
  br i1 %394, label %302, label %1033

395:                                              ; preds = %386, %1029
  %396 = phi i64 [ %1031, %1029 ], [ 0, %386 ]
  br i1 %262, label %397, label %406

397:                                              ; preds = %395
  %398 = shl i64 %396, 5
  %399 = mul nuw nsw i64 %396, %65
  %400 = getelementptr i8, ptr %309, i64 %398
  %401 = getelementptr i8, ptr %329, i64 %398
  %402 = getelementptr i8, ptr %349, i64 %398
  %403 = getelementptr i8, ptr %369, i64 %398
  %404 = or disjoint i64 %396, 1
  %405 = mul nuw nsw i64 %404, %65
  br label %415

406:                                              ; preds = %415, %395
  %407 = phi <8 x float> [ zeroinitializer, %395 ], [ %471, %415 ]
  %408 = phi <8 x float> [ zeroinitializer, %395 ], [ %457, %415 ]
  %409 = phi <8 x float> [ zeroinitializer, %395 ], [ %468, %415 ]
  %410 = phi <8 x float> [ zeroinitializer, %395 ], [ %450, %415 ]
  %411 = phi <8 x float> [ zeroinitializer, %395 ], [ %465, %415 ]
  %412 = phi <8 x float> [ zeroinitializer, %395 ], [ %443, %415 ]
  %413 = phi <8 x float> [ zeroinitializer, %395 ], [ %462, %415 ]
  %414 = phi <8 x float> [ zeroinitializer, %395 ], [ %436, %415 ]
  br i1 %265, label %479, label %474

415:                                              ; preds = %397, %415
  %416 = phi <8 x float> [ zeroinitializer, %397 ], [ %471, %415 ]
  %417 = phi <8 x float> [ zeroinitializer, %397 ], [ %457, %415 ]
  %418 = phi <8 x float> [ zeroinitializer, %397 ], [ %468, %415 ]
  %419 = phi <8 x float> [ zeroinitializer, %397 ], [ %450, %415 ]
  %420 = phi <8 x float> [ zeroinitializer, %397 ], [ %465, %415 ]
  %421 = phi <8 x float> [ zeroinitializer, %397 ], [ %443, %415 ]
  %422 = phi <8 x float> [ zeroinitializer, %397 ], [ %462, %415 ]
  %423 = phi <8 x float> [ zeroinitializer, %397 ], [ %436, %415 ]
  %424 = phi i64 [ 0, %397 ], [ %472, %415 ]
  %425 = getelementptr inbounds nuw i64, ptr %38, i64 %424
  %426 = load i64, ptr %425, align 8
  %427 = getelementptr <4 x i64>, ptr %37, i64 %424
  %428 = getelementptr <4 x i64>, ptr %427, i64 %399
  %429 = load <8 x i32>, ptr %428, align 32
  %430 = getelementptr float, ptr %400, i64 %426
  %431 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %430, <8 x i32> %429)
  %432 = getelementptr inbounds nuw float, ptr %311, i64 %424
  %433 = load float, ptr %432, align 1
  %434 = insertelement <8 x float> poison, float %433, i64 0
  %435 = shufflevector <8 x float> %434, <8 x float> poison, <8 x i32> zeroinitializer
  %436 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %431, <8 x float> %435, <8 x float> %423)
  %437 = getelementptr float, ptr %401, i64 %426
  %438 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %437, <8 x i32> %429)
  %439 = getelementptr inbounds nuw float, ptr %331, i64 %424
  %440 = load float, ptr %439, align 1
  %441 = insertelement <8 x float> poison, float %440, i64 0
  %442 = shufflevector <8 x float> %441, <8 x float> poison, <8 x i32> zeroinitializer
  %443 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %438, <8 x float> %442, <8 x float> %421)
  %444 = getelementptr float, ptr %402, i64 %426
  %445 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %444, <8 x i32> %429)
  %446 = getelementptr inbounds nuw float, ptr %351, i64 %424
  %447 = load float, ptr %446, align 1
  %448 = insertelement <8 x float> poison, float %447, i64 0
  %449 = shufflevector <8 x float> %448, <8 x float> poison, <8 x i32> zeroinitializer
  %450 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %445, <8 x float> %449, <8 x float> %419)
  %451 = getelementptr float, ptr %403, i64 %426
  %452 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %451, <8 x i32> %429)
  %453 = getelementptr inbounds nuw float, ptr %371, i64 %424
  %454 = load float, ptr %453, align 1
  %455 = insertelement <8 x float> poison, float %454, i64 0
  %456 = shufflevector <8 x float> %455, <8 x float> poison, <8 x i32> zeroinitializer
  %457 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %452, <8 x float> %456, <8 x float> %417)
  %458 = getelementptr <4 x i64>, ptr %427, i64 %405
  %459 = load <8 x i32>, ptr %458, align 32
  %460 = getelementptr inbounds nuw i8, ptr %430, i64 32
  %461 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %460, <8 x i32> %459)
  %462 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %461, <8 x float> %435, <8 x float> %422)
  %463 = getelementptr inbounds nuw i8, ptr %437, i64 32
  %464 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %463, <8 x i32> %459)
  %465 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %464, <8 x float> %442, <8 x float> %420)
  %466 = getelementptr inbounds nuw i8, ptr %444, i64 32
  %467 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %466, <8 x i32> %459)
  %468 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %449, <8 x float> %418)
  %469 = getelementptr inbounds nuw i8, ptr %451, i64 32
  %470 = tail call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr nonnull %469, <8 x i32> %459)
  %471 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %470, <8 x float> %456, <8 x float> %416)
  %472 = add nuw nsw i64 %424, 1
  %473 = icmp eq i64 %472, %65
  br i1 %473, label %406, label %415

474:                                              ; preds = %406
  %475 = load float, ptr %312, align 1
  %476 = insertelement <8 x float> poison, float %475, i64 0
  %477 = shufflevector <8 x float> %476, <8 x float> poison, <8 x i32> zeroinitializer
  %478 = fadd <8 x float> %414, %477
  br label %479

479:                                              ; preds = %474, %406
  %480 = phi <8 x float> [ %478, %474 ], [ %414, %406 ]
  %481 = shl nsw i64 %396, 3
  %482 = icmp slt i64 %481, %66
  %483 = sub nsw i64 %66, %481
  %484 = tail call i64 @llvm.smin.i64(i64 %483, i64 8)
  %485 = trunc nuw i64 %484 to i32
  %486 = select i1 %482, i32 %485, i32 0
  %487 = insertelement <8 x i32> poison, i32 %486, i64 0
  %488 = shufflevector <8 x i32> %487, <8 x i32> poison, <8 x i32> zeroinitializer
  %489 = icmp sgt <8 x i32> %488, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %490 = getelementptr inbounds nuw float, ptr %316, i64 %481
  %491 = getelementptr inbounds nuw float, ptr %320, i64 %481
  %492 = select i1 %387, ptr null, ptr %491
  switch i64 %266, label %510 [
    i64 1, label %493
    i64 2, label %496
    i64 3, label %503
    i64 0, label %550
  ]

493:                                              ; preds = %479
  %494 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %492, <8 x i1> %489, <8 x float> zeroinitializer)
  %495 = fadd <8 x float> %480, %494
  br label %512

496:                                              ; preds = %479
  %497 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %480)
  %498 = bitcast <8 x float> %480 to <8 x i32>
  %499 = or <8 x i32> %498, %264
  %500 = bitcast <8 x i32> %499 to <8 x float>
  %501 = fcmp oeq <8 x float> %480, %52
  %502 = select <8 x i1> %501, <8 x float> %500, <8 x float> %497
  br label %512

503:                                              ; preds = %479
  %504 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %480)
  %505 = bitcast <8 x float> %480 to <8 x i32>
  %506 = and <8 x i32> %505, %263
  %507 = bitcast <8 x i32> %506 to <8 x float>
  %508 = fcmp oeq <8 x float> %480, %49
  %509 = select <8 x i1> %508, <8 x float> %507, <8 x float> %504
  br label %512

510:                                              ; preds = %479
  unreachable

511:                                              ; preds = %1010, %991, %969, %943, %924, %902, %876, %857, %835, %809, %790, %768, %742, %723, %701, %675, %656, %634, %608, %589, %557, %531, %512, %4415, %4396, %4374, %4347, %4328, %4306, %4279, %4260, %4238, %4211, %4192, %4170, %4143, %4124, %4102, %4075, %4056, %4034, %4007, %3988, %3966, %3939, %3920, %3901, %3781, %3762, %3740, %3714, %3695, %3673, %3647, %3628, %3606, %3580, %3561, %3539, %3513, %3494, %3472, %3446, %3427, %3405, %3379, %3360, %3338, %3312, %3293, %3274, %3064, %3045, %3026, %2997, %2978, %2959, %2930, %2911, %2892, %2863, %2844, %2825, %2653, %2634, %2612, %2579, %2560, %2538, %2505, %2486, %2464, %2431, %2412, %2392, %2277, %2258, %2236, %2203, %2184, %2162, %2129, %2110, %2090, %1975, %1956, %1934, %1902, %1883, %1863, %1710, %1691, %1672, %7892, %7873, %7851, %7815, %7796, %7774, %7738, %7719, %7697, %7661, %7642, %7620, %7584, %7565, %7543, %7507, %7488, %7466, %7430, %7411, %7389, %7353, %7334, %7312, %7202, %7183, %7161, %7125, %7106, %7084, %7048, %7029, %7007, %6971, %6952, %6930, %6894, %6875, %6853, %6817, %6798, %6776, %6740, %6721, %6699, %6589, %6570, %6548, %6512, %6493, %6471, %6435, %6416, %6394, %6358, %6339, %6317, %6281, %6262, %6240, %6204, %6185, %6163, %6053, %6034, %6012, %5976, %5957, %5935, %5899, %5880, %5858, %5822, %5803, %5781, %5745, %5726, %5704, %5594, %5575, %5553, %5517, %5498, %5476, %5440, %5421, %5399, %5363, %5344, %5322, %5212, %5193, %5171, %5136, %5117, %5095, %5060, %5041, %5019, %4830, %4811, %4789, %4754, %4735, %4713, %4566, %4547, %4528
  unreachable

512:                                              ; preds = %503, %496, %493
  %513 = phi <8 x float> [ %495, %493 ], [ %502, %496 ], [ %509, %503 ]
  switch i64 %268, label %511 [
    i64 1, label %528
    i64 2, label %521
    i64 3, label %514
    i64 0, label %550
  ]

514:                                              ; preds = %512
  %515 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %513)
  %516 = bitcast <8 x float> %513 to <8 x i32>
  %517 = and <8 x i32> %516, %263
  %518 = bitcast <8 x i32> %517 to <8 x float>
  %519 = fcmp oeq <8 x float> %513, %49
  %520 = select <8 x i1> %519, <8 x float> %518, <8 x float> %515
  br label %531

521:                                              ; preds = %512
  %522 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %513)
  %523 = bitcast <8 x float> %513 to <8 x i32>
  %524 = or <8 x i32> %523, %264
  %525 = bitcast <8 x i32> %524 to <8 x float>
  %526 = fcmp oeq <8 x float> %513, %52
  %527 = select <8 x i1> %526, <8 x float> %525, <8 x float> %522
  br label %531

528:                                              ; preds = %512
  %529 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %492, <8 x i1> %489, <8 x float> zeroinitializer)
  %530 = fadd <8 x float> %513, %529
  br label %531

531:                                              ; preds = %528, %521, %514
  %532 = phi <8 x float> [ %530, %528 ], [ %527, %521 ], [ %520, %514 ]
  switch i64 %270, label %511 [
    i64 1, label %547
    i64 2, label %540
    i64 3, label %533
    i64 0, label %550
  ]

533:                                              ; preds = %531
  %534 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %532)
  %535 = bitcast <8 x float> %532 to <8 x i32>
  %536 = and <8 x i32> %535, %263
  %537 = bitcast <8 x i32> %536 to <8 x float>
  %538 = fcmp oeq <8 x float> %532, %49
  %539 = select <8 x i1> %538, <8 x float> %537, <8 x float> %534
  br label %550

540:                                              ; preds = %531
  %541 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %532)
  %542 = bitcast <8 x float> %532 to <8 x i32>
  %543 = or <8 x i32> %542, %264
  %544 = bitcast <8 x i32> %543 to <8 x float>
  %545 = fcmp oeq <8 x float> %532, %52
  %546 = select <8 x i1> %545, <8 x float> %544, <8 x float> %541
  br label %550

547:                                              ; preds = %531
  %548 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %492, <8 x i1> %489, <8 x float> zeroinitializer)
  %549 = fadd <8 x float> %532, %548
  br label %550

550:                                              ; preds = %533, %540, %547, %531, %512, %479
  %551 = phi <8 x float> [ %532, %531 ], [ %480, %479 ], [ %513, %512 ], [ %549, %547 ], [ %546, %540 ], [ %539, %533 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %551, ptr align 1 %490, <8 x i1> %489)
  br i1 %265, label %557, label %552

552:                                              ; preds = %550
  %553 = load float, ptr %312, align 1
  %554 = insertelement <8 x float> poison, float %553, i64 0
  %555 = shufflevector <8 x float> %554, <8 x float> poison, <8 x i32> zeroinitializer
  %556 = fadd <8 x float> %413, %555
  br label %557

557:                                              ; preds = %552, %550
  %558 = phi <8 x float> [ %556, %552 ], [ %413, %550 ]
  %559 = shl i64 %396, 3
  %560 = or disjoint i64 %559, 8
  %561 = icmp slt i64 %560, %66
  %562 = sub nsw i64 %66, %560
  %563 = tail call i64 @llvm.smin.i64(i64 %562, i64 8)
  %564 = trunc nuw i64 %563 to i32
  %565 = select i1 %561, i32 %564, i32 0
  %566 = insertelement <8 x i32> poison, i32 %565, i64 0
  %567 = shufflevector <8 x i32> %566, <8 x i32> poison, <8 x i32> zeroinitializer
  %568 = icmp sgt <8 x i32> %567, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %569 = getelementptr inbounds nuw float, ptr %316, i64 %560
  %570 = getelementptr inbounds nuw float, ptr %320, i64 %560
  %571 = select i1 %387, ptr null, ptr %570
  switch i64 %266, label %511 [
    i64 1, label %586
    i64 2, label %579
    i64 3, label %572
    i64 0, label %627
  ]

572:                                              ; preds = %557
  %573 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %558)
  %574 = bitcast <8 x float> %558 to <8 x i32>
  %575 = and <8 x i32> %574, %263
  %576 = bitcast <8 x i32> %575 to <8 x float>
  %577 = fcmp oeq <8 x float> %558, %49
  %578 = select <8 x i1> %577, <8 x float> %576, <8 x float> %573
  br label %589

579:                                              ; preds = %557
  %580 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %558)
  %581 = bitcast <8 x float> %558 to <8 x i32>
  %582 = or <8 x i32> %581, %264
  %583 = bitcast <8 x i32> %582 to <8 x float>
  %584 = fcmp oeq <8 x float> %558, %52
  %585 = select <8 x i1> %584, <8 x float> %583, <8 x float> %580
  br label %589

586:                                              ; preds = %557
  %587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %571, <8 x i1> %568, <8 x float> zeroinitializer)
  %588 = fadd <8 x float> %558, %587
  br label %589

589:                                              ; preds = %586, %579, %572
  %590 = phi <8 x float> [ %588, %586 ], [ %585, %579 ], [ %578, %572 ]
  switch i64 %272, label %511 [
    i64 1, label %605
    i64 2, label %598
    i64 3, label %591
    i64 0, label %627
  ]

591:                                              ; preds = %589
  %592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %590)
  %593 = bitcast <8 x float> %590 to <8 x i32>
  %594 = and <8 x i32> %593, %263
  %595 = bitcast <8 x i32> %594 to <8 x float>
  %596 = fcmp oeq <8 x float> %590, %49
  %597 = select <8 x i1> %596, <8 x float> %595, <8 x float> %592
  br label %608

598:                                              ; preds = %589
  %599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %590)
  %600 = bitcast <8 x float> %590 to <8 x i32>
  %601 = or <8 x i32> %600, %264
  %602 = bitcast <8 x i32> %601 to <8 x float>
  %603 = fcmp oeq <8 x float> %590, %52
  %604 = select <8 x i1> %603, <8 x float> %602, <8 x float> %599
  br label %608

605:                                              ; preds = %589
  %606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %571, <8 x i1> %568, <8 x float> zeroinitializer)
  %607 = fadd <8 x float> %590, %606
  br label %608

608:                                              ; preds = %605, %598, %591
  %609 = phi <8 x float> [ %607, %605 ], [ %604, %598 ], [ %597, %591 ]
  switch i64 %274, label %511 [
    i64 1, label %624
    i64 2, label %617
    i64 3, label %610
    i64 0, label %627
  ]

610:                                              ; preds = %608
  %611 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %609)
  %612 = bitcast <8 x float> %609 to <8 x i32>
  %613 = and <8 x i32> %612, %263
  %614 = bitcast <8 x i32> %613 to <8 x float>
  %615 = fcmp oeq <8 x float> %609, %49
  %616 = select <8 x i1> %615, <8 x float> %614, <8 x float> %611
  br label %627

617:                                              ; preds = %608
  %618 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %609)
  %619 = bitcast <8 x float> %609 to <8 x i32>
  %620 = or <8 x i32> %619, %264
  %621 = bitcast <8 x i32> %620 to <8 x float>
  %622 = fcmp oeq <8 x float> %609, %52
  %623 = select <8 x i1> %622, <8 x float> %621, <8 x float> %618
  br label %627

624:                                              ; preds = %608
  %625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %571, <8 x i1> %568, <8 x float> zeroinitializer)
  %626 = fadd <8 x float> %609, %625
  br label %627

627:                                              ; preds = %610, %617, %624, %608, %589, %557
  %628 = phi <8 x float> [ %609, %608 ], [ %558, %557 ], [ %590, %589 ], [ %626, %624 ], [ %623, %617 ], [ %616, %610 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %628, ptr nonnull align 1 %569, <8 x i1> %568)
  br i1 %275, label %634, label %629

629:                                              ; preds = %627
  %630 = load float, ptr %332, align 1
  %631 = insertelement <8 x float> poison, float %630, i64 0
  %632 = shufflevector <8 x float> %631, <8 x float> poison, <8 x i32> zeroinitializer
  %633 = fadd <8 x float> %412, %632
  br label %634

634:                                              ; preds = %629, %627
  %635 = phi <8 x float> [ %633, %629 ], [ %412, %627 ]
  %636 = getelementptr inbounds nuw float, ptr %336, i64 %481
  %637 = getelementptr inbounds nuw float, ptr %340, i64 %481
  %638 = select i1 %388, ptr null, ptr %637
  switch i64 %266, label %511 [
    i64 1, label %653
    i64 2, label %646
    i64 3, label %639
    i64 0, label %694
  ]

639:                                              ; preds = %634
  %640 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %635)
  %641 = bitcast <8 x float> %635 to <8 x i32>
  %642 = and <8 x i32> %641, %263
  %643 = bitcast <8 x i32> %642 to <8 x float>
  %644 = fcmp oeq <8 x float> %635, %49
  %645 = select <8 x i1> %644, <8 x float> %643, <8 x float> %640
  br label %656

646:                                              ; preds = %634
  %647 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %635)
  %648 = bitcast <8 x float> %635 to <8 x i32>
  %649 = or <8 x i32> %648, %264
  %650 = bitcast <8 x i32> %649 to <8 x float>
  %651 = fcmp oeq <8 x float> %635, %52
  %652 = select <8 x i1> %651, <8 x float> %650, <8 x float> %647
  br label %656

653:                                              ; preds = %634
  %654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %638, <8 x i1> %489, <8 x float> zeroinitializer)
  %655 = fadd <8 x float> %635, %654
  br label %656

656:                                              ; preds = %653, %646, %639
  %657 = phi <8 x float> [ %655, %653 ], [ %652, %646 ], [ %645, %639 ]
  switch i64 %277, label %511 [
    i64 1, label %672
    i64 2, label %665
    i64 3, label %658
    i64 0, label %694
  ]

658:                                              ; preds = %656
  %659 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %657)
  %660 = bitcast <8 x float> %657 to <8 x i32>
  %661 = and <8 x i32> %660, %263
  %662 = bitcast <8 x i32> %661 to <8 x float>
  %663 = fcmp oeq <8 x float> %657, %49
  %664 = select <8 x i1> %663, <8 x float> %662, <8 x float> %659
  br label %675

665:                                              ; preds = %656
  %666 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %657)
  %667 = bitcast <8 x float> %657 to <8 x i32>
  %668 = or <8 x i32> %667, %264
  %669 = bitcast <8 x i32> %668 to <8 x float>
  %670 = fcmp oeq <8 x float> %657, %52
  %671 = select <8 x i1> %670, <8 x float> %669, <8 x float> %666
  br label %675

672:                                              ; preds = %656
  %673 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %638, <8 x i1> %489, <8 x float> zeroinitializer)
  %674 = fadd <8 x float> %657, %673
  br label %675

675:                                              ; preds = %672, %665, %658
  %676 = phi <8 x float> [ %674, %672 ], [ %671, %665 ], [ %664, %658 ]
  switch i64 %279, label %511 [
    i64 1, label %691
    i64 2, label %684
    i64 3, label %677
    i64 0, label %694
  ]

677:                                              ; preds = %675
  %678 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %676)
  %679 = bitcast <8 x float> %676 to <8 x i32>
  %680 = and <8 x i32> %679, %263
  %681 = bitcast <8 x i32> %680 to <8 x float>
  %682 = fcmp oeq <8 x float> %676, %49
  %683 = select <8 x i1> %682, <8 x float> %681, <8 x float> %678
  br label %694

684:                                              ; preds = %675
  %685 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %676)
  %686 = bitcast <8 x float> %676 to <8 x i32>
  %687 = or <8 x i32> %686, %264
  %688 = bitcast <8 x i32> %687 to <8 x float>
  %689 = fcmp oeq <8 x float> %676, %52
  %690 = select <8 x i1> %689, <8 x float> %688, <8 x float> %685
  br label %694

691:                                              ; preds = %675
  %692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %638, <8 x i1> %489, <8 x float> zeroinitializer)
  %693 = fadd <8 x float> %676, %692
  br label %694

694:                                              ; preds = %677, %684, %691, %675, %656, %634
  %695 = phi <8 x float> [ %676, %675 ], [ %635, %634 ], [ %657, %656 ], [ %693, %691 ], [ %690, %684 ], [ %683, %677 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %695, ptr align 1 %636, <8 x i1> %489)
  br i1 %275, label %701, label %696

696:                                              ; preds = %694
  %697 = load float, ptr %332, align 1
  %698 = insertelement <8 x float> poison, float %697, i64 0
  %699 = shufflevector <8 x float> %698, <8 x float> poison, <8 x i32> zeroinitializer
  %700 = fadd <8 x float> %411, %699
  br label %701

701:                                              ; preds = %696, %694
  %702 = phi <8 x float> [ %700, %696 ], [ %411, %694 ]
  %703 = getelementptr inbounds nuw float, ptr %336, i64 %560
  %704 = getelementptr inbounds nuw float, ptr %340, i64 %560
  %705 = select i1 %388, ptr null, ptr %704
  switch i64 %266, label %511 [
    i64 1, label %720
    i64 2, label %713
    i64 3, label %706
    i64 0, label %761
  ]

706:                                              ; preds = %701
  %707 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %702)
  %708 = bitcast <8 x float> %702 to <8 x i32>
  %709 = and <8 x i32> %708, %263
  %710 = bitcast <8 x i32> %709 to <8 x float>
  %711 = fcmp oeq <8 x float> %702, %49
  %712 = select <8 x i1> %711, <8 x float> %710, <8 x float> %707
  br label %723

713:                                              ; preds = %701
  %714 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %702)
  %715 = bitcast <8 x float> %702 to <8 x i32>
  %716 = or <8 x i32> %715, %264
  %717 = bitcast <8 x i32> %716 to <8 x float>
  %718 = fcmp oeq <8 x float> %702, %52
  %719 = select <8 x i1> %718, <8 x float> %717, <8 x float> %714
  br label %723

720:                                              ; preds = %701
  %721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %705, <8 x i1> %568, <8 x float> zeroinitializer)
  %722 = fadd <8 x float> %702, %721
  br label %723

723:                                              ; preds = %720, %713, %706
  %724 = phi <8 x float> [ %722, %720 ], [ %719, %713 ], [ %712, %706 ]
  switch i64 %281, label %511 [
    i64 1, label %739
    i64 2, label %732
    i64 3, label %725
    i64 0, label %761
  ]

725:                                              ; preds = %723
  %726 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %724)
  %727 = bitcast <8 x float> %724 to <8 x i32>
  %728 = and <8 x i32> %727, %263
  %729 = bitcast <8 x i32> %728 to <8 x float>
  %730 = fcmp oeq <8 x float> %724, %49
  %731 = select <8 x i1> %730, <8 x float> %729, <8 x float> %726
  br label %742

732:                                              ; preds = %723
  %733 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %724)
  %734 = bitcast <8 x float> %724 to <8 x i32>
  %735 = or <8 x i32> %734, %264
  %736 = bitcast <8 x i32> %735 to <8 x float>
  %737 = fcmp oeq <8 x float> %724, %52
  %738 = select <8 x i1> %737, <8 x float> %736, <8 x float> %733
  br label %742

739:                                              ; preds = %723
  %740 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %705, <8 x i1> %568, <8 x float> zeroinitializer)
  %741 = fadd <8 x float> %724, %740
  br label %742

742:                                              ; preds = %739, %732, %725
  %743 = phi <8 x float> [ %741, %739 ], [ %738, %732 ], [ %731, %725 ]
  switch i64 %283, label %511 [
    i64 1, label %758
    i64 2, label %751
    i64 3, label %744
    i64 0, label %761
  ]

744:                                              ; preds = %742
  %745 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %743)
  %746 = bitcast <8 x float> %743 to <8 x i32>
  %747 = and <8 x i32> %746, %263
  %748 = bitcast <8 x i32> %747 to <8 x float>
  %749 = fcmp oeq <8 x float> %743, %49
  %750 = select <8 x i1> %749, <8 x float> %748, <8 x float> %745
  br label %761

751:                                              ; preds = %742
  %752 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %743)
  %753 = bitcast <8 x float> %743 to <8 x i32>
  %754 = or <8 x i32> %753, %264
  %755 = bitcast <8 x i32> %754 to <8 x float>
  %756 = fcmp oeq <8 x float> %743, %52
  %757 = select <8 x i1> %756, <8 x float> %755, <8 x float> %752
  br label %761

758:                                              ; preds = %742
  %759 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %705, <8 x i1> %568, <8 x float> zeroinitializer)
  %760 = fadd <8 x float> %743, %759
  br label %761

761:                                              ; preds = %744, %751, %758, %742, %723, %701
  %762 = phi <8 x float> [ %743, %742 ], [ %702, %701 ], [ %724, %723 ], [ %760, %758 ], [ %757, %751 ], [ %750, %744 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %762, ptr nonnull align 1 %703, <8 x i1> %568)
  br i1 %284, label %768, label %763

763:                                              ; preds = %761
  %764 = load float, ptr %352, align 1
  %765 = insertelement <8 x float> poison, float %764, i64 0
  %766 = shufflevector <8 x float> %765, <8 x float> poison, <8 x i32> zeroinitializer
  %767 = fadd <8 x float> %410, %766
  br label %768

768:                                              ; preds = %763, %761
  %769 = phi <8 x float> [ %767, %763 ], [ %410, %761 ]
  %770 = getelementptr inbounds nuw float, ptr %356, i64 %481
  %771 = getelementptr inbounds nuw float, ptr %360, i64 %481
  %772 = select i1 %389, ptr null, ptr %771
  switch i64 %266, label %511 [
    i64 1, label %787
    i64 2, label %780
    i64 3, label %773
    i64 0, label %828
  ]

773:                                              ; preds = %768
  %774 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %769)
  %775 = bitcast <8 x float> %769 to <8 x i32>
  %776 = and <8 x i32> %775, %263
  %777 = bitcast <8 x i32> %776 to <8 x float>
  %778 = fcmp oeq <8 x float> %769, %49
  %779 = select <8 x i1> %778, <8 x float> %777, <8 x float> %774
  br label %790

780:                                              ; preds = %768
  %781 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %769)
  %782 = bitcast <8 x float> %769 to <8 x i32>
  %783 = or <8 x i32> %782, %264
  %784 = bitcast <8 x i32> %783 to <8 x float>
  %785 = fcmp oeq <8 x float> %769, %52
  %786 = select <8 x i1> %785, <8 x float> %784, <8 x float> %781
  br label %790

787:                                              ; preds = %768
  %788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %489, <8 x float> zeroinitializer)
  %789 = fadd <8 x float> %769, %788
  br label %790

790:                                              ; preds = %787, %780, %773
  %791 = phi <8 x float> [ %789, %787 ], [ %786, %780 ], [ %779, %773 ]
  switch i64 %286, label %511 [
    i64 1, label %806
    i64 2, label %799
    i64 3, label %792
    i64 0, label %828
  ]

792:                                              ; preds = %790
  %793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %791)
  %794 = bitcast <8 x float> %791 to <8 x i32>
  %795 = and <8 x i32> %794, %263
  %796 = bitcast <8 x i32> %795 to <8 x float>
  %797 = fcmp oeq <8 x float> %791, %49
  %798 = select <8 x i1> %797, <8 x float> %796, <8 x float> %793
  br label %809

799:                                              ; preds = %790
  %800 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %791)
  %801 = bitcast <8 x float> %791 to <8 x i32>
  %802 = or <8 x i32> %801, %264
  %803 = bitcast <8 x i32> %802 to <8 x float>
  %804 = fcmp oeq <8 x float> %791, %52
  %805 = select <8 x i1> %804, <8 x float> %803, <8 x float> %800
  br label %809

806:                                              ; preds = %790
  %807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %489, <8 x float> zeroinitializer)
  %808 = fadd <8 x float> %791, %807
  br label %809

809:                                              ; preds = %806, %799, %792
  %810 = phi <8 x float> [ %808, %806 ], [ %805, %799 ], [ %798, %792 ]
  switch i64 %288, label %511 [
    i64 1, label %825
    i64 2, label %818
    i64 3, label %811
    i64 0, label %828
  ]

811:                                              ; preds = %809
  %812 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %810)
  %813 = bitcast <8 x float> %810 to <8 x i32>
  %814 = and <8 x i32> %813, %263
  %815 = bitcast <8 x i32> %814 to <8 x float>
  %816 = fcmp oeq <8 x float> %810, %49
  %817 = select <8 x i1> %816, <8 x float> %815, <8 x float> %812
  br label %828

818:                                              ; preds = %809
  %819 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %810)
  %820 = bitcast <8 x float> %810 to <8 x i32>
  %821 = or <8 x i32> %820, %264
  %822 = bitcast <8 x i32> %821 to <8 x float>
  %823 = fcmp oeq <8 x float> %810, %52
  %824 = select <8 x i1> %823, <8 x float> %822, <8 x float> %819
  br label %828

825:                                              ; preds = %809
  %826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %489, <8 x float> zeroinitializer)
  %827 = fadd <8 x float> %810, %826
  br label %828

828:                                              ; preds = %811, %818, %825, %809, %790, %768
  %829 = phi <8 x float> [ %810, %809 ], [ %769, %768 ], [ %791, %790 ], [ %827, %825 ], [ %824, %818 ], [ %817, %811 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %829, ptr align 1 %770, <8 x i1> %489)
  br i1 %284, label %835, label %830

830:                                              ; preds = %828
  %831 = load float, ptr %352, align 1
  %832 = insertelement <8 x float> poison, float %831, i64 0
  %833 = shufflevector <8 x float> %832, <8 x float> poison, <8 x i32> zeroinitializer
  %834 = fadd <8 x float> %409, %833
  br label %835

835:                                              ; preds = %830, %828
  %836 = phi <8 x float> [ %834, %830 ], [ %409, %828 ]
  %837 = getelementptr inbounds nuw float, ptr %356, i64 %560
  %838 = getelementptr inbounds nuw float, ptr %360, i64 %560
  %839 = select i1 %389, ptr null, ptr %838
  switch i64 %266, label %511 [
    i64 1, label %854
    i64 2, label %847
    i64 3, label %840
    i64 0, label %895
  ]

840:                                              ; preds = %835
  %841 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %836)
  %842 = bitcast <8 x float> %836 to <8 x i32>
  %843 = and <8 x i32> %842, %263
  %844 = bitcast <8 x i32> %843 to <8 x float>
  %845 = fcmp oeq <8 x float> %836, %49
  %846 = select <8 x i1> %845, <8 x float> %844, <8 x float> %841
  br label %857

847:                                              ; preds = %835
  %848 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %836)
  %849 = bitcast <8 x float> %836 to <8 x i32>
  %850 = or <8 x i32> %849, %264
  %851 = bitcast <8 x i32> %850 to <8 x float>
  %852 = fcmp oeq <8 x float> %836, %52
  %853 = select <8 x i1> %852, <8 x float> %851, <8 x float> %848
  br label %857

854:                                              ; preds = %835
  %855 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %839, <8 x i1> %568, <8 x float> zeroinitializer)
  %856 = fadd <8 x float> %836, %855
  br label %857

857:                                              ; preds = %854, %847, %840
  %858 = phi <8 x float> [ %856, %854 ], [ %853, %847 ], [ %846, %840 ]
  switch i64 %290, label %511 [
    i64 1, label %873
    i64 2, label %866
    i64 3, label %859
    i64 0, label %895
  ]

859:                                              ; preds = %857
  %860 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %858)
  %861 = bitcast <8 x float> %858 to <8 x i32>
  %862 = and <8 x i32> %861, %263
  %863 = bitcast <8 x i32> %862 to <8 x float>
  %864 = fcmp oeq <8 x float> %858, %49
  %865 = select <8 x i1> %864, <8 x float> %863, <8 x float> %860
  br label %876

866:                                              ; preds = %857
  %867 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %858)
  %868 = bitcast <8 x float> %858 to <8 x i32>
  %869 = or <8 x i32> %868, %264
  %870 = bitcast <8 x i32> %869 to <8 x float>
  %871 = fcmp oeq <8 x float> %858, %52
  %872 = select <8 x i1> %871, <8 x float> %870, <8 x float> %867
  br label %876

873:                                              ; preds = %857
  %874 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %839, <8 x i1> %568, <8 x float> zeroinitializer)
  %875 = fadd <8 x float> %858, %874
  br label %876

876:                                              ; preds = %873, %866, %859
  %877 = phi <8 x float> [ %875, %873 ], [ %872, %866 ], [ %865, %859 ]
  switch i64 %292, label %511 [
    i64 1, label %892
    i64 2, label %885
    i64 3, label %878
    i64 0, label %895
  ]

878:                                              ; preds = %876
  %879 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %877)
  %880 = bitcast <8 x float> %877 to <8 x i32>
  %881 = and <8 x i32> %880, %263
  %882 = bitcast <8 x i32> %881 to <8 x float>
  %883 = fcmp oeq <8 x float> %877, %49
  %884 = select <8 x i1> %883, <8 x float> %882, <8 x float> %879
  br label %895

885:                                              ; preds = %876
  %886 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %877)
  %887 = bitcast <8 x float> %877 to <8 x i32>
  %888 = or <8 x i32> %887, %264
  %889 = bitcast <8 x i32> %888 to <8 x float>
  %890 = fcmp oeq <8 x float> %877, %52
  %891 = select <8 x i1> %890, <8 x float> %889, <8 x float> %886
  br label %895

892:                                              ; preds = %876
  %893 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %839, <8 x i1> %568, <8 x float> zeroinitializer)
  %894 = fadd <8 x float> %877, %893
  br label %895

895:                                              ; preds = %878, %885, %892, %876, %857, %835
  %896 = phi <8 x float> [ %877, %876 ], [ %836, %835 ], [ %858, %857 ], [ %894, %892 ], [ %891, %885 ], [ %884, %878 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %896, ptr nonnull align 1 %837, <8 x i1> %568)
  br i1 %293, label %902, label %897

897:                                              ; preds = %895
  %898 = load float, ptr %372, align 1
  %899 = insertelement <8 x float> poison, float %898, i64 0
  %900 = shufflevector <8 x float> %899, <8 x float> poison, <8 x i32> zeroinitializer
  %901 = fadd <8 x float> %408, %900
  br label %902

902:                                              ; preds = %897, %895
  %903 = phi <8 x float> [ %901, %897 ], [ %408, %895 ]
  %904 = getelementptr inbounds nuw float, ptr %376, i64 %481
  %905 = getelementptr inbounds nuw float, ptr %380, i64 %481
  %906 = select i1 %390, ptr null, ptr %905
  switch i64 %266, label %511 [
    i64 1, label %921
    i64 2, label %914
    i64 3, label %907
    i64 0, label %962
  ]

907:                                              ; preds = %902
  %908 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %903)
  %909 = bitcast <8 x float> %903 to <8 x i32>
  %910 = and <8 x i32> %909, %263
  %911 = bitcast <8 x i32> %910 to <8 x float>
  %912 = fcmp oeq <8 x float> %903, %49
  %913 = select <8 x i1> %912, <8 x float> %911, <8 x float> %908
  br label %924

914:                                              ; preds = %902
  %915 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %903)
  %916 = bitcast <8 x float> %903 to <8 x i32>
  %917 = or <8 x i32> %916, %264
  %918 = bitcast <8 x i32> %917 to <8 x float>
  %919 = fcmp oeq <8 x float> %903, %52
  %920 = select <8 x i1> %919, <8 x float> %918, <8 x float> %915
  br label %924

921:                                              ; preds = %902
  %922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %906, <8 x i1> %489, <8 x float> zeroinitializer)
  %923 = fadd <8 x float> %903, %922
  br label %924

924:                                              ; preds = %921, %914, %907
  %925 = phi <8 x float> [ %923, %921 ], [ %920, %914 ], [ %913, %907 ]
  switch i64 %295, label %511 [
    i64 1, label %940
    i64 2, label %933
    i64 3, label %926
    i64 0, label %962
  ]

926:                                              ; preds = %924
  %927 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %925)
  %928 = bitcast <8 x float> %925 to <8 x i32>
  %929 = and <8 x i32> %928, %263
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %925, %49
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %927
  br label %943

933:                                              ; preds = %924
  %934 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %925)
  %935 = bitcast <8 x float> %925 to <8 x i32>
  %936 = or <8 x i32> %935, %264
  %937 = bitcast <8 x i32> %936 to <8 x float>
  %938 = fcmp oeq <8 x float> %925, %52
  %939 = select <8 x i1> %938, <8 x float> %937, <8 x float> %934
  br label %943

940:                                              ; preds = %924
  %941 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %906, <8 x i1> %489, <8 x float> zeroinitializer)
  %942 = fadd <8 x float> %925, %941
  br label %943

943:                                              ; preds = %940, %933, %926
  %944 = phi <8 x float> [ %942, %940 ], [ %939, %933 ], [ %932, %926 ]
  switch i64 %297, label %511 [
    i64 1, label %959
    i64 2, label %952
    i64 3, label %945
    i64 0, label %962
  ]

945:                                              ; preds = %943
  %946 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %944)
  %947 = bitcast <8 x float> %944 to <8 x i32>
  %948 = and <8 x i32> %947, %263
  %949 = bitcast <8 x i32> %948 to <8 x float>
  %950 = fcmp oeq <8 x float> %944, %49
  %951 = select <8 x i1> %950, <8 x float> %949, <8 x float> %946
  br label %962

952:                                              ; preds = %943
  %953 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %944)
  %954 = bitcast <8 x float> %944 to <8 x i32>
  %955 = or <8 x i32> %954, %264
  %956 = bitcast <8 x i32> %955 to <8 x float>
  %957 = fcmp oeq <8 x float> %944, %52
  %958 = select <8 x i1> %957, <8 x float> %956, <8 x float> %953
  br label %962

959:                                              ; preds = %943
  %960 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %906, <8 x i1> %489, <8 x float> zeroinitializer)
  %961 = fadd <8 x float> %944, %960
  br label %962

962:                                              ; preds = %945, %952, %959, %943, %924, %902
  %963 = phi <8 x float> [ %944, %943 ], [ %903, %902 ], [ %925, %924 ], [ %961, %959 ], [ %958, %952 ], [ %951, %945 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %963, ptr align 1 %904, <8 x i1> %489)
  br i1 %293, label %969, label %964

964:                                              ; preds = %962
  %965 = load float, ptr %372, align 1
  %966 = insertelement <8 x float> poison, float %965, i64 0
  %967 = shufflevector <8 x float> %966, <8 x float> poison, <8 x i32> zeroinitializer
  %968 = fadd <8 x float> %407, %967
  br label %969

969:                                              ; preds = %964, %962
  %970 = phi <8 x float> [ %968, %964 ], [ %407, %962 ]
  %971 = getelementptr inbounds nuw float, ptr %376, i64 %560
  %972 = getelementptr inbounds nuw float, ptr %380, i64 %560
  %973 = select i1 %390, ptr null, ptr %972
  switch i64 %266, label %511 [
    i64 1, label %988
    i64 2, label %981
    i64 3, label %974
    i64 0, label %1029
  ]

974:                                              ; preds = %969
  %975 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %970)
  %976 = bitcast <8 x float> %970 to <8 x i32>
  %977 = and <8 x i32> %976, %263
  %978 = bitcast <8 x i32> %977 to <8 x float>
  %979 = fcmp oeq <8 x float> %970, %49
  %980 = select <8 x i1> %979, <8 x float> %978, <8 x float> %975
  br label %991

981:                                              ; preds = %969
  %982 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %970)
  %983 = bitcast <8 x float> %970 to <8 x i32>
  %984 = or <8 x i32> %983, %264
  %985 = bitcast <8 x i32> %984 to <8 x float>
  %986 = fcmp oeq <8 x float> %970, %52
  %987 = select <8 x i1> %986, <8 x float> %985, <8 x float> %982
  br label %991

988:                                              ; preds = %969
  %989 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %973, <8 x i1> %568, <8 x float> zeroinitializer)
  %990 = fadd <8 x float> %970, %989
  br label %991

991:                                              ; preds = %988, %981, %974
  %992 = phi <8 x float> [ %990, %988 ], [ %987, %981 ], [ %980, %974 ]
  switch i64 %299, label %511 [
    i64 1, label %1007
    i64 2, label %1000
    i64 3, label %993
    i64 0, label %1029
  ]

993:                                              ; preds = %991
  %994 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %992)
  %995 = bitcast <8 x float> %992 to <8 x i32>
  %996 = and <8 x i32> %995, %263
  %997 = bitcast <8 x i32> %996 to <8 x float>
  %998 = fcmp oeq <8 x float> %992, %49
  %999 = select <8 x i1> %998, <8 x float> %997, <8 x float> %994
  br label %1010

1000:                                             ; preds = %991
  %1001 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %992)
  %1002 = bitcast <8 x float> %992 to <8 x i32>
  %1003 = or <8 x i32> %1002, %264
  %1004 = bitcast <8 x i32> %1003 to <8 x float>
  %1005 = fcmp oeq <8 x float> %992, %52
  %1006 = select <8 x i1> %1005, <8 x float> %1004, <8 x float> %1001
  br label %1010

1007:                                             ; preds = %991
  %1008 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %973, <8 x i1> %568, <8 x float> zeroinitializer)
  %1009 = fadd <8 x float> %992, %1008
  br label %1010

1010:                                             ; preds = %1007, %1000, %993
  %1011 = phi <8 x float> [ %1009, %1007 ], [ %1006, %1000 ], [ %999, %993 ]
  switch i64 %301, label %511 [
    i64 1, label %1026
    i64 2, label %1019
    i64 3, label %1012
    i64 0, label %1029
  ]

1012:                                             ; preds = %1010
  %1013 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1011)
  %1014 = bitcast <8 x float> %1011 to <8 x i32>
  %1015 = and <8 x i32> %1014, %263
  %1016 = bitcast <8 x i32> %1015 to <8 x float>
  %1017 = fcmp oeq <8 x float> %1011, %49
  %1018 = select <8 x i1> %1017, <8 x float> %1016, <8 x float> %1013
  br label %1029

1019:                                             ; preds = %1010
  %1020 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1011)
  %1021 = bitcast <8 x float> %1011 to <8 x i32>
  %1022 = or <8 x i32> %1021, %264
  %1023 = bitcast <8 x i32> %1022 to <8 x float>
  %1024 = fcmp oeq <8 x float> %1011, %52
  %1025 = select <8 x i1> %1024, <8 x float> %1023, <8 x float> %1020
  br label %1029

1026:                                             ; preds = %1010
  %1027 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %973, <8 x i1> %568, <8 x float> zeroinitializer)
  %1028 = fadd <8 x float> %1011, %1027
  br label %1029

1029:                                             ; preds = %1012, %1019, %1026, %1010, %991, %969
  %1030 = phi <8 x float> [ %1011, %1010 ], [ %970, %969 ], [ %992, %991 ], [ %1028, %1026 ], [ %1025, %1019 ], [ %1018, %1012 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1030, ptr nonnull align 1 %971, <8 x i1> %568)
  %1031 = add nuw nsw i64 %396, 2
  %1032 = icmp slt i64 %1031, %68
  br i1 %1032, label %395, label %391

1033:                                             ; preds = %391, %256
  %1034 = phi i64 [ %3, %256 ], [ %392, %391 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  br label %1035

1035:                                             ; preds = %1033, %56
  %1036 = phi i64 [ %1034, %1033 ], [ %3, %56 ]
  %1037 = add nsw i64 %9, 7
  %1038 = sdiv i64 %1037, 8
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %1039 = icmp slt i64 %9, 129
  %1040 = icmp slt i64 %11, 8
  %1041 = and i1 %1039, %1040
  %1042 = and i1 %1041, %58
  br i1 %1042, label %1043, label %1085

1043:                                             ; preds = %1035
  %1044 = icmp sgt i64 %9, 0
  br i1 %1044, label %1045, label %1085

1045:                                             ; preds = %1043
  %1046 = icmp sgt i64 %11, 0
  %1047 = tail call i64 @llvm.smax.i64(i64 %1038, i64 1)
  br label %1048

1048:                                             ; preds = %1045, %1056
  %1049 = phi i64 [ 0, %1045 ], [ %1057, %1056 ]
  br i1 %1046, label %1050, label %1056

1050:                                             ; preds = %1048
  %1051 = shl nsw i64 %1049, 3
  %1052 = sub nsw i64 %9, %1051
  %1053 = sub i64 %1051, %17
  %1054 = mul nuw nsw i64 %1049, %11
  %1055 = getelementptr <4 x i64>, ptr %39, i64 %1054
  br label %1059

1056:                                             ; preds = %1059, %1048
  %1057 = add nuw nsw i64 %1049, 1
  %1058 = icmp eq i64 %1057, %1047
  br i1 %1058, label %1085, label %1048

1059:                                             ; preds = %1050, %1059
  %1060 = phi i64 [ 0, %1050 ], [ %1083, %1059 ]
  %1061 = mul nsw i64 %1060, %15
  %1062 = add i64 %1053, %1061
  %1063 = icmp slt i64 %1062, 0
  %1064 = sub nsw i64 0, %1062
  %1065 = select i1 %1063, i64 %1064, i64 0
  %1066 = sub nsw i64 %7, %1062
  %1067 = tail call i64 @llvm.smin.i64(i64 %1066, i64 %1052)
  %1068 = tail call i64 @llvm.smin.i64(i64 %1067, i64 8)
  %1069 = icmp sgt i64 %1068, %1065
  %1070 = trunc i64 %1065 to i32
  %1071 = select i1 %1069, i32 %1070, i32 0
  %1072 = insertelement <8 x i32> poison, i32 %1071, i64 0
  %1073 = shufflevector <8 x i32> %1072, <8 x i32> poison, <8 x i32> zeroinitializer
  %1074 = icmp slt <8 x i32> %1073, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1075 = trunc i64 %1068 to i32
  %1076 = select i1 %1069, i32 %1075, i32 0
  %1077 = insertelement <8 x i32> poison, i32 %1076, i64 0
  %1078 = shufflevector <8 x i32> %1077, <8 x i32> poison, <8 x i32> zeroinitializer
  %1079 = icmp sgt <8 x i32> %1078, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1080 = and <8 x i1> %1079, %1074
  %1081 = sext <8 x i1> %1080 to <8 x i32>
  %1082 = getelementptr <4 x i64>, ptr %1055, i64 %1060
  store <8 x i32> %1081, ptr %1082, align 32
  %1083 = add nuw nsw i64 %1060, 1
  %1084 = icmp eq i64 %1083, %11
  br i1 %1084, label %1056, label %1059

1085:                                             ; preds = %1056, %1043, %1035
  %1086 = phi ptr [ null, %1035 ], [ %39, %1043 ], [ %39, %1056 ]
  %1087 = mul nsw i64 %61, %5
  %1088 = sdiv i64 %1036, %1087
  %1089 = mul nsw i64 %1088, %1087
  %1090 = icmp slt i64 %1089, %4
  br i1 %1090, label %1091, label %7928

1091:                                             ; preds = %1085
  %1092 = add i64 %5, -1
  %1093 = mul i64 %7, %6
  %1094 = icmp eq i64 %21, 0
  %1095 = icmp eq i64 %22, 0
  %1096 = add nsw i64 %10, -1
  %1097 = mul nsw i64 %14, %1096
  %1098 = sub i64 %1097, %16
  %1099 = shl i64 %7, 2
  %1100 = icmp sgt i64 %9, 0
  %1101 = icmp sgt i64 %10, 0
  %1102 = icmp sgt i64 %11, 0
  %1103 = bitcast <8 x float> %49 to <8 x i32>
  %1104 = bitcast <8 x float> %52 to <8 x i32>
  %1105 = add i64 %9, -25
  %1106 = icmp ult i64 %1105, 8
  %1107 = icmp slt i64 %9, 17
  %1108 = select i1 %1107, i32 4, i32 1
  %1109 = select i1 %1106, i32 2, i32 %1108
  %1110 = zext nneg i32 %1109 to i64
  %1111 = icmp eq ptr %1086, null
  %1112 = icmp sgt i64 %9, 7
  %1113 = trunc i64 %9 to i32
  %1114 = select i1 %1112, i32 8, i32 %1113
  %1115 = insertelement <8 x i32> poison, i32 %1114, i64 0
  %1116 = shufflevector <8 x i32> %1115, <8 x i32> poison, <8 x i32> zeroinitializer
  %1117 = icmp sgt <8 x i32> %1116, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1118 = sub i64 %4, %1089
  %1119 = and i64 %26, 3
  %1120 = lshr i64 %26, 2
  %1121 = and i64 %1120, 3
  %1122 = lshr i64 %26, 4
  %1123 = and i64 %1122, 3
  %1124 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %1125 = lshr i64 %26, 2
  %1126 = and i64 %1125, 3
  %1127 = lshr i64 %26, 4
  %1128 = and i64 %1127, 3
  %1129 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %1130 = lshr i64 %26, 2
  %1131 = and i64 %1130, 3
  %1132 = lshr i64 %26, 4
  %1133 = and i64 %1132, 3
  %1134 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %1135 = lshr i64 %26, 2
  %1136 = and i64 %1135, 3
  %1137 = lshr i64 %26, 4
  %1138 = and i64 %1137, 3
  %1139 = and i64 %26, 3
  %1140 = lshr i64 %26, 2
  %1141 = and i64 %1140, 3
  %1142 = lshr i64 %26, 4
  %1143 = and i64 %1142, 3
  %1144 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %1145 = lshr i64 %26, 2
  %1146 = and i64 %1145, 3
  %1147 = lshr i64 %26, 4
  %1148 = and i64 %1147, 3
  %1149 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %1150 = lshr i64 %26, 2
  %1151 = and i64 %1150, 3
  %1152 = lshr i64 %26, 4
  %1153 = and i64 %1152, 3
  %1154 = and i64 %26, 3
  %1155 = lshr i64 %26, 2
  %1156 = and i64 %1155, 3
  %1157 = lshr i64 %26, 4
  %1158 = and i64 %1157, 3
  %1159 = lshr i64 %26, 2
  %1160 = and i64 %1159, 3
  %1161 = lshr i64 %26, 4
  %1162 = and i64 %1161, 3
  %1163 = and i64 %26, 3
  %1164 = lshr i64 %26, 2
  %1165 = and i64 %1164, 3
  %1166 = lshr i64 %26, 4
  %1167 = and i64 %1166, 3
  %1168 = and i64 %26, 3
  %1169 = lshr i64 %26, 2
  %1170 = and i64 %1169, 3
  %1171 = lshr i64 %26, 4
  %1172 = and i64 %1171, 3
  %1173 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %1174 = lshr i64 %26, 2
  %1175 = and i64 %1174, 3
  %1176 = lshr i64 %26, 4
  %1177 = and i64 %1176, 3
  %1178 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %1179 = lshr i64 %26, 2
  %1180 = and i64 %1179, 3
  %1181 = lshr i64 %26, 4
  %1182 = and i64 %1181, 3
  %1183 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %1184 = lshr i64 %26, 2
  %1185 = and i64 %1184, 3
  %1186 = lshr i64 %26, 4
  %1187 = and i64 %1186, 3
  %1188 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %1189 = lshr i64 %26, 2
  %1190 = and i64 %1189, 3
  %1191 = lshr i64 %26, 4
  %1192 = and i64 %1191, 3
  %1193 = getelementptr inbounds nuw i8, ptr %34, i64 160
  %1194 = lshr i64 %26, 2
  %1195 = and i64 %1194, 3
  %1196 = lshr i64 %26, 4
  %1197 = and i64 %1196, 3
  %1198 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %1199 = lshr i64 %26, 2
  %1200 = and i64 %1199, 3
  %1201 = lshr i64 %26, 4
  %1202 = and i64 %1201, 3
  %1203 = getelementptr inbounds nuw i8, ptr %34, i64 224
  %1204 = lshr i64 %26, 2
  %1205 = and i64 %1204, 3
  %1206 = lshr i64 %26, 4
  %1207 = and i64 %1206, 3
  %1208 = and i64 %26, 3
  %1209 = lshr i64 %26, 2
  %1210 = and i64 %1209, 3
  %1211 = lshr i64 %26, 4
  %1212 = and i64 %1211, 3
  %1213 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %1214 = lshr i64 %26, 2
  %1215 = and i64 %1214, 3
  %1216 = lshr i64 %26, 4
  %1217 = and i64 %1216, 3
  %1218 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %1219 = lshr i64 %26, 2
  %1220 = and i64 %1219, 3
  %1221 = lshr i64 %26, 4
  %1222 = and i64 %1221, 3
  %1223 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %1224 = lshr i64 %26, 2
  %1225 = and i64 %1224, 3
  %1226 = lshr i64 %26, 4
  %1227 = and i64 %1226, 3
  %1228 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %1229 = lshr i64 %26, 2
  %1230 = and i64 %1229, 3
  %1231 = lshr i64 %26, 4
  %1232 = and i64 %1231, 3
  %1233 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %1234 = lshr i64 %26, 2
  %1235 = and i64 %1234, 3
  %1236 = lshr i64 %26, 4
  %1237 = and i64 %1236, 3
  %1238 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %1239 = lshr i64 %26, 2
  %1240 = and i64 %1239, 3
  %1241 = lshr i64 %26, 4
  %1242 = and i64 %1241, 3
  %1243 = and i64 %26, 3
  %1244 = lshr i64 %26, 2
  %1245 = and i64 %1244, 3
  %1246 = lshr i64 %26, 4
  %1247 = and i64 %1246, 3
  %1248 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %1249 = lshr i64 %26, 2
  %1250 = and i64 %1249, 3
  %1251 = lshr i64 %26, 4
  %1252 = and i64 %1251, 3
  %1253 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %1254 = lshr i64 %26, 2
  %1255 = and i64 %1254, 3
  %1256 = lshr i64 %26, 4
  %1257 = and i64 %1256, 3
  %1258 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %1259 = lshr i64 %26, 2
  %1260 = and i64 %1259, 3
  %1261 = lshr i64 %26, 4
  %1262 = and i64 %1261, 3
  %1263 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %1264 = lshr i64 %26, 2
  %1265 = and i64 %1264, 3
  %1266 = lshr i64 %26, 4
  %1267 = and i64 %1266, 3
  %1268 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %1269 = lshr i64 %26, 2
  %1270 = and i64 %1269, 3
  %1271 = lshr i64 %26, 4
  %1272 = and i64 %1271, 3
  %1273 = and i64 %26, 3
  %1274 = lshr i64 %26, 2
  %1275 = and i64 %1274, 3
  %1276 = lshr i64 %26, 4
  %1277 = and i64 %1276, 3
  %1278 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %1279 = lshr i64 %26, 2
  %1280 = and i64 %1279, 3
  %1281 = lshr i64 %26, 4
  %1282 = and i64 %1281, 3
  %1283 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %1284 = lshr i64 %26, 2
  %1285 = and i64 %1284, 3
  %1286 = lshr i64 %26, 4
  %1287 = and i64 %1286, 3
  %1288 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %1289 = lshr i64 %26, 2
  %1290 = and i64 %1289, 3
  %1291 = lshr i64 %26, 4
  %1292 = and i64 %1291, 3
  %1293 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %1294 = lshr i64 %26, 2
  %1295 = and i64 %1294, 3
  %1296 = lshr i64 %26, 4
  %1297 = and i64 %1296, 3
  %1298 = and i64 %26, 3
  %1299 = lshr i64 %26, 2
  %1300 = and i64 %1299, 3
  %1301 = lshr i64 %26, 4
  %1302 = and i64 %1301, 3
  %1303 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %1304 = lshr i64 %26, 2
  %1305 = and i64 %1304, 3
  %1306 = lshr i64 %26, 4
  %1307 = and i64 %1306, 3
  %1308 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %1309 = lshr i64 %26, 2
  %1310 = and i64 %1309, 3
  %1311 = lshr i64 %26, 4
  %1312 = and i64 %1311, 3
  %1313 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %1314 = lshr i64 %26, 2
  %1315 = and i64 %1314, 3
  %1316 = lshr i64 %26, 4
  %1317 = and i64 %1316, 3
  %1318 = and i64 %26, 3
  %1319 = lshr i64 %26, 2
  %1320 = and i64 %1319, 3
  %1321 = lshr i64 %26, 4
  %1322 = and i64 %1321, 3
  %1323 = lshr i64 %26, 2
  %1324 = and i64 %1323, 3
  %1325 = lshr i64 %26, 4
  %1326 = and i64 %1325, 3
  %1327 = lshr i64 %26, 2
  %1328 = and i64 %1327, 3
  %1329 = lshr i64 %26, 4
  %1330 = and i64 %1329, 3
  %1331 = and i64 %26, 3
  %1332 = lshr i64 %26, 2
  %1333 = and i64 %1332, 3
  %1334 = lshr i64 %26, 4
  %1335 = and i64 %1334, 3
  %1336 = lshr i64 %26, 2
  %1337 = and i64 %1336, 3
  %1338 = lshr i64 %26, 4
  %1339 = and i64 %1338, 3
  %1340 = and i64 %26, 3
  %1341 = lshr i64 %26, 2
  %1342 = and i64 %1341, 3
  %1343 = lshr i64 %26, 4
  %1344 = and i64 %1343, 3
  %1345 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %1346 = and i64 %26, 3
  %1347 = lshr i64 %26, 2
  %1348 = and i64 %1347, 3
  %1349 = lshr i64 %26, 4
  %1350 = and i64 %1349, 3
  %1351 = icmp sgt i64 %9, 15
  %1352 = trunc i64 %9 to i32
  %1353 = add i32 %1352, -8
  %1354 = select i1 %1351, i32 8, i32 %1353
  %1355 = insertelement <8 x i32> poison, i32 %1354, i64 0
  %1356 = shufflevector <8 x i32> %1355, <8 x i32> poison, <8 x i32> zeroinitializer
  %1357 = icmp sgt <8 x i32> %1356, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1358 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %1359 = lshr i64 %26, 2
  %1360 = and i64 %1359, 3
  %1361 = lshr i64 %26, 4
  %1362 = and i64 %1361, 3
  %1363 = icmp sgt i64 %9, 23
  %1364 = trunc i64 %9 to i32
  %1365 = add i32 %1364, -16
  %1366 = select i1 %1363, i32 8, i32 %1365
  %1367 = insertelement <8 x i32> poison, i32 %1366, i64 0
  %1368 = shufflevector <8 x i32> %1367, <8 x i32> poison, <8 x i32> zeroinitializer
  %1369 = icmp sgt <8 x i32> %1368, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1370 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %1371 = lshr i64 %26, 2
  %1372 = and i64 %1371, 3
  %1373 = lshr i64 %26, 4
  %1374 = and i64 %1373, 3
  %1375 = icmp sgt i64 %9, 31
  %1376 = trunc i64 %9 to i32
  %1377 = add i32 %1376, -24
  %1378 = select i1 %1375, i32 8, i32 %1377
  %1379 = insertelement <8 x i32> poison, i32 %1378, i64 0
  %1380 = shufflevector <8 x i32> %1379, <8 x i32> poison, <8 x i32> zeroinitializer
  %1381 = icmp sgt <8 x i32> %1380, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1382 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %1383 = lshr i64 %26, 2
  %1384 = and i64 %1383, 3
  %1385 = lshr i64 %26, 4
  %1386 = and i64 %1385, 3
  %1387 = lshr i64 %26, 2
  %1388 = and i64 %1387, 3
  %1389 = lshr i64 %26, 4
  %1390 = and i64 %1389, 3
  %1391 = add nsw i64 %9, 8
  %1392 = getelementptr inbounds nuw i8, ptr %29, i64 288
  %1393 = lshr i64 %26, 2
  %1394 = and i64 %1393, 3
  %1395 = lshr i64 %26, 4
  %1396 = and i64 %1395, 3
  %1397 = add nsw i64 %9, 16
  %1398 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %1399 = lshr i64 %26, 2
  %1400 = and i64 %1399, 3
  %1401 = lshr i64 %26, 4
  %1402 = and i64 %1401, 3
  %1403 = add nsw i64 %9, 24
  %1404 = getelementptr inbounds nuw i8, ptr %29, i64 352
  %1405 = lshr i64 %26, 2
  %1406 = and i64 %1405, 3
  %1407 = lshr i64 %26, 4
  %1408 = and i64 %1407, 3
  %1409 = add nsw i64 %9, -8
  %1410 = and i64 %26, 3
  %1411 = lshr i64 %26, 2
  %1412 = and i64 %1411, 3
  %1413 = lshr i64 %26, 4
  %1414 = and i64 %1413, 3
  %1415 = icmp sgt i64 %9, 15
  %1416 = trunc i64 %9 to i32
  %1417 = add i32 %1416, -8
  %1418 = select i1 %1415, i32 8, i32 %1417
  %1419 = insertelement <8 x i32> poison, i32 %1418, i64 0
  %1420 = shufflevector <8 x i32> %1419, <8 x i32> poison, <8 x i32> zeroinitializer
  %1421 = icmp sgt <8 x i32> %1420, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1422 = lshr i64 %26, 2
  %1423 = and i64 %1422, 3
  %1424 = lshr i64 %26, 4
  %1425 = and i64 %1424, 3
  %1426 = lshr i64 %26, 2
  %1427 = and i64 %1426, 3
  %1428 = lshr i64 %26, 4
  %1429 = and i64 %1428, 3
  %1430 = add nsw i64 %9, 8
  %1431 = lshr i64 %26, 2
  %1432 = and i64 %1431, 3
  %1433 = lshr i64 %26, 4
  %1434 = and i64 %1433, 3
  %1435 = shl nsw i64 %9, 1
  %1436 = lshr i64 %26, 2
  %1437 = and i64 %1436, 3
  %1438 = lshr i64 %26, 4
  %1439 = and i64 %1438, 3
  %1440 = add nsw i64 %1435, 8
  %1441 = lshr i64 %26, 2
  %1442 = and i64 %1441, 3
  %1443 = lshr i64 %26, 4
  %1444 = and i64 %1443, 3
  %1445 = mul nsw i64 %9, 3
  %1446 = lshr i64 %26, 2
  %1447 = and i64 %1446, 3
  %1448 = lshr i64 %26, 4
  %1449 = and i64 %1448, 3
  %1450 = add nsw i64 %1445, 8
  %1451 = lshr i64 %26, 2
  %1452 = and i64 %1451, 3
  %1453 = lshr i64 %26, 4
  %1454 = and i64 %1453, 3
  %1455 = and i64 %26, 3
  %1456 = lshr i64 %26, 2
  %1457 = and i64 %1456, 3
  %1458 = lshr i64 %26, 4
  %1459 = and i64 %1458, 3
  %1460 = lshr i64 %26, 2
  %1461 = and i64 %1460, 3
  %1462 = lshr i64 %26, 4
  %1463 = and i64 %1462, 3
  %1464 = shl nsw i64 %9, 1
  %1465 = lshr i64 %26, 2
  %1466 = and i64 %1465, 3
  %1467 = lshr i64 %26, 4
  %1468 = and i64 %1467, 3
  %1469 = mul nsw i64 %9, 3
  %1470 = lshr i64 %26, 2
  %1471 = and i64 %1470, 3
  %1472 = lshr i64 %26, 4
  %1473 = and i64 %1472, 3
  br label %1474

1474:                                             ; preds = %1091, %7923
  %1475 = phi i64 [ %1118, %1091 ], [ %7927, %7923 ]
  %1476 = phi i64 [ %1089, %1091 ], [ %7925, %7923 ]
  %1477 = phi i64 [ %1088, %1091 ], [ %7924, %7923 ]
  %1478 = call i64 @llvm.smin.i64(i64 %5, i64 %1475)
  %1479 = call i64 @llvm.smin.i64(i64 %1478, i64 %1087)
  %1480 = icmp sgt i64 %1036, %1476
  %1481 = sub nsw i64 %1036, %1476
  %1482 = select i1 %1480, i64 %1481, i64 0
  %1483 = sub nsw i64 %4, %1476
  %1484 = call i64 @llvm.smin.i64(i64 %1483, i64 %1087)
  %1485 = call i64 @llvm.smin.i64(i64 %5, i64 %1484)
  %1486 = icmp sgt i64 %1485, 0
  br i1 %1486, label %1487, label %7923

1487:                                             ; preds = %1474
  %1488 = add i64 %1092, %1482
  %1489 = mul nsw i64 %1477, %19
  %1490 = getelementptr inbounds float, ptr %40, i64 %1489
  %1491 = mul nsw i64 %1477, %20
  %1492 = getelementptr inbounds float, ptr %44, i64 %1491
  %1493 = mul nsw i64 %1477, %23
  %1494 = getelementptr inbounds float, ptr %43, i64 %1493
  br label %1495

1495:                                             ; preds = %1487, %7920
  %1496 = phi i64 [ 0, %1487 ], [ %7921, %7920 ]
  %1497 = icmp samesign ugt i64 %1482, %1496
  br i1 %1497, label %1498, label %1501

1498:                                             ; preds = %1495
  %1499 = sub i64 %1488, %1496
  %1500 = sdiv i64 %1499, %5
  br label %1501

1501:                                             ; preds = %1495, %1498
  %1502 = phi i64 [ %1500, %1498 ], [ 0, %1495 ]
  %1503 = xor i64 %1496, -1
  %1504 = add i64 %1484, %1503
  %1505 = sdiv i64 %1504, %5
  %1506 = icmp sgt i64 %1502, %1505
  br i1 %1506, label %1507, label %1509

1507:                                             ; preds = %1501
  %1508 = add nuw nsw i64 %1496, 1
  br label %7920

1509:                                             ; preds = %1501
  %1510 = mul i64 %1093, %1496
  %1511 = getelementptr inbounds float, ptr %1490, i64 %1510
  %1512 = mul nsw i64 %1496, %65
  %1513 = getelementptr inbounds float, ptr %41, i64 %1512
  %1514 = getelementptr inbounds nuw float, ptr %42, i64 %1496
  %1515 = select i1 %1094, ptr null, ptr %1514
  %1516 = mul nsw i64 %1496, %66
  %1517 = getelementptr inbounds float, ptr %1492, i64 %1516
  %1518 = getelementptr inbounds float, ptr %1494, i64 %1516
  %1519 = select i1 %1095, ptr null, ptr %1518
  %1520 = mul nsw i64 %1502, %57
  %1521 = add nsw i64 %1505, 1
  %1522 = mul nsw i64 %1521, %57
  %1523 = call i64 @llvm.smin.i64(i64 %1522, i64 %8)
  %1524 = mul nsw i64 %1520, %12
  %1525 = sub nsw i64 %1524, %16
  %1526 = add nsw i64 %1523, -1
  %1527 = mul nsw i64 %1526, %12
  %1528 = add i64 %1098, %1527
  %1529 = add nsw i64 %1528, 1
  %1530 = call i64 @llvm.smax.i64(i64 %1525, i64 0)
  %1531 = icmp slt i64 %1528, %6
  %1532 = select i1 %1531, i64 %1529, i64 %6
  %1533 = add nuw nsw i64 %1496, 1
  %1534 = icmp slt i64 %1533, %5
  br i1 %1534, label %1535, label %1554

1535:                                             ; preds = %1509
  %1536 = sub nsw i64 %1532, %1530
  %1537 = mul nsw i64 %1536, %7
  %1538 = icmp slt i64 %1537, 8193
  br i1 %1538, label %1539, label %1554

1539:                                             ; preds = %1535
  %1540 = getelementptr inbounds float, ptr %1511, i64 %1093
  %1541 = mul i64 %1099, %1530
  %1542 = getelementptr inbounds i8, ptr %1540, i64 %1541
  %1543 = mul i64 %1099, %1532
  %1544 = getelementptr inbounds i8, ptr %1540, i64 %1543
  %1545 = sub nsw i64 %1543, %1541
  %1546 = icmp sgt i64 %1545, 8192
  %1547 = getelementptr inbounds nuw i8, ptr %1542, i64 8192
  %1548 = select i1 %1546, ptr %1547, ptr %1544
  %1549 = icmp ult ptr %1542, %1548
  br i1 %1549, label %1550, label %1554

1550:                                             ; preds = %1539, %1550
  %1551 = phi ptr [ %1552, %1550 ], [ %1542, %1539 ]
  call void @llvm.prefetch.p0(ptr %1551, i32 0, i32 3, i32 1)
  %1552 = getelementptr inbounds nuw i8, ptr %1551, i64 64
  %1553 = icmp ult ptr %1552, %1548
  br i1 %1553, label %1550, label %1554

1554:                                             ; preds = %1550, %1539, %1535, %1509
  %1555 = icmp slt i64 %1520, %1523
  br i1 %58, label %1560, label %1556

1556:                                             ; preds = %1554
  br i1 %1555, label %1557, label %7920

1557:                                             ; preds = %1556
  %1558 = icmp eq ptr %1519, null
  %1559 = icmp eq ptr %1515, null
  br label %1564

1560:                                             ; preds = %1554
  br i1 %1555, label %1561, label %7920

1561:                                             ; preds = %1560
  %1562 = icmp eq ptr %1519, null
  %1563 = icmp eq ptr %1515, null
  br label %2678

1564:                                             ; preds = %1557, %1574
  %1565 = phi i64 [ %1520, %1557 ], [ %1575, %1574 ]
  %1566 = mul nsw i64 %1565, %9
  %1567 = getelementptr inbounds float, ptr %1517, i64 %1566
  %1568 = getelementptr inbounds float, ptr %1519, i64 %1566
  %1569 = select i1 %1558, ptr null, ptr %1568
  br i1 %1100, label %1570, label %1574

1570:                                             ; preds = %1564
  %1571 = mul nsw i64 %1565, %12
  %1572 = sub i64 %1571, %16
  %1573 = icmp eq ptr %1569, null
  br label %1577

1574:                                             ; preds = %2674, %1564
  %1575 = add nsw i64 %1565, 1
  %1576 = icmp slt i64 %1575, %1523
  br i1 %1576, label %1564, label %7920

1577:                                             ; preds = %1570, %2674
  %1578 = phi i64 [ 0, %1570 ], [ %2676, %2674 ]
  %1579 = phi i64 [ 0, %1570 ], [ %2675, %2674 ]
  %1580 = sub nsw i64 %9, %1579
  %1581 = add nuw nsw i64 %1580, 7
  %1582 = lshr i64 %1581, 3
  %1583 = icmp ugt i64 %1580, 24
  %1584 = trunc i64 %1582 to i32
  %1585 = select i1 %1583, i32 4, i32 %1584
  switch i32 %1585, label %2674 [
    i32 1, label %1586
    i32 2, label %1731
    i32 3, label %1996
    i32 4, label %2298
  ]

1586:                                             ; preds = %1577
  br i1 %1101, label %1587, label %1591

1587:                                             ; preds = %1586
  %1588 = shl nuw nsw i64 %1579, 1
  %1589 = shl nsw i64 %1580, 1
  %1590 = add nsw i64 %1589, -1
  br label %1601

1591:                                             ; preds = %1615, %1586
  %1592 = phi <8 x float> [ zeroinitializer, %1586 ], [ %1616, %1615 ]
  %1593 = call i64 @llvm.smin.i64(i64 %1580, i64 8)
  %1594 = trunc i64 %1593 to i32
  %1595 = insertelement <8 x i32> poison, i32 %1594, i64 0
  %1596 = shufflevector <8 x i32> %1595, <8 x i32> poison, <8 x i32> zeroinitializer
  %1597 = icmp sgt <8 x i32> %1596, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1598 = getelementptr inbounds nuw float, ptr %1567, i64 %1579
  %1599 = getelementptr inbounds nuw float, ptr %1569, i64 %1579
  %1600 = select i1 %1573, ptr null, ptr %1599
  br i1 %1559, label %1672, label %1667

1601:                                             ; preds = %1587, %1615
  %1602 = phi <8 x float> [ zeroinitializer, %1587 ], [ %1616, %1615 ]
  %1603 = phi i64 [ 0, %1587 ], [ %1617, %1615 ]
  %1604 = mul nsw i64 %1603, %14
  %1605 = add i64 %1572, %1604
  %1606 = icmp sgt i64 %1605, -1
  %1607 = icmp slt i64 %1605, %6
  %1608 = and i1 %1606, %1607
  %1609 = select i1 %1608, i64 %1605, i64 0
  %1610 = mul nsw i64 %1609, %7
  %1611 = getelementptr inbounds float, ptr %1511, i64 %1610
  br i1 %1102, label %1612, label %1615

1612:                                             ; preds = %1601
  %1613 = mul nuw nsw i64 %1603, %11
  %1614 = getelementptr inbounds nuw float, ptr %1513, i64 %1613
  br label %1619

1615:                                             ; preds = %1619, %1601
  %1616 = phi <8 x float> [ %1602, %1601 ], [ %1664, %1619 ]
  %1617 = add nuw nsw i64 %1603, 1
  %1618 = icmp eq i64 %1617, %10
  br i1 %1618, label %1591, label %1601

1619:                                             ; preds = %1612, %1619
  %1620 = phi <8 x float> [ %1602, %1612 ], [ %1664, %1619 ]
  %1621 = phi i64 [ 0, %1612 ], [ %1665, %1619 ]
  %1622 = getelementptr inbounds nuw float, ptr %1614, i64 %1621
  %1623 = load float, ptr %1622, align 1
  %1624 = insertelement <8 x float> poison, float %1623, i64 0
  %1625 = shufflevector <8 x float> %1624, <8 x float> poison, <8 x i32> zeroinitializer
  %1626 = mul nsw i64 %1621, %15
  %1627 = sub i64 %1626, %17
  %1628 = add i64 %1627, %1588
  %1629 = icmp slt i64 %1628, 0
  %1630 = sub nsw i64 0, %1628
  %1631 = select i1 %1629, i64 %1630, i64 0
  %1632 = sub nsw i64 %7, %1628
  %1633 = call i64 @llvm.smin.i64(i64 %1632, i64 %1590)
  %1634 = call i64 @llvm.smin.i64(i64 %1633, i64 16)
  %1635 = icmp sgt i64 %1634, %1631
  %1636 = select i1 %1608, i1 %1635, i1 false
  %1637 = select i1 %1636, i64 %1631, i64 0
  %1638 = select i1 %1636, i64 %1634, i64 0
  %1639 = getelementptr inbounds float, ptr %1611, i64 %1628
  %1640 = trunc i64 %1637 to i32
  %1641 = icmp sgt i64 %1638, %1637
  %1642 = trunc i64 %1638 to i32
  %1643 = select i1 %1641, i32 %1642, i32 0
  %1644 = insertelement <8 x i32> poison, i32 %1640, i64 0
  %1645 = shufflevector <8 x i32> %1644, <8 x i32> poison, <8 x i32> zeroinitializer
  %1646 = icmp slt <8 x i32> %1645, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1647 = insertelement <8 x i32> poison, i32 %1643, i64 0
  %1648 = shufflevector <8 x i32> %1647, <8 x i32> poison, <8 x i32> zeroinitializer
  %1649 = icmp sgt <8 x i32> %1648, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1650 = and <8 x i1> %1646, %1649
  %1651 = add nsw i32 %1640, -8
  %1652 = insertelement <8 x i32> poison, i32 %1651, i64 0
  %1653 = shufflevector <8 x i32> %1652, <8 x i32> poison, <8 x i32> zeroinitializer
  %1654 = icmp slt <8 x i32> %1653, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1655 = add nsw i32 %1643, -8
  %1656 = insertelement <8 x i32> poison, i32 %1655, i64 0
  %1657 = shufflevector <8 x i32> %1656, <8 x i32> poison, <8 x i32> zeroinitializer
  %1658 = icmp sgt <8 x i32> %1657, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1659 = and <8 x i1> %1654, %1658
  %1660 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1639, <8 x i1> %1650, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1661 = getelementptr inbounds nuw i8, ptr %1639, i64 32
  %1662 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1661, <8 x i1> %1659, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1663 = shufflevector <8 x float> %1660, <8 x float> %1662, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1664 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1663, <8 x float> %1625, <8 x float> %1620)
  %1665 = add nuw nsw i64 %1621, 1
  %1666 = icmp eq i64 %1665, %11
  br i1 %1666, label %1615, label %1619

1667:                                             ; preds = %1591
  %1668 = load float, ptr %1514, align 1
  %1669 = insertelement <8 x float> poison, float %1668, i64 0
  %1670 = shufflevector <8 x float> %1669, <8 x float> poison, <8 x i32> zeroinitializer
  %1671 = fadd <8 x float> %1592, %1670
  br label %1672

1672:                                             ; preds = %1667, %1591
  %1673 = phi <8 x float> [ %1671, %1667 ], [ %1592, %1591 ]
  switch i64 %1163, label %511 [
    i64 1, label %1674
    i64 2, label %1677
    i64 3, label %1684
    i64 0, label %1729
  ]

1674:                                             ; preds = %1672
  %1675 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1600, <8 x i1> %1597, <8 x float> zeroinitializer)
  %1676 = fadd <8 x float> %1673, %1675
  br label %1691

1677:                                             ; preds = %1672
  %1678 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1673)
  %1679 = bitcast <8 x float> %1673 to <8 x i32>
  %1680 = or <8 x i32> %1679, %1104
  %1681 = bitcast <8 x i32> %1680 to <8 x float>
  %1682 = fcmp oeq <8 x float> %1673, %52
  %1683 = select <8 x i1> %1682, <8 x float> %1681, <8 x float> %1678
  br label %1691

1684:                                             ; preds = %1672
  %1685 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1673)
  %1686 = bitcast <8 x float> %1673 to <8 x i32>
  %1687 = and <8 x i32> %1686, %1103
  %1688 = bitcast <8 x i32> %1687 to <8 x float>
  %1689 = fcmp oeq <8 x float> %1673, %49
  %1690 = select <8 x i1> %1689, <8 x float> %1688, <8 x float> %1685
  br label %1691

1691:                                             ; preds = %1684, %1677, %1674
  %1692 = phi <8 x float> [ %1676, %1674 ], [ %1683, %1677 ], [ %1690, %1684 ]
  switch i64 %1165, label %511 [
    i64 1, label %1707
    i64 2, label %1700
    i64 3, label %1693
    i64 0, label %1729
  ]

1693:                                             ; preds = %1691
  %1694 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1692)
  %1695 = bitcast <8 x float> %1692 to <8 x i32>
  %1696 = and <8 x i32> %1695, %1103
  %1697 = bitcast <8 x i32> %1696 to <8 x float>
  %1698 = fcmp oeq <8 x float> %1692, %49
  %1699 = select <8 x i1> %1698, <8 x float> %1697, <8 x float> %1694
  br label %1710

1700:                                             ; preds = %1691
  %1701 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1692)
  %1702 = bitcast <8 x float> %1692 to <8 x i32>
  %1703 = or <8 x i32> %1702, %1104
  %1704 = bitcast <8 x i32> %1703 to <8 x float>
  %1705 = fcmp oeq <8 x float> %1692, %52
  %1706 = select <8 x i1> %1705, <8 x float> %1704, <8 x float> %1701
  br label %1710

1707:                                             ; preds = %1691
  %1708 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1600, <8 x i1> %1597, <8 x float> zeroinitializer)
  %1709 = fadd <8 x float> %1692, %1708
  br label %1710

1710:                                             ; preds = %1707, %1700, %1693
  %1711 = phi <8 x float> [ %1709, %1707 ], [ %1706, %1700 ], [ %1699, %1693 ]
  switch i64 %1167, label %511 [
    i64 1, label %1726
    i64 2, label %1719
    i64 3, label %1712
    i64 0, label %1729
  ]

1712:                                             ; preds = %1710
  %1713 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1711)
  %1714 = bitcast <8 x float> %1711 to <8 x i32>
  %1715 = and <8 x i32> %1714, %1103
  %1716 = bitcast <8 x i32> %1715 to <8 x float>
  %1717 = fcmp oeq <8 x float> %1711, %49
  %1718 = select <8 x i1> %1717, <8 x float> %1716, <8 x float> %1713
  br label %1729

1719:                                             ; preds = %1710
  %1720 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1711)
  %1721 = bitcast <8 x float> %1711 to <8 x i32>
  %1722 = or <8 x i32> %1721, %1104
  %1723 = bitcast <8 x i32> %1722 to <8 x float>
  %1724 = fcmp oeq <8 x float> %1711, %52
  %1725 = select <8 x i1> %1724, <8 x float> %1723, <8 x float> %1720
  br label %1729

1726:                                             ; preds = %1710
  %1727 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1600, <8 x i1> %1597, <8 x float> zeroinitializer)
  %1728 = fadd <8 x float> %1711, %1727
  br label %1729

1729:                                             ; preds = %1712, %1719, %1726, %1710, %1691, %1672
  %1730 = phi <8 x float> [ %1711, %1710 ], [ %1673, %1672 ], [ %1692, %1691 ], [ %1728, %1726 ], [ %1725, %1719 ], [ %1718, %1712 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1730, ptr align 1 %1598, <8 x i1> %1597)
  br label %2674

1731:                                             ; preds = %1577
  br i1 %1101, label %1732, label %1741

1732:                                             ; preds = %1731
  %1733 = shl nuw nsw i64 %1579, 1
  %1734 = shl nsw i64 %1580, 1
  %1735 = add nsw i64 %1734, -1
  %1736 = or disjoint i64 %1579, 8
  %1737 = sub nsw i64 %9, %1736
  %1738 = shl nuw nsw i64 %1736, 1
  %1739 = shl nsw i64 %1737, 1
  %1740 = add nsw i64 %1739, -1
  br label %1752

1741:                                             ; preds = %1767, %1731
  %1742 = phi <8 x float> [ zeroinitializer, %1731 ], [ %1768, %1767 ]
  %1743 = phi <8 x float> [ zeroinitializer, %1731 ], [ %1769, %1767 ]
  %1744 = add i64 %1578, %9
  %1745 = getelementptr inbounds nuw float, ptr %1567, i64 %1579
  %1746 = getelementptr inbounds nuw float, ptr %1569, i64 %1579
  %1747 = call i64 @llvm.smin.i64(i64 %1744, i64 8)
  %1748 = trunc i64 %1747 to i32
  %1749 = insertelement <8 x i32> poison, i32 %1748, i64 0
  %1750 = shufflevector <8 x i32> %1749, <8 x i32> poison, <8 x i32> zeroinitializer
  %1751 = icmp sgt <8 x i32> %1750, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1559, label %1863, label %1858

1752:                                             ; preds = %1732, %1767
  %1753 = phi <8 x float> [ zeroinitializer, %1732 ], [ %1768, %1767 ]
  %1754 = phi <8 x float> [ zeroinitializer, %1732 ], [ %1769, %1767 ]
  %1755 = phi i64 [ 0, %1732 ], [ %1770, %1767 ]
  %1756 = mul nsw i64 %1755, %14
  %1757 = add i64 %1572, %1756
  %1758 = icmp sgt i64 %1757, -1
  %1759 = icmp slt i64 %1757, %6
  %1760 = and i1 %1758, %1759
  %1761 = select i1 %1760, i64 %1757, i64 0
  %1762 = mul nsw i64 %1761, %7
  %1763 = getelementptr inbounds float, ptr %1511, i64 %1762
  br i1 %1102, label %1764, label %1767

1764:                                             ; preds = %1752
  %1765 = mul nuw nsw i64 %1755, %11
  %1766 = getelementptr inbounds nuw float, ptr %1513, i64 %1765
  br label %1772

1767:                                             ; preds = %1772, %1752
  %1768 = phi <8 x float> [ %1753, %1752 ], [ %1818, %1772 ]
  %1769 = phi <8 x float> [ %1754, %1752 ], [ %1855, %1772 ]
  %1770 = add nuw nsw i64 %1755, 1
  %1771 = icmp eq i64 %1770, %10
  br i1 %1771, label %1741, label %1752

1772:                                             ; preds = %1764, %1772
  %1773 = phi <8 x float> [ %1753, %1764 ], [ %1818, %1772 ]
  %1774 = phi <8 x float> [ %1754, %1764 ], [ %1855, %1772 ]
  %1775 = phi i64 [ 0, %1764 ], [ %1856, %1772 ]
  %1776 = getelementptr inbounds nuw float, ptr %1766, i64 %1775
  %1777 = load float, ptr %1776, align 1
  %1778 = insertelement <8 x float> poison, float %1777, i64 0
  %1779 = shufflevector <8 x float> %1778, <8 x float> poison, <8 x i32> zeroinitializer
  %1780 = mul nsw i64 %1775, %15
  %1781 = sub i64 %1780, %17
  %1782 = add i64 %1781, %1733
  %1783 = icmp slt i64 %1782, 0
  %1784 = sub nsw i64 0, %1782
  %1785 = select i1 %1783, i64 %1784, i64 0
  %1786 = sub nsw i64 %7, %1782
  %1787 = call i64 @llvm.smin.i64(i64 %1786, i64 %1735)
  %1788 = call i64 @llvm.smin.i64(i64 %1787, i64 16)
  %1789 = icmp sgt i64 %1788, %1785
  %1790 = select i1 %1760, i1 %1789, i1 false
  %1791 = select i1 %1790, i64 %1785, i64 0
  %1792 = select i1 %1790, i64 %1788, i64 0
  %1793 = getelementptr inbounds float, ptr %1763, i64 %1782
  %1794 = trunc i64 %1791 to i32
  %1795 = icmp sgt i64 %1792, %1791
  %1796 = trunc i64 %1792 to i32
  %1797 = select i1 %1795, i32 %1796, i32 0
  %1798 = insertelement <8 x i32> poison, i32 %1794, i64 0
  %1799 = shufflevector <8 x i32> %1798, <8 x i32> poison, <8 x i32> zeroinitializer
  %1800 = icmp slt <8 x i32> %1799, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1801 = insertelement <8 x i32> poison, i32 %1797, i64 0
  %1802 = shufflevector <8 x i32> %1801, <8 x i32> poison, <8 x i32> zeroinitializer
  %1803 = icmp sgt <8 x i32> %1802, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1804 = and <8 x i1> %1800, %1803
  %1805 = add nsw i32 %1794, -8
  %1806 = insertelement <8 x i32> poison, i32 %1805, i64 0
  %1807 = shufflevector <8 x i32> %1806, <8 x i32> poison, <8 x i32> zeroinitializer
  %1808 = icmp slt <8 x i32> %1807, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1809 = add nsw i32 %1797, -8
  %1810 = insertelement <8 x i32> poison, i32 %1809, i64 0
  %1811 = shufflevector <8 x i32> %1810, <8 x i32> poison, <8 x i32> zeroinitializer
  %1812 = icmp sgt <8 x i32> %1811, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1813 = and <8 x i1> %1808, %1812
  %1814 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1793, <8 x i1> %1804, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1815 = getelementptr inbounds nuw i8, ptr %1793, i64 32
  %1816 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1815, <8 x i1> %1813, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1817 = shufflevector <8 x float> %1814, <8 x float> %1816, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1818 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1817, <8 x float> %1779, <8 x float> %1773)
  %1819 = add i64 %1781, %1738
  %1820 = icmp slt i64 %1819, 0
  %1821 = sub nsw i64 0, %1819
  %1822 = select i1 %1820, i64 %1821, i64 0
  %1823 = sub nsw i64 %7, %1819
  %1824 = call i64 @llvm.smin.i64(i64 %1823, i64 %1740)
  %1825 = call i64 @llvm.smin.i64(i64 %1824, i64 16)
  %1826 = icmp sgt i64 %1825, %1822
  %1827 = select i1 %1760, i1 %1826, i1 false
  %1828 = select i1 %1827, i64 %1822, i64 0
  %1829 = select i1 %1827, i64 %1825, i64 0
  %1830 = getelementptr inbounds float, ptr %1763, i64 %1819
  %1831 = trunc i64 %1828 to i32
  %1832 = icmp sgt i64 %1829, %1828
  %1833 = trunc i64 %1829 to i32
  %1834 = select i1 %1832, i32 %1833, i32 0
  %1835 = insertelement <8 x i32> poison, i32 %1831, i64 0
  %1836 = shufflevector <8 x i32> %1835, <8 x i32> poison, <8 x i32> zeroinitializer
  %1837 = icmp slt <8 x i32> %1836, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1838 = insertelement <8 x i32> poison, i32 %1834, i64 0
  %1839 = shufflevector <8 x i32> %1838, <8 x i32> poison, <8 x i32> zeroinitializer
  %1840 = icmp sgt <8 x i32> %1839, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1841 = and <8 x i1> %1837, %1840
  %1842 = add nsw i32 %1831, -8
  %1843 = insertelement <8 x i32> poison, i32 %1842, i64 0
  %1844 = shufflevector <8 x i32> %1843, <8 x i32> poison, <8 x i32> zeroinitializer
  %1845 = icmp slt <8 x i32> %1844, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1846 = add nsw i32 %1834, -8
  %1847 = insertelement <8 x i32> poison, i32 %1846, i64 0
  %1848 = shufflevector <8 x i32> %1847, <8 x i32> poison, <8 x i32> zeroinitializer
  %1849 = icmp sgt <8 x i32> %1848, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1850 = and <8 x i1> %1845, %1849
  %1851 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1830, <8 x i1> %1841, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1852 = getelementptr inbounds nuw i8, ptr %1830, i64 32
  %1853 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1852, <8 x i1> %1850, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1854 = shufflevector <8 x float> %1851, <8 x float> %1853, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1855 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1854, <8 x float> %1779, <8 x float> %1774)
  %1856 = add nuw nsw i64 %1775, 1
  %1857 = icmp eq i64 %1856, %11
  br i1 %1857, label %1767, label %1772

1858:                                             ; preds = %1741
  %1859 = load float, ptr %1514, align 1
  %1860 = insertelement <8 x float> poison, float %1859, i64 0
  %1861 = shufflevector <8 x float> %1860, <8 x float> poison, <8 x i32> zeroinitializer
  %1862 = fadd <8 x float> %1742, %1861
  br label %1863

1863:                                             ; preds = %1858, %1741
  %1864 = phi <8 x float> [ %1862, %1858 ], [ %1742, %1741 ]
  %1865 = select i1 %1573, ptr null, ptr %1746
  switch i64 %1154, label %511 [
    i64 1, label %1866
    i64 2, label %1869
    i64 3, label %1876
    i64 0, label %1921
  ]

1866:                                             ; preds = %1863
  %1867 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1865, <8 x i1> %1751, <8 x float> zeroinitializer)
  %1868 = fadd <8 x float> %1864, %1867
  br label %1883

1869:                                             ; preds = %1863
  %1870 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1864)
  %1871 = bitcast <8 x float> %1864 to <8 x i32>
  %1872 = or <8 x i32> %1871, %1104
  %1873 = bitcast <8 x i32> %1872 to <8 x float>
  %1874 = fcmp oeq <8 x float> %1864, %52
  %1875 = select <8 x i1> %1874, <8 x float> %1873, <8 x float> %1870
  br label %1883

1876:                                             ; preds = %1863
  %1877 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1864)
  %1878 = bitcast <8 x float> %1864 to <8 x i32>
  %1879 = and <8 x i32> %1878, %1103
  %1880 = bitcast <8 x i32> %1879 to <8 x float>
  %1881 = fcmp oeq <8 x float> %1864, %49
  %1882 = select <8 x i1> %1881, <8 x float> %1880, <8 x float> %1877
  br label %1883

1883:                                             ; preds = %1876, %1869, %1866
  %1884 = phi <8 x float> [ %1868, %1866 ], [ %1875, %1869 ], [ %1882, %1876 ]
  switch i64 %1156, label %511 [
    i64 1, label %1899
    i64 2, label %1892
    i64 3, label %1885
    i64 0, label %1921
  ]

1885:                                             ; preds = %1883
  %1886 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1884)
  %1887 = bitcast <8 x float> %1884 to <8 x i32>
  %1888 = and <8 x i32> %1887, %1103
  %1889 = bitcast <8 x i32> %1888 to <8 x float>
  %1890 = fcmp oeq <8 x float> %1884, %49
  %1891 = select <8 x i1> %1890, <8 x float> %1889, <8 x float> %1886
  br label %1902

1892:                                             ; preds = %1883
  %1893 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1884)
  %1894 = bitcast <8 x float> %1884 to <8 x i32>
  %1895 = or <8 x i32> %1894, %1104
  %1896 = bitcast <8 x i32> %1895 to <8 x float>
  %1897 = fcmp oeq <8 x float> %1884, %52
  %1898 = select <8 x i1> %1897, <8 x float> %1896, <8 x float> %1893
  br label %1902

1899:                                             ; preds = %1883
  %1900 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1865, <8 x i1> %1751, <8 x float> zeroinitializer)
  %1901 = fadd <8 x float> %1884, %1900
  br label %1902

1902:                                             ; preds = %1899, %1892, %1885
  %1903 = phi <8 x float> [ %1901, %1899 ], [ %1898, %1892 ], [ %1891, %1885 ]
  switch i64 %1158, label %511 [
    i64 1, label %1918
    i64 2, label %1911
    i64 3, label %1904
    i64 0, label %1921
  ]

1904:                                             ; preds = %1902
  %1905 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1903)
  %1906 = bitcast <8 x float> %1903 to <8 x i32>
  %1907 = and <8 x i32> %1906, %1103
  %1908 = bitcast <8 x i32> %1907 to <8 x float>
  %1909 = fcmp oeq <8 x float> %1903, %49
  %1910 = select <8 x i1> %1909, <8 x float> %1908, <8 x float> %1905
  br label %1921

1911:                                             ; preds = %1902
  %1912 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1903)
  %1913 = bitcast <8 x float> %1903 to <8 x i32>
  %1914 = or <8 x i32> %1913, %1104
  %1915 = bitcast <8 x i32> %1914 to <8 x float>
  %1916 = fcmp oeq <8 x float> %1903, %52
  %1917 = select <8 x i1> %1916, <8 x float> %1915, <8 x float> %1912
  br label %1921

1918:                                             ; preds = %1902
  %1919 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1865, <8 x i1> %1751, <8 x float> zeroinitializer)
  %1920 = fadd <8 x float> %1903, %1919
  br label %1921

1921:                                             ; preds = %1904, %1911, %1918, %1902, %1883, %1863
  %1922 = phi <8 x float> [ %1903, %1902 ], [ %1864, %1863 ], [ %1884, %1883 ], [ %1920, %1918 ], [ %1917, %1911 ], [ %1910, %1904 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1922, ptr align 1 %1745, <8 x i1> %1751)
  %1923 = add i64 %1744, -8
  %1924 = call i64 @llvm.smin.i64(i64 %1923, i64 8)
  %1925 = trunc i64 %1924 to i32
  %1926 = insertelement <8 x i32> poison, i32 %1925, i64 0
  %1927 = shufflevector <8 x i32> %1926, <8 x i32> poison, <8 x i32> zeroinitializer
  %1928 = icmp sgt <8 x i32> %1927, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1559, label %1934, label %1929

1929:                                             ; preds = %1921
  %1930 = load float, ptr %1514, align 1
  %1931 = insertelement <8 x float> poison, float %1930, i64 0
  %1932 = shufflevector <8 x float> %1931, <8 x float> poison, <8 x i32> zeroinitializer
  %1933 = fadd <8 x float> %1743, %1932
  br label %1934

1934:                                             ; preds = %1929, %1921
  %1935 = phi <8 x float> [ %1933, %1929 ], [ %1743, %1921 ]
  %1936 = getelementptr inbounds nuw i8, ptr %1745, i64 32
  %1937 = getelementptr inbounds nuw i8, ptr %1746, i64 32
  %1938 = select i1 %1573, ptr null, ptr %1937
  switch i64 %1154, label %511 [
    i64 1, label %1953
    i64 2, label %1946
    i64 3, label %1939
    i64 0, label %1994
  ]

1939:                                             ; preds = %1934
  %1940 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1935)
  %1941 = bitcast <8 x float> %1935 to <8 x i32>
  %1942 = and <8 x i32> %1941, %1103
  %1943 = bitcast <8 x i32> %1942 to <8 x float>
  %1944 = fcmp oeq <8 x float> %1935, %49
  %1945 = select <8 x i1> %1944, <8 x float> %1943, <8 x float> %1940
  br label %1956

1946:                                             ; preds = %1934
  %1947 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1935)
  %1948 = bitcast <8 x float> %1935 to <8 x i32>
  %1949 = or <8 x i32> %1948, %1104
  %1950 = bitcast <8 x i32> %1949 to <8 x float>
  %1951 = fcmp oeq <8 x float> %1935, %52
  %1952 = select <8 x i1> %1951, <8 x float> %1950, <8 x float> %1947
  br label %1956

1953:                                             ; preds = %1934
  %1954 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1938, <8 x i1> %1928, <8 x float> zeroinitializer)
  %1955 = fadd <8 x float> %1935, %1954
  br label %1956

1956:                                             ; preds = %1953, %1946, %1939
  %1957 = phi <8 x float> [ %1955, %1953 ], [ %1952, %1946 ], [ %1945, %1939 ]
  switch i64 %1160, label %511 [
    i64 1, label %1972
    i64 2, label %1965
    i64 3, label %1958
    i64 0, label %1994
  ]

1958:                                             ; preds = %1956
  %1959 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1957)
  %1960 = bitcast <8 x float> %1957 to <8 x i32>
  %1961 = and <8 x i32> %1960, %1103
  %1962 = bitcast <8 x i32> %1961 to <8 x float>
  %1963 = fcmp oeq <8 x float> %1957, %49
  %1964 = select <8 x i1> %1963, <8 x float> %1962, <8 x float> %1959
  br label %1975

1965:                                             ; preds = %1956
  %1966 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1957)
  %1967 = bitcast <8 x float> %1957 to <8 x i32>
  %1968 = or <8 x i32> %1967, %1104
  %1969 = bitcast <8 x i32> %1968 to <8 x float>
  %1970 = fcmp oeq <8 x float> %1957, %52
  %1971 = select <8 x i1> %1970, <8 x float> %1969, <8 x float> %1966
  br label %1975

1972:                                             ; preds = %1956
  %1973 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1938, <8 x i1> %1928, <8 x float> zeroinitializer)
  %1974 = fadd <8 x float> %1957, %1973
  br label %1975

1975:                                             ; preds = %1972, %1965, %1958
  %1976 = phi <8 x float> [ %1974, %1972 ], [ %1971, %1965 ], [ %1964, %1958 ]
  switch i64 %1162, label %511 [
    i64 1, label %1991
    i64 2, label %1984
    i64 3, label %1977
    i64 0, label %1994
  ]

1977:                                             ; preds = %1975
  %1978 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1976)
  %1979 = bitcast <8 x float> %1976 to <8 x i32>
  %1980 = and <8 x i32> %1979, %1103
  %1981 = bitcast <8 x i32> %1980 to <8 x float>
  %1982 = fcmp oeq <8 x float> %1976, %49
  %1983 = select <8 x i1> %1982, <8 x float> %1981, <8 x float> %1978
  br label %1994

1984:                                             ; preds = %1975
  %1985 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1976)
  %1986 = bitcast <8 x float> %1976 to <8 x i32>
  %1987 = or <8 x i32> %1986, %1104
  %1988 = bitcast <8 x i32> %1987 to <8 x float>
  %1989 = fcmp oeq <8 x float> %1976, %52
  %1990 = select <8 x i1> %1989, <8 x float> %1988, <8 x float> %1985
  br label %1994

1991:                                             ; preds = %1975
  %1992 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1938, <8 x i1> %1928, <8 x float> zeroinitializer)
  %1993 = fadd <8 x float> %1976, %1992
  br label %1994

1994:                                             ; preds = %1977, %1984, %1991, %1975, %1956, %1934
  %1995 = phi <8 x float> [ %1976, %1975 ], [ %1935, %1934 ], [ %1957, %1956 ], [ %1993, %1991 ], [ %1990, %1984 ], [ %1983, %1977 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1995, ptr nonnull align 1 %1936, <8 x i1> %1928)
  br label %2674

1996:                                             ; preds = %1577
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %35, i8 0, i64 96, i1 false)
  br i1 %1101, label %2009, label %1999

1997:                                             ; preds = %2022
  %1998 = load <8 x float>, ptr %35, align 32
  br label %1999

1999:                                             ; preds = %1997, %1996
  %2000 = phi <8 x float> [ %1998, %1997 ], [ zeroinitializer, %1996 ]
  %2001 = add i64 %1578, %9
  %2002 = getelementptr inbounds nuw float, ptr %1567, i64 %1579
  %2003 = getelementptr inbounds nuw float, ptr %1569, i64 %1579
  %2004 = call i64 @llvm.smin.i64(i64 %2001, i64 8)
  %2005 = trunc i64 %2004 to i32
  %2006 = insertelement <8 x i32> poison, i32 %2005, i64 0
  %2007 = shufflevector <8 x i32> %2006, <8 x i32> poison, <8 x i32> zeroinitializer
  %2008 = icmp sgt <8 x i32> %2007, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1559, label %2090, label %2085

2009:                                             ; preds = %1996, %2022
  %2010 = phi i64 [ %2023, %2022 ], [ 0, %1996 ]
  %2011 = mul nsw i64 %2010, %14
  %2012 = add i64 %1572, %2011
  %2013 = icmp sgt i64 %2012, -1
  %2014 = icmp slt i64 %2012, %6
  %2015 = and i1 %2013, %2014
  %2016 = select i1 %2015, i64 %2012, i64 0
  %2017 = mul nsw i64 %2016, %7
  %2018 = getelementptr inbounds float, ptr %1511, i64 %2017
  br i1 %1102, label %2019, label %2022

2019:                                             ; preds = %2009
  %2020 = mul nuw nsw i64 %2010, %11
  %2021 = getelementptr inbounds nuw float, ptr %1513, i64 %2020
  br label %2025

2022:                                             ; preds = %2033, %2009
  %2023 = add nuw nsw i64 %2010, 1
  %2024 = icmp eq i64 %2023, %10
  br i1 %2024, label %1997, label %2009

2025:                                             ; preds = %2019, %2033
  %2026 = phi i64 [ 0, %2019 ], [ %2034, %2033 ]
  %2027 = getelementptr inbounds nuw float, ptr %2021, i64 %2026
  %2028 = load float, ptr %2027, align 1
  %2029 = insertelement <8 x float> poison, float %2028, i64 0
  %2030 = shufflevector <8 x float> %2029, <8 x float> poison, <8 x i32> zeroinitializer
  %2031 = mul nsw i64 %2026, %15
  %2032 = sub i64 %2031, %17
  br label %2036

2033:                                             ; preds = %2036
  %2034 = add nuw nsw i64 %2026, 1
  %2035 = icmp eq i64 %2034, %11
  br i1 %2035, label %2022, label %2025

2036:                                             ; preds = %2025, %2036
  %2037 = phi i64 [ 0, %2025 ], [ %2083, %2036 ]
  %2038 = shl nuw nsw i64 %2037, 3
  %2039 = or disjoint i64 %1579, %2038
  %2040 = sub nsw i64 %9, %2039
  %2041 = shl nuw nsw i64 %2039, 1
  %2042 = add i64 %2032, %2041
  %2043 = icmp slt i64 %2042, 0
  %2044 = sub nsw i64 0, %2042
  %2045 = select i1 %2043, i64 %2044, i64 0
  %2046 = sub nsw i64 %7, %2042
  %2047 = shl nsw i64 %2040, 1
  %2048 = add nsw i64 %2047, -1
  %2049 = call i64 @llvm.smin.i64(i64 %2046, i64 %2048)
  %2050 = call i64 @llvm.smin.i64(i64 %2049, i64 16)
  %2051 = icmp sgt i64 %2050, %2045
  %2052 = select i1 %2015, i1 %2051, i1 false
  %2053 = select i1 %2052, i64 %2045, i64 0
  %2054 = select i1 %2052, i64 %2050, i64 0
  %2055 = getelementptr inbounds float, ptr %2018, i64 %2042
  %2056 = trunc i64 %2053 to i32
  %2057 = icmp sgt i64 %2054, %2053
  %2058 = trunc i64 %2054 to i32
  %2059 = select i1 %2057, i32 %2058, i32 0
  %2060 = insertelement <8 x i32> poison, i32 %2056, i64 0
  %2061 = shufflevector <8 x i32> %2060, <8 x i32> poison, <8 x i32> zeroinitializer
  %2062 = icmp slt <8 x i32> %2061, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2063 = insertelement <8 x i32> poison, i32 %2059, i64 0
  %2064 = shufflevector <8 x i32> %2063, <8 x i32> poison, <8 x i32> zeroinitializer
  %2065 = icmp sgt <8 x i32> %2064, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2066 = and <8 x i1> %2062, %2065
  %2067 = add nsw i32 %2056, -8
  %2068 = insertelement <8 x i32> poison, i32 %2067, i64 0
  %2069 = shufflevector <8 x i32> %2068, <8 x i32> poison, <8 x i32> zeroinitializer
  %2070 = icmp slt <8 x i32> %2069, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2071 = add nsw i32 %2059, -8
  %2072 = insertelement <8 x i32> poison, i32 %2071, i64 0
  %2073 = shufflevector <8 x i32> %2072, <8 x i32> poison, <8 x i32> zeroinitializer
  %2074 = icmp sgt <8 x i32> %2073, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2075 = and <8 x i1> %2070, %2074
  %2076 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2055, <8 x i1> %2066, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2077 = getelementptr inbounds nuw i8, ptr %2055, i64 32
  %2078 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2077, <8 x i1> %2075, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2079 = shufflevector <8 x float> %2076, <8 x float> %2078, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2080 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %2037
  %2081 = load <8 x float>, ptr %2080, align 32
  %2082 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2079, <8 x float> %2030, <8 x float> %2081)
  store <8 x float> %2082, ptr %2080, align 32
  %2083 = add nuw nsw i64 %2037, 1
  %2084 = icmp eq i64 %2083, 3
  br i1 %2084, label %2033, label %2036

2085:                                             ; preds = %1999
  %2086 = load float, ptr %1514, align 1
  %2087 = insertelement <8 x float> poison, float %2086, i64 0
  %2088 = shufflevector <8 x float> %2087, <8 x float> poison, <8 x i32> zeroinitializer
  %2089 = fadd <8 x float> %2000, %2088
  br label %2090

2090:                                             ; preds = %2085, %1999
  %2091 = phi <8 x float> [ %2089, %2085 ], [ %2000, %1999 ]
  %2092 = select i1 %1573, ptr null, ptr %2003
  switch i64 %1139, label %511 [
    i64 1, label %2093
    i64 2, label %2096
    i64 3, label %2103
    i64 0, label %2148
  ]

2093:                                             ; preds = %2090
  %2094 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2092, <8 x i1> %2008, <8 x float> zeroinitializer)
  %2095 = fadd <8 x float> %2091, %2094
  br label %2110

2096:                                             ; preds = %2090
  %2097 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2091)
  %2098 = bitcast <8 x float> %2091 to <8 x i32>
  %2099 = or <8 x i32> %2098, %1104
  %2100 = bitcast <8 x i32> %2099 to <8 x float>
  %2101 = fcmp oeq <8 x float> %2091, %52
  %2102 = select <8 x i1> %2101, <8 x float> %2100, <8 x float> %2097
  br label %2110

2103:                                             ; preds = %2090
  %2104 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2091)
  %2105 = bitcast <8 x float> %2091 to <8 x i32>
  %2106 = and <8 x i32> %2105, %1103
  %2107 = bitcast <8 x i32> %2106 to <8 x float>
  %2108 = fcmp oeq <8 x float> %2091, %49
  %2109 = select <8 x i1> %2108, <8 x float> %2107, <8 x float> %2104
  br label %2110

2110:                                             ; preds = %2103, %2096, %2093
  %2111 = phi <8 x float> [ %2095, %2093 ], [ %2102, %2096 ], [ %2109, %2103 ]
  switch i64 %1141, label %511 [
    i64 1, label %2126
    i64 2, label %2119
    i64 3, label %2112
    i64 0, label %2148
  ]

2112:                                             ; preds = %2110
  %2113 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2111)
  %2114 = bitcast <8 x float> %2111 to <8 x i32>
  %2115 = and <8 x i32> %2114, %1103
  %2116 = bitcast <8 x i32> %2115 to <8 x float>
  %2117 = fcmp oeq <8 x float> %2111, %49
  %2118 = select <8 x i1> %2117, <8 x float> %2116, <8 x float> %2113
  br label %2129

2119:                                             ; preds = %2110
  %2120 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2111)
  %2121 = bitcast <8 x float> %2111 to <8 x i32>
  %2122 = or <8 x i32> %2121, %1104
  %2123 = bitcast <8 x i32> %2122 to <8 x float>
  %2124 = fcmp oeq <8 x float> %2111, %52
  %2125 = select <8 x i1> %2124, <8 x float> %2123, <8 x float> %2120
  br label %2129

2126:                                             ; preds = %2110
  %2127 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2092, <8 x i1> %2008, <8 x float> zeroinitializer)
  %2128 = fadd <8 x float> %2111, %2127
  br label %2129

2129:                                             ; preds = %2126, %2119, %2112
  %2130 = phi <8 x float> [ %2128, %2126 ], [ %2125, %2119 ], [ %2118, %2112 ]
  switch i64 %1143, label %511 [
    i64 1, label %2145
    i64 2, label %2138
    i64 3, label %2131
    i64 0, label %2148
  ]

2131:                                             ; preds = %2129
  %2132 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2130)
  %2133 = bitcast <8 x float> %2130 to <8 x i32>
  %2134 = and <8 x i32> %2133, %1103
  %2135 = bitcast <8 x i32> %2134 to <8 x float>
  %2136 = fcmp oeq <8 x float> %2130, %49
  %2137 = select <8 x i1> %2136, <8 x float> %2135, <8 x float> %2132
  br label %2148

2138:                                             ; preds = %2129
  %2139 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2130)
  %2140 = bitcast <8 x float> %2130 to <8 x i32>
  %2141 = or <8 x i32> %2140, %1104
  %2142 = bitcast <8 x i32> %2141 to <8 x float>
  %2143 = fcmp oeq <8 x float> %2130, %52
  %2144 = select <8 x i1> %2143, <8 x float> %2142, <8 x float> %2139
  br label %2148

2145:                                             ; preds = %2129
  %2146 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2092, <8 x i1> %2008, <8 x float> zeroinitializer)
  %2147 = fadd <8 x float> %2130, %2146
  br label %2148

2148:                                             ; preds = %2131, %2138, %2145, %2129, %2110, %2090
  %2149 = phi <8 x float> [ %2130, %2129 ], [ %2091, %2090 ], [ %2111, %2110 ], [ %2147, %2145 ], [ %2144, %2138 ], [ %2137, %2131 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2149, ptr align 1 %2002, <8 x i1> %2008)
  %2150 = add i64 %2001, -8
  %2151 = call i64 @llvm.smin.i64(i64 %2150, i64 8)
  %2152 = trunc i64 %2151 to i32
  %2153 = insertelement <8 x i32> poison, i32 %2152, i64 0
  %2154 = shufflevector <8 x i32> %2153, <8 x i32> poison, <8 x i32> zeroinitializer
  %2155 = icmp sgt <8 x i32> %2154, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2156 = load <8 x float>, ptr %1144, align 32
  br i1 %1559, label %2162, label %2157

2157:                                             ; preds = %2148
  %2158 = load float, ptr %1514, align 1
  %2159 = insertelement <8 x float> poison, float %2158, i64 0
  %2160 = shufflevector <8 x float> %2159, <8 x float> poison, <8 x i32> zeroinitializer
  %2161 = fadd <8 x float> %2156, %2160
  br label %2162

2162:                                             ; preds = %2157, %2148
  %2163 = phi <8 x float> [ %2161, %2157 ], [ %2156, %2148 ]
  %2164 = getelementptr inbounds nuw i8, ptr %2002, i64 32
  %2165 = getelementptr inbounds nuw i8, ptr %2003, i64 32
  %2166 = select i1 %1573, ptr null, ptr %2165
  switch i64 %1139, label %511 [
    i64 1, label %2181
    i64 2, label %2174
    i64 3, label %2167
    i64 0, label %2222
  ]

2167:                                             ; preds = %2162
  %2168 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2163)
  %2169 = bitcast <8 x float> %2163 to <8 x i32>
  %2170 = and <8 x i32> %2169, %1103
  %2171 = bitcast <8 x i32> %2170 to <8 x float>
  %2172 = fcmp oeq <8 x float> %2163, %49
  %2173 = select <8 x i1> %2172, <8 x float> %2171, <8 x float> %2168
  br label %2184

2174:                                             ; preds = %2162
  %2175 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2163)
  %2176 = bitcast <8 x float> %2163 to <8 x i32>
  %2177 = or <8 x i32> %2176, %1104
  %2178 = bitcast <8 x i32> %2177 to <8 x float>
  %2179 = fcmp oeq <8 x float> %2163, %52
  %2180 = select <8 x i1> %2179, <8 x float> %2178, <8 x float> %2175
  br label %2184

2181:                                             ; preds = %2162
  %2182 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2166, <8 x i1> %2155, <8 x float> zeroinitializer)
  %2183 = fadd <8 x float> %2163, %2182
  br label %2184

2184:                                             ; preds = %2181, %2174, %2167
  %2185 = phi <8 x float> [ %2183, %2181 ], [ %2180, %2174 ], [ %2173, %2167 ]
  switch i64 %1146, label %511 [
    i64 1, label %2200
    i64 2, label %2193
    i64 3, label %2186
    i64 0, label %2222
  ]

2186:                                             ; preds = %2184
  %2187 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2185)
  %2188 = bitcast <8 x float> %2185 to <8 x i32>
  %2189 = and <8 x i32> %2188, %1103
  %2190 = bitcast <8 x i32> %2189 to <8 x float>
  %2191 = fcmp oeq <8 x float> %2185, %49
  %2192 = select <8 x i1> %2191, <8 x float> %2190, <8 x float> %2187
  br label %2203

2193:                                             ; preds = %2184
  %2194 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2185)
  %2195 = bitcast <8 x float> %2185 to <8 x i32>
  %2196 = or <8 x i32> %2195, %1104
  %2197 = bitcast <8 x i32> %2196 to <8 x float>
  %2198 = fcmp oeq <8 x float> %2185, %52
  %2199 = select <8 x i1> %2198, <8 x float> %2197, <8 x float> %2194
  br label %2203

2200:                                             ; preds = %2184
  %2201 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2166, <8 x i1> %2155, <8 x float> zeroinitializer)
  %2202 = fadd <8 x float> %2185, %2201
  br label %2203

2203:                                             ; preds = %2200, %2193, %2186
  %2204 = phi <8 x float> [ %2202, %2200 ], [ %2199, %2193 ], [ %2192, %2186 ]
  switch i64 %1148, label %511 [
    i64 1, label %2219
    i64 2, label %2212
    i64 3, label %2205
    i64 0, label %2222
  ]

2205:                                             ; preds = %2203
  %2206 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2204)
  %2207 = bitcast <8 x float> %2204 to <8 x i32>
  %2208 = and <8 x i32> %2207, %1103
  %2209 = bitcast <8 x i32> %2208 to <8 x float>
  %2210 = fcmp oeq <8 x float> %2204, %49
  %2211 = select <8 x i1> %2210, <8 x float> %2209, <8 x float> %2206
  br label %2222

2212:                                             ; preds = %2203
  %2213 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2204)
  %2214 = bitcast <8 x float> %2204 to <8 x i32>
  %2215 = or <8 x i32> %2214, %1104
  %2216 = bitcast <8 x i32> %2215 to <8 x float>
  %2217 = fcmp oeq <8 x float> %2204, %52
  %2218 = select <8 x i1> %2217, <8 x float> %2216, <8 x float> %2213
  br label %2222

2219:                                             ; preds = %2203
  %2220 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2166, <8 x i1> %2155, <8 x float> zeroinitializer)
  %2221 = fadd <8 x float> %2204, %2220
  br label %2222

2222:                                             ; preds = %2205, %2212, %2219, %2203, %2184, %2162
  %2223 = phi <8 x float> [ %2204, %2203 ], [ %2163, %2162 ], [ %2185, %2184 ], [ %2221, %2219 ], [ %2218, %2212 ], [ %2211, %2205 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2223, ptr nonnull align 1 %2164, <8 x i1> %2155)
  %2224 = add i64 %2001, -16
  %2225 = call i64 @llvm.smin.i64(i64 %2224, i64 8)
  %2226 = trunc i64 %2225 to i32
  %2227 = insertelement <8 x i32> poison, i32 %2226, i64 0
  %2228 = shufflevector <8 x i32> %2227, <8 x i32> poison, <8 x i32> zeroinitializer
  %2229 = icmp sgt <8 x i32> %2228, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2230 = load <8 x float>, ptr %1149, align 32
  br i1 %1559, label %2236, label %2231

2231:                                             ; preds = %2222
  %2232 = load float, ptr %1514, align 1
  %2233 = insertelement <8 x float> poison, float %2232, i64 0
  %2234 = shufflevector <8 x float> %2233, <8 x float> poison, <8 x i32> zeroinitializer
  %2235 = fadd <8 x float> %2230, %2234
  br label %2236

2236:                                             ; preds = %2231, %2222
  %2237 = phi <8 x float> [ %2235, %2231 ], [ %2230, %2222 ]
  %2238 = getelementptr inbounds nuw i8, ptr %2002, i64 64
  %2239 = getelementptr inbounds nuw i8, ptr %2003, i64 64
  %2240 = select i1 %1573, ptr null, ptr %2239
  switch i64 %1139, label %511 [
    i64 1, label %2255
    i64 2, label %2248
    i64 3, label %2241
    i64 0, label %2296
  ]

2241:                                             ; preds = %2236
  %2242 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2237)
  %2243 = bitcast <8 x float> %2237 to <8 x i32>
  %2244 = and <8 x i32> %2243, %1103
  %2245 = bitcast <8 x i32> %2244 to <8 x float>
  %2246 = fcmp oeq <8 x float> %2237, %49
  %2247 = select <8 x i1> %2246, <8 x float> %2245, <8 x float> %2242
  br label %2258

2248:                                             ; preds = %2236
  %2249 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2237)
  %2250 = bitcast <8 x float> %2237 to <8 x i32>
  %2251 = or <8 x i32> %2250, %1104
  %2252 = bitcast <8 x i32> %2251 to <8 x float>
  %2253 = fcmp oeq <8 x float> %2237, %52
  %2254 = select <8 x i1> %2253, <8 x float> %2252, <8 x float> %2249
  br label %2258

2255:                                             ; preds = %2236
  %2256 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2240, <8 x i1> %2229, <8 x float> zeroinitializer)
  %2257 = fadd <8 x float> %2237, %2256
  br label %2258

2258:                                             ; preds = %2255, %2248, %2241
  %2259 = phi <8 x float> [ %2257, %2255 ], [ %2254, %2248 ], [ %2247, %2241 ]
  switch i64 %1151, label %511 [
    i64 1, label %2274
    i64 2, label %2267
    i64 3, label %2260
    i64 0, label %2296
  ]

2260:                                             ; preds = %2258
  %2261 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2259)
  %2262 = bitcast <8 x float> %2259 to <8 x i32>
  %2263 = and <8 x i32> %2262, %1103
  %2264 = bitcast <8 x i32> %2263 to <8 x float>
  %2265 = fcmp oeq <8 x float> %2259, %49
  %2266 = select <8 x i1> %2265, <8 x float> %2264, <8 x float> %2261
  br label %2277

2267:                                             ; preds = %2258
  %2268 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2259)
  %2269 = bitcast <8 x float> %2259 to <8 x i32>
  %2270 = or <8 x i32> %2269, %1104
  %2271 = bitcast <8 x i32> %2270 to <8 x float>
  %2272 = fcmp oeq <8 x float> %2259, %52
  %2273 = select <8 x i1> %2272, <8 x float> %2271, <8 x float> %2268
  br label %2277

2274:                                             ; preds = %2258
  %2275 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2240, <8 x i1> %2229, <8 x float> zeroinitializer)
  %2276 = fadd <8 x float> %2259, %2275
  br label %2277

2277:                                             ; preds = %2274, %2267, %2260
  %2278 = phi <8 x float> [ %2276, %2274 ], [ %2273, %2267 ], [ %2266, %2260 ]
  switch i64 %1153, label %511 [
    i64 1, label %2293
    i64 2, label %2286
    i64 3, label %2279
    i64 0, label %2296
  ]

2279:                                             ; preds = %2277
  %2280 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2278)
  %2281 = bitcast <8 x float> %2278 to <8 x i32>
  %2282 = and <8 x i32> %2281, %1103
  %2283 = bitcast <8 x i32> %2282 to <8 x float>
  %2284 = fcmp oeq <8 x float> %2278, %49
  %2285 = select <8 x i1> %2284, <8 x float> %2283, <8 x float> %2280
  br label %2296

2286:                                             ; preds = %2277
  %2287 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2278)
  %2288 = bitcast <8 x float> %2278 to <8 x i32>
  %2289 = or <8 x i32> %2288, %1104
  %2290 = bitcast <8 x i32> %2289 to <8 x float>
  %2291 = fcmp oeq <8 x float> %2278, %52
  %2292 = select <8 x i1> %2291, <8 x float> %2290, <8 x float> %2287
  br label %2296

2293:                                             ; preds = %2277
  %2294 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2240, <8 x i1> %2229, <8 x float> zeroinitializer)
  %2295 = fadd <8 x float> %2278, %2294
  br label %2296

2296:                                             ; preds = %2279, %2286, %2293, %2277, %2258, %2236
  %2297 = phi <8 x float> [ %2278, %2277 ], [ %2237, %2236 ], [ %2259, %2258 ], [ %2295, %2293 ], [ %2292, %2286 ], [ %2285, %2279 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2297, ptr nonnull align 1 %2238, <8 x i1> %2229)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2674

2298:                                             ; preds = %1577
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %36, i8 0, i64 128, i1 false)
  br i1 %1101, label %2311, label %2301

2299:                                             ; preds = %2324
  %2300 = load <8 x float>, ptr %36, align 32
  br label %2301

2301:                                             ; preds = %2299, %2298
  %2302 = phi <8 x float> [ %2300, %2299 ], [ zeroinitializer, %2298 ]
  %2303 = add i64 %1578, %9
  %2304 = getelementptr inbounds nuw float, ptr %1567, i64 %1579
  %2305 = getelementptr inbounds nuw float, ptr %1569, i64 %1579
  %2306 = call i64 @llvm.smin.i64(i64 %2303, i64 8)
  %2307 = trunc i64 %2306 to i32
  %2308 = insertelement <8 x i32> poison, i32 %2307, i64 0
  %2309 = shufflevector <8 x i32> %2308, <8 x i32> poison, <8 x i32> zeroinitializer
  %2310 = icmp sgt <8 x i32> %2309, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1559, label %2392, label %2387

2311:                                             ; preds = %2298, %2324
  %2312 = phi i64 [ %2325, %2324 ], [ 0, %2298 ]
  %2313 = mul nsw i64 %2312, %14
  %2314 = add i64 %1572, %2313
  %2315 = icmp sgt i64 %2314, -1
  %2316 = icmp slt i64 %2314, %6
  %2317 = and i1 %2315, %2316
  %2318 = select i1 %2317, i64 %2314, i64 0
  %2319 = mul nsw i64 %2318, %7
  %2320 = getelementptr inbounds float, ptr %1511, i64 %2319
  br i1 %1102, label %2321, label %2324

2321:                                             ; preds = %2311
  %2322 = mul nuw nsw i64 %2312, %11
  %2323 = getelementptr inbounds nuw float, ptr %1513, i64 %2322
  br label %2327

2324:                                             ; preds = %2335, %2311
  %2325 = add nuw nsw i64 %2312, 1
  %2326 = icmp eq i64 %2325, %10
  br i1 %2326, label %2299, label %2311

2327:                                             ; preds = %2321, %2335
  %2328 = phi i64 [ 0, %2321 ], [ %2336, %2335 ]
  %2329 = getelementptr inbounds nuw float, ptr %2323, i64 %2328
  %2330 = load float, ptr %2329, align 1
  %2331 = insertelement <8 x float> poison, float %2330, i64 0
  %2332 = shufflevector <8 x float> %2331, <8 x float> poison, <8 x i32> zeroinitializer
  %2333 = mul nsw i64 %2328, %15
  %2334 = sub i64 %2333, %17
  br label %2338

2335:                                             ; preds = %2338
  %2336 = add nuw nsw i64 %2328, 1
  %2337 = icmp eq i64 %2336, %11
  br i1 %2337, label %2324, label %2327

2338:                                             ; preds = %2327, %2338
  %2339 = phi i64 [ 0, %2327 ], [ %2385, %2338 ]
  %2340 = shl nuw nsw i64 %2339, 3
  %2341 = or disjoint i64 %1579, %2340
  %2342 = sub nsw i64 %9, %2341
  %2343 = shl nuw nsw i64 %2341, 1
  %2344 = add i64 %2334, %2343
  %2345 = icmp slt i64 %2344, 0
  %2346 = sub nsw i64 0, %2344
  %2347 = select i1 %2345, i64 %2346, i64 0
  %2348 = sub nsw i64 %7, %2344
  %2349 = shl nsw i64 %2342, 1
  %2350 = add nsw i64 %2349, -1
  %2351 = call i64 @llvm.smin.i64(i64 %2348, i64 %2350)
  %2352 = call i64 @llvm.smin.i64(i64 %2351, i64 16)
  %2353 = icmp sgt i64 %2352, %2347
  %2354 = select i1 %2317, i1 %2353, i1 false
  %2355 = select i1 %2354, i64 %2347, i64 0
  %2356 = select i1 %2354, i64 %2352, i64 0
  %2357 = getelementptr inbounds float, ptr %2320, i64 %2344
  %2358 = trunc i64 %2355 to i32
  %2359 = icmp sgt i64 %2356, %2355
  %2360 = trunc i64 %2356 to i32
  %2361 = select i1 %2359, i32 %2360, i32 0
  %2362 = insertelement <8 x i32> poison, i32 %2358, i64 0
  %2363 = shufflevector <8 x i32> %2362, <8 x i32> poison, <8 x i32> zeroinitializer
  %2364 = icmp slt <8 x i32> %2363, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2365 = insertelement <8 x i32> poison, i32 %2361, i64 0
  %2366 = shufflevector <8 x i32> %2365, <8 x i32> poison, <8 x i32> zeroinitializer
  %2367 = icmp sgt <8 x i32> %2366, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2368 = and <8 x i1> %2364, %2367
  %2369 = add nsw i32 %2358, -8
  %2370 = insertelement <8 x i32> poison, i32 %2369, i64 0
  %2371 = shufflevector <8 x i32> %2370, <8 x i32> poison, <8 x i32> zeroinitializer
  %2372 = icmp slt <8 x i32> %2371, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2373 = add nsw i32 %2361, -8
  %2374 = insertelement <8 x i32> poison, i32 %2373, i64 0
  %2375 = shufflevector <8 x i32> %2374, <8 x i32> poison, <8 x i32> zeroinitializer
  %2376 = icmp sgt <8 x i32> %2375, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2377 = and <8 x i1> %2372, %2376
  %2378 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2357, <8 x i1> %2368, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2379 = getelementptr inbounds nuw i8, ptr %2357, i64 32
  %2380 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2379, <8 x i1> %2377, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2381 = shufflevector <8 x float> %2378, <8 x float> %2380, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2382 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %2339
  %2383 = load <8 x float>, ptr %2382, align 32
  %2384 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2381, <8 x float> %2332, <8 x float> %2383)
  store <8 x float> %2384, ptr %2382, align 32
  %2385 = add nuw nsw i64 %2339, 1
  %2386 = icmp eq i64 %2385, 4
  br i1 %2386, label %2335, label %2338

2387:                                             ; preds = %2301
  %2388 = load float, ptr %1514, align 1
  %2389 = insertelement <8 x float> poison, float %2388, i64 0
  %2390 = shufflevector <8 x float> %2389, <8 x float> poison, <8 x i32> zeroinitializer
  %2391 = fadd <8 x float> %2302, %2390
  br label %2392

2392:                                             ; preds = %2387, %2301
  %2393 = phi <8 x float> [ %2391, %2387 ], [ %2302, %2301 ]
  %2394 = select i1 %1573, ptr null, ptr %2305
  switch i64 %1119, label %511 [
    i64 1, label %2395
    i64 2, label %2398
    i64 3, label %2405
    i64 0, label %2450
  ]

2395:                                             ; preds = %2392
  %2396 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2394, <8 x i1> %2310, <8 x float> zeroinitializer)
  %2397 = fadd <8 x float> %2393, %2396
  br label %2412

2398:                                             ; preds = %2392
  %2399 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2393)
  %2400 = bitcast <8 x float> %2393 to <8 x i32>
  %2401 = or <8 x i32> %2400, %1104
  %2402 = bitcast <8 x i32> %2401 to <8 x float>
  %2403 = fcmp oeq <8 x float> %2393, %52
  %2404 = select <8 x i1> %2403, <8 x float> %2402, <8 x float> %2399
  br label %2412

2405:                                             ; preds = %2392
  %2406 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2393)
  %2407 = bitcast <8 x float> %2393 to <8 x i32>
  %2408 = and <8 x i32> %2407, %1103
  %2409 = bitcast <8 x i32> %2408 to <8 x float>
  %2410 = fcmp oeq <8 x float> %2393, %49
  %2411 = select <8 x i1> %2410, <8 x float> %2409, <8 x float> %2406
  br label %2412

2412:                                             ; preds = %2405, %2398, %2395
  %2413 = phi <8 x float> [ %2397, %2395 ], [ %2404, %2398 ], [ %2411, %2405 ]
  switch i64 %1121, label %511 [
    i64 1, label %2428
    i64 2, label %2421
    i64 3, label %2414
    i64 0, label %2450
  ]

2414:                                             ; preds = %2412
  %2415 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2413)
  %2416 = bitcast <8 x float> %2413 to <8 x i32>
  %2417 = and <8 x i32> %2416, %1103
  %2418 = bitcast <8 x i32> %2417 to <8 x float>
  %2419 = fcmp oeq <8 x float> %2413, %49
  %2420 = select <8 x i1> %2419, <8 x float> %2418, <8 x float> %2415
  br label %2431

2421:                                             ; preds = %2412
  %2422 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2413)
  %2423 = bitcast <8 x float> %2413 to <8 x i32>
  %2424 = or <8 x i32> %2423, %1104
  %2425 = bitcast <8 x i32> %2424 to <8 x float>
  %2426 = fcmp oeq <8 x float> %2413, %52
  %2427 = select <8 x i1> %2426, <8 x float> %2425, <8 x float> %2422
  br label %2431

2428:                                             ; preds = %2412
  %2429 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2394, <8 x i1> %2310, <8 x float> zeroinitializer)
  %2430 = fadd <8 x float> %2413, %2429
  br label %2431

2431:                                             ; preds = %2428, %2421, %2414
  %2432 = phi <8 x float> [ %2430, %2428 ], [ %2427, %2421 ], [ %2420, %2414 ]
  switch i64 %1123, label %511 [
    i64 1, label %2447
    i64 2, label %2440
    i64 3, label %2433
    i64 0, label %2450
  ]

2433:                                             ; preds = %2431
  %2434 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2432)
  %2435 = bitcast <8 x float> %2432 to <8 x i32>
  %2436 = and <8 x i32> %2435, %1103
  %2437 = bitcast <8 x i32> %2436 to <8 x float>
  %2438 = fcmp oeq <8 x float> %2432, %49
  %2439 = select <8 x i1> %2438, <8 x float> %2437, <8 x float> %2434
  br label %2450

2440:                                             ; preds = %2431
  %2441 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2432)
  %2442 = bitcast <8 x float> %2432 to <8 x i32>
  %2443 = or <8 x i32> %2442, %1104
  %2444 = bitcast <8 x i32> %2443 to <8 x float>
  %2445 = fcmp oeq <8 x float> %2432, %52
  %2446 = select <8 x i1> %2445, <8 x float> %2444, <8 x float> %2441
  br label %2450

2447:                                             ; preds = %2431
  %2448 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2394, <8 x i1> %2310, <8 x float> zeroinitializer)
  %2449 = fadd <8 x float> %2432, %2448
  br label %2450

2450:                                             ; preds = %2433, %2440, %2447, %2431, %2412, %2392
  %2451 = phi <8 x float> [ %2432, %2431 ], [ %2393, %2392 ], [ %2413, %2412 ], [ %2449, %2447 ], [ %2446, %2440 ], [ %2439, %2433 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2451, ptr align 1 %2304, <8 x i1> %2310)
  %2452 = add i64 %2303, -8
  %2453 = call i64 @llvm.smin.i64(i64 %2452, i64 8)
  %2454 = trunc i64 %2453 to i32
  %2455 = insertelement <8 x i32> poison, i32 %2454, i64 0
  %2456 = shufflevector <8 x i32> %2455, <8 x i32> poison, <8 x i32> zeroinitializer
  %2457 = icmp sgt <8 x i32> %2456, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2458 = load <8 x float>, ptr %1124, align 32
  br i1 %1559, label %2464, label %2459

2459:                                             ; preds = %2450
  %2460 = load float, ptr %1514, align 1
  %2461 = insertelement <8 x float> poison, float %2460, i64 0
  %2462 = shufflevector <8 x float> %2461, <8 x float> poison, <8 x i32> zeroinitializer
  %2463 = fadd <8 x float> %2458, %2462
  br label %2464

2464:                                             ; preds = %2459, %2450
  %2465 = phi <8 x float> [ %2463, %2459 ], [ %2458, %2450 ]
  %2466 = getelementptr inbounds nuw i8, ptr %2304, i64 32
  %2467 = getelementptr inbounds nuw i8, ptr %2305, i64 32
  %2468 = select i1 %1573, ptr null, ptr %2467
  switch i64 %1119, label %511 [
    i64 1, label %2483
    i64 2, label %2476
    i64 3, label %2469
    i64 0, label %2524
  ]

2469:                                             ; preds = %2464
  %2470 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2465)
  %2471 = bitcast <8 x float> %2465 to <8 x i32>
  %2472 = and <8 x i32> %2471, %1103
  %2473 = bitcast <8 x i32> %2472 to <8 x float>
  %2474 = fcmp oeq <8 x float> %2465, %49
  %2475 = select <8 x i1> %2474, <8 x float> %2473, <8 x float> %2470
  br label %2486

2476:                                             ; preds = %2464
  %2477 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2465)
  %2478 = bitcast <8 x float> %2465 to <8 x i32>
  %2479 = or <8 x i32> %2478, %1104
  %2480 = bitcast <8 x i32> %2479 to <8 x float>
  %2481 = fcmp oeq <8 x float> %2465, %52
  %2482 = select <8 x i1> %2481, <8 x float> %2480, <8 x float> %2477
  br label %2486

2483:                                             ; preds = %2464
  %2484 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2468, <8 x i1> %2457, <8 x float> zeroinitializer)
  %2485 = fadd <8 x float> %2465, %2484
  br label %2486

2486:                                             ; preds = %2483, %2476, %2469
  %2487 = phi <8 x float> [ %2485, %2483 ], [ %2482, %2476 ], [ %2475, %2469 ]
  switch i64 %1126, label %511 [
    i64 1, label %2502
    i64 2, label %2495
    i64 3, label %2488
    i64 0, label %2524
  ]

2488:                                             ; preds = %2486
  %2489 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2487)
  %2490 = bitcast <8 x float> %2487 to <8 x i32>
  %2491 = and <8 x i32> %2490, %1103
  %2492 = bitcast <8 x i32> %2491 to <8 x float>
  %2493 = fcmp oeq <8 x float> %2487, %49
  %2494 = select <8 x i1> %2493, <8 x float> %2492, <8 x float> %2489
  br label %2505

2495:                                             ; preds = %2486
  %2496 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2487)
  %2497 = bitcast <8 x float> %2487 to <8 x i32>
  %2498 = or <8 x i32> %2497, %1104
  %2499 = bitcast <8 x i32> %2498 to <8 x float>
  %2500 = fcmp oeq <8 x float> %2487, %52
  %2501 = select <8 x i1> %2500, <8 x float> %2499, <8 x float> %2496
  br label %2505

2502:                                             ; preds = %2486
  %2503 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2468, <8 x i1> %2457, <8 x float> zeroinitializer)
  %2504 = fadd <8 x float> %2487, %2503
  br label %2505

2505:                                             ; preds = %2502, %2495, %2488
  %2506 = phi <8 x float> [ %2504, %2502 ], [ %2501, %2495 ], [ %2494, %2488 ]
  switch i64 %1128, label %511 [
    i64 1, label %2521
    i64 2, label %2514
    i64 3, label %2507
    i64 0, label %2524
  ]

2507:                                             ; preds = %2505
  %2508 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2506)
  %2509 = bitcast <8 x float> %2506 to <8 x i32>
  %2510 = and <8 x i32> %2509, %1103
  %2511 = bitcast <8 x i32> %2510 to <8 x float>
  %2512 = fcmp oeq <8 x float> %2506, %49
  %2513 = select <8 x i1> %2512, <8 x float> %2511, <8 x float> %2508
  br label %2524

2514:                                             ; preds = %2505
  %2515 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2506)
  %2516 = bitcast <8 x float> %2506 to <8 x i32>
  %2517 = or <8 x i32> %2516, %1104
  %2518 = bitcast <8 x i32> %2517 to <8 x float>
  %2519 = fcmp oeq <8 x float> %2506, %52
  %2520 = select <8 x i1> %2519, <8 x float> %2518, <8 x float> %2515
  br label %2524

2521:                                             ; preds = %2505
  %2522 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2468, <8 x i1> %2457, <8 x float> zeroinitializer)
  %2523 = fadd <8 x float> %2506, %2522
  br label %2524

2524:                                             ; preds = %2507, %2514, %2521, %2505, %2486, %2464
  %2525 = phi <8 x float> [ %2506, %2505 ], [ %2465, %2464 ], [ %2487, %2486 ], [ %2523, %2521 ], [ %2520, %2514 ], [ %2513, %2507 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2525, ptr nonnull align 1 %2466, <8 x i1> %2457)
  %2526 = add i64 %2303, -16
  %2527 = call i64 @llvm.smin.i64(i64 %2526, i64 8)
  %2528 = trunc i64 %2527 to i32
  %2529 = insertelement <8 x i32> poison, i32 %2528, i64 0
  %2530 = shufflevector <8 x i32> %2529, <8 x i32> poison, <8 x i32> zeroinitializer
  %2531 = icmp sgt <8 x i32> %2530, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2532 = load <8 x float>, ptr %1129, align 32
  br i1 %1559, label %2538, label %2533

2533:                                             ; preds = %2524
  %2534 = load float, ptr %1514, align 1
  %2535 = insertelement <8 x float> poison, float %2534, i64 0
  %2536 = shufflevector <8 x float> %2535, <8 x float> poison, <8 x i32> zeroinitializer
  %2537 = fadd <8 x float> %2532, %2536
  br label %2538

2538:                                             ; preds = %2533, %2524
  %2539 = phi <8 x float> [ %2537, %2533 ], [ %2532, %2524 ]
  %2540 = getelementptr inbounds nuw i8, ptr %2304, i64 64
  %2541 = getelementptr inbounds nuw i8, ptr %2305, i64 64
  %2542 = select i1 %1573, ptr null, ptr %2541
  switch i64 %1119, label %511 [
    i64 1, label %2557
    i64 2, label %2550
    i64 3, label %2543
    i64 0, label %2598
  ]

2543:                                             ; preds = %2538
  %2544 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2539)
  %2545 = bitcast <8 x float> %2539 to <8 x i32>
  %2546 = and <8 x i32> %2545, %1103
  %2547 = bitcast <8 x i32> %2546 to <8 x float>
  %2548 = fcmp oeq <8 x float> %2539, %49
  %2549 = select <8 x i1> %2548, <8 x float> %2547, <8 x float> %2544
  br label %2560

2550:                                             ; preds = %2538
  %2551 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2539)
  %2552 = bitcast <8 x float> %2539 to <8 x i32>
  %2553 = or <8 x i32> %2552, %1104
  %2554 = bitcast <8 x i32> %2553 to <8 x float>
  %2555 = fcmp oeq <8 x float> %2539, %52
  %2556 = select <8 x i1> %2555, <8 x float> %2554, <8 x float> %2551
  br label %2560

2557:                                             ; preds = %2538
  %2558 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2542, <8 x i1> %2531, <8 x float> zeroinitializer)
  %2559 = fadd <8 x float> %2539, %2558
  br label %2560

2560:                                             ; preds = %2557, %2550, %2543
  %2561 = phi <8 x float> [ %2559, %2557 ], [ %2556, %2550 ], [ %2549, %2543 ]
  switch i64 %1131, label %511 [
    i64 1, label %2576
    i64 2, label %2569
    i64 3, label %2562
    i64 0, label %2598
  ]

2562:                                             ; preds = %2560
  %2563 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2561)
  %2564 = bitcast <8 x float> %2561 to <8 x i32>
  %2565 = and <8 x i32> %2564, %1103
  %2566 = bitcast <8 x i32> %2565 to <8 x float>
  %2567 = fcmp oeq <8 x float> %2561, %49
  %2568 = select <8 x i1> %2567, <8 x float> %2566, <8 x float> %2563
  br label %2579

2569:                                             ; preds = %2560
  %2570 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2561)
  %2571 = bitcast <8 x float> %2561 to <8 x i32>
  %2572 = or <8 x i32> %2571, %1104
  %2573 = bitcast <8 x i32> %2572 to <8 x float>
  %2574 = fcmp oeq <8 x float> %2561, %52
  %2575 = select <8 x i1> %2574, <8 x float> %2573, <8 x float> %2570
  br label %2579

2576:                                             ; preds = %2560
  %2577 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2542, <8 x i1> %2531, <8 x float> zeroinitializer)
  %2578 = fadd <8 x float> %2561, %2577
  br label %2579

2579:                                             ; preds = %2576, %2569, %2562
  %2580 = phi <8 x float> [ %2578, %2576 ], [ %2575, %2569 ], [ %2568, %2562 ]
  switch i64 %1133, label %511 [
    i64 1, label %2595
    i64 2, label %2588
    i64 3, label %2581
    i64 0, label %2598
  ]

2581:                                             ; preds = %2579
  %2582 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2580)
  %2583 = bitcast <8 x float> %2580 to <8 x i32>
  %2584 = and <8 x i32> %2583, %1103
  %2585 = bitcast <8 x i32> %2584 to <8 x float>
  %2586 = fcmp oeq <8 x float> %2580, %49
  %2587 = select <8 x i1> %2586, <8 x float> %2585, <8 x float> %2582
  br label %2598

2588:                                             ; preds = %2579
  %2589 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2580)
  %2590 = bitcast <8 x float> %2580 to <8 x i32>
  %2591 = or <8 x i32> %2590, %1104
  %2592 = bitcast <8 x i32> %2591 to <8 x float>
  %2593 = fcmp oeq <8 x float> %2580, %52
  %2594 = select <8 x i1> %2593, <8 x float> %2592, <8 x float> %2589
  br label %2598

2595:                                             ; preds = %2579
  %2596 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2542, <8 x i1> %2531, <8 x float> zeroinitializer)
  %2597 = fadd <8 x float> %2580, %2596
  br label %2598

2598:                                             ; preds = %2581, %2588, %2595, %2579, %2560, %2538
  %2599 = phi <8 x float> [ %2580, %2579 ], [ %2539, %2538 ], [ %2561, %2560 ], [ %2597, %2595 ], [ %2594, %2588 ], [ %2587, %2581 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2599, ptr nonnull align 1 %2540, <8 x i1> %2531)
  %2600 = add i64 %2303, -24
  %2601 = call i64 @llvm.smin.i64(i64 %2600, i64 8)
  %2602 = trunc i64 %2601 to i32
  %2603 = insertelement <8 x i32> poison, i32 %2602, i64 0
  %2604 = shufflevector <8 x i32> %2603, <8 x i32> poison, <8 x i32> zeroinitializer
  %2605 = icmp sgt <8 x i32> %2604, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2606 = load <8 x float>, ptr %1134, align 32
  br i1 %1559, label %2612, label %2607

2607:                                             ; preds = %2598
  %2608 = load float, ptr %1514, align 1
  %2609 = insertelement <8 x float> poison, float %2608, i64 0
  %2610 = shufflevector <8 x float> %2609, <8 x float> poison, <8 x i32> zeroinitializer
  %2611 = fadd <8 x float> %2606, %2610
  br label %2612

2612:                                             ; preds = %2607, %2598
  %2613 = phi <8 x float> [ %2611, %2607 ], [ %2606, %2598 ]
  %2614 = getelementptr inbounds nuw i8, ptr %2304, i64 96
  %2615 = getelementptr inbounds nuw i8, ptr %2305, i64 96
  %2616 = select i1 %1573, ptr null, ptr %2615
  switch i64 %1119, label %511 [
    i64 1, label %2631
    i64 2, label %2624
    i64 3, label %2617
    i64 0, label %2672
  ]

2617:                                             ; preds = %2612
  %2618 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2613)
  %2619 = bitcast <8 x float> %2613 to <8 x i32>
  %2620 = and <8 x i32> %2619, %1103
  %2621 = bitcast <8 x i32> %2620 to <8 x float>
  %2622 = fcmp oeq <8 x float> %2613, %49
  %2623 = select <8 x i1> %2622, <8 x float> %2621, <8 x float> %2618
  br label %2634

2624:                                             ; preds = %2612
  %2625 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2613)
  %2626 = bitcast <8 x float> %2613 to <8 x i32>
  %2627 = or <8 x i32> %2626, %1104
  %2628 = bitcast <8 x i32> %2627 to <8 x float>
  %2629 = fcmp oeq <8 x float> %2613, %52
  %2630 = select <8 x i1> %2629, <8 x float> %2628, <8 x float> %2625
  br label %2634

2631:                                             ; preds = %2612
  %2632 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2616, <8 x i1> %2605, <8 x float> zeroinitializer)
  %2633 = fadd <8 x float> %2613, %2632
  br label %2634

2634:                                             ; preds = %2631, %2624, %2617
  %2635 = phi <8 x float> [ %2633, %2631 ], [ %2630, %2624 ], [ %2623, %2617 ]
  switch i64 %1136, label %511 [
    i64 1, label %2650
    i64 2, label %2643
    i64 3, label %2636
    i64 0, label %2672
  ]

2636:                                             ; preds = %2634
  %2637 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2635)
  %2638 = bitcast <8 x float> %2635 to <8 x i32>
  %2639 = and <8 x i32> %2638, %1103
  %2640 = bitcast <8 x i32> %2639 to <8 x float>
  %2641 = fcmp oeq <8 x float> %2635, %49
  %2642 = select <8 x i1> %2641, <8 x float> %2640, <8 x float> %2637
  br label %2653

2643:                                             ; preds = %2634
  %2644 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2635)
  %2645 = bitcast <8 x float> %2635 to <8 x i32>
  %2646 = or <8 x i32> %2645, %1104
  %2647 = bitcast <8 x i32> %2646 to <8 x float>
  %2648 = fcmp oeq <8 x float> %2635, %52
  %2649 = select <8 x i1> %2648, <8 x float> %2647, <8 x float> %2644
  br label %2653

2650:                                             ; preds = %2634
  %2651 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2616, <8 x i1> %2605, <8 x float> zeroinitializer)
  %2652 = fadd <8 x float> %2635, %2651
  br label %2653

2653:                                             ; preds = %2650, %2643, %2636
  %2654 = phi <8 x float> [ %2652, %2650 ], [ %2649, %2643 ], [ %2642, %2636 ]
  switch i64 %1138, label %511 [
    i64 1, label %2669
    i64 2, label %2662
    i64 3, label %2655
    i64 0, label %2672
  ]

2655:                                             ; preds = %2653
  %2656 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2654)
  %2657 = bitcast <8 x float> %2654 to <8 x i32>
  %2658 = and <8 x i32> %2657, %1103
  %2659 = bitcast <8 x i32> %2658 to <8 x float>
  %2660 = fcmp oeq <8 x float> %2654, %49
  %2661 = select <8 x i1> %2660, <8 x float> %2659, <8 x float> %2656
  br label %2672

2662:                                             ; preds = %2653
  %2663 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2654)
  %2664 = bitcast <8 x float> %2654 to <8 x i32>
  %2665 = or <8 x i32> %2664, %1104
  %2666 = bitcast <8 x i32> %2665 to <8 x float>
  %2667 = fcmp oeq <8 x float> %2654, %52
  %2668 = select <8 x i1> %2667, <8 x float> %2666, <8 x float> %2663
  br label %2672

2669:                                             ; preds = %2653
  %2670 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2616, <8 x i1> %2605, <8 x float> zeroinitializer)
  %2671 = fadd <8 x float> %2654, %2670
  br label %2672

2672:                                             ; preds = %2655, %2662, %2669, %2653, %2634, %2612
  %2673 = phi <8 x float> [ %2654, %2653 ], [ %2613, %2612 ], [ %2635, %2634 ], [ %2671, %2669 ], [ %2668, %2662 ], [ %2661, %2655 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2673, ptr nonnull align 1 %2614, <8 x i1> %2605)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2674

2674:                                             ; preds = %1577, %2672, %2296, %1994, %1729
  %2675 = add nuw nsw i64 %1579, 32
  %2676 = sub nuw nsw i64 -32, %1579
  %2677 = icmp slt i64 %2675, %9
  br i1 %2677, label %1577, label %1574

2678:                                             ; preds = %1561, %7916
  %2679 = phi i64 [ %1520, %1561 ], [ %7918, %7916 ]
  %2680 = mul nsw i64 %2679, %9
  %2681 = getelementptr inbounds float, ptr %1517, i64 %2680
  %2682 = getelementptr inbounds float, ptr %1519, i64 %2680
  %2683 = select i1 %1562, ptr null, ptr %2682
  %2684 = sub nsw i64 %1523, %2679
  %2685 = icmp slt i64 %2684, %1110
  %2686 = select i1 %2685, i32 1, i32 %1109
  %2687 = icmp samesign ugt i32 %2686, 1
  br i1 %2687, label %2699, label %2688

2688:                                             ; preds = %2678
  br i1 %1100, label %2689, label %7916

2689:                                             ; preds = %2688
  %2690 = icmp eq ptr %2683, null
  %2691 = mul nsw i64 %2679, %12
  %2692 = mul nsw i64 %2679, %12
  %2693 = mul nsw i64 %2679, %12
  %2694 = mul nsw i64 %2679, %12
  %2695 = mul nsw i64 %2679, %12
  %2696 = mul nsw i64 %2679, %12
  %2697 = mul nsw i64 %2679, %12
  %2698 = mul nsw i64 %2679, %12
  br label %4436

2699:                                             ; preds = %2678
  switch i64 %1038, label %7916 [
    i64 1, label %2700
    i64 2, label %3085
    i64 4, label %3802
  ]

2700:                                             ; preds = %2699
  br i1 %1101, label %2701, label %2709

2701:                                             ; preds = %2700
  %2702 = mul nsw i64 %2679, %12
  %2703 = add nsw i64 %2679, 1
  %2704 = mul nsw i64 %2703, %12
  %2705 = add nsw i64 %2679, 2
  %2706 = mul nsw i64 %2705, %12
  %2707 = add nsw i64 %2679, 3
  %2708 = mul nsw i64 %2707, %12
  br label %2715

2709:                                             ; preds = %2754, %2700
  %2710 = phi <8 x float> [ zeroinitializer, %2700 ], [ %2755, %2754 ]
  %2711 = phi <8 x float> [ zeroinitializer, %2700 ], [ %2756, %2754 ]
  %2712 = phi <8 x float> [ zeroinitializer, %2700 ], [ %2757, %2754 ]
  %2713 = phi <8 x float> [ zeroinitializer, %2700 ], [ %2758, %2754 ]
  %2714 = icmp eq ptr %2683, null
  br i1 %1563, label %2825, label %2820

2715:                                             ; preds = %2701, %2754
  %2716 = phi <8 x float> [ zeroinitializer, %2701 ], [ %2755, %2754 ]
  %2717 = phi <8 x float> [ zeroinitializer, %2701 ], [ %2756, %2754 ]
  %2718 = phi <8 x float> [ zeroinitializer, %2701 ], [ %2757, %2754 ]
  %2719 = phi <8 x float> [ zeroinitializer, %2701 ], [ %2758, %2754 ]
  %2720 = phi i64 [ 0, %2701 ], [ %2759, %2754 ]
  %2721 = mul nsw i64 %2720, %14
  %2722 = sub i64 %2721, %16
  %2723 = add i64 %2722, %2702
  %2724 = icmp slt i64 %2723, 0
  %2725 = icmp sge i64 %2723, %6
  %2726 = or i1 %2724, %2725
  %2727 = select i1 %2726, i64 0, i64 %2723
  %2728 = mul nsw i64 %2727, %7
  %2729 = getelementptr inbounds float, ptr %1511, i64 %2728
  %2730 = add i64 %2722, %2704
  %2731 = icmp slt i64 %2730, 0
  %2732 = icmp sge i64 %2730, %6
  %2733 = or i1 %2731, %2732
  %2734 = select i1 %2733, i64 0, i64 %2730
  %2735 = mul nsw i64 %2734, %7
  %2736 = getelementptr inbounds float, ptr %1511, i64 %2735
  %2737 = add i64 %2722, %2706
  %2738 = icmp slt i64 %2737, 0
  %2739 = icmp sge i64 %2737, %6
  %2740 = or i1 %2738, %2739
  %2741 = select i1 %2740, i64 0, i64 %2737
  %2742 = mul nsw i64 %2741, %7
  %2743 = getelementptr inbounds float, ptr %1511, i64 %2742
  %2744 = add i64 %2722, %2708
  %2745 = icmp slt i64 %2744, 0
  %2746 = icmp sge i64 %2744, %6
  %2747 = or i1 %2745, %2746
  %2748 = select i1 %2747, i64 0, i64 %2744
  %2749 = mul nsw i64 %2748, %7
  %2750 = getelementptr inbounds float, ptr %1511, i64 %2749
  br i1 %1102, label %2751, label %2754

2751:                                             ; preds = %2715
  %2752 = mul nuw nsw i64 %2720, %11
  %2753 = getelementptr inbounds nuw float, ptr %1513, i64 %2752
  br label %2761

2754:                                             ; preds = %2796, %2715
  %2755 = phi <8 x float> [ %2716, %2715 ], [ %2802, %2796 ]
  %2756 = phi <8 x float> [ %2717, %2715 ], [ %2807, %2796 ]
  %2757 = phi <8 x float> [ %2718, %2715 ], [ %2812, %2796 ]
  %2758 = phi <8 x float> [ %2719, %2715 ], [ %2817, %2796 ]
  %2759 = add nuw nsw i64 %2720, 1
  %2760 = icmp eq i64 %2759, %10
  br i1 %2760, label %2709, label %2715

2761:                                             ; preds = %2751, %2796
  %2762 = phi <8 x float> [ %2716, %2751 ], [ %2802, %2796 ]
  %2763 = phi <8 x float> [ %2717, %2751 ], [ %2807, %2796 ]
  %2764 = phi <8 x float> [ %2718, %2751 ], [ %2812, %2796 ]
  %2765 = phi <8 x float> [ %2719, %2751 ], [ %2817, %2796 ]
  %2766 = phi i64 [ 0, %2751 ], [ %2818, %2796 ]
  %2767 = getelementptr inbounds nuw float, ptr %2753, i64 %2766
  %2768 = load float, ptr %2767, align 1
  %2769 = insertelement <8 x float> poison, float %2768, i64 0
  %2770 = shufflevector <8 x float> %2769, <8 x float> poison, <8 x i32> zeroinitializer
  %2771 = mul nsw i64 %2766, %15
  %2772 = sub nsw i64 %2771, %17
  %2773 = icmp slt i64 %2772, 0
  %2774 = sub nsw i64 0, %2772
  %2775 = select i1 %2773, i64 %2774, i64 0
  %2776 = sub nsw i64 %7, %2772
  %2777 = call i64 @llvm.smin.i64(i64 %2776, i64 %9)
  %2778 = call i64 @llvm.smin.i64(i64 %2777, i64 8)
  %2779 = icmp sgt i64 %2778, %2775
  %2780 = trunc i64 %2775 to i32
  %2781 = select i1 %2779, i32 %2780, i32 0
  %2782 = insertelement <8 x i32> poison, i32 %2781, i64 0
  %2783 = shufflevector <8 x i32> %2782, <8 x i32> poison, <8 x i32> zeroinitializer
  %2784 = icmp slt <8 x i32> %2783, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2785 = trunc i64 %2778 to i32
  %2786 = select i1 %2779, i32 %2785, i32 0
  %2787 = insertelement <8 x i32> poison, i32 %2786, i64 0
  %2788 = shufflevector <8 x i32> %2787, <8 x i32> poison, <8 x i32> zeroinitializer
  %2789 = icmp sgt <8 x i32> %2788, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2790 = and <8 x i1> %2789, %2784
  %2791 = sext <8 x i1> %2790 to <8 x i32>
  %2792 = bitcast <8 x i32> %2791 to <4 x i64>
  br i1 %1111, label %2796, label %2793

2793:                                             ; preds = %2761
  %2794 = getelementptr <4 x i64>, ptr %1086, i64 %2766
  %2795 = load <4 x i64>, ptr %2794, align 32
  br label %2796

2796:                                             ; preds = %2761, %2793
  %2797 = phi <4 x i64> [ %2795, %2793 ], [ %2792, %2761 ]
  %2798 = getelementptr inbounds float, ptr %2729, i64 %2772
  %2799 = select i1 %2726, <4 x i64> zeroinitializer, <4 x i64> %2797
  %2800 = bitcast <4 x i64> %2799 to <8 x i32>
  %2801 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2798, <8 x i32> %2800)
  %2802 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2801, <8 x float> %2770, <8 x float> %2762)
  %2803 = getelementptr inbounds float, ptr %2736, i64 %2772
  %2804 = select i1 %2733, <4 x i64> zeroinitializer, <4 x i64> %2797
  %2805 = bitcast <4 x i64> %2804 to <8 x i32>
  %2806 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2803, <8 x i32> %2805)
  %2807 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2806, <8 x float> %2770, <8 x float> %2763)
  %2808 = getelementptr inbounds float, ptr %2743, i64 %2772
  %2809 = select i1 %2740, <4 x i64> zeroinitializer, <4 x i64> %2797
  %2810 = bitcast <4 x i64> %2809 to <8 x i32>
  %2811 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2808, <8 x i32> %2810)
  %2812 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2811, <8 x float> %2770, <8 x float> %2764)
  %2813 = getelementptr inbounds float, ptr %2750, i64 %2772
  %2814 = select i1 %2747, <4 x i64> zeroinitializer, <4 x i64> %2797
  %2815 = bitcast <4 x i64> %2814 to <8 x i32>
  %2816 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2813, <8 x i32> %2815)
  %2817 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2816, <8 x float> %2770, <8 x float> %2765)
  %2818 = add nuw nsw i64 %2766, 1
  %2819 = icmp eq i64 %2818, %11
  br i1 %2819, label %2754, label %2761

2820:                                             ; preds = %2709
  %2821 = load float, ptr %1514, align 1
  %2822 = insertelement <8 x float> poison, float %2821, i64 0
  %2823 = shufflevector <8 x float> %2822, <8 x float> poison, <8 x i32> zeroinitializer
  %2824 = fadd <8 x float> %2710, %2823
  br label %2825

2825:                                             ; preds = %2820, %2709
  %2826 = phi <8 x float> [ %2824, %2820 ], [ %2710, %2709 ]
  switch i64 %1455, label %511 [
    i64 1, label %2827
    i64 2, label %2830
    i64 3, label %2837
    i64 0, label %2882
  ]

2827:                                             ; preds = %2825
  %2828 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2829 = fadd <8 x float> %2826, %2828
  br label %2844

2830:                                             ; preds = %2825
  %2831 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2826)
  %2832 = bitcast <8 x float> %2826 to <8 x i32>
  %2833 = or <8 x i32> %2832, %1104
  %2834 = bitcast <8 x i32> %2833 to <8 x float>
  %2835 = fcmp oeq <8 x float> %2826, %52
  %2836 = select <8 x i1> %2835, <8 x float> %2834, <8 x float> %2831
  br label %2844

2837:                                             ; preds = %2825
  %2838 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2826)
  %2839 = bitcast <8 x float> %2826 to <8 x i32>
  %2840 = and <8 x i32> %2839, %1103
  %2841 = bitcast <8 x i32> %2840 to <8 x float>
  %2842 = fcmp oeq <8 x float> %2826, %49
  %2843 = select <8 x i1> %2842, <8 x float> %2841, <8 x float> %2838
  br label %2844

2844:                                             ; preds = %2837, %2830, %2827
  %2845 = phi <8 x float> [ %2829, %2827 ], [ %2836, %2830 ], [ %2843, %2837 ]
  switch i64 %1457, label %511 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
    i64 0, label %2882
  ]

2846:                                             ; preds = %2844
  %2847 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2845)
  %2848 = bitcast <8 x float> %2845 to <8 x i32>
  %2849 = and <8 x i32> %2848, %1103
  %2850 = bitcast <8 x i32> %2849 to <8 x float>
  %2851 = fcmp oeq <8 x float> %2845, %49
  %2852 = select <8 x i1> %2851, <8 x float> %2850, <8 x float> %2847
  br label %2863

2853:                                             ; preds = %2844
  %2854 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2845)
  %2855 = bitcast <8 x float> %2845 to <8 x i32>
  %2856 = or <8 x i32> %2855, %1104
  %2857 = bitcast <8 x i32> %2856 to <8 x float>
  %2858 = fcmp oeq <8 x float> %2845, %52
  %2859 = select <8 x i1> %2858, <8 x float> %2857, <8 x float> %2854
  br label %2863

2860:                                             ; preds = %2844
  %2861 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2862 = fadd <8 x float> %2845, %2861
  br label %2863

2863:                                             ; preds = %2860, %2853, %2846
  %2864 = phi <8 x float> [ %2862, %2860 ], [ %2859, %2853 ], [ %2852, %2846 ]
  switch i64 %1459, label %511 [
    i64 1, label %2879
    i64 2, label %2872
    i64 3, label %2865
    i64 0, label %2882
  ]

2865:                                             ; preds = %2863
  %2866 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2864)
  %2867 = bitcast <8 x float> %2864 to <8 x i32>
  %2868 = and <8 x i32> %2867, %1103
  %2869 = bitcast <8 x i32> %2868 to <8 x float>
  %2870 = fcmp oeq <8 x float> %2864, %49
  %2871 = select <8 x i1> %2870, <8 x float> %2869, <8 x float> %2866
  br label %2882

2872:                                             ; preds = %2863
  %2873 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2864)
  %2874 = bitcast <8 x float> %2864 to <8 x i32>
  %2875 = or <8 x i32> %2874, %1104
  %2876 = bitcast <8 x i32> %2875 to <8 x float>
  %2877 = fcmp oeq <8 x float> %2864, %52
  %2878 = select <8 x i1> %2877, <8 x float> %2876, <8 x float> %2873
  br label %2882

2879:                                             ; preds = %2863
  %2880 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2881 = fadd <8 x float> %2864, %2880
  br label %2882

2882:                                             ; preds = %2865, %2872, %2879, %2863, %2844, %2825
  %2883 = phi <8 x float> [ %2864, %2863 ], [ %2826, %2825 ], [ %2845, %2844 ], [ %2881, %2879 ], [ %2878, %2872 ], [ %2871, %2865 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2883, ptr align 1 %2681, <8 x i1> %1117)
  %2884 = getelementptr inbounds float, ptr %2681, i64 %9
  %2885 = getelementptr inbounds float, ptr %2683, i64 %9
  %2886 = select i1 %2714, ptr null, ptr %2885
  br i1 %1563, label %2892, label %2887

2887:                                             ; preds = %2882
  %2888 = load float, ptr %1514, align 1
  %2889 = insertelement <8 x float> poison, float %2888, i64 0
  %2890 = shufflevector <8 x float> %2889, <8 x float> poison, <8 x i32> zeroinitializer
  %2891 = fadd <8 x float> %2711, %2890
  br label %2892

2892:                                             ; preds = %2887, %2882
  %2893 = phi <8 x float> [ %2891, %2887 ], [ %2711, %2882 ]
  switch i64 %1455, label %511 [
    i64 1, label %2908
    i64 2, label %2901
    i64 3, label %2894
    i64 0, label %2949
  ]

2894:                                             ; preds = %2892
  %2895 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2893)
  %2896 = bitcast <8 x float> %2893 to <8 x i32>
  %2897 = and <8 x i32> %2896, %1103
  %2898 = bitcast <8 x i32> %2897 to <8 x float>
  %2899 = fcmp oeq <8 x float> %2893, %49
  %2900 = select <8 x i1> %2899, <8 x float> %2898, <8 x float> %2895
  br label %2911

2901:                                             ; preds = %2892
  %2902 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2893)
  %2903 = bitcast <8 x float> %2893 to <8 x i32>
  %2904 = or <8 x i32> %2903, %1104
  %2905 = bitcast <8 x i32> %2904 to <8 x float>
  %2906 = fcmp oeq <8 x float> %2893, %52
  %2907 = select <8 x i1> %2906, <8 x float> %2905, <8 x float> %2902
  br label %2911

2908:                                             ; preds = %2892
  %2909 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2886, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2910 = fadd <8 x float> %2893, %2909
  br label %2911

2911:                                             ; preds = %2908, %2901, %2894
  %2912 = phi <8 x float> [ %2910, %2908 ], [ %2907, %2901 ], [ %2900, %2894 ]
  switch i64 %1461, label %511 [
    i64 1, label %2927
    i64 2, label %2920
    i64 3, label %2913
    i64 0, label %2949
  ]

2913:                                             ; preds = %2911
  %2914 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2912)
  %2915 = bitcast <8 x float> %2912 to <8 x i32>
  %2916 = and <8 x i32> %2915, %1103
  %2917 = bitcast <8 x i32> %2916 to <8 x float>
  %2918 = fcmp oeq <8 x float> %2912, %49
  %2919 = select <8 x i1> %2918, <8 x float> %2917, <8 x float> %2914
  br label %2930

2920:                                             ; preds = %2911
  %2921 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2912)
  %2922 = bitcast <8 x float> %2912 to <8 x i32>
  %2923 = or <8 x i32> %2922, %1104
  %2924 = bitcast <8 x i32> %2923 to <8 x float>
  %2925 = fcmp oeq <8 x float> %2912, %52
  %2926 = select <8 x i1> %2925, <8 x float> %2924, <8 x float> %2921
  br label %2930

2927:                                             ; preds = %2911
  %2928 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2886, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2929 = fadd <8 x float> %2912, %2928
  br label %2930

2930:                                             ; preds = %2927, %2920, %2913
  %2931 = phi <8 x float> [ %2929, %2927 ], [ %2926, %2920 ], [ %2919, %2913 ]
  switch i64 %1463, label %511 [
    i64 1, label %2946
    i64 2, label %2939
    i64 3, label %2932
    i64 0, label %2949
  ]

2932:                                             ; preds = %2930
  %2933 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2931)
  %2934 = bitcast <8 x float> %2931 to <8 x i32>
  %2935 = and <8 x i32> %2934, %1103
  %2936 = bitcast <8 x i32> %2935 to <8 x float>
  %2937 = fcmp oeq <8 x float> %2931, %49
  %2938 = select <8 x i1> %2937, <8 x float> %2936, <8 x float> %2933
  br label %2949

2939:                                             ; preds = %2930
  %2940 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2931)
  %2941 = bitcast <8 x float> %2931 to <8 x i32>
  %2942 = or <8 x i32> %2941, %1104
  %2943 = bitcast <8 x i32> %2942 to <8 x float>
  %2944 = fcmp oeq <8 x float> %2931, %52
  %2945 = select <8 x i1> %2944, <8 x float> %2943, <8 x float> %2940
  br label %2949

2946:                                             ; preds = %2930
  %2947 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2886, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2948 = fadd <8 x float> %2931, %2947
  br label %2949

2949:                                             ; preds = %2932, %2939, %2946, %2930, %2911, %2892
  %2950 = phi <8 x float> [ %2931, %2930 ], [ %2893, %2892 ], [ %2912, %2911 ], [ %2948, %2946 ], [ %2945, %2939 ], [ %2938, %2932 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2950, ptr align 1 %2884, <8 x i1> %1117)
  %2951 = getelementptr inbounds float, ptr %2681, i64 %1464
  %2952 = getelementptr inbounds float, ptr %2683, i64 %1464
  %2953 = select i1 %2714, ptr null, ptr %2952
  br i1 %1563, label %2959, label %2954

2954:                                             ; preds = %2949
  %2955 = load float, ptr %1514, align 1
  %2956 = insertelement <8 x float> poison, float %2955, i64 0
  %2957 = shufflevector <8 x float> %2956, <8 x float> poison, <8 x i32> zeroinitializer
  %2958 = fadd <8 x float> %2712, %2957
  br label %2959

2959:                                             ; preds = %2954, %2949
  %2960 = phi <8 x float> [ %2958, %2954 ], [ %2712, %2949 ]
  switch i64 %1455, label %511 [
    i64 1, label %2975
    i64 2, label %2968
    i64 3, label %2961
    i64 0, label %3016
  ]

2961:                                             ; preds = %2959
  %2962 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2960)
  %2963 = bitcast <8 x float> %2960 to <8 x i32>
  %2964 = and <8 x i32> %2963, %1103
  %2965 = bitcast <8 x i32> %2964 to <8 x float>
  %2966 = fcmp oeq <8 x float> %2960, %49
  %2967 = select <8 x i1> %2966, <8 x float> %2965, <8 x float> %2962
  br label %2978

2968:                                             ; preds = %2959
  %2969 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2960)
  %2970 = bitcast <8 x float> %2960 to <8 x i32>
  %2971 = or <8 x i32> %2970, %1104
  %2972 = bitcast <8 x i32> %2971 to <8 x float>
  %2973 = fcmp oeq <8 x float> %2960, %52
  %2974 = select <8 x i1> %2973, <8 x float> %2972, <8 x float> %2969
  br label %2978

2975:                                             ; preds = %2959
  %2976 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2953, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2977 = fadd <8 x float> %2960, %2976
  br label %2978

2978:                                             ; preds = %2975, %2968, %2961
  %2979 = phi <8 x float> [ %2977, %2975 ], [ %2974, %2968 ], [ %2967, %2961 ]
  switch i64 %1466, label %511 [
    i64 1, label %2994
    i64 2, label %2987
    i64 3, label %2980
    i64 0, label %3016
  ]

2980:                                             ; preds = %2978
  %2981 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2979)
  %2982 = bitcast <8 x float> %2979 to <8 x i32>
  %2983 = and <8 x i32> %2982, %1103
  %2984 = bitcast <8 x i32> %2983 to <8 x float>
  %2985 = fcmp oeq <8 x float> %2979, %49
  %2986 = select <8 x i1> %2985, <8 x float> %2984, <8 x float> %2981
  br label %2997

2987:                                             ; preds = %2978
  %2988 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2979)
  %2989 = bitcast <8 x float> %2979 to <8 x i32>
  %2990 = or <8 x i32> %2989, %1104
  %2991 = bitcast <8 x i32> %2990 to <8 x float>
  %2992 = fcmp oeq <8 x float> %2979, %52
  %2993 = select <8 x i1> %2992, <8 x float> %2991, <8 x float> %2988
  br label %2997

2994:                                             ; preds = %2978
  %2995 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2953, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2996 = fadd <8 x float> %2979, %2995
  br label %2997

2997:                                             ; preds = %2994, %2987, %2980
  %2998 = phi <8 x float> [ %2996, %2994 ], [ %2993, %2987 ], [ %2986, %2980 ]
  switch i64 %1468, label %511 [
    i64 1, label %3013
    i64 2, label %3006
    i64 3, label %2999
    i64 0, label %3016
  ]

2999:                                             ; preds = %2997
  %3000 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2998)
  %3001 = bitcast <8 x float> %2998 to <8 x i32>
  %3002 = and <8 x i32> %3001, %1103
  %3003 = bitcast <8 x i32> %3002 to <8 x float>
  %3004 = fcmp oeq <8 x float> %2998, %49
  %3005 = select <8 x i1> %3004, <8 x float> %3003, <8 x float> %3000
  br label %3016

3006:                                             ; preds = %2997
  %3007 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2998)
  %3008 = bitcast <8 x float> %2998 to <8 x i32>
  %3009 = or <8 x i32> %3008, %1104
  %3010 = bitcast <8 x i32> %3009 to <8 x float>
  %3011 = fcmp oeq <8 x float> %2998, %52
  %3012 = select <8 x i1> %3011, <8 x float> %3010, <8 x float> %3007
  br label %3016

3013:                                             ; preds = %2997
  %3014 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2953, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3015 = fadd <8 x float> %2998, %3014
  br label %3016

3016:                                             ; preds = %2999, %3006, %3013, %2997, %2978, %2959
  %3017 = phi <8 x float> [ %2998, %2997 ], [ %2960, %2959 ], [ %2979, %2978 ], [ %3015, %3013 ], [ %3012, %3006 ], [ %3005, %2999 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3017, ptr align 1 %2951, <8 x i1> %1117)
  %3018 = getelementptr inbounds float, ptr %2681, i64 %1469
  %3019 = getelementptr inbounds float, ptr %2683, i64 %1469
  %3020 = select i1 %2714, ptr null, ptr %3019
  br i1 %1563, label %3026, label %3021

3021:                                             ; preds = %3016
  %3022 = load float, ptr %1514, align 1
  %3023 = insertelement <8 x float> poison, float %3022, i64 0
  %3024 = shufflevector <8 x float> %3023, <8 x float> poison, <8 x i32> zeroinitializer
  %3025 = fadd <8 x float> %2713, %3024
  br label %3026

3026:                                             ; preds = %3021, %3016
  %3027 = phi <8 x float> [ %3025, %3021 ], [ %2713, %3016 ]
  switch i64 %1455, label %511 [
    i64 1, label %3042
    i64 2, label %3035
    i64 3, label %3028
    i64 0, label %3083
  ]

3028:                                             ; preds = %3026
  %3029 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3027)
  %3030 = bitcast <8 x float> %3027 to <8 x i32>
  %3031 = and <8 x i32> %3030, %1103
  %3032 = bitcast <8 x i32> %3031 to <8 x float>
  %3033 = fcmp oeq <8 x float> %3027, %49
  %3034 = select <8 x i1> %3033, <8 x float> %3032, <8 x float> %3029
  br label %3045

3035:                                             ; preds = %3026
  %3036 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3027)
  %3037 = bitcast <8 x float> %3027 to <8 x i32>
  %3038 = or <8 x i32> %3037, %1104
  %3039 = bitcast <8 x i32> %3038 to <8 x float>
  %3040 = fcmp oeq <8 x float> %3027, %52
  %3041 = select <8 x i1> %3040, <8 x float> %3039, <8 x float> %3036
  br label %3045

3042:                                             ; preds = %3026
  %3043 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3020, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3044 = fadd <8 x float> %3027, %3043
  br label %3045

3045:                                             ; preds = %3042, %3035, %3028
  %3046 = phi <8 x float> [ %3044, %3042 ], [ %3041, %3035 ], [ %3034, %3028 ]
  switch i64 %1471, label %511 [
    i64 1, label %3061
    i64 2, label %3054
    i64 3, label %3047
    i64 0, label %3083
  ]

3047:                                             ; preds = %3045
  %3048 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3046)
  %3049 = bitcast <8 x float> %3046 to <8 x i32>
  %3050 = and <8 x i32> %3049, %1103
  %3051 = bitcast <8 x i32> %3050 to <8 x float>
  %3052 = fcmp oeq <8 x float> %3046, %49
  %3053 = select <8 x i1> %3052, <8 x float> %3051, <8 x float> %3048
  br label %3064

3054:                                             ; preds = %3045
  %3055 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3046)
  %3056 = bitcast <8 x float> %3046 to <8 x i32>
  %3057 = or <8 x i32> %3056, %1104
  %3058 = bitcast <8 x i32> %3057 to <8 x float>
  %3059 = fcmp oeq <8 x float> %3046, %52
  %3060 = select <8 x i1> %3059, <8 x float> %3058, <8 x float> %3055
  br label %3064

3061:                                             ; preds = %3045
  %3062 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3020, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3063 = fadd <8 x float> %3046, %3062
  br label %3064

3064:                                             ; preds = %3061, %3054, %3047
  %3065 = phi <8 x float> [ %3063, %3061 ], [ %3060, %3054 ], [ %3053, %3047 ]
  switch i64 %1473, label %511 [
    i64 1, label %3080
    i64 2, label %3073
    i64 3, label %3066
    i64 0, label %3083
  ]

3066:                                             ; preds = %3064
  %3067 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3065)
  %3068 = bitcast <8 x float> %3065 to <8 x i32>
  %3069 = and <8 x i32> %3068, %1103
  %3070 = bitcast <8 x i32> %3069 to <8 x float>
  %3071 = fcmp oeq <8 x float> %3065, %49
  %3072 = select <8 x i1> %3071, <8 x float> %3070, <8 x float> %3067
  br label %3083

3073:                                             ; preds = %3064
  %3074 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3065)
  %3075 = bitcast <8 x float> %3065 to <8 x i32>
  %3076 = or <8 x i32> %3075, %1104
  %3077 = bitcast <8 x i32> %3076 to <8 x float>
  %3078 = fcmp oeq <8 x float> %3065, %52
  %3079 = select <8 x i1> %3078, <8 x float> %3077, <8 x float> %3074
  br label %3083

3080:                                             ; preds = %3064
  %3081 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3020, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3082 = fadd <8 x float> %3065, %3081
  br label %3083

3083:                                             ; preds = %3066, %3073, %3080, %3064, %3045, %3026
  %3084 = phi <8 x float> [ %3065, %3064 ], [ %3027, %3026 ], [ %3046, %3045 ], [ %3082, %3080 ], [ %3079, %3073 ], [ %3072, %3066 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3084, ptr align 1 %3018, <8 x i1> %1117)
  br label %7916

3085:                                             ; preds = %2699
  br i1 %1101, label %3086, label %3094

3086:                                             ; preds = %3085
  %3087 = mul nsw i64 %2679, %12
  %3088 = add nsw i64 %2679, 1
  %3089 = mul nsw i64 %3088, %12
  %3090 = add nsw i64 %2679, 2
  %3091 = mul nsw i64 %3090, %12
  %3092 = add nsw i64 %2679, 3
  %3093 = mul nsw i64 %3092, %12
  br label %3104

3094:                                             ; preds = %3147, %3085
  %3095 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3148, %3147 ]
  %3096 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3149, %3147 ]
  %3097 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3150, %3147 ]
  %3098 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3151, %3147 ]
  %3099 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3152, %3147 ]
  %3100 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3153, %3147 ]
  %3101 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3154, %3147 ]
  %3102 = phi <8 x float> [ zeroinitializer, %3085 ], [ %3155, %3147 ]
  %3103 = icmp eq ptr %2683, null
  br i1 %1563, label %3274, label %3269

3104:                                             ; preds = %3086, %3147
  %3105 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3148, %3147 ]
  %3106 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3149, %3147 ]
  %3107 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3150, %3147 ]
  %3108 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3151, %3147 ]
  %3109 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3152, %3147 ]
  %3110 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3153, %3147 ]
  %3111 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3154, %3147 ]
  %3112 = phi <8 x float> [ zeroinitializer, %3086 ], [ %3155, %3147 ]
  %3113 = phi i64 [ 0, %3086 ], [ %3156, %3147 ]
  %3114 = mul nsw i64 %3113, %14
  %3115 = sub i64 %3114, %16
  %3116 = add i64 %3115, %3087
  %3117 = icmp slt i64 %3116, 0
  %3118 = icmp sge i64 %3116, %6
  %3119 = or i1 %3117, %3118
  %3120 = select i1 %3119, i64 0, i64 %3116
  %3121 = mul nsw i64 %3120, %7
  %3122 = getelementptr inbounds float, ptr %1511, i64 %3121
  %3123 = add i64 %3115, %3089
  %3124 = icmp slt i64 %3123, 0
  %3125 = icmp sge i64 %3123, %6
  %3126 = or i1 %3124, %3125
  %3127 = select i1 %3126, i64 0, i64 %3123
  %3128 = mul nsw i64 %3127, %7
  %3129 = getelementptr inbounds float, ptr %1511, i64 %3128
  %3130 = add i64 %3115, %3091
  %3131 = icmp slt i64 %3130, 0
  %3132 = icmp sge i64 %3130, %6
  %3133 = or i1 %3131, %3132
  %3134 = select i1 %3133, i64 0, i64 %3130
  %3135 = mul nsw i64 %3134, %7
  %3136 = getelementptr inbounds float, ptr %1511, i64 %3135
  %3137 = add i64 %3115, %3093
  %3138 = icmp slt i64 %3137, 0
  %3139 = icmp sge i64 %3137, %6
  %3140 = or i1 %3138, %3139
  %3141 = select i1 %3140, i64 0, i64 %3137
  %3142 = mul nsw i64 %3141, %7
  %3143 = getelementptr inbounds float, ptr %1511, i64 %3142
  br i1 %1102, label %3144, label %3147

3144:                                             ; preds = %3104
  %3145 = mul nuw nsw i64 %3113, %11
  %3146 = getelementptr inbounds nuw float, ptr %1513, i64 %3145
  br label %3158

3147:                                             ; preds = %3245, %3104
  %3148 = phi <8 x float> [ %3105, %3104 ], [ %3204, %3245 ]
  %3149 = phi <8 x float> [ %3106, %3104 ], [ %3251, %3245 ]
  %3150 = phi <8 x float> [ %3107, %3104 ], [ %3209, %3245 ]
  %3151 = phi <8 x float> [ %3108, %3104 ], [ %3256, %3245 ]
  %3152 = phi <8 x float> [ %3109, %3104 ], [ %3214, %3245 ]
  %3153 = phi <8 x float> [ %3110, %3104 ], [ %3261, %3245 ]
  %3154 = phi <8 x float> [ %3111, %3104 ], [ %3219, %3245 ]
  %3155 = phi <8 x float> [ %3112, %3104 ], [ %3266, %3245 ]
  %3156 = add nuw nsw i64 %3113, 1
  %3157 = icmp eq i64 %3156, %10
  br i1 %3157, label %3094, label %3104

3158:                                             ; preds = %3144, %3245
  %3159 = phi <8 x float> [ %3105, %3144 ], [ %3204, %3245 ]
  %3160 = phi <8 x float> [ %3106, %3144 ], [ %3251, %3245 ]
  %3161 = phi <8 x float> [ %3107, %3144 ], [ %3209, %3245 ]
  %3162 = phi <8 x float> [ %3108, %3144 ], [ %3256, %3245 ]
  %3163 = phi <8 x float> [ %3109, %3144 ], [ %3214, %3245 ]
  %3164 = phi <8 x float> [ %3110, %3144 ], [ %3261, %3245 ]
  %3165 = phi <8 x float> [ %3111, %3144 ], [ %3219, %3245 ]
  %3166 = phi <8 x float> [ %3112, %3144 ], [ %3266, %3245 ]
  %3167 = phi i64 [ 0, %3144 ], [ %3267, %3245 ]
  %3168 = getelementptr inbounds nuw float, ptr %3146, i64 %3167
  %3169 = load float, ptr %3168, align 1
  %3170 = insertelement <8 x float> poison, float %3169, i64 0
  %3171 = shufflevector <8 x float> %3170, <8 x float> poison, <8 x i32> zeroinitializer
  %3172 = mul nsw i64 %3167, %15
  %3173 = sub i64 %3172, %17
  %3174 = getelementptr <4 x i64>, ptr %1086, i64 %3167
  br i1 %1111, label %3177, label %3175

3175:                                             ; preds = %3158
  %3176 = load <4 x i64>, ptr %3174, align 32
  br label %3198

3177:                                             ; preds = %3158
  %3178 = icmp slt i64 %3173, 0
  %3179 = sub nsw i64 0, %3173
  %3180 = select i1 %3178, i64 %3179, i64 0
  %3181 = sub nsw i64 %7, %3173
  %3182 = call i64 @llvm.smin.i64(i64 %3181, i64 %9)
  %3183 = call i64 @llvm.smin.i64(i64 %3182, i64 8)
  %3184 = icmp sgt i64 %3183, %3180
  %3185 = trunc i64 %3180 to i32
  %3186 = select i1 %3184, i32 %3185, i32 0
  %3187 = insertelement <8 x i32> poison, i32 %3186, i64 0
  %3188 = shufflevector <8 x i32> %3187, <8 x i32> poison, <8 x i32> zeroinitializer
  %3189 = icmp slt <8 x i32> %3188, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3190 = trunc i64 %3183 to i32
  %3191 = select i1 %3184, i32 %3190, i32 0
  %3192 = insertelement <8 x i32> poison, i32 %3191, i64 0
  %3193 = shufflevector <8 x i32> %3192, <8 x i32> poison, <8 x i32> zeroinitializer
  %3194 = icmp sgt <8 x i32> %3193, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3195 = and <8 x i1> %3194, %3189
  %3196 = sext <8 x i1> %3195 to <8 x i32>
  %3197 = bitcast <8 x i32> %3196 to <4 x i64>
  br label %3198

3198:                                             ; preds = %3177, %3175
  %3199 = phi <4 x i64> [ %3176, %3175 ], [ %3197, %3177 ]
  %3200 = getelementptr inbounds float, ptr %3122, i64 %3173
  %3201 = select i1 %3119, <4 x i64> zeroinitializer, <4 x i64> %3199
  %3202 = bitcast <4 x i64> %3201 to <8 x i32>
  %3203 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3200, <8 x i32> %3202)
  %3204 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3171, <8 x float> %3159)
  %3205 = getelementptr inbounds float, ptr %3129, i64 %3173
  %3206 = select i1 %3126, <4 x i64> zeroinitializer, <4 x i64> %3199
  %3207 = bitcast <4 x i64> %3206 to <8 x i32>
  %3208 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3205, <8 x i32> %3207)
  %3209 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3208, <8 x float> %3171, <8 x float> %3161)
  %3210 = getelementptr inbounds float, ptr %3136, i64 %3173
  %3211 = select i1 %3133, <4 x i64> zeroinitializer, <4 x i64> %3199
  %3212 = bitcast <4 x i64> %3211 to <8 x i32>
  %3213 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3210, <8 x i32> %3212)
  %3214 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3213, <8 x float> %3171, <8 x float> %3163)
  %3215 = getelementptr inbounds float, ptr %3143, i64 %3173
  %3216 = select i1 %3140, <4 x i64> zeroinitializer, <4 x i64> %3199
  %3217 = bitcast <4 x i64> %3216 to <8 x i32>
  %3218 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3215, <8 x i32> %3217)
  %3219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3218, <8 x float> %3171, <8 x float> %3165)
  %3220 = add i64 %3173, 8
  br i1 %1111, label %3224, label %3221

3221:                                             ; preds = %3198
  %3222 = getelementptr <4 x i64>, ptr %3174, i64 %11
  %3223 = load <4 x i64>, ptr %3222, align 32
  br label %3245

3224:                                             ; preds = %3198
  %3225 = icmp slt i64 %3220, 0
  %3226 = sub i64 -8, %3173
  %3227 = select i1 %3225, i64 %3226, i64 0
  %3228 = sub nsw i64 %7, %3220
  %3229 = call i64 @llvm.smin.i64(i64 %3228, i64 %1409)
  %3230 = call i64 @llvm.smin.i64(i64 %3229, i64 8)
  %3231 = icmp sgt i64 %3230, %3227
  %3232 = trunc i64 %3227 to i32
  %3233 = select i1 %3231, i32 %3232, i32 0
  %3234 = insertelement <8 x i32> poison, i32 %3233, i64 0
  %3235 = shufflevector <8 x i32> %3234, <8 x i32> poison, <8 x i32> zeroinitializer
  %3236 = icmp slt <8 x i32> %3235, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3237 = trunc i64 %3230 to i32
  %3238 = select i1 %3231, i32 %3237, i32 0
  %3239 = insertelement <8 x i32> poison, i32 %3238, i64 0
  %3240 = shufflevector <8 x i32> %3239, <8 x i32> poison, <8 x i32> zeroinitializer
  %3241 = icmp sgt <8 x i32> %3240, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3242 = and <8 x i1> %3241, %3236
  %3243 = sext <8 x i1> %3242 to <8 x i32>
  %3244 = bitcast <8 x i32> %3243 to <4 x i64>
  br label %3245

3245:                                             ; preds = %3224, %3221
  %3246 = phi <4 x i64> [ %3223, %3221 ], [ %3244, %3224 ]
  %3247 = getelementptr inbounds float, ptr %3122, i64 %3220
  %3248 = select i1 %3119, <4 x i64> zeroinitializer, <4 x i64> %3246
  %3249 = bitcast <4 x i64> %3248 to <8 x i32>
  %3250 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3247, <8 x i32> %3249)
  %3251 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3250, <8 x float> %3171, <8 x float> %3160)
  %3252 = getelementptr inbounds float, ptr %3129, i64 %3220
  %3253 = select i1 %3126, <4 x i64> zeroinitializer, <4 x i64> %3246
  %3254 = bitcast <4 x i64> %3253 to <8 x i32>
  %3255 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3252, <8 x i32> %3254)
  %3256 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3171, <8 x float> %3162)
  %3257 = getelementptr inbounds float, ptr %3136, i64 %3220
  %3258 = select i1 %3133, <4 x i64> zeroinitializer, <4 x i64> %3246
  %3259 = bitcast <4 x i64> %3258 to <8 x i32>
  %3260 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3257, <8 x i32> %3259)
  %3261 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3260, <8 x float> %3171, <8 x float> %3164)
  %3262 = getelementptr inbounds float, ptr %3143, i64 %3220
  %3263 = select i1 %3140, <4 x i64> zeroinitializer, <4 x i64> %3246
  %3264 = bitcast <4 x i64> %3263 to <8 x i32>
  %3265 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3262, <8 x i32> %3264)
  %3266 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3265, <8 x float> %3171, <8 x float> %3166)
  %3267 = add nuw nsw i64 %3167, 1
  %3268 = icmp eq i64 %3267, %11
  br i1 %3268, label %3147, label %3158

3269:                                             ; preds = %3094
  %3270 = load float, ptr %1514, align 1
  %3271 = insertelement <8 x float> poison, float %3270, i64 0
  %3272 = shufflevector <8 x float> %3271, <8 x float> poison, <8 x i32> zeroinitializer
  %3273 = fadd <8 x float> %3095, %3272
  br label %3274

3274:                                             ; preds = %3269, %3094
  %3275 = phi <8 x float> [ %3273, %3269 ], [ %3095, %3094 ]
  switch i64 %1410, label %511 [
    i64 1, label %3276
    i64 2, label %3279
    i64 3, label %3286
    i64 0, label %3331
  ]

3276:                                             ; preds = %3274
  %3277 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3278 = fadd <8 x float> %3275, %3277
  br label %3293

3279:                                             ; preds = %3274
  %3280 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3275)
  %3281 = bitcast <8 x float> %3275 to <8 x i32>
  %3282 = or <8 x i32> %3281, %1104
  %3283 = bitcast <8 x i32> %3282 to <8 x float>
  %3284 = fcmp oeq <8 x float> %3275, %52
  %3285 = select <8 x i1> %3284, <8 x float> %3283, <8 x float> %3280
  br label %3293

3286:                                             ; preds = %3274
  %3287 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3275)
  %3288 = bitcast <8 x float> %3275 to <8 x i32>
  %3289 = and <8 x i32> %3288, %1103
  %3290 = bitcast <8 x i32> %3289 to <8 x float>
  %3291 = fcmp oeq <8 x float> %3275, %49
  %3292 = select <8 x i1> %3291, <8 x float> %3290, <8 x float> %3287
  br label %3293

3293:                                             ; preds = %3286, %3279, %3276
  %3294 = phi <8 x float> [ %3278, %3276 ], [ %3285, %3279 ], [ %3292, %3286 ]
  switch i64 %1412, label %511 [
    i64 1, label %3309
    i64 2, label %3302
    i64 3, label %3295
    i64 0, label %3331
  ]

3295:                                             ; preds = %3293
  %3296 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3294)
  %3297 = bitcast <8 x float> %3294 to <8 x i32>
  %3298 = and <8 x i32> %3297, %1103
  %3299 = bitcast <8 x i32> %3298 to <8 x float>
  %3300 = fcmp oeq <8 x float> %3294, %49
  %3301 = select <8 x i1> %3300, <8 x float> %3299, <8 x float> %3296
  br label %3312

3302:                                             ; preds = %3293
  %3303 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3294)
  %3304 = bitcast <8 x float> %3294 to <8 x i32>
  %3305 = or <8 x i32> %3304, %1104
  %3306 = bitcast <8 x i32> %3305 to <8 x float>
  %3307 = fcmp oeq <8 x float> %3294, %52
  %3308 = select <8 x i1> %3307, <8 x float> %3306, <8 x float> %3303
  br label %3312

3309:                                             ; preds = %3293
  %3310 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3311 = fadd <8 x float> %3294, %3310
  br label %3312

3312:                                             ; preds = %3309, %3302, %3295
  %3313 = phi <8 x float> [ %3311, %3309 ], [ %3308, %3302 ], [ %3301, %3295 ]
  switch i64 %1414, label %511 [
    i64 1, label %3328
    i64 2, label %3321
    i64 3, label %3314
    i64 0, label %3331
  ]

3314:                                             ; preds = %3312
  %3315 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3313)
  %3316 = bitcast <8 x float> %3313 to <8 x i32>
  %3317 = and <8 x i32> %3316, %1103
  %3318 = bitcast <8 x i32> %3317 to <8 x float>
  %3319 = fcmp oeq <8 x float> %3313, %49
  %3320 = select <8 x i1> %3319, <8 x float> %3318, <8 x float> %3315
  br label %3331

3321:                                             ; preds = %3312
  %3322 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3313)
  %3323 = bitcast <8 x float> %3313 to <8 x i32>
  %3324 = or <8 x i32> %3323, %1104
  %3325 = bitcast <8 x i32> %3324 to <8 x float>
  %3326 = fcmp oeq <8 x float> %3313, %52
  %3327 = select <8 x i1> %3326, <8 x float> %3325, <8 x float> %3322
  br label %3331

3328:                                             ; preds = %3312
  %3329 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3330 = fadd <8 x float> %3313, %3329
  br label %3331

3331:                                             ; preds = %3314, %3321, %3328, %3312, %3293, %3274
  %3332 = phi <8 x float> [ %3313, %3312 ], [ %3275, %3274 ], [ %3294, %3293 ], [ %3330, %3328 ], [ %3327, %3321 ], [ %3320, %3314 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3332, ptr align 1 %2681, <8 x i1> %1117)
  br i1 %1563, label %3338, label %3333

3333:                                             ; preds = %3331
  %3334 = load float, ptr %1514, align 1
  %3335 = insertelement <8 x float> poison, float %3334, i64 0
  %3336 = shufflevector <8 x float> %3335, <8 x float> poison, <8 x i32> zeroinitializer
  %3337 = fadd <8 x float> %3096, %3336
  br label %3338

3338:                                             ; preds = %3333, %3331
  %3339 = phi <8 x float> [ %3337, %3333 ], [ %3096, %3331 ]
  %3340 = getelementptr inbounds nuw i8, ptr %2681, i64 32
  %3341 = getelementptr inbounds nuw i8, ptr %2683, i64 32
  %3342 = select i1 %3103, ptr null, ptr %3341
  switch i64 %1410, label %511 [
    i64 1, label %3357
    i64 2, label %3350
    i64 3, label %3343
    i64 0, label %3398
  ]

3343:                                             ; preds = %3338
  %3344 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3339)
  %3345 = bitcast <8 x float> %3339 to <8 x i32>
  %3346 = and <8 x i32> %3345, %1103
  %3347 = bitcast <8 x i32> %3346 to <8 x float>
  %3348 = fcmp oeq <8 x float> %3339, %49
  %3349 = select <8 x i1> %3348, <8 x float> %3347, <8 x float> %3344
  br label %3360

3350:                                             ; preds = %3338
  %3351 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3339)
  %3352 = bitcast <8 x float> %3339 to <8 x i32>
  %3353 = or <8 x i32> %3352, %1104
  %3354 = bitcast <8 x i32> %3353 to <8 x float>
  %3355 = fcmp oeq <8 x float> %3339, %52
  %3356 = select <8 x i1> %3355, <8 x float> %3354, <8 x float> %3351
  br label %3360

3357:                                             ; preds = %3338
  %3358 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3342, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3359 = fadd <8 x float> %3339, %3358
  br label %3360

3360:                                             ; preds = %3357, %3350, %3343
  %3361 = phi <8 x float> [ %3359, %3357 ], [ %3356, %3350 ], [ %3349, %3343 ]
  switch i64 %1423, label %511 [
    i64 1, label %3376
    i64 2, label %3369
    i64 3, label %3362
    i64 0, label %3398
  ]

3362:                                             ; preds = %3360
  %3363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3361)
  %3364 = bitcast <8 x float> %3361 to <8 x i32>
  %3365 = and <8 x i32> %3364, %1103
  %3366 = bitcast <8 x i32> %3365 to <8 x float>
  %3367 = fcmp oeq <8 x float> %3361, %49
  %3368 = select <8 x i1> %3367, <8 x float> %3366, <8 x float> %3363
  br label %3379

3369:                                             ; preds = %3360
  %3370 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3361)
  %3371 = bitcast <8 x float> %3361 to <8 x i32>
  %3372 = or <8 x i32> %3371, %1104
  %3373 = bitcast <8 x i32> %3372 to <8 x float>
  %3374 = fcmp oeq <8 x float> %3361, %52
  %3375 = select <8 x i1> %3374, <8 x float> %3373, <8 x float> %3370
  br label %3379

3376:                                             ; preds = %3360
  %3377 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3342, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3378 = fadd <8 x float> %3361, %3377
  br label %3379

3379:                                             ; preds = %3376, %3369, %3362
  %3380 = phi <8 x float> [ %3378, %3376 ], [ %3375, %3369 ], [ %3368, %3362 ]
  switch i64 %1425, label %511 [
    i64 1, label %3395
    i64 2, label %3388
    i64 3, label %3381
    i64 0, label %3398
  ]

3381:                                             ; preds = %3379
  %3382 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3380)
  %3383 = bitcast <8 x float> %3380 to <8 x i32>
  %3384 = and <8 x i32> %3383, %1103
  %3385 = bitcast <8 x i32> %3384 to <8 x float>
  %3386 = fcmp oeq <8 x float> %3380, %49
  %3387 = select <8 x i1> %3386, <8 x float> %3385, <8 x float> %3382
  br label %3398

3388:                                             ; preds = %3379
  %3389 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3380)
  %3390 = bitcast <8 x float> %3380 to <8 x i32>
  %3391 = or <8 x i32> %3390, %1104
  %3392 = bitcast <8 x i32> %3391 to <8 x float>
  %3393 = fcmp oeq <8 x float> %3380, %52
  %3394 = select <8 x i1> %3393, <8 x float> %3392, <8 x float> %3389
  br label %3398

3395:                                             ; preds = %3379
  %3396 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3342, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3397 = fadd <8 x float> %3380, %3396
  br label %3398

3398:                                             ; preds = %3381, %3388, %3395, %3379, %3360, %3338
  %3399 = phi <8 x float> [ %3380, %3379 ], [ %3339, %3338 ], [ %3361, %3360 ], [ %3397, %3395 ], [ %3394, %3388 ], [ %3387, %3381 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3399, ptr nonnull align 1 %3340, <8 x i1> %1421)
  br i1 %1563, label %3405, label %3400

3400:                                             ; preds = %3398
  %3401 = load float, ptr %1514, align 1
  %3402 = insertelement <8 x float> poison, float %3401, i64 0
  %3403 = shufflevector <8 x float> %3402, <8 x float> poison, <8 x i32> zeroinitializer
  %3404 = fadd <8 x float> %3097, %3403
  br label %3405

3405:                                             ; preds = %3400, %3398
  %3406 = phi <8 x float> [ %3404, %3400 ], [ %3097, %3398 ]
  %3407 = getelementptr inbounds float, ptr %2681, i64 %9
  %3408 = getelementptr inbounds float, ptr %2683, i64 %9
  %3409 = select i1 %3103, ptr null, ptr %3408
  switch i64 %1410, label %511 [
    i64 1, label %3424
    i64 2, label %3417
    i64 3, label %3410
    i64 0, label %3465
  ]

3410:                                             ; preds = %3405
  %3411 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3406)
  %3412 = bitcast <8 x float> %3406 to <8 x i32>
  %3413 = and <8 x i32> %3412, %1103
  %3414 = bitcast <8 x i32> %3413 to <8 x float>
  %3415 = fcmp oeq <8 x float> %3406, %49
  %3416 = select <8 x i1> %3415, <8 x float> %3414, <8 x float> %3411
  br label %3427

3417:                                             ; preds = %3405
  %3418 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3406)
  %3419 = bitcast <8 x float> %3406 to <8 x i32>
  %3420 = or <8 x i32> %3419, %1104
  %3421 = bitcast <8 x i32> %3420 to <8 x float>
  %3422 = fcmp oeq <8 x float> %3406, %52
  %3423 = select <8 x i1> %3422, <8 x float> %3421, <8 x float> %3418
  br label %3427

3424:                                             ; preds = %3405
  %3425 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3409, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3426 = fadd <8 x float> %3406, %3425
  br label %3427

3427:                                             ; preds = %3424, %3417, %3410
  %3428 = phi <8 x float> [ %3426, %3424 ], [ %3423, %3417 ], [ %3416, %3410 ]
  switch i64 %1427, label %511 [
    i64 1, label %3443
    i64 2, label %3436
    i64 3, label %3429
    i64 0, label %3465
  ]

3429:                                             ; preds = %3427
  %3430 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3428)
  %3431 = bitcast <8 x float> %3428 to <8 x i32>
  %3432 = and <8 x i32> %3431, %1103
  %3433 = bitcast <8 x i32> %3432 to <8 x float>
  %3434 = fcmp oeq <8 x float> %3428, %49
  %3435 = select <8 x i1> %3434, <8 x float> %3433, <8 x float> %3430
  br label %3446

3436:                                             ; preds = %3427
  %3437 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3428)
  %3438 = bitcast <8 x float> %3428 to <8 x i32>
  %3439 = or <8 x i32> %3438, %1104
  %3440 = bitcast <8 x i32> %3439 to <8 x float>
  %3441 = fcmp oeq <8 x float> %3428, %52
  %3442 = select <8 x i1> %3441, <8 x float> %3440, <8 x float> %3437
  br label %3446

3443:                                             ; preds = %3427
  %3444 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3409, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3445 = fadd <8 x float> %3428, %3444
  br label %3446

3446:                                             ; preds = %3443, %3436, %3429
  %3447 = phi <8 x float> [ %3445, %3443 ], [ %3442, %3436 ], [ %3435, %3429 ]
  switch i64 %1429, label %511 [
    i64 1, label %3462
    i64 2, label %3455
    i64 3, label %3448
    i64 0, label %3465
  ]

3448:                                             ; preds = %3446
  %3449 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3447)
  %3450 = bitcast <8 x float> %3447 to <8 x i32>
  %3451 = and <8 x i32> %3450, %1103
  %3452 = bitcast <8 x i32> %3451 to <8 x float>
  %3453 = fcmp oeq <8 x float> %3447, %49
  %3454 = select <8 x i1> %3453, <8 x float> %3452, <8 x float> %3449
  br label %3465

3455:                                             ; preds = %3446
  %3456 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3447)
  %3457 = bitcast <8 x float> %3447 to <8 x i32>
  %3458 = or <8 x i32> %3457, %1104
  %3459 = bitcast <8 x i32> %3458 to <8 x float>
  %3460 = fcmp oeq <8 x float> %3447, %52
  %3461 = select <8 x i1> %3460, <8 x float> %3459, <8 x float> %3456
  br label %3465

3462:                                             ; preds = %3446
  %3463 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3409, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3464 = fadd <8 x float> %3447, %3463
  br label %3465

3465:                                             ; preds = %3448, %3455, %3462, %3446, %3427, %3405
  %3466 = phi <8 x float> [ %3447, %3446 ], [ %3406, %3405 ], [ %3428, %3427 ], [ %3464, %3462 ], [ %3461, %3455 ], [ %3454, %3448 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3466, ptr align 1 %3407, <8 x i1> %1117)
  br i1 %1563, label %3472, label %3467

3467:                                             ; preds = %3465
  %3468 = load float, ptr %1514, align 1
  %3469 = insertelement <8 x float> poison, float %3468, i64 0
  %3470 = shufflevector <8 x float> %3469, <8 x float> poison, <8 x i32> zeroinitializer
  %3471 = fadd <8 x float> %3098, %3470
  br label %3472

3472:                                             ; preds = %3467, %3465
  %3473 = phi <8 x float> [ %3471, %3467 ], [ %3098, %3465 ]
  %3474 = getelementptr inbounds float, ptr %2681, i64 %1430
  %3475 = getelementptr inbounds float, ptr %2683, i64 %1430
  %3476 = select i1 %3103, ptr null, ptr %3475
  switch i64 %1410, label %511 [
    i64 1, label %3491
    i64 2, label %3484
    i64 3, label %3477
    i64 0, label %3532
  ]

3477:                                             ; preds = %3472
  %3478 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3473)
  %3479 = bitcast <8 x float> %3473 to <8 x i32>
  %3480 = and <8 x i32> %3479, %1103
  %3481 = bitcast <8 x i32> %3480 to <8 x float>
  %3482 = fcmp oeq <8 x float> %3473, %49
  %3483 = select <8 x i1> %3482, <8 x float> %3481, <8 x float> %3478
  br label %3494

3484:                                             ; preds = %3472
  %3485 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3473)
  %3486 = bitcast <8 x float> %3473 to <8 x i32>
  %3487 = or <8 x i32> %3486, %1104
  %3488 = bitcast <8 x i32> %3487 to <8 x float>
  %3489 = fcmp oeq <8 x float> %3473, %52
  %3490 = select <8 x i1> %3489, <8 x float> %3488, <8 x float> %3485
  br label %3494

3491:                                             ; preds = %3472
  %3492 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3476, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3493 = fadd <8 x float> %3473, %3492
  br label %3494

3494:                                             ; preds = %3491, %3484, %3477
  %3495 = phi <8 x float> [ %3493, %3491 ], [ %3490, %3484 ], [ %3483, %3477 ]
  switch i64 %1432, label %511 [
    i64 1, label %3510
    i64 2, label %3503
    i64 3, label %3496
    i64 0, label %3532
  ]

3496:                                             ; preds = %3494
  %3497 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3495)
  %3498 = bitcast <8 x float> %3495 to <8 x i32>
  %3499 = and <8 x i32> %3498, %1103
  %3500 = bitcast <8 x i32> %3499 to <8 x float>
  %3501 = fcmp oeq <8 x float> %3495, %49
  %3502 = select <8 x i1> %3501, <8 x float> %3500, <8 x float> %3497
  br label %3513

3503:                                             ; preds = %3494
  %3504 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3495)
  %3505 = bitcast <8 x float> %3495 to <8 x i32>
  %3506 = or <8 x i32> %3505, %1104
  %3507 = bitcast <8 x i32> %3506 to <8 x float>
  %3508 = fcmp oeq <8 x float> %3495, %52
  %3509 = select <8 x i1> %3508, <8 x float> %3507, <8 x float> %3504
  br label %3513

3510:                                             ; preds = %3494
  %3511 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3476, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3512 = fadd <8 x float> %3495, %3511
  br label %3513

3513:                                             ; preds = %3510, %3503, %3496
  %3514 = phi <8 x float> [ %3512, %3510 ], [ %3509, %3503 ], [ %3502, %3496 ]
  switch i64 %1434, label %511 [
    i64 1, label %3529
    i64 2, label %3522
    i64 3, label %3515
    i64 0, label %3532
  ]

3515:                                             ; preds = %3513
  %3516 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3514)
  %3517 = bitcast <8 x float> %3514 to <8 x i32>
  %3518 = and <8 x i32> %3517, %1103
  %3519 = bitcast <8 x i32> %3518 to <8 x float>
  %3520 = fcmp oeq <8 x float> %3514, %49
  %3521 = select <8 x i1> %3520, <8 x float> %3519, <8 x float> %3516
  br label %3532

3522:                                             ; preds = %3513
  %3523 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3514)
  %3524 = bitcast <8 x float> %3514 to <8 x i32>
  %3525 = or <8 x i32> %3524, %1104
  %3526 = bitcast <8 x i32> %3525 to <8 x float>
  %3527 = fcmp oeq <8 x float> %3514, %52
  %3528 = select <8 x i1> %3527, <8 x float> %3526, <8 x float> %3523
  br label %3532

3529:                                             ; preds = %3513
  %3530 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3476, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3531 = fadd <8 x float> %3514, %3530
  br label %3532

3532:                                             ; preds = %3515, %3522, %3529, %3513, %3494, %3472
  %3533 = phi <8 x float> [ %3514, %3513 ], [ %3473, %3472 ], [ %3495, %3494 ], [ %3531, %3529 ], [ %3528, %3522 ], [ %3521, %3515 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3533, ptr align 1 %3474, <8 x i1> %1421)
  br i1 %1563, label %3539, label %3534

3534:                                             ; preds = %3532
  %3535 = load float, ptr %1514, align 1
  %3536 = insertelement <8 x float> poison, float %3535, i64 0
  %3537 = shufflevector <8 x float> %3536, <8 x float> poison, <8 x i32> zeroinitializer
  %3538 = fadd <8 x float> %3099, %3537
  br label %3539

3539:                                             ; preds = %3534, %3532
  %3540 = phi <8 x float> [ %3538, %3534 ], [ %3099, %3532 ]
  %3541 = getelementptr inbounds float, ptr %2681, i64 %1435
  %3542 = getelementptr inbounds float, ptr %2683, i64 %1435
  %3543 = select i1 %3103, ptr null, ptr %3542
  switch i64 %1410, label %511 [
    i64 1, label %3558
    i64 2, label %3551
    i64 3, label %3544
    i64 0, label %3599
  ]

3544:                                             ; preds = %3539
  %3545 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3540)
  %3546 = bitcast <8 x float> %3540 to <8 x i32>
  %3547 = and <8 x i32> %3546, %1103
  %3548 = bitcast <8 x i32> %3547 to <8 x float>
  %3549 = fcmp oeq <8 x float> %3540, %49
  %3550 = select <8 x i1> %3549, <8 x float> %3548, <8 x float> %3545
  br label %3561

3551:                                             ; preds = %3539
  %3552 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3540)
  %3553 = bitcast <8 x float> %3540 to <8 x i32>
  %3554 = or <8 x i32> %3553, %1104
  %3555 = bitcast <8 x i32> %3554 to <8 x float>
  %3556 = fcmp oeq <8 x float> %3540, %52
  %3557 = select <8 x i1> %3556, <8 x float> %3555, <8 x float> %3552
  br label %3561

3558:                                             ; preds = %3539
  %3559 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3543, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3560 = fadd <8 x float> %3540, %3559
  br label %3561

3561:                                             ; preds = %3558, %3551, %3544
  %3562 = phi <8 x float> [ %3560, %3558 ], [ %3557, %3551 ], [ %3550, %3544 ]
  switch i64 %1437, label %511 [
    i64 1, label %3577
    i64 2, label %3570
    i64 3, label %3563
    i64 0, label %3599
  ]

3563:                                             ; preds = %3561
  %3564 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3562)
  %3565 = bitcast <8 x float> %3562 to <8 x i32>
  %3566 = and <8 x i32> %3565, %1103
  %3567 = bitcast <8 x i32> %3566 to <8 x float>
  %3568 = fcmp oeq <8 x float> %3562, %49
  %3569 = select <8 x i1> %3568, <8 x float> %3567, <8 x float> %3564
  br label %3580

3570:                                             ; preds = %3561
  %3571 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3562)
  %3572 = bitcast <8 x float> %3562 to <8 x i32>
  %3573 = or <8 x i32> %3572, %1104
  %3574 = bitcast <8 x i32> %3573 to <8 x float>
  %3575 = fcmp oeq <8 x float> %3562, %52
  %3576 = select <8 x i1> %3575, <8 x float> %3574, <8 x float> %3571
  br label %3580

3577:                                             ; preds = %3561
  %3578 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3543, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3579 = fadd <8 x float> %3562, %3578
  br label %3580

3580:                                             ; preds = %3577, %3570, %3563
  %3581 = phi <8 x float> [ %3579, %3577 ], [ %3576, %3570 ], [ %3569, %3563 ]
  switch i64 %1439, label %511 [
    i64 1, label %3596
    i64 2, label %3589
    i64 3, label %3582
    i64 0, label %3599
  ]

3582:                                             ; preds = %3580
  %3583 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3581)
  %3584 = bitcast <8 x float> %3581 to <8 x i32>
  %3585 = and <8 x i32> %3584, %1103
  %3586 = bitcast <8 x i32> %3585 to <8 x float>
  %3587 = fcmp oeq <8 x float> %3581, %49
  %3588 = select <8 x i1> %3587, <8 x float> %3586, <8 x float> %3583
  br label %3599

3589:                                             ; preds = %3580
  %3590 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3581)
  %3591 = bitcast <8 x float> %3581 to <8 x i32>
  %3592 = or <8 x i32> %3591, %1104
  %3593 = bitcast <8 x i32> %3592 to <8 x float>
  %3594 = fcmp oeq <8 x float> %3581, %52
  %3595 = select <8 x i1> %3594, <8 x float> %3593, <8 x float> %3590
  br label %3599

3596:                                             ; preds = %3580
  %3597 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3543, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3598 = fadd <8 x float> %3581, %3597
  br label %3599

3599:                                             ; preds = %3582, %3589, %3596, %3580, %3561, %3539
  %3600 = phi <8 x float> [ %3581, %3580 ], [ %3540, %3539 ], [ %3562, %3561 ], [ %3598, %3596 ], [ %3595, %3589 ], [ %3588, %3582 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3600, ptr align 1 %3541, <8 x i1> %1117)
  br i1 %1563, label %3606, label %3601

3601:                                             ; preds = %3599
  %3602 = load float, ptr %1514, align 1
  %3603 = insertelement <8 x float> poison, float %3602, i64 0
  %3604 = shufflevector <8 x float> %3603, <8 x float> poison, <8 x i32> zeroinitializer
  %3605 = fadd <8 x float> %3100, %3604
  br label %3606

3606:                                             ; preds = %3601, %3599
  %3607 = phi <8 x float> [ %3605, %3601 ], [ %3100, %3599 ]
  %3608 = getelementptr inbounds float, ptr %2681, i64 %1440
  %3609 = getelementptr inbounds float, ptr %2683, i64 %1440
  %3610 = select i1 %3103, ptr null, ptr %3609
  switch i64 %1410, label %511 [
    i64 1, label %3625
    i64 2, label %3618
    i64 3, label %3611
    i64 0, label %3666
  ]

3611:                                             ; preds = %3606
  %3612 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3607)
  %3613 = bitcast <8 x float> %3607 to <8 x i32>
  %3614 = and <8 x i32> %3613, %1103
  %3615 = bitcast <8 x i32> %3614 to <8 x float>
  %3616 = fcmp oeq <8 x float> %3607, %49
  %3617 = select <8 x i1> %3616, <8 x float> %3615, <8 x float> %3612
  br label %3628

3618:                                             ; preds = %3606
  %3619 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3607)
  %3620 = bitcast <8 x float> %3607 to <8 x i32>
  %3621 = or <8 x i32> %3620, %1104
  %3622 = bitcast <8 x i32> %3621 to <8 x float>
  %3623 = fcmp oeq <8 x float> %3607, %52
  %3624 = select <8 x i1> %3623, <8 x float> %3622, <8 x float> %3619
  br label %3628

3625:                                             ; preds = %3606
  %3626 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3610, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3627 = fadd <8 x float> %3607, %3626
  br label %3628

3628:                                             ; preds = %3625, %3618, %3611
  %3629 = phi <8 x float> [ %3627, %3625 ], [ %3624, %3618 ], [ %3617, %3611 ]
  switch i64 %1442, label %511 [
    i64 1, label %3644
    i64 2, label %3637
    i64 3, label %3630
    i64 0, label %3666
  ]

3630:                                             ; preds = %3628
  %3631 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3629)
  %3632 = bitcast <8 x float> %3629 to <8 x i32>
  %3633 = and <8 x i32> %3632, %1103
  %3634 = bitcast <8 x i32> %3633 to <8 x float>
  %3635 = fcmp oeq <8 x float> %3629, %49
  %3636 = select <8 x i1> %3635, <8 x float> %3634, <8 x float> %3631
  br label %3647

3637:                                             ; preds = %3628
  %3638 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3629)
  %3639 = bitcast <8 x float> %3629 to <8 x i32>
  %3640 = or <8 x i32> %3639, %1104
  %3641 = bitcast <8 x i32> %3640 to <8 x float>
  %3642 = fcmp oeq <8 x float> %3629, %52
  %3643 = select <8 x i1> %3642, <8 x float> %3641, <8 x float> %3638
  br label %3647

3644:                                             ; preds = %3628
  %3645 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3610, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3646 = fadd <8 x float> %3629, %3645
  br label %3647

3647:                                             ; preds = %3644, %3637, %3630
  %3648 = phi <8 x float> [ %3646, %3644 ], [ %3643, %3637 ], [ %3636, %3630 ]
  switch i64 %1444, label %511 [
    i64 1, label %3663
    i64 2, label %3656
    i64 3, label %3649
    i64 0, label %3666
  ]

3649:                                             ; preds = %3647
  %3650 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3648)
  %3651 = bitcast <8 x float> %3648 to <8 x i32>
  %3652 = and <8 x i32> %3651, %1103
  %3653 = bitcast <8 x i32> %3652 to <8 x float>
  %3654 = fcmp oeq <8 x float> %3648, %49
  %3655 = select <8 x i1> %3654, <8 x float> %3653, <8 x float> %3650
  br label %3666

3656:                                             ; preds = %3647
  %3657 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3648)
  %3658 = bitcast <8 x float> %3648 to <8 x i32>
  %3659 = or <8 x i32> %3658, %1104
  %3660 = bitcast <8 x i32> %3659 to <8 x float>
  %3661 = fcmp oeq <8 x float> %3648, %52
  %3662 = select <8 x i1> %3661, <8 x float> %3660, <8 x float> %3657
  br label %3666

3663:                                             ; preds = %3647
  %3664 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3610, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3665 = fadd <8 x float> %3648, %3664
  br label %3666

3666:                                             ; preds = %3649, %3656, %3663, %3647, %3628, %3606
  %3667 = phi <8 x float> [ %3648, %3647 ], [ %3607, %3606 ], [ %3629, %3628 ], [ %3665, %3663 ], [ %3662, %3656 ], [ %3655, %3649 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3667, ptr align 1 %3608, <8 x i1> %1421)
  br i1 %1563, label %3673, label %3668

3668:                                             ; preds = %3666
  %3669 = load float, ptr %1514, align 1
  %3670 = insertelement <8 x float> poison, float %3669, i64 0
  %3671 = shufflevector <8 x float> %3670, <8 x float> poison, <8 x i32> zeroinitializer
  %3672 = fadd <8 x float> %3101, %3671
  br label %3673

3673:                                             ; preds = %3668, %3666
  %3674 = phi <8 x float> [ %3672, %3668 ], [ %3101, %3666 ]
  %3675 = getelementptr inbounds float, ptr %2681, i64 %1445
  %3676 = getelementptr inbounds float, ptr %2683, i64 %1445
  %3677 = select i1 %3103, ptr null, ptr %3676
  switch i64 %1410, label %511 [
    i64 1, label %3692
    i64 2, label %3685
    i64 3, label %3678
    i64 0, label %3733
  ]

3678:                                             ; preds = %3673
  %3679 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3674)
  %3680 = bitcast <8 x float> %3674 to <8 x i32>
  %3681 = and <8 x i32> %3680, %1103
  %3682 = bitcast <8 x i32> %3681 to <8 x float>
  %3683 = fcmp oeq <8 x float> %3674, %49
  %3684 = select <8 x i1> %3683, <8 x float> %3682, <8 x float> %3679
  br label %3695

3685:                                             ; preds = %3673
  %3686 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3674)
  %3687 = bitcast <8 x float> %3674 to <8 x i32>
  %3688 = or <8 x i32> %3687, %1104
  %3689 = bitcast <8 x i32> %3688 to <8 x float>
  %3690 = fcmp oeq <8 x float> %3674, %52
  %3691 = select <8 x i1> %3690, <8 x float> %3689, <8 x float> %3686
  br label %3695

3692:                                             ; preds = %3673
  %3693 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3677, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3694 = fadd <8 x float> %3674, %3693
  br label %3695

3695:                                             ; preds = %3692, %3685, %3678
  %3696 = phi <8 x float> [ %3694, %3692 ], [ %3691, %3685 ], [ %3684, %3678 ]
  switch i64 %1447, label %511 [
    i64 1, label %3711
    i64 2, label %3704
    i64 3, label %3697
    i64 0, label %3733
  ]

3697:                                             ; preds = %3695
  %3698 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3696)
  %3699 = bitcast <8 x float> %3696 to <8 x i32>
  %3700 = and <8 x i32> %3699, %1103
  %3701 = bitcast <8 x i32> %3700 to <8 x float>
  %3702 = fcmp oeq <8 x float> %3696, %49
  %3703 = select <8 x i1> %3702, <8 x float> %3701, <8 x float> %3698
  br label %3714

3704:                                             ; preds = %3695
  %3705 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3696)
  %3706 = bitcast <8 x float> %3696 to <8 x i32>
  %3707 = or <8 x i32> %3706, %1104
  %3708 = bitcast <8 x i32> %3707 to <8 x float>
  %3709 = fcmp oeq <8 x float> %3696, %52
  %3710 = select <8 x i1> %3709, <8 x float> %3708, <8 x float> %3705
  br label %3714

3711:                                             ; preds = %3695
  %3712 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3677, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3713 = fadd <8 x float> %3696, %3712
  br label %3714

3714:                                             ; preds = %3711, %3704, %3697
  %3715 = phi <8 x float> [ %3713, %3711 ], [ %3710, %3704 ], [ %3703, %3697 ]
  switch i64 %1449, label %511 [
    i64 1, label %3730
    i64 2, label %3723
    i64 3, label %3716
    i64 0, label %3733
  ]

3716:                                             ; preds = %3714
  %3717 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3715)
  %3718 = bitcast <8 x float> %3715 to <8 x i32>
  %3719 = and <8 x i32> %3718, %1103
  %3720 = bitcast <8 x i32> %3719 to <8 x float>
  %3721 = fcmp oeq <8 x float> %3715, %49
  %3722 = select <8 x i1> %3721, <8 x float> %3720, <8 x float> %3717
  br label %3733

3723:                                             ; preds = %3714
  %3724 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3715)
  %3725 = bitcast <8 x float> %3715 to <8 x i32>
  %3726 = or <8 x i32> %3725, %1104
  %3727 = bitcast <8 x i32> %3726 to <8 x float>
  %3728 = fcmp oeq <8 x float> %3715, %52
  %3729 = select <8 x i1> %3728, <8 x float> %3727, <8 x float> %3724
  br label %3733

3730:                                             ; preds = %3714
  %3731 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3677, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3732 = fadd <8 x float> %3715, %3731
  br label %3733

3733:                                             ; preds = %3716, %3723, %3730, %3714, %3695, %3673
  %3734 = phi <8 x float> [ %3715, %3714 ], [ %3674, %3673 ], [ %3696, %3695 ], [ %3732, %3730 ], [ %3729, %3723 ], [ %3722, %3716 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3734, ptr align 1 %3675, <8 x i1> %1117)
  br i1 %1563, label %3740, label %3735

3735:                                             ; preds = %3733
  %3736 = load float, ptr %1514, align 1
  %3737 = insertelement <8 x float> poison, float %3736, i64 0
  %3738 = shufflevector <8 x float> %3737, <8 x float> poison, <8 x i32> zeroinitializer
  %3739 = fadd <8 x float> %3102, %3738
  br label %3740

3740:                                             ; preds = %3735, %3733
  %3741 = phi <8 x float> [ %3739, %3735 ], [ %3102, %3733 ]
  %3742 = getelementptr inbounds float, ptr %2681, i64 %1450
  %3743 = getelementptr inbounds float, ptr %2683, i64 %1450
  %3744 = select i1 %3103, ptr null, ptr %3743
  switch i64 %1410, label %511 [
    i64 1, label %3759
    i64 2, label %3752
    i64 3, label %3745
    i64 0, label %3800
  ]

3745:                                             ; preds = %3740
  %3746 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3741)
  %3747 = bitcast <8 x float> %3741 to <8 x i32>
  %3748 = and <8 x i32> %3747, %1103
  %3749 = bitcast <8 x i32> %3748 to <8 x float>
  %3750 = fcmp oeq <8 x float> %3741, %49
  %3751 = select <8 x i1> %3750, <8 x float> %3749, <8 x float> %3746
  br label %3762

3752:                                             ; preds = %3740
  %3753 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3741)
  %3754 = bitcast <8 x float> %3741 to <8 x i32>
  %3755 = or <8 x i32> %3754, %1104
  %3756 = bitcast <8 x i32> %3755 to <8 x float>
  %3757 = fcmp oeq <8 x float> %3741, %52
  %3758 = select <8 x i1> %3757, <8 x float> %3756, <8 x float> %3753
  br label %3762

3759:                                             ; preds = %3740
  %3760 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3744, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3761 = fadd <8 x float> %3741, %3760
  br label %3762

3762:                                             ; preds = %3759, %3752, %3745
  %3763 = phi <8 x float> [ %3761, %3759 ], [ %3758, %3752 ], [ %3751, %3745 ]
  switch i64 %1452, label %511 [
    i64 1, label %3778
    i64 2, label %3771
    i64 3, label %3764
    i64 0, label %3800
  ]

3764:                                             ; preds = %3762
  %3765 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3763)
  %3766 = bitcast <8 x float> %3763 to <8 x i32>
  %3767 = and <8 x i32> %3766, %1103
  %3768 = bitcast <8 x i32> %3767 to <8 x float>
  %3769 = fcmp oeq <8 x float> %3763, %49
  %3770 = select <8 x i1> %3769, <8 x float> %3768, <8 x float> %3765
  br label %3781

3771:                                             ; preds = %3762
  %3772 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3763)
  %3773 = bitcast <8 x float> %3763 to <8 x i32>
  %3774 = or <8 x i32> %3773, %1104
  %3775 = bitcast <8 x i32> %3774 to <8 x float>
  %3776 = fcmp oeq <8 x float> %3763, %52
  %3777 = select <8 x i1> %3776, <8 x float> %3775, <8 x float> %3772
  br label %3781

3778:                                             ; preds = %3762
  %3779 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3744, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3780 = fadd <8 x float> %3763, %3779
  br label %3781

3781:                                             ; preds = %3778, %3771, %3764
  %3782 = phi <8 x float> [ %3780, %3778 ], [ %3777, %3771 ], [ %3770, %3764 ]
  switch i64 %1454, label %511 [
    i64 1, label %3797
    i64 2, label %3790
    i64 3, label %3783
    i64 0, label %3800
  ]

3783:                                             ; preds = %3781
  %3784 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3782)
  %3785 = bitcast <8 x float> %3782 to <8 x i32>
  %3786 = and <8 x i32> %3785, %1103
  %3787 = bitcast <8 x i32> %3786 to <8 x float>
  %3788 = fcmp oeq <8 x float> %3782, %49
  %3789 = select <8 x i1> %3788, <8 x float> %3787, <8 x float> %3784
  br label %3800

3790:                                             ; preds = %3781
  %3791 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3782)
  %3792 = bitcast <8 x float> %3782 to <8 x i32>
  %3793 = or <8 x i32> %3792, %1104
  %3794 = bitcast <8 x i32> %3793 to <8 x float>
  %3795 = fcmp oeq <8 x float> %3782, %52
  %3796 = select <8 x i1> %3795, <8 x float> %3794, <8 x float> %3791
  br label %3800

3797:                                             ; preds = %3781
  %3798 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3744, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3799 = fadd <8 x float> %3782, %3798
  br label %3800

3800:                                             ; preds = %3783, %3790, %3797, %3781, %3762, %3740
  %3801 = phi <8 x float> [ %3782, %3781 ], [ %3741, %3740 ], [ %3763, %3762 ], [ %3799, %3797 ], [ %3796, %3790 ], [ %3789, %3783 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3801, ptr align 1 %3742, <8 x i1> %1421)
  br label %7916

3802:                                             ; preds = %2699
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %1345, i8 0, i64 128, i1 false)
  br i1 %1101, label %3803, label %3809

3803:                                             ; preds = %3802
  %3804 = mul nsw i64 %2679, %12
  %3805 = add nsw i64 %2679, 1
  %3806 = mul nsw i64 %3805, %12
  br label %3812

3807:                                             ; preds = %3833
  %3808 = load <8 x float>, ptr %29, align 32
  br label %3809

3809:                                             ; preds = %3807, %3802
  %3810 = phi <8 x float> [ %3808, %3807 ], [ zeroinitializer, %3802 ]
  %3811 = icmp eq ptr %2683, null
  br i1 %1563, label %3901, label %3896

3812:                                             ; preds = %3803, %3833
  %3813 = phi i64 [ %3834, %3833 ], [ 0, %3803 ]
  %3814 = mul nsw i64 %3813, %14
  %3815 = sub i64 %3814, %16
  %3816 = add i64 %3815, %3804
  %3817 = icmp slt i64 %3816, 0
  %3818 = icmp sge i64 %3816, %6
  %3819 = or i1 %3817, %3818
  %3820 = select i1 %3819, i64 0, i64 %3816
  %3821 = mul nsw i64 %3820, %7
  %3822 = getelementptr inbounds float, ptr %1511, i64 %3821
  %3823 = add i64 %3815, %3806
  %3824 = icmp slt i64 %3823, 0
  %3825 = icmp sge i64 %3823, %6
  %3826 = or i1 %3824, %3825
  %3827 = select i1 %3826, i64 0, i64 %3823
  %3828 = mul nsw i64 %3827, %7
  %3829 = getelementptr inbounds float, ptr %1511, i64 %3828
  br i1 %1102, label %3830, label %3833

3830:                                             ; preds = %3812
  %3831 = mul nuw nsw i64 %3813, %11
  %3832 = getelementptr inbounds nuw float, ptr %1513, i64 %3831
  br label %3836

3833:                                             ; preds = %3845, %3812
  %3834 = add nuw nsw i64 %3813, 1
  %3835 = icmp eq i64 %3834, %10
  br i1 %3835, label %3807, label %3812

3836:                                             ; preds = %3830, %3845
  %3837 = phi i64 [ 0, %3830 ], [ %3846, %3845 ]
  %3838 = getelementptr inbounds nuw float, ptr %3832, i64 %3837
  %3839 = load float, ptr %3838, align 1
  %3840 = insertelement <8 x float> poison, float %3839, i64 0
  %3841 = shufflevector <8 x float> %3840, <8 x float> poison, <8 x i32> zeroinitializer
  %3842 = mul nsw i64 %3837, %15
  %3843 = sub i64 %3842, %17
  %3844 = getelementptr <4 x i64>, ptr %1086, i64 %3837
  br label %3848

3845:                                             ; preds = %3878
  %3846 = add nuw nsw i64 %3837, 1
  %3847 = icmp eq i64 %3846, %11
  br i1 %3847, label %3833, label %3836

3848:                                             ; preds = %3836, %3878
  %3849 = phi i64 [ 0, %3836 ], [ %3894, %3878 ]
  %3850 = shl nuw nsw i64 %3849, 3
  %3851 = add i64 %3843, %3850
  br i1 %1111, label %3856, label %3852

3852:                                             ; preds = %3848
  %3853 = mul nuw nsw i64 %11, %3849
  %3854 = getelementptr <4 x i64>, ptr %3844, i64 %3853
  %3855 = load <4 x i64>, ptr %3854, align 32
  br label %3878

3856:                                             ; preds = %3848
  %3857 = sub nsw i64 %9, %3850
  %3858 = icmp slt i64 %3851, 0
  %3859 = sub nsw i64 0, %3851
  %3860 = select i1 %3858, i64 %3859, i64 0
  %3861 = sub nsw i64 %7, %3851
  %3862 = call i64 @llvm.smin.i64(i64 %3861, i64 %3857)
  %3863 = call i64 @llvm.smin.i64(i64 %3862, i64 8)
  %3864 = icmp sgt i64 %3863, %3860
  %3865 = trunc i64 %3860 to i32
  %3866 = select i1 %3864, i32 %3865, i32 0
  %3867 = insertelement <8 x i32> poison, i32 %3866, i64 0
  %3868 = shufflevector <8 x i32> %3867, <8 x i32> poison, <8 x i32> zeroinitializer
  %3869 = icmp slt <8 x i32> %3868, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3870 = trunc i64 %3863 to i32
  %3871 = select i1 %3864, i32 %3870, i32 0
  %3872 = insertelement <8 x i32> poison, i32 %3871, i64 0
  %3873 = shufflevector <8 x i32> %3872, <8 x i32> poison, <8 x i32> zeroinitializer
  %3874 = icmp sgt <8 x i32> %3873, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3875 = and <8 x i1> %3874, %3869
  %3876 = sext <8 x i1> %3875 to <8 x i32>
  %3877 = bitcast <8 x i32> %3876 to <4 x i64>
  br label %3878

3878:                                             ; preds = %3856, %3852
  %3879 = phi <4 x i64> [ %3855, %3852 ], [ %3877, %3856 ]
  %3880 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %3849
  %3881 = getelementptr inbounds float, ptr %3822, i64 %3851
  %3882 = select i1 %3819, <4 x i64> zeroinitializer, <4 x i64> %3879
  %3883 = bitcast <4 x i64> %3882 to <8 x i32>
  %3884 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3881, <8 x i32> %3883)
  %3885 = load <8 x float>, ptr %3880, align 32
  %3886 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3884, <8 x float> %3841, <8 x float> %3885)
  store <8 x float> %3886, ptr %3880, align 32
  %3887 = getelementptr inbounds float, ptr %3829, i64 %3851
  %3888 = select i1 %3826, <4 x i64> zeroinitializer, <4 x i64> %3879
  %3889 = bitcast <4 x i64> %3888 to <8 x i32>
  %3890 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3887, <8 x i32> %3889)
  %3891 = getelementptr inbounds nuw i8, ptr %3880, i64 256
  %3892 = load <8 x float>, ptr %3891, align 32
  %3893 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3890, <8 x float> %3841, <8 x float> %3892)
  store <8 x float> %3893, ptr %3891, align 32
  %3894 = add nuw nsw i64 %3849, 1
  %3895 = icmp eq i64 %3894, 4
  br i1 %3895, label %3845, label %3848

3896:                                             ; preds = %3809
  %3897 = load float, ptr %1514, align 1
  %3898 = insertelement <8 x float> poison, float %3897, i64 0
  %3899 = shufflevector <8 x float> %3898, <8 x float> poison, <8 x i32> zeroinitializer
  %3900 = fadd <8 x float> %3810, %3899
  br label %3901

3901:                                             ; preds = %3896, %3809
  %3902 = phi <8 x float> [ %3900, %3896 ], [ %3810, %3809 ]
  switch i64 %1346, label %511 [
    i64 1, label %3903
    i64 2, label %3906
    i64 3, label %3913
    i64 0, label %3958
  ]

3903:                                             ; preds = %3901
  %3904 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3905 = fadd <8 x float> %3902, %3904
  br label %3920

3906:                                             ; preds = %3901
  %3907 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3902)
  %3908 = bitcast <8 x float> %3902 to <8 x i32>
  %3909 = or <8 x i32> %3908, %1104
  %3910 = bitcast <8 x i32> %3909 to <8 x float>
  %3911 = fcmp oeq <8 x float> %3902, %52
  %3912 = select <8 x i1> %3911, <8 x float> %3910, <8 x float> %3907
  br label %3920

3913:                                             ; preds = %3901
  %3914 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3902)
  %3915 = bitcast <8 x float> %3902 to <8 x i32>
  %3916 = and <8 x i32> %3915, %1103
  %3917 = bitcast <8 x i32> %3916 to <8 x float>
  %3918 = fcmp oeq <8 x float> %3902, %49
  %3919 = select <8 x i1> %3918, <8 x float> %3917, <8 x float> %3914
  br label %3920

3920:                                             ; preds = %3913, %3906, %3903
  %3921 = phi <8 x float> [ %3905, %3903 ], [ %3912, %3906 ], [ %3919, %3913 ]
  switch i64 %1348, label %511 [
    i64 1, label %3936
    i64 2, label %3929
    i64 3, label %3922
    i64 0, label %3958
  ]

3922:                                             ; preds = %3920
  %3923 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3921)
  %3924 = bitcast <8 x float> %3921 to <8 x i32>
  %3925 = and <8 x i32> %3924, %1103
  %3926 = bitcast <8 x i32> %3925 to <8 x float>
  %3927 = fcmp oeq <8 x float> %3921, %49
  %3928 = select <8 x i1> %3927, <8 x float> %3926, <8 x float> %3923
  br label %3939

3929:                                             ; preds = %3920
  %3930 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3921)
  %3931 = bitcast <8 x float> %3921 to <8 x i32>
  %3932 = or <8 x i32> %3931, %1104
  %3933 = bitcast <8 x i32> %3932 to <8 x float>
  %3934 = fcmp oeq <8 x float> %3921, %52
  %3935 = select <8 x i1> %3934, <8 x float> %3933, <8 x float> %3930
  br label %3939

3936:                                             ; preds = %3920
  %3937 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3938 = fadd <8 x float> %3921, %3937
  br label %3939

3939:                                             ; preds = %3936, %3929, %3922
  %3940 = phi <8 x float> [ %3938, %3936 ], [ %3935, %3929 ], [ %3928, %3922 ]
  switch i64 %1350, label %511 [
    i64 1, label %3955
    i64 2, label %3948
    i64 3, label %3941
    i64 0, label %3958
  ]

3941:                                             ; preds = %3939
  %3942 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3940)
  %3943 = bitcast <8 x float> %3940 to <8 x i32>
  %3944 = and <8 x i32> %3943, %1103
  %3945 = bitcast <8 x i32> %3944 to <8 x float>
  %3946 = fcmp oeq <8 x float> %3940, %49
  %3947 = select <8 x i1> %3946, <8 x float> %3945, <8 x float> %3942
  br label %3958

3948:                                             ; preds = %3939
  %3949 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3940)
  %3950 = bitcast <8 x float> %3940 to <8 x i32>
  %3951 = or <8 x i32> %3950, %1104
  %3952 = bitcast <8 x i32> %3951 to <8 x float>
  %3953 = fcmp oeq <8 x float> %3940, %52
  %3954 = select <8 x i1> %3953, <8 x float> %3952, <8 x float> %3949
  br label %3958

3955:                                             ; preds = %3939
  %3956 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2683, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3957 = fadd <8 x float> %3940, %3956
  br label %3958

3958:                                             ; preds = %3941, %3948, %3955, %3939, %3920, %3901
  %3959 = phi <8 x float> [ %3940, %3939 ], [ %3902, %3901 ], [ %3921, %3920 ], [ %3957, %3955 ], [ %3954, %3948 ], [ %3947, %3941 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3959, ptr align 1 %2681, <8 x i1> %1117)
  %3960 = load <8 x float>, ptr %1358, align 32
  br i1 %1563, label %3966, label %3961

3961:                                             ; preds = %3958
  %3962 = load float, ptr %1514, align 1
  %3963 = insertelement <8 x float> poison, float %3962, i64 0
  %3964 = shufflevector <8 x float> %3963, <8 x float> poison, <8 x i32> zeroinitializer
  %3965 = fadd <8 x float> %3960, %3964
  br label %3966

3966:                                             ; preds = %3961, %3958
  %3967 = phi <8 x float> [ %3965, %3961 ], [ %3960, %3958 ]
  %3968 = getelementptr inbounds nuw i8, ptr %2681, i64 32
  %3969 = getelementptr inbounds nuw i8, ptr %2683, i64 32
  %3970 = select i1 %3811, ptr null, ptr %3969
  switch i64 %1346, label %511 [
    i64 1, label %3985
    i64 2, label %3978
    i64 3, label %3971
    i64 0, label %4026
  ]

3971:                                             ; preds = %3966
  %3972 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3967)
  %3973 = bitcast <8 x float> %3967 to <8 x i32>
  %3974 = and <8 x i32> %3973, %1103
  %3975 = bitcast <8 x i32> %3974 to <8 x float>
  %3976 = fcmp oeq <8 x float> %3967, %49
  %3977 = select <8 x i1> %3976, <8 x float> %3975, <8 x float> %3972
  br label %3988

3978:                                             ; preds = %3966
  %3979 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3967)
  %3980 = bitcast <8 x float> %3967 to <8 x i32>
  %3981 = or <8 x i32> %3980, %1104
  %3982 = bitcast <8 x i32> %3981 to <8 x float>
  %3983 = fcmp oeq <8 x float> %3967, %52
  %3984 = select <8 x i1> %3983, <8 x float> %3982, <8 x float> %3979
  br label %3988

3985:                                             ; preds = %3966
  %3986 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3970, <8 x i1> %1357, <8 x float> zeroinitializer)
  %3987 = fadd <8 x float> %3967, %3986
  br label %3988

3988:                                             ; preds = %3985, %3978, %3971
  %3989 = phi <8 x float> [ %3987, %3985 ], [ %3984, %3978 ], [ %3977, %3971 ]
  switch i64 %1360, label %511 [
    i64 1, label %4004
    i64 2, label %3997
    i64 3, label %3990
    i64 0, label %4026
  ]

3990:                                             ; preds = %3988
  %3991 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3989)
  %3992 = bitcast <8 x float> %3989 to <8 x i32>
  %3993 = and <8 x i32> %3992, %1103
  %3994 = bitcast <8 x i32> %3993 to <8 x float>
  %3995 = fcmp oeq <8 x float> %3989, %49
  %3996 = select <8 x i1> %3995, <8 x float> %3994, <8 x float> %3991
  br label %4007

3997:                                             ; preds = %3988
  %3998 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3989)
  %3999 = bitcast <8 x float> %3989 to <8 x i32>
  %4000 = or <8 x i32> %3999, %1104
  %4001 = bitcast <8 x i32> %4000 to <8 x float>
  %4002 = fcmp oeq <8 x float> %3989, %52
  %4003 = select <8 x i1> %4002, <8 x float> %4001, <8 x float> %3998
  br label %4007

4004:                                             ; preds = %3988
  %4005 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3970, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4006 = fadd <8 x float> %3989, %4005
  br label %4007

4007:                                             ; preds = %4004, %3997, %3990
  %4008 = phi <8 x float> [ %4006, %4004 ], [ %4003, %3997 ], [ %3996, %3990 ]
  switch i64 %1362, label %511 [
    i64 1, label %4023
    i64 2, label %4016
    i64 3, label %4009
    i64 0, label %4026
  ]

4009:                                             ; preds = %4007
  %4010 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4008)
  %4011 = bitcast <8 x float> %4008 to <8 x i32>
  %4012 = and <8 x i32> %4011, %1103
  %4013 = bitcast <8 x i32> %4012 to <8 x float>
  %4014 = fcmp oeq <8 x float> %4008, %49
  %4015 = select <8 x i1> %4014, <8 x float> %4013, <8 x float> %4010
  br label %4026

4016:                                             ; preds = %4007
  %4017 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4008)
  %4018 = bitcast <8 x float> %4008 to <8 x i32>
  %4019 = or <8 x i32> %4018, %1104
  %4020 = bitcast <8 x i32> %4019 to <8 x float>
  %4021 = fcmp oeq <8 x float> %4008, %52
  %4022 = select <8 x i1> %4021, <8 x float> %4020, <8 x float> %4017
  br label %4026

4023:                                             ; preds = %4007
  %4024 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3970, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4025 = fadd <8 x float> %4008, %4024
  br label %4026

4026:                                             ; preds = %4009, %4016, %4023, %4007, %3988, %3966
  %4027 = phi <8 x float> [ %4008, %4007 ], [ %3967, %3966 ], [ %3989, %3988 ], [ %4025, %4023 ], [ %4022, %4016 ], [ %4015, %4009 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4027, ptr nonnull align 1 %3968, <8 x i1> %1357)
  %4028 = load <8 x float>, ptr %1370, align 32
  br i1 %1563, label %4034, label %4029

4029:                                             ; preds = %4026
  %4030 = load float, ptr %1514, align 1
  %4031 = insertelement <8 x float> poison, float %4030, i64 0
  %4032 = shufflevector <8 x float> %4031, <8 x float> poison, <8 x i32> zeroinitializer
  %4033 = fadd <8 x float> %4028, %4032
  br label %4034

4034:                                             ; preds = %4029, %4026
  %4035 = phi <8 x float> [ %4033, %4029 ], [ %4028, %4026 ]
  %4036 = getelementptr inbounds nuw i8, ptr %2681, i64 64
  %4037 = getelementptr inbounds nuw i8, ptr %2683, i64 64
  %4038 = select i1 %3811, ptr null, ptr %4037
  switch i64 %1346, label %511 [
    i64 1, label %4053
    i64 2, label %4046
    i64 3, label %4039
    i64 0, label %4094
  ]

4039:                                             ; preds = %4034
  %4040 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4035)
  %4041 = bitcast <8 x float> %4035 to <8 x i32>
  %4042 = and <8 x i32> %4041, %1103
  %4043 = bitcast <8 x i32> %4042 to <8 x float>
  %4044 = fcmp oeq <8 x float> %4035, %49
  %4045 = select <8 x i1> %4044, <8 x float> %4043, <8 x float> %4040
  br label %4056

4046:                                             ; preds = %4034
  %4047 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4035)
  %4048 = bitcast <8 x float> %4035 to <8 x i32>
  %4049 = or <8 x i32> %4048, %1104
  %4050 = bitcast <8 x i32> %4049 to <8 x float>
  %4051 = fcmp oeq <8 x float> %4035, %52
  %4052 = select <8 x i1> %4051, <8 x float> %4050, <8 x float> %4047
  br label %4056

4053:                                             ; preds = %4034
  %4054 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4038, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4055 = fadd <8 x float> %4035, %4054
  br label %4056

4056:                                             ; preds = %4053, %4046, %4039
  %4057 = phi <8 x float> [ %4055, %4053 ], [ %4052, %4046 ], [ %4045, %4039 ]
  switch i64 %1372, label %511 [
    i64 1, label %4072
    i64 2, label %4065
    i64 3, label %4058
    i64 0, label %4094
  ]

4058:                                             ; preds = %4056
  %4059 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4057)
  %4060 = bitcast <8 x float> %4057 to <8 x i32>
  %4061 = and <8 x i32> %4060, %1103
  %4062 = bitcast <8 x i32> %4061 to <8 x float>
  %4063 = fcmp oeq <8 x float> %4057, %49
  %4064 = select <8 x i1> %4063, <8 x float> %4062, <8 x float> %4059
  br label %4075

4065:                                             ; preds = %4056
  %4066 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4057)
  %4067 = bitcast <8 x float> %4057 to <8 x i32>
  %4068 = or <8 x i32> %4067, %1104
  %4069 = bitcast <8 x i32> %4068 to <8 x float>
  %4070 = fcmp oeq <8 x float> %4057, %52
  %4071 = select <8 x i1> %4070, <8 x float> %4069, <8 x float> %4066
  br label %4075

4072:                                             ; preds = %4056
  %4073 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4038, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4074 = fadd <8 x float> %4057, %4073
  br label %4075

4075:                                             ; preds = %4072, %4065, %4058
  %4076 = phi <8 x float> [ %4074, %4072 ], [ %4071, %4065 ], [ %4064, %4058 ]
  switch i64 %1374, label %511 [
    i64 1, label %4091
    i64 2, label %4084
    i64 3, label %4077
    i64 0, label %4094
  ]

4077:                                             ; preds = %4075
  %4078 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4076)
  %4079 = bitcast <8 x float> %4076 to <8 x i32>
  %4080 = and <8 x i32> %4079, %1103
  %4081 = bitcast <8 x i32> %4080 to <8 x float>
  %4082 = fcmp oeq <8 x float> %4076, %49
  %4083 = select <8 x i1> %4082, <8 x float> %4081, <8 x float> %4078
  br label %4094

4084:                                             ; preds = %4075
  %4085 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4076)
  %4086 = bitcast <8 x float> %4076 to <8 x i32>
  %4087 = or <8 x i32> %4086, %1104
  %4088 = bitcast <8 x i32> %4087 to <8 x float>
  %4089 = fcmp oeq <8 x float> %4076, %52
  %4090 = select <8 x i1> %4089, <8 x float> %4088, <8 x float> %4085
  br label %4094

4091:                                             ; preds = %4075
  %4092 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4038, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4093 = fadd <8 x float> %4076, %4092
  br label %4094

4094:                                             ; preds = %4077, %4084, %4091, %4075, %4056, %4034
  %4095 = phi <8 x float> [ %4076, %4075 ], [ %4035, %4034 ], [ %4057, %4056 ], [ %4093, %4091 ], [ %4090, %4084 ], [ %4083, %4077 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4095, ptr nonnull align 1 %4036, <8 x i1> %1369)
  %4096 = load <8 x float>, ptr %1382, align 32
  br i1 %1563, label %4102, label %4097

4097:                                             ; preds = %4094
  %4098 = load float, ptr %1514, align 1
  %4099 = insertelement <8 x float> poison, float %4098, i64 0
  %4100 = shufflevector <8 x float> %4099, <8 x float> poison, <8 x i32> zeroinitializer
  %4101 = fadd <8 x float> %4096, %4100
  br label %4102

4102:                                             ; preds = %4097, %4094
  %4103 = phi <8 x float> [ %4101, %4097 ], [ %4096, %4094 ]
  %4104 = getelementptr inbounds nuw i8, ptr %2681, i64 96
  %4105 = getelementptr inbounds nuw i8, ptr %2683, i64 96
  %4106 = select i1 %3811, ptr null, ptr %4105
  switch i64 %1346, label %511 [
    i64 1, label %4121
    i64 2, label %4114
    i64 3, label %4107
    i64 0, label %4162
  ]

4107:                                             ; preds = %4102
  %4108 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4103)
  %4109 = bitcast <8 x float> %4103 to <8 x i32>
  %4110 = and <8 x i32> %4109, %1103
  %4111 = bitcast <8 x i32> %4110 to <8 x float>
  %4112 = fcmp oeq <8 x float> %4103, %49
  %4113 = select <8 x i1> %4112, <8 x float> %4111, <8 x float> %4108
  br label %4124

4114:                                             ; preds = %4102
  %4115 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4103)
  %4116 = bitcast <8 x float> %4103 to <8 x i32>
  %4117 = or <8 x i32> %4116, %1104
  %4118 = bitcast <8 x i32> %4117 to <8 x float>
  %4119 = fcmp oeq <8 x float> %4103, %52
  %4120 = select <8 x i1> %4119, <8 x float> %4118, <8 x float> %4115
  br label %4124

4121:                                             ; preds = %4102
  %4122 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4106, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4123 = fadd <8 x float> %4103, %4122
  br label %4124

4124:                                             ; preds = %4121, %4114, %4107
  %4125 = phi <8 x float> [ %4123, %4121 ], [ %4120, %4114 ], [ %4113, %4107 ]
  switch i64 %1384, label %511 [
    i64 1, label %4140
    i64 2, label %4133
    i64 3, label %4126
    i64 0, label %4162
  ]

4126:                                             ; preds = %4124
  %4127 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4125)
  %4128 = bitcast <8 x float> %4125 to <8 x i32>
  %4129 = and <8 x i32> %4128, %1103
  %4130 = bitcast <8 x i32> %4129 to <8 x float>
  %4131 = fcmp oeq <8 x float> %4125, %49
  %4132 = select <8 x i1> %4131, <8 x float> %4130, <8 x float> %4127
  br label %4143

4133:                                             ; preds = %4124
  %4134 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4125)
  %4135 = bitcast <8 x float> %4125 to <8 x i32>
  %4136 = or <8 x i32> %4135, %1104
  %4137 = bitcast <8 x i32> %4136 to <8 x float>
  %4138 = fcmp oeq <8 x float> %4125, %52
  %4139 = select <8 x i1> %4138, <8 x float> %4137, <8 x float> %4134
  br label %4143

4140:                                             ; preds = %4124
  %4141 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4106, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4142 = fadd <8 x float> %4125, %4141
  br label %4143

4143:                                             ; preds = %4140, %4133, %4126
  %4144 = phi <8 x float> [ %4142, %4140 ], [ %4139, %4133 ], [ %4132, %4126 ]
  switch i64 %1386, label %511 [
    i64 1, label %4159
    i64 2, label %4152
    i64 3, label %4145
    i64 0, label %4162
  ]

4145:                                             ; preds = %4143
  %4146 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4144)
  %4147 = bitcast <8 x float> %4144 to <8 x i32>
  %4148 = and <8 x i32> %4147, %1103
  %4149 = bitcast <8 x i32> %4148 to <8 x float>
  %4150 = fcmp oeq <8 x float> %4144, %49
  %4151 = select <8 x i1> %4150, <8 x float> %4149, <8 x float> %4146
  br label %4162

4152:                                             ; preds = %4143
  %4153 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4144)
  %4154 = bitcast <8 x float> %4144 to <8 x i32>
  %4155 = or <8 x i32> %4154, %1104
  %4156 = bitcast <8 x i32> %4155 to <8 x float>
  %4157 = fcmp oeq <8 x float> %4144, %52
  %4158 = select <8 x i1> %4157, <8 x float> %4156, <8 x float> %4153
  br label %4162

4159:                                             ; preds = %4143
  %4160 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4106, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4161 = fadd <8 x float> %4144, %4160
  br label %4162

4162:                                             ; preds = %4145, %4152, %4159, %4143, %4124, %4102
  %4163 = phi <8 x float> [ %4144, %4143 ], [ %4103, %4102 ], [ %4125, %4124 ], [ %4161, %4159 ], [ %4158, %4152 ], [ %4151, %4145 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4163, ptr nonnull align 1 %4104, <8 x i1> %1381)
  %4164 = load <8 x float>, ptr %1345, align 32
  br i1 %1563, label %4170, label %4165

4165:                                             ; preds = %4162
  %4166 = load float, ptr %1514, align 1
  %4167 = insertelement <8 x float> poison, float %4166, i64 0
  %4168 = shufflevector <8 x float> %4167, <8 x float> poison, <8 x i32> zeroinitializer
  %4169 = fadd <8 x float> %4164, %4168
  br label %4170

4170:                                             ; preds = %4165, %4162
  %4171 = phi <8 x float> [ %4169, %4165 ], [ %4164, %4162 ]
  %4172 = getelementptr inbounds float, ptr %2681, i64 %9
  %4173 = getelementptr inbounds float, ptr %2683, i64 %9
  %4174 = select i1 %3811, ptr null, ptr %4173
  switch i64 %1346, label %511 [
    i64 1, label %4189
    i64 2, label %4182
    i64 3, label %4175
    i64 0, label %4230
  ]

4175:                                             ; preds = %4170
  %4176 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4171)
  %4177 = bitcast <8 x float> %4171 to <8 x i32>
  %4178 = and <8 x i32> %4177, %1103
  %4179 = bitcast <8 x i32> %4178 to <8 x float>
  %4180 = fcmp oeq <8 x float> %4171, %49
  %4181 = select <8 x i1> %4180, <8 x float> %4179, <8 x float> %4176
  br label %4192

4182:                                             ; preds = %4170
  %4183 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4171)
  %4184 = bitcast <8 x float> %4171 to <8 x i32>
  %4185 = or <8 x i32> %4184, %1104
  %4186 = bitcast <8 x i32> %4185 to <8 x float>
  %4187 = fcmp oeq <8 x float> %4171, %52
  %4188 = select <8 x i1> %4187, <8 x float> %4186, <8 x float> %4183
  br label %4192

4189:                                             ; preds = %4170
  %4190 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4174, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4191 = fadd <8 x float> %4171, %4190
  br label %4192

4192:                                             ; preds = %4189, %4182, %4175
  %4193 = phi <8 x float> [ %4191, %4189 ], [ %4188, %4182 ], [ %4181, %4175 ]
  switch i64 %1388, label %511 [
    i64 1, label %4208
    i64 2, label %4201
    i64 3, label %4194
    i64 0, label %4230
  ]

4194:                                             ; preds = %4192
  %4195 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4193)
  %4196 = bitcast <8 x float> %4193 to <8 x i32>
  %4197 = and <8 x i32> %4196, %1103
  %4198 = bitcast <8 x i32> %4197 to <8 x float>
  %4199 = fcmp oeq <8 x float> %4193, %49
  %4200 = select <8 x i1> %4199, <8 x float> %4198, <8 x float> %4195
  br label %4211

4201:                                             ; preds = %4192
  %4202 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4193)
  %4203 = bitcast <8 x float> %4193 to <8 x i32>
  %4204 = or <8 x i32> %4203, %1104
  %4205 = bitcast <8 x i32> %4204 to <8 x float>
  %4206 = fcmp oeq <8 x float> %4193, %52
  %4207 = select <8 x i1> %4206, <8 x float> %4205, <8 x float> %4202
  br label %4211

4208:                                             ; preds = %4192
  %4209 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4174, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4210 = fadd <8 x float> %4193, %4209
  br label %4211

4211:                                             ; preds = %4208, %4201, %4194
  %4212 = phi <8 x float> [ %4210, %4208 ], [ %4207, %4201 ], [ %4200, %4194 ]
  switch i64 %1390, label %511 [
    i64 1, label %4227
    i64 2, label %4220
    i64 3, label %4213
    i64 0, label %4230
  ]

4213:                                             ; preds = %4211
  %4214 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4212)
  %4215 = bitcast <8 x float> %4212 to <8 x i32>
  %4216 = and <8 x i32> %4215, %1103
  %4217 = bitcast <8 x i32> %4216 to <8 x float>
  %4218 = fcmp oeq <8 x float> %4212, %49
  %4219 = select <8 x i1> %4218, <8 x float> %4217, <8 x float> %4214
  br label %4230

4220:                                             ; preds = %4211
  %4221 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4212)
  %4222 = bitcast <8 x float> %4212 to <8 x i32>
  %4223 = or <8 x i32> %4222, %1104
  %4224 = bitcast <8 x i32> %4223 to <8 x float>
  %4225 = fcmp oeq <8 x float> %4212, %52
  %4226 = select <8 x i1> %4225, <8 x float> %4224, <8 x float> %4221
  br label %4230

4227:                                             ; preds = %4211
  %4228 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4174, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4229 = fadd <8 x float> %4212, %4228
  br label %4230

4230:                                             ; preds = %4213, %4220, %4227, %4211, %4192, %4170
  %4231 = phi <8 x float> [ %4212, %4211 ], [ %4171, %4170 ], [ %4193, %4192 ], [ %4229, %4227 ], [ %4226, %4220 ], [ %4219, %4213 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4231, ptr align 1 %4172, <8 x i1> %1117)
  %4232 = load <8 x float>, ptr %1392, align 32
  br i1 %1563, label %4238, label %4233

4233:                                             ; preds = %4230
  %4234 = load float, ptr %1514, align 1
  %4235 = insertelement <8 x float> poison, float %4234, i64 0
  %4236 = shufflevector <8 x float> %4235, <8 x float> poison, <8 x i32> zeroinitializer
  %4237 = fadd <8 x float> %4232, %4236
  br label %4238

4238:                                             ; preds = %4233, %4230
  %4239 = phi <8 x float> [ %4237, %4233 ], [ %4232, %4230 ]
  %4240 = getelementptr inbounds float, ptr %2681, i64 %1391
  %4241 = getelementptr inbounds float, ptr %2683, i64 %1391
  %4242 = select i1 %3811, ptr null, ptr %4241
  switch i64 %1346, label %511 [
    i64 1, label %4257
    i64 2, label %4250
    i64 3, label %4243
    i64 0, label %4298
  ]

4243:                                             ; preds = %4238
  %4244 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4239)
  %4245 = bitcast <8 x float> %4239 to <8 x i32>
  %4246 = and <8 x i32> %4245, %1103
  %4247 = bitcast <8 x i32> %4246 to <8 x float>
  %4248 = fcmp oeq <8 x float> %4239, %49
  %4249 = select <8 x i1> %4248, <8 x float> %4247, <8 x float> %4244
  br label %4260

4250:                                             ; preds = %4238
  %4251 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4239)
  %4252 = bitcast <8 x float> %4239 to <8 x i32>
  %4253 = or <8 x i32> %4252, %1104
  %4254 = bitcast <8 x i32> %4253 to <8 x float>
  %4255 = fcmp oeq <8 x float> %4239, %52
  %4256 = select <8 x i1> %4255, <8 x float> %4254, <8 x float> %4251
  br label %4260

4257:                                             ; preds = %4238
  %4258 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4242, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4259 = fadd <8 x float> %4239, %4258
  br label %4260

4260:                                             ; preds = %4257, %4250, %4243
  %4261 = phi <8 x float> [ %4259, %4257 ], [ %4256, %4250 ], [ %4249, %4243 ]
  switch i64 %1394, label %511 [
    i64 1, label %4276
    i64 2, label %4269
    i64 3, label %4262
    i64 0, label %4298
  ]

4262:                                             ; preds = %4260
  %4263 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4261)
  %4264 = bitcast <8 x float> %4261 to <8 x i32>
  %4265 = and <8 x i32> %4264, %1103
  %4266 = bitcast <8 x i32> %4265 to <8 x float>
  %4267 = fcmp oeq <8 x float> %4261, %49
  %4268 = select <8 x i1> %4267, <8 x float> %4266, <8 x float> %4263
  br label %4279

4269:                                             ; preds = %4260
  %4270 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4261)
  %4271 = bitcast <8 x float> %4261 to <8 x i32>
  %4272 = or <8 x i32> %4271, %1104
  %4273 = bitcast <8 x i32> %4272 to <8 x float>
  %4274 = fcmp oeq <8 x float> %4261, %52
  %4275 = select <8 x i1> %4274, <8 x float> %4273, <8 x float> %4270
  br label %4279

4276:                                             ; preds = %4260
  %4277 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4242, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4278 = fadd <8 x float> %4261, %4277
  br label %4279

4279:                                             ; preds = %4276, %4269, %4262
  %4280 = phi <8 x float> [ %4278, %4276 ], [ %4275, %4269 ], [ %4268, %4262 ]
  switch i64 %1396, label %511 [
    i64 1, label %4295
    i64 2, label %4288
    i64 3, label %4281
    i64 0, label %4298
  ]

4281:                                             ; preds = %4279
  %4282 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4280)
  %4283 = bitcast <8 x float> %4280 to <8 x i32>
  %4284 = and <8 x i32> %4283, %1103
  %4285 = bitcast <8 x i32> %4284 to <8 x float>
  %4286 = fcmp oeq <8 x float> %4280, %49
  %4287 = select <8 x i1> %4286, <8 x float> %4285, <8 x float> %4282
  br label %4298

4288:                                             ; preds = %4279
  %4289 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4280)
  %4290 = bitcast <8 x float> %4280 to <8 x i32>
  %4291 = or <8 x i32> %4290, %1104
  %4292 = bitcast <8 x i32> %4291 to <8 x float>
  %4293 = fcmp oeq <8 x float> %4280, %52
  %4294 = select <8 x i1> %4293, <8 x float> %4292, <8 x float> %4289
  br label %4298

4295:                                             ; preds = %4279
  %4296 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4242, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4297 = fadd <8 x float> %4280, %4296
  br label %4298

4298:                                             ; preds = %4281, %4288, %4295, %4279, %4260, %4238
  %4299 = phi <8 x float> [ %4280, %4279 ], [ %4239, %4238 ], [ %4261, %4260 ], [ %4297, %4295 ], [ %4294, %4288 ], [ %4287, %4281 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4299, ptr align 1 %4240, <8 x i1> %1357)
  %4300 = load <8 x float>, ptr %1398, align 32
  br i1 %1563, label %4306, label %4301

4301:                                             ; preds = %4298
  %4302 = load float, ptr %1514, align 1
  %4303 = insertelement <8 x float> poison, float %4302, i64 0
  %4304 = shufflevector <8 x float> %4303, <8 x float> poison, <8 x i32> zeroinitializer
  %4305 = fadd <8 x float> %4300, %4304
  br label %4306

4306:                                             ; preds = %4301, %4298
  %4307 = phi <8 x float> [ %4305, %4301 ], [ %4300, %4298 ]
  %4308 = getelementptr inbounds float, ptr %2681, i64 %1397
  %4309 = getelementptr inbounds float, ptr %2683, i64 %1397
  %4310 = select i1 %3811, ptr null, ptr %4309
  switch i64 %1346, label %511 [
    i64 1, label %4325
    i64 2, label %4318
    i64 3, label %4311
    i64 0, label %4366
  ]

4311:                                             ; preds = %4306
  %4312 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4307)
  %4313 = bitcast <8 x float> %4307 to <8 x i32>
  %4314 = and <8 x i32> %4313, %1103
  %4315 = bitcast <8 x i32> %4314 to <8 x float>
  %4316 = fcmp oeq <8 x float> %4307, %49
  %4317 = select <8 x i1> %4316, <8 x float> %4315, <8 x float> %4312
  br label %4328

4318:                                             ; preds = %4306
  %4319 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4307)
  %4320 = bitcast <8 x float> %4307 to <8 x i32>
  %4321 = or <8 x i32> %4320, %1104
  %4322 = bitcast <8 x i32> %4321 to <8 x float>
  %4323 = fcmp oeq <8 x float> %4307, %52
  %4324 = select <8 x i1> %4323, <8 x float> %4322, <8 x float> %4319
  br label %4328

4325:                                             ; preds = %4306
  %4326 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4310, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4327 = fadd <8 x float> %4307, %4326
  br label %4328

4328:                                             ; preds = %4325, %4318, %4311
  %4329 = phi <8 x float> [ %4327, %4325 ], [ %4324, %4318 ], [ %4317, %4311 ]
  switch i64 %1400, label %511 [
    i64 1, label %4344
    i64 2, label %4337
    i64 3, label %4330
    i64 0, label %4366
  ]

4330:                                             ; preds = %4328
  %4331 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4329)
  %4332 = bitcast <8 x float> %4329 to <8 x i32>
  %4333 = and <8 x i32> %4332, %1103
  %4334 = bitcast <8 x i32> %4333 to <8 x float>
  %4335 = fcmp oeq <8 x float> %4329, %49
  %4336 = select <8 x i1> %4335, <8 x float> %4334, <8 x float> %4331
  br label %4347

4337:                                             ; preds = %4328
  %4338 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4329)
  %4339 = bitcast <8 x float> %4329 to <8 x i32>
  %4340 = or <8 x i32> %4339, %1104
  %4341 = bitcast <8 x i32> %4340 to <8 x float>
  %4342 = fcmp oeq <8 x float> %4329, %52
  %4343 = select <8 x i1> %4342, <8 x float> %4341, <8 x float> %4338
  br label %4347

4344:                                             ; preds = %4328
  %4345 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4310, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4346 = fadd <8 x float> %4329, %4345
  br label %4347

4347:                                             ; preds = %4344, %4337, %4330
  %4348 = phi <8 x float> [ %4346, %4344 ], [ %4343, %4337 ], [ %4336, %4330 ]
  switch i64 %1402, label %511 [
    i64 1, label %4363
    i64 2, label %4356
    i64 3, label %4349
    i64 0, label %4366
  ]

4349:                                             ; preds = %4347
  %4350 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4348)
  %4351 = bitcast <8 x float> %4348 to <8 x i32>
  %4352 = and <8 x i32> %4351, %1103
  %4353 = bitcast <8 x i32> %4352 to <8 x float>
  %4354 = fcmp oeq <8 x float> %4348, %49
  %4355 = select <8 x i1> %4354, <8 x float> %4353, <8 x float> %4350
  br label %4366

4356:                                             ; preds = %4347
  %4357 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4348)
  %4358 = bitcast <8 x float> %4348 to <8 x i32>
  %4359 = or <8 x i32> %4358, %1104
  %4360 = bitcast <8 x i32> %4359 to <8 x float>
  %4361 = fcmp oeq <8 x float> %4348, %52
  %4362 = select <8 x i1> %4361, <8 x float> %4360, <8 x float> %4357
  br label %4366

4363:                                             ; preds = %4347
  %4364 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4310, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4365 = fadd <8 x float> %4348, %4364
  br label %4366

4366:                                             ; preds = %4349, %4356, %4363, %4347, %4328, %4306
  %4367 = phi <8 x float> [ %4348, %4347 ], [ %4307, %4306 ], [ %4329, %4328 ], [ %4365, %4363 ], [ %4362, %4356 ], [ %4355, %4349 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4367, ptr align 1 %4308, <8 x i1> %1369)
  %4368 = load <8 x float>, ptr %1404, align 32
  br i1 %1563, label %4374, label %4369

4369:                                             ; preds = %4366
  %4370 = load float, ptr %1514, align 1
  %4371 = insertelement <8 x float> poison, float %4370, i64 0
  %4372 = shufflevector <8 x float> %4371, <8 x float> poison, <8 x i32> zeroinitializer
  %4373 = fadd <8 x float> %4368, %4372
  br label %4374

4374:                                             ; preds = %4369, %4366
  %4375 = phi <8 x float> [ %4373, %4369 ], [ %4368, %4366 ]
  %4376 = getelementptr inbounds float, ptr %2681, i64 %1403
  %4377 = getelementptr inbounds float, ptr %2683, i64 %1403
  %4378 = select i1 %3811, ptr null, ptr %4377
  switch i64 %1346, label %511 [
    i64 1, label %4393
    i64 2, label %4386
    i64 3, label %4379
    i64 0, label %4434
  ]

4379:                                             ; preds = %4374
  %4380 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4375)
  %4381 = bitcast <8 x float> %4375 to <8 x i32>
  %4382 = and <8 x i32> %4381, %1103
  %4383 = bitcast <8 x i32> %4382 to <8 x float>
  %4384 = fcmp oeq <8 x float> %4375, %49
  %4385 = select <8 x i1> %4384, <8 x float> %4383, <8 x float> %4380
  br label %4396

4386:                                             ; preds = %4374
  %4387 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4375)
  %4388 = bitcast <8 x float> %4375 to <8 x i32>
  %4389 = or <8 x i32> %4388, %1104
  %4390 = bitcast <8 x i32> %4389 to <8 x float>
  %4391 = fcmp oeq <8 x float> %4375, %52
  %4392 = select <8 x i1> %4391, <8 x float> %4390, <8 x float> %4387
  br label %4396

4393:                                             ; preds = %4374
  %4394 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4378, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4395 = fadd <8 x float> %4375, %4394
  br label %4396

4396:                                             ; preds = %4393, %4386, %4379
  %4397 = phi <8 x float> [ %4395, %4393 ], [ %4392, %4386 ], [ %4385, %4379 ]
  switch i64 %1406, label %511 [
    i64 1, label %4412
    i64 2, label %4405
    i64 3, label %4398
    i64 0, label %4434
  ]

4398:                                             ; preds = %4396
  %4399 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4397)
  %4400 = bitcast <8 x float> %4397 to <8 x i32>
  %4401 = and <8 x i32> %4400, %1103
  %4402 = bitcast <8 x i32> %4401 to <8 x float>
  %4403 = fcmp oeq <8 x float> %4397, %49
  %4404 = select <8 x i1> %4403, <8 x float> %4402, <8 x float> %4399
  br label %4415

4405:                                             ; preds = %4396
  %4406 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4397)
  %4407 = bitcast <8 x float> %4397 to <8 x i32>
  %4408 = or <8 x i32> %4407, %1104
  %4409 = bitcast <8 x i32> %4408 to <8 x float>
  %4410 = fcmp oeq <8 x float> %4397, %52
  %4411 = select <8 x i1> %4410, <8 x float> %4409, <8 x float> %4406
  br label %4415

4412:                                             ; preds = %4396
  %4413 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4378, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4414 = fadd <8 x float> %4397, %4413
  br label %4415

4415:                                             ; preds = %4412, %4405, %4398
  %4416 = phi <8 x float> [ %4414, %4412 ], [ %4411, %4405 ], [ %4404, %4398 ]
  switch i64 %1408, label %511 [
    i64 1, label %4431
    i64 2, label %4424
    i64 3, label %4417
    i64 0, label %4434
  ]

4417:                                             ; preds = %4415
  %4418 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4416)
  %4419 = bitcast <8 x float> %4416 to <8 x i32>
  %4420 = and <8 x i32> %4419, %1103
  %4421 = bitcast <8 x i32> %4420 to <8 x float>
  %4422 = fcmp oeq <8 x float> %4416, %49
  %4423 = select <8 x i1> %4422, <8 x float> %4421, <8 x float> %4418
  br label %4434

4424:                                             ; preds = %4415
  %4425 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4416)
  %4426 = bitcast <8 x float> %4416 to <8 x i32>
  %4427 = or <8 x i32> %4426, %1104
  %4428 = bitcast <8 x i32> %4427 to <8 x float>
  %4429 = fcmp oeq <8 x float> %4416, %52
  %4430 = select <8 x i1> %4429, <8 x float> %4428, <8 x float> %4425
  br label %4434

4431:                                             ; preds = %4415
  %4432 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4378, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4433 = fadd <8 x float> %4416, %4432
  br label %4434

4434:                                             ; preds = %4417, %4424, %4431, %4415, %4396, %4374
  %4435 = phi <8 x float> [ %4416, %4415 ], [ %4375, %4374 ], [ %4397, %4396 ], [ %4433, %4431 ], [ %4430, %4424 ], [ %4423, %4417 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4435, ptr align 1 %4376, <8 x i1> %1381)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7916

4436:                                             ; preds = %2689, %7913
  %4437 = phi i64 [ 0, %2689 ], [ %7914, %7913 ]
  %4438 = sub nsw i64 %1038, %4437
  %4439 = icmp sgt i64 %4438, 7
  %4440 = trunc i64 %4438 to i32
  %4441 = select i1 %4439, i32 8, i32 %4440
  switch i32 %4441, label %7913 [
    i32 1, label %4442
    i32 2, label %4587
    i32 3, label %4851
    i32 4, label %5233
    i32 5, label %5615
    i32 6, label %6074
    i32 7, label %6610
    i32 8, label %7223
  ]

4442:                                             ; preds = %4436
  %4443 = shl nsw i64 %4437, 3
  br i1 %1101, label %4446, label %4444

4444:                                             ; preds = %4442
  %4445 = sub nsw i64 %9, %4443
  br label %4451

4446:                                             ; preds = %4442
  %4447 = sub i64 %4443, %17
  %4448 = mul nsw i64 %4437, %11
  %4449 = getelementptr <4 x i64>, ptr %1086, i64 %4448
  %4450 = sub nsw i64 %9, %4443
  br label %4463

4451:                                             ; preds = %4478, %4444
  %4452 = phi i64 [ %4445, %4444 ], [ %4450, %4478 ]
  %4453 = phi <8 x float> [ zeroinitializer, %4444 ], [ %4479, %4478 ]
  %4454 = icmp sgt i64 %4452, 7
  %4455 = trunc i64 %4452 to i32
  %4456 = select i1 %4454, i32 8, i32 %4455
  %4457 = insertelement <8 x i32> poison, i32 %4456, i64 0
  %4458 = shufflevector <8 x i32> %4457, <8 x i32> poison, <8 x i32> zeroinitializer
  %4459 = icmp sgt <8 x i32> %4458, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4460 = getelementptr inbounds nuw float, ptr %2681, i64 %4443
  %4461 = getelementptr inbounds nuw float, ptr %2683, i64 %4443
  %4462 = select i1 %2690, ptr null, ptr %4461
  br i1 %1563, label %4528, label %4523

4463:                                             ; preds = %4446, %4478
  %4464 = phi <8 x float> [ zeroinitializer, %4446 ], [ %4479, %4478 ]
  %4465 = phi i64 [ 0, %4446 ], [ %4480, %4478 ]
  %4466 = mul nsw i64 %4465, %14
  %4467 = sub i64 %4466, %16
  %4468 = add i64 %4467, %2698
  %4469 = icmp slt i64 %4468, 0
  %4470 = icmp sge i64 %4468, %6
  %4471 = or i1 %4469, %4470
  %4472 = select i1 %4471, i64 0, i64 %4468
  %4473 = mul nsw i64 %4472, %7
  %4474 = getelementptr inbounds float, ptr %1511, i64 %4473
  br i1 %1102, label %4475, label %4478

4475:                                             ; preds = %4463
  %4476 = mul nuw nsw i64 %4465, %11
  %4477 = getelementptr inbounds nuw float, ptr %1513, i64 %4476
  br label %4482

4478:                                             ; preds = %4514, %4463
  %4479 = phi <8 x float> [ %4464, %4463 ], [ %4520, %4514 ]
  %4480 = add nuw nsw i64 %4465, 1
  %4481 = icmp eq i64 %4480, %10
  br i1 %4481, label %4451, label %4463

4482:                                             ; preds = %4475, %4514
  %4483 = phi <8 x float> [ %4464, %4475 ], [ %4520, %4514 ]
  %4484 = phi i64 [ 0, %4475 ], [ %4521, %4514 ]
  %4485 = getelementptr inbounds nuw float, ptr %4477, i64 %4484
  %4486 = load float, ptr %4485, align 1
  %4487 = insertelement <8 x float> poison, float %4486, i64 0
  %4488 = shufflevector <8 x float> %4487, <8 x float> poison, <8 x i32> zeroinitializer
  %4489 = mul nsw i64 %4484, %15
  %4490 = add i64 %4447, %4489
  %4491 = icmp slt i64 %4490, 0
  %4492 = sub nsw i64 0, %4490
  %4493 = select i1 %4491, i64 %4492, i64 0
  %4494 = sub nsw i64 %7, %4490
  %4495 = call i64 @llvm.smin.i64(i64 %4494, i64 %4450)
  %4496 = call i64 @llvm.smin.i64(i64 %4495, i64 8)
  %4497 = icmp sgt i64 %4496, %4493
  %4498 = trunc i64 %4493 to i32
  %4499 = select i1 %4497, i32 %4498, i32 0
  %4500 = insertelement <8 x i32> poison, i32 %4499, i64 0
  %4501 = shufflevector <8 x i32> %4500, <8 x i32> poison, <8 x i32> zeroinitializer
  %4502 = icmp slt <8 x i32> %4501, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4503 = trunc i64 %4496 to i32
  %4504 = select i1 %4497, i32 %4503, i32 0
  %4505 = insertelement <8 x i32> poison, i32 %4504, i64 0
  %4506 = shufflevector <8 x i32> %4505, <8 x i32> poison, <8 x i32> zeroinitializer
  %4507 = icmp sgt <8 x i32> %4506, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4508 = and <8 x i1> %4507, %4502
  %4509 = sext <8 x i1> %4508 to <8 x i32>
  %4510 = bitcast <8 x i32> %4509 to <4 x i64>
  br i1 %1111, label %4514, label %4511

4511:                                             ; preds = %4482
  %4512 = getelementptr <4 x i64>, ptr %4449, i64 %4484
  %4513 = load <4 x i64>, ptr %4512, align 32
  br label %4514

4514:                                             ; preds = %4482, %4511
  %4515 = phi <4 x i64> [ %4513, %4511 ], [ %4510, %4482 ]
  %4516 = getelementptr inbounds float, ptr %4474, i64 %4490
  %4517 = select i1 %4471, <4 x i64> zeroinitializer, <4 x i64> %4515
  %4518 = bitcast <4 x i64> %4517 to <8 x i32>
  %4519 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4516, <8 x i32> %4518)
  %4520 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4519, <8 x float> %4488, <8 x float> %4483)
  %4521 = add nuw nsw i64 %4484, 1
  %4522 = icmp eq i64 %4521, %11
  br i1 %4522, label %4478, label %4482

4523:                                             ; preds = %4451
  %4524 = load float, ptr %1514, align 1
  %4525 = insertelement <8 x float> poison, float %4524, i64 0
  %4526 = shufflevector <8 x float> %4525, <8 x float> poison, <8 x i32> zeroinitializer
  %4527 = fadd <8 x float> %4453, %4526
  br label %4528

4528:                                             ; preds = %4523, %4451
  %4529 = phi <8 x float> [ %4527, %4523 ], [ %4453, %4451 ]
  switch i64 %1340, label %511 [
    i64 1, label %4530
    i64 2, label %4533
    i64 3, label %4540
    i64 0, label %4585
  ]

4530:                                             ; preds = %4528
  %4531 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4462, <8 x i1> %4459, <8 x float> zeroinitializer)
  %4532 = fadd <8 x float> %4529, %4531
  br label %4547

4533:                                             ; preds = %4528
  %4534 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4529)
  %4535 = bitcast <8 x float> %4529 to <8 x i32>
  %4536 = or <8 x i32> %4535, %1104
  %4537 = bitcast <8 x i32> %4536 to <8 x float>
  %4538 = fcmp oeq <8 x float> %4529, %52
  %4539 = select <8 x i1> %4538, <8 x float> %4537, <8 x float> %4534
  br label %4547

4540:                                             ; preds = %4528
  %4541 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4529)
  %4542 = bitcast <8 x float> %4529 to <8 x i32>
  %4543 = and <8 x i32> %4542, %1103
  %4544 = bitcast <8 x i32> %4543 to <8 x float>
  %4545 = fcmp oeq <8 x float> %4529, %49
  %4546 = select <8 x i1> %4545, <8 x float> %4544, <8 x float> %4541
  br label %4547

4547:                                             ; preds = %4540, %4533, %4530
  %4548 = phi <8 x float> [ %4532, %4530 ], [ %4539, %4533 ], [ %4546, %4540 ]
  switch i64 %1342, label %511 [
    i64 1, label %4563
    i64 2, label %4556
    i64 3, label %4549
    i64 0, label %4585
  ]

4549:                                             ; preds = %4547
  %4550 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4548)
  %4551 = bitcast <8 x float> %4548 to <8 x i32>
  %4552 = and <8 x i32> %4551, %1103
  %4553 = bitcast <8 x i32> %4552 to <8 x float>
  %4554 = fcmp oeq <8 x float> %4548, %49
  %4555 = select <8 x i1> %4554, <8 x float> %4553, <8 x float> %4550
  br label %4566

4556:                                             ; preds = %4547
  %4557 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4548)
  %4558 = bitcast <8 x float> %4548 to <8 x i32>
  %4559 = or <8 x i32> %4558, %1104
  %4560 = bitcast <8 x i32> %4559 to <8 x float>
  %4561 = fcmp oeq <8 x float> %4548, %52
  %4562 = select <8 x i1> %4561, <8 x float> %4560, <8 x float> %4557
  br label %4566

4563:                                             ; preds = %4547
  %4564 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4462, <8 x i1> %4459, <8 x float> zeroinitializer)
  %4565 = fadd <8 x float> %4548, %4564
  br label %4566

4566:                                             ; preds = %4563, %4556, %4549
  %4567 = phi <8 x float> [ %4565, %4563 ], [ %4562, %4556 ], [ %4555, %4549 ]
  switch i64 %1344, label %511 [
    i64 1, label %4582
    i64 2, label %4575
    i64 3, label %4568
    i64 0, label %4585
  ]

4568:                                             ; preds = %4566
  %4569 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4567)
  %4570 = bitcast <8 x float> %4567 to <8 x i32>
  %4571 = and <8 x i32> %4570, %1103
  %4572 = bitcast <8 x i32> %4571 to <8 x float>
  %4573 = fcmp oeq <8 x float> %4567, %49
  %4574 = select <8 x i1> %4573, <8 x float> %4572, <8 x float> %4569
  br label %4585

4575:                                             ; preds = %4566
  %4576 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4567)
  %4577 = bitcast <8 x float> %4567 to <8 x i32>
  %4578 = or <8 x i32> %4577, %1104
  %4579 = bitcast <8 x i32> %4578 to <8 x float>
  %4580 = fcmp oeq <8 x float> %4567, %52
  %4581 = select <8 x i1> %4580, <8 x float> %4579, <8 x float> %4576
  br label %4585

4582:                                             ; preds = %4566
  %4583 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4462, <8 x i1> %4459, <8 x float> zeroinitializer)
  %4584 = fadd <8 x float> %4567, %4583
  br label %4585

4585:                                             ; preds = %4568, %4575, %4582, %4566, %4547, %4528
  %4586 = phi <8 x float> [ %4567, %4566 ], [ %4529, %4528 ], [ %4548, %4547 ], [ %4584, %4582 ], [ %4581, %4575 ], [ %4574, %4568 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4586, ptr align 1 %4460, <8 x i1> %4459)
  br label %7913

4587:                                             ; preds = %4436
  br i1 %1101, label %4588, label %4697

4588:                                             ; preds = %4587
  %4589 = shl nsw i64 %4437, 3
  %4590 = mul nuw nsw i64 %4437, %11
  %4591 = or disjoint i64 %4437, 1
  %4592 = shl nsw i64 %4591, 3
  %4593 = mul nuw nsw i64 %4591, %11
  %4594 = sub nsw i64 %9, %4589
  %4595 = shl i64 %4437, 3
  %4596 = or disjoint i64 %4595, 8
  %4597 = sub nsw i64 %9, %4596
  br label %4598

4598:                                             ; preds = %4588, %4614
  %4599 = phi <8 x float> [ zeroinitializer, %4588 ], [ %4615, %4614 ]
  %4600 = phi <8 x float> [ zeroinitializer, %4588 ], [ %4616, %4614 ]
  %4601 = phi i64 [ 0, %4588 ], [ %4617, %4614 ]
  %4602 = mul nsw i64 %4601, %14
  %4603 = sub i64 %4602, %16
  %4604 = add i64 %4603, %2697
  %4605 = icmp slt i64 %4604, 0
  %4606 = icmp sge i64 %4604, %6
  %4607 = or i1 %4605, %4606
  %4608 = select i1 %4607, i64 0, i64 %4604
  %4609 = mul nsw i64 %4608, %7
  %4610 = getelementptr inbounds float, ptr %1511, i64 %4609
  br i1 %1102, label %4611, label %4614

4611:                                             ; preds = %4598
  %4612 = mul nuw nsw i64 %4601, %11
  %4613 = getelementptr inbounds nuw float, ptr %1513, i64 %4612
  br label %4619

4614:                                             ; preds = %4686, %4598
  %4615 = phi <8 x float> [ %4599, %4598 ], [ %4688, %4686 ]
  %4616 = phi <8 x float> [ %4600, %4598 ], [ %4694, %4686 ]
  %4617 = add nuw nsw i64 %4601, 1
  %4618 = icmp eq i64 %4617, %10
  br i1 %4618, label %4697, label %4598

4619:                                             ; preds = %4611, %4686
  %4620 = phi <8 x float> [ %4599, %4611 ], [ %4688, %4686 ]
  %4621 = phi <8 x float> [ %4600, %4611 ], [ %4694, %4686 ]
  %4622 = phi i64 [ 0, %4611 ], [ %4695, %4686 ]
  %4623 = getelementptr inbounds nuw float, ptr %4613, i64 %4622
  %4624 = load float, ptr %4623, align 1
  %4625 = insertelement <8 x float> poison, float %4624, i64 0
  %4626 = shufflevector <8 x float> %4625, <8 x float> poison, <8 x i32> zeroinitializer
  %4627 = mul nsw i64 %4622, %15
  %4628 = sub i64 %4627, %17
  %4629 = add i64 %4628, %4589
  br i1 %1111, label %4642, label %4630

4630:                                             ; preds = %4619
  %4631 = getelementptr <4 x i64>, ptr %1086, i64 %4622
  %4632 = getelementptr <4 x i64>, ptr %4631, i64 %4590
  %4633 = load <4 x i64>, ptr %4632, align 32
  %4634 = getelementptr inbounds float, ptr %4610, i64 %4629
  %4635 = select i1 %4607, <4 x i64> zeroinitializer, <4 x i64> %4633
  %4636 = bitcast <4 x i64> %4635 to <8 x i32>
  %4637 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4634, <8 x i32> %4636)
  %4638 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4637, <8 x float> %4626, <8 x float> %4620)
  %4639 = add i64 %4628, %4592
  %4640 = getelementptr <4 x i64>, ptr %4631, i64 %4593
  %4641 = load <4 x i64>, ptr %4640, align 32
  br label %4686

4642:                                             ; preds = %4619
  %4643 = icmp slt i64 %4629, 0
  %4644 = sub nsw i64 0, %4629
  %4645 = select i1 %4643, i64 %4644, i64 0
  %4646 = sub nsw i64 %7, %4629
  %4647 = call i64 @llvm.smin.i64(i64 %4646, i64 %4594)
  %4648 = call i64 @llvm.smin.i64(i64 %4647, i64 8)
  %4649 = icmp sgt i64 %4648, %4645
  %4650 = trunc i64 %4645 to i32
  %4651 = select i1 %4649, i32 %4650, i32 0
  %4652 = insertelement <8 x i32> poison, i32 %4651, i64 0
  %4653 = shufflevector <8 x i32> %4652, <8 x i32> poison, <8 x i32> zeroinitializer
  %4654 = icmp slt <8 x i32> %4653, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4655 = trunc i64 %4648 to i32
  %4656 = select i1 %4649, i32 %4655, i32 0
  %4657 = insertelement <8 x i32> poison, i32 %4656, i64 0
  %4658 = shufflevector <8 x i32> %4657, <8 x i32> poison, <8 x i32> zeroinitializer
  %4659 = icmp sgt <8 x i32> %4658, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4660 = and <8 x i1> %4659, %4654
  %4661 = getelementptr inbounds float, ptr %4610, i64 %4629
  %4662 = select i1 %4607, <8 x i1> zeroinitializer, <8 x i1> %4660
  %4663 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4661, <8 x i1> %4662, <8 x float> zeroinitializer)
  %4664 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4663, <8 x float> %4626, <8 x float> %4620)
  %4665 = add i64 %4628, %4596
  %4666 = icmp slt i64 %4665, 0
  %4667 = sub nsw i64 0, %4665
  %4668 = select i1 %4666, i64 %4667, i64 0
  %4669 = sub nsw i64 %7, %4665
  %4670 = call i64 @llvm.smin.i64(i64 %4669, i64 %4597)
  %4671 = call i64 @llvm.smin.i64(i64 %4670, i64 8)
  %4672 = icmp sgt i64 %4671, %4668
  %4673 = trunc i64 %4668 to i32
  %4674 = select i1 %4672, i32 %4673, i32 0
  %4675 = insertelement <8 x i32> poison, i32 %4674, i64 0
  %4676 = shufflevector <8 x i32> %4675, <8 x i32> poison, <8 x i32> zeroinitializer
  %4677 = icmp slt <8 x i32> %4676, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4678 = trunc i64 %4671 to i32
  %4679 = select i1 %4672, i32 %4678, i32 0
  %4680 = insertelement <8 x i32> poison, i32 %4679, i64 0
  %4681 = shufflevector <8 x i32> %4680, <8 x i32> poison, <8 x i32> zeroinitializer
  %4682 = icmp sgt <8 x i32> %4681, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4683 = and <8 x i1> %4682, %4677
  %4684 = sext <8 x i1> %4683 to <8 x i32>
  %4685 = bitcast <8 x i32> %4684 to <4 x i64>
  br label %4686

4686:                                             ; preds = %4642, %4630
  %4687 = phi i64 [ %4639, %4630 ], [ %4665, %4642 ]
  %4688 = phi <8 x float> [ %4638, %4630 ], [ %4664, %4642 ]
  %4689 = phi <4 x i64> [ %4641, %4630 ], [ %4685, %4642 ]
  %4690 = getelementptr inbounds float, ptr %4610, i64 %4687
  %4691 = select i1 %4607, <4 x i64> zeroinitializer, <4 x i64> %4689
  %4692 = bitcast <4 x i64> %4691 to <8 x i32>
  %4693 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4690, <8 x i32> %4692)
  %4694 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4693, <8 x float> %4626, <8 x float> %4621)
  %4695 = add nuw nsw i64 %4622, 1
  %4696 = icmp eq i64 %4695, %11
  br i1 %4696, label %4614, label %4619

4697:                                             ; preds = %4614, %4587
  %4698 = phi <8 x float> [ zeroinitializer, %4587 ], [ %4615, %4614 ]
  %4699 = phi <8 x float> [ zeroinitializer, %4587 ], [ %4616, %4614 ]
  %4700 = shl nsw i64 %4437, 3
  %4701 = sub nsw i64 %9, %4700
  %4702 = icmp sgt i64 %4701, 7
  %4703 = trunc i64 %4701 to i32
  %4704 = select i1 %4702, i32 8, i32 %4703
  %4705 = insertelement <8 x i32> poison, i32 %4704, i64 0
  %4706 = shufflevector <8 x i32> %4705, <8 x i32> poison, <8 x i32> zeroinitializer
  %4707 = icmp sgt <8 x i32> %4706, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %4713, label %4708

4708:                                             ; preds = %4697
  %4709 = load float, ptr %1514, align 1
  %4710 = insertelement <8 x float> poison, float %4709, i64 0
  %4711 = shufflevector <8 x float> %4710, <8 x float> poison, <8 x i32> zeroinitializer
  %4712 = fadd <8 x float> %4698, %4711
  br label %4713

4713:                                             ; preds = %4708, %4697
  %4714 = phi <8 x float> [ %4712, %4708 ], [ %4698, %4697 ]
  %4715 = getelementptr inbounds nuw float, ptr %2681, i64 %4700
  %4716 = getelementptr inbounds nuw float, ptr %2683, i64 %4700
  %4717 = select i1 %2690, ptr null, ptr %4716
  switch i64 %1331, label %511 [
    i64 1, label %4718
    i64 2, label %4721
    i64 3, label %4728
    i64 0, label %4773
  ]

4718:                                             ; preds = %4713
  %4719 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4717, <8 x i1> %4707, <8 x float> zeroinitializer)
  %4720 = fadd <8 x float> %4714, %4719
  br label %4735

4721:                                             ; preds = %4713
  %4722 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4714)
  %4723 = bitcast <8 x float> %4714 to <8 x i32>
  %4724 = or <8 x i32> %4723, %1104
  %4725 = bitcast <8 x i32> %4724 to <8 x float>
  %4726 = fcmp oeq <8 x float> %4714, %52
  %4727 = select <8 x i1> %4726, <8 x float> %4725, <8 x float> %4722
  br label %4735

4728:                                             ; preds = %4713
  %4729 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4714)
  %4730 = bitcast <8 x float> %4714 to <8 x i32>
  %4731 = and <8 x i32> %4730, %1103
  %4732 = bitcast <8 x i32> %4731 to <8 x float>
  %4733 = fcmp oeq <8 x float> %4714, %49
  %4734 = select <8 x i1> %4733, <8 x float> %4732, <8 x float> %4729
  br label %4735

4735:                                             ; preds = %4728, %4721, %4718
  %4736 = phi <8 x float> [ %4720, %4718 ], [ %4727, %4721 ], [ %4734, %4728 ]
  switch i64 %1333, label %511 [
    i64 1, label %4751
    i64 2, label %4744
    i64 3, label %4737
    i64 0, label %4773
  ]

4737:                                             ; preds = %4735
  %4738 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4736)
  %4739 = bitcast <8 x float> %4736 to <8 x i32>
  %4740 = and <8 x i32> %4739, %1103
  %4741 = bitcast <8 x i32> %4740 to <8 x float>
  %4742 = fcmp oeq <8 x float> %4736, %49
  %4743 = select <8 x i1> %4742, <8 x float> %4741, <8 x float> %4738
  br label %4754

4744:                                             ; preds = %4735
  %4745 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4736)
  %4746 = bitcast <8 x float> %4736 to <8 x i32>
  %4747 = or <8 x i32> %4746, %1104
  %4748 = bitcast <8 x i32> %4747 to <8 x float>
  %4749 = fcmp oeq <8 x float> %4736, %52
  %4750 = select <8 x i1> %4749, <8 x float> %4748, <8 x float> %4745
  br label %4754

4751:                                             ; preds = %4735
  %4752 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4717, <8 x i1> %4707, <8 x float> zeroinitializer)
  %4753 = fadd <8 x float> %4736, %4752
  br label %4754

4754:                                             ; preds = %4751, %4744, %4737
  %4755 = phi <8 x float> [ %4753, %4751 ], [ %4750, %4744 ], [ %4743, %4737 ]
  switch i64 %1335, label %511 [
    i64 1, label %4770
    i64 2, label %4763
    i64 3, label %4756
    i64 0, label %4773
  ]

4756:                                             ; preds = %4754
  %4757 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4755)
  %4758 = bitcast <8 x float> %4755 to <8 x i32>
  %4759 = and <8 x i32> %4758, %1103
  %4760 = bitcast <8 x i32> %4759 to <8 x float>
  %4761 = fcmp oeq <8 x float> %4755, %49
  %4762 = select <8 x i1> %4761, <8 x float> %4760, <8 x float> %4757
  br label %4773

4763:                                             ; preds = %4754
  %4764 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4755)
  %4765 = bitcast <8 x float> %4755 to <8 x i32>
  %4766 = or <8 x i32> %4765, %1104
  %4767 = bitcast <8 x i32> %4766 to <8 x float>
  %4768 = fcmp oeq <8 x float> %4755, %52
  %4769 = select <8 x i1> %4768, <8 x float> %4767, <8 x float> %4764
  br label %4773

4770:                                             ; preds = %4754
  %4771 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4717, <8 x i1> %4707, <8 x float> zeroinitializer)
  %4772 = fadd <8 x float> %4755, %4771
  br label %4773

4773:                                             ; preds = %4756, %4763, %4770, %4754, %4735, %4713
  %4774 = phi <8 x float> [ %4755, %4754 ], [ %4714, %4713 ], [ %4736, %4735 ], [ %4772, %4770 ], [ %4769, %4763 ], [ %4762, %4756 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4774, ptr align 1 %4715, <8 x i1> %4707)
  %4775 = shl i64 %4437, 3
  %4776 = or disjoint i64 %4775, 8
  %4777 = sub nsw i64 %9, %4776
  %4778 = icmp sgt i64 %4777, 7
  %4779 = trunc i64 %4777 to i32
  %4780 = select i1 %4778, i32 8, i32 %4779
  %4781 = insertelement <8 x i32> poison, i32 %4780, i64 0
  %4782 = shufflevector <8 x i32> %4781, <8 x i32> poison, <8 x i32> zeroinitializer
  %4783 = icmp sgt <8 x i32> %4782, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %4789, label %4784

4784:                                             ; preds = %4773
  %4785 = load float, ptr %1514, align 1
  %4786 = insertelement <8 x float> poison, float %4785, i64 0
  %4787 = shufflevector <8 x float> %4786, <8 x float> poison, <8 x i32> zeroinitializer
  %4788 = fadd <8 x float> %4699, %4787
  br label %4789

4789:                                             ; preds = %4784, %4773
  %4790 = phi <8 x float> [ %4788, %4784 ], [ %4699, %4773 ]
  %4791 = getelementptr inbounds nuw float, ptr %2681, i64 %4776
  %4792 = getelementptr inbounds nuw float, ptr %2683, i64 %4776
  %4793 = select i1 %2690, ptr null, ptr %4792
  switch i64 %1331, label %511 [
    i64 1, label %4808
    i64 2, label %4801
    i64 3, label %4794
    i64 0, label %4849
  ]

4794:                                             ; preds = %4789
  %4795 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4790)
  %4796 = bitcast <8 x float> %4790 to <8 x i32>
  %4797 = and <8 x i32> %4796, %1103
  %4798 = bitcast <8 x i32> %4797 to <8 x float>
  %4799 = fcmp oeq <8 x float> %4790, %49
  %4800 = select <8 x i1> %4799, <8 x float> %4798, <8 x float> %4795
  br label %4811

4801:                                             ; preds = %4789
  %4802 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4790)
  %4803 = bitcast <8 x float> %4790 to <8 x i32>
  %4804 = or <8 x i32> %4803, %1104
  %4805 = bitcast <8 x i32> %4804 to <8 x float>
  %4806 = fcmp oeq <8 x float> %4790, %52
  %4807 = select <8 x i1> %4806, <8 x float> %4805, <8 x float> %4802
  br label %4811

4808:                                             ; preds = %4789
  %4809 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4810 = fadd <8 x float> %4790, %4809
  br label %4811

4811:                                             ; preds = %4808, %4801, %4794
  %4812 = phi <8 x float> [ %4810, %4808 ], [ %4807, %4801 ], [ %4800, %4794 ]
  switch i64 %1337, label %511 [
    i64 1, label %4827
    i64 2, label %4820
    i64 3, label %4813
    i64 0, label %4849
  ]

4813:                                             ; preds = %4811
  %4814 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4812)
  %4815 = bitcast <8 x float> %4812 to <8 x i32>
  %4816 = and <8 x i32> %4815, %1103
  %4817 = bitcast <8 x i32> %4816 to <8 x float>
  %4818 = fcmp oeq <8 x float> %4812, %49
  %4819 = select <8 x i1> %4818, <8 x float> %4817, <8 x float> %4814
  br label %4830

4820:                                             ; preds = %4811
  %4821 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4812)
  %4822 = bitcast <8 x float> %4812 to <8 x i32>
  %4823 = or <8 x i32> %4822, %1104
  %4824 = bitcast <8 x i32> %4823 to <8 x float>
  %4825 = fcmp oeq <8 x float> %4812, %52
  %4826 = select <8 x i1> %4825, <8 x float> %4824, <8 x float> %4821
  br label %4830

4827:                                             ; preds = %4811
  %4828 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4829 = fadd <8 x float> %4812, %4828
  br label %4830

4830:                                             ; preds = %4827, %4820, %4813
  %4831 = phi <8 x float> [ %4829, %4827 ], [ %4826, %4820 ], [ %4819, %4813 ]
  switch i64 %1339, label %511 [
    i64 1, label %4846
    i64 2, label %4839
    i64 3, label %4832
    i64 0, label %4849
  ]

4832:                                             ; preds = %4830
  %4833 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4831)
  %4834 = bitcast <8 x float> %4831 to <8 x i32>
  %4835 = and <8 x i32> %4834, %1103
  %4836 = bitcast <8 x i32> %4835 to <8 x float>
  %4837 = fcmp oeq <8 x float> %4831, %49
  %4838 = select <8 x i1> %4837, <8 x float> %4836, <8 x float> %4833
  br label %4849

4839:                                             ; preds = %4830
  %4840 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4831)
  %4841 = bitcast <8 x float> %4831 to <8 x i32>
  %4842 = or <8 x i32> %4841, %1104
  %4843 = bitcast <8 x i32> %4842 to <8 x float>
  %4844 = fcmp oeq <8 x float> %4831, %52
  %4845 = select <8 x i1> %4844, <8 x float> %4843, <8 x float> %4840
  br label %4849

4846:                                             ; preds = %4830
  %4847 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4793, <8 x i1> %4783, <8 x float> zeroinitializer)
  %4848 = fadd <8 x float> %4831, %4847
  br label %4849

4849:                                             ; preds = %4832, %4839, %4846, %4830, %4811, %4789
  %4850 = phi <8 x float> [ %4831, %4830 ], [ %4790, %4789 ], [ %4812, %4811 ], [ %4848, %4846 ], [ %4845, %4839 ], [ %4838, %4832 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4850, ptr nonnull align 1 %4791, <8 x i1> %4783)
  br label %7913

4851:                                             ; preds = %4436
  br i1 %1101, label %4852, label %5002

4852:                                             ; preds = %4851
  %4853 = shl nsw i64 %4437, 3
  %4854 = mul nuw nsw i64 %4437, %11
  %4855 = or disjoint i64 %4437, 1
  %4856 = mul nuw nsw i64 %4855, %11
  %4857 = or disjoint i64 %4437, 2
  %4858 = shl nsw i64 %4857, 3
  %4859 = mul nuw nsw i64 %4857, %11
  %4860 = sub nsw i64 %9, %4853
  %4861 = shl i64 %4437, 3
  %4862 = or disjoint i64 %4861, 8
  %4863 = sub nsw i64 %9, %4862
  %4864 = shl i64 %4437, 3
  %4865 = or disjoint i64 %4864, 16
  %4866 = sub nsw i64 %9, %4865
  %4867 = shl i64 %4855, 5
  br label %4868

4868:                                             ; preds = %4852, %4886
  %4869 = phi <8 x float> [ zeroinitializer, %4852 ], [ %4887, %4886 ]
  %4870 = phi <8 x float> [ zeroinitializer, %4852 ], [ %4888, %4886 ]
  %4871 = phi <8 x float> [ zeroinitializer, %4852 ], [ %4889, %4886 ]
  %4872 = phi i64 [ 0, %4852 ], [ %4890, %4886 ]
  %4873 = mul nsw i64 %4872, %14
  %4874 = sub i64 %4873, %16
  %4875 = add i64 %4874, %2696
  %4876 = icmp slt i64 %4875, 0
  %4877 = icmp sge i64 %4875, %6
  %4878 = or i1 %4876, %4877
  %4879 = select i1 %4878, i64 0, i64 %4875
  %4880 = mul nsw i64 %4879, %7
  %4881 = getelementptr inbounds float, ptr %1511, i64 %4880
  br i1 %1102, label %4882, label %4886

4882:                                             ; preds = %4868
  %4883 = mul nuw nsw i64 %4872, %11
  %4884 = getelementptr inbounds nuw float, ptr %1513, i64 %4883
  %4885 = getelementptr i8, ptr %4881, i64 %4867
  br label %4892

4886:                                             ; preds = %4990, %4868
  %4887 = phi <8 x float> [ %4869, %4868 ], [ %4993, %4990 ]
  %4888 = phi <8 x float> [ %4870, %4868 ], [ %4992, %4990 ]
  %4889 = phi <8 x float> [ %4871, %4868 ], [ %4999, %4990 ]
  %4890 = add nuw nsw i64 %4872, 1
  %4891 = icmp eq i64 %4890, %10
  br i1 %4891, label %5002, label %4868

4892:                                             ; preds = %4882, %4990
  %4893 = phi <8 x float> [ %4869, %4882 ], [ %4993, %4990 ]
  %4894 = phi <8 x float> [ %4870, %4882 ], [ %4992, %4990 ]
  %4895 = phi <8 x float> [ %4871, %4882 ], [ %4999, %4990 ]
  %4896 = phi i64 [ 0, %4882 ], [ %5000, %4990 ]
  %4897 = getelementptr inbounds nuw float, ptr %4884, i64 %4896
  %4898 = load float, ptr %4897, align 1
  %4899 = insertelement <8 x float> poison, float %4898, i64 0
  %4900 = shufflevector <8 x float> %4899, <8 x float> poison, <8 x i32> zeroinitializer
  %4901 = mul nsw i64 %4896, %15
  %4902 = sub i64 %4901, %17
  %4903 = add i64 %4902, %4853
  br i1 %1111, label %4923, label %4904

4904:                                             ; preds = %4892
  %4905 = getelementptr <4 x i64>, ptr %1086, i64 %4896
  %4906 = getelementptr <4 x i64>, ptr %4905, i64 %4854
  %4907 = load <4 x i64>, ptr %4906, align 32
  %4908 = getelementptr inbounds float, ptr %4881, i64 %4903
  %4909 = select i1 %4878, <4 x i64> zeroinitializer, <4 x i64> %4907
  %4910 = bitcast <4 x i64> %4909 to <8 x i32>
  %4911 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4908, <8 x i32> %4910)
  %4912 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4911, <8 x float> %4900, <8 x float> %4893)
  %4913 = getelementptr <4 x i64>, ptr %4905, i64 %4856
  %4914 = load <4 x i64>, ptr %4913, align 32
  %4915 = getelementptr float, ptr %4885, i64 %4902
  %4916 = select i1 %4878, <4 x i64> zeroinitializer, <4 x i64> %4914
  %4917 = bitcast <4 x i64> %4916 to <8 x i32>
  %4918 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4915, <8 x i32> %4917)
  %4919 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4918, <8 x float> %4900, <8 x float> %4894)
  %4920 = add i64 %4902, %4858
  %4921 = getelementptr <4 x i64>, ptr %4905, i64 %4859
  %4922 = load <4 x i64>, ptr %4921, align 32
  br label %4990

4923:                                             ; preds = %4892
  %4924 = icmp slt i64 %4903, 0
  %4925 = sub nsw i64 0, %4903
  %4926 = select i1 %4924, i64 %4925, i64 0
  %4927 = sub nsw i64 %7, %4903
  %4928 = call i64 @llvm.smin.i64(i64 %4927, i64 %4860)
  %4929 = call i64 @llvm.smin.i64(i64 %4928, i64 8)
  %4930 = icmp sgt i64 %4929, %4926
  %4931 = trunc i64 %4926 to i32
  %4932 = select i1 %4930, i32 %4931, i32 0
  %4933 = insertelement <8 x i32> poison, i32 %4932, i64 0
  %4934 = shufflevector <8 x i32> %4933, <8 x i32> poison, <8 x i32> zeroinitializer
  %4935 = icmp slt <8 x i32> %4934, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4936 = trunc i64 %4929 to i32
  %4937 = select i1 %4930, i32 %4936, i32 0
  %4938 = insertelement <8 x i32> poison, i32 %4937, i64 0
  %4939 = shufflevector <8 x i32> %4938, <8 x i32> poison, <8 x i32> zeroinitializer
  %4940 = icmp sgt <8 x i32> %4939, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4941 = and <8 x i1> %4940, %4935
  %4942 = getelementptr inbounds float, ptr %4881, i64 %4903
  %4943 = select i1 %4878, <8 x i1> zeroinitializer, <8 x i1> %4941
  %4944 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4942, <8 x i1> %4943, <8 x float> zeroinitializer)
  %4945 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4944, <8 x float> %4900, <8 x float> %4893)
  %4946 = add i64 %4902, %4862
  %4947 = icmp slt i64 %4946, 0
  %4948 = sub nsw i64 0, %4946
  %4949 = select i1 %4947, i64 %4948, i64 0
  %4950 = sub nsw i64 %7, %4946
  %4951 = call i64 @llvm.smin.i64(i64 %4950, i64 %4863)
  %4952 = call i64 @llvm.smin.i64(i64 %4951, i64 8)
  %4953 = icmp sgt i64 %4952, %4949
  %4954 = trunc i64 %4949 to i32
  %4955 = select i1 %4953, i32 %4954, i32 0
  %4956 = insertelement <8 x i32> poison, i32 %4955, i64 0
  %4957 = shufflevector <8 x i32> %4956, <8 x i32> poison, <8 x i32> zeroinitializer
  %4958 = icmp slt <8 x i32> %4957, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4959 = trunc i64 %4952 to i32
  %4960 = select i1 %4953, i32 %4959, i32 0
  %4961 = insertelement <8 x i32> poison, i32 %4960, i64 0
  %4962 = shufflevector <8 x i32> %4961, <8 x i32> poison, <8 x i32> zeroinitializer
  %4963 = icmp sgt <8 x i32> %4962, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4964 = and <8 x i1> %4963, %4958
  %4965 = getelementptr inbounds float, ptr %4881, i64 %4946
  %4966 = select i1 %4878, <8 x i1> zeroinitializer, <8 x i1> %4964
  %4967 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4965, <8 x i1> %4966, <8 x float> zeroinitializer)
  %4968 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4967, <8 x float> %4900, <8 x float> %4894)
  %4969 = add i64 %4902, %4865
  %4970 = icmp slt i64 %4969, 0
  %4971 = sub nsw i64 0, %4969
  %4972 = select i1 %4970, i64 %4971, i64 0
  %4973 = sub nsw i64 %7, %4969
  %4974 = call i64 @llvm.smin.i64(i64 %4973, i64 %4866)
  %4975 = call i64 @llvm.smin.i64(i64 %4974, i64 8)
  %4976 = icmp sgt i64 %4975, %4972
  %4977 = trunc i64 %4972 to i32
  %4978 = select i1 %4976, i32 %4977, i32 0
  %4979 = insertelement <8 x i32> poison, i32 %4978, i64 0
  %4980 = shufflevector <8 x i32> %4979, <8 x i32> poison, <8 x i32> zeroinitializer
  %4981 = icmp slt <8 x i32> %4980, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4982 = trunc i64 %4975 to i32
  %4983 = select i1 %4976, i32 %4982, i32 0
  %4984 = insertelement <8 x i32> poison, i32 %4983, i64 0
  %4985 = shufflevector <8 x i32> %4984, <8 x i32> poison, <8 x i32> zeroinitializer
  %4986 = icmp sgt <8 x i32> %4985, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4987 = and <8 x i1> %4986, %4981
  %4988 = sext <8 x i1> %4987 to <8 x i32>
  %4989 = bitcast <8 x i32> %4988 to <4 x i64>
  br label %4990

4990:                                             ; preds = %4923, %4904
  %4991 = phi i64 [ %4920, %4904 ], [ %4969, %4923 ]
  %4992 = phi <8 x float> [ %4919, %4904 ], [ %4968, %4923 ]
  %4993 = phi <8 x float> [ %4912, %4904 ], [ %4945, %4923 ]
  %4994 = phi <4 x i64> [ %4922, %4904 ], [ %4989, %4923 ]
  %4995 = getelementptr inbounds float, ptr %4881, i64 %4991
  %4996 = select i1 %4878, <4 x i64> zeroinitializer, <4 x i64> %4994
  %4997 = bitcast <4 x i64> %4996 to <8 x i32>
  %4998 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4995, <8 x i32> %4997)
  %4999 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4998, <8 x float> %4900, <8 x float> %4895)
  %5000 = add nuw nsw i64 %4896, 1
  %5001 = icmp eq i64 %5000, %11
  br i1 %5001, label %4886, label %4892

5002:                                             ; preds = %4886, %4851
  %5003 = phi <8 x float> [ zeroinitializer, %4851 ], [ %4887, %4886 ]
  %5004 = phi <8 x float> [ zeroinitializer, %4851 ], [ %4888, %4886 ]
  %5005 = phi <8 x float> [ zeroinitializer, %4851 ], [ %4889, %4886 ]
  %5006 = shl nsw i64 %4437, 3
  %5007 = sub nsw i64 %9, %5006
  %5008 = icmp sgt i64 %5007, 7
  %5009 = trunc i64 %5007 to i32
  %5010 = select i1 %5008, i32 8, i32 %5009
  %5011 = insertelement <8 x i32> poison, i32 %5010, i64 0
  %5012 = shufflevector <8 x i32> %5011, <8 x i32> poison, <8 x i32> zeroinitializer
  %5013 = icmp sgt <8 x i32> %5012, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %5019, label %5014

5014:                                             ; preds = %5002
  %5015 = load float, ptr %1514, align 1
  %5016 = insertelement <8 x float> poison, float %5015, i64 0
  %5017 = shufflevector <8 x float> %5016, <8 x float> poison, <8 x i32> zeroinitializer
  %5018 = fadd <8 x float> %5003, %5017
  br label %5019

5019:                                             ; preds = %5014, %5002
  %5020 = phi <8 x float> [ %5018, %5014 ], [ %5003, %5002 ]
  %5021 = getelementptr inbounds nuw float, ptr %2681, i64 %5006
  %5022 = getelementptr inbounds nuw float, ptr %2683, i64 %5006
  %5023 = select i1 %2690, ptr null, ptr %5022
  switch i64 %1318, label %511 [
    i64 1, label %5024
    i64 2, label %5027
    i64 3, label %5034
    i64 0, label %5079
  ]

5024:                                             ; preds = %5019
  %5025 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5023, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5026 = fadd <8 x float> %5020, %5025
  br label %5041

5027:                                             ; preds = %5019
  %5028 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5020)
  %5029 = bitcast <8 x float> %5020 to <8 x i32>
  %5030 = or <8 x i32> %5029, %1104
  %5031 = bitcast <8 x i32> %5030 to <8 x float>
  %5032 = fcmp oeq <8 x float> %5020, %52
  %5033 = select <8 x i1> %5032, <8 x float> %5031, <8 x float> %5028
  br label %5041

5034:                                             ; preds = %5019
  %5035 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5020)
  %5036 = bitcast <8 x float> %5020 to <8 x i32>
  %5037 = and <8 x i32> %5036, %1103
  %5038 = bitcast <8 x i32> %5037 to <8 x float>
  %5039 = fcmp oeq <8 x float> %5020, %49
  %5040 = select <8 x i1> %5039, <8 x float> %5038, <8 x float> %5035
  br label %5041

5041:                                             ; preds = %5034, %5027, %5024
  %5042 = phi <8 x float> [ %5026, %5024 ], [ %5033, %5027 ], [ %5040, %5034 ]
  switch i64 %1320, label %511 [
    i64 1, label %5057
    i64 2, label %5050
    i64 3, label %5043
    i64 0, label %5079
  ]

5043:                                             ; preds = %5041
  %5044 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5042)
  %5045 = bitcast <8 x float> %5042 to <8 x i32>
  %5046 = and <8 x i32> %5045, %1103
  %5047 = bitcast <8 x i32> %5046 to <8 x float>
  %5048 = fcmp oeq <8 x float> %5042, %49
  %5049 = select <8 x i1> %5048, <8 x float> %5047, <8 x float> %5044
  br label %5060

5050:                                             ; preds = %5041
  %5051 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5042)
  %5052 = bitcast <8 x float> %5042 to <8 x i32>
  %5053 = or <8 x i32> %5052, %1104
  %5054 = bitcast <8 x i32> %5053 to <8 x float>
  %5055 = fcmp oeq <8 x float> %5042, %52
  %5056 = select <8 x i1> %5055, <8 x float> %5054, <8 x float> %5051
  br label %5060

5057:                                             ; preds = %5041
  %5058 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5023, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5059 = fadd <8 x float> %5042, %5058
  br label %5060

5060:                                             ; preds = %5057, %5050, %5043
  %5061 = phi <8 x float> [ %5059, %5057 ], [ %5056, %5050 ], [ %5049, %5043 ]
  switch i64 %1322, label %511 [
    i64 1, label %5076
    i64 2, label %5069
    i64 3, label %5062
    i64 0, label %5079
  ]

5062:                                             ; preds = %5060
  %5063 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5061)
  %5064 = bitcast <8 x float> %5061 to <8 x i32>
  %5065 = and <8 x i32> %5064, %1103
  %5066 = bitcast <8 x i32> %5065 to <8 x float>
  %5067 = fcmp oeq <8 x float> %5061, %49
  %5068 = select <8 x i1> %5067, <8 x float> %5066, <8 x float> %5063
  br label %5079

5069:                                             ; preds = %5060
  %5070 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5061)
  %5071 = bitcast <8 x float> %5061 to <8 x i32>
  %5072 = or <8 x i32> %5071, %1104
  %5073 = bitcast <8 x i32> %5072 to <8 x float>
  %5074 = fcmp oeq <8 x float> %5061, %52
  %5075 = select <8 x i1> %5074, <8 x float> %5073, <8 x float> %5070
  br label %5079

5076:                                             ; preds = %5060
  %5077 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5023, <8 x i1> %5013, <8 x float> zeroinitializer)
  %5078 = fadd <8 x float> %5061, %5077
  br label %5079

5079:                                             ; preds = %5062, %5069, %5076, %5060, %5041, %5019
  %5080 = phi <8 x float> [ %5061, %5060 ], [ %5020, %5019 ], [ %5042, %5041 ], [ %5078, %5076 ], [ %5075, %5069 ], [ %5068, %5062 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5080, ptr align 1 %5021, <8 x i1> %5013)
  %5081 = shl i64 %4437, 3
  %5082 = or disjoint i64 %5081, 8
  %5083 = sub nsw i64 %9, %5082
  %5084 = icmp sgt i64 %5083, 7
  %5085 = trunc i64 %5083 to i32
  %5086 = select i1 %5084, i32 8, i32 %5085
  %5087 = insertelement <8 x i32> poison, i32 %5086, i64 0
  %5088 = shufflevector <8 x i32> %5087, <8 x i32> poison, <8 x i32> zeroinitializer
  %5089 = icmp sgt <8 x i32> %5088, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %5095, label %5090

5090:                                             ; preds = %5079
  %5091 = load float, ptr %1514, align 1
  %5092 = insertelement <8 x float> poison, float %5091, i64 0
  %5093 = shufflevector <8 x float> %5092, <8 x float> poison, <8 x i32> zeroinitializer
  %5094 = fadd <8 x float> %5004, %5093
  br label %5095

5095:                                             ; preds = %5090, %5079
  %5096 = phi <8 x float> [ %5094, %5090 ], [ %5004, %5079 ]
  %5097 = getelementptr inbounds nuw float, ptr %2681, i64 %5082
  %5098 = getelementptr inbounds nuw float, ptr %2683, i64 %5082
  %5099 = select i1 %2690, ptr null, ptr %5098
  switch i64 %1318, label %511 [
    i64 1, label %5114
    i64 2, label %5107
    i64 3, label %5100
    i64 0, label %5155
  ]

5100:                                             ; preds = %5095
  %5101 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5096)
  %5102 = bitcast <8 x float> %5096 to <8 x i32>
  %5103 = and <8 x i32> %5102, %1103
  %5104 = bitcast <8 x i32> %5103 to <8 x float>
  %5105 = fcmp oeq <8 x float> %5096, %49
  %5106 = select <8 x i1> %5105, <8 x float> %5104, <8 x float> %5101
  br label %5117

5107:                                             ; preds = %5095
  %5108 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5096)
  %5109 = bitcast <8 x float> %5096 to <8 x i32>
  %5110 = or <8 x i32> %5109, %1104
  %5111 = bitcast <8 x i32> %5110 to <8 x float>
  %5112 = fcmp oeq <8 x float> %5096, %52
  %5113 = select <8 x i1> %5112, <8 x float> %5111, <8 x float> %5108
  br label %5117

5114:                                             ; preds = %5095
  %5115 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5099, <8 x i1> %5089, <8 x float> zeroinitializer)
  %5116 = fadd <8 x float> %5096, %5115
  br label %5117

5117:                                             ; preds = %5114, %5107, %5100
  %5118 = phi <8 x float> [ %5116, %5114 ], [ %5113, %5107 ], [ %5106, %5100 ]
  switch i64 %1324, label %511 [
    i64 1, label %5133
    i64 2, label %5126
    i64 3, label %5119
    i64 0, label %5155
  ]

5119:                                             ; preds = %5117
  %5120 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5118)
  %5121 = bitcast <8 x float> %5118 to <8 x i32>
  %5122 = and <8 x i32> %5121, %1103
  %5123 = bitcast <8 x i32> %5122 to <8 x float>
  %5124 = fcmp oeq <8 x float> %5118, %49
  %5125 = select <8 x i1> %5124, <8 x float> %5123, <8 x float> %5120
  br label %5136

5126:                                             ; preds = %5117
  %5127 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5118)
  %5128 = bitcast <8 x float> %5118 to <8 x i32>
  %5129 = or <8 x i32> %5128, %1104
  %5130 = bitcast <8 x i32> %5129 to <8 x float>
  %5131 = fcmp oeq <8 x float> %5118, %52
  %5132 = select <8 x i1> %5131, <8 x float> %5130, <8 x float> %5127
  br label %5136

5133:                                             ; preds = %5117
  %5134 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5099, <8 x i1> %5089, <8 x float> zeroinitializer)
  %5135 = fadd <8 x float> %5118, %5134
  br label %5136

5136:                                             ; preds = %5133, %5126, %5119
  %5137 = phi <8 x float> [ %5135, %5133 ], [ %5132, %5126 ], [ %5125, %5119 ]
  switch i64 %1326, label %511 [
    i64 1, label %5152
    i64 2, label %5145
    i64 3, label %5138
    i64 0, label %5155
  ]

5138:                                             ; preds = %5136
  %5139 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5137)
  %5140 = bitcast <8 x float> %5137 to <8 x i32>
  %5141 = and <8 x i32> %5140, %1103
  %5142 = bitcast <8 x i32> %5141 to <8 x float>
  %5143 = fcmp oeq <8 x float> %5137, %49
  %5144 = select <8 x i1> %5143, <8 x float> %5142, <8 x float> %5139
  br label %5155

5145:                                             ; preds = %5136
  %5146 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5137)
  %5147 = bitcast <8 x float> %5137 to <8 x i32>
  %5148 = or <8 x i32> %5147, %1104
  %5149 = bitcast <8 x i32> %5148 to <8 x float>
  %5150 = fcmp oeq <8 x float> %5137, %52
  %5151 = select <8 x i1> %5150, <8 x float> %5149, <8 x float> %5146
  br label %5155

5152:                                             ; preds = %5136
  %5153 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5099, <8 x i1> %5089, <8 x float> zeroinitializer)
  %5154 = fadd <8 x float> %5137, %5153
  br label %5155

5155:                                             ; preds = %5138, %5145, %5152, %5136, %5117, %5095
  %5156 = phi <8 x float> [ %5137, %5136 ], [ %5096, %5095 ], [ %5118, %5117 ], [ %5154, %5152 ], [ %5151, %5145 ], [ %5144, %5138 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5156, ptr nonnull align 1 %5097, <8 x i1> %5089)
  %5157 = shl i64 %4437, 3
  %5158 = or disjoint i64 %5157, 16
  %5159 = sub nsw i64 %9, %5158
  %5160 = icmp sgt i64 %5159, 7
  %5161 = trunc i64 %5159 to i32
  %5162 = select i1 %5160, i32 8, i32 %5161
  %5163 = insertelement <8 x i32> poison, i32 %5162, i64 0
  %5164 = shufflevector <8 x i32> %5163, <8 x i32> poison, <8 x i32> zeroinitializer
  %5165 = icmp sgt <8 x i32> %5164, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %5171, label %5166

5166:                                             ; preds = %5155
  %5167 = load float, ptr %1514, align 1
  %5168 = insertelement <8 x float> poison, float %5167, i64 0
  %5169 = shufflevector <8 x float> %5168, <8 x float> poison, <8 x i32> zeroinitializer
  %5170 = fadd <8 x float> %5005, %5169
  br label %5171

5171:                                             ; preds = %5166, %5155
  %5172 = phi <8 x float> [ %5170, %5166 ], [ %5005, %5155 ]
  %5173 = getelementptr inbounds nuw float, ptr %2681, i64 %5158
  %5174 = getelementptr inbounds nuw float, ptr %2683, i64 %5158
  %5175 = select i1 %2690, ptr null, ptr %5174
  switch i64 %1318, label %511 [
    i64 1, label %5190
    i64 2, label %5183
    i64 3, label %5176
    i64 0, label %5231
  ]

5176:                                             ; preds = %5171
  %5177 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5172)
  %5178 = bitcast <8 x float> %5172 to <8 x i32>
  %5179 = and <8 x i32> %5178, %1103
  %5180 = bitcast <8 x i32> %5179 to <8 x float>
  %5181 = fcmp oeq <8 x float> %5172, %49
  %5182 = select <8 x i1> %5181, <8 x float> %5180, <8 x float> %5177
  br label %5193

5183:                                             ; preds = %5171
  %5184 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5172)
  %5185 = bitcast <8 x float> %5172 to <8 x i32>
  %5186 = or <8 x i32> %5185, %1104
  %5187 = bitcast <8 x i32> %5186 to <8 x float>
  %5188 = fcmp oeq <8 x float> %5172, %52
  %5189 = select <8 x i1> %5188, <8 x float> %5187, <8 x float> %5184
  br label %5193

5190:                                             ; preds = %5171
  %5191 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5175, <8 x i1> %5165, <8 x float> zeroinitializer)
  %5192 = fadd <8 x float> %5172, %5191
  br label %5193

5193:                                             ; preds = %5190, %5183, %5176
  %5194 = phi <8 x float> [ %5192, %5190 ], [ %5189, %5183 ], [ %5182, %5176 ]
  switch i64 %1328, label %511 [
    i64 1, label %5209
    i64 2, label %5202
    i64 3, label %5195
    i64 0, label %5231
  ]

5195:                                             ; preds = %5193
  %5196 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5194)
  %5197 = bitcast <8 x float> %5194 to <8 x i32>
  %5198 = and <8 x i32> %5197, %1103
  %5199 = bitcast <8 x i32> %5198 to <8 x float>
  %5200 = fcmp oeq <8 x float> %5194, %49
  %5201 = select <8 x i1> %5200, <8 x float> %5199, <8 x float> %5196
  br label %5212

5202:                                             ; preds = %5193
  %5203 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5194)
  %5204 = bitcast <8 x float> %5194 to <8 x i32>
  %5205 = or <8 x i32> %5204, %1104
  %5206 = bitcast <8 x i32> %5205 to <8 x float>
  %5207 = fcmp oeq <8 x float> %5194, %52
  %5208 = select <8 x i1> %5207, <8 x float> %5206, <8 x float> %5203
  br label %5212

5209:                                             ; preds = %5193
  %5210 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5175, <8 x i1> %5165, <8 x float> zeroinitializer)
  %5211 = fadd <8 x float> %5194, %5210
  br label %5212

5212:                                             ; preds = %5209, %5202, %5195
  %5213 = phi <8 x float> [ %5211, %5209 ], [ %5208, %5202 ], [ %5201, %5195 ]
  switch i64 %1330, label %511 [
    i64 1, label %5228
    i64 2, label %5221
    i64 3, label %5214
    i64 0, label %5231
  ]

5214:                                             ; preds = %5212
  %5215 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5213)
  %5216 = bitcast <8 x float> %5213 to <8 x i32>
  %5217 = and <8 x i32> %5216, %1103
  %5218 = bitcast <8 x i32> %5217 to <8 x float>
  %5219 = fcmp oeq <8 x float> %5213, %49
  %5220 = select <8 x i1> %5219, <8 x float> %5218, <8 x float> %5215
  br label %5231

5221:                                             ; preds = %5212
  %5222 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5213)
  %5223 = bitcast <8 x float> %5213 to <8 x i32>
  %5224 = or <8 x i32> %5223, %1104
  %5225 = bitcast <8 x i32> %5224 to <8 x float>
  %5226 = fcmp oeq <8 x float> %5213, %52
  %5227 = select <8 x i1> %5226, <8 x float> %5225, <8 x float> %5222
  br label %5231

5228:                                             ; preds = %5212
  %5229 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5175, <8 x i1> %5165, <8 x float> zeroinitializer)
  %5230 = fadd <8 x float> %5213, %5229
  br label %5231

5231:                                             ; preds = %5214, %5221, %5228, %5212, %5193, %5171
  %5232 = phi <8 x float> [ %5213, %5212 ], [ %5172, %5171 ], [ %5194, %5193 ], [ %5230, %5228 ], [ %5227, %5221 ], [ %5220, %5214 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5232, ptr nonnull align 1 %5173, <8 x i1> %5165)
  br label %7913

5233:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %1101, label %5234, label %5307

5234:                                             ; preds = %5233, %5248
  %5235 = phi i64 [ %5249, %5248 ], [ 0, %5233 ]
  %5236 = mul nsw i64 %5235, %14
  %5237 = sub i64 %5236, %16
  %5238 = add i64 %5237, %2695
  %5239 = icmp slt i64 %5238, 0
  %5240 = icmp sge i64 %5238, %6
  %5241 = or i1 %5239, %5240
  %5242 = select i1 %5241, i64 0, i64 %5238
  %5243 = mul nsw i64 %5242, %7
  %5244 = getelementptr inbounds float, ptr %1511, i64 %5243
  br i1 %1102, label %5245, label %5248

5245:                                             ; preds = %5234
  %5246 = mul nuw nsw i64 %5235, %11
  %5247 = getelementptr inbounds nuw float, ptr %1513, i64 %5246
  br label %5251

5248:                                             ; preds = %5260, %5234
  %5249 = add nuw nsw i64 %5235, 1
  %5250 = icmp eq i64 %5249, %10
  br i1 %5250, label %5305, label %5234

5251:                                             ; preds = %5245, %5260
  %5252 = phi i64 [ 0, %5245 ], [ %5261, %5260 ]
  %5253 = getelementptr inbounds nuw float, ptr %5247, i64 %5252
  %5254 = load float, ptr %5253, align 1
  %5255 = insertelement <8 x float> poison, float %5254, i64 0
  %5256 = shufflevector <8 x float> %5255, <8 x float> poison, <8 x i32> zeroinitializer
  %5257 = mul nsw i64 %5252, %15
  %5258 = sub i64 %5257, %17
  %5259 = getelementptr <4 x i64>, ptr %1086, i64 %5252
  br label %5263

5260:                                             ; preds = %5294
  %5261 = add nuw nsw i64 %5252, 1
  %5262 = icmp eq i64 %5261, %11
  br i1 %5262, label %5248, label %5251

5263:                                             ; preds = %5251, %5294
  %5264 = phi i64 [ 0, %5251 ], [ %5303, %5294 ]
  %5265 = or disjoint i64 %4437, %5264
  %5266 = shl nsw i64 %5265, 3
  %5267 = add i64 %5258, %5266
  br i1 %1111, label %5272, label %5268

5268:                                             ; preds = %5263
  %5269 = mul nuw nsw i64 %5265, %11
  %5270 = getelementptr <4 x i64>, ptr %5259, i64 %5269
  %5271 = load <4 x i64>, ptr %5270, align 32
  br label %5294

5272:                                             ; preds = %5263
  %5273 = sub nsw i64 %9, %5266
  %5274 = icmp slt i64 %5267, 0
  %5275 = sub nsw i64 0, %5267
  %5276 = select i1 %5274, i64 %5275, i64 0
  %5277 = sub nsw i64 %7, %5267
  %5278 = call i64 @llvm.smin.i64(i64 %5277, i64 %5273)
  %5279 = call i64 @llvm.smin.i64(i64 %5278, i64 8)
  %5280 = icmp sgt i64 %5279, %5276
  %5281 = trunc i64 %5276 to i32
  %5282 = select i1 %5280, i32 %5281, i32 0
  %5283 = insertelement <8 x i32> poison, i32 %5282, i64 0
  %5284 = shufflevector <8 x i32> %5283, <8 x i32> poison, <8 x i32> zeroinitializer
  %5285 = icmp slt <8 x i32> %5284, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5286 = trunc i64 %5279 to i32
  %5287 = select i1 %5280, i32 %5286, i32 0
  %5288 = insertelement <8 x i32> poison, i32 %5287, i64 0
  %5289 = shufflevector <8 x i32> %5288, <8 x i32> poison, <8 x i32> zeroinitializer
  %5290 = icmp sgt <8 x i32> %5289, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5291 = and <8 x i1> %5290, %5285
  %5292 = sext <8 x i1> %5291 to <8 x i32>
  %5293 = bitcast <8 x i32> %5292 to <4 x i64>
  br label %5294

5294:                                             ; preds = %5272, %5268
  %5295 = phi <4 x i64> [ %5271, %5268 ], [ %5293, %5272 ]
  %5296 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5264
  %5297 = getelementptr inbounds float, ptr %5244, i64 %5267
  %5298 = select i1 %5241, <4 x i64> zeroinitializer, <4 x i64> %5295
  %5299 = bitcast <4 x i64> %5298 to <8 x i32>
  %5300 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5297, <8 x i32> %5299)
  %5301 = load <8 x float>, ptr %5296, align 32
  %5302 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5300, <8 x float> %5256, <8 x float> %5301)
  store <8 x float> %5302, ptr %5296, align 32
  %5303 = add nuw nsw i64 %5264, 1
  %5304 = icmp eq i64 %5303, 4
  br i1 %5304, label %5260, label %5263

5305:                                             ; preds = %5248
  %5306 = load <8 x float>, ptr %30, align 32
  br label %5307

5307:                                             ; preds = %5305, %5233
  %5308 = phi <8 x float> [ %5306, %5305 ], [ zeroinitializer, %5233 ]
  %5309 = shl nsw i64 %4437, 3
  %5310 = sub nsw i64 %9, %5309
  %5311 = icmp sgt i64 %5310, 7
  %5312 = trunc i64 %5310 to i32
  %5313 = select i1 %5311, i32 8, i32 %5312
  %5314 = insertelement <8 x i32> poison, i32 %5313, i64 0
  %5315 = shufflevector <8 x i32> %5314, <8 x i32> poison, <8 x i32> zeroinitializer
  %5316 = icmp sgt <8 x i32> %5315, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %5322, label %5317

5317:                                             ; preds = %5307
  %5318 = load float, ptr %1514, align 1
  %5319 = insertelement <8 x float> poison, float %5318, i64 0
  %5320 = shufflevector <8 x float> %5319, <8 x float> poison, <8 x i32> zeroinitializer
  %5321 = fadd <8 x float> %5308, %5320
  br label %5322

5322:                                             ; preds = %5317, %5307
  %5323 = phi <8 x float> [ %5321, %5317 ], [ %5308, %5307 ]
  %5324 = getelementptr inbounds nuw float, ptr %2681, i64 %5309
  %5325 = getelementptr inbounds nuw float, ptr %2683, i64 %5309
  %5326 = select i1 %2690, ptr null, ptr %5325
  switch i64 %1298, label %511 [
    i64 1, label %5327
    i64 2, label %5330
    i64 3, label %5337
    i64 0, label %5382
  ]

5327:                                             ; preds = %5322
  %5328 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5326, <8 x i1> %5316, <8 x float> zeroinitializer)
  %5329 = fadd <8 x float> %5323, %5328
  br label %5344

5330:                                             ; preds = %5322
  %5331 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5323)
  %5332 = bitcast <8 x float> %5323 to <8 x i32>
  %5333 = or <8 x i32> %5332, %1104
  %5334 = bitcast <8 x i32> %5333 to <8 x float>
  %5335 = fcmp oeq <8 x float> %5323, %52
  %5336 = select <8 x i1> %5335, <8 x float> %5334, <8 x float> %5331
  br label %5344

5337:                                             ; preds = %5322
  %5338 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5323)
  %5339 = bitcast <8 x float> %5323 to <8 x i32>
  %5340 = and <8 x i32> %5339, %1103
  %5341 = bitcast <8 x i32> %5340 to <8 x float>
  %5342 = fcmp oeq <8 x float> %5323, %49
  %5343 = select <8 x i1> %5342, <8 x float> %5341, <8 x float> %5338
  br label %5344

5344:                                             ; preds = %5337, %5330, %5327
  %5345 = phi <8 x float> [ %5329, %5327 ], [ %5336, %5330 ], [ %5343, %5337 ]
  switch i64 %1300, label %511 [
    i64 1, label %5360
    i64 2, label %5353
    i64 3, label %5346
    i64 0, label %5382
  ]

5346:                                             ; preds = %5344
  %5347 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5345)
  %5348 = bitcast <8 x float> %5345 to <8 x i32>
  %5349 = and <8 x i32> %5348, %1103
  %5350 = bitcast <8 x i32> %5349 to <8 x float>
  %5351 = fcmp oeq <8 x float> %5345, %49
  %5352 = select <8 x i1> %5351, <8 x float> %5350, <8 x float> %5347
  br label %5363

5353:                                             ; preds = %5344
  %5354 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5345)
  %5355 = bitcast <8 x float> %5345 to <8 x i32>
  %5356 = or <8 x i32> %5355, %1104
  %5357 = bitcast <8 x i32> %5356 to <8 x float>
  %5358 = fcmp oeq <8 x float> %5345, %52
  %5359 = select <8 x i1> %5358, <8 x float> %5357, <8 x float> %5354
  br label %5363

5360:                                             ; preds = %5344
  %5361 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5326, <8 x i1> %5316, <8 x float> zeroinitializer)
  %5362 = fadd <8 x float> %5345, %5361
  br label %5363

5363:                                             ; preds = %5360, %5353, %5346
  %5364 = phi <8 x float> [ %5362, %5360 ], [ %5359, %5353 ], [ %5352, %5346 ]
  switch i64 %1302, label %511 [
    i64 1, label %5379
    i64 2, label %5372
    i64 3, label %5365
    i64 0, label %5382
  ]

5365:                                             ; preds = %5363
  %5366 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5364)
  %5367 = bitcast <8 x float> %5364 to <8 x i32>
  %5368 = and <8 x i32> %5367, %1103
  %5369 = bitcast <8 x i32> %5368 to <8 x float>
  %5370 = fcmp oeq <8 x float> %5364, %49
  %5371 = select <8 x i1> %5370, <8 x float> %5369, <8 x float> %5366
  br label %5382

5372:                                             ; preds = %5363
  %5373 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5364)
  %5374 = bitcast <8 x float> %5364 to <8 x i32>
  %5375 = or <8 x i32> %5374, %1104
  %5376 = bitcast <8 x i32> %5375 to <8 x float>
  %5377 = fcmp oeq <8 x float> %5364, %52
  %5378 = select <8 x i1> %5377, <8 x float> %5376, <8 x float> %5373
  br label %5382

5379:                                             ; preds = %5363
  %5380 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5326, <8 x i1> %5316, <8 x float> zeroinitializer)
  %5381 = fadd <8 x float> %5364, %5380
  br label %5382

5382:                                             ; preds = %5365, %5372, %5379, %5363, %5344, %5322
  %5383 = phi <8 x float> [ %5364, %5363 ], [ %5323, %5322 ], [ %5345, %5344 ], [ %5381, %5379 ], [ %5378, %5372 ], [ %5371, %5365 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5383, ptr align 1 %5324, <8 x i1> %5316)
  %5384 = shl i64 %4437, 3
  %5385 = or disjoint i64 %5384, 8
  %5386 = sub nsw i64 %9, %5385
  %5387 = icmp sgt i64 %5386, 7
  %5388 = trunc i64 %5386 to i32
  %5389 = select i1 %5387, i32 8, i32 %5388
  %5390 = insertelement <8 x i32> poison, i32 %5389, i64 0
  %5391 = shufflevector <8 x i32> %5390, <8 x i32> poison, <8 x i32> zeroinitializer
  %5392 = icmp sgt <8 x i32> %5391, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5393 = load <8 x float>, ptr %1303, align 32
  br i1 %1563, label %5399, label %5394

5394:                                             ; preds = %5382
  %5395 = load float, ptr %1514, align 1
  %5396 = insertelement <8 x float> poison, float %5395, i64 0
  %5397 = shufflevector <8 x float> %5396, <8 x float> poison, <8 x i32> zeroinitializer
  %5398 = fadd <8 x float> %5393, %5397
  br label %5399

5399:                                             ; preds = %5394, %5382
  %5400 = phi <8 x float> [ %5398, %5394 ], [ %5393, %5382 ]
  %5401 = getelementptr inbounds nuw float, ptr %2681, i64 %5385
  %5402 = getelementptr inbounds nuw float, ptr %2683, i64 %5385
  %5403 = select i1 %2690, ptr null, ptr %5402
  switch i64 %1298, label %511 [
    i64 1, label %5418
    i64 2, label %5411
    i64 3, label %5404
    i64 0, label %5459
  ]

5404:                                             ; preds = %5399
  %5405 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5400)
  %5406 = bitcast <8 x float> %5400 to <8 x i32>
  %5407 = and <8 x i32> %5406, %1103
  %5408 = bitcast <8 x i32> %5407 to <8 x float>
  %5409 = fcmp oeq <8 x float> %5400, %49
  %5410 = select <8 x i1> %5409, <8 x float> %5408, <8 x float> %5405
  br label %5421

5411:                                             ; preds = %5399
  %5412 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5400)
  %5413 = bitcast <8 x float> %5400 to <8 x i32>
  %5414 = or <8 x i32> %5413, %1104
  %5415 = bitcast <8 x i32> %5414 to <8 x float>
  %5416 = fcmp oeq <8 x float> %5400, %52
  %5417 = select <8 x i1> %5416, <8 x float> %5415, <8 x float> %5412
  br label %5421

5418:                                             ; preds = %5399
  %5419 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5403, <8 x i1> %5392, <8 x float> zeroinitializer)
  %5420 = fadd <8 x float> %5400, %5419
  br label %5421

5421:                                             ; preds = %5418, %5411, %5404
  %5422 = phi <8 x float> [ %5420, %5418 ], [ %5417, %5411 ], [ %5410, %5404 ]
  switch i64 %1305, label %511 [
    i64 1, label %5437
    i64 2, label %5430
    i64 3, label %5423
    i64 0, label %5459
  ]

5423:                                             ; preds = %5421
  %5424 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5422)
  %5425 = bitcast <8 x float> %5422 to <8 x i32>
  %5426 = and <8 x i32> %5425, %1103
  %5427 = bitcast <8 x i32> %5426 to <8 x float>
  %5428 = fcmp oeq <8 x float> %5422, %49
  %5429 = select <8 x i1> %5428, <8 x float> %5427, <8 x float> %5424
  br label %5440

5430:                                             ; preds = %5421
  %5431 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5422)
  %5432 = bitcast <8 x float> %5422 to <8 x i32>
  %5433 = or <8 x i32> %5432, %1104
  %5434 = bitcast <8 x i32> %5433 to <8 x float>
  %5435 = fcmp oeq <8 x float> %5422, %52
  %5436 = select <8 x i1> %5435, <8 x float> %5434, <8 x float> %5431
  br label %5440

5437:                                             ; preds = %5421
  %5438 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5403, <8 x i1> %5392, <8 x float> zeroinitializer)
  %5439 = fadd <8 x float> %5422, %5438
  br label %5440

5440:                                             ; preds = %5437, %5430, %5423
  %5441 = phi <8 x float> [ %5439, %5437 ], [ %5436, %5430 ], [ %5429, %5423 ]
  switch i64 %1307, label %511 [
    i64 1, label %5456
    i64 2, label %5449
    i64 3, label %5442
    i64 0, label %5459
  ]

5442:                                             ; preds = %5440
  %5443 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5441)
  %5444 = bitcast <8 x float> %5441 to <8 x i32>
  %5445 = and <8 x i32> %5444, %1103
  %5446 = bitcast <8 x i32> %5445 to <8 x float>
  %5447 = fcmp oeq <8 x float> %5441, %49
  %5448 = select <8 x i1> %5447, <8 x float> %5446, <8 x float> %5443
  br label %5459

5449:                                             ; preds = %5440
  %5450 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5441)
  %5451 = bitcast <8 x float> %5441 to <8 x i32>
  %5452 = or <8 x i32> %5451, %1104
  %5453 = bitcast <8 x i32> %5452 to <8 x float>
  %5454 = fcmp oeq <8 x float> %5441, %52
  %5455 = select <8 x i1> %5454, <8 x float> %5453, <8 x float> %5450
  br label %5459

5456:                                             ; preds = %5440
  %5457 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5403, <8 x i1> %5392, <8 x float> zeroinitializer)
  %5458 = fadd <8 x float> %5441, %5457
  br label %5459

5459:                                             ; preds = %5442, %5449, %5456, %5440, %5421, %5399
  %5460 = phi <8 x float> [ %5441, %5440 ], [ %5400, %5399 ], [ %5422, %5421 ], [ %5458, %5456 ], [ %5455, %5449 ], [ %5448, %5442 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5460, ptr nonnull align 1 %5401, <8 x i1> %5392)
  %5461 = shl i64 %4437, 3
  %5462 = or disjoint i64 %5461, 16
  %5463 = sub nsw i64 %9, %5462
  %5464 = icmp sgt i64 %5463, 7
  %5465 = trunc i64 %5463 to i32
  %5466 = select i1 %5464, i32 8, i32 %5465
  %5467 = insertelement <8 x i32> poison, i32 %5466, i64 0
  %5468 = shufflevector <8 x i32> %5467, <8 x i32> poison, <8 x i32> zeroinitializer
  %5469 = icmp sgt <8 x i32> %5468, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5470 = load <8 x float>, ptr %1308, align 32
  br i1 %1563, label %5476, label %5471

5471:                                             ; preds = %5459
  %5472 = load float, ptr %1514, align 1
  %5473 = insertelement <8 x float> poison, float %5472, i64 0
  %5474 = shufflevector <8 x float> %5473, <8 x float> poison, <8 x i32> zeroinitializer
  %5475 = fadd <8 x float> %5470, %5474
  br label %5476

5476:                                             ; preds = %5471, %5459
  %5477 = phi <8 x float> [ %5475, %5471 ], [ %5470, %5459 ]
  %5478 = getelementptr inbounds nuw float, ptr %2681, i64 %5462
  %5479 = getelementptr inbounds nuw float, ptr %2683, i64 %5462
  %5480 = select i1 %2690, ptr null, ptr %5479
  switch i64 %1298, label %511 [
    i64 1, label %5495
    i64 2, label %5488
    i64 3, label %5481
    i64 0, label %5536
  ]

5481:                                             ; preds = %5476
  %5482 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5477)
  %5483 = bitcast <8 x float> %5477 to <8 x i32>
  %5484 = and <8 x i32> %5483, %1103
  %5485 = bitcast <8 x i32> %5484 to <8 x float>
  %5486 = fcmp oeq <8 x float> %5477, %49
  %5487 = select <8 x i1> %5486, <8 x float> %5485, <8 x float> %5482
  br label %5498

5488:                                             ; preds = %5476
  %5489 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5477)
  %5490 = bitcast <8 x float> %5477 to <8 x i32>
  %5491 = or <8 x i32> %5490, %1104
  %5492 = bitcast <8 x i32> %5491 to <8 x float>
  %5493 = fcmp oeq <8 x float> %5477, %52
  %5494 = select <8 x i1> %5493, <8 x float> %5492, <8 x float> %5489
  br label %5498

5495:                                             ; preds = %5476
  %5496 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5480, <8 x i1> %5469, <8 x float> zeroinitializer)
  %5497 = fadd <8 x float> %5477, %5496
  br label %5498

5498:                                             ; preds = %5495, %5488, %5481
  %5499 = phi <8 x float> [ %5497, %5495 ], [ %5494, %5488 ], [ %5487, %5481 ]
  switch i64 %1310, label %511 [
    i64 1, label %5514
    i64 2, label %5507
    i64 3, label %5500
    i64 0, label %5536
  ]

5500:                                             ; preds = %5498
  %5501 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5499)
  %5502 = bitcast <8 x float> %5499 to <8 x i32>
  %5503 = and <8 x i32> %5502, %1103
  %5504 = bitcast <8 x i32> %5503 to <8 x float>
  %5505 = fcmp oeq <8 x float> %5499, %49
  %5506 = select <8 x i1> %5505, <8 x float> %5504, <8 x float> %5501
  br label %5517

5507:                                             ; preds = %5498
  %5508 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5499)
  %5509 = bitcast <8 x float> %5499 to <8 x i32>
  %5510 = or <8 x i32> %5509, %1104
  %5511 = bitcast <8 x i32> %5510 to <8 x float>
  %5512 = fcmp oeq <8 x float> %5499, %52
  %5513 = select <8 x i1> %5512, <8 x float> %5511, <8 x float> %5508
  br label %5517

5514:                                             ; preds = %5498
  %5515 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5480, <8 x i1> %5469, <8 x float> zeroinitializer)
  %5516 = fadd <8 x float> %5499, %5515
  br label %5517

5517:                                             ; preds = %5514, %5507, %5500
  %5518 = phi <8 x float> [ %5516, %5514 ], [ %5513, %5507 ], [ %5506, %5500 ]
  switch i64 %1312, label %511 [
    i64 1, label %5533
    i64 2, label %5526
    i64 3, label %5519
    i64 0, label %5536
  ]

5519:                                             ; preds = %5517
  %5520 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5518)
  %5521 = bitcast <8 x float> %5518 to <8 x i32>
  %5522 = and <8 x i32> %5521, %1103
  %5523 = bitcast <8 x i32> %5522 to <8 x float>
  %5524 = fcmp oeq <8 x float> %5518, %49
  %5525 = select <8 x i1> %5524, <8 x float> %5523, <8 x float> %5520
  br label %5536

5526:                                             ; preds = %5517
  %5527 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5518)
  %5528 = bitcast <8 x float> %5518 to <8 x i32>
  %5529 = or <8 x i32> %5528, %1104
  %5530 = bitcast <8 x i32> %5529 to <8 x float>
  %5531 = fcmp oeq <8 x float> %5518, %52
  %5532 = select <8 x i1> %5531, <8 x float> %5530, <8 x float> %5527
  br label %5536

5533:                                             ; preds = %5517
  %5534 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5480, <8 x i1> %5469, <8 x float> zeroinitializer)
  %5535 = fadd <8 x float> %5518, %5534
  br label %5536

5536:                                             ; preds = %5519, %5526, %5533, %5517, %5498, %5476
  %5537 = phi <8 x float> [ %5518, %5517 ], [ %5477, %5476 ], [ %5499, %5498 ], [ %5535, %5533 ], [ %5532, %5526 ], [ %5525, %5519 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5537, ptr nonnull align 1 %5478, <8 x i1> %5469)
  %5538 = shl i64 %4437, 3
  %5539 = or disjoint i64 %5538, 24
  %5540 = sub nsw i64 %9, %5539
  %5541 = icmp sgt i64 %5540, 7
  %5542 = trunc i64 %5540 to i32
  %5543 = select i1 %5541, i32 8, i32 %5542
  %5544 = insertelement <8 x i32> poison, i32 %5543, i64 0
  %5545 = shufflevector <8 x i32> %5544, <8 x i32> poison, <8 x i32> zeroinitializer
  %5546 = icmp sgt <8 x i32> %5545, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5547 = load <8 x float>, ptr %1313, align 32
  br i1 %1563, label %5553, label %5548

5548:                                             ; preds = %5536
  %5549 = load float, ptr %1514, align 1
  %5550 = insertelement <8 x float> poison, float %5549, i64 0
  %5551 = shufflevector <8 x float> %5550, <8 x float> poison, <8 x i32> zeroinitializer
  %5552 = fadd <8 x float> %5547, %5551
  br label %5553

5553:                                             ; preds = %5548, %5536
  %5554 = phi <8 x float> [ %5552, %5548 ], [ %5547, %5536 ]
  %5555 = getelementptr inbounds nuw float, ptr %2681, i64 %5539
  %5556 = getelementptr inbounds nuw float, ptr %2683, i64 %5539
  %5557 = select i1 %2690, ptr null, ptr %5556
  switch i64 %1298, label %511 [
    i64 1, label %5572
    i64 2, label %5565
    i64 3, label %5558
    i64 0, label %5613
  ]

5558:                                             ; preds = %5553
  %5559 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5554)
  %5560 = bitcast <8 x float> %5554 to <8 x i32>
  %5561 = and <8 x i32> %5560, %1103
  %5562 = bitcast <8 x i32> %5561 to <8 x float>
  %5563 = fcmp oeq <8 x float> %5554, %49
  %5564 = select <8 x i1> %5563, <8 x float> %5562, <8 x float> %5559
  br label %5575

5565:                                             ; preds = %5553
  %5566 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5554)
  %5567 = bitcast <8 x float> %5554 to <8 x i32>
  %5568 = or <8 x i32> %5567, %1104
  %5569 = bitcast <8 x i32> %5568 to <8 x float>
  %5570 = fcmp oeq <8 x float> %5554, %52
  %5571 = select <8 x i1> %5570, <8 x float> %5569, <8 x float> %5566
  br label %5575

5572:                                             ; preds = %5553
  %5573 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5546, <8 x float> zeroinitializer)
  %5574 = fadd <8 x float> %5554, %5573
  br label %5575

5575:                                             ; preds = %5572, %5565, %5558
  %5576 = phi <8 x float> [ %5574, %5572 ], [ %5571, %5565 ], [ %5564, %5558 ]
  switch i64 %1315, label %511 [
    i64 1, label %5591
    i64 2, label %5584
    i64 3, label %5577
    i64 0, label %5613
  ]

5577:                                             ; preds = %5575
  %5578 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5576)
  %5579 = bitcast <8 x float> %5576 to <8 x i32>
  %5580 = and <8 x i32> %5579, %1103
  %5581 = bitcast <8 x i32> %5580 to <8 x float>
  %5582 = fcmp oeq <8 x float> %5576, %49
  %5583 = select <8 x i1> %5582, <8 x float> %5581, <8 x float> %5578
  br label %5594

5584:                                             ; preds = %5575
  %5585 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5576)
  %5586 = bitcast <8 x float> %5576 to <8 x i32>
  %5587 = or <8 x i32> %5586, %1104
  %5588 = bitcast <8 x i32> %5587 to <8 x float>
  %5589 = fcmp oeq <8 x float> %5576, %52
  %5590 = select <8 x i1> %5589, <8 x float> %5588, <8 x float> %5585
  br label %5594

5591:                                             ; preds = %5575
  %5592 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5546, <8 x float> zeroinitializer)
  %5593 = fadd <8 x float> %5576, %5592
  br label %5594

5594:                                             ; preds = %5591, %5584, %5577
  %5595 = phi <8 x float> [ %5593, %5591 ], [ %5590, %5584 ], [ %5583, %5577 ]
  switch i64 %1317, label %511 [
    i64 1, label %5610
    i64 2, label %5603
    i64 3, label %5596
    i64 0, label %5613
  ]

5596:                                             ; preds = %5594
  %5597 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5595)
  %5598 = bitcast <8 x float> %5595 to <8 x i32>
  %5599 = and <8 x i32> %5598, %1103
  %5600 = bitcast <8 x i32> %5599 to <8 x float>
  %5601 = fcmp oeq <8 x float> %5595, %49
  %5602 = select <8 x i1> %5601, <8 x float> %5600, <8 x float> %5597
  br label %5613

5603:                                             ; preds = %5594
  %5604 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5595)
  %5605 = bitcast <8 x float> %5595 to <8 x i32>
  %5606 = or <8 x i32> %5605, %1104
  %5607 = bitcast <8 x i32> %5606 to <8 x float>
  %5608 = fcmp oeq <8 x float> %5595, %52
  %5609 = select <8 x i1> %5608, <8 x float> %5607, <8 x float> %5604
  br label %5613

5610:                                             ; preds = %5594
  %5611 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5546, <8 x float> zeroinitializer)
  %5612 = fadd <8 x float> %5595, %5611
  br label %5613

5613:                                             ; preds = %5596, %5603, %5610, %5594, %5575, %5553
  %5614 = phi <8 x float> [ %5595, %5594 ], [ %5554, %5553 ], [ %5576, %5575 ], [ %5612, %5610 ], [ %5609, %5603 ], [ %5602, %5596 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5614, ptr nonnull align 1 %5555, <8 x i1> %5546)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7913

5615:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %1101, label %5616, label %5689

5616:                                             ; preds = %5615, %5630
  %5617 = phi i64 [ %5631, %5630 ], [ 0, %5615 ]
  %5618 = mul nsw i64 %5617, %14
  %5619 = sub i64 %5618, %16
  %5620 = add i64 %5619, %2694
  %5621 = icmp slt i64 %5620, 0
  %5622 = icmp sge i64 %5620, %6
  %5623 = or i1 %5621, %5622
  %5624 = select i1 %5623, i64 0, i64 %5620
  %5625 = mul nsw i64 %5624, %7
  %5626 = getelementptr inbounds float, ptr %1511, i64 %5625
  br i1 %1102, label %5627, label %5630

5627:                                             ; preds = %5616
  %5628 = mul nuw nsw i64 %5617, %11
  %5629 = getelementptr inbounds nuw float, ptr %1513, i64 %5628
  br label %5633

5630:                                             ; preds = %5642, %5616
  %5631 = add nuw nsw i64 %5617, 1
  %5632 = icmp eq i64 %5631, %10
  br i1 %5632, label %5687, label %5616

5633:                                             ; preds = %5627, %5642
  %5634 = phi i64 [ 0, %5627 ], [ %5643, %5642 ]
  %5635 = getelementptr inbounds nuw float, ptr %5629, i64 %5634
  %5636 = load float, ptr %5635, align 1
  %5637 = insertelement <8 x float> poison, float %5636, i64 0
  %5638 = shufflevector <8 x float> %5637, <8 x float> poison, <8 x i32> zeroinitializer
  %5639 = mul nsw i64 %5634, %15
  %5640 = sub i64 %5639, %17
  %5641 = getelementptr <4 x i64>, ptr %1086, i64 %5634
  br label %5645

5642:                                             ; preds = %5676
  %5643 = add nuw nsw i64 %5634, 1
  %5644 = icmp eq i64 %5643, %11
  br i1 %5644, label %5630, label %5633

5645:                                             ; preds = %5633, %5676
  %5646 = phi i64 [ 0, %5633 ], [ %5685, %5676 ]
  %5647 = or disjoint i64 %4437, %5646
  %5648 = shl nsw i64 %5647, 3
  %5649 = add i64 %5640, %5648
  br i1 %1111, label %5654, label %5650

5650:                                             ; preds = %5645
  %5651 = mul nuw nsw i64 %5647, %11
  %5652 = getelementptr <4 x i64>, ptr %5641, i64 %5651
  %5653 = load <4 x i64>, ptr %5652, align 32
  br label %5676

5654:                                             ; preds = %5645
  %5655 = sub nsw i64 %9, %5648
  %5656 = icmp slt i64 %5649, 0
  %5657 = sub nsw i64 0, %5649
  %5658 = select i1 %5656, i64 %5657, i64 0
  %5659 = sub nsw i64 %7, %5649
  %5660 = call i64 @llvm.smin.i64(i64 %5659, i64 %5655)
  %5661 = call i64 @llvm.smin.i64(i64 %5660, i64 8)
  %5662 = icmp sgt i64 %5661, %5658
  %5663 = trunc i64 %5658 to i32
  %5664 = select i1 %5662, i32 %5663, i32 0
  %5665 = insertelement <8 x i32> poison, i32 %5664, i64 0
  %5666 = shufflevector <8 x i32> %5665, <8 x i32> poison, <8 x i32> zeroinitializer
  %5667 = icmp slt <8 x i32> %5666, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5668 = trunc i64 %5661 to i32
  %5669 = select i1 %5662, i32 %5668, i32 0
  %5670 = insertelement <8 x i32> poison, i32 %5669, i64 0
  %5671 = shufflevector <8 x i32> %5670, <8 x i32> poison, <8 x i32> zeroinitializer
  %5672 = icmp sgt <8 x i32> %5671, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5673 = and <8 x i1> %5672, %5667
  %5674 = sext <8 x i1> %5673 to <8 x i32>
  %5675 = bitcast <8 x i32> %5674 to <4 x i64>
  br label %5676

5676:                                             ; preds = %5654, %5650
  %5677 = phi <4 x i64> [ %5653, %5650 ], [ %5675, %5654 ]
  %5678 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %5646
  %5679 = getelementptr inbounds float, ptr %5626, i64 %5649
  %5680 = select i1 %5623, <4 x i64> zeroinitializer, <4 x i64> %5677
  %5681 = bitcast <4 x i64> %5680 to <8 x i32>
  %5682 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5679, <8 x i32> %5681)
  %5683 = load <8 x float>, ptr %5678, align 32
  %5684 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5682, <8 x float> %5638, <8 x float> %5683)
  store <8 x float> %5684, ptr %5678, align 32
  %5685 = add nuw nsw i64 %5646, 1
  %5686 = icmp eq i64 %5685, 5
  br i1 %5686, label %5642, label %5645

5687:                                             ; preds = %5630
  %5688 = load <8 x float>, ptr %31, align 32
  br label %5689

5689:                                             ; preds = %5687, %5615
  %5690 = phi <8 x float> [ %5688, %5687 ], [ zeroinitializer, %5615 ]
  %5691 = shl nsw i64 %4437, 3
  %5692 = sub nsw i64 %9, %5691
  %5693 = icmp sgt i64 %5692, 7
  %5694 = trunc i64 %5692 to i32
  %5695 = select i1 %5693, i32 8, i32 %5694
  %5696 = insertelement <8 x i32> poison, i32 %5695, i64 0
  %5697 = shufflevector <8 x i32> %5696, <8 x i32> poison, <8 x i32> zeroinitializer
  %5698 = icmp sgt <8 x i32> %5697, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %5704, label %5699

5699:                                             ; preds = %5689
  %5700 = load float, ptr %1514, align 1
  %5701 = insertelement <8 x float> poison, float %5700, i64 0
  %5702 = shufflevector <8 x float> %5701, <8 x float> poison, <8 x i32> zeroinitializer
  %5703 = fadd <8 x float> %5690, %5702
  br label %5704

5704:                                             ; preds = %5699, %5689
  %5705 = phi <8 x float> [ %5703, %5699 ], [ %5690, %5689 ]
  %5706 = getelementptr inbounds nuw float, ptr %2681, i64 %5691
  %5707 = getelementptr inbounds nuw float, ptr %2683, i64 %5691
  %5708 = select i1 %2690, ptr null, ptr %5707
  switch i64 %1273, label %511 [
    i64 1, label %5709
    i64 2, label %5712
    i64 3, label %5719
    i64 0, label %5764
  ]

5709:                                             ; preds = %5704
  %5710 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5708, <8 x i1> %5698, <8 x float> zeroinitializer)
  %5711 = fadd <8 x float> %5705, %5710
  br label %5726

5712:                                             ; preds = %5704
  %5713 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5705)
  %5714 = bitcast <8 x float> %5705 to <8 x i32>
  %5715 = or <8 x i32> %5714, %1104
  %5716 = bitcast <8 x i32> %5715 to <8 x float>
  %5717 = fcmp oeq <8 x float> %5705, %52
  %5718 = select <8 x i1> %5717, <8 x float> %5716, <8 x float> %5713
  br label %5726

5719:                                             ; preds = %5704
  %5720 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5705)
  %5721 = bitcast <8 x float> %5705 to <8 x i32>
  %5722 = and <8 x i32> %5721, %1103
  %5723 = bitcast <8 x i32> %5722 to <8 x float>
  %5724 = fcmp oeq <8 x float> %5705, %49
  %5725 = select <8 x i1> %5724, <8 x float> %5723, <8 x float> %5720
  br label %5726

5726:                                             ; preds = %5719, %5712, %5709
  %5727 = phi <8 x float> [ %5711, %5709 ], [ %5718, %5712 ], [ %5725, %5719 ]
  switch i64 %1275, label %511 [
    i64 1, label %5742
    i64 2, label %5735
    i64 3, label %5728
    i64 0, label %5764
  ]

5728:                                             ; preds = %5726
  %5729 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5727)
  %5730 = bitcast <8 x float> %5727 to <8 x i32>
  %5731 = and <8 x i32> %5730, %1103
  %5732 = bitcast <8 x i32> %5731 to <8 x float>
  %5733 = fcmp oeq <8 x float> %5727, %49
  %5734 = select <8 x i1> %5733, <8 x float> %5732, <8 x float> %5729
  br label %5745

5735:                                             ; preds = %5726
  %5736 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5727)
  %5737 = bitcast <8 x float> %5727 to <8 x i32>
  %5738 = or <8 x i32> %5737, %1104
  %5739 = bitcast <8 x i32> %5738 to <8 x float>
  %5740 = fcmp oeq <8 x float> %5727, %52
  %5741 = select <8 x i1> %5740, <8 x float> %5739, <8 x float> %5736
  br label %5745

5742:                                             ; preds = %5726
  %5743 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5708, <8 x i1> %5698, <8 x float> zeroinitializer)
  %5744 = fadd <8 x float> %5727, %5743
  br label %5745

5745:                                             ; preds = %5742, %5735, %5728
  %5746 = phi <8 x float> [ %5744, %5742 ], [ %5741, %5735 ], [ %5734, %5728 ]
  switch i64 %1277, label %511 [
    i64 1, label %5761
    i64 2, label %5754
    i64 3, label %5747
    i64 0, label %5764
  ]

5747:                                             ; preds = %5745
  %5748 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5746)
  %5749 = bitcast <8 x float> %5746 to <8 x i32>
  %5750 = and <8 x i32> %5749, %1103
  %5751 = bitcast <8 x i32> %5750 to <8 x float>
  %5752 = fcmp oeq <8 x float> %5746, %49
  %5753 = select <8 x i1> %5752, <8 x float> %5751, <8 x float> %5748
  br label %5764

5754:                                             ; preds = %5745
  %5755 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5746)
  %5756 = bitcast <8 x float> %5746 to <8 x i32>
  %5757 = or <8 x i32> %5756, %1104
  %5758 = bitcast <8 x i32> %5757 to <8 x float>
  %5759 = fcmp oeq <8 x float> %5746, %52
  %5760 = select <8 x i1> %5759, <8 x float> %5758, <8 x float> %5755
  br label %5764

5761:                                             ; preds = %5745
  %5762 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5708, <8 x i1> %5698, <8 x float> zeroinitializer)
  %5763 = fadd <8 x float> %5746, %5762
  br label %5764

5764:                                             ; preds = %5747, %5754, %5761, %5745, %5726, %5704
  %5765 = phi <8 x float> [ %5746, %5745 ], [ %5705, %5704 ], [ %5727, %5726 ], [ %5763, %5761 ], [ %5760, %5754 ], [ %5753, %5747 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5765, ptr align 1 %5706, <8 x i1> %5698)
  %5766 = shl i64 %4437, 3
  %5767 = or disjoint i64 %5766, 8
  %5768 = sub nsw i64 %9, %5767
  %5769 = icmp sgt i64 %5768, 7
  %5770 = trunc i64 %5768 to i32
  %5771 = select i1 %5769, i32 8, i32 %5770
  %5772 = insertelement <8 x i32> poison, i32 %5771, i64 0
  %5773 = shufflevector <8 x i32> %5772, <8 x i32> poison, <8 x i32> zeroinitializer
  %5774 = icmp sgt <8 x i32> %5773, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5775 = load <8 x float>, ptr %1278, align 32
  br i1 %1563, label %5781, label %5776

5776:                                             ; preds = %5764
  %5777 = load float, ptr %1514, align 1
  %5778 = insertelement <8 x float> poison, float %5777, i64 0
  %5779 = shufflevector <8 x float> %5778, <8 x float> poison, <8 x i32> zeroinitializer
  %5780 = fadd <8 x float> %5775, %5779
  br label %5781

5781:                                             ; preds = %5776, %5764
  %5782 = phi <8 x float> [ %5780, %5776 ], [ %5775, %5764 ]
  %5783 = getelementptr inbounds nuw float, ptr %2681, i64 %5767
  %5784 = getelementptr inbounds nuw float, ptr %2683, i64 %5767
  %5785 = select i1 %2690, ptr null, ptr %5784
  switch i64 %1273, label %511 [
    i64 1, label %5800
    i64 2, label %5793
    i64 3, label %5786
    i64 0, label %5841
  ]

5786:                                             ; preds = %5781
  %5787 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5782)
  %5788 = bitcast <8 x float> %5782 to <8 x i32>
  %5789 = and <8 x i32> %5788, %1103
  %5790 = bitcast <8 x i32> %5789 to <8 x float>
  %5791 = fcmp oeq <8 x float> %5782, %49
  %5792 = select <8 x i1> %5791, <8 x float> %5790, <8 x float> %5787
  br label %5803

5793:                                             ; preds = %5781
  %5794 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5782)
  %5795 = bitcast <8 x float> %5782 to <8 x i32>
  %5796 = or <8 x i32> %5795, %1104
  %5797 = bitcast <8 x i32> %5796 to <8 x float>
  %5798 = fcmp oeq <8 x float> %5782, %52
  %5799 = select <8 x i1> %5798, <8 x float> %5797, <8 x float> %5794
  br label %5803

5800:                                             ; preds = %5781
  %5801 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5785, <8 x i1> %5774, <8 x float> zeroinitializer)
  %5802 = fadd <8 x float> %5782, %5801
  br label %5803

5803:                                             ; preds = %5800, %5793, %5786
  %5804 = phi <8 x float> [ %5802, %5800 ], [ %5799, %5793 ], [ %5792, %5786 ]
  switch i64 %1280, label %511 [
    i64 1, label %5819
    i64 2, label %5812
    i64 3, label %5805
    i64 0, label %5841
  ]

5805:                                             ; preds = %5803
  %5806 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5804)
  %5807 = bitcast <8 x float> %5804 to <8 x i32>
  %5808 = and <8 x i32> %5807, %1103
  %5809 = bitcast <8 x i32> %5808 to <8 x float>
  %5810 = fcmp oeq <8 x float> %5804, %49
  %5811 = select <8 x i1> %5810, <8 x float> %5809, <8 x float> %5806
  br label %5822

5812:                                             ; preds = %5803
  %5813 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5804)
  %5814 = bitcast <8 x float> %5804 to <8 x i32>
  %5815 = or <8 x i32> %5814, %1104
  %5816 = bitcast <8 x i32> %5815 to <8 x float>
  %5817 = fcmp oeq <8 x float> %5804, %52
  %5818 = select <8 x i1> %5817, <8 x float> %5816, <8 x float> %5813
  br label %5822

5819:                                             ; preds = %5803
  %5820 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5785, <8 x i1> %5774, <8 x float> zeroinitializer)
  %5821 = fadd <8 x float> %5804, %5820
  br label %5822

5822:                                             ; preds = %5819, %5812, %5805
  %5823 = phi <8 x float> [ %5821, %5819 ], [ %5818, %5812 ], [ %5811, %5805 ]
  switch i64 %1282, label %511 [
    i64 1, label %5838
    i64 2, label %5831
    i64 3, label %5824
    i64 0, label %5841
  ]

5824:                                             ; preds = %5822
  %5825 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5823)
  %5826 = bitcast <8 x float> %5823 to <8 x i32>
  %5827 = and <8 x i32> %5826, %1103
  %5828 = bitcast <8 x i32> %5827 to <8 x float>
  %5829 = fcmp oeq <8 x float> %5823, %49
  %5830 = select <8 x i1> %5829, <8 x float> %5828, <8 x float> %5825
  br label %5841

5831:                                             ; preds = %5822
  %5832 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5823)
  %5833 = bitcast <8 x float> %5823 to <8 x i32>
  %5834 = or <8 x i32> %5833, %1104
  %5835 = bitcast <8 x i32> %5834 to <8 x float>
  %5836 = fcmp oeq <8 x float> %5823, %52
  %5837 = select <8 x i1> %5836, <8 x float> %5835, <8 x float> %5832
  br label %5841

5838:                                             ; preds = %5822
  %5839 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5785, <8 x i1> %5774, <8 x float> zeroinitializer)
  %5840 = fadd <8 x float> %5823, %5839
  br label %5841

5841:                                             ; preds = %5824, %5831, %5838, %5822, %5803, %5781
  %5842 = phi <8 x float> [ %5823, %5822 ], [ %5782, %5781 ], [ %5804, %5803 ], [ %5840, %5838 ], [ %5837, %5831 ], [ %5830, %5824 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5842, ptr nonnull align 1 %5783, <8 x i1> %5774)
  %5843 = shl i64 %4437, 3
  %5844 = or disjoint i64 %5843, 16
  %5845 = sub nsw i64 %9, %5844
  %5846 = icmp sgt i64 %5845, 7
  %5847 = trunc i64 %5845 to i32
  %5848 = select i1 %5846, i32 8, i32 %5847
  %5849 = insertelement <8 x i32> poison, i32 %5848, i64 0
  %5850 = shufflevector <8 x i32> %5849, <8 x i32> poison, <8 x i32> zeroinitializer
  %5851 = icmp sgt <8 x i32> %5850, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5852 = load <8 x float>, ptr %1283, align 32
  br i1 %1563, label %5858, label %5853

5853:                                             ; preds = %5841
  %5854 = load float, ptr %1514, align 1
  %5855 = insertelement <8 x float> poison, float %5854, i64 0
  %5856 = shufflevector <8 x float> %5855, <8 x float> poison, <8 x i32> zeroinitializer
  %5857 = fadd <8 x float> %5852, %5856
  br label %5858

5858:                                             ; preds = %5853, %5841
  %5859 = phi <8 x float> [ %5857, %5853 ], [ %5852, %5841 ]
  %5860 = getelementptr inbounds nuw float, ptr %2681, i64 %5844
  %5861 = getelementptr inbounds nuw float, ptr %2683, i64 %5844
  %5862 = select i1 %2690, ptr null, ptr %5861
  switch i64 %1273, label %511 [
    i64 1, label %5877
    i64 2, label %5870
    i64 3, label %5863
    i64 0, label %5918
  ]

5863:                                             ; preds = %5858
  %5864 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5859)
  %5865 = bitcast <8 x float> %5859 to <8 x i32>
  %5866 = and <8 x i32> %5865, %1103
  %5867 = bitcast <8 x i32> %5866 to <8 x float>
  %5868 = fcmp oeq <8 x float> %5859, %49
  %5869 = select <8 x i1> %5868, <8 x float> %5867, <8 x float> %5864
  br label %5880

5870:                                             ; preds = %5858
  %5871 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5859)
  %5872 = bitcast <8 x float> %5859 to <8 x i32>
  %5873 = or <8 x i32> %5872, %1104
  %5874 = bitcast <8 x i32> %5873 to <8 x float>
  %5875 = fcmp oeq <8 x float> %5859, %52
  %5876 = select <8 x i1> %5875, <8 x float> %5874, <8 x float> %5871
  br label %5880

5877:                                             ; preds = %5858
  %5878 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5851, <8 x float> zeroinitializer)
  %5879 = fadd <8 x float> %5859, %5878
  br label %5880

5880:                                             ; preds = %5877, %5870, %5863
  %5881 = phi <8 x float> [ %5879, %5877 ], [ %5876, %5870 ], [ %5869, %5863 ]
  switch i64 %1285, label %511 [
    i64 1, label %5896
    i64 2, label %5889
    i64 3, label %5882
    i64 0, label %5918
  ]

5882:                                             ; preds = %5880
  %5883 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5881)
  %5884 = bitcast <8 x float> %5881 to <8 x i32>
  %5885 = and <8 x i32> %5884, %1103
  %5886 = bitcast <8 x i32> %5885 to <8 x float>
  %5887 = fcmp oeq <8 x float> %5881, %49
  %5888 = select <8 x i1> %5887, <8 x float> %5886, <8 x float> %5883
  br label %5899

5889:                                             ; preds = %5880
  %5890 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5881)
  %5891 = bitcast <8 x float> %5881 to <8 x i32>
  %5892 = or <8 x i32> %5891, %1104
  %5893 = bitcast <8 x i32> %5892 to <8 x float>
  %5894 = fcmp oeq <8 x float> %5881, %52
  %5895 = select <8 x i1> %5894, <8 x float> %5893, <8 x float> %5890
  br label %5899

5896:                                             ; preds = %5880
  %5897 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5851, <8 x float> zeroinitializer)
  %5898 = fadd <8 x float> %5881, %5897
  br label %5899

5899:                                             ; preds = %5896, %5889, %5882
  %5900 = phi <8 x float> [ %5898, %5896 ], [ %5895, %5889 ], [ %5888, %5882 ]
  switch i64 %1287, label %511 [
    i64 1, label %5915
    i64 2, label %5908
    i64 3, label %5901
    i64 0, label %5918
  ]

5901:                                             ; preds = %5899
  %5902 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5900)
  %5903 = bitcast <8 x float> %5900 to <8 x i32>
  %5904 = and <8 x i32> %5903, %1103
  %5905 = bitcast <8 x i32> %5904 to <8 x float>
  %5906 = fcmp oeq <8 x float> %5900, %49
  %5907 = select <8 x i1> %5906, <8 x float> %5905, <8 x float> %5902
  br label %5918

5908:                                             ; preds = %5899
  %5909 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5900)
  %5910 = bitcast <8 x float> %5900 to <8 x i32>
  %5911 = or <8 x i32> %5910, %1104
  %5912 = bitcast <8 x i32> %5911 to <8 x float>
  %5913 = fcmp oeq <8 x float> %5900, %52
  %5914 = select <8 x i1> %5913, <8 x float> %5912, <8 x float> %5909
  br label %5918

5915:                                             ; preds = %5899
  %5916 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5851, <8 x float> zeroinitializer)
  %5917 = fadd <8 x float> %5900, %5916
  br label %5918

5918:                                             ; preds = %5901, %5908, %5915, %5899, %5880, %5858
  %5919 = phi <8 x float> [ %5900, %5899 ], [ %5859, %5858 ], [ %5881, %5880 ], [ %5917, %5915 ], [ %5914, %5908 ], [ %5907, %5901 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5919, ptr nonnull align 1 %5860, <8 x i1> %5851)
  %5920 = shl i64 %4437, 3
  %5921 = or disjoint i64 %5920, 24
  %5922 = sub nsw i64 %9, %5921
  %5923 = icmp sgt i64 %5922, 7
  %5924 = trunc i64 %5922 to i32
  %5925 = select i1 %5923, i32 8, i32 %5924
  %5926 = insertelement <8 x i32> poison, i32 %5925, i64 0
  %5927 = shufflevector <8 x i32> %5926, <8 x i32> poison, <8 x i32> zeroinitializer
  %5928 = icmp sgt <8 x i32> %5927, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5929 = load <8 x float>, ptr %1288, align 32
  br i1 %1563, label %5935, label %5930

5930:                                             ; preds = %5918
  %5931 = load float, ptr %1514, align 1
  %5932 = insertelement <8 x float> poison, float %5931, i64 0
  %5933 = shufflevector <8 x float> %5932, <8 x float> poison, <8 x i32> zeroinitializer
  %5934 = fadd <8 x float> %5929, %5933
  br label %5935

5935:                                             ; preds = %5930, %5918
  %5936 = phi <8 x float> [ %5934, %5930 ], [ %5929, %5918 ]
  %5937 = getelementptr inbounds nuw float, ptr %2681, i64 %5921
  %5938 = getelementptr inbounds nuw float, ptr %2683, i64 %5921
  %5939 = select i1 %2690, ptr null, ptr %5938
  switch i64 %1273, label %511 [
    i64 1, label %5954
    i64 2, label %5947
    i64 3, label %5940
    i64 0, label %5995
  ]

5940:                                             ; preds = %5935
  %5941 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5936)
  %5942 = bitcast <8 x float> %5936 to <8 x i32>
  %5943 = and <8 x i32> %5942, %1103
  %5944 = bitcast <8 x i32> %5943 to <8 x float>
  %5945 = fcmp oeq <8 x float> %5936, %49
  %5946 = select <8 x i1> %5945, <8 x float> %5944, <8 x float> %5941
  br label %5957

5947:                                             ; preds = %5935
  %5948 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5936)
  %5949 = bitcast <8 x float> %5936 to <8 x i32>
  %5950 = or <8 x i32> %5949, %1104
  %5951 = bitcast <8 x i32> %5950 to <8 x float>
  %5952 = fcmp oeq <8 x float> %5936, %52
  %5953 = select <8 x i1> %5952, <8 x float> %5951, <8 x float> %5948
  br label %5957

5954:                                             ; preds = %5935
  %5955 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5939, <8 x i1> %5928, <8 x float> zeroinitializer)
  %5956 = fadd <8 x float> %5936, %5955
  br label %5957

5957:                                             ; preds = %5954, %5947, %5940
  %5958 = phi <8 x float> [ %5956, %5954 ], [ %5953, %5947 ], [ %5946, %5940 ]
  switch i64 %1290, label %511 [
    i64 1, label %5973
    i64 2, label %5966
    i64 3, label %5959
    i64 0, label %5995
  ]

5959:                                             ; preds = %5957
  %5960 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5958)
  %5961 = bitcast <8 x float> %5958 to <8 x i32>
  %5962 = and <8 x i32> %5961, %1103
  %5963 = bitcast <8 x i32> %5962 to <8 x float>
  %5964 = fcmp oeq <8 x float> %5958, %49
  %5965 = select <8 x i1> %5964, <8 x float> %5963, <8 x float> %5960
  br label %5976

5966:                                             ; preds = %5957
  %5967 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5958)
  %5968 = bitcast <8 x float> %5958 to <8 x i32>
  %5969 = or <8 x i32> %5968, %1104
  %5970 = bitcast <8 x i32> %5969 to <8 x float>
  %5971 = fcmp oeq <8 x float> %5958, %52
  %5972 = select <8 x i1> %5971, <8 x float> %5970, <8 x float> %5967
  br label %5976

5973:                                             ; preds = %5957
  %5974 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5939, <8 x i1> %5928, <8 x float> zeroinitializer)
  %5975 = fadd <8 x float> %5958, %5974
  br label %5976

5976:                                             ; preds = %5973, %5966, %5959
  %5977 = phi <8 x float> [ %5975, %5973 ], [ %5972, %5966 ], [ %5965, %5959 ]
  switch i64 %1292, label %511 [
    i64 1, label %5992
    i64 2, label %5985
    i64 3, label %5978
    i64 0, label %5995
  ]

5978:                                             ; preds = %5976
  %5979 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5977)
  %5980 = bitcast <8 x float> %5977 to <8 x i32>
  %5981 = and <8 x i32> %5980, %1103
  %5982 = bitcast <8 x i32> %5981 to <8 x float>
  %5983 = fcmp oeq <8 x float> %5977, %49
  %5984 = select <8 x i1> %5983, <8 x float> %5982, <8 x float> %5979
  br label %5995

5985:                                             ; preds = %5976
  %5986 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5977)
  %5987 = bitcast <8 x float> %5977 to <8 x i32>
  %5988 = or <8 x i32> %5987, %1104
  %5989 = bitcast <8 x i32> %5988 to <8 x float>
  %5990 = fcmp oeq <8 x float> %5977, %52
  %5991 = select <8 x i1> %5990, <8 x float> %5989, <8 x float> %5986
  br label %5995

5992:                                             ; preds = %5976
  %5993 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5939, <8 x i1> %5928, <8 x float> zeroinitializer)
  %5994 = fadd <8 x float> %5977, %5993
  br label %5995

5995:                                             ; preds = %5978, %5985, %5992, %5976, %5957, %5935
  %5996 = phi <8 x float> [ %5977, %5976 ], [ %5936, %5935 ], [ %5958, %5957 ], [ %5994, %5992 ], [ %5991, %5985 ], [ %5984, %5978 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5996, ptr nonnull align 1 %5937, <8 x i1> %5928)
  %5997 = shl i64 %4437, 3
  %5998 = or disjoint i64 %5997, 32
  %5999 = sub nsw i64 %9, %5998
  %6000 = icmp sgt i64 %5999, 7
  %6001 = trunc i64 %5999 to i32
  %6002 = select i1 %6000, i32 8, i32 %6001
  %6003 = insertelement <8 x i32> poison, i32 %6002, i64 0
  %6004 = shufflevector <8 x i32> %6003, <8 x i32> poison, <8 x i32> zeroinitializer
  %6005 = icmp sgt <8 x i32> %6004, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6006 = load <8 x float>, ptr %1293, align 32
  br i1 %1563, label %6012, label %6007

6007:                                             ; preds = %5995
  %6008 = load float, ptr %1514, align 1
  %6009 = insertelement <8 x float> poison, float %6008, i64 0
  %6010 = shufflevector <8 x float> %6009, <8 x float> poison, <8 x i32> zeroinitializer
  %6011 = fadd <8 x float> %6006, %6010
  br label %6012

6012:                                             ; preds = %6007, %5995
  %6013 = phi <8 x float> [ %6011, %6007 ], [ %6006, %5995 ]
  %6014 = getelementptr inbounds nuw float, ptr %2681, i64 %5998
  %6015 = getelementptr inbounds nuw float, ptr %2683, i64 %5998
  %6016 = select i1 %2690, ptr null, ptr %6015
  switch i64 %1273, label %511 [
    i64 1, label %6031
    i64 2, label %6024
    i64 3, label %6017
    i64 0, label %6072
  ]

6017:                                             ; preds = %6012
  %6018 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6013)
  %6019 = bitcast <8 x float> %6013 to <8 x i32>
  %6020 = and <8 x i32> %6019, %1103
  %6021 = bitcast <8 x i32> %6020 to <8 x float>
  %6022 = fcmp oeq <8 x float> %6013, %49
  %6023 = select <8 x i1> %6022, <8 x float> %6021, <8 x float> %6018
  br label %6034

6024:                                             ; preds = %6012
  %6025 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6013)
  %6026 = bitcast <8 x float> %6013 to <8 x i32>
  %6027 = or <8 x i32> %6026, %1104
  %6028 = bitcast <8 x i32> %6027 to <8 x float>
  %6029 = fcmp oeq <8 x float> %6013, %52
  %6030 = select <8 x i1> %6029, <8 x float> %6028, <8 x float> %6025
  br label %6034

6031:                                             ; preds = %6012
  %6032 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6016, <8 x i1> %6005, <8 x float> zeroinitializer)
  %6033 = fadd <8 x float> %6013, %6032
  br label %6034

6034:                                             ; preds = %6031, %6024, %6017
  %6035 = phi <8 x float> [ %6033, %6031 ], [ %6030, %6024 ], [ %6023, %6017 ]
  switch i64 %1295, label %511 [
    i64 1, label %6050
    i64 2, label %6043
    i64 3, label %6036
    i64 0, label %6072
  ]

6036:                                             ; preds = %6034
  %6037 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6035)
  %6038 = bitcast <8 x float> %6035 to <8 x i32>
  %6039 = and <8 x i32> %6038, %1103
  %6040 = bitcast <8 x i32> %6039 to <8 x float>
  %6041 = fcmp oeq <8 x float> %6035, %49
  %6042 = select <8 x i1> %6041, <8 x float> %6040, <8 x float> %6037
  br label %6053

6043:                                             ; preds = %6034
  %6044 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6035)
  %6045 = bitcast <8 x float> %6035 to <8 x i32>
  %6046 = or <8 x i32> %6045, %1104
  %6047 = bitcast <8 x i32> %6046 to <8 x float>
  %6048 = fcmp oeq <8 x float> %6035, %52
  %6049 = select <8 x i1> %6048, <8 x float> %6047, <8 x float> %6044
  br label %6053

6050:                                             ; preds = %6034
  %6051 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6016, <8 x i1> %6005, <8 x float> zeroinitializer)
  %6052 = fadd <8 x float> %6035, %6051
  br label %6053

6053:                                             ; preds = %6050, %6043, %6036
  %6054 = phi <8 x float> [ %6052, %6050 ], [ %6049, %6043 ], [ %6042, %6036 ]
  switch i64 %1297, label %511 [
    i64 1, label %6069
    i64 2, label %6062
    i64 3, label %6055
    i64 0, label %6072
  ]

6055:                                             ; preds = %6053
  %6056 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6054)
  %6057 = bitcast <8 x float> %6054 to <8 x i32>
  %6058 = and <8 x i32> %6057, %1103
  %6059 = bitcast <8 x i32> %6058 to <8 x float>
  %6060 = fcmp oeq <8 x float> %6054, %49
  %6061 = select <8 x i1> %6060, <8 x float> %6059, <8 x float> %6056
  br label %6072

6062:                                             ; preds = %6053
  %6063 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6054)
  %6064 = bitcast <8 x float> %6054 to <8 x i32>
  %6065 = or <8 x i32> %6064, %1104
  %6066 = bitcast <8 x i32> %6065 to <8 x float>
  %6067 = fcmp oeq <8 x float> %6054, %52
  %6068 = select <8 x i1> %6067, <8 x float> %6066, <8 x float> %6063
  br label %6072

6069:                                             ; preds = %6053
  %6070 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6016, <8 x i1> %6005, <8 x float> zeroinitializer)
  %6071 = fadd <8 x float> %6054, %6070
  br label %6072

6072:                                             ; preds = %6055, %6062, %6069, %6053, %6034, %6012
  %6073 = phi <8 x float> [ %6054, %6053 ], [ %6013, %6012 ], [ %6035, %6034 ], [ %6071, %6069 ], [ %6068, %6062 ], [ %6061, %6055 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6073, ptr nonnull align 1 %6014, <8 x i1> %6005)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7913

6074:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %1101, label %6075, label %6148

6075:                                             ; preds = %6074, %6089
  %6076 = phi i64 [ %6090, %6089 ], [ 0, %6074 ]
  %6077 = mul nsw i64 %6076, %14
  %6078 = sub i64 %6077, %16
  %6079 = add i64 %6078, %2693
  %6080 = icmp slt i64 %6079, 0
  %6081 = icmp sge i64 %6079, %6
  %6082 = or i1 %6080, %6081
  %6083 = select i1 %6082, i64 0, i64 %6079
  %6084 = mul nsw i64 %6083, %7
  %6085 = getelementptr inbounds float, ptr %1511, i64 %6084
  br i1 %1102, label %6086, label %6089

6086:                                             ; preds = %6075
  %6087 = mul nuw nsw i64 %6076, %11
  %6088 = getelementptr inbounds nuw float, ptr %1513, i64 %6087
  br label %6092

6089:                                             ; preds = %6101, %6075
  %6090 = add nuw nsw i64 %6076, 1
  %6091 = icmp eq i64 %6090, %10
  br i1 %6091, label %6146, label %6075

6092:                                             ; preds = %6086, %6101
  %6093 = phi i64 [ 0, %6086 ], [ %6102, %6101 ]
  %6094 = getelementptr inbounds nuw float, ptr %6088, i64 %6093
  %6095 = load float, ptr %6094, align 1
  %6096 = insertelement <8 x float> poison, float %6095, i64 0
  %6097 = shufflevector <8 x float> %6096, <8 x float> poison, <8 x i32> zeroinitializer
  %6098 = mul nsw i64 %6093, %15
  %6099 = sub i64 %6098, %17
  %6100 = getelementptr <4 x i64>, ptr %1086, i64 %6093
  br label %6104

6101:                                             ; preds = %6135
  %6102 = add nuw nsw i64 %6093, 1
  %6103 = icmp eq i64 %6102, %11
  br i1 %6103, label %6089, label %6092

6104:                                             ; preds = %6092, %6135
  %6105 = phi i64 [ 0, %6092 ], [ %6144, %6135 ]
  %6106 = or disjoint i64 %4437, %6105
  %6107 = shl nsw i64 %6106, 3
  %6108 = add i64 %6099, %6107
  br i1 %1111, label %6113, label %6109

6109:                                             ; preds = %6104
  %6110 = mul nuw nsw i64 %6106, %11
  %6111 = getelementptr <4 x i64>, ptr %6100, i64 %6110
  %6112 = load <4 x i64>, ptr %6111, align 32
  br label %6135

6113:                                             ; preds = %6104
  %6114 = sub nsw i64 %9, %6107
  %6115 = icmp slt i64 %6108, 0
  %6116 = sub nsw i64 0, %6108
  %6117 = select i1 %6115, i64 %6116, i64 0
  %6118 = sub nsw i64 %7, %6108
  %6119 = call i64 @llvm.smin.i64(i64 %6118, i64 %6114)
  %6120 = call i64 @llvm.smin.i64(i64 %6119, i64 8)
  %6121 = icmp sgt i64 %6120, %6117
  %6122 = trunc i64 %6117 to i32
  %6123 = select i1 %6121, i32 %6122, i32 0
  %6124 = insertelement <8 x i32> poison, i32 %6123, i64 0
  %6125 = shufflevector <8 x i32> %6124, <8 x i32> poison, <8 x i32> zeroinitializer
  %6126 = icmp slt <8 x i32> %6125, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6127 = trunc i64 %6120 to i32
  %6128 = select i1 %6121, i32 %6127, i32 0
  %6129 = insertelement <8 x i32> poison, i32 %6128, i64 0
  %6130 = shufflevector <8 x i32> %6129, <8 x i32> poison, <8 x i32> zeroinitializer
  %6131 = icmp sgt <8 x i32> %6130, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6132 = and <8 x i1> %6131, %6126
  %6133 = sext <8 x i1> %6132 to <8 x i32>
  %6134 = bitcast <8 x i32> %6133 to <4 x i64>
  br label %6135

6135:                                             ; preds = %6113, %6109
  %6136 = phi <4 x i64> [ %6112, %6109 ], [ %6134, %6113 ]
  %6137 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6105
  %6138 = getelementptr inbounds float, ptr %6085, i64 %6108
  %6139 = select i1 %6082, <4 x i64> zeroinitializer, <4 x i64> %6136
  %6140 = bitcast <4 x i64> %6139 to <8 x i32>
  %6141 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6138, <8 x i32> %6140)
  %6142 = load <8 x float>, ptr %6137, align 32
  %6143 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6141, <8 x float> %6097, <8 x float> %6142)
  store <8 x float> %6143, ptr %6137, align 32
  %6144 = add nuw nsw i64 %6105, 1
  %6145 = icmp eq i64 %6144, 6
  br i1 %6145, label %6101, label %6104

6146:                                             ; preds = %6089
  %6147 = load <8 x float>, ptr %32, align 32
  br label %6148

6148:                                             ; preds = %6146, %6074
  %6149 = phi <8 x float> [ %6147, %6146 ], [ zeroinitializer, %6074 ]
  %6150 = shl nsw i64 %4437, 3
  %6151 = sub nsw i64 %9, %6150
  %6152 = icmp sgt i64 %6151, 7
  %6153 = trunc i64 %6151 to i32
  %6154 = select i1 %6152, i32 8, i32 %6153
  %6155 = insertelement <8 x i32> poison, i32 %6154, i64 0
  %6156 = shufflevector <8 x i32> %6155, <8 x i32> poison, <8 x i32> zeroinitializer
  %6157 = icmp sgt <8 x i32> %6156, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %6163, label %6158

6158:                                             ; preds = %6148
  %6159 = load float, ptr %1514, align 1
  %6160 = insertelement <8 x float> poison, float %6159, i64 0
  %6161 = shufflevector <8 x float> %6160, <8 x float> poison, <8 x i32> zeroinitializer
  %6162 = fadd <8 x float> %6149, %6161
  br label %6163

6163:                                             ; preds = %6158, %6148
  %6164 = phi <8 x float> [ %6162, %6158 ], [ %6149, %6148 ]
  %6165 = getelementptr inbounds nuw float, ptr %2681, i64 %6150
  %6166 = getelementptr inbounds nuw float, ptr %2683, i64 %6150
  %6167 = select i1 %2690, ptr null, ptr %6166
  switch i64 %1243, label %511 [
    i64 1, label %6168
    i64 2, label %6171
    i64 3, label %6178
    i64 0, label %6223
  ]

6168:                                             ; preds = %6163
  %6169 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6167, <8 x i1> %6157, <8 x float> zeroinitializer)
  %6170 = fadd <8 x float> %6164, %6169
  br label %6185

6171:                                             ; preds = %6163
  %6172 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6164)
  %6173 = bitcast <8 x float> %6164 to <8 x i32>
  %6174 = or <8 x i32> %6173, %1104
  %6175 = bitcast <8 x i32> %6174 to <8 x float>
  %6176 = fcmp oeq <8 x float> %6164, %52
  %6177 = select <8 x i1> %6176, <8 x float> %6175, <8 x float> %6172
  br label %6185

6178:                                             ; preds = %6163
  %6179 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6164)
  %6180 = bitcast <8 x float> %6164 to <8 x i32>
  %6181 = and <8 x i32> %6180, %1103
  %6182 = bitcast <8 x i32> %6181 to <8 x float>
  %6183 = fcmp oeq <8 x float> %6164, %49
  %6184 = select <8 x i1> %6183, <8 x float> %6182, <8 x float> %6179
  br label %6185

6185:                                             ; preds = %6178, %6171, %6168
  %6186 = phi <8 x float> [ %6170, %6168 ], [ %6177, %6171 ], [ %6184, %6178 ]
  switch i64 %1245, label %511 [
    i64 1, label %6201
    i64 2, label %6194
    i64 3, label %6187
    i64 0, label %6223
  ]

6187:                                             ; preds = %6185
  %6188 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6186)
  %6189 = bitcast <8 x float> %6186 to <8 x i32>
  %6190 = and <8 x i32> %6189, %1103
  %6191 = bitcast <8 x i32> %6190 to <8 x float>
  %6192 = fcmp oeq <8 x float> %6186, %49
  %6193 = select <8 x i1> %6192, <8 x float> %6191, <8 x float> %6188
  br label %6204

6194:                                             ; preds = %6185
  %6195 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6186)
  %6196 = bitcast <8 x float> %6186 to <8 x i32>
  %6197 = or <8 x i32> %6196, %1104
  %6198 = bitcast <8 x i32> %6197 to <8 x float>
  %6199 = fcmp oeq <8 x float> %6186, %52
  %6200 = select <8 x i1> %6199, <8 x float> %6198, <8 x float> %6195
  br label %6204

6201:                                             ; preds = %6185
  %6202 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6167, <8 x i1> %6157, <8 x float> zeroinitializer)
  %6203 = fadd <8 x float> %6186, %6202
  br label %6204

6204:                                             ; preds = %6201, %6194, %6187
  %6205 = phi <8 x float> [ %6203, %6201 ], [ %6200, %6194 ], [ %6193, %6187 ]
  switch i64 %1247, label %511 [
    i64 1, label %6220
    i64 2, label %6213
    i64 3, label %6206
    i64 0, label %6223
  ]

6206:                                             ; preds = %6204
  %6207 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6205)
  %6208 = bitcast <8 x float> %6205 to <8 x i32>
  %6209 = and <8 x i32> %6208, %1103
  %6210 = bitcast <8 x i32> %6209 to <8 x float>
  %6211 = fcmp oeq <8 x float> %6205, %49
  %6212 = select <8 x i1> %6211, <8 x float> %6210, <8 x float> %6207
  br label %6223

6213:                                             ; preds = %6204
  %6214 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6205)
  %6215 = bitcast <8 x float> %6205 to <8 x i32>
  %6216 = or <8 x i32> %6215, %1104
  %6217 = bitcast <8 x i32> %6216 to <8 x float>
  %6218 = fcmp oeq <8 x float> %6205, %52
  %6219 = select <8 x i1> %6218, <8 x float> %6217, <8 x float> %6214
  br label %6223

6220:                                             ; preds = %6204
  %6221 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6167, <8 x i1> %6157, <8 x float> zeroinitializer)
  %6222 = fadd <8 x float> %6205, %6221
  br label %6223

6223:                                             ; preds = %6206, %6213, %6220, %6204, %6185, %6163
  %6224 = phi <8 x float> [ %6205, %6204 ], [ %6164, %6163 ], [ %6186, %6185 ], [ %6222, %6220 ], [ %6219, %6213 ], [ %6212, %6206 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6224, ptr align 1 %6165, <8 x i1> %6157)
  %6225 = shl i64 %4437, 3
  %6226 = or disjoint i64 %6225, 8
  %6227 = sub nsw i64 %9, %6226
  %6228 = icmp sgt i64 %6227, 7
  %6229 = trunc i64 %6227 to i32
  %6230 = select i1 %6228, i32 8, i32 %6229
  %6231 = insertelement <8 x i32> poison, i32 %6230, i64 0
  %6232 = shufflevector <8 x i32> %6231, <8 x i32> poison, <8 x i32> zeroinitializer
  %6233 = icmp sgt <8 x i32> %6232, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6234 = load <8 x float>, ptr %1248, align 32
  br i1 %1563, label %6240, label %6235

6235:                                             ; preds = %6223
  %6236 = load float, ptr %1514, align 1
  %6237 = insertelement <8 x float> poison, float %6236, i64 0
  %6238 = shufflevector <8 x float> %6237, <8 x float> poison, <8 x i32> zeroinitializer
  %6239 = fadd <8 x float> %6234, %6238
  br label %6240

6240:                                             ; preds = %6235, %6223
  %6241 = phi <8 x float> [ %6239, %6235 ], [ %6234, %6223 ]
  %6242 = getelementptr inbounds nuw float, ptr %2681, i64 %6226
  %6243 = getelementptr inbounds nuw float, ptr %2683, i64 %6226
  %6244 = select i1 %2690, ptr null, ptr %6243
  switch i64 %1243, label %511 [
    i64 1, label %6259
    i64 2, label %6252
    i64 3, label %6245
    i64 0, label %6300
  ]

6245:                                             ; preds = %6240
  %6246 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6241)
  %6247 = bitcast <8 x float> %6241 to <8 x i32>
  %6248 = and <8 x i32> %6247, %1103
  %6249 = bitcast <8 x i32> %6248 to <8 x float>
  %6250 = fcmp oeq <8 x float> %6241, %49
  %6251 = select <8 x i1> %6250, <8 x float> %6249, <8 x float> %6246
  br label %6262

6252:                                             ; preds = %6240
  %6253 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6241)
  %6254 = bitcast <8 x float> %6241 to <8 x i32>
  %6255 = or <8 x i32> %6254, %1104
  %6256 = bitcast <8 x i32> %6255 to <8 x float>
  %6257 = fcmp oeq <8 x float> %6241, %52
  %6258 = select <8 x i1> %6257, <8 x float> %6256, <8 x float> %6253
  br label %6262

6259:                                             ; preds = %6240
  %6260 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6244, <8 x i1> %6233, <8 x float> zeroinitializer)
  %6261 = fadd <8 x float> %6241, %6260
  br label %6262

6262:                                             ; preds = %6259, %6252, %6245
  %6263 = phi <8 x float> [ %6261, %6259 ], [ %6258, %6252 ], [ %6251, %6245 ]
  switch i64 %1250, label %511 [
    i64 1, label %6278
    i64 2, label %6271
    i64 3, label %6264
    i64 0, label %6300
  ]

6264:                                             ; preds = %6262
  %6265 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6263)
  %6266 = bitcast <8 x float> %6263 to <8 x i32>
  %6267 = and <8 x i32> %6266, %1103
  %6268 = bitcast <8 x i32> %6267 to <8 x float>
  %6269 = fcmp oeq <8 x float> %6263, %49
  %6270 = select <8 x i1> %6269, <8 x float> %6268, <8 x float> %6265
  br label %6281

6271:                                             ; preds = %6262
  %6272 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6263)
  %6273 = bitcast <8 x float> %6263 to <8 x i32>
  %6274 = or <8 x i32> %6273, %1104
  %6275 = bitcast <8 x i32> %6274 to <8 x float>
  %6276 = fcmp oeq <8 x float> %6263, %52
  %6277 = select <8 x i1> %6276, <8 x float> %6275, <8 x float> %6272
  br label %6281

6278:                                             ; preds = %6262
  %6279 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6244, <8 x i1> %6233, <8 x float> zeroinitializer)
  %6280 = fadd <8 x float> %6263, %6279
  br label %6281

6281:                                             ; preds = %6278, %6271, %6264
  %6282 = phi <8 x float> [ %6280, %6278 ], [ %6277, %6271 ], [ %6270, %6264 ]
  switch i64 %1252, label %511 [
    i64 1, label %6297
    i64 2, label %6290
    i64 3, label %6283
    i64 0, label %6300
  ]

6283:                                             ; preds = %6281
  %6284 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6282)
  %6285 = bitcast <8 x float> %6282 to <8 x i32>
  %6286 = and <8 x i32> %6285, %1103
  %6287 = bitcast <8 x i32> %6286 to <8 x float>
  %6288 = fcmp oeq <8 x float> %6282, %49
  %6289 = select <8 x i1> %6288, <8 x float> %6287, <8 x float> %6284
  br label %6300

6290:                                             ; preds = %6281
  %6291 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6282)
  %6292 = bitcast <8 x float> %6282 to <8 x i32>
  %6293 = or <8 x i32> %6292, %1104
  %6294 = bitcast <8 x i32> %6293 to <8 x float>
  %6295 = fcmp oeq <8 x float> %6282, %52
  %6296 = select <8 x i1> %6295, <8 x float> %6294, <8 x float> %6291
  br label %6300

6297:                                             ; preds = %6281
  %6298 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6244, <8 x i1> %6233, <8 x float> zeroinitializer)
  %6299 = fadd <8 x float> %6282, %6298
  br label %6300

6300:                                             ; preds = %6283, %6290, %6297, %6281, %6262, %6240
  %6301 = phi <8 x float> [ %6282, %6281 ], [ %6241, %6240 ], [ %6263, %6262 ], [ %6299, %6297 ], [ %6296, %6290 ], [ %6289, %6283 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6301, ptr nonnull align 1 %6242, <8 x i1> %6233)
  %6302 = shl i64 %4437, 3
  %6303 = or disjoint i64 %6302, 16
  %6304 = sub nsw i64 %9, %6303
  %6305 = icmp sgt i64 %6304, 7
  %6306 = trunc i64 %6304 to i32
  %6307 = select i1 %6305, i32 8, i32 %6306
  %6308 = insertelement <8 x i32> poison, i32 %6307, i64 0
  %6309 = shufflevector <8 x i32> %6308, <8 x i32> poison, <8 x i32> zeroinitializer
  %6310 = icmp sgt <8 x i32> %6309, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6311 = load <8 x float>, ptr %1253, align 32
  br i1 %1563, label %6317, label %6312

6312:                                             ; preds = %6300
  %6313 = load float, ptr %1514, align 1
  %6314 = insertelement <8 x float> poison, float %6313, i64 0
  %6315 = shufflevector <8 x float> %6314, <8 x float> poison, <8 x i32> zeroinitializer
  %6316 = fadd <8 x float> %6311, %6315
  br label %6317

6317:                                             ; preds = %6312, %6300
  %6318 = phi <8 x float> [ %6316, %6312 ], [ %6311, %6300 ]
  %6319 = getelementptr inbounds nuw float, ptr %2681, i64 %6303
  %6320 = getelementptr inbounds nuw float, ptr %2683, i64 %6303
  %6321 = select i1 %2690, ptr null, ptr %6320
  switch i64 %1243, label %511 [
    i64 1, label %6336
    i64 2, label %6329
    i64 3, label %6322
    i64 0, label %6377
  ]

6322:                                             ; preds = %6317
  %6323 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6318)
  %6324 = bitcast <8 x float> %6318 to <8 x i32>
  %6325 = and <8 x i32> %6324, %1103
  %6326 = bitcast <8 x i32> %6325 to <8 x float>
  %6327 = fcmp oeq <8 x float> %6318, %49
  %6328 = select <8 x i1> %6327, <8 x float> %6326, <8 x float> %6323
  br label %6339

6329:                                             ; preds = %6317
  %6330 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6318)
  %6331 = bitcast <8 x float> %6318 to <8 x i32>
  %6332 = or <8 x i32> %6331, %1104
  %6333 = bitcast <8 x i32> %6332 to <8 x float>
  %6334 = fcmp oeq <8 x float> %6318, %52
  %6335 = select <8 x i1> %6334, <8 x float> %6333, <8 x float> %6330
  br label %6339

6336:                                             ; preds = %6317
  %6337 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6321, <8 x i1> %6310, <8 x float> zeroinitializer)
  %6338 = fadd <8 x float> %6318, %6337
  br label %6339

6339:                                             ; preds = %6336, %6329, %6322
  %6340 = phi <8 x float> [ %6338, %6336 ], [ %6335, %6329 ], [ %6328, %6322 ]
  switch i64 %1255, label %511 [
    i64 1, label %6355
    i64 2, label %6348
    i64 3, label %6341
    i64 0, label %6377
  ]

6341:                                             ; preds = %6339
  %6342 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6340)
  %6343 = bitcast <8 x float> %6340 to <8 x i32>
  %6344 = and <8 x i32> %6343, %1103
  %6345 = bitcast <8 x i32> %6344 to <8 x float>
  %6346 = fcmp oeq <8 x float> %6340, %49
  %6347 = select <8 x i1> %6346, <8 x float> %6345, <8 x float> %6342
  br label %6358

6348:                                             ; preds = %6339
  %6349 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6340)
  %6350 = bitcast <8 x float> %6340 to <8 x i32>
  %6351 = or <8 x i32> %6350, %1104
  %6352 = bitcast <8 x i32> %6351 to <8 x float>
  %6353 = fcmp oeq <8 x float> %6340, %52
  %6354 = select <8 x i1> %6353, <8 x float> %6352, <8 x float> %6349
  br label %6358

6355:                                             ; preds = %6339
  %6356 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6321, <8 x i1> %6310, <8 x float> zeroinitializer)
  %6357 = fadd <8 x float> %6340, %6356
  br label %6358

6358:                                             ; preds = %6355, %6348, %6341
  %6359 = phi <8 x float> [ %6357, %6355 ], [ %6354, %6348 ], [ %6347, %6341 ]
  switch i64 %1257, label %511 [
    i64 1, label %6374
    i64 2, label %6367
    i64 3, label %6360
    i64 0, label %6377
  ]

6360:                                             ; preds = %6358
  %6361 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6359)
  %6362 = bitcast <8 x float> %6359 to <8 x i32>
  %6363 = and <8 x i32> %6362, %1103
  %6364 = bitcast <8 x i32> %6363 to <8 x float>
  %6365 = fcmp oeq <8 x float> %6359, %49
  %6366 = select <8 x i1> %6365, <8 x float> %6364, <8 x float> %6361
  br label %6377

6367:                                             ; preds = %6358
  %6368 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6359)
  %6369 = bitcast <8 x float> %6359 to <8 x i32>
  %6370 = or <8 x i32> %6369, %1104
  %6371 = bitcast <8 x i32> %6370 to <8 x float>
  %6372 = fcmp oeq <8 x float> %6359, %52
  %6373 = select <8 x i1> %6372, <8 x float> %6371, <8 x float> %6368
  br label %6377

6374:                                             ; preds = %6358
  %6375 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6321, <8 x i1> %6310, <8 x float> zeroinitializer)
  %6376 = fadd <8 x float> %6359, %6375
  br label %6377

6377:                                             ; preds = %6360, %6367, %6374, %6358, %6339, %6317
  %6378 = phi <8 x float> [ %6359, %6358 ], [ %6318, %6317 ], [ %6340, %6339 ], [ %6376, %6374 ], [ %6373, %6367 ], [ %6366, %6360 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6378, ptr nonnull align 1 %6319, <8 x i1> %6310)
  %6379 = shl i64 %4437, 3
  %6380 = or disjoint i64 %6379, 24
  %6381 = sub nsw i64 %9, %6380
  %6382 = icmp sgt i64 %6381, 7
  %6383 = trunc i64 %6381 to i32
  %6384 = select i1 %6382, i32 8, i32 %6383
  %6385 = insertelement <8 x i32> poison, i32 %6384, i64 0
  %6386 = shufflevector <8 x i32> %6385, <8 x i32> poison, <8 x i32> zeroinitializer
  %6387 = icmp sgt <8 x i32> %6386, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6388 = load <8 x float>, ptr %1258, align 32
  br i1 %1563, label %6394, label %6389

6389:                                             ; preds = %6377
  %6390 = load float, ptr %1514, align 1
  %6391 = insertelement <8 x float> poison, float %6390, i64 0
  %6392 = shufflevector <8 x float> %6391, <8 x float> poison, <8 x i32> zeroinitializer
  %6393 = fadd <8 x float> %6388, %6392
  br label %6394

6394:                                             ; preds = %6389, %6377
  %6395 = phi <8 x float> [ %6393, %6389 ], [ %6388, %6377 ]
  %6396 = getelementptr inbounds nuw float, ptr %2681, i64 %6380
  %6397 = getelementptr inbounds nuw float, ptr %2683, i64 %6380
  %6398 = select i1 %2690, ptr null, ptr %6397
  switch i64 %1243, label %511 [
    i64 1, label %6413
    i64 2, label %6406
    i64 3, label %6399
    i64 0, label %6454
  ]

6399:                                             ; preds = %6394
  %6400 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6395)
  %6401 = bitcast <8 x float> %6395 to <8 x i32>
  %6402 = and <8 x i32> %6401, %1103
  %6403 = bitcast <8 x i32> %6402 to <8 x float>
  %6404 = fcmp oeq <8 x float> %6395, %49
  %6405 = select <8 x i1> %6404, <8 x float> %6403, <8 x float> %6400
  br label %6416

6406:                                             ; preds = %6394
  %6407 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6395)
  %6408 = bitcast <8 x float> %6395 to <8 x i32>
  %6409 = or <8 x i32> %6408, %1104
  %6410 = bitcast <8 x i32> %6409 to <8 x float>
  %6411 = fcmp oeq <8 x float> %6395, %52
  %6412 = select <8 x i1> %6411, <8 x float> %6410, <8 x float> %6407
  br label %6416

6413:                                             ; preds = %6394
  %6414 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6398, <8 x i1> %6387, <8 x float> zeroinitializer)
  %6415 = fadd <8 x float> %6395, %6414
  br label %6416

6416:                                             ; preds = %6413, %6406, %6399
  %6417 = phi <8 x float> [ %6415, %6413 ], [ %6412, %6406 ], [ %6405, %6399 ]
  switch i64 %1260, label %511 [
    i64 1, label %6432
    i64 2, label %6425
    i64 3, label %6418
    i64 0, label %6454
  ]

6418:                                             ; preds = %6416
  %6419 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6417)
  %6420 = bitcast <8 x float> %6417 to <8 x i32>
  %6421 = and <8 x i32> %6420, %1103
  %6422 = bitcast <8 x i32> %6421 to <8 x float>
  %6423 = fcmp oeq <8 x float> %6417, %49
  %6424 = select <8 x i1> %6423, <8 x float> %6422, <8 x float> %6419
  br label %6435

6425:                                             ; preds = %6416
  %6426 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6417)
  %6427 = bitcast <8 x float> %6417 to <8 x i32>
  %6428 = or <8 x i32> %6427, %1104
  %6429 = bitcast <8 x i32> %6428 to <8 x float>
  %6430 = fcmp oeq <8 x float> %6417, %52
  %6431 = select <8 x i1> %6430, <8 x float> %6429, <8 x float> %6426
  br label %6435

6432:                                             ; preds = %6416
  %6433 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6398, <8 x i1> %6387, <8 x float> zeroinitializer)
  %6434 = fadd <8 x float> %6417, %6433
  br label %6435

6435:                                             ; preds = %6432, %6425, %6418
  %6436 = phi <8 x float> [ %6434, %6432 ], [ %6431, %6425 ], [ %6424, %6418 ]
  switch i64 %1262, label %511 [
    i64 1, label %6451
    i64 2, label %6444
    i64 3, label %6437
    i64 0, label %6454
  ]

6437:                                             ; preds = %6435
  %6438 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6436)
  %6439 = bitcast <8 x float> %6436 to <8 x i32>
  %6440 = and <8 x i32> %6439, %1103
  %6441 = bitcast <8 x i32> %6440 to <8 x float>
  %6442 = fcmp oeq <8 x float> %6436, %49
  %6443 = select <8 x i1> %6442, <8 x float> %6441, <8 x float> %6438
  br label %6454

6444:                                             ; preds = %6435
  %6445 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6436)
  %6446 = bitcast <8 x float> %6436 to <8 x i32>
  %6447 = or <8 x i32> %6446, %1104
  %6448 = bitcast <8 x i32> %6447 to <8 x float>
  %6449 = fcmp oeq <8 x float> %6436, %52
  %6450 = select <8 x i1> %6449, <8 x float> %6448, <8 x float> %6445
  br label %6454

6451:                                             ; preds = %6435
  %6452 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6398, <8 x i1> %6387, <8 x float> zeroinitializer)
  %6453 = fadd <8 x float> %6436, %6452
  br label %6454

6454:                                             ; preds = %6437, %6444, %6451, %6435, %6416, %6394
  %6455 = phi <8 x float> [ %6436, %6435 ], [ %6395, %6394 ], [ %6417, %6416 ], [ %6453, %6451 ], [ %6450, %6444 ], [ %6443, %6437 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6455, ptr nonnull align 1 %6396, <8 x i1> %6387)
  %6456 = shl i64 %4437, 3
  %6457 = or disjoint i64 %6456, 32
  %6458 = sub nsw i64 %9, %6457
  %6459 = icmp sgt i64 %6458, 7
  %6460 = trunc i64 %6458 to i32
  %6461 = select i1 %6459, i32 8, i32 %6460
  %6462 = insertelement <8 x i32> poison, i32 %6461, i64 0
  %6463 = shufflevector <8 x i32> %6462, <8 x i32> poison, <8 x i32> zeroinitializer
  %6464 = icmp sgt <8 x i32> %6463, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6465 = load <8 x float>, ptr %1263, align 32
  br i1 %1563, label %6471, label %6466

6466:                                             ; preds = %6454
  %6467 = load float, ptr %1514, align 1
  %6468 = insertelement <8 x float> poison, float %6467, i64 0
  %6469 = shufflevector <8 x float> %6468, <8 x float> poison, <8 x i32> zeroinitializer
  %6470 = fadd <8 x float> %6465, %6469
  br label %6471

6471:                                             ; preds = %6466, %6454
  %6472 = phi <8 x float> [ %6470, %6466 ], [ %6465, %6454 ]
  %6473 = getelementptr inbounds nuw float, ptr %2681, i64 %6457
  %6474 = getelementptr inbounds nuw float, ptr %2683, i64 %6457
  %6475 = select i1 %2690, ptr null, ptr %6474
  switch i64 %1243, label %511 [
    i64 1, label %6490
    i64 2, label %6483
    i64 3, label %6476
    i64 0, label %6531
  ]

6476:                                             ; preds = %6471
  %6477 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6472)
  %6478 = bitcast <8 x float> %6472 to <8 x i32>
  %6479 = and <8 x i32> %6478, %1103
  %6480 = bitcast <8 x i32> %6479 to <8 x float>
  %6481 = fcmp oeq <8 x float> %6472, %49
  %6482 = select <8 x i1> %6481, <8 x float> %6480, <8 x float> %6477
  br label %6493

6483:                                             ; preds = %6471
  %6484 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6472)
  %6485 = bitcast <8 x float> %6472 to <8 x i32>
  %6486 = or <8 x i32> %6485, %1104
  %6487 = bitcast <8 x i32> %6486 to <8 x float>
  %6488 = fcmp oeq <8 x float> %6472, %52
  %6489 = select <8 x i1> %6488, <8 x float> %6487, <8 x float> %6484
  br label %6493

6490:                                             ; preds = %6471
  %6491 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6475, <8 x i1> %6464, <8 x float> zeroinitializer)
  %6492 = fadd <8 x float> %6472, %6491
  br label %6493

6493:                                             ; preds = %6490, %6483, %6476
  %6494 = phi <8 x float> [ %6492, %6490 ], [ %6489, %6483 ], [ %6482, %6476 ]
  switch i64 %1265, label %511 [
    i64 1, label %6509
    i64 2, label %6502
    i64 3, label %6495
    i64 0, label %6531
  ]

6495:                                             ; preds = %6493
  %6496 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6494)
  %6497 = bitcast <8 x float> %6494 to <8 x i32>
  %6498 = and <8 x i32> %6497, %1103
  %6499 = bitcast <8 x i32> %6498 to <8 x float>
  %6500 = fcmp oeq <8 x float> %6494, %49
  %6501 = select <8 x i1> %6500, <8 x float> %6499, <8 x float> %6496
  br label %6512

6502:                                             ; preds = %6493
  %6503 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6494)
  %6504 = bitcast <8 x float> %6494 to <8 x i32>
  %6505 = or <8 x i32> %6504, %1104
  %6506 = bitcast <8 x i32> %6505 to <8 x float>
  %6507 = fcmp oeq <8 x float> %6494, %52
  %6508 = select <8 x i1> %6507, <8 x float> %6506, <8 x float> %6503
  br label %6512

6509:                                             ; preds = %6493
  %6510 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6475, <8 x i1> %6464, <8 x float> zeroinitializer)
  %6511 = fadd <8 x float> %6494, %6510
  br label %6512

6512:                                             ; preds = %6509, %6502, %6495
  %6513 = phi <8 x float> [ %6511, %6509 ], [ %6508, %6502 ], [ %6501, %6495 ]
  switch i64 %1267, label %511 [
    i64 1, label %6528
    i64 2, label %6521
    i64 3, label %6514
    i64 0, label %6531
  ]

6514:                                             ; preds = %6512
  %6515 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6513)
  %6516 = bitcast <8 x float> %6513 to <8 x i32>
  %6517 = and <8 x i32> %6516, %1103
  %6518 = bitcast <8 x i32> %6517 to <8 x float>
  %6519 = fcmp oeq <8 x float> %6513, %49
  %6520 = select <8 x i1> %6519, <8 x float> %6518, <8 x float> %6515
  br label %6531

6521:                                             ; preds = %6512
  %6522 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6513)
  %6523 = bitcast <8 x float> %6513 to <8 x i32>
  %6524 = or <8 x i32> %6523, %1104
  %6525 = bitcast <8 x i32> %6524 to <8 x float>
  %6526 = fcmp oeq <8 x float> %6513, %52
  %6527 = select <8 x i1> %6526, <8 x float> %6525, <8 x float> %6522
  br label %6531

6528:                                             ; preds = %6512
  %6529 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6475, <8 x i1> %6464, <8 x float> zeroinitializer)
  %6530 = fadd <8 x float> %6513, %6529
  br label %6531

6531:                                             ; preds = %6514, %6521, %6528, %6512, %6493, %6471
  %6532 = phi <8 x float> [ %6513, %6512 ], [ %6472, %6471 ], [ %6494, %6493 ], [ %6530, %6528 ], [ %6527, %6521 ], [ %6520, %6514 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6532, ptr nonnull align 1 %6473, <8 x i1> %6464)
  %6533 = shl i64 %4437, 3
  %6534 = or disjoint i64 %6533, 40
  %6535 = sub nsw i64 %9, %6534
  %6536 = icmp sgt i64 %6535, 7
  %6537 = trunc i64 %6535 to i32
  %6538 = select i1 %6536, i32 8, i32 %6537
  %6539 = insertelement <8 x i32> poison, i32 %6538, i64 0
  %6540 = shufflevector <8 x i32> %6539, <8 x i32> poison, <8 x i32> zeroinitializer
  %6541 = icmp sgt <8 x i32> %6540, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6542 = load <8 x float>, ptr %1268, align 32
  br i1 %1563, label %6548, label %6543

6543:                                             ; preds = %6531
  %6544 = load float, ptr %1514, align 1
  %6545 = insertelement <8 x float> poison, float %6544, i64 0
  %6546 = shufflevector <8 x float> %6545, <8 x float> poison, <8 x i32> zeroinitializer
  %6547 = fadd <8 x float> %6542, %6546
  br label %6548

6548:                                             ; preds = %6543, %6531
  %6549 = phi <8 x float> [ %6547, %6543 ], [ %6542, %6531 ]
  %6550 = getelementptr inbounds nuw float, ptr %2681, i64 %6534
  %6551 = getelementptr inbounds nuw float, ptr %2683, i64 %6534
  %6552 = select i1 %2690, ptr null, ptr %6551
  switch i64 %1243, label %511 [
    i64 1, label %6567
    i64 2, label %6560
    i64 3, label %6553
    i64 0, label %6608
  ]

6553:                                             ; preds = %6548
  %6554 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6549)
  %6555 = bitcast <8 x float> %6549 to <8 x i32>
  %6556 = and <8 x i32> %6555, %1103
  %6557 = bitcast <8 x i32> %6556 to <8 x float>
  %6558 = fcmp oeq <8 x float> %6549, %49
  %6559 = select <8 x i1> %6558, <8 x float> %6557, <8 x float> %6554
  br label %6570

6560:                                             ; preds = %6548
  %6561 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6549)
  %6562 = bitcast <8 x float> %6549 to <8 x i32>
  %6563 = or <8 x i32> %6562, %1104
  %6564 = bitcast <8 x i32> %6563 to <8 x float>
  %6565 = fcmp oeq <8 x float> %6549, %52
  %6566 = select <8 x i1> %6565, <8 x float> %6564, <8 x float> %6561
  br label %6570

6567:                                             ; preds = %6548
  %6568 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6552, <8 x i1> %6541, <8 x float> zeroinitializer)
  %6569 = fadd <8 x float> %6549, %6568
  br label %6570

6570:                                             ; preds = %6567, %6560, %6553
  %6571 = phi <8 x float> [ %6569, %6567 ], [ %6566, %6560 ], [ %6559, %6553 ]
  switch i64 %1270, label %511 [
    i64 1, label %6586
    i64 2, label %6579
    i64 3, label %6572
    i64 0, label %6608
  ]

6572:                                             ; preds = %6570
  %6573 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6571)
  %6574 = bitcast <8 x float> %6571 to <8 x i32>
  %6575 = and <8 x i32> %6574, %1103
  %6576 = bitcast <8 x i32> %6575 to <8 x float>
  %6577 = fcmp oeq <8 x float> %6571, %49
  %6578 = select <8 x i1> %6577, <8 x float> %6576, <8 x float> %6573
  br label %6589

6579:                                             ; preds = %6570
  %6580 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6571)
  %6581 = bitcast <8 x float> %6571 to <8 x i32>
  %6582 = or <8 x i32> %6581, %1104
  %6583 = bitcast <8 x i32> %6582 to <8 x float>
  %6584 = fcmp oeq <8 x float> %6571, %52
  %6585 = select <8 x i1> %6584, <8 x float> %6583, <8 x float> %6580
  br label %6589

6586:                                             ; preds = %6570
  %6587 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6552, <8 x i1> %6541, <8 x float> zeroinitializer)
  %6588 = fadd <8 x float> %6571, %6587
  br label %6589

6589:                                             ; preds = %6586, %6579, %6572
  %6590 = phi <8 x float> [ %6588, %6586 ], [ %6585, %6579 ], [ %6578, %6572 ]
  switch i64 %1272, label %511 [
    i64 1, label %6605
    i64 2, label %6598
    i64 3, label %6591
    i64 0, label %6608
  ]

6591:                                             ; preds = %6589
  %6592 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6590)
  %6593 = bitcast <8 x float> %6590 to <8 x i32>
  %6594 = and <8 x i32> %6593, %1103
  %6595 = bitcast <8 x i32> %6594 to <8 x float>
  %6596 = fcmp oeq <8 x float> %6590, %49
  %6597 = select <8 x i1> %6596, <8 x float> %6595, <8 x float> %6592
  br label %6608

6598:                                             ; preds = %6589
  %6599 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6590)
  %6600 = bitcast <8 x float> %6590 to <8 x i32>
  %6601 = or <8 x i32> %6600, %1104
  %6602 = bitcast <8 x i32> %6601 to <8 x float>
  %6603 = fcmp oeq <8 x float> %6590, %52
  %6604 = select <8 x i1> %6603, <8 x float> %6602, <8 x float> %6599
  br label %6608

6605:                                             ; preds = %6589
  %6606 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6552, <8 x i1> %6541, <8 x float> zeroinitializer)
  %6607 = fadd <8 x float> %6590, %6606
  br label %6608

6608:                                             ; preds = %6591, %6598, %6605, %6589, %6570, %6548
  %6609 = phi <8 x float> [ %6590, %6589 ], [ %6549, %6548 ], [ %6571, %6570 ], [ %6607, %6605 ], [ %6604, %6598 ], [ %6597, %6591 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6609, ptr nonnull align 1 %6550, <8 x i1> %6541)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7913

6610:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %1101, label %6611, label %6684

6611:                                             ; preds = %6610, %6625
  %6612 = phi i64 [ %6626, %6625 ], [ 0, %6610 ]
  %6613 = mul nsw i64 %6612, %14
  %6614 = sub i64 %6613, %16
  %6615 = add i64 %6614, %2692
  %6616 = icmp slt i64 %6615, 0
  %6617 = icmp sge i64 %6615, %6
  %6618 = or i1 %6616, %6617
  %6619 = select i1 %6618, i64 0, i64 %6615
  %6620 = mul nsw i64 %6619, %7
  %6621 = getelementptr inbounds float, ptr %1511, i64 %6620
  br i1 %1102, label %6622, label %6625

6622:                                             ; preds = %6611
  %6623 = mul nuw nsw i64 %6612, %11
  %6624 = getelementptr inbounds nuw float, ptr %1513, i64 %6623
  br label %6628

6625:                                             ; preds = %6637, %6611
  %6626 = add nuw nsw i64 %6612, 1
  %6627 = icmp eq i64 %6626, %10
  br i1 %6627, label %6682, label %6611

6628:                                             ; preds = %6622, %6637
  %6629 = phi i64 [ 0, %6622 ], [ %6638, %6637 ]
  %6630 = getelementptr inbounds nuw float, ptr %6624, i64 %6629
  %6631 = load float, ptr %6630, align 1
  %6632 = insertelement <8 x float> poison, float %6631, i64 0
  %6633 = shufflevector <8 x float> %6632, <8 x float> poison, <8 x i32> zeroinitializer
  %6634 = mul nsw i64 %6629, %15
  %6635 = sub i64 %6634, %17
  %6636 = getelementptr <4 x i64>, ptr %1086, i64 %6629
  br label %6640

6637:                                             ; preds = %6671
  %6638 = add nuw nsw i64 %6629, 1
  %6639 = icmp eq i64 %6638, %11
  br i1 %6639, label %6625, label %6628

6640:                                             ; preds = %6628, %6671
  %6641 = phi i64 [ 0, %6628 ], [ %6680, %6671 ]
  %6642 = or disjoint i64 %4437, %6641
  %6643 = shl nsw i64 %6642, 3
  %6644 = add i64 %6635, %6643
  br i1 %1111, label %6649, label %6645

6645:                                             ; preds = %6640
  %6646 = mul nuw nsw i64 %6642, %11
  %6647 = getelementptr <4 x i64>, ptr %6636, i64 %6646
  %6648 = load <4 x i64>, ptr %6647, align 32
  br label %6671

6649:                                             ; preds = %6640
  %6650 = sub nsw i64 %9, %6643
  %6651 = icmp slt i64 %6644, 0
  %6652 = sub nsw i64 0, %6644
  %6653 = select i1 %6651, i64 %6652, i64 0
  %6654 = sub nsw i64 %7, %6644
  %6655 = call i64 @llvm.smin.i64(i64 %6654, i64 %6650)
  %6656 = call i64 @llvm.smin.i64(i64 %6655, i64 8)
  %6657 = icmp sgt i64 %6656, %6653
  %6658 = trunc i64 %6653 to i32
  %6659 = select i1 %6657, i32 %6658, i32 0
  %6660 = insertelement <8 x i32> poison, i32 %6659, i64 0
  %6661 = shufflevector <8 x i32> %6660, <8 x i32> poison, <8 x i32> zeroinitializer
  %6662 = icmp slt <8 x i32> %6661, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6663 = trunc i64 %6656 to i32
  %6664 = select i1 %6657, i32 %6663, i32 0
  %6665 = insertelement <8 x i32> poison, i32 %6664, i64 0
  %6666 = shufflevector <8 x i32> %6665, <8 x i32> poison, <8 x i32> zeroinitializer
  %6667 = icmp sgt <8 x i32> %6666, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6668 = and <8 x i1> %6667, %6662
  %6669 = sext <8 x i1> %6668 to <8 x i32>
  %6670 = bitcast <8 x i32> %6669 to <4 x i64>
  br label %6671

6671:                                             ; preds = %6649, %6645
  %6672 = phi <4 x i64> [ %6648, %6645 ], [ %6670, %6649 ]
  %6673 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %6641
  %6674 = getelementptr inbounds float, ptr %6621, i64 %6644
  %6675 = select i1 %6618, <4 x i64> zeroinitializer, <4 x i64> %6672
  %6676 = bitcast <4 x i64> %6675 to <8 x i32>
  %6677 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6674, <8 x i32> %6676)
  %6678 = load <8 x float>, ptr %6673, align 32
  %6679 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6677, <8 x float> %6633, <8 x float> %6678)
  store <8 x float> %6679, ptr %6673, align 32
  %6680 = add nuw nsw i64 %6641, 1
  %6681 = icmp eq i64 %6680, 7
  br i1 %6681, label %6637, label %6640

6682:                                             ; preds = %6625
  %6683 = load <8 x float>, ptr %33, align 32
  br label %6684

6684:                                             ; preds = %6682, %6610
  %6685 = phi <8 x float> [ %6683, %6682 ], [ zeroinitializer, %6610 ]
  %6686 = shl nsw i64 %4437, 3
  %6687 = sub nsw i64 %9, %6686
  %6688 = icmp sgt i64 %6687, 7
  %6689 = trunc i64 %6687 to i32
  %6690 = select i1 %6688, i32 8, i32 %6689
  %6691 = insertelement <8 x i32> poison, i32 %6690, i64 0
  %6692 = shufflevector <8 x i32> %6691, <8 x i32> poison, <8 x i32> zeroinitializer
  %6693 = icmp sgt <8 x i32> %6692, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %6699, label %6694

6694:                                             ; preds = %6684
  %6695 = load float, ptr %1514, align 1
  %6696 = insertelement <8 x float> poison, float %6695, i64 0
  %6697 = shufflevector <8 x float> %6696, <8 x float> poison, <8 x i32> zeroinitializer
  %6698 = fadd <8 x float> %6685, %6697
  br label %6699

6699:                                             ; preds = %6694, %6684
  %6700 = phi <8 x float> [ %6698, %6694 ], [ %6685, %6684 ]
  %6701 = getelementptr inbounds nuw float, ptr %2681, i64 %6686
  %6702 = getelementptr inbounds nuw float, ptr %2683, i64 %6686
  %6703 = select i1 %2690, ptr null, ptr %6702
  switch i64 %1208, label %511 [
    i64 1, label %6704
    i64 2, label %6707
    i64 3, label %6714
    i64 0, label %6759
  ]

6704:                                             ; preds = %6699
  %6705 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6693, <8 x float> zeroinitializer)
  %6706 = fadd <8 x float> %6700, %6705
  br label %6721

6707:                                             ; preds = %6699
  %6708 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6700)
  %6709 = bitcast <8 x float> %6700 to <8 x i32>
  %6710 = or <8 x i32> %6709, %1104
  %6711 = bitcast <8 x i32> %6710 to <8 x float>
  %6712 = fcmp oeq <8 x float> %6700, %52
  %6713 = select <8 x i1> %6712, <8 x float> %6711, <8 x float> %6708
  br label %6721

6714:                                             ; preds = %6699
  %6715 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6700)
  %6716 = bitcast <8 x float> %6700 to <8 x i32>
  %6717 = and <8 x i32> %6716, %1103
  %6718 = bitcast <8 x i32> %6717 to <8 x float>
  %6719 = fcmp oeq <8 x float> %6700, %49
  %6720 = select <8 x i1> %6719, <8 x float> %6718, <8 x float> %6715
  br label %6721

6721:                                             ; preds = %6714, %6707, %6704
  %6722 = phi <8 x float> [ %6706, %6704 ], [ %6713, %6707 ], [ %6720, %6714 ]
  switch i64 %1210, label %511 [
    i64 1, label %6737
    i64 2, label %6730
    i64 3, label %6723
    i64 0, label %6759
  ]

6723:                                             ; preds = %6721
  %6724 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6722)
  %6725 = bitcast <8 x float> %6722 to <8 x i32>
  %6726 = and <8 x i32> %6725, %1103
  %6727 = bitcast <8 x i32> %6726 to <8 x float>
  %6728 = fcmp oeq <8 x float> %6722, %49
  %6729 = select <8 x i1> %6728, <8 x float> %6727, <8 x float> %6724
  br label %6740

6730:                                             ; preds = %6721
  %6731 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6722)
  %6732 = bitcast <8 x float> %6722 to <8 x i32>
  %6733 = or <8 x i32> %6732, %1104
  %6734 = bitcast <8 x i32> %6733 to <8 x float>
  %6735 = fcmp oeq <8 x float> %6722, %52
  %6736 = select <8 x i1> %6735, <8 x float> %6734, <8 x float> %6731
  br label %6740

6737:                                             ; preds = %6721
  %6738 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6693, <8 x float> zeroinitializer)
  %6739 = fadd <8 x float> %6722, %6738
  br label %6740

6740:                                             ; preds = %6737, %6730, %6723
  %6741 = phi <8 x float> [ %6739, %6737 ], [ %6736, %6730 ], [ %6729, %6723 ]
  switch i64 %1212, label %511 [
    i64 1, label %6756
    i64 2, label %6749
    i64 3, label %6742
    i64 0, label %6759
  ]

6742:                                             ; preds = %6740
  %6743 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6741)
  %6744 = bitcast <8 x float> %6741 to <8 x i32>
  %6745 = and <8 x i32> %6744, %1103
  %6746 = bitcast <8 x i32> %6745 to <8 x float>
  %6747 = fcmp oeq <8 x float> %6741, %49
  %6748 = select <8 x i1> %6747, <8 x float> %6746, <8 x float> %6743
  br label %6759

6749:                                             ; preds = %6740
  %6750 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6741)
  %6751 = bitcast <8 x float> %6741 to <8 x i32>
  %6752 = or <8 x i32> %6751, %1104
  %6753 = bitcast <8 x i32> %6752 to <8 x float>
  %6754 = fcmp oeq <8 x float> %6741, %52
  %6755 = select <8 x i1> %6754, <8 x float> %6753, <8 x float> %6750
  br label %6759

6756:                                             ; preds = %6740
  %6757 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6703, <8 x i1> %6693, <8 x float> zeroinitializer)
  %6758 = fadd <8 x float> %6741, %6757
  br label %6759

6759:                                             ; preds = %6742, %6749, %6756, %6740, %6721, %6699
  %6760 = phi <8 x float> [ %6741, %6740 ], [ %6700, %6699 ], [ %6722, %6721 ], [ %6758, %6756 ], [ %6755, %6749 ], [ %6748, %6742 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6760, ptr align 1 %6701, <8 x i1> %6693)
  %6761 = shl i64 %4437, 3
  %6762 = or disjoint i64 %6761, 8
  %6763 = sub nsw i64 %9, %6762
  %6764 = icmp sgt i64 %6763, 7
  %6765 = trunc i64 %6763 to i32
  %6766 = select i1 %6764, i32 8, i32 %6765
  %6767 = insertelement <8 x i32> poison, i32 %6766, i64 0
  %6768 = shufflevector <8 x i32> %6767, <8 x i32> poison, <8 x i32> zeroinitializer
  %6769 = icmp sgt <8 x i32> %6768, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6770 = load <8 x float>, ptr %1213, align 32
  br i1 %1563, label %6776, label %6771

6771:                                             ; preds = %6759
  %6772 = load float, ptr %1514, align 1
  %6773 = insertelement <8 x float> poison, float %6772, i64 0
  %6774 = shufflevector <8 x float> %6773, <8 x float> poison, <8 x i32> zeroinitializer
  %6775 = fadd <8 x float> %6770, %6774
  br label %6776

6776:                                             ; preds = %6771, %6759
  %6777 = phi <8 x float> [ %6775, %6771 ], [ %6770, %6759 ]
  %6778 = getelementptr inbounds nuw float, ptr %2681, i64 %6762
  %6779 = getelementptr inbounds nuw float, ptr %2683, i64 %6762
  %6780 = select i1 %2690, ptr null, ptr %6779
  switch i64 %1208, label %511 [
    i64 1, label %6795
    i64 2, label %6788
    i64 3, label %6781
    i64 0, label %6836
  ]

6781:                                             ; preds = %6776
  %6782 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6777)
  %6783 = bitcast <8 x float> %6777 to <8 x i32>
  %6784 = and <8 x i32> %6783, %1103
  %6785 = bitcast <8 x i32> %6784 to <8 x float>
  %6786 = fcmp oeq <8 x float> %6777, %49
  %6787 = select <8 x i1> %6786, <8 x float> %6785, <8 x float> %6782
  br label %6798

6788:                                             ; preds = %6776
  %6789 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6777)
  %6790 = bitcast <8 x float> %6777 to <8 x i32>
  %6791 = or <8 x i32> %6790, %1104
  %6792 = bitcast <8 x i32> %6791 to <8 x float>
  %6793 = fcmp oeq <8 x float> %6777, %52
  %6794 = select <8 x i1> %6793, <8 x float> %6792, <8 x float> %6789
  br label %6798

6795:                                             ; preds = %6776
  %6796 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6780, <8 x i1> %6769, <8 x float> zeroinitializer)
  %6797 = fadd <8 x float> %6777, %6796
  br label %6798

6798:                                             ; preds = %6795, %6788, %6781
  %6799 = phi <8 x float> [ %6797, %6795 ], [ %6794, %6788 ], [ %6787, %6781 ]
  switch i64 %1215, label %511 [
    i64 1, label %6814
    i64 2, label %6807
    i64 3, label %6800
    i64 0, label %6836
  ]

6800:                                             ; preds = %6798
  %6801 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6799)
  %6802 = bitcast <8 x float> %6799 to <8 x i32>
  %6803 = and <8 x i32> %6802, %1103
  %6804 = bitcast <8 x i32> %6803 to <8 x float>
  %6805 = fcmp oeq <8 x float> %6799, %49
  %6806 = select <8 x i1> %6805, <8 x float> %6804, <8 x float> %6801
  br label %6817

6807:                                             ; preds = %6798
  %6808 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6799)
  %6809 = bitcast <8 x float> %6799 to <8 x i32>
  %6810 = or <8 x i32> %6809, %1104
  %6811 = bitcast <8 x i32> %6810 to <8 x float>
  %6812 = fcmp oeq <8 x float> %6799, %52
  %6813 = select <8 x i1> %6812, <8 x float> %6811, <8 x float> %6808
  br label %6817

6814:                                             ; preds = %6798
  %6815 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6780, <8 x i1> %6769, <8 x float> zeroinitializer)
  %6816 = fadd <8 x float> %6799, %6815
  br label %6817

6817:                                             ; preds = %6814, %6807, %6800
  %6818 = phi <8 x float> [ %6816, %6814 ], [ %6813, %6807 ], [ %6806, %6800 ]
  switch i64 %1217, label %511 [
    i64 1, label %6833
    i64 2, label %6826
    i64 3, label %6819
    i64 0, label %6836
  ]

6819:                                             ; preds = %6817
  %6820 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6818)
  %6821 = bitcast <8 x float> %6818 to <8 x i32>
  %6822 = and <8 x i32> %6821, %1103
  %6823 = bitcast <8 x i32> %6822 to <8 x float>
  %6824 = fcmp oeq <8 x float> %6818, %49
  %6825 = select <8 x i1> %6824, <8 x float> %6823, <8 x float> %6820
  br label %6836

6826:                                             ; preds = %6817
  %6827 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6818)
  %6828 = bitcast <8 x float> %6818 to <8 x i32>
  %6829 = or <8 x i32> %6828, %1104
  %6830 = bitcast <8 x i32> %6829 to <8 x float>
  %6831 = fcmp oeq <8 x float> %6818, %52
  %6832 = select <8 x i1> %6831, <8 x float> %6830, <8 x float> %6827
  br label %6836

6833:                                             ; preds = %6817
  %6834 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6780, <8 x i1> %6769, <8 x float> zeroinitializer)
  %6835 = fadd <8 x float> %6818, %6834
  br label %6836

6836:                                             ; preds = %6819, %6826, %6833, %6817, %6798, %6776
  %6837 = phi <8 x float> [ %6818, %6817 ], [ %6777, %6776 ], [ %6799, %6798 ], [ %6835, %6833 ], [ %6832, %6826 ], [ %6825, %6819 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6837, ptr nonnull align 1 %6778, <8 x i1> %6769)
  %6838 = shl i64 %4437, 3
  %6839 = or disjoint i64 %6838, 16
  %6840 = sub nsw i64 %9, %6839
  %6841 = icmp sgt i64 %6840, 7
  %6842 = trunc i64 %6840 to i32
  %6843 = select i1 %6841, i32 8, i32 %6842
  %6844 = insertelement <8 x i32> poison, i32 %6843, i64 0
  %6845 = shufflevector <8 x i32> %6844, <8 x i32> poison, <8 x i32> zeroinitializer
  %6846 = icmp sgt <8 x i32> %6845, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6847 = load <8 x float>, ptr %1218, align 32
  br i1 %1563, label %6853, label %6848

6848:                                             ; preds = %6836
  %6849 = load float, ptr %1514, align 1
  %6850 = insertelement <8 x float> poison, float %6849, i64 0
  %6851 = shufflevector <8 x float> %6850, <8 x float> poison, <8 x i32> zeroinitializer
  %6852 = fadd <8 x float> %6847, %6851
  br label %6853

6853:                                             ; preds = %6848, %6836
  %6854 = phi <8 x float> [ %6852, %6848 ], [ %6847, %6836 ]
  %6855 = getelementptr inbounds nuw float, ptr %2681, i64 %6839
  %6856 = getelementptr inbounds nuw float, ptr %2683, i64 %6839
  %6857 = select i1 %2690, ptr null, ptr %6856
  switch i64 %1208, label %511 [
    i64 1, label %6872
    i64 2, label %6865
    i64 3, label %6858
    i64 0, label %6913
  ]

6858:                                             ; preds = %6853
  %6859 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6854)
  %6860 = bitcast <8 x float> %6854 to <8 x i32>
  %6861 = and <8 x i32> %6860, %1103
  %6862 = bitcast <8 x i32> %6861 to <8 x float>
  %6863 = fcmp oeq <8 x float> %6854, %49
  %6864 = select <8 x i1> %6863, <8 x float> %6862, <8 x float> %6859
  br label %6875

6865:                                             ; preds = %6853
  %6866 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6854)
  %6867 = bitcast <8 x float> %6854 to <8 x i32>
  %6868 = or <8 x i32> %6867, %1104
  %6869 = bitcast <8 x i32> %6868 to <8 x float>
  %6870 = fcmp oeq <8 x float> %6854, %52
  %6871 = select <8 x i1> %6870, <8 x float> %6869, <8 x float> %6866
  br label %6875

6872:                                             ; preds = %6853
  %6873 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6857, <8 x i1> %6846, <8 x float> zeroinitializer)
  %6874 = fadd <8 x float> %6854, %6873
  br label %6875

6875:                                             ; preds = %6872, %6865, %6858
  %6876 = phi <8 x float> [ %6874, %6872 ], [ %6871, %6865 ], [ %6864, %6858 ]
  switch i64 %1220, label %511 [
    i64 1, label %6891
    i64 2, label %6884
    i64 3, label %6877
    i64 0, label %6913
  ]

6877:                                             ; preds = %6875
  %6878 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6876)
  %6879 = bitcast <8 x float> %6876 to <8 x i32>
  %6880 = and <8 x i32> %6879, %1103
  %6881 = bitcast <8 x i32> %6880 to <8 x float>
  %6882 = fcmp oeq <8 x float> %6876, %49
  %6883 = select <8 x i1> %6882, <8 x float> %6881, <8 x float> %6878
  br label %6894

6884:                                             ; preds = %6875
  %6885 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6876)
  %6886 = bitcast <8 x float> %6876 to <8 x i32>
  %6887 = or <8 x i32> %6886, %1104
  %6888 = bitcast <8 x i32> %6887 to <8 x float>
  %6889 = fcmp oeq <8 x float> %6876, %52
  %6890 = select <8 x i1> %6889, <8 x float> %6888, <8 x float> %6885
  br label %6894

6891:                                             ; preds = %6875
  %6892 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6857, <8 x i1> %6846, <8 x float> zeroinitializer)
  %6893 = fadd <8 x float> %6876, %6892
  br label %6894

6894:                                             ; preds = %6891, %6884, %6877
  %6895 = phi <8 x float> [ %6893, %6891 ], [ %6890, %6884 ], [ %6883, %6877 ]
  switch i64 %1222, label %511 [
    i64 1, label %6910
    i64 2, label %6903
    i64 3, label %6896
    i64 0, label %6913
  ]

6896:                                             ; preds = %6894
  %6897 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6895)
  %6898 = bitcast <8 x float> %6895 to <8 x i32>
  %6899 = and <8 x i32> %6898, %1103
  %6900 = bitcast <8 x i32> %6899 to <8 x float>
  %6901 = fcmp oeq <8 x float> %6895, %49
  %6902 = select <8 x i1> %6901, <8 x float> %6900, <8 x float> %6897
  br label %6913

6903:                                             ; preds = %6894
  %6904 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6895)
  %6905 = bitcast <8 x float> %6895 to <8 x i32>
  %6906 = or <8 x i32> %6905, %1104
  %6907 = bitcast <8 x i32> %6906 to <8 x float>
  %6908 = fcmp oeq <8 x float> %6895, %52
  %6909 = select <8 x i1> %6908, <8 x float> %6907, <8 x float> %6904
  br label %6913

6910:                                             ; preds = %6894
  %6911 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6857, <8 x i1> %6846, <8 x float> zeroinitializer)
  %6912 = fadd <8 x float> %6895, %6911
  br label %6913

6913:                                             ; preds = %6896, %6903, %6910, %6894, %6875, %6853
  %6914 = phi <8 x float> [ %6895, %6894 ], [ %6854, %6853 ], [ %6876, %6875 ], [ %6912, %6910 ], [ %6909, %6903 ], [ %6902, %6896 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6914, ptr nonnull align 1 %6855, <8 x i1> %6846)
  %6915 = shl i64 %4437, 3
  %6916 = or disjoint i64 %6915, 24
  %6917 = sub nsw i64 %9, %6916
  %6918 = icmp sgt i64 %6917, 7
  %6919 = trunc i64 %6917 to i32
  %6920 = select i1 %6918, i32 8, i32 %6919
  %6921 = insertelement <8 x i32> poison, i32 %6920, i64 0
  %6922 = shufflevector <8 x i32> %6921, <8 x i32> poison, <8 x i32> zeroinitializer
  %6923 = icmp sgt <8 x i32> %6922, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6924 = load <8 x float>, ptr %1223, align 32
  br i1 %1563, label %6930, label %6925

6925:                                             ; preds = %6913
  %6926 = load float, ptr %1514, align 1
  %6927 = insertelement <8 x float> poison, float %6926, i64 0
  %6928 = shufflevector <8 x float> %6927, <8 x float> poison, <8 x i32> zeroinitializer
  %6929 = fadd <8 x float> %6924, %6928
  br label %6930

6930:                                             ; preds = %6925, %6913
  %6931 = phi <8 x float> [ %6929, %6925 ], [ %6924, %6913 ]
  %6932 = getelementptr inbounds nuw float, ptr %2681, i64 %6916
  %6933 = getelementptr inbounds nuw float, ptr %2683, i64 %6916
  %6934 = select i1 %2690, ptr null, ptr %6933
  switch i64 %1208, label %511 [
    i64 1, label %6949
    i64 2, label %6942
    i64 3, label %6935
    i64 0, label %6990
  ]

6935:                                             ; preds = %6930
  %6936 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6931)
  %6937 = bitcast <8 x float> %6931 to <8 x i32>
  %6938 = and <8 x i32> %6937, %1103
  %6939 = bitcast <8 x i32> %6938 to <8 x float>
  %6940 = fcmp oeq <8 x float> %6931, %49
  %6941 = select <8 x i1> %6940, <8 x float> %6939, <8 x float> %6936
  br label %6952

6942:                                             ; preds = %6930
  %6943 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6931)
  %6944 = bitcast <8 x float> %6931 to <8 x i32>
  %6945 = or <8 x i32> %6944, %1104
  %6946 = bitcast <8 x i32> %6945 to <8 x float>
  %6947 = fcmp oeq <8 x float> %6931, %52
  %6948 = select <8 x i1> %6947, <8 x float> %6946, <8 x float> %6943
  br label %6952

6949:                                             ; preds = %6930
  %6950 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6934, <8 x i1> %6923, <8 x float> zeroinitializer)
  %6951 = fadd <8 x float> %6931, %6950
  br label %6952

6952:                                             ; preds = %6949, %6942, %6935
  %6953 = phi <8 x float> [ %6951, %6949 ], [ %6948, %6942 ], [ %6941, %6935 ]
  switch i64 %1225, label %511 [
    i64 1, label %6968
    i64 2, label %6961
    i64 3, label %6954
    i64 0, label %6990
  ]

6954:                                             ; preds = %6952
  %6955 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6953)
  %6956 = bitcast <8 x float> %6953 to <8 x i32>
  %6957 = and <8 x i32> %6956, %1103
  %6958 = bitcast <8 x i32> %6957 to <8 x float>
  %6959 = fcmp oeq <8 x float> %6953, %49
  %6960 = select <8 x i1> %6959, <8 x float> %6958, <8 x float> %6955
  br label %6971

6961:                                             ; preds = %6952
  %6962 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6953)
  %6963 = bitcast <8 x float> %6953 to <8 x i32>
  %6964 = or <8 x i32> %6963, %1104
  %6965 = bitcast <8 x i32> %6964 to <8 x float>
  %6966 = fcmp oeq <8 x float> %6953, %52
  %6967 = select <8 x i1> %6966, <8 x float> %6965, <8 x float> %6962
  br label %6971

6968:                                             ; preds = %6952
  %6969 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6934, <8 x i1> %6923, <8 x float> zeroinitializer)
  %6970 = fadd <8 x float> %6953, %6969
  br label %6971

6971:                                             ; preds = %6968, %6961, %6954
  %6972 = phi <8 x float> [ %6970, %6968 ], [ %6967, %6961 ], [ %6960, %6954 ]
  switch i64 %1227, label %511 [
    i64 1, label %6987
    i64 2, label %6980
    i64 3, label %6973
    i64 0, label %6990
  ]

6973:                                             ; preds = %6971
  %6974 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6972)
  %6975 = bitcast <8 x float> %6972 to <8 x i32>
  %6976 = and <8 x i32> %6975, %1103
  %6977 = bitcast <8 x i32> %6976 to <8 x float>
  %6978 = fcmp oeq <8 x float> %6972, %49
  %6979 = select <8 x i1> %6978, <8 x float> %6977, <8 x float> %6974
  br label %6990

6980:                                             ; preds = %6971
  %6981 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6972)
  %6982 = bitcast <8 x float> %6972 to <8 x i32>
  %6983 = or <8 x i32> %6982, %1104
  %6984 = bitcast <8 x i32> %6983 to <8 x float>
  %6985 = fcmp oeq <8 x float> %6972, %52
  %6986 = select <8 x i1> %6985, <8 x float> %6984, <8 x float> %6981
  br label %6990

6987:                                             ; preds = %6971
  %6988 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6934, <8 x i1> %6923, <8 x float> zeroinitializer)
  %6989 = fadd <8 x float> %6972, %6988
  br label %6990

6990:                                             ; preds = %6973, %6980, %6987, %6971, %6952, %6930
  %6991 = phi <8 x float> [ %6972, %6971 ], [ %6931, %6930 ], [ %6953, %6952 ], [ %6989, %6987 ], [ %6986, %6980 ], [ %6979, %6973 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6991, ptr nonnull align 1 %6932, <8 x i1> %6923)
  %6992 = shl i64 %4437, 3
  %6993 = or disjoint i64 %6992, 32
  %6994 = sub nsw i64 %9, %6993
  %6995 = icmp sgt i64 %6994, 7
  %6996 = trunc i64 %6994 to i32
  %6997 = select i1 %6995, i32 8, i32 %6996
  %6998 = insertelement <8 x i32> poison, i32 %6997, i64 0
  %6999 = shufflevector <8 x i32> %6998, <8 x i32> poison, <8 x i32> zeroinitializer
  %7000 = icmp sgt <8 x i32> %6999, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7001 = load <8 x float>, ptr %1228, align 32
  br i1 %1563, label %7007, label %7002

7002:                                             ; preds = %6990
  %7003 = load float, ptr %1514, align 1
  %7004 = insertelement <8 x float> poison, float %7003, i64 0
  %7005 = shufflevector <8 x float> %7004, <8 x float> poison, <8 x i32> zeroinitializer
  %7006 = fadd <8 x float> %7001, %7005
  br label %7007

7007:                                             ; preds = %7002, %6990
  %7008 = phi <8 x float> [ %7006, %7002 ], [ %7001, %6990 ]
  %7009 = getelementptr inbounds nuw float, ptr %2681, i64 %6993
  %7010 = getelementptr inbounds nuw float, ptr %2683, i64 %6993
  %7011 = select i1 %2690, ptr null, ptr %7010
  switch i64 %1208, label %511 [
    i64 1, label %7026
    i64 2, label %7019
    i64 3, label %7012
    i64 0, label %7067
  ]

7012:                                             ; preds = %7007
  %7013 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7008)
  %7014 = bitcast <8 x float> %7008 to <8 x i32>
  %7015 = and <8 x i32> %7014, %1103
  %7016 = bitcast <8 x i32> %7015 to <8 x float>
  %7017 = fcmp oeq <8 x float> %7008, %49
  %7018 = select <8 x i1> %7017, <8 x float> %7016, <8 x float> %7013
  br label %7029

7019:                                             ; preds = %7007
  %7020 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7008)
  %7021 = bitcast <8 x float> %7008 to <8 x i32>
  %7022 = or <8 x i32> %7021, %1104
  %7023 = bitcast <8 x i32> %7022 to <8 x float>
  %7024 = fcmp oeq <8 x float> %7008, %52
  %7025 = select <8 x i1> %7024, <8 x float> %7023, <8 x float> %7020
  br label %7029

7026:                                             ; preds = %7007
  %7027 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7011, <8 x i1> %7000, <8 x float> zeroinitializer)
  %7028 = fadd <8 x float> %7008, %7027
  br label %7029

7029:                                             ; preds = %7026, %7019, %7012
  %7030 = phi <8 x float> [ %7028, %7026 ], [ %7025, %7019 ], [ %7018, %7012 ]
  switch i64 %1230, label %511 [
    i64 1, label %7045
    i64 2, label %7038
    i64 3, label %7031
    i64 0, label %7067
  ]

7031:                                             ; preds = %7029
  %7032 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7030)
  %7033 = bitcast <8 x float> %7030 to <8 x i32>
  %7034 = and <8 x i32> %7033, %1103
  %7035 = bitcast <8 x i32> %7034 to <8 x float>
  %7036 = fcmp oeq <8 x float> %7030, %49
  %7037 = select <8 x i1> %7036, <8 x float> %7035, <8 x float> %7032
  br label %7048

7038:                                             ; preds = %7029
  %7039 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7030)
  %7040 = bitcast <8 x float> %7030 to <8 x i32>
  %7041 = or <8 x i32> %7040, %1104
  %7042 = bitcast <8 x i32> %7041 to <8 x float>
  %7043 = fcmp oeq <8 x float> %7030, %52
  %7044 = select <8 x i1> %7043, <8 x float> %7042, <8 x float> %7039
  br label %7048

7045:                                             ; preds = %7029
  %7046 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7011, <8 x i1> %7000, <8 x float> zeroinitializer)
  %7047 = fadd <8 x float> %7030, %7046
  br label %7048

7048:                                             ; preds = %7045, %7038, %7031
  %7049 = phi <8 x float> [ %7047, %7045 ], [ %7044, %7038 ], [ %7037, %7031 ]
  switch i64 %1232, label %511 [
    i64 1, label %7064
    i64 2, label %7057
    i64 3, label %7050
    i64 0, label %7067
  ]

7050:                                             ; preds = %7048
  %7051 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7049)
  %7052 = bitcast <8 x float> %7049 to <8 x i32>
  %7053 = and <8 x i32> %7052, %1103
  %7054 = bitcast <8 x i32> %7053 to <8 x float>
  %7055 = fcmp oeq <8 x float> %7049, %49
  %7056 = select <8 x i1> %7055, <8 x float> %7054, <8 x float> %7051
  br label %7067

7057:                                             ; preds = %7048
  %7058 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7049)
  %7059 = bitcast <8 x float> %7049 to <8 x i32>
  %7060 = or <8 x i32> %7059, %1104
  %7061 = bitcast <8 x i32> %7060 to <8 x float>
  %7062 = fcmp oeq <8 x float> %7049, %52
  %7063 = select <8 x i1> %7062, <8 x float> %7061, <8 x float> %7058
  br label %7067

7064:                                             ; preds = %7048
  %7065 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7011, <8 x i1> %7000, <8 x float> zeroinitializer)
  %7066 = fadd <8 x float> %7049, %7065
  br label %7067

7067:                                             ; preds = %7050, %7057, %7064, %7048, %7029, %7007
  %7068 = phi <8 x float> [ %7049, %7048 ], [ %7008, %7007 ], [ %7030, %7029 ], [ %7066, %7064 ], [ %7063, %7057 ], [ %7056, %7050 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7068, ptr nonnull align 1 %7009, <8 x i1> %7000)
  %7069 = shl i64 %4437, 3
  %7070 = or disjoint i64 %7069, 40
  %7071 = sub nsw i64 %9, %7070
  %7072 = icmp sgt i64 %7071, 7
  %7073 = trunc i64 %7071 to i32
  %7074 = select i1 %7072, i32 8, i32 %7073
  %7075 = insertelement <8 x i32> poison, i32 %7074, i64 0
  %7076 = shufflevector <8 x i32> %7075, <8 x i32> poison, <8 x i32> zeroinitializer
  %7077 = icmp sgt <8 x i32> %7076, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7078 = load <8 x float>, ptr %1233, align 32
  br i1 %1563, label %7084, label %7079

7079:                                             ; preds = %7067
  %7080 = load float, ptr %1514, align 1
  %7081 = insertelement <8 x float> poison, float %7080, i64 0
  %7082 = shufflevector <8 x float> %7081, <8 x float> poison, <8 x i32> zeroinitializer
  %7083 = fadd <8 x float> %7078, %7082
  br label %7084

7084:                                             ; preds = %7079, %7067
  %7085 = phi <8 x float> [ %7083, %7079 ], [ %7078, %7067 ]
  %7086 = getelementptr inbounds nuw float, ptr %2681, i64 %7070
  %7087 = getelementptr inbounds nuw float, ptr %2683, i64 %7070
  %7088 = select i1 %2690, ptr null, ptr %7087
  switch i64 %1208, label %511 [
    i64 1, label %7103
    i64 2, label %7096
    i64 3, label %7089
    i64 0, label %7144
  ]

7089:                                             ; preds = %7084
  %7090 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7085)
  %7091 = bitcast <8 x float> %7085 to <8 x i32>
  %7092 = and <8 x i32> %7091, %1103
  %7093 = bitcast <8 x i32> %7092 to <8 x float>
  %7094 = fcmp oeq <8 x float> %7085, %49
  %7095 = select <8 x i1> %7094, <8 x float> %7093, <8 x float> %7090
  br label %7106

7096:                                             ; preds = %7084
  %7097 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7085)
  %7098 = bitcast <8 x float> %7085 to <8 x i32>
  %7099 = or <8 x i32> %7098, %1104
  %7100 = bitcast <8 x i32> %7099 to <8 x float>
  %7101 = fcmp oeq <8 x float> %7085, %52
  %7102 = select <8 x i1> %7101, <8 x float> %7100, <8 x float> %7097
  br label %7106

7103:                                             ; preds = %7084
  %7104 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7088, <8 x i1> %7077, <8 x float> zeroinitializer)
  %7105 = fadd <8 x float> %7085, %7104
  br label %7106

7106:                                             ; preds = %7103, %7096, %7089
  %7107 = phi <8 x float> [ %7105, %7103 ], [ %7102, %7096 ], [ %7095, %7089 ]
  switch i64 %1235, label %511 [
    i64 1, label %7122
    i64 2, label %7115
    i64 3, label %7108
    i64 0, label %7144
  ]

7108:                                             ; preds = %7106
  %7109 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7107)
  %7110 = bitcast <8 x float> %7107 to <8 x i32>
  %7111 = and <8 x i32> %7110, %1103
  %7112 = bitcast <8 x i32> %7111 to <8 x float>
  %7113 = fcmp oeq <8 x float> %7107, %49
  %7114 = select <8 x i1> %7113, <8 x float> %7112, <8 x float> %7109
  br label %7125

7115:                                             ; preds = %7106
  %7116 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7107)
  %7117 = bitcast <8 x float> %7107 to <8 x i32>
  %7118 = or <8 x i32> %7117, %1104
  %7119 = bitcast <8 x i32> %7118 to <8 x float>
  %7120 = fcmp oeq <8 x float> %7107, %52
  %7121 = select <8 x i1> %7120, <8 x float> %7119, <8 x float> %7116
  br label %7125

7122:                                             ; preds = %7106
  %7123 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7088, <8 x i1> %7077, <8 x float> zeroinitializer)
  %7124 = fadd <8 x float> %7107, %7123
  br label %7125

7125:                                             ; preds = %7122, %7115, %7108
  %7126 = phi <8 x float> [ %7124, %7122 ], [ %7121, %7115 ], [ %7114, %7108 ]
  switch i64 %1237, label %511 [
    i64 1, label %7141
    i64 2, label %7134
    i64 3, label %7127
    i64 0, label %7144
  ]

7127:                                             ; preds = %7125
  %7128 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7126)
  %7129 = bitcast <8 x float> %7126 to <8 x i32>
  %7130 = and <8 x i32> %7129, %1103
  %7131 = bitcast <8 x i32> %7130 to <8 x float>
  %7132 = fcmp oeq <8 x float> %7126, %49
  %7133 = select <8 x i1> %7132, <8 x float> %7131, <8 x float> %7128
  br label %7144

7134:                                             ; preds = %7125
  %7135 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7126)
  %7136 = bitcast <8 x float> %7126 to <8 x i32>
  %7137 = or <8 x i32> %7136, %1104
  %7138 = bitcast <8 x i32> %7137 to <8 x float>
  %7139 = fcmp oeq <8 x float> %7126, %52
  %7140 = select <8 x i1> %7139, <8 x float> %7138, <8 x float> %7135
  br label %7144

7141:                                             ; preds = %7125
  %7142 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7088, <8 x i1> %7077, <8 x float> zeroinitializer)
  %7143 = fadd <8 x float> %7126, %7142
  br label %7144

7144:                                             ; preds = %7127, %7134, %7141, %7125, %7106, %7084
  %7145 = phi <8 x float> [ %7126, %7125 ], [ %7085, %7084 ], [ %7107, %7106 ], [ %7143, %7141 ], [ %7140, %7134 ], [ %7133, %7127 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7145, ptr nonnull align 1 %7086, <8 x i1> %7077)
  %7146 = shl i64 %4437, 3
  %7147 = or disjoint i64 %7146, 48
  %7148 = sub nsw i64 %9, %7147
  %7149 = icmp sgt i64 %7148, 7
  %7150 = trunc i64 %7148 to i32
  %7151 = select i1 %7149, i32 8, i32 %7150
  %7152 = insertelement <8 x i32> poison, i32 %7151, i64 0
  %7153 = shufflevector <8 x i32> %7152, <8 x i32> poison, <8 x i32> zeroinitializer
  %7154 = icmp sgt <8 x i32> %7153, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7155 = load <8 x float>, ptr %1238, align 32
  br i1 %1563, label %7161, label %7156

7156:                                             ; preds = %7144
  %7157 = load float, ptr %1514, align 1
  %7158 = insertelement <8 x float> poison, float %7157, i64 0
  %7159 = shufflevector <8 x float> %7158, <8 x float> poison, <8 x i32> zeroinitializer
  %7160 = fadd <8 x float> %7155, %7159
  br label %7161

7161:                                             ; preds = %7156, %7144
  %7162 = phi <8 x float> [ %7160, %7156 ], [ %7155, %7144 ]
  %7163 = getelementptr inbounds nuw float, ptr %2681, i64 %7147
  %7164 = getelementptr inbounds nuw float, ptr %2683, i64 %7147
  %7165 = select i1 %2690, ptr null, ptr %7164
  switch i64 %1208, label %511 [
    i64 1, label %7180
    i64 2, label %7173
    i64 3, label %7166
    i64 0, label %7221
  ]

7166:                                             ; preds = %7161
  %7167 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7162)
  %7168 = bitcast <8 x float> %7162 to <8 x i32>
  %7169 = and <8 x i32> %7168, %1103
  %7170 = bitcast <8 x i32> %7169 to <8 x float>
  %7171 = fcmp oeq <8 x float> %7162, %49
  %7172 = select <8 x i1> %7171, <8 x float> %7170, <8 x float> %7167
  br label %7183

7173:                                             ; preds = %7161
  %7174 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7162)
  %7175 = bitcast <8 x float> %7162 to <8 x i32>
  %7176 = or <8 x i32> %7175, %1104
  %7177 = bitcast <8 x i32> %7176 to <8 x float>
  %7178 = fcmp oeq <8 x float> %7162, %52
  %7179 = select <8 x i1> %7178, <8 x float> %7177, <8 x float> %7174
  br label %7183

7180:                                             ; preds = %7161
  %7181 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7165, <8 x i1> %7154, <8 x float> zeroinitializer)
  %7182 = fadd <8 x float> %7162, %7181
  br label %7183

7183:                                             ; preds = %7180, %7173, %7166
  %7184 = phi <8 x float> [ %7182, %7180 ], [ %7179, %7173 ], [ %7172, %7166 ]
  switch i64 %1240, label %511 [
    i64 1, label %7199
    i64 2, label %7192
    i64 3, label %7185
    i64 0, label %7221
  ]

7185:                                             ; preds = %7183
  %7186 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7184)
  %7187 = bitcast <8 x float> %7184 to <8 x i32>
  %7188 = and <8 x i32> %7187, %1103
  %7189 = bitcast <8 x i32> %7188 to <8 x float>
  %7190 = fcmp oeq <8 x float> %7184, %49
  %7191 = select <8 x i1> %7190, <8 x float> %7189, <8 x float> %7186
  br label %7202

7192:                                             ; preds = %7183
  %7193 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7184)
  %7194 = bitcast <8 x float> %7184 to <8 x i32>
  %7195 = or <8 x i32> %7194, %1104
  %7196 = bitcast <8 x i32> %7195 to <8 x float>
  %7197 = fcmp oeq <8 x float> %7184, %52
  %7198 = select <8 x i1> %7197, <8 x float> %7196, <8 x float> %7193
  br label %7202

7199:                                             ; preds = %7183
  %7200 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7165, <8 x i1> %7154, <8 x float> zeroinitializer)
  %7201 = fadd <8 x float> %7184, %7200
  br label %7202

7202:                                             ; preds = %7199, %7192, %7185
  %7203 = phi <8 x float> [ %7201, %7199 ], [ %7198, %7192 ], [ %7191, %7185 ]
  switch i64 %1242, label %511 [
    i64 1, label %7218
    i64 2, label %7211
    i64 3, label %7204
    i64 0, label %7221
  ]

7204:                                             ; preds = %7202
  %7205 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7203)
  %7206 = bitcast <8 x float> %7203 to <8 x i32>
  %7207 = and <8 x i32> %7206, %1103
  %7208 = bitcast <8 x i32> %7207 to <8 x float>
  %7209 = fcmp oeq <8 x float> %7203, %49
  %7210 = select <8 x i1> %7209, <8 x float> %7208, <8 x float> %7205
  br label %7221

7211:                                             ; preds = %7202
  %7212 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7203)
  %7213 = bitcast <8 x float> %7203 to <8 x i32>
  %7214 = or <8 x i32> %7213, %1104
  %7215 = bitcast <8 x i32> %7214 to <8 x float>
  %7216 = fcmp oeq <8 x float> %7203, %52
  %7217 = select <8 x i1> %7216, <8 x float> %7215, <8 x float> %7212
  br label %7221

7218:                                             ; preds = %7202
  %7219 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7165, <8 x i1> %7154, <8 x float> zeroinitializer)
  %7220 = fadd <8 x float> %7203, %7219
  br label %7221

7221:                                             ; preds = %7204, %7211, %7218, %7202, %7183, %7161
  %7222 = phi <8 x float> [ %7203, %7202 ], [ %7162, %7161 ], [ %7184, %7183 ], [ %7220, %7218 ], [ %7217, %7211 ], [ %7210, %7204 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7222, ptr nonnull align 1 %7163, <8 x i1> %7154)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7913

7223:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %1101, label %7224, label %7297

7224:                                             ; preds = %7223, %7238
  %7225 = phi i64 [ %7239, %7238 ], [ 0, %7223 ]
  %7226 = mul nsw i64 %7225, %14
  %7227 = sub i64 %7226, %16
  %7228 = add i64 %7227, %2691
  %7229 = icmp slt i64 %7228, 0
  %7230 = icmp sge i64 %7228, %6
  %7231 = or i1 %7229, %7230
  %7232 = select i1 %7231, i64 0, i64 %7228
  %7233 = mul nsw i64 %7232, %7
  %7234 = getelementptr inbounds float, ptr %1511, i64 %7233
  br i1 %1102, label %7235, label %7238

7235:                                             ; preds = %7224
  %7236 = mul nuw nsw i64 %7225, %11
  %7237 = getelementptr inbounds nuw float, ptr %1513, i64 %7236
  br label %7241

7238:                                             ; preds = %7250, %7224
  %7239 = add nuw nsw i64 %7225, 1
  %7240 = icmp eq i64 %7239, %10
  br i1 %7240, label %7295, label %7224

7241:                                             ; preds = %7235, %7250
  %7242 = phi i64 [ 0, %7235 ], [ %7251, %7250 ]
  %7243 = getelementptr inbounds nuw float, ptr %7237, i64 %7242
  %7244 = load float, ptr %7243, align 1
  %7245 = insertelement <8 x float> poison, float %7244, i64 0
  %7246 = shufflevector <8 x float> %7245, <8 x float> poison, <8 x i32> zeroinitializer
  %7247 = mul nsw i64 %7242, %15
  %7248 = sub i64 %7247, %17
  %7249 = getelementptr <4 x i64>, ptr %1086, i64 %7242
  br label %7253

7250:                                             ; preds = %7284
  %7251 = add nuw nsw i64 %7242, 1
  %7252 = icmp eq i64 %7251, %11
  br i1 %7252, label %7238, label %7241

7253:                                             ; preds = %7241, %7284
  %7254 = phi i64 [ 0, %7241 ], [ %7293, %7284 ]
  %7255 = or disjoint i64 %4437, %7254
  %7256 = shl nsw i64 %7255, 3
  %7257 = add i64 %7248, %7256
  br i1 %1111, label %7262, label %7258

7258:                                             ; preds = %7253
  %7259 = mul nuw nsw i64 %7255, %11
  %7260 = getelementptr <4 x i64>, ptr %7249, i64 %7259
  %7261 = load <4 x i64>, ptr %7260, align 32
  br label %7284

7262:                                             ; preds = %7253
  %7263 = sub nsw i64 %9, %7256
  %7264 = icmp slt i64 %7257, 0
  %7265 = sub nsw i64 0, %7257
  %7266 = select i1 %7264, i64 %7265, i64 0
  %7267 = sub nsw i64 %7, %7257
  %7268 = call i64 @llvm.smin.i64(i64 %7267, i64 %7263)
  %7269 = call i64 @llvm.smin.i64(i64 %7268, i64 8)
  %7270 = icmp sgt i64 %7269, %7266
  %7271 = trunc i64 %7266 to i32
  %7272 = select i1 %7270, i32 %7271, i32 0
  %7273 = insertelement <8 x i32> poison, i32 %7272, i64 0
  %7274 = shufflevector <8 x i32> %7273, <8 x i32> poison, <8 x i32> zeroinitializer
  %7275 = icmp slt <8 x i32> %7274, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7276 = trunc i64 %7269 to i32
  %7277 = select i1 %7270, i32 %7276, i32 0
  %7278 = insertelement <8 x i32> poison, i32 %7277, i64 0
  %7279 = shufflevector <8 x i32> %7278, <8 x i32> poison, <8 x i32> zeroinitializer
  %7280 = icmp sgt <8 x i32> %7279, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7281 = and <8 x i1> %7280, %7275
  %7282 = sext <8 x i1> %7281 to <8 x i32>
  %7283 = bitcast <8 x i32> %7282 to <4 x i64>
  br label %7284

7284:                                             ; preds = %7262, %7258
  %7285 = phi <4 x i64> [ %7261, %7258 ], [ %7283, %7262 ]
  %7286 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7254
  %7287 = getelementptr inbounds float, ptr %7234, i64 %7257
  %7288 = select i1 %7231, <4 x i64> zeroinitializer, <4 x i64> %7285
  %7289 = bitcast <4 x i64> %7288 to <8 x i32>
  %7290 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7287, <8 x i32> %7289)
  %7291 = load <8 x float>, ptr %7286, align 32
  %7292 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7290, <8 x float> %7246, <8 x float> %7291)
  store <8 x float> %7292, ptr %7286, align 32
  %7293 = add nuw nsw i64 %7254, 1
  %7294 = icmp eq i64 %7293, 8
  br i1 %7294, label %7250, label %7253

7295:                                             ; preds = %7238
  %7296 = load <8 x float>, ptr %34, align 32
  br label %7297

7297:                                             ; preds = %7295, %7223
  %7298 = phi <8 x float> [ %7296, %7295 ], [ zeroinitializer, %7223 ]
  %7299 = shl nsw i64 %4437, 3
  %7300 = sub nsw i64 %9, %7299
  %7301 = icmp sgt i64 %7300, 7
  %7302 = trunc i64 %7300 to i32
  %7303 = select i1 %7301, i32 8, i32 %7302
  %7304 = insertelement <8 x i32> poison, i32 %7303, i64 0
  %7305 = shufflevector <8 x i32> %7304, <8 x i32> poison, <8 x i32> zeroinitializer
  %7306 = icmp sgt <8 x i32> %7305, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1563, label %7312, label %7307

7307:                                             ; preds = %7297
  %7308 = load float, ptr %1514, align 1
  %7309 = insertelement <8 x float> poison, float %7308, i64 0
  %7310 = shufflevector <8 x float> %7309, <8 x float> poison, <8 x i32> zeroinitializer
  %7311 = fadd <8 x float> %7298, %7310
  br label %7312

7312:                                             ; preds = %7307, %7297
  %7313 = phi <8 x float> [ %7311, %7307 ], [ %7298, %7297 ]
  %7314 = getelementptr inbounds nuw float, ptr %2681, i64 %7299
  %7315 = getelementptr inbounds nuw float, ptr %2683, i64 %7299
  %7316 = select i1 %2690, ptr null, ptr %7315
  switch i64 %1168, label %511 [
    i64 1, label %7317
    i64 2, label %7320
    i64 3, label %7327
    i64 0, label %7372
  ]

7317:                                             ; preds = %7312
  %7318 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7316, <8 x i1> %7306, <8 x float> zeroinitializer)
  %7319 = fadd <8 x float> %7313, %7318
  br label %7334

7320:                                             ; preds = %7312
  %7321 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7313)
  %7322 = bitcast <8 x float> %7313 to <8 x i32>
  %7323 = or <8 x i32> %7322, %1104
  %7324 = bitcast <8 x i32> %7323 to <8 x float>
  %7325 = fcmp oeq <8 x float> %7313, %52
  %7326 = select <8 x i1> %7325, <8 x float> %7324, <8 x float> %7321
  br label %7334

7327:                                             ; preds = %7312
  %7328 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7313)
  %7329 = bitcast <8 x float> %7313 to <8 x i32>
  %7330 = and <8 x i32> %7329, %1103
  %7331 = bitcast <8 x i32> %7330 to <8 x float>
  %7332 = fcmp oeq <8 x float> %7313, %49
  %7333 = select <8 x i1> %7332, <8 x float> %7331, <8 x float> %7328
  br label %7334

7334:                                             ; preds = %7327, %7320, %7317
  %7335 = phi <8 x float> [ %7319, %7317 ], [ %7326, %7320 ], [ %7333, %7327 ]
  switch i64 %1170, label %511 [
    i64 1, label %7350
    i64 2, label %7343
    i64 3, label %7336
    i64 0, label %7372
  ]

7336:                                             ; preds = %7334
  %7337 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7335)
  %7338 = bitcast <8 x float> %7335 to <8 x i32>
  %7339 = and <8 x i32> %7338, %1103
  %7340 = bitcast <8 x i32> %7339 to <8 x float>
  %7341 = fcmp oeq <8 x float> %7335, %49
  %7342 = select <8 x i1> %7341, <8 x float> %7340, <8 x float> %7337
  br label %7353

7343:                                             ; preds = %7334
  %7344 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7335)
  %7345 = bitcast <8 x float> %7335 to <8 x i32>
  %7346 = or <8 x i32> %7345, %1104
  %7347 = bitcast <8 x i32> %7346 to <8 x float>
  %7348 = fcmp oeq <8 x float> %7335, %52
  %7349 = select <8 x i1> %7348, <8 x float> %7347, <8 x float> %7344
  br label %7353

7350:                                             ; preds = %7334
  %7351 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7316, <8 x i1> %7306, <8 x float> zeroinitializer)
  %7352 = fadd <8 x float> %7335, %7351
  br label %7353

7353:                                             ; preds = %7350, %7343, %7336
  %7354 = phi <8 x float> [ %7352, %7350 ], [ %7349, %7343 ], [ %7342, %7336 ]
  switch i64 %1172, label %511 [
    i64 1, label %7369
    i64 2, label %7362
    i64 3, label %7355
    i64 0, label %7372
  ]

7355:                                             ; preds = %7353
  %7356 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7354)
  %7357 = bitcast <8 x float> %7354 to <8 x i32>
  %7358 = and <8 x i32> %7357, %1103
  %7359 = bitcast <8 x i32> %7358 to <8 x float>
  %7360 = fcmp oeq <8 x float> %7354, %49
  %7361 = select <8 x i1> %7360, <8 x float> %7359, <8 x float> %7356
  br label %7372

7362:                                             ; preds = %7353
  %7363 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7354)
  %7364 = bitcast <8 x float> %7354 to <8 x i32>
  %7365 = or <8 x i32> %7364, %1104
  %7366 = bitcast <8 x i32> %7365 to <8 x float>
  %7367 = fcmp oeq <8 x float> %7354, %52
  %7368 = select <8 x i1> %7367, <8 x float> %7366, <8 x float> %7363
  br label %7372

7369:                                             ; preds = %7353
  %7370 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7316, <8 x i1> %7306, <8 x float> zeroinitializer)
  %7371 = fadd <8 x float> %7354, %7370
  br label %7372

7372:                                             ; preds = %7355, %7362, %7369, %7353, %7334, %7312
  %7373 = phi <8 x float> [ %7354, %7353 ], [ %7313, %7312 ], [ %7335, %7334 ], [ %7371, %7369 ], [ %7368, %7362 ], [ %7361, %7355 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7373, ptr align 1 %7314, <8 x i1> %7306)
  %7374 = shl i64 %4437, 3
  %7375 = or disjoint i64 %7374, 8
  %7376 = sub nsw i64 %9, %7375
  %7377 = icmp sgt i64 %7376, 7
  %7378 = trunc i64 %7376 to i32
  %7379 = select i1 %7377, i32 8, i32 %7378
  %7380 = insertelement <8 x i32> poison, i32 %7379, i64 0
  %7381 = shufflevector <8 x i32> %7380, <8 x i32> poison, <8 x i32> zeroinitializer
  %7382 = icmp sgt <8 x i32> %7381, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7383 = load <8 x float>, ptr %1173, align 32
  br i1 %1563, label %7389, label %7384

7384:                                             ; preds = %7372
  %7385 = load float, ptr %1514, align 1
  %7386 = insertelement <8 x float> poison, float %7385, i64 0
  %7387 = shufflevector <8 x float> %7386, <8 x float> poison, <8 x i32> zeroinitializer
  %7388 = fadd <8 x float> %7383, %7387
  br label %7389

7389:                                             ; preds = %7384, %7372
  %7390 = phi <8 x float> [ %7388, %7384 ], [ %7383, %7372 ]
  %7391 = getelementptr inbounds nuw float, ptr %2681, i64 %7375
  %7392 = getelementptr inbounds nuw float, ptr %2683, i64 %7375
  %7393 = select i1 %2690, ptr null, ptr %7392
  switch i64 %1168, label %511 [
    i64 1, label %7408
    i64 2, label %7401
    i64 3, label %7394
    i64 0, label %7449
  ]

7394:                                             ; preds = %7389
  %7395 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7390)
  %7396 = bitcast <8 x float> %7390 to <8 x i32>
  %7397 = and <8 x i32> %7396, %1103
  %7398 = bitcast <8 x i32> %7397 to <8 x float>
  %7399 = fcmp oeq <8 x float> %7390, %49
  %7400 = select <8 x i1> %7399, <8 x float> %7398, <8 x float> %7395
  br label %7411

7401:                                             ; preds = %7389
  %7402 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7390)
  %7403 = bitcast <8 x float> %7390 to <8 x i32>
  %7404 = or <8 x i32> %7403, %1104
  %7405 = bitcast <8 x i32> %7404 to <8 x float>
  %7406 = fcmp oeq <8 x float> %7390, %52
  %7407 = select <8 x i1> %7406, <8 x float> %7405, <8 x float> %7402
  br label %7411

7408:                                             ; preds = %7389
  %7409 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7393, <8 x i1> %7382, <8 x float> zeroinitializer)
  %7410 = fadd <8 x float> %7390, %7409
  br label %7411

7411:                                             ; preds = %7408, %7401, %7394
  %7412 = phi <8 x float> [ %7410, %7408 ], [ %7407, %7401 ], [ %7400, %7394 ]
  switch i64 %1175, label %511 [
    i64 1, label %7427
    i64 2, label %7420
    i64 3, label %7413
    i64 0, label %7449
  ]

7413:                                             ; preds = %7411
  %7414 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7412)
  %7415 = bitcast <8 x float> %7412 to <8 x i32>
  %7416 = and <8 x i32> %7415, %1103
  %7417 = bitcast <8 x i32> %7416 to <8 x float>
  %7418 = fcmp oeq <8 x float> %7412, %49
  %7419 = select <8 x i1> %7418, <8 x float> %7417, <8 x float> %7414
  br label %7430

7420:                                             ; preds = %7411
  %7421 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7412)
  %7422 = bitcast <8 x float> %7412 to <8 x i32>
  %7423 = or <8 x i32> %7422, %1104
  %7424 = bitcast <8 x i32> %7423 to <8 x float>
  %7425 = fcmp oeq <8 x float> %7412, %52
  %7426 = select <8 x i1> %7425, <8 x float> %7424, <8 x float> %7421
  br label %7430

7427:                                             ; preds = %7411
  %7428 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7393, <8 x i1> %7382, <8 x float> zeroinitializer)
  %7429 = fadd <8 x float> %7412, %7428
  br label %7430

7430:                                             ; preds = %7427, %7420, %7413
  %7431 = phi <8 x float> [ %7429, %7427 ], [ %7426, %7420 ], [ %7419, %7413 ]
  switch i64 %1177, label %511 [
    i64 1, label %7446
    i64 2, label %7439
    i64 3, label %7432
    i64 0, label %7449
  ]

7432:                                             ; preds = %7430
  %7433 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7431)
  %7434 = bitcast <8 x float> %7431 to <8 x i32>
  %7435 = and <8 x i32> %7434, %1103
  %7436 = bitcast <8 x i32> %7435 to <8 x float>
  %7437 = fcmp oeq <8 x float> %7431, %49
  %7438 = select <8 x i1> %7437, <8 x float> %7436, <8 x float> %7433
  br label %7449

7439:                                             ; preds = %7430
  %7440 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7431)
  %7441 = bitcast <8 x float> %7431 to <8 x i32>
  %7442 = or <8 x i32> %7441, %1104
  %7443 = bitcast <8 x i32> %7442 to <8 x float>
  %7444 = fcmp oeq <8 x float> %7431, %52
  %7445 = select <8 x i1> %7444, <8 x float> %7443, <8 x float> %7440
  br label %7449

7446:                                             ; preds = %7430
  %7447 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7393, <8 x i1> %7382, <8 x float> zeroinitializer)
  %7448 = fadd <8 x float> %7431, %7447
  br label %7449

7449:                                             ; preds = %7432, %7439, %7446, %7430, %7411, %7389
  %7450 = phi <8 x float> [ %7431, %7430 ], [ %7390, %7389 ], [ %7412, %7411 ], [ %7448, %7446 ], [ %7445, %7439 ], [ %7438, %7432 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7450, ptr nonnull align 1 %7391, <8 x i1> %7382)
  %7451 = shl i64 %4437, 3
  %7452 = or disjoint i64 %7451, 16
  %7453 = sub nsw i64 %9, %7452
  %7454 = icmp sgt i64 %7453, 7
  %7455 = trunc i64 %7453 to i32
  %7456 = select i1 %7454, i32 8, i32 %7455
  %7457 = insertelement <8 x i32> poison, i32 %7456, i64 0
  %7458 = shufflevector <8 x i32> %7457, <8 x i32> poison, <8 x i32> zeroinitializer
  %7459 = icmp sgt <8 x i32> %7458, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7460 = load <8 x float>, ptr %1178, align 32
  br i1 %1563, label %7466, label %7461

7461:                                             ; preds = %7449
  %7462 = load float, ptr %1514, align 1
  %7463 = insertelement <8 x float> poison, float %7462, i64 0
  %7464 = shufflevector <8 x float> %7463, <8 x float> poison, <8 x i32> zeroinitializer
  %7465 = fadd <8 x float> %7460, %7464
  br label %7466

7466:                                             ; preds = %7461, %7449
  %7467 = phi <8 x float> [ %7465, %7461 ], [ %7460, %7449 ]
  %7468 = getelementptr inbounds nuw float, ptr %2681, i64 %7452
  %7469 = getelementptr inbounds nuw float, ptr %2683, i64 %7452
  %7470 = select i1 %2690, ptr null, ptr %7469
  switch i64 %1168, label %511 [
    i64 1, label %7485
    i64 2, label %7478
    i64 3, label %7471
    i64 0, label %7526
  ]

7471:                                             ; preds = %7466
  %7472 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7467)
  %7473 = bitcast <8 x float> %7467 to <8 x i32>
  %7474 = and <8 x i32> %7473, %1103
  %7475 = bitcast <8 x i32> %7474 to <8 x float>
  %7476 = fcmp oeq <8 x float> %7467, %49
  %7477 = select <8 x i1> %7476, <8 x float> %7475, <8 x float> %7472
  br label %7488

7478:                                             ; preds = %7466
  %7479 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7467)
  %7480 = bitcast <8 x float> %7467 to <8 x i32>
  %7481 = or <8 x i32> %7480, %1104
  %7482 = bitcast <8 x i32> %7481 to <8 x float>
  %7483 = fcmp oeq <8 x float> %7467, %52
  %7484 = select <8 x i1> %7483, <8 x float> %7482, <8 x float> %7479
  br label %7488

7485:                                             ; preds = %7466
  %7486 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7470, <8 x i1> %7459, <8 x float> zeroinitializer)
  %7487 = fadd <8 x float> %7467, %7486
  br label %7488

7488:                                             ; preds = %7485, %7478, %7471
  %7489 = phi <8 x float> [ %7487, %7485 ], [ %7484, %7478 ], [ %7477, %7471 ]
  switch i64 %1180, label %511 [
    i64 1, label %7504
    i64 2, label %7497
    i64 3, label %7490
    i64 0, label %7526
  ]

7490:                                             ; preds = %7488
  %7491 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7489)
  %7492 = bitcast <8 x float> %7489 to <8 x i32>
  %7493 = and <8 x i32> %7492, %1103
  %7494 = bitcast <8 x i32> %7493 to <8 x float>
  %7495 = fcmp oeq <8 x float> %7489, %49
  %7496 = select <8 x i1> %7495, <8 x float> %7494, <8 x float> %7491
  br label %7507

7497:                                             ; preds = %7488
  %7498 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7489)
  %7499 = bitcast <8 x float> %7489 to <8 x i32>
  %7500 = or <8 x i32> %7499, %1104
  %7501 = bitcast <8 x i32> %7500 to <8 x float>
  %7502 = fcmp oeq <8 x float> %7489, %52
  %7503 = select <8 x i1> %7502, <8 x float> %7501, <8 x float> %7498
  br label %7507

7504:                                             ; preds = %7488
  %7505 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7470, <8 x i1> %7459, <8 x float> zeroinitializer)
  %7506 = fadd <8 x float> %7489, %7505
  br label %7507

7507:                                             ; preds = %7504, %7497, %7490
  %7508 = phi <8 x float> [ %7506, %7504 ], [ %7503, %7497 ], [ %7496, %7490 ]
  switch i64 %1182, label %511 [
    i64 1, label %7523
    i64 2, label %7516
    i64 3, label %7509
    i64 0, label %7526
  ]

7509:                                             ; preds = %7507
  %7510 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7508)
  %7511 = bitcast <8 x float> %7508 to <8 x i32>
  %7512 = and <8 x i32> %7511, %1103
  %7513 = bitcast <8 x i32> %7512 to <8 x float>
  %7514 = fcmp oeq <8 x float> %7508, %49
  %7515 = select <8 x i1> %7514, <8 x float> %7513, <8 x float> %7510
  br label %7526

7516:                                             ; preds = %7507
  %7517 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7508)
  %7518 = bitcast <8 x float> %7508 to <8 x i32>
  %7519 = or <8 x i32> %7518, %1104
  %7520 = bitcast <8 x i32> %7519 to <8 x float>
  %7521 = fcmp oeq <8 x float> %7508, %52
  %7522 = select <8 x i1> %7521, <8 x float> %7520, <8 x float> %7517
  br label %7526

7523:                                             ; preds = %7507
  %7524 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7470, <8 x i1> %7459, <8 x float> zeroinitializer)
  %7525 = fadd <8 x float> %7508, %7524
  br label %7526

7526:                                             ; preds = %7509, %7516, %7523, %7507, %7488, %7466
  %7527 = phi <8 x float> [ %7508, %7507 ], [ %7467, %7466 ], [ %7489, %7488 ], [ %7525, %7523 ], [ %7522, %7516 ], [ %7515, %7509 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7527, ptr nonnull align 1 %7468, <8 x i1> %7459)
  %7528 = shl i64 %4437, 3
  %7529 = or disjoint i64 %7528, 24
  %7530 = sub nsw i64 %9, %7529
  %7531 = icmp sgt i64 %7530, 7
  %7532 = trunc i64 %7530 to i32
  %7533 = select i1 %7531, i32 8, i32 %7532
  %7534 = insertelement <8 x i32> poison, i32 %7533, i64 0
  %7535 = shufflevector <8 x i32> %7534, <8 x i32> poison, <8 x i32> zeroinitializer
  %7536 = icmp sgt <8 x i32> %7535, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7537 = load <8 x float>, ptr %1183, align 32
  br i1 %1563, label %7543, label %7538

7538:                                             ; preds = %7526
  %7539 = load float, ptr %1514, align 1
  %7540 = insertelement <8 x float> poison, float %7539, i64 0
  %7541 = shufflevector <8 x float> %7540, <8 x float> poison, <8 x i32> zeroinitializer
  %7542 = fadd <8 x float> %7537, %7541
  br label %7543

7543:                                             ; preds = %7538, %7526
  %7544 = phi <8 x float> [ %7542, %7538 ], [ %7537, %7526 ]
  %7545 = getelementptr inbounds nuw float, ptr %2681, i64 %7529
  %7546 = getelementptr inbounds nuw float, ptr %2683, i64 %7529
  %7547 = select i1 %2690, ptr null, ptr %7546
  switch i64 %1168, label %511 [
    i64 1, label %7562
    i64 2, label %7555
    i64 3, label %7548
    i64 0, label %7603
  ]

7548:                                             ; preds = %7543
  %7549 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7544)
  %7550 = bitcast <8 x float> %7544 to <8 x i32>
  %7551 = and <8 x i32> %7550, %1103
  %7552 = bitcast <8 x i32> %7551 to <8 x float>
  %7553 = fcmp oeq <8 x float> %7544, %49
  %7554 = select <8 x i1> %7553, <8 x float> %7552, <8 x float> %7549
  br label %7565

7555:                                             ; preds = %7543
  %7556 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7544)
  %7557 = bitcast <8 x float> %7544 to <8 x i32>
  %7558 = or <8 x i32> %7557, %1104
  %7559 = bitcast <8 x i32> %7558 to <8 x float>
  %7560 = fcmp oeq <8 x float> %7544, %52
  %7561 = select <8 x i1> %7560, <8 x float> %7559, <8 x float> %7556
  br label %7565

7562:                                             ; preds = %7543
  %7563 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7547, <8 x i1> %7536, <8 x float> zeroinitializer)
  %7564 = fadd <8 x float> %7544, %7563
  br label %7565

7565:                                             ; preds = %7562, %7555, %7548
  %7566 = phi <8 x float> [ %7564, %7562 ], [ %7561, %7555 ], [ %7554, %7548 ]
  switch i64 %1185, label %511 [
    i64 1, label %7581
    i64 2, label %7574
    i64 3, label %7567
    i64 0, label %7603
  ]

7567:                                             ; preds = %7565
  %7568 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7566)
  %7569 = bitcast <8 x float> %7566 to <8 x i32>
  %7570 = and <8 x i32> %7569, %1103
  %7571 = bitcast <8 x i32> %7570 to <8 x float>
  %7572 = fcmp oeq <8 x float> %7566, %49
  %7573 = select <8 x i1> %7572, <8 x float> %7571, <8 x float> %7568
  br label %7584

7574:                                             ; preds = %7565
  %7575 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7566)
  %7576 = bitcast <8 x float> %7566 to <8 x i32>
  %7577 = or <8 x i32> %7576, %1104
  %7578 = bitcast <8 x i32> %7577 to <8 x float>
  %7579 = fcmp oeq <8 x float> %7566, %52
  %7580 = select <8 x i1> %7579, <8 x float> %7578, <8 x float> %7575
  br label %7584

7581:                                             ; preds = %7565
  %7582 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7547, <8 x i1> %7536, <8 x float> zeroinitializer)
  %7583 = fadd <8 x float> %7566, %7582
  br label %7584

7584:                                             ; preds = %7581, %7574, %7567
  %7585 = phi <8 x float> [ %7583, %7581 ], [ %7580, %7574 ], [ %7573, %7567 ]
  switch i64 %1187, label %511 [
    i64 1, label %7600
    i64 2, label %7593
    i64 3, label %7586
    i64 0, label %7603
  ]

7586:                                             ; preds = %7584
  %7587 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7585)
  %7588 = bitcast <8 x float> %7585 to <8 x i32>
  %7589 = and <8 x i32> %7588, %1103
  %7590 = bitcast <8 x i32> %7589 to <8 x float>
  %7591 = fcmp oeq <8 x float> %7585, %49
  %7592 = select <8 x i1> %7591, <8 x float> %7590, <8 x float> %7587
  br label %7603

7593:                                             ; preds = %7584
  %7594 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7585)
  %7595 = bitcast <8 x float> %7585 to <8 x i32>
  %7596 = or <8 x i32> %7595, %1104
  %7597 = bitcast <8 x i32> %7596 to <8 x float>
  %7598 = fcmp oeq <8 x float> %7585, %52
  %7599 = select <8 x i1> %7598, <8 x float> %7597, <8 x float> %7594
  br label %7603

7600:                                             ; preds = %7584
  %7601 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7547, <8 x i1> %7536, <8 x float> zeroinitializer)
  %7602 = fadd <8 x float> %7585, %7601
  br label %7603

7603:                                             ; preds = %7586, %7593, %7600, %7584, %7565, %7543
  %7604 = phi <8 x float> [ %7585, %7584 ], [ %7544, %7543 ], [ %7566, %7565 ], [ %7602, %7600 ], [ %7599, %7593 ], [ %7592, %7586 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7604, ptr nonnull align 1 %7545, <8 x i1> %7536)
  %7605 = shl i64 %4437, 3
  %7606 = or disjoint i64 %7605, 32
  %7607 = sub nsw i64 %9, %7606
  %7608 = icmp sgt i64 %7607, 7
  %7609 = trunc i64 %7607 to i32
  %7610 = select i1 %7608, i32 8, i32 %7609
  %7611 = insertelement <8 x i32> poison, i32 %7610, i64 0
  %7612 = shufflevector <8 x i32> %7611, <8 x i32> poison, <8 x i32> zeroinitializer
  %7613 = icmp sgt <8 x i32> %7612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7614 = load <8 x float>, ptr %1188, align 32
  br i1 %1563, label %7620, label %7615

7615:                                             ; preds = %7603
  %7616 = load float, ptr %1514, align 1
  %7617 = insertelement <8 x float> poison, float %7616, i64 0
  %7618 = shufflevector <8 x float> %7617, <8 x float> poison, <8 x i32> zeroinitializer
  %7619 = fadd <8 x float> %7614, %7618
  br label %7620

7620:                                             ; preds = %7615, %7603
  %7621 = phi <8 x float> [ %7619, %7615 ], [ %7614, %7603 ]
  %7622 = getelementptr inbounds nuw float, ptr %2681, i64 %7606
  %7623 = getelementptr inbounds nuw float, ptr %2683, i64 %7606
  %7624 = select i1 %2690, ptr null, ptr %7623
  switch i64 %1168, label %511 [
    i64 1, label %7639
    i64 2, label %7632
    i64 3, label %7625
    i64 0, label %7680
  ]

7625:                                             ; preds = %7620
  %7626 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7621)
  %7627 = bitcast <8 x float> %7621 to <8 x i32>
  %7628 = and <8 x i32> %7627, %1103
  %7629 = bitcast <8 x i32> %7628 to <8 x float>
  %7630 = fcmp oeq <8 x float> %7621, %49
  %7631 = select <8 x i1> %7630, <8 x float> %7629, <8 x float> %7626
  br label %7642

7632:                                             ; preds = %7620
  %7633 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7621)
  %7634 = bitcast <8 x float> %7621 to <8 x i32>
  %7635 = or <8 x i32> %7634, %1104
  %7636 = bitcast <8 x i32> %7635 to <8 x float>
  %7637 = fcmp oeq <8 x float> %7621, %52
  %7638 = select <8 x i1> %7637, <8 x float> %7636, <8 x float> %7633
  br label %7642

7639:                                             ; preds = %7620
  %7640 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7624, <8 x i1> %7613, <8 x float> zeroinitializer)
  %7641 = fadd <8 x float> %7621, %7640
  br label %7642

7642:                                             ; preds = %7639, %7632, %7625
  %7643 = phi <8 x float> [ %7641, %7639 ], [ %7638, %7632 ], [ %7631, %7625 ]
  switch i64 %1190, label %511 [
    i64 1, label %7658
    i64 2, label %7651
    i64 3, label %7644
    i64 0, label %7680
  ]

7644:                                             ; preds = %7642
  %7645 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7643)
  %7646 = bitcast <8 x float> %7643 to <8 x i32>
  %7647 = and <8 x i32> %7646, %1103
  %7648 = bitcast <8 x i32> %7647 to <8 x float>
  %7649 = fcmp oeq <8 x float> %7643, %49
  %7650 = select <8 x i1> %7649, <8 x float> %7648, <8 x float> %7645
  br label %7661

7651:                                             ; preds = %7642
  %7652 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7643)
  %7653 = bitcast <8 x float> %7643 to <8 x i32>
  %7654 = or <8 x i32> %7653, %1104
  %7655 = bitcast <8 x i32> %7654 to <8 x float>
  %7656 = fcmp oeq <8 x float> %7643, %52
  %7657 = select <8 x i1> %7656, <8 x float> %7655, <8 x float> %7652
  br label %7661

7658:                                             ; preds = %7642
  %7659 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7624, <8 x i1> %7613, <8 x float> zeroinitializer)
  %7660 = fadd <8 x float> %7643, %7659
  br label %7661

7661:                                             ; preds = %7658, %7651, %7644
  %7662 = phi <8 x float> [ %7660, %7658 ], [ %7657, %7651 ], [ %7650, %7644 ]
  switch i64 %1192, label %511 [
    i64 1, label %7677
    i64 2, label %7670
    i64 3, label %7663
    i64 0, label %7680
  ]

7663:                                             ; preds = %7661
  %7664 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7662)
  %7665 = bitcast <8 x float> %7662 to <8 x i32>
  %7666 = and <8 x i32> %7665, %1103
  %7667 = bitcast <8 x i32> %7666 to <8 x float>
  %7668 = fcmp oeq <8 x float> %7662, %49
  %7669 = select <8 x i1> %7668, <8 x float> %7667, <8 x float> %7664
  br label %7680

7670:                                             ; preds = %7661
  %7671 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7662)
  %7672 = bitcast <8 x float> %7662 to <8 x i32>
  %7673 = or <8 x i32> %7672, %1104
  %7674 = bitcast <8 x i32> %7673 to <8 x float>
  %7675 = fcmp oeq <8 x float> %7662, %52
  %7676 = select <8 x i1> %7675, <8 x float> %7674, <8 x float> %7671
  br label %7680

7677:                                             ; preds = %7661
  %7678 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7624, <8 x i1> %7613, <8 x float> zeroinitializer)
  %7679 = fadd <8 x float> %7662, %7678
  br label %7680

7680:                                             ; preds = %7663, %7670, %7677, %7661, %7642, %7620
  %7681 = phi <8 x float> [ %7662, %7661 ], [ %7621, %7620 ], [ %7643, %7642 ], [ %7679, %7677 ], [ %7676, %7670 ], [ %7669, %7663 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7681, ptr nonnull align 1 %7622, <8 x i1> %7613)
  %7682 = shl i64 %4437, 3
  %7683 = or disjoint i64 %7682, 40
  %7684 = sub nsw i64 %9, %7683
  %7685 = icmp sgt i64 %7684, 7
  %7686 = trunc i64 %7684 to i32
  %7687 = select i1 %7685, i32 8, i32 %7686
  %7688 = insertelement <8 x i32> poison, i32 %7687, i64 0
  %7689 = shufflevector <8 x i32> %7688, <8 x i32> poison, <8 x i32> zeroinitializer
  %7690 = icmp sgt <8 x i32> %7689, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7691 = load <8 x float>, ptr %1193, align 32
  br i1 %1563, label %7697, label %7692

7692:                                             ; preds = %7680
  %7693 = load float, ptr %1514, align 1
  %7694 = insertelement <8 x float> poison, float %7693, i64 0
  %7695 = shufflevector <8 x float> %7694, <8 x float> poison, <8 x i32> zeroinitializer
  %7696 = fadd <8 x float> %7691, %7695
  br label %7697

7697:                                             ; preds = %7692, %7680
  %7698 = phi <8 x float> [ %7696, %7692 ], [ %7691, %7680 ]
  %7699 = getelementptr inbounds nuw float, ptr %2681, i64 %7683
  %7700 = getelementptr inbounds nuw float, ptr %2683, i64 %7683
  %7701 = select i1 %2690, ptr null, ptr %7700
  switch i64 %1168, label %511 [
    i64 1, label %7716
    i64 2, label %7709
    i64 3, label %7702
    i64 0, label %7757
  ]

7702:                                             ; preds = %7697
  %7703 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7698)
  %7704 = bitcast <8 x float> %7698 to <8 x i32>
  %7705 = and <8 x i32> %7704, %1103
  %7706 = bitcast <8 x i32> %7705 to <8 x float>
  %7707 = fcmp oeq <8 x float> %7698, %49
  %7708 = select <8 x i1> %7707, <8 x float> %7706, <8 x float> %7703
  br label %7719

7709:                                             ; preds = %7697
  %7710 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7698)
  %7711 = bitcast <8 x float> %7698 to <8 x i32>
  %7712 = or <8 x i32> %7711, %1104
  %7713 = bitcast <8 x i32> %7712 to <8 x float>
  %7714 = fcmp oeq <8 x float> %7698, %52
  %7715 = select <8 x i1> %7714, <8 x float> %7713, <8 x float> %7710
  br label %7719

7716:                                             ; preds = %7697
  %7717 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7701, <8 x i1> %7690, <8 x float> zeroinitializer)
  %7718 = fadd <8 x float> %7698, %7717
  br label %7719

7719:                                             ; preds = %7716, %7709, %7702
  %7720 = phi <8 x float> [ %7718, %7716 ], [ %7715, %7709 ], [ %7708, %7702 ]
  switch i64 %1195, label %511 [
    i64 1, label %7735
    i64 2, label %7728
    i64 3, label %7721
    i64 0, label %7757
  ]

7721:                                             ; preds = %7719
  %7722 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7720)
  %7723 = bitcast <8 x float> %7720 to <8 x i32>
  %7724 = and <8 x i32> %7723, %1103
  %7725 = bitcast <8 x i32> %7724 to <8 x float>
  %7726 = fcmp oeq <8 x float> %7720, %49
  %7727 = select <8 x i1> %7726, <8 x float> %7725, <8 x float> %7722
  br label %7738

7728:                                             ; preds = %7719
  %7729 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7720)
  %7730 = bitcast <8 x float> %7720 to <8 x i32>
  %7731 = or <8 x i32> %7730, %1104
  %7732 = bitcast <8 x i32> %7731 to <8 x float>
  %7733 = fcmp oeq <8 x float> %7720, %52
  %7734 = select <8 x i1> %7733, <8 x float> %7732, <8 x float> %7729
  br label %7738

7735:                                             ; preds = %7719
  %7736 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7701, <8 x i1> %7690, <8 x float> zeroinitializer)
  %7737 = fadd <8 x float> %7720, %7736
  br label %7738

7738:                                             ; preds = %7735, %7728, %7721
  %7739 = phi <8 x float> [ %7737, %7735 ], [ %7734, %7728 ], [ %7727, %7721 ]
  switch i64 %1197, label %511 [
    i64 1, label %7754
    i64 2, label %7747
    i64 3, label %7740
    i64 0, label %7757
  ]

7740:                                             ; preds = %7738
  %7741 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7739)
  %7742 = bitcast <8 x float> %7739 to <8 x i32>
  %7743 = and <8 x i32> %7742, %1103
  %7744 = bitcast <8 x i32> %7743 to <8 x float>
  %7745 = fcmp oeq <8 x float> %7739, %49
  %7746 = select <8 x i1> %7745, <8 x float> %7744, <8 x float> %7741
  br label %7757

7747:                                             ; preds = %7738
  %7748 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7739)
  %7749 = bitcast <8 x float> %7739 to <8 x i32>
  %7750 = or <8 x i32> %7749, %1104
  %7751 = bitcast <8 x i32> %7750 to <8 x float>
  %7752 = fcmp oeq <8 x float> %7739, %52
  %7753 = select <8 x i1> %7752, <8 x float> %7751, <8 x float> %7748
  br label %7757

7754:                                             ; preds = %7738
  %7755 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7701, <8 x i1> %7690, <8 x float> zeroinitializer)
  %7756 = fadd <8 x float> %7739, %7755
  br label %7757

7757:                                             ; preds = %7740, %7747, %7754, %7738, %7719, %7697
  %7758 = phi <8 x float> [ %7739, %7738 ], [ %7698, %7697 ], [ %7720, %7719 ], [ %7756, %7754 ], [ %7753, %7747 ], [ %7746, %7740 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7758, ptr nonnull align 1 %7699, <8 x i1> %7690)
  %7759 = shl i64 %4437, 3
  %7760 = or disjoint i64 %7759, 48
  %7761 = sub nsw i64 %9, %7760
  %7762 = icmp sgt i64 %7761, 7
  %7763 = trunc i64 %7761 to i32
  %7764 = select i1 %7762, i32 8, i32 %7763
  %7765 = insertelement <8 x i32> poison, i32 %7764, i64 0
  %7766 = shufflevector <8 x i32> %7765, <8 x i32> poison, <8 x i32> zeroinitializer
  %7767 = icmp sgt <8 x i32> %7766, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7768 = load <8 x float>, ptr %1198, align 32
  br i1 %1563, label %7774, label %7769

7769:                                             ; preds = %7757
  %7770 = load float, ptr %1514, align 1
  %7771 = insertelement <8 x float> poison, float %7770, i64 0
  %7772 = shufflevector <8 x float> %7771, <8 x float> poison, <8 x i32> zeroinitializer
  %7773 = fadd <8 x float> %7768, %7772
  br label %7774

7774:                                             ; preds = %7769, %7757
  %7775 = phi <8 x float> [ %7773, %7769 ], [ %7768, %7757 ]
  %7776 = getelementptr inbounds nuw float, ptr %2681, i64 %7760
  %7777 = getelementptr inbounds nuw float, ptr %2683, i64 %7760
  %7778 = select i1 %2690, ptr null, ptr %7777
  switch i64 %1168, label %511 [
    i64 1, label %7793
    i64 2, label %7786
    i64 3, label %7779
    i64 0, label %7834
  ]

7779:                                             ; preds = %7774
  %7780 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7775)
  %7781 = bitcast <8 x float> %7775 to <8 x i32>
  %7782 = and <8 x i32> %7781, %1103
  %7783 = bitcast <8 x i32> %7782 to <8 x float>
  %7784 = fcmp oeq <8 x float> %7775, %49
  %7785 = select <8 x i1> %7784, <8 x float> %7783, <8 x float> %7780
  br label %7796

7786:                                             ; preds = %7774
  %7787 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7775)
  %7788 = bitcast <8 x float> %7775 to <8 x i32>
  %7789 = or <8 x i32> %7788, %1104
  %7790 = bitcast <8 x i32> %7789 to <8 x float>
  %7791 = fcmp oeq <8 x float> %7775, %52
  %7792 = select <8 x i1> %7791, <8 x float> %7790, <8 x float> %7787
  br label %7796

7793:                                             ; preds = %7774
  %7794 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7778, <8 x i1> %7767, <8 x float> zeroinitializer)
  %7795 = fadd <8 x float> %7775, %7794
  br label %7796

7796:                                             ; preds = %7793, %7786, %7779
  %7797 = phi <8 x float> [ %7795, %7793 ], [ %7792, %7786 ], [ %7785, %7779 ]
  switch i64 %1200, label %511 [
    i64 1, label %7812
    i64 2, label %7805
    i64 3, label %7798
    i64 0, label %7834
  ]

7798:                                             ; preds = %7796
  %7799 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7797)
  %7800 = bitcast <8 x float> %7797 to <8 x i32>
  %7801 = and <8 x i32> %7800, %1103
  %7802 = bitcast <8 x i32> %7801 to <8 x float>
  %7803 = fcmp oeq <8 x float> %7797, %49
  %7804 = select <8 x i1> %7803, <8 x float> %7802, <8 x float> %7799
  br label %7815

7805:                                             ; preds = %7796
  %7806 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7797)
  %7807 = bitcast <8 x float> %7797 to <8 x i32>
  %7808 = or <8 x i32> %7807, %1104
  %7809 = bitcast <8 x i32> %7808 to <8 x float>
  %7810 = fcmp oeq <8 x float> %7797, %52
  %7811 = select <8 x i1> %7810, <8 x float> %7809, <8 x float> %7806
  br label %7815

7812:                                             ; preds = %7796
  %7813 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7778, <8 x i1> %7767, <8 x float> zeroinitializer)
  %7814 = fadd <8 x float> %7797, %7813
  br label %7815

7815:                                             ; preds = %7812, %7805, %7798
  %7816 = phi <8 x float> [ %7814, %7812 ], [ %7811, %7805 ], [ %7804, %7798 ]
  switch i64 %1202, label %511 [
    i64 1, label %7831
    i64 2, label %7824
    i64 3, label %7817
    i64 0, label %7834
  ]

7817:                                             ; preds = %7815
  %7818 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7816)
  %7819 = bitcast <8 x float> %7816 to <8 x i32>
  %7820 = and <8 x i32> %7819, %1103
  %7821 = bitcast <8 x i32> %7820 to <8 x float>
  %7822 = fcmp oeq <8 x float> %7816, %49
  %7823 = select <8 x i1> %7822, <8 x float> %7821, <8 x float> %7818
  br label %7834

7824:                                             ; preds = %7815
  %7825 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7816)
  %7826 = bitcast <8 x float> %7816 to <8 x i32>
  %7827 = or <8 x i32> %7826, %1104
  %7828 = bitcast <8 x i32> %7827 to <8 x float>
  %7829 = fcmp oeq <8 x float> %7816, %52
  %7830 = select <8 x i1> %7829, <8 x float> %7828, <8 x float> %7825
  br label %7834

7831:                                             ; preds = %7815
  %7832 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7778, <8 x i1> %7767, <8 x float> zeroinitializer)
  %7833 = fadd <8 x float> %7816, %7832
  br label %7834

7834:                                             ; preds = %7817, %7824, %7831, %7815, %7796, %7774
  %7835 = phi <8 x float> [ %7816, %7815 ], [ %7775, %7774 ], [ %7797, %7796 ], [ %7833, %7831 ], [ %7830, %7824 ], [ %7823, %7817 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7835, ptr nonnull align 1 %7776, <8 x i1> %7767)
  %7836 = shl i64 %4437, 3
  %7837 = or disjoint i64 %7836, 56
  %7838 = sub nsw i64 %9, %7837
  %7839 = icmp sgt i64 %7838, 7
  %7840 = trunc i64 %7838 to i32
  %7841 = select i1 %7839, i32 8, i32 %7840
  %7842 = insertelement <8 x i32> poison, i32 %7841, i64 0
  %7843 = shufflevector <8 x i32> %7842, <8 x i32> poison, <8 x i32> zeroinitializer
  %7844 = icmp sgt <8 x i32> %7843, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7845 = load <8 x float>, ptr %1203, align 32
  br i1 %1563, label %7851, label %7846

7846:                                             ; preds = %7834
  %7847 = load float, ptr %1514, align 1
  %7848 = insertelement <8 x float> poison, float %7847, i64 0
  %7849 = shufflevector <8 x float> %7848, <8 x float> poison, <8 x i32> zeroinitializer
  %7850 = fadd <8 x float> %7845, %7849
  br label %7851

7851:                                             ; preds = %7846, %7834
  %7852 = phi <8 x float> [ %7850, %7846 ], [ %7845, %7834 ]
  %7853 = getelementptr inbounds nuw float, ptr %2681, i64 %7837
  %7854 = getelementptr inbounds nuw float, ptr %2683, i64 %7837
  %7855 = select i1 %2690, ptr null, ptr %7854
  switch i64 %1168, label %511 [
    i64 1, label %7870
    i64 2, label %7863
    i64 3, label %7856
    i64 0, label %7911
  ]

7856:                                             ; preds = %7851
  %7857 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7852)
  %7858 = bitcast <8 x float> %7852 to <8 x i32>
  %7859 = and <8 x i32> %7858, %1103
  %7860 = bitcast <8 x i32> %7859 to <8 x float>
  %7861 = fcmp oeq <8 x float> %7852, %49
  %7862 = select <8 x i1> %7861, <8 x float> %7860, <8 x float> %7857
  br label %7873

7863:                                             ; preds = %7851
  %7864 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7852)
  %7865 = bitcast <8 x float> %7852 to <8 x i32>
  %7866 = or <8 x i32> %7865, %1104
  %7867 = bitcast <8 x i32> %7866 to <8 x float>
  %7868 = fcmp oeq <8 x float> %7852, %52
  %7869 = select <8 x i1> %7868, <8 x float> %7867, <8 x float> %7864
  br label %7873

7870:                                             ; preds = %7851
  %7871 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7855, <8 x i1> %7844, <8 x float> zeroinitializer)
  %7872 = fadd <8 x float> %7852, %7871
  br label %7873

7873:                                             ; preds = %7870, %7863, %7856
  %7874 = phi <8 x float> [ %7872, %7870 ], [ %7869, %7863 ], [ %7862, %7856 ]
  switch i64 %1205, label %511 [
    i64 1, label %7889
    i64 2, label %7882
    i64 3, label %7875
    i64 0, label %7911
  ]

7875:                                             ; preds = %7873
  %7876 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7874)
  %7877 = bitcast <8 x float> %7874 to <8 x i32>
  %7878 = and <8 x i32> %7877, %1103
  %7879 = bitcast <8 x i32> %7878 to <8 x float>
  %7880 = fcmp oeq <8 x float> %7874, %49
  %7881 = select <8 x i1> %7880, <8 x float> %7879, <8 x float> %7876
  br label %7892

7882:                                             ; preds = %7873
  %7883 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7874)
  %7884 = bitcast <8 x float> %7874 to <8 x i32>
  %7885 = or <8 x i32> %7884, %1104
  %7886 = bitcast <8 x i32> %7885 to <8 x float>
  %7887 = fcmp oeq <8 x float> %7874, %52
  %7888 = select <8 x i1> %7887, <8 x float> %7886, <8 x float> %7883
  br label %7892

7889:                                             ; preds = %7873
  %7890 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7855, <8 x i1> %7844, <8 x float> zeroinitializer)
  %7891 = fadd <8 x float> %7874, %7890
  br label %7892

7892:                                             ; preds = %7889, %7882, %7875
  %7893 = phi <8 x float> [ %7891, %7889 ], [ %7888, %7882 ], [ %7881, %7875 ]
  switch i64 %1207, label %511 [
    i64 1, label %7908
    i64 2, label %7901
    i64 3, label %7894
    i64 0, label %7911
  ]

7894:                                             ; preds = %7892
  %7895 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7893)
  %7896 = bitcast <8 x float> %7893 to <8 x i32>
  %7897 = and <8 x i32> %7896, %1103
  %7898 = bitcast <8 x i32> %7897 to <8 x float>
  %7899 = fcmp oeq <8 x float> %7893, %49
  %7900 = select <8 x i1> %7899, <8 x float> %7898, <8 x float> %7895
  br label %7911

7901:                                             ; preds = %7892
  %7902 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7893)
  %7903 = bitcast <8 x float> %7893 to <8 x i32>
  %7904 = or <8 x i32> %7903, %1104
  %7905 = bitcast <8 x i32> %7904 to <8 x float>
  %7906 = fcmp oeq <8 x float> %7893, %52
  %7907 = select <8 x i1> %7906, <8 x float> %7905, <8 x float> %7902
  br label %7911

7908:                                             ; preds = %7892
  %7909 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7855, <8 x i1> %7844, <8 x float> zeroinitializer)
  %7910 = fadd <8 x float> %7893, %7909
  br label %7911

7911:                                             ; preds = %7894, %7901, %7908, %7892, %7873, %7851
  %7912 = phi <8 x float> [ %7893, %7892 ], [ %7852, %7851 ], [ %7874, %7873 ], [ %7910, %7908 ], [ %7907, %7901 ], [ %7900, %7894 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7912, ptr nonnull align 1 %7853, <8 x i1> %7844)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7913

7913:                                             ; preds = %4585, %4849, %5231, %5613, %6072, %6608, %7221, %7911, %4436
  %7914 = add nuw nsw i64 %4437, 8
  %7915 = icmp slt i64 %7914, %1038
  br i1 %7915, label %4436, label %7916

7916:                                             ; preds = %7913, %2688, %3083, %3800, %4434, %2699
  %7917 = zext nneg i32 %2686 to i64
  %7918 = add nsw i64 %2679, %7917
  %7919 = icmp slt i64 %7918, %1523
  br i1 %7919, label %2678, label %7920

7920:                                             ; preds = %1574, %7916, %1507, %1556, %1560
  %7921 = phi i64 [ %1508, %1507 ], [ %1533, %7916 ], [ %1533, %1560 ], [ %1533, %1556 ], [ %1533, %1574 ]
  %7922 = icmp eq i64 %7921, %1479
  br i1 %7922, label %7923, label %1495

7923:                                             ; preds = %7920, %1474
  %7924 = add nsw i64 %1477, 1
  %7925 = mul nsw i64 %7924, %1087
  %7926 = icmp slt i64 %7925, %4
  %7927 = sub i64 %1475, %1087
  br i1 %7926, label %1474, label %7928

7928:                                             ; preds = %7923, %1085
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %7929

7929:                                             ; preds = %28, %7928
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr readonly captures(none), i32 immarg, i32 immarg, i32 immarg)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.x86.avx.maskload.ps.256(ptr, <8 x i32>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)
