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
  br i1 %55, label %7940, label %56

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

511:                                              ; preds = %1010, %991, %969, %943, %924, %902, %876, %857, %835, %809, %790, %768, %742, %723, %701, %675, %656, %634, %608, %589, %557, %531, %512, %4431, %4412, %4390, %4363, %4344, %4322, %4295, %4276, %4254, %4227, %4208, %4186, %4159, %4140, %4118, %4091, %4072, %4050, %4023, %4004, %3982, %3955, %3936, %3917, %3797, %3778, %3756, %3730, %3711, %3689, %3663, %3644, %3622, %3596, %3577, %3555, %3529, %3510, %3488, %3462, %3443, %3421, %3395, %3376, %3354, %3328, %3309, %3290, %3080, %3061, %3042, %3013, %2994, %2975, %2946, %2927, %2908, %2879, %2860, %2841, %2669, %2650, %2628, %2595, %2576, %2554, %2521, %2502, %2480, %2447, %2428, %2408, %2293, %2274, %2252, %2219, %2200, %2178, %2145, %2126, %2106, %1991, %1972, %1950, %1918, %1899, %1879, %1726, %1707, %1688, %7908, %7889, %7867, %7831, %7812, %7790, %7754, %7735, %7713, %7677, %7658, %7636, %7600, %7581, %7559, %7523, %7504, %7482, %7446, %7427, %7405, %7369, %7350, %7328, %7218, %7199, %7177, %7141, %7122, %7100, %7064, %7045, %7023, %6987, %6968, %6946, %6910, %6891, %6869, %6833, %6814, %6792, %6756, %6737, %6715, %6605, %6586, %6564, %6528, %6509, %6487, %6451, %6432, %6410, %6374, %6355, %6333, %6297, %6278, %6256, %6220, %6201, %6179, %6069, %6050, %6028, %5992, %5973, %5951, %5915, %5896, %5874, %5838, %5819, %5797, %5761, %5742, %5720, %5610, %5591, %5569, %5533, %5514, %5492, %5456, %5437, %5415, %5379, %5360, %5338, %5228, %5209, %5187, %5152, %5133, %5111, %5076, %5057, %5035, %4846, %4827, %4805, %4770, %4751, %4729, %4582, %4563, %4544
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
  br i1 %1090, label %1091, label %7939

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

1474:                                             ; preds = %1091, %1504
  %1475 = phi i64 [ %1089, %1091 ], [ %1506, %1504 ]
  %1476 = phi i64 [ %1118, %1091 ], [ %1508, %1504 ]
  %1477 = phi i64 [ %1088, %1091 ], [ %1505, %1504 ]
  %1478 = call i64 @llvm.smin.i64(i64 %1476, i64 %1087)
  %1479 = add i64 %1478, %1475
  %1480 = call i64 @llvm.smax.i64(i64 %1036, i64 %1475)
  %1481 = sub i64 %1479, %1480
  %1482 = call i64 @llvm.smin.i64(i64 %5, i64 %1481)
  %1483 = icmp sgt i64 %1036, %1475
  %1484 = sub nsw i64 %1036, %1475
  %1485 = select i1 %1483, i64 %1484, i64 0
  %1486 = sub nsw i64 %4, %1475
  %1487 = call i64 @llvm.smin.i64(i64 %1486, i64 %1087)
  %1488 = sub nsw i64 %1487, %1485
  %1489 = icmp slt i64 %1488, %5
  br i1 %1489, label %1490, label %1492

1490:                                             ; preds = %1474
  %1491 = srem i64 %1485, %5
  br label %1492

1492:                                             ; preds = %1474, %1490
  %1493 = phi i64 [ %1491, %1490 ], [ 0, %1474 ]
  %1494 = call i64 @llvm.smin.i64(i64 %1488, i64 %5)
  %1495 = icmp sgt i64 %1494, 0
  br i1 %1495, label %1496, label %1504

1496:                                             ; preds = %1492
  %1497 = add i64 %1092, %1485
  %1498 = mul nsw i64 %1477, %19
  %1499 = getelementptr inbounds float, ptr %40, i64 %1498
  %1500 = mul nsw i64 %1477, %20
  %1501 = getelementptr inbounds float, ptr %44, i64 %1500
  %1502 = mul nsw i64 %1477, %23
  %1503 = getelementptr inbounds float, ptr %43, i64 %1502
  br label %1509

1504:                                             ; preds = %7936, %1492
  %1505 = add nsw i64 %1477, 1
  %1506 = add i64 %1475, %1087
  %1507 = icmp slt i64 %1506, %4
  %1508 = sub i64 %1476, %1087
  br i1 %1507, label %1474, label %7939

1509:                                             ; preds = %1496, %7936
  %1510 = phi i64 [ 0, %1496 ], [ %7937, %7936 ]
  %1511 = add nsw i64 %1510, %1493
  %1512 = icmp slt i64 %1511, %5
  %1513 = select i1 %1512, i64 0, i64 %5
  %1514 = sub nsw i64 %1511, %1513
  %1515 = icmp sgt i64 %1485, %1514
  br i1 %1515, label %1516, label %1519

1516:                                             ; preds = %1509
  %1517 = sub i64 %1497, %1514
  %1518 = sdiv i64 %1517, %5
  br label %1519

1519:                                             ; preds = %1509, %1516
  %1520 = phi i64 [ %1518, %1516 ], [ 0, %1509 ]
  %1521 = xor i64 %1514, -1
  %1522 = add i64 %1487, %1521
  %1523 = sdiv i64 %1522, %5
  %1524 = icmp sgt i64 %1520, %1523
  br i1 %1524, label %7936, label %1525

1525:                                             ; preds = %1519
  %1526 = mul i64 %1093, %1514
  %1527 = getelementptr inbounds float, ptr %1499, i64 %1526
  %1528 = mul nsw i64 %1514, %65
  %1529 = getelementptr inbounds float, ptr %41, i64 %1528
  %1530 = getelementptr inbounds float, ptr %42, i64 %1514
  %1531 = select i1 %1094, ptr null, ptr %1530
  %1532 = mul nsw i64 %1514, %66
  %1533 = getelementptr inbounds float, ptr %1501, i64 %1532
  %1534 = getelementptr inbounds float, ptr %1503, i64 %1532
  %1535 = select i1 %1095, ptr null, ptr %1534
  %1536 = mul nsw i64 %1520, %57
  %1537 = add nsw i64 %1523, 1
  %1538 = mul nsw i64 %1537, %57
  %1539 = call i64 @llvm.smin.i64(i64 %1538, i64 %8)
  %1540 = mul nsw i64 %1536, %12
  %1541 = sub nsw i64 %1540, %16
  %1542 = add nsw i64 %1539, -1
  %1543 = mul nsw i64 %1542, %12
  %1544 = add i64 %1098, %1543
  %1545 = add nsw i64 %1544, 1
  %1546 = call i64 @llvm.smax.i64(i64 %1541, i64 0)
  %1547 = icmp slt i64 %1544, %6
  %1548 = select i1 %1547, i64 %1545, i64 %6
  %1549 = add nsw i64 %1514, 1
  %1550 = icmp slt i64 %1549, %5
  br i1 %1550, label %1551, label %1570

1551:                                             ; preds = %1525
  %1552 = sub nsw i64 %1548, %1546
  %1553 = mul nsw i64 %1552, %7
  %1554 = icmp slt i64 %1553, 8193
  br i1 %1554, label %1555, label %1570

1555:                                             ; preds = %1551
  %1556 = getelementptr inbounds float, ptr %1527, i64 %1093
  %1557 = mul i64 %1099, %1546
  %1558 = getelementptr inbounds i8, ptr %1556, i64 %1557
  %1559 = mul i64 %1099, %1548
  %1560 = getelementptr inbounds i8, ptr %1556, i64 %1559
  %1561 = sub nsw i64 %1559, %1557
  %1562 = icmp sgt i64 %1561, 8192
  %1563 = getelementptr inbounds nuw i8, ptr %1558, i64 8192
  %1564 = select i1 %1562, ptr %1563, ptr %1560
  %1565 = icmp ult ptr %1558, %1564
  br i1 %1565, label %1566, label %1570

1566:                                             ; preds = %1555, %1566
  %1567 = phi ptr [ %1568, %1566 ], [ %1558, %1555 ]
  call void @llvm.prefetch.p0(ptr %1567, i32 0, i32 3, i32 1)
  %1568 = getelementptr inbounds nuw i8, ptr %1567, i64 64
  %1569 = icmp ult ptr %1568, %1564
  br i1 %1569, label %1566, label %1570

1570:                                             ; preds = %1566, %1555, %1551, %1525
  %1571 = icmp slt i64 %1536, %1539
  br i1 %58, label %1576, label %1572

1572:                                             ; preds = %1570
  br i1 %1571, label %1573, label %7936

1573:                                             ; preds = %1572
  %1574 = icmp eq ptr %1535, null
  %1575 = icmp eq ptr %1531, null
  br label %1580

1576:                                             ; preds = %1570
  br i1 %1571, label %1577, label %7936

1577:                                             ; preds = %1576
  %1578 = icmp eq ptr %1535, null
  %1579 = icmp eq ptr %1531, null
  br label %2694

1580:                                             ; preds = %1573, %1590
  %1581 = phi i64 [ %1536, %1573 ], [ %1591, %1590 ]
  %1582 = mul nsw i64 %1581, %9
  %1583 = getelementptr inbounds float, ptr %1533, i64 %1582
  %1584 = getelementptr inbounds float, ptr %1535, i64 %1582
  %1585 = select i1 %1574, ptr null, ptr %1584
  br i1 %1100, label %1586, label %1590

1586:                                             ; preds = %1580
  %1587 = mul nsw i64 %1581, %12
  %1588 = sub i64 %1587, %16
  %1589 = icmp eq ptr %1585, null
  br label %1593

1590:                                             ; preds = %2690, %1580
  %1591 = add nsw i64 %1581, 1
  %1592 = icmp slt i64 %1591, %1539
  br i1 %1592, label %1580, label %7936

1593:                                             ; preds = %1586, %2690
  %1594 = phi i64 [ 0, %1586 ], [ %2692, %2690 ]
  %1595 = phi i64 [ 0, %1586 ], [ %2691, %2690 ]
  %1596 = sub nsw i64 %9, %1595
  %1597 = add nuw nsw i64 %1596, 7
  %1598 = lshr i64 %1597, 3
  %1599 = icmp ugt i64 %1596, 24
  %1600 = trunc i64 %1598 to i32
  %1601 = select i1 %1599, i32 4, i32 %1600
  switch i32 %1601, label %2690 [
    i32 1, label %1602
    i32 2, label %1747
    i32 3, label %2012
    i32 4, label %2314
  ]

1602:                                             ; preds = %1593
  br i1 %1101, label %1603, label %1607

1603:                                             ; preds = %1602
  %1604 = shl nuw nsw i64 %1595, 1
  %1605 = shl nsw i64 %1596, 1
  %1606 = add nsw i64 %1605, -1
  br label %1617

1607:                                             ; preds = %1631, %1602
  %1608 = phi <8 x float> [ zeroinitializer, %1602 ], [ %1632, %1631 ]
  %1609 = call i64 @llvm.smin.i64(i64 %1596, i64 8)
  %1610 = trunc i64 %1609 to i32
  %1611 = insertelement <8 x i32> poison, i32 %1610, i64 0
  %1612 = shufflevector <8 x i32> %1611, <8 x i32> poison, <8 x i32> zeroinitializer
  %1613 = icmp sgt <8 x i32> %1612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1614 = getelementptr inbounds nuw float, ptr %1583, i64 %1595
  %1615 = getelementptr inbounds nuw float, ptr %1585, i64 %1595
  %1616 = select i1 %1589, ptr null, ptr %1615
  br i1 %1575, label %1688, label %1683

1617:                                             ; preds = %1603, %1631
  %1618 = phi <8 x float> [ zeroinitializer, %1603 ], [ %1632, %1631 ]
  %1619 = phi i64 [ 0, %1603 ], [ %1633, %1631 ]
  %1620 = mul nsw i64 %1619, %14
  %1621 = add i64 %1588, %1620
  %1622 = icmp sgt i64 %1621, -1
  %1623 = icmp slt i64 %1621, %6
  %1624 = and i1 %1622, %1623
  %1625 = select i1 %1624, i64 %1621, i64 0
  %1626 = mul nsw i64 %1625, %7
  %1627 = getelementptr inbounds float, ptr %1527, i64 %1626
  br i1 %1102, label %1628, label %1631

1628:                                             ; preds = %1617
  %1629 = mul nuw nsw i64 %1619, %11
  %1630 = getelementptr inbounds nuw float, ptr %1529, i64 %1629
  br label %1635

1631:                                             ; preds = %1635, %1617
  %1632 = phi <8 x float> [ %1618, %1617 ], [ %1680, %1635 ]
  %1633 = add nuw nsw i64 %1619, 1
  %1634 = icmp eq i64 %1633, %10
  br i1 %1634, label %1607, label %1617

1635:                                             ; preds = %1628, %1635
  %1636 = phi <8 x float> [ %1618, %1628 ], [ %1680, %1635 ]
  %1637 = phi i64 [ 0, %1628 ], [ %1681, %1635 ]
  %1638 = getelementptr inbounds nuw float, ptr %1630, i64 %1637
  %1639 = load float, ptr %1638, align 1
  %1640 = insertelement <8 x float> poison, float %1639, i64 0
  %1641 = shufflevector <8 x float> %1640, <8 x float> poison, <8 x i32> zeroinitializer
  %1642 = mul nsw i64 %1637, %15
  %1643 = sub i64 %1642, %17
  %1644 = add i64 %1643, %1604
  %1645 = icmp slt i64 %1644, 0
  %1646 = sub nsw i64 0, %1644
  %1647 = select i1 %1645, i64 %1646, i64 0
  %1648 = sub nsw i64 %7, %1644
  %1649 = call i64 @llvm.smin.i64(i64 %1648, i64 %1606)
  %1650 = call i64 @llvm.smin.i64(i64 %1649, i64 16)
  %1651 = icmp sgt i64 %1650, %1647
  %1652 = select i1 %1624, i1 %1651, i1 false
  %1653 = select i1 %1652, i64 %1647, i64 0
  %1654 = select i1 %1652, i64 %1650, i64 0
  %1655 = getelementptr inbounds float, ptr %1627, i64 %1644
  %1656 = trunc i64 %1653 to i32
  %1657 = icmp sgt i64 %1654, %1653
  %1658 = trunc i64 %1654 to i32
  %1659 = select i1 %1657, i32 %1658, i32 0
  %1660 = insertelement <8 x i32> poison, i32 %1656, i64 0
  %1661 = shufflevector <8 x i32> %1660, <8 x i32> poison, <8 x i32> zeroinitializer
  %1662 = icmp slt <8 x i32> %1661, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1663 = insertelement <8 x i32> poison, i32 %1659, i64 0
  %1664 = shufflevector <8 x i32> %1663, <8 x i32> poison, <8 x i32> zeroinitializer
  %1665 = icmp sgt <8 x i32> %1664, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1666 = and <8 x i1> %1662, %1665
  %1667 = add nsw i32 %1656, -8
  %1668 = insertelement <8 x i32> poison, i32 %1667, i64 0
  %1669 = shufflevector <8 x i32> %1668, <8 x i32> poison, <8 x i32> zeroinitializer
  %1670 = icmp slt <8 x i32> %1669, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1671 = add nsw i32 %1659, -8
  %1672 = insertelement <8 x i32> poison, i32 %1671, i64 0
  %1673 = shufflevector <8 x i32> %1672, <8 x i32> poison, <8 x i32> zeroinitializer
  %1674 = icmp sgt <8 x i32> %1673, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1675 = and <8 x i1> %1670, %1674
  %1676 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1655, <8 x i1> %1666, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1677 = getelementptr inbounds nuw i8, ptr %1655, i64 32
  %1678 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1677, <8 x i1> %1675, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1679 = shufflevector <8 x float> %1676, <8 x float> %1678, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1680 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1679, <8 x float> %1641, <8 x float> %1636)
  %1681 = add nuw nsw i64 %1637, 1
  %1682 = icmp eq i64 %1681, %11
  br i1 %1682, label %1631, label %1635

1683:                                             ; preds = %1607
  %1684 = load float, ptr %1530, align 1
  %1685 = insertelement <8 x float> poison, float %1684, i64 0
  %1686 = shufflevector <8 x float> %1685, <8 x float> poison, <8 x i32> zeroinitializer
  %1687 = fadd <8 x float> %1608, %1686
  br label %1688

1688:                                             ; preds = %1683, %1607
  %1689 = phi <8 x float> [ %1687, %1683 ], [ %1608, %1607 ]
  switch i64 %1163, label %511 [
    i64 1, label %1690
    i64 2, label %1693
    i64 3, label %1700
    i64 0, label %1745
  ]

1690:                                             ; preds = %1688
  %1691 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1616, <8 x i1> %1613, <8 x float> zeroinitializer)
  %1692 = fadd <8 x float> %1689, %1691
  br label %1707

1693:                                             ; preds = %1688
  %1694 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1689)
  %1695 = bitcast <8 x float> %1689 to <8 x i32>
  %1696 = or <8 x i32> %1695, %1104
  %1697 = bitcast <8 x i32> %1696 to <8 x float>
  %1698 = fcmp oeq <8 x float> %1689, %52
  %1699 = select <8 x i1> %1698, <8 x float> %1697, <8 x float> %1694
  br label %1707

1700:                                             ; preds = %1688
  %1701 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1689)
  %1702 = bitcast <8 x float> %1689 to <8 x i32>
  %1703 = and <8 x i32> %1702, %1103
  %1704 = bitcast <8 x i32> %1703 to <8 x float>
  %1705 = fcmp oeq <8 x float> %1689, %49
  %1706 = select <8 x i1> %1705, <8 x float> %1704, <8 x float> %1701
  br label %1707

1707:                                             ; preds = %1700, %1693, %1690
  %1708 = phi <8 x float> [ %1692, %1690 ], [ %1699, %1693 ], [ %1706, %1700 ]
  switch i64 %1165, label %511 [
    i64 1, label %1723
    i64 2, label %1716
    i64 3, label %1709
    i64 0, label %1745
  ]

1709:                                             ; preds = %1707
  %1710 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1708)
  %1711 = bitcast <8 x float> %1708 to <8 x i32>
  %1712 = and <8 x i32> %1711, %1103
  %1713 = bitcast <8 x i32> %1712 to <8 x float>
  %1714 = fcmp oeq <8 x float> %1708, %49
  %1715 = select <8 x i1> %1714, <8 x float> %1713, <8 x float> %1710
  br label %1726

1716:                                             ; preds = %1707
  %1717 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1708)
  %1718 = bitcast <8 x float> %1708 to <8 x i32>
  %1719 = or <8 x i32> %1718, %1104
  %1720 = bitcast <8 x i32> %1719 to <8 x float>
  %1721 = fcmp oeq <8 x float> %1708, %52
  %1722 = select <8 x i1> %1721, <8 x float> %1720, <8 x float> %1717
  br label %1726

1723:                                             ; preds = %1707
  %1724 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1616, <8 x i1> %1613, <8 x float> zeroinitializer)
  %1725 = fadd <8 x float> %1708, %1724
  br label %1726

1726:                                             ; preds = %1723, %1716, %1709
  %1727 = phi <8 x float> [ %1725, %1723 ], [ %1722, %1716 ], [ %1715, %1709 ]
  switch i64 %1167, label %511 [
    i64 1, label %1742
    i64 2, label %1735
    i64 3, label %1728
    i64 0, label %1745
  ]

1728:                                             ; preds = %1726
  %1729 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1727)
  %1730 = bitcast <8 x float> %1727 to <8 x i32>
  %1731 = and <8 x i32> %1730, %1103
  %1732 = bitcast <8 x i32> %1731 to <8 x float>
  %1733 = fcmp oeq <8 x float> %1727, %49
  %1734 = select <8 x i1> %1733, <8 x float> %1732, <8 x float> %1729
  br label %1745

1735:                                             ; preds = %1726
  %1736 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1727)
  %1737 = bitcast <8 x float> %1727 to <8 x i32>
  %1738 = or <8 x i32> %1737, %1104
  %1739 = bitcast <8 x i32> %1738 to <8 x float>
  %1740 = fcmp oeq <8 x float> %1727, %52
  %1741 = select <8 x i1> %1740, <8 x float> %1739, <8 x float> %1736
  br label %1745

1742:                                             ; preds = %1726
  %1743 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1616, <8 x i1> %1613, <8 x float> zeroinitializer)
  %1744 = fadd <8 x float> %1727, %1743
  br label %1745

1745:                                             ; preds = %1728, %1735, %1742, %1726, %1707, %1688
  %1746 = phi <8 x float> [ %1727, %1726 ], [ %1689, %1688 ], [ %1708, %1707 ], [ %1744, %1742 ], [ %1741, %1735 ], [ %1734, %1728 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1746, ptr align 1 %1614, <8 x i1> %1613)
  br label %2690

1747:                                             ; preds = %1593
  br i1 %1101, label %1748, label %1757

1748:                                             ; preds = %1747
  %1749 = shl nuw nsw i64 %1595, 1
  %1750 = shl nsw i64 %1596, 1
  %1751 = add nsw i64 %1750, -1
  %1752 = or disjoint i64 %1595, 8
  %1753 = sub nsw i64 %9, %1752
  %1754 = shl nuw nsw i64 %1752, 1
  %1755 = shl nsw i64 %1753, 1
  %1756 = add nsw i64 %1755, -1
  br label %1768

1757:                                             ; preds = %1783, %1747
  %1758 = phi <8 x float> [ zeroinitializer, %1747 ], [ %1784, %1783 ]
  %1759 = phi <8 x float> [ zeroinitializer, %1747 ], [ %1785, %1783 ]
  %1760 = add i64 %1594, %9
  %1761 = getelementptr inbounds nuw float, ptr %1583, i64 %1595
  %1762 = getelementptr inbounds nuw float, ptr %1585, i64 %1595
  %1763 = call i64 @llvm.smin.i64(i64 %1760, i64 8)
  %1764 = trunc i64 %1763 to i32
  %1765 = insertelement <8 x i32> poison, i32 %1764, i64 0
  %1766 = shufflevector <8 x i32> %1765, <8 x i32> poison, <8 x i32> zeroinitializer
  %1767 = icmp sgt <8 x i32> %1766, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1575, label %1879, label %1874

1768:                                             ; preds = %1748, %1783
  %1769 = phi <8 x float> [ zeroinitializer, %1748 ], [ %1784, %1783 ]
  %1770 = phi <8 x float> [ zeroinitializer, %1748 ], [ %1785, %1783 ]
  %1771 = phi i64 [ 0, %1748 ], [ %1786, %1783 ]
  %1772 = mul nsw i64 %1771, %14
  %1773 = add i64 %1588, %1772
  %1774 = icmp sgt i64 %1773, -1
  %1775 = icmp slt i64 %1773, %6
  %1776 = and i1 %1774, %1775
  %1777 = select i1 %1776, i64 %1773, i64 0
  %1778 = mul nsw i64 %1777, %7
  %1779 = getelementptr inbounds float, ptr %1527, i64 %1778
  br i1 %1102, label %1780, label %1783

1780:                                             ; preds = %1768
  %1781 = mul nuw nsw i64 %1771, %11
  %1782 = getelementptr inbounds nuw float, ptr %1529, i64 %1781
  br label %1788

1783:                                             ; preds = %1788, %1768
  %1784 = phi <8 x float> [ %1769, %1768 ], [ %1834, %1788 ]
  %1785 = phi <8 x float> [ %1770, %1768 ], [ %1871, %1788 ]
  %1786 = add nuw nsw i64 %1771, 1
  %1787 = icmp eq i64 %1786, %10
  br i1 %1787, label %1757, label %1768

1788:                                             ; preds = %1780, %1788
  %1789 = phi <8 x float> [ %1769, %1780 ], [ %1834, %1788 ]
  %1790 = phi <8 x float> [ %1770, %1780 ], [ %1871, %1788 ]
  %1791 = phi i64 [ 0, %1780 ], [ %1872, %1788 ]
  %1792 = getelementptr inbounds nuw float, ptr %1782, i64 %1791
  %1793 = load float, ptr %1792, align 1
  %1794 = insertelement <8 x float> poison, float %1793, i64 0
  %1795 = shufflevector <8 x float> %1794, <8 x float> poison, <8 x i32> zeroinitializer
  %1796 = mul nsw i64 %1791, %15
  %1797 = sub i64 %1796, %17
  %1798 = add i64 %1797, %1749
  %1799 = icmp slt i64 %1798, 0
  %1800 = sub nsw i64 0, %1798
  %1801 = select i1 %1799, i64 %1800, i64 0
  %1802 = sub nsw i64 %7, %1798
  %1803 = call i64 @llvm.smin.i64(i64 %1802, i64 %1751)
  %1804 = call i64 @llvm.smin.i64(i64 %1803, i64 16)
  %1805 = icmp sgt i64 %1804, %1801
  %1806 = select i1 %1776, i1 %1805, i1 false
  %1807 = select i1 %1806, i64 %1801, i64 0
  %1808 = select i1 %1806, i64 %1804, i64 0
  %1809 = getelementptr inbounds float, ptr %1779, i64 %1798
  %1810 = trunc i64 %1807 to i32
  %1811 = icmp sgt i64 %1808, %1807
  %1812 = trunc i64 %1808 to i32
  %1813 = select i1 %1811, i32 %1812, i32 0
  %1814 = insertelement <8 x i32> poison, i32 %1810, i64 0
  %1815 = shufflevector <8 x i32> %1814, <8 x i32> poison, <8 x i32> zeroinitializer
  %1816 = icmp slt <8 x i32> %1815, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1817 = insertelement <8 x i32> poison, i32 %1813, i64 0
  %1818 = shufflevector <8 x i32> %1817, <8 x i32> poison, <8 x i32> zeroinitializer
  %1819 = icmp sgt <8 x i32> %1818, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1820 = and <8 x i1> %1816, %1819
  %1821 = add nsw i32 %1810, -8
  %1822 = insertelement <8 x i32> poison, i32 %1821, i64 0
  %1823 = shufflevector <8 x i32> %1822, <8 x i32> poison, <8 x i32> zeroinitializer
  %1824 = icmp slt <8 x i32> %1823, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1825 = add nsw i32 %1813, -8
  %1826 = insertelement <8 x i32> poison, i32 %1825, i64 0
  %1827 = shufflevector <8 x i32> %1826, <8 x i32> poison, <8 x i32> zeroinitializer
  %1828 = icmp sgt <8 x i32> %1827, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1829 = and <8 x i1> %1824, %1828
  %1830 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1809, <8 x i1> %1820, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1831 = getelementptr inbounds nuw i8, ptr %1809, i64 32
  %1832 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1831, <8 x i1> %1829, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1833 = shufflevector <8 x float> %1830, <8 x float> %1832, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1834 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1833, <8 x float> %1795, <8 x float> %1789)
  %1835 = add i64 %1797, %1754
  %1836 = icmp slt i64 %1835, 0
  %1837 = sub nsw i64 0, %1835
  %1838 = select i1 %1836, i64 %1837, i64 0
  %1839 = sub nsw i64 %7, %1835
  %1840 = call i64 @llvm.smin.i64(i64 %1839, i64 %1756)
  %1841 = call i64 @llvm.smin.i64(i64 %1840, i64 16)
  %1842 = icmp sgt i64 %1841, %1838
  %1843 = select i1 %1776, i1 %1842, i1 false
  %1844 = select i1 %1843, i64 %1838, i64 0
  %1845 = select i1 %1843, i64 %1841, i64 0
  %1846 = getelementptr inbounds float, ptr %1779, i64 %1835
  %1847 = trunc i64 %1844 to i32
  %1848 = icmp sgt i64 %1845, %1844
  %1849 = trunc i64 %1845 to i32
  %1850 = select i1 %1848, i32 %1849, i32 0
  %1851 = insertelement <8 x i32> poison, i32 %1847, i64 0
  %1852 = shufflevector <8 x i32> %1851, <8 x i32> poison, <8 x i32> zeroinitializer
  %1853 = icmp slt <8 x i32> %1852, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1854 = insertelement <8 x i32> poison, i32 %1850, i64 0
  %1855 = shufflevector <8 x i32> %1854, <8 x i32> poison, <8 x i32> zeroinitializer
  %1856 = icmp sgt <8 x i32> %1855, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1857 = and <8 x i1> %1853, %1856
  %1858 = add nsw i32 %1847, -8
  %1859 = insertelement <8 x i32> poison, i32 %1858, i64 0
  %1860 = shufflevector <8 x i32> %1859, <8 x i32> poison, <8 x i32> zeroinitializer
  %1861 = icmp slt <8 x i32> %1860, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1862 = add nsw i32 %1850, -8
  %1863 = insertelement <8 x i32> poison, i32 %1862, i64 0
  %1864 = shufflevector <8 x i32> %1863, <8 x i32> poison, <8 x i32> zeroinitializer
  %1865 = icmp sgt <8 x i32> %1864, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1866 = and <8 x i1> %1861, %1865
  %1867 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1846, <8 x i1> %1857, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1868 = getelementptr inbounds nuw i8, ptr %1846, i64 32
  %1869 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1868, <8 x i1> %1866, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1870 = shufflevector <8 x float> %1867, <8 x float> %1869, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1871 = call <8 x float> @llvm.fma.v8f32(<8 x float> %1870, <8 x float> %1795, <8 x float> %1790)
  %1872 = add nuw nsw i64 %1791, 1
  %1873 = icmp eq i64 %1872, %11
  br i1 %1873, label %1783, label %1788

1874:                                             ; preds = %1757
  %1875 = load float, ptr %1530, align 1
  %1876 = insertelement <8 x float> poison, float %1875, i64 0
  %1877 = shufflevector <8 x float> %1876, <8 x float> poison, <8 x i32> zeroinitializer
  %1878 = fadd <8 x float> %1758, %1877
  br label %1879

1879:                                             ; preds = %1874, %1757
  %1880 = phi <8 x float> [ %1878, %1874 ], [ %1758, %1757 ]
  %1881 = select i1 %1589, ptr null, ptr %1762
  switch i64 %1154, label %511 [
    i64 1, label %1882
    i64 2, label %1885
    i64 3, label %1892
    i64 0, label %1937
  ]

1882:                                             ; preds = %1879
  %1883 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1881, <8 x i1> %1767, <8 x float> zeroinitializer)
  %1884 = fadd <8 x float> %1880, %1883
  br label %1899

1885:                                             ; preds = %1879
  %1886 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1880)
  %1887 = bitcast <8 x float> %1880 to <8 x i32>
  %1888 = or <8 x i32> %1887, %1104
  %1889 = bitcast <8 x i32> %1888 to <8 x float>
  %1890 = fcmp oeq <8 x float> %1880, %52
  %1891 = select <8 x i1> %1890, <8 x float> %1889, <8 x float> %1886
  br label %1899

1892:                                             ; preds = %1879
  %1893 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1880)
  %1894 = bitcast <8 x float> %1880 to <8 x i32>
  %1895 = and <8 x i32> %1894, %1103
  %1896 = bitcast <8 x i32> %1895 to <8 x float>
  %1897 = fcmp oeq <8 x float> %1880, %49
  %1898 = select <8 x i1> %1897, <8 x float> %1896, <8 x float> %1893
  br label %1899

1899:                                             ; preds = %1892, %1885, %1882
  %1900 = phi <8 x float> [ %1884, %1882 ], [ %1891, %1885 ], [ %1898, %1892 ]
  switch i64 %1156, label %511 [
    i64 1, label %1915
    i64 2, label %1908
    i64 3, label %1901
    i64 0, label %1937
  ]

1901:                                             ; preds = %1899
  %1902 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1900)
  %1903 = bitcast <8 x float> %1900 to <8 x i32>
  %1904 = and <8 x i32> %1903, %1103
  %1905 = bitcast <8 x i32> %1904 to <8 x float>
  %1906 = fcmp oeq <8 x float> %1900, %49
  %1907 = select <8 x i1> %1906, <8 x float> %1905, <8 x float> %1902
  br label %1918

1908:                                             ; preds = %1899
  %1909 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1900)
  %1910 = bitcast <8 x float> %1900 to <8 x i32>
  %1911 = or <8 x i32> %1910, %1104
  %1912 = bitcast <8 x i32> %1911 to <8 x float>
  %1913 = fcmp oeq <8 x float> %1900, %52
  %1914 = select <8 x i1> %1913, <8 x float> %1912, <8 x float> %1909
  br label %1918

1915:                                             ; preds = %1899
  %1916 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1881, <8 x i1> %1767, <8 x float> zeroinitializer)
  %1917 = fadd <8 x float> %1900, %1916
  br label %1918

1918:                                             ; preds = %1915, %1908, %1901
  %1919 = phi <8 x float> [ %1917, %1915 ], [ %1914, %1908 ], [ %1907, %1901 ]
  switch i64 %1158, label %511 [
    i64 1, label %1934
    i64 2, label %1927
    i64 3, label %1920
    i64 0, label %1937
  ]

1920:                                             ; preds = %1918
  %1921 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1919)
  %1922 = bitcast <8 x float> %1919 to <8 x i32>
  %1923 = and <8 x i32> %1922, %1103
  %1924 = bitcast <8 x i32> %1923 to <8 x float>
  %1925 = fcmp oeq <8 x float> %1919, %49
  %1926 = select <8 x i1> %1925, <8 x float> %1924, <8 x float> %1921
  br label %1937

1927:                                             ; preds = %1918
  %1928 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1919)
  %1929 = bitcast <8 x float> %1919 to <8 x i32>
  %1930 = or <8 x i32> %1929, %1104
  %1931 = bitcast <8 x i32> %1930 to <8 x float>
  %1932 = fcmp oeq <8 x float> %1919, %52
  %1933 = select <8 x i1> %1932, <8 x float> %1931, <8 x float> %1928
  br label %1937

1934:                                             ; preds = %1918
  %1935 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1881, <8 x i1> %1767, <8 x float> zeroinitializer)
  %1936 = fadd <8 x float> %1919, %1935
  br label %1937

1937:                                             ; preds = %1920, %1927, %1934, %1918, %1899, %1879
  %1938 = phi <8 x float> [ %1919, %1918 ], [ %1880, %1879 ], [ %1900, %1899 ], [ %1936, %1934 ], [ %1933, %1927 ], [ %1926, %1920 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %1938, ptr align 1 %1761, <8 x i1> %1767)
  %1939 = add i64 %1760, -8
  %1940 = call i64 @llvm.smin.i64(i64 %1939, i64 8)
  %1941 = trunc i64 %1940 to i32
  %1942 = insertelement <8 x i32> poison, i32 %1941, i64 0
  %1943 = shufflevector <8 x i32> %1942, <8 x i32> poison, <8 x i32> zeroinitializer
  %1944 = icmp sgt <8 x i32> %1943, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1575, label %1950, label %1945

1945:                                             ; preds = %1937
  %1946 = load float, ptr %1530, align 1
  %1947 = insertelement <8 x float> poison, float %1946, i64 0
  %1948 = shufflevector <8 x float> %1947, <8 x float> poison, <8 x i32> zeroinitializer
  %1949 = fadd <8 x float> %1759, %1948
  br label %1950

1950:                                             ; preds = %1945, %1937
  %1951 = phi <8 x float> [ %1949, %1945 ], [ %1759, %1937 ]
  %1952 = getelementptr inbounds nuw i8, ptr %1761, i64 32
  %1953 = getelementptr inbounds nuw i8, ptr %1762, i64 32
  %1954 = select i1 %1589, ptr null, ptr %1953
  switch i64 %1154, label %511 [
    i64 1, label %1969
    i64 2, label %1962
    i64 3, label %1955
    i64 0, label %2010
  ]

1955:                                             ; preds = %1950
  %1956 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1951)
  %1957 = bitcast <8 x float> %1951 to <8 x i32>
  %1958 = and <8 x i32> %1957, %1103
  %1959 = bitcast <8 x i32> %1958 to <8 x float>
  %1960 = fcmp oeq <8 x float> %1951, %49
  %1961 = select <8 x i1> %1960, <8 x float> %1959, <8 x float> %1956
  br label %1972

1962:                                             ; preds = %1950
  %1963 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1951)
  %1964 = bitcast <8 x float> %1951 to <8 x i32>
  %1965 = or <8 x i32> %1964, %1104
  %1966 = bitcast <8 x i32> %1965 to <8 x float>
  %1967 = fcmp oeq <8 x float> %1951, %52
  %1968 = select <8 x i1> %1967, <8 x float> %1966, <8 x float> %1963
  br label %1972

1969:                                             ; preds = %1950
  %1970 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1954, <8 x i1> %1944, <8 x float> zeroinitializer)
  %1971 = fadd <8 x float> %1951, %1970
  br label %1972

1972:                                             ; preds = %1969, %1962, %1955
  %1973 = phi <8 x float> [ %1971, %1969 ], [ %1968, %1962 ], [ %1961, %1955 ]
  switch i64 %1160, label %511 [
    i64 1, label %1988
    i64 2, label %1981
    i64 3, label %1974
    i64 0, label %2010
  ]

1974:                                             ; preds = %1972
  %1975 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1973)
  %1976 = bitcast <8 x float> %1973 to <8 x i32>
  %1977 = and <8 x i32> %1976, %1103
  %1978 = bitcast <8 x i32> %1977 to <8 x float>
  %1979 = fcmp oeq <8 x float> %1973, %49
  %1980 = select <8 x i1> %1979, <8 x float> %1978, <8 x float> %1975
  br label %1991

1981:                                             ; preds = %1972
  %1982 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1973)
  %1983 = bitcast <8 x float> %1973 to <8 x i32>
  %1984 = or <8 x i32> %1983, %1104
  %1985 = bitcast <8 x i32> %1984 to <8 x float>
  %1986 = fcmp oeq <8 x float> %1973, %52
  %1987 = select <8 x i1> %1986, <8 x float> %1985, <8 x float> %1982
  br label %1991

1988:                                             ; preds = %1972
  %1989 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1954, <8 x i1> %1944, <8 x float> zeroinitializer)
  %1990 = fadd <8 x float> %1973, %1989
  br label %1991

1991:                                             ; preds = %1988, %1981, %1974
  %1992 = phi <8 x float> [ %1990, %1988 ], [ %1987, %1981 ], [ %1980, %1974 ]
  switch i64 %1162, label %511 [
    i64 1, label %2007
    i64 2, label %2000
    i64 3, label %1993
    i64 0, label %2010
  ]

1993:                                             ; preds = %1991
  %1994 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %1992)
  %1995 = bitcast <8 x float> %1992 to <8 x i32>
  %1996 = and <8 x i32> %1995, %1103
  %1997 = bitcast <8 x i32> %1996 to <8 x float>
  %1998 = fcmp oeq <8 x float> %1992, %49
  %1999 = select <8 x i1> %1998, <8 x float> %1997, <8 x float> %1994
  br label %2010

2000:                                             ; preds = %1991
  %2001 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %1992)
  %2002 = bitcast <8 x float> %1992 to <8 x i32>
  %2003 = or <8 x i32> %2002, %1104
  %2004 = bitcast <8 x i32> %2003 to <8 x float>
  %2005 = fcmp oeq <8 x float> %1992, %52
  %2006 = select <8 x i1> %2005, <8 x float> %2004, <8 x float> %2001
  br label %2010

2007:                                             ; preds = %1991
  %2008 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1954, <8 x i1> %1944, <8 x float> zeroinitializer)
  %2009 = fadd <8 x float> %1992, %2008
  br label %2010

2010:                                             ; preds = %1993, %2000, %2007, %1991, %1972, %1950
  %2011 = phi <8 x float> [ %1992, %1991 ], [ %1951, %1950 ], [ %1973, %1972 ], [ %2009, %2007 ], [ %2006, %2000 ], [ %1999, %1993 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2011, ptr nonnull align 1 %1952, <8 x i1> %1944)
  br label %2690

2012:                                             ; preds = %1593
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %35, i8 0, i64 96, i1 false)
  br i1 %1101, label %2025, label %2015

2013:                                             ; preds = %2038
  %2014 = load <8 x float>, ptr %35, align 32
  br label %2015

2015:                                             ; preds = %2013, %2012
  %2016 = phi <8 x float> [ %2014, %2013 ], [ zeroinitializer, %2012 ]
  %2017 = add i64 %1594, %9
  %2018 = getelementptr inbounds nuw float, ptr %1583, i64 %1595
  %2019 = getelementptr inbounds nuw float, ptr %1585, i64 %1595
  %2020 = call i64 @llvm.smin.i64(i64 %2017, i64 8)
  %2021 = trunc i64 %2020 to i32
  %2022 = insertelement <8 x i32> poison, i32 %2021, i64 0
  %2023 = shufflevector <8 x i32> %2022, <8 x i32> poison, <8 x i32> zeroinitializer
  %2024 = icmp sgt <8 x i32> %2023, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1575, label %2106, label %2101

2025:                                             ; preds = %2012, %2038
  %2026 = phi i64 [ %2039, %2038 ], [ 0, %2012 ]
  %2027 = mul nsw i64 %2026, %14
  %2028 = add i64 %1588, %2027
  %2029 = icmp sgt i64 %2028, -1
  %2030 = icmp slt i64 %2028, %6
  %2031 = and i1 %2029, %2030
  %2032 = select i1 %2031, i64 %2028, i64 0
  %2033 = mul nsw i64 %2032, %7
  %2034 = getelementptr inbounds float, ptr %1527, i64 %2033
  br i1 %1102, label %2035, label %2038

2035:                                             ; preds = %2025
  %2036 = mul nuw nsw i64 %2026, %11
  %2037 = getelementptr inbounds nuw float, ptr %1529, i64 %2036
  br label %2041

2038:                                             ; preds = %2049, %2025
  %2039 = add nuw nsw i64 %2026, 1
  %2040 = icmp eq i64 %2039, %10
  br i1 %2040, label %2013, label %2025

2041:                                             ; preds = %2035, %2049
  %2042 = phi i64 [ 0, %2035 ], [ %2050, %2049 ]
  %2043 = getelementptr inbounds nuw float, ptr %2037, i64 %2042
  %2044 = load float, ptr %2043, align 1
  %2045 = insertelement <8 x float> poison, float %2044, i64 0
  %2046 = shufflevector <8 x float> %2045, <8 x float> poison, <8 x i32> zeroinitializer
  %2047 = mul nsw i64 %2042, %15
  %2048 = sub i64 %2047, %17
  br label %2052

2049:                                             ; preds = %2052
  %2050 = add nuw nsw i64 %2042, 1
  %2051 = icmp eq i64 %2050, %11
  br i1 %2051, label %2038, label %2041

2052:                                             ; preds = %2041, %2052
  %2053 = phi i64 [ 0, %2041 ], [ %2099, %2052 ]
  %2054 = shl nuw nsw i64 %2053, 3
  %2055 = or disjoint i64 %1595, %2054
  %2056 = sub nsw i64 %9, %2055
  %2057 = shl nuw nsw i64 %2055, 1
  %2058 = add i64 %2048, %2057
  %2059 = icmp slt i64 %2058, 0
  %2060 = sub nsw i64 0, %2058
  %2061 = select i1 %2059, i64 %2060, i64 0
  %2062 = sub nsw i64 %7, %2058
  %2063 = shl nsw i64 %2056, 1
  %2064 = add nsw i64 %2063, -1
  %2065 = call i64 @llvm.smin.i64(i64 %2062, i64 %2064)
  %2066 = call i64 @llvm.smin.i64(i64 %2065, i64 16)
  %2067 = icmp sgt i64 %2066, %2061
  %2068 = select i1 %2031, i1 %2067, i1 false
  %2069 = select i1 %2068, i64 %2061, i64 0
  %2070 = select i1 %2068, i64 %2066, i64 0
  %2071 = getelementptr inbounds float, ptr %2034, i64 %2058
  %2072 = trunc i64 %2069 to i32
  %2073 = icmp sgt i64 %2070, %2069
  %2074 = trunc i64 %2070 to i32
  %2075 = select i1 %2073, i32 %2074, i32 0
  %2076 = insertelement <8 x i32> poison, i32 %2072, i64 0
  %2077 = shufflevector <8 x i32> %2076, <8 x i32> poison, <8 x i32> zeroinitializer
  %2078 = icmp slt <8 x i32> %2077, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2079 = insertelement <8 x i32> poison, i32 %2075, i64 0
  %2080 = shufflevector <8 x i32> %2079, <8 x i32> poison, <8 x i32> zeroinitializer
  %2081 = icmp sgt <8 x i32> %2080, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2082 = and <8 x i1> %2078, %2081
  %2083 = add nsw i32 %2072, -8
  %2084 = insertelement <8 x i32> poison, i32 %2083, i64 0
  %2085 = shufflevector <8 x i32> %2084, <8 x i32> poison, <8 x i32> zeroinitializer
  %2086 = icmp slt <8 x i32> %2085, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2087 = add nsw i32 %2075, -8
  %2088 = insertelement <8 x i32> poison, i32 %2087, i64 0
  %2089 = shufflevector <8 x i32> %2088, <8 x i32> poison, <8 x i32> zeroinitializer
  %2090 = icmp sgt <8 x i32> %2089, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2091 = and <8 x i1> %2086, %2090
  %2092 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2071, <8 x i1> %2082, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2093 = getelementptr inbounds nuw i8, ptr %2071, i64 32
  %2094 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2093, <8 x i1> %2091, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2095 = shufflevector <8 x float> %2092, <8 x float> %2094, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2096 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %2053
  %2097 = load <8 x float>, ptr %2096, align 32
  %2098 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2095, <8 x float> %2046, <8 x float> %2097)
  store <8 x float> %2098, ptr %2096, align 32
  %2099 = add nuw nsw i64 %2053, 1
  %2100 = icmp eq i64 %2099, 3
  br i1 %2100, label %2049, label %2052

2101:                                             ; preds = %2015
  %2102 = load float, ptr %1530, align 1
  %2103 = insertelement <8 x float> poison, float %2102, i64 0
  %2104 = shufflevector <8 x float> %2103, <8 x float> poison, <8 x i32> zeroinitializer
  %2105 = fadd <8 x float> %2016, %2104
  br label %2106

2106:                                             ; preds = %2101, %2015
  %2107 = phi <8 x float> [ %2105, %2101 ], [ %2016, %2015 ]
  %2108 = select i1 %1589, ptr null, ptr %2019
  switch i64 %1139, label %511 [
    i64 1, label %2109
    i64 2, label %2112
    i64 3, label %2119
    i64 0, label %2164
  ]

2109:                                             ; preds = %2106
  %2110 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2108, <8 x i1> %2024, <8 x float> zeroinitializer)
  %2111 = fadd <8 x float> %2107, %2110
  br label %2126

2112:                                             ; preds = %2106
  %2113 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2107)
  %2114 = bitcast <8 x float> %2107 to <8 x i32>
  %2115 = or <8 x i32> %2114, %1104
  %2116 = bitcast <8 x i32> %2115 to <8 x float>
  %2117 = fcmp oeq <8 x float> %2107, %52
  %2118 = select <8 x i1> %2117, <8 x float> %2116, <8 x float> %2113
  br label %2126

2119:                                             ; preds = %2106
  %2120 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2107)
  %2121 = bitcast <8 x float> %2107 to <8 x i32>
  %2122 = and <8 x i32> %2121, %1103
  %2123 = bitcast <8 x i32> %2122 to <8 x float>
  %2124 = fcmp oeq <8 x float> %2107, %49
  %2125 = select <8 x i1> %2124, <8 x float> %2123, <8 x float> %2120
  br label %2126

2126:                                             ; preds = %2119, %2112, %2109
  %2127 = phi <8 x float> [ %2111, %2109 ], [ %2118, %2112 ], [ %2125, %2119 ]
  switch i64 %1141, label %511 [
    i64 1, label %2142
    i64 2, label %2135
    i64 3, label %2128
    i64 0, label %2164
  ]

2128:                                             ; preds = %2126
  %2129 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2127)
  %2130 = bitcast <8 x float> %2127 to <8 x i32>
  %2131 = and <8 x i32> %2130, %1103
  %2132 = bitcast <8 x i32> %2131 to <8 x float>
  %2133 = fcmp oeq <8 x float> %2127, %49
  %2134 = select <8 x i1> %2133, <8 x float> %2132, <8 x float> %2129
  br label %2145

2135:                                             ; preds = %2126
  %2136 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2127)
  %2137 = bitcast <8 x float> %2127 to <8 x i32>
  %2138 = or <8 x i32> %2137, %1104
  %2139 = bitcast <8 x i32> %2138 to <8 x float>
  %2140 = fcmp oeq <8 x float> %2127, %52
  %2141 = select <8 x i1> %2140, <8 x float> %2139, <8 x float> %2136
  br label %2145

2142:                                             ; preds = %2126
  %2143 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2108, <8 x i1> %2024, <8 x float> zeroinitializer)
  %2144 = fadd <8 x float> %2127, %2143
  br label %2145

2145:                                             ; preds = %2142, %2135, %2128
  %2146 = phi <8 x float> [ %2144, %2142 ], [ %2141, %2135 ], [ %2134, %2128 ]
  switch i64 %1143, label %511 [
    i64 1, label %2161
    i64 2, label %2154
    i64 3, label %2147
    i64 0, label %2164
  ]

2147:                                             ; preds = %2145
  %2148 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2146)
  %2149 = bitcast <8 x float> %2146 to <8 x i32>
  %2150 = and <8 x i32> %2149, %1103
  %2151 = bitcast <8 x i32> %2150 to <8 x float>
  %2152 = fcmp oeq <8 x float> %2146, %49
  %2153 = select <8 x i1> %2152, <8 x float> %2151, <8 x float> %2148
  br label %2164

2154:                                             ; preds = %2145
  %2155 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2146)
  %2156 = bitcast <8 x float> %2146 to <8 x i32>
  %2157 = or <8 x i32> %2156, %1104
  %2158 = bitcast <8 x i32> %2157 to <8 x float>
  %2159 = fcmp oeq <8 x float> %2146, %52
  %2160 = select <8 x i1> %2159, <8 x float> %2158, <8 x float> %2155
  br label %2164

2161:                                             ; preds = %2145
  %2162 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2108, <8 x i1> %2024, <8 x float> zeroinitializer)
  %2163 = fadd <8 x float> %2146, %2162
  br label %2164

2164:                                             ; preds = %2147, %2154, %2161, %2145, %2126, %2106
  %2165 = phi <8 x float> [ %2146, %2145 ], [ %2107, %2106 ], [ %2127, %2126 ], [ %2163, %2161 ], [ %2160, %2154 ], [ %2153, %2147 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2165, ptr align 1 %2018, <8 x i1> %2024)
  %2166 = add i64 %2017, -8
  %2167 = call i64 @llvm.smin.i64(i64 %2166, i64 8)
  %2168 = trunc i64 %2167 to i32
  %2169 = insertelement <8 x i32> poison, i32 %2168, i64 0
  %2170 = shufflevector <8 x i32> %2169, <8 x i32> poison, <8 x i32> zeroinitializer
  %2171 = icmp sgt <8 x i32> %2170, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2172 = load <8 x float>, ptr %1144, align 32
  br i1 %1575, label %2178, label %2173

2173:                                             ; preds = %2164
  %2174 = load float, ptr %1530, align 1
  %2175 = insertelement <8 x float> poison, float %2174, i64 0
  %2176 = shufflevector <8 x float> %2175, <8 x float> poison, <8 x i32> zeroinitializer
  %2177 = fadd <8 x float> %2172, %2176
  br label %2178

2178:                                             ; preds = %2173, %2164
  %2179 = phi <8 x float> [ %2177, %2173 ], [ %2172, %2164 ]
  %2180 = getelementptr inbounds nuw i8, ptr %2018, i64 32
  %2181 = getelementptr inbounds nuw i8, ptr %2019, i64 32
  %2182 = select i1 %1589, ptr null, ptr %2181
  switch i64 %1139, label %511 [
    i64 1, label %2197
    i64 2, label %2190
    i64 3, label %2183
    i64 0, label %2238
  ]

2183:                                             ; preds = %2178
  %2184 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2179)
  %2185 = bitcast <8 x float> %2179 to <8 x i32>
  %2186 = and <8 x i32> %2185, %1103
  %2187 = bitcast <8 x i32> %2186 to <8 x float>
  %2188 = fcmp oeq <8 x float> %2179, %49
  %2189 = select <8 x i1> %2188, <8 x float> %2187, <8 x float> %2184
  br label %2200

2190:                                             ; preds = %2178
  %2191 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2179)
  %2192 = bitcast <8 x float> %2179 to <8 x i32>
  %2193 = or <8 x i32> %2192, %1104
  %2194 = bitcast <8 x i32> %2193 to <8 x float>
  %2195 = fcmp oeq <8 x float> %2179, %52
  %2196 = select <8 x i1> %2195, <8 x float> %2194, <8 x float> %2191
  br label %2200

2197:                                             ; preds = %2178
  %2198 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %2171, <8 x float> zeroinitializer)
  %2199 = fadd <8 x float> %2179, %2198
  br label %2200

2200:                                             ; preds = %2197, %2190, %2183
  %2201 = phi <8 x float> [ %2199, %2197 ], [ %2196, %2190 ], [ %2189, %2183 ]
  switch i64 %1146, label %511 [
    i64 1, label %2216
    i64 2, label %2209
    i64 3, label %2202
    i64 0, label %2238
  ]

2202:                                             ; preds = %2200
  %2203 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2201)
  %2204 = bitcast <8 x float> %2201 to <8 x i32>
  %2205 = and <8 x i32> %2204, %1103
  %2206 = bitcast <8 x i32> %2205 to <8 x float>
  %2207 = fcmp oeq <8 x float> %2201, %49
  %2208 = select <8 x i1> %2207, <8 x float> %2206, <8 x float> %2203
  br label %2219

2209:                                             ; preds = %2200
  %2210 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2201)
  %2211 = bitcast <8 x float> %2201 to <8 x i32>
  %2212 = or <8 x i32> %2211, %1104
  %2213 = bitcast <8 x i32> %2212 to <8 x float>
  %2214 = fcmp oeq <8 x float> %2201, %52
  %2215 = select <8 x i1> %2214, <8 x float> %2213, <8 x float> %2210
  br label %2219

2216:                                             ; preds = %2200
  %2217 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %2171, <8 x float> zeroinitializer)
  %2218 = fadd <8 x float> %2201, %2217
  br label %2219

2219:                                             ; preds = %2216, %2209, %2202
  %2220 = phi <8 x float> [ %2218, %2216 ], [ %2215, %2209 ], [ %2208, %2202 ]
  switch i64 %1148, label %511 [
    i64 1, label %2235
    i64 2, label %2228
    i64 3, label %2221
    i64 0, label %2238
  ]

2221:                                             ; preds = %2219
  %2222 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2220)
  %2223 = bitcast <8 x float> %2220 to <8 x i32>
  %2224 = and <8 x i32> %2223, %1103
  %2225 = bitcast <8 x i32> %2224 to <8 x float>
  %2226 = fcmp oeq <8 x float> %2220, %49
  %2227 = select <8 x i1> %2226, <8 x float> %2225, <8 x float> %2222
  br label %2238

2228:                                             ; preds = %2219
  %2229 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2220)
  %2230 = bitcast <8 x float> %2220 to <8 x i32>
  %2231 = or <8 x i32> %2230, %1104
  %2232 = bitcast <8 x i32> %2231 to <8 x float>
  %2233 = fcmp oeq <8 x float> %2220, %52
  %2234 = select <8 x i1> %2233, <8 x float> %2232, <8 x float> %2229
  br label %2238

2235:                                             ; preds = %2219
  %2236 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2182, <8 x i1> %2171, <8 x float> zeroinitializer)
  %2237 = fadd <8 x float> %2220, %2236
  br label %2238

2238:                                             ; preds = %2221, %2228, %2235, %2219, %2200, %2178
  %2239 = phi <8 x float> [ %2220, %2219 ], [ %2179, %2178 ], [ %2201, %2200 ], [ %2237, %2235 ], [ %2234, %2228 ], [ %2227, %2221 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2239, ptr nonnull align 1 %2180, <8 x i1> %2171)
  %2240 = add i64 %2017, -16
  %2241 = call i64 @llvm.smin.i64(i64 %2240, i64 8)
  %2242 = trunc i64 %2241 to i32
  %2243 = insertelement <8 x i32> poison, i32 %2242, i64 0
  %2244 = shufflevector <8 x i32> %2243, <8 x i32> poison, <8 x i32> zeroinitializer
  %2245 = icmp sgt <8 x i32> %2244, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2246 = load <8 x float>, ptr %1149, align 32
  br i1 %1575, label %2252, label %2247

2247:                                             ; preds = %2238
  %2248 = load float, ptr %1530, align 1
  %2249 = insertelement <8 x float> poison, float %2248, i64 0
  %2250 = shufflevector <8 x float> %2249, <8 x float> poison, <8 x i32> zeroinitializer
  %2251 = fadd <8 x float> %2246, %2250
  br label %2252

2252:                                             ; preds = %2247, %2238
  %2253 = phi <8 x float> [ %2251, %2247 ], [ %2246, %2238 ]
  %2254 = getelementptr inbounds nuw i8, ptr %2018, i64 64
  %2255 = getelementptr inbounds nuw i8, ptr %2019, i64 64
  %2256 = select i1 %1589, ptr null, ptr %2255
  switch i64 %1139, label %511 [
    i64 1, label %2271
    i64 2, label %2264
    i64 3, label %2257
    i64 0, label %2312
  ]

2257:                                             ; preds = %2252
  %2258 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2253)
  %2259 = bitcast <8 x float> %2253 to <8 x i32>
  %2260 = and <8 x i32> %2259, %1103
  %2261 = bitcast <8 x i32> %2260 to <8 x float>
  %2262 = fcmp oeq <8 x float> %2253, %49
  %2263 = select <8 x i1> %2262, <8 x float> %2261, <8 x float> %2258
  br label %2274

2264:                                             ; preds = %2252
  %2265 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2253)
  %2266 = bitcast <8 x float> %2253 to <8 x i32>
  %2267 = or <8 x i32> %2266, %1104
  %2268 = bitcast <8 x i32> %2267 to <8 x float>
  %2269 = fcmp oeq <8 x float> %2253, %52
  %2270 = select <8 x i1> %2269, <8 x float> %2268, <8 x float> %2265
  br label %2274

2271:                                             ; preds = %2252
  %2272 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2256, <8 x i1> %2245, <8 x float> zeroinitializer)
  %2273 = fadd <8 x float> %2253, %2272
  br label %2274

2274:                                             ; preds = %2271, %2264, %2257
  %2275 = phi <8 x float> [ %2273, %2271 ], [ %2270, %2264 ], [ %2263, %2257 ]
  switch i64 %1151, label %511 [
    i64 1, label %2290
    i64 2, label %2283
    i64 3, label %2276
    i64 0, label %2312
  ]

2276:                                             ; preds = %2274
  %2277 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2275)
  %2278 = bitcast <8 x float> %2275 to <8 x i32>
  %2279 = and <8 x i32> %2278, %1103
  %2280 = bitcast <8 x i32> %2279 to <8 x float>
  %2281 = fcmp oeq <8 x float> %2275, %49
  %2282 = select <8 x i1> %2281, <8 x float> %2280, <8 x float> %2277
  br label %2293

2283:                                             ; preds = %2274
  %2284 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2275)
  %2285 = bitcast <8 x float> %2275 to <8 x i32>
  %2286 = or <8 x i32> %2285, %1104
  %2287 = bitcast <8 x i32> %2286 to <8 x float>
  %2288 = fcmp oeq <8 x float> %2275, %52
  %2289 = select <8 x i1> %2288, <8 x float> %2287, <8 x float> %2284
  br label %2293

2290:                                             ; preds = %2274
  %2291 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2256, <8 x i1> %2245, <8 x float> zeroinitializer)
  %2292 = fadd <8 x float> %2275, %2291
  br label %2293

2293:                                             ; preds = %2290, %2283, %2276
  %2294 = phi <8 x float> [ %2292, %2290 ], [ %2289, %2283 ], [ %2282, %2276 ]
  switch i64 %1153, label %511 [
    i64 1, label %2309
    i64 2, label %2302
    i64 3, label %2295
    i64 0, label %2312
  ]

2295:                                             ; preds = %2293
  %2296 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2294)
  %2297 = bitcast <8 x float> %2294 to <8 x i32>
  %2298 = and <8 x i32> %2297, %1103
  %2299 = bitcast <8 x i32> %2298 to <8 x float>
  %2300 = fcmp oeq <8 x float> %2294, %49
  %2301 = select <8 x i1> %2300, <8 x float> %2299, <8 x float> %2296
  br label %2312

2302:                                             ; preds = %2293
  %2303 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2294)
  %2304 = bitcast <8 x float> %2294 to <8 x i32>
  %2305 = or <8 x i32> %2304, %1104
  %2306 = bitcast <8 x i32> %2305 to <8 x float>
  %2307 = fcmp oeq <8 x float> %2294, %52
  %2308 = select <8 x i1> %2307, <8 x float> %2306, <8 x float> %2303
  br label %2312

2309:                                             ; preds = %2293
  %2310 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2256, <8 x i1> %2245, <8 x float> zeroinitializer)
  %2311 = fadd <8 x float> %2294, %2310
  br label %2312

2312:                                             ; preds = %2295, %2302, %2309, %2293, %2274, %2252
  %2313 = phi <8 x float> [ %2294, %2293 ], [ %2253, %2252 ], [ %2275, %2274 ], [ %2311, %2309 ], [ %2308, %2302 ], [ %2301, %2295 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2313, ptr nonnull align 1 %2254, <8 x i1> %2245)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %2690

2314:                                             ; preds = %1593
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %36, i8 0, i64 128, i1 false)
  br i1 %1101, label %2327, label %2317

2315:                                             ; preds = %2340
  %2316 = load <8 x float>, ptr %36, align 32
  br label %2317

2317:                                             ; preds = %2315, %2314
  %2318 = phi <8 x float> [ %2316, %2315 ], [ zeroinitializer, %2314 ]
  %2319 = add i64 %1594, %9
  %2320 = getelementptr inbounds nuw float, ptr %1583, i64 %1595
  %2321 = getelementptr inbounds nuw float, ptr %1585, i64 %1595
  %2322 = call i64 @llvm.smin.i64(i64 %2319, i64 8)
  %2323 = trunc i64 %2322 to i32
  %2324 = insertelement <8 x i32> poison, i32 %2323, i64 0
  %2325 = shufflevector <8 x i32> %2324, <8 x i32> poison, <8 x i32> zeroinitializer
  %2326 = icmp sgt <8 x i32> %2325, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1575, label %2408, label %2403

2327:                                             ; preds = %2314, %2340
  %2328 = phi i64 [ %2341, %2340 ], [ 0, %2314 ]
  %2329 = mul nsw i64 %2328, %14
  %2330 = add i64 %1588, %2329
  %2331 = icmp sgt i64 %2330, -1
  %2332 = icmp slt i64 %2330, %6
  %2333 = and i1 %2331, %2332
  %2334 = select i1 %2333, i64 %2330, i64 0
  %2335 = mul nsw i64 %2334, %7
  %2336 = getelementptr inbounds float, ptr %1527, i64 %2335
  br i1 %1102, label %2337, label %2340

2337:                                             ; preds = %2327
  %2338 = mul nuw nsw i64 %2328, %11
  %2339 = getelementptr inbounds nuw float, ptr %1529, i64 %2338
  br label %2343

2340:                                             ; preds = %2351, %2327
  %2341 = add nuw nsw i64 %2328, 1
  %2342 = icmp eq i64 %2341, %10
  br i1 %2342, label %2315, label %2327

2343:                                             ; preds = %2337, %2351
  %2344 = phi i64 [ 0, %2337 ], [ %2352, %2351 ]
  %2345 = getelementptr inbounds nuw float, ptr %2339, i64 %2344
  %2346 = load float, ptr %2345, align 1
  %2347 = insertelement <8 x float> poison, float %2346, i64 0
  %2348 = shufflevector <8 x float> %2347, <8 x float> poison, <8 x i32> zeroinitializer
  %2349 = mul nsw i64 %2344, %15
  %2350 = sub i64 %2349, %17
  br label %2354

2351:                                             ; preds = %2354
  %2352 = add nuw nsw i64 %2344, 1
  %2353 = icmp eq i64 %2352, %11
  br i1 %2353, label %2340, label %2343

2354:                                             ; preds = %2343, %2354
  %2355 = phi i64 [ 0, %2343 ], [ %2401, %2354 ]
  %2356 = shl nuw nsw i64 %2355, 3
  %2357 = or disjoint i64 %1595, %2356
  %2358 = sub nsw i64 %9, %2357
  %2359 = shl nuw nsw i64 %2357, 1
  %2360 = add i64 %2350, %2359
  %2361 = icmp slt i64 %2360, 0
  %2362 = sub nsw i64 0, %2360
  %2363 = select i1 %2361, i64 %2362, i64 0
  %2364 = sub nsw i64 %7, %2360
  %2365 = shl nsw i64 %2358, 1
  %2366 = add nsw i64 %2365, -1
  %2367 = call i64 @llvm.smin.i64(i64 %2364, i64 %2366)
  %2368 = call i64 @llvm.smin.i64(i64 %2367, i64 16)
  %2369 = icmp sgt i64 %2368, %2363
  %2370 = select i1 %2333, i1 %2369, i1 false
  %2371 = select i1 %2370, i64 %2363, i64 0
  %2372 = select i1 %2370, i64 %2368, i64 0
  %2373 = getelementptr inbounds float, ptr %2336, i64 %2360
  %2374 = trunc i64 %2371 to i32
  %2375 = icmp sgt i64 %2372, %2371
  %2376 = trunc i64 %2372 to i32
  %2377 = select i1 %2375, i32 %2376, i32 0
  %2378 = insertelement <8 x i32> poison, i32 %2374, i64 0
  %2379 = shufflevector <8 x i32> %2378, <8 x i32> poison, <8 x i32> zeroinitializer
  %2380 = icmp slt <8 x i32> %2379, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2381 = insertelement <8 x i32> poison, i32 %2377, i64 0
  %2382 = shufflevector <8 x i32> %2381, <8 x i32> poison, <8 x i32> zeroinitializer
  %2383 = icmp sgt <8 x i32> %2382, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2384 = and <8 x i1> %2380, %2383
  %2385 = add nsw i32 %2374, -8
  %2386 = insertelement <8 x i32> poison, i32 %2385, i64 0
  %2387 = shufflevector <8 x i32> %2386, <8 x i32> poison, <8 x i32> zeroinitializer
  %2388 = icmp slt <8 x i32> %2387, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2389 = add nsw i32 %2377, -8
  %2390 = insertelement <8 x i32> poison, i32 %2389, i64 0
  %2391 = shufflevector <8 x i32> %2390, <8 x i32> poison, <8 x i32> zeroinitializer
  %2392 = icmp sgt <8 x i32> %2391, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2393 = and <8 x i1> %2388, %2392
  %2394 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2373, <8 x i1> %2384, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2395 = getelementptr inbounds nuw i8, ptr %2373, i64 32
  %2396 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2395, <8 x i1> %2393, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2397 = shufflevector <8 x float> %2394, <8 x float> %2396, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2398 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %2355
  %2399 = load <8 x float>, ptr %2398, align 32
  %2400 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2397, <8 x float> %2348, <8 x float> %2399)
  store <8 x float> %2400, ptr %2398, align 32
  %2401 = add nuw nsw i64 %2355, 1
  %2402 = icmp eq i64 %2401, 4
  br i1 %2402, label %2351, label %2354

2403:                                             ; preds = %2317
  %2404 = load float, ptr %1530, align 1
  %2405 = insertelement <8 x float> poison, float %2404, i64 0
  %2406 = shufflevector <8 x float> %2405, <8 x float> poison, <8 x i32> zeroinitializer
  %2407 = fadd <8 x float> %2318, %2406
  br label %2408

2408:                                             ; preds = %2403, %2317
  %2409 = phi <8 x float> [ %2407, %2403 ], [ %2318, %2317 ]
  %2410 = select i1 %1589, ptr null, ptr %2321
  switch i64 %1119, label %511 [
    i64 1, label %2411
    i64 2, label %2414
    i64 3, label %2421
    i64 0, label %2466
  ]

2411:                                             ; preds = %2408
  %2412 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2410, <8 x i1> %2326, <8 x float> zeroinitializer)
  %2413 = fadd <8 x float> %2409, %2412
  br label %2428

2414:                                             ; preds = %2408
  %2415 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2409)
  %2416 = bitcast <8 x float> %2409 to <8 x i32>
  %2417 = or <8 x i32> %2416, %1104
  %2418 = bitcast <8 x i32> %2417 to <8 x float>
  %2419 = fcmp oeq <8 x float> %2409, %52
  %2420 = select <8 x i1> %2419, <8 x float> %2418, <8 x float> %2415
  br label %2428

2421:                                             ; preds = %2408
  %2422 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2409)
  %2423 = bitcast <8 x float> %2409 to <8 x i32>
  %2424 = and <8 x i32> %2423, %1103
  %2425 = bitcast <8 x i32> %2424 to <8 x float>
  %2426 = fcmp oeq <8 x float> %2409, %49
  %2427 = select <8 x i1> %2426, <8 x float> %2425, <8 x float> %2422
  br label %2428

2428:                                             ; preds = %2421, %2414, %2411
  %2429 = phi <8 x float> [ %2413, %2411 ], [ %2420, %2414 ], [ %2427, %2421 ]
  switch i64 %1121, label %511 [
    i64 1, label %2444
    i64 2, label %2437
    i64 3, label %2430
    i64 0, label %2466
  ]

2430:                                             ; preds = %2428
  %2431 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2429)
  %2432 = bitcast <8 x float> %2429 to <8 x i32>
  %2433 = and <8 x i32> %2432, %1103
  %2434 = bitcast <8 x i32> %2433 to <8 x float>
  %2435 = fcmp oeq <8 x float> %2429, %49
  %2436 = select <8 x i1> %2435, <8 x float> %2434, <8 x float> %2431
  br label %2447

2437:                                             ; preds = %2428
  %2438 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2429)
  %2439 = bitcast <8 x float> %2429 to <8 x i32>
  %2440 = or <8 x i32> %2439, %1104
  %2441 = bitcast <8 x i32> %2440 to <8 x float>
  %2442 = fcmp oeq <8 x float> %2429, %52
  %2443 = select <8 x i1> %2442, <8 x float> %2441, <8 x float> %2438
  br label %2447

2444:                                             ; preds = %2428
  %2445 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2410, <8 x i1> %2326, <8 x float> zeroinitializer)
  %2446 = fadd <8 x float> %2429, %2445
  br label %2447

2447:                                             ; preds = %2444, %2437, %2430
  %2448 = phi <8 x float> [ %2446, %2444 ], [ %2443, %2437 ], [ %2436, %2430 ]
  switch i64 %1123, label %511 [
    i64 1, label %2463
    i64 2, label %2456
    i64 3, label %2449
    i64 0, label %2466
  ]

2449:                                             ; preds = %2447
  %2450 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2448)
  %2451 = bitcast <8 x float> %2448 to <8 x i32>
  %2452 = and <8 x i32> %2451, %1103
  %2453 = bitcast <8 x i32> %2452 to <8 x float>
  %2454 = fcmp oeq <8 x float> %2448, %49
  %2455 = select <8 x i1> %2454, <8 x float> %2453, <8 x float> %2450
  br label %2466

2456:                                             ; preds = %2447
  %2457 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2448)
  %2458 = bitcast <8 x float> %2448 to <8 x i32>
  %2459 = or <8 x i32> %2458, %1104
  %2460 = bitcast <8 x i32> %2459 to <8 x float>
  %2461 = fcmp oeq <8 x float> %2448, %52
  %2462 = select <8 x i1> %2461, <8 x float> %2460, <8 x float> %2457
  br label %2466

2463:                                             ; preds = %2447
  %2464 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2410, <8 x i1> %2326, <8 x float> zeroinitializer)
  %2465 = fadd <8 x float> %2448, %2464
  br label %2466

2466:                                             ; preds = %2449, %2456, %2463, %2447, %2428, %2408
  %2467 = phi <8 x float> [ %2448, %2447 ], [ %2409, %2408 ], [ %2429, %2428 ], [ %2465, %2463 ], [ %2462, %2456 ], [ %2455, %2449 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2467, ptr align 1 %2320, <8 x i1> %2326)
  %2468 = add i64 %2319, -8
  %2469 = call i64 @llvm.smin.i64(i64 %2468, i64 8)
  %2470 = trunc i64 %2469 to i32
  %2471 = insertelement <8 x i32> poison, i32 %2470, i64 0
  %2472 = shufflevector <8 x i32> %2471, <8 x i32> poison, <8 x i32> zeroinitializer
  %2473 = icmp sgt <8 x i32> %2472, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2474 = load <8 x float>, ptr %1124, align 32
  br i1 %1575, label %2480, label %2475

2475:                                             ; preds = %2466
  %2476 = load float, ptr %1530, align 1
  %2477 = insertelement <8 x float> poison, float %2476, i64 0
  %2478 = shufflevector <8 x float> %2477, <8 x float> poison, <8 x i32> zeroinitializer
  %2479 = fadd <8 x float> %2474, %2478
  br label %2480

2480:                                             ; preds = %2475, %2466
  %2481 = phi <8 x float> [ %2479, %2475 ], [ %2474, %2466 ]
  %2482 = getelementptr inbounds nuw i8, ptr %2320, i64 32
  %2483 = getelementptr inbounds nuw i8, ptr %2321, i64 32
  %2484 = select i1 %1589, ptr null, ptr %2483
  switch i64 %1119, label %511 [
    i64 1, label %2499
    i64 2, label %2492
    i64 3, label %2485
    i64 0, label %2540
  ]

2485:                                             ; preds = %2480
  %2486 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2481)
  %2487 = bitcast <8 x float> %2481 to <8 x i32>
  %2488 = and <8 x i32> %2487, %1103
  %2489 = bitcast <8 x i32> %2488 to <8 x float>
  %2490 = fcmp oeq <8 x float> %2481, %49
  %2491 = select <8 x i1> %2490, <8 x float> %2489, <8 x float> %2486
  br label %2502

2492:                                             ; preds = %2480
  %2493 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2481)
  %2494 = bitcast <8 x float> %2481 to <8 x i32>
  %2495 = or <8 x i32> %2494, %1104
  %2496 = bitcast <8 x i32> %2495 to <8 x float>
  %2497 = fcmp oeq <8 x float> %2481, %52
  %2498 = select <8 x i1> %2497, <8 x float> %2496, <8 x float> %2493
  br label %2502

2499:                                             ; preds = %2480
  %2500 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2484, <8 x i1> %2473, <8 x float> zeroinitializer)
  %2501 = fadd <8 x float> %2481, %2500
  br label %2502

2502:                                             ; preds = %2499, %2492, %2485
  %2503 = phi <8 x float> [ %2501, %2499 ], [ %2498, %2492 ], [ %2491, %2485 ]
  switch i64 %1126, label %511 [
    i64 1, label %2518
    i64 2, label %2511
    i64 3, label %2504
    i64 0, label %2540
  ]

2504:                                             ; preds = %2502
  %2505 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2503)
  %2506 = bitcast <8 x float> %2503 to <8 x i32>
  %2507 = and <8 x i32> %2506, %1103
  %2508 = bitcast <8 x i32> %2507 to <8 x float>
  %2509 = fcmp oeq <8 x float> %2503, %49
  %2510 = select <8 x i1> %2509, <8 x float> %2508, <8 x float> %2505
  br label %2521

2511:                                             ; preds = %2502
  %2512 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2503)
  %2513 = bitcast <8 x float> %2503 to <8 x i32>
  %2514 = or <8 x i32> %2513, %1104
  %2515 = bitcast <8 x i32> %2514 to <8 x float>
  %2516 = fcmp oeq <8 x float> %2503, %52
  %2517 = select <8 x i1> %2516, <8 x float> %2515, <8 x float> %2512
  br label %2521

2518:                                             ; preds = %2502
  %2519 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2484, <8 x i1> %2473, <8 x float> zeroinitializer)
  %2520 = fadd <8 x float> %2503, %2519
  br label %2521

2521:                                             ; preds = %2518, %2511, %2504
  %2522 = phi <8 x float> [ %2520, %2518 ], [ %2517, %2511 ], [ %2510, %2504 ]
  switch i64 %1128, label %511 [
    i64 1, label %2537
    i64 2, label %2530
    i64 3, label %2523
    i64 0, label %2540
  ]

2523:                                             ; preds = %2521
  %2524 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2522)
  %2525 = bitcast <8 x float> %2522 to <8 x i32>
  %2526 = and <8 x i32> %2525, %1103
  %2527 = bitcast <8 x i32> %2526 to <8 x float>
  %2528 = fcmp oeq <8 x float> %2522, %49
  %2529 = select <8 x i1> %2528, <8 x float> %2527, <8 x float> %2524
  br label %2540

2530:                                             ; preds = %2521
  %2531 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2522)
  %2532 = bitcast <8 x float> %2522 to <8 x i32>
  %2533 = or <8 x i32> %2532, %1104
  %2534 = bitcast <8 x i32> %2533 to <8 x float>
  %2535 = fcmp oeq <8 x float> %2522, %52
  %2536 = select <8 x i1> %2535, <8 x float> %2534, <8 x float> %2531
  br label %2540

2537:                                             ; preds = %2521
  %2538 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2484, <8 x i1> %2473, <8 x float> zeroinitializer)
  %2539 = fadd <8 x float> %2522, %2538
  br label %2540

2540:                                             ; preds = %2523, %2530, %2537, %2521, %2502, %2480
  %2541 = phi <8 x float> [ %2522, %2521 ], [ %2481, %2480 ], [ %2503, %2502 ], [ %2539, %2537 ], [ %2536, %2530 ], [ %2529, %2523 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2541, ptr nonnull align 1 %2482, <8 x i1> %2473)
  %2542 = add i64 %2319, -16
  %2543 = call i64 @llvm.smin.i64(i64 %2542, i64 8)
  %2544 = trunc i64 %2543 to i32
  %2545 = insertelement <8 x i32> poison, i32 %2544, i64 0
  %2546 = shufflevector <8 x i32> %2545, <8 x i32> poison, <8 x i32> zeroinitializer
  %2547 = icmp sgt <8 x i32> %2546, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2548 = load <8 x float>, ptr %1129, align 32
  br i1 %1575, label %2554, label %2549

2549:                                             ; preds = %2540
  %2550 = load float, ptr %1530, align 1
  %2551 = insertelement <8 x float> poison, float %2550, i64 0
  %2552 = shufflevector <8 x float> %2551, <8 x float> poison, <8 x i32> zeroinitializer
  %2553 = fadd <8 x float> %2548, %2552
  br label %2554

2554:                                             ; preds = %2549, %2540
  %2555 = phi <8 x float> [ %2553, %2549 ], [ %2548, %2540 ]
  %2556 = getelementptr inbounds nuw i8, ptr %2320, i64 64
  %2557 = getelementptr inbounds nuw i8, ptr %2321, i64 64
  %2558 = select i1 %1589, ptr null, ptr %2557
  switch i64 %1119, label %511 [
    i64 1, label %2573
    i64 2, label %2566
    i64 3, label %2559
    i64 0, label %2614
  ]

2559:                                             ; preds = %2554
  %2560 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2555)
  %2561 = bitcast <8 x float> %2555 to <8 x i32>
  %2562 = and <8 x i32> %2561, %1103
  %2563 = bitcast <8 x i32> %2562 to <8 x float>
  %2564 = fcmp oeq <8 x float> %2555, %49
  %2565 = select <8 x i1> %2564, <8 x float> %2563, <8 x float> %2560
  br label %2576

2566:                                             ; preds = %2554
  %2567 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2555)
  %2568 = bitcast <8 x float> %2555 to <8 x i32>
  %2569 = or <8 x i32> %2568, %1104
  %2570 = bitcast <8 x i32> %2569 to <8 x float>
  %2571 = fcmp oeq <8 x float> %2555, %52
  %2572 = select <8 x i1> %2571, <8 x float> %2570, <8 x float> %2567
  br label %2576

2573:                                             ; preds = %2554
  %2574 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2558, <8 x i1> %2547, <8 x float> zeroinitializer)
  %2575 = fadd <8 x float> %2555, %2574
  br label %2576

2576:                                             ; preds = %2573, %2566, %2559
  %2577 = phi <8 x float> [ %2575, %2573 ], [ %2572, %2566 ], [ %2565, %2559 ]
  switch i64 %1131, label %511 [
    i64 1, label %2592
    i64 2, label %2585
    i64 3, label %2578
    i64 0, label %2614
  ]

2578:                                             ; preds = %2576
  %2579 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2577)
  %2580 = bitcast <8 x float> %2577 to <8 x i32>
  %2581 = and <8 x i32> %2580, %1103
  %2582 = bitcast <8 x i32> %2581 to <8 x float>
  %2583 = fcmp oeq <8 x float> %2577, %49
  %2584 = select <8 x i1> %2583, <8 x float> %2582, <8 x float> %2579
  br label %2595

2585:                                             ; preds = %2576
  %2586 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2577)
  %2587 = bitcast <8 x float> %2577 to <8 x i32>
  %2588 = or <8 x i32> %2587, %1104
  %2589 = bitcast <8 x i32> %2588 to <8 x float>
  %2590 = fcmp oeq <8 x float> %2577, %52
  %2591 = select <8 x i1> %2590, <8 x float> %2589, <8 x float> %2586
  br label %2595

2592:                                             ; preds = %2576
  %2593 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2558, <8 x i1> %2547, <8 x float> zeroinitializer)
  %2594 = fadd <8 x float> %2577, %2593
  br label %2595

2595:                                             ; preds = %2592, %2585, %2578
  %2596 = phi <8 x float> [ %2594, %2592 ], [ %2591, %2585 ], [ %2584, %2578 ]
  switch i64 %1133, label %511 [
    i64 1, label %2611
    i64 2, label %2604
    i64 3, label %2597
    i64 0, label %2614
  ]

2597:                                             ; preds = %2595
  %2598 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2596)
  %2599 = bitcast <8 x float> %2596 to <8 x i32>
  %2600 = and <8 x i32> %2599, %1103
  %2601 = bitcast <8 x i32> %2600 to <8 x float>
  %2602 = fcmp oeq <8 x float> %2596, %49
  %2603 = select <8 x i1> %2602, <8 x float> %2601, <8 x float> %2598
  br label %2614

2604:                                             ; preds = %2595
  %2605 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2596)
  %2606 = bitcast <8 x float> %2596 to <8 x i32>
  %2607 = or <8 x i32> %2606, %1104
  %2608 = bitcast <8 x i32> %2607 to <8 x float>
  %2609 = fcmp oeq <8 x float> %2596, %52
  %2610 = select <8 x i1> %2609, <8 x float> %2608, <8 x float> %2605
  br label %2614

2611:                                             ; preds = %2595
  %2612 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2558, <8 x i1> %2547, <8 x float> zeroinitializer)
  %2613 = fadd <8 x float> %2596, %2612
  br label %2614

2614:                                             ; preds = %2597, %2604, %2611, %2595, %2576, %2554
  %2615 = phi <8 x float> [ %2596, %2595 ], [ %2555, %2554 ], [ %2577, %2576 ], [ %2613, %2611 ], [ %2610, %2604 ], [ %2603, %2597 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2615, ptr nonnull align 1 %2556, <8 x i1> %2547)
  %2616 = add i64 %2319, -24
  %2617 = call i64 @llvm.smin.i64(i64 %2616, i64 8)
  %2618 = trunc i64 %2617 to i32
  %2619 = insertelement <8 x i32> poison, i32 %2618, i64 0
  %2620 = shufflevector <8 x i32> %2619, <8 x i32> poison, <8 x i32> zeroinitializer
  %2621 = icmp sgt <8 x i32> %2620, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2622 = load <8 x float>, ptr %1134, align 32
  br i1 %1575, label %2628, label %2623

2623:                                             ; preds = %2614
  %2624 = load float, ptr %1530, align 1
  %2625 = insertelement <8 x float> poison, float %2624, i64 0
  %2626 = shufflevector <8 x float> %2625, <8 x float> poison, <8 x i32> zeroinitializer
  %2627 = fadd <8 x float> %2622, %2626
  br label %2628

2628:                                             ; preds = %2623, %2614
  %2629 = phi <8 x float> [ %2627, %2623 ], [ %2622, %2614 ]
  %2630 = getelementptr inbounds nuw i8, ptr %2320, i64 96
  %2631 = getelementptr inbounds nuw i8, ptr %2321, i64 96
  %2632 = select i1 %1589, ptr null, ptr %2631
  switch i64 %1119, label %511 [
    i64 1, label %2647
    i64 2, label %2640
    i64 3, label %2633
    i64 0, label %2688
  ]

2633:                                             ; preds = %2628
  %2634 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2629)
  %2635 = bitcast <8 x float> %2629 to <8 x i32>
  %2636 = and <8 x i32> %2635, %1103
  %2637 = bitcast <8 x i32> %2636 to <8 x float>
  %2638 = fcmp oeq <8 x float> %2629, %49
  %2639 = select <8 x i1> %2638, <8 x float> %2637, <8 x float> %2634
  br label %2650

2640:                                             ; preds = %2628
  %2641 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2629)
  %2642 = bitcast <8 x float> %2629 to <8 x i32>
  %2643 = or <8 x i32> %2642, %1104
  %2644 = bitcast <8 x i32> %2643 to <8 x float>
  %2645 = fcmp oeq <8 x float> %2629, %52
  %2646 = select <8 x i1> %2645, <8 x float> %2644, <8 x float> %2641
  br label %2650

2647:                                             ; preds = %2628
  %2648 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2632, <8 x i1> %2621, <8 x float> zeroinitializer)
  %2649 = fadd <8 x float> %2629, %2648
  br label %2650

2650:                                             ; preds = %2647, %2640, %2633
  %2651 = phi <8 x float> [ %2649, %2647 ], [ %2646, %2640 ], [ %2639, %2633 ]
  switch i64 %1136, label %511 [
    i64 1, label %2666
    i64 2, label %2659
    i64 3, label %2652
    i64 0, label %2688
  ]

2652:                                             ; preds = %2650
  %2653 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2651)
  %2654 = bitcast <8 x float> %2651 to <8 x i32>
  %2655 = and <8 x i32> %2654, %1103
  %2656 = bitcast <8 x i32> %2655 to <8 x float>
  %2657 = fcmp oeq <8 x float> %2651, %49
  %2658 = select <8 x i1> %2657, <8 x float> %2656, <8 x float> %2653
  br label %2669

2659:                                             ; preds = %2650
  %2660 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2651)
  %2661 = bitcast <8 x float> %2651 to <8 x i32>
  %2662 = or <8 x i32> %2661, %1104
  %2663 = bitcast <8 x i32> %2662 to <8 x float>
  %2664 = fcmp oeq <8 x float> %2651, %52
  %2665 = select <8 x i1> %2664, <8 x float> %2663, <8 x float> %2660
  br label %2669

2666:                                             ; preds = %2650
  %2667 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2632, <8 x i1> %2621, <8 x float> zeroinitializer)
  %2668 = fadd <8 x float> %2651, %2667
  br label %2669

2669:                                             ; preds = %2666, %2659, %2652
  %2670 = phi <8 x float> [ %2668, %2666 ], [ %2665, %2659 ], [ %2658, %2652 ]
  switch i64 %1138, label %511 [
    i64 1, label %2685
    i64 2, label %2678
    i64 3, label %2671
    i64 0, label %2688
  ]

2671:                                             ; preds = %2669
  %2672 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2670)
  %2673 = bitcast <8 x float> %2670 to <8 x i32>
  %2674 = and <8 x i32> %2673, %1103
  %2675 = bitcast <8 x i32> %2674 to <8 x float>
  %2676 = fcmp oeq <8 x float> %2670, %49
  %2677 = select <8 x i1> %2676, <8 x float> %2675, <8 x float> %2672
  br label %2688

2678:                                             ; preds = %2669
  %2679 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2670)
  %2680 = bitcast <8 x float> %2670 to <8 x i32>
  %2681 = or <8 x i32> %2680, %1104
  %2682 = bitcast <8 x i32> %2681 to <8 x float>
  %2683 = fcmp oeq <8 x float> %2670, %52
  %2684 = select <8 x i1> %2683, <8 x float> %2682, <8 x float> %2679
  br label %2688

2685:                                             ; preds = %2669
  %2686 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2632, <8 x i1> %2621, <8 x float> zeroinitializer)
  %2687 = fadd <8 x float> %2670, %2686
  br label %2688

2688:                                             ; preds = %2671, %2678, %2685, %2669, %2650, %2628
  %2689 = phi <8 x float> [ %2670, %2669 ], [ %2629, %2628 ], [ %2651, %2650 ], [ %2687, %2685 ], [ %2684, %2678 ], [ %2677, %2671 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2689, ptr nonnull align 1 %2630, <8 x i1> %2621)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %2690

2690:                                             ; preds = %1593, %2688, %2312, %2010, %1745
  %2691 = add nuw nsw i64 %1595, 32
  %2692 = sub nuw nsw i64 -32, %1595
  %2693 = icmp slt i64 %2691, %9
  br i1 %2693, label %1593, label %1590

2694:                                             ; preds = %1577, %7932
  %2695 = phi i64 [ %1536, %1577 ], [ %7934, %7932 ]
  %2696 = mul nsw i64 %2695, %9
  %2697 = getelementptr inbounds float, ptr %1533, i64 %2696
  %2698 = getelementptr inbounds float, ptr %1535, i64 %2696
  %2699 = select i1 %1578, ptr null, ptr %2698
  %2700 = sub nsw i64 %1539, %2695
  %2701 = icmp slt i64 %2700, %1110
  %2702 = select i1 %2701, i32 1, i32 %1109
  %2703 = icmp samesign ugt i32 %2702, 1
  br i1 %2703, label %2715, label %2704

2704:                                             ; preds = %2694
  br i1 %1100, label %2705, label %7932

2705:                                             ; preds = %2704
  %2706 = icmp eq ptr %2699, null
  %2707 = mul nsw i64 %2695, %12
  %2708 = mul nsw i64 %2695, %12
  %2709 = mul nsw i64 %2695, %12
  %2710 = mul nsw i64 %2695, %12
  %2711 = mul nsw i64 %2695, %12
  %2712 = mul nsw i64 %2695, %12
  %2713 = mul nsw i64 %2695, %12
  %2714 = mul nsw i64 %2695, %12
  br label %4452

2715:                                             ; preds = %2694
  switch i64 %1038, label %7932 [
    i64 1, label %2716
    i64 2, label %3101
    i64 4, label %3818
  ]

2716:                                             ; preds = %2715
  br i1 %1101, label %2717, label %2725

2717:                                             ; preds = %2716
  %2718 = mul nsw i64 %2695, %12
  %2719 = add nsw i64 %2695, 1
  %2720 = mul nsw i64 %2719, %12
  %2721 = add nsw i64 %2695, 2
  %2722 = mul nsw i64 %2721, %12
  %2723 = add nsw i64 %2695, 3
  %2724 = mul nsw i64 %2723, %12
  br label %2731

2725:                                             ; preds = %2770, %2716
  %2726 = phi <8 x float> [ zeroinitializer, %2716 ], [ %2771, %2770 ]
  %2727 = phi <8 x float> [ zeroinitializer, %2716 ], [ %2772, %2770 ]
  %2728 = phi <8 x float> [ zeroinitializer, %2716 ], [ %2773, %2770 ]
  %2729 = phi <8 x float> [ zeroinitializer, %2716 ], [ %2774, %2770 ]
  %2730 = icmp eq ptr %2699, null
  br i1 %1579, label %2841, label %2836

2731:                                             ; preds = %2717, %2770
  %2732 = phi <8 x float> [ zeroinitializer, %2717 ], [ %2771, %2770 ]
  %2733 = phi <8 x float> [ zeroinitializer, %2717 ], [ %2772, %2770 ]
  %2734 = phi <8 x float> [ zeroinitializer, %2717 ], [ %2773, %2770 ]
  %2735 = phi <8 x float> [ zeroinitializer, %2717 ], [ %2774, %2770 ]
  %2736 = phi i64 [ 0, %2717 ], [ %2775, %2770 ]
  %2737 = mul nsw i64 %2736, %14
  %2738 = sub i64 %2737, %16
  %2739 = add i64 %2738, %2718
  %2740 = icmp slt i64 %2739, 0
  %2741 = icmp sge i64 %2739, %6
  %2742 = or i1 %2740, %2741
  %2743 = select i1 %2742, i64 0, i64 %2739
  %2744 = mul nsw i64 %2743, %7
  %2745 = getelementptr inbounds float, ptr %1527, i64 %2744
  %2746 = add i64 %2738, %2720
  %2747 = icmp slt i64 %2746, 0
  %2748 = icmp sge i64 %2746, %6
  %2749 = or i1 %2747, %2748
  %2750 = select i1 %2749, i64 0, i64 %2746
  %2751 = mul nsw i64 %2750, %7
  %2752 = getelementptr inbounds float, ptr %1527, i64 %2751
  %2753 = add i64 %2738, %2722
  %2754 = icmp slt i64 %2753, 0
  %2755 = icmp sge i64 %2753, %6
  %2756 = or i1 %2754, %2755
  %2757 = select i1 %2756, i64 0, i64 %2753
  %2758 = mul nsw i64 %2757, %7
  %2759 = getelementptr inbounds float, ptr %1527, i64 %2758
  %2760 = add i64 %2738, %2724
  %2761 = icmp slt i64 %2760, 0
  %2762 = icmp sge i64 %2760, %6
  %2763 = or i1 %2761, %2762
  %2764 = select i1 %2763, i64 0, i64 %2760
  %2765 = mul nsw i64 %2764, %7
  %2766 = getelementptr inbounds float, ptr %1527, i64 %2765
  br i1 %1102, label %2767, label %2770

2767:                                             ; preds = %2731
  %2768 = mul nuw nsw i64 %2736, %11
  %2769 = getelementptr inbounds nuw float, ptr %1529, i64 %2768
  br label %2777

2770:                                             ; preds = %2812, %2731
  %2771 = phi <8 x float> [ %2732, %2731 ], [ %2818, %2812 ]
  %2772 = phi <8 x float> [ %2733, %2731 ], [ %2823, %2812 ]
  %2773 = phi <8 x float> [ %2734, %2731 ], [ %2828, %2812 ]
  %2774 = phi <8 x float> [ %2735, %2731 ], [ %2833, %2812 ]
  %2775 = add nuw nsw i64 %2736, 1
  %2776 = icmp eq i64 %2775, %10
  br i1 %2776, label %2725, label %2731

2777:                                             ; preds = %2767, %2812
  %2778 = phi <8 x float> [ %2732, %2767 ], [ %2818, %2812 ]
  %2779 = phi <8 x float> [ %2733, %2767 ], [ %2823, %2812 ]
  %2780 = phi <8 x float> [ %2734, %2767 ], [ %2828, %2812 ]
  %2781 = phi <8 x float> [ %2735, %2767 ], [ %2833, %2812 ]
  %2782 = phi i64 [ 0, %2767 ], [ %2834, %2812 ]
  %2783 = getelementptr inbounds nuw float, ptr %2769, i64 %2782
  %2784 = load float, ptr %2783, align 1
  %2785 = insertelement <8 x float> poison, float %2784, i64 0
  %2786 = shufflevector <8 x float> %2785, <8 x float> poison, <8 x i32> zeroinitializer
  %2787 = mul nsw i64 %2782, %15
  %2788 = sub nsw i64 %2787, %17
  %2789 = icmp slt i64 %2788, 0
  %2790 = sub nsw i64 0, %2788
  %2791 = select i1 %2789, i64 %2790, i64 0
  %2792 = sub nsw i64 %7, %2788
  %2793 = call i64 @llvm.smin.i64(i64 %2792, i64 %9)
  %2794 = call i64 @llvm.smin.i64(i64 %2793, i64 8)
  %2795 = icmp sgt i64 %2794, %2791
  %2796 = trunc i64 %2791 to i32
  %2797 = select i1 %2795, i32 %2796, i32 0
  %2798 = insertelement <8 x i32> poison, i32 %2797, i64 0
  %2799 = shufflevector <8 x i32> %2798, <8 x i32> poison, <8 x i32> zeroinitializer
  %2800 = icmp slt <8 x i32> %2799, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2801 = trunc i64 %2794 to i32
  %2802 = select i1 %2795, i32 %2801, i32 0
  %2803 = insertelement <8 x i32> poison, i32 %2802, i64 0
  %2804 = shufflevector <8 x i32> %2803, <8 x i32> poison, <8 x i32> zeroinitializer
  %2805 = icmp sgt <8 x i32> %2804, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2806 = and <8 x i1> %2805, %2800
  %2807 = sext <8 x i1> %2806 to <8 x i32>
  %2808 = bitcast <8 x i32> %2807 to <4 x i64>
  br i1 %1111, label %2812, label %2809

2809:                                             ; preds = %2777
  %2810 = getelementptr <4 x i64>, ptr %1086, i64 %2782
  %2811 = load <4 x i64>, ptr %2810, align 32
  br label %2812

2812:                                             ; preds = %2777, %2809
  %2813 = phi <4 x i64> [ %2811, %2809 ], [ %2808, %2777 ]
  %2814 = getelementptr inbounds float, ptr %2745, i64 %2788
  %2815 = select i1 %2742, <4 x i64> zeroinitializer, <4 x i64> %2813
  %2816 = bitcast <4 x i64> %2815 to <8 x i32>
  %2817 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2814, <8 x i32> %2816)
  %2818 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2817, <8 x float> %2786, <8 x float> %2778)
  %2819 = getelementptr inbounds float, ptr %2752, i64 %2788
  %2820 = select i1 %2749, <4 x i64> zeroinitializer, <4 x i64> %2813
  %2821 = bitcast <4 x i64> %2820 to <8 x i32>
  %2822 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2819, <8 x i32> %2821)
  %2823 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2822, <8 x float> %2786, <8 x float> %2779)
  %2824 = getelementptr inbounds float, ptr %2759, i64 %2788
  %2825 = select i1 %2756, <4 x i64> zeroinitializer, <4 x i64> %2813
  %2826 = bitcast <4 x i64> %2825 to <8 x i32>
  %2827 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2824, <8 x i32> %2826)
  %2828 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2827, <8 x float> %2786, <8 x float> %2780)
  %2829 = getelementptr inbounds float, ptr %2766, i64 %2788
  %2830 = select i1 %2763, <4 x i64> zeroinitializer, <4 x i64> %2813
  %2831 = bitcast <4 x i64> %2830 to <8 x i32>
  %2832 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %2829, <8 x i32> %2831)
  %2833 = call <8 x float> @llvm.fma.v8f32(<8 x float> %2832, <8 x float> %2786, <8 x float> %2781)
  %2834 = add nuw nsw i64 %2782, 1
  %2835 = icmp eq i64 %2834, %11
  br i1 %2835, label %2770, label %2777

2836:                                             ; preds = %2725
  %2837 = load float, ptr %1530, align 1
  %2838 = insertelement <8 x float> poison, float %2837, i64 0
  %2839 = shufflevector <8 x float> %2838, <8 x float> poison, <8 x i32> zeroinitializer
  %2840 = fadd <8 x float> %2726, %2839
  br label %2841

2841:                                             ; preds = %2836, %2725
  %2842 = phi <8 x float> [ %2840, %2836 ], [ %2726, %2725 ]
  switch i64 %1455, label %511 [
    i64 1, label %2843
    i64 2, label %2846
    i64 3, label %2853
    i64 0, label %2898
  ]

2843:                                             ; preds = %2841
  %2844 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2845 = fadd <8 x float> %2842, %2844
  br label %2860

2846:                                             ; preds = %2841
  %2847 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2842)
  %2848 = bitcast <8 x float> %2842 to <8 x i32>
  %2849 = or <8 x i32> %2848, %1104
  %2850 = bitcast <8 x i32> %2849 to <8 x float>
  %2851 = fcmp oeq <8 x float> %2842, %52
  %2852 = select <8 x i1> %2851, <8 x float> %2850, <8 x float> %2847
  br label %2860

2853:                                             ; preds = %2841
  %2854 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2842)
  %2855 = bitcast <8 x float> %2842 to <8 x i32>
  %2856 = and <8 x i32> %2855, %1103
  %2857 = bitcast <8 x i32> %2856 to <8 x float>
  %2858 = fcmp oeq <8 x float> %2842, %49
  %2859 = select <8 x i1> %2858, <8 x float> %2857, <8 x float> %2854
  br label %2860

2860:                                             ; preds = %2853, %2846, %2843
  %2861 = phi <8 x float> [ %2845, %2843 ], [ %2852, %2846 ], [ %2859, %2853 ]
  switch i64 %1457, label %511 [
    i64 1, label %2876
    i64 2, label %2869
    i64 3, label %2862
    i64 0, label %2898
  ]

2862:                                             ; preds = %2860
  %2863 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2861)
  %2864 = bitcast <8 x float> %2861 to <8 x i32>
  %2865 = and <8 x i32> %2864, %1103
  %2866 = bitcast <8 x i32> %2865 to <8 x float>
  %2867 = fcmp oeq <8 x float> %2861, %49
  %2868 = select <8 x i1> %2867, <8 x float> %2866, <8 x float> %2863
  br label %2879

2869:                                             ; preds = %2860
  %2870 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2861)
  %2871 = bitcast <8 x float> %2861 to <8 x i32>
  %2872 = or <8 x i32> %2871, %1104
  %2873 = bitcast <8 x i32> %2872 to <8 x float>
  %2874 = fcmp oeq <8 x float> %2861, %52
  %2875 = select <8 x i1> %2874, <8 x float> %2873, <8 x float> %2870
  br label %2879

2876:                                             ; preds = %2860
  %2877 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2878 = fadd <8 x float> %2861, %2877
  br label %2879

2879:                                             ; preds = %2876, %2869, %2862
  %2880 = phi <8 x float> [ %2878, %2876 ], [ %2875, %2869 ], [ %2868, %2862 ]
  switch i64 %1459, label %511 [
    i64 1, label %2895
    i64 2, label %2888
    i64 3, label %2881
    i64 0, label %2898
  ]

2881:                                             ; preds = %2879
  %2882 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2880)
  %2883 = bitcast <8 x float> %2880 to <8 x i32>
  %2884 = and <8 x i32> %2883, %1103
  %2885 = bitcast <8 x i32> %2884 to <8 x float>
  %2886 = fcmp oeq <8 x float> %2880, %49
  %2887 = select <8 x i1> %2886, <8 x float> %2885, <8 x float> %2882
  br label %2898

2888:                                             ; preds = %2879
  %2889 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2880)
  %2890 = bitcast <8 x float> %2880 to <8 x i32>
  %2891 = or <8 x i32> %2890, %1104
  %2892 = bitcast <8 x i32> %2891 to <8 x float>
  %2893 = fcmp oeq <8 x float> %2880, %52
  %2894 = select <8 x i1> %2893, <8 x float> %2892, <8 x float> %2889
  br label %2898

2895:                                             ; preds = %2879
  %2896 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2897 = fadd <8 x float> %2880, %2896
  br label %2898

2898:                                             ; preds = %2881, %2888, %2895, %2879, %2860, %2841
  %2899 = phi <8 x float> [ %2880, %2879 ], [ %2842, %2841 ], [ %2861, %2860 ], [ %2897, %2895 ], [ %2894, %2888 ], [ %2887, %2881 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2899, ptr align 1 %2697, <8 x i1> %1117)
  %2900 = getelementptr inbounds float, ptr %2697, i64 %9
  %2901 = getelementptr inbounds float, ptr %2699, i64 %9
  %2902 = select i1 %2730, ptr null, ptr %2901
  br i1 %1579, label %2908, label %2903

2903:                                             ; preds = %2898
  %2904 = load float, ptr %1530, align 1
  %2905 = insertelement <8 x float> poison, float %2904, i64 0
  %2906 = shufflevector <8 x float> %2905, <8 x float> poison, <8 x i32> zeroinitializer
  %2907 = fadd <8 x float> %2727, %2906
  br label %2908

2908:                                             ; preds = %2903, %2898
  %2909 = phi <8 x float> [ %2907, %2903 ], [ %2727, %2898 ]
  switch i64 %1455, label %511 [
    i64 1, label %2924
    i64 2, label %2917
    i64 3, label %2910
    i64 0, label %2965
  ]

2910:                                             ; preds = %2908
  %2911 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2909)
  %2912 = bitcast <8 x float> %2909 to <8 x i32>
  %2913 = and <8 x i32> %2912, %1103
  %2914 = bitcast <8 x i32> %2913 to <8 x float>
  %2915 = fcmp oeq <8 x float> %2909, %49
  %2916 = select <8 x i1> %2915, <8 x float> %2914, <8 x float> %2911
  br label %2927

2917:                                             ; preds = %2908
  %2918 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2909)
  %2919 = bitcast <8 x float> %2909 to <8 x i32>
  %2920 = or <8 x i32> %2919, %1104
  %2921 = bitcast <8 x i32> %2920 to <8 x float>
  %2922 = fcmp oeq <8 x float> %2909, %52
  %2923 = select <8 x i1> %2922, <8 x float> %2921, <8 x float> %2918
  br label %2927

2924:                                             ; preds = %2908
  %2925 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2926 = fadd <8 x float> %2909, %2925
  br label %2927

2927:                                             ; preds = %2924, %2917, %2910
  %2928 = phi <8 x float> [ %2926, %2924 ], [ %2923, %2917 ], [ %2916, %2910 ]
  switch i64 %1461, label %511 [
    i64 1, label %2943
    i64 2, label %2936
    i64 3, label %2929
    i64 0, label %2965
  ]

2929:                                             ; preds = %2927
  %2930 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2928)
  %2931 = bitcast <8 x float> %2928 to <8 x i32>
  %2932 = and <8 x i32> %2931, %1103
  %2933 = bitcast <8 x i32> %2932 to <8 x float>
  %2934 = fcmp oeq <8 x float> %2928, %49
  %2935 = select <8 x i1> %2934, <8 x float> %2933, <8 x float> %2930
  br label %2946

2936:                                             ; preds = %2927
  %2937 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2928)
  %2938 = bitcast <8 x float> %2928 to <8 x i32>
  %2939 = or <8 x i32> %2938, %1104
  %2940 = bitcast <8 x i32> %2939 to <8 x float>
  %2941 = fcmp oeq <8 x float> %2928, %52
  %2942 = select <8 x i1> %2941, <8 x float> %2940, <8 x float> %2937
  br label %2946

2943:                                             ; preds = %2927
  %2944 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2945 = fadd <8 x float> %2928, %2944
  br label %2946

2946:                                             ; preds = %2943, %2936, %2929
  %2947 = phi <8 x float> [ %2945, %2943 ], [ %2942, %2936 ], [ %2935, %2929 ]
  switch i64 %1463, label %511 [
    i64 1, label %2962
    i64 2, label %2955
    i64 3, label %2948
    i64 0, label %2965
  ]

2948:                                             ; preds = %2946
  %2949 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2947)
  %2950 = bitcast <8 x float> %2947 to <8 x i32>
  %2951 = and <8 x i32> %2950, %1103
  %2952 = bitcast <8 x i32> %2951 to <8 x float>
  %2953 = fcmp oeq <8 x float> %2947, %49
  %2954 = select <8 x i1> %2953, <8 x float> %2952, <8 x float> %2949
  br label %2965

2955:                                             ; preds = %2946
  %2956 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2947)
  %2957 = bitcast <8 x float> %2947 to <8 x i32>
  %2958 = or <8 x i32> %2957, %1104
  %2959 = bitcast <8 x i32> %2958 to <8 x float>
  %2960 = fcmp oeq <8 x float> %2947, %52
  %2961 = select <8 x i1> %2960, <8 x float> %2959, <8 x float> %2956
  br label %2965

2962:                                             ; preds = %2946
  %2963 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2902, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2964 = fadd <8 x float> %2947, %2963
  br label %2965

2965:                                             ; preds = %2948, %2955, %2962, %2946, %2927, %2908
  %2966 = phi <8 x float> [ %2947, %2946 ], [ %2909, %2908 ], [ %2928, %2927 ], [ %2964, %2962 ], [ %2961, %2955 ], [ %2954, %2948 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %2966, ptr align 1 %2900, <8 x i1> %1117)
  %2967 = getelementptr inbounds float, ptr %2697, i64 %1464
  %2968 = getelementptr inbounds float, ptr %2699, i64 %1464
  %2969 = select i1 %2730, ptr null, ptr %2968
  br i1 %1579, label %2975, label %2970

2970:                                             ; preds = %2965
  %2971 = load float, ptr %1530, align 1
  %2972 = insertelement <8 x float> poison, float %2971, i64 0
  %2973 = shufflevector <8 x float> %2972, <8 x float> poison, <8 x i32> zeroinitializer
  %2974 = fadd <8 x float> %2728, %2973
  br label %2975

2975:                                             ; preds = %2970, %2965
  %2976 = phi <8 x float> [ %2974, %2970 ], [ %2728, %2965 ]
  switch i64 %1455, label %511 [
    i64 1, label %2991
    i64 2, label %2984
    i64 3, label %2977
    i64 0, label %3032
  ]

2977:                                             ; preds = %2975
  %2978 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2976)
  %2979 = bitcast <8 x float> %2976 to <8 x i32>
  %2980 = and <8 x i32> %2979, %1103
  %2981 = bitcast <8 x i32> %2980 to <8 x float>
  %2982 = fcmp oeq <8 x float> %2976, %49
  %2983 = select <8 x i1> %2982, <8 x float> %2981, <8 x float> %2978
  br label %2994

2984:                                             ; preds = %2975
  %2985 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2976)
  %2986 = bitcast <8 x float> %2976 to <8 x i32>
  %2987 = or <8 x i32> %2986, %1104
  %2988 = bitcast <8 x i32> %2987 to <8 x float>
  %2989 = fcmp oeq <8 x float> %2976, %52
  %2990 = select <8 x i1> %2989, <8 x float> %2988, <8 x float> %2985
  br label %2994

2991:                                             ; preds = %2975
  %2992 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2969, <8 x i1> %1117, <8 x float> zeroinitializer)
  %2993 = fadd <8 x float> %2976, %2992
  br label %2994

2994:                                             ; preds = %2991, %2984, %2977
  %2995 = phi <8 x float> [ %2993, %2991 ], [ %2990, %2984 ], [ %2983, %2977 ]
  switch i64 %1466, label %511 [
    i64 1, label %3010
    i64 2, label %3003
    i64 3, label %2996
    i64 0, label %3032
  ]

2996:                                             ; preds = %2994
  %2997 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %2995)
  %2998 = bitcast <8 x float> %2995 to <8 x i32>
  %2999 = and <8 x i32> %2998, %1103
  %3000 = bitcast <8 x i32> %2999 to <8 x float>
  %3001 = fcmp oeq <8 x float> %2995, %49
  %3002 = select <8 x i1> %3001, <8 x float> %3000, <8 x float> %2997
  br label %3013

3003:                                             ; preds = %2994
  %3004 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %2995)
  %3005 = bitcast <8 x float> %2995 to <8 x i32>
  %3006 = or <8 x i32> %3005, %1104
  %3007 = bitcast <8 x i32> %3006 to <8 x float>
  %3008 = fcmp oeq <8 x float> %2995, %52
  %3009 = select <8 x i1> %3008, <8 x float> %3007, <8 x float> %3004
  br label %3013

3010:                                             ; preds = %2994
  %3011 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2969, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3012 = fadd <8 x float> %2995, %3011
  br label %3013

3013:                                             ; preds = %3010, %3003, %2996
  %3014 = phi <8 x float> [ %3012, %3010 ], [ %3009, %3003 ], [ %3002, %2996 ]
  switch i64 %1468, label %511 [
    i64 1, label %3029
    i64 2, label %3022
    i64 3, label %3015
    i64 0, label %3032
  ]

3015:                                             ; preds = %3013
  %3016 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3014)
  %3017 = bitcast <8 x float> %3014 to <8 x i32>
  %3018 = and <8 x i32> %3017, %1103
  %3019 = bitcast <8 x i32> %3018 to <8 x float>
  %3020 = fcmp oeq <8 x float> %3014, %49
  %3021 = select <8 x i1> %3020, <8 x float> %3019, <8 x float> %3016
  br label %3032

3022:                                             ; preds = %3013
  %3023 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3014)
  %3024 = bitcast <8 x float> %3014 to <8 x i32>
  %3025 = or <8 x i32> %3024, %1104
  %3026 = bitcast <8 x i32> %3025 to <8 x float>
  %3027 = fcmp oeq <8 x float> %3014, %52
  %3028 = select <8 x i1> %3027, <8 x float> %3026, <8 x float> %3023
  br label %3032

3029:                                             ; preds = %3013
  %3030 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2969, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3031 = fadd <8 x float> %3014, %3030
  br label %3032

3032:                                             ; preds = %3015, %3022, %3029, %3013, %2994, %2975
  %3033 = phi <8 x float> [ %3014, %3013 ], [ %2976, %2975 ], [ %2995, %2994 ], [ %3031, %3029 ], [ %3028, %3022 ], [ %3021, %3015 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3033, ptr align 1 %2967, <8 x i1> %1117)
  %3034 = getelementptr inbounds float, ptr %2697, i64 %1469
  %3035 = getelementptr inbounds float, ptr %2699, i64 %1469
  %3036 = select i1 %2730, ptr null, ptr %3035
  br i1 %1579, label %3042, label %3037

3037:                                             ; preds = %3032
  %3038 = load float, ptr %1530, align 1
  %3039 = insertelement <8 x float> poison, float %3038, i64 0
  %3040 = shufflevector <8 x float> %3039, <8 x float> poison, <8 x i32> zeroinitializer
  %3041 = fadd <8 x float> %2729, %3040
  br label %3042

3042:                                             ; preds = %3037, %3032
  %3043 = phi <8 x float> [ %3041, %3037 ], [ %2729, %3032 ]
  switch i64 %1455, label %511 [
    i64 1, label %3058
    i64 2, label %3051
    i64 3, label %3044
    i64 0, label %3099
  ]

3044:                                             ; preds = %3042
  %3045 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3043)
  %3046 = bitcast <8 x float> %3043 to <8 x i32>
  %3047 = and <8 x i32> %3046, %1103
  %3048 = bitcast <8 x i32> %3047 to <8 x float>
  %3049 = fcmp oeq <8 x float> %3043, %49
  %3050 = select <8 x i1> %3049, <8 x float> %3048, <8 x float> %3045
  br label %3061

3051:                                             ; preds = %3042
  %3052 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3043)
  %3053 = bitcast <8 x float> %3043 to <8 x i32>
  %3054 = or <8 x i32> %3053, %1104
  %3055 = bitcast <8 x i32> %3054 to <8 x float>
  %3056 = fcmp oeq <8 x float> %3043, %52
  %3057 = select <8 x i1> %3056, <8 x float> %3055, <8 x float> %3052
  br label %3061

3058:                                             ; preds = %3042
  %3059 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3036, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3060 = fadd <8 x float> %3043, %3059
  br label %3061

3061:                                             ; preds = %3058, %3051, %3044
  %3062 = phi <8 x float> [ %3060, %3058 ], [ %3057, %3051 ], [ %3050, %3044 ]
  switch i64 %1471, label %511 [
    i64 1, label %3077
    i64 2, label %3070
    i64 3, label %3063
    i64 0, label %3099
  ]

3063:                                             ; preds = %3061
  %3064 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3062)
  %3065 = bitcast <8 x float> %3062 to <8 x i32>
  %3066 = and <8 x i32> %3065, %1103
  %3067 = bitcast <8 x i32> %3066 to <8 x float>
  %3068 = fcmp oeq <8 x float> %3062, %49
  %3069 = select <8 x i1> %3068, <8 x float> %3067, <8 x float> %3064
  br label %3080

3070:                                             ; preds = %3061
  %3071 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3062)
  %3072 = bitcast <8 x float> %3062 to <8 x i32>
  %3073 = or <8 x i32> %3072, %1104
  %3074 = bitcast <8 x i32> %3073 to <8 x float>
  %3075 = fcmp oeq <8 x float> %3062, %52
  %3076 = select <8 x i1> %3075, <8 x float> %3074, <8 x float> %3071
  br label %3080

3077:                                             ; preds = %3061
  %3078 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3036, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3079 = fadd <8 x float> %3062, %3078
  br label %3080

3080:                                             ; preds = %3077, %3070, %3063
  %3081 = phi <8 x float> [ %3079, %3077 ], [ %3076, %3070 ], [ %3069, %3063 ]
  switch i64 %1473, label %511 [
    i64 1, label %3096
    i64 2, label %3089
    i64 3, label %3082
    i64 0, label %3099
  ]

3082:                                             ; preds = %3080
  %3083 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3081)
  %3084 = bitcast <8 x float> %3081 to <8 x i32>
  %3085 = and <8 x i32> %3084, %1103
  %3086 = bitcast <8 x i32> %3085 to <8 x float>
  %3087 = fcmp oeq <8 x float> %3081, %49
  %3088 = select <8 x i1> %3087, <8 x float> %3086, <8 x float> %3083
  br label %3099

3089:                                             ; preds = %3080
  %3090 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3081)
  %3091 = bitcast <8 x float> %3081 to <8 x i32>
  %3092 = or <8 x i32> %3091, %1104
  %3093 = bitcast <8 x i32> %3092 to <8 x float>
  %3094 = fcmp oeq <8 x float> %3081, %52
  %3095 = select <8 x i1> %3094, <8 x float> %3093, <8 x float> %3090
  br label %3099

3096:                                             ; preds = %3080
  %3097 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3036, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3098 = fadd <8 x float> %3081, %3097
  br label %3099

3099:                                             ; preds = %3082, %3089, %3096, %3080, %3061, %3042
  %3100 = phi <8 x float> [ %3081, %3080 ], [ %3043, %3042 ], [ %3062, %3061 ], [ %3098, %3096 ], [ %3095, %3089 ], [ %3088, %3082 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3100, ptr align 1 %3034, <8 x i1> %1117)
  br label %7932

3101:                                             ; preds = %2715
  br i1 %1101, label %3102, label %3110

3102:                                             ; preds = %3101
  %3103 = mul nsw i64 %2695, %12
  %3104 = add nsw i64 %2695, 1
  %3105 = mul nsw i64 %3104, %12
  %3106 = add nsw i64 %2695, 2
  %3107 = mul nsw i64 %3106, %12
  %3108 = add nsw i64 %2695, 3
  %3109 = mul nsw i64 %3108, %12
  br label %3120

3110:                                             ; preds = %3163, %3101
  %3111 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3164, %3163 ]
  %3112 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3165, %3163 ]
  %3113 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3166, %3163 ]
  %3114 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3167, %3163 ]
  %3115 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3168, %3163 ]
  %3116 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3169, %3163 ]
  %3117 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3170, %3163 ]
  %3118 = phi <8 x float> [ zeroinitializer, %3101 ], [ %3171, %3163 ]
  %3119 = icmp eq ptr %2699, null
  br i1 %1579, label %3290, label %3285

3120:                                             ; preds = %3102, %3163
  %3121 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3164, %3163 ]
  %3122 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3165, %3163 ]
  %3123 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3166, %3163 ]
  %3124 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3167, %3163 ]
  %3125 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3168, %3163 ]
  %3126 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3169, %3163 ]
  %3127 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3170, %3163 ]
  %3128 = phi <8 x float> [ zeroinitializer, %3102 ], [ %3171, %3163 ]
  %3129 = phi i64 [ 0, %3102 ], [ %3172, %3163 ]
  %3130 = mul nsw i64 %3129, %14
  %3131 = sub i64 %3130, %16
  %3132 = add i64 %3131, %3103
  %3133 = icmp slt i64 %3132, 0
  %3134 = icmp sge i64 %3132, %6
  %3135 = or i1 %3133, %3134
  %3136 = select i1 %3135, i64 0, i64 %3132
  %3137 = mul nsw i64 %3136, %7
  %3138 = getelementptr inbounds float, ptr %1527, i64 %3137
  %3139 = add i64 %3131, %3105
  %3140 = icmp slt i64 %3139, 0
  %3141 = icmp sge i64 %3139, %6
  %3142 = or i1 %3140, %3141
  %3143 = select i1 %3142, i64 0, i64 %3139
  %3144 = mul nsw i64 %3143, %7
  %3145 = getelementptr inbounds float, ptr %1527, i64 %3144
  %3146 = add i64 %3131, %3107
  %3147 = icmp slt i64 %3146, 0
  %3148 = icmp sge i64 %3146, %6
  %3149 = or i1 %3147, %3148
  %3150 = select i1 %3149, i64 0, i64 %3146
  %3151 = mul nsw i64 %3150, %7
  %3152 = getelementptr inbounds float, ptr %1527, i64 %3151
  %3153 = add i64 %3131, %3109
  %3154 = icmp slt i64 %3153, 0
  %3155 = icmp sge i64 %3153, %6
  %3156 = or i1 %3154, %3155
  %3157 = select i1 %3156, i64 0, i64 %3153
  %3158 = mul nsw i64 %3157, %7
  %3159 = getelementptr inbounds float, ptr %1527, i64 %3158
  br i1 %1102, label %3160, label %3163

3160:                                             ; preds = %3120
  %3161 = mul nuw nsw i64 %3129, %11
  %3162 = getelementptr inbounds nuw float, ptr %1529, i64 %3161
  br label %3174

3163:                                             ; preds = %3261, %3120
  %3164 = phi <8 x float> [ %3121, %3120 ], [ %3220, %3261 ]
  %3165 = phi <8 x float> [ %3122, %3120 ], [ %3267, %3261 ]
  %3166 = phi <8 x float> [ %3123, %3120 ], [ %3225, %3261 ]
  %3167 = phi <8 x float> [ %3124, %3120 ], [ %3272, %3261 ]
  %3168 = phi <8 x float> [ %3125, %3120 ], [ %3230, %3261 ]
  %3169 = phi <8 x float> [ %3126, %3120 ], [ %3277, %3261 ]
  %3170 = phi <8 x float> [ %3127, %3120 ], [ %3235, %3261 ]
  %3171 = phi <8 x float> [ %3128, %3120 ], [ %3282, %3261 ]
  %3172 = add nuw nsw i64 %3129, 1
  %3173 = icmp eq i64 %3172, %10
  br i1 %3173, label %3110, label %3120

3174:                                             ; preds = %3160, %3261
  %3175 = phi <8 x float> [ %3121, %3160 ], [ %3220, %3261 ]
  %3176 = phi <8 x float> [ %3122, %3160 ], [ %3267, %3261 ]
  %3177 = phi <8 x float> [ %3123, %3160 ], [ %3225, %3261 ]
  %3178 = phi <8 x float> [ %3124, %3160 ], [ %3272, %3261 ]
  %3179 = phi <8 x float> [ %3125, %3160 ], [ %3230, %3261 ]
  %3180 = phi <8 x float> [ %3126, %3160 ], [ %3277, %3261 ]
  %3181 = phi <8 x float> [ %3127, %3160 ], [ %3235, %3261 ]
  %3182 = phi <8 x float> [ %3128, %3160 ], [ %3282, %3261 ]
  %3183 = phi i64 [ 0, %3160 ], [ %3283, %3261 ]
  %3184 = getelementptr inbounds nuw float, ptr %3162, i64 %3183
  %3185 = load float, ptr %3184, align 1
  %3186 = insertelement <8 x float> poison, float %3185, i64 0
  %3187 = shufflevector <8 x float> %3186, <8 x float> poison, <8 x i32> zeroinitializer
  %3188 = mul nsw i64 %3183, %15
  %3189 = sub i64 %3188, %17
  %3190 = getelementptr <4 x i64>, ptr %1086, i64 %3183
  br i1 %1111, label %3193, label %3191

3191:                                             ; preds = %3174
  %3192 = load <4 x i64>, ptr %3190, align 32
  br label %3214

3193:                                             ; preds = %3174
  %3194 = icmp slt i64 %3189, 0
  %3195 = sub nsw i64 0, %3189
  %3196 = select i1 %3194, i64 %3195, i64 0
  %3197 = sub nsw i64 %7, %3189
  %3198 = call i64 @llvm.smin.i64(i64 %3197, i64 %9)
  %3199 = call i64 @llvm.smin.i64(i64 %3198, i64 8)
  %3200 = icmp sgt i64 %3199, %3196
  %3201 = trunc i64 %3196 to i32
  %3202 = select i1 %3200, i32 %3201, i32 0
  %3203 = insertelement <8 x i32> poison, i32 %3202, i64 0
  %3204 = shufflevector <8 x i32> %3203, <8 x i32> poison, <8 x i32> zeroinitializer
  %3205 = icmp slt <8 x i32> %3204, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3206 = trunc i64 %3199 to i32
  %3207 = select i1 %3200, i32 %3206, i32 0
  %3208 = insertelement <8 x i32> poison, i32 %3207, i64 0
  %3209 = shufflevector <8 x i32> %3208, <8 x i32> poison, <8 x i32> zeroinitializer
  %3210 = icmp sgt <8 x i32> %3209, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3211 = and <8 x i1> %3210, %3205
  %3212 = sext <8 x i1> %3211 to <8 x i32>
  %3213 = bitcast <8 x i32> %3212 to <4 x i64>
  br label %3214

3214:                                             ; preds = %3193, %3191
  %3215 = phi <4 x i64> [ %3192, %3191 ], [ %3213, %3193 ]
  %3216 = getelementptr inbounds float, ptr %3138, i64 %3189
  %3217 = select i1 %3135, <4 x i64> zeroinitializer, <4 x i64> %3215
  %3218 = bitcast <4 x i64> %3217 to <8 x i32>
  %3219 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3216, <8 x i32> %3218)
  %3220 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3219, <8 x float> %3187, <8 x float> %3175)
  %3221 = getelementptr inbounds float, ptr %3145, i64 %3189
  %3222 = select i1 %3142, <4 x i64> zeroinitializer, <4 x i64> %3215
  %3223 = bitcast <4 x i64> %3222 to <8 x i32>
  %3224 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3221, <8 x i32> %3223)
  %3225 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3224, <8 x float> %3187, <8 x float> %3177)
  %3226 = getelementptr inbounds float, ptr %3152, i64 %3189
  %3227 = select i1 %3149, <4 x i64> zeroinitializer, <4 x i64> %3215
  %3228 = bitcast <4 x i64> %3227 to <8 x i32>
  %3229 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3226, <8 x i32> %3228)
  %3230 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3229, <8 x float> %3187, <8 x float> %3179)
  %3231 = getelementptr inbounds float, ptr %3159, i64 %3189
  %3232 = select i1 %3156, <4 x i64> zeroinitializer, <4 x i64> %3215
  %3233 = bitcast <4 x i64> %3232 to <8 x i32>
  %3234 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3231, <8 x i32> %3233)
  %3235 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3234, <8 x float> %3187, <8 x float> %3181)
  %3236 = add i64 %3189, 8
  br i1 %1111, label %3240, label %3237

3237:                                             ; preds = %3214
  %3238 = getelementptr <4 x i64>, ptr %3190, i64 %11
  %3239 = load <4 x i64>, ptr %3238, align 32
  br label %3261

3240:                                             ; preds = %3214
  %3241 = icmp slt i64 %3236, 0
  %3242 = sub i64 -8, %3189
  %3243 = select i1 %3241, i64 %3242, i64 0
  %3244 = sub nsw i64 %7, %3236
  %3245 = call i64 @llvm.smin.i64(i64 %3244, i64 %1409)
  %3246 = call i64 @llvm.smin.i64(i64 %3245, i64 8)
  %3247 = icmp sgt i64 %3246, %3243
  %3248 = trunc i64 %3243 to i32
  %3249 = select i1 %3247, i32 %3248, i32 0
  %3250 = insertelement <8 x i32> poison, i32 %3249, i64 0
  %3251 = shufflevector <8 x i32> %3250, <8 x i32> poison, <8 x i32> zeroinitializer
  %3252 = icmp slt <8 x i32> %3251, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3253 = trunc i64 %3246 to i32
  %3254 = select i1 %3247, i32 %3253, i32 0
  %3255 = insertelement <8 x i32> poison, i32 %3254, i64 0
  %3256 = shufflevector <8 x i32> %3255, <8 x i32> poison, <8 x i32> zeroinitializer
  %3257 = icmp sgt <8 x i32> %3256, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3258 = and <8 x i1> %3257, %3252
  %3259 = sext <8 x i1> %3258 to <8 x i32>
  %3260 = bitcast <8 x i32> %3259 to <4 x i64>
  br label %3261

3261:                                             ; preds = %3240, %3237
  %3262 = phi <4 x i64> [ %3239, %3237 ], [ %3260, %3240 ]
  %3263 = getelementptr inbounds float, ptr %3138, i64 %3236
  %3264 = select i1 %3135, <4 x i64> zeroinitializer, <4 x i64> %3262
  %3265 = bitcast <4 x i64> %3264 to <8 x i32>
  %3266 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3263, <8 x i32> %3265)
  %3267 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3266, <8 x float> %3187, <8 x float> %3176)
  %3268 = getelementptr inbounds float, ptr %3145, i64 %3236
  %3269 = select i1 %3142, <4 x i64> zeroinitializer, <4 x i64> %3262
  %3270 = bitcast <4 x i64> %3269 to <8 x i32>
  %3271 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3268, <8 x i32> %3270)
  %3272 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3271, <8 x float> %3187, <8 x float> %3178)
  %3273 = getelementptr inbounds float, ptr %3152, i64 %3236
  %3274 = select i1 %3149, <4 x i64> zeroinitializer, <4 x i64> %3262
  %3275 = bitcast <4 x i64> %3274 to <8 x i32>
  %3276 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3273, <8 x i32> %3275)
  %3277 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3276, <8 x float> %3187, <8 x float> %3180)
  %3278 = getelementptr inbounds float, ptr %3159, i64 %3236
  %3279 = select i1 %3156, <4 x i64> zeroinitializer, <4 x i64> %3262
  %3280 = bitcast <4 x i64> %3279 to <8 x i32>
  %3281 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3278, <8 x i32> %3280)
  %3282 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3281, <8 x float> %3187, <8 x float> %3182)
  %3283 = add nuw nsw i64 %3183, 1
  %3284 = icmp eq i64 %3283, %11
  br i1 %3284, label %3163, label %3174

3285:                                             ; preds = %3110
  %3286 = load float, ptr %1530, align 1
  %3287 = insertelement <8 x float> poison, float %3286, i64 0
  %3288 = shufflevector <8 x float> %3287, <8 x float> poison, <8 x i32> zeroinitializer
  %3289 = fadd <8 x float> %3111, %3288
  br label %3290

3290:                                             ; preds = %3285, %3110
  %3291 = phi <8 x float> [ %3289, %3285 ], [ %3111, %3110 ]
  switch i64 %1410, label %511 [
    i64 1, label %3292
    i64 2, label %3295
    i64 3, label %3302
    i64 0, label %3347
  ]

3292:                                             ; preds = %3290
  %3293 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3294 = fadd <8 x float> %3291, %3293
  br label %3309

3295:                                             ; preds = %3290
  %3296 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3291)
  %3297 = bitcast <8 x float> %3291 to <8 x i32>
  %3298 = or <8 x i32> %3297, %1104
  %3299 = bitcast <8 x i32> %3298 to <8 x float>
  %3300 = fcmp oeq <8 x float> %3291, %52
  %3301 = select <8 x i1> %3300, <8 x float> %3299, <8 x float> %3296
  br label %3309

3302:                                             ; preds = %3290
  %3303 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3291)
  %3304 = bitcast <8 x float> %3291 to <8 x i32>
  %3305 = and <8 x i32> %3304, %1103
  %3306 = bitcast <8 x i32> %3305 to <8 x float>
  %3307 = fcmp oeq <8 x float> %3291, %49
  %3308 = select <8 x i1> %3307, <8 x float> %3306, <8 x float> %3303
  br label %3309

3309:                                             ; preds = %3302, %3295, %3292
  %3310 = phi <8 x float> [ %3294, %3292 ], [ %3301, %3295 ], [ %3308, %3302 ]
  switch i64 %1412, label %511 [
    i64 1, label %3325
    i64 2, label %3318
    i64 3, label %3311
    i64 0, label %3347
  ]

3311:                                             ; preds = %3309
  %3312 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3310)
  %3313 = bitcast <8 x float> %3310 to <8 x i32>
  %3314 = and <8 x i32> %3313, %1103
  %3315 = bitcast <8 x i32> %3314 to <8 x float>
  %3316 = fcmp oeq <8 x float> %3310, %49
  %3317 = select <8 x i1> %3316, <8 x float> %3315, <8 x float> %3312
  br label %3328

3318:                                             ; preds = %3309
  %3319 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3310)
  %3320 = bitcast <8 x float> %3310 to <8 x i32>
  %3321 = or <8 x i32> %3320, %1104
  %3322 = bitcast <8 x i32> %3321 to <8 x float>
  %3323 = fcmp oeq <8 x float> %3310, %52
  %3324 = select <8 x i1> %3323, <8 x float> %3322, <8 x float> %3319
  br label %3328

3325:                                             ; preds = %3309
  %3326 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3327 = fadd <8 x float> %3310, %3326
  br label %3328

3328:                                             ; preds = %3325, %3318, %3311
  %3329 = phi <8 x float> [ %3327, %3325 ], [ %3324, %3318 ], [ %3317, %3311 ]
  switch i64 %1414, label %511 [
    i64 1, label %3344
    i64 2, label %3337
    i64 3, label %3330
    i64 0, label %3347
  ]

3330:                                             ; preds = %3328
  %3331 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3329)
  %3332 = bitcast <8 x float> %3329 to <8 x i32>
  %3333 = and <8 x i32> %3332, %1103
  %3334 = bitcast <8 x i32> %3333 to <8 x float>
  %3335 = fcmp oeq <8 x float> %3329, %49
  %3336 = select <8 x i1> %3335, <8 x float> %3334, <8 x float> %3331
  br label %3347

3337:                                             ; preds = %3328
  %3338 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3329)
  %3339 = bitcast <8 x float> %3329 to <8 x i32>
  %3340 = or <8 x i32> %3339, %1104
  %3341 = bitcast <8 x i32> %3340 to <8 x float>
  %3342 = fcmp oeq <8 x float> %3329, %52
  %3343 = select <8 x i1> %3342, <8 x float> %3341, <8 x float> %3338
  br label %3347

3344:                                             ; preds = %3328
  %3345 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3346 = fadd <8 x float> %3329, %3345
  br label %3347

3347:                                             ; preds = %3330, %3337, %3344, %3328, %3309, %3290
  %3348 = phi <8 x float> [ %3329, %3328 ], [ %3291, %3290 ], [ %3310, %3309 ], [ %3346, %3344 ], [ %3343, %3337 ], [ %3336, %3330 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3348, ptr align 1 %2697, <8 x i1> %1117)
  br i1 %1579, label %3354, label %3349

3349:                                             ; preds = %3347
  %3350 = load float, ptr %1530, align 1
  %3351 = insertelement <8 x float> poison, float %3350, i64 0
  %3352 = shufflevector <8 x float> %3351, <8 x float> poison, <8 x i32> zeroinitializer
  %3353 = fadd <8 x float> %3112, %3352
  br label %3354

3354:                                             ; preds = %3349, %3347
  %3355 = phi <8 x float> [ %3353, %3349 ], [ %3112, %3347 ]
  %3356 = getelementptr inbounds nuw i8, ptr %2697, i64 32
  %3357 = getelementptr inbounds nuw i8, ptr %2699, i64 32
  %3358 = select i1 %3119, ptr null, ptr %3357
  switch i64 %1410, label %511 [
    i64 1, label %3373
    i64 2, label %3366
    i64 3, label %3359
    i64 0, label %3414
  ]

3359:                                             ; preds = %3354
  %3360 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3355)
  %3361 = bitcast <8 x float> %3355 to <8 x i32>
  %3362 = and <8 x i32> %3361, %1103
  %3363 = bitcast <8 x i32> %3362 to <8 x float>
  %3364 = fcmp oeq <8 x float> %3355, %49
  %3365 = select <8 x i1> %3364, <8 x float> %3363, <8 x float> %3360
  br label %3376

3366:                                             ; preds = %3354
  %3367 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3355)
  %3368 = bitcast <8 x float> %3355 to <8 x i32>
  %3369 = or <8 x i32> %3368, %1104
  %3370 = bitcast <8 x i32> %3369 to <8 x float>
  %3371 = fcmp oeq <8 x float> %3355, %52
  %3372 = select <8 x i1> %3371, <8 x float> %3370, <8 x float> %3367
  br label %3376

3373:                                             ; preds = %3354
  %3374 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3358, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3375 = fadd <8 x float> %3355, %3374
  br label %3376

3376:                                             ; preds = %3373, %3366, %3359
  %3377 = phi <8 x float> [ %3375, %3373 ], [ %3372, %3366 ], [ %3365, %3359 ]
  switch i64 %1423, label %511 [
    i64 1, label %3392
    i64 2, label %3385
    i64 3, label %3378
    i64 0, label %3414
  ]

3378:                                             ; preds = %3376
  %3379 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3377)
  %3380 = bitcast <8 x float> %3377 to <8 x i32>
  %3381 = and <8 x i32> %3380, %1103
  %3382 = bitcast <8 x i32> %3381 to <8 x float>
  %3383 = fcmp oeq <8 x float> %3377, %49
  %3384 = select <8 x i1> %3383, <8 x float> %3382, <8 x float> %3379
  br label %3395

3385:                                             ; preds = %3376
  %3386 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3377)
  %3387 = bitcast <8 x float> %3377 to <8 x i32>
  %3388 = or <8 x i32> %3387, %1104
  %3389 = bitcast <8 x i32> %3388 to <8 x float>
  %3390 = fcmp oeq <8 x float> %3377, %52
  %3391 = select <8 x i1> %3390, <8 x float> %3389, <8 x float> %3386
  br label %3395

3392:                                             ; preds = %3376
  %3393 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3358, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3394 = fadd <8 x float> %3377, %3393
  br label %3395

3395:                                             ; preds = %3392, %3385, %3378
  %3396 = phi <8 x float> [ %3394, %3392 ], [ %3391, %3385 ], [ %3384, %3378 ]
  switch i64 %1425, label %511 [
    i64 1, label %3411
    i64 2, label %3404
    i64 3, label %3397
    i64 0, label %3414
  ]

3397:                                             ; preds = %3395
  %3398 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3396)
  %3399 = bitcast <8 x float> %3396 to <8 x i32>
  %3400 = and <8 x i32> %3399, %1103
  %3401 = bitcast <8 x i32> %3400 to <8 x float>
  %3402 = fcmp oeq <8 x float> %3396, %49
  %3403 = select <8 x i1> %3402, <8 x float> %3401, <8 x float> %3398
  br label %3414

3404:                                             ; preds = %3395
  %3405 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3396)
  %3406 = bitcast <8 x float> %3396 to <8 x i32>
  %3407 = or <8 x i32> %3406, %1104
  %3408 = bitcast <8 x i32> %3407 to <8 x float>
  %3409 = fcmp oeq <8 x float> %3396, %52
  %3410 = select <8 x i1> %3409, <8 x float> %3408, <8 x float> %3405
  br label %3414

3411:                                             ; preds = %3395
  %3412 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3358, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3413 = fadd <8 x float> %3396, %3412
  br label %3414

3414:                                             ; preds = %3397, %3404, %3411, %3395, %3376, %3354
  %3415 = phi <8 x float> [ %3396, %3395 ], [ %3355, %3354 ], [ %3377, %3376 ], [ %3413, %3411 ], [ %3410, %3404 ], [ %3403, %3397 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3415, ptr nonnull align 1 %3356, <8 x i1> %1421)
  br i1 %1579, label %3421, label %3416

3416:                                             ; preds = %3414
  %3417 = load float, ptr %1530, align 1
  %3418 = insertelement <8 x float> poison, float %3417, i64 0
  %3419 = shufflevector <8 x float> %3418, <8 x float> poison, <8 x i32> zeroinitializer
  %3420 = fadd <8 x float> %3113, %3419
  br label %3421

3421:                                             ; preds = %3416, %3414
  %3422 = phi <8 x float> [ %3420, %3416 ], [ %3113, %3414 ]
  %3423 = getelementptr inbounds float, ptr %2697, i64 %9
  %3424 = getelementptr inbounds float, ptr %2699, i64 %9
  %3425 = select i1 %3119, ptr null, ptr %3424
  switch i64 %1410, label %511 [
    i64 1, label %3440
    i64 2, label %3433
    i64 3, label %3426
    i64 0, label %3481
  ]

3426:                                             ; preds = %3421
  %3427 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3422)
  %3428 = bitcast <8 x float> %3422 to <8 x i32>
  %3429 = and <8 x i32> %3428, %1103
  %3430 = bitcast <8 x i32> %3429 to <8 x float>
  %3431 = fcmp oeq <8 x float> %3422, %49
  %3432 = select <8 x i1> %3431, <8 x float> %3430, <8 x float> %3427
  br label %3443

3433:                                             ; preds = %3421
  %3434 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3422)
  %3435 = bitcast <8 x float> %3422 to <8 x i32>
  %3436 = or <8 x i32> %3435, %1104
  %3437 = bitcast <8 x i32> %3436 to <8 x float>
  %3438 = fcmp oeq <8 x float> %3422, %52
  %3439 = select <8 x i1> %3438, <8 x float> %3437, <8 x float> %3434
  br label %3443

3440:                                             ; preds = %3421
  %3441 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3425, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3442 = fadd <8 x float> %3422, %3441
  br label %3443

3443:                                             ; preds = %3440, %3433, %3426
  %3444 = phi <8 x float> [ %3442, %3440 ], [ %3439, %3433 ], [ %3432, %3426 ]
  switch i64 %1427, label %511 [
    i64 1, label %3459
    i64 2, label %3452
    i64 3, label %3445
    i64 0, label %3481
  ]

3445:                                             ; preds = %3443
  %3446 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3444)
  %3447 = bitcast <8 x float> %3444 to <8 x i32>
  %3448 = and <8 x i32> %3447, %1103
  %3449 = bitcast <8 x i32> %3448 to <8 x float>
  %3450 = fcmp oeq <8 x float> %3444, %49
  %3451 = select <8 x i1> %3450, <8 x float> %3449, <8 x float> %3446
  br label %3462

3452:                                             ; preds = %3443
  %3453 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3444)
  %3454 = bitcast <8 x float> %3444 to <8 x i32>
  %3455 = or <8 x i32> %3454, %1104
  %3456 = bitcast <8 x i32> %3455 to <8 x float>
  %3457 = fcmp oeq <8 x float> %3444, %52
  %3458 = select <8 x i1> %3457, <8 x float> %3456, <8 x float> %3453
  br label %3462

3459:                                             ; preds = %3443
  %3460 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3425, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3461 = fadd <8 x float> %3444, %3460
  br label %3462

3462:                                             ; preds = %3459, %3452, %3445
  %3463 = phi <8 x float> [ %3461, %3459 ], [ %3458, %3452 ], [ %3451, %3445 ]
  switch i64 %1429, label %511 [
    i64 1, label %3478
    i64 2, label %3471
    i64 3, label %3464
    i64 0, label %3481
  ]

3464:                                             ; preds = %3462
  %3465 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3463)
  %3466 = bitcast <8 x float> %3463 to <8 x i32>
  %3467 = and <8 x i32> %3466, %1103
  %3468 = bitcast <8 x i32> %3467 to <8 x float>
  %3469 = fcmp oeq <8 x float> %3463, %49
  %3470 = select <8 x i1> %3469, <8 x float> %3468, <8 x float> %3465
  br label %3481

3471:                                             ; preds = %3462
  %3472 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3463)
  %3473 = bitcast <8 x float> %3463 to <8 x i32>
  %3474 = or <8 x i32> %3473, %1104
  %3475 = bitcast <8 x i32> %3474 to <8 x float>
  %3476 = fcmp oeq <8 x float> %3463, %52
  %3477 = select <8 x i1> %3476, <8 x float> %3475, <8 x float> %3472
  br label %3481

3478:                                             ; preds = %3462
  %3479 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3425, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3480 = fadd <8 x float> %3463, %3479
  br label %3481

3481:                                             ; preds = %3464, %3471, %3478, %3462, %3443, %3421
  %3482 = phi <8 x float> [ %3463, %3462 ], [ %3422, %3421 ], [ %3444, %3443 ], [ %3480, %3478 ], [ %3477, %3471 ], [ %3470, %3464 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3482, ptr align 1 %3423, <8 x i1> %1117)
  br i1 %1579, label %3488, label %3483

3483:                                             ; preds = %3481
  %3484 = load float, ptr %1530, align 1
  %3485 = insertelement <8 x float> poison, float %3484, i64 0
  %3486 = shufflevector <8 x float> %3485, <8 x float> poison, <8 x i32> zeroinitializer
  %3487 = fadd <8 x float> %3114, %3486
  br label %3488

3488:                                             ; preds = %3483, %3481
  %3489 = phi <8 x float> [ %3487, %3483 ], [ %3114, %3481 ]
  %3490 = getelementptr inbounds float, ptr %2697, i64 %1430
  %3491 = getelementptr inbounds float, ptr %2699, i64 %1430
  %3492 = select i1 %3119, ptr null, ptr %3491
  switch i64 %1410, label %511 [
    i64 1, label %3507
    i64 2, label %3500
    i64 3, label %3493
    i64 0, label %3548
  ]

3493:                                             ; preds = %3488
  %3494 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3489)
  %3495 = bitcast <8 x float> %3489 to <8 x i32>
  %3496 = and <8 x i32> %3495, %1103
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3489, %49
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3510

3500:                                             ; preds = %3488
  %3501 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3489)
  %3502 = bitcast <8 x float> %3489 to <8 x i32>
  %3503 = or <8 x i32> %3502, %1104
  %3504 = bitcast <8 x i32> %3503 to <8 x float>
  %3505 = fcmp oeq <8 x float> %3489, %52
  %3506 = select <8 x i1> %3505, <8 x float> %3504, <8 x float> %3501
  br label %3510

3507:                                             ; preds = %3488
  %3508 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3492, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3509 = fadd <8 x float> %3489, %3508
  br label %3510

3510:                                             ; preds = %3507, %3500, %3493
  %3511 = phi <8 x float> [ %3509, %3507 ], [ %3506, %3500 ], [ %3499, %3493 ]
  switch i64 %1432, label %511 [
    i64 1, label %3526
    i64 2, label %3519
    i64 3, label %3512
    i64 0, label %3548
  ]

3512:                                             ; preds = %3510
  %3513 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3511)
  %3514 = bitcast <8 x float> %3511 to <8 x i32>
  %3515 = and <8 x i32> %3514, %1103
  %3516 = bitcast <8 x i32> %3515 to <8 x float>
  %3517 = fcmp oeq <8 x float> %3511, %49
  %3518 = select <8 x i1> %3517, <8 x float> %3516, <8 x float> %3513
  br label %3529

3519:                                             ; preds = %3510
  %3520 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3511)
  %3521 = bitcast <8 x float> %3511 to <8 x i32>
  %3522 = or <8 x i32> %3521, %1104
  %3523 = bitcast <8 x i32> %3522 to <8 x float>
  %3524 = fcmp oeq <8 x float> %3511, %52
  %3525 = select <8 x i1> %3524, <8 x float> %3523, <8 x float> %3520
  br label %3529

3526:                                             ; preds = %3510
  %3527 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3492, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3528 = fadd <8 x float> %3511, %3527
  br label %3529

3529:                                             ; preds = %3526, %3519, %3512
  %3530 = phi <8 x float> [ %3528, %3526 ], [ %3525, %3519 ], [ %3518, %3512 ]
  switch i64 %1434, label %511 [
    i64 1, label %3545
    i64 2, label %3538
    i64 3, label %3531
    i64 0, label %3548
  ]

3531:                                             ; preds = %3529
  %3532 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3530)
  %3533 = bitcast <8 x float> %3530 to <8 x i32>
  %3534 = and <8 x i32> %3533, %1103
  %3535 = bitcast <8 x i32> %3534 to <8 x float>
  %3536 = fcmp oeq <8 x float> %3530, %49
  %3537 = select <8 x i1> %3536, <8 x float> %3535, <8 x float> %3532
  br label %3548

3538:                                             ; preds = %3529
  %3539 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3530)
  %3540 = bitcast <8 x float> %3530 to <8 x i32>
  %3541 = or <8 x i32> %3540, %1104
  %3542 = bitcast <8 x i32> %3541 to <8 x float>
  %3543 = fcmp oeq <8 x float> %3530, %52
  %3544 = select <8 x i1> %3543, <8 x float> %3542, <8 x float> %3539
  br label %3548

3545:                                             ; preds = %3529
  %3546 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3492, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3547 = fadd <8 x float> %3530, %3546
  br label %3548

3548:                                             ; preds = %3531, %3538, %3545, %3529, %3510, %3488
  %3549 = phi <8 x float> [ %3530, %3529 ], [ %3489, %3488 ], [ %3511, %3510 ], [ %3547, %3545 ], [ %3544, %3538 ], [ %3537, %3531 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3549, ptr align 1 %3490, <8 x i1> %1421)
  br i1 %1579, label %3555, label %3550

3550:                                             ; preds = %3548
  %3551 = load float, ptr %1530, align 1
  %3552 = insertelement <8 x float> poison, float %3551, i64 0
  %3553 = shufflevector <8 x float> %3552, <8 x float> poison, <8 x i32> zeroinitializer
  %3554 = fadd <8 x float> %3115, %3553
  br label %3555

3555:                                             ; preds = %3550, %3548
  %3556 = phi <8 x float> [ %3554, %3550 ], [ %3115, %3548 ]
  %3557 = getelementptr inbounds float, ptr %2697, i64 %1435
  %3558 = getelementptr inbounds float, ptr %2699, i64 %1435
  %3559 = select i1 %3119, ptr null, ptr %3558
  switch i64 %1410, label %511 [
    i64 1, label %3574
    i64 2, label %3567
    i64 3, label %3560
    i64 0, label %3615
  ]

3560:                                             ; preds = %3555
  %3561 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3556)
  %3562 = bitcast <8 x float> %3556 to <8 x i32>
  %3563 = and <8 x i32> %3562, %1103
  %3564 = bitcast <8 x i32> %3563 to <8 x float>
  %3565 = fcmp oeq <8 x float> %3556, %49
  %3566 = select <8 x i1> %3565, <8 x float> %3564, <8 x float> %3561
  br label %3577

3567:                                             ; preds = %3555
  %3568 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3556)
  %3569 = bitcast <8 x float> %3556 to <8 x i32>
  %3570 = or <8 x i32> %3569, %1104
  %3571 = bitcast <8 x i32> %3570 to <8 x float>
  %3572 = fcmp oeq <8 x float> %3556, %52
  %3573 = select <8 x i1> %3572, <8 x float> %3571, <8 x float> %3568
  br label %3577

3574:                                             ; preds = %3555
  %3575 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3559, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3576 = fadd <8 x float> %3556, %3575
  br label %3577

3577:                                             ; preds = %3574, %3567, %3560
  %3578 = phi <8 x float> [ %3576, %3574 ], [ %3573, %3567 ], [ %3566, %3560 ]
  switch i64 %1437, label %511 [
    i64 1, label %3593
    i64 2, label %3586
    i64 3, label %3579
    i64 0, label %3615
  ]

3579:                                             ; preds = %3577
  %3580 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3578)
  %3581 = bitcast <8 x float> %3578 to <8 x i32>
  %3582 = and <8 x i32> %3581, %1103
  %3583 = bitcast <8 x i32> %3582 to <8 x float>
  %3584 = fcmp oeq <8 x float> %3578, %49
  %3585 = select <8 x i1> %3584, <8 x float> %3583, <8 x float> %3580
  br label %3596

3586:                                             ; preds = %3577
  %3587 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3578)
  %3588 = bitcast <8 x float> %3578 to <8 x i32>
  %3589 = or <8 x i32> %3588, %1104
  %3590 = bitcast <8 x i32> %3589 to <8 x float>
  %3591 = fcmp oeq <8 x float> %3578, %52
  %3592 = select <8 x i1> %3591, <8 x float> %3590, <8 x float> %3587
  br label %3596

3593:                                             ; preds = %3577
  %3594 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3559, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3595 = fadd <8 x float> %3578, %3594
  br label %3596

3596:                                             ; preds = %3593, %3586, %3579
  %3597 = phi <8 x float> [ %3595, %3593 ], [ %3592, %3586 ], [ %3585, %3579 ]
  switch i64 %1439, label %511 [
    i64 1, label %3612
    i64 2, label %3605
    i64 3, label %3598
    i64 0, label %3615
  ]

3598:                                             ; preds = %3596
  %3599 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3597)
  %3600 = bitcast <8 x float> %3597 to <8 x i32>
  %3601 = and <8 x i32> %3600, %1103
  %3602 = bitcast <8 x i32> %3601 to <8 x float>
  %3603 = fcmp oeq <8 x float> %3597, %49
  %3604 = select <8 x i1> %3603, <8 x float> %3602, <8 x float> %3599
  br label %3615

3605:                                             ; preds = %3596
  %3606 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3597)
  %3607 = bitcast <8 x float> %3597 to <8 x i32>
  %3608 = or <8 x i32> %3607, %1104
  %3609 = bitcast <8 x i32> %3608 to <8 x float>
  %3610 = fcmp oeq <8 x float> %3597, %52
  %3611 = select <8 x i1> %3610, <8 x float> %3609, <8 x float> %3606
  br label %3615

3612:                                             ; preds = %3596
  %3613 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3559, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3614 = fadd <8 x float> %3597, %3613
  br label %3615

3615:                                             ; preds = %3598, %3605, %3612, %3596, %3577, %3555
  %3616 = phi <8 x float> [ %3597, %3596 ], [ %3556, %3555 ], [ %3578, %3577 ], [ %3614, %3612 ], [ %3611, %3605 ], [ %3604, %3598 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3616, ptr align 1 %3557, <8 x i1> %1117)
  br i1 %1579, label %3622, label %3617

3617:                                             ; preds = %3615
  %3618 = load float, ptr %1530, align 1
  %3619 = insertelement <8 x float> poison, float %3618, i64 0
  %3620 = shufflevector <8 x float> %3619, <8 x float> poison, <8 x i32> zeroinitializer
  %3621 = fadd <8 x float> %3116, %3620
  br label %3622

3622:                                             ; preds = %3617, %3615
  %3623 = phi <8 x float> [ %3621, %3617 ], [ %3116, %3615 ]
  %3624 = getelementptr inbounds float, ptr %2697, i64 %1440
  %3625 = getelementptr inbounds float, ptr %2699, i64 %1440
  %3626 = select i1 %3119, ptr null, ptr %3625
  switch i64 %1410, label %511 [
    i64 1, label %3641
    i64 2, label %3634
    i64 3, label %3627
    i64 0, label %3682
  ]

3627:                                             ; preds = %3622
  %3628 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3623)
  %3629 = bitcast <8 x float> %3623 to <8 x i32>
  %3630 = and <8 x i32> %3629, %1103
  %3631 = bitcast <8 x i32> %3630 to <8 x float>
  %3632 = fcmp oeq <8 x float> %3623, %49
  %3633 = select <8 x i1> %3632, <8 x float> %3631, <8 x float> %3628
  br label %3644

3634:                                             ; preds = %3622
  %3635 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3623)
  %3636 = bitcast <8 x float> %3623 to <8 x i32>
  %3637 = or <8 x i32> %3636, %1104
  %3638 = bitcast <8 x i32> %3637 to <8 x float>
  %3639 = fcmp oeq <8 x float> %3623, %52
  %3640 = select <8 x i1> %3639, <8 x float> %3638, <8 x float> %3635
  br label %3644

3641:                                             ; preds = %3622
  %3642 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3626, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3643 = fadd <8 x float> %3623, %3642
  br label %3644

3644:                                             ; preds = %3641, %3634, %3627
  %3645 = phi <8 x float> [ %3643, %3641 ], [ %3640, %3634 ], [ %3633, %3627 ]
  switch i64 %1442, label %511 [
    i64 1, label %3660
    i64 2, label %3653
    i64 3, label %3646
    i64 0, label %3682
  ]

3646:                                             ; preds = %3644
  %3647 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3645)
  %3648 = bitcast <8 x float> %3645 to <8 x i32>
  %3649 = and <8 x i32> %3648, %1103
  %3650 = bitcast <8 x i32> %3649 to <8 x float>
  %3651 = fcmp oeq <8 x float> %3645, %49
  %3652 = select <8 x i1> %3651, <8 x float> %3650, <8 x float> %3647
  br label %3663

3653:                                             ; preds = %3644
  %3654 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3645)
  %3655 = bitcast <8 x float> %3645 to <8 x i32>
  %3656 = or <8 x i32> %3655, %1104
  %3657 = bitcast <8 x i32> %3656 to <8 x float>
  %3658 = fcmp oeq <8 x float> %3645, %52
  %3659 = select <8 x i1> %3658, <8 x float> %3657, <8 x float> %3654
  br label %3663

3660:                                             ; preds = %3644
  %3661 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3626, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3662 = fadd <8 x float> %3645, %3661
  br label %3663

3663:                                             ; preds = %3660, %3653, %3646
  %3664 = phi <8 x float> [ %3662, %3660 ], [ %3659, %3653 ], [ %3652, %3646 ]
  switch i64 %1444, label %511 [
    i64 1, label %3679
    i64 2, label %3672
    i64 3, label %3665
    i64 0, label %3682
  ]

3665:                                             ; preds = %3663
  %3666 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3664)
  %3667 = bitcast <8 x float> %3664 to <8 x i32>
  %3668 = and <8 x i32> %3667, %1103
  %3669 = bitcast <8 x i32> %3668 to <8 x float>
  %3670 = fcmp oeq <8 x float> %3664, %49
  %3671 = select <8 x i1> %3670, <8 x float> %3669, <8 x float> %3666
  br label %3682

3672:                                             ; preds = %3663
  %3673 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3664)
  %3674 = bitcast <8 x float> %3664 to <8 x i32>
  %3675 = or <8 x i32> %3674, %1104
  %3676 = bitcast <8 x i32> %3675 to <8 x float>
  %3677 = fcmp oeq <8 x float> %3664, %52
  %3678 = select <8 x i1> %3677, <8 x float> %3676, <8 x float> %3673
  br label %3682

3679:                                             ; preds = %3663
  %3680 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3626, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3681 = fadd <8 x float> %3664, %3680
  br label %3682

3682:                                             ; preds = %3665, %3672, %3679, %3663, %3644, %3622
  %3683 = phi <8 x float> [ %3664, %3663 ], [ %3623, %3622 ], [ %3645, %3644 ], [ %3681, %3679 ], [ %3678, %3672 ], [ %3671, %3665 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3683, ptr align 1 %3624, <8 x i1> %1421)
  br i1 %1579, label %3689, label %3684

3684:                                             ; preds = %3682
  %3685 = load float, ptr %1530, align 1
  %3686 = insertelement <8 x float> poison, float %3685, i64 0
  %3687 = shufflevector <8 x float> %3686, <8 x float> poison, <8 x i32> zeroinitializer
  %3688 = fadd <8 x float> %3117, %3687
  br label %3689

3689:                                             ; preds = %3684, %3682
  %3690 = phi <8 x float> [ %3688, %3684 ], [ %3117, %3682 ]
  %3691 = getelementptr inbounds float, ptr %2697, i64 %1445
  %3692 = getelementptr inbounds float, ptr %2699, i64 %1445
  %3693 = select i1 %3119, ptr null, ptr %3692
  switch i64 %1410, label %511 [
    i64 1, label %3708
    i64 2, label %3701
    i64 3, label %3694
    i64 0, label %3749
  ]

3694:                                             ; preds = %3689
  %3695 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3690)
  %3696 = bitcast <8 x float> %3690 to <8 x i32>
  %3697 = and <8 x i32> %3696, %1103
  %3698 = bitcast <8 x i32> %3697 to <8 x float>
  %3699 = fcmp oeq <8 x float> %3690, %49
  %3700 = select <8 x i1> %3699, <8 x float> %3698, <8 x float> %3695
  br label %3711

3701:                                             ; preds = %3689
  %3702 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3690)
  %3703 = bitcast <8 x float> %3690 to <8 x i32>
  %3704 = or <8 x i32> %3703, %1104
  %3705 = bitcast <8 x i32> %3704 to <8 x float>
  %3706 = fcmp oeq <8 x float> %3690, %52
  %3707 = select <8 x i1> %3706, <8 x float> %3705, <8 x float> %3702
  br label %3711

3708:                                             ; preds = %3689
  %3709 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3710 = fadd <8 x float> %3690, %3709
  br label %3711

3711:                                             ; preds = %3708, %3701, %3694
  %3712 = phi <8 x float> [ %3710, %3708 ], [ %3707, %3701 ], [ %3700, %3694 ]
  switch i64 %1447, label %511 [
    i64 1, label %3727
    i64 2, label %3720
    i64 3, label %3713
    i64 0, label %3749
  ]

3713:                                             ; preds = %3711
  %3714 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3712)
  %3715 = bitcast <8 x float> %3712 to <8 x i32>
  %3716 = and <8 x i32> %3715, %1103
  %3717 = bitcast <8 x i32> %3716 to <8 x float>
  %3718 = fcmp oeq <8 x float> %3712, %49
  %3719 = select <8 x i1> %3718, <8 x float> %3717, <8 x float> %3714
  br label %3730

3720:                                             ; preds = %3711
  %3721 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3712)
  %3722 = bitcast <8 x float> %3712 to <8 x i32>
  %3723 = or <8 x i32> %3722, %1104
  %3724 = bitcast <8 x i32> %3723 to <8 x float>
  %3725 = fcmp oeq <8 x float> %3712, %52
  %3726 = select <8 x i1> %3725, <8 x float> %3724, <8 x float> %3721
  br label %3730

3727:                                             ; preds = %3711
  %3728 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3729 = fadd <8 x float> %3712, %3728
  br label %3730

3730:                                             ; preds = %3727, %3720, %3713
  %3731 = phi <8 x float> [ %3729, %3727 ], [ %3726, %3720 ], [ %3719, %3713 ]
  switch i64 %1449, label %511 [
    i64 1, label %3746
    i64 2, label %3739
    i64 3, label %3732
    i64 0, label %3749
  ]

3732:                                             ; preds = %3730
  %3733 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3731)
  %3734 = bitcast <8 x float> %3731 to <8 x i32>
  %3735 = and <8 x i32> %3734, %1103
  %3736 = bitcast <8 x i32> %3735 to <8 x float>
  %3737 = fcmp oeq <8 x float> %3731, %49
  %3738 = select <8 x i1> %3737, <8 x float> %3736, <8 x float> %3733
  br label %3749

3739:                                             ; preds = %3730
  %3740 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3731)
  %3741 = bitcast <8 x float> %3731 to <8 x i32>
  %3742 = or <8 x i32> %3741, %1104
  %3743 = bitcast <8 x i32> %3742 to <8 x float>
  %3744 = fcmp oeq <8 x float> %3731, %52
  %3745 = select <8 x i1> %3744, <8 x float> %3743, <8 x float> %3740
  br label %3749

3746:                                             ; preds = %3730
  %3747 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3748 = fadd <8 x float> %3731, %3747
  br label %3749

3749:                                             ; preds = %3732, %3739, %3746, %3730, %3711, %3689
  %3750 = phi <8 x float> [ %3731, %3730 ], [ %3690, %3689 ], [ %3712, %3711 ], [ %3748, %3746 ], [ %3745, %3739 ], [ %3738, %3732 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3750, ptr align 1 %3691, <8 x i1> %1117)
  br i1 %1579, label %3756, label %3751

3751:                                             ; preds = %3749
  %3752 = load float, ptr %1530, align 1
  %3753 = insertelement <8 x float> poison, float %3752, i64 0
  %3754 = shufflevector <8 x float> %3753, <8 x float> poison, <8 x i32> zeroinitializer
  %3755 = fadd <8 x float> %3118, %3754
  br label %3756

3756:                                             ; preds = %3751, %3749
  %3757 = phi <8 x float> [ %3755, %3751 ], [ %3118, %3749 ]
  %3758 = getelementptr inbounds float, ptr %2697, i64 %1450
  %3759 = getelementptr inbounds float, ptr %2699, i64 %1450
  %3760 = select i1 %3119, ptr null, ptr %3759
  switch i64 %1410, label %511 [
    i64 1, label %3775
    i64 2, label %3768
    i64 3, label %3761
    i64 0, label %3816
  ]

3761:                                             ; preds = %3756
  %3762 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3757)
  %3763 = bitcast <8 x float> %3757 to <8 x i32>
  %3764 = and <8 x i32> %3763, %1103
  %3765 = bitcast <8 x i32> %3764 to <8 x float>
  %3766 = fcmp oeq <8 x float> %3757, %49
  %3767 = select <8 x i1> %3766, <8 x float> %3765, <8 x float> %3762
  br label %3778

3768:                                             ; preds = %3756
  %3769 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3757)
  %3770 = bitcast <8 x float> %3757 to <8 x i32>
  %3771 = or <8 x i32> %3770, %1104
  %3772 = bitcast <8 x i32> %3771 to <8 x float>
  %3773 = fcmp oeq <8 x float> %3757, %52
  %3774 = select <8 x i1> %3773, <8 x float> %3772, <8 x float> %3769
  br label %3778

3775:                                             ; preds = %3756
  %3776 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3760, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3777 = fadd <8 x float> %3757, %3776
  br label %3778

3778:                                             ; preds = %3775, %3768, %3761
  %3779 = phi <8 x float> [ %3777, %3775 ], [ %3774, %3768 ], [ %3767, %3761 ]
  switch i64 %1452, label %511 [
    i64 1, label %3794
    i64 2, label %3787
    i64 3, label %3780
    i64 0, label %3816
  ]

3780:                                             ; preds = %3778
  %3781 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3779)
  %3782 = bitcast <8 x float> %3779 to <8 x i32>
  %3783 = and <8 x i32> %3782, %1103
  %3784 = bitcast <8 x i32> %3783 to <8 x float>
  %3785 = fcmp oeq <8 x float> %3779, %49
  %3786 = select <8 x i1> %3785, <8 x float> %3784, <8 x float> %3781
  br label %3797

3787:                                             ; preds = %3778
  %3788 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3779)
  %3789 = bitcast <8 x float> %3779 to <8 x i32>
  %3790 = or <8 x i32> %3789, %1104
  %3791 = bitcast <8 x i32> %3790 to <8 x float>
  %3792 = fcmp oeq <8 x float> %3779, %52
  %3793 = select <8 x i1> %3792, <8 x float> %3791, <8 x float> %3788
  br label %3797

3794:                                             ; preds = %3778
  %3795 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3760, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3796 = fadd <8 x float> %3779, %3795
  br label %3797

3797:                                             ; preds = %3794, %3787, %3780
  %3798 = phi <8 x float> [ %3796, %3794 ], [ %3793, %3787 ], [ %3786, %3780 ]
  switch i64 %1454, label %511 [
    i64 1, label %3813
    i64 2, label %3806
    i64 3, label %3799
    i64 0, label %3816
  ]

3799:                                             ; preds = %3797
  %3800 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3798)
  %3801 = bitcast <8 x float> %3798 to <8 x i32>
  %3802 = and <8 x i32> %3801, %1103
  %3803 = bitcast <8 x i32> %3802 to <8 x float>
  %3804 = fcmp oeq <8 x float> %3798, %49
  %3805 = select <8 x i1> %3804, <8 x float> %3803, <8 x float> %3800
  br label %3816

3806:                                             ; preds = %3797
  %3807 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3798)
  %3808 = bitcast <8 x float> %3798 to <8 x i32>
  %3809 = or <8 x i32> %3808, %1104
  %3810 = bitcast <8 x i32> %3809 to <8 x float>
  %3811 = fcmp oeq <8 x float> %3798, %52
  %3812 = select <8 x i1> %3811, <8 x float> %3810, <8 x float> %3807
  br label %3816

3813:                                             ; preds = %3797
  %3814 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3760, <8 x i1> %1421, <8 x float> zeroinitializer)
  %3815 = fadd <8 x float> %3798, %3814
  br label %3816

3816:                                             ; preds = %3799, %3806, %3813, %3797, %3778, %3756
  %3817 = phi <8 x float> [ %3798, %3797 ], [ %3757, %3756 ], [ %3779, %3778 ], [ %3815, %3813 ], [ %3812, %3806 ], [ %3805, %3799 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3817, ptr align 1 %3758, <8 x i1> %1421)
  br label %7932

3818:                                             ; preds = %2715
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %1345, i8 0, i64 128, i1 false)
  br i1 %1101, label %3819, label %3825

3819:                                             ; preds = %3818
  %3820 = mul nsw i64 %2695, %12
  %3821 = add nsw i64 %2695, 1
  %3822 = mul nsw i64 %3821, %12
  br label %3828

3823:                                             ; preds = %3849
  %3824 = load <8 x float>, ptr %29, align 32
  br label %3825

3825:                                             ; preds = %3823, %3818
  %3826 = phi <8 x float> [ %3824, %3823 ], [ zeroinitializer, %3818 ]
  %3827 = icmp eq ptr %2699, null
  br i1 %1579, label %3917, label %3912

3828:                                             ; preds = %3819, %3849
  %3829 = phi i64 [ %3850, %3849 ], [ 0, %3819 ]
  %3830 = mul nsw i64 %3829, %14
  %3831 = sub i64 %3830, %16
  %3832 = add i64 %3831, %3820
  %3833 = icmp slt i64 %3832, 0
  %3834 = icmp sge i64 %3832, %6
  %3835 = or i1 %3833, %3834
  %3836 = select i1 %3835, i64 0, i64 %3832
  %3837 = mul nsw i64 %3836, %7
  %3838 = getelementptr inbounds float, ptr %1527, i64 %3837
  %3839 = add i64 %3831, %3822
  %3840 = icmp slt i64 %3839, 0
  %3841 = icmp sge i64 %3839, %6
  %3842 = or i1 %3840, %3841
  %3843 = select i1 %3842, i64 0, i64 %3839
  %3844 = mul nsw i64 %3843, %7
  %3845 = getelementptr inbounds float, ptr %1527, i64 %3844
  br i1 %1102, label %3846, label %3849

3846:                                             ; preds = %3828
  %3847 = mul nuw nsw i64 %3829, %11
  %3848 = getelementptr inbounds nuw float, ptr %1529, i64 %3847
  br label %3852

3849:                                             ; preds = %3861, %3828
  %3850 = add nuw nsw i64 %3829, 1
  %3851 = icmp eq i64 %3850, %10
  br i1 %3851, label %3823, label %3828

3852:                                             ; preds = %3846, %3861
  %3853 = phi i64 [ 0, %3846 ], [ %3862, %3861 ]
  %3854 = getelementptr inbounds nuw float, ptr %3848, i64 %3853
  %3855 = load float, ptr %3854, align 1
  %3856 = insertelement <8 x float> poison, float %3855, i64 0
  %3857 = shufflevector <8 x float> %3856, <8 x float> poison, <8 x i32> zeroinitializer
  %3858 = mul nsw i64 %3853, %15
  %3859 = sub i64 %3858, %17
  %3860 = getelementptr <4 x i64>, ptr %1086, i64 %3853
  br label %3864

3861:                                             ; preds = %3894
  %3862 = add nuw nsw i64 %3853, 1
  %3863 = icmp eq i64 %3862, %11
  br i1 %3863, label %3849, label %3852

3864:                                             ; preds = %3852, %3894
  %3865 = phi i64 [ 0, %3852 ], [ %3910, %3894 ]
  %3866 = shl nuw nsw i64 %3865, 3
  %3867 = add i64 %3859, %3866
  br i1 %1111, label %3872, label %3868

3868:                                             ; preds = %3864
  %3869 = mul nuw nsw i64 %11, %3865
  %3870 = getelementptr <4 x i64>, ptr %3860, i64 %3869
  %3871 = load <4 x i64>, ptr %3870, align 32
  br label %3894

3872:                                             ; preds = %3864
  %3873 = sub nsw i64 %9, %3866
  %3874 = icmp slt i64 %3867, 0
  %3875 = sub nsw i64 0, %3867
  %3876 = select i1 %3874, i64 %3875, i64 0
  %3877 = sub nsw i64 %7, %3867
  %3878 = call i64 @llvm.smin.i64(i64 %3877, i64 %3873)
  %3879 = call i64 @llvm.smin.i64(i64 %3878, i64 8)
  %3880 = icmp sgt i64 %3879, %3876
  %3881 = trunc i64 %3876 to i32
  %3882 = select i1 %3880, i32 %3881, i32 0
  %3883 = insertelement <8 x i32> poison, i32 %3882, i64 0
  %3884 = shufflevector <8 x i32> %3883, <8 x i32> poison, <8 x i32> zeroinitializer
  %3885 = icmp slt <8 x i32> %3884, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3886 = trunc i64 %3879 to i32
  %3887 = select i1 %3880, i32 %3886, i32 0
  %3888 = insertelement <8 x i32> poison, i32 %3887, i64 0
  %3889 = shufflevector <8 x i32> %3888, <8 x i32> poison, <8 x i32> zeroinitializer
  %3890 = icmp sgt <8 x i32> %3889, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3891 = and <8 x i1> %3890, %3885
  %3892 = sext <8 x i1> %3891 to <8 x i32>
  %3893 = bitcast <8 x i32> %3892 to <4 x i64>
  br label %3894

3894:                                             ; preds = %3872, %3868
  %3895 = phi <4 x i64> [ %3871, %3868 ], [ %3893, %3872 ]
  %3896 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %3865
  %3897 = getelementptr inbounds float, ptr %3838, i64 %3867
  %3898 = select i1 %3835, <4 x i64> zeroinitializer, <4 x i64> %3895
  %3899 = bitcast <4 x i64> %3898 to <8 x i32>
  %3900 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3897, <8 x i32> %3899)
  %3901 = load <8 x float>, ptr %3896, align 32
  %3902 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3900, <8 x float> %3857, <8 x float> %3901)
  store <8 x float> %3902, ptr %3896, align 32
  %3903 = getelementptr inbounds float, ptr %3845, i64 %3867
  %3904 = select i1 %3842, <4 x i64> zeroinitializer, <4 x i64> %3895
  %3905 = bitcast <4 x i64> %3904 to <8 x i32>
  %3906 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %3903, <8 x i32> %3905)
  %3907 = getelementptr inbounds nuw i8, ptr %3896, i64 256
  %3908 = load <8 x float>, ptr %3907, align 32
  %3909 = call <8 x float> @llvm.fma.v8f32(<8 x float> %3906, <8 x float> %3857, <8 x float> %3908)
  store <8 x float> %3909, ptr %3907, align 32
  %3910 = add nuw nsw i64 %3865, 1
  %3911 = icmp eq i64 %3910, 4
  br i1 %3911, label %3861, label %3864

3912:                                             ; preds = %3825
  %3913 = load float, ptr %1530, align 1
  %3914 = insertelement <8 x float> poison, float %3913, i64 0
  %3915 = shufflevector <8 x float> %3914, <8 x float> poison, <8 x i32> zeroinitializer
  %3916 = fadd <8 x float> %3826, %3915
  br label %3917

3917:                                             ; preds = %3912, %3825
  %3918 = phi <8 x float> [ %3916, %3912 ], [ %3826, %3825 ]
  switch i64 %1346, label %511 [
    i64 1, label %3919
    i64 2, label %3922
    i64 3, label %3929
    i64 0, label %3974
  ]

3919:                                             ; preds = %3917
  %3920 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3921 = fadd <8 x float> %3918, %3920
  br label %3936

3922:                                             ; preds = %3917
  %3923 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3918)
  %3924 = bitcast <8 x float> %3918 to <8 x i32>
  %3925 = or <8 x i32> %3924, %1104
  %3926 = bitcast <8 x i32> %3925 to <8 x float>
  %3927 = fcmp oeq <8 x float> %3918, %52
  %3928 = select <8 x i1> %3927, <8 x float> %3926, <8 x float> %3923
  br label %3936

3929:                                             ; preds = %3917
  %3930 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3918)
  %3931 = bitcast <8 x float> %3918 to <8 x i32>
  %3932 = and <8 x i32> %3931, %1103
  %3933 = bitcast <8 x i32> %3932 to <8 x float>
  %3934 = fcmp oeq <8 x float> %3918, %49
  %3935 = select <8 x i1> %3934, <8 x float> %3933, <8 x float> %3930
  br label %3936

3936:                                             ; preds = %3929, %3922, %3919
  %3937 = phi <8 x float> [ %3921, %3919 ], [ %3928, %3922 ], [ %3935, %3929 ]
  switch i64 %1348, label %511 [
    i64 1, label %3952
    i64 2, label %3945
    i64 3, label %3938
    i64 0, label %3974
  ]

3938:                                             ; preds = %3936
  %3939 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3937)
  %3940 = bitcast <8 x float> %3937 to <8 x i32>
  %3941 = and <8 x i32> %3940, %1103
  %3942 = bitcast <8 x i32> %3941 to <8 x float>
  %3943 = fcmp oeq <8 x float> %3937, %49
  %3944 = select <8 x i1> %3943, <8 x float> %3942, <8 x float> %3939
  br label %3955

3945:                                             ; preds = %3936
  %3946 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3937)
  %3947 = bitcast <8 x float> %3937 to <8 x i32>
  %3948 = or <8 x i32> %3947, %1104
  %3949 = bitcast <8 x i32> %3948 to <8 x float>
  %3950 = fcmp oeq <8 x float> %3937, %52
  %3951 = select <8 x i1> %3950, <8 x float> %3949, <8 x float> %3946
  br label %3955

3952:                                             ; preds = %3936
  %3953 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3954 = fadd <8 x float> %3937, %3953
  br label %3955

3955:                                             ; preds = %3952, %3945, %3938
  %3956 = phi <8 x float> [ %3954, %3952 ], [ %3951, %3945 ], [ %3944, %3938 ]
  switch i64 %1350, label %511 [
    i64 1, label %3971
    i64 2, label %3964
    i64 3, label %3957
    i64 0, label %3974
  ]

3957:                                             ; preds = %3955
  %3958 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3956)
  %3959 = bitcast <8 x float> %3956 to <8 x i32>
  %3960 = and <8 x i32> %3959, %1103
  %3961 = bitcast <8 x i32> %3960 to <8 x float>
  %3962 = fcmp oeq <8 x float> %3956, %49
  %3963 = select <8 x i1> %3962, <8 x float> %3961, <8 x float> %3958
  br label %3974

3964:                                             ; preds = %3955
  %3965 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3956)
  %3966 = bitcast <8 x float> %3956 to <8 x i32>
  %3967 = or <8 x i32> %3966, %1104
  %3968 = bitcast <8 x i32> %3967 to <8 x float>
  %3969 = fcmp oeq <8 x float> %3956, %52
  %3970 = select <8 x i1> %3969, <8 x float> %3968, <8 x float> %3965
  br label %3974

3971:                                             ; preds = %3955
  %3972 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %1117, <8 x float> zeroinitializer)
  %3973 = fadd <8 x float> %3956, %3972
  br label %3974

3974:                                             ; preds = %3957, %3964, %3971, %3955, %3936, %3917
  %3975 = phi <8 x float> [ %3956, %3955 ], [ %3918, %3917 ], [ %3937, %3936 ], [ %3973, %3971 ], [ %3970, %3964 ], [ %3963, %3957 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %3975, ptr align 1 %2697, <8 x i1> %1117)
  %3976 = load <8 x float>, ptr %1358, align 32
  br i1 %1579, label %3982, label %3977

3977:                                             ; preds = %3974
  %3978 = load float, ptr %1530, align 1
  %3979 = insertelement <8 x float> poison, float %3978, i64 0
  %3980 = shufflevector <8 x float> %3979, <8 x float> poison, <8 x i32> zeroinitializer
  %3981 = fadd <8 x float> %3976, %3980
  br label %3982

3982:                                             ; preds = %3977, %3974
  %3983 = phi <8 x float> [ %3981, %3977 ], [ %3976, %3974 ]
  %3984 = getelementptr inbounds nuw i8, ptr %2697, i64 32
  %3985 = getelementptr inbounds nuw i8, ptr %2699, i64 32
  %3986 = select i1 %3827, ptr null, ptr %3985
  switch i64 %1346, label %511 [
    i64 1, label %4001
    i64 2, label %3994
    i64 3, label %3987
    i64 0, label %4042
  ]

3987:                                             ; preds = %3982
  %3988 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %3983)
  %3989 = bitcast <8 x float> %3983 to <8 x i32>
  %3990 = and <8 x i32> %3989, %1103
  %3991 = bitcast <8 x i32> %3990 to <8 x float>
  %3992 = fcmp oeq <8 x float> %3983, %49
  %3993 = select <8 x i1> %3992, <8 x float> %3991, <8 x float> %3988
  br label %4004

3994:                                             ; preds = %3982
  %3995 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %3983)
  %3996 = bitcast <8 x float> %3983 to <8 x i32>
  %3997 = or <8 x i32> %3996, %1104
  %3998 = bitcast <8 x i32> %3997 to <8 x float>
  %3999 = fcmp oeq <8 x float> %3983, %52
  %4000 = select <8 x i1> %3999, <8 x float> %3998, <8 x float> %3995
  br label %4004

4001:                                             ; preds = %3982
  %4002 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4003 = fadd <8 x float> %3983, %4002
  br label %4004

4004:                                             ; preds = %4001, %3994, %3987
  %4005 = phi <8 x float> [ %4003, %4001 ], [ %4000, %3994 ], [ %3993, %3987 ]
  switch i64 %1360, label %511 [
    i64 1, label %4020
    i64 2, label %4013
    i64 3, label %4006
    i64 0, label %4042
  ]

4006:                                             ; preds = %4004
  %4007 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4005)
  %4008 = bitcast <8 x float> %4005 to <8 x i32>
  %4009 = and <8 x i32> %4008, %1103
  %4010 = bitcast <8 x i32> %4009 to <8 x float>
  %4011 = fcmp oeq <8 x float> %4005, %49
  %4012 = select <8 x i1> %4011, <8 x float> %4010, <8 x float> %4007
  br label %4023

4013:                                             ; preds = %4004
  %4014 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4005)
  %4015 = bitcast <8 x float> %4005 to <8 x i32>
  %4016 = or <8 x i32> %4015, %1104
  %4017 = bitcast <8 x i32> %4016 to <8 x float>
  %4018 = fcmp oeq <8 x float> %4005, %52
  %4019 = select <8 x i1> %4018, <8 x float> %4017, <8 x float> %4014
  br label %4023

4020:                                             ; preds = %4004
  %4021 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4022 = fadd <8 x float> %4005, %4021
  br label %4023

4023:                                             ; preds = %4020, %4013, %4006
  %4024 = phi <8 x float> [ %4022, %4020 ], [ %4019, %4013 ], [ %4012, %4006 ]
  switch i64 %1362, label %511 [
    i64 1, label %4039
    i64 2, label %4032
    i64 3, label %4025
    i64 0, label %4042
  ]

4025:                                             ; preds = %4023
  %4026 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4024)
  %4027 = bitcast <8 x float> %4024 to <8 x i32>
  %4028 = and <8 x i32> %4027, %1103
  %4029 = bitcast <8 x i32> %4028 to <8 x float>
  %4030 = fcmp oeq <8 x float> %4024, %49
  %4031 = select <8 x i1> %4030, <8 x float> %4029, <8 x float> %4026
  br label %4042

4032:                                             ; preds = %4023
  %4033 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4024)
  %4034 = bitcast <8 x float> %4024 to <8 x i32>
  %4035 = or <8 x i32> %4034, %1104
  %4036 = bitcast <8 x i32> %4035 to <8 x float>
  %4037 = fcmp oeq <8 x float> %4024, %52
  %4038 = select <8 x i1> %4037, <8 x float> %4036, <8 x float> %4033
  br label %4042

4039:                                             ; preds = %4023
  %4040 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3986, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4041 = fadd <8 x float> %4024, %4040
  br label %4042

4042:                                             ; preds = %4025, %4032, %4039, %4023, %4004, %3982
  %4043 = phi <8 x float> [ %4024, %4023 ], [ %3983, %3982 ], [ %4005, %4004 ], [ %4041, %4039 ], [ %4038, %4032 ], [ %4031, %4025 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4043, ptr nonnull align 1 %3984, <8 x i1> %1357)
  %4044 = load <8 x float>, ptr %1370, align 32
  br i1 %1579, label %4050, label %4045

4045:                                             ; preds = %4042
  %4046 = load float, ptr %1530, align 1
  %4047 = insertelement <8 x float> poison, float %4046, i64 0
  %4048 = shufflevector <8 x float> %4047, <8 x float> poison, <8 x i32> zeroinitializer
  %4049 = fadd <8 x float> %4044, %4048
  br label %4050

4050:                                             ; preds = %4045, %4042
  %4051 = phi <8 x float> [ %4049, %4045 ], [ %4044, %4042 ]
  %4052 = getelementptr inbounds nuw i8, ptr %2697, i64 64
  %4053 = getelementptr inbounds nuw i8, ptr %2699, i64 64
  %4054 = select i1 %3827, ptr null, ptr %4053
  switch i64 %1346, label %511 [
    i64 1, label %4069
    i64 2, label %4062
    i64 3, label %4055
    i64 0, label %4110
  ]

4055:                                             ; preds = %4050
  %4056 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4051)
  %4057 = bitcast <8 x float> %4051 to <8 x i32>
  %4058 = and <8 x i32> %4057, %1103
  %4059 = bitcast <8 x i32> %4058 to <8 x float>
  %4060 = fcmp oeq <8 x float> %4051, %49
  %4061 = select <8 x i1> %4060, <8 x float> %4059, <8 x float> %4056
  br label %4072

4062:                                             ; preds = %4050
  %4063 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4051)
  %4064 = bitcast <8 x float> %4051 to <8 x i32>
  %4065 = or <8 x i32> %4064, %1104
  %4066 = bitcast <8 x i32> %4065 to <8 x float>
  %4067 = fcmp oeq <8 x float> %4051, %52
  %4068 = select <8 x i1> %4067, <8 x float> %4066, <8 x float> %4063
  br label %4072

4069:                                             ; preds = %4050
  %4070 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4054, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4071 = fadd <8 x float> %4051, %4070
  br label %4072

4072:                                             ; preds = %4069, %4062, %4055
  %4073 = phi <8 x float> [ %4071, %4069 ], [ %4068, %4062 ], [ %4061, %4055 ]
  switch i64 %1372, label %511 [
    i64 1, label %4088
    i64 2, label %4081
    i64 3, label %4074
    i64 0, label %4110
  ]

4074:                                             ; preds = %4072
  %4075 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4073)
  %4076 = bitcast <8 x float> %4073 to <8 x i32>
  %4077 = and <8 x i32> %4076, %1103
  %4078 = bitcast <8 x i32> %4077 to <8 x float>
  %4079 = fcmp oeq <8 x float> %4073, %49
  %4080 = select <8 x i1> %4079, <8 x float> %4078, <8 x float> %4075
  br label %4091

4081:                                             ; preds = %4072
  %4082 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4073)
  %4083 = bitcast <8 x float> %4073 to <8 x i32>
  %4084 = or <8 x i32> %4083, %1104
  %4085 = bitcast <8 x i32> %4084 to <8 x float>
  %4086 = fcmp oeq <8 x float> %4073, %52
  %4087 = select <8 x i1> %4086, <8 x float> %4085, <8 x float> %4082
  br label %4091

4088:                                             ; preds = %4072
  %4089 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4054, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4090 = fadd <8 x float> %4073, %4089
  br label %4091

4091:                                             ; preds = %4088, %4081, %4074
  %4092 = phi <8 x float> [ %4090, %4088 ], [ %4087, %4081 ], [ %4080, %4074 ]
  switch i64 %1374, label %511 [
    i64 1, label %4107
    i64 2, label %4100
    i64 3, label %4093
    i64 0, label %4110
  ]

4093:                                             ; preds = %4091
  %4094 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4092)
  %4095 = bitcast <8 x float> %4092 to <8 x i32>
  %4096 = and <8 x i32> %4095, %1103
  %4097 = bitcast <8 x i32> %4096 to <8 x float>
  %4098 = fcmp oeq <8 x float> %4092, %49
  %4099 = select <8 x i1> %4098, <8 x float> %4097, <8 x float> %4094
  br label %4110

4100:                                             ; preds = %4091
  %4101 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4092)
  %4102 = bitcast <8 x float> %4092 to <8 x i32>
  %4103 = or <8 x i32> %4102, %1104
  %4104 = bitcast <8 x i32> %4103 to <8 x float>
  %4105 = fcmp oeq <8 x float> %4092, %52
  %4106 = select <8 x i1> %4105, <8 x float> %4104, <8 x float> %4101
  br label %4110

4107:                                             ; preds = %4091
  %4108 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4054, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4109 = fadd <8 x float> %4092, %4108
  br label %4110

4110:                                             ; preds = %4093, %4100, %4107, %4091, %4072, %4050
  %4111 = phi <8 x float> [ %4092, %4091 ], [ %4051, %4050 ], [ %4073, %4072 ], [ %4109, %4107 ], [ %4106, %4100 ], [ %4099, %4093 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4111, ptr nonnull align 1 %4052, <8 x i1> %1369)
  %4112 = load <8 x float>, ptr %1382, align 32
  br i1 %1579, label %4118, label %4113

4113:                                             ; preds = %4110
  %4114 = load float, ptr %1530, align 1
  %4115 = insertelement <8 x float> poison, float %4114, i64 0
  %4116 = shufflevector <8 x float> %4115, <8 x float> poison, <8 x i32> zeroinitializer
  %4117 = fadd <8 x float> %4112, %4116
  br label %4118

4118:                                             ; preds = %4113, %4110
  %4119 = phi <8 x float> [ %4117, %4113 ], [ %4112, %4110 ]
  %4120 = getelementptr inbounds nuw i8, ptr %2697, i64 96
  %4121 = getelementptr inbounds nuw i8, ptr %2699, i64 96
  %4122 = select i1 %3827, ptr null, ptr %4121
  switch i64 %1346, label %511 [
    i64 1, label %4137
    i64 2, label %4130
    i64 3, label %4123
    i64 0, label %4178
  ]

4123:                                             ; preds = %4118
  %4124 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4119)
  %4125 = bitcast <8 x float> %4119 to <8 x i32>
  %4126 = and <8 x i32> %4125, %1103
  %4127 = bitcast <8 x i32> %4126 to <8 x float>
  %4128 = fcmp oeq <8 x float> %4119, %49
  %4129 = select <8 x i1> %4128, <8 x float> %4127, <8 x float> %4124
  br label %4140

4130:                                             ; preds = %4118
  %4131 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4119)
  %4132 = bitcast <8 x float> %4119 to <8 x i32>
  %4133 = or <8 x i32> %4132, %1104
  %4134 = bitcast <8 x i32> %4133 to <8 x float>
  %4135 = fcmp oeq <8 x float> %4119, %52
  %4136 = select <8 x i1> %4135, <8 x float> %4134, <8 x float> %4131
  br label %4140

4137:                                             ; preds = %4118
  %4138 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4122, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4139 = fadd <8 x float> %4119, %4138
  br label %4140

4140:                                             ; preds = %4137, %4130, %4123
  %4141 = phi <8 x float> [ %4139, %4137 ], [ %4136, %4130 ], [ %4129, %4123 ]
  switch i64 %1384, label %511 [
    i64 1, label %4156
    i64 2, label %4149
    i64 3, label %4142
    i64 0, label %4178
  ]

4142:                                             ; preds = %4140
  %4143 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4141)
  %4144 = bitcast <8 x float> %4141 to <8 x i32>
  %4145 = and <8 x i32> %4144, %1103
  %4146 = bitcast <8 x i32> %4145 to <8 x float>
  %4147 = fcmp oeq <8 x float> %4141, %49
  %4148 = select <8 x i1> %4147, <8 x float> %4146, <8 x float> %4143
  br label %4159

4149:                                             ; preds = %4140
  %4150 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4141)
  %4151 = bitcast <8 x float> %4141 to <8 x i32>
  %4152 = or <8 x i32> %4151, %1104
  %4153 = bitcast <8 x i32> %4152 to <8 x float>
  %4154 = fcmp oeq <8 x float> %4141, %52
  %4155 = select <8 x i1> %4154, <8 x float> %4153, <8 x float> %4150
  br label %4159

4156:                                             ; preds = %4140
  %4157 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4122, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4158 = fadd <8 x float> %4141, %4157
  br label %4159

4159:                                             ; preds = %4156, %4149, %4142
  %4160 = phi <8 x float> [ %4158, %4156 ], [ %4155, %4149 ], [ %4148, %4142 ]
  switch i64 %1386, label %511 [
    i64 1, label %4175
    i64 2, label %4168
    i64 3, label %4161
    i64 0, label %4178
  ]

4161:                                             ; preds = %4159
  %4162 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4160)
  %4163 = bitcast <8 x float> %4160 to <8 x i32>
  %4164 = and <8 x i32> %4163, %1103
  %4165 = bitcast <8 x i32> %4164 to <8 x float>
  %4166 = fcmp oeq <8 x float> %4160, %49
  %4167 = select <8 x i1> %4166, <8 x float> %4165, <8 x float> %4162
  br label %4178

4168:                                             ; preds = %4159
  %4169 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4160)
  %4170 = bitcast <8 x float> %4160 to <8 x i32>
  %4171 = or <8 x i32> %4170, %1104
  %4172 = bitcast <8 x i32> %4171 to <8 x float>
  %4173 = fcmp oeq <8 x float> %4160, %52
  %4174 = select <8 x i1> %4173, <8 x float> %4172, <8 x float> %4169
  br label %4178

4175:                                             ; preds = %4159
  %4176 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4122, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4177 = fadd <8 x float> %4160, %4176
  br label %4178

4178:                                             ; preds = %4161, %4168, %4175, %4159, %4140, %4118
  %4179 = phi <8 x float> [ %4160, %4159 ], [ %4119, %4118 ], [ %4141, %4140 ], [ %4177, %4175 ], [ %4174, %4168 ], [ %4167, %4161 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4179, ptr nonnull align 1 %4120, <8 x i1> %1381)
  %4180 = load <8 x float>, ptr %1345, align 32
  br i1 %1579, label %4186, label %4181

4181:                                             ; preds = %4178
  %4182 = load float, ptr %1530, align 1
  %4183 = insertelement <8 x float> poison, float %4182, i64 0
  %4184 = shufflevector <8 x float> %4183, <8 x float> poison, <8 x i32> zeroinitializer
  %4185 = fadd <8 x float> %4180, %4184
  br label %4186

4186:                                             ; preds = %4181, %4178
  %4187 = phi <8 x float> [ %4185, %4181 ], [ %4180, %4178 ]
  %4188 = getelementptr inbounds float, ptr %2697, i64 %9
  %4189 = getelementptr inbounds float, ptr %2699, i64 %9
  %4190 = select i1 %3827, ptr null, ptr %4189
  switch i64 %1346, label %511 [
    i64 1, label %4205
    i64 2, label %4198
    i64 3, label %4191
    i64 0, label %4246
  ]

4191:                                             ; preds = %4186
  %4192 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4187)
  %4193 = bitcast <8 x float> %4187 to <8 x i32>
  %4194 = and <8 x i32> %4193, %1103
  %4195 = bitcast <8 x i32> %4194 to <8 x float>
  %4196 = fcmp oeq <8 x float> %4187, %49
  %4197 = select <8 x i1> %4196, <8 x float> %4195, <8 x float> %4192
  br label %4208

4198:                                             ; preds = %4186
  %4199 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4187)
  %4200 = bitcast <8 x float> %4187 to <8 x i32>
  %4201 = or <8 x i32> %4200, %1104
  %4202 = bitcast <8 x i32> %4201 to <8 x float>
  %4203 = fcmp oeq <8 x float> %4187, %52
  %4204 = select <8 x i1> %4203, <8 x float> %4202, <8 x float> %4199
  br label %4208

4205:                                             ; preds = %4186
  %4206 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4190, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4207 = fadd <8 x float> %4187, %4206
  br label %4208

4208:                                             ; preds = %4205, %4198, %4191
  %4209 = phi <8 x float> [ %4207, %4205 ], [ %4204, %4198 ], [ %4197, %4191 ]
  switch i64 %1388, label %511 [
    i64 1, label %4224
    i64 2, label %4217
    i64 3, label %4210
    i64 0, label %4246
  ]

4210:                                             ; preds = %4208
  %4211 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4209)
  %4212 = bitcast <8 x float> %4209 to <8 x i32>
  %4213 = and <8 x i32> %4212, %1103
  %4214 = bitcast <8 x i32> %4213 to <8 x float>
  %4215 = fcmp oeq <8 x float> %4209, %49
  %4216 = select <8 x i1> %4215, <8 x float> %4214, <8 x float> %4211
  br label %4227

4217:                                             ; preds = %4208
  %4218 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4209)
  %4219 = bitcast <8 x float> %4209 to <8 x i32>
  %4220 = or <8 x i32> %4219, %1104
  %4221 = bitcast <8 x i32> %4220 to <8 x float>
  %4222 = fcmp oeq <8 x float> %4209, %52
  %4223 = select <8 x i1> %4222, <8 x float> %4221, <8 x float> %4218
  br label %4227

4224:                                             ; preds = %4208
  %4225 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4190, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4226 = fadd <8 x float> %4209, %4225
  br label %4227

4227:                                             ; preds = %4224, %4217, %4210
  %4228 = phi <8 x float> [ %4226, %4224 ], [ %4223, %4217 ], [ %4216, %4210 ]
  switch i64 %1390, label %511 [
    i64 1, label %4243
    i64 2, label %4236
    i64 3, label %4229
    i64 0, label %4246
  ]

4229:                                             ; preds = %4227
  %4230 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4228)
  %4231 = bitcast <8 x float> %4228 to <8 x i32>
  %4232 = and <8 x i32> %4231, %1103
  %4233 = bitcast <8 x i32> %4232 to <8 x float>
  %4234 = fcmp oeq <8 x float> %4228, %49
  %4235 = select <8 x i1> %4234, <8 x float> %4233, <8 x float> %4230
  br label %4246

4236:                                             ; preds = %4227
  %4237 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4228)
  %4238 = bitcast <8 x float> %4228 to <8 x i32>
  %4239 = or <8 x i32> %4238, %1104
  %4240 = bitcast <8 x i32> %4239 to <8 x float>
  %4241 = fcmp oeq <8 x float> %4228, %52
  %4242 = select <8 x i1> %4241, <8 x float> %4240, <8 x float> %4237
  br label %4246

4243:                                             ; preds = %4227
  %4244 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4190, <8 x i1> %1117, <8 x float> zeroinitializer)
  %4245 = fadd <8 x float> %4228, %4244
  br label %4246

4246:                                             ; preds = %4229, %4236, %4243, %4227, %4208, %4186
  %4247 = phi <8 x float> [ %4228, %4227 ], [ %4187, %4186 ], [ %4209, %4208 ], [ %4245, %4243 ], [ %4242, %4236 ], [ %4235, %4229 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4247, ptr align 1 %4188, <8 x i1> %1117)
  %4248 = load <8 x float>, ptr %1392, align 32
  br i1 %1579, label %4254, label %4249

4249:                                             ; preds = %4246
  %4250 = load float, ptr %1530, align 1
  %4251 = insertelement <8 x float> poison, float %4250, i64 0
  %4252 = shufflevector <8 x float> %4251, <8 x float> poison, <8 x i32> zeroinitializer
  %4253 = fadd <8 x float> %4248, %4252
  br label %4254

4254:                                             ; preds = %4249, %4246
  %4255 = phi <8 x float> [ %4253, %4249 ], [ %4248, %4246 ]
  %4256 = getelementptr inbounds float, ptr %2697, i64 %1391
  %4257 = getelementptr inbounds float, ptr %2699, i64 %1391
  %4258 = select i1 %3827, ptr null, ptr %4257
  switch i64 %1346, label %511 [
    i64 1, label %4273
    i64 2, label %4266
    i64 3, label %4259
    i64 0, label %4314
  ]

4259:                                             ; preds = %4254
  %4260 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4255)
  %4261 = bitcast <8 x float> %4255 to <8 x i32>
  %4262 = and <8 x i32> %4261, %1103
  %4263 = bitcast <8 x i32> %4262 to <8 x float>
  %4264 = fcmp oeq <8 x float> %4255, %49
  %4265 = select <8 x i1> %4264, <8 x float> %4263, <8 x float> %4260
  br label %4276

4266:                                             ; preds = %4254
  %4267 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4255)
  %4268 = bitcast <8 x float> %4255 to <8 x i32>
  %4269 = or <8 x i32> %4268, %1104
  %4270 = bitcast <8 x i32> %4269 to <8 x float>
  %4271 = fcmp oeq <8 x float> %4255, %52
  %4272 = select <8 x i1> %4271, <8 x float> %4270, <8 x float> %4267
  br label %4276

4273:                                             ; preds = %4254
  %4274 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4258, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4275 = fadd <8 x float> %4255, %4274
  br label %4276

4276:                                             ; preds = %4273, %4266, %4259
  %4277 = phi <8 x float> [ %4275, %4273 ], [ %4272, %4266 ], [ %4265, %4259 ]
  switch i64 %1394, label %511 [
    i64 1, label %4292
    i64 2, label %4285
    i64 3, label %4278
    i64 0, label %4314
  ]

4278:                                             ; preds = %4276
  %4279 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4277)
  %4280 = bitcast <8 x float> %4277 to <8 x i32>
  %4281 = and <8 x i32> %4280, %1103
  %4282 = bitcast <8 x i32> %4281 to <8 x float>
  %4283 = fcmp oeq <8 x float> %4277, %49
  %4284 = select <8 x i1> %4283, <8 x float> %4282, <8 x float> %4279
  br label %4295

4285:                                             ; preds = %4276
  %4286 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4277)
  %4287 = bitcast <8 x float> %4277 to <8 x i32>
  %4288 = or <8 x i32> %4287, %1104
  %4289 = bitcast <8 x i32> %4288 to <8 x float>
  %4290 = fcmp oeq <8 x float> %4277, %52
  %4291 = select <8 x i1> %4290, <8 x float> %4289, <8 x float> %4286
  br label %4295

4292:                                             ; preds = %4276
  %4293 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4258, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4294 = fadd <8 x float> %4277, %4293
  br label %4295

4295:                                             ; preds = %4292, %4285, %4278
  %4296 = phi <8 x float> [ %4294, %4292 ], [ %4291, %4285 ], [ %4284, %4278 ]
  switch i64 %1396, label %511 [
    i64 1, label %4311
    i64 2, label %4304
    i64 3, label %4297
    i64 0, label %4314
  ]

4297:                                             ; preds = %4295
  %4298 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4296)
  %4299 = bitcast <8 x float> %4296 to <8 x i32>
  %4300 = and <8 x i32> %4299, %1103
  %4301 = bitcast <8 x i32> %4300 to <8 x float>
  %4302 = fcmp oeq <8 x float> %4296, %49
  %4303 = select <8 x i1> %4302, <8 x float> %4301, <8 x float> %4298
  br label %4314

4304:                                             ; preds = %4295
  %4305 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4296)
  %4306 = bitcast <8 x float> %4296 to <8 x i32>
  %4307 = or <8 x i32> %4306, %1104
  %4308 = bitcast <8 x i32> %4307 to <8 x float>
  %4309 = fcmp oeq <8 x float> %4296, %52
  %4310 = select <8 x i1> %4309, <8 x float> %4308, <8 x float> %4305
  br label %4314

4311:                                             ; preds = %4295
  %4312 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4258, <8 x i1> %1357, <8 x float> zeroinitializer)
  %4313 = fadd <8 x float> %4296, %4312
  br label %4314

4314:                                             ; preds = %4297, %4304, %4311, %4295, %4276, %4254
  %4315 = phi <8 x float> [ %4296, %4295 ], [ %4255, %4254 ], [ %4277, %4276 ], [ %4313, %4311 ], [ %4310, %4304 ], [ %4303, %4297 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4315, ptr align 1 %4256, <8 x i1> %1357)
  %4316 = load <8 x float>, ptr %1398, align 32
  br i1 %1579, label %4322, label %4317

4317:                                             ; preds = %4314
  %4318 = load float, ptr %1530, align 1
  %4319 = insertelement <8 x float> poison, float %4318, i64 0
  %4320 = shufflevector <8 x float> %4319, <8 x float> poison, <8 x i32> zeroinitializer
  %4321 = fadd <8 x float> %4316, %4320
  br label %4322

4322:                                             ; preds = %4317, %4314
  %4323 = phi <8 x float> [ %4321, %4317 ], [ %4316, %4314 ]
  %4324 = getelementptr inbounds float, ptr %2697, i64 %1397
  %4325 = getelementptr inbounds float, ptr %2699, i64 %1397
  %4326 = select i1 %3827, ptr null, ptr %4325
  switch i64 %1346, label %511 [
    i64 1, label %4341
    i64 2, label %4334
    i64 3, label %4327
    i64 0, label %4382
  ]

4327:                                             ; preds = %4322
  %4328 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4323)
  %4329 = bitcast <8 x float> %4323 to <8 x i32>
  %4330 = and <8 x i32> %4329, %1103
  %4331 = bitcast <8 x i32> %4330 to <8 x float>
  %4332 = fcmp oeq <8 x float> %4323, %49
  %4333 = select <8 x i1> %4332, <8 x float> %4331, <8 x float> %4328
  br label %4344

4334:                                             ; preds = %4322
  %4335 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4323)
  %4336 = bitcast <8 x float> %4323 to <8 x i32>
  %4337 = or <8 x i32> %4336, %1104
  %4338 = bitcast <8 x i32> %4337 to <8 x float>
  %4339 = fcmp oeq <8 x float> %4323, %52
  %4340 = select <8 x i1> %4339, <8 x float> %4338, <8 x float> %4335
  br label %4344

4341:                                             ; preds = %4322
  %4342 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4326, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4343 = fadd <8 x float> %4323, %4342
  br label %4344

4344:                                             ; preds = %4341, %4334, %4327
  %4345 = phi <8 x float> [ %4343, %4341 ], [ %4340, %4334 ], [ %4333, %4327 ]
  switch i64 %1400, label %511 [
    i64 1, label %4360
    i64 2, label %4353
    i64 3, label %4346
    i64 0, label %4382
  ]

4346:                                             ; preds = %4344
  %4347 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4345)
  %4348 = bitcast <8 x float> %4345 to <8 x i32>
  %4349 = and <8 x i32> %4348, %1103
  %4350 = bitcast <8 x i32> %4349 to <8 x float>
  %4351 = fcmp oeq <8 x float> %4345, %49
  %4352 = select <8 x i1> %4351, <8 x float> %4350, <8 x float> %4347
  br label %4363

4353:                                             ; preds = %4344
  %4354 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4345)
  %4355 = bitcast <8 x float> %4345 to <8 x i32>
  %4356 = or <8 x i32> %4355, %1104
  %4357 = bitcast <8 x i32> %4356 to <8 x float>
  %4358 = fcmp oeq <8 x float> %4345, %52
  %4359 = select <8 x i1> %4358, <8 x float> %4357, <8 x float> %4354
  br label %4363

4360:                                             ; preds = %4344
  %4361 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4326, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4362 = fadd <8 x float> %4345, %4361
  br label %4363

4363:                                             ; preds = %4360, %4353, %4346
  %4364 = phi <8 x float> [ %4362, %4360 ], [ %4359, %4353 ], [ %4352, %4346 ]
  switch i64 %1402, label %511 [
    i64 1, label %4379
    i64 2, label %4372
    i64 3, label %4365
    i64 0, label %4382
  ]

4365:                                             ; preds = %4363
  %4366 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4364)
  %4367 = bitcast <8 x float> %4364 to <8 x i32>
  %4368 = and <8 x i32> %4367, %1103
  %4369 = bitcast <8 x i32> %4368 to <8 x float>
  %4370 = fcmp oeq <8 x float> %4364, %49
  %4371 = select <8 x i1> %4370, <8 x float> %4369, <8 x float> %4366
  br label %4382

4372:                                             ; preds = %4363
  %4373 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4364)
  %4374 = bitcast <8 x float> %4364 to <8 x i32>
  %4375 = or <8 x i32> %4374, %1104
  %4376 = bitcast <8 x i32> %4375 to <8 x float>
  %4377 = fcmp oeq <8 x float> %4364, %52
  %4378 = select <8 x i1> %4377, <8 x float> %4376, <8 x float> %4373
  br label %4382

4379:                                             ; preds = %4363
  %4380 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4326, <8 x i1> %1369, <8 x float> zeroinitializer)
  %4381 = fadd <8 x float> %4364, %4380
  br label %4382

4382:                                             ; preds = %4365, %4372, %4379, %4363, %4344, %4322
  %4383 = phi <8 x float> [ %4364, %4363 ], [ %4323, %4322 ], [ %4345, %4344 ], [ %4381, %4379 ], [ %4378, %4372 ], [ %4371, %4365 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4383, ptr align 1 %4324, <8 x i1> %1369)
  %4384 = load <8 x float>, ptr %1404, align 32
  br i1 %1579, label %4390, label %4385

4385:                                             ; preds = %4382
  %4386 = load float, ptr %1530, align 1
  %4387 = insertelement <8 x float> poison, float %4386, i64 0
  %4388 = shufflevector <8 x float> %4387, <8 x float> poison, <8 x i32> zeroinitializer
  %4389 = fadd <8 x float> %4384, %4388
  br label %4390

4390:                                             ; preds = %4385, %4382
  %4391 = phi <8 x float> [ %4389, %4385 ], [ %4384, %4382 ]
  %4392 = getelementptr inbounds float, ptr %2697, i64 %1403
  %4393 = getelementptr inbounds float, ptr %2699, i64 %1403
  %4394 = select i1 %3827, ptr null, ptr %4393
  switch i64 %1346, label %511 [
    i64 1, label %4409
    i64 2, label %4402
    i64 3, label %4395
    i64 0, label %4450
  ]

4395:                                             ; preds = %4390
  %4396 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4391)
  %4397 = bitcast <8 x float> %4391 to <8 x i32>
  %4398 = and <8 x i32> %4397, %1103
  %4399 = bitcast <8 x i32> %4398 to <8 x float>
  %4400 = fcmp oeq <8 x float> %4391, %49
  %4401 = select <8 x i1> %4400, <8 x float> %4399, <8 x float> %4396
  br label %4412

4402:                                             ; preds = %4390
  %4403 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4391)
  %4404 = bitcast <8 x float> %4391 to <8 x i32>
  %4405 = or <8 x i32> %4404, %1104
  %4406 = bitcast <8 x i32> %4405 to <8 x float>
  %4407 = fcmp oeq <8 x float> %4391, %52
  %4408 = select <8 x i1> %4407, <8 x float> %4406, <8 x float> %4403
  br label %4412

4409:                                             ; preds = %4390
  %4410 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4411 = fadd <8 x float> %4391, %4410
  br label %4412

4412:                                             ; preds = %4409, %4402, %4395
  %4413 = phi <8 x float> [ %4411, %4409 ], [ %4408, %4402 ], [ %4401, %4395 ]
  switch i64 %1406, label %511 [
    i64 1, label %4428
    i64 2, label %4421
    i64 3, label %4414
    i64 0, label %4450
  ]

4414:                                             ; preds = %4412
  %4415 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4413)
  %4416 = bitcast <8 x float> %4413 to <8 x i32>
  %4417 = and <8 x i32> %4416, %1103
  %4418 = bitcast <8 x i32> %4417 to <8 x float>
  %4419 = fcmp oeq <8 x float> %4413, %49
  %4420 = select <8 x i1> %4419, <8 x float> %4418, <8 x float> %4415
  br label %4431

4421:                                             ; preds = %4412
  %4422 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4413)
  %4423 = bitcast <8 x float> %4413 to <8 x i32>
  %4424 = or <8 x i32> %4423, %1104
  %4425 = bitcast <8 x i32> %4424 to <8 x float>
  %4426 = fcmp oeq <8 x float> %4413, %52
  %4427 = select <8 x i1> %4426, <8 x float> %4425, <8 x float> %4422
  br label %4431

4428:                                             ; preds = %4412
  %4429 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4430 = fadd <8 x float> %4413, %4429
  br label %4431

4431:                                             ; preds = %4428, %4421, %4414
  %4432 = phi <8 x float> [ %4430, %4428 ], [ %4427, %4421 ], [ %4420, %4414 ]
  switch i64 %1408, label %511 [
    i64 1, label %4447
    i64 2, label %4440
    i64 3, label %4433
    i64 0, label %4450
  ]

4433:                                             ; preds = %4431
  %4434 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4432)
  %4435 = bitcast <8 x float> %4432 to <8 x i32>
  %4436 = and <8 x i32> %4435, %1103
  %4437 = bitcast <8 x i32> %4436 to <8 x float>
  %4438 = fcmp oeq <8 x float> %4432, %49
  %4439 = select <8 x i1> %4438, <8 x float> %4437, <8 x float> %4434
  br label %4450

4440:                                             ; preds = %4431
  %4441 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4432)
  %4442 = bitcast <8 x float> %4432 to <8 x i32>
  %4443 = or <8 x i32> %4442, %1104
  %4444 = bitcast <8 x i32> %4443 to <8 x float>
  %4445 = fcmp oeq <8 x float> %4432, %52
  %4446 = select <8 x i1> %4445, <8 x float> %4444, <8 x float> %4441
  br label %4450

4447:                                             ; preds = %4431
  %4448 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4394, <8 x i1> %1381, <8 x float> zeroinitializer)
  %4449 = fadd <8 x float> %4432, %4448
  br label %4450

4450:                                             ; preds = %4433, %4440, %4447, %4431, %4412, %4390
  %4451 = phi <8 x float> [ %4432, %4431 ], [ %4391, %4390 ], [ %4413, %4412 ], [ %4449, %4447 ], [ %4446, %4440 ], [ %4439, %4433 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4451, ptr align 1 %4392, <8 x i1> %1381)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7932

4452:                                             ; preds = %2705, %7929
  %4453 = phi i64 [ 0, %2705 ], [ %7930, %7929 ]
  %4454 = sub nsw i64 %1038, %4453
  %4455 = icmp sgt i64 %4454, 7
  %4456 = trunc i64 %4454 to i32
  %4457 = select i1 %4455, i32 8, i32 %4456
  switch i32 %4457, label %7929 [
    i32 1, label %4458
    i32 2, label %4603
    i32 3, label %4867
    i32 4, label %5249
    i32 5, label %5631
    i32 6, label %6090
    i32 7, label %6626
    i32 8, label %7239
  ]

4458:                                             ; preds = %4452
  %4459 = shl nsw i64 %4453, 3
  br i1 %1101, label %4462, label %4460

4460:                                             ; preds = %4458
  %4461 = sub nsw i64 %9, %4459
  br label %4467

4462:                                             ; preds = %4458
  %4463 = sub i64 %4459, %17
  %4464 = mul nsw i64 %4453, %11
  %4465 = getelementptr <4 x i64>, ptr %1086, i64 %4464
  %4466 = sub nsw i64 %9, %4459
  br label %4479

4467:                                             ; preds = %4494, %4460
  %4468 = phi i64 [ %4461, %4460 ], [ %4466, %4494 ]
  %4469 = phi <8 x float> [ zeroinitializer, %4460 ], [ %4495, %4494 ]
  %4470 = icmp sgt i64 %4468, 7
  %4471 = trunc i64 %4468 to i32
  %4472 = select i1 %4470, i32 8, i32 %4471
  %4473 = insertelement <8 x i32> poison, i32 %4472, i64 0
  %4474 = shufflevector <8 x i32> %4473, <8 x i32> poison, <8 x i32> zeroinitializer
  %4475 = icmp sgt <8 x i32> %4474, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4476 = getelementptr inbounds nuw float, ptr %2697, i64 %4459
  %4477 = getelementptr inbounds nuw float, ptr %2699, i64 %4459
  %4478 = select i1 %2706, ptr null, ptr %4477
  br i1 %1579, label %4544, label %4539

4479:                                             ; preds = %4462, %4494
  %4480 = phi <8 x float> [ zeroinitializer, %4462 ], [ %4495, %4494 ]
  %4481 = phi i64 [ 0, %4462 ], [ %4496, %4494 ]
  %4482 = mul nsw i64 %4481, %14
  %4483 = sub i64 %4482, %16
  %4484 = add i64 %4483, %2714
  %4485 = icmp slt i64 %4484, 0
  %4486 = icmp sge i64 %4484, %6
  %4487 = or i1 %4485, %4486
  %4488 = select i1 %4487, i64 0, i64 %4484
  %4489 = mul nsw i64 %4488, %7
  %4490 = getelementptr inbounds float, ptr %1527, i64 %4489
  br i1 %1102, label %4491, label %4494

4491:                                             ; preds = %4479
  %4492 = mul nuw nsw i64 %4481, %11
  %4493 = getelementptr inbounds nuw float, ptr %1529, i64 %4492
  br label %4498

4494:                                             ; preds = %4530, %4479
  %4495 = phi <8 x float> [ %4480, %4479 ], [ %4536, %4530 ]
  %4496 = add nuw nsw i64 %4481, 1
  %4497 = icmp eq i64 %4496, %10
  br i1 %4497, label %4467, label %4479

4498:                                             ; preds = %4491, %4530
  %4499 = phi <8 x float> [ %4480, %4491 ], [ %4536, %4530 ]
  %4500 = phi i64 [ 0, %4491 ], [ %4537, %4530 ]
  %4501 = getelementptr inbounds nuw float, ptr %4493, i64 %4500
  %4502 = load float, ptr %4501, align 1
  %4503 = insertelement <8 x float> poison, float %4502, i64 0
  %4504 = shufflevector <8 x float> %4503, <8 x float> poison, <8 x i32> zeroinitializer
  %4505 = mul nsw i64 %4500, %15
  %4506 = add i64 %4463, %4505
  %4507 = icmp slt i64 %4506, 0
  %4508 = sub nsw i64 0, %4506
  %4509 = select i1 %4507, i64 %4508, i64 0
  %4510 = sub nsw i64 %7, %4506
  %4511 = call i64 @llvm.smin.i64(i64 %4510, i64 %4466)
  %4512 = call i64 @llvm.smin.i64(i64 %4511, i64 8)
  %4513 = icmp sgt i64 %4512, %4509
  %4514 = trunc i64 %4509 to i32
  %4515 = select i1 %4513, i32 %4514, i32 0
  %4516 = insertelement <8 x i32> poison, i32 %4515, i64 0
  %4517 = shufflevector <8 x i32> %4516, <8 x i32> poison, <8 x i32> zeroinitializer
  %4518 = icmp slt <8 x i32> %4517, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4519 = trunc i64 %4512 to i32
  %4520 = select i1 %4513, i32 %4519, i32 0
  %4521 = insertelement <8 x i32> poison, i32 %4520, i64 0
  %4522 = shufflevector <8 x i32> %4521, <8 x i32> poison, <8 x i32> zeroinitializer
  %4523 = icmp sgt <8 x i32> %4522, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4524 = and <8 x i1> %4523, %4518
  %4525 = sext <8 x i1> %4524 to <8 x i32>
  %4526 = bitcast <8 x i32> %4525 to <4 x i64>
  br i1 %1111, label %4530, label %4527

4527:                                             ; preds = %4498
  %4528 = getelementptr <4 x i64>, ptr %4465, i64 %4500
  %4529 = load <4 x i64>, ptr %4528, align 32
  br label %4530

4530:                                             ; preds = %4498, %4527
  %4531 = phi <4 x i64> [ %4529, %4527 ], [ %4526, %4498 ]
  %4532 = getelementptr inbounds float, ptr %4490, i64 %4506
  %4533 = select i1 %4487, <4 x i64> zeroinitializer, <4 x i64> %4531
  %4534 = bitcast <4 x i64> %4533 to <8 x i32>
  %4535 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4532, <8 x i32> %4534)
  %4536 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4535, <8 x float> %4504, <8 x float> %4499)
  %4537 = add nuw nsw i64 %4500, 1
  %4538 = icmp eq i64 %4537, %11
  br i1 %4538, label %4494, label %4498

4539:                                             ; preds = %4467
  %4540 = load float, ptr %1530, align 1
  %4541 = insertelement <8 x float> poison, float %4540, i64 0
  %4542 = shufflevector <8 x float> %4541, <8 x float> poison, <8 x i32> zeroinitializer
  %4543 = fadd <8 x float> %4469, %4542
  br label %4544

4544:                                             ; preds = %4539, %4467
  %4545 = phi <8 x float> [ %4543, %4539 ], [ %4469, %4467 ]
  switch i64 %1340, label %511 [
    i64 1, label %4546
    i64 2, label %4549
    i64 3, label %4556
    i64 0, label %4601
  ]

4546:                                             ; preds = %4544
  %4547 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4478, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4548 = fadd <8 x float> %4545, %4547
  br label %4563

4549:                                             ; preds = %4544
  %4550 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4545)
  %4551 = bitcast <8 x float> %4545 to <8 x i32>
  %4552 = or <8 x i32> %4551, %1104
  %4553 = bitcast <8 x i32> %4552 to <8 x float>
  %4554 = fcmp oeq <8 x float> %4545, %52
  %4555 = select <8 x i1> %4554, <8 x float> %4553, <8 x float> %4550
  br label %4563

4556:                                             ; preds = %4544
  %4557 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4545)
  %4558 = bitcast <8 x float> %4545 to <8 x i32>
  %4559 = and <8 x i32> %4558, %1103
  %4560 = bitcast <8 x i32> %4559 to <8 x float>
  %4561 = fcmp oeq <8 x float> %4545, %49
  %4562 = select <8 x i1> %4561, <8 x float> %4560, <8 x float> %4557
  br label %4563

4563:                                             ; preds = %4556, %4549, %4546
  %4564 = phi <8 x float> [ %4548, %4546 ], [ %4555, %4549 ], [ %4562, %4556 ]
  switch i64 %1342, label %511 [
    i64 1, label %4579
    i64 2, label %4572
    i64 3, label %4565
    i64 0, label %4601
  ]

4565:                                             ; preds = %4563
  %4566 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4564)
  %4567 = bitcast <8 x float> %4564 to <8 x i32>
  %4568 = and <8 x i32> %4567, %1103
  %4569 = bitcast <8 x i32> %4568 to <8 x float>
  %4570 = fcmp oeq <8 x float> %4564, %49
  %4571 = select <8 x i1> %4570, <8 x float> %4569, <8 x float> %4566
  br label %4582

4572:                                             ; preds = %4563
  %4573 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4564)
  %4574 = bitcast <8 x float> %4564 to <8 x i32>
  %4575 = or <8 x i32> %4574, %1104
  %4576 = bitcast <8 x i32> %4575 to <8 x float>
  %4577 = fcmp oeq <8 x float> %4564, %52
  %4578 = select <8 x i1> %4577, <8 x float> %4576, <8 x float> %4573
  br label %4582

4579:                                             ; preds = %4563
  %4580 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4478, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4581 = fadd <8 x float> %4564, %4580
  br label %4582

4582:                                             ; preds = %4579, %4572, %4565
  %4583 = phi <8 x float> [ %4581, %4579 ], [ %4578, %4572 ], [ %4571, %4565 ]
  switch i64 %1344, label %511 [
    i64 1, label %4598
    i64 2, label %4591
    i64 3, label %4584
    i64 0, label %4601
  ]

4584:                                             ; preds = %4582
  %4585 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4583)
  %4586 = bitcast <8 x float> %4583 to <8 x i32>
  %4587 = and <8 x i32> %4586, %1103
  %4588 = bitcast <8 x i32> %4587 to <8 x float>
  %4589 = fcmp oeq <8 x float> %4583, %49
  %4590 = select <8 x i1> %4589, <8 x float> %4588, <8 x float> %4585
  br label %4601

4591:                                             ; preds = %4582
  %4592 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4583)
  %4593 = bitcast <8 x float> %4583 to <8 x i32>
  %4594 = or <8 x i32> %4593, %1104
  %4595 = bitcast <8 x i32> %4594 to <8 x float>
  %4596 = fcmp oeq <8 x float> %4583, %52
  %4597 = select <8 x i1> %4596, <8 x float> %4595, <8 x float> %4592
  br label %4601

4598:                                             ; preds = %4582
  %4599 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4478, <8 x i1> %4475, <8 x float> zeroinitializer)
  %4600 = fadd <8 x float> %4583, %4599
  br label %4601

4601:                                             ; preds = %4584, %4591, %4598, %4582, %4563, %4544
  %4602 = phi <8 x float> [ %4583, %4582 ], [ %4545, %4544 ], [ %4564, %4563 ], [ %4600, %4598 ], [ %4597, %4591 ], [ %4590, %4584 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4602, ptr align 1 %4476, <8 x i1> %4475)
  br label %7929

4603:                                             ; preds = %4452
  br i1 %1101, label %4604, label %4713

4604:                                             ; preds = %4603
  %4605 = shl nsw i64 %4453, 3
  %4606 = mul nuw nsw i64 %4453, %11
  %4607 = or disjoint i64 %4453, 1
  %4608 = shl nsw i64 %4607, 3
  %4609 = mul nuw nsw i64 %4607, %11
  %4610 = sub nsw i64 %9, %4605
  %4611 = shl i64 %4453, 3
  %4612 = or disjoint i64 %4611, 8
  %4613 = sub nsw i64 %9, %4612
  br label %4614

4614:                                             ; preds = %4604, %4630
  %4615 = phi <8 x float> [ zeroinitializer, %4604 ], [ %4631, %4630 ]
  %4616 = phi <8 x float> [ zeroinitializer, %4604 ], [ %4632, %4630 ]
  %4617 = phi i64 [ 0, %4604 ], [ %4633, %4630 ]
  %4618 = mul nsw i64 %4617, %14
  %4619 = sub i64 %4618, %16
  %4620 = add i64 %4619, %2713
  %4621 = icmp slt i64 %4620, 0
  %4622 = icmp sge i64 %4620, %6
  %4623 = or i1 %4621, %4622
  %4624 = select i1 %4623, i64 0, i64 %4620
  %4625 = mul nsw i64 %4624, %7
  %4626 = getelementptr inbounds float, ptr %1527, i64 %4625
  br i1 %1102, label %4627, label %4630

4627:                                             ; preds = %4614
  %4628 = mul nuw nsw i64 %4617, %11
  %4629 = getelementptr inbounds nuw float, ptr %1529, i64 %4628
  br label %4635

4630:                                             ; preds = %4702, %4614
  %4631 = phi <8 x float> [ %4615, %4614 ], [ %4704, %4702 ]
  %4632 = phi <8 x float> [ %4616, %4614 ], [ %4710, %4702 ]
  %4633 = add nuw nsw i64 %4617, 1
  %4634 = icmp eq i64 %4633, %10
  br i1 %4634, label %4713, label %4614

4635:                                             ; preds = %4627, %4702
  %4636 = phi <8 x float> [ %4615, %4627 ], [ %4704, %4702 ]
  %4637 = phi <8 x float> [ %4616, %4627 ], [ %4710, %4702 ]
  %4638 = phi i64 [ 0, %4627 ], [ %4711, %4702 ]
  %4639 = getelementptr inbounds nuw float, ptr %4629, i64 %4638
  %4640 = load float, ptr %4639, align 1
  %4641 = insertelement <8 x float> poison, float %4640, i64 0
  %4642 = shufflevector <8 x float> %4641, <8 x float> poison, <8 x i32> zeroinitializer
  %4643 = mul nsw i64 %4638, %15
  %4644 = sub i64 %4643, %17
  %4645 = add i64 %4644, %4605
  br i1 %1111, label %4658, label %4646

4646:                                             ; preds = %4635
  %4647 = getelementptr <4 x i64>, ptr %1086, i64 %4638
  %4648 = getelementptr <4 x i64>, ptr %4647, i64 %4606
  %4649 = load <4 x i64>, ptr %4648, align 32
  %4650 = getelementptr inbounds float, ptr %4626, i64 %4645
  %4651 = select i1 %4623, <4 x i64> zeroinitializer, <4 x i64> %4649
  %4652 = bitcast <4 x i64> %4651 to <8 x i32>
  %4653 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4650, <8 x i32> %4652)
  %4654 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4653, <8 x float> %4642, <8 x float> %4636)
  %4655 = add i64 %4644, %4608
  %4656 = getelementptr <4 x i64>, ptr %4647, i64 %4609
  %4657 = load <4 x i64>, ptr %4656, align 32
  br label %4702

4658:                                             ; preds = %4635
  %4659 = icmp slt i64 %4645, 0
  %4660 = sub nsw i64 0, %4645
  %4661 = select i1 %4659, i64 %4660, i64 0
  %4662 = sub nsw i64 %7, %4645
  %4663 = call i64 @llvm.smin.i64(i64 %4662, i64 %4610)
  %4664 = call i64 @llvm.smin.i64(i64 %4663, i64 8)
  %4665 = icmp sgt i64 %4664, %4661
  %4666 = trunc i64 %4661 to i32
  %4667 = select i1 %4665, i32 %4666, i32 0
  %4668 = insertelement <8 x i32> poison, i32 %4667, i64 0
  %4669 = shufflevector <8 x i32> %4668, <8 x i32> poison, <8 x i32> zeroinitializer
  %4670 = icmp slt <8 x i32> %4669, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4671 = trunc i64 %4664 to i32
  %4672 = select i1 %4665, i32 %4671, i32 0
  %4673 = insertelement <8 x i32> poison, i32 %4672, i64 0
  %4674 = shufflevector <8 x i32> %4673, <8 x i32> poison, <8 x i32> zeroinitializer
  %4675 = icmp sgt <8 x i32> %4674, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4676 = and <8 x i1> %4675, %4670
  %4677 = getelementptr inbounds float, ptr %4626, i64 %4645
  %4678 = select i1 %4623, <8 x i1> zeroinitializer, <8 x i1> %4676
  %4679 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4677, <8 x i1> %4678, <8 x float> zeroinitializer)
  %4680 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4679, <8 x float> %4642, <8 x float> %4636)
  %4681 = add i64 %4644, %4612
  %4682 = icmp slt i64 %4681, 0
  %4683 = sub nsw i64 0, %4681
  %4684 = select i1 %4682, i64 %4683, i64 0
  %4685 = sub nsw i64 %7, %4681
  %4686 = call i64 @llvm.smin.i64(i64 %4685, i64 %4613)
  %4687 = call i64 @llvm.smin.i64(i64 %4686, i64 8)
  %4688 = icmp sgt i64 %4687, %4684
  %4689 = trunc i64 %4684 to i32
  %4690 = select i1 %4688, i32 %4689, i32 0
  %4691 = insertelement <8 x i32> poison, i32 %4690, i64 0
  %4692 = shufflevector <8 x i32> %4691, <8 x i32> poison, <8 x i32> zeroinitializer
  %4693 = icmp slt <8 x i32> %4692, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4694 = trunc i64 %4687 to i32
  %4695 = select i1 %4688, i32 %4694, i32 0
  %4696 = insertelement <8 x i32> poison, i32 %4695, i64 0
  %4697 = shufflevector <8 x i32> %4696, <8 x i32> poison, <8 x i32> zeroinitializer
  %4698 = icmp sgt <8 x i32> %4697, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4699 = and <8 x i1> %4698, %4693
  %4700 = sext <8 x i1> %4699 to <8 x i32>
  %4701 = bitcast <8 x i32> %4700 to <4 x i64>
  br label %4702

4702:                                             ; preds = %4658, %4646
  %4703 = phi i64 [ %4655, %4646 ], [ %4681, %4658 ]
  %4704 = phi <8 x float> [ %4654, %4646 ], [ %4680, %4658 ]
  %4705 = phi <4 x i64> [ %4657, %4646 ], [ %4701, %4658 ]
  %4706 = getelementptr inbounds float, ptr %4626, i64 %4703
  %4707 = select i1 %4623, <4 x i64> zeroinitializer, <4 x i64> %4705
  %4708 = bitcast <4 x i64> %4707 to <8 x i32>
  %4709 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4706, <8 x i32> %4708)
  %4710 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4709, <8 x float> %4642, <8 x float> %4637)
  %4711 = add nuw nsw i64 %4638, 1
  %4712 = icmp eq i64 %4711, %11
  br i1 %4712, label %4630, label %4635

4713:                                             ; preds = %4630, %4603
  %4714 = phi <8 x float> [ zeroinitializer, %4603 ], [ %4631, %4630 ]
  %4715 = phi <8 x float> [ zeroinitializer, %4603 ], [ %4632, %4630 ]
  %4716 = shl nsw i64 %4453, 3
  %4717 = sub nsw i64 %9, %4716
  %4718 = icmp sgt i64 %4717, 7
  %4719 = trunc i64 %4717 to i32
  %4720 = select i1 %4718, i32 8, i32 %4719
  %4721 = insertelement <8 x i32> poison, i32 %4720, i64 0
  %4722 = shufflevector <8 x i32> %4721, <8 x i32> poison, <8 x i32> zeroinitializer
  %4723 = icmp sgt <8 x i32> %4722, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %4729, label %4724

4724:                                             ; preds = %4713
  %4725 = load float, ptr %1530, align 1
  %4726 = insertelement <8 x float> poison, float %4725, i64 0
  %4727 = shufflevector <8 x float> %4726, <8 x float> poison, <8 x i32> zeroinitializer
  %4728 = fadd <8 x float> %4714, %4727
  br label %4729

4729:                                             ; preds = %4724, %4713
  %4730 = phi <8 x float> [ %4728, %4724 ], [ %4714, %4713 ]
  %4731 = getelementptr inbounds nuw float, ptr %2697, i64 %4716
  %4732 = getelementptr inbounds nuw float, ptr %2699, i64 %4716
  %4733 = select i1 %2706, ptr null, ptr %4732
  switch i64 %1331, label %511 [
    i64 1, label %4734
    i64 2, label %4737
    i64 3, label %4744
    i64 0, label %4789
  ]

4734:                                             ; preds = %4729
  %4735 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4733, <8 x i1> %4723, <8 x float> zeroinitializer)
  %4736 = fadd <8 x float> %4730, %4735
  br label %4751

4737:                                             ; preds = %4729
  %4738 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4730)
  %4739 = bitcast <8 x float> %4730 to <8 x i32>
  %4740 = or <8 x i32> %4739, %1104
  %4741 = bitcast <8 x i32> %4740 to <8 x float>
  %4742 = fcmp oeq <8 x float> %4730, %52
  %4743 = select <8 x i1> %4742, <8 x float> %4741, <8 x float> %4738
  br label %4751

4744:                                             ; preds = %4729
  %4745 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4730)
  %4746 = bitcast <8 x float> %4730 to <8 x i32>
  %4747 = and <8 x i32> %4746, %1103
  %4748 = bitcast <8 x i32> %4747 to <8 x float>
  %4749 = fcmp oeq <8 x float> %4730, %49
  %4750 = select <8 x i1> %4749, <8 x float> %4748, <8 x float> %4745
  br label %4751

4751:                                             ; preds = %4744, %4737, %4734
  %4752 = phi <8 x float> [ %4736, %4734 ], [ %4743, %4737 ], [ %4750, %4744 ]
  switch i64 %1333, label %511 [
    i64 1, label %4767
    i64 2, label %4760
    i64 3, label %4753
    i64 0, label %4789
  ]

4753:                                             ; preds = %4751
  %4754 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4752)
  %4755 = bitcast <8 x float> %4752 to <8 x i32>
  %4756 = and <8 x i32> %4755, %1103
  %4757 = bitcast <8 x i32> %4756 to <8 x float>
  %4758 = fcmp oeq <8 x float> %4752, %49
  %4759 = select <8 x i1> %4758, <8 x float> %4757, <8 x float> %4754
  br label %4770

4760:                                             ; preds = %4751
  %4761 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4752)
  %4762 = bitcast <8 x float> %4752 to <8 x i32>
  %4763 = or <8 x i32> %4762, %1104
  %4764 = bitcast <8 x i32> %4763 to <8 x float>
  %4765 = fcmp oeq <8 x float> %4752, %52
  %4766 = select <8 x i1> %4765, <8 x float> %4764, <8 x float> %4761
  br label %4770

4767:                                             ; preds = %4751
  %4768 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4733, <8 x i1> %4723, <8 x float> zeroinitializer)
  %4769 = fadd <8 x float> %4752, %4768
  br label %4770

4770:                                             ; preds = %4767, %4760, %4753
  %4771 = phi <8 x float> [ %4769, %4767 ], [ %4766, %4760 ], [ %4759, %4753 ]
  switch i64 %1335, label %511 [
    i64 1, label %4786
    i64 2, label %4779
    i64 3, label %4772
    i64 0, label %4789
  ]

4772:                                             ; preds = %4770
  %4773 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4771)
  %4774 = bitcast <8 x float> %4771 to <8 x i32>
  %4775 = and <8 x i32> %4774, %1103
  %4776 = bitcast <8 x i32> %4775 to <8 x float>
  %4777 = fcmp oeq <8 x float> %4771, %49
  %4778 = select <8 x i1> %4777, <8 x float> %4776, <8 x float> %4773
  br label %4789

4779:                                             ; preds = %4770
  %4780 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4771)
  %4781 = bitcast <8 x float> %4771 to <8 x i32>
  %4782 = or <8 x i32> %4781, %1104
  %4783 = bitcast <8 x i32> %4782 to <8 x float>
  %4784 = fcmp oeq <8 x float> %4771, %52
  %4785 = select <8 x i1> %4784, <8 x float> %4783, <8 x float> %4780
  br label %4789

4786:                                             ; preds = %4770
  %4787 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4733, <8 x i1> %4723, <8 x float> zeroinitializer)
  %4788 = fadd <8 x float> %4771, %4787
  br label %4789

4789:                                             ; preds = %4772, %4779, %4786, %4770, %4751, %4729
  %4790 = phi <8 x float> [ %4771, %4770 ], [ %4730, %4729 ], [ %4752, %4751 ], [ %4788, %4786 ], [ %4785, %4779 ], [ %4778, %4772 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4790, ptr align 1 %4731, <8 x i1> %4723)
  %4791 = shl i64 %4453, 3
  %4792 = or disjoint i64 %4791, 8
  %4793 = sub nsw i64 %9, %4792
  %4794 = icmp sgt i64 %4793, 7
  %4795 = trunc i64 %4793 to i32
  %4796 = select i1 %4794, i32 8, i32 %4795
  %4797 = insertelement <8 x i32> poison, i32 %4796, i64 0
  %4798 = shufflevector <8 x i32> %4797, <8 x i32> poison, <8 x i32> zeroinitializer
  %4799 = icmp sgt <8 x i32> %4798, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %4805, label %4800

4800:                                             ; preds = %4789
  %4801 = load float, ptr %1530, align 1
  %4802 = insertelement <8 x float> poison, float %4801, i64 0
  %4803 = shufflevector <8 x float> %4802, <8 x float> poison, <8 x i32> zeroinitializer
  %4804 = fadd <8 x float> %4715, %4803
  br label %4805

4805:                                             ; preds = %4800, %4789
  %4806 = phi <8 x float> [ %4804, %4800 ], [ %4715, %4789 ]
  %4807 = getelementptr inbounds nuw float, ptr %2697, i64 %4792
  %4808 = getelementptr inbounds nuw float, ptr %2699, i64 %4792
  %4809 = select i1 %2706, ptr null, ptr %4808
  switch i64 %1331, label %511 [
    i64 1, label %4824
    i64 2, label %4817
    i64 3, label %4810
    i64 0, label %4865
  ]

4810:                                             ; preds = %4805
  %4811 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4806)
  %4812 = bitcast <8 x float> %4806 to <8 x i32>
  %4813 = and <8 x i32> %4812, %1103
  %4814 = bitcast <8 x i32> %4813 to <8 x float>
  %4815 = fcmp oeq <8 x float> %4806, %49
  %4816 = select <8 x i1> %4815, <8 x float> %4814, <8 x float> %4811
  br label %4827

4817:                                             ; preds = %4805
  %4818 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4806)
  %4819 = bitcast <8 x float> %4806 to <8 x i32>
  %4820 = or <8 x i32> %4819, %1104
  %4821 = bitcast <8 x i32> %4820 to <8 x float>
  %4822 = fcmp oeq <8 x float> %4806, %52
  %4823 = select <8 x i1> %4822, <8 x float> %4821, <8 x float> %4818
  br label %4827

4824:                                             ; preds = %4805
  %4825 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4809, <8 x i1> %4799, <8 x float> zeroinitializer)
  %4826 = fadd <8 x float> %4806, %4825
  br label %4827

4827:                                             ; preds = %4824, %4817, %4810
  %4828 = phi <8 x float> [ %4826, %4824 ], [ %4823, %4817 ], [ %4816, %4810 ]
  switch i64 %1337, label %511 [
    i64 1, label %4843
    i64 2, label %4836
    i64 3, label %4829
    i64 0, label %4865
  ]

4829:                                             ; preds = %4827
  %4830 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4828)
  %4831 = bitcast <8 x float> %4828 to <8 x i32>
  %4832 = and <8 x i32> %4831, %1103
  %4833 = bitcast <8 x i32> %4832 to <8 x float>
  %4834 = fcmp oeq <8 x float> %4828, %49
  %4835 = select <8 x i1> %4834, <8 x float> %4833, <8 x float> %4830
  br label %4846

4836:                                             ; preds = %4827
  %4837 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4828)
  %4838 = bitcast <8 x float> %4828 to <8 x i32>
  %4839 = or <8 x i32> %4838, %1104
  %4840 = bitcast <8 x i32> %4839 to <8 x float>
  %4841 = fcmp oeq <8 x float> %4828, %52
  %4842 = select <8 x i1> %4841, <8 x float> %4840, <8 x float> %4837
  br label %4846

4843:                                             ; preds = %4827
  %4844 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4809, <8 x i1> %4799, <8 x float> zeroinitializer)
  %4845 = fadd <8 x float> %4828, %4844
  br label %4846

4846:                                             ; preds = %4843, %4836, %4829
  %4847 = phi <8 x float> [ %4845, %4843 ], [ %4842, %4836 ], [ %4835, %4829 ]
  switch i64 %1339, label %511 [
    i64 1, label %4862
    i64 2, label %4855
    i64 3, label %4848
    i64 0, label %4865
  ]

4848:                                             ; preds = %4846
  %4849 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %4847)
  %4850 = bitcast <8 x float> %4847 to <8 x i32>
  %4851 = and <8 x i32> %4850, %1103
  %4852 = bitcast <8 x i32> %4851 to <8 x float>
  %4853 = fcmp oeq <8 x float> %4847, %49
  %4854 = select <8 x i1> %4853, <8 x float> %4852, <8 x float> %4849
  br label %4865

4855:                                             ; preds = %4846
  %4856 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %4847)
  %4857 = bitcast <8 x float> %4847 to <8 x i32>
  %4858 = or <8 x i32> %4857, %1104
  %4859 = bitcast <8 x i32> %4858 to <8 x float>
  %4860 = fcmp oeq <8 x float> %4847, %52
  %4861 = select <8 x i1> %4860, <8 x float> %4859, <8 x float> %4856
  br label %4865

4862:                                             ; preds = %4846
  %4863 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4809, <8 x i1> %4799, <8 x float> zeroinitializer)
  %4864 = fadd <8 x float> %4847, %4863
  br label %4865

4865:                                             ; preds = %4848, %4855, %4862, %4846, %4827, %4805
  %4866 = phi <8 x float> [ %4847, %4846 ], [ %4806, %4805 ], [ %4828, %4827 ], [ %4864, %4862 ], [ %4861, %4855 ], [ %4854, %4848 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %4866, ptr nonnull align 1 %4807, <8 x i1> %4799)
  br label %7929

4867:                                             ; preds = %4452
  br i1 %1101, label %4868, label %5018

4868:                                             ; preds = %4867
  %4869 = shl nsw i64 %4453, 3
  %4870 = mul nuw nsw i64 %4453, %11
  %4871 = or disjoint i64 %4453, 1
  %4872 = mul nuw nsw i64 %4871, %11
  %4873 = or disjoint i64 %4453, 2
  %4874 = shl nsw i64 %4873, 3
  %4875 = mul nuw nsw i64 %4873, %11
  %4876 = sub nsw i64 %9, %4869
  %4877 = shl i64 %4453, 3
  %4878 = or disjoint i64 %4877, 8
  %4879 = sub nsw i64 %9, %4878
  %4880 = shl i64 %4453, 3
  %4881 = or disjoint i64 %4880, 16
  %4882 = sub nsw i64 %9, %4881
  %4883 = shl i64 %4871, 5
  br label %4884

4884:                                             ; preds = %4868, %4902
  %4885 = phi <8 x float> [ zeroinitializer, %4868 ], [ %4903, %4902 ]
  %4886 = phi <8 x float> [ zeroinitializer, %4868 ], [ %4904, %4902 ]
  %4887 = phi <8 x float> [ zeroinitializer, %4868 ], [ %4905, %4902 ]
  %4888 = phi i64 [ 0, %4868 ], [ %4906, %4902 ]
  %4889 = mul nsw i64 %4888, %14
  %4890 = sub i64 %4889, %16
  %4891 = add i64 %4890, %2712
  %4892 = icmp slt i64 %4891, 0
  %4893 = icmp sge i64 %4891, %6
  %4894 = or i1 %4892, %4893
  %4895 = select i1 %4894, i64 0, i64 %4891
  %4896 = mul nsw i64 %4895, %7
  %4897 = getelementptr inbounds float, ptr %1527, i64 %4896
  br i1 %1102, label %4898, label %4902

4898:                                             ; preds = %4884
  %4899 = mul nuw nsw i64 %4888, %11
  %4900 = getelementptr inbounds nuw float, ptr %1529, i64 %4899
  %4901 = getelementptr i8, ptr %4897, i64 %4883
  br label %4908

4902:                                             ; preds = %5006, %4884
  %4903 = phi <8 x float> [ %4885, %4884 ], [ %5009, %5006 ]
  %4904 = phi <8 x float> [ %4886, %4884 ], [ %5008, %5006 ]
  %4905 = phi <8 x float> [ %4887, %4884 ], [ %5015, %5006 ]
  %4906 = add nuw nsw i64 %4888, 1
  %4907 = icmp eq i64 %4906, %10
  br i1 %4907, label %5018, label %4884

4908:                                             ; preds = %4898, %5006
  %4909 = phi <8 x float> [ %4885, %4898 ], [ %5009, %5006 ]
  %4910 = phi <8 x float> [ %4886, %4898 ], [ %5008, %5006 ]
  %4911 = phi <8 x float> [ %4887, %4898 ], [ %5015, %5006 ]
  %4912 = phi i64 [ 0, %4898 ], [ %5016, %5006 ]
  %4913 = getelementptr inbounds nuw float, ptr %4900, i64 %4912
  %4914 = load float, ptr %4913, align 1
  %4915 = insertelement <8 x float> poison, float %4914, i64 0
  %4916 = shufflevector <8 x float> %4915, <8 x float> poison, <8 x i32> zeroinitializer
  %4917 = mul nsw i64 %4912, %15
  %4918 = sub i64 %4917, %17
  %4919 = add i64 %4918, %4869
  br i1 %1111, label %4939, label %4920

4920:                                             ; preds = %4908
  %4921 = getelementptr <4 x i64>, ptr %1086, i64 %4912
  %4922 = getelementptr <4 x i64>, ptr %4921, i64 %4870
  %4923 = load <4 x i64>, ptr %4922, align 32
  %4924 = getelementptr inbounds float, ptr %4897, i64 %4919
  %4925 = select i1 %4894, <4 x i64> zeroinitializer, <4 x i64> %4923
  %4926 = bitcast <4 x i64> %4925 to <8 x i32>
  %4927 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4924, <8 x i32> %4926)
  %4928 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4927, <8 x float> %4916, <8 x float> %4909)
  %4929 = getelementptr <4 x i64>, ptr %4921, i64 %4872
  %4930 = load <4 x i64>, ptr %4929, align 32
  %4931 = getelementptr float, ptr %4901, i64 %4918
  %4932 = select i1 %4894, <4 x i64> zeroinitializer, <4 x i64> %4930
  %4933 = bitcast <4 x i64> %4932 to <8 x i32>
  %4934 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %4931, <8 x i32> %4933)
  %4935 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4934, <8 x float> %4916, <8 x float> %4910)
  %4936 = add i64 %4918, %4874
  %4937 = getelementptr <4 x i64>, ptr %4921, i64 %4875
  %4938 = load <4 x i64>, ptr %4937, align 32
  br label %5006

4939:                                             ; preds = %4908
  %4940 = icmp slt i64 %4919, 0
  %4941 = sub nsw i64 0, %4919
  %4942 = select i1 %4940, i64 %4941, i64 0
  %4943 = sub nsw i64 %7, %4919
  %4944 = call i64 @llvm.smin.i64(i64 %4943, i64 %4876)
  %4945 = call i64 @llvm.smin.i64(i64 %4944, i64 8)
  %4946 = icmp sgt i64 %4945, %4942
  %4947 = trunc i64 %4942 to i32
  %4948 = select i1 %4946, i32 %4947, i32 0
  %4949 = insertelement <8 x i32> poison, i32 %4948, i64 0
  %4950 = shufflevector <8 x i32> %4949, <8 x i32> poison, <8 x i32> zeroinitializer
  %4951 = icmp slt <8 x i32> %4950, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4952 = trunc i64 %4945 to i32
  %4953 = select i1 %4946, i32 %4952, i32 0
  %4954 = insertelement <8 x i32> poison, i32 %4953, i64 0
  %4955 = shufflevector <8 x i32> %4954, <8 x i32> poison, <8 x i32> zeroinitializer
  %4956 = icmp sgt <8 x i32> %4955, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4957 = and <8 x i1> %4956, %4951
  %4958 = getelementptr inbounds float, ptr %4897, i64 %4919
  %4959 = select i1 %4894, <8 x i1> zeroinitializer, <8 x i1> %4957
  %4960 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4958, <8 x i1> %4959, <8 x float> zeroinitializer)
  %4961 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4960, <8 x float> %4916, <8 x float> %4909)
  %4962 = add i64 %4918, %4878
  %4963 = icmp slt i64 %4962, 0
  %4964 = sub nsw i64 0, %4962
  %4965 = select i1 %4963, i64 %4964, i64 0
  %4966 = sub nsw i64 %7, %4962
  %4967 = call i64 @llvm.smin.i64(i64 %4966, i64 %4879)
  %4968 = call i64 @llvm.smin.i64(i64 %4967, i64 8)
  %4969 = icmp sgt i64 %4968, %4965
  %4970 = trunc i64 %4965 to i32
  %4971 = select i1 %4969, i32 %4970, i32 0
  %4972 = insertelement <8 x i32> poison, i32 %4971, i64 0
  %4973 = shufflevector <8 x i32> %4972, <8 x i32> poison, <8 x i32> zeroinitializer
  %4974 = icmp slt <8 x i32> %4973, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4975 = trunc i64 %4968 to i32
  %4976 = select i1 %4969, i32 %4975, i32 0
  %4977 = insertelement <8 x i32> poison, i32 %4976, i64 0
  %4978 = shufflevector <8 x i32> %4977, <8 x i32> poison, <8 x i32> zeroinitializer
  %4979 = icmp sgt <8 x i32> %4978, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4980 = and <8 x i1> %4979, %4974
  %4981 = getelementptr inbounds float, ptr %4897, i64 %4962
  %4982 = select i1 %4894, <8 x i1> zeroinitializer, <8 x i1> %4980
  %4983 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4981, <8 x i1> %4982, <8 x float> zeroinitializer)
  %4984 = call <8 x float> @llvm.fma.v8f32(<8 x float> %4983, <8 x float> %4916, <8 x float> %4910)
  %4985 = add i64 %4918, %4881
  %4986 = icmp slt i64 %4985, 0
  %4987 = sub nsw i64 0, %4985
  %4988 = select i1 %4986, i64 %4987, i64 0
  %4989 = sub nsw i64 %7, %4985
  %4990 = call i64 @llvm.smin.i64(i64 %4989, i64 %4882)
  %4991 = call i64 @llvm.smin.i64(i64 %4990, i64 8)
  %4992 = icmp sgt i64 %4991, %4988
  %4993 = trunc i64 %4988 to i32
  %4994 = select i1 %4992, i32 %4993, i32 0
  %4995 = insertelement <8 x i32> poison, i32 %4994, i64 0
  %4996 = shufflevector <8 x i32> %4995, <8 x i32> poison, <8 x i32> zeroinitializer
  %4997 = icmp slt <8 x i32> %4996, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4998 = trunc i64 %4991 to i32
  %4999 = select i1 %4992, i32 %4998, i32 0
  %5000 = insertelement <8 x i32> poison, i32 %4999, i64 0
  %5001 = shufflevector <8 x i32> %5000, <8 x i32> poison, <8 x i32> zeroinitializer
  %5002 = icmp sgt <8 x i32> %5001, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5003 = and <8 x i1> %5002, %4997
  %5004 = sext <8 x i1> %5003 to <8 x i32>
  %5005 = bitcast <8 x i32> %5004 to <4 x i64>
  br label %5006

5006:                                             ; preds = %4939, %4920
  %5007 = phi i64 [ %4936, %4920 ], [ %4985, %4939 ]
  %5008 = phi <8 x float> [ %4935, %4920 ], [ %4984, %4939 ]
  %5009 = phi <8 x float> [ %4928, %4920 ], [ %4961, %4939 ]
  %5010 = phi <4 x i64> [ %4938, %4920 ], [ %5005, %4939 ]
  %5011 = getelementptr inbounds float, ptr %4897, i64 %5007
  %5012 = select i1 %4894, <4 x i64> zeroinitializer, <4 x i64> %5010
  %5013 = bitcast <4 x i64> %5012 to <8 x i32>
  %5014 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5011, <8 x i32> %5013)
  %5015 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5014, <8 x float> %4916, <8 x float> %4911)
  %5016 = add nuw nsw i64 %4912, 1
  %5017 = icmp eq i64 %5016, %11
  br i1 %5017, label %4902, label %4908

5018:                                             ; preds = %4902, %4867
  %5019 = phi <8 x float> [ zeroinitializer, %4867 ], [ %4903, %4902 ]
  %5020 = phi <8 x float> [ zeroinitializer, %4867 ], [ %4904, %4902 ]
  %5021 = phi <8 x float> [ zeroinitializer, %4867 ], [ %4905, %4902 ]
  %5022 = shl nsw i64 %4453, 3
  %5023 = sub nsw i64 %9, %5022
  %5024 = icmp sgt i64 %5023, 7
  %5025 = trunc i64 %5023 to i32
  %5026 = select i1 %5024, i32 8, i32 %5025
  %5027 = insertelement <8 x i32> poison, i32 %5026, i64 0
  %5028 = shufflevector <8 x i32> %5027, <8 x i32> poison, <8 x i32> zeroinitializer
  %5029 = icmp sgt <8 x i32> %5028, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %5035, label %5030

5030:                                             ; preds = %5018
  %5031 = load float, ptr %1530, align 1
  %5032 = insertelement <8 x float> poison, float %5031, i64 0
  %5033 = shufflevector <8 x float> %5032, <8 x float> poison, <8 x i32> zeroinitializer
  %5034 = fadd <8 x float> %5019, %5033
  br label %5035

5035:                                             ; preds = %5030, %5018
  %5036 = phi <8 x float> [ %5034, %5030 ], [ %5019, %5018 ]
  %5037 = getelementptr inbounds nuw float, ptr %2697, i64 %5022
  %5038 = getelementptr inbounds nuw float, ptr %2699, i64 %5022
  %5039 = select i1 %2706, ptr null, ptr %5038
  switch i64 %1318, label %511 [
    i64 1, label %5040
    i64 2, label %5043
    i64 3, label %5050
    i64 0, label %5095
  ]

5040:                                             ; preds = %5035
  %5041 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5039, <8 x i1> %5029, <8 x float> zeroinitializer)
  %5042 = fadd <8 x float> %5036, %5041
  br label %5057

5043:                                             ; preds = %5035
  %5044 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5036)
  %5045 = bitcast <8 x float> %5036 to <8 x i32>
  %5046 = or <8 x i32> %5045, %1104
  %5047 = bitcast <8 x i32> %5046 to <8 x float>
  %5048 = fcmp oeq <8 x float> %5036, %52
  %5049 = select <8 x i1> %5048, <8 x float> %5047, <8 x float> %5044
  br label %5057

5050:                                             ; preds = %5035
  %5051 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5036)
  %5052 = bitcast <8 x float> %5036 to <8 x i32>
  %5053 = and <8 x i32> %5052, %1103
  %5054 = bitcast <8 x i32> %5053 to <8 x float>
  %5055 = fcmp oeq <8 x float> %5036, %49
  %5056 = select <8 x i1> %5055, <8 x float> %5054, <8 x float> %5051
  br label %5057

5057:                                             ; preds = %5050, %5043, %5040
  %5058 = phi <8 x float> [ %5042, %5040 ], [ %5049, %5043 ], [ %5056, %5050 ]
  switch i64 %1320, label %511 [
    i64 1, label %5073
    i64 2, label %5066
    i64 3, label %5059
    i64 0, label %5095
  ]

5059:                                             ; preds = %5057
  %5060 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5058)
  %5061 = bitcast <8 x float> %5058 to <8 x i32>
  %5062 = and <8 x i32> %5061, %1103
  %5063 = bitcast <8 x i32> %5062 to <8 x float>
  %5064 = fcmp oeq <8 x float> %5058, %49
  %5065 = select <8 x i1> %5064, <8 x float> %5063, <8 x float> %5060
  br label %5076

5066:                                             ; preds = %5057
  %5067 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5058)
  %5068 = bitcast <8 x float> %5058 to <8 x i32>
  %5069 = or <8 x i32> %5068, %1104
  %5070 = bitcast <8 x i32> %5069 to <8 x float>
  %5071 = fcmp oeq <8 x float> %5058, %52
  %5072 = select <8 x i1> %5071, <8 x float> %5070, <8 x float> %5067
  br label %5076

5073:                                             ; preds = %5057
  %5074 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5039, <8 x i1> %5029, <8 x float> zeroinitializer)
  %5075 = fadd <8 x float> %5058, %5074
  br label %5076

5076:                                             ; preds = %5073, %5066, %5059
  %5077 = phi <8 x float> [ %5075, %5073 ], [ %5072, %5066 ], [ %5065, %5059 ]
  switch i64 %1322, label %511 [
    i64 1, label %5092
    i64 2, label %5085
    i64 3, label %5078
    i64 0, label %5095
  ]

5078:                                             ; preds = %5076
  %5079 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5077)
  %5080 = bitcast <8 x float> %5077 to <8 x i32>
  %5081 = and <8 x i32> %5080, %1103
  %5082 = bitcast <8 x i32> %5081 to <8 x float>
  %5083 = fcmp oeq <8 x float> %5077, %49
  %5084 = select <8 x i1> %5083, <8 x float> %5082, <8 x float> %5079
  br label %5095

5085:                                             ; preds = %5076
  %5086 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5077)
  %5087 = bitcast <8 x float> %5077 to <8 x i32>
  %5088 = or <8 x i32> %5087, %1104
  %5089 = bitcast <8 x i32> %5088 to <8 x float>
  %5090 = fcmp oeq <8 x float> %5077, %52
  %5091 = select <8 x i1> %5090, <8 x float> %5089, <8 x float> %5086
  br label %5095

5092:                                             ; preds = %5076
  %5093 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5039, <8 x i1> %5029, <8 x float> zeroinitializer)
  %5094 = fadd <8 x float> %5077, %5093
  br label %5095

5095:                                             ; preds = %5078, %5085, %5092, %5076, %5057, %5035
  %5096 = phi <8 x float> [ %5077, %5076 ], [ %5036, %5035 ], [ %5058, %5057 ], [ %5094, %5092 ], [ %5091, %5085 ], [ %5084, %5078 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5096, ptr align 1 %5037, <8 x i1> %5029)
  %5097 = shl i64 %4453, 3
  %5098 = or disjoint i64 %5097, 8
  %5099 = sub nsw i64 %9, %5098
  %5100 = icmp sgt i64 %5099, 7
  %5101 = trunc i64 %5099 to i32
  %5102 = select i1 %5100, i32 8, i32 %5101
  %5103 = insertelement <8 x i32> poison, i32 %5102, i64 0
  %5104 = shufflevector <8 x i32> %5103, <8 x i32> poison, <8 x i32> zeroinitializer
  %5105 = icmp sgt <8 x i32> %5104, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %5111, label %5106

5106:                                             ; preds = %5095
  %5107 = load float, ptr %1530, align 1
  %5108 = insertelement <8 x float> poison, float %5107, i64 0
  %5109 = shufflevector <8 x float> %5108, <8 x float> poison, <8 x i32> zeroinitializer
  %5110 = fadd <8 x float> %5020, %5109
  br label %5111

5111:                                             ; preds = %5106, %5095
  %5112 = phi <8 x float> [ %5110, %5106 ], [ %5020, %5095 ]
  %5113 = getelementptr inbounds nuw float, ptr %2697, i64 %5098
  %5114 = getelementptr inbounds nuw float, ptr %2699, i64 %5098
  %5115 = select i1 %2706, ptr null, ptr %5114
  switch i64 %1318, label %511 [
    i64 1, label %5130
    i64 2, label %5123
    i64 3, label %5116
    i64 0, label %5171
  ]

5116:                                             ; preds = %5111
  %5117 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5112)
  %5118 = bitcast <8 x float> %5112 to <8 x i32>
  %5119 = and <8 x i32> %5118, %1103
  %5120 = bitcast <8 x i32> %5119 to <8 x float>
  %5121 = fcmp oeq <8 x float> %5112, %49
  %5122 = select <8 x i1> %5121, <8 x float> %5120, <8 x float> %5117
  br label %5133

5123:                                             ; preds = %5111
  %5124 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5112)
  %5125 = bitcast <8 x float> %5112 to <8 x i32>
  %5126 = or <8 x i32> %5125, %1104
  %5127 = bitcast <8 x i32> %5126 to <8 x float>
  %5128 = fcmp oeq <8 x float> %5112, %52
  %5129 = select <8 x i1> %5128, <8 x float> %5127, <8 x float> %5124
  br label %5133

5130:                                             ; preds = %5111
  %5131 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5115, <8 x i1> %5105, <8 x float> zeroinitializer)
  %5132 = fadd <8 x float> %5112, %5131
  br label %5133

5133:                                             ; preds = %5130, %5123, %5116
  %5134 = phi <8 x float> [ %5132, %5130 ], [ %5129, %5123 ], [ %5122, %5116 ]
  switch i64 %1324, label %511 [
    i64 1, label %5149
    i64 2, label %5142
    i64 3, label %5135
    i64 0, label %5171
  ]

5135:                                             ; preds = %5133
  %5136 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5134)
  %5137 = bitcast <8 x float> %5134 to <8 x i32>
  %5138 = and <8 x i32> %5137, %1103
  %5139 = bitcast <8 x i32> %5138 to <8 x float>
  %5140 = fcmp oeq <8 x float> %5134, %49
  %5141 = select <8 x i1> %5140, <8 x float> %5139, <8 x float> %5136
  br label %5152

5142:                                             ; preds = %5133
  %5143 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5134)
  %5144 = bitcast <8 x float> %5134 to <8 x i32>
  %5145 = or <8 x i32> %5144, %1104
  %5146 = bitcast <8 x i32> %5145 to <8 x float>
  %5147 = fcmp oeq <8 x float> %5134, %52
  %5148 = select <8 x i1> %5147, <8 x float> %5146, <8 x float> %5143
  br label %5152

5149:                                             ; preds = %5133
  %5150 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5115, <8 x i1> %5105, <8 x float> zeroinitializer)
  %5151 = fadd <8 x float> %5134, %5150
  br label %5152

5152:                                             ; preds = %5149, %5142, %5135
  %5153 = phi <8 x float> [ %5151, %5149 ], [ %5148, %5142 ], [ %5141, %5135 ]
  switch i64 %1326, label %511 [
    i64 1, label %5168
    i64 2, label %5161
    i64 3, label %5154
    i64 0, label %5171
  ]

5154:                                             ; preds = %5152
  %5155 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5153)
  %5156 = bitcast <8 x float> %5153 to <8 x i32>
  %5157 = and <8 x i32> %5156, %1103
  %5158 = bitcast <8 x i32> %5157 to <8 x float>
  %5159 = fcmp oeq <8 x float> %5153, %49
  %5160 = select <8 x i1> %5159, <8 x float> %5158, <8 x float> %5155
  br label %5171

5161:                                             ; preds = %5152
  %5162 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5153)
  %5163 = bitcast <8 x float> %5153 to <8 x i32>
  %5164 = or <8 x i32> %5163, %1104
  %5165 = bitcast <8 x i32> %5164 to <8 x float>
  %5166 = fcmp oeq <8 x float> %5153, %52
  %5167 = select <8 x i1> %5166, <8 x float> %5165, <8 x float> %5162
  br label %5171

5168:                                             ; preds = %5152
  %5169 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5115, <8 x i1> %5105, <8 x float> zeroinitializer)
  %5170 = fadd <8 x float> %5153, %5169
  br label %5171

5171:                                             ; preds = %5154, %5161, %5168, %5152, %5133, %5111
  %5172 = phi <8 x float> [ %5153, %5152 ], [ %5112, %5111 ], [ %5134, %5133 ], [ %5170, %5168 ], [ %5167, %5161 ], [ %5160, %5154 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5172, ptr nonnull align 1 %5113, <8 x i1> %5105)
  %5173 = shl i64 %4453, 3
  %5174 = or disjoint i64 %5173, 16
  %5175 = sub nsw i64 %9, %5174
  %5176 = icmp sgt i64 %5175, 7
  %5177 = trunc i64 %5175 to i32
  %5178 = select i1 %5176, i32 8, i32 %5177
  %5179 = insertelement <8 x i32> poison, i32 %5178, i64 0
  %5180 = shufflevector <8 x i32> %5179, <8 x i32> poison, <8 x i32> zeroinitializer
  %5181 = icmp sgt <8 x i32> %5180, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %5187, label %5182

5182:                                             ; preds = %5171
  %5183 = load float, ptr %1530, align 1
  %5184 = insertelement <8 x float> poison, float %5183, i64 0
  %5185 = shufflevector <8 x float> %5184, <8 x float> poison, <8 x i32> zeroinitializer
  %5186 = fadd <8 x float> %5021, %5185
  br label %5187

5187:                                             ; preds = %5182, %5171
  %5188 = phi <8 x float> [ %5186, %5182 ], [ %5021, %5171 ]
  %5189 = getelementptr inbounds nuw float, ptr %2697, i64 %5174
  %5190 = getelementptr inbounds nuw float, ptr %2699, i64 %5174
  %5191 = select i1 %2706, ptr null, ptr %5190
  switch i64 %1318, label %511 [
    i64 1, label %5206
    i64 2, label %5199
    i64 3, label %5192
    i64 0, label %5247
  ]

5192:                                             ; preds = %5187
  %5193 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5188)
  %5194 = bitcast <8 x float> %5188 to <8 x i32>
  %5195 = and <8 x i32> %5194, %1103
  %5196 = bitcast <8 x i32> %5195 to <8 x float>
  %5197 = fcmp oeq <8 x float> %5188, %49
  %5198 = select <8 x i1> %5197, <8 x float> %5196, <8 x float> %5193
  br label %5209

5199:                                             ; preds = %5187
  %5200 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5188)
  %5201 = bitcast <8 x float> %5188 to <8 x i32>
  %5202 = or <8 x i32> %5201, %1104
  %5203 = bitcast <8 x i32> %5202 to <8 x float>
  %5204 = fcmp oeq <8 x float> %5188, %52
  %5205 = select <8 x i1> %5204, <8 x float> %5203, <8 x float> %5200
  br label %5209

5206:                                             ; preds = %5187
  %5207 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5191, <8 x i1> %5181, <8 x float> zeroinitializer)
  %5208 = fadd <8 x float> %5188, %5207
  br label %5209

5209:                                             ; preds = %5206, %5199, %5192
  %5210 = phi <8 x float> [ %5208, %5206 ], [ %5205, %5199 ], [ %5198, %5192 ]
  switch i64 %1328, label %511 [
    i64 1, label %5225
    i64 2, label %5218
    i64 3, label %5211
    i64 0, label %5247
  ]

5211:                                             ; preds = %5209
  %5212 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5210)
  %5213 = bitcast <8 x float> %5210 to <8 x i32>
  %5214 = and <8 x i32> %5213, %1103
  %5215 = bitcast <8 x i32> %5214 to <8 x float>
  %5216 = fcmp oeq <8 x float> %5210, %49
  %5217 = select <8 x i1> %5216, <8 x float> %5215, <8 x float> %5212
  br label %5228

5218:                                             ; preds = %5209
  %5219 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5210)
  %5220 = bitcast <8 x float> %5210 to <8 x i32>
  %5221 = or <8 x i32> %5220, %1104
  %5222 = bitcast <8 x i32> %5221 to <8 x float>
  %5223 = fcmp oeq <8 x float> %5210, %52
  %5224 = select <8 x i1> %5223, <8 x float> %5222, <8 x float> %5219
  br label %5228

5225:                                             ; preds = %5209
  %5226 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5191, <8 x i1> %5181, <8 x float> zeroinitializer)
  %5227 = fadd <8 x float> %5210, %5226
  br label %5228

5228:                                             ; preds = %5225, %5218, %5211
  %5229 = phi <8 x float> [ %5227, %5225 ], [ %5224, %5218 ], [ %5217, %5211 ]
  switch i64 %1330, label %511 [
    i64 1, label %5244
    i64 2, label %5237
    i64 3, label %5230
    i64 0, label %5247
  ]

5230:                                             ; preds = %5228
  %5231 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5229)
  %5232 = bitcast <8 x float> %5229 to <8 x i32>
  %5233 = and <8 x i32> %5232, %1103
  %5234 = bitcast <8 x i32> %5233 to <8 x float>
  %5235 = fcmp oeq <8 x float> %5229, %49
  %5236 = select <8 x i1> %5235, <8 x float> %5234, <8 x float> %5231
  br label %5247

5237:                                             ; preds = %5228
  %5238 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5229)
  %5239 = bitcast <8 x float> %5229 to <8 x i32>
  %5240 = or <8 x i32> %5239, %1104
  %5241 = bitcast <8 x i32> %5240 to <8 x float>
  %5242 = fcmp oeq <8 x float> %5229, %52
  %5243 = select <8 x i1> %5242, <8 x float> %5241, <8 x float> %5238
  br label %5247

5244:                                             ; preds = %5228
  %5245 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5191, <8 x i1> %5181, <8 x float> zeroinitializer)
  %5246 = fadd <8 x float> %5229, %5245
  br label %5247

5247:                                             ; preds = %5230, %5237, %5244, %5228, %5209, %5187
  %5248 = phi <8 x float> [ %5229, %5228 ], [ %5188, %5187 ], [ %5210, %5209 ], [ %5246, %5244 ], [ %5243, %5237 ], [ %5236, %5230 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5248, ptr nonnull align 1 %5189, <8 x i1> %5181)
  br label %7929

5249:                                             ; preds = %4452
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %30, i8 0, i64 128, i1 false)
  br i1 %1101, label %5250, label %5323

5250:                                             ; preds = %5249, %5264
  %5251 = phi i64 [ %5265, %5264 ], [ 0, %5249 ]
  %5252 = mul nsw i64 %5251, %14
  %5253 = sub i64 %5252, %16
  %5254 = add i64 %5253, %2711
  %5255 = icmp slt i64 %5254, 0
  %5256 = icmp sge i64 %5254, %6
  %5257 = or i1 %5255, %5256
  %5258 = select i1 %5257, i64 0, i64 %5254
  %5259 = mul nsw i64 %5258, %7
  %5260 = getelementptr inbounds float, ptr %1527, i64 %5259
  br i1 %1102, label %5261, label %5264

5261:                                             ; preds = %5250
  %5262 = mul nuw nsw i64 %5251, %11
  %5263 = getelementptr inbounds nuw float, ptr %1529, i64 %5262
  br label %5267

5264:                                             ; preds = %5276, %5250
  %5265 = add nuw nsw i64 %5251, 1
  %5266 = icmp eq i64 %5265, %10
  br i1 %5266, label %5321, label %5250

5267:                                             ; preds = %5261, %5276
  %5268 = phi i64 [ 0, %5261 ], [ %5277, %5276 ]
  %5269 = getelementptr inbounds nuw float, ptr %5263, i64 %5268
  %5270 = load float, ptr %5269, align 1
  %5271 = insertelement <8 x float> poison, float %5270, i64 0
  %5272 = shufflevector <8 x float> %5271, <8 x float> poison, <8 x i32> zeroinitializer
  %5273 = mul nsw i64 %5268, %15
  %5274 = sub i64 %5273, %17
  %5275 = getelementptr <4 x i64>, ptr %1086, i64 %5268
  br label %5279

5276:                                             ; preds = %5310
  %5277 = add nuw nsw i64 %5268, 1
  %5278 = icmp eq i64 %5277, %11
  br i1 %5278, label %5264, label %5267

5279:                                             ; preds = %5267, %5310
  %5280 = phi i64 [ 0, %5267 ], [ %5319, %5310 ]
  %5281 = or disjoint i64 %4453, %5280
  %5282 = shl nsw i64 %5281, 3
  %5283 = add i64 %5274, %5282
  br i1 %1111, label %5288, label %5284

5284:                                             ; preds = %5279
  %5285 = mul nuw nsw i64 %5281, %11
  %5286 = getelementptr <4 x i64>, ptr %5275, i64 %5285
  %5287 = load <4 x i64>, ptr %5286, align 32
  br label %5310

5288:                                             ; preds = %5279
  %5289 = sub nsw i64 %9, %5282
  %5290 = icmp slt i64 %5283, 0
  %5291 = sub nsw i64 0, %5283
  %5292 = select i1 %5290, i64 %5291, i64 0
  %5293 = sub nsw i64 %7, %5283
  %5294 = call i64 @llvm.smin.i64(i64 %5293, i64 %5289)
  %5295 = call i64 @llvm.smin.i64(i64 %5294, i64 8)
  %5296 = icmp sgt i64 %5295, %5292
  %5297 = trunc i64 %5292 to i32
  %5298 = select i1 %5296, i32 %5297, i32 0
  %5299 = insertelement <8 x i32> poison, i32 %5298, i64 0
  %5300 = shufflevector <8 x i32> %5299, <8 x i32> poison, <8 x i32> zeroinitializer
  %5301 = icmp slt <8 x i32> %5300, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5302 = trunc i64 %5295 to i32
  %5303 = select i1 %5296, i32 %5302, i32 0
  %5304 = insertelement <8 x i32> poison, i32 %5303, i64 0
  %5305 = shufflevector <8 x i32> %5304, <8 x i32> poison, <8 x i32> zeroinitializer
  %5306 = icmp sgt <8 x i32> %5305, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5307 = and <8 x i1> %5306, %5301
  %5308 = sext <8 x i1> %5307 to <8 x i32>
  %5309 = bitcast <8 x i32> %5308 to <4 x i64>
  br label %5310

5310:                                             ; preds = %5288, %5284
  %5311 = phi <4 x i64> [ %5287, %5284 ], [ %5309, %5288 ]
  %5312 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %5280
  %5313 = getelementptr inbounds float, ptr %5260, i64 %5283
  %5314 = select i1 %5257, <4 x i64> zeroinitializer, <4 x i64> %5311
  %5315 = bitcast <4 x i64> %5314 to <8 x i32>
  %5316 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5313, <8 x i32> %5315)
  %5317 = load <8 x float>, ptr %5312, align 32
  %5318 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5316, <8 x float> %5272, <8 x float> %5317)
  store <8 x float> %5318, ptr %5312, align 32
  %5319 = add nuw nsw i64 %5280, 1
  %5320 = icmp eq i64 %5319, 4
  br i1 %5320, label %5276, label %5279

5321:                                             ; preds = %5264
  %5322 = load <8 x float>, ptr %30, align 32
  br label %5323

5323:                                             ; preds = %5321, %5249
  %5324 = phi <8 x float> [ %5322, %5321 ], [ zeroinitializer, %5249 ]
  %5325 = shl nsw i64 %4453, 3
  %5326 = sub nsw i64 %9, %5325
  %5327 = icmp sgt i64 %5326, 7
  %5328 = trunc i64 %5326 to i32
  %5329 = select i1 %5327, i32 8, i32 %5328
  %5330 = insertelement <8 x i32> poison, i32 %5329, i64 0
  %5331 = shufflevector <8 x i32> %5330, <8 x i32> poison, <8 x i32> zeroinitializer
  %5332 = icmp sgt <8 x i32> %5331, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %5338, label %5333

5333:                                             ; preds = %5323
  %5334 = load float, ptr %1530, align 1
  %5335 = insertelement <8 x float> poison, float %5334, i64 0
  %5336 = shufflevector <8 x float> %5335, <8 x float> poison, <8 x i32> zeroinitializer
  %5337 = fadd <8 x float> %5324, %5336
  br label %5338

5338:                                             ; preds = %5333, %5323
  %5339 = phi <8 x float> [ %5337, %5333 ], [ %5324, %5323 ]
  %5340 = getelementptr inbounds nuw float, ptr %2697, i64 %5325
  %5341 = getelementptr inbounds nuw float, ptr %2699, i64 %5325
  %5342 = select i1 %2706, ptr null, ptr %5341
  switch i64 %1298, label %511 [
    i64 1, label %5343
    i64 2, label %5346
    i64 3, label %5353
    i64 0, label %5398
  ]

5343:                                             ; preds = %5338
  %5344 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5342, <8 x i1> %5332, <8 x float> zeroinitializer)
  %5345 = fadd <8 x float> %5339, %5344
  br label %5360

5346:                                             ; preds = %5338
  %5347 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5339)
  %5348 = bitcast <8 x float> %5339 to <8 x i32>
  %5349 = or <8 x i32> %5348, %1104
  %5350 = bitcast <8 x i32> %5349 to <8 x float>
  %5351 = fcmp oeq <8 x float> %5339, %52
  %5352 = select <8 x i1> %5351, <8 x float> %5350, <8 x float> %5347
  br label %5360

5353:                                             ; preds = %5338
  %5354 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5339)
  %5355 = bitcast <8 x float> %5339 to <8 x i32>
  %5356 = and <8 x i32> %5355, %1103
  %5357 = bitcast <8 x i32> %5356 to <8 x float>
  %5358 = fcmp oeq <8 x float> %5339, %49
  %5359 = select <8 x i1> %5358, <8 x float> %5357, <8 x float> %5354
  br label %5360

5360:                                             ; preds = %5353, %5346, %5343
  %5361 = phi <8 x float> [ %5345, %5343 ], [ %5352, %5346 ], [ %5359, %5353 ]
  switch i64 %1300, label %511 [
    i64 1, label %5376
    i64 2, label %5369
    i64 3, label %5362
    i64 0, label %5398
  ]

5362:                                             ; preds = %5360
  %5363 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5361)
  %5364 = bitcast <8 x float> %5361 to <8 x i32>
  %5365 = and <8 x i32> %5364, %1103
  %5366 = bitcast <8 x i32> %5365 to <8 x float>
  %5367 = fcmp oeq <8 x float> %5361, %49
  %5368 = select <8 x i1> %5367, <8 x float> %5366, <8 x float> %5363
  br label %5379

5369:                                             ; preds = %5360
  %5370 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5361)
  %5371 = bitcast <8 x float> %5361 to <8 x i32>
  %5372 = or <8 x i32> %5371, %1104
  %5373 = bitcast <8 x i32> %5372 to <8 x float>
  %5374 = fcmp oeq <8 x float> %5361, %52
  %5375 = select <8 x i1> %5374, <8 x float> %5373, <8 x float> %5370
  br label %5379

5376:                                             ; preds = %5360
  %5377 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5342, <8 x i1> %5332, <8 x float> zeroinitializer)
  %5378 = fadd <8 x float> %5361, %5377
  br label %5379

5379:                                             ; preds = %5376, %5369, %5362
  %5380 = phi <8 x float> [ %5378, %5376 ], [ %5375, %5369 ], [ %5368, %5362 ]
  switch i64 %1302, label %511 [
    i64 1, label %5395
    i64 2, label %5388
    i64 3, label %5381
    i64 0, label %5398
  ]

5381:                                             ; preds = %5379
  %5382 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5380)
  %5383 = bitcast <8 x float> %5380 to <8 x i32>
  %5384 = and <8 x i32> %5383, %1103
  %5385 = bitcast <8 x i32> %5384 to <8 x float>
  %5386 = fcmp oeq <8 x float> %5380, %49
  %5387 = select <8 x i1> %5386, <8 x float> %5385, <8 x float> %5382
  br label %5398

5388:                                             ; preds = %5379
  %5389 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5380)
  %5390 = bitcast <8 x float> %5380 to <8 x i32>
  %5391 = or <8 x i32> %5390, %1104
  %5392 = bitcast <8 x i32> %5391 to <8 x float>
  %5393 = fcmp oeq <8 x float> %5380, %52
  %5394 = select <8 x i1> %5393, <8 x float> %5392, <8 x float> %5389
  br label %5398

5395:                                             ; preds = %5379
  %5396 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5342, <8 x i1> %5332, <8 x float> zeroinitializer)
  %5397 = fadd <8 x float> %5380, %5396
  br label %5398

5398:                                             ; preds = %5381, %5388, %5395, %5379, %5360, %5338
  %5399 = phi <8 x float> [ %5380, %5379 ], [ %5339, %5338 ], [ %5361, %5360 ], [ %5397, %5395 ], [ %5394, %5388 ], [ %5387, %5381 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5399, ptr align 1 %5340, <8 x i1> %5332)
  %5400 = shl i64 %4453, 3
  %5401 = or disjoint i64 %5400, 8
  %5402 = sub nsw i64 %9, %5401
  %5403 = icmp sgt i64 %5402, 7
  %5404 = trunc i64 %5402 to i32
  %5405 = select i1 %5403, i32 8, i32 %5404
  %5406 = insertelement <8 x i32> poison, i32 %5405, i64 0
  %5407 = shufflevector <8 x i32> %5406, <8 x i32> poison, <8 x i32> zeroinitializer
  %5408 = icmp sgt <8 x i32> %5407, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5409 = load <8 x float>, ptr %1303, align 32
  br i1 %1579, label %5415, label %5410

5410:                                             ; preds = %5398
  %5411 = load float, ptr %1530, align 1
  %5412 = insertelement <8 x float> poison, float %5411, i64 0
  %5413 = shufflevector <8 x float> %5412, <8 x float> poison, <8 x i32> zeroinitializer
  %5414 = fadd <8 x float> %5409, %5413
  br label %5415

5415:                                             ; preds = %5410, %5398
  %5416 = phi <8 x float> [ %5414, %5410 ], [ %5409, %5398 ]
  %5417 = getelementptr inbounds nuw float, ptr %2697, i64 %5401
  %5418 = getelementptr inbounds nuw float, ptr %2699, i64 %5401
  %5419 = select i1 %2706, ptr null, ptr %5418
  switch i64 %1298, label %511 [
    i64 1, label %5434
    i64 2, label %5427
    i64 3, label %5420
    i64 0, label %5475
  ]

5420:                                             ; preds = %5415
  %5421 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5416)
  %5422 = bitcast <8 x float> %5416 to <8 x i32>
  %5423 = and <8 x i32> %5422, %1103
  %5424 = bitcast <8 x i32> %5423 to <8 x float>
  %5425 = fcmp oeq <8 x float> %5416, %49
  %5426 = select <8 x i1> %5425, <8 x float> %5424, <8 x float> %5421
  br label %5437

5427:                                             ; preds = %5415
  %5428 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5416)
  %5429 = bitcast <8 x float> %5416 to <8 x i32>
  %5430 = or <8 x i32> %5429, %1104
  %5431 = bitcast <8 x i32> %5430 to <8 x float>
  %5432 = fcmp oeq <8 x float> %5416, %52
  %5433 = select <8 x i1> %5432, <8 x float> %5431, <8 x float> %5428
  br label %5437

5434:                                             ; preds = %5415
  %5435 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5419, <8 x i1> %5408, <8 x float> zeroinitializer)
  %5436 = fadd <8 x float> %5416, %5435
  br label %5437

5437:                                             ; preds = %5434, %5427, %5420
  %5438 = phi <8 x float> [ %5436, %5434 ], [ %5433, %5427 ], [ %5426, %5420 ]
  switch i64 %1305, label %511 [
    i64 1, label %5453
    i64 2, label %5446
    i64 3, label %5439
    i64 0, label %5475
  ]

5439:                                             ; preds = %5437
  %5440 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5438)
  %5441 = bitcast <8 x float> %5438 to <8 x i32>
  %5442 = and <8 x i32> %5441, %1103
  %5443 = bitcast <8 x i32> %5442 to <8 x float>
  %5444 = fcmp oeq <8 x float> %5438, %49
  %5445 = select <8 x i1> %5444, <8 x float> %5443, <8 x float> %5440
  br label %5456

5446:                                             ; preds = %5437
  %5447 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5438)
  %5448 = bitcast <8 x float> %5438 to <8 x i32>
  %5449 = or <8 x i32> %5448, %1104
  %5450 = bitcast <8 x i32> %5449 to <8 x float>
  %5451 = fcmp oeq <8 x float> %5438, %52
  %5452 = select <8 x i1> %5451, <8 x float> %5450, <8 x float> %5447
  br label %5456

5453:                                             ; preds = %5437
  %5454 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5419, <8 x i1> %5408, <8 x float> zeroinitializer)
  %5455 = fadd <8 x float> %5438, %5454
  br label %5456

5456:                                             ; preds = %5453, %5446, %5439
  %5457 = phi <8 x float> [ %5455, %5453 ], [ %5452, %5446 ], [ %5445, %5439 ]
  switch i64 %1307, label %511 [
    i64 1, label %5472
    i64 2, label %5465
    i64 3, label %5458
    i64 0, label %5475
  ]

5458:                                             ; preds = %5456
  %5459 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5457)
  %5460 = bitcast <8 x float> %5457 to <8 x i32>
  %5461 = and <8 x i32> %5460, %1103
  %5462 = bitcast <8 x i32> %5461 to <8 x float>
  %5463 = fcmp oeq <8 x float> %5457, %49
  %5464 = select <8 x i1> %5463, <8 x float> %5462, <8 x float> %5459
  br label %5475

5465:                                             ; preds = %5456
  %5466 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5457)
  %5467 = bitcast <8 x float> %5457 to <8 x i32>
  %5468 = or <8 x i32> %5467, %1104
  %5469 = bitcast <8 x i32> %5468 to <8 x float>
  %5470 = fcmp oeq <8 x float> %5457, %52
  %5471 = select <8 x i1> %5470, <8 x float> %5469, <8 x float> %5466
  br label %5475

5472:                                             ; preds = %5456
  %5473 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5419, <8 x i1> %5408, <8 x float> zeroinitializer)
  %5474 = fadd <8 x float> %5457, %5473
  br label %5475

5475:                                             ; preds = %5458, %5465, %5472, %5456, %5437, %5415
  %5476 = phi <8 x float> [ %5457, %5456 ], [ %5416, %5415 ], [ %5438, %5437 ], [ %5474, %5472 ], [ %5471, %5465 ], [ %5464, %5458 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5476, ptr nonnull align 1 %5417, <8 x i1> %5408)
  %5477 = shl i64 %4453, 3
  %5478 = or disjoint i64 %5477, 16
  %5479 = sub nsw i64 %9, %5478
  %5480 = icmp sgt i64 %5479, 7
  %5481 = trunc i64 %5479 to i32
  %5482 = select i1 %5480, i32 8, i32 %5481
  %5483 = insertelement <8 x i32> poison, i32 %5482, i64 0
  %5484 = shufflevector <8 x i32> %5483, <8 x i32> poison, <8 x i32> zeroinitializer
  %5485 = icmp sgt <8 x i32> %5484, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5486 = load <8 x float>, ptr %1308, align 32
  br i1 %1579, label %5492, label %5487

5487:                                             ; preds = %5475
  %5488 = load float, ptr %1530, align 1
  %5489 = insertelement <8 x float> poison, float %5488, i64 0
  %5490 = shufflevector <8 x float> %5489, <8 x float> poison, <8 x i32> zeroinitializer
  %5491 = fadd <8 x float> %5486, %5490
  br label %5492

5492:                                             ; preds = %5487, %5475
  %5493 = phi <8 x float> [ %5491, %5487 ], [ %5486, %5475 ]
  %5494 = getelementptr inbounds nuw float, ptr %2697, i64 %5478
  %5495 = getelementptr inbounds nuw float, ptr %2699, i64 %5478
  %5496 = select i1 %2706, ptr null, ptr %5495
  switch i64 %1298, label %511 [
    i64 1, label %5511
    i64 2, label %5504
    i64 3, label %5497
    i64 0, label %5552
  ]

5497:                                             ; preds = %5492
  %5498 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5493)
  %5499 = bitcast <8 x float> %5493 to <8 x i32>
  %5500 = and <8 x i32> %5499, %1103
  %5501 = bitcast <8 x i32> %5500 to <8 x float>
  %5502 = fcmp oeq <8 x float> %5493, %49
  %5503 = select <8 x i1> %5502, <8 x float> %5501, <8 x float> %5498
  br label %5514

5504:                                             ; preds = %5492
  %5505 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5493)
  %5506 = bitcast <8 x float> %5493 to <8 x i32>
  %5507 = or <8 x i32> %5506, %1104
  %5508 = bitcast <8 x i32> %5507 to <8 x float>
  %5509 = fcmp oeq <8 x float> %5493, %52
  %5510 = select <8 x i1> %5509, <8 x float> %5508, <8 x float> %5505
  br label %5514

5511:                                             ; preds = %5492
  %5512 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5485, <8 x float> zeroinitializer)
  %5513 = fadd <8 x float> %5493, %5512
  br label %5514

5514:                                             ; preds = %5511, %5504, %5497
  %5515 = phi <8 x float> [ %5513, %5511 ], [ %5510, %5504 ], [ %5503, %5497 ]
  switch i64 %1310, label %511 [
    i64 1, label %5530
    i64 2, label %5523
    i64 3, label %5516
    i64 0, label %5552
  ]

5516:                                             ; preds = %5514
  %5517 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5515)
  %5518 = bitcast <8 x float> %5515 to <8 x i32>
  %5519 = and <8 x i32> %5518, %1103
  %5520 = bitcast <8 x i32> %5519 to <8 x float>
  %5521 = fcmp oeq <8 x float> %5515, %49
  %5522 = select <8 x i1> %5521, <8 x float> %5520, <8 x float> %5517
  br label %5533

5523:                                             ; preds = %5514
  %5524 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5515)
  %5525 = bitcast <8 x float> %5515 to <8 x i32>
  %5526 = or <8 x i32> %5525, %1104
  %5527 = bitcast <8 x i32> %5526 to <8 x float>
  %5528 = fcmp oeq <8 x float> %5515, %52
  %5529 = select <8 x i1> %5528, <8 x float> %5527, <8 x float> %5524
  br label %5533

5530:                                             ; preds = %5514
  %5531 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5485, <8 x float> zeroinitializer)
  %5532 = fadd <8 x float> %5515, %5531
  br label %5533

5533:                                             ; preds = %5530, %5523, %5516
  %5534 = phi <8 x float> [ %5532, %5530 ], [ %5529, %5523 ], [ %5522, %5516 ]
  switch i64 %1312, label %511 [
    i64 1, label %5549
    i64 2, label %5542
    i64 3, label %5535
    i64 0, label %5552
  ]

5535:                                             ; preds = %5533
  %5536 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5534)
  %5537 = bitcast <8 x float> %5534 to <8 x i32>
  %5538 = and <8 x i32> %5537, %1103
  %5539 = bitcast <8 x i32> %5538 to <8 x float>
  %5540 = fcmp oeq <8 x float> %5534, %49
  %5541 = select <8 x i1> %5540, <8 x float> %5539, <8 x float> %5536
  br label %5552

5542:                                             ; preds = %5533
  %5543 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5534)
  %5544 = bitcast <8 x float> %5534 to <8 x i32>
  %5545 = or <8 x i32> %5544, %1104
  %5546 = bitcast <8 x i32> %5545 to <8 x float>
  %5547 = fcmp oeq <8 x float> %5534, %52
  %5548 = select <8 x i1> %5547, <8 x float> %5546, <8 x float> %5543
  br label %5552

5549:                                             ; preds = %5533
  %5550 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5485, <8 x float> zeroinitializer)
  %5551 = fadd <8 x float> %5534, %5550
  br label %5552

5552:                                             ; preds = %5535, %5542, %5549, %5533, %5514, %5492
  %5553 = phi <8 x float> [ %5534, %5533 ], [ %5493, %5492 ], [ %5515, %5514 ], [ %5551, %5549 ], [ %5548, %5542 ], [ %5541, %5535 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5553, ptr nonnull align 1 %5494, <8 x i1> %5485)
  %5554 = shl i64 %4453, 3
  %5555 = or disjoint i64 %5554, 24
  %5556 = sub nsw i64 %9, %5555
  %5557 = icmp sgt i64 %5556, 7
  %5558 = trunc i64 %5556 to i32
  %5559 = select i1 %5557, i32 8, i32 %5558
  %5560 = insertelement <8 x i32> poison, i32 %5559, i64 0
  %5561 = shufflevector <8 x i32> %5560, <8 x i32> poison, <8 x i32> zeroinitializer
  %5562 = icmp sgt <8 x i32> %5561, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5563 = load <8 x float>, ptr %1313, align 32
  br i1 %1579, label %5569, label %5564

5564:                                             ; preds = %5552
  %5565 = load float, ptr %1530, align 1
  %5566 = insertelement <8 x float> poison, float %5565, i64 0
  %5567 = shufflevector <8 x float> %5566, <8 x float> poison, <8 x i32> zeroinitializer
  %5568 = fadd <8 x float> %5563, %5567
  br label %5569

5569:                                             ; preds = %5564, %5552
  %5570 = phi <8 x float> [ %5568, %5564 ], [ %5563, %5552 ]
  %5571 = getelementptr inbounds nuw float, ptr %2697, i64 %5555
  %5572 = getelementptr inbounds nuw float, ptr %2699, i64 %5555
  %5573 = select i1 %2706, ptr null, ptr %5572
  switch i64 %1298, label %511 [
    i64 1, label %5588
    i64 2, label %5581
    i64 3, label %5574
    i64 0, label %5629
  ]

5574:                                             ; preds = %5569
  %5575 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5570)
  %5576 = bitcast <8 x float> %5570 to <8 x i32>
  %5577 = and <8 x i32> %5576, %1103
  %5578 = bitcast <8 x i32> %5577 to <8 x float>
  %5579 = fcmp oeq <8 x float> %5570, %49
  %5580 = select <8 x i1> %5579, <8 x float> %5578, <8 x float> %5575
  br label %5591

5581:                                             ; preds = %5569
  %5582 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5570)
  %5583 = bitcast <8 x float> %5570 to <8 x i32>
  %5584 = or <8 x i32> %5583, %1104
  %5585 = bitcast <8 x i32> %5584 to <8 x float>
  %5586 = fcmp oeq <8 x float> %5570, %52
  %5587 = select <8 x i1> %5586, <8 x float> %5585, <8 x float> %5582
  br label %5591

5588:                                             ; preds = %5569
  %5589 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %5562, <8 x float> zeroinitializer)
  %5590 = fadd <8 x float> %5570, %5589
  br label %5591

5591:                                             ; preds = %5588, %5581, %5574
  %5592 = phi <8 x float> [ %5590, %5588 ], [ %5587, %5581 ], [ %5580, %5574 ]
  switch i64 %1315, label %511 [
    i64 1, label %5607
    i64 2, label %5600
    i64 3, label %5593
    i64 0, label %5629
  ]

5593:                                             ; preds = %5591
  %5594 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5592)
  %5595 = bitcast <8 x float> %5592 to <8 x i32>
  %5596 = and <8 x i32> %5595, %1103
  %5597 = bitcast <8 x i32> %5596 to <8 x float>
  %5598 = fcmp oeq <8 x float> %5592, %49
  %5599 = select <8 x i1> %5598, <8 x float> %5597, <8 x float> %5594
  br label %5610

5600:                                             ; preds = %5591
  %5601 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5592)
  %5602 = bitcast <8 x float> %5592 to <8 x i32>
  %5603 = or <8 x i32> %5602, %1104
  %5604 = bitcast <8 x i32> %5603 to <8 x float>
  %5605 = fcmp oeq <8 x float> %5592, %52
  %5606 = select <8 x i1> %5605, <8 x float> %5604, <8 x float> %5601
  br label %5610

5607:                                             ; preds = %5591
  %5608 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %5562, <8 x float> zeroinitializer)
  %5609 = fadd <8 x float> %5592, %5608
  br label %5610

5610:                                             ; preds = %5607, %5600, %5593
  %5611 = phi <8 x float> [ %5609, %5607 ], [ %5606, %5600 ], [ %5599, %5593 ]
  switch i64 %1317, label %511 [
    i64 1, label %5626
    i64 2, label %5619
    i64 3, label %5612
    i64 0, label %5629
  ]

5612:                                             ; preds = %5610
  %5613 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5611)
  %5614 = bitcast <8 x float> %5611 to <8 x i32>
  %5615 = and <8 x i32> %5614, %1103
  %5616 = bitcast <8 x i32> %5615 to <8 x float>
  %5617 = fcmp oeq <8 x float> %5611, %49
  %5618 = select <8 x i1> %5617, <8 x float> %5616, <8 x float> %5613
  br label %5629

5619:                                             ; preds = %5610
  %5620 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5611)
  %5621 = bitcast <8 x float> %5611 to <8 x i32>
  %5622 = or <8 x i32> %5621, %1104
  %5623 = bitcast <8 x i32> %5622 to <8 x float>
  %5624 = fcmp oeq <8 x float> %5611, %52
  %5625 = select <8 x i1> %5624, <8 x float> %5623, <8 x float> %5620
  br label %5629

5626:                                             ; preds = %5610
  %5627 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %5562, <8 x float> zeroinitializer)
  %5628 = fadd <8 x float> %5611, %5627
  br label %5629

5629:                                             ; preds = %5612, %5619, %5626, %5610, %5591, %5569
  %5630 = phi <8 x float> [ %5611, %5610 ], [ %5570, %5569 ], [ %5592, %5591 ], [ %5628, %5626 ], [ %5625, %5619 ], [ %5618, %5612 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5630, ptr nonnull align 1 %5571, <8 x i1> %5562)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7929

5631:                                             ; preds = %4452
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %31, i8 0, i64 160, i1 false)
  br i1 %1101, label %5632, label %5705

5632:                                             ; preds = %5631, %5646
  %5633 = phi i64 [ %5647, %5646 ], [ 0, %5631 ]
  %5634 = mul nsw i64 %5633, %14
  %5635 = sub i64 %5634, %16
  %5636 = add i64 %5635, %2710
  %5637 = icmp slt i64 %5636, 0
  %5638 = icmp sge i64 %5636, %6
  %5639 = or i1 %5637, %5638
  %5640 = select i1 %5639, i64 0, i64 %5636
  %5641 = mul nsw i64 %5640, %7
  %5642 = getelementptr inbounds float, ptr %1527, i64 %5641
  br i1 %1102, label %5643, label %5646

5643:                                             ; preds = %5632
  %5644 = mul nuw nsw i64 %5633, %11
  %5645 = getelementptr inbounds nuw float, ptr %1529, i64 %5644
  br label %5649

5646:                                             ; preds = %5658, %5632
  %5647 = add nuw nsw i64 %5633, 1
  %5648 = icmp eq i64 %5647, %10
  br i1 %5648, label %5703, label %5632

5649:                                             ; preds = %5643, %5658
  %5650 = phi i64 [ 0, %5643 ], [ %5659, %5658 ]
  %5651 = getelementptr inbounds nuw float, ptr %5645, i64 %5650
  %5652 = load float, ptr %5651, align 1
  %5653 = insertelement <8 x float> poison, float %5652, i64 0
  %5654 = shufflevector <8 x float> %5653, <8 x float> poison, <8 x i32> zeroinitializer
  %5655 = mul nsw i64 %5650, %15
  %5656 = sub i64 %5655, %17
  %5657 = getelementptr <4 x i64>, ptr %1086, i64 %5650
  br label %5661

5658:                                             ; preds = %5692
  %5659 = add nuw nsw i64 %5650, 1
  %5660 = icmp eq i64 %5659, %11
  br i1 %5660, label %5646, label %5649

5661:                                             ; preds = %5649, %5692
  %5662 = phi i64 [ 0, %5649 ], [ %5701, %5692 ]
  %5663 = or disjoint i64 %4453, %5662
  %5664 = shl nsw i64 %5663, 3
  %5665 = add i64 %5656, %5664
  br i1 %1111, label %5670, label %5666

5666:                                             ; preds = %5661
  %5667 = mul nuw nsw i64 %5663, %11
  %5668 = getelementptr <4 x i64>, ptr %5657, i64 %5667
  %5669 = load <4 x i64>, ptr %5668, align 32
  br label %5692

5670:                                             ; preds = %5661
  %5671 = sub nsw i64 %9, %5664
  %5672 = icmp slt i64 %5665, 0
  %5673 = sub nsw i64 0, %5665
  %5674 = select i1 %5672, i64 %5673, i64 0
  %5675 = sub nsw i64 %7, %5665
  %5676 = call i64 @llvm.smin.i64(i64 %5675, i64 %5671)
  %5677 = call i64 @llvm.smin.i64(i64 %5676, i64 8)
  %5678 = icmp sgt i64 %5677, %5674
  %5679 = trunc i64 %5674 to i32
  %5680 = select i1 %5678, i32 %5679, i32 0
  %5681 = insertelement <8 x i32> poison, i32 %5680, i64 0
  %5682 = shufflevector <8 x i32> %5681, <8 x i32> poison, <8 x i32> zeroinitializer
  %5683 = icmp slt <8 x i32> %5682, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5684 = trunc i64 %5677 to i32
  %5685 = select i1 %5678, i32 %5684, i32 0
  %5686 = insertelement <8 x i32> poison, i32 %5685, i64 0
  %5687 = shufflevector <8 x i32> %5686, <8 x i32> poison, <8 x i32> zeroinitializer
  %5688 = icmp sgt <8 x i32> %5687, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5689 = and <8 x i1> %5688, %5683
  %5690 = sext <8 x i1> %5689 to <8 x i32>
  %5691 = bitcast <8 x i32> %5690 to <4 x i64>
  br label %5692

5692:                                             ; preds = %5670, %5666
  %5693 = phi <4 x i64> [ %5669, %5666 ], [ %5691, %5670 ]
  %5694 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %5662
  %5695 = getelementptr inbounds float, ptr %5642, i64 %5665
  %5696 = select i1 %5639, <4 x i64> zeroinitializer, <4 x i64> %5693
  %5697 = bitcast <4 x i64> %5696 to <8 x i32>
  %5698 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %5695, <8 x i32> %5697)
  %5699 = load <8 x float>, ptr %5694, align 32
  %5700 = call <8 x float> @llvm.fma.v8f32(<8 x float> %5698, <8 x float> %5654, <8 x float> %5699)
  store <8 x float> %5700, ptr %5694, align 32
  %5701 = add nuw nsw i64 %5662, 1
  %5702 = icmp eq i64 %5701, 5
  br i1 %5702, label %5658, label %5661

5703:                                             ; preds = %5646
  %5704 = load <8 x float>, ptr %31, align 32
  br label %5705

5705:                                             ; preds = %5703, %5631
  %5706 = phi <8 x float> [ %5704, %5703 ], [ zeroinitializer, %5631 ]
  %5707 = shl nsw i64 %4453, 3
  %5708 = sub nsw i64 %9, %5707
  %5709 = icmp sgt i64 %5708, 7
  %5710 = trunc i64 %5708 to i32
  %5711 = select i1 %5709, i32 8, i32 %5710
  %5712 = insertelement <8 x i32> poison, i32 %5711, i64 0
  %5713 = shufflevector <8 x i32> %5712, <8 x i32> poison, <8 x i32> zeroinitializer
  %5714 = icmp sgt <8 x i32> %5713, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %5720, label %5715

5715:                                             ; preds = %5705
  %5716 = load float, ptr %1530, align 1
  %5717 = insertelement <8 x float> poison, float %5716, i64 0
  %5718 = shufflevector <8 x float> %5717, <8 x float> poison, <8 x i32> zeroinitializer
  %5719 = fadd <8 x float> %5706, %5718
  br label %5720

5720:                                             ; preds = %5715, %5705
  %5721 = phi <8 x float> [ %5719, %5715 ], [ %5706, %5705 ]
  %5722 = getelementptr inbounds nuw float, ptr %2697, i64 %5707
  %5723 = getelementptr inbounds nuw float, ptr %2699, i64 %5707
  %5724 = select i1 %2706, ptr null, ptr %5723
  switch i64 %1273, label %511 [
    i64 1, label %5725
    i64 2, label %5728
    i64 3, label %5735
    i64 0, label %5780
  ]

5725:                                             ; preds = %5720
  %5726 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5724, <8 x i1> %5714, <8 x float> zeroinitializer)
  %5727 = fadd <8 x float> %5721, %5726
  br label %5742

5728:                                             ; preds = %5720
  %5729 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5721)
  %5730 = bitcast <8 x float> %5721 to <8 x i32>
  %5731 = or <8 x i32> %5730, %1104
  %5732 = bitcast <8 x i32> %5731 to <8 x float>
  %5733 = fcmp oeq <8 x float> %5721, %52
  %5734 = select <8 x i1> %5733, <8 x float> %5732, <8 x float> %5729
  br label %5742

5735:                                             ; preds = %5720
  %5736 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5721)
  %5737 = bitcast <8 x float> %5721 to <8 x i32>
  %5738 = and <8 x i32> %5737, %1103
  %5739 = bitcast <8 x i32> %5738 to <8 x float>
  %5740 = fcmp oeq <8 x float> %5721, %49
  %5741 = select <8 x i1> %5740, <8 x float> %5739, <8 x float> %5736
  br label %5742

5742:                                             ; preds = %5735, %5728, %5725
  %5743 = phi <8 x float> [ %5727, %5725 ], [ %5734, %5728 ], [ %5741, %5735 ]
  switch i64 %1275, label %511 [
    i64 1, label %5758
    i64 2, label %5751
    i64 3, label %5744
    i64 0, label %5780
  ]

5744:                                             ; preds = %5742
  %5745 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5743)
  %5746 = bitcast <8 x float> %5743 to <8 x i32>
  %5747 = and <8 x i32> %5746, %1103
  %5748 = bitcast <8 x i32> %5747 to <8 x float>
  %5749 = fcmp oeq <8 x float> %5743, %49
  %5750 = select <8 x i1> %5749, <8 x float> %5748, <8 x float> %5745
  br label %5761

5751:                                             ; preds = %5742
  %5752 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5743)
  %5753 = bitcast <8 x float> %5743 to <8 x i32>
  %5754 = or <8 x i32> %5753, %1104
  %5755 = bitcast <8 x i32> %5754 to <8 x float>
  %5756 = fcmp oeq <8 x float> %5743, %52
  %5757 = select <8 x i1> %5756, <8 x float> %5755, <8 x float> %5752
  br label %5761

5758:                                             ; preds = %5742
  %5759 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5724, <8 x i1> %5714, <8 x float> zeroinitializer)
  %5760 = fadd <8 x float> %5743, %5759
  br label %5761

5761:                                             ; preds = %5758, %5751, %5744
  %5762 = phi <8 x float> [ %5760, %5758 ], [ %5757, %5751 ], [ %5750, %5744 ]
  switch i64 %1277, label %511 [
    i64 1, label %5777
    i64 2, label %5770
    i64 3, label %5763
    i64 0, label %5780
  ]

5763:                                             ; preds = %5761
  %5764 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5762)
  %5765 = bitcast <8 x float> %5762 to <8 x i32>
  %5766 = and <8 x i32> %5765, %1103
  %5767 = bitcast <8 x i32> %5766 to <8 x float>
  %5768 = fcmp oeq <8 x float> %5762, %49
  %5769 = select <8 x i1> %5768, <8 x float> %5767, <8 x float> %5764
  br label %5780

5770:                                             ; preds = %5761
  %5771 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5762)
  %5772 = bitcast <8 x float> %5762 to <8 x i32>
  %5773 = or <8 x i32> %5772, %1104
  %5774 = bitcast <8 x i32> %5773 to <8 x float>
  %5775 = fcmp oeq <8 x float> %5762, %52
  %5776 = select <8 x i1> %5775, <8 x float> %5774, <8 x float> %5771
  br label %5780

5777:                                             ; preds = %5761
  %5778 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5724, <8 x i1> %5714, <8 x float> zeroinitializer)
  %5779 = fadd <8 x float> %5762, %5778
  br label %5780

5780:                                             ; preds = %5763, %5770, %5777, %5761, %5742, %5720
  %5781 = phi <8 x float> [ %5762, %5761 ], [ %5721, %5720 ], [ %5743, %5742 ], [ %5779, %5777 ], [ %5776, %5770 ], [ %5769, %5763 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5781, ptr align 1 %5722, <8 x i1> %5714)
  %5782 = shl i64 %4453, 3
  %5783 = or disjoint i64 %5782, 8
  %5784 = sub nsw i64 %9, %5783
  %5785 = icmp sgt i64 %5784, 7
  %5786 = trunc i64 %5784 to i32
  %5787 = select i1 %5785, i32 8, i32 %5786
  %5788 = insertelement <8 x i32> poison, i32 %5787, i64 0
  %5789 = shufflevector <8 x i32> %5788, <8 x i32> poison, <8 x i32> zeroinitializer
  %5790 = icmp sgt <8 x i32> %5789, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5791 = load <8 x float>, ptr %1278, align 32
  br i1 %1579, label %5797, label %5792

5792:                                             ; preds = %5780
  %5793 = load float, ptr %1530, align 1
  %5794 = insertelement <8 x float> poison, float %5793, i64 0
  %5795 = shufflevector <8 x float> %5794, <8 x float> poison, <8 x i32> zeroinitializer
  %5796 = fadd <8 x float> %5791, %5795
  br label %5797

5797:                                             ; preds = %5792, %5780
  %5798 = phi <8 x float> [ %5796, %5792 ], [ %5791, %5780 ]
  %5799 = getelementptr inbounds nuw float, ptr %2697, i64 %5783
  %5800 = getelementptr inbounds nuw float, ptr %2699, i64 %5783
  %5801 = select i1 %2706, ptr null, ptr %5800
  switch i64 %1273, label %511 [
    i64 1, label %5816
    i64 2, label %5809
    i64 3, label %5802
    i64 0, label %5857
  ]

5802:                                             ; preds = %5797
  %5803 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5798)
  %5804 = bitcast <8 x float> %5798 to <8 x i32>
  %5805 = and <8 x i32> %5804, %1103
  %5806 = bitcast <8 x i32> %5805 to <8 x float>
  %5807 = fcmp oeq <8 x float> %5798, %49
  %5808 = select <8 x i1> %5807, <8 x float> %5806, <8 x float> %5803
  br label %5819

5809:                                             ; preds = %5797
  %5810 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5798)
  %5811 = bitcast <8 x float> %5798 to <8 x i32>
  %5812 = or <8 x i32> %5811, %1104
  %5813 = bitcast <8 x i32> %5812 to <8 x float>
  %5814 = fcmp oeq <8 x float> %5798, %52
  %5815 = select <8 x i1> %5814, <8 x float> %5813, <8 x float> %5810
  br label %5819

5816:                                             ; preds = %5797
  %5817 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5790, <8 x float> zeroinitializer)
  %5818 = fadd <8 x float> %5798, %5817
  br label %5819

5819:                                             ; preds = %5816, %5809, %5802
  %5820 = phi <8 x float> [ %5818, %5816 ], [ %5815, %5809 ], [ %5808, %5802 ]
  switch i64 %1280, label %511 [
    i64 1, label %5835
    i64 2, label %5828
    i64 3, label %5821
    i64 0, label %5857
  ]

5821:                                             ; preds = %5819
  %5822 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5820)
  %5823 = bitcast <8 x float> %5820 to <8 x i32>
  %5824 = and <8 x i32> %5823, %1103
  %5825 = bitcast <8 x i32> %5824 to <8 x float>
  %5826 = fcmp oeq <8 x float> %5820, %49
  %5827 = select <8 x i1> %5826, <8 x float> %5825, <8 x float> %5822
  br label %5838

5828:                                             ; preds = %5819
  %5829 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5820)
  %5830 = bitcast <8 x float> %5820 to <8 x i32>
  %5831 = or <8 x i32> %5830, %1104
  %5832 = bitcast <8 x i32> %5831 to <8 x float>
  %5833 = fcmp oeq <8 x float> %5820, %52
  %5834 = select <8 x i1> %5833, <8 x float> %5832, <8 x float> %5829
  br label %5838

5835:                                             ; preds = %5819
  %5836 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5790, <8 x float> zeroinitializer)
  %5837 = fadd <8 x float> %5820, %5836
  br label %5838

5838:                                             ; preds = %5835, %5828, %5821
  %5839 = phi <8 x float> [ %5837, %5835 ], [ %5834, %5828 ], [ %5827, %5821 ]
  switch i64 %1282, label %511 [
    i64 1, label %5854
    i64 2, label %5847
    i64 3, label %5840
    i64 0, label %5857
  ]

5840:                                             ; preds = %5838
  %5841 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5839)
  %5842 = bitcast <8 x float> %5839 to <8 x i32>
  %5843 = and <8 x i32> %5842, %1103
  %5844 = bitcast <8 x i32> %5843 to <8 x float>
  %5845 = fcmp oeq <8 x float> %5839, %49
  %5846 = select <8 x i1> %5845, <8 x float> %5844, <8 x float> %5841
  br label %5857

5847:                                             ; preds = %5838
  %5848 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5839)
  %5849 = bitcast <8 x float> %5839 to <8 x i32>
  %5850 = or <8 x i32> %5849, %1104
  %5851 = bitcast <8 x i32> %5850 to <8 x float>
  %5852 = fcmp oeq <8 x float> %5839, %52
  %5853 = select <8 x i1> %5852, <8 x float> %5851, <8 x float> %5848
  br label %5857

5854:                                             ; preds = %5838
  %5855 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5790, <8 x float> zeroinitializer)
  %5856 = fadd <8 x float> %5839, %5855
  br label %5857

5857:                                             ; preds = %5840, %5847, %5854, %5838, %5819, %5797
  %5858 = phi <8 x float> [ %5839, %5838 ], [ %5798, %5797 ], [ %5820, %5819 ], [ %5856, %5854 ], [ %5853, %5847 ], [ %5846, %5840 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5858, ptr nonnull align 1 %5799, <8 x i1> %5790)
  %5859 = shl i64 %4453, 3
  %5860 = or disjoint i64 %5859, 16
  %5861 = sub nsw i64 %9, %5860
  %5862 = icmp sgt i64 %5861, 7
  %5863 = trunc i64 %5861 to i32
  %5864 = select i1 %5862, i32 8, i32 %5863
  %5865 = insertelement <8 x i32> poison, i32 %5864, i64 0
  %5866 = shufflevector <8 x i32> %5865, <8 x i32> poison, <8 x i32> zeroinitializer
  %5867 = icmp sgt <8 x i32> %5866, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5868 = load <8 x float>, ptr %1283, align 32
  br i1 %1579, label %5874, label %5869

5869:                                             ; preds = %5857
  %5870 = load float, ptr %1530, align 1
  %5871 = insertelement <8 x float> poison, float %5870, i64 0
  %5872 = shufflevector <8 x float> %5871, <8 x float> poison, <8 x i32> zeroinitializer
  %5873 = fadd <8 x float> %5868, %5872
  br label %5874

5874:                                             ; preds = %5869, %5857
  %5875 = phi <8 x float> [ %5873, %5869 ], [ %5868, %5857 ]
  %5876 = getelementptr inbounds nuw float, ptr %2697, i64 %5860
  %5877 = getelementptr inbounds nuw float, ptr %2699, i64 %5860
  %5878 = select i1 %2706, ptr null, ptr %5877
  switch i64 %1273, label %511 [
    i64 1, label %5893
    i64 2, label %5886
    i64 3, label %5879
    i64 0, label %5934
  ]

5879:                                             ; preds = %5874
  %5880 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5875)
  %5881 = bitcast <8 x float> %5875 to <8 x i32>
  %5882 = and <8 x i32> %5881, %1103
  %5883 = bitcast <8 x i32> %5882 to <8 x float>
  %5884 = fcmp oeq <8 x float> %5875, %49
  %5885 = select <8 x i1> %5884, <8 x float> %5883, <8 x float> %5880
  br label %5896

5886:                                             ; preds = %5874
  %5887 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5875)
  %5888 = bitcast <8 x float> %5875 to <8 x i32>
  %5889 = or <8 x i32> %5888, %1104
  %5890 = bitcast <8 x i32> %5889 to <8 x float>
  %5891 = fcmp oeq <8 x float> %5875, %52
  %5892 = select <8 x i1> %5891, <8 x float> %5890, <8 x float> %5887
  br label %5896

5893:                                             ; preds = %5874
  %5894 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5878, <8 x i1> %5867, <8 x float> zeroinitializer)
  %5895 = fadd <8 x float> %5875, %5894
  br label %5896

5896:                                             ; preds = %5893, %5886, %5879
  %5897 = phi <8 x float> [ %5895, %5893 ], [ %5892, %5886 ], [ %5885, %5879 ]
  switch i64 %1285, label %511 [
    i64 1, label %5912
    i64 2, label %5905
    i64 3, label %5898
    i64 0, label %5934
  ]

5898:                                             ; preds = %5896
  %5899 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5897)
  %5900 = bitcast <8 x float> %5897 to <8 x i32>
  %5901 = and <8 x i32> %5900, %1103
  %5902 = bitcast <8 x i32> %5901 to <8 x float>
  %5903 = fcmp oeq <8 x float> %5897, %49
  %5904 = select <8 x i1> %5903, <8 x float> %5902, <8 x float> %5899
  br label %5915

5905:                                             ; preds = %5896
  %5906 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5897)
  %5907 = bitcast <8 x float> %5897 to <8 x i32>
  %5908 = or <8 x i32> %5907, %1104
  %5909 = bitcast <8 x i32> %5908 to <8 x float>
  %5910 = fcmp oeq <8 x float> %5897, %52
  %5911 = select <8 x i1> %5910, <8 x float> %5909, <8 x float> %5906
  br label %5915

5912:                                             ; preds = %5896
  %5913 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5878, <8 x i1> %5867, <8 x float> zeroinitializer)
  %5914 = fadd <8 x float> %5897, %5913
  br label %5915

5915:                                             ; preds = %5912, %5905, %5898
  %5916 = phi <8 x float> [ %5914, %5912 ], [ %5911, %5905 ], [ %5904, %5898 ]
  switch i64 %1287, label %511 [
    i64 1, label %5931
    i64 2, label %5924
    i64 3, label %5917
    i64 0, label %5934
  ]

5917:                                             ; preds = %5915
  %5918 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5916)
  %5919 = bitcast <8 x float> %5916 to <8 x i32>
  %5920 = and <8 x i32> %5919, %1103
  %5921 = bitcast <8 x i32> %5920 to <8 x float>
  %5922 = fcmp oeq <8 x float> %5916, %49
  %5923 = select <8 x i1> %5922, <8 x float> %5921, <8 x float> %5918
  br label %5934

5924:                                             ; preds = %5915
  %5925 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5916)
  %5926 = bitcast <8 x float> %5916 to <8 x i32>
  %5927 = or <8 x i32> %5926, %1104
  %5928 = bitcast <8 x i32> %5927 to <8 x float>
  %5929 = fcmp oeq <8 x float> %5916, %52
  %5930 = select <8 x i1> %5929, <8 x float> %5928, <8 x float> %5925
  br label %5934

5931:                                             ; preds = %5915
  %5932 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5878, <8 x i1> %5867, <8 x float> zeroinitializer)
  %5933 = fadd <8 x float> %5916, %5932
  br label %5934

5934:                                             ; preds = %5917, %5924, %5931, %5915, %5896, %5874
  %5935 = phi <8 x float> [ %5916, %5915 ], [ %5875, %5874 ], [ %5897, %5896 ], [ %5933, %5931 ], [ %5930, %5924 ], [ %5923, %5917 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %5935, ptr nonnull align 1 %5876, <8 x i1> %5867)
  %5936 = shl i64 %4453, 3
  %5937 = or disjoint i64 %5936, 24
  %5938 = sub nsw i64 %9, %5937
  %5939 = icmp sgt i64 %5938, 7
  %5940 = trunc i64 %5938 to i32
  %5941 = select i1 %5939, i32 8, i32 %5940
  %5942 = insertelement <8 x i32> poison, i32 %5941, i64 0
  %5943 = shufflevector <8 x i32> %5942, <8 x i32> poison, <8 x i32> zeroinitializer
  %5944 = icmp sgt <8 x i32> %5943, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5945 = load <8 x float>, ptr %1288, align 32
  br i1 %1579, label %5951, label %5946

5946:                                             ; preds = %5934
  %5947 = load float, ptr %1530, align 1
  %5948 = insertelement <8 x float> poison, float %5947, i64 0
  %5949 = shufflevector <8 x float> %5948, <8 x float> poison, <8 x i32> zeroinitializer
  %5950 = fadd <8 x float> %5945, %5949
  br label %5951

5951:                                             ; preds = %5946, %5934
  %5952 = phi <8 x float> [ %5950, %5946 ], [ %5945, %5934 ]
  %5953 = getelementptr inbounds nuw float, ptr %2697, i64 %5937
  %5954 = getelementptr inbounds nuw float, ptr %2699, i64 %5937
  %5955 = select i1 %2706, ptr null, ptr %5954
  switch i64 %1273, label %511 [
    i64 1, label %5970
    i64 2, label %5963
    i64 3, label %5956
    i64 0, label %6011
  ]

5956:                                             ; preds = %5951
  %5957 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5952)
  %5958 = bitcast <8 x float> %5952 to <8 x i32>
  %5959 = and <8 x i32> %5958, %1103
  %5960 = bitcast <8 x i32> %5959 to <8 x float>
  %5961 = fcmp oeq <8 x float> %5952, %49
  %5962 = select <8 x i1> %5961, <8 x float> %5960, <8 x float> %5957
  br label %5973

5963:                                             ; preds = %5951
  %5964 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5952)
  %5965 = bitcast <8 x float> %5952 to <8 x i32>
  %5966 = or <8 x i32> %5965, %1104
  %5967 = bitcast <8 x i32> %5966 to <8 x float>
  %5968 = fcmp oeq <8 x float> %5952, %52
  %5969 = select <8 x i1> %5968, <8 x float> %5967, <8 x float> %5964
  br label %5973

5970:                                             ; preds = %5951
  %5971 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5955, <8 x i1> %5944, <8 x float> zeroinitializer)
  %5972 = fadd <8 x float> %5952, %5971
  br label %5973

5973:                                             ; preds = %5970, %5963, %5956
  %5974 = phi <8 x float> [ %5972, %5970 ], [ %5969, %5963 ], [ %5962, %5956 ]
  switch i64 %1290, label %511 [
    i64 1, label %5989
    i64 2, label %5982
    i64 3, label %5975
    i64 0, label %6011
  ]

5975:                                             ; preds = %5973
  %5976 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5974)
  %5977 = bitcast <8 x float> %5974 to <8 x i32>
  %5978 = and <8 x i32> %5977, %1103
  %5979 = bitcast <8 x i32> %5978 to <8 x float>
  %5980 = fcmp oeq <8 x float> %5974, %49
  %5981 = select <8 x i1> %5980, <8 x float> %5979, <8 x float> %5976
  br label %5992

5982:                                             ; preds = %5973
  %5983 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5974)
  %5984 = bitcast <8 x float> %5974 to <8 x i32>
  %5985 = or <8 x i32> %5984, %1104
  %5986 = bitcast <8 x i32> %5985 to <8 x float>
  %5987 = fcmp oeq <8 x float> %5974, %52
  %5988 = select <8 x i1> %5987, <8 x float> %5986, <8 x float> %5983
  br label %5992

5989:                                             ; preds = %5973
  %5990 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5955, <8 x i1> %5944, <8 x float> zeroinitializer)
  %5991 = fadd <8 x float> %5974, %5990
  br label %5992

5992:                                             ; preds = %5989, %5982, %5975
  %5993 = phi <8 x float> [ %5991, %5989 ], [ %5988, %5982 ], [ %5981, %5975 ]
  switch i64 %1292, label %511 [
    i64 1, label %6008
    i64 2, label %6001
    i64 3, label %5994
    i64 0, label %6011
  ]

5994:                                             ; preds = %5992
  %5995 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %5993)
  %5996 = bitcast <8 x float> %5993 to <8 x i32>
  %5997 = and <8 x i32> %5996, %1103
  %5998 = bitcast <8 x i32> %5997 to <8 x float>
  %5999 = fcmp oeq <8 x float> %5993, %49
  %6000 = select <8 x i1> %5999, <8 x float> %5998, <8 x float> %5995
  br label %6011

6001:                                             ; preds = %5992
  %6002 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %5993)
  %6003 = bitcast <8 x float> %5993 to <8 x i32>
  %6004 = or <8 x i32> %6003, %1104
  %6005 = bitcast <8 x i32> %6004 to <8 x float>
  %6006 = fcmp oeq <8 x float> %5993, %52
  %6007 = select <8 x i1> %6006, <8 x float> %6005, <8 x float> %6002
  br label %6011

6008:                                             ; preds = %5992
  %6009 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5955, <8 x i1> %5944, <8 x float> zeroinitializer)
  %6010 = fadd <8 x float> %5993, %6009
  br label %6011

6011:                                             ; preds = %5994, %6001, %6008, %5992, %5973, %5951
  %6012 = phi <8 x float> [ %5993, %5992 ], [ %5952, %5951 ], [ %5974, %5973 ], [ %6010, %6008 ], [ %6007, %6001 ], [ %6000, %5994 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6012, ptr nonnull align 1 %5953, <8 x i1> %5944)
  %6013 = shl i64 %4453, 3
  %6014 = or disjoint i64 %6013, 32
  %6015 = sub nsw i64 %9, %6014
  %6016 = icmp sgt i64 %6015, 7
  %6017 = trunc i64 %6015 to i32
  %6018 = select i1 %6016, i32 8, i32 %6017
  %6019 = insertelement <8 x i32> poison, i32 %6018, i64 0
  %6020 = shufflevector <8 x i32> %6019, <8 x i32> poison, <8 x i32> zeroinitializer
  %6021 = icmp sgt <8 x i32> %6020, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6022 = load <8 x float>, ptr %1293, align 32
  br i1 %1579, label %6028, label %6023

6023:                                             ; preds = %6011
  %6024 = load float, ptr %1530, align 1
  %6025 = insertelement <8 x float> poison, float %6024, i64 0
  %6026 = shufflevector <8 x float> %6025, <8 x float> poison, <8 x i32> zeroinitializer
  %6027 = fadd <8 x float> %6022, %6026
  br label %6028

6028:                                             ; preds = %6023, %6011
  %6029 = phi <8 x float> [ %6027, %6023 ], [ %6022, %6011 ]
  %6030 = getelementptr inbounds nuw float, ptr %2697, i64 %6014
  %6031 = getelementptr inbounds nuw float, ptr %2699, i64 %6014
  %6032 = select i1 %2706, ptr null, ptr %6031
  switch i64 %1273, label %511 [
    i64 1, label %6047
    i64 2, label %6040
    i64 3, label %6033
    i64 0, label %6088
  ]

6033:                                             ; preds = %6028
  %6034 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6029)
  %6035 = bitcast <8 x float> %6029 to <8 x i32>
  %6036 = and <8 x i32> %6035, %1103
  %6037 = bitcast <8 x i32> %6036 to <8 x float>
  %6038 = fcmp oeq <8 x float> %6029, %49
  %6039 = select <8 x i1> %6038, <8 x float> %6037, <8 x float> %6034
  br label %6050

6040:                                             ; preds = %6028
  %6041 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6029)
  %6042 = bitcast <8 x float> %6029 to <8 x i32>
  %6043 = or <8 x i32> %6042, %1104
  %6044 = bitcast <8 x i32> %6043 to <8 x float>
  %6045 = fcmp oeq <8 x float> %6029, %52
  %6046 = select <8 x i1> %6045, <8 x float> %6044, <8 x float> %6041
  br label %6050

6047:                                             ; preds = %6028
  %6048 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6032, <8 x i1> %6021, <8 x float> zeroinitializer)
  %6049 = fadd <8 x float> %6029, %6048
  br label %6050

6050:                                             ; preds = %6047, %6040, %6033
  %6051 = phi <8 x float> [ %6049, %6047 ], [ %6046, %6040 ], [ %6039, %6033 ]
  switch i64 %1295, label %511 [
    i64 1, label %6066
    i64 2, label %6059
    i64 3, label %6052
    i64 0, label %6088
  ]

6052:                                             ; preds = %6050
  %6053 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6051)
  %6054 = bitcast <8 x float> %6051 to <8 x i32>
  %6055 = and <8 x i32> %6054, %1103
  %6056 = bitcast <8 x i32> %6055 to <8 x float>
  %6057 = fcmp oeq <8 x float> %6051, %49
  %6058 = select <8 x i1> %6057, <8 x float> %6056, <8 x float> %6053
  br label %6069

6059:                                             ; preds = %6050
  %6060 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6051)
  %6061 = bitcast <8 x float> %6051 to <8 x i32>
  %6062 = or <8 x i32> %6061, %1104
  %6063 = bitcast <8 x i32> %6062 to <8 x float>
  %6064 = fcmp oeq <8 x float> %6051, %52
  %6065 = select <8 x i1> %6064, <8 x float> %6063, <8 x float> %6060
  br label %6069

6066:                                             ; preds = %6050
  %6067 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6032, <8 x i1> %6021, <8 x float> zeroinitializer)
  %6068 = fadd <8 x float> %6051, %6067
  br label %6069

6069:                                             ; preds = %6066, %6059, %6052
  %6070 = phi <8 x float> [ %6068, %6066 ], [ %6065, %6059 ], [ %6058, %6052 ]
  switch i64 %1297, label %511 [
    i64 1, label %6085
    i64 2, label %6078
    i64 3, label %6071
    i64 0, label %6088
  ]

6071:                                             ; preds = %6069
  %6072 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6070)
  %6073 = bitcast <8 x float> %6070 to <8 x i32>
  %6074 = and <8 x i32> %6073, %1103
  %6075 = bitcast <8 x i32> %6074 to <8 x float>
  %6076 = fcmp oeq <8 x float> %6070, %49
  %6077 = select <8 x i1> %6076, <8 x float> %6075, <8 x float> %6072
  br label %6088

6078:                                             ; preds = %6069
  %6079 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6070)
  %6080 = bitcast <8 x float> %6070 to <8 x i32>
  %6081 = or <8 x i32> %6080, %1104
  %6082 = bitcast <8 x i32> %6081 to <8 x float>
  %6083 = fcmp oeq <8 x float> %6070, %52
  %6084 = select <8 x i1> %6083, <8 x float> %6082, <8 x float> %6079
  br label %6088

6085:                                             ; preds = %6069
  %6086 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6032, <8 x i1> %6021, <8 x float> zeroinitializer)
  %6087 = fadd <8 x float> %6070, %6086
  br label %6088

6088:                                             ; preds = %6071, %6078, %6085, %6069, %6050, %6028
  %6089 = phi <8 x float> [ %6070, %6069 ], [ %6029, %6028 ], [ %6051, %6050 ], [ %6087, %6085 ], [ %6084, %6078 ], [ %6077, %6071 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6089, ptr nonnull align 1 %6030, <8 x i1> %6021)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7929

6090:                                             ; preds = %4452
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %1101, label %6091, label %6164

6091:                                             ; preds = %6090, %6105
  %6092 = phi i64 [ %6106, %6105 ], [ 0, %6090 ]
  %6093 = mul nsw i64 %6092, %14
  %6094 = sub i64 %6093, %16
  %6095 = add i64 %6094, %2709
  %6096 = icmp slt i64 %6095, 0
  %6097 = icmp sge i64 %6095, %6
  %6098 = or i1 %6096, %6097
  %6099 = select i1 %6098, i64 0, i64 %6095
  %6100 = mul nsw i64 %6099, %7
  %6101 = getelementptr inbounds float, ptr %1527, i64 %6100
  br i1 %1102, label %6102, label %6105

6102:                                             ; preds = %6091
  %6103 = mul nuw nsw i64 %6092, %11
  %6104 = getelementptr inbounds nuw float, ptr %1529, i64 %6103
  br label %6108

6105:                                             ; preds = %6117, %6091
  %6106 = add nuw nsw i64 %6092, 1
  %6107 = icmp eq i64 %6106, %10
  br i1 %6107, label %6162, label %6091

6108:                                             ; preds = %6102, %6117
  %6109 = phi i64 [ 0, %6102 ], [ %6118, %6117 ]
  %6110 = getelementptr inbounds nuw float, ptr %6104, i64 %6109
  %6111 = load float, ptr %6110, align 1
  %6112 = insertelement <8 x float> poison, float %6111, i64 0
  %6113 = shufflevector <8 x float> %6112, <8 x float> poison, <8 x i32> zeroinitializer
  %6114 = mul nsw i64 %6109, %15
  %6115 = sub i64 %6114, %17
  %6116 = getelementptr <4 x i64>, ptr %1086, i64 %6109
  br label %6120

6117:                                             ; preds = %6151
  %6118 = add nuw nsw i64 %6109, 1
  %6119 = icmp eq i64 %6118, %11
  br i1 %6119, label %6105, label %6108

6120:                                             ; preds = %6108, %6151
  %6121 = phi i64 [ 0, %6108 ], [ %6160, %6151 ]
  %6122 = or disjoint i64 %4453, %6121
  %6123 = shl nsw i64 %6122, 3
  %6124 = add i64 %6115, %6123
  br i1 %1111, label %6129, label %6125

6125:                                             ; preds = %6120
  %6126 = mul nuw nsw i64 %6122, %11
  %6127 = getelementptr <4 x i64>, ptr %6116, i64 %6126
  %6128 = load <4 x i64>, ptr %6127, align 32
  br label %6151

6129:                                             ; preds = %6120
  %6130 = sub nsw i64 %9, %6123
  %6131 = icmp slt i64 %6124, 0
  %6132 = sub nsw i64 0, %6124
  %6133 = select i1 %6131, i64 %6132, i64 0
  %6134 = sub nsw i64 %7, %6124
  %6135 = call i64 @llvm.smin.i64(i64 %6134, i64 %6130)
  %6136 = call i64 @llvm.smin.i64(i64 %6135, i64 8)
  %6137 = icmp sgt i64 %6136, %6133
  %6138 = trunc i64 %6133 to i32
  %6139 = select i1 %6137, i32 %6138, i32 0
  %6140 = insertelement <8 x i32> poison, i32 %6139, i64 0
  %6141 = shufflevector <8 x i32> %6140, <8 x i32> poison, <8 x i32> zeroinitializer
  %6142 = icmp slt <8 x i32> %6141, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6143 = trunc i64 %6136 to i32
  %6144 = select i1 %6137, i32 %6143, i32 0
  %6145 = insertelement <8 x i32> poison, i32 %6144, i64 0
  %6146 = shufflevector <8 x i32> %6145, <8 x i32> poison, <8 x i32> zeroinitializer
  %6147 = icmp sgt <8 x i32> %6146, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6148 = and <8 x i1> %6147, %6142
  %6149 = sext <8 x i1> %6148 to <8 x i32>
  %6150 = bitcast <8 x i32> %6149 to <4 x i64>
  br label %6151

6151:                                             ; preds = %6129, %6125
  %6152 = phi <4 x i64> [ %6128, %6125 ], [ %6150, %6129 ]
  %6153 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %6121
  %6154 = getelementptr inbounds float, ptr %6101, i64 %6124
  %6155 = select i1 %6098, <4 x i64> zeroinitializer, <4 x i64> %6152
  %6156 = bitcast <4 x i64> %6155 to <8 x i32>
  %6157 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6154, <8 x i32> %6156)
  %6158 = load <8 x float>, ptr %6153, align 32
  %6159 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6157, <8 x float> %6113, <8 x float> %6158)
  store <8 x float> %6159, ptr %6153, align 32
  %6160 = add nuw nsw i64 %6121, 1
  %6161 = icmp eq i64 %6160, 6
  br i1 %6161, label %6117, label %6120

6162:                                             ; preds = %6105
  %6163 = load <8 x float>, ptr %32, align 32
  br label %6164

6164:                                             ; preds = %6162, %6090
  %6165 = phi <8 x float> [ %6163, %6162 ], [ zeroinitializer, %6090 ]
  %6166 = shl nsw i64 %4453, 3
  %6167 = sub nsw i64 %9, %6166
  %6168 = icmp sgt i64 %6167, 7
  %6169 = trunc i64 %6167 to i32
  %6170 = select i1 %6168, i32 8, i32 %6169
  %6171 = insertelement <8 x i32> poison, i32 %6170, i64 0
  %6172 = shufflevector <8 x i32> %6171, <8 x i32> poison, <8 x i32> zeroinitializer
  %6173 = icmp sgt <8 x i32> %6172, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %6179, label %6174

6174:                                             ; preds = %6164
  %6175 = load float, ptr %1530, align 1
  %6176 = insertelement <8 x float> poison, float %6175, i64 0
  %6177 = shufflevector <8 x float> %6176, <8 x float> poison, <8 x i32> zeroinitializer
  %6178 = fadd <8 x float> %6165, %6177
  br label %6179

6179:                                             ; preds = %6174, %6164
  %6180 = phi <8 x float> [ %6178, %6174 ], [ %6165, %6164 ]
  %6181 = getelementptr inbounds nuw float, ptr %2697, i64 %6166
  %6182 = getelementptr inbounds nuw float, ptr %2699, i64 %6166
  %6183 = select i1 %2706, ptr null, ptr %6182
  switch i64 %1243, label %511 [
    i64 1, label %6184
    i64 2, label %6187
    i64 3, label %6194
    i64 0, label %6239
  ]

6184:                                             ; preds = %6179
  %6185 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6183, <8 x i1> %6173, <8 x float> zeroinitializer)
  %6186 = fadd <8 x float> %6180, %6185
  br label %6201

6187:                                             ; preds = %6179
  %6188 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6180)
  %6189 = bitcast <8 x float> %6180 to <8 x i32>
  %6190 = or <8 x i32> %6189, %1104
  %6191 = bitcast <8 x i32> %6190 to <8 x float>
  %6192 = fcmp oeq <8 x float> %6180, %52
  %6193 = select <8 x i1> %6192, <8 x float> %6191, <8 x float> %6188
  br label %6201

6194:                                             ; preds = %6179
  %6195 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6180)
  %6196 = bitcast <8 x float> %6180 to <8 x i32>
  %6197 = and <8 x i32> %6196, %1103
  %6198 = bitcast <8 x i32> %6197 to <8 x float>
  %6199 = fcmp oeq <8 x float> %6180, %49
  %6200 = select <8 x i1> %6199, <8 x float> %6198, <8 x float> %6195
  br label %6201

6201:                                             ; preds = %6194, %6187, %6184
  %6202 = phi <8 x float> [ %6186, %6184 ], [ %6193, %6187 ], [ %6200, %6194 ]
  switch i64 %1245, label %511 [
    i64 1, label %6217
    i64 2, label %6210
    i64 3, label %6203
    i64 0, label %6239
  ]

6203:                                             ; preds = %6201
  %6204 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6202)
  %6205 = bitcast <8 x float> %6202 to <8 x i32>
  %6206 = and <8 x i32> %6205, %1103
  %6207 = bitcast <8 x i32> %6206 to <8 x float>
  %6208 = fcmp oeq <8 x float> %6202, %49
  %6209 = select <8 x i1> %6208, <8 x float> %6207, <8 x float> %6204
  br label %6220

6210:                                             ; preds = %6201
  %6211 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6202)
  %6212 = bitcast <8 x float> %6202 to <8 x i32>
  %6213 = or <8 x i32> %6212, %1104
  %6214 = bitcast <8 x i32> %6213 to <8 x float>
  %6215 = fcmp oeq <8 x float> %6202, %52
  %6216 = select <8 x i1> %6215, <8 x float> %6214, <8 x float> %6211
  br label %6220

6217:                                             ; preds = %6201
  %6218 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6183, <8 x i1> %6173, <8 x float> zeroinitializer)
  %6219 = fadd <8 x float> %6202, %6218
  br label %6220

6220:                                             ; preds = %6217, %6210, %6203
  %6221 = phi <8 x float> [ %6219, %6217 ], [ %6216, %6210 ], [ %6209, %6203 ]
  switch i64 %1247, label %511 [
    i64 1, label %6236
    i64 2, label %6229
    i64 3, label %6222
    i64 0, label %6239
  ]

6222:                                             ; preds = %6220
  %6223 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6221)
  %6224 = bitcast <8 x float> %6221 to <8 x i32>
  %6225 = and <8 x i32> %6224, %1103
  %6226 = bitcast <8 x i32> %6225 to <8 x float>
  %6227 = fcmp oeq <8 x float> %6221, %49
  %6228 = select <8 x i1> %6227, <8 x float> %6226, <8 x float> %6223
  br label %6239

6229:                                             ; preds = %6220
  %6230 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6221)
  %6231 = bitcast <8 x float> %6221 to <8 x i32>
  %6232 = or <8 x i32> %6231, %1104
  %6233 = bitcast <8 x i32> %6232 to <8 x float>
  %6234 = fcmp oeq <8 x float> %6221, %52
  %6235 = select <8 x i1> %6234, <8 x float> %6233, <8 x float> %6230
  br label %6239

6236:                                             ; preds = %6220
  %6237 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6183, <8 x i1> %6173, <8 x float> zeroinitializer)
  %6238 = fadd <8 x float> %6221, %6237
  br label %6239

6239:                                             ; preds = %6222, %6229, %6236, %6220, %6201, %6179
  %6240 = phi <8 x float> [ %6221, %6220 ], [ %6180, %6179 ], [ %6202, %6201 ], [ %6238, %6236 ], [ %6235, %6229 ], [ %6228, %6222 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6240, ptr align 1 %6181, <8 x i1> %6173)
  %6241 = shl i64 %4453, 3
  %6242 = or disjoint i64 %6241, 8
  %6243 = sub nsw i64 %9, %6242
  %6244 = icmp sgt i64 %6243, 7
  %6245 = trunc i64 %6243 to i32
  %6246 = select i1 %6244, i32 8, i32 %6245
  %6247 = insertelement <8 x i32> poison, i32 %6246, i64 0
  %6248 = shufflevector <8 x i32> %6247, <8 x i32> poison, <8 x i32> zeroinitializer
  %6249 = icmp sgt <8 x i32> %6248, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6250 = load <8 x float>, ptr %1248, align 32
  br i1 %1579, label %6256, label %6251

6251:                                             ; preds = %6239
  %6252 = load float, ptr %1530, align 1
  %6253 = insertelement <8 x float> poison, float %6252, i64 0
  %6254 = shufflevector <8 x float> %6253, <8 x float> poison, <8 x i32> zeroinitializer
  %6255 = fadd <8 x float> %6250, %6254
  br label %6256

6256:                                             ; preds = %6251, %6239
  %6257 = phi <8 x float> [ %6255, %6251 ], [ %6250, %6239 ]
  %6258 = getelementptr inbounds nuw float, ptr %2697, i64 %6242
  %6259 = getelementptr inbounds nuw float, ptr %2699, i64 %6242
  %6260 = select i1 %2706, ptr null, ptr %6259
  switch i64 %1243, label %511 [
    i64 1, label %6275
    i64 2, label %6268
    i64 3, label %6261
    i64 0, label %6316
  ]

6261:                                             ; preds = %6256
  %6262 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6257)
  %6263 = bitcast <8 x float> %6257 to <8 x i32>
  %6264 = and <8 x i32> %6263, %1103
  %6265 = bitcast <8 x i32> %6264 to <8 x float>
  %6266 = fcmp oeq <8 x float> %6257, %49
  %6267 = select <8 x i1> %6266, <8 x float> %6265, <8 x float> %6262
  br label %6278

6268:                                             ; preds = %6256
  %6269 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6257)
  %6270 = bitcast <8 x float> %6257 to <8 x i32>
  %6271 = or <8 x i32> %6270, %1104
  %6272 = bitcast <8 x i32> %6271 to <8 x float>
  %6273 = fcmp oeq <8 x float> %6257, %52
  %6274 = select <8 x i1> %6273, <8 x float> %6272, <8 x float> %6269
  br label %6278

6275:                                             ; preds = %6256
  %6276 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6260, <8 x i1> %6249, <8 x float> zeroinitializer)
  %6277 = fadd <8 x float> %6257, %6276
  br label %6278

6278:                                             ; preds = %6275, %6268, %6261
  %6279 = phi <8 x float> [ %6277, %6275 ], [ %6274, %6268 ], [ %6267, %6261 ]
  switch i64 %1250, label %511 [
    i64 1, label %6294
    i64 2, label %6287
    i64 3, label %6280
    i64 0, label %6316
  ]

6280:                                             ; preds = %6278
  %6281 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6279)
  %6282 = bitcast <8 x float> %6279 to <8 x i32>
  %6283 = and <8 x i32> %6282, %1103
  %6284 = bitcast <8 x i32> %6283 to <8 x float>
  %6285 = fcmp oeq <8 x float> %6279, %49
  %6286 = select <8 x i1> %6285, <8 x float> %6284, <8 x float> %6281
  br label %6297

6287:                                             ; preds = %6278
  %6288 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6279)
  %6289 = bitcast <8 x float> %6279 to <8 x i32>
  %6290 = or <8 x i32> %6289, %1104
  %6291 = bitcast <8 x i32> %6290 to <8 x float>
  %6292 = fcmp oeq <8 x float> %6279, %52
  %6293 = select <8 x i1> %6292, <8 x float> %6291, <8 x float> %6288
  br label %6297

6294:                                             ; preds = %6278
  %6295 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6260, <8 x i1> %6249, <8 x float> zeroinitializer)
  %6296 = fadd <8 x float> %6279, %6295
  br label %6297

6297:                                             ; preds = %6294, %6287, %6280
  %6298 = phi <8 x float> [ %6296, %6294 ], [ %6293, %6287 ], [ %6286, %6280 ]
  switch i64 %1252, label %511 [
    i64 1, label %6313
    i64 2, label %6306
    i64 3, label %6299
    i64 0, label %6316
  ]

6299:                                             ; preds = %6297
  %6300 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6298)
  %6301 = bitcast <8 x float> %6298 to <8 x i32>
  %6302 = and <8 x i32> %6301, %1103
  %6303 = bitcast <8 x i32> %6302 to <8 x float>
  %6304 = fcmp oeq <8 x float> %6298, %49
  %6305 = select <8 x i1> %6304, <8 x float> %6303, <8 x float> %6300
  br label %6316

6306:                                             ; preds = %6297
  %6307 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6298)
  %6308 = bitcast <8 x float> %6298 to <8 x i32>
  %6309 = or <8 x i32> %6308, %1104
  %6310 = bitcast <8 x i32> %6309 to <8 x float>
  %6311 = fcmp oeq <8 x float> %6298, %52
  %6312 = select <8 x i1> %6311, <8 x float> %6310, <8 x float> %6307
  br label %6316

6313:                                             ; preds = %6297
  %6314 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6260, <8 x i1> %6249, <8 x float> zeroinitializer)
  %6315 = fadd <8 x float> %6298, %6314
  br label %6316

6316:                                             ; preds = %6299, %6306, %6313, %6297, %6278, %6256
  %6317 = phi <8 x float> [ %6298, %6297 ], [ %6257, %6256 ], [ %6279, %6278 ], [ %6315, %6313 ], [ %6312, %6306 ], [ %6305, %6299 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6317, ptr nonnull align 1 %6258, <8 x i1> %6249)
  %6318 = shl i64 %4453, 3
  %6319 = or disjoint i64 %6318, 16
  %6320 = sub nsw i64 %9, %6319
  %6321 = icmp sgt i64 %6320, 7
  %6322 = trunc i64 %6320 to i32
  %6323 = select i1 %6321, i32 8, i32 %6322
  %6324 = insertelement <8 x i32> poison, i32 %6323, i64 0
  %6325 = shufflevector <8 x i32> %6324, <8 x i32> poison, <8 x i32> zeroinitializer
  %6326 = icmp sgt <8 x i32> %6325, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6327 = load <8 x float>, ptr %1253, align 32
  br i1 %1579, label %6333, label %6328

6328:                                             ; preds = %6316
  %6329 = load float, ptr %1530, align 1
  %6330 = insertelement <8 x float> poison, float %6329, i64 0
  %6331 = shufflevector <8 x float> %6330, <8 x float> poison, <8 x i32> zeroinitializer
  %6332 = fadd <8 x float> %6327, %6331
  br label %6333

6333:                                             ; preds = %6328, %6316
  %6334 = phi <8 x float> [ %6332, %6328 ], [ %6327, %6316 ]
  %6335 = getelementptr inbounds nuw float, ptr %2697, i64 %6319
  %6336 = getelementptr inbounds nuw float, ptr %2699, i64 %6319
  %6337 = select i1 %2706, ptr null, ptr %6336
  switch i64 %1243, label %511 [
    i64 1, label %6352
    i64 2, label %6345
    i64 3, label %6338
    i64 0, label %6393
  ]

6338:                                             ; preds = %6333
  %6339 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6334)
  %6340 = bitcast <8 x float> %6334 to <8 x i32>
  %6341 = and <8 x i32> %6340, %1103
  %6342 = bitcast <8 x i32> %6341 to <8 x float>
  %6343 = fcmp oeq <8 x float> %6334, %49
  %6344 = select <8 x i1> %6343, <8 x float> %6342, <8 x float> %6339
  br label %6355

6345:                                             ; preds = %6333
  %6346 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6334)
  %6347 = bitcast <8 x float> %6334 to <8 x i32>
  %6348 = or <8 x i32> %6347, %1104
  %6349 = bitcast <8 x i32> %6348 to <8 x float>
  %6350 = fcmp oeq <8 x float> %6334, %52
  %6351 = select <8 x i1> %6350, <8 x float> %6349, <8 x float> %6346
  br label %6355

6352:                                             ; preds = %6333
  %6353 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6354 = fadd <8 x float> %6334, %6353
  br label %6355

6355:                                             ; preds = %6352, %6345, %6338
  %6356 = phi <8 x float> [ %6354, %6352 ], [ %6351, %6345 ], [ %6344, %6338 ]
  switch i64 %1255, label %511 [
    i64 1, label %6371
    i64 2, label %6364
    i64 3, label %6357
    i64 0, label %6393
  ]

6357:                                             ; preds = %6355
  %6358 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6356)
  %6359 = bitcast <8 x float> %6356 to <8 x i32>
  %6360 = and <8 x i32> %6359, %1103
  %6361 = bitcast <8 x i32> %6360 to <8 x float>
  %6362 = fcmp oeq <8 x float> %6356, %49
  %6363 = select <8 x i1> %6362, <8 x float> %6361, <8 x float> %6358
  br label %6374

6364:                                             ; preds = %6355
  %6365 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6356)
  %6366 = bitcast <8 x float> %6356 to <8 x i32>
  %6367 = or <8 x i32> %6366, %1104
  %6368 = bitcast <8 x i32> %6367 to <8 x float>
  %6369 = fcmp oeq <8 x float> %6356, %52
  %6370 = select <8 x i1> %6369, <8 x float> %6368, <8 x float> %6365
  br label %6374

6371:                                             ; preds = %6355
  %6372 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6373 = fadd <8 x float> %6356, %6372
  br label %6374

6374:                                             ; preds = %6371, %6364, %6357
  %6375 = phi <8 x float> [ %6373, %6371 ], [ %6370, %6364 ], [ %6363, %6357 ]
  switch i64 %1257, label %511 [
    i64 1, label %6390
    i64 2, label %6383
    i64 3, label %6376
    i64 0, label %6393
  ]

6376:                                             ; preds = %6374
  %6377 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6375)
  %6378 = bitcast <8 x float> %6375 to <8 x i32>
  %6379 = and <8 x i32> %6378, %1103
  %6380 = bitcast <8 x i32> %6379 to <8 x float>
  %6381 = fcmp oeq <8 x float> %6375, %49
  %6382 = select <8 x i1> %6381, <8 x float> %6380, <8 x float> %6377
  br label %6393

6383:                                             ; preds = %6374
  %6384 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6375)
  %6385 = bitcast <8 x float> %6375 to <8 x i32>
  %6386 = or <8 x i32> %6385, %1104
  %6387 = bitcast <8 x i32> %6386 to <8 x float>
  %6388 = fcmp oeq <8 x float> %6375, %52
  %6389 = select <8 x i1> %6388, <8 x float> %6387, <8 x float> %6384
  br label %6393

6390:                                             ; preds = %6374
  %6391 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6392 = fadd <8 x float> %6375, %6391
  br label %6393

6393:                                             ; preds = %6376, %6383, %6390, %6374, %6355, %6333
  %6394 = phi <8 x float> [ %6375, %6374 ], [ %6334, %6333 ], [ %6356, %6355 ], [ %6392, %6390 ], [ %6389, %6383 ], [ %6382, %6376 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6394, ptr nonnull align 1 %6335, <8 x i1> %6326)
  %6395 = shl i64 %4453, 3
  %6396 = or disjoint i64 %6395, 24
  %6397 = sub nsw i64 %9, %6396
  %6398 = icmp sgt i64 %6397, 7
  %6399 = trunc i64 %6397 to i32
  %6400 = select i1 %6398, i32 8, i32 %6399
  %6401 = insertelement <8 x i32> poison, i32 %6400, i64 0
  %6402 = shufflevector <8 x i32> %6401, <8 x i32> poison, <8 x i32> zeroinitializer
  %6403 = icmp sgt <8 x i32> %6402, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6404 = load <8 x float>, ptr %1258, align 32
  br i1 %1579, label %6410, label %6405

6405:                                             ; preds = %6393
  %6406 = load float, ptr %1530, align 1
  %6407 = insertelement <8 x float> poison, float %6406, i64 0
  %6408 = shufflevector <8 x float> %6407, <8 x float> poison, <8 x i32> zeroinitializer
  %6409 = fadd <8 x float> %6404, %6408
  br label %6410

6410:                                             ; preds = %6405, %6393
  %6411 = phi <8 x float> [ %6409, %6405 ], [ %6404, %6393 ]
  %6412 = getelementptr inbounds nuw float, ptr %2697, i64 %6396
  %6413 = getelementptr inbounds nuw float, ptr %2699, i64 %6396
  %6414 = select i1 %2706, ptr null, ptr %6413
  switch i64 %1243, label %511 [
    i64 1, label %6429
    i64 2, label %6422
    i64 3, label %6415
    i64 0, label %6470
  ]

6415:                                             ; preds = %6410
  %6416 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6411)
  %6417 = bitcast <8 x float> %6411 to <8 x i32>
  %6418 = and <8 x i32> %6417, %1103
  %6419 = bitcast <8 x i32> %6418 to <8 x float>
  %6420 = fcmp oeq <8 x float> %6411, %49
  %6421 = select <8 x i1> %6420, <8 x float> %6419, <8 x float> %6416
  br label %6432

6422:                                             ; preds = %6410
  %6423 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6411)
  %6424 = bitcast <8 x float> %6411 to <8 x i32>
  %6425 = or <8 x i32> %6424, %1104
  %6426 = bitcast <8 x i32> %6425 to <8 x float>
  %6427 = fcmp oeq <8 x float> %6411, %52
  %6428 = select <8 x i1> %6427, <8 x float> %6426, <8 x float> %6423
  br label %6432

6429:                                             ; preds = %6410
  %6430 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6414, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6431 = fadd <8 x float> %6411, %6430
  br label %6432

6432:                                             ; preds = %6429, %6422, %6415
  %6433 = phi <8 x float> [ %6431, %6429 ], [ %6428, %6422 ], [ %6421, %6415 ]
  switch i64 %1260, label %511 [
    i64 1, label %6448
    i64 2, label %6441
    i64 3, label %6434
    i64 0, label %6470
  ]

6434:                                             ; preds = %6432
  %6435 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6433)
  %6436 = bitcast <8 x float> %6433 to <8 x i32>
  %6437 = and <8 x i32> %6436, %1103
  %6438 = bitcast <8 x i32> %6437 to <8 x float>
  %6439 = fcmp oeq <8 x float> %6433, %49
  %6440 = select <8 x i1> %6439, <8 x float> %6438, <8 x float> %6435
  br label %6451

6441:                                             ; preds = %6432
  %6442 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6433)
  %6443 = bitcast <8 x float> %6433 to <8 x i32>
  %6444 = or <8 x i32> %6443, %1104
  %6445 = bitcast <8 x i32> %6444 to <8 x float>
  %6446 = fcmp oeq <8 x float> %6433, %52
  %6447 = select <8 x i1> %6446, <8 x float> %6445, <8 x float> %6442
  br label %6451

6448:                                             ; preds = %6432
  %6449 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6414, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6450 = fadd <8 x float> %6433, %6449
  br label %6451

6451:                                             ; preds = %6448, %6441, %6434
  %6452 = phi <8 x float> [ %6450, %6448 ], [ %6447, %6441 ], [ %6440, %6434 ]
  switch i64 %1262, label %511 [
    i64 1, label %6467
    i64 2, label %6460
    i64 3, label %6453
    i64 0, label %6470
  ]

6453:                                             ; preds = %6451
  %6454 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6452)
  %6455 = bitcast <8 x float> %6452 to <8 x i32>
  %6456 = and <8 x i32> %6455, %1103
  %6457 = bitcast <8 x i32> %6456 to <8 x float>
  %6458 = fcmp oeq <8 x float> %6452, %49
  %6459 = select <8 x i1> %6458, <8 x float> %6457, <8 x float> %6454
  br label %6470

6460:                                             ; preds = %6451
  %6461 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6452)
  %6462 = bitcast <8 x float> %6452 to <8 x i32>
  %6463 = or <8 x i32> %6462, %1104
  %6464 = bitcast <8 x i32> %6463 to <8 x float>
  %6465 = fcmp oeq <8 x float> %6452, %52
  %6466 = select <8 x i1> %6465, <8 x float> %6464, <8 x float> %6461
  br label %6470

6467:                                             ; preds = %6451
  %6468 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6414, <8 x i1> %6403, <8 x float> zeroinitializer)
  %6469 = fadd <8 x float> %6452, %6468
  br label %6470

6470:                                             ; preds = %6453, %6460, %6467, %6451, %6432, %6410
  %6471 = phi <8 x float> [ %6452, %6451 ], [ %6411, %6410 ], [ %6433, %6432 ], [ %6469, %6467 ], [ %6466, %6460 ], [ %6459, %6453 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6471, ptr nonnull align 1 %6412, <8 x i1> %6403)
  %6472 = shl i64 %4453, 3
  %6473 = or disjoint i64 %6472, 32
  %6474 = sub nsw i64 %9, %6473
  %6475 = icmp sgt i64 %6474, 7
  %6476 = trunc i64 %6474 to i32
  %6477 = select i1 %6475, i32 8, i32 %6476
  %6478 = insertelement <8 x i32> poison, i32 %6477, i64 0
  %6479 = shufflevector <8 x i32> %6478, <8 x i32> poison, <8 x i32> zeroinitializer
  %6480 = icmp sgt <8 x i32> %6479, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6481 = load <8 x float>, ptr %1263, align 32
  br i1 %1579, label %6487, label %6482

6482:                                             ; preds = %6470
  %6483 = load float, ptr %1530, align 1
  %6484 = insertelement <8 x float> poison, float %6483, i64 0
  %6485 = shufflevector <8 x float> %6484, <8 x float> poison, <8 x i32> zeroinitializer
  %6486 = fadd <8 x float> %6481, %6485
  br label %6487

6487:                                             ; preds = %6482, %6470
  %6488 = phi <8 x float> [ %6486, %6482 ], [ %6481, %6470 ]
  %6489 = getelementptr inbounds nuw float, ptr %2697, i64 %6473
  %6490 = getelementptr inbounds nuw float, ptr %2699, i64 %6473
  %6491 = select i1 %2706, ptr null, ptr %6490
  switch i64 %1243, label %511 [
    i64 1, label %6506
    i64 2, label %6499
    i64 3, label %6492
    i64 0, label %6547
  ]

6492:                                             ; preds = %6487
  %6493 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6488)
  %6494 = bitcast <8 x float> %6488 to <8 x i32>
  %6495 = and <8 x i32> %6494, %1103
  %6496 = bitcast <8 x i32> %6495 to <8 x float>
  %6497 = fcmp oeq <8 x float> %6488, %49
  %6498 = select <8 x i1> %6497, <8 x float> %6496, <8 x float> %6493
  br label %6509

6499:                                             ; preds = %6487
  %6500 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6488)
  %6501 = bitcast <8 x float> %6488 to <8 x i32>
  %6502 = or <8 x i32> %6501, %1104
  %6503 = bitcast <8 x i32> %6502 to <8 x float>
  %6504 = fcmp oeq <8 x float> %6488, %52
  %6505 = select <8 x i1> %6504, <8 x float> %6503, <8 x float> %6500
  br label %6509

6506:                                             ; preds = %6487
  %6507 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6491, <8 x i1> %6480, <8 x float> zeroinitializer)
  %6508 = fadd <8 x float> %6488, %6507
  br label %6509

6509:                                             ; preds = %6506, %6499, %6492
  %6510 = phi <8 x float> [ %6508, %6506 ], [ %6505, %6499 ], [ %6498, %6492 ]
  switch i64 %1265, label %511 [
    i64 1, label %6525
    i64 2, label %6518
    i64 3, label %6511
    i64 0, label %6547
  ]

6511:                                             ; preds = %6509
  %6512 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6510)
  %6513 = bitcast <8 x float> %6510 to <8 x i32>
  %6514 = and <8 x i32> %6513, %1103
  %6515 = bitcast <8 x i32> %6514 to <8 x float>
  %6516 = fcmp oeq <8 x float> %6510, %49
  %6517 = select <8 x i1> %6516, <8 x float> %6515, <8 x float> %6512
  br label %6528

6518:                                             ; preds = %6509
  %6519 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6510)
  %6520 = bitcast <8 x float> %6510 to <8 x i32>
  %6521 = or <8 x i32> %6520, %1104
  %6522 = bitcast <8 x i32> %6521 to <8 x float>
  %6523 = fcmp oeq <8 x float> %6510, %52
  %6524 = select <8 x i1> %6523, <8 x float> %6522, <8 x float> %6519
  br label %6528

6525:                                             ; preds = %6509
  %6526 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6491, <8 x i1> %6480, <8 x float> zeroinitializer)
  %6527 = fadd <8 x float> %6510, %6526
  br label %6528

6528:                                             ; preds = %6525, %6518, %6511
  %6529 = phi <8 x float> [ %6527, %6525 ], [ %6524, %6518 ], [ %6517, %6511 ]
  switch i64 %1267, label %511 [
    i64 1, label %6544
    i64 2, label %6537
    i64 3, label %6530
    i64 0, label %6547
  ]

6530:                                             ; preds = %6528
  %6531 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6529)
  %6532 = bitcast <8 x float> %6529 to <8 x i32>
  %6533 = and <8 x i32> %6532, %1103
  %6534 = bitcast <8 x i32> %6533 to <8 x float>
  %6535 = fcmp oeq <8 x float> %6529, %49
  %6536 = select <8 x i1> %6535, <8 x float> %6534, <8 x float> %6531
  br label %6547

6537:                                             ; preds = %6528
  %6538 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6529)
  %6539 = bitcast <8 x float> %6529 to <8 x i32>
  %6540 = or <8 x i32> %6539, %1104
  %6541 = bitcast <8 x i32> %6540 to <8 x float>
  %6542 = fcmp oeq <8 x float> %6529, %52
  %6543 = select <8 x i1> %6542, <8 x float> %6541, <8 x float> %6538
  br label %6547

6544:                                             ; preds = %6528
  %6545 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6491, <8 x i1> %6480, <8 x float> zeroinitializer)
  %6546 = fadd <8 x float> %6529, %6545
  br label %6547

6547:                                             ; preds = %6530, %6537, %6544, %6528, %6509, %6487
  %6548 = phi <8 x float> [ %6529, %6528 ], [ %6488, %6487 ], [ %6510, %6509 ], [ %6546, %6544 ], [ %6543, %6537 ], [ %6536, %6530 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6548, ptr nonnull align 1 %6489, <8 x i1> %6480)
  %6549 = shl i64 %4453, 3
  %6550 = or disjoint i64 %6549, 40
  %6551 = sub nsw i64 %9, %6550
  %6552 = icmp sgt i64 %6551, 7
  %6553 = trunc i64 %6551 to i32
  %6554 = select i1 %6552, i32 8, i32 %6553
  %6555 = insertelement <8 x i32> poison, i32 %6554, i64 0
  %6556 = shufflevector <8 x i32> %6555, <8 x i32> poison, <8 x i32> zeroinitializer
  %6557 = icmp sgt <8 x i32> %6556, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6558 = load <8 x float>, ptr %1268, align 32
  br i1 %1579, label %6564, label %6559

6559:                                             ; preds = %6547
  %6560 = load float, ptr %1530, align 1
  %6561 = insertelement <8 x float> poison, float %6560, i64 0
  %6562 = shufflevector <8 x float> %6561, <8 x float> poison, <8 x i32> zeroinitializer
  %6563 = fadd <8 x float> %6558, %6562
  br label %6564

6564:                                             ; preds = %6559, %6547
  %6565 = phi <8 x float> [ %6563, %6559 ], [ %6558, %6547 ]
  %6566 = getelementptr inbounds nuw float, ptr %2697, i64 %6550
  %6567 = getelementptr inbounds nuw float, ptr %2699, i64 %6550
  %6568 = select i1 %2706, ptr null, ptr %6567
  switch i64 %1243, label %511 [
    i64 1, label %6583
    i64 2, label %6576
    i64 3, label %6569
    i64 0, label %6624
  ]

6569:                                             ; preds = %6564
  %6570 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6565)
  %6571 = bitcast <8 x float> %6565 to <8 x i32>
  %6572 = and <8 x i32> %6571, %1103
  %6573 = bitcast <8 x i32> %6572 to <8 x float>
  %6574 = fcmp oeq <8 x float> %6565, %49
  %6575 = select <8 x i1> %6574, <8 x float> %6573, <8 x float> %6570
  br label %6586

6576:                                             ; preds = %6564
  %6577 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6565)
  %6578 = bitcast <8 x float> %6565 to <8 x i32>
  %6579 = or <8 x i32> %6578, %1104
  %6580 = bitcast <8 x i32> %6579 to <8 x float>
  %6581 = fcmp oeq <8 x float> %6565, %52
  %6582 = select <8 x i1> %6581, <8 x float> %6580, <8 x float> %6577
  br label %6586

6583:                                             ; preds = %6564
  %6584 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6568, <8 x i1> %6557, <8 x float> zeroinitializer)
  %6585 = fadd <8 x float> %6565, %6584
  br label %6586

6586:                                             ; preds = %6583, %6576, %6569
  %6587 = phi <8 x float> [ %6585, %6583 ], [ %6582, %6576 ], [ %6575, %6569 ]
  switch i64 %1270, label %511 [
    i64 1, label %6602
    i64 2, label %6595
    i64 3, label %6588
    i64 0, label %6624
  ]

6588:                                             ; preds = %6586
  %6589 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6587)
  %6590 = bitcast <8 x float> %6587 to <8 x i32>
  %6591 = and <8 x i32> %6590, %1103
  %6592 = bitcast <8 x i32> %6591 to <8 x float>
  %6593 = fcmp oeq <8 x float> %6587, %49
  %6594 = select <8 x i1> %6593, <8 x float> %6592, <8 x float> %6589
  br label %6605

6595:                                             ; preds = %6586
  %6596 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6587)
  %6597 = bitcast <8 x float> %6587 to <8 x i32>
  %6598 = or <8 x i32> %6597, %1104
  %6599 = bitcast <8 x i32> %6598 to <8 x float>
  %6600 = fcmp oeq <8 x float> %6587, %52
  %6601 = select <8 x i1> %6600, <8 x float> %6599, <8 x float> %6596
  br label %6605

6602:                                             ; preds = %6586
  %6603 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6568, <8 x i1> %6557, <8 x float> zeroinitializer)
  %6604 = fadd <8 x float> %6587, %6603
  br label %6605

6605:                                             ; preds = %6602, %6595, %6588
  %6606 = phi <8 x float> [ %6604, %6602 ], [ %6601, %6595 ], [ %6594, %6588 ]
  switch i64 %1272, label %511 [
    i64 1, label %6621
    i64 2, label %6614
    i64 3, label %6607
    i64 0, label %6624
  ]

6607:                                             ; preds = %6605
  %6608 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6606)
  %6609 = bitcast <8 x float> %6606 to <8 x i32>
  %6610 = and <8 x i32> %6609, %1103
  %6611 = bitcast <8 x i32> %6610 to <8 x float>
  %6612 = fcmp oeq <8 x float> %6606, %49
  %6613 = select <8 x i1> %6612, <8 x float> %6611, <8 x float> %6608
  br label %6624

6614:                                             ; preds = %6605
  %6615 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6606)
  %6616 = bitcast <8 x float> %6606 to <8 x i32>
  %6617 = or <8 x i32> %6616, %1104
  %6618 = bitcast <8 x i32> %6617 to <8 x float>
  %6619 = fcmp oeq <8 x float> %6606, %52
  %6620 = select <8 x i1> %6619, <8 x float> %6618, <8 x float> %6615
  br label %6624

6621:                                             ; preds = %6605
  %6622 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6568, <8 x i1> %6557, <8 x float> zeroinitializer)
  %6623 = fadd <8 x float> %6606, %6622
  br label %6624

6624:                                             ; preds = %6607, %6614, %6621, %6605, %6586, %6564
  %6625 = phi <8 x float> [ %6606, %6605 ], [ %6565, %6564 ], [ %6587, %6586 ], [ %6623, %6621 ], [ %6620, %6614 ], [ %6613, %6607 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6625, ptr nonnull align 1 %6566, <8 x i1> %6557)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7929

6626:                                             ; preds = %4452
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %1101, label %6627, label %6700

6627:                                             ; preds = %6626, %6641
  %6628 = phi i64 [ %6642, %6641 ], [ 0, %6626 ]
  %6629 = mul nsw i64 %6628, %14
  %6630 = sub i64 %6629, %16
  %6631 = add i64 %6630, %2708
  %6632 = icmp slt i64 %6631, 0
  %6633 = icmp sge i64 %6631, %6
  %6634 = or i1 %6632, %6633
  %6635 = select i1 %6634, i64 0, i64 %6631
  %6636 = mul nsw i64 %6635, %7
  %6637 = getelementptr inbounds float, ptr %1527, i64 %6636
  br i1 %1102, label %6638, label %6641

6638:                                             ; preds = %6627
  %6639 = mul nuw nsw i64 %6628, %11
  %6640 = getelementptr inbounds nuw float, ptr %1529, i64 %6639
  br label %6644

6641:                                             ; preds = %6653, %6627
  %6642 = add nuw nsw i64 %6628, 1
  %6643 = icmp eq i64 %6642, %10
  br i1 %6643, label %6698, label %6627

6644:                                             ; preds = %6638, %6653
  %6645 = phi i64 [ 0, %6638 ], [ %6654, %6653 ]
  %6646 = getelementptr inbounds nuw float, ptr %6640, i64 %6645
  %6647 = load float, ptr %6646, align 1
  %6648 = insertelement <8 x float> poison, float %6647, i64 0
  %6649 = shufflevector <8 x float> %6648, <8 x float> poison, <8 x i32> zeroinitializer
  %6650 = mul nsw i64 %6645, %15
  %6651 = sub i64 %6650, %17
  %6652 = getelementptr <4 x i64>, ptr %1086, i64 %6645
  br label %6656

6653:                                             ; preds = %6687
  %6654 = add nuw nsw i64 %6645, 1
  %6655 = icmp eq i64 %6654, %11
  br i1 %6655, label %6641, label %6644

6656:                                             ; preds = %6644, %6687
  %6657 = phi i64 [ 0, %6644 ], [ %6696, %6687 ]
  %6658 = or disjoint i64 %4453, %6657
  %6659 = shl nsw i64 %6658, 3
  %6660 = add i64 %6651, %6659
  br i1 %1111, label %6665, label %6661

6661:                                             ; preds = %6656
  %6662 = mul nuw nsw i64 %6658, %11
  %6663 = getelementptr <4 x i64>, ptr %6652, i64 %6662
  %6664 = load <4 x i64>, ptr %6663, align 32
  br label %6687

6665:                                             ; preds = %6656
  %6666 = sub nsw i64 %9, %6659
  %6667 = icmp slt i64 %6660, 0
  %6668 = sub nsw i64 0, %6660
  %6669 = select i1 %6667, i64 %6668, i64 0
  %6670 = sub nsw i64 %7, %6660
  %6671 = call i64 @llvm.smin.i64(i64 %6670, i64 %6666)
  %6672 = call i64 @llvm.smin.i64(i64 %6671, i64 8)
  %6673 = icmp sgt i64 %6672, %6669
  %6674 = trunc i64 %6669 to i32
  %6675 = select i1 %6673, i32 %6674, i32 0
  %6676 = insertelement <8 x i32> poison, i32 %6675, i64 0
  %6677 = shufflevector <8 x i32> %6676, <8 x i32> poison, <8 x i32> zeroinitializer
  %6678 = icmp slt <8 x i32> %6677, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6679 = trunc i64 %6672 to i32
  %6680 = select i1 %6673, i32 %6679, i32 0
  %6681 = insertelement <8 x i32> poison, i32 %6680, i64 0
  %6682 = shufflevector <8 x i32> %6681, <8 x i32> poison, <8 x i32> zeroinitializer
  %6683 = icmp sgt <8 x i32> %6682, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6684 = and <8 x i1> %6683, %6678
  %6685 = sext <8 x i1> %6684 to <8 x i32>
  %6686 = bitcast <8 x i32> %6685 to <4 x i64>
  br label %6687

6687:                                             ; preds = %6665, %6661
  %6688 = phi <4 x i64> [ %6664, %6661 ], [ %6686, %6665 ]
  %6689 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %6657
  %6690 = getelementptr inbounds float, ptr %6637, i64 %6660
  %6691 = select i1 %6634, <4 x i64> zeroinitializer, <4 x i64> %6688
  %6692 = bitcast <4 x i64> %6691 to <8 x i32>
  %6693 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %6690, <8 x i32> %6692)
  %6694 = load <8 x float>, ptr %6689, align 32
  %6695 = call <8 x float> @llvm.fma.v8f32(<8 x float> %6693, <8 x float> %6649, <8 x float> %6694)
  store <8 x float> %6695, ptr %6689, align 32
  %6696 = add nuw nsw i64 %6657, 1
  %6697 = icmp eq i64 %6696, 7
  br i1 %6697, label %6653, label %6656

6698:                                             ; preds = %6641
  %6699 = load <8 x float>, ptr %33, align 32
  br label %6700

6700:                                             ; preds = %6698, %6626
  %6701 = phi <8 x float> [ %6699, %6698 ], [ zeroinitializer, %6626 ]
  %6702 = shl nsw i64 %4453, 3
  %6703 = sub nsw i64 %9, %6702
  %6704 = icmp sgt i64 %6703, 7
  %6705 = trunc i64 %6703 to i32
  %6706 = select i1 %6704, i32 8, i32 %6705
  %6707 = insertelement <8 x i32> poison, i32 %6706, i64 0
  %6708 = shufflevector <8 x i32> %6707, <8 x i32> poison, <8 x i32> zeroinitializer
  %6709 = icmp sgt <8 x i32> %6708, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %6715, label %6710

6710:                                             ; preds = %6700
  %6711 = load float, ptr %1530, align 1
  %6712 = insertelement <8 x float> poison, float %6711, i64 0
  %6713 = shufflevector <8 x float> %6712, <8 x float> poison, <8 x i32> zeroinitializer
  %6714 = fadd <8 x float> %6701, %6713
  br label %6715

6715:                                             ; preds = %6710, %6700
  %6716 = phi <8 x float> [ %6714, %6710 ], [ %6701, %6700 ]
  %6717 = getelementptr inbounds nuw float, ptr %2697, i64 %6702
  %6718 = getelementptr inbounds nuw float, ptr %2699, i64 %6702
  %6719 = select i1 %2706, ptr null, ptr %6718
  switch i64 %1208, label %511 [
    i64 1, label %6720
    i64 2, label %6723
    i64 3, label %6730
    i64 0, label %6775
  ]

6720:                                             ; preds = %6715
  %6721 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6719, <8 x i1> %6709, <8 x float> zeroinitializer)
  %6722 = fadd <8 x float> %6716, %6721
  br label %6737

6723:                                             ; preds = %6715
  %6724 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6716)
  %6725 = bitcast <8 x float> %6716 to <8 x i32>
  %6726 = or <8 x i32> %6725, %1104
  %6727 = bitcast <8 x i32> %6726 to <8 x float>
  %6728 = fcmp oeq <8 x float> %6716, %52
  %6729 = select <8 x i1> %6728, <8 x float> %6727, <8 x float> %6724
  br label %6737

6730:                                             ; preds = %6715
  %6731 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6716)
  %6732 = bitcast <8 x float> %6716 to <8 x i32>
  %6733 = and <8 x i32> %6732, %1103
  %6734 = bitcast <8 x i32> %6733 to <8 x float>
  %6735 = fcmp oeq <8 x float> %6716, %49
  %6736 = select <8 x i1> %6735, <8 x float> %6734, <8 x float> %6731
  br label %6737

6737:                                             ; preds = %6730, %6723, %6720
  %6738 = phi <8 x float> [ %6722, %6720 ], [ %6729, %6723 ], [ %6736, %6730 ]
  switch i64 %1210, label %511 [
    i64 1, label %6753
    i64 2, label %6746
    i64 3, label %6739
    i64 0, label %6775
  ]

6739:                                             ; preds = %6737
  %6740 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6738)
  %6741 = bitcast <8 x float> %6738 to <8 x i32>
  %6742 = and <8 x i32> %6741, %1103
  %6743 = bitcast <8 x i32> %6742 to <8 x float>
  %6744 = fcmp oeq <8 x float> %6738, %49
  %6745 = select <8 x i1> %6744, <8 x float> %6743, <8 x float> %6740
  br label %6756

6746:                                             ; preds = %6737
  %6747 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6738)
  %6748 = bitcast <8 x float> %6738 to <8 x i32>
  %6749 = or <8 x i32> %6748, %1104
  %6750 = bitcast <8 x i32> %6749 to <8 x float>
  %6751 = fcmp oeq <8 x float> %6738, %52
  %6752 = select <8 x i1> %6751, <8 x float> %6750, <8 x float> %6747
  br label %6756

6753:                                             ; preds = %6737
  %6754 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6719, <8 x i1> %6709, <8 x float> zeroinitializer)
  %6755 = fadd <8 x float> %6738, %6754
  br label %6756

6756:                                             ; preds = %6753, %6746, %6739
  %6757 = phi <8 x float> [ %6755, %6753 ], [ %6752, %6746 ], [ %6745, %6739 ]
  switch i64 %1212, label %511 [
    i64 1, label %6772
    i64 2, label %6765
    i64 3, label %6758
    i64 0, label %6775
  ]

6758:                                             ; preds = %6756
  %6759 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6757)
  %6760 = bitcast <8 x float> %6757 to <8 x i32>
  %6761 = and <8 x i32> %6760, %1103
  %6762 = bitcast <8 x i32> %6761 to <8 x float>
  %6763 = fcmp oeq <8 x float> %6757, %49
  %6764 = select <8 x i1> %6763, <8 x float> %6762, <8 x float> %6759
  br label %6775

6765:                                             ; preds = %6756
  %6766 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6757)
  %6767 = bitcast <8 x float> %6757 to <8 x i32>
  %6768 = or <8 x i32> %6767, %1104
  %6769 = bitcast <8 x i32> %6768 to <8 x float>
  %6770 = fcmp oeq <8 x float> %6757, %52
  %6771 = select <8 x i1> %6770, <8 x float> %6769, <8 x float> %6766
  br label %6775

6772:                                             ; preds = %6756
  %6773 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6719, <8 x i1> %6709, <8 x float> zeroinitializer)
  %6774 = fadd <8 x float> %6757, %6773
  br label %6775

6775:                                             ; preds = %6758, %6765, %6772, %6756, %6737, %6715
  %6776 = phi <8 x float> [ %6757, %6756 ], [ %6716, %6715 ], [ %6738, %6737 ], [ %6774, %6772 ], [ %6771, %6765 ], [ %6764, %6758 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6776, ptr align 1 %6717, <8 x i1> %6709)
  %6777 = shl i64 %4453, 3
  %6778 = or disjoint i64 %6777, 8
  %6779 = sub nsw i64 %9, %6778
  %6780 = icmp sgt i64 %6779, 7
  %6781 = trunc i64 %6779 to i32
  %6782 = select i1 %6780, i32 8, i32 %6781
  %6783 = insertelement <8 x i32> poison, i32 %6782, i64 0
  %6784 = shufflevector <8 x i32> %6783, <8 x i32> poison, <8 x i32> zeroinitializer
  %6785 = icmp sgt <8 x i32> %6784, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6786 = load <8 x float>, ptr %1213, align 32
  br i1 %1579, label %6792, label %6787

6787:                                             ; preds = %6775
  %6788 = load float, ptr %1530, align 1
  %6789 = insertelement <8 x float> poison, float %6788, i64 0
  %6790 = shufflevector <8 x float> %6789, <8 x float> poison, <8 x i32> zeroinitializer
  %6791 = fadd <8 x float> %6786, %6790
  br label %6792

6792:                                             ; preds = %6787, %6775
  %6793 = phi <8 x float> [ %6791, %6787 ], [ %6786, %6775 ]
  %6794 = getelementptr inbounds nuw float, ptr %2697, i64 %6778
  %6795 = getelementptr inbounds nuw float, ptr %2699, i64 %6778
  %6796 = select i1 %2706, ptr null, ptr %6795
  switch i64 %1208, label %511 [
    i64 1, label %6811
    i64 2, label %6804
    i64 3, label %6797
    i64 0, label %6852
  ]

6797:                                             ; preds = %6792
  %6798 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6793)
  %6799 = bitcast <8 x float> %6793 to <8 x i32>
  %6800 = and <8 x i32> %6799, %1103
  %6801 = bitcast <8 x i32> %6800 to <8 x float>
  %6802 = fcmp oeq <8 x float> %6793, %49
  %6803 = select <8 x i1> %6802, <8 x float> %6801, <8 x float> %6798
  br label %6814

6804:                                             ; preds = %6792
  %6805 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6793)
  %6806 = bitcast <8 x float> %6793 to <8 x i32>
  %6807 = or <8 x i32> %6806, %1104
  %6808 = bitcast <8 x i32> %6807 to <8 x float>
  %6809 = fcmp oeq <8 x float> %6793, %52
  %6810 = select <8 x i1> %6809, <8 x float> %6808, <8 x float> %6805
  br label %6814

6811:                                             ; preds = %6792
  %6812 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6796, <8 x i1> %6785, <8 x float> zeroinitializer)
  %6813 = fadd <8 x float> %6793, %6812
  br label %6814

6814:                                             ; preds = %6811, %6804, %6797
  %6815 = phi <8 x float> [ %6813, %6811 ], [ %6810, %6804 ], [ %6803, %6797 ]
  switch i64 %1215, label %511 [
    i64 1, label %6830
    i64 2, label %6823
    i64 3, label %6816
    i64 0, label %6852
  ]

6816:                                             ; preds = %6814
  %6817 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6815)
  %6818 = bitcast <8 x float> %6815 to <8 x i32>
  %6819 = and <8 x i32> %6818, %1103
  %6820 = bitcast <8 x i32> %6819 to <8 x float>
  %6821 = fcmp oeq <8 x float> %6815, %49
  %6822 = select <8 x i1> %6821, <8 x float> %6820, <8 x float> %6817
  br label %6833

6823:                                             ; preds = %6814
  %6824 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6815)
  %6825 = bitcast <8 x float> %6815 to <8 x i32>
  %6826 = or <8 x i32> %6825, %1104
  %6827 = bitcast <8 x i32> %6826 to <8 x float>
  %6828 = fcmp oeq <8 x float> %6815, %52
  %6829 = select <8 x i1> %6828, <8 x float> %6827, <8 x float> %6824
  br label %6833

6830:                                             ; preds = %6814
  %6831 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6796, <8 x i1> %6785, <8 x float> zeroinitializer)
  %6832 = fadd <8 x float> %6815, %6831
  br label %6833

6833:                                             ; preds = %6830, %6823, %6816
  %6834 = phi <8 x float> [ %6832, %6830 ], [ %6829, %6823 ], [ %6822, %6816 ]
  switch i64 %1217, label %511 [
    i64 1, label %6849
    i64 2, label %6842
    i64 3, label %6835
    i64 0, label %6852
  ]

6835:                                             ; preds = %6833
  %6836 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6834)
  %6837 = bitcast <8 x float> %6834 to <8 x i32>
  %6838 = and <8 x i32> %6837, %1103
  %6839 = bitcast <8 x i32> %6838 to <8 x float>
  %6840 = fcmp oeq <8 x float> %6834, %49
  %6841 = select <8 x i1> %6840, <8 x float> %6839, <8 x float> %6836
  br label %6852

6842:                                             ; preds = %6833
  %6843 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6834)
  %6844 = bitcast <8 x float> %6834 to <8 x i32>
  %6845 = or <8 x i32> %6844, %1104
  %6846 = bitcast <8 x i32> %6845 to <8 x float>
  %6847 = fcmp oeq <8 x float> %6834, %52
  %6848 = select <8 x i1> %6847, <8 x float> %6846, <8 x float> %6843
  br label %6852

6849:                                             ; preds = %6833
  %6850 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6796, <8 x i1> %6785, <8 x float> zeroinitializer)
  %6851 = fadd <8 x float> %6834, %6850
  br label %6852

6852:                                             ; preds = %6835, %6842, %6849, %6833, %6814, %6792
  %6853 = phi <8 x float> [ %6834, %6833 ], [ %6793, %6792 ], [ %6815, %6814 ], [ %6851, %6849 ], [ %6848, %6842 ], [ %6841, %6835 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6853, ptr nonnull align 1 %6794, <8 x i1> %6785)
  %6854 = shl i64 %4453, 3
  %6855 = or disjoint i64 %6854, 16
  %6856 = sub nsw i64 %9, %6855
  %6857 = icmp sgt i64 %6856, 7
  %6858 = trunc i64 %6856 to i32
  %6859 = select i1 %6857, i32 8, i32 %6858
  %6860 = insertelement <8 x i32> poison, i32 %6859, i64 0
  %6861 = shufflevector <8 x i32> %6860, <8 x i32> poison, <8 x i32> zeroinitializer
  %6862 = icmp sgt <8 x i32> %6861, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6863 = load <8 x float>, ptr %1218, align 32
  br i1 %1579, label %6869, label %6864

6864:                                             ; preds = %6852
  %6865 = load float, ptr %1530, align 1
  %6866 = insertelement <8 x float> poison, float %6865, i64 0
  %6867 = shufflevector <8 x float> %6866, <8 x float> poison, <8 x i32> zeroinitializer
  %6868 = fadd <8 x float> %6863, %6867
  br label %6869

6869:                                             ; preds = %6864, %6852
  %6870 = phi <8 x float> [ %6868, %6864 ], [ %6863, %6852 ]
  %6871 = getelementptr inbounds nuw float, ptr %2697, i64 %6855
  %6872 = getelementptr inbounds nuw float, ptr %2699, i64 %6855
  %6873 = select i1 %2706, ptr null, ptr %6872
  switch i64 %1208, label %511 [
    i64 1, label %6888
    i64 2, label %6881
    i64 3, label %6874
    i64 0, label %6929
  ]

6874:                                             ; preds = %6869
  %6875 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6870)
  %6876 = bitcast <8 x float> %6870 to <8 x i32>
  %6877 = and <8 x i32> %6876, %1103
  %6878 = bitcast <8 x i32> %6877 to <8 x float>
  %6879 = fcmp oeq <8 x float> %6870, %49
  %6880 = select <8 x i1> %6879, <8 x float> %6878, <8 x float> %6875
  br label %6891

6881:                                             ; preds = %6869
  %6882 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6870)
  %6883 = bitcast <8 x float> %6870 to <8 x i32>
  %6884 = or <8 x i32> %6883, %1104
  %6885 = bitcast <8 x i32> %6884 to <8 x float>
  %6886 = fcmp oeq <8 x float> %6870, %52
  %6887 = select <8 x i1> %6886, <8 x float> %6885, <8 x float> %6882
  br label %6891

6888:                                             ; preds = %6869
  %6889 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6873, <8 x i1> %6862, <8 x float> zeroinitializer)
  %6890 = fadd <8 x float> %6870, %6889
  br label %6891

6891:                                             ; preds = %6888, %6881, %6874
  %6892 = phi <8 x float> [ %6890, %6888 ], [ %6887, %6881 ], [ %6880, %6874 ]
  switch i64 %1220, label %511 [
    i64 1, label %6907
    i64 2, label %6900
    i64 3, label %6893
    i64 0, label %6929
  ]

6893:                                             ; preds = %6891
  %6894 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6892)
  %6895 = bitcast <8 x float> %6892 to <8 x i32>
  %6896 = and <8 x i32> %6895, %1103
  %6897 = bitcast <8 x i32> %6896 to <8 x float>
  %6898 = fcmp oeq <8 x float> %6892, %49
  %6899 = select <8 x i1> %6898, <8 x float> %6897, <8 x float> %6894
  br label %6910

6900:                                             ; preds = %6891
  %6901 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6892)
  %6902 = bitcast <8 x float> %6892 to <8 x i32>
  %6903 = or <8 x i32> %6902, %1104
  %6904 = bitcast <8 x i32> %6903 to <8 x float>
  %6905 = fcmp oeq <8 x float> %6892, %52
  %6906 = select <8 x i1> %6905, <8 x float> %6904, <8 x float> %6901
  br label %6910

6907:                                             ; preds = %6891
  %6908 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6873, <8 x i1> %6862, <8 x float> zeroinitializer)
  %6909 = fadd <8 x float> %6892, %6908
  br label %6910

6910:                                             ; preds = %6907, %6900, %6893
  %6911 = phi <8 x float> [ %6909, %6907 ], [ %6906, %6900 ], [ %6899, %6893 ]
  switch i64 %1222, label %511 [
    i64 1, label %6926
    i64 2, label %6919
    i64 3, label %6912
    i64 0, label %6929
  ]

6912:                                             ; preds = %6910
  %6913 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6911)
  %6914 = bitcast <8 x float> %6911 to <8 x i32>
  %6915 = and <8 x i32> %6914, %1103
  %6916 = bitcast <8 x i32> %6915 to <8 x float>
  %6917 = fcmp oeq <8 x float> %6911, %49
  %6918 = select <8 x i1> %6917, <8 x float> %6916, <8 x float> %6913
  br label %6929

6919:                                             ; preds = %6910
  %6920 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6911)
  %6921 = bitcast <8 x float> %6911 to <8 x i32>
  %6922 = or <8 x i32> %6921, %1104
  %6923 = bitcast <8 x i32> %6922 to <8 x float>
  %6924 = fcmp oeq <8 x float> %6911, %52
  %6925 = select <8 x i1> %6924, <8 x float> %6923, <8 x float> %6920
  br label %6929

6926:                                             ; preds = %6910
  %6927 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6873, <8 x i1> %6862, <8 x float> zeroinitializer)
  %6928 = fadd <8 x float> %6911, %6927
  br label %6929

6929:                                             ; preds = %6912, %6919, %6926, %6910, %6891, %6869
  %6930 = phi <8 x float> [ %6911, %6910 ], [ %6870, %6869 ], [ %6892, %6891 ], [ %6928, %6926 ], [ %6925, %6919 ], [ %6918, %6912 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %6930, ptr nonnull align 1 %6871, <8 x i1> %6862)
  %6931 = shl i64 %4453, 3
  %6932 = or disjoint i64 %6931, 24
  %6933 = sub nsw i64 %9, %6932
  %6934 = icmp sgt i64 %6933, 7
  %6935 = trunc i64 %6933 to i32
  %6936 = select i1 %6934, i32 8, i32 %6935
  %6937 = insertelement <8 x i32> poison, i32 %6936, i64 0
  %6938 = shufflevector <8 x i32> %6937, <8 x i32> poison, <8 x i32> zeroinitializer
  %6939 = icmp sgt <8 x i32> %6938, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6940 = load <8 x float>, ptr %1223, align 32
  br i1 %1579, label %6946, label %6941

6941:                                             ; preds = %6929
  %6942 = load float, ptr %1530, align 1
  %6943 = insertelement <8 x float> poison, float %6942, i64 0
  %6944 = shufflevector <8 x float> %6943, <8 x float> poison, <8 x i32> zeroinitializer
  %6945 = fadd <8 x float> %6940, %6944
  br label %6946

6946:                                             ; preds = %6941, %6929
  %6947 = phi <8 x float> [ %6945, %6941 ], [ %6940, %6929 ]
  %6948 = getelementptr inbounds nuw float, ptr %2697, i64 %6932
  %6949 = getelementptr inbounds nuw float, ptr %2699, i64 %6932
  %6950 = select i1 %2706, ptr null, ptr %6949
  switch i64 %1208, label %511 [
    i64 1, label %6965
    i64 2, label %6958
    i64 3, label %6951
    i64 0, label %7006
  ]

6951:                                             ; preds = %6946
  %6952 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6947)
  %6953 = bitcast <8 x float> %6947 to <8 x i32>
  %6954 = and <8 x i32> %6953, %1103
  %6955 = bitcast <8 x i32> %6954 to <8 x float>
  %6956 = fcmp oeq <8 x float> %6947, %49
  %6957 = select <8 x i1> %6956, <8 x float> %6955, <8 x float> %6952
  br label %6968

6958:                                             ; preds = %6946
  %6959 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6947)
  %6960 = bitcast <8 x float> %6947 to <8 x i32>
  %6961 = or <8 x i32> %6960, %1104
  %6962 = bitcast <8 x i32> %6961 to <8 x float>
  %6963 = fcmp oeq <8 x float> %6947, %52
  %6964 = select <8 x i1> %6963, <8 x float> %6962, <8 x float> %6959
  br label %6968

6965:                                             ; preds = %6946
  %6966 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6950, <8 x i1> %6939, <8 x float> zeroinitializer)
  %6967 = fadd <8 x float> %6947, %6966
  br label %6968

6968:                                             ; preds = %6965, %6958, %6951
  %6969 = phi <8 x float> [ %6967, %6965 ], [ %6964, %6958 ], [ %6957, %6951 ]
  switch i64 %1225, label %511 [
    i64 1, label %6984
    i64 2, label %6977
    i64 3, label %6970
    i64 0, label %7006
  ]

6970:                                             ; preds = %6968
  %6971 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6969)
  %6972 = bitcast <8 x float> %6969 to <8 x i32>
  %6973 = and <8 x i32> %6972, %1103
  %6974 = bitcast <8 x i32> %6973 to <8 x float>
  %6975 = fcmp oeq <8 x float> %6969, %49
  %6976 = select <8 x i1> %6975, <8 x float> %6974, <8 x float> %6971
  br label %6987

6977:                                             ; preds = %6968
  %6978 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6969)
  %6979 = bitcast <8 x float> %6969 to <8 x i32>
  %6980 = or <8 x i32> %6979, %1104
  %6981 = bitcast <8 x i32> %6980 to <8 x float>
  %6982 = fcmp oeq <8 x float> %6969, %52
  %6983 = select <8 x i1> %6982, <8 x float> %6981, <8 x float> %6978
  br label %6987

6984:                                             ; preds = %6968
  %6985 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6950, <8 x i1> %6939, <8 x float> zeroinitializer)
  %6986 = fadd <8 x float> %6969, %6985
  br label %6987

6987:                                             ; preds = %6984, %6977, %6970
  %6988 = phi <8 x float> [ %6986, %6984 ], [ %6983, %6977 ], [ %6976, %6970 ]
  switch i64 %1227, label %511 [
    i64 1, label %7003
    i64 2, label %6996
    i64 3, label %6989
    i64 0, label %7006
  ]

6989:                                             ; preds = %6987
  %6990 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %6988)
  %6991 = bitcast <8 x float> %6988 to <8 x i32>
  %6992 = and <8 x i32> %6991, %1103
  %6993 = bitcast <8 x i32> %6992 to <8 x float>
  %6994 = fcmp oeq <8 x float> %6988, %49
  %6995 = select <8 x i1> %6994, <8 x float> %6993, <8 x float> %6990
  br label %7006

6996:                                             ; preds = %6987
  %6997 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %6988)
  %6998 = bitcast <8 x float> %6988 to <8 x i32>
  %6999 = or <8 x i32> %6998, %1104
  %7000 = bitcast <8 x i32> %6999 to <8 x float>
  %7001 = fcmp oeq <8 x float> %6988, %52
  %7002 = select <8 x i1> %7001, <8 x float> %7000, <8 x float> %6997
  br label %7006

7003:                                             ; preds = %6987
  %7004 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6950, <8 x i1> %6939, <8 x float> zeroinitializer)
  %7005 = fadd <8 x float> %6988, %7004
  br label %7006

7006:                                             ; preds = %6989, %6996, %7003, %6987, %6968, %6946
  %7007 = phi <8 x float> [ %6988, %6987 ], [ %6947, %6946 ], [ %6969, %6968 ], [ %7005, %7003 ], [ %7002, %6996 ], [ %6995, %6989 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7007, ptr nonnull align 1 %6948, <8 x i1> %6939)
  %7008 = shl i64 %4453, 3
  %7009 = or disjoint i64 %7008, 32
  %7010 = sub nsw i64 %9, %7009
  %7011 = icmp sgt i64 %7010, 7
  %7012 = trunc i64 %7010 to i32
  %7013 = select i1 %7011, i32 8, i32 %7012
  %7014 = insertelement <8 x i32> poison, i32 %7013, i64 0
  %7015 = shufflevector <8 x i32> %7014, <8 x i32> poison, <8 x i32> zeroinitializer
  %7016 = icmp sgt <8 x i32> %7015, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7017 = load <8 x float>, ptr %1228, align 32
  br i1 %1579, label %7023, label %7018

7018:                                             ; preds = %7006
  %7019 = load float, ptr %1530, align 1
  %7020 = insertelement <8 x float> poison, float %7019, i64 0
  %7021 = shufflevector <8 x float> %7020, <8 x float> poison, <8 x i32> zeroinitializer
  %7022 = fadd <8 x float> %7017, %7021
  br label %7023

7023:                                             ; preds = %7018, %7006
  %7024 = phi <8 x float> [ %7022, %7018 ], [ %7017, %7006 ]
  %7025 = getelementptr inbounds nuw float, ptr %2697, i64 %7009
  %7026 = getelementptr inbounds nuw float, ptr %2699, i64 %7009
  %7027 = select i1 %2706, ptr null, ptr %7026
  switch i64 %1208, label %511 [
    i64 1, label %7042
    i64 2, label %7035
    i64 3, label %7028
    i64 0, label %7083
  ]

7028:                                             ; preds = %7023
  %7029 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7024)
  %7030 = bitcast <8 x float> %7024 to <8 x i32>
  %7031 = and <8 x i32> %7030, %1103
  %7032 = bitcast <8 x i32> %7031 to <8 x float>
  %7033 = fcmp oeq <8 x float> %7024, %49
  %7034 = select <8 x i1> %7033, <8 x float> %7032, <8 x float> %7029
  br label %7045

7035:                                             ; preds = %7023
  %7036 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7024)
  %7037 = bitcast <8 x float> %7024 to <8 x i32>
  %7038 = or <8 x i32> %7037, %1104
  %7039 = bitcast <8 x i32> %7038 to <8 x float>
  %7040 = fcmp oeq <8 x float> %7024, %52
  %7041 = select <8 x i1> %7040, <8 x float> %7039, <8 x float> %7036
  br label %7045

7042:                                             ; preds = %7023
  %7043 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7027, <8 x i1> %7016, <8 x float> zeroinitializer)
  %7044 = fadd <8 x float> %7024, %7043
  br label %7045

7045:                                             ; preds = %7042, %7035, %7028
  %7046 = phi <8 x float> [ %7044, %7042 ], [ %7041, %7035 ], [ %7034, %7028 ]
  switch i64 %1230, label %511 [
    i64 1, label %7061
    i64 2, label %7054
    i64 3, label %7047
    i64 0, label %7083
  ]

7047:                                             ; preds = %7045
  %7048 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7046)
  %7049 = bitcast <8 x float> %7046 to <8 x i32>
  %7050 = and <8 x i32> %7049, %1103
  %7051 = bitcast <8 x i32> %7050 to <8 x float>
  %7052 = fcmp oeq <8 x float> %7046, %49
  %7053 = select <8 x i1> %7052, <8 x float> %7051, <8 x float> %7048
  br label %7064

7054:                                             ; preds = %7045
  %7055 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7046)
  %7056 = bitcast <8 x float> %7046 to <8 x i32>
  %7057 = or <8 x i32> %7056, %1104
  %7058 = bitcast <8 x i32> %7057 to <8 x float>
  %7059 = fcmp oeq <8 x float> %7046, %52
  %7060 = select <8 x i1> %7059, <8 x float> %7058, <8 x float> %7055
  br label %7064

7061:                                             ; preds = %7045
  %7062 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7027, <8 x i1> %7016, <8 x float> zeroinitializer)
  %7063 = fadd <8 x float> %7046, %7062
  br label %7064

7064:                                             ; preds = %7061, %7054, %7047
  %7065 = phi <8 x float> [ %7063, %7061 ], [ %7060, %7054 ], [ %7053, %7047 ]
  switch i64 %1232, label %511 [
    i64 1, label %7080
    i64 2, label %7073
    i64 3, label %7066
    i64 0, label %7083
  ]

7066:                                             ; preds = %7064
  %7067 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7065)
  %7068 = bitcast <8 x float> %7065 to <8 x i32>
  %7069 = and <8 x i32> %7068, %1103
  %7070 = bitcast <8 x i32> %7069 to <8 x float>
  %7071 = fcmp oeq <8 x float> %7065, %49
  %7072 = select <8 x i1> %7071, <8 x float> %7070, <8 x float> %7067
  br label %7083

7073:                                             ; preds = %7064
  %7074 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7065)
  %7075 = bitcast <8 x float> %7065 to <8 x i32>
  %7076 = or <8 x i32> %7075, %1104
  %7077 = bitcast <8 x i32> %7076 to <8 x float>
  %7078 = fcmp oeq <8 x float> %7065, %52
  %7079 = select <8 x i1> %7078, <8 x float> %7077, <8 x float> %7074
  br label %7083

7080:                                             ; preds = %7064
  %7081 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7027, <8 x i1> %7016, <8 x float> zeroinitializer)
  %7082 = fadd <8 x float> %7065, %7081
  br label %7083

7083:                                             ; preds = %7066, %7073, %7080, %7064, %7045, %7023
  %7084 = phi <8 x float> [ %7065, %7064 ], [ %7024, %7023 ], [ %7046, %7045 ], [ %7082, %7080 ], [ %7079, %7073 ], [ %7072, %7066 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7084, ptr nonnull align 1 %7025, <8 x i1> %7016)
  %7085 = shl i64 %4453, 3
  %7086 = or disjoint i64 %7085, 40
  %7087 = sub nsw i64 %9, %7086
  %7088 = icmp sgt i64 %7087, 7
  %7089 = trunc i64 %7087 to i32
  %7090 = select i1 %7088, i32 8, i32 %7089
  %7091 = insertelement <8 x i32> poison, i32 %7090, i64 0
  %7092 = shufflevector <8 x i32> %7091, <8 x i32> poison, <8 x i32> zeroinitializer
  %7093 = icmp sgt <8 x i32> %7092, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7094 = load <8 x float>, ptr %1233, align 32
  br i1 %1579, label %7100, label %7095

7095:                                             ; preds = %7083
  %7096 = load float, ptr %1530, align 1
  %7097 = insertelement <8 x float> poison, float %7096, i64 0
  %7098 = shufflevector <8 x float> %7097, <8 x float> poison, <8 x i32> zeroinitializer
  %7099 = fadd <8 x float> %7094, %7098
  br label %7100

7100:                                             ; preds = %7095, %7083
  %7101 = phi <8 x float> [ %7099, %7095 ], [ %7094, %7083 ]
  %7102 = getelementptr inbounds nuw float, ptr %2697, i64 %7086
  %7103 = getelementptr inbounds nuw float, ptr %2699, i64 %7086
  %7104 = select i1 %2706, ptr null, ptr %7103
  switch i64 %1208, label %511 [
    i64 1, label %7119
    i64 2, label %7112
    i64 3, label %7105
    i64 0, label %7160
  ]

7105:                                             ; preds = %7100
  %7106 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7101)
  %7107 = bitcast <8 x float> %7101 to <8 x i32>
  %7108 = and <8 x i32> %7107, %1103
  %7109 = bitcast <8 x i32> %7108 to <8 x float>
  %7110 = fcmp oeq <8 x float> %7101, %49
  %7111 = select <8 x i1> %7110, <8 x float> %7109, <8 x float> %7106
  br label %7122

7112:                                             ; preds = %7100
  %7113 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7101)
  %7114 = bitcast <8 x float> %7101 to <8 x i32>
  %7115 = or <8 x i32> %7114, %1104
  %7116 = bitcast <8 x i32> %7115 to <8 x float>
  %7117 = fcmp oeq <8 x float> %7101, %52
  %7118 = select <8 x i1> %7117, <8 x float> %7116, <8 x float> %7113
  br label %7122

7119:                                             ; preds = %7100
  %7120 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7104, <8 x i1> %7093, <8 x float> zeroinitializer)
  %7121 = fadd <8 x float> %7101, %7120
  br label %7122

7122:                                             ; preds = %7119, %7112, %7105
  %7123 = phi <8 x float> [ %7121, %7119 ], [ %7118, %7112 ], [ %7111, %7105 ]
  switch i64 %1235, label %511 [
    i64 1, label %7138
    i64 2, label %7131
    i64 3, label %7124
    i64 0, label %7160
  ]

7124:                                             ; preds = %7122
  %7125 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7123)
  %7126 = bitcast <8 x float> %7123 to <8 x i32>
  %7127 = and <8 x i32> %7126, %1103
  %7128 = bitcast <8 x i32> %7127 to <8 x float>
  %7129 = fcmp oeq <8 x float> %7123, %49
  %7130 = select <8 x i1> %7129, <8 x float> %7128, <8 x float> %7125
  br label %7141

7131:                                             ; preds = %7122
  %7132 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7123)
  %7133 = bitcast <8 x float> %7123 to <8 x i32>
  %7134 = or <8 x i32> %7133, %1104
  %7135 = bitcast <8 x i32> %7134 to <8 x float>
  %7136 = fcmp oeq <8 x float> %7123, %52
  %7137 = select <8 x i1> %7136, <8 x float> %7135, <8 x float> %7132
  br label %7141

7138:                                             ; preds = %7122
  %7139 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7104, <8 x i1> %7093, <8 x float> zeroinitializer)
  %7140 = fadd <8 x float> %7123, %7139
  br label %7141

7141:                                             ; preds = %7138, %7131, %7124
  %7142 = phi <8 x float> [ %7140, %7138 ], [ %7137, %7131 ], [ %7130, %7124 ]
  switch i64 %1237, label %511 [
    i64 1, label %7157
    i64 2, label %7150
    i64 3, label %7143
    i64 0, label %7160
  ]

7143:                                             ; preds = %7141
  %7144 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7142)
  %7145 = bitcast <8 x float> %7142 to <8 x i32>
  %7146 = and <8 x i32> %7145, %1103
  %7147 = bitcast <8 x i32> %7146 to <8 x float>
  %7148 = fcmp oeq <8 x float> %7142, %49
  %7149 = select <8 x i1> %7148, <8 x float> %7147, <8 x float> %7144
  br label %7160

7150:                                             ; preds = %7141
  %7151 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7142)
  %7152 = bitcast <8 x float> %7142 to <8 x i32>
  %7153 = or <8 x i32> %7152, %1104
  %7154 = bitcast <8 x i32> %7153 to <8 x float>
  %7155 = fcmp oeq <8 x float> %7142, %52
  %7156 = select <8 x i1> %7155, <8 x float> %7154, <8 x float> %7151
  br label %7160

7157:                                             ; preds = %7141
  %7158 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7104, <8 x i1> %7093, <8 x float> zeroinitializer)
  %7159 = fadd <8 x float> %7142, %7158
  br label %7160

7160:                                             ; preds = %7143, %7150, %7157, %7141, %7122, %7100
  %7161 = phi <8 x float> [ %7142, %7141 ], [ %7101, %7100 ], [ %7123, %7122 ], [ %7159, %7157 ], [ %7156, %7150 ], [ %7149, %7143 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7161, ptr nonnull align 1 %7102, <8 x i1> %7093)
  %7162 = shl i64 %4453, 3
  %7163 = or disjoint i64 %7162, 48
  %7164 = sub nsw i64 %9, %7163
  %7165 = icmp sgt i64 %7164, 7
  %7166 = trunc i64 %7164 to i32
  %7167 = select i1 %7165, i32 8, i32 %7166
  %7168 = insertelement <8 x i32> poison, i32 %7167, i64 0
  %7169 = shufflevector <8 x i32> %7168, <8 x i32> poison, <8 x i32> zeroinitializer
  %7170 = icmp sgt <8 x i32> %7169, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7171 = load <8 x float>, ptr %1238, align 32
  br i1 %1579, label %7177, label %7172

7172:                                             ; preds = %7160
  %7173 = load float, ptr %1530, align 1
  %7174 = insertelement <8 x float> poison, float %7173, i64 0
  %7175 = shufflevector <8 x float> %7174, <8 x float> poison, <8 x i32> zeroinitializer
  %7176 = fadd <8 x float> %7171, %7175
  br label %7177

7177:                                             ; preds = %7172, %7160
  %7178 = phi <8 x float> [ %7176, %7172 ], [ %7171, %7160 ]
  %7179 = getelementptr inbounds nuw float, ptr %2697, i64 %7163
  %7180 = getelementptr inbounds nuw float, ptr %2699, i64 %7163
  %7181 = select i1 %2706, ptr null, ptr %7180
  switch i64 %1208, label %511 [
    i64 1, label %7196
    i64 2, label %7189
    i64 3, label %7182
    i64 0, label %7237
  ]

7182:                                             ; preds = %7177
  %7183 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7178)
  %7184 = bitcast <8 x float> %7178 to <8 x i32>
  %7185 = and <8 x i32> %7184, %1103
  %7186 = bitcast <8 x i32> %7185 to <8 x float>
  %7187 = fcmp oeq <8 x float> %7178, %49
  %7188 = select <8 x i1> %7187, <8 x float> %7186, <8 x float> %7183
  br label %7199

7189:                                             ; preds = %7177
  %7190 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7178)
  %7191 = bitcast <8 x float> %7178 to <8 x i32>
  %7192 = or <8 x i32> %7191, %1104
  %7193 = bitcast <8 x i32> %7192 to <8 x float>
  %7194 = fcmp oeq <8 x float> %7178, %52
  %7195 = select <8 x i1> %7194, <8 x float> %7193, <8 x float> %7190
  br label %7199

7196:                                             ; preds = %7177
  %7197 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7181, <8 x i1> %7170, <8 x float> zeroinitializer)
  %7198 = fadd <8 x float> %7178, %7197
  br label %7199

7199:                                             ; preds = %7196, %7189, %7182
  %7200 = phi <8 x float> [ %7198, %7196 ], [ %7195, %7189 ], [ %7188, %7182 ]
  switch i64 %1240, label %511 [
    i64 1, label %7215
    i64 2, label %7208
    i64 3, label %7201
    i64 0, label %7237
  ]

7201:                                             ; preds = %7199
  %7202 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7200)
  %7203 = bitcast <8 x float> %7200 to <8 x i32>
  %7204 = and <8 x i32> %7203, %1103
  %7205 = bitcast <8 x i32> %7204 to <8 x float>
  %7206 = fcmp oeq <8 x float> %7200, %49
  %7207 = select <8 x i1> %7206, <8 x float> %7205, <8 x float> %7202
  br label %7218

7208:                                             ; preds = %7199
  %7209 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7200)
  %7210 = bitcast <8 x float> %7200 to <8 x i32>
  %7211 = or <8 x i32> %7210, %1104
  %7212 = bitcast <8 x i32> %7211 to <8 x float>
  %7213 = fcmp oeq <8 x float> %7200, %52
  %7214 = select <8 x i1> %7213, <8 x float> %7212, <8 x float> %7209
  br label %7218

7215:                                             ; preds = %7199
  %7216 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7181, <8 x i1> %7170, <8 x float> zeroinitializer)
  %7217 = fadd <8 x float> %7200, %7216
  br label %7218

7218:                                             ; preds = %7215, %7208, %7201
  %7219 = phi <8 x float> [ %7217, %7215 ], [ %7214, %7208 ], [ %7207, %7201 ]
  switch i64 %1242, label %511 [
    i64 1, label %7234
    i64 2, label %7227
    i64 3, label %7220
    i64 0, label %7237
  ]

7220:                                             ; preds = %7218
  %7221 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7219)
  %7222 = bitcast <8 x float> %7219 to <8 x i32>
  %7223 = and <8 x i32> %7222, %1103
  %7224 = bitcast <8 x i32> %7223 to <8 x float>
  %7225 = fcmp oeq <8 x float> %7219, %49
  %7226 = select <8 x i1> %7225, <8 x float> %7224, <8 x float> %7221
  br label %7237

7227:                                             ; preds = %7218
  %7228 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7219)
  %7229 = bitcast <8 x float> %7219 to <8 x i32>
  %7230 = or <8 x i32> %7229, %1104
  %7231 = bitcast <8 x i32> %7230 to <8 x float>
  %7232 = fcmp oeq <8 x float> %7219, %52
  %7233 = select <8 x i1> %7232, <8 x float> %7231, <8 x float> %7228
  br label %7237

7234:                                             ; preds = %7218
  %7235 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7181, <8 x i1> %7170, <8 x float> zeroinitializer)
  %7236 = fadd <8 x float> %7219, %7235
  br label %7237

7237:                                             ; preds = %7220, %7227, %7234, %7218, %7199, %7177
  %7238 = phi <8 x float> [ %7219, %7218 ], [ %7178, %7177 ], [ %7200, %7199 ], [ %7236, %7234 ], [ %7233, %7227 ], [ %7226, %7220 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7238, ptr nonnull align 1 %7179, <8 x i1> %7170)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7929

7239:                                             ; preds = %4452
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %34, i8 0, i64 256, i1 false)
  br i1 %1101, label %7240, label %7313

7240:                                             ; preds = %7239, %7254
  %7241 = phi i64 [ %7255, %7254 ], [ 0, %7239 ]
  %7242 = mul nsw i64 %7241, %14
  %7243 = sub i64 %7242, %16
  %7244 = add i64 %7243, %2707
  %7245 = icmp slt i64 %7244, 0
  %7246 = icmp sge i64 %7244, %6
  %7247 = or i1 %7245, %7246
  %7248 = select i1 %7247, i64 0, i64 %7244
  %7249 = mul nsw i64 %7248, %7
  %7250 = getelementptr inbounds float, ptr %1527, i64 %7249
  br i1 %1102, label %7251, label %7254

7251:                                             ; preds = %7240
  %7252 = mul nuw nsw i64 %7241, %11
  %7253 = getelementptr inbounds nuw float, ptr %1529, i64 %7252
  br label %7257

7254:                                             ; preds = %7266, %7240
  %7255 = add nuw nsw i64 %7241, 1
  %7256 = icmp eq i64 %7255, %10
  br i1 %7256, label %7311, label %7240

7257:                                             ; preds = %7251, %7266
  %7258 = phi i64 [ 0, %7251 ], [ %7267, %7266 ]
  %7259 = getelementptr inbounds nuw float, ptr %7253, i64 %7258
  %7260 = load float, ptr %7259, align 1
  %7261 = insertelement <8 x float> poison, float %7260, i64 0
  %7262 = shufflevector <8 x float> %7261, <8 x float> poison, <8 x i32> zeroinitializer
  %7263 = mul nsw i64 %7258, %15
  %7264 = sub i64 %7263, %17
  %7265 = getelementptr <4 x i64>, ptr %1086, i64 %7258
  br label %7269

7266:                                             ; preds = %7300
  %7267 = add nuw nsw i64 %7258, 1
  %7268 = icmp eq i64 %7267, %11
  br i1 %7268, label %7254, label %7257

7269:                                             ; preds = %7257, %7300
  %7270 = phi i64 [ 0, %7257 ], [ %7309, %7300 ]
  %7271 = or disjoint i64 %4453, %7270
  %7272 = shl nsw i64 %7271, 3
  %7273 = add i64 %7264, %7272
  br i1 %1111, label %7278, label %7274

7274:                                             ; preds = %7269
  %7275 = mul nuw nsw i64 %7271, %11
  %7276 = getelementptr <4 x i64>, ptr %7265, i64 %7275
  %7277 = load <4 x i64>, ptr %7276, align 32
  br label %7300

7278:                                             ; preds = %7269
  %7279 = sub nsw i64 %9, %7272
  %7280 = icmp slt i64 %7273, 0
  %7281 = sub nsw i64 0, %7273
  %7282 = select i1 %7280, i64 %7281, i64 0
  %7283 = sub nsw i64 %7, %7273
  %7284 = call i64 @llvm.smin.i64(i64 %7283, i64 %7279)
  %7285 = call i64 @llvm.smin.i64(i64 %7284, i64 8)
  %7286 = icmp sgt i64 %7285, %7282
  %7287 = trunc i64 %7282 to i32
  %7288 = select i1 %7286, i32 %7287, i32 0
  %7289 = insertelement <8 x i32> poison, i32 %7288, i64 0
  %7290 = shufflevector <8 x i32> %7289, <8 x i32> poison, <8 x i32> zeroinitializer
  %7291 = icmp slt <8 x i32> %7290, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %7292 = trunc i64 %7285 to i32
  %7293 = select i1 %7286, i32 %7292, i32 0
  %7294 = insertelement <8 x i32> poison, i32 %7293, i64 0
  %7295 = shufflevector <8 x i32> %7294, <8 x i32> poison, <8 x i32> zeroinitializer
  %7296 = icmp sgt <8 x i32> %7295, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7297 = and <8 x i1> %7296, %7291
  %7298 = sext <8 x i1> %7297 to <8 x i32>
  %7299 = bitcast <8 x i32> %7298 to <4 x i64>
  br label %7300

7300:                                             ; preds = %7278, %7274
  %7301 = phi <4 x i64> [ %7277, %7274 ], [ %7299, %7278 ]
  %7302 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %7270
  %7303 = getelementptr inbounds float, ptr %7250, i64 %7273
  %7304 = select i1 %7247, <4 x i64> zeroinitializer, <4 x i64> %7301
  %7305 = bitcast <4 x i64> %7304 to <8 x i32>
  %7306 = call <8 x float> @llvm.x86.avx.maskload.ps.256(ptr %7303, <8 x i32> %7305)
  %7307 = load <8 x float>, ptr %7302, align 32
  %7308 = call <8 x float> @llvm.fma.v8f32(<8 x float> %7306, <8 x float> %7262, <8 x float> %7307)
  store <8 x float> %7308, ptr %7302, align 32
  %7309 = add nuw nsw i64 %7270, 1
  %7310 = icmp eq i64 %7309, 8
  br i1 %7310, label %7266, label %7269

7311:                                             ; preds = %7254
  %7312 = load <8 x float>, ptr %34, align 32
  br label %7313

7313:                                             ; preds = %7311, %7239
  %7314 = phi <8 x float> [ %7312, %7311 ], [ zeroinitializer, %7239 ]
  %7315 = shl nsw i64 %4453, 3
  %7316 = sub nsw i64 %9, %7315
  %7317 = icmp sgt i64 %7316, 7
  %7318 = trunc i64 %7316 to i32
  %7319 = select i1 %7317, i32 8, i32 %7318
  %7320 = insertelement <8 x i32> poison, i32 %7319, i64 0
  %7321 = shufflevector <8 x i32> %7320, <8 x i32> poison, <8 x i32> zeroinitializer
  %7322 = icmp sgt <8 x i32> %7321, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %1579, label %7328, label %7323

7323:                                             ; preds = %7313
  %7324 = load float, ptr %1530, align 1
  %7325 = insertelement <8 x float> poison, float %7324, i64 0
  %7326 = shufflevector <8 x float> %7325, <8 x float> poison, <8 x i32> zeroinitializer
  %7327 = fadd <8 x float> %7314, %7326
  br label %7328

7328:                                             ; preds = %7323, %7313
  %7329 = phi <8 x float> [ %7327, %7323 ], [ %7314, %7313 ]
  %7330 = getelementptr inbounds nuw float, ptr %2697, i64 %7315
  %7331 = getelementptr inbounds nuw float, ptr %2699, i64 %7315
  %7332 = select i1 %2706, ptr null, ptr %7331
  switch i64 %1168, label %511 [
    i64 1, label %7333
    i64 2, label %7336
    i64 3, label %7343
    i64 0, label %7388
  ]

7333:                                             ; preds = %7328
  %7334 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7332, <8 x i1> %7322, <8 x float> zeroinitializer)
  %7335 = fadd <8 x float> %7329, %7334
  br label %7350

7336:                                             ; preds = %7328
  %7337 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7329)
  %7338 = bitcast <8 x float> %7329 to <8 x i32>
  %7339 = or <8 x i32> %7338, %1104
  %7340 = bitcast <8 x i32> %7339 to <8 x float>
  %7341 = fcmp oeq <8 x float> %7329, %52
  %7342 = select <8 x i1> %7341, <8 x float> %7340, <8 x float> %7337
  br label %7350

7343:                                             ; preds = %7328
  %7344 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7329)
  %7345 = bitcast <8 x float> %7329 to <8 x i32>
  %7346 = and <8 x i32> %7345, %1103
  %7347 = bitcast <8 x i32> %7346 to <8 x float>
  %7348 = fcmp oeq <8 x float> %7329, %49
  %7349 = select <8 x i1> %7348, <8 x float> %7347, <8 x float> %7344
  br label %7350

7350:                                             ; preds = %7343, %7336, %7333
  %7351 = phi <8 x float> [ %7335, %7333 ], [ %7342, %7336 ], [ %7349, %7343 ]
  switch i64 %1170, label %511 [
    i64 1, label %7366
    i64 2, label %7359
    i64 3, label %7352
    i64 0, label %7388
  ]

7352:                                             ; preds = %7350
  %7353 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7351)
  %7354 = bitcast <8 x float> %7351 to <8 x i32>
  %7355 = and <8 x i32> %7354, %1103
  %7356 = bitcast <8 x i32> %7355 to <8 x float>
  %7357 = fcmp oeq <8 x float> %7351, %49
  %7358 = select <8 x i1> %7357, <8 x float> %7356, <8 x float> %7353
  br label %7369

7359:                                             ; preds = %7350
  %7360 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7351)
  %7361 = bitcast <8 x float> %7351 to <8 x i32>
  %7362 = or <8 x i32> %7361, %1104
  %7363 = bitcast <8 x i32> %7362 to <8 x float>
  %7364 = fcmp oeq <8 x float> %7351, %52
  %7365 = select <8 x i1> %7364, <8 x float> %7363, <8 x float> %7360
  br label %7369

7366:                                             ; preds = %7350
  %7367 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7332, <8 x i1> %7322, <8 x float> zeroinitializer)
  %7368 = fadd <8 x float> %7351, %7367
  br label %7369

7369:                                             ; preds = %7366, %7359, %7352
  %7370 = phi <8 x float> [ %7368, %7366 ], [ %7365, %7359 ], [ %7358, %7352 ]
  switch i64 %1172, label %511 [
    i64 1, label %7385
    i64 2, label %7378
    i64 3, label %7371
    i64 0, label %7388
  ]

7371:                                             ; preds = %7369
  %7372 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7370)
  %7373 = bitcast <8 x float> %7370 to <8 x i32>
  %7374 = and <8 x i32> %7373, %1103
  %7375 = bitcast <8 x i32> %7374 to <8 x float>
  %7376 = fcmp oeq <8 x float> %7370, %49
  %7377 = select <8 x i1> %7376, <8 x float> %7375, <8 x float> %7372
  br label %7388

7378:                                             ; preds = %7369
  %7379 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7370)
  %7380 = bitcast <8 x float> %7370 to <8 x i32>
  %7381 = or <8 x i32> %7380, %1104
  %7382 = bitcast <8 x i32> %7381 to <8 x float>
  %7383 = fcmp oeq <8 x float> %7370, %52
  %7384 = select <8 x i1> %7383, <8 x float> %7382, <8 x float> %7379
  br label %7388

7385:                                             ; preds = %7369
  %7386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7332, <8 x i1> %7322, <8 x float> zeroinitializer)
  %7387 = fadd <8 x float> %7370, %7386
  br label %7388

7388:                                             ; preds = %7371, %7378, %7385, %7369, %7350, %7328
  %7389 = phi <8 x float> [ %7370, %7369 ], [ %7329, %7328 ], [ %7351, %7350 ], [ %7387, %7385 ], [ %7384, %7378 ], [ %7377, %7371 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7389, ptr align 1 %7330, <8 x i1> %7322)
  %7390 = shl i64 %4453, 3
  %7391 = or disjoint i64 %7390, 8
  %7392 = sub nsw i64 %9, %7391
  %7393 = icmp sgt i64 %7392, 7
  %7394 = trunc i64 %7392 to i32
  %7395 = select i1 %7393, i32 8, i32 %7394
  %7396 = insertelement <8 x i32> poison, i32 %7395, i64 0
  %7397 = shufflevector <8 x i32> %7396, <8 x i32> poison, <8 x i32> zeroinitializer
  %7398 = icmp sgt <8 x i32> %7397, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7399 = load <8 x float>, ptr %1173, align 32
  br i1 %1579, label %7405, label %7400

7400:                                             ; preds = %7388
  %7401 = load float, ptr %1530, align 1
  %7402 = insertelement <8 x float> poison, float %7401, i64 0
  %7403 = shufflevector <8 x float> %7402, <8 x float> poison, <8 x i32> zeroinitializer
  %7404 = fadd <8 x float> %7399, %7403
  br label %7405

7405:                                             ; preds = %7400, %7388
  %7406 = phi <8 x float> [ %7404, %7400 ], [ %7399, %7388 ]
  %7407 = getelementptr inbounds nuw float, ptr %2697, i64 %7391
  %7408 = getelementptr inbounds nuw float, ptr %2699, i64 %7391
  %7409 = select i1 %2706, ptr null, ptr %7408
  switch i64 %1168, label %511 [
    i64 1, label %7424
    i64 2, label %7417
    i64 3, label %7410
    i64 0, label %7465
  ]

7410:                                             ; preds = %7405
  %7411 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7406)
  %7412 = bitcast <8 x float> %7406 to <8 x i32>
  %7413 = and <8 x i32> %7412, %1103
  %7414 = bitcast <8 x i32> %7413 to <8 x float>
  %7415 = fcmp oeq <8 x float> %7406, %49
  %7416 = select <8 x i1> %7415, <8 x float> %7414, <8 x float> %7411
  br label %7427

7417:                                             ; preds = %7405
  %7418 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7406)
  %7419 = bitcast <8 x float> %7406 to <8 x i32>
  %7420 = or <8 x i32> %7419, %1104
  %7421 = bitcast <8 x i32> %7420 to <8 x float>
  %7422 = fcmp oeq <8 x float> %7406, %52
  %7423 = select <8 x i1> %7422, <8 x float> %7421, <8 x float> %7418
  br label %7427

7424:                                             ; preds = %7405
  %7425 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7409, <8 x i1> %7398, <8 x float> zeroinitializer)
  %7426 = fadd <8 x float> %7406, %7425
  br label %7427

7427:                                             ; preds = %7424, %7417, %7410
  %7428 = phi <8 x float> [ %7426, %7424 ], [ %7423, %7417 ], [ %7416, %7410 ]
  switch i64 %1175, label %511 [
    i64 1, label %7443
    i64 2, label %7436
    i64 3, label %7429
    i64 0, label %7465
  ]

7429:                                             ; preds = %7427
  %7430 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7428)
  %7431 = bitcast <8 x float> %7428 to <8 x i32>
  %7432 = and <8 x i32> %7431, %1103
  %7433 = bitcast <8 x i32> %7432 to <8 x float>
  %7434 = fcmp oeq <8 x float> %7428, %49
  %7435 = select <8 x i1> %7434, <8 x float> %7433, <8 x float> %7430
  br label %7446

7436:                                             ; preds = %7427
  %7437 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7428)
  %7438 = bitcast <8 x float> %7428 to <8 x i32>
  %7439 = or <8 x i32> %7438, %1104
  %7440 = bitcast <8 x i32> %7439 to <8 x float>
  %7441 = fcmp oeq <8 x float> %7428, %52
  %7442 = select <8 x i1> %7441, <8 x float> %7440, <8 x float> %7437
  br label %7446

7443:                                             ; preds = %7427
  %7444 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7409, <8 x i1> %7398, <8 x float> zeroinitializer)
  %7445 = fadd <8 x float> %7428, %7444
  br label %7446

7446:                                             ; preds = %7443, %7436, %7429
  %7447 = phi <8 x float> [ %7445, %7443 ], [ %7442, %7436 ], [ %7435, %7429 ]
  switch i64 %1177, label %511 [
    i64 1, label %7462
    i64 2, label %7455
    i64 3, label %7448
    i64 0, label %7465
  ]

7448:                                             ; preds = %7446
  %7449 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7447)
  %7450 = bitcast <8 x float> %7447 to <8 x i32>
  %7451 = and <8 x i32> %7450, %1103
  %7452 = bitcast <8 x i32> %7451 to <8 x float>
  %7453 = fcmp oeq <8 x float> %7447, %49
  %7454 = select <8 x i1> %7453, <8 x float> %7452, <8 x float> %7449
  br label %7465

7455:                                             ; preds = %7446
  %7456 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7447)
  %7457 = bitcast <8 x float> %7447 to <8 x i32>
  %7458 = or <8 x i32> %7457, %1104
  %7459 = bitcast <8 x i32> %7458 to <8 x float>
  %7460 = fcmp oeq <8 x float> %7447, %52
  %7461 = select <8 x i1> %7460, <8 x float> %7459, <8 x float> %7456
  br label %7465

7462:                                             ; preds = %7446
  %7463 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7409, <8 x i1> %7398, <8 x float> zeroinitializer)
  %7464 = fadd <8 x float> %7447, %7463
  br label %7465

7465:                                             ; preds = %7448, %7455, %7462, %7446, %7427, %7405
  %7466 = phi <8 x float> [ %7447, %7446 ], [ %7406, %7405 ], [ %7428, %7427 ], [ %7464, %7462 ], [ %7461, %7455 ], [ %7454, %7448 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7466, ptr nonnull align 1 %7407, <8 x i1> %7398)
  %7467 = shl i64 %4453, 3
  %7468 = or disjoint i64 %7467, 16
  %7469 = sub nsw i64 %9, %7468
  %7470 = icmp sgt i64 %7469, 7
  %7471 = trunc i64 %7469 to i32
  %7472 = select i1 %7470, i32 8, i32 %7471
  %7473 = insertelement <8 x i32> poison, i32 %7472, i64 0
  %7474 = shufflevector <8 x i32> %7473, <8 x i32> poison, <8 x i32> zeroinitializer
  %7475 = icmp sgt <8 x i32> %7474, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7476 = load <8 x float>, ptr %1178, align 32
  br i1 %1579, label %7482, label %7477

7477:                                             ; preds = %7465
  %7478 = load float, ptr %1530, align 1
  %7479 = insertelement <8 x float> poison, float %7478, i64 0
  %7480 = shufflevector <8 x float> %7479, <8 x float> poison, <8 x i32> zeroinitializer
  %7481 = fadd <8 x float> %7476, %7480
  br label %7482

7482:                                             ; preds = %7477, %7465
  %7483 = phi <8 x float> [ %7481, %7477 ], [ %7476, %7465 ]
  %7484 = getelementptr inbounds nuw float, ptr %2697, i64 %7468
  %7485 = getelementptr inbounds nuw float, ptr %2699, i64 %7468
  %7486 = select i1 %2706, ptr null, ptr %7485
  switch i64 %1168, label %511 [
    i64 1, label %7501
    i64 2, label %7494
    i64 3, label %7487
    i64 0, label %7542
  ]

7487:                                             ; preds = %7482
  %7488 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7483)
  %7489 = bitcast <8 x float> %7483 to <8 x i32>
  %7490 = and <8 x i32> %7489, %1103
  %7491 = bitcast <8 x i32> %7490 to <8 x float>
  %7492 = fcmp oeq <8 x float> %7483, %49
  %7493 = select <8 x i1> %7492, <8 x float> %7491, <8 x float> %7488
  br label %7504

7494:                                             ; preds = %7482
  %7495 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7483)
  %7496 = bitcast <8 x float> %7483 to <8 x i32>
  %7497 = or <8 x i32> %7496, %1104
  %7498 = bitcast <8 x i32> %7497 to <8 x float>
  %7499 = fcmp oeq <8 x float> %7483, %52
  %7500 = select <8 x i1> %7499, <8 x float> %7498, <8 x float> %7495
  br label %7504

7501:                                             ; preds = %7482
  %7502 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7486, <8 x i1> %7475, <8 x float> zeroinitializer)
  %7503 = fadd <8 x float> %7483, %7502
  br label %7504

7504:                                             ; preds = %7501, %7494, %7487
  %7505 = phi <8 x float> [ %7503, %7501 ], [ %7500, %7494 ], [ %7493, %7487 ]
  switch i64 %1180, label %511 [
    i64 1, label %7520
    i64 2, label %7513
    i64 3, label %7506
    i64 0, label %7542
  ]

7506:                                             ; preds = %7504
  %7507 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7505)
  %7508 = bitcast <8 x float> %7505 to <8 x i32>
  %7509 = and <8 x i32> %7508, %1103
  %7510 = bitcast <8 x i32> %7509 to <8 x float>
  %7511 = fcmp oeq <8 x float> %7505, %49
  %7512 = select <8 x i1> %7511, <8 x float> %7510, <8 x float> %7507
  br label %7523

7513:                                             ; preds = %7504
  %7514 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7505)
  %7515 = bitcast <8 x float> %7505 to <8 x i32>
  %7516 = or <8 x i32> %7515, %1104
  %7517 = bitcast <8 x i32> %7516 to <8 x float>
  %7518 = fcmp oeq <8 x float> %7505, %52
  %7519 = select <8 x i1> %7518, <8 x float> %7517, <8 x float> %7514
  br label %7523

7520:                                             ; preds = %7504
  %7521 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7486, <8 x i1> %7475, <8 x float> zeroinitializer)
  %7522 = fadd <8 x float> %7505, %7521
  br label %7523

7523:                                             ; preds = %7520, %7513, %7506
  %7524 = phi <8 x float> [ %7522, %7520 ], [ %7519, %7513 ], [ %7512, %7506 ]
  switch i64 %1182, label %511 [
    i64 1, label %7539
    i64 2, label %7532
    i64 3, label %7525
    i64 0, label %7542
  ]

7525:                                             ; preds = %7523
  %7526 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7524)
  %7527 = bitcast <8 x float> %7524 to <8 x i32>
  %7528 = and <8 x i32> %7527, %1103
  %7529 = bitcast <8 x i32> %7528 to <8 x float>
  %7530 = fcmp oeq <8 x float> %7524, %49
  %7531 = select <8 x i1> %7530, <8 x float> %7529, <8 x float> %7526
  br label %7542

7532:                                             ; preds = %7523
  %7533 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7524)
  %7534 = bitcast <8 x float> %7524 to <8 x i32>
  %7535 = or <8 x i32> %7534, %1104
  %7536 = bitcast <8 x i32> %7535 to <8 x float>
  %7537 = fcmp oeq <8 x float> %7524, %52
  %7538 = select <8 x i1> %7537, <8 x float> %7536, <8 x float> %7533
  br label %7542

7539:                                             ; preds = %7523
  %7540 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7486, <8 x i1> %7475, <8 x float> zeroinitializer)
  %7541 = fadd <8 x float> %7524, %7540
  br label %7542

7542:                                             ; preds = %7525, %7532, %7539, %7523, %7504, %7482
  %7543 = phi <8 x float> [ %7524, %7523 ], [ %7483, %7482 ], [ %7505, %7504 ], [ %7541, %7539 ], [ %7538, %7532 ], [ %7531, %7525 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7543, ptr nonnull align 1 %7484, <8 x i1> %7475)
  %7544 = shl i64 %4453, 3
  %7545 = or disjoint i64 %7544, 24
  %7546 = sub nsw i64 %9, %7545
  %7547 = icmp sgt i64 %7546, 7
  %7548 = trunc i64 %7546 to i32
  %7549 = select i1 %7547, i32 8, i32 %7548
  %7550 = insertelement <8 x i32> poison, i32 %7549, i64 0
  %7551 = shufflevector <8 x i32> %7550, <8 x i32> poison, <8 x i32> zeroinitializer
  %7552 = icmp sgt <8 x i32> %7551, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7553 = load <8 x float>, ptr %1183, align 32
  br i1 %1579, label %7559, label %7554

7554:                                             ; preds = %7542
  %7555 = load float, ptr %1530, align 1
  %7556 = insertelement <8 x float> poison, float %7555, i64 0
  %7557 = shufflevector <8 x float> %7556, <8 x float> poison, <8 x i32> zeroinitializer
  %7558 = fadd <8 x float> %7553, %7557
  br label %7559

7559:                                             ; preds = %7554, %7542
  %7560 = phi <8 x float> [ %7558, %7554 ], [ %7553, %7542 ]
  %7561 = getelementptr inbounds nuw float, ptr %2697, i64 %7545
  %7562 = getelementptr inbounds nuw float, ptr %2699, i64 %7545
  %7563 = select i1 %2706, ptr null, ptr %7562
  switch i64 %1168, label %511 [
    i64 1, label %7578
    i64 2, label %7571
    i64 3, label %7564
    i64 0, label %7619
  ]

7564:                                             ; preds = %7559
  %7565 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7560)
  %7566 = bitcast <8 x float> %7560 to <8 x i32>
  %7567 = and <8 x i32> %7566, %1103
  %7568 = bitcast <8 x i32> %7567 to <8 x float>
  %7569 = fcmp oeq <8 x float> %7560, %49
  %7570 = select <8 x i1> %7569, <8 x float> %7568, <8 x float> %7565
  br label %7581

7571:                                             ; preds = %7559
  %7572 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7560)
  %7573 = bitcast <8 x float> %7560 to <8 x i32>
  %7574 = or <8 x i32> %7573, %1104
  %7575 = bitcast <8 x i32> %7574 to <8 x float>
  %7576 = fcmp oeq <8 x float> %7560, %52
  %7577 = select <8 x i1> %7576, <8 x float> %7575, <8 x float> %7572
  br label %7581

7578:                                             ; preds = %7559
  %7579 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7563, <8 x i1> %7552, <8 x float> zeroinitializer)
  %7580 = fadd <8 x float> %7560, %7579
  br label %7581

7581:                                             ; preds = %7578, %7571, %7564
  %7582 = phi <8 x float> [ %7580, %7578 ], [ %7577, %7571 ], [ %7570, %7564 ]
  switch i64 %1185, label %511 [
    i64 1, label %7597
    i64 2, label %7590
    i64 3, label %7583
    i64 0, label %7619
  ]

7583:                                             ; preds = %7581
  %7584 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7582)
  %7585 = bitcast <8 x float> %7582 to <8 x i32>
  %7586 = and <8 x i32> %7585, %1103
  %7587 = bitcast <8 x i32> %7586 to <8 x float>
  %7588 = fcmp oeq <8 x float> %7582, %49
  %7589 = select <8 x i1> %7588, <8 x float> %7587, <8 x float> %7584
  br label %7600

7590:                                             ; preds = %7581
  %7591 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7582)
  %7592 = bitcast <8 x float> %7582 to <8 x i32>
  %7593 = or <8 x i32> %7592, %1104
  %7594 = bitcast <8 x i32> %7593 to <8 x float>
  %7595 = fcmp oeq <8 x float> %7582, %52
  %7596 = select <8 x i1> %7595, <8 x float> %7594, <8 x float> %7591
  br label %7600

7597:                                             ; preds = %7581
  %7598 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7563, <8 x i1> %7552, <8 x float> zeroinitializer)
  %7599 = fadd <8 x float> %7582, %7598
  br label %7600

7600:                                             ; preds = %7597, %7590, %7583
  %7601 = phi <8 x float> [ %7599, %7597 ], [ %7596, %7590 ], [ %7589, %7583 ]
  switch i64 %1187, label %511 [
    i64 1, label %7616
    i64 2, label %7609
    i64 3, label %7602
    i64 0, label %7619
  ]

7602:                                             ; preds = %7600
  %7603 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7601)
  %7604 = bitcast <8 x float> %7601 to <8 x i32>
  %7605 = and <8 x i32> %7604, %1103
  %7606 = bitcast <8 x i32> %7605 to <8 x float>
  %7607 = fcmp oeq <8 x float> %7601, %49
  %7608 = select <8 x i1> %7607, <8 x float> %7606, <8 x float> %7603
  br label %7619

7609:                                             ; preds = %7600
  %7610 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7601)
  %7611 = bitcast <8 x float> %7601 to <8 x i32>
  %7612 = or <8 x i32> %7611, %1104
  %7613 = bitcast <8 x i32> %7612 to <8 x float>
  %7614 = fcmp oeq <8 x float> %7601, %52
  %7615 = select <8 x i1> %7614, <8 x float> %7613, <8 x float> %7610
  br label %7619

7616:                                             ; preds = %7600
  %7617 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7563, <8 x i1> %7552, <8 x float> zeroinitializer)
  %7618 = fadd <8 x float> %7601, %7617
  br label %7619

7619:                                             ; preds = %7602, %7609, %7616, %7600, %7581, %7559
  %7620 = phi <8 x float> [ %7601, %7600 ], [ %7560, %7559 ], [ %7582, %7581 ], [ %7618, %7616 ], [ %7615, %7609 ], [ %7608, %7602 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7620, ptr nonnull align 1 %7561, <8 x i1> %7552)
  %7621 = shl i64 %4453, 3
  %7622 = or disjoint i64 %7621, 32
  %7623 = sub nsw i64 %9, %7622
  %7624 = icmp sgt i64 %7623, 7
  %7625 = trunc i64 %7623 to i32
  %7626 = select i1 %7624, i32 8, i32 %7625
  %7627 = insertelement <8 x i32> poison, i32 %7626, i64 0
  %7628 = shufflevector <8 x i32> %7627, <8 x i32> poison, <8 x i32> zeroinitializer
  %7629 = icmp sgt <8 x i32> %7628, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7630 = load <8 x float>, ptr %1188, align 32
  br i1 %1579, label %7636, label %7631

7631:                                             ; preds = %7619
  %7632 = load float, ptr %1530, align 1
  %7633 = insertelement <8 x float> poison, float %7632, i64 0
  %7634 = shufflevector <8 x float> %7633, <8 x float> poison, <8 x i32> zeroinitializer
  %7635 = fadd <8 x float> %7630, %7634
  br label %7636

7636:                                             ; preds = %7631, %7619
  %7637 = phi <8 x float> [ %7635, %7631 ], [ %7630, %7619 ]
  %7638 = getelementptr inbounds nuw float, ptr %2697, i64 %7622
  %7639 = getelementptr inbounds nuw float, ptr %2699, i64 %7622
  %7640 = select i1 %2706, ptr null, ptr %7639
  switch i64 %1168, label %511 [
    i64 1, label %7655
    i64 2, label %7648
    i64 3, label %7641
    i64 0, label %7696
  ]

7641:                                             ; preds = %7636
  %7642 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7637)
  %7643 = bitcast <8 x float> %7637 to <8 x i32>
  %7644 = and <8 x i32> %7643, %1103
  %7645 = bitcast <8 x i32> %7644 to <8 x float>
  %7646 = fcmp oeq <8 x float> %7637, %49
  %7647 = select <8 x i1> %7646, <8 x float> %7645, <8 x float> %7642
  br label %7658

7648:                                             ; preds = %7636
  %7649 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7637)
  %7650 = bitcast <8 x float> %7637 to <8 x i32>
  %7651 = or <8 x i32> %7650, %1104
  %7652 = bitcast <8 x i32> %7651 to <8 x float>
  %7653 = fcmp oeq <8 x float> %7637, %52
  %7654 = select <8 x i1> %7653, <8 x float> %7652, <8 x float> %7649
  br label %7658

7655:                                             ; preds = %7636
  %7656 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7640, <8 x i1> %7629, <8 x float> zeroinitializer)
  %7657 = fadd <8 x float> %7637, %7656
  br label %7658

7658:                                             ; preds = %7655, %7648, %7641
  %7659 = phi <8 x float> [ %7657, %7655 ], [ %7654, %7648 ], [ %7647, %7641 ]
  switch i64 %1190, label %511 [
    i64 1, label %7674
    i64 2, label %7667
    i64 3, label %7660
    i64 0, label %7696
  ]

7660:                                             ; preds = %7658
  %7661 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7659)
  %7662 = bitcast <8 x float> %7659 to <8 x i32>
  %7663 = and <8 x i32> %7662, %1103
  %7664 = bitcast <8 x i32> %7663 to <8 x float>
  %7665 = fcmp oeq <8 x float> %7659, %49
  %7666 = select <8 x i1> %7665, <8 x float> %7664, <8 x float> %7661
  br label %7677

7667:                                             ; preds = %7658
  %7668 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7659)
  %7669 = bitcast <8 x float> %7659 to <8 x i32>
  %7670 = or <8 x i32> %7669, %1104
  %7671 = bitcast <8 x i32> %7670 to <8 x float>
  %7672 = fcmp oeq <8 x float> %7659, %52
  %7673 = select <8 x i1> %7672, <8 x float> %7671, <8 x float> %7668
  br label %7677

7674:                                             ; preds = %7658
  %7675 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7640, <8 x i1> %7629, <8 x float> zeroinitializer)
  %7676 = fadd <8 x float> %7659, %7675
  br label %7677

7677:                                             ; preds = %7674, %7667, %7660
  %7678 = phi <8 x float> [ %7676, %7674 ], [ %7673, %7667 ], [ %7666, %7660 ]
  switch i64 %1192, label %511 [
    i64 1, label %7693
    i64 2, label %7686
    i64 3, label %7679
    i64 0, label %7696
  ]

7679:                                             ; preds = %7677
  %7680 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7678)
  %7681 = bitcast <8 x float> %7678 to <8 x i32>
  %7682 = and <8 x i32> %7681, %1103
  %7683 = bitcast <8 x i32> %7682 to <8 x float>
  %7684 = fcmp oeq <8 x float> %7678, %49
  %7685 = select <8 x i1> %7684, <8 x float> %7683, <8 x float> %7680
  br label %7696

7686:                                             ; preds = %7677
  %7687 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7678)
  %7688 = bitcast <8 x float> %7678 to <8 x i32>
  %7689 = or <8 x i32> %7688, %1104
  %7690 = bitcast <8 x i32> %7689 to <8 x float>
  %7691 = fcmp oeq <8 x float> %7678, %52
  %7692 = select <8 x i1> %7691, <8 x float> %7690, <8 x float> %7687
  br label %7696

7693:                                             ; preds = %7677
  %7694 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7640, <8 x i1> %7629, <8 x float> zeroinitializer)
  %7695 = fadd <8 x float> %7678, %7694
  br label %7696

7696:                                             ; preds = %7679, %7686, %7693, %7677, %7658, %7636
  %7697 = phi <8 x float> [ %7678, %7677 ], [ %7637, %7636 ], [ %7659, %7658 ], [ %7695, %7693 ], [ %7692, %7686 ], [ %7685, %7679 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7697, ptr nonnull align 1 %7638, <8 x i1> %7629)
  %7698 = shl i64 %4453, 3
  %7699 = or disjoint i64 %7698, 40
  %7700 = sub nsw i64 %9, %7699
  %7701 = icmp sgt i64 %7700, 7
  %7702 = trunc i64 %7700 to i32
  %7703 = select i1 %7701, i32 8, i32 %7702
  %7704 = insertelement <8 x i32> poison, i32 %7703, i64 0
  %7705 = shufflevector <8 x i32> %7704, <8 x i32> poison, <8 x i32> zeroinitializer
  %7706 = icmp sgt <8 x i32> %7705, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7707 = load <8 x float>, ptr %1193, align 32
  br i1 %1579, label %7713, label %7708

7708:                                             ; preds = %7696
  %7709 = load float, ptr %1530, align 1
  %7710 = insertelement <8 x float> poison, float %7709, i64 0
  %7711 = shufflevector <8 x float> %7710, <8 x float> poison, <8 x i32> zeroinitializer
  %7712 = fadd <8 x float> %7707, %7711
  br label %7713

7713:                                             ; preds = %7708, %7696
  %7714 = phi <8 x float> [ %7712, %7708 ], [ %7707, %7696 ]
  %7715 = getelementptr inbounds nuw float, ptr %2697, i64 %7699
  %7716 = getelementptr inbounds nuw float, ptr %2699, i64 %7699
  %7717 = select i1 %2706, ptr null, ptr %7716
  switch i64 %1168, label %511 [
    i64 1, label %7732
    i64 2, label %7725
    i64 3, label %7718
    i64 0, label %7773
  ]

7718:                                             ; preds = %7713
  %7719 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7714)
  %7720 = bitcast <8 x float> %7714 to <8 x i32>
  %7721 = and <8 x i32> %7720, %1103
  %7722 = bitcast <8 x i32> %7721 to <8 x float>
  %7723 = fcmp oeq <8 x float> %7714, %49
  %7724 = select <8 x i1> %7723, <8 x float> %7722, <8 x float> %7719
  br label %7735

7725:                                             ; preds = %7713
  %7726 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7714)
  %7727 = bitcast <8 x float> %7714 to <8 x i32>
  %7728 = or <8 x i32> %7727, %1104
  %7729 = bitcast <8 x i32> %7728 to <8 x float>
  %7730 = fcmp oeq <8 x float> %7714, %52
  %7731 = select <8 x i1> %7730, <8 x float> %7729, <8 x float> %7726
  br label %7735

7732:                                             ; preds = %7713
  %7733 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7717, <8 x i1> %7706, <8 x float> zeroinitializer)
  %7734 = fadd <8 x float> %7714, %7733
  br label %7735

7735:                                             ; preds = %7732, %7725, %7718
  %7736 = phi <8 x float> [ %7734, %7732 ], [ %7731, %7725 ], [ %7724, %7718 ]
  switch i64 %1195, label %511 [
    i64 1, label %7751
    i64 2, label %7744
    i64 3, label %7737
    i64 0, label %7773
  ]

7737:                                             ; preds = %7735
  %7738 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7736)
  %7739 = bitcast <8 x float> %7736 to <8 x i32>
  %7740 = and <8 x i32> %7739, %1103
  %7741 = bitcast <8 x i32> %7740 to <8 x float>
  %7742 = fcmp oeq <8 x float> %7736, %49
  %7743 = select <8 x i1> %7742, <8 x float> %7741, <8 x float> %7738
  br label %7754

7744:                                             ; preds = %7735
  %7745 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7736)
  %7746 = bitcast <8 x float> %7736 to <8 x i32>
  %7747 = or <8 x i32> %7746, %1104
  %7748 = bitcast <8 x i32> %7747 to <8 x float>
  %7749 = fcmp oeq <8 x float> %7736, %52
  %7750 = select <8 x i1> %7749, <8 x float> %7748, <8 x float> %7745
  br label %7754

7751:                                             ; preds = %7735
  %7752 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7717, <8 x i1> %7706, <8 x float> zeroinitializer)
  %7753 = fadd <8 x float> %7736, %7752
  br label %7754

7754:                                             ; preds = %7751, %7744, %7737
  %7755 = phi <8 x float> [ %7753, %7751 ], [ %7750, %7744 ], [ %7743, %7737 ]
  switch i64 %1197, label %511 [
    i64 1, label %7770
    i64 2, label %7763
    i64 3, label %7756
    i64 0, label %7773
  ]

7756:                                             ; preds = %7754
  %7757 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7755)
  %7758 = bitcast <8 x float> %7755 to <8 x i32>
  %7759 = and <8 x i32> %7758, %1103
  %7760 = bitcast <8 x i32> %7759 to <8 x float>
  %7761 = fcmp oeq <8 x float> %7755, %49
  %7762 = select <8 x i1> %7761, <8 x float> %7760, <8 x float> %7757
  br label %7773

7763:                                             ; preds = %7754
  %7764 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7755)
  %7765 = bitcast <8 x float> %7755 to <8 x i32>
  %7766 = or <8 x i32> %7765, %1104
  %7767 = bitcast <8 x i32> %7766 to <8 x float>
  %7768 = fcmp oeq <8 x float> %7755, %52
  %7769 = select <8 x i1> %7768, <8 x float> %7767, <8 x float> %7764
  br label %7773

7770:                                             ; preds = %7754
  %7771 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7717, <8 x i1> %7706, <8 x float> zeroinitializer)
  %7772 = fadd <8 x float> %7755, %7771
  br label %7773

7773:                                             ; preds = %7756, %7763, %7770, %7754, %7735, %7713
  %7774 = phi <8 x float> [ %7755, %7754 ], [ %7714, %7713 ], [ %7736, %7735 ], [ %7772, %7770 ], [ %7769, %7763 ], [ %7762, %7756 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7774, ptr nonnull align 1 %7715, <8 x i1> %7706)
  %7775 = shl i64 %4453, 3
  %7776 = or disjoint i64 %7775, 48
  %7777 = sub nsw i64 %9, %7776
  %7778 = icmp sgt i64 %7777, 7
  %7779 = trunc i64 %7777 to i32
  %7780 = select i1 %7778, i32 8, i32 %7779
  %7781 = insertelement <8 x i32> poison, i32 %7780, i64 0
  %7782 = shufflevector <8 x i32> %7781, <8 x i32> poison, <8 x i32> zeroinitializer
  %7783 = icmp sgt <8 x i32> %7782, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7784 = load <8 x float>, ptr %1198, align 32
  br i1 %1579, label %7790, label %7785

7785:                                             ; preds = %7773
  %7786 = load float, ptr %1530, align 1
  %7787 = insertelement <8 x float> poison, float %7786, i64 0
  %7788 = shufflevector <8 x float> %7787, <8 x float> poison, <8 x i32> zeroinitializer
  %7789 = fadd <8 x float> %7784, %7788
  br label %7790

7790:                                             ; preds = %7785, %7773
  %7791 = phi <8 x float> [ %7789, %7785 ], [ %7784, %7773 ]
  %7792 = getelementptr inbounds nuw float, ptr %2697, i64 %7776
  %7793 = getelementptr inbounds nuw float, ptr %2699, i64 %7776
  %7794 = select i1 %2706, ptr null, ptr %7793
  switch i64 %1168, label %511 [
    i64 1, label %7809
    i64 2, label %7802
    i64 3, label %7795
    i64 0, label %7850
  ]

7795:                                             ; preds = %7790
  %7796 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7791)
  %7797 = bitcast <8 x float> %7791 to <8 x i32>
  %7798 = and <8 x i32> %7797, %1103
  %7799 = bitcast <8 x i32> %7798 to <8 x float>
  %7800 = fcmp oeq <8 x float> %7791, %49
  %7801 = select <8 x i1> %7800, <8 x float> %7799, <8 x float> %7796
  br label %7812

7802:                                             ; preds = %7790
  %7803 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7791)
  %7804 = bitcast <8 x float> %7791 to <8 x i32>
  %7805 = or <8 x i32> %7804, %1104
  %7806 = bitcast <8 x i32> %7805 to <8 x float>
  %7807 = fcmp oeq <8 x float> %7791, %52
  %7808 = select <8 x i1> %7807, <8 x float> %7806, <8 x float> %7803
  br label %7812

7809:                                             ; preds = %7790
  %7810 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7794, <8 x i1> %7783, <8 x float> zeroinitializer)
  %7811 = fadd <8 x float> %7791, %7810
  br label %7812

7812:                                             ; preds = %7809, %7802, %7795
  %7813 = phi <8 x float> [ %7811, %7809 ], [ %7808, %7802 ], [ %7801, %7795 ]
  switch i64 %1200, label %511 [
    i64 1, label %7828
    i64 2, label %7821
    i64 3, label %7814
    i64 0, label %7850
  ]

7814:                                             ; preds = %7812
  %7815 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7813)
  %7816 = bitcast <8 x float> %7813 to <8 x i32>
  %7817 = and <8 x i32> %7816, %1103
  %7818 = bitcast <8 x i32> %7817 to <8 x float>
  %7819 = fcmp oeq <8 x float> %7813, %49
  %7820 = select <8 x i1> %7819, <8 x float> %7818, <8 x float> %7815
  br label %7831

7821:                                             ; preds = %7812
  %7822 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7813)
  %7823 = bitcast <8 x float> %7813 to <8 x i32>
  %7824 = or <8 x i32> %7823, %1104
  %7825 = bitcast <8 x i32> %7824 to <8 x float>
  %7826 = fcmp oeq <8 x float> %7813, %52
  %7827 = select <8 x i1> %7826, <8 x float> %7825, <8 x float> %7822
  br label %7831

7828:                                             ; preds = %7812
  %7829 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7794, <8 x i1> %7783, <8 x float> zeroinitializer)
  %7830 = fadd <8 x float> %7813, %7829
  br label %7831

7831:                                             ; preds = %7828, %7821, %7814
  %7832 = phi <8 x float> [ %7830, %7828 ], [ %7827, %7821 ], [ %7820, %7814 ]
  switch i64 %1202, label %511 [
    i64 1, label %7847
    i64 2, label %7840
    i64 3, label %7833
    i64 0, label %7850
  ]

7833:                                             ; preds = %7831
  %7834 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7832)
  %7835 = bitcast <8 x float> %7832 to <8 x i32>
  %7836 = and <8 x i32> %7835, %1103
  %7837 = bitcast <8 x i32> %7836 to <8 x float>
  %7838 = fcmp oeq <8 x float> %7832, %49
  %7839 = select <8 x i1> %7838, <8 x float> %7837, <8 x float> %7834
  br label %7850

7840:                                             ; preds = %7831
  %7841 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7832)
  %7842 = bitcast <8 x float> %7832 to <8 x i32>
  %7843 = or <8 x i32> %7842, %1104
  %7844 = bitcast <8 x i32> %7843 to <8 x float>
  %7845 = fcmp oeq <8 x float> %7832, %52
  %7846 = select <8 x i1> %7845, <8 x float> %7844, <8 x float> %7841
  br label %7850

7847:                                             ; preds = %7831
  %7848 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7794, <8 x i1> %7783, <8 x float> zeroinitializer)
  %7849 = fadd <8 x float> %7832, %7848
  br label %7850

7850:                                             ; preds = %7833, %7840, %7847, %7831, %7812, %7790
  %7851 = phi <8 x float> [ %7832, %7831 ], [ %7791, %7790 ], [ %7813, %7812 ], [ %7849, %7847 ], [ %7846, %7840 ], [ %7839, %7833 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7851, ptr nonnull align 1 %7792, <8 x i1> %7783)
  %7852 = shl i64 %4453, 3
  %7853 = or disjoint i64 %7852, 56
  %7854 = sub nsw i64 %9, %7853
  %7855 = icmp sgt i64 %7854, 7
  %7856 = trunc i64 %7854 to i32
  %7857 = select i1 %7855, i32 8, i32 %7856
  %7858 = insertelement <8 x i32> poison, i32 %7857, i64 0
  %7859 = shufflevector <8 x i32> %7858, <8 x i32> poison, <8 x i32> zeroinitializer
  %7860 = icmp sgt <8 x i32> %7859, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7861 = load <8 x float>, ptr %1203, align 32
  br i1 %1579, label %7867, label %7862

7862:                                             ; preds = %7850
  %7863 = load float, ptr %1530, align 1
  %7864 = insertelement <8 x float> poison, float %7863, i64 0
  %7865 = shufflevector <8 x float> %7864, <8 x float> poison, <8 x i32> zeroinitializer
  %7866 = fadd <8 x float> %7861, %7865
  br label %7867

7867:                                             ; preds = %7862, %7850
  %7868 = phi <8 x float> [ %7866, %7862 ], [ %7861, %7850 ]
  %7869 = getelementptr inbounds nuw float, ptr %2697, i64 %7853
  %7870 = getelementptr inbounds nuw float, ptr %2699, i64 %7853
  %7871 = select i1 %2706, ptr null, ptr %7870
  switch i64 %1168, label %511 [
    i64 1, label %7886
    i64 2, label %7879
    i64 3, label %7872
    i64 0, label %7927
  ]

7872:                                             ; preds = %7867
  %7873 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7868)
  %7874 = bitcast <8 x float> %7868 to <8 x i32>
  %7875 = and <8 x i32> %7874, %1103
  %7876 = bitcast <8 x i32> %7875 to <8 x float>
  %7877 = fcmp oeq <8 x float> %7868, %49
  %7878 = select <8 x i1> %7877, <8 x float> %7876, <8 x float> %7873
  br label %7889

7879:                                             ; preds = %7867
  %7880 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7868)
  %7881 = bitcast <8 x float> %7868 to <8 x i32>
  %7882 = or <8 x i32> %7881, %1104
  %7883 = bitcast <8 x i32> %7882 to <8 x float>
  %7884 = fcmp oeq <8 x float> %7868, %52
  %7885 = select <8 x i1> %7884, <8 x float> %7883, <8 x float> %7880
  br label %7889

7886:                                             ; preds = %7867
  %7887 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7871, <8 x i1> %7860, <8 x float> zeroinitializer)
  %7888 = fadd <8 x float> %7868, %7887
  br label %7889

7889:                                             ; preds = %7886, %7879, %7872
  %7890 = phi <8 x float> [ %7888, %7886 ], [ %7885, %7879 ], [ %7878, %7872 ]
  switch i64 %1205, label %511 [
    i64 1, label %7905
    i64 2, label %7898
    i64 3, label %7891
    i64 0, label %7927
  ]

7891:                                             ; preds = %7889
  %7892 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7890)
  %7893 = bitcast <8 x float> %7890 to <8 x i32>
  %7894 = and <8 x i32> %7893, %1103
  %7895 = bitcast <8 x i32> %7894 to <8 x float>
  %7896 = fcmp oeq <8 x float> %7890, %49
  %7897 = select <8 x i1> %7896, <8 x float> %7895, <8 x float> %7892
  br label %7908

7898:                                             ; preds = %7889
  %7899 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7890)
  %7900 = bitcast <8 x float> %7890 to <8 x i32>
  %7901 = or <8 x i32> %7900, %1104
  %7902 = bitcast <8 x i32> %7901 to <8 x float>
  %7903 = fcmp oeq <8 x float> %7890, %52
  %7904 = select <8 x i1> %7903, <8 x float> %7902, <8 x float> %7899
  br label %7908

7905:                                             ; preds = %7889
  %7906 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7871, <8 x i1> %7860, <8 x float> zeroinitializer)
  %7907 = fadd <8 x float> %7890, %7906
  br label %7908

7908:                                             ; preds = %7905, %7898, %7891
  %7909 = phi <8 x float> [ %7907, %7905 ], [ %7904, %7898 ], [ %7897, %7891 ]
  switch i64 %1207, label %511 [
    i64 1, label %7924
    i64 2, label %7917
    i64 3, label %7910
    i64 0, label %7927
  ]

7910:                                             ; preds = %7908
  %7911 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %49, <8 x float> %7909)
  %7912 = bitcast <8 x float> %7909 to <8 x i32>
  %7913 = and <8 x i32> %7912, %1103
  %7914 = bitcast <8 x i32> %7913 to <8 x float>
  %7915 = fcmp oeq <8 x float> %7909, %49
  %7916 = select <8 x i1> %7915, <8 x float> %7914, <8 x float> %7911
  br label %7927

7917:                                             ; preds = %7908
  %7918 = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %52, <8 x float> %7909)
  %7919 = bitcast <8 x float> %7909 to <8 x i32>
  %7920 = or <8 x i32> %7919, %1104
  %7921 = bitcast <8 x i32> %7920 to <8 x float>
  %7922 = fcmp oeq <8 x float> %7909, %52
  %7923 = select <8 x i1> %7922, <8 x float> %7921, <8 x float> %7918
  br label %7927

7924:                                             ; preds = %7908
  %7925 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7871, <8 x i1> %7860, <8 x float> zeroinitializer)
  %7926 = fadd <8 x float> %7909, %7925
  br label %7927

7927:                                             ; preds = %7910, %7917, %7924, %7908, %7889, %7867
  %7928 = phi <8 x float> [ %7909, %7908 ], [ %7868, %7867 ], [ %7890, %7889 ], [ %7926, %7924 ], [ %7923, %7917 ], [ %7916, %7910 ]
  call void @llvm.masked.store.v8f32.p0(<8 x float> %7928, ptr nonnull align 1 %7869, <8 x i1> %7860)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7929

7929:                                             ; preds = %4601, %4865, %5247, %5629, %6088, %6624, %7237, %7927, %4452
  %7930 = add nuw nsw i64 %4453, 8
  %7931 = icmp slt i64 %7930, %1038
  br i1 %7931, label %4452, label %7932

7932:                                             ; preds = %7929, %2704, %3099, %3816, %4450, %2715
  %7933 = zext nneg i32 %2702 to i64
  %7934 = add nsw i64 %2695, %7933
  %7935 = icmp slt i64 %7934, %1539
  br i1 %7935, label %2694, label %7936

7936:                                             ; preds = %1590, %7932, %1572, %1576, %1519
  %7937 = add nuw nsw i64 %1510, 1
  %7938 = icmp eq i64 %7937, %1482
  br i1 %7938, label %1504, label %1509

7939:                                             ; preds = %1504, %1085
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  br label %7940

7940:                                             ; preds = %28, %7939
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
